"""Set (aj), venue_two legs: rules taught by worked examples.

Each leg is hand-written. A value is labelled only where the examples (with any plain
rule) let a careful human tell it surely; otherwise `ambiguous`, explained in README.md.
"""

ESPN_FOX = [{"name": "ESPN", "url": "https://www.espn.com/soccer/"},
            {"name": "Fox Sports", "url": "https://www.foxsports.com/soccer"}]
ESPN = [{"name": "ESPN", "url": "https://www.espn.com/soccer/"}]
FIFA = [{"name": "FIFA", "url": "https://www.fifa.com/"}]
MLS = [{"name": "MLS", "url": "https://www.mlssoccer.com/"}]

SERIES = {"epl": "KXEPL", "laliga": "KXLALIGA", "bundesliga": "KXBUNDESLIGA",
          "seriea": "KXSERIEA", "ligue1": "KXLIGUE1", "mls": "KXMLS", "ucl": "KXUCL",
          "wc": "KXWC"}


def exp(family, outcome, scope="regulation", sp="provider", sf=None, tw=48,
        vc="fair_price", vp="fair_price", va=None, line=None, half=None):
    return {"family": family, "outcome": outcome, "line": line, "half": half,
            "scope": scope, "source_primary": sp, "source_fallback": sf,
            "timing_window": tw, "void_cancelled": vc, "void_postponed_long": vp,
            "void_abandoned": va}


def leg(n, comp, home, away, hc, ac, datecode, iso_kick, kind, suffix, title, yes_sub,
        primary, secondary, styles, meanings, expected, sources):
    series = SERIES[comp] + kind
    event = f"{series}-{datecode}{hc}{ac}"
    market = {
        "ticker": f"{event}-{suffix}",
        "event_ticker": event,
        "series_ticker": series,
        "title": title,
        "yes_sub_title": yes_sub,
        "no_sub_title": yes_sub,
        "rules_primary": primary,
        "rules_secondary": secondary,
        "occurrence_datetime": iso_kick,
    }
    return {"id": f"aj2-{n:03d}", "venue": "venue_two", "styles": sorted(styles),
            "meanings": meanings, "home": home, "away": away, "competition": comp,
            "market": market, "series_settlement_sources": sources, "expected": expected}


def legs():
    L = []
    L.append(leg(1, "epl", "Liverpool", "Man City", "LFC", "MCI", "26SEP19", "2026-09-19T16:30:00Z",
        "GAME", "LFC", "Liverpool vs Man City Winner?", "Liverpool",
        "Liverpool's market pays Yes if Liverpool beat Man City in their English Premier League match set for Sep 19, 2026, counting 90 minutes plus stoppage time only (no extra time, no penalties).",
        "Rule: a game that is canceled, or moved to a start more than 48 hours after its planned kickoff, is settled at a fair price under the rules.\n"
        "Worked examples:\n"
        "Example 1: Liverpool 2-1 Man City at the final whistle -> Yes.\n"
        "Example 2: 1-1 at full time -> No here; the Tie market resolves Yes.\n"
        "Example 3: kickoff delayed by a day (24 hours) -> the market stays open and follows the result.\n"
        "Example 4: the match is moved back three days -> settled at a fair price.\n"
        "Example 5: the match is called off and never played -> fair price.",
        ["examples:with_plain_rule", "layout:lines", "american_spelling", "number_words_and_numerals"],
        ["F:win", "S2", "D1", "P2", "C4", "R3"], exp("win", "Liverpool"), ESPN_FOX))

    L.append(leg(2, "laliga", "Barcelona", "Atletico Madrid", "BAR", "ATM", "26OCT03", "2026-10-03T19:00:00Z",
        "GAME", "TIE", "Barcelona vs Atletico Madrid Winner?", "Tie",
        "If Barcelona vs Atletico Madrid (Spanish La Liga, Oct 3, 2026) finishes level after 90 minutes and stoppage time, then the Tie market resolves to Yes.",
        "Examples.\n"
        "A) 2-2 when regulation ends -> Yes.\n"
        "B) Barcelona win 1-0 -> No.\n"
        "C) The game is moved back three days -> this market settles at the last traded price.\n"
        "D) The game is called off and no new date is ever set -> settles at the last traded price.",
        ["examples:only_for_void", "layout:lettered", "syn:called_off"],
        ["F:draw", "S2", "D1", "P:ambiguous", "C:last_price", "R3"],
        exp("draw", "draw", tw="ambiguous", vc="last_price", vp="last_price"), ESPN_FOX))

    L.append(leg(3, "ucl", "Real Madrid", "Man City", "RMA", "MCI", "27MAR17", "2027-03-17T20:00:00Z",
        "GAME", "RMA", "Real Madrid vs Man City Winner?", "Real Madrid",
        "If Real Madrid wins the Real Madrid vs Man City UEFA Champions League round-of-16 second leg on Mar 17, 2027, the market settles Yes.",
        "Example: level 1-1 after 120 minutes, Real Madrid goes through on penalties -> this market resolves No.\n"
        "If the game is canceled or starts more than 48 hours late, the market settles at a fair price.",
        ["examples:leave_scope_open", "knockout", "american_spelling"],
        ["F:win", "S:ambiguous", "P2", "C4", "R3"],
        exp("win", "Real Madrid", scope="ambiguous"), ESPN_FOX))

    L.append(leg(4, "ucl", "Bayern Munich", "PSG", "BMU", "PSG", "27MAR10", "2027-03-10T20:00:00Z",
        "GAME", "BMU", "Bayern Munich vs PSG Winner?", "Bayern Munich",
        "If Bayern Munich wins the Bayern Munich vs PSG UEFA Champions League round-of-16 second leg on Mar 10, 2027, this contract pays Yes.",
        "Example: 1-1 at the end of 90 minutes plus stoppage; Bayern Munich score in extra time and win 2-1 -> this market resolves No, and the Tie market resolves Yes.\n"
        "A game that is postponed but still kicks off within 48 hours keeps the market open; a later start means the market settles at a fair price.",
        ["examples:teach_scope", "knockout", "condition_first"],
        ["F:win", "S4", "S:by_example", "D1", "P3", "R3"],
        exp("win", "Bayern Munich", vc=None), ESPN_FOX))

    L.append(leg(5, "wc", "Argentina", "Netherlands", "ARG", "NED", "26JUL10", "2026-07-10T20:00:00Z",
        "GAME", "ARG", "Argentina vs Netherlands Winner?", "Argentina",
        "If Argentina wins the Argentina vs Netherlands FIFA World Cup quarterfinal on Jul 10, 2026 after 90 minutes plus stoppage (extra time and penalties are not included), Yes is the outcome of this market.",
        "Example: 0-0 after 90 minutes, Argentina score in extra time to win 1-0 -> Yes.\n"
        "If the match is canceled, or moved to a kickoff over 48 hours after its planned start, the market settles at a fair price.",
        ["examples:conflict_plain_rule", "knockout", "american_spelling"],
        ["F:win", "S:ambiguous", "P2", "C4", "R3"],
        exp("win", "Argentina", scope="ambiguous", sp="official"), FIFA))

    L.append(leg(6, "ucl", "Arsenal", "Juventus", "ARS", "JUV", "27MAR16", "2027-03-16T20:00:00Z",
        "ADVANCE", "ARS", "Arsenal vs Juventus: who advances?", "Arsenal",
        "If Arsenal qualifies for the quarter-finals from its round-of-16 tie against Juventus (second leg Mar 16, 2027), counting extra time and any penalty shoot-out, the contract resolves Yes.",
        "Examples:\n"
        "(1) 2-2 on aggregate after extra time, Arsenal win the shoot-out -> Yes.\n"
        "(2) Arsenal win the second leg 1-0 but lose 2-3 on aggregate -> No.\n"
        "(3) The second leg is pushed back by a week -> fair price, as for any delay beyond 48 hours.",
        ["examples:with_plain_rule", "layout:numbered", "knockout", "british_spelling"],
        ["F:advance", "S6", "P2", "R3"],
        exp("advance", "Arsenal", scope="penalties", vc=None), ESPN_FOX))

    L.append(leg(7, "epl", "Tottenham", "Newcastle", "TOT", "NEW", "26OCT24", "2026-10-24T14:00:00Z",
        "TOTAL", "3", "Tottenham vs Newcastle: Total Goals", "Over 2.5 goals",
        "If Tottenham and Newcastle score more than 2.5 goals combined in their English Premier League match on Oct 24, 2026, once 90 minutes and added time are played, this market settles to Yes.",
        "Examples: 2-1 -> Yes (three goals). 1-1 -> No (two goals). 0-3 -> Yes. "
        "If the match is canceled or delayed beyond two days, the market resolves at a fair price.",
        ["examples:with_plain_rule", "layout:one_paragraph", "number_words_and_numerals", "syn:two_days"],
        ["F:total", "S2", "P2", "C4", "R3"],
        exp("total", "over", line=2.5), ESPN_FOX))

    L.append(leg(8, "wc", "England", "Senegal", "ENG", "SEN", "26JUL04", "2026-07-04T21:00:00Z",
        "TOTAL", "U4", "England vs Senegal: Total Goals", "Under 3.5 goals",
        "If fewer than 3.5 goals in total are scored in England vs Senegal (FIFA World Cup, round of 16, Jul 4, 2026), the market settles Yes.",
        "Example 1: 2-2 -> No.\n"
        "Example 2: 3-0 -> Yes.\n"
        "Example 3: 1-1 after 90 minutes plus stoppage, 3-1 after extra time -> Yes, because goals in extra time do not count, and neither do shoot-out kicks.",
        ["examples:teach_scope", "knockout", "layout:lines"],
        ["F:total", "S4", "S:by_example", "R3"],
        exp("total", "under", line=3.5, sp="official", tw=None, vc=None, vp=None), FIFA))

    L.append(leg(9, "laliga", "Real Madrid", "Sevilla", "RMA", "SEV", "26NOV07", "2026-11-07T20:00:00Z",
        "SPREAD", "RMA2", "Real Madrid vs Sevilla: Spread", "Real Madrid wins by over 1.5 goals",
        "If Real Madrid beats Sevilla by more than 1.5 goals in their Spanish La Liga match on Nov 7, 2026 (regulation: 90 minutes and stoppage; no extra periods, no shoot-out), this contract pays Yes.",
        "Examples: 3-1 -> Yes. 2-1 -> No (a one-goal margin). 1-1 -> No.\n"
        "If the match is cancelled, or given a new date over 48 hours later, the market resolves at a fair price.",
        ["examples:with_plain_rule", "british_spelling", "parenthetical"],
        ["F:spread", "S2", "P2", "C4", "R3"],
        exp("spread", "Real Madrid", line=1.5), ESPN_FOX))

    L.append(leg(10, "bundesliga", "Dortmund", "Stuttgart", "BVB", "STU", "26NOV21", "2026-11-21T14:30:00Z",
        "BTTS", "BTTS", "Dortmund vs Stuttgart: Both Teams to Score?", "Both teams to score",
        "If both Dortmund and Stuttgart score at least one goal in their German Bundesliga game on Nov 21, 2026 within 90 minutes plus stoppage time, Yes is the outcome of this market.",
        "1-1 -> Yes; 3-0 -> No; 0-0 -> No.\n"
        "A postponed game that kicks off within 48 hours of its scheduled start keeps the market open.\n"
        "Example: the game is delayed by 3 days -> fair price.\n"
        "Example: the game is called off for good -> fair price.",
        ["examples:with_plain_rule", "terse", "layout:lines"],
        ["F:btts", "S2", "P3", "C4", "R3"],
        exp("btts", "yes"), ESPN_FOX))

    L.append(leg(11, "seriea", "Inter", "Juventus", "INT", "JUV", "26NOV28", "2026-11-28T19:45:00Z",
        "1H", "INT", "Inter vs Juventus: First-Half Winner?", "Inter",
        "If Inter lead Juventus at half-time (45 minutes plus first-half stoppage time) in their Italian Serie A game on Nov 28, 2026, the contract resolves Yes.",
        "Example: 1-0 at the break, 1-2 at full time -> Yes (only the first half counts).\n"
        "Example: 0-0 at the break, Inter win 3-0 -> No.\n"
        "If the game is canceled or put back by more than 48 hours, the market settles at a fair price.",
        ["examples:with_plain_rule", "american_spelling"],
        ["F:half", "P2", "C4", "R3"],
        exp("half", "Inter", scope=None, half="first"), ESPN_FOX))

    L.append(leg(12, "epl", "Man City", "Arsenal", "MCI", "ARS", "26DEC12", "2026-12-12T17:30:00Z",
        "SCORE", "MCI21", "Man City vs Arsenal: Exact Score", "Man City 2-1 Arsenal",
        "If the score of Man City vs Arsenal (English Premier League, Dec 12, 2026) at the end of 90 minutes plus added time is Man City 2, Arsenal 1, this market settles to Yes.",
        "Examples: 2-1 -> Yes. 1-2 -> No (Man City must have the two). 3-1 -> No.\n"
        "Called off and not replayed -> fair price. Moved to a date more than 48 hours after the planned kickoff -> fair price.",
        ["examples:only_for_void", "terse"],
        ["F:exact_score", "S2", "P2", "C4", "R3"],
        exp("exact_score", "2-1"), ESPN_FOX))

    L.append(leg(13, "wc", "Mexico", "South Africa", "MEX", "RSA", "26JUN11", "2026-06-11T19:00:00Z",
        "GAME", "TIE", "Mexico vs South Africa Winner?", "Tie",
        "If Tie is the outcome of Mexico vs South Africa, FIFA World Cup group stage, Jun 11, 2026, judged after 90 minutes plus stoppage, the market settles Yes.",
        "Worked example: 0-0 at full time -> the Tie market resolves Yes, and the Mexico and South Africa markets both resolve No.\n"
        "If the match is canceled, or moved more than forty-eight hours from its slot, every market in the event settles at a fair price.",
        ["examples:draw_handling", "number_words", "american_spelling"],
        ["F:draw", "S2", "D1", "P2", "C4", "R3"],
        exp("draw", "draw", sp="official"), FIFA))

    L.append(leg(14, "epl", "Aston Villa", "Chelsea", "AVL", "CFC", "26OCT31", "2026-10-31T15:00:00Z",
        "GAME", "AVL", "Aston Villa vs Chelsea Winner?", "Aston Villa",
        "If Aston Villa wins the Aston Villa vs Chelsea English Premier League match on Oct 31, 2026 after 90 minutes and stoppage (extra time and shoot-outs excluded), this contract pays Yes.",
        "Canceled games, and games given a new start over 48 hours after the planned one, are settled at a fair price.\n"
        "Example: kickoff is pushed back 36 hours -> the market settles at a fair price.",
        ["examples:conflict_plain_rule", "american_spelling"],
        ["F:win", "S2", "P:ambiguous", "C4", "R3"],
        exp("win", "Aston Villa", tw="ambiguous"), ESPN_FOX))

    L.append(leg(15, "ligue1", "PSG", "Lyon", "PSG", "OL", "26NOV01", "2026-11-01T19:45:00Z",
        "GAME", "PSG", "PSG vs Lyon Winner?", "PSG",
        "If PSG wins the PSG vs Lyon French Ligue 1 match on Nov 1, 2026, judged after 90 minutes and stoppage time (extra time and the shoot-out are ignored), Yes is the outcome of this market.",
        "Plain rule: a canceled game settles at a fair price, and so does a game pushed back by more than 48 hours.\n"
        "Example: the game is canceled and never replayed -> this market resolves No.",
        ["examples:conflict_plain_rule", "american_spelling"],
        ["F:win", "S2", "P2", "C:ambiguous", "R3"],
        exp("win", "PSG", vc="ambiguous"), ESPN_FOX))

    L.append(leg(16, "epl", "Newcastle", "Everton", "NEW", "EVE", "26NOV28", "2026-11-28T15:00:00Z",
        "GAME", "NEW", "Newcastle vs Everton Winner?", "Newcastle",
        "If Newcastle wins the Newcastle vs Everton English Premier League match on Nov 28, 2026 once 90 minutes and added time are played (extra periods and shoot-outs left out), the contract resolves Yes.",
        "Should the game be canceled or rescheduled beyond 48 hours, the market settles at a fair price.\n"
        "Example 1: Newcastle 0-0 Everton -> No; Tie resolves Yes.\n"
        "Example 2: Newcastle win 3-2 -> Yes.\n"
        "Example 3: play is abandoned in the 70th minute with Newcastle 1-0 up and the game is never completed -> handled like a cancellation: fair price.",
        ["examples:abandonment", "layout:lines"],
        ["F:win", "S2", "D1", "P2", "C4", "AB", "R3"],
        exp("win", "Newcastle", va="fair_price"), ESPN_FOX))

    L.append(leg(17, "mls", "Seattle", "Portland", "SEA", "POR", "26SEP12", "2026-09-13T02:30:00Z",
        "GAME", "SEA", "Seattle vs Portland Winner?", "Seattle",
        "If Seattle wins the Seattle vs Portland Major League Soccer match on Sep 12, 2026 at the end of 90 minutes plus added time, this market settles to Yes.",
        "Example: the match is scrapped and not replayed -> every market in this event settles at $0.50.",
        ["examples:only", "syn:scrapped", "currency_amount"],
        ["F:win", "S2", "C2", "R3"],
        exp("win", "Seattle", sp="official", tw=None, vc="50-50", vp=None), MLS))

    L.append(leg(18, "ucl", "Arsenal", "Juventus", "ARS", "JUV", "27MAR16", "2027-03-16T20:00:00Z",
        "GAME", "TIE", "Arsenal vs Juventus Winner?", "Tie",
        "Should the Arsenal vs Juventus UEFA Champions League round-of-16 second leg on Mar 16, 2027 finish as a Tie, this market pays Yes.",
        "The result is taken from the official UEFA website.\n"
        "Example: 1-1 after 90 minutes plus stoppage, Arsenal win 2-1 in extra time -> the Tie market resolves Yes.\n"
        "Should the game be canceled or moved more than 48 hours from its slot, the market settles at a fair price.",
        ["examples:teach_scope", "knockout", "source_in_text"],
        ["F:draw", "S4", "S:by_example", "D1", "P2", "C4", "R:text_official"],
        exp("draw", "draw", sp="official"), ESPN_FOX))

    L.append(leg(19, "mls", "LAFC", "LA Galaxy", "LAFC", "LAG", "26OCT03", "2026-10-04T02:30:00Z",
        "GAME", "LAFC", "LAFC vs LA Galaxy Winner?", "LAFC",
        "If LAFC wins the LAFC vs LA Galaxy Major League Soccer match on Oct 3, 2026 after regulation (90 minutes and stoppage), the market settles Yes.",
        "A game pushed back by more than two days, or canceled, is settled at a fair price.\n"
        "Example 1: kickoff pushed back by 30 hours -> the market stays open and settles on the game.\n"
        "Example 2: pushed back by 50 hours -> fair price.",
        ["examples:consistent_with_plain_rule", "syn:two_days", "american_spelling"],
        ["F:win", "S2", "P2", "C4", "R3"],
        exp("win", "LAFC"), ESPN))

    L.append(leg(20, "seriea", "AC Milan", "Napoli", "MIL", "NAP", "26DEC06", "2026-12-06T19:45:00Z",
        "GAME", "TIE", "AC Milan vs Napoli Winner?", "Tie",
        "If AC Milan vs Napoli, Italian Serie A, Dec 6, 2026, stands as a Tie once 90 minutes and added time are up (extra periods and spot kicks do not count), the Tie market settles Yes.",
        "If the game is postponed but begins within 48 hours of the scheduled time, the market stays open; otherwise, and also if the game is canceled, it settles at a fair price.\n"
        "Example: the game is abandoned at half-time and never finished -> fair price.",
        ["examples:abandonment", "condition_first"],
        ["F:draw", "S2", "D1", "P3", "C4", "AB", "R3"],
        exp("draw", "draw", va="fair_price"), ESPN_FOX))

    L.append(leg(21, "bundesliga", "Bayern Munich", "Leverkusen", "BMU", "LEV", "27FEB06", "2027-02-06T17:30:00Z",
        "GAME", "BMU", "Bayern Munich vs Leverkusen Winner?", "Bayern Munich",
        "If Bayern Munich wins the Bayern Munich vs Leverkusen German Bundesliga game on Feb 6, 2027 after ninety minutes plus added time, this contract pays Yes.",
        "A game moved back by more than forty-eight hours is settled at fair value.\n"
        "Example one: Bayern Munich win 2-0 after ninety minutes plus added time -> Yes.\n"
        "Example two: the fixture slips by seventy-two hours -> fair value.\n"
        "Example three: the fixture is called off entirely -> fair value.",
        ["examples:with_plain_rule", "number_words", "syn:fair_value", "syn:slips"],
        ["F:win", "S2", "P2", "C4", "R3"],
        exp("win", "Bayern Munich"), ESPN_FOX))

    L.append(leg(22, "wc", "Spain", "Portugal", "ESP", "POR", "26JUL05", "2026-07-05T20:00:00Z",
        "ADVANCE", "ESP", "Spain vs Portugal: who advances?", "Spain",
        "If Spain advances from its FIFA World Cup round-of-16 match against Portugal on Jul 5, 2026, Yes is the outcome of this market.",
        "Example: 1-1 after extra time, Spain lose the penalty shoot-out -> No.\n"
        "Example: Spain win 2-1 in extra time -> Yes.",
        ["examples:only", "knockout"],
        ["F:advance", "S6", "R3"],
        exp("advance", "Spain", scope="penalties", sp="official", tw=None, vc=None, vp=None), FIFA))

    L.append(leg(23, "seriea", "Juventus", "Roma", "JUV", "ROM", "26OCT17", "2026-10-17T16:00:00Z",
        "GAME", "JUV", "Juventus vs Roma Winner?", "Juventus",
        "If Juventus wins the Juventus vs Roma Italian Serie A game on Oct 17, 2026 after 90 minutes and stoppage time (extra time and shoot-outs excluded), the contract resolves Yes.",
        "Results come from ESPN; if ESPN has not posted a final score, Fox Sports decides.\n"
        "Example: ESPN's match page still has no final score an hour after the game -> Fox Sports' final score is used.\n"
        "If the game is canceled or rescheduled more than 48 hours out, the market settles at a fair price.",
        ["examples:source_fallback", "american_spelling", "source_in_text"],
        ["F:win", "S2", "P2", "C4", "R:provider+provider"],
        exp("win", "Juventus", sf="provider"), ESPN_FOX))
    return L
