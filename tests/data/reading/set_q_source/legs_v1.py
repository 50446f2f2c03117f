"""Venue_one legs of set (q).

House style after the rules overhaul: an "At a glance:" summary line, then a
"Full terms (revised for 2026-27)" block. Some legs carry only the summary, some
only the terms. The terms come in four layouts: labelled paragraphs, one
paragraph, bullets, and Q&A.
"""
from common import (FIXTURES, TEAMS, COMPS, Rotor, derive, meanings_for, fixture_fields,
                    fill, first_upper, kickoff)

# ---------------------------------------------------------------- short (summary) banks
# each entry: (text, styles)
S_OUT = {
    "win": [
        ("Yes if {team} beat {opp}; No if they draw or lose.", ["result_first"]),
        ("{team} win = Yes. Anything else = No.", ["terse", "equals"]),
        ("No unless {team} win.", ["negation", "terse"]),
        ("The Yes side backs a win for {team}; a draw or a win for {opp} is No.", ["plain"]),
    ],
    "draw": [
        ("Yes if no team wins; No if either side does.", ["negation"]),
        ("Draw = Yes. A winner either way = No.", ["terse", "equals"]),
        ("Pays Yes unless one of the two clubs wins.", ["negation", "exception"]),
        ("Yes on a level score between {home} and {away}, otherwise No.", ["plain"]),
    ],
    "advance": [
        ("Yes if {team} go through; No if {opp} do.", ["result_first"]),
        ("{team} to progress past {opp}: Yes if they do, No if they are knocked out.", ["terse"]),
    ],
}
S_SCOPE = {
    "REG": [
        ("Normal time only (90' plus added time; extra time and shoot-outs ignored).", ["terse", "symbols"]),
        ("Counted: regulation with stoppage. Not counted: ET, penalties.", ["terse", "abbrev"]),
        ("Result taken when regulation, stoppage included, is over.", ["plain"]),
    ],
    "ET": [
        ("Extra time counts if played; a shoot-out does not.", ["terse"]),
    ],
    "ADV": [
        ("Decided over the whole tie, extra time and penalties included.", ["plain"]),
        ("Aggregate, extra time and any shoot-out all count.", ["terse"]),
    ],
}
S_POST = {
    "P1": [
        ("Postponed: stays open until the match is played.", ["terse"]),
        ("A delay of any length just keeps it open.", ["plain"]),
        ("Postponed: no deadline; it waits for the rearranged game.", ["terse", "negation"]),
    ],
    "P4": [
        ("Postponed and not rescheduled within 14 days: last fair price as of the postponement notice.", ["numerals"]),
        ("Two weeks to find a new date, else the last fair price before the delay was announced.", ["number_words"]),
    ],
    "P72": [
        ("Not played within 72 hours of the original kick-off: 50-50.", ["numerals", "negation"]),
        ("Postponed beyond three days: split 50/50.", ["number_words"]),
    ],
}
S_CANC = {
    "C1win": [
        ("Cancelled for good: No.", ["terse"]),
        ("Called off with no replay: resolves No.", ["syn:called_off"]),
    ],
    "C1draw": [
        ("Cancelled for good: Yes, as if drawn.", ["terse"]),
        ("Called off with no replay: counts as a draw, so Yes.", ["syn:called_off"]),
    ],
    "C2": [
        ("Cancelled: 50-50.", ["terse"]),
        ("Cancelled outright: each side paid half.", ["plain"]),
    ],
    "C4": [("Cancelled: fair price.", ["terse"])],
    "CR": [("Cancelled: positions refunded.", ["terse"])],
}
S_AB = {
    "SAME": [("Abandoned = cancelled.", ["terse", "equals"]),
             ("An abandoned game is handled like a cancelled one.", ["plain"])],
    "AB5050": [("Abandoned: 50-50.", ["terse"])],
    "ABNO": [("Abandoned: No.", ["terse"])],
}
S_SRC = {
    "R1": [
        ("Source: official {comp} stats, or a consensus of reputable media if those are not out within 2 hours.", ["numerals"]),
        ("Source: {body} official data; media consensus after a two-hour wait.", ["number_words", "terse"]),
    ],
    "ROFF": [("Source: {body} official data only.", ["terse"])],
    "ROP": [("Source: {body}; failing that, Opta.", ["terse"])],
    "RPROV": [("Source: ESPN match data.", ["terse"])],
}
S_R2 = [("Later score corrections are ignored.", ["terse"])]
S_DISP = [("Disputes close 24 hours after settlement.", ["terse", "numerals"])]

# ---------------------------------------------------------------- long (terms) banks
L_OUT = {
    "win": [
        ("This contract resolves Yes if {team} defeat {opp} in the {comp} match scheduled for {date_long}, and No if the match is drawn or {opp} win.", ["result_first", "syn:defeat"]),
        ("Unless {team} finish with more goals than {opp}, the contract resolves No; a win for {team} resolves it Yes.", ["negation", "condition_first"]),
        ("The Yes side is paid when {team} come out ahead of {opp} ({comp}, {date_eu}). A level score, or a win for {opp}, pays the No side.", ["british", "syn:come_out_ahead"]),
        ("In the {comp} meeting between {home} and {away} on {date_wd}, the only result that settles this contract Yes is a win for {team}; every other result, a draw included, settles it No.", ["exception", "weekday_date"]),
        ("{team} have to win. Drawing is not enough, and neither is losing: either of those gives No.", ["negation", "terse"]),
    ],
    "draw": [
        ("This contract resolves Yes if the {comp} match between {home} and {away} on {date_long} finishes with the scores level, and No if either club wins it.", ["result_first", "syn:level"]),
        ("If no team wins the {home} v {away} fixture, this contract resolves Yes. A win for either {home} or {away} resolves it No.", ["negation", "condition_first"]),
        ("Yes is paid where neither {home} nor {away} has outscored the other; otherwise No.", ["negation", "legal"]),
        ("Should {home} and {away} be locked together on goals ({date_dots}), the contract settles Yes, and any decisive result settles it No.", ["dotted_date", "syn:locked_together"]),
        ("The contract pays Yes on a draw between {home} and {away} and No on a win for either of them.", ["plain"]),
    ],
    "advance": [
        ("This contract resolves Yes if {team} qualify for the next stage of the {comp} at the expense of {opp}, and No if {opp} qualify instead.", ["syn:qualify"]),
        ("It asks which club comes through the {comp} tie between {home} and {away}, whose {round} is played on {date_long}. If that club is {team}, Yes; if it is {opp}, No.", ["question_form"]),
        ("{team} progressing past {opp} resolves this contract Yes; their elimination resolves it No.", ["terse", "syn:progress"]),
    ],
}
L_SCOPE = {
    "REG": [
        ("Only the score when regulation ends counts: the ninety minutes and any time the referee adds. Goals in extra time, and any penalty shoot-out, are disregarded.", ["number_words"]),
        ("The result is read at the final whistle of normal time, meaning after 90 minutes plus whatever stoppage is played; anything that happens later is ignored.", ["numerals"]),
        ("Here 'the result' means the score at the end of the second half, added time included. Extra periods and shoot-outs are not part of it.", ["definition"]),
        ("Extra time and spot kicks, should either occur, play no part; the score after the regulation 90 minutes and stoppage decides.", ["condition_after", "syn:spot_kicks"]),
        ("Settlement looks at regular time alone, that is, two halves of 45 minutes each with their stoppage time.", ["definition"]),
    ],
    "ET": [
        ("Goals scored in extra time count toward the result if extra time is played. A penalty shoot-out does not, so a match still level after extra time counts as a draw.", ["exception"]),
    ],
    "ADV": [
        ("Everything that decides the tie counts: the aggregate over both legs, extra time and, if it comes to that, a penalty shoot-out.", ["plain"]),
        ("Qualification is taken however the competition settles it, extra time and penalties included.", ["plain"]),
        ("It does not matter how the tie is decided, whether on aggregate in normal time, in extra time or on penalties.", ["negation"]),
    ],
}
L_POST = {
    "P1": [
        ("If the fixture is moved to a later date, the contract remains open and is settled on that match when it is eventually played, with no cut-off.", ["syn:moved"]),
        ("A postponement does not trigger settlement. However long the delay, the contract waits for the rearranged fixture and resolves on its result.", ["negation"]),
        ("Where kick-off is pushed back for any reason, the contract stays live until the game takes place.", ["syn:pushed_back"]),
        ("Postponed matches keep the contract open indefinitely; it settles once the rearranged game has been played.", ["plain"]),
    ],
    "P4": [
        ("If the match is postponed and no new date has been fixed within fourteen (14) days, the contract settles at its last fair market price, measured at the moment the postponement was announced.", ["number_words_and_numerals"]),
        ("A postponed match keeps the contract open, except that, where it has not been rescheduled within two weeks, the contract resolves at the last fair price prevailing when the postponement became public.", ["exception", "number_words"]),
        ("The contract waits up to a fortnight for a postponed fixture to be rescheduled. If that does not happen, it resolves at the last fair price recorded before the postponement was announced.", ["syn:fortnight"]),
    ],
    "P72": [
        ("Should the game be postponed and not kick off within seventy-two (72) hours of its original start time, each side of the contract is settled at 0.50.", ["legal", "number_words_and_numerals"]),
        ("If the rearranged match has not started within 72 hours of the scheduled kick-off, the contract resolves 50-50.", ["numerals", "negation"]),
        ("A postponed game has three days (72 hours from the first scheduled kick-off) to get under way; after that, Yes and No are each paid half.", ["number_words"]),
    ],
}
L_CANC = {
    "C1win": [
        ("If the match is called off and never replayed, the contract resolves No.", ["syn:called_off"]),
        ("Where the fixture is cancelled outright with no make-up date, the result is treated as a draw, so this contract resolves No.", ["treated_as_draw"]),
        ("Cancellation without a rescheduled match resolves the contract No.", ["nominal"]),
        ("Should the game be scrapped and not replayed, the contract resolves No.", ["syn:scrapped"]),
    ],
    "C1draw": [
        ("If the fixture is scrapped and no replacement game is arranged, this contract resolves Yes.", ["syn:scrapped"]),
        ("A cancelled match that is never rearranged counts as a draw here, so the contract resolves Yes.", ["treated_as_draw"]),
        ("Cancellation with no make-up match resolves the contract Yes.", ["nominal"]),
        ("Should the game be called off and never replayed, the contract resolves Yes, as it would on a draw.", ["syn:called_off"]),
    ],
    "C2": [
        ("Should the match be cancelled and not rearranged, each share settles at 0.50.", ["numerals"]),
        ("Cancellation without a replacement fixture resolves the contract fifty-fifty.", ["number_words"]),
        ("Where the game is called off for good, Yes and No holders each receive half the payout.", ["syn:called_off"]),
        ("A cancelled match that is never replayed resolves 50-50.", ["terse"]),
    ],
    "C4": [
        ("If the match is cancelled, the contract is settled at a fair price determined under these terms.", ["plain"]),
        ("Cancellation leads to settlement at fair value as assessed under these rules.", ["syn:fair_value"]),
    ],
    "CR": [
        ("If the match is cancelled, all trades are unwound and each trader gets back what they paid.", ["plain"]),
        ("A cancelled fixture voids the contract and refunds every position at cost.", ["terse"]),
        ("Cancellation means the contract is voided and purchase prices are returned.", ["nominal"]),
    ],
}
L_AB = {
    "SAME": [
        ("A match abandoned after kick-off and not completed is handled exactly as a cancellation.", ["plain"]),
        ("Abandonment counts as cancellation for these purposes.", ["terse"]),
        ("If play starts but the match is halted and never finished, the cancellation terms above apply.", ["syn:halted"]),
    ],
    "AB5050": [
        ("If play is stopped for good before full time, the contract resolves 50-50.", ["syn:stopped"]),
        ("An abandoned match, once started and not completed, splits the payout evenly between Yes and No.", ["plain"]),
    ],
    "ABNO": [
        ("A match abandoned after kick-off resolves this contract No, whatever the score at the time.", ["plain"]),
        ("If the game is abandoned part-way through and not completed, the contract resolves No.", ["plain"]),
    ],
}
L_SRC = {
    "R1": [
        ("First-choice evidence is the official statistics published by {body}. If nothing official is out within two hours of the match finishing, the resolver may rely on what credible outlets broadly agree on.", ["plain"]),
        ("Resolution relies on the official match data of {body}; should that data be missing two hours after the match ends, the contract may be resolved on what reputable news outlets agree on.", ["number_words"]),
        ("Official figures from {body} decide. Failing their publication within 2 hours of full time, the broad agreement of credible media is used.", ["numerals", "legal"]),
        ("Settlement rests on official {comp} data, falling back to consistent reporting by reliable outlets only if the official data is still unavailable two hours after the game.", ["condition_after"]),
    ],
    "ROFF": [
        ("The only source is the official match record kept by {body}.", ["plain"]),
        ("Settlement uses the official data of {body} and nothing else.", ["negation"]),
        ("Official {comp} statistics are the sole basis for resolution.", ["nominal"]),
    ],
    "ROP": [
        ("The result is taken from the official website of {body} ({site}); if that is unavailable, from Opta's match data.", ["url"]),
        ("Primary source: official data from {body}. Secondary source, used only if the primary is unavailable: Opta.", ["colon_definition"]),
    ],
    "RPROV": [
        ("The result is taken from ESPN's match page for this game.", ["plain"]),
        ("Settlement uses the final score as shown by ESPN.", ["plain"]),
    ],
}
L_R2 = [
    ("If the official score is corrected once the contract has resolved, the correction is disregarded.", ["passive"]),
    ("Once resolved, the contract is not reopened for later changes to the official result.", ["negation"]),
    ("A score amended after settlement does not change the settlement.", ["terse"]),
]
L_DISP = [
    ("A proposed resolution may be disputed within 24 hours; after that it is final.", ["numerals"]),
    ("Challenges to the settlement must be lodged within one day of it being posted.", ["number_words"]),
]

LABELS = {
    "out": ("What pays", "When does this resolve Yes?"),
    "scope": ("Time counted", "Which part of the match counts?"),
    "post": ("Postponement", "What if the match is postponed?"),
    "canc": ("Cancellation", "What if the match is cancelled?"),
    "ab": ("Abandonment", "What if the match is abandoned?"),
    "src": ("Source", "Where does the result come from?"),
    "r2": ("Corrections", "What about later score changes?"),
    "disp": ("Disputes", "Can the settlement be challenged?"),
}
TERMS_HEAD = "Full terms (revised for 2026-27)"

# ---------------------------------------------------------------- spec table
# (fixture, side, scope, post, canc, abandonment, source, extras, layout, shape)
SPECS = [
    ("f01", "home", "REG", "P1", "C1", None, "R1", {"R2"}, "labelled", "both"),
    ("f01", "draw", "REG", "P1", "C1", None, "R1", {"R2"}, "labelled", "both"),
    ("f01", "away", "REG", "P1", "C1", "SAME", "R1", set(), "onepara", "both"),
    ("f02", "home", "REG", "P4", "C2", None, "R1", {"R2"}, "bullets", "both"),
    ("f02", "draw", "REG", "P4", "C2", "AB5050", "R1", set(), "qa", "both"),
    ("f03", "away", "REG", "P1", "C1", None, "ROFF", {"DISP"}, "labelled", "terms"),
    ("f03", "draw", "REG", "P1", "C1", "SAME", "ROFF", set(), "onepara", "terms"),
    ("f04", "home", "REG", "P72", "C2", "SAME", "R1", set(), None, "summary"),
    ("f04", "draw", "REG", "P72", "C2", None, "R1", {"R2"}, None, "summary"),
    ("f05", "home", "REG", "P1", "C1", "ABNO", "ROP", set(), "bullets", "both"),
    ("f05", "away", "REG", "P1", "C1", None, "R1", {"R2", "DISP"}, "qa", "terms"),
    ("f06", "draw", "REG", "P4", "C2", None, "R1", set(), "labelled", "both"),
    ("f06", "away", "REG", "P4", "CR", "SAME", "RPROV", set(), "bullets", "terms"),
    ("f07", "home", "REG", "P1", "C1", None, "R1", set(), None, "summary"),
    ("f08", "home", "REG", "P1", "C1", None, "R1", {"R2"}, "onepara", "both"),
    ("f08", "draw", "REG", "P1", "C1", None, "ROFF", {"DISP"}, "bullets", "both"),
    ("f09", "away", "REG", "P72", "C2", "AB5050", "R1", set(), "labelled", "terms"),
    ("f10", "home", "REG", "P1", "C1", None, "R1", {"R2"}, "qa", "both"),
    ("f10", "draw", "REG", None, "C1", None, "R1", set(), None, "summary"),
    ("f11", "away", "REG", "P4", "C4", "SAME", "ROP", set(), "onepara", "both"),
    ("f12", "home", "REG", "P1", "C2", None, "RPROV", set(), "labelled", "both"),
    ("f12", "draw", "REG", "P1", "C1", "SAME", "R1", {"R2"}, "qa", "terms"),
    ("f13", "away", "REG", "P1", "C1", None, "R1", set(), None, "summary"),
    ("f14", "home", "REG", "P72", "CR", None, "ROFF", {"DISP"}, "labelled", "both"),
    ("f14", "draw", "REG", "P72", "CR", "SAME", "ROFF", set(), "onepara", "both"),
    ("f15", "home", "REG", "P1", "C1", None, "R1", {"R2"}, "labelled", "both"),
    ("f15", "draw", "REG", "P1", "C1", None, "R1", set(), "bullets", "terms"),
    ("f15", "advH", "ADV", "P1", "C2", "SAME", "R1", set(), "labelled", "both"),
    ("f15", "advA", "ADV", "P1", "C2", None, "R1", {"R2"}, "qa", "both"),
    ("f16", "advH", "ADV", "P4", "C2", None, "ROFF", set(), "onepara", "terms"),
    ("f16", "home", "ET", "P1", "C1", None, "R1", set(), "labelled", "both"),
    ("f17", "advA", "ADV", "P1", "CR", "SAME", "ROP", set(), "bullets", "both"),
    ("f17", "advH", "ADV", "P1", "C2", None, "R1", set(), None, "summary"),
]


def _canc_key(canc, family):
    if canc == "C1":
        return "C1draw" if family == "draw" else "C1win"
    return canc


def _parts(rot, bank_kind, family, scope, post, canc, ab, src, extras):
    """Ordered (dimension, text, styles) triples from the short or long banks."""
    out, sc, po, ca, abk, sr, r2, di = (
        (S_OUT, S_SCOPE, S_POST, S_CANC, S_AB, S_SRC, S_R2, S_DISP) if bank_kind == "short"
        else (L_OUT, L_SCOPE, L_POST, L_CANC, L_AB, L_SRC, L_R2, L_DISP))
    p = [("out",) + rot.take(bank_kind + "out" + family, out[family]),
         ("scope",) + rot.take(bank_kind + "scope" + scope, sc[scope])]
    if post:
        p.append(("post",) + rot.take(bank_kind + "post" + post, po[post]))
    if canc:
        k = _canc_key(canc, family)
        p.append(("canc",) + rot.take(bank_kind + "canc" + k, ca[k]))
    if ab:
        p.append(("ab",) + rot.take(bank_kind + "ab" + ab, abk[ab]))
    p.append(("src",) + rot.take(bank_kind + "src" + src, sr[src]))
    if "R2" in extras:
        p.append(("r2",) + rot.take(bank_kind + "r2", r2))
    if "DISP" in extras:
        p.append(("disp",) + rot.take(bank_kind + "disp", di))
    return p


def _layout_terms(parts, layout, f):
    if layout == "labelled":
        body = "\n\n".join("%s: %s" % (LABELS[d][0], fill(t, f)) for d, t, _ in parts)
    elif layout == "onepara":
        body = " ".join(fill(t, f) for d, t, _ in parts)
    elif layout == "bullets":
        body = "\n".join("• " + fill(t, f) for d, t, _ in parts)
    elif layout == "qa":
        body = "\n".join("Q: %s\nA: %s" % (LABELS[d][1], fill(t, f)) for d, t, _ in parts)
    else:
        raise ValueError(layout)
    return TERMS_HEAD + "\n\n" + body


def _market(fx, family, side, f, description, nid):
    comp, hk, ak, _, rnd = FIXTURES[fx]
    pfx = COMPS[comp][2]
    hs, as_ = TEAMS[hk][1], TEAMS[ak][1]
    base = "%s-%s-%s-%s" % (pfx, hs, as_, f["date_iso"])
    if family == "win":
        q = "Will %s win on %s?" % (f["team"], f["date_iso"])
        slug, git = base + "-" + (hs if side == "home" else as_), f["team"]
        smt = "moneyline"
    elif family == "draw":
        q = "Will %s vs. %s end in a draw?" % (f["home"], f["away"])
        slug, git = base + "-draw", "Draw (%s vs. %s)" % (f["home"], f["away"])
        smt = "moneyline"
    else:
        q = "Will %s advance past %s?" % (f["team"], f["opp"])
        code = hs if f["team"] == f["home"] else as_
        slug, git = base + "-advance-" + code, f["team"]
        smt = "advance" if nid % 2 else "moneyline"
    return {
        "id": str(5310000 + nid * 37),
        "question": q,
        "slug": slug,
        "groupItemTitle": git,
        "sportsMarketType": smt,
        "line": None,
        "outcomes": "[\"Yes\", \"No\"]",
        "description": description,
        "resolutionSource": COMPS[comp][5],
        "event_title": "%s vs. %s" % (f["home"], f["away"]),
        "gameStartTime": kickoff(fx).strftime("%Y-%m-%d %H:%M:00+00"),
    }


def _leg(n, fx, side, description, styles, meanings, expected):
    family = {"home": "win", "away": "win", "draw": "draw", "advH": "advance",
              "advA": "advance"}[side]
    s = {"advH": "home", "advA": "away"}.get(side, side)
    f = fixture_fields(fx, "venue_one", s)
    return {
        "id": "q1-%03d" % n,
        "venue": "venue_one",
        "styles": sorted(set(styles)),
        "meanings": meanings,
        "home": f["home"],
        "away": f["away"],
        "competition": FIXTURES[fx][0],
        "market": _market(fx, family, s, f, description, n),
        "expected": expected,
    }


def generated(start=1):
    rot = Rotor()
    legs = []
    for i, (fx, side, scope, post, canc, ab, src, extras, layout, shape) in enumerate(SPECS):
        n = start + i
        family = {"home": "win", "away": "win", "draw": "draw", "advH": "advance",
                  "advA": "advance"}[side]
        s = {"advH": "home", "advA": "away"}.get(side, side)
        f = fixture_fields(fx, "venue_one", s)
        styles = ["shape:" + shape]
        chunks = []
        if shape in ("both", "summary"):
            sp = _parts(rot, "short", family, scope, post, canc, ab, src, extras)
            chunks.append("At a glance: " + " ".join(first_upper(fill(t, f)) for _, t, _ in sp))
            for _, _, st in sp:
                styles += st
        if shape in ("both", "terms"):
            lp = _parts(rot, "long", family, scope, post, canc, ab, src, extras)
            chunks.append(_layout_terms(lp, layout, f))
            styles.append("layout:" + layout)
            for _, _, st in lp:
                styles += st
        desc = "\n\n".join(chunks)
        outcome = "draw" if family == "draw" else f["team"]
        exp = derive("venue_one", family, outcome, scope, post, canc, ab, src)
        mean = meanings_for("venue_one", family, scope, post, canc, ab, src, extras)
        legs.append(_leg(n, fx, side, desc, styles, mean, exp))
    return legs


def specials(start):
    """Hand-written whole texts: legal drafting, exceptions, negations, terse notes."""
    legs = []

    def add(fx, side, text, styles, meanings, exp_over, base):
        n = start + len(legs)
        s = {"advH": "home", "advA": "away"}.get(side, side)
        f = fixture_fields(fx, "venue_one", s)
        family = {"home": "win", "away": "win", "draw": "draw", "advH": "advance",
                  "advA": "advance"}[side]
        outcome = "draw" if family == "draw" else f["team"]
        exp = derive("venue_one", family, outcome, *base)
        exp.update(exp_over)
        legs.append(_leg(n, fx, side, fill(text, f), styles, meanings, exp))

    # legal drafting with definitions; win leg; exception for abandonment
    add("f09", "home",
        "At a glance: {team} must beat {opp} inside regulation. Postponed games stay open. "
        "Cancelled: 50-50, but an abandoned game is No.\n\n" + TERMS_HEAD + "\n\n"
        "1. Definitions. \"Fixture\" means the {comp} match between {home} and {away} "
        "scheduled for {date_eu}. \"Regulation\" means the two halves of the Fixture together "
        "with any stoppage time, and excludes extra time and any penalty shoot-out.\n\n"
        "2. Settlement. The Contract shall resolve Yes if, upon the conclusion of Regulation, "
        "{team} have scored more goals than {opp}; in all other circumstances it shall resolve No.\n\n"
        "3. Postponement. A postponement of the Fixture shall not of itself cause resolution; "
        "the Contract shall remain open until the Fixture is played.\n\n"
        "4. Cancellation and abandonment. Save as provided in the next sentence, if the Fixture "
        "is cancelled and not replayed the Contract shall resolve at 0.50 per share. Where the "
        "Fixture is abandoned after kick-off and not completed, the Contract shall resolve No.\n\n"
        "5. Source. Resolution shall be based on the official statistics of {body}, provided that "
        "if such statistics are not published within two (2) hours after the final whistle of the "
        "Fixture, the collective account of reputable news media may be relied on.",
        ["legal", "definitions", "numbered", "exception", "shape:both", "number_words_and_numerals"],
        ["F:win", "S1", "P1", "C2", "AB", "R1"], {},
        ("REG", "P1", "C2", "ABNO", "R1"))
    # terse notes, draw leg, negation
    add("f11", "draw",
        "At a glance: no winner = Yes; a winner = No. 90'+stoppage only. Postponed: open till played. "
        "Scrapped, no replay: Yes. Source: Lega Serie A, else media consensus (2h).",
        ["terse", "negation", "symbols", "shape:summary", "syn:scrapped"],
        ["F:draw", "S1", "P1", "C1", "R1"], {},
        ("REG", "P1", "C1", None, "R1"))
    # conditions stated after the outcome; win leg for the home side
    add("f06", "home",
        TERMS_HEAD + "\n\n"
        "Yes goes to holders if {team} win, counted only when regular time is up (ninety "
        "minutes and stoppage), on {date_long}, against {opp}. No goes to holders if they do not.\n\n"
        "That holds unless the fixture is postponed, in which case settlement waits, for as long as "
        "it takes, for the rearranged game.\n\n"
        "The contract resolves No, and not 50-50, if the fixture is cancelled and never replayed.\n\n"
        "Official LaLiga data settles the contract; if it has not been published two hours after "
        "the end of the game, reliable media reporting, where it agrees, may be used.",
        ["condition_after", "negation", "shape:terms", "layout:paras", "number_words"],
        ["F:win", "S1", "P1", "C1", "R1"], {},
        ("REG", "P1", "C1", None, "R1"))
    # Q&A with a negated draw definition and a 14-day rule
    add("f13", "draw",
        "At a glance: Yes only if neither {home} nor {away} wins in normal time.\n\n" + TERMS_HEAD + "\n\n"
        "Q: Does a win for {home} or for {away} ever pay Yes?\nA: No. Yes is paid only when the "
        "match ends without a winner at the close of the 90 minutes and stoppage time.\n"
        "Q: Is extra time relevant?\nA: No; there is none in this league fixture, and none would count.\n"
        "Q: And if the match is postponed?\nA: The contract stays open for up to 14 days for a new "
        "date to be set. If none is set in that time, it settles at the last fair price as it stood "
        "when the postponement was announced.\n"
        "Q: And if it is cancelled?\nA: Then it is treated as a draw: Yes.\n"
        "Q: Who decides the score?\nA: The Ligue de Football Professionnel's official statistics, "
        "with a consensus of credible reporting as a fallback if they are not out within two hours.",
        ["qa", "negation", "shape:both", "layout:qa", "numerals", "treated_as_draw"],
        ["F:draw", "S1", "P4", "C1", "R1"], {},
        ("REG", "P4", "C1", None, "R1"))
    # advance, negation of the elimination side, refund on cancellation
    add("f16", "advA",
        TERMS_HEAD + "\n\n"
        "• This contract does not resolve Yes if {opp} qualify; it resolves Yes only if {team} "
        "reach the next round.\n• Whatever decides the tie decides the contract: aggregate goals, "
        "extra time or a shoot-out.\n• Postponement of the {round}: the contract waits for it to be played.\n"
        "• Cancellation of the {round} without a replay: the contract is voided and everyone is refunded.\n"
        "• Source: UEFA's official match data only.",
        ["negation", "bullets", "shape:terms", "layout:bullets"],
        ["F:advance", "S6", "P1", "C:refund", "R:official"], {},
        ("ADV", "P1", "CR", None, "ROFF"))
    return legs


def all_legs():
    g = generated(1)
    return g + specials(len(g) + 1)
