"""Build and validate held-out reading set (ae). Run from this folder:
    python3 make_set_ae.py
Writes ../set_ae_venue_one.jsonl and ../set_ae_venue_two.jsonl (deterministic)."""
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
    back = [json.loads(line) for line in open(path, encoding="utf-8")]
    assert back == legs
    return back


def main():
    v1 = legs_v1.legs()
    v2 = legs_v2.legs()
    validate(v1, "ae1-", "venue_one")
    validate(v2, "ae2-", "venue_two")
    texts1 = {l["market"]["description"] for l in v1}
    texts2 = {l["market"]["rules_primary"] + "\n" + l["market"]["rules_secondary"] for l in v2}
    assert not texts1 & texts2
    a = write(v1, "set_ae_venue_one.jsonl")
    b = write(v2, "set_ae_venue_two.jsonl")
    validate(a, "ae1-", "venue_one")
    validate(b, "ae2-", "venue_two")
    for name, legs in (("venue_one", a), ("venue_two", b)):
        fam = collections.Counter(l["expected"]["family"] for l in legs)
        mean = collections.Counter(m for l in legs for m in l["meanings"])
        amb = [(l["id"], k) for l in legs for k, v in l["expected"].items() if v == "ambiguous"]
        print(name, len(legs), "legs")
        print("  families:", dict(sorted(fam.items())))
        print("  meanings:", dict(sorted(mean.items())))
        print("  ambiguous:", amb)


if __name__ == "__main__":
    main()
