"""Build, validate and write set (y). Run from this folder: python3 make_set_y.py"""
import collections
import json
import os

from common import validate
import legs_v1
import legs_v2

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.dirname(HERE)


def write(name, legs):
    path = os.path.join(OUT, name)
    with open(path, "w", encoding="utf-8") as f:
        for leg in legs:
            f.write(json.dumps(leg, ensure_ascii=False) + "\n")
    back = [json.loads(line) for line in open(path, encoding="utf-8")]
    assert back == legs
    return back


def main():
    one, two = legs_v1.legs(), legs_v2.legs()
    validate(one + two)
    write("set_y_venue_one.jsonl", one)
    write("set_y_venue_two.jsonl", two)
    for label, legs in (("venue_one", one), ("venue_two", two)):
        fam = collections.Counter(l["expected"]["family"] for l in legs)
        mean = collections.Counter(m for l in legs for m in l["meanings"])
        amb = [l["id"] for l in legs if "ambiguous" in json.dumps(l["expected"])]
        print(label, len(legs), dict(sorted(fam.items())))
        print("  meanings", dict(sorted(mean.items())))
        print("  ambiguous", amb)


if __name__ == "__main__":
    main()
