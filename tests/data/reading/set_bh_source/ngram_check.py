"""6-gram overlap check of every set (bh) rule text against the parts of the notes read.

The two note files are taken from the environment:
  VENUE_NOTES   the team's venue notes (only sections 1.4, 2.3, 2.7, 3, 4.1-4.3 are used)
  DESIGN_NOTES  the team's design notes (only section 7 is used)
Usage: VENUE_NOTES=... DESIGN_NOTES=... python3 ngram_check.py [N]
Prints every shared N-gram (default 6) with the leg id; exit status 1 if any.
"""
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
N = int(sys.argv[1]) if len(sys.argv) > 1 else 6


def sections(text, wanted):
    out, keep = [], False
    for line in text.splitlines():
        m = re.match(r"^(#{2,3})\s+(\d+(?:\.\d+)?)\.?\s", line)
        if m:
            num = m.group(2)
            keep = any(num == w or num.startswith(w + ".") for w in wanted)
        if keep:
            out.append(line)
    return "\n".join(out)


def grams(text):
    toks = re.findall(r"[a-z0-9]+", text.lower())
    return {" ".join(toks[i:i + N]) for i in range(len(toks) - N + 1)}


def main():
    venue = open(os.environ["VENUE_NOTES"], encoding="utf-8").read()
    design = open(os.environ["DESIGN_NOTES"], encoding="utf-8").read()
    ref = sections(venue, ["1.4", "2.3", "2.7", "3", "4.1", "4.2", "4.3"])
    ref += "\n" + sections(design, ["7"])
    ref_grams = grams(ref)
    hits = 0
    for name in ("set_bh_venue_one.jsonl", "set_bh_venue_two.jsonl"):
        for line in open(os.path.join(HERE, "..", name), encoding="utf-8"):
            leg = json.loads(line)
            m = leg["market"]
            texts = ([m["description"]] if leg["venue"] == "venue_one"
                     else [m["rules_primary"], m["rules_secondary"]])
            for t in texts:
                for g in sorted(grams(t) & ref_grams):
                    hits += 1
                    print(leg["id"], "|", g)
    print(f"{N}-gram hits: {hits} (reference: {len(ref_grams)} distinct {N}-grams)")
    return 1 if hits else 0


if __name__ == "__main__":
    sys.exit(main())
