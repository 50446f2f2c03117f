"""Build and validate set (ba). Run from this folder: python3 make_set_ba.py"""
import collections
import json
import os

import legs_v1
import legs_v2
from common import validate

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.dirname(HERE)


def write(path, legs):
    with open(path, "w", encoding="utf-8") as f:
        for leg in legs:
            f.write(json.dumps(leg, ensure_ascii=False) + "\n")


def main():
    v1, v2 = legs_v1.legs(), legs_v2.legs()
    errors = validate(v1 + v2)
    if errors:
        raise SystemExit("\n".join(errors))
    p1 = os.path.join(OUT, "set_ba_venue_one.jsonl")
    p2 = os.path.join(OUT, "set_ba_venue_two.jsonl")
    write(p1, v1)
    write(p2, v2)
    # parse again and re-validate
    back = []
    for p in (p1, p2):
        with open(p, encoding="utf-8") as f:
            back += [json.loads(line) for line in f]
    errors = validate(back)
    if errors:
        raise SystemExit("\n".join(errors))
    fam = collections.Counter(l["expected"]["family"] for l in back)
    mean = collections.Counter(m for l in back for m in l["meanings"])
    writers = [s for l in back for s in l["styles"] if s.startswith("writer:")]
    print(f"venue_one {len(v1)}  venue_two {len(v2)}  total {len(back)}")
    print("families:", dict(sorted(fam.items())))
    print("meanings:", dict(sorted(mean.items())))
    print("writers:", len(writers), "distinct per venue:",
          len({s for l in v1 for s in l['styles'] if s.startswith('writer:')}),
          len({s for l in v2 for s in l['styles'] if s.startswith('writer:')}))
    amb = [(l["id"], k) for l in back for k, v in l["expected"].items() if v == "ambiguous"]
    print("ambiguous:", amb)


if __name__ == "__main__":
    main()
