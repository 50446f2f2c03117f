"""venue_one legs of set (t): help-centre articles and broker client terms.

House style: British spelling and day-month dates (cancelled, organiser, recognised,
kick-off, full-time, clubs take plural verbs), with some American words mixed in
(game, schedule, "soccer"). Every sentence below was written for this set.
"""
from common import COMPS, TEAMS, date_v1, render

# ------------------------------------------------------------------ fixtures
# key -> (competition, home key, away key, ISO date, kick-off UTC "HH:MM", stage)
FIX = {
    "f01": ("epl", "ARS", "CHE", "2026-12-12", "15:00", "league"),
    "f02": ("epl", "MCI", "TOT", "2026-12-19", "17:30", "league"),
    "f03": ("epl", "AVL", "NEW", "2027-01-02", "12:30", "league"),
    "f04": ("epl", "BRE", "NFO", "2027-01-09", "15:00", "league"),
    "f05": ("laliga", "RMA", "ATM", "2026-12-06", "20:00", "league"),
    "f06": ("laliga", "BET", "VAL", "2027-01-17", "17:30", "league"),
    "f07": ("laliga", "ALA", "SEV", "2027-02-07", "13:00", "league"),
    "f08": ("laliga", "ATH", "RMA", "2027-02-21", "20:00", "league"),
    "f09": ("bundesliga", "BAY", "BVB", "2026-12-05", "17:30", "league"),
    "f10": ("bundesliga", "RBL", "SGE", "2027-01-23", "14:30", "league"),
    "f11": ("bundesliga", "LEV", "BAY", "2027-03-06", "17:30", "league"),
    "f12": ("seriea", "JUV", "BOL", "2026-12-13", "19:45", "league"),
    "f13": ("seriea", "MIL", "NAP", "2027-01-31", "19:45", "league"),
    "f14": ("seriea", "INT", "JUV", "2027-02-28", "19:45", "league"),
    "f15": ("ligue1", "PSG", "OM", "2026-12-20", "19:45", "league"),
    "f16": ("ligue1", "OL", "ASM", "2027-02-14", "16:00", "league"),
    "f17": ("mls", "MIA", "LAG", "2027-03-13", "23:30", "league"),
    "f18": ("mls", "SEA", "CLB", "2027-04-03", "02:30", "league"),
    "f19": ("ucl", "ARS", "BAY", "2026-12-09", "20:00", "league phase"),
    "f20": ("ucl", "RMA", "MCI", "2027-03-16", "20:00", "round of 16"),
    "f21": ("ucl", "PSG", "INT", "2027-04-13", "19:00", "quarter-final"),
    "f22": ("wc", "BRA", "MEX", "2026-06-20", "01:00", "group"),
    "f23": ("wc", "ESP", "FRA", "2026-07-10", "19:00", "quarter-final"),
}

# ------------------------------------------------------------------ banks
# Each entry: (text, styles). Placeholders: {T} the leg's team, {O} the other team,
# {H} home, {A} away, {D} date, {C} competition, {ORG} organiser, {SITE} official site,
# {R} round/stage.
WIN = [
    ("This market settles Yes if {T} beat {O} in the {C} fixture set for {D}; a draw or a {O} victory settles it No.", ["semicolon", "british"]),
    ("Yes means {T} come away with the win against {O} on {D}. Anything else, whether a level score or a defeat, means No.", ["plain", "british_plural"]),
    ("Resolves to Yes should {T} finish the {C} match of {D} with more goals than {O}, and to No in every other case.", ["inverted_condition", "british"]),
    ("{T} must get the better of {O} for this contract to pay out; if {O} win or the game finishes with no team winning, the contract expires worthless.", ["negation", "syn:expires_worthless"]),
    ("The contract pays (Yes) on a {T} victory over {O} in their {C} match ({D}). It does not pay if the sides finish level or {O} prevail.", ["terse", "parenthetical"]),
    ("The Market shall resolve to \"Yes\" in the event that {T} (the \"Selected Club\") defeat {O} in the {C} fixture scheduled for {D}, and shall otherwise resolve to \"No\".", ["legalese", "definition"]),
    ("No, unless {T} win: the market resolves Yes only if {T} score more than {O} in the game on {D}.", ["condition_after", "negation"]),
    ("Win for {T} against {O} on {D} = Yes. Draw = No. {O} win = No.", ["terse", "equation"]),
]
DRAW = [
    ("Yes if {H} and {A} cannot be separated, that is, if no team wins the {C} fixture on {D}; No if either side wins.", ["negation", "british"]),
    ("This market resolves Yes on a drawn result between {H} and {A} ({D}). A win for either club resolves it No.", ["plain", "parenthetical"]),
    ("If neither {H} nor {A} finishes ahead on {D}, the outcome is Yes. Should one of them win, it is No.", ["negation", "british"]),
    ("Pays Yes when the score is level between {H} and {A} in their {C} meeting of {D}, and No otherwise.", ["terse", "syn:level"]),
    ("The Market shall resolve to \"Yes\" if the fixture between {H} and {A} on {D} ends with the teams equal on goals, and to \"No\" if either team is victorious.", ["legalese"]),
    ("Resolves No if {H} or {A} wins; resolves Yes if the {C} game of {D} finishes all square.", ["condition_first_no", "syn:all_square"]),
]
ADV = [
    ("Resolves Yes if {T} go through to the next round at the expense of {O} in their {C} {R} tie, and No if {O} progress instead.", ["british", "syn:go_through"]),
    ("This is a two-way market on who qualifies from the {C} tie between {H} and {A} ({R}, {D}). Yes if {T} qualify, No if {O} do; there is no draw outcome.", ["two_way", "parenthetical"]),
    ("{T} to progress past {O} ({C}, {R}): Yes if they do, No if they are knocked out.", ["terse", "syn:knocked_out"]),
]
S1 = [
    ("Only normal time counts: the 90 minutes plus any added time signalled by the officials. Extra time and spot-kicks, should there be any, are ignored.", ["numerals", "syn:spot_kicks"]),
    ("Regulation only: ninety minutes and stoppage time. Nothing played after the final whistle of normal time is taken into account.", ["number_words", "terse"]),
    ("We look at the score when the referee ends normal time (90' + added time); any extra period or shoot-out is left out.", ["symbol", "syn:added_time"]),
    ("Settlement uses the full-time score, meaning the end of the second half including injury time, and disregards any extra time or penalty shoot-out.", ["syn:injury_time", "british"]),
    ("The result after regular time, stoppage included, decides this market; neither extra time nor penalties play any part.", ["negation", "semicolon"]),
    ("For the purposes of this Market, \"Result\" means the score at the conclusion of the ninety (90) minutes of normal playing time together with any time added for stoppages, and excludes any period of extra time and any penalty shoot-out.", ["legalese", "definition", "number_words_and_numerals"]),
]
S5 = [
    ("If the match goes to extra time, goals scored in extra time count. A penalty shoot-out does not: kicks taken in a shoot-out are not goals, so a game still level after 120 minutes is a draw for this market.", ["knockout", "numerals"]),
    ("Time period: the whole match, extra time included if it is played; the shoot-out, if any, is disregarded.", ["terse", "knockout"]),
]
S6 = [
    ("Everything that decides the tie counts: both legs, extra time and, if needed, a penalty shoot-out.", ["knockout", "plain"]),
    ("The market follows qualification itself, so the aggregate score, extra time and any shoot-out are all taken into account.", ["knockout", "syn:aggregate"]),
    ("Settled on the team that goes through, however that is decided (normal time, extra time or penalties).", ["knockout", "parenthetical"]),
]
P1 = [
    ("A postponed match keeps this market open; it will be settled on the rearranged game, whenever that is played.", ["british", "semicolon"]),
    ("Moved to a later date? The market simply waits for the new date, with no cut-off.", ["question", "terse"]),
    ("If kick-off is put back, to any date, the market stays live and settles on the result of the rescheduled fixture.", ["british", "syn:put_back"]),
    ("Postponement: there is no deadline. We wait for the match to be played and settle on its result.", ["heading_colon", "terse"]),
    ("Should the fixture be delayed, this market will not settle until the rearranged match has taken place, however long that may be.", ["british", "inverted_condition"]),
]
P2 = [
    ("If the match is postponed and does not kick off within 48 hours of its original start, the market is settled at a fair price.", ["numerals"]),
    ("Should the new kick-off fall more than two days after the original one, we settle at fair value.", ["number_words", "syn:fair_value"]),
]
P4 = [
    ("If the match has not been rearranged within 14 days of the postponement, the market settles at the last fair market price as it stood when the postponement was announced.", ["numerals", "british"]),
    ("If no new date is fixed within a fortnight, settlement is at the last fair price quoted at the moment the postponement was made public.", ["syn:fortnight", "british"]),
]
P72 = [
    ("If the game is delayed by more than 72 hours from its scheduled kick-off, the market is settled at a fair price.", ["numerals"]),
]
C1W = [
    ("If the match is called off and never replayed, this market resolves No.", ["syn:called_off"]),
    ("Cancelled outright, with no replacement fixture: No.", ["terse", "british"]),
    ("A fixture that is scrapped without being rearranged settles this market No.", ["syn:scrapped", "british"]),
    ("If the game is cancelled and never rescheduled, {T} cannot win it, so the answer is No.", ["reasoned", "american_word"]),
]
C1D = [
    ("Should the match be cancelled without a replacement fixture, this market resolves Yes, as it would for a draw.", ["british", "inverted_condition"]),
    ("Cancellation without a rearranged match is treated as a draw, so Yes.", ["terse", "british"]),
    ("Where the game is called off before it starts and is never replayed, i.e. cancelled for good, the market pays Yes.", ["abbrev", "syn:for_good"]),
]
C2 = [
    ("If the match is called off for good, the market settles 50-50: each share pays half.", ["numerals", "syn:called_off"]),
    ("Cancelled with no replay: Yes and No each receive 0.50.", ["terse", "numerals"]),
    ("If the fixture is cancelled and not completed, both outcomes are paid out at fifty per cent.", ["number_words", "british"]),
]
C4 = [
    ("If the fixture is cancelled, the market is settled at a fair price.", ["plain"]),
]
CR = [
    ("If the match is cancelled, all positions are refunded at their entry price.", ["syn:refund"]),
]
ABC = [
    ("An abandoned match that is not completed is handled exactly like a cancellation.", ["british", "syn:abandoned"]),
    ("Abandoned and not resumed? Same treatment as a cancelled match.", ["question", "terse"]),
]
AB5 = [
    ("If play is abandoned and not resumed, the market is settled 50-50.", ["numerals", "syn:abandoned"]),
]
ABN = [
    ("A match abandoned before full-time and not finished resolves No.", ["british", "syn:abandoned"]),
]
ABF = [
    ("Matches that are abandoned are settled at a fair price.", ["syn:abandoned"]),
]
R1 = [
    ("We use the official match data published by {ORG}. If nothing official has appeared within two hours of the final whistle, the broad agreement of reputable media reports may be used instead.", ["number_words", "british"]),
    ("Source: {ORG}'s official result ({SITE}). Fallback, if that is still missing 2 hours after the end of play: what reliable news outlets report in common.", ["terse", "numerals"]),
    ("Results come from the competition organiser, {ORG}, and its own match statistics; where these are not available within 2 h of the match ending, we may go by what credible media consistently report.", ["semicolon", "abbrev"]),
    ("Primary source: official {C} data. Secondary source, only if the official figures are not out two hours after full-time: consensus among trustworthy media.", ["terse", "british"]),
]
RO = [
    ("Source: the official {C} website ({SITE}). No other source is used.", ["terse", "negation"]),
]
RP = [
    ("The result is taken from ESPN's match page; should ESPN be unavailable, the official {C} website decides.", ["named_provider", "semicolon"]),
]
R2 = [
    ("Once the market has settled, later changes to the official score will not reopen it.", ["negation"]),
    ("Corrections published after settlement are ignored.", ["terse"]),
    ("Any amendment to the result made after this market has been settled, including one following an appeal or disciplinary ruling, has no effect on it.", ["legalese", "british"]),
]

BANKS = {
    "win": WIN, "draw": DRAW, "advance": ADV,
    "S1": S1, "S5": S5, "S6": S6,
    "P1": P1, "P2": P2, "P4": P4, "P72": P72,
    "C1W": C1W, "C1D": C1D, "C2": C2, "C4": C4, "CR": CR,
    "ABC": ABC, "AB5": AB5, "ABN": ABN, "ABF": ABF,
    "R1": R1, "RO": RO, "RP": RP, "R2": R2,
}

HEADINGS = {
    "outcome": "What am I trading?", "scope": "Which part of the match counts?",
    "post": "What if the match is postponed?", "canc": "What if the match is cancelled?",
    "ab": "What if the match is abandoned?", "src": "Where does the result come from?",
    "corr": "What about later corrections?",
}
HEADINGS_H = {
    "outcome": "The market", "scope": "Time period", "post": "Postponed fixtures",
    "canc": "Cancelled fixtures", "ab": "Abandoned fixtures", "src": "Result source",
    "corr": "Corrections",
}

# ------------------------------------------------------------------ spec table
# (fixture, family, side H/A/D, scope, postponement, cancellation, abandonment, source,
#  correction, layout)
SPECS = [
    ("f01", "win", "H", "S1", "P1", "C1", None, "R1", True, "paras"),
    ("f01", "draw", "D", "S1", "P1", "C1", "ABC", "R1", True, "headings"),
    ("f02", "win", "A", "S1", "P1", "C1", None, "R1", False, "single"),
    ("f03", "win", "H", "S1", "P4", "C2", None, "R1", True, "bullets"),
    ("f04", "draw", "D", "S1", "P1", "C1", None, "RO", False, "qa"),
    ("f05", "win", "A", "S1", "P1", "C1", "ABC", "R1", True, "paras"),
    ("f05", "draw", "D", "S1", "P2", "C4", None, "R1", False, "single"),
    ("f06", "win", "H", "S1", "P1", "C1", None, "RP", True, "headings"),
    ("f07", "win", "A", "S1", "P72", "CR", "ABF", "R1", False, "numbered"),
    ("f08", "draw", "D", "S1", "P1", "C1", None, "R1", True, "paras"),
    ("f09", "win", "H", "S1", "P4", "C2", "AB5", "R1", False, "qa"),
    ("f10", "win", "A", "S1", "P1", "C1", None, "R1", True, "semicolons"),
    ("f11", "draw", "D", "S1", "P4", "C2", "ABC", "R1", True, "bullets"),
    ("f12", "win", "H", "S1", "P1", "C1", "ABN", "R1", False, "paras"),
    ("f13", "win", "H", "S1", "P2", "C4", None, "RO", True, "single"),
    ("f14", "draw", "D", "S1", "P1", "C1", None, "R1", False, "headings"),
    ("f15", "win", "A", "S1", "P1", "C1", None, "R1", True, "qa"),
    ("f16", "win", "H", "S1", "P1", "C1", "ABC", "RP", False, "paras"),
    ("f17", "draw", "D", "S1", "P1", "C1", None, "R1", True, "single"),
    ("f18", "win", "H", "S1", "P4", "C2", None, "R1", False, "numbered"),
    ("f19", "win", "A", "S1", "P1", "C1", None, "R1", True, "paras"),
    ("f20", "advance", "H", "S6", "P1", "C2", "ABC", "R1", True, "paras"),
    ("f21", "advance", "A", "S6", "P4", "C2", None, "R1", False, "bullets"),
    ("f20", "win", "A", "S5", "P1", "C1", None, "R1", True, "headings"),
    ("f22", "win", "H", "S1", "P1", "C1", None, "R1", True, "qa"),
    ("f23", "advance", "A", "S6", "P1", "CR", None, "RO", False, "single"),
]

POST_VAL = {"P1": ("open_until_played", "result"), "P2": (48, "fair_price"),
            "P4": (336, "last_price"), "P72": (72, "fair_price"), None: (None, None)}
CANC_VAL = {"C2": "50-50", "C4": "fair_price", "CR": "refund", None: None}
AB_VAL = {"AB5": "50-50", "ABN": "no", "ABF": "fair_price", None: None}
SRC_VAL = {"R1": ("official", "consensus"), "RO": ("official", None),
           "RP": ("provider", "official")}
MEANING = {"P1": "P1", "P2": "P2", "P4": "P4", "P72": "P:72h", "C1": "C1", "C2": "C2",
           "C4": "C4", "CR": "C:refund", "R1": "R1", "RO": "R:official", "RP": "R:provider"}


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


def market(n, fx, family, side, description):
    comp, H, A, iso, hhmm, stage = names(fx)
    pre = COMPS[comp][1]
    base = "%s-%s-%s-%s" % (pre, H[1], A[1], iso)
    if family == "draw":
        q = "Will %s vs. %s end in a draw?" % (H[0], A[0])
        slug, git = base + "-draw", "Draw (%s vs. %s)" % (H[0], A[0])
    elif family == "win":
        t = H if side == "H" else A
        q = "Will %s win on %s?" % (t[0], iso)
        slug, git = base + "-" + t[1], t[0]
    else:
        t, o = (H, A) if side == "H" else (A, H)
        q = "Will %s advance past %s?" % (t[0], o[0])
        slug, git = base + "-advance-" + t[1], t[0]
    return {
        "id": str(5302100 + n * 7),
        "question": q,
        "slug": slug,
        "groupItemTitle": git,
        "sportsMarketType": "moneyline",
        "line": None,
        "outcomes": "[\"Yes\", \"No\"]",
        "description": description,
        "resolutionSource": COMPS[comp][5] if n % 3 else "",
        "event_title": "%s vs. %s" % (H[0], A[0]),
        "gameStartTime": "%s %s:00+00" % (iso, hhmm),
    }


def fill(text, fx, side, k):
    comp, H, A, iso, hhmm, stage = names(fx)
    t, o = (H, A) if side != "A" else (A, H)
    c = COMPS[comp]
    return text.format(T=t[0], O=o[0], H=H[0], A=A[0], D=date_v1(iso, k), C=c[0],
                       ORG=c[4], SITE=c[5], R=stage)


def expected(family, team, scope, post, canc, ab, src):
    tw, pl = POST_VAL[post]
    if canc == "C1":
        vc = "yes" if family == "draw" else "no"
    else:
        vc = CANC_VAL[canc]
    va = vc if ab == "ABC" else AB_VAL[ab]
    sp, sf = SRC_VAL[src]
    return {
        "family": family, "outcome": team, "line": None, "half": None,
        "scope": {"S1": "regulation", "S5": "extra_time", "S6": "penalties"}[scope],
        "source_primary": sp, "source_fallback": sf, "timing_window": tw,
        "void_cancelled": vc, "void_postponed_long": pl, "void_abandoned": va,
    }


def leg(n, fx, styles, meanings, desc, exp, family, side):
    comp, H, A, iso, hhmm, stage = names(fx)
    return {
        "id": "t1-%03d" % n,
        "venue": "venue_one",
        "styles": sorted(set(styles)),
        "meanings": meanings,
        "home": H[0], "away": A[0], "competition": comp,
        "market": market(n, fx, family, side, desc),
        "expected": exp,
    }


def generated():
    rot = Rot()
    out = []
    for i, (fx, fam, side, scope, post, canc, ab, src, corr, layout) in enumerate(SPECS):
        n = i + 1
        items, styles = [], ["house:british", "layout:" + layout]
        parts = [("outcome", fam), ("scope", scope), ("post", post)]
        if canc:
            parts.append(("canc", ("C1D" if fam == "draw" else "C1W") if canc == "C1" else canc))
        if ab:
            parts.append(("ab", ab))
        parts.append(("src", src))
        if corr:
            parts.append(("corr", "R2"))
        for dim, bank in parts:
            text, st = rot.take(bank)
            items.append((dim, fill(text, fx, side, n)))
            styles += st
        hd = HEADINGS if layout == "qa" else HEADINGS_H
        intro = "How this market settles:" if layout in ("bullets", "numbered") else None
        desc = render(items, layout, hd, intro)
        comp, H, A, iso, hhmm, stage = names(fx)
        team = "draw" if fam == "draw" else (H[0] if side == "H" else A[0])
        meanings = ["F:" + fam, scope, MEANING[post], MEANING[canc]]
        if ab:
            meanings.append("AB")
        meanings.append(MEANING[src])
        if corr:
            meanings.append("R2")
        out.append(leg(n, fx, styles, meanings, desc,
                       expected(fam, team, scope, post, canc, ab, src), fam, side))
    return out


# ------------------------------------------------------------------ hand-written legs
def _exp(family, outcome, scope, sp, sf, tw, vc, vp, va):
    return {"family": family, "outcome": outcome, "line": None, "half": None,
            "scope": scope, "source_primary": sp, "source_fallback": sf,
            "timing_window": tw, "void_cancelled": vc, "void_postponed_long": vp,
            "void_abandoned": va}


def specials(start):
    T = {k: v[0] for k, v in TEAMS.items()}
    out = []

    def add(fx, family, side, styles, meanings, text, exp):
        n = start + len(out)
        out.append(leg(n, fx, ["house:british"] + styles, meanings, text, exp, family, side))

    # numbered scenarios, win leg (away side)
    add("f09", "win", "A", ["layout:scenarios", "arrow", "british_plural", "condition_first"],
        ["F:win", "S1", "P1", "C1", "AB", "R1"],
        "{h} v {a}: how a \"{a}\" position settles\n\n"
        "Scenario 1: {a} are ahead when the referee ends the match after the 90 minutes and any stoppage time -> Yes.\n"
        "Scenario 2: the match is moved to another day -> the position stays open and settles on that later game, however far off it is.\n"
        "Scenario 3: the sides are level after 90 minutes plus stoppage, or {h} are ahead -> No. Extra time and penalties are never looked at.\n"
        "Scenario 4: the match is cancelled and not played again -> No.\n"
        "Scenario 5: the match is abandoned part-way through and never finished -> settled as in Scenario 4.\n"
        "Scenario 6: official Bundesliga figures are still unpublished 2 hours after full-time -> we settle on what credible outlets agree the score was."
        .format(h=T["BAY"], a=T["BVB"]),
        _exp("win", T["BVB"], "regulation", "official", "consensus", "open_until_played", "no", "result", "no"))

    # numbered scenarios, draw leg, 48 h window and fair price
    add("f13", "draw", "D", ["layout:scenarios", "arrow", "number_words", "numerals"],
        ["F:draw", "S1", "P3", "C4", "R:official"],
        "Draw market, {h} vs. {a}, Serie A, 31 January 2027.\n"
        "Scenario 1: {h} and {a} finish level after ninety minutes plus stoppage time -> Yes.\n"
        "Scenario 2: the game goes ahead and either club wins in that time -> No.\n"
        "Scenario 3: the match is moved, and the new kick-off is within 48 hours of the original one -> the market waits and settles on that game.\n"
        "Scenario 4: the match is moved further back than that -> settled at a fair price.\n"
        "Scenario 5: the match is cancelled -> settled at a fair price.\n"
        "Only Lega Serie A's official figures are used."
        .format(h=T["MIL"], a=T["NAP"]),
        _exp("draw", "draw", "regulation", "official", None, 48, "fair_price", "fair_price", None))

    # decision table as text, win leg
    add("f14", "win", "H", ["layout:table", "pipe_table", "numerals", "british"],
        ["F:win", "S1", "P4", "C2", "AB", "R1"],
        "Decision table: {h} to win (Serie A, 28.02.2027)\n"
        "Situation | Settles as\n"
        "{h} ahead at the end of normal time (90 min + stoppage) | Yes\n"
        "Level at the end of normal time | No\n"
        "{a} ahead at the end of normal time | No\n"
        "Postponed, new date fixed within 14 days | Result of the rearranged match\n"
        "Postponed, no new date within 14 days | Last fair market price at the time the postponement was announced\n"
        "Cancelled and not replayed | 50-50\n"
        "Abandoned and not completed | As if cancelled\n"
        "Result source: the official Serie A result, or, if that is still unpublished two hours after play ends, a consensus of credible media reports."
        .format(h=T["INT"], a=T["JUV"]),
        _exp("win", T["INT"], "regulation", "official", "consensus", 336, "50-50", "last_price", "50-50"))

    # decision table, draw leg, "no winner"
    add("f16", "draw", "D", ["layout:table", "pipe_table", "negation", "symbol"],
        ["F:draw", "S1", "P1", "C1", "R1"],
        "Score after 90' + stoppage | Draw market\n"
        "{h} win | No\n"
        "{a} win | No\n"
        "No winner | Yes\n"
        "Extra time / penalties | Not counted\n"
        "Match postponed | Stays open until the match is played\n"
        "Match cancelled, no replay | Yes\n"
        "Source | Official Ligue 1 match sheet; after 2 hours without one, a consensus of credible reporting"
        .format(h=T["OL"], a=T["ASM"]),
        _exp("draw", "draw", "regulation", "official", "consensus", "open_until_played", "yes", "result", None))

    # one long sentence of nested legalese, advance leg
    add("f21", "advance", "H", ["layout:single_sentence", "legalese", "nested", "exceptions_first", "british"],
        ["F:advance", "S6", "P1", "C2", "R:official"],
        "Subject to the remainder of these Terms, and save where the tie is cancelled (in which case each Contract shall be settled at 0.50) or where the second leg is postponed "
        "(in which case the Market shall remain open, without limit of time, until that second leg has been played), this Market shall resolve to \"Yes\" if, on completion of the "
        "UEFA Champions League quarter-final between {h} and {a}, and taking into account the aggregate score over both legs, any extra time and any penalty shoot-out, "
        "{h} are the club that qualifies for the semi-finals, and shall otherwise resolve to \"No\"; for which purpose the outcome recognised by UEFA shall be conclusive."
        .format(h=T["PSG"], a=T["INT"]),
        _exp("advance", T["PSG"], "penalties", "official", None, "open_until_played", "50-50", "result", None))

    # terse notes, win leg (away side)
    add("f17", "win", "A", ["layout:notes", "terse", "abbrev", "date:dd/mm/yyyy"],
        ["F:win", "S1", "P1", "C1", "AB", "R1", "R2"],
        "Notes: {a} to win at {h}, 13/03/2027, MLS\n"
        "- reg. time only (90 mins + stoppage); no ET, no pens\n"
        "- postponed: open till played, no cut-off\n"
        "- cancelled, no replay: NO\n"
        "- abandoned, not completed: 50/50\n"
        "- src: MLS official result; if none 2 hrs after the match, media consensus\n"
        "- no resettlement for later corrections"
        .format(h=T["MIA"], a=T["LAG"]),
        _exp("win", T["LAG"], "regulation", "official", "consensus", "open_until_played", "no", "result", "50-50"))

    # help-centre FAQ, draw leg
    add("f02", "draw", "D", ["layout:faq", "question", "negation", "british"],
        ["F:draw", "S1", "P1", "C1", "R1"],
        "Help centre > Football > Draw markets\n\n"
        "Does a goalless game count?\nYes. Any result in which no team wins after the 90 minutes and stoppage time is a draw, 0-0 included.\n\n"
        "What about extra time?\nThere is none in a league fixture, and even if there were it would not count.\n\n"
        "My match was postponed. What now?\nNothing changes: the market stays open until {h} v {a} is actually played, whenever that is.\n\n"
        "And if it is cancelled?\nIf no replacement game takes place, the market resolves Yes.\n\n"
        "Who decides the score?\nThe Premier League's official data. Failing that, if nothing official is out within two hours of the match ending, a consensus of credible reports."
        .format(h=T["MCI"], a=T["TOT"]),
        _exp("draw", "draw", "regulation", "official", "consensus", "open_until_played", "yes", "result", None))

    # broker client terms, outcome first and exceptions after
    add("f08", "win", "A", ["layout:clause", "legalese", "exceptions_after", "lettered_list", "british"],
        ["F:win", "S1", "P1", "C1", "AB", "R1"],
        "Clause 7.3 (Match-result contracts). A {a} contract settles at 1.00 if {a} win the LaLiga match away to {h} on Sunday 21 February 2027, and at zero otherwise, except that: "
        "(a) the score counted is the one at the end of normal time, stoppage time included, and not after extra time or penalties; "
        "(b) where the match is postponed, the contract is not settled until the match is played, whatever the new date; "
        "(c) where the match is cancelled and not replayed, the contract settles at zero; and "
        "(d) where the match is abandoned and not completed, the contract settles at 0.50. "
        "The official LaLiga result is final; where LaLiga has published nothing by the time two hours have passed since the match finished, we may rely on the consistent reporting of credible media."
        .format(h=T["ATH"], a=T["RMA"]),
        _exp("win", T["RMA"], "regulation", "official", "consensus", "open_until_played", "no", "result", "50-50"))

    # numbered scenarios, advance leg (single match)
    add("f23", "advance", "H", ["layout:scenarios", "arrow", "knockout"],
        ["F:advance", "S6", "P1", "C2", "R:official"],
        "{h} v {a}, World Cup quarter-final: who goes through?\n"
        "Scenario 1: {h} win inside the 90 minutes -> Yes.\n"
        "Scenario 2: level after 90 minutes, {h} win in extra time -> Yes.\n"
        "Scenario 3: still level after extra time, {h} win the penalty shoot-out -> Yes.\n"
        "Scenario 4: {a} go through by any of those routes -> No.\n"
        "Scenario 5: the match is moved -> the market waits for it, with no cut-off date.\n"
        "Scenario 6: the match is called off and never played -> 50-50.\n"
        "The result used is the one FIFA publishes."
        .format(h=T["ESP"], a=T["FRA"]),
        _exp("advance", T["ESP"], "penalties", "official", None, "open_until_played", "50-50", "result", None))
    return out


def build():
    legs = generated()
    return legs + specials(len(legs) + 1)
