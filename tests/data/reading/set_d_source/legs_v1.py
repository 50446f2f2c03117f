"""venue_one (Gamma-shaped) legs of reading set (d).

Texts are built from clause banks written for this set (several phrasings per clause
meaning, each tagged with its style), plus hand-written legs at the end. Every leg's
`expected` record is derived from the meaning of the clauses chosen, and the
hand-written ones carry theirs inline.
"""
from common import Fx, jdump

# ---------------------------------------------------------------- outcome clauses
# placeholders: {T} team, {O} opponent, {H} home, {A} away, {L} league,
# {Dus} {Duk} {Diso} {Dwd} dates, {B} official body

WIN = [
    ("This market will resolve to \"Yes\" if {T} wins the {L} match against {O} scheduled for {Dus}. If the game ends in a draw or {O} wins, the market will resolve to \"No\".",
     ["american", "plain"]),
    ("Should {T} beat {O} in their {L} fixture on {Duk}, this market resolves to \"Yes\". A draw, or a defeat for {T}, resolves it to \"No\".",
     ["british", "condition_first", "syn:beat"]),
    ("Resolves YES if {T} win the {H} v {A} match ({L}, {Duk}). Resolves NO on a draw or a {O} win.",
     ["terse", "british_plural_team"]),
    ("This market shall resolve to \"Yes\" in the event that {T} is the winner of the {L} match between {H} and {A} scheduled to be played on {Duk}, and shall otherwise resolve to \"No\".",
     ["legal"]),
    ("A {T} victory over {O} in the {L} meeting of {Dwd} resolves this market to \"Yes\". Any other result resolves it to \"No\".",
     ["nominal", "syn:victory"]),
    ("If {O} wins, or if the match is drawn, this market resolves to \"No\". It resolves to \"Yes\" only if {T} wins the {L} game played on {Diso}.",
     ["reversed_order", "negative_first"]),
    ("When the {L} match between {H} and {A} on {Dus} is over, this market resolves to \"Yes\" if {T} has scored more goals than {O}, and to \"No\" otherwise.",
     ["paraphrase:more_goals", "temporal_clause"]),
    ("Does {T} come out on top against {O} ({L}, {Duk})? Yes = a {T} win. No = a draw or a {O} win.",
     ["question_form", "terse", "syn:come_out_on_top"]),
    ("{T} take on {O} in {Lthe} on {Duk}. A win for {T} means this market pays out \"Yes\"; a draw or a loss means \"No\".",
     ["british", "split_sentence", "syn:pays_out"]),
]

DRAW = [
    ("This market will resolve to \"Yes\" if the {L} match between {H} and {A} scheduled for {Dus} ends in a draw. If either team wins, it resolves to \"No\".",
     ["american", "plain"]),
    ("Should {H} and {A} finish level in their {L} fixture on {Duk}, this market resolves to \"Yes\"; should either side win, it resolves to \"No\".",
     ["british", "syn:level", "joined_sentence"]),
    ("Resolves YES if {H} v {A} ({L}, {Duk}) is drawn. Resolves NO if there is a winner.",
     ["terse", "passive"]),
    ("This market shall resolve to \"Yes\" in the event that the {L} match between {H} and {A}, scheduled for {Duk}, concludes with the scores level, and shall otherwise resolve to \"No\".",
     ["legal"]),
    ("A stalemate between {H} and {A} on {Dus} ({L}) means \"Yes\". A win for either club means \"No\".",
     ["syn:stalemate", "nominal"]),
    ("If either {H} or {A} wins the {L} game on {Diso}, this market resolves to \"No\"; if neither does, it resolves to \"Yes\".",
     ["reversed_order", "negative_first"]),
    ("Yes if both sides score the same number of goals in the {L} match {H} vs. {A} ({Dus}); No otherwise.",
     ["paraphrase:same_goals", "terse"]),
]

ADVANCE = [
    ("This market resolves to \"Yes\" if {T} qualifies for the next round of the {L} at the expense of {O}, whether the tie is settled in normal time, in extra time or by a penalty shoot-out. If {O} progresses instead, it resolves to \"No\".",
     ["british", "syn:qualify", "joined_sentence"]),
    ("Yes if {T} advances past {O} in their {L} knockout tie (deciding match on {Dus}). Extra time and penalties count. There is no draw option: one team goes through.",
     ["american", "terse", "split_sentence"]),
    ("The market shall resolve to \"Yes\" in the event that {T} is declared by the competition organiser to have won the tie against {O}, inclusive of any extra time and any kicks from the penalty mark, and shall otherwise resolve to \"No\".",
     ["legal"]),
    ("Whichever team goes through - after extra time or a shoot-out if it comes to that - decides this market: \"Yes\" if it is {T}, \"No\" if it is {O}.",
     ["syn:go_through", "dash_aside", "reversed_order"]),
]

SPREAD = [  # {M} margin in words/numerals, {line}
    ("This market resolves to \"Yes\" if {T} beats {O} by {M} or more goals in the {L} match on {Duk}. Otherwise, it resolves to \"No\".",
     ["number_words", "syn:beat"]),
    ("Yes if {T}'s winning margin over {O} is greater than {line} goals ({L}, {Dus}). No if {T} wins by less, draws or loses.",
     ["numerals", "terse"]),
    ("{T} ({neg}): resolves \"Yes\" if {T} win by a margin of more than {line} goals; any smaller winning margin, a draw or a defeat resolves \"No\".",
     ["terse", "british_plural_team", "handicap_notation"]),
    ("The market shall resolve to \"Yes\" if the number of goals scored by {T}, less the number scored by {O}, exceeds {line}, and shall otherwise resolve to \"No\".",
     ["legal", "arithmetic"]),
    ("To resolve \"Yes\", {T} need to finish the match at least {M} goals clear of {O}. Anything else is \"No\".",
     ["british", "syn:clear_of", "condition_first"]),
]

TOTAL_OVER = [
    ("This market resolves to \"Yes\" if the two teams score a combined total of more than {line} goals in {H} vs. {A} ({L}, {Dus}). If {lo} or fewer goals are scored, it resolves to \"No\".",
     ["american", "numerals"]),
    ("Over {line}: resolves Yes when {hiw} or more goals are scored in the match, counting both sides. Otherwise No.",
     ["terse", "number_words"]),
    ("The market shall resolve to \"Yes\" in the event that the aggregate number of goals scored by both teams in the {L} match on {Duk} exceeds {line}.",
     ["legal", "syn:aggregate"]),
    ("If the match between {H} and {A} on {Duk} produces at least {hi} goals in total, this market resolves \"Yes\"; otherwise it resolves \"No\".",
     ["british", "syn:produce", "numerals"]),
]
TOTAL_UNDER = [
    ("Should the {L} match between {H} and {A} on {Duk} produce fewer than {line} goals in total, this market resolves to \"Yes\". Otherwise, \"No\".",
     ["british", "under_side"]),
    ("Yes if {H} vs. {A} ends with {lowg} or fewer in total; No if there are more.",
     ["terse", "number_words", "under_side"]),
]

BTTS_YES = [
    ("This market resolves to \"Yes\" if both {H} and {A} score at least one goal in their {L} match on {Dus}. Otherwise, it resolves to \"No\".",
     ["american", "plain"]),
    ("Yes = each team finds the net at least once. No = one or both teams fail to score. ({H} vs. {A}, {L}, {Duk})",
     ["terse", "syn:find_the_net"]),
    ("Should either side be kept scoreless, this market resolves \"No\"; if both teams get on the scoresheet, it resolves \"Yes\".",
     ["british", "reversed_order", "syn:scoresheet"]),
    ("Both clubs must register a goal in the {L} game of {Dwd} for a \"Yes\" resolution to be given.",
     ["passive", "syn:register"]),
]
BTTS_NO = [
    ("This market resolves to \"Yes\" if at least one of the two teams fails to score in the {L} match between {H} and {A} on {Duk}, and to \"No\" if both teams score.",
     ["negated_market"]),
]

HALF_TEAM_1 = [
    ("This market resolves to \"Yes\" if {T} is ahead of {O} at half-time in their {L} match on {Dus}. If the score is level or {O} leads at the interval, it resolves to \"No\".",
     ["american", "syn:interval"]),
    ("Yes if {T} lead at the break ({H} v {A}, {L}, {Duk}); No otherwise.",
     ["terse", "british", "syn:break"]),
]
HALF_DRAW_1 = [
    ("This market resolves to \"Yes\" if the first half of {H} vs. {A} ({L}, {Duk}) ends with the scores level, and to \"No\" if either team is ahead at half-time.",
     ["british", "syn:level"]),
]
HALF_TEAM_2 = [
    ("This market resolves to \"Yes\" if {T} scores more goals than {O} in the second half of their {L} match on {Dus}. Goals from the first half are ignored.",
     ["american", "second_half_only"]),
]
HALF1_SCOPE = [
    ("Only goals scored in the first 45 minutes and any time added on at the end of the first half count.", ["numerals", "british"]),
    ("Just the first half counts, stoppage time at the end of that half included.", ["terse", "syn:just"]),
]
HALF2_SCOPE = [
    ("Only goals scored after the interval count, including second-half stoppage time but excluding any extra time.", ["british", "syn:interval"]),
]

EXACT = [  # {hs} {as_} home-away
    ("This market resolves to \"Yes\" if the final score of {H} vs. {A} ({L}, {Dus}) is exactly {hs}-{as_}, with the home side listed first. Any other score resolves it to \"No\".",
     ["american", "plain"]),
    ("Yes if the match finishes {H} {hs}, {A} {as_}. No for any other scoreline.",
     ["terse", "syn:scoreline"]),
]
EXACT_AWAY = [  # {aw} away goals, {hw} home goals; away side named first
    ("This market resolves to \"Yes\" if {A} win {aw}-{hw} away at {H} in {Lthe} on {Duk}. Any other final score resolves it to \"No\".",
     ["british", "away_perspective"]),
]
EXACT_LEGAL = [
    ("The market shall resolve to \"Yes\" if, at the end of the match, the goal tally of {H} is {hsw} and that of {A} is {asw}, and shall otherwise resolve to \"No\".",
     ["legal", "number_words"]),
]

FTTS = [
    ("This market resolves to \"Yes\" if {T} scores the first goal of the match against {O} ({L}, {Dus}). If {O} scores first, or the match ends goalless, it resolves to \"No\".",
     ["american", "plain"]),
    ("Yes if {T} open the scoring against {O}; No if {O} do or if nobody scores.",
     ["british", "terse", "syn:open_the_scoring"]),
]
CORNERS = [
    ("This market resolves to \"Yes\" if more than {line} corner kicks are awarded in total in {H} vs. {A} ({L}, {Duk}), counting both teams. Otherwise \"No\".",
     ["plain", "numerals"]),
    ("Total corners over {line}? Yes if {hi} or more corners are taken by the two sides combined; No if {lo} or fewer.",
     ["terse", "question_form"]),
]

# ---------------------------------------------------------------- scope clauses
S1 = [
    ("The result counts at the end of normal time: ninety minutes plus whatever stoppage time the referee adds.",
     ["british", "number_words", "colon_definition"]),
    ("Extra time and penalty shoot-outs do not count. The market is settled on the score after 90 minutes of regular play plus added time.",
     ["numerals", "negative_first", "split_sentence"]),
    ("Only regulation play is considered (90 minutes and any injury time).",
     ["american", "syn:injury_time", "parenthetical"]),
    ("Goals in any extra period, and the outcome of any shootout, are disregarded; only the score when the 90 regulation minutes are up, stoppage time included, matters.",
     ["joined_sentence", "negative_first"]),
    ("For the purposes of this market, \"result\" means the score at the conclusion of ninety (90) minutes of regulation play together with any stoppage time, and excludes extra time and kicks from the penalty mark.",
     ["legal", "number_words_and_numerals"]),
    ("Only goals scored during the 90 minutes of normal play and its stoppage time will be counted.",
     ["passive", "numerals"]),
    ("Scope: 90' + stoppage only. No ET, no pens.",
     ["terse", "abbreviation"]),
    ("What counts is the full-time score, i.e. after ninety minutes and added time and before any extra time.",
     ["syn:full_time", "number_words"]),
]

S1_OTHER = [  # regulation scope worded for first-goal / corner markets
    ("Only what happens in regulation (90 minutes plus added time) is considered; extra time does not count.",
     ["plain", "numerals", "negative_last"]),
    ("Events after the end of normal time (ninety minutes and added time), such as extra time, are ignored.",
     ["british", "number_words", "passive"]),
    ("Regulation only: 90 mins + stoppage.",
     ["terse", "abbreviation"]),
    ("For this market, the relevant period of play is regulation time, namely ninety (90) minutes together with stoppage time.",
     ["legal", "number_words_and_numerals"]),
]

# ---------------------------------------------------------------- postponement
P1 = [
    ("A postponement does not close the market: it stays open until the rescheduled game is played, however long that takes.",
     ["colon_definition", "syn:rescheduled"]),
    ("Should the fixture be delayed or moved to a later date, the market will stay open and resolve on the match once it is actually played.",
     ["british", "condition_first", "syn:moved"]),
    ("Postponed? The market waits for the game to be played. There is no deadline.",
     ["question_form", "terse", "split_sentence"]),
    ("In the event of postponement, this market shall remain open and shall be resolved by reference to the match when it is eventually played.",
     ["legal"]),
    ("If the game is rescheduled, resolution will be based on the rescheduled game, whenever it takes place.",
     ["american", "future_tense"]),
    ("The market is kept open through any postponement and settles on the result of the match as finally played.",
     ["passive"]),
    ("If the match is postponed, this market remains open until the match has been completed.",
     ["plain", "present_tense"]),
]
P4 = [
    ("If the match is postponed and is not rescheduled within two weeks of its original date, this market will resolve at the last fair market price, meaning the price at the moment the postponement was announced.",
     ["number_words", "plain"]),
    ("Postponed matches that are not rearranged within 14 days settle at the last fair market price, defined as the price when the postponement was announced.",
     ["numerals", "syn:rearranged", "british"]),
    ("Should the game be delayed with no new date inside a fortnight, the market settles at its last fair price, taken at the time the postponement was announced.",
     ["british", "syn:fortnight"]),
    ("In the event of postponement, if the match is not rescheduled within two (2) weeks, this market shall be resolved at the last fair market price prevailing when the postponement was announced.",
     ["legal", "number_words_and_numerals"]),
    ("Postponed and not rescheduled inside 14 days -> last fair market price (the price at the announcement).",
     ["terse", "arrow"]),
    ("If the fixture is moved and no replacement date is set within two weeks, the market will be resolved to the last fair market price as of the time the postponement was made public.",
     ["american", "syn:made_public"]),
]

# ---------------------------------------------------------------- cancellation ({v} = payout word)
C1 = [
    ("If the match is cancelled and no make-up game is played, this market resolves to \"{v}\".",
     ["british_spelling", "plain"]),
    ("A game that is canceled outright, with no replay, resolves this market \"{v}\".",
     ["american_spelling", "syn:outright"]),
    ("Should the fixture be called off entirely and never replayed, the market will resolve to {v}.",
     ["syn:called_off", "condition_first"]),
    ("If the match is cancelled and not rescheduled, it is treated as a draw for the purposes of this market.",
     ["inference:treated_as_draw"]),
    ("Cancellation without a make-up date: resolves {v}.",
     ["terse"]),
    ("In the event that the match is cancelled and no replacement fixture is arranged, this market shall resolve to \"{v}\".",
     ["legal"]),
    ("Where a game is scrapped for good, with no rearranged date, the outcome recorded here is \"{v}\".",
     ["syn:scrapped", "british"]),
]
C2 = [
    ("If the game is cancelled and no make-up match is played, this market resolves 50-50.",
     ["plain", "british_spelling"]),
    ("A canceled match with no replay date will resolve the market at 50/50.",
     ["american_spelling", "slash_ratio"]),
    ("Should the fixture be called off for good, both outcomes are paid out at half value (50-50).",
     ["british", "syn:half_value"]),
    ("In the event of cancellation without a rescheduled match, the market shall resolve at a price of 0.50 for each outcome.",
     ["legal", "decimal_price"]),
    ("Cancelled, not replayed: 50-50.",
     ["terse"]),
    ("If the match never takes place, the market is split evenly, with each side settling at 50%.",
     ["syn:split_evenly", "percent"]),
]
C3_ES = [
    ("If the match is cancelled with no make-up game, this market resolves as though the final score were 0-0.",
     ["plain", "subjunctive"]),
    ("A cancelled fixture that is never replayed is settled as a goalless draw (0-0).",
     ["british", "syn:goalless", "passive"]),
    ("Should the game be canceled and not replayed, the \"0-0\" outcome is treated as the correct score.",
     ["american_spelling", "condition_first"]),
    ("In the event of cancellation with no replacement fixture, the market shall be resolved as if the match had ended nil-nil.",
     ["legal", "syn:nil_nil"]),
]
C3_FT = [
    ("If the match is cancelled and no make-up game is played, the market resolves as if neither team had scored first (\"Neither\").",
     ["plain", "quoted_label"]),
    ("Cancelled with no replay: settled as \"Neither\", i.e. no team scored first.",
     ["terse", "colon_definition"]),
]

# ---------------------------------------------------------------- sources
R1 = [
    ("The market is primarily resolved from the official statistics of {Bthe}. Where those figures have not appeared two hours after the final whistle, the resolution may instead rest on what credible outlets report in consensus.",
     ["plain", "number_words"]),
    ("Resolution relies on official data from {Bthe}; failing publication within 2 hours of full time, a consensus of credible media reports will be used.",
     ["british", "numerals", "syn:failing"]),
    ("Source: official stats from the event organisers / governing body. Fallback, if nothing official appears within 2 hrs of the final whistle: a consensus of credible reporting.",
     ["terse", "abbreviation", "british_spelling"]),
    ("This market will be resolved according to the statistics recognised by the governing body of the competition. Should those statistics still be unavailable 120 minutes after the match ends, resolution may instead rely on a consensus of credible reporting.",
     ["british", "minutes_not_hours", "split_sentence"]),
    ("The resolution source shall be the official match statistics as recognized by {Bthe}; provided that, if such statistics have not been published within two (2) hours following the conclusion of the match, a consensus of credible reports shall govern.",
     ["legal", "american_spelling", "number_words_and_numerals"]),
    ("Official {L} statistics decide this market. If they have not appeared within two hours after the match, credible reporting, taken as a consensus, will be relied on instead.",
     ["passive", "split_sentence"]),
]
R2 = [
    ("Any change to the official score made after this market has resolved will not be taken into account.",
     ["plain", "passive"]),
    ("Score revisions announced after resolution are disregarded.",
     ["terse", "passive"]),
    ("Once resolved, the market is final: later corrections to the result will be ignored.",
     ["colon_definition", "syn:corrections"]),
    ("Post-resolution amendments to the official result (for example, a disciplinary decision awarding the match to one side) shall have no effect on this market.",
     ["legal", "example_parenthetical"]),
    ("Revisions after settlement: ignored.",
     ["terse", "noun_phrase"]),
    ("The market follows the official final result as it stands at resolution; subsequent changes do not alter it.",
     ["joined_sentence", "present_tense"]),
]

AB_AS_CANCEL = [
    ("If the match is abandoned after kick-off and not completed, it is treated as cancelled for this market.", ["british"]),
    ("An abandoned game that is never finished counts as a cancelled game.", ["american", "plain"]),
]
AB_5050 = [
    ("If play is abandoned and the match is not resumed, this market resolves 50-50.", ["plain"]),
]

# ---------------------------------------------------------------- builder
_ctr = {}
USED = {}  # (bank name, variant index) -> styles of that wording, for the coverage report


def pick(name, bank, idx=None):
    if idx is None:
        i = _ctr.get(name, 0)
        _ctr[name] = i + 1
        idx = i % len(bank)
    USED[(name, idx)] = bank[idx][1]
    return bank[idx]


WORDS = {0: "nil", 1: "one", 2: "two", 3: "three", 4: "four", 5: "five"}


NO_THE = {"LaLiga", "Serie A", "Ligue 1", "Major League Soccer", "UEFA", "FIFA", "ANFP"}


def the(name):
    return name if name in NO_THE else "the " + name


def ctx(fx, side):
    T, O = (fx.h1, fx.a1) if side == "H" else (fx.a1, fx.h1)
    return dict(T=T, O=O, H=fx.h1, A=fx.a1, L=fx.lg1, B=fx.body, Bthe=the(fx.body), Lthe=the(fx.lg1),
                Dus=fx.d_long_us(), Duk=fx.d_long_uk(), Diso=fx.d_iso(), Dwd=fx.d_weekday())


def join(parts, how):
    if how == "one":
        return " ".join(parts)
    if how == "bullets":
        return parts[0] + "\n\n" + "\n".join("- " + p for p in parts[1:])
    if how == "numbered":
        return "\n".join(f"{i}. {p}" for i, p in enumerate(parts, 1))
    if how == "two_paras":
        return parts[0] + " " + (parts[1] if len(parts) > 1 else "") + "\n\n" + " ".join(parts[2:])
    return "\n\n".join(parts)


def build(spec, n):
    """spec keys: fam, fx, side, post, canc, src, r2, ab, join, oi (outcome idx), line, score, variant"""
    fx = Fx(spec["fx"])
    fam = spec["fam"]
    side = spec.get("side", "H")
    c = ctx(fx, side)
    styles, meanings = [], []
    parts = []
    exp = dict(family=fam, outcome=None, line=None, half=None, scope="regulation",
               source_primary=None, source_fallback=None, timing_window=None,
               void_cancelled=None, void_postponed_long=None, void_abandoned=None)
    sibling = fam not in ("win", "draw", "advance")
    mtype = "moneyline"
    line_wire = None
    oi = spec.get("oi")
    line = spec.get("line")
    if line is not None:
        lo = int(line - 0.5)
        c.update(line=f"{line}", lo=str(lo), low=WORDS.get(lo, str(lo)), lowg=WORDS.get(lo, str(lo)) + (" goal" if lo == 1 else " goals"), hi=str(lo + 1),
                 hiw=WORDS.get(lo + 1, str(lo + 1)), M=WORDS.get(lo + 1, str(lo + 1)),
                 neg=f"-{line}")

    # outcome
    if fam == "win":
        t, s = pick("WIN", WIN, oi)
        exp["outcome"] = c["T"]
        q = f"Will {c['T']} win on {fx.iso}?"
        git = c["T"]
        slug = fx.slug(fx.ch.lower() if side == "H" else fx.ca.lower())
    elif fam == "draw":
        t, s = pick("DRAW", DRAW, oi)
        exp["outcome"] = "draw"
        q = f"Will {fx.h1} vs. {fx.a1} end in a draw?"
        git = f"Draw ({fx.h1} vs. {fx.a1})"
        slug = fx.slug("draw")
    elif fam == "advance":
        t, s = pick("ADV", ADVANCE, oi)
        exp["outcome"] = c["T"]
        exp["scope"] = "penalties"
        q = f"Will {c['T']} advance past {c['O']}?"
        git = c["T"]
        mtype = spec.get("mtype", "soccer_to_advance")
        slug = fx.slug("advance-" + (fx.ch.lower() if side == "H" else fx.ca.lower()))
    elif fam == "spread":
        t, s = pick("SPR", SPREAD, oi)
        exp["outcome"], exp["line"] = c["T"], line
        q = f"Spread: {c['T']} (-{line})"
        git = f"{c['T']} (-{line})"
        mtype, line_wire = "spreads", -line
        slug = fx.slug(f"spread-{'home' if side == 'H' else 'away'}-{str(line).replace('.', 'pt')}")
    elif fam == "total":
        if spec.get("under"):
            t, s = pick("TOTU", TOTAL_UNDER, oi)
            exp["outcome"] = "under"
            q = f"Will fewer than {line} goals be scored in {fx.h1} vs. {fx.a1}?"
        else:
            t, s = pick("TOTO", TOTAL_OVER, oi)
            exp["outcome"] = "over"
            q = f"Will more than {line} goals be scored in {fx.h1} vs. {fx.a1}?"
        exp["line"] = line
        git = f"O/U {line}"
        mtype, line_wire = "totals", line
        slug = fx.slug(f"total-{str(line).replace('.', 'pt')}")
    elif fam == "btts":
        if spec.get("neg"):
            t, s = pick("BTN", BTTS_NO, oi)
            exp["outcome"] = "no"
            q = f"Will at least one team fail to score in {fx.h1} vs. {fx.a1}?"
        else:
            t, s = pick("BTY", BTTS_YES, oi)
            exp["outcome"] = "yes"
            q = f"Will both teams score in {fx.h1} vs. {fx.a1}?"
        git = "Both Teams to Score"
        mtype = "both_teams_to_score"
        slug = fx.slug("btts")
    elif fam == "half":
        exp["scope"] = None
        which = spec["half"]
        exp["half"] = which
        if which == "first" and spec.get("hdraw"):
            t, s = pick("HD1", HALF_DRAW_1, oi)
            exp["outcome"] = "draw"
            q = f"Will {fx.h1} vs. {fx.a1} be level at half-time?"
            git = "Draw at half-time"
        elif which == "first":
            t, s = pick("HT1", HALF_TEAM_1, oi)
            exp["outcome"] = c["T"]
            q = f"Will {c['T']} lead at half-time against {c['O']}?"
            git = f"{c['T']} (1st half)"
        else:
            t, s = pick("HT2", HALF_TEAM_2, oi)
            exp["outcome"] = c["T"]
            q = f"Will {c['T']} win the second half against {c['O']}?"
            git = f"{c['T']} (2nd half)"
        mtype = "soccer_first_half_result" if which == "first" else "soccer_second_half_result"
        slug = fx.slug(f"{which}-half")
    elif fam == "exact_score":
        hs, as_ = spec["score"]
        exp["outcome"] = f"{hs}-{as_}"
        kind = spec.get("es_kind", "plain")
        c.update(hs=hs, as_=as_, hw=hs, aw=as_, hsw=WORDS[hs], asw=WORDS[as_])
        if kind == "away":
            t, s = pick("ESA", EXACT_AWAY, oi)
        elif kind == "legal":
            t, s = pick("ESL", EXACT_LEGAL, oi)
        else:
            t, s = pick("ES", EXACT, oi)
        q = f"Exact score: {fx.h1} {hs}-{as_} {fx.a1}?"
        git = f"{hs}-{as_}"
        mtype = "soccer_exact_score"
        slug = fx.slug(f"score-{hs}-{as_}")
    elif fam == "other":
        kind = spec["kind"]
        if kind == "ftts":
            t, s = pick("FT", FTTS, oi)
            exp["outcome"] = c["T"]
            q = f"Will {c['T']} score first against {c['O']}?"
            git = f"{c['T']} to score first"
            mtype = "soccer_first_to_score"
            slug = fx.slug("first-goal-" + (fx.ch.lower() if side == "H" else fx.ca.lower()))
        else:
            t, s = pick("CO", CORNERS, oi)
            exp["outcome"], exp["line"] = "over", line
            q = f"Will there be more than {line} corners in {fx.h1} vs. {fx.a1}?"
            git = f"Corners O/U {line}"
            mtype, line_wire = "soccer_total_corners", line
            slug = fx.slug(f"corners-{str(line).replace('.', 'pt')}")
    else:
        raise ValueError(fam)
    parts.append(t.format(**c))
    styles += s
    meanings.append("F:" + fam)

    # scope
    sc = spec.get("scope", "S1" if fam not in ("advance", "half") else None)
    if fam == "half":
        bank = HALF1_SCOPE if spec["half"] == "first" else HALF2_SCOPE
        t, s = pick("H" + spec["half"], bank, spec.get("si"))
        parts.append(t.format(**c)); styles += s
    elif sc == "S1" and fam == "other":
        t, s = pick("S1O", S1_OTHER, spec.get("si"))
        parts.append(t.format(**c)); styles += s; meanings.append("S1")
    elif sc == "S1":
        t, s = pick("S1", S1, spec.get("si"))
        parts.append(t.format(**c)); styles += s; meanings.append("S1")
    elif sc == "S6":
        meanings.append("S6")
    elif sc == "S5txt":
        parts.append(spec["s5text"]); styles += ["whole_game"]; meanings.append("S5")
        exp["scope"] = "extra_time"

    # postponement
    post = spec.get("post")
    if post == "P1":
        t, s = pick("P1", P1, spec.get("pi"))
        parts.append(t.format(**c)); styles += s; meanings.append("P1")
        exp["timing_window"], exp["void_postponed_long"] = "open_until_played", "result"
    elif post == "P4":
        t, s = pick("P4", P4, spec.get("pi"))
        parts.append(t.format(**c)); styles += s; meanings.append("P4")
        exp["timing_window"], exp["void_postponed_long"] = 336, "last_price"

    # cancellation
    canc = spec.get("canc")
    if canc == "C1":
        v = "No" if fam == "win" else "Yes"
        t, s = pick("C1", C1, spec.get("ci"))
        parts.append(t.format(v=v, **c)); styles += s; meanings.append("C1")
        exp["void_cancelled"] = v.lower()
    elif canc == "C2":
        t, s = pick("C2", C2, spec.get("ci"))
        parts.append(t.format(**c)); styles += s; meanings.append("C2")
        exp["void_cancelled"] = "50-50"
    elif canc == "C3":
        if fam == "exact_score":
            t, s = pick("C3E", C3_ES, spec.get("ci"))
            exp["void_cancelled"] = "yes" if exp["outcome"] == "0-0" else "no"
        else:
            t, s = pick("C3F", C3_FT, spec.get("ci"))
            exp["void_cancelled"] = "no"
        parts.append(t.format(**c)); styles += s; meanings.append("C3")

    # abandonment
    ab = spec.get("ab")
    if ab == "as_cancel":
        t, s = pick("ABC", AB_AS_CANCEL, None)
        parts.append(t); styles += s; meanings.append("AB")
        exp["void_abandoned"] = exp["void_cancelled"]
    elif ab == "5050":
        t, s = pick("AB5", AB_5050, None)
        parts.append(t); styles += s; meanings.append("AB")
        exp["void_abandoned"] = "50-50"

    # sources
    if spec.get("src", "R1") == "R1":
        t, s = pick("R1", R1, spec.get("ri"))
        parts.append(t.format(**c)); styles += s; meanings.append("R1")
        exp["source_primary"], exp["source_fallback"] = "official", "consensus"
    if spec.get("r2"):
        t, s = pick("R2", R2, spec.get("r2i"))
        parts.append(t.format(**c)); styles += s; meanings.append("R2")

    how = spec.get("join", "paras")
    styles.append("layout:" + how)
    desc = join(parts, how)
    sib = fam not in ("win", "draw")
    market = {
        "id": str(4870000 + n * 37),
        "question": q,
        "slug": slug,
        "groupItemTitle": git,
        "sportsMarketType": mtype,
        "line": line_wire,
        "outcomes": jdump(["Yes", "No"]),
        "description": desc,
        "resolutionSource": fx.url if spec.get("rs", n % 3 != 0) else "",
        "event_title": f"{fx.h1} vs. {fx.a1}" + (" - More Markets" if sib and fam != "advance" else ""),
        "gameStartTime": f"{fx.iso} 19:00:00+00",
    }
    return {"id": f"d1-{n:03d}", "venue": "venue_one", "styles": sorted(set(styles)),
            "meanings": meanings, "home": fx.h1, "away": fx.a1, "competition": fx.comp,
            "market": market, "expected": exp}


SPECS = [
    # ---- win (18 generated)
    dict(fam="win", fx="liv-eve", side="H", post="P1", canc="C1", r2=True),
    dict(fam="win", fx="rbb-sev", side="A", post="P1", canc="C1", join="one"),
    dict(fam="win", fx="bvb-bmu", side="A", post="P1", canc="C1", r2=True, join="bullets"),
    dict(fam="win", fx="mil-juv", side="H", post="P4", canc="C1", join="numbered"),
    dict(fam="win", fx="psg-om", side="H", post="P1", canc="C1", ab="as_cancel"),
    dict(fam="win", fx="avl-new", side="A", post="P1", canc="C1", r2=True, join="two_paras"),
    dict(fam="win", fx="ath-rso", side="H", post="P4", canc="C1"),
    dict(fam="win", fx="lev-rbl", side="H", post="P1", canc="C1", join="one"),
    dict(fam="win", fx="nap-rom", side="A", post="P1", canc="C1", r2=True),
    dict(fam="win", fx="ol-lil", side="H", post="P1", canc="C1", join="bullets"),
    dict(fam="win", fx="lag-sea", side="H", post="P4", canc="C1", join="one"),
    dict(fam="win", fx="mex-kor", side="A", post="P1", canc="C1"),
    dict(fam="win", fx="tot-bha", side="H", post="P1", canc="C1", ab="as_cancel", join="numbered"),
    dict(fam="win", fx="vil-atm", side="A", post="P1", canc="C1", r2=True),
    dict(fam="win", fx="gal-fen", side="H", post="P4", canc="C1", join="two_paras"),
    dict(fam="win", fx="nor-cov", side="A", post="P1", canc="C1"),
    dict(fam="win", fx="sge-vfb", side="H", post="P1", canc="C1", join="one"),
    dict(fam="win", fx="ata-bol", side="A", post="P1", canc="C1", r2=True, join="bullets"),
    # ---- draw (9 generated)
    dict(fam="draw", fx="liv-eve", post="P1", canc="C1"),
    dict(fam="draw", fx="bvb-bmu", post="P1", canc="C1", r2=True, join="one"),
    dict(fam="draw", fx="mil-juv", post="P4", canc="C1"),
    dict(fam="draw", fx="rcc-get", post="P1", canc="C1", join="bullets"),
    dict(fam="draw", fx="mia-clb", post="P4", canc="C1", join="numbered"),
    dict(fam="draw", fx="bra-civ", post="P1", canc="C1", r2=True),
    dict(fam="draw", fx="asm-ren", post="P1", canc="C1", ab="as_cancel", join="one"),
    dict(fam="draw", fx="int-tor", post="P1", canc="C1", join="two_paras"),
    dict(fam="draw", fx="mun-whu", post="P1", canc="C1", r2=True),
    # ---- advance (4)
    dict(fam="advance", fx="rma-mci", side="H", scope="S6", post="P1", canc="C2"),
    dict(fam="advance", fx="bmu-ars", side="A", scope="S6", post="P1", canc="C2", join="one", mtype="moneyline"),
    dict(fam="advance", fx="slb-fcp", side="H", scope="S6", post="P1", join="bullets"),
    dict(fam="advance", fx="int-psg", side="A", scope="S6", post="P1", canc="C2", r2=True),
    # ---- spread (5)
    dict(fam="spread", fx="liv-eve", side="H", line=1.5, post="P1", canc="C2"),
    dict(fam="spread", fx="bvb-bmu", side="A", line=1.5, post="P1", canc="C2", join="one"),
    dict(fam="spread", fx="psg-om", side="H", line=2.5, post="P1", canc="C2", join="bullets"),
    dict(fam="spread", fx="int-tor", side="H", line=1.5, post="P4", canc="C2"),
    dict(fam="spread", fx="bar-gir", side="H", line=2.5, post="P1", canc="C2", r2=True),
    # ---- total (6)
    dict(fam="total", fx="avl-new", line=2.5, post="P1", canc="C2"),
    dict(fam="total", fx="lev-rbl", line=3.5, post="P1", canc="C2", join="one"),
    dict(fam="total", fx="nap-rom", line=2.5, post="P1", canc="C2", join="numbered"),
    dict(fam="total", fx="lag-sea", line=1.5, post="P4", canc="C2"),
    dict(fam="total", fx="ath-rso", line=2.5, under=True, post="P1", canc="C2", join="bullets"),
    dict(fam="total", fx="fio-laz", line=1.5, under=True, post="P1", canc="C2", r2=True),
    # ---- btts (5)
    dict(fam="btts", fx="tot-bha", post="P1", canc="C2"),
    dict(fam="btts", fx="sge-vfb", post="P1", canc="C2", join="one"),
    dict(fam="btts", fx="ol-lil", post="P1", canc="C2", join="two_paras"),
    dict(fam="btts", fx="mia-clb", post="P4", canc="C2"),
    dict(fam="btts", fx="rcl-nic", neg=True, post="P1", canc="C2", join="bullets"),
    # ---- half (4)
    dict(fam="half", fx="mun-whu", side="H", half="first", post="P1", canc="C2"),
    dict(fam="half", fx="vil-atm", side="A", half="first", post="P1", canc="C2", join="one"),
    dict(fam="half", fx="ata-bol", half="first", hdraw=True, post="P1", canc="C2"),
    dict(fam="half", fx="nfo-ful", side="H", half="second", post="P1", canc="C2", join="bullets"),
    # ---- exact score (4)
    dict(fam="exact_score", fx="liv-eve", score=(2, 1), post="P1", canc="C3"),
    dict(fam="exact_score", fx="mil-juv", score=(0, 0), post="P1", canc="C3", join="one"),
    dict(fam="exact_score", fx="rbb-sev", score=(0, 2), es_kind="away", post="P1", canc="C3"),
    dict(fam="exact_score", fx="ol-lil", score=(1, 1), es_kind="legal", post="P1", canc="C3", join="numbered"),
    # ---- other (4)
    dict(fam="other", kind="ftts", fx="cry-wol", side="H", post="P1", canc="C3"),
    dict(fam="other", kind="ftts", fx="sge-vfb", side="A", post="P1", canc="C3", join="one"),
    dict(fam="other", kind="corners", fx="avl-new", line=9.5, post="P1", canc="C2"),
    dict(fam="other", kind="corners", fx="psg-om", line=10.5, post="P1", canc="C2", join="bullets"),
]


def special(n, fxkey, fam, question, git, mtype, line, desc, styles, meanings, exp, rs="", event_suffix=""):
    fx = Fx(fxkey)
    market = {
        "id": str(4870000 + n * 37), "question": question,
        "slug": fx.slug(f"x{n}"), "groupItemTitle": git, "sportsMarketType": mtype,
        "line": line, "outcomes": jdump(["Yes", "No"]), "description": desc,
        "resolutionSource": rs, "event_title": f"{fx.h1} vs. {fx.a1}" + event_suffix,
        "gameStartTime": f"{fx.iso} 20:00:00+00",
    }
    base = dict(family=fam, outcome=None, line=None, half=None, scope="regulation",
                source_primary=None, source_fallback=None, timing_window=None,
                void_cancelled=None, void_postponed_long=None, void_abandoned=None)
    base.update(exp)
    return {"id": f"d1-{n:03d}", "venue": "venue_one", "styles": styles, "meanings": meanings,
            "home": fx.h1, "away": fx.a1, "competition": fx.comp, "market": market,
            "expected": base}


def specials(start):
    out = []
    n = start
    # 1. cup tie, "win" with no time scope at all -> scope ambiguous
    out.append(special(n, "bre-nan", "win", "Will Stade Brestois 29 win on 2027-01-20?", "Stade Brestois 29", "moneyline", None,
        "This market resolves to \"Yes\" if Stade Brestois 29 win their Coupe de France round-of-32 tie against FC Nantes on 20 January 2027, and to \"No\" if they do not.\n\n"
        "If the match is postponed, the market will remain open until it has been played. If it is cancelled and not replayed, the market resolves to \"No\".\n\n"
        "Resolution uses the official result published by the Fédération Française de Football; if no official result is out two hours after the final whistle, the consensus of credible reporting decides.",
        ["british", "cup_tie", "no_time_scope"], ["S:ambiguous", "P1", "C1", "R1", "F:win"],
        dict(outcome="Stade Brestois 29", scope="ambiguous", source_primary="official", source_fallback="consensus",
             timing_window="open_until_played", void_cancelled="no", void_postponed_long="result"), rs="https://www.fff.fr/"))
    n += 1
    # 2. vague postponement -> timing ambiguous
    out.append(special(n, "fio-laz", "win", "Will ACF Fiorentina win on 2027-02-14?", "ACF Fiorentina", "moneyline", None,
        "In the Serie A match between ACF Fiorentina and SS Lazio on February 14, 2027, this market resolves to \"Yes\" if Fiorentina wins and to \"No\" if the match is drawn or Lazio wins. "
        "The score after ninety minutes plus stoppage time is used; extra time is not relevant.\n\n"
        "If the match is postponed, the market may be kept open for a reasonable period, after which it may be resolved in whatever way the market operator considers fair.\n\n"
        "If the match is cancelled with no make-up game, this market resolves to \"No\".\n\n"
        "Official Lega Serie A statistics will be used; if these are not out within two hours of the final whistle, a consensus of credible reporting will be used.",
        ["american", "vague_window", "operator_discretion"], ["S1", "P:ambiguous", "C1", "R1", "F:win"],
        dict(outcome="ACF Fiorentina", source_primary="official", source_fallback="consensus", timing_window="ambiguous",
             void_cancelled="no", void_postponed_long="ambiguous"), rs="https://www.legaseriea.it/"))
    n += 1
    # 3. vague cancellation -> void_cancelled ambiguous
    out.append(special(n, "scf-fcu", "draw", "Will SC Freiburg vs. 1. FC Union Berlin end in a draw?", "Draw (SC Freiburg vs. 1. FC Union Berlin)", "moneyline", None,
        "Yes if SC Freiburg and 1. FC Union Berlin are level at the end of ninety minutes plus stoppage time in their Bundesliga match of 7 February 2027. No if one of them is ahead.\n\n"
        "Postponed matches: the market stays open until the match is played.\n"
        "Matches that do not take place at all: the market will be settled according to the usual procedure for such cases.\n\n"
        "Resolution source: official DFL statistics, or, if those have not been published within two hours of the match ending, a consensus of credible reporting.",
        ["terse", "label_colon", "vague_void"], ["S1", "P1", "C:ambiguous", "R1", "F:draw"],
        dict(outcome="draw", source_primary="official", source_fallback="consensus", timing_window="open_until_played",
             void_cancelled="ambiguous", void_postponed_long="result")))
    n += 1
    # 4. two sources, no order -> source ambiguous
    out.append(special(n, "cry-wol", "win", "Will Wolverhampton Wanderers FC win on 2027-02-06?", "Wolverhampton Wanderers FC", "moneyline", None,
        "Wolverhampton Wanderers FC are away at Crystal Palace FC in the Premier League on 6 February 2027. This market resolves to \"Yes\" if Wolves win, and \"No\" if the game is drawn or Palace win.\n\n"
        "Only the regulation ninety minutes and stoppage time count; extra time and penalties do not apply.\n\n"
        "A postponed match keeps this market open until it is played. A match that is cancelled without being replayed resolves the market to \"No\".\n\n"
        "The result may be taken from the Premier League website or from major sports news outlets.",
        ["british", "short_names_in_text", "unordered_sources"], ["S1", "P1", "C1", "R:ambiguous", "F:win"],
        dict(outcome="Wolverhampton Wanderers FC", source_primary="ambiguous", source_fallback="ambiguous",
             timing_window="open_until_played", void_cancelled="no", void_postponed_long="result")))
    n += 1
    # 5. older two-way style template: cancellation 50-50 on a win leg
    out.append(special(n, "esp-por", "win", "Will Spain win on 2027-06-06?", "Spain", "moneyline", None,
        "Spain face Portugal in the UEFA Nations League on June 6, 2027.\n"
        "- Resolves \"Yes\": Spain are ahead at the end of regulation time (90 minutes plus stoppage).\n"
        "- Resolves \"No\": the match is tied at that point, or Portugal are ahead.\n"
        "- Postponed: the market stays open until the match has been completed.\n"
        "- Canceled with no make-up game: resolves 50-50.\n"
        "- Source: UEFA's official statistics; if that is not out 2 hours after the game, whatever credible reporting agrees on.",
        ["bullets", "american_spelling", "older_template"], ["S1", "P1", "C2", "R1", "F:win"],
        dict(outcome="Spain", source_primary="official", source_fallback="consensus", timing_window="open_until_played",
             void_cancelled="50-50", void_postponed_long="result"), rs="https://www.uefa.com/uefanationsleague/"))
    n += 1
    # 6. draw leg with 50-50 cancellation (older template) + explicit ET/pens exclusion only
    out.append(special(n, "slb-fcp", "draw", "Will SL Benfica vs. FC Porto end in a draw?", "Draw (SL Benfica vs. FC Porto)", "moneyline", None,
        "This market refers to the Taça de Portugal match between SL Benfica and FC Porto on 3 February 2027. It resolves to \"Yes\" if the match is level when the referee blows for full time at the end of normal time, and to \"No\" otherwise. "
        "Any extra time or penalty shoot-out that follows is not counted.\n\n"
        "If the match is postponed, the market remains open until the match is played. If it is cancelled outright, the market resolves 50-50.\n\n"
        "Resolution source: the official statistics of the Federação Portuguesa de Futebol, with a consensus of credible reporting used if those are not published within two hours of the end of the match.",
        ["british", "cup_tie", "normal_time_wording"], ["S1", "P1", "C2", "R1", "F:draw"],
        dict(outcome="draw", source_primary="official", source_fallback="consensus", timing_window="open_until_played",
             void_cancelled="50-50", void_postponed_long="result"), rs="https://www.fpf.pt/"))
    n += 1
    # 7. first team to score, whole match including extra time (cup tie)
    out.append(special(n, "bre-nan", "other", "Will FC Nantes score first against Stade Brestois 29?", "FC Nantes to score first", "soccer_first_to_score", None,
        "This market resolves to \"Yes\" if FC Nantes score the opening goal of their Coupe de France tie at Stade Brestois 29 on 20 January 2027, and \"No\" if Brest score first or no goal is scored.\n\n"
        "Goals in extra time count for this market, should the tie go to extra time; goals in a penalty shoot-out do not.\n\n"
        "If the match is postponed, this market stays open until it is played. If it is cancelled and never played, it resolves as though neither team scored first, i.e. \"No\".\n\n"
        "The resolution source is the official match report of the Fédération Française de Football; failing its publication within two hours, credible reporting by consensus.",
        ["british", "whole_game", "cup_tie"], ["S5", "P1", "C3", "R1", "F:other"],
        dict(outcome="FC Nantes", scope="extra_time", source_primary="official", source_fallback="consensus",
             timing_window="open_until_played", void_cancelled="no", void_postponed_long="result"),
        rs="https://www.fff.fr/", event_suffix=" - More Markets"))
    n += 1
    # 8. total including extra time (cup), 50-50 cancellation
    out.append(special(n, "slb-fcp", "total", "Will more than 2.5 goals be scored in SL Benfica vs. FC Porto?", "O/U 2.5", "totals", 2.5,
        "Resolves \"Yes\" if three or more goals are scored in the Taça de Portugal tie between SL Benfica and FC Porto (3 February 2027), counting every goal of the whole game, extra time included if it is played. Penalty shoot-out kicks are not goals for this purpose. Otherwise \"No\".\n\n"
        "Postponement: the market stays open for however long it takes the game to be played.\n"
        "Cancellation with no make-up game: 50-50.\n\n"
        "Source: FPF official statistics (credible-reporting consensus if these are not published within two hours).",
        ["whole_game", "label_colon", "number_words"], ["S5", "P1", "C2", "R1", "F:total"],
        dict(outcome="over", line=2.5, scope="extra_time", source_primary="official", source_fallback="consensus",
             timing_window="open_until_played", void_cancelled="50-50", void_postponed_long="result"),
        event_suffix=" - More Markets"))
    n += 1
    # 9. advance leg listed as a moneyline two-way in a knockout, P4
    out.append(special(n, "fio-rbb", "advance", "Will Real Betis Balompié advance past ACF Fiorentina?", "Real Betis Balompié", "moneyline", None,
        "UEFA Conference League, round of 16, second leg: ACF Fiorentina vs. Real Betis Balompié, 11 March 2027. This market resolves to \"Yes\" if Real Betis go through to the quarter-finals, however the tie is decided (on aggregate, after extra time, or on penalties). It resolves to \"No\" if Fiorentina go through.\n\n"
        "If the second leg is postponed and not rescheduled within 14 days, this market resolves at the last fair market price, which is the price at the time the postponement was announced.\n\n"
        "UEFA's official results are the source; should they be unavailable two hours after full time, the consensus of credible media reporting is used.",
        ["british", "two_way_knockout", "numerals"], ["S6", "P4", "R1", "F:advance"],
        dict(outcome="Real Betis Balompié", scope="penalties", source_primary="official", source_fallback="consensus",
             timing_window=336, void_postponed_long="last_price"), rs="https://www.uefa.com/uefaconferenceleague/"))
    n += 1
    # 10. win leg, abandonment 50-50, R2, P1, C1, legal numbered
    out.append(special(n, "uls-jeo", "win", "Will Jeonbuk Hyundai Motors FC win on 2027-03-07?", "Jeonbuk Hyundai Motors FC", "moneyline", None,
        "1. Subject. The K League 1 match between Ulsan HD FC (home) and Jeonbuk Hyundai Motors FC (away) scheduled for 7 March 2027.\n"
        "2. Resolution. \"Yes\" if Jeonbuk Hyundai Motors FC wins; \"No\" if Ulsan HD FC wins or the match is drawn.\n"
        "3. Period of play. Regulation time only, being ninety (90) minutes plus stoppage time.\n"
        "4. Postponement. The market remains open until the match has been played.\n"
        "5. Cancellation. If the match is cancelled and no make-up match is held, \"No\".\n"
        "6. Abandonment. If the match is abandoned and not completed, the market resolves 50-50.\n"
        "7. Source. Official K League statistics; if not published within two (2) hours after the match, a consensus of credible reporting.\n"
        "8. Finality. Changes to the official result after resolution are disregarded.",
        ["legal", "numbered", "headed_sections"], ["S1", "P1", "C1", "AB", "R1", "R2", "F:win"],
        dict(outcome="Jeonbuk Hyundai Motors FC", source_primary="official", source_fallback="consensus",
             timing_window="open_until_played", void_cancelled="no", void_postponed_long="result", void_abandoned="50-50"),
        rs="https://www.kleague.com/"))
    n += 1
    # 11. draw leg, no cancellation clause at all -> void_cancelled null; source only official
    out.append(special(n, "col-udc", "draw", "Will Colo-Colo vs. Universidad de Chile end in a draw?", "Draw (Colo-Colo vs. Universidad de Chile)", "moneyline", None,
        "If Colo-Colo and Universidad de Chile are level after 90 minutes plus stoppage time in their Chilean Primera División match on March 21, 2027, this market resolves to \"Yes\". If either club is ahead at that point, it resolves to \"No\".\n\n"
        "Should the match be postponed, the market remains open until the match has taken place.\n\n"
        "The official result published by the ANFP is the resolution source.",
        ["american", "condition_first", "silent_cancellation"], ["S1", "P1", "F:draw"],
        dict(outcome="draw", source_primary="official", timing_window="open_until_played", void_postponed_long="result"),
        rs="https://www.anfp.cl/"))
    n += 1
    # 12. win leg, P4 + C1 + R2, with result revisions; "two weeks" written as fourteen days in words
    out.append(special(n, "mia-clb", "win", "Will Columbus Crew win on 2027-03-13?", "Columbus Crew", "moneyline", None,
        "Columbus Crew visit Inter Miami CF in Major League Soccer on March 13, 2027. If the Crew win, this market resolves to \"Yes\"; a tie or an Inter Miami win makes it \"No\". "
        "Only the 90 minutes of regulation and stoppage time count. "
        "If the game is postponed and has not been rescheduled within fourteen days, the market resolves at the last fair market price, meaning the price when the postponement was announced. "
        "If the game is canceled with no make-up game, the market resolves to \"No\". "
        "MLS official statistics are the source, with a consensus of credible reporting used if these are not published within two hours of the game's end. "
        "Corrections to the score made after the market resolves do not count.",
        ["american", "single_paragraph", "number_words"], ["S1", "P4", "C1", "R1", "R2", "F:win"],
        dict(outcome="Columbus Crew", source_primary="official", source_fallback="consensus", timing_window=336,
             void_cancelled="no", void_postponed_long="last_price"), rs="https://www.mlssoccer.com/"))
    n += 1
    # 13. spread written as a handicap
    out.append(special(n, "rbb-sev", "spread", "Handicap: Real Betis Balompié -1.5", "Real Betis Balompié (-1.5)", "spreads", -1.5,
        "Real Betis Balompié start this market with a handicap of minus one and a half goals against Sevilla FC (LaLiga, 6 December 2026). "
        "Take Betis's goals, subtract 1.5, and compare with Sevilla's: if Betis are still ahead, the market resolves \"Yes\"; if not, \"No\".\n\n"
        "Goals scored in regulation time only (90 minutes plus stoppage time).\n\n"
        "Postponement: the market remains open until the match is played. Cancellation without a make-up match: 50-50.\n\n"
        "Resolution follows LaLiga's official statistics; if they are not published within two hours after the match, a consensus of credible reporting is used.",
        ["handicap_wording", "arithmetic", "british_plural_team"], ["S1", "P1", "C2", "R1", "F:spread"],
        dict(outcome="Real Betis Balompié", line=1.5, source_primary="official", source_fallback="consensus",
             timing_window="open_until_played", void_cancelled="50-50", void_postponed_long="result"),
        rs="https://www.laliga.com/", event_suffix=" - More Markets"))
    n += 1
    # 14. red card market, abandonment refunds
    out.append(special(n, "gal-fen", "other", "Will a red card be shown in Galatasaray SK vs. Fenerbahçe SK?", "Red card shown", "soccer_red_card", None,
        "Resolves \"Yes\" if the referee shows at least one red card (a straight red or a second yellow) to a player of either team during Galatasaray SK vs. Fenerbahçe SK in the Süper Lig on 27 February 2027. Cards shown to coaches or substitutes on the bench do not count. Otherwise \"No\".\n\n"
        "Only the 90 minutes and stoppage time count.\n"
        "If the match is postponed, the market stays open until the match is played.\n"
        "If the match is cancelled and not replayed, the market resolves 50-50.\n"
        "If the match is abandoned before full time, the market is voided and every trade is refunded at its original price.\n\n"
        "Source: the Turkish Football Federation's official match report, with a consensus of credible reporting as fallback if the report is not out within two hours.",
        ["plain", "line_per_clause", "refund_wording"], ["S1", "P1", "C2", "AB", "R1", "F:other"],
        dict(outcome="yes", source_primary="official", source_fallback="consensus", timing_window="open_until_played",
             void_cancelled="50-50", void_postponed_long="result", void_abandoned="refund"),
        event_suffix=" - More Markets"))
    n += 1
    return out


def legs():
    out = []
    for i, spec in enumerate(SPECS, 1):
        out.append(build(spec, i))
    out += specials(len(SPECS) + 1)
    return out
