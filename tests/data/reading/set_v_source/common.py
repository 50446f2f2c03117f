"""Shared fixtures, builders and value spellings for held-out set (v).

Standard library only. Deterministic.
"""
import hashlib
import json

REG, ET, PEN, AMB = "regulation", "extra_time", "penalties", "ambiguous"
OUP = "open_until_played"

FAMILIES = {"win", "draw", "advance", "spread", "total", "btts", "half", "exact_score", "other", "unknown"}
SCOPES = {REG, ET, PEN, AMB, None}
SOURCES = {"official", "provider", "consensus", AMB, None}
PAYOUTS = {"yes", "no", "50-50", "fair_price", "last_price", "refund", "result", AMB, None}
EXPECTED_KEYS = ["family", "outcome", "line", "half", "scope", "source_primary", "source_fallback",
                 "timing_window", "void_cancelled", "void_postponed_long", "void_abandoned"]

# competition code -> (venue_one slug prefix, venue_two series stem, venue_two league name, official site)
COMPS = {
    "epl": ("epl", "KXEPL", "English Premier League", "https://www.premierleague.com/"),
    "laliga": ("lal", "KXLALIGA", "Spanish La Liga", "https://www.laliga.com/"),
    "bundesliga": ("bun", "KXBUNDESLIGA", "German Bundesliga", "https://www.bundesliga.com/"),
    "seriea": ("sea", "KXSERIEA", "Italian Serie A", "https://www.legaseriea.it/"),
    "ligue1": ("fl1", "KXLIGUE1", "French Ligue 1", "https://www.ligue1.com/"),
    "mls": ("mls", "KXMLS", "Major League Soccer", "https://www.mlssoccer.com/"),
    "ucl": ("ucl", "KXUCL", "UEFA Champions League", "https://www.uefa.com/uefachampionsleague/"),
}

# key -> (venue_one formal name, slug code, venue_two short name, ticker code)
TEAMS = {
    "ARS": ("Arsenal FC", "ars", "Arsenal", "ARS"),
    "CHE": ("Chelsea FC", "che", "Chelsea", "CFC"),
    "LIV": ("Liverpool FC", "liv", "Liverpool", "LFC"),
    "EVE": ("Everton FC", "eve", "Everton", "EVE"),
    "MCI": ("Manchester City FC", "mac", "Manchester City", "MCI"),
    "AVL": ("Aston Villa FC", "ast", "Aston Villa", "AVL"),
    "NFO": ("Nottingham Forest FC", "not", "Nottingham Forest", "NFO"),
    "WHU": ("West Ham United FC", "wes", "West Ham", "WHU"),
    "TOT": ("Tottenham Hotspur FC", "tot", "Tottenham", "TOT"),
    "NEW": ("Newcastle United FC", "new", "Newcastle", "NEW"),
    "BRE": ("Brentford FC", "bre", "Brentford", "BRE"),
    "RMA": ("Real Madrid CF", "rea", "Real Madrid", "RMA"),
    "ATM": ("Club Atlético de Madrid", "mad", "Atletico Madrid", "ATM"),
    "ATH": ("Athletic Club", "bil", "Athletic Bilbao", "ATH"),
    "SEV": ("Sevilla FC", "sev", "Sevilla", "SEV"),
    "BET": ("Real Betis Balompié", "bet", "Real Betis", "RBB"),
    "VAL": ("Valencia CF", "val", "Valencia", "VCF"),
    "VIL": ("Villarreal CF", "vil", "Villarreal", "VIL"),
    "BAY": ("FC Bayern München", "bay", "Bayern Munich", "BMU"),
    "BVB": ("Borussia Dortmund", "dor", "Dortmund", "BVB"),
    "RBL": ("RB Leipzig", "lei", "RB Leipzig", "RBL"),
    "LEV": ("Bayer 04 Leverkusen", "b04", "Leverkusen", "LEV"),
    "SGE": ("Eintracht Frankfurt", "ein", "Eintracht Frankfurt", "SGE"),
    "JUV": ("Juventus FC", "juv", "Juventus", "JUV"),
    "INT": ("FC Internazionale Milano", "int", "Inter", "INT"),
    "MIL": ("AC Milan", "mil", "AC Milan", "ACM"),
    "NAP": ("SSC Napoli", "nap", "Napoli", "NAP"),
    "BOL": ("Bologna FC 1909", "bol", "Bologna", "BOL"),
    "PSG": ("Paris Saint-Germain FC", "par", "Paris Saint-Germain", "PSG"),
    "OM": ("Olympique de Marseille", "olm", "Marseille", "OM"),
    "OL": ("Olympique Lyonnais", "lyo", "Lyon", "OL"),
    "LAG": ("LA Galaxy", "lag", "LA Galaxy", "LAG"),
    "LAFC": ("Los Angeles FC", "laf", "Los Angeles FC", "LAFC"),
    "SEA": ("Seattle Sounders FC", "sea", "Seattle", "SEA"),
    "MIA": ("Inter Miami CF", "mia", "Inter Miami", "MIA"),
}

MONTHS = ["JAN", "FEB", "MAR", "APR", "MAY", "JUN", "JUL", "AUG", "SEP", "OCT", "NOV", "DEC"]

ESPN = {"name": "ESPN", "url": "https://www.espn.com/soccer/"}
FOX = {"name": "Fox Sports", "url": "https://www.foxsports.com/soccer"}
UEFA = {"name": "UEFA", "url": "https://www.uefa.com/"}
MLS = {"name": "MLS", "url": "https://www.mlssoccer.com/"}


def _num_id(seed, digits=7):
    return str(int(hashlib.sha256(seed.encode()).hexdigest(), 16) % (9 * 10 ** (digits - 1)) + 10 ** (digits - 1))


def exp(family, outcome, scope, sp, sf, tw, vc, vp, va, line=None, half=None):
    return {"family": family, "outcome": outcome, "line": line, "half": half, "scope": scope,
            "source_primary": sp, "source_fallback": sf, "timing_window": tw,
            "void_cancelled": vc, "void_postponed_long": vp, "void_abandoned": va}


def v1_leg(n, comp, home, away, date, kick, family, side, description, expected, meanings, styles,
           question=None, group=None, smt="moneyline", line=None, slug_tail=None, res_src=None, start=None):
    """date 'YYYY-MM-DD' (US calendar date as in identifiers), kick 'HH:MM' UTC; start overrides
    gameStartTime when the UTC kickoff falls on the next calendar day (evening games in the US)."""
    pre, _, _, site = COMPS[comp]
    H, A = TEAMS[home], TEAMS[away]
    hname, aname = H[0], A[0]
    if family in ("win", "advance") and side in (home, away):
        t = TEAMS[side]
        q = question or (f"Will {t[0]} win on {date}?" if family == "win" else f"Will {t[0]} advance?")
        g = group or t[0]
        tail = slug_tail or t[1]
    elif family == "draw":
        q = question or f"Will {hname} vs. {aname} end in a draw?"
        g = group or f"Draw ({hname} vs. {aname})"
        tail = slug_tail or "draw"
    else:
        q, g, tail = question, group, slug_tail
        assert q and g and tail, n
    return {
        "id": f"v1-{n:03d}", "venue": "venue_one", "styles": sorted(styles), "meanings": meanings,
        "home": hname, "away": aname, "competition": comp,
        "market": {
            "id": _num_id(f"v1-{n}"),
            "question": q,
            "slug": f"{pre}-{H[1]}-{A[1]}-{date}-{tail}",
            "groupItemTitle": g,
            "sportsMarketType": smt,
            "line": line,
            "outcomes": "[\"Yes\", \"No\"]",
            "description": description,
            "resolutionSource": site if res_src is None else res_src,
            "event_title": f"{hname} vs. {aname}",
            "gameStartTime": start or f"{date} {kick}:00+00",
        },
        "expected": expected,
    }


def v2_leg(n, comp, home, away, date, kick, family, side, primary, secondary, sources, expected,
           meanings, styles, kind="GAME", suffix=None, yes_sub=None, title=None, start=None):
    _, stem, _, _ = COMPS[comp]
    H, A = TEAMS[home], TEAMS[away]
    y, m, d = date.split("-")
    ev = f"{stem}{kind}-{y[2:]}{MONTHS[int(m) - 1]}{d}{H[3]}{A[3]}"
    if family == "draw":
        suf, ys = suffix or "TIE", yes_sub or "Tie"
    elif side in (home, away):
        suf, ys = suffix or TEAMS[side][3], yes_sub or TEAMS[side][2]
    else:
        suf, ys = suffix, yes_sub
        assert suf and ys, n
    if title is None:
        title = f"{H[2]} vs {A[2]} Winner?" if kind == "GAME" else f"{H[2]} vs {A[2]}"
    return {
        "id": f"v2-{n:03d}", "venue": "venue_two", "styles": sorted(styles), "meanings": meanings,
        "home": H[2], "away": A[2], "competition": comp,
        "market": {
            "ticker": f"{ev}-{suf}",
            "event_ticker": ev,
            "series_ticker": f"{stem}{kind}",
            "title": title,
            "yes_sub_title": ys,
            "no_sub_title": ys,
            "rules_primary": primary,
            "rules_secondary": secondary,
            "occurrence_datetime": start or f"{date}T{kick}:00Z",
        },
        "series_settlement_sources": sources,
        "expected": expected,
    }


def validate(legs, prefix):
    ids = set()
    texts = set()
    for leg in legs:
        assert leg["id"].startswith(prefix), leg["id"]
        assert leg["id"] not in ids, leg["id"]
        ids.add(leg["id"])
        e = leg["expected"]
        assert list(e.keys()) == EXPECTED_KEYS, leg["id"]
        assert e["family"] in FAMILIES, leg["id"]
        assert e["scope"] in SCOPES, (leg["id"], e["scope"])
        assert e["source_primary"] in SOURCES and e["source_fallback"] in SOURCES, leg["id"]
        for k in ("void_cancelled", "void_postponed_long", "void_abandoned"):
            assert e[k] in PAYOUTS, (leg["id"], k, e[k])
        tw = e["timing_window"]
        assert tw in (None, OUP, AMB) or isinstance(tw, int), leg["id"]
        if e["family"] == "half":
            assert e["half"] in ("first", "second") and e["scope"] is None, leg["id"]
        if e["family"] in ("win", "advance"):
            assert e["outcome"] in (leg["home"], leg["away"]), leg["id"]
        if e["family"] == "draw":
            assert e["outcome"] == "draw", leg["id"]
        m = leg["market"]
        text = m.get("description") or (m["rules_primary"] + "\n" + m["rules_secondary"])
        for bad in ("{", "}"):
            assert bad not in text, (leg["id"], bad)
        assert text not in texts, leg["id"]
        texts.add(text)
        if leg["venue"] == "venue_one":
            assert m["outcomes"] == "[\"Yes\", \"No\"]"
            json.loads(m["outcomes"])
    return True
