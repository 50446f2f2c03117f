"""Build and validate held-out set (bi). Run from this folder: python3 make_set_bi.py"""
import collections
import json
import os

from common import validate
import legs_v1
import legs_v2

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.dirname(HERE)


def write(legs, name, venue):
    validate(legs, venue)
    path = os.path.join(OUT, name)
    with open(path, "w", encoding="utf-8") as f:
        for leg in legs:
            f.write(json.dumps(leg, ensure_ascii=False) + "\n")
    back = [json.loads(line) for line in open(path, encoding="utf-8")]
    assert back == legs
    validate(back, venue)
    fam = collections.Counter(l["expected"]["family"] for l in back)
    mean = collections.Counter(m for l in back for m in l["meanings"])
    print(name, len(back), "legs")
    print("  families:", dict(sorted(fam.items())))
    print("  meanings:", dict(sorted(mean.items())))


if __name__ == "__main__":
    v1, v2 = legs_v1.legs(), legs_v2.legs()
    ids = [l["id"] for l in v1 + v2]
    assert len(ids) == len(set(ids))
    write(v1, "set_bi_venue_one.jsonl", "venue_one")
    write(v2, "set_bi_venue_two.jsonl", "venue_two")
