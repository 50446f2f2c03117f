"""venue_two legs of set (v): next season's rewrite. Every text hand-written.

The reader takes rules_primary and rules_secondary together; where the text names no
source, the series' settlement_sources decide (ESPN / Fox Sports -> provider; UEFA, MLS
-> official).
"""
from common import v2_leg, exp, REG, ET, PEN, AMB, OUP, ESPN, FOX, UEFA, MLS

L = []
EF = [ESPN, FOX]


def add(*a, **k):
    L.append(v2_leg(len(L) + 1, *a, **k))


# 1 rule card primary, P2+C4 secondary
add("epl", "ARS", "CHE", "2027-08-14", "16:30", "win", "ARS",
    "Settles on: Arsenal beating Chelsea in the Arsenal vs Chelsea Premier League game originally scheduled for Aug 14, 2027. "
    "Counting: 90 minutes plus stoppage; extra time and penalties excluded. Pays: Yes.",
    "If postponed: the market stays live provided the game starts within 48 hours of the original time. Beyond that, or if the game is cancelled, it settles at a fair price under the rules.",
    EF, exp("win", "Arsenal", REG, "provider", None, 48, "fair_price", "fair_price", None),
    ["F:win", "S2", "P2", "C4", "R3"],
    ["register:rule_card", "labelled_fields", "date:mon_d_yyyy", "british_spelling"])

# 2 amendment: window 48 -> 72 hours
add("epl", "ARS", "CHE", "2027-08-14", "16:30", "draw", None,
    "If the outcome is Tie in Arsenal vs Chelsea, the Premier League game originally scheduled for Aug 14, 2027, after regulation play (90' + stoppage, no extra time, no penalties), the market resolves to Yes.",
    "2027-28 rules update: the rescheduling window is now 72 hours (it was 48 hours). A game canceled, or moved more than 72 hours after its original start, settles at a fair price.",
    EF, exp("draw", "draw", REG, "provider", None, 72, "fair_price", "fair_price", None),
    ["F:draw", "S2", "D1", "P:72h_fair_price", "C4", "R3", "amendment:change_only"],
    ["register:amendment", "american_spelling", "old_value_in_parentheses", "negation"])

# 3 sportsbook, refund
add("epl", "LIV", "EVE", "2027-10-02", "11:30", "win", "EVE",
    "Everton to win at Liverpool (Premier League, originally scheduled for Oct 2, 2027). Graded on 90 minutes plus stoppage time; extra time and penalties have no bearing.",
    "Bets stand if the match is played within 48 hrs of the original kick-off; otherwise no action and stakes are returned. Cancelled: no action. Abandoned: no action.",
    [ESPN], exp("win", "Everton", REG, "provider", None, 48, "refund", "refund", "refund"),
    ["F:win", "S2", "P:48h_refund", "C:refund", "AB", "R3"],
    ["register:sportsbook", "bets_stand", "no_action", "stakes_returned", "abbreviations"])

# 4 one-liner, empty secondary
add("epl", "MCI", "AVL", "2027-08-21", "14:00", "win", "MCI",
    "Yes if Manchester City win vs Aston Villa (Aug 21, 2027) after 90 + stoppage.",
    "",
    EF, exp("win", "Manchester City", REG, "provider", None, None, None, None, None),
    ["F:win", "S2", "R3"],
    ["register:one_line", "terse", "empty_secondary"])

# 5 S4 primary, scope in secondary as key/value
add("laliga", "RMA", "ATM", "2027-09-25", "19:00", "win", "ATM",
    "If Atletico Madrid wins the Real Madrid vs Atletico Madrid professional Spanish La Liga soccer game originally scheduled for Sep 25, 2027, this market settles Yes.",
    "Period: regulation only (90 min + added time).\nTie: Yes on the Tie contract.\nPostponed more than 2 days, or cancelled: fair price.",
    [ESPN], exp("win", "Atletico Madrid", REG, "provider", None, 48, "fair_price", "fair_price", None),
    ["F:win", "S4", "D1", "P2", "C4", "R3"],
    ["register:key_value", "scope_in_secondary", "two_days", "terse"])

# 6 tie leg, push on cancellation, fair price on long postponement
add("laliga", "RMA", "ATM", "2027-09-25", "19:00", "draw", None,
    "Where Tie is the outcome of the Real Madrid vs Atletico Madrid La Liga game originally scheduled for September 25, 2027, judged once 90 minutes plus stoppage time are complete (extra time and penalties not counted), the market resolves to Yes.",
    "A game pushed back by more than forty-eight hours settles at a fair price. A game that is cancelled is settled as a push: every holder is paid back what they paid.",
    [ESPN], exp("draw", "draw", REG, "provider", None, 48, "refund", "fair_price", None),
    ["F:draw", "S2", "D1", "P2", "C:refund", "R3"],
    ["register:sportsbook", "push", "number_words", "syn:pushed_back"])

# 7 long preamble in secondary
add("bundesliga", "BAY", "BVB", "2027-11-06", "17:30", "win", "BAY",
    "If Bayern Munich wins the Bayern Munich vs Dortmund professional German Bundesliga soccer game originally scheduled for Nov 6, 2027 on the score at 90 minutes plus stoppage time (neither extra time nor a shoot-out counts), the contract pays Yes.",
    "Trading hours: this market trades around the clock and closes at kickoff. Position limits: the member limit shown on the contract page applies. Fees: trading fees follow the published fee schedule; no fee is charged at settlement. "
    "Eligibility: members must have completed verification.\n\n"
    "Settlement: if the game ends level the Tie market resolves Yes. Should the game be called off, or rescheduled to start more than 48 hours after the original time, the market settles at a fair price as the rules provide.",
    EF, exp("win", "Bayern Munich", REG, "provider", None, 48, "fair_price", "fair_price", None),
    ["F:win", "S2", "D1", "P2", "C4", "R3"],
    ["register:long_preamble", "preamble:hours_limits_fees_eligibility", "labelled_fields"])

# 8 amendment: abandonment clause
add("bundesliga", "BAY", "BVB", "2027-11-06", "17:30", "draw", None,
    "If the result is a Tie in Bayern Munich vs Dortmund (Bundesliga, originally scheduled for 6 November 2027) once 90 minutes and stoppage time have been played, the market resolves to Yes. Extra time and penalties are left out.",
    "Effective from the 2027/28 season, the abandonment clause reads: an abandoned game that is not resumed within 48 hours is treated as cancelled. "
    "Cancelled games, and games moved to a kickoff over 48 hours after the original start, resolve at a fair price.",
    EF, exp("draw", "draw", REG, "provider", None, 48, "fair_price", "fair_price", "fair_price"),
    ["F:draw", "S2", "D1", "P2", "C4", "AB", "R3", "amendment:clause_restated"],
    ["register:amendment", "british_spelling", "date:d_month_yyyy"])

# 9 named source in text (official, fallback provider)
add("seriea", "JUV", "INT", "2027-10-23", "18:45", "win", "INT",
    "If Inter wins the Juventus vs Inter professional Italian Serie A game originally scheduled for 10/23/2027 at the end of 90 minutes plus stoppage time (no extra time, no penalties), the market settles to Yes.",
    "Source - Lega Serie A official website; ESPN if the league has not published the result.\n"
    "Tie - Yes goes to the Tie contract.\n"
    "Cancelled or moved more than 48h - fair price.",
    [ESPN], exp("win", "Inter", REG, "official", "provider", 48, "fair_price", "fair_price", None),
    ["F:win", "S2", "D1", "P2", "C4", "R:official_then_provider"],
    ["register:rule_card", "source_in_text", "date:mm/dd/yyyy", "abbreviations"])

# 10 ambiguous scope
add("seriea", "JUV", "INT", "2027-10-23", "18:45", "draw", None,
    "Should Tie be the result of the Juventus vs Inter Serie A game originally scheduled for Oct 23, 2027, Yes is the outcome.",
    "Settles on the final score. Should the game be canceled or pushed more than 48 hours past its original start, the market is valued at a fair price.",
    [ESPN], exp("draw", "draw", AMB, "provider", None, 48, "fair_price", "fair_price", None),
    ["F:draw", "S:ambiguous", "P2", "C4", "R3"],
    ["register:plain", "american_spelling", "no_scope"])

# 11 British, number words, abandonment treated as cancelled
add("ligue1", "PSG", "OM", "2027-10-24", "19:45", "win", "PSG",
    "If Paris Saint-Germain wins the Paris Saint-Germain vs Marseille Ligue 1 match originally scheduled for 24 Oct 2027, on the score after ninety minutes plus stoppage time, the market resolves to Yes. Extra time and penalties are not recognised.",
    "Should the match be called off, or rearranged for a kick-off more than forty-eight hours after the original one, the market is settled at a fair price in line with the rules. "
    "An abandoned match is treated as called off. A level score sends the Tie market to Yes.",
    EF, exp("win", "Paris Saint-Germain", REG, "provider", None, 48, "fair_price", "fair_price", "fair_price"),
    ["F:win", "S2", "D1", "P2", "C4", "AB", "R3"],
    ["register:plain", "british_spelling", "number_words", "syn:called_off", "date:d_mon_yyyy"])

# 12 advance, UEFA series
add("ucl", "RMA", "MCI", "2028-03-15", "20:00", "advance", "MCI",
    "If Manchester City advances from its Champions League round of 16 tie against Real Madrid (second leg originally scheduled for Mar 15, 2028), the answer is Yes. The tie is decided on aggregate, extra time and penalties included.",
    "Only two outcomes exist; there is no Tie market. If the second leg is cancelled, or moved to a kickoff over 48 hours after its original start, a fair price settles the market.",
    [UEFA], exp("advance", "Manchester City", PEN, "official", None, 48, "fair_price", "fair_price", None),
    ["F:advance", "S6", "P2", "C4", "R3"],
    ["register:plain", "two_way", "negation"],
    kind="ADVANCE", title="Real Madrid vs Manchester City: To Advance")

# 13 advance, sportsbook idiom
add("ucl", "ARS", "PSG", "2028-05-03", "19:00", "advance", "PSG",
    "Paris Saint-Germain to qualify for the final (semi-final tie vs Arsenal, second leg originally scheduled for 3 May 2028). Extra time counts. Penalties count.",
    "Bets stand if the second leg is played within 48 hours of the original kick-off. Later than that, or cancelled: fair price under the rules.",
    EF, exp("advance", "Paris Saint-Germain", PEN, "provider", None, 48, "fair_price", "fair_price", None),
    ["F:advance", "S6", "P2", "C4", "R3"],
    ["register:sportsbook", "bets_stand", "syn:qualify", "terse"],
    kind="ADVANCE", title="Arsenal vs Paris Saint-Germain: To Advance")

# 14 knockout win leg, S3
add("ucl", "INT", "BAY", "2028-04-12", "19:00", "win", "BAY",
    "If Bayern Munich wins the Inter vs Bayern Munich UEFA Champions League quarter-final second leg originally scheduled for Apr 12, 2028 after 90 minutes and stoppage time, this market settles Yes.",
    "Extra time and the penalty shoot-out do not count toward this market, even though they may decide the tie. "
    "If the match ends level after regulation, the Tie market resolves Yes. Cancelled, or rescheduled beyond 48 hours: fair price.",
    [UEFA], exp("win", "Bayern Munich", REG, "official", None, 48, "fair_price", "fair_price", None),
    ["F:win", "S3", "D1", "P2", "C4", "R3"],
    ["register:plain", "knockout", "negation", "american_spelling"])

# 15 amendment: old primary wording still quoted, superseded
add("ucl", "INT", "BAY", "2028-04-12", "19:00", "win", "INT",
    "If Inter wins the Inter vs Bayern Munich UEFA Champions League game originally scheduled for Apr 12, 2028, including any extra time, the contract pays Yes.",
    "Amendment (effective for the 2027-28 season): the words \"including any extra time\" in the rule above no longer apply. The result is now taken after ninety minutes plus stoppage time only; extra time and penalties do not count. "
    "Canceled, or rescheduled more than 48 hours later: fair price.",
    [UEFA], exp("win", "Inter", REG, "official", None, 48, "fair_price", "fair_price", None),
    ["F:win", "S2", "P2", "C4", "R3", "amendment:old_quoted"],
    ["register:amendment", "old_text_in_primary", "knockout", "american_spelling"])

# 16 final, win incl. extra time (S5)
add("ucl", "BAY", "LIV", "2028-05-27", "19:00", "win", "LIV",
    "If Liverpool wins the 2028 UEFA Champions League final against Bayern Munich originally scheduled for May 27, 2028, counting the whole game: regulation, stoppage time and any extra time played, the market settles to Yes.",
    "A penalty shoot-out is not part of the game for this market: if the sides are level after extra time, this market resolves to No. If the final is cancelled or moved more than 48 hours, it resolves to a fair price.",
    [UEFA], exp("win", "Liverpool", ET, "official", None, 48, "fair_price", "fair_price", None),
    ["F:win", "S5", "P2", "C4", "R3"],
    ["register:plain", "final", "negation"])

# 17 MLS, MLS series
add("mls", "LAG", "LAFC", "2027-07-16", "02:30", "win", "LAG",
    "If LA Galaxy wins the LA Galaxy vs Los Angeles FC professional MLS soccer game originally scheduled for Jul 16, 2027 once 90 minutes plus stoppage time are complete (extra time and penalties are not included), Yes is the outcome.",
    "If the game is tied after regulation, the Tie market resolves to Yes. Should the game be canceled or moved to a kickoff over 48 hours after the original start, the market resolves at fair value per the rules.",
    [MLS], exp("win", "LA Galaxy", REG, "official", None, 48, "fair_price", "fair_price", None),
    ["F:win", "S2", "D1", "P2", "C4", "R3"],
    ["register:plain", "american_spelling", "local_date_differs"], start="2027-07-17T02:30:00Z")

# 18 ambiguous postponement
add("mls", "LAG", "LAFC", "2027-07-16", "02:30", "draw", None,
    "If the outcome is Tie in the LA Galaxy vs Los Angeles FC MLS game originally scheduled for Jul 16, 2027 on the score at 90 minutes plus stoppage time, the answer is Yes.",
    "Postponed: the exchange will decide when and how the market settles.\nCanceled: fair price.",
    [MLS], exp("draw", "draw", REG, "official", None, AMB, "fair_price", AMB, None),
    ["F:draw", "S2", "P:ambiguous", "C4", "R3"],
    ["register:labelled_fields", "vague_discretion", "american_spelling"], start="2027-07-17T02:30:00Z")

# 19 ambiguous cancellation
add("seriea", "BOL", "NAP", "2027-09-19", "16:00", "win", "NAP",
    "If Napoli wins the Bologna vs Napoli Serie A game originally scheduled for 19/09/2027 at the end of 90 minutes plus stoppage time (extra time and penalties excluded), the market resolves to Yes.",
    "Postponed beyond 48 hours: fair price. Cancelled: settled per exchange policy.",
    [ESPN], exp("win", "Napoli", REG, "provider", None, 48, AMB, "fair_price", None),
    ["F:win", "S2", "P2", "C:ambiguous", "R3"],
    ["register:terse", "date:dd/mm/yyyy", "cross_reference"])

# 20 ambiguous source
add("bundesliga", "RBL", "LEV", "2027-10-30", "14:30", "win", "RBL",
    "If RB Leipzig wins the RB Leipzig vs Leverkusen Bundesliga game originally scheduled for Oct 30, 2027 after 90 minutes and stoppage time, this market settles Yes. Extra time and penalties do not count.",
    "Result taken from bundesliga.com or kicker. Cancelled, or rescheduled past 48 hours: fair price.",
    EF, exp("win", "RB Leipzig", REG, AMB, AMB, 48, "fair_price", "fair_price", None),
    ["F:win", "S2", "P2", "C4", "R:ambiguous"],
    ["register:plain", "unordered_sources"])

# 21 amendment not yet in force (effective the season after this match)
add("bundesliga", "RBL", "LEV", "2027-10-30", "14:30", "draw", None,
    "Where Tie is the outcome of RB Leipzig vs Leverkusen (Bundesliga, originally scheduled for Oct 30, 2027) after ninety minutes plus stoppage time, the market resolves to Yes.",
    "If the game is called off or moved to a kickoff over 48 hours after its original start, the market settles at a fair price. "
    "Notice of a future change: from the 2028/29 season onward this window will become 72 hours. The change does not apply to 2027/28 fixtures.",
    EF, exp("draw", "draw", REG, "provider", None, 48, "fair_price", "fair_price", None),
    ["F:draw", "S2", "P2", "C4", "R3", "amendment:future_not_in_force"],
    ["register:amendment", "not_yet_effective", "british_spelling"])

# 22 ambiguous amendment: window extended, no figure
add("ligue1", "OL", "PSG", "2028-01-23", "19:45", "win", "OL",
    "If Lyon wins the Lyon vs Paris Saint-Germain Ligue 1 game originally scheduled for Jan 23, 2028 once 90 minutes plus stoppage time are complete (no extra time or penalties), the contract pays Yes.",
    "Changed this season: the old 48-hour rescheduling window has been extended. A game cancelled, or rescheduled outside the window, resolves to a fair price.",
    EF, exp("win", "Lyon", REG, "provider", None, AMB, "fair_price", "fair_price", None),
    ["F:win", "S2", "P:ambiguous", "C4", "R3", "amendment:change_only"],
    ["register:amendment", "missing_new_value"])

# 23 half (first half)
add("bundesliga", "BVB", "SGE", "2027-12-18", "14:30", "half", "BVB",
    "If Dortmund is ahead at half-time of the Dortmund vs Eintracht Frankfurt Bundesliga game originally scheduled for Dec 18, 2027 (first 45 minutes plus first-half stoppage time), the market settles to Yes.",
    "Counting: first half only. If the first half ends level, the Tie market resolves Yes. Cancelled or delayed more than 48 hours: fair price.",
    EF, exp("half", "Dortmund", None, "provider", None, 48, "fair_price", "fair_price", None, half="first"),
    ["F:half", "D1", "P2", "C4", "R3"],
    ["register:labelled_fields", "syn:delayed"],
    kind="1H", title="Dortmund vs Eintracht Frankfurt: First Half Winner?")

# 24 total
add("seriea", "NAP", "MIL", "2027-12-18", "19:45", "total", None,
    "If more than 2.5 goals are scored in the Napoli vs AC Milan Serie A game originally scheduled for Dec 18, 2027 on the score at 90 minutes plus stoppage time (extra time and penalties do not count), Yes is the outcome.",
    "Cancelled, or rescheduled beyond 48 hours: fair price.",
    [ESPN], exp("total", "over", REG, "provider", None, 48, "fair_price", "fair_price", None, line=2.5),
    ["F:total", "S2", "P2", "C4", "R3"],
    ["register:plain", "numerals"],
    kind="TOTAL", suffix="3", yes_sub="Over 2.5 goals", title="Napoli vs AC Milan: Total Goals")

# 25 btts
add("epl", "NEW", "TOT", "2027-12-04", "15:00", "btts", None,
    "If both Newcastle and Tottenham score at least one goal each in the Newcastle vs Tottenham Premier League game originally scheduled for Dec 4, 2027, at the end of 90 minutes plus stoppage time (extra time excluded), the answer is Yes.",
    "Should the game be scrapped, or moved to a time more than two days after the original start, the market is valued at a fair price.",
    EF, exp("btts", "yes", REG, "provider", None, 48, "fair_price", "fair_price", None),
    ["F:btts", "S2", "P2", "C4", "R3"],
    ["register:plain", "two_days"],
    kind="BTTS", suffix="YES", yes_sub="Both teams to score", title="Newcastle vs Tottenham: Both Teams to Score?")

# 26 spread
add("laliga", "RMA", "VAL", "2028-02-19", "20:00", "spread", "RMA",
    "If Real Madrid wins the Real Madrid vs Valencia La Liga game originally scheduled for Feb 19, 2028 by more than 1.5 goals after 90 minutes and stoppage time (extra time and penalties excluded), this market settles Yes.",
    "Cancelled, or moved to a kickoff over 48 hours after the original kick-off: fair price.",
    [ESPN], exp("spread", "Real Madrid", REG, "provider", None, 48, "fair_price", "fair_price", None, line=1.5),
    ["F:spread", "S2", "P2", "C4", "R3"],
    ["register:plain"],
    kind="SPREAD", suffix="RMA2", yes_sub="Real Madrid wins by over 1.5 goals", title="Real Madrid vs Valencia: Spread")

# 27 pipe cells, secondary
add("epl", "AVL", "NFO", "2027-11-27", "15:00", "draw", None,
    "Tie | Aston Villa vs Nottingham Forest | Premier League | originally scheduled 27 Nov 2027 | 90' + stoppage only",
    "Level at full time | Yes\nEither side wins | No\nCancelled | fair price\nRescheduled > 48 h | fair price\nAbandoned | as cancelled",
    EF, exp("draw", "draw", REG, "provider", None, 48, "fair_price", "fair_price", "fair_price"),
    ["F:draw", "S2", "D1", "P2", "C4", "AB", "R3"],
    ["register:pipe_cells", "terse", "abbreviations"])

# 28 one-liner with sportsbook idiom
add("epl", "BRE", "WHU", "2027-09-18", "14:00", "win", "WHU",
    "West Ham to win at Brentford (Sep 18, 2027): 90 minutes plus stoppage; postponed more than 48 hours = void, stakes returned.",
    "",
    EF, exp("win", "West Ham", REG, "provider", None, 48, None, "refund", None),
    ["F:win", "S2", "P:48h_refund", "R3"],
    ["register:one_line", "void", "stakes_returned", "empty_secondary"])

# 29 amendment, paragraph replaced: cancellation now refund, old quoted
add("laliga", "VIL", "VAL", "2027-12-11", "20:00", "win", "VIL",
    "If Villarreal wins the Villarreal vs Valencia La Liga game originally scheduled for 11 December 2027 after ninety minutes plus stoppage time (excludes extra time and penalties), the contract pays Yes.",
    "Effective from the 2027 season, paragraph 3 is replaced. Former paragraph 3: \"If the game is cancelled, a fair price settles the market.\" "
    "New paragraph 3: \"If the game is cancelled, every position is refunded at its purchase price.\" "
    "Paragraph 4 is unchanged: a game rescheduled more than 48 hours after its original start resolves to a fair price.",
    [ESPN], exp("win", "Villarreal", REG, "provider", None, 48, "refund", "fair_price", None),
    ["F:win", "S2", "P2", "C:refund", "R3", "amendment:old_quoted"],
    ["register:amendment", "old_text_quoted", "paragraph_numbers", "date:d_month_yyyy"])

# 30 Opta named in text
add("laliga", "ATH", "SEV", "2028-02-26", "17:30", "draw", None,
    "If the result is a Tie in the Athletic Bilbao vs Sevilla La Liga game originally scheduled for 2028-02-26 after ninety minutes plus stoppage time, the market settles to Yes. Extra time does not count. Neither do penalties.",
    "Source: Opta match data. If the game is called off, or put back to more than forty-eight hours after the scheduled start, the market resolves at fair value.",
    [ESPN], exp("draw", "draw", REG, "provider", None, 48, "fair_price", "fair_price", None),
    ["F:draw", "S2", "D1", "P2", "C4", "R:provider_in_text"],
    ["register:plain", "negation", "number_words", "date:iso", "syn:put_back"])

# 31 P3-style wording, long window in days
add("seriea", "MIL", "JUV", "2028-03-18", "17:00", "draw", None,
    "Should Tie be the result of AC Milan vs Juventus (Serie A, originally scheduled for March 18, 2028) once 90 minutes plus stoppage time are complete, Yes is the outcome.",
    "A postponed game that still kicks off within 48 hours of its original time keeps the market open. Otherwise, and also where the game is cancelled, the market settles at a fair price. "
    "If the game is abandoned, the market resolves at the last traded price before play stopped.",
    [ESPN], exp("draw", "draw", REG, "provider", None, 48, "fair_price", "fair_price", "last_price"),
    ["F:draw", "S2", "D1", "P3", "C4", "AB", "R3"],
    ["register:plain", "american_spelling"])

# 32 amendment: credible reporting fallback added to a named source
add("ligue1", "OM", "OL", "2028-04-09", "18:45", "win", "OM",
    "If Marseille wins the Marseille vs Lyon Ligue 1 game originally scheduled for 04/09/2028 (US date) on the score at 90 minutes plus stoppage time (extra time and penalties are not included), the answer is Yes.",
    "New this season - source: the official Ligue 1 match sheet, and, if it has not been published within two hours of the final whistle, a consensus of credible reporting. (Previously the series sources alone applied.) "
    "Cancelled or rescheduled past 48 hours: fair price.",
    EF, exp("win", "Marseille", REG, "official", "consensus", 48, "fair_price", "fair_price", None),
    ["F:win", "S2", "P2", "C4", "R1", "amendment:change_only"],
    ["register:amendment", "source_in_text", "date:mm/dd/yyyy", "number_words"])

# 33 long preamble in primary, S4 and scope stated in secondary as negation
add("epl", "EVE", "NEW", "2028-03-11", "15:00", "win", "NEW",
    "Market information: this contract trades from listing until kickoff; fees are charged per the fee schedule and there is no fee on settlement. Members in restricted states may not trade it. "
    "Rule: if Newcastle wins the Everton vs Newcastle professional English Premier League soccer match originally scheduled for Mar 11, 2028, this market settles Yes.",
    "The market looks only at the result at the end of 90 minutes plus stoppage time; it does not look at extra time or penalties. "
    "If the game finishes level, the Tie market resolves Yes. A cancelled game, or one moved more than 48 hours, resolves to a fair price.",
    EF, exp("win", "Newcastle", REG, "provider", None, 48, "fair_price", "fair_price", None),
    ["F:win", "S4", "D1", "P2", "C4", "R3"],
    ["register:long_preamble", "preamble:hours_fees_eligibility", "scope_in_secondary", "negation"])

# 34 one-liner tie, UEFA
add("ucl", "ARS", "PSG", "2028-04-29", "19:00", "draw", None,
    "Tie: Arsenal vs Paris Saint-Germain, UCL semi-final first leg, Apr 29, 2028; level after 90' + stoppage = Yes.",
    "",
    [UEFA], exp("draw", "draw", REG, "official", None, None, None, None, None),
    ["F:draw", "S2", "D1", "R3"],
    ["register:one_line", "terse", "empty_secondary"])

# 35 sportsbook: abandoned push, postponed fair price (contrast)
add("seriea", "BOL", "NAP", "2027-09-19", "16:00", "draw", None,
    "If the outcome is Tie in Bologna vs Napoli (Serie A, originally scheduled for Sep 19, 2027) after 90 minutes plus stoppage, the contract pays Yes.",
    "House rules: graded on regulation play only. Delayed more than 48 hours or cancelled: fair price. Abandoned and not completed: settled as a push, stakes returned.",
    [ESPN], exp("draw", "draw", REG, "provider", None, 48, "fair_price", "fair_price", "refund"),
    ["F:draw", "S2", "D1", "P2", "C4", "AB", "R3"],
    ["register:sportsbook", "push", "graded_on", "syn:delayed"])
