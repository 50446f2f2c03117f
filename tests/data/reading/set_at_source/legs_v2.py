"""venue_two legs of set (at): `rules_primary` / `rules_secondary` pairs by non-native writers.

Every leg is written by hand. A leg's rules are both fields together; where the text names
no source, the series' `settlement_sources` decide (ESPN / Fox Sports -> provider; MLS,
UEFA, FIFA -> official) and the fallback is null.
"""

from common import ESPN, FIFA, FOX, MLS, UEFA, exp, v2

PROV = "provider"
OFF = "official"
FP = "fair_price"


def legs():
    L = []

    # 1. Spanish writer. Win (away). S2, D1, P2 + C4 joined, R3 (ESPN + Fox).
    L.append(v2(
        1, ["esl:spanish", "false_friend:final", "preposition:of", "tense:future_in_condition",
            "date:d_mon_yyyy", "plain"],
        ["F:win", "S2", "D1", "P2", "C4", "R3"],
        "Manchester City", "Liverpool", "epl", "KXEPLGAME", "27FEB20MCILFC", "LFC",
        "Manchester City vs Liverpool Winner?", "Liverpool",
        "If Liverpool will win the Manchester City vs Liverpool professional English Premier "
        "League soccer game originally programmed for 20 Feb 2027, counting only the 90 "
        "minutes and the stoppage time (not the extra time and not the penalties), then this "
        "market is resolving to Yes.",
        "The market refers to the result at the final of the 90 minutes plus stoppage. If the "
        "game finishes equal, the market of Tie resolves to Yes. In case the game is cancelled, or "
        "it is rescheduled of more than 48 hours, the market goes to a fair price according "
        "to the rules.",
        "2027-02-20T17:30:00Z", [ESPN, FOX],
        exp("win", "Liverpool", "regulation", PROV, None, 48, FP, FP, None)))

    # 2. Portuguese writer. Tie leg. S2, D1, P2 (forty-eight, words), C4, R3 (ESPN only).
    L.append(v2(
        2, ["esl:portuguese", "article_added", "number_words", "literal:same_goals",
            "preposition:in_accordance_to", "date:the_d_month_yyyy", "plain"],
        ["F:draw", "S2", "D1", "P2", "C4", "R3"],
        "Sevilla", "Real Betis", "laliga", "KXLALIGAGAME", "27MAY02SEVRBB", "TIE",
        "Sevilla vs Real Betis Winner?", "Tie",
        "If Tie is the final result in the Sevilla vs Real Betis professional Spanish La Liga "
        "soccer game originally scheduled for the 2 May 2027, after the 90 minutes plus the "
        "added time (the extra time and the penalties are not included), then the market "
        "resolves Yes.",
        "In case of the game finishes with the same goals for both teams after the regular "
        "time, this market (Tie) resolves to Yes. If the game will be cancelled or delayed "
        "more than forty-eight hours, the market resolves at a fair price in accordance to the "
        "rules.",
        "2027-05-02T19:00:00Z", [ESPN],
        exp("draw", "draw", "regulation", PROV, None, 48, FP, FP, None)))

    # 3. German writer. Win. S4 primary, scope in the secondary; P3; C4; R3.
    L.append(v2(
        3, ["esl:german", "verb_final", "inversion_conditional", "date:dotted",
            "scope_in_secondary", "plain"],
        ["F:win", "S4", "D1", "P3", "C4", "R3"],
        "Bayern Munich", "Borussia Dortmund", "bundesliga", "KXBUNDESLIGAGAME",
        "27APR10BMUBVB", "BMU", "Bayern Munich vs Borussia Dortmund Winner?", "Bayern Munich",
        "If Bayern Munich the Bayern Munich vs Borussia Dortmund professional German "
        "Bundesliga soccer game originally scheduled for 10.04.2027 wins, then the market "
        "resolves on Yes.",
        "For this market counts only the result after 90 minutes and the by the referee "
        "added stoppage time; an extension of the game (extra time) or a penalty shooting "
        "does not count. Is the game a draw, the market for Tie resolves to Yes. Should the "
        "game be postponed but begin within 48 hours after the original start, the market "
        "stays open. Otherwise, and also when the game is cancelled, the market is settled at "
        "a fair price following the rules.",
        "2027-04-10T16:30:00Z", [ESPN, FOX],
        exp("win", "Bayern Munich", "regulation", PROV, None, 48, FP, FP, None)))

    # 4. Portuguese writer. World Cup group win. S3 (exclusion in the secondary). "two days".
    L.append(v2(
        4, ["esl:portuguese", "progressive_overuse", "number_words", "date:dmy",
            "american_spelling", "plain"],
        ["F:win", "S3", "D1", "P2", "C4", "R3"],
        "Brazil", "Morocco", "wc", "KXWCGAME", "26JUN13BRAMAR", "BRA",
        "Brazil vs Morocco Winner?", "Brazil",
        "If Brazil wins the Brazil vs Morocco FIFA World Cup soccer game originally scheduled "
        "for 13/06/2026, after 90 minutes plus the stoppage time, then the market is resolved "
        "to Yes.",
        "Extra time and penalties are not counting for this market. If the game ends in a "
        "tie, the market of Tie resolves to Yes. If the game is canceled or it is postponed "
        "for more than two days, the market is resolving to a fair price, as the rules "
        "establish.",
        "2026-06-13T22:00:00Z", [FIFA],
        exp("win", "Brazil", "regulation", OFF, None, 48, FP, FP, None)))

    # 5. Spanish writer. Advance (UCL tie, ET + penalties). R3 (UEFA -> official).
    L.append(v2(
        5, ["esl:spanish", "literal:which_second_leg", "preposition:postponed_of",
            "tense:future_in_condition", "date:mon_d_yyyy", "plain"],
        ["F:advance", "S6", "P2", "C4", "R3"],
        "Barcelona", "Manchester United", "ucl", "KXUCLADVANCE", "27MAR17BARMUN", "BAR",
        "Barcelona vs Manchester United: Who advances?", "Barcelona",
        "If Barcelona qualifies to the quarterfinals of the UEFA Champions League in the tie "
        "against Manchester United, which second leg is originally scheduled for Mar 17, 2027, "
        "then this market resolves to Yes. Counts the aggregate result of the tie, extra time "
        "and penalty shoot-out included if they are needed.",
        "If the second leg will be cancelled or postponed of more than 48 hours, the market "
        "will resolve to a fair price conform the rules.",
        "2027-03-17T20:00:00Z", [UEFA],
        exp("advance", "Barcelona", "penalties", OFF, None, 48, FP, FP, None)))

    # 6. Italian writer. Total over 2.5 with decimal comma. S2, P2 ("48 h"), C4, R3.
    L.append(v2(
        6, ["esl:italian", "decimal_comma", "verb_subject_inversion", "date:dmy",
            "explanatory_line", "plain"],
        ["F:total", "S2", "P2", "C4", "R3"],
        "Arsenal", "Chelsea", "epl", "KXEPLTOTAL", "27JAN09ARSCFC", "3",
        "Arsenal vs Chelsea: Total Goals", "Over 2.5 goals",
        "If are scored more than 2,5 goals in total in the Arsenal vs Chelsea professional "
        "English Premier League soccer match, originally planned for 09/01/2027, counting "
        "only the 90 minutes plus stoppage time (without the extra time or the penalties), "
        "the market resolves to Yes.",
        "The goals of both teams are summed. The decimal line 2,5 means that 3 goals or more "
        "are needed for Yes. If the game gets cancelled, or rescheduled more than 48 h later, "
        "the market is resolved at a fair price in conformity with the rules.",
        "2027-01-09T17:30:00Z", [ESPN, FOX],
        exp("total", "over", "regulation", PROV, None, 48, FP, FP, None, line=2.5)))

    # 7. Italian writer. Spread: Inter by two or more. S2, P2, C4, R3.
    L.append(v2(
        7, ["esl:italian", "literal:recovery_time", "preposition:for_one_goal",
            "date:d_mon_yyyy", "plain"],
        ["F:spread", "S2", "P2", "C4", "R3"],
        "Inter", "Torino", "seriea", "KXSERIEASPREAD", "27APR24INTTOR", "INT2",
        "Inter vs Torino: Spread", "Inter wins by over 1.5 goals",
        "If Inter wins the Inter vs Torino professional Italian Serie A soccer game originally "
        "scheduled for 24 Apr 2027 with a margin of two goals or more, after 90 minutes plus "
        "recovery time (extra time and penalties not included), then the market will resolve "
        "to Yes.",
        "A victory of Inter for one goal only, a draw or a victory of Torino make the market "
        "resolve to No. In case the game is cancelled or moved to more than 48 hours after the "
        "original date, the market will resolve to a fair price according to the rules.",
        "2027-04-24T16:00:00Z", [ESPN, FOX],
        exp("spread", "Inter", "regulation", PROV, None, 48, FP, FP, None, line=1.5)))

    # 8. French writer. BTTS yes. "mark" = score, "report" = postponement (glossed).
    L.append(v2(
        8, ["esl:french", "false_friend:mark", "false_friend:report", "literal:prolongations",
            "time:24h_h", "date:the_d_month_yyyy", "plain"],
        ["F:btts", "S2", "P2", "C4", "R3"],
        "Paris Saint-Germain", "Marseille", "ligue1", "KXLIGUE1BTTS", "27MAR14PSGOM", "BTTS",
        "PSG vs Marseille: Both Teams to Score?", "Both teams score",
        "If both teams mark at least one goal each in the PSG vs Marseille professional "
        "French Ligue 1 soccer game originally scheduled for the 14 March 2027 at 20h45 Paris "
        "time, after 90 minutes plus the added time (not the prolongations, not the "
        "penalties), then the market resolves in Yes.",
        "If only one team marks or no team marks, the market resolves to No. In case of "
        "annulation of the game or report (postponement) of more than 48 hours, the market "
        "is resolved to a fair price conforming to the rules.",
        "2027-03-14T19:45:00Z", [ESPN, FOX],
        exp("btts", "yes", "regulation", PROV, None, 48, FP, FP, None)))

    # 9. German writer. First-half winner. Half is the scope (null). P2, C4, R3.
    L.append(v2(
        9, ["esl:german", "inversion_conditional", "date:dotted", "preposition:by_a_draw",
            "plain"],
        ["F:half", "D1", "P2", "C4", "R3"],
        "Leverkusen", "RB Leipzig", "bundesliga", "KXBUNDESLIGA1H", "27MAR13LEVRBL", "LEV",
        "Leverkusen vs RB Leipzig: First Half Winner?", "Leverkusen",
        "If Leverkusen leads after the first half (45 minutes plus the stoppage time of the "
        "first half) of the Leverkusen vs RB Leipzig professional German Bundesliga soccer "
        "game originally scheduled for 13.03.2027, then the market resolves with Yes.",
        "The second half is not relevant for this market. By a draw at the half-time the "
        "market for Tie resolves to Yes. Is the game cancelled or postponed for more than 48 "
        "hours, then the market gets a fair price according to the rules.",
        "2027-03-13T14:30:00Z", [ESPN, FOX],
        exp("half", "Leverkusen", None, PROV, None, 48, FP, FP, None, half="first")))

    # 10. Turkish writer. Exact score 1-1, MLS. R3 (MLS -> official). US spelling.
    L.append(v2(
        10, ["esl:turkish", "articles_dropped", "tense:future_in_condition",
             "american_spelling", "date:month_d_yyyy", "plain"],
        ["F:exact_score", "S2", "P2", "C4", "R3"],
        "Seattle", "Portland", "mls", "KXMLSSCORE", "27MAY22SEAPOR", "1-1",
        "Seattle vs Portland: Exact Score", "1-1",
        "If final score of the Seattle vs Portland professional Major League Soccer game "
        "scheduled originally for May 22, 2027 will be 1-1 after the 90 minutes plus stoppage "
        "time (excluded extra time and penalties), then market resolves to Yes.",
        "Every other score resolves to No. If game gets canceled or postponed more than 48 "
        "hours, market resolves to fair price following the rules.",
        "2027-05-23T02:30:00Z", [MLS],
        exp("exact_score", "1-1", "regulation", OFF, None, 48, FP, FP, None)))

    # 11. Spanish writer. Win (away), MLS. AB treated as cancelled -> fair price.
    L.append(v2(
        11, ["esl:spanish", "literal:suspended_definitively", "literal:like_if",
             "american_spelling", "date:d_month_yyyy", "plain"],
        ["F:win", "S2", "D1", "AB", "P2", "C4", "R3"],
        "LA Galaxy", "Los Angeles FC", "mls", "KXMLSGAME", "27MAY15LALAFC", "LAFC",
        "LA Galaxy vs Los Angeles FC Winner?", "Los Angeles FC",
        "If Los Angeles FC wins the LA Galaxy vs Los Angeles FC professional Major League "
        "Soccer game, originally planned for 15 May 2027, after the 90 minutes plus stoppage "
        "(this does not include the extra time or the penalties), then the market is "
        "resolving to Yes.",
        "If the game is tied, market of Tie resolves to Yes. If the game is suspended "
        "definitively and is not completed (abandoned), it is treated like if the game was "
        "canceled. If the game is canceled or rescheduled more than 48 hours later, the "
        "market resolves to fair price in accordance to the rules.",
        "2027-05-16T02:30:00Z", [ESPN, FOX],
        exp("win", "Los Angeles FC", "regulation", PROV, None, 48, FP, FP, FP)))

    # 12. Translation tool. UCL quarter-final second leg, no scope anywhere ("actual result").
    L.append(v2(
        12, ["translation_tool", "false_friend:actual", "literal:return_match", "date:dmy",
             "plain"],
        ["F:win", "S:ambiguous", "D1", "P2", "C4", "R3"],
        "Inter", "Atletico Madrid", "ucl", "KXUCLGAME", "27APR13INTATM", "INT",
        "Inter vs Atletico Madrid Winner?", "Inter",
        "If Inter wins the Inter vs Atletico Madrid professional UEFA Champions League soccer "
        "game scheduled at origin for 13/04/2027, then the market shall resolve to Yes.",
        "This game is the return match of the quarter-finals. The market is settled on the "
        "actual result that is shown at the end of the game. If the game is a draw, the "
        "market of Tie resolves to Yes. If the game will be cancelled or postponed more than "
        "48 hours, the market will be resolved at a fair price according to the rules.",
        "2027-04-13T19:00:00Z", [ESPN, FOX],
        exp("win", "Inter", "ambiguous", PROV, None, 48, FP, FP, None)))

    # 13. Spanish writer. Win. Postponement window "for some days": window unclear, payout clear.
    L.append(v2(
        13, ["esl:spanish", "literal:game_is_tie", "vague_quantity", "date:dmy", "plain"],
        ["F:win", "S2", "D1", "P:ambiguous", "C4", "R3"],
        "Atletico Madrid", "Athletic Club", "laliga", "KXLALIGAGAME", "27MAR20ATMATH", "ATM",
        "Atletico Madrid vs Athletic Club Winner?", "Atletico Madrid",
        "If Atletico Madrid wins the Atletico Madrid vs Athletic Club professional Spanish La "
        "Liga soccer game originally scheduled for 20/03/2027 after the 90 minutes and the "
        "added time (no extra time, no penalties), then the market resolves as Yes.",
        "If the game is tie, the market of Tie resolves to Yes. If the game is postponed for "
        "some days, the market resolves at a fair price according with the rules. If the game "
        "is cancelled, the market also resolves to a fair price.",
        "2027-03-20T20:00:00Z", [ESPN, FOX],
        exp("win", "Atletico Madrid", "regulation", PROV, None, "ambiguous", FP, FP, None)))

    # 14. Italian writer. Tie leg. Cancellation "in the way foreseen by the exchange".
    L.append(v2(
        14, ["esl:italian", "literal:foreseen", "literal:cancellation_definitive",
             "tense:future_in_condition", "date:dmy", "plain"],
        ["F:draw", "S2", "D1", "P2", "C:ambiguous", "R3"],
        "Roma", "Lazio", "seriea", "KXSERIEAGAME", "27APR11ROMLAZ", "TIE",
        "Roma vs Lazio Winner?", "Tie",
        "If Tie is the final result in the Roma vs Lazio professional Italian Serie A soccer "
        "game originally scheduled for 11/04/2027 at the end of the 90 minutes plus recovery "
        "(extra times and penalties excluded), then the market is resolving to Yes.",
        "If the result is a draw, the market of Tie resolves to Yes. If the game will be "
        "rescheduled more than 48 hours after, the market goes to a fair price according "
        "to the rules. In case of cancellation definitive of the game, the market will be "
        "settled in the way foreseen by the exchange for these situations.",
        "2027-04-11T16:00:00Z", [ESPN, FOX],
        exp("draw", "draw", "regulation", PROV, None, 48, "ambiguous", FP, None)))

    # 15. French writer. Tie leg with 24-hour time and dotted date. "48h". "ninety".
    L.append(v2(
        15, ["esl:french", "number_words", "time:24h", "date:dotted", "literal:uk_hour",
             "british_spelling", "plain"],
        ["F:draw", "S2", "P2", "C4", "R3"],
        "Aston Villa", "Everton", "epl", "KXEPLGAME", "26DEC27AVLEVE", "TIE",
        "Aston Villa vs Everton Winner?", "Tie",
        "If Tie is the final result in the Aston Villa vs Everton professional English Premier "
        "League soccer game originally fixed for the 27.12.2026 at 15:00 (UK hour), after "
        "ninety minutes plus stoppage time (the extra time and the penalties are not "
        "counted), then the market resolves Yes.",
        "If the game is annulled or if it is moved more than 48h later than the original "
        "kick-off, the market is resolved to a fair price, as the rules say.",
        "2026-12-27T15:00:00Z", [ESPN, FOX],
        exp("draw", "draw", "regulation", PROV, None, 48, FP, FP, None)))

    # 16. Italian writer. Win. The text names its own source and fallback (official, provider).
    L.append(v2(
        16, ["esl:italian", "false_friend:disponible", "literal:comes_cancelled",
             "preposition:postponed_of", "date:d_month_yyyy", "plain"],
        ["F:win", "S2", "D1", "P2", "C4"],
        "Juventus", "Napoli", "seriea", "KXSERIEAGAME", "27FEB21JUVNAP", "JUV",
        "Juventus vs Napoli Winner?", "Juventus",
        "If Juventus wins the Juventus vs Napoli professional Italian Serie A soccer game "
        "originally scheduled for 21 February 2027, at the end of the regular time of 90 "
        "minutes plus the recovery (excluded extra times and penalties), then the market "
        "is resolved in Yes.",
        "The result is taken from the official site of the Lega Serie A; if the result there "
        "is not disponible, from the match report of ESPN. In case of draw, the market of Tie "
        "resolves to Yes. If the game comes cancelled or postponed of more than 48 hours, the "
        "market is resolved to a fair value following the rules.",
        "2027-02-21T19:45:00Z", [ESPN, FOX],
        exp("win", "Juventus", "regulation", OFF, PROV, 48, FP, FP, None)))

    # 17. French writer. Win. Abandonment refunded at purchase price; cancellation fair price.
    L.append(v2(
        17, ["esl:french", "literal:interrupted_definitively", "preposition:postponed_of",
             "date:d_mon_yyyy", "plain"],
        ["F:win", "S2", "D1", "AB", "P2", "C4", "R3"],
        "Lille", "Rennes", "ligue1", "KXLIGUE1GAME", "27JAN30LILREN", "LIL",
        "Lille vs Rennes Winner?", "Lille",
        "If Lille wins the Lille vs Rennes professional French Ligue 1 soccer game originally "
        "scheduled for 30 Jan 2027, after 90 minutes plus the added time (does not include "
        "prolongations or penalties), then the market is resolving to Yes.",
        "In case of null match (draw), the market of Tie resolves to Yes. If the game is "
        "interrupted definitively after the kick-off (abandoned), all the positions are "
        "refunded to the traders at their price of purchase. If the game is cancelled before "
        "the start or postponed of more than 48 hours, the market resolves at a fair price, "
        "in conformity with the rules.",
        "2027-01-30T16:00:00Z", [ESPN, FOX],
        exp("win", "Lille", "regulation", PROV, None, 48, FP, FP, "refund")))

    # 18. German writer. World Cup round-of-32 Tie leg: regulation only, ET/pens excluded.
    L.append(v2(
        18, ["esl:german", "tense:future_in_condition", "literal:passes_to", "date:dmy",
             "american_spelling", "number_words", "plain"],
        ["F:draw", "S3", "P2", "C4", "R3"],
        "Netherlands", "Japan", "wc", "KXWCGAME", "26JUL01NEDJPN", "TIE",
        "Netherlands vs Japan Winner?", "Tie",
        "If Tie is the final result in the Netherlands vs Japan FIFA World Cup soccer game "
        "originally scheduled for 01/07/2026 after the 90 minutes plus the stoppage time, then the "
        "market will resolve to Yes.",
        "This is a game of the round of 32. The extra time and the penalties, if they will be "
        "played, are not considered for this market: a game that is level at the end of the "
        "90 minutes and stoppage resolves Tie to Yes, even if one team passes to the next "
        "round later. If the game is canceled or rescheduled more than two days later, the "
        "market will resolve at a fair price like the rules say.",
        "2026-07-01T20:00:00Z", [FIFA],
        exp("draw", "draw", "regulation", OFF, None, 48, FP, FP, None)))

    # 19. Turkish writer. Win. No postponement / cancellation clause at all (nulls).
    L.append(v2(
        19, ["esl:turkish", "articles_dropped", "literal:in_equality", "date:dmy_words",
             "no_void_clause", "plain"],
        ["F:win", "S2", "D1", "R3"],
        "Eintracht Frankfurt", "Stuttgart", "bundesliga", "KXBUNDESLIGAGAME", "27MAR28SGEVFB",
        "SGE", "Eintracht Frankfurt vs Stuttgart Winner?", "Eintracht Frankfurt",
        "If Eintracht Frankfurt wins the Eintracht Frankfurt vs Stuttgart professional German "
        "Bundesliga soccer game originally scheduled for 28 March 2027, after the 90 minutes plus "
        "stoppage time (extra time and penalties are not included), then market resolves to "
        "Yes.",
        "If game finishes in equality, the market of Tie resolves to Yes.",
        "2027-03-28T15:30:00Z", [ESPN, FOX],
        exp("win", "Eintracht Frankfurt", "regulation", PROV, None, None, None, None, None)))

    # 20. Spanish writer. Total under 3.5 ("less of 4 goals"). "more of two days".
    L.append(v2(
        20, ["esl:spanish", "preposition:less_of", "verb_subject_inversion", "number_words",
             "date:d_mon_yyyy", "plain"],
        ["F:total", "S2", "P2", "C4", "R3"],
        "Real Madrid", "Getafe", "laliga", "KXLALIGATOTAL", "27JAN09RMAGET", "U4",
        "Real Madrid vs Getafe: Total Goals", "Under 3.5 goals",
        "If in the Real Madrid vs Getafe professional Spanish La Liga soccer game originally "
        "scheduled for 9 Jan 2027 are scored less of 4 goals in total after 90 minutes plus the "
        "stoppage time (not included extra time nor penalties), then the market resolves for "
        "Yes.",
        "With four goals or more the market resolves to No. In case the game is cancelled or it is "
        "postponed more of two days, the market resolves at a fair price according with the "
        "rules.",
        "2027-01-09T20:00:00Z", [ESPN, FOX],
        exp("total", "under", "regulation", PROV, None, 48, FP, FP, None, line=3.5)))

    # 21. Turkish writer. Win. P3 in words (forty-eight), C4, R3.
    L.append(v2(
        21, ["esl:turkish", "tense:future_in_condition", "articles_dropped", "number_words",
             "preposition:in_forty_eight_hours", "date:dmy_words", "plain"],
        ["F:win", "S2", "D1", "P3", "C4", "R3"],
        "Chelsea", "Newcastle", "epl", "KXEPLGAME", "27JAN23CFCNEW", "CFC",
        "Chelsea vs Newcastle Winner?", "Chelsea",
        "If Chelsea wins the Chelsea vs Newcastle professional English Premier League soccer "
        "game originally foreseen for 23 January 2027 after 90 minutes plus added time "
        "(extra time or penalties are not included), then market resolves to Yes.",
        "If game is draw, market of Tie resolves to Yes. If game will be delayed but will "
        "start in forty-eight hours of the original time, market is staying open. If not, or "
        "if game is cancelled, market resolves to fair price according to rules.",
        "2027-01-23T15:00:00Z", [ESPN, FOX],
        exp("win", "Chelsea", "regulation", PROV, None, 48, FP, FP, None)))

    return L
