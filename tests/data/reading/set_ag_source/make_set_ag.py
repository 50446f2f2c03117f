"""Build and validate set (ag). Run from this folder: python3 make_set_ag.py"""
import collections
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from common import validate, write_jsonl  # noqa: E402
import legs_v1  # noqa: E402
import legs_v2  # noqa: E402

OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")

v1 = legs_v1.legs()
v2 = legs_v2.legs()
validate(v1, "ag1-", "venue_one")
validate(v2, "ag2-", "venue_two")
all_texts = [l["market"].get("description", "") for l in v1] + \
            [l["market"]["rules_primary"] + l["market"]["rules_secondary"] for l in v2]
assert len(set(all_texts)) == len(all_texts)
n1 = write_jsonl(os.path.join(OUT, "set_ag_venue_one.jsonl"), v1)
n2 = write_jsonl(os.path.join(OUT, "set_ag_venue_two.jsonl"), v2)
print("venue_one", n1, "venue_two", n2)
for name, legs in (("venue_one", v1), ("venue_two", v2)):
    fam = collections.Counter(l["expected"]["family"] for l in legs)
    mean = collections.Counter(m for l in legs for m in l["meanings"])
    print(name, dict(fam))
    print(name, dict(sorted(mean.items())))
