"""Shared helpers for held-out reading set (at): rules written in a second language."""

EXPECTED_KEYS = [
    "family", "outcome", "line", "half", "scope", "source_primary", "source_fallback",
    "timing_window", "void_cancelled", "void_postponed_long", "void_abandoned",
]

FAMILIES = {"win", "draw", "advance", "spread", "total", "btts", "half", "exact_score",
            "other", "unknown"}
SCOPES = {None, "regulation", "extra_time", "penalties", "ambiguous"}
SOURCES = {None, "official", "provider", "consensus", "venue", "ambiguous"}
PAYOUTS = {None, "yes", "no", "50-50", "fair_price", "last_price", "refund", "result",
           "unspecified", "ambiguous"}

V1_MARKET_KEYS = ["id", "question", "slug", "groupItemTitle", "sportsMarketType", "line",
                  "outcomes", "description", "resolutionSource", "event_title",
                  "gameStartTime"]
V2_MARKET_KEYS = ["ticker", "event_ticker", "series_ticker", "title", "yes_sub_title",
                  "no_sub_title", "rules_primary", "rules_secondary", "occurrence_datetime"]

ESPN = {"name": "ESPN", "url": "https://www.espn.com/soccer/"}
FOX = {"name": "Fox Sports", "url": "https://www.foxsports.com/soccer"}
MLS = {"name": "MLS", "url": "https://www.mlssoccer.com/"}
UEFA = {"name": "UEFA", "url": "https://www.uefa.com/"}
FIFA = {"name": "FIFA", "url": "https://www.fifa.com/"}

YES_NO = "[\"Yes\", \"No\"]"


def exp(family, outcome, scope, sp, sf, tw, vc, vp, va, line=None, half=None):
    """Build an `expected` record in the README's key order."""
    return {
        "family": family, "outcome": outcome, "line": line, "half": half, "scope": scope,
        "source_primary": sp, "source_fallback": sf, "timing_window": tw,
        "void_cancelled": vc, "void_postponed_long": vp, "void_abandoned": va,
    }


def v1(n, styles, meanings, home, away, comp, mid, question, slug, git, smt, line,
       description, rsrc, start, expected):
    return {
        "id": "at1-%03d" % n, "venue": "venue_one", "styles": sorted(styles),
        "meanings": meanings, "home": home, "away": away, "competition": comp,
        "market": {
            "id": mid, "question": question, "slug": slug, "groupItemTitle": git,
            "sportsMarketType": smt, "line": line, "outcomes": YES_NO,
            "description": description, "resolutionSource": rsrc,
            "event_title": "%s vs. %s" % (home, away), "gameStartTime": start,
        },
        "expected": expected,
    }


def v2(n, styles, meanings, home, away, comp, series, evcode, suffix, title, yes_sub,
       primary, secondary, occ, sources, expected):
    event = "%s-%s" % (series, evcode)
    return {
        "id": "at2-%03d" % n, "venue": "venue_two", "styles": sorted(styles),
        "meanings": meanings, "home": home, "away": away, "competition": comp,
        "market": {
            "ticker": "%s-%s" % (event, suffix), "event_ticker": event,
            "series_ticker": series, "title": title, "yes_sub_title": yes_sub,
            "no_sub_title": yes_sub, "rules_primary": primary,
            "rules_secondary": secondary, "occurrence_datetime": occ,
        },
        "series_settlement_sources": sources,
        "expected": expected,
    }
