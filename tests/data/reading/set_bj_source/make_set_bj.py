"""Build and validate held-out reading set (bj). Standard library only; deterministic.

Run from this folder: python3 make_set_bj.py
Writes ../set_bj_venue_one.jsonl and ../set_bj_venue_two.jsonl (paths relative to here).
"""
import collections
import json
import os
import sys

import legs_v1
import legs_v2
from common import validate

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.dirname(HERE)


def write(legs, name):
    path = os.path.join(OUT, name)
    with open(path, "w", encoding="utf-8") as f:
        for leg in legs:
            f.write(json.dumps(leg, ensure_ascii=False) + "\n")
    with open(path, encoding="utf-8") as f:
        back = [json.loads(line) for line in f]
    assert back == legs, name
    return back


def main():
    one, two = legs_v1.legs(), legs_v2.legs()
    errs = validate(one, "bj1", "venue_one") + validate(two, "bj2", "venue_two")
    t1 = {l["market"]["description"] for l in one}
    t2 = {l["market"]["rules_primary"] + "\n" + l["market"]["rules_secondary"] for l in two}
    if t1 & t2:
        errs.append("text shared across venues")
    writers = [s for l in one + two for s in l["styles"] if s.startswith("writer:")]
    dup = [w for w, n in collections.Counter(writers).items() if n > 1]
    if dup:
        errs.append(f"writers reused: {dup}")
    if errs:
        print("\n".join(errs))
        sys.exit(1)
    one = write(one, "set_bj_venue_one.jsonl")
    two = write(two, "set_bj_venue_two.jsonl")
    errs = validate(one, "bj1", "venue_one") + validate(two, "bj2", "venue_two")
    assert not errs, errs
    for name, legs in (("venue_one", one), ("venue_two", two)):
        fam = collections.Counter(l["expected"]["family"] for l in legs)
        mean = collections.Counter(m for l in legs for m in l["meanings"]
                                   if not m.startswith("F:"))
        print(f"{name}: {len(legs)} legs")
        print("  families:", dict(sorted(fam.items())))
        print("  meanings:", dict(sorted(mean.items())))
    print("writers:", len(set(writers)))


if __name__ == "__main__":
    main()
