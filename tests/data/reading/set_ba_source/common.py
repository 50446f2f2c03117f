"""Shared helpers for set (ba): wire builders, value spellings, validator."""
import hashlib
import json

EXPECTED_KEYS = [
    "family", "outcome", "line", "half", "scope", "source_primary", "source_fallback",
    "timing_window", "void_cancelled", "void_postponed_long", "void_abandoned",
]
FAMILIES = {"win", "draw", "advance", "spread", "total", "btts", "half", "exact_score", "other"}
SCOPES = {"regulation", "extra_time", "penalties", "ambiguous", None}
SOURCES = {"official", "provider", "consensus", "venue", "ambiguous", None}
PAYOUTS = {"yes", "no", "50-50", "fair_price", "last_price", "refund", "result", "ambiguous", None}
COMPETITIONS = {"epl", "laliga", "bundesliga", "seriea", "ligue1", "mls", "ucl", "wc"}

ESPN = {"name": "ESPN", "url": "https://www.espn.com/soccer/"}
FOX = {"name": "Fox Sports", "url": "https://www.foxsports.com/soccer"}
MLS = {"name": "MLS", "url": "https://www.mlssoccer.com/"}
UEFA = {"name": "UEFA", "url": "https://www.uefa.com/"}
FIFA = {"name": "FIFA", "url": "https://www.fifa.com/"}


def exp(family, outcome, line=None, half=None, scope="regulation", src=None, fb=None,
        window=None, cancelled=None, post_long=None, abandoned=None):
    return {
        "family": family, "outcome": outcome, "line": line, "half": half, "scope": scope,
        "source_primary": src, "source_fallback": fb, "timing_window": window,
        "void_cancelled": cancelled, "void_postponed_long": post_long,
        "void_abandoned": abandoned,
    }


def gamma_id(key):
    """Deterministic 7-digit Gamma-style market id."""
    return str(4_000_000 + int(hashlib.sha1(key.encode()).hexdigest(), 16) % 900_000)


def v1_leg(num, *, styles, meanings, home, away, competition, question, slug,
           group_item_title, market_type, line, description, resolution_source,
           event_title, game_start, expected, outcomes='["Yes", "No"]'):
    lid = "ba1-%03d" % num
    return {
        "id": lid, "venue": "venue_one", "styles": sorted(styles), "meanings": meanings,
        "home": home, "away": away, "competition": competition,
        "market": {
            "id": gamma_id(lid), "question": question, "slug": slug,
            "groupItemTitle": group_item_title, "sportsMarketType": market_type,
            "line": line, "outcomes": outcomes,
            "description": description, "resolutionSource": resolution_source,
            "event_title": event_title, "gameStartTime": game_start,
        },
        "expected": expected,
    }


def v2_leg(num, *, styles, meanings, home, away, competition, ticker, title,
           yes_sub_title, rules_primary, rules_secondary, occurrence, sources, expected,
           no_sub_title=None):
    lid = "ba2-%03d" % num
    event_ticker = ticker.rsplit("-", 1)[0]
    series = event_ticker.split("-", 1)[0]
    return {
        "id": lid, "venue": "venue_two", "styles": sorted(styles), "meanings": meanings,
        "home": home, "away": away, "competition": competition,
        "market": {
            "ticker": ticker, "event_ticker": event_ticker, "series_ticker": series,
            "title": title, "yes_sub_title": yes_sub_title,
            "no_sub_title": no_sub_title if no_sub_title is not None else yes_sub_title,
            "rules_primary": rules_primary, "rules_secondary": rules_secondary,
            "occurrence_datetime": occurrence,
        },
        "series_settlement_sources": sources,
        "expected": expected,
    }


def validate(legs):
    seen, texts = set(), set()
    errors = []
    for leg in legs:
        lid = leg["id"]
        if lid in seen:
            errors.append(f"{lid}: duplicate id")
        seen.add(lid)
        e = leg["expected"]
        if list(e.keys()) != EXPECTED_KEYS:
            errors.append(f"{lid}: expected keys {list(e.keys())}")
        if e["family"] not in FAMILIES:
            errors.append(f"{lid}: family {e['family']}")
        if e["scope"] not in SCOPES:
            errors.append(f"{lid}: scope {e['scope']}")
        if e["family"] == "half":
            if e["scope"] is not None or e["half"] not in ("first", "second"):
                errors.append(f"{lid}: half/scope")
        elif e["half"] is not None:
            errors.append(f"{lid}: half set on non-half leg")
        for k in ("source_primary", "source_fallback"):
            if e[k] not in SOURCES:
                errors.append(f"{lid}: {k} {e[k]}")
        for k in ("void_cancelled", "void_postponed_long", "void_abandoned"):
            if e[k] not in PAYOUTS:
                errors.append(f"{lid}: {k} {e[k]}")
        tw = e["timing_window"]
        if not (tw is None or isinstance(tw, int) or tw in ("open_until_played", "ambiguous")):
            errors.append(f"{lid}: timing_window {tw}")
        if (tw == "open_until_played") != (e["void_postponed_long"] == "result"):
            errors.append(f"{lid}: P1 pair inconsistent")
        if e["family"] in ("win", "advance", "spread") and e["outcome"] not in (leg["home"], leg["away"]):
            errors.append(f"{lid}: team outcome {e['outcome']} not in fixture")
        if e["family"] == "draw" and e["outcome"] != "draw":
            errors.append(f"{lid}: draw outcome")
        if e["family"] in ("spread", "total") and not (isinstance(e["line"], float) and e["line"] > 0):
            errors.append(f"{lid}: line")
        if leg["competition"] not in COMPETITIONS:
            errors.append(f"{lid}: competition")
        m = leg["market"]
        if leg["venue"] == "venue_one":
            text = m["description"]
            json.loads(m["outcomes"])
            if e["family"] == "spread" and m["line"] != -e["line"]:
                errors.append(f"{lid}: wire spread line")
            if not lid.startswith("ba1-"):
                errors.append(f"{lid}: id prefix")
        else:
            text = m["rules_primary"] + "\n" + m["rules_secondary"]
            if not m["ticker"].startswith(m["event_ticker"] + "-"):
                errors.append(f"{lid}: ticker/event_ticker")
            if not lid.startswith("ba2-"):
                errors.append(f"{lid}: id prefix")
        if text in texts:
            errors.append(f"{lid}: duplicate text")
        texts.add(text)
        for bad in ("{", "}", "<name>", "TODO"):
            if bad in text:
                errors.append(f"{lid}: placeholder {bad!r}")
    return errors
