"""6-gram check of set (at) texts against the parts of the team's notes that were read.

Reads the team's venue notes from $VENUE_NOTES and the team's design notes from
$DESIGN_NOTES. Only the sections read are compared: venue notes 1.4, 2.3, 2.7, 3 (3.1-3.4),
4.1-4.3; design notes 7. Prints every shared run of N consecutive words (default 6).
"""
import json
import os
import re
import sys

N = int(sys.argv[1]) if len(sys.argv) > 1 else 6
HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.dirname(HERE)


def words(text):
    return re.findall(r"[a-z0-9]+(?:['’][a-z]+)?", text.lower())


def grams(ws, n):
    return {tuple(ws[i:i + n]) for i in range(len(ws) - n + 1)}


def sections(path, wanted):
    """Return the text of the headed sections whose number starts with one of `wanted`."""
    out, keep = [], False
    for line in open(path, encoding="utf-8"):
        m = re.match(r"^(#{2,3}) (\d+(?:\.\d+)?)", line)
        if m:
            num = m.group(2)
            keep = any(num == w or num.startswith(w + ".") for w in wanted)
        if keep:
            out.append(line)
    return "".join(out)


def main():
    venue = os.environ["VENUE_NOTES"]
    design = os.environ["DESIGN_NOTES"]
    ref = sections(venue, ["1.4", "2.3", "2.7", "3", "4.1", "4.2", "4.3"])
    ref += sections(design, ["7"])
    ref_grams = grams(words(ref), N)
    hits = 0
    for fn in ("set_at_venue_one.jsonl", "set_at_venue_two.jsonl"):
        for line in open(os.path.join(OUT, fn), encoding="utf-8"):
            leg = json.loads(line)
            m = leg["market"]
            texts = [m.get("description", ""), m.get("rules_primary", ""),
                     m.get("rules_secondary", "")]
            for t in texts:
                for g in sorted(grams(words(t), N) & ref_grams):
                    hits += 1
                    print(leg["id"], " ".join(g))
    print("reference words:", len(words(ref)), "| %d-gram hits:" % N, hits)


if __name__ == "__main__":
    main()
