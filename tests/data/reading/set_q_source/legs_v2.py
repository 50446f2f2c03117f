"""Venue_two legs of set (q).

House style after the rules overhaul: `rules_primary` opens "In brief –" with a one-line
summary, and `rules_secondary` carries "Detailed terms (2026-27 revision)". Some legs
carry only the summary (empty secondary). Some carry only the terms: the primary is then
a long-form outcome sentence and the secondary holds the rest. Secondary layouts:
numbered items, one paragraph, Q&A, and capitalised labels.
"""
from common import (FIXTURES, TEAMS, COMPS, SERIES_SOURCES, Rotor, derive, meanings_for,
                    fixture_fields, fill, first_upper, kickoff)

S_OUT = {
    "win": [
        ("Yes if {team} beats {opp} in the {home} vs {away} {comp} game on {date_short}; otherwise No.", ["result_first"]),
        ("{team} win → Yes; a tie or a win for {opp} → No.", ["arrows", "terse"]),
        ("Resolves No unless {team} wins.", ["negation", "terse"]),
    ],
    "draw": [
        ("Yes if the {home} vs {away} game ends in a tie; No if either team wins.", ["plain"]),
        ("Tie → Yes; any winner → No.", ["arrows", "terse"]),
        ("Yes if neither team wins.", ["negation", "terse"]),
    ],
    "advance": [
        ("Yes if {team} advances past {opp}; No if {opp} goes through.", ["plain"]),
        ("{team} to reach the next round: Yes if so, No if knocked out.", ["terse"]),
    ],
}
S_SCOPE = {
    "REG": [
        ("Regulation only: 90 min + stoppage, no extra time, no penalties.", ["terse", "abbrev"]),
        ("Counts the score after 90 minutes and stoppage (extra time and shootouts excluded).", ["parenthetical"]),
    ],
    "ET": [("Extra time counts; a shootout does not.", ["terse"])],
    "ADV": [("Extra time and penalties included.", ["terse"]),
            ("However the tie is settled, shootout included.", ["plain"])],
}
S_POST = {
    "P2": [("Delayed more than 48 hours: fair price.", ["terse", "numerals"]),
           ("Rescheduled beyond 48 hrs: settles at a fair price.", ["abbrev"])],
    "P3": [("Postponed but starting within 48 hours: stays open; later than that: fair price.", ["exception"])],
    "P1": [("Postponed: stays open until played.", ["terse"])],
}
S_CANC = {
    "C4": [("Canceled: fair price.", ["terse", "american_spelling"]),
           ("Cancellation → fair-price settlement.", ["arrows"])],
    "C2": [("Canceled: 50/50.", ["terse"])],
    "CR": [("Canceled: refunds.", ["terse"])],
}
S_AB = {
    "SAME": [("Abandoned counts as canceled.", ["terse"])],
    "ABFP": [("Abandoned: fair price.", ["terse"])],
    "AB5050": [("Abandoned: 50/50.", ["terse"])],
    "ABREF": [("Abandoned: refunds.", ["terse"])],
}
S_SRC = {
    "ROFF": [("Source: {body}.", ["terse"])],
    "ROP": [("Source: {body}, else ESPN.", ["terse"])],
    "RPROV": [("Source: ESPN.", ["terse"])],
}
S_D1 = [("A regulation tie pays the Tie market, not this one.", ["negation"])]
S_R2 = [("Post-settlement corrections ignored.", ["terse"])]
S_DISP = [("Disputes: 24 h window after settlement.", ["terse"])]

L_OUT = {
    "win": [
        ("If {team} beats {opp} in the {home} vs {away} {comp} game originally scheduled for {date_short}, the market resolves to Yes; a tie or a win for {opp} makes it No.", ["condition_first"]),
        ("This market resolves to No unless {team} defeats {opp} in their {comp} match of {date_long}. Victory for {team} resolves it to Yes.", ["negation", "syn:defeat"]),
        ("The market resolves to Yes should {team} come away with the win over {opp} ({comp}, {date_short}).", ["result_first", "syn:come_away_with"]),
        ("Yes: {team} wins the {home} vs {away} game. No: {opp} wins, or neither team does.", ["colon_definition", "negation"]),
        ("Should {opp} win or the teams finish level, this market resolves to No; it resolves to Yes only on a win for {team} in the {home} vs {away} game set for {date_long}.", ["exception", "result_first"]),
    ],
    "draw": [
        ("If the {home} vs {away} {comp} game first scheduled for {date_short} ends in a tie, the Tie market resolves to Yes; if either team wins, it resolves to No.", ["condition_first"]),
        ("Tie resolves to Yes if no team wins the {home} vs {away} game on {date_long}.", ["negation"]),
        ("The Tie market pays Yes when {home} and {away} finish with the same number of goals, and No otherwise.", ["plain"]),
        ("Unless one of {home} and {away} wins their {comp} game, this market resolves to Yes.", ["negation", "exception"]),
    ],
    "advance": [
        ("If {team} advances to the next round of the {comp} at the expense of {opp}, the market resolves to Yes; if {opp} advances, it resolves to No.", ["condition_first"]),
        ("This market is about who goes through from the {home} vs {away} tie, whose {round} is on {date_short}: Yes for {team}, No for {opp}.", ["colon_definition"]),
        ("The market resolves to Yes if {team} wins the tie against {opp}, and to No if {team} is eliminated.", ["plain"]),
    ],
}
L_SCOPE = {
    "REG": [
        ("Only the score at the end of regulation (90 minutes plus stoppage time) counts; extra time and penalty shootouts are excluded.", ["parenthetical"]),
        ("The result is taken after ninety minutes and added time. Any extra time or shootout is disregarded.", ["number_words"]),
        ("Goals scored after regulation ends, including in extra time, do not count, and neither does a shootout.", ["negation"]),
        ("The market looks at regulation time only, stoppage included, and never at extra time or penalties.", ["negation"]),
    ],
    "ET": [("Extra time counts toward the result if it is played, but a penalty shootout does not; a game level after extra time is a tie.", ["exception"])],
    "ADV": [
        ("The tie is decided by whatever the competition uses, including aggregate score, extra time and a penalty shootout.", ["plain"]),
        ("Extra time and penalties count.", ["terse"]),
    ],
}
L_POST = {
    "P2": [
        ("If the game is postponed to a start more than 48 hours after its original time, settlement is at a fair price set under these rules.", ["numerals"]),
        ("A game rescheduled by more than forty-eight hours settles at a fair price.", ["number_words"]),
        ("If kickoff moves more than two days past its original slot, the market settles at fair value.", ["number_words", "syn:fair_value"]),
    ],
    "P3": [
        ("If the game is postponed but kicks off within 48 hours of the original start, trading continues; otherwise the market is settled at a fair price.", ["exception", "numerals"]),
        ("A delayed game that gets underway within forty-eight (48) hours keeps the market open. If it does not, settlement is at a fair price.", ["number_words_and_numerals"]),
    ],
    "P1": [
        ("A postponed game leaves the market open for as long as it takes the game to be played.", ["plain"]),
        ("Postponement does not settle the market; it waits for the rescheduled game.", ["negation"]),
    ],
}
L_CANC = {
    "C4": [
        ("If the game is canceled, a fair price under these rules determines settlement.", ["american_spelling"]),
        ("Cancellation results in settlement at a fair price.", ["nominal"]),
        ("A canceled game means the market settles at fair value as determined under these terms.", ["syn:fair_value"]),
    ],
    "C2": [
        ("If the game is canceled, Yes and No each settle at $0.50.", ["currency"]),
        ("Cancellation settles the market at 50/50.", ["terse"]),
    ],
    "CR": [
        ("If the game is canceled, all positions are refunded at cost.", ["plain"]),
        ("A canceled game voids the market and returns traders' money.", ["plain"]),
    ],
}
L_AB = {
    "SAME": [
        ("An abandoned game is treated the same as a canceled one.", ["plain"]),
        ("If a game starts but is abandoned and not completed, the cancellation rule applies.", ["plain"]),
    ],
    "ABFP": [("If the game is abandoned before the end of regulation and not resumed, settlement is at a fair price.", ["plain"])],
    "AB5050": [("An abandoned game that is not completed settles at $0.50 per side.", ["currency"])],
    "ABREF": [("If the game is abandoned and never finished, positions are refunded.", ["plain"])],
}
L_SRC = {
    "ROFF": [("The result is verified against the official website of {body}.", ["passive"]),
             ("The official match report of {body} is the source.", ["plain"])],
    "ROP": [("Source: the official site of {body}; if it is unavailable, ESPN.", ["colon_definition"])],
    "RPROV": [("The final score is taken from ESPN.", ["plain"])],
}
L_D1 = [
    ("If regulation ends level, the Tie market resolves to Yes and this market resolves to No.", ["plain"]),
    ("A tie after regulation settles the Tie market to Yes, not this one.", ["negation"]),
]
L_R2 = [
    ("Score changes made after settlement do not change the outcome.", ["plain"]),
    ("Once the market has settled, later corrections to the official result are ignored.", ["plain"]),
]
L_DISP = [("Settlement disputes must be filed within 24 hours of settlement.", ["numerals"])]

LABELS = {
    "out": ("RESULT", "What pays Yes?"),
    "scope": ("PERIOD", "Does extra time count?"),
    "d1": ("TIE", "What if regulation ends level?"),
    "post": ("POSTPONEMENT", "What if the game is postponed?"),
    "canc": ("CANCELLATION", "What if the game is canceled?"),
    "ab": ("ABANDONMENT", "What if the game is abandoned?"),
    "src": ("SOURCE", "Who reports the score?"),
    "r2": ("CORRECTIONS", "What about later corrections?"),
    "disp": ("DISPUTES", "How are disputes handled?"),
}
TERMS_HEAD = "Detailed terms (2026-27 revision)"

# (fixture, side, scope, post, canc, abandonment, source, series, extras, layout, shape)
SPECS = [
    ("f01", "home", "REG", "P2", "C4", None, None, "espn_fox", {"D1"}, "numbered", "both"),
    ("f01", "draw", "REG", "P2", "C4", None, None, "espn_fox", set(), "numbered", "both"),
    ("f01", "away", "REG", "P2", "C4", "SAME", None, "espn_fox", {"D1"}, "para", "terms"),
    ("f02", "home", "REG", "P3", "C4", None, None, "espn", {"D1", "R2"}, "caps", "both"),
    ("f02", "draw", "REG", "P3", "C4", "ABFP", None, "espn", set(), "qa", "both"),
    ("f03", "away", "REG", "P2", "C4", None, "ROFF", "espn_fox", {"D1"}, "numbered", "terms"),
    ("f03", "draw", "REG", "P2", "C4", None, None, "fox", set(), None, "summary"),
    ("f04", "home", "REG", "P1", "C2", None, None, "espn_fox", set(), "para", "both"),
    ("f04", "draw", "REG", "P1", "C2", "AB5050", None, "espn_fox", {"R2"}, "numbered", "terms"),
    ("f05", "home", "REG", "P2", "C4", None, None, "espn_fox", {"D1"}, None, "summary"),
    ("f05", "draw", "REG", "P3", "C4", "SAME", "RPROV", "espn_fox", {"DISP"}, "caps", "both"),
    ("f06", "away", "REG", "P2", "CR", None, None, "espn_fox", {"D1"}, "qa", "terms"),
    ("f07", "home", "REG", "P3", "C4", "SAME", "ROP", "espn_fox", {"D1"}, "numbered", "both"),
    ("f07", "draw", "REG", "P2", "C4", None, None, "espn_fox", set(), "para", "terms"),
    ("f08", "home", "REG", "P2", "C4", "ABFP", None, "espn_fox", {"D1"}, "caps", "terms"),
    ("f08", "away", "REG", "P2", "C4", None, None, "espn", set(), None, "summary"),
    ("f09", "draw", "REG", "P3", "C2", None, None, "espn_fox", {"R2"}, "numbered", "both"),
    ("f10", "away", "REG", "P2", "C4", None, "ROFF", "espn_fox", {"D1", "DISP"}, "para", "both"),
    ("f10", "draw", "REG", "P2", "C4", "SAME", None, "espn_fox", set(), "qa", "terms"),
    ("f11", "home", "REG", "P3", "C4", None, None, "fox", {"D1"}, "numbered", "terms"),
    ("f12", "away", "REG", "P2", "C4", None, None, "espn_fox", set(), "caps", "both"),
    ("f12", "draw", "REG", "P1", "CR", "ABREF", None, "espn_fox", set(), "para", "both"),
    ("f13", "home", "REG", "P2", "C4", None, None, "espn_fox", {"D1"}, None, "summary"),
    ("f14", "home", "REG", "P3", "C4", None, None, "mls", {"D1"}, "numbered", "both"),
    ("f14", "draw", "REG", "P3", "C4", "SAME", None, "mls", set(), "qa", "both"),
    ("f15", "home", "REG", "P2", "C4", None, None, "uefa", {"D1"}, "numbered", "both"),
    ("f15", "draw", "REG", "P2", "C4", None, None, "uefa", set(), "caps", "terms"),
    ("f15", "advA", "ADV", "P2", "C4", None, None, "uefa", set(), "para", "both"),
    ("f16", "advH", "ADV", "P3", "C4", "SAME", None, "uefa", set(), "numbered", "terms"),
    ("f16", "advA", "ADV", "P1", "C2", None, "ROFF", "uefa", set(), "qa", "both"),
    ("f16", "away", "ET", "P2", "C4", None, None, "uefa", set(), "para", "both"),
    ("f17", "advH", "ADV", "P2", "CR", None, None, "espn_fox", set(), None, "summary"),
    ("f17", "home", "REG", "P2", "C4", None, None, "espn_fox", {"D1"}, "numbered", "terms"),
]

FAM = {"home": "win", "away": "win", "draw": "draw", "advH": "advance", "advA": "advance"}
SIDE = {"advH": "home", "advA": "away"}


def _parts(rot, kind, family, scope, post, canc, ab, src, extras, with_out=True):
    out, sc, po, ca, abk, sr, d1, r2, di = (
        (S_OUT, S_SCOPE, S_POST, S_CANC, S_AB, S_SRC, S_D1, S_R2, S_DISP) if kind == "short"
        else (L_OUT, L_SCOPE, L_POST, L_CANC, L_AB, L_SRC, L_D1, L_R2, L_DISP))
    p = []
    if with_out:
        p.append(("out",) + rot.take(kind + "out" + family, out[family]))
        p.append(("scope",) + rot.take(kind + "scope" + scope, sc[scope]))
    if family == "win" and "D1" in extras:
        p.append(("d1",) + rot.take(kind + "d1", d1))
    if post:
        p.append(("post",) + rot.take(kind + "post" + post, po[post]))
    if canc:
        p.append(("canc",) + rot.take(kind + "canc" + canc, ca[canc]))
    if ab:
        p.append(("ab",) + rot.take(kind + "ab" + ab, abk[ab]))
    if src:
        p.append(("src",) + rot.take(kind + "src" + src, sr[src]))
    if "R2" in extras:
        p.append(("r2",) + rot.take(kind + "r2", r2))
    if "DISP" in extras:
        p.append(("disp",) + rot.take(kind + "disp", di))
    return p


def _layout(parts, layout, f):
    if layout == "numbered":
        body = "\n".join("(%d) %s" % (i + 1, fill(t, f)) for i, (d, t, _) in enumerate(parts))
    elif layout == "para":
        body = " ".join(fill(t, f) for d, t, _ in parts)
    elif layout == "qa":
        body = "\n".join("Q. %s A. %s" % (LABELS[d][1], fill(t, f)) for d, t, _ in parts)
    elif layout == "caps":
        body = "\n".join("%s – %s" % (LABELS[d][0], fill(t, f)) for d, t, _ in parts)
    else:
        raise ValueError(layout)
    return TERMS_HEAD + "\n" + body


def _market(fx, family, s, f, primary, secondary):
    comp, hk, ak, _, rnd = FIXTURES[fx]
    hc, ac = TEAMS[hk][3], TEAMS[ak][3]
    if family == "advance":
        series = "KXUCLADVANCE"
    else:
        series = COMPS[comp][3]
    ev = "%s-%s%s%s" % (series, f["date_yymmmdd"], hc, ac)
    if family == "draw":
        suffix, sub = "TIE", "Tie"
    else:
        suffix, sub = (hc if s == "home" else ac), f["team"]
    title = ("%s vs %s: Who advances?" % (f["home"], f["away"]) if family == "advance"
             else "%s vs %s Winner?" % (f["home"], f["away"]))
    return {
        "ticker": ev + "-" + suffix,
        "event_ticker": ev,
        "series_ticker": series,
        "title": title,
        "yes_sub_title": sub,
        "no_sub_title": sub,
        "rules_primary": primary,
        "rules_secondary": secondary,
        "occurrence_datetime": kickoff(fx).strftime("%Y-%m-%dT%H:%M:00Z"),
    }


def _leg(n, fx, side, primary, secondary, series, styles, meanings, expected):
    family = FAM[side]
    s = SIDE.get(side, side)
    f = fixture_fields(fx, "venue_two", s)
    f["date_yymmmdd"] = f["yymmmdd"]
    return {
        "id": "q2-%03d" % n,
        "venue": "venue_two",
        "styles": sorted(set(styles)),
        "meanings": meanings,
        "home": f["home"],
        "away": f["away"],
        "competition": FIXTURES[fx][0],
        "market": _market(fx, family, s, f, primary, secondary),
        "series_settlement_sources": SERIES_SOURCES[series],
        "expected": expected,
    }


def _mean(family, scope, post, canc, ab, src, extras):
    m = meanings_for("venue_two", family, scope, post, canc, ab, src, extras)
    if family == "draw" and "D1" not in m:
        m.insert(2, "D1")
    return m


def generated(start=1):
    rot = Rotor()
    legs = []
    for i, (fx, side, scope, post, canc, ab, src, series, extras, layout, shape) in enumerate(SPECS):
        n = start + i
        family = FAM[side]
        s = SIDE.get(side, side)
        f = fixture_fields(fx, "venue_two", s)
        styles = ["shape:" + shape]
        if shape in ("both", "summary"):
            sp = _parts(rot, "short", family, scope, post, canc, ab, src, extras)
            primary = "In brief – " + " ".join(first_upper(fill(t, f)) for _, t, _ in sp)
            for _, _, st in sp:
                styles += st
        if shape == "summary":
            secondary = ""
        elif shape == "both":
            lp = _parts(rot, "long", family, scope, post, canc, ab, src, extras)
            secondary = _layout(lp, layout, f)
        else:  # terms only: outcome and period in the primary, the rest in the secondary
            head = _parts(rot, "long", family, scope, None, None, None, None, set())
            primary = " ".join(fill(t, f) for _, t, _ in head)
            for _, _, st in head:
                styles += st
            lp = _parts(rot, "long", family, scope, post, canc, ab, src, extras, with_out=False)
            secondary = _layout(lp, layout, f)
        if shape != "summary":
            styles.append("layout:" + layout)
            for _, _, st in lp:
                styles += st
        outcome = "draw" if family == "draw" else f["team"]
        exp = derive("venue_two", family, outcome, scope, post, canc, ab, src, series)
        legs.append(_leg(n, fx, side, primary, secondary, series, styles,
                         _mean(family, scope, post, canc, ab, src, extras), exp))
    return legs


def specials(start):
    legs = []

    def add(fx, side, primary, secondary, series, styles, meanings, base, over=None):
        n = start + len(legs)
        s = SIDE.get(side, side)
        f = fixture_fields(fx, "venue_two", s)
        family = FAM[side]
        outcome = "draw" if family == "draw" else f["team"]
        exp = derive("venue_two", family, outcome, *base, series)
        exp.update(over or {})
        legs.append(_leg(n, fx, side, fill(primary, f), fill(secondary, f), series, styles,
                         meanings, exp))

    # legal drafting; postponement exception stated before the rule
    add("f09", "home",
        "In brief – {team} to beat {opp} in regulation. Fair price if canceled or pushed back more than 48 hours.",
        TERMS_HEAD + "\n"
        "Section 1. The market shall resolve to Yes if and only if {team} has scored more goals than "
        "{opp} upon the expiry of regulation time, being ninety (90) minutes together with any "
        "stoppage time, in the {home} vs {away} game originally scheduled for {date_long}. "
        "Extra time and any penalty shootout shall be disregarded.\n"
        "Section 2. Save where the game commences within forty-eight (48) hours of its originally "
        "scheduled start, a postponed game shall cause the market to resolve to a fair price.\n"
        "Section 3. In the event of cancellation, the market shall resolve to a fair price.\n"
        "Section 4. If the game is level upon the expiry of regulation time, the Tie market shall "
        "resolve to Yes.",
        "espn_fox", ["legal", "exception", "number_words_and_numerals", "shape:both", "layout:sections"],
        ["F:win", "S2", "D1", "P3", "C4", "R3"], ("REG", "P3", "C4", None, None))
    # negated draw definition; terse summary only
    add("f11", "draw",
        "In brief – No winner after 90' + stoppage = Yes. Extra time/pens: n/a. Canceled or moved 48h+ = fair price.",
        "", "espn_fox", ["terse", "negation", "symbols", "shape:summary"],
        ["F:draw", "S2", "D1", "P2", "C4", "R3"], ("REG", "P2", "C4", None, None))
    # condition after the outcome, source named in the text (overrides the series)
    add("f13", "away",
        "The market resolves to Yes for a win by {team} over {opp}, provided the win stands at the end "
        "of regulation (90 minutes and stoppage time; neither extra time nor penalties count).",
        TERMS_HEAD + "\n"
        "Q. What if the game is postponed? A. The market stays open for a game that starts within 48 "
        "hours of the original kickoff. If the delay is longer, it resolves to a fair price.\n"
        "Q. And if the game is canceled? A. Fair price.\n"
        "Q. Who reports the score? A. The Ligue de Football Professionnel's official site; "
        "ESPN is used only if that site is unavailable.\n"
        "Q. What if the game is abandoned? A. It is handled like a cancellation.",
        "espn_fox", ["condition_after", "qa", "shape:terms", "layout:qa"],
        ["F:win", "S2", "P3", "C4", "AB", "R:official+provider"], ("REG", "P3", "C4", "SAME", "ROP"))
    # advance: exception wording for cancellation vs abandonment
    add("f15", "advH",
        "In brief – Yes if {team} win the tie against {opp} by any means, extra time and "
        "penalties included.",
        TERMS_HEAD + "\n"
        "(1) Postponed second leg: the market stays open until it is played.\n"
        "(2) Canceled second leg: 50/50, except that if the game is abandoned after kickoff and "
        "not completed, a fair price applies instead.",
        "uefa", ["exception", "numbered", "shape:both", "layout:numbered"],
        ["F:advance", "S6", "P1", "C2", "AB", "R3"], ("ADV", "P1", "C2", "ABFP", None))
    return legs


def all_legs():
    g = generated(1)
    return g + specials(len(g) + 1)
