"""venue_two legs of set (ai): postponement windows in unusual units and spellings, and
void rules written as exceptions to exceptions.

Every rule pair is hand-written. Each leg states its expected record inline.
"""
from common import expected, v2_market, leg, ESPN_FOX, MLS_SRC, UEFA_SRC

V = "venue_two"


def prov(family, outcome, **kw):
    """venue_two default: series sources are ESPN/Fox Sports (provider), no fallback."""
    kw.setdefault("source_primary", "provider")
    kw.setdefault("source_fallback", None)
    kw.setdefault("void_abandoned", None)
    return expected(family, outcome, **kw)


def legs():
    out = []

    def add(n, styles, meanings, home, away, comp, market, exp, src=ESPN_FOX):
        out.append(leg(f"ai2-{n:03d}", V, styles, meanings, home, away, comp, market, exp, src))

    # 1 2,880 minutes -> 48
    add(1, ["unit:minutes", "number_numerals_comma", "us_spelling", "result_first", "long_date"],
        ["F:win", "S2", "D1", "P2", "C4", "R3", "unit:2880min"],
        "Arsenal", "Chelsea", "epl",
        v2_market("KXEPLGAME-26OCT03ARSCFC-ARS", "Arsenal vs Chelsea Winner?", "Arsenal",
                  "Arsenal beating Chelsea in the English Premier League match originally set for October 3, 2026 resolves this market to Yes. Only the result at the end of 90 minutes plus stoppage time is used; extra time and penalties are not part of it.",
                  "Should the match finish level, the Tie market resolves to Yes instead. If the match is canceled, or if its new kickoff is more than 2,880 minutes after the original one, the market is closed out at a fair price under the rules.",
                  "2026-10-03T14:00:00Z"),
        prov("win", "Arsenal", timing_window=48, void_cancelled="fair_price",
             void_postponed_long="fair_price"))

    # 2 two calendar days -> ambiguous
    add(2, ["unit:calendar_days", "number_words", "british_date", "syn:called_off",
            "syn:moved_back"],
        ["F:draw", "S2", "D1", "P:ambiguous", "C4", "R3"],
        "Real Betis", "Sevilla", "laliga",
        v2_market("KXLALIGAGAME-26NOV08RBBSEV-TIE", "Real Betis vs Sevilla Winner?", "Tie",
                  "If Tie is the outcome of the Real Betis vs Sevilla Spanish La Liga game first scheduled for 8 November 2026, counting 90 minutes plus stoppage time only (no extra time, no penalties), the market resolves to Yes.",
                  "A level score at the end of regulation makes this market Yes. If the game is called off, or is moved back by more than two calendar days, the market is settled at a fair price in line with the rules.",
                  "2026-11-08T20:00:00Z"),
        prov("draw", "draw", timing_window="ambiguous", void_cancelled="fair_price",
             void_postponed_long="fair_price"))

    # 3 a full week -> 168
    add(3, ["unit:week", "labelled_clauses", "short_date", "syn:defeats", "british_spelling"],
        ["F:win", "S2", "D1", "P2", "C4", "R3", "unit:week"],
        "Dortmund", "Bayern Munich", "bundesliga",
        v2_market("KXBUNDESLIGAGAME-26OCT24BVBBMU-BMU", "Dortmund vs Bayern Munich Winner?",
                  "Bayern Munich",
                  "This market resolves to Yes if Bayern Munich defeats Dortmund in the German Bundesliga match originally on the calendar for 24 Oct 2026. The score after regulation (90 minutes and stoppage time) decides; extra time and penalties are ignored.",
                  "If the teams are level after regulation, the Tie market is the one that resolves to Yes. Postponement: if the match is rescheduled to a start more than a full week after its original kickoff, this market is valued at a fair price. Cancellation: fair price as well.",
                  "2026-10-24T16:30:00Z"),
        prov("win", "Bayern Munich", timing_window=168, void_cancelled="fair_price",
             void_postponed_long="fair_price"))

    # 4 thirty-six hours -> 36 ; total over 2.5
    add(4, ["unit:hours_words", "number_words", "numeric_date_dmy", "british_spelling"],
        ["F:total", "S2", "P2", "C4", "R3", "unit:36h"],
        "AC Milan", "Napoli", "seriea",
        v2_market("KXSERIEATOTAL-26OCT18ACMNAP-3", "AC Milan vs Napoli: Total Goals",
                  "Over 2.5 goals scored",
                  "If 3 or more goals are scored in total in the AC Milan vs Napoli Italian Serie A game originally scheduled for 18/10/2026, counting 90 minutes plus stoppage time and not extra time or penalties, this market pays out Yes.",
                  "Goals from a penalty shoot-out never count. A cancellation, or a postponement to a start more than thirty-six hours after the original kickoff, sends the market to a fair price as the rules set out.",
                  "2026-10-18T18:45:00Z"),
        prov("total", "over", line=2.5, timing_window=36, void_cancelled="fair_price",
             void_postponed_long="fair_price"))

    # 5 a day and a half -> 36 ; tie
    add(5, ["unit:day_and_a_half", "number_words", "short_date", "condition_first",
            "joined_clauses"],
        ["F:draw", "S2", "D1", "P2", "C4", "R3", "unit:1.5d"],
        "Marseille", "PSG", "ligue1",
        v2_market("KXLIGUE1GAME-27FEB07OMPSG-TIE", "Marseille vs PSG Winner?", "Tie",
                  "If the Marseille vs PSG French Ligue 1 game originally scheduled for 7 Feb 2027 is level once 90 minutes plus stoppage time have been played (extra time and penalties not included), the Tie market resolves to Yes.",
                  "Any postponement that moves kickoff back by more than a day and a half, or a cancellation, sends the market to a fair price determined under the rules.",
                  "2027-02-07T19:45:00Z"),
        prov("draw", "draw", timing_window=36, void_cancelled="fair_price",
             void_postponed_long="fair_price"))

    # 6 close of the following matchday -> ambiguous
    add(6, ["unit:matchday", "us_date", "joined_clauses"],
        ["F:win", "S2", "D1", "P:ambiguous", "C4", "R3"],
        "Newcastle", "Aston Villa", "epl",
        v2_market("KXEPLGAME-26DEC12NEWAVL-NEW", "Newcastle vs Aston Villa Winner?", "Newcastle",
                  "If Newcastle wins the Newcastle vs Aston Villa English Premier League game originally scheduled for Dec 12, 2026, judged once 90 minutes plus stoppage time are up (not counting extra time or penalties), the market resolves to Yes.",
                  "If it ends level, the Tie market resolves to Yes. A postponed game that is not played by the close of the following matchday causes the market to resolve to a fair price; the same fair-price settlement applies if the game is cancelled.",
                  "2026-12-12T15:00:00Z"),
        prov("win", "Newcastle", timing_window="ambiguous", void_cancelled="fair_price",
             void_postponed_long="fair_price"))

    # 7 same round of fixtures -> ambiguous ; text-named sources
    add(7, ["unit:round_of_fixtures", "iso_date", "result_first", "text_named_source"],
        ["F:win", "S2", "D1", "P:ambiguous", "C4", "R:official+provider"],
        "Villarreal", "Athletic Bilbao", "laliga",
        v2_market("KXLALIGAGAME-27JAN10VILATH-VIL", "Villarreal vs Athletic Bilbao Winner?",
                  "Villarreal",
                  "Villarreal winning the Villarreal vs Athletic Bilbao Spanish La Liga match originally scheduled for 2027-01-10 resolves this market to Yes, with the result taken at the end of 90 minutes plus stoppage time, so neither extra time nor penalties count.",
                  "A draw after regulation resolves the Tie market to Yes. If the match is postponed and not played within the same round of fixtures, or is cancelled, the market resolves at a fair price. The result is taken from the official LaLiga website; if it is not available there, ESPN's match report is used.",
                  "2027-01-10T17:30:00Z"),
        prov("win", "Villarreal", source_primary="official", source_fallback="provider",
             timing_window="ambiguous", void_cancelled="fair_price",
             void_postponed_long="fair_price"))

    # 8 seventy-two (72) hours -> 72 ; abandonment treated as cancelled
    add(8, ["unit:hours_words_and_digits", "british_spelling", "syn:all_square",
            "syn:rearranged", "long_date_dmy"],
        ["F:win", "S2", "D1", "P2", "C4", "AB", "R3"],
        "Brighton", "Brentford", "epl",
        v2_market("KXEPLGAME-26DEC26BHABRE-BHA", "Brighton vs Brentford Winner?", "Brighton",
                  "Should Brighton win the Brighton vs Brentford English Premier League fixture originally scheduled for 26 December 2026, the contract resolves Yes. The result is the one standing at the end of 90 minutes plus stoppage time; extra time and penalties are disregarded.",
                  "If the fixture ends all square, the Tie market resolves to Yes. If the fixture is cancelled, or rearranged to kick off more than seventy-two (72) hours after its original time, the market is settled at a fair price determined under the rules. A match abandoned before full time and not completed is treated as cancelled.",
                  "2026-12-26T15:00:00Z"),
        prov("win", "Brighton", timing_window=72, void_cancelled="fair_price",
             void_postponed_long="fair_price", void_abandoned="fair_price"))

    # 9 259,200 seconds -> 72 ; MLS series source
    add(9, ["unit:seconds", "number_numerals_comma", "us_spelling", "us_date"],
        ["F:win", "S2", "D1", "P2", "C4", "R3", "unit:259200s"],
        "LA Galaxy", "Seattle", "mls",
        v2_market("KXMLSGAME-26SEP26LASEA-LA", "LA Galaxy vs Seattle Winner?", "LA Galaxy",
                  "If LA Galaxy wins the LA Galaxy vs Seattle Major League Soccer game originally set for Sep 26, 2026, once 90 minutes plus stoppage have been played and with extra time and penalties left out, the market resolves to Yes.",
                  "If the game is tied after regulation, the Tie market resolves to Yes. The market settles at fair value if the game is canceled or if it is postponed by more than 259,200 seconds from the original start time.",
                  "2026-09-27T02:30:00Z"),
        prov("win", "LA Galaxy", source_primary="official", timing_window=72,
             void_cancelled="fair_price", void_postponed_long="fair_price"),
        src=MLS_SRC)

    # 10 5,760 minutes -> 96 ; spread
    add(10, ["unit:minutes", "number_numerals_comma", "us_spelling", "long_date_dmy",
             "number_words"],
        ["F:spread", "S2", "P2", "C4", "R3", "unit:5760min"],
        "Dortmund", "Bayern Munich", "bundesliga",
        v2_market("KXBUNDESLIGASPREAD-26OCT24BVBBMU-BMU2", "Dortmund vs Bayern Munich: Spread",
                  "Bayern Munich wins by over 1.5 goals",
                  "If Bayern Munich beats Dortmund by two goals or more in the German Bundesliga game originally scheduled for 24 October 2026, counting only 90 minutes plus stoppage time (no extra time or penalties), the contract settles Yes.",
                  "A Bayern Munich win by a single goal, a draw, or a Dortmund win resolves the market to No. If the game is canceled, or its rescheduled start is more than 5,760 minutes after the original start, the market settles at a fair price.",
                  "2026-10-24T16:30:00Z"),
        prov("spread", "Bayern Munich", line=1.5, timing_window=96,
             void_cancelled="fair_price", void_postponed_long="fair_price"))

    # 11 three days -> 72 ; exception chain (not played / postponed / abandoned)
    add(11, ["unit:days_words", "exception_chain", "us_date", "syn:abandoned"],
        ["F:btts", "S2", "P2", "C4", "AB", "R3", "exception_chain"],
        "Roma", "Lazio", "seriea",
        v2_market("KXSERIEABTTS-26NOV22ROMLAZ-BTTS", "Roma vs Lazio: Both Teams to Score?",
                  "Both teams score",
                  "If Roma and Lazio each score at least one goal in the Roma vs Lazio Italian Serie A game originally scheduled for Nov 22, 2026, over 90 minutes plus stoppage time (extra time and penalties not counted), the market pays Yes.",
                  "If the game is not played, the market settles at a fair price, unless it is only postponed and kicks off within three days of the original start, in which case the rescheduled game decides; except that a game which starts but is abandoned and never completed counts as not played.",
                  "2026-11-22T19:45:00Z"),
        prov("btts", "yes", timing_window=72, void_cancelled="fair_price",
             void_postponed_long="fair_price", void_abandoned="fair_price"))

    # 12 midnight UTC on the day after -> ambiguous
    add(12, ["unit:clock_deadline", "us_date", "british_spelling"],
        ["F:win", "S2", "D1", "P:ambiguous", "C4", "R3"],
        "Tottenham", "Manchester United", "epl",
        v2_market("KXEPLGAME-26NOV28TOTMUN-TOT", "Tottenham vs Manchester United Winner?",
                  "Tottenham",
                  "If Tottenham wins the Tottenham vs Manchester United English Premier League game originally scheduled for Nov 28, 2026, counting 90 minutes plus stoppage time and excluding extra time and penalties, the market resolves to Yes.",
                  "A tie after regulation resolves the Tie market to Yes. If the game is postponed and has not kicked off by midnight UTC at the end of the day after the original date, or is cancelled, this market is settled at a fair value.",
                  "2026-11-28T17:30:00Z"),
        prov("win", "Tottenham", timing_window="ambiguous", void_cancelled="fair_price",
             void_postponed_long="fair_price"))

    # 13 a week and a day -> 192 ; first half
    add(13, ["unit:week_and_day", "numeric_date_ambiguous_format", "british_spelling",
             "syn:put_back"],
        ["F:half", "P2", "C4", "R3", "unit:8d"],
        "Newcastle", "Aston Villa", "epl",
        v2_market("KXEPL1H-26DEC12NEWAVL-NEW", "Newcastle vs Aston Villa: First Half Winner?",
                  "Newcastle",
                  "If Newcastle is ahead at the end of the first half (45 minutes plus first-half stoppage time) of the Newcastle vs Aston Villa English Premier League game originally scheduled for 12/12/2026, the market resolves to Yes.",
                  "Goals after half-time are not counted. If the first half finishes level, the first-half Tie market resolves to Yes. Cancellation, or a delay of more than a week and a day, moves the market to a fair price.",
                  "2026-12-12T15:00:00Z"),
        prov("half", "Newcastle", half="first", scope=None, timing_window=192,
             void_cancelled="fair_price", void_postponed_long="fair_price"))

    # 14 one hundred and twenty hours -> 120 ; exact score
    add(14, ["unit:hours_words", "number_words", "ordinal_date", "british_spelling"],
        ["F:exact_score", "S2", "P2", "C4", "R3", "unit:120h"],
        "Brighton", "Brentford", "epl",
        v2_market("KXEPLSCORE-26DEC26BHABRE-BHA2BRE1", "Brighton vs Brentford: Exact Score",
                  "Brighton 2-1 Brentford",
                  "If the Brighton vs Brentford English Premier League game originally scheduled for December 26th, 2026 finishes 2-1 to Brighton once 90 minutes plus stoppage time are complete (extra time and penalties excluded), the market settles Yes.",
                  "Any other final score resolves this market to No. Cancellation, or a postponement pushing the start back by more than one hundred and twenty hours, is settled at fair value.",
                  "2026-12-26T15:00:00Z"),
        prov("exact_score", "2-1", timing_window=120, void_cancelled="fair_price",
             void_postponed_long="fair_price"))

    # 15 next round of league games -> ambiguous ; exception chain: No / abandoned fair / after FT stands
    add(15, ["unit:next_round", "exception_chain", "long_date_dmy"],
        ["F:win", "S2", "D1", "P:ambiguous", "C:no", "AB", "R3", "exception_chain"],
        "Dortmund", "Bayern Munich", "bundesliga",
        v2_market("KXBUNDESLIGAGAME-26OCT24BVBBMU-BVB", "Dortmund vs Bayern Munich Winner?",
                  "Dortmund",
                  "If Dortmund wins the Dortmund vs Bayern Munich German Bundesliga game originally scheduled for 24 October 2026, with the score taken at the end of 90 minutes plus stoppage time (extra time and penalties do not count), the market resolves to Yes.",
                  "If Dortmund and Bayern Munich finish level, the Tie market resolves to Yes. If the game is not completed, the market resolves to No, unless the game was abandoned, in which case it resolves to a fair price, except where the abandonment happens after full time of regulation, in which case the score at full time stands. A postponed game that is not played before the next scheduled round of Bundesliga games counts as not completed.",
                  "2026-10-24T16:30:00Z"),
        prov("win", "Dortmund", timing_window="ambiguous", void_cancelled="no",
             void_postponed_long="no", void_abandoned="fair_price"))

    # 16 a couple of days -> ambiguous ; tie
    add(16, ["unit:couple_of_days", "us_spelling", "short_date", "syn:slips"],
        ["F:draw", "S2", "P:ambiguous", "C4", "R3"],
        "Wolfsburg", "Freiburg", "bundesliga",
        v2_market("KXBUNDESLIGAGAME-27MAR13WOBSCF-TIE", "Wolfsburg vs Freiburg Winner?", "Tie",
                  "If Tie is the final outcome of the Wolfsburg vs Freiburg German Bundesliga game originally scheduled for Mar 13, 2027 at the end of 90 minutes plus stoppage time (extra time and penalties excluded), the market resolves to Yes.",
                  "If the game is canceled, or slips by more than a couple of days from its original slot, it settles at a fair price.",
                  "2027-03-13T14:30:00Z"),
        prov("draw", "draw", timing_window="ambiguous", void_cancelled="fair_price",
             void_postponed_long="fair_price"))

    # 17 a fortnight (14 days) -> 336 ; advance ; UEFA series source
    add(17, ["unit:fortnight", "number_words_and_digits", "us_date", "exception"],
        ["F:advance", "S6", "P:336h_fair_price", "C4", "R3"],
        "Barcelona", "Inter", "ucl",
        v2_market("KXUCLADVANCE-27MAR17BARINT-BAR", "Barcelona vs Inter: Which team advances?",
                  "Barcelona",
                  "If Barcelona advances from its UEFA Champions League round of 16 tie against Inter, whose second leg was originally scheduled for March 17, 2027, this market pays Yes. The whole tie counts, including extra time and a penalty shoot-out if needed.",
                  "If the second leg is postponed, the market stays open until it is played, unless it has not been played within a fortnight (14 days) of its original date, in which case it is settled at a fair price. If the tie is cancelled outright with no team progressing, a fair price applies as well.",
                  "2027-03-17T20:00:00Z"),
        prov("advance", "Barcelona", scope="penalties", source_primary="official",
             timing_window=336, void_cancelled="fair_price", void_postponed_long="fair_price"),
        src=UEFA_SRC)

    # 18 forty-eight hours ; exception chain on abandonment whose payout depends on the minute -> ambiguous
    add(18, ["unit:hours_words", "exception_chain", "long_date_dmy", "number_words"],
        ["F:win", "S2", "D1", "P2", "C4", "AB:ambiguous", "R3", "exception_chain"],
        "Roma", "Lazio", "seriea",
        v2_market("KXSERIEAGAME-26NOV22ROMLAZ-ROM", "Roma vs Lazio Winner?", "Roma",
                  "If Roma wins the Roma vs Lazio Italian Serie A game originally scheduled for 22 November 2026, with the result read at the end of 90 minutes plus stoppage time (no extra time or penalties), the market resolves to Yes.",
                  "If the teams are level, the Tie market resolves to Yes. A cancelled game, or one pushed back more than forty-eight hours, resolves the market to a fair price. An abandoned game is settled at a fair price, unless more than 70 minutes had been played, in which case the score at the moment of abandonment stands, except where the league orders the remaining minutes to be played, in which case the completed match decides.",
                  "2026-11-22T19:45:00Z"),
        prov("win", "Roma", timing_window=48, void_cancelled="fair_price",
             void_postponed_long="fair_price", void_abandoned="ambiguous"))

    # 19 336 hours -> 336 ; S3 (exclusion in the secondary) ; World Cup
    add(19, ["unit:hours_large", "us_spelling", "us_date", "split_scope"],
        ["F:win", "S3", "D1", "P:336h_fair_price", "C4", "R3"],
        "USA", "Paraguay", "wc",
        v2_market("KXWCGAME-26JUN12USAPAR-USA", "USA vs Paraguay Winner?", "USA",
                  "If USA wins the USA vs Paraguay FIFA World Cup group stage game originally scheduled for June 12, 2026 over 90 minutes plus stoppage time, the market settles as Yes.",
                  "Extra time and penalty kicks are not part of this market. A draw resolves the Tie market to Yes. Should the game be canceled, or still be unplayed 336 hours after its original kickoff, the market is valued at a fair price.",
                  "2026-06-13T01:00:00Z"),
        prov("win", "USA", timing_window=336, void_cancelled="fair_price",
             void_postponed_long="fair_price"))

    # 20 sixty hours -> 60 ; S4 primary, scope in the secondary
    add(20, ["unit:hours_words", "numeric_date_mdy", "british_spelling", "split_scope"],
        ["F:win", "S4", "D1", "P2", "C4", "R3", "unit:60h"],
        "Real Betis", "Sevilla", "laliga",
        v2_market("KXLALIGAGAME-26NOV08RBBSEV-SEV", "Real Betis vs Sevilla Winner?", "Sevilla",
                  "If Sevilla wins the Real Betis vs Sevilla Spanish La Liga game originally scheduled for 11/08/2026, this market settles Yes.",
                  "Only the 90 minutes of regulation plus stoppage time are counted; extra time and penalties play no part. A level score resolves the Tie market to Yes. A cancellation, or a new start time more than sixty hours after the original kickoff, leaves the market to be settled at a fair price.",
                  "2026-11-08T20:00:00Z"),
        prov("win", "Sevilla", timing_window=60, void_cancelled="fair_price",
             void_postponed_long="fair_price"))

    # 21 4,320 minutes -> 72 ; exception chain: cancelled after kickoff = abandoned -> No
    add(21, ["unit:minutes", "number_numerals_comma", "exception_chain", "long_date",
             "british_spelling"],
        ["F:win", "S2", "D1", "P3", "C4", "AB", "R3", "exception_chain", "unit:4320min"],
        "Arsenal", "Chelsea", "epl",
        v2_market("KXEPLGAME-26OCT03ARSCFC-CFC", "Arsenal vs Chelsea Winner?", "Chelsea",
                  "If Chelsea wins the Arsenal vs Chelsea English Premier League game originally scheduled for October 3, 2026, with only 90 minutes plus stoppage time taken into account (no extra time, no penalties), the market resolves to Yes.",
                  "If Arsenal and Chelsea finish level, the Tie market resolves to Yes. If the game is postponed, the market stays open, unless the game has not started within 4,320 minutes of the original kickoff, in which case it settles at a fair price. A cancelled game is settled at a fair price as well, except where the cancellation comes after the game has already kicked off, in which case it is handled as an abandonment; an abandoned game resolves the market to No unless the match is completed later, in which case the completed match decides.",
                  "2026-10-03T14:00:00Z"),
        prov("win", "Chelsea", timing_window=72, void_cancelled="fair_price",
             void_postponed_long="fair_price", void_abandoned="no"))

    # 22 1,440 minutes -> 24 ; total over 3.5
    add(22, ["unit:minutes", "number_numerals_comma", "number_words", "dotted_date"],
        ["F:total", "S2", "P2", "C4", "R3", "unit:1440min"],
        "Wolfsburg", "Freiburg", "bundesliga",
        v2_market("KXBUNDESLIGATOTAL-27MAR13WOBSCF-4", "Wolfsburg vs Freiburg: Total Goals",
                  "Over 3.5 goals scored",
                  "If at least four goals are scored in the Wolfsburg vs Freiburg German Bundesliga game originally scheduled for 13.03.2027, 90 minutes plus stoppage time only (extra time and penalties excluded), the contract pays Yes.",
                  "A game that is cancelled, or that begins more than 1,440 minutes after its originally scheduled kickoff, leaves this market settled at a fair price.",
                  "2027-03-13T14:30:00Z"),
        prov("total", "over", line=3.5, timing_window=24, void_cancelled="fair_price",
             void_postponed_long="fair_price"))

    # 23 conflicting windows (2,880 minutes vs seventy-two hours) -> ambiguous ; tie
    add(23, ["unit:minutes", "unit:hours_words", "contradiction", "void_in_primary",
             "us_date"],
        ["F:draw", "S2", "P:ambiguous", "C4", "R3"],
        "Tottenham", "Manchester United", "epl",
        v2_market("KXEPLGAME-26NOV28TOTMUN-TIE", "Tottenham vs Manchester United Winner?", "Tie",
                  "If the Tottenham vs Manchester United English Premier League game originally scheduled for Nov 28, 2026 is tied at the end of 90 minutes plus stoppage time (extra time and penalties excluded), the market for Tie resolves to Yes. Cancellation, or a postponement of more than 2,880 minutes, means a fair-price settlement.",
                  "A postponed game keeps this market open for up to seventy-two hours after the original kickoff; after that, it is settled at a fair value.",
                  "2026-11-28T17:30:00Z"),
        prov("draw", "draw", timing_window="ambiguous", void_cancelled="fair_price",
             void_postponed_long="fair_price"))

    return out
