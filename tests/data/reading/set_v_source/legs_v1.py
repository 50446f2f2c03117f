"""venue_one legs of set (v): next season's rewrite. Every text hand-written."""
from common import v1_leg, exp, REG, ET, PEN, AMB, OUP

L = []


def add(*a, **k):
    L.append(v1_leg(len(L) + 1, *a, **k))


# 1 rule card, win (home)
add("epl", "ARS", "CHE", "2027-08-14", "16:30", "win", "ARS",
    "Market: Arsenal FC to win\n"
    "Fixture: Arsenal FC vs. Chelsea FC, Premier League, 14 August 2027\n"
    "Settles on: the score at the moment the referee ends normal time (ninety minutes and any added time). Extra time, if any is ever played, is ignored.\n"
    "Pays Yes: Arsenal FC ahead at that moment. Pays No: the sides level, or Chelsea FC ahead.\n"
    "If postponed: the market remains open and follows the rearranged fixture, whenever that is.\n"
    "If cancelled with no replacement fixture: No.\n"
    "Source - Premier League official match statistics.\n"
    "Fallback - agreed reporting across reputable media, used only if the official figures are not out two hours after full time.",
    exp("win", "Arsenal FC", REG, "official", "consensus", OUP, "no", "result", None),
    ["F:win", "S1", "P1", "C1", "R1"],
    ["register:rule_card", "labelled_fields", "number_words", "british_spelling", "syn:rearranged", "date:d_month_yyyy"])

# 2 amendment, draw, old text quoted
add("epl", "ARS", "CHE", "2027-08-14", "16:30", "draw", None,
    "Season 2027/28 amendment. From the opening weekend of the 2027/28 season the cancellation paragraph of this template is replaced.\n"
    "Old wording (no longer in force): \"a cancelled match resolves this market to No\".\n"
    "New wording: if the match is cancelled and never replayed, this draw market resolves to Yes.\n\n"
    "The rest of the template is unchanged. This market resolves Yes if Arsenal FC and Chelsea FC are level once the regulation 90 minutes and the stoppage time have been played, and No otherwise. "
    "A postponed match keeps the market open until the game takes place. "
    "Results are taken from the Premier League's official data; where that data is not available within 2 hours of the final whistle, the market relies on what credible outlets agree on.",
    exp("draw", "draw", REG, "official", "consensus", OUP, "yes", "result", None),
    ["F:draw", "S1", "P1", "C1", "R1", "amendment:old_quoted"],
    ["register:amendment", "old_text_quoted", "numerals", "british_spelling"])

# 3 sportsbook, away win, abandonment treated as cancellation
add("epl", "LIV", "EVE", "2027-10-02", "11:30", "win", "EVE",
    "House rules - Merseyside derby, 2 Oct 2027.\n"
    "Everton FC to win: graded on 90 minutes plus stoppage time only.\n"
    "Postponed: bets stand and the market waits for the rescheduled game, with no cut-off.\n"
    "Called off for good: graded No.\n"
    "Abandoned and not completed: graded exactly as a cancellation.\n"
    "Grading source: official Premier League statistics, or, if none have appeared within two hours of the end, the consensus of reputable reporting.",
    exp("win", "Everton FC", REG, "official", "consensus", OUP, "no", "result", "no"),
    ["F:win", "S1", "P1", "C1", "R1", "AB"],
    ["register:sportsbook", "bets_stand", "graded_on", "syn:called_off", "terse", "date:d_mon_yyyy"])

# 4 one-liner
add("epl", "MCI", "AVL", "2027-08-21", "14:00", "win", "MCI",
    "Yes if Manchester City FC beat Aston Villa FC in normal time (90' + stoppage); otherwise No.",
    exp("win", "Manchester City FC", REG, None, None, None, None, None, None),
    ["F:win", "S1"],
    ["register:one_line", "syn:beat", "terse"], res_src="")

# 5 one-liner draw
add("epl", "MCI", "AVL", "2027-08-21", "14:00", "draw", None,
    "Level after 90 mins + added time = Yes; anything else = No; postponed = stays open till played.",
    exp("draw", "draw", REG, None, None, OUP, None, "result", None),
    ["F:draw", "S1", "P1"],
    ["register:one_line", "syn:level", "terse", "abbreviations"], res_src="")

# 6 long preamble (fees, hours, eligibility), US spelling
add("laliga", "RMA", "ATM", "2027-09-25", "19:00", "win", "RMA",
    "About this market. Trading is open around the clock until kickoff; the order book pauses briefly at half-time while prices are refreshed. "
    "Taker fees follow the sports fee schedule on the fees page, and makers pay nothing. "
    "Accounts registered in restricted jurisdictions cannot trade this market, and the per-account position limit is shown on the order ticket.\n\n"
    "Resolution. This market resolves to \"Yes\" if Real Madrid CF beats Club Atlético de Madrid in their LaLiga fixture dated 25/09/2027. "
    "A draw or an Atlético win resolves it to \"No\". Only regular play counts: ninety minutes plus stoppage. Extra time and any shoot-out are left out.\n\n"
    "If the fixture is postponed, the market is not resolved until the game has actually been played. If it is canceled with no rescheduled date, it resolves to \"No\".\n\n"
    "LaLiga's official statistics are the resolution source. If they have not been published within two hours of the game ending, a consensus of credible reporting is used instead. "
    "Score corrections issued after the market has resolved will not change the outcome.",
    exp("win", "Real Madrid CF", REG, "official", "consensus", OUP, "no", "result", None),
    ["F:win", "S1", "P1", "C1", "R1", "R2"],
    ["register:long_preamble", "preamble:fees_hours_eligibility", "american_spelling", "date:dd/mm/yyyy", "number_words"])

# 7 pipe cells, draw
add("laliga", "RMA", "ATM", "2027-09-25", "19:00", "draw", None,
    "Leg | Draw (Real Madrid CF vs. Club Atlético de Madrid)\n"
    "Counting | 90 min + stoppage; no extra time, no penalties\n"
    "Yes when | the scores are level at the end of regular time\n"
    "No when | either club wins\n"
    "Postponed | market stays open, no deadline\n"
    "Cancelled, never replayed | Yes\n"
    "Abandoned | same as cancelled\n"
    "Source | LaLiga official stats; if missing after 2 hrs, consensus of credible reports",
    exp("draw", "draw", REG, "official", "consensus", OUP, "yes", "result", "yes"),
    ["F:draw", "S1", "P1", "C1", "R1", "AB"],
    ["register:pipe_cells", "negation", "abbreviations", "british_spelling"])

# 8 amendment: cancellation now 50-50
add("bundesliga", "BAY", "BVB", "2027-11-06", "17:30", "win", "BVB",
    "Template change notice (effective 1 August 2027)\n"
    "Changed: a match that is cancelled with no replay date now resolves 50-50. The previous rule (resolve No) has been withdrawn.\n"
    "Unchanged: Yes if Borussia Dortmund defeat FC Bayern München on 2027-11-06, counting 90 minutes plus injury time only. "
    "Postponed fixtures leave the market open until they are played. "
    "Source: Bundesliga official match data; the consensus of credible media if that data has not appeared within two hours of the final whistle.",
    exp("win", "Borussia Dortmund", REG, "official", "consensus", OUP, "50-50", "result", None),
    ["F:win", "S1", "P1", "C2", "R1", "amendment:change_only"],
    ["register:amendment", "changed_unchanged", "syn:defeat", "syn:injury_time", "date:iso"])

# 9 US spelling draw, abandonment 50/50
add("bundesliga", "BAY", "BVB", "2027-11-06", "17:30", "draw", None,
    "This market will resolve Yes if FC Bayern München vs. Borussia Dortmund ends tied after regulation time (90 minutes plus stoppage). "
    "Extra time and penalties don't apply. If the game is postponed, the market remains open until the game has been completed. "
    "If the game is canceled and never made up, this market settles Yes. "
    "If the game is abandoned after kickoff and not completed, it resolves 50/50. "
    "Source: official Bundesliga statistics; if those are unavailable 2 hours after the game, a consensus of credible reports.",
    exp("draw", "draw", REG, "official", "consensus", OUP, "yes", "result", "50-50"),
    ["F:draw", "S1", "P1", "C1", "R1", "AB"],
    ["register:plain", "american_spelling", "syn:tied", "negation", "numerals"])

# 10 sportsbook, 48h then no action
add("seriea", "JUV", "INT", "2027-10-23", "18:45", "win", "JUV",
    "Juventus FC (match result).\n"
    "Graded on regulation: 90 minutes plus stoppage.\n"
    "Postponements: bets stand if the match kicks off within 48 hours of the original start; beyond that, no action and stakes returned.\n"
    "Cancelled: no action.\n"
    "Abandoned: no action.\n"
    "Grading source: Lega Serie A official result.",
    exp("win", "Juventus FC", REG, "official", None, 48, "refund", "refund", "refund"),
    ["F:win", "S1", "P:48h_refund", "C:refund", "AB", "R:official_only"],
    ["register:sportsbook", "bets_stand", "no_action", "stakes_returned", "numerals", "terse"])

# 11 sportsbook draw, two days, void
add("seriea", "JUV", "INT", "2027-10-23", "18:45", "draw", None,
    "Draw (Juventus FC vs. FC Internazionale Milano): action on ninety minutes plus stoppage time only; a level score pays Yes. "
    "Not played within two days of the listed kick-off: void, stakes returned. Cancelled: void, stakes returned. "
    "Settled on the official data of Lega Serie A.",
    exp("draw", "draw", REG, "official", None, 48, "refund", "refund", None),
    ["F:draw", "S1", "P:48h_refund", "C:refund", "R:official_only"],
    ["register:sportsbook", "action", "void", "stakes_returned", "number_words", "two_days"])

# 12 bullets, P4 fourteen days
add("ligue1", "PSG", "OM", "2027-10-24", "19:45", "win", "OM",
    "Olympique de Marseille to win? (Date shown in US Eastern: 10/24/2027.)\n"
    "- Pays Yes on an Olympique de Marseille win at the end of ninety minutes plus time added on.\n"
    "- A postponed game that has not been rearranged within fourteen days settles at the last fair market price, taken at the time the postponement was announced.\n"
    "- Cancelled, no replay: No.\n"
    "- Source: Ligue 1 official match sheet; a consensus of credible reports if the sheet is not out within 2 hours.",
    exp("win", "Olympique de Marseille", REG, "official", "consensus", 336, "no", "last_price", None),
    ["F:win", "S1", "P4", "C1", "R1"],
    ["register:bullets", "number_words", "date:mm/dd/yyyy", "syn:time_added_on", "british_spelling"])

# 13 one-liner draw with cancellation
add("ligue1", "PSG", "OM", "2027-10-24", "19:45", "draw", None,
    "Draw market: Yes on a level score after 90' + stoppage; called off for good = Yes; postponed = stays open.",
    exp("draw", "draw", REG, None, None, OUP, "yes", "result", None),
    ["F:draw", "S1", "P1", "C1"],
    ["register:one_line", "terse", "syn:called_off"], res_src="")

# 14 advance, card
add("ucl", "RMA", "MCI", "2028-03-15", "20:00", "advance", "MCI",
    "Qualification market - UEFA Champions League round of 16, second leg, 15 March 2028.\n"
    "Settles on: which club goes through to the quarter-finals on aggregate over both legs, extra time and a penalty shoot-out included if they are needed.\n"
    "Yes: Manchester City FC qualify. No: Real Madrid CF qualify.\n"
    "If postponed: the market stays open until the second leg is played.\n"
    "If the second leg is cancelled and never played: 50-50.\n"
    "Source - UEFA official match report; a consensus of credible reporting if UEFA has published nothing within two hours.",
    exp("advance", "Manchester City FC", PEN, "official", "consensus", OUP, "50-50", "result", None),
    ["F:advance", "S6", "P1", "C2", "R1"],
    ["register:rule_card", "labelled_fields", "syn:qualify", "syn:go_through", "date:d_month_yyyy"],
    question="Will Manchester City FC advance to the quarter-finals?", slug_tail="mac-advance")

# 15 amendment: extra time no longer counts (knockout win leg)
add("ucl", "INT", "BAY", "2028-04-12", "19:00", "win", "INT",
    "What changed for 2027-28: extra time no longer counts toward this market. Last season a knockout match that was level after 90 minutes was settled on the score after extra time; that rule is gone.\n\n"
    "This market resolves Yes if FC Internazionale Milano wins its UEFA Champions League quarter-final second leg against FC Bayern München on April 12, 2028, on the score at the end of normal time (90 minutes + stoppage). "
    "Any extra time or shoot-out is disregarded. Postponed: remains open until played. Canceled and never made up: resolves No. "
    "Source: UEFA's official statistics, falling back to a consensus of credible reporting if those are not available 2 hours after the game.",
    exp("win", "FC Internazionale Milano", REG, "official", "consensus", OUP, "no", "result", None),
    ["F:win", "S1", "P1", "C1", "R1", "amendment:change_only"],
    ["register:amendment", "american_spelling", "date:month_d_yyyy", "knockout", "negation"])

# 16 amendment with paragraph replacement, old text quoted (knockout draw)
add("ucl", "INT", "BAY", "2028-04-12", "19:00", "draw", None,
    "Amendment 27-03 to the knockout draw template.\n"
    "Paragraph 2 previously read: \"The result includes extra time; penalty shoot-outs are excluded.\" "
    "With effect from the 2027/28 season, paragraph 2 is replaced by: \"Only regulation counts: the ninety minutes and their stoppage time. Extra time and penalties play no part.\"\n\n"
    "Paragraph 1. Resolves Yes if FC Internazionale Milano vs. FC Bayern München is drawn.\n"
    "Paragraph 3. A postponement leaves this market open until the match is played. A cancellation with no replacement fixture resolves Yes.\n"
    "Paragraph 4. Official UEFA statistics; if the official figures are more than two hours late, a consensus of credible reporting.",
    exp("draw", "draw", REG, "official", "consensus", OUP, "yes", "result", None),
    ["F:draw", "S1", "P1", "C1", "R1", "amendment:old_quoted"],
    ["register:amendment", "old_text_quoted", "paragraph_numbers", "knockout", "number_words"])

# 17 ambiguous scope: knockout second leg, "final result"
add("ucl", "ARS", "PSG", "2028-05-03", "19:00", "win", "ARS",
    "Arsenal FC to win - UCL semi-final, second leg, 3 May 2028\n"
    "Settles on: the final result of the match.\n"
    "If postponed: stays open until played.\n"
    "If cancelled: No.\n"
    "Source - UEFA official records; failing those after 2 hours, consensus of credible media.",
    exp("win", "Arsenal FC", AMB, "official", "consensus", OUP, "no", "result", None),
    ["F:win", "S:ambiguous", "P1", "C1", "R1"],
    ["register:rule_card", "labelled_fields", "knockout", "terse"])

# 18 ambiguous postponement
add("epl", "NEW", "TOT", "2027-12-04", "15:00", "win", "TOT",
    "House rules. Tottenham Hotspur FC to win, graded on 90 minutes plus stoppage.\n"
    "Postponed matches: we keep the market open for as long as we think sensible and then settle it on whatever basis we consider fair.\n"
    "Cancelled matches: No.\n"
    "Source: Premier League official data; the consensus of credible reporting if nothing official has appeared two hours after the whistle.",
    exp("win", "Tottenham Hotspur FC", REG, "official", "consensus", AMB, "no", AMB, None),
    ["F:win", "S1", "P:ambiguous", "C1", "R1"],
    ["register:sportsbook", "graded_on", "vague_discretion"])

# 19 ambiguous cancellation
add("epl", "BRE", "WHU", "2027-09-18", "14:00", "draw", None,
    "Settles on: the score after 90 minutes and stoppage time. Level = Yes.\n"
    "If postponed: open until the match is played.\n"
    "If cancelled: settled under the venue's general rules (see the help centre).\n"
    "Source - premierleague.com; fallback - a consensus of credible reporting after a 2-hour wait.",
    exp("draw", "draw", REG, "official", "consensus", OUP, AMB, "result", None),
    ["F:draw", "S1", "P1", "C:ambiguous", "R1"],
    ["register:rule_card", "labelled_fields", "cross_reference"])

# 20 ambiguous source
add("epl", "AVL", "NFO", "2027-11-27", "15:00", "win", "AVL",
    "Aston Villa FC | win | 90' + stoppage only\n"
    "Postponed | open until played\n"
    "Cancelled | No\n"
    "Source | premierleague.com / BBC Sport",
    exp("win", "Aston Villa FC", REG, AMB, AMB, OUP, "no", "result", None),
    ["F:win", "S1", "P1", "C1", "R:ambiguous"],
    ["register:pipe_cells", "terse", "slash_list"])

# 21 MLS plain US
add("mls", "LAG", "LAFC", "2027-07-16", "02:30", "win", "LAFC",
    "This market resolves to Yes if Los Angeles FC defeats LA Galaxy in regulation (90 minutes plus stoppage time) in their MLS match on July 16, 2027 (Pacific). "
    "A tie or an LA Galaxy win resolves it to No. If the match is postponed, this market will remain open until the match is played. "
    "If the match is canceled with no makeup, the market resolves No. "
    "Primary resolution source: official MLS statistics (mlssoccer.com). Fallback: consensus of credible reporting, if official stats are not posted within two hours after the match ends.",
    exp("win", "Los Angeles FC", REG, "official", "consensus", OUP, "no", "result", None),
    ["F:win", "S1", "P1", "C1", "R1"],
    ["register:plain", "american_spelling", "syn:defeat", "date:month_d_yyyy", "local_date_differs"],
    start="2027-07-17 02:30:00+00")

# 22 MLS draw, amendment: cancellation now 50-50 (previously Yes)
add("mls", "LAG", "LAFC", "2027-07-16", "02:30", "draw", None,
    "2027 rules update - changed: a canceled match with no makeup now resolves this market 50-50. (Until this update it resolved Yes.)\n"
    "Still in force: Yes if LA Galaxy vs. Los Angeles FC is tied at the end of regulation (90 minutes plus stoppage; no extra time, no penalties). "
    "Postponed: the market remains open until the game has been played. "
    "Resolution source: MLS official statistics, or a consensus of credible reporting if those have not been released two hours after the final whistle.",
    exp("draw", "draw", REG, "official", "consensus", OUP, "50-50", "result", None),
    ["F:draw", "S1", "P1", "C2", "R1", "amendment:change_only"],
    ["register:amendment", "american_spelling", "negation", "old_rule_in_parentheses"],
    start="2027-07-17 02:30:00+00")

# 23 half (first half)
add("epl", "LIV", "MCI", "2028-01-15", "17:30", "half", "LIV",
    "First-half result: Liverpool FC.\n"
    "Counting: the first 45 minutes plus first-half stoppage time; nothing after the interval matters.\n"
    "Yes: Liverpool FC ahead at the break. No: level, or Manchester City FC ahead.\n"
    "If postponed: open until played.\n"
    "If cancelled, no make-up game: 50-50.\n"
    "Source: Premier League official stats; consensus of credible reporting if those are not out within 2 hours.",
    exp("half", "Liverpool FC", None, "official", "consensus", OUP, "50-50", "result", None, half="first"),
    ["F:half", "P1", "C2", "R1"],
    ["register:rule_card", "labelled_fields", "syn:interval", "syn:break"],
    question="Liverpool FC vs. Manchester City FC: Liverpool FC leading at half-time?",
    group="1st Half: Liverpool FC", smt="first_half_moneyline", slug_tail="1h-liv")

# 24 total over 2.5
add("bundesliga", "LEV", "RBL", "2027-09-11", "13:30", "total", None,
    "Goals | 3 or more in the match = Yes; 0, 1 or 2 = No\n"
    "Period | 90 minutes + stoppage (regulation)\n"
    "Postponed | stays open until the match is played\n"
    "Called off, never replayed | 50-50\n"
    "Source | official Bundesliga data; credible-reporting consensus if nothing within two hours",
    exp("total", "over", REG, "official", "consensus", OUP, "50-50", "result", None, line=2.5),
    ["F:total", "S1", "P1", "C2", "R1"],
    ["register:pipe_cells", "numerals", "terse"],
    question="Bayer 04 Leverkusen vs. RB Leipzig: O/U 2.5", group="O/U 2.5", smt="totals", line=2.5,
    slug_tail="total-2pt5")

# 25 btts
add("seriea", "NAP", "MIL", "2027-12-18", "19:45", "btts", None,
    "Both teams to score. Yes if SSC Napoli and AC Milan each find the net at least once during the ninety minutes plus stoppage time; No if either side (or both) fails to score. "
    "Goals in extra time, were there any, would not count. A postponed match keeps the market open until it is played; a cancelled one with no replay resolves fifty-fifty. "
    "Resolved from Lega Serie A's official statistics, or from the consensus of credible reporting if those are missing two hours after the end.",
    exp("btts", "yes", REG, "official", "consensus", OUP, "50-50", "result", None),
    ["F:btts", "S1", "P1", "C2", "R1"],
    ["register:plain", "number_words", "syn:find_the_net", "british_spelling", "negation"],
    question="SSC Napoli vs. AC Milan: Both Teams to Score", group="Both Teams to Score", smt="both_teams_to_score",
    slug_tail="btts")

# 26 spread
add("epl", "MCI", "EVE", "2028-02-12", "15:00", "spread", "MCI",
    "Handicap: Manchester City FC (-1.5).\n"
    "Yes if Manchester City FC win by two or more goals after 90 minutes plus stoppage; a one-goal win, a draw or an Everton FC win is No.\n"
    "Postponed: open until played. Cancelled and never replayed: 50-50.\n"
    "Source - Premier League official statistics; fallback, credible reporting consensus when official data is 2+ hours late.",
    exp("spread", "Manchester City FC", REG, "official", "consensus", OUP, "50-50", "result", None, line=1.5),
    ["F:spread", "S1", "P1", "C2", "R1"],
    ["register:rule_card", "number_words", "terse"],
    question="Spread: Manchester City FC (-1.5)", group="Manchester City FC (-1.5)", smt="spreads", line=-1.5,
    slug_tail="spread-home-1pt5")

# 27 exact score, away win named first
add("laliga", "SEV", "BET", "2027-11-07", "15:15", "exact_score", None,
    "Correct score: Real Betis Balompié to win 2-1 away at Sevilla FC.\n"
    "Graded on the score after 90 minutes plus stoppage; extra time not counted.\n"
    "Postponed: the market stays open until the derby is played.\n"
    "Cancelled, no replay: this market settles as if the score were 0-0, so No.\n"
    "Source: LaLiga official statistics, then a consensus of credible reporting if nothing is published within 2 hours.",
    exp("exact_score", "1-2", REG, "official", "consensus", OUP, "no", "result", None),
    ["F:exact_score", "S1", "P1", "C3", "R1"],
    ["register:sportsbook", "graded_on", "away_named_first"],
    question="Sevilla FC vs. Real Betis Balompié: Exact Score 1-2?", group="Exact Score: Sevilla FC 1-2 Real Betis Balompié",
    smt="soccer_exact_score", slug_tail="score-1-2")

# 28 long preamble, British, fortnight, abandonment
add("ligue1", "OL", "PSG", "2028-01-23", "19:45", "draw", None,
    "Before you trade: this market is open to verified accounts only, and residents of excluded territories cannot take part. "
    "Trading runs from listing until the scheduled kick-off and is suspended while goals are reviewed. "
    "A taker fee applies to each fill as set out in the fee table; resting orders are free. None of this affects how the market is settled.\n\n"
    "Settlement. The market settles Yes if Olympique Lyonnais and Paris Saint-Germain FC finish all square at the end of normal time, that is ninety minutes with stoppage time; extra time and penalties are not recognised. "
    "Any other result settles No.\n"
    "If the fixture is postponed and has not been rearranged within a fortnight, the market settles at the last fair market price as it stood when the postponement was announced.\n"
    "If the fixture is cancelled outright, the market settles Yes. A match that is abandoned and not completed is treated as cancelled.\n"
    "The official Ligue 1 statistics decide; should they not appear within two hours of the final whistle, the consensus of credible reporting will decide.",
    exp("draw", "draw", REG, "official", "consensus", 336, "yes", "last_price", "yes"),
    ["F:draw", "S1", "P4", "C1", "R1", "AB"],
    ["register:long_preamble", "preamble:eligibility_hours_fees", "british_spelling", "syn:all_square", "fortnight"])

# 29 amendment: postponement window replaced (7 days, 50-50)
add("laliga", "VIL", "VAL", "2027-12-11", "20:00", "win", "VAL",
    "Effective from the 2027 season, paragraph 3 is replaced by the following: \"A postponed match that has not been played within 7 days of its original date resolves 50-50.\" "
    "The former paragraph 3, which kept the market open until the match was eventually played, no longer applies.\n\n"
    "1. This market resolves Yes if Valencia CF win away at Villarreal CF on 11.12.2027, counting regular time only (90 minutes plus stoppage). Otherwise No.\n"
    "2. If the match is cancelled without a replacement date, the market resolves 50-50.\n"
    "3. (as amended above)\n"
    "4. Source: LaLiga official data; a consensus of credible reporting if that data has not been published two hours after the match.",
    exp("win", "Valencia CF", REG, "official", "consensus", 168, "50-50", "50-50", None),
    ["F:win", "S1", "P:7d_50-50", "C2", "R1", "amendment:paragraph_replaced"],
    ["register:amendment", "numbered", "date:dd.mm.yyyy", "numerals", "old_rule_described"])

# 30 sportsbook push
add("laliga", "ATH", "SEV", "2028-02-26", "17:30", "win", "ATH",
    "Athletic Club to win. Graded on 90 minutes plus stoppage; extra time and penalties do not count. "
    "If the match does not kick off within forty-eight hours of its scheduled start it is settled as a push and every stake is returned. "
    "A cancelled match is likewise settled as a push. Grading follows the official LaLiga match report.",
    exp("win", "Athletic Club", REG, "official", None, 48, "refund", "refund", None),
    ["F:win", "S1", "P:48h_refund", "C:refund", "R:official_only"],
    ["register:sportsbook", "push", "stakes_returned", "number_words", "negation"])

# 31 key/value
add("seriea", "BOL", "NAP", "2027-09-19", "16:00", "draw", None,
    "market: draw, Bologna FC 1909 vs. SSC Napoli\n"
    "period: regulation (90 + stoppage)\n"
    "postponed: open until played\n"
    "cancelled: YES\n"
    "abandoned: settles as cancelled\n"
    "source_primary: Lega Serie A official statistics\n"
    "source_fallback: consensus of credible reporting (if primary not out after 2h)",
    exp("draw", "draw", REG, "official", "consensus", OUP, "yes", "result", "yes"),
    ["F:draw", "S1", "P1", "C1", "R1", "AB"],
    ["register:key_value", "terse", "abbreviations"])

# 32 one-liner US
add("mls", "SEA", "MIA", "2027-07-31", "02:00", "win", "SEA",
    "Resolves Yes if Seattle Sounders FC wins in regulation; canceled = No.",
    exp("win", "Seattle Sounders FC", REG, None, None, None, "no", None, None),
    ["F:win", "S1", "C1"],
    ["register:one_line", "american_spelling", "terse"], res_src="", start="2027-08-01 02:00:00+00")

# 33 final, win including extra time (S5)
add("ucl", "BAY", "LIV", "2028-05-27", "19:00", "win", "LIV",
    "UEFA Champions League final, Saturday 27 May 2028 (single match, neutral venue).\n"
    "Settles on: the score once play ends, extra time included if the final goes to one hundred and twenty minutes. A penalty shoot-out is not play: its kicks are not goals and it decides nothing here.\n"
    "Yes: Liverpool FC ahead at the end of play. No: FC Bayern München ahead, or the sides level after extra time.\n"
    "If postponed: the market stays open until the final is played.\n"
    "If cancelled: No.\n"
    "Source - UEFA official statistics; credible-reporting consensus if nothing official after 2 hours.",
    exp("win", "Liverpool FC", ET, "official", "consensus", OUP, "no", "result", None),
    ["F:win", "S5", "P1", "C1", "R1"],
    ["register:rule_card", "labelled_fields", "number_words", "final"])

# 34 advance, qualify wording, negations
add("ucl", "BAY", "LIV", "2028-05-27", "19:00", "advance", "BAY",
    "Who lifts the trophy? This two-way market resolves Yes if FC Bayern München win the 2028 UEFA Champions League final against Liverpool FC by any means: in ninety minutes, in extra time or on penalties. "
    "There is no draw outcome. Neither extra time nor the shoot-out is excluded. "
    "If the final is postponed, the market does not close; it waits for the final to be played. If the final is cancelled and never played, the market resolves 50-50. "
    "UEFA's official record of the final is the source, with a consensus of credible reporting as fallback if UEFA has published nothing two hours after the end.",
    exp("advance", "FC Bayern München", PEN, "official", "consensus", OUP, "50-50", "result", None),
    ["F:advance", "S6", "P1", "C2", "R1"],
    ["register:plain", "negation", "number_words", "final", "two_way"],
    question="Will FC Bayern München win the 2028 Champions League final?", slug_tail="bay-trophy")

# 35 ambiguous abandonment
add("bundesliga", "SGE", "RBL", "2028-03-04", "14:30", "win", "SGE",
    "Eintracht Frankfurt to win. Graded on 90 minutes plus stoppage.\n"
    "Postponed: bets stand until the match is played.\n"
    "Cancelled: No.\n"
    "Abandoned: the result stands where enough of the match was played; otherwise the operator decides.\n"
    "Source: Bundesliga official statistics, then credible reporting consensus after two hours.",
    exp("win", "Eintracht Frankfurt", REG, "official", "consensus", OUP, "no", "result", AMB),
    ["F:win", "S1", "P1", "C1", "R1", "AB:ambiguous"],
    ["register:sportsbook", "bets_stand", "vague_discretion", "terse"])

# 36 amendment: source changed to Opta, fallback removed, old quoted
add("epl", "TOT", "CHE", "2027-12-04", "12:30", "win", "CHE",
    "Rules rewrite for 2027/28 - source.\n"
    "Before: \"official Premier League statistics; if these are not published within two hours, a consensus of credible reporting\".\n"
    "Now: the result is taken from Opta's match data and nothing else. The credible-reporting fallback has been removed.\n\n"
    "Everything else stays as it was: Yes if Chelsea FC win at Tottenham Hotspur FC on Dec. 4th, 2027, judged after ninety minutes plus stoppage; No otherwise. "
    "Postponed: open until the match is played. Cancelled with no make-up: No.",
    exp("win", "Chelsea FC", REG, "provider", None, OUP, "no", "result", None),
    ["F:win", "S1", "P1", "C1", "R:provider_only", "amendment:old_quoted"],
    ["register:amendment", "old_text_quoted", "date:mon_dth_yyyy", "number_words"], res_src="")

# 37 sportsbook 24h window
add("epl", "TOT", "CHE", "2027-12-04", "12:30", "draw", None,
    "Draw - Tottenham Hotspur FC v Chelsea FC, 4th December 2027.\n"
    "Action only if the match starts within 24 hours of the advertised kick-off; otherwise void and stakes refunded.\n"
    "Graded on 90 minutes plus stoppage. Extra time: not applicable. Cancelled: void, stakes refunded.\n"
    "Graded on: official Premier League data.",
    exp("draw", "draw", REG, "official", None, 24, "refund", "refund", None),
    ["F:draw", "S1", "P:24h_refund", "C:refund", "R:official_only"],
    ["register:sportsbook", "action", "void", "numerals", "date:dth_month_yyyy"])

# 38 long preamble, win, 336 hours
add("seriea", "MIL", "JUV", "2028-03-18", "17:00", "win", "MIL",
    "Eligibility and trading. Only account holders who have completed identity checks can trade. Trading hours follow the exchange calendar; markets on this fixture halt at kick-off. "
    "Fees: a taker fee is charged per contract as published on the fee schedule; there is no settlement fee. Market-maker rebates are described separately.\n\n"
    "How this market settles. Yes if AC Milan beat Juventus FC in the Serie A match on 18 March 2028, taking the score at the end of the regular ninety minutes plus stoppage time. "
    "A draw or a Juventus FC win is No.\n"
    "Where the match is postponed and not rescheduled within 336 hours, the market settles at the last fair market price, fixed at the moment the postponement was announced.\n"
    "A cancelled match with no replay resolves No, and so does an abandoned match that is never completed.\n"
    "Lega Serie A's official statistics are used; if they have not appeared within two hours, a consensus of credible reporting.",
    exp("win", "AC Milan", REG, "official", "consensus", 336, "no", "last_price", "no"),
    ["F:win", "S1", "P4", "C1", "R1", "AB"],
    ["register:long_preamble", "preamble:eligibility_hours_fees", "hours_336", "british_spelling"])

# 39 amendment: window shortened from fourteen days to seventy-two hours
add("ligue1", "OM", "OL", "2028-04-09", "18:45", "win", "OL",
    "Changed for the new season: the postponement window is shortened from fourteen days to seventy-two hours. "
    "A postponed match not replayed within seventy-two hours now settles at the last fair price as of the postponement announcement.\n"
    "Unchanged: Yes if Olympique Lyonnais win at Olympique de Marseille (9 April 2028) after ninety minutes plus stoppage, No otherwise; cancelled with no replacement, No; "
    "official Ligue 1 statistics, with a consensus of credible reporting if they are more than 2 hours late.",
    exp("win", "Olympique Lyonnais", REG, "official", "consensus", 72, "no", "last_price", None),
    ["F:win", "S1", "P:72h_last_price", "C1", "R1", "amendment:change_only"],
    ["register:amendment", "number_words", "changed_unchanged", "semicolons"])

# 40 conditions after the outcome
add("epl", "EVE", "NEW", "2028-03-11", "15:00", "draw", None,
    "Resolves Yes on a draw between Everton FC and Newcastle United FC, judged once ninety minutes and stoppage time are up - unless the match is abandoned, in which case it resolves 50-50, "
    "or postponed, in which case it remains open until the match has been played, or cancelled, in which case it resolves Yes. "
    "Official Premier League statistics decide, or, where they are not published within two hours, a consensus of credible reporting.",
    exp("draw", "draw", REG, "official", "consensus", OUP, "yes", "result", "50-50"),
    ["F:draw", "S1", "P1", "C1", "R1", "AB"],
    ["register:plain", "conditions_after_outcome", "joined_sentence", "number_words"])
