"""Build, validate and write held-out reading set (i).

Run in this folder: python3 make_set_i.py
Writes ../set_i_venue_one.jsonl and ../set_i_venue_two.jsonl (standard library only,
deterministic), parses them again, re-validates, prints coverage counts, and exits
non-zero on any problem.
"""
import collections
import hashlib
import json
import os
import sys

import common
import legs_v1
import legs_v2

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.dirname(HERE)
FILES = {"venue_one": "set_i_venue_one.jsonl", "venue_two": "set_i_venue_two.jsonl"}
MIN_LEGS_PER_MEANING = 6
MIN_WORDINGS_PER_MEANING = 6


def leg_text(leg):
    m = leg["market"]
    if leg["venue"] == "venue_one":
        return m["description"]
    return m["rules_primary"] + "\n" + m["rules_secondary"]


def main():
    v1 = legs_v1.build()
    v2 = legs_v2.build()
    errors = common.validate(v1, "venue_one") + common.validate(v2, "venue_two")
    # no duplicate rule texts across venues
    t1 = {leg_text(x) for x in v1}
    for x in v2:
        if leg_text(x) in t1:
            errors.append(f"{x['id']}: text duplicates a venue_one leg")
    if errors:
        print("\n".join(errors))
        sys.exit(1)
    digests = []
    for venue, legs in (("venue_one", v1), ("venue_two", v2)):
        path = os.path.join(OUT, FILES[venue])
        with open(path, "w", encoding="utf-8") as f:
            for leg in legs:
                f.write(json.dumps(leg, ensure_ascii=False) + "\n")
        with open(path, encoding="utf-8") as f:
            back = [json.loads(line) for line in f]
        if back != legs:
            print(f"{path}: round trip differs")
            sys.exit(1)
        errs = common.validate(back, venue)
        if errs:
            print("\n".join(errs))
            sys.exit(1)
        with open(path, "rb") as f:
            digests.append((FILES[venue], hashlib.sha256(f.read()).hexdigest()[:16]))

    allm = collections.Counter()
    print(f"legs: venue_one {len(v1)}, venue_two {len(v2)}, total {len(v1) + len(v2)}")
    for venue, legs in (("venue_one", v1), ("venue_two", v2)):
        fam = collections.Counter(x["expected"]["family"] for x in legs)
        halves = collections.Counter(x["expected"]["half"] for x in legs if x["expected"]["family"] == "half")
        mean = collections.Counter(mn for x in legs for mn in x["meanings"] if not mn.startswith("F:"))
        allm.update(mean)
        print(f"\n[{venue}] families: " + ", ".join(f"{k} {fam[k]}" for k in common.FAMILIES if fam[k]))
        print(f"[{venue}] half legs: " + ", ".join(f"{k} {v}" for k, v in sorted(halves.items())))
        print(f"[{venue}] meanings: " + ", ".join(f"{k} {mean[k]}" for k in sorted(mean)))
        comps = collections.Counter(x["competition"] for x in legs)
        print(f"[{venue}] competitions: " + ", ".join(f"{k} {v}" for k, v in sorted(comps.items())))
        amb = [x["id"] + " (" + ",".join(m for m in x["meanings"] if m.endswith(":ambiguous")) + ")"
               for x in legs if any(m.endswith(":ambiguous") for m in x["meanings"])]
        print(f"[{venue}] ambiguous: " + "; ".join(amb))
    famall = collections.Counter(x["expected"]["family"] for x in v1 + v2)
    print("\n[all] families: " + ", ".join(f"{k} {famall[k]}" for k in common.FAMILIES))
    print("[all] meanings (legs / distinct wordings):")
    bad = []
    for k in common.CATALOGUE:
        nw = len(common.WORDINGS.get(k, ()))
        print(f"  {k}: {allm[k]} / {nw}")
        if allm[k] < MIN_LEGS_PER_MEANING or nw < MIN_WORDINGS_PER_MEANING:
            bad.append(k)
    for f in common.FAMILIES:
        if famall[f] < 4:
            bad.append("F:" + f)
    nab = sum(1 for x in v1 + v2 if any(m.endswith(":ambiguous") for m in x["meanings"]))
    print(f"[all] ambiguous legs: {nab}")
    for name, dg in digests:
        print(f"sha256[:16] {name} {dg}")
    if bad:
        print("under-covered: " + ", ".join(bad))
        sys.exit(1)


if __name__ == "__main__":
    main()
