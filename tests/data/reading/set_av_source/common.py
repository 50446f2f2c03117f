"""Shared helpers for held-out reading set (av): wire builders, value spellings, validator."""

import json

EXPECTED_KEYS = [
    "family", "outcome", "line", "half", "scope", "source_primary", "source_fallback",
    "timing_window", "void_cancelled", "void_postponed_long", "void_abandoned",
]
FAMILIES = {"win", "draw", "advance", "spread", "total", "btts", "half", "exact_score", "other"}
SCOPES = {"regulation", "extra_time", "penalties", "ambiguous", None}
SOURCES = {"official", "provider", "consensus", "ambiguous", None}
WINDOWS_TEXT = {"open_until_played", "ambiguous", None}
PAYOUTS = {"yes", "no", "50-50", "fair_price", "last_price", "refund", "result", "ambiguous", None}
COMPETITIONS = {"epl", "laliga", "bundesliga", "seriea", "ligue1", "mls", "ucl", "wc"}

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
MLS_SRC = {"name": "MLS", "url": "https://www.mlssoccer.com/"}
FIFA_SRC = {"name": "FIFA", "url": "https://www.fifa.com/"}
ESPN_FOX = [ESPN, FOX]


def expected(family, outcome, *, line=None, half=None, scope="regulation",
             src=("official", "consensus"), window="open_until_played",
             cancelled=None, postponed=None, abandoned=None):
    if postponed is None:
        postponed = {"open_until_played": "result", 48: "fair_price", 72: "fair_price",
                     336: "last_price", None: None}.get(window)
    return {
        "family": family, "outcome": outcome, "line": line, "half": half, "scope": scope,
        "source_primary": src[0], "source_fallback": src[1], "timing_window": window,
        "void_cancelled": cancelled, "void_postponed_long": postponed,
        "void_abandoned": abandoned,
    }


def v1_leg(n, *, styles, meanings, home, away, comp, market_id, question, slug, title,
           smt, description, kickoff, exp, line=None, outcomes=("Yes", "No"),
           resolution_source=None):
    return {
        "id": f"av1-{n:03d}",
        "venue": "venue_one",
        "styles": sorted(styles),
        "meanings": meanings,
        "home": home,
        "away": away,
        "competition": comp,
        "market": {
            "id": market_id,
            "question": question,
            "slug": slug,
            "groupItemTitle": title,
            "sportsMarketType": smt,
            "line": line,
            "outcomes": json.dumps(list(outcomes)),
            "description": description,
            "resolutionSource": SITES[comp] if resolution_source is None else resolution_source,
            "event_title": f"{home} vs. {away}",
            "gameStartTime": kickoff,
        },
        "expected": exp,
    }


def v2_leg(n, *, styles, meanings, home, away, comp, ticker, title, sub, primary,
           secondary, occurrence, sources, exp):
    event_ticker = ticker.rsplit("-", 1)[0]
    return {
        "id": f"av2-{n:03d}",
        "venue": "venue_two",
        "styles": sorted(styles),
        "meanings": meanings,
        "home": home,
        "away": away,
        "competition": comp,
        "market": {
            "ticker": ticker,
            "event_ticker": event_ticker,
            "series_ticker": event_ticker.split("-")[0],
            "title": title,
            "yes_sub_title": sub,
            "no_sub_title": sub,
            "rules_primary": primary,
            "rules_secondary": secondary,
            "occurrence_datetime": occurrence,
        },
        "series_settlement_sources": sources,
        "expected": exp,
    }


def texts_of(leg):
    m = leg["market"]
    if leg["venue"] == "venue_one":
        return [m["description"]]
    return [m["rules_primary"], m["rules_secondary"]]


def validate(legs, prefix, venue):
    errors = []
    seen = set()
    for leg in legs:
        i = leg["id"]
        if not i.startswith(prefix) or i in seen:
            errors.append(f"{i}: bad or duplicate id")
        seen.add(i)
        if leg["venue"] != venue:
            errors.append(f"{i}: venue")
        if leg["competition"] not in COMPETITIONS:
            errors.append(f"{i}: competition")
        e = leg["expected"]
        if list(e) != EXPECTED_KEYS:
            errors.append(f"{i}: expected keys {list(e)}")
        if e["family"] not in FAMILIES:
            errors.append(f"{i}: family")
        if e["scope"] not in SCOPES:
            errors.append(f"{i}: scope")
        if e["source_primary"] not in SOURCES or e["source_fallback"] not in SOURCES:
            errors.append(f"{i}: source")
        tw = e["timing_window"]
        if not (tw in WINDOWS_TEXT or isinstance(tw, int)):
            errors.append(f"{i}: timing_window")
        for k in ("void_cancelled", "void_postponed_long", "void_abandoned"):
            if e[k] not in PAYOUTS:
                errors.append(f"{i}: {k}")
        fam = e["family"]
        if fam in ("win", "advance") and e["outcome"] not in (leg["home"], leg["away"]):
            errors.append(f"{i}: team outcome not a fixture team")
        if fam == "draw" and e["outcome"] != "draw":
            errors.append(f"{i}: draw outcome")
        if fam == "half":
            if e["half"] not in ("first", "second") or e["scope"] is not None:
                errors.append(f"{i}: half/scope")
        elif e["half"] is not None:
            errors.append(f"{i}: half set on non-half family")
        if fam in ("spread", "total"):
            if not isinstance(e["line"], float) or e["line"] <= 0:
                errors.append(f"{i}: line")
        if fam == "spread" and venue == "venue_one" and leg["market"]["line"] != -e["line"]:
            errors.append(f"{i}: wire spread line")
        if fam == "advance" and e["scope"] != "penalties":
            errors.append(f"{i}: advance scope")
        if fam == "exact_score":
            parts = e["outcome"].split("-")
            if len(parts) != 2 or not all(p.isdigit() for p in parts):
                errors.append(f"{i}: score")
        if f"F:{fam}" not in leg["meanings"]:
            errors.append(f"{i}: F:{fam} missing in meanings")
        for t in texts_of(leg):
            if "{" in t or "}" in t or "<" in t:
                errors.append(f"{i}: placeholder-like character")
    return errors
