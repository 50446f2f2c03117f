"""Build, validate and write held-out set (n). Run from this folder: python3 make_set_n.py"""
import collections
import json
import os

import legs_v1
import legs_v2
from common import validate

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.dirname(HERE)


def main():
    seen = set()
    ids = set()
    for name, legs in (("set_n_venue_one.jsonl", legs_v1.build()),
                       ("set_n_venue_two.jsonl", legs_v2.build())):
        for rec in legs:
            assert rec["id"] not in ids, rec["id"]
            ids.add(rec["id"])
            validate(rec, seen)
        path = os.path.join(OUT, name)
        with open(path, "w", encoding="utf-8") as fh:
            for rec in legs:
                fh.write(json.dumps(rec, ensure_ascii=False) + "\n")
        with open(path, encoding="utf-8") as fh:
            back = [json.loads(line) for line in fh]
        assert back == legs
        fam = collections.Counter(r["expected"]["family"] for r in legs)
        mean = collections.Counter(m for r in legs for m in r["meanings"])
        print(name, len(legs), dict(fam))
        print("  meanings:", dict(sorted(mean.items())))


if __name__ == "__main__":
    main()
