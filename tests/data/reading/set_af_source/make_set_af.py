"""Build and validate set (af). Run from this folder: python3 make_set_af.py"""
import json, os, re, sys
from collections import Counter
import legs_v1, legs_v2

KEYS = legs_v1.KEYS
VOIDS = {None, "yes", "no", "50-50", "fair_price", "last_price", "refund", "result", "ambiguous"}
SOURCES = {None, "official", "consensus", "provider", "ambiguous"}
SCOPES = {None, "regulation", "extra_time", "penalties", "ambiguous"}
FAMILIES = {"win", "draw", "advance", "spread", "total", "btts", "half", "exact_score", "other"}


def check(leg):
    e = leg["expected"]
    assert list(e) == KEYS, (leg["id"], list(e))
    assert e["family"] in FAMILIES
    assert e["scope"] in SCOPES and e["source_primary"] in SOURCES and e["source_fallback"] in SOURCES
    for f in ("void_cancelled", "void_postponed_long", "void_abandoned"):
        assert e[f] in VOIDS, (leg["id"], f, e[f])
    tw = e["timing_window"]
    assert tw is None or tw in ("open_until_played", "ambiguous") or isinstance(tw, int)
    if e["family"] in ("win", "advance", "spread", "half") or (e["family"] == "other"):
        assert e["outcome"] in (leg["home"], leg["away"]), leg["id"]
    if e["family"] == "draw":
        assert e["outcome"] == "draw"
    if e["family"] in ("total", "spread"):
        assert isinstance(e["line"], float) and e["line"] > 0
    if e["family"] == "half":
        assert e["half"] in ("first", "second") and e["scope"] is None
    if e["family"] == "exact_score":
        assert re.fullmatch(r"\d+-\d+", e["outcome"])
    mk = leg["market"]
    if leg["venue"] == "venue_one":
        for k in ("id", "question", "slug", "groupItemTitle", "sportsMarketType", "description",
                  "resolutionSource", "event_title", "gameStartTime", "outcomes"):
            assert k in mk, (leg["id"], k)
        if e["family"] == "spread":
            assert mk["line"] == -e["line"]
        if e["family"] == "total":
            assert mk["line"] == e["line"]
        texts = [mk["description"]]
    else:
        for k in ("ticker", "event_ticker", "series_ticker", "title", "yes_sub_title",
                  "rules_primary", "rules_secondary"):
            assert k in mk, (leg["id"], k)
        assert mk["ticker"].startswith(mk["event_ticker"] + "-")
        assert leg["series_settlement_sources"]
        texts = [mk["rules_primary"], mk["rules_secondary"]]
    for t in texts:
        assert not re.search(r"<[A-Za-z_ ]+>", t) and "{name" not in t, leg["id"]


def main():
    out = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")
    allt = set()
    for venue, mod, pre, fn in (("venue_one", legs_v1, "af1", "set_af_venue_one.jsonl"),
                                ("venue_two", legs_v2, "af2", "set_af_venue_two.jsonl")):
        L = mod.legs()
        rows = []
        for i, leg in enumerate(L, 1):
            leg = {"id": f"{pre}-{i:03d}", **leg}
            check(leg)
            mk = leg["market"]
            t = mk.get("description") or (mk["rules_primary"] + "\n" + mk["rules_secondary"])
            assert t not in allt, leg["id"]
            allt.add(t)
            rows.append(leg)
        path = os.path.join(out, fn)
        with open(path, "w", encoding="utf-8") as f:
            for r in rows:
                f.write(json.dumps(r, ensure_ascii=False) + "\n")
        back = [json.loads(x) for x in open(path, encoding="utf-8")]
        ids = [b["id"] for b in back]
        assert len(ids) == len(set(ids))
        for b in back:
            check(b)
        print(venue, len(back), "legs")
        print("  families:", dict(Counter(b["expected"]["family"] for b in back)))
        print("  meanings:", dict(sorted(Counter(m for b in back for m in b["meanings"]).items())))
        amb = [(b["id"], k) for b in back for k, v in b["expected"].items() if v == "ambiguous"]
        print("  ambiguous:", amb)


if __name__ == "__main__":
    main()
