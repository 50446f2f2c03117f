"""6-gram overlap check of set (af) texts against the parts of the team's notes that were read.
Usage: VENUE_NOTES=<venue notes file> DESIGN_NOTES=<design notes file> python3 check_ngrams.py"""
import json, os, re

def sections(path, wanted):
    text = open(path, encoding="utf-8").read()
    parts = re.split(r"(?m)^(#{2,3} .*)$", text)
    keep = []
    for i in range(1, len(parts), 2):
        head = parts[i]
        m = re.match(r"#{2,3} (\d+(?:\.\d+)?)", head)
        if m and any(m.group(1) == w or m.group(1).startswith(w + ".") for w in wanted):
            keep.append(head + parts[i + 1])
    return "\n".join(keep)

def words(t):
    return re.findall(r"[a-z0-9]+(?:['-][a-z0-9]+)*", t.lower())

def grams(t, n=6):
    w = words(t)
    return {tuple(w[i:i + n]) for i in range(len(w) - n + 1)}

ref = sections(os.environ["VENUE_NOTES"], ["1.4", "2.3", "2.7", "3", "4.1", "4.2", "4.3"])
ref += sections(os.environ["DESIGN_NOTES"], ["7"])
R = grams(ref)
here = os.path.dirname(os.path.abspath(__file__))
hits = 0
for fn in ("set_af_venue_one.jsonl", "set_af_venue_two.jsonl"):
    for line in open(os.path.join(here, "..", fn), encoding="utf-8"):
        leg = json.loads(line)
        mk = leg["market"]
        for field in ("description", "rules_primary", "rules_secondary"):
            if field in mk:
                for g in sorted(grams(mk[field]) & R):
                    hits += 1
                    print(leg["id"], field, " ".join(g))
print("6-gram hits:", hits, "| reference 6-grams:", len(R))
