"""6-gram overlap check of set (aq)'s rule texts against the parts of the team's
notes that the writer read.

Usage (from this folder):
  VENUE_NOTES=<path to the team's venue notes> \
  DESIGN_NOTES=<path to the team's design notes> python3 ngram_check.py [N]

Only these sections are compared: venue notes 1.4, 2.3, 2.7, 3 (3.1-3.4) and
4.1-4.3; design notes section 7. Prints every shared run of N (default 6)
consecutive words, with the leg id."""
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.dirname(HERE)

VENUE_SECTIONS = ("### 1.4", "### 2.3", "### 2.7", "## 3.", "### 4.1", "### 4.2",
                  "### 4.3")
DESIGN_SECTIONS = ("## 7.",)


def sections(path, starts):
    """Text of the sections whose heading starts with one of `starts`; a section
    runs until the next heading of the same or a higher level."""
    lines = open(path, encoding="utf-8").read().splitlines()
    keep, level = [], None
    for ln in lines:
        m = re.match(r"^(#+)\s", ln)
        if m:
            lv = len(m.group(1))
            if level is not None and lv <= level:
                level = None
            if level is None and ln.startswith(starts):
                level = lv
        if level is not None:
            keep.append(ln)
    return "\n".join(keep)


def words(t):
    return re.findall(r"[a-z0-9à-ÿ]+", t.lower())


def grams(ws, n):
    return {tuple(ws[i:i + n]) for i in range(len(ws) - n + 1)}


def main():
    n = int(sys.argv[1]) if len(sys.argv) > 1 else 6
    notes = sections(os.environ["VENUE_NOTES"], VENUE_SECTIONS) + "\n" + \
        sections(os.environ["DESIGN_NOTES"], DESIGN_SECTIONS)
    ref = grams(words(notes), n)
    hits = 0
    for name in ("set_aq_venue_one.jsonl", "set_aq_venue_two.jsonl"):
        for line in open(os.path.join(OUT, name), encoding="utf-8"):
            lg = json.loads(line)
            mk = lg["market"]
            texts = [mk.get("description", ""), mk.get("rules_primary", ""),
                     mk.get("rules_secondary", ""), mk.get("question", ""),
                     mk.get("title", "")]
            for t in texts:
                for gm in sorted(grams(words(t), n) & ref):
                    hits += 1
                    print(lg["id"], " ".join(gm))
    print(f"{hits} shared {n}-grams (reference: {len(notes.split())} words of notes)")


if __name__ == "__main__":
    main()
