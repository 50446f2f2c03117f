"""Build set (aw): validate the legs, write both JSONL files, re-parse, print coverage."""
import collections
import json
import os

from common import validate, EXPECTED_KEYS
import legs_v1
import legs_v2

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.dirname(HERE)


def main():
    v1, v2 = legs_v1.legs(), legs_v2.legs()
    validate(v1 + v2)
    for name, legs in (("set_aw_venue_one.jsonl", v1), ("set_aw_venue_two.jsonl", v2)):
        path = os.path.join(OUT, name)
        with open(path, "w", encoding="utf-8") as f:
            for leg in legs:
                f.write(json.dumps(leg, ensure_ascii=False) + "\n")
        with open(path, encoding="utf-8") as f:
            parsed = [json.loads(line) for line in f]
        validate(parsed)
        assert all(set(EXPECTED_KEYS) == set(p["expected"]) for p in parsed)
        print(f"{name}: {len(parsed)} legs")
    fam = collections.Counter(l["expected"]["family"] for l in v1 + v2)
    mean = collections.Counter(m for l in v1 + v2 for m in l["meanings"])
    writers = collections.Counter(s for l in v1 + v2 for s in l["styles"] if s.startswith("writer:"))
    print("families:", dict(sorted(fam.items())))
    print("meanings:", dict(sorted(mean.items())))
    print("distinct writers:", len(writers), "max per writer tag:", max(writers.values()))
    amb = [(l["id"], k) for l in v1 + v2 for k, v in l["expected"].items() if v == "ambiguous"]
    print("ambiguous fields:", amb)


if __name__ == "__main__":
    main()
