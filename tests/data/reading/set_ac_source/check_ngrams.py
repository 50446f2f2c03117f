"""6-gram overlap check of set (ac) texts against the parts of the team's notes the writer read.
The two note files come from the environment: VENUE_NOTES and DESIGN_NOTES."""
import json
import os
import re

VEN = os.environ["VENUE_NOTES"]
DES = os.environ["DESIGN_NOTES"]
HERE = os.path.dirname(os.path.abspath(__file__))


def sections(path, wanted):
    out, keep = [], False
    for line in open(path, encoding="utf-8"):
        m = re.match(r"^(#{2,3}) (\d+(?:\.\d+)?)", line)
        if m:
            keep = m.group(2) in wanted
        if keep:
            out.append(line)
    return "".join(out)


def words(t):
    t = re.sub(r"-\n", "", t)
    return re.findall(r"[a-z0-9']+", t.lower())


def grams(ws, n=6):
    return {tuple(ws[i:i + n]) for i in range(len(ws) - n + 1)}


ref = sections(VEN, {"1.4", "2.3", "2.7", "3", "3.1", "3.2", "3.3", "3.4", "4.1", "4.2", "4.3"}) + \
    sections(DES, {"7"})
refg = grams(words(ref))
texts = json.load(open(os.path.join(HERE, "clean_texts.json"), encoding="utf-8"))
for fn in ("set_ac_venue_one.jsonl", "set_ac_venue_two.jsonl"):
    for line in open(os.path.join(HERE, "..", fn), encoding="utf-8"):
        leg = json.loads(line)
        m = leg["market"]
        texts[leg["id"] + ":wire"] = m.get("description") or (m["rules_primary"] + "\n" + m["rules_secondary"])
hits = {}
for k, t in texts.items():
    h = grams(words(t)) & refg
    if h:
        hits[k] = sorted(" ".join(g) for g in h)
print("reference 6-grams:", len(refg))
for k, v in sorted(hits.items()):
    print(k, v)
print("legs/texts with hits:", len(hits), "of", len(texts))
