"""Shared helpers for held-out reading set (ai): wire builders, value spellings, validator."""
import json

EXPECTED_KEYS = [
    "family", "outcome", "line", "half", "scope", "source_primary", "source_fallback",
    "timing_window", "void_cancelled", "void_postponed_long", "void_abandoned",
]
FAMILIES = {"win", "draw", "advance", "spread", "total", "btts", "half", "exact_score",
            "other", "unknown"}
SCOPES = {"regulation", "extra_time", "penalties", "ambiguous", None}
SOURCES = {"official", "provider", "consensus", "venue", "ambiguous", None}
PAYOUTS = {"yes", "no", "50-50", "fair_price", "last_price", "refund", "result",
           "ambiguous", None}
HALVES = {"first", "second", None}
LEG_KEYS = ["id", "venue", "styles", "meanings", "home", "away", "competition", "market",
            "expected"]
V1_MARKET_KEYS = ["id", "question", "slug", "groupItemTitle", "sportsMarketType", "line",
                  "outcomes", "description", "resolutionSource", "event_title",
                  "gameStartTime"]
V2_MARKET_KEYS = ["ticker", "event_ticker", "series_ticker", "title", "yes_sub_title",
                  "no_sub_title", "rules_primary", "rules_secondary", "occurrence_datetime"]

ESPN_FOX = [{"name": "ESPN", "url": "https://www.espn.com/soccer/"},
            {"name": "Fox Sports", "url": "https://www.foxsports.com/soccer"}]
MLS_SRC = [{"name": "Major League Soccer", "url": "https://www.mlssoccer.com/"}]
UEFA_SRC = [{"name": "UEFA", "url": "https://www.uefa.com/"}]


def expected(family, outcome, *, line=None, half=None, scope="regulation",
             source_primary="official", source_fallback="consensus",
             timing_window="open_until_played", void_cancelled=None,
             void_postponed_long="result", void_abandoned=None):
    return {
        "family": family, "outcome": outcome, "line": line, "half": half, "scope": scope,
        "source_primary": source_primary, "source_fallback": source_fallback,
        "timing_window": timing_window, "void_cancelled": void_cancelled,
        "void_postponed_long": void_postponed_long, "void_abandoned": void_abandoned,
    }


def v1_market(mid, question, slug, title, smt, description, event_title, start,
              resolution_source="", line=None, outcomes=("Yes", "No")):
    return {
        "id": mid, "question": question, "slug": slug, "groupItemTitle": title,
        "sportsMarketType": smt, "line": line, "outcomes": json.dumps(list(outcomes)),
        "description": description, "resolutionSource": resolution_source,
        "event_title": event_title, "gameStartTime": start,
    }


def v2_market(ticker, title, yes_sub, primary, secondary, occurrence, no_sub=None):
    parts = ticker.split("-")
    event_ticker = "-".join(parts[:2])
    series = parts[0]
    return {
        "ticker": ticker, "event_ticker": event_ticker, "series_ticker": series,
        "title": title, "yes_sub_title": yes_sub,
        "no_sub_title": no_sub if no_sub is not None else yes_sub,
        "rules_primary": primary, "rules_secondary": secondary,
        "occurrence_datetime": occurrence,
    }


def leg(lid, venue, styles, meanings, home, away, comp, market, exp, series_sources=None):
    d = {"id": lid, "venue": venue, "styles": sorted(styles), "meanings": meanings,
         "home": home, "away": away, "competition": comp, "market": market}
    if venue == "venue_two":
        d["series_settlement_sources"] = series_sources
    d["expected"] = exp
    return d


def rule_text(d):
    m = d["market"]
    if d["venue"] == "venue_one":
        return m["description"]
    return m["rules_primary"] + "\n" + m["rules_secondary"]


def validate(legs, prefix, venue):
    errors = []
    seen = set()
    texts = set()
    for d in legs:
        lid = d.get("id")
        for k in LEG_KEYS:
            if k not in d:
                errors.append(f"{lid}: missing {k}")
        if not lid or not lid.startswith(prefix) or lid in seen:
            errors.append(f"{lid}: bad or duplicate id")
        seen.add(lid)
        if d["venue"] != venue:
            errors.append(f"{lid}: venue")
        mk = V1_MARKET_KEYS if venue == "venue_one" else V2_MARKET_KEYS
        for k in mk:
            if k not in d["market"]:
                errors.append(f"{lid}: market missing {k}")
        if venue == "venue_two" and not d.get("series_settlement_sources"):
            errors.append(f"{lid}: series_settlement_sources")
        e = d["expected"]
        if list(e.keys()) != EXPECTED_KEYS:
            errors.append(f"{lid}: expected keys {list(e.keys())}")
        if e["family"] not in FAMILIES:
            errors.append(f"{lid}: family")
        if e["scope"] not in SCOPES:
            errors.append(f"{lid}: scope")
        if e["half"] not in HALVES:
            errors.append(f"{lid}: half")
        if e["family"] == "half" and (e["half"] is None or e["scope"] is not None):
            errors.append(f"{lid}: half/scope")
        if e["family"] != "half" and e["half"] is not None:
            errors.append(f"{lid}: half set on non-half")
        for k in ("source_primary", "source_fallback"):
            if e[k] not in SOURCES:
                errors.append(f"{lid}: {k}")
        for k in ("void_cancelled", "void_postponed_long", "void_abandoned"):
            if e[k] not in PAYOUTS:
                errors.append(f"{lid}: {k}={e[k]}")
        tw = e["timing_window"]
        if not (tw in (None, "open_until_played", "ambiguous") or
                (isinstance(tw, int) and tw > 0)):
            errors.append(f"{lid}: timing_window {tw}")
        if e["family"] in ("win", "advance") and e["outcome"] not in (d["home"], d["away"]):
            errors.append(f"{lid}: outcome team")
        if e["family"] == "draw" and e["outcome"] != "draw":
            errors.append(f"{lid}: draw outcome")
        if e["family"] in ("spread", "total") and not (isinstance(e["line"], float) and e["line"] > 0):
            errors.append(f"{lid}: line")
        if venue == "venue_one" and e["family"] == "spread":
            if d["market"]["line"] != -e["line"]:
                errors.append(f"{lid}: wire spread line")
        if e["family"] == "exact_score":
            a, _, b = e["outcome"].partition("-")
            if not (a.isdigit() and b.isdigit()):
                errors.append(f"{lid}: score")
        t = rule_text(d)
        if t in texts:
            errors.append(f"{lid}: duplicate text")
        texts.add(t)
        for bad in ("{", "}", "<name>", "TODO"):
            if bad in t:
                errors.append(f"{lid}: placeholder {bad!r}")
    return errors
