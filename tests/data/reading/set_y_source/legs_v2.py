"""Set (y) venue_two legs: a glossary-driven rulebook.

Terms are defined once in a glossary paragraph and then used bare in the rule. Some legs
define a term they never use; each leg's expected record is stated beside it.
"""
from common import COMP, TEAMS, MONTHS, exp

ESPN_FOX = [{"name": "ESPN", "url": "https://www.espn.com/soccer/"},
            {"name": "Fox Sports", "url": "https://www.foxsports.com/soccer"}]


def v2(n, comp, h, a, date, hour, kind, primary, secondary, expected, styles, meanings,
       team=None, series="GAME", mk=None, title=None, yes_sub=None, sources=None, occ=None):
    H, hc = TEAMS[h][2], TEAMS[h][3]
    A, ac = TEAMS[a][2], TEAMS[a][3]
    y, m, d = date.split("-")
    code = f"{y[2:]}{MONTHS[int(m) - 1].upper()}{d}{hc}{ac}"
    series_ticker = COMP[comp][2] + series
    event = f"{series_ticker}-{code}"
    if kind == "win":
        mk = mk or TEAMS[team][3]
        yes_sub = yes_sub or TEAMS[team][2]
        title = title or f"{H} vs {A} Winner?"
    elif kind == "draw":
        mk = mk or "TIE"
        yes_sub = yes_sub or "Tie"
        title = title or f"{H} vs {A} Winner?"
    market = {
        "ticker": f"{event}-{mk}",
        "event_ticker": event,
        "series_ticker": series_ticker,
        "title": title,
        "yes_sub_title": yes_sub,
        "no_sub_title": yes_sub,
        "rules_primary": primary.strip(),
        "rules_secondary": secondary.strip(),
        "occurrence_datetime": occ or f"{date}T{hour}:00:00Z",
    }
    return {"id": f"y2-{n:03d}", "venue": "venue_two", "styles": sorted(styles), "meanings": meanings,
            "home": H, "away": A, "competition": comp, "market": market,
            "series_settlement_sources": sources if sources is not None else COMP[comp][5],
            "expected": expected}


# default venue_two record: regulation, series source, 48 h fair value
def e2(family, outcome, scope="regulation", sp="provider", sf=None, tw=48, vc="fair_price",
       vp="fair_price", va=None, line=None, half=None):
    return exp(family, outcome, scope=scope, sp=sp, sf=sf, tw=tw, vc=vc, vp=vp, va=va, line=line, half=half)


def legs():
    L = []
    L.append(v2(1, "epl", "ars", "che", "2026-12-05", "17", "win",
        "If Arsenal wins the Arsenal vs Chelsea English Premier League Game set for Dec 5, 2026 on Regulation, the market resolves to Yes.",
        """Glossary. Game: the league fixture named above. Regulation: the two 45-minute halves plus any time the referee adds; extra time and penalty kicks form no part of Regulation. Postponement Window: the 48 hours following the Game's first scheduled kick-off. Fair Value: a price per contract that the Exchange determines under its rules.
Rules. (1) If the Game is level on Regulation, the Tie market resolves to Yes. (2) If the Game is canceled, or is moved to a kick-off beyond the Postponement Window, the market settles at Fair Value.""",
        e2("win", "Arsenal"), ["glossary", "numbered", "american_spelling", "numerals", "date:mon_d_yyyy"],
        ["F:win", "S2", "D1", "P2", "C4", "R3"], team="ars"))

    L.append(v2(2, "epl", "ars", "che", "2026-12-05", "17", "draw",
        "If the Arsenal vs Chelsea English Premier League Game set for Dec 5, 2026 ends as a Tie on Regulation, the market resolves to Yes.",
        """Definitions: "Tie" means both clubs have scored the same number of goals. "Regulation" means ninety minutes of play plus stoppage time, and nothing after it. "Postponement Window" means forty-eight hours from the originally planned start. "Fair Value" means a settlement price set by the Exchange in line with its rules.
If the Game is called off, or rescheduled to begin outside the Postponement Window, this market settles at Fair Value.""",
        e2("draw", "draw"), ["glossary", "quoted_definitions", "number_words", "syn:called_off"],
        ["F:draw", "S2", "D1", "P2", "C4", "R3"]))

    L.append(v2(3, "epl", "ars", "che", "2026-12-05", "17", "win",
        "If Chelsea wins the Arsenal vs Chelsea English Premier League Game set for Dec 5, 2026 on Regulation, the market resolves to Yes.",
        """Glossary. Regulation: the first 90 minutes and stoppage time. Extra Time: two further periods of 15 minutes each, played only in competitions that require a winner. Penalty Shoot-out: kicks from the penalty mark after Extra Time. Postponement Window: 48 hours. Fair Value: an Exchange-determined price.
A Tie on Regulation sends the Tie market to Yes. Cancellation of the Game, or a new start time past the Postponement Window, settles this market at Fair Value.""",
        e2("win", "Chelsea"), ["glossary", "unused_term", "numerals", "away_side"],
        ["F:win", "S2", "D1", "P2", "C4", "R3"], team="che"))

    L.append(v2(4, "epl", "liv", "eve", "2026-12-20", "16", "win",
        "Liverpool to win the Liverpool vs Everton English Premier League Game of December 20, 2026 on Regulation: if so, the market resolves to Yes.",
        """Glossary — Regulation: 90 minutes plus stoppage time (no extra time, no penalties). Postponement Window: two days from the scheduled start. Fair Value: a price the Exchange sets under its rules. Last Traded Price: the price of the final trade before trading halts.
If Regulation ends level, the Tie market resolves to Yes. A cancelled Game, or one postponed past the Postponement Window, is settled at Fair Value.""",
        e2("win", "Liverpool"), ["glossary", "unused_term", "british_spelling", "number_words", "date:month_d_yyyy"],
        ["F:win", "S2", "D1", "P2", "C4", "R3"], team="liv"))

    L.append(v2(5, "epl", "liv", "eve", "2026-12-20", "16", "draw",
        "Should the Result of the Liverpool vs Everton English Premier League Game of December 20, 2026 be a Tie, the market resolves to Yes.",
        """Glossary. Result: the score at the end of Regulation. Regulation: ninety minutes plus stoppage time; extra time and penalties are not included. Abandonment: play is stopped and the Game is not completed. Postponement Window: 48 hours. Fair Value: the price the Exchange determines under its rules.
Rules: a canceled Game settles at Fair Value. A Game moved beyond the Postponement Window settles at Fair Value. An Abandonment is treated as a cancellation.""",
        e2("draw", "draw", va="fair_price"), ["glossary", "chained_definition", "american_spelling"],
        ["F:draw", "S2", "D1", "P2", "C4", "AB", "R3"]))

    L.append(v2(6, "laliga", "rma", "bar", "2026-12-13", "20", "win",
        "Glossary: Result means the score at the end of Regulation; Regulation means 90 minutes plus stoppage time. If Real Madrid wins the Real Madrid vs Barcelona Spanish La Liga Game scheduled for Dec 13, 2026, the market resolves to Yes.",
        """Rules. The Result decides this market. A level Result sends the Tie market to Yes. Cancellation of the Game, or a postponement of more than 48 hours, leads to settlement at a fair price set under the rules.""",
        e2("win", "Real Madrid"), ["glossary_in_primary", "british_spelling", "numerals"],
        ["F:win", "S4", "D1", "P2", "C4", "R3"], team="rma"))

    L.append(v2(7, "laliga", "sev", "rbb", "2027-02-07", "20", "win",
        "If Sevilla wins the Sevilla vs Real Betis Spanish La Liga Game of 7 Feb 2027 on Regulation, the market resolves to Yes.",
        """Glossary. Regulation: ninety (90) minutes plus added time. Postponement Window: seventy-two (72) hours after the original kick-off. Fair Value: an Exchange-set price.
If Regulation ends level, the Tie market is the one that resolves to Yes. Should the Game be canceled, or not start within the Postponement Window, the market resolves at Fair Value.""",
        e2("win", "Sevilla", tw=72), ["glossary", "number_words", "numerals", "window_72"],
        ["F:win", "S2", "D1", "P:72h", "C4", "R3"], team="sev"))

    L.append(v2(8, "epl", "mci", "tot", "2026-12-12", "15", "total",
        "If the Goal Count in the Manchester City vs Tottenham English Premier League Game of Dec 12, 2026 is more than 2.5, the market resolves to Yes.",
        """Glossary. Goal Count: the goals scored by both teams combined during Regulation. Regulation: 90 minutes plus stoppage time, excluding extra time and penalties. Postponement Window: 48 hours. Fair Value: a price the Exchange determines.
If the Game is canceled, or rescheduled beyond the Postponement Window, the market resolves at Fair Value.""",
        e2("total", "over", line=2.5), ["glossary", "numerals"],
        ["F:total", "S2", "P2", "C4", "R3"],
        series="TOTAL", mk="3", title="Manchester City vs Tottenham: Total Goals", yes_sub="Over 2.5 goals"))

    L.append(v2(9, "seriea", "acm", "bol", "2027-01-24", "17", "total",
        "If the Goal Count in the AC Milan vs Bologna Italian Serie A Game of January 24, 2027 is fewer than two, the market resolves to Yes.",
        """Glossary. Goal Count: total goals by both sides within Regulation. Regulation: ninety minutes and stoppage time. Postponement Window: two days. Fair Value: an Exchange-determined price.
Postponed beyond the Postponement Window, or canceled: Fair Value.""",
        e2("total", "under", line=1.5), ["glossary", "number_words", "terse", "syn:fewer_than_two"],
        ["F:total", "S2", "P2", "C4", "R3"],
        series="TOTAL", mk="U2", title="AC Milan vs Bologna: Total Goals", yes_sub="Under 1.5 goals"))

    L.append(v2(10, "bundesliga", "bmu", "bvb", "2026-12-19", "17", "spread",
        "If Bayern Munich's Winning Margin in the Bayern Munich vs Dortmund German Bundesliga Game of Dec 19, 2026 is greater than 1.5 goals, the market resolves to Yes.",
        """Glossary. Winning Margin: a team's goals minus its opponent's goals at the end of Regulation. Regulation: 90 minutes plus stoppage; no extra time, no penalties. Postponement Window: 48 hours from the first-scheduled start. Fair Value: a price set by the Exchange under its rules.
A canceled Game, or one rescheduled outside the Postponement Window, settles at Fair Value.""",
        e2("spread", "Bayern Munich", line=1.5), ["glossary", "numerals"],
        ["F:spread", "S2", "P2", "C4", "R3"],
        series="SPREAD", mk="BMU2", title="Bayern Munich vs Dortmund: Spread", yes_sub="Bayern Munich wins by over 1.5 goals"))

    L.append(v2(11, "bundesliga", "sge", "bvb", "2027-02-27", "14", "spread",
        "If Dortmund's Winning Margin in the Eintracht Frankfurt vs Dortmund German Bundesliga Game of Feb 27, 2027 is three goals or more, the market resolves to Yes.",
        """Glossary. Winning Margin: goals for minus goals against, counted over Regulation. Regulation: ninety minutes plus stoppage time. Postponement Window: forty-eight hours. Fair Value: an Exchange price under the rules.
Where the Game is cancelled or moved past the Postponement Window, the market resolves at Fair Value. An abandoned Game that is not completed is settled the same way as a cancelled one.""",
        e2("spread", "Dortmund", line=2.5, va="fair_price"), ["glossary", "number_words", "british_spelling", "away_favourite"],
        ["F:spread", "S2", "P2", "C4", "AB", "R3"],
        series="SPREAD", mk="BVB3", title="Eintracht Frankfurt vs Dortmund: Spread", yes_sub="Dortmund wins by over 2.5 goals"))

    L.append(v2(12, "seriea", "juv", "int", "2027-01-10", "19", "btts",
        "If both the Home Side and the Away Side score in the Juventus vs Inter Milan Italian Serie A Game of 10 January 2027 during Regulation, the market resolves to Yes.",
        """Glossary. Home Side: Juventus. Away Side: Inter Milan. Score: to have at least one goal credited. Regulation: 90 minutes plus stoppage time (not extra time, not penalties). Postponement Window: 48 hours. Fair Value: the Exchange's determined price.
If the Game is canceled, or begins after the Postponement Window, the market settles at Fair Value.""",
        e2("btts", "yes"), ["glossary", "numerals", "date:d_month_yyyy"],
        ["F:btts", "S2", "P2", "C4", "R3"],
        series="BTTS", mk="BTTS", title="Juventus vs Inter Milan: Both Teams to Score?", yes_sub="Both teams score"))

    L.append(v2(13, "seriea", "nap", "rom", "2027-01-17", "19", "half",
        "If Napoli is ahead at the end of the First Half of the Napoli vs Roma Italian Serie A Game of Jan 17, 2027, the market resolves to Yes.",
        """Glossary. First Half: the opening 45 minutes plus any time added by the referee before the interval. Second Half: the remaining 45 minutes plus added time. Postponement Window: 48 hours. Fair Value: a price the Exchange sets.
If the First Half ends level, the Tie market resolves to Yes. Cancellation, or a move beyond the Postponement Window, leads to settlement at Fair Value.""",
        e2("half", "Napoli", scope=None, half="first"), ["glossary", "unused_term", "numerals"],
        ["F:half", "D1", "P2", "C4", "R3"],
        series="1H", mk="NAP", title="Napoli vs Roma: First Half Winner?", yes_sub="Napoli"))

    L.append(v2(14, "epl", "new", "whu", "2026-12-26", "15", "half",
        "If Tie is the outcome of the First Half of the Newcastle vs West Ham English Premier League Game of Dec 26, 2026, the market resolves to Yes.",
        """Glossary. First Half: the first forty-five minutes and stoppage time before half-time. Tie: both teams on the same number of goals. Postponement Window: two days. Fair Value: an Exchange-determined price.
If the Game is canceled, or rescheduled outside the Postponement Window, the market settles at Fair Value.""",
        e2("half", "draw", scope=None, half="first"), ["glossary", "number_words"],
        ["F:half", "D1", "P2", "C4", "R3"],
        series="1H", mk="TIE", title="Newcastle vs West Ham: First Half Winner?", yes_sub="Tie"))

    L.append(v2(15, "seriea", "acm", "bol", "2027-01-24", "17", "exact_score",
        "If the Final Score of the AC Milan vs Bologna Italian Serie A Game of Jan 24, 2027 is AC Milan 1, Bologna 1, the market resolves to Yes.",
        """Glossary. Final Score: the score when Regulation ends. Regulation: 90 minutes plus stoppage time. Postponement Window: 48 hours. Fair Value: a price set by the Exchange.
If the Game is canceled or pushed beyond the Postponement Window, the market resolves at Fair Value.""",
        e2("exact_score", "1-1"), ["glossary", "numerals"],
        ["F:exact_score", "S2", "P2", "C4", "R3"],
        series="SCORE", mk="1-1", title="AC Milan vs Bologna: Exact Score", yes_sub="AC Milan 1-1 Bologna"))

    L.append(v2(16, "bundesliga", "rbl", "lev", "2027-03-06", "17", "exact_score",
        "If Leverkusen win 3-1 away at RB Leipzig in the German Bundesliga Game of Mar 6, 2027, measured on the Final Score, the market resolves to Yes.",
        """Glossary. Final Score: goals for each team at the close of Regulation. Regulation: ninety minutes plus stoppage; extra time and penalties excluded. Postponement Window: forty-eight hours. Fair Value: the Exchange's price under the rules.
Cancelled, or postponed past the Postponement Window: the market settles at Fair Value.""",
        e2("exact_score", "1-3"), ["glossary", "away_first", "numerals", "british_spelling"],
        ["F:exact_score", "S2", "P2", "C4", "R3"],
        series="SCORE", mk="1-3", title="RB Leipzig vs Leverkusen: Exact Score", yes_sub="RB Leipzig 1-3 Leverkusen"))

    L.append(v2(17, "ucl", "ars", "rma", "2027-03-16", "20", "win",
        "If Arsenal Advances from the Arsenal vs Real Madrid UEFA Champions League Tie played on Mar 16, 2027, the market resolves to Yes.",
        """Glossary. Tie: the two-legged round-of-16 contest between the clubs. Advances: wins the Tie on aggregate and qualifies for the next round, including by way of Extra Time or a Penalty Shoot-out. Extra Time: two 15-minute periods after the second leg's 90 minutes. Penalty Shoot-out: kicks from the mark after Extra Time. Postponement Window: 48 hours. Fair Value: an Exchange price.
If the second leg is canceled, or starts after the Postponement Window, the market settles at Fair Value.""",
        e2("advance", "Arsenal", scope="penalties", sp="official"), ["glossary", "numerals", "syn:advances"],
        ["F:advance", "S6", "P2", "C4", "R3"],
        team="ars", series="ADVANCE", title="Arsenal vs Real Madrid: Who advances?"))

    L.append(v2(18, "ucl", "bmu", "psg", "2027-03-10", "20", "win",
        "If Paris Saint-Germain Qualifies from its Champions League round-of-16 Tie with Bayern Munich (second leg Mar 10, 2027), the market resolves to Yes.",
        """Glossary. Qualifies: goes through to the quarter-finals, whether in Regulation, in Extra Time or on a Penalty Shoot-out. Regulation: 90 minutes plus stoppage. Extra Time: the two additional 15-minute periods. Penalty Shoot-out: the kicks that decide a Tie still level after Extra Time. Postponement Window: two days. Fair Value: a price the Exchange sets.
Cancellation or a postponement beyond the Postponement Window: settlement at Fair Value. If the second leg is abandoned, the Exchange settles at Fair Value as well.""",
        e2("advance", "Paris Saint-Germain", scope="penalties", sp="official", va="fair_price"),
        ["glossary", "unused_term", "number_words"],
        ["F:advance", "S6", "P2", "C4", "AB", "R3"],
        team="psg", series="ADVANCE", title="Bayern Munich vs Paris Saint-Germain: Who advances?"))

    L.append(v2(19, "mls", "lag", "sea", "2027-03-05", "03", "win",
        "If LA Galaxy wins the LA Galaxy vs Seattle Major League Soccer Game originally planned for March 5, 2027 on Regulation, the market resolves to Yes.",
        """Glossary. Regulation: ninety minutes plus stoppage time; no overtime, no shootout. Postponement Window: 48 hours. Fair Value: an Exchange-determined price.
If Regulation ends tied, the Tie market resolves to Yes. If the Game is canceled or rescheduled outside the Postponement Window, the market resolves at Fair Value.""",
        e2("win", "LA Galaxy", sp="official"), ["glossary", "american_spelling", "syn:overtime"],
        ["F:win", "S2", "D1", "P2", "C4", "R3"], team="lag", occ="2027-03-06T03:30:00Z"))

    L.append(v2(20, "mls", "mia", "atl", "2027-03-13", "00", "draw",
        "If the Inter Miami vs Atlanta United Major League Soccer Game of 3/13/2027 is tied at the end of Regulation, the Tie market resolves to Yes.",
        """Glossary. Regulation: 90 minutes plus stoppage time. Postponement Window: the 48 hours after the scheduled kickoff. Fair Value: a settlement price set under the Exchange's rules.
Extra time and penalties are not part of this market. If the Game is canceled, or does not kick off within the Postponement Window, the market resolves at Fair Value.""",
        e2("draw", "draw", sp="official"), ["glossary", "american_spelling", "date:m/d/yyyy"],
        ["F:draw", "S3", "D1", "P2", "C4", "R3"], occ="2027-03-14T00:30:00Z"))

    L.append(v2(21, "ucl", "che", "bar", "2027-03-17", "20", "win",
        "If Chelsea wins the Chelsea vs Barcelona UEFA Champions League Game of 17 Mar 2027 on Regulation, the market resolves to Yes.",
        """Glossary. Regulation: the 90 minutes and stoppage time of this leg only. Postponement Window: 48 hours. Fair Value: an Exchange-determined price.
Extra time and any penalty shoot-out are excluded, even if they decide the tie. If Regulation ends level, the Tie market resolves to Yes. Cancellation, or a kick-off beyond the Postponement Window, settles the market at Fair Value.""",
        e2("win", "Chelsea", sp="official"), ["glossary", "knockout_regulation"],
        ["F:win", "S3", "D1", "P2", "C4", "R3"], team="che"))

    L.append(v2(22, "epl", "tot", "che", "2027-01-30", "17", "win",
        "If Tottenham wins the Tottenham vs Chelsea English Premier League Game of Jan 30, 2027 on Regulation, as reported by the Official Source, the market resolves to Yes.",
        """Glossary. Regulation: 90 minutes plus stoppage time. Official Source: the Premier League's website, premierleague.com. Backup Source: ESPN's match report, used only if the Official Source has not published the Result. Postponement Window: 48 hours. Fair Value: an Exchange price.
If Regulation ends level, the Tie market resolves to Yes. A canceled Game, or one that starts after the Postponement Window, settles at Fair Value.""",
        e2("win", "Tottenham", sp="official", sf="provider"), ["glossary", "named_sources"],
        ["F:win", "S2", "D1", "P2", "C4", "R:official+provider"], team="tot"))

    L.append(v2(23, "laliga", "atm", "vcf", "2026-12-06", "20", "win",
        "If Atletico Madrid wins the Atletico Madrid vs Valencia Spanish La Liga Game of Dec 6, 2026 on Regulation according to the Data Provider, the market resolves to Yes.",
        """Glossary. Data Provider: Opta (Stats Perform). Regulation: ninety minutes plus stoppage time. Postponement Window: forty-eight hours. Fair Value: a price the Exchange sets.
If Regulation ends level, the Tie market resolves to Yes. A cancelled Game, or one postponed past the Postponement Window, resolves at Fair Value.""",
        e2("win", "Atletico Madrid", sp="provider"), ["glossary", "named_provider", "number_words"],
        ["F:win", "S2", "D1", "P2", "C4", "R:provider"], team="atm"))

    L.append(v2(24, "bundesliga", "lev", "rbl", "2027-01-16", "14", "win",
        "If Leverkusen wins the Leverkusen vs RB Leipzig German Bundesliga Game of January 16, 2027 on Regulation, the market resolves to Yes.",
        """Glossary. Regulation: 90 minutes plus stoppage. Postponement Window: 48 hours from the original kick-off. Fair Value: an Exchange-set price.
If the Game is postponed but kicks off within the Postponement Window, the market stays open and settles on that Game. Otherwise it settles at Fair Value. A canceled Game also settles at Fair Value. If Regulation is level, the Tie market resolves to Yes.""",
        e2("win", "Leverkusen"), ["glossary", "p3_wording"],
        ["F:win", "S2", "D1", "P3", "C4", "R3"], team="lev"))

    L.append(v2(25, "seriea", "int", "acm", "2027-02-21", "19", "draw",
        "Should the Result of the Inter Milan vs AC Milan Italian Serie A Game of Feb 21, 2027 be a Tie, the market resolves to Yes.",
        """Glossary. Result: the score at the close of Regulation. Regulation: ninety minutes plus stoppage time. Abandoned Game: a Game stopped by the referee and not completed. Postponement Window: 48 hours. Fair Value: the Exchange's price.
Canceled Game: Fair Value. Abandoned Game: Fair Value. Game rescheduled beyond the Postponement Window: Fair Value.""",
        e2("draw", "draw", va="fair_price"), ["glossary", "terse", "list_style"],
        ["F:draw", "S2", "D1", "P2", "C4", "AB", "R3"]))

    L.append(v2(26, "ligue1", "ol", "psg", "2027-01-31", "19", "win",
        "If Paris Saint-Germain wins the Lyon vs Paris Saint-Germain French Ligue 1 Game of 31 January 2027 on Regulation, the market resolves to Yes.",
        """Glossary. Regulation: 90 minutes plus stoppage time. Postponement Window: 48 hours. Fair Value: a price the Exchange sets. Refund: return of each contract's purchase price.
If Regulation is level, the Tie market resolves to Yes. When the Game is cancelled, or kicks off after the Postponement Window, the market settles at Fair Value. If the Game is abandoned and not finished, contracts are settled by Refund.""",
        e2("win", "Paris Saint-Germain", va="refund"), ["glossary", "british_spelling", "refund"],
        ["F:win", "S2", "D1", "P2", "C4", "AB", "R3"], team="psg"))

    L.append(v2(27, "epl", "bre", "eve", "2027-01-09", "15", "win",
        "If Brentford wins the Brentford vs Everton English Premier League Game of Jan 9, 2027 on Regulation, the market resolves to Yes.",
        """Glossary. Regulation: ninety minutes plus stoppage time. Tie: the Game level when Regulation ends.
If there is a Tie, the market for Tie resolves to Yes and this market resolves to No.""",
        e2("win", "Brentford", tw=None, vc=None, vp=None), ["glossary", "silent:void"],
        ["F:win", "S2", "D1", "R3"], team="bre"))

    L.append(v2(28, "laliga", "rma", "bar", "2026-12-13", "20", "draw",
        "If the Real Madrid vs Barcelona Spanish La Liga Game of Dec 13, 2026 does not produce a winner on Regulation, the market resolves to Yes.",
        """Glossary. Regulation: ninety minutes plus stoppage time. A Tie is not a win for either team and is not decided by extra time or by penalties. Postponement Window: two days. Fair Value: an Exchange price.
Where the Game is cancelled, or does not begin within the Postponement Window, the market settles at Fair Value; the Tie market does not automatically resolve to Yes on a cancellation.""",
        e2("draw", "draw"), ["glossary", "negation"],
        ["F:draw", "S2", "D1", "P2", "C4", "R3"]))

    # ---------------- ambiguous ----------------
    L.append(v2(29, "ucl", "bvb", "int", "2027-03-09", "20", "win",
        "If Dortmund wins the Dortmund vs Inter Milan UEFA Champions League Game of Mar 9, 2027 on the Final Score, the market resolves to Yes.",
        """Glossary. Regulation: 90 minutes plus stoppage time. Postponement Window: 48 hours. Fair Value: an Exchange price.
If the Game is canceled, or starts after the Postponement Window, the market settles at Fair Value.""",
        e2("win", "Dortmund", scope="ambiguous", sp="official"), ["glossary", "undefined_term", "unused_term"],
        ["F:win", "S:ambiguous", "P2", "C4", "R3"], team="bvb"))

    L.append(v2(30, "epl", "new", "liv", "2027-02-27", "17", "win",
        "If Newcastle wins the Newcastle vs Liverpool English Premier League Game of Feb 27, 2027 on Regulation, the market resolves to Yes.",
        """Glossary. Regulation: ninety minutes plus stoppage time. Postponement Window: 48 hours. Fair Value: an Exchange price.
If Regulation ends level, the Tie market resolves to Yes. If the Game is canceled, or is postponed beyond the Postponement Window of seventy-two hours, the market settles at Fair Value.""",
        e2("win", "Newcastle", tw="ambiguous"), ["glossary", "conflict"],
        ["F:win", "S2", "D1", "P:ambiguous", "C4", "R3"], team="new"))

    L.append(v2(31, "seriea", "rom", "juv", "2027-02-14", "19", "win",
        "If Juventus wins the Roma vs Juventus Italian Serie A Game of Feb 14, 2027 on Regulation, the market resolves to Yes.",
        """Glossary. Regulation: 90 minutes plus stoppage time. Postponement Window: 48 hours. Fair Value: a price the Exchange determines.
If Regulation is level, the Tie market resolves to Yes. A Game postponed past the Postponement Window settles at Fair Value. A canceled Game is settled under Exchange Procedures.""",
        e2("win", "Juventus", vc="ambiguous"), ["glossary", "undefined_term"],
        ["F:win", "S2", "D1", "P2", "C:ambiguous", "R3"], team="juv"))

    L.append(v2(32, "ligue1", "om", "psg", "2027-02-28", "19", "win",
        "If Marseille wins the Marseille vs Paris Saint-Germain French Ligue 1 Game of Feb 28, 2027 on Regulation, as shown by the Official Source, the market resolves to Yes.",
        """Glossary. Official Source: the Ligue 1 website or a major broadcaster's match report. Regulation: ninety minutes plus stoppage time. Postponement Window: 48 hours. Fair Value: an Exchange price.
If Regulation is level, the Tie market resolves to Yes. Cancellation, or a start after the Postponement Window, settles the market at Fair Value.""",
        e2("win", "Marseille", sp="ambiguous", sf="ambiguous"), ["glossary", "vague_source"],
        ["F:win", "S2", "D1", "P2", "C4", "R:ambiguous"], team="om"))

    L.append(v2(33, "bundesliga", "bvb", "sge", "2027-03-13", "17", "win",
        "If Dortmund wins the Dortmund vs Eintracht Frankfurt German Bundesliga Game of Mar 13, 2027 on Regulation, the market resolves to Yes.",
        """Glossary. Regulation: ninety minutes plus stoppage time. Postponement Window: a reasonable period that the Exchange sets case by case. Fair Value: an Exchange price.
If Regulation is level, the Tie market resolves to Yes. If the Game is canceled, or postponed beyond the Postponement Window, the market settles at Fair Value.""",
        e2("win", "Dortmund", tw="ambiguous"), ["glossary", "vague_window"],
        ["F:win", "S2", "D1", "P:ambiguous", "C4", "R3"], team="bvb"))

    L.append(v2(34, "epl", "eve", "tot", "2027-03-06", "15", "draw",
        "The market resolves to Yes when the Result of the Everton vs Tottenham English Premier League Game of Mar 6, 2027 is a Tie.",
        """Glossary. Result: the final score of the Game. Postponement Window: 48 hours. Fair Value: an Exchange price.
If the Game is canceled, or moved beyond the Postponement Window, the market resolves at Fair Value.""",
        e2("draw", "draw", scope="ambiguous"), ["glossary", "no_scope"],
        ["F:draw", "S:ambiguous", "D1", "P2", "C4", "R3"]))

    L.append(v2(35, "ucl", "che", "bar", "2027-03-17", "20", "draw",
        "If the Chelsea vs Barcelona UEFA Champions League Game of Mar 17, 2027 is a Tie after Regulation, the market resolves to Yes.",
        """Glossary. Regulation: 90 minutes plus stoppage time; Extra Time and the Shoot-out are not part of it. Extra Time: 30 further minutes if the tie is level on aggregate. Shoot-out: penalty kicks after Extra Time. Postponement Window: 48 hours. Fair Value: an Exchange price. Abandonment: a Game halted and not resumed.
If the Game is canceled or starts after the Postponement Window, the market settles at Fair Value. In the event of an Abandonment, the market likewise settles at Fair Value.""",
        e2("draw", "draw", sp="official", va="fair_price"), ["glossary", "unused_term", "knockout_regulation"],
        ["F:draw", "S2", "D1", "P2", "C4", "AB", "R3"]))
    return L
