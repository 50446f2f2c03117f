"""Venue_two legs of held-out reading set (c): texts written fresh, inline."""
from common import E, v2

LEGS = []
add = LEGS.append
PRO = "provider"
OFF = "official"
FP = "fair_price"

# ---------------------------------------------------------------- GAME: team legs
add(v2(1, "epl", "TOT", "CHE", "2026-09-26", "GAME", "CFC", "Chelsea",
"Chelsea must defeat Tottenham in the Premier League match originally set for Sep 26, 2026 for this market to resolve to Yes; the result is read after 90 minutes plus stoppage time, with extra time and penalties excluded.",
"A level score after regulation sends the Tie market to Yes. Should the match be canceled or pushed back by more than 48 hours from its original kickoff, this market settles at a fair price determined under the rulebook.",
E("win", "Chelsea", scope="regulation", sp=PRO, tw=48, vc=FP, vp=FP),
["american", "syn:defeat", "syn:level", "syn:pushed_back", "condition_last", "numerals"], ["S2", "P2", "C4", "D1", "R3", "F:win"]))

add(v2(2, "laliga", "BAR", "ATM", "2026-11-29", "GAME", "BAR", "Barcelona",
"If Barcelona is ahead of Atletico Madrid at the end of 90 minutes plus stoppage time in their La Liga game originally scheduled for Nov 29, 2026, the market resolves to Yes.",
"Extra time and penalty shootouts are not part of this market. If the game is postponed but kicks off within 48 hours of its original start, the market stays open and settles on that game; if it kicks off later than that, or is canceled, the market resolves to a fair price.",
E("win", "Barcelona", scope="regulation", sp=PRO, tw=48, vc=FP, vp=FP),
["american", "syn:ahead", "split_fields"], ["S3", "P3", "C4", "R3", "F:win"]))

add(v2(4, "seriea", "JUV", "INT", "2026-10-17", "GAME", "INT", "Inter",
"If Inter wins the Juventus vs Inter professional Serie A soccer game originally scheduled for Oct 17, 2026, then the market resolves to Yes.",
"The outcome is determined by the score after 90 minutes plus stoppage time; extra time and penalties are not counted. A tie resolves the Tie market to Yes. Cancellation, or rescheduling more than 48 hours past the original start, results in settlement at a fair price in accordance with the rules.",
E("win", "Inter", scope="regulation", sp=PRO, tw=48, vc=FP, vp=FP),
["american", "scope_in_secondary", "nominalised"], ["S4", "P2", "C4", "D1", "R3", "F:win"]))

add(v2(5, "ligue1", "OL", "PSG", "2027-02-07", "GAME", "PSG", "PSG",
"If PSG wins the Lyon vs PSG professional Ligue 1 soccer game originally scheduled for Feb 7, 2027, then the market resolves to Yes.",
"If the game is canceled or postponed to more than 48 hours after its originally scheduled time, the market will resolve to a fair price in accordance with the rules.",
E("win", "PSG", sp=PRO, tw=48, vc=FP, vp=FP),
["american", "no_scope"], ["S4", "P2", "C4", "R3", "F:win"]))

add(v2(6, "ucl", "RMA", "ARS", "2027-05-29", "GAME", "RMA", "Real Madrid",
"If Real Madrid scores more goals than Arsenal during the entire game (regulation, stoppage and any extra time periods) in the UEFA Champions League final originally scheduled for May 29, 2027, then the market resolves to Yes. A penalty shootout is not part of the game for this purpose.",
"If the game is canceled or moved to more than 48 hours after its original start time, the market resolves to a fair price.",
E("win", "Real Madrid", scope="extra_time", sp=PRO, tw=48, vc=FP, vp=FP),
["american", "whole_game", "syn:moved"], ["S5", "P2", "C4", "R3", "F:win"], title="Real Madrid vs Arsenal Winner? (Final)"))

add(v2(7, "epl", "MUN", "LIV", "2027-01-17", "GAME", "MUN", "Man United",
"Man United to beat Liverpool: this market resolves to Yes if Man United finishes regulation (ninety minutes plus stoppage time; no extra time, no penalties) with more goals than Liverpool in the Premier League game originally scheduled for Jan 17, 2027. A win by any margin counts, even if Man United only edges it by one.",
"Tie after regulation → the Tie market resolves to Yes, and this market to No. If the game is canceled, or if it is postponed and does not start within forty-eight hours of the original time, this market resolves to a fair price per the rulebook.",
E("win", "Man United", scope="regulation", sp=PRO, tw=48, vc=FP, vp=FP),
["american", "syn:beat", "syn:edges", "number_words", "arrow"], ["S2", "P3", "C4", "D1", "R3", "F:win"]))

add(v2(8, "epl", "NEW", "BHA", "2026-12-05", "GAME", "BHA", "Brighton",
"If Brighton beats Newcastle in the Premier League game originally scheduled for Dec 5, 2026, as the score stands after 90 minutes plus stoppage time (extra time and penalties do not count), the market resolves to Yes.",
"The result is verified against the official Premier League website. If the game is scrapped, or moved to a time more than 48 hours after the original kickoff, the market resolves to a fair price.",
E("win", "Brighton", scope="regulation", sp=OFF, tw=48, vc=FP, vp=FP),
["american", "syn:beats", "syn:scrapped", "named_source_text"], ["S2", "P2", "C4", "R:official", "F:win"]))

add(v2(9, "laliga", "RSO", "ATH", "2027-03-14", "GAME", "ATH", "Athletic Club",
"Athletic Club winning away at Real Sociedad in La Liga (originally scheduled Mar 14, 2027) resolves this market to Yes. Only the 90 minutes and stoppage time count; no extra time or penalties.",
"Settlement uses the final score as reported by ESPN; if ESPN has not reported it, the official La Liga website is used instead. A draw in regulation makes Tie the winning market. Cancellation, or a delay of more than 48 hours to the start, means settlement at a fair price.",
E("win", "Athletic Club", scope="regulation", sp=PRO, sf=OFF, tw=48, vc=FP, vp=FP),
["american", "gerund_subject", "named_source_text", "fallback_source"], ["S2", "P2", "C4", "D1", "R:provider+official", "F:win"]))

add(v2(10, "seriea", "ROM", "NAP", "2026-11-08", "GAME", "ROM", "Roma",
"If Roma overcomes Napoli in the Serie A game originally scheduled for Nov 8, 2026, after 90 minutes plus stoppage time (does not include extra time or penalties), then the market resolves to Yes.",
"If the game ends level, Tie resolves to Yes. If the game is canceled, or rescheduled to start more than 48 hours after its original time, the market resolves to a fair price. If the game is abandoned and is not completed within 48 hours, the market likewise resolves to a fair price.",
E("win", "Roma", scope="regulation", sp=PRO, tw=48, vc=FP, vp=FP, va=FP),
["american", "syn:overcomes", "syn:level"], ["S2", "P2", "C4", "AB", "D1", "R3", "F:win"]))

add(v2(11, "bundesliga", "RBL", "B04", "2026-10-03", "GAME", "RBL", "RB Leipzig",
"The market resolves to Yes if the Bundesliga game between RB Leipzig and Leverkusen, originally scheduled for Oct 3, 2026, is won by RB Leipzig; the score is taken after 90 minutes plus stoppage time; extra time and penalties are disregarded.",
"A tie is settled through the Tie market; should the game be canceled, or be rescheduled to a start more than 48 hours later than planned, the market is settled at a fair price in accordance with the rulebook.",
E("win", "RB Leipzig", scope="regulation", sp=OFF, tw=48, vc=FP, vp=FP),
["passive", "semicolon", "american"], ["S2", "P2", "C4", "D1", "R3", "F:win"], sources="official"))

add(v2(12, "ligue1", "ASM", "OM", "2027-04-04", "GAME", "OM", "Marseille",
"Marseille wins at Monaco → Yes. Ligue 1, originally scheduled Apr 4, 2027. Counted: 90 minutes + stoppage time. Not counted: extra time, penalties.",
"• Regulation tie → Tie market Yes.\n• Canceled → fair price.\n• Delayed more than 48 hours → fair price.\n• Delayed 48 hours or less → market stays open for the rescheduled game.",
E("win", "Marseille", scope="regulation", sp=PRO, tw=48, vc=FP, vp=FP),
["bullets", "arrow", "terse", "syn:delayed"], ["S2", "P3", "C4", "D1", "R3", "F:win"]))

add(v2(13, "epl", "AVL", "EVE", "2026-11-01", "GAME", "AVL", "Aston Villa",
"Does Aston Villa beat Everton in the Premier League game originally scheduled for Nov 1, 2026? If yes, after 90 minutes plus stoppage time (not extra time, not penalties), the market resolves to Yes.",
"What if it's a tie? The Tie market resolves to Yes. What if the game is called off, or moved back by more than two days (48 hours)? The market resolves to a fair price as set out in the rules.",
E("win", "Aston Villa", scope="regulation", sp=PRO, tw=48, vc=FP, vp=FP),
["qa", "american", "syn:called_off", "syn:moved_back", "number_words", "numerals"], ["S2", "P2", "C4", "D1", "R3", "F:win"]))

add(v2(14, "seriea", "LAZ", "ATA", "2027-01-31", "GAME", "ATA", "Atalanta",
"This contract shall resolve to Yes if and only if Atalanta has scored more goals than Lazio upon the expiry of ninety (90) minutes of play and any stoppage time in the Serie A match originally scheduled for Jan 31, 2027. Extra time and penalty kicks shall be disregarded.",
"In the event of cancellation of the match, or of its rescheduling to a start time more than forty-eight (48) hours after the original start time, the contract shall resolve to a fair price in accordance with the Rulebook. In the event that the match ends level, the Tie contract shall resolve to Yes.",
E("win", "Atalanta", scope="regulation", sp=PRO, tw=48, vc=FP, vp=FP),
["legal", "american", "number_words", "numerals"], ["S2", "P2", "C4", "D1", "R3", "F:win"]))

add(v2(15, "laliga", "GIR", "SEV", "2026-12-20", "GAME", "SEV", "Sevilla",
"If Sevilla wins the Girona vs Sevilla professional La Liga soccer game originally scheduled for Dec 20, 2026 after 90 minutes plus stoppage time (extra time and penalties excluded), then the market resolves to Yes.",
"",
E("win", "Sevilla", scope="regulation", sp=PRO),
["american", "empty_secondary"], ["S2", "R3", "F:win"]))

add(v2(61, "epl", "LEE", "SUN", "2027-04-17", "GAME", "LEE", "Leeds",
"Resolves Yes: Leeds overcomes Sunderland, counting the ninety minutes plus stoppage time only, in the Premier League game originally scheduled for Apr 17, 2027.",
"Extra time and penalties: excluded. Game postponed but starting within forty-eight hours of the original kickoff: market remains open. Game starting later than that, or not played at all: fair price under the rules. Level after regulation: Tie resolves to Yes.",
E("win", "Leeds", scope="regulation", sp=PRO, tw=48, vc=FP, vp=FP),
["terse", "consequence_first", "syn:overcomes", "syn:not_played", "number_words", "colon_list"], ["S3", "P3", "C4", "D1", "R3", "F:win"]))

# deliberately ambiguous scope: primary says 90'+stoppage, secondary says extra time included
add(v2(59, "ucl", "ATA", "RMA", "2027-03-09", "GAME", "ATA", "Atalanta",
"If Atalanta beats Real Madrid in the UEFA Champions League round of 16 second leg originally scheduled for Mar 9, 2027, after 90 minutes plus stoppage time, the market resolves to Yes.",
"The result includes any extra time played. Penalty shootouts are not included. If the game is canceled or rescheduled more than 48 hours after its original start, the market resolves to a fair price.",
E("win", "Atalanta", scope="ambiguous", sp=PRO, tw=48, vc=FP, vp=FP),
["american", "contradiction"], ["S:ambiguous", "P2", "C4", "R3", "F:win"]))

# deliberately ambiguous source: two sources named, no order between them
add(v2(60, "laliga", "VIL", "RMA", "2027-02-14", "GAME", "RMA", "Real Madrid",
"If Real Madrid wins the Villarreal vs Real Madrid La Liga game originally scheduled for Feb 14, 2027 after 90 minutes plus stoppage time (no extra time or penalties), the market resolves to Yes.",
"The outcome is verified using the league's official website and ESPN. If the game is canceled or rescheduled to more than 48 hours after its original time, the market resolves to a fair price.",
E("win", "Real Madrid", scope="regulation", sp="ambiguous", sf="ambiguous", tw=48, vc=FP, vp=FP),
["american", "two_sources_unordered"], ["S2", "P2", "C4", "R:ambiguous", "F:win"], sources="none"))

# ---------------------------------------------------------------- GAME: Tie legs
add(v2(3, "bundesliga", "BVB", "BAY", "2027-03-06", "GAME", "TIE", "Tie",
"If the Dortmund vs Bayern Munich professional Bundesliga game originally scheduled for Mar 6, 2027 ends in a tie after 90 minutes plus stoppage time (excluding extra time and penalties), this market resolves to Yes.",
"Should the game be called off, or rescheduled to more than forty-eight hours after its original start time, the market will be settled at a fair price in line with the exchange rules.",
E("draw", "draw", scope="regulation", sp=OFF, tw=48, vc=FP, vp=FP),
["american", "syn:called_off", "number_words"], ["S2", "P2", "C4", "D1", "R3", "F:draw"], sources="official"))

add(v2(16, "epl", "ARS", "LIV", "2026-10-10", "GAME", "TIE", "Tie",
"Arsenal and Liverpool all square at the end of regulation — 90 minutes plus stoppage time, nothing after — in their Premier League game originally scheduled for Oct 10, 2026: the Tie market resolves to Yes.",
"If either team is ahead at that point, Tie resolves to No. If the game is canceled, or pushed back to more than 48 hours after the original time, all markets on this game resolve to a fair price in accordance with the rules.",
E("draw", "draw", scope="regulation", sp=PRO, tw=48, vc=FP, vp=FP),
["american", "syn:all_square", "syn:pushed_back", "condition_first"], ["S2", "P2", "C4", "D1", "R3", "F:draw"]))

add(v2(17, "laliga", "VAL", "VIL", "2027-01-10", "GAME", "TIE", "Tie",
"If Tie is the result of the Valencia vs Villarreal La Liga game originally scheduled for Jan 10, 2027, as measured after 90 minutes plus stoppage time, then the market resolves to Yes.",
"Extra time and penalties do not count. A postponed game that kicks off within 48 hours of its scheduled start keeps this market open; otherwise, and also if the game is canceled, the market resolves to a fair price.",
E("draw", "draw", scope="regulation", sp=PRO, tw=48, vc=FP, vp=FP),
["american", "split_fields"], ["S3", "P3", "C4", "D1", "R3", "F:draw"]))

add(v2(18, "seriea", "FIO", "BOL", "2026-09-20", "GAME", "TIE", "Tie",
"The Tie contract on Fiorentina vs Bologna (Serie A, originally scheduled for Sep 20, 2026) shall resolve to Yes where the two teams have scored an equal number of goals upon completion of ninety minutes and stoppage time, exclusive of any extra time and penalties.",
"Where the match is cancelled, or is rescheduled to begin more than 48 hours after its original start time, the contract shall resolve to a fair price as provided by the Rulebook.",
E("draw", "draw", scope="regulation", sp=PRO, tw=48, vc=FP, vp=FP),
["legal", "british", "number_words"], ["S2", "P2", "C4", "D1", "R3", "F:draw"]))

add(v2(19, "ligue1", "LIL", "NIC", "2026-12-13", "GAME", "TIE", "Tie",
"Level after 90 minutes plus stoppage time? Then the Tie market for Lille vs Nice (Ligue 1, originally scheduled for Dec 13, 2026) resolves to Yes. Extra time and penalties play no part.",
"Canceled games, and games moved to start more than 48 hours after the original time, resolve to a fair price.",
E("draw", "draw", scope="regulation", sp=OFF, tw=48, vc=FP, vp=FP),
["american", "question_lead", "syn:level", "syn:moved"], ["S2", "P2", "C4", "D1", "R3", "F:draw"], sources="official"))

add(v2(20, "bundesliga", "VFB", "SGE", "2027-02-27", "GAME", "TIE", "Tie",
"Stuttgart vs Frankfurt — Bundesliga — originally scheduled Feb 27, 2027\n• Yes: the game is tied after regulation (90 minutes + stoppage time).\n• No: either team wins in regulation.\n• Extra time / penalties: not counted.",
"• Canceled: fair price.\n• Rescheduled more than 48 hours later: fair price.",
E("draw", "draw", scope="regulation", sp=PRO, tw=48, vc=FP, vp=FP),
["bullets", "american", "syn:tied", "headings"], ["S2", "P2", "C4", "D1", "R3", "F:draw"]))

add(v2(21, "ucl", "INT", "LIV", "2026-10-21", "GAME", "TIE", "Tie",
"If Inter vs Liverpool, a UEFA Champions League league-phase game originally scheduled for Oct 21, 2026, is a tie after 90 minutes plus stoppage time, the market resolves to Yes.",
"There is no extra time in this game, and penalty shootouts do not apply. If the game is canceled or rescheduled to more than 48 hours after its original time, the market resolves to a fair price.",
E("draw", "draw", scope="regulation", sp=PRO, tw=48, vc=FP, vp=FP),
["american", "league_phase"], ["S3", "P2", "C4", "D1", "R3", "F:draw"]))

add(v2(22, "epl", "CRY", "WHU", "2027-03-13", "GAME", "TIE", "Tie",
"Tie = Yes: Crystal Palace v West Ham, Premier League, orig. Mar 13, 2027, level at 90'+stoppage (ET/pens excluded).",
"Cancelled or moved >48h: fair price.",
E("draw", "draw", scope="regulation", sp=PRO, tw=48, vc=FP, vp=FP),
["terse", "abbreviations", "british", "symbols"], ["S2", "P2", "C4", "D1", "R3", "F:draw"]))

add(v2(62, "seriea", "COM", "TOR", "2027-05-09", "GAME", "TIE", "Tie",
"The Tie market resolves to Yes if Como and Torino are still level when the 90 minutes and stoppage time of their Serie A game, originally scheduled for May 9, 2027, are up. Extra time and penalties are excluded.",
"If the game is suspended and not resumed within 48 hours, or is cancelled, or is rescheduled to begin more than 48 hours late, the market resolves to a fair price.",
E("draw", "draw", scope="regulation", sp=PRO, tw=48, vc=FP, vp=FP, va=FP),
["british", "syn:level", "syn:suspended", "list_of_or"], ["S2", "P2", "C4", "AB", "D1", "R3", "F:draw"]))

# ---------------------------------------------------------------- ADVANCE
add(v2(23, "ucl", "BAR", "INT", "2027-03-10", "ADVANCE", "BAR", "Barcelona",
"If Barcelona advances past Inter in the UEFA Champions League Round of 16 tie whose second leg is originally scheduled for Mar 10, 2027, then the market resolves to Yes. Advancing includes doing so on aggregate score, in extra time, or in a penalty shootout.",
"If the second leg is canceled, or delayed by more than 48 hours, the market resolves to a fair price in accordance with the rules.",
E("advance", "Barcelona", scope="penalties", sp=PRO, tw=48, vc=FP, vp=FP),
["american", "syn:advances"], ["S6", "P2", "C4", "R3", "F:advance"]))

add(v2(24, "ucl", "ATM", "LIV", "2027-04-14", "ADVANCE", "ATM", "Atletico Madrid",
"Atletico Madrid reaching the Champions League semifinals at Liverpool's expense — by aggregate, after extra time, or on penalties in the second leg originally scheduled for Apr 14, 2027 — resolves this market to Yes.",
"Liverpool advancing resolves it to No. If the second leg does not start within 48 hours of its original time, or is canceled, the market resolves to a fair price.",
E("advance", "Atletico Madrid", scope="penalties", sp=PRO, tw=48, vc=FP, vp=FP),
["american", "gerund_subject", "consequence_last"], ["S6", "P2", "C4", "R3", "F:advance"]))

add(v2(25, "ucl", "BAY", "PSG", "2027-05-05", "ADVANCE", "BMU", "Bayern Munich",
"Yes if Bayern Munich qualifies for the UEFA Champions League final from its semifinal against PSG (second leg originally scheduled for May 5, 2027). The whole tie counts, including any extra time and any shootout.",
"Canceled tie, or second leg rescheduled more than forty-eight hours late: fair price.",
E("advance", "Bayern Munich", scope="penalties", sp=PRO, tw=48, vc=FP, vp=FP),
["american", "syn:qualifies", "number_words", "terse"], ["S6", "P2", "C4", "R3", "F:advance"]))

add(v2(26, "ucl", "NAP", "ARS", "2027-03-16", "ADVANCE", "ARS", "Arsenal",
"The market will be resolved to Yes if Arsenal is progressed to the quarterfinals by the outcome of its Round of 16 tie with Napoli, second leg originally scheduled for Mar 16, 2027; the tie is decided on aggregate goals and, if needed, by extra time and a penalty shootout.",
"The qualifying team is determined from UEFA's official match records. If the second leg is cancelled or rescheduled to more than 48 hours after its original start, the market will be resolved to a fair price.",
E("advance", "Arsenal", scope="penalties", sp=OFF, tw=48, vc=FP, vp=FP),
["passive", "future_tense", "british", "named_source_text"], ["S6", "P2", "C4", "R:official", "F:advance"]))

add(v2(27, "ucl", "CHE", "BVB", "2027-03-17", "ADVANCE", "CFC", "Chelsea",
"If Chelsea advances to the Champions League quarterfinals by winning its Round of 16 tie against Dortmund (second leg originally scheduled for Mar 17, 2027), including via extra time or penalties, the market resolves to Yes.",
"",
E("advance", "Chelsea", scope="penalties"),
["american", "empty_secondary", "no_series_sources"], ["S6", "F:advance"], sources="none"))

add(v2(28, "ucl", "B04", "MCI", "2027-04-07", "ADVANCE", "MCI", "Man City",
"Man City knocks out Leverkusen in the Champions League quarterfinal (second leg originally scheduled for Apr 7, 2027) → Yes. Aggregate, extra time and penalties all count toward who goes through.",
"Leg postponed but starting within 48 hours: market stays open. Later than that, or canceled: fair price.",
E("advance", "Man City", scope="penalties", sp=PRO, tw=48, vc=FP, vp=FP),
["american", "syn:knocks_out", "arrow", "terse"], ["S6", "P3", "C4", "R3", "F:advance"]))

# ---------------------------------------------------------------- SPREAD
add(v2(29, "epl", "MCI", "FUL", "2026-11-21", "SPREAD", "MCI2", "Man City wins by over 1.5 goals",
"If Man City wins the Man City vs Fulham Premier League game originally scheduled for Nov 21, 2026 by more than 1.5 goals after 90 minutes plus stoppage time (not including extra time or penalties), the market resolves to Yes.",
"If the game is canceled or rescheduled to more than 48 hours after its original time, the market resolves to a fair price in accordance with the rules.",
E("spread", "Man City", line=1.5, scope="regulation", sp=PRO, tw=48, vc=FP, vp=FP),
["american", "numerals"], ["S2", "P2", "C4", "R3", "F:spread"]))

add(v2(30, "laliga", "RMA", "CEL", "2027-02-21", "SPREAD", "RMA3", "Real Madrid wins by 3+",
"Real Madrid must beat Celta Vigo by three goals or more in their La Liga game originally scheduled for Feb 21, 2027, counting regulation only (90 minutes plus stoppage time), for this market to resolve to Yes.",
"Winning by one or two goals, drawing or losing resolves it to No. A cancellation, or a move of the start by more than 48 hours, means settlement at a fair price.",
E("spread", "Real Madrid", line=2.5, scope="regulation", sp=PRO, tw=48, vc=FP, vp=FP),
["american", "number_words", "syn:move"], ["S2", "P2", "C4", "R3", "F:spread"]))

add(v2(31, "bundesliga", "BAY", "M05", "2026-10-24", "SPREAD", "BMU2", "Bayern Munich wins by 2+",
"Yes if Bayern Munich's winning margin over Mainz is at least two goals at the end of 90 minutes plus stoppage time in the Bundesliga game originally scheduled for Oct 24, 2026.",
"Extra time and penalties do not count. If the game is called off, or starts more than 48 hours after its original time, the market settles at a fair price.",
E("spread", "Bayern Munich", line=1.5, scope="regulation", sp=OFF, tw=48, vc=FP, vp=FP),
["american", "syn:margin", "syn:called_off"], ["S3", "P2", "C4", "R3", "F:spread"], sources="official"))

add(v2(32, "seriea", "NAP", "TOR", "2027-04-11", "SPREAD", "NAP2", "Napoli wins by over 1.5 goals",
"Napoli -1.5 vs Torino (Serie A, originally scheduled Apr 11, 2027): the market resolves to Yes if Napoli is two or more goals ahead after 90 minutes plus stoppage time; extra time and penalties excluded.",
"Cancelled, or rescheduled beyond 48 hours from the original start: fair price.",
E("spread", "Napoli", line=1.5, scope="regulation", sp=PRO, tw=48, vc=FP, vp=FP),
["terse", "british", "handicap_notation"], ["S2", "P2", "C4", "R3", "F:spread"]))

add(v2(33, "ligue1", "PSG", "NIC", "2026-09-19", "SPREAD", "PSG3", "PSG wins by over 2.5 goals",
"Should PSG finish regulation — ninety minutes plus stoppage time — at least three goals clear of Nice in the Ligue 1 game originally scheduled for Sep 19, 2026, the market resolves to Yes.",
"Should the game be canceled, or should it be postponed and not begin within 48 hours of its original start, the market resolves to a fair price.",
E("spread", "PSG", line=2.5, scope="regulation", sp=PRO, tw=48, vc=FP, vp=FP),
["american", "subjunctive", "syn:clear_of", "number_words"], ["S2", "P3", "C4", "R3", "F:spread"]))

add(v2(34, "epl", "LIV", "LEE", "2027-05-01", "SPREAD", "LFC2", "Liverpool wins by over 1.5 goals",
"If Liverpool wins the Liverpool vs Leeds Premier League game originally scheduled for May 1, 2027 by at least 2 goals after 90 minutes plus stoppage time (extra time and penalties not included), then the market resolves to Yes.",
"",
E("spread", "Liverpool", line=1.5, scope="regulation", sp=PRO),
["american", "empty_secondary"], ["S2", "R3", "F:spread"]))

# ---------------------------------------------------------------- TOTAL
add(v2(35, "epl", "CHE", "MUN", "2026-12-28", "TOTAL", "3", "Over 2.5 goals scored",
"If more than 2.5 goals are scored in total in the Chelsea vs Man United Premier League game originally scheduled for Dec 28, 2026, after 90 minutes plus stoppage time (extra time and penalties are not included), the market resolves to Yes.",
"If the game is canceled or rescheduled to more than 48 hours after its original start time, the market resolves to a fair price in accordance with the rules.",
E("total", "over", line=2.5, scope="regulation", sp=PRO, tw=48, vc=FP, vp=FP),
["american", "passive"], ["S2", "P2", "C4", "R3", "F:total"]))

add(v2(36, "laliga", "BAR", "BET", "2027-03-21", "TOTAL", "4", "Over 3.5 goals scored",
"Four or more goals between Barcelona and Real Betis — across the 90 minutes and stoppage time of their La Liga game originally scheduled for Mar 21, 2027 — resolve this market to Yes.",
"Three or fewer: No. Extra time and penalties are ignored. Canceled, or moved more than 48 hours: fair price.",
E("total", "over", line=3.5, scope="regulation", sp=PRO, tw=48, vc=FP, vp=FP),
["american", "number_words", "syn:moved", "subject_first"], ["S2", "P2", "C4", "R3", "F:total"]))

add(v2(37, "bundesliga", "B04", "BVB", "2026-11-28", "TOTAL", "3", "Over 2.5 goals scored",
"Leverkusen vs Dortmund, Bundesliga, originally scheduled for Nov 28, 2026: Yes if three or more goals are scored in total in regulation (90 minutes plus stoppage time).",
"Regulation excludes extra time and penalties. If the game is postponed but begins within 48 hours of its scheduled time, the market remains open; if it begins later, or is canceled, the market resolves to a fair price.",
E("total", "over", line=2.5, scope="regulation", sp=OFF, tw=48, vc=FP, vp=FP),
["american", "number_words", "heading_lead"], ["S3", "P3", "C4", "R3", "F:total"], sources="official"))

add(v2(38, "seriea", "INT", "NAP", "2027-04-25", "TOTAL", "U3", "Under 2.5 goals scored",
"If fewer than 2.5 goals in total — that is, two goals or none or one — are scored in the Inter vs Napoli Serie A game originally scheduled for Apr 25, 2027 after 90 minutes plus stoppage time (does not include extra time or penalties), then the market resolves to Yes.",
"If the game is cancelled or rescheduled to more than 48 hours after its original start, the market resolves to a fair price.",
E("total", "under", line=2.5, scope="regulation", sp=PRO, tw=48, vc=FP, vp=FP),
["british", "number_words", "appositive"], ["S2", "P2", "C4", "R3", "F:total"]))

add(v2(39, "ligue1", "OM", "ASM", "2026-10-25", "TOTAL", "2", "Over 1.5 goals scored",
"Marseille vs Monaco (Ligue 1, originally scheduled Oct 25, 2026). Resolves Yes on 2+ total goals in regulation: 90 minutes plus stoppage time. Resolves No on 0 or 1.",
"No extra time, no penalties. Canceled → fair price. Postponed past 48 hours → fair price.",
E("total", "over", line=1.5, scope="regulation", sp=PRO, tw=48, vc=FP, vp=FP),
["terse", "numerals", "arrow"], ["S2", "P2", "C4", "R3", "F:total"]))

add(v2(40, "epl", "EVE", "BRE", "2027-02-06", "TOTAL", "U2", "Under 1.5 goals scored",
"This market resolves to Yes if Everton and Brentford score fewer than two goals combined in their Premier League game originally scheduled for Feb 6, 2027, counting 90 minutes plus stoppage time and nothing else.",
"If the game is called off, or pushed back by more than 48 hours, this market resolves to a fair price.",
E("total", "under", line=1.5, scope="regulation", sp=PRO, tw=48, vc=FP, vp=FP),
["american", "syn:called_off", "syn:pushed_back", "number_words"], ["S2", "P2", "C4", "R3", "F:total"]))

# deliberately ambiguous timing: no window given for "substantially" delayed
add(v2(41, "laliga", "SEV", "VIL", "2026-10-18", "TOTAL", "3", "Over 2.5 goals scored",
"If more than 2.5 goals are scored in the Sevilla vs Villarreal La Liga game originally scheduled for Oct 18, 2026, after 90 minutes plus stoppage time (no extra time or penalties), the market resolves to Yes.",
"If the game is canceled, or delayed substantially beyond its original start time, the market resolves to a fair price.",
E("total", "over", line=2.5, scope="regulation", sp=PRO, tw="ambiguous", vc=FP, vp=FP),
["american", "vague_window"], ["S2", "P:ambiguous", "C4", "R3", "F:total"]))

add(v2(42, "bundesliga", "FCU", "SCF", "2027-01-16", "TOTAL", "1", "Over 0.5 goals scored",
"Union Berlin vs Freiburg (Bundesliga, originally scheduled for Jan 16, 2027): the market resolves to Yes if at least one goal is scored during regulation, which is ninety minutes plus stoppage time, and to No if the game ends goalless.",
"If the game is scrapped, or starts more than forty-eight hours after it was originally due to, the market is settled at a fair price.",
E("total", "over", line=0.5, scope="regulation", sp=PRO, tw=48, vc=FP, vp=FP),
["british", "syn:goalless", "syn:scrapped", "number_words"], ["S2", "P2", "C4", "R3", "F:total"]))

# ---------------------------------------------------------------- BTTS
add(v2(43, "epl", "TOT", "AVL", "2027-01-30", "BTTS", "BTTS", "Both teams to score",
"If both Tottenham and Aston Villa score at least one goal in their Premier League game originally scheduled for Jan 30, 2027, after 90 minutes plus stoppage time (extra time and penalties are not included), the market resolves to Yes.",
"If the game is canceled or rescheduled to more than 48 hours after its original start time, the market resolves to a fair price in accordance with the rules.",
E("btts", "yes", scope="regulation", sp=PRO, tw=48, vc=FP, vp=FP),
["american"], ["S2", "P2", "C4", "R3", "F:btts"]))

add(v2(44, "laliga", "ATM", "VAL", "2026-09-13", "BTTS", "BTTS", "Both teams to score",
"Yes: Atletico Madrid and Valencia each get on the scoresheet during the 90 minutes plus stoppage time of their La Liga game originally scheduled for Sep 13, 2026. No: at least one of them does not.",
"Extra time and penalty shootouts are left out. A game canceled, or rescheduled so that it starts more than 48 hours late, is settled at a fair price.",
E("btts", "yes", scope="regulation", sp=PRO, tw=48, vc=FP, vp=FP),
["american", "syn:scoresheet", "colon_verdict"], ["S3", "P2", "C4", "R3", "F:btts"]))

add(v2(45, "seriea", "ROM", "MIL", "2026-12-19", "BTTS", "BTTS", "Both teams to score",
"The market is resolved Yes where Roma and AC Milan both find the net within regulation (ninety minutes plus stoppage time) in their Serie A game originally scheduled for Dec 19, 2026; it is resolved No where either team is kept scoreless.",
"Where the game is cancelled, or its start is moved more than 48 hours from the original time, the market is resolved at a fair price.",
E("btts", "yes", scope="regulation", sp=PRO, tw=48, vc=FP, vp=FP),
["british", "passive", "syn:find_the_net", "syn:scoreless"], ["S2", "P2", "C4", "R3", "F:btts"]))

add(v2(46, "bundesliga", "SGE", "WOB", "2027-04-10", "BTTS", "NO", "At least one team fails to score",
"This market resolves to Yes if at least one of Frankfurt and Wolfsburg fails to score in their Bundesliga game originally scheduled for Apr 10, 2027, after 90 minutes plus stoppage time (excluding extra time and penalties). If both teams score, it resolves to No.",
"Cancellation, or a delay of more than 48 hours to the start, leads to settlement at a fair price.",
E("btts", "no", scope="regulation", sp=PRO, tw=48, vc=FP, vp=FP),
["american", "negated_market"], ["S2", "P2", "C4", "R3", "F:btts"],
title="Frankfurt vs Wolfsburg: Both Teams to Score? (No)"))

add(v2(47, "ligue1", "REN", "OL", "2026-11-15", "BTTS", "BTTS", "Both teams to score",
"Rennes vs Lyon — Ligue 1 — originally scheduled Nov 15, 2026\nYes if each team scores at least once in regulation (90' + stoppage time).",
"Extra time / penalties: excluded. Game postponed but starting within 48 hours of the original time: stays open. Starting later, or canceled: fair price.",
E("btts", "yes", scope="regulation", sp=OFF, tw=48, vc=FP, vp=FP),
["terse", "headings", "abbreviations"], ["S3", "P3", "C4", "R3", "F:btts"], sources="official"))

# deliberately ambiguous cancellation: two possible outcomes, no rule between them
add(v2(48, "epl", "BOU", "MCI", "2026-12-02", "BTTS", "BTTS", "Both teams to score",
"If both Bournemouth and Man City score in their Premier League game originally scheduled for Dec 2, 2026, after 90 minutes plus stoppage time (excluding extra time and penalties), the market resolves to Yes.",
"If the game is rescheduled to more than 48 hours after its original start, the market resolves to a fair price. If the game is canceled, the market may resolve to No or to a fair price.",
E("btts", "yes", scope="regulation", sp=PRO, tw=48, vc="ambiguous", vp=FP),
["american", "vague_clause"], ["S2", "P2", "C:ambiguous", "R3", "F:btts"]))

# ---------------------------------------------------------------- first half / second half
add(v2(49, "epl", "ARS", "NEW", "2027-03-06", "1H", "ARS", "Arsenal",
"If Arsenal is winning against Newcastle at halftime of their Premier League game originally scheduled for Mar 6, 2027 — that is, after the first 45 minutes plus first-half stoppage time — the market resolves to Yes.",
"A halftime tie resolves the first-half Tie market to Yes. If the game is canceled or rescheduled to more than 48 hours after its original start, the market resolves to a fair price.",
E("half", "Arsenal", half="first", sp=PRO, tw=48, vc=FP, vp=FP),
["american", "syn:winning_at_halftime"], ["half:first", "P2", "C4", "D1", "R3", "F:half"]))

add(v2(50, "laliga", "RMA", "SEV", "2026-10-04", "1H", "TIE", "Tie",
"If Real Madrid and Sevilla are level at the interval — the end of the first half including its stoppage time — in their La Liga game originally scheduled for Oct 4, 2026, the first-half Tie market resolves to Yes.",
"Goals after the interval are irrelevant. If the game is cancelled, or put back by more than 48 hours, the market settles at a fair price.",
E("half", "draw", half="first", sp=PRO, tw=48, vc=FP, vp=FP),
["british", "syn:level", "syn:interval", "syn:put_back"], ["half:first", "P2", "C4", "D1", "R3", "F:half"]))

add(v2(51, "seriea", "ATA", "JUV", "2027-02-20", "1H", "JUV", "Juventus",
"Juventus leading Atalanta when the first half ends (45 minutes plus added time) in the Serie A game originally scheduled for Feb 20, 2027 → Yes.",
"Canceled, or postponed and not started within 48 hours of the original time → fair price.",
E("half", "Juventus", half="first", sp=PRO, tw=48, vc=FP, vp=FP),
["terse", "arrow", "syn:leading"], ["half:first", "P3", "C4", "R3", "F:half"]))

add(v2(52, "bundesliga", "BAY", "RBL", "2026-12-12", "2H", "BMU", "Bayern Munich",
"If Bayern Munich scores more goals than RB Leipzig in the second half alone (from the restart after halftime to the end of second-half stoppage time; first-half goals do not count, and neither does any extra time) of their Bundesliga game originally scheduled for Dec 12, 2026, the market resolves to Yes.",
"If the game is canceled or rescheduled to more than 48 hours after its original start time, the market resolves to a fair price.",
E("half", "Bayern Munich", half="second", sp=OFF, tw=48, vc=FP, vp=FP),
["american", "parenthetical"], ["half:second", "P2", "C4", "R3", "F:half"], sources="official"))

add(v2(53, "ligue1", "RCL", "PSG", "2027-03-14", "2H", "TIE", "Tie",
"Second-half Tie: Yes if Lens and PSG score the same number of goals as each other after the break (second 45 minutes plus stoppage) in their Ligue 1 game originally scheduled for Mar 14, 2027. The first-half score is ignored.",
"If the game is called off, or moved to more than 48 hours after its scheduled start, the market resolves to a fair price.",
E("half", "draw", half="second", sp=PRO, tw=48, vc=FP, vp=FP),
["american", "heading_lead", "syn:called_off", "syn:moved"], ["half:second", "P2", "C4", "D1", "R3", "F:half"]))

add(v2(54, "epl", "MCI", "TOT", "2026-09-12", "1H", "TOT", "Tottenham",
"Tottenham ahead of Man City at half-time — first-half stoppage time included — in the Premier League game originally scheduled for Sep 12, 2026: Yes.",
"",
E("half", "Tottenham", half="first", sp=PRO),
["british", "terse", "empty_secondary", "syn:ahead"], ["half:first", "R3", "F:half"]))

# ---------------------------------------------------------------- SCORE (exact score)
add(v2(55, "epl", "LIV", "CHE", "2027-04-24", "SCORE", "LFC21", "Liverpool 2-1",
"If the score of the Liverpool vs Chelsea Premier League game originally scheduled for Apr 24, 2027 is exactly Liverpool 2, Chelsea 1 after 90 minutes plus stoppage time (not including extra time or penalties), the market resolves to Yes.",
"If the game is canceled or rescheduled to more than 48 hours after its original start, the market resolves to a fair price.",
E("exact_score", "2-1", scope="regulation", sp=PRO, tw=48, vc=FP, vp=FP),
["american", "explicit_score"], ["S2", "P2", "C4", "R3", "F:exact_score"]))

add(v2(56, "laliga", "VIL", "BAR", "2026-12-06", "SCORE", "BAR20", "Barcelona wins 2-0",
"Barcelona beating Villarreal 2-0 away from home — two for Barcelona, none for Villarreal — as the score stands at the end of 90 minutes plus stoppage time in their La Liga game originally scheduled for Dec 6, 2026, resolves this market to Yes.",
"Extra time and penalties are excluded. Canceled, or rescheduled beyond 48 hours: fair price.",
E("exact_score", "0-2", scope="regulation", sp=PRO, tw=48, vc=FP, vp=FP),
["american", "away_first_score", "number_words"], ["S3", "P2", "C4", "R3", "F:exact_score"]))

add(v2(57, "seriea", "NAP", "LAZ", "2027-05-16", "SCORE", "11", "1-1",
"If Napoli and Lazio finish one goal apiece after the regulation 90 minutes plus stoppage time of their Serie A game originally scheduled for May 16, 2027, the market resolves to Yes.",
"Extra time and penalties are not counted. If the game is cancelled, or postponed and not begun within 48 hours of the original kick-off, the market is settled at a fair price.",
E("exact_score", "1-1", scope="regulation", sp=PRO, tw=48, vc=FP, vp=FP),
["british", "syn:apiece", "number_words"], ["S3", "P3", "C4", "R3", "F:exact_score"]))

add(v2(58, "bundesliga", "BMG", "BVB", "2026-11-21", "SCORE", "00", "0-0",
"Goalless draw between Gladbach and Dortmund after 90 minutes plus stoppage time (extra time and penalties excluded) in the Bundesliga game originally scheduled for Nov 21, 2026: the market resolves to Yes.",
"If the game is canceled or moved to more than 48 hours after its original time, the market resolves to a fair price.",
E("exact_score", "0-0", scope="regulation", sp=PRO, tw=48, vc=FP, vp=FP),
["american", "syn:goalless", "syn:moved"], ["S2", "P2", "C4", "R3", "F:exact_score"]))
