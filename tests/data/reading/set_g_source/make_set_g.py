"""Build and validate held-out reading set (g).

Usage (in this folder):  python3 make_set_g.py
Writes ../set_g_venue_one.jsonl and ../set_g_venue_two.jsonl, parses them back,
re-validates them and prints coverage counts.  Standard library only;
deterministic output.
"""

import collections
import hashlib
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import legs_v1  # noqa: E402
import legs_v2  # noqa: E402
from common import MEANING_IDS, rule_text, validate  # noqa: E402

OUT_DIR = os.path.dirname(HERE)
FILES = {"venue_one": "set_g_venue_one.jsonl", "venue_two": "set_g_venue_two.jsonl"}
MIN_LEGS = 6
MIN_WORDINGS = 6


def strip(legs):
    wordings = []
    clean = []
    for leg in legs:
        w = leg.pop("_wordings")
        wordings.append((leg["id"], w))
        clean.append(leg)
    return clean, wordings


def main():
    v1, w1 = strip(legs_v1.build())
    v2, w2 = strip(legs_v2.build())
    errors = validate(v1, "g1", "venue_one") + validate(v2, "g2", "venue_two")
    texts = collections.Counter(rule_text(l) for l in v1 + v2)
    for t, c in texts.items():
        if c > 1:
            errors.append("duplicate rule text: %r" % t[:80])
    # every meaning tag used in a leg must be a known id, F:family or X:ambiguous
    for leg in v1 + v2:
        for m in leg["meanings"]:
            if not (m in MEANING_IDS or m.startswith("F:") or m.endswith(":ambiguous")):
                errors.append("%s: unknown meaning %s" % (leg["id"], m))
    if errors:
        print("\n".join(errors))
        sys.exit(1)

    digests = {}
    for venue, legs in (("venue_one", v1), ("venue_two", v2)):
        path = os.path.join(OUT_DIR, FILES[venue])
        with open(path, "w", encoding="utf-8") as f:
            for leg in legs:
                f.write(json.dumps(leg, ensure_ascii=False) + "\n")
        with open(path, encoding="utf-8") as f:
            back = [json.loads(line) for line in f]
        if back != legs:
            print("round-trip mismatch in", path)
            sys.exit(1)
        errs = validate(back, "g1" if venue == "venue_one" else "g2", venue)
        if errs:
            print("\n".join(errs))
            sys.exit(1)
        with open(path, "rb") as f:
            digests[venue] = hashlib.sha256(f.read()).hexdigest()[:16]

    # ---------------- counts ----------------
    print("set (g): %d venue_one legs, %d venue_two legs, %d in all"
          % (len(v1), len(v2), len(v1) + len(v2)))
    for venue, d in digests.items():
        print("  %s sha256[:16] %s" % (FILES[venue], d))

    def fam_key(leg):
        e = leg["expected"]
        if e["family"] == "half":
            return "half(%s)" % e["half"]
        return e["family"]

    print("\nFamilies (venue_one / venue_two / all):")
    fams = sorted({fam_key(l) for l in v1 + v2})
    for f in fams:
        a = sum(1 for l in v1 if fam_key(l) == f)
        b = sum(1 for l in v2 if fam_key(l) == f)
        print("  %-14s %3d %3d %3d" % (f, a, b, a + b))

    print("\nMeanings: legs (venue_one / venue_two / all), distinct wordings:")
    words = collections.defaultdict(set)
    for venue, ws_all in (("venue_one", w1), ("venue_two", w2)):
        for _, ws in ws_all:
            for m, bank, i in ws:
                words[m].add((venue, bank, i))
    short = []
    for m in MEANING_IDS:
        a = sum(1 for l in v1 if m in l["meanings"])
        b = sum(1 for l in v2 if m in l["meanings"])
        nw = len(words[m])
        print("  %-4s %3d %3d %3d   wordings %2d" % (m, a, b, a + b, nw))
        if a + b < MIN_LEGS or nw < MIN_WORDINGS:
            short.append(m)

    print("\nAmbiguous legs:")
    for leg in v1 + v2:
        amb = [m for m in leg["meanings"] if m.endswith(":ambiguous")]
        if amb:
            fields = [k for k, v in leg["expected"].items() if v == "ambiguous"]
            print("  %s  %-16s fields: %s" % (leg["id"], ",".join(amb), ",".join(fields)))

    comps = collections.Counter(l["competition"] for l in v1 + v2)
    print("\nCompetitions:", ", ".join("%s %d" % kv for kv in sorted(comps.items())))
    styles = collections.Counter(s for l in v1 + v2 for s in l["styles"] if s.startswith("layout:"))
    print("Layouts:", ", ".join("%s %d" % kv for kv in sorted(styles.items())))
    noise = sum(1 for l in v1 + v2 if any(s.startswith("noise:") for s in l["styles"]))
    print("Legs with noise sentences:", noise)

    if short:
        print("\nFAIL: meanings below %d legs or %d wordings: %s" % (MIN_LEGS, MIN_WORDINGS, short))
        sys.exit(1)


if __name__ == "__main__":
    main()
