"""Build, validate and write set (bh). Standard library only; deterministic."""
import collections
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from common import validate  # noqa: E402
import legs_v1  # noqa: E402
import legs_v2  # noqa: E402

OUT = os.path.join(HERE, "..")


def write(name, legs):
    path = os.path.join(OUT, name)
    with open(path, "w", encoding="utf-8") as fh:
        for leg in legs:
            fh.write(json.dumps(leg, ensure_ascii=False) + "\n")
    back = [json.loads(line) for line in open(path, encoding="utf-8")]
    assert back == legs
    return back


def main():
    one, two = legs_v1.legs(), legs_v2.legs()
    validate(one, "venue_one", "bh1-")
    validate(two, "venue_two", "bh2-")
    ids = [l["id"] for l in one + two]
    assert len(ids) == len(set(ids))
    write("set_bh_venue_one.jsonl", one)
    write("set_bh_venue_two.jsonl", two)
    writers = [s for l in one + two for s in l["styles"] if s.startswith("writer:")]
    print("legs:", len(one), "venue_one,", len(two), "venue_two; distinct writer tags:",
          len(set(writers)), "of", len(writers),)
    for name, legs in (("venue_one", one), ("venue_two", two)):
        fam = collections.Counter(l["expected"]["family"] for l in legs)
        mean = collections.Counter(m for l in legs for m in l["meanings"])
        print(name, "families:", dict(sorted(fam.items())))
        print(name, "meanings:", dict(sorted(mean.items())))
        amb = [(l["id"], k) for l in legs for k, v in l["expected"].items() if v == "ambiguous"]
        print(name, "ambiguous:", amb)


if __name__ == "__main__":
    main()
