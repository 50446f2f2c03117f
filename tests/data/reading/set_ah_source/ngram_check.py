"""6-gram overlap check of set (ah) texts against the parts of the team's notes that were read.
Takes the notes from VENUE_NOTES and DESIGN_NOTES."""
import json, os, re
def sections(path, wanted):
    out, keep = [], False
    for line in open(path, encoding="utf-8"):
        m = re.match(r"^(#{2,3}) (\d+(?:\.\d+)?)", line)
        if m:
            keep = any(m.group(2) == w or m.group(2).startswith(w + ".") for w in wanted)
        if keep: out.append(line)
    return "".join(out)
toks = lambda s: re.findall(r"[a-z0-9]+", s.lower())
ref = sections(os.environ["VENUE_NOTES"], ["1.4", "2.3", "2.7", "3", "4.1", "4.2", "4.3"]) + \
      sections(os.environ["DESIGN_NOTES"], ["7"])
rt = toks(ref); grams = {tuple(rt[i:i+6]) for i in range(len(rt)-5)}
here = os.path.dirname(os.path.abspath(__file__))
hits = 0
for fn in ("set_ah_venue_one.jsonl", "set_ah_venue_two.jsonl"):
    for line in open(os.path.join(here, "..", fn), encoding="utf-8"):
        leg = json.loads(line); m = leg["market"]
        text = " ".join(m.get(k, "") for k in ("description", "rules_primary", "rules_secondary"))
        t = toks(text); seen = set()
        for i in range(len(t)-5):
            g = tuple(t[i:i+6])
            if g in grams and g not in seen:
                seen.add(g); hits += 1; print(leg["id"], " ".join(g))
print("hits:", hits)
