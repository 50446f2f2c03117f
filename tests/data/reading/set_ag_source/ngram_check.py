"""6-gram overlap check of set (ag) texts against the parts of the team's notes that were read.
Usage: VENUE_NOTES=<venue notes file> DESIGN_NOTES=<design notes file> python3 ngram_check.py [n]
"""
import json
import os
import re
import sys

N = int(sys.argv[1]) if len(sys.argv) > 1 else 6
HERE = os.path.dirname(os.path.abspath(__file__))
VENUE_SECTIONS = ("### 1.4", "### 2.3", "### 2.7", "## 3.", "### 3.1", "### 3.2", "### 3.3",
                  "### 3.4", "### 4.1", "### 4.2", "### 4.3")
DESIGN_SECTIONS = ("## 7.",)


def sections(path, wanted):
    keep, out = False, []
    for line in open(path, encoding="utf-8"):
        if line.startswith("#"):
            keep = any(line.startswith(w) for w in wanted)
        if keep:
            out.append(line)
    return "".join(out)


def words(t):
    return re.findall(r"[a-z0-9']+", t.lower().replace("\u2019", "'"))


def grams(t):
    w = words(t)
    return {tuple(w[i:i + N]) for i in range(len(w) - N + 1)}


ref = grams(sections(os.environ["VENUE_NOTES"], VENUE_SECTIONS)) | \
      grams(sections(os.environ["DESIGN_NOTES"], DESIGN_SECTIONS))
hits = 0
for fn in ("set_ag_venue_one.jsonl", "set_ag_venue_two.jsonl"):
    for line in open(os.path.join(HERE, "..", fn), encoding="utf-8"):
        leg = json.loads(line)
        m = leg["market"]
        text = " ".join(m.get(k, "") for k in ("description", "rules_primary", "rules_secondary"))
        for g in sorted(grams(text) & ref):
            hits += 1
            print(leg["id"], " ".join(g))
print("hits:", hits)
