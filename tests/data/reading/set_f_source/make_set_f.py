"""Build and check held-out reading set (f).

Usage: python3 make_set_f.py   (run in this folder; standard library only)

Writes ../set_f_venue_one.jsonl and ../set_f_venue_two.jsonl, parses them again,
re-validates them and prints the coverage counts. Fails if a catalogue meaning has
fewer than 6 legs or fewer than 6 distinct wordings.
"""
import collections
import json
import os
import sys

import common
import legs_v1
import legs_v2

HERE = os.path.dirname(os.path.abspath(__file__))
OUT1 = os.path.join(HERE, "..", "set_f_venue_one.jsonl")
OUT2 = os.path.join(HERE, "..", "set_f_venue_two.jsonl")
MIN_WORDINGS = 6


def strip(leg):
    return {k: v for k, v in leg.items() if not k.startswith("_")}


def write(path, legs):
    with open(path, "w", encoding="utf-8") as f:
        for leg in legs:
            f.write(json.dumps(strip(leg), ensure_ascii=False) + "\n")


def read(path):
    with open(path, encoding="utf-8") as f:
        return [json.loads(line) for line in f if line.strip()]


def family_label(leg):
    e = leg["expected"]
    fam = e["family"]
    if fam == "half":
        return "half:" + e["half"]
    if fam == "other":
        if e["outcome"] == "over":
            return "other:corners"
        if e["outcome"] == "yes":
            return "other:red_card"
        return "other:first_to_score"
    return fam


def main():
    v1 = legs_v1.build()
    v2 = legs_v2.build()
    common.validate_all(v1, v2)
    write(OUT1, v1)
    write(OUT2, v2)
    r1, r2 = read(OUT1), read(OUT2)
    assert r1 == [strip(x) for x in v1] and r2 == [strip(x) for x in v2], "round trip differs"
    common.validate_all(r1, r2)

    print("legs: venue_one %d, venue_two %d, total %d" % (len(r1), len(r2), len(r1) + len(r2)))
    print()
    print("families (venue_one / venue_two / total):")
    fams = collections.OrderedDict()
    for venue, legs in (("v1", r1), ("v2", r2)):
        for leg in legs:
            fams.setdefault(family_label(leg), collections.Counter())[venue] += 1
    for name in sorted(fams):
        c = fams[name]
        print("  %-22s %3d %3d %3d" % (name, c["v1"], c["v2"], c["v1"] + c["v2"]))
    print()
    print("meanings: legs (venue_one / venue_two / total), distinct wordings")
    legs_by = collections.defaultdict(collections.Counter)
    words = collections.defaultdict(set)
    for venue, legs in (("v1", v1), ("v2", v2)):
        for leg in legs:
            for m in leg["meanings"]:
                legs_by[m][venue] += 1
            for m, key in leg["_wording"].items():
                words[m].add(venue + ":" + key)
    failures = []
    for m in common.CATALOGUE:
        c = legs_by[m]
        n = c["v1"] + c["v2"]
        print("  %-4s %3d %3d %3d   wordings %2d" % (m, c["v1"], c["v2"], n, len(words[m])))
        if n < MIN_WORDINGS or len(words[m]) < MIN_WORDINGS:
            failures.append(m)
    other = sorted(m for m in legs_by if m not in common.CATALOGUE and not m.startswith("F:"))
    for m in other:
        c = legs_by[m]
        print("  %-13s %3d %3d" % (m, c["v1"], c["v2"]))
    print()
    amb = []
    for leg in r1 + r2:
        dims = [k for k, v in leg["expected"].items() if v == "ambiguous"]
        if dims:
            amb.append((leg["id"], dims))
    print("ambiguous legs (%d):" % len(amb))
    for i, dims in amb:
        print("  %s: %s" % (i, ", ".join(dims)))
    abandon = sum(1 for leg in r1 + r2 if leg["expected"]["void_abandoned"] is not None)
    noise = sum(1 for leg in r1 + r2 if any(s.startswith("noise:") for s in leg["styles"]))
    layouts = collections.Counter(s for leg in r1 + r2 for s in leg["styles"]
                                  if s.startswith("layout:"))
    comps = collections.Counter(leg["competition"] for leg in r1 + r2)
    print()
    print("legs with an abandonment value: %d" % abandon)
    print("legs with noise sentences: %d" % noise)
    print("layouts: " + ", ".join("%s %d" % (k[7:], v) for k, v in sorted(layouts.items())))
    print("competitions: " + ", ".join("%s %d" % kv for kv in sorted(comps.items())))
    if failures:
        print("\nFAIL: too few legs or wordings for %s" % ", ".join(failures))
        sys.exit(1)
    print("\nOK")


if __name__ == "__main__":
    main()
