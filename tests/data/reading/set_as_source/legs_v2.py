"""Set (as), venue_two legs: help-centre style.

`rules_primary` is the short summary answer; `rules_secondary` holds the questions and
answers. Every leg is hand-written; `expected` is stated inline, read from the two fields
together (and from the series' settlement sources where the text names none).
"""

from legs_v1 import exp

ESPN_FOX = [{"name": "ESPN", "url": "https://www.espn.com/soccer/"},
            {"name": "Fox Sports", "url": "https://www.foxsports.com/soccer"}]
FIFA = [{"name": "FIFA", "url": "https://www.fifa.com/"}]
UEFA = [{"name": "UEFA", "url": "https://www.uefa.com/"}]
MLS = [{"name": "MLS", "url": "https://www.mlssoccer.com/"}]


def leg(n, styles, meanings, home, away, comp, series, datecode, hcode, acode, suffix,
        title, yes_sub, primary, secondary, occ, sources, expected):
    event = "%s-%s%s%s" % (series, datecode, hcode, acode)
    return {
        "id": "as2-%03d" % n,
        "venue": "venue_two",
        "styles": sorted(styles),
        "meanings": meanings,
        "home": home,
        "away": away,
        "competition": comp,
        "market": {
            "ticker": "%s-%s" % (event, suffix),
            "event_ticker": event,
            "series_ticker": series,
            "title": title,
            "yes_sub_title": yes_sub,
            "no_sub_title": yes_sub,
            "rules_primary": primary,
            "rules_secondary": secondary,
            "occurrence_datetime": occ,
        },
        "series_settlement_sources": sources,
        "expected": expected,
    }


def legs():
    L = []

    # 1 ---------------------------------------------------------------- win, S2 P3 C4 D1 R3
    L.append(leg(
        1, ["help_centre", "second_person", "summary_first", "faq_headings", "as_long_as",
            "american_spelling", "date:mon_d_yyyy", "numerals", "negation"],
        ["F:win", "S2", "D1", "P3", "C4", "R3"],
        "Arsenal", "Chelsea", "epl", "KXEPLGAME", "26OCT17", "ARS", "CFC", "ARS",
        "Arsenal vs Chelsea Winner?", "Arsenal",
        "Yes pays if Arsenal beat Chelsea in their English Premier League game originally "
        "scheduled for Oct 17, 2026, counting only 90 minutes plus stoppage time (no extra "
        "time, no penalties).",
        "What if the game ends level?\n"
        "Then Arsenal haven't won, so this market resolves No and the Tie market resolves "
        "Yes.\n\n"
        "What if the game is postponed?\n"
        "As long as it kicks off within 48 hours of the original start, the market stays "
        "open. If it's pushed back further than that, we'll settle at a fair price under "
        "the rules.\n\n"
        "What if it's canceled?\n"
        "The market settles at a fair price under the rules.",
        "2026-10-17T14:00:00Z", ESPN_FOX,
        exp("win", "Arsenal", "regulation", "provider", None, 48, "fair_price",
            "fair_price", None)))

    # 2 ---------------------------------------------------------------- tie leg, bullets, two days
    L.append(leg(
        2, ["help_centre", "second_person", "bullets", "aside:good_to_know", "number_words",
            "numerals", "date:month_d_yyyy", "syn:called_off", "definition"],
        ["F:draw", "S2", "D1", "P2", "C4", "R3"],
        "Real Madrid", "Barcelona", "laliga", "KXLALIGAGAME", "26OCT25", "RMA", "BAR", "TIE",
        "Real Madrid vs Barcelona Winner?", "Tie",
        "This market resolves Yes if Real Madrid vs Barcelona (Spanish La Liga), originally "
        "scheduled for October 25, 2026, is a tie once 90 minutes plus stoppage time are played. "
        "Extra time and penalties don't count.",
        "Good to know:\n"
        "- \"Tie\" means both teams have scored the same number of goals when regulation "
        "ends, 0-0 included.\n"
        "- If the game is called off, or moved more than two days (48 hours) from its "
        "original start, the market is settled at a fair price according to the rules.\n"
        "- We use the final score reported by our settlement sources.",
        "2026-10-25T19:00:00Z", ESPN_FOX,
        exp("draw", "draw", "regulation", "provider", None, 48, "fair_price",
            "fair_price", None)))

    # 3 ---------------------------------------------------------------- S4 primary, scope in secondary
    L.append(leg(
        3, ["help_centre", "second_person", "summary_first", "faq_headings",
            "date:d_mon_yyyy", "american_spelling", "away_side", "negation"],
        ["F:win", "S4", "D1", "P3", "C4", "R3"],
        "Bayern Munich", "Dortmund", "bundesliga", "KXBUNDESLIGAGAME", "26NOV07", "BMU",
        "BVB", "BVB",
        "Bayern Munich vs Dortmund Winner?", "Dortmund",
        "Short answer: Dortmund need to win their Bundesliga game away at Bayern Munich "
        "(originally set for 7 Nov 2026) for Yes to pay.",
        "Does extra time count?\n"
        "League games don't have extra time. We only count the 90 minutes plus stoppage "
        "time.\n\n"
        "What if it's a draw?\n"
        "It's a No for this market. The Tie market pays out instead.\n\n"
        "Postponed or canceled?\n"
        "If the game doesn't start within 48 hours of its original kick-off time, or "
        "doesn't happen at all, we'll settle your position at a fair price, as set out in the "
        "rules.",
        "2026-11-07T17:30:00Z", ESPN_FOX,
        exp("win", "Dortmund", "regulation", "provider", None, 48, "fair_price",
            "fair_price", None)))

    # 4 ---------------------------------------------------------------- WC, S3, FIFA series
    L.append(leg(
        4, ["help_centre", "second_person", "summary_first", "faq_headings", "negation",
            "american_spelling", "date:month_d_yyyy", "syn:called_off"],
        ["F:win", "S3", "D1", "P2", "C4", "R3"],
        "USA", "Paraguay", "wc", "KXWCGAME", "26JUN12", "USA", "PAR", "USA",
        "USA vs Paraguay Winner?", "USA",
        "Yes if the USA beat Paraguay in their FIFA World Cup game originally scheduled for "
        "June 12, 2026, once 90 minutes plus stoppage time have been played.",
        "Do extra time or penalties count?\n"
        "No. Neither one is part of this market.\n\n"
        "What if it finishes level?\n"
        "This market resolves No. The Tie market resolves Yes.\n\n"
        "What if the game is delayed?\n"
        "If it's called off, or moved to a start time more than 48 hours after the "
        "original one, we'll close your position at a fair price under the rules.",
        "2026-06-13T01:00:00Z", FIFA,
        exp("win", "USA", "regulation", "official", None, 48, "fair_price",
            "fair_price", None)))

    # 5 ---------------------------------------------------------------- advance, S6, UEFA
    L.append(leg(
        5, ["help_centre", "second_person", "summary_first", "faq_headings", "yes_no_answer",
            "american_spelling", "date:mon_d_yyyy", "two_way", "syn:qualify"],
        ["F:advance", "S6", "P2", "C4", "R3"],
        "Real Madrid", "Man City", "ucl", "KXUCLADVANCE", "27APR14", "RMA", "MCI", "MCI",
        "Real Madrid vs Man City: Who advances?", "Man City",
        "Yes if Man City qualify for the semifinals from their Champions League "
        "quarterfinal tie with Real Madrid (second leg originally scheduled for Apr 14, "
        "2027).",
        "Does extra time count?\n"
        "Yes. This market is about who goes through, so extra time and a penalty shootout "
        "both count.\n\n"
        "Is there a Tie market?\n"
        "No. One of the two teams always advances.\n\n"
        "What if the second leg is canceled, or postponed by more than 48 hours?\n"
        "Then we'll settle at a fair price under the rules.",
        "2027-04-14T19:00:00Z", UEFA,
        exp("advance", "Man City", "penalties", "official", None, 48, "fair_price",
            "fair_price", None)))

    # 6 ---------------------------------------------------------------- total over 2.5
    L.append(leg(
        6, ["help_centre", "second_person", "inline_questions", "numerals",
            "american_spelling", "date:mon_d_yyyy", "parenthetical"],
        ["F:total", "S2", "P2", "C4", "R3"],
        "Liverpool", "Man City", "epl", "KXEPLTOTAL", "26NOV29", "LFC", "MCI", "3",
        "Liverpool vs Man City: Total Goals", "Over 2.5 goals scored",
        "Yes if Liverpool and Man City score 3 or more goals between them in their Premier "
        "League game originally scheduled for Nov 29, 2026 (90 minutes plus stoppage time; "
        "extra time and penalties not included).",
        "Do own goals count? Yes, every goal counts, whoever scores it.\n"
        "What if the game is postponed? If it isn't played within 48 hours of the scheduled "
        "start, this market settles at a fair price.\n"
        "What if it's canceled? Same as above: a fair price, per the rules.",
        "2026-11-29T16:30:00Z", ESPN_FOX,
        exp("total", "over", "regulation", "provider", None, 48, "fair_price",
            "fair_price", None, line=2.5)))

    # 7 ---------------------------------------------------------------- spread 3+ (2.5)
    L.append(leg(
        7, ["help_centre", "second_person", "worked_examples", "number_words",
            "date:month_d_yyyy", "syn:called_off", "negation"],
        ["F:spread", "S2", "P2", "C4", "R3"],
        "Leverkusen", "Frankfurt", "bundesliga", "KXBUNDESLIGASPREAD", "26DEC12", "LEV",
        "SGE", "LEV3",
        "Leverkusen vs Frankfurt: Spread", "Leverkusen wins by over 2.5 goals",
        "Yes if Leverkusen beat Frankfurt by three goals or more in their Bundesliga game "
        "originally scheduled for December 12, 2026, after 90 minutes plus added time "
        "(not counting extra time or penalties).",
        "Examples\n"
        "- Leverkusen win 3-0: Yes.\n"
        "- Leverkusen win 4-2: No, that's only a two-goal margin.\n"
        "- A draw or a Frankfurt win: No.\n\n"
        "What if the game is postponed by more than forty-eight hours, or called off?\n"
        "Then the market settles at a fair price in line with the rules.",
        "2026-12-12T14:30:00Z", ESPN_FOX,
        exp("spread", "Leverkusen", "regulation", "provider", None, 48, "fair_price",
            "fair_price", None, line=2.5)))

    # 8 ---------------------------------------------------------------- btts, AB = cancellation
    L.append(leg(
        8, ["help_centre", "second_person", "faq_headings", "british_spelling",
            "date:d_mon_yyyy", "syn:abandoned", "negation"],
        ["F:btts", "S2", "P2", "C4", "AB", "R3"],
        "Juventus", "Inter", "seriea", "KXSERIEABTTS", "26NOV22", "JUV", "INT", "BTTS",
        "Juventus vs Inter: Both Teams to Score?", "Both teams score",
        "Yes if both Juventus and Inter score at least one goal in their Serie A game "
        "originally scheduled for 22 Nov 2026, counting regular time plus stoppage time "
        "only.",
        "What if only one team scores?\n"
        "Then it's No. A 0-0 is No too.\n\n"
        "Do own goals count?\n"
        "Yes, for the team they're credited to.\n\n"
        "What if the game is postponed or cancelled?\n"
        "If the game is called off, or doesn't start within 48 hours of its scheduled time, "
        "the market resolves at a fair price, following the rules.\n\n"
        "What if the game is abandoned?\n"
        "If play is stopped and the game isn't completed, we treat it the same as a "
        "cancellation.",
        "2026-11-22T19:45:00Z", ESPN_FOX,
        exp("btts", "yes", "regulation", "provider", None, 48, "fair_price",
            "fair_price", "fair_price")))

    # 9 ---------------------------------------------------------------- first half
    L.append(leg(
        9, ["help_centre", "second_person", "summary_first", "faq_headings",
            "american_spelling", "date:mon_d_yyyy", "negation"],
        ["F:half", "D1", "P2", "C4", "R3"],
        "Newcastle", "Aston Villa", "epl", "KXEPL1H", "27JAN23", "NEW", "AVL", "NEW",
        "Newcastle vs Aston Villa: First Half Winner?", "Newcastle",
        "Yes if Newcastle are leading Aston Villa at half-time in their Premier League game "
        "originally scheduled for Jan 23, 2027. Only the first half, including its "
        "stoppage time, counts.",
        "What about the second half?\n"
        "Nothing that happens after the break affects this market.\n\n"
        "What if it's level at the break?\n"
        "No for this market; the first-half Tie market resolves Yes.\n\n"
        "What if the game is postponed for more than 48 hours, or canceled?\n"
        "We'll pay out at a fair price under the rules.",
        "2027-01-23T17:30:00Z", ESPN_FOX,
        exp("half", "Newcastle", None, "provider", None, 48, "fair_price",
            "fair_price", None, half="first")))

    # 10 --------------------------------------------------------------- exact score 2-2
    L.append(leg(
        10, ["help_centre", "second_person", "faq_headings", "terse", "american_spelling",
             "date:month_d_yyyy", "negation"],
        ["F:exact_score", "S2", "P2", "C4", "R3"],
        "Atletico Madrid", "Sevilla", "laliga", "KXLALIGASCORE", "27FEB14", "ATM", "SEV",
        "22",
        "Atletico Madrid vs Sevilla: Exact Score", "2-2",
        "Yes if the final score of Atletico Madrid vs Sevilla (La Liga, originally "
        "scheduled for February 14, 2027) is exactly 2-2 once 90 minutes plus stoppage "
        "time have been played.",
        "Does extra time count?\n"
        "No, and neither do penalties.\n\n"
        "Which goals are listed first?\n"
        "The home side's: Atletico Madrid 2, Sevilla 2.\n\n"
        "Postponed more than 48 hours, or canceled?\n"
        "You'll be settled at a fair price under the rules.",
        "2027-02-14T20:00:00Z", ESPN_FOX,
        exp("exact_score", "2-2", "regulation", "provider", None, 48, "fair_price",
            "fair_price", None)))

    # 11 --------------------------------------------------------------- AMBIGUOUS scope: UCL 2nd leg
    L.append(leg(
        11, ["help_centre", "second_person", "faq_headings", "terse", "date:month_d_yyyy",
             "american_spelling"],
        ["F:win", "S:ambiguous", "D1", "P2", "C4", "R3"],
        "PSG", "Bayern Munich", "ucl", "KXUCLGAME", "27MAR16", "PSG", "BMU", "PSG",
        "PSG vs Bayern Munich Winner?", "PSG",
        "Yes if PSG win their Champions League round of 16 second leg against Bayern "
        "Munich, originally scheduled for March 16, 2027.",
        "How is the winner decided?\n"
        "We use the final result of the game.\n\n"
        "What if it's a tie?\n"
        "This market resolves No, and the Tie market resolves Yes.\n\n"
        "What if it's postponed past 48 hours, or canceled?\n"
        "A fair price, under the rules.",
        "2027-03-16T20:00:00Z", UEFA,
        exp("win", "PSG", "ambiguous", "official", None, 48, "fair_price",
            "fair_price", None)))

    # 12 --------------------------------------------------------------- AMBIGUOUS timing: 48h vs open until played
    L.append(leg(
        12, ["help_centre", "second_person", "faq_headings", "reassurance",
             "american_spelling", "date:mon_d_yyyy", "contradiction"],
        ["F:win", "S2", "D1", "P:ambiguous", "C4", "R3"],
        "Napoli", "AC Milan", "seriea", "KXSERIEAGAME", "26DEC06", "NAP", "ACM", "NAP",
        "Napoli vs AC Milan Winner?", "Napoli",
        "Yes if Napoli beat AC Milan in their Serie A game originally scheduled for Dec 6, "
        "2026, counting 90 minutes plus stoppage time. If the game is pushed back by more "
        "than 48 hours, the market settles at a fair price.",
        "What if it's a draw?\n"
        "No. The Tie market resolves Yes.\n\n"
        "What if the game is postponed?\n"
        "Don't worry: we'll keep the market open until the match finally happens, however long "
        "that takes.\n\n"
        "What if it's canceled?\n"
        "A fair price, under the rules.",
        "2026-12-06T19:45:00Z", ESPN_FOX,
        exp("win", "Napoli", "regulation", "provider", None, "ambiguous", "fair_price",
            "ambiguous", None)))

    # 13 --------------------------------------------------------------- AMBIGUOUS cancellation
    L.append(leg(
        13, ["help_centre", "second_person", "faq_headings", "british_spelling",
             "date:d_month_yyyy", "vague_discretion"],
        ["F:win", "S2", "D1", "P2", "C:ambiguous", "R3"],
        "Marseille", "PSG", "ligue1", "KXLIGUE1GAME", "27JAN17", "OM", "PSG", "OM",
        "Marseille vs PSG Winner?", "Marseille",
        "Yes if Marseille beat PSG in their Ligue 1 game originally scheduled for 17 "
        "January 2027, at the end of 90 minutes plus stoppage time (extra time and penalties "
        "excluded).",
        "What if it's a draw?\n"
        "This market is a No; Tie is a Yes.\n\n"
        "What if the game is postponed?\n"
        "If it's moved more than 48 hours from the original kick-off, the market settles at "
        "a fair price.\n\n"
        "What if it's cancelled altogether?\n"
        "We'll review what happened and post an update on how the market settles.",
        "2027-01-17T19:45:00Z", ESPN_FOX,
        exp("win", "Marseille", "regulation", "provider", None, 48, "ambiguous",
            "fair_price", None)))

    # 14 --------------------------------------------------------------- AMBIGUOUS source
    L.append(leg(
        14, ["help_centre", "second_person", "faq_headings", "unordered_sources",
             "american_spelling", "date:mon_d_yyyy"],
        ["F:win", "S2", "D1", "P2", "C4", "R:ambiguous"],
        "Tottenham", "Newcastle", "epl", "KXEPLGAME", "27JAN02", "TOT", "NEW", "TOT",
        "Tottenham vs Newcastle Winner?", "Tottenham",
        "Yes if Tottenham beat Newcastle in their Premier League game originally scheduled "
        "for Jan 2, 2027, judged on 90 minutes plus stoppage time (no extra time or "
        "penalties).",
        "What if it ends level?\n"
        "No. The Tie market resolves Yes.\n\n"
        "Where does the result come from?\n"
        "From the Premier League's website or a major broadcaster's match report.\n\n"
        "What if it's postponed more than 48 hours, or canceled?\n"
        "We'll settle at a fair price, in line with the rules.",
        "2027-01-02T15:00:00Z", ESPN_FOX,
        exp("win", "Tottenham", "regulation", "ambiguous", "ambiguous", 48, "fair_price",
            "fair_price", None)))

    # 15 --------------------------------------------------------------- own source with fallback
    L.append(leg(
        15, ["help_centre", "second_person", "faq_headings", "number_words",
             "american_spelling", "date:mon_d_yyyy", "syn:slips"],
        ["F:win", "S2", "D1", "P2", "C4"],
        "LA Galaxy", "Seattle", "mls", "KXMLSGAME", "26SEP19", "LA", "SEA", "LA",
        "LA Galaxy vs Seattle Winner?", "LA Galaxy",
        "Yes if LA Galaxy beat Seattle in their MLS game originally scheduled for Sep 19, "
        "2026, when 90 minutes plus stoppage time are over (no extra time, no penalties).",
        "What if it's a draw?\n"
        "No for this market; Tie resolves Yes.\n\n"
        "Where do you get the score?\n"
        "From the official MLS website. If it isn't posted there, we use ESPN's match "
        "report instead.\n\n"
        "What if kickoff slips?\n"
        "If the game is delayed by more than two days, or canceled, we'll settle at a fair "
        "price.",
        "2026-09-20T02:30:00Z", MLS,
        exp("win", "LA Galaxy", "regulation", "official", "provider", 48, "fair_price",
            "fair_price", None)))

    # 16 --------------------------------------------------------------- AB treated as cancellation (fair price)
    L.append(leg(
        16, ["help_centre", "second_person", "faq_headings", "british_spelling",
             "date:mon_d_yyyy", "syn:abandoned", "away_side"],
        ["F:win", "S2", "D1", "P3", "C4", "AB", "R3"],
        "Dortmund", "Leverkusen", "bundesliga", "KXBUNDESLIGAGAME", "27MAR13", "BVB", "LEV",
        "LEV",
        "Dortmund vs Leverkusen Winner?", "Leverkusen",
        "Yes if Leverkusen win away at Dortmund in their Bundesliga game originally "
        "scheduled for Mar 13, 2027, based on 90 minutes plus stoppage time only.",
        "What if it's a draw?\n"
        "This market resolves No and the Tie market resolves Yes.\n\n"
        "What if the game is postponed?\n"
        "Nothing changes as long as it's played within 48 hours of the original kick-off. "
        "Any later than that, and we settle at a fair price.\n\n"
        "What if the game is cancelled?\n"
        "We settle at a fair price, as the rules set out.\n\n"
        "What if the match is abandoned?\n"
        "If it's stopped and never finished, we handle it like a cancellation: fair price.",
        "2027-03-13T17:30:00Z", ESPN_FOX,
        exp("win", "Leverkusen", "regulation", "provider", None, 48, "fair_price",
            "fair_price", "fair_price")))

    # 17 --------------------------------------------------------------- AB refund
    L.append(leg(
        17, ["help_centre", "second_person", "faq_headings", "american_spelling",
             "date:month_d_yyyy", "syn:abandoned", "refund"],
        ["F:win", "S2", "D1", "P2", "C4", "AB", "R3"],
        "Chelsea", "Liverpool", "epl", "KXEPLGAME", "27APR03", "CFC", "LFC", "CFC",
        "Chelsea vs Liverpool Winner?", "Chelsea",
        "Yes if Chelsea beat Liverpool in their Premier League game originally scheduled "
        "for April 3, 2027, after 90 minutes and stoppage time. Extra time and penalties "
        "aren't included.",
        "What if it's a draw?\n"
        "No. The Tie market pays instead.\n\n"
        "What if the game is postponed by more than 48 hours, or canceled?\n"
        "We'll settle at a fair price under the rules.\n\n"
        "What if play is stopped and the game is never finished?\n"
        "We'll refund you the price you paid for your position.",
        "2027-04-03T16:30:00Z", ESPN_FOX,
        exp("win", "Chelsea", "regulation", "provider", None, 48, "fair_price",
            "fair_price", "refund")))

    # 18 --------------------------------------------------------------- silent on void / timing
    L.append(leg(
        18, ["help_centre", "second_person", "faq_headings", "date:d_mon_yyyy",
             "negation", "away_side"],
        ["F:win", "S2", "D1", "R3"],
        "AC Milan", "Roma", "seriea", "KXSERIEAGAME", "27APR10", "ACM", "ROM", "ROM",
        "AC Milan vs Roma Winner?", "Roma",
        "Yes if Roma win away at AC Milan in Serie A, in the game originally scheduled for "
        "10 Apr 2027, going by the score at the end of 90 minutes plus stoppage.",
        "What if it ends in a draw?\n"
        "This market resolves No; the Tie market resolves Yes.\n\n"
        "Do extra time or penalties count?\n"
        "No.",
        "2027-04-10T18:45:00Z", ESPN_FOX,
        exp("win", "Roma", "regulation", "provider", None, None, None, None, None)))

    # 19 --------------------------------------------------------------- first team to score, S5
    L.append(leg(
        19, ["help_centre", "second_person", "summary_first", "faq_headings",
             "american_spelling", "date:month_d_yyyy", "negation"],
        ["F:other", "S5", "P2", "C4", "R3"],
        "Argentina", "France", "wc", "KXWCFTTS", "26JUL05", "ARG", "FRA", "ARG",
        "Argentina vs France: First Team to Score", "Argentina",
        "Yes if Argentina score the first goal of their World Cup round of 16 game against "
        "France, originally scheduled for July 5, 2026. The whole game counts: regulation, "
        "stoppage time and any extra time.",
        "Do penalty shootout kicks count as goals?\n"
        "No.\n\n"
        "What if nobody scores?\n"
        "This market resolves No.\n\n"
        "Postponed over 48 hours, or canceled?\n"
        "Fair price, per the rules.",
        "2026-07-05T20:00:00Z", FIFA,
        exp("other", "Argentina", "extra_time", "official", None, 48, "fair_price",
            "fair_price", None)))

    # 20 --------------------------------------------------------------- tie leg, forty-eight (48)
    L.append(leg(
        20, ["help_centre", "second_person", "aside:heads_up", "faq_headings", "as_long_as",
             "number_words", "numerals", "british_spelling", "date:d_mon_yyyy"],
        ["F:draw", "S2", "D1", "P3", "C4", "R3"],
        "Lyon", "Monaco", "ligue1", "KXLIGUE1GAME", "27FEB20", "OL", "MON", "TIE",
        "Lyon vs Monaco Winner?", "Tie",
        "Tie pays Yes when Lyon and Monaco finish level in their Ligue 1 game originally "
        "scheduled for 20 Feb 2027, after ninety minutes plus stoppage time.",
        "Heads up: extra time and penalties are never part of this market.\n\n"
        "What if the game is postponed?\n"
        "As long as it kicks off within forty-eight (48) hours of the original time, "
        "nothing changes. Otherwise the market is settled at a fair price, in line with the "
        "rules.\n\n"
        "What if it's cancelled?\n"
        "Also a fair price.",
        "2027-02-20T16:00:00Z", ESPN_FOX,
        exp("draw", "draw", "regulation", "provider", None, 48, "fair_price",
            "fair_price", None)))

    # 21 --------------------------------------------------------------- WC knockout, explicit regulation
    L.append(leg(
        21, ["help_centre", "second_person", "aside:heads_up", "faq_headings", "exception",
             "worked_examples", "british_spelling", "date:mon_d_yyyy", "negation"],
        ["F:win", "S3", "D1", "P2", "C4", "R3"],
        "England", "Brazil", "wc", "KXWCGAME", "26JUN30", "ENG", "BRA", "ENG",
        "England vs Brazil Winner?", "England",
        "Yes if England beat Brazil in their World Cup knockout game originally scheduled "
        "for Jun 30, 2026, with the result taken at 90 minutes plus added time.",
        "Heads up: this is a knockout game, but extra time and penalties do not count for "
        "this market. If England only win after extra time or on penalties, this market "
        "resolves No.\n\n"
        "Is there a Tie market?\n"
        "Yes. If it's level after 90 minutes plus stoppage, Tie resolves Yes.\n\n"
        "Postponed or cancelled?\n"
        "If the match is called off, or moved more than 48 hours out, we settle at a "
        "fair price.",
        "2026-06-30T20:00:00Z", FIFA,
        exp("win", "England", "regulation", "official", None, 48, "fair_price",
            "fair_price", None)))

    return L
