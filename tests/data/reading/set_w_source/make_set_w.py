"""Build and validate held-out reading set (w). Standard library only, deterministic.

Run from this folder: python3 make_set_w.py
Writes ../set_w_venue_one.jsonl and ../set_w_venue_two.jsonl.
"""
import collections
import hashlib
import json
import os
import sys

from common import COMP, FIX, EXPECTED_KEYS, FAMILIES, SCOPES, SOURCES, PAYOUTS, us_date, fmt, ticker_date
import legs_v1
import legs_v2

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.dirname(HERE)


def series_kind(srcs):
    """R3: the series' settlement sources decide when the text names none."""
    names = {s["name"] for s in srcs}
    if names and names <= {"ESPN", "Fox Sports"}:
        return "provider"
    return "official"


def derive(leg, venue, team_names, series=None):
    m = leg["m"]
    fam = leg["fam"]
    e = dict.fromkeys(EXPECTED_KEYS)
    e["family"] = fam
    side = leg["side"]
    e["outcome"] = {"H": team_names[0], "A": team_names[1]}.get(side, side)
    e["line"] = leg.get("line")
    e["half"] = leg.get("half")
    if fam != "half":
        for tok, val in (("S1", "regulation"), ("S2", "regulation"), ("S3", "regulation"), ("S4", "regulation"),
                         ("S5", "extra_time"), ("S6", "penalties")):
            if tok in m:
                e["scope"] = val
    if "P1" in m:
        e["timing_window"], e["void_postponed_long"] = "open_until_played", "result"
    if "P2" in m or "P3" in m:
        e["timing_window"], e["void_postponed_long"] = 48, "fair_price"
    if "P4" in m:
        e["timing_window"], e["void_postponed_long"] = 336, "last_price"
    if "C1" in m:
        e["void_cancelled"] = "yes" if side == "draw" else "no"
    if "C2" in m:
        e["void_cancelled"] = "50-50"
    if "C4" in m:
        e["void_cancelled"] = "fair_price"
    if "R1" in m:
        e["source_primary"], e["source_fallback"] = "official", "consensus"
    if "R:official" in m:
        e["source_primary"] = "official"
    if "R3" in m:
        e["source_primary"] = series_kind(series)
    e.update(leg.get("x", {}))
    return e


def v1_leg(i, leg):
    comp, H, A, (hc, ac), _, _, _, ko = FIX[leg["fx"]]
    lname, pfx, _, _, _, site = COMP[comp]
    d = us_date(ko)
    D = fmt(d, leg["dfmt"])
    text = leg["text"].format(H=H, A=A, D=D)
    fam, side = leg["fam"], leg["side"]
    team = {"H": H, "A": A}.get(side)
    tcode = {"H": hc, "A": ac}.get(side)
    iso = d.isoformat()
    base = f"{pfx}-{hc}-{ac}-{iso}"
    if fam == "win":
        q, git, smt, wline, slug, ev = f"Will {team} win on {iso}?", team, "moneyline", None, f"{base}-{tcode}", f"{H} vs. {A}"
    elif fam == "draw":
        q, git, smt, wline, slug, ev = (f"Will {H} vs. {A} end in a draw?", f"Draw ({H} vs. {A})", "moneyline", None,
                                        f"{base}-draw", f"{H} vs. {A}")
    elif fam == "advance":
        q, git, smt, wline, slug, ev = (f"Will {team} advance?", team, "moneyline", None, f"{base}-adv-{tcode}",
                                        f"{H} vs. {A}: Who Advances?")
    elif fam == "total":
        word = "over" if side == "over" else "under"
        q, git, smt, wline, slug, ev = (f"Will {H} vs. {A} have {word} {leg['line']} goals?", f"{word.title()} {leg['line']}",
                                        "totals", leg["line"], f"{base}-total-{word}-2pt5", f"{H} vs. {A} - More Markets")
    elif fam == "spread":
        q, git, smt, wline, slug, ev = (f"Spread: {team} (-{leg['line']})", f"{team} (-{leg['line']})", "spreads",
                                        -leg["line"], f"{base}-spread-{tcode}-1pt5", f"{H} vs. {A} - More Markets")
    elif fam == "btts":
        q, git, smt, wline, slug, ev = (f"{H} vs. {A}: Both Teams to Score", "Both Teams to Score", "both_teams_to_score",
                                        None, f"{base}-btts", f"{H} vs. {A} - More Markets")
    elif fam == "half":
        lab = f"{team} (1H)" if team else "Draw (1H)"
        q, git, smt, wline, slug, ev = (None, lab, "first_half_moneyline", None, f"{base}-1h-{tcode or 'draw'}",
                                        f"{H} vs. {A} - Halftime Result")
    else:
        raise ValueError(fam)
    q = leg.get("q", q)
    mid = str(5200000 + int(hashlib.sha1(f"w1-{i}".encode()).hexdigest()[:6], 16) % 700000)
    market = {
        "id": mid,
        "question": q,
        "slug": slug,
        "groupItemTitle": git,
        "sportsMarketType": smt,
        "line": wline,
        "outcomes": "[\"Yes\", \"No\"]",
        "description": text,
        "resolutionSource": site if leg.get("src") else "",
        "event_title": ev,
        "gameStartTime": ko.replace("T", " ").replace("Z", "+00"),
    }
    exp = derive(leg, "venue_one", (H, A))
    return {"id": f"w1-{i:03d}", "venue": "venue_one", "styles": sorted(set(leg["st"])),
            "meanings": [f"F:{fam}"] + leg["m"], "home": H, "away": A, "competition": comp,
            "market": market, "expected": exp}


SUFFIX = {"win": "GAME", "draw": "GAME", "advance": "ADVANCE", "total": "TOTAL", "spread": "SPREAD", "btts": "BTTS",
          "half": "1H"}


def v2_leg(i, leg):
    comp, _, _, _, H, A, (hc, ac), ko = FIX[leg["fx"]]
    _, _, lname, spfx, default_src, _ = COMP[comp]
    d = us_date(ko)
    D = fmt(d, "kalshi")
    fam, side = leg["fam"], leg["side"]
    p = leg["p"].format(H=H, A=A, D=D, L=lname)
    s = leg["s"].format(H=H, A=A, D=D, L=lname)
    series = spfx + SUFFIX[fam]
    ev = f"{series}-{ticker_date(d)}{hc}{ac}"
    team = {"H": H, "A": A}.get(side)
    tcode = {"H": hc, "A": ac}.get(side)
    if fam in ("win", "draw"):
        title, ysub, suf = f"{H} vs {A} Winner?", team or "Tie", tcode or "TIE"
    elif fam == "advance":
        title, ysub, suf = f"{H} vs {A}: Who advances?", team, tcode
    elif fam == "total":
        title = f"{H} vs {A}: Total Goals"
        ysub, suf = (f"Over {leg['line']} goals", "OV25") if side == "over" else (f"Under {leg['line']} goals", "UN25")
    elif fam == "spread":
        title, ysub, suf = f"{H} vs {A}: Spread", f"{team} wins by over {leg['line']} goals", f"{tcode}2"
    elif fam == "btts":
        title, ysub, suf = f"{H} vs {A}: Both Teams to Score?", "Both teams score", "BTTS"
    elif fam == "half":
        title, ysub, suf = f"{H} vs {A}: First Half Winner?", team or "Tie", tcode or "TIE"
    srcs = leg.get("series") or default_src
    market = {
        "ticker": f"{ev}-{suf}",
        "event_ticker": ev,
        "series_ticker": series,
        "title": title,
        "yes_sub_title": ysub,
        "no_sub_title": ysub,
        "rules_primary": p,
        "rules_secondary": s,
        "occurrence_datetime": ko,
    }
    exp = derive(leg, "venue_two", (H, A), srcs)
    return {"id": f"w2-{i:03d}", "venue": "venue_two", "styles": sorted(set(leg["st"])),
            "meanings": [f"F:{fam}"] + leg["m"], "home": H, "away": A, "competition": comp,
            "market": market, "series_settlement_sources": srcs, "expected": exp}


def validate(rows):
    ids = set()
    texts = set()
    for r in rows:
        assert r["id"] not in ids, r["id"]
        ids.add(r["id"])
        e = r["expected"]
        assert list(e) == EXPECTED_KEYS, (r["id"], list(e))
        assert e["family"] in FAMILIES
        assert e["scope"] in SCOPES, (r["id"], e["scope"])
        assert e["source_primary"] in SOURCES and e["source_fallback"] in SOURCES, r["id"]
        for k in ("void_cancelled", "void_postponed_long", "void_abandoned"):
            assert e[k] in PAYOUTS, (r["id"], k, e[k])
        tw = e["timing_window"]
        assert tw is None or tw in ("open_until_played", "ambiguous") or isinstance(tw, int), (r["id"], tw)
        if e["family"] == "half":
            assert e["half"] in ("first", "second") and e["scope"] is None, r["id"]
        else:
            assert e["half"] is None
        if e["family"] in ("win", "advance", "spread") or (e["family"] == "half" and e["outcome"] != "draw"):
            assert e["outcome"] in (r["home"], r["away"]), r["id"]
        if e["family"] == "draw":
            assert e["outcome"] == "draw"
        if e["family"] in ("total", "spread"):
            assert isinstance(e["line"], float) and e["line"] > 0
        else:
            assert e["line"] is None
        if r["venue"] == "venue_one":
            t = [r["market"]["description"]]
            if e["family"] == "spread":
                assert r["market"]["line"] == -e["line"]
        else:
            t = [r["market"]["rules_primary"], r["market"]["rules_secondary"]]
        for x in t:
            assert "{" not in x and "}" not in x, r["id"]
            assert x not in texts, r["id"]
            texts.add(x)
        # an ambiguous dimension must be listed in meanings
        amb = [k for k, v in e.items() if v == "ambiguous"]
        if amb:
            assert any(mm.endswith(":ambiguous") for mm in r["meanings"]), r["id"]


def main():
    v1 = [v1_leg(i + 1, l) for i, l in enumerate(legs_v1.LEGS)]
    v2 = [v2_leg(i + 1, l) for i, l in enumerate(legs_v2.LEGS)]
    validate(v1 + v2)
    for name, rows in (("set_w_venue_one.jsonl", v1), ("set_w_venue_two.jsonl", v2)):
        path = os.path.join(OUT, name)
        with open(path, "w", encoding="utf-8") as f:
            for r in rows:
                f.write(json.dumps(r, ensure_ascii=False) + "\n")
        back = [json.loads(line) for line in open(path, encoding="utf-8")]
        assert back == rows
        validate(back)
    for label, rows in (("venue_one", v1), ("venue_two", v2)):
        fam = collections.Counter(r["expected"]["family"] for r in rows)
        mc = collections.Counter(mm for r in rows for mm in r["meanings"] if not mm.startswith("F:"))
        print(label, len(rows), dict(sorted(fam.items())))
        print("  meanings", dict(sorted(mc.items())))
    amb = [(r["id"], [k for k, v in r["expected"].items() if v == "ambiguous"]) for r in v1 + v2
           if "ambiguous" in r["expected"].values()]
    print("ambiguous:", amb)


if __name__ == "__main__":
    sys.exit(main())
