"""Build and validate held-out reading set (an).

Run from this folder: python3 make_set_an.py
Writes ../set_an_venue_one.jsonl and ../set_an_venue_two.jsonl, parses them again,
re-validates, and prints counts by family and meaning. Standard library only.
"""
import collections
import json
import os

from common import EXPECTED_KEYS, validate
import legs_v1
import legs_v2

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.dirname(HERE)


def write(legs, name):
    path = os.path.join(OUT, name)
    with open(path, "w", encoding="utf-8") as f:
        for lg in legs:
            f.write(json.dumps(lg, ensure_ascii=False) + "\n")
    back = []
    with open(path, encoding="utf-8") as f:
        for line in f:
            back.append(json.loads(line))
    assert back == legs
    return back


def main():
    v1 = legs_v1.legs()
    v2 = legs_v2.legs()
    validate(v1, "an1-", "venue_one")
    validate(v2, "an2-", "venue_two")
    ids = [lg["id"] for lg in v1 + v2]
    assert len(ids) == len(set(ids))
    b1 = write(v1, "set_an_venue_one.jsonl")
    b2 = write(v2, "set_an_venue_two.jsonl")
    validate(b1, "an1-", "venue_one")
    validate(b2, "an2-", "venue_two")
    for lg in b1 + b2:
        assert all(k in lg["expected"] for k in EXPECTED_KEYS)
    for name, legs in (("venue_one", b1), ("venue_two", b2)):
        fam = collections.Counter(lg["expected"]["family"] for lg in legs)
        mean = collections.Counter(m for lg in legs for m in lg["meanings"])
        amb = [(lg["id"], k) for lg in legs for k, v in lg["expected"].items()
               if v == "ambiguous"]
        print(f"{name}: {len(legs)} legs")
        print("  families:", dict(sorted(fam.items())))
        print("  meanings:", dict(sorted(mean.items())))
        print("  ambiguous:", amb)


if __name__ == "__main__":
    main()
