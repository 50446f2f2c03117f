"""venue_one legs of held-out set (e): Gamma-shaped markets whose `description`
is the rule text. Clause banks hold several wordings of each catalogue
meaning; the spec table at the bottom picks fixture, family, side, clauses and
layout per leg. A few legs (the ambiguous ones and odd styles) are written out
whole in `SPECIALS`."""

import json

from common import COMPS, TEAMS, Bank, date_forms, fill, layout, LAYOUT_STYLES

# ---------------------------------------------------------------------------
# Outcome sentences for the 1X2 legs
# ---------------------------------------------------------------------------

WIN = Bank("win", [
    ('This market resolves to "Yes" if {team} beat {opp} in the {comp} match scheduled for {dl}. '
     'A draw, or a win for {opp}, resolves it to "No".',
     ["active", "present", "condition_first", "syn:beat", "british"]),
    ('Should {team} defeat {opp} in their {comp} fixture on {du}, this market will settle "Yes"; '
     'if the game is drawn or {opp} win, it settles "No".',
     ["future", "condition_first", "syn:defeat", "joined_semicolon", "british"]),
    ('"Yes" if {team} come out ahead of {opp} ({comp}, {dl}). "No" on a draw or if {opp} win.',
     ["result_first", "terse", "syn:come_out_ahead"]),
    ('Victory for {team} over {opp} in the {comp} game on {du} will resolve this market to Yes. '
     'If {team} fail to win, it resolves to No.',
     ["result_first", "future", "syn:victory"]),
    ('This market asks whether {team} will get the better of {opp} in the {comp} match scheduled for '
     '{dl}. It resolves Yes if {team} win and No on any other result.',
     ["question_framing", "syn:get_the_better_of", "present"]),
    ('If {team} overcome {opp} in the game scheduled for {du}, the market is resolved "Yes". It is '
     'resolved "No" if the match finishes level or {opp} prevail.',
     ["passive", "syn:overcome", "syn:level", "british"]),
    ('Resolves Yes if {team} wins against {opp} ({comp}, {dl}); otherwise resolves No. A level result '
     'is covered by the separate Draw market of this event.',
     ["terse", "american", "otherwise", "mentions_other_market"]),
    ('The market will be settled as "Yes" provided that {team} defeats {opp} in the {comp} fixture of '
     '{dl}. A draw, or an outcome in which {opp} wins, will see it settled as "No".',
     ["legal", "passive", "american", "future"]),
])

DRAW = Bank("draw", [
    ('This market resolves to "Yes" if the {comp} match between {home} and {away} scheduled for {dl} '
     'ends in a draw. If either team wins, it resolves to "No".',
     ["active", "present", "condition_first"]),
    ('Should {home} and {away} finish level on {du}, the market settles "Yes"; a winner on either '
     'side settles it "No".',
     ["condition_first", "syn:level", "joined_semicolon"]),
    ('"Yes" if {home} vs. {away} ({comp}, {dl}) ends all square. "No" if either side wins.',
     ["terse", "result_first", "syn:all_square"]),
    ('A stalemate between {home} and {away} in the {comp} game of {du} will resolve this market to '
     'Yes. Any decisive result will resolve it to No.',
     ["future", "syn:stalemate", "result_first"]),
    ('The market is resolved "Yes" if neither {home} nor {away} wins the game scheduled for {dl}, '
     'that is, if the score is tied. It is resolved "No" otherwise.',
     ["passive", "syn:neither_wins", "otherwise"]),
    ('This is the Draw leg of {home} vs. {away} ({comp}, {du}). It pays Yes if the two teams are '
     'level at the end, and No if one of them wins; on a draw the {home} and {away} legs of this '
     'event both resolve No.',
     ["mentions_other_market", "syn:level"]),
    ('If the {dl} {comp} game between {home} and {away} is drawn, this market will resolve to "Yes". '
     'Otherwise it will resolve to "No".',
     ["passive", "future", "otherwise"]),
])

# ---------------------------------------------------------------------------
# Clause banks by meaning
# ---------------------------------------------------------------------------

BANKS = {
    "S1": Bank("S1", [
        ("Settlement is based on the score after regulation time, that is 90 minutes plus any injury "
         "time; extra time and penalty shoot-outs do not count.", ["numerals", "syn:injury_time", "british_spelling"]),
        ("Only regular time counts (90 minutes and added time). Goals in extra time and any penalty "
         "shootout are ignored.", ["split_sentences", "syn:added_time"]),
        ("The score at the end of ninety minutes, including added-on time, decides this market.",
         ["number_words", "result_first"]),
        ("Regulation only: 90 mins + stoppage.", ["terse"]),
        ('For the purposes of this market, the "result" means the score when regulation play ends '
         "(ninety minutes together with stoppage time), excluding any extra period or shoot-out.",
         ["legal", "number_words", "definition"]),
        ("What counts is the score after 90 minutes and stoppage time; anything played after that is "
         "disregarded.", ["joined_semicolon", "passive"]),
        ("Extra time and spot-kicks are excluded: the market looks only at the score at the end of the "
         "regular 90 minutes and stoppage time.", ["result_first", "syn:spot_kicks"]),
        ("The market is settled on the regulation-time result (90 minutes plus injury time) and "
         "nothing else.", ["passive", "syn:injury_time"]),
        ("Normal time decides it: the ninety minutes and whatever stoppage the referee adds, with no "
         "extra time or penalties.", ["number_words", "syn:normal_time", "colon_definition"]),
    ]),
    "P1": Bank("P1", [
        ("If the match is postponed, the market remains open until the game is played, whenever that is.",
         ["condition_first", "present"]),
        ("A postponed game does not settle the market; it will stay open until the fixture has been "
         "completed, with no time limit.", ["joined_semicolon", "future"]),
        ("Postponed? Trading stays open until the match is eventually played.",
         ["terse", "question_answer", "syn:rescheduled"]),
        ("Should the fixture be pushed back to a later date, this market will remain open and will "
         "resolve on the rescheduled match, however long the delay.", ["syn:pushed_back", "future"]),
        ("Where the match is delayed or moved, trading continues and the market resolves on the game "
         "when it is eventually played.", ["syn:delayed", "syn:moved"]),
        ("In the event of a postponement the market is not resolved early: it waits for the match to "
         "be played.", ["passive", "colon_definition"]),
        ("Rescheduling does not affect this market, which will be settled on the result of the game "
         "on its new date.", ["result_first", "syn:rescheduling"]),
    ]),
    "P4": Bank("P4", [
        ("If the game is postponed and not rescheduled within 14 days of its original date, the market "
         "resolves at the last fair market price, taken at the time the postponement was announced.",
         ["numerals", "condition_first"]),
        ("Should the match not be rescheduled within a fortnight, this market will settle at its last "
         "fair price as of the moment the postponement became public.", ["syn:fortnight", "british"]),
        ("Postponed, no new date within two weeks: settles at the last fair market price at the time "
         "of the announcement.", ["terse", "number_words"]),
        ("A postponed match that has not been given a new date within fourteen (14) days shall be "
         "resolved at the last fair market price prevailing when the postponement was announced.",
         ["legal", "number_words", "passive"]),
        ("If no rescheduled kick-off is set within 336 hours of the original start, the market will be "
         "resolved using the last fair price recorded when the postponement was announced.",
         ["numerals", "hours"]),
        ("Games that are pushed back stay open for up to two weeks; failing a rescheduling in that "
         "period, the contract is valued at the last fair market price at the announcement.",
         ["failing_that", "joined_semicolon", "syn:pushed_back"]),
    ]),
    "C1w": Bank("C1w", [
        ('If the match is cancelled outright and no make-up game is played, the market resolves "No".',
         ["british_spelling", "condition_first"]),
        ('Should the game be called off entirely, with no replay, this market will be settled as "No".',
         ["syn:called_off", "passive", "future"]),
        ("A cancelled game with no rescheduled replacement is treated as a draw for this market, so it "
         "resolves No.", ["treated_as_draw", "british_spelling"]),
        ("Cancelled with no make-up match: resolves No.", ["terse"]),
        ("If the fixture is scrapped and not replayed, the market will resolve to No.",
         ["syn:scrapped", "future"]),
        ('In the event that the match is canceled and never made up, "No" is the resolution.',
         ["american_spelling", "result_last"]),
        ("Notwithstanding the foregoing, if the match is cancelled and no replacement fixture is "
         'played, this market shall resolve to "No".', ["legal", "notwithstanding"]),
    ]),
    "C1d": Bank("C1d", [
        ('If the match is cancelled and no make-up game takes place, the market resolves "Yes".',
         ["british_spelling", "condition_first"]),
        ("A game that is called off for good, with no replay, counts as a draw here: the market "
         "settles Yes.", ["syn:called_off", "treated_as_draw"]),
        ("Cancelled and not replayed? Then this market resolves Yes.", ["question_answer", "terse"]),
        ('Should the fixture be scrapped entirely, without a make-up game, this market will resolve '
         'to "Yes".', ["syn:scrapped", "future"]),
        ("If the game is canceled and never replayed, the market resolves Yes, just as it would on a "
         "draw.", ["american_spelling", "treated_as_draw"]),
        ("Cancellation without a make-up game: Yes.", ["terse"]),
        ("Notwithstanding anything above, a match that is cancelled and not made up shall cause this "
         'market to resolve "Yes".', ["legal", "notwithstanding"]),
    ]),
    "C2": Bank("C2", [
        ("If the game is cancelled and not made up, the market resolves 50-50.",
         ["british_spelling", "numerals"]),
        ("Should the match be called off with no replay, both outcomes will be paid at 0.50.",
         ["syn:called_off", "numerals", "future"]),
        ("A cancelled fixture with no make-up game settles at 50/50.", ["terse"]),
        ("If the match is scrapped entirely, this market is resolved with an even split: $0.50 per "
         "share to each side.", ["syn:scrapped", "passive", "even_split"]),
        ("Cancelled, no make-up: 50-50.", ["terse"]),
        ("In case of cancellation without a rescheduled game, the market will resolve at fifty-fifty.",
         ["number_words", "future"]),
        ("If the game is canceled and never replayed, Yes and No shares will each be redeemed at half "
         "value.", ["american_spelling", "syn:half_value"]),
    ]),
    "C3x": Bank("C3x", [
        ("If the match is cancelled and not made up, this market resolves as if the final score were "
         "0-0.", ["british_spelling", "condition_first"]),
        ("A fixture that is called off for good will be settled on a 0-0 scoreline.",
         ["syn:called_off", "passive"]),
        ("Should the game be scrapped without a replay, the 0-0 outcome is treated as the winning one.",
         ["syn:scrapped"]),
        ("Cancelled with no make-up game: resolves as 0-0.", ["terse"]),
        ("If the game is canceled and there is no make-up game, the market settles as though the match "
         "finished goalless (0-0).", ["american_spelling", "syn:goalless"]),
    ]),
    "C3f": Bank("C3f", [
        ('If the match is cancelled without a make-up game, the market settles as "Neither" (no team '
         "scored first), so this market resolves No.", ["british_spelling"]),
    ]),
    "R1": Bank("R1", [
        ("The primary resolution source is the official match statistics as recognised by {body}. If "
         "these are not published within two hours of the final whistle, the market may fall back on a "
         "consensus of credible reporting.", ["british_spelling", "number_words"]),
        ("Resolution will use official data from {body}; failing that within 2 hours of full time, the "
         "market may resolve on what reputable media widely report.", ["failing_that", "numerals"]),
        ("Source: official {comp} statistics. Fallback, if nothing official appears within 2 h of the "
         "end: credible reporting consensus.", ["terse", "numerals"]),
        ("This market is settled according to the official statistics recognized by the event "
         "organizers. Where those are unavailable two hours after the match ends, a broad agreement "
         "among credible news reports will be used instead.", ["american_spelling", "passive"]),
        ("The official stats published by {body} decide the market. If they have not been released "
         "within 120 minutes of the end of the game, resolution may rely on a consensus of credible "
         "sources.", ["numerals", "minutes"]),
        ("The official result as recorded by {body} is the primary source; otherwise, if it is still "
         "missing two hours after the game, reputable reporting in agreement will be used.",
         ["otherwise", "joined_semicolon"]),
        ("Primary source: official match data from {body}. Secondary source, used only if the official "
         "data is not out within two hours: a consensus of reliable media reports.",
         ["terse", "colon_definition"]),
        ("The Resolution Source shall be the official statistics of {body}; provided that, if such "
         "statistics are not published within two (2) hours after the conclusion of the match, the "
         "market may be resolved by reference to a consensus of credible reporting.",
         ["legal", "number_words"]),
    ]),
    "R2": Bank("R2", [
        ("Score changes made after the market has resolved are not taken into account.", ["passive"]),
        ("Any later revision of the official score after resolution will be ignored.",
         ["future"]),
        ("Once resolved, the market is final: post-resolution corrections to the result do not change it.",
         ["colon_definition"]),
        ("Amendments to the result announced after resolution have no effect on this market.", []),
        ("Post-resolution score revisions: ignored.", ["terse"]),
        ("The market follows the official final result at the time of resolution; changes made later "
         "will not be considered.", ["joined_semicolon"]),
        ("No revision of the score occurring after the market has been resolved shall affect its "
         "resolution.", ["legal"]),
    ]),
    "ABsame": Bank("ABsame", [
        ("If the match is abandoned and not completed, it is treated as a cancellation for this market.",
         ["syn:abandoned"]),
        ("An abandoned game that is not resumed will be settled in the same way as a cancelled one.",
         ["syn:abandoned", "british_spelling"]),
        ("Abandoned matches: treated as cancelled.", ["terse"]),
        ("A match that is halted and never finished counts as canceled.", ["syn:halted", "american_spelling"]),
    ]),
    "AB5050": Bank("AB5050", [
        ("If play is stopped and the match is abandoned without being completed, the market resolves "
         "50-50.", ["syn:abandoned"]),
        ("An abandoned match that is not played to a finish is settled at 50/50.", ["passive"]),
        ("Abandoned and not resumed: fifty-fifty.", ["terse", "number_words"]),
    ]),
    "ABno": Bank("ABno", [
        ("Should the match be abandoned before the final whistle and not restarted, this market "
         'resolves "No".', ["syn:abandoned"]),
    ]),
    "NOTE": Bank("NOTE", [
        ("The match-result markets for this fixture (home win, away win, draw) are settled "
         "separately and do not affect this market.", ["mentions_other_market"]),
        ("This is one of several markets on the same game; the other result markets of the event "
         "are settled on the same regulation-time score.", ["mentions_other_market"]),
    ]),
}

KIND = {"S1": "scope", "S5": "scope", "S6": "scope", "P1": "post", "P4": "post",
        "C1w": "canc", "C1d": "canc", "C2": "canc", "C3x": "canc", "C3f": "canc",
        "R1": "src", "R2": "rev", "ABsame": "ab", "AB5050": "ab", "ABno": "ab",
        "NOTE": "note"}
MEANING = {"C1w": "C1", "C1d": "C1", "C3x": "C3", "C3f": "C3", "ABsame": "AB",
           "AB5050": "AB", "ABno": "AB", "NOTE": None}

# ---------------------------------------------------------------------------
# Leg construction
# ---------------------------------------------------------------------------

_ids = iter(range(4800111, 9999999, 7919))


def _ctx(comp, h, a, date, team=None):
    c = COMPS[comp]
    d = date_forms(date)
    H, A = TEAMS[h][0], TEAMS[a][0]
    ctx = dict(comp=c["v1"], body=c["body"], home=H, away=A, dl=d["dl"], du=d["du"])
    if team:
        ctx["team"] = TEAMS[team][0]
        ctx["opp"] = A if team == h else H
    return ctx, d


def derive(fam, codes, outcome):
    """Expected record from the meanings of the clauses used."""
    e = dict(scope=None, source_primary=None, source_fallback=None, timing_window=None,
             void_cancelled=None, void_postponed_long=None, void_abandoned=None)
    if "S1" in codes:
        e["scope"] = "regulation"
    if "S5" in codes:
        e["scope"] = "extra_time"
    if "S6" in codes:
        e["scope"] = "penalties"
    if "R1" in codes:
        e["source_primary"], e["source_fallback"] = "official", "consensus"
    if "P1" in codes:
        e["timing_window"], e["void_postponed_long"] = "open_until_played", "result"
    if "P4" in codes:
        e["timing_window"], e["void_postponed_long"] = 336, "last_price"
    if "C1w" in codes:
        e["void_cancelled"] = "no"
    if "C1d" in codes:
        e["void_cancelled"] = "yes"
    if "C2" in codes:
        e["void_cancelled"] = "50-50"
    if "C3x" in codes:
        e["void_cancelled"] = "yes" if outcome == "0-0" else "no"
    if "C3f" in codes:
        e["void_cancelled"] = "no"
    if "ABsame" in codes:
        e["void_abandoned"] = e["void_cancelled"]
    if "AB5050" in codes:
        e["void_abandoned"] = "50-50"
    if "ABno" in codes:
        e["void_abandoned"] = "no"
    return e


def build(spec, n):
    fam, comp, h, a, date = spec["fam"], spec["comp"], spec["h"], spec["a"], spec["date"]
    team = spec.get("team")
    ctx, d = _ctx(comp, h, a, date, team)
    ctx.update(spec.get("ctx", {}))
    c = COMPS[comp]
    H, A = TEAMS[h][0], TEAMS[a][0]
    hs, as_ = TEAMS[h][1], TEAMS[a][1]
    base_slug = f"{c['slug']}-{hs}-{as_}-{date}"
    styles = set()
    parts = []
    # outcome sentence
    if fam == "win":
        txt, st = WIN.pick(spec.get("ov"))
    elif fam == "draw":
        txt, st = DRAW.pick(spec.get("ov"))
    else:
        txt, st = spec["otext"], spec.get("ostyles", [])
    parts.append(("outcome", fill(txt, ctx)))
    styles.update(st)
    codes, meanings = [], [f"F:{fam}"]
    for cl in spec["cl"]:
        if isinstance(cl, tuple):  # inline wording: (code, kind, text, styles)
            code, kind, text, st = cl
        else:
            code, kind = cl, KIND[cl]
            text, st = BANKS[cl].pick()
        codes.append(code)
        mm = MEANING.get(code, code)
        if mm and mm not in meanings:
            meanings.append(mm)
        parts.append((kind, fill(text, ctx)))
        styles.update(st)
    lay = spec.get("lay", "paras")
    styles.update(LAYOUT_STYLES[lay])
    styles.update(spec.get("styles", []))
    desc = layout(parts, lay)

    outcome = spec.get("outcome")
    if outcome is None:
        outcome = "draw" if fam == "draw" else TEAMS[team][0]
    exp = derive(fam, codes, outcome)
    exp.update(spec.get("exp", {}))
    meanings += spec.get("extra_meanings", [])

    # wire shape
    line = None
    if fam == "win":
        q, g, slug, smt = f"Will {ctx['team']} win on {date}?", ctx["team"], f"{base_slug}-{TEAMS[team][1]}", "moneyline"
    elif fam == "draw":
        q, g, slug, smt = f"Will {H} vs. {A} end in a draw?", f"Draw ({H} vs. {A})", f"{base_slug}-draw", "moneyline"
    else:
        q, g, slug, smt = spec["q"], spec["g"], f"{base_slug}-{spec['slug']}", spec["smt"]
        line = spec.get("wire_line")
    event_title = f"{H} vs. {A}" if fam in ("win", "draw") or spec.get("main_event") else f"{H} vs. {A} - More Markets"
    market = {
        "id": str(next(_ids)),
        "question": q,
        "slug": slug,
        "groupItemTitle": g,
        "sportsMarketType": smt,
        "line": line,
        "outcomes": json.dumps(["Yes", "No"]),
        "description": desc,
        "resolutionSource": spec.get("rsrc", c["url"]),
        "event_title": event_title,
        "gameStartTime": date_forms(date, spec.get("ko", "19:00"))["gst"],
    }
    expected = {
        "family": fam, "outcome": outcome, "line": spec.get("line"),
        "half": spec.get("half"), "scope": exp["scope"],
        "source_primary": exp["source_primary"], "source_fallback": exp["source_fallback"],
        "timing_window": exp["timing_window"], "void_cancelled": exp["void_cancelled"],
        "void_postponed_long": exp["void_postponed_long"], "void_abandoned": exp["void_abandoned"],
    }
    return {
        "id": f"e1-{n:03d}", "venue": "venue_one", "styles": sorted(styles),
        "meanings": meanings, "home": H, "away": A, "competition": comp,
        "market": market, "expected": expected,
    }


# ---------------------------------------------------------------------------
# Spec table
# ---------------------------------------------------------------------------

STD = ["S1", "P1", "C1w", "R1"]

SPECS = [
    # ---------------- win ----------------
    dict(fam="win", comp="epl", h="ARS", a="CHE", date="2026-10-03", team="ARS",
         cl=["S1", "P1", "C1w", "R1", "R2"], lay="paras"),
    dict(fam="win", comp="epl", h="MUN", a="TOT", date="2026-10-17", team="TOT",
         cl=["S1", "P1", "C1w", "R1"], lay="single", ko="16:30"),
    dict(fam="win", comp="epl", h="NEW", a="AVL", date="2026-11-07", team="NEW",
         cl=["S1", "P1", "C1w", "ABsame", "R1", "R2"], lay="bullets", ko="15:00"),
    dict(fam="win", comp="epl", h="MCI", a="BHA", date="2026-11-28", team="MCI",
         cl=["S1", "P4", "C1w", "R1"], lay="paras", ko="15:00"),
    dict(fam="win", comp="epl", h="WHU", a="NFO", date="2027-01-09", team="NFO",
         cl=["S1", "P1", "C1w", "R1", "R2"], lay="faq", ko="17:30"),
    dict(fam="win", comp="laliga", h="RMA", a="BAR", date="2026-10-24", team="BAR",
         cl=["S1", "P1", "C1w", "R1", "R2"], lay="headings", ko="14:15"),
    dict(fam="win", comp="laliga", h="ATM", a="SEV", date="2026-09-19", team="ATM",
         cl=["S1", "P1", "C1w", "R1"], lay="semicolon", ko="19:00"),
    dict(fam="win", comp="laliga", h="RBB", a="VCF", date="2026-11-21", team="RBB",
         cl=["S1", "P4", "C1w", "R1", "R2"], lay="numbered", ko="20:00"),
    dict(fam="win", comp="laliga", h="VIL", a="RVC", date="2027-02-13", team="RVC",
         cl=["S1", "P1", "C1w", "ABsame", "R1"], lay="paras", ko="15:15"),
    dict(fam="win", comp="bundesliga", h="BMU", a="BVB", date="2026-11-14", team="BMU",
         cl=["S1", "P1", "C1w", "R1", "R2"], lay="paras", ko="17:30"),
    dict(fam="win", comp="bundesliga", h="RBL", a="SGE", date="2026-09-26", team="SGE",
         cl=["S1", "P1", "C1w", "R1"], lay="lines", ko="13:30"),
    dict(fam="win", comp="bundesliga", h="LEV", a="VFB", date="2027-01-23", team="LEV",
         cl=["S1", "P4", "C1w", "R1"], lay="single", ko="14:30"),
    dict(fam="win", comp="seriea", h="JUV", a="INT", date="2026-10-31", team="INT",
         cl=["S1", "P1", "C1w", "R1", "R2", "NOTE"], lay="paras", ko="19:45"),
    dict(fam="win", comp="seriea", h="NAP", a="ROM", date="2026-12-12", team="NAP",
         cl=["S1", "P1", "C1w", "R1"], lay="stars", ko="19:45"),
    dict(fam="win", comp="seriea", h="ACM", a="LAZ", date="2027-02-27", team="ACM",
         cl=["S1", "P1", "C1w", "ABno", "R1", "R2"], lay="headings_block", ko="17:00"),
    dict(fam="win", comp="ligue1", h="PSG", a="OM", date="2026-10-25", team="PSG",
         cl=["S1", "P1", "C1w", "R1"], lay="paras", ko="19:45"),
    dict(fam="win", comp="ligue1", h="OL", a="MON", date="2026-12-06", team="MON",
         cl=["S1", "P4", "C1w", "R1"], lay="faq", ko="16:00"),
    dict(fam="win", comp="mls", h="MIA", a="LAG", date="2026-05-16", team="MIA",
         cl=["S1", "P4", "C1w", "R1", "R2"], lay="numbered", ko="23:30"),
    dict(fam="win", comp="mls", h="SEA", a="LAFC", date="2026-08-29", team="LAFC",
         cl=["S1", "P1", "C1w", "R1"], lay="single", ko="02:30"),
    dict(fam="win", comp="mls", h="ATL", a="CLB", date="2026-08-22", team="ATL",
         cl=["S1", "P1", "C1w", "R1", "R2"], lay="paras", ko="23:30"),
    dict(fam="win", comp="ucl", h="BMU", a="PSG", date="2026-10-21", team="PSG",
         cl=["S1", "P1", "C1w", "R1"], lay="paras", ko="19:00"),
    dict(fam="win", comp="ucl", h="MCI", a="INT", date="2026-11-25", team="MCI",
         cl=["S1", "P1", "C1w", "ABsame", "R1", "R2"], lay="numbered", ko="20:00"),
    dict(fam="win", comp="wc", h="ESP", a="URU", date="2026-06-15", team="ESP",
         cl=["S1", "P1", "C1w", "R1", "R2"], lay="paras", ko="22:00"),
    dict(fam="win", comp="wc", h="ARG", a="SEN", date="2026-06-17", team="ARG",
         cl=["S1", "P1", "C1w", "R1"], lay="faq", ko="01:00"),
    dict(fam="win", comp="wc", h="KOR", a="CIV", date="2026-06-19", team="CIV",
         cl=["S1", "P1", "C1w", "R1", "R2"], lay="bullets", ko="02:00"),
    # ---------------- draw ----------------
    dict(fam="draw", comp="epl", h="LIV", a="NEW", date="2026-12-19",
         cl=["S1", "P1", "C1d", "R1", "R2"], lay="paras", ko="15:00"),
    dict(fam="draw", comp="epl", h="AVL", a="BRE", date="2026-09-12",
         cl=["S1", "P1", "C1d", "R1"], lay="single", ko="14:00"),
    dict(fam="draw", comp="laliga", h="RSO", a="ATH", date="2026-10-04",
         cl=["S1", "P1", "C1d", "R1", "R2"], lay="headings", ko="16:15"),
    dict(fam="draw", comp="laliga", h="RCC", a="ALA", date="2027-01-16",
         cl=["S1", "P4", "C1d", "R1"], lay="bullets", ko="13:00"),
    dict(fam="draw", comp="bundesliga", h="SCF", a="WOB", date="2026-10-10",
         cl=["S1", "P1", "C1d", "ABsame", "R1"], lay="faq", ko="13:30"),
    dict(fam="draw", comp="bundesliga", h="BMG", a="FCU", date="2027-02-20",
         cl=["S1", "P4", "C1d", "R1", "R2"], lay="paras", ko="14:30"),
    dict(fam="draw", comp="seriea", h="ATA", a="FIO", date="2026-11-01",
         cl=["S1", "P1", "C1d", "R1"], lay="semicolon", ko="14:00"),
    dict(fam="draw", comp="seriea", h="BOL", a="TOR", date="2027-03-14",
         cl=["S1", "P1", "C1d", "R1", "R2"], lay="numbered", ko="11:30"),
    dict(fam="draw", comp="ligue1", h="REN", a="RCL", date="2026-11-08",
         cl=["S1", "P1", "C1d", "R1", "NOTE"], lay="paras", ko="16:00"),
    dict(fam="draw", comp="mls", h="NYC", a="CIN", date="2026-09-19",
         cl=["S1", "P4", "C1d", "R1"], lay="lines", ko="23:30"),
    dict(fam="draw", comp="ucl", h="BVB", a="JUV", date="2026-12-09",
         cl=["S1", "P1", "C1d", "R1", "R2"], lay="paras", ko="20:00"),
    dict(fam="draw", comp="wc", h="FRA", a="NED", date="2026-06-20",
         cl=["S1", "P1", "C1d", "R1"], lay="paras", ko="19:00"),
    dict(fam="draw", comp="wc", h="USA", a="MEX", date="2026-06-25",
         cl=["S1", "P1", "C1d", "ABsame", "R1", "R2"], lay="bullets", ko="01:00"),
    # ---------------- advance (S6) ----------------
    dict(fam="advance", comp="ucl", h="INT", a="BMU", date="2027-03-16", team="INT",
         q="Will FC Internazionale Milano advance past FC Bayern München?",
         g="FC Internazionale Milano", slug="advance-int", smt="soccer_to_advance",
         otext='This market resolves to "Yes" if {home} progress from their {comp} round-of-16 tie '
               'against {away}, the second leg of which is scheduled for {dl}. It resolves to "No" if '
               '{away} go through instead.',
         ostyles=["condition_first", "british", "syn:progress"],
         cl=[("S6", "scope", "The tie is decided over both legs, so the outcome includes any extra time "
              "and a penalty shoot-out if one is needed.", ["aggregate", "british_spelling"]),
             "P1", "C2", "R1"], lay="paras", ko="20:00"),
    dict(fam="advance", comp="ucl", h="ARS", a="BAR", date="2027-04-13", team="BAR",
         q="Will FC Barcelona reach the semi-finals?", g="FC Barcelona", slug="advance-bar",
         smt="soccer_to_advance",
         otext='"Yes" if {team} qualify for the semi-finals at the expense of {opp}; "No" if {opp} '
               'qualify. The deciding match is the second leg at {home}\'s ground on {du}.',
         ostyles=["result_first", "syn:qualify", "joined_semicolon"],
         cl=[("S6", "scope", "Whoever advances counts, whether the tie is settled in normal time, in "
              "extra time or on penalties.", ["syn:on_penalties"]),
             "P1", "C2", "R1", "R2"], lay="headings", ko="19:00"),
    dict(fam="advance", comp="ucl", h="PSG", a="LIV", date="2027-05-04", team="PSG",
         q="Paris Saint-Germain FC vs. Liverpool FC: who goes through?", g="Paris Saint-Germain FC",
         slug="par", smt="moneyline", main_event=True,
         otext="This is a two-way market on the {comp} semi-final second leg between {home} and "
               "{away} on {dl}. The {home} outcome is paid if {home} go through to the final; there "
               "is no draw outcome.",
         ostyles=["two_way", "mentions_other_market"],
         cl=[("S6", "scope", "Extra time and a penalty shootout, where needed, are part of the "
              "result.", ["syn:shootout"]),
             "P1", "C2", "R1"], lay="faq", ko="19:00"),
    dict(fam="advance", comp="wc", h="BRA", a="ENG", date="2026-07-05", team="ENG",
         q="Will England advance to the World Cup semi-finals?", g="England", slug="advance-eng",
         smt="soccer_to_advance",
         otext="The market resolves Yes if {team} beat {opp} in the {comp} quarter-final on {du} and "
               "move on to the semi-finals. If {opp} advance, it resolves No.",
         ostyles=["condition_first", "british", "syn:move_on"],
         cl=[("S6", "scope", "Extra time and kicks from the penalty mark both count toward deciding "
              "who progresses.", ["syn:kicks_from_penalty_mark"]),
             "P1", "C2", "AB5050", "R1"], lay="paras", ko="20:00"),
    dict(fam="advance", comp="wc", h="GER", a="PORn", date="2026-07-01", team="GER",
         q="Will Germany advance past Portugal?", g="Germany", slug="advance-ger",
         smt="soccer_to_advance",
         otext="Yes: {team} go through to the next round of the {comp} after the knockout game "
               "against {opp} on {dl}. No: {opp} go through.",
         ostyles=["terse", "colon_definition"],
         cl=[("S6", "scope", "Includes extra time and, if required, a penalty shoot-out.",
              ["terse", "british_spelling"]),
             "P1", "C2", "R1"], lay="bullets", ko="21:00"),
    # ---------------- spread ----------------
    dict(fam="spread", comp="epl", h="MCI", a="NFO", date="2026-12-26", team="MCI",
         q="Spread: Manchester City FC (-1.5)", g="Manchester City FC (-1.5)",
         slug="spread-home-1pt5", smt="spreads", wire_line=-1.5, line=1.5,
         otext='This market resolves "Yes" if {team} beat {opp} by two or more goals in the {comp} '
               'match on {dl}. A one-goal {team} win, a draw or a {opp} win resolves it "No".',
         ostyles=["number_words", "condition_first"],
         cl=["S1", "P1", "C2", "R1"], lay="paras", ko="15:00"),
    dict(fam="spread", comp="laliga", h="BAR", a="VIL", date="2026-12-13", team="BAR",
         q="Spread: FC Barcelona (-1.5)", g="FC Barcelona (-1.5)",
         slug="spread-home-1pt5", smt="spreads", wire_line=-1.5, line=1.5,
         otext="{team} must win by a margin of at least 2 goals against {opp} ({comp}, {du}) for "
               "this market to resolve Yes; any other result is a No.",
         ostyles=["numerals", "result_first", "joined_semicolon"],
         cl=["S1", "P1", "C2", "R1", "R2"], lay="numbered", ko="20:00"),
    dict(fam="spread", comp="bundesliga", h="BMU", a="WOB", date="2027-04-03", team="BMU",
         q="Spread: FC Bayern München (-2.5)", g="FC Bayern München (-2.5)",
         slug="spread-home-2pt5", smt="spreads", wire_line=-2.5, line=2.5,
         otext="Will {team} win by three goals or more? The market resolves Yes if {team} finish at "
               "least three goals clear of {opp} in their {comp} game on {dl}, and No otherwise.",
         ostyles=["question_framing", "number_words", "otherwise"],
         cl=["S1", "P1", "C2", "R1"], lay="single", ko="13:30"),
    dict(fam="spread", comp="ligue1", h="MON", a="PSG", date="2027-01-30", team="PSG",
         q="Spread: Paris Saint-Germain FC (-1.5)", g="Paris Saint-Germain FC (-1.5)",
         slug="spread-away-1pt5", smt="spreads", wire_line=-1.5, line=1.5,
         otext="Yes if the visitors, {team}, win at {opp} on {du} by a margin greater than 1.5 "
               "goals. No in every other case.",
         ostyles=["terse", "numerals", "away_side"],
         cl=["S1", "P1", "C2", "AB5050", "R1"], lay="headings", ko="20:00"),
    dict(fam="spread", comp="mls", h="POR", a="LAFC", date="2026-10-03", team="LAFC",
         q="Spread: Los Angeles FC (-1.5)", g="Los Angeles FC (-1.5)",
         slug="spread-away-1pt5", smt="spreads", wire_line=-1.5, line=1.5,
         otext="LAFC -1.5 at Portland. Yes = {team} beat {opp} by 2+ goals ({dl}). Otherwise No.",
         ostyles=["terse", "numerals", "otherwise", "abbreviations"],
         cl=["S1", "P1", "C2", "R1", "R2"], lay="lines", ko="02:30"),
    # ---------------- total ----------------
    dict(fam="total", comp="epl", h="CHE", a="LIV", date="2027-01-02", outcome="over", line=2.5,
         q="Will Chelsea FC vs. Liverpool FC have more than 2.5 goals?", g="Over 2.5",
         slug="total-2pt5", smt="totals", wire_line=2.5,
         otext='This market resolves to "Yes" if three or more goals are scored in total in the '
               '{comp} match between {home} and {away} on {dl}. Two goals or fewer resolves it to "No".',
         ostyles=["number_words", "passive"],
         cl=["S1", "P1", "C2", "R1", "R2", "NOTE"], lay="paras", ko="17:30"),
    dict(fam="total", comp="laliga", h="SEV", a="RMA", date="2026-11-01", outcome="under", line=2.5,
         q="Will Sevilla FC vs. Real Madrid CF finish under 2.5 goals?", g="Under 2.5",
         slug="total-2pt5", smt="totals", wire_line=2.5,
         otext='"Yes" if the game between {home} and {away} on {du} produces two goals or fewer; '
               '"No" if it produces three or more.',
         ostyles=["result_first", "number_words", "joined_semicolon"],
         cl=["S1", "P1", "C2", "R1"], lay="faq", ko="20:00"),
    dict(fam="total", comp="bundesliga", h="BVB", a="RBL", date="2027-03-13", outcome="over", line=3.5,
         q="Will Borussia Dortmund vs. RB Leipzig have over 3.5 goals?", g="Over 3.5",
         slug="total-3pt5", smt="totals", wire_line=3.5,
         otext="Over 3.5 goals in {home} vs. {away} ({comp}, {dl}) means Yes: four goals or more "
               "between the two sides. Three or fewer means No.",
         ostyles=["result_first", "number_words", "colon_definition"],
         cl=["S1", "P1", "C2", "R1"], lay="bullets", ko="17:30"),
    dict(fam="total", comp="seriea", h="INT", a="ACM", date="2027-02-07", outcome="under", line=1.5,
         q="Will FC Internazionale Milano vs. AC Milan have under 1.5 goals?", g="Under 1.5",
         slug="total-1pt5", smt="totals", wire_line=1.5,
         otext="If no more than one goal is scored in the Milan derby between {home} and {away} on "
               "{du}, this market resolves Yes; if two or more goals are scored, it resolves No.",
         ostyles=["condition_first", "number_words", "joined_semicolon"],
         cl=["S1", "P1", "C2", "R1", "R2"], lay="single", ko="19:45"),
    dict(fam="total", comp="wc", h="MAR", a="JPN", date="2026-07-02", outcome="over", line=2.5,
         q="Will Morocco vs. Japan have over 2.5 goals?", g="Over 2.5",
         slug="total-2pt5", smt="totals", wire_line=2.5,
         otext="The market resolves to Yes if at least three goals are scored in the {comp} "
               "round-of-32 knockout match between {home} and {away} on {dl}, and to No otherwise.",
         ostyles=["number_words", "otherwise", "passive"],
         cl=[("S5", "scope", "Every goal scored in the match counts, including goals in extra time if "
              "the game goes that far; kicks taken in a penalty shoot-out are not goals for this "
              "market.", ["includes_extra_time", "joined_semicolon"]),
             "P1", "C2", "R1"], lay="paras", ko="20:00"),
    # ---------------- btts ----------------
    dict(fam="btts", comp="epl", h="TOT", a="ARS", date="2027-03-14", outcome="yes",
         q="Both teams to score: Tottenham Hotspur FC vs. Arsenal FC?", g="Both Teams to Score",
         slug="btts", smt="both_teams_to_score",
         otext='This market resolves "Yes" if {home} and {away} each score at least once in their '
               '{comp} game on {dl}. If either team is held scoreless, it resolves "No".',
         ostyles=["condition_first", "syn:held_scoreless"],
         cl=["S1", "P1", "C2", "R1"], lay="paras", ko="16:30"),
    dict(fam="btts", comp="laliga", h="ATH", a="RBB", date="2027-02-21", outcome="yes",
         q="Both teams to score: Athletic Club vs. Real Betis Balompié?", g="Both Teams to Score",
         slug="btts", smt="both_teams_to_score",
         otext="Yes if both sides find the net in {home} vs. {away} on {du}; No if one or both fail "
               "to score.",
         ostyles=["terse", "syn:find_the_net", "joined_semicolon"],
         cl=["S1", "P1", "C2", "R1", "R2"], lay="numbered", ko="17:30"),
    dict(fam="btts", comp="seriea", h="LAZ", a="NAP", date="2026-12-20", outcome="no",
         q="Will at least one team fail to score in SS Lazio vs. SSC Napoli?", g="Not Both Teams to Score",
         slug="btts-no", smt="both_teams_to_score",
         otext="This market resolves Yes if at least one of {home} and {away} fails to score in their "
               "{comp} match on {dl}. It resolves No if both teams get on the scoresheet.",
         ostyles=["negated_market", "syn:scoresheet"],
         cl=["S1", "P1", "C2", "R1"], lay="single", ko="19:45"),
    dict(fam="btts", comp="ligue1", h="OM", a="OL", date="2027-03-21", outcome="yes",
         q="Both teams to score: Olympique de Marseille vs. Olympique Lyonnais?", g="Both Teams to Score",
         slug="btts", smt="both_teams_to_score",
         otext="Will both {home} and {away} score in the {comp} fixture on {du}? Yes if each team "
               "scores one goal or more, No otherwise.",
         ostyles=["question_framing", "otherwise"],
         cl=["S1", "P1", "C2", "AB5050", "R1"], lay="faq", ko="19:45"),
    # ---------------- half ----------------
    dict(fam="half", comp="epl", h="AVL", a="MUN", date="2027-04-10", team="AVL", half="first",
         q="Will Aston Villa FC lead at half-time?", g="Aston Villa FC (1st half)",
         slug="1h-ast", smt="soccer_first_half_result",
         otext='This market resolves to "Yes" if {team} are ahead of {opp} when the referee blows for '
               'half-time in the {comp} match on {dl}. A level first half or a {opp} lead at the '
               'break resolves it to "No". Only goals scored in the first half, including its '
               'stoppage time, count.',
         ostyles=["condition_first", "syn:break", "british"],
         cl=["P1", "C2", "R1"], lay="paras", ko="14:00"),
    dict(fam="half", comp="bundesliga", h="SGE", a="LEV", date="2026-12-05", outcome="draw", half="first",
         q="Will Eintracht Frankfurt vs. Bayer 04 Leverkusen be level at half-time?",
         g="Draw (1st half)", slug="1h-draw", smt="soccer_first_half_result",
         otext="Yes if the score is level at the interval of {home} vs. {away} on {du}; No if either "
               "team leads after the first 45 minutes and first-half stoppage time.",
         ostyles=["terse", "syn:interval", "syn:level"],
         cl=["P1", "C2", "R1", "R2"], lay="single", ko="14:30"),
    dict(fam="half", comp="seriea", h="FIO", a="JUV", date="2027-04-18", team="JUV", half="second",
         q="Will Juventus FC win the second half?", g="Juventus FC (2nd half)",
         slug="2h-juv", smt="soccer_second_half_result",
         otext="{team} must score more goals than {opp} in the second half alone of their {comp} "
               "game on {dl} for this market to resolve Yes. Goals before the interval are ignored. "
               "Otherwise it resolves No.",
         ostyles=["result_first", "otherwise", "second_half_only"],
         cl=["P1", "C2", "R1"], lay="bullets", ko="16:00"),
    dict(fam="half", comp="ligue1", h="NIC", a="REN", date="2027-02-14", outcome="draw", half="second",
         q="Will the second half of OGC Nice vs. Stade Rennais FC be drawn?", g="Draw (2nd half)",
         slug="2h-draw", smt="soccer_second_half_result",
         otext="This market looks only at goals scored after half-time in {home} vs. {away} ({comp}, "
               "{du}). If both teams score the same number of second-half goals (including none), it "
               "resolves Yes; otherwise No.",
         ostyles=["second_half_only", "otherwise", "joined_semicolon"],
         cl=["P1", "C2", "R1"], lay="headings", ko="14:00"),
    # ---------------- exact score ----------------
    dict(fam="exact_score", comp="epl", h="BHA", a="EVE", date="2027-04-24", outcome="2-1",
         q="Exact score: Brighton & Hove Albion FC 2-1 Everton FC?", g="2-1",
         slug="exact-2-1", smt="soccer_exact_score",
         otext='This market resolves "Yes" if the final score is {home} 2, {away} 1 in the {comp} '
               'match on {dl}. Any other score resolves it "No".',
         ostyles=["condition_first"],
         cl=["S1", "P1", "C3x", "R1"], lay="paras", ko="14:00"),
    dict(fam="exact_score", comp="laliga", h="VCF", a="RCC", date="2027-04-04", outcome="0-0",
         q="Exact score: Valencia CF 0-0 RC Celta de Vigo?", g="0-0",
         slug="exact-0-0", smt="soccer_exact_score",
         otext="Will {home} and {away} play out a goalless draw on {du}? This market resolves Yes if "
               "the match ends 0-0 and No if anyone scores.",
         ostyles=["question_framing", "syn:goalless"],
         cl=["S1", "P1", "C3x", "R1", "R2"], lay="faq", ko="19:00"),
    dict(fam="exact_score", comp="bundesliga", h="VFB", a="SCF", date="2027-04-17", outcome="0-2",
         q="Will SC Freiburg win 2-0 away at VfB Stuttgart?", g="0-2",
         slug="exact-0-2", smt="soccer_exact_score",
         otext="Yes if {away} win 2-0 on their visit to {home} ({comp}, {dl}), i.e. the final score "
               "reads {home} 0, {away} 2. Every other scoreline is No.",
         ostyles=["away_first", "terse"],
         cl=["S1", "P1", "C3x", "R1"], lay="single", ko="13:30"),
    dict(fam="exact_score", comp="mls", h="CIN", a="PHI", date="2026-09-26", outcome="1-1",
         q="Exact score: FC Cincinnati 1-1 Philadelphia Union?", g="1-1",
         slug="exact-1-1", smt="soccer_exact_score",
         otext="The market resolves Yes if {home} vs. {away} on {dl} finishes 1-1, and No for any "
               "other score.",
         ostyles=["american"],
         cl=["S1", "P1", "C3x", "R1"], lay="bullets", ko="23:30"),
    dict(fam="exact_score", comp="wc", h="CRO", a="JPN", date="2026-06-27", outcome="3-1",
         q="Exact score: Croatia 3-1 Japan?", g="3-1",
         slug="exact-3-1", smt="soccer_exact_score",
         otext="Croatia 3-1 Japan ({comp}, {du}). Yes if that is the final score; No otherwise.",
         ostyles=["terse", "otherwise"],
         cl=["S1", "P1", "C3x", "R1", "R2"], lay="lines", ko="23:00"),
    # ---------------- other ----------------
    dict(fam="other", comp="ucl", h="NAP", a="BMU", date="2027-03-09", team="BMU",
         q="Will FC Bayern München score first vs. SSC Napoli?", g="FC Bayern München (first goal)",
         slug="first-to-score-bay", smt="soccer_first_to_score",
         otext='This market resolves "Yes" if {team} score the opening goal of the {comp} knockout '
               'match against {opp} on {dl}, and "No" if {opp} score first or nobody scores.',
         ostyles=["condition_first", "syn:opening_goal"],
         cl=[("S5", "scope", "The whole match is considered, extra time included, so a first goal "
              "in extra time counts; a penalty shoot-out is not part of it.", ["includes_extra_time"]),
             "P1", "C3f", "R1"], lay="paras", ko="20:00"),
    dict(fam="other", comp="epl", h="NEW", a="BHA", date="2027-05-01", outcome="over", line=9.5,
         q="Newcastle United FC vs. Brighton & Hove Albion FC: over 9.5 corners?", g="Corners O 9.5",
         slug="corners-9pt5", smt="soccer_total_corners", wire_line=9.5,
         otext="Yes if ten or more corner kicks are taken in total by {home} and {away} in the {comp} "
               "game on {du}; No if nine or fewer.",
         ostyles=["number_words", "joined_semicolon"],
         cl=[("S1", "scope", "Corners taken in regulation (90 minutes plus stoppage time) are counted; any in "
              "extra time are not.", ["passive"]), "P1", "C2", "R1"], lay="single", ko="14:00"),
    dict(fam="other", comp="laliga", h="ATM", a="BAR", date="2027-05-08", outcome="yes",
         q="Will a red card be shown in Club Atlético de Madrid vs. FC Barcelona?", g="Red card",
         slug="red-card", smt="soccer_red_card",
         otext="The market resolves Yes if the referee sends off at least one player (straight red "
               "or second yellow) in {home} vs. {away} on {dl}. Otherwise it resolves No.",
         ostyles=["syn:sent_off", "otherwise"],
         cl=[("S1", "scope", "Only dismissals during the ninety minutes of regular time and its stoppage "
              "time count; extra time and any shoot-out are outside this market.", ["number_words"]),
             "P1", "C2", "R1"], lay="numbered", ko="19:00"),
]

# ---------------------------------------------------------------------------
# Hand-written legs: ambiguous ones and odd styles
# ---------------------------------------------------------------------------


def special(fam, comp, h, a, date, desc, exp, meanings, styles, team=None, ko="19:00", **wire):
    c = COMPS[comp]
    H, A = TEAMS[h][0], TEAMS[a][0]
    base_slug = f"{c['slug']}-{TEAMS[h][1]}-{TEAMS[a][1]}-{date}"
    if fam == "win":
        T = TEAMS[team][0]
        q, g, slug, smt, outcome = f"Will {T} win on {date}?", T, f"{base_slug}-{TEAMS[team][1]}", "moneyline", T
    elif fam == "draw":
        q, g, slug, smt, outcome = (f"Will {H} vs. {A} end in a draw?", f"Draw ({H} vs. {A})",
                                    f"{base_slug}-draw", "moneyline", "draw")
    else:
        q, g, slug, smt, outcome = wire["q"], wire["g"], f"{base_slug}-{wire['slug']}", wire["smt"], wire["outcome"]
    market = {
        "id": str(next(_ids)), "question": q, "slug": slug, "groupItemTitle": g,
        "sportsMarketType": smt, "line": wire.get("wire_line"),
        "outcomes": json.dumps(["Yes", "No"]), "description": desc,
        "resolutionSource": wire.get("rsrc", c["url"]),
        "event_title": f"{H} vs. {A}" if fam in ("win", "draw") else f"{H} vs. {A} - More Markets",
        "gameStartTime": date_forms(date, ko)["gst"],
    }
    full = {"family": fam, "outcome": outcome, "line": wire.get("line"), "half": None}
    full.update(exp)
    order = ["family", "outcome", "line", "half", "scope", "source_primary", "source_fallback",
             "timing_window", "void_cancelled", "void_postponed_long", "void_abandoned"]
    return {"venue": "venue_one", "styles": sorted(styles), "meanings": meanings, "home": H,
            "away": A, "competition": comp, "market": market,
            "expected": {k: full[k] for k in order}}


REG_OFF = dict(scope="regulation", source_primary="official", source_fallback="consensus")


def specials():
    out = []
    # A1 -- scope ambiguous: knockout second leg, no time scope at all.
    out.append(special(
        "win", "ucl", "RMA", "MCI", "2027-03-17",
        'This market will resolve to "Yes" if Real Madrid CF win their UEFA Champions League '
        'round-of-16 second-leg match against Manchester City FC, scheduled for March 17, 2027. If '
        'Real Madrid CF do not win the match, it will resolve to "No". The Draw market of this event '
        'covers the match ending level.\n\n'
        "If the match is postponed, this market will remain open until the match has been played.\n\n"
        'If the match is cancelled with no make-up match, this market resolves to "No".\n\n'
        "Official UEFA match statistics are the primary source; if they are not available within two "
        "hours of the end of the match, a consensus of credible reporting will be used.",
        dict(scope="ambiguous", source_primary="official", source_fallback="consensus",
             timing_window="open_until_played", void_cancelled="no", void_postponed_long="result",
             void_abandoned=None),
        ["F:win", "S:ambiguous", "P1", "C1", "R1"],
        ["knockout_second_leg", "no_time_scope", "mentions_other_market", "future", "layout:paras"],
        team="RMA", ko="20:00"))
    # A3 -- cancellation ambiguous.
    out.append(special(
        "win", "epl", "TOT", "CRY", "2027-02-06",
        "Tottenham Hotspur FC vs. Crystal Palace FC, Premier League, 6 February 2027.\n"
        '- Yes: Tottenham Hotspur FC win. No: draw or Crystal Palace FC win.\n'
        "- Counted over the regulation 90 minutes plus stoppage time only.\n"
        "- Postponement: the market is held open until the rescheduled match is played.\n"
        "- Cancellation: if the match never takes place, the market will be settled in line with "
        "standard practice for such events.\n"
        "- Source: official Premier League statistics, or, if these are not published within 2 hours "
        "of the final whistle, a consensus of credible reporting.",
        dict(scope="regulation", source_primary="official", source_fallback="consensus",
             timing_window="open_until_played", void_cancelled="ambiguous",
             void_postponed_long="result", void_abandoned=None),
        ["F:win", "S1", "P1", "C:ambiguous", "R1"],
        ["layout:bullets", "terse", "vague_cancellation", "british"], team="TOT", ko="15:00"))
    # A4 -- source ambiguous: two sources, no order.
    out.append(special(
        "win", "ligue1", "LIL", "NIC", "2027-03-07",
        "If LOSC Lille beat OGC Nice in their Ligue 1 match scheduled for March 7, 2027, this market "
        'resolves to "Yes"; any other result resolves it to "No". The result is the score after 90 '
        "minutes plus stoppage time. Should the match be postponed, the market stays open until it is "
        'played. If the match is cancelled and not made up, the market resolves "No". The result will '
        "be taken from official Ligue 1 data or from leading sports media.",
        dict(scope="regulation", source_primary="ambiguous", source_fallback="ambiguous",
             timing_window="open_until_played", void_cancelled="no", void_postponed_long="result",
             void_abandoned=None),
        ["F:win", "S1", "P1", "C1", "R:ambiguous"],
        ["layout:single_paragraph", "unordered_sources", "joined_semicolon"], team="LIL", ko="16:05"))
    # A6 -- scope ambiguous: two contradicting scope statements.
    out.append(special(
        "win", "ucl", "BAR", "LIV", "2027-04-14",
        'Market: "Yes" if Liverpool FC defeat FC Barcelona in the UEFA Champions League quarter-final '
        'second leg on 14 April 2027; otherwise "No".\n\n'
        "Period: the outcome is the score at the end of 90 minutes plus stoppage time.\n\n"
        "Postponement: the market remains open until the match is played.\n\n"
        'Cancellation: cancelled with no make-up match resolves "No".\n\n'
        "Source: official UEFA statistics; if not published within two hours, a consensus of "
        "credible reporting.\n\n"
        "Note: goals scored in any extra time played in this match also count toward the result.",
        dict(scope="ambiguous", source_primary="official", source_fallback="consensus",
             timing_window="open_until_played", void_cancelled="no", void_postponed_long="result",
             void_abandoned=None),
        ["F:win", "S:ambiguous", "P1", "C1", "R1"],
        ["layout:headings", "contradicting_scope", "british"], team="LIV", ko="19:00"))
    # A2 -- postponement ambiguous.
    out.append(special(
        "draw", "epl", "EVE", "WHU", "2027-03-20",
        'Will Everton FC and West Ham United FC draw on March 20, 2027? "Yes" if the Premier League '
        'match is level after ninety minutes and stoppage time; "No" if either side wins.\n\n'
        "If the game is delayed, the market may be kept open for as long as the resolver considers "
        "reasonable, after which it will be settled in whatever manner is deemed fair.\n\n"
        'A match cancelled outright, without a make-up game, resolves this market to "Yes".\n\n'
        "Resolution follows the official Premier League statistics; if these have not been published "
        "within two hours of the end of the match, a consensus of credible reporting applies.",
        dict(scope="regulation", source_primary="official", source_fallback="consensus",
             timing_window="ambiguous", void_cancelled="yes", void_postponed_long="ambiguous",
             void_abandoned=None),
        ["F:draw", "S1", "P:ambiguous", "C1", "R1"],
        ["layout:paras", "vague_postponement", "question_framing", "number_words"], ko="15:00"))
    # A5 -- abandonment ambiguous (total).
    out.append(special(
        "total", "mls", "LAG", "MIA", "2026-10-17",
        "Market: Yes if LA Galaxy vs. Inter Miami CF (MLS, Oct 17, 2026) has 3 or more goals; No if "
        "it has 2 or fewer.\n\n"
        "Period: regulation time (90 minutes + stoppage) only.\n\n"
        "Postponement: the market stays open until the game is played.\n\n"
        "Cancellation: canceled with no make-up game resolves 50-50.\n\n"
        "Abandonment: an abandoned match will be dealt with on a case-by-case basis.\n\n"
        "Resolution source: official MLS statistics; if not published within 2 hours, a consensus of "
        "credible reporting.",
        dict(scope="regulation", source_primary="official", source_fallback="consensus",
             timing_window="open_until_played", void_cancelled="50-50",
             void_postponed_long="result", void_abandoned="ambiguous"),
        ["F:total", "S1", "P1", "C2", "AB:ambiguous", "R1"],
        ["layout:headings", "american_spelling", "vague_abandonment", "numerals"], ko="02:30",
        q="Will LA Galaxy vs. Inter Miami CF have more than 2.5 goals?", g="Over 2.5",
        slug="total-2pt5", smt="totals", wire_line=2.5, line=2.5, outcome="over"))
    # Legal-drafting draw leg, whole text written out.
    out.append(special(
        "draw", "ligue1", "LIL", "OM", "2026-09-27",
        "1. Definitions. \"Match\" means the Ligue 1 fixture between LOSC Lille and Olympique de "
        "Marseille scheduled for 27 September 2026. \"Result\" means the score at the conclusion of "
        "regulation time, being ninety (90) minutes together with any stoppage time, and excludes "
        "extra time and any penalty shoot-out.\n"
        "2. Resolution. This market shall resolve to \"Yes\" if the Result is a draw, and to \"No\" in "
        "all other cases.\n"
        "3. Postponement. In the event the Match is postponed, this market shall remain open until "
        "the Match is played, irrespective of the length of the delay.\n"
        "4. Cancellation and abandonment. Notwithstanding clause 2, if the Match is cancelled and no "
        "make-up match is played, or is abandoned and not completed, this market shall resolve to "
        "\"Yes\".\n"
        "5. Sources. The official statistics recognised by the Ligue de Football Professionnel shall "
        "govern; failing their publication within two (2) hours of the end of the Match, a consensus "
        "of credible reporting may be relied upon. Revisions to the score after resolution shall be "
        "disregarded.",
        dict(scope="regulation", source_primary="official", source_fallback="consensus",
             timing_window="open_until_played", void_cancelled="yes", void_postponed_long="result",
             void_abandoned="yes"),
        ["F:draw", "S1", "P1", "C1", "AB", "R1", "R2"],
        ["legal", "layout:numbered", "definitions", "notwithstanding", "number_words",
         "british_spelling", "failing_that"], ko="18:45"))
    # Terse note style, postponement by P4, win leg.
    out.append(special(
        "win", "epl", "BRE", "CRY", "2026-12-28",
        "Brentford FC to beat Crystal Palace FC (Premier League, Dec 28, 2026).\n"
        "Scope: 90' + stoppage; no ET, no pens.\n"
        "Postponed, not rescheduled within 14 days: last fair mkt price at announcement.\n"
        "Cancelled, no make-up: No.\n"
        "Source: official PL stats; >2h without them: credible-reporting consensus.\n"
        "Post-resolution score changes: disregarded.",
        dict(scope="regulation", source_primary="official", source_fallback="consensus",
             timing_window=336, void_cancelled="no", void_postponed_long="last_price",
             void_abandoned=None),
        ["F:win", "S1", "P4", "C1", "R1", "R2"],
        ["terse", "abbreviations", "layout:lines", "numerals"], team="BRE", ko="15:00"))
    # FAQ style win leg with other-market mention and abandonment.
    out.append(special(
        "win", "bundesliga", "VFB", "BVB", "2027-04-24",
        "Q: What does a Yes share pay on?\n"
        "A: Borussia Dortmund winning away at VfB Stuttgart in the Bundesliga on 24 April 2027. A "
        "draw pays the separate Draw market, and a Stuttgart win pays the VfB Stuttgart market; in "
        "both cases this one resolves No.\n\n"
        "Q: Does extra time count?\n"
        "A: No. It is the score after the regular ninety minutes plus stoppage time.\n\n"
        "Q: And if the game is pushed back?\n"
        "A: The market stays open, without a deadline, until the match is played.\n\n"
        "Q: What if it is called off or abandoned for good?\n"
        "A: Then this market resolves No.\n\n"
        "Q: Which source is used?\n"
        "A: The official DFL match statistics. If they are not out two hours after the match, the "
        "consensus of credible reporting decides.",
        dict(scope="regulation", source_primary="official", source_fallback="consensus",
             timing_window="open_until_played", void_cancelled="no", void_postponed_long="result",
             void_abandoned="no"),
        ["F:win", "S1", "P1", "C1", "AB", "R1"],
        ["layout:faq", "question_answer", "mentions_other_market", "syn:pushed_back",
         "syn:called_off", "number_words"], team="BVB", ko="13:30"))
    return out


def build_all():
    legs = [build(s, 0) for s in SPECS]
    legs += specials()
    # order: by family as in the spec order; then number
    fam_order = ["win", "draw", "advance", "spread", "total", "btts", "half", "exact_score", "other"]
    legs.sort(key=lambda L: fam_order.index(L["expected"]["family"]))
    for i, L in enumerate(legs, 1):
        L["id"] = f"e1-{i:03d}"
    return legs
