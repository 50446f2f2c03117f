"""Build and validate set (bf). Run from this folder: python3 make_set_bf.py"""
import collections
import json
import os

import legs_v1
import legs_v2
from common import validate

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.dirname(HERE)


def write(name, legs):
    path = os.path.join(OUT, name)
    with open(path, "w", encoding="utf-8") as f:
        for leg in legs:
            f.write(json.dumps(leg, ensure_ascii=False) + "\n")
    with open(path, encoding="utf-8") as f:
        back = [json.loads(line) for line in f]
    assert back == legs
    return back


def main():
    one, two = legs_v1.legs(), legs_v2.legs()
    validate(one + two)
    a = write("set_bf_venue_one.jsonl", one)
    b = write("set_bf_venue_two.jsonl", two)
    validate(a + b)
    writers = [l["styles"][0] for l in a + b]
    assert len(set(writers)) == len(writers), "every leg needs its own writer"
    print("venue_one", len(a), "venue_two", len(b))
    fam = collections.Counter(l["expected"]["family"] for l in a + b)
    print("families", dict(sorted(fam.items())))
    mean = collections.Counter(m for l in a + b for m in l["meanings"])
    print("meanings", dict(sorted(mean.items())))


if __name__ == "__main__":
    main()
