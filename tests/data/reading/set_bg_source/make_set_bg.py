"""Build and validate set (bg). Run from this folder: python3 make_set_bg.py"""
import json, os, re, collections
from legs_bg import venue_one, venue_two

KEYS = ["family", "outcome", "line", "half", "scope", "source_primary", "source_fallback",
        "timing_window", "void_cancelled", "void_postponed_long", "void_abandoned"]
FAMILIES = {"win", "draw", "advance", "spread", "total", "btts", "half", "exact_score", "other"}
SCOPES = {"regulation", "extra_time", "penalties", "ambiguous", None}
SOURCES = {"official", "provider", "consensus", "ambiguous", None}
VOIDS = {"yes", "no", "50-50", "fair_price", "last_price", "refund", "result", "ambiguous", None}


def check(leg, venue):
    e = leg["expected"]
    assert list(e) == KEYS, leg["id"]
    assert leg["venue"] == venue
    assert e["family"] in FAMILIES, leg["id"]
    assert e["scope"] in SCOPES and e["source_primary"] in SOURCES and e["source_fallback"] in SOURCES, leg["id"]
    for k in ("void_cancelled", "void_postponed_long", "void_abandoned"):
        assert e[k] in VOIDS, (leg["id"], k)
    tw = e["timing_window"]
    assert tw in ("open_until_played", "ambiguous", None) or isinstance(tw, int), leg["id"]
    if tw == "open_until_played":
        assert e["void_postponed_long"] == "result", leg["id"]
    if e["family"] == "half":
        assert e["half"] in ("first", "second") and e["scope"] is None, leg["id"]
    else:
        assert e["half"] is None, leg["id"]
    if e["family"] in ("spread", "total"):
        assert isinstance(e["line"], float) and e["line"] > 0, leg["id"]
    if e["family"] in ("win", "advance", "spread") or (e["family"] == "half" and e["outcome"] != "draw"):
        assert e["outcome"] in (leg["home"], leg["away"]), leg["id"]
    if e["family"] == "draw":
        assert e["outcome"] == "draw"
    if e["family"] == "exact_score":
        assert re.fullmatch(r"\d+-\d+", e["outcome"]), leg["id"]
    m = leg["market"]
    texts = [m["description"]] if venue == "venue_one" else [m["rules_primary"], m["rules_secondary"]]
    for t in texts:
        assert "{" not in t and "}" not in t and "<" not in t, leg["id"]
    if venue == "venue_one":
        json.loads(m["outcomes"])
        if e["family"] == "spread":
            assert m["line"] == -e["line"], leg["id"]
    else:
        assert m["ticker"].startswith(m["event_ticker"] + "-") and m["event_ticker"].startswith(m["series_ticker"] + "-")
        assert leg["series_settlement_sources"], leg["id"]
    return texts


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    out = os.path.dirname(here)
    seen_ids, seen_texts = set(), set()
    for venue, legs, fn in (("venue_one", venue_one(), "set_bg_venue_one.jsonl"),
                            ("venue_two", venue_two(), "set_bg_venue_two.jsonl")):
        for leg in legs:
            assert leg["id"] not in seen_ids, leg["id"]
            seen_ids.add(leg["id"])
            for t in check(leg, venue):
                assert t not in seen_texts, leg["id"]
                seen_texts.add(t)
        path = os.path.join(out, fn)
        with open(path, "w", encoding="utf-8") as f:
            for leg in legs:
                f.write(json.dumps(leg, ensure_ascii=False) + "\n")
        # re-parse
        with open(path, encoding="utf-8") as f:
            back = [json.loads(l) for l in f]
        assert back == legs
        for leg in back:
            check(leg, venue)
        fam = collections.Counter(l["expected"]["family"] for l in back)
        mean = collections.Counter(m for l in back for m in l["meanings"])
        amb = [(l["id"], k) for l in back for k, v in l["expected"].items() if v == "ambiguous"]
        print(fn, len(back), "legs")
        print("  families:", dict(sorted(fam.items())))
        print("  meanings:", dict(sorted(mean.items())))
        print("  ambiguous:", amb)


if __name__ == "__main__":
    main()
