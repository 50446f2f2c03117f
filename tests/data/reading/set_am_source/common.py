"""Shared helpers for held-out reading set (am): leg builders, value spellings, validator."""

EXPECTED_KEYS = [
    "family", "outcome", "line", "half", "scope", "source_primary", "source_fallback",
    "timing_window", "void_cancelled", "void_postponed_long", "void_abandoned",
]
FAMILIES = {"win", "draw", "advance", "spread", "total", "btts", "half", "exact_score", "other", "unknown"}
SCOPES = {"regulation", "extra_time", "penalties", "ambiguous", None}
SOURCES = {"official", "provider", "consensus", "venue", "ambiguous", None}
PAYOUTS = {"yes", "no", "50-50", "fair_price", "last_price", "refund", "result", "ambiguous", None}
HALVES = {"first", "second", None}

ESPN_FOX = [
    {"name": "ESPN", "url": "https://www.espn.com/soccer/"},
    {"name": "Fox Sports", "url": "https://www.foxsports.com/soccer"},
]
ESPN_ONLY = [{"name": "ESPN", "url": "https://www.espn.com/soccer/"}]
MLS_SRC = [{"name": "MLS", "url": "https://www.mlssoccer.com/"}]
UEFA_SRC = [{"name": "UEFA", "url": "https://www.uefa.com/uefachampionsleague/"}]
FIFA_SRC = [{"name": "FIFA", "url": "https://www.fifa.com/"}]


def exp(family, outcome, *, line=None, half=None, scope="regulation", src=("official", "consensus"),
        window="open_until_played", cancelled=None, postponed=None, abandoned=None):
    """Build an `expected` record in the README's key order."""
    if postponed is None and window == "open_until_played":
        postponed = "result"
    return {
        "family": family, "outcome": outcome, "line": line, "half": half, "scope": scope,
        "source_primary": src[0], "source_fallback": src[1], "timing_window": window,
        "void_cancelled": cancelled, "void_postponed_long": postponed, "void_abandoned": abandoned,
    }


def v1_leg(num, *, styles, meanings, home, away, competition, market, expected):
    return {
        "id": "am1-%03d" % num, "venue": "venue_one", "styles": sorted(styles), "meanings": meanings,
        "home": home, "away": away, "competition": competition, "market": market, "expected": expected,
    }


def v2_leg(num, *, styles, meanings, home, away, competition, market, sources, expected):
    return {
        "id": "am2-%03d" % num, "venue": "venue_two", "styles": sorted(styles), "meanings": meanings,
        "home": home, "away": away, "competition": competition, "market": market,
        "series_settlement_sources": sources, "expected": expected,
    }


def v1_market(mid, *, question, slug, title, smt, line, description, source_url, event_title,
              start, outcomes='["Yes", "No"]'):
    return {
        "id": mid, "question": question, "slug": slug, "groupItemTitle": title,
        "sportsMarketType": smt, "line": line, "outcomes": outcomes, "description": description,
        "resolutionSource": source_url, "event_title": event_title, "gameStartTime": start,
    }


def v2_market(*, ticker, title, yes, primary, secondary, when):
    event = ticker.rsplit("-", 1)[0]
    series = event.split("-", 1)[0]
    return {
        "ticker": ticker, "event_ticker": event, "series_ticker": series, "title": title,
        "yes_sub_title": yes, "no_sub_title": yes, "rules_primary": primary,
        "rules_secondary": secondary, "occurrence_datetime": when,
    }


def validate(legs, venue, prefix):
    ids = set()
    texts = set()
    for leg in legs:
        lid = leg["id"]
        assert lid.startswith(prefix) and lid not in ids, lid
        ids.add(lid)
        assert leg["venue"] == venue, lid
        e = leg["expected"]
        assert list(e.keys()) == EXPECTED_KEYS, (lid, list(e.keys()))
        assert e["family"] in FAMILIES, lid
        assert e["scope"] in SCOPES, lid
        assert e["source_primary"] in SOURCES and e["source_fallback"] in SOURCES, lid
        assert e["half"] in HALVES, lid
        for k in ("void_cancelled", "void_postponed_long", "void_abandoned"):
            assert e[k] in PAYOUTS, (lid, k)
        w = e["timing_window"]
        assert w in ("open_until_played", "ambiguous", None) or isinstance(w, int), lid
        if e["family"] == "half":
            assert e["half"] and e["scope"] is None, lid
        if e["family"] in ("win", "half", "advance", "spread") and e["outcome"] != "draw":
            assert e["outcome"] in (leg["home"], leg["away"]), lid
        if e["family"] in ("spread", "total"):
            assert isinstance(e["line"], float) and e["line"] > 0, lid
        m = leg["market"]
        if venue == "venue_one":
            text = m["description"]
            if e["family"] == "spread":
                assert m["line"] == -e["line"], lid
        else:
            text = m["rules_primary"] + "\n" + m["rules_secondary"]
            assert m["ticker"].startswith(m["event_ticker"] + "-"), lid
            assert isinstance(leg["series_settlement_sources"], list), lid
        assert text not in texts, lid
        texts.add(text)
        for bad in ("{", "}", "<name>", "<Team>"):
            assert bad not in text, (lid, bad)
    return ids
