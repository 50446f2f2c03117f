"""venue_one legs of set (s): an app listing / data-feed house style.

Each bank entry is (template, styles). A spec picks the clauses; wordings rotate."""
from common import COMPS, TEAMS, FIXTURES, DATE_KEYS, date_formats, layout

WIN = [
    ("YES if {T} win. Draw or {O} win: NO.", ["terse", "shorthand"]),
    ("Pays Yes on a {T} victory over {O} in the {comp} fixture of {date}; every other result, the draw included, pays No.", ["formal", "result_first"]),
    ("{T} ({HA}) to win vs {O}, {date}. Yes only when {T} finish with more goals; level or behind means No.", ["terse", "shorthand:H/A"]),
    ("This contract settles Yes where {T} has scored more goals than {O} at the end of the period described in these terms, and No in all other cases.", ["legal"]),
    ("Selection {num} in the 1X2 grid ({T}, {ha} side). Settles YES on that result and NO on X or {other_num}.", ["terse", "shorthand:1X2"]),
    ("Settles No if {T} fail to win, and a draw counts as failing to win. Otherwise Yes.", ["negation", "no_first"]),
    ("Yes if, and only if, {T} beat {O} ({comp}, {date}).", ["legal", "iff"]),
    ("Resolves Yes, provided that {T} are in front when the period below ends; No in any other case.", ["condition_after"]),
    ("Outcome {HA} of H/D/A: {T} against {O} on {date}. {T} winning = YES; D, or the other side winning = NO.", ["terse", "shorthand:H/D/A"]),
    ("{T} v {O}, {date}: the answer is Yes only with {T} ahead on the scoreboard at the end of play as defined below, and No if the sides are level or {O} lead.", ["plain", "fixture_first"]),
]

DRAW = [
    ("YES if no team wins. If either {H} or {A} wins, NO.", ["negation", "terse"]),
    ("D leg of the H/D/A set for {H} vs. {A} ({date}): YES on a draw, NO on H or A.", ["shorthand:H/D/A", "terse"]),
    ("Settles Yes when {H} and {A} finish all square, and No when either club wins.", ["plain", "syn:all_square"]),
    ("Pays Yes if neither {H} nor {A} is in front once the counting period here has ended.", ["negation", "condition_after"]),
    ("X (draw), {comp}, {date}. YES = scores level. NO = a winner either way.", ["shorthand:1X2", "terse"]),
    ("This contract resolves Yes should the {H} v {A} fixture end with the scores level, and No should either side prevail.", ["legal", "syn:prevail"]),
    ("NO if somebody wins. YES if nobody does. Fixture: {H} vs. {A}, {date}.", ["negation", "no_first", "terse"]),
    ("Result needed: a stalemate (0-0, 1-1, 2-2 and so on). A winner on either side means NO.", ["syn:stalemate", "examples"]),
    ("Yes unless one of {H} or {A} wins the match; a level score when the counting period closes is a Yes.", ["negation", "exception"]),
]

ADV = [
    ("YES if {T} advance from the {round} tie against {O}. NO if {O} go through.", ["terse"]),
    ("Two-way market, no draw. Pays YES when {T} qualify for the next round at the expense of {O}.", ["two_way", "plain"]),
    ("This contract settles Yes if {T} progress past {O} in this {comp} {round} tie, and No if {O} do.", ["legal"]),
    ("{T} to go through vs {O} ({round}). Yes = {T} through; No = {O} through.", ["terse", "shorthand"]),
    ("Resolves Yes only if it is {T}, not {O}, that reaches the next round.", ["negation", "cleft"]),
]

S1 = [
    ("90' + added time. ET and pens don't count.", ["shorthand:90'", "terse"]),
    ("Only regulation counts: ninety minutes plus the added time the referee allows. Extra time and shoot-outs, if any, play no part.", ["number_words", "plain"]),
    ("Settled on the FT score (90'+ST). Nothing after the whistle that ends normal time counts.", ["shorthand:FT"]),
    ("The result is the one standing when normal time ends, stoppage included; any extra period or shoot-out is disregarded.", ["formal"]),
    ("Regulation only, injury time included; no ET, no pens.", ["terse", "syn:injury_time"]),
    ("FT = 90 mins + stoppage. Extra time: n/a. Penalties: n/a.", ["key_value", "terse"]),
    ("For the purposes of this contract, the result means the score when the referee ends regular play, after added minutes and before any extra time or penalties.", ["legal", "definition"]),
    ("Counts: 1st half + 2nd half + stoppage. Doesn't count: ET, shoot-out.", ["terse", "list"]),
]

S5 = [
    ("Full match incl. ET (up to 120' plus stoppage). Pens excluded: winning a shoot-out is not a win here, and a game still level after ET settles NO.", ["shorthand:ET", "numerals"]),
]

S6 = [
    ("Everything that decides the tie counts: aggregate score, extra time, and a shoot-out if it comes to that.", ["plain"]),
    ("ET and pens included. Whoever is through at the very end settles it.", ["shorthand:ET/pens", "terse"]),
    ("Qualification is judged once the tie is fully decided, including any extra time and any penalty shoot-out.", ["formal"]),
    ("Aggregate over both legs, then ET, then pens: the side left standing is the answer.", ["terse", "sequence"]),
]

P1 = [
    ("Stays open until played. No cut-off.", ["terse"]),
    ("If the game is postponed, the market does not settle early: it waits for the match to be played, whenever that is.", ["plain"]),
    ("Postponed? Still live until the rearranged fixture is played, with no deadline.", ["question_form", "syn:rearranged"]),
    ("A change of date does not affect this contract, which remains open until the match actually takes place.", ["formal"]),
    ("Postponement → held open till the fixture goes ahead (no time limit).", ["arrow", "terse"]),
    ("Rescheduled fixtures keep the market alive; it settles on the rearranged game, however far away that is.", ["plain", "syn:rescheduled"]),
]

P4 = [
    ("If no new date is fixed within 14 days, settles at the last fair price as it stood when the postponement was announced.", ["numerals"]),
    ("Should the match be postponed and not rescheduled inside two weeks, the contract settles at the last fair market price, taken at the moment the postponement was made public.", ["legal", "number_words"]),
    ("Postponed and not re-fixed within a fortnight → last fair price (snapshot taken at the announcement).", ["arrow", "syn:fortnight"]),
    ("On a postponement the market waits up to 14 days for a new date. No new date by then: it closes at the last fair price recorded when the postponement was announced.", ["plain", "split"]),
]

C1_WIN = [
    ("Cancelled, no make-up fixture: NO.", ["terse"]),
    ("Should the fixture be cancelled outright with no replay, this leg resolves No.", ["legal"]),
    ("Called off for good, never replayed → NO.", ["arrow", "syn:called_off"]),
    ("If the match is scrapped and not made up, {T} cannot win it, so the answer is No.", ["plain", "syn:scrapped", "reasoned"]),
    ("A cancellation with no rearranged game counts as a draw for settlement purposes, which makes this leg NO.", ["treated_as_draw"]),
]

C1_DRAW = [
    ("Cancelled, never made up: YES.", ["terse"]),
    ("A cancelled fixture that is never replayed settles this draw market Yes.", ["plain"]),
    ("Called off & not replayed → treated as a draw → YES.", ["arrow", "treated_as_draw"]),
    ("If the game is cancelled and no replacement fixture is held, every team leg goes to No and this one, the draw, goes to Yes.", ["other_markets"]),
    ("Team legs resolve No on a cancellation without a replay; the Draw leg is the exception and resolves Yes.", ["exception", "other_markets"]),
]

C2 = [
    ("Cancelled, no replay: void (here void means each share settles at 0.50, Yes and No alike).", ["shorthand:void", "definition"]),
    ("Should it be cancelled and not made up, the market settles 50-50.", ["plain"]),
    ("Cancelled & not replayed → push (Yes and No both pay $0.50).", ["shorthand:push", "arrow"]),
    ("A cancellation without a replacement fixture splits the payout evenly: Yes and No each receive half.", ["formal"]),
]

CREF = [
    ("Cancelled with no replay: void, and every position is refunded at its entry price.", ["shorthand:void", "refund"]),
]

AB_C = [
    ("Abandoned and not completed or replayed = treated as cancelled.", ["terse"]),
    ("A match abandoned part-way and never finished is handled exactly like a cancellation.", ["plain"]),
    ("Abandonment: same treatment as a cancellation.", ["terse"]),
]
AB_50 = [
    ("Abandoned before the end and not resumed: 50-50.", ["terse"]),
    ("If play is abandoned and the match is not completed, both sides of this market settle at 0.50.", ["plain"]),
]
AB_NO = [
    ("An abandoned match that is not played to a finish resolves No.", ["plain"]),
]

R1 = [
    ("Official {org} stats; if not out within 2h of FT, consensus of credible media.", ["terse", "shorthand:2h"]),
    ("Source: {body}'s official match statistics. Fallback, used only if nothing official is published two hours after the end: what reputable outlets agree on.", ["number_words", "split"]),
    ("Settled from the official data of the competition organiser ({body}). Where that data is still missing 2 hours after full time, broad agreement among credible reports is used instead.", ["british_spelling", "formal"]),
    ("Primary source: {site}. Secondary: agreement among credible sports media, used only if {site} has not posted the result within two hours of the final whistle.", ["key_value", "site_named"]),
    ("Official result from {body}; backup = credible-media consensus if the official figures are more than 2 h late.", ["terse"]),
]
R_OFF = [
    ("Source: official {org} data only.", ["terse"]),
    ("Resolved solely on the result published by {body}.", ["plain"]),
]
R2 = [
    ("Score changes after settlement are ignored.", ["terse"]),
    ("Once resolved, later corrections to the score are disregarded.", ["plain"]),
    ("Amendments to the official score after resolution do not reopen the market.", ["formal"]),
    ("No re-settlement for retroactive score changes.", ["terse", "negation"]),
]

BANKS = dict(WIN=WIN, DRAW=DRAW, ADV=ADV, S1=S1, S5=S5, S6=S6, P1=P1, P4=P4, C1_WIN=C1_WIN,
             C1_DRAW=C1_DRAW, C2=C2, CREF=CREF, AB_C=AB_C, AB_50=AB_50, AB_NO=AB_NO, R1=R1,
             R_OFF=R_OFF, R2=R2)

# (fixture, family, side, scope, postponement, cancellation, abandonment, source, R2, layout)
SPECS = [
    (0, "win", "H", "S1", "P1", "C1", None, "R1", True, "paras"),
    (0, "draw", None, "S1", "P1", "C1", None, "R1", True, "card"),
    (0, "win", "A", "S1", "P1", "C1", "AB_C", "R1", False, "bullets"),
    (1, "win", "H", "S1", "P1", "C1", None, "R1", True, "one_para"),
    (1, "draw", None, "S1", "P1", "C1", "AB_C", "R1", True, "qa"),
    (2, "win", "A", "S1", "P4", "C1", None, "R1", False, "card"),
    (2, "draw", None, "S1", "P4", "C1", None, "R1", True, "paras"),
    (3, "win", "H", "S1", "P1", "C2", "AB_50", "R1", False, "footnotes"),
    (3, "draw", None, "S1", "P1", "C2", None, "R_OFF", False, "one_para"),
    (4, "win", "H", "S1", "P1", "C1", None, "R1", True, "card"),
    (4, "win", "A", "S1", None, "C1", None, "R1", False, "bullets"),
    (4, "draw", None, "S1", "P1", "C1", "AB_C", "R1", True, "footnotes"),
    (5, "win", "A", "S1", "P1", "C1", "AB_NO", "R1", True, "paras"),
    (5, "draw", None, "S1", "P4", "C1", None, "R1", False, "bullets"),
    (6, "win", "H", "S1", "P1", "CREF", None, "R1", False, "card"),
    (6, "draw", None, "S1", "P1", "C1", None, "R1", True, "one_para"),
    (7, "win", "H", "S1", "P1", "C1", None, "R1", True, "qa"),
    (7, "draw", None, "S1", "P1", "C2", "AB_50", "R1", False, "card"),
    (8, "win", "A", "S1", "P4", "C1", "AB_C", "R1", True, "paras"),
    (8, "draw", None, "S1", "P1", "C1", None, "R_OFF", True, "bullets"),
    (9, "win", "H", "S1", "P1", "C1", None, "R1", False, "footnotes"),
    (9, "win", "A", "S1", None, "C1", None, "R1", True, "card"),
    (10, "win", "A", "S1", "P1", "C1", None, "R1", True, "one_para"),
    (10, "draw", None, "S1", "P1", "C1", "AB_C", "R1", False, "qa"),
    (11, "win", "A", "S1", "P4", "C2", None, "R1", True, "bullets"),
    (14, "win", "A", "S1", "P1", "C1", None, "R1", False, "card"),
    (14, "draw", None, "S1", "P1", "C1", None, "R1", True, "paras"),
    (15, "win", "H", "S1", "P1", "C1", None, "R1", True, "bullets"),
    (15, "draw", None, "S1", "P1", "C1", None, "R1", False, "footnotes"),
    (12, "win", "H", "S5", "P1", "C1", None, "R1", False, "paras"),
    (12, "advance", "H", "S6", "P1", "C2", None, "R1", False, "card"),
    (12, "advance", "A", "S6", "P1", "C2", "AB_C", "R1", True, "paras"),
    (13, "advance", "H", "S6", "P1", "C2", None, "R_OFF", False, "qa"),
    (16, "advance", "A", "S6", "P4", "C2", None, "R1", True, "bullets"),
    (16, "win", "H", "S1", "P1", "C1", None, "R1", True, "card"),
    (13, "draw", None, "S1", "P1", "C1", None, "R1", False, "one_para"),
    (13, "advance", "A", "S6", "P1", "C2", "AB_50", "R1", True, "one_para"),
    (16, "advance", "H", "S6", "P1", "C2", None, "R1", False, "footnotes"),
]

TIMING = {None: (None, None), "P1": ("open_until_played", "result"), "P4": (336, "last_price")}


def fixture_ctx(fx, side, date_key):
    comp, hk, ak, ymd, hhmm, rnd = FIXTURES[fx]
    c = COMPS[comp]
    H, A = TEAMS[hk][0], TEAMS[ak][0]
    dates = date_formats(ymd)
    ctx = dict(H=H, A=A, comp=c["v1"], body=c["body"], org=c["body"].replace("the ", ""), site=c["site"], date=dates[date_key],
               round=rnd or "")
    if side:
        T, O = (H, A) if side == "H" else (A, H)
        ctx.update(T=T, O=O, HA=side, ha="home" if side == "H" else "away",
                   num="1" if side == "H" else "2", other_num="2" if side == "H" else "1")
    return comp, hk, ak, ymd, hhmm, rnd, ctx, dates


def market(n, fx, fam, side, description, dates, hhmm, comp, hk, ak, ctx):
    c = COMPS[comp]
    H, A = ctx["H"], ctx["A"]
    code = {"H": TEAMS[hk][1], "A": TEAMS[ak][1], None: "draw"}[side]
    slug = f"{c['slug']}-{TEAMS[hk][1]}-{TEAMS[ak][1]}-{dates['iso']}-{code}"
    if fam == "win":
        q, g, smt = f"Will {ctx['T']} win on {dates['iso']}?", ctx["T"], "moneyline"
    elif fam == "draw":
        q, g, smt = f"Will {H} vs. {A} end in a draw?", f"Draw ({H} vs. {A})", "moneyline"
    else:
        q, g, smt = f"Will {ctx['T']} advance past {ctx['O']}?", ctx["T"], "soccer_to_advance"
        slug = f"{c['slug']}-{TEAMS[hk][1]}-{TEAMS[ak][1]}-{dates['iso']}-advance-{code}"
    return {
        "id": str(5301000 + n * 7),
        "question": q,
        "slug": slug,
        "groupItemTitle": g,
        "sportsMarketType": smt,
        "line": None,
        "outcomes": "[\"Yes\", \"No\"]",
        "description": description,
        "resolutionSource": c["url"] if n % 3 else "",
        "event_title": f"{H} vs. {A}",
        "gameStartTime": f"{dates['iso']} {hhmm}:00+00",
    }


def expected(fam, outcome, scope, ppd, canc, abd, src):
    scope_v = {"S1": "regulation", "S5": "extra_time", "S6": "penalties"}[scope]
    tw, vp = TIMING[ppd]
    vc = {"C1": "no" if fam == "win" else "yes", "C2": "50-50", "CREF": "refund", None: None}[canc]
    va = {None: None, "AB_C": vc, "AB_50": "50-50", "AB_NO": "no"}[abd]
    sp, sf = {"R1": ("official", "consensus"), "R_OFF": ("official", None)}[src]
    return {"family": fam, "outcome": outcome, "line": None, "half": None, "scope": scope_v,
            "source_primary": sp, "source_fallback": sf, "timing_window": tw,
            "void_cancelled": vc, "void_postponed_long": vp, "void_abandoned": va}


def build():
    counters = {k: 0 for k in BANKS}

    def take(bank, ctx):
        items = BANKS[bank]
        text, styles = items[counters[bank] % len(items)]
        counters[bank] += 1
        return text.format(**ctx), styles

    legs = []
    for i, (fx, fam, side, scope, ppd, canc, abd, src, r2, lay) in enumerate(SPECS):
        n = i + 1
        comp, hk, ak, ymd, hhmm, rnd, ctx, dates = fixture_ctx(fx, side, DATE_KEYS[i % 6])
        styles = {f"layout:{lay}", f"date:{DATE_KEYS[i % 6]}"}
        meanings = [f"F:{fam}"]
        parts = []
        out_bank = {"win": "WIN", "draw": "DRAW", "advance": "ADV"}[fam]
        t, s = take(out_bank, ctx); parts.append(("OUT", t)); styles.update(s)
        t, s = take(scope, ctx); parts.append(("SCOPE", t)); styles.update(s)
        meanings.append(scope)
        if ppd:
            t, s = take(ppd, ctx); parts.append(("PPD", t)); styles.update(s); meanings.append(ppd)
        cbank = {"C1": "C1_WIN" if fam == "win" else "C1_DRAW", "C2": "C2", "CREF": "CREF"}[canc]
        t, s = take(cbank, ctx); parts.append(("CANC", t)); styles.update(s)
        meanings.append({"C1": "C1", "C2": "C2", "CREF": "C:refund"}[canc])
        if abd:
            t, s = take(abd, ctx); parts.append(("ABD", t)); styles.update(s); meanings.append("AB")
        t, s = take(src, ctx); parts.append(("SRC", t)); styles.update(s)
        meanings.append({"R1": "R1", "R_OFF": "R:official_only"}[src])
        if r2:
            t, s = take("R2", ctx); parts.append(("EDIT", t)); styles.update(s); meanings.append("R2")
        desc = layout(parts, lay, 1)
        outcome = ctx["T"] if fam != "draw" else "draw"
        legs.append({
            "id": f"s1-{n:03d}", "venue": "venue_one", "styles": sorted(styles),
            "meanings": meanings, "home": ctx["H"], "away": ctx["A"], "competition": comp,
            "market": market(n, fx, fam, side, desc, dates, hhmm, comp, hk, ak, ctx),
            "expected": expected(fam, outcome, scope, ppd, canc, abd, src),
        })
    legs.extend(specials(len(legs)))
    return legs


def specials(start):
    """Hand-written whole texts: legal definitions, a raw feed dump, late exceptions."""
    out = []
    # 1. legal drafting with definitions, draw leg, Serie A
    fx, side = 9, None
    comp, hk, ak, ymd, hhmm, rnd, ctx, dates = fixture_ctx(fx, side, "long_uk")
    desc = (
        "1. Definitions. \"Fixture\" means the Serie A match between Juventus FC and Bologna FC 1909 "
        f"set for {dates['long_uk']}. \"Regulation Score\" means the score at the moment the referee "
        "ends the second half, any added time included, and before any extra period or kicks from "
        "the penalty mark. \"Level\" means that each club has the same number of goals.\n\n"
        "2. Settlement. This contract settles Yes if the Regulation Score is Level. It settles No if "
        "the Regulation Score is not Level.\n\n"
        "3. Postponement. A postponed Fixture keeps this contract open until the Fixture is played, "
        "without limit of time.\n\n"
        "4. Cancellation and abandonment. If the Fixture is cancelled and not replayed, clause 2 does "
        "not apply and the contract settles Yes. An abandoned Fixture that is not completed is dealt "
        "with under this clause 4 as if it had been cancelled.\n\n"
        "5. Source. The Regulation Score is taken from the official statistics of Lega Serie A. If "
        "those statistics are unavailable two hours after the Fixture ends, what credible news "
        "outlets agree on applies.")
    out.append(("legal", "draw", side, fx, desc, ["legal", "definition", "numbered", "exception"],
                ["F:draw", "S1", "P1", "C1", "AB", "R1"],
                dict(scope="regulation", sp="official", sf="consensus", tw="open_until_played",
                     vc="yes", vp="result", va="yes")))
    # 2. raw vendor feed dump, away win, Bundesliga
    fx, side = 7, "A"
    comp, hk, ak, ymd, hhmm, rnd, ctx, dates = fixture_ctx(fx, side, "dotted")
    desc = (
        f"BUN | FCB–BVB | {dates['dotted']} KO {hhmm} UTC\n"
        "sel: A (Borussia Dortmund)\n"
        "settle: YES on A*, else NO\n"
        "ppd: open till played\n"
        "canc/no replay: NO\n"
        "abd: as canc\n"
        "src: DFL official**\n\n"
        "* A = away win at FT, 90 + stoppage only; ET/pens never apply.\n"
        "** if DFL data is not up 2h after FT, consensus of credible reports is used.")
    out.append(("feed", "win", side, fx, desc, ["terse", "shorthand:H/D/A", "footnotes", "key_value"],
                ["F:win", "S1", "P1", "C1", "AB", "R1"],
                dict(scope="regulation", sp="official", sf="consensus", tw="open_until_played",
                     vc="no", vp="result", va="no")))
    # 3. outcome with exceptions stated after it, home win, Ligue 1
    fx, side = 11, "H"
    comp, hk, ak, ymd, hhmm, rnd, ctx, dates = fixture_ctx(fx, side, "app")
    desc = (
        f"Yes on an Olympique Lyonnais home win over AS Monaco FC ({dates['app']}), No on anything "
        "else, except where one of the following applies: (a) the match is postponed, in which case "
        "nothing settles until it is played, however late; (b) it is cancelled and no replacement date follows, "
        "in which case the answer is No. Only 90 minutes plus stoppage count; neither extra time nor "
        "a shoot-out changes the result. Result per the LFP's official figures, or, if those are not "
        "out within two hours of the final whistle, per the consensus of credible media. Later "
        "revisions of the score are ignored.")
    out.append(("exceptions", "win", side, fx, desc, ["exception", "condition_after", "one_para"],
                ["F:win", "S1", "P1", "C1", "R1", "R2"],
                dict(scope="regulation", sp="official", sf="consensus", tw="open_until_played",
                     vc="no", vp="result", va=None)))
    legs = []
    for j, (name, fam, side, fx, desc, styles, meanings, e) in enumerate(out):
        n = start + j + 1
        comp, hk, ak, ymd, hhmm, rnd, ctx, dates = fixture_ctx(fx, side, "iso")
        outcome = ctx["T"] if fam != "draw" else "draw"
        m = market(n, fx, fam, side, desc, dates, hhmm, comp, hk, ak, ctx)
        legs.append({
            "id": f"s1-{n:03d}", "venue": "venue_one", "styles": sorted(styles + ["special:" + name]),
            "meanings": meanings, "home": ctx["H"], "away": ctx["A"], "competition": comp,
            "market": m,
            "expected": {"family": fam, "outcome": outcome, "line": None, "half": None,
                         "scope": e["scope"], "source_primary": e["sp"], "source_fallback": e["sf"],
                         "timing_window": e["tw"], "void_cancelled": e["vc"],
                         "void_postponed_long": e["vp"], "void_abandoned": e["va"]},
        })
    return legs
