"""venue_two legs for set (n). rules_primary holds the outcome (with or without scope);
rules_secondary holds the rest. Expected values come from clause meanings."""
from common import COMPS, TEAMS, short_date, ticker_date

PRIM_WIN = [
    "If {T} wins the {H} vs {A} professional {comp} soccer match originally scheduled for {date}{scope}, then the market resolves to Yes.",
    "Should {T} defeat {O} in the {H} vs {A} {comp} game first set for {date}{scope}, the market resolves to Yes.",
    "The market resolves to Yes if {T} comes out on top in {H} vs {A} ({comp}), a fixture originally slated for {date}{scope}.",
    "{T} beating {O} in the {comp} game between {H} and {A} originally planned for {date}{scope} makes this market resolve to Yes.",
]
PRIM_TIE = [
    "Should the {H} vs {A} professional {comp} soccer match originally scheduled for {date} end in a Tie{scope}, then the market resolves to Yes.",
    "Should the {H} vs {A} {comp} game, originally set for {date}, finish level{scope}, the Tie market resolves to Yes.",
    "The market resolves to Yes if {H} and {A} draw their {comp} fixture originally slated for {date}{scope}.",
]
PRIM_ADV = [
    "If {T} advances past {O} in the {comp} tie whose deciding leg is originally scheduled for {date}, then the market resolves to Yes.",
    "The market resolves to Yes if {T}, rather than {O}, goes through to the next round of the {comp} from the tie that concludes on {date}.",
]
S2 = [
    ", after 90 minutes plus stoppage time (extra time and penalties not included)",
    ", judged on the score at the end of regulation (90 minutes and added time only)",
    " after ninety minutes plus stoppage, with any extra time or shoot-out left out",
    ", counting only the 90 minutes of regular play and the stoppage time added to them",
]
SEC_SCOPE = {  # scope stated only in the secondary (S3 / S4 with scope in secondary)
    "S3": ["Extra time and any penalty shoot-out are not part of this market.",
           "Only regulation matters here: neither extra time nor penalty kicks are counted."],
    "S4": ["The market refers to the result after 90 minutes plus stoppage time.",
           "This contract looks at the score at the end of regulation: ninety minutes plus whatever time is added on."],
    "ADV": ["Qualification is judged on the whole tie, so any extra time and a penalty shoot-out count.",
            "Whoever progresses counts, including via extra time or penalties."],
}
D1 = ["If the match ends level, it is the Tie contract that pays Yes.",
      "A drawn game means the Tie market is the one that resolves to Yes.",
      "In the event of a draw, Yes goes to the market labelled Tie."]
POST = {
    "P2C4": ["If the match is canceled or moved to a time more than 48 hours after its original start, the market will be valued at a fair price, as its rules set out.",
             "Should the game be called off, or postponed by over forty-eight hours, settlement happens at a fair price determined under the rules.",
             "Cancellation, or a delay of more than two days past the original kickoff, leads to settlement at a fair price under the rules."],
    "P3C4": ["If the game is postponed but begins within 48 hours of its original start, the market stays open for it; otherwise, or if the game is cancelled, the market resolves to a fair price.",
             "A postponed match that starts no more than 48 hours late is still the match this market refers to. Beyond that window, or on cancellation, the market is settled at a fair price."],
    "P2only": ["If the start is pushed back more than 48 hours, the market resolves to a fair price in line with the rules."],
    "none": [""],
}
AB = {
    "as_cancel": ["An abandoned game is treated as canceled."],
    "fair": ["If play is abandoned and not resumed, the market resolves to a fair price."],
    "none": [""],
}
SRC_TEXT = {
    "official": ["The result is verified against {body}'s official website."],
    "provider": ["The outcome is checked against ESPN's final score."],
    "none": [""],
}
ESPN_FOX = [{"name": "ESPN", "url": "https://www.espn.com/soccer/"},
            {"name": "Fox Sports", "url": "https://www.foxsports.com/soccer"}]
UEFA = [{"name": "UEFA", "url": "https://www.uefa.com/"}]

# (comp, home, away, date, family, side, scope, post, ab, src, series)
#  scope: S2 (primary), S3 (primary S2-type + secondary exclusion), S4 (secondary only),
#         none (no scope anywhere), ADV
SPECS = [
    ("epl", "ARS", "TOT", "2027-08-21", "win", "H", "S2", "P2C4", "none", "none", "espn"),
    ("epl", "ARS", "TOT", "2027-08-21", "draw", None, "S2", "P2C4", "none", "none", "espn"),
    ("epl", "ARS", "TOT", "2027-08-21", "win", "A", "S4", "P2C4", "none", "none", "espn"),
    ("epl", "NEW", "BHA", "2027-08-28", "win", "H", "S2", "P3C4", "as_cancel", "none", "espn"),
    ("epl", "NEW", "BHA", "2027-08-28", "draw", None, "S4", "P3C4", "none", "none", "espn"),
    ("epl", "AVL", "FUL", "2027-09-04", "win", "A", "none", "P2C4", "none", "none", "espn"),
    ("laliga", "RMA", "SEV", "2027-09-11", "win", "H", "S2", "P2C4", "fair", "none", "espn"),
    ("laliga", "RMA", "SEV", "2027-09-11", "draw", None, "S2", "none", "none", "none", "espn"),
    ("laliga", "ATH", "RSO", "2027-09-18", "win", "A", "S4", "P2C4", "none", "official", "espn"),
    ("laliga", "ATH", "RSO", "2027-09-18", "draw", None, "S2", "P2C4", "as_cancel", "none", "espn"),
    ("bundesliga", "BVB", "SCF", "2027-08-27", "win", "H", "S2", "P2only", "none", "none", "espn"),
    ("bundesliga", "BVB", "SCF", "2027-08-27", "draw", None, "none", "P2C4", "none", "none", "espn"),
    ("bundesliga", "LEV", "WOB", "2027-09-03", "win", "A", "S2", "P3C4", "none", "provider", "espn"),
    ("bundesliga", "LEV", "WOB", "2027-09-03", "win", "H", "S4", "P2C4", "none", "none", "espn"),
    ("seriea", "NAP", "LAZ", "2027-08-22", "win", "H", "S2", "P2C4", "none", "none", "espn"),
    ("seriea", "NAP", "LAZ", "2027-08-22", "draw", None, "S2", "P2C4", "fair", "none", "espn"),
    ("seriea", "ATA", "FIO", "2027-09-12", "win", "A", "S2", "none", "none", "none", "espn"),
    ("seriea", "ATA", "FIO", "2027-09-12", "draw", None, "S4", "P3C4", "none", "official", "espn"),
    ("ligue1", "OL", "LIL", "2027-08-29", "win", "H", "S2", "P2C4", "none", "none", "espn"),
    ("ligue1", "OL", "LIL", "2027-08-29", "draw", None, "S2", "P2C4", "none", "none", "espn"),
    ("ligue1", "REN", "NIC", "2027-09-19", "win", "H", "S4", "P2C4", "as_cancel", "none", "espn"),
    ("ligue1", "REN", "NIC", "2027-09-19", "win", "A", "none", "none", "none", "none", "espn"),
    ("ucl", "PSG", "INT", "2028-03-08", "advance", "H", "ADV", "P2C4", "none", "none", "uefa"),
    ("ucl", "PSG", "INT", "2028-03-08", "advance", "A", "ADV", "P3C4", "none", "none", "uefa"),
    ("ucl", "BEN", "CEL", "2028-03-15", "win", "H", "S3", "P2C4", "none", "none", "uefa"),
    ("ucl", "BEN", "CEL", "2028-03-15", "draw", None, "S3", "P2C4", "none", "none", "uefa"),
    ("ucl", "BEN", "CEL", "2028-03-15", "win", "A", "S2", "P3C4", "as_cancel", "none", "uefa"),
    ("epl", "AVL", "FUL", "2027-09-04", "draw", None, "S2", "P2C4", "none", "provider", "espn"),
]


def _expected(h, a, fam, side, scope, post, ab, src, series):
    team = TEAMS[h][2] if side == "H" else (TEAMS[a][2] if side == "A" else None)
    sc = {"S2": "regulation", "S3": "regulation", "S4": "regulation", "none": "ambiguous",
          "ADV": "penalties"}[scope]
    tw, vp, vc = {"P2C4": (48, "fair_price", "fair_price"), "P3C4": (48, "fair_price", "fair_price"),
                  "P2only": (48, "fair_price", None), "none": (None, None, None)}[post]
    va = {"as_cancel": vc, "fair": "fair_price", "none": None}[ab]
    if src == "none":
        sp = "provider" if series == "espn" else "official"
    else:
        sp = src
    return {"family": fam, "outcome": team if fam != "draw" else "draw", "line": None,
            "half": None, "scope": sc, "source_primary": sp, "source_fallback": None,
            "timing_window": tw, "void_cancelled": vc, "void_postponed_long": vp,
            "void_abandoned": va}


def build():
    out = []
    counters = {}

    def nxt(key, bank):
        i = counters.get(key, 0)
        counters[key] = i + 1
        return bank[i % len(bank)]

    for n, (comp, h, a, date, fam, side, scope, post, ab, src, series) in enumerate(SPECS, 1):
        _, _, cname, sprefix, _, body = COMPS[comp]
        H, A = TEAMS[h][2], TEAMS[a][2]
        T = H if side == "H" else A
        O = A if side == "H" else H
        scope_in_prim = nxt("s2", S2) if scope in ("S2", "S3") else ""
        f = dict(T=T, O=O, H=H, A=A, comp=cname, date=short_date(date), scope=scope_in_prim,
                 body=body)
        if fam == "win":
            prim = nxt("pw", PRIM_WIN).format(**f)
        elif fam == "draw":
            prim = nxt("pt", PRIM_TIE).format(**f)
        else:
            prim = nxt("pa", PRIM_ADV).format(**f)
        sec = []
        if scope in ("S3", "S4"):
            sec.append(nxt("sec" + scope, SEC_SCOPE[scope]))
        if scope == "ADV":
            sec.append(nxt("secADV", SEC_SCOPE["ADV"]))
        if fam != "advance":
            sec.append(nxt("d1", D1))
        sec.append(nxt("p" + post, POST[post]))
        sec.append(nxt("ab" + ab, AB[ab]))
        sec.append(nxt("src" + src, SRC_TEXT[src]).format(**f))
        sec = [s for s in sec if s]
        if n % 3 == 0 and len(sec) > 1:
            sec = sec[1:] + sec[:1]  # vary order
        secondary = " ".join(sec) if n % 4 else "\n".join(sec)
        meanings = ["F:" + fam]
        meanings += {"S2": ["S2"], "S3": ["S3"], "S4": ["S4"], "none": ["S4", "S:absent"],
                     "ADV": ["S6"]}[scope]
        if fam != "advance":
            meanings.append("D1")
        meanings += {"P2C4": ["P2", "C4"], "P3C4": ["P3", "C4"], "P2only": ["P2"],
                     "none": []}[post]
        if ab != "none":
            meanings.append("AB")
        meanings += ["R3"] if src == "none" else ["R:" + src]
        tkd = ticker_date(date)
        hc, ac = TEAMS[h][3], TEAMS[a][3]
        series_t = sprefix.replace("GAME", "ADVANCE") if fam == "advance" else sprefix
        ev = f"{series_t}-{tkd}{hc}{ac}"
        suffix = "TIE" if fam == "draw" else (hc if side == "H" else ac)
        label = "Tie" if fam == "draw" else T
        market = {
            "ticker": f"{ev}-{suffix}", "event_ticker": ev, "series_ticker": series_t,
            "title": f"{H} vs {A} Winner?" if fam != "advance" else f"{H} vs {A}: Who advances?",
            "yes_sub_title": label, "no_sub_title": label,
            "rules_primary": prim, "rules_secondary": secondary,
            "occurrence_datetime": f"{date}T19:00:00Z",
        }
        out.append({
            "id": f"n2-{n:03d}", "venue": "venue_two",
            "styles": ["joined" if n % 4 else "lines", "reordered" if n % 3 == 0 else "plain"],
            "meanings": meanings, "home": H, "away": A, "competition": comp,
            "market": market,
            "series_settlement_sources": ESPN_FOX if series == "espn" else UEFA,
            "expected": _expected(h, a, fam, side, scope, post, ab, src, series),
        })
    return out + specials(len(out) + 1)


def _rec(n, comp, h, a, date, fam, side, prim, sec, series, meanings, styles, exp):
    _, _, _, sprefix, _, _ = COMPS[comp]
    H, A = TEAMS[h][2], TEAMS[a][2]
    ev = f"{sprefix}-{ticker_date(date)}{TEAMS[h][3]}{TEAMS[a][3]}"
    suffix = "TIE" if fam == "draw" else TEAMS[h if side == "H" else a][3]
    label = "Tie" if fam == "draw" else (H if side == "H" else A)
    return {
        "id": f"n2-{n:03d}", "venue": "venue_two", "styles": styles, "meanings": meanings,
        "home": H, "away": A, "competition": comp,
        "market": {"ticker": f"{ev}-{suffix}", "event_ticker": ev, "series_ticker": sprefix,
                   "title": f"{H} vs {A} Winner?", "yes_sub_title": label,
                   "no_sub_title": label, "rules_primary": prim, "rules_secondary": sec,
                   "occurrence_datetime": f"{date}T18:30:00Z"},
        "series_settlement_sources": ESPN_FOX if series == "espn" else UEFA,
        "expected": exp,
    }


def _exp(fam, outcome, scope, sp, sf, tw, vc, vp, va):
    return {"family": fam, "outcome": outcome, "line": None, "half": None, "scope": scope,
            "source_primary": sp, "source_fallback": sf, "timing_window": tw,
            "void_cancelled": vc, "void_postponed_long": vp, "void_abandoned": va}


def specials(start):
    n = start
    out = []
    # a 72-hour window (not 48), stated once, clearly
    out.append(_rec(
        n, "epl", "TOT", "AVL", "2027-10-02", "win", "A",
        "If Aston Villa wins the Tottenham vs Aston Villa English Premier League game originally scheduled for Oct 2, 2027, counting regulation time and stoppage only, the market resolves to Yes.",
        "Should the match end level, Tie resolves to Yes. If the fixture is canceled, or its new kickoff falls more than 72 hours after the original one, this market resolves to a fair price under the rules.",
        "espn", ["F:win", "S2", "D1", "P:72h", "C4", "R3"], ["plain", "numerals"],
        _exp("win", "Aston Villa", "regulation", "provider", None, 72, "fair_price",
             "fair_price", None)))
    n += 1
    # cancellation payout left to the exchange (ambiguous)
    out.append(_rec(
        n, "seriea", "LAZ", "NAP", "2027-10-03", "draw", None,
        "If a Tie is how the Lazio vs Napoli Italian Serie A match originally scheduled for Oct 3, 2027 finishes after 90 minutes plus stoppage time (no extra time, no penalties), then the market resolves to Yes.",
        "If the match starts more than 48 hours after its original time, the market resolves to a fair price. If the match is canceled, the exchange will decide how this market settles.",
        "espn", ["F:draw", "S2", "D1", "P2", "C:ambiguous", "R3"], ["plain", "split_clauses"],
        _exp("draw", "draw", "regulation", "provider", None, 48, "ambiguous", "fair_price",
             None)))
    n += 1
    # the two fields contradict each other on scope (ambiguous)
    out.append(_rec(
        n, "ucl", "INT", "BEN", "2028-03-14", "win", "H",
        "If Inter wins the Inter vs Benfica UEFA Champions League match originally scheduled for Mar 14, 2028 after 90 minutes plus stoppage time, then the market resolves to Yes.",
        "For this market, goals scored in any extra time are counted as part of the result. If the game is tied, Tie resolves to Yes. Where the game is canceled or moved by over 48 hours, the market resolves to a fair price.",
        "uefa", ["F:win", "S:ambiguous", "D1", "P2", "C4", "R3"], ["plain", "contradiction"],
        _exp("win", "Inter", "ambiguous", "official", None, 48, "fair_price", "fair_price",
             None)))
    return out
