"""6-gram overlap check of set (z)'s rule texts against the parts of the team's notes
the writer read. Paths come from the environment: VENUE_NOTES and DESIGN_NOTES.
    VENUE_NOTES=... DESIGN_NOTES=... python3 check_ngrams.py"""
import json
import os
import re
import sys

N = 6
VENUE_SECTIONS = ("### 1.4", "### 2.3", "### 2.7", "## 3.", "### 4.1", "### 4.2", "### 4.3")
HERE = os.path.dirname(os.path.abspath(__file__))


def sections(text, starts, stop_level_prefixes=("## ", "### ")):
    out, keep = [], False
    for line in text.splitlines():
        if line.startswith(stop_level_prefixes):
            keep = any(line.startswith(s) for s in starts)
            # '## 3.' section includes its ### children
            if line.startswith("### 3."):
                keep = True
        if keep:
            out.append(line)
    return "\n".join(out)


def words(t):
    return re.findall(r"[a-z0-9]+", t.lower())


def grams(ws):
    return {tuple(ws[i:i + N]) for i in range(len(ws) - N + 1)}


def main():
    venue = open(os.environ["VENUE_NOTES"], encoding="utf-8").read()
    design = open(os.environ["DESIGN_NOTES"], encoding="utf-8").read()
    ref = sections(venue, VENUE_SECTIONS) + "\n" + sections(design, ("## 7.",))
    ref_g = grams(words(ref))
    hits = 0
    for name in ("set_z_venue_one.jsonl", "set_z_venue_two.jsonl"):
        for line in open(os.path.join(os.path.dirname(HERE), name), encoding="utf-8"):
            L = json.loads(line)
            m = L["market"]
            t = m.get("description") or (m["rules_primary"] + "\n" + m["rules_secondary"])
            for g in sorted(grams(words(t)) & ref_g):
                hits += 1
                print(L["id"], " ".join(g))
    print("hits:", hits)
    return 0


if __name__ == "__main__":
    sys.exit(main())
