"""6-gram overlap check of set (ae)'s rule texts against the parts of the team's
notes that the writer read. The two note files are taken from the environment:
    VENUE_NOTES=<the team's venue notes> DESIGN_NOTES=<the team's design notes> \
        python3 check_ngrams.py
Sections checked: venue notes 1.4, 2.3, 2.7, 3 (3.1-3.4), 4.1-4.3; design notes 7.
Rule texts are compared twice: with markup stripped (tags, entities, Markdown
symbols, literal backslash-n) and as raw tokens."""
import html
import json
import os
import re
import sys

N = int(os.environ.get("NGRAM", "6"))
HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.dirname(HERE)


def section(lines, start_pat, stop_pat):
    out, on = [], False
    for ln in lines:
        if re.match(start_pat, ln):
            on = True
        elif on and re.match(stop_pat, ln):
            on = False
        if on:
            out.append(ln)
    return "\n".join(out)


def notes_text():
    v = open(os.environ["VENUE_NOTES"], encoding="utf-8").read().splitlines()
    d = open(os.environ["DESIGN_NOTES"], encoding="utf-8").read().splitlines()
    parts = [
        section(v, r"### 1\.4 ", r"##"),
        section(v, r"### 2\.3 ", r"##"),
        section(v, r"### 2\.7 ", r"##"),
        section(v, r"## 3\. ", r"## 4\. "),
        section(v, r"## 4\. ", r"## 5\. "),
        section(d, r"## 7\. ", r"## 8\. "),
    ]
    assert all(parts), "a section was not found"
    return "\n".join(parts)


def strip_markup(t):
    t = t.replace("\\n", " ")
    t = re.sub(r"<[^>]+>", " ", t)
    t = html.unescape(t)
    t = re.sub(r"\]\([^)]*\)", " ", t)
    t = re.sub(r"[*_`#>\[\]]", " ", t)
    return t


def toks(t):
    return re.findall(r"[a-z0-9]+(?:[-'.][a-z0-9]+)*", t.lower().replace("’", "'"))


def grams(ws):
    return {tuple(ws[i:i + N]) for i in range(len(ws) - N + 1)}


def main():
    ref = grams(toks(strip_markup(notes_text())))
    hits = 0
    for name in ("set_ae_venue_one.jsonl", "set_ae_venue_two.jsonl"):
        for line in open(os.path.join(OUT, name), encoding="utf-8"):
            leg = json.loads(line)
            m = leg["market"]
            text = m.get("description") or (m["rules_primary"] + "\n" + m["rules_secondary"])
            found = (grams(toks(strip_markup(text))) | grams(toks(text))) & ref
            for g in sorted(found):
                hits += 1
                print(leg["id"], " ".join(g))
    print(f"{hits} shared {N}-grams")
    return 0


if __name__ == "__main__":
    sys.exit(main())
