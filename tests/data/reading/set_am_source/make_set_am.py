"""Build and validate held-out reading set (am). Standard library only; deterministic.

Run from this folder: python3 make_set_am.py
Writes ../set_am_venue_one.jsonl and ../set_am_venue_two.jsonl, re-reads and re-validates them,
and prints counts by family, meaning and ambiguous field.
"""
import collections
import json
import os

import legs_v1
import legs_v2
from common import EXPECTED_KEYS, validate

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.dirname(HERE)


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
    v1 = legs_v1.legs()
    v2 = legs_v2.legs()
    ids1 = validate(v1, "venue_one", "am1-")
    ids2 = validate(v2, "venue_two", "am2-")
    assert not ids1 & ids2
    t1 = {l["market"]["description"] for l in v1}
    t2 = {l["market"]["rules_primary"] + "\n" + l["market"]["rules_secondary"] for l in v2}
    assert not t1 & t2
    b1 = write(v1, "set_am_venue_one.jsonl")
    b2 = write(v2, "set_am_venue_two.jsonl")
    validate(b1, "venue_one", "am1-")
    validate(b2, "venue_two", "am2-")
    for name, legs in (("venue_one", b1), ("venue_two", b2)):
        fam = collections.Counter(l["expected"]["family"] for l in legs)
        mean = collections.Counter(m for l in legs for m in l["meanings"])
        amb = collections.Counter(k for l in legs for k in EXPECTED_KEYS if l["expected"][k] == "ambiguous")
        print(name, len(legs), "legs")
        print("  families:", dict(sorted(fam.items())))
        print("  meanings:", dict(sorted(mean.items())))
        print("  ambiguous fields:", dict(sorted(amb.items())),
              [l["id"] for l in legs if "ambiguous" in l["expected"].values()])


if __name__ == "__main__":
    main()
