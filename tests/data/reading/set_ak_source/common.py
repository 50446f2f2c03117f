"""Shared helpers for set (ak): expected records, wire builders, value spellings."""

import hashlib

EXPECTED_KEYS = ["family", "outcome", "line", "half", "scope", "source_primary",
                 "source_fallback", "timing_window", "void_cancelled",
                 "void_postponed_long", "void_abandoned"]

FAMILIES = {"win", "draw", "advance", "spread", "total", "btts", "half", "exact_score",
            "other", "unknown"}
SCOPES = {"regulation", "extra_time", "penalties", "ambiguous", None}
SOURCES = {"official", "provider", "consensus", "venue", "ambiguous", None}
PAYOUTS = {"yes", "no", "50-50", "fair_price", "last_price", "refund", "result",
           "unspecified", "ambiguous", None}

COMP_NAMES = {
    "epl": ("Premier League", "epl", "KXEPL", "English Premier League"),
    "laliga": ("LaLiga", "lal", "KXLALIGA", "Spanish La Liga"),
    "bundesliga": ("Bundesliga", "bun", "KXBUNDESLIGA", "German Bundesliga"),
    "seriea": ("Serie A", "sea", "KXSERIEA", "Italian Serie A"),
    "ligue1": ("Ligue 1", "fl1", "KXLIGUE1", "French Ligue 1"),
    "mls": ("MLS", "mls", "KXMLS", "Major League Soccer"),
    "ucl": ("UEFA Champions League", "ucl", "KXUCL", "UEFA Champions League"),
    "wc": ("FIFA World Cup", "fifwc", "KXWC", "FIFA World Cup"),
}

SPORTS_TYPES = {
    "win": "moneyline", "draw": "moneyline", "advance": "moneyline",
    "total": "totals", "spread": "spreads", "btts": "soccer_both_teams_to_score",
    "half": "soccer_halftime_result", "exact_score": "soccer_exact_score",
}

ESPN_FOX = [{"name": "ESPN", "url": "https://www.espn.com/soccer/"},
            {"name": "Fox Sports", "url": "https://www.foxsports.com/soccer"}]
UEFA = [{"name": "UEFA", "url": "https://www.uefa.com/"}]
FIFA = [{"name": "FIFA", "url": "https://www.fifa.com/"}]
MLS = [{"name": "MLS", "url": "https://www.mlssoccer.com/"}]


def exp(family, outcome, line=None, half=None, scope=None, sp=None, sf=None, tw=None,
        vc=None, vp=None, va=None):
    return {"family": family, "outcome": outcome, "line": line, "half": half,
            "scope": scope, "source_primary": sp, "source_fallback": sf,
            "timing_window": tw, "void_cancelled": vc, "void_postponed_long": vp,
            "void_abandoned": va}


def _market_id(seed):
    return str(4900000 + int(hashlib.sha256(seed.encode()).hexdigest()[:6], 16) % 90000)


def leg_v1(n, comp, home, away, hcode, acode, date, kickoff, family, description,
           resolution_source, expected, styles, meanings, side=None, line=None, half=None,
           score=None, qdate=None):
    prefix = COMP_NAMES[comp][1]
    qdate = qdate or date
    base = f"{prefix}-{hcode}-{acode}-{qdate}"
    team = {"home": home, "away": away}.get(side)
    wire_line = None
    if family == "win":
        question = f"Will {team} win on {qdate}?"
        git, slug = team, f"{base}-{hcode if side == 'home' else acode}"
    elif family == "draw":
        question = f"Will {home} vs. {away} end in a draw?"
        git, slug = f"Draw ({home} vs. {away})", f"{base}-draw"
    elif family == "advance":
        question = f"Will {team} advance to the quarter-finals?"
        git, slug = team, f"{base}-{hcode if side == 'home' else acode}-advance"
    elif family == "total":
        word = "over" if side == "over" else "under"
        question = f"{home} vs. {away}: {word.capitalize()} {line} goals?"
        git, slug = f"{word.capitalize()} {line}", f"{base}-total-{word}-{str(line).replace('.', 'pt')}"
        wire_line = line
    elif family == "spread":
        question = f"Spread: {team} (-{line})"
        git, slug = f"{team} (-{line})", f"{base}-spread-{hcode if side == 'home' else acode}-{str(line).replace('.', 'pt')}"
        wire_line = -line
    elif family == "btts":
        question = f"{home} vs. {away}: Both Teams to Score?"
        git, slug = "Both Teams to Score", f"{base}-btts"
    elif family == "half":
        question = f"Will {team} lead at half-time on {qdate}?"
        git, slug = f"{team} (1st half)", f"{base}-1h-{hcode if side == 'home' else acode}"
    elif family == "exact_score":
        h, a = score.split("-")
        question = f"Exact score: {home} {h} - {a} {away}?"
        git, slug = f"{home} {h}-{a} {away}", f"{base}-exact-{h}-{a}"
    else:
        raise ValueError(family)
    market = {
        "id": _market_id(f"ak1-{n}"),
        "question": question,
        "slug": slug,
        "groupItemTitle": git,
        "sportsMarketType": SPORTS_TYPES[family],
        "line": wire_line,
        "outcomes": "[\"Yes\", \"No\"]",
        "description": description,
        "resolutionSource": resolution_source,
        "event_title": f"{home} vs. {away}",
        "gameStartTime": f"{date} {kickoff}:00+00",
    }
    return {"id": f"ak1-{n:03d}", "venue": "venue_one", "styles": sorted(styles),
            "meanings": meanings, "home": home, "away": away, "competition": comp,
            "market": market, "expected": expected}


MONTHS = ["JAN", "FEB", "MAR", "APR", "MAY", "JUN", "JUL", "AUG", "SEP", "OCT", "NOV", "DEC"]


def leg_v2(n, comp, series_suffix, home, away, hcode, acode, date, kickoff, suffix, title,
           yes_sub, rules_primary, rules_secondary, sources, expected, styles, meanings,
           no_sub=None, tdate=None):
    y, m, d = (tdate or date).split("-")
    series = COMP_NAMES[comp][2] + series_suffix
    event = f"{series}-{y[2:]}{MONTHS[int(m) - 1]}{d}{hcode}{acode}"
    market = {
        "ticker": f"{event}-{suffix}",
        "event_ticker": event,
        "series_ticker": series,
        "title": title,
        "yes_sub_title": yes_sub,
        "no_sub_title": no_sub or yes_sub,
        "rules_primary": rules_primary,
        "rules_secondary": rules_secondary,
        "occurrence_datetime": f"{date}T{kickoff}:00Z",
    }
    return {"id": f"ak2-{n:03d}", "venue": "venue_two", "styles": sorted(styles),
            "meanings": meanings, "home": home, "away": away, "competition": comp,
            "market": market, "series_settlement_sources": sources, "expected": expected}
