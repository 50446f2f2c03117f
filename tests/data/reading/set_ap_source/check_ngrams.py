"""6-gram overlap check of set (ap)'s rule texts against the parts of the team's notes that
the writer read. The two note files are taken from the environment:

  VENUE_NOTES=<the team's venue notes>  DESIGN_NOTES=<the team's design notes>  python3 check_ngrams.py

Sections compared: venue notes 1.4, 2.3, 2.7, 3 (3.1-3.4), 4.1-4.3; design notes 7.
Prints every shared run of N (default 6) consecutive words, per leg.
"""
import json
import os
import re
import sys

N = int(sys.argv[1]) if len(sys.argv) > 1 else 6
HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.dirname(HERE)


def sections(path, starts, stops):
    """Lines from each heading in `starts` up to the next heading matching `stops`."""
    lines = open(path, encoding="utf-8").read().splitlines()
    keep, on = [], False
    for ln in lines:
        if ln.startswith("#"):
            if any(ln.startswith(s) for s in starts):
                on = True
            elif any(ln.startswith(s) for s in stops):
                on = False
        if on:
            keep.append(ln)
    return "\n".join(keep)


def words(t):
    return re.findall(r"[a-z0-9]+", t.lower().replace("\u2019", "'").replace("'", ""))


def grams(ws, n):
    return {tuple(ws[i:i + n]) for i in range(len(ws) - n + 1)}


def main():
    vn, dn = os.environ.get("VENUE_NOTES"), os.environ.get("DESIGN_NOTES")
    if not vn or not dn:
        sys.exit("set VENUE_NOTES and DESIGN_NOTES")
    ref = sections(vn, ["### 1.4", "### 2.3", "### 2.7", "## 3", "### 3.", "### 4.1", "### 4.2", "### 4.3"],
                   ["### 1.5", "### 2.4", "## 4", "## 5", "### 3.5"])
    ref += "\n" + sections(dn, ["## 7"], ["## 8"])
    refg = grams(words(ref), N)
    total = 0
    for fn in ("set_ap_venue_one.jsonl", "set_ap_venue_two.jsonl"):
        for line in open(os.path.join(OUT, fn), encoding="utf-8"):
            leg = json.loads(line)
            m = leg["market"]
            texts = [m.get("description", ""), m.get("rules_primary", ""), m.get("rules_secondary", "")]
            hits = sorted(grams(words(" ".join(texts)), N) & refg)
            for h in hits:
                print(leg["id"], " ".join(h))
            total += len(hits)
    print("%d-gram hits: %d" % (N, total))


if __name__ == "__main__":
    main()
