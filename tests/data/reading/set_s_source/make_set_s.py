"""Build, validate and write held-out set (s).

Run from this folder with plain `python3 make_set_s.py` (standard library only). Writes
set_s_venue_one.jsonl and set_s_venue_two.jsonl one level up, parses them again,
re-validates them and prints the counts."""
import collections
import json
import os
import sys

import common
import legs_v1
import legs_v2

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.dirname(HERE)
FILES = {1: "set_s_venue_one.jsonl", 2: "set_s_venue_two.jsonl"}


def cross_venue_duplicates(v1, v2):
    t1 = {l["market"]["description"] for l in v1}
    errs = []
    for l in v2:
        for k in ("rules_primary", "rules_secondary"):
            if l["market"][k] in t1:
                errs.append(f"{l['id']}: {k} repeats a venue_one text")
    return errs


def report(legs, name):
    print(f"== {name}: {len(legs)} legs ({legs[0]['id']} ... {legs[-1]['id']})")
    fam = collections.Counter(l["expected"]["family"] for l in legs)
    print("  families:", dict(sorted(fam.items())))
    for key in ("scope", "source_primary", "source_fallback", "timing_window", "void_cancelled",
                "void_postponed_long", "void_abandoned"):
        c = collections.Counter(str(l["expected"][key]) for l in legs)
        print(f"  {key}:", dict(sorted(c.items())))
    m = collections.Counter(x for l in legs for x in l["meanings"])
    print("  meanings:", dict(sorted(m.items())))
    lay = collections.Counter(s for l in legs for s in l["styles"] if s.startswith("layout:"))
    print("  layouts:", dict(sorted(lay.items())))


def main():
    built = {1: legs_v1.build(), 2: legs_v2.build()}
    errs = common.validate(built[1], 1) + common.validate(built[2], 2)
    errs += cross_venue_duplicates(built[1], built[2])
    if errs:
        print("\n".join(errs))
        sys.exit(1)
    for v, legs in built.items():
        path = os.path.join(OUT, FILES[v])
        with open(path, "w", encoding="utf-8") as f:
            for leg in legs:
                f.write(common.dumps(leg) + "\n")
    reread = {}
    for v in (1, 2):
        with open(os.path.join(OUT, FILES[v]), encoding="utf-8") as f:
            reread[v] = [json.loads(line) for line in f]
        if reread[v] != built[v]:
            sys.exit(f"round trip changed {FILES[v]}")
    errs = common.validate(reread[1], 1) + common.validate(reread[2], 2)
    if errs:
        print("\n".join(errs))
        sys.exit(1)
    report(reread[1], "venue_one")
    report(reread[2], "venue_two")
    print("ok")


if __name__ == "__main__":
    main()
