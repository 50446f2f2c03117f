"""Set (au), venue_two legs: `rules_primary` is the short rule, `rules_secondary` is a
busy listing page (preview, tips, marketing, how-to-trade, responsible-play notice)
with the rest of the rule somewhere inside it.
"""

ESPN = {"name": "ESPN", "url": "https://www.espn.com/soccer/"}
FOX = {"name": "Fox Sports", "url": "https://www.foxsports.com/soccer"}
UEFA = {"name": "UEFA", "url": "https://www.uefa.com/"}
FIFA = {"name": "FIFA", "url": "https://www.fifa.com/"}
MLS = {"name": "MLS", "url": "https://www.mlssoccer.com/"}

RESP = [
    "Trade responsibly. Event contracts carry a risk of loss; decide on a budget before you trade.",
    "Only trade what you can afford to lose. Must be 18+ (21+ in some states).",
    "If trading stops being fun, take a break. Support is available around the clock.",
    "Know your limits: set deposit caps in your account settings. Adults only.",
]


def v2(i, styles, meanings, home, away, comp, series, datecode, hcode, acode, suffix,
       title, yes_sub, primary, paras, occ, sss, exp):
    keys = ["family", "outcome", "line", "half", "scope", "source_primary",
            "source_fallback", "timing_window", "void_cancelled",
            "void_postponed_long", "void_abandoned"]
    assert set(exp) == set(keys), (i, set(keys) ^ set(exp))
    ev = "%s-%s%s%s" % (series, datecode, hcode, acode)
    return {
        "id": "au2-%03d" % i,
        "venue": "venue_two",
        "styles": sorted(styles),
        "meanings": meanings,
        "home": home,
        "away": away,
        "competition": comp,
        "market": {
            "ticker": "%s-%s" % (ev, suffix),
            "event_ticker": ev,
            "series_ticker": series,
            "title": title,
            "yes_sub_title": yes_sub,
            "no_sub_title": yes_sub,
            "rules_primary": primary,
            "rules_secondary": "\n\n".join(paras),
            "occurrence_datetime": occ,
        },
        "series_settlement_sources": sss,
        "expected": {k: exp[k] for k in keys},
    }


def E(family, outcome, scope, sp, sf, tw, vc, vp, va, line=None, half=None):
    return dict(family=family, outcome=outcome, line=line, half=half, scope=scope,
                source_primary=sp, source_fallback=sf, timing_window=tw,
                void_cancelled=vc, void_postponed_long=vp, void_abandoned=va)


def legs():
    L = []

    # 1. win, S2, D1, P2+C4 joined, R3 ESPN/Fox
    L.append(v2(1, ["layout:page", "american_spelling", "numerals", "noise:draw_stats", "noise:tv"],
        ["F:win", "S2", "D1", "P2", "C4", "R3"],
        "Chelsea", "Arsenal", "epl", "KXEPLGAME", "26NOV28", "CFC", "ARS", "CFC",
        "Chelsea vs Arsenal Winner?", "Chelsea",
        "If Chelsea beat Arsenal in the Chelsea vs Arsenal professional English Premier League game originally scheduled for Nov 28, 2026, going by the score at the close of 90 minutes and stoppage time (extra time and penalties are not counted), the contract settles Yes.",
        ["Match preview: Chelsea host Arsenal at Stamford Bridge, kick-off 12:30 GMT, on TNT Sports in the UK and Peacock in the US. Chelsea have drawn four of their last six home league games, and the reverse fixture last season finished 1-1.",
         "If the two sides are level at the end, it is the Tie market that resolves to Yes, and this one resolves to No.",
         "Trading tip: late goals decided three of the last five meetings, so prices can swing hard after the 80th minute.",
         "Should the game be canceled, or moved to a kickoff more than 48 hours after its original slot, this market will be settled at a fair price under the exchange rules.",
         RESP[0]],
        "2026-11-28T12:30:00Z", [ESPN, FOX],
        E("win", "Chelsea", "regulation", "provider", None, 48, "fair_price", "fair_price", None)))

    # 2. tie; Copa del Rey draw noise; "two days"; ESPN only
    L.append(v2(2, ["layout:page", "number_words", "noise:cup_draw", "syn:level", "date:d_month_y"],
        ["F:draw", "S2", "D1", "P2", "C4", "R3"],
        "Real Madrid", "Barcelona", "laliga", "KXLALIGAGAME", "26OCT24", "RMA", "BAR", "TIE",
        "Real Madrid vs Barcelona Winner?", "Tie",
        "If the Real Madrid vs Barcelona professional Spanish La Liga soccer game originally scheduled for Oct 24, 2026 ends in a Tie, judged once 90 minutes and stoppage time are over (extra time and penalties not included), this market settles to Yes.",
        ["El Clasico, 24 October 2026, Santiago Bernabeu, 16:15 local time. Barcelona are top of the table by two points.",
         "Cup news: the Copa del Rey draw is made on Monday. Neither club's cup opponent affects this market.",
         "A level score when regulation ends means Tie resolves Yes; a win for either club resolves it No.",
         "How to trade: Yes contracts on Tie pay $1 each if the game ends level; No contracts pay $1 if someone wins.",
         "If the match is canceled, or put back by more than two days from its original start time, the market settles at a fair price in line with the rules.",
         RESP[1]],
        "2026-10-24T14:15:00Z", [ESPN],
        E("draw", "draw", "regulation", "provider", None, 48, "fair_price", "fair_price", None)))

    # 3. win; S4 primary, scope in the secondary among ET noise; P3; C4
    L.append(v2(3, ["layout:page", "scope_in_secondary", "noise:extra_time", "P3_wording", "british_spelling"],
        ["F:win", "S4", "P3", "C4", "R3"],
        "Bayer Leverkusen", "Stuttgart", "bundesliga", "KXBUNDESLIGAGAME", "26NOV28", "LEV", "VFB", "LEV",
        "Bayer Leverkusen vs Stuttgart Winner?", "Bayer Leverkusen",
        "If Bayer Leverkusen wins the Bayer Leverkusen vs Stuttgart professional German Bundesliga soccer game originally scheduled for Nov 28, 2026, the market is resolved Yes.",
        ["Preview: last season's DFB-Pokal tie between these two went to extra time and was settled by a penalty shoot-out. Leverkusen have not lost at the BayArena since March.",
         "Scope of this market: only the score at the end of 90 minutes plus stoppage time counts. There is no extra time in a league game, and nothing beyond regulation is considered.",
         "Marketing: trade the Bundesliga weekend with zero fees on your first ten trades.",
         "If the game is postponed but kicks off within 48 hours of its scheduled time, the market stays open. If it is postponed beyond that, or cancelled, the market is settled at a fair price per the rules.",
         RESP[2]],
        "2026-11-28T14:30:00Z", [ESPN, FOX],
        E("win", "Bayer Leverkusen", "regulation", "provider", None, 48, "fair_price", "fair_price", None)))

    # 4. win; S4 primary and no scope in the secondary -> scope ambiguous
    L.append(v2(4, ["layout:page", "no_scope", "noise:extra_time", "noise:penalties", "italian_names"],
        ["F:win", "S:ambiguous", "P2", "C4", "R3"],
        "Juventus", "Napoli", "seriea", "KXSERIEAGAME", "26NOV29", "JUV", "NAP", "JUV",
        "Juventus vs Napoli Winner?", "Juventus",
        "If Juventus wins the Juventus vs Napoli professional Italian Serie A soccer game originally scheduled for Nov 29, 2026, Yes is the resolution.",
        ["Juventus vs Napoli, Allianz Stadium, 20:45 CET. The sides' Coppa Italia semi-final last season needed extra time and then penalties, in which Napoli missed twice.",
         "Form: Juventus are unbeaten in nine; Napoli have won four straight away from home.",
         "Trading tip: the market has priced Juventus as narrow favourites; sharp traders have been backing Napoli since the team news.",
         "If the game is canceled or given a new start more than 48 hours after the original time, the market settles at a fair price as the rules lay down.",
         RESP[3]],
        "2026-11-29T19:45:00Z", [ESPN, FOX],
        E("win", "Juventus", "ambiguous", "provider", None, 48, "fair_price", "fair_price", None)))

    # 5. total over 2.5
    L.append(v2(5, ["layout:page", "three_or_more", "noise:goals_stats", "numerals"],
        ["F:total", "S2", "P2", "C4", "R3"],
        "Liverpool", "Man City", "epl", "KXEPLTOTAL", "26NOV07", "LFC", "MCI", "3",
        "Liverpool vs Man City: Total Goals", "Over 2.5 goals scored",
        "If 3 or more goals are scored in the Liverpool vs Man City professional English Premier League game originally scheduled for Nov 7, 2026, counting the 90 minutes plus stoppage time only (no extra time or penalties), the contract resolves Yes.",
        ["Goals guide: six of the last eight meetings went over 2.5 goals, and these two average 3.4 goals a game. Liverpool's striker has scored in five in a row.",
         "Goals scored in any way count toward the total, own goals included.",
         "New here? Total-goals markets let you trade the number of goals without picking a winner.",
         "In the event the game is canceled or pushed back more than 48 hours, the market is settled at a fair price as set out in the rules.",
         RESP[0]],
        "2026-11-07T17:30:00Z", [ESPN, FOX],
        E("total", "over", "regulation", "provider", None, 48, "fair_price", "fair_price", None, line=2.5)))

    # 6. spread; abandonment treated as cancellation -> fair price
    L.append(v2(6, ["layout:page", "margin", "abandonment_as_cancel", "noise:goal_difference", "number_words"],
        ["F:spread", "S2", "P2", "C4", "AB", "R3"],
        "Man City", "Chelsea", "epl", "KXEPLSPREAD", "26NOV21", "MCI", "CFC", "MCI2",
        "Man City vs Chelsea: Spread", "Man City wins by over 1.5 goals",
        "If Man City beat Chelsea by more than 1.5 goals in the Man City vs Chelsea professional English Premier League game originally scheduled for Nov 21, 2026, after ninety minutes plus stoppage time (extra time and penalties excluded), the contract settles Yes.",
        ["City's goal difference is +19, the best in the league, and they have won five of six home games by two clear goals.",
         "Chelsea have lost once by more than one goal this season.",
         "Should the match be canceled, or moved more than forty-eight hours after its original start, the market is settled at a fair price under the rules. A match that is abandoned and not completed is dealt with in the same way as a cancellation.",
         "How spreads work: you are trading whether the favourite wins by enough, not just whether it wins.",
         RESP[1]],
        "2026-11-21T15:00:00Z", [ESPN, FOX],
        E("spread", "Man City", "regulation", "provider", None, 48, "fair_price", "fair_price", "fair_price", line=1.5)))

    # 7. btts; P3
    L.append(v2(7, ["layout:page", "P3_wording", "noise:btts_stats", "british_spelling"],
        ["F:btts", "S2", "P3", "C4", "R3"],
        "Inter", "AC Milan", "seriea", "KXSERIEABTTS", "26OCT25", "INT", "MIL", "Y",
        "Inter vs AC Milan: Both Teams to Score?", "Both teams score",
        "If Inter and AC Milan both score at least one goal in the Inter vs AC Milan professional Italian Serie A game originally scheduled for Oct 25, 2026, counting regulation only (90 minutes and stoppage time; extra time and penalties do not count), this market settles to Yes.",
        ["Derby della Madonnina, San Siro, 20:45 CET. Both teams have scored in each of the last five derbies.",
         "Team news: Inter's first-choice striker is a doubt; Milan's goalkeeper is back from suspension.",
         "If the derby is postponed but still kicks off within 48 hours of the original time, the market remains open. Beyond 48 hours, or if the game is cancelled, the market is settled at a fair price according to the rules.",
         "Boost: trade any Serie A both-teams-to-score market this weekend for a chance to win a signed shirt.",
         RESP[2]],
        "2026-10-25T19:45:00Z", [ESPN, FOX],
        E("btts", "yes", "regulation", "provider", None, 48, "fair_price", "fair_price", None)))

    # 8. advance; UEFA series
    L.append(v2(8, ["layout:page", "two_way", "noise:penalties_missed", "american_spelling"],
        ["F:advance", "S6", "P2", "C4", "R3"],
        "Inter", "Bayern Munich", "ucl", "KXUCLADVANCE", "27MAR16", "INT", "BMU", "INT",
        "Inter vs Bayern Munich: Who advances?", "Inter",
        "If Inter advances past Bayern Munich in their UEFA Champions League round of 16 tie, with the second leg originally scheduled for Mar 16, 2027, the market is resolved Yes. Extra time and a penalty shootout count if the tie needs them.",
        ["Second leg at San Siro, 9:00 PM CET. The first leg in Munich ended 1-1, with Inter missing a penalty in the 88th minute.",
         "History: Bayern have won their last three knockout ties that went to penalties.",
         "If the second leg is canceled, or given a new start more than 48 hours after its original time, the market settles at a fair price as the rules lay down.",
         "Why trade the Champions League here? Markets on every knockout tie, live from the first leg to the final.",
         RESP[3]],
        "2027-03-16T20:00:00Z", [UEFA],
        E("advance", "Inter", "penalties", "official", None, 48, "fair_price", "fair_price", None)))

    # 9. first-half result
    L.append(v2(9, ["layout:page", "half_time", "noise:second_half_stats", "italian_names"],
        ["F:half", "P2", "C4", "R3"],
        "Roma", "Lazio", "seriea", "KXSERIEA1H", "26DEC13", "ROM", "LAZ", "ROM",
        "Roma vs Lazio: First-Half Winner?", "Roma",
        "If Roma are leading Lazio at half-time (end of the first half, first-half stoppage included) in the Roma vs Lazio professional Italian Serie A game originally scheduled for Dec 13, 2026, Yes is the resolution.",
        ["Derby della Capitale preview: Roma score 65% of their goals after the break; Lazio have led at half-time in only two away games.",
         "Only the first half is traded here. The final result does not matter.",
         "If the match is cancelled, or rescheduled for more than 48 hours after the original kickoff, the market is settled at a fair price per the rules.",
         "Tip: first-half markets often price the draw too low in derbies.",
         RESP[0]],
        "2026-12-13T17:00:00Z", [ESPN, FOX],
        E("half", "Roma", None, "provider", None, 48, "fair_price", "fair_price", None, half="first")))

    # 10. exact score 1-1; noise: last meeting 1-1
    L.append(v2(10, ["layout:page", "noise:same_score", "american_spelling"],
        ["F:exact_score", "S2", "P2", "C4", "R3"],
        "Real Betis", "Villarreal", "laliga", "KXLALIGASCORE", "26DEC05", "RBB", "VIL", "1-1",
        "Real Betis vs Villarreal: Exact Score", "Real Betis 1-1 Villarreal",
        "If the final score of the Real Betis vs Villarreal professional Spanish La Liga game originally scheduled for Dec 5, 2026 is exactly 1-1 at the end of 90 minutes plus stoppage time (extra time and penalties not included), the contract resolves Yes.",
        ["Estadio La Cartuja, 21:00 local. The last two meetings here both finished 1-1.",
         "Betis have drawn five of their nine home games; Villarreal concede in almost every away match.",
         "If the game is canceled or moved to more than 48 hours after its scheduled time, the market settles at a fair price according to the rules.",
         "Correct-score markets pay the most when you get it right. Try a few scorelines.",
         RESP[1]],
        "2026-12-05T20:00:00Z", [ESPN, FOX],
        E("exact_score", "1-1", "regulation", "provider", None, 48, "fair_price", "fair_price", None)))

    # 11. win, World Cup, S3 (scope in primary, exclusion in secondary), FIFA series
    L.append(v2(11, ["layout:page", "S3_split", "noise:tv", "noise:cup_draw", "american_spelling"],
        ["F:win", "S3", "D1", "P2", "C4", "R3"],
        "Mexico", "South Korea", "wc", "KXWCGAME", "26JUN18", "MEX", "KOR", "MEX",
        "Mexico vs South Korea Winner?", "Mexico",
        "If Mexico wins the Mexico vs South Korea FIFA World Cup soccer game originally scheduled for Jun 18, 2026, once 90 minutes and added stoppage time are played, the contract settles Yes.",
        ["Group A, Estadio Guadalajara, 7:00 PM local. FOX and Telemundo carry the game in the US. December's tournament draw put these sides together.",
         "Extra time and penalty kicks are not part of this market. If the game is tied at the end of regulation, the Tie market resolves to Yes.",
         "Form: Mexico are unbeaten in seven at home; South Korea have scored in nine straight.",
         "If the game is canceled, or given a new start more than 48 hours after its original kickoff, the market is settled at a fair price under the rules.",
         RESP[2]],
        "2026-06-19T01:00:00Z", [FIFA],
        E("win", "Mexico", "regulation", "official", None, 48, "fair_price", "fair_price", None)))

    # 12. win, own sources in the secondary (official then provider); Opta noise
    L.append(v2(12, ["layout:page", "own_sources", "noise:stats_provider", "british_spelling"],
        ["F:win", "S2", "D1", "P2", "C4"],
        "Dortmund", "RB Leipzig", "bundesliga", "KXBUNDESLIGAGAME", "26DEC19", "BVB", "RBL", "BVB",
        "Dortmund vs RB Leipzig Winner?", "Dortmund",
        "If Dortmund wins the Dortmund vs RB Leipzig professional German Bundesliga game originally scheduled for Dec 19, 2026, after 90 minutes and stoppage time (extra time and penalties left out), this market settles to Yes.",
        ["Signal Iduna Park, 18:30 CET. Form data in this preview is supplied by Opta.",
         "A draw resolves the Tie market to Yes and this market to No.",
         "Settlement source: the final score published on the official Bundesliga website. If that is unavailable, the ESPN match page is used instead.",
         "Trading tip: Leipzig have won their last two visits here, but Dortmund's home xG is the best in the league.",
         "Should the game be cancelled, or put back by more than 48 hours, the market settles at a fair price per the rules.",
         RESP[3]],
        "2026-12-19T17:30:00Z", [ESPN, FOX],
        E("win", "Dortmund", "regulation", "official", "provider", 48, "fair_price", "fair_price", None)))

    # 13. win, MLS; P3 in number words; postponement noise; MLS series
    L.append(v2(13, ["layout:page", "P3_wording", "number_words", "noise:postponed_last_year", "american_spelling"],
        ["F:win", "S2", "D1", "P3", "C4", "R3"],
        "LA Galaxy", "LAFC", "mls", "KXMLSGAME", "26AUG22", "LA", "LAFC", "LA",
        "LA Galaxy vs LAFC Winner?", "LA Galaxy",
        "If LA Galaxy wins the LA Galaxy vs LAFC professional MLS game originally scheduled for Aug 22, 2026, at the end of 90 minutes plus stoppage time (extra time and penalties excluded), the market is resolved Yes.",
        ["El Trafico, Dignity Health Sports Park, 7:30 PM PT. Last year's meeting was postponed by lightning and played the next afternoon.",
         "A tie in regulation sends the Tie market to Yes.",
         "If the game is postponed and kicks off within forty-eight hours of the original time, the market stays open. If not, or if the game is canceled, the market is settled at a fair price per the rules.",
         "Stream every MLS match on MLS Season Pass. Trade every MLS match here.",
         RESP[0]],
        "2026-08-23T02:30:00Z", [MLS],
        E("win", "LA Galaxy", "regulation", "official", None, 48, "fair_price", "fair_price", None)))

    # 14. win; postponement window ambiguous, payout fair price
    L.append(v2(14, ["layout:page", "vague_window", "noise:weather", "british_spelling"],
        ["F:win", "S2", "P:ambiguous", "C4", "R3"],
        "Newcastle", "Aston Villa", "epl", "KXEPLGAME", "26DEC12", "NEW", "AVL", "NEW",
        "Newcastle vs Aston Villa Winner?", "Newcastle",
        "If Newcastle wins the Newcastle vs Aston Villa professional English Premier League game originally scheduled for Dec 12, 2026, at full time, meaning 90 minutes plus stoppage with no extra time and no penalties, Yes is the resolution.",
        ["St James' Park, 12:30 GMT. Weather warning: snow is forecast for the north-east.",
         "Villa won this fixture 2-1 last season.",
         "If the game is cancelled, the market is settled at a fair price under the rules. If it is pushed back significantly, the market likewise resolves to a fair price.",
         "Tip: early kick-offs have produced fewer goals this season.",
         RESP[1]],
        "2026-12-12T12:30:00Z", [ESPN, FOX],
        E("win", "Newcastle", "regulation", "provider", None, "ambiguous", "fair_price", "fair_price", None)))

    # 15. tie; cancellation ambiguous
    L.append(v2(15, ["layout:page", "vague_cancellation", "french_names", "noise:draw_stats"],
        ["F:draw", "S2", "D1", "P2", "C:ambiguous", "R3"],
        "PSG", "Marseille", "ligue1", "KXLIGUE1GAME", "26NOV01", "PSG", "OM", "TIE",
        "PSG vs Marseille Winner?", "Tie",
        "If Tie is the outcome of the PSG vs Marseille professional French Ligue 1 game originally scheduled for Nov 1, 2026, when 90 minutes plus stoppage time have been played (extra time and penalties excluded), the contract resolves Yes.",
        ["Le Classique, Parc des Princes, 20:45 local. Only one of the last ten meetings was drawn.",
         "A level score at the end of regulation means the Tie market resolves Yes.",
         "If the match is moved to a kickoff more than 48 hours after the original one, the market settles at a fair price. If the match is called off for good, the exchange will decide how the market is settled.",
         "Marketing: Ligue 1 markets now open a week before every game.",
         RESP[2]],
        "2026-11-01T19:45:00Z", [ESPN, FOX],
        E("draw", "draw", "regulation", "provider", None, 48, "ambiguous", "fair_price", None)))

    # 16. win; abandonment treated as cancelled -> fair price; date in dd/mm noise
    L.append(v2(16, ["layout:page", "abandonment_as_cancel", "noise:postponed", "legal"],
        ["F:win", "S2", "D1", "P2", "C4", "AB", "R3"],
        "Atletico Madrid", "Sevilla", "laliga", "KXLALIGAGAME", "26NOV08", "ATM", "SEV", "ATM",
        "Atletico Madrid vs Sevilla Winner?", "Atletico Madrid",
        "If Atletico Madrid wins the Atletico Madrid vs Sevilla professional Spanish La Liga game originally scheduled for Nov 8, 2026, on the score after ninety minutes and stoppage time (extra time and penalties do not count), the contract settles Yes.",
        ["Metropolitano, 21:00 CET. Sevilla's visit here in 2024 was postponed by a day because of storms.",
         "In the event of a draw, the Tie market shall resolve to Yes.",
         "In the event that the game is cancelled, or moved to a time more than 48 hours after its original start, the market shall resolve to a fair price as the rules lay down. A game abandoned before completion and not completed shall be treated as cancelled.",
         "Trading tip: Atletico concede fewer than a goal a game at home.",
         RESP[3]],
        "2026-11-08T20:00:00Z", [ESPN, FOX],
        E("win", "Atletico Madrid", "regulation", "provider", None, 48, "fair_price", "fair_price", "fair_price")))

    # 17. tie, World Cup knockout; ET/pens noise in a sentence that is a rule exclusion
    L.append(v2(17, ["layout:page", "knockout", "explicit_exclusion", "noise:advance", "american_spelling"],
        ["F:draw", "S3", "D1", "P2", "C4", "R3"],
        "Brazil", "Japan", "wc", "KXWCGAME", "26JUL04", "BRA", "JPN", "TIE",
        "Brazil vs Japan Winner?", "Tie",
        "Should the Brazil vs Japan FIFA World Cup game originally scheduled for Jul 4, 2026 finish as a Tie once 90 minutes and stoppage time are complete, this market settles to Yes.",
        ["Round of 16. If the game is level after 90 minutes, extra time and, if needed, penalties will decide who goes through; that is traded on the separate Advance market. For this market, extra time and penalties do not count: a level score at the end of regulation resolves Tie to Yes.",
         "Japan beat Brazil in a friendly in 2025; Brazil have not lost a World Cup knockout game in regulation since 2018.",
         "If the game is canceled or given a new start more than 48 hours after the original time, the market is settled at a fair price as the rules lay down.",
         "Trade the whole knockout bracket, from the round of 32 to the final.",
         RESP[0]],
        "2026-07-04T21:00:00Z", [FIFA],
        E("draw", "draw", "regulation", "official", None, 48, "fair_price", "fair_price", None)))

    # 18. win; no void clause at all; postponement only in preview
    L.append(v2(18, ["layout:page", "silent_void", "noise:postponed_last_year", "italian_names"],
        ["F:win", "S2", "D1", "R3"],
        "Atalanta", "Fiorentina", "seriea", "KXSERIEAGAME", "26OCT31", "ATA", "FIO", "ATA",
        "Atalanta vs Fiorentina Winner?", "Atalanta",
        "If Atalanta wins the Atalanta vs Fiorentina professional Italian Serie A game originally scheduled for Oct 31, 2026, when regulation (90 minutes with stoppage) ends (excluding extra time and penalties), the market is resolved Yes.",
        ["Gewiss Stadium preview: last season this fixture was postponed for four days after a cup run and Atalanta won the rearranged game 3-0.",
         "If the game finishes level, Tie resolves to Yes.",
         "Atalanta lead Serie A for shots on target; Fiorentina are missing their top scorer.",
         RESP[1]],
        "2026-10-31T17:00:00Z", [ESPN, FOX],
        E("win", "Atalanta", "regulation", "provider", None, None, None, None, None)))

    # 19. away win; "two days"; abandonment refund; ESPN only
    L.append(v2(19, ["layout:page", "number_words", "abandonment_refund", "french_names", "away_team"],
        ["F:win", "S2", "D1", "P2", "C4", "AB", "R3"],
        "Lyon", "Monaco", "ligue1", "KXLIGUE1GAME", "26NOV22", "OL", "ASM", "ASM",
        "Lyon vs Monaco Winner?", "Monaco",
        "If Monaco wins the Lyon vs Monaco professional French Ligue 1 game originally scheduled for Nov 22, 2026, at the end of normal time, 90 minutes plus stoppage (extra time and penalties excluded), Yes is the resolution.",
        ["Groupama Stadium, 17:05 local. Monaco have lost once in nine; Lyon drew their last two home games 1-1.",
         "A draw after regulation resolves Tie to Yes.",
         "If the match is canceled, or pushed back by more than two days, the market is settled at a fair price as the rules lay down. If play is abandoned and the match is not completed, all positions are refunded at their cost.",
         "Boost: enhanced prices on away wins in Ligue 1 this weekend.",
         RESP[2]],
        "2026-11-22T16:05:00Z", [ESPN],
        E("win", "Monaco", "regulation", "provider", None, 48, "fair_price", "fair_price", "refund")))

    # 20. win; own sources with no order -> source ambiguous
    L.append(v2(20, ["layout:page", "unordered_sources", "noise:stats_provider", "british_spelling"],
        ["F:win", "S2", "D1", "P2", "C4", "R:ambiguous"],
        "Everton", "Brighton", "epl", "KXEPLGAME", "27JAN09", "EVE", "BHA", "EVE",
        "Everton vs Brighton Winner?", "Everton",
        "If Everton wins the Everton vs Brighton professional English Premier League game originally scheduled for Jan 9, 2027, after the 90 minutes and any stoppage time (extra time and penalties not included), the contract resolves Yes.",
        ["Hill Dickinson Stadium, 3pm GMT. Statistics in this preview: Opta.",
         "A draw resolves the Tie market to Yes.",
         "The result will be taken from the official Premier League site or from a major broadcaster's coverage of the game.",
         "Should the match be cancelled, or moved by more than 48 hours, the market is settled at a fair price per the rules.",
         RESP[3]],
        "2027-01-09T15:00:00Z", [ESPN, FOX],
        E("win", "Everton", "regulation", "ambiguous", "ambiguous", 48, "fair_price", "fair_price", None)))

    # 21. total under 2.5 ("fewer than 3 goals")
    L.append(v2(21, ["layout:page", "under_side", "numerals", "noise:goals_stats"],
        ["F:total", "S2", "P2", "C4", "R3"],
        "Athletic Club", "Real Sociedad", "laliga", "KXLALIGATOTAL", "26DEC06", "ATH", "RSO", "U3",
        "Athletic Club vs Real Sociedad: Total Goals", "Under 2.5 goals scored",
        "If fewer than 3 goals are scored in the Athletic Club vs Real Sociedad professional Spanish La Liga game originally scheduled for Dec 6, 2026, at the end of 90 minutes plus stoppage time (extra time and penalties excluded), the contract settles Yes.",
        ["Basque derby at San Mamés, 18:30 CET. Three of the last five derbies had under 2.5 goals.",
         "Both sides have kept clean sheets in their last two games; Real Sociedad's striker is suspended.",
         "If the game is canceled, or its new start is over 48 hours from the original time, the market is settled at a fair price under the rules.",
         RESP[0]],
        "2026-12-06T17:30:00Z", [ESPN, FOX],
        E("total", "under", "regulation", "provider", None, 48, "fair_price", "fair_price", None, line=2.5)))

    return L
