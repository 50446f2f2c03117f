"""Check and write reading set (d). Run from this folder: python3 make_set_d.py"""
import json
import os
import sys
from collections import Counter, defaultdict

import legs_v1
import legs_v2
from common import (ONE_REQUIRED, TWO_REQUIRED, EXPECTED_KEYS, FAMILIES, PAYOUTS,
                    SCOPES, SOURCES)

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.dirname(HERE)

CATALOGUE = ["S1", "S2", "S3", "S4", "S5", "S6", "P1", "P2", "P3", "P4",
             "C1", "C2", "C3", "C4", "R1", "R2", "R3", "D1"]


def check(leg, errors):
    lid = leg["id"]
    for k in ["id", "venue", "styles", "meanings", "home", "away", "competition", "market", "expected"]:
        if k not in leg:
            errors.append(f"{lid}: missing {k}")
    req = ONE_REQUIRED if leg["venue"] == "venue_one" else TWO_REQUIRED
    for k in req:
        if k not in leg["market"]:
            errors.append(f"{lid}: market missing {k}")
    if leg["venue"] == "venue_two" and "series_settlement_sources" not in leg:
        errors.append(f"{lid}: missing series_settlement_sources")
    if leg["venue"] == "venue_one":
        json.loads(leg["market"]["outcomes"])
        if not leg["market"]["description"].strip():
            errors.append(f"{lid}: empty description")
    e = leg["expected"]
    if sorted(e) != sorted(EXPECTED_KEYS):
        errors.append(f"{lid}: expected keys {sorted(e)}")
    if e["family"] not in FAMILIES:
        errors.append(f"{lid}: family {e['family']}")
    for k in ("void_cancelled", "void_postponed_long", "void_abandoned"):
        if e[k] not in PAYOUTS:
            errors.append(f"{lid}: {k}={e[k]}")
    if e["scope"] not in SCOPES:
        errors.append(f"{lid}: scope {e['scope']}")
    for k in ("source_primary", "source_fallback"):
        if e[k] not in SOURCES:
            errors.append(f"{lid}: {k}={e[k]}")
    tw = e["timing_window"]
    if not (tw is None or tw in ("open_until_played", "ambiguous") or isinstance(tw, int)):
        errors.append(f"{lid}: timing_window {tw}")
    if e["family"] in ("spread", "total") and not isinstance(e["line"], float):
        errors.append(f"{lid}: line missing")
    if e["family"] == "half" and e["half"] not in ("first", "second"):
        errors.append(f"{lid}: half missing")
    for k, v in leg["market"].items():
        if isinstance(v, str) and ("{T}" in v or "{O}" in v or "{L}" in v or "{line}" in v):
            errors.append(f"{lid}: unfilled placeholder in {k}")


def main():
    one = legs_v1.legs()
    two = legs_v2.legs()
    errors = []
    ids = Counter(l["id"] for l in one + two)
    for i, c in ids.items():
        if c > 1:
            errors.append(f"duplicate id {i}")
    texts = Counter()
    for leg in one + two:
        check(leg, errors)
        m = leg["market"]
        t = m.get("description") or (m.get("rules_primary", "") + "\n" + m.get("rules_secondary", ""))
        texts[t] += 1
    for t, c in texts.items():
        if c > 1:
            errors.append(f"duplicate text: {t[:80]}")
    if errors:
        print("\n".join(errors))
        sys.exit(1)
    for name, rows in (("set_d_venue_one.jsonl", one), ("set_d_venue_two.jsonl", two)):
        with open(os.path.join(OUT, name), "w", encoding="utf-8") as f:
            for r in rows:
                f.write(json.dumps(r, ensure_ascii=False) + "\n")
    # re-read to prove the lines parse
    for name in ("set_d_venue_one.jsonl", "set_d_venue_two.jsonl"):
        with open(os.path.join(OUT, name), encoding="utf-8") as f:
            n = sum(1 for line in f if json.loads(line))
        print(f"{name}: {n} legs")
    fam = Counter((l["venue"], l["expected"]["family"]) for l in one + two)
    print("families:", dict(sorted(fam.items())))
    bank_meaning = {
        "S1": ["S1"], "S1O": ["S1"], "P1": ["P1"], "P4": ["P4"], "C1": ["C1"], "C2": ["C2"],
        "C3E": ["C3"], "C3F": ["C3"], "R1": ["R1"], "R2": ["R2"], "ADV": ["S6"],
        "WS2": ["S2"], "DS2": ["S2"], "TO": ["S2"], "TU": ["S2"], "SP": ["S2"], "BT": ["S2"],
        "ES": ["S2"], "WS3": ["S3"], "DS3": ["S3"], "WS4": ["S4"], "DS4": ["S4"],
        "TET": ["S5"], "BET": ["S5"], "FT": ["S5"], "AD": ["S6"], "D1": ["D1"],
        "P2C4": ["P2", "C4"], "P2S": ["P2", "C4"], "P3": ["P3", "C4"], "C4": ["C4"], "R3": ["R3"],
    }
    wordings = defaultdict(set)
    tags = defaultdict(set)
    for mod, pre in ((legs_v1, "one"), (legs_v2, "two")):
        for (name, idx), st in mod.USED.items():
            if pre == "one" and name in ("FT", "ES"):
                continue  # venue_one outcome clauses that share a bank name, not scope clauses
            for m in bank_meaning.get(name, []):
                wordings[m].add((pre, name, idx))
                tags[m] |= set(st)
    # hand-written legs: each is its own wording of every meaning it carries
    n1, n2 = len(legs_v1.SPECS), len(legs_v2.SPECS)
    for l in one + two:
        k = int(l["id"][3:])
        if (l["venue"] == "venue_one" and k > n1) or (l["venue"] == "venue_two" and k > n2):
            for m in l["meanings"]:
                wordings[m].add(("hand", l["id"]))
                tags[m] |= set(l["styles"])
    print("distinct wordings per catalogue meaning (bank variants + hand-written legs):")
    for m in CATALOGUE:
        print(f"  {m}: {len(wordings[m])} wordings, {len(tags[m])} style tags")
        if len(wordings[m]) < 6:
            print("   WARNING: fewer than 6 wordings for", m)
    per = defaultdict(list)
    for l in one + two:
        for m in l["meanings"]:
            per[m].append(l)
    for m in CATALOGUE + sorted(k for k in per if k not in CATALOGUE):
        ls = per.get(m, [])
        st = set()
        for l in ls:
            st |= set(l["styles"])
        print(f"{m:14s} legs={len(ls):3d} distinct_style_sets={len({tuple(l['styles']) for l in ls}):3d}"
              f" styles={len(st)}")
        if m in CATALOGUE and len({tuple(l['styles']) for l in ls}) < 6:
            print("   WARNING: fewer than 6 styles for", m)


if __name__ == "__main__":
    main()
