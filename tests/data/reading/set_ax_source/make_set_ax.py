"""Build and validate set (ax). Run from this folder: python3 make_set_ax.py
Writes ../set_ax_venue_one.jsonl and ../set_ax_venue_two.jsonl (standard library only)."""
import collections
import json
import os
import re
import sys

from common import EXPECTED_KEYS
import legs_v1
import legs_v2

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.dirname(HERE)

FAMILIES = {"win", "draw", "advance", "spread", "total", "btts", "half", "exact_score", "other"}
SCOPES = {None, "regulation", "extra_time", "penalties", "ambiguous"}
SOURCES = {None, "official", "consensus", "provider", "ambiguous"}
VOIDS = {None, "yes", "no", "50-50", "fair_price", "last_price", "refund", "ambiguous"}
VOIDS_POST = VOIDS | {"result"}
TOP_KEYS_1 = ["id", "venue", "styles", "meanings", "home", "away", "competition", "market", "expected"]
TOP_KEYS_2 = ["id", "venue", "styles", "meanings", "home", "away", "competition", "market",
              "series_settlement_sources", "expected"]
M1 = ["id", "question", "slug", "groupItemTitle", "sportsMarketType", "line", "outcomes", "description",
      "resolutionSource", "event_title", "gameStartTime"]
M2 = ["ticker", "event_ticker", "series_ticker", "title", "yes_sub_title", "no_sub_title", "rules_primary",
      "rules_secondary", "occurrence_datetime"]


def text_of(leg):
    m = leg["market"]
    return m["description"] if leg["venue"] == "venue_one" else m["rules_primary"] + "\n" + m["rules_secondary"]


def check(leg, errs):
    i = leg["id"]
    v1 = leg["venue"] == "venue_one"
    if list(leg) != (TOP_KEYS_1 if v1 else TOP_KEYS_2):
        errs.append("%s: top keys %s" % (i, list(leg)))
    if list(leg["market"]) != (M1 if v1 else M2):
        errs.append("%s: market keys" % i)
    if not re.fullmatch(r"ax%d-\d{3}" % (1 if v1 else 2), i):
        errs.append("%s: id shape" % i)
    e = leg["expected"]
    if list(e) != EXPECTED_KEYS:
        errs.append("%s: expected keys" % i)
    f = e["family"]
    if f not in FAMILIES:
        errs.append("%s: family" % i)
    if e["scope"] not in SCOPES or e["source_primary"] not in SOURCES or e["source_fallback"] not in SOURCES:
        errs.append("%s: scope/source spelling" % i)
    tw = e["timing_window"]
    if not (tw is None or tw in ("open_until_played", "ambiguous") or isinstance(tw, int)):
        errs.append("%s: timing" % i)
    if e["void_cancelled"] not in VOIDS or e["void_abandoned"] not in VOIDS or e["void_postponed_long"] not in VOIDS_POST:
        errs.append("%s: void spelling" % i)
    o = e["outcome"]
    if f in ("win", "advance", "spread", "other", "half") and o != "draw":
        if o not in (leg["home"], leg["away"]):
            errs.append("%s: team outcome %r not a fixture team" % (i, o))
    if f == "draw" and o != "draw":
        errs.append("%s: draw outcome" % i)
    if f == "total" and (o not in ("over", "under") or not e["line"]):
        errs.append("%s: total" % i)
    if f == "btts" and o not in ("yes", "no"):
        errs.append("%s: btts" % i)
    if f == "exact_score" and not re.fullmatch(r"\d+-\d+", o):
        errs.append("%s: exact score" % i)
    if f == "spread":
        if not (e["line"] and e["line"] > 0):
            errs.append("%s: spread line" % i)
        if v1 and leg["market"]["line"] != -e["line"]:
            errs.append("%s: wire spread line" % i)
    if f == "half" and (e["half"] not in ("first", "second") or e["scope"] is not None):
        errs.append("%s: half" % i)
    if f != "half" and e["half"] is not None:
        errs.append("%s: half set on non-half" % i)
    if ("F:" + f) not in leg["meanings"]:
        errs.append("%s: F: meaning" % i)
    t = text_of(leg)
    for bad in ("{", "}", "<name>", "  "):
        if bad in t:
            errs.append("%s: placeholder/odd spacing %r" % (i, bad))
    if v1:
        m = leg["market"]
        if json.loads(m["outcomes"]) != ["Yes", "No"]:
            errs.append("%s: outcomes" % i)
        if not m["slug"].startswith(m["slug"].split("-")[0]):
            errs.append("%s: slug" % i)
    else:
        m = leg["market"]
        if not m["ticker"].startswith(m["event_ticker"] + "-") or not m["event_ticker"].startswith(m["series_ticker"] + "-"):
            errs.append("%s: ticker chain" % i)


def main():
    one, two = legs_v1.legs(), legs_v2.legs()
    errs = []
    ids = [l["id"] for l in one + two]
    if len(ids) != len(set(ids)):
        errs.append("duplicate ids")
    texts = [text_of(l) for l in one + two]
    if len(texts) != len(set(texts)):
        errs.append("duplicate texts")
    for l in one + two:
        check(l, errs)
    if errs:
        print("\n".join(errs))
        sys.exit(1)
    for name, legs in (("set_ax_venue_one.jsonl", one), ("set_ax_venue_two.jsonl", two)):
        path = os.path.join(OUT, name)
        with open(path, "w", encoding="utf-8") as fh:
            for l in legs:
                fh.write(json.dumps(l, ensure_ascii=False) + "\n")
        back = [json.loads(x) for x in open(path, encoding="utf-8")]
        assert back == legs, name
        for l in back:
            assert all(k in l["expected"] for k in EXPECTED_KEYS)
        print("%s: %d legs" % (name, len(back)))
    for venue, legs in (("venue_one", one), ("venue_two", two)):
        fam = collections.Counter(l["expected"]["family"] for l in legs)
        mean = collections.Counter(m for l in legs for m in l["meanings"] if not m.startswith("F:"))
        print(venue, "families:", dict(sorted(fam.items())))
        print(venue, "meanings:", dict(sorted(mean.items())))
    amb = [(l["id"], [k for k, v in l["expected"].items() if v == "ambiguous"]) for l in one + two]
    print("ambiguous:", [a for a in amb if a[1]])
    writers = [s for l in one + two for s in l["styles"] if s.startswith("writer:")]
    print("writers per venue: distinct", len(set(s for l in one for s in l["styles"] if s.startswith("writer:"))),
          len(set(s for l in two for s in l["styles"] if s.startswith("writer:"))))


if __name__ == "__main__":
    main()
