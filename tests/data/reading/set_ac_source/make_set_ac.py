"""Build, validate and write held-out set (ac). Run from this folder: python3 make_set_ac.py"""
import collections
import json
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from common import validate, write_jsonl  # noqa: E402
import legs_v1  # noqa: E402
import legs_v2  # noqa: E402

OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")


def main():
    v1, c1 = legs_v1.build()
    v2, c2 = legs_v2.build()
    validate(v1, "ac1-")
    validate(v2, "ac2-")
    all_texts = [l["market"]["description"] for l in v1] + \
        [l["market"]["rules_primary"] + l["market"]["rules_secondary"] for l in v2]
    assert len(set(all_texts)) == len(all_texts)
    write_jsonl(os.path.join(OUT, "set_ac_venue_one.jsonl"), v1)
    write_jsonl(os.path.join(OUT, "set_ac_venue_two.jsonl"), v2)
    with open(os.path.join(OUT, "set_ac_source", "clean_texts.json"), "w", encoding="utf-8") as f:
        json.dump({**c1, **c2}, f, ensure_ascii=False, indent=0)
    for name, legs in (("venue_one", v1), ("venue_two", v2)):
        fam = collections.Counter(l["expected"]["family"] for l in legs)
        mean = collections.Counter(m for l in legs for m in l["meanings"])
        print(name, len(legs), dict(fam))
        print("  meanings", dict(sorted(mean.items())))
        amb = [(l["id"], [k for k, v in l["expected"].items() if v == "ambiguous"]) for l in legs
               if "ambiguous" in l["expected"].values()]
        print("  ambiguous", amb)


if __name__ == "__main__":
    main()
