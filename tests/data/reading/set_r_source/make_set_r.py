"""Build and validate held-out reading set (r). Run: python3 make_set_r.py"""
import json
import os
import sys
from collections import Counter

from common import validate, dump
import legs_v1
import legs_v2

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.dirname(HERE)


def main():
    v1 = legs_v1.build()
    v2 = legs_v2.build()
    errs = validate(v1, "venue_one", "r1-") + validate(v2, "venue_two", "r2-")
    t1 = {l["market"]["description"] for l in v1}
    t2 = {l["market"]["rules_primary"] + "\n" + l["market"]["rules_secondary"] for l in v2}
    if t1 & t2:
        errs.append(("cross", "duplicate text across venues"))
    if errs:
        for e in errs:
            print("ERROR", *e)
        sys.exit(1)
    p1 = os.path.join(OUT, "set_r_venue_one.jsonl")
    p2 = os.path.join(OUT, "set_r_venue_two.jsonl")
    dump(p1, v1)
    dump(p2, v2)
    for p, venue, prefix in ((p1, "venue_one", "r1-"), (p2, "venue_two", "r2-")):
        with open(p, encoding="utf-8") as f:
            legs = [json.loads(line) for line in f]
        again = validate(legs, venue, prefix)
        if again:
            print("ERROR after reload", again)
            sys.exit(1)
        print("%s: %d legs" % (os.path.basename(p), len(legs)))
        for key in ("family", "scope", "source_primary", "source_fallback", "timing_window",
                    "void_cancelled", "void_postponed_long", "void_abandoned"):
            c = Counter(str(l["expected"][key]) for l in legs)
            print("  %-20s %s" % (key, dict(sorted(c.items()))))
        m = Counter(x for l in legs for x in l["meanings"])
        print("  meanings            %s" % dict(sorted(m.items())))


if __name__ == "__main__":
    main()
