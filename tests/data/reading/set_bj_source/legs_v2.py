"""Venue_two legs of set (bj): every leg is written by a different imagined writer."""
from common import exp, v2, ESPN_FOX, MLS_SRC, FIFA_SRC


def legs():
    L = []

    # 001 terse trader
    L.append(v2("bj2-001", "terse_trader_2",
        ["terse", "arrow", "abbreviation", "numerals"],
        ["F:win", "S2", "D1", "P2", "C4", "R3"],
        "Arsenal", "Tottenham", "epl", "KXEPLGAME", "26OCT03", "ARS", "TOT", "ARS",
        "Arsenal vs Tottenham Winner?", "Arsenal",
        "Arsenal beat Tottenham in the Arsenal vs Tottenham Premier League game originally "
        "set for Oct 3, 2026, on the 90+stoppage score (no ET, no pens) \u2192 Yes.",
        "Level after regulation \u2192 Tie market Yes. Game canceled, or moved more than 48h "
        "from its original slot \u2192 fair price per the rules.",
        "2026-10-03T16:30:00Z", ESPN_FOX,
        exp("win", "Arsenal", "regulation", "provider", None, 48, "fair_price",
            "fair_price")))

    # 002 careful lawyer
    L.append(v2("bj2-002", "careful_lawyer_2",
        ["legal", "layout:roman_numerals", "number_words_and_numerals", "shall",
         "american_spelling", "condition_first"],
        ["F:draw", "S2", "D1", "P2", "C4", "AB", "R3"],
        "Real Betis", "Sevilla", "laliga", "KXLALIGAGAME", "26NOV08", "RBB", "SEV", "TIE",
        "Real Betis vs Sevilla Winner?", "Tie",
        "If, upon the expiry of ninety minutes of play together with any stoppage time (and "
        "without regard to any extra time or penalty kicks), the professional LaLiga soccer "
        "game between Real Betis and Sevilla originally scheduled for November 8, 2026 stands "
        "level, this market shall resolve to Yes.",
        "(i) For the purposes hereof, \"Tie\" denotes a level score at the conclusion of "
        "regulation as described in the primary rules.\n"
        "(ii) In the event that the game is canceled, or is rescheduled to commence more than "
        "forty-eight (48) hours after its originally scheduled start, the market shall resolve "
        "to a fair price determined in accordance with the rules.\n"
        "(iii) A game suspended or abandoned and not completed within that same forty-eight "
        "(48) hour period shall be treated as canceled under paragraph (ii).",
        "2026-11-08T20:00:00Z", ESPN_FOX,
        exp("draw", "draw", "regulation", "provider", None, 48, "fair_price",
            "fair_price", "fair_price")))

    # 003 support agent, Q&A in the secondary; S4 primary, scope from the secondary; P3
    L.append(v2("bj2-003", "support_agent_2",
        ["layout:qa", "second_person", "away_team", "american_spelling", "us_date_abbrev"],
        ["F:win", "S4", "D1", "P3", "C4", "R3"],
        "Frankfurt", "Dortmund", "bundesliga", "KXBUNDESLIGAGAME", "26OCT17", "SGE", "BVB",
        "BVB", "Frankfurt vs Dortmund Winner?", "Dortmund",
        "Should Dortmund win the Frankfurt vs Dortmund Bundesliga game first scheduled for "
        "Oct 17, 2026, the market settles Yes.",
        "Which part of the game counts? Regulation only: the 90 minutes plus stoppage time. "
        "Extra time and penalties are not included.\n"
        "What if it ends level? Then the Tie market resolves Yes and this one resolves No.\n"
        "What if the game is postponed? If it still kicks off within 48 hours of the original "
        "start, the market stays open for it. If not, the market is settled at a fair price.\n"
        "What if the game is canceled? Same thing: a fair price.",
        "2026-10-17T13:30:00Z", ESPN_FOX,
        exp("win", "Dortmund", "regulation", "provider", None, 48, "fair_price",
            "fair_price")))

    # 004 non-native English speaker
    L.append(v2("bj2-004", "non_native_speaker_2",
        ["non_native_grammar", "british_spelling", "numerals", "result_first"],
        ["F:win", "S2", "D1", "P2", "C4", "R3"],
        "Juventus", "AC Milan", "seriea", "KXSERIEAGAME", "26NOV22", "JUV", "MIL", "JUV",
        "Juventus vs AC Milan Winner?", "Juventus",
        "Market resolve to Yes if Juventus is winning the professional Serie A game Juventus "
        "vs AC Milan, which was at origin scheduled for Nov 22, 2026, when finish the 90 "
        "minutes plus the stoppage time (extra time and penalty are not included).",
        "When the game is finishing with equal score after the regulation, the market called "
        "Tie is resolving Yes. In case the game is cancelled or is moved more than 48 hour from the "
        "original time, market is resolving to a fair price like the rules say.",
        "2026-11-22T19:45:00Z", ESPN_FOX,
        exp("win", "Juventus", "regulation", "provider", None, 48, "fair_price",
            "fair_price")))

    # 005 engineer, bullets
    L.append(v2("bj2-005", "engineer_bullets",
        ["layout:bullets", "terse", "numerals", "symbols", "abbreviation"],
        ["F:total", "S2", "P3", "C4", "R3"],
        "Man City", "Liverpool", "epl", "KXEPLTOTAL", "26DEC12", "MCI", "LFC", "4",
        "Man City vs Liverpool: Total Goals", "Over 3.5 goals",
        "Resolves Yes if Man City and Liverpool score 4 or more goals combined in the Man City "
        "vs Liverpool Premier League game originally scheduled for Dec 12, 2026, counted over "
        "90 minutes and stoppage time (extra time and penalties not counted).",
        "- Threshold: over 3.5 total goals, i.e. 4+.\n"
        "- Own goals: count toward the total.\n"
        "- Canceled: fair price per the rules.\n"
        "- Rescheduled start > 48 hrs after the original: fair price per the rules.\n"
        "- Rescheduled start <= 48 hrs after the original: market stays open for the new "
        "kickoff.",
        "2026-12-12T17:30:00Z", ESPN_FOX,
        exp("total", "over", "regulation", "provider", None, 48, "fair_price",
            "fair_price", line=3.5)))

    # 006 compliance officer, advance
    L.append(v2("bj2-006", "compliance_officer_2",
        ["formal", "layout:numbered_inline", "british_spelling", "knockout", "own_source"],
        ["F:advance", "S6", "P2", "C4"],
        "PSG", "Bayern Munich", "ucl", "KXUCLADVANCE", "27MAR10", "PSG", "BMU", "BMU",
        "PSG vs Bayern Munich: Which team advances?", "Bayern Munich",
        "If Bayern Munich progresses to the quarter-finals from its UEFA Champions League "
        "round of 16 tie against PSG, whose second leg is originally scheduled for Mar 10, "
        "2027, this market resolves to Yes. Progression is decided on aggregate and takes in "
        "any extra time and any penalty shoot-out.",
        "Control requirements: (1) Only the team that qualifies for the next round, as "
        "confirmed by UEFA, is relevant; the score of either individual leg is not. (2) If the "
        "second leg is cancelled, or postponed so that it begins more than 48 hours after its "
        "original start, the market is valued at a fair price under the rules. (3) The outcome "
        "will be verified against UEFA's official competition records.",
        "2027-03-10T20:00:00Z", ESPN_FOX,
        exp("advance", "Bayern Munich", "penalties", "official", None, 48, "fair_price",
            "fair_price")))

    # 007 journalist, spread
    L.append(v2("bj2-007", "journalist_2",
        ["news_lede", "dateline", "us_date", "number_words"],
        ["F:spread", "S2", "P2", "C4", "R3"],
        "PSG", "Lille", "ligue1", "KXLIGUE1SPREAD", "26DEC19", "PSG", "LIL", "PSG2",
        "PSG vs Lille: Spread", "PSG wins by over 1.5 goals",
        "PARIS \u2014 If PSG beat Lille by two goals or more in the Ligue 1 game originally "
        "set for December 19, 2026, counting the 90 minutes and stoppage time but not extra "
        "time or penalties, the market resolves to Yes.",
        "A narrower PSG win, a draw or a Lille win sends it to No. Should the game be "
        "canceled, or pushed back by more than 48 hours, it will be settled at a fair price "
        "as set out in the rules.",
        "2026-12-19T20:00:00Z", ESPN_FOX,
        exp("spread", "PSG", "regulation", "provider", None, 48, "fair_price",
            "fair_price", line=1.5)))

    # 008 product manager, release notes / changelog
    L.append(v2("bj2-008", "product_manager_2",
        ["release_notes", "layout:bullets", "mdy_slash_date", "contractions"],
        ["F:btts", "S2", "P3", "C4", "R3"],
        "Inter Miami", "Orlando City", "mls", "KXMLSBTTS", "26SEP12", "MIA", "ORL", "BTTS",
        "Inter Miami vs Orlando City: Both Teams to Score?", "Both teams score",
        "New in this release: Both Teams to Score for Inter Miami vs Orlando City (MLS, "
        "originally scheduled for 09/12/2026). Yes if each club scores at least once within "
        "90 minutes plus stoppage time; extra time and penalty kicks are out of scope.",
        "Changelog:\n"
        "- Postponements: if the new kickoff is within 48 hours of the original one, the "
        "market stays open; if it's later than that, we settle at a fair price.\n"
        "- Cancellations: settle at a fair price.\n"
        "- Known behaviour: an own goal is credited to the team that benefits from it.",
        "2026-09-12T23:30:00Z", MLS_SRC,
        exp("btts", "yes", "regulation", "official", None, 48, "fair_price",
            "fair_price")))

    # 009 sports-desk editor, first half
    L.append(v2("bj2-009", "sports_desk_editor_2",
        ["british_date", "syn:interval", "number_words", "syn:two_days"],
        ["F:half", "D1", "P2", "C4", "R3"],
        "Napoli", "Roma", "seriea", "KXSERIEA1H", "26OCT04", "NAP", "ROM", "TIE",
        "Napoli vs Roma: First Half Winner?", "Tie",
        "If Napoli and Roma are level at the interval of their Serie A game originally "
        "scheduled for 4 Oct 2026 (first 45 minutes plus first-half stoppage time only), this "
        "market resolves Yes.",
        "What happens after half-time has no bearing. A first-half lead for either club "
        "resolves No. Cancellation, or a postponement that moves kick-off more than two days "
        "past the original time, means settlement at fair price, per the rules.",
        "2026-10-04T18:45:00Z", ESPN_FOX,
        exp("half", "draw", None, "provider", None, 48, "fair_price", "fair_price",
            half="first")))

    # 010 statistician, exact score
    L.append(v2("bj2-010", "statistician_2",
        ["mathematical", "iff", "iso_date", "numerals"],
        ["F:exact_score", "S2", "P2", "C4", "R3"],
        "Leverkusen", "Leipzig", "bundesliga", "KXBUNDESLIGASCORE", "27FEB06", "LEV", "RBL",
        "11", "Leverkusen vs Leipzig: Exact Score", "1-1",
        "Let the score be measured at the end of 90 minutes plus stoppage (no extra time, no "
        "penalties) in the Leverkusen vs Leipzig Bundesliga game originally scheduled for "
        "2027-02-06. The market resolves Yes if and only if that score is Leverkusen 1, "
        "Leipzig 1.",
        "All other scorelines resolve No. If the game is canceled, or its start is moved more "
        "than 48 hours from the original time, the market goes to a fair price in line "
        "with the rules.",
        "2027-02-06T17:30:00Z", ESPN_FOX,
        exp("exact_score", "1-1", "regulation", "provider", None, 48, "fair_price",
            "fair_price")))

    # 011 customer-service macro, World Cup tie, S3
    L.append(v2("bj2-011", "cs_macro_2",
        ["greeting", "second_person", "american_spelling", "exclusion_in_secondary"],
        ["F:draw", "S3", "D1", "P2", "C4", "R3"],
        "Mexico", "South Korea", "wc", "KXWCGAME", "26JUN18", "MEX", "KOR", "TIE",
        "Mexico vs South Korea Winner?", "Tie",
        "If Mexico vs South Korea, a FIFA World Cup match originally scheduled for Jun 18, "
        "2026, finishes level once 90 minutes and stoppage time are up, the Tie market resolves to "
        "Yes.",
        "Thanks for your question! To confirm: extra time and any shoot-out are not "
        "counted for this market, so only the regulation result matters. If the match is "
        "canceled, or rescheduled to start more than 48 hours after its original kickoff, the "
        "market settles at a fair price according to the rules. Happy trading!",
        "2026-06-19T01:00:00Z", FIFA_SRC,
        exp("draw", "draw", "regulation", "official", None, 48, "fair_price",
            "fair_price")))

    # 012 lawyer's redraft of a plain rule
    L.append(v2("bj2-012", "lawyer_redraft_2",
        ["plain_then_redraft", "legal", "layout:lettered", "number_words", "away_team"],
        ["F:win", "S2", "D1", "P2", "C4", "R3"],
        "Valencia", "Villarreal", "laliga", "KXLALIGAGAME", "26NOV29", "VCF", "VIL", "VIL",
        "Valencia vs Villarreal Winner?", "Villarreal",
        "Original wording: \"Villarreal wins in normal time against Valencia on Nov 29, 2026 "
        "= Yes.\" Redrafted wording (which governs): the market resolves to Yes if Villarreal "
        "scores more goals than Valencia in the professional LaLiga game between those clubs "
        "originally scheduled for November 29, 2026, the score being taken at the end of 90 "
        "minutes plus stoppage time and excluding extra time and penalties.",
        "Redrafted supplementary terms: (a) Where the score is level at the end of "
        "regulation, the market designated \"Tie\" resolves to Yes and this market resolves "
        "to No. (b) Where the game is canceled, or its start is postponed by more than "
        "forty-eight hours, this market settles at a fair price as the rules provide.",
        "2026-11-29T17:30:00Z", ESPN_FOX,
        exp("win", "Villarreal", "regulation", "provider", None, 48, "fair_price",
            "fair_price")))

    # 013 data analyst, first team to score, whole game incl. ET (S5)
    L.append(v2("bj2-013", "data_analyst",
        ["knockout", "us_date_abbrev", "negation", "shootout_exclusion"],
        ["F:other", "S5", "P2", "C4", "R3"],
        "Real Madrid", "Man City", "ucl", "KXUCLFTTS", "27APR14", "RMA", "MCI", "RMA",
        "Real Madrid vs Man City: First Team to Score?", "Real Madrid",
        "If Real Madrid scores the opening goal of the Real Madrid vs Man City UEFA Champions "
        "League game originally scheduled for Apr 14, 2027, with goals counted at any point "
        "in the match, including regulation, added time and, if played, extra time, the "
        "market resolves to Yes.",
        "Kicks taken in a penalty shoot-out are not goals for this market. If neither side "
        "scores, or Man City scores first, the market resolves No. If the game is canceled, or "
        "rescheduled to begin more than 48 hours after its original start, settlement is "
        "at a fair price per the rules.",
        "2027-04-14T19:00:00Z", ESPN_FOX,
        exp("other", "Real Madrid", "extra_time", "provider", None, 48, "fair_price",
            "fair_price")))

    # 014 minimalist, S4 and a secondary silent on scope -> scope ambiguous
    L.append(v2("bj2-014", "minimalist",
        ["terse", "gerund_subject", "no_scope", "american_spelling"],
        ["F:win", "S4", "S:ambiguous", "D1", "P2", "C4", "R3"],
        "Marseille", "Lyon", "ligue1", "KXLIGUE1GAME", "26SEP27", "OM", "OL", "OM",
        "Marseille vs Lyon Winner?", "Marseille",
        "Marseille winning the Marseille vs Lyon Ligue 1 game originally scheduled for Sep 27, "
        "2026 resolves this market to Yes.",
        "A draw resolves the Tie market to Yes. If the game is canceled or moved more than 48 "
        "hours past its planned kick-off, it goes to a fair price as the rules set "
        "out.",
        "2026-09-27T18:45:00Z", ESPN_FOX,
        exp("win", "Marseille", "ambiguous", "provider", None, 48, "fair_price",
            "fair_price")))

    # 015 inconsistent ops writer, 48 h vs 72 h -> timing ambiguous
    L.append(v2("bj2-015", "ops_writer_inconsistent",
        ["contradiction", "numerals", "american_spelling"],
        ["F:win", "S2", "D1", "P:ambiguous", "C4", "R3"],
        "Newcastle", "Aston Villa", "epl", "KXEPLGAME", "26NOV01", "NEW", "AVL", "NEW",
        "Newcastle vs Aston Villa Winner?", "Newcastle",
        "If Newcastle wins the Newcastle vs Aston Villa Premier League game originally "
        "scheduled for Nov 1, 2026, on the score when 90 minutes and stoppage time are done (not "
        "counting extra time or penalties), the market resolves to Yes. A game pushed back "
        "beyond 48 hours settles at a fair price.",
        "If the game ends level, Tie resolves Yes. Should the game be canceled, or rescheduled "
        "to start more than 72 hours after the original time, it settles at a fair price as "
        "the rules provide.",
        "2026-11-01T14:00:00Z", ESPN_FOX,
        exp("win", "Newcastle", "regulation", "provider", None, "ambiguous", "fair_price",
            "fair_price")))

    # 016 trading desk, cancellation ambiguous
    L.append(v2("bj2-016", "trading_desk",
        ["obligation", "discretionary", "american_spelling", "us_date_abbrev"],
        ["F:win", "S2", "D1", "P2", "C:ambiguous", "R3"],
        "Bayern Munich", "Wolfsburg", "bundesliga", "KXBUNDESLIGAGAME", "26OCT24", "BMU",
        "WOB", "BMU", "Bayern Munich vs Wolfsburg Winner?", "Bayern Munich",
        "Bayern Munich must beat Wolfsburg in the Bundesliga game originally scheduled for "
        "Oct 24, 2026, on the score at the close of 90 minutes plus stoppage, for this market to "
        "resolve to Yes; extra time and penalties do not apply.",
        "A level score after regulation resolves the Tie market Yes. A postponement of more "
        "than 48 hours means the market settles at a fair price. If the game is canceled, the "
        "exchange will decide how the market is settled.",
        "2026-10-24T13:30:00Z", ESPN_FOX,
        exp("win", "Bayern Munich", "regulation", "provider", None, 48, "ambiguous",
            "fair_price")))

    # 017 marketing copywriter, source ambiguous
    L.append(v2("bj2-017", "marketing_copywriter",
        ["punchy", "questions_inline", "away_team", "us_date_abbrev", "own_source"],
        ["F:win", "S2", "D1", "P2", "C4", "R:ambiguous"],
        "Chelsea", "Everton", "epl", "KXEPLGAME", "26SEP19", "CFC", "EVE", "EVE",
        "Chelsea vs Everton Winner?", "Everton",
        "Everton pulling off the win at Chelsea, judged on ninety minutes plus stoppage time "
        "with extra time and penalties excluded, in the Premier League game originally "
        "scheduled for Sept 19, 2026 resolves this market to Yes.",
        "Draw after regulation? The Tie market pays Yes. Game canceled, or pushed more than "
        "48 hours beyond its original start? Fair price, per the rules. The final score will "
        "be confirmed using the Premier League's website or a major broadcaster.",
        "2026-09-19T11:30:00Z", ESPN_FOX,
        exp("win", "Everton", "regulation", "ambiguous", "ambiguous", 48, "fair_price",
            "fair_price")))

    # 018 match official, abandonment -> last traded price
    L.append(v2("bj2-018", "match_official",
        ["layout:numbered", "american_spelling", "away_team", "syn:halted"],
        ["F:win", "S2", "D1", "P2", "C4", "AB", "R3"],
        "LA Galaxy", "Seattle", "mls", "KXMLSGAME", "26AUG22", "LAG", "SEA", "SEA",
        "LA Galaxy vs Seattle Winner?", "Seattle",
        "If Seattle wins the LA Galaxy vs Seattle MLS game originally scheduled for Aug 22, "
        "2026 once 90 minutes and added time are played (extra time and penalties excluded), the "
        "market resolves to Yes.",
        "1. Tie after regulation: the Tie market resolves Yes.\n"
        "2. Canceled game, or a rescheduled start more than 48 hours after the original: fair "
        "price per the rules.\n"
        "3. Abandoned game (play halted and never resumed): the market settles at the final "
        "price traded before the stoppage.",
        "2026-08-23T02:30:00Z", MLS_SRC,
        exp("win", "Seattle", "regulation", "official", None, 48, "fair_price",
            "fair_price", "last_price")))

    # 019 ex-bookmaker, refund on cancellation
    L.append(v2("bj2-019", "ex_bookmaker",
        ["bookmaker_jargon", "british_date", "abbreviation", "colon_result"],
        ["F:win", "S2", "D1", "P2", "C:refund", "R3"],
        "Inter", "Atalanta", "seriea", "KXSERIEAGAME", "27JAN17", "INT", "ATA", "INT",
        "Inter vs Atalanta Winner?", "Inter",
        "Inter to win (90 mins plus stoppage; extra time and penalties disregarded) in the "
        "Inter vs Atalanta Serie A game originally scheduled for 17 Jan 2027: resolves Yes.",
        "Draw after regulation = the Tie market is Yes. If the game is canceled, all positions "
        "are refunded at their cost. If it is pushed back more than 48 hours, the market "
        "settles at fair value according to the rules.",
        "2027-01-17T19:45:00Z", ESPN_FOX,
        exp("win", "Inter", "regulation", "provider", None, 48, "refund", "fair_price")))

    # 020 gen-z casual, tie leg
    L.append(v2("bj2-020", "genz_casual_2",
        ["lowercase", "slang", "number_words", "syn:all_square", "syn:bumped"],
        ["F:draw", "S2", "D1", "P2", "C4", "R3"],
        "West Ham", "Nottingham Forest", "epl", "KXEPLGAME", "26OCT31", "WHU", "NFO", "TIE",
        "West Ham vs Nottingham Forest Winner?", "Tie",
        "if West Ham vs Nottingham Forest (Premier League, originally scheduled Oct 31, 2026) "
        "is all square after 90 mins + stoppage, no extra time, no pens, the Tie market "
        "resolves Yes.",
        "either team ahead after regulation = No. game canceled or bumped more than "
        "forty-eight hours from the original kickoff? fair price, per the rules.",
        "2026-10-31T15:00:00Z", ESPN_FOX,
        exp("draw", "draw", "regulation", "provider", None, 48, "fair_price",
            "fair_price")))

    # 021 league data officer, own source with a named fallback
    L.append(v2("bj2-021", "league_data_officer",
        ["own_source", "labelled_clauses", "us_date_abbrev", "syn:come_out_ahead"],
        ["F:win", "S2", "D1", "P2", "C4"],
        "Atletico Madrid", "Athletic Club", "laliga", "KXLALIGAGAME", "26DEC06", "ATM",
        "ATH", "ATM", "Atletico Madrid vs Athletic Club Winner?", "Atletico Madrid",
        "Atletico Madrid must come out ahead of Athletic Club in their LaLiga game originally "
        "scheduled for Dec 6, 2026, on the score at the end of 90 minutes plus stoppage time "
        "(extra time and penalties excluded), for the market to resolve to Yes.",
        "Level at the end of regulation: Tie resolves Yes. Cancellation, or a delay pushing "
        "kickoff more than 48 hours past the original time: fair price under the rules. "
        "Source of record: the official LaLiga website. If the result is not available there, "
        "ESPN's match report will be used.",
        "2026-12-06T15:15:00Z", ESPN_FOX,
        exp("win", "Atletico Madrid", "regulation", "official", "provider", 48,
            "fair_price", "fair_price")))

    return L
