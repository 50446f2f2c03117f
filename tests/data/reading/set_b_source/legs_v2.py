"""Venue two (trade-api-shaped) legs of held-out set (b). Every sentence written fresh."""
from common import E, v2, ESPN_FOX, ESPN, OFFICIAL

ARS = ("Arsenal", "ARS"); MCI = ("Man City", "MCI"); LIV = ("Liverpool", "LFC"); CHE = ("Chelsea", "CFC")
MUN = ("Man United", "MUN"); TOT = ("Tottenham", "TOT"); NEW = ("Newcastle", "NEW"); AVL = ("Aston Villa", "AVL")
EVE = ("Everton", "EVE"); BHA = ("Brighton", "BHA"); BRE = ("Brentford", "BRE"); FUL = ("Fulham", "FUL")
CRY = ("Crystal Palace", "CRY"); NFO = ("Nottingham Forest", "NFO"); BOU = ("Bournemouth", "BOU")
BAR = ("Barcelona", "BAR"); ATM = ("Atlético Madrid", "ATM"); RMA = ("Real Madrid", "RMA"); GIR = ("Girona", "GIR")
SEV = ("Sevilla", "SEV"); BET = ("Real Betis", "BET"); VIL = ("Villarreal", "VIL"); ATH = ("Athletic Club", "ATH")
RSO = ("Real Sociedad", "RSO"); VAL = ("Valencia", "VAL"); CEL = ("Celta Vigo", "CEL")
MIL = ("AC Milan", "ACM"); INT = ("Inter", "INT"); NAP = ("Napoli", "NAP"); ATA = ("Atalanta", "ATA")
JUV = ("Juventus", "JUV"); LAZ = ("Lazio", "LAZ"); FIO = ("Fiorentina", "FIO"); ROM = ("Roma", "ROM")
COM = ("Como", "COM"); BOL = ("Bologna", "BOL"); TOR = ("Torino", "TOR")
BMU = ("Bayern Munich", "BMU"); BVB = ("Dortmund", "BVB"); B04 = ("Leverkusen", "B04"); SGE = ("Eintracht Frankfurt", "SGE")
RBL = ("RB Leipzig", "RBL"); SCF = ("Freiburg", "SCF"); VFB = ("Stuttgart", "VFB"); M05 = ("Mainz", "M05"); WOB = ("Wolfsburg", "WOB")
PSG = ("PSG", "PSG"); OM = ("Marseille", "MAR"); LIL = ("Lille", "LIL"); OL = ("Lyon", "LYO"); NIC = ("Nice", "NIC")
MON = ("Monaco", "MON"); REN = ("Rennes", "REN"); RCL = ("Lens", "RCL")
MIA = ("Inter Miami", "MIA"); LAG = ("LA Galaxy", "LAG"); CLB = ("Columbus Crew", "CLB"); CIN = ("FC Cincinnati", "CIN")
SEA = ("Seattle", "SEA"); LAFC = ("LAFC", "LAFC")


def W(h, a):
    return f"{h[0]} vs {a[0]} Winner?"


FP = "fair_price"
REG = "regulation"

LEGS = [
v2("b2-001", "KXEPLGAME", "26DEC12", ARS, MCI, "ARS", W(ARS, MCI), "Arsenal", """
    If Arsenal beats Man City in the Premier League game originally scheduled for Dec 12, 2026, as the score stands after 90 minutes plus stoppage time (extra time and penalties are not included), the market resolves to Yes.
    """, """
    Should the game end level after regulation, the Tie market resolves to Yes. If the game is canceled, or moved to a start more than 48 hours after the original time, the market will resolve to a fair price in accordance with the rulebook.
    """, ESPN_FOX, E("win", "Arsenal", None, None, REG, "provider", None, 48, FP, FP, None),
    ["american", "syn:beats", "syn:moved", "numerals", "parenthetical"],
    ["S2", "P2", "C4", "D1", "R3", "F:win"], "epl"),

v2("b2-002", "KXEPLGAME", "26DEC12", ARS, MCI, "TIE", W(ARS, MCI), "Tie", """
    If Arsenal and Man City are level once 90 minutes plus stoppage time have been played in their Premier League game originally scheduled for Dec 12, 2026, the market resolves to Yes. Extra time and penalties don't count.
    """, """
    A game that is called off, or pushed back by more than forty-eight hours from its original start, resolves this market to a fair price as set out in the rules.
    """, ESPN_FOX, E("draw", "draw", None, None, REG, "provider", None, 48, FP, FP, None),
    ["syn:level", "syn:called_off", "syn:pushed_back", "number_words", "split_sentence"],
    ["S2", "P2", "C4", "D1", "R3", "F:draw"], "epl"),

v2("b2-003", "KXEPLGAME", "26DEC12", ARS, MCI, "MCI", W(ARS, MCI), "Man City", """
    The market resolves to Yes if Man City are ahead at the end of regulation (ninety minutes plus stoppage time; no extra time, no penalties) in the Arsenal vs Man City game originally slated for Dec 12, 2026.
    """, """
    If Arsenal wins or the game is tied, this market resolves to No. Postponement beyond 48 hours, or cancellation: the market settles at a fair price as described in the rules.
    """, ESPN_FOX, E("win", "Man City", None, None, REG, "provider", None, 48, FP, FP, None),
    ["consequence_first", "syn:ahead", "number_words", "nominalised", "british_plural"],
    ["S2", "P2", "C4", "R3", "F:win"], "epl"),

v2("b2-004", "KXLALIGAGAME", "27FEB14", BAR, ATM, "BAR", W(BAR, ATM), "Barcelona", """
    If Barcelona wins the Barcelona vs Atlético Madrid match originally scheduled for Feb 14, 2027, judged once 90 minutes plus stoppage time have been played, then the market resolves to Yes.
    """, """
    Extra time and penalty shoot-outs are not counted for this market. If the match ends in a tie, the Tie market is the one that resolves Yes. A match that is canceled, or rescheduled to begin more than 48 hours after its original start, settles at a fair price under the rules.
    """, ESPN_FOX, E("win", "Barcelona", None, None, REG, "provider", None, 48, FP, FP, None),
    ["american", "syn:rescheduled", "split_fields"],
    ["S3", "P2", "C4", "D1", "R3", "F:win"], "lal"),

v2("b2-005", "KXLALIGAGAME", "27FEB14", BAR, ATM, "TIE", W(BAR, ATM), "Tie", """
    If Barcelona vs Atlético Madrid, originally scheduled for Feb 14, 2027, ends in a tie, then the market resolves to Yes.
    """, """
    If the match is canceled or delayed by more than 48 hours, the market resolves to a fair price in line with the rules.
    """, ESPN_FOX, E("draw", "draw", None, None, None, "provider", None, 48, FP, FP, None),
    ["american", "syn:tie", "syn:delayed", "no_time_scope"],
    ["S4", "P2", "C4", "R3", "F:draw"], "lal"),

v2("b2-006", "KXSERIEAGAME", "26NOV22", MIL, INT, "INT", W(MIL, INT), "Inter", """
    If Inter defeats AC Milan in the Serie A match originally scheduled for Nov 22, 2026, after 90 minutes plus stoppage time (extra time and penalties excluded), the market resolves to Yes.
    """, """
    If the match is postponed but kicks off within forty-eight hours of its original start, the market stays open and resolves on that match. If it does not kick off within that window, or it is canceled, the market resolves to a fair price per the rules.
    """, ESPN_FOX, E("win", "Inter", None, None, REG, "provider", None, 48, FP, FP, None),
    ["syn:defeats", "number_words", "window_stay_open"],
    ["S2", "P3", "C4", "R3", "F:win"], "sea"),

v2("b2-007", "KXSERIEAGAME", "26NOV22", MIL, INT, "TIE", W(MIL, INT), "Tie", """
    This market resolves to Yes if AC Milan and Inter are all square after regulation (90 minutes and stoppage time; extra time and penalties do not count) in the match originally scheduled for Nov 22, 2026.
    """, """
    A match rescheduled to more than 48 hours after its original kickoff, or canceled outright, will be resolved to a fair price in line with the rules.
    """, ESPN_FOX, E("draw", "draw", None, None, REG, "provider", None, 48, FP, FP, None),
    ["syn:all_square", "passive", "future", "syn:rescheduled"],
    ["S2", "P2", "C4", "R3", "F:draw"], "sea"),

v2("b2-008", "KXBUNDESLIGAGAME", "27MAR06", BMU, BVB, "BMU", W(BMU, BVB), "Bayern Munich", """
    Bayern Munich beats Dortmund in the Bundesliga match originally set for Mar 6, 2027, with the result taken after 90 minutes plus stoppage time and without extra time or penalties: the market resolves to Yes.
    """, """
    If the teams are level after 90 minutes plus stoppage, the Tie market resolves to Yes. If the match is canceled or moved more than 48 hours past its original start time, the market resolves to a fair price as set out in the rules.
    """, OFFICIAL["bun"], E("win", "Bayern Munich", None, None, REG, "official", None, 48, FP, FP, None),
    ["colon_consequence", "syn:beats", "syn:moved", "official_series_source"],
    ["S2", "P2", "C4", "D1", "R3", "F:win"], "bun"),

v2("b2-009", "KXLIGUE1GAME", "27JAN31", PSG, OM, "MAR", W(PSG, OM), "Marseille", """
    If Marseille wins the Ligue 1 match against PSG originally scheduled for Jan 31, 2027 at the end of regulation time (90 minutes plus stoppage; extra time and penalties don't count), the market resolves to Yes.
    """, """
    If the match is canceled, or if it is postponed and doesn't begin within 72 hours of the originally scheduled start, the market will resolve to a fair price under the rules.
    """, ESPN_FOX, E("win", "Marseille", None, None, REG, "provider", None, 72, FP, FP, None),
    ["numerals", "contractions", "away_side", "window_72"],
    ["S2", "P:72h_fair", "C4", "R3", "F:win"], "fl1"),

v2("b2-010", "KXLIGUE1GAME", "27JAN31", PSG, OM, "TIE", W(PSG, OM), "Tie", """
    If PSG and Marseille are tied after 90 minutes plus stoppage time in the match originally scheduled for Jan 31, 2027, the market resolves to Yes. Extra time and penalties are not counted.
    """, """
    Cancellation, or a delay of more than three days from the original start, results in the market being resolved at a fair price as set out in the rules.
    """, ESPN_FOX, E("draw", "draw", None, None, REG, "provider", None, 72, FP, FP, None),
    ["syn:tied", "nominalised", "window_days", "number_words"],
    ["S2", "P:3d_fair", "C4", "R3", "F:draw"], "fl1"),

v2("b2-011", "KXMLSGAME", "27APR03", MIA, LAG, "MIA", W(MIA, LAG), "Inter Miami", """
    If Inter Miami beats LA Galaxy in regulation (90 minutes plus stoppage time; no extra time or penalty kicks) in the MLS game originally scheduled for Apr 3, 2027, the market resolves to Yes.
    """, """
    If the game is canceled, or doesn't start within one day of its scheduled time, all positions are refunded at cost.
    """, ESPN, E("win", "Inter Miami", None, None, REG, "provider", None, 24, "refund", "refund", None),
    ["american", "syn:beats", "window_one_day", "number_words"],
    ["S2", "P:24h_refund", "C:refund", "R3", "F:win"], "mls"),

v2("b2-012", "KXUCLGAME", "26OCT21", LIV, RMA, "LFC", W(LIV, RMA), "Liverpool", """
    If Liverpool wins the Champions League league-phase match against Real Madrid originally scheduled for Oct 21, 2026, with the score taken at the end of 90 minutes plus stoppage time, the market resolves to Yes.
    """, """
    Extra time and penalties do not apply to this market. If the teams draw, the Tie market resolves to Yes. Canceled, or pushed back more than 48 hours: fair price per the rules.
    """, ESPN_FOX, E("win", "Liverpool", None, None, REG, "provider", None, 48, FP, FP, None),
    ["split_fields", "syn:pushed_back", "colon_consequence"],
    ["S3", "P2", "C4", "D1", "R3", "F:win"], "ucl"),

v2("b2-013", "KXUCLADVANCE", "27MAR10", BAR, INT, "INT", "Barcelona vs Inter: Who advances?", "Inter", """
    If Inter advances past Barcelona in their Champions League Round of 16 tie (second leg originally scheduled for Mar 10, 2027), the market resolves to Yes. Aggregate score, extra time and penalty shoot-outs all count toward deciding who advances.
    """, """
    If the deciding match is canceled, or rescheduled to more than 48 hours after its original start, the market resolves to a fair price in accordance with the rules.
    """, OFFICIAL["ucl"], E("advance", "Inter", None, None, "penalties", "official", None, 48, FP, FP, None),
    ["plain", "syn:advances", "official_series_source"],
    ["S6", "P2", "C4", "R3", "F:advance"], "ucl"),

v2("b2-014", "KXUCLADVANCE", "27APR13", ARS, PSG, "PSG", "Arsenal vs PSG: Who advances?", "PSG", """
    PSG qualifies for the semi-finals at Arsenal's expense, whether on aggregate, after extra time or on spot kicks: the market resolves to Yes.
    """, """
    A second leg that is canceled, or delayed by more than 72 hours, leads to the market being settled at a fair price under the rules.
    """, ESPN_FOX, E("advance", "PSG", None, None, "penalties", "provider", None, 72, FP, FP, None),
    ["syn:qualifies", "syn:spot_kicks", "colon_consequence", "numerals"],
    ["S6", "P:72h_fair", "C4", "R3", "F:advance"], "ucl"),

v2("b2-015", "KXEPLSPREAD", "27JAN16", LIV, EVE, "LFC2", "Liverpool vs Everton: Spread", "Liverpool wins by over 1.5 goals", """
    If Liverpool wins by more than 1.5 goals against Everton in the Premier League game originally scheduled for Jan 16, 2027, after 90 minutes plus stoppage time (excluding extra time and penalties), then the market resolves to Yes.
    """, """
    If the game is canceled or postponed by more than 48 hours, the market resolves to a fair price as per the rules.
    """, ESPN_FOX, E("spread", "Liverpool", 1.5, None, REG, "provider", None, 48, FP, FP, None),
    ["plain", "numerals", "american"],
    ["S2", "P2", "C4", "R3", "F:spread"], "epl"),

v2("b2-016", "KXLALIGASPREAD", "26SEP26", RMA, GIR, "RMA3", "Real Madrid vs Girona: Spread", "Real Madrid wins by over 2.5 goals", """
    Real Madrid must beat Girona by three or more goals in regulation (ninety minutes plus stoppage time) for this market to resolve to Yes. Extra time and penalties are not considered.
    """, """
    Should the match be canceled, or should it be moved to a kickoff more than 48 hours later than first scheduled, the market will be resolved at a fair price in line with the rules.
    """, ESPN_FOX, E("spread", "Real Madrid", 2.5, None, REG, "provider", None, 48, FP, FP, None),
    ["margin_words", "should_inversion", "syn:moved"],
    ["S2", "P2", "C4", "R3", "F:spread"], "lal"),

v2("b2-017", "KXEPLTOTAL", "26NOV07", TOT, NEW, "3", "Tottenham vs Newcastle: Total Goals", "Over 2.5 goals scored", """
    If more than 2.5 goals are scored in total in the Tottenham vs Newcastle Premier League game originally scheduled for Nov 7, 2026, counting 90 minutes plus stoppage time only, the market resolves to Yes.
    """, """
    Extra time and penalty shoot-outs are excluded. If the game is canceled, or postponed and not started within 48 hours of its original time, the market resolves to a fair price under the rules.
    """, ESPN_FOX, E("total", "over", 2.5, None, REG, "provider", None, 48, FP, FP, None),
    ["plain", "passive", "numerals"],
    ["S2", "P2", "C4", "R3", "F:total"], "epl"),

v2("b2-018", "KXSERIEATOTAL", "27FEB21", NAP, ATA, "4", "Napoli vs Atalanta: Total Goals", "Over 3.5 goals scored", """
    If Napoli and Atalanta score 4 or more goals combined after 90 minutes plus stoppage time in the match originally scheduled for Feb 21, 2027, the market resolves to Yes; extra time and penalties don't count.
    """, """
    Canceled, or delayed beyond 48h: fair price per the rules.
    """, ESPN_FOX, E("total", "over", 3.5, None, REG, "provider", None, 48, FP, FP, None),
    ["terse", "48h", "numerals", "syn:delayed"],
    ["S2", "P2", "C4", "R3", "F:total"], "sea"),

v2("b2-019", "KXBUNDESLIGATOTAL", "26OCT17", B04, SGE, "U3", "Leverkusen vs Eintracht Frankfurt: Total Goals", "Under 2.5 goals scored", """
    If Leverkusen and Eintracht Frankfurt combine for 2 goals or fewer by the end of regulation (90 minutes plus stoppage time) in the Bundesliga match originally scheduled for Oct 17, 2026, the market resolves to Yes.
    """, """
    Extra time and penalties are disregarded. Where the match is canceled, or rescheduled to start more than 2 days after its original time, the market resolves to a fair price in accordance with the rules.
    """, ESPN_FOX, E("total", "under", 2.5, None, REG, "provider", None, 48, FP, FP, None),
    ["window_days", "numerals", "where_clause"],
    ["S2", "P2", "C4", "R3", "F:total"], "bun"),

v2("b2-020", "KXEPLBTTS", "26DEC19", CHE, AVL, "BTTS", "Chelsea vs Aston Villa: Both Teams to Score?", "Both teams score", """
    If both Chelsea and Aston Villa score at least one goal within 90 minutes plus stoppage time in the match originally scheduled for Dec 19, 2026, the market resolves to Yes. Extra time and penalties are not included.
    """, """
    If the match is called off, or kicks off more than 48 hours after its scheduled time, the market resolves to a fair price as set out in the rules.
    """, ESPN_FOX, E("btts", "yes", None, None, REG, "provider", None, 48, FP, FP, None),
    ["plain", "syn:called_off", "british"],
    ["S2", "P2", "C4", "R3", "F:btts"], "epl"),

v2("b2-021", "KXLALIGABTTS", "27MAR13", SEV, BET, "BTTS", "Sevilla vs Real Betis: Both Teams to Score?", "Both teams score", """
    Both Sevilla and Real Betis need to score in regulation (90 minutes plus stoppage) of their LaLiga match originally scheduled for Mar 13, 2027 for this market to resolve to Yes.
    """, """
    If the match does not start within 48 hours of its original time, or is canceled, the market resolves at 50 cents per contract.
    """, ESPN_FOX, E("btts", "yes", None, None, REG, "provider", None, 48, "50-50", "50-50", None),
    ["fifty_cents_wording", "numerals"],
    ["S2", "P:48h_5050", "C2", "R3", "F:btts"], "lal"),

v2("b2-022", "KXEPLSCORE", "27APR24", MUN, TOT, "MUN2TOT1", "Man United vs Tottenham: Exact Score", "Man United 2-1 Tottenham", """
    If the score after 90 minutes plus stoppage time of the Man United vs Tottenham game originally scheduled for Apr 24, 2027 is exactly 2-1 to Man United, the market resolves to Yes.
    """, """
    Extra time and penalties are ignored. A canceled game, or one postponed by more than 48 hours, resolves this market to a fair price as described in the rules.
    """, ESPN_FOX, E("exact_score", "2-1", None, None, REG, "provider", None, 48, FP, FP, None),
    ["plain", "numerals"],
    ["S2", "P2", "C4", "R3", "F:exact_score"], "epl"),

v2("b2-023", "KXSERIEASCORE", "26DEC20", JUV, LAZ, "JUV0LAZ0", "Juventus vs Lazio: Exact Score", "Juventus 0-0 Lazio", """
    If Juventus vs Lazio, originally scheduled for Dec 20, 2026, finishes goalless after 90 minutes plus stoppage time, the market resolves to Yes.
    """, """
    Extra time and penalties are not part of this market. If the match is canceled or postponed by more than forty-eight hours, the market resolves to a fair price set under the rules.
    """, ESPN_FOX, E("exact_score", "0-0", None, None, REG, "provider", None, 48, FP, FP, None),
    ["syn:goalless", "number_words"],
    ["S2", "P2", "C4", "R3", "F:exact_score"], "sea"),

v2("b2-024", "KXEPL1HGAME", "27FEB27", NEW, BHA, "NEW", "Newcastle vs Brighton: 1st Half Winner?", "Newcastle", """
    If Newcastle is ahead of Brighton at half-time (first 45 minutes plus first-half stoppage time) in the match originally scheduled for Feb 27, 2027, the market resolves to Yes.
    """, """
    If the score is level at the break, the Tie market resolves to Yes. If the match is canceled, or postponed for longer than 48 hours, the market resolves to a fair price per the rules.
    """, ESPN_FOX, E("half", "Newcastle", None, "first", None, "provider", None, 48, FP, FP, None),
    ["syn:at_the_break", "syn:level", "plain"],
    ["H:first", "P2", "C4", "D1", "R3", "F:half"], "epl"),

v2("b2-025", "KXLALIGA2HGAME", "26NOV29", VIL, ATH, "TIE", "Villarreal vs Athletic Club: 2nd Half Winner?", "Tie", """
    Only goals scored in the second half (including its stoppage time) of the Villarreal vs Athletic Club match originally scheduled for Nov 29, 2026 count. If both teams score the same number of second-half goals, the market resolves to Yes.
    """, """
    Cancellation, or postponement past 48 hours from the original kickoff: fair price as per the rules.
    """, ESPN_FOX, E("half", "draw", None, "second", None, "provider", None, 48, FP, FP, None),
    ["nominalised", "colon_consequence"],
    ["H:second", "P2", "C4", "R3", "F:half"], "lal"),

v2("b2-026", "KXEPLFTTS", "27MAR20", ARS, LIV, "ARS", "Arsenal vs Liverpool: First Team to Score", "Arsenal", """
    If Arsenal scores the first goal of the Arsenal vs Liverpool match originally scheduled for Mar 20, 2027, the market resolves to Yes. The entire match counts, including extra time if any is played.
    """, """
    If the match is canceled or delayed by more than 48 hours, it resolves to a fair price under the rules.
    """, ESPN_FOX, E("other", None, None, None, "extra_time", "provider", None, 48, FP, FP, None),
    ["plain", "first_team_to_score"],
    ["S5", "P2", "C4", "R3", "F:other", "O:fts"], "epl"),

v2("b2-027", "KXEPLGAME", "27APR10", BOU, FUL, "FUL", W(BOU, FUL), "Fulham", """
    If Fulham wins the Bournemouth vs Fulham match originally scheduled for Apr 10, 2027 after 90 minutes plus stoppage time (not counting extra time or penalties), the market resolves to Yes. If the match is rescheduled to more than 48 hours after the original time, the market resolves to a fair price.
    """, """
    If the match is canceled, or does not start within 72 hours of its originally scheduled time, the market resolves to a fair price as set out in the rules.
    """, ESPN_FOX, E("win", "Fulham", None, None, REG, "provider", None, "ambiguous", FP, FP, None),
    ["conflicting_windows", "numerals"],
    ["S2", "P:ambiguous", "C4", "R3", "F:win"], "epl"),

v2("b2-028", "KXUCLGAME", "27MAR17", BMU, RMA, "BMU", W(BMU, RMA), "Bayern Munich", """
    If Bayern Munich wins the Champions League Round of 16 second leg against Real Madrid originally scheduled for Mar 17, 2027, the market resolves to Yes.
    """, """
    If the match is canceled or postponed by more than 48 hours, the market resolves to a fair price in accordance with the rules.
    """, ESPN_FOX, E("win", "Bayern Munich", None, None, "ambiguous", "provider", None, 48, FP, FP, None),
    ["knockout_leg", "no_time_scope"],
    ["S:ambiguous", "P2", "C4", "R3", "F:win"], "ucl"),

v2("b2-029", "KXSERIEAGAME", "27JAN10", FIO, ROM, "ROM", W(FIO, ROM), "Roma", """
    If Roma beats Fiorentina after 90 minutes plus stoppage time in the Serie A match originally scheduled for Jan 10, 2027 (extra time and penalties excluded), the market resolves to Yes.
    """, """
    If the match is postponed by more than 48 hours, it resolves to a fair price under the rules. If the match is canceled, the Exchange will settle the market as it deems appropriate.
    """, ESPN_FOX, E("win", "Roma", None, None, REG, "provider", None, 48, "ambiguous", FP, None),
    ["vague_cancellation", "syn:beats"],
    ["S2", "P2", "C:ambiguous", "R3", "F:win"], "sea"),

v2("b2-030", "KXLALIGAGAME", "26OCT03", RSO, VAL, "RSO", W(RSO, VAL), "Real Sociedad", """
    If Real Sociedad wins against Valencia in regulation (90 minutes plus stoppage time; no extra time or penalties) in the match originally scheduled for Oct 3, 2026, the market resolves to Yes.
    """, """
    If the match is canceled, or rescheduled to start more than 48 hours after its original time, the market resolves to a fair price under the rules. A match that is abandoned and not completed within 48 hours is treated as canceled.
    """, ESPN_FOX, E("win", "Real Sociedad", None, None, REG, "provider", None, 48, FP, FP, FP),
    ["plain", "syn:rescheduled", "abandonment"],
    ["S2", "P2", "C4", "AB", "R3", "F:win"], "lal"),

v2("b2-031", "KXEPLGAME", "27MAY02", CRY, NFO, "NFO", W(CRY, NFO), "Nottingham Forest", """
    Nottingham Forest defeats Crystal Palace in the Premier League match originally scheduled for May 2, 2027 (result after ninety minutes plus stoppage time, excluding extra time and penalties) -> the market resolves to Yes.
    """, """
    If the match is scrapped, or pushed back by more than seven days, the market resolves to a fair price in line with the rules.
    """, ESPN_FOX, E("win", "Nottingham Forest", None, None, REG, "provider", None, 168, FP, FP, None),
    ["arrows", "syn:defeats", "syn:scrapped", "syn:pushed_back", "window_week", "number_words"],
    ["S2", "P:7d_fair", "C4", "R3", "F:win"], "epl"),

v2("b2-032", "KXLIGUE1GAME", "27MAR07", LIL, OL, "LIL", W(LIL, OL), "Lille", """
    If Lille wins its Ligue 1 match against Lyon originally scheduled for Mar 7, 2027, as determined after 90 minutes plus stoppage time, the market resolves to Yes. Extra time and penalties are not counted.
    """, """
    If the match is postponed and not played within two weeks of its original date, or is canceled, the market resolves to a fair price as determined under the rules.
    """, ESPN_FOX, E("win", "Lille", None, None, REG, "provider", None, 336, FP, FP, None),
    ["window_weeks", "number_words"],
    ["S2", "P:2w_fair", "C4", "R3", "F:win"], "fl1"),

v2("b2-033", "KXMLSGAME", "27MAY15", CLB, CIN, "CIN", W(CLB, CIN), "FC Cincinnati", """
    If FC Cincinnati beats Columbus Crew after 90 minutes plus stoppage time (extra time and penalties not included) in the MLS game originally scheduled for May 15, 2027, the market resolves to Yes.
    """, """
    If the game is postponed, the market remains open until the game is played, however long that takes. If the game is canceled and not made up, the market resolves to a fair price per the rules.
    """, ESPN, E("win", "FC Cincinnati", None, None, REG, "provider", None, "open_until_played", FP, "result", None),
    ["american", "open_until_played", "syn:beats"],
    ["S2", "P1", "C4", "R3", "F:win"], "mls"),

v2("b2-034", "KXLALIGAGAME", "27JAN24", CEL, GIR, "TIE", W(CEL, GIR), "Tie", """
    If Celta Vigo and Girona are level after regulation (90 minutes plus stoppage time; extra time and penalties excluded) in the match originally scheduled for Jan 24, 2027, the market resolves to Yes.
    """, """
    If the match is canceled outright, this market resolves to Yes. If it is postponed by more than 48 hours, it resolves to a fair price per the rules.
    """, ESPN_FOX, E("draw", "draw", None, None, REG, "provider", None, 48, "yes", FP, None),
    ["syn:level", "cancel_pays_draw"],
    ["S2", "P2", "C1", "R3", "F:draw"], "lal"),

v2("b2-035", "KXEPLGAME", "26SEP19", MUN, CHE, "CFC", W(MUN, CHE), "Chelsea", """
    Should Chelsea beat Manchester United in the Premier League fixture originally scheduled for 19 Sep 2026, with the result taken at the end of normal time (90 minutes plus stoppage; extra time and penalties don't count), the market resolves in favour of Yes.
    """, """
    Where the fixture is called off, or kicks off more than forty-eight hours after its original time, the market resolves to a fair price as set out in the rules. A draw after normal time means the Tie market resolves to Yes.
    """, ESPN_FOX, E("win", "Chelsea", None, None, REG, "provider", None, 48, FP, FP, None),
    ["british", "should_inversion", "syn:called_off", "number_words", "away_side"],
    ["S2", "P2", "C4", "D1", "R3", "F:win"], "epl"),

v2("b2-036", "KXBUNDESLIGAGAME", "26NOV21", RBL, SCF, "RBL", W(RBL, SCF), "RB Leipzig", """
    If RB Leipzig wins the Bundesliga match against Freiburg originally scheduled for Nov 21, 2026 after 90 minutes plus stoppage time, the market resolves to Yes.
    """, """
    Extra time and penalty kicks are not counted. If the match is canceled, or pushed back by more than 2 days, the market resolves to a fair price per the rules.
    """, ESPN_FOX, E("win", "RB Leipzig", None, None, REG, "provider", None, 48, FP, FP, None),
    ["split_fields", "window_days", "numerals", "syn:pushed_back"],
    ["S3", "P2", "C4", "R3", "F:win"], "bun"),

v2("b2-037", "KXSERIEAGAME", "27APR18", COM, BOL, "COM", W(COM, BOL), "Como", """
    Como wins vs Bologna (90' + stoppage, no ET/pens), match originally scheduled Apr 18, 2027 -> Yes.
    """, """
    Canceled or delayed >48h -> fair price per rules.
    """, ESPN_FOX, E("win", "Como", None, None, REG, "provider", None, 48, FP, FP, None),
    ["terse", "abbreviations", "48h", "arrows"],
    ["S2", "P2", "C4", "R3", "F:win"], "sea"),

v2("b2-038", "KXEPLGAME", "27FEB13", AVL, TOT, "AVL", W(AVL, TOT), "Aston Villa", """
    If Aston Villa wins against Tottenham after 90 minutes plus stoppage time (excluding extra time and penalties) in the match originally scheduled for Feb 13, 2027, the market resolves to Yes.
    """, """
    The result is taken from the official Premier League website; if it is unavailable, ESPN is used. If the match is canceled, or rescheduled more than 48 hours after its original start, the market resolves to a fair price under the rules.
    """, OFFICIAL["epl"] + ESPN, E("win", "Aston Villa", None, None, REG, "official", "provider", 48, FP, FP, None),
    ["source_in_text", "semicolon_join"],
    ["S2", "P2", "C4", "R:official_prov", "F:win"], "epl"),

v2("b2-039", "KXLIGUE1GAME", "26DEC13", NIC, MON, "TIE", W(NIC, MON), "Tie", """
    If Nice and Monaco finish regulation (90 minutes plus stoppage time) tied, the market resolves to Yes. Extra time and penalties don't apply.
    """, """
    If the match is canceled, or postponed by more than 48 hours, the market settles at the last traded price.
    """, ESPN_FOX, E("draw", "draw", None, None, REG, "provider", None, 48, "last_price", "last_price", None),
    ["syn:tied", "last_traded_price"],
    ["S2", "P:48h_last", "C:last_price", "R3", "F:draw"], "fl1"),

v2("b2-040", "KXCOPADELREYGAME", "27JAN28", ATH, VIL, "ATH", W(ATH, VIL), "Athletic Club", """
    If Athletic Club wins the Copa del Rey round-of-16 tie against Villarreal originally scheduled for Jan 28, 2027, counting extra time if it is played, the market resolves to Yes. A penalty shoot-out does not count: if the teams are still level after extra time, the market resolves to No.
    """, """
    If the match is canceled or postponed by more than 48 hours, the market resolves to a fair price per the rules.
    """, ESPN_FOX, E("win", "Athletic Club", None, None, "extra_time", "provider", None, 48, FP, FP, None),
    ["cup_tie", "split_sentence"],
    ["S5", "P2", "C4", "R3", "F:win"], "cdr"),

v2("b2-041", "KXEPLGAME", "27MAR13", BRE, NEW, "BRE", W(BRE, NEW), "Brentford", """
    Brentford beats Newcastle at the end of regulation time (90 minutes plus stoppage time) in the Premier League match originally scheduled for Mar 13, 2027 -> Yes.
    """, """
    - Extra time and penalties: not counted.
    - Tie after regulation: the Tie market resolves to Yes.
    - Canceled: fair price per the rules.
    - Postponed more than 48 hours: fair price per the rules.
    """, ESPN_FOX, E("win", "Brentford", None, None, REG, "provider", None, 48, FP, FP, None),
    ["bullets", "arrows", "syn:beats"],
    ["S2", "P2", "C4", "D1", "R3", "F:win"], "epl"),

v2("b2-042", "KXLALIGAGAME", "27MAY09", ATH, RMA, "RMA", W(ATH, RMA), "Real Madrid", """
    The market shall resolve to Yes if Real Madrid prevails over Athletic Club in the LaLiga match originally scheduled for May 9, 2027, the result being determined upon the completion of ninety (90) minutes of play plus stoppage time, and excluding any extra time or penalty shoot-out.
    """, """
    In the event the match is canceled, or the commencement thereof is delayed by more than forty-eight (48) hours beyond the originally scheduled time, the market shall resolve to a fair price as determined under the rules.
    """, ESPN_FOX, E("win", "Real Madrid", None, None, REG, "provider", None, 48, FP, FP, None),
    ["legalistic", "shall", "number_words_with_numerals", "syn:prevails"],
    ["S2", "P2", "C4", "R3", "F:win"], "lal"),

v2("b2-043", "KXBUNDESLIGAGAME", "27FEB06", VFB, SGE, "TIE", W(VFB, SGE), "Tie", """
    Yes is the resolution if Stuttgart vs Eintracht Frankfurt, originally scheduled for Feb 6, 2027, ends in a stalemate after 90 minutes plus stoppage time. Extra time and penalties are not considered.
    """, """
    A fair price under the rules is used to resolve the market if the match is canceled or starts more than 48 hours late.
    """, ESPN_FOX, E("draw", "draw", None, None, REG, "provider", None, 48, FP, FP, None),
    ["consequence_first", "syn:stalemate", "passive"],
    ["S2", "P2", "C4", "R3", "F:draw"], "bun"),

v2("b2-044", "KXSERIEAGAME", "26OCT24", TOR, JUV, "JUV", W(TOR, JUV), "Juventus", """
    This market is about Torino vs Juventus, originally scheduled for Oct 24, 2026. Juventus must be ahead once 90 minutes plus stoppage time have been played. If so, the market resolves to Yes.
    """, """
    Extra time does not count. Neither do penalties. The match may be canceled. It may also be moved by more than 48 hours. In either case, the market resolves to a fair price under the rules.
    """, ESPN_FOX, E("win", "Juventus", None, None, REG, "provider", None, 48, FP, FP, None),
    ["split_sentence", "short_sentences", "syn:moved", "syn:ahead"],
    ["S3", "P2", "C4", "R3", "F:win"], "sea"),

v2("b2-045", "KXEPLGAME", "26NOV28", FUL, EVE, "EVE", W(FUL, EVE), "Everton", """
    If Everton wins the Fulham vs Everton game originally scheduled for Nov 28, 2026, then the market resolves to Yes.
    """, """
    Only the first 90 minutes plus stoppage time are used to determine the outcome; extra time and penalties are not counted. If the game is canceled or rescheduled to more than 48 hours after its original start time, the market resolves to a fair price under the rules.
    """, ESPN_FOX, E("win", "Everton", None, None, REG, "provider", None, 48, FP, FP, None),
    ["scope_in_secondary_only", "semicolon_join"],
    ["S4", "S:secondary", "P2", "C4", "R3", "F:win"], "epl"),

v2("b2-046", "KXLIGUE1GAME", "27APR03", REN, RCL, "REN", W(REN, RCL), "Rennes", """
    If Rennes wins the Rennes vs Lens Ligue 1 match originally scheduled for Apr 3, 2027, the market resolves to Yes.
    """, """
    If the match is canceled or postponed by more than 48 hours, the market resolves to a fair price in line with the rules.
    """, ESPN_FOX, E("win", "Rennes", None, None, None, "provider", None, 48, FP, FP, None),
    ["plain", "no_time_scope"],
    ["S4", "P2", "C4", "R3", "F:win"], "fl1"),

v2("b2-047", "KXMLSGAME", "27JUN05", SEA, LAFC, "LAFC", W(SEA, LAFC), "LAFC", """
    If LAFC gets the better of Seattle in regulation (90 minutes plus stoppage time; extra time and penalty kicks excluded) in the game originally scheduled for Jun 5, 2027, the market resolves to Yes.
    """, """
    If the game is canceled, all positions will be refunded. If it is postponed and not played within one week, the market resolves to a fair price per the rules.
    """, ESPN, E("win", "LAFC", None, None, REG, "provider", None, 168, "refund", FP, None),
    ["american", "syn:gets_the_better_of", "window_week"],
    ["S2", "P:1w_fair", "C:refund", "R3", "F:win"], "mls"),

v2("b2-048", "KXEPLGAME", "27JAN30", MCI, LIV, "LFC", W(MCI, LIV), "Liverpool", """
    If Liverpool overcomes Man City after 90 minutes plus stoppage time (no extra time or penalties) in the Premier League match originally scheduled for Jan 30, 2027, the market resolves to Yes.
    """, """
    If the match is canceled or moved by more than 48 hours, the market resolves to a fair price per the rules. If the match is abandoned before completion and not resumed, the market resolves at 50/50.
    """, ESPN_FOX, E("win", "Liverpool", None, None, REG, "provider", None, 48, FP, FP, "50-50"),
    ["syn:overcomes", "abandonment", "syn:moved"],
    ["S2", "P2", "C4", "AB", "R3", "F:win"], "epl"),

v2("b2-049", "KXSERIEAGAME", "27MAR20", LAZ, NAP, "TIE", W(LAZ, NAP), "Tie", """
    If Lazio vs Napoli, originally scheduled for Mar 20, 2027, is tied after 90 minutes plus stoppage time (extra time and penalties not included), the Tie market resolves to Yes.
    """, """
    A cancellation, or a postponement of more than 48 hours, results in a fair-price resolution according to the rules.
    """, ESPN_FOX, E("draw", "draw", None, None, REG, "provider", None, 48, FP, FP, None),
    ["nominalised", "syn:tied"],
    ["S2", "P2", "C4", "D1", "R3", "F:draw"], "sea"),

v2("b2-050", "KXBUNDESLIGAGAME", "27APR24", M05, BVB, "BVB", W(M05, BVB), "Dortmund", """
    If Dortmund beats Mainz after regulation (90 minutes and stoppage time, no extra time or penalties) in the Bundesliga match originally scheduled for Apr 24, 2027, the market resolves to Yes.
    """, """
    Resolution uses the official Bundesliga match report. If the match is canceled, or pushed back by more than 48 hours, the market resolves to a fair price under the rules.
    """, OFFICIAL["bun"], E("win", "Dortmund", None, None, REG, "official", None, 48, FP, FP, None),
    ["source_in_text", "syn:pushed_back", "away_side"],
    ["S2", "P2", "C4", "R:official", "F:win"], "bun"),

v2("b2-051", "KXLIGUE1BTTS", "27FEB20", OM, RCL, "BTTS", "Marseille vs Lens: Both Teams to Score?", "Both teams score", """
    The market resolves to Yes if Marseille and Lens each score at least once during regulation (90 minutes plus stoppage; extra time and penalties are not counted) in the match originally scheduled for Feb 20, 2027.
    """, """
    If the match does not start within 36 hours of its scheduled time, or is canceled, the market resolves to a fair price under the rules.
    """, ESPN_FOX, E("btts", "yes", None, None, REG, "provider", None, 36, FP, FP, None),
    ["numerals", "window_36"],
    ["S2", "P:36h_fair", "C4", "R3", "F:btts"], "fl1"),

v2("b2-052", "KXBUNDESLIGASPREAD", "26DEC19", BMU, WOB, "BMU2", "Bayern Munich vs Wolfsburg: Spread", "Bayern Munich wins by over 1.5 goals", """
    If Bayern Munich wins by 2 or more goals against Wolfsburg after 90 minutes plus stoppage time in the match originally scheduled for Dec 19, 2026, the market resolves to Yes. Extra time and penalties are excluded.
    """, """
    If the match is canceled or delayed by more than 48 hours, the market resolves to a fair price per the rules.
    """, ESPN_FOX, E("spread", "Bayern Munich", 1.5, None, REG, "provider", None, 48, FP, FP, None),
    ["numerals", "margin_words"],
    ["S2", "P2", "C4", "R3", "F:spread"], "bun"),

v2("b2-053", "KXLALIGATOTAL", "27APR25", BAR, VIL, "3", "Barcelona vs Villarreal: Total Goals", "Over 2.5 goals scored", """
    If at least three goals are scored in the Barcelona vs Villarreal match originally scheduled for Apr 25, 2027, counting only the 90 minutes plus stoppage time, the market resolves to Yes. Goals in extra time or a shoot-out don't count.
    """, """
    If the match is canceled, or rescheduled to begin more than seventy-two hours after its original kickoff, the market resolves to a fair price in line with the rules.
    """, ESPN_FOX, E("total", "over", 2.5, None, REG, "provider", None, 72, FP, FP, None),
    ["number_words", "window_72"],
    ["S2", "P:72h_fair", "C4", "R3", "F:total"], "lal"),

v2("b2-054", "KXUCLADVANCE", "27MAR11", ATM, LIV, "LFC", "Atlético Madrid vs Liverpool: Who advances?", "Liverpool", """
    If Liverpool goes through to the quarter-finals at the expense of Atlético Madrid (second leg originally scheduled for Mar 11, 2027), the market resolves to Yes. Extra time and penalties count toward who goes through.
    """, """
    If the second leg is canceled, positions are refunded. If it is delayed by more than 48 hours, the market resolves to a fair price under the rules.
    """, ESPN, E("advance", "Liverpool", None, None, "penalties", "provider", None, 48, "refund", FP, None),
    ["syn:goes_through", "split_sentence"],
    ["S6", "P2", "C:refund", "R3", "F:advance"], "ucl"),

v2("b2-055", "KXSERIEA1HGAME", "27JAN17", INT, ATA, "TIE", "Inter vs Atalanta: 1st Half Winner?", "Tie", """
    If Inter and Atalanta are all square at the interval (first 45 minutes plus first-half stoppage time) in the match originally scheduled for Jan 17, 2027, the market resolves to Yes.
    """, """
    If the match is called off, or kicks off more than 48 hours late, the market resolves to a fair price per the rules.
    """, ESPN_FOX, E("half", "draw", None, "first", None, "provider", None, 48, FP, FP, None),
    ["syn:all_square", "syn:interval", "syn:called_off"],
    ["H:first", "P2", "C4", "R3", "F:half"], "sea"),

v2("b2-056", "KXLIGUE1GAME", "26NOV01", OL, PSG, "PSG", W(OL, PSG), "PSG", """
    If PSG wins against Lyon after 90 minutes plus stoppage time (extra time and penalties excluded) in the match originally scheduled for Nov 1, 2026, the market resolves to Yes.
    """, """
    The result will be verified using a major sports outlet or the league's own site. If the match is canceled or postponed by more than 48 hours, the market resolves to a fair price under the rules.
    """, [], E("win", "PSG", None, None, REG, "ambiguous", "ambiguous", 48, FP, FP, None),
    ["unordered_sources", "no_series_source"],
    ["S2", "P2", "C4", "R:ambiguous", "F:win"], "fl1"),

v2("b2-057", "KXMLSGAME", "27JUL10", LAG, SEA, "LAG", W(LAG, SEA), "LA Galaxy", """
    The market resolves to Yes if LA Galaxy is ahead at full time against Seattle (90 minutes plus stoppage, no extra time or penalty kicks) in the game originally scheduled for Jul 10, 2027.
    """, """
    Canceled, or delayed by more than 24 hours: the market resolves to a fair price under the rules.
    """, ESPN, E("win", "LA Galaxy", None, None, REG, "provider", None, 24, FP, FP, None),
    ["syn:ahead_at_full_time", "american", "window_24"],
    ["S2", "P:24h_fair", "C4", "R3", "F:win"], "mls"),

v2("b2-058", "KXEPL2HGAME", "27MAY16", CHE, ARS, "ARS", "Chelsea vs Arsenal: 2nd Half Winner?", "Arsenal", """
    If Arsenal scores more goals than Chelsea in the second half alone (goals before half-time do not count; second-half stoppage time does) of the match originally scheduled for May 16, 2027, the market resolves to Yes.
    """, """
    If the match is canceled or postponed by more than 48 hours, the market resolves to a fair price per the rules.
    """, ESPN_FOX, E("half", "Arsenal", None, "second", None, "provider", None, 48, FP, FP, None),
    ["parenthetical", "plain"],
    ["H:second", "P2", "C4", "R3", "F:half"], "epl"),
]
