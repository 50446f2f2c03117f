"""Shared helpers for held-out reading set (bj): builders, value spellings, validation."""
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
COMPETITIONS = {"epl", "laliga", "bundesliga", "seriea", "ligue1", "mls", "ucl", "wc"}

ESPN_FOX = [{"name": "ESPN", "url": "https://www.espn.com/soccer/"},
            {"name": "Fox Sports", "url": "https://www.foxsports.com/soccer"}]
MLS_SRC = [{"name": "MLS", "url": "https://www.mlssoccer.com/"}]
FIFA_SRC = [{"name": "FIFA", "url": "https://www.fifa.com/"}]


def exp(family, outcome, scope, sp, sf, tw, vc, vp, va=None, line=None, half=None):
    return {"family": family, "outcome": outcome, "line": line, "half": half,
            "scope": scope, "source_primary": sp, "source_fallback": sf,
            "timing_window": tw, "void_cancelled": vc, "void_postponed_long": vp,
            "void_abandoned": va}


def v1(id_, writer, styles, meanings, home, away, comp, mid, question, slug, git, smt,
       line, description, rsrc, start, expected, outcomes=("Yes", "No")):
    return {
        "id": id_, "venue": "venue_one", "styles": sorted(set(["writer:" + writer] + styles)),
        "meanings": meanings, "home": home, "away": away, "competition": comp,
        "market": {
            "id": mid, "question": question, "slug": slug, "groupItemTitle": git,
            "sportsMarketType": smt, "line": line,
            "outcomes": json.dumps(list(outcomes)), "description": description,
            "resolutionSource": rsrc, "event_title": f"{home} vs. {away}",
            "gameStartTime": start,
        },
        "expected": expected,
    }


def v2(id_, writer, styles, meanings, home, away, comp, series, datecode, hcode, acode,
       suffix, title, yes_sub, primary, secondary, occ, sources, expected):
    event = f"{series}-{datecode}{hcode}{acode}"
    ticker = f"{event}-{suffix}" if suffix else event
    return {
        "id": id_, "venue": "venue_two", "styles": sorted(set(["writer:" + writer] + styles)),
        "meanings": meanings, "home": home, "away": away, "competition": comp,
        "market": {
            "ticker": ticker, "event_ticker": event, "series_ticker": series,
            "title": title, "yes_sub_title": yes_sub, "no_sub_title": yes_sub,
            "rules_primary": primary, "rules_secondary": secondary,
            "occurrence_datetime": occ,
        },
        "series_settlement_sources": sources,
        "expected": expected,
    }


def validate(legs, prefix, venue):
    errs = []
    seen, texts = set(), set()
    for i, leg in enumerate(legs, 1):
        lid = leg["id"]
        if lid != f"{prefix}-{i:03d}":
            errs.append(f"{lid}: id out of sequence")
        if lid in seen:
            errs.append(f"{lid}: duplicate id")
        seen.add(lid)
        if leg["venue"] != venue:
            errs.append(f"{lid}: venue")
        if leg["competition"] not in COMPETITIONS:
            errs.append(f"{lid}: competition")
        e = leg["expected"]
        if list(e.keys()) != EXPECTED_KEYS:
            errs.append(f"{lid}: expected keys {list(e.keys())}")
        if e["family"] not in FAMILIES:
            errs.append(f"{lid}: family")
        if e["scope"] not in SCOPES:
            errs.append(f"{lid}: scope")
        if e["source_primary"] not in SOURCES or e["source_fallback"] not in SOURCES:
            errs.append(f"{lid}: source")
        for k in ("void_cancelled", "void_postponed_long", "void_abandoned"):
            if e[k] not in PAYOUTS:
                errs.append(f"{lid}: {k}={e[k]}")
        if e["timing_window"] not in (None, "open_until_played", "ambiguous") and \
                not isinstance(e["timing_window"], int):
            errs.append(f"{lid}: timing_window")
        fam = e["family"]
        if fam == "half":
            if e["half"] not in ("first", "second") or e["scope"] is not None:
                errs.append(f"{lid}: half/scope")
        elif e["half"] is not None:
            errs.append(f"{lid}: half set on non-half")
        if fam in ("win", "advance", "spread") and e["outcome"] not in (leg["home"], leg["away"]):
            errs.append(f"{lid}: team outcome {e['outcome']}")
        if fam == "draw" and e["outcome"] != "draw":
            errs.append(f"{lid}: draw outcome")
        if fam in ("spread", "total"):
            if not isinstance(e["line"], (int, float)) or e["line"] <= 0:
                errs.append(f"{lid}: line")
        elif fam not in ("other",) and e["line"] is not None:
            errs.append(f"{lid}: line on {fam}")
        if fam == "total" and e["outcome"] not in ("over", "under"):
            errs.append(f"{lid}: total outcome")
        if fam == "exact_score":
            h, _, a = str(e["outcome"]).partition("-")
            if not (h.isdigit() and a.isdigit()):
                errs.append(f"{lid}: score outcome")
        m = leg["market"]
        if venue == "venue_one":
            text = m["description"]
            if fam == "spread" and m["line"] != -e["line"]:
                errs.append(f"{lid}: wire spread line")
            if fam == "total" and m["line"] != e["line"]:
                errs.append(f"{lid}: wire total line")
        else:
            text = m["rules_primary"] + "\n" + m["rules_secondary"]
            if not m["ticker"].startswith(m["event_ticker"]) or \
                    not m["event_ticker"].startswith(m["series_ticker"]):
                errs.append(f"{lid}: ticker grammar")
        for bad in ("{", "}", "<name>", "TODO", "  "):
            if bad in text:
                errs.append(f"{lid}: placeholder/odd text {bad!r}")
        if text in texts:
            errs.append(f"{lid}: duplicate text")
        texts.add(text)
        if not any(x.startswith("F:") for x in leg["meanings"]):
            errs.append(f"{lid}: no F: meaning")
    return errs
