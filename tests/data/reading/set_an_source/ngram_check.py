"""6-gram overlap check of set (an)'s rule texts against the parts of the team's notes
the writer read.

The two note files are taken from the environment:
  VENUE_NOTES   the team's venue notes (only §1.4, §2.3, §2.7, §3, §4.1-§4.3 are used)
  DESIGN_NOTES  the team's design notes (only §7 is used)
Run from this folder after make_set_an.py: VENUE_NOTES=... DESIGN_NOTES=... python3 ngram_check.py [N]
Prints every shared run of N (default 6) consecutive words.
"""
import json
import os
import re
import sys

N = int(sys.argv[1]) if len(sys.argv) > 1 else 6
VENUE_SECTIONS = ("1.4", "2.3", "2.7", "3", "4.1", "4.2", "4.3")


def sections(text, wanted):
    """Keep markdown sections whose number is in `wanted` (or a child of one)."""
    keep, out = False, []
    for line in text.splitlines():
        m = re.match(r"^#{2,4}\s+(\d+(?:\.\d+)?)\.?\s", line)
        if m:
            num = m.group(1)
            keep = any(num == w or num.startswith(w + ".") for w in wanted)
        if keep:
            out.append(line)
    return "\n".join(out)


def words(text):
    return re.findall(r"[a-z0-9]+(?:['’][a-z]+)?", text.lower())


def grams(ws):
    return {tuple(ws[i:i + N]) for i in range(len(ws) - N + 1)}


def main():
    venue = open(os.environ["VENUE_NOTES"], encoding="utf-8").read()
    design = open(os.environ["DESIGN_NOTES"], encoding="utf-8").read()
    ref = sections(venue, VENUE_SECTIONS) + "\n" + sections(design, ("7",))
    ref_grams = grams(words(ref))
    here = os.path.dirname(os.path.abspath(__file__))
    hits = 0
    for name in ("set_an_venue_one.jsonl", "set_an_venue_two.jsonl"):
        for line in open(os.path.join(here, "..", name), encoding="utf-8"):
            lg = json.loads(line)
            m = lg["market"]
            texts = [m.get("description", ""), m.get("rules_primary", ""),
                     m.get("rules_secondary", "")]
            for t in texts:
                for g in sorted(grams(words(t)) & ref_grams):
                    hits += 1
                    print(lg["id"], " ".join(g))
    print(f"{hits} shared {N}-grams")


if __name__ == "__main__":
    main()
