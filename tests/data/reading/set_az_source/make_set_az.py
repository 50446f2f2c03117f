"""Build and validate set (az); run the 6-gram check against the read parts of the team's venue notes.
Usage: VENUE_NOTES=<venue notes> DESIGN_NOTES=<design notes> python3 make_set_az.py"""
import json, os, re, sys
from legs import L1, L2, KEYS

OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")
ids = set()
texts = []
for leg in L1 + L2:
    assert leg["id"] not in ids, leg["id"]; ids.add(leg["id"])
    assert list(leg["expected"]) == KEYS, leg["id"]
    m = leg["market"]
    texts.append((leg["id"], m.get("description") or (m["rules_primary"] + "\n" + m["rules_secondary"])))
    assert "{" not in texts[-1][1]
for name, legs in (("set_az_venue_one.jsonl", L1), ("set_az_venue_two.jsonl", L2)):
    with open(os.path.join(OUT, name), "w") as f:
        for leg in legs:
            f.write(json.dumps(leg, ensure_ascii=False) + "\n")
    with open(os.path.join(OUT, name)) as f:
        rows = [json.loads(l) for l in f]
    print(name, len(rows))

def words(s):
    return re.findall(r"[a-z0-9']+", s.lower())

def grams(ws, n=6):
    return {tuple(ws[i:i + n]) for i in range(len(ws) - n + 1)}

notes = {}
vn = os.environ.get("VENUE_NOTES"); dn = os.environ.get("DESIGN_NOTES")
if vn:
    src = open(vn).read()
    keep = []
    for sec in re.split(r"\n(?=#{2,3} )", src):
        head = sec.split("\n", 1)[0]
        if re.match(r"#{2,3} (1\.4|2\.3|2\.7|3\.[1-4]|4\.[1-3]|3\. )", head):
            keep.append(sec)
    notes["venue"] = grams(words("\n".join(keep)))
if dn:
    src = open(dn).read()
    m = re.search(r"\n## 7\..*?(?=\n## 8\.)", src, re.S)
    notes["design"] = grams(words(m.group(0)))
hits = 0
for lid, t in texts:
    g = grams(words(t))
    for k, ng in notes.items():
        for h in sorted(g & ng):
            hits += 1
            print("6-gram", lid, k, " ".join(h))
print("6-gram hits:", hits)
