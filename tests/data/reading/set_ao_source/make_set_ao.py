"""Build and validate set (ao). Run from this folder: python3 make_set_ao.py"""
import json
import os
import re
import sys
from collections import Counter

import legs_v1
import legs_v2

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.dirname(HERE)

EXP_KEYS = ["family", "outcome", "line", "half", "scope", "source_primary", "source_fallback",
            "timing_window", "void_cancelled", "void_postponed_long", "void_abandoned"]
FAMILIES = {"win", "draw", "advance", "spread", "total", "btts", "half", "exact_score", "other", "unknown"}
SCOPES = {"regulation", "extra_time", "penalties", "ambiguous", None}
SOURCES = {"official", "provider", "consensus", "venue", "ambiguous", None}
PAYOUTS = {"yes", "no", "50-50", "fair_price", "last_price", "refund", "unspecified", "result",
           "ambiguous", None}
V1_KEYS = ["id", "question", "slug", "groupItemTitle", "sportsMarketType", "line", "outcomes",
           "description", "resolutionSource", "event_title", "gameStartTime"]
V2_KEYS = ["ticker", "event_ticker", "series_ticker", "title", "yes_sub_title", "no_sub_title",
           "rules_primary", "rules_secondary", "occurrence_datetime"]


def fail(msg):
    print("FAIL:", msg)
    sys.exit(1)


def check(leg, texts):
    lid = leg["id"]
    e = leg["expected"]
    if list(e) != EXP_KEYS:
        fail(f"{lid}: expected keys {list(e)}")
    if e["family"] not in FAMILIES:
        fail(f"{lid}: family")
    if e["scope"] not in SCOPES or e["source_primary"] not in SOURCES or e["source_fallback"] not in SOURCES:
        fail(f"{lid}: scope/source spelling")
    for k in ("void_cancelled", "void_postponed_long", "void_abandoned"):
        if e[k] not in PAYOUTS:
            fail(f"{lid}: {k}={e[k]}")
    if not (e["timing_window"] in (None, "open_until_played", "ambiguous") or isinstance(e["timing_window"], int)):
        fail(f"{lid}: timing_window")
    fam, out = e["family"], e["outcome"]
    if fam in ("win", "advance", "spread") and out not in (leg["home"], leg["away"]):
        fail(f"{lid}: team outcome {out}")
    if fam == "draw" and out != "draw":
        fail(f"{lid}: draw outcome")
    if fam == "total" and (out not in ("over", "under") or not e["line"]):
        fail(f"{lid}: total")
    if fam == "spread" and not (e["line"] and e["line"] > 0):
        fail(f"{lid}: spread line")
    if fam == "exact_score" and not re.fullmatch(r"\d+-\d+", out):
        fail(f"{lid}: exact score")
    if fam == "half":
        if e["half"] not in ("first", "second") or e["scope"] is not None:
            fail(f"{lid}: half")
    elif e["half"] is not None:
        fail(f"{lid}: half set on non-half leg")
    m = leg["market"]
    if leg["venue"] == "venue_one":
        if list(m) != V1_KEYS:
            fail(f"{lid}: v1 market keys {list(m)}")
        if fam == "spread" and m["line"] != -e["line"]:
            fail(f"{lid}: wire spread line")
        t = m["description"]
        json.loads(m["outcomes"])
    else:
        if list(m) != V2_KEYS:
            fail(f"{lid}: v2 market keys")
        if not m["ticker"].startswith(m["event_ticker"] + "-") or not m["event_ticker"].startswith(m["series_ticker"]):
            fail(f"{lid}: ticker shape")
        if not leg.get("series_settlement_sources"):
            fail(f"{lid}: series sources")
        t = m["rules_primary"] + "\n" + m["rules_secondary"]
    if any(c in t for c in "{}<>") or "  " in t:
        fail(f"{lid}: placeholder or double space")
    if t in texts:
        fail(f"{lid}: duplicate text")
    texts.add(t)
    if not any(x.startswith("F:") for x in leg["meanings"]):
        fail(f"{lid}: no family meaning")


def main():
    v1 = legs_v1.legs()
    v2 = legs_v2.legs()
    for i, leg in enumerate(v1):
        leg["market"]["id"] = str(5210400 + 7 * i)
    ids = [x["id"] for x in v1 + v2]
    if len(ids) != len(set(ids)):
        fail("duplicate ids")
    for n, legs, pre in ((1, v1, "ao1-"), (2, v2, "ao2-")):
        for i, leg in enumerate(legs, 1):
            if leg["id"] != f"{pre}{i:03d}":
                fail(f"id order {leg['id']}")
    texts = set()
    for leg in v1 + v2:
        check(leg, texts)
    for name, legs in (("set_ao_venue_one.jsonl", v1), ("set_ao_venue_two.jsonl", v2)):
        path = os.path.join(OUT, name)
        with open(path, "w", encoding="utf-8") as f:
            for leg in legs:
                f.write(json.dumps(leg, ensure_ascii=False) + "\n")
        with open(path, encoding="utf-8") as f:
            back = [json.loads(line) for line in f]
        if back != legs:
            fail(f"{name}: round trip")
        for leg in back:
            if list(leg["expected"]) != EXP_KEYS:
                fail("re-read keys")
        print(f"{name}: {len(back)} legs")
    fam = Counter(l["expected"]["family"] for l in v1 + v2)
    mean = Counter(m for l in v1 + v2 for m in l["meanings"])
    print("families:", dict(sorted(fam.items())))
    print("meanings:", dict(sorted(mean.items())))
    fx = Counter(s for l in v1 + v2 for s in l["styles"] if s.startswith("fixture:"))
    print("fixtures:", dict(sorted(fx.items())))
    amb = [(l["id"], k) for l in v1 + v2 for k, v in l["expected"].items() if v == "ambiguous"]
    print("ambiguous:", amb)


if __name__ == "__main__":
    main()
