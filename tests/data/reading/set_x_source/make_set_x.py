"""Build, validate and n-gram-check held-out set (x). Run from this folder: python3 make_set_x.py"""
import collections
import json
import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from common import (EXPECTED_KEYS, FAMILIES, PAYOUTS, SCOPES, SOURCES, TOP_KEYS_1,  # noqa: E402
                    TOP_KEYS_2)
import legs_v1  # noqa: E402
import legs_v2  # noqa: E402

OUT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
# The team's notes are not in this repository: VENUE_NOTES names the venue notes file.
VENUES_MD = os.environ.get("VENUE_NOTES", "")
# the only parts of the venue notes the writer read: 1.4, 2.3, 2.7, 3.1-3.4, 4.1-4.3 (by heading)
READ_SECTIONS = ["### 1.4", "### 2.3", "### 2.7", "## 3.", "### 3.1", "### 3.2", "### 3.3", "### 3.4",
                 "### 4.1", "### 4.2", "### 4.3"]


def texts(leg):
    m = leg["market"]
    if leg["venue"] == "venue_one":
        return [m["description"]]
    return [m["rules_primary"], m["rules_secondary"]]


def validate(legs, prefix, venue):
    errs = []
    ids = set()
    for leg in legs:
        lid = leg["id"]
        keys = TOP_KEYS_1 if venue == "venue_one" else TOP_KEYS_2
        if list(leg) != keys:
            errs.append(f"{lid}: top keys {list(leg)}")
        if not re.fullmatch(prefix + r"-\d{3}", lid) or lid in ids:
            errs.append(f"{lid}: bad or duplicate id")
        ids.add(lid)
        if leg["venue"] != venue:
            errs.append(f"{lid}: venue")
        e = leg["expected"]
        if list(e) != EXPECTED_KEYS:
            errs.append(f"{lid}: expected keys")
        if e["family"] not in FAMILIES:
            errs.append(f"{lid}: family")
        if e["scope"] not in SCOPES or e["source_primary"] not in SOURCES or e["source_fallback"] not in SOURCES:
            errs.append(f"{lid}: scope/source spelling")
        for k in ("void_cancelled", "void_postponed_long", "void_abandoned"):
            if e[k] not in PAYOUTS:
                errs.append(f"{lid}: {k} spelling")
        if e["void_cancelled"] == "result" or e["void_abandoned"] == "result":
            errs.append(f"{lid}: result is only a postponement payout")
        tw = e["timing_window"]
        if not (tw is None or tw in ("open_until_played", "ambiguous") or isinstance(tw, int)):
            errs.append(f"{lid}: timing_window")
        # postponement pairs
        if tw == "open_until_played" and e["void_postponed_long"] != "result":
            errs.append(f"{lid}: P1 pair")
        if tw is None and e["void_postponed_long"] is not None:
            errs.append(f"{lid}: silent postponement pair")
        fam = e["family"]
        if fam == "half":
            if e["half"] not in ("first", "second") or e["scope"] is not None:
                errs.append(f"{lid}: half/scope")
        elif e["half"] is not None:
            errs.append(f"{lid}: half set on non-half")
        if fam in ("win", "advance", "spread") and e["outcome"] not in (leg["home"], leg["away"]):
            errs.append(f"{lid}: team outcome {e['outcome']}")
        if fam == "draw" and e["outcome"] != "draw":
            errs.append(f"{lid}: draw outcome")
        if fam == "total" and e["outcome"] not in ("over", "under"):
            errs.append(f"{lid}: total outcome")
        if fam in ("spread", "total"):
            if not (isinstance(e["line"], float) and e["line"] > 0):
                errs.append(f"{lid}: line")
        if fam == "exact_score" and not re.fullmatch(r"\d+-\d+", e["outcome"]):
            errs.append(f"{lid}: score outcome")
        if fam == "advance" and e["scope"] != "penalties":
            errs.append(f"{lid}: advance scope")
        m = leg["market"]
        if venue == "venue_one":
            if fam == "spread" and m["line"] != -e["line"]:
                errs.append(f"{lid}: wire spread line")
            if fam == "total" and m["line"] != e["line"]:
                errs.append(f"{lid}: wire total line")
            json.loads(m["outcomes"])
        else:
            if not m["ticker"].startswith(m["event_ticker"] + "-"):
                errs.append(f"{lid}: ticker")
            if not leg["series_settlement_sources"]:
                errs.append(f"{lid}: series sources")
        for t in texts(leg):
            if "{" in t or "}" in t or "<" in t:
                errs.append(f"{lid}: placeholder")
    return errs


def words(s):
    return re.findall(r"[a-z0-9']+", s.lower().replace("’", "'"))


def read_sections():
    lines = open(VENUES_MD, encoding="utf-8").read().split("\n")
    keep, on = [], False
    for ln in lines:
        if ln.startswith("#"):
            on = any(ln.startswith(h) for h in READ_SECTIONS)
        if on:
            keep.append(ln)
    return "\n".join(keep)


def ngram_hits(all_legs, n=6):
    src = words(read_sections())
    grams = {tuple(src[i:i + n]) for i in range(len(src) - n + 1)}
    hits = []
    for leg in all_legs:
        for t in texts(leg):
            w = words(t)
            for i in range(len(w) - n + 1):
                g = tuple(w[i:i + n])
                if g in grams:
                    hits.append((leg["id"], " ".join(g)))
    return hits


def main():
    v1, v2 = legs_v1.LEGS, legs_v2.LEGS
    errs = validate(v1, "x1", "venue_one") + validate(v2, "x2", "venue_two")
    seen = {}
    for leg in v1 + v2:
        for t in texts(leg):
            if t in seen:
                errs.append(f"{leg['id']}: duplicate text with {seen[t]}")
            seen[t] = leg["id"]
    if errs:
        print("\n".join(errs))
        sys.exit(1)
    for name, legs in (("set_x_venue_one.jsonl", v1), ("set_x_venue_two.jsonl", v2)):
        path = os.path.join(OUT, name)
        with open(path, "w", encoding="utf-8") as f:
            for leg in legs:
                f.write(json.dumps(leg, ensure_ascii=False) + "\n")
        back = [json.loads(x) for x in open(path, encoding="utf-8")]
        assert back == legs, name
        assert not validate(back, name[6:8].replace("ve", "x1").replace("x1", "x1") if False else
                            ("x1" if "one" in name else "x2"), "venue_one" if "one" in name else "venue_two")
        print(f"{name}: {len(back)} legs")
    for label, legs in (("venue_one", v1), ("venue_two", v2)):
        fam = collections.Counter(l["expected"]["family"] for l in legs)
        mean = collections.Counter(m for l in legs for m in l["meanings"])
        amb = [l["id"] for l in legs if "ambiguous" in json.dumps(l["expected"])]
        print(label, "families:", dict(sorted(fam.items())))
        print(label, "meanings:", dict(sorted(mean.items())))
        print(label, "ambiguous legs:", amb)
    for n in (6, 7):
        hits = ngram_hits(v1 + v2, n)
        print(f"{n}-gram hits against the venue notes sections read: {len(hits)}")
        for h in sorted(set(hits)):
            print("  ", h)


if __name__ == "__main__":
    main()
