"""venue_two legs of set (s): a data-vendor feed house style.

rules_primary holds the outcome sentence with a scope slot; rules_secondary holds the rest."""
from common import COMPS, TEAMS, FIXTURES, DATE_KEYS, date_formats, layout

WIN = [
    ("YES if {T} beat {O} in {H} vs {A} ({comp}), originally scheduled for {date}{scope}.", ["terse", "condition_first"]),
    ("{T} to win {H} vs {A}, {comp}, first set for {date}. Settles Yes on that result{scope}.", ["split", "result_first"]),
    ("This market pays Yes should {T} defeat {O} in the {comp} match originally slated for {date}{scope}.", ["formal", "syn:defeat"]),
    ("Market: {H} vs {A} | Leg: {T} | Pays YES on a {T} win{scope} | Original date: {date}", ["pipes", "key_value"]),
    ("Resolves No unless {T} come out ahead of {O} in the {comp} game first scheduled for {date}{scope}.", ["negation", "no_first"]),
    ("Yes = {T} win ({HA}){scope}. Fixture: {H} vs {A}, {comp}, orig. {date}.", ["terse", "shorthand:H/A"]),
    ("Should {T} finish with more goals than {O} in their {comp} meeting originally fixed for {date}{scope}, the market goes to Yes.", ["legal", "condition_first"]),
]

DRAW = [
    ("Tie leg. YES if {H} vs {A} ({comp}, orig. {date}) ends level{scope}.", ["terse"]),
    ("Pays YES if neither {H} nor {A} wins the {comp} fixture originally scheduled for {date}{scope}.", ["negation"]),
    ("Should the {comp} meeting of {H} and {A}, first set for {date}, finish with no winner{scope}, the Tie market settles Yes.", ["legal", "negation"]),
    ("Leg: Tie (X) | {H} v {A} | {comp} | orig. {date} | YES = level score{scope}", ["pipes", "shorthand:1X2"]),
    ("Resolves Yes if {H} and {A} cannot be separated on goals in their {comp} match originally scheduled for {date}{scope}; No if there is a winner.", ["plain", "syn:separated"]),
    ("No if either team wins {H} vs {A} ({comp}, originally {date}){scope}; Yes otherwise.", ["negation", "no_first"]),
]

ADV = [
    ("YES if {T} go through against {O} in the {comp} {round} tie (second leg originally scheduled for {date}), extra time and penalties included.", ["terse"]),
    ("{T} to advance past {O} ({comp} {round}, deciding leg first set for {date}). Everything counts: aggregate, ET, pens.", ["shorthand:ET/pens", "split"]),
    ("Pays Yes if {T}, rather than {O}, qualify for the next round of the {comp}; the tie is settled after any extra time and penalty shoot-out (second leg originally {date}).", ["formal"]),
    ("Two-way. Resolves Yes when {T} progress from the {round} tie with {O}, shoot-out included if needed; return leg originally scheduled for {date}.", ["terse", "two_way"]),
]

S2 = [
    (", at FT (90' + stoppage; no ET, no pens)", ["shorthand:FT"]),
    (", counting 90 minutes and stoppage time only (extra time and shoot-outs excluded)", ["plain"]),
    (", on the regulation-time score (ET/pens not counted)", ["terse"]),
    (", judged when normal time and its added minutes end, not after any extra period or shoot-out", ["formal"]),
    (", measured over the 90 minutes plus added time, with any extra time and penalties left out", ["plain"]),
]
S3_P = [
    (", after ninety minutes plus stoppage", ["number_words"]),
    (", on the score at 90'+ST", ["shorthand:90'"]),
    (", as it stands after the 90 minutes and added time", ["plain"]),
]
S3_S = [
    ("Neither extra time nor a penalty shoot-out forms part of this market.", ["plain"]),
    ("ET/pens: excluded.", ["terse"]),
    ("Any extra time or shoot-out is ignored.", ["plain"]),
]
S4_S = [
    ("Only the 90 minutes and stoppage time count; extra time and penalties do not.", ["plain"]),
    ("Regulation (90' + added time). ET and pens excluded.", ["terse"]),
    ("Settles on the full-time score after stoppage; nothing from extra time or a shoot-out.", ["plain"]),
    ("The game is assessed once normal time, with its added minutes, is over; no extra time or penalties.", ["formal"]),
]
S5_P = [
    (", with the result taken after extra time if extra time is played; a penalty shoot-out does not make either side the winner", ["extra_time"]),
]

D1 = [
    ("Level at FT → the Tie market pays YES; this leg pays NO.", ["arrow", "other_markets"]),
    ("A drawn game settles the Tie contract Yes and both team contracts No.", ["other_markets"]),
    ("If nobody wins, it's the Tie market that resolves Yes.", ["negation", "other_markets"]),
    ("Draw = Tie market YES, team markets NO.", ["terse", "other_markets"]),
]
D1_ET = [
    ("Still level once any extra time is over → the Tie market pays YES and this leg NO.", ["arrow", "other_markets"]),
]

P2J = [
    ("Cancelled, or moved more than 48 hrs from the original KO: settled at a fair price under the rules.", ["shorthand:KO", "numerals"]),
    ("If the match is called off, or re-dated to more than two days after the planned kickoff, the market is valued at a fair price in line with the rulebook.", ["number_words", "syn:called_off"]),
    ("CANC or PPD > 48h → fair price (per rules).", ["terse", "shorthand:PPD"]),
    ("A cancellation, or a postponement that pushes kickoff beyond forty-eight hours from the original time, means settlement at a fair value fixed under the rules.", ["number_words", "formal"]),
    ("Should the game be scrapped, or rescheduled to start more than 48 hours late, settlement is at a fair price set under the rules.", ["legal", "syn:scrapped"]),
]
P3 = [
    ("Postponed but kicked off within 48h of the original slot: market stays open and settles on the result. Later than that: fair price.", ["numerals", "split"]),
    ("A postponed game that still starts inside 48 hours keeps this market live; past 48 hours, it settles at fair value under the rules.", ["syn:fair_value"]),
    ("PPD ≤ 48h → stays open. PPD > 48h → fair price.", ["terse", "symbols"]),
]
P72 = [
    ("Postponed more than 72 hours from the original start → settled at a fair price.", ["numerals", "arrow"]),
]
C4 = [
    ("Cancelled: fair price.", ["terse"]),
    ("If the game is cancelled, the market is closed out at a fair price set by the rules.", ["plain"]),
    ("Called off entirely → fair-price settlement.", ["arrow", "syn:called_off"]),
]
CREF = [
    ("Cancelled: void, with all positions refunded.", ["shorthand:void", "refund"]),
]
AB_C = [
    ("Abandoned and not resumed: handled as a cancellation.", ["terse"]),
    ("An abandoned game that is not completed is treated the same way as a cancelled one.", ["plain"]),
    ("ABD (not completed) = CANC.", ["terse", "shorthand:ABD"]),
]
AB_LAST = [
    ("Play halted for good (abandoned, not completed) → the last price traded before the stoppage.", ["arrow", "syn:halted"]),
    ("If the game is abandoned and not completed, the market settles at the final traded price prior to the abandonment.", ["plain"]),
]
R_OWN = [
    ("Result from {site} (official); backup: ESPN's match report if {site} has none.", ["site_named"]),
    ("Official {org} data first; if that is unavailable, Fox Sports.", ["terse"]),
]
R_OFF = [
    ("Result taken from {body}'s official match data.", ["plain"]),
    ("Source: {org} official feed only.", ["terse"]),
]
NOTE_ADV = [
    ("No draw outcome: one of {T} and {O} goes through.", ["two_way"]),
    ("Two-way; there is no draw leg.", ["terse", "two_way"]),
]

BANKS = dict(WIN=WIN, DRAW=DRAW, ADV=ADV, S2=S2, S3_P=S3_P, S3_S=S3_S, S4_S=S4_S, S5_P=S5_P,
             D1=D1, D1_ET=D1_ET, P2J=P2J, P3=P3, P72=P72, C4=C4, CREF=CREF, AB_C=AB_C, AB_LAST=AB_LAST,
             R_OWN=R_OWN, R_OFF=R_OFF, NOTE_ADV=NOTE_ADV)

# (fixture, family, side, scope, D1, postponement, cancellation, abandonment, source, layout)
SPECS = [
    (0, "win", "H", "S2", True, "P2J", "J", None, None, "one_para"),
    (0, "draw", None, "S2", False, "P2J", "J", None, None, "lines"),
    (0, "win", "A", "S4", True, "P2J", "J", "AB_C", None, "card"),
    (1, "win", "H", "S2", True, "P3", "C4", None, None, "bullets"),
    (1, "draw", None, "S3", False, "P2J", "J", None, None, "one_para"),
    (2, "win", "A", "S2", False, "P2J", "J", None, "R_OWN", "lines"),
    (2, "draw", None, "S2", False, "P3", "C4", "AB_C", None, "qa"),
    (3, "win", "H", "S3", True, "P2J", "J", None, None, "card"),
    (3, "draw", None, "S4", False, "P2J", "J", None, None, "bullets"),
    (4, "win", "H", "S2", True, "P72", "C4", None, None, "one_para"),
    (4, "draw", None, "S2", False, "P2J", "J", "AB_C", "R_OFF", "lines"),
    (5, "win", "A", "S2", False, "P2J", "J", None, None, "qa"),
    (5, "draw", None, "S2", False, "P3", "C4", None, None, "card"),
    (6, "win", "H", "S4", True, "P2J", "J", None, None, "one_para"),
    (6, "draw", None, "S2", False, None, "CREF", None, None, "bullets"),
    (7, "win", "A", "S2", True, "P2J", "J", None, None, "lines"),
    (7, "draw", None, "S3", False, "P3", "C4", "AB_C", None, "one_para"),
    (8, "win", "H", "S2", False, "P2J", "J", None, None, "card"),
    (8, "draw", None, "S2", False, "P2J", "J", None, "R_OWN", "qa"),
    (9, "win", "H", "S2", True, "P3", "C4", None, None, "bullets"),
    (9, "draw", None, "S4", False, "P2J", "J", None, None, "lines"),
    (10, "win", "A", "S2", True, "P2J", "J", "AB_C", None, "one_para"),
    (10, "draw", None, "S2", False, "P2J", "J", None, None, "card"),
    (11, "win", "H", "S3", False, "P2J", "J", None, None, "bullets"),
    (14, "win", "H", "S2", True, "P2J", "J", None, None, "lines"),
    (14, "draw", None, "S2", False, "P3", "C4", None, None, "one_para"),
    (15, "win", "A", "S2", True, "P2J", "J", None, None, "qa"),
    (15, "draw", None, "S2", False, "P2J", "J", None, None, "bullets"),
    (12, "win", "A", "S5", True, "P2J", "J", None, None, "lines"),
    (12, "advance", "A", "S6", False, "P2J", "J", None, None, "one_para"),
    (12, "advance", "H", "S6", False, "P3", "C4", "AB_C", None, "card"),
    (13, "advance", "A", "S6", False, "P2J", "J", None, None, "bullets"),
    (16, "advance", "H", "S6", False, "P2J", "J", None, "R_OFF", "lines"),
    (16, "draw", None, "S2", False, "P2J", "J", None, None, "qa"),
    (13, "win", "H", "S2", True, "P2J", "J", None, None, "one_para"),
    (13, "advance", "H", "S6", False, "P2J", "J", "AB_LAST", None, "qa"),
    (16, "advance", "A", "S6", False, "P3", "C4", None, None, "one_para"),
    (6, "win", "A", "S2", True, "P2J", "J", "AB_LAST", None, "bullets"),
]

TIMING = {None: (None, None), "P2J": (48, "fair_price"), "P3": (48, "fair_price"),
          "P72": (72, "fair_price")}


def fixture_ctx(fx, side, date_key):
    comp, hk, ak, ymd, hhmm, rnd = FIXTURES[fx]
    c = COMPS[comp]
    H, A = TEAMS[hk][2], TEAMS[ak][2]
    dates = date_formats(ymd)
    ctx = dict(H=H, A=A, comp=c["v2"], body=c["body"], org=c["body"].replace("the ", ""),
               site=c["site"], date=dates[date_key], round=rnd or "", scope="")
    if side:
        T, O = (H, A) if side == "H" else (A, H)
        ctx.update(T=T, O=O, HA=side)
    return comp, hk, ak, ymd, hhmm, rnd, ctx, dates


def market(fx, fam, side, primary, secondary, dates, hhmm, comp, hk, ak, ctx):
    c = COMPS[comp]
    H, A = ctx["H"], ctx["A"]
    kind = "ADVANCE" if fam == "advance" else "GAME"
    series = f"KX{c['series']}{kind}"
    event = f"{series}-{dates['ticker']}{TEAMS[hk][3]}{TEAMS[ak][3]}"
    suffix = {"H": TEAMS[hk][3], "A": TEAMS[ak][3], None: "TIE"}[side]
    sub = ctx["T"] if side else "Tie"
    title = f"{H} vs {A}: Who advances?" if fam == "advance" else f"{H} vs {A} Winner?"
    return {
        "ticker": f"{event}-{suffix}",
        "event_ticker": event,
        "series_ticker": series,
        "title": title,
        "yes_sub_title": sub,
        "no_sub_title": sub,
        "rules_primary": primary,
        "rules_secondary": secondary,
        "occurrence_datetime": f"{dates['iso']}T{hhmm}:00Z",
    }


def series_source(comp):
    srcs = COMPS[comp]["sources"]
    names = {s["name"] for s in srcs}
    return "provider" if names <= {"ESPN", "Fox Sports"} else "official"


def build():
    counters = {k: 0 for k in BANKS}

    def take(bank, ctx):
        items = BANKS[bank]
        text, styles = items[counters[bank] % len(items)]
        counters[bank] += 1
        return text.format(**ctx), styles

    legs = []
    for i, (fx, fam, side, scope, d1, ppd, canc, abd, src, lay) in enumerate(SPECS):
        n = i + 1
        dk = DATE_KEYS[(i + 2) % 6]
        if dk == "iso":
            dk = "short_us"
        comp, hk, ak, ymd, hhmm, rnd, ctx, dates = fixture_ctx(fx, side, dk)
        styles = {f"layout:{lay}", f"date:{dk}"}
        meanings = [f"F:{fam}", scope]
        sec = []
        if scope == "S2":
            t, s = take("S2", ctx); ctx["scope"] = t; styles.update(s)
        elif scope == "S3":
            t, s = take("S3_P", ctx); ctx["scope"] = t; styles.update(s)
            t, s = take("S3_S", ctx); sec.append(("SCOPE", t)); styles.update(s)
        elif scope == "S4":
            t, s = take("S4_S", ctx); sec.append(("SCOPE", t)); styles.update(s)
            styles.add("scope_in_secondary")
        elif scope == "S5":
            t, s = take("S5_P", ctx); ctx["scope"] = t; styles.update(s)
        out_bank = {"win": "WIN", "draw": "DRAW", "advance": "ADV"}[fam]
        primary, s = take(out_bank, ctx); styles.update(s)
        if d1:
            t, s = take("D1_ET" if scope == "S5" else "D1", ctx); sec.append(("TIE", t))
            styles.update(s); meanings.append("D1")
        if fam == "advance":
            t, s = take("NOTE_ADV", ctx); sec.append(("NOTE", t)); styles.update(s)
        if ppd == "P2J":
            t, s = take("P2J", ctx); sec.append(("VOID", t)); styles.update(s)
            meanings += ["P2", "C4"]
        else:
            if ppd:
                t, s = take(ppd, ctx); sec.append(("PPD", t)); styles.update(s)
                meanings.append({"P3": "P3", "P72": "P:72h"}[ppd])
            t, s = take(canc, ctx); sec.append(("CANC", t)); styles.update(s)
            meanings.append({"C4": "C4", "CREF": "C:refund"}[canc])
        if abd:
            t, s = take(abd, ctx); sec.append(("ABD", t)); styles.update(s); meanings.append("AB")
        if src:
            t, s = take(src, ctx); sec.append(("SRC", t)); styles.update(s)
            meanings.append({"R_OWN": "R:named", "R_OFF": "R:official_only"}[src])
        else:
            meanings.append("R3")
        secondary = layout(sec, lay, 2)
        # expected
        tw, vp = TIMING[ppd]
        vc = "fair_price" if canc in ("J", "C4") else "refund"
        va = {None: None, "AB_C": vc, "AB_LAST": "last_price"}[abd]
        if src is None:
            sp, sf = series_source(comp), None
        elif src == "R_OWN":
            sp, sf = "official", "provider"
        else:
            sp, sf = "official", None
        outcome = ctx["T"] if fam != "draw" else "draw"
        legs.append({
            "id": f"s2-{n:03d}", "venue": "venue_two", "styles": sorted(styles),
            "meanings": meanings, "home": ctx["H"], "away": ctx["A"], "competition": comp,
            "market": market(fx, fam, side, primary, secondary, dates, hhmm, comp, hk, ak, ctx),
            "series_settlement_sources": COMPS[comp]["sources"],
            "expected": {"family": fam, "outcome": outcome, "line": None, "half": None,
                         "scope": {"S2": "regulation", "S3": "regulation", "S4": "regulation",
                                   "S5": "extra_time", "S6": "penalties"}[scope],
                         "source_primary": sp, "source_fallback": sf, "timing_window": tw,
                         "void_cancelled": vc, "void_postponed_long": vp, "void_abandoned": va},
        })
    legs.extend(specials(len(legs)))
    return legs


def specials(start):
    out = []
    # 1. legal drafting with defined terms, home win, La Liga (Athletic v Betis)
    fx, side = 5, "H"
    comp, hk, ak, ymd, hhmm, rnd, ctx, dates = fixture_ctx(fx, side, "long_uk")
    primary = ("Subject to the Secondary Terms, this contract resolves to Yes if, at the Settlement "
               "Point, Athletic Bilbao have scored more goals than Real Betis in the Spanish La Liga "
               f"fixture between them originally scheduled for {dates['long_uk']}.")
    secondary = (
        "Secondary Terms. (i) \"Settlement Point\" means the end of the second half, inclusive of "
        "any time added for stoppages; extra time and penalty kicks are not part of it. (ii) A level "
        "score at the Settlement Point resolves the Tie contract to Yes. (iii) Where the fixture is "
        "cancelled, or is postponed so that it begins more than forty-eight (48) hours after the "
        "original kickoff, the contract resolves at a fair price fixed under the "
        "rules. (iv) An abandoned fixture that is not completed falls under (iii) as a cancellation.")
    out.append(("legal", "win", side, fx, primary, secondary,
                ["legal", "definition", "numbered", "numerals_and_words"],
                ["F:win", "S4", "D1", "P2", "C4", "AB", "R3"],
                dict(scope="regulation", tw=48, vc="fair_price", vp="fair_price", va="fair_price",
                     src=None)))
    # 2. negated draw leg, secondary as Q&A, Ligue 1 (Lyon v Monaco)
    fx, side = 11, None
    comp, hk, ak, ymd, hhmm, rnd, ctx, dates = fixture_ctx(fx, side, "dotted")
    primary = (f"Lyon v Monaco ({dates['dotted']}, French Ligue 1, original date). "
               "No team wins → YES. Either team wins → NO.")
    secondary = (
        "Q: When is the score taken?\nA: At the final whistle of normal time, 90' plus whatever is "
        "added. There is no extra time in this market, and no shoot-out.\n"
        "Q: Kickoff moved?\nA: Within 48 hours of the original time the market just waits for the "
        "game. Beyond 48 hours it settles at a fair price.\n"
        "Q: Game cancelled?\nA: Fair price.")
    out.append(("negated_qa", "draw", side, fx, primary, secondary,
                ["negation", "qa", "shorthand:90'", "arrow"],
                ["F:draw", "S4", "P3", "C4", "R3"],
                dict(scope="regulation", tw=48, vc="fair_price", vp="fair_price", va=None,
                     src=None)))
    # 3. sources named in text (provider primary and fallback), away win, Serie A
    fx, side = 9, "A"
    comp, hk, ak, ymd, hhmm, rnd, ctx, dates = fixture_ctx(fx, side, "short_us")
    primary = (f"Bologna win at Juventus ({dates['short_us']}, originally scheduled; Italian Serie A) "
               "after 90' plus stoppage (ET and pens not counted) → YES. Any "
               "other result → NO.")
    secondary = (
        "tie: a draw pays the Tie market, not this one.\n"
        "canc/ppd: cancelled, or moved more than 48h from the first kickoff time: fair price under the rules.\n"
        "source: ESPN's final score; if ESPN has not published one, Fox Sports.")
    out.append(("named_sources", "win", side, fx, primary, secondary,
                ["result_first", "key_value", "condition_after"],
                ["F:win", "S2", "D1", "P2", "C4", "R:named"],
                dict(scope="regulation", tw=48, vc="fair_price", vp="fair_price", va=None,
                     src=("provider", "provider"))))
    legs = []
    for j, (name, fam, side, fx, primary, secondary, styles, meanings, e) in enumerate(out):
        n = start + j + 1
        comp, hk, ak, ymd, hhmm, rnd, ctx, dates = fixture_ctx(fx, side, "iso")
        sp, sf = e["src"] if e["src"] else (series_source(comp), None)
        outcome = ctx["T"] if fam != "draw" else "draw"
        legs.append({
            "id": f"s2-{n:03d}", "venue": "venue_two",
            "styles": sorted(styles + ["special:" + name]), "meanings": meanings,
            "home": ctx["H"], "away": ctx["A"], "competition": comp,
            "market": market(fx, fam, side, primary, secondary, dates, hhmm, comp, hk, ak, ctx),
            "series_settlement_sources": COMPS[comp]["sources"],
            "expected": {"family": fam, "outcome": outcome, "line": None, "half": None,
                         "scope": e["scope"], "source_primary": sp, "source_fallback": sf,
                         "timing_window": e["tw"], "void_cancelled": e["vc"],
                         "void_postponed_long": e["vp"], "void_abandoned": e["va"]},
        })
    return legs
