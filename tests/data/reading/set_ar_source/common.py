"""Shared tables for held-out reading set (ar): fixtures, competitions, wire builders,
allowed value spellings and the validator.  Standard library only."""
import json

# competition code -> (venue_one name, venue_one slug prefix, resolutionSource,
#                      venue_two name, venue_two series stem)
COMP = {
    "epl": ("Premier League", "epl", "https://www.premierleague.com/",
            "English Premier League", "KXEPL"),
    "laliga": ("La Liga", "lal", "https://www.laliga.com/",
               "Spanish La Liga", "KXLALIGA"),
    "bundesliga": ("Bundesliga", "bun", "https://www.bundesliga.com/",
                   "German Bundesliga", "KXBUNDESLIGA"),
    "seriea": ("Serie A", "sea", "https://www.legaseriea.it/",
               "Italian Serie A", "KXSERIEA"),
    "ligue1": ("Ligue 1", "fl1", "https://www.ligue1.com/",
               "French Ligue 1", "KXLIGUE1"),
    "ucl": ("UEFA Champions League", "ucl", "https://www.uefa.com/uefachampionsleague/",
            "UEFA Champions League", "KXUCL"),
}

# key -> (venue_one formal name, venue_one slug code, venue_two short name, venue_two code)
TEAM = {
    "ARS": ("Arsenal FC", "ars", "Arsenal", "ARS"),
    "TOT": ("Tottenham Hotspur FC", "tot", "Tottenham", "TOT"),
    "MCI": ("Manchester City FC", "mac", "Man City", "MCI"),
    "LIV": ("Liverpool FC", "liv", "Liverpool", "LFC"),
    "NEW": ("Newcastle United FC", "new", "Newcastle", "NEW"),
    "AVL": ("Aston Villa FC", "ast", "Aston Villa", "AVL"),
    "CHE": ("Chelsea FC", "che", "Chelsea", "CFC"),
    "BHA": ("Brighton & Hove Albion FC", "bri", "Brighton", "BHA"),
    "BET": ("Real Betis Balompié", "bet", "Real Betis", "RBB"),
    "SEV": ("Sevilla FC", "sev", "Sevilla", "SEV"),
    "ATH": ("Athletic Club", "bil", "Athletic Bilbao", "ATH"),
    "RSO": ("Real Sociedad de Fútbol", "rso", "Real Sociedad", "RSO"),
    "LEV": ("Bayer 04 Leverkusen", "b04", "Leverkusen", "LEV"),
    "SGE": ("Eintracht Frankfurt", "ein", "Frankfurt", "SGE"),
    "VFB": ("VfB Stuttgart", "stu", "Stuttgart", "VFB"),
    "SCF": ("SC Freiburg", "fre", "Freiburg", "SCF"),
    "ACM": ("AC Milan", "acm", "AC Milan", "ACM"),
    "NAP": ("SSC Napoli", "nap", "Napoli", "NAP"),
    "ROM": ("AS Roma", "rom", "Roma", "ROM"),
    "LAZ": ("SS Lazio", "laz", "Lazio", "LAZ"),
    "OM": ("Olympique de Marseille", "olm", "Marseille", "OM"),
    "NIC": ("OGC Nice", "nic", "Nice", "NIC"),
    "LIL": ("LOSC Lille", "lil", "Lille", "LIL"),
    "RCL": ("RC Lens", "len", "Lens", "RCL"),
    "PSG": ("Paris Saint-Germain FC", "par", "PSG", "PSG"),
    "BAR": ("FC Barcelona", "bar", "Barcelona", "BAR"),
    "BMU": ("FC Bayern München", "bay", "Bayern Munich", "BMU"),
    "INT": ("FC Internazionale Milano", "int", "Inter", "INT"),
}

ESPN = {"name": "ESPN", "url": "https://www.espn.com/soccer/"}
FOX = {"name": "Fox Sports", "url": "https://www.foxsports.com/soccer"}
UEFA = {"name": "UEFA", "url": "https://www.uefa.com/uefachampionsleague/"}

MONTHS = ["JAN", "FEB", "MAR", "APR", "MAY", "JUN", "JUL", "AUG", "SEP", "OCT", "NOV", "DEC"]

FAMILIES = {"win", "draw", "advance", "spread", "total", "btts", "half", "exact_score", "other", "unknown"}
SCOPES = {"regulation", "extra_time", "penalties", "ambiguous", None}
SOURCES = {"official", "provider", "consensus", "venue", "ambiguous", None}
PAYOUTS = {"yes", "no", "50-50", "fair_price", "last_price", "refund", "result", "ambiguous", None}
EXPECTED_KEYS = ["family", "outcome", "line", "half", "scope", "source_primary", "source_fallback",
                 "timing_window", "void_cancelled", "void_postponed_long", "void_abandoned"]


def kdate(iso):
    """2027-09-18 -> 27SEP18 (venue_two ticker date)."""
    y, m, d = iso.split("-")
    return y[2:] + MONTHS[int(m) - 1] + d


def v1_market(mid, comp, home, away, date, hhmm, kind, question, title, smt, line, desc,
              slug_tail):
    c = COMP[comp]
    h, a = TEAM[home], TEAM[away]
    return {
        "id": str(mid),
        "question": question,
        "slug": f"{c[1]}-{h[1]}-{a[1]}-{date}-{slug_tail}",
        "groupItemTitle": title,
        "sportsMarketType": smt,
        "line": line,
        "outcomes": json.dumps(["Yes", "No"]),
        "description": desc,
        "resolutionSource": c[2],
        "event_title": f"{h[0]} vs. {a[0]}",
        "gameStartTime": f"{date} {hhmm}:00+00",
    }


def v2_market(comp, fam_series, home, away, date, hhmm, suffix, title, yes_sub, primary,
              secondary):
    c = COMP[comp]
    h, a = TEAM[home], TEAM[away]
    series = c[4] + fam_series
    event = f"{series}-{kdate(date)}{h[3]}{a[3]}"
    return {
        "ticker": f"{event}-{suffix}",
        "event_ticker": event,
        "series_ticker": series,
        "title": title,
        "yes_sub_title": yes_sub,
        "no_sub_title": yes_sub,
        "rules_primary": primary,
        "rules_secondary": secondary,
        "occurrence_datetime": f"{date}T{hhmm}:00Z",
    }


def validate(legs, venue, prefix):
    ids = set()
    texts = set()
    for leg in legs:
        assert leg["id"].startswith(prefix) and leg["id"] not in ids, leg["id"]
        ids.add(leg["id"])
        assert leg["venue"] == venue
        assert leg["competition"] in COMP
        e = leg["expected"]
        assert list(e.keys()) == EXPECTED_KEYS, (leg["id"], list(e.keys()))
        assert e["family"] in FAMILIES, leg["id"]
        assert e["scope"] in SCOPES, leg["id"]
        assert e["source_primary"] in SOURCES and e["source_fallback"] in SOURCES, leg["id"]
        for k in ("void_cancelled", "void_postponed_long", "void_abandoned"):
            assert e[k] in PAYOUTS, (leg["id"], k)
        tw = e["timing_window"]
        assert tw in (None, "open_until_played", "ambiguous") or isinstance(tw, int), leg["id"]
        if e["family"] == "half":
            assert e["half"] in ("first", "second") and e["scope"] is None, leg["id"]
        else:
            assert e["half"] is None, leg["id"]
        if e["family"] in ("win", "advance", "spread"):
            assert e["outcome"] in (leg["home"], leg["away"]), leg["id"]
        if e["family"] in ("spread", "total"):
            assert isinstance(e["line"], float) and e["line"] > 0, leg["id"]
        if e["family"] == "spread" and venue == "venue_one":
            assert leg["market"]["line"] == -e["line"], leg["id"]
        if e["family"] == "draw":
            assert e["outcome"] == "draw", leg["id"]
        m = leg["market"]
        text = m["description"] if venue == "venue_one" else m["rules_primary"] + "\n" + m["rules_secondary"]
        assert text not in texts, leg["id"]
        texts.add(text)
        for bad in ("{", "}", "<name>", "TODO"):
            assert bad not in text, (leg["id"], bad)
        if venue == "venue_two":
            assert leg["series_settlement_sources"], leg["id"]
            assert m["ticker"].startswith(m["event_ticker"] + "-"), leg["id"]
        else:
            json.loads(m["outcomes"])
    return True
