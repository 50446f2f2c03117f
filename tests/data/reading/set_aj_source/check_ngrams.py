"""6-gram overlap check of set (aj)'s rule texts against the parts of the team's notes
that were read. The notes are taken from the environment:
  VENUE_NOTES=<the team's venue notes>  DESIGN_NOTES=<the team's design notes>
  python3 check_ngrams.py
Venue notes: sections 1.4, 2.3, 2.7, 3 (3.1-3.4), 4.1-4.3. Design notes: section 7."""
import json
import os
import re
import sys

N = int(os.environ.get("NGRAM", "6"))


def sections(text, wanted):
    out, keep = [], False
    for line in text.splitlines():
        m = re.match(r"^(#{2,3})\s+(\d+(?:\.\d+)?)\.?\s", line)
        if m:
            num = m.group(2)
            keep = any(num == w or num.startswith(w + ".") for w in wanted)
        if keep:
            out.append(line)
    return "\n".join(out)


def grams(text):
    words = re.findall(r"[a-z0-9]+(?:['’][a-z]+)?", text.lower())
    return {tuple(words[i:i + N]) for i in range(len(words) - N + 1)}


def main():
    venue = open(os.environ["VENUE_NOTES"], encoding="utf-8").read()
    design = open(os.environ["DESIGN_NOTES"], encoding="utf-8").read()
    ref = sections(venue, ["1.4", "2.3", "2.7", "3", "4.1", "4.2", "4.3"]) + "\n" + sections(design, ["7"])
    ref_grams = grams(ref)
    hits = 0
    for name in ("set_aj_venue_one.jsonl", "set_aj_venue_two.jsonl"):
        for line in open(os.path.join("..", name), encoding="utf-8"):
            leg = json.loads(line)
            m = leg["market"]
            text = m.get("description") or (m["rules_primary"] + "\n" + m["rules_secondary"])
            for g in sorted(grams(text) & ref_grams):
                hits += 1
                print(leg["id"], " ".join(g))
    print(f"{hits} shared {N}-grams", file=sys.stderr)


if __name__ == "__main__":
    main()
