"""Fixtures, wire builders and the validator for held-out reading set (z).

Standard library only. Everything here is deterministic.
"""
import json

# competition code -> venue_one slug prefix, venue_two series prefix, long name, site
COMPS = {
    "epl": ("epl", "KXEPL", "English Premier League", "https://www.premierleague.com/"),
    "laliga": ("lal", "KXLALIGA", "Spanish La Liga", "https://www.laliga.com/"),
    "bundesliga": ("bun", "KXBUNDESLIGA", "German Bundesliga", "https://www.bundesliga.com/"),
    "seriea": ("sea", "KXSERIEA", "Italian Serie A", "https://www.legaseriea.it/"),
    "ligue1": ("fl1", "KXLIGUE1", "French Ligue 1", "https://ligue1.com/"),
    "mls": ("mls", "KXMLS", "Major League Soccer", "https://www.mlssoccer.com/"),
    "ucl": ("ucl", "KXUCL", "UEFA Champions League", "https://www.uefa.com/"),
    "wc": ("fifwc", "KXWC", "FIFA World Cup", "https://www.fifa.com/"),
}

# key -> competition, venue_one names and slug codes, venue_two names and ticker
# codes, the kickoff (UTC) and the calendar date used in identifiers (local date).
FIX = {
    "ars_tot": dict(comp="epl", h1="Arsenal FC", a1="Tottenham Hotspur FC", hs="ars", as_="tot",
                    h2="Arsenal", a2="Tottenham", hk="ARS", ak="TOT",
                    ko="2026-10-17T16:30:00Z", day="2026-10-17"),
    "new_mun": dict(comp="epl", h1="Newcastle United FC", a1="Manchester United FC", hs="new", as_="mun",
                    h2="Newcastle", a2="Manchester United", hk="NEW", ak="MUN",
                    ko="2026-11-07T17:30:00Z", day="2026-11-07"),
    "avl_whu": dict(comp="epl", h1="Aston Villa FC", a1="West Ham United FC", hs="ast", as_="wes",
                    h2="Aston Villa", a2="West Ham", hk="AVL", ak="WHU",
                    ko="2026-12-26T15:00:00Z", day="2026-12-26"),
    "bet_sev": dict(comp="laliga", h1="Real Betis Balompié", a1="Sevilla FC", hs="bet", as_="sev",
                    h2="Real Betis", a2="Sevilla", hk="RBB", ak="SEV",
                    ko="2026-11-29T20:00:00Z", day="2026-11-29"),
    "dor_lev": dict(comp="bundesliga", h1="Borussia Dortmund", a1="Bayer 04 Leverkusen", hs="dor", as_="b04",
                    h2="Dortmund", a2="Leverkusen", hk="BVB", ak="LEV",
                    ko="2026-12-05T17:30:00Z", day="2026-12-05"),
    "sge_scf": dict(comp="bundesliga", h1="Eintracht Frankfurt", a1="SC Freiburg", hs="ein", as_="fre",
                    h2="Frankfurt", a2="Freiburg", hk="SGE", ak="SCF",
                    ko="2027-01-23T14:30:00Z", day="2027-01-23"),
    "rom_laz": dict(comp="seriea", h1="AS Roma", a1="SS Lazio", hs="rom", as_="laz",
                    h2="Roma", a2="Lazio", hk="ROM", ak="LAZ",
                    ko="2027-01-10T19:45:00Z", day="2027-01-10"),
    "nap_acm": dict(comp="seriea", h1="SSC Napoli", a1="AC Milan", hs="nap", as_="acm",
                    h2="Napoli", a2="AC Milan", hk="NAP", ak="ACM",
                    ko="2026-11-22T19:45:00Z", day="2026-11-22"),
    "olm_lyo": dict(comp="ligue1", h1="Olympique de Marseille", a1="Olympique Lyonnais", hs="olm", as_="lyo",
                    h2="Marseille", a2="Lyon", hk="OM", ak="OL",
                    ko="2027-02-07T19:45:00Z", day="2027-02-07"),
    "lil_ren": dict(comp="ligue1", h1="LOSC Lille", a1="Stade Rennais FC", hs="lil", as_="ren",
                    h2="Lille", a2="Rennes", hk="LIL", ak="REN",
                    ko="2026-10-04T15:00:00Z", day="2026-10-04"),
    "lag_sea": dict(comp="mls", h1="LA Galaxy", a1="Seattle Sounders FC", hs="lag", as_="sea",
                    h2="LA Galaxy", a2="Seattle", hk="LA", ak="SEA",
                    ko="2026-09-26T02:30:00Z", day="2026-09-25"),
    "mia_clb": dict(comp="mls", h1="Inter Miami CF", a1="Columbus Crew", hs="mia", as_="clb",
                    h2="Inter Miami", a2="Columbus", hk="MIA", ak="CLB",
                    ko="2026-10-18T23:30:00Z", day="2026-10-18"),
    "rma_bay": dict(comp="ucl", h1="Real Madrid CF", a1="FC Bayern München", hs="rea", as_="bay",
                    h2="Real Madrid", a2="Bayern Munich", hk="RMA", ak="BMU",
                    ko="2027-04-14T19:00:00Z", day="2027-04-14"),
    "che_atm": dict(comp="ucl", h1="Chelsea FC", a1="Atlético de Madrid", hs="che", as_="mad",
                    h2="Chelsea", a2="Atletico Madrid", hk="CFC", ak="ATM",
                    ko="2027-03-10T20:00:00Z", day="2027-03-10"),
    "bra_cro": dict(comp="wc", h1="Brazil", a1="Croatia", hs="bra", as_="cro",
                    h2="Brazil", a2="Croatia", hk="BRA", ak="CRO",
                    ko="2026-07-01T20:00:00Z", day="2026-07-01"),
    "mex_kor": dict(comp="wc", h1="Mexico", a1="Korea Republic", hs="mex", as_="kor",
                    h2="Mexico", a2="South Korea", hk="MEX", ak="KOR",
                    ko="2026-06-19T01:00:00Z", day="2026-06-18"),
}

MONTHS = ["JAN", "FEB", "MAR", "APR", "MAY", "JUN", "JUL", "AUG", "SEP", "OCT", "NOV", "DEC"]

ESPN = {"name": "ESPN", "url": "https://www.espn.com/soccer/"}
FOX = {"name": "Fox Sports", "url": "https://www.foxsports.com/soccer"}
SERIES_SRC = {
    "espn_fox": [ESPN, FOX],
    "espn": [ESPN],
    "mls": [{"name": "MLS", "url": "https://www.mlssoccer.com/"}],
    "uefa": [{"name": "UEFA", "url": "https://www.uefa.com/"}],
    "fifa": [{"name": "FIFA", "url": "https://www.fifa.com/"}],
}

FAMILIES = {"win", "draw", "advance", "spread", "total", "btts", "half", "exact_score", "other", "unknown"}
SCOPES = {"regulation", "extra_time", "penalties", "ambiguous", None}
SOURCES = {"official", "provider", "consensus", "venue", "ambiguous", None}
PAYOUTS = {"yes", "no", "50-50", "fair_price", "last_price", "refund", "result", "ambiguous", None}
EXPECTED_KEYS = ["family", "outcome", "line", "half", "scope", "source_primary", "source_fallback",
                 "timing_window", "void_cancelled", "void_postponed_long", "void_abandoned"]


def tdate(day):
    y, m, d = day.split("-")
    return y[2:] + MONTHS[int(m) - 1] + d


def _id(seed):
    # deterministic pseudo market id
    h = 0
    for ch in seed:
        h = (h * 131 + ord(ch)) % 9_000_000
    return str(1_000_000 + h)


def v1_market(fx, family, side, description, line=None, stype=None):
    f = FIX[fx]
    pfx, _, _, site = COMPS[f["comp"]]
    h, a, day = f["h1"], f["a1"], f["day"]
    team = {"home": h, "away": a}.get(side)
    tcode = {"home": f["hs"], "away": f["as_"]}.get(side)
    base = f"{pfx}-{f['hs']}-{f['as_']}-{day}"
    if family == "win":
        q, git, slug, st = f"Will {team} win on {day}?", team, f"{base}-{tcode}", "moneyline"
    elif family == "draw":
        q, git, slug, st = (f"Will {h} vs. {a} end in a draw?", f"Draw ({h} vs. {a})",
                            f"{base}-draw", "moneyline")
    elif family == "advance":
        q, git, slug, st = (f"Will {team} advance?", team, f"{base}-{tcode}-advance", "soccer_to_advance")
    elif family == "total":
        word = "over" if side == "over" else "under"
        q = f"{h} vs. {a}: {word} {line} goals?"
        git, slug, st = f"O/U {line}", f"{base}-total-{str(line).replace('.', 'pt')}", "totals"
    elif family == "spread":
        q = f"Spread: {team} ({-line})"
        git, slug, st = f"{team} ({-line})", f"{base}-spread-{tcode}-{str(line).replace('.', 'pt')}", "spreads"
        line = -line
    elif family == "btts":
        q = f"{h} vs. {a}: both teams to score?" if side == "yes" else f"{h} vs. {a}: will at least one team fail to score?"
        git, slug, st = ("Both teams to score" if side == "yes" else "Not both teams to score",
                         f"{base}-btts" + ("" if side == "yes" else "-no"), "both_teams_to_score")
    elif family == "half":
        if side == "draw":
            q, git = f"Will {h} vs. {a} be level at half-time?", f"Half-time draw ({h} vs. {a})"
            slug = f"{base}-1h-draw"
        else:
            q, git = f"Will {team} lead at half-time on {day}?", f"{team} (1st half)"
            slug = f"{base}-1h-{tcode}"
        st = "first_half_moneyline"
    elif family == "exact_score":
        q, git = f"Will {h} vs. {a} finish {side}?", f"Exact score {side}"
        slug, st = f"{base}-score-{side}", "soccer_exact_score"
    else:
        raise ValueError(family)
    ko = f["ko"]
    return {
        "id": _id(slug),
        "question": q,
        "slug": slug,
        "groupItemTitle": git,
        "sportsMarketType": stype or st,
        "line": line,
        "outcomes": "[\"Yes\", \"No\"]",
        "description": description,
        "resolutionSource": site,
        "event_title": f"{h} vs. {a}",
        "gameStartTime": ko[:10] + " " + ko[11:19] + "+00",
    }


def v2_market(fx, family, side, primary, secondary, line=None, score=None):
    f = FIX[fx]
    _, spfx, _, _ = COMPS[f["comp"]]
    h, a = f["h2"], f["a2"]
    team = {"home": h, "away": a}.get(side)
    tk = {"home": f["hk"], "away": f["ak"]}.get(side)
    mid = tdate(f["day"]) + f["hk"] + f["ak"]
    if family in ("win", "draw"):
        series, title = spfx + "GAME", f"{h} vs {a} Winner?"
        suffix, sub = (tk, team) if family == "win" else ("TIE", "Tie")
    elif family == "advance":
        series, title, suffix, sub = spfx + "ADVANCE", f"{h} vs {a}: Who advances?", tk, team
    elif family == "total":
        series, title = spfx + "TOTAL", f"{h} vs {a}: Total goals"
        suffix = str(int(line + 0.5))
        sub = f"Over {line} goals" if side == "over" else f"Under {line} goals"
        if side == "under":
            suffix = "U" + suffix
    elif family == "spread":
        series, title = spfx + "SPREAD", f"{h} vs {a}: Spread"
        suffix, sub = tk + str(int(line + 0.5)), f"{team} wins by over {line} goals"
    elif family == "btts":
        series, title, suffix, sub = spfx + "BTTS", f"{h} vs {a}: Both teams to score?", "YES", "Both teams score"
    elif family == "half":
        half_code = "1H" if score == "first" else "2H"
        series = spfx + half_code
        title = f"{h} vs {a}: {'First' if score == 'first' else 'Second'} half winner?"
        suffix, sub = (tk, team) if side in ("home", "away") else ("TIE", "Tie")
    elif family == "exact_score":
        series, title = spfx + "SCORE", f"{h} vs {a}: Exact score"
        suffix, sub = side.replace("-", ""), f"{h} {side.split('-')[0]}-{side.split('-')[1]} {a}"
    else:
        raise ValueError(family)
    ev = f"{series}-{mid}"
    return {
        "ticker": f"{ev}-{suffix}",
        "event_ticker": ev,
        "series_ticker": series,
        "title": title,
        "yes_sub_title": sub,
        "no_sub_title": sub,
        "rules_primary": primary,
        "rules_secondary": secondary,
        "occurrence_datetime": f["ko"],
    }


def leg(id_, venue, fx, styles, meanings, market, expected, series=None):
    f = FIX[fx]
    n = "1" if venue == "venue_one" else "2"
    out = {
        "id": id_,
        "venue": venue,
        "styles": sorted(styles),
        "meanings": meanings,
        "home": f["h" + n],
        "away": f["a" + n],
        "competition": f["comp"],
        "market": market,
    }
    if venue == "venue_two":
        out["series_settlement_sources"] = SERIES_SRC[series]
    exp = {k: None for k in EXPECTED_KEYS}
    exp.update(expected)
    out["expected"] = {k: exp[k] for k in EXPECTED_KEYS}
    return out


def validate(legs):
    seen, texts = set(), set()
    for L in legs:
        i = L["id"]
        assert i not in seen, i
        seen.add(i)
        e = L["expected"]
        assert list(e) == EXPECTED_KEYS, i
        assert e["family"] in FAMILIES, i
        assert e["scope"] in SCOPES, i
        assert e["source_primary"] in SOURCES and e["source_fallback"] in SOURCES, i
        for k in ("void_cancelled", "void_postponed_long", "void_abandoned"):
            assert e[k] in PAYOUTS, (i, k)
        tw = e["timing_window"]
        assert tw in (None, "open_until_played", "ambiguous") or isinstance(tw, int), i
        if tw == "open_until_played":
            assert e["void_postponed_long"] == "result", i
        if e["family"] == "half":
            assert e["half"] in ("first", "second") and e["scope"] is None, i
        else:
            assert e["half"] is None, i
        if e["family"] in ("win", "advance", "spread") or (e["family"] == "half" and e["outcome"] != "draw"):
            assert e["outcome"] in (L["home"], L["away"]), i
        if e["family"] in ("draw",):
            assert e["outcome"] == "draw", i
        if e["family"] in ("spread", "total"):
            assert isinstance(e["line"], float) and e["line"] > 0, i
        if e["family"] == "exact_score":
            assert e["outcome"].count("-") == 1, i
        m = L["market"]
        if L["venue"] == "venue_one":
            t = m["description"]
            if e["family"] == "spread":
                assert m["line"] == -e["line"], i
            assert i.startswith("z1-")
        else:
            t = m["rules_primary"] + "\n" + m["rules_secondary"]
            assert i.startswith("z2-")
            assert m["ticker"].startswith(m["event_ticker"] + "-")
        for bad in ("{", "}", "<name>", "TODO"):
            assert bad not in t, (i, bad)
        assert t not in texts, i
        texts.add(t)
        json.loads(json.dumps(L))
    return True
