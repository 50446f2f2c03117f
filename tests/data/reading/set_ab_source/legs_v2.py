"""venue_two legs of set (ab): the rules laid out as tables.

rules_primary usually holds a sentence (sometimes with a scope table), rules_secondary a
contingency table (markdown or plain text), with "—"/"n/a" cells and footnote markers
explained below the table on some legs.
"""
from common import COMP, TEAMS, ESPN, FOX, expected, ticker_date

_KICK = {"epl": "14:00", "laliga": "19:00", "bundesliga": "17:30", "seriea": "19:45",
         "ligue1": "20:00", "mls": "02:30", "ucl": "20:00", "wc": "19:00"}
OFFICIAL_SERIES = {"mls", "wc"}


def v2(n, comp, h, a, date, kind, primary, secondary, exp, meanings, styles, suffix=None,
       title=None, yes_sub=None, sources=None):
    _, _, _, sprefix, _, default_sources = COMP[comp]
    Hs, Hc = TEAMS[h][2], TEAMS[h][3]
    As, Ac = TEAMS[a][2], TEAMS[a][3]
    series = sprefix + kind
    event = f"{series}-{ticker_date(date)}{Hc}{Ac}"
    market = {
        "ticker": f"{event}-{suffix}",
        "event_ticker": event,
        "series_ticker": series,
        "title": title or f"{Hs} vs {As} Winner?",
        "yes_sub_title": yes_sub,
        "no_sub_title": yes_sub,
        "rules_primary": primary,
        "rules_secondary": secondary,
        "occurrence_datetime": f"{date}T{_KICK[comp]}:00Z",
    }
    return {"id": f"ab2-{n:03d}", "venue": "venue_two", "styles": sorted(styles),
            "meanings": meanings, "home": Hs, "away": As, "competition": comp,
            "market": market,
            "series_settlement_sources": sources if sources is not None else default_sources,
            "expected": exp}


def K(comp, **kw):
    """expected() with venue_two defaults: regulation, series source, 48 h fair price."""
    src = "official" if comp in OFFICIAL_SERIES else "provider"
    base = dict(scope="regulation", source_primary=src, source_fallback=None,
                timing_window=48, void_postponed_long="fair_price", void_cancelled="fair_price")
    base.update(kw)
    return expected(**base)


def legs():
    L = []
    add = L.append

    # 1 win, scope table in primary, contingency table with footnote
    add(v2(1, "epl", "ars", "che", "2026-10-03", "GAME",
        "Yes if Arsenal beat Chelsea in their English Premier League game originally set for "
        "Oct 3, 2026.\n\n"
        "| Scope | Rule |\n|---|---|\n| Time counted | 90 minutes + stoppage |\n"
        "| Extra time | Not counted |\n| Penalties | Not counted |",
        "| Situation | Settlement |\n|---|---|\n"
        "| Level after 90' + stoppage | Tie market → Yes; this market → No |\n"
        "| Postponed, restarts ≤ 48h after original kickoff | Market stays open |\n"
        "| Postponed > 48h | Fair price¹ |\n"
        "| Cancelled | Fair price¹ |\n\n"
        "¹ Determined under the exchange's rules.",
        K("epl", family="win", outcome="Arsenal"),
        ["F:win", "S2", "D1", "P3", "C4", "R3"],
        ["markdown_table", "two_tables", "footnote", "symbols", "british_spelling"],
        suffix="ARS", yes_sub="Arsenal"))

    # 2 tie, Event | Outcome | Notes
    add(v2(2, "epl", "ars", "che", "2026-10-03", "GAME",
        "This market pays Yes if Arsenal vs Chelsea (English Premier League, first scheduled "
        "3 October 2026) finishes level.",
        "| Event | Outcome | Notes |\n|---|---|---|\n"
        "| Level at full time | Yes | full time = 90' + stoppage; no ET, no pens |\n"
        "| Arsenal or Chelsea win | No | — |\n"
        "| Kickoff moved > 48 hrs | Fair price | per exchange rules |\n"
        "| Called off | Fair price | per exchange rules |",
        K("epl", family="draw", outcome="draw"),
        ["F:draw", "S2", "D1", "P2", "C4", "R3"],
        ["markdown_table", "three_columns", "dash_cell", "abbrev:hrs", "date:d_month_yyyy"],
        suffix="TIE", yes_sub="Tie"))

    # 3 away win, plain-text table
    add(v2(3, "laliga", "rma", "bar", "2026-10-24", "GAME",
        "Barcelona to win at Real Madrid, Spanish La Liga, originally scheduled 24/10/2026.",
        "Situation                        | Settlement\n"
        "---------------------------------+----------------------------------\n"
        "Barcelona ahead after 90' + ST   | Yes\n"
        "Draw or Real Madrid win          | No (a draw pays the Tie market)\n"
        "Extra time / penalties           | n/a (not counted)\n"
        "Postponed up to 48 hours         | Stays open\n"
        "Postponed beyond 48 hours        | Fair price\n"
        "Cancelled                        | Fair price",
        K("laliga", family="win", outcome="Barcelona"),
        ["F:win", "S2", "D1", "P3", "C4", "R3"],
        ["plain_text_table", "n/a", "date:dd/mm/yyyy", "away_side"],
        suffix="BAR", yes_sub="Barcelona"))

    # 4 WC tie, S3 (exclusions only in the secondary)
    add(v2(4, "wc", "bra", "mar", "2026-06-13", "GAME",
        "Resolves Yes when Brazil and Morocco finish level after 90 minutes and stoppage in "
        "their FIFA World Cup group game of June 13, 2026.",
        "| Item | Treatment |\n|---|---|\n"
        "| Extra time | Excluded |\n"
        "| Penalty shoot-out | Excluded |\n"
        "| Postponement of more than 48h | Settles at a fair price* |\n"
        "| Cancellation | Settles at a fair price* |\n\n"
        "* As provided in the exchange's rulebook.",
        K("wc", family="draw", outcome="draw"),
        ["F:draw", "S3", "D1", "P2", "C4", "R3"],
        ["markdown_table", "footnote", "american", "date:month_d_yyyy"],
        suffix="TIE", yes_sub="Tie"))

    # 5 S4 primary, scope in the secondary's table
    add(v2(5, "seriea", "int", "juv", "2027-01-17", "GAME",
        "If Inter are the winners of Inter vs Juventus, an Italian Serie A fixture first "
        "scheduled for 17 Jan 2027, the market resolves to Yes.",
        "| Topic | Rule |\n|---|---|\n"
        "| Period | Regulation: 90' plus stoppage |\n"
        "| Tie | Tie market resolves Yes |\n"
        "| Rescheduled more than two days out | Fair price |\n"
        "| Cancelled | Fair price |",
        K("seriea", family="win", outcome="Inter"),
        ["F:win", "S4", "D1", "P2", "C4", "R3"],
        ["markdown_table", "number_words", "syn:rescheduled", "date:d_mon_yyyy"],
        suffix="INT", yes_sub="Inter"))

    # 6 scope ambiguous: no scope anywhere (dash in Period row)
    add(v2(6, "seriea", "nap", "rom", "2027-02-28", "GAME",
        "Roma winning away at Napoli (Italian Serie A, Feb 28, 2027) resolves this market to Yes.",
        "| Topic | Rule |\n|---|---|\n"
        "| Period | — |\n"
        "| Draw | Tie market → Yes |\n"
        "| Postponed over 48 hours | Fair price |\n"
        "| Cancelled | Fair price |",
        K("seriea", family="win", outcome="Roma", scope="ambiguous"),
        ["F:win", "S4", "S:ambiguous", "D1", "P2", "C4", "R3"],
        ["markdown_table", "dash_cell", "no_scope", "away_side"],
        suffix="ROM", yes_sub="Roma"))

    # 7 scope contradiction, UCL knockout
    add(v2(7, "ucl", "rma", "mci", "2027-03-16", "GAME",
        "Yes if Real Madrid win the UEFA Champions League round of 16 second leg against "
        "Manchester City scheduled for Mar 16, 2027, counting 90 minutes plus stoppage only "
        "(no extra time, no penalties).",
        "| Event | Outcome |\n|---|---|\n"
        "| Extra time | Counts if played |\n"
        "| Penalty shoot-out | Not counted |\n"
        "| Level at the end | Tie market → Yes |\n"
        "| Postponed > 48h | Fair price |\n"
        "| Cancelled | Fair price |",
        K("ucl", family="win", outcome="Real Madrid", scope="ambiguous"),
        ["F:win", "S:ambiguous", "D1", "P2", "C4", "R3"],
        ["markdown_table", "contradiction", "knockout"],
        suffix="RMA", yes_sub="Real Madrid"))

    # 8 timing contradiction: 48 h in the primary, 72 h in the table
    add(v2(8, "epl", "liv", "mci", "2026-11-21", "GAME",
        "Yes if Manchester City win at Liverpool in the English Premier League game "
        "originally scheduled for 2026-11-21, on the score at the end of 90 minutes and stoppage (extra time "
        "and penalties excluded). If kickoff is moved more than 48 hours, the market settles "
        "at a fair price.",
        "| Situation | Settlement |\n|---|---|\n"
        "| Level at full time | Tie → Yes |\n"
        "| Postponed ≤ 72h | Market stays open |\n"
        "| Postponed > 72h | Fair price |\n"
        "| Cancelled | Fair price |",
        K("epl", family="win", outcome="Manchester City", timing_window="ambiguous"),
        ["F:win", "S2", "D1", "P:ambiguous", "C4", "R3"],
        ["markdown_table", "contradiction", "date:iso"],
        suffix="MCI", yes_sub="Manchester City"))

    # 9 cancellation ambiguous
    add(v2(9, "epl", "tot", "new", "2026-09-26", "GAME",
        "Tottenham to beat Newcastle, English Premier League, Sep 26, 2026: 90 minutes plus "
        "stoppage, extra time and penalties not included.",
        "| Situation | Settlement | Notes |\n|---|---|---|\n"
        "| Draw | No | Tie market pays |\n"
        "| Postponed > 48h | Fair price | — |\n"
        "| Cancelled | At the exchange's discretion | see rulebook |",
        K("epl", family="win", outcome="Tottenham", void_cancelled="ambiguous"),
        ["F:win", "S2", "D1", "P2", "C:ambiguous", "R3"],
        ["markdown_table", "three_columns", "vague", "dash_cell"],
        suffix="TOT", yes_sub="Tottenham"))

    # 10 source named in the text, fallback in a footnote
    add(v2(10, "epl", "avl", "tot", "2027-04-24", "GAME",
        "Aston Villa must beat Tottenham in the English Premier League match originally "
        "scheduled for April 24, 2027 for this market to resolve Yes.",
        "| Item | Rule |\n|---|---|\n"
        "| Counts | 90' + stoppage; no extra time or penalties |\n"
        "| Source | premierleague.com official result¹ |\n"
        "| Draw | Tie market resolves Yes |\n"
        "| Postponed more than 48 hours | Fair price |\n"
        "| Cancelled | Fair price |\n\n"
        "¹ If the official site has not posted the result, ESPN's match page is used.",
        K("epl", family="win", outcome="Aston Villa", source_primary="official",
          source_fallback="provider"),
        ["F:win", "S2", "D1", "P2", "C4", "R:official+provider"],
        ["markdown_table", "footnote", "named_source"],
        suffix="AVL", yes_sub="Aston Villa"))

    # 11 source ambiguous
    add(v2(11, "ucl", "psg", "int", "2026-11-25", "GAME",
        "Yes if PSG beat Inter in their UEFA Champions League league-phase match of "
        "25 November 2026, counting 90 minutes and stoppage time only.",
        "| Item | Rule |\n|---|---|\n"
        "| Source | UEFA.com or a major broadcaster |\n"
        "| Draw | Tie market → Yes |\n"
        "| Postponed > 48h | Fair price |\n"
        "| Cancelled | Fair price |",
        K("ucl", family="win", outcome="PSG", source_primary="ambiguous",
          source_fallback="ambiguous"),
        ["F:win", "S2", "D1", "P2", "C4", "R:ambiguous"],
        ["markdown_table", "vague", "named_source"],
        suffix="PSG", yes_sub="PSG"))

    # 12 tie, abandonment same as cancelled
    add(v2(12, "laliga", "atm", "sev", "2027-02-06", "GAME",
        "The Tie market resolves Yes if Atletico Madrid vs Sevilla (Spanish La Liga, originally "
        "Feb 6, 2027) is level once 90 minutes and stoppage have been played.",
        "| Contingency | Settlement |\n|---|---|\n"
        "| Extra time / penalties | Not counted |\n"
        "| Postponed beyond 48 hours | Fair price |\n"
        "| Cancelled | Fair price |\n"
        "| Abandoned, not resumed | Same as cancelled |",
        K("laliga", family="draw", outcome="draw", void_abandoned="fair_price"),
        ["F:draw", "S2", "D1", "P2", "C4", "AB", "R3"],
        ["markdown_table", "abandonment_row"],
        suffix="TIE", yes_sub="Tie"))

    # 13 abandonment at last traded price
    add(v2(13, "seriea", "acm", "ata", "2026-11-29", "GAME",
        "If AC Milan defeat Atalanta in the Italian Serie A game originally scheduled for "
        "Nov 29, 2026 (90 minutes plus stoppage; no extra time or penalties), the market "
        "resolves to Yes.",
        "| Event | Outcome |\n|---|---|\n"
        "| Draw | Tie market resolves Yes |\n"
        "| Postponed > 48h | Fair price |\n"
        "| Cancelled | Fair price |\n"
        "| Abandoned mid-game | Last traded price before play stopped |",
        K("seriea", family="win", outcome="AC Milan", void_abandoned="last_price"),
        ["F:win", "S2", "D1", "P2", "C4", "AB", "R3"],
        ["markdown_table", "abandonment_row", "syn:defeat"],
        suffix="ACM", yes_sub="AC Milan"))

    # 14 abandonment refund, away win
    add(v2(14, "ligue1", "ol", "asm", "2027-03-06", "GAME",
        "Monaco winning at Lyon in the French Ligue 1 match originally scheduled for "
        "March 6th, 2027 resolves this market Yes.",
        "| Situation | Settlement |\n|---|---|\n"
        "| Time counted | 90 min + stoppage (no ET / pens) |\n"
        "| Level | Tie market → Yes |\n"
        "| Moved more than 48 hrs | Fair price |\n"
        "| Cancelled | Fair price |\n"
        "| Abandoned | Refund of cost |",
        K("ligue1", family="win", outcome="Monaco", void_abandoned="refund"),
        ["F:win", "S2", "D1", "P2", "C4", "AB", "R3"],
        ["markdown_table", "abandonment_row", "date:month_dth_yyyy", "away_side"],
        suffix="ASM", yes_sub="Monaco"))

    # 15 total over 2.5
    add(v2(15, "epl", "new", "liv", "2026-12-26", "TOTAL",
        "Yes if 3 or more goals in total are scored in Newcastle vs Liverpool (English Premier "
        "League, originally Dec 26, 2026).",
        "| Rule | Detail |\n|---|---|\n"
        "| Goals counted | 90' + stoppage only |\n"
        "| Extra time / penalties | — |\n"
        "| Postponed > 48h | Fair price |\n"
        "| Cancelled | Fair price |",
        K("epl", family="total", outcome="over", line=2.5),
        ["F:total", "S2", "P2", "C4", "R3"],
        ["markdown_table", "dash_cell", "numerals"],
        suffix="3", title="Newcastle vs Liverpool: Total Goals", yes_sub="Over 2.5 goals"))

    # 16 total over 3.5, MLS, number words
    add(v2(16, "mls", "lag", "laf", "2026-08-22", "TOTAL",
        "Resolves Yes if four or more goals are scored between LA Galaxy and Los Angeles FC "
        "in their Major League Soccer match first set for Aug 22, 2026.",
        "| Situation | Settlement |\n|---|---|\n"
        "| Time counted | Regulation (90 + stoppage); no OT, no shootout |\n"
        "| Postponed more than forty-eight hours | Fair price |\n"
        "| Canceled | Fair price |",
        K("mls", family="total", outcome="over", line=3.5),
        ["F:total", "S2", "P2", "C4", "R3"],
        ["markdown_table", "number_words", "american_spelling"],
        suffix="4", title="LA Galaxy vs Los Angeles FC: Total Goals", yes_sub="Over 3.5 goals"))

    # 17 spread, away favourite
    add(v2(17, "laliga", "vcf", "rma", "2027-04-10", "SPREAD",
        "Yes if Real Madrid win at Valencia by more than 1.5 goals (Spanish La Liga, "
        "originally scheduled 10 April 2027).",
        "| Item | Rule |\n|---|---|\n"
        "| Margin | Real Madrid by 2 or more |\n"
        "| Counted | 90 minutes + stoppage; ET and penalties excluded |\n"
        "| Rescheduled > 48h | Fair price |\n"
        "| Cancelled | Fair price |",
        K("laliga", family="spread", outcome="Real Madrid", line=1.5),
        ["F:spread", "S2", "P2", "C4", "R3"],
        ["markdown_table", "away_favourite", "date:d_month_yyyy"],
        suffix="RMA2", title="Valencia vs Real Madrid: Spread", yes_sub="Real Madrid wins by over 1.5 goals"))

    # 18 spread, home, three or more
    add(v2(18, "bundesliga", "bmu", "sge", "2027-04-03", "SPREAD",
        "Bayern Munich need to beat Eintracht Frankfurt by three goals or more for a Yes "
        "(German Bundesliga, originally 2027-04-03).",
        "Situation                 | Settlement\n"
        "--------------------------+------------------\n"
        "Time counted              | 90' + stoppage\n"
        "Bayern win by 1 or 2      | No\n"
        "Draw / Frankfurt win      | No\n"
        "Moved beyond 48 hours     | Fair price\n"
        "Cancelled                 | Fair price",
        K("bundesliga", family="spread", outcome="Bayern Munich", line=2.5),
        ["F:spread", "S2", "P2", "C4", "R3"],
        ["plain_text_table", "number_words", "date:iso"],
        suffix="BMU3", title="Bayern Munich vs Eintracht Frankfurt: Spread",
        yes_sub="Bayern Munich wins by over 2.5 goals"))

    # 19 btts
    add(v2(19, "ligue1", "psg", "om", "2026-10-25", "BTTS",
        "Yes if PSG and Marseille each score at least once in their French Ligue 1 game "
        "originally scheduled for Oct 25, 2026.",
        "| Rule | Detail |\n|---|---|\n"
        "| Goals counted | 90 minutes + stoppage; extra time n/a |\n"
        "| Only one team or neither scores | No |\n"
        "| Postponed beyond 48h | Fair price |\n"
        "| Cancelled | Fair price |",
        K("ligue1", family="btts", outcome="yes"),
        ["F:btts", "S2", "P2", "C4", "R3"],
        ["markdown_table", "n/a"],
        suffix="BTTS", title="PSG vs Marseille: Both Teams to Score?", yes_sub="Both teams score"))

    # 20 first half
    add(v2(20, "seriea", "juv", "acm", "2027-02-14", "1H",
        "Juventus must be ahead of AC Milan at half-time in their Italian Serie A game "
        "originally scheduled for 14/02/2027.",
        "| Situation | Settlement |\n|---|---|\n"
        "| Counted | First half, including its stoppage time |\n"
        "| Level or Milan ahead at the break | No |\n"
        "| Postponed > 48 hours | Fair price |\n"
        "| Cancelled | Fair price |",
        K("seriea", family="half", half="first", outcome="Juventus", scope=None),
        ["F:half", "P2", "C4", "R3"],
        ["markdown_table", "date:dd/mm/yyyy"],
        suffix="JUV", title="Juventus vs AC Milan: First Half Winner?", yes_sub="Juventus"))

    # 21 exact score, away side named first in the text
    add(v2(21, "epl", "bha", "avl", "2027-03-20", "SCORE",
        "Yes if Aston Villa win 2-1 away at Brighton in the English Premier League game "
        "originally scheduled for Mar 20, 2027.",
        "| Rule | Detail |\n|---|---|\n"
        "| Score taken | After 90' + stoppage |\n"
        "| Any other score | No |\n"
        "| Postponed > 48h | Fair price |\n"
        "| Cancelled | Fair price |",
        K("epl", family="exact_score", outcome="1-2"),
        ["F:exact_score", "S2", "P2", "C4", "R3"],
        ["markdown_table", "away_side"],
        suffix="1-2", title="Brighton vs Aston Villa: Exact Score", yes_sub="Brighton 1-2 Aston Villa"))

    # 22 advance
    add(v2(22, "ucl", "ars", "bmu", "2027-03-17", "ADVANCE",
        "Yes if Arsenal qualify for the quarter-finals from their UEFA Champions League round "
        "of 16 tie with Bayern Munich (second leg Mar 17, 2027).",
        "| Item | Rule |\n|---|---|\n"
        "| Counts | The whole tie, extra time and penalties included |\n"
        "| Second leg postponed > 48h | Fair price |\n"
        "| Cancelled | Fair price |",
        K("ucl", family="advance", outcome="Arsenal", scope="penalties"),
        ["F:advance", "S6", "P2", "C4", "R3"],
        ["markdown_table", "knockout", "two_way"],
        suffix="ARS", title="Arsenal vs Bayern Munich: Who advances?", yes_sub="Arsenal"))

    # 23 P3 phrasing, away win
    add(v2(23, "ligue1", "lil", "psg", "2027-01-24", "GAME",
        "If PSG beat Lille away in the French Ligue 1 game originally set for January 24, "
        "2027, judged after 90 minutes plus stoppage (extra time and penalties not counted), "
        "the market resolves Yes.",
        "| Situation | Settlement |\n|---|---|\n"
        "| Draw | Tie market → Yes |\n"
        "| Postponed, new start within 48 hrs | Stays open |\n"
        "| Doesn't start within 48 hrs | Fair price |\n"
        "| Cancelled | Fair price |",
        K("ligue1", family="win", outcome="PSG"),
        ["F:win", "S2", "D1", "P3", "C4", "R3"],
        ["markdown_table", "negation", "abbrev:hrs", "away_side"],
        suffix="PSG", yes_sub="PSG"))

    # 24 tie, number words
    add(v2(24, "bundesliga", "bvb", "rbl", "2026-09-19", "GAME",
        "Tie resolves Yes if Dortmund and RB Leipzig are level after ninety minutes plus "
        "stoppage (German Bundesliga, originally Sept 19, 2026).",
        "| Event | Outcome | Notes |\n|---|---|---|\n"
        "| Either team wins | No | — |\n"
        "| Extra time | n/a | not played in league games |\n"
        "| Postponed over forty-eight hours | Fair price | per exchange rules |\n"
        "| Cancelled | Fair price | per exchange rules |",
        K("bundesliga", family="draw", outcome="draw"),
        ["F:draw", "S2", "D1", "P2", "C4", "R3"],
        ["markdown_table", "number_words", "three_columns", "n/a", "date:sept_d_yyyy"],
        suffix="TIE", yes_sub="Tie"))

    # 25 away win, sentence above table, asterisk footnote
    add(v2(25, "ligue1", "asm", "om", "2026-12-05", "GAME",
        "Marseille to win away at Monaco: French Ligue 1, originally scheduled 2026-12-05.",
        "Settlement by situation:\n\n"
        "| Situation | Settlement |\n|---|---|\n"
        "| Marseille ahead after 90' + stoppage* | Yes |\n"
        "| Draw | No (Tie market → Yes) |\n"
        "| Postponed > 48h | Fair price |\n"
        "| Cancelled | Fair price |\n\n"
        "* Extra time and penalties are not counted.",
        K("ligue1", family="win", outcome="Marseille"),
        ["F:win", "S4", "D1", "P2", "C4", "R3"],
        ["markdown_table", "footnote", "sentence_above_table", "date:iso", "away_side"],
        suffix="OM", yes_sub="Marseille"))

    # 26 silent on postponement
    add(v2(26, "mls", "mia", "clb", "2026-09-12", "GAME",
        "Yes if Inter Miami beat Columbus in the Major League Soccer match first slated "
        "for Sep 12, 2026, after 90 minutes plus stoppage (no overtime, no shootout).",
        "| Situation | Settlement |\n|---|---|\n"
        "| Tie after regulation | Tie market → Yes |\n"
        "| Canceled | Fair price |",
        K("mls", family="win", outcome="Inter Miami", timing_window=None,
          void_postponed_long=None),
        ["F:win", "S2", "D1", "C4", "R3"],
        ["markdown_table", "american", "silent_postponement"],
        suffix="MIA", yes_sub="Inter Miami"))

    # 27 silent on void clauses
    add(v2(27, "wc", "eng", "cro", "2026-06-17", "GAME",
        "England to beat Croatia in their FIFA World Cup group game of June 17, 2026.",
        "| Scope | Counted? |\n|---|---|\n"
        "| 90 minutes + stoppage | Yes |\n"
        "| Extra time | No |\n"
        "| Penalty shoot-out | No |",
        K("wc", family="win", outcome="England", timing_window=None, void_postponed_long=None,
          void_cancelled=None),
        ["F:win", "S3", "R3"],
        ["markdown_table", "silent_void"],
        suffix="ENG", yes_sub="England"))

    # 28 two tables with headings
    add(v2(28, "seriea", "rom", "juv", "2026-12-20", "GAME",
        "Tie market: Roma vs Juventus, Italian Serie A, originally scheduled December 20, 2026.",
        "Scope\n\n| Item | Rule |\n|---|---|\n"
        "| Result taken | After 90' + stoppage |\n| ET / penalties | n/a |\n\n"
        "Contingencies\n\n| Situation | Settlement |\n|---|---|\n"
        "| Level | Yes |\n| Any winner | No |\n"
        "| Postponed > 48h | Fair price |\n| Cancelled | Fair price |",
        K("seriea", family="draw", outcome="draw"),
        ["F:draw", "S4", "D1", "P2", "C4", "R3"],
        ["two_tables", "headings", "n/a", "markdown_table"],
        suffix="TIE", yes_sub="Tie"))

    # 29 n/a rows, MLS
    add(v2(29, "mls", "sea", "lag", "2026-10-17", "GAME",
        "Seattle to beat LA Galaxy in their Major League Soccer fixture, originally dated "
        "10/17/2026.",
        "| Item | Rule |\n|---|---|\n"
        "| Regulation | 90 + stoppage |\n"
        "| Overtime | n/a |\n"
        "| Shootout | n/a |\n"
        "| Tie | Tie market → Yes |\n"
        "| Postponed 48+ hours | Fair price |\n"
        "| Canceled | Fair price |",
        K("mls", family="win", outcome="Seattle"),
        ["F:win", "S4", "D1", "P2", "C4", "R3"],
        ["markdown_table", "n/a", "american", "date:mm/dd/yyyy"],
        suffix="SEA", yes_sub="Seattle"))

    # 30 two days
    add(v2(30, "laliga", "ath", "rbb", "2026-11-01", "GAME",
        "If Athletic Club win against Real Betis in the Spanish La Liga match originally "
        "scheduled for Nov 1, 2026, after 90 minutes plus stoppage with no extra time or "
        "penalties, the market resolves to Yes.",
        "| Situation | Settlement |\n|---|---|\n"
        "| Level | Tie → Yes, this market → No |\n"
        "| Kickoff pushed back more than two days | Fair price |\n"
        "| Cancelled | Fair price |",
        K("laliga", family="win", outcome="Athletic Club"),
        ["F:win", "S2", "D1", "P2", "C4", "R3"],
        ["markdown_table", "number_words", "syn:pushed_back"],
        suffix="ATH", yes_sub="Athletic Club"))

    # 31 WC knockout tie
    add(v2(31, "wc", "fra", "mar", "2026-07-04", "GAME",
        "Tie resolves Yes if France vs Morocco (FIFA World Cup round of 16, Jul 4, 2026) is "
        "level after 90 minutes plus stoppage.",
        "| Event | Outcome |\n|---|---|\n"
        "| Extra time played | Ignored for this market |\n"
        "| Shoot-out | Ignored for this market |\n"
        "| Postponed > 48h | Fair price |\n"
        "| Cancelled | Fair price |",
        K("wc", family="draw", outcome="draw"),
        ["F:draw", "S2", "D1", "P2", "C4", "R3"],
        ["markdown_table", "knockout"],
        suffix="TIE", yes_sub="Tie"))

    # 32 total with abandonment at fair price, three columns
    add(v2(32, "seriea", "nap", "rom", "2027-02-28", "TOTAL",
        "Yes if Napoli vs Roma (Italian Serie A, originally Feb 28, 2027) produces more than "
        "2.5 goals.",
        "| Event | Outcome | Notes |\n|---|---|---|\n"
        "| 3+ goals after 90' + stoppage | Yes | ET/pens not counted |\n"
        "| 0-2 goals | No | — |\n"
        "| Postponed > 48h | Fair price | per exchange rules |\n"
        "| Cancelled | Fair price | per exchange rules |\n"
        "| Abandoned | Fair price | same as cancelled |",
        K("seriea", family="total", outcome="over", line=2.5, void_abandoned="fair_price"),
        ["F:total", "S2", "P2", "C4", "AB", "R3"],
        ["markdown_table", "three_columns", "abandonment_row"],
        suffix="3", title="Napoli vs Roma: Total Goals", yes_sub="Over 2.5 goals"))

    # 33 second half
    add(v2(33, "epl", "che", "liv", "2027-05-15", "2H",
        "Yes if Liverpool score more goals than Chelsea in the second half of their English "
        "Premier League game originally scheduled for May 15, 2027.",
        "| Rule | Detail |\n|---|---|\n"
        "| Counted | Second half only, with its stoppage time |\n"
        "| First-half goals | Ignored |\n"
        "| Second half level | No |\n"
        "| Postponed more than 48 hours | Fair price |\n"
        "| Cancelled | Fair price |",
        K("epl", family="half", half="second", outcome="Liverpool", scope=None),
        ["F:half", "P2", "C4", "R3"],
        ["markdown_table", "away_side"],
        suffix="LFC", title="Chelsea vs Liverpool: Second Half Winner?", yes_sub="Liverpool"))

    # 34 ESPN-only series; cancellation in the primary
    add(v2(34, "bundesliga", "bmu", "bvb", "2026-11-07", "GAME",
        "Yes if Bayern Munich beat Dortmund (German Bundesliga, originally 7 Nov 2026) after "
        "90 minutes plus stoppage; neither extra time nor penalties count. A cancelled game "
        "settles at a fair price.",
        "| Situation | Settlement |\n|---|---|\n"
        "| Draw | Tie market → Yes |\n"
        "| Postponed but kicks off within 48h | Open |\n"
        "| Not played within 48h | Fair price |",
        K("bundesliga", family="win", outcome="Bayern Munich"),
        ["F:win", "S2", "D1", "P3", "C4", "R3"],
        ["markdown_table", "void_in_primary", "date:d_mon_yyyy"],
        suffix="BMU", yes_sub="Bayern Munich"))

    # 35 official source in the text with UEFA; series ESPN/Fox
    add(v2(35, "ucl", "che", "int", "2027-03-10", "GAME",
        "Yes if Chelsea win the UEFA Champions League round of 16 second leg against Inter on "
        "Mar 10, 2027 within 90 minutes plus stoppage. Extra time and penalties do not count, "
        "even if they decide the tie.",
        "| Item | Rule |\n|---|---|\n"
        "| Source | UEFA official match report |\n"
        "| Level after 90' + stoppage | Tie → Yes |\n"
        "| Postponed more than 48 hours | Fair price |\n"
        "| Cancelled | Fair price |",
        K("ucl", family="win", outcome="Chelsea", source_primary="official"),
        ["F:win", "S2", "D1", "P2", "C4", "R:official"],
        ["markdown_table", "knockout", "named_source", "negation"],
        suffix="CFC", yes_sub="Chelsea"))

    return L
