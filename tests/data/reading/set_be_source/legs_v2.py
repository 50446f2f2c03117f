"""venue_two legs of set (be): 21 rules_primary / rules_secondary pairs, each by a different imagined writer."""
from common import exp, leg_v2, ESPN_FOX, ESPN, MLS, UEFA, FIFA


def m2(series, date_code, codes, suffix, title, yes, primary, secondary, occ):
    ev = "%s-%s%s" % (series, date_code, codes)
    return {"ticker": ev + "-" + suffix, "event_ticker": ev, "series_ticker": series,
            "title": title, "yes_sub_title": yes, "no_sub_title": yes,
            "rules_primary": primary, "rules_secondary": secondary,
            "occurrence_datetime": occ}


def legs():
    L = []

    # 1. desk quant, terse
    L.append(leg_v2(1, "desk quant (terse)", ["terse", "abbreviations", "symbols", "layout:lines", "date:mon_d_yyyy"],
        ["F:win", "S2", "D1", "P2", "C4", "R3"], "Tottenham", "Chelsea", "epl",
        m2("KXEPLGAME", "26SEP19", "TOTCFC", "TOT", "Tottenham vs Chelsea Winner?", "Tottenham",
           "If Tottenham wins the Tottenham vs Chelsea EPL match originally scheduled for Sep 19, 2026, scored after 90 min + stoppage (no ET, no pens), the market resolves to Yes.",
           "Level after 90 + stoppage: Tie mkt = Yes.\nCancelled, or moved >48h from original kickoff: settles at fair price per the rules.",
           "2026-09-19T14:00:00Z"), ESPN_FOX,
        exp("win", "Tottenham", "regulation", "provider", None, 48, "fair_price", "fair_price", None)))

    # 2. in-house counsel, lettered paragraphs
    L.append(leg_v2(2, "in-house counsel", ["legal", "definitions", "layout:lettered", "number_words_and_numerals", "british_spelling", "date:month_d_yyyy"],
        ["F:draw", "S2", "D1", "P2", "C4", "AB", "R3"], "Atletico Madrid", "Real Madrid", "laliga",
        m2("KXLALIGAGAME", "26OCT24", "ATMRMA", "TIE", "Atletico Madrid vs Real Madrid Winner?", "Tie",
           "Should the Atletico Madrid vs Real Madrid professional Spanish La Liga match originally scheduled for October 24, 2026 end in a Tie, as determined at the close of ninety (90) minutes of play plus stoppage time and excluding any extra time and any penalties, this market shall resolve to Yes.",
           "(a) For the purposes of these rules, \"Tie\" means that both teams have scored an equal number of goals at the end of the period described in the primary rules.\n(b) Where the match is cancelled, or is rescheduled so as to commence more than forty-eight (48) hours after its originally scheduled start, the market shall resolve to a fair price determined in accordance with the rules.\n(c) A match that is abandoned and not completed shall be treated as cancelled for the purposes of paragraph (b).",
           "2026-10-24T19:00:00Z"), ESPN_FOX,
        exp("draw", "draw", "regulation", "provider", None, 48, "fair_price", "fair_price", "fair_price")))

    # 3. help-centre writer, inline Q&A in the secondary; primary has no scope (S4)
    L.append(leg_v2(3, "help-centre writer", ["faq", "layout:inline_questions", "contractions", "american_spelling", "date:mon_d_yyyy"],
        ["F:win", "S4", "D1", "P3", "C4", "R3"], "Fiorentina", "Atalanta", "seriea",
        m2("KXSERIEAGAME", "26NOV08", "FIOATA", "ATA", "Fiorentina vs Atalanta Winner?", "Atalanta",
           "If Atalanta wins the Fiorentina vs Atalanta professional Italian Serie A game originally scheduled for Nov 8, 2026, this market settles Yes.",
           "Which part of the game counts? Only regular time: the 90 minutes plus stoppage time. Extra time and penalties aren't included. What if the game is a draw? Then the Tie market is the one that resolves to Yes, and this one resolves to No. What if the game is postponed? If it gets underway within 48 hours of the original start, the market stays open and settles on the result. If it doesn't, the market is settled at a fair price. What if it's canceled? Same thing: settlement at a fair price.",
           "2026-11-08T14:00:00Z"), ESPN_FOX,
        exp("win", "Atalanta", "regulation", "provider", None, 48, "fair_price", "fair_price", None)))

    # 4. newsletter writer, preview sentence in the primary
    L.append(leg_v2(4, "newsletter writer", ["preview", "layout:paras", "number_words", "syn:called_off", "syn:pushed_back", "date:mon_d_yyyy"],
        ["F:win", "S2", "D1", "P2", "C4", "R3"], "RB Leipzig", "Eintracht Frankfurt", "bundesliga",
        m2("KXBUNDESLIGAGAME", "26DEC19", "RBLSGE", "RBL", "RB Leipzig vs Eintracht Frankfurt Winner?", "RB Leipzig",
           "RB Leipzig host Eintracht Frankfurt in the last Bundesliga round before the winter break, with both clubs chasing a Champions League place. If RB Leipzig beats Eintracht Frankfurt in this German Bundesliga match first set for Dec 19, 2026, counting only the 90 minutes and stoppage time (neither extra time nor penalties), the market resolves to Yes.",
           "A draw at the end of regulation sends the Tie market to Yes instead. Should the game be called off, or pushed back by more than two days from its original kickoff, the market settles at a fair price under the rules.",
           "2026-12-19T14:30:00Z"), ESPN_FOX,
        exp("win", "RB Leipzig", "regulation", "provider", None, 48, "fair_price", "fair_price", None)))

    # 5. non-native speaker (Spanish L1), World Cup tie, S3
    L.append(leg_v2(5, "non-native speaker (Spanish L1)", ["non_native", "layout:paras", "date:mon_d_yyyy"],
        ["F:draw", "S3", "D1", "P2", "C4", "R3"], "Spain", "Uruguay", "wc",
        m2("KXWCGAME", "26JUN26", "ESPURU", "TIE", "Spain vs Uruguay Winner?", "Tie",
           "If Tie wins the Spain vs Uruguay FIFA World Cup game that was planned for Jun 26, 2026, after the 90 minutes plus the stoppage time, then market resolve to Yes.",
           "The market is for the result after the 90 minutes and the stoppage time. Extra time and penalty kicks are not count, also if they are played. When the two teams have same score, the Tie market resolve to Yes. If the game is cancel or is move more than 48 hours from the time it was planned, the market will resolve to a fair price according to the rules.",
           "2026-06-27T00:00:00Z"), FIFA,
        exp("draw", "draw", "regulation", "official", None, 48, "fair_price", "fair_price", None)))

    # 6. backend developer, case table in the secondary
    L.append(leg_v2(6, "backend developer (table)", ["layout:table", "terse", "numerals", "american_spelling", "date:mon_d_yyyy"],
        ["F:total", "S2", "P2", "C4", "R3"], "Manchester United", "Newcastle", "epl",
        m2("KXEPLTOTAL", "26OCT31", "MUNNEW", "3", "Manchester United vs Newcastle: Total Goals", "Over 3.5 goals scored",
           "If more than 3.5 goals in total are scored in the Manchester United vs Newcastle English Premier League match originally scheduled for Oct 31, 2026, counted over 90 minutes plus stoppage time (excluding extra time and penalties), the Yes side pays.",
           "| Case | Outcome |\n|---|---|\n| 4 or more total goals (90' + stoppage) | Yes |\n| 3 or fewer total goals | No |\n| Game canceled | Fair price per the rules |\n| Game rescheduled to start more than 48 hours after the original time | Fair price per the rules |",
           "2026-10-31T15:00:00Z"), ESPN_FOX,
        exp("total", "over", "regulation", "provider", None, 48, "fair_price", "fair_price", None, line=3.5)))

    # 7. risk and compliance analyst, spread, headed paragraphs
    L.append(leg_v2(7, "risk and compliance analyst", ["headed_paragraphs", "formal", "negation", "british_spelling", "date:mon_d_yyyy"],
        ["F:spread", "S2", "P2", "C4", "R3"], "Villarreal", "Barcelona", "laliga",
        m2("KXLALIGASPREAD", "27JAN23", "VILBAR", "BAR2", "Villarreal vs Barcelona: Spread", "Barcelona wins by over 1.5 goals",
           "If Barcelona wins the Villarreal vs Barcelona professional Spanish La Liga match originally scheduled for Jan 23, 2027 by more than 1.5 goals, measured once 90 minutes and stoppage time have been played (extra time and penalties not included), the market will resolve to Yes.",
           "Scope of this contract: the margin of victory is measured at the end of regulation time as defined in the primary rules. A Barcelona win by exactly one goal, a draw, or a Villarreal win results in No.\nPostponement and cancellation: if the match is cancelled, or rescheduled to a start time more than 48 hours after the originally scheduled start time, the market will be resolved at a fair price as the rules provide.\nSource: settlement relies on the sources listed for this series.",
           "2027-01-23T20:00:00Z"), ESPN_FOX,
        exp("spread", "Barcelona", "regulation", "provider", None, 48, "fair_price", "fair_price", None, line=1.5)))

    # 8. wire-service reporter, BTTS, ESPN only
    L.append(leg_v2(8, "wire-service reporter", ["journalistic", "layout:paras", "american_spelling", "syn:goalless", "date:month_d_yyyy"],
        ["F:btts", "S2", "P2", "C4", "R3"], "Napoli", "Juventus", "seriea",
        m2("KXSERIEABTTS", "27FEB20", "NAPJUV", "YES", "Napoli vs Juventus: Both Teams to Score?", "Both teams score",
           "If both Napoli and Juventus score at least one goal in the Napoli vs Juventus professional Italian Serie A match originally scheduled for February 20, 2027, over the 90 minutes and stoppage time, with extra time and penalties left out, the market pays out on Yes.",
           "Goals count only when scored in regulation play. A goalless game, or one in which only one of the two sides scores, resolves to No. If the game is canceled, or pushed more than 48 hours beyond its original start, it settles at a fair price under the rules.",
           "2027-02-20T19:45:00Z"), ESPN,
        exp("btts", "yes", "regulation", "provider", None, 48, "fair_price", "fair_price", None)))

    # 9. growth marketer, launch announcement, first half, bullets
    L.append(leg_v2(9, "growth marketer (launch post)", ["announcement", "layout:bullets", "american_spelling", "date:mon_d_yyyy"],
        ["F:half", "P3", "C4", "R3"], "Bayern Munich", "Borussia Dortmund", "bundesliga",
        m2("KXBUNDESLIGA1H", "27MAR06", "BMUBVB", "BMU", "Bayern Munich vs Borussia Dortmund: First Half Winner?", "Bayern Munich",
           "New this season: first-half markets! If Bayern Munich is ahead at halftime in the Bayern Munich vs Borussia Dortmund professional German Bundesliga match originally scheduled for Mar 6, 2027, counting only the first 45 minutes plus first-half stoppage time, the market resolves Yes.",
           "Good to know:\n- Only goals scored before the halftime whistle matter; the second half has no effect.\n- A level score at halftime, or a Borussia Dortmund lead, resolves to No.\n- Postponed games: if the match starts within 48 hours of its original time, the market remains open; otherwise it settles at a fair price.\n- Canceled games: the market settles at a fair price.",
           "2027-03-06T17:30:00Z"), ESPN_FOX,
        exp("half", "Bayern Munich", None, "provider", None, 48, "fair_price", "fair_price", None, half="first")))

    # 10. sub-editor, exact score, no void clause at all
    L.append(leg_v2(10, "sub-editor (exact score)", ["headline", "terse", "date:mon_d_yyyy", "silent_on_void"],
        ["F:exact_score", "S2", "R3"], "Liverpool", "Arsenal", "epl",
        m2("KXEPLSCORE", "27JAN02", "LFCARS", "1-1", "Liverpool vs Arsenal: Exact Score", "1-1",
           "If the Liverpool vs Arsenal professional English Premier League match originally scheduled for Jan 2, 2027 finishes 1-1 when 90 minutes and stoppage time are up (no extra time, no penalties), the market resolves Yes.",
           "CORRECT SCORE. Only the scoreline at the end of regulation counts: Liverpool 1, Arsenal 1. Any other score, a goalless draw included, is No.",
           "2027-01-02T17:30:00Z"), ESPN_FOX,
        exp("exact_score", "1-1", "regulation", "provider", None, None, None, None, None)))

    # 11. data scientist, advance, UEFA series
    L.append(leg_v2(11, "data scientist", ["definitions", "ordered_procedure", "formal", "american_spelling", "date:mon_d_yyyy"],
        ["F:advance", "S6", "P2", "C4", "R3"], "Inter", "Bayern Munich", "ucl",
        m2("KXUCLADVANCE", "27APR14", "INTBMU", "INT", "Inter vs Bayern Munich: Who advances?", "Inter",
           "If Inter advances past Bayern Munich in the UEFA Champions League quarterfinal tie whose second leg is originally scheduled for Apr 14, 2027, the market resolves Yes.",
           "Advancement is decided over both legs combined: aggregate goals first, then extra time in the second leg if the aggregate is level, then a penalty shoot-out if still needed. All three stages count toward this market; the 90-minute score of either leg alone does not decide it. If the second leg is canceled or rescheduled to begin more than 48 hours after its original start, it is settled at a fair price as the rules set out.",
           "2027-04-14T19:00:00Z"), UEFA,
        exp("advance", "Inter", "penalties", "official", None, 48, "fair_price", "fair_price", None)))

    # 12. chat-support macro, MLS series
    L.append(leg_v2(12, "chat-support macro", ["friendly", "macro", "contractions", "american_spelling", "date:mon_d_yyyy"],
        ["F:win", "S2", "D1", "P3", "C4", "R3"], "Seattle", "Portland", "mls",
        m2("KXMLSGAME", "26SEP05", "SEAPOR", "SEA", "Seattle vs Portland Winner?", "Seattle",
           "If Seattle wins the Seattle vs Portland professional MLS game originally scheduled for Sep 5, 2026, based on 90 minutes plus stoppage time (extra time and penalties don't count), this market pays Yes.",
           "Hi! A few quick answers about this market. If the game ends tied after regulation, the Tie market resolves to Yes, so this one resolves to No. If the game is delayed but kicks off within 48 hours of its scheduled start, nothing changes and the market stays open. If it's delayed longer than that, or canceled, the market settles at a fair price. Hope that helps!",
           "2026-09-06T02:30:00Z"), MLS,
        exp("win", "Seattle", "regulation", "official", None, 48, "fair_price", "fair_price", None)))

    # 13. lawyer redrafting a plain rule, World Cup, S3
    L.append(leg_v2(13, "lawyer redrafting a plain rule", ["legal", "layout:numbered", "number_words_and_numerals", "british_spelling", "date:month_d_yyyy"],
        ["F:win", "S3", "D1", "P2", "C4", "R3"], "Netherlands", "Japan", "wc",
        m2("KXWCGAME", "26JUN14", "NEDJPN", "NED", "Netherlands vs Japan Winner?", "Netherlands",
           "If the Netherlands wins the Netherlands vs Japan FIFA World Cup match originally scheduled for June 14, 2026 at the conclusion of ninety (90) minutes of play plus stoppage time, this market shall resolve to Yes.",
           "1. The result shall be determined solely by reference to regulation time. Any extra time and any penalty shoot-out are expressly excluded, whether or not played.\n2. In the event that the match is drawn at the conclusion of regulation time, the market designated \"Tie\" shall resolve to Yes.\n3. In the event that the match is cancelled, or is rescheduled to commence more than forty-eight (48) hours after its originally scheduled commencement, the market shall resolve to a fair price as provided in the rules.",
           "2026-06-14T20:00:00Z"), ESPN_FOX,
        exp("win", "Netherlands", "regulation", "provider", None, 48, "fair_price", "fair_price", None)))

    # 14. operations analyst, no scope in either field -> scope ambiguous
    L.append(leg_v2(14, "operations analyst (shorthand)", ["terse", "symbols", "american_spelling", "date:mm/dd/yyyy", "ambiguous_scope"],
        ["F:win", "S:ambiguous", "D1", "P2", "C4", "R3"], "Lyon", "Lens", "ligue1",
        m2("KXLIGUE1GAME", "26OCT04", "OLRCL", "OL", "Lyon vs Lens Winner?", "Lyon",
           "If Lyon wins the Lyon vs Lens professional French Ligue 1 game originally scheduled for 10/04/2026, market = Yes.",
           "Draw = Tie market Yes. Canceled or rescheduled beyond 48h -> fair price.",
           "2026-10-04T18:45:00Z"), ESPN_FOX,
        exp("win", "Lyon", "ambiguous", "provider", None, 48, "fair_price", "fair_price", None)))

    # 15. trading-floor manager, cancellation left to the exchange -> ambiguous
    L.append(leg_v2(15, "trading-floor manager", ["plain", "layout:paras", "british_spelling", "date:mon_d_yyyy", "ambiguous_cancellation"],
        ["F:win", "S2", "D1", "P2", "C:ambiguous", "R3"], "Brighton", "West Ham", "epl",
        m2("KXEPLGAME", "27FEB27", "BHAWHU", "WHU", "Brighton vs West Ham Winner?", "West Ham",
           "If West Ham wins the Brighton vs West Ham English Premier League match first scheduled for Feb 27, 2027, judged on 90 minutes plus stoppage time with extra time and penalties not counted, this market goes to Yes.",
           "If the match ends level after regulation, the Tie market resolves to Yes. If the match is rescheduled to start more than 48 hours after its original time, it settles at a fair price. If the match is cancelled, the exchange will settle the market in the manner it considers appropriate.",
           "2027-02-27T15:00:00Z"), ESPN_FOX,
        exp("win", "West Ham", "regulation", "provider", None, 48, "ambiguous", "fair_price", None)))

    # 16. editor merging two drafts: 48 h in the primary, 72 h in the secondary -> timing ambiguous
    L.append(leg_v2(16, "editor merging two drafts", ["plain", "contradiction", "american_spelling", "date:mon_d_yyyy", "ambiguous_timing"],
        ["F:win", "S2", "D1", "P:ambiguous", "C4", "R3"], "Valencia", "Real Sociedad", "laliga",
        m2("KXLALIGAGAME", "26DEC05", "VCFRSO", "VCF", "Valencia vs Real Sociedad Winner?", "Valencia",
           "If Valencia wins the Valencia vs Real Sociedad professional Spanish La Liga match originally scheduled for Dec 5, 2026, on the score at the end of 90 minutes plus stoppage time (excluding extra time and penalties), the market resolves Yes. Should the match be pushed back by more than 48 hours from its original kickoff, the market is settled at a fair price.",
           "A draw after regulation means the Tie market resolves to Yes. A postponed match keeps the market open for up to 72 hours from the original kickoff; beyond that, it is settled at a fair price. A canceled match is settled at a fair price as well.",
           "2026-12-05T20:00:00Z"), ESPN_FOX,
        exp("win", "Valencia", "regulation", "provider", None, "ambiguous", "fair_price", "fair_price", None)))

    # 17. local desk writer, two sources with no order -> source ambiguous
    L.append(leg_v2(17, "local-desk writer", ["plain", "date:d_mon_yyyy", "ambiguous_source", "syn:called_off"],
        ["F:draw", "S2", "D1", "P2", "C4", "R:ambiguous"], "Stuttgart", "Werder Bremen", "bundesliga",
        m2("KXBUNDESLIGAGAME", "27JAN16", "VFBSVW", "TIE", "Stuttgart vs Werder Bremen Winner?", "Tie",
           "Should the Stuttgart vs Werder Bremen professional German Bundesliga game originally scheduled for 16 Jan 2027 finish as a Tie at the end of 90 minutes plus stoppage time (extra time and penalties excluded), this market resolves Yes.",
           "The result will be taken from bundesliga.com or kicker. If the game is called off, or moved to a start more than 48 hours after the one originally scheduled, a fair price is paid out.",
           "2027-01-16T14:30:00Z"), ESPN_FOX,
        exp("draw", "draw", "regulation", "ambiguous", "ambiguous", 48, "fair_price", "fair_price", None)))

    # 18. academic, own sources in the text, abandonment = cancellation
    L.append(leg_v2(18, "academic", ["academic", "passive", "nominalisation", "british_spelling", "date:d_month_yyyy"],
        ["F:win", "S2", "D1", "P2", "C4", "AB"], "Aston Villa", "Manchester City", "epl",
        m2("KXEPLGAME", "26NOV28", "AVLMCI", "MCI", "Aston Villa vs Manchester City Winner?", "Manchester City",
           "If Manchester City wins the Aston Villa vs Manchester City professional English Premier League match originally scheduled for 28 November 2026, assessed on ninety minutes plus stoppage time and without regard to extra time or penalties, the market shall resolve to Yes.",
           "Where the match ends level after regulation, it is the Tie market that resolves to Yes. Cancellation of the match, or its rescheduling to a start more than 48 hours after the original one, leads to resolution at a fair price as laid down in the rules; an abandoned match that is not completed is handled as a cancellation. The result is taken from the official match report on the Premier League's website; should that report be unavailable, ESPN's match report is used.",
           "2026-11-28T17:30:00Z"), ESPN_FOX,
        exp("win", "Manchester City", "regulation", "official", "provider", 48, "fair_price", "fair_price", "fair_price")))

    # 19. exchange veteran, first team to score over the whole game incl. extra time (S5)
    L.append(leg_v2(19, "exchange veteran (jargon)", ["trade_jargon", "abbreviations", "american_spelling", "date:mon_d_yyyy"],
        ["F:other", "S5", "P2", "C4", "R3"], "Arsenal", "Atletico Madrid", "ucl",
        m2("KXUCLFTTS", "27MAR17", "ARSATM", "ARS", "Arsenal vs Atletico Madrid: First Team to Score?", "Arsenal",
           "If Arsenal scores the first goal of the Arsenal vs Atletico Madrid UEFA Champions League match originally scheduled for Mar 17, 2027, at any point in the whole match, counting regulation, added time and any extra time, Yes pays.",
           "FTTS. Shoot-out kicks are not goals and don't count. 0-0 through regulation and any ET: No. Own goals go to the team that benefits. Game canceled or moved more than 48 hours past original start: fair price.",
           "2027-03-17T20:00:00Z"), ESPN_FOX,
        exp("other", "Arsenal", "extra_time", "provider", None, 48, "fair_price", "fair_price", None)))

    # 20. API docs writer, headings, abandonment at last traded price
    L.append(leg_v2(20, "API docs writer", ["layout:headings", "markdown", "numerals", "date:iso", "symbols"],
        ["F:total", "S2", "P2", "C4", "AB", "R3"], "Lazio", "Bologna", "seriea",
        m2("KXSERIEATOTAL", "26SEP27", "LAZBOL", "U2", "Lazio vs Bologna: Total Goals", "Under 2.5 goals scored",
           "If fewer than 2.5 goals in total are scored in the Lazio vs Bologna professional Italian Serie A match originally scheduled for 2026-09-27, over 90 minutes plus stoppage time (not including extra time or penalties), the contract resolves to Yes.",
           "## Counting\nGoals by both teams in regulation are added together. 0, 1 or 2 goals -> Yes. 3 or more -> No.\n## Postponement\nRescheduled to start more than 48 hours after the original time -> fair price under the rules.\n## Cancellation\nCancelled -> fair price under the rules.\n## Abandonment\nAbandoned and not completed -> settles at the last traded price before play was stopped.",
           "2026-09-27T16:00:00Z"), ESPN_FOX,
        exp("total", "under", "regulation", "provider", None, 48, "fair_price", "fair_price", "last_price", line=2.5)))

    # 21. translator, formal, MLS tie, refund on abandonment
    L.append(leg_v2(21, "translator (formal)", ["formal", "number_words_and_numerals", "american_spelling", "date:the_dth_of_month_yyyy"],
        ["F:draw", "S2", "D1", "P2", "C4", "AB", "R3"], "Inter Miami", "Orlando City", "mls",
        m2("KXMLSGAME", "26SEP19", "MIAORL", "TIE", "Inter Miami vs Orlando City Winner?", "Tie",
           "Should the Inter Miami vs Orlando City professional MLS match originally scheduled for the 19th of September 2026 finish as a Tie after ninety minutes and the added time (extra time and penalties not being counted), the market will be resolved to Yes.",
           "The market Tie shall resolve to Yes when both clubs have scored the same number of goals at the end of regulation. Should the match be canceled, or be moved to a kickoff falling more than forty-eight (48) hours after the originally planned one, the market shall resolve to a fair price according to the rules. Should the match be abandoned without being completed, all positions shall be refunded at their cost.",
           "2026-09-19T23:30:00Z"), MLS,
        exp("draw", "draw", "regulation", "official", None, 48, "fair_price", "fair_price", "refund")))

    return L
