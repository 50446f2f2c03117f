"""6-gram overlap check of set (bc)'s rule texts against the parts of the notes that were read.
Usage (from this folder): VENUE_NOTES=... DESIGN_NOTES=... python3 ngram_check.py [N]
Reads the venue notes' sections 1.4, 2.3, 2.7, 3 (3.1-3.4), 4.1-4.3 and the design notes' section 7."""
import json
import os
import re
import sys

N = int(sys.argv[1]) if len(sys.argv) > 1 else 6
HERE = os.path.dirname(os.path.abspath(__file__))


def sections(text, wanted):
    """Return the text under the headings whose number is in `wanted` (heading and body, up to the next heading of same or higher level)."""
    lines, out, keep, level = text.splitlines(), [], False, 0
    for ln in lines:
        m = re.match(r"^(#+)\s+([0-9.]+)\s", ln)
        if m:
            num = m.group(2).rstrip(".")
            lv = len(m.group(1))
            if num in wanted:
                keep, level = True, lv
            elif keep and lv <= level:
                keep = False
            elif keep and lv > level:
                pass
        if keep:
            out.append(ln)
    return "\n".join(out)


def words(t):
    return re.findall(r"[a-z0-9]+(?:['’][a-z]+)?", t.lower())


def grams(t, n):
    w = words(t)
    return {" ".join(w[k:k + n]) for k in range(len(w) - n + 1)}


def main():
    venue = open(os.environ["VENUE_NOTES"], encoding="utf-8").read()
    design = open(os.environ["DESIGN_NOTES"], encoding="utf-8").read()
    ref = sections(venue, {"1.4", "2.3", "2.7", "3", "4.1", "4.2", "4.3"}) + "\n" + sections(design, {"7"})
    refg = grams(ref, N)
    print("reference words:", len(words(ref)))
    hits = 0
    for name in ("set_bc_venue_one.jsonl", "set_bc_venue_two.jsonl"):
        for line in open(os.path.join(HERE, "..", name), encoding="utf-8"):
            leg = json.loads(line)
            m = leg["market"]
            for field in ("description", "rules_primary", "rules_secondary"):
                if field in m:
                    for g in sorted(grams(m[field], N) & refg):
                        hits += 1
                        print("%s %s: %s" % (leg["id"], field, g))
    print("total %d-gram hits: %d" % (N, hits))


if __name__ == "__main__":
    main()
