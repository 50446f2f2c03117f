"""Build and validate set (bc). Run from this folder: python3 make_set_bc.py
Writes ../set_bc_venue_one.jsonl and ../set_bc_venue_two.jsonl (standard library only)."""
import collections
import json
import os
import re
import sys

import legs_bc1
import legs_bc2

HERE = os.path.dirname(os.path.abspath(__file__))
OUT1 = os.path.join(HERE, "..", "set_bc_venue_one.jsonl")
OUT2 = os.path.join(HERE, "..", "set_bc_venue_two.jsonl")

TOP = ["id", "venue", "styles", "meanings", "home", "away", "competition", "market", "expected"]
EXP = ["family", "outcome", "line", "half", "scope", "source_primary", "source_fallback",
       "timing_window", "void_cancelled", "void_postponed_long", "void_abandoned"]
FAMILIES = {"win", "draw", "advance", "spread", "total", "btts", "half", "exact_score", "other", "unknown"}
SCOPES = {"regulation", "extra_time", "penalties", "ambiguous", None}
SOURCES = {"official", "provider", "consensus", "venue", "ambiguous", None}
VOIDS = {"yes", "no", "50-50", "fair_price", "last_price", "refund", "unspecified", "ambiguous", None}
VOID_P = VOIDS | {"result"}
COMPS = {"epl", "laliga", "bundesliga", "seriea", "ligue1", "mls", "ucl"}
M1 = ["id", "question", "slug", "groupItemTitle", "sportsMarketType", "line", "outcomes",
      "description", "resolutionSource", "event_title", "gameStartTime"]
M2 = ["ticker", "event_ticker", "series_ticker", "title", "yes_sub_title", "no_sub_title",
      "rules_primary", "rules_secondary", "occurrence_datetime"]


def check(leg, errs):
    i = leg["id"]
    if list(leg) != TOP + (["series_settlement_sources"] if leg["venue"] == "venue_two" else []) and \
       set(leg) != set(TOP + (["series_settlement_sources"] if leg["venue"] == "venue_two" else [])):
        errs.append("%s: top keys %s" % (i, list(leg)))
    e = leg["expected"]
    if set(e) != set(EXP):
        errs.append("%s: expected keys" % i)
    if e["family"] not in FAMILIES: errs.append("%s family" % i)
    if e["scope"] not in SCOPES: errs.append("%s scope" % i)
    if e["source_primary"] not in SOURCES or e["source_fallback"] not in SOURCES: errs.append("%s source" % i)
    if e["void_cancelled"] not in VOIDS or e["void_abandoned"] not in VOIDS: errs.append("%s void" % i)
    if e["void_postponed_long"] not in VOID_P: errs.append("%s void_p" % i)
    tw = e["timing_window"]
    if not (tw in (None, "open_until_played", "ambiguous") or (isinstance(tw, int) and tw > 0)):
        errs.append("%s timing" % i)
    if (tw == "open_until_played") != (e["void_postponed_long"] == "result"):
        errs.append("%s P1 pairing" % i)
    if leg["competition"] not in COMPS: errs.append("%s comp" % i)
    fam = e["family"]
    if fam == "half":
        if e["half"] not in ("first", "second") or e["scope"] is not None: errs.append("%s half" % i)
    elif e["half"] is not None:
        errs.append("%s half set" % i)
    if fam in ("win", "advance", "spread") or (fam == "half" and e["outcome"] != "draw"):
        if e["outcome"] not in (leg["home"], leg["away"]): errs.append("%s team outcome" % i)
    if fam == "draw" and e["outcome"] != "draw": errs.append("%s draw outcome" % i)
    if fam == "total" and (e["outcome"] not in ("over", "under") or not e["line"]): errs.append("%s total" % i)
    if fam == "spread" and not (e["line"] and e["line"] > 0): errs.append("%s spread line" % i)
    if fam == "exact_score" and not re.fullmatch(r"\d+-\d+", e["outcome"]): errs.append("%s score" % i)
    if fam == "btts" and e["outcome"] not in ("yes", "no"): errs.append("%s btts" % i)
    if fam not in ("spread", "total") and e["line"] is not None: errs.append("%s line set" % i)
    m = leg["market"]
    if leg["venue"] == "venue_one":
        if list(m) != M1: errs.append("%s market keys" % i)
        if json.loads(m["outcomes"]) != ["Yes", "No"]: errs.append("%s outcomes" % i)
        if fam == "spread" and m["line"] != -e["line"]: errs.append("%s wire spread" % i)
        if fam == "total" and m["line"] != e["line"]: errs.append("%s wire total" % i)
        if not re.fullmatch(r"\d{4}-\d\d-\d\d \d\d:\d\d:\d\d\+00", m["gameStartTime"]): errs.append("%s gst" % i)
        texts = [m["description"]]
        if fam in ("win",) and m["groupItemTitle"] != e["outcome"]: errs.append("%s git" % i)
    else:
        if list(m) != M2: errs.append("%s market keys" % i)
        if not m["ticker"].startswith(m["event_ticker"] + "-"): errs.append("%s ticker" % i)
        if not m["event_ticker"].startswith(m["series_ticker"] + "-"): errs.append("%s event ticker" % i)
        if fam == "win" and m["yes_sub_title"] != e["outcome"]: errs.append("%s sub" % i)
        if fam == "draw" and m["yes_sub_title"] != "Tie": errs.append("%s tie sub" % i)
        if not re.fullmatch(r"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ", m["occurrence_datetime"]): errs.append("%s occ" % i)
        if not leg["series_settlement_sources"]: errs.append("%s sss" % i)
        texts = [m["rules_primary"], m["rules_secondary"]]
    for t in texts:
        if not t or "{" in t or "}" in t or re.search(r"<[A-Za-z_ ]+>", t):
            errs.append("%s placeholder/empty text" % i)
    return texts


def main():
    legs1, legs2 = legs_bc1.legs(), legs_bc2.legs()
    errs, seen_ids, seen_texts = [], set(), set()
    for leg in legs1 + legs2:
        if leg["id"] in seen_ids: errs.append("dup id " + leg["id"])
        seen_ids.add(leg["id"])
        for t in check(leg, errs):
            if t in seen_texts: errs.append("dup text " + leg["id"])
            seen_texts.add(t)
    for legs, pre in ((legs1, "bc1-"), (legs2, "bc2-")):
        for n, leg in enumerate(legs, 1):
            if leg["id"] != "%s%03d" % (pre, n): errs.append("id order " + leg["id"])
    if errs:
        print("\n".join(errs)); sys.exit(1)
    for path, legs in ((OUT1, legs1), (OUT2, legs2)):
        with open(path, "w", encoding="utf-8") as f:
            for leg in legs:
                f.write(json.dumps(leg, ensure_ascii=False) + "\n")
    # re-parse
    back = []
    for path in (OUT1, OUT2):
        with open(path, encoding="utf-8") as f:
            for line in f:
                back.append(json.loads(line))
    errs = []
    for leg in back:
        check(leg, errs)
    if errs or len({l["id"] for l in back}) != len(back):
        print("re-parse failed", errs); sys.exit(1)
    print("venue_one legs:", len(legs1), " venue_two legs:", len(legs2))
    fam = collections.Counter(l["expected"]["family"] for l in back)
    print("families:", dict(sorted(fam.items())))
    mean = collections.Counter(m for l in back for m in l["meanings"])
    print("meanings:", dict(sorted(mean.items())))
    writers = collections.Counter(s for l in back for s in l["styles"] if s.startswith("writer:"))
    print("writers:", len(writers), "distinct; max legs per writer", max(writers.values()))
    amb = [(l["id"], k) for l in back for k, v in l["expected"].items() if v == "ambiguous"]
    print("ambiguous fields:", amb)


if __name__ == "__main__":
    main()
