"""Build and check held-out reading set (be).

Usage: python3 make_set_be.py          (writes ../set_be_venue_one.jsonl and ../set_be_venue_two.jsonl)
       VENUE_NOTES=... DESIGN_NOTES=... python3 make_set_be.py --ngram 6
The n-gram check reads the team's venue notes and design notes from the two environment
variables and compares only the sections the writer read.
"""
import collections
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import legs_v1  # noqa: E402
import legs_v2  # noqa: E402
from common import validate, rule_text  # noqa: E402

OUT = os.path.dirname(HERE)


def sections(path, wanted):
    """Return the text of the markdown sections whose heading number is in `wanted`."""
    out, keep = [], False
    for line in open(path, encoding="utf-8"):
        m = re.match(r"^(#{2,3})\s+(\d+(?:\.\d+)?)\.?\s", line)
        if m:
            num = m.group(2)
            keep = num in wanted or num.split(".")[0] in wanted and m.group(1) == "###" and num.split(".")[0] in wanted
        if keep:
            out.append(line)
    return "".join(out)


def words(t):
    return re.findall(r"[a-z0-9]+(?:['\-][a-z0-9]+)*", t.lower())


def ngrams(ws, n):
    return {tuple(ws[i:i + n]) for i in range(len(ws) - n + 1)}


def ngram_check(all_legs, n):
    venue = os.environ.get("VENUE_NOTES")
    design = os.environ.get("DESIGN_NOTES")
    if not venue or not design:
        sys.exit("set VENUE_NOTES and DESIGN_NOTES")
    ref = sections(venue, {"1.4", "2.3", "2.7", "3", "4.1", "4.2", "4.3"})
    ref += sections(design, {"7"})
    refg = ngrams(words(ref), n)
    hits = 0
    for leg in all_legs:
        ws = words(rule_text(leg))
        for g in sorted(ngrams(ws, n) & refg):
            hits += 1
            print("%s: %s" % (leg["id"], " ".join(g)))
    print("%d-gram hits: %d (reference %d words)" % (n, hits, len(words(ref))))


def main():
    v1, v2 = legs_v1.legs(), legs_v2.legs()
    errs = validate(v1, "be1-", "venue_one") + validate(v2, "be2-", "venue_two")
    texts = [rule_text(l) for l in v1 + v2]
    if len(set(texts)) != len(texts):
        errs.append("duplicate rule text across venues")
    if errs:
        sys.exit("\n".join(errs))
    if "--ngram" in sys.argv:
        ngram_check(v1 + v2, int(sys.argv[sys.argv.index("--ngram") + 1]))
        return
    for name, legs in (("set_be_venue_one.jsonl", v1), ("set_be_venue_two.jsonl", v2)):
        path = os.path.join(OUT, name)
        with open(path, "w", encoding="utf-8") as f:
            for leg in legs:
                f.write(json.dumps(leg, ensure_ascii=False) + "\n")
        back = [json.loads(x) for x in open(path, encoding="utf-8")]
        assert back == legs, name
        print("%s: %d legs" % (name, len(back)))
    fam = collections.Counter(l["expected"]["family"] for l in v1 + v2)
    mean = collections.Counter(m for l in v1 + v2 for m in l["meanings"] if not m.startswith("F:"))
    print("families:", dict(sorted(fam.items())))
    print("meanings:", dict(sorted(mean.items())))


if __name__ == "__main__":
    main()
