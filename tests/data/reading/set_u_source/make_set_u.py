"""Build and check held-out reading set (u).

Run from this folder: python3 make_set_u.py
Writes ../set_u_venue_one.jsonl and ../set_u_venue_two.jsonl (standard library only,
deterministic output), parses them again and re-validates them.
"""
import collections
import json
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import legs_v1  # noqa: E402
import legs_v2  # noqa: E402
from common import validate, dup_texts, dumps  # noqa: E402

OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), os.pardir)


def main():
    v1 = legs_v1.build()
    v2 = legs_v2.build()
    errors = validate(v1, "venue_one") + validate(v2, "venue_two") + dup_texts(v1 + v2)
    if errors:
        print("\n".join(errors))
        return 1
    paths = {"venue_one": os.path.join(OUT, "set_u_venue_one.jsonl"),
             "venue_two": os.path.join(OUT, "set_u_venue_two.jsonl")}
    for venue, legs in (("venue_one", v1), ("venue_two", v2)):
        with open(paths[venue], "w", encoding="utf-8") as f:
            for leg in legs:
                f.write(dumps(leg) + "\n")
    # parse again and re-validate
    for venue, path in paths.items():
        with open(path, encoding="utf-8") as f:
            back = [json.loads(line) for line in f]
        errs = validate(back, venue)
        if errs:
            print("\n".join(errs))
            return 1
    for venue, legs in (("venue_one", v1), ("venue_two", v2)):
        print("%s: %d legs" % (venue, len(legs)))
        fam = collections.Counter(l["expected"]["family"] for l in legs)
        print("  families:", dict(sorted(fam.items())))
        for k in ("scope", "source_primary", "source_fallback", "timing_window",
                  "void_cancelled", "void_postponed_long", "void_abandoned"):
            c = collections.Counter(str(l["expected"][k]) for l in legs)
            print("  %s: %s" % (k, dict(sorted(c.items()))))
        m = collections.Counter(x for l in legs for x in l["meanings"])
        print("  meanings:", dict(sorted(m.items())))
    return 0


if __name__ == "__main__":
    sys.exit(main())
