"""6-gram overlap check of every rule text against the parts of the notes that were read.

Reads the team's venue notes from $VENUE_NOTES (sections 1.4, 2.3, 2.7, 3.x, 4.1-4.3) and
the team's design notes from $DESIGN_NOTES (section 7). Prints every shared run of N words.
"""
import json
import os
import re
import sys

N = int(os.environ.get("NGRAM", "6"))
HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.dirname(HERE)


def sections(text, wanted):
    keep, cur = [], False
    for line in text.splitlines():
        m = re.match(r"^(#+)\s+(\d+(?:\.\d+)?)\.?\s", line)
        if m:
            num = m.group(2)
            cur = any(num == w or num.startswith(w + ".") for w in wanted)
        if cur:
            keep.append(line)
    return "\n".join(keep)


def words(text):
    return re.findall(r"[a-z0-9']+", text.lower().replace("\u2019", "'"))


def grams(ws):
    return {tuple(ws[i:i + N]) for i in range(len(ws) - N + 1)}


def main():
    venue = open(os.environ["VENUE_NOTES"], encoding="utf-8").read()
    design = open(os.environ["DESIGN_NOTES"], encoding="utf-8").read()
    ref = sections(venue, ["1.4", "2.3", "2.7", "3", "4.1", "4.2", "4.3"]) + "\n" + sections(design, ["7"])
    ref_grams = grams(words(ref))
    hits = 0
    for name in ("set_aw_venue_one.jsonl", "set_aw_venue_two.jsonl"):
        for line in open(os.path.join(OUT, name), encoding="utf-8"):
            leg = json.loads(line)
            m = leg["market"]
            text = m.get("description") or (m["rules_primary"] + "\n" + m["rules_secondary"])
            for g in sorted(grams(words(text)) & ref_grams):
                hits += 1
                print(leg["id"], " ".join(g))
    print(f"{hits} shared {N}-grams")
    return 0


if __name__ == "__main__":
    sys.exit(main())
