"""Build held-out reading set (k): set_k_venue_one.jsonl and set_k_venue_two.jsonl.

Run:  python3 make_set_k.py   (from anywhere; standard library only, deterministic)
The two files are written to the folder that holds this script's folder.
"""
import collections
import json
import os
import sys

sys.dont_write_bytecode = True
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import common  # noqa: E402
import legs_v1  # noqa: E402
import legs_v2  # noqa: E402

OUT_DIR = os.path.dirname(HERE)
FILES = {"venue_one": "set_k_venue_one.jsonl", "venue_two": "set_k_venue_two.jsonl"}
REQUIRED = ["id", "venue", "styles", "meanings", "home", "away", "competition", "market",
            "expected"]
CHECKED_MEANINGS = ["S1", "S2", "S3", "S4", "S5", "S6", "P1", "P2", "P3", "P4", "C1", "C2", "C3",
                    "C4", "R1", "R2", "D1", "AB"]


def main():
    errors = []
    legs = {"venue_one": legs_v1.build(), "venue_two": legs_v2.build()}
    whys, clauses = {}, {}
    for venue, ls in legs.items():
        for leg in ls:
            if "_why" in leg:
                whys[leg["id"]] = leg.pop("_why")
            clauses[leg["id"]] = leg.pop("_clauses")
            for e in common.validate(leg):
                errors.append("%s: %s" % (leg["id"], e))

    # ids unique and in sequence; no duplicate rule texts within or across venues
    seen_ids, seen_texts = set(), {}
    for venue, ls in legs.items():
        for i, leg in enumerate(ls, 1):
            pre = "k1" if venue == "venue_one" else "k2"
            if leg["id"] != "%s-%03d" % (pre, i) or leg["id"] in seen_ids:
                errors.append("bad id %s" % leg["id"])
            seen_ids.add(leg["id"])
            m = leg["market"]
            text = m["description"] if venue == "venue_one" else (
                m["rules_primary"] + "\n" + m["rules_secondary"])
            if text in seen_texts:
                errors.append("%s duplicates the text of %s" % (leg["id"], seen_texts[text]))
            seen_texts[text] = leg["id"]
            # ambiguity must be marked in meanings when a value is ambiguous
            amb = [k for k, v in leg["expected"].items() if v == "ambiguous"]
            if amb and not any(x.endswith(":ambiguous") for x in leg["meanings"]):
                errors.append("%s: ambiguous value without an ambiguous meaning tag" % leg["id"])
            if amb and leg["id"] not in whys:
                errors.append("%s: ambiguous value without a reason" % leg["id"])

    # coverage: distinct wordings and distinct styles per meaning
    wordings = collections.defaultdict(set)
    styles = collections.defaultdict(set)
    legs_per = collections.Counter()
    for lid, cls in clauses.items():
        for meaning, text, st, layout in cls:
            ms = ["P2", "C4"] if meaning == "PC" else [meaning]
            for mm in ms:
                wordings[mm].add(text)
                styles[mm].update(st)
                styles[mm].add("layout:" + layout)
    for venue, ls in legs.items():
        for leg in ls:
            for mm in leg["meanings"]:
                legs_per[mm] += 1
    for mm in CHECKED_MEANINGS:
        if len(wordings[mm]) < 6:
            errors.append("meaning %s has only %d wordings" % (mm, len(wordings[mm])))
        if len(styles[mm]) < 6:
            errors.append("meaning %s has only %d styles" % (mm, len(styles[mm])))

    if errors:
        print("\n".join(errors))
        sys.exit(1)

    # write and parse back
    for venue, ls in legs.items():
        path = os.path.join(OUT_DIR, FILES[venue])
        with open(path, "w", encoding="utf-8") as f:
            for leg in ls:
                f.write(json.dumps(leg, ensure_ascii=False) + "\n")
        with open(path, encoding="utf-8") as f:
            back = [json.loads(line) for line in f]
        assert back == ls, venue
        for leg in back:
            missing = [k for k in REQUIRED if k not in leg]
            assert not missing, (leg["id"], missing)
            assert not common.validate(leg), leg["id"]

    # report
    print("written:", ", ".join(FILES[v] for v in FILES), "in", os.path.basename(OUT_DIR) or ".")
    for venue, ls in legs.items():
        fam = collections.Counter(l["expected"]["family"] for l in ls)
        print("%s: %d legs  %s" % (venue, len(ls), dict(sorted(fam.items()))))
    allfam = collections.Counter(l["expected"]["family"] for ls in legs.values() for l in ls)
    print("families (both):", dict(sorted(allfam.items())))
    halves = collections.Counter(l["expected"]["half"] for ls in legs.values() for l in ls
                                 if l["expected"]["half"])
    print("halves:", dict(halves))
    print("meaning  legs  wordings  styles")
    for mm in sorted(legs_per):
        if mm.startswith("F:"):
            continue
        print("%-14s %4d  %8s  %6s" % (mm, legs_per[mm],
                                        len(wordings[mm]) if mm in wordings else "-",
                                        len(styles[mm]) if mm in styles else "-"))
    lay = collections.Counter(s for ls in legs.values() for l in ls for s in l["styles"]
                              if s.startswith("layout:"))
    print("layouts:", dict(sorted(lay.items())))
    allst = collections.Counter(s for ls in legs.values() for l in ls for s in l["styles"])
    print("style tags:", len(allst))
    print("ambiguous legs:")
    for lid in sorted(whys):
        print("  %s: %s" % (lid, whys[lid]))


if __name__ == "__main__":
    main()
