"""venue_two legs of set (x): a trading desk's scenario sheets.

`rules_primary` is usually a one-line summary (or the outcome sentence); `rules_secondary`
holds lettered scenarios, payout tables written as text, or case/branch wording. Every text is
hand-written; each leg states its `expected` record inline."""
from common import COMPS, E, TEAMS, v2_market

LEGS = []


def L(n, comp, hk, ak, date, ko, series_sfx, leg_code, title, yes_sub, primary, secondary, exp,
      meanings, styles, sources=None):
    LEGS.append({
        "id": f"x2-{n:03d}", "venue": "venue_two", "styles": sorted(styles), "meanings": meanings,
        "home": TEAMS[hk][2], "away": TEAMS[ak][2], "competition": comp,
        "market": v2_market(comp, hk, ak, date, ko, series_sfx, leg_code, title, yes_sub, primary,
                            secondary),
        "series_settlement_sources": sources if sources is not None else COMPS[comp][3],
        "expected": exp,
    })


# ---------------------------------------------------------------- Premier League
L(1, "epl", "ARS", "CHE", "2026-10-17", (14, 0), "GAME", "ARS", "Arsenal vs Chelsea Winner?", "Arsenal",
  "Summary: Yes if Arsenal beat Chelsea in the Arsenal vs Chelsea Premier League match originally "
  "set for Oct 17, 2026, counting regulation only (90 min + stoppage; no extra time, no "
  "penalties).",
  "Scenario A - played as scheduled: settle on the regulation score.\n"
  "Scenario B - level after regulation: the Tie market pays Yes; this market pays No.\n"
  "Scenario C - postponed, but kicking off within 48 hours of the original time: the market "
  "stays open and settles on that game.\n"
  "Scenario D - postponed beyond 48 hours, or cancelled: the market is valued at a fair price under "
  "the rules.",
  E("win", "Arsenal", "regulation", "provider", None, 48, "fair_price", "fair_price"),
  ["F:win", "S2", "D1", "P3", "C4", "R3"],
  ["scenario_sheet", "summary_then_detail", "lettered", "numerals", "layout:lines"])

L(2, "epl", "ARS", "CHE", "2026-10-17", (14, 0), "GAME", "TIE", "Arsenal vs Chelsea Winner?", "Tie",
  "If the Arsenal vs Chelsea Premier League game originally scheduled for Oct 17, 2026 is level "
  "once 90 minutes and stoppage are played (extra time and penalties not included), the market "
  "resolves to Yes.",
  "Payout table (regulation score):\n"
  "Arsenal win -> No\n"
  "Chelsea win -> No\n"
  "Level -> Yes\n"
  "Postponement / cancellation branch: kickoff moved more than 48 hours past the original slot, "
  "or game canceled -> fair price per the rules.",
  E("draw", "draw", "regulation", "provider", None, 48, "fair_price", "fair_price"),
  ["F:draw", "S2", "D1", "P2", "C4", "R3"],
  ["payout_table", "branch", "american_spelling", "layout:lines"])

L(3, "epl", "ARS", "CHE", "2026-10-17", (14, 0), "GAME", "CFC", "Arsenal vs Chelsea Winner?", "Chelsea",
  "One line: Chelsea win in regulation = Yes. Detail: if Chelsea wins the Arsenal vs Chelsea "
  "English Premier League game originally scheduled for 17 October 2026, judged at the end of "
  "the ninety minutes and stoppage time (extra time and spot kicks excluded), the market "
  "resolves to Yes.",
  "Case 1 - Chelsea ahead at the end of regulation: Yes.\n"
  "Case 2 - all square: No here; Yes on the Tie market.\n"
  "Case 3 - Arsenal ahead: No.\n"
  "Case 4 - the game is called off, or pushed back by over forty-eight hours: this market is "
  "valued at a fair price in line with the rules.",
  E("win", "Chelsea", "regulation", "provider", None, 48, "fair_price", "fair_price"),
  ["F:win", "S2", "D1", "P2", "C4", "R3"],
  ["summary_then_detail", "case_wording", "number_words", "british_date", "layout:lines"])

L(4, "epl", "LIV", "MCI", "2026-11-21", (17, 30), "SCORE", "21", "Liverpool vs Manchester City: Exact Score",
  "Liverpool 2-1",
  "If the Liverpool vs Manchester City Premier League game originally scheduled for Nov 21, 2026 "
  "ends 2-1 to Liverpool after 90 minutes and stoppage (no extra time, no penalties), the market "
  "resolves to Yes.",
  "Outcome -> payout:\n"
  "  Liverpool 2, Manchester City 1 -> Yes\n"
  "  any other score -> No\n"
  "Scenario: canceled, or rescheduled to a start more than 48 hours after the original one -> "
  "fair price under the rules.",
  E("exact_score", "2-1", "regulation", "provider", None, 48, "fair_price", "fair_price"),
  ["F:exact_score", "S2", "P2", "C4", "R3"],
  ["payout_table", "american_spelling", "layout:lines"])

L(5, "epl", "NEW", "TOT", "2026-12-05", (15, 0), "1H", "NEW", "Newcastle vs Tottenham: First Half Winner?",
  "Newcastle",
  "Summary: Yes if Newcastle lead at half-time in Newcastle vs Tottenham, originally scheduled for "
  "Dec 5, 2026.",
  "Detail: only the first half counts - 45 minutes plus the stoppage added to that half. Branch "
  "1: Newcastle ahead at the break -> Yes. Branch 2: level or Tottenham ahead at the break -> No. "
  "Branch 3: game cancelled or postponed by more than 48 hours -> fair price under the rules.",
  E("half", "Newcastle", None, "provider", None, 48, "fair_price", "fair_price", half="first"),
  ["F:half", "P2", "C4", "R3"],
  ["summary_then_detail", "branch", "layout:paras"])

L(6, "epl", "TOT", "MCI", "2027-01-16", (12, 30), "SPREAD", "MCI3", "Tottenham vs Manchester City: Spread",
  "Manchester City wins by over 2.5 goals",
  "If Manchester City beat Tottenham by three goals or more in the Tottenham vs Manchester City "
  "Premier League game originally scheduled for Jan 16, 2027, after 90 minutes plus stoppage "
  "(extra time and penalties do not count), this market settles Yes.",
  "Table (City's winning margin at the end of regulation -> payout): 3 or more -> Yes; 1 or 2 -> "
  "No; draw or Spurs win -> No.\n"
  "Scenario X - cancelled or moved more than 48 hours: fair price per the rules.",
  E("spread", "Manchester City", "regulation", "provider", None, 48, "fair_price", "fair_price",
    line=2.5),
  ["F:spread", "S2", "P2", "C4", "R3"],
  ["payout_table", "away_favourite", "number_words", "layout:lines"])

L(7, "epl", "AVL", "BHA", "2026-11-07", (15, 0), "GAME", "AVL", "Aston Villa vs Brighton Winner?",
  "Aston Villa",
  "If Aston Villa wins the Aston Villa vs Brighton professional Premier League game originally "
  "scheduled for 11/07/2026, with the score taken after 90 minutes plus stoppage and no extra "
  "time or penalty shootout counted, the market resolves to Yes.",
  "If the game ends level at that point, the market for Tie resolves Yes and this one No.",
  E("win", "Aston Villa", "regulation", "provider", None, None, None, None),
  ["F:win", "S2", "D1", "R3"],
  ["no_void_clause", "us_date", "plain"])

L(8, "epl", "CHE", "TOT", "2027-02-27", (17, 30), "GAME", "TIE", "Chelsea vs Tottenham Winner?", "Tie",
  "If Tie is the outcome of the Chelsea vs Tottenham Premier League game originally scheduled for "
  "27/02/2027 at the end of regulation (90' + stoppage, ET and pens do not count), the market "
  "resolves to Yes.",
  "Scenario A - on time: settles on the regulation score.\n"
  "Scenario B - delayed, first ball within 48 hours of the planned kick-off: stays open.\n"
  "Scenario C - delayed beyond that: fair price.\n"
  "Scenario D - cancelled: fair price.\n"
  "Scenario E - abandoned and not resumed: treated as Scenario D.",
  E("draw", "draw", "regulation", "provider", None, 48, "fair_price", "fair_price", "fair_price"),
  ["F:draw", "S2", "D1", "P3", "C4", "AB", "R3"],
  ["scenario_sheet", "lettered", "british_date", "abbrev:ET", "layout:lines"])

# ---------------------------------------------------------------- La Liga
L(9, "laliga", "RMA", "BAR", "2026-10-25", (19, 0), "GAME", "RMA", "Real Madrid vs Barcelona Winner?",
  "Real Madrid",
  "If Real Madrid wins the Real Madrid vs Barcelona professional Spanish La Liga soccer game "
  "originally scheduled for Oct 25, 2026, this market settles Yes.",
  "Scope - regulation only: 90 minutes plus stoppage; extra time and penalties never count.\n"
  "Case: draw -> the Tie market resolves Yes.\n"
  "Case: postponed, new kickoff no later than two days after the original -> market stays open.\n"
  "Case: postponed for longer, or canceled -> fair price in line with the rules.",
  E("win", "Real Madrid", "regulation", "provider", None, 48, "fair_price", "fair_price"),
  ["F:win", "S4", "D1", "P3", "C4", "R3"],
  ["case_wording", "scope_in_secondary", "number_words", "american_spelling", "layout:lines"])

L(10, "laliga", "RMA", "BAR", "2026-10-25", (19, 0), "GAME", "TIE", "Real Madrid vs Barcelona Winner?", "Tie",
  "Tie leg: Yes when Real Madrid vs Barcelona (originally scheduled for Oct 25, 2026) is level "
  "after 90 minutes + stoppage; extra time and penalties excluded.",
  "Branch A (game played on schedule): regulation score decides.\n"
  "Branch B (game postponed more than 48 hours, or cancelled): fair price per the rules.",
  E("draw", "draw", "regulation", "provider", None, 48, "fair_price", "fair_price"),
  ["F:draw", "S2", "D1", "P2", "C4", "R3"],
  ["branch", "lettered", "layout:lines"])

L(11, "laliga", "SEV", "BET", "2027-02-14", (17, 0), "SCORE", "02", "Sevilla vs Real Betis: Exact Score",
  "Real Betis 2-0",
  "If Real Betis win 2-0 away at Sevilla in the La Liga game originally scheduled for Feb 14, "
  "2027, counting only 90 minutes plus stoppage, the market resolves to Yes.",
  "Note: written away-first. Home-first, the winning score is Sevilla 0, Real Betis 2.\n"
  "Scenario A - final regulation score 0-2: Yes. Scenario B - any other score: No. Scenario C - "
  "cancelled, or postponed more than 48 hours: fair price.",
  E("exact_score", "0-2", "regulation", "provider", None, 48, "fair_price", "fair_price"),
  ["F:exact_score", "S2", "P2", "C4", "R3"],
  ["away_first", "scenario_sheet", "lettered", "layout:lines"])

L(12, "laliga", "ATH", "ATM", "2026-11-29", (20, 0), "GAME", "ATM", "Athletic Bilbao vs Atletico Madrid Winner?",
  "Atletico Madrid",
  "If Atletico Madrid wins the Athletic Bilbao vs Atletico Madrid La Liga game originally "
  "scheduled for November 29, 2026 after 90 minutes and stoppage time - not counting extra time "
  "or penalties - the market resolves to Yes.",
  "This market does not wait indefinitely: if the game is moved by more than 48 hours it is "
  "valued at a fair price, and it is not kept open if the game is canceled; a canceled game is "
  "also settled at a fair price. It does not pay on a draw - a draw pays the Tie market.",
  E("win", "Atletico Madrid", "regulation", "provider", None, 48, "fair_price", "fair_price"),
  ["F:win", "S2", "D1", "P2", "C4", "R3"],
  ["negation", "american_spelling", "plain"])

# ---------------------------------------------------------------- Bundesliga
L(13, "bundesliga", "BAY", "BVB", "2026-11-07", (17, 30), "GAME", "BVB", "Bayern Munich vs Dortmund Winner?",
  "Dortmund",
  "Summary: Dortmund win in regulation -> Yes. Detail: if Dortmund wins the Bayern Munich vs "
  "Dortmund Bundesliga game originally scheduled for 2026-11-07 after 90 minutes plus stoppage "
  "(extra time and penalties excluded), this market settles Yes.",
  "Scenario A - level after regulation: Tie pays Yes, this leg No.\n"
  "Scenario B - postponed by up to 48 hours: still open.\n"
  "Scenario C - postponed by more than 48 hours: fair price.\n"
  "Scenario D - cancelled: fair price.\n"
  "Scenario E - abandoned and not completed: handled as Scenario D.",
  E("win", "Dortmund", "regulation", "provider", None, 48, "fair_price", "fair_price", "fair_price"),
  ["F:win", "S2", "D1", "P3", "C4", "AB", "R3"],
  ["summary_then_detail", "scenario_sheet", "iso_date", "lettered", "layout:lines"])

L(14, "bundesliga", "SGE", "VFB", "2027-01-23", (14, 30), "GAME", "SGE", "Eintracht Frankfurt vs Stuttgart Winner?",
  "Eintracht Frankfurt",
  "If Eintracht Frankfurt wins the Eintracht Frankfurt vs Stuttgart Bundesliga game originally "
  "scheduled for Jan 23, 2027, on the score at the end of 90 minutes plus stoppage (no extra "
  "time, no penalties), the market resolves to Yes.",
  "Source order: 1) the official league site, bundesliga.com; 2) if it has not posted the result "
  "within two hours of the final whistle, ESPN.\n"
  "Scenario: tie -> Tie market Yes. Scenario: canceled or pushed back more than 48 hours -> "
  "fair price.",
  E("win", "Eintracht Frankfurt", "regulation", "official", "provider", 48, "fair_price", "fair_price"),
  ["F:win", "S2", "D1", "P2", "C4", "source:text_official_then_provider"],
  ["numbered", "named_sources", "layout:lines"])

L(15, "bundesliga", "LEV", "VFB", "2026-12-12", (14, 30), "TOTAL", "4", "Leverkusen vs Stuttgart: Total Goals",
  "Over 3.5 goals",
  "Summary: Yes on 4+ goals. Detail: if Leverkusen and Stuttgart score four or more goals in "
  "total in their Bundesliga game originally scheduled for Dec 12, 2026, counting 90 minutes "
  "plus stoppage only, the market resolves to Yes.",
  "Goals -> payout: 0-3 -> No; 4 or more -> Yes.\n"
  "Branch for a cancelled game, or one postponed beyond 48 hours: fair price.\n"
  "Branch for an abandoned game that is not finished: refund at cost to all holders.",
  E("total", "over", "regulation", "provider", None, 48, "fair_price", "fair_price", "refund", line=3.5),
  ["F:total", "S2", "P2", "C4", "AB", "R3"],
  ["summary_then_detail", "payout_table", "branch", "refund", "layout:lines"])

# ---------------------------------------------------------------- Serie A
L(16, "seriea", "JUV", "MIL", "2026-11-01", (19, 45), "TOTAL", "3", "Juventus vs AC Milan: Total Goals",
  "Over 2.5 goals",
  "If Juventus and AC Milan score more than 2.5 goals combined in the Serie A game originally "
  "scheduled for Nov 1, 2026, after 90 minutes and stoppage time (extra time and penalties not "
  "counted), the market resolves to Yes.",
  "Scenario A - played: count regulation goals; 3+ Yes, 0-2 No.\n"
  "Scenario B - postponed within 48 hours: market stays open.\n"
  "Scenario C - postponed beyond 48 hours, or cancelled: fair price under the rules.",
  E("total", "over", "regulation", "provider", None, 48, "fair_price", "fair_price", line=2.5),
  ["F:total", "S2", "P3", "C4", "R3"],
  ["scenario_sheet", "lettered", "numerals", "layout:lines"])

L(17, "seriea", "NAP", "ROM", "2027-02-07", (17, 0), "TOTAL", "U3", "Napoli vs Roma: Total Goals",
  "Under 2.5 goals",
  "One-liner: two goals or fewer in regulation = Yes.",
  "In detail: if Napoli and Roma score two or fewer goals between them in the Napoli vs Roma "
  "Serie A game originally scheduled for Feb 7, 2027, counting only ninety minutes plus "
  "stoppage, the market resolves to Yes; three or more resolves No. Should the game be canceled, "
  "or rescheduled for more than 48 hours after its original slot, the market is marked at a fair "
  "price.",
  E("total", "under", "regulation", "provider", None, 48, "fair_price", "fair_price", line=2.5),
  ["F:total", "S2", "P2", "C4", "R3"],
  ["summary_then_detail", "scope_in_secondary", "number_words", "plain"])

L(18, "seriea", "BOL", "ATA", "2026-10-04", (13, 0), "BTTS", "YES", "Bologna vs Atalanta: Both Teams to Score?",
  "Both teams score",
  "If both Bologna and Atalanta score at least one goal in the Serie A game originally scheduled "
  "for Oct 4, 2026, after 90 minutes plus stoppage (no extra time or penalties), the market "
  "settles Yes.",
  "Case A - each side scores: Yes. Case B - one side or both fail to score: No. Case C - the "
  "game is cancelled: fair price.",
  E("btts", "yes", "regulation", "provider", None, None, "fair_price", None),
  ["F:btts", "S2", "C4", "R3"],
  ["case_wording", "lettered", "no_postponement_clause", "plain"])

# ---------------------------------------------------------------- Ligue 1
L(19, "ligue1", "PSG", "OM", "2026-10-25", (19, 45), "SPREAD", "PSG2", "PSG vs Marseille: Spread",
  "PSG wins by over 1.5 goals",
  "Summary: PSG by 2+ = Yes.",
  "Detail: if PSG beat Marseille by two or more goals in the Ligue 1 game originally scheduled "
  "for Oct 25, 2026, judged on the regulation score, 90 minutes plus stoppage (extra time and "
  "penalties excluded), the market resolves to Yes.\n"
  "Margin -> payout: PSG +2 or more -> Yes; PSG +1 -> No; draw -> No; Marseille win -> No.\n"
  "If it is canceled or pushed more than 48 hours: fair price under the rules.",
  E("spread", "PSG", "regulation", "provider", None, 48, "fair_price", "fair_price", line=1.5),
  ["F:spread", "S4", "P2", "C4", "R3"],
  ["summary_then_detail", "payout_table", "numerals", "layout:lines"])

L(20, "ligue1", "PSG", "OM", "2026-10-25", (19, 45), "BTTS", "NO", "PSG vs Marseille: Both Teams to Score?",
  "At least one team fails to score",
  "If at least one of PSG and Marseille fails to score in the Ligue 1 game originally scheduled "
  "for Oct 25, 2026 after 90 minutes plus stoppage (extra time and penalties not included), the "
  "market resolves to Yes.",
  "Outcome table: both score -> No; one or neither scores -> Yes. Postponed by over 48 hours or "
  "cancelled -> fair price.",
  E("btts", "no", "regulation", "provider", None, 48, "fair_price", "fair_price"),
  ["F:btts", "S2", "P2", "C4", "R3"],
  ["negated_market", "payout_table", "layout:lines"])

L(21, "ligue1", "OM", "OL", "2027-01-31", (19, 45), "2H", "OM", "Marseille vs Lyon: Second Half Winner?",
  "Marseille",
  "If Marseille outscore Lyon in the second half of the Marseille vs Lyon Ligue 1 game "
  "originally scheduled for Jan 31, 2027 (second half only, stoppage included, first-half goals "
  "ignored), the market resolves to Yes.",
  "Scenario A - Marseille win the second half: Yes. Scenario B - level second half or Lyon win "
  "it: No. Scenario C - cancelled or delayed more than 48 hours: fair price.",
  E("half", "Marseille", None, "provider", None, 48, "fair_price", "fair_price", half="second"),
  ["F:half", "P2", "C4", "R3"],
  ["scenario_sheet", "lettered", "plain"])

# ---------------------------------------------------------------- MLS
L(22, "mls", "LAG", "LAFC", "2026-09-18", "2026-09-19T02:30", "GAME", "LA", "LA Galaxy vs LAFC Winner?", "LA Galaxy",
  "If LA Galaxy wins the LA Galaxy vs LAFC professional Major League Soccer match originally "
  "scheduled for Sep 18, 2026, this market settles Yes.",
  "Scenario A - played as scheduled: only regulation counts (90 minutes plus stoppage; overtime "
  "and a shootout do not count).\n"
  "Scenario B - tied after regulation: the Tie market resolves to Yes.\n"
  "Scenario C - postponed more than 48 hours, or canceled: fair price.",
  E("win", "LA Galaxy", "regulation", "official", None, 48, "fair_price", "fair_price"),
  ["F:win", "S4", "D1", "P2", "C4", "R3"],
  ["scenario_sheet", "scope_in_secondary", "american", "local_date", "layout:lines"])

L(23, "mls", "MIA", "CLB", "2026-10-10", (23, 30), "GAME", "TIE", "Inter Miami vs Columbus Winner?", "Tie",
  "If Tie is the outcome of the Inter Miami vs Columbus MLS game originally scheduled for Oct 10, "
  "2026 after 90 minutes plus stoppage (no extra time, no shootout), the market resolves to Yes.",
  "Scenario A - postponed, new start within 72 hours of the original: the market stays open.\n"
  "Scenario B - postponed by more than 72 hours: fair price.\n"
  "Scenario C - canceled: fair price.",
  E("draw", "draw", "regulation", "official", None, 72, "fair_price", "fair_price"),
  ["F:draw", "S2", "D1", "P:72h", "C4", "R3"],
  ["scenario_sheet", "lettered", "numerals", "american_spelling", "layout:lines"])

L(24, "mls", "SEA", "LAFC", "2026-10-23", "2026-10-24T03:00", "GAME", "SEA", "Seattle vs LAFC Winner?", "Seattle",
  "Yes if Seattle beat LAFC in regulation (ninety minutes plus stoppage; OT and shootout "
  "excluded) in the MLS game originally scheduled for Oct 23, 2026.",
  "Scenario A - tied: Tie resolves Yes.\n"
  "Scenario B - canceled: fair price.\n"
  "Scenario C - abandoned and not completed: settled at the last traded price before play "
  "stopped.",
  E("win", "Seattle", "regulation", "official", None, None, "fair_price", None, "last_price"),
  ["F:win", "S2", "D1", "C4", "AB", "R3"],
  ["scenario_sheet", "lettered", "no_postponement_clause", "local_date", "layout:lines"])

# ---------------------------------------------------------------- Champions League
L(25, "ucl", "RMA", "MCI", "2027-04-14", (19, 0), "ADVANCE", "RMA", "Real Madrid vs Manchester City: To Advance?",
  "Real Madrid",
  "Summary: Yes if Real Madrid go through. Detail: if Real Madrid advance past Manchester City "
  "in their Champions League quarter-final tie, whose second leg is originally scheduled for "
  "Apr 14, 2027, Yes is paid. The whole tie counts, including extra time and a "
  "penalty shootout if needed.",
  "Branch 1 - Real Madrid qualify: Yes. Branch 2 - Manchester City qualify: No.\n"
  "Branch 3 - second leg postponed more than 48 hours, or cancelled: fair price.",
  E("advance", "Real Madrid", "penalties", "official", None, 48, "fair_price", "fair_price"),
  ["F:advance", "S6", "P2", "C4", "R3"],
  ["summary_then_detail", "branch", "layout:lines"])

L(26, "ucl", "ARS", "BAY", "2027-03-10", (20, 0), "FTTS", "ARS", "Arsenal vs Bayern Munich: First Team to Score",
  "Arsenal",
  "If Arsenal score the first goal of the Arsenal vs Bayern Munich Champions League game "
  "originally scheduled for Mar 10, 2027, at any point in the whole game (regulation, stoppage, "
  "and extra time if any), the market resolves to Yes.",
  "Outcomes: Arsenal first -> Yes; Bayern first -> No; no goal -> No. A penalty shootout does "
  "not produce a first goal.\n"
  "Scenario: cancelled or moved more than 48 hours -> fair price.",
  E("other", "Arsenal", "extra_time", "official", None, 48, "fair_price", "fair_price"),
  ["F:other", "S5", "P2", "C4", "R3"],
  ["payout_table", "layout:lines"])

L(27, "ucl", "PSG", "LEV", "2026-10-21", (19, 0), "GAME", "PSG", "PSG vs Leverkusen Winner?", "PSG",
  "If PSG wins the PSG vs Leverkusen Champions League game originally scheduled for 21 Oct 2026 "
  "after 90 minutes and stoppage time (extra time and penalties do not count), the contract "
  "resolves to Yes.",
  "Scenario A - draw: Tie resolves Yes.\n"
  "Scenario B - postponed by two days or less: remains open.\n"
  "Scenario C - postponed by more than two days, or cancelled: fair price.\n"
  "Scenario D - abandoned: as Scenario C.\n"
  "Data: UEFA's official match centre.",
  E("win", "PSG", "regulation", "official", None, 48, "fair_price", "fair_price", "fair_price"),
  ["F:win", "S2", "D1", "P3", "C4", "AB", "source:text_official"],
  ["scenario_sheet", "number_words", "british_date", "named_sources", "layout:lines"])

# ---------------------------------------------------------------- World Cup 2026
L(28, "wc", "BRA", "CIV", "2026-06-18", (22, 0), "GAME", "CIV", "Brazil vs Ivory Coast Winner?", "Ivory Coast",
  "If Ivory Coast wins the Brazil vs Ivory Coast FIFA World Cup game originally scheduled for "
  "Jun 18, 2026 after 90 minutes and stoppage time, this market settles Yes.",
  "Extra time and penalties are not part of this market.\n"
  "Scenario A - tied: Tie resolves Yes.\n"
  "Scenario B - cancelled, or rescheduled beyond 48 hours: fair price.",
  E("win", "Ivory Coast", "regulation", "official", None, 48, "fair_price", "fair_price"),
  ["F:win", "S3", "D1", "P2", "C4", "R3"],
  ["scenario_sheet", "lettered", "layout:lines"])

L(29, "wc", "KOR", "MAR", "2026-06-23", "2026-06-24T01:00", "GAME", "TIE", "South Korea vs Morocco Winner?", "Tie",
  "If Tie wins the South Korea vs Morocco FIFA World Cup game originally scheduled for Jun 23, "
  "2026 after 90 minutes and stoppage time, this market settles Yes.",
  "Summary: Tie = level at the end of regulation. Detail: neither extra time nor penalties count. "
  "Case - canceled: fair price. Case - postponed by more than 48 hrs: fair price.",
  E("draw", "draw", "regulation", "official", None, 48, "fair_price", "fair_price"),
  ["F:draw", "S3", "D1", "P2", "C4", "R3"],
  ["summary_then_detail", "case_wording", "abbrev:hrs", "local_date", "plain"])

L(30, "wc", "ARG", "MEX", "2026-07-04", (20, 0), "ADVANCE", "ARG", "Argentina vs Mexico: To Advance?", "Argentina",
  "If Argentina advances to the next round from the Argentina vs Mexico World Cup knockout game "
  "originally scheduled for Jul 4, 2026, the market resolves to Yes.",
  "Scope: the full tie, extra time and penalty kicks included.\n"
  "Outcome -> payout: Argentina progress -> Yes; Mexico progress -> No.\n"
  "Scenario - postponed more than 48 hours or cancelled: fair price.",
  E("advance", "Argentina", "penalties", "official", None, 48, "fair_price", "fair_price"),
  ["F:advance", "S6", "P2", "C4", "R3"],
  ["payout_table", "scope_in_secondary", "layout:lines"])

# ---------------------------------------------------------------- ambiguous legs
L(31, "wc", "ENG", "NED", "2026-07-07", (19, 0), "GAME", "ENG", "England vs Netherlands Winner?", "England",
  "If England wins the England vs Netherlands FIFA World Cup knockout game originally scheduled "
  "for Jul 7, 2026, this market settles Yes.",
  "Scenario A - played: settles on the final result as reported.\n"
  "Scenario B - cancelled or postponed more than 48 hours: fair price.",
  E("win", "England", "ambiguous", "official", None, 48, "fair_price", "fair_price"),
  ["F:win", "S:ambiguous", "P2", "C4", "R3"],
  ["scenario_sheet", "knockout", "no_scope", "layout:lines"])

L(32, "seriea", "INT", "NAP", "2026-12-20", (19, 45), "GAME", "NAP", "Inter Milan vs Napoli Winner?", "Napoli",
  "If Napoli wins the Inter Milan vs Napoli Serie A game originally scheduled for Dec 20, 2026 "
  "after 90 minutes plus stoppage (no extra time, no penalties), the market resolves to Yes.",
  "Scenario A - tied: Tie Yes.\n"
  "Scenario B - postponed up to 48 hours: market stays open.\n"
  "Scenario C - postponed more than 72 hours: fair price.\n"
  "Scenario D - cancelled: fair price.",
  E("win", "Napoli", "regulation", "provider", None, "ambiguous", "fair_price", "fair_price"),
  ["F:win", "S2", "D1", "P:ambiguous", "C4", "R3"],
  ["scenario_sheet", "gap", "layout:lines"])

L(33, "epl", "NFO", "WHU", "2026-12-28", (15, 0), "GAME", "NFO", "Nottingham Forest vs West Ham Winner?",
  "Nottingham Forest",
  "If Nottingham Forest wins the Nottingham Forest vs West Ham Premier League game originally "
  "scheduled for Dec 28, 2026 after 90 minutes plus stoppage (extra time and penalties "
  "excluded), the market resolves to Yes.",
  "Scenario A - draw: Tie resolves Yes.\n"
  "Scenario B - postponed more than 48 hours: fair price.\n"
  "Scenario C - cancelled: the desk will decide the settlement at its discretion.",
  E("win", "Nottingham Forest", "regulation", "provider", None, 48, "ambiguous", "fair_price"),
  ["F:win", "S2", "D1", "P2", "C:ambiguous", "R3"],
  ["scenario_sheet", "discretion", "layout:lines"])

L(34, "ucl", "BAR", "LIV", "2027-04-07", (19, 0), "GAME", "LFC", "Barcelona vs Liverpool Winner?", "Liverpool",
  "If Liverpool wins the Barcelona vs Liverpool Champions League game originally scheduled for "
  "Apr 7, 2027 after 90 minutes plus stoppage (extra time and penalties not counted), the market "
  "resolves to Yes.",
  "Result data: uefa.com or ESPN, whichever posts first.\n"
  "Scenario A - draw: Tie Yes. Scenario B - cancelled or postponed beyond 48 hours: fair price.",
  E("win", "Liverpool", "regulation", "ambiguous", "ambiguous", 48, "fair_price", "fair_price"),
  ["F:win", "S2", "D1", "P2", "C4", "R:ambiguous"],
  ["scenario_sheet", "named_sources", "layout:lines"])

L(35, "laliga", "VIL", "VAL", "2026-09-26", (14, 15), "GAME", "VIL", "Villarreal vs Valencia Winner?", "Villarreal",
  "If Villarreal wins the Villarreal vs Valencia La Liga game originally scheduled for Sep 26, "
  "2026 after 90 minutes plus stoppage (no extra time or penalties), the market resolves to Yes.",
  "Scenario A - postponed, new kickoff within 48 hours: stays open.\n"
  "Scenario B - postponed beyond that, or cancelled: fair price.\n"
  "Scenario C - abandoned: apply Scenario A or B, as appropriate.",
  E("win", "Villarreal", "regulation", "provider", None, 48, "fair_price", "fair_price", "ambiguous"),
  ["F:win", "S2", "P3", "C4", "AB:ambiguous", "R3"],
  ["scenario_sheet", "cross_reference", "layout:lines"])

L(36, "bundesliga", "BVB", "LEV", "2027-02-20", (17, 30), "GAME", "TIE", "Dortmund vs Leverkusen Winner?", "Tie",
  "Summary: if the game is postponed, the market stays open until it is played. Main rule: if "
  "the Dortmund vs Leverkusen Bundesliga game originally scheduled for Feb 20, 2027 "
  "finishes as a Tie after 90 minutes plus stoppage (extra time and penalties excluded), the market "
  "resolves to Yes.",
  "Scenario A - postponed more than 48 hours: fair price.\n"
  "Scenario B - cancelled: fair price.",
  E("draw", "draw", "regulation", "provider", None, "ambiguous", "fair_price", "ambiguous"),
  ["F:draw", "S2", "D1", "P:ambiguous", "C4", "R3"],
  ["summary_then_detail", "contradiction", "lettered", "layout:lines"])

L(37, "seriea", "JUV", "MIL", "2026-11-01", (19, 45), "GAME", "JUV", "Juventus vs AC Milan Winner?", "Juventus",
  "If Juventus wins the Juventus vs AC Milan Serie A game originally scheduled for Nov 1, 2026, "
  "this market settles Yes.",
  "Scenario A - level: Tie Yes.\n"
  "Scenario B - cancelled or moved by more than 48 hours: fair price.",
  E("win", "Juventus", "ambiguous", "provider", None, 48, "fair_price", "fair_price"),
  ["F:win", "S:ambiguous", "D1", "P2", "C4", "R3"],
  ["scenario_sheet", "no_scope", "layout:lines"])
