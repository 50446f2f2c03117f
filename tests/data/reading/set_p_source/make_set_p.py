"""Build and check held-out set (p). Run: python3 make_set_p.py (standard library only)."""
import collections
import json
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import common  # noqa: E402
import legs_v1  # noqa: E402
import legs_v2  # noqa: E402

OUT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def write(legs, venue, name):
    common.validate(legs, venue)
    path = os.path.join(OUT, name)
    with open(path, "w", encoding="utf-8") as f:
        for leg in legs:
            f.write(json.dumps(leg, ensure_ascii=False) + "\n")
    with open(path, encoding="utf-8") as f:
        back = [json.loads(line) for line in f]
    assert back == legs
    common.validate(back, venue)
    return back


def report(legs, venue):
    fam = collections.Counter(l["expected"]["family"] for l in legs)
    mean = collections.Counter(m for l in legs for m in l["meanings"])
    print(f"{venue}: {len(legs)} legs; families {dict(sorted(fam.items()))}")
    print("  meanings", dict(sorted(mean.items())))
    for k in ("scope", "source_primary", "source_fallback", "timing_window", "void_cancelled",
              "void_postponed_long", "void_abandoned"):
        c = collections.Counter(str(l["expected"][k]) for l in legs)
        print(f"  {k}: {dict(sorted(c.items()))}")


def main():
    v1 = write(legs_v1.build_all(), "venue_one", "set_p_venue_one.jsonl")
    v2 = write(legs_v2.build_all(), "venue_two", "set_p_venue_two.jsonl")
    t1 = {l["market"]["description"] for l in v1}
    t2 = {l["market"]["rules_primary"] + "\n" + l["market"]["rules_secondary"] for l in v2}
    assert not (t1 & t2)
    report(v1, "venue_one")
    report(v2, "venue_two")


if __name__ == "__main__":
    main()
