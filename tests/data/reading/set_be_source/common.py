"""Shared helpers for held-out set (be): leg builders and the validator."""
import json

EXPECTED_KEYS = ["family", "outcome", "line", "half", "scope", "source_primary",
                 "source_fallback", "timing_window", "void_cancelled",
                 "void_postponed_long", "void_abandoned"]
FAMILIES = {"win", "draw", "advance", "spread", "total", "btts", "half",
            "exact_score", "other", "unknown"}
SCOPES = {"regulation", "extra_time", "penalties", "ambiguous", None}
SOURCES = {"official", "provider", "consensus", "venue", "ambiguous", None}
VOIDS = {"yes", "no", "50-50", "fair_price", "last_price", "refund", "result",
         "ambiguous", None}
COMPETITIONS = {"epl", "laliga", "bundesliga", "seriea", "ligue1", "mls", "ucl", "wc"}
ESPN_FOX = [{"name": "ESPN", "url": "https://www.espn.com/soccer/"},
            {"name": "Fox Sports", "url": "https://www.foxsports.com/soccer"}]
ESPN = [{"name": "ESPN", "url": "https://www.espn.com/soccer/"}]
MLS = [{"name": "MLS", "url": "https://www.mlssoccer.com/"}]
UEFA = [{"name": "UEFA", "url": "https://www.uefa.com/"}]
FIFA = [{"name": "FIFA", "url": "https://www.fifa.com/"}]


def exp(family, outcome, scope, sp, sf, tw, vc, vp, va, line=None, half=None):
    return {"family": family, "outcome": outcome, "line": line, "half": half,
            "scope": scope, "source_primary": sp, "source_fallback": sf,
            "timing_window": tw, "void_cancelled": vc, "void_postponed_long": vp,
            "void_abandoned": va}


def leg_v1(n, writer, styles, meanings, home, away, comp, market, expected):
    market = dict(market)
    market.setdefault("line", None)
    market.setdefault("outcomes", json.dumps(["Yes", "No"]))
    return {"id": "be1-%03d" % n, "venue": "venue_one",
            "styles": ["writer:" + writer] + sorted(styles), "meanings": meanings, "home": home,
            "away": away, "competition": comp, "market": market,
            "expected": expected}


def leg_v2(n, writer, styles, meanings, home, away, comp, market, series_sources,
           expected):
    return {"id": "be2-%03d" % n, "venue": "venue_two",
            "styles": ["writer:" + writer] + sorted(styles), "meanings": meanings, "home": home,
            "away": away, "competition": comp, "market": market,
            "series_settlement_sources": series_sources, "expected": expected}


def rule_text(leg):
    m = leg["market"]
    if leg["venue"] == "venue_one":
        return m["description"]
    return m["rules_primary"] + "\n" + m["rules_secondary"]


def validate(legs, prefix, venue):
    ids = set()
    texts = set()
    errors = []
    for leg in legs:
        i = leg["id"]
        if not i.startswith(prefix) or i in ids:
            errors.append("bad/duplicate id " + i)
        ids.add(i)
        if leg["venue"] != venue:
            errors.append(i + " venue")
        if leg["competition"] not in COMPETITIONS:
            errors.append(i + " competition")
        e = leg["expected"]
        if list(e.keys()) != EXPECTED_KEYS:
            errors.append(i + " expected keys")
        if e["family"] not in FAMILIES:
            errors.append(i + " family")
        if e["scope"] not in SCOPES:
            errors.append(i + " scope")
        for k in ("source_primary", "source_fallback"):
            if e[k] not in SOURCES:
                errors.append(i + " " + k)
        for k in ("void_cancelled", "void_postponed_long", "void_abandoned"):
            if e[k] not in VOIDS:
                errors.append(i + " " + k)
        tw = e["timing_window"]
        if not (tw is None or tw in ("open_until_played", "ambiguous") or isinstance(tw, int)):
            errors.append(i + " timing_window")
        if (tw is None) != (e["void_postponed_long"] is None):
            errors.append(i + " timing/postponed payout disagree on silence")
        if e["family"] == "half":
            if e["half"] not in ("first", "second") or e["scope"] is not None:
                errors.append(i + " half/scope")
        elif e["half"] is not None:
            errors.append(i + " half set on non-half leg")
        if e["family"] in ("spread", "total"):
            if not isinstance(e["line"], float) or e["line"] <= 0:
                errors.append(i + " line")
        if e["family"] in ("win", "advance", "spread") and e["outcome"] not in (leg["home"], leg["away"]):
            errors.append(i + " team outcome")
        if e["family"] == "draw" and e["outcome"] != "draw":
            errors.append(i + " draw outcome")
        if e["family"] == "total" and e["outcome"] not in ("over", "under"):
            errors.append(i + " total outcome")
        m = leg["market"]
        if venue == "venue_one":
            for k in ("question", "slug", "groupItemTitle", "sportsMarketType",
                      "description", "resolutionSource", "event_title", "gameStartTime"):
                if k not in m:
                    errors.append(i + " market." + k)
            if e["family"] == "spread" and m["line"] != -e["line"]:
                errors.append(i + " wire spread line")
        else:
            for k in ("ticker", "event_ticker", "series_ticker", "title", "yes_sub_title",
                      "no_sub_title", "rules_primary", "rules_secondary",
                      "occurrence_datetime"):
                if k not in m:
                    errors.append(i + " market." + k)
            if not m["ticker"].startswith(m["event_ticker"] + "-"):
                errors.append(i + " ticker")
            if not m["event_ticker"].startswith(m["series_ticker"] + "-"):
                errors.append(i + " event ticker")
            if not leg["series_settlement_sources"]:
                errors.append(i + " series sources")
        t = rule_text(leg)
        if any(c in t for c in "{}<"):
            errors.append(i + " placeholder")
        if t in texts:
            errors.append(i + " duplicate text")
        texts.add(t)
    return errors
