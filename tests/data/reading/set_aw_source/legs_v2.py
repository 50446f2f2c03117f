"""venue_two legs of set (aw): one writer per leg, every text written by hand."""
from common import v2, E, ESPN, FOX, UEFA, FIFA, MLS

EF = [ESPN, FOX]


def M(series, ev, suffix, title, sub, primary, secondary, occ):
    event = f"{series}-{ev}"
    return {"ticker": f"{event}-{suffix}", "event_ticker": event, "series_ticker": series,
            "title": title, "yes_sub_title": sub, "no_sub_title": sub,
            "rules_primary": primary, "rules_secondary": secondary, "occurrence_datetime": occ}


def legs():
    out = []

    # 001 exchange template writer, plain
    out.append(v2("aw2-001", ["writer:template_writer", "layout:plain", "condition_first", "american_spelling", "us_date"],
        ["F:win", "S2", "D1", "P2", "C4", "R3"], "Chelsea", "Arsenal", "epl",
        M("KXEPLGAME", "26NOV28CFCARS", "CFC", "Chelsea vs Arsenal Winner?", "Chelsea",
          "Should Chelsea beat Arsenal in the Chelsea vs Arsenal English Premier League game originally scheduled for Nov 28, 2026, going by the score at the end of 90 minutes plus stoppage time (extra time and penalties not included), this market resolves to Yes.",
          "A level score after regulation means the Tie market resolves to Yes, not this one. If the game is canceled, or is rescheduled to begin more than 48 hours after its original start, this market is settled at a fair price in line with the rules.",
          "2026-11-28T17:30:00Z"), EF,
        E("win", "Chelsea", "regulation", "provider", None, 48, "fair_price", "fair_price")))

    # 002 careful lawyer, tie leg, abandonment treated as cancelled
    out.append(v2("aw2-002", ["writer:contracts_lawyer", "layout:plain", "shall", "number_words_and_numerals", "british_date", "syn:stands_level"],
        ["F:draw", "S2", "P2", "C4", "AB", "R3"], "Barcelona", "Real Madrid", "laliga",
        M("KXLALIGAGAME", "26OCT25BARRMA", "TIE", "Barcelona vs Real Madrid Winner?", "Tie",
          "This market shall resolve to Yes if, upon the expiry of ninety (90) minutes of play and any stoppage time added thereto, the LaLiga fixture between Barcelona (home) and Real Madrid (away), originally scheduled for 25 October 2026, stands level. Extra time and kicks from the penalty mark, if any, shall be disregarded.",
          "Where the fixture is cancelled, or is rescheduled so as to commence more than forty-eight (48) hours after its originally scheduled start time, the market shall resolve to a fair price determined in accordance with the Rules. A fixture that is abandoned and not completed shall be treated as cancelled for the purposes of the preceding sentence.",
          "2026-10-25T15:15:00Z"), EF,
        E("draw", "draw", "regulation", "provider", None, 48, "fair_price", "fair_price", "fair_price")))

    # 003 support agent, S4 primary, Q&A secondary states scope and P3
    out.append(v2("aw2-003", ["writer:help_centre_agent", "layout:faq_secondary", "contractions", "iso_date", "scope_in_secondary"],
        ["F:win", "S4", "P3", "C4", "R3"], "Dortmund", "Wolfsburg", "bundesliga",
        M("KXBUNDESLIGAGAME", "26NOV21BVBWOB", "BVB", "Dortmund vs Wolfsburg Winner?", "Dortmund",
          "Yes if Dortmund defeat Wolfsburg in their Bundesliga match, first set for 2026-11-21.",
          "Q: Which part of the game counts?\n"
          "A: Only regulation, i.e. the 90 minutes plus stoppage time. Extra time and penalties are ignored.\n"
          "Q: What if the kickoff moves?\n"
          "A: If the match still starts within 48 hours of the original time, the market stays open for it. If it's pushed back further than that, it settles at a fair price.\n"
          "Q: What about a cancelled match?\n"
          "A: A cancellation also settles at a fair price.\n"
          "Q: Who decides the score?\n"
          "A: The sources listed for this series.",
          "2026-11-21T14:30:00Z"), [ESPN],
        E("win", "Dortmund", "regulation", "provider", None, 48, "fair_price", "fair_price")))

    # 004 non-native English speaker, away win
    out.append(v2("aw2-004", ["writer:non_native_italian", "layout:plain", "nonstandard_grammar", "british_date", "progressive_tense"],
        ["F:win", "S2", "D1", "P2", "C4", "R3"], "Torino", "Juventus", "seriea",
        M("KXSERIEAGAME", "26DEC06TORJUV", "JUV", "Torino vs Juventus Winner?", "Juventus",
          "If Juventus is winning the game Torino vs Juventus of Serie A, scheduled originally for 6 December 2026, when the 90 minutes and the stoppage time are finish, the market is resolving Yes. Extra time and penalties is not counting.",
          "If the game finish in draw, only the market of Tie is going Yes. In case the game is cancelled or is moved to more than 48 hours after the first schedule, the market is resolving at a fair price, following the rules.",
          "2026-12-06T17:00:00Z"), EF,
        E("win", "Juventus", "regulation", "provider", None, 48, "fair_price", "fair_price")))

    # 005 engineer, bullets, total over 2.5
    out.append(v2("aw2-005", ["writer:sre_engineer", "layout:bullets_secondary", "symbols", "us_numeric_date", "abbrev:hrs"],
        ["F:total", "S2", "P2", "C4", "R3"], "Man City", "Liverpool", "epl",
        M("KXEPLTOTAL", "26OCT24MCILFC", "3", "Man City vs Liverpool: Total Goals", "Over 2.5 goals",
          "Resolves Yes if Man City and Liverpool score 3 or more goals combined (over 2.5) in their Premier League game originally scheduled for 10/24/2026, counting 90 minutes plus stoppage time only (no extra time, no penalties).",
          "- Own goals: included in the total.\n"
          "- Shoot-out kicks: never goals.\n"
          "- Reschedule > 48 hrs from original start: fair price.\n"
          "- Canceled: fair price.\n"
          "- Resolution data: series settlement sources.",
          "2026-10-24T16:30:00Z"), EF,
        E("total", "over", "regulation", "provider", None, 48, "fair_price", "fair_price", line=2.5)))

    # 006 journalist, World Cup group game, S3 split
    out.append(v2("aw2-006", ["writer:wire_reporter", "layout:plain", "us_date", "exclusion_in_secondary", "syn:take_on"],
        ["F:win", "S3", "D1", "P2", "C4", "R3"], "Argentina", "Austria", "wc",
        M("KXWCGAME", "26JUN22ARGAUT", "ARG", "Argentina vs Austria Winner?", "Argentina",
          "Argentina take on Austria in a FIFA World Cup group match originally scheduled for June 22, 2026. If Argentina are ahead once 90 minutes plus stoppage time have been played, the market resolves to Yes.",
          "Neither extra time nor a penalty shoot-out plays any part in how this market settles. If the teams finish level, it is the Tie market that resolves to Yes. Should the match be canceled, or moved to start over 48 hours later than planned, the market will resolve to a fair price under the rules.",
          "2026-06-22T17:00:00Z"), [FIFA],
        E("win", "Argentina", "regulation", "official", None, 48, "fair_price", "fair_price")))

    # 007 compliance officer, advance
    out.append(v2("aw2-007", ["writer:exchange_compliance", "layout:plain", "formal", "us_date_short", "syn:qualify", "aggregate"],
        ["F:advance", "S6", "P2", "C4", "R3"], "Bayern Munich", "PSG", "ucl",
        M("KXUCLADVANCE", "27APR14BMUPSG", "BMU", "Bayern Munich vs PSG: Who advances?", "Bayern Munich",
          "If Bayern Munich qualify for the semi-finals at the expense of PSG in their UEFA Champions League quarter-final tie, whose second leg is originally scheduled for Apr 14, 2027, the answer is Yes. The tie is decided on aggregate over both legs, including any extra time and any penalty shoot-out in the second leg.",
          "The market resolves to No if PSG qualify. Should the second leg be cancelled, or be rescheduled to start more than 48 hours after its original kickoff, this market will settle at a fair price, per the rules.",
          "2027-04-14T19:00:00Z"), [UEFA],
        E("advance", "Bayern Munich", "penalties", "official", None, 48, "fair_price", "fair_price")))

    # 008 product manager, changelog, btts, "two days"
    out.append(v2("aw2-008", ["writer:pm_changelog", "layout:changelog_secondary", "number_words", "american_spelling", "us_date"],
        ["F:btts", "S2", "P2", "C4", "R3"], "Napoli", "Inter", "seriea",
        M("KXSERIEABTTS", "27JAN10NAPINT", "BTTS", "Napoli vs Inter: Both Teams to Score?", "Both teams score",
          "Yes if both Napoli and Inter score at least once in their Serie A game originally scheduled for January 10, 2027, within 90 minutes plus stoppage time (extra time and penalties excluded).",
          "Changelog (v2): postponement handling updated. If the game is canceled or moved more than two days past its original start time, the market now resolves to a fair price per the rules. Settlement sources unchanged: see the series.",
          "2027-01-10T19:45:00Z"), EF,
        E("btts", "yes", "regulation", "provider", None, 48, "fair_price", "fair_price")))

    # 009 statistician, spread
    out.append(v2("aw2-009", ["writer:quant_analyst", "layout:plain", "variables", "inequality", "iso_date"],
        ["F:spread", "S2", "P2", "C4", "R3"], "Real Madrid", "Osasuna", "laliga",
        M("KXLALIGASPREAD", "26NOV08RMAOSA", "RMA2", "Real Madrid vs Osasuna: Spread", "Real Madrid wins by over 1.5 goals",
          "Let M be Real Madrid's goals minus Osasuna's goals at the end of 90 minutes plus stoppage time (extra time and penalties excluded) in their LaLiga game originally scheduled for 2026-11-08. The market resolves Yes if M > 1.5, that is, if M is 2 or more, and No otherwise.",
          "Non-completion: if the game is canceled, or its start is moved more than 48 hours beyond the original schedule, the market takes a fair price under the rules.",
          "2026-11-08T20:00:00Z"), EF,
        E("spread", "Real Madrid", "regulation", "provider", None, 48, "fair_price", "fair_price", line=1.5)))

    # 010 sports-desk editor, first-half tie
    out.append(v2("aw2-010", ["writer:night_subeditor", "layout:plain", "abbrev:48h", "british_spelling", "syn:put_back", "us_date_short"],
        ["F:half", "P2", "C4", "R3"], "Tottenham", "West Ham", "epl",
        M("KXEPL1H", "27FEB13TOTWHU", "TIE", "Tottenham vs West Ham: First Half Winner?", "Tie",
          "If Tottenham and West Ham are level at half-time in their Premier League game originally scheduled for Feb 13, 2027, the market resolves to Yes. Only the first 45 minutes plus first-half stoppage time count.",
          "Everything after the interval is irrelevant to this market. Should the game be cancelled, or put back by more than 48h from the original kickoff, it settles at a fair price under the rules.",
          "2027-02-13T15:00:00Z"), EF,
        E("half", "draw", None, "provider", None, 48, "fair_price", "fair_price", half="first")))

    # 011 customer-service macro, MLS, P3
    out.append(v2("aw2-011", ["writer:chat_support_macro", "layout:plain", "greeting", "american_spelling", "us_date"],
        ["F:win", "S2", "D1", "P3", "C4", "R3"], "Inter Miami", "Orlando City", "mls",
        M("KXMLSGAME", "26AUG15MIAORL", "MIA", "Inter Miami vs Orlando City Winner?", "Inter Miami",
          "Thanks for your question! This market resolves to Yes if Inter Miami beat Orlando City in their MLS match originally scheduled for August 15, 2026, counting the 90 minutes plus stoppage time only (no extra time, no penalties).",
          "If the kickoff is pushed back but the match still starts within 48 hours of the original time, the market stays open and settles on that match. If the delay runs longer than 48 hours, or the match is canceled, the market is settled at a fair price as per the rules. A tie after regulation resolves the Tie market to Yes. Hope this helps!",
          "2026-08-15T23:30:00Z"), [MLS],
        E("win", "Inter Miami", "regulation", "official", None, 48, "fair_price", "fair_price")))

    # 012 lawyer's redraft, enumerated notwithstanding clause, abandonment
    out.append(v2("aw2-012", ["writer:counsel_redraft", "layout:enumerated_inline", "notwithstanding", "if_and_only_if", "number_words_and_numerals", "us_date"],
        ["F:win", "S2", "D1", "P2", "C4", "AB", "R3"], "PSG", "Marseille", "ligue1",
        M("KXLIGUE1GAME", "27MAR14PSGOM", "PSG", "PSG vs Marseille Winner?", "PSG",
          "The market resolves to Yes if, and only if, PSG has scored more goals than Marseille at the conclusion of regulation time (being ninety (90) minutes together with stoppage time, and excluding extra time and penalties) in the Ligue 1 fixture originally scheduled for March 14, 2027.",
          "Notwithstanding the foregoing: (i) should the fixture finish level, the Tie market, and not this market, resolves to Yes; (ii) should the fixture be cancelled, or rescheduled to commence more than forty-eight hours after its original start, the market shall be settled at a fair price pursuant to the rules; and (iii) should the fixture be abandoned and not resumed within forty-eight hours, the market likewise resolves to a fair price.",
          "2027-03-14T20:00:00Z"), EF,
        E("win", "PSG", "regulation", "provider", None, 48, "fair_price", "fair_price", "fair_price")))

    # 013 hurried intern, knockout second leg, no scope anywhere -> ambiguous
    out.append(v2("aw2-013", ["writer:hurried_intern", "layout:terse_secondary", "abbrev:hrs", "us_date_short", "no_scope_knockout"],
        ["F:win", "S:ambiguous", "P2", "C4", "R3"], "Liverpool", "Atletico Madrid", "ucl",
        M("KXUCLGAME", "27MAR16LFCATM", "LFC", "Liverpool vs Atletico Madrid Winner?", "Liverpool",
          "Liverpool beating Atletico Madrid in their UEFA Champions League round-of-16 second leg, originally scheduled for Mar 16, 2027, resolves this market to Yes.",
          "Canceled, or moved more than 48 hrs out: fair price per rules.",
          "2027-03-16T20:00:00Z"), EF,
        E("win", "Liverpool", "ambiguous", "provider", None, 48, "fair_price", "fair_price")))

    # 014 operations lead, cancellation left to the exchange -> ambiguous
    out.append(v2("aw2-014", ["writer:operations_lead", "layout:plain", "british_date_short", "syn:ends_in_a_tie"],
        ["F:draw", "S2", "P2", "C:ambiguous", "R3"], "Stuttgart", "Freiburg", "bundesliga",
        M("KXBUNDESLIGAGAME", "27FEB20VFBSCF", "TIE", "Stuttgart vs Freiburg Winner?", "Tie",
          "If Stuttgart vs Freiburg (Bundesliga, originally scheduled for 20 Feb 2027) ends in a tie once 90 minutes plus stoppage time are played, the market resolves to Yes. Extra time and penalties do not apply.",
          "A game moved to a start more than 48 hours after its original start resolves to a fair price. If the game is canceled, the exchange will decide how this market is settled.",
          "2027-02-20T19:30:00Z"), EF,
        E("draw", "draw", "regulation", "provider", None, 48, "ambiguous", "fair_price")))

    # 015 casual moderator, "a couple of days" -> window ambiguous
    out.append(v2("aw2-015", ["writer:casual_moderator", "layout:plain", "colloquial", "us_date", "syn:gets_delayed"],
        ["F:win", "S2", "D1", "P:ambiguous", "C4", "R3"], "Newcastle", "Everton", "epl",
        M("KXEPLGAME", "26DEC19NEWEVE", "NEW", "Newcastle vs Everton Winner?", "Newcastle",
          "Newcastle to beat Everton in the Premier League, game originally scheduled for December 19, 2026: Yes if they do it within 90 minutes plus stoppage time (no extra time, no penalties).",
          "If the match gets delayed by more than a couple of days, or canceled, it gets settled at a fair price according to the rules. If the teams draw, the Tie market resolves Yes.",
          "2026-12-19T15:00:00Z"), EF,
        E("win", "Newcastle", "regulation", "provider", None, "ambiguous", "fair_price", "fair_price")))

    # 016 data-partnerships manager, two sources without order -> source ambiguous
    out.append(v2("aw2-016", ["writer:data_partnerships", "layout:plain", "us_date", "syn:defeats", "whichever_first"],
        ["F:win", "S2", "P2", "C4", "R:ambiguous"], "Roma", "Fiorentina", "seriea",
        M("KXSERIEAGAME", "27APR04ROMFIO", "ROM", "Roma vs Fiorentina Winner?", "Roma",
          "If Roma defeats Fiorentina in their Serie A game originally scheduled for April 4, 2027, with the result taken at the close of 90 minutes plus stoppage time (extra time and penalties excluded), this market resolves Yes.",
          "The result will be taken from the official Lega Serie A website or a major broadcaster, whichever reports it first. Where the game is called off, or rescheduled beyond 48 hours from its original start, it settles at a fair price per the rules.",
          "2027-04-04T16:00:00Z"), EF,
        E("win", "Roma", "regulation", "ambiguous", "ambiguous", 48, "fair_price", "fair_price")))

    # 017 betting columnist, exact score 1-1
    out.append(v2("aw2-017", ["writer:betting_columnist", "layout:plain", "question_lead", "syn:apiece", "syn:slips", "us_date_short"],
        ["F:exact_score", "S2", "P2", "C4", "R3"], "Atletico Madrid", "Sevilla", "laliga",
        M("KXLALIGASCORE", "27JAN23ATMSEV", "11", "Atletico Madrid vs Sevilla: Exact Score", "1-1",
          "Will Atletico Madrid and Sevilla draw 1-1? If the LaLiga game originally scheduled for Jan 23, 2027 finishes one goal apiece at the end of 90 minutes plus stoppage time, the market resolves to Yes; any other scoreline resolves it to No. Goals in extra time and penalty kicks do not count.",
          "If the game is canceled, or its start slips more than 48 hours past the original time, the market is settled at a fair price, following the rules.",
          "2027-01-23T20:00:00Z"), EF,
        E("exact_score", "1-1", "regulation", "provider", None, 48, "fair_price", "fair_price")))

    # 018 data engineer, sources named in the text (provider then provider)
    out.append(v2("aw2-018", ["writer:data_engineer", "layout:labelled_lines", "us_numeric_date_short", "named_provider"],
        ["F:win", "S2", "D1", "P2", "C4", "R:provider_then_provider"], "Aston Villa", "Brighton", "epl",
        M("KXEPLGAME", "27JAN16AVLBHA", "BHA", "Aston Villa vs Brighton Winner?", "Brighton",
          "If Brighton beats Aston Villa in their Premier League game originally scheduled for 1/16/2027, scored at the end of 90 minutes plus stoppage time (extra time and penalties not counted), the market resolves to Yes.",
          "Score source: Opta match data. If Opta data is unavailable, ESPN's published final score is used.\n"
          "Tie after regulation: the Tie market resolves to Yes.\n"
          "Canceled, or rescheduled more than 48 hours after the original start: resolves to a fair price per the rules.",
          "2027-01-16T15:00:00Z"), EF,
        E("win", "Brighton", "regulation", "provider", "provider", 48, "fair_price", "fair_price")))

    # 019 teacher, headings in secondary, World Cup knockout tie at end of regulation
    out.append(v2("aw2-019", ["writer:coach_educator", "layout:headings_secondary", "even_though", "us_date"],
        ["F:draw", "S3", "P2", "C4", "R3"], "England", "France", "wc",
        M("KXWCGAME", "26JUL05ENGFRA", "TIE", "England vs France Winner?", "Tie",
          "If England vs France, a FIFA World Cup round-of-16 match originally scheduled for July 5, 2026, is level when 90 minutes plus stoppage time are up, the Tie market resolves to Yes.",
          "What counts\n"
          "Only regulation time. Extra time and a shoot-out play no part, so a draw at the end of regulation resolves this market to Yes even though the match will continue.\n\n"
          "If the match moves\n"
          "If the match is canceled, or moved so that it kicks off over 48 hours after its original start time, it settles at a fair price according to the rules.",
          "2026-07-05T20:00:00Z"), EF,
        E("draw", "draw", "regulation", "provider", None, 48, "fair_price", "fair_price")))

    # 020 ex-bookmaker, P3 in words, abandonment refunded
    out.append(v2("aw2-020", ["writer:ex_bookmaker", "layout:labelled_lines", "number_words", "british_date", "syn:pens", "refund"],
        ["F:win", "S2", "D1", "P3", "C4", "AB", "R3"], "Liverpool", "Manchester United", "epl",
        M("KXEPLGAME", "27MAR06LFCMUN", "LFC", "Liverpool vs Manchester United Winner?", "Liverpool",
          "Liverpool to win vs Manchester United (Premier League; originally scheduled for 6 March 2027). Yes if Liverpool are ahead after ninety minutes plus stoppage time. Extra time and pens don't count.",
          "Postponed: if the match kicks off within forty-eight hours of the original time, the market stays open and settles on it; if not, it resolves to a fair price.\n"
          "Cancelled: fair price.\n"
          "Abandoned and not completed: all positions are refunded at cost.\n"
          "Draw: the Tie market is the one that resolves Yes.",
          "2027-03-06T20:00:00Z"), EF,
        E("win", "Liverpool", "regulation", "provider", None, 48, "fair_price", "fair_price", "refund")))

    # 021 rules engineer, table secondary, first team to score incl. extra time (S5)
    out.append(v2("aw2-021", ["writer:rules_engineer", "layout:table_secondary", "us_date", "whole_game"],
        ["F:other", "S5", "P2", "C4", "R3"], "Arsenal", "Benfica", "ucl",
        M("KXUCLFTTS", "27MAR09ARSBEN", "ARS", "Arsenal vs Benfica: First Team to Score", "Arsenal",
          "If Arsenal scores the first goal of the Arsenal vs Benfica UEFA Champions League match originally scheduled for March 9, 2027, counting the whole game (regulation, stoppage time and any extra time), the market resolves to Yes.",
          "| Case | Result |\n"
          "|---|---|\n"
          "| Benfica scores first | No |\n"
          "| No goal in the whole game | No |\n"
          "| Penalty shoot-out kicks | not goals; ignored |\n"
          "| Cancelled | fair price per the rules |\n"
          "| Rescheduled > 48 h after original start | fair price per the rules |",
          "2027-03-09T20:00:00Z"), [UEFA],
        E("other", "Arsenal", "extra_time", "official", None, 48, "fair_price", "fair_price")))

    return out
