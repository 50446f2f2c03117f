"""Build and validate set (ay). Run from this folder: python3 make_set_ay.py
Writes ../set_ay_venue_one.jsonl and ../set_ay_venue_two.jsonl (standard library only)."""
import collections
import json
import os
import re
import sys

import legs_v1
import legs_v2

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.dirname(HERE)

EXPECTED_KEYS = ["family", "outcome", "line", "half", "scope", "source_primary",
                 "source_fallback", "timing_window", "void_cancelled", "void_postponed_long",
                 "void_abandoned"]
FAMILIES = {"win", "draw", "advance", "spread", "total", "btts", "half", "exact_score",
            "other", "unknown"}
SCOPES = {"regulation", "extra_time", "penalties", "ambiguous", None}
SOURCES = {"official", "provider", "consensus", "ambiguous", None}
VOIDS = {"yes", "no", "50-50", "fair_price", "last_price", "refund", "ambiguous", None}
POSTPONED = VOIDS | {"result"}
V1_KEYS = ["id", "question", "slug", "groupItemTitle", "sportsMarketType", "line", "outcomes",
           "description", "resolutionSource", "event_title", "gameStartTime"]
V2_KEYS = ["ticker", "event_ticker", "series_ticker", "title", "yes_sub_title", "no_sub_title",
           "rules_primary", "rules_secondary", "occurrence_datetime"]


def check(leg, errors):
    lid = leg["id"]
    e = leg["expected"]
    if list(e) != EXPECTED_KEYS:
        errors.append(f"{lid}: expected keys {list(e)}")
    if e["family"] not in FAMILIES:
        errors.append(f"{lid}: family {e['family']}")
    if e["scope"] not in SCOPES:
        errors.append(f"{lid}: scope {e['scope']}")
    if e["family"] == "half":
        if e["half"] not in ("first", "second") or e["scope"] is not None:
            errors.append(f"{lid}: half/scope")
    elif e["half"] is not None:
        errors.append(f"{lid}: half set on non-half family")
    for k in ("source_primary", "source_fallback"):
        if e[k] not in SOURCES:
            errors.append(f"{lid}: {k} {e[k]}")
    tw = e["timing_window"]
    if not (tw is None or tw in ("open_until_played", "ambiguous") or
            (isinstance(tw, int) and tw > 0)):
        errors.append(f"{lid}: timing_window {tw}")
    if e["void_cancelled"] not in VOIDS or e["void_abandoned"] not in VOIDS:
        errors.append(f"{lid}: void values")
    if e["void_postponed_long"] not in POSTPONED:
        errors.append(f"{lid}: void_postponed_long")
    if (tw == "open_until_played") != (e["void_postponed_long"] == "result"):
        errors.append(f"{lid}: open_until_played must pair with result")
    fam, out = e["family"], e["outcome"]
    if fam in ("win", "advance", "spread", "half", "other") and out not in (
            leg["home"], leg["away"], "draw", "over", "yes"):
        errors.append(f"{lid}: outcome {out} names no team")
    if fam == "draw" and out != "draw":
        errors.append(f"{lid}: draw outcome")
    if fam == "total" and (out not in ("over", "under") or not e["line"]):
        errors.append(f"{lid}: total")
    if fam == "spread" and not (e["line"] and e["line"] > 0):
        errors.append(f"{lid}: spread line")
    if fam == "exact_score":
        h, _, a = out.partition("-")
        if not (h.isdigit() and a.isdigit()):
            errors.append(f"{lid}: exact score {out}")
    m = leg["market"]
    keys = V1_KEYS if leg["venue"] == "venue_one" else V2_KEYS
    if list(m) != keys:
        errors.append(f"{lid}: market keys {list(m)}")
    if leg["venue"] == "venue_one":
        if fam == "spread" and m["line"] != -e["line"]:
            errors.append(f"{lid}: wire spread line")
        if fam == "total" and m["line"] != e["line"]:
            errors.append(f"{lid}: wire total line")
        texts = [m["description"]]
    else:
        if not leg["series_settlement_sources"]:
            errors.append(f"{lid}: no series sources")
        if not m["ticker"].startswith(m["event_ticker"] + "-"):
            errors.append(f"{lid}: ticker")
        texts = [m["rules_primary"], m["rules_secondary"]]
    for t in texts:
        if any(c in t for c in "{}") and "Sample space" not in t:
            errors.append(f"{lid}: placeholder")
        if re.search(r"<[A-Za-z]", t):
            errors.append(f"{lid}: placeholder <name>")


def main():
    errors = []
    sets = {"venue_one": legs_v1.legs(), "venue_two": legs_v2.legs()}
    ids, texts = set(), set()
    for venue, legs in sets.items():
        for leg in legs:
            if leg["id"] in ids:
                errors.append(f"duplicate id {leg['id']}")
            ids.add(leg["id"])
            if leg["venue"] != venue:
                errors.append(f"{leg['id']}: venue")
            m = leg["market"]
            t = m.get("description") or (m["rules_primary"] + "\n" + m["rules_secondary"])
            if t in texts:
                errors.append(f"{leg['id']}: duplicate text")
            texts.add(t)
            check(leg, errors)
    if errors:
        print("\n".join(errors))
        sys.exit(1)
    names = {"venue_one": "set_ay_venue_one.jsonl", "venue_two": "set_ay_venue_two.jsonl"}
    for venue, legs in sets.items():
        path = os.path.join(OUT, names[venue])
        with open(path, "w", encoding="utf-8") as f:
            for leg in legs:
                f.write(json.dumps(leg, ensure_ascii=False) + "\n")
        # parse back
        with open(path, encoding="utf-8") as f:
            back = [json.loads(line) for line in f]
        assert back == legs, venue
        fam = collections.Counter(l["expected"]["family"] for l in legs)
        mean = collections.Counter(x for l in legs for x in l["meanings"])
        amb = [l["id"] for l in legs if "ambiguous" in json.dumps(l["expected"])]
        print(f"{venue}: {len(legs)} legs -> {names[venue]}")
        print("  families:", dict(sorted(fam.items())))
        print("  meanings:", dict(sorted(mean.items())))
        print("  ambiguous legs:", amb)


if __name__ == "__main__":
    main()
