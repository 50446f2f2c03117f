"""Build and validate held-out reading set (av). Run from this folder: python3 make_set_av.py"""

import collections
import json
import os
import sys

from common import EXPECTED_KEYS, texts_of, validate
import legs_v1
import legs_v2

OUT = ".."


def write(path, legs):
    with open(path, "w", encoding="utf-8") as f:
        for leg in legs:
            f.write(json.dumps(leg, ensure_ascii=False) + "\n")


def reread(path):
    with open(path, encoding="utf-8") as f:
        return [json.loads(line) for line in f]


def main():
    v1 = legs_v1.legs()
    v2 = legs_v2.legs()
    errors = validate(v1, "av1-", "venue_one") + validate(v2, "av2-", "venue_two")
    # no duplicated rule text, within or across venues
    seen = {}
    for leg in v1 + v2:
        for t in texts_of(leg):
            if t in seen:
                errors.append(f"{leg['id']}: text duplicates {seen[t]}")
            seen[t] = leg["id"]
    if errors:
        print("\n".join(errors))
        sys.exit(1)
    p1 = os.path.join(OUT, "set_av_venue_one.jsonl")
    p2 = os.path.join(OUT, "set_av_venue_two.jsonl")
    write(p1, v1)
    write(p2, v2)
    r1, r2 = reread(p1), reread(p2)
    assert r1 == v1 and r2 == v2
    ids = [l["id"] for l in r1 + r2]
    assert len(ids) == len(set(ids))
    for l in r1 + r2:
        assert all(k in l["expected"] for k in EXPECTED_KEYS), l["id"]
    print(f"venue_one {len(r1)} legs, venue_two {len(r2)} legs")
    for name, legs in (("venue_one", r1), ("venue_two", r2), ("all", r1 + r2)):
        fam = collections.Counter(l["expected"]["family"] for l in legs)
        mean = collections.Counter(m for l in legs for m in l["meanings"] if not m.startswith("F:"))
        print(name, "families:", dict(sorted(fam.items())))
        print(name, "meanings:", dict(sorted(mean.items())))
    amb = [(l["id"], k) for l in r1 + r2 for k, v in l["expected"].items() if v == "ambiguous"]
    print("ambiguous:", amb)
    writers = [s for l in r1 + r2 for s in l["styles"] if s.startswith("writer:")]
    print("writers:", len(writers), "distinct per venue:",
          len({s for l in r1 for s in l["styles"] if s.startswith("writer:")}),
          len({s for l in r2 for s in l["styles"] if s.startswith("writer:")}))


if __name__ == "__main__":
    main()
