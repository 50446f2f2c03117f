"""Build and validate set (ak). Run from this folder: python3 make_set_ak.py"""

import collections
import json
import os
import re

from common import EXPECTED_KEYS, FAMILIES, PAYOUTS, SCOPES, SOURCES
import legs_v1
import legs_v2

OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")
V1_KEYS = ["id", "question", "slug", "groupItemTitle", "sportsMarketType", "line",
           "outcomes", "description", "resolutionSource", "event_title", "gameStartTime"]
V2_KEYS = ["ticker", "event_ticker", "series_ticker", "title", "yes_sub_title",
           "no_sub_title", "rules_primary", "rules_secondary", "occurrence_datetime"]


def check(leg, seen_ids, seen_texts):
    e = leg["expected"]
    assert leg["id"] not in seen_ids, leg["id"]
    seen_ids.add(leg["id"])
    assert list(e) == EXPECTED_KEYS, leg["id"]
    assert e["family"] in FAMILIES
    assert e["scope"] in SCOPES and e["source_primary"] in SOURCES
    assert e["source_fallback"] in SOURCES
    for k in ("void_cancelled", "void_postponed_long", "void_abandoned"):
        assert e[k] in PAYOUTS, (leg["id"], k)
    tw = e["timing_window"]
    assert tw in (None, "open_until_played", "ambiguous") or isinstance(tw, int), leg["id"]
    if e["family"] == "half":
        assert e["half"] in ("first", "second") and e["scope"] is None
    else:
        assert e["half"] is None
    if e["family"] in ("win", "advance", "spread", "half"):
        assert e["outcome"] in (leg["home"], leg["away"]), leg["id"]
    if e["family"] == "draw":
        assert e["outcome"] == "draw"
    if e["family"] == "exact_score":
        assert re.fullmatch(r"\d+-\d+", e["outcome"])
    if e["family"] in ("spread", "total"):
        assert isinstance(e["line"], float) and e["line"] > 0
    else:
        assert e["line"] is None
    m = leg["market"]
    if leg["venue"] == "venue_one":
        assert list(m) == V1_KEYS, leg["id"]
        texts = [m["description"]]
        if e["family"] == "spread":
            assert m["line"] == -e["line"]
        if e["family"] == "total":
            assert m["line"] == e["line"]
    else:
        assert list(m) == V2_KEYS, leg["id"]
        assert m["ticker"].startswith(m["event_ticker"] + "-")
        assert m["event_ticker"].startswith(m["series_ticker"] + "-")
        assert leg["series_settlement_sources"]
        texts = [m["rules_primary"], m["rules_secondary"]]
    for t in texts:
        assert t not in seen_texts, leg["id"]
        seen_texts.add(t)
        assert "{" not in t and "}" not in t and "<" not in t, leg["id"]
    for mn in leg["meanings"]:
        assert re.fullmatch(r"(F:\w+|[SPCRD]\d|AB|[SPCR]:ambiguous|AB:ambiguous)", mn), mn


def main():
    seen_ids, seen_texts = set(), set()
    for name, legs in (("set_ak_venue_one.jsonl", legs_v1.LEGS),
                       ("set_ak_venue_two.jsonl", legs_v2.LEGS)):
        for leg in legs:
            check(leg, seen_ids, seen_texts)
        path = os.path.join(OUT, name)
        with open(path, "w", encoding="utf-8") as f:
            for leg in legs:
                f.write(json.dumps(leg, ensure_ascii=False) + "\n")
        with open(path, encoding="utf-8") as f:
            back = [json.loads(line) for line in f]
        assert back == legs
        fam = collections.Counter(l["expected"]["family"] for l in back)
        mean = collections.Counter(m for l in back for m in l["meanings"])
        print(name, len(back), "legs")
        print("  families:", dict(sorted(fam.items())))
        print("  meanings:", dict(sorted(mean.items())))


if __name__ == "__main__":
    main()
