"""Shared helpers for held-out set (bi): wire builders, allowed spellings, validator."""
import json

EXPECTED_KEYS = ["family", "outcome", "line", "half", "scope", "source_primary",
                 "source_fallback", "timing_window", "void_cancelled",
                 "void_postponed_long", "void_abandoned"]
FAMILIES = {"win", "draw", "advance", "spread", "total", "btts", "half", "exact_score",
            "other", "unknown"}
SCOPES = {"regulation", "extra_time", "penalties", "ambiguous", None}
SOURCES = {"official", "provider", "consensus", "ambiguous", None}
PAYOUTS = {"yes", "no", "50-50", "fair_price", "last_price", "refund", "result",
           "ambiguous", None}
TIMINGS = {"open_until_played", "ambiguous", None}
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
ESPN_FOX = [{"name": "ESPN", "url": "https://www.espn.com/soccer/"},
            {"name": "Fox Sports", "url": "https://www.foxsports.com/soccer"}]
UEFA = [{"name": "UEFA", "url": "https://www.uefa.com/"}]
FIFA = [{"name": "FIFA", "url": "https://www.fifa.com/"}]
MLS = [{"name": "MLS", "url": "https://www.mlssoccer.com/"}]

MONTHS = ["JAN", "FEB", "MAR", "APR", "MAY", "JUN", "JUL", "AUG", "SEP", "OCT", "NOV", "DEC"]


def exp(family, outcome, line=None, half=None, scope=None, sp=None, sf=None,
        timing=None, vc=None, vp=None, va=None):
    return {"family": family, "outcome": outcome, "line": line, "half": half,
            "scope": scope, "source_primary": sp, "source_fallback": sf,
            "timing_window": timing, "void_cancelled": vc, "void_postponed_long": vp,
            "void_abandoned": va}


def leg_one(n, styles, meanings, home, away, comp, mid, question, slug, git, smt, line,
            description, kickoff, event_title=None, expected=None, resolution_source=True):
    """kickoff: 'YYYY-MM-DD HH:MM' UTC."""
    return {
        "id": "bi1-%03d" % n, "venue": "venue_one", "styles": sorted(styles),
        "meanings": meanings, "home": home, "away": away, "competition": comp,
        "market": {
            "id": mid, "question": question, "slug": slug, "groupItemTitle": git,
            "sportsMarketType": smt, "line": line, "outcomes": json.dumps(["Yes", "No"]),
            "description": description,
            "resolutionSource": SITES[comp] if resolution_source else "",
            "event_title": event_title or ("%s vs. %s" % (home, away)),
            "gameStartTime": kickoff + ":00+00",
        },
        "expected": expected,
    }


def leg_two(n, styles, meanings, home, away, comp, series, date, hcode, acode, suffix,
            title, yes_sub, primary, secondary, kickoff, sources, expected):
    """date: 'YYYY-MM-DD' (the ticker date); kickoff: ISO Z."""
    y, m, d = date.split("-")
    ev = "%s-%s%s%s%s%s" % (series, y[2:], MONTHS[int(m) - 1], d, hcode, acode)
    return {
        "id": "bi2-%03d" % n, "venue": "venue_two", "styles": sorted(styles),
        "meanings": meanings, "home": home, "away": away, "competition": comp,
        "market": {
            "ticker": "%s-%s" % (ev, suffix), "event_ticker": ev, "series_ticker": series,
            "title": title, "yes_sub_title": yes_sub, "no_sub_title": yes_sub,
            "rules_primary": primary, "rules_secondary": secondary,
            "occurrence_datetime": kickoff,
        },
        "series_settlement_sources": sources,
        "expected": expected,
    }


def validate(legs, venue):
    ids = set()
    texts = set()
    for leg in legs:
        i = leg["id"]
        assert i not in ids, i
        ids.add(i)
        assert leg["venue"] == venue, i
        assert leg["competition"] in COMPETITIONS, i
        e = leg["expected"]
        assert list(e) == EXPECTED_KEYS, i
        assert e["family"] in FAMILIES, i
        assert e["scope"] in SCOPES, i
        assert e["source_primary"] in SOURCES and e["source_fallback"] in SOURCES, i
        for k in ("void_cancelled", "void_postponed_long", "void_abandoned"):
            assert e[k] in PAYOUTS, (i, k)
        assert e["timing_window"] in TIMINGS or isinstance(e["timing_window"], int), i
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
        if e["timing_window"] == "open_until_played":
            assert e["void_postponed_long"] == "result", i
        m = leg["market"]
        if venue == "venue_one":
            t = m["description"]
            if e["family"] == "spread":
                assert m["line"] == -e["line"], i
        else:
            t = m["rules_primary"] + "\n" + m["rules_secondary"]
            assert m["ticker"].startswith(m["event_ticker"] + "-"), i
        assert "{" not in t and "}" not in t, i
        assert t not in texts, i
        texts.add(t)
    return True
