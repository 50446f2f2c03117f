"""Shared helpers for set (bb): the expected-record builder, leg builders and the validator."""

EXPECTED_KEYS = ["family", "outcome", "line", "half", "scope", "source_primary", "source_fallback",
                 "timing_window", "void_cancelled", "void_postponed_long", "void_abandoned"]
FAMILIES = {"win", "draw", "advance", "spread", "total", "btts", "half", "exact_score", "other", "unknown"}
SCOPES = {"regulation", "extra_time", "penalties", "ambiguous", None}
SOURCES = {"official", "provider", "consensus", "ambiguous", None}
PAYOUTS = {"yes", "no", "50-50", "fair_price", "last_price", "refund", "result", "ambiguous", None}
COMPETITIONS = {"epl", "laliga", "bundesliga", "seriea", "ligue1", "mls", "ucl", "wc"}

V1_MARKET_KEYS = ["id", "question", "slug", "groupItemTitle", "sportsMarketType", "line", "outcomes",
                  "description", "resolutionSource", "event_title", "gameStartTime"]
V2_MARKET_KEYS = ["ticker", "event_ticker", "series_ticker", "title", "yes_sub_title", "no_sub_title",
                  "rules_primary", "rules_secondary", "occurrence_datetime"]

ESPN = {"name": "ESPN", "url": "https://www.espn.com/soccer/"}
FOX = {"name": "Fox Sports", "url": "https://www.foxsports.com/soccer"}
UEFA = {"name": "UEFA", "url": "https://www.uefa.com/"}
FIFA = {"name": "FIFA", "url": "https://www.fifa.com/"}
MLS = {"name": "MLS", "url": "https://www.mlssoccer.com/"}


def E(family, outcome, line=None, half=None, scope=None, sp=None, sf=None, tw=None, vc=None, vp=None,
      va=None):
    return {"family": family, "outcome": outcome, "line": line, "half": half, "scope": scope,
            "source_primary": sp, "source_fallback": sf, "timing_window": tw, "void_cancelled": vc,
            "void_postponed_long": vp, "void_abandoned": va}


def v1_leg(id_, styles, meanings, home, away, comp, *, mid, question, slug, git, smt, line, desc, rs,
           gst, expected, event_title=None):
    market = {
        "id": mid, "question": question, "slug": slug, "groupItemTitle": git, "sportsMarketType": smt,
        "line": line, "outcomes": "[\"Yes\", \"No\"]", "description": desc, "resolutionSource": rs,
        "event_title": event_title or f"{home} vs. {away}", "gameStartTime": gst,
    }
    return {"id": id_, "venue": "venue_one", "styles": sorted(styles), "meanings": meanings, "home": home,
            "away": away, "competition": comp, "market": market, "expected": expected}


def v2_leg(id_, styles, meanings, home, away, comp, *, ticker, series, title, yes_sub, primary,
           secondary, occ, sources, expected, no_sub=None):
    event_ticker = ticker.rsplit("-", 1)[0]
    market = {
        "ticker": ticker, "event_ticker": event_ticker, "series_ticker": series, "title": title,
        "yes_sub_title": yes_sub, "no_sub_title": no_sub or yes_sub, "rules_primary": primary,
        "rules_secondary": secondary, "occurrence_datetime": occ,
    }
    return {"id": id_, "venue": "venue_two", "styles": sorted(styles), "meanings": meanings, "home": home,
            "away": away, "competition": comp, "market": market, "series_settlement_sources": sources,
            "expected": expected}


def validate(legs, venue, prefix):
    errs = []
    seen = set()
    texts = set()
    for n, leg in enumerate(legs, 1):
        i = leg["id"]
        want = f"{prefix}-{n:03d}"
        if i != want:
            errs.append(f"{i}: expected id {want}")
        if i in seen:
            errs.append(f"{i}: duplicate id")
        seen.add(i)
        if leg["venue"] != venue:
            errs.append(f"{i}: venue")
        if leg["competition"] not in COMPETITIONS:
            errs.append(f"{i}: competition")
        ex = leg["expected"]
        if list(ex) != EXPECTED_KEYS:
            errs.append(f"{i}: expected keys {list(ex)}")
        if ex["family"] not in FAMILIES:
            errs.append(f"{i}: family")
        if ex["scope"] not in SCOPES:
            errs.append(f"{i}: scope")
        for k in ("source_primary", "source_fallback"):
            if ex[k] not in SOURCES:
                errs.append(f"{i}: {k}")
        for k in ("void_cancelled", "void_postponed_long", "void_abandoned"):
            if ex[k] not in PAYOUTS:
                errs.append(f"{i}: {k}")
        if ex["void_cancelled"] == "result" or ex["void_abandoned"] == "result":
            errs.append(f"{i}: 'result' is only a postponement payout")
        tw = ex["timing_window"]
        if not (tw is None or tw in ("open_until_played", "ambiguous") or (isinstance(tw, int) and tw > 0)):
            errs.append(f"{i}: timing_window {tw!r}")
        if (tw is None) != (ex["void_postponed_long"] is None):
            errs.append(f"{i}: timing window and postponement payout must both be null or both set")
        if tw == "open_until_played" and ex["void_postponed_long"] != "result":
            errs.append(f"{i}: open_until_played pairs with result")
        fam = ex["family"]
        if fam in ("win", "advance", "spread") and ex["outcome"] not in (leg["home"], leg["away"]):
            errs.append(f"{i}: team outcome {ex['outcome']!r} is not one of the teams")
        if fam == "draw" and ex["outcome"] != "draw":
            errs.append(f"{i}: draw outcome")
        if fam == "half":
            if ex["half"] not in ("first", "second") or ex["scope"] is not None:
                errs.append(f"{i}: half/scope")
        elif ex["half"] is not None:
            errs.append(f"{i}: half set on non-half leg")
        if fam == "advance" and ex["scope"] != "penalties":
            errs.append(f"{i}: advance scope")
        if fam in ("spread", "total"):
            if not (isinstance(ex["line"], float) and ex["line"] > 0):
                errs.append(f"{i}: line must be positive")
        elif ex["line"] is not None:
            errs.append(f"{i}: line on a family without one")
        if fam == "total" and ex["outcome"] not in ("over", "under"):
            errs.append(f"{i}: total outcome")
        if fam == "btts" and ex["outcome"] not in ("yes", "no"):
            errs.append(f"{i}: btts outcome")
        if fam == "exact_score":
            a, _, b = ex["outcome"].partition("-")
            if not (a.isdigit() and b.isdigit()):
                errs.append(f"{i}: exact score outcome")
        m = leg["market"]
        if venue == "venue_one":
            if list(m) != V1_MARKET_KEYS:
                errs.append(f"{i}: market keys")
            if fam == "spread" and m["line"] != -ex["line"]:
                errs.append(f"{i}: wire spread line")
            if fam == "total" and m["line"] != ex["line"]:
                errs.append(f"{i}: wire total line")
            text = m["description"]
        else:
            if list(m) != V2_MARKET_KEYS:
                errs.append(f"{i}: market keys")
            if not m["ticker"].startswith(m["event_ticker"] + "-") or not m["event_ticker"].startswith(m["series_ticker"] + "-"):
                errs.append(f"{i}: ticker grammar")
            if not isinstance(leg.get("series_settlement_sources"), list) or not leg["series_settlement_sources"]:
                errs.append(f"{i}: series_settlement_sources")
            text = m["rules_primary"] + "\n" + m["rules_secondary"]
        for bad in ("{", "}", "<name>", "TODO", "XXX"):
            if bad in text:
                errs.append(f"{i}: placeholder {bad!r} in text")
        if text in texts:
            errs.append(f"{i}: duplicate text")
        texts.add(text)
        fams = [x for x in leg["meanings"] if x.startswith("F:")]
        if fams != [f"F:{fam}"]:
            errs.append(f"{i}: meanings family tag")
    return errs
