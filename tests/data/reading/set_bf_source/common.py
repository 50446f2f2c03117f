"""Shared helpers for set (bf): leg builders and the validator (standard library only)."""
import json

EXPECTED_KEYS = ["family", "outcome", "line", "half", "scope", "source_primary",
                 "source_fallback", "timing_window", "void_cancelled",
                 "void_postponed_long", "void_abandoned"]
FAMILIES = {"win", "draw", "advance", "spread", "total", "btts", "half", "exact_score", "other", "unknown"}
SCOPES = {"regulation", "extra_time", "penalties", "ambiguous", None}
SOURCES = {"official", "provider", "consensus", "ambiguous", None}
PAYOUTS = {"yes", "no", "50-50", "fair_price", "last_price", "refund", "unspecified",
           "result", "ambiguous", None}

ESPN_FOX = [{"name": "ESPN", "url": "https://www.espn.com/soccer/"},
            {"name": "Fox Sports", "url": "https://www.foxsports.com/soccer"}]
ESPN = [{"name": "ESPN", "url": "https://www.espn.com/soccer/"}]
FIFA = [{"name": "FIFA", "url": "https://www.fifa.com/"}]
MLS = [{"name": "MLS", "url": "https://www.mlssoccer.com/"}]


def exp(family, outcome, scope="regulation", line=None, half=None, src=("official", "consensus"),
        window="open_until_played", cancelled=None, postponed="result", abandoned=None):
    return {"family": family, "outcome": outcome, "line": line, "half": half, "scope": scope,
            "source_primary": src[0], "source_fallback": src[1], "timing_window": window,
            "void_cancelled": cancelled, "void_postponed_long": postponed,
            "void_abandoned": abandoned}


def v1(n, writer, styles, meanings, home, away, comp, market, expected):
    return {"id": "bf1-%03d" % n, "venue": "venue_one", "styles": ["writer:" + writer] + styles,
            "meanings": meanings, "home": home, "away": away, "competition": comp,
            "market": market, "expected": expected}


def v2(n, writer, styles, meanings, home, away, comp, market, series_sources, expected):
    return {"id": "bf2-%03d" % n, "venue": "venue_two", "styles": ["writer:" + writer] + styles,
            "meanings": meanings, "home": home, "away": away, "competition": comp,
            "market": market, "series_settlement_sources": series_sources, "expected": expected}


def validate(legs):
    ids, texts = set(), set()
    for leg in legs:
        assert leg["id"] not in ids, leg["id"]
        ids.add(leg["id"])
        e = leg["expected"]
        assert list(e) == EXPECTED_KEYS, leg["id"]
        assert e["family"] in FAMILIES, leg["id"]
        assert e["scope"] in SCOPES, leg["id"]
        assert e["source_primary"] in SOURCES and e["source_fallback"] in SOURCES, leg["id"]
        for k in ("void_cancelled", "void_postponed_long", "void_abandoned"):
            assert e[k] in PAYOUTS, (leg["id"], k)
        tw = e["timing_window"]
        assert tw in (None, "open_until_played", "ambiguous") or isinstance(tw, int), leg["id"]
        if e["family"] == "half":
            assert e["scope"] is None and e["half"] in ("first", "second"), leg["id"]
        else:
            assert e["half"] is None, leg["id"]
        if e["family"] in ("win", "advance", "spread", "half") and e["outcome"] != "draw":
            assert e["outcome"] in (leg["home"], leg["away"]), leg["id"]
        if e["family"] in ("spread", "total"):
            assert isinstance(e["line"], float) and e["line"] > 0, leg["id"]
        m = leg["market"]
        if leg["venue"] == "venue_one":
            t = m["description"]
            assert json.loads(m["outcomes"]) == ["Yes", "No"], leg["id"]
            if e["family"] == "spread":
                assert m["line"] == -e["line"], leg["id"]
        else:
            t = m["rules_primary"] + "\n" + m["rules_secondary"]
            assert m["ticker"].startswith(m["event_ticker"] + "-"), leg["id"]
            assert m["event_ticker"].startswith(m["series_ticker"] + "-"), leg["id"]
            assert leg["series_settlement_sources"], leg["id"]
        assert t not in texts, leg["id"]
        texts.add(t)
        for bad in ("{", "}", "<", "TODO"):
            assert bad not in t, (leg["id"], bad)
    return True
