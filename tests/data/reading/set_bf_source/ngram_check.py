"""6-gram overlap check of set (bf) texts against the parts of the team's notes that were read.

The two note files are taken from the environment: VENUE_NOTES (the team's venue notes) and
DESIGN_NOTES (the team's design notes). Only the sections read are used: venue notes 1.4, 2.3,
2.7, 3 (3.1-3.4), 4.1-4.3; design notes section 7.
"""
import json
import os
import re
import sys

N = int(os.environ.get("NGRAM", "6"))
HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.dirname(HERE)


def sections(path, wanted):
    keep, out = False, []
    for line in open(path, encoding="utf-8"):
        m = re.match(r"^(#+)\s+([0-9.]+)", line)
        if m:
            num = m.group(2).rstrip(".")
            keep = any(num == w or num.startswith(w + ".") for w in wanted)
        elif re.match(r"^#+\s", line):
            keep = False
        if keep:
            out.append(line)
    return "".join(out)


def words(t):
    return re.findall(r"[a-z0-9']+", t.lower().replace("’", "'"))


def grams(ws):
    return {tuple(ws[i:i + N]) for i in range(len(ws) - N + 1)}


def main():
    notes = sections(os.environ["VENUE_NOTES"], ["1.4", "2.3", "2.7", "3", "4.1", "4.2", "4.3"])
    notes += sections(os.environ["DESIGN_NOTES"], ["7"])
    ref = grams(words(notes))
    hits = 0
    for name in ("set_bf_venue_one.jsonl", "set_bf_venue_two.jsonl"):
        for line in open(os.path.join(OUT, name), encoding="utf-8"):
            leg = json.loads(line)
            m = leg["market"]
            text = m.get("description") or (m["rules_primary"] + "\n" + m["rules_secondary"])
            for g in sorted(grams(words(text)) & ref):
                hits += 1
                print(leg["id"], " ".join(g))
    print("notes words:", len(words(notes)), "hits:", hits)
    return 0


if __name__ == "__main__":
    sys.exit(main())
