"""Build and validate held-out reading set (ap). Standard library only, deterministic.

Run from this folder:  python3 make_set_ap.py
Writes ../set_ap_venue_one.jsonl and ../set_ap_venue_two.jsonl, parses them again and
re-validates them, then prints counts by family and meaning.
"""
import collections
import json
import os
import re
import sys

import legs_v1
import legs_v2

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.dirname(HERE)

KEYS = ["id", "venue", "styles", "meanings", "home", "away", "competition", "market"]
EXP_KEYS = ["family", "outcome", "line", "half", "scope", "source_primary", "source_fallback",
            "timing_window", "void_cancelled", "void_postponed_long", "void_abandoned"]
FAMILIES = {"win", "draw", "advance", "spread", "total", "btts", "half", "exact_score", "other", "unknown"}
SCOPES = {None, "regulation", "extra_time", "penalties", "ambiguous"}
SOURCES = {None, "official", "provider", "consensus", "ambiguous"}
PAYOUTS = {None, "yes", "no", "50-50", "fair_price", "last_price", "refund", "unspecified", "ambiguous"}
POSTPONED = PAYOUTS | {"result"}
V1_MARKET = ["id", "question", "slug", "groupItemTitle", "sportsMarketType", "line", "outcomes",
             "description", "resolutionSource", "event_title", "gameStartTime"]
V2_MARKET = ["ticker", "event_ticker", "series_ticker", "title", "yes_sub_title", "no_sub_title",
             "rules_primary", "rules_secondary", "occurrence_datetime"]


def fail(msg):
    print("FAIL:", msg)
    sys.exit(1)


def text_of(leg):
    m = leg["market"]
    if leg["venue"] == "venue_one":
        return m["description"]
    return m["rules_primary"] + "\n" + m["rules_secondary"]


def check(legs, venue, prefix):
    ids = set()
    texts = set()
    for leg in legs:
        lid = leg["id"]
        for k in KEYS:
            if k not in leg:
                fail("%s missing %s" % (lid, k))
        if venue == "venue_two" and "series_settlement_sources" not in leg:
            fail("%s missing series_settlement_sources" % lid)
        if "expected" not in leg:
            fail("%s missing expected" % lid)
        if not re.fullmatch(prefix + r"-\d{3}", lid):
            fail("bad id " + lid)
        if lid in ids:
            fail("duplicate id " + lid)
        ids.add(lid)
        if leg["venue"] != venue:
            fail(lid + " venue")
        mk = V1_MARKET if venue == "venue_one" else V2_MARKET
        for k in mk:
            if k not in leg["market"]:
                fail("%s market missing %s" % (lid, k))
        e = leg["expected"]
        if list(e.keys()) != EXP_KEYS:
            fail("%s expected keys %s" % (lid, list(e.keys())))
        if e["family"] not in FAMILIES:
            fail(lid + " family")
        if e["scope"] not in SCOPES:
            fail(lid + " scope")
        if e["source_primary"] not in SOURCES or e["source_fallback"] not in SOURCES:
            fail(lid + " source")
        if e["void_cancelled"] not in PAYOUTS or e["void_abandoned"] not in PAYOUTS:
            fail(lid + " payout")
        if e["void_postponed_long"] not in POSTPONED:
            fail(lid + " postponed payout")
        tw = e["timing_window"]
        if not (tw is None or tw in ("open_until_played", "ambiguous") or isinstance(tw, int)):
            fail(lid + " timing")
        if e["family"] == "half":
            if e["half"] not in ("first", "second") or e["scope"] is not None:
                fail(lid + " half/scope")
        elif e["half"] is not None:
            fail(lid + " half set on non-half leg")
        fam, out = e["family"], e["outcome"]
        if fam in ("win", "advance", "spread"):
            if out not in (leg["home"], leg["away"]):
                fail("%s outcome %r is not a team" % (lid, out))
        if fam == "draw" and out != "draw":
            fail(lid + " draw outcome")
        if fam == "half" and out not in (leg["home"], leg["away"], "draw"):
            fail(lid + " half outcome")
        if fam == "total" and (out not in ("over", "under") or not isinstance(e["line"], float)):
            fail(lid + " total")
        if fam == "spread":
            if not (isinstance(e["line"], float) and e["line"] > 0):
                fail(lid + " spread line")
            if venue == "venue_one" and leg["market"]["line"] != -e["line"]:
                fail(lid + " wire spread line")
        if fam == "btts" and out not in ("yes", "no"):
            fail(lid + " btts")
        if fam == "exact_score" and not re.fullmatch(r"\d+-\d+", out):
            fail(lid + " exact score")
        if fam in ("win", "draw", "advance", "btts", "exact_score", "half") and e["line"] is not None:
            fail(lid + " line on a family without one")
        t = text_of(leg)
        if t in texts:
            fail(lid + " duplicate text")
        texts.add(t)
        if re.search(r"[{}]|<[a-z]+>", t):
            fail(lid + " placeholder left in text")
        if venue == "venue_one":
            m = leg["market"]
            if json.loads(m["outcomes"]) != ["Yes", "No"]:
                fail(lid + " outcomes")
        else:
            m = leg["market"]
            if not m["ticker"].startswith(m["event_ticker"] + "-"):
                fail(lid + " ticker/event_ticker")
            if not m["event_ticker"].startswith(m["series_ticker"] + "-"):
                fail(lid + " event_ticker/series")
    return texts


def write(path, legs):
    with open(path, "w", encoding="utf-8") as f:
        for leg in legs:
            f.write(json.dumps(leg, ensure_ascii=False) + "\n")
    with open(path, encoding="utf-8") as f:
        return [json.loads(line) for line in f if line.strip()]


def main():
    one = legs_v1.legs()
    two = legs_v2.legs()
    t1 = check(one, "venue_one", "ap1")
    t2 = check(two, "venue_two", "ap2")
    if t1 & t2:
        fail("text shared across venues")
    p1 = os.path.join(OUT, "set_ap_venue_one.jsonl")
    p2 = os.path.join(OUT, "set_ap_venue_two.jsonl")
    r1 = write(p1, one)
    r2 = write(p2, two)
    if r1 != one or r2 != two:
        fail("round trip")
    check(r1, "venue_one", "ap1")
    check(r2, "venue_two", "ap2")
    for name, legs in (("venue_one", r1), ("venue_two", r2)):
        fams = collections.Counter(l["expected"]["family"] for l in legs)
        means = collections.Counter(m for l in legs for m in l["meanings"])
        amb = [(l["id"], k) for l in legs for k, v in l["expected"].items() if v == "ambiguous"]
        print(name, len(legs), "legs")
        print("  families:", dict(sorted(fams.items())))
        print("  meanings:", dict(sorted(means.items())))
        print("  ambiguous:", amb)
    print("OK")


if __name__ == "__main__":
    main()
