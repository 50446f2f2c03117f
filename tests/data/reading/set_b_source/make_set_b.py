"""Write held-out reading set (b): python3 make_set_b.py (from this folder)."""
import collections
import json
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from common import FIELDS, dump  # noqa: E402
import legs_v1  # noqa: E402
import legs_v2  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
PAY = {None, "yes", "no", "50-50", "fair_price", "last_price", "refund", "fixed_outcome", "result", "ambiguous"}
SRC = {None, "official", "provider", "consensus", "venue", "ambiguous"}
SCOPE = {None, "regulation", "extra_time", "penalties", "ambiguous"}


def check(legs, prefix):
    ids = [l["id"] for l in legs]
    assert len(ids) == len(set(ids)), "duplicate ids"
    for l in legs:
        assert l["id"].startswith(prefix), l["id"]
        e = l["expected"]
        assert list(e) == FIELDS, l["id"]
        assert e["scope"] in SCOPE, l["id"]
        assert e["source_primary"] in SRC and e["source_fallback"] in SRC, l["id"]
        for k in ("void_cancelled", "void_postponed_long", "void_abandoned"):
            assert e[k] in PAY, (l["id"], k)
        tw = e["timing_window"]
        assert tw is None or tw in ("open_until_played", "ambiguous") or isinstance(tw, int), l["id"]
        if tw == "open_until_played":
            assert e["void_postponed_long"] == "result", l["id"]
        for k in ("id", "venue", "styles", "meanings", "home", "away", "competition", "market", "expected"):
            assert k in l, (l["id"], k)


check(legs_v1.LEGS, "b1-")
check(legs_v2.LEGS, "b2-")
dump(os.path.join(HERE, "set_b_venue_one.jsonl"), legs_v1.LEGS)
dump(os.path.join(HERE, "set_b_venue_two.jsonl"), legs_v2.LEGS)

for name, legs in (("venue_one", legs_v1.LEGS), ("venue_two", legs_v2.LEGS)):
    print(name, len(legs))
    print("  family", dict(collections.Counter(l["expected"]["family"] for l in legs)))
    print("  meanings", dict(sorted(collections.Counter(m for l in legs for m in l["meanings"]).items())))
    print("  ambiguous fields", [(l["id"], k) for l in legs for k, v in l["expected"].items() if v == "ambiguous"])
allst = collections.Counter(s for l in legs_v1.LEGS + legs_v2.LEGS for s in l["styles"])
print("styles", len(allst), sorted(allst))
