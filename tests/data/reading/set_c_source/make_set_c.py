"""Check and write held-out reading set (c). Run: python3 make_set_c.py (stdlib only)."""
import json
import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from common import EXP_KEYS  # noqa: E402
import legs_v1  # noqa: E402
import legs_v2  # noqa: E402

OUT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

TOP = ["id", "venue", "styles", "meanings", "home", "away", "competition", "market", "expected"]
V1_MARKET = ["id", "question", "slug", "groupItemTitle", "sportsMarketType", "line", "outcomes",
             "description", "resolutionSource", "event_title"]
V2_MARKET = ["ticker", "event_ticker", "series_ticker", "title", "yes_sub_title", "no_sub_title",
             "rules_primary", "rules_secondary"]
FAMILIES = {"win", "draw", "advance", "spread", "total", "btts", "half", "exact_score"}
SCOPES = {None, "regulation", "extra_time", "penalties", "ambiguous"}
SOURCES = {None, "official", "provider", "consensus", "ambiguous"}
PAYOUTS = {None, "yes", "no", "50-50", "fair_price", "last_price", "refund", "result", "ambiguous"}
HALVES = {None, "first", "second"}


def check(leg, venue):
    errs = []
    for k in TOP:
        if k not in leg:
            errs.append(f"missing {k}")
    if leg["venue"] != venue:
        errs.append("venue")
    m = leg["market"]
    for k in (V1_MARKET if venue == "venue_one" else V2_MARKET):
        if k not in m:
            errs.append(f"market.{k} missing")
    if venue == "venue_two" and "series_settlement_sources" not in leg:
        errs.append("series_settlement_sources missing")
    e = leg["expected"]
    if list(e.keys()) != EXP_KEYS:
        errs.append("expected keys")
    f = e["family"]
    if f not in FAMILIES:
        errs.append(f"family {f}")
    o = e["outcome"]
    if f == "draw" and o != "draw":
        errs.append("draw outcome")
    if f == "total" and o not in ("over", "under"):
        errs.append("total outcome")
    if f == "btts" and o not in ("yes", "no"):
        errs.append("btts outcome")
    if f == "exact_score" and not re.fullmatch(r"\d+-\d+", o):
        errs.append("exact outcome")
    if f in ("win", "advance", "spread") and o not in (leg["home"], leg["away"]):
        errs.append("team outcome not a fixture team")
    if f == "half" and o not in (leg["home"], leg["away"], "draw"):
        errs.append("half outcome")
    if f in ("spread", "total"):
        if not isinstance(e["line"], float) or e["line"] <= 0:
            errs.append("line")
    elif e["line"] is not None:
        errs.append("line should be null")
    if venue == "venue_one" and f == "spread" and m["line"] != -e["line"]:
        errs.append("wire spread line")
    if venue == "venue_one" and f == "total" and m["line"] != e["line"]:
        errs.append("wire total line")
    if f == "half":
        if e["half"] not in ("first", "second") or e["scope"] is not None:
            errs.append("half/scope")
    elif e["half"] is not None:
        errs.append("half should be null")
    if e["scope"] not in SCOPES:
        errs.append("scope")
    if f == "advance" and e["scope"] not in ("penalties", "ambiguous"):
        errs.append("advance scope")
    if e["source_primary"] not in SOURCES or e["source_fallback"] not in SOURCES:
        errs.append("source")
    tw = e["timing_window"]
    if not (tw is None or tw in ("open_until_played", "ambiguous") or (isinstance(tw, int) and tw > 0)):
        errs.append("timing")
    for k in ("void_cancelled", "void_postponed_long", "void_abandoned"):
        if e[k] not in PAYOUTS:
            errs.append(k)
    if e["void_postponed_long"] == "result" and tw != "open_until_played":
        errs.append("result payout needs open_until_played")
    text = (m.get("description", "") or "") + (m.get("rules_primary", "") or "") + (m.get("rules_secondary", "") or "")
    if not text.strip():
        errs.append("empty text")
    return errs


def main():
    bad = 0
    seen = set()
    for venue, legs, name in (("venue_one", legs_v1.LEGS, "set_c_venue_one.jsonl"),
                              ("venue_two", legs_v2.LEGS, "set_c_venue_two.jsonl")):
        legs = sorted(legs, key=lambda x: x["id"])
        for leg in legs:
            if leg["id"] in seen:
                print("duplicate", leg["id"])
                bad += 1
            seen.add(leg["id"])
            for err in check(leg, venue):
                print(leg["id"], err)
                bad += 1
        if len(legs) < 60:
            print(venue, "fewer than 60 legs")
            bad += 1
        with open(os.path.join(OUT, name), "w", encoding="utf-8") as fh:
            for leg in legs:
                fh.write(json.dumps(leg, ensure_ascii=False) + "\n")
        print(f"{name}: {len(legs)} legs")
    if bad:
        sys.exit(f"{bad} problems")


if __name__ == "__main__":
    main()
