"""Set (ap), venue_two: lettered and numbered clauses that refer to one another.

Every leg is hand-written. `rules_primary` and `rules_secondary` are read together; where
the text names no source, the series' settlement sources decide. Each entry states its own
`expected` record (see README.md for the conventions and every judgment call).
"""

ESPN = {"name": "ESPN", "url": "https://www.espn.com/soccer/"}
FOX = {"name": "Fox Sports", "url": "https://www.foxsports.com/soccer"}
UEFA = {"name": "UEFA", "url": "https://www.uefa.com/"}
FIFA = {"name": "FIFA", "url": "https://www.fifa.com/"}
MLS = {"name": "MLS", "url": "https://www.mlssoccer.com/"}


def v2(n, styles, meanings, home, away, comp, market, sources, expected):
    return {
        "id": "ap2-%03d" % n,
        "venue": "venue_two",
        "styles": sorted(styles),
        "meanings": meanings,
        "home": home,
        "away": away,
        "competition": comp,
        "market": market,
        "series_settlement_sources": sources,
        "expected": expected,
    }


def exp(family, outcome, scope, sp, sf, tw, vc, vp, va, line=None, half=None):
    return {
        "family": family, "outcome": outcome, "line": line, "half": half, "scope": scope,
        "source_primary": sp, "source_fallback": sf, "timing_window": tw,
        "void_cancelled": vc, "void_postponed_long": vp, "void_abandoned": va,
    }


def mk(series, event_suffix, market_suffix, title, sub, primary, secondary, occ):
    event = "%s-%s" % (series, event_suffix)
    return {
        "ticker": "%s-%s" % (event, market_suffix), "event_ticker": event, "series_ticker": series,
        "title": title, "yes_sub_title": sub, "no_sub_title": sub,
        "rules_primary": primary, "rules_secondary": secondary, "occurrence_datetime": occ,
    }


def legs():
    out = []

    # 1 -- EPL win; "subject to clause 3"; 2(a)/2(b) postponement; 3 cancel "as in 2(b)".
    out.append(v2(1, ["cross_reference", "numbered", "lettered", "nested_parens", "american_spelling",
                      "exception_first"],
                  ["F:win", "S2", "D1", "P3", "C4", "R3"],
                  "Arsenal", "Chelsea", "epl",
                  mk("KXEPLGAME", "27JAN09ARSCFC", "ARS", "Arsenal vs Chelsea Winner?", "Arsenal",
                     "Subject to clause 3 of the secondary rules, if Arsenal wins the Arsenal vs Chelsea English Premier "
                     "League match first set for Jan 9, 2027, with the result taken once 90 minutes and stoppage time are played "
                     "(extra time and penalties (if any) are not counted), this market settles Yes.",
                     "1. Where the match ends level under the scope stated in the primary rules, the market for Tie "
                     "resolves Yes and this market resolves No. 2. (a) A match postponed to a kickoff no more than 48 "
                     "hours after its original start stays open and is settled on its result. (b) If 2(a) does not apply "
                     "because the match is postponed by more than 48 hours, the market settles at a fair price. 3. A "
                     "match canceled outright is treated as in 2(b).",
                     "2027-01-09T15:00:00Z"),
                  [ESPN, FOX],
                  exp("win", "Arsenal", "regulation", "provider", None, 48, "fair_price", "fair_price", None)))

    # 2 -- EPL Tie; "save as provided in (c)"; scope only in secondary (a); abandoned "as in (b)".
    out.append(v2(2, ["cross_reference", "lettered", "exception_first", "number_words", "american_spelling"],
                  ["F:draw", "S4", "D1", "P2", "C4", "AB", "R3"],
                  "Liverpool", "Everton", "epl",
                  mk("KXEPLGAME", "27FEB13LFCEVE", "TIE", "Liverpool vs Everton Winner?", "Tie",
                     "Save as provided in clause (c) of the secondary rules, if the result of the Liverpool vs "
                     "Everton English Premier League game set for February 13, 2027 is a Tie, the market resolves to Yes.",
                     "(a) The result is the score once 90 minutes plus stoppage time have been played; extra time and "
                     "penalties are left out. (b) If the game is canceled, or moved to begin more than forty-eight hours "
                     "after its scheduled start, the market settles at a fair price. (c) A game abandoned and not "
                     "completed is treated as in (b).",
                     "2027-02-13T17:30:00Z"),
                  [ESPN, FOX],
                  exp("draw", "draw", "regulation", "provider", None, 48, "fair_price", "fair_price", "fair_price")))

    # 3 -- La Liga away win; exception stated before the rule; own source in the text.
    out.append(v2(3, ["cross_reference", "numbered", "exception_first", "nested_parens", "number_words",
                      "date:day_month_year"],
                  ["F:win", "S2", "P2", "C4", "R:official_text"],
                  "Real Madrid", "Barcelona", "laliga",
                  mk("KXLALIGAGAME", "27MAR06RMABAR", "BAR", "Real Madrid vs Barcelona Winner?", "Barcelona",
                     "If Barcelona wins the Real Madrid vs Barcelona Spanish La Liga match scheduled for 6 Mar 2027 once 90 minutes and stoppage time have been played (not counting extra time or penalties), the market resolves to Yes. "
                     "Results are read from the official LaLiga website (laliga.com).",
                     "1. Except where paragraph 2 applies, a postponed match stays open until it is played. 2. If the "
                     "match is rescheduled to a date more than two days after its original date (in which case paragraph "
                     "1 does not apply), the market settles at a fair price. 3. A cancellation (without a replacement "
                     "fixture (for example, where the competition voids the fixture)) is dealt with under paragraph 2.",
                     "2027-03-06T20:00:00Z"),
                  [ESPN, FOX],
                  exp("win", "Barcelona", "regulation", "official", None, 48, "fair_price", "fair_price", None)))

    # 4 -- Bundesliga win; primary without scope, defined in secondary clause 1; ESPN only.
    out.append(v2(4, ["cross_reference", "numbered", "definition", "date:iso", "subject_to"],
                  ["F:win", "S4", "D1", "P3", "C4", "R3"],
                  "Bayern Munich", "Borussia Dortmund", "bundesliga",
                  mk("KXBUNDESLIGAGAME", "27APR10BMUBVB", "BMU", "Bayern Munich vs Borussia Dortmund Winner?",
                     "Bayern Munich",
                     "If Bayern Munich wins the Bayern Munich vs Borussia Dortmund German Bundesliga game scheduled for "
                     "2027-04-10, the market resolves to Yes, subject to clause 1 of the secondary rules.",
                     "1. For the purposes of the primary rules, \"wins\" means leads at the end of 90 minutes plus "
                     "stoppage time; neither extra time nor penalties count. 2. If the game ends level (see clause 1), "
                     "the Tie market resolves Yes. 3. Subject to clause 4, a postponed game keeps the market open. 4. "
                     "Where the game is pushed back by more than 48 hours or called off, the market settles at a fair price under the rules.",
                     "2027-04-10T16:30:00Z"),
                  [ESPN],
                  exp("win", "Bayern Munich", "regulation", "provider", None, 48, "fair_price", "fair_price", None)))

    # 5 -- UCL advance; ET + pens; open until decided save as (c): 14 days then fair price.
    out.append(v2(5, ["cross_reference", "lettered", "nested_parens", "number_words", "numerals"],
                  ["F:advance", "S6", "P:336_fair", "R3"],
                  "Bayern Munich", "Real Madrid", "ucl",
                  mk("KXUCLADVANCE", "27MAR17BMURMA", "RMA", "Bayern Munich vs Real Madrid: Who advances?",
                     "Real Madrid",
                     "If Real Madrid advances from its Champions League round of 16 tie against Bayern Munich (that is, "
                     "goes through to the quarter-finals (whether on aggregate, after extra time or on penalties)), the "
                     "market resolves to Yes.",
                     "(a) The tie is decided by every means the competition rules provide, extra time and a penalty "
                     "shoot-out included. (b) Save as provided in (c), if the deciding leg (scheduled for Mar 17, 2027) "
                     "is postponed, the market remains open until the tie is decided. (c) If the tie has not been decided "
                     "within fourteen (14) days of the deciding leg's scheduled date, the market settles at a fair price.",
                     "2027-03-17T20:00:00Z"),
                  [UEFA],
                  exp("advance", "Real Madrid", "penalties", "official", None, 336, None, "fair_price", None)))

    # 6 -- UCL knockout 1X2 in regulation; nested parens; abandonment via "clause 2 applies equally".
    out.append(v2(6, ["cross_reference", "numbered", "nested_parens", "american_spelling", "date:us_long"],
                  ["F:win", "S2", "D1", "P2", "C4", "AB", "R3"],
                  "Inter", "Arsenal", "ucl",
                  mk("KXUCLGAME", "27MAR10INTARS", "INT", "Inter vs Arsenal Winner?", "Inter",
                     "If Inter wins the Inter vs Arsenal UEFA Champions League game scheduled for March 10, 2027 at the end of 90 minutes plus added stoppage time (extra time and penalties excluded (even where they decide the tie)), "
                     "the market resolves to Yes.",
                     "1. If the game is level after the period in the primary rules, the Tie market resolves to Yes. 2. "
                     "If the game is canceled, or rescheduled to a start over 48 hours after its original start, the market "
                     "is valued at a fair price. 3. Clause 2 applies equally to a game that is abandoned and not resumed.",
                     "2027-03-10T20:00:00Z"),
                  [ESPN, FOX],
                  exp("win", "Inter", "regulation", "provider", None, 48, "fair_price", "fair_price", "fair_price")))

    # 7 -- World Cup Tie; S3 (exclusion only in secondary); "(2) subject to (3)"; FIFA series.
    out.append(v2(7, ["cross_reference", "numbered_parens", "subject_to", "american_spelling"],
                  ["F:draw", "S3", "D1", "P3", "C4", "R3"],
                  "Mexico", "South Korea", "wc",
                  mk("KXWCGAME", "26JUN18MEXKOR", "TIE", "Mexico vs South Korea Winner?", "Tie",
                     "If Tie wins the Mexico vs South Korea FIFA World Cup match scheduled for Jun 18, 2026 on the score when 90 minutes and stoppage time end, the market resolves to Yes.",
                     "(1) Extra time and penalties, should either happen, are excluded. (2) Subject to (3), a postponed "
                     "match remains open. (3) If the match is rescheduled to a start more than 48 hours after the original "
                     "time, or is canceled, the market resolves at a fair price as described in (4). (4) The fair price "
                     "is set by the exchange in accordance with its rulebook.",
                     "2026-06-19T01:00:00Z"),
                  [FIFA],
                  exp("draw", "draw", "regulation", "official", None, 48, "fair_price", "fair_price", None)))

    # 8 -- EPL total over 2.5; lettered A/B/C with "subject to C".
    out.append(v2(8, ["cross_reference", "lettered_caps", "nested_parens", "number_words", "subject_to"],
                  ["F:total", "S4", "P3", "C4", "R3"],
                  "Manchester United", "Tottenham", "epl",
                  mk("KXEPLTOTAL", "27APR03MUNTOT", "3", "Manchester United vs Tottenham: Total Goals",
                     "Over 2.5 goals",
                     "If more than 2.5 goals (that is, three or more (own goals included)) are scored in the Manchester "
                     "United vs Tottenham English Premier League game scheduled for Apr 3, 2027, the market resolves to "
                     "Yes.",
                     "A. Goals count only if scored within 90 minutes plus stoppage time; extra time and penalties do "
                     "not count. B. Subject to C, a postponed game keeps the market open. C. If the game is canceled or "
                     "delayed by more than 48 hours, the market settles at a fair price.",
                     "2027-04-03T14:00:00Z"),
                  [ESPN, FOX],
                  exp("total", "over", "regulation", "provider", None, 48, "fair_price", "fair_price", None, line=2.5)))

    # 9 -- La Liga spread Barcelona -1.5; "save as provided in clause 2".
    out.append(v2(9, ["cross_reference", "numbered", "exception_after", "parenthetical", "date:us_long"],
                  ["F:spread", "S4", "P2", "C4", "R3"],
                  "Barcelona", "Valencia", "laliga",
                  mk("KXLALIGASPREAD", "27APR25BARVCF", "BAR2", "Barcelona vs Valencia: Spread",
                     "Barcelona wins by over 1.5 goals",
                     "If Barcelona wins the Barcelona vs Valencia Spanish La Liga game scheduled for April 25, 2027 by "
                     "more than 1.5 goals (i.e. by two or more), the market resolves to Yes, save as provided in clause 2 "
                     "of the secondary rules.",
                     "1. The margin is measured once 90 minutes and stoppage time are played (without extra time or penalties). 2. "
                     "If the game is canceled or moved more than 48 hours from its scheduled start, clause 1 does not "
                     "apply and the market settles at a fair price.",
                     "2027-04-25T19:00:00Z"),
                  [ESPN, FOX],
                  exp("spread", "Barcelona", "regulation", "provider", None, 48, "fair_price", "fair_price", None, line=1.5)))

    # 10 -- Serie A BTTS; roman numerals; "(ii) if (iii) does not apply"; abandonment "as under (iii)".
    out.append(v2(10, ["cross_reference", "roman_numerals", "nested_parens", "exception_first", "date:day_month_year"],
                   ["F:btts", "S4", "P3", "C4", "AB", "R3"],
                   "Napoli", "Roma", "seriea",
                   mk("KXSERIEABTTS", "27JAN17NAPROM", "BTTS", "Napoli vs Roma: Both Teams to Score?", "Both teams score",
                      "If both Napoli and Roma score at least one goal (own goals included (credited to the side that "
                      "benefits)) in the Napoli vs Roma Italian Serie A game scheduled for 17 Jan 2027, the market "
                      "resolves to Yes.",
                      "(i) Only goals within 90 minutes plus stoppage time count. (ii) If (iii) does not apply, a "
                      "postponed game remains open until it is played. (iii) If the game is rescheduled for a time over 48 hours after its original kickoff, or is canceled, the market settles at a fair price. (iv) An "
                      "abandoned game is treated as under (iii) unless it resumes within 48 hours.",
                      "2027-01-17T17:00:00Z"),
                   [ESPN, FOX],
                   exp("btts", "yes", "regulation", "provider", None, 48, "fair_price", "fair_price", "fair_price")))

    # 11 -- EPL first half; "save as provided in clause 4".
    out.append(v2(11, ["cross_reference", "numbered", "exception_first", "negation"],
                   ["F:half", "D1", "P3", "C4", "R3"],
                   "Man City", "Aston Villa", "epl",
                   mk("KXEPL1H", "27JAN30MCIAVL", "MCI", "Man City vs Aston Villa: First Half Winner?", "Man City",
                      "If Man City leads Aston Villa at half-time of the Man City vs Aston Villa English Premier League "
                      "game scheduled for Jan 30, 2027 (that is, after the first 45 minutes plus the stoppage time of the "
                      "first half), the market resolves to Yes.",
                      "1. Goals in the second half do not count. 2. If the first half ends level, the first-half Tie "
                      "market resolves Yes. 3. Save as provided in clause 4, a postponed game stays open. 4. If the game "
                      "is postponed by more than 48 hours, or canceled, the market settles at a fair price.",
                      "2027-01-30T12:30:00Z"),
                   [ESPN, FOX],
                   exp("half", "Man City", None, "provider", None, 48, "fair_price", "fair_price", None, half="first")))

    # 12 -- Bundesliga exact score 2-2; postponement "treated as in clause 2".
    out.append(v2(12, ["cross_reference", "numbered", "nested_parens"],
                   ["F:exact_score", "S2", "P2", "C4", "R3"],
                   "Borussia Dortmund", "RB Leipzig", "bundesliga",
                   mk("KXBUNDESLIGASCORE", "27FEB20BVBRBL", "2-2", "Borussia Dortmund vs RB Leipzig: Exact Score",
                      "2-2",
                      "If the final score of the Borussia Dortmund vs RB Leipzig German Bundesliga game scheduled for Feb "
                      "20, 2027 is 2-2 (Dortmund 2, Leipzig 2 (counting regulation only: 90 minutes plus added time)), the market resolves "
                      "to Yes.",
                      "1. Extra time and penalties are not part of the final score for any purpose of these rules. 2. If "
                      "the game is canceled, the market settles at a fair price. 3. A game rescheduled to a start over 48 hours after its original start is treated as in clause 2.",
                      "2027-02-20T17:30:00Z"),
                   [ESPN],
                   exp("exact_score", "2-2", "regulation", "provider", None, 48, "fair_price", "fair_price", None)))

    # 13 -- AMBIGUOUS cancellation: refers to clause (d), which does not exist.
    out.append(v2(13, ["cross_reference", "lettered", "dangling_reference", "american_spelling"],
                   ["F:win", "S2", "D1", "P2", "C:ambiguous", "R3"],
                   "Juventus", "AC Milan", "seriea",
                   mk("KXSERIEAGAME", "27APR18JUVMIL", "JUV", "Juventus vs AC Milan Winner?", "Juventus",
                      "If Juventus wins the Juventus vs AC Milan Italian Serie A game scheduled for Apr 18, 2027 after regulation (90 minutes and any stoppage time) (no extra time, no penalties), the market resolves to Yes.",
                      "(a) If the game ends level, the Tie market resolves Yes. (b) A game canceled outright is treated "
                      "as in clause (d). (c) If the game is rescheduled for a time over 48 hours after its original start, "
                      "the market settles at a fair price.",
                      "2027-04-18T18:45:00Z"),
                   [ESPN, FOX],
                   exp("win", "Juventus", "regulation", "provider", None, 48, "ambiguous", "fair_price", None)))

    # 14 -- AMBIGUOUS window: (a) 48 h vs (b) "notwithstanding (a)" 72 h.
    out.append(v2(14, ["cross_reference", "lettered", "notwithstanding", "conflict"],
                   ["F:win", "S2", "D1", "P:ambiguous", "C4", "R3"],
                   "PSG", "Marseille", "ligue1",
                   mk("KXLIGUE1GAME", "27MAR21PSGOM", "PSG", "PSG vs Marseille Winner?", "PSG",
                      "If PSG wins the PSG vs Marseille French Ligue 1 game scheduled for Mar 21, 2027 after 90 minutes and stoppage time (extra time and penalties not included), the market resolves to Yes. If the "
                      "game is a draw, the Tie market resolves to Yes.",
                      "(a) A game rescheduled to start more than 48 hours after its original time settles at a fair price. (b) Notwithstanding (a), a game played within 72 hours of its original start stays open and "
                      "is settled on its result. (c) A canceled game is treated as in (a).",
                      "2027-03-21T19:45:00Z"),
                   [ESPN, FOX],
                   exp("win", "PSG", "regulation", "provider", None, "ambiguous", "fair_price", "fair_price", None)))

    # 15 -- MLS playoff win: "except as stated in clause 2", extra time counts (not penalties).
    out.append(v2(15, ["cross_reference", "numbered", "exception_first", "american_spelling"],
                   ["F:win", "S5", "D1", "P2", "C4", "R3"],
                   "Inter Miami", "Columbus", "mls",
                   mk("KXMLSGAME", "27NOV06MIACLB", "MIA", "Inter Miami vs Columbus Winner?", "Inter Miami",
                      "Except as stated in clause 2 of the secondary rules, if Inter Miami wins the Inter Miami vs "
                      "Columbus MLS Cup Playoffs game scheduled for Nov 6, 2027 at the end of regulation (90 minutes plus "
                      "stoppage time), the market resolves to Yes.",
                      "1. If the game is tied once every period counted under the primary rules and clause 2 has been "
                      "played, the Tie market resolves Yes. 2. Where the game goes to extra time, the score at the end of "
                      "extra time is used instead of the score at the end of regulation; kicks in a penalty shoot-out are "
                      "never counted. 3. Cancelation, or a postponement of more than 48 hours: the market is valued at a fair price.",
                      "2027-11-07T00:30:00Z"),
                   [MLS],
                   exp("win", "Inter Miami", "extra_time", "official", None, 48, "fair_price", "fair_price", None)))

    # 16 -- AMBIGUOUS scope: primary points to "clause 4", which does not exist.
    out.append(v2(16, ["cross_reference", "numbered", "dangling_reference", "subject_to"],
                   ["F:win", "S:ambiguous", "D1", "P3", "C4", "R3"],
                   "Lyon", "Monaco", "ligue1",
                   mk("KXLIGUE1GAME", "27FEB07OLASM", "OL", "Lyon vs Monaco Winner?", "Lyon",
                      "If Lyon wins the Lyon vs Monaco French Ligue 1 game scheduled for Feb 7, 2027 over the period set "
                      "out in clause 4 of the secondary rules, the market resolves to Yes.",
                      "1. If the game is level over that period, the Tie market resolves Yes. 2. Subject to clause 3, a "
                      "postponed game stays open. 3. A game canceled, or rescheduled by more than 48 hours, is valued at a fair price.",
                      "2027-02-07T19:45:00Z"),
                   [ESPN, FOX],
                   exp("win", "Lyon", "ambiguous", "provider", None, 48, "fair_price", "fair_price", None)))

    # 17 -- La Liga away win; abandonment refund in nested parens.
    out.append(v2(17, ["cross_reference", "lettered", "nested_parens", "subject_to", "date:iso"],
                   ["F:win", "S2", "D1", "P2", "C4", "AB", "R3"],
                   "Atletico Madrid", "Sevilla", "laliga",
                   mk("KXLALIGAGAME", "27MAY02ATMSEV", "SEV", "Atletico Madrid vs Sevilla Winner?", "Sevilla",
                      "If Sevilla wins the Atletico Madrid vs Sevilla Spanish La Liga game scheduled for 2027-05-02 at the close of ninety minutes plus stoppage (extra time and penalties left out), the market resolves to Yes.",
                      "(a) If the game is level, the Tie market resolves Yes. (b) Subject to (c), a game canceled or "
                      "postponed beyond 48 hours is valued at a fair price. (c) If the game is abandoned after kickoff and "
                      "not completed, the market is voided and each holder gets back the amount paid for their position "
                      "(net of fees (if any)).",
                      "2027-05-02T19:00:00Z"),
                   [ESPN, FOX],
                   exp("win", "Sevilla", "regulation", "provider", None, 48, "fair_price", "fair_price", "refund")))

    # 18 -- EPL away win; source (a)/(b) in the text: official then ESPN.
    out.append(v2(18, ["cross_reference", "numbered", "lettered", "subject_to", "number_words"],
                   ["F:win", "S2", "D1", "P3", "C4", "R:official_provider_text"],
                   "Man City", "Aston Villa", "epl",
                   mk("KXEPLGAME", "27JAN30MCIAVL", "AVL", "Man City vs Aston Villa Winner?", "Aston Villa",
                      "If Aston Villa wins the Man City vs Aston Villa English Premier League game scheduled for Jan 30, "
                      "2027 on the score at the end of regular time (ninety minutes and stoppage time) (extra time and penalties excluded), the market resolves "
                      "to Yes.",
                      "1. If the game ends level, the Tie market resolves Yes. 2. (a) Subject to 2(b), a postponed game "
                      "stays open. (b) A game canceled, or moved by more than 48 hours, is valued at a fair price. 3. "
                      "Source: (a) the official Premier League website; (b) if (a) has not published the result within "
                      "two hours of the final whistle, ESPN's match report.",
                      "2027-01-30T12:30:00Z"),
                   [ESPN, FOX],
                   exp("win", "Aston Villa", "regulation", "official", "provider", 48, "fair_price", "fair_price", None)))

    # 19 -- Bundesliga Tie; abandonment "save as provided in 2(b)" treated like cancellation in clause 1.
    out.append(v2(19, ["cross_reference", "numbered", "lettered", "exception_first", "number_words",
                       "date:day_month_year"],
                   ["F:draw", "S2", "D1", "P2", "C4", "AB", "R3"],
                   "Leverkusen", "Frankfurt", "bundesliga",
                   mk("KXBUNDESLIGAGAME", "27MAR13LEVSGE", "TIE", "Leverkusen vs Frankfurt Winner?", "Tie",
                      "Should the Leverkusen vs Frankfurt German Bundesliga game scheduled for 13 March "
                      "2027 end in a Tie once 90 minutes and stoppage time are played (with no extra time or penalties), the market resolves to "
                      "Yes.",
                      "1. If the game is canceled, the market settles at a fair price. 2. (a) Save as provided in 2(b), "
                      "an abandoned game is treated like a canceled one under clause 1. (b) If play is resumed and "
                      "completed within 48 hours, the market is settled on the completed result. 3. A game whose kickoff "
                      "is moved by more than two days resolves at a fair price as in clause 1.",
                      "2027-03-13T14:30:00Z"),
                   [ESPN, FOX],
                   exp("draw", "draw", "regulation", "provider", None, 48, "fair_price", "fair_price", "fair_price")))

    # 20 -- EPL away win; primary points to (b); (b)(i)/(b)(ii) nested lettering; abandonment in (b)(i).
    out.append(v2(20, ["cross_reference", "lettered", "roman_numerals", "nested_parens", "date:ordinal"],
                   ["F:win", "S3", "D1", "P2", "C4", "AB", "R3"],
                   "Tottenham", "Newcastle", "epl",
                   mk("KXEPLGAME", "27FEB27TOTNEW", "NEW", "Tottenham vs Newcastle Winner?", "Newcastle",
                      "If Newcastle wins the Tottenham vs Newcastle English Premier League game scheduled for the 27th of "
                      "February 2027 when the 90 minutes and any stoppage time are up, the market resolves to Yes; but see clause (b) "
                      "of the secondary rules (postponement and cancellation (abandonment included)).",
                      "(a) Extra time and penalties do not form part of the result. (b) (i) A game canceled, or abandoned "
                      "and not completed, is valued at a fair price. (ii) A game moved to begin more than 48 hours after "
                      "the time first set is treated as in (b)(i). (c) If the game is level at the end of the period in "
                      "the primary rules, the Tie market resolves Yes.",
                      "2027-02-27T15:00:00Z"),
                   [ESPN, FOX],
                   exp("win", "Newcastle", "regulation", "provider", None, 48, "fair_price", "fair_price", "fair_price")))

    return out
