"""6-gram overlap check of set (y) texts against the parts of the venue notes the writer read.

The notes' files come from the VENUE_NOTES and DESIGN_NOTES environment variables.
Usage: VENUE_NOTES=<file> DESIGN_NOTES=<file> python3 ngram_check.py [n]
"""
import json
import os
import re
import sys

N = int(sys.argv[1]) if len(sys.argv) > 1 else 6
HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.dirname(HERE)

VENUE_SECTIONS = ("### 1.4", "### 2.3", "### 2.7", "## 3.", "### 3.", "### 4.1", "### 4.2", "### 4.3")


def sections(path, wanted):
    keep, out = False, []
    for line in open(path, encoding="utf-8"):
        if line.startswith("#"):
            keep = line.startswith(wanted)
        if keep:
            out.append(line)
    return "".join(out)


def words(t):
    return re.findall(r"[a-z0-9]+(?:['’][a-z]+)?", t.lower().replace("’", "'"))


def grams(t):
    w = words(t)
    return {tuple(w[i:i + N]) for i in range(len(w) - N + 1)}


ref = sections(os.environ.get("VENUE_NOTES", ""), VENUE_SECTIONS)
ref += sections(os.environ.get("DESIGN_NOTES", ""), ("## 7.",))
refg = grams(ref)
hits = 0
for name in ("set_y_venue_one.jsonl", "set_y_venue_two.jsonl"):
    for line in open(os.path.join(OUT, name), encoding="utf-8"):
        leg = json.loads(line)
        m = leg["market"]
        txt = m.get("description") or (m["rules_primary"] + " " + m["rules_secondary"])
        for g in sorted(grams(txt) & refg):
            hits += 1
            print(leg["id"], " ".join(g))
print("hits:", hits)
