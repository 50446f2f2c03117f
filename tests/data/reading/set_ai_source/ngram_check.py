"""6-gram overlap check between set (ai) rule texts and the parts of the team's notes that
the writer read. The two note files are taken from the environment:

    VENUE_NOTES=<path to the team's venue notes> DESIGN_NOTES=<path to the team's design notes> \
        python3 ngram_check.py [N]

Sections compared: venue notes 1.4, 2.3, 2.7, 3 (3.1-3.4), 4.1-4.3; design notes 7.
Prints every shared N-gram (default 6) with the leg ids where it occurs.
"""
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.dirname(HERE)

VENUE_SECTIONS = ("### 1.4", "### 2.3", "### 2.7", "## 3.", "### 4.1", "### 4.2", "### 4.3")
DESIGN_SECTIONS = ("## 7.",)


def sections(text, starts):
    """Return the text of each heading that starts with one of `starts`, up to the next
    heading of the same or a higher level (a '## 3.' section keeps its ### subsections)."""
    lines = text.splitlines()
    keep, on, level = [], False, 0
    for ln in lines:
        m = re.match(r"^(#+)\s", ln)
        if m:
            lv = len(m.group(1))
            if on and lv <= level:
                on = False
            if not on and any(ln.startswith(s) for s in starts):
                on, level = True, lv
        if on:
            keep.append(ln)
    return "\n".join(keep)


def words(t):
    t = t.lower().replace("\u2019", "'")
    return re.findall(r"[a-z0-9]+(?:'[a-z]+)?", t)


def grams(ws, n):
    return {tuple(ws[i:i + n]) for i in range(len(ws) - n + 1)}


def main():
    n = int(sys.argv[1]) if len(sys.argv) > 1 else 6
    vpath, dpath = os.environ.get("VENUE_NOTES"), os.environ.get("DESIGN_NOTES")
    if not vpath or not dpath:
        sys.exit("set VENUE_NOTES and DESIGN_NOTES")
    with open(vpath, encoding="utf-8") as f:
        vtext = sections(f.read(), VENUE_SECTIONS)
    with open(dpath, encoding="utf-8") as f:
        dtext = sections(f.read(), DESIGN_SECTIONS)
    ref = {"venue notes": grams(words(vtext), n), "design notes": grams(words(dtext), n)}
    print({k: len(v) for k, v in ref.items()}, "reference n-grams")
    hits = {}
    for name in ("set_ai_venue_one.jsonl", "set_ai_venue_two.jsonl"):
        with open(os.path.join(OUT, name), encoding="utf-8") as f:
            for line in f:
                d = json.loads(line)
                m = d["market"]
                t = m["description"] if d["venue"] == "venue_one" else \
                    m["rules_primary"] + "\n" + m["rules_secondary"]
                for g in grams(words(t), n):
                    for src, gs in ref.items():
                        if g in gs:
                            hits.setdefault((src, " ".join(g)), []).append(d["id"])
    for (src, g), ids in sorted(hits.items()):
        print(f"[{src}] {g!r}: {', '.join(ids)}")
    print(f"{len(hits)} shared {n}-grams")


if __name__ == "__main__":
    main()
