"""Build and check held-out set (q). Run from this folder: python3 make_set_q.py

Writes ../set_q_venue_one.jsonl and ../set_q_venue_two.jsonl, reads them back,
validates them again, and prints counts. Standard library only; deterministic.
"""
import collections
import json
import os
import sys

import legs_v1
import legs_v2
from common import validate, dump

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.dirname(HERE)


def main():
    v1 = legs_v1.all_legs()
    v2 = legs_v2.all_legs()
    errs = validate(v1, "venue_one", "q1") + validate(v2, "venue_two", "q2")
    # no rule text shared across the venues either
    t1 = {l["market"]["description"] for l in v1}
    for l in v2:
        for t in (l["market"]["rules_primary"], l["market"]["rules_secondary"]):
            if t and t in t1:
                errs.append("%s: text shared with venue_one" % l["id"])
    if errs:
        print("\n".join(errs))
        sys.exit(1)
    p1 = os.path.join(OUT, "set_q_venue_one.jsonl")
    p2 = os.path.join(OUT, "set_q_venue_two.jsonl")
    dump(v1, p1)
    dump(v2, p2)
    r1 = [json.loads(x) for x in open(p1, encoding="utf-8")]
    r2 = [json.loads(x) for x in open(p2, encoding="utf-8")]
    errs = validate(r1, "venue_one", "q1") + validate(r2, "venue_two", "q2")
    if errs or r1 != v1 or r2 != v2:
        print("round trip failed", errs)
        sys.exit(1)
    for name, legs in (("venue_one", r1), ("venue_two", r2)):
        print("%s: %d legs" % (name, len(legs)))
        for key in ("family", "scope", "source_primary", "source_fallback", "timing_window",
                    "void_cancelled", "void_postponed_long", "void_abandoned"):
            c = collections.Counter(str(l["expected"][key]) for l in legs)
            print("  %-20s %s" % (key, dict(sorted(c.items()))))
        m = collections.Counter(x for l in legs for x in l["meanings"])
        print("  meanings            ", dict(sorted(m.items())))
        sh = collections.Counter(s for l in legs for s in l["styles"] if s.startswith(("shape:", "layout:")))
        print("  shapes/layouts      ", dict(sorted(sh.items())))


if __name__ == "__main__":
    main()
