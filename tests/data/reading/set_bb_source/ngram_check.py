"""6-gram overlap check of every rule text in set (bb) against the parts of the team's notes
that the writer read.

The two note files are taken from the environment: VENUE_NOTES (the team's venue notes) and
DESIGN_NOTES (the team's design notes). Only the sections the writer read are compared:
venue notes 1.4, 2.3, 2.7, 3 (3.1-3.4) and 4.1-4.3; design notes section 7.

    VENUE_NOTES=... DESIGN_NOTES=... python3 ngram_check.py [N]
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


def words(text):
    return re.findall(r"[a-z0-9]+(?:['’][a-z]+)?", text.lower())


def grams(ws, n):
    return {tuple(ws[i:i + n]) for i in range(len(ws) - n + 1)}


def main():
    venue = open(os.environ["VENUE_NOTES"], encoding="utf-8").read()
    design = open(os.environ["DESIGN_NOTES"], encoding="utf-8").read()
    ref = sections(venue, ["1.4", "2.3", "2.7", "3", "4.1", "4.2", "4.3"]) + "\n" + sections(design, ["7"])
    ref_grams = grams(words(ref), N)
    hits = 0
    for name in ("set_bb_venue_one.jsonl", "set_bb_venue_two.jsonl"):
        for line in open(os.path.join(HERE, "..", name), encoding="utf-8"):
            leg = json.loads(line)
            m = leg["market"]
            fields = [m["description"]] if leg["venue"] == "venue_one" else [m["rules_primary"], m["rules_secondary"]]
            for t in fields:
                found = sorted(grams(words(t), N) & ref_grams)
                for g in found:
                    hits += 1
                    print(leg["id"], " ".join(g))
    print(f"{N}-gram hits: {hits} (reference: {len(ref_grams)} distinct {N}-grams)")


if __name__ == "__main__":
    main()
