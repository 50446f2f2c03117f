"""venue_two legs of set (ae): contract terms that define their words first
("Match", "Regulation Time", "Source Agency", "Expiration Date"...) and use them,
capitalised, in later rules, with cross-references. Definitions sit in
rules_primary on some legs and in rules_secondary on others. Every leg is
hand-written; its expected record is what the text means read through its
definitions."""

from common import COMPS, ESPN_FOX, FIFA, MLS, UEFA, exp, yymmmdd

CODES = {
    "Arsenal": "ARS", "Chelsea": "CFC", "Liverpool": "LFC", "Man City": "MCI",
    "Tottenham": "TOT", "West Ham": "WHU", "Aston Villa": "AVL", "Newcastle": "NEW",
    "Nottingham Forest": "NFO", "Everton": "EVE", "Real Madrid": "RMA",
    "Atletico Madrid": "ATM", "Athletic Club": "ATH", "Real Betis": "RBB",
    "Valencia": "VCF", "Rayo Vallecano": "RVC", "Bayern Munich": "BMU",
    "Dortmund": "BVB", "Leverkusen": "LEV", "Frankfurt": "SGE", "Juventus": "JUV",
    "Bologna": "BOL", "Napoli": "NAP", "Roma": "ROM", "PSG": "PSG", "Marseille": "OM",
    "Lyon": "OL", "Inter Miami": "MIA", "New York City": "NYC", "LA Galaxy": "LA",
    "Seattle": "SEA", "Barcelona": "BAR", "Inter": "INT", "Mexico": "MEX",
    "South Korea": "KOR",
}


def v2(n, comp, home, away, date, kick, kind, suffix, title, yes_sub, primary,
       secondary, sources, expected, meanings, styles, date_in_ticker=None):
    _, stem, _ = COMPS[comp]
    series = stem + kind
    ev = f"{series}-{yymmmdd(date_in_ticker or date)}{CODES[home]}{CODES[away]}"
    return {
        "id": f"ae2-{n:03d}",
        "venue": "venue_two",
        "styles": sorted(styles),
        "meanings": meanings,
        "home": home,
        "away": away,
        "competition": comp,
        "market": {
            "ticker": f"{ev}-{suffix}",
            "event_ticker": ev,
            "series_ticker": series,
            "title": title,
            "yes_sub_title": yes_sub,
            "no_sub_title": yes_sub,
            "rules_primary": primary,
            "rules_secondary": secondary,
            "occurrence_datetime": f"{date}T{kick}:00Z",
        },
        "series_settlement_sources": sources,
        "expected": expected,
    }


def legs():
    L = []

    # 1. Definitions in primary, numbered Rules in secondary. Win, 48 h.
    L.append(v2(1, "epl", "Arsenal", "Chelsea", "2026-11-21", "17:30", "GAME", "ARS",
        "Arsenal vs Chelsea Winner?", "Arsenal",
        "Definitions. In these rules, \"Match\" means the Arsenal vs Chelsea professional "
        "English Premier League soccer game first scheduled for Nov 21, 2026; \"Regulation "
        "Time\" means the first 90 minutes of the Match together with any stoppage time the "
        "referee adds, and excludes any extra period or shoot-out; \"Scheduled Start\" means "
        "the kickoff time first published for the Match; and \"Fair Price\" means a price set "
        "by the exchange in accordance with the contract rules.",
        "Rule 1. If Arsenal is ahead at the end of Regulation Time, the market resolves to "
        "Yes; otherwise it resolves to No. Rule 2. If the Match is level at the end of "
        "Regulation Time, the market for Tie resolves to Yes. Rule 3. If the Match is "
        "canceled, or does not start within 48 hours of the Scheduled Start, the market "
        "resolves at the Fair Price.",
        ESPN_FOX,
        exp("win", "Arsenal", scope="regulation", sp="provider", tw=48, vc="fair_price",
            vp="fair_price"),
        ["F:win", "S2", "D1", "P2", "C4", "R3"],
        ["definitions:primary", "rules:numbered", "american_spelling", "numerals"]))

    # 2. Rules in primary, lettered definitions in secondary. Tie leg.
    L.append(v2(2, "epl", "Liverpool", "Man City", "2026-12-12", "20:00", "GAME", "TIE",
        "Liverpool vs Man City Winner?", "Tie",
        "If the Match ends in a Tie after Regulation Time, the market resolves to "
        "Yes. If the Match is Postponed beyond the Window, or is canceled, the market resolves "
        "at a fair price. Capitalised words have the meanings given in the definitions below.",
        "Definitions: (a) \"Match\": the Liverpool vs Man City professional English Premier "
        "League soccer game originally set for December 12, 2026. (b) \"Regulation Time\": "
        "ninety minutes plus stoppage time; extra time and penalty kicks form no part of it. "
        "(c) \"Tie\": both teams have scored the same number of goals. (d) \"Postponed beyond "
        "the Window\": the Match has not begun within forty-eight (48) hours after its "
        "originally scheduled kickoff.",
        ESPN_FOX,
        exp("draw", "draw", scope="regulation", sp="provider", tw=48, vc="fair_price",
            vp="fair_price"),
        ["F:draw", "S2", "D1", "P2", "C4", "R3"],
        ["definitions:secondary", "definitions:lettered", "british_spelling",
         "number_words_and_numerals"]))

    # 3. "Match" defined to include extra time (not the shoot-out). Knockout win leg.
    L.append(v2(3, "ucl", "Barcelona", "Inter", "2027-03-10", "20:00", "GAME", "BAR",
        "Barcelona vs Inter Winner?", "Barcelona",
        "If Barcelona wins the Match, the market resolves to Yes. If neither team has won "
        "the Match once it is complete, the Tie market resolves to Yes. If the Match is "
        "canceled or postponed by more than 48 hours, the market settles at a fair price.",
        "Definitions. \"Match\" means the Barcelona vs Inter UEFA Champions League round of 16 "
        "second-leg game originally scheduled for Mar 10, 2027, including any extra time "
        "played in it but not any penalty shoot-out. \"Source Agency\" means UEFA. The result "
        "of the Match is as reported by the Source Agency.",
        UEFA,
        exp("win", "Barcelona", scope="extra_time", sp="official", tw=48, vc="fair_price",
            vp="fair_price"),
        ["F:win", "S5", "D1", "P2", "C4", "R:official"],
        ["definitions:secondary", "defined_scope_changes_plain_word", "knockout"]))

    # 4. "Tie" redefined as the two-legged contest. Advance.
    L.append(v2(4, "ucl", "Arsenal", "Real Madrid", "2027-03-16", "20:00", "ADVANCE", "ARS",
        "Arsenal vs Real Madrid: Who advances?", "Arsenal",
        "If Arsenal advances from the Tie, the market resolves to Yes.",
        "For these rules, the \"Tie\" means the two-legged UEFA Champions League round of 16 "
        "contest between Arsenal and Real Madrid, whose second leg is originally scheduled for "
        "Mar 16, 2027. A team \"advances from the Tie\" when it is declared the winner of the "
        "Tie on aggregate, after any extra time and, if needed, a penalty shoot-out. If the "
        "second leg is canceled or moved more than 48 hours from its original start, the "
        "market is valued at a fair price.",
        UEFA,
        exp("advance", "Arsenal", scope="penalties", sp="official", tw=48, vc="fair_price",
            vp="fair_price"),
        ["F:advance", "S6", "P2", "C4", "R3"],
        ["definitions:secondary", "defined_word_changes_plain_word:tie", "knockout"]))

    # 5. "Final Score" defined by Regulation Time, which is defined in the other field.
    L.append(v2(5, "epl", "Tottenham", "West Ham", "2027-01-16", "15:00", "GAME", "WHU",
        "Tottenham vs West Ham Winner?", "West Ham",
        "\"Final Score\" means the score of the Match at the end of Regulation Time. "
        "\"Regulation Time\" has the meaning given in paragraph (b) of the secondary rules. If "
        "West Ham has more goals than Tottenham in the Final Score, the market resolves to "
        "Yes.",
        "(a) \"Match\" means the Tottenham vs West Ham professional English Premier League "
        "soccer game originally scheduled for Jan 16, 2027. (b) \"Regulation Time\" means 90 "
        "minutes plus any stoppage time; extra time and penalties fall outside it. (c) If the "
        "Final Score is level, the Tie market resolves to Yes. (d) If the Match is canceled, "
        "or rescheduled to a time more than 48 hours after its original start, the market "
        "is settled at a fair price.",
        ESPN_FOX,
        exp("win", "West Ham", scope="regulation", sp="provider", tw=48, vc="fair_price",
            vp="fair_price"),
        ["F:win", "S2", "D1", "P2", "C4", "R3"],
        ["definitions:split_across_fields", "cross_reference", "away_side"]))

    # 6. "Source Agency": official site with ESPN fallback (text names its own sources).
    L.append(v2(6, "laliga", "Real Madrid", "Atletico Madrid", "2026-12-19", "20:00", "GAME",
        "RMA", "Real Madrid vs Atletico Madrid Winner?", "Real Madrid",
        "If Real Madrid wins the Match in Regulation Time, the market resolves to Yes. "
        "Capitalised terms are defined in the secondary rules.",
        "Definitions\n\"Match\": the Real Madrid vs Atletico Madrid professional Spanish La "
        "Liga soccer game originally scheduled for December 19, 2026.\n\"Regulation Time\": 90 "
        "minutes and stoppage time, without extra time or penalties.\n\"Source Agency\": the "
        "official LaLiga website (laliga.com); if it has not published the result, ESPN.\n\n"
        "Rules\n1. A level score after Regulation Time resolves the Tie market to Yes.\n2. If the "
        "Match is canceled, or is postponed and does not start within two days of its original "
        "kickoff, the market resolves at a fair price determined under the rules.\n3. The "
        "result is taken from the Source Agency.",
        ESPN_FOX,
        exp("win", "Real Madrid", scope="regulation", sp="official", sf="provider", tw=48,
            vc="fair_price", vp="fair_price"),
        ["F:win", "S2", "D1", "P2", "C4", "R:official+provider"],
        ["definitions:secondary", "lines", "rules:numbered", "number_words:two days",
         "british_spelling"]))

    # 7. World Cup Tie leg; definitions in both fields; S3-style exclusion in secondary.
    L.append(v2(7, "wc", "Mexico", "South Korea", "2026-06-19", "01:00", "GAME", "TIE",
        "Mexico vs South Korea Winner?", "Tie",
        "\"Game\" means the Mexico vs South Korea FIFA World Cup 2026 group-stage match "
        "originally scheduled for 18 June 2026. \"Tie\" means that, when Regulation Time ends, "
        "both teams have scored an equal number of goals. If a Tie occurs, the market "
        "resolves to Yes.",
        "\"Regulation Time\" means ninety minutes of play and any time the referee adds for "
        "stoppages. Neither extra time nor a penalty shoot-out forms part of Regulation Time. If the "
        "Game is called off, or moved so that it starts more than 48 hours after its original "
        "kickoff, it is settled at a fair price.",
        FIFA,
        exp("draw", "draw", scope="regulation", sp="official", tw=48, vc="fair_price",
            vp="fair_price"),
        ["F:draw", "S3", "D1", "P2", "C4", "R3"],
        ["definitions:both_fields", "date:d_month_y", "syn:called off"],
        date_in_ticker="2026-06-18"))

    # 8. "Expiration Date" defined as seven (7) days after the original date.
    L.append(v2(8, "bundesliga", "Bayern Munich", "Dortmund", "2027-02-27", "17:30", "GAME",
        "BMU", "Bayern Munich vs Dortmund Winner?", "Bayern Munich",
        "If Bayern Munich wins the Match, as decided under Rule 1, the market resolves to Yes.",
        "Definitions: \"Match\" means the Bayern Munich vs Dortmund professional German "
        "Bundesliga soccer game originally scheduled for Feb 27, 2027. \"Expiration Date\" "
        "means the date seven (7) days after the date on which the Match was originally "
        "scheduled. \"Fair Price\" means the price the exchange determines to be fair under its "
        "rules.\nRule 1. The Match is decided on the score at the close of 90 minutes plus stoppage time; "
        "extra time and penalties do not count.\nRule 2. If the Match is not completed before "
        "the Expiration Date, including because it is canceled, the market resolves at the "
        "Fair Price.\nRule 3. If the Match ends level under Rule 1, the Tie market resolves to "
        "Yes.",
        ESPN_FOX,
        exp("win", "Bayern Munich", scope="regulation", sp="provider", tw=168,
            vc="fair_price", vp="fair_price"),
        ["F:win", "S4", "D1", "P:168h", "C4", "R3"],
        ["definitions:secondary", "cross_reference", "number_words_and_numerals",
         "expiration_date_defined"]))

    # 9. Total over 2.5 with "Total Goals" defined.
    L.append(v2(9, "seriea", "Juventus", "Bologna", "2027-01-10", "19:45", "TOTAL", "3",
        "Juventus vs Bologna: Total Goals", "Over 2.5 goals",
        "If the Total Goals in the Match exceed 2.5, the market resolves to Yes.",
        "As used above, \"Match\" is the Juventus vs Bologna professional Italian Serie A "
        "soccer game originally scheduled for January 10, 2027, and \"Total Goals\" is the "
        "number of goals scored by both teams combined during the first 90 minutes plus "
        "stoppage time, own goals included, with extra time and shoot-outs left out. Should "
        "the Match be canceled or postponed by more than 48 hours, the market resolves at a "
        "fair price.",
        ESPN_FOX,
        exp("total", "over", line=2.5, scope="regulation", sp="provider", tw=48,
            vc="fair_price", vp="fair_price"),
        ["F:total", "S4", "P2", "C4", "R3"],
        ["definitions:secondary", "as_used_above"]))

    # 10. Spread with "Winning Margin" defined in primary.
    L.append(v2(10, "seriea", "Napoli", "Roma", "2027-02-07", "19:45", "SPREAD", "NAP2",
        "Napoli vs Roma: Spread", "Napoli wins by over 1.5 goals",
        "\"Winning Margin\" means the home team's goals minus the away team's goals at the end "
        "of Regulation Time. \"Regulation Time\" means 90 minutes plus stoppage time, excluding "
        "extra time and penalties.",
        "If Napoli's Winning Margin in the Napoli vs Roma professional Italian Serie A soccer "
        "game originally scheduled for Feb 7, 2027 is greater than 1.5, the market resolves to "
        "Yes. If the game is canceled or delayed by more than 48 hours, the market resolves at "
        "a fair price.",
        ESPN_FOX,
        exp("spread", "Napoli", line=1.5, scope="regulation", sp="provider", tw=48,
            vc="fair_price", vp="fair_price"),
        ["F:spread", "S2", "P2", "C4", "R3"],
        ["definitions:primary", "syn:delayed"]))

    # 11. BTTS with "Scoring Team" defined.
    L.append(v2(11, "ligue1", "PSG", "Marseille", "2027-03-14", "19:45", "BTTS", "YES",
        "PSG vs Marseille: Both Teams to Score?", "Both teams score",
        "If both teams in the Match are Scoring Teams, the market resolves to Yes. Terms in "
        "capitals are defined in the secondary rules.",
        "\"Match\" means the PSG vs Marseille professional French Ligue 1 soccer game "
        "originally scheduled for Mar 14, 2027. A \"Scoring Team\" is a team credited with at "
        "least one goal during Regulation Time. \"Regulation Time\" is 90 minutes plus stoppage "
        "time and does not cover extra time or penalties. If the Match is canceled, or starts "
        "more than forty-eight hours after it was originally scheduled to, the market resolves "
        "at a fair price.",
        ESPN_FOX,
        exp("btts", "yes", scope="regulation", sp="provider", tw=48, vc="fair_price",
            vp="fair_price"),
        ["F:btts", "S2", "P2", "C4", "R3"],
        ["definitions:secondary", "number_words:forty-eight"]))

    # 12. First half with "First Half" defined.
    L.append(v2(12, "laliga", "Athletic Club", "Real Betis", "2027-03-20", "17:30", "1H", "ATH",
        "Athletic Club vs Real Betis: First Half Winner?", "Athletic Club",
        "\"First Half\" means the first 45 minutes of the Match plus any stoppage time added at "
        "the end of that period. \"Match\" means the Athletic Club vs Real Betis professional "
        "Spanish La Liga soccer game originally scheduled for Mar 20, 2027.",
        "If Athletic Club leads at the end of the First Half, the market resolves to Yes. If "
        "the scores are level at that point, the Tie market resolves to Yes. If the Match is "
        "canceled or moved to a kickoff more than 48 hours after its original one, the market "
        "settles at a fair price.",
        ESPN_FOX,
        exp("half", "Athletic Club", half="first", sp="provider", tw=48, vc="fair_price",
            vp="fair_price"),
        ["F:half", "D1", "P2", "C4", "R3"],
        ["definitions:primary"]))

    # 13. Exact score 3-1 with "Final Score" defined.
    L.append(v2(13, "bundesliga", "Leverkusen", "Frankfurt", "2027-04-10", "13:30", "SCORE",
        "31", "Leverkusen vs Frankfurt: Exact Score", "Leverkusen 3-1 Frankfurt",
        "If the Final Score is Leverkusen 3, Frankfurt 1, the market resolves to Yes.",
        "In these rules, \"Match\" refers to the Leverkusen vs Frankfurt professional German "
        "Bundesliga soccer game originally scheduled for April 10, 2027, and \"Final Score\" "
        "refers to the score of the Match once 90 minutes plus stoppage time have been "
        "played, disregarding extra time and penalties. If the Match is canceled, or pushed "
        "back by more than 48 hours, the market resolves at a fair price.",
        ESPN_FOX,
        exp("exact_score", "3-1", scope="regulation", sp="provider", tw=48, vc="fair_price",
            vp="fair_price"),
        ["F:exact_score", "S4", "P2", "C4", "R3"],
        ["definitions:secondary", "syn:pushed back"]))

    # 14. "Result" defined as 90'+stoppage, then redefined to include extra time -> ambiguous.
    L.append(v2(14, "ucl", "Inter", "Bayern Munich", "2027-04-14", "19:00", "GAME", "INT",
        "Inter vs Bayern Munich Winner?", "Inter",
        "\"Result\" means the score of the Match after 90 minutes and stoppage time. If Inter "
        "wins on the Result, the market resolves to Yes.",
        "\"Match\" means the Inter vs Bayern Munich UEFA Champions League quarter-final second "
        "leg originally scheduled for Apr 14, 2027. Where extra time is played in the Match, "
        "the Result is the score after extra time. If the Result is level, the Tie market "
        "resolves to Yes. If the Match is canceled or postponed by more than 48 hours, the "
        "market settles at a fair price.",
        UEFA,
        exp("win", "Inter", scope="ambiguous", sp="official", tw=48, vc="fair_price",
            vp="fair_price"),
        ["F:win", "S:ambiguous", "D1", "P2", "C4", "R3"],
        ["definitions:conflicting", "knockout"]))

    # 15. Cancellation refers to a paragraph (e) that does not exist -> ambiguous.
    L.append(v2(15, "epl", "Aston Villa", "Newcastle", "2027-03-06", "15:00", "GAME", "AVL",
        "Aston Villa vs Newcastle Winner?", "Aston Villa",
        "If Aston Villa wins the Match, the market resolves to Yes, subject to paragraphs (c) "
        "and (d) of the secondary rules.",
        "(a) \"Match\" means the Aston Villa vs Newcastle professional English Premier League "
        "soccer game originally scheduled for 6 Mar 2027. (b) The Match is judged on the score "
        "at the end of 90 minutes plus stoppage time, not counting extra time or penalties. (c) If the "
        "Match is postponed and does not begin within 48 hours of its original start, the "
        "market is settled at a fair price. (d) If the Match is canceled, the market settles as "
        "set out in paragraph (e).",
        ESPN_FOX,
        exp("win", "Aston Villa", scope="regulation", sp="provider", tw=48, vc="ambiguous",
            vp="fair_price"),
        ["F:win", "S4", "P2", "C:ambiguous", "R3"],
        ["definitions:secondary", "cross_reference:dangling", "rules:lettered"]))

    # 16. "Expiration Date" used but never defined -> window ambiguous, payout fair price.
    L.append(v2(16, "epl", "Nottingham Forest", "Everton", "2027-04-10", "14:00", "GAME",
        "EVE", "Nottingham Forest vs Everton Winner?", "Everton",
        "Definitions. \"Match\": the Nottingham Forest vs Everton professional English Premier "
        "League soccer game originally scheduled for 04/10/2027. \"Regulation Time\": 90 "
        "minutes plus stoppage time, with no extra time or penalties.",
        "If Everton is ahead after Regulation Time, the market resolves to Yes. If the Match "
        "has not been played by the Expiration Date, the market resolves at a fair price. If "
        "the Match is canceled, the market also resolves at a fair price.",
        ESPN_FOX,
        exp("win", "Everton", scope="regulation", sp="provider", tw="ambiguous",
            vc="fair_price", vp="fair_price"),
        ["F:win", "S2", "P:ambiguous", "C4", "R3"],
        ["definitions:primary", "undefined_term", "date:mm/dd/yyyy", "away_side"]))

    # 17. "Abandoned" defined; treated as canceled under Rule 3.
    L.append(v2(17, "epl", "Chelsea", "Tottenham", "2027-05-16", "16:00", "GAME", "CFC",
        "Chelsea vs Tottenham Winner?", "Chelsea",
        "Rule 1. If Chelsea wins the Match in Regulation Time, the market resolves to Yes. "
        "Rule 2. If the Match is level after Regulation Time, the Tie market resolves to Yes. "
        "Rule 3. If the Match is canceled, or does not kick off within 48 hours of its "
        "original start, the contract is valued at a fair price. Rule 4. An Abandoned Match is "
        "treated as canceled under Rule 3.",
        "Definitions: \"Match\" means the Chelsea vs Tottenham professional English Premier "
        "League soccer game originally scheduled for May 16, 2027. \"Regulation Time\" means 90 "
        "minutes plus stoppage time and excludes extra time and penalties. \"Abandoned\" "
        "describes a Match that kicks off but is stopped by the referee and not completed on "
        "the same day.",
        ESPN_FOX,
        exp("win", "Chelsea", scope="regulation", sp="provider", tw=48, vc="fair_price",
            vp="fair_price", va="fair_price"),
        ["F:win", "S2", "D1", "P2", "C4", "AB", "R3"],
        ["rules:numbered", "definitions:secondary", "cross_reference"]))

    # 18. MLS; abandonment refund; series source MLS.
    L.append(v2(18, "mls", "Inter Miami", "New York City", "2026-09-12", "23:30", "GAME", "MIA",
        "Inter Miami vs New York City Winner?", "Inter Miami",
        "If Inter Miami wins the Match after Regulation Time, the market resolves to Yes.",
        "1. Definitions. \"Match\" means the Inter Miami vs New York City professional Major "
        "League Soccer game originally scheduled for Sep 12, 2026. \"Regulation Time\" means 90 "
        "minutes and stoppage time; extra time and penalties are left out. \"Abandoned\" means "
        "stopped after kickoff and not resumed within 48 hours.\n2. If the Match ends level "
        "after Regulation Time, the Tie market resolves to Yes.\n3. If the Match is canceled "
        "or postponed by more than 48 hours, the market is settled at a fair price.\n4. If the "
        "Match is Abandoned, all positions are refunded at their purchase price.",
        MLS,
        exp("win", "Inter Miami", scope="regulation", sp="official", tw=48, vc="fair_price",
            vp="fair_price", va="refund"),
        ["F:win", "S2", "D1", "P2", "C4", "AB", "R3"],
        ["definitions:secondary", "rules:numbered", "refund"]))

    # 19. "Tie" defined to cover cancellation; postponement open until played.
    L.append(v2(19, "ligue1", "PSG", "Lyon", "2027-04-24", "19:00", "GAME", "TIE",
        "PSG vs Lyon Winner?", "Tie",
        "If a Tie occurs, the market resolves to Yes. If the Match is postponed, the market "
        "stays open until the Match is played.",
        "In these rules: \"Match\" means the PSG vs Lyon professional French Ligue 1 soccer "
        "game originally scheduled for Apr 24, 2027; \"Regulation Time\" means 90 minutes plus "
        "stoppage time, excluding extra time and penalties; and \"Tie\" means either (i) that "
        "the teams have equal scores at the end of Regulation Time, or (ii) that the Match is "
        "canceled and never played.",
        ESPN_FOX,
        exp("draw", "draw", scope="regulation", sp="provider", tw="open_until_played",
            vc="yes", vp="result"),
        ["F:draw", "S2", "P1", "C1", "R3"],
        ["definitions:secondary", "defined_word_changes_plain_word:tie", "enumerated_(i)_(ii)"]))

    # 20. "Postponement Window" defined as forty-eight (48) hours.
    L.append(v2(20, "laliga", "Valencia", "Rayo Vallecano", "2027-04-03", "14:00", "GAME",
        "VCF", "Valencia vs Rayo Vallecano Winner?", "Valencia",
        "If Valencia wins the Match, with the Match judged at the end of Regulation Time, the "
        "market resolves to Yes. If the Match is canceled, or does not start within the "
        "Postponement Window, the market resolves at the Fair Price.",
        "Definitions used in the primary rules: \"Match\" is the Valencia vs Rayo Vallecano "
        "professional Spanish La Liga soccer game originally scheduled for 2027-04-03. "
        "\"Regulation Time\" is ninety (90) minutes plus stoppage time, without extra time or "
        "penalties. \"Postponement Window\" is the forty-eight (48) hour period beginning at "
        "the Match's originally scheduled kickoff. \"Fair Price\" is the price the exchange "
        "judges fair under the contract rules. A level score at the end of Regulation Time "
        "resolves the Tie market to Yes.",
        ESPN_FOX,
        exp("win", "Valencia", scope="regulation", sp="provider", tw=48, vc="fair_price",
            vp="fair_price"),
        ["F:win", "S2", "D1", "P2", "C4", "R3"],
        ["definitions:secondary", "number_words_and_numerals", "date:iso"]))

    # 21. MLS; "Scheduled Start" + two days; abandonment per Rule 3.
    L.append(v2(21, "mls", "LA Galaxy", "Seattle", "2026-10-03", "02:30", "GAME", "LA",
        "LA Galaxy vs Seattle Winner?", "LA Galaxy",
        "Rule 1. If LA Galaxy wins the Match in Regulation Time, the market resolves to Yes. "
        "Rule 2. If the Match starts within two days of the Scheduled Start, the market stays "
        "open; otherwise it resolves at a fair price. Rule 3. If the Match is canceled, the "
        "market resolves at a fair price. Rule 4. If the Match is abandoned, the market "
        "resolves as set out in Rule 3.",
        "\"Match\": the LA Galaxy vs Seattle professional Major League Soccer game originally "
        "scheduled for Oct 2, 2026 (Pacific Time). \"Scheduled Start\": the kickoff time for "
        "the Match first announced by the league. \"Regulation Time\": 90 minutes plus "
        "stoppage time; extra time and penalties do not form part of it.",
        MLS,
        exp("win", "LA Galaxy", scope="regulation", sp="official", tw=48, vc="fair_price",
            vp="fair_price", va="fair_price"),
        ["F:win", "S2", "P3", "C4", "AB", "R3"],
        ["rules:numbered", "definitions:secondary", "number_words:two days",
         "cross_reference"],
        date_in_ticker="2026-10-02"))

    # 22. "Match" includes extra time and shoot-out, but the rule reads Regulation Time.
    L.append(v2(22, "ucl", "Arsenal", "Real Madrid", "2027-03-16", "20:00", "GAME", "ARS",
        "Arsenal vs Real Madrid Winner?", "Arsenal",
        "\"Match\" means the Arsenal vs Real Madrid UEFA Champions League round of 16 second leg "
        "originally scheduled for Mar 16, 2027, including any extra time and penalty "
        "shoot-out. \"Regulation Time\" means the first 90 minutes of the Match plus stoppage "
        "time.",
        "If Arsenal has scored more goals than Real Madrid at the end of Regulation Time of "
        "the Match, the market resolves to Yes. If the teams are level at the end of "
        "Regulation Time, the Tie market resolves to Yes, whatever happens afterwards. If the "
        "Match is canceled or postponed by more than 48 hours, the market goes to a fair "
        "price.",
        UEFA,
        exp("win", "Arsenal", scope="regulation", sp="official", tw=48, vc="fair_price",
            vp="fair_price"),
        ["F:win", "S2", "D1", "P2", "C4", "R3"],
        ["definitions:primary", "defined_match_wider_than_rule", "knockout"]))

    # 23. Primary without a scope; secondary defines "wins" through the "Result".
    L.append(v2(23, "epl", "Newcastle", "Liverpool", "2027-05-02", "15:30", "GAME", "LFC",
        "Newcastle vs Liverpool Winner?", "Liverpool",
        "Should Liverpool win the Newcastle vs Liverpool professional English Premier League "
        "soccer game originally scheduled for May 2, 2027, the market settles to Yes.",
        "Here \"win\" is judged by the Result, meaning the score once 90 minutes and stoppage "
        "time have been played; extra time and penalties are outside the Result. If the "
        "Result is level, the Tie market settles to Yes. If the game is canceled or put back "
        "by more than 48 hours, the market settles to a fair price.",
        ESPN_FOX,
        exp("win", "Liverpool", scope="regulation", sp="provider", tw=48, vc="fair_price",
            vp="fair_price"),
        ["F:win", "S4", "D1", "P2", "C4", "R3"],
        ["definitions:secondary", "syn:put back", "away_side"]))

    # 24. Tie leg where "Match" includes extra time (knockout second leg).
    L.append(v2(24, "ucl", "Barcelona", "Inter", "2027-03-10", "20:00", "GAME", "TIE",
        "Barcelona vs Inter Winner?", "Tie",
        "Definitions. \"Match\" means the Barcelona vs Inter UEFA Champions League round of 16 "
        "second-leg game originally scheduled for Mar 10, 2027, together with any extra time "
        "played in it; a penalty shoot-out is not part of the Match. \"Tie\" means the teams "
        "have scored equal goals when the Match ends.",
        "If a Tie occurs, the market resolves to Yes. If the Match is canceled or postponed by "
        "more than 48 hours, the market settles at a fair price.",
        UEFA,
        exp("draw", "draw", scope="extra_time", sp="official", tw=48, vc="fair_price",
            vp="fair_price"),
        ["F:draw", "S5", "P2", "C4", "R3"],
        ["definitions:primary", "defined_scope_changes_plain_word", "knockout"]))

    # 25. Source Agency: ESPN, then Fox Sports. "subject to paragraph (c)".
    L.append(v2(25, "epl", "Man City", "Arsenal", "2027-02-13", "17:30", "GAME", "MCI",
        "Man City vs Arsenal Winner?", "Man City",
        "Subject to paragraph (c), if Man City wins the Match in Regulation Time, the market "
        "resolves to Yes.",
        "(a) Defined terms. \"Match\": the Man City vs Arsenal professional English Premier "
        "League soccer game originally scheduled for February 13, 2027. \"Regulation Time\": "
        "ninety minutes plus stoppage time, excluding extra time and penalties. \"Source "
        "Agency\": ESPN, or, if ESPN has not reported the result, Fox Sports. (b) A level "
        "score after Regulation Time resolves the Tie market to Yes. (c) If the Match is "
        "canceled, or delayed so that it begins more than 48 hours after its scheduled "
        "kickoff, the market resolves at a fair price. (d) The outcome is determined from the "
        "Source Agency.",
        ESPN_FOX,
        exp("win", "Man City", scope="regulation", sp="provider", sf="provider", tw=48,
            vc="fair_price", vp="fair_price"),
        ["F:win", "S2", "D1", "P2", "C4", "R:provider+provider"],
        ["definitions:secondary", "cross_reference", "rules:lettered"]))

    # 26. Source Agency names two sources with no order -> source ambiguous.
    L.append(v2(26, "bundesliga", "Dortmund", "Leverkusen", "2027-05-15", "13:30", "GAME", "TIE",
        "Dortmund vs Leverkusen Winner?", "Tie",
        "If the Match ends in a Tie, the market resolves to Yes, with the outcome taken "
        "from the Source Agency.",
        "\"Match\" means the Dortmund vs Leverkusen professional German Bundesliga soccer game "
        "originally scheduled for 15 May 2027. \"Tie\" means level scores once 90 minutes plus "
        "stoppage time have elapsed, without extra time or penalties. \"Source Agency\" means bundesliga.com "
        "or Sky Sports. If the Match is canceled or postponed by more than 48 hours, the "
        "market resolves at a fair price.",
        ESPN_FOX,
        exp("draw", "draw", scope="regulation", sp="ambiguous", sf="ambiguous", tw=48,
            vc="fair_price", vp="fair_price"),
        ["F:draw", "S2", "P2", "C4", "R:ambiguous"],
        ["definitions:secondary", "source_unordered"]))

    return L
