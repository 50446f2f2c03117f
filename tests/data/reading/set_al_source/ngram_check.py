"""6-gram overlap check of set (al)'s texts against the parts of the team's notes that
were read. The two note files come from the environment:
  VENUE_NOTES=<the team's venue notes>  DESIGN_NOTES=<the team's design notes>
  python3 ngram_check.py [N]
Sections used: venue notes §1.4, §2.3, §2.7, §3 (3.1-3.4), §4.1-§4.3; design notes §7."""
import json
import os
import re
import sys

N = int(sys.argv[1]) if len(sys.argv) > 1 else 6
HERE = os.path.dirname(os.path.abspath(__file__))


def sections(path, wanted):
    text = open(path, encoding="utf-8").read()
    parts = re.split(r"(?m)^(#{2,3} .*)$", text)
    keep, cur_h2 = [], None
    for i in range(1, len(parts), 2):
        head, body = parts[i], parts[i + 1]
        m = re.match(r"#{2,3} (\d+(?:\.\d+)?)\.? ", head)
        num = m.group(1) if m else ""
        if head.startswith("## "):
            cur_h2 = num
        if num in wanted or (head.startswith("### ") and cur_h2 in wanted):
            keep.append(head + body)
    return "\n".join(keep)


def words(t):
    return re.findall(r"[a-z0-9']+", t.lower())


def grams(ws):
    return {tuple(ws[i:i + N]) for i in range(len(ws) - N + 1)}


notes = sections(os.environ["VENUE_NOTES"], {"1.4", "2.3", "2.7", "3", "4.1", "4.2", "4.3"})
notes += sections(os.environ["DESIGN_NOTES"], {"7"})
ref = grams(words(notes))
hits = 0
for name in ("set_al_venue_one.jsonl", "set_al_venue_two.jsonl"):
    for line in open(os.path.join(os.path.dirname(HERE), name), encoding="utf-8"):
        leg = json.loads(line)
        m = leg["market"]
        fields = ["description", "question", "rules_primary", "rules_secondary", "title"]
        for f in fields:
            if f in m and m[f]:
                for g in sorted(grams(words(m[f])) & ref):
                    hits += 1
                    print(leg["id"], f, " ".join(g))
print("reference words:", len(words(notes)), "| %d-gram hits: %d" % (N, hits))
