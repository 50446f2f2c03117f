"""Shared helpers for held-out reading set (ae). Standard library only."""

EXPECTED_KEYS = ["family", "outcome", "line", "half", "scope", "source_primary",
                 "source_fallback", "timing_window", "void_cancelled",
                 "void_postponed_long", "void_abandoned"]

FAMILIES = {"win", "draw", "advance", "spread", "total", "btts", "half",
            "exact_score", "other", "unknown"}
SCOPES = {"regulation", "extra_time", "penalties", "ambiguous", None}
SOURCES = {"official", "provider", "consensus", "venue", "ambiguous", None}
PAYOUTS = {"yes", "no", "50-50", "fair_price", "last_price", "refund", "result",
           "unspecified", "ambiguous", None}

ESPN_FOX = [{"name": "ESPN", "url": "https://www.espn.com/soccer/"},
            {"name": "Fox Sports", "url": "https://www.foxsports.com/soccer"}]
UEFA = [{"name": "UEFA", "url": "https://www.uefa.com/"}]
FIFA = [{"name": "FIFA", "url": "https://www.fifa.com/"}]
MLS = [{"name": "MLS", "url": "https://www.mlssoccer.com/"}]

# competition code -> (venue_one slug prefix, venue_two series stem, league site)
COMPS = {
    "epl": ("epl", "KXEPL", "https://www.premierleague.com/"),
    "laliga": ("lal", "KXLALIGA", "https://www.laliga.com/"),
    "bundesliga": ("bun", "KXBUNDESLIGA", "https://www.bundesliga.com/"),
    "seriea": ("sea", "KXSERIEA", "https://www.legaseriea.it/"),
    "ligue1": ("fl1", "KXLIGUE1", "https://www.ligue1.com/"),
    "mls": ("mls", "KXMLS", "https://www.mlssoccer.com/"),
    "ucl": ("ucl", "KXUCL", "https://www.uefa.com/"),
    "wc": ("fifwc", "KXWC", "https://www.fifa.com/"),
}

MONTHS = ["JAN", "FEB", "MAR", "APR", "MAY", "JUN", "JUL", "AUG", "SEP", "OCT",
          "NOV", "DEC"]


def yymmmdd(iso_date):
    y, m, d = iso_date.split("-")
    return f"{y[2:]}{MONTHS[int(m) - 1]}{d}"


def exp(family, outcome, line=None, half=None, scope=None, sp=None, sf=None,
        tw=None, vc=None, vp=None, va=None):
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
        e = leg["expected"]
        assert list(e.keys()) == EXPECTED_KEYS, leg["id"]
        assert e["family"] in FAMILIES, leg["id"]
        assert e["scope"] in SCOPES, leg["id"]
        assert e["source_primary"] in SOURCES and e["source_fallback"] in SOURCES, leg["id"]
        for k in ("void_cancelled", "void_postponed_long", "void_abandoned"):
            assert e[k] in PAYOUTS, (leg["id"], k)
        tw = e["timing_window"]
        assert tw is None or tw in ("open_until_played", "ambiguous") or isinstance(tw, int), leg["id"]
        if e["family"] == "half":
            assert e["half"] in ("first", "second") and e["scope"] is None, leg["id"]
        else:
            assert e["half"] is None, leg["id"]
        if e["family"] in ("spread", "total"):
            assert isinstance(e["line"], float) and e["line"] > 0, leg["id"]
        if e["family"] in ("win", "advance", "spread") or (e["family"] == "half" and e["outcome"] != "draw"):
            assert e["outcome"] in (leg["home"], leg["away"]), leg["id"]
        if e["family"] == "draw":
            assert e["outcome"] == "draw", leg["id"]
        m = leg["market"]
        if venue == "venue_one":
            text = m["description"]
            if e["family"] == "spread":
                assert m["line"] == -e["line"], leg["id"]
        else:
            text = m["rules_primary"] + "\n" + m["rules_secondary"]
            assert m["ticker"].startswith(m["event_ticker"] + "-"), leg["id"]
            assert m["event_ticker"].startswith(m["series_ticker"] + "-"), leg["id"]
            assert leg["series_settlement_sources"], leg["id"]
        assert text not in texts, leg["id"]
        texts.add(text)
        assert "{" not in text and "}" not in text, leg["id"]
    return True
