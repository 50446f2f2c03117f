"""6-gram overlap check of every set (w) rule text against the venue-notes sections read.

Usage: python3 check_ngrams.py [N]   (default N=6). Reads the venue notes file named by VENUE_NOTES (the team's notes are not in this repository; only the
line ranges of §1.4, §2.3, §2.7, §3, §4.1-4.3) and, for information, the design notes §7.
"""
import os
import json, os, re, sys

N = int(sys.argv[1]) if len(sys.argv) > 1 else 6
HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.dirname(HERE)


def section(path, starts, stop_prefixes):
    lines = open(path, encoding="utf-8").read().split("\n")
    keep, on = [], False
    for ln in lines:
        if ln.startswith("#"):
            on = any(ln.startswith(s) for s in starts)
        if on:
            keep.append(ln)
    return "\n".join(keep)


def words(t):
    t = t.replace("\u2019", "'").lower()
    return re.findall(r"[a-z0-9]+(?:'[a-z]+)?", t)


def grams(ws):
    return {tuple(ws[i:i + N]) for i in range(len(ws) - N + 1)}


venues = section(os.environ.get("VENUE_NOTES", ""),
                 ["### 1.4", "### 2.3", "### 2.7", "## 3.", "### 3.", "## 4.", "### 4.1", "### 4.2", "### 4.3"], [])
design = section(os.environ.get("DESIGN_NOTES", ""), ["## 7."], [])
ref = {"the venue notes": grams(words(venues)), "the design notes §7": grams(words(design))}

hits = {}
for name in ("set_w_venue_one.jsonl", "set_w_venue_two.jsonl"):
    for line in open(os.path.join(OUT, name), encoding="utf-8"):
        r = json.loads(line)
        m = r["market"]
        texts = [m["description"]] if r["venue"] == "venue_one" else [m["rules_primary"], m["rules_secondary"]]
        for t in texts:
            g = grams(words(t))
            for rn, rg in ref.items():
                for h in sorted(g & rg):
                    hits.setdefault((rn, " ".join(h)), []).append(r["id"])
for (rn, h), ids in sorted(hits.items()):
    print(f"{rn}: '{h}' in {len(ids)} legs: {', '.join(ids[:6])}{' ...' if len(ids) > 6 else ''}")
print(f"{len(hits)} distinct {N}-gram hits")
