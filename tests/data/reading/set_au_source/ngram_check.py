"""6-gram overlap check of set (au)'s rule texts against the note sections that were read.

Usage: VENUE_NOTES=<team's venue notes> DESIGN_NOTES=<team's design notes> python3 ngram_check.py [n]
Sections: venue notes 1.4, 2.3, 2.7, 3 (3.1-3.4), 4.1-4.3; design notes 7.
"""
import json, os, re, sys

N = int(sys.argv[1]) if len(sys.argv) > 1 else 6
HERE = os.path.dirname(os.path.abspath(__file__))


def sections(path, wanted):
    out, keep = [], False
    for line in open(path, encoding="utf-8"):
        m = re.match(r"^(#+)\s+(\d+(?:\.\d+)?)\.?\s", line)
        if m:
            num = m.group(2)
            keep = any(num == w or num.startswith(w + ".") for w in wanted)
        if keep:
            out.append(line)
    return "".join(out)


def words(t):
    return re.findall(r"[a-z0-9]+(?:['’-][a-z0-9]+)*", t.lower())


def grams(ws):
    return {tuple(ws[i:i + N]) for i in range(len(ws) - N + 1)}


venue = sections(os.environ["VENUE_NOTES"], ["1.4", "2.3", "2.7", "3", "4.1", "4.2", "4.3"])
design = sections(os.environ["DESIGN_NOTES"], ["7"])
ref = grams(words(venue)) | grams(words(design))
hits = 0
for name in ("set_au_venue_one.jsonl", "set_au_venue_two.jsonl"):
    for line in open(os.path.join(HERE, "..", name), encoding="utf-8"):
        leg = json.loads(line)
        m = leg["market"]
        text = m.get("description") or (m["rules_primary"] + "\n" + m["rules_secondary"])
        for g in sorted(grams(words(text)) & ref):
            hits += 1
            print(leg["id"], " ".join(g))
print("sections chars: venue %d, design %d; %d-gram hits: %d" % (len(venue), len(design), N, hits))
