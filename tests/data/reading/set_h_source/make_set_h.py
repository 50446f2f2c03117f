"""Build, validate and write held-out reading set (h).

Run from anywhere: python3 make_set_h.py
Writes set_h_venue_one.jsonl and set_h_venue_two.jsonl into the parent folder of
this script, parses them again, re-validates them and prints coverage counts.
Standard library only; the output is deterministic.
"""
import collections
import hashlib
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import common  # noqa: E402
import legs_v1  # noqa: E402
import legs_v2  # noqa: E402

OUT_DIR = os.path.dirname(HERE)
MIN_LEGS = 6
MIN_WORDINGS = 6


def strip(legs):
    wordings = []
    clean = []
    for leg in legs:
        leg = dict(leg)
        wordings.append((leg["id"], leg.pop("_w", {})))
        clean.append(leg)
    return clean, wordings


def write(path, legs):
    with open(path, "w", encoding="utf-8") as f:
        for leg in legs:
            f.write(json.dumps(leg, ensure_ascii=False) + "\n")
    with open(path, encoding="utf-8") as f:
        back = [json.loads(line) for line in f]
    assert back == legs, f"{path}: round trip changed the legs"
    with open(path, "rb") as f:
        return hashlib.sha256(f.read()).hexdigest()[:16]


def main():
    v1, w1 = strip(legs_v1.build())
    v2, w2 = strip(legs_v2.build())
    errors = common.validate(v1, "h1", "venue_one") + common.validate(v2, "h2", "venue_two")
    errors += common.no_duplicate_texts(v1 + v2)
    # wordings ledger: distinct wordings per meaning, across both venues
    ledger = collections.defaultdict(set)
    for _, w in w1 + w2:
        for k, v in w.items():
            ledger[k].add(v)
    legs_per = collections.Counter()
    legs_per_venue = {"venue_one": collections.Counter(), "venue_two": collections.Counter()}
    for leg in v1 + v2:
        for mm in leg["meanings"]:
            legs_per[mm] += 1
            legs_per_venue[leg["venue"]][mm] += 1
    for mm in common.CATALOGUE:
        if legs_per[mm] < MIN_LEGS:
            errors.append(f"meaning {mm}: only {legs_per[mm]} legs")
        if len(ledger[mm]) < MIN_WORDINGS:
            errors.append(f"meaning {mm}: only {len(ledger[mm])} distinct wordings")
    if errors:
        print("VALIDATION FAILED")
        for e in errors:
            print("  " + e)
        sys.exit(1)
    h1 = write(os.path.join(OUT_DIR, "set_h_venue_one.jsonl"), v1)
    h2 = write(os.path.join(OUT_DIR, "set_h_venue_two.jsonl"), v2)
    # re-validate what was written
    with open(os.path.join(OUT_DIR, "set_h_venue_one.jsonl"), encoding="utf-8") as f:
        r1 = [json.loads(x) for x in f]
    with open(os.path.join(OUT_DIR, "set_h_venue_two.jsonl"), encoding="utf-8") as f:
        r2 = [json.loads(x) for x in f]
    again = common.validate(r1, "h1", "venue_one") + common.validate(r2, "h2", "venue_two")
    assert not again, again

    print(f"venue_one legs: {len(v1)} (sha256 {h1})")
    print(f"venue_two legs: {len(v2)} (sha256 {h2})")
    print(f"total: {len(v1) + len(v2)}")
    print()
    print("Families (venue_one / venue_two / all):")
    for fam in common.FAMILIES:
        a = sum(1 for x in v1 if x["expected"]["family"] == fam)
        b = sum(1 for x in v2 if x["expected"]["family"] == fam)
        if a or b:
            print(f"  {fam:12s} {a:3d} {b:3d} {a + b:3d}")
    halves = collections.Counter(x["expected"]["half"] for x in v1 + v2 if x["expected"]["family"] == "half")
    print(f"  half split: first {halves['first']}, second {halves['second']}")
    print()
    print("Meanings (legs venue_one / venue_two / all; distinct wordings):")
    for mm in common.CATALOGUE:
        print(f"  {mm:4s} {legs_per_venue['venue_one'][mm]:3d} {legs_per_venue['venue_two'][mm]:3d} "
              f"{legs_per[mm]:3d}   wordings {len(ledger[mm])}")
    print()
    print("Ambiguous legs:")
    for leg in v1 + v2:
        amb = [k for k, v in leg["expected"].items() if v == "ambiguous"]
        if amb:
            tags = [m for m in leg["meanings"] if m.endswith(":ambiguous")]
            print(f"  {leg['id']}: {', '.join(tags)} -> {', '.join(amb)}")
    comps = collections.Counter(x["competition"] for x in v1 + v2)
    print()
    print("Competitions:", ", ".join(f"{k} {v}" for k, v in sorted(comps.items())))
    srcs = collections.Counter((x["expected"]["source_primary"], x["expected"]["source_fallback"]) for x in v1 + v2)
    print("Sources:", ", ".join(f"{k[0]}/{k[1]} {v}" for k, v in sorted(srcs.items(), key=str)))
    for key in ("timing_window", "void_cancelled", "void_postponed_long", "void_abandoned", "scope"):
        c = collections.Counter(str(x["expected"][key]) for x in v1 + v2)
        print(f"{key}:", ", ".join(f"{k} {v}" for k, v in sorted(c.items())))
    layouts = collections.Counter(s for x in v1 + v2 for s in x["styles"] if s.startswith("layout:"))
    print("Layouts:", ", ".join(f"{k[7:]} {v}" for k, v in sorted(layouts.items())))
    noise = sum(1 for x in v1 + v2 if any(s.startswith("noise:") for s in x["styles"]))
    print(f"Legs with noise sentences: {noise}")


if __name__ == "__main__":
    main()
