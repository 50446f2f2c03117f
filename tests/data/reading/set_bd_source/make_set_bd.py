"""Build and validate held-out reading set (bd).

Run from this folder: python3 make_set_bd.py
Writes ../set_bd_venue_one.jsonl and ../set_bd_venue_two.jsonl (standard library only,
deterministic), parses them back and re-validates them.
"""
import collections
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import legs_v1  # noqa: E402
import legs_v2  # noqa: E402

OUT = os.path.dirname(HERE)

EXPECTED_KEYS = ["family", "outcome", "line", "half", "scope", "source_primary",
                 "source_fallback", "timing_window", "void_cancelled",
                 "void_postponed_long", "void_abandoned"]
FAMILIES = {"win", "draw", "advance", "spread", "total", "btts", "half", "exact_score",
            "other", "unknown"}
SCOPES = {"regulation", "extra_time", "penalties", "ambiguous", None}
SOURCES = {"official", "provider", "consensus", "venue", "ambiguous", None}
VOIDS = {"yes", "no", "50-50", "fair_price", "last_price", "refund", "unspecified",
         "result", "ambiguous", None}
COMPS = {"epl", "laliga", "bundesliga", "seriea", "ligue1", "mls", "ucl", "wc"}
V1_KEYS = ["id", "question", "slug", "groupItemTitle", "sportsMarketType", "line", "outcomes",
           "description", "resolutionSource", "event_title", "gameStartTime"]
V2_KEYS = ["ticker", "event_ticker", "series_ticker", "title", "yes_sub_title", "no_sub_title",
           "rules_primary", "rules_secondary", "occurrence_datetime"]


def build_v1():
    out = []
    for i, leg in enumerate(legs_v1.LEGS, 1):
        assert leg["n"] == i, (leg["n"], i)
        m = leg["market"]
        market = {
            "id": str(5310200 + 17 * i),
            "question": m["question"], "slug": m["slug"],
            "groupItemTitle": m["groupItemTitle"],
            "sportsMarketType": m["sportsMarketType"], "line": m["line"],
            "outcomes": json.dumps(["Yes", "No"]),
            "description": m["description"],
            "resolutionSource": legs_v1.OFFICIAL_SITES[leg["competition"]],
            "event_title": m["event_title"], "gameStartTime": m["gameStartTime"],
        }
        out.append({
            "id": "bd1-%03d" % i, "venue": "venue_one",
            "styles": sorted(set(leg["styles"] + ["writer:" + leg["writer"]])),
            "meanings": leg["meanings"], "home": leg["home"], "away": leg["away"],
            "competition": leg["competition"], "market": market,
            "expected": leg["expected"],
        })
    return out


def build_v2():
    out = []
    for i, leg in enumerate(legs_v2.LEGS, 1):
        assert leg["n"] == i, (leg["n"], i)
        out.append({
            "id": "bd2-%03d" % i, "venue": "venue_two",
            "styles": sorted(set(leg["styles"] + ["writer:" + leg["writer"]])),
            "meanings": leg["meanings"], "home": leg["home"], "away": leg["away"],
            "competition": leg["competition"], "market": leg["market"],
            "series_settlement_sources": leg["series_settlement_sources"],
            "expected": leg["expected"],
        })
    return out


def texts(rec):
    m = rec["market"]
    if rec["venue"] == "venue_one":
        return [m["description"]]
    return [m["rules_primary"], m["rules_secondary"]]


def validate(recs, venue):
    errs = []
    ids = set()
    for r in recs:
        rid = r["id"]
        if rid in ids:
            errs.append("dup id " + rid)
        ids.add(rid)
        if r["venue"] != venue:
            errs.append(rid + " venue")
        if r["competition"] not in COMPS:
            errs.append(rid + " competition")
        e = r["expected"]
        if list(e.keys()) != EXPECTED_KEYS:
            errs.append(rid + " expected keys " + str(list(e.keys())))
        if e["family"] not in FAMILIES:
            errs.append(rid + " family")
        if e["scope"] not in SCOPES:
            errs.append(rid + " scope")
        if e["source_primary"] not in SOURCES or e["source_fallback"] not in SOURCES:
            errs.append(rid + " source")
        for k in ("void_cancelled", "void_postponed_long", "void_abandoned"):
            if e[k] not in VOIDS:
                errs.append(rid + " " + k)
        tw = e["timing_window"]
        if not (tw in (None, "open_until_played", "ambiguous") or isinstance(tw, int)):
            errs.append(rid + " timing_window")
        # timing and postponement payout go together
        if (tw is None) != (e["void_postponed_long"] is None):
            errs.append(rid + " timing/postponement pairing")
        if tw == "open_until_played" and e["void_postponed_long"] != "result":
            errs.append(rid + " P1 payout")
        fam = e["family"]
        if fam == "half":
            if e["half"] not in ("first", "second") or e["scope"] is not None:
                errs.append(rid + " half/scope")
        elif e["half"] is not None:
            errs.append(rid + " half on non-half")
        if fam in ("spread", "total"):
            if not isinstance(e["line"], float) or e["line"] <= 0:
                errs.append(rid + " line")
        elif e["line"] is not None:
            errs.append(rid + " line on non-line family")
        if fam == "total" and e["outcome"] not in ("over", "under"):
            errs.append(rid + " total outcome")
        if fam == "btts" and e["outcome"] not in ("yes", "no"):
            errs.append(rid + " btts outcome")
        if fam == "exact_score" and not re.fullmatch(r"\d+-\d+", e["outcome"]):
            errs.append(rid + " score outcome")
        if fam == "draw" and e["outcome"] != "draw":
            errs.append(rid + " draw outcome")
        if fam in ("win", "advance", "spread", "other") and e["outcome"] not in (r["home"], r["away"]):
            errs.append(rid + " team outcome")
        if fam == "advance" and e["scope"] != "penalties":
            errs.append(rid + " advance scope")
        m = r["market"]
        if venue == "venue_one":
            if list(m.keys()) != V1_KEYS:
                errs.append(rid + " market keys")
            if json.loads(m["outcomes"]) != ["Yes", "No"]:
                errs.append(rid + " outcomes")
            if fam == "spread" and m["line"] != -e["line"]:
                errs.append(rid + " wire spread line")
            if fam == "total" and m["line"] != e["line"]:
                errs.append(rid + " wire total line")
            if not re.fullmatch(r"\d{4}-\d\d-\d\d \d\d:\d\d:\d\d\+00", m["gameStartTime"]):
                errs.append(rid + " gameStartTime")
            if m["event_title"] != "%s vs. %s" % (r["home"], r["away"]):
                errs.append(rid + " event_title")
        else:
            if list(m.keys()) != V2_KEYS:
                errs.append(rid + " market keys")
            if not m["ticker"].startswith(m["event_ticker"] + "-"):
                errs.append(rid + " ticker/event")
            if not m["event_ticker"].startswith(m["series_ticker"] + "-"):
                errs.append(rid + " event/series")
            if not r["series_settlement_sources"]:
                errs.append(rid + " series sources")
            if "%s vs %s" % (r["home"], r["away"]) not in m["title"]:
                errs.append(rid + " title")
            if fam == "draw" and m["yes_sub_title"] != "Tie":
                errs.append(rid + " tie label")
        for t in texts(r):
            if re.search(r"[{}]|<[a-z]+>", t):
                errs.append(rid + " placeholder")
    return errs


def main():
    v1, v2 = build_v1(), build_v2()
    errs = validate(v1, "venue_one") + validate(v2, "venue_two")
    alltexts = [t for r in v1 + v2 for t in texts(r)]
    if len(alltexts) != len(set(alltexts)):
        errs.append("duplicate rule texts")
    if errs:
        print("\n".join(errs))
        sys.exit(1)
    for name, recs in (("set_bd_venue_one.jsonl", v1), ("set_bd_venue_two.jsonl", v2)):
        with open(os.path.join(OUT, name), "w", encoding="utf-8") as f:
            for r in recs:
                f.write(json.dumps(r, ensure_ascii=False) + "\n")
    # parse back and re-validate
    back = {}
    for name, venue in (("set_bd_venue_one.jsonl", "venue_one"),
                        ("set_bd_venue_two.jsonl", "venue_two")):
        with open(os.path.join(OUT, name), encoding="utf-8") as f:
            recs = [json.loads(line) for line in f]
        errs = validate(recs, venue)
        if errs:
            print("\n".join(errs))
            sys.exit(1)
        back[venue] = recs
    allids = [r["id"] for rs in back.values() for r in rs]
    assert len(allids) == len(set(allids))
    for venue, recs in back.items():
        print(venue, len(recs), "legs")
        fam = collections.Counter(r["expected"]["family"] for r in recs)
        print("  families:", dict(sorted(fam.items())))
        mean = collections.Counter(m for r in recs for m in r["meanings"]
                                   if not m.startswith("F:"))
        print("  meanings:", dict(sorted(mean.items())))
        amb = [(r["id"], k) for r in recs for k, v in r["expected"].items() if v == "ambiguous"]
        print("  ambiguous:", amb)


if __name__ == "__main__":
    main()
