"""Build, validate and write held-out reading set (o).

Run from this folder:  python3 make_set_o.py [output_dir]
Writes set_o_venue_one.jsonl and set_o_venue_two.jsonl (default: the parent folder),
parses them again, re-validates them and prints counts.  Standard library only; the
output is deterministic.
"""

import collections
import json
import os
import sys

import common
import legs_v1
import legs_v2


def cross_check(v1, v2):
    """No rule text may appear on both venues; every text is distinct."""
    t1 = {leg["market"]["description"] for leg in v1}
    t2 = {leg["market"]["rules_primary"] for leg in v2} | \
         {leg["market"]["rules_secondary"] for leg in v2 if leg["market"]["rules_secondary"]}
    assert not (t1 & t2), t1 & t2
    prim = [leg["market"]["rules_primary"] for leg in v2]
    # primaries may repeat a wording only with different teams/dates, never verbatim
    assert len(prim) == len(set(prim)), "duplicate venue_two primary"


def counts(legs, title):
    fam = collections.Counter(leg["expected"]["family"] for leg in legs)
    print(f"{title}: {len(legs)} legs; families {dict(sorted(fam.items()))}")
    for k in ("scope", "source_primary", "source_fallback", "timing_window",
              "void_cancelled", "void_postponed_long", "void_abandoned"):
        c = collections.Counter(str(leg["expected"][k]) for leg in legs)
        print(f"  {k}: {dict(sorted(c.items()))}")
    m = collections.Counter(x for leg in legs for x in leg["meanings"])
    print(f"  meanings: {dict(sorted(m.items()))}")
    lay = collections.Counter(s for leg in legs for s in leg["styles"] if s.startswith("layout:"))
    print(f"  layouts: {dict(sorted(lay.items()))}")


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    out = sys.argv[1] if len(sys.argv) > 1 else os.path.dirname(here)
    v1 = common.validate(legs_v1.build(), "venue_one")
    v2 = common.validate(legs_v2.build(), "venue_two")
    cross_check(v1, v2)
    for name, legs, venue in (("set_o_venue_one.jsonl", v1, "venue_one"),
                              ("set_o_venue_two.jsonl", v2, "venue_two")):
        path = os.path.join(out, name)
        with open(path, "w", encoding="utf-8") as f:
            for leg in legs:
                f.write(common.dumps(leg) + "\n")
        with open(path, encoding="utf-8") as f:
            back = [json.loads(line) for line in f]
        assert back == legs, name
        common.validate(back, venue)
        print(f"wrote {name}")
    counts(v1, "venue_one")
    counts(v2, "venue_two")


if __name__ == "__main__":
    main()
