"""6-gram overlap check of set (ak)'s texts against the parts of the team's notes that
were read. The two note files are given by the environment variables VENUE_NOTES (the
team's venue notes) and DESIGN_NOTES (the team's design notes).

    VENUE_NOTES=... DESIGN_NOTES=... python3 ngram_check.py [N]
"""

import json
import os
import re
import sys

N = int(sys.argv[1]) if len(sys.argv) > 1 else 6
HERE = os.path.dirname(os.path.abspath(__file__))
VENUE_SECTIONS = ("### 1.4", "### 2.3", "### 2.7", "## 3.", "### 3.", "### 4.1", "### 4.2",
                  "### 4.3")


def sections(path, wanted):
    keep, out = False, []
    for line in open(path, encoding="utf-8"):
        if line.startswith("#"):
            keep = line.startswith(wanted)
        if keep:
            out.append(line)
    return "".join(out)


def grams(text):
    words = re.findall(r"[a-z0-9]+(?:'[a-z]+)?", text.lower().replace("’", "'"))
    return {" ".join(words[i:i + N]) for i in range(len(words) - N + 1)}


def main():
    ref = sections(os.environ["VENUE_NOTES"], VENUE_SECTIONS)
    ref += sections(os.environ["DESIGN_NOTES"], ("## 7.",))
    ref_grams = grams(ref)
    hits = 0
    for name in ("set_ak_venue_one.jsonl", "set_ak_venue_two.jsonl"):
        for line in open(os.path.join(HERE, "..", name), encoding="utf-8"):
            leg = json.loads(line)
            m = leg["market"]
            texts = [m.get("description"), m.get("rules_primary"), m.get("rules_secondary")]
            for t in filter(None, texts):
                for g in sorted(grams(t) & ref_grams):
                    hits += 1
                    print(f"{leg['id']}: {g}")
    print(f"{hits} shared {N}-grams")


if __name__ == "__main__":
    main()
