"""Write and check held-out reading set (e).

    python3 make_set_e.py

Writes ../set_e_venue_one.jsonl and ../set_e_venue_two.jsonl (deterministic),
validates every leg, parses the files again, and prints counts by family and
by meaning. Standard library only; exits non-zero on any validation error."""

import collections
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import legs_v1  # noqa: E402
import legs_v2  # noqa: E402
from common import validate  # noqa: E402

OUT = os.path.dirname(HERE)
KEY_ORDER_1 = ["id", "venue", "styles", "meanings", "home", "away", "competition", "market",
               "expected"]
KEY_ORDER_2 = ["id", "venue", "styles", "meanings", "home", "away", "competition", "market",
               "series_settlement_sources", "expected"]


def ordered(leg, order):
    assert set(leg) == set(order), (leg.get("id"), set(leg) ^ set(order))
    return {k: leg[k] for k in order}


def write(path, legs):
    with open(path, "w", encoding="utf-8") as f:
        for leg in legs:
            f.write(json.dumps(leg, ensure_ascii=False) + "\n")


def reread(path):
    with open(path, encoding="utf-8") as f:
        return [json.loads(line) for line in f if line.strip()]


def counts(legs):
    fam = collections.Counter(L["expected"]["family"] for L in legs)
    half = collections.Counter(L["expected"]["half"] for L in legs if L["expected"]["half"])
    mean = collections.Counter(m for L in legs for m in L["meanings"] if not m.startswith("F:"))
    amb = [L["id"] for L in legs if "ambiguous" in json.dumps(L["expected"])]
    return fam, half, mean, amb


def main():
    v1 = [ordered(L, KEY_ORDER_1) for L in legs_v1.build_all()]
    v2 = [ordered(L, KEY_ORDER_2) for L in legs_v2.build_all()]
    errs = validate(v1, "venue_one", "e1") + validate(v2, "venue_two", "e2")
    # no rule text shared across venues either
    t1 = {L["market"]["description"] for L in v1}
    for L in v2:
        if L["market"]["rules_primary"] in t1:
            errs.append(f"{L['id']}: text shared with venue_one")
    if errs:
        print("VALIDATION FAILED:")
        for e in errs:
            print("  " + e)
        sys.exit(1)
    p1 = os.path.join(OUT, "set_e_venue_one.jsonl")
    p2 = os.path.join(OUT, "set_e_venue_two.jsonl")
    write(p1, v1)
    write(p2, v2)
    r1, r2 = reread(p1), reread(p2)
    assert r1 == v1 and r2 == v2, "re-read differs"
    errs = validate(r1, "venue_one", "e1") + validate(r2, "venue_two", "e2")
    assert not errs, errs

    allfam, allmean = collections.Counter(), collections.Counter()
    for name, legs in (("venue_one", r1), ("venue_two", r2)):
        fam, half, mean, amb = counts(legs)
        allfam.update(fam)
        allmean.update(mean)
        print(f"{name}: {len(legs)} legs")
        print("  families: " + ", ".join(f"{k} {fam[k]}" for k in legs_v1_fams()))
        print("  halves:   " + ", ".join(f"{k} {v}" for k, v in sorted(half.items())))
        print("  meanings: " + ", ".join(f"{k} {v}" for k, v in sorted(mean.items())))
        print("  ambiguous: " + ", ".join(amb))
    print(f"total: {len(r1) + len(r2)} legs")
    print("  families: " + ", ".join(f"{k} {allfam[k]}" for k in legs_v1_fams()))
    print("  meanings: " + ", ".join(f"{k} {v}" for k, v in sorted(allmean.items())))
    short = [m for m in ["S1", "S2", "S3", "S4", "S5", "S6", "P1", "P2", "P3", "P4", "C1", "C2",
                         "C3", "C4", "R1", "R2", "R3", "D1", "AB"] if allmean[m] < 6]
    if short:
        print("meanings under 6: " + ", ".join(short))
        sys.exit(1)
    print("OK: wrote", p1, "and", p2)


def legs_v1_fams():
    return ["win", "draw", "advance", "spread", "total", "btts", "half", "exact_score", "other"]


if __name__ == "__main__":
    main()
