"""Build and validate held-out reading set (ai). Run from this folder: python3 make_set_ai.py"""
import json
import os
import sys
from collections import Counter

from common import validate, EXPECTED_KEYS
import legs_v1
import legs_v2

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.dirname(HERE)


def write(legs, name):
    path = os.path.join(OUT, name)
    with open(path, "w", encoding="utf-8") as f:
        for d in legs:
            f.write(json.dumps(d, ensure_ascii=False) + "\n")
    back = []
    with open(path, encoding="utf-8") as f:
        for line in f:
            back.append(json.loads(line))
    assert back == legs, name
    return back


def main():
    v1 = legs_v1.legs()
    v2 = legs_v2.legs()
    errs = validate(v1, "ai1-", "venue_one") + validate(v2, "ai2-", "venue_two")
    ids = [d["id"] for d in v1 + v2]
    if len(ids) != len(set(ids)):
        errs.append("duplicate ids across venues")
    if errs:
        print("\n".join(errs))
        sys.exit(1)
    b1 = write(v1, "set_ai_venue_one.jsonl")
    b2 = write(v2, "set_ai_venue_two.jsonl")
    for d in b1 + b2:
        assert all(k in d["expected"] for k in EXPECTED_KEYS)
    print(f"venue_one {len(b1)} legs, venue_two {len(b2)} legs")
    for name, legs in (("venue_one", b1), ("venue_two", b2)):
        fam = Counter(d["expected"]["family"] for d in legs)
        tw = Counter(str(d["expected"]["timing_window"]) for d in legs)
        amb = [(d["id"], k) for d in legs for k, v in d["expected"].items() if v == "ambiguous"]
        mean = Counter(m for d in legs for m in d["meanings"])
        print(name, "families", dict(fam))
        print(name, "timing windows", dict(tw))
        print(name, "meanings", dict(sorted(mean.items())))
        print(name, "ambiguous", amb)


if __name__ == "__main__":
    main()
