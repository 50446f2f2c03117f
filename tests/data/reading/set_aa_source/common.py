"""Shared pieces for held-out reading set (aa): competitions, wire builders, validator."""
import hashlib
import json

MONTHS = ["JAN", "FEB", "MAR", "APR", "MAY", "JUN", "JUL", "AUG", "SEP", "OCT", "NOV", "DEC"]
MONTH_NAMES = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]

# competition code -> venue_one slug prefix, resolutionSource, venue_two series stem,
# league wording in venue_two rules, series settlement sources
ESPN = {"name": "ESPN", "url": "https://www.espn.com/soccer/"}
FOX = {"name": "Fox Sports", "url": "https://www.foxsports.com/soccer"}
COMPS = {
    "epl": ("epl", "https://www.premierleague.com/", "KXEPL", "English Premier League", [ESPN, FOX]),
    "laliga": ("lal", "https://www.laliga.com/", "KXLALIGA", "Spanish La Liga", [ESPN]),
    "bundesliga": ("bun", "https://www.bundesliga.com/", "KXBUNDESLIGA", "German Bundesliga", [ESPN, FOX]),
    "seriea": ("sea", "https://www.legaseriea.it/", "KXSERIEA", "Italian Serie A", [ESPN]),
    "ligue1": ("fl1", "https://www.ligue1.com/", "KXLIGUE1", "French Ligue 1", [ESPN, FOX]),
    "ucl": ("ucl", "https://www.uefa.com/", "KXUCL", "UEFA Champions League",
            [{"name": "UEFA", "url": "https://www.uefa.com/uefachampionsleague/"}]),
    "wc": ("fifwc", "https://www.fifa.com/", "KXWC", "FIFA World Cup",
           [{"name": "FIFA", "url": "https://www.fifa.com/"}]),
    "mls": ("mls", "https://www.mlssoccer.com/", "KXMLS", "Major League Soccer",
            [{"name": "MLS", "url": "https://www.mlssoccer.com/"}]),
}

FAMILIES = {"win", "draw", "advance", "spread", "total", "btts", "half", "exact_score", "other"}
SCOPES = {"regulation", "extra_time", "penalties", "ambiguous", None}
SOURCES = {"official", "provider", "consensus", "venue", "ambiguous", None}
VOIDS = {"yes", "no", "50-50", "fair_price", "last_price", "refund", "result", "ambiguous", None}
EXPECTED_KEYS = ["family", "outcome", "line", "half", "scope", "source_primary", "source_fallback",
                 "timing_window", "void_cancelled", "void_postponed_long", "void_abandoned"]


def mid(seed):
    return str(4900000 + int(hashlib.sha1(seed.encode()).hexdigest(), 16) % 90000)


def tokid(seed):
    return str(int(hashlib.sha1(seed.encode()).hexdigest(), 16))[:40]


def expected(**kw):
    base = dict.fromkeys(EXPECTED_KEYS)
    for k, v in kw.items():
        assert k in base, k
        base[k] = v
    return base


def kalshi_date(iso):
    y, m, d = iso.split("-")
    return f"{y[2:]}{MONTHS[int(m) - 1]}{d}"


def long_date(iso):
    y, m, d = iso.split("-")
    return f"{MONTH_NAMES[int(m) - 1]} {int(d)}, {y}"


def validate(leg):
    e = leg["expected"]
    assert list(e.keys()) == EXPECTED_KEYS, leg["id"]
    assert e["family"] in FAMILIES, leg["id"]
    assert e["scope"] in SCOPES, (leg["id"], e["scope"])
    assert e["source_primary"] in SOURCES and e["source_fallback"] in SOURCES, leg["id"]
    for k in ("void_cancelled", "void_postponed_long", "void_abandoned"):
        assert e[k] in VOIDS, (leg["id"], k, e[k])
    tw = e["timing_window"]
    assert tw is None or tw in ("open_until_played", "ambiguous") or isinstance(tw, int), leg["id"]
    if e["family"] == "half":
        assert e["half"] in ("first", "second") and e["scope"] is None, leg["id"]
    else:
        assert e["half"] is None, leg["id"]
    if e["family"] in ("win", "advance", "spread"):
        assert e["outcome"] in (leg["home"], leg["away"]), (leg["id"], e["outcome"])
    if e["family"] == "draw":
        assert e["outcome"] == "draw", leg["id"]
    if e["family"] in ("spread", "total"):
        assert isinstance(e["line"], float) and e["line"] > 0, leg["id"]
    if e["family"] == "total":
        assert e["outcome"] in ("over", "under"), leg["id"]
    if e["family"] == "btts":
        assert e["outcome"] in ("yes", "no"), leg["id"]
    if e["family"] == "exact_score":
        h, a = e["outcome"].split("-")
        assert h.isdigit() and a.isdigit(), leg["id"]
    m = leg["market"]
    texts = [m.get("description", ""), m.get("rules_primary", ""), m.get("rules_secondary", "")]
    for t in texts:
        for bad in ("{", "}", "<name>", "TODO"):
            assert bad not in t, (leg["id"], bad)
    if leg["venue"] == "venue_one":
        assert json.loads(m["outcomes"]) == ["Yes", "No"], leg["id"]
        if e["family"] == "spread":
            assert m["line"] == -e["line"], leg["id"]
        if e["family"] == "total":
            assert m["line"] == e["line"], leg["id"]
    else:
        assert m["ticker"].startswith(m["event_ticker"] + "-"), leg["id"]
        assert m["event_ticker"].startswith(m["series_ticker"] + "-"), leg["id"]
        assert leg["series_settlement_sources"], leg["id"]
