"""venue_one legs of set (at): Gamma `description` texts by non-native rule writers.

Every leg is written by hand. Each text imitates one writer's first language (noted in
`styles` as esl:<language>) or a translation tool with a light edit (`translation_tool`).
The `expected` record is what a careful reader takes from the text despite the grammar.
"""

from common import exp, v1

OFF = "official"
CON = "consensus"
OUP = "open_until_played"


def legs():
    L = []

    # 1. Spanish writer. Win (home). S1, P1, C1, R1, R2. Day/month date, 24-hour time.
    L.append(v1(
        1, ["esl:spanish", "article_added", "literal:time_of_discount", "false_friend:eventual",
            "tense:future_in_condition", "date:dmy", "time:24h", "plain", "layout:paras"],
        ["F:win", "S1", "P1", "C1", "R1", "R2"],
        "Arsenal FC", "Tottenham Hotspur FC", "epl", "5230114",
        "Will Arsenal FC win on 2027-03-14?", "epl-ars-tot-2027-03-14-ars", "Arsenal FC",
        "moneyline", None,
        "This market will resolve to \"Yes\" if Arsenal FC will win the match of the Premier "
        "League against the Tottenham Hotspur FC, programmed for the 14/03/2027 (day/month/year) "
        "at 16:30 UK hour. In other case (a draw or a victory of Tottenham Hotspur FC) the "
        "market resolves to \"No\".\n\n"
        "Only counts the result of the 90 minutes of regular time more the time of discount "
        "that the referee adds. The eventual extra time or penalties are not considered.\n\n"
        "If the match will be postponed, the market stays opened until the match is finally "
        "played, without limit of time. If the match is cancelled in a definitive way and "
        "not exists a match of replacement, the market resolves to \"No\".\n\n"
        "The principal source of resolution are the official statistics of the Premier "
        "League. If these statistics are not published inside of 2 hours after the final of "
        "the match, it is possible to use a consensus of reliable press.\n\n"
        "Modifications of the score done after the resolution of the market will not be "
        "considered.",
        "https://www.premierleague.com/", "2027-03-14 16:30:00+00",
        exp("win", "Arsenal FC", "regulation", OFF, CON, OUP, "no", "result", None)))

    # 2. Portuguese writer. Draw. S1, P1, C1 (draw -> Yes), R1. "2 of May of 2027".
    L.append(v1(
        2, ["esl:portuguese", "loanword_glossed", "date:words_of", "number_words",
            "literal:enter_in_the_account", "plain", "layout:paras"],
        ["F:draw", "S1", "P1", "C1", "R1"],
        "Sevilla FC", "Real Betis Balompié", "laliga", "5230187",
        "Will Sevilla FC vs. Real Betis Balompié end in a draw?",
        "lal-sev-bet-2027-05-02-draw", "Draw (Sevilla FC vs. Real Betis Balompié)",
        "moneyline", None,
        "The market resolves \"Yes\" if the match Sevilla FC x Real Betis Balompié of the "
        "LaLiga, marked for the 2 of May of 2027, finalizes empated (in a draw) at the end of "
        "the regulamentary time, that is the 90 minutes plus the acréscimos (stoppage time). "
        "If one of the two teams wins, it resolves \"No\". Prorrogation (extra time) and "
        "penalty kicks do not enter in the account.\n\n"
        "In case of the match to be adiated (postponed), the market continues open until the "
        "game is realized, independent of how much time it takes. In case the match is "
        "cancelled and there is no new date for it, this market resolves \"Yes\", the same as "
        "a draw.\n\n"
        "The source is the official statistic of the governing body of the competition. When "
        "these are not published until two hours after the end of the game, a consensus of "
        "credible media can be used.",
        "https://www.laliga.com/", "2027-05-02 19:00:00+00",
        exp("draw", "draw", "regulation", OFF, CON, OUP, "yes", "result", None)))

    # 3. German writer. Win (away). S1, P1, C1, AB (as cancelled -> No), R1, R2.
    L.append(v1(
        3, ["esl:german", "verb_final", "inversion_conditional", "date:dotted", "time:24h",
            "passive", "plain", "layout:paras"],
        ["F:win", "S1", "P1", "C1", "AB", "R1", "R2"],
        "FC Bayern München", "Borussia Dortmund", "bundesliga", "5230251",
        "Will Borussia Dortmund win on 2027-04-10?", "bun-bay-dor-2027-04-10-dor",
        "Borussia Dortmund", "moneyline", None,
        "This market resolves to \"Yes\", when Borussia Dortmund the Bundesliga game against "
        "FC Bayern München on 10.04.2027 (kick-off 18:30 German time) wins. Otherwise, so at "
        "a draw or a win of FC Bayern München, it resolves to \"No\".\n\n"
        "Relevant is only the result after the regular playing time of 90 minutes plus the by "
        "the referee added stoppage time. An extension (extra time) or a penalty shooting is "
        "not relevant.\n\n"
        "Should the game be postponed, stays the market open until the game has been played, "
        "also if this lasts longer. Is the game cancelled completely and no replacement date "
        "is fixed, the market resolves to \"No\". Is the game broken off (abandoned) and not "
        "to the end played, it is handled like a cancellation.\n\n"
        "As source serve the official statistics of the Deutsche Fußball Liga. Are these not "
        "within two hours after game end published, a consensus of serious (credible) media "
        "reports may be used. Later corrections of the result after the resolution are not "
        "taken into account.",
        "https://www.bundesliga.com/", "2027-04-10 16:30:00+00",
        exp("win", "Borussia Dortmund", "regulation", OFF, CON, OUP, "no", "result", "no")))

    # 4. Italian writer. Win (away). S1, P4 (fourteen days), C1, R1.
    L.append(v1(
        4, ["esl:italian", "literal:comes_postponed", "false_friend:eventual",
            "literal:recovery", "number_words_and_numerals", "date:dmy", "time:24h",
            "plain", "layout:paras"],
        ["F:win", "S1", "P4", "C1", "R1"],
        "Juventus FC", "SSC Napoli", "seriea", "5230330",
        "Will SSC Napoli win on 2027-02-21?", "sea-juv-nap-2027-02-21-nap", "SSC Napoli",
        "moneyline", None,
        "The market will be resolved in \"Yes\" if SSC Napoli wins the match of Serie A versus "
        "Juventus FC, in program on 21/02/2027 at ore 20:45 (Italian hour). In all the other "
        "cases, it means draw or victory of Juventus FC, the market will be resolved in "
        "\"No\".\n\n"
        "It is valid only the result of the regular time: 90 minutes plus the recovery given "
        "by the referee. Eventual supplementary times and penalties are excluded, also if "
        "they will be played.\n\n"
        "If the match comes postponed and it is not recovered (played) within fourteen days "
        "(two weeks) from the original date, the market will be resolved at the last fair "
        "price of the market, calculated at the moment of the communication of the "
        "postponement. In case of definitive cancellation without a recovery match, the "
        "market will be resolved in \"No\".\n\n"
        "Source: the official data of the Lega Serie A; if they result not available within "
        "2 hours from the end, a consensus of credible information sources.",
        "https://www.legaseriea.it/", "2027-02-21 19:45:00+00",
        exp("win", "SSC Napoli", "regulation", OFF, CON, 336, "no", "last_price", None)))

    # 5. French writer. Draw. S1, P1, C1 (Yes), R1, R2. "at the final of" = at the end.
    L.append(v1(
        5, ["esl:french", "false_friend:final", "false_friend:report", "literal:null_result",
            "date:weekday_dm", "time:24h_h", "british_spelling", "plain", "layout:paras"],
        ["F:draw", "S1", "P1", "C1", "R1", "R2"],
        "Olympique de Marseille", "Olympique Lyonnais", "ligue1", "5230402",
        "Will Olympique de Marseille vs. Olympique Lyonnais end in a draw?",
        "fl1-olm-lyo-2027-03-07-draw", "Draw (Olympique de Marseille vs. Olympique Lyonnais)",
        "moneyline", None,
        "This market will be resolved by \"Yes\" if the match of Ligue 1 between Olympique de "
        "Marseille and Olympique Lyonnais, foreseen the Sunday 7 March 2027 at 20h45 (hour of "
        "Paris), finishes by a null result (draw) at the final of the regulation time, it is "
        "to say 90 minutes and the added time. If one of the both teams wins, the market is "
        "resolved by \"No\".\n\n"
        "In case of postponement (report) of the match, the market rests open until the match "
        "is disputed. In case of annulation definitive without match of replacement, the "
        "market is resolved by \"Yes\".\n\n"
        "The resolution is done on the base of the official statistics of the Ligue de "
        "Football Professionnel. If these are not published in the two hours which follow the "
        "end of the match, one can utilise a consensus of credible sources of information.\n\n"
        "Every modification of the score posterior to the resolution is ignored.",
        "https://www.ligue1.com/", "2027-03-07 19:45:00+00",
        exp("draw", "draw", "regulation", OFF, CON, OUP, "yes", "result", None)))

    # 6. Polish writer (articles dropped). Total over 2.5. S1, P1, C2, R1. Decimal comma.
    L.append(v1(
        6, ["esl:polish", "articles_dropped", "decimal_comma", "date:dotted",
            "number_words_and_numerals", "word_order", "plain", "layout:paras"],
        ["F:total", "S1", "P1", "C2", "R1"],
        "Manchester City FC", "Liverpool FC", "epl", "5230466",
        "Manchester City FC vs. Liverpool FC: Over 2.5 goals?",
        "epl-mac-liv-2027-02-20-total-2pt5", "Over 2.5", "totals", 2.5,
        "Market resolve to \"Yes\" if in match Manchester City FC against Liverpool FC of "
        "Premier League, planned on 20.02.2027, will be scored in total three or more goals "
        "(it means more than 2,5). If will be scored two goals or less, market resolve to "
        "\"No\".\n\n"
        "Counts only goals in regular time of 90 minutes together with added time; goals from "
        "extra time and from penalty series not count.\n\n"
        "If match is postponed, market stay open until match is played. If match is cancelled "
        "and not exist any make-up date, market will be resolved 50-50.\n\n"
        "Source of resolution is official statistics of Premier League; when they are not "
        "published during 2 hours after end of match, can be used consensus of credible "
        "reporting.",
        "https://www.premierleague.com/", "2027-02-20 17:30:00+00",
        exp("total", "over", "regulation", OFF, CON, OUP, "50-50", "result", None, line=2.5)))

    # 7. Spanish writer. Spread, home -1.5 ("difference of minimum two goals"). C2.
    L.append(v1(
        7, ["esl:spanish", "loanword:empate", "examples_in_parentheses", "date:dmy",
            "symbol_plus", "plain", "layout:paras"],
        ["F:spread", "S1", "P1", "C2", "R1"],
        "Real Madrid CF", "Getafe CF", "laliga", "5230519",
        "Spread: Real Madrid CF (-1.5)", "lal-rea-get-2027-01-09-spread-home-1pt5",
        "Real Madrid CF (-1.5)", "spreads", -1.5,
        "This market resolves \"Yes\" if Real Madrid CF wins against Getafe CF with a "
        "difference of minimum two goals (for example 2-0, 3-1 or 4-2) in the match of LaLiga "
        "of the 09/01/2027. If Real Madrid CF wins for only one goal of difference, if there "
        "is empate (draw) or if Getafe CF wins, resolves \"No\".\n\n"
        "Is considered solely the regulation time (90 minutes + added minutes).\n\n"
        "If the match suffers a postponement, the market keeps open until the realization of "
        "the match. When the match is cancelled definitely without game of replacement, the "
        "market resolves to 50-50.\n\n"
        "Principal source: official statistics of LaLiga. Secondary source: consensus of "
        "credible media, only if the official ones are not published in 2 hours.",
        "https://www.laliga.com/", "2027-01-09 20:00:00+00",
        exp("spread", "Real Madrid CF", "regulation", OFF, CON, OUP, "50-50", "result", None,
            line=1.5)))

    # 8. Turkish writer (progressive overuse). BTTS yes. S1, P1, C2, R1.
    L.append(v1(
        8, ["esl:turkish", "progressive_overuse", "date:dmy_words", "literal:injury_time",
            "condition_first", "plain", "layout:paras"],
        ["F:btts", "S1", "P1", "C2", "R1"],
        "Bayer 04 Leverkusen", "RB Leipzig", "bundesliga", "5230580",
        "Bayer 04 Leverkusen vs. RB Leipzig: Both Teams to Score?",
        "bun-b04-lei-2027-03-13-btts", "Both Teams to Score", "both_teams_to_score", None,
        "If in the Bundesliga match between Bayer 04 Leverkusen and RB Leipzig which is "
        "planned for 13 March 2027, each of the two teams scores minimum one goal, this market "
        "is resolving to \"Yes\". If one team or both teams cannot score any goal, it is "
        "resolving to \"No\".\n\n"
        "For this market the goals of the normal time are counted, it means 90 minutes and "
        "the injury time. The goals in the extra time and in penalty shootout are not "
        "counted.\n\n"
        "When the match is delayed to another day, the market is staying open until the match "
        "is being played. When the match is cancelled and there is no replay match, the "
        "market is resolving 50-50.\n\n"
        "The resolution source is the official statistic of the Bundesliga; if this is not "
        "announced in 2 hours after the final whistle, consensus of credible reporting is "
        "used.",
        "https://www.bundesliga.com/", "2027-03-13 14:30:00+00",
        exp("btts", "yes", "regulation", OFF, CON, OUP, "50-50", "result", None)))

    # 9. Italian writer. First-half result ("first time" = first half). C2.
    L.append(v1(
        9, ["esl:italian", "literal:first_time", "literal:in_advantage", "literal:parity",
            "tense:future_in_condition", "date:dmy", "plain", "layout:paras"],
        ["F:half", "P1", "C2", "R1"],
        "AC Milan", "FC Internazionale Milano", "seriea", "5230647",
        "Will FC Internazionale Milano lead AC Milan at half-time?",
        "sea-mil-int-2027-02-28-1h-int", "FC Internazionale Milano (1st Half)",
        "first_half_moneyline", None,
        "The market will be resolved in \"Yes\" if FC Internazionale Milano will be in "
        "advantage at the end of the first time (the first 45 minutes plus the recovery) of "
        "the match of Serie A against AC Milan of the 28/02/2027. If at the interval the "
        "result is parity or AC Milan is in advantage, the market will be resolved in "
        "\"No\". What happens in the second time is not relevant.\n\n"
        "In case of postponement, the market remains open until the match will be played. In "
        "case of cancellation without recovery match, the market will be resolved 50-50.\n\n"
        "Source: official data of the Lega Serie A, or, if not published within two hours, a "
        "consensus of credible sources.",
        "https://www.legaseriea.it/", "2027-02-28 19:45:00+00",
        exp("half", "FC Internazionale Milano", None, OFF, CON, OUP, "50-50", "result", None,
            half="first")))

    # 10. French writer. Exact score 2-1 (home first). C3 (as 0-0 -> No on this leg).
    L.append(v1(
        10, ["esl:french", "false_friend:reported", "literal:in_absence_of", "date:dmy",
             "british_spelling", "plain", "layout:paras"],
        ["F:exact_score", "S1", "P1", "C3", "R1"],
        "Paris Saint-Germain", "AS Monaco", "ligue1", "5230703",
        "Exact Score: Paris Saint-Germain 2-1 AS Monaco?", "fl1-par-mon-2027-01-16-score-2-1",
        "Paris Saint-Germain 2-1 AS Monaco", "soccer_exact_score", None,
        "This market is resolved by \"Yes\" if the exact final score of the match Paris "
        "Saint-Germain – AS Monaco (Ligue 1, 16/01/2027) is 2-1 in favour of Paris "
        "Saint-Germain, that is two goals for Paris Saint-Germain and one goal for AS Monaco. "
        "Every other score gives \"No\".\n\n"
        "Only the regulation time of 90 minutes and the additional time are taken in "
        "account.\n\n"
        "If the match is reported to a later date, the market stays open until it is played. "
        "If the match is annulled without a match of replacement, the market is resolved as "
        "if the score was 0-0.\n\n"
        "Sources: official statistics of the LFP; in absence of publication during two hours "
        "after the match, one uses a consensus of credible media.",
        "https://www.ligue1.com/", "2027-01-16 20:00:00+00",
        exp("exact_score", "2-1", "regulation", OFF, CON, OUP, "no", "result", None)))

    # 11. Spanish writer. Advance (two-way, knockout, ET + penalties). C2.
    L.append(v1(
        11, ["esl:spanish", "literal:match_of_return", "word_order:verb_subject",
             "tense:future_in_condition", "date:dmy", "plain", "layout:paras"],
        ["F:advance", "S6", "P1", "C2", "R1"],
        "FC Barcelona", "Manchester United FC", "ucl", "5230771",
        "Will FC Barcelona qualify to the quarter-finals?", "ucl-bar-mun-2027-03-17-advance-bar",
        "FC Barcelona", "moneyline", None,
        "This market resolves to \"Yes\" if FC Barcelona qualifies for the quarter-finals of "
        "the UEFA Champions League after the tie of round of 16 against Manchester United FC "
        "(match of return the 17/03/2027 in Barcelona). If qualifies Manchester United FC, "
        "resolves to \"No\".\n\n"
        "For this market counts the global result of the tie, including the extra time and "
        "the penalty shoot-out if they are necessary.\n\n"
        "If the match of return will be postponed, the market keeps open until it is played. "
        "If the tie is cancelled definitely without being decided, the market resolves "
        "50-50.\n\n"
        "The source are the official results of UEFA (uefa.com); if they are not published "
        "in 2 hours after the end, a consensus of credible reporting.",
        "https://www.uefa.com/", "2027-03-17 20:00:00+00",
        exp("advance", "FC Barcelona", "penalties", OFF, CON, OUP, "50-50", "result", None)))

    # 12. Brazilian Portuguese writer. Win, World Cup group. S1, P1, C1, AB (as cancelled), R1.
    L.append(v1(
        12, ["esl:portuguese", "false_friend:eventual", "literal:is_worth",
             "literal:suspended_definitively", "date:dmy", "time:24h_utc", "plain",
             "layout:paras"],
        ["F:win", "S1", "P1", "C1", "AB", "R1"],
        "Brazil", "Morocco", "wc", "5230838",
        "Will Brazil win on 2026-06-13?", "fifwc-bra-mar-2026-06-13-bra", "Brazil",
        "moneyline", None,
        "The market resolves \"Yes\" if Brazil wins the match against Morocco of the group "
        "phase of the FIFA World Cup 2026, scheduled for the day 13/06/2026, 22:00 UTC. In "
        "case of draw or of victory of Morocco, resolves \"No\".\n\n"
        "Is worth only the result of the 90 minutes of regulamentary time with the acréscimos "
        "(stoppage time). In the group phase there is no extra time.\n\n"
        "Eventual postponement: the market continues open until the match is played. If the "
        "match is cancelled and don't have a make-up game, the market resolves \"No\". If the "
        "match is suspended definitively and not is completed, it is treated like a "
        "cancellation.\n\n"
        "The principal source is the official statistics of FIFA. If these are not published "
        "until 2 hours after the end, it can be used a consensus of credible reporting.",
        "https://www.fifa.com/", "2026-06-13 22:00:00+00",
        exp("win", "Brazil", "regulation", OFF, CON, OUP, "no", "result", "no")))

    # 13. German via translation tool. Win in a UCL quarter-final second leg, no clear scope.
    L.append(v1(
        13, ["translation_tool", "esl:german", "date:dotted", "literal:decisive_is",
             "plain", "layout:paras"],
        ["F:win", "S:ambiguous", "P1", "C1", "R1"],
        "FC Bayern München", "Real Madrid CF", "ucl", "5230902",
        "Will FC Bayern München win on 2027-04-14?", "ucl-bay-rea-2027-04-14-bay",
        "FC Bayern München", "moneyline", None,
        "This market resolves to \"Yes\" if FC Bayern München wins the match against Real "
        "Madrid CF (UEFA Champions League, quarter-final, return leg) on 14.04.2027. In the "
        "other case it resolves to \"No\".\n\n"
        "Decisive is the result at the end of the match, as it is communicated by the referee "
        "with the final whistle.\n\n"
        "Should the match be postponed, the market remains open for so long as it is not "
        "played. If the match is cancelled without replacement date, the market resolves to \"No\".\n\n"
        "Source are the official data of the UEFA; if these are not available within two "
        "hours, a consensus of credible reports.",
        "https://www.uefa.com/", "2027-04-14 19:00:00+00",
        exp("win", "FC Bayern München", "ambiguous", OFF, CON, OUP, "no", "result", None)))

    # 14. Turkish writer. Win. Postponement window clear (48 h), payout after it unclear.
    L.append(v1(
        14, ["esl:turkish", "articles_dropped", "preposition:during", "tense:future_in_condition",
             "date:dmy_words", "time:24h", "plain", "layout:paras"],
        ["F:win", "S1", "P:ambiguous", "C1", "R1"],
        "Chelsea FC", "Newcastle United FC", "epl", "5230968",
        "Will Chelsea FC win on 2027-01-23?", "epl-che-new-2027-01-23-che", "Chelsea FC",
        "moneyline", None,
        "This market will resolve \"Yes\" if Chelsea FC beats Newcastle United FC in the "
        "Premier League match which is on 23 January 2027, 15:00 (UK time). If match finishes "
        "draw or Newcastle United FC wins, \"No\".\n\n"
        "Result of regular time (90 minutes plus added time) is valid only; extra time and "
        "penalties are not valid.\n\n"
        "If the match will be postponed, market waits during 48 hours. After this time, market "
        "will be closed and resolved in the most suitable way.\n\n"
        "If the match is cancelled and not played again, market resolves \"No\".\n\n"
        "Resolution source is official Premier League statistics, and if these are not "
        "published during 2 hours after the match, consensus of credible reporting.",
        "https://www.premierleague.com/", "2027-01-23 15:00:00+00",
        exp("win", "Chelsea FC", "regulation", OFF, CON, 48, "no", "ambiguous", None)))

    # 15. Italian writer. Draw. Cancellation payout left to "the regulation in force".
    L.append(v1(
        15, ["esl:italian", "literal:comes_postponed", "literal:parity",
             "tense:future_in_condition", "date:dmy", "plain", "layout:paras"],
        ["F:draw", "S1", "P1", "C:ambiguous", "R1"],
        "AS Roma", "SS Lazio", "seriea", "5231035",
        "Will AS Roma vs. SS Lazio end in a draw?", "sea-rom-laz-2027-04-11-draw",
        "Draw (AS Roma vs. SS Lazio)", "moneyline", None,
        "The market will be resolved in \"Yes\" if the derby AS Roma – SS Lazio of Serie A, in "
        "calendar on 11/04/2027, will finish in parity after the regular time (90 minutes "
        "plus recovery). If one team wins, \"No\".\n\n"
        "If the match comes postponed, the market stays open until the match will be "
        "played.\n\n"
        "In case the match will be annulled definitively, the market will be resolved "
        "according to the regulation in force.\n\n"
        "Source: official data of Lega Serie A; in lack of them within 2 hours from the end, "
        "consensus of credible sources of information.",
        "https://www.legaseriea.it/", "2027-04-11 16:00:00+00",
        exp("draw", "draw", "regulation", OFF, CON, OUP, "ambiguous", "result", None)))

    # 16. Polish/Turkish mix, US spelling. Win (away), MLS. AB 50-50, cancellation No.
    L.append(v1(
        16, ["esl:polish", "progressive_overuse", "american_spelling", "date:dotted",
             "time:24h_local", "literal:stopped_definitively", "plain", "layout:paras"],
        ["F:win", "S1", "P1", "C1", "AB", "R1"],
        "LA Galaxy", "Los Angeles FC", "mls", "5231101",
        "Will Los Angeles FC win on 2027-05-15?", "mls-lag-laf-2027-05-15-laf",
        "Los Angeles FC", "moneyline", None,
        "Market is resolving to \"Yes\" if Los Angeles FC is winning against LA Galaxy in "
        "Major League Soccer match planned on 15.05.2027 at 19:30 (Pacific time). If the "
        "result is draw or LA Galaxy is winning, market is resolving \"No\".\n\n"
        "Only the 90 minutes of normal time plus added minutes are considered.\n\n"
        "If the match is postponed, the market is remaining open until the match is played. "
        "If the match is canceled and no make-up match is organized, market resolves \"No\". "
        "If the match is started but is stopped definitively before the end (abandoned) and "
        "it is not continued, the market is resolving 50-50.\n\n"
        "Source is the official statistics of MLS; if not published in two hours after the "
        "match, is used a consensus of credible reporting.",
        "https://www.mlssoccer.com/", "2027-05-16 02:30:00+00",
        exp("win", "Los Angeles FC", "regulation", OFF, CON, OUP, "no", "result", "50-50")))

    # 17. Spanish via translation tool. Draw. C1 (Yes), AB (same -> Yes), R1, R2. "5th of April".
    L.append(v1(
        17, ["translation_tool", "esl:spanish", "article_added", "date:ordinal_of",
             "word_order:verb_subject", "tense:future_in_condition", "plain", "layout:paras"],
        ["F:draw", "S1", "P1", "C1", "AB", "R1", "R2"],
        "Aston Villa FC", "Everton FC", "epl", "5231166",
        "Will Aston Villa FC vs. Everton FC end in a draw?", "epl-ast-eve-2027-04-05-draw",
        "Draw (Aston Villa FC vs. Everton FC)", "moneyline", None,
        "This market will resolve to \"Yes\" if the match of the Premier League between Aston "
        "Villa FC and Everton FC of the 5th of April of 2027 ends in a draw when are completed "
        "the 90 minutes and the time added by the referee. The goals in the extra time or in "
        "the penalties do not count. If some of the teams wins, the market resolves to "
        "\"No\".\n\n"
        "If the match will be postponed, the market will stay open until the match is "
        "disputed, doesn't matter how much time it takes.\n\n"
        "In the case that the match is cancelled and it does not exist a match of make-up, "
        "the market is resolving to \"Yes\". Equal is applied if the match is abandoned and it "
        "is not resumed.\n\n"
        "The resolution will be made with the official statistics of the Premier League; if "
        "these are not published during the two hours following the match, with a consensus "
        "of credible reporting. Corrections posterior to the resolution are not considered.",
        "https://www.premierleague.com/", "2027-04-05 19:00:00+00",
        exp("draw", "draw", "regulation", OFF, CON, OUP, "yes", "result", "yes")))

    # 18. Italian writer. Total under 2.5 ("less than 3 goals"). C2 as "0,50 per share".
    L.append(v1(
        18, ["esl:italian", "decimal_comma", "literal:recovery", "terse_headings", "date:dmy",
             "time:24h", "layout:paras"],
        ["F:total", "S1", "P1", "C2", "R1"],
        "Atalanta BC", "ACF Fiorentina", "seriea", "5231230",
        "Atalanta BC vs. ACF Fiorentina: Under 2.5 goals?",
        "sea-ata-fio-2027-03-06-total-under-2pt5", "Under 2.5", "totals", 2.5,
        "The market will be resolved in \"Yes\" if in the match Atalanta BC – ACF Fiorentina "
        "(Serie A, 06/03/2027, ore 18:00) the two teams together will score less than 3 goals "
        "(under 2,5). With 3 or more goals in total, the market will be resolved in "
        "\"No\".\n\n"
        "The goals valid are only these of the regular time, 90 minutes plus recovery.\n\n"
        "Postponed match: the market stays open until the match is played. Match annulled "
        "without recovery: the market is resolved at 50-50 (0,50 per share for each "
        "outcome).\n\n"
        "Source: official data of Lega Serie A, otherwise consensus of credible sources if the "
        "data are not published within two hours.",
        "https://www.legaseriea.it/", "2027-03-06 17:00:00+00",
        exp("total", "under", "regulation", OFF, CON, OUP, "50-50", "result", None, line=2.5)))

    # 19. Spanish writer. Win. Source "official web of LaLiga or of the sports press", no order.
    L.append(v1(
        19, ["esl:spanish", "preposition:wins_to", "literal:disputation", "date:dmy", "plain",
             "layout:paras"],
        ["F:win", "S1", "P1", "C1", "R:ambiguous"],
        "Club Atlético de Madrid", "Athletic Club", "laliga", "5231297",
        "Will Club Atlético de Madrid win on 2027-03-20?", "lal-mad-bil-2027-03-20-mad",
        "Club Atlético de Madrid", "moneyline", None,
        "This market resolves to \"Yes\" if Club Atlético de Madrid wins to Athletic Club in "
        "the match of LaLiga programmed for the 20/03/2027. In case of draw or victory of "
        "Athletic Club, \"No\".\n\n"
        "Only is valid the result of the 90 minutes more the added time.\n\n"
        "If the match is postponed, the market remains open until the disputation of the "
        "match. If it is cancelled without match of replacement, resolves \"No\".\n\n"
        "For the resolution will be used the information of the official web of LaLiga or of "
        "the sports press, as it corresponds.",
        "", "2027-03-20 20:00:00+00",
        exp("win", "Club Atlético de Madrid", "regulation", "ambiguous", "ambiguous", OUP,
            "no", "result", None)))

    # 20. French writer. Win. Silent on source (both null). Single paragraph + one more.
    L.append(v1(
        20, ["esl:french", "literal:carries_the_match", "literal:prolongations",
             "literal:null_match", "date:weekday_dmy", "time:24h_h", "layout:two_paras"],
        ["F:win", "S1", "P1", "C1"],
        "LOSC Lille", "Stade Rennais FC", "ligue1", "5231360",
        "Will LOSC Lille win on 2027-01-30?", "fl1-lil-ren-2027-01-30-lil", "LOSC Lille",
        "moneyline", None,
        "The market is resolved by \"Yes\" if LOSC Lille carries (wins) the match against "
        "Stade Rennais FC in Ligue 1, fixed at Saturday 30/01/2027 at 17h00. In case of null "
        "match (draw) or of victory of Stade Rennais FC, the market is resolved by \"No\". "
        "Only the 90 minutes reglementary and the added time count; the prolongations and the "
        "shots at goal (penalties) are excluded.\n\n"
        "If the match is postponed, the market rests open as long as the match is not played, "
        "without limit of duration. If the match is annulled without match of replacement, "
        "the market is resolved by \"No\".",
        "", "2027-01-30 16:00:00+00",
        exp("win", "LOSC Lille", "regulation", None, None, OUP, "no", "result", None)))

    # 21. Polish writer. Draw. P4 (two weeks / fourteen days), C1 (Yes), R1, R2.
    L.append(v1(
        21, ["esl:polish", "articles_dropped", "number_words_and_numerals", "date:iso",
             "bullets", "layout:bullets"],
        ["F:draw", "S1", "P4", "C1", "R1", "R2"],
        "Brighton & Hove Albion FC", "Fulham FC", "epl", "5231424",
        "Will Brighton & Hove Albion FC vs. Fulham FC end in a draw?",
        "epl-bri-ful-2027-02-06-draw", "Draw (Brighton & Hove Albion FC vs. Fulham FC)",
        "moneyline", None,
        "Market resolves to \"Yes\" if Premier League match Brighton & Hove Albion FC – Fulham "
        "FC (date 2027-02-06) is finishing with draw. In other situation market resolves to "
        "\"No\".\n\n"
        "- Time considered: 90 minutes and added time, without extra time and without "
        "penalties.\n"
        "- Postponement: if match is not rescheduled in period of two weeks (fourteen days), "
        "market is resolved at last fair price, as it was in moment of announcement of "
        "postponement.\n"
        "- Cancellation: if match is cancelled and no make-up match exist, market resolves to "
        "\"Yes\".\n"
        "- Source: official statistics of Premier League; if they are missing 2 hours after "
        "end of match, consensus of credible reporting.\n"
        "- Change of score after resolution: not taken into account.",
        "https://www.premierleague.com/", "2027-02-06 15:00:00+00",
        exp("draw", "draw", "regulation", OFF, CON, 336, "yes", "last_price", None)))

    return L
