"""Shared helpers for held-out reading set (aq). Standard library only."""
import hashlib
import json

EXPECTED_KEYS = [
    "family", "outcome", "line", "half", "scope", "source_primary",
    "source_fallback", "timing_window", "void_cancelled",
    "void_postponed_long", "void_abandoned",
]

FAMILIES = {"win", "draw", "advance", "spread", "total", "btts", "half",
            "exact_score", "other", "unknown"}
SCOPES = {"regulation", "extra_time", "penalties", "ambiguous", None}
SOURCES = {"official", "provider", "consensus", "ambiguous", None}
PAYOUTS = {"yes", "no", "50-50", "fair_price", "last_price", "refund",
           "result", "ambiguous", None}

ESPN_FOX = [
    {"name": "ESPN", "url": "https://www.espn.com/soccer/"},
    {"name": "Fox Sports", "url": "https://www.foxsports.com/soccer"},
]
ESPN_ONLY = [{"name": "ESPN", "url": "https://www.espn.com/soccer/"}]
UEFA = [{"name": "UEFA", "url": "https://www.uefa.com/"}]


def fake_id(seed, digits=7):
    h = hashlib.sha256(seed.encode()).hexdigest()
    return str(4000000 + int(h[:8], 16) % (10 ** digits - 4000000))


def exp(family, outcome, *, line=None, half=None, scope=None, src=None,
        fb=None, window=None, cancel=None, post=None, aband=None):
    return {
        "family": family, "outcome": outcome, "line": line, "half": half,
        "scope": scope, "source_primary": src, "source_fallback": fb,
        "timing_window": window, "void_cancelled": cancel,
        "void_postponed_long": post, "void_abandoned": aband,
    }


def v1_market(*, seed, question, slug, group, smt, line, description,
              resolution_source, event_title, kickoff):
    return {
        "id": fake_id(seed),
        "question": question,
        "slug": slug,
        "groupItemTitle": group,
        "sportsMarketType": smt,
        "line": line,
        "outcomes": json.dumps(["Yes", "No"]),
        "description": description,
        "resolutionSource": resolution_source,
        "event_title": event_title,
        "gameStartTime": kickoff,
    }


def v2_market(*, ticker, event_ticker, series, title, sub, primary,
              secondary, occurrence):
    return {
        "ticker": ticker,
        "event_ticker": event_ticker,
        "series_ticker": series,
        "title": title,
        "yes_sub_title": sub,
        "no_sub_title": sub,
        "rules_primary": primary,
        "rules_secondary": secondary,
        "occurrence_datetime": occurrence,
    }


def leg(*, id, venue, styles, meanings, home, away, competition, market,
        expected, series_sources=None):
    d = {
        "id": id, "venue": venue, "styles": sorted(styles),
        "meanings": meanings, "home": home, "away": away,
        "competition": competition, "market": market,
    }
    if venue == "venue_two":
        d["series_settlement_sources"] = series_sources
    d["expected"] = expected
    return d
