"""Build and validate set (au). Run from this folder: python3 make_set_au.py"""
import json, os, re, sys
from collections import Counter
import legs_v1, legs_v2

OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")
KEYS = ["family", "outcome", "line", "half", "scope", "source_primary", "source_fallback",
        "timing_window", "void_cancelled", "void_postponed_long", "void_abandoned"]
FAMILIES = {"win", "draw", "advance", "spread", "total", "btts", "half", "exact_score", "other"}
SCOPES = {None, "regulation", "extra_time", "penalties", "ambiguous"}
SOURCES = {None, "official", "provider", "consensus", "venue", "ambiguous"}
PAYOUTS = {None, "yes", "no", "50-50", "fair_price", "last_price", "refund", "result", "ambiguous"}


def check(leg, seen_ids, seen_texts):
    e = leg["expected"]
    assert list(e) == KEYS, leg["id"]
    assert leg["id"] not in seen_ids, leg["id"]
    seen_ids.add(leg["id"])
    assert e["family"] in FAMILIES
    assert e["scope"] in SCOPES and e["source_primary"] in SOURCES and e["source_fallback"] in SOURCES
    for k in ("void_cancelled", "void_postponed_long", "void_abandoned"):
        assert e[k] in PAYOUTS, (leg["id"], k)
    assert e["timing_window"] in (None, "open_until_played", "ambiguous") or isinstance(e["timing_window"], int)
    if e["family"] == "half":
        assert e["half"] in ("first", "second") and e["scope"] is None
    else:
        assert e["half"] is None
    if e["family"] in ("win", "advance", "spread"):
        assert e["outcome"] in (leg["home"], leg["away"]), leg["id"]
    if e["family"] == "draw":
        assert e["outcome"] == "draw"
    if e["family"] == "total":
        assert e["outcome"] in ("over", "under") and e["line"] > 0
    if e["family"] == "exact_score":
        assert re.fullmatch(r"\d+-\d+", e["outcome"])
    m = leg["market"]
    if leg["venue"] == "venue_one":
        text = m["description"]
        if e["family"] == "spread":
            assert m["line"] == -e["line"]
    else:
        text = m["rules_primary"] + "\n\n" + m["rules_secondary"]
        assert m["ticker"].startswith(m["event_ticker"] + "-")
        assert leg["series_settlement_sources"]
    for bad in ("{", "}", "<name>"):
        assert bad not in text, leg["id"]
    assert text not in seen_texts, leg["id"]
    seen_texts.add(text)
    for k in ("scope", "source_primary", "timing_window", "void_cancelled"):
        pass


def main():
    seen_ids, seen_texts = set(), set()
    counts = Counter()
    for name, legs in (("set_au_venue_one.jsonl", legs_v1.legs()), ("set_au_venue_two.jsonl", legs_v2.legs())):
        for leg in legs:
            check(leg, seen_ids, seen_texts)
        path = os.path.join(OUT, name)
        with open(path, "w", encoding="utf-8") as f:
            for leg in legs:
                f.write(json.dumps(leg, ensure_ascii=False) + "\n")
        with open(path, encoding="utf-8") as f:
            back = [json.loads(l) for l in f]
        assert back == legs
        fam = Counter(l["expected"]["family"] for l in legs)
        mean = Counter(m for l in legs for m in l["meanings"])
        print(name, len(legs), dict(sorted(fam.items())))
        print("  meanings", dict(sorted(mean.items())))
        counts.update(mean)
    print("all meanings", dict(sorted(counts.items())))


if __name__ == "__main__":
    main()
