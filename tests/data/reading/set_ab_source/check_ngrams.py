"""6-gram overlap check of set (ab)'s rule texts against the notes' sections that were read.

The two note files come from the environment: VENUE_NOTES (the team's venue notes) and
DESIGN_NOTES (the team's design notes). Only the sections the writer was allowed to read
are compared: venue notes 1.4, 2.3, 2.7, 3 (3.1-3.4), 4.1-4.3; design notes 7.
Usage: VENUE_NOTES=... DESIGN_NOTES=... python3 check_ngrams.py [N]
"""
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.dirname(HERE)
N = int(sys.argv[1]) if len(sys.argv) > 1 else 6


def sections(path, wanted, level):
    keep, out = False, []
    for line in open(path, encoding="utf-8"):
        m = re.match(r"^(#{2,3}) (\d+(?:\.\d+)?)\b", line)
        if m:
            num = m.group(2)
            keep = any(num == w or num.startswith(w + ".") for w in wanted)
        if keep:
            out.append(line)
    return "".join(out)


def words(text):
    return re.findall(r"[a-z0-9']+", text.lower().replace("’", "'"))


def grams(ws, n):
    return {tuple(ws[i:i + n]) for i in range(len(ws) - n + 1)}


def main():
    notes = sections(os.environ["VENUE_NOTES"], ["1.4", "2.3", "2.7", "3", "4.1", "4.2", "4.3"], 2)
    notes += sections(os.environ["DESIGN_NOTES"], ["7"], 2)
    ref = grams(words(notes), N)
    hits = 0
    for name in ("set_ab_venue_one.jsonl", "set_ab_venue_two.jsonl"):
        for line in open(os.path.join(OUT, name), encoding="utf-8"):
            leg = json.loads(line)
            m = leg["market"]
            text = m.get("description") or (m["rules_primary"] + "\n" + m["rules_secondary"])
            common = sorted(grams(words(text), N) & ref)
            for g in common:
                hits += 1
                print(leg["id"], " ".join(g))
    print(f"{hits} shared {N}-grams")


if __name__ == "__main__":
    main()
