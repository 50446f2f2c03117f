"""Build held-out reading set (m): writes set_m_venue_one.jsonl and set_m_venue_two.jsonl
into the parent folder of this script's folder, re-reads and re-validates them, and prints
counts by family and by meaning. Standard library only; deterministic output.

    python3 set_m_source/make_set_m.py
"""
import collections
import hashlib
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import common  # noqa: E402
import legs_v1  # noqa: E402
import legs_v2  # noqa: E402

OUT_DIR = os.path.dirname(HERE)
FILES = {"venue_one": "set_m_venue_one.jsonl", "venue_two": "set_m_venue_two.jsonl"}


def texts_of(leg):
    m = leg["market"]
    if leg["venue"] == "venue_one":
        return [m["description"]]
    return [m["rules_primary"] + "\n" + m["rules_secondary"]]


def main():
    v1 = legs_v1.build()
    v2 = legs_v2.build()
    allv = v1 + v2
    ids = [l["id"] for l in allv]
    assert len(ids) == len(set(ids)), "duplicate ids"
    seen = {}
    for leg in allv:
        common.check_leg(leg)
        for t in texts_of(leg):
            assert t not in seen, ("duplicate rule text", leg["id"], seen.get(t))
            seen[t] = leg["id"]
    # distinct wordings per meaning
    wids = collections.defaultdict(set)
    wstyles = collections.defaultdict(set)
    legs_per = collections.Counter()
    for leg in allv:
        for m, w, st in leg["_wids"]:
            wids[m].add(w)
            wstyles[m].update(st)
        for m in leg["meanings"]:
            legs_per[m] += 1
    short = [m for m in common.CATALOGUE if len(wids[m]) < 6]
    assert not short, ("meanings with fewer than 6 distinct wordings", {m: len(wids[m]) for m in short})

    for venue, legs in (("venue_one", v1), ("venue_two", v2)):
        path = os.path.join(OUT_DIR, FILES[venue])
        with open(path, "w", encoding="utf-8") as f:
            for leg in legs:
                rec = {k: v for k, v in leg.items() if not k.startswith("_")}
                f.write(json.dumps(rec, ensure_ascii=False) + "\n")
    # re-read and re-validate
    required = ["id", "venue", "styles", "meanings", "home", "away", "competition", "market", "expected"]
    for venue, fname in FILES.items():
        path = os.path.join(OUT_DIR, fname)
        with open(path, encoding="utf-8") as f:
            raw = f.read()
        n = 0
        for line in raw.splitlines():
            rec = json.loads(line)
            for k in required:
                assert k in rec, (rec.get("id"), k)
            if venue == "venue_two":
                assert "series_settlement_sources" in rec
            common.check_leg(rec)
            n += 1
        print("%s: %d legs, sha256 %s" % (fname, n, hashlib.sha256(raw.encode()).hexdigest()[:16]))

    for venue, legs in (("venue_one", v1), ("venue_two", v2)):
        fam = collections.Counter(l["expected"]["family"] for l in legs)
        print(venue, "families:", dict(sorted(fam.items())))
        halves = collections.Counter(l["expected"]["half"] for l in legs if l["expected"]["half"])
        print(venue, "halves:", dict(halves))
        mc = collections.Counter(m for l in legs for m in l["meanings"] if not m.startswith("F:"))
        print(venue, "meanings:", dict(sorted(mc.items())))
        amb = [(l["id"], [k for k, v in l["expected"].items() if v == "ambiguous"]) for l in legs
               if "ambiguous" in l["expected"].values()]
        print(venue, "ambiguous:", amb)
    print("distinct wordings per catalogue meaning (both venues):")
    print("  " + ", ".join("%s %d (legs %d)" % (m, len(wids[m]), legs_per[m]) for m in common.CATALOGUE))
    print("distinct style tags on the wordings of each meaning:")
    print("  " + ", ".join("%s %d" % (m, len(wstyles[m])) for m in common.CATALOGUE))
    styles = collections.Counter(s for l in allv for s in l["styles"])
    print("styles used:", len(styles))
    print("  " + ", ".join("%s %d" % kv for kv in sorted(styles.items())))


if __name__ == "__main__":
    main()
