"""venue_one legs for set (n). Clause banks rotate; expected values come from clause meanings."""
from common import COMPS, TEAMS, long_date, uk_date

WIN = [
    "Resolves Yes if {T} beat {O} in their {comp} fixture set for {date}. Any other outcome, whether a draw or a victory for {O}, resolves No.",
    "This contract pays Yes should {T} finish the {comp} meeting with {O} on {date} ahead on goals; otherwise it pays No.",
    "{T} face {O} in the {comp} on {date}. If {T} come away with the victory the answer is Yes. A level score or a defeat for {T} means No.",
    "Yes = {T} wins the {date} {comp} game versus {O}. No = anything else.",
    "The question is answered Yes when {T} records a win over {O} in the {comp} match slated for {date}, and No when it does not.",
    "If, in the {comp} contest between {H} and {A} on {date}, {T} outscores the opposition, the market settles Yes. Otherwise it settles No.",
]
DRAW = [
    "Resolves Yes if {H} and {A} finish their {comp} match on {date} with the same number of goals. A win for either side resolves No.",
    "Should the {date} {comp} meeting between {H} and {A} end all square, this market goes to Yes; if either club wins, it goes to No.",
    "Yes if nobody wins {H} v {A} ({comp}, {date}), that is, if the teams finish level. No if there is a winner.",
    "This market asks whether {H} and {A} will share the spoils in their {comp} game on {date}. A tied final score means Yes; a decisive result means No.",
]
ADV = [
    "Resolves Yes if {T} progress past {O} into the next round of the {comp}. The tie is decided however it is decided, including extra time and a penalty shoot-out if needed; if {O} go through, this resolves No.",
    "Will {T} qualify from their {comp} tie with {O}? Yes if {T} are the side that advances, counting the aggregate score, any extra time and any spot-kick shoot-out; No if they are eliminated.",
]
SCOPE = {
    "S1": [
        "Only regulation counts: the 90 minutes plus any time added on. Extra time and spot kicks, if any, are ignored.",
        "What is settled is the scoreline once regular time, ninety minutes with its stoppage, has run out.",
        "The relevant period is the first 90 minutes of play plus injury time; nothing played after that is considered.",
        "Settled on the full-time score after 90' plus stoppage. Any extra period or shoot-out is disregarded.",
        "Regular time only (90 minutes, stoppage included) - additional periods do not affect this market.",
    ],
    "ET": [
        "For this market the result after any extra time counts, but a penalty shoot-out does not; a game still level after extra time counts as not won.",
    ],
    "none": [""],
    "adv": [""],
}
POST = {
    "P1": [
        "If the fixture is postponed, the market remains open until the game actually takes place.",
        "A delay does not settle the market; it simply waits for the rearranged match, however late that is.",
        "Should the match be moved to a later date, resolution waits for the rescheduled game.",
        "Postponed games keep this market live until they are played.",
    ],
    "P4": [
        "If the game is postponed and has not been rescheduled within 14 days, the market resolves at its last fair market price as of the moment the postponement was announced.",
        "A postponed match that is not given a new date inside two weeks will be settled at the last fair price prevailing when the delay was made public.",
        "Postponement: with no new date within a fortnight, the market settles at the last fair price at the time of the announcement.",
    ],
    "none": [""],
}
CANC_WIN = ["If the game is called off entirely and no replay is arranged, this market resolves No.",
            "Cancellation with no make-up fixture resolves No.",
            "A match that is scrapped outright and never replayed counts as No."]
CANC_DRAW = ["A match that is cancelled and never replayed sends this market to Yes.",
             "Were the fixture scrapped with no replacement game, the market would be resolved as Yes, just as if it had finished level.",
             "Cancelled with no rearranged game: Yes."]
CANC_C2 = ["A fixture cancelled without a replacement game settles 50-50.",
           "If the match is cancelled for good, each outcome is paid at 0.50.",
           "Should the game be scrapped with no make-up, the market is split evenly between Yes and No."]
AB = {
    "as_cancel": ["An abandoned match that is not completed is handled exactly like a cancellation.",
                  "Abandonment is treated as cancellation for this market."],
    "5050": ["If play is abandoned and the match is never completed, the market resolves 50-50."],
    "none": [""],
}
SRC = {
    "R1": ["First port of call for the result is the statistics {body} publishes officially. Where nothing has been published two hours after play ends, the market can rely on what credible outlets agree on.",
           "Resolution relies on the official result as recognised by {body}; should that result be unavailable 2 hours after the match ends, the market may be settled from a consensus of credible media reports.",
           "Source: official match data from {body}. Fallback, if nothing official has appeared two hours after full time: consensus of reputable reporting.",
           "Official figures from the organiser ({body}) decide this market, with credible reporting in consensus used only when they are missing for more than two hours after the end of the game."],
    "R2": ["Score corrections published after resolution are not taken into account.",
           "Later changes to the official score, once this market has resolved, will be ignored."],
    "official": ["The market is settled using the official match report of {body}."],
    "provider": ["The final score as shown in Opta's match data is used to resolve this market."],
    "none": [""],
}
LAYOUTS = ["paras", "one", "lines"]


def _pick(bank, i):
    return bank[i % len(bank)]


# (comp, home, away, date, family, side, scope, post, canc, ab, src, r2)
SPECS = [
    ("epl", "ARS", "TOT", "2027-08-21", "win", "H", "S1", "P1", "C1", "none", "R1", True),
    ("epl", "ARS", "TOT", "2027-08-21", "win", "A", "S1", "P1", "C1", "none", "R1", False),
    ("epl", "ARS", "TOT", "2027-08-21", "draw", None, "S1", "P1", "C1", "none", "R1", True),
    ("epl", "NEW", "BHA", "2027-08-28", "win", "H", "S1", "P4", "C1", "as_cancel", "R1", False),
    ("epl", "NEW", "BHA", "2027-08-28", "draw", None, "S1", "P4", "C1", "as_cancel", "R1", False),
    ("epl", "AVL", "FUL", "2027-09-04", "win", "A", "none", "P1", "C1", "none", "R1", False),
    ("laliga", "RMA", "SEV", "2027-09-11", "win", "H", "S1", "P1", "C2", "none", "R1", True),
    ("laliga", "RMA", "SEV", "2027-09-11", "draw", None, "S1", "P1", "C2", "5050", "R1", False),
    ("laliga", "ATH", "RSO", "2027-09-18", "win", "A", "S1", "none", "C1", "none", "official", False),
    ("laliga", "ATH", "RSO", "2027-09-18", "draw", None, "S1", "P1", "none", "none", "R1", False),
    ("bundesliga", "BVB", "SCF", "2027-08-27", "win", "H", "S1", "P1", "C1", "none", "provider", False),
    ("bundesliga", "BVB", "SCF", "2027-08-27", "draw", None, "none", "P1", "C1", "none", "R1", True),
    ("bundesliga", "LEV", "WOB", "2027-09-03", "win", "A", "S1", "P4", "C2", "as_cancel", "R1", True),
    ("bundesliga", "LEV", "WOB", "2027-09-03", "win", "H", "S1", "P1", "C1", "none", "none", False),
    ("seriea", "NAP", "LAZ", "2027-08-22", "win", "H", "S1", "P1", "C1", "none", "R1", False),
    ("seriea", "NAP", "LAZ", "2027-08-22", "draw", None, "S1", "P1", "C1", "as_cancel", "R1", True),
    ("seriea", "ATA", "FIO", "2027-09-12", "win", "A", "S1", "none", "none", "none", "R1", False),
    ("seriea", "ATA", "FIO", "2027-09-12", "draw", None, "S1", "P4", "C1", "none", "official", False),
    ("ligue1", "OL", "LIL", "2027-08-29", "win", "H", "S1", "P1", "C1", "none", "R1", True),
    ("ligue1", "OL", "LIL", "2027-08-29", "draw", None, "S1", "P1", "C2", "none", "R1", False),
    ("ligue1", "REN", "NIC", "2027-09-19", "win", "H", "S1", "P1", "C1", "5050", "R1", False),
    ("ligue1", "REN", "NIC", "2027-09-19", "win", "A", "none", "none", "C1", "none", "R1", False),
    ("ucl", "PSG", "INT", "2028-03-08", "advance", "H", "adv", "P1", "C2", "none", "R1", False),
    ("ucl", "PSG", "INT", "2028-03-08", "advance", "A", "adv", "P4", "C2", "none", "R1", True),
    ("ucl", "BEN", "CEL", "2028-03-15", "win", "H", "S1", "P1", "C1", "none", "R1", False),
    ("ucl", "BEN", "CEL", "2028-03-15", "draw", None, "S1", "P1", "C1", "none", "R1", True),
    ("ucl", "BEN", "CEL", "2028-03-15", "win", "A", "ET", "P1", "C1", "none", "R1", False),
    ("epl", "AVL", "FUL", "2027-09-04", "draw", None, "S1", "none", "C2", "none", "provider", False),
]


def _expected(home, away, fam, side, scope, post, canc, ab, src):
    team = TEAMS[home][0] if side == "H" else (TEAMS[away][0] if side == "A" else None)
    sc = {"S1": "regulation", "ET": "extra_time", "adv": "penalties", "none": "ambiguous"}[scope]
    tw, vp = {"P1": ("open_until_played", "result"), "P4": (336, "last_price"),
              "none": (None, None)}[post]
    if canc == "C1":
        vc = "yes" if fam == "draw" else "no"
    elif canc == "C2":
        vc = "50-50"
    else:
        vc = None
    va = {"as_cancel": vc, "5050": "50-50", "none": None}[ab]
    sp, sf = {"R1": ("official", "consensus"), "official": ("official", None),
              "provider": ("provider", None), "none": (None, None)}[src]
    return {"family": fam, "outcome": team if fam != "draw" else "draw", "line": None,
            "half": None, "scope": sc, "source_primary": sp, "source_fallback": sf,
            "timing_window": tw, "void_cancelled": vc, "void_postponed_long": vp,
            "void_abandoned": va}


def build():
    out = []
    counters = {}

    def nxt(key, bank):
        i = counters.get(key, 0)
        counters[key] = i + 1
        return _pick(bank, i)

    for n, (comp, h, a, date, fam, side, scope, post, canc, ab, src, r2) in enumerate(SPECS, 1):
        cname, spre, _, _, site, body = COMPS[comp]
        H, A = TEAMS[h][0], TEAMS[a][0]
        T = H if side == "H" else A
        O = A if side == "H" else H
        dstr = long_date(date) if n % 3 else uk_date(date)
        f = dict(T=T, O=O, H=H, A=A, comp=cname, date=dstr, body=body)
        bank = {"win": WIN, "draw": DRAW, "advance": ADV}[fam]
        parts = [nxt(fam, bank).format(**f)]
        parts.append(nxt("s" + scope, SCOPE[scope]))
        parts.append(nxt("p" + post, POST[post]))
        if canc == "C1":
            parts.append(nxt("c1" + fam, CANC_DRAW if fam == "draw" else CANC_WIN))
        elif canc == "C2":
            parts.append(nxt("c2", CANC_C2))
        parts.append(nxt("ab" + ab, AB[ab]))
        srctext = nxt("r" + src, SRC[src]).format(**f)
        r2text = nxt("r2", SRC["R2"]) if r2 else ""
        parts = [p for p in parts if p]
        # vary sentence order: sometimes the source goes first
        if n % 4 == 0 and srctext:
            parts = [srctext] + parts
        elif srctext:
            parts.append(srctext)
        if r2text:
            parts.append(r2text)
        layout = LAYOUTS[n % len(LAYOUTS)]
        if layout == "paras":
            desc = "\n\n".join(parts)
        elif layout == "one":
            desc = " ".join(parts)
        else:
            desc = "\n".join("- " + p for p in parts)
        meanings = ["F:" + fam]
        meanings += {"S1": ["S1"], "ET": ["S5"], "adv": ["S6"], "none": ["S:absent"]}[scope]
        meanings += {"P1": ["P1"], "P4": ["P4"], "none": []}[post]
        meanings += {"C1": ["C1"], "C2": ["C2"], "none": []}[canc]
        if ab != "none":
            meanings.append("AB")
        meanings += {"R1": ["R1"], "official": ["R:official"], "provider": ["R:provider"],
                     "none": []}[src]
        if r2:
            meanings.append("R2")
        slug_base = f"{spre}-{TEAMS[h][1]}-{TEAMS[a][1]}-{date}"
        if fam == "draw":
            q = f"Will {H} vs. {A} end in a draw?"
            git, slug = f"Draw ({H} vs. {A})", slug_base + "-draw"
        elif fam == "advance":
            q = f"Will {T} advance past {O}?"
            git, slug = T, slug_base + "-advance-" + TEAMS[h if side == 'H' else a][1]
        else:
            q = f"Will {T} win on {date}?"
            git, slug = T, slug_base + "-" + TEAMS[h if side == 'H' else a][1]
        market = {
            "id": str(5120000 + n * 37),
            "question": q, "slug": slug, "groupItemTitle": git,
            "sportsMarketType": "moneyline", "line": None,
            "outcomes": "[\"Yes\", \"No\"]", "description": desc,
            "resolutionSource": site if src in ("R1", "official") else "",
            "event_title": f"{H} vs. {A}",
            "gameStartTime": f"{date} 19:00:00+00",
        }
        out.append({
            "id": f"n1-{n:03d}", "venue": "venue_one",
            "styles": ["layout:" + layout, "source_first" if n % 4 == 0 else "source_last"],
            "meanings": meanings, "home": H, "away": A, "competition": comp,
            "market": market,
            "expected": _expected(h, a, fam, side, scope, post, canc, ab, src),
        })
    return out + specials(len(out) + 1)


def _rec(n, comp, h, a, date, q, git, slug_tail, desc, res_src, meanings, styles, exp):
    _, spre, _, _, _, _ = COMPS[comp]
    H, A = TEAMS[h][0], TEAMS[a][0]
    return {
        "id": f"n1-{n:03d}", "venue": "venue_one", "styles": styles, "meanings": meanings,
        "home": H, "away": A, "competition": comp,
        "market": {
            "id": str(5120000 + n * 37), "question": q, "slug":
            f"{spre}-{TEAMS[h][1]}-{TEAMS[a][1]}-{date}-{slug_tail}", "groupItemTitle": git,
            "sportsMarketType": "moneyline", "line": None, "outcomes": "[\"Yes\", \"No\"]",
            "description": desc, "resolutionSource": res_src,
            "event_title": f"{H} vs. {A}", "gameStartTime": f"{date} 18:30:00+00"},
        "expected": exp,
    }


def _exp(fam, outcome, scope, sp, sf, tw, vc, vp, va):
    return {"family": fam, "outcome": outcome, "line": None, "half": None, "scope": scope,
            "source_primary": sp, "source_fallback": sf, "timing_window": tw,
            "void_cancelled": vc, "void_postponed_long": vp, "void_abandoned": va}


def specials(start):
    n = start
    out = []
    # terse notes; postponement handled at the operator's discretion (ambiguous timing/payout)
    out.append(_rec(
        n, "epl", "FUL", "NEW", "2027-10-02", "Will Fulham FC win on 2027-10-02?",
        "Fulham FC", "ful",
        "Market: Fulham FC to beat Newcastle United FC (Premier League, 2 October 2027).\n"
        "Counts: 90 mins + stoppage. No extra time, no pens.\n"
        "Delay: kept open for a reasonable period; after that, settled however the operator judges fair.\n"
        "Called off for good, no replay: No.\n"
        "Source: official Premier League stats; credible press consensus if those are missing 2h after the end.",
        "https://www.premierleague.com/", ["F:win", "S1", "P:ambiguous", "C1", "R1"],
        ["terse", "layout:lines", "abbreviations"],
        _exp("win", "Fulham FC", "regulation", "official", "consensus", "ambiguous", "no",
             "ambiguous", None)))
    n += 1
    # FAQ layout; source named with no order (ambiguous source)
    out.append(_rec(
        n, "laliga", "SEV", "ATH", "2027-10-03", "Will Sevilla FC vs. Athletic Club end in a draw?",
        "Draw (Sevilla FC vs. Athletic Club)", "draw",
        "Q: What does Yes mean?\nA: Sevilla FC and Athletic Club are level when the referee blows for full time after the regulation 90 minutes and stoppage on 3 October 2027.\n\n"
        "Q: And if the game is pushed back?\nA: Nothing settles until the rearranged fixture has been played.\n\n"
        "Q: What if it never happens?\nA: A fixture cancelled with no make-up is resolved Yes.\n\n"
        "Q: Who decides the score?\nA: LaLiga's website or the major sports broadcasters.",
        "", ["F:draw", "S1", "P1", "C1", "R:ambiguous"], ["faq", "layout:qa"],
        _exp("draw", "draw", "regulation", "ambiguous", "ambiguous", "open_until_played",
             "yes", "result", None)))
    n += 1
    # refund on cancellation; abandonment left case by case (ambiguous)
    out.append(_rec(
        n, "bundesliga", "SCF", "LEV", "2027-10-09", "Will Bayer 04 Leverkusen win on 2027-10-09?",
        "Bayer 04 Leverkusen", "b04",
        "Bayer 04 Leverkusen must be ahead of SC Freiburg at the end of normal time, meaning ninety minutes plus added time, in the Bundesliga match of October 9, 2027 for this market to resolve Yes; otherwise it resolves No. "
        "Where the match is postponed, the market is held open until it is played. "
        "Where it is cancelled outright, all positions are refunded at their purchase price. "
        "An abandoned match will be looked at case by case. "
        "The result is taken from the DFL's official match data; if that is still unavailable two hours on from the end of play, agreement among credible reports is used.",
        "https://www.bundesliga.com/", ["F:win", "S1", "P1", "C:refund", "AB:ambiguous", "R1"],
        ["legal", "layout:one"],
        _exp("win", "Bayer 04 Leverkusen", "regulation", "official", "consensus",
             "open_until_played", "refund", "result", "ambiguous")))
    return out
