"""venue_two legs of set (ar): the 2027-28 rewrite of the rules_primary / rules_secondary
pair.  Every text is hand-written; `expected` is stated inline per leg."""
from common import TEAM, v2_market, ESPN, FOX, UEFA

LEGS = []


def E(family, outcome, scope, sp, sf, tw, vc, vp, va, line=None, half=None):
    return {"family": family, "outcome": outcome, "line": line, "half": half, "scope": scope,
            "source_primary": sp, "source_fallback": sf, "timing_window": tw,
            "void_cancelled": vc, "void_postponed_long": vp, "void_abandoned": va}


def add(n, styles, meanings, comp, fam_series, home, away, date, hhmm, suffix, title, yes_sub,
        primary, secondary, sources, expected):
    LEGS.append({
        "id": f"ar2-{n:03d}", "venue": "venue_two", "styles": sorted(styles),
        "meanings": meanings, "home": TEAM[home][2], "away": TEAM[away][2], "competition": comp,
        "market": v2_market(comp, fam_series, home, away, date, hhmm, suffix, title, yes_sub,
                            primary, secondary),
        "series_settlement_sources": sources,
        "expected": expected,
    })


EF = [ESPN, FOX]

# 1. home win, S2 in primary, D1 + P2/C4 in secondary
add(1, ["result_first", "american_spelling", "numerals", "syn:beats", "syn:first_set"],
    ["F:win", "S2", "D1", "P2", "C4", "R3"], "epl", "GAME", "ARS", "TOT", "2027-09-18", "16:30",
    "ARS", "Arsenal vs Tottenham Winner?", "Arsenal",
    "This market resolves to Yes when Arsenal beats Tottenham in their English Premier League game "
    "first set for Sep 18, 2027, with the result taken at the end of regulation: 90 minutes and "
    "stoppage time, no extra time and no penalties.",
    "Should the game finish level after regulation, the Tie market is the one that resolves to Yes. "
    "Where the game is canceled, or moved to a start more than 48 hours after its original kickoff, "
    "the market is settled at a fair price under the rules.",
    EF, E("win", "Arsenal", "regulation", "provider", None, 48, "fair_price", "fair_price", None))

# 2. tie leg, condition-first, number words, US numeric date
add(2, ["condition_first", "number_words", "us_numeric_date", "syn:slated", "syn:level"],
    ["F:draw", "S2", "D1", "P2", "C4", "R3"], "epl", "GAME", "ARS", "TOT", "2027-09-18", "16:30",
    "TIE", "Arsenal vs Tottenham Winner?", "Tie",
    "If Arsenal and Tottenham are level at the end of regulation (ninety minutes plus stoppage, with "
    "no extra time or penalties) in their English Premier League game originally slated for "
    "9/18/2027, Tie is the result and this market resolves to Yes.",
    "A win by either club resolves this market to No. A postponement that pushes kickoff back by "
    "more than forty-eight hours, or a cancellation, sends the market to settlement at a fair price "
    "as provided in the rules.",
    EF, E("draw", "draw", "regulation", "provider", None, 48, "fair_price", "fair_price", None))

# 3. away win, S4 primary (no scope) with scope in the secondary, P3, '48 hrs'
add(3, ["gerund_subject", "scope_in_secondary", "48_hrs", "american_spelling", "syn:shootouts"],
    ["F:win", "S4", "D1", "P3", "C4", "R3"], "epl", "GAME", "MCI", "LIV", "2027-10-02", "11:30",
    "LFC", "Man City vs Liverpool Winner?", "Liverpool",
    "Liverpool winning the Man City vs Liverpool English Premier League game scheduled for Oct 2, "
    "2027 resolves this market to Yes.",
    "The market looks only at regulation: the 90 minutes and whatever stoppage time is added. Extra "
    "time and shootouts are not part of it. A draw at that point resolves the Tie market to Yes. If "
    "the game is postponed, the market stays open provided the game begins within 48 hrs of its "
    "original start; if it does not, or if the game is canceled, the market resolves at a fair price.",
    EF, E("win", "Liverpool", "regulation", "provider", None, 48, "fair_price", "fair_price", None))

# 4. home win, 'forty-eight hours', abandonment at fair price, ESPN-only series
add(4, ["should_inversion", "number_words", "syn:contest", "syn:defeat", "list_of_conditions"],
    ["F:win", "S2", "P2", "C4", "AB", "R3"], "laliga", "GAME", "BET", "SEV", "2027-11-06", "20:00",
    "RBB", "Real Betis vs Sevilla Winner?", "Real Betis",
    "Should Real Betis defeat Sevilla in the Spanish La Liga contest originally scheduled for "
    "November 6, 2027, this market resolves to Yes. The score that stands after ninety "
    "minutes plus stoppage time decides it, and extra time and penalties are left out.",
    "Real Betis failing to win, whether through a draw or a Sevilla victory, means No. The market is "
    "valued at a fair price if the contest is canceled, if it is abandoned and not finished, or if "
    "it is postponed to a start more than forty-eight hours past the original one.",
    [ESPN], E("win", "Real Betis", "regulation", "provider", None, 48, "fair_price", "fair_price",
              "fair_price"))

# 5. tie leg, S3 (90 + stoppage in primary, exclusion only in secondary), 'two days'
add(5, ["british_date", "syn:tied", "two_days", "split_scope"],
    ["F:draw", "S3", "D1", "P2", "C4", "R3"], "bundesliga", "GAME", "LEV", "SGE", "2027-10-23", "13:30",
    "TIE", "Leverkusen vs Frankfurt Winner?", "Tie",
    "If the German Bundesliga game between Leverkusen and Frankfurt, originally scheduled for 23 Oct "
    "2027, is tied once 90 minutes and stoppage time have been played, the market for Tie resolves "
    "to Yes.",
    "Extra time and penalty kicks are not counted for this market. A game postponed by more than two "
    "days, or canceled, is settled at a fair price as the rules set out.",
    EF, E("draw", "draw", "regulation", "provider", None, 48, "fair_price", "fair_price", None))

# 6. home win, 72-hour window (new season), numerals and words
add(6, ["numerals_and_words", "season_note", "seventy_two", "syn:set_for"],
    ["F:win", "S2", "D1", "P3", "C4", "R3"], "seriea", "GAME", "ACM", "NAP", "2027-12-04", "19:45",
    "ACM", "AC Milan vs Napoli Winner?", "AC Milan",
    "The market resolves to Yes if AC Milan wins its Italian Serie A game against Napoli, originally "
    "set for Dec 4, 2027, as decided when regulation time ends (90 minutes plus stoppage; no extra "
    "time, no penalties).",
    "If it is a tie after regulation, the Tie market resolves to Yes and this one to No. From the "
    "2027-28 season, a postponed game keeps this market open for up to seventy-two (72) hours after "
    "its original start; if it has not started by then, or if it is canceled, the market settles at "
    "a fair price.",
    [ESPN], E("win", "AC Milan", "regulation", "provider", None, 72, "fair_price", "fair_price", None))

# 7. home win, text names its own source (official site, ESPN fallback)
add(7, ["own_source", "syn:versus", "american_spelling", "terse_scope"],
    ["F:win", "S2", "D1", "P2", "C4"], "ligue1", "GAME", "OM", "NIC", "2027-12-11", "20:00",
    "OM", "Marseille vs Nice Winner?", "Marseille",
    "If Marseille wins the French Ligue 1 game versus Nice originally scheduled for December 11, "
    "2027, the market resolves to Yes. Only regulation (90 minutes plus stoppage time) counts.",
    "Settlement uses the match data published by Ligue 1 on its official site; where that data is "
    "missing, the match report on ESPN is used in its place. If the game ends in a tie, the Tie "
    "market resolves to Yes. Cancellation, or postponement by more than 48 hours, leads to "
    "settlement at a fair price.",
    EF, E("win", "Marseille", "regulation", "official", "provider", 48, "fair_price", "fair_price", None))

# 8. advance, knockout tie including extra time and penalties, UEFA series source
add(8, ["whole_tie", "aggregate", "syn:advances", "american_spelling"],
    ["F:advance", "S6", "P2", "C4", "R3"], "ucl", "ADVANCE", "BAR", "BMU", "2028-03-15", "20:00",
    "BAR", "Barcelona vs Bayern Munich: Who advances?", "Barcelona",
    "If Barcelona advances past Bayern Munich in their UEFA Champions League round of 16 tie, whose "
    "second leg is originally scheduled for Mar 15, 2028, this market resolves to Yes. The tie is "
    "decided on aggregate across both legs, including any extra time and any penalty shootout.",
    "If Bayern Munich advances, the market resolves to No. If the second leg is canceled, or "
    "postponed by more than 48 hours, the market settles at a fair price.",
    [UEFA], E("advance", "Barcelona", "penalties", "official", None, 48, "fair_price", "fair_price", None))

# 9. total over 2.5 ('3 or more')
add(9, ["digits", "syn:first_set", "own_goals_note", "american_spelling"],
    ["F:total", "S2", "P2", "C4", "R3"], "epl", "TOTAL", "NEW", "AVL", "2027-12-18", "15:00",
    "3", "Newcastle vs Aston Villa: Total Goals", "Over 2.5 goals",
    "If 3 or more goals in total are scored in the Newcastle vs Aston Villa English Premier League "
    "game first set for Dec 18, 2027, counting regulation and stoppage time only (not extra time or "
    "penalties), the market resolves to Yes.",
    "Two or fewer goals resolves the market to No. Own goals count toward the total. If the game is "
    "canceled, or is postponed to more than 48 hours after its scheduled kickoff, the market "
    "resolves at a fair price.",
    EF, E("total", "over", "regulation", "provider", None, 48, "fair_price", "fair_price", None, line=2.5))

# 10. spread, Chelsea by three or more (2.5)
add(10, ["number_words", "syn:margin", "syn:delayed", "negation"],
    ["F:spread", "S2", "P2", "C4", "R3"], "epl", "SPREAD", "CHE", "BHA", "2028-01-22", "15:00",
    "CFC3", "Chelsea vs Brighton: Spread", "Chelsea wins by over 2.5 goals",
    "The market resolves to Yes if Chelsea beats Brighton by three or more goals in their English "
    "Premier League game originally scheduled for January 22, 2028, with the margin measured once "
    "90 minutes plus stoppage time are played (extra time and penalties excluded).",
    "Any smaller Chelsea win, a tie, or a Brighton win resolves the market to No. A canceled game, or "
    "one delayed by more than 48 hours, is settled at a fair price.",
    EF, E("spread", "Chelsea", "regulation", "provider", None, 48, "fair_price", "fair_price", None,
          line=2.5))

# 11. btts, 'two days after its original date'
add(11, ["condition_after_outcome", "two_days", "syn:held_scoreless"],
    ["F:btts", "S2", "P2", "C4", "R3"], "laliga", "BTTS", "ATH", "RSO", "2028-02-26", "17:30",
    "BTTS", "Athletic Bilbao vs Real Sociedad: Both Teams to Score?", "Both teams to score",
    "Both Athletic Bilbao and Real Sociedad must each score at least one goal in their Spanish La "
    "Liga game of Feb 26, 2028 for this market to resolve to Yes; goals count only if scored in "
    "regulation (90 minutes plus stoppage time).",
    "If either team is held scoreless in regulation, the market resolves to No. If the game is "
    "canceled or rescheduled to more than two days after its original start, the market resolves at "
    "a fair price.",
    [ESPN], E("btts", "yes", "regulation", "provider", None, 48, "fair_price", "fair_price", None))

# 12. first-half tie
add(12, ["half_time", "syn:level", "digits"],
    ["F:half", "D1", "P2", "C4", "R3"], "bundesliga", "1H", "VFB", "SCF", "2028-03-04", "14:30",
    "TIE", "Stuttgart vs Freiburg: First Half Winner?", "Tie",
    "If Stuttgart and Freiburg are level at halftime of their German Bundesliga game originally "
    "scheduled for Mar 4, 2028, counting the first 45 minutes and first-half stoppage time only, "
    "this market will resolve to Yes.",
    "The second half and anything after it are ignored. If either team leads at halftime, the market "
    "resolves to No. Should the game be canceled, or postponed by more than 48 hours, the market is "
    "settled at a fair price.",
    EF, E("half", "draw", None, "provider", None, 48, "fair_price", "fair_price", None, half="first"))

# 13. exact score, away side named first: Lazio 2-0 away -> 0-2
add(13, ["away_named_first", "syn:beyond", "american_spelling"],
    ["F:exact_score", "S2", "P2", "C4", "R3"], "seriea", "SCORE", "ROM", "LAZ", "2028-04-08", "18:45",
    "LAZ20", "Roma vs Lazio: Exact Score", "Lazio 2-0",
    "If Lazio wins 2-0 away at Roma in the Italian Serie A game originally scheduled for April 8, "
    "2028, measured at the end of regulation including stoppage time, Yes is the resolution.",
    "Any other final score resolves to No; extra time and penalties play no part. If the game is "
    "canceled or postponed beyond 48 hours, the market resolves at a fair price.",
    [ESPN], E("exact_score", "0-2", "regulation", "provider", None, 48, "fair_price", "fair_price", None))

# 14. AMBIGUOUS scope: knockout second leg, no time scope in either field
add(14, ["no_scope", "knockout", "american_spelling"],
    ["F:win", "S4", "S:ambiguous", "D1", "P2", "C4", "R3"], "ucl", "GAME", "PSG", "INT", "2028-03-14",
    "20:00", "PSG", "PSG vs Inter Winner?", "PSG",
    "If PSG wins the PSG vs Inter UEFA Champions League round of 16 second-leg game originally "
    "scheduled for Mar 14, 2028, the market will resolve to Yes.",
    "If the game is tied, the Tie market resolves to Yes. If the game is canceled or postponed by "
    "more than 48 hours, the market resolves at a fair price.",
    EF, E("win", "PSG", "ambiguous", "provider", None, 48, "fair_price", "fair_price", None))

# 15. AMBIGUOUS timing window: 'by the end of the second day after the date it was scheduled for'
add(15, ["calendar_day_window", "gerund_subject", "american_spelling"],
    ["F:win", "S2", "D1", "P:ambiguous", "C4", "R3"], "ligue1", "GAME", "LIL", "RCL", "2028-04-15",
    "19:00", "RCL", "Lille vs Lens Winner?", "Lens",
    "Lens beating Lille in the French Ligue 1 game originally scheduled for Apr 15, 2028 resolves "
    "this market to Yes, with the result taken after regulation (90 minutes plus stoppage time; extra "
    "time and penalties not included).",
    "A tie resolves the Tie market to Yes. If a postponed game has not been played by the end of the "
    "second day after the date it was scheduled for, or if the game is canceled, the market is "
    "settled at a fair price.",
    EF, E("win", "Lens", "regulation", "provider", None, "ambiguous", "fair_price", "fair_price", None))

# 16. AMBIGUOUS cancellation: 'the Exchange will decide'
add(16, ["vague_clause", "away_win", "american_spelling"],
    ["F:win", "S2", "D1", "P2", "C:ambiguous", "R3"], "epl", "GAME", "TOT", "MCI", "2028-04-29",
    "16:30", "MCI", "Tottenham vs Man City Winner?", "Man City",
    "If Man City wins the Tottenham vs Man City English Premier League game originally scheduled for "
    "Apr 29, 2028, judged on the score at 90 minutes plus stoppage (extra time and penalties not counted), "
    "the market resolves to Yes.",
    "A tie after regulation resolves the Tie market to Yes. If the game is postponed by more than 48 "
    "hours, the market settles at a fair price. If the game is canceled, the Exchange will decide "
    "how the market is settled.",
    EF, E("win", "Man City", "regulation", "provider", None, 48, "ambiguous", "fair_price", None))

# 17. AMBIGUOUS source: 'official LaLiga website or a major sports broadcaster', no order
add(17, ["vague_source", "derby", "syn:get_the_better"],
    ["F:win", "S2", "D1", "P2", "C4", "R:ambiguous"], "laliga", "GAME", "SEV", "BET", "2028-04-29",
    "19:00", "SEV", "Sevilla vs Real Betis Winner?", "Sevilla",
    "If Sevilla gets the better of Real Betis in the Spanish La Liga derby originally scheduled for "
    "April 29, 2028, once 90 minutes plus stoppage time are played (extra time and penalties do not "
    "count), this market resolves to Yes.",
    "The result will be confirmed from the official LaLiga website or a major sports broadcaster. A "
    "tie resolves the Tie market to Yes. A cancellation, or a postponement of more than 48 hours, "
    "results in settlement at a fair price.",
    [ESPN], E("win", "Sevilla", "regulation", "ambiguous", "ambiguous", 48, "fair_price", "fair_price", None))

# 18. away win, silent on postponement and cancellation
add(18, ["silent_void", "syn:come_out_on_top", "terse"],
    ["F:win", "S2", "D1", "R3"], "epl", "GAME", "AVL", "ARS", "2028-02-12", "17:30",
    "ARS", "Aston Villa vs Arsenal Winner?", "Arsenal",
    "If Arsenal comes out on top against Aston Villa in the English Premier League game originally "
    "scheduled for February 12, 2028, when 90 minutes and stoppage time are complete (extra time and "
    "penalties do not count), the market resolves to Yes.",
    "If the two teams are level at that point, the Tie market resolves to Yes.",
    EF, E("win", "Arsenal", "regulation", "provider", None, None, None, None, None))

# 19. home win, abandonment refunded, P2 + C4
add(19, ["refund", "american_spelling", "numerals", "syn:purchase_price"],
    ["F:win", "S2", "D1", "P2", "C4", "AB", "R3"], "bundesliga", "GAME", "SGE", "VFB", "2028-02-12",
    "14:30", "SGE", "Frankfurt vs Stuttgart Winner?", "Frankfurt",
    "If Frankfurt wins the German Bundesliga game against Stuttgart originally scheduled for Feb 12, "
    "2028, judged when 90 minutes plus stoppage time have been played (extra time and penalties are "
    "not included), the market resolves to Yes.",
    "A tie resolves the Tie market to Yes. A canceled game, or one postponed by more than 48 hours, "
    "is settled at a fair price. If the game is abandoned before it is completed, all positions are "
    "refunded at their purchase price.",
    EF, E("win", "Frankfurt", "regulation", "provider", None, 48, "fair_price", "fair_price", "refund"))

# 20. league-phase win, regulation defined in the secondary, P3, UEFA series
add(20, ["definition_in_secondary", "p3_within", "british_spelling", "syn:valued"],
    ["F:win", "S3", "D1", "P3", "C4", "R3"], "ucl", "GAME", "INT", "BAR", "2027-10-20", "19:00",
    "INT", "Inter vs Barcelona Winner?", "Inter",
    "If Inter wins the Inter vs Barcelona UEFA Champions League league-phase game originally "
    "scheduled for 2027-10-20, based on the score at the end of regulation time, the market "
    "will resolve to Yes.",
    "Regulation time means 90 minutes plus stoppage time; extra time and penalties have no part in "
    "it. A tie resolves the Tie market to Yes. A postponed game that kicks off no more than 48 hours "
    "late keeps the market open; later than that, the market is valued at a fair price. A cancelled "
    "game is also valued at a fair price.",
    [UEFA], E("win", "Inter", "regulation", "official", None, 48, "fair_price", "fair_price", None))

# 21. tie leg, 'all square', abandonment handled like a cancellation
add(21, ["syn:all_square", "abandon_as_cancel", "british_spelling", "two_days"],
    ["F:draw", "S2", "D1", "P2", "C4", "AB", "R3"], "ligue1", "GAME", "OM", "NIC", "2027-12-11", "20:00",
    "TIE", "Marseille vs Nice Winner?", "Tie",
    "The market for Tie resolves to Yes if Marseille and Nice are all square when regulation ends "
    "(90 minutes plus stoppage time; no extra time, no penalties) in their French Ligue 1 game "
    "originally scheduled for Dec 11, 2027.",
    "If either team wins, the market resolves to No. Cancellation of the game, or a postponement of "
    "more than two days, leads to settlement at a fair price. An abandoned game that is not completed is "
    "handled like a cancellation.",
    EF, E("draw", "draw", "regulation", "provider", None, 48, "fair_price", "fair_price", "fair_price"))
