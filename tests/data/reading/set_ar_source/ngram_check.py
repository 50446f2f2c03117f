"""6-gram overlap check of set (ar)'s rule texts against the parts of the team's notes
the writer read.  Paths come from the environment:
    VENUE_NOTES=<the team's venue notes>  DESIGN_NOTES=<the team's design notes>  python3 ngram_check.py
Sections checked: venue notes §1.4, §2.3, §2.7, §3 (3.1-3.4), §4.1-§4.3; design notes §7."""
import json
import os
import re
import sys

N = int(os.environ.get("NGRAM", "6"))
HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.dirname(HERE)


def sections(text, wanted):
    """Return the text of headed sections whose number is in `wanted` (prefix match)."""
    keep, on = [], False
    for line in text.splitlines():
        m = re.match(r"^(#{2,3})\s+(\d+(?:\.\d+)?)[.\s]", line)
        if m:
            num = m.group(2)
            on = any(num == w or num.startswith(w + ".") for w in wanted)
        if on:
            keep.append(line)
    return "\n".join(keep)


def words(t):
    return re.findall(r"[a-z0-9]+(?:['’][a-z]+)?", t.lower())


def grams(ws):
    return {tuple(ws[i:i + N]) for i in range(len(ws) - N + 1)}


def main():
    venue = open(os.environ["VENUE_NOTES"], encoding="utf-8").read()
    design = open(os.environ["DESIGN_NOTES"], encoding="utf-8").read()
    ref = sections(venue, ["1.4", "2.3", "2.7", "3", "4.1", "4.2", "4.3"]) + "\n" + \
        sections(design, ["7"])
    ref_grams = grams(words(ref))
    print(f"reference: {len(words(ref))} words, {len(ref_grams)} distinct {N}-grams")
    hits = 0
    for name in ("set_ar_venue_one.jsonl", "set_ar_venue_two.jsonl"):
        for line in open(os.path.join(OUT, name), encoding="utf-8"):
            leg = json.loads(line)
            m = leg["market"]
            fields = ["description"] if leg["venue"] == "venue_one" else ["rules_primary", "rules_secondary"]
            for f in fields:
                g = grams(words(m[f])) & ref_grams
                for x in sorted(g):
                    hits += 1
                    print(f"HIT {leg['id']} {f}: {' '.join(x)}")
    print(f"{hits} hit(s)")
    return 1 if hits else 0


if __name__ == "__main__":
    sys.exit(main())
