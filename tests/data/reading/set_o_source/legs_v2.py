"""venue_two legs of set (o): the imagined 2027/28 rewrite of the venue's soccer rules.

House style chosen for the new season: "contract" language.  `rules_primary` names the
contract's Yes condition (sometimes through a defined "Underlying"), with the time scope
in the primary, split across both fields, or only in the secondary.  `rules_secondary`
carries the tie note, postponement, cancellation, abandonment, source and correction
clauses, as one paragraph, separate lines, bullets or inline questions.  Every sentence
below was written for this set.
"""

from common import COMPETITIONS, ESPN, FIXTURES, ROUNDS, TEAMS, fmt_date, occurrence, \
    ticker_date, us_date


def E(t, *styles, only=None):
    return {"t": t, "s": list(styles), "only": only}


# ---------------------------------------------------------------- primaries
# {scope} is filled from the S2/S3 phrase banks, or left empty (S4).
PRIM_WIN = [
    E("If {team} beats {opp} in the {home} vs {away} {league} match originally set for "
      "{date}{scope}, the contract resolves to Yes.", "condition_first", "syn:beat"),
    E("The contract resolves Yes if {team} wins the {league} game {home} vs {away}, first "
      "scheduled for {date}{scope}; any other result resolves it No.", "result_first"),
    E("Yes: {team} wins {home} vs {away} ({league}, originally {date}){scope}. No: a tie or "
      "a win for {opp}.", "terse", "label"),
    E("If {team} does not win the {home} vs {away} {league} match originally slated for "
      "{date}{scope}, the contract resolves No; if {team} wins, it resolves Yes.",
      "negation", "no_first"),
    E("The Underlying is the {league} fixture {home} vs {away}, originally scheduled for "
      "{date}. The Contract expires Yes if {team} wins the Underlying{scope}, and No "
      "otherwise.", "legal", "definitions"),
    E("This contract pays out if {team} finishes ahead of {opp} on goals in the {home} vs "
      "{away} {league} game originally slated for {date}{scope}.", "comparative",
      "syn:finishes_ahead"),
    E("{team} to win, {home} vs {away}, {league}, originally scheduled {date}{scope}: Yes if "
      "{team} wins, otherwise No.", "terse", "condition_after"),
    E("Should {opp} draw with or defeat {team} in the {home} vs {away} {league} match "
      "originally set for {date}{scope}, the contract resolves No. It resolves Yes only if "
      "{team} wins.", "negation", "condition_first", "syn:defeat"),
]
PRIM_DRAW = [
    E("If the {home} vs {away} {league} match originally set for {date} ends level{scope}, "
      "the Tie contract resolves to Yes.", "syn:level"),
    E("The contract resolves Yes if neither {home} nor {away} wins the {league} game first "
      "scheduled for {date}{scope}.", "negation", "neither_nor"),
    E("Yes: {home} vs {away} ({league}, originally {date}) finishes tied{scope}. No: either "
      "team wins.", "terse", "label"),
    E("If either {home} or {away} wins the {league} match originally slated for "
      "{date}{scope}, the contract resolves No; if neither does, it resolves Yes.",
      "negation", "no_first"),
    E("The Underlying is the {league} fixture {home} vs {away}, originally scheduled for "
      "{date}. The Contract expires Yes if the Underlying ends in a tie{scope}, and No "
      "otherwise.", "legal", "definitions"),
    E("Tie, {home} vs {away}, {league}, originally scheduled {date}{scope}: Yes if the two "
      "sides finish with equal goals, otherwise No.", "terse", "condition_after"),
]
PRIM_ADV = [
    E("If {team} advances past {opp} in the {league} {round}, whose deciding game ({home} vs "
      "{away}) is originally scheduled for {date}, the contract resolves to Yes. Extra time "
      "and penalty shoot-outs count.", "condition_first"),
    E("The contract resolves Yes if {team} qualifies for the next round at the expense of "
      "{opp} in the {league} {round} ({home} vs {away}, originally {date}), including by way "
      "of extra time or penalties.", "result_first", "syn:qualify"),
    E("Yes: {team} progresses from the {league} {round} against {opp} (deciding game {home} "
      "vs {away}, originally scheduled {date}), by any means including extra time and a "
      "shoot-out. No: {team} is eliminated.", "terse", "label"),
    E("If {team} is eliminated by {opp} in the {league} {round} ({home} vs {away}, originally "
      "set for {date}), the contract resolves No; if {team} goes through, after extra time "
      "and penalties if needed, it resolves Yes.", "negation", "no_first"),
]

S2 = [
    E(", judged on the score once 90 minutes plus stoppage time are played (neither extra "
      "time nor penalties count)", "numerals", "parenthetical", "negation"),
    E(", counting regulation only: 90 minutes plus stoppage, without extra time or a penalty "
      "shoot-out", "numerals", "colon"),
    E(", on the score after ninety minutes and stoppage time, excluding any extra time or "
      "penalties", "number_words"),
    E(", based on the result at the end of regulation (90' + stoppage; no ET, no penalties)",
      "abbreviations", "symbols"),
    E(", with only the 90 minutes of regulation and stoppage time counted, never extra time "
      "or penalties", "negation"),
]
S3 = [
    E(", judged after 90 minutes plus stoppage time", "numerals"),
    E(", on the score at the end of regulation (90 minutes and stoppage)", "parenthetical"),
    E(", as it stands after ninety minutes plus added time", "number_words"),
]
S3_SEC = [
    E("Neither extra time nor a shoot-out forms part of the result for this contract.",
      "negation", "neither_nor"),
    E("Any extra time or shoot-out is disregarded.", "terse"),
    E("Goals in extra time, and kicks in a shoot-out, do not count.", "negation"),
]
S4_SEC = [
    E("The contract is settled on the result at the end of 90 minutes plus stoppage time; "
      "any extra time or penalties are left out.", "numerals"),
    E("Only regulation play, meaning the two halves plus stoppage time, determines the "
      "result.", "definitions"),
    E("Result period: 90 minutes + stoppage. Extra time and penalties are excluded.",
      "label", "terse"),
    E("Whatever happens after the end of normal time, stoppage time included, is ignored "
      "for settlement.", "negation"),
]
D1 = [
    E("If the match is level after regulation, only the Tie contract resolves Yes.",
      "other_markets"),
    E("A tie at the end of regulation pays the Tie contract, not the team contracts.",
      "other_markets", "negation"),
    E("Should the teams finish level, the contract named Tie resolves Yes and both team "
      "contracts resolve No.", "other_markets"),
    E("Ties: the Tie contract settles Yes.", "terse", "other_markets"),
]

# ---------------------------------------------------------------- void clauses
P2C4 = [
    E("If the match is canceled, or moved to a start more than 48 hours after the original "
      "one, the contract settles at a fair price determined under the rules.",
      "american_spelling", "joined_sentence"),
    E("Cancellation, or a postponement of more than forty-eight hours from the original "
      "kickoff, leads to settlement at a fair price in line with the rules.",
      "number_words", "nominal"),
    E("Should the game be called off or rescheduled beyond 48h of its first scheduled "
      "start, the contract is settled at fair value as the rules provide.",
      "syn:called_off", "syn:fair_value"),
    E("Canceled, or pushed back by more than two days: settled at a fair price.", "terse",
      "syn:two_days"),
    E("In the event of cancellation, or of a rescheduling that places kickoff more than 48 "
      "hours after the originally scheduled time, the Contract shall settle at a fair price "
      "determined in accordance with the Rulebook.", "legal"),
]
P3 = [
    E("If the game is postponed and the new start is within 48 hours of the original one, "
      "the contract stays open for it; a later start means settlement at a fair price.",
      "condition_first"),
    E("A postponement of up to 48 hours keeps the market open. Beyond 48 hours, the market "
      "settles at a fair price.", "split_sentences"),
    E("Postponed games that kick off within two days of their original time still count; "
      "otherwise the contract settles at fair value.", "syn:two_days"),
    E("If kickoff slips more than 48 hrs, fair-price settlement applies; a shorter delay "
      "leaves the contract open.", "terse", "abbreviations"),
]
C4 = [
    E("A canceled match settles at a fair price.", "american_spelling"),
    E("If the game is called off entirely, the contract is settled at fair value.",
      "syn:called_off"),
    E("Cancellation: fair price under the rules.", "terse", "label"),
    E("Where the match is cancelled and not played, the contract settles at a fair price.",
      "british_spelling"),
]
CX = [
    E("If the game is canceled, the contract settles at its last traded price.", "novel"),
    E("Cancellation settles the contract at the last price at which it traded.", "novel"),
]
AB2 = {
    "as_cancel": [
        E("An abandoned match that is not completed is treated as canceled.", "syn:abandoned"),
        E("If play is abandoned and not resumed, the cancellation rule applies.",
          "cross_reference"),
        E("Abandonment without completion counts as a cancellation.", "nominal"),
    ],
    "fair_price": [
        E("If the game is abandoned before the end of regulation and never finished, the "
          "contract settles at a fair price.", "syn:abandoned"),
    ],
}
SRC2 = {
    "OFF": [
        E("The result is taken from the official {league} website.", "official_source"),
        E("Settlement source: the official match report published by {body}.", "label",
          "official_source"),
    ],
    "PP": [
        E("Source: ESPN; if ESPN is unavailable, Fox Sports.", "terse", "named_provider"),
    ],
    "OP": [
        E("The official result published by {body} settles the contract; if it is not "
          "available, ESPN's match report is used.", "official_source", "named_provider"),
        E("Primary source: {body}'s official result. Secondary source, used only if the first "
          "is unavailable: Fox Sports.", "label", "named_provider"),
    ],
}
CORR2 = [
    E("Changes to the official score after settlement do not affect the contract.",
      "negation"),
    E("Once the contract has settled, later score corrections are not applied.", "passive"),
    E("A score amended after settlement leaves the settlement unchanged.", "plain"),
]
QA2 = {
    "scope": "Which minutes count?",
    "d1": "What if it ends level?",
    "void": "What if the game is postponed or called off?",
    "post": "What if the game is postponed?",
    "cancel": "What if the game is canceled?",
    "ab": "What if play is abandoned?",
    "src": "What is the source?",
    "corr": "Can the result change after settlement?",
}


class Rotor:
    def __init__(self):
        self.pos = {}

    def pick(self, name, bank, flags):
        i = self.pos.get(name, 0)
        for k in range(len(bank)):
            e = bank[(i + k) % len(bank)]
            if e["only"] is None or e["only"] in flags:
                self.pos[name] = (i + k + 1) % len(bank)
                return e
        raise ValueError(name)


# spec: (fixture, side, scope, void, abandonment, source, correction, tie note, layout,
#        date style, void clause in primary, series override)
# void: P2C4 joined; P3+C4 separate; P3 only; C4 only; P2C4X (P3 + last price); None
SPECS = [
    ("F01", "home", "S2", "P2C4", None, None, False, True, "para", "abbr_us", False, None),
    ("F01", "draw", "S2", "P2C4", None, None, False, False, "para", "abbr_us", False, None),
    ("F01", "away", "S3", "P2C4", "as_cancel", None, True, True, "lines", "abbr_us", False, None),
    ("F02", "home", "S4", "P3+C4", None, None, False, True, "bullets", "long_us", False, None),
    ("F02", "draw", "S2", "P2C4", None, "OFF", True, False, "para", "abbr_us", True, None),
    ("F03", "away", "S2", "P2C4", None, None, False, True, "qa", "abbr_us", False, None),
    ("F03", "home", "S3", "P3+C4", "fair_price", None, False, False, "lines", "ordinal", False, None),
    ("F04", "draw", "S2", "P2C4", "as_cancel", None, True, False, "bullets", "abbr_us", False, None),
    ("F04", "home", "S2", "C4", None, None, False, True, "para", "abbr_us", False, None),
    ("F05", "away", "S4", "P2C4", None, "PP", False, True, "para", "abbr_us", False, None),
    ("F05", "draw", "S3", "P2C4", None, None, True, False, "qa", "long_us", False, None),
    ("F06", "home", "S2", "P3", None, None, False, True, "para", "abbr_us", False, None),
    ("F07", "home", "S2", "P2C4", None, None, False, True, "lines", "abbr_us", False, None),
    ("F07", "draw", "S4", "P3+C4", "as_cancel", None, False, False, "bullets", "iso", False, None),
    ("F07", "away", "S2", "P2C4", None, "OP", True, True, "para", "abbr_us", True, None),
    ("F08", "home", "S3", "P2C4", None, None, False, True, "para", "long_us", False, None),
    ("F08", "away", "S2", "P2C4X", None, None, False, False, "lines", "abbr_us", False, None),
    ("F09", "draw", "S2", "P2C4", None, None, True, False, "para", "abbr_us", False, None),
    ("F10", "away", "S4", "P2C4", "fair_price", None, False, True, "qa", "abbr_us", False, None),
    ("F11", "home", "S2", "P2C4", None, None, False, True, "para", "abbr_us", False, None),
    ("F11", "draw", "S2", "P3+C4", None, "OFF", False, False, "lines", "ordinal", False, None),
    ("F12", "away", "S3", "P2C4", "as_cancel", None, True, True, "bullets", "abbr_us", False, None),
    ("F13", "home", "S2", None, None, None, False, True, "para", "abbr_us", False, None),
    ("F14", "home", "S2", "P2C4", None, None, False, True, "para", "long_us", True, None),
    ("F14", "draw", "S4", "P2C4", None, None, False, False, "qa", "abbr_us", False, "espn"),
    ("F15", "away", "S2", "P3+C4", None, None, True, True, "lines", "abbr_us", False, None),
    ("F16", "draw", "S3", "P2C4", "as_cancel", "OP", False, False, "para", "abbr_us", False, None),
    ("F17", "home", "S2", "P2C4", None, None, False, True, "bullets", "abbr_us", False, None),
    ("F17", "away", "S2", "C4", "as_cancel", None, False, True, "para", "iso", False, None),
    ("F18", "draw", "S2", "P2C4", None, None, True, False, "para", "abbr_us", False, None),
    ("F19", "home", "S2", "P2C4", None, None, False, True, "para", "abbr_us", False, None),
    ("F20", "away", "S4", "P3+C4", None, None, False, True, "lines", "long_us", False, None),
    ("F20", "draw", "S2", "P2C4", None, None, False, False, "para", "abbr_us", False, None),
    ("F21", "home", "S2", "P2C4", None, None, True, True, "qa", "abbr_us", False, None),
    ("F22", "away", "S3", "P2C4", None, None, False, True, "para", "abbr_us", False, "espn"),
    ("F12", "home", "S2", "P2C4X", "as_cancel", None, False, False, "para", "abbr_us", False, None),
    ("F06", "draw", "S2", "P2C4", None, None, False, False, "bullets", "abbr_us", False, None),
    # 1X2 legs on knockout games
    ("K01", "home", "S2", "P2C4", None, None, False, True, "para", "abbr_us", False, None),
    ("K01", "draw", "S3", "P2C4", None, None, False, False, "lines", "abbr_us", False, None),
    ("K02", "away", "S4", "P2C4", None, None, True, True, "bullets", "long_us", False, None),
    ("K05", "home", "S2", "P3+C4", None, None, False, True, "para", "abbr_us", False, None),
    ("K04", "draw", "S2", "P2C4", "as_cancel", None, False, False, "para", "abbr_us", False, None),
    # advance legs
    ("K01", "adv_home", "S6", "P2C4", None, None, False, False, "para", "abbr_us", False, None),
    ("K01", "adv_away", "S6", "P2C4", None, None, True, False, "lines", "abbr_us", False, None),
    ("K02", "adv_away", "S6", "P3+C4", None, None, False, False, "bullets", "long_us", False, None),
    ("K03", "adv_home", "S6", "P2C4", "as_cancel", "OFF", False, False, "para", "abbr_us", True, None),
    ("K04", "adv_away", "S6", "C4", None, None, False, False, "qa", "abbr_us", False, None),
    ("K05", "adv_away", "S6", "P2C4", None, None, False, False, "para", "long_us", False, None),
    ("K06", "adv_home", "S6", "P2C4", None, None, False, False, "lines", "abbr_us", False, "espn"),
]


def _ctx(fx, side, date_style):
    comp, h, a, _, stage = FIXTURES[fx]
    c = COMPETITIONS[comp]
    home, away = TEAMS[h][2], TEAMS[a][2]
    if side in ("home", "adv_home"):
        team, opp = home, away
    elif side in ("away", "adv_away"):
        team, opp = away, home
    else:
        team = opp = ""
    return dict(league=c["v2"], home=home, away=away, team=team, opp=opp,
                date=fmt_date(us_date(fx), date_style), body=c["body"],
                round=ROUNDS.get(fx, "")), comp, h, a


def _secondary(parts, layout):
    if not parts:
        return ""
    if layout == "para":
        return " ".join(t for _, t in parts)
    if layout == "lines":
        return "\n".join(t for _, t in parts)
    if layout == "bullets":
        return "\n".join("- " + t for _, t in parts)
    if layout == "qa":
        return " ".join(f"{QA2[d]} {t}" for d, t in parts)
    raise ValueError(layout)


def _series_sources(comp, override):
    if override == "espn":
        return [dict(ESPN)]
    return [dict(s) for s in COMPETITIONS[comp]["sources"]]


def build():
    rot = Rotor()
    legs = []
    for n, spec in enumerate(SPECS, 1):
        (fx, side, scope_t, void, ab, src, corr, d1, layout, dstyle, void_prim,
         override) = spec
        ctx, comp, h, a = _ctx(fx, side, dstyle)
        fam = "advance" if side.startswith("adv") else ("draw" if side == "draw" else "win")
        flags = set()
        styles, meanings = set(), ["F:" + fam]
        sec = []

        def addsec(dim, e):
            sec.append((dim, e["t"].format(**ctx)))
            styles.update(e["s"])

        # primary with its scope slot
        if fam == "advance":
            pe = rot.pick("prim_adv", PRIM_ADV, flags)
            primary = pe["t"].format(**ctx)
            styles.update(pe["s"])
            meanings.append("S6")
            scope = "penalties"
        else:
            pe = rot.pick("prim_" + fam, PRIM_WIN if fam == "win" else PRIM_DRAW, flags)
            if scope_t == "S2":
                se = rot.pick("S2", S2, flags)
            elif scope_t == "S3":
                se = rot.pick("S3", S3, flags)
            else:
                se = {"t": "", "s": ["no_scope_in_primary"]}
            primary = pe["t"].format(scope=se["t"], **{k: v for k, v in ctx.items()})
            styles.update(pe["s"])
            styles.update(se["s"])
            meanings.append(scope_t)
            scope = "regulation"
            if scope_t == "S3":
                addsec("scope", rot.pick("S3_SEC", S3_SEC, flags))
            elif scope_t == "S4":
                addsec("scope", rot.pick("S4_SEC", S4_SEC, flags))
        if d1:
            addsec("d1", rot.pick("D1", D1, flags))
            meanings.append("D1")
        elif "Tie contract" in primary:
            meanings.append("D1")  # the draw primary itself names the Tie contract

        # void clauses
        tw = p_pay = c_pay = None
        void_parts = []
        if void == "P2C4":
            void_parts.append(("void", rot.pick("P2C4", P2C4, flags)))
            tw, p_pay, c_pay = 48, "fair_price", "fair_price"
            meanings += ["P2", "C4"]
        elif void == "P3+C4":
            void_parts.append(("post", rot.pick("P3", P3, flags)))
            void_parts.append(("cancel", rot.pick("C4", C4, flags)))
            tw, p_pay, c_pay = 48, "fair_price", "fair_price"
            meanings += ["P3", "C4"]
        elif void == "P3":
            void_parts.append(("post", rot.pick("P3", P3, flags)))
            tw, p_pay = 48, "fair_price"
            meanings += ["P3"]
        elif void == "C4":
            void_parts.append(("cancel", rot.pick("C4", C4, flags)))
            c_pay = "fair_price"
            meanings += ["C4"]
        elif void == "P2C4X":
            void_parts.append(("post", rot.pick("P3", P3, flags)))
            void_parts.append(("cancel", rot.pick("CX", CX, flags)))
            tw, p_pay, c_pay = 48, "fair_price", "last_price"
            meanings += ["P3", "CX"]
        if void_prim:
            for _, e in void_parts:
                primary += " " + e["t"].format(**ctx)
                styles.update(e["s"])
            styles.add("void_in_primary")
        else:
            for d, e in void_parts:
                addsec(d, e)
        a_pay = None
        if ab:
            addsec("ab", rot.pick("AB_" + ab, AB2[ab], flags))
            a_pay = c_pay if ab == "as_cancel" else ab
            assert a_pay is not None
            meanings.append("AB")

        series_src = _series_sources(comp, override)
        if src is None:
            names = {s["name"] for s in series_src}
            sp = "provider" if names <= {"ESPN", "Fox Sports"} else "official"
            sf = None
            meanings.append("R3")
        else:
            addsec("src", rot.pick("SRC_" + src, SRC2[src], flags))
            sp, sf = {"OFF": ("official", None), "PP": ("provider", "provider"),
                      "OP": ("official", "provider")}[src]
            meanings.append("RX")
        if corr:
            addsec("corr", rot.pick("CORR", CORR2, flags))
            meanings.append("R2")
        # move the tie note to the end on every third leg
        if n % 3 == 0 and sec and sec[0][0] in ("d1", "scope") and len(sec) > 1:
            sec.append(sec.pop(0))
            styles.add("order:varied")
        secondary = _secondary(sec, layout)
        styles.add("layout:" + layout)
        styles.add("date:" + dstyle)
        outcome = ctx["team"] if fam != "draw" else "draw"
        legs.append(_leg(n, fx, side, fam, primary, secondary, ctx, comp, h, a,
                         sorted(styles), meanings, series_src,
                         dict(family=fam, outcome=outcome, line=None, half=None, scope=scope,
                              source_primary=sp, source_fallback=sf, timing_window=tw,
                              void_cancelled=c_pay, void_postponed_long=p_pay,
                              void_abandoned=a_pay)))
    for sp_ in specials():
        n = len(legs) + 1
        fx, side, fam, primary, secondary, styles, meanings, override, exp = sp_
        ctx, comp, h, a = _ctx(fx, side, "abbr_us")
        exp = dict(family=fam, outcome=ctx["team"] if fam != "draw" else "draw", line=None,
                   half=None, **exp)
        legs.append(_leg(n, fx, side, fam, primary, secondary, ctx, comp, h, a,
                         sorted(set(styles)), meanings, _series_sources(comp, override), exp))
    return legs


def _leg(n, fx, side, fam, primary, secondary, ctx, comp, h, a, styles, meanings,
         series_src, expected):
    c = COMPETITIONS[comp]
    hc, ac = TEAMS[h][3], TEAMS[a][3]
    kind = "ADVANCE" if fam == "advance" else "GAME"
    series = c["series"] + kind
    event = f"{series}-{ticker_date(fx)}{hc}{ac}"
    if fam == "draw":
        suffix, sub = "TIE", "Tie"
    else:
        suffix = hc if side in ("home", "adv_home") else ac
        sub = ctx["team"]
    title = (f"{ctx['home']} vs {ctx['away']}: Who advances?" if fam == "advance"
             else f"{ctx['home']} vs {ctx['away']} Winner?")
    market = {
        "ticker": f"{event}-{suffix}",
        "event_ticker": event,
        "series_ticker": series,
        "title": title,
        "yes_sub_title": sub,
        "no_sub_title": sub,
        "rules_primary": primary,
        "rules_secondary": secondary,
        "occurrence_datetime": occurrence(fx),
    }
    return {"id": f"o2-{n:03d}", "venue": "venue_two", "styles": styles,
            "meanings": meanings, "home": ctx["home"], "away": ctx["away"],
            "competition": comp, "market": market,
            "series_settlement_sources": series_src, "expected": expected}


def specials():
    """(fixture, side, family, primary, secondary, styles, meanings, series override,
    expected minus family/outcome/line/half)."""
    out = []
    # 1. legal drafting across both fields, away win, postponement window as an exception
    out.append(("F16", "away", "win",
        "Roma to win. The Underlying is the Italian Serie A match Bologna vs Roma, "
        "originally scheduled for Dec 5, 2027. The Contract resolves Yes if, upon the "
        "conclusion of regulation time (being 90 minutes plus stoppage time, and excluding "
        "extra time and any penalty shoot-out), Roma has scored more goals than Bologna.",
        "1. If regulation ends level, the Tie contract resolves Yes and this Contract "
        "resolves No.\n"
        "2. A postponed Underlying remains the Underlying, except where its new kickoff is "
        "more than 48 hours after the original one, in which case the Contract settles at a "
        "fair price under the Rulebook.\n"
        "3. If the Underlying is cancelled, the Contract settles at a fair price under the "
        "Rulebook. An Underlying abandoned and never completed is deemed cancelled.\n"
        "4. Source Agencies: as listed for the series.",
        ["legal", "definitions", "layout:numbered", "exception", "cross_reference",
         "date:abbr_us"],
        ["F:win", "S2", "D1", "P3", "C4", "AB", "R3"], None,
        dict(scope="regulation", source_primary="provider", source_fallback=None,
             timing_window=48, void_cancelled="fair_price", void_postponed_long="fair_price",
             void_abandoned="fair_price")))
    # 2. terse notes in the secondary, draw leg, no scope in the primary
    out.append(("F18", "draw", "draw",
        "If Lyon vs Monaco (French Ligue 1, originally scheduled for Feb 20, 2028) has no "
        "winner, then the Tie contract resolves to Yes.",
        "Scope: reg. time (90 + stoppage). ET/pens: excluded.\n"
        "Level at end of reg. -> Tie = Yes.\n"
        "PPD > 48h from orig. KO -> fair price.\n"
        "Cxl -> fair price.",
        ["terse", "abbreviations", "layout:lines", "no_scope_in_primary", "negation",
         "date:abbr_us"],
        ["F:draw", "S4", "D1", "P2", "C4", "R3"], None,
        dict(scope="regulation", source_primary="provider", source_fallback=None,
             timing_window=48, void_cancelled="fair_price", void_postponed_long="fair_price",
             void_abandoned=None)))
    # 3. inline questions, away win, condition stated after the outcome, official source
    out.append(("F19", "away", "win",
        "Should LAFC win, the contract resolves to Yes: that is, if LAFC outscores LA Galaxy "
        "in the LA Galaxy vs LAFC Major League Soccer game originally planned for Aug 7, "
        "2027, measured after 90 minutes plus stoppage time.",
        "Does extra time count? No, and neither do penalties. Why is the date not the UTC "
        "date? The game kicks off on the evening of Aug 7 Pacific time, which is already "
        "Aug 8 in UTC. Postponed by more than 48 hours, or canceled? The contract settles "
        "at a fair price. Which source? The official MLS match centre.",
        ["layout:inline_qa", "condition_after", "date:abbr_us", "date_note"],
        ["F:win", "S3", "P2", "C4", "RX"], None,
        dict(scope="regulation", source_primary="official", source_fallback=None,
             timing_window=48, void_cancelled="fair_price", void_postponed_long="fair_price",
             void_abandoned=None)))
    return out
