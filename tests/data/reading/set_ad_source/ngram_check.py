"""6-gram overlap check of set (ad) texts against the parts of the team's venue notes and
design notes that were read. Paths come from VENUE_NOTES and DESIGN_NOTES."""
import json, os, re

def section(text, start, stop):
    i = text.index(start); j = text.index(stop, i + 1)
    return text[i:j]

v = open(os.environ["VENUE_NOTES"], encoding="utf-8").read()
dn = open(os.environ["DESIGN_NOTES"], encoding="utf-8").read()
ref = "\n".join([section(v, "### 1.4", "### 1.5"), section(v, "### 2.3", "### 2.4"),
                 section(v, "### 2.7", "## 4."), section(v, "### 4.1", "## 5."),
                 section(dn, "## 7.", "## 8.")])
tok = lambda t: re.findall(r"[a-z0-9]+(?:[-'][a-z0-9]+)*", t.lower())
rt = tok(ref)
grams = {tuple(rt[i:i + 6]) for i in range(len(rt) - 5)}
here = os.path.dirname(os.path.abspath(__file__))
hits = 0
for name in ("set_ad_venue_one.jsonl", "set_ad_venue_two.jsonl"):
    for line in open(os.path.join(here, "..", name), encoding="utf-8"):
        leg = json.loads(line); m = leg["market"]
        for f in ("description", "rules_primary", "rules_secondary"):
            t = tok(m.get(f) or "")
            for i in range(len(t) - 5):
                g = tuple(t[i:i + 6])
                if g in grams:
                    hits += 1; print(leg["id"], f, " ".join(g))
print("hits:", hits)
