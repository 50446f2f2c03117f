"""Build and validate held-out reading set (aq).

Run from this folder: python3 make_set_aq.py
Writes ../set_aq_venue_one.jsonl and ../set_aq_venue_two.jsonl, parses them
again and re-validates. Standard library only; output is deterministic."""
import collections
import json
import os
import re
import sys

from common import EXPECTED_KEYS, FAMILIES, PAYOUTS, SCOPES, SOURCES
import legs_v1
import legs_v2

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.dirname(HERE)

V1_KEYS = ["id", "question", "slug", "groupItemTitle", "sportsMarketType", "line",
           "outcomes", "description", "resolutionSource", "event_title",
           "gameStartTime"]
V2_KEYS = ["ticker", "event_ticker", "series_ticker", "title", "yes_sub_title",
           "no_sub_title", "rules_primary", "rules_secondary", "occurrence_datetime"]

# Placeholders that are deliberate template mistakes in venue_two texts.
DELIBERATE = {"{{WINDOW_HOURS}}", "[TEAM_B]", "{{SCOPE}}", "[SCOPE]",
              "{{CANCEL_OUTCOME}}", "[SOURCE_NAME]", "{{ABANDON_RULE}}",
              "{{LEAGUE_NAME}}", "{{GAME_DATE}}"}


def text_of(leg):
    mk = leg["market"]
    if leg["venue"] == "venue_one":
        return mk["description"]
    return mk["rules_primary"] + "\n" + mk["rules_secondary"]


def check(legs, venue, prefix):
    errs = []
    seen = set()
    for lg in legs:
        i = lg["id"]
        if not re.fullmatch(prefix + r"-\d{3}", i):
            errs.append(f"{i}: bad id")
        if i in seen:
            errs.append(f"{i}: duplicate id")
        seen.add(i)
        if lg["venue"] != venue:
            errs.append(f"{i}: venue")
        e = lg["expected"]
        if list(e) != EXPECTED_KEYS:
            errs.append(f"{i}: expected keys {list(e)}")
        if e["family"] not in FAMILIES:
            errs.append(f"{i}: family")
        if e["scope"] not in SCOPES:
            errs.append(f"{i}: scope")
        for k in ("source_primary", "source_fallback"):
            if e[k] not in SOURCES:
                errs.append(f"{i}: {k}")
        for k in ("void_cancelled", "void_postponed_long", "void_abandoned"):
            if e[k] not in PAYOUTS:
                errs.append(f"{i}: {k}")
        tw = e["timing_window"]
        if not (tw is None or tw in ("open_until_played", "ambiguous")
                or isinstance(tw, int)):
            errs.append(f"{i}: timing_window")
        if e["family"] == "half":
            if e["half"] not in ("first", "second") or e["scope"] is not None:
                errs.append(f"{i}: half/scope")
        elif e["half"] is not None:
            errs.append(f"{i}: half set on non-half")
        if e["family"] in ("win", "advance", "spread") or (
                e["family"] == "half" and e["outcome"] != "draw"):
            if e["outcome"] not in (lg["home"], lg["away"]):
                errs.append(f"{i}: team outcome not a fixture team")
        if e["family"] == "draw" and e["outcome"] != "draw":
            errs.append(f"{i}: draw outcome")
        if e["family"] == "exact_score" and not re.fullmatch(r"\d+-\d+", e["outcome"]):
            errs.append(f"{i}: score")
        if e["family"] in ("spread", "total"):
            if not (isinstance(e["line"], float) and e["line"] > 0):
                errs.append(f"{i}: line")
        elif e["line"] is not None:
            errs.append(f"{i}: line on non-line family")
        if e["family"] == "advance" and e["scope"] != "penalties":
            errs.append(f"{i}: advance scope")
        mk = lg["market"]
        want = V1_KEYS if venue == "venue_one" else V2_KEYS
        if list(mk) != want:
            errs.append(f"{i}: market keys {list(mk)}")
        if venue == "venue_one":
            if e["family"] == "spread" and mk["line"] != -e["line"]:
                errs.append(f"{i}: wire spread line")
            if e["family"] == "total" and mk["line"] != e["line"]:
                errs.append(f"{i}: wire total line")
            json.loads(mk["outcomes"])
        else:
            if not mk["ticker"].startswith(mk["event_ticker"] + "-"):
                errs.append(f"{i}: ticker")
            if not mk["event_ticker"].startswith(mk["series_ticker"] + "-"):
                errs.append(f"{i}: event ticker")
            if not lg.get("series_settlement_sources"):
                errs.append(f"{i}: series sources")
        t = text_of(lg)
        stray = set(re.findall(r"\{\{[A-Z_]+\}\}|\[[A-Z_]+\]", t))
        if venue == "venue_one" and (stray or "{" in t or "}" in t):
            errs.append(f"{i}: placeholder in venue_one text")
        if stray - DELIBERATE:
            errs.append(f"{i}: unexpected placeholder {stray - DELIBERATE}")
    return errs


def main():
    v1 = legs_v1.legs()
    v2 = legs_v2.legs()
    errs = check(v1, "venue_one", "aq1") + check(v2, "venue_two", "aq2")
    texts = [text_of(l) for l in v1 + v2]
    if len(set(texts)) != len(texts):
        errs.append("duplicate rule texts")
    if errs:
        print("\n".join(errs))
        sys.exit(1)
    for name, legs in (("set_aq_venue_one.jsonl", v1), ("set_aq_venue_two.jsonl", v2)):
        path = os.path.join(OUT, name)
        with open(path, "w", encoding="utf-8") as f:
            for lg in legs:
                f.write(json.dumps(lg, ensure_ascii=False) + "\n")
        # parse again and re-validate
        with open(path, encoding="utf-8") as f:
            back = [json.loads(line) for line in f]
        venue = "venue_one" if "one" in name else "venue_two"
        again = check(back, venue, "aq1" if venue == "venue_one" else "aq2")
        if again or back != json.loads(json.dumps(legs, ensure_ascii=False)):
            print(name, "re-validation failed", again)
            sys.exit(1)
        print(f"{name}: {len(back)} legs")
    fam = collections.Counter(l["expected"]["family"] for l in v1 + v2)
    mean = collections.Counter(m for l in v1 + v2 for m in l["meanings"]
                               if not m.startswith("F:"))
    amb = [(l["id"], k) for l in v1 + v2 for k, v in l["expected"].items()
           if v == "ambiguous"]
    print("families:", dict(sorted(fam.items())))
    print("meanings:", dict(sorted(mean.items())))
    print("ambiguous fields:", amb)


if __name__ == "__main__":
    main()
