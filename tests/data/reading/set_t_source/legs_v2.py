"""venue_two legs of set (t): exchange help-center articles and a broker's client terms.

House style: American spelling and AP-style dates (canceled, organizer, recognized,
kickoff, "Dec. 5, 2026", "12/5/2026"), clubs take singular verbs, with some British
football words mixed in (fixture, match, pitch, full-time). `rules_primary` carries the
outcome and usually the time scope; `rules_secondary` carries the rest. Every sentence
below was written for this set.
"""
from common import COMPS, TEAMS, date_v2, render, ticker_date

# key -> (competition, home key, away key, ISO date, kickoff UTC "HH:MM", stage)
FIX = {
    "g01": ("epl", "LIV", "MCI", "2026-12-13", "16:30", "league"),
    "g02": ("epl", "CHE", "AVL", "2026-12-27", "15:00", "league"),
    "g03": ("epl", "TOT", "ARS", "2027-01-16", "17:30", "league"),
    "g04": ("epl", "NEW", "BRE", "2027-02-06", "15:00", "league"),
    "g05": ("laliga", "ATM", "BET", "2026-12-19", "20:00", "league"),
    "g06": ("laliga", "VAL", "RMA", "2027-01-24", "15:15", "league"),
    "g07": ("laliga", "SEV", "ATH", "2027-03-07", "20:00", "league"),
    "g08": ("bundesliga", "BVB", "LEV", "2026-12-12", "17:30", "league"),
    "g09": ("bundesliga", "SGE", "BAY", "2027-02-13", "14:30", "league"),
    "g10": ("seriea", "NAP", "INT", "2026-12-06", "19:45", "league"),
    "g11": ("seriea", "BOL", "MIL", "2027-01-10", "17:00", "league"),
    "g12": ("ligue1", "OM", "PSG", "2027-01-31", "19:45", "league"),
    "g13": ("ligue1", "ASM", "OL", "2027-03-14", "16:00", "league"),
    "g14": ("mls", "LAG", "SEA", "2027-03-20", "02:30", "league"),
    "g15": ("mls", "CLB", "MIA", "2027-04-10", "23:30", "league"),
    "g16": ("ucl", "BVB", "JUV", "2027-01-20", "20:00", "league phase"),
    "g17": ("ucl", "LIV", "ATM", "2027-03-10", "20:00", "round of 16"),
    "g18": ("ucl", "BAY", "ARS", "2027-04-14", "19:00", "quarterfinal"),
    "g19": ("wc", "ARG", "CIV", "2026-06-16", "01:00", "group"),
    "g20": ("wc", "KOR", "IRN", "2026-06-25", "02:00", "group"),
    "g21": ("wc", "FRA", "BRA", "2026-07-11", "21:00", "quarterfinal"),
}

# ------------------------------------------------------------------ primaries
# {SC} is the scope phrase (empty when the scope sits in the secondary).
WIN = [
    ("The market resolves to Yes if {T} defeats {O} in their {C} game slated for {D}{SC}.", ["plain", "syn:defeats"]),
    ("{T} beats {O} ({C}, {D}){SC}? Yes. Any other result? No.", ["question", "terse"]),
    ("Should {T} outscore {O} in the {C} matchup of {D}{SC}, this market resolves Yes; otherwise it resolves No.", ["inverted_condition", "syn:outscore"]),
    ("A Yes resolution requires a {T} victory over {O} in the {H} vs {A} {C} game on {D}{SC}.", ["nominal", "plain"]),
    ("This market pays out only if {T} is ahead of {O} when their {C} game of {D} is over{SC}.", ["condition_after", "syn:ahead"]),
    ("Resolves No unless {T} wins the {C} fixture against {O} first scheduled for {D}{SC}, in which case it resolves Yes.", ["negation", "condition_after", "british_word"]),
]
DRAW = [
    ("If the {H} vs {A} {C} game originally set for {D} ends with neither team winning{SC}, the Tie market resolves to Yes.", ["negation"]),
    ("The market resolves to Yes if {H} and {A} are level in their {C} match of {D}{SC}.", ["syn:level", "british_word"]),
    ("If no team wins the {C} match between {H} and {A} on {D}{SC}, Tie resolves Yes; if either team wins, it resolves No.", ["negation"]),
    ("Tie: Yes if the {H}-{A} game ({C}, {D}) is deadlocked{SC}; No if either side wins.", ["terse", "syn:deadlocked"]),
    ("This Tie market settles Yes when {H} and {A} finish with the same number of goals{SC} in their {C} game on {D}.", ["plain", "syn:same_number_of_goals"]),
]
ADV = [
    ("If {T} advances past {O} in the {C} {R}, with the tie settled by aggregate score, extra time and a penalty shootout if needed, the market resolves to Yes.", ["knockout", "syn:advances"]),
    ("The market resolves to Yes if {T} is the team that moves on from its {C} {R} matchup with {O}. Extra time and penalty kicks count toward who advances.", ["knockout", "syn:moves_on"]),
    ("Two-way market: Yes if {T} reaches the next round at {O}'s expense in the {C} {R}, however the tie is decided (regulation, extra time or a shootout); No if {O} goes through.", ["knockout", "two_way", "british_word"]),
]
SC2 = [
    (" at the end of regulation (90 minutes plus stoppage time; no extra time, no penalty shootout)", ["parenthetical", "numerals"]),
    (", counting only the 90 minutes of regulation and stoppage time", ["numerals"]),
    (", based on the score after regulation plus stoppage time, with overtime and shootouts excluded", ["syn:overtime", "american_word"]),
    (" when regulation (stoppage time included, extra time and penalties not) ends", ["parenthetical", "negation"]),
    (", judged at the final whistle of regulation (stoppage time in, extra time and penalty kicks out)", ["parenthetical", "syn:final_whistle"]),
    (" after ninety minutes plus added time, not counting any extra time or penalties", ["number_words", "syn:added_time"]),
]
SC3 = [  # 90 + stoppage in the primary, ET/pens exclusion only in the secondary
    (" after 90 minutes plus stoppage time", ["numerals", "split_scope"]),
]
SC3_SEC = [
    ("Extra time and penalties don't count.", ["contraction", "terse"]),
    ("Neither extra time nor a penalty shootout is taken into account.", ["negation"]),
]
S4_SEC = [  # no scope in the primary; the secondary gives it
    ("Only regulation time, stoppage included, is considered; extra time and shootouts are not.", ["semicolon"]),
    ("Scope: 90 minutes plus stoppage time. Nothing after that counts.", ["terse", "numerals"]),
    ("The result is read at the end of regulation play (90' plus added time), before any extra time or penalties.", ["symbol", "parenthetical"]),
]
S5_SEC = [
    ("Goals in extra time, if extra time is played, count toward the result. A penalty shootout does not, so a game still level after extra time is a tie.", ["knockout"]),
]

# ------------------------------------------------------------------ secondary banks
D1 = [
    ("A game tied at the end of regulation resolves the Tie market to Yes and this market to No.", ["plain"]),
    ("If regulation ends level, the market labeled Tie is the one that resolves Yes.", ["american_spelling"]),
    ("Tie outcome: the Tie market pays if neither team is ahead after regulation.", ["terse", "negation"]),
]
P2C4 = [
    ("Cancellation of the game, or a postponement that puts the new kickoff more than 48 hours after the original one, leads to settlement at a fair price.", ["numerals", "nominal"]),
    ("Should the match be called off or moved back by over 48 hours, the market will be resolved at a fair price.", ["numerals", "syn:called_off", "british_word"]),
    ("A cancellation, or a delay of more than two days, sends the market to fair-price settlement.", ["number_words", "nominal"]),
    ("Fair-price settlement applies if the game is called off altogether or if its new start time lands over 48 hrs after the original one.", ["abbrev", "condition_after"]),
]
P3 = [
    ("If the game is postponed but begins within 48 hours, the market stays open for it; if it does not, the market is closed out at fair value.", ["numerals", "semicolon", "syn:fair_value"]),
    ("Postponed games: a kickoff within 48 hours of the original time keeps the market open, and a later one means a fair price.", ["terse", "numerals"]),
]
P1 = [
    ("If the game is postponed, the market remains open for the rescheduled game, with no time limit.", ["plain"]),
    ("A postponed game does not settle the market early; the market waits for the makeup game, whenever it happens.", ["negation", "american_word"]),
]
P72 = [("If the game is pushed back more than 72 hours, the market settles at fair value.", ["numerals", "syn:fair_value"])]
P168 = [("If the game is postponed by more than seven days, the market resolves at a fair price.", ["number_words"])]
P4 = [("If a postponed game is not rescheduled within two weeks, the market settles at the last fair market price as of the postponement announcement.", ["number_words"])]
C4 = [
    ("If the game is canceled outright, the market resolves at a fair price.", ["american_spelling"]),
    ("Canceled games: fair price.", ["terse"]),
]
C2 = [("If the game is canceled, Yes and No each settle at $0.50.", ["numerals", "dollar"])]
C1W = [("If the game is canceled and not made up, this market resolves No.", ["american_spelling", "syn:made_up"])]
C1D = [("If the game is canceled and never made up, it is treated as a tie, so this market resolves Yes.", ["american_spelling"])]
CR = [("If the game is canceled, open positions are refunded at cost.", ["syn:refund"])]
ABC = [
    ("A game abandoned and not completed is treated the same as a canceled game.", ["syn:abandoned"]),
    ("Abandoned matches that are not resumed follow the cancellation rule above.", ["british_word", "back_reference"]),
]
ABF = [("If the game is abandoned and not resumed, a fair price is used to settle the market.", ["syn:abandoned"])]
ABL = [("If play is suspended and the game is never completed, the market resolves at the last traded price before play stopped.", ["syn:suspended"])]
RO = [("Results are verified against the official {C} website ({SITE}).", ["plain"])]
RPP = [("Source: ESPN; if ESPN is unavailable, Fox Sports.", ["terse"])]
ROC = [("The official {C} result is used; if it has not been posted within two hours after the game, the exchange may rely on a consensus of reputable media.", ["number_words", "semicolon"])]
CORR = [
    ("Score corrections made after the market has been determined will not change the outcome.", ["negation"]),
    ("Post-settlement corrections are disregarded.", ["terse"]),
]

BANKS = {
    "win": WIN, "draw": DRAW, "advance": ADV, "SC2": SC2, "SC3": SC3, "SC3_SEC": SC3_SEC,
    "S4_SEC": S4_SEC, "S5_SEC": S5_SEC, "D1": D1, "P2C4": P2C4, "P3": P3, "P1": P1,
    "P72": P72, "P168": P168, "P4": P4, "C4": C4, "C2": C2, "C1W": C1W, "C1D": C1D,
    "CR": CR, "ABC": ABC, "ABF": ABF, "ABL": ABL, "RO": RO, "RPP": RPP, "ROC": ROC,
    "CORR": CORR,
}
HEADINGS = {
    "scope": "Which part of the game counts?", "d1": "What if it ends tied?",
    "post": "What if the game is postponed?", "canc": "What if the game is canceled?",
    "ab": "What if the game is abandoned?", "src": "Where does the result come from?",
    "corr": "Are corrections applied?",
}
HEADINGS_H = {
    "scope": "Time period", "d1": "Ties", "post": "Postponements", "canc": "Cancellations",
    "ab": "Abandoned games", "src": "Source", "corr": "Corrections",
}

# ------------------------------------------------------------------ spec table
# (fixture, family, side, scope kind, postponement, cancellation, abandonment, source,
#  correction, secondary layout)
# scope kind: S2 (primary), S3 (split), S4 (secondary only), S5 (extra time, secondary),
# S6 (advance). postponement "P2C4" also sets cancellation to fair price.
SPECS = [
    ("g01", "win", "H", "S2", "P2C4", None, None, None, False, "single"),
    ("g01", "draw", "D", "S2", "P2C4", None, None, None, False, "single"),
    ("g02", "win", "A", "S2", "P3", "C4", None, None, True, "paras"),
    ("g03", "win", "H", "S4", "P2C4", None, "ABC", None, False, "bullets"),
    ("g04", "draw", "D", "S2", "P3", "C4", None, None, False, "headings"),
    ("g05", "win", "A", "S2", "P2C4", None, None, "RPP", False, "single"),
    ("g06", "win", "H", "S2", "P72", "C4", "ABF", None, True, "numbered"),
    ("g07", "draw", "D", "S4", "P2C4", None, None, None, False, "qa"),
    ("g08", "win", "A", "S2", "P1", "C1", None, "ROC", True, "paras"),
    ("g09", "win", "H", "S2", "P2C4", None, "ABL", None, False, "semicolons"),
    ("g10", "draw", "D", "S2", "P1", "C1", None, "ROC", True, "single"),
    ("g11", "win", "A", "S4", "P3", "C4", None, None, False, "headings"),
    ("g12", "win", "A", "S2", "P2C4", None, "ABC", None, True, "single"),
    ("g13", "draw", "D", "S2", "P168", "C2", None, "RO", False, "bullets"),
    ("g14", "win", "H", "S2", "P2C4", None, None, None, False, "paras"),
    ("g15", "win", "A", "S2", "P4", "CR", None, None, True, "qa"),
    ("g16", "win", "H", "S2", "P2C4", None, None, None, False, "single"),
    ("g17", "advance", "A", "S6", "P2C4", None, None, None, False, "single"),
    ("g18", "advance", "H", "S6", "P3", "C2", "ABC", None, False, "numbered"),
    ("g18", "win", "A", "S5", "P2C4", None, None, None, True, "paras"),
    ("g19", "win", "H", "S3", "P2C4", None, None, None, False, "paras"),
    ("g20", "draw", "D", "S3", "P2C4", None, None, None, True, "single"),
    ("g21", "advance", "H", "S6", "P1", "C2", None, "RO", False, "bullets"),
    ("g02", "draw", "D", "S2", "P2C4", None, "ABF", None, False, "paras"),
    ("g06", "draw", "D", "S2", "P2C4", None, None, "RPP", False, "headings"),
]

POST_VAL = {"P2C4": (48, "fair_price"), "P3": (48, "fair_price"), "P1": ("open_until_played", "result"),
            "P72": (72, "fair_price"), "P168": (168, "fair_price"), "P4": (336, "last_price")}
CANC_VAL = {"C4": "fair_price", "C2": "50-50", "CR": "refund"}
AB_VAL = {"ABF": "fair_price", "ABL": "last_price", None: None}
MEANING = {"P2C4": "P2", "P3": "P3", "P1": "P1", "P72": "P:72h", "P168": "P:168h", "P4": "P4",
           "C4": "C4", "C2": "C2", "C1": "C1", "CR": "C:refund", "RO": "R:official",
           "RPP": "R:provider", "ROC": "R1"}


def series_sources(comp):
    return [dict(s) for s in COMPS[comp][6]]


def src_from_series(comp):
    names_ = [s["name"] for s in COMPS[comp][6]]
    return "provider" if set(names_) <= {"ESPN", "Fox Sports"} else "official"


class Rot:
    def __init__(self):
        self.pos = {}

    def take(self, bank):
        i = self.pos.get(bank, 0)
        self.pos[bank] = i + 1
        items = BANKS[bank]
        return items[i % len(items)]


def names(fx):
    comp, h, a, iso, hhmm, stage = FIX[fx]
    return comp, TEAMS[h], TEAMS[a], iso, hhmm, stage


def market(fx, family, side, primary, secondary):
    comp, H, A, iso, hhmm, stage = names(fx)
    kind = "ADVANCE" if family == "advance" else "GAME"
    series = "KX%s%s" % (COMPS[comp][3], kind)
    ev = "%s-%s%s%s" % (series, ticker_date(iso), H[3], A[3])
    if family == "draw":
        suffix, sub = "TIE", "Tie"
    else:
        t = H if side == "H" else A
        suffix, sub = t[3], t[2]
    title = ("%s vs %s: Who advances?" % (H[2], A[2]) if family == "advance"
             else "%s vs %s Winner?" % (H[2], A[2]))
    return {
        "ticker": ev + "-" + suffix,
        "event_ticker": ev,
        "series_ticker": series,
        "title": title,
        "yes_sub_title": sub,
        "no_sub_title": sub,
        "rules_primary": primary,
        "rules_secondary": secondary,
        "occurrence_datetime": "%sT%s:00Z" % (iso, hhmm),
    }


def fill(text, fx, side, k):
    comp, H, A, iso, hhmm, stage = names(fx)
    t, o = (H, A) if side != "A" else (A, H)
    c = COMPS[comp]
    return text.format(T=t[2], O=o[2], H=H[2], A=A[2], D=date_v2(iso, k), C=c[2],
                       SITE=c[5], R=stage)


def leg(n, fx, styles, meanings, primary, secondary, exp, family, side):
    comp, H, A, iso, hhmm, stage = names(fx)
    return {
        "id": "t2-%03d" % n,
        "venue": "venue_two",
        "styles": sorted(set(styles)),
        "meanings": meanings,
        "home": H[2], "away": A[2], "competition": comp,
        "market": market(fx, family, side, primary, secondary),
        "series_settlement_sources": series_sources(comp),
        "expected": exp,
    }


def generated():
    rot = Rot()
    out = []
    for i, (fx, fam, side, scope, post, canc, ab, src, corr, layout) in enumerate(SPECS):
        n = i + 1
        comp, H, A, iso, hhmm, stage = names(fx)
        styles = ["house:american", "layout:" + layout]
        # primary
        sc_sent = None
        if scope == "S2":
            sc, st = rot.take("SC2")
            styles += st
        elif scope == "S3":
            sc, st = rot.take("SC3")
            styles += st
            sc_sent, st2 = rot.take("SC3_SEC")
            styles += st2
        elif scope in ("S4", "S5"):
            sc = ""
            sc_sent, st2 = rot.take(scope + "_SEC")
            styles += st2
        else:
            sc = ""
        out_text, st = rot.take(fam)
        styles += st
        primary = fill(out_text.replace("{SC}", sc), fx, side, n)
        # secondary
        items = []
        if sc_sent:
            items.append(("scope", sc_sent))
        if fam == "win" and n % 2 == 1:
            t, st = rot.take("D1")
            items.append(("d1", t))
            styles += st
        if post == "P2C4":
            t, st = rot.take("P2C4")
            items.append(("post", t))
            styles += st
        else:
            t, st = rot.take(post)
            items.append(("post", t))
            styles += st
            bank = canc if canc != "C1" else ("C1D" if fam == "draw" else "C1W")
            t, st = rot.take(bank)
            items.append(("canc", t))
            styles += st
        if ab:
            t, st = rot.take(ab)
            items.append(("ab", t))
            styles += st
        if src:
            t, st = rot.take(src)
            items.append(("src", fill(t, fx, side, n)))
            styles += st
        if corr:
            t, st = rot.take("CORR")
            items.append(("corr", t))
            styles += st
        hd = HEADINGS if layout == "qa" else HEADINGS_H
        intro = "Additional terms:" if layout in ("bullets", "numbered") else None
        secondary = render(items, layout, hd, intro)
        # expected
        tw, pl = POST_VAL[post]
        if post == "P2C4":
            vc = "fair_price"
        elif canc == "C1":
            vc = "yes" if fam == "draw" else "no"
        else:
            vc = CANC_VAL[canc]
        va = vc if ab == "ABC" else AB_VAL[ab]
        if src is None:
            sp, sf = src_from_series(comp), None
        else:
            sp, sf = {"RO": ("official", None), "RPP": ("provider", "provider"),
                      "ROC": ("official", "consensus")}[src]
        scope_v = {"S2": "regulation", "S3": "regulation", "S4": "regulation",
                   "S5": "extra_time", "S6": "penalties"}[scope]
        team = "draw" if fam == "draw" else (H[2] if side == "H" else A[2])
        exp = {"family": fam, "outcome": team, "line": None, "half": None, "scope": scope_v,
               "source_primary": sp, "source_fallback": sf, "timing_window": tw,
               "void_cancelled": vc, "void_postponed_long": pl, "void_abandoned": va}
        meanings = ["F:" + fam, scope]
        if fam == "win" and n % 2 == 1:
            meanings.append("D1")
        meanings.append(MEANING[post])
        meanings.append("C4" if post == "P2C4" else MEANING[canc])
        if ab:
            meanings.append("AB")
        meanings.append("R3" if src is None else MEANING[src])
        if corr:
            meanings.append("R2")
        out.append(leg(n, fx, styles, meanings, primary, secondary, exp, fam, side))
    return out


# ------------------------------------------------------------------ hand-written legs
def _exp(family, outcome, scope, sp, sf, tw, vc, vp, va):
    return {"family": family, "outcome": outcome, "line": None, "half": None,
            "scope": scope, "source_primary": sp, "source_fallback": sf,
            "timing_window": tw, "void_cancelled": vc, "void_postponed_long": vp,
            "void_abandoned": va}


def specials(start):
    T = {k: v[2] for k, v in TEAMS.items()}
    out = []

    def add(fx, family, side, styles, meanings, primary, secondary, exp):
        n = start + len(out)
        out.append(leg(n, fx, ["house:american"] + styles, meanings, primary, secondary,
                       exp, family, side))

    # numbered scenarios in the secondary, win leg (away side), scope only in the secondary
    add("g03", "win", "A", ["layout:scenarios", "arrow", "numerals"],
        ["F:win", "S4", "D1", "P3", "C4", "AB", "R3"],
        "If {a} wins at {h} in the English Premier League game on Jan. 16, 2027, the market resolves to Yes.".format(h=T["TOT"], a=T["ARS"]),
        "Scenario 1: {a} leads when regulation (90 minutes plus stoppage time) ends -> Yes.\n"
        "Scenario 2: the game is tied or {h} leads at that point -> No; a tie sends the Tie market to Yes.\n"
        "Scenario 3: kickoff is moved, but to a time within 48 hours of the original -> the market waits for the game.\n"
        "Scenario 4: kickoff is moved further out than that, or the game is canceled -> settlement at a fair price.\n"
        "Scenario 5: the game is abandoned and not completed -> same as Scenario 4.".format(h=T["TOT"], a=T["ARS"]),
        _exp("win", T["ARS"], "regulation", "provider", None, 48, "fair_price", "fair_price", "fair_price"))

    # decision table in the secondary, draw leg
    add("g05", "draw", "D", ["layout:table", "pipe_table", "negation"],
        ["F:draw", "S3", "P3", "C4", "AB", "R3"],
        "This is the Tie market for {h} vs {a}, Spanish La Liga, Dec. 19, 2026. It resolves Yes if the match ends without a winner after 90 minutes plus stoppage time.".format(h=T["ATM"], a=T["BET"]),
        "Result after regulation | Tie market\n"
        "{h} ahead | No\n"
        "{a} ahead | No\n"
        "Level | Yes\n"
        "Extra time or penalties | Not considered\n"
        "Start moved by up to 48 hours | Market stays open\n"
        "Start moved by more than 48 hours | Fair price\n"
        "Canceled | Fair price\n"
        "Abandoned, not finished | Fair price".format(h=T["ATM"], a=T["BET"]),
        _exp("draw", "draw", "regulation", "provider", None, 48, "fair_price", "fair_price", "fair_price"))

    # legalese primary, advance leg; the void clause overrides it
    add("g17", "advance", "H", ["legalese", "nested", "provided_that", "notwithstanding"],
        ["F:advance", "S6", "P2", "C4", "R:official"],
        "Provided that the round of 16 tie between {h} and {a} in the UEFA Champions League is completed, and taking into account the aggregate score over both legs together with any extra time and any penalty shootout needed to separate the teams, the market resolves to Yes if, and only if, {h} is the team that qualifies for the quarterfinals.".format(h=T["LIV"], a=T["ATM"]),
        "Notwithstanding the primary rules, if the second leg is canceled, or is postponed and not played within 48 hours of its scheduled start, the market resolves at a fair price. Which team advances is determined by reference to UEFA's official announcement.",
        _exp("advance", T["LIV"], "penalties", "official", None, 48, "fair_price", "fair_price", None))

    # terse notes in the secondary, win leg (away side)
    add("g09", "win", "A", ["layout:notes", "terse", "abbrev", "arrow", "date:m/d/yyyy"],
        ["F:win", "S2", "D1", "P2", "C4", "AB", "R:provider"],
        "{a} to win at {h}, German Bundesliga, 2/13/2027: Yes if they do, measured at the end of regulation.".format(h=T["SGE"], a=T["BAY"]),
        "Notes: reg. = 90 min + stoppage; no ET, no PKs. Tie after reg. -> Tie mkt Yes. PPD more than 48h, or canceled -> fair price. Abandoned & not finished -> last traded price. Src: ESPN box score.",
        _exp("win", T["BAY"], "regulation", "provider", None, 48, "fair_price", "fair_price", "last_price"))

    # help-center FAQ in the secondary, win leg
    add("g11", "win", "H", ["layout:faq", "question", "contraction", "parenthetical"],
        ["F:win", "S4", "D1", "P3", "C4", "R:official"],
        "If {h} wins its Italian Serie A home game against {a} on Sunday, January 10, 2027, the market resolves to Yes.".format(h=T["BOL"], a=T["MIL"]),
        "Q: Does stoppage time count? A: Yes. Regulation plus stoppage time is the whole window; extra time and penalties are not part of it (and league games don't have them anyway).\n"
        "Q: What if {a} and {h} draw? A: This market resolves No and the Tie market resolves Yes.\n"
        "Q: What if the game is moved? A: If it still starts within 48 hours of the original time, nothing changes. If it's moved back any further, the market is settled at a fair price.\n"
        "Q: And if it's canceled? A: Fair price as well.\n"
        "Q: Where do results come from? A: Lega Serie A's official website.".format(h=T["BOL"], a=T["MIL"]),
        _exp("win", T["BOL"], "regulation", "official", None, 48, "fair_price", "fair_price", None))

    # broker client terms, draw leg, negation, exceptions after
    add("g12", "draw", "D", ["layout:clause", "legalese", "exceptions_after", "roman_list", "negation", "dollar"],
        ["F:draw", "S3", "P1", "C1", "AB", "R:provider"],
        "Section 4(b). A Tie contract on {h} vs {a} (French Ligue 1, Jan. 31, 2027) pays $1 if no team has won when regulation and stoppage time are over, and $0 if either team has.".format(h=T["OM"], a=T["PSG"]),
        "Except as follows, the contract is settled on that basis: (i) extra time and penalty kicks, if any, are ignored; (ii) if the match is postponed, the contract remains open until it is played, regardless of the new date; "
        "(iii) if the match is canceled and never replayed, the contract pays $1, as for a tie; (iv) if the match is abandoned and not resumed, clause (iii) applies. "
        "The Exchange relies on ESPN's published result and, if ESPN has not published one, on the official Ligue 1 website.",
        _exp("draw", "draw", "regulation", "provider", "official", "open_until_played", "yes", "result", "yes"))

    # numbered scenarios, advance leg (away side), single match
    add("g21", "advance", "A", ["layout:scenarios", "arrow", "knockout", "numerals"],
        ["F:advance", "S6", "P1", "C2", "R3"],
        "{a} to advance past {h} in the FIFA World Cup quarterfinal on July 11th, 2026: Yes if {a} reaches the semifinals, whether in regulation, in extra time or on penalties.".format(h=T["FRA"], a=T["BRA"]),
        "Scenario 1: {h} wins in regulation -> No.\n"
        "Scenario 2: the teams are level after 120 minutes and {a} wins the shootout -> Yes.\n"
        "Scenario 3: the game is postponed -> the market remains open until it is played, with no deadline.\n"
        "Scenario 4: the game is canceled -> each side settles at 50 cents.".format(h=T["FRA"], a=T["BRA"]),
        _exp("advance", T["BRA"], "penalties", "official", None, "open_until_played", "50-50", "result", None))

    # one long sentence with the condition after the outcome, win leg (away side)
    add("g14", "win", "A", ["long_sentence", "nested", "condition_after", "date:m/d/yyyy"],
        ["F:win", "S2", "P:72h", "C4", "R3"],
        "The market resolves to Yes if {a}, playing away at {h} in the Major League Soccer game scheduled for 3/20/2027 (the local date in Los Angeles is a day earlier), has scored more goals than {h} by the time the referee ends regulation, meaning the 90 minutes together with stoppage time and not any extra time or penalties, which are not used in regular-season games anyway.".format(h=T["LAG"], a=T["SEA"]),
        "Unless the game is canceled outright or delayed past the 72-hour mark from its scheduled start, in either of which cases a fair price is used to settle it, the result described above is final.",
        _exp("win", T["SEA"], "regulation", "official", None, 72, "fair_price", "fair_price", None))

    # decision table in the secondary, win leg (away side), two-week window
    add("g13", "win", "A", ["layout:table", "colon_table", "numerals"],
        ["F:win", "S4", "D1", "P4", "C4", "R3"],
        "If {a} beats {h} in their French Ligue 1 match originally scheduled for March 14th, 2027, the market resolves to Yes.".format(h=T["ASM"], a=T["OL"]),
        "How the market resolves\n"
        "{h} win after 90 minutes + stoppage: No\n"
        "Tie after 90 minutes + stoppage: No (the Tie market resolves Yes)\n"
        "{a} win after 90 minutes + stoppage: Yes\n"
        "Postponed and rescheduled within 2 weeks: result of the rescheduled match\n"
        "Postponed and not rescheduled within 2 weeks: last fair market price as of the announcement\n"
        "Canceled: fair price".format(h=T["ASM"], a=T["OL"]),
        _exp("win", T["OL"], "regulation", "provider", None, 336, "fair_price", "last_price", None))
    return out


def build():
    legs = generated()
    return legs + specials(len(legs) + 1)
