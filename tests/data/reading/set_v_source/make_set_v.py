"""Build, validate and write held-out set (v). Run: python3 make_set_v.py"""
import collections
import json
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from common import validate, EXPECTED_KEYS  # noqa: E402
import legs_v1  # noqa: E402
import legs_v2  # noqa: E402

OUT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def write(legs, name):
    path = os.path.join(OUT, name)
    with open(path, "w", encoding="utf-8") as f:
        for leg in legs:
            f.write(json.dumps(leg, ensure_ascii=False) + "\n")
    back = [json.loads(line) for line in open(path, encoding="utf-8")]
    assert back == legs
    return path


def main():
    v1, v2 = legs_v1.L, legs_v2.L
    validate(v1, "v1-")
    validate(v2, "v2-")
    t1 = {l["market"]["description"] for l in v1}
    t2 = {l["market"]["rules_primary"] + "\n" + l["market"]["rules_secondary"] for l in v2}
    assert not (t1 & t2)
    for leg in v1 + v2:
        for k in EXPECTED_KEYS:
            assert k in leg["expected"]
    p1 = write(v1, "set_v_venue_one.jsonl")
    p2 = write(v2, "set_v_venue_two.jsonl")
    print(p1, len(v1))
    print(p2, len(v2))
    for name, legs in (("venue_one", v1), ("venue_two", v2)):
        fam = collections.Counter(l["expected"]["family"] for l in legs)
        mean = collections.Counter(m for l in legs for m in l["meanings"])
        reg = collections.Counter(s for l in legs for s in l["styles"] if s.startswith("register:"))
        print(name, "families", dict(sorted(fam.items())))
        print(name, "meanings", dict(sorted(mean.items())))
        print(name, "registers", dict(sorted(reg.items())))
        amb = [(l["id"], [k for k, v in l["expected"].items() if v == "ambiguous"]) for l in legs
               if "ambiguous" in l["expected"].values()]
        print(name, "ambiguous", amb)


if __name__ == "__main__":
    main()
