"""6-gram overlap check of set (as) texts against the parts of the team's notes that were read.

The two note files are taken from the environment:
  VENUE_NOTES   the team's venue notes   (sections 1.4, 2.3, 2.7, 3.1-3.4, 4.1-4.3 are used)
  DESIGN_NOTES  the team's design notes  (section 7 is used)
Run from this folder after make_set_as.py:  python3 check_ngrams.py [N]
Words are lower-cased, punctuation is dropped, and US/UK spellings are folded so that a
spelling change alone does not hide a copied run.
"""
import json
import os
import re
import sys

N = int(sys.argv[1]) if len(sys.argv) > 1 else 6
HERE = os.path.dirname(os.path.abspath(__file__))
FOLD = {"canceled": "cancelled", "cancelation": "cancellation", "recognized": "recognised",
        "organizers": "organisers", "organizer": "organiser", "shootout": "shoot-out",
        "shootouts": "shoot-outs"}
VENUE_SECTIONS = ("### 1.4", "### 2.3", "### 2.7", "### 3.1", "### 3.2", "### 3.3",
                  "### 3.4", "### 4.1", "### 4.2", "### 4.3")


def sections(path, starts):
    out, keep = [], False
    for line in open(path, encoding="utf-8"):
        if line.startswith("#"):
            keep = any(line.startswith(s) for s in starts)
            if line.startswith("## ") and not any(line.startswith(s) for s in starts):
                keep = False
        if keep:
            out.append(line)
    return "".join(out)


def words(text):
    ws = re.findall(r"[a-z0-9]+(?:[-'][a-z0-9]+)*", text.lower().replace("\u2019", "'"))
    return [FOLD.get(w, w) for w in ws]


def grams(ws):
    return {tuple(ws[i:i + N]) for i in range(len(ws) - N + 1)}


def main():
    ref = sections(os.environ["VENUE_NOTES"], VENUE_SECTIONS)
    ref += sections(os.environ["DESIGN_NOTES"], ("## 7.",))
    ref_grams = grams(words(ref))
    hits = 0
    for name in ("set_as_venue_one.jsonl", "set_as_venue_two.jsonl"):
        for line in open(os.path.join(HERE, "..", name), encoding="utf-8"):
            leg = json.loads(line)
            m = leg["market"]
            texts = [m.get("description")] if "description" in m else [
                m["rules_primary"], m["rules_secondary"]]
            for t in texts:
                for g in sorted(grams(words(t)) & ref_grams):
                    hits += 1
                    print(leg["id"], " ".join(g))
    print("reference words: %d; %d-gram hits: %d" % (len(words(ref)), N, hits))


if __name__ == "__main__":
    main()
