"""venue_two legs of set (z): contract terms as filed with a regulator.

rules_primary holds the cover paragraph and the Underlying (or a single Payout
Criterion paragraph); rules_secondary holds Source Agency, Expiration Date/Time and
numbered Contingencies. Every text is hand-written; each leg states its record inline.
"""
from common import leg, v2_market

REG = "regulation"
SERIES = "As set out for the Series"


def E(family, outcome, scope=REG, sp="provider", sf=None, tw=48, vc="fair_price", vp="fair_price", va=None,
      line=None, half=None):
    return dict(family=family, outcome=outcome, line=line, half=half, scope=scope, source_primary=sp,
                source_fallback=sf, timing_window=tw, void_cancelled=vc, void_postponed_long=vp,
                void_abandoned=va)


COVER = [
    "Cover statement. The Exchange submits the following terms and conditions for a binary event contract "
    "referencing the outcome of one professional association football fixture.",
    "CONTRACT FILING. These terms govern a binary contract, listed by the Exchange, whose payout depends on "
    "a single association football match.",
    "Terms filed by the Exchange for self-certification. The contract described below is a yes/no contract "
    "on one soccer fixture and is subject to the Rulebook.",
    "Submission of contract terms. The Exchange lists the following event contract on a single match of "
    "professional soccer; capitalised terms not defined here bear their Rulebook meaning.",
]

SPECS = []


def add(fx, family, side, styles, meanings, primary, secondary, exp, series="espn_fox", line=None, half=None):
    SPECS.append((fx, family, side, styles, meanings, primary, secondary, exp, series, line, half))


# 1
add("ars_tot", "win", "home", ["filing", "sections", "numbered", "legal", "number_words_and_digits"],
    ["F:win", "S2", "D1", "P2", "C4", "R3"],
    COVER[0] + "\n\nUnderlying: the result of the Arsenal vs Tottenham professional English Premier League "
    "match originally scheduled for October 17, 2026. The contract pays Yes if Arsenal has scored more goals "
    "than Tottenham once ninety (90) minutes and any stoppage time have been played; neither extra time nor "
    "a penalty shoot-out is taken into account.",
    "Source Agency: " + SERIES + ".\n"
    "Expiration Date/Time: the contract expires once the result is confirmed or, if earlier, at the time fixed "
    "under the Contingencies.\n"
    "Contingencies:\n"
    "(1) Should the match end level after regulation, the Tie contract, and not this contract, pays Yes.\n"
    "(2) Should the match be cancelled, or be moved to a start time more than forty-eight (48) hours after the "
    "original one, this contract settles at a fair price fixed under the Rulebook.",
    E("win", "Arsenal"))

# 2
add("ars_tot", "draw", None, ["filing", "sections", "numbered", "legal", "syn:level"],
    ["F:draw", "S2", "D1", "P2", "C4", "R3"],
    COVER[1] + "\n\nUnderlying: whether the Arsenal vs Tottenham English Premier League match, originally set "
    "for 17 Oct 2026, is level at the end of regulation, that is 90 minutes plus stoppage time, with extra "
    "time and penalties excluded. If Tie is the result so determined, the contract resolves to Yes.",
    "Source Agency: " + SERIES + ".\n"
    "Expiration Date/Time: on confirmation of the result, subject to the Contingencies.\n"
    "Contingencies:\n"
    "1. A win by either club resolves this contract to No.\n"
    "2. Cancellation of the match, or its postponement to a kickoff more than 48 hours after the one "
    "originally scheduled, causes the contract to be settled at a fair price as the Rulebook provides.",
    E("draw", "draw"))

# 3 payout criterion, abandonment treated as cancellation
add("ars_tot", "win", "away", ["filing", "payout_criterion", "one_paragraph", "legal", "abandonment", "notwithstanding"],
    ["F:win", "S2", "P2", "C4", "R3", "AB"],
    "Payout Criterion: The contract pays Yes if Tottenham wins the Arsenal vs Tottenham English Premier "
    "League match originally scheduled for 2026-10-17, the result being taken when ninety minutes and stoppage "
    "time have been played and without regard to extra time or penalties, and pays No otherwise; notwithstanding the foregoing, "
    "if the match is cancelled, or is postponed to a time more than 48 hours after its original start, or is "
    "abandoned and not completed (an abandoned match being treated for all purposes as a cancelled one), the "
    "contract shall be settled at a fair price as the Rulebook directs.",
    "",
    E("win", "Tottenham", va="fair_price"))

# 4 S3: scope split between fields, P3
add("new_mun", "win", "away", ["filing", "sections", "numbered", "legal", "save_that"],
    ["F:win", "S3", "P3", "C4", "R3"],
    COVER[2] + "\n\nUnderlying: the Newcastle vs Manchester United English Premier League match originally "
    "scheduled for Nov 7, 2026. Manchester United winning at the end of 90 minutes plus stoppage time resolves the "
    "contract to Yes.",
    "Source Agency: " + SERIES + ".\n"
    "Expiration Date/Time: upon determination of the result.\n"
    "Contingencies:\n"
    "(a) For the avoidance of doubt, goals scored in extra time and kicks taken in any shoot-out are disregarded.\n"
    "(b) A postponed match which kicks off within 48 hours of its original start remains the Underlying, save "
    "that a match not played within that window, or cancelled, is settled at a fair price under the Rulebook.",
    E("win", "Manchester United"))

# 5 S4 primary, scope in secondary; ESPN only
add("new_mun", "draw", None, ["filing", "sections", "numbered", "legal", "two_days"],
    ["F:draw", "S4", "D1", "P2", "C4", "R3"],
    COVER[3] + "\n\nUnderlying: the result of the Newcastle vs Manchester United English Premier League match "
    "originally scheduled for 7 November 2026. If Tie is that result, the contract resolves to Yes.",
    "Source Agency: " + SERIES + ".\n"
    "Expiration Date/Time: once the result is known.\n"
    "Contingencies:\n"
    "(1) The result is the score at the conclusion of regulation time (ninety minutes and stoppage time); "
    "extra time and penalties do not form part of it.\n"
    "(2) If the match is cancelled, or rescheduled to begin more than two days after its original kickoff, the "
    "contract settles at a fair price pursuant to the Rulebook.",
    E("draw", "draw"), series="espn")

# 6 named source in the text with fallback
add("bet_sev", "win", "away", ["filing", "sections", "numbered", "legal", "named_source", "failing_which"],
    ["F:win", "S2", "P2", "C4", "R:official+provider"],
    COVER[0] + "\n\nUnderlying: the Real Betis vs Sevilla Spanish La Liga match originally scheduled for "
    "November 29, 2026. Yes if Sevilla wins it once 90 minutes and added time are complete (extra time and penalties "
    "not included).",
    "Source Agency: the official website of LaLiga, failing which ESPN's published match report.\n"
    "Expiration Date/Time: on publication of the result by the Source Agency.\n"
    "Contingencies:\n"
    "(1) A cancelled match, or one postponed by more than 48 hours, is settled at a fair price under the Rulebook.",
    E("win", "Sevilla", sp="official", sf="provider"))

# 7 abandonment at last traded price
add("bet_sev", "draw", None, ["filing", "sections", "numbered", "legal", "abandonment", "last_traded"],
    ["F:draw", "S2", "D1", "P2", "C4", "R3", "AB"],
    COVER[1] + "\n\nUnderlying: whether the Real Betis vs Sevilla La Liga match originally scheduled for "
    "29/11/2026 ends in a tie at the close of regulation (90 minutes plus stoppage time) (extra time and penalties excluded). If Tie "
    "is the result, the contract resolves to Yes.",
    "Source Agency: " + SERIES + ".\n"
    "Expiration Date/Time: upon confirmation of the final score.\n"
    "Contingencies:\n"
    "(1) Cancelled, or postponed more than 48 hours: fair price as determined under the Rulebook.\n"
    "(2) Abandoned after kickoff and not completed: the contract settles at its last traded price before "
    "play was stopped.",
    E("draw", "draw", va="last_price"))

# 8 P3
add("dor_lev", "win", "home", ["filing", "sections", "numbered", "legal", "date:day_month_year"],
    ["F:win", "S2", "P3", "C4", "R3"],
    COVER[2] + "\n\nUnderlying: the Dortmund vs Leverkusen German Bundesliga match originally scheduled for "
    "5 December 2026. The contract resolves to Yes if Dortmund wins on the score when ninety minutes and any added time have elapsed "
    "(extra time and penalties left out).",
    "Source Agency: " + SERIES + ".\n"
    "Expiration Date/Time: as soon as the result is final.\n"
    "Contingencies:\n"
    "(1) If the match is postponed but starts within 48 hours of the originally scheduled time, the contract "
    "stays open and refers to the rescheduled match.\n"
    "(2) If it does not start within that time, or it is cancelled, the contract is resolved at a fair price "
    "as the Rulebook directs.",
    E("win", "Dortmund"))

# 9 total
add("dor_lev", "total", "over", ["filing", "sections", "numbered", "legal", "syn:three_or_more"],
    ["F:total", "S2", "P2", "C4", "R3"],
    COVER[3] + "\n\nUnderlying: the combined number of goals scored by Dortmund and Leverkusen in their "
    "Bundesliga match originally scheduled for Dec 5, 2026, counted over 90 minutes plus stoppage time, "
    "extra time and penalties excluded. The contract resolves to Yes if that number is three (3) or more, "
    "that is over 2.5.",
    "Source Agency: " + SERIES + ".\n"
    "Expiration Date/Time: on confirmation of the final score.\n"
    "Contingencies:\n"
    "(1) Cancellation, or postponement to a start more than forty-eight hours later than scheduled, results in "
    "settlement at a fair price under the Rulebook.",
    E("total", "over", line=2.5), line=2.5)

# 10 payout criterion
add("rom_laz", "win", "home", ["filing", "payout_criterion", "one_paragraph", "legal", "notwithstanding", "avoidance_of_doubt"],
    ["F:win", "S2", "P2", "C4", "R3"],
    "Payout Criterion: Yes is paid if Roma defeats Lazio in the Italian Serie A match between them originally "
    "scheduled for January 10, 2027, judged on the score at the close of 90 minutes plus stoppage time; for the "
    "avoidance of doubt, neither extra time nor penalties is counted, and a draw or a Lazio win pays No. "
    "Notwithstanding the foregoing, where the match is cancelled or its kickoff is moved by more than 48 hours, "
    "the contract is settled at a fair price under the Rulebook.",
    "",
    E("win", "Roma"))

# 11 72-hour window
add("rom_laz", "draw", None, ["filing", "sections", "numbered", "legal", "number_words_and_digits", "window:72h"],
    ["F:draw", "S2", "D1", "P:72h", "C4", "R3"],
    COVER[0] + "\n\nUnderlying: whether Roma vs Lazio, the Serie A match originally scheduled for 10 January "
    "2027, finishes level by the end of regulation, meaning 90 minutes plus stoppage (extra time and penalties excluded). If Tie is "
    "the result, the contract resolves to Yes.",
    "Source Agency: " + SERIES + ".\n"
    "Expiration Date/Time: upon the result becoming final.\n"
    "Contingencies:\n"
    "(1) A match rescheduled to start no later than seventy-two (72) hours after its original kickoff remains "
    "the Underlying.\n"
    "(2) A match cancelled, or rescheduled beyond those seventy-two (72) hours, is settled at a fair price "
    "under the Rulebook.",
    E("draw", "draw", tw=72))

# 12 refund on abandonment
add("olm_lyo", "win", "away", ["filing", "sections", "numbered", "legal", "abandonment", "refund"],
    ["F:win", "S2", "P2", "C4", "R3", "AB", "AB:refund"],
    COVER[1] + "\n\nUnderlying: the Marseille vs Lyon French Ligue 1 match originally scheduled for Feb 7, 2027. "
    "The contract resolves to Yes if Lyon wins at full time of regulation (90 min plus stoppage time), extra time and penalties "
    "not counted.",
    "Source Agency: " + SERIES + ".\n"
    "Expiration Date/Time: upon the result being confirmed.\n"
    "Contingencies:\n"
    "(1) If the match is cancelled, or postponed to a time more than 48 hours after its scheduled start, the "
    "contract settles at a fair price under the Rulebook.\n"
    "(2) If the match is abandoned and not completed, all positions are unwound and each holder is refunded "
    "the price paid.",
    E("win", "Lyon", va="refund"))

# 13 btts
add("olm_lyo", "btts", "yes", ["filing", "sections", "numbered", "legal"],
    ["F:btts", "S2", "P2", "C4", "R3"],
    COVER[2] + "\n\nUnderlying: whether both Marseille and Lyon score at least one goal in their Ligue 1 match "
    "originally scheduled for 07 February 2027, counting 90 minutes plus stoppage time only (no extra time or "
    "penalties). If both score, the contract resolves to Yes; otherwise No.",
    "Source Agency: " + SERIES + ".\n"
    "Expiration Date/Time: on confirmation of the final score.\n"
    "Contingencies:\n"
    "(1) On cancellation, or on postponement by more than 48 hours, settlement is at a fair price as the "
    "Rulebook provides.",
    E("btts", "yes"))

# 14 MLS series source -> official
add("lag_sea", "win", "home", ["filing", "sections", "numbered", "legal", "date:local_vs_utc"],
    ["F:win", "S2", "P2", "C4", "R3"],
    COVER[3] + "\n\nUnderlying: the LA Galaxy vs Seattle Major League Soccer match originally scheduled for "
    "Sep 25, 2026 (local time). The contract resolves to Yes if LA Galaxy is ahead at the end of ninety minutes and stoppage "
    "time (extra time and penalties are not included).",
    "Source Agency: " + SERIES + ".\n"
    "Expiration Date/Time: on confirmation of the result.\n"
    "Contingencies:\n"
    "(1) Where the match is canceled, or is postponed to a kickoff more than 48 hours after the original, the "
    "contract is settled at a fair price pursuant to the Rulebook.",
    E("win", "LA Galaxy", sp="official"), series="mls")

# 15 P3, ESPN only
add("lag_sea", "draw", None, ["filing", "sections", "numbered", "legal", "american_spelling", "save_that"],
    ["F:draw", "S2", "D1", "P3", "C4", "R3"],
    COVER[0] + "\n\nUnderlying: whether LA Galaxy vs Seattle, the MLS match originally scheduled for "
    "09/25/2026, is tied when 90 minutes plus added stoppage time are over, not including extra time or penalties. If Tie "
    "is the result, the contract resolves to Yes.",
    "Source Agency: " + SERIES + ".\n"
    "Expiration Date/Time: once the result is confirmed.\n"
    "Contingencies:\n"
    "(1) A postponed match continues to be the Underlying, save that if it does not kick off within 48 hours "
    "of the original time, or is canceled, the contract resolves to a fair price under the Rulebook.",
    E("draw", "draw"), series="espn")

# 16 advance, UEFA series
add("rma_bay", "advance", "home", ["filing", "sections", "numbered", "legal", "knockout", "syn:qualify"],
    ["F:advance", "S6", "P2", "C4", "R3"],
    COVER[1] + "\n\nUnderlying: which club qualifies from the UEFA Champions League quarter-final tie between "
    "Real Madrid and Bayern Munich, whose second leg is originally scheduled for April 14, 2027. The contract "
    "resolves to Yes if Real Madrid qualifies, whether on aggregate, after extra time, or by way of a penalty "
    "shoot-out.",
    "Source Agency: " + SERIES + ".\n"
    "Expiration Date/Time: upon the qualifying club being determined.\n"
    "Contingencies:\n"
    "(1) If the second leg is cancelled, or postponed by more than 48 hours, the contract settles at a fair "
    "price under the Rulebook.",
    E("advance", "Real Madrid", scope="penalties", sp="official"), series="uefa")

# 17
add("rma_bay", "win", "away", ["filing", "sections", "numbered", "legal", "knockout", "avoidance_of_doubt"],
    ["F:win", "S2", "P2", "C4", "R3"],
    COVER[2] + "\n\nUnderlying: the second-leg match Real Madrid vs Bayern Munich in the UEFA Champions League, "
    "originally scheduled for 14 Apr 2027. Yes if Bayern Munich wins that match within regulation, i.e. 90 minutes "
    "and stoppage time.",
    "Source Agency: " + SERIES + ".\n"
    "Expiration Date/Time: upon determination of the match result.\n"
    "Contingencies:\n"
    "(1) For the avoidance of doubt, this contract concerns the match only and not the tie: extra time and "
    "penalties are disregarded even where they are played.\n"
    "(2) Cancellation, or postponement by more than 48 hours, leads to settlement at a fair price per the "
    "Rulebook.",
    E("win", "Bayern Munich"))

# 18 ambiguous scope
add("rma_bay", "draw", None, ["filing", "sections", "numbered", "legal", "knockout", "no_scope"],
    ["F:draw", "S:ambiguous", "D1", "P2", "C4", "R3"],
    COVER[3] + "\n\nUnderlying: the result of the Real Madrid vs Bayern Munich UEFA Champions League "
    "quarter-final second leg originally scheduled for April 14, 2027. If Tie is the result, the contract "
    "resolves to Yes.",
    "Source Agency: " + SERIES + ".\n"
    "Expiration Date/Time: on confirmation of the final score.\n"
    "Contingencies:\n"
    "(1) If the match ends without a winner, the Tie contract pays.\n"
    "(2) A match cancelled, or postponed to more than 48 hours after its original start, is settled at a fair "
    "price under the Rulebook.",
    E("draw", "draw", scope="ambiguous"))

# 19 advance, FIFA
add("bra_cro", "advance", "home", ["filing", "payout_criterion", "one_paragraph", "legal", "knockout", "notwithstanding"],
    ["F:advance", "S6", "P2", "C4", "R3"],
    "Payout Criterion: Yes if Brazil advances to the round of 16 of the FIFA World Cup by overcoming Croatia "
    "in the round-of-32 match originally scheduled for July 1, 2026, regard being had to extra time and any "
    "penalty shoot-out; No if Croatia advances. Notwithstanding the above, a match that is cancelled, or "
    "that is postponed by more than forty-eight hours, is settled at a fair price as the "
    "Rulebook directs.",
    "",
    E("advance", "Brazil", scope="penalties", sp="official"), series="fifa")

# 20 WC game leg, S3
add("bra_cro", "win", "away", ["filing", "sections", "numbered", "legal", "knockout"],
    ["F:win", "S3", "P2", "C4", "R3"],
    COVER[0] + "\n\nUnderlying: the Brazil vs Croatia FIFA World Cup round-of-32 match originally scheduled "
    "for 1 July 2026. Yes if Croatia wins at the end of 90 minutes plus stoppage time.",
    "Source Agency: " + SERIES + ".\n"
    "Expiration Date/Time: upon confirmation of the score at the end of regulation.\n"
    "Contingencies:\n"
    "(1) Extra time and penalties are left out of account; a Croatia win achieved only in extra time or on penalties "
    "resolves this contract to No.\n"
    "(2) If the match is cancelled or is postponed by more than 48 hours, the contract settles at a fair "
    "price under the Rulebook.",
    E("win", "Croatia"))

# 21 WC draw, FIFA
add("mex_kor", "draw", None, ["filing", "sections", "numbered", "legal", "date:local_vs_utc"],
    ["F:draw", "S3", "D1", "P2", "C4", "R3"],
    COVER[1] + "\n\nUnderlying: whether the Mexico vs South Korea FIFA World Cup group match, originally "
    "scheduled for June 18, 2026 (local date), is level once 90 minutes and added time are complete. If Tie is the "
    "result, the contract resolves to Yes.",
    "Source Agency: " + SERIES + ".\n"
    "Expiration Date/Time: upon confirmation of the result.\n"
    "Contingencies:\n"
    "(1) Extra time and penalty kicks, were either to occur, are excluded.\n"
    "(2) A cancelled match, or one postponed more than 48 hours, is settled at a fair price under the "
    "Rulebook.",
    E("draw", "draw", sp="official"), series="fifa")

# 22 ambiguous timing (48 vs 72)
add("mex_kor", "win", "away", ["filing", "sections", "numbered", "legal", "contradiction"],
    ["F:win", "S2", "P:ambiguous", "C4", "R3"],
    COVER[2] + "\n\nUnderlying: the Mexico vs South Korea FIFA World Cup match originally scheduled for "
    "2026-06-18. Yes if South Korea wins at the close of regulation (90 minutes plus stoppage time) (extra time and penalties "
    "excluded). If the match is cancelled or delayed by more than 48 hours, the contract settles at a fair "
    "price.",
    "Source Agency: " + SERIES + ".\n"
    "Expiration Date/Time: on confirmation of the result.\n"
    "Contingencies:\n"
    "(1) A postponed match remains the Underlying if it is played within seventy-two hours of the original "
    "kickoff; otherwise the contract settles at a fair price under the Rulebook.",
    E("win", "South Korea", tw="ambiguous"))

# 23 ambiguous cancellation
add("avl_whu", "win", "home", ["filing", "sections", "numbered", "legal", "discretion"],
    ["F:win", "S2", "P2", "C:ambiguous", "R3"],
    COVER[3] + "\n\nUnderlying: the Aston Villa vs West Ham English Premier League match originally "
    "scheduled for Dec 26, 2026. Yes if Aston Villa wins on the score when ninety minutes and any added time have elapsed, extra time and "
    "penalties excluded.",
    "Source Agency: " + SERIES + ".\n"
    "Expiration Date/Time: on confirmation of the result.\n"
    "Contingencies:\n"
    "(1) A match postponed to a start more than 48 hours after the original is settled at a fair price under "
    "the Rulebook.\n"
    "(2) If the match is cancelled, the Exchange may take any action it considers appropriate in respect of "
    "the contract.",
    E("win", "Aston Villa", vc="ambiguous"))

# 24 second half
add("avl_whu", "half", "home", ["filing", "sections", "numbered", "legal", "syn:after_the_interval"],
    ["F:half", "P2", "C4", "R3"],
    COVER[0] + "\n\nUnderlying: the second half of the Aston Villa vs West Ham English Premier League match "
    "originally scheduled for 26 December 2026. Yes if Aston Villa scores more goals than West Ham after the "
    "interval, counting only goals from the start of the second half to its final whistle (stoppage "
    "included); the first-half score is ignored.",
    "Source Agency: " + SERIES + ".\n"
    "Expiration Date/Time: upon confirmation of the second-half score.\n"
    "Contingencies:\n"
    "(1) On cancellation, or postponement by more than 48 hours, the contract settles at a fair price under "
    "the Rulebook.",
    E("half", "Aston Villa", scope=None, half="second"), half="second")

# 25 spread
add("avl_whu", "spread", "home", ["filing", "payout_criterion", "one_paragraph", "legal", "syn:margin"],
    ["F:spread", "S2", "P2", "C4", "R3"],
    "Payout Criterion: the contract pays Yes if Aston Villa beats West Ham by a margin of two goals or more "
    "(over 1.5) in the Premier League match originally scheduled for December 26, 2026, measured at the end of 90 "
    "minutes and added time with no account taken of extra time or penalties, and No in every other case, "
    "save that a cancelled match, or one postponed by more than 48 hours, is settled at a fair price under "
    "the Rulebook.",
    "",
    E("spread", "Aston Villa", line=1.5), line=1.5)

# 26 ambiguous source
add("nap_acm", "win", "away", ["filing", "sections", "numbered", "legal", "discretion"],
    ["F:win", "S2", "P2", "C4", "R:ambiguous"],
    COVER[1] + "\n\nUnderlying: the Napoli vs AC Milan Italian Serie A match originally scheduled for Nov 22, "
    "2026. Yes if AC Milan wins by the end of regulation, meaning 90 minutes plus stoppage (no extra time, no penalties).",
    "Source Agency: Lega Serie A or a major broadcaster, as the Exchange may select.\n"
    "Expiration Date/Time: on confirmation of the result.\n"
    "Contingencies:\n"
    "(1) Cancellation, or postponement beyond 48 hours: fair price under the Rulebook.",
    E("win", "AC Milan", sp="ambiguous", sf="ambiguous"))

# 27 S4 primary, scope in secondary, P3
add("nap_acm", "draw", None, ["filing", "sections", "numbered", "legal", "two_days"],
    ["F:draw", "S4", "D1", "P3", "C4", "R3"],
    COVER[2] + "\n\nUnderlying: the contract resolves to Yes where the Napoli vs AC Milan Serie A match originally "
    "scheduled for 22 Nov 2026 produces Tie as its result.",
    "Source Agency: " + SERIES + ".\n"
    "Expiration Date/Time: upon confirmation of the result.\n"
    "Contingencies:\n"
    "(1) \"Result\" means the score when regulation time (90 minutes and stoppage) ends, before any extra time "
    "or penalties.\n"
    "(2) A postponed match that begins within two days of the original kickoff stays the Underlying; if it "
    "does not, or if the match is cancelled, the contract settles at a fair price under the Rulebook.",
    E("draw", "draw"))

# 28 payout criterion, named official source, abandonment as cancellation
add("sge_scf", "win", "home", ["filing", "payout_criterion", "one_paragraph", "legal", "abandonment", "named_source"],
    ["F:win", "S2", "P2", "C4", "AB", "R:official"],
    "Payout Criterion: Yes is paid if Frankfurt wins the Frankfurt vs Freiburg German Bundesliga match "
    "originally scheduled for 23 January 2027, as shown by the Bundesliga's official match centre, on the "
    "score at full time of regulation (90 min plus stoppage time) (extra time and penalties excluded); a match that is cancelled, "
    "postponed by more than 48 hours, or abandoned and not resumed (an abandonment being handled as a "
    "cancellation) is settled at a fair price as the Rulebook directs.",
    "",
    E("win", "Frankfurt", sp="official", va="fair_price"))

# 29 exact score
add("sge_scf", "exact_score", "2-2", ["filing", "sections", "numbered", "legal"],
    ["F:exact_score", "S2", "P2", "C4", "R3"],
    COVER[3] + "\n\nUnderlying: the score of the Frankfurt vs Freiburg Bundesliga match originally scheduled "
    "for Jan 23, 2027. The contract resolves to Yes if the score when 90 minutes plus added stoppage time are over is "
    "exactly Frankfurt 2, Freiburg 2.",
    "Source Agency: " + SERIES + ".\n"
    "Expiration Date/Time: on confirmation of the final score.\n"
    "Contingencies:\n"
    "(1) Extra time and penalties do not affect the score used.\n"
    "(2) A cancelled match, or a match postponed by more than 48 hours, is settled at a fair price under the "
    "Rulebook.",
    E("exact_score", "2-2"), line=None)

# 30 ambiguous abandonment
add("lil_ren", "win", "home", ["filing", "sections", "numbered", "legal", "abandonment", "discretion"],
    ["F:win", "S2", "P2", "C4", "R3", "AB:ambiguous"],
    COVER[0] + "\n\nUnderlying: the Lille vs Rennes French Ligue 1 match originally scheduled for October 4, "
    "2026. Yes if Lille wins at the end of 90 minutes plus stoppage time (extra time and penalties not included).",
    "Source Agency: " + SERIES + ".\n"
    "Expiration Date/Time: on confirmation of the result.\n"
    "Contingencies:\n"
    "(1) If the match is cancelled or postponed by more than 48 hours, the contract settles at a fair price "
    "under the Rulebook.\n"
    "(2) If the match is abandoned, the contract will be settled at the discretion of the Exchange.",
    E("win", "Lille", va="ambiguous"))

# 31 P3 wording
add("lil_ren", "draw", None, ["filing", "sections", "numbered", "legal", "negation"],
    ["F:draw", "S2", "D1", "P3", "C4", "R3"],
    COVER[1] + "\n\nUnderlying: whether Lille vs Rennes, the Ligue 1 match originally scheduled for "
    "04/10/2026, has no winner once 90 minutes and added time are complete (extra time and penalties excluded). If "
    "Tie is the result, the contract resolves to Yes.",
    "Source Agency: " + SERIES + ".\n"
    "Expiration Date/Time: upon confirmation of the result.\n"
    "Contingencies:\n"
    "(1) Postponement alone does not end the contract unless the new kickoff is more than 48 hours after the "
    "original; in that event, or on cancellation, the contract settles at a fair price under the Rulebook.",
    E("draw", "draw"))

# 32 advance, away, UEFA
add("che_atm", "advance", "away", ["filing", "payout_criterion", "one_paragraph", "legal", "knockout", "syn:progress"],
    ["F:advance", "S6", "P2", "C4", "R3"],
    "Payout Criterion: The contract pays Yes if Atletico Madrid progresses past Chelsea in their UEFA "
    "Champions League round-of-16 tie, the second leg of which is originally scheduled for March 10, 2027, "
    "with the aggregate score, any extra time and any penalty shoot-out all taken into account; for the "
    "avoidance of doubt, the result of the second leg alone is not decisive. A second leg that is cancelled "
    "or postponed by more than 48 hours is settled at a fair price under the Rulebook.",
    "",
    E("advance", "Atletico Madrid", scope="penalties", sp="official"), series="uefa")

# 33 knockout game leg, explicit exclusion
add("che_atm", "win", "home", ["filing", "sections", "numbered", "legal", "knockout", "negation"],
    ["F:win", "S2", "P2", "C4", "R3"],
    COVER[2] + "\n\nUnderlying: the Chelsea vs Atletico Madrid UEFA Champions League match originally "
    "scheduled for 10 March 2027. Yes if Chelsea wins the match at the close of regulation (90 minutes plus stoppage time); extra "
    "time and penalties, though possible in this tie, do not count.",
    "Source Agency: " + SERIES + ".\n"
    "Expiration Date/Time: on confirmation of the score at the end of regulation.\n"
    "Contingencies:\n"
    "(1) Cancellation, or postponement by more than 48 hours, results in settlement at a fair price under the "
    "Rulebook.",
    E("win", "Chelsea"))

# 34 total under, MLS
add("mia_clb", "total", "under", ["filing", "sections", "numbered", "legal", "american_spelling", "syn:two_or_fewer"],
    ["F:total", "S2", "P2", "C4", "R3"],
    COVER[3] + "\n\nUnderlying: the total goals in the Inter Miami vs Columbus Major League Soccer match "
    "originally scheduled for Oct 18, 2026, counted over 90 minutes plus stoppage time (extra time and "
    "penalties excluded). Yes if that total is two or fewer, that is under 2.5.",
    "Source Agency: " + SERIES + ".\n"
    "Expiration Date/Time: on confirmation of the final score.\n"
    "Contingencies:\n"
    "(1) If the match is canceled or postponed by more than 48 hours, the contract settles at a fair price "
    "under the Rulebook.",
    E("total", "under", line=2.5, sp="official"), series="mls", line=2.5)

# 35 away-favourite spread
add("mia_clb", "spread", "away", ["filing", "sections", "numbered", "legal", "american_spelling", "syn:at_least_two"],
    ["F:spread", "S2", "P2", "C4", "R3"],
    COVER[0] + "\n\nUnderlying: the Inter Miami vs Columbus MLS match originally scheduled for October 18, "
    "2026. Yes if Columbus wins by at least two goals (over 1.5) on the score when ninety minutes and any added time have elapsed, not "
    "including extra time or penalties.",
    "Source Agency: " + SERIES + ".\n"
    "Expiration Date/Time: once the result is confirmed.\n"
    "Contingencies:\n"
    "(1) A canceled match, or one postponed to a kickoff more than 48 hours after the original, is settled at "
    "a fair price under the Rulebook.",
    E("spread", "Columbus", line=1.5), line=1.5)


def build():
    out = []
    for n, (fx, family, side, styles, meanings, p, s, exp, series, line, half) in enumerate(SPECS, 1):
        m = v2_market(fx, family, side, p, s, line=line, score=half)
        out.append(leg(f"z2-{n:03d}", "venue_two", fx, styles, meanings, m, exp, series=series))
    return out
