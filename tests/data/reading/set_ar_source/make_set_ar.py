"""Build and validate held-out reading set (ar).  Run from this folder:
    python3 make_set_ar.py
Writes ../set_ar_venue_one.jsonl and ../set_ar_venue_two.jsonl (deterministic)."""
import collections
import json
import os

import legs_v1
import legs_v2
from common import validate, EXPECTED_KEYS

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.dirname(HERE)


def write(legs, name):
    path = os.path.join(OUT, name)
    with open(path, "w", encoding="utf-8") as f:
        for leg in legs:
            f.write(json.dumps(leg, ensure_ascii=False) + "\n")
    back = [json.loads(line) for line in open(path, encoding="utf-8")]
    assert back == legs
    return back


def main():
    v1 = legs_v1.LEGS
    v2 = legs_v2.LEGS
    validate(v1, "venue_one", "ar1-")
    validate(v2, "venue_two", "ar2-")
    all_ids = [l["id"] for l in v1 + v2]
    assert len(all_ids) == len(set(all_ids))
    b1 = write(v1, "set_ar_venue_one.jsonl")
    b2 = write(v2, "set_ar_venue_two.jsonl")
    validate(b1, "venue_one", "ar1-")
    validate(b2, "venue_two", "ar2-")
    for name, legs in (("venue_one", b1), ("venue_two", b2)):
        fam = collections.Counter(l["expected"]["family"] for l in legs)
        mean = collections.Counter(m for l in legs for m in l["meanings"])
        print(name, len(legs), "legs")
        print("  families:", dict(sorted(fam.items())))
        print("  meanings:", dict(sorted(mean.items())))
        amb = [(l["id"], [k for k in EXPECTED_KEYS if l["expected"][k] == "ambiguous"])
               for l in legs if "ambiguous" in l["expected"].values()]
        print("  ambiguous:", amb)


if __name__ == "__main__":
    main()
