"""Build, validate and write held-out set (ab). Standard library only; deterministic.

Run from this folder: python3 make_set_ab.py
"""
import collections
import json
import os

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
    assert back == legs
    return back


def main():
    one = legs_v1.legs()
    two = legs_v2.legs()
    n1 = validate(one, "venue_one", "ab1-")
    n2 = validate(two, "venue_two", "ab2-")
    all_texts = [l["market"]["description"] for l in one] + \
        [l["market"]["rules_primary"] + "\n" + l["market"]["rules_secondary"] for l in two]
    assert len(set(all_texts)) == len(all_texts)
    b1 = write(one, "set_ab_venue_one.jsonl")
    b2 = write(two, "set_ab_venue_two.jsonl")
    validate(b1, "venue_one", "ab1-")
    validate(b2, "venue_two", "ab2-")
    print(f"venue_one {n1}, venue_two {n2}, total {n1 + n2}")
    for venue, legs in (("venue_one", one), ("venue_two", two)):
        fam = collections.Counter(l["expected"]["family"] for l in legs)
        mean = collections.Counter(m for l in legs for m in l["meanings"])
        print(venue, "families:", dict(sorted(fam.items())))
        print(venue, "meanings:", dict(sorted(mean.items())))
    amb = [(l["id"], k) for l in one + two for k, v in l["expected"].items() if v == "ambiguous"]
    print("ambiguous:", amb)


if __name__ == "__main__":
    main()
