"""Build and validate set (as). Standard library only; deterministic output.

Run from this folder: python3 make_set_as.py
Writes ../set_as_venue_one.jsonl and ../set_as_venue_two.jsonl.
"""
import collections
import json
import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import legs_v1  # noqa: E402
import legs_v2  # noqa: E402

OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")

EXP_KEYS = ["family", "outcome", "line", "half", "scope", "source_primary",
            "source_fallback", "timing_window", "void_cancelled", "void_postponed_long",
            "void_abandoned"]
FAMILIES = {"win", "draw", "advance", "spread", "total", "btts", "half", "exact_score",
            "other", "unknown"}
SCOPES = {"regulation", "extra_time", "penalties", "ambiguous", None}
SOURCES = {"official", "provider", "consensus", "ambiguous", None}
PAYOUTS = {"yes", "no", "50-50", "fair_price", "last_price", "refund", "result",
           "ambiguous", None}
V1_KEYS = ["id", "question", "slug", "groupItemTitle", "sportsMarketType", "line",
           "outcomes", "description", "resolutionSource", "event_title", "gameStartTime"]
V2_KEYS = ["ticker", "event_ticker", "series_ticker", "title", "yes_sub_title",
           "no_sub_title", "rules_primary", "rules_secondary", "occurrence_datetime"]


def fail(msg):
    raise SystemExit("INVALID: " + msg)


def check(leg, venue):
    i = leg["id"]
    want_top = ["id", "venue", "styles", "meanings", "home", "away", "competition",
                "market"] + (["series_settlement_sources"] if venue == "venue_two" else []) \
        + ["expected"]
    if list(leg) != want_top:
        fail("%s top-level keys %s" % (i, list(leg)))
    if leg["venue"] != venue:
        fail(i + " venue")
    pref = "as1-" if venue == "venue_one" else "as2-"
    if not re.fullmatch(re.escape(pref) + r"\d{3}", i):
        fail(i + " id shape")
    m = leg["market"]
    if list(m) != (V1_KEYS if venue == "venue_one" else V2_KEYS):
        fail("%s market keys %s" % (i, list(m)))
    e = leg["expected"]
    if list(e) != EXP_KEYS:
        fail(i + " expected keys")
    if e["family"] not in FAMILIES:
        fail(i + " family")
    if e["scope"] not in SCOPES or e["source_primary"] not in SOURCES \
            or e["source_fallback"] not in SOURCES:
        fail(i + " scope/source spelling")
    for k in ("void_cancelled", "void_postponed_long", "void_abandoned"):
        if e[k] not in PAYOUTS:
            fail(i + " " + k)
    if e["timing_window"] not in ("open_until_played", "ambiguous", None) \
            and not isinstance(e["timing_window"], int):
        fail(i + " timing_window")
    fam, out = e["family"], e["outcome"]
    teams = {leg["home"], leg["away"]}
    if fam in ("win", "advance", "spread") and out not in teams:
        fail(i + " team outcome")
    if fam == "half":
        if e["half"] not in ("first", "second") or e["scope"] is not None:
            fail(i + " half")
        if out not in teams | {"draw"}:
            fail(i + " half outcome")
    elif e["half"] is not None:
        fail(i + " half set on non-half")
    if fam == "draw" and out != "draw":
        fail(i + " draw outcome")
    if fam == "total" and (out not in ("over", "under") or not isinstance(e["line"], float)):
        fail(i + " total")
    if fam == "spread":
        if not (isinstance(e["line"], float) and e["line"] > 0):
            fail(i + " spread line")
        if venue == "venue_one" and m["line"] != -e["line"]:
            fail(i + " wire spread line")
    if fam == "total" and venue == "venue_one" and m["line"] != e["line"]:
        fail(i + " wire total line")
    if fam == "btts" and out not in ("yes", "no"):
        fail(i + " btts outcome")
    if fam == "exact_score" and not re.fullmatch(r"\d+-\d+", out):
        fail(i + " exact score")
    if fam not in ("spread", "total") and e["line"] is not None:
        fail(i + " stray line")
    if fam == "advance" and e["scope"] != "penalties":
        fail(i + " advance scope")
    texts = [m["description"]] if venue == "venue_one" else [m["rules_primary"],
                                                             m["rules_secondary"]]
    for t in texts:
        if "{" in t or "}" in t or "<" in t:
            fail(i + " placeholder")
    if venue == "venue_one":
        json.loads(m["outcomes"])
        if not m["slug"].endswith(m["slug"].split("-")[-1]):
            fail(i + " slug")
    else:
        if not m["ticker"].startswith(m["event_ticker"] + "-"):
            fail(i + " ticker")
        if not m["event_ticker"].startswith(m["series_ticker"] + "-"):
            fail(i + " event_ticker")
        if not leg["series_settlement_sources"]:
            fail(i + " series sources")
    return texts


def main():
    one, two = legs_v1.legs(), legs_v2.legs()
    seen_ids, seen_texts = set(), set()
    for venue, legs in (("venue_one", one), ("venue_two", two)):
        for leg in legs:
            if leg["id"] in seen_ids:
                fail("duplicate id " + leg["id"])
            seen_ids.add(leg["id"])
            for t in check(leg, venue):
                if t in seen_texts:
                    fail("duplicate text in " + leg["id"])
                seen_texts.add(t)
    paths = {"venue_one": os.path.join(OUT, "set_as_venue_one.jsonl"),
             "venue_two": os.path.join(OUT, "set_as_venue_two.jsonl")}
    for venue, legs in (("venue_one", one), ("venue_two", two)):
        with open(paths[venue], "w", encoding="utf-8") as f:
            for leg in legs:
                f.write(json.dumps(leg, ensure_ascii=False) + "\n")
    # parse again and re-validate
    for venue in ("venue_one", "venue_two"):
        with open(paths[venue], encoding="utf-8") as f:
            back = [json.loads(line) for line in f]
        for leg in back:
            check(leg, venue)
        print("%s: %d legs" % (venue, len(back)))
    fam = collections.Counter(l["expected"]["family"] for l in one + two)
    mean = collections.Counter(m for l in one + two for m in l["meanings"])
    print("families:", dict(sorted(fam.items())))
    print("meanings:", dict(sorted(mean.items())))
    amb = [l["id"] for l in one + two if "ambiguous" in l["expected"].values()]
    print("ambiguous legs:", amb)


if __name__ == "__main__":
    main()
