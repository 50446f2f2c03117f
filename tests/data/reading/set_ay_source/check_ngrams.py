"""6-gram overlap check of set (ay) texts against the parts of the notes that were read.

Reads the team's venue notes and design notes from the environment variables VENUE_NOTES
and DESIGN_NOTES (paths), keeps only the sections read (venue notes 1.4, 2.3, 2.7, 3.1-3.4,
4.1-4.3; design notes 7), and reports every run of N consecutive words (default 6) that a
rule text shares with them. Run: VENUE_NOTES=... DESIGN_NOTES=... python3 check_ngrams.py [N]
"""
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.dirname(HERE)
VENUE_SECTIONS = ("1.4", "2.3", "2.7", "3", "3.1", "3.2", "3.3", "3.4", "4.1", "4.2", "4.3")
DESIGN_SECTIONS = ("7",)


def sections(path, wanted):
    keep, out = False, []
    for line in open(path, encoding="utf-8"):
        m = re.match(r"^(#{2,3})\s+(\d+(?:\.\d+)?)\.?\s", line)
        if m:
            keep = m.group(2) in wanted
        elif re.match(r"^#{1,2}\s", line) and not line.startswith("###"):
            keep = False
        if keep:
            out.append(line)
    return "".join(out)


def words(text):
    return re.findall(r"[a-z0-9]+", text.lower().replace("\u2019", "'").replace("'", ""))


def grams(ws, n):
    return {tuple(ws[i:i + n]) for i in range(len(ws) - n + 1)}


def main():
    n = int(sys.argv[1]) if len(sys.argv) > 1 else 6
    notes = sections(os.environ["VENUE_NOTES"], VENUE_SECTIONS) + \
        sections(os.environ["DESIGN_NOTES"], DESIGN_SECTIONS)
    ref = grams(words(notes), n)
    print(f"reference: {len(words(notes))} words, {len(ref)} distinct {n}-grams")
    hits = 0
    for name in ("set_ay_venue_one.jsonl", "set_ay_venue_two.jsonl"):
        for line in open(os.path.join(OUT, name), encoding="utf-8"):
            leg = json.loads(line)
            m = leg["market"]
            fields = ["description"] if "description" in m else ["rules_primary", "rules_secondary"]
            for f in fields:
                shared = sorted(grams(words(m[f]), n) & ref)
                for g in shared:
                    hits += 1
                    print(f"{leg['id']} {f}: {' '.join(g)}")
    print(f"{hits} shared {n}-grams")


if __name__ == "__main__":
    main()
