"""Shared helpers for held-out reading set (ag). Standard library only."""
import json

EXPECTED_KEYS = ["family", "outcome", "line", "half", "scope", "source_primary",
                 "source_fallback", "timing_window", "void_cancelled",
                 "void_postponed_long", "void_abandoned"]

FAMILIES = {"win", "draw", "advance", "spread", "total", "btts", "half", "exact_score", "other"}
SCOPES = {"regulation", "extra_time", "penalties", "ambiguous", None}
SOURCES = {"official", "provider", "consensus", "venue", "ambiguous", None}
PAYOUTS = {"yes", "no", "50-50", "fair_price", "last_price", "refund", "result",
           "ambiguous", None}

# Competitions: code -> (venue_one name, slug prefix, venue_two series prefix, site, v2 league name)
COMPS = {
    "epl": ("Premier League", "epl", "KXEPL", "https://www.premierleague.com/", "English Premier League"),
    "laliga": ("La Liga", "lal", "KXLALIGA", "https://www.laliga.com/", "Spanish La Liga"),
    "bundesliga": ("Bundesliga", "bun", "KXBUNDESLIGA", "https://www.bundesliga.com/", "German Bundesliga"),
    "seriea": ("Serie A", "sea", "KXSERIEA", "https://www.legaseriea.it/", "Italian Serie A"),
    "ligue1": ("Ligue 1", "fl1", "KXLIGUE1", "https://www.ligue1.com/", "French Ligue 1"),
    "mls": ("MLS", "mls", "KXMLS", "https://www.mlssoccer.com/", "Major League Soccer"),
    "ucl": ("UEFA Champions League", "ucl", "KXUCL", "https://www.uefa.com/", "UEFA Champions League"),
    "wc": ("FIFA World Cup", "fifwc", "KXWC", "https://www.fifa.com/", "FIFA World Cup"),
}

ESPN_FOX = [{"name": "ESPN", "url": "https://www.espn.com/soccer/"},
            {"name": "Fox Sports", "url": "https://www.foxsports.com/soccer"}]
ESPN = [{"name": "ESPN", "url": "https://www.espn.com/soccer/"}]
UEFA = [{"name": "UEFA", "url": "https://www.uefa.com/"}]
FIFA = [{"name": "FIFA", "url": "https://www.fifa.com/"}]
MLS = [{"name": "MLS", "url": "https://www.mlssoccer.com/"}]

MON = ["JAN", "FEB", "MAR", "APR", "MAY", "JUN", "JUL", "AUG", "SEP", "OCT", "NOV", "DEC"]
MONTH = ["January", "February", "March", "April", "May", "June", "July", "August",
         "September", "October", "November", "December"]


def exp(family, outcome, scope, sp, sf, tw, vc, vp, va, line=None, half=None):
    return {"family": family, "outcome": outcome, "line": line, "half": half,
            "scope": scope, "source_primary": sp, "source_fallback": sf,
            "timing_window": tw, "void_cancelled": vc, "void_postponed_long": vp,
            "void_abandoned": va}


def validate(legs, prefix, venue):
    ids = set()
    texts = set()
    for leg in legs:
        assert leg["id"].startswith(prefix), leg["id"]
        assert leg["id"] not in ids, leg["id"]
        ids.add(leg["id"])
        assert leg["venue"] == venue
        assert leg["competition"] in COMPS, leg["id"]
        e = leg["expected"]
        assert list(e.keys()) == EXPECTED_KEYS, leg["id"]
        assert e["family"] in FAMILIES, leg["id"]
        assert e["scope"] in SCOPES, (leg["id"], e["scope"])
        assert e["source_primary"] in SOURCES and e["source_fallback"] in SOURCES, leg["id"]
        for k in ("void_cancelled", "void_postponed_long", "void_abandoned"):
            assert e[k] in PAYOUTS, (leg["id"], k, e[k])
        assert e["timing_window"] in (None, "open_until_played", "ambiguous") or isinstance(e["timing_window"], int), leg["id"]
        if e["family"] == "half":
            assert e["half"] in ("first", "second") and e["scope"] is None, leg["id"]
        if e["family"] in ("win", "advance", "spread") or (e["family"] == "half" and e["outcome"] != "draw"):
            assert e["outcome"] in (leg["home"], leg["away"]), (leg["id"], e["outcome"])
        if e["family"] == "exact_score":
            h, a = e["outcome"].split("-")
            assert h.isdigit() and a.isdigit()
        if e["family"] in ("spread", "total"):
            assert isinstance(e["line"], float) and e["line"] > 0, leg["id"]
        m = leg["market"]
        text = m.get("description", "") + m.get("rules_primary", "") + m.get("rules_secondary", "")
        for bad in ("{", "}", "<", ">", "TODO"):
            assert bad not in text, (leg["id"], bad)
        assert text not in texts, leg["id"]
        texts.add(text)
        if venue == "venue_one" and e["family"] == "spread":
            assert m["line"] == -e["line"]
    return True


def write_jsonl(path, legs):
    with open(path, "w", encoding="utf-8") as f:
        for leg in legs:
            f.write(json.dumps(leg, ensure_ascii=False) + "\n")
    with open(path, encoding="utf-8") as f:
        back = [json.loads(line) for line in f]
    assert back == legs
    return len(back)
