"""6-gram overlap check of set (v) texts against the parts of the notes that were read.

Run: VENUE_NOTES=<venue notes file> DESIGN_NOTES=<design notes file> python3 check_ngrams.py [N]
(default N=6). Prints every shared N-gram and the legs using it. The notes are not part of
this repository.
"""
import json
import os
import re
import sys

N = int(sys.argv[1]) if len(sys.argv) > 1 else 6
HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.dirname(HERE)
VENUES = os.environ.get("VENUE_NOTES", "")
DESIGN = os.environ.get("DESIGN_NOTES", "")
# line ranges of the sections read: the venue notes §1.4, §2.3, §2.7, §3 (3.1-3.4), §4.1-§4.3; the design notes §7
VENUE_RANGES = [(88, 131), (202, 213), (232, 250), (251, 316), (317, 337)]
DESIGN_RANGES = [(215, 329)]


def words(t):
    return re.findall(r"[a-z0-9]+(?:['\u2019][a-z]+)?", t.lower())


def grams(t):
    w = words(t)
    return {tuple(w[i:i + N]) for i in range(len(w) - N + 1)}


def section_text(path, ranges):
    lines = open(path, encoding="utf-8").read().splitlines()
    return "\n".join("\n".join(lines[a - 1:b]) for a, b in ranges)


def main():
    refs = {"the venue notes": grams(section_text(VENUES, VENUE_RANGES)),
            "the design notes s7": grams(section_text(DESIGN, DESIGN_RANGES))}
    hits = {}
    for name in ("set_v_venue_one.jsonl", "set_v_venue_two.jsonl"):
        for line in open(os.path.join(OUT, name), encoding="utf-8"):
            leg = json.loads(line)
            m = leg["market"]
            text = m.get("description") or (m["rules_primary"] + "\n" + m["rules_secondary"])
            g = grams(text)
            for ref, rg in refs.items():
                for x in g & rg:
                    hits.setdefault((ref, " ".join(x)), []).append(leg["id"])
    for (ref, gram), ids in sorted(hits.items()):
        print(f"{ref}: '{gram}' in {len(ids)} legs: {' '.join(ids)}")
    print(f"{len(hits)} shared {N}-grams")


if __name__ == "__main__":
    main()
