"""6-gram overlap check of set (aa)'s rule texts against the parts of the team's notes the
writer read. The two note files are taken from the environment variables VENUE_NOTES and
DESIGN_NOTES. Usage: VENUE_NOTES=... DESIGN_NOTES=... python3 check_ngrams.py [n]"""
import json
import os
import re
import sys

N = int(sys.argv[1]) if len(sys.argv) > 1 else 6
HERE = os.path.dirname(os.path.abspath(__file__))

# headings of the sections that were read
VENUE_SECTIONS = ("### 1.4", "### 2.3", "### 2.7", "## 3.", "### 3.1", "### 3.2", "### 3.3",
                  "### 3.4", "### 4.1", "### 4.2", "### 4.3")
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
    return re.findall(r"[a-z0-9]+(?:[.,'][a-z0-9]+)*", text.lower())


def grams(ws):
    return {tuple(ws[i:i + N]) for i in range(len(ws) - N + 1)}


def main():
    ref = sections(os.environ["VENUE_NOTES"], VENUE_SECTIONS)
    ref += sections(os.environ["DESIGN_NOTES"], DESIGN_SECTIONS)
    refg = grams(words(ref))
    hits = 0
    for name in ("set_aa_venue_one.jsonl", "set_aa_venue_two.jsonl"):
        for line in open(os.path.join(HERE, "..", name), encoding="utf-8"):
            leg = json.loads(line)
            m = leg["market"]
            for field in ("description", "rules_primary", "rules_secondary"):
                if field not in m:
                    continue
                for g in sorted(grams(words(m[field])) & refg):
                    hits += 1
                    print(leg["id"], field, " ".join(g))
    print(f"{N}-gram hits: {hits}")


if __name__ == "__main__":
    main()
