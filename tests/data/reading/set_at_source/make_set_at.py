"""Build and validate held-out reading set (at). Run: python3 make_set_at.py"""
import collections
import json
import os
import re

import legs_v1
import legs_v2
from common import (EXPECTED_KEYS, FAMILIES, PAYOUTS, SCOPES, SOURCES, V1_MARKET_KEYS,
                    V2_MARKET_KEYS)

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.dirname(HERE)
COMPS = {"epl", "laliga", "bundesliga", "seriea", "ligue1", "mls", "ucl", "wc"}


def check(leg, seen_ids, seen_texts):
    i = leg["id"]
    assert i not in seen_ids, i
    seen_ids.add(i)
    assert re.fullmatch(r"at[12]-\d{3}", i), i
    assert leg["competition"] in COMPS, i
    e = leg["expected"]
    assert list(e) == EXPECTED_KEYS, i
    assert e["family"] in FAMILIES, i
    assert e["scope"] in SCOPES, i
    assert e["source_primary"] in SOURCES and e["source_fallback"] in SOURCES, i
    for k in ("void_cancelled", "void_postponed_long", "void_abandoned"):
        assert e[k] in PAYOUTS, (i, k)
    tw = e["timing_window"]
    assert tw is None or tw in ("open_until_played", "ambiguous") or isinstance(tw, int), i
    if e["family"] == "half":
        assert e["half"] in ("first", "second") and e["scope"] is None, i
    else:
        assert e["half"] is None, i
    if e["family"] in ("spread", "total"):
        assert isinstance(e["line"], float) and e["line"] > 0, i
    else:
        assert e["line"] is None, i
    if e["family"] in ("win", "advance", "spread") or (e["family"] == "half"
                                                       and e["outcome"] != "draw"):
        assert e["outcome"] in (leg["home"], leg["away"]), i
    if e["family"] == "draw":
        assert e["outcome"] == "draw", i
    if e["family"] == "total":
        assert e["outcome"] in ("over", "under"), i
    if e["family"] == "exact_score":
        assert re.fullmatch(r"\d+-\d+", e["outcome"]), i
    m = leg["market"]
    if leg["venue"] == "venue_one":
        assert i.startswith("at1-") and list(m) == V1_MARKET_KEYS, i
        texts = [m["description"]]
        if m["sportsMarketType"] == "spreads":
            assert m["line"] == -e["line"], i
        if m["sportsMarketType"] == "totals":
            assert m["line"] == e["line"], i
    else:
        assert i.startswith("at2-") and list(m) == V2_MARKET_KEYS, i
        assert m["ticker"].startswith(m["event_ticker"] + "-"), i
        assert m["event_ticker"].startswith(m["series_ticker"] + "-"), i
        assert leg["series_settlement_sources"], i
        texts = [m["rules_primary"], m["rules_secondary"]]
    for t in texts:
        assert t and "{" not in t and "}" not in t and "<" not in t, i
        assert t not in seen_texts, i
        seen_texts.add(t)


def main():
    v1, v2 = legs_v1.legs(), legs_v2.legs()
    ids, texts = set(), set()
    for leg in v1 + v2:
        check(leg, ids, texts)
    for name, legs in (("set_at_venue_one.jsonl", v1), ("set_at_venue_two.jsonl", v2)):
        path = os.path.join(OUT, name)
        with open(path, "w", encoding="utf-8") as f:
            for leg in legs:
                f.write(json.dumps(leg, ensure_ascii=False) + "\n")
        back = [json.loads(x) for x in open(path, encoding="utf-8")]
        assert back == legs, name
        print(name, len(back), "legs")
    fam = collections.Counter(l["expected"]["family"] for l in v1 + v2)
    mean = collections.Counter(m for l in v1 + v2 for m in l["meanings"])
    print("families:", dict(sorted(fam.items())))
    print("meanings:", dict(sorted(mean.items())))
    for l in v1 + v2:
        amb = [k for k, v in l["expected"].items() if v == "ambiguous"]
        if amb:
            print("ambiguous", l["id"], amb)


if __name__ == "__main__":
    main()
