"""6-gram overlap check of set (ba)'s rule texts against the parts of the notes that were read.

Takes the team's venue notes and design notes from the environment variables VENUE_NOTES and
DESIGN_NOTES. Only the sections read are used: venue notes 1.4, 2.3, 2.7, 3 (3.1-3.4),
4.1-4.3; design notes 7. Prints every shared run of N consecutive words (default 6).
"""
import json
import os
import re
import sys

N = int(sys.argv[1]) if len(sys.argv) > 1 else 6
HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.dirname(HERE)


def sections(text, wanted):
    keep, on = [], False
    for line in text.splitlines():
        m = re.match(r"^(#{2,3})\s+(\d+(?:\.\d+)?)\b", line)
        if m:
            num = m.group(2)
            on = num in wanted or (m.group(1) == "##" and num in wanted)
            if m.group(1) == "###" and num.split(".")[0] in wanted and num not in wanted:
                on = num.split(".")[0] + ".*" in wanted
        if on:
            keep.append(line)
    return "\n".join(keep)


def words(text):
    return re.findall(r"[a-z0-9]+(?:'[a-z]+)?", text.lower().replace("\u2019", "'"))


def grams(ws, n):
    return {tuple(ws[i:i + n]) for i in range(len(ws) - n + 1)}


def main():
    venue = open(os.environ["VENUE_NOTES"], encoding="utf-8").read()
    design = open(os.environ["DESIGN_NOTES"], encoding="utf-8").read()
    ref = sections(venue, {"1.4", "2.3", "2.7", "3", "3.*", "3.1", "3.2", "3.3", "3.4", "4.1", "4.2", "4.3"})
    ref += "\n" + sections(design, {"7"})
    ref_grams = grams(words(ref), N)
    hits = 0
    for name in ("set_ba_venue_one.jsonl", "set_ba_venue_two.jsonl"):
        for line in open(os.path.join(OUT, name), encoding="utf-8"):
            leg = json.loads(line)
            m = leg["market"]
            text = m.get("description") or (m["rules_primary"] + "\n" + m["rules_secondary"])
            for g in sorted(grams(words(text), N) & ref_grams):
                hits += 1
                print(leg["id"], " ".join(g))
    print(f"{N}-gram hits: {hits}; reference words: {len(words(ref))}")


if __name__ == "__main__":
    main()
