"""Build and validate held-out reading set (aa). Run from this folder: python3 make_set_aa.py
Standard library only; output is deterministic."""
import collections
import json
import os

from common import validate
import legs_v1
import legs_v2

OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")


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
    v1, v2 = legs_v1.LEGS, legs_v2.LEGS
    ids = [l["id"] for l in v1 + v2]
    assert len(ids) == len(set(ids)), "duplicate ids"
    texts = []
    for leg in v1 + v2:
        validate(leg)
        m = leg["market"]
        texts.append(m.get("description") or (m["rules_primary"] + "\n" + m["rules_secondary"]))
    assert len(texts) == len(set(texts)), "duplicate rule texts"
    for l in v1:
        assert l["venue"] == "venue_one" and l["id"].startswith("aa1-")
    for l in v2:
        assert l["venue"] == "venue_two" and l["id"].startswith("aa2-")
    write("set_aa_venue_one.jsonl", v1)
    write("set_aa_venue_two.jsonl", v2)
    print(f"venue_one {len(v1)} legs, venue_two {len(v2)} legs")
    for name, legs in (("venue_one", v1), ("venue_two", v2)):
        fam = collections.Counter(l["expected"]["family"] for l in legs)
        mean = collections.Counter(m for l in legs for m in l["meanings"])
        amb = [(l["id"], k) for l in legs for k, v in l["expected"].items() if v == "ambiguous"]
        print(name, "families", dict(sorted(fam.items())))
        print(name, "meanings", dict(sorted(mean.items())))
        print(name, "ambiguous", amb)


if __name__ == "__main__":
    main()
