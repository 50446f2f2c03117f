"""venue_one legs of set (ar): the 2027-28 rewrite of the Gamma `description` template,
filled per leg.  Every text is hand-written; `expected` is stated inline per leg."""
from common import TEAM, COMP, v1_market

LEGS = []


def E(family, outcome, scope, sp, sf, tw, vc, vp, va, line=None, half=None):
    return {"family": family, "outcome": outcome, "line": line, "half": half, "scope": scope,
            "source_primary": sp, "source_fallback": sf, "timing_window": tw,
            "void_cancelled": vc, "void_postponed_long": vp, "void_abandoned": va}


def add(n, styles, meanings, comp, home, away, date, hhmm, kind, desc, expected,
        side=None, line=None):
    """kind: win | draw | total | spread | btts | half | score | advance"""
    h, a = TEAM[home][0], TEAM[away][0]
    mid = 5311000 + n * 17
    if kind == "win":
        t = TEAM[side][0]
        q, title, smt, tail = f"Will {t} win on {date}?", t, "moneyline", TEAM[side][1]
    elif kind == "draw":
        q, title, smt, tail = (f"Will {h} vs. {a} end in a draw?", f"Draw ({h} vs. {a})",
                               "moneyline", "draw")
    elif kind == "advance":
        t = TEAM[side][0]
        q, title, smt, tail = (f"Will {t} advance to the quarter-finals?", t, "moneyline",
                               "advance-" + TEAM[side][1])
    elif kind == "total_over":
        q, title, smt, tail = (f"{h} vs. {a}: O/U {line}", f"O/U {line}", "totals",
                               "total-" + str(line).replace(".", "pt"))
    elif kind == "total_under":
        q, title, smt, tail = (f"Will {h} vs. {a} have fewer than {int(line + 0.5)} goals?",
                               f"Under {line}", "totals",
                               "under-" + str(line).replace(".", "pt"))
    elif kind == "spread":
        t = TEAM[side][0]
        q, title, smt, tail = (f"Spread: {t} ({-line})", f"{t} ({-line})", "spreads",
                               "spread-" + TEAM[side][1] + "-" + str(line).replace(".", "pt"))
        line = -line
    elif kind == "btts":
        q, title, smt, tail = (f"{h} vs. {a}: Both Teams to Score", "Both Teams to Score",
                               "both_teams_to_score", "btts")
    elif kind == "half":
        t = TEAM[side][0]
        q, title, smt, tail = (f"Will {t} be winning at halftime?", f"{t} (1H)",
                               "soccer_halftime_result", "1h-" + TEAM[side][1])
    elif kind.startswith("score"):
        sc = kind.split(":")[1]
        hg, ag = sc.split("-")
        q, title, smt, tail = (f"Exact Score: {h} {hg} - {ag} {a}?", f"{hg}-{ag}",
                               "soccer_exact_score", f"score-{hg}-{ag}")
    else:
        raise ValueError(kind)
    market = v1_market(mid, comp, home, away, date, hhmm, kind, q, title, smt,
                       line if kind in ("total_over", "total_under", "spread") else None,
                       desc, tail)
    LEGS.append({
        "id": f"ar1-{n:03d}", "venue": "venue_one", "styles": sorted(styles),
        "meanings": meanings, "home": h, "away": a, "competition": comp,
        "market": market, "expected": expected,
    })


# 1. win, home; result-first labels, separate paragraphs
add(1, ["label_first", "layout:paras", "syn:put_back", "syn:called_off", "active", "numbers_words"],
    ["F:win", "S1", "P1", "C1", "R1", "R2"], "epl", "ARS", "TOT", "2027-09-18", "16:30", "win",
    "Yes: Arsenal FC beat Tottenham Hotspur FC in the Premier League fixture set for September 18, 2027.\n"
    "No: Tottenham Hotspur FC win, or neither club wins.\n\n"
    "Only the regular playing period decides this market, meaning the two halves of forty-five "
    "minutes each together with whatever added time the referee allows. Anything that might follow "
    "the final whistle of that period is left out.\n\n"
    "Where the fixture is put back to a later date, trading carries on and the market waits for the "
    "rearranged fixture, however far away it is. Where the fixture is called off for good and no "
    "replacement date is ever set, the market closes out at No.\n\n"
    "The Premier League's official match statistics are what this market is settled on. Should they "
    "still be missing two hours after the fixture ends, the market may be settled on what reputable "
    "media outlets agree the result was. A correction to the score issued after settlement does not "
    "reopen the market.",
    E("win", "Arsenal FC", "regulation", "official", "consensus", "open_until_played", "no", "result", None),
    side="ARS")

# 2. draw, many short sentences and question-style headers
add(2, ["short_sentences", "question_headers", "british_date", "digits", "syn:level"],
    ["F:draw", "S1", "P1", "C1", "R1"], "epl", "ARS", "TOT", "2027-09-18", "16:30", "draw",
    "This market is about the Premier League game between Arsenal FC and Tottenham Hotspur FC on "
    "18 Sept 2027. It pays Yes on a draw. Every other result pays No.\n"
    "Which score counts? The one showing when regular playing time ends. Added time is part of it. "
    "Nothing played afterwards is.\n"
    "Postponed? The market stays live. It will be settled on the game once it is actually played.\n"
    "Called off with no new date? The market then settles Yes, exactly as though the game had "
    "finished level.\n"
    "Where does the result come from? Official Premier League data first. If no official figures "
    "exist 2 hours after play ends, the market goes by credible media reports taken together.",
    E("draw", "draw", "regulation", "official", "consensus", "open_until_played", "yes", "result", None))

# 3. away win, condition-first 'Provided that', British, number words, section labels
add(3, ["condition_first", "british_spelling", "number_words", "section_labels", "syn:defeat",
        "syn:rearranged"],
    ["F:win", "S1", "P1", "C1", "AB", "R1"], "epl", "MCI", "LIV", "2027-10-02", "11:30", "win",
    "Provided that Liverpool FC defeat Manchester City FC in the Premier League contest scheduled "
    "for 2 October 2027, this market will be settled as Yes; a home win or a draw settles it as No.\n"
    "Time played: ninety minutes of regulation together with stoppage time added by the referee. "
    "Extra time, were any to be played, is disregarded.\n"
    "Postponement: where the contest is rearranged, the market remains open for however long it "
    "takes for the contest to be played, and is then settled on that result.\n"
    "Cancellation: a contest cancelled outright, with no rearranged fixture, is settled as No.\n"
    "Abandonment: a contest that is abandoned and never completed is dealt with in the same way as "
    "a cancellation.\n"
    "Sources: match statistics recognised as official by the Premier League; if these have not been "
    "published within two hours of full time, a consensus of reputable reports.",
    E("win", "Liverpool FC", "regulation", "official", "consensus", "open_until_played", "no", "result", "no"),
    side="LIV")

# 4. win, P4 fourteen (14) days, US spelling, numeric date
add(4, ["american_spelling", "numerals_and_words", "us_numeric_date", "syn:ahead", "result_first"],
    ["F:win", "S1", "P4", "C1", "R1"], "laliga", "BET", "SEV", "2027-11-06", "20:00", "win",
    "The market pays out Yes when Real Betis Balompié is ahead of Sevilla FC at the close of "
    "regulation in their La Liga game of November 6, 2027 (11/06/2027). Any other scoreline, "
    "whether a Sevilla FC victory or a tie, pays No. Regulation covers both halves plus stoppage "
    "time; extra periods and shootouts do not apply.\n\n"
    "Once a postponement is announced, the game has fourteen (14) days from its original date to "
    "be rescheduled. If it is not, the market is closed out at the last fair market price, "
    "determined as of the moment the postponement was announced.\n\n"
    "If the game is canceled and will not be made up, it resolves No.\n\n"
    "LaLiga's official match record is the resolution source. If that record is unavailable 2 hours "
    "after the final whistle, a consensus of credible reporting is used instead.",
    E("win", "Real Betis Balompié", "regulation", "official", "consensus", 336, "no", "last_price", None),
    side="BET")

# 5. draw, heading layout, fortnight, abandonment as cancellation
add(5, ["layout:headings", "british_spelling", "ordinal_date", "syn:fortnight", "syn:finish_level",
        "joined_clauses"],
    ["F:draw", "S1", "P4", "C1", "AB", "R1"], "bundesliga", "LEV", "SGE", "2027-10-23", "13:30", "draw",
    "Outcome: Yes if Bayer 04 Leverkusen and Eintracht Frankfurt finish level in their Bundesliga "
    "game on Saturday 23rd October 2027; No if either club wins.\n"
    "Period: the regular ninety minutes and its stoppage time, nothing more.\n"
    "If the game moves: should no new date be fixed within a fortnight of the original one, this "
    "market is valued at its last fair price as that price stood when the postponement was made "
    "public.\n"
    "If the game does not happen: cancellation without a replay, or abandonment without the game "
    "being completed, resolves this market Yes, as if the game had ended level.\n"
    "Data: the Bundesliga's official match statistics; if they are not out two hours after the final "
    "whistle, a consensus of credible reporting.",
    E("draw", "draw", "regulation", "official", "consensus", 336, "yes", "last_price", "yes"))

# 6. away win, passive voice, abandonment 50-50 separately
add(6, ["passive", "british_spelling", "short_date", "consequence_first", "syn:abandoned"],
    ["F:win", "S1", "P1", "C1", "AB", "R1", "R2"], "seriea", "ACM", "NAP", "2027-12-04", "19:45", "win",
    "A Yes resolution is given if SSC Napoli is the winner of the Serie A match against AC Milan, "
    "due to be played on 4 Dec 2027. A No resolution is given for an AC Milan win or a draw. The "
    "match is assessed when regular time is over, stoppage included; any extra time would be ignored.\n\n"
    "The market is held open through any postponement and is resolved once the match has been "
    "played, however late that is. No is also the resolution if the match is cancelled and not "
    "replayed. A match that is abandoned part-way through and never completed is, however, resolved "
    "50-50.\n\n"
    "The result is taken from the official statistics of Lega Serie A; should they still be "
    "unpublished two hours after the match, reliance is placed on a consensus of credible "
    "reporting. Later corrections to the official score are not applied once resolution has taken place.",
    E("win", "SSC Napoli", "regulation", "official", "consensus", "open_until_played", "no", "result", "50-50"),
    side="NAP")

# 7. total over 2.5, numerals in words, US spelling
add(7, ["american_spelling", "number_words", "result_first", "syn:make_up"],
    ["F:total", "S1", "P1", "C2", "R1"], "ligue1", "OM", "NIC", "2027-12-11", "20:00", "total_over",
    "Three or more goals in total, scored by either team, in the Ligue 1 game between Olympique de "
    "Marseille and OGC Nice on December 11, 2027 will resolve this market Yes. Two goals or fewer "
    "resolves it No.\n\n"
    "Only regular time and its stoppage time count toward the total; goals in any extra period, and "
    "kicks in a shootout, are not counted.\n\n"
    "Postponed games keep the market open until they are played. A game canceled with no make-up "
    "date resolves 50-50.\n\n"
    "Resolution source: the official statistics of Ligue 1, with a consensus of credible reporting "
    "used if official figures are not available within two hours of the game's end.",
    E("total", "over", "regulation", "official", "consensus", "open_until_played", "50-50", "result", None,
      line=2.5), line=2.5)

# 8. spread Newcastle -1.5, British numeric date, 0.50 each side
add(8, ["british_numeric_date", "condition_first", "syn:margin", "digits", "syn:replacement_fixture"],
    ["F:spread", "S1", "P1", "C2", "R1"], "epl", "NEW", "AVL", "2027-12-18", "15:00", "spread",
    "This market is settled Yes only if Newcastle United FC beat Aston Villa FC by a margin of at "
    "least two goals in the Premier League game of 18/12/2027. A one-goal Newcastle United FC win, a "
    "draw or an Aston Villa FC win settles it No.\n"
    "The margin is read at the end of regulation (ninety minutes and added time).\n"
    "Where the game is postponed, the market remains open until it is played. Where it is cancelled "
    "with no replacement fixture, each side of the market is paid 0.50.\n"
    "The official Premier League statistics decide; if they are missing 2 hours after the end, a "
    "consensus of credible reporting decides.",
    E("spread", "Newcastle United FC", "regulation", "official", "consensus", "open_until_played", "50-50",
      "result", None, line=1.5), side="NEW", line=1.5)

# 9. btts, one paragraph, 'event' as noun
add(9, ["one_paragraph", "british_spelling", "syn:event", "syn:outright", "negation"],
    ["F:btts", "S1", "P1", "C2", "R1"], "epl", "CHE", "BHA", "2028-01-22", "15:00", "btts",
    "Yes if Chelsea FC and Brighton & Hove Albion FC each score at least once in their Premier League "
    "event on January 22, 2028; No if at least one of them fails to score. A goal counts only when it "
    "is scored inside the ninety minutes of regulation or that period's stoppage time. If the event "
    "is postponed, this market stays open until it is played. If it is cancelled outright, the "
    "market settles at 50-50. Official statistics from the Premier League are the primary source; "
    "in their absence two hours after the end of play, a consensus of credible reporting applies.",
    E("btts", "yes", "regulation", "official", "consensus", "open_until_played", "50-50", "result", None))

# 10. first-half result, Athletic Club leading at the interval
add(10, ["one_paragraph", "scope_first", "british_date", "syn:interval", "syn:called_off"],
    ["F:half", "P1", "C2", "R1"], "laliga", "ATH", "RSO", "2028-02-26", "17:30", "half",
    "This market asks about the first half only. It resolves Yes if Athletic Club is ahead of Real "
    "Sociedad de Fútbol when the referee ends the first half of their La Liga match on 26 February "
    "2028, stoppage time in that half included, and No if the half ends level or with Real Sociedad "
    "de Fútbol ahead. Nothing that happens after the interval affects it. A postponed match keeps "
    "the market open until the match is eventually staged; a match called off with no make-up date resolves the "
    "market 50-50. Resolution follows LaLiga's official statistics or, if those have not appeared "
    "within two hours of the final whistle, a consensus of credible reporting.",
    E("half", "Athletic Club", None, "official", "consensus", "open_until_played", "50-50", "result", None,
      half="first"), side="ATH")

# 11. exact score 2-1 (C3 -> No on this leg), ISO date
add(11, ["iso_date", "explanatory", "home_away_marked"],
    ["F:exact_score", "S1", "P1", "C3", "R1"], "bundesliga", "VFB", "SCF", "2028-03-04", "14:30", "score:2-1",
    "Resolves Yes if the final score of the Bundesliga game between VfB Stuttgart (home) and SC "
    "Freiburg (away) on 2028-03-04, taken after regulation and stoppage time, is exactly 2-1 to VfB "
    "Stuttgart. Every other score resolves No.\n\n"
    "A postponed game leaves the market open until it is played. Cancellation of the game with no "
    "make-up date means 0-0 is treated as the correct score, so this market resolves No.\n\n"
    "Source: official Bundesliga statistics; where they are not published within 120 minutes of the "
    "game ending, a consensus of credible reporting.",
    E("exact_score", "2-1", "regulation", "official", "consensus", "open_until_played", "no", "result", None))

# 12. exact score 0-0 (C3 -> Yes on this leg)
add(12, ["goalless", "condition_first", "should_inversion", "syn:meeting"],
    ["F:exact_score", "S1", "P1", "C3", "R1"], "bundesliga", "VFB", "SCF", "2028-03-04", "14:30", "score:0-0",
    "For this market to pay Yes, the Bundesliga meeting of VfB Stuttgart and SC Freiburg on March 4, "
    "2028 must end goalless, 0-0, once normal time including stoppage time is over; any goal by "
    "either side makes it No. Should the meeting be postponed, the market stays open until it takes "
    "place. Should it be called off entirely with no new date, the market is settled as though the "
    "score were 0-0, which means Yes. Official Bundesliga data govern the result; if they are absent "
    "two hours after the end, credible reporting in consensus governs.",
    E("exact_score", "0-0", "regulation", "official", "consensus", "open_until_played", "yes", "result", None))

# 13. advance, two-way knockout tie, including extra time and penalties
add(13, ["whole_tie", "aggregate", "syn:go_through", "american_spelling", "syn:tie"],
    ["F:advance", "S6", "P1", "C2", "R1"], "ucl", "BAR", "BMU", "2028-03-15", "20:00", "advance",
    "This market concerns the UEFA Champions League round-of-16 tie between FC Barcelona and FC "
    "Bayern München, whose second leg is scheduled for March 15, 2028 in Barcelona. It is settled Yes "
    "if FC Barcelona goes through to the quarter-finals and No if FC Bayern München does.\n\n"
    "The whole tie counts: the aggregate score over both legs, extra time if it is played, and a "
    "penalty shootout if one is needed.\n\n"
    "If the second leg is postponed, the market remains open until it is played. If the second leg "
    "is canceled and not rearranged, the market resolves 50-50.\n\n"
    "The team that goes through is taken from UEFA's official competition data or, if that is not "
    "available two hours after the second leg finishes, from a consensus of credible reporting.",
    E("advance", "FC Barcelona", "penalties", "official", "consensus", "open_until_played", "50-50",
      "result", None), side="BAR")

# 14. AMBIGUOUS scope: second-leg knockout game 'win' with no time scope anywhere
add(14, ["condition_after_outcome", "american_spelling", "no_scope"],
    ["F:win", "S:ambiguous", "P1", "C1", "R1"], "ucl", "PSG", "INT", "2028-03-14", "20:00", "win",
    "Paris Saint-Germain FC must win its UEFA Champions League round-of-16 second-leg game against "
    "FC Internazionale Milano, scheduled for March 14, 2028, for this market to resolve Yes. If FC "
    "Internazionale Milano wins or the game is drawn, it resolves No.\n\n"
    "A postponed game keeps the market open until it is played. A game that is canceled with no "
    "make-up resolves No.\n\n"
    "The result is taken from UEFA's official statistics; if those are not out within two hours, a "
    "consensus of credible reporting is used.",
    E("win", "Paris Saint-Germain FC", "ambiguous", "official", "consensus", "open_until_played", "no",
      "result", None), side="PSG")

# 15. AMBIGUOUS cancellation: 'standing procedures'
add(15, ["british_spelling", "vague_clause", "syn:closed_out"],
    ["F:win", "S1", "P1", "C:ambiguous", "R1"], "epl", "AVL", "ARS", "2028-02-12", "17:30", "win",
    "Aston Villa FC need to beat Arsenal FC in the Premier League game on 12 February 2028 for this "
    "market to settle Yes; an Arsenal FC win or a draw settles it No. Only the ninety minutes of "
    "normal time and the stoppage time added to it are taken into account.\n\n"
    "Postponement does not settle the market; trading continues until the rearranged game has taken "
    "place. Cancellation of the game leads to the market being closed out in line with the venue's standing procedures "
    "for cancelled sporting events.\n\n"
    "Official Premier League statistics are used, or a consensus of credible reporting if the "
    "official figures are not published by two hours after the final whistle.",
    E("win", "Aston Villa FC", "regulation", "official", "consensus", "open_until_played", "ambiguous",
      "result", None), side="AVL")

# 16. AMBIGUOUS source: official data OR broadcasters, no order
add(16, ["british_spelling", "derby", "vague_clause", "syn:all_square"],
    ["F:draw", "S1", "P1", "C1", "R:ambiguous"], "seriea", "ROM", "LAZ", "2028-04-08", "18:45", "draw",
    "Yes if AS Roma and SS Lazio are all square when regular time, stoppage time included, comes to "
    "an end in their Serie A derby of 8 April 2028. A win for either side means No.\n\n"
    "If the derby is postponed, the market remains open until it is played. If it is cancelled and "
    "not replayed, the market resolves Yes.\n\n"
    "Results are confirmed using official Serie A data or the reports of major sports broadcasters.",
    E("draw", "draw", "regulation", "ambiguous", "ambiguous", "open_until_played", "yes", "result", None))

# 17. AMBIGUOUS timing window: 'before the next round of Ligue 1 fixtures'; payout last fair price
add(17, ["round_based_window", "american_spelling", "syn:next_round"],
    ["F:win", "S1", "P:ambiguous", "C1", "R1"], "ligue1", "LIL", "RCL", "2028-04-15", "19:00", "win",
    "LOSC Lille winning the Ligue 1 match against RC Lens on April 15, 2028 resolves this market Yes; "
    "a draw or an RC Lens win resolves it No. The match is judged over regulation time (ninety "
    "minutes plus stoppage).\n\n"
    "If the match is postponed and has not been played before the next round of Ligue 1 fixtures "
    "begins, the market is settled at the last fair price recorded before the postponement was "
    "announced. A canceled match with no replay resolves No.\n\n"
    "Source: Ligue 1 official statistics; if those are unavailable two hours after the match, what "
    "credible outlets report in agreement.",
    E("win", "LOSC Lille", "regulation", "official", "consensus", "ambiguous", "no", "last_price", None),
    side="LIL")

# 18. win, silent on postponement, official source with no fallback
add(18, ["colon_labels", "ordinal_date", "negation", "us_date", "syn:host"],
    ["F:win", "S1", "C1", "R2"], "epl", "CHE", "MCI", "2027-08-21", "16:30", "win",
    "On Saturday, August 21st, 2027, Chelsea FC host Manchester City FC in the Premier League.\n"
    "Yes: Chelsea FC win the game.\n"
    "No: Manchester City FC win, or the game is drawn.\n"
    "No goal scored after the ninetieth minute and its stoppage time is counted. If the game is "
    "cancelled and no rearranged date is set, the market resolves No. The outcome is confirmed from "
    "the official match report published by the Premier League, and changes to the score announced "
    "after resolution are ignored.",
    E("win", "Chelsea FC", "regulation", "official", None, None, "no", None, None), side="CHE")

# 19. draw, legal drafting with definitions and numbered clauses
add(19, ["legal_drafting", "definitions", "layout:numbered", "numerals_and_words", "british_date"],
    ["F:draw", "S1", "P1", "C1", "AB", "R1", "R2"], "laliga", "SEV", "BET", "2028-04-29", "19:00", "draw",
    "1. Definitions. \"Match\" means the La Liga fixture between Sevilla FC and Real Betis Balompié "
    "scheduled for 29 April 2028. \"Regulation Time\" means the two halves of the Match together "
    "with all stoppage time, and excludes any extra time or kicks from the penalty mark.\n"
    "2. Settlement. The market settles Yes if the scores are level at the end of Regulation Time, and "
    "No otherwise.\n"
    "3. Postponement. A postponed Match does not settle the market; settlement awaits the Match being "
    "played, without any time limit.\n"
    "4. Cancellation and abandonment. If the Match is cancelled and not rescheduled, or is abandoned "
    "and not completed, the market settles Yes.\n"
    "5. Source. The official statistics of La Liga or, where these have not been published two (2) "
    "hours after the Match ends, the consensus view of credible reporting. Amendments to the official "
    "result made after settlement are disregarded.",
    E("draw", "draw", "regulation", "official", "consensus", "open_until_played", "yes", "result", "yes"))

# 20. total under 3.5, terse labels, dotted date, abandonment 50-50
add(20, ["terse", "dotted_date", "digits", "syn:combined_score"],
    ["F:total", "S1", "P1", "C2", "AB", "R1"], "ligue1", "PSG", "OM", "2028-02-26", "20:00", "total_under",
    "Yes is paid if the combined score in the Ligue 1 game between Paris Saint-Germain FC and "
    "Olympique de Marseille on 26.02.2028 is 3 goals or fewer; No is paid on 4 goals or more. The "
    "count stops at the end of regulation time plus stoppage.\n"
    "Postponed: stays open until played.\n"
    "Cancelled and never replayed, or abandoned and not finished: 50-50.\n"
    "Source: Ligue 1 official statistics, with a consensus of credible reporting if they have not "
    "been released within 2 hours of the game's conclusion.",
    E("total", "under", "regulation", "official", "consensus", "open_until_played", "50-50", "result",
      "50-50", line=3.5), line=3.5)

# 21. draw leg of a knockout second leg, explicit regulation scope despite possible extra time
add(21, ["knockout_regulation", "exception_clause", "american_spelling", "syn:shootout"],
    ["F:draw", "S1", "P1", "C1", "R1"], "ucl", "PSG", "INT", "2028-03-14", "20:00", "draw",
    "Yes if Paris Saint-Germain FC and FC Internazionale Milano are level at the end of regulation "
    "(ninety minutes plus stoppage time) in their UEFA Champions League round-of-16 second leg on "
    "March 14, 2028; No if either team is ahead at that point. Extra time and a shootout, should "
    "the tie need them, are left out: a game level after regulation resolves this market Yes even "
    "though one side then goes through.\n\n"
    "A postponed game keeps the market open until it is played. A game canceled with no make-up "
    "game resolves Yes.\n\n"
    "UEFA's official statistics are the source; a consensus of credible reporting is used if they "
    "have not been published within 2 hours.",
    E("draw", "draw", "regulation", "official", "consensus", "open_until_played", "yes", "result", None))
