"""Build held-out reading set (l): set_l_venue_one.jsonl and set_l_venue_two.jsonl.

Run: python3 make_set_l.py   (from anywhere; standard library only, deterministic).
The two JSONL files are written into the folder that holds set_l_source/.
"""
import collections
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

from common import validate  # noqa: E402
import legs_v1  # noqa: E402
import legs_v2  # noqa: E402

OUT_DIR = os.path.normpath(os.path.join(HERE, os.pardir))
FILES = {"venue_one": "set_l_venue_one.jsonl", "venue_two": "set_l_venue_two.jsonl"}
CATALOGUE = ["S1", "S2", "S3", "S4", "S5", "S6", "P1", "P2", "P3", "P4",
             "C1", "C2", "C3", "C4", "R1", "R2", "R3", "D1", "AB"]
MIN_WORDINGS = 6


def rule_text(leg):
    m = leg["market"]
    if leg["venue"] == "venue_one":
        return m["description"]
    return m["rules_primary"] + "\n" + m["rules_secondary"]


def main():
    built = {"venue_one": legs_v1.build(), "venue_two": legs_v2.build()}
    errors = []
    usage = collections.defaultdict(set)       # meaning -> {(bank, idx)}
    main_styles = collections.defaultdict(set)  # meaning -> {main style}
    seen_texts = {}
    ids = set()
    for venue, legs in built.items():
        for leg in legs:
            for meaning, bank, idx, style in leg.pop("_used"):
                usage[meaning].add((venue, bank, idx))
                main_styles[meaning].add(style)
            for e in validate(leg, venue):
                errors.append(f"{leg['id']}: {e}")
            if leg["id"] in ids:
                errors.append(f"{leg['id']}: duplicate id")
            ids.add(leg["id"])
            t = rule_text(leg)
            if t in seen_texts:
                errors.append(f"{leg['id']}: same rule text as {seen_texts[t]}")
            seen_texts[t] = leg["id"]
            if re.search(r'"/[A-Za-z_]+/', json.dumps(leg)):
                errors.append(f"{leg['id']}: absolute path")
    # coverage per catalogue meaning
    legs_per = collections.Counter()
    for legs in built.values():
        for leg in legs:
            for m in leg["meanings"]:
                legs_per[m] += 1
    for m in CATALOGUE:
        if legs_per[m] < MIN_WORDINGS:
            errors.append(f"meaning {m}: only {legs_per[m]} legs")
        if m not in ("R3",) and len(usage[m]) < MIN_WORDINGS:
            errors.append(f"meaning {m}: only {len(usage[m])} distinct wordings")
        if m not in ("R3",) and len(main_styles[m]) < MIN_WORDINGS:
            errors.append(f"meaning {m}: only {len(main_styles[m])} main styles")
    if errors:
        print("\n".join(errors))
        sys.exit(1)

    for venue, legs in built.items():
        path = os.path.join(OUT_DIR, FILES[venue])
        with open(path, "w", encoding="utf-8") as f:
            for leg in legs:
                f.write(json.dumps(leg, ensure_ascii=False) + "\n")
    # parse again and re-validate
    for venue, name in FILES.items():
        with open(os.path.join(OUT_DIR, name), encoding="utf-8") as f:
            for line in f:
                leg = json.loads(line)
                errs = validate(leg, venue)
                if errs:
                    print(leg["id"], errs)
                    sys.exit(1)

    # report
    for venue, legs in built.items():
        fam = collections.Counter(leg["expected"]["family"] for leg in legs)
        print(f"{venue}: {len(legs)} legs; families: " +
              ", ".join(f"{k} {v}" for k, v in sorted(fam.items())))
        mc = collections.Counter(m for leg in legs for m in leg["meanings"]
                                 if not m.startswith("F:"))
        print("  meanings: " + ", ".join(f"{k} {v}" for k, v in sorted(mc.items())))
        amb = [leg["id"] for leg in legs if "ambiguous" in json.dumps(leg["expected"])]
        print("  ambiguous legs: " + ", ".join(amb))
    print("catalogue meanings (legs / distinct wordings / distinct main styles):")
    for m in CATALOGUE:
        print(f"  {m}: {legs_per[m]} / {len(usage[m])} / {len(main_styles[m])}")
    allstyles = collections.Counter(s for legs in built.values() for leg in legs
                                    for s in leg["styles"])
    print(f"distinct style tags: {len(allstyles)}")


if __name__ == "__main__":
    main()
