"""Build set (bb): validate every leg, write both JSONL files, parse them back, print counts.

Run from this folder: python3 make_set_bb.py  (standard library only, deterministic output)
"""
import collections
import json
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from common import validate, EXPECTED_KEYS  # noqa: E402
import legs_v1  # noqa: E402
import legs_v2  # noqa: E402

OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")


def write(legs, name):
    path = os.path.join(OUT, name)
    with open(path, "w", encoding="utf-8") as f:
        for leg in legs:
            f.write(json.dumps(leg, ensure_ascii=False) + "\n")
    back = []
    with open(path, encoding="utf-8") as f:
        for line in f:
            back.append(json.loads(line))
    assert back == legs, name
    return back


def main():
    errs = validate(legs_v1.LEGS, "venue_one", "bb1") + validate(legs_v2.LEGS, "venue_two", "bb2")
    ids = [l["id"] for l in legs_v1.LEGS + legs_v2.LEGS]
    if len(ids) != len(set(ids)):
        errs.append("duplicate ids across venues")
    if errs:
        print("\n".join(errs))
        sys.exit(1)
    b1 = write(legs_v1.LEGS, "set_bb_venue_one.jsonl")
    b2 = write(legs_v2.LEGS, "set_bb_venue_two.jsonl")
    for legs in (b1, b2):
        for leg in legs:
            assert all(k in leg["expected"] for k in EXPECTED_KEYS)
    print(f"venue_one {len(b1)} legs, venue_two {len(b2)} legs")
    for name, legs in (("venue_one", b1), ("venue_two", b2)):
        fam = collections.Counter(l["expected"]["family"] for l in legs)
        mea = collections.Counter(m for l in legs for m in l["meanings"] if not m.startswith("F:"))
        writers = [s for l in legs for s in l["styles"] if s.startswith("writer:")]
        print(name, "families:", dict(sorted(fam.items())))
        print(name, "meanings:", dict(sorted(mea.items())))
        print(name, "distinct writers:", len(set(writers)), "of", len(legs))
    amb = [(l["id"], k) for l in b1 + b2 for k, v in l["expected"].items() if v == "ambiguous"]
    print("ambiguous fields:", amb)


if __name__ == "__main__":
    main()
