"""venue_two legs of set (an): settlement logic written as a developer's ticket.

`rules_primary` and `rules_secondary` hold a few lines of prose around pseudocode
(Python-like if/elif/else, SQL CASE WHEN, match/case, a TypeScript switch), with
comments, constants named with units, and sometimes a commented-out line that is not
in force. Every leg is hand-written; its expected record is stated inline.
"""
from common import (ESPN_FOX, ESPN_ONLY, FIFA_SRC, MLS_SRC, UEFA_SRC, exp, leg,
                    v2_market)

V = "venue_two"
PROV = ("provider", None)


def legs():
    out = []

    def add(n, styles, meanings, home, away, comp, market, expected, series):
        out.append(leg(f"an2-{n:03d}", V, styles, meanings, home, away, comp,
                       market, expected, series))

    # ------------------------------------------------------------------ 001
    add(1, ["code:python", "constants_with_units", "commented_out_line",
            "d1_in_code"],
        ["F:win", "S2", "D1", "P2", "C4", "R3"],
        "Arsenal", "Tottenham", "epl",
        v2_market(series="KXEPLGAME", iso_date="2026-11-21", hcode="ARS",
                  acode="TOT", suffix="ARS", title="Arsenal vs Tottenham Winner?",
                  yes_sub="Arsenal", occurrence="2026-11-21T17:30:00Z",
                  primary=(
"Ticket SET-2291: Arsenal vs Tottenham, English Premier League, originally scheduled for Nov 21, 2026. This contract pays Yes when Arsenal wins.\n\n"
"```\n"
"REGULATION_MINUTES = 90      # plus stoppage time; extra time and penalties never count\n"
"\n"
"def settle_ars(score):        # score taken when regulation ends\n"
"    if score.arsenal > score.tottenham:\n"
"        return YES\n"
"    return NO                 # draw or Tottenham win\n"
"```"),
                  secondary=(
"```\n"
"POSTPONE_LIMIT_HOURS = 48\n"
"# POSTPONE_LIMIT_HOURS = 72   # old value, replaced before listing\n"
"\n"
"if score_at_regulation.is_level():\n"
"    resolve(\"TIE\", YES)       # the Tie contract pays; this one goes No\n"
"if game.cancelled or game.new_kickoff > ORIGINAL_KICKOFF + hours(POSTPONE_LIMIT_HOURS):\n"
"    resolve_all(FAIR_PRICE)   # valued at a fair price under the exchange rules\n"
"```")),
        exp("win", "Arsenal", src=PROV, window=48, postponed="fair_price",
            cancelled="fair_price"),
        ESPN_FOX)

    # ------------------------------------------------------------------ 002
    add(2, ["code:sql_case_when", "constants_with_units", "unit:days",
            "us_spelling"],
        ["F:draw", "S2", "D1", "P2", "C4", "R3"],
        "Betis", "Sevilla", "laliga",
        v2_market(series="KXLALIGAGAME", iso_date="2026-10-04", hcode="RBB",
                  acode="SEV", suffix="TIE", title="Betis vs Sevilla Winner?",
                  yes_sub="Tie", occurrence="2026-10-04T19:00:00Z",
                  primary=(
"Tie contract for Betis vs Sevilla (Spanish La Liga), originally set for 2026-10-04. Settlement query below; scores are the 90-minute-plus-stoppage figures, with extra time and penalties left out.\n\n"
"SELECT CASE\n"
"  WHEN reg_home_goals = reg_away_goals THEN 'YES'   -- level after regulation: Tie pays\n"
"  ELSE 'NO'\n"
"END AS tie_result\n"
"FROM match_results WHERE event = 'RBBSEV-2026-10-04';"),
                  secondary=(
"Void handling (runs before the query above):\n\n"
"DECLARE @POSTPONE_LIMIT_DAYS INT = 2;   -- two days, i.e. 48 hours from the original kickoff\n"
"CASE\n"
"  WHEN status = 'CANCELED' THEN settle_at_fair_price()\n"
"  WHEN status = 'POSTPONED' AND new_kickoff > DATEADD(day, @POSTPONE_LIMIT_DAYS, orig_kickoff) THEN settle_at_fair_price()\n"
"  ELSE run_result_query()\n"
"END")),
        exp("draw", "draw", src=PROV, window=48, postponed="fair_price",
            cancelled="fair_price"),
        ESPN_FOX)

    # ------------------------------------------------------------------ 003
    add(3, ["code:match_case", "commented_out_line", "named_sources",
            "abandonment", "numerals"],
        ["F:win", "S2", "D1", "P2", "C4", "AB"],
        "Dortmund", "Bayern Munich", "bundesliga",
        v2_market(series="KXBUNDESLIGAGAME", iso_date="2026-10-24", hcode="BVB",
                  acode="BMU", suffix="BVB", title="Dortmund vs Bayern Munich Winner?",
                  yes_sub="Dortmund", occurrence="2026-10-24T16:30:00Z",
                  primary=(
"Dortmund to win against Bayern Munich, German Bundesliga, game originally scheduled for 24 Oct 2026. Result = the score when the 90 minutes plus stoppage are over.\n\n"
"```python\n"
"# include_extra_time = True      # NOT in force, left from the cup template\n"
"match reg_result:\n"
"    case \"DORTMUND\":\n"
"        pay(YES)\n"
"    case \"TIE\":\n"
"        pay(NO)                     # the Tie contract takes Yes\n"
"    case \"BAYERN\":\n"
"        pay(NO)\n"
"```"),
                  secondary=(
"```python\n"
"PRIMARY_SOURCE = \"bundesliga.com official match data\"\n"
"FALLBACK_SOURCE = \"ESPN\"          # used only if the official data is not up 2 h after full time\n"
"MAX_DELAY_H = 48\n"
"\n"
"match game.status:\n"
"    case \"CANCELLED\" | \"ABANDONED\":\n"
"        pay(FAIR_PRICE)\n"
"    case \"POSTPONED\" if delay_hours > MAX_DELAY_H:\n"
"        pay(FAIR_PRICE)\n"
"```")),
        exp("win", "Dortmund", src=("official", "provider"), window=48,
            postponed="fair_price", cancelled="fair_price",
            abandoned="fair_price"),
        ESPN_FOX)

    # ------------------------------------------------------------------ 004
    add(4, ["code:python", "s3_split", "knockout", "constants_with_units"],
        ["F:win", "S3", "D1", "P2", "C4", "R3"],
        "Inter", "Atletico Madrid", "ucl",
        v2_market(series="KXUCLGAME", iso_date="2027-03-17", hcode="INT",
                  acode="ATM", suffix="INT", title="Inter vs Atletico Madrid Winner?",
                  yes_sub="Inter", occurrence="2027-03-17T20:00:00Z",
                  primary=(
"Inter win contract, Inter vs Atletico Madrid, UEFA Champions League, originally scheduled for March 17, 2027.\n\n"
"    # decided on the score once 90 minutes and stoppage time are played\n"
"    yes = reg_score.inter > reg_score.atletico"),
                  secondary=(
"Knockout match, so spelling it out for the settlement job:\n\n"
"    EXCLUDED_PERIODS = [\"extra_time\", \"penalty_shootout\"]   # never counted for this contract\n"
"    if reg_score.inter == reg_score.atletico:\n"
"        settle(\"TIE\", YES)\n"
"    RESCHEDULE_WINDOW_HOURS = 48\n"
"    if cancelled or hours_moved > RESCHEDULE_WINDOW_HOURS:\n"
"        settle_all(FAIR_PRICE)\n\n"
"Going through to the quarter-finals is a separate ADVANCE market.")),
        exp("win", "Inter", src=PROV, window=48, postponed="fair_price",
            cancelled="fair_price"),
        ESPN_FOX)

    # ------------------------------------------------------------------ 005
    add(5, ["code:python", "family:advance", "knockout", "number_words"],
        ["F:advance", "S6", "P2", "C4", "R3"],
        "Liverpool", "PSG", "ucl",
        v2_market(series="KXUCLADVANCE", iso_date="2027-03-10", hcode="LFC",
                  acode="PSG", suffix="LFC", title="Liverpool vs PSG: Who advances?",
                  yes_sub="Liverpool", occurrence="2027-03-10T20:00:00Z",
                  primary=(
"Liverpool to advance from the Liverpool vs PSG UEFA Champions League round-of-16 tie (second leg originally scheduled for Mar 10, 2027).\n\n"
"```\n"
"# Two-way market: no Tie contract.\n"
"qualifier = tie.decided_by(aggregate, extra_time, penalties)   # all of them count\n"
"return YES if qualifier == \"Liverpool\" else NO\n"
"```"),
                  secondary=(
"```\n"
"DELAY_CAP_HOURS = 48   # forty-eight hours after the original kickoff\n"
"if leg2.cancelled:\n"
"    return FAIR_PRICE\n"
"elif leg2.postponed and leg2.delay_hours > DELAY_CAP_HOURS:\n"
"    return FAIR_PRICE\n"
"```")),
        exp("advance", "Liverpool", scope="penalties", src=("official", None), window=48,
            postponed="fair_price", cancelled="fair_price"),
        UEFA_SRC)

    # ------------------------------------------------------------------ 006
    add(6, ["code:python", "constants_with_units", "total"],
        ["F:total", "S2", "P2", "C4", "R3"],
        "Napoli", "AC Milan", "seriea",
        v2_market(series="KXSERIEATOTAL", iso_date="2026-11-08", hcode="NAP",
                  acode="ACM", suffix="3", title="Napoli vs AC Milan: Total Goals",
                  yes_sub="Over 2.5 goals", occurrence="2026-11-08T19:45:00Z",
                  primary=(
"Over 2.5 goals, Napoli vs AC Milan, Italian Serie A, originally scheduled for 8 November 2026. Regulation only (90' + stoppage; extra time and penalties excluded).\n\n"
"```\n"
"GOAL_LINE = 2.5                               # goals\n"
"total = reg_home_goals + reg_away_goals       # own goals included\n"
"result = YES if total > GOAL_LINE else NO     # 3+ goals -> Yes\n"
"```"),
                  secondary=(
"```\n"
"LATE_KICKOFF_LIMIT_HRS = 48\n"
"if game.canceled:\n"
"    result = FAIR_PRICE\n"
"elif game.rescheduled and shift_hrs > LATE_KICKOFF_LIMIT_HRS:\n"
"    result = FAIR_PRICE\n"
"```")),
        exp("total", "over", line=2.5, src=PROV, window=48,
            postponed="fair_price", cancelled="fair_price"),
        ESPN_FOX)

    # ------------------------------------------------------------------ 007
    add(7, ["code:python", "spread", "constants_with_units", "commented_out_line"],
        ["F:spread", "S2", "P2", "C4", "R3"],
        "Real Madrid", "Valencia", "laliga",
        v2_market(series="KXLALIGASPREAD", iso_date="2027-01-10", hcode="RMA",
                  acode="VCF", suffix="RMA2", title="Real Madrid vs Valencia: Spread",
                  yes_sub="Real Madrid wins by over 1.5 goals",
                  occurrence="2027-01-10T20:00:00Z",
                  primary=(
"Spread contract, Real Madrid vs Valencia (Spanish La Liga), originally scheduled for 10/01/2027 (10 Jan). Scored on 90 minutes plus stoppage time; extra time and penalties do not count.\n\n"
"```\n"
"MARGIN_LINE = 1.5        # goals\n"
"# MARGIN_LINE = 2.5      # draft value, dropped\n"
"margin = reg.real_madrid - reg.valencia\n"
"yes = margin > MARGIN_LINE   # Real Madrid by two or more\n"
"```"),
                  secondary=(
"```\n"
"WAIT_LIMIT_HOURS = 48\n"
"if cancelled:                            return FAIR_PRICE\n"
"if postponed and delay > WAIT_LIMIT_HOURS: return FAIR_PRICE\n"
"```")),
        exp("spread", "Real Madrid", line=1.5, src=PROV, window=48,
            postponed="fair_price", cancelled="fair_price"),
        ESPN_FOX)

    # ------------------------------------------------------------------ 008
    add(8, ["code:python", "btts", "abandonment", "refund", "british_spelling"],
        ["F:btts", "S2", "P2", "C4", "AB", "R3"],
        "Chelsea", "Newcastle", "epl",
        v2_market(series="KXEPLBTTS", iso_date="2026-12-12", hcode="CFC",
                  acode="NEW", suffix="BTTS", title="Chelsea vs Newcastle: Both Teams to Score?",
                  yes_sub="Both teams score", occurrence="2026-12-12T15:00:00Z",
                  primary=(
"Both teams to score, Chelsea vs Newcastle, English Premier League, originally scheduled for Dec 12, 2026. Counted over 90 minutes plus stoppage time only (no extra time, no penalties).\n\n"
"```\n"
"yes = reg.chelsea_goals >= 1 and reg.newcastle_goals >= 1\n"
"```"),
                  secondary=(
"```\n"
"POSTPONE_LIMIT_HOURS = 48\n"
"if status == \"CANCELLED\":\n"
"    settle(FAIR_PRICE)\n"
"elif status == \"POSTPONED\" and hours_late > POSTPONE_LIMIT_HOURS:\n"
"    settle(FAIR_PRICE)\n"
"elif status == \"ABANDONED\":\n"
"    void_and_refund()      # match abandoned and not completed: positions refunded at cost\n"
"```")),
        exp("btts", "yes", src=PROV, window=48, postponed="fair_price",
            cancelled="fair_price", abandoned="refund"),
        ESPN_FOX)

    # ------------------------------------------------------------------ 009
    add(9, ["code:python", "half", "d1_in_code", "us_spelling"],
        ["F:half", "D1", "P2", "C4", "R3"],
        "Bayer Leverkusen", "RB Leipzig", "bundesliga",
        v2_market(series="KXBUNDESLIGA1H", iso_date="2026-12-05", hcode="LEV",
                  acode="RBL", suffix="TIE",
                  title="Bayer Leverkusen vs RB Leipzig: First Half Winner?",
                  yes_sub="Tie", occurrence="2026-12-05T14:30:00Z",
                  primary=(
"First-half Tie contract, Bayer Leverkusen vs RB Leipzig, German Bundesliga, originally scheduled for Dec 5, 2026. Only the first half counts (45 minutes plus first-half stoppage).\n\n"
"```\n"
"ht = score_at_halftime()\n"
"resolve(\"TIE\", YES if ht.home == ht.away else NO)   # level at the break\n"
"```"),
                  secondary=(
"```\n"
"MAX_POSTPONE_HOURS = 48\n"
"if canceled or postponed_hours > MAX_POSTPONE_HOURS:\n"
"    resolve_at(FAIR_PRICE)\n"
"```")),
        exp("half", "draw", half="first", scope=None, src=PROV, window=48,
            postponed="fair_price", cancelled="fair_price"),
        ESPN_FOX)

    # ------------------------------------------------------------------ 010
    add(10, ["code:python", "exact_score", "score_orientation",
             "away_named_first"],
         ["F:exact_score", "S2", "P2", "C4", "R3"],
         "Lyon", "Monaco", "ligue1",
         v2_market(series="KXLIGUE1SCORE", iso_date="2026-11-22", hcode="OL",
                   acode="ASM", suffix="0-2", title="Lyon vs Monaco: Exact Score",
                   yes_sub="Monaco wins 2-0", occurrence="2026-11-22T19:45:00Z",
                   primary=(
"Exact score contract: Monaco win 2-0 away at Lyon (French Ligue 1, originally scheduled for 22.11.2026). Final score at the end of 90 minutes and added time; no extra time, no penalties.\n\n"
"```\n"
"TARGET = (0, 2)          # (home Lyon, away Monaco)\n"
"yes = (reg.home, reg.away) == TARGET\n"
"```"),
                   secondary=(
"```\n"
"DELAY_LIMIT_HOURS = 48\n"
"if cancelled or delay_hours > DELAY_LIMIT_HOURS:\n"
"    return FAIR_PRICE\n"
"```")),
         exp("exact_score", "0-2", src=PROV, window=48, postponed="fair_price",
             cancelled="fair_price"),
         ESPN_FOX)

    # ------------------------------------------------------------------ 011
    add(11, ["code:python", "s4_scope_in_secondary", "away_team",
             "commented_out_line", "series_official"],
         ["F:win", "S4", "D1", "P2", "C4", "R3"],
         "LA Galaxy", "Los Angeles FC", "mls",
         v2_market(series="KXMLSGAME", iso_date="2026-10-17", hcode="LA",
                   acode="LAFC", suffix="LAFC",
                   title="LA Galaxy vs Los Angeles FC Winner?",
                   yes_sub="Los Angeles FC", occurrence="2026-10-18T02:30:00Z",
                   primary=(
"If Los Angeles FC wins the LA Galaxy vs Los Angeles FC professional MLS game originally scheduled for Oct 17, 2026, the market resolves to Yes."),
                   secondary=(
"Settlement notes for the ops script:\n"
"```\n"
"SCOPE = \"REGULATION_ONLY\"   # 90 minutes + stoppage time; extra time / penalties ignored\n"
"if reg_level:\n"
"    resolve(\"TIE\", YES)\n"
"RESCHEDULE_LIMIT_HOURS = 48\n"
"# RESCHEDULE_LIMIT_HOURS = 24   # proposed for 2027, not live\n"
"if cancelled or reschedule_delay_hours > RESCHEDULE_LIMIT_HOURS:\n"
"    resolve_all(FAIR_PRICE)\n"
"```")),
         exp("win", "Los Angeles FC", src=("official", None), window=48,
             postponed="fair_price", cancelled="fair_price"),
         MLS_SRC)

    # ------------------------------------------------------------------ 012
    add(12, ["code:python", "s3_split", "series_official", "d1_in_code"],
         ["F:draw", "S3", "D1", "P2", "C4", "R3"],
         "Brazil", "Morocco", "wc",
         v2_market(series="KXWCGAME", iso_date="2026-06-13", hcode="BRA",
                   acode="MAR", suffix="TIE", title="Brazil vs Morocco Winner?",
                   yes_sub="Tie", occurrence="2026-06-13T22:00:00Z",
                   primary=(
"Tie contract, Brazil vs Morocco, FIFA World Cup group game, originally scheduled for June 13, 2026. Judged on the score when the 90 minutes plus stoppage are complete.\n\n"
"    if reg.brazil == reg.morocco: settle(\"TIE\", YES)"),
                   secondary=(
"    # neither extra time nor a penalty shoot-out is part of this contract\n"
"    PP_LIMIT_HOURS = 48\n"
"    if canceled or pp_hours > PP_LIMIT_HOURS:\n"
"        settle_all(FAIR_PRICE)   # a fair price under the exchange rules")),
         exp("draw", "draw", src=("official", None), window=48,
             postponed="fair_price", cancelled="fair_price"),
         FIFA_SRC)

    # ------------------------------------------------------------------ 013
    add(13, ["code:python", "no_scope_anywhere", "terse"],
         ["F:win", "S:ambiguous", "D1", "P2", "C4", "R3"],
         "Juventus", "Torino", "seriea",
         v2_market(series="KXSERIEAGAME", iso_date="2026-11-29", hcode="JUV",
                   acode="TOR", suffix="JUV", title="Juventus vs Torino Winner?",
                   yes_sub="Juventus", occurrence="2026-11-29T17:00:00Z",
                   primary=(
"Juventus win, Juventus vs Torino, Italian Serie A, originally scheduled for 29/11/2026.\n\n"
"```\n"
"fs = feed.final_score(\"JUVTOR\")\n"
"yes = fs.juventus > fs.torino\n"
"```"),
                   secondary=(
"```\n"
"if fs.juventus == fs.torino: settle(\"TIE\", YES)\n"
"CUTOFF_HOURS = 48\n"
"if cancelled or postponed_for_hours > CUTOFF_HOURS: settle_all(FAIR_PRICE)\n"
"```")),
         exp("win", "Juventus", scope="ambiguous", src=PROV, window=48,
             postponed="fair_price", cancelled="fair_price"),
         ESPN_FOX)

    # ------------------------------------------------------------------ 014
    add(14, ["code:python", "prose_code_conflict", "british_spelling"],
         ["F:win", "S2", "D1", "P:ambiguous", "C4", "R3"],
         "Bayer Leverkusen", "RB Leipzig", "bundesliga",
         v2_market(series="KXBUNDESLIGAGAME", iso_date="2026-12-05", hcode="LEV",
                   acode="RBL", suffix="LEV",
                   title="Bayer Leverkusen vs RB Leipzig Winner?",
                   yes_sub="Bayer Leverkusen", occurrence="2026-12-05T14:30:00Z",
                   primary=(
"Bayer Leverkusen win, Bayer Leverkusen vs RB Leipzig (German Bundesliga), originally scheduled for 5 Dec 2026, on the score at the close of 90 minutes plus stoppage (extra time and penalties excluded). A postponed game leaves this market open until the rearranged match is actually played, whenever that is.\n\n"
"```\n"
"yes = reg.leverkusen > reg.leipzig\n"
"```"),
                   secondary=(
"```\n"
"if reg.leverkusen == reg.leipzig: resolve(\"TIE\", YES)\n"
"POSTPONE_LIMIT_HOURS = 48\n"
"if postponed and hours_late > POSTPONE_LIMIT_HOURS:\n"
"    resolve_all(FAIR_PRICE)\n"
"if cancelled:\n"
"    resolve_all(FAIR_PRICE)\n"
"```")),
         exp("win", "Bayer Leverkusen", src=PROV, window="ambiguous",
             postponed="ambiguous", cancelled="fair_price"),
         ESPN_FOX)

    # ------------------------------------------------------------------ 015
    add(15, ["code:python", "manual_review", "away_team", "commented_out_line"],
         ["F:win", "S2", "D1", "P2", "C:ambiguous", "R3"],
         "Manchester United", "Liverpool", "epl",
         v2_market(series="KXEPLGAME", iso_date="2027-01-16", hcode="MUN",
                   acode="LFC", suffix="LFC",
                   title="Manchester United vs Liverpool Winner?",
                   yes_sub="Liverpool", occurrence="2027-01-16T12:30:00Z",
                   primary=(
"Liverpool win away at Manchester United, English Premier League, originally scheduled for Jan 16, 2027. Decided at the end of regulation, i.e. 90 minutes plus stoppage; extra time and penalties do not apply.\n\n"
"```\n"
"yes = reg.liverpool > reg.man_utd\n"
"```"),
                   secondary=(
"```\n"
"if reg.liverpool == reg.man_utd:\n"
"    resolve(\"TIE\", YES)\n"
"POSTPONE_LIMIT_HOURS = 48\n"
"if postponed and delay_hours > POSTPONE_LIMIT_HOURS:\n"
"    resolve_all(FAIR_PRICE)\n"
"elif cancelled:\n"
"    # resolve_all(FAIR_PRICE)     # removed pending review\n"
"    route_to_manual_review()    # the desk decides the payout case by case\n"
"```")),
         exp("win", "Liverpool", src=PROV, window=48, postponed="fair_price",
             cancelled="ambiguous"),
         ESPN_FOX)

    # ------------------------------------------------------------------ 016
    add(16, ["code:python", "sources_unordered", "numerals"],
         ["F:win", "S2", "D1", "P2", "C4", "R:ambiguous"],
         "Atletico Madrid", "Athletic Bilbao", "laliga",
         v2_market(series="KXLALIGAGAME", iso_date="2026-11-01", hcode="ATM",
                   acode="ATH", suffix="ATM",
                   title="Atletico Madrid vs Athletic Bilbao Winner?",
                   yes_sub="Atletico Madrid", occurrence="2026-11-01T20:00:00Z",
                   primary=(
"Atletico Madrid win, Atletico Madrid vs Athletic Bilbao, Spanish La Liga, originally scheduled for Nov 1, 2026, on the 90-minute-plus-stoppage score (no extra time or penalties).\n\n"
"```\n"
"RESULT_SOURCES = [\"laliga.com\", \"Marca\"]   # no priority between them: whichever the settler checks\n"
"yes = reg.atletico > reg.athletic\n"
"```"),
                   secondary=(
"```\n"
"if reg.atletico == reg.athletic: resolve(\"TIE\", YES)\n"
"POSTPONE_LIMIT_HOURS = 48\n"
"if cancelled or postponed_hours > POSTPONE_LIMIT_HOURS:\n"
"    resolve_all(FAIR_PRICE)\n"
"```")),
         exp("win", "Atletico Madrid", src=("ambiguous", "ambiguous"), window=48,
             postponed="fair_price", cancelled="fair_price"),
         ESPN_FOX)

    # ------------------------------------------------------------------ 017
    add(17, ["code:python", "named_sources", "r1_in_code", "abandonment",
             "number_words"],
         ["F:win", "S2", "D1", "P2", "C4", "AB", "R1"],
         "Stuttgart", "Eintracht Frankfurt", "bundesliga",
         v2_market(series="KXBUNDESLIGAGAME", iso_date="2026-12-13", hcode="VFB",
                   acode="SGE", suffix="VFB",
                   title="Stuttgart vs Eintracht Frankfurt Winner?",
                   yes_sub="Stuttgart", occurrence="2026-12-13T16:30:00Z",
                   primary=(
"Stuttgart win, Stuttgart vs Eintracht Frankfurt, German Bundesliga, originally scheduled for December 13, 2026. The score counts at the end of ninety minutes plus stoppage; extra time and penalties are not part of it.\n\n"
"```\n"
"if official_stats.published_within(hours=2):\n"
"    score = official_stats.regulation_score()      # Bundesliga's own data\n"
"else:\n"
"    score = consensus(credible_outlets).regulation_score()\n"
"yes = score.stuttgart > score.frankfurt\n"
"```"),
                   secondary=(
"```\n"
"if score.stuttgart == score.frankfurt: resolve(\"TIE\", YES)\n"
"PP_WINDOW_HOURS = 48     # forty-eight hours\n"
"if status in (\"CANCELLED\", \"ABANDONED\"):   # abandoned and not completed = cancelled\n"
"    resolve_all(FAIR_PRICE)\n"
"elif status == \"POSTPONED\" and delay_h > PP_WINDOW_HOURS:\n"
"    resolve_all(FAIR_PRICE)\n"
"```")),
         exp("win", "Stuttgart", src=("official", "consensus"), window=48,
             postponed="fair_price", cancelled="fair_price",
             abandoned="fair_price"),
         ESPN_FOX)

    # ------------------------------------------------------------------ 018
    add(18, ["code:python", "p3_nested", "constants_with_units", "d1_in_code"],
         ["F:draw", "S2", "D1", "P3", "C4", "R3"],
         "Brighton", "Brentford", "epl",
         v2_market(series="KXEPLGAME", iso_date="2027-02-06", hcode="BHA",
                   acode="BRE", suffix="TIE", title="Brighton vs Brentford Winner?",
                   yes_sub="Tie", occurrence="2027-02-06T15:00:00Z",
                   primary=(
"Tie contract, Brighton vs Brentford, English Premier League, originally scheduled for Feb 6, 2027. Level at the end of 90 minutes plus stoppage (extra time and penalties excluded) means Tie resolves Yes.\n\n"
"```\n"
"resolve(\"TIE\", YES if reg.home == reg.away else NO)\n"
"```"),
                   secondary=(
"```\n"
"GRACE_HOURS = 48\n"
"if game.postponed:\n"
"    if game.new_kickoff <= ORIGINAL_KICKOFF + timedelta(hours=GRACE_HOURS):\n"
"        keep_open()            # played inside the grace window: settle normally\n"
"    else:\n"
"        resolve_all(FAIR_PRICE)\n"
"elif game.cancelled:\n"
"    resolve_all(FAIR_PRICE)\n"
"```")),
         exp("draw", "draw", src=PROV, window=48, postponed="fair_price",
             cancelled="fair_price"),
         ESPN_ONLY)

    # ------------------------------------------------------------------ 019
    add(19, ["code:typescript_switch", "away_team", "abandonment",
             "last_price", "us_spelling"],
         ["F:win", "S2", "D1", "P2", "C4", "AB", "R3"],
         "PSG", "Marseille", "ligue1",
         v2_market(series="KXLIGUE1GAME", iso_date="2026-10-25", hcode="PSG",
                   acode="OM", suffix="OM", title="PSG vs Marseille Winner?",
                   yes_sub="Marseille", occurrence="2026-10-25T19:45:00Z",
                   primary=(
"Marseille win away at PSG, French Ligue 1, originally scheduled for 2026-10-25. Decided on the regulation score (90 minutes plus any stoppage), excluding extra time and penalties.\n\n"
"```ts\n"
"const yes = reg.marseille > reg.psg;   // a draw or a PSG win is No\n"
"```"),
                   secondary=(
"```ts\n"
"const POSTPONE_LIMIT_HOURS = 48;\n"
"switch (game.status) {\n"
"  case \"CANCELED\":\n"
"    return settle(FAIR_PRICE);\n"
"  case \"POSTPONED\":\n"
"    if (game.delayHours > POSTPONE_LIMIT_HOURS) return settle(FAIR_PRICE);\n"
"    break;\n"
"  case \"ABANDONED\":\n"
"    return settle(LAST_TRADED_PRICE);   // last trade before play was stopped\n"
"}\n"
"if (reg.marseille === reg.psg) resolve(\"TIE\", YES);\n"
"```")),
         exp("win", "Marseille", src=PROV, window=48, postponed="fair_price",
             cancelled="fair_price", abandoned="last_price"),
         ESPN_FOX)

    # ------------------------------------------------------------------ 020
    add(20, ["code:python", "unit:minutes", "commented_out_line"],
         ["F:win", "S2", "D1", "P2", "C4", "R3"],
         "Manchester City", "Aston Villa", "epl",
         v2_market(series="KXEPLGAME", iso_date="2026-11-28", hcode="MCI",
                   acode="AVL", suffix="MCI",
                   title="Manchester City vs Aston Villa Winner?",
                   yes_sub="Manchester City", occurrence="2026-11-28T15:00:00Z",
                   primary=(
"Manchester City win, Manchester City vs Aston Villa, English Premier League, originally scheduled for 28 November 2026. Score once the 90 minutes and stoppage time are played; extra time and penalties are out.\n\n"
"```\n"
"yes = reg.man_city > reg.villa\n"
"```"),
                   secondary=(
"```\n"
"if reg.man_city == reg.villa: resolve(\"TIE\", YES)\n"
"POSTPONE_LIMIT_MIN = 2880          # minutes, i.e. 48 hours\n"
"# CANCEL_PAYOUT = NO               # old draft; not in force\n"
"CANCEL_PAYOUT = FAIR_PRICE\n"
"if cancelled: resolve_all(CANCEL_PAYOUT)\n"
"if postponed and delay_minutes > POSTPONE_LIMIT_MIN: resolve_all(FAIR_PRICE)\n"
"```")),
         exp("win", "Manchester City", src=PROV, window=48,
             postponed="fair_price", cancelled="fair_price"),
         ESPN_FOX)

    # ------------------------------------------------------------------ 021
    add(21, ["code:python", "first_team_to_score", "whole_game_incl_et"],
         ["F:other", "S5", "P2", "C4", "R3"],
         "Barcelona", "Villarreal", "laliga",
         v2_market(series="KXLALIGAFTTS", iso_date="2026-12-19", hcode="BAR",
                   acode="VIL", suffix="BAR",
                   title="Barcelona vs Villarreal: First Team to Score?",
                   yes_sub="Barcelona", occurrence="2026-12-19T20:00:00Z",
                   primary=(
"Barcelona score first, Barcelona vs Villarreal, Spanish La Liga, originally scheduled for Dec 19, 2026. Looks at the whole game, counting regular time, added time and any extra time played.\n\n"
"```\n"
"first = goals.ordered_by_time().first()   # None if nobody scores\n"
"yes = first is not None and first.team == \"Barcelona\"\n"
"# shoot-out kicks are not goals for this contract\n"
"```"),
                   secondary=(
"```\n"
"POSTPONE_LIMIT_HOURS = 48\n"
"if cancelled or postponed_hours > POSTPONE_LIMIT_HOURS:\n"
"    resolve_all(FAIR_PRICE)\n"
"```")),
         exp("other", "Barcelona", scope="extra_time", src=PROV, window=48,
             postponed="fair_price", cancelled="fair_price"),
         ESPN_FOX)

    return out
