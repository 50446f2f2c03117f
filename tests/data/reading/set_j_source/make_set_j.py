"""Build, validate and write held-out reading set (j).

Usage (in this folder): python3 make_set_j.py
Standard library only; deterministic output.
"""
import collections
import hashlib
import json
import os
import sys

import legs_v1
import legs_v2
from common import CATALOGUE, Rotor, validate

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.dirname(HERE)
MIN_LEGS = 6
MIN_WORDINGS = 6


def strip(legs):
    return [{k: v for k, v in leg.items() if not k.startswith("_")} for leg in legs]


def write(path, legs):
    with open(path, "w", encoding="utf-8") as fh:
        for leg in legs:
            fh.write(json.dumps(leg, ensure_ascii=False) + "\n")


def read(path):
    with open(path, encoding="utf-8") as fh:
        return [json.loads(line) for line in fh if line.strip()]


def text_of(leg):
    m = leg["market"]
    return m["description"] if leg["venue"] == "venue_one" else \
        m["rules_primary"] + "\n" + m["rules_secondary"]


def main():
    v1 = legs_v1.build(Rotor())
    v2 = legs_v2.build(Rotor())
    errors = validate(v1, "venue_one", "j1") + validate(v2, "venue_two", "j2")
    texts = collections.Counter(text_of(l) for l in v1 + v2)
    errors += ["duplicate text across venues: %r" % t[:60] for t, c in texts.items() if c > 1]

    # counts
    legs_by_meaning = collections.Counter()
    per_venue = {"venue_one": collections.Counter(), "venue_two": collections.Counter()}
    wordings = collections.defaultdict(set)
    for leg in v1 + v2:
        for m in leg["meanings"]:
            key = m.split(":")[0] if m.endswith(":ambiguous") else m
            legs_by_meaning[m] += 1
            per_venue[leg["venue"]][m] += 1
        for m, w in leg["_wording"].items():
            if m == "S3x":
                continue
            wordings[m].add(w)
        # meanings stated only as an inline sentence (abandonment in a special etc.)
    fam = collections.Counter()
    fam_v = {"venue_one": collections.Counter(), "venue_two": collections.Counter()}
    for leg in v1 + v2:
        e = leg["expected"]
        f = e["family"] + (":" + e["half"] if e["family"] == "half" else "")
        fam[f] += 1
        fam_v[leg["venue"]][f] += 1
    for m in CATALOGUE:
        if legs_by_meaning[m] < MIN_LEGS:
            errors.append("meaning %s has only %d legs" % (m, legs_by_meaning[m]))
        if len(wordings[m]) < MIN_WORDINGS:
            errors.append("meaning %s has only %d distinct wordings" % (m, len(wordings[m])))
    if errors:
        print("\n".join(errors))
        sys.exit(1)

    p1 = os.path.join(OUT, "set_j_venue_one.jsonl")
    p2 = os.path.join(OUT, "set_j_venue_two.jsonl")
    write(p1, strip(v1))
    write(p2, strip(v2))
    r1, r2 = read(p1), read(p2)
    for leg in r1 + r2:
        leg["_wording"] = {}
    again = validate(r1, "venue_one", "j1") + validate(r2, "venue_two", "j2")
    if again or len(r1) != len(v1) or len(r2) != len(v2):
        print("re-read failed:", again)
        sys.exit(1)

    print("venue_one legs: %d (j1-001..j1-%03d)" % (len(v1), len(v1)))
    print("venue_two legs: %d (j2-001..j2-%03d)" % (len(v2), len(v2)))
    print("total: %d" % (len(v1) + len(v2)))
    print("\nfamilies      v1  v2  all")
    for f in sorted(fam):
        print("  %-12s %3d %3d %4d" % (f, fam_v["venue_one"][f], fam_v["venue_two"][f], fam[f]))
    print("\nmeanings      v1  v2  all  distinct wordings")
    keys = CATALOGUE + sorted(k for k in legs_by_meaning if k not in CATALOGUE and not k.startswith("F:"))
    for m in keys:
        print("  %-12s %3d %3d %4d  %s" % (m, per_venue["venue_one"][m], per_venue["venue_two"][m],
                                          legs_by_meaning[m], len(wordings[m]) if m in wordings else "-"))
    amb = [(l["id"], [m for m in l["meanings"] if m.endswith(":ambiguous")]) for l in v1 + v2
           if any(m.endswith(":ambiguous") for m in l["meanings"])]
    print("\nambiguous legs (%d):" % len(amb))
    for i, m in amb:
        print("  %s %s" % (i, ", ".join(m)))
    comps = collections.Counter(l["competition"] for l in v1 + v2)
    print("\ncompetitions:", ", ".join("%s %d" % kv for kv in sorted(comps.items())))
    aband = sum(1 for l in v1 + v2 if l["expected"]["void_abandoned"] is not None)
    noise = sum(1 for l in v1 + v2 if "noise" in l["styles"])
    nonplain = sum(1 for l in v1 + v2 if not any(s in l["styles"] for s in ("layout:paras", "layout:onepara")))
    print("legs with an abandonment value: %d; legs with noise notes: %d; non-prose layouts: %d"
          % (aband, noise, nonplain))
    for p in (p1, p2):
        with open(p, "rb") as fh:
            print("sha256 %s %s" % (os.path.basename(p), hashlib.sha256(fh.read()).hexdigest()[:16]))


if __name__ == "__main__":
    main()
