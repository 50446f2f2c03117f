"""Shared helpers for held-out reading set (an).

Standard library only. Builds the venue wire shapes and validates each leg.
"""
import json

EXPECTED_KEYS = [
    "family", "outcome", "line", "half", "scope", "source_primary",
    "source_fallback", "timing_window", "void_cancelled",
    "void_postponed_long", "void_abandoned",
]
LEG_KEYS = ["id", "venue", "styles", "meanings", "home", "away", "competition",
            "market", "expected"]

FAMILIES = {"win", "draw", "advance", "spread", "total", "btts", "half",
            "exact_score", "other", "unknown"}
SCOPES = {"regulation", "extra_time", "penalties", "ambiguous", None}
SOURCES = {"official", "provider", "consensus", "venue", "ambiguous", None}
PAYOUTS = {"yes", "no", "50-50", "fair_price", "last_price", "refund", "result",
           "ambiguous", None}
HALVES = {"first", "second", None}

ESPN_FOX = [{"name": "ESPN", "url": "https://www.espn.com/soccer/"},
            {"name": "Fox Sports", "url": "https://www.foxsports.com/soccer"}]
ESPN_ONLY = [{"name": "ESPN", "url": "https://www.espn.com/soccer/"}]
MLS_SRC = [{"name": "MLS", "url": "https://www.mlssoccer.com/"}]
FIFA_SRC = [{"name": "FIFA", "url": "https://www.fifa.com/"}]
UEFA_SRC = [{"name": "UEFA", "url": "https://www.uefa.com/"}]

MON = ["JAN", "FEB", "MAR", "APR", "MAY", "JUN", "JUL", "AUG", "SEP", "OCT",
       "NOV", "DEC"]


def exp(family, outcome, *, line=None, half=None, scope="regulation",
        src=("official", "consensus"), window="open_until_played",
        cancelled=None, postponed=None, abandoned=None):
    """Expected record. `postponed` defaults from the window."""
    if postponed is None and window == "open_until_played":
        postponed = "result"
    return {
        "family": family, "outcome": outcome, "line": line, "half": half,
        "scope": scope, "source_primary": src[0], "source_fallback": src[1],
        "timing_window": window, "void_cancelled": cancelled,
        "void_postponed_long": postponed, "void_abandoned": abandoned,
    }


def v1_market(mid, *, question, slug, group, smt, description, event_title,
              start, resolution_source, line=None):
    """venue_one market. start: 'YYYY-MM-DD HH:MM'."""
    return {
        "id": mid,
        "question": question,
        "slug": slug,
        "groupItemTitle": group,
        "sportsMarketType": smt,
        "line": line,
        "outcomes": json.dumps(["Yes", "No"]),
        "description": description,
        "resolutionSource": resolution_source,
        "event_title": event_title,
        "gameStartTime": start + ":00+00",
    }


def kalshi_date(iso_date):
    y, m, d = iso_date.split("-")
    return f"{y[2:]}{MON[int(m) - 1]}{d}"


def v2_market(*, series, iso_date, hcode, acode, suffix, title, yes_sub,
              primary, secondary, occurrence):
    event = f"{series}-{kalshi_date(iso_date)}{hcode}{acode}"
    return {
        "ticker": f"{event}-{suffix}",
        "event_ticker": event,
        "series_ticker": series,
        "title": title,
        "yes_sub_title": yes_sub,
        "no_sub_title": yes_sub,
        "rules_primary": primary,
        "rules_secondary": secondary,
        "occurrence_datetime": occurrence,
    }


def leg(lid, venue, styles, meanings, home, away, comp, market, expected,
        series_sources=None):
    d = {"id": lid, "venue": venue, "styles": sorted(styles),
         "meanings": meanings, "home": home, "away": away,
         "competition": comp, "market": market}
    if venue == "venue_two":
        d["series_settlement_sources"] = series_sources
    d["expected"] = expected
    return d


def validate(legs, prefix, venue):
    seen = set()
    texts = set()
    for lg in legs:
        lid = lg["id"]
        assert lid.startswith(prefix), lid
        assert lid not in seen, f"duplicate id {lid}"
        seen.add(lid)
        assert lg["venue"] == venue, lid
        for k in LEG_KEYS:
            assert k in lg, (lid, k)
        e = lg["expected"]
        assert list(e.keys()) == EXPECTED_KEYS, (lid, list(e.keys()))
        assert e["family"] in FAMILIES, lid
        assert e["scope"] in SCOPES, (lid, e["scope"])
        assert e["source_primary"] in SOURCES, lid
        assert e["source_fallback"] in SOURCES, lid
        assert e["half"] in HALVES, lid
        for k in ("void_cancelled", "void_postponed_long", "void_abandoned"):
            assert e[k] in PAYOUTS, (lid, k, e[k])
        tw = e["timing_window"]
        assert tw is None or tw in ("open_until_played", "ambiguous") or \
            isinstance(tw, int), (lid, tw)
        if e["family"] == "half":
            assert e["scope"] is None and e["half"], lid
        if e["family"] in ("spread", "total"):
            assert isinstance(e["line"], float) and e["line"] > 0, lid
        if e["family"] in ("win", "advance", "spread"):
            assert e["outcome"] in (lg["home"], lg["away"]), (lid, e["outcome"])
        if e["family"] == "draw":
            assert e["outcome"] == "draw", lid
        if e["family"] == "exact_score":
            h, a = e["outcome"].split("-")
            assert h.isdigit() and a.isdigit(), lid
        m = lg["market"]
        if venue == "venue_one":
            text = m["description"]
            if e["family"] == "spread":
                assert m["line"] == -e["line"], lid
        else:
            text = m["rules_primary"] + "\n" + m["rules_secondary"]
            assert m["ticker"].startswith(m["event_ticker"] + "-"), lid
            assert isinstance(lg["series_settlement_sources"], list), lid
        assert "{" not in text.replace("{}", "") or venue == "venue_two", lid
        assert "<name>" not in text, lid
        assert text not in texts, f"duplicate text {lid}"
        texts.add(text)
    return True
