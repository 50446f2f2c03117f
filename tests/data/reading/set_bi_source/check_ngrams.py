"""6-gram overlap check of set (bi)'s rule texts against the parts of the notes that were read.

The two note files are taken from the environment:
  VENUE_NOTES   the team's venue notes (sections 1.4, 2.3, 2.7, 3, 4.1-4.3 are used)
  DESIGN_NOTES  the team's design notes (section 7 is used)
Run from this folder after make_set_bi.py: VENUE_NOTES=... DESIGN_NOTES=... python3 check_ngrams.py
"""
import json
import os
import re
import sys

N = int(os.environ.get("NGRAM", "6"))
VENUE_SECTIONS = ("1.4", "2.3", "2.7", "3", "3.1", "3.2", "3.3", "3.4", "4.1", "4.2", "4.3")
DESIGN_SECTIONS = ("7",)


def sections(path, wanted):
    keep, out = False, []
    for line in open(path, encoding="utf-8"):
        m = re.match(r"^(#{2,3})\s+(\d+(?:\.\d+)?)[.\s]", line)
        if m:
            keep = m.group(2) in wanted
        if keep:
            out.append(line)
    return "".join(out)


def words(text):
    return re.findall(r"[a-z0-9]+(?:['’][a-z]+)?", text.lower())


def grams(ws, n):
    return {tuple(ws[i:i + n]) for i in range(len(ws) - n + 1)}


def main():
    notes = sections(os.environ["VENUE_NOTES"], VENUE_SECTIONS) + \
        sections(os.environ["DESIGN_NOTES"], DESIGN_SECTIONS)
    ref = grams(words(notes), N)
    here = os.path.dirname(os.path.abspath(__file__))
    hits = 0
    for name in ("set_bi_venue_one.jsonl", "set_bi_venue_two.jsonl"):
        for line in open(os.path.join(here, "..", name), encoding="utf-8"):
            leg = json.loads(line)
            m = leg["market"]
            text = m.get("description") or (m["rules_primary"] + "\n" + m["rules_secondary"])
            for g in sorted(grams(words(text), N) & ref):
                hits += 1
                print(leg["id"], " ".join(g))
    print("%d-gram hits: %d (reference: %d words of notes)" % (N, hits, len(words(notes))))
    return 0


if __name__ == "__main__":
    sys.exit(main())
