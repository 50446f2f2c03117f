"""Build, validate and write held-out reading set (z). Run from this folder:
    python3 make_set_z.py
Standard library only; output is deterministic."""
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
    with open(path, "w", encoding="utf-8") as fh:
        for L in legs:
            fh.write(json.dumps(L, ensure_ascii=False) + "\n")
    back = [json.loads(line) for line in open(path, encoding="utf-8")]
    assert back == legs
    return path


def main():
    v1, v2 = legs_v1.build(), legs_v2.build()
    validate(v1 + v2)
    write("set_z_venue_one.jsonl", v1)
    write("set_z_venue_two.jsonl", v2)
    for name, legs in (("venue_one", v1), ("venue_two", v2)):
        fam = collections.Counter(L["expected"]["family"] for L in legs)
        mean = collections.Counter(m for L in legs for m in L["meanings"] if not m.startswith("F:"))
        print(name, len(legs), dict(sorted(fam.items())))
        print("  meanings", dict(sorted(mean.items())))
        amb = [(L["id"], k) for L in legs for k, v in L["expected"].items() if v == "ambiguous"]
        print("  ambiguous", amb)


if __name__ == "__main__":
    main()
