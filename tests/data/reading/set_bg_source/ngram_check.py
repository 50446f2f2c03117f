"""6-gram overlap check of set (bg) texts against the parts of the notes that were read.

Reads the two note files from the environment: VENUE_NOTES (the team's venue notes) and
DESIGN_NOTES (the team's design notes). Usage: VENUE_NOTES=... DESIGN_NOTES=... python3 ngram_check.py [n]
"""
import os, re, sys
from legs_bg import venue_one, venue_two

N = int(sys.argv[1]) if len(sys.argv) > 1 else 6
VENUE_SECTIONS = ("### 1.4", "### 2.3", "### 2.7", "## 3.", "### 3.", "### 4.1", "### 4.2", "### 4.3")


def sections(text, wanted, stop_prefix="#"):
    keep, on = [], False
    for line in text.splitlines():
        if line.startswith("#"):
            on = any(line.startswith(w) for w in wanted)
        if on:
            keep.append(line)
    return "\n".join(keep)


def words(t):
    return re.findall(r"[a-z0-9]+(?:'[a-z]+)?", t.lower().replace("\u2019", "'"))


def grams(t, n):
    w = words(t)
    return {" ".join(w[i:i + n]) for i in range(len(w) - n + 1)}


def main():
    venue = open(os.environ["VENUE_NOTES"], encoding="utf-8").read()
    design = open(os.environ["DESIGN_NOTES"], encoding="utf-8").read()
    ref = sections(venue, VENUE_SECTIONS) + "\n" + sections(design, ("## 7.",))
    ref_grams = grams(ref, N)
    hits = 0
    for leg in venue_one() + venue_two():
        m = leg["market"]
        fields = ["description", "question"] if leg["venue"] == "venue_one" else ["rules_primary", "rules_secondary", "title"]
        for f in fields:
            for g in sorted(grams(m[f], N) & ref_grams):
                hits += 1
                print(leg["id"], f, "|", g)
    print("%d-gram hits: %d" % (N, hits))


if __name__ == "__main__":
    main()
