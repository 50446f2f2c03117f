"""Shared helpers for set (bh): value spellings, wire builders, validation."""
import json

EXPECTED_KEYS = ["family", "outcome", "line", "half", "scope", "source_primary",
                 "source_fallback", "timing_window", "void_cancelled",
                 "void_postponed_long", "void_abandoned"]
FAMILIES = {"win", "draw", "advance", "spread", "total", "btts", "half",
            "exact_score", "other", "unknown"}
SCOPES = {None, "regulation", "extra_time", "penalties", "ambiguous"}
SOURCES = {None, "official", "provider", "consensus", "ambiguous"}
PAYOUTS = {None, "yes", "no", "50-50", "fair_price", "last_price", "refund",
           "result", "ambiguous"}

SITES = {
    "epl": "https://www.premierleague.com/",
    "laliga": "https://www.laliga.com/",
    "bundesliga": "https://www.bundesliga.com/",
    "seriea": "https://www.legaseriea.it/",
    "ligue1": "https://www.ligue1.com/",
    "mls": "https://www.mlssoccer.com/",
    "ucl": "https://www.uefa.com/",
    "wc": "https://www.fifa.com/",
}
ESPN = {"name": "ESPN", "url": "https://www.espn.com/soccer/"}
FOX = {"name": "Fox Sports", "url": "https://www.foxsports.com/soccer"}
SERIES_SOURCES = {
    "epl": [ESPN, FOX], "laliga": [ESPN, FOX], "bundesliga": [ESPN, FOX],
    "seriea": [ESPN, FOX], "ligue1": [ESPN, FOX],
    "mls": [{"name": "MLS", "url": "https://www.mlssoccer.com/"}],
    "ucl": [{"name": "UEFA", "url": "https://www.uefa.com/"}],
    "wc": [{"name": "FIFA", "url": "https://www.fifa.com/"}],
}


def exp(family, outcome, scope="regulation", line=None, half=None, sp="official",
        sf="consensus", tw="open_until_played", vc="no", vp="result", va=None):
    return {"family": family, "outcome": outcome, "line": line, "half": half,
            "scope": scope, "source_primary": sp, "source_fallback": sf,
            "timing_window": tw, "void_cancelled": vc, "void_postponed_long": vp,
            "void_abandoned": va}


def v1(id_, styles, meanings, home, away, comp, *, mid, question, slug, git,
       smt, desc, kickoff, expected, line=None, outcomes='["Yes", "No"]',
       rsrc=None):
    return {
        "id": id_, "venue": "venue_one", "styles": sorted(styles),
        "meanings": meanings, "home": home, "away": away, "competition": comp,
        "market": {
            "id": mid, "question": question, "slug": slug, "groupItemTitle": git,
            "sportsMarketType": smt, "line": line, "outcomes": outcomes,
            "description": desc,
            "resolutionSource": SITES[comp] if rsrc is None else rsrc,
            "event_title": f"{home} vs. {away}", "gameStartTime": kickoff,
        },
        "expected": expected,
    }


def v2(id_, styles, meanings, home, away, comp, *, ticker, title, yes_sub,
       primary, secondary, occurrence, expected, series_sources=None):
    event_ticker = ticker.rsplit("-", 1)[0]
    series = event_ticker.split("-", 1)[0]
    return {
        "id": id_, "venue": "venue_two", "styles": sorted(styles),
        "meanings": meanings, "home": home, "away": away, "competition": comp,
        "market": {
            "ticker": ticker, "event_ticker": event_ticker, "series_ticker": series,
            "title": title, "yes_sub_title": yes_sub, "no_sub_title": yes_sub,
            "rules_primary": primary, "rules_secondary": secondary,
            "occurrence_datetime": occurrence,
        },
        "series_settlement_sources": (SERIES_SOURCES[comp] if series_sources is None
                                      else series_sources),
        "expected": expected,
    }


def validate(legs, venue, prefix):
    ids = set()
    texts = set()
    for leg in legs:
        assert leg["venue"] == venue, leg["id"]
        assert leg["id"].startswith(prefix) and leg["id"] not in ids, leg["id"]
        ids.add(leg["id"])
        e = leg["expected"]
        assert list(e) == EXPECTED_KEYS, leg["id"]
        assert e["family"] in FAMILIES, leg["id"]
        assert e["scope"] in SCOPES and e["source_primary"] in SOURCES, leg["id"]
        assert e["source_fallback"] in SOURCES, leg["id"]
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
            json.loads(m["outcomes"])
            if e["family"] == "spread":
                assert m["line"] == -e["line"], leg["id"]
        else:
            text = m["rules_primary"] + "\n" + m["rules_secondary"]
            assert m["ticker"].startswith(m["event_ticker"] + "-"), leg["id"]
            assert leg["series_settlement_sources"], leg["id"]
        assert text not in texts, leg["id"]
        texts.add(text)
        for bad in ("{", "}", "<name>", "TODO"):
            assert bad not in text, (leg["id"], bad)
    return True
