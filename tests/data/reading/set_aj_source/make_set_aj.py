"""Build and validate set (aj). Run from this folder: python3 make_set_aj.py"""
import collections
import json
import os

import legs_v1
import legs_v2

EXPECTED_KEYS = ["family", "outcome", "line", "half", "scope", "source_primary",
                 "source_fallback", "timing_window", "void_cancelled",
                 "void_postponed_long", "void_abandoned"]
FAMILIES = {"win", "draw", "advance", "spread", "total", "btts", "half", "exact_score", "other"}
SCOPES = {"regulation", "extra_time", "penalties", "ambiguous", None}
SOURCES = {"official", "provider", "consensus", "ambiguous", None}
VOIDS = {"yes", "no", "50-50", "fair_price", "last_price", "refund", "result", "ambiguous", None}
V1_KEYS = ["id", "question", "slug", "groupItemTitle", "sportsMarketType", "line", "outcomes",
           "description", "resolutionSource", "event_title", "gameStartTime"]
V2_KEYS = ["ticker", "event_ticker", "series_ticker", "title", "yes_sub_title", "no_sub_title",
           "rules_primary", "rules_secondary", "occurrence_datetime"]


def check(leg, seen_ids, seen_texts):
    i = leg["id"]
    assert i not in seen_ids, i
    seen_ids.add(i)
    e = leg["expected"]
    assert list(e) == EXPECTED_KEYS, i
    assert e["family"] in FAMILIES, i
    assert e["scope"] in SCOPES, i
    assert e["source_primary"] in SOURCES and e["source_fallback"] in SOURCES, i
    for k in ("void_cancelled", "void_postponed_long", "void_abandoned"):
        assert e[k] in VOIDS, (i, k)
    tw = e["timing_window"]
    assert tw in ("open_until_played", "ambiguous", None) or isinstance(tw, int), i
    if e["family"] == "half":
        assert e["half"] in ("first", "second") and e["scope"] is None, i
    else:
        assert e["half"] is None, i
    if e["family"] in ("spread", "total"):
        assert isinstance(e["line"], float) and e["line"] > 0, i
    else:
        assert e["line"] is None, i
    if e["family"] in ("win", "advance", "spread") or (e["family"] == "half" and e["outcome"] != "draw"):
        assert e["outcome"] in (leg["home"], leg["away"]), i
    if e["family"] == "draw":
        assert e["outcome"] == "draw", i
    if e["family"] == "total":
        assert e["outcome"] in ("over", "under"), i
    m = leg["market"]
    if leg["venue"] == "venue_one":
        assert i.startswith("aj1-") and list(m) == V1_KEYS, i
        text = m["description"]
        if e["family"] == "spread":
            assert m["line"] == -e["line"], i
        if e["family"] == "total":
            assert m["line"] == e["line"], i
        assert json.loads(m["outcomes"]) == ["Yes", "No"], i
    else:
        assert i.startswith("aj2-") and list(m) == V2_KEYS, i
        assert m["ticker"].startswith(m["event_ticker"] + "-"), i
        assert m["event_ticker"].startswith(m["series_ticker"] + "-"), i
        assert leg["series_settlement_sources"], i
        text = m["rules_primary"] + "\n" + m["rules_secondary"]
    for bad in ("{", "}", "<"):
        assert bad not in text, (i, bad)
    assert text not in seen_texts, i
    seen_texts.add(text)


def main():
    seen_ids, seen_texts = set(), set()
    out = {"venue_one": legs_v1.legs(), "venue_two": legs_v2.legs()}
    for venue, legs in out.items():
        for leg in legs:
            check(leg, seen_ids, seen_texts)
        tag = "one" if venue == "venue_one" else "two"
        path = os.path.join("..", f"set_aj_venue_{tag}.jsonl")
        with open(path, "w", encoding="utf-8") as f:
            for leg in legs:
                f.write(json.dumps(leg, ensure_ascii=False) + "\n")
        # parse back and re-check
        back = [json.loads(line) for line in open(path, encoding="utf-8")]
        assert back == legs
        fam = collections.Counter(l["expected"]["family"] for l in legs)
        mean = collections.Counter(m for l in legs for m in l["meanings"])
        amb = [l["id"] for l in legs if "ambiguous" in json.dumps(l["expected"])]
        print(venue, len(legs), "legs")
        print("  families:", dict(sorted(fam.items())))
        print("  meanings:", dict(sorted(mean.items())))
        print("  ambiguous legs:", amb)


if __name__ == "__main__":
    main()
