"""Set (ay), venue_two legs: one hand-written rules_primary + rules_secondary per writer."""

ESPN = {"name": "ESPN", "url": "https://www.espn.com/soccer/"}
FOX = {"name": "Fox Sports", "url": "https://www.foxsports.com/soccer"}
MLS = {"name": "MLS", "url": "https://www.mlssoccer.com/"}
UEFA = {"name": "UEFA", "url": "https://www.uefa.com/"}
FIFA = {"name": "FIFA", "url": "https://www.fifa.com/"}

SERIES = {"epl": "KXEPL", "laliga": "KXLALIGA", "bundesliga": "KXBUNDESLIGA",
          "seriea": "KXSERIEA", "ligue1": "KXLIGUE1", "mls": "KXMLS", "ucl": "KXUCL",
          "wc": "KXWC"}
MONTHS = ["JAN", "FEB", "MAR", "APR", "MAY", "JUN", "JUL", "AUG", "SEP", "OCT", "NOV", "DEC"]


def exp(family, outcome, scope, sp, sf, tw, vc, vp, va, line=None, half=None):
    return {"family": family, "outcome": outcome, "line": line, "half": half,
            "scope": scope, "source_primary": sp, "source_fallback": sf,
            "timing_window": tw, "void_cancelled": vc, "void_postponed_long": vp,
            "void_abandoned": va}


def leg(n, styles, meanings, comp, home, away, hcode, acode, date, kickoff, family_suffix,
        market_suffix, title, yes_sub, primary, secondary, sources, expected, occ=None):
    y, m, d = date.split("-")
    tdate = f"{y[2:]}{MONTHS[int(m) - 1]}{d}"
    series = SERIES[comp] + family_suffix
    event = f"{series}-{tdate}{hcode}{acode}"
    market = {
        "ticker": f"{event}-{market_suffix}",
        "event_ticker": event,
        "series_ticker": series,
        "title": title,
        "yes_sub_title": yes_sub,
        "no_sub_title": yes_sub,
        "rules_primary": primary,
        "rules_secondary": secondary,
        "occurrence_datetime": occ or f"{date}T{kickoff}:00Z",
    }
    return {"id": f"ay2-{n:03d}", "venue": "venue_two", "styles": sorted(styles),
            "meanings": meanings, "home": home, "away": away, "competition": comp,
            "market": market, "series_settlement_sources": sources, "expected": expected}


def legs():
    L = []

    # 1. terse trader
    L.append(leg(1, ["writer:terse_trader", "abbreviations", "symbols", "numerals"],
                 ["F:win", "S2", "D1", "P2", "C4", "R3"],
                 "epl", "Arsenal", "Tottenham", "ARS", "TOT", "2026-12-12", "17:30", "GAME", "ARS",
                 "Arsenal vs Tottenham Winner?", "Arsenal",
                 "If Arsenal beat Tottenham in the Arsenal vs Tottenham EPL match originally set "
                 "for Dec 12, 2026, counting 90 min + stoppage only (no ET, no pens), market "
                 "resolves Yes.",
                 "Level at 90+stoppage: Tie mkt = Yes. Canceled, or moved >48h from the original "
                 "slot: fair price per rules.",
                 [ESPN, FOX],
                 exp("win", "Arsenal", "regulation", "provider", None, 48, "fair_price",
                     "fair_price", None)))

    # 2. careful lawyer
    L.append(leg(2, ["writer:lawyer", "legal_drafting", "definitions", "number_words_and_numerals",
                     "british_spelling", "for_the_purposes_of"],
                 ["F:draw", "S2", "D1", "P2", "C4", "AB", "R3"],
                 "laliga", "Real Madrid", "Barcelona", "RMA", "BAR", "2027-03-20", "20:00", "GAME",
                 "TIE", "Real Madrid vs Barcelona Winner?", "Tie",
                 "If Tie is the outcome of the Real Madrid vs Barcelona professional Spanish La Liga "
                 "football match originally scheduled for Mar 20, 2027, as determined at the end of "
                 "regulation time (ninety minutes together with stoppage time, exclusive of extra "
                 "time and penalties), the market shall resolve to Yes.",
                 "For the purposes of this market, \"Tie\" means that neither team is ahead at the "
                 "end of regulation time. In the event that the match is cancelled, or is "
                 "rescheduled to a start time falling more than forty-eight (48) hours after the "
                 "originally scheduled start time, the market shall be settled at a fair price "
                 "determined pursuant to the rules. A match that is abandoned and not "
                 "completed shall be treated as cancelled for the purposes of this paragraph.",
                 [ESPN, FOX],
                 exp("draw", "draw", "regulation", "provider", None, 48, "fair_price",
                     "fair_price", "fair_price")))

    # 3. support agent: Q&A in the secondary, no scope in the primary
    L.append(leg(3, ["writer:support_agent", "layout:faq_inline", "away_win", "american_spelling",
                     "numerals"],
                 ["F:win", "S4", "D1", "P3", "C4", "R3"],
                 "bundesliga", "Bayern Munich", "Dortmund", "BMU", "BVB", "2027-02-27", "17:30",
                 "GAME", "BVB", "Bayern Munich vs Dortmund Winner?", "Dortmund",
                 "If Dortmund wins the Bayern Munich vs Dortmund professional German Bundesliga "
                 "soccer game originally scheduled for Feb 27, 2027, this market pays out Yes.",
                 "Which part of the game counts? The 90 minutes of regulation plus any stoppage "
                 "time; extra time and penalties are not included. What if it ends level? Then the "
                 "Tie market resolves to Yes and this one resolves to No. What if the game is "
                 "postponed? If it still kicks off within 48 hours of the original start, the "
                 "market stays open for it; if not, the market settles at a fair price. What if "
                 "the game is canceled? Then it also settles at a fair price.",
                 [ESPN],
                 exp("win", "Dortmund", "regulation", "provider", None, 48, "fair_price",
                     "fair_price", None)))

    # 4. non-native English speaker, names its own source
    L.append(leg(4, ["writer:non_native", "nonstandard_grammar", "numerals",
                     "named_source_in_text"],
                 ["F:win", "S2", "D1", "P2", "C4", "R:official"],
                 "seriea", "Inter", "AC Milan", "INT", "ACM", "2027-02-07", "19:45", "GAME", "INT",
                 "Inter vs AC Milan Winner?", "Inter",
                 "If Inter win the Inter vs AC Milan professional Italian Serie A soccer game "
                 "originally planned for Feb 7, 2027, after the 90 minutes and the stoppage time "
                 "(extra time or penalties are not included), the market is resolving to Yes.",
                 "In case the game finish in a tie, the market of Tie is resolving Yes. When the game "
                 "get cancelled or it is moved more than 48 hours later than the first time, the "
                 "market resolve to a fair price following the rules. The result is taken from the "
                 "official website of Lega Serie A.",
                 [ESPN, FOX],
                 exp("win", "Inter", "regulation", "official", None, 48, "fair_price",
                     "fair_price", None)))

    # 5. engineer: bullet list secondary
    L.append(leg(5, ["writer:engineer", "layout:bullets", "symbols", "numerals",
                     "american_spelling"],
                 ["F:total", "S2", "P3", "C4", "R3"],
                 "epl", "Chelsea", "Newcastle", "CFC", "NEW", "2027-01-16", "15:00", "TOTAL", "3",
                 "Chelsea vs Newcastle: Total Goals", "Over 2.5 goals scored",
                 "If more than 2.5 goals are scored in the Chelsea vs Newcastle professional "
                 "English Premier League game first scheduled for Jan 16, 2027, on the score "
                 "at 90 minutes + stoppage (extra time and penalties excluded), the market "
                 "resolves Yes.",
                 "- counted: goals by both teams, 90' + stoppage\n"
                 "- own goals: included\n"
                 "- ET / shootout: excluded\n"
                 "- postponed, new start <= 48h after original: market stays open\n"
                 "- postponed > 48h, or canceled: resolves to fair price per the rules",
                 [ESPN, FOX],
                 exp("total", "over", "regulation", "provider", None, 48, "fair_price",
                     "fair_price", None, line=2.5)))

    # 6. compliance officer
    L.append(leg(6, ["writer:compliance_officer", "layout:labelled_clauses", "formal",
                     "british_spelling", "numerals"],
                 ["F:spread", "S2", "P2", "C4", "R3"],
                 "epl", "Man City", "Brighton", "MCI", "BHA", "2027-02-13", "15:00", "SPREAD",
                 "MCI2", "Man City vs Brighton: Spread", "Man City wins by over 1.5 goals",
                 "If Man City wins the Man City vs Brighton professional English Premier League "
                 "fixture originally set for Feb 13, 2027 by more than 1.5 goals, measured at "
                 "the end of regulation time (90 minutes and stoppage time, excluding extra time "
                 "and penalties), the market shall resolve to Yes.",
                 "Settlement basis: the winning margin is the goal difference at the end of "
                 "regulation time. A margin of exactly one goal, a draw or a Brighton win results "
                 "in No. Cancellation, or rescheduling to a time more than 48 hours after the "
                 "original start, results in settlement at a fair price as provided in the "
                 "Rulebook. Source: the settlement sources listed for this series.",
                 [ESPN, FOX],
                 exp("spread", "Man City", "regulation", "provider", None, 48, "fair_price",
                     "fair_price", None, line=1.5)))

    # 7. journalist
    L.append(leg(7, ["writer:journalist", "prose", "american_spelling", "syn:scrapped",
                     "syn:pushed_back", "numerals"],
                 ["F:btts", "S2", "P2", "C4", "R3"],
                 "bundesliga", "Leverkusen", "RB Leipzig", "LEV", "RBL", "2027-03-06", "14:30",
                 "BTTS", "BTTS", "Leverkusen vs RB Leipzig: Both Teams to Score",
                 "Both teams score",
                 "If both Leverkusen and RB Leipzig score at least one goal in the Leverkusen vs "
                 "RB Leipzig professional German Bundesliga soccer game originally scheduled for "
                 "Mar 6, 2027, once 90 minutes and stoppage time are up (extra time and penalties "
                 "not included), the market resolves Yes.",
                 "Goals scored in regulation are the only ones that count here, and an own goal is "
                 "credited to the side that benefits from it, as the match report would show it. "
                 "Should the fixture be scrapped, or pushed back by more than 48 hours from its "
                 "original kickoff, the market will be settled at a fair price under the rules.",
                 [ESPN],
                 exp("btts", "yes", "regulation", "provider", None, 48, "fair_price",
                     "fair_price", None)))

    # 8. product manager: release notes
    L.append(leg(8, ["writer:product_manager", "release_notes", "american_spelling",
                     "numerals"],
                 ["F:half", "D1", "P2", "C4", "R3"],
                 "laliga", "Atlético Madrid", "Sevilla", "ATM", "SEV", "2027-01-23", "17:30", "1H",
                 "ATM", "Atlético Madrid vs Sevilla: First Half Winner", "Atlético Madrid",
                 "If Atlético Madrid is leading at the end of the first half of the Atlético "
                 "Madrid vs Sevilla professional Spanish La Liga soccer game originally scheduled "
                 "for Jan 23, 2027, this market resolves Yes.",
                 "Shipped in this release: first-half winner markets for La Liga. Settlement uses "
                 "the score at half-time, that is after 45 minutes plus first-half stoppage time; "
                 "anything that happens after the break is ignored. If the first half ends level, "
                 "the first-half Tie market resolves to Yes. If the game is canceled, or gets a new "
                 "start time over 48 hours after its original one, this market settles at a fair "
                 "price per the rules.",
                 [ESPN, FOX],
                 exp("half", "Atlético Madrid", None, "provider", None, 48, "fair_price",
                     "fair_price", None, half="first")))

    # 9. statistician: advance
    L.append(leg(9, ["writer:statistician", "formal_notation", "knockout", "two_way",
                     "american_spelling"],
                 ["F:advance", "S6", "P2", "C4", "R3"],
                 "ucl", "Man City", "Real Madrid", "MCI", "RMA", "2027-03-17", "20:00", "ADVANCE",
                 "RMA", "Man City vs Real Madrid: Who advances?", "Real Madrid",
                 "If Real Madrid advances from its UEFA Champions League Round of 16 tie against "
                 "Man City, whose second leg is originally scheduled for Mar 17, 2027, the "
                 "market resolves Yes. The tie is decided on aggregate over both legs, "
                 "including any extra time and any penalty shoot-out in the second leg.",
                 "Sample space: {Real Madrid advances, Man City advances}. The two events are "
                 "exhaustive and mutually exclusive, so there is no tie outcome. If the second leg "
                 "is canceled or moved to a start more than 48 hours after the original one, the "
                 "market is valued at a fair price in line with the rules.",
                 [UEFA],
                 exp("advance", "Real Madrid", "penalties", "official", None, 48, "fair_price",
                     "fair_price", None)))

    # 10. sports-desk editor: exact score, away side named first
    L.append(leg(10, ["writer:sports_desk_editor", "terse", "away_named_first",
                      "number_words", "syn:called_off", "british_spelling"],
                 ["F:exact_score", "S2", "P2", "C4", "R3"],
                 "seriea", "Juventus", "Napoli", "JUV", "NAP", "2027-02-20", "17:00", "SCORE",
                 "NAP31", "Juventus vs Napoli: Exact Score", "Napoli win 3-1",
                 "If Napoli win 3-1 at Juventus (that is, Juventus 1, Napoli 3) in the Juventus vs "
                 "Napoli professional Italian Serie A soccer game originally scheduled for Feb 20, "
                 "2027, with the score taken at the end of 90 minutes and added time (no extra "
                 "time, no penalties), the contract pays Yes.",
                 "Any other final score: No. Only this exact line pays. Called off, or moved back "
                 "more than two days from the original kick-off: the market settles at a fair "
                 "price as set out in the rules.",
                 [ESPN, FOX],
                 exp("exact_score", "1-3", "regulation", "provider", None, 48, "fair_price",
                     "fair_price", None)))

    # 11. customer-service macro
    L.append(leg(11, ["writer:customer_service_macro", "greeting", "american_spelling",
                      "numerals", "i.e."],
                 ["F:win", "S2", "D1", "P3", "C4", "AB", "R3"],
                 "mls", "LA Galaxy", "LAFC", "LAG", "LAFC", "2027-04-16", "02:30", "GAME", "LAG",
                 "LA Galaxy vs LAFC Winner?", "LA Galaxy",
                 "If LA Galaxy wins the LA Galaxy vs LAFC professional MLS soccer game originally "
                 "scheduled for Apr 16, 2027 within regulation, i.e. 90 minutes plus stoppage, "
                 "with extra time and penalties left out, the market will resolve Yes.",
                 "Thanks for your question! A quick summary of how this one settles: if the match "
                 "is tied after regulation, the Tie market resolves Yes. Should the game be postponed, "
                 "the market remains open as long as the new kickoff is within 48 hours of the "
                 "original one; beyond that, it settles at a fair price. If the game is canceled "
                 "it also settles at a fair price, and if it is abandoned and not completed we "
                 "handle it as a cancellation. Have a great day!",
                 [MLS],
                 exp("win", "LA Galaxy", "regulation", "official", None, 48, "fair_price",
                     "fair_price", "fair_price"), occ="2027-04-17T02:30:00Z"))

    # 12. lawyer's redraft: World Cup, "Tie wins", exclusion only in the secondary
    L.append(leg(12, ["writer:lawyer_redraft", "legal_drafting", "layout:roman_numerals",
                      "number_words", "british_spelling"],
                 ["F:draw", "S3", "D1", "P2", "C4", "R3"],
                 "wc", "Mexico", "South Africa", "MEX", "RSA", "2026-06-11", "19:00", "GAME", "TIE",
                 "Mexico vs South Africa Winner?", "Tie",
                 "If Tie wins the Mexico vs South Africa FIFA World Cup group stage match "
                 "originally scheduled for Jun 11, 2026, assessed once ninety minutes and stoppage "
                 "time have elapsed, the market shall resolve to Yes.",
                 "Redrafted for clarity: (i) the result is the score at the end of regulation "
                 "time, and neither extra time nor a penalty shoot-out shall be taken into "
                 "account; (ii) \"Tie wins\" means the match stands level at that point; (iii) "
                 "should the match be cancelled, or rescheduled to commence more than forty-eight "
                 "hours after its original start, the market shall be settled at a fair price as "
                 "the rules provide.",
                 [FIFA],
                 exp("draw", "draw", "regulation", "official", None, 48, "fair_price",
                     "fair_price", None)))

    # 13. scout: first team to score over the whole game
    L.append(leg(13, ["writer:scout", "match_report_voice", "american_spelling", "knockout",
                      "numerals"],
                 ["F:other", "S5", "P2", "C4", "R3"],
                 "ucl", "Bayern Munich", "PSG", "BMU", "PSG", "2027-03-10", "20:00", "FTTS", "BMU",
                 "Bayern Munich vs PSG: First Team to Score", "Bayern Munich",
                 "If Bayern Munich scores the first goal of the Bayern Munich vs PSG UEFA "
                 "Champions League match originally scheduled for Mar 10, 2027, at any point in the "
                 "whole game (regulation, stoppage time and any extra-time periods), Yes is the "
                 "result of this market.",
                 "Scout's note on the rule: a goal in extra time counts if the first ninety-plus "
                 "minutes were goalless, but kicks in a penalty shoot-out are not goals for this "
                 "market. If nobody scores, the market resolves to No. If the game is canceled or "
                 "pushed back more than 48 hours, it resolves to a fair price per the rules.",
                 [UEFA],
                 exp("other", "Bayern Munich", "extra_time", "official", None, 48, "fair_price",
                     "fair_price", None)))

    # 14. hurried ops note: no scope anywhere -> scope ambiguous
    L.append(leg(14, ["writer:ops_note", "terse", "numerals"],
                 ["F:win", "S4", "S:ambiguous", "D1", "P2", "C4", "R3"],
                 "ligue1", "Lyon", "Monaco", "OL", "ASM", "2027-02-06", "20:00", "GAME", "OL",
                 "Lyon vs Monaco Winner?", "Lyon",
                 "If Lyon wins the Lyon vs Monaco professional French Ligue 1 soccer game "
                 "originally scheduled for Feb 6, 2027, the market resolves Yes.",
                 "If the game ends in a tie, the Tie market resolves to Yes. Cancellation or a "
                 "reschedule past 48 hours: fair price, per the rules.",
                 [ESPN, FOX],
                 exp("win", "Lyon", "ambiguous", "provider", None, 48, "fair_price", "fair_price",
                     None)))

    # 15. veteran bookmaker: vague postponement window -> timing ambiguous
    L.append(leg(15, ["writer:bookmaker", "british_spelling", "syn:moved_back", "contractions"],
                 ["F:win", "S2", "D1", "P:ambiguous", "C4", "R3"],
                 "epl", "Aston Villa", "Everton", "AVL", "EVE", "2027-01-02", "15:00", "GAME", "AVL",
                 "Aston Villa vs Everton Winner?", "Aston Villa",
                 "If Aston Villa wins the Aston Villa vs Everton professional English Premier "
                 "League fixture down for Jan 2, 2027, on the score at the end of 90 minutes "
                 "and stoppage time (extra time and penalties don't count), the market pays Yes.",
                 "Should the game end level, the Tie market pays Yes. If the fixture is moved back "
                 "substantially from its original date, the market will be settled at a fair "
                 "price under the rules. If the game is cancelled, the market likewise settles at "
                 "a fair price.",
                 [ESPN, FOX],
                 exp("win", "Aston Villa", "regulation", "provider", None, "ambiguous",
                     "fair_price", "fair_price", None)))

    # 16. new ops hire: cancellation left to the exchange -> cancellation ambiguous
    L.append(leg(16, ["writer:new_ops_hire", "away_win", "american_spelling", "numerals"],
                 ["F:win", "S2", "D1", "P3", "C:ambiguous", "R3"],
                 "seriea", "Roma", "Lazio", "ROM", "LAZ", "2027-04-11", "18:45", "GAME", "LAZ",
                 "Roma vs Lazio Winner?", "Lazio",
                 "If Lazio wins the Roma vs Lazio professional Italian Serie A soccer game "
                 "originally scheduled for Apr 11, 2027, judged at full time, 90 minutes plus "
                 "added time with no extra time or penalties, the market resolves Yes.",
                 "A level score means the Tie market resolves Yes. If the match is postponed and "
                 "will not start within 48 hours of the original time, it is settled at a fair "
                 "price. If the match is canceled, the exchange will decide how the market is "
                 "settled.",
                 [ESPN, FOX],
                 exp("win", "Lazio", "regulation", "provider", None, 48, "ambiguous",
                     "fair_price", None)))

    # 17. sub-editor: two named sources with no order -> source ambiguous
    L.append(leg(17, ["writer:sub_editor", "british_terms", "named_source_in_text",
                      "numerals"],
                 ["F:draw", "S2", "D1", "P2", "C4", "R:ambiguous"],
                 "epl", "Man United", "Liverpool", "MUN", "LFC", "2027-04-24", "11:30", "GAME",
                 "TIE", "Man United vs Liverpool Winner?", "Tie",
                 "If the Man United vs Liverpool professional English Premier League game "
                 "originally due on Apr 24, 2027 ends as a Tie once 90 minutes and stoppage time "
                 "have been played (extra time and penalties are disregarded), the market "
                 "resolves Yes.",
                 "The result will be taken from the Premier League website or from BBC Sport. If "
                 "the game is canceled or rescheduled more than 48 hours past its original start, "
                 "the market settles at a fair price according to the rules.",
                 [ESPN, FOX],
                 exp("draw", "draw", "regulation", "ambiguous", "ambiguous", 48, "fair_price",
                     "fair_price", None)))

    # 18. UK customer-service: refund on cancellation
    L.append(leg(18, ["writer:uk_customer_service", "british_spelling", "syn:normal_time",
                      "syn:cancelled_outright", "numerals"],
                 ["F:win", "S2", "D1", "P2", "C:refund", "R3"],
                 "ligue1", "PSG", "Marseille", "PSG", "OM", "2027-04-04", "18:45", "GAME", "PSG",
                 "PSG vs Marseille Winner?", "PSG",
                 "If PSG wins the PSG vs Marseille professional French Ligue 1 soccer game "
                 "originally scheduled for Apr 4, 2027, at the end of normal time (90 minutes plus "
                 "stoppage time; extra time and penalties not counted), the market resolves Yes.",
                 "If the two sides finish level, the Tie market resolves Yes. If the match is "
                 "postponed to a kick-off more than 48 hours after the original one, the market "
                 "resolves at a fair price. If the match is cancelled outright, all positions are "
                 "closed and refunded at their entry price.",
                 [ESPN, FOX],
                 exp("win", "PSG", "regulation", "provider", None, 48, "refund", "fair_price",
                     None)))

    # 19. quant: negations, exceptions, abandonment at last traded price
    L.append(leg(19, ["writer:quant", "negation", "exception", "unless", "away_win",
                      "condition_after_outcome", "numerals"],
                 ["F:win", "S2", "D1", "P2", "C4", "AB", "R3"],
                 "epl", "Tottenham", "Man United", "TOT", "MUN", "2027-03-13", "17:30", "GAME", "MUN",
                 "Tottenham vs Man United Winner?", "Man United",
                 "If Man United wins the Tottenham vs Man United professional English Premier "
                 "League game scheduled (originally) for Mar 13, 2027, on the score after ninety "
                 "minutes and stoppage, the market resolves Yes; extra time and penalties are not "
                 "counted.",
                 "The market does not resolve to Yes on a tie; a tie resolves the Tie market to "
                 "Yes instead. Unless the game is canceled or starts more than 48 hours late, the "
                 "result of the game decides the market; if either happens, the market settles at "
                 "a fair price. Exception: if play starts but is abandoned and not finished that "
                 "day, the market settles at the last traded price before the stoppage.",
                 [ESPN, FOX],
                 exp("win", "Man United", "regulation", "provider", None, 48, "fair_price",
                     "fair_price", "last_price")))

    # 20. youth coach: second-half result
    L.append(leg(20, ["writer:youth_coach", "explanatory", "analogy", "number_words",
                      "syn:called_off", "syn:shifted"],
                 ["F:half", "D1", "P2", "C4", "R3"],
                 "epl", "Newcastle", "Aston Villa", "NEW", "AVL", "2027-04-03", "14:00", "2H", "NEW",
                 "Newcastle vs Aston Villa: Second Half Winner", "Newcastle",
                 "If Newcastle scores more goals than Aston Villa in the second half of the "
                 "Newcastle vs Aston Villa professional English Premier League game planned for "
                 "Apr 3, 2027, the market resolves Yes.",
                 "Think of the second half as its own mini-game: the score resets at half-time, "
                 "and only goals from the restart to the final whistle of normal time (45 minutes "
                 "plus second-half stoppage) count. Extra time and penalties play no part. If both "
                 "teams score the same number of goals in the second half, the second-half Tie "
                 "market resolves Yes. Should the game be called off, or shifted more than "
                 "forty-eight hours from when it was meant to start, this market goes to a fair "
                 "price under the rules.",
                 [ESPN, FOX],
                 exp("half", "Newcastle", None, "provider", None, 48, "fair_price", "fair_price",
                     None, half="second")))

    # 21. translator: World Cup total over 3.5, own source with a fallback
    L.append(leg(21, ["writer:translator", "british_spelling", "number_words",
                      "named_source_in_text", "fallback_should_not"],
                 ["F:total", "S2", "P2", "C4", "R:official+provider"],
                 "wc", "United States", "Paraguay", "USA", "PAR", "2026-06-12", "01:00", "TOTAL",
                 "4", "United States vs Paraguay: Total Goals", "Over 3.5 goals scored",
                 "If four or more goals are scored in total in the United States vs Paraguay FIFA "
                 "World Cup group match originally scheduled for Jun 12, 2026, counting regular "
                 "time plus stoppage time only, the market is resolved as Yes.",
                 "Neither extra time nor a penalty shoot-out is taken into account (a group match "
                 "does not have them in any case). Own goals are counted. If the match is cancelled, or if it is "
                 "rescheduled to begin more than 48 hours after the original kick-off, the market "
                 "is resolved at a fair price as laid down in the rules. The result is checked "
                 "against the official FIFA match report; should this not be available, ESPN is "
                 "used.",
                 [FIFA],
                 exp("total", "over", "regulation", "official", "provider", 48, "fair_price",
                     "fair_price", None, line=3.5), occ="2026-06-13T01:00:00Z"))

    return L
