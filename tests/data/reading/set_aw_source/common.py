"""Shared pieces for set (aw): series sources, key orders, allowed spellings, validator."""
import json

ESPN = {"name": "ESPN", "url": "https://www.espn.com/soccer/"}
FOX = {"name": "Fox Sports", "url": "https://www.foxsports.com/soccer"}
UEFA = {"name": "UEFA", "url": "https://www.uefa.com/"}
FIFA = {"name": "FIFA", "url": "https://www.fifa.com/"}
MLS = {"name": "MLS", "url": "https://www.mlssoccer.com/"}

EXPECTED_KEYS = ["family", "outcome", "line", "half", "scope", "source_primary",
                 "source_fallback", "timing_window", "void_cancelled",
                 "void_postponed_long", "void_abandoned"]
V1_MARKET_KEYS = ["id", "question", "slug", "groupItemTitle", "sportsMarketType", "line",
                  "outcomes", "description", "resolutionSource", "event_title", "gameStartTime"]
V2_MARKET_KEYS = ["ticker", "event_ticker", "series_ticker", "title", "yes_sub_title",
                  "no_sub_title", "rules_primary", "rules_secondary", "occurrence_datetime"]
FAMILIES = {"win", "draw", "advance", "spread", "total", "btts", "half", "exact_score", "other", "unknown"}
SCOPES = {"regulation", "extra_time", "penalties", "ambiguous", None}
SOURCES = {"official", "provider", "consensus", "ambiguous", None}
PAYOUTS = {"yes", "no", "50-50", "fair_price", "last_price", "refund", "result", "ambiguous", None}
COMPETITIONS = {"epl", "laliga", "bundesliga", "seriea", "ligue1", "mls", "ucl", "wc"}


def v1(id_, styles, meanings, home, away, comp, market, expected):
    m = {k: market.get(k) for k in V1_MARKET_KEYS}
    m["outcomes"] = json.dumps(["Yes", "No"])
    if m["line"] is None:
        m["line"] = None
    return {"id": id_, "venue": "venue_one", "styles": styles, "meanings": meanings,
            "home": home, "away": away, "competition": comp, "market": m,
            "expected": {k: expected[k] for k in EXPECTED_KEYS}}


def v2(id_, styles, meanings, home, away, comp, market, sources, expected):
    m = {k: market[k] for k in V2_MARKET_KEYS}
    return {"id": id_, "venue": "venue_two", "styles": styles, "meanings": meanings,
            "home": home, "away": away, "competition": comp, "market": m,
            "series_settlement_sources": sources,
            "expected": {k: expected[k] for k in EXPECTED_KEYS}}


def E(family, outcome, scope, sp, sf, tw, vc, vp, va=None, line=None, half=None):
    return {"family": family, "outcome": outcome, "line": line, "half": half, "scope": scope,
            "source_primary": sp, "source_fallback": sf, "timing_window": tw,
            "void_cancelled": vc, "void_postponed_long": vp, "void_abandoned": va}


def validate(legs):
    seen, texts = set(), set()
    for leg in legs:
        i = leg["id"]
        assert i not in seen, i
        seen.add(i)
        e = leg["expected"]
        assert list(e) == EXPECTED_KEYS, i
        assert leg["competition"] in COMPETITIONS, i
        assert e["family"] in FAMILIES, i
        assert e["scope"] in SCOPES, i
        assert e["source_primary"] in SOURCES and e["source_fallback"] in SOURCES, i
        for k in ("void_cancelled", "void_postponed_long", "void_abandoned"):
            assert e[k] in PAYOUTS, (i, k)
        tw = e["timing_window"]
        assert tw is None or tw in ("open_until_played", "ambiguous") or isinstance(tw, int), i
        if e["family"] == "half":
            assert e["half"] in ("first", "second") and e["scope"] is None, i
        else:
            assert e["half"] is None, i
        if e["family"] in ("spread", "total"):
            assert isinstance(e["line"], float) and e["line"] > 0, i
        if e["family"] in ("win", "advance", "spread"):
            assert e["outcome"] in (leg["home"], leg["away"]), i
        if e["family"] == "draw":
            assert e["outcome"] == "draw", i
        m = leg["market"]
        if leg["venue"] == "venue_one":
            assert i.startswith("aw1-"), i
            assert list(m) == V1_MARKET_KEYS, i
            text = m["description"]
            if e["family"] == "spread":
                assert m["line"] == -e["line"], i
        else:
            assert i.startswith("aw2-"), i
            assert list(m) == V2_MARKET_KEYS, i
            assert m["ticker"].startswith(m["event_ticker"] + "-"), i
            assert m["event_ticker"].startswith(m["series_ticker"] + "-"), i
            assert leg["series_settlement_sources"], i
            text = m["rules_primary"] + "\n" + m["rules_secondary"]
        for bad in ("{", "}", "<name>", "TODO"):
            assert bad not in text, (i, bad)
        assert text not in texts, i
        texts.add(text)
    return True
