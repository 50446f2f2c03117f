"""Build held-out reading set (t): validate both venues and write the JSONL files.

Run in this folder with plain `python3 make_set_t.py` (standard library only). The output
is deterministic. The JSONL files are written one level up, next to this folder.
"""
import collections
import json
import os
import sys

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
    with open(path, encoding="utf-8") as f:
        back = [json.loads(line) for line in f]
    assert back == legs, name
    return path


def texts(leg):
    m = leg["market"]
    if leg["venue"] == "venue_one":
        return m["description"]
    return m["rules_primary"] + "\n" + m["rules_secondary"]


def main():
    v1 = validate(legs_v1.build(), "venue_one")
    v2 = validate(legs_v2.build(), "venue_two")
    all_texts = [texts(l) for l in v1 + v2]
    assert len(all_texts) == len(set(all_texts)), "duplicate text across venues"
    for legs, name in ((v1, "set_t_venue_one.jsonl"), (v2, "set_t_venue_two.jsonl")):
        write(legs, name)
        validate([json.loads(json.dumps(l)) for l in legs], legs[0]["venue"])
    for legs in (v1, v2):
        venue = legs[0]["venue"]
        print("%s: %d legs" % (venue, len(legs)))
        for key in ("family", "scope", "source_primary", "source_fallback",
                    "timing_window", "void_cancelled", "void_postponed_long",
                    "void_abandoned"):
            c = collections.Counter(str(l["expected"][key]) for l in legs)
            print("  %-20s %s" % (key, dict(sorted(c.items()))))
        comps = collections.Counter(l["competition"] for l in legs)
        print("  %-20s %s" % ("competition", dict(sorted(comps.items()))))
        mean = collections.Counter(m for l in legs for m in l["meanings"])
        print("  %-20s %s" % ("meanings", dict(sorted(mean.items()))))
        lay = collections.Counter(s for l in legs for s in l["styles"] if s.startswith("layout:"))
        print("  %-20s %s" % ("layouts", dict(sorted(lay.items()))))
    return 0


if __name__ == "__main__":
    sys.exit(main())
