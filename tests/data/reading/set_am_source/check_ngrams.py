"""6-gram overlap check of set (am)'s rule texts against the parts of the team's notes that were read.

The two note files are taken from the environment (no paths are hard-coded):
  VENUE_NOTES   the team's venue notes; only sections 1.4, 2.3, 2.7, 3 (3.1-3.4), 4.1-4.3 are used
  DESIGN_NOTES  the team's design notes; only section 7 is used
Run from this folder:  VENUE_NOTES=... DESIGN_NOTES=... python3 check_ngrams.py [N]
Prints every shared run of N (default 6) consecutive words, with the leg id, and exits 1 on any hit.
"""
import json
import os
import re
import sys

N = int(sys.argv[1]) if len(sys.argv) > 1 else 6
VENUE_SECTIONS = ("### 1.4", "### 2.3", "### 2.7", "## 3.", "### 3.", "### 4.1", "### 4.2", "### 4.3")
DESIGN_SECTIONS = ("## 7.",)


def sections(path, wanted):
    keep, out = False, []
    for line in open(path, encoding="utf-8"):
        if line.startswith("#"):
            keep = line.startswith(wanted)
        if keep:
            out.append(line)
    return "".join(out)


def words(text):
    text = re.sub(r"</?(del|ins|p)>", " ", text)
    text = text.replace("~~", " ")
    text = text.lower().replace("\u2019", "'")
    return re.findall(r"[a-z0-9\u00c0-\u024f]+(?:['\-][a-z0-9\u00c0-\u024f]+)*", text)


def grams(ws):
    return {tuple(ws[i:i + N]) for i in range(len(ws) - N + 1)}


def main():
    notes = sections(os.environ["VENUE_NOTES"], VENUE_SECTIONS)
    notes += sections(os.environ["DESIGN_NOTES"], DESIGN_SECTIONS)
    ref = grams(words(notes))
    here = os.path.dirname(os.path.abspath(__file__))
    hits = 0
    for name in ("set_am_venue_one.jsonl", "set_am_venue_two.jsonl"):
        for line in open(os.path.join(here, "..", name), encoding="utf-8"):
            leg = json.loads(line)
            m = leg["market"]
            text = m.get("description") or (m["rules_primary"] + "\n" + m["rules_secondary"])
            for g in sorted(grams(words(text)) & ref):
                hits += 1
                print(leg["id"], " ".join(g))
    print("%d-gram hits: %d" % (N, hits))
    sys.exit(1 if hits else 0)


if __name__ == "__main__":
    main()
