"""Set (ak), venue_two: rule pairs that refer elsewhere for part of the rule.

Each leg states some clauses itself and points to the series rules, the Rulebook or the
contract terms for others. Labels follow what the leg's own text states. A bare pointer
("see the contract terms for postponement") states nothing: null. A pointer that comes
with a partial or hedged statement: `ambiguous` for the part left open. A pointer that
comes with the value itself ("a fair price, as the Rulebook describes"): the value.
Where the text names no source of its own, the series' settlement sources apply.
"""

from common import ESPN_FOX, FIFA, MLS, UEFA, exp, leg_v2

LEGS = []


def add(**kw):
    LEGS.append(leg_v2(**kw))


# ---------------------------------------------------------------- ak2-001
add(
    n=1, comp="epl", series_suffix="GAME", home="Arsenal", away="Chelsea", hcode="ARS",
    acode="CFC", date="2026-12-05", kickoff="17:30", suffix="ARS",
    title="Arsenal vs Chelsea Winner?", yes_sub="Arsenal",
    rules_primary=(
        "If Arsenal wins the Arsenal vs Chelsea professional English Premier League game "
        "originally scheduled for Dec 5, 2026, on the score at the end of 90 minutes plus stoppage "
        "time (extra time and penalties not included), then this market resolves to Yes."
    ),
    rules_secondary=(
        "Should the game end level after regulation, the Tie market resolves to Yes. "
        "Postponement and cancellation of the game are handled as set out in the contract "
        "terms for this series."
    ),
    sources=ESPN_FOX,
    styles=["pointer_only", "american_spelling", "numerals", "parenthetical"],
    meanings=["F:win", "S2", "D1", "R3"],
    expected=exp("win", "Arsenal", scope="regulation", sp="provider", sf=None, tw=None,
                 vc=None, vp=None),
)

# ---------------------------------------------------------------- ak2-002
add(
    n=2, comp="epl", series_suffix="GAME", home="Liverpool", away="Man City",
    hcode="LFC", acode="MCI", date="2026-12-19", kickoff="20:00", suffix="TIE",
    title="Liverpool vs Man City Winner?", yes_sub="Tie",
    rules_primary=(
        "If Tie is the outcome of the Liverpool vs Man City professional English Premier "
        "League game originally scheduled for Dec 19, 2026, once 90 minutes and stoppage "
        "time have been played (no extra time, no penalties), then this market resolves to Yes."
    ),
    rules_secondary=(
        "If the game is canceled, or is moved to a start more than 48 hours after its "
        "original time, the market settles at a fair price. How the fair price is determined "
        "is described in Rulebook section 6.3."
    ),
    sources=ESPN_FOX,
    styles=["pointer_with_value", "american_spelling", "numerals", "split_sentences"],
    meanings=["F:draw", "S2", "D1", "P2", "C4", "R3"],
    expected=exp("draw", "draw", scope="regulation", sp="provider", sf=None, tw=48,
                 vc="fair_price", vp="fair_price"),
)

# ---------------------------------------------------------------- ak2-003
add(
    n=3, comp="laliga", series_suffix="GAME", home="Valencia", away="Real Madrid",
    hcode="VCF", acode="RMA", date="2027-01-09", kickoff="20:00", suffix="RMA",
    title="Valencia vs Real Madrid Winner?", yes_sub="Real Madrid",
    rules_primary=(
        "If Real Madrid wins the Valencia vs Real Madrid professional Spanish La Liga game "
        "originally scheduled for Jan 9, 2027, then this market resolves to Yes. The period "
        "of play that counts is the one set out in the series rules."
    ),
    rules_secondary=(
        "If neither team wins, the Tie market resolves to Yes. If the game is canceled or "
        "rescheduled for a start over 48 hours later, the market settles at a fair price in "
        "line with the rules."
    ),
    sources=ESPN_FOX,
    styles=["pointer_scope", "american_spelling", "numerals"],
    meanings=["F:win", "S4", "S:ambiguous", "D1", "P2", "C4", "R3"],
    expected=exp("win", "Real Madrid", scope="ambiguous", sp="provider", sf=None, tw=48,
                 vc="fair_price", vp="fair_price"),
)

# ---------------------------------------------------------------- ak2-004
add(
    n=4, comp="bundesliga", series_suffix="GAME", home="Bayern Munich", away="Dortmund",
    hcode="BMU", acode="BVB", date="2026-12-12", kickoff="17:30", suffix="BMU",
    title="Bayern Munich vs Dortmund Winner?", yes_sub="Bayern Munich",
    rules_primary=(
        "If Bayern Munich wins the Bayern Munich vs Dortmund professional German Bundesliga "
        "game originally scheduled for Dec 12, 2026 once 90 minutes and stoppage time are played "
        "(extra time or penalties are disregarded), then this market resolves to Yes."
    ),
    rules_secondary=(
        "Settlement sources: as listed on the series page. A game that finishes level sends "
        "the Tie market to Yes. Cancellation, or a new kickoff more than 48 hours after the "
        "original one, means a fair-price settlement."
    ),
    sources=ESPN_FOX,
    styles=["pointer_source", "american_spelling", "numerals", "terse"],
    meanings=["F:win", "S2", "D1", "P2", "C4", "R3"],
    expected=exp("win", "Bayern Munich", scope="regulation", sp="provider", sf=None, tw=48,
                 vc="fair_price", vp="fair_price"),
)

# ---------------------------------------------------------------- ak2-005
add(
    n=5, comp="seriea", series_suffix="GAME", home="Juventus", away="AC Milan",
    hcode="JUV", acode="MIL", date="2027-01-17", kickoff="19:45", suffix="JUV",
    title="Juventus vs AC Milan Winner?", yes_sub="Juventus",
    rules_primary=(
        "If Juventus wins the Juventus vs AC Milan professional Italian Serie A game "
        "originally scheduled for January 17, 2027, judged after ninety minutes plus "
        "stoppage time and leaving out extra time and penalties, then this market resolves "
        "to Yes."
    ),
    rules_secondary=(
        "The result is taken from the official Lega Serie A website; the other sources listed "
        "for the series are not used for this market. A level score after regulation means "
        "the Tie market resolves to Yes. If the game is canceled or pushed back by more "
        "than forty-eight hours, the market settles at a fair price."
    ),
    sources=ESPN_FOX,
    styles=["text_names_source", "american_spelling", "number_words"],
    meanings=["F:win", "S2", "D1", "P2", "C4"],
    expected=exp("win", "Juventus", scope="regulation", sp="official", sf=None, tw=48,
                 vc="fair_price", vp="fair_price"),
)

# ---------------------------------------------------------------- ak2-006
add(
    n=6, comp="ligue1", series_suffix="TOTAL", home="PSG", away="Marseille", hcode="PSG",
    acode="OM", date="2027-02-07", kickoff="19:45", suffix="3",
    title="PSG vs Marseille: Total Goals", yes_sub="Over 2.5 goals",
    rules_primary=(
        "If more than 2.5 goals in total are scored in the PSG vs Marseille professional "
        "French Ligue 1 game originally scheduled for Feb 7, 2027, counting 90 minutes plus "
        "stoppage time only (no extra time or penalties), then this market resolves to Yes."
    ),
    rules_secondary=(
        "If the game is postponed by more than 48 hours, the market is settled under Rule 7.1 "
        "of the contract terms. For cancellation, refer to Rule 7.2."
    ),
    sources=ESPN_FOX,
    styles=["pointer_payout", "numerals", "american_spelling"],
    meanings=["F:total", "S2", "R3"],
    expected=exp("total", "over", line=2.5, scope="regulation", sp="provider", sf=None,
                 tw=48, vc=None, vp=None),
)

# ---------------------------------------------------------------- ak2-007
add(
    n=7, comp="ucl", series_suffix="ADVANCE", home="Dortmund", away="Atletico Madrid",
    hcode="BVB", acode="ATM", date="2027-03-17", kickoff="20:00", suffix="ATM",
    title="Dortmund vs Atletico Madrid: Who advances?", yes_sub="Atletico Madrid",
    rules_primary=(
        "If Atletico Madrid advances from its UEFA Champions League round of 16 tie against "
        "Dortmund, whose second leg is originally scheduled for Mar 17, 2027, counting "
        "extra time and penalty shootouts where played, then this market resolves to Yes."
    ),
    rules_secondary=(
        "If the second leg is postponed, see the contract terms. If the tie is canceled and "
        "not completed, the market settles at a fair price."
    ),
    sources=UEFA,
    styles=["pointer_postponement", "american_spelling", "syn:advances"],
    meanings=["F:advance", "S6", "C4", "R3"],
    expected=exp("advance", "Atletico Madrid", scope="penalties", sp="official", sf=None,
                 tw=None, vc="fair_price", vp=None),
)

# ---------------------------------------------------------------- ak2-008
add(
    n=8, comp="mls", series_suffix="GAME", home="LA Galaxy", away="Seattle",
    hcode="LA", acode="SEA", date="2027-03-06", tdate="2027-03-05", kickoff="03:30",
    suffix="TIE", title="LA Galaxy vs Seattle Winner?", yes_sub="Tie",
    rules_primary=(
        "If Tie is the outcome of the LA Galaxy vs Seattle professional Major League Soccer "
        "match originally scheduled for Mar 5, 2027, in regulation as the contract terms "
        "define it (90 minutes plus stoppage time, with no extra time and no shootout), then "
        "this market resolves to Yes."
    ),
    rules_secondary=(
        "If the game is delayed but kicks off within 48 hours of the original start, the "
        "market stays open for it. Otherwise, and also if the game is canceled, the market "
        "resolves at a fair price as provided in the contract terms."
    ),
    sources=MLS,
    styles=["pointer_with_value", "american_spelling", "numerals", "syn:shootout"],
    meanings=["F:draw", "S2", "D1", "P3", "C4", "R3"],
    expected=exp("draw", "draw", scope="regulation", sp="official", sf=None, tw=48,
                 vc="fair_price", vp="fair_price"),
)

# ---------------------------------------------------------------- ak2-009
add(
    n=9, comp="wc", series_suffix="GAME", home="Brazil", away="Morocco", hcode="BRA",
    acode="MAR", date="2026-06-13", kickoff="22:00", suffix="BRA",
    title="Brazil vs Morocco Winner?", yes_sub="Brazil",
    rules_primary=(
        "If Brazil wins the Brazil vs Morocco FIFA World Cup game originally scheduled for "
        "Jun 13, 2026 at the end of 90 minutes and added time, then this market resolves to Yes."
    ),
    rules_secondary=(
        "Extra time and any shootout are left out, as in Chapter 3 of the Rulebook. If the game "
        "is postponed, the market stays open for the period set out in the contract terms, "
        "after which it settles at a fair price. If the game is canceled, a fair price "
        "applies as well."
    ),
    sources=FIFA,
    styles=["pointer_window", "american_spelling", "numerals", "split_scope"],
    meanings=["F:win", "S3", "P:ambiguous", "C4", "R3"],
    expected=exp("win", "Brazil", scope="regulation", sp="official", sf=None,
                 tw="ambiguous", vc="fair_price", vp="fair_price"),
)

# ---------------------------------------------------------------- ak2-010
add(
    n=10, comp="epl", series_suffix="BTTS", home="Tottenham", away="Newcastle",
    hcode="TOT", acode="NEW", date="2026-12-26", kickoff="15:00", suffix="BTTS",
    title="Tottenham vs Newcastle: Both Teams to Score?", yes_sub="Both teams score",
    rules_primary=(
        "If both Tottenham and Newcastle score at least one goal in the Tottenham vs "
        "Newcastle professional English Premier League game originally scheduled for "
        "Dec 26, 2026, over 90 minutes plus any stoppage time (extra time and penalties do not "
        "count), then this market resolves to Yes."
    ),
    rules_secondary=(
        "Cancellation, or a postponement of more than two days: the market settles at a fair "
        "price, as the contract terms describe."
    ),
    sources=ESPN_FOX,
    styles=["pointer_with_value", "number_words", "terse"],
    meanings=["F:btts", "S2", "P2", "C4", "R3"],
    expected=exp("btts", "yes", scope="regulation", sp="provider", sf=None, tw=48,
                 vc="fair_price", vp="fair_price"),
)

# ---------------------------------------------------------------- ak2-011
add(
    n=11, comp="laliga", series_suffix="SPREAD", home="Real Madrid", away="Celta Vigo",
    hcode="RMA", acode="RCC", date="2027-02-14", kickoff="20:00", suffix="RMA2",
    title="Real Madrid vs Celta Vigo: Spread", yes_sub="Real Madrid wins by over 1.5 goals",
    rules_primary=(
        "If Real Madrid wins the Real Madrid vs Celta Vigo professional Spanish La Liga game "
        "originally scheduled for Feb 14, 2027 by more than 1.5 goals, after 90 minutes and "
        "stoppage time (excluding extra time and penalties), then this market resolves to Yes."
    ),
    rules_secondary=(
        "For cancellation, see Rulebook section 4.2. Postponement is governed by the series "
        "rules."
    ),
    sources=ESPN_FOX,
    styles=["pointer_only", "numerals", "american_spelling"],
    meanings=["F:spread", "S2", "R3"],
    expected=exp("spread", "Real Madrid", line=1.5, scope="regulation", sp="provider",
                 sf=None, tw=None, vc=None, vp=None),
)

# ---------------------------------------------------------------- ak2-012
add(
    n=12, comp="bundesliga", series_suffix="1H", home="RB Leipzig", away="Frankfurt",
    hcode="RBL", acode="SGE", date="2027-02-13", kickoff="14:30", suffix="RBL",
    title="RB Leipzig vs Frankfurt: First Half Winner?", yes_sub="RB Leipzig",
    rules_primary=(
        "If RB Leipzig is leading at half-time in the RB Leipzig vs Frankfurt professional "
        "German Bundesliga game originally scheduled for Feb 13, 2027, counting the first 45 "
        "minutes and the stoppage time added to that half, then this market resolves to Yes."
    ),
    rules_secondary=(
        "The second half is not relevant to this market. If the game is canceled or "
        "rescheduled for a start over 48 hours after the original kickoff, the market settles "
        "at a fair price, consistent with the series rules."
    ),
    sources=ESPN_FOX,
    styles=["pointer_with_value", "numerals", "american_spelling"],
    meanings=["F:half", "P2", "C4", "R3"],
    expected=exp("half", "RB Leipzig", half="first", scope=None, sp="provider", sf=None,
                 tw=48, vc="fair_price", vp="fair_price"),
)

# ---------------------------------------------------------------- ak2-013
add(
    n=13, comp="seriea", series_suffix="SCORE", home="Napoli", away="Roma", hcode="NAP",
    acode="ROM", date="2027-02-28", kickoff="19:45", suffix="NAP21",
    title="Napoli vs Roma: Exact Score", yes_sub="Napoli 2-1",
    rules_primary=(
        "If the Napoli vs Roma professional Italian Serie A game originally scheduled for "
        "Feb 28, 2027 ends 2-1 to Napoli after 90 minutes and stoppage time (not including "
        "extra time or penalties), then this market resolves to Yes."
    ),
    rules_secondary=(
        "If the game is canceled, the market settles as described in the contract terms for "
        "exact-score markets. If the game is rescheduled for a start over 48 hours after its "
        "original start, the market settles at a fair price."
    ),
    sources=ESPN_FOX,
    styles=["pointer_cancellation", "numerals", "american_spelling"],
    meanings=["F:exact_score", "S2", "P2", "R3"],
    expected=exp("exact_score", "2-1", scope="regulation", sp="provider", sf=None, tw=48,
                 vc=None, vp="fair_price"),
)

# ---------------------------------------------------------------- ak2-014
add(
    n=14, comp="epl", series_suffix="GAME", home="Aston Villa", away="Everton",
    hcode="AVL", acode="EVE", date="2027-01-02", kickoff="15:00", suffix="AVL",
    title="Aston Villa vs Everton Winner?", yes_sub="Aston Villa",
    rules_primary=(
        "If Aston Villa wins the Aston Villa vs Everton professional English Premier League "
        "game originally scheduled for 2 January 2027 over the regulation 90 minutes plus stoppage time "
        "(extra time and penalties are not counted), then this market resolves to Yes."
    ),
    rules_secondary=(
        "A drawn game resolves the Tie market to Yes. Should the game be cancelled or rescheduled "
        "for a start over 48 hours after its original kickoff, the market settles at a fair "
        "price. Abandoned matches: see section 5 of the Rulebook."
    ),
    sources=ESPN_FOX,
    styles=["pointer_abandonment", "british_spelling", "date:day_month"],
    meanings=["F:win", "S2", "D1", "P2", "C4", "R3"],
    expected=exp("win", "Aston Villa", scope="regulation", sp="provider", sf=None, tw=48,
                 vc="fair_price", vp="fair_price", va=None),
)

# ---------------------------------------------------------------- ak2-015
add(
    n=15, comp="epl", series_suffix="GAME", home="Man United", away="West Ham",
    hcode="MUN", acode="WHU", date="2027-01-23", kickoff="12:30", suffix="WHU",
    title="Man United vs West Ham Winner?", yes_sub="West Ham",
    rules_primary=(
        "If West Ham wins the Man United vs West Ham professional English Premier League game "
        "originally scheduled for Jan 23, 2027 at the close of 90 minutes plus stoppage time (excluding "
        "extra time and penalties), then this market resolves to Yes."
    ),
    rules_secondary=(
        "A level score after regulation resolves the Tie market to Yes. If the game is "
        "canceled, or moved more than 48 hours from its scheduled start, the market settles "
        "at a fair price. A match that is abandoned and not completed within 48 hours is "
        "treated as a canceled game (see the contract terms)."
    ),
    sources=ESPN_FOX,
    styles=["pointer_with_value", "american_spelling", "numerals", "syn:abandoned"],
    meanings=["F:win", "S2", "D1", "P2", "C4", "R3", "AB"],
    expected=exp("win", "West Ham", scope="regulation", sp="provider", sf=None, tw=48,
                 vc="fair_price", vp="fair_price", va="fair_price"),
)

# ---------------------------------------------------------------- ak2-016
add(
    n=16, comp="ligue1", series_suffix="GAME", home="Lyon", away="Lille", hcode="OL",
    acode="LIL", date="2027-03-14", kickoff="16:00", suffix="OL",
    title="Lyon vs Lille Winner?", yes_sub="Lyon",
    rules_primary=(
        "If Lyon wins the Lyon vs Lille professional French Ligue 1 game originally scheduled "
        "for 03/14/2027 after ninety (90) minutes plus stoppage time (extra time and "
        "shootouts are ignored), then this market resolves to Yes."
    ),
    rules_secondary=(
        "Source: as listed in the series rules; if those sources are unavailable, the "
        "exchange may instead rely on a consensus of reputable reports. If the game ends "
        "level, the Tie market resolves to Yes. If the game is canceled or delayed by more "
        "than 48 hours, the market settles at a fair price."
    ),
    sources=ESPN_FOX,
    styles=["pointer_source", "american_spelling", "date:us_numeric", "fallback"],
    meanings=["F:win", "S2", "D1", "P2", "C4", "R3"],
    expected=exp("win", "Lyon", scope="regulation", sp="provider", sf="consensus", tw=48,
                 vc="fair_price", vp="fair_price"),
)

# ---------------------------------------------------------------- ak2-017
add(
    n=17, comp="seriea", series_suffix="GAME", home="Atalanta", away="Lazio", hcode="ATA",
    acode="LAZ", date="2027-03-07", kickoff="17:00", suffix="ATA",
    title="Atalanta vs Lazio Winner?", yes_sub="Atalanta",
    rules_primary=(
        "If Atalanta wins the Atalanta vs Lazio professional Italian Serie A game originally "
        "scheduled for Mar 7, 2027 after 90 minutes with stoppage time (extra time and "
        "penalties excluded), then this market resolves to Yes."
    ),
    rules_secondary=(
        "Sources: the official Serie A website or a major broadcaster, per the Source "
        "Agencies list in the contract terms. If the game finishes level, the Tie market "
        "resolves to Yes. Cancellation, or a reschedule more than 48 hours out: fair price."
    ),
    sources=ESPN_FOX,
    styles=["ambiguous_source", "pointer_source", "terse"],
    meanings=["F:win", "S2", "D1", "P2", "C4", "R:ambiguous"],
    expected=exp("win", "Atalanta", scope="regulation", sp="ambiguous", sf="ambiguous",
                 tw=48, vc="fair_price", vp="fair_price"),
)

# ---------------------------------------------------------------- ak2-018
add(
    n=18, comp="bundesliga", series_suffix="GAME", home="Leverkusen", away="Stuttgart",
    hcode="LEV", acode="VFB", date="2027-03-06", kickoff="14:30", suffix="LEV",
    title="Leverkusen vs Stuttgart Winner?", yes_sub="Leverkusen",
    rules_primary=(
        "If Leverkusen wins the Leverkusen vs Stuttgart professional German Bundesliga game "
        "originally scheduled for Mar 6, 2027 after 90 minutes including stoppage time (extra time "
        "and spot-kicks are disregarded), then this market resolves to Yes."
    ),
    rules_secondary=(
        "If the result is a draw, the Tie market resolves to Yes. If the game is rescheduled "
        "for a start over 48 hours after its original time, the market settles at a fair price. "
        "If the game is canceled, the market is usually settled at a fair price, unless the "
        "contract terms provide otherwise."
    ),
    sources=ESPN_FOX,
    styles=["ambiguous_cancellation", "hedged_pointer", "american_spelling"],
    meanings=["F:win", "S2", "D1", "P2", "C:ambiguous", "R3"],
    expected=exp("win", "Leverkusen", scope="regulation", sp="provider", sf=None, tw=48,
                 vc="ambiguous", vp="fair_price"),
)

# ---------------------------------------------------------------- ak2-019
add(
    n=19, comp="ucl", series_suffix="GAME", home="Arsenal", away="Bayern Munich",
    hcode="ARS", acode="BMU", date="2026-11-25", kickoff="20:00", suffix="ARS",
    title="Arsenal vs Bayern Munich Winner?", yes_sub="Arsenal",
    rules_primary=(
        "If Arsenal wins the Arsenal vs Bayern Munich UEFA Champions League game originally "
        "scheduled for Nov 25, 2026, then this market resolves to Yes."
    ),
    rules_secondary=(
        "The result that counts is the one at the 90-minute mark plus stoppage time, per Rulebook "
        "section 3.1; extra time does not apply to this league-phase game. If it ends level, "
        "the Tie market resolves to Yes. If the game is canceled or rescheduled more than "
        "48 hours later, the market settles at a fair price."
    ),
    sources=UEFA,
    styles=["pointer_with_value", "scope_in_secondary", "american_spelling"],
    meanings=["F:win", "S4", "D1", "P2", "C4", "R3"],
    expected=exp("win", "Arsenal", scope="regulation", sp="official", sf=None, tw=48,
                 vc="fair_price", vp="fair_price"),
)

# ---------------------------------------------------------------- ak2-020
add(
    n=20, comp="wc", series_suffix="GAME", home="Germany", away="Curacao", hcode="GER",
    acode="CUW", date="2026-06-14", kickoff="17:00", suffix="TIE",
    title="Germany vs Curacao Winner?", yes_sub="Tie",
    rules_primary=(
        "If Tie wins the Germany vs Curacao FIFA World Cup game originally scheduled for "
        "Jun 14, 2026 after 90 minutes and added time, then this market resolves to Yes."
    ),
    rules_secondary=(
        "Extra time and penalties do not count. Cancellation: the market settles at a fair "
        "price (see the contract terms). Postponement: see the contract terms."
    ),
    sources=FIFA,
    styles=["pointer_postponement", "terse", "split_scope"],
    meanings=["F:draw", "S3", "D1", "C4", "R3"],
    expected=exp("draw", "draw", scope="regulation", sp="official", sf=None, tw=None,
                 vc="fair_price", vp=None),
)

# ---------------------------------------------------------------- ak2-021
add(
    n=21, comp="laliga", series_suffix="GAME", home="Athletic Club", away="Villarreal",
    hcode="ATH", acode="VIL", date="2027-02-27", kickoff="17:30", suffix="ATH",
    title="Athletic Club vs Villarreal Winner?", yes_sub="Athletic Club",
    rules_primary=(
        "If Athletic Club wins the Athletic Club vs Villarreal professional Spanish La Liga "
        "game originally scheduled for February 27, 2027 in regulation time (90 minutes and "
        "stoppage time, as defined in the series rules), then this market resolves to Yes."
    ),
    rules_secondary=(
        "Result source: official LaLiga match data, failing which ESPN (see the series rules "
        "for the full list). If the game is tied, the Tie market resolves to Yes. If the game "
        "is canceled or postponed by more than two days, the market settles at a fair price."
    ),
    sources=ESPN_FOX,
    styles=["pointer_with_value", "text_names_source", "number_words", "fallback"],
    meanings=["F:win", "S2", "D1", "P2", "C4"],
    expected=exp("win", "Athletic Club", scope="regulation", sp="official", sf="provider",
                 tw=48, vc="fair_price", vp="fair_price"),
)

# ---------------------------------------------------------------- ak2-022
add(
    n=22, comp="epl", series_suffix="GAME", home="Brighton", away="Brentford",
    hcode="BHA", acode="BRE", date="2027-02-06", kickoff="15:00", suffix="BHA",
    title="Brighton vs Brentford Winner?", yes_sub="Brighton",
    rules_primary=(
        "If Brighton wins the Brighton vs Brentford professional English Premier League game "
        "originally scheduled for Feb 6, 2027 after 90 minutes plus injury time (extra "
        "time and penalties are not included), then this market resolves to Yes."
    ),
    rules_secondary=(
        "If the game ends in a tie, the Tie market resolves to Yes. If the game is canceled, "
        "the market settles at a fair price. If the game is postponed, the market may be "
        "settled either at a fair price or at the last traded price, as Rulebook section 4.2 "
        "specifies."
    ),
    sources=ESPN_FOX,
    styles=["ambiguous_postponement", "hedged_pointer", "american_spelling"],
    meanings=["F:win", "S2", "D1", "P:ambiguous", "C4", "R3"],
    expected=exp("win", "Brighton", scope="regulation", sp="provider", sf=None,
                 tw="ambiguous", vc="fair_price", vp="ambiguous"),
)
