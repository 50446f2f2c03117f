"""6-gram overlap check between set (bd)'s rule texts and the note sections the writer read.

The two note files are taken from the environment:
  VENUE_NOTES   the team's venue notes (sections 1.4, 2.3, 2.7, 3.1-3.4, 4.1-4.3 are used)
  DESIGN_NOTES  the team's design notes (section 7 is used)
Run from this folder after make_set_bd.py:
  VENUE_NOTES=... DESIGN_NOTES=... python3 ngram_check.py [N]
Prints every N-gram (default 6) of a rule text that also occurs in those sections.
"""
import json
import os
import re
import sys

N = int(sys.argv[1]) if len(sys.argv) > 1 else 6
HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.dirname(HERE)

VENUE_SECTIONS = ("1.4", "2.3", "2.7", "3", "3.1", "3.2", "3.3", "3.4", "4.1", "4.2", "4.3")
DESIGN_SECTIONS = ("7",)


def sections(path, wanted):
    """Text of the markdown sections whose number is in `wanted` (headings '## 3.' or '### 3.1')."""
    keep, out = False, []
    with open(path, encoding="utf-8") as f:
        for line in f:
            m = re.match(r"^(#{2,3})\s+(\d+(?:\.\d+)?)\.?\s", line)
            if m:
                keep = m.group(2) in wanted
            elif re.match(r"^#{1,2}\s", line):
                keep = False
            if keep:
                out.append(line)
    return "".join(out)


def words(text):
    text = text.lower().replace("\u2019", "'")
    return re.findall(r"[a-z0-9']+", text)


def grams(ws, n):
    return {tuple(ws[i:i + n]) for i in range(len(ws) - n + 1)}


def main():
    vpath, dpath = os.environ.get("VENUE_NOTES"), os.environ.get("DESIGN_NOTES")
    if not vpath or not dpath:
        sys.exit("set VENUE_NOTES and DESIGN_NOTES")
    ref = sections(vpath, VENUE_SECTIONS) + "\n" + sections(dpath, DESIGN_SECTIONS)
    refgrams = grams(words(ref), N)
    hits = 0
    for name in ("set_bd_venue_one.jsonl", "set_bd_venue_two.jsonl"):
        with open(os.path.join(OUT, name), encoding="utf-8") as f:
            for line in f:
                r = json.loads(line)
                m = r["market"]
                fields = (["description"] if r["venue"] == "venue_one"
                          else ["rules_primary", "rules_secondary"])
                for fld in fields:
                    for g in sorted(grams(words(m[fld]), N) & refgrams):
                        hits += 1
                        print(r["id"], fld, " ".join(g))
    print("reference words:", len(words(ref)), " hits:", hits)


if __name__ == "__main__":
    main()
