"""Build and validate held-out reading set (al). Standard library only.
Run from this folder: python3 make_set_al.py  (writes ../set_al_venue_one.jsonl and
../set_al_venue_two.jsonl)."""
import json
import os
import re
import sys
from collections import Counter

import legs_v1
import legs_v2

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.dirname(HERE)

EXPECTED_KEYS = ["family", "outcome", "line", "half", "scope", "source_primary",
                 "source_fallback", "timing_window", "void_cancelled",
                 "void_postponed_long", "void_abandoned"]
TOP_V1 = ["id", "venue", "styles", "meanings", "home", "away", "competition", "market", "expected"]
TOP_V2 = TOP_V1[:-1] + ["series_settlement_sources", "expected"]
FAMILIES = {"win", "draw", "advance", "spread", "total", "btts", "half", "exact_score", "other", "unknown"}
SCOPES = {"regulation", "extra_time", "penalties", "ambiguous", None}
SOURCES = {"official", "provider", "consensus", "venue", "ambiguous", None}
VOIDS = {"yes", "no", "50-50", "fair_price", "last_price", "refund", "result", "ambiguous", None}
V1_MKT = ["id", "question", "slug", "groupItemTitle", "sportsMarketType", "line", "outcomes",
          "description", "resolutionSource", "event_title", "gameStartTime"]
V2_MKT = ["ticker", "event_ticker", "series_ticker", "title", "yes_sub_title", "no_sub_title",
          "rules_primary", "rules_secondary", "occurrence_datetime"]


def check(leg, venue, prefix):
    e = leg["expected"]
    i = leg["id"]
    assert re.fullmatch(prefix + r"-\d{3}", i), i
    assert leg["venue"] == venue, i
    assert list(leg) == (TOP_V1 if venue == "venue_one" else TOP_V2), i
    assert list(e) == EXPECTED_KEYS, i
    m = leg["market"]
    assert list(m) == (V1_MKT if venue == "venue_one" else V2_MKT), i
    assert e["family"] in FAMILIES, i
    assert e["scope"] in SCOPES, i
    assert e["source_primary"] in SOURCES and e["source_fallback"] in SOURCES, i
    for k in ("void_cancelled", "void_postponed_long", "void_abandoned"):
        assert e[k] in VOIDS, (i, k)
    tw = e["timing_window"]
    assert tw in (None, "open_until_played", "ambiguous") or (isinstance(tw, int) and tw > 0), i
    if tw == "open_until_played":
        assert e["void_postponed_long"] == "result", i
    fam = e["family"]
    if fam == "half":
        assert e["half"] in ("first", "second") and e["scope"] is None, i
    else:
        assert e["half"] is None, i
    if fam in ("win", "advance", "spread", "half") and e["outcome"] != "draw":
        assert e["outcome"] in (leg["home"], leg["away"]), i
    if fam == "draw":
        assert e["outcome"] == "draw", i
    if fam == "total":
        assert e["outcome"] in ("over", "under") and isinstance(e["line"], float), i
    if fam == "spread":
        assert isinstance(e["line"], float) and e["line"] > 0, i
        if venue == "venue_one":
            assert m["line"] == -e["line"], i
    if fam in ("total",) and venue == "venue_one":
        assert m["line"] == e["line"], i
    if fam == "exact_score":
        assert re.fullmatch(r"\d+-\d+", e["outcome"]), i
    if fam not in ("spread", "total"):
        assert e["line"] is None, i
    if venue == "venue_one":
        json.loads(m["outcomes"])
        text = m["description"]
        assert re.fullmatch(r"\d{4}-\d\d-\d\d \d\d:\d\d:\d\d\+00", m["gameStartTime"]), i
    else:
        assert m["ticker"].startswith(m["event_ticker"] + "-"), i
        assert m["event_ticker"].startswith(m["series_ticker"] + "-"), i
        text = m["rules_primary"] + "\n" + m["rules_secondary"]
        assert leg["series_settlement_sources"], i
    assert not re.search(r"<name>|\{[a-z_]+\}", text), i
    return text


def main():
    v1, v2 = legs_v1.legs(), legs_v2.legs()
    texts = []
    for legs, venue, prefix in ((v1, "venue_one", "al1"), (v2, "venue_two", "al2")):
        ids = [l["id"] for l in legs]
        assert len(ids) == len(set(ids)), "duplicate ids"
        for l in legs:
            texts.append(check(l, venue, prefix))
    assert len(texts) == len(set(texts)), "duplicate rule texts"
    for legs, name in ((v1, "set_al_venue_one.jsonl"), (v2, "set_al_venue_two.jsonl")):
        path = os.path.join(OUT, name)
        with open(path, "w", encoding="utf-8") as f:
            for l in legs:
                f.write(json.dumps(l, ensure_ascii=False) + "\n")
        # parse again and re-validate
        with open(path, encoding="utf-8") as f:
            back = [json.loads(line) for line in f]
        assert back == legs, name
        print(name, len(back), "legs")
    allegs = v1 + v2
    print("families:", dict(Counter(l["expected"]["family"] for l in allegs)))
    print("meanings:", dict(sorted(Counter(m for l in allegs for m in l["meanings"]).items())))
    amb = [(l["id"], k) for l in allegs for k, v in l["expected"].items() if v == "ambiguous"]
    print("ambiguous:", amb)
    nulls = Counter(k for l in allegs for k, v in l["expected"].items() if v is None)
    print("null counts:", dict(nulls))


if __name__ == "__main__":
    main()
