"""venue_two legs of held-out set (e): exchange-shaped markets whose rule text is
`rules_primary` + `rules_secondary`; `series_settlement_sources` is set per
leg. Built like legs_v1: banks of wordings per meaning, a spec table, and
hand-written specials."""

from common import COMPS, TEAMS, Bank, date_forms, fill, series_source_kind, FAQ_Q

# ---------------------------------------------------------------------------
# Primary sentences with a scope slot {sc}
# ---------------------------------------------------------------------------

KWIN = Bank("kwin", [
    ("If {team} beats {opp} in the {home} vs {away} {league} match originally scheduled for {dk}{sc}, "
     "the market resolves to Yes.", ["syn:beats", "condition_first", "american"]),
    ("The market resolves to Yes if {team} defeat {opp} in the {league} game between {home} and {away} "
     "first scheduled for {dk}{sc}.", ["result_first", "syn:defeat", "british"]),
    ("For this market to resolve to Yes, {team} must win the {home} vs {away} {league} match originally "
     "slated for {dk}{sc}.", ["result_first", "syn:slated"]),
    ("Yes if {team} wins {home} vs {away} ({league}, originally {dk}){sc}.", ["terse"]),
    ("This market will resolve to Yes should {team} get the better of {opp} in the {league} fixture "
     "{home} vs {away}, originally scheduled for {dk}{sc}; otherwise it resolves to No.",
     ["future", "syn:get_the_better_of", "otherwise", "joined_semicolon"]),
    ("If {team} come out on top against {opp} in the {home} vs {away} {league} game first scheduled for "
     "{dk}{sc}, then the market resolves to Yes.", ["syn:come_out_on_top", "british"]),
    ("Should {team} overcome {opp} in the professional {league} soccer contest {home} vs {away}, "
     "originally scheduled for {dk}{sc}, the market will resolve to Yes.", ["syn:overcome", "future"]),
    ("The market will be resolved to Yes if the {home} vs {away} {league} game originally scheduled for "
     "{dk} is won by {team}{sc}.", ["passive", "future"]),
])

KDRAW = Bank("kdraw", [
    ("If the {home} vs {away} {league} game originally scheduled for {dk} ends in a tie{sc}, the market "
     "resolves to Yes.", ["condition_first", "syn:tie"]),
    ("The market resolves to Yes if Tie is the outcome of the {home} vs {away} {league} match originally "
     "set for {dk}{sc}.", ["result_first"]),
    ("If {home} and {away} are level in their {league} match originally scheduled for {dk}{sc}, then "
     "the market resolves to Yes.", ["syn:level", "british"]),
    ("Yes if {home} vs {away} ({league}, originally {dk}) finishes all square{sc}.",
     ["terse", "syn:all_square"]),
    ("Should neither {home} nor {away} win the {league} game originally slated for {dk}{sc}, this market "
     "will resolve to Yes.", ["future", "syn:neither_wins"]),
    ("If the {home} vs {away} {league} match first scheduled for {dk} ends in a stalemate{sc}, then the "
     "market resolves to Yes.", ["syn:stalemate"]),
])

SC = {
    "S2": Bank("S2", [
        (" after 90 minutes plus stoppage time (extra time and penalties do not count)", ["numerals", "parenthetical"]),
        (", judged on the score at the end of regulation, i.e. 90 minutes plus stoppage time, with no "
         "extra time or penalty kicks", ["definition"]),
        (" once 90 minutes and stoppage time have been played (neither extra time nor a shootout is "
         "included)", ["parenthetical", "syn:shootout"]),
        (" in regulation (90 minutes + stoppage; excludes extra time and penalties)", ["terse", "parenthetical"]),
        (", counting only the 90 minutes of regulation and any added time, not extra time or penalties",
         ["syn:added_time"]),
        (" at the end of ninety minutes plus added time, excluding any extra time and penalty shootout",
         ["number_words"]),
        (" by the close of regulation time (90 minutes and stoppage time, no extra time, no penalties)",
         ["parenthetical"]),
    ]),
    "S3": Bank("S3", [
        (" after 90 minutes plus stoppage time", ["numerals"]),
        (" at the end of 90 minutes and stoppage time", ["numerals"]),
        (", based on the score after regulation time plus stoppage", []),
        (" when ninety minutes plus stoppage time have elapsed", ["number_words"]),
        (" at the conclusion of 90 minutes plus stoppage", []),
    ]),
}

# ---------------------------------------------------------------------------
# Secondary clause banks
# ---------------------------------------------------------------------------

BANKS = {
    "S3sec": Bank("S3sec", [
        ("Extra time and penalties are not part of this market.", []),
        ("Any extra time or penalty shoot-out is disregarded.", ["british_spelling", "passive"]),
        ("Goals scored in extra time do not count, and neither does a shootout.", []),
        ("This market does not include extra time or penalty kicks.", []),
        ("Extra time and spot kicks, if played, are excluded.", ["syn:spot_kicks"]),
        ("Results after extra time or on penalties are not considered.", ["passive"]),
    ]),
    "S4sec": Bank("S4sec", [
        ("The market is decided on the score after 90 minutes plus stoppage time; extra time and "
         "penalties are not counted.", ["joined_semicolon"]),
        ("Result here means the score at the end of regulation (90 minutes and stoppage), without extra "
         "time or spot kicks.", ["definition"]),
        ("Only regulation time, including stoppage time, is considered. Extra time and penalties are "
         "excluded.", ["split_sentences"]),
        ("The outcome is taken at the final whistle of regulation (90 minutes plus stoppage) and not "
         "after any extra time or shootout.", []),
        ("Scope: 90 minutes + stoppage time only; no ET, no penalties.", ["terse", "abbreviations"]),
        ("The market looks only at regulation play, ninety minutes plus added time; extra time and "
         "penalties are left out.", ["number_words"]),
    ]),
    "S2sec": Bank("S2sec", [
        ("The market refers to the score after regulation (90 minutes plus stoppage).", []),
        ("Only the regulation result counts for this market.", []),
    ]),
    "D1w": Bank("D1w", [
        ("Should regulation end with the scores level, it is Tie that resolves Yes, and this market "
         "resolves No.", ["mentions_other_market", "syn:level"]),
        ("A level score at the end of regulation sends the Tie market to Yes.", ["mentions_other_market", "syn:level"]),
        ("Should the teams finish level, Tie is the winning outcome and both team markets resolve to No.",
         ["mentions_other_market"]),
        ("Draw: the Tie contract settles Yes.", ["terse", "mentions_other_market"]),
        ('In the event of a draw, the market named "Tie" will be resolved to Yes.', ["mentions_other_market", "passive"]),
        ("If neither side wins, it is the Tie market that resolves to Yes.", ["mentions_other_market"]),
    ]),
    "D1d": Bank("D1d", [
        ("A game that is level at the end of regulation resolves this market, Tie, to Yes.", ["syn:level"]),
        ("This is the Tie market: it settles Yes when the two sides are level, and the two team markets "
         "then settle No.", ["mentions_other_market"]),
        ("If the score is tied, Tie is the result and the market resolves to Yes.", []),
        ("Tied at the end: Tie resolves Yes.", ["terse"]),
        ("Should neither team win, the market for Tie will be resolved to Yes.", ["passive", "future"]),
        ("When the match finishes all square, Tie resolves to Yes; either team winning resolves it to No.",
         ["syn:all_square", "joined_semicolon"]),
    ]),
    "P2C4": Bank("P2C4", [
        ("Should the game be canceled, or moved to a start time more than 48 hours after the original one, "
         "the market will be settled at a fair price under the rules.", ["american_spelling", "syn:moved"]),
        ("If the match is called off, or pushed back by over forty-eight hours, the exchange will settle the "
         "market at a fair price in line with its rules.", ["syn:called_off", "syn:pushed_back", "number_words"]),
        ("Cancellation, or a delay of more than 48h to kickoff: the market settles at a fair price.",
         ["terse", "numerals"]),
        ("A fair price, determined under the rules, will be used to settle this market if the game is "
         "cancelled or its kickoff moves more than two days beyond the original schedule.",
         ["result_first", "two_days", "british_spelling"]),
        ("In the event of cancellation, or of rescheduling to a time beyond 48 hours from the originally "
         "scheduled start, this market shall settle at a fair price as provided in the applicable rules.",
         ["legal"]),
        ("If the game is scrapped, or rescheduled to a kickoff over 48 hours after the planned one, the "
         "market is resolved at a fair price.", ["syn:scrapped", "passive"]),
        ("Where the fixture is cancelled or delayed by more than forty-eight (48) hours, the market is "
         "valued at a fair price as the rules set out.", ["legal", "number_words", "syn:delayed"]),
    ]),
    "P2": Bank("P2", [
        ("If the game is postponed by more than 48 hours, the market resolves at a fair price.", []),
        ("A kickoff that slips more than two days past the original time means the market settles at "
         "fair value.", ["two_days", "syn:fair_value"]),
        ("Rescheduled to more than 48 hrs after the original start: fair price.", ["terse", "abbreviations"]),
        ("Should the match be pushed back beyond forty-eight hours, settlement will be at a fair price.",
         ["number_words", "syn:pushed_back"]),
    ]),
    "P3": Bank("P3", [
        ("If the game is postponed but begins within 48 hours of its original start, the market stays open "
         "and follows the rescheduled game; if not, it settles at a fair price.", ["joined_semicolon"]),
        ("A postponed match that kicks off within forty-eight hours of the scheduled time keeps this market "
         "open. Otherwise the market resolves to a fair price.", ["number_words", "otherwise"]),
        ("Postponed, new kickoff within 48 hrs: market remains open. Later than that: fair price.",
         ["terse", "abbreviations"]),
        ("Should the game be delayed, the market remains open provided the match starts no more than two "
         "days after the original time; failing that, it is settled at a fair price in line with the rules.",
         ["two_days", "failing_that", "syn:delayed"]),
        ("The market will stay open through a postponement of up to 48 hours. A longer postponement results "
         "in settlement at a fair price.", ["future"]),
        ("Where a postponed game is played within 48 hours of the original schedule, trading continues and "
         "the result counts; where it is not, the market is resolved at fair value.",
         ["syn:fair_value", "joined_semicolon"]),
        ("If the match is moved but still kicks off within 48 hours of its first scheduled start, nothing "
         "changes and the market resolves on that game; a move of more than 48 hours leads to a fair "
         "price settlement.", ["syn:moved"]),
    ]),
    "C4": Bank("C4", [
        ("A canceled game also settles at a fair price.", ["american_spelling"]),
        ("Cancellation: fair price.", ["terse"]),
        ("If the game is called off altogether, the market likewise resolves to a fair price.", ["syn:called_off"]),
        ("Should the fixture be cancelled, the market will be settled at a fair price.",
         ["british_spelling", "future"]),
        ("A match that is scrapped is valued at a fair price under the rules.", ["syn:scrapped", "passive"]),
        ("If the game does not take place at all, a fair price applies.", ["syn:not_played"]),
    ]),
    "ABfair": Bank("ABfair", [
        ("If the match is abandoned and not completed, the market resolves at a fair price.", ["syn:abandoned"]),
        ("An abandoned game that is not finished is settled at a fair price.", ["passive"]),
        ("Abandoned before full time and not resumed: fair price.", ["terse"]),
    ]),
    "ABsame": Bank("ABsame", [
        ("An abandoned game is handled the same way as a cancellation.", ["syn:abandoned"]),
        ("A match abandoned partway through and not resumed is treated as canceled for this market.",
         ["american_spelling"]),
    ]),
    "ABrefund": Bank("ABrefund", [
        ("If the match is abandoned, all positions are refunded at their cost.", ["refund"]),
    ]),
    "NOTE": Bank("NOTE", [
        ("The Winner markets for this game (both teams and Tie) are separate contracts and settle on their "
         "own rules.", ["mentions_other_market"]),
        ("This contract is independent of the match-winner and Tie markets of the same event.",
         ["mentions_other_market"]),
    ]),
}

MEANING = {"S3sec": None, "S4sec": None, "S2sec": None, "D1w": "D1", "D1d": "D1",
           "P2C4": ["P2", "C4"], "ABfair": "AB", "ABsame": "AB", "ABrefund": "AB", "NOTE": None, "SRC": None}

# ---------------------------------------------------------------------------
# Construction
# ---------------------------------------------------------------------------

FAM_SERIES = {"win": "GAME", "draw": "GAME", "advance": "ADVANCE", "spread": "SPREAD",
              "total": "TOTAL", "btts": "BTTS", "exact_score": "SCORE", "other": "FTTS"}


def _ctx(comp, h, a, date, team=None):
    c = COMPS[comp]
    d = date_forms(date)
    H, A = TEAMS[h][2], TEAMS[a][2]
    ctx = dict(league=c["v2"], home=H, away=A, dk=d["dk"], dl=d["dl"])
    if team:
        ctx["team"] = TEAMS[team][2]
        ctx["opp"] = A if team == h else H
    return ctx, d


def join_secondary(texts, mode):
    if not texts:
        return ""
    if mode == "space":
        return " ".join(texts)
    if mode == "newline":
        return "\n".join(texts)
    if mode == "bullets":
        return "\n".join("- " + t for t in texts)
    if mode == "numbered":
        return "\n".join(f"({i}) {t}" for i, t in enumerate(texts, 1))
    raise ValueError(mode)


def derive(codes, scode, fam, src_kind):
    e = dict(scope=None, source_primary=src_kind, source_fallback=None, timing_window=None,
             void_cancelled=None, void_postponed_long=None, void_abandoned=None)
    if fam != "half":
        if scode in ("S2", "S3"):
            e["scope"] = "regulation"
        elif scode == "S4":
            e["scope"] = "regulation" if "S4sec" in codes else "ambiguous"
        elif scode == "S5":
            e["scope"] = "extra_time"
        elif scode == "S6":
            e["scope"] = "penalties"
    if {"P2", "P3", "P2C4"} & set(codes):
        e["timing_window"], e["void_postponed_long"] = 48, "fair_price"
    if {"C4", "P2C4"} & set(codes):
        e["void_cancelled"] = "fair_price"
    if "ABfair" in codes:
        e["void_abandoned"] = "fair_price"
    if "ABsame" in codes:
        e["void_abandoned"] = e["void_cancelled"]
    if "ABrefund" in codes:
        e["void_abandoned"] = "refund"
    return e


def build(spec):
    fam, comp, h, a, date = spec["fam"], spec["comp"], spec["h"], spec["a"], spec["date"]
    team = spec.get("team")
    ctx, d = _ctx(comp, h, a, date, team)
    c = COMPS[comp]
    H, A = TEAMS[h][2], TEAMS[a][2]
    styles = set()
    scode = spec.get("sc")  # S2 / S3 / S4 / S5 / S6 / None (half)
    if scode in SC:
        sc_txt, st = SC[scode].pick()
        styles.update(st)
    elif scode in ("S5", "S6"):
        sc_txt = spec.get("sc_text", "")
    else:
        sc_txt = ""
    ctx["sc"] = sc_txt
    if fam == "win":
        tmpl, st = KWIN.pick(spec.get("ov"))
    elif fam == "draw":
        tmpl, st = KDRAW.pick(spec.get("ov"))
    else:
        tmpl, st = spec["otext"], spec.get("ostyles", [])
    styles.update(st)
    primary = [fill(tmpl, ctx)]
    codes = []
    meanings = [f"F:{fam}"]
    if scode:
        meanings.append(scode)
    sec_texts = []
    for where, lst in (("p", spec.get("prim", [])), ("s", spec.get("cl", []))):
        for cl in lst:
            if isinstance(cl, tuple):
                code, text, st = cl
            else:
                code = cl
                text, st = BANKS[cl].pick()
            codes.append(code)
            mm = MEANING.get(code, code)
            for m in (mm if isinstance(mm, list) else [mm]):
                if m and m not in meanings:
                    meanings.append(m)
            styles.update(st)
            (primary if where == "p" else sec_texts).append(fill(text, ctx))
    mode = spec.get("sec", "space")
    styles.add(f"secondary:{mode}")
    if spec.get("prim"):
        styles.add("void_in_primary")
    styles.update(spec.get("styles", []))
    srcs = spec.get("srcs", c["src"])
    if "src_text" in spec:
        src_kind, src_fb = spec["src_text"]
    else:
        src_kind, src_fb = series_source_kind(srcs), None
        meanings.append("R3")
    exp = derive(codes, scode, fam, src_kind)
    exp["source_fallback"] = src_fb
    exp.update(spec.get("exp", {}))
    meanings += spec.get("extra_meanings", [])

    outcome = spec.get("outcome")
    if outcome is None:
        outcome = "draw" if fam == "draw" else TEAMS[team][2]
    series = c["series"] + spec.get("series_fam", FAM_SERIES.get(fam, "GAME"))
    ev = f"{series}-{d['tick']}{TEAMS[h][3]}{TEAMS[a][3]}"
    if fam == "win":
        suffix, title, yst = TEAMS[team][3], f"{H} vs {A} Winner?", TEAMS[team][2]
    elif fam == "draw":
        suffix, title, yst = "TIE", f"{H} vs {A} Winner?", "Tie"
    else:
        suffix, title, yst = spec["suffix"], spec["title"].format(H=H, A=A), spec["yst"]
    market = {
        "ticker": f"{ev}-{suffix}",
        "event_ticker": ev,
        "series_ticker": series,
        "title": title,
        "yes_sub_title": yst,
        "no_sub_title": yst,
        "rules_primary": " ".join(primary),
        "rules_secondary": join_secondary(sec_texts, mode),
        "occurrence_datetime": date_forms(date, spec.get("ko", "19:00"))["occ"],
    }
    expected = {
        "family": fam, "outcome": outcome, "line": spec.get("line"), "half": spec.get("half"),
        "scope": exp["scope"], "source_primary": exp["source_primary"],
        "source_fallback": exp["source_fallback"], "timing_window": exp["timing_window"],
        "void_cancelled": exp["void_cancelled"], "void_postponed_long": exp["void_postponed_long"],
        "void_abandoned": exp["void_abandoned"],
    }
    return {"id": None, "venue": "venue_two", "styles": sorted(styles), "meanings": meanings,
            "home": H, "away": A, "competition": comp, "market": market,
            "series_settlement_sources": srcs, "expected": expected}


ESPN_ONLY = [{"name": "ESPN", "url": "https://www.espn.com/soccer/"}]
ESPN_FOX = [{"name": "ESPN", "url": "https://www.espn.com/soccer/"},
            {"name": "Fox Sports", "url": "https://www.foxsports.com/soccer"}]

SPECS = [
    # ---------------- win ----------------
    dict(fam="win", comp="epl", h="LIV", a="MCI", date="2026-11-21", team="LIV", sc="S2",
         cl=["D1w", "P2", "C4"], ko="17:30"),
    dict(fam="win", comp="epl", h="MUN", a="AVL", date="2026-12-28", team="AVL", sc="S2",
         cl=["D1w", "P2C4"], ko="20:00"),
    dict(fam="win", comp="epl", h="NEW", a="TOT", date="2027-01-16", team="NEW", sc="S2",
         cl=["S2sec", "P3", "C4"], sec="bullets", ko="15:00"),
    dict(fam="win", comp="epl", h="BHA", a="ARS", date="2027-02-13", team="ARS", sc="S4",
         cl=["S4sec", "D1w", "P2C4"], ko="15:00"),
    dict(fam="win", comp="epl", h="CRY", a="NFO", date="2027-03-06", team="CRY", sc="S2",
         cl=["D1w", "P2C4", "ABfair"], ko="15:00"),
    dict(fam="win", comp="laliga", h="RMA", a="ATM", date="2026-10-31", team="RMA", sc="S2",
         cl=["D1w", "P2C4"], ko="20:00"),
    dict(fam="win", comp="laliga", h="BAR", a="SEV", date="2026-12-06", team="BAR", sc="S2",
         cl=["P3", "C4"], sec="newline", ko="17:30"),
    dict(fam="win", comp="laliga", h="VCF", a="RBB", date="2027-01-24", team="RBB", sc="S2",
         cl=["D1w", "P2C4"], ko="15:15"),
    dict(fam="win", comp="laliga", h="ATH", a="RSO", date="2027-03-13", team="ATH", sc="S4",
         cl=["S4sec", "D1w", "P2C4"], ko="20:00"),
    dict(fam="win", comp="bundesliga", h="BVB", a="BMU", date="2026-12-19", team="BMU", sc="S2",
         cl=["D1w", "P2C4"], ko="17:30"),
    dict(fam="win", comp="bundesliga", h="LEV", a="RBL", date="2027-02-06", team="LEV", sc="S2",
         cl=["P3", "C4", "ABsame"], sec="numbered", ko="14:30"),
    dict(fam="win", comp="bundesliga", h="SGE", a="VFB", date="2026-10-17", team="SGE", sc="S2",
         prim=["P2C4"], cl=["D1w"], ko="13:30"),
    dict(fam="win", comp="seriea", h="INT", a="JUV", date="2027-02-20", team="INT", sc="S2",
         cl=["D1w", "P2C4"], ko="19:45"),
    dict(fam="win", comp="seriea", h="ACM", a="NAP", date="2026-11-28", team="NAP", sc="S4",
         cl=["S4sec", "D1w", "P2C4"], ko="19:45"),
    dict(fam="win", comp="seriea", h="ROM", a="ATA", date="2027-01-09", team="ROM", sc="S2",
         cl=["D1w", "P2C4",
             ("SRC", "The result is taken from the official Lega Serie A website; if it is not "
              "available there, ESPN's match report is used.", ["named_source", "fallback_source"])],
         src_text=("official", "provider"), ko="17:00"),
    dict(fam="win", comp="ligue1", h="PSG", a="OL", date="2026-09-27", team="PSG", sc="S2",
         cl=["D1w", "P2C4"], ko="18:45"),
    dict(fam="win", comp="ligue1", h="OM", a="MON", date="2027-02-28", team="MON", sc="S2",
         cl=["P3", "C4"], sec="bullets", ko="19:45"),
    dict(fam="win", comp="mls", h="LAFC", a="SEA", date="2026-08-29", team="LAFC", sc="S2",
         cl=["D1w", "P2C4"], ko="02:30"),
    dict(fam="win", comp="mls", h="CLB", a="MIA", date="2026-10-10", team="MIA", sc="S2",
         cl=["D1w", "P2C4", "ABrefund"], ko="23:30", srcs=ESPN_FOX),
    dict(fam="win", comp="ucl", h="PSG", a="ARS", date="2026-11-04", team="PSG", sc="S2",
         cl=["D1w", "P2C4"], ko="20:00"),
    dict(fam="win", comp="ucl", h="BMU", a="LIV", date="2027-01-20", team="LIV", sc="S2",
         cl=["P3", "C4"], ko="20:00", srcs=ESPN_FOX),
    dict(fam="win", comp="wc", h="ESP", a="KOR", date="2026-06-18", team="ESP", sc="S3",
         cl=["S3sec", "D1w", "P2C4"], ko="19:00"),
    dict(fam="win", comp="wc", h="BRA", a="JPN", date="2026-06-21", team="BRA", sc="S3",
         cl=["S3sec", "D1w", "P2C4"], ko="22:00"),
    dict(fam="win", comp="wc", h="USA", a="CIV", date="2026-06-24", team="CIV", sc="S3",
         cl=["S3sec", "P3", "C4"], sec="newline", ko="01:00", srcs=ESPN_FOX),
    dict(fam="win", comp="wc", h="ENG", a="IRN", date="2026-06-26", team="ENG", sc="S3",
         cl=["S3sec", "D1w", "P2C4", "ABfair"], ko="20:00"),
    # ---------------- draw ----------------
    dict(fam="draw", comp="epl", h="CHE", a="TOT", date="2026-10-24", sc="S2",
         cl=["D1d", "P2C4"], ko="14:00"),
    dict(fam="draw", comp="epl", h="WHU", a="EVE", date="2027-03-20", sc="S2",
         cl=["D1d", "P3", "C4"], ko="15:00"),
    dict(fam="draw", comp="laliga", h="RVC", a="ALA", date="2026-11-08", sc="S2",
         cl=["D1d", "P2C4", "ABfair"], ko="13:00"),
    dict(fam="draw", comp="laliga", h="RCC", a="BAR", date="2027-02-07", sc="S4",
         cl=["S4sec", "D1d", "P2C4"], ko="20:00"),
    dict(fam="draw", comp="bundesliga", h="WOB", a="SCF", date="2026-11-22", sc="S2",
         cl=["D1d", "P2C4"], ko="16:30"),
    dict(fam="draw", comp="bundesliga", h="FCU", a="BMG", date="2027-04-10", sc="S2",
         cl=["D1d", "P3", "C4"], sec="bullets", ko="13:30"),
    dict(fam="draw", comp="seriea", h="FIO", a="BOL", date="2026-10-04", sc="S2",
         cl=["D1d", "P2", "C4"], ko="13:00"),
    dict(fam="draw", comp="ligue1", h="NIC", a="RCL", date="2026-12-13", sc="S2",
         cl=["D1d", "P2C4"], ko="16:00", sec="newline"),
    dict(fam="draw", comp="mls", h="POR", a="NYC", date="2026-09-12", sc="S2",
         cl=["D1d", "P3", "C4"], ko="02:30"),
    dict(fam="draw", comp="wc", h="FRA", a="SEN", date="2026-06-16", sc="S3",
         cl=["S3sec", "D1d", "P2C4"], ko="19:00"),
    dict(fam="draw", comp="wc", h="GER", a="MEX", date="2026-06-23", sc="S3",
         cl=["D1d", "S3sec", "P2C4", "ABsame"], ko="22:00"),
    # ---------------- advance (S6) ----------------
    dict(fam="advance", comp="ucl", h="RMA", a="MCI", date="2027-03-17", team="MCI", sc="S6",
         otext="If {team} advance from the {league} round of 16 tie against {opp}, whose second leg "
               "({home} vs {away}) is originally scheduled for {dk}, the market resolves to Yes. The "
               "tie is decided on aggregate and includes any extra time and penalty shootout.",
         ostyles=["aggregate", "british"],
         cl=["P2C4"], suffix="MCI", title="{H} vs {A}: Who advances?", yst="Manchester City", ko="20:00"),
    dict(fam="advance", comp="ucl", h="BAR", a="BMU", date="2027-04-14", team="BAR", sc="S6",
         otext="The market resolves to Yes if {team} reach the {league} semi-finals by eliminating "
               "{opp}; the deciding leg, {home} vs {away}, is originally scheduled for {dk}.",
         ostyles=["result_first", "syn:eliminating"],
         cl=[("S6", "Extra time and penalties count: the market follows whichever team progresses.",
              ["syn:progresses"]), "P3", "C4"],
         suffix="BAR", title="{H} vs {A}: Who advances?", yst="Barcelona", ko="19:00"),
    dict(fam="advance", comp="ucl", h="INT", a="ARS", date="2027-04-07", team="ARS", sc="S6",
         otext="Yes if {team} go through against {opp} in the {league} quarter-final tie (second leg "
               "{home} vs {away}, originally {dk}), including extra time and penalties if required.",
         ostyles=["terse", "syn:go_through"],
         cl=["P2C4", "ABfair"], suffix="ARS", title="{H} vs {A}: Who advances?", yst="Arsenal",
         ko="19:00"),
    dict(fam="advance", comp="wc", h="ARG", a="NED", date="2026-07-09", team="ARG", sc="S6",
         otext="If {team} advance past {opp} in the {league} quarter-final originally scheduled for "
               "{dk}, then the market resolves to Yes.",
         ostyles=["condition_first"],
         cl=[("S6", "Unlike the Winner market for this match, this market counts extra time and a "
              "penalty shoot-out: it settles on which team goes through.",
              ["mentions_other_market", "british_spelling"]), "P2C4"],
         suffix="ARG", title="{H} vs {A}: Who advances?", yst="Argentina", ko="20:00"),
    dict(fam="advance", comp="wc", h="PORn", a="CRO", date="2026-07-04", team="PORn", sc="S6",
         otext="Should {team} win their {league} knockout match against {opp} originally set for {dk} "
               "in any manner (in regulation, in extra time or on penalties), the market will "
               "resolve to Yes.",
         ostyles=["future", "syn:on_penalties"],
         cl=["P2C4"], suffix="POR", title="{H} vs {A}: Who advances?", yst="Portugal", ko="21:00"),
    # ---------------- spread ----------------
    dict(fam="spread", comp="epl", h="MCI", a="WHU", date="2026-12-05", team="MCI", sc="S2", line=1.5,
         otext="If {team} beat {opp} by more than 1.5 goals in the {home} vs {away} {league} game "
               "originally scheduled for {dk}{sc}, the market resolves to Yes.",
         cl=["P2", "C4"], suffix="MCI2", title="{H} vs {A}: Spread", yst="Manchester City wins by over 1.5 goals",
         ko="15:00"),
    dict(fam="spread", comp="laliga", h="RMA", a="RVC", date="2027-03-20", team="RMA", sc="S2", line=2.5,
         otext="The market resolves to Yes if {team} win the {league} match against {opp} originally "
               "scheduled for {dk} by three or more goals{sc}.",
         ostyles=["number_words"],
         cl=["P2C4", "NOTE"], suffix="RMA3", title="{H} vs {A}: Spread", yst="Real Madrid wins by over 2.5 goals",
         ko="20:00"),
    dict(fam="spread", comp="bundesliga", h="BMU", a="SCF", date="2027-02-27", team="BMU", sc="S4", line=1.5,
         otext="If {team} win against {opp} ({home} vs {away}, {league}, originally {dk}) by at least "
               "two goals, the market resolves to Yes.",
         ostyles=["number_words"],
         cl=["S4sec", "P3", "C4"], suffix="BMU2", title="{H} vs {A}: Spread",
         yst="Bayern Munich wins by over 1.5 goals", ko="14:30"),
    dict(fam="spread", comp="seriea", h="TOR", a="NAP", date="2026-12-20", team="NAP", sc="S2", line=1.5,
         otext="Yes if visitors {team} win at {opp} by a margin of 2 or more goals in the {league} game "
               "originally scheduled for {dk}{sc}.",
         ostyles=["away_side", "terse"],
         cl=["NOTE"], suffix="NAP2", title="{H} vs {A}: Spread", yst="Napoli wins by over 1.5 goals", ko="17:00",
         styles=["no_void_clause"]),
    dict(fam="spread", comp="ligue1", h="REN", a="PSG", date="2027-03-14", team="PSG", sc="S2", line=1.5,
         otext="If {team} win their {league} away game at {opp}, originally scheduled for {dk}, by a margin "
               "of more than 1.5 goals{sc}, then the market resolves to Yes.",
         cl=["P2C4", "ABsame"], suffix="PSG2", title="{H} vs {A}: Spread",
         yst="Paris Saint-Germain wins by over 1.5 goals", ko="19:45"),
    # ---------------- total ----------------
    dict(fam="total", comp="epl", h="ARS", a="LIV", date="2027-04-03", sc="S2", outcome="over", line=2.5,
         otext="If more than 2.5 goals are scored in the {home} vs {away} {league} match originally "
               "scheduled for {dk}{sc}, the market resolves to Yes.",
         cl=["P3", "C4"], suffix="3", title="{H} vs {A}: Total Goals", yst="Over 2.5 goals", ko="16:30"),
    dict(fam="total", comp="laliga", h="ATM", a="RMA", date="2027-02-27", sc="S2", outcome="under", line=2.5,
         otext="The market resolves to Yes if two goals or fewer are scored in total in the {home} vs "
               "{away} {league} game originally scheduled for {dk}{sc}.",
         ostyles=["number_words", "under_side"],
         cl=["P2C4", "NOTE"], suffix="U3", title="{H} vs {A}: Total Goals", yst="Under 2.5 goals", ko="20:00"),
    dict(fam="total", comp="mls", h="SEA", a="LAG", date="2026-08-08", sc="S2", outcome="over", line=3.5,
         otext="Yes if 4 or more goals are scored in {home} vs {away} ({league}, originally {dk}){sc}.",
         ostyles=["terse", "numerals"],
         cl=["S2sec"], suffix="4", title="{H} vs {A}: Total Goals", yst="Over 3.5 goals", ko="02:30",
         styles=["no_void_clause"]),
    dict(fam="total", comp="ucl", h="LIV", a="PSG", date="2027-04-21", sc="S5", outcome="over", line=2.5,
         otext="If at least 3 goals are scored in the {league} semi-final second leg between {home} and "
               "{away} originally scheduled for {dk}, counting every goal of the entire game "
               "(regulation, stoppage time and any extra time, but not penalty shootout kicks), the "
               "market resolves to Yes.",
         ostyles=["includes_extra_time", "numerals"],
         cl=["P2C4"], suffix="3", title="{H} vs {A}: Total Goals", yst="Over 2.5 goals", ko="19:00"),
    dict(fam="total", comp="wc", h="ESP", a="GER", date="2026-07-14", sc="S5", outcome="over", line=2.5,
         otext="The market resolves to Yes if three or more goals are scored during the whole of the "
               "{league} semi-final {home} vs {away}, originally scheduled for {dk}.",
         ostyles=["number_words"],
         cl=[("S5", "Goals in extra time count toward the total; a penalty shootout adds no goals.",
              ["includes_extra_time", "joined_semicolon"]), "P2C4"],
         suffix="3", title="{H} vs {A}: Total Goals", yst="Over 2.5 goals", ko="19:00"),
    dict(fam="total", comp="seriea", h="JUV", a="ACM", date="2027-03-21", sc="S4", outcome="under", line=3.5,
         otext="If fewer than 4 goals are scored in the {home} vs {away} {league} game originally "
               "scheduled for {dk}, the market resolves to Yes.",
         ostyles=["numerals", "under_side"],
         cl=["S4sec", "P2C4"], suffix="U4", title="{H} vs {A}: Total Goals", yst="Under 3.5 goals", ko="19:45"),
    # ---------------- btts ----------------
    dict(fam="btts", comp="epl", h="TOT", a="LIV", date="2026-12-13", sc="S2", outcome="yes",
         otext="If both {home} and {away} score at least one goal in their {league} match originally "
               "scheduled for {dk}{sc}, the market resolves to Yes.",
         cl=["P2", "C4"], suffix="YES", title="{H} vs {A}: Both Teams to Score?", yst="Both teams score",
         ko="16:30"),
    dict(fam="btts", comp="bundesliga", h="RBL", a="BVB", date="2027-04-24", sc="S2", outcome="yes",
         otext="The market resolves to Yes if each of {home} and {away} finds the net in the {league} "
               "game originally set for {dk}{sc}.",
         ostyles=["syn:find_the_net"],
         cl=["P3", "C4"], suffix="YES", title="{H} vs {A}: Both Teams to Score?", yst="Both teams score",
         sec="bullets", ko="16:30"),
    dict(fam="btts", comp="wc", h="NED", a="MAR", date="2026-06-29", sc="S3", outcome="yes",
         otext="Yes if {home} and {away} both score in their {league} match originally scheduled for {dk}{sc}.",
         ostyles=["terse"],
         cl=["S3sec", "P2C4"], suffix="YES", title="{H} vs {A}: Both Teams to Score?", yst="Both teams score",
         ko="20:00"),
    # ---------------- half ----------------
    dict(fam="half", comp="epl", h="ARS", a="CHE", date="2027-05-02", team="ARS", half="first",
         otext="If {team} are leading {opp} at halftime of the {home} vs {away} {league} game originally "
               "scheduled for {dk}, the market resolves to Yes. Only the first half, including its "
               "stoppage time, is considered.",
         ostyles=["first_half"], series_fam="1H",
         cl=["P2C4"], suffix="ARS", title="{H} vs {A}: First Half Winner", yst="Arsenal", ko="15:30"),
    dict(fam="half", comp="laliga", h="BAR", a="ATH", date="2027-04-24", outcome="draw", half="first",
         otext="If the first half of the {home} vs {away} {league} match originally scheduled for {dk} "
               "ends level, the Tie market resolves to Yes.",
         ostyles=["first_half", "syn:level"], series_fam="1H",
         cl=["P2C4"], suffix="TIE", title="{H} vs {A}: First Half Winner", yst="Tie", ko="19:00"),
    dict(fam="half", comp="seriea", h="INT", a="ROM", date="2027-05-09", team="INT", half="second",
         otext="If {team} score more goals than {opp} in the second half of the {home} vs {away} "
               "{league} game originally scheduled for {dk}, the market resolves to Yes. First-half "
               "goals are not counted.",
         ostyles=["second_half_only"], series_fam="2H",
         cl=["P3", "C4"], suffix="INT", title="{H} vs {A}: Second Half Winner", yst="Inter", ko="18:45"),
    dict(fam="half", comp="mls", h="MIA", a="ATL", date="2026-09-05", team="ATL", half="second",
         otext="Yes if {team} outscore {opp} over the second 45 minutes (plus stoppage) of {home} vs "
               "{away}, {league}, originally {dk}; goals before halftime are ignored.",
         ostyles=["terse", "second_half_only", "joined_semicolon"], series_fam="2H",
         cl=[("NOTE", "The full-time Winner and Tie markets of this game are separate and are not "
              "affected by this contract.", ["mentions_other_market"])], suffix="ATL", title="{H} vs {A}: Second Half Winner", yst="Atlanta United", ko="23:30",
         styles=["no_void_clause"]),
    # ---------------- exact score ----------------
    dict(fam="exact_score", comp="epl", h="LIV", a="EVE", date="2027-02-14", sc="S2", outcome="2-0",
         otext="If the {home} vs {away} {league} game originally scheduled for {dk} ends {home} 2, "
               "{away} 0{sc}, the market resolves to Yes.",
         cl=["P2C4"], suffix="20", title="{H} vs {A}: Exact Score", yst="Liverpool 2-0 Everton", ko="16:30"),
    dict(fam="exact_score", comp="laliga", h="RBB", a="SEV", date="2026-12-20", sc="S2", outcome="1-1",
         otext="The market resolves to Yes if the final score of {home} vs {away} ({league}, originally "
               "{dk}) is 1-1{sc}.",
         cl=["P2C4"], suffix="11", title="{H} vs {A}: Exact Score", yst="1-1", ko="20:00"),
    dict(fam="exact_score", comp="bundesliga", h="BMU", a="SGE", date="2027-01-30", sc="S2", outcome="1-3",
         otext="If {away} win 3-1 away at {home} in the {league} game originally scheduled for {dk}{sc}, "
               "the market resolves to Yes.",
         ostyles=["away_first"],
         cl=["P3", "C4"], suffix="13", title="{H} vs {A}: Exact Score", yst="Eintracht Frankfurt wins 3-1",
         ko="17:30"),
    # ---------------- other: first team to score (S5) ----------------
    dict(fam="other", comp="epl", h="NFO", a="NEW", date="2026-11-07", team="NEW", sc="S5",
         otext="If {team} score the first goal of the {home} vs {away} {league} game originally "
               "scheduled for {dk} at any point during the entire game (regulation, stoppage and any "
               "extra time periods), the market resolves to Yes.",
         ostyles=["includes_extra_time"],
         cl=["P2C4"], suffix="NEW", title="{H} vs {A}: First Team to Score", yst="Newcastle", ko="15:00"),
    dict(fam="other", comp="ucl", h="MCI", a="BVB", date="2027-03-03", team="BVB", sc="S5",
         otext="The market resolves to Yes if {team} open the scoring in the {league} knockout match "
               "{home} vs {away}, originally scheduled for {dk}.",
         ostyles=["syn:open_the_scoring"],
         cl=[("S5", "The whole match counts, extra time included; penalty shootout kicks are not goals.",
              ["includes_extra_time"]), "P2C4"],
         suffix="BVB", title="{H} vs {A}: First Team to Score", yst="Borussia Dortmund", ko="20:00"),
    dict(fam="other", comp="wc", h="ARG", a="FRA", date="2026-07-15", team="FRA", sc="S5",
         otext="Yes if {team} net the opening goal against {opp} in the {league} semi-final originally "
               "set for {dk}, counting regulation, stoppage time and any extra time.",
         ostyles=["terse", "syn:net", "includes_extra_time"],
         cl=["P3", "C4"], suffix="FRA", title="{H} vs {A}: First Team to Score", yst="France", ko="19:00"),
]

# ---------------------------------------------------------------------------
# Hand-written legs
# ---------------------------------------------------------------------------


def special(fam, comp, h, a, date, primary, secondary, exp, meanings, styles, team=None,
            srcs=None, ko="19:00", **wire):
    c = COMPS[comp]
    d = date_forms(date)
    H, A = TEAMS[h][2], TEAMS[a][2]
    series = c["series"] + wire.get("series_fam", FAM_SERIES.get(fam, "GAME"))
    ev = f"{series}-{d['tick']}{TEAMS[h][3]}{TEAMS[a][3]}"
    if fam == "win":
        suffix, title, yst, outcome = TEAMS[team][3], f"{H} vs {A} Winner?", TEAMS[team][2], TEAMS[team][2]
    elif fam == "draw":
        suffix, title, yst, outcome = "TIE", f"{H} vs {A} Winner?", "Tie", "draw"
    else:
        suffix, title, yst, outcome = wire["suffix"], wire["title"], wire["yst"], wire["outcome"]
    market = {
        "ticker": f"{ev}-{suffix}", "event_ticker": ev, "series_ticker": series, "title": title,
        "yes_sub_title": yst, "no_sub_title": yst, "rules_primary": primary,
        "rules_secondary": secondary, "occurrence_datetime": date_forms(date, ko)["occ"],
    }
    full = {"family": fam, "outcome": outcome, "line": wire.get("line"), "half": wire.get("half")}
    full.update(exp)
    order = ["family", "outcome", "line", "half", "scope", "source_primary", "source_fallback",
             "timing_window", "void_cancelled", "void_postponed_long", "void_abandoned"]
    return {"id": None, "venue": "venue_two", "styles": sorted(styles), "meanings": meanings,
            "home": H, "away": A, "competition": comp, "market": market,
            "series_settlement_sources": srcs if srcs is not None else c["src"],
            "expected": {k: full[k] for k in order}}


def specials():
    out = []
    # B1 -- scope ambiguous: no time scope in either field.
    out.append(special(
        "win", "seriea", "TOR", "LAZ", "2027-04-11",
        "If Torino wins the Torino vs Lazio Italian Serie A game originally scheduled for Apr 11, 2027, "
        "then the market resolves to Yes.",
        "If the game is tied, the Tie market resolves to Yes. If the game is canceled or rescheduled to "
        "more than 48 hours after its original start, the market resolves to a fair price in line with "
        "the rules. The market settles on the final score as reported.",
        dict(scope="ambiguous", source_primary="provider", source_fallback=None, timing_window=48,
             void_cancelled="fair_price", void_postponed_long="fair_price", void_abandoned=None),
        ["F:win", "S4", "S:ambiguous", "D1", "P2", "C4", "R3"],
        ["no_time_scope", "american_spelling", "secondary:space"], team="TOR", ko="13:00"))
    # B3 -- cancellation ambiguous.
    out.append(special(
        "win", "ligue1", "LIL", "PSG", "2027-04-25",
        "If Paris Saint-Germain wins the Lille vs Paris Saint-Germain French Ligue 1 match originally "
        "scheduled for Apr 25, 2027 after 90 minutes plus stoppage time (no extra time, no penalties), "
        "then the market resolves to Yes.",
        "If the game ends in a draw, the Tie market resolves to Yes. If the game is postponed by more "
        "than 48 hours, the market settles at a fair price. If the game is cancelled, the exchange will "
        "determine how the market is settled.",
        dict(scope="regulation", source_primary="provider", source_fallback=None, timing_window=48,
             void_cancelled="ambiguous", void_postponed_long="fair_price", void_abandoned=None),
        ["F:win", "S2", "D1", "P2", "C:ambiguous", "R3"],
        ["vague_cancellation", "british_spelling", "secondary:space"], team="PSG", ko="19:45"))
    # B5 -- postponement ambiguous: primary and secondary disagree.
    out.append(special(
        "win", "laliga", "SEV", "VIL", "2027-04-18",
        "If Sevilla wins the Sevilla vs Villarreal Spanish La Liga game originally scheduled for Apr 18, "
        "2027 after 90 minutes plus stoppage time (extra time and penalties excluded), then the market "
        "resolves to Yes. If the game is rescheduled to more than 48 hours after its original start, the "
        "market resolves to a fair price.",
        "If the game is tied, Tie resolves to Yes. A postponed game keeps this market open until the game "
        "is played, whenever that is. If the game is cancelled, the market resolves to a fair price.",
        dict(scope="regulation", source_primary="provider", source_fallback=None,
             timing_window="ambiguous", void_cancelled="fair_price", void_postponed_long="ambiguous",
             void_abandoned=None),
        ["F:win", "S2", "D1", "P:ambiguous", "C4", "R3"],
        ["contradicting_postponement", "void_in_primary", "secondary:space"], team="SEV", ko="16:15"))
    # B4 -- source ambiguous: two sources in the text, no order.
    out.append(special(
        "draw", "ucl", "ATM", "INT", "2026-12-08",
        "If the Atletico Madrid vs Inter UEFA Champions League match originally scheduled for Dec 8, 2026 "
        "ends in a tie after 90 minutes plus stoppage time (extra time and penalties not included), the "
        "market resolves to Yes.",
        "A tied game resolves the Tie market to Yes. If the game is cancelled or moved more than 48 hours "
        "from its original start, the market settles at a fair price. The result is confirmed using the "
        "UEFA website or a major broadcaster's report.",
        dict(scope="regulation", source_primary="ambiguous", source_fallback="ambiguous", timing_window=48,
             void_cancelled="fair_price", void_postponed_long="fair_price", void_abandoned=None),
        ["F:draw", "S2", "D1", "P2", "C4", "R:ambiguous"],
        ["unordered_sources", "secondary:space"], srcs=ESPN_FOX, ko="20:00"))
    # B2 -- timing ambiguous: no length given for the postponement window.
    out.append(special(
        "btts", "ligue1", "OL", "OM", "2027-01-31",
        "If both Lyon and Marseille score in the Lyon vs Marseille French Ligue 1 game originally "
        "scheduled for Jan 31, 2027 after 90 minutes plus stoppage time (not counting extra time or "
        "penalties), the market resolves to Yes.",
        "If the game is postponed for an extended period, the market resolves to a fair price. If the "
        "game is canceled, the market resolves to a fair price.",
        dict(scope="regulation", source_primary="provider", source_fallback=None,
             timing_window="ambiguous", void_cancelled="fair_price", void_postponed_long="fair_price",
             void_abandoned=None),
        ["F:btts", "S2", "P:ambiguous", "C4", "R3"],
        ["vague_window", "american_spelling", "secondary:space"], ko="19:45",
        suffix="YES", title="Lyon vs Marseille: Both Teams to Score?", yst="Both teams score",
        outcome="yes", series_fam="BTTS"))
    # FAQ-style secondary, draw leg.
    out.append(special(
        "draw", "mls", "PHI", "CIN", "2026-10-24",
        "If Philadelphia vs Cincinnati (Major League Soccer, originally Oct 24, 2026) ends in a draw after "
        "90 minutes plus stoppage time, with no extra time or penalties, the market resolves to Yes.",
        "What does Tie mean? The two teams have scored the same number of goals at the end of "
        "regulation; the Tie market then resolves Yes and both team markets resolve No. What if the "
        "kickoff is pushed back? If the new start is within 48 hours of the original one, nothing "
        "changes; if it is later, the market is settled at a fair price. What if the game is called "
        "off? Then the market is settled at a fair price too. What if it is abandoned partway? It is "
        "handled like a cancellation.",
        dict(scope="regulation", source_primary="official", source_fallback=None, timing_window=48,
             void_cancelled="fair_price", void_postponed_long="fair_price", void_abandoned="fair_price"),
        ["F:draw", "S2", "D1", "P3", "C4", "AB", "R3"],
        ["question_answer", "layout:faq", "mentions_other_market", "syn:pushed_back",
         "syn:called_off", "secondary:faq"], ko="23:30"))
    # Headings in the secondary, win leg, abandonment at last traded price.
    out.append(special(
        "win", "epl", "BRE", "WHU", "2026-11-28",
        "Brentford to win the Brentford vs West Ham English Premier League match originally scheduled for "
        "Nov 28, 2026: resolves to Yes if Brentford have more goals than West Ham after 90 minutes plus "
        "stoppage time. Extra time and penalties are excluded.",
        "TIE: If the match is level, the Tie market resolves Yes.\n"
        "POSTPONEMENT: A delay of more than two days from the original kickoff leads to settlement at a "
        "fair price.\n"
        "CANCELLATION: Fair price.\n"
        "ABANDONMENT: If the match is abandoned and not finished, the market settles at the last traded "
        "price before play was stopped.",
        dict(scope="regulation", source_primary="provider", source_fallback=None, timing_window=48,
             void_cancelled="fair_price", void_postponed_long="fair_price", void_abandoned="last_price"),
        ["F:win", "S2", "D1", "P2", "C4", "AB", "R3"],
        ["layout:headings", "two_days", "terse", "secondary:headings"], team="BRE", ko="15:00"))
    # Legal drafting across both fields, World Cup win (S3).
    out.append(special(
        "win", "wc", "MEX", "URU", "2026-06-30",
        "This market shall resolve to Yes if, and only if, Mexico defeats Uruguay in the FIFA World Cup "
        "match originally scheduled for Jun 30, 2026, as determined at the end of 90 minutes plus "
        "stoppage time.",
        "For the avoidance of doubt, extra time and any penalty shoot-out shall be disregarded. In the "
        "event that the match ends level, the market designated \"Tie\" shall resolve to Yes. "
        "Notwithstanding the foregoing, should the match be cancelled, or rescheduled to commence more "
        "than forty-eight (48) hours after its originally scheduled start, this market shall be settled "
        "at a fair price determined under the rules.",
        dict(scope="regulation", source_primary="official", source_fallback=None, timing_window=48,
             void_cancelled="fair_price", void_postponed_long="fair_price", void_abandoned=None),
        ["F:win", "S3", "D1", "P2", "C4", "R3"],
        ["legal", "notwithstanding", "avoidance_of_doubt", "number_words", "british_spelling",
         "secondary:space"], team="MEX", ko="01:00"))
    return out


def build_all():
    legs = [build(s) for s in SPECS]
    legs += specials()
    fam_order = ["win", "draw", "advance", "spread", "total", "btts", "half", "exact_score", "other"]
    legs.sort(key=lambda L: fam_order.index(L["expected"]["family"]))
    for i, L in enumerate(legs, 1):
        L["id"] = f"e2-{i:03d}"
    return legs
