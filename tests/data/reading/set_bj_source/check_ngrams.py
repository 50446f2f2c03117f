"""6-gram overlap check of set (bj) texts against the parts of the notes that were read.

The two note files are taken from the environment, never named here:
  VENUE_NOTES   the team's venue notes (sections 1.4, 2.3, 2.7, 3, 4.1-4.3 are used)
  DESIGN_NOTES  the team's design notes (section 7 is used)
Optional: N (default 6). Run from this folder after make_set_bj.py.
"""
import json
import os
import re
import sys

N = int(os.environ.get("N", "6"))
HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.dirname(HERE)


def sections(text, wanted):
    """Keep the lines under headings whose number starts with one of `wanted`."""
    keep, on = [], False
    for line in text.splitlines():
        m = re.match(r"^(#{2,4})\s+(\d+(?:\.\d+)?)\.?\s", line)
        if m:
            num = m.group(2)
            on = any(num == w or num.startswith(w + ".") for w in wanted)
        if on:
            keep.append(line)
    return "\n".join(keep)


def words(text):
    return re.findall(r"[a-z0-9]+(?:'[a-z]+)?", text.lower().replace("\u2019", "'"))


def grams(ws):
    return {tuple(ws[i:i + N]) for i in range(len(ws) - N + 1)}


def main():
    venue = open(os.environ["VENUE_NOTES"], encoding="utf-8").read()
    design = open(os.environ["DESIGN_NOTES"], encoding="utf-8").read()
    ref = sections(venue, ["1.4", "2.3", "2.7", "3", "4.1", "4.2", "4.3"]) + "\n" + \
        sections(design, ["7"])
    ref_grams = grams(words(ref))
    hits = 0
    for name in ("set_bj_venue_one.jsonl", "set_bj_venue_two.jsonl"):
        for line in open(os.path.join(OUT, name), encoding="utf-8"):
            leg = json.loads(line)
            m = leg["market"]
            fields = [m["description"]] if "description" in m else \
                [m["rules_primary"], m["rules_secondary"]]
            for text in fields:
                for g in sorted(grams(words(text)) & ref_grams):
                    hits += 1
                    print(leg["id"], " ".join(g))
    print(f"{N}-gram hits: {hits} (reference: {len(ref_grams)} distinct {N}-grams)")


if __name__ == "__main__":
    sys.exit(main())
