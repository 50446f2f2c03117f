"""venue_one legs of held-out reading set (m).

Wording banks (each wording tagged with its styles) and a spec table. The outcome
sentence of a leg is either taken from the win/draw banks or written inline for the
leg's family. The expected record is derived from the meanings of the clauses used
(common.derive); hand-set values (ambiguous legs) are given in `ov`.
"""
from common import Banks, O, FIXTURES, COMPS, context, derive, layout, LAYOUT_STYLE, date_iso, game_start

BANKS = {
    # ---------------- outcome sentences, full-match win ----------------
    "WIN": [
        ("This market will resolve to \"Yes\" if {team} wins its {comp} game against {other} scheduled for {date_us}. A loss or a tie resolves it to \"No\".",
         ["plain", "american", "syn:tie", "result_first"]),
        ("Resolves \"Yes\" if {team} win the {comp} fixture against {other} on {date_uk}; a draw or a win for {other} resolves \"No\".",
         ["british", "plural_verb", "joined_semicolon", "terse"]),
        ("This Market shall resolve \"Yes\" if, in the {comp} match between {home} and {away} scheduled for {date_us} (the \"Match\"), {team} score more goals than {other}. In any other case this Market shall resolve \"No\".",
         ["legal", "definition", "syn:score_more_goals"]),
        ("The market is resolved \"Yes\" if the {comp} game between {home} and {away} on {date_us} is won by {team}, and \"No\" if it is drawn or lost.",
         ["passive", "american"]),
        ("YES = {team} win v {other} ({comp}, {date_iso}). NO = draw or {other} win.",
         ["terse", "abbreviations", "british"]),
        ("\"Yes\" is the outcome if {team} defeat {other} in their {comp} meeting on {date_uk}. Any other result, whether a stalemate or a victory for {other}, means \"No\".",
         ["british", "syn:defeat", "syn:stalemate", "split"]),
        ("Should {team} come out on top against {other} in the {comp} match set for {date_us}, the market resolves Yes; if not, it resolves No.",
         ["condition_first", "syn:come_out_on_top", "joined_semicolon"]),
        ("Does {team} beat {other} in their {comp} game on {date_us}? If so, the market resolves Yes. If the game ends level or {other} wins, it resolves No.",
         ["question_led", "american", "syn:beat", "syn:level"]),
    ],
    # ---------------- outcome sentences, full-match draw ----------------
    "DRAW": [
        ("This market resolves to \"Yes\" if the {comp} match between {home} and {away} scheduled for {date_us} ends in a draw. Otherwise it resolves to \"No\".",
         ["plain"]),
        ("Resolves \"Yes\" if {home} and {away} finish level in their {comp} fixture on {date_uk}; a win for either side means \"No\".",
         ["british", "syn:level", "joined_semicolon"]),
        ("This Market shall resolve \"Yes\" if the {comp} match between {home} and {away} scheduled for {date_us} (the \"Match\") ends with both teams having scored the same number of goals, and \"No\" in any other case.",
         ["legal", "definition", "syn:same_number_of_goals"]),
        ("YES = draw ({home} v {away}, {comp}, {date_iso}). NO = either team wins.",
         ["terse", "abbreviations"]),
        ("If the {home} vs. {away} {comp} game on {date_us} is tied, the market is resolved \"Yes\"; if a winner is produced, it is resolved \"No\".",
         ["passive", "american", "syn:tied"]),
        ("Yes if the scores are all square between {home} and {away} in their {comp} match on {date_uk}. No if either side wins.",
         ["british", "syn:all_square", "split"]),
        ("The market will resolve Yes if {home} and {away} play to a tie in their {comp} matchup on {date_us}. A win by either club resolves it No.",
         ["american", "syn:tie", "syn:matchup"]),
    ],
    # ---------------- S1: regulation time only ----------------
    "S1": [
        ("Only the score once the regulation 90 minutes and any stoppage time have been played is taken into account.",
         ["plain", "numerals", "passive"]),
        ("For the purposes of this Market, \"Regulation Time\" means ninety (90) minutes of play together with any time added by the referee for stoppages, and only events occurring within Regulation Time shall be considered.",
         ["legal", "definition", "number_words_and_numerals"]),
        ("Regulation only: 90' + added time.",
         ["terse", "numerals", "colon"]),
        ("Settlement is based on normal time, that is ninety minutes plus whatever injury time is played. Extra time and any penalty shoot-out are disregarded.",
         ["british", "number_words", "split", "syn:injury_time", "passive"]),
        ("The market considers only what happens in regulation: the full 90 minutes and any added stoppage time. Overtime periods and penalty kicks do not count.",
         ["american", "colon", "syn:overtime", "numerals"]),
        ("Anything that happens after normal time (90 minutes plus stoppages) will not be counted, whether in extra time or in a shoot-out.",
         ["passive", "parenthetical", "numerals", "negative_framing"]),
        ("Only regular time matters here, meaning ninety minutes plus added time; nothing played afterwards is considered.",
         ["joined_semicolon", "number_words"]),
        ("What counts is the position when the referee ends the second half of regulation (90 minutes plus stoppage time); extra time and penalties are excluded.",
         ["joined_semicolon", "numerals", "syn:referee_ends"]),
        ("Result = 90 mins + stoppage. No ET, no pens.",
         ["terse", "abbreviations", "numerals"]),
        ("It is the full-time score after ninety minutes and stoppage time that settles this market, not any extra period.",
         ["result_first", "number_words", "syn:full_time"]),
    ],
    # ---------------- P1: postponed -> stays open until played ----------------
    "P1": [
        ("A postponed match keeps this market open until the game is actually played.",
         ["plain", "syn:postponed"]),
        ("Should the fixture be postponed, the market stays open, with no time limit, until the rescheduled game has been completed.",
         ["condition_first", "syn:rescheduled", "british"]),
        ("Postponed? Nothing is settled early: the market waits for the match to be played, however long that takes.",
         ["question_led", "informal", "colon"]),
        ("A postponement does not bring about early resolution; the market is kept open and is resolved on the result of the rearranged fixture, whenever it takes place.",
         ["british", "syn:rearranged", "passive", "joined_semicolon"]),
        ("In the event of a postponement, the Market shall remain open until the Match is played and shall be resolved by reference to its result.",
         ["legal"]),
        ("Postponement: market stays open until played, no cut-off date.",
         ["terse", "colon"]),
        ("If the game gets pushed back to a later date, trading continues and the market resolves once the game is finally played.",
         ["american", "informal", "syn:pushed_back"]),
        ("Postponement of the match leaves this market open. It will be settled on the result of the game when it is eventually played, without any deadline.",
         ["split", "passive", "syn:without_deadline"]),
    ],
    # ---------------- P4: not rescheduled within two weeks -> last fair price ----------------
    "P4": [
        ("If the match is postponed and is not rescheduled to take place within two weeks of its original date, the market resolves at the last fair market price, determined as of the time the postponement was announced.",
         ["plain", "number_words", "syn:two_weeks"]),
        ("Where the Match is postponed and is not re-fixed to a date within fourteen (14) days of its originally scheduled kick-off, the Market shall settle at the last fair market price prevailing at the time the postponement is announced.",
         ["legal", "british", "number_words_and_numerals", "syn:re-fixed"]),
        ("Postponed and no new date within 14 days -> settles at the last fair price as of the announcement.",
         ["terse", "numerals", "arrow"]),
        ("A postponed game has a fortnight to be rescheduled. If it is not, the market resolves at the last fair market price, taken at the moment the postponement was made public.",
         ["british", "syn:fortnight", "split"]),
        ("In case the game is delayed and no replacement date falls within 2 weeks, settlement is at the final fair market price as it stood when the delay was announced.",
         ["numerals", "syn:delayed", "syn:replacement_date"]),
        ("If no new date within 336 hours of the scheduled start is set for a postponed game, the market will be resolved at the last fair market price from the time the postponement was announced.",
         ["numerals", "hours", "passive"]),
        ("Should the game be postponed, the market stays open while the game can still be played within two weeks of the original date; if it is not rescheduled inside that window, it resolves at the last fair market price as of the announcement.",
         ["joined_semicolon", "number_words", "condition_first"]),
    ],
    # ---------------- C1: cancelled, no make-up -> No (win legs) ----------------
    "C1w": [
        ("If the match is cancelled outright and no make-up game is scheduled, this market resolves to \"No\".",
         ["plain", "british_spelling"]),
        ("Cancellation of the Match without a replacement fixture shall cause this Market to resolve \"No\".",
         ["legal", "nominalised"]),
        ("Cancelled, no replay -> No.",
         ["terse", "arrow"]),
        ("Should the game be canceled entirely with no makeup date, the market will resolve No.",
         ["american", "american_spelling", "condition_first"]),
        ("A cancelled match that is never replayed is treated as a draw for this market, so it resolves No.",
         ["british_spelling", "treated_as_draw"]),
        ("Where the fixture is scrapped and not replayed, \"No\" is the resolution.",
         ["syn:scrapped", "result_last"]),
        ("If the fixture is called off for good, with no rearranged match, this market settles No.",
         ["british", "syn:called_off", "syn:rearranged"]),
        ("A game that is cancelled and never made up means the team has not won, and the market resolves No.",
         ["plain", "reasoned"]),
    ],
    # ---------------- C1: cancelled, no make-up -> Yes (draw legs) ----------------
    "C1d": [
        ("If the match is cancelled outright and no make-up game is scheduled, this market resolves to \"Yes\".",
         ["plain", "british_spelling"]),
        ("Cancellation of the Match without a replacement fixture shall cause this Market to resolve \"Yes\".",
         ["legal", "nominalised"]),
        ("Cancelled, no replay -> Yes.",
         ["terse", "arrow"]),
        ("Should the game be canceled entirely with no makeup date, the market will resolve Yes.",
         ["american", "american_spelling", "condition_first"]),
        ("A cancelled match that is never replayed counts as a draw, so this market resolves Yes.",
         ["british_spelling", "treated_as_draw"]),
        ("Where the fixture is scrapped and not replayed, \"Yes\" is the resolution.",
         ["syn:scrapped", "result_last"]),
        ("If the fixture is called off for good, with no rearranged match, this market settles Yes.",
         ["british", "syn:called_off", "syn:rearranged"]),
    ],
    # ---------------- C2: cancelled, no make-up -> 50-50 ----------------
    "C2": [
        ("If the game is cancelled with no make-up match, this market resolves 50-50.",
         ["plain", "british_spelling", "numerals"]),
        ("In the event of cancellation without a rescheduled fixture, the Market shall resolve at 0.50 for each outcome.",
         ["legal", "numerals", "decimal"]),
        ("Cancelled (no replay): 50/50.",
         ["terse", "numerals"]),
        ("Should the match be canceled and never replayed, the market pays out half to each side, fifty-fifty.",
         ["american_spelling", "number_words", "syn:half_to_each"]),
        ("A cancelled fixture with no rearranged date is settled evenly: Yes and No each receive 50%.",
         ["british", "passive", "percent"]),
        ("If the match is called off and no replacement game is arranged, settlement is split equally between the two outcomes.",
         ["syn:called_off", "syn:split_equally", "number_words"]),
        ("Cancellation with no make-up game means an even split of the payout (0.5 / 0.5).",
         ["nominalised", "decimal", "syn:even_split"]),
    ],
    # ---------------- C3: cancelled -> fixed fallback score 0-0 ----------------
    "C3s": [
        ("If the match is cancelled with no make-up game, the market is resolved as though the final score were 0-0.",
         ["plain", "passive", "numerals"]),
        ("Should the fixture be cancelled and not replayed, the score \"0-0\" is deemed the result for this market.",
         ["british", "legal_light", "condition_first"]),
        ("Cancelled, no replay -> treat as 0-0.",
         ["terse", "arrow"]),
        ("A canceled game with no makeup date is settled as a nil-nil scoreline.",
         ["american_spelling", "syn:nil-nil", "number_words"]),
        ("If the game is scrapped for good, the result used is 0-0 (goalless).",
         ["syn:scrapped", "syn:goalless"]),
        ("In the event of cancellation without a rearranged fixture, the correct score shall be taken to be zero-zero.",
         ["legal", "number_words"]),
    ],
    # ---------------- C3: cancelled -> "Neither" (first team to score) ----------------
    "C3f": [
        ("Should the game be cancelled without a make-up date, \"Neither\" is treated as the winning outcome, and this market resolves No.",
         ["british_spelling", "condition_first", "passive"]),
        ("Cancelled, no replay: counts as Neither scoring first -> No.",
         ["terse", "arrow"]),
        ("If the fixture is called off for good, it is handled as a game with no first goal, and this leg settles \"No\".",
         ["syn:called_off", "syn:no_first_goal"]),
    ],
    # ---------------- R1: official statistics, fallback to reporting consensus ----------------
    "R1": [
        ("This market is resolved using the official match statistics of {body}. If they have not appeared within 2 hours after the final whistle, the result reported consistently by reliable media will be used instead.",
         ["plain", "numerals", "split", "passive"]),
        ("The Resolution Source shall be the statistics officially sanctioned by {body}; provided that, where such statistics have not been released within two (2) hours after the Match concludes, the Market may instead be resolved on the basis of the prevailing account of reputable media.",
         ["legal", "number_words_and_numerals", "provided_that"]),
        ("Source: official stats of {body}. Fallback, if they are not out within 2h of full time: what reputable media consistently report.",
         ["terse", "numerals", "abbreviations"]),
        ("Official figures from {body} decide the market. Failing their publication within 120 minutes of full time, a broad consensus of credible news reports will be relied upon.",
         ["british", "minutes", "split", "syn:failing"]),
        ("Resolution will be determined from the statistics officially recognised by {body} or, should these not appear within two hours of the match ending, from what credible outlets agree on.",
         ["passive", "british_spelling", "number_words", "joined"]),
        ("The official record of the organizer ({body}) is used. If it isn't available two hours after the game, the market goes by what credible sources consistently report.",
         ["american", "informal", "number_words", "contractions"]),
        ("Primary source: the official statistics of {body}. Secondary source, used only if the official statistics are unavailable two hours after the match: a consensus of trustworthy reports.",
         ["headed_inline", "number_words"]),
        ("We rely first on the numbers {body} officially recognizes; where those are still missing 2 hours after the final whistle, the consensus of credible reporting is used.",
         ["american_spelling", "first_person", "numerals", "joined_semicolon"]),
    ],
    "Rop": [
        ("Results are taken from the official website of {body} ({site}). If the result is not shown there, ESPN's match page is used.",
         ["plain", "split", "passive"]),
    ],
    "Rpc": [
        ("The market settles on Opta's match data. If Opta has published nothing within two hours of full time, a consensus of credible reporting decides.",
         ["plain", "named_provider", "number_words"]),
    ],
    # ---------------- R2: post-resolution revisions ignored ----------------
    "R2": [
        ("Any change to the official score made after the market has resolved will be disregarded.",
         ["plain", "passive"]),
        ("Changes to the result announced after resolution do not affect this market.",
         ["plain", "syn:changes"]),
        ("No re-settlement for post-resolution corrections.",
         ["terse", "nominalised"]),
        ("Subsequent amendments to the score, once the Market has resolved, shall have no effect.",
         ["legal", "syn:amendments"]),
        ("Once resolved, the market stays resolved, even if the governing body later revises the score.",
         ["informal", "syn:revises"]),
        ("Score corrections that come out after resolution are ignored.",
         ["terse", "passive", "syn:corrections"]),
        ("Later revisions by the league, for example a result overturned on appeal, will not be reflected once this market has settled.",
         ["example", "syn:overturned"]),
    ],
    # ---------------- abandonment ----------------
    "ABc": [
        ("If the match is abandoned and not completed, it is treated as cancelled for this market.",
         ["plain", "passive", "british_spelling"]),
        ("An abandoned game that is not resumed is handled exactly like a cancellation.",
         ["syn:resumed", "passive"]),
        ("Where the Match is abandoned and is not completed, it shall be deemed to have been cancelled.",
         ["legal", "deemed"]),
        ("Abandoned (not finished) = cancelled.",
         ["terse", "equals"]),
        ("If an abandoned match is completed later, the completed result counts; if it never is, the cancellation rule above applies.",
         ["conditional_pair", "cross_reference"]),
    ],
    "AB50": [
        ("If play is halted for good and the match is never finished, the market resolves 50-50.",
         ["syn:halted", "numerals"]),
    ],
    "ABno": [
        ("Should the game be abandoned before full time and not completed, this market resolves No.",
         ["condition_first", "syn:full_time"]),
    ],
    "ABlast": [
        ("If the match is abandoned partway through, the market settles at the last traded price before play was stopped.",
         ["plain", "syn:partway"]),
    ],
}

B = Banks(BANKS)


def c(kind, idx=None):
    return B.get(kind, idx)


# ---------------------------------------------------------------------------------------
# Spec table
# Each spec: fixture key, family, side ('home'/'away'/None), outcome value override,
# clauses (first is the outcome sentence), layout, and optional wire/expected overrides.
# ---------------------------------------------------------------------------------------
def specs():
    S = []

    def L(fx, fam, side, clauses, lay, outcome=None, line=None, half=None, ov=None, wire=None,
          styles=()):
        S.append(dict(fx=fx, fam=fam, side=side, clauses=clauses, lay=lay, outcome=outcome,
                      line=line, half=half, ov=ov or {}, wire=wire or {}, styles=list(styles)))

    # ------------------------------- win ---------------------------------
    L("new-ast", "win", "home", [c("WIN", 0), c("S1", 0), c("P1", 0), c("C1w", 0), c("R1", 0), c("R2", 0)], "paras")
    L("bet-bil", "win", "away", [c("WIN", 1), c("S1", 3), c("P1", 3), c("C1w", 6), c("R1", 3)], "paras")
    L("wob-fcu", "win", "home", [c("WIN", 2), c("S1", 1), c("P4", 1), c("C1w", 1), c("ABc", 2), c("R1", 1)], "legal")
    L("nap-ata", "win", "away", [c("WIN", 3), c("S1", 5), c("P1", 1), c("C1w", 3), c("R1", 5), c("R2", 1)], "headsA")
    L("len-lil", "win", "home", [c("WIN", 7), c("S1", 4), c("P1", 6), c("C1w", 4), c("ABc", 0), c("R1", 7)], "para")
    L("fey-psv", "win", "away", [c("WIN", 4), c("S1", 8), c("P4", 2), c("C1w", 2), c("R1", 2)], "lines")
    L("ben-scp", "win", "home", [c("WIN", 5), c("S1", 6), c("P1", 7), c("C1w", 5), c("R1", 4)], "numbered")
    # no cancellation clause at all
    L("cel-ran", "win", "home", [c("WIN", 6), c("S1", 9), c("P1", 3), c("R1", 6), c("R2", 4)], "paras")
    L("ame-mty", "win", "home", [c("WIN", 0), c("S1", 4), c("P4", 0), c("C1w", 3), c("ABno", 0), c("R1", 0)], "bullets")
    # no postponement clause at all
    L("sea-por", "win", "away", [c("WIN", 7), c("S1", 0), c("C1w", 7), c("R1", 6)], "qa")
    L("fla-pal", "win", "home", [c("WIN", 3), c("S1", 7), c("P1", 4), c("C1w", 0), c("R1", 1)], "headsB")
    L("gal-fen", "win", "away", [c("WIN", 5), c("S1", 3), c("P1", 5), c("C1w", 6), c("Rop", 0), c("R2", 6)], "paras")
    L("nor-mid", "win", "home", [c("WIN", 1), c("S1", 2), c("P4", 3), c("C1w", 5), c("ABlast", 0), c("R1", 3)], "para")
    L("rso-sev", "win", "home", [
        O("This market resolves \"Yes\" if Real Sociedad beat Sevilla FC in their Copa del Rey round-of-16 tie on {date_uk} within the ninety minutes and stoppage time. If the tie is level after those ninety minutes, this market resolves \"No\" even if Real Sociedad go on to win it in extra time or on penalties.",
          ["british", "number_words", "knockout_explicit", "split"], ["S1"], {"scope": "regulation"}),
        c("P1", 2), c("C1w", 4), c("R1", 2)], "paras")
    L("wol-cry", "win", "home", [
        O("This market resolves Yes if Wolverhampton Wanderers FC are ahead of Crystal Palace FC when their FA Cup third-round tie on {date_uk} is over, counting the ninety minutes, stoppage time and, if the tie needs them, both periods of extra time. A penalty shoot-out is not counted: if the score is level after extra time, this market resolves No.",
          ["british", "number_words", "extra_time_included", "colon"], ["S5"], {"scope": "extra_time"}),
        c("P1", 0), c("C1w", 1), c("R1", 4)], "paras")
    # ambiguous scope: knockout second leg, no time scope anywhere
    L("bru-bvb", "win", "away", [
        O("This market resolves to \"Yes\" if Borussia Dortmund win the {comp} round-of-16 second-leg match away at Club Brugge KV on {date_us}. Otherwise it resolves to \"No\".",
          ["plain", "omits_scope"], ["S:ambiguous"], {"scope": "ambiguous"}),
        c("P1", 6), c("C1w", 0), c("R1", 7)], "paras")
    # ambiguous scope: contradiction between two statements
    L("om-int", "win", "home", [
        c("WIN", 2), c("S1", 0),
        c("P1", 1), c("C1w", 2), c("R1", 0),
        O("Note: if this second leg goes to extra time, goals scored in extra time are included in the score used for this market.",
          ["note", "contradiction"], ["S:ambiguous"], {}, topic="note")], "paras",
      ov={"scope": "ambiguous"})
    # ambiguous postponement
    L("scf-tsg", "win", "away", [
        c("WIN", 6), c("S1", 5),
        O("If the match is delayed, the market may be kept open for a period the operator considers reasonable, after which it will be settled in whatever way the operator judges fair.",
          ["vague", "discretion"], ["P:ambiguous"],
          {"timing_window": "ambiguous", "void_postponed_long": "ambiguous"}, topic="postpone"),
        c("C1w", 3), c("R1", 5)], "paras")
    # ambiguous source
    L("kas-ura", "win", "home", [
        c("WIN", 4), c("S1", 1), c("P1", 5), c("C1w", 7),
        O("Resolution uses the J.League's official records or reports from major sports outlets.",
          ["vague", "unordered_sources"], ["R:ambiguous"],
          {"source_primary": "ambiguous", "source_fallback": "ambiguous"}, topic="source")], "lines")

    # ------------------------------- draw --------------------------------
    L("new-ast", "draw", None, [c("DRAW", 0), c("S1", 6), c("P1", 0), c("C1d", 0), c("R1", 2)], "paras")
    L("nap-ata", "draw", None, [c("DRAW", 1), c("S1", 8), c("P4", 4), c("C1d", 6), c("R1", 3), c("R2", 2)], "bullets")
    L("fey-psv", "draw", None, [c("DRAW", 4), c("S1", 4), c("P1", 2), c("C1d", 3), c("ABc", 1), c("R1", 6)], "qa")
    L("cel-ran", "draw", None, [c("DRAW", 2), c("S1", 1), c("P1", 4), c("C1d", 1), c("R1", 1)], "legal")
    # ambiguous cancellation
    L("ame-mty", "draw", None, [
        c("DRAW", 6), c("S1", 5), c("P1", 6),
        O("If the game is cancelled, the market will be settled according to the platform's usual approach for such cases.",
          ["vague", "british_spelling"], ["C:ambiguous"], {"void_cancelled": "ambiguous"}, topic="cancel"),
        c("R1", 4)], "paras")
    L("kas-ura", "draw", None, [c("DRAW", 3), c("S1", 2), c("P4", 5), c("C1d", 2), c("R1", 2)], "lines")
    # no source statement at all, empty resolutionSource
    L("ren-nic", "draw", None, [c("DRAW", 5), c("S1", 3), c("P1", 7), c("C1d", 4), c("R2", 3)], "headsA",
      ov={"_no_source": True}, wire={"resolutionSource": ""})
    # ambiguous abandonment
    L("vil-cel", "draw", None, [
        c("DRAW", 0), c("S1", 7), c("P1", 3), c("C1d", 5),
        O("Abandoned matches will be dealt with case by case.",
          ["vague", "passive"], ["AB:ambiguous"], {"void_abandoned": "ambiguous"}, topic="abandon"),
        c("R1", 0)], "paras")
    L("gdl-tig", "draw", None, [c("DRAW", 1), c("S1", 9), c("P4", 6), c("C1d", 5), c("R1", 7), c("R2", 5)], "dots")

    # ------------------------------- advance -----------------------------
    L("bru-bvb", "advance", "home", [
        O("This market resolves \"Yes\" if Club Brugge KV progress to the quarter-finals at the expense of Borussia Dortmund. The tie is decided over both legs, including any extra time and, if needed, a penalty shoot-out in the second leg on {date_us}; otherwise \"No\".",
          ["plain", "british", "syn:progress", "joined_semicolon"], ["S6"], {"scope": "penalties"}),
        c("P1", 1), c("C2", 0), c("R1", 5)], "paras", wire={"smt": "soccer_to_advance"})
    L("om-int", "advance", "away", [
        O("Yes if FC Internazionale Milano go through to the semi-finals against Olympique de Marseille by any route the competition rules allow: the aggregate score after the second leg on {date_uk}, extra time, or penalties. No if Marseille go through.",
          ["terse", "syn:go_through", "british", "colon"], ["S6"], {"scope": "penalties"}),
        c("P1", 5), c("C2", 2), c("R1", 2), c("R2", 0)], "headsB", wire={"smt": "soccer_to_advance"})
    L("ol-rom", "advance", "home", [
        O("This Market shall resolve \"Yes\" if Olympique Lyonnais qualify for the quarter-finals of the {comp} following the second leg against AS Roma scheduled for {date_us}, the qualifying team being determined after any extra time and kicks from the penalty mark, and \"No\" otherwise.",
          ["legal", "syn:qualify", "syn:kicks_from_penalty_mark"], ["S6"], {"scope": "penalties"}),
        c("P4", 1), c("C2", 1), c("R1", 1)], "legal", wire={"smt": "soccer_to_advance"})
    L("riv-boc", "advance", "away", [
        O("YES = CA Boca Juniors reach the final (aggregate over both legs of the semi-final against CA River Plate, with extra time and penalties in the second leg on {date_iso} included if played). NO = River Plate go through.",
          ["terse", "abbreviations", "syn:reach_the_final"], ["S6"], {"scope": "penalties"}),
        c("P1", 5), c("C2", 2), c("ABc", 3), c("R1", 2)], "lines", wire={"smt": "soccer_to_advance"})
    L("civ-nga", "advance", "home", [
        O("Yes if Côte d'Ivoire beat Nigeria in the quarter-final on {date_uk} and reach the semi-finals, whether they do it in normal time, after extra time or in a penalty shoot-out. No if Nigeria go through.",
          ["british", "syn:reach", "whether_or"], ["S6"], {"scope": "penalties"}),
        c("C2", 4), c("R1", 6)], "qa", wire={"smt": "moneyline"})

    # ------------------------------- spread ------------------------------
    L("fey-psv", "spread", "away", [
        O("Resolves \"Yes\" if PSV Eindhoven beat Feyenoord Rotterdam by two or more goals in their {comp} match on {date_uk}. A one-goal PSV win, a draw or a Feyenoord win resolves \"No\".",
          ["british", "number_words", "away_favourite"]),
        c("S1", 0), c("P1", 0), c("C2", 0), c("R1", 0)], "paras", line=1.5)
    L("ben-scp", "spread", "home", [
        O("This market resolves to Yes if SL Benfica win against Sporting CP by a margin of at least 2 goals in the {comp} game on {date_us}; any other result resolves to No.",
          ["plain", "numerals", "syn:margin"]),
        c("S1", 6), c("P1", 4), c("C2", 3), c("R1", 7), c("R2", 2)], "bullets", line=1.5)
    L("gal-fen", "spread", "home", [
        O("Galatasaray SK must win by three goals or more against Fenerbahçe SK on {date_uk} for this market to resolve \"Yes\". Otherwise, \"No\".",
          ["number_words", "result_last", "split"]),
        c("S1", 3), c("P4", 3), c("C2", 5), c("R1", 4)], "para", line=2.5)
    L("fla-pal", "spread", "home", [
        O("The market is resolved \"Yes\" if CR Flamengo's winning margin over SE Palmeiras in the {comp} match on {date_us} is at least two goals, and \"No\" in every other case.",
          ["passive", "syn:winning_margin", "number_words"]),
        c("S1", 7), c("P1", 2), c("C2", 6), c("AB50", 0), c("R1", 5)], "headsA", line=1.5)
    L("nap-ata", "spread", "home", [
        O("YES if SSC Napoli win by 2+ goals v Atalanta BC ({date_iso}). Else NO.",
          ["terse", "numerals", "abbreviations"]),
        c("S1", 2), c("P1", 5), c("C2", 2), c("R1", 2)], "lines", line=1.5)

    # ------------------------------- total -------------------------------
    L("new-ast", "total", None, [
        O("This market resolves \"Yes\" if three or more goals are scored in total by Newcastle United FC and Aston Villa FC in their {comp} match on {date_uk}. Two goals or fewer resolves \"No\".",
          ["british", "number_words", "passive"]),
        c("S1", 4), c("P1", 6), c("C2", 4), c("R1", 1)], "paras", outcome="over", line=2.5)
    L("wob-fcu", "total", None, [
        O("Resolves Yes if the {comp} game between VfL Wolfsburg and 1. FC Union Berlin on {date_us} produces two goals or fewer in total; three or more goals resolves No.",
          ["number_words", "under_side", "joined_semicolon"]),
        c("S1", 9), c("P1", 3), c("C2", 3), c("R1", 6), c("R2", 3)], "numbered", outcome="under", line=2.5,
      wire={"question": "VfL Wolfsburg vs. 1. FC Union Berlin: Under 2.5 goals?", "git": "Under 2.5"})
    L("cel-ran", "total", None, [
        O("Yes if at least 4 goals are scored in the match between Celtic FC and Rangers FC on {date_uk}; No if 3 or fewer.",
          ["numerals", "terse", "passive"]),
        c("S1", 5), c("P4", 6), c("C2", 1), c("R1", 3)], "bullets", outcome="over", line=3.5)
    L("sea-por", "total", None, [
        O("The market resolves Yes if the {comp} game between Seattle Sounders FC and Portland Timbers on {date_us} has at least two goals combined. Zero or one goal resolves it No.",
          ["american", "number_words", "syn:combined"]),
        c("S1", 0), c("P1", 7), c("C2", 6), c("R1", 7)], "qa", outcome="over", line=1.5)
    # no cancellation clause
    L("len-lil", "total", None, [
        O("This market resolves to \"Yes\" if fewer than four goals are scored in the {comp} match between RC Lens and LOSC Lille on {date_uk}, and to \"No\" if four or more are scored.",
          ["number_words", "under_side", "passive"]),
        c("S1", 8), c("P1", 0), c("R1", 4)], "paras", outcome="under", line=3.5,
      wire={"question": "RC Lens vs. LOSC Lille: Under 3.5 goals?", "git": "Under 3.5"})

    # ------------------------------- btts --------------------------------
    L("bet-bil", "btts", None, [
        O("This market resolves \"Yes\" if Real Betis Balompié and Athletic Club each score at least one goal in their {comp} match on {date_us}. If either team fails to score, it resolves \"No\".",
          ["plain", "syn:each_score"]),
        c("S1", 0), c("P1", 1), c("C2", 0), c("R1", 1), c("R2", 4)], "paras", outcome="yes")
    L("ame-mty", "btts", None, [
        O("YES if both Club América and CF Monterrey find the net on {date_us}. NO if one or both are kept out.",
          ["terse", "syn:find_the_net", "syn:kept_out"]),
        c("S1", 2), c("P4", 0), c("C2", 5), c("R1", 5)], "headsB", outcome="yes")
    L("fcp-scb", "btts", None, [
        O("This market resolves Yes if at least one of FC Porto and SC Braga fails to score in their {comp} game on {date_uk}, and No if both teams score.",
          ["negated_market", "plain"]),
        c("S1", 1), c("P1", 2), c("C2", 1), c("R1", 0)], "para", outcome="no",
      wire={"question": "FC Porto vs. SC Braga: Will at least one team fail to score?", "git": "Both teams to score: No"})
    L("hea-abe", "btts", None, [
        O("This Market shall resolve \"Yes\" if each of Heart of Midlothian FC and Aberdeen FC scores one or more goals in the {comp} match scheduled for {date_uk}, and \"No\" otherwise.",
          ["legal", "number_words"]),
        c("S1", 1), c("P1", 4), c("C2", 1), c("ABc", 2), c("R1", 1)], "legal", outcome="yes")

    # ------------------------------- half --------------------------------
    L("scf-tsg", "half", "home", [
        O("This market resolves \"Yes\" if SC Freiburg are ahead of TSG Hoffenheim at half-time (the end of the first 45 minutes plus first-half stoppage time) in their {comp} match on {date_uk}. A level score or a Hoffenheim lead at the break resolves \"No\".",
          ["british", "numerals", "syn:at_the_break"]),
        c("P1", 7), c("C2", 6), c("R1", 0)], "paras", half="first")
    L("fio-tor", "half", None, [
        O("Resolves Yes if the score between ACF Fiorentina and Torino FC is level when the referee blows for half-time on {date_uk}; otherwise No. Only the first half counts.",
          ["british", "syn:level", "joined_semicolon"]),
        c("P1", 4), c("C2", 0), c("R1", 3)], "headsA", outcome="draw", half="first")
    L("az-twe", "half", "home", [
        O("Yes if AZ Alkmaar score more goals than FC Twente in the second half alone (from the restart until the final whistle of normal time) of their {comp} match on {date_us}. Goals from the first half are ignored. No otherwise.",
          ["second_half_only", "split", "syn:restart"]),
        c("P1", 0), c("C2", 5), c("R1", 6), c("R2", 5)], "bullets", half="second")
    L("gdl-tig", "half", "away", [
        O("This market will resolve to Yes if Tigres UANL outscore CD Guadalajara over the second half of their {comp} game on {date_us} (first-half goals do not count). A tied or losing second half for Tigres resolves No.",
          ["american", "syn:outscore", "parenthetical"]),
        c("P4", 4), c("C2", 3), c("R1", 5)], "paras", half="second")

    # ------------------------------- exact score -------------------------
    L("new-ast", "exact_score", None, [
        O("This market resolves \"Yes\" if the {comp} match on {date_uk} ends Newcastle United FC 2, Aston Villa FC 1. Any other final score resolves \"No\".",
          ["plain", "numerals"]),
        c("S1", 0), c("P1", 3), c("C3s", 0), c("R1", 7)], "paras", outcome="2-1")
    L("gal-fen", "exact_score", None, [
        O("Yes if Galatasaray SK and Fenerbahçe SK finish their {comp} match on {date_us} goalless (0-0). No if anyone scores.",
          ["terse", "syn:goalless"]),
        c("S1", 9), c("P1", 6), c("C3s", 1), c("R1", 2), c("R2", 6)], "bullets", outcome="0-0")
    L("fey-psv", "exact_score", None, [
        O("Yes if PSV Eindhoven win 3-1 away at Feyenoord Rotterdam on {date_uk}, that is Feyenoord 1, PSV 3. No for any other score.",
          ["away_first", "numerals", "british"]),
        c("S1", 4), c("P4", 2), c("C3s", 2), c("R1", 4)], "qa", outcome="1-3")
    L("cel-ran", "exact_score", None, [
        O("Resolves YES only on a 1-1 final score between Celtic FC and Rangers FC on {date_uk}.",
          ["terse", "numerals"]),
        c("S1", 6), c("P1", 7), c("C3s", 3), c("ABc", 4), c("R1", 0)], "headsB", outcome="1-1")

    # ------------------------------- other -------------------------------
    L("bet-bil", "other", "away", [
        O("This market resolves \"Yes\" if Athletic Club score the first goal of their {comp} match at Real Betis Balompié on {date_uk}, counting the entire game including stoppage time and any extra time (an own goal counts for the team it benefits). If Real Betis score first or there is no goal, it resolves \"No\".",
          ["british", "first_goal", "whole_game"], ["S5"], {"scope": "extra_time"}),
        c("P1", 1), c("C3f", 0), c("R1", 3)], "paras", wire={"smt": "soccer_first_team_to_score"})
    L("fla-pal", "other", "home", [
        O("Resolves Yes if CR Flamengo are first to score against SE Palmeiras on {date_us}. The whole match counts: regulation, stoppage time and any extra-time periods. No if Palmeiras score first or the game ends 0-0.",
          ["split", "first_goal", "whole_game"], ["S5"], {"scope": "extra_time"}),
        c("P1", 2), c("C3f", 1), c("R1", 4), c("R2", 1)], "numbered", wire={"smt": "soccer_first_team_to_score"})
    L("nap-ata", "other", None, [
        O("This market resolves \"Yes\" if ten or more corner kicks are taken in total in the {comp} match between SSC Napoli and Atalanta BC on {date_uk}; nine or fewer resolves \"No\".",
          ["number_words", "corners", "joined_semicolon"]),
        c("S1", 5), c("P1", 3), c("C2", 4), c("R1", 6)], "paras", outcome="over", line=9.5,
      wire={"smt": "soccer_total_corners"})
    L("ben-scp", "other", None, [
        O("Resolves Yes if the referee shows at least one red card to a player of either SL Benfica or Sporting CP in their {comp} match on {date_us}. A second yellow leading to a sending-off counts. No otherwise.",
          ["red_card", "syn:sending_off", "split"]),
        c("S1", 5), c("P1", 5), c("C2", 2), c("R1", 1)], "para", outcome="yes", wire={"smt": "soccer_red_card"})
    return S


SMT = {"win": "moneyline", "draw": "moneyline", "advance": "soccer_to_advance", "spread": "spreads",
       "total": "totals", "btts": "soccer_btts", "exact_score": "soccer_exact_score"}


def _wire(n, sp, ctx, key, fam, outcome, line, half, description):
    comp, h1, a1, h2, a2, hs, as_, ht, at, ko, stage = FIXTURES[key]
    cc = COMPS[comp]
    base = "%s-%s-%s-%s" % (cc[2], hs, as_, date_iso(ko))
    more = False
    team = ctx["team"]
    tslug = hs if sp["side"] == "home" else as_
    if fam == "win":
        q = "Will %s win on %s?" % (team, date_iso(ko))
        git, slug = team, base + "-" + tslug
    elif fam == "draw":
        q = "Will %s vs. %s end in a draw?" % (h1, a1)
        git, slug = "Draw (%s vs. %s)" % (h1, a1), base + "-draw"
    elif fam == "advance":
        q = "Will %s advance?" % team
        git, slug = team, base + "-advance-" + tslug
    elif fam == "spread":
        q = "Spread: %s (-%s)" % (team, line)
        git, slug = "%s (-%s)" % (team, line), base + "-spread-%s-%spt5" % (tslug, int(line))
        more = True
    elif fam == "total":
        q = "%s vs. %s: Over %s goals?" % (h1, a1, line)
        git, slug = "Over %s" % line, base + "-total-%spt5" % int(line)
        more = True
    elif fam == "btts":
        q = "%s vs. %s: Both Teams to Score" % (h1, a1)
        git, slug = "Both Teams to Score", base + "-btts"
        more = True
    elif fam == "half":
        hname = "Halftime" if half == "first" else "Second Half"
        if outcome == "draw":
            q = "%s vs. %s: %s result a draw?" % (h1, a1, hname)
            git = "%s: Draw" % hname
        else:
            q = "Will %s win the %s?" % (team, "first half" if half == "first" else "second half")
            git = "%s: %s" % (hname, team)
        slug = base + ("-1h-" if half == "first" else "-2h-") + (tslug if outcome != "draw" else "draw")
        more = True
    elif fam == "exact_score":
        q = "Exact Score: %s %s %s?" % (h1, outcome, a1)
        git, slug = "Exact Score %s" % outcome, base + "-exact-" + outcome
        more = True
    else:
        smt = sp["wire"]["smt"]
        if smt == "soccer_first_team_to_score":
            q = "Will %s score first?" % team
            git, slug = "First to score: %s" % team, base + "-first-to-score-" + tslug
        elif smt == "soccer_total_corners":
            q = "%s vs. %s: Over %s corners?" % (h1, a1, line)
            git, slug = "Corners Over %s" % line, base + "-corners-%spt5" % int(line)
        else:
            q = "%s vs. %s: Red card shown?" % (h1, a1)
            git, slug = "Red Card", base + "-red-card"
        more = True
    q = sp["wire"].get("question", q)
    git = sp["wire"].get("git", git)
    smt = sp["wire"].get("smt", SMT.get(fam, "soccer_halftime_result" if half == "first" else "soccer_second_half_result"))
    wire_line = None
    if fam == "spread":
        wire_line = -line
    elif fam in ("total",) or (fam == "other" and line is not None):
        wire_line = line
    et = "%s vs. %s" % (h1, a1) + (" - More Markets" if more else "")
    return {
        "id": str(7300411 + 173 * n),
        "question": q,
        "slug": slug,
        "groupItemTitle": git,
        "sportsMarketType": smt,
        "line": wire_line,
        "outcomes": "[\"Yes\", \"No\"]",
        "description": description,
        "resolutionSource": sp["wire"].get("resolutionSource", cc[5]),
        "event_title": et,
        "gameStartTime": game_start(ko),
    }


def build():
    legs = []
    for n, sp in enumerate(specs(), 1):
        key = sp["fx"]
        ctx = context(key, "venue_one", sp["side"])
        clauses = [cl.fill(ctx) for cl in sp["clauses"]]
        fam = sp["fam"]
        outcome = sp["outcome"]
        if outcome is None:
            outcome = "draw" if fam == "draw" else ctx["team"]
        ov = dict(sp["ov"])
        e, meanings = derive(fam, outcome, clauses, line=sp["line"], half=sp["half"], overrides=ov)
        description = layout(sp["lay"], clauses)
        styles = sorted(set(s for cl in clauses for s in cl.styles) | {LAYOUT_STYLE[sp["lay"]]} | set(sp["styles"]))
        comp = FIXTURES[key][0]
        legs.append({
            "id": "m1-%03d" % n,
            "venue": "venue_one",
            "styles": styles,
            "meanings": meanings,
            "home": FIXTURES[key][1],
            "away": FIXTURES[key][2],
            "competition": comp,
            "market": _wire(n, sp, ctx, key, fam, outcome, sp["line"], sp["half"], description),
            "expected": e,
            "_wids": [(m, cl.wid, tuple(cl.styles)) for cl in clauses for m in cl.meanings],
        })
    return legs
