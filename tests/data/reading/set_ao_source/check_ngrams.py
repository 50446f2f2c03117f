"""6-gram overlap check between set (ao)'s texts and the parts of the notes the writer read.

Takes the notes from the environment: VENUE_NOTES (the team's venue notes) and DESIGN_NOTES
(the team's design notes). Only the sections read are compared: venue notes 1.4, 2.3, 2.7,
3 (3.1-3.4), 4.1-4.3; design notes 7.
Usage: VENUE_NOTES=... DESIGN_NOTES=... python3 check_ngrams.py [N]
"""
import json
import os
import re
import sys

N = int(sys.argv[1]) if len(sys.argv) > 1 else 6
HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.dirname(HERE)


def sections(path, wanted):
    keep, cur = [], None
    for line in open(path, encoding="utf-8"):
        m = re.match(r"^(#{2,3}) (\d+(?:\.\d+)?)", line)
        if m:
            cur = m.group(2)
        if cur is not None and (cur in wanted or cur.split(".")[0] in wanted):
            keep.append(line)
    return "".join(keep)


def toks(s):
    return re.findall(r"[a-z0-9]+", s.lower())


def grams(s, n):
    t = toks(s)
    return {tuple(t[i:i + n]) for i in range(len(t) - n + 1)}


venue = sections(os.environ["VENUE_NOTES"], {"1.4", "2.3", "2.7", "3", "4.1", "4.2", "4.3"})
design = sections(os.environ["DESIGN_NOTES"], {"7"})
ref = grams(venue, N) | grams(design, N)
print(f"reference: {len(venue)} + {len(design)} chars, {len(ref)} {N}-grams")

hits = 0
for name in ("set_ao_venue_one.jsonl", "set_ao_venue_two.jsonl"):
    for line in open(os.path.join(OUT, name), encoding="utf-8"):
        leg = json.loads(line)
        m = leg["market"]
        text = m.get("description") or (m["rules_primary"] + "\n" + m["rules_secondary"])
        for field in ([text] if "description" in m else [m["rules_primary"], m["rules_secondary"]]):
            for g in sorted(grams(field, N) & ref):
                hits += 1
                print(leg["id"], " ".join(g))
print("hits:", hits)
