"""6-gram overlap check of set (av)'s rule texts against the parts of the notes that were read.

The two note files come from the environment: VENUE_NOTES (the team's venue notes) and
DESIGN_NOTES (the team's design notes). Only the sections the writer read are compared:
venue notes 1.4, 2.3, 2.7, 3 (3.1-3.4), 4.1-4.3; design notes 7.
Usage: VENUE_NOTES=... DESIGN_NOTES=... python3 ngram_check.py [N]
Optional: READING_DIR=<the reading-set folder> also compares against the first line (only) of
set (d)'s two files, the only other set text the writer saw; reported separately.
"""

import json
import os
import re
import sys

N = int(sys.argv[1]) if len(sys.argv) > 1 else 6
VENUE_SECTIONS = ("### 1.4", "### 2.3", "### 2.7", "## 3.", "### 3.1", "### 3.2", "### 3.3",
                  "### 3.4", "### 4.1", "### 4.2", "### 4.3")
DESIGN_SECTIONS = ("## 7.",)


def sections(path, wanted):
    out, keep = [], False
    with open(path, encoding="utf-8") as f:
        for line in f:
            if line.startswith("#"):
                keep = any(line.startswith(w) for w in wanted)
            if keep:
                out.append(line)
    return "".join(out)


def words(text):
    return re.findall(r"[a-z0-9']+", text.lower().replace("\u2019", "'"))


def grams(ws, n):
    return {tuple(ws[i:i + n]) for i in range(len(ws) - n + 1)}


def main():
    ref = sections(os.environ["VENUE_NOTES"], VENUE_SECTIONS)
    ref += sections(os.environ["DESIGN_NOTES"], DESIGN_SECTIONS)
    ref_grams = grams(words(ref), N)
    hits = 0
    for name in ("set_av_venue_one.jsonl", "set_av_venue_two.jsonl"):
        with open(os.path.join("..", name), encoding="utf-8") as f:
            for line in f:
                leg = json.loads(line)
                m = leg["market"]
                for field in ("description", "rules_primary", "rules_secondary"):
                    if field in m:
                        for g in sorted(grams(words(m[field]), N) & ref_grams):
                            hits += 1
                            print(leg["id"], field, " ".join(g))
    print(f"{N}-gram hits against the notes: {hits}")
    rd = os.environ.get("READING_DIR")
    if rd:
        d_grams = set()
        for name in ("set_d_venue_one.jsonl", "set_d_venue_two.jsonl"):
            with open(os.path.join(rd, name), encoding="utf-8") as f:
                m = json.loads(f.readline())["market"]
            for field in ("description", "rules_primary", "rules_secondary"):
                if field in m:
                    d_grams |= grams(words(m[field]), N)
        dh = 0
        for name in ("set_av_venue_one.jsonl", "set_av_venue_two.jsonl"):
            with open(os.path.join("..", name), encoding="utf-8") as f:
                for line in f:
                    leg = json.loads(line)
                    m = leg["market"]
                    for field in ("description", "rules_primary", "rules_secondary"):
                        if field in m:
                            for g in sorted(grams(words(m[field]), N) & d_grams):
                                dh += 1
                                print("set-d first line:", leg["id"], field, " ".join(g))
        print(f"{N}-gram hits against set (d) first lines: {dh}")


if __name__ == "__main__":
    main()
