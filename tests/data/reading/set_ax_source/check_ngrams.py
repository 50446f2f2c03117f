"""6-gram overlap check of set (ax) texts against the parts of the team's notes that were read.

Usage (from this folder):
    VENUE_NOTES=<venue notes file> DESIGN_NOTES=<design notes file> python3 check_ngrams.py [N]
Reads only: venue notes sections 1.4, 2.3, 2.7, 3 (3.1-3.4), 4.1-4.3; design notes section 7.
Prints every run of N (default 6) consecutive words of any rule text that also occurs there."""
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.dirname(HERE)


def sections(text, wanted):
    """Keep the parts of a markdown file under headings whose number is in `wanted`."""
    keep, on = [], False
    for line in text.splitlines():
        m = re.match(r"^(#{2,3})\s+(\d+(?:\.\d+)?)\.?\s", line)
        if m:
            num = m.group(2)
            on = any(num == w or num.startswith(w + ".") for w in wanted)
        if on:
            keep.append(line)
    return "\n".join(keep)


def words(t):
    return re.findall(r"[a-z0-9']+", t.lower().replace("\u2019", "'"))


def grams(ws, n):
    return {tuple(ws[i:i + n]) for i in range(len(ws) - n + 1)}


def main():
    n = int(sys.argv[1]) if len(sys.argv) > 1 else 6
    venue = open(os.environ["VENUE_NOTES"], encoding="utf-8").read()
    design = open(os.environ["DESIGN_NOTES"], encoding="utf-8").read()
    ref = sections(venue, ["1.4", "2.3", "2.7", "3", "4.1", "4.2", "4.3"]) + "\n" + sections(design, ["7"])
    ref_grams = grams(words(ref), n)
    hits = 0
    for name in ("set_ax_venue_one.jsonl", "set_ax_venue_two.jsonl"):
        for line in open(os.path.join(OUT, name), encoding="utf-8"):
            leg = json.loads(line)
            m = leg["market"]
            texts = [m["description"]] if leg["venue"] == "venue_one" else [m["rules_primary"], m["rules_secondary"]]
            for t in texts:
                for g in sorted(grams(words(t), n) & ref_grams):
                    hits += 1
                    print("%s: %s" % (leg["id"], " ".join(g)))
    print("reference words: %d; %d-gram hits: %d" % (len(words(ref)), n, hits))


if __name__ == "__main__":
    main()
