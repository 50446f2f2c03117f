"""Shared pieces for held-out reading set (n): fixtures, dates, ids, validation."""
import datetime as _dt

# competition code -> (venue_one name, slug prefix, venue_two name, series, official site, body)
COMPS = {
    "epl": ("Premier League", "epl", "English Premier League", "KXEPLGAME",
            "https://www.premierleague.com/", "the Premier League"),
    "laliga": ("La Liga", "lal", "Spanish La Liga", "KXLALIGAGAME",
               "https://www.laliga.com/", "LaLiga"),
    "bundesliga": ("Bundesliga", "bun", "German Bundesliga", "KXBUNDESLIGAGAME",
                   "https://www.bundesliga.com/", "the DFL"),
    "seriea": ("Serie A", "sea", "Italian Serie A", "KXSERIEAGAME",
               "https://www.legaseriea.it/", "Lega Serie A"),
    "ligue1": ("Ligue 1", "fl1", "French Ligue 1", "KXLIGUE1GAME",
               "https://www.ligue1.com/", "the LFP"),
    "ucl": ("UEFA Champions League", "ucl", "UEFA Champions League", "KXUCLGAME",
            "https://www.uefa.com/", "UEFA"),
}

# (venue_one formal name, slug code, venue_two short name, ticker code)
TEAMS = {
    "ARS": ("Arsenal FC", "ars", "Arsenal", "ARS"),
    "TOT": ("Tottenham Hotspur FC", "tot", "Tottenham", "TOT"),
    "NEW": ("Newcastle United FC", "new", "Newcastle", "NEW"),
    "BHA": ("Brighton & Hove Albion FC", "bri", "Brighton", "BHA"),
    "AVL": ("Aston Villa FC", "ast", "Aston Villa", "AVL"),
    "FUL": ("Fulham FC", "ful", "Fulham", "FUL"),
    "RMA": ("Real Madrid CF", "rea", "Real Madrid", "RMA"),
    "SEV": ("Sevilla FC", "sev", "Sevilla", "SEV"),
    "ATH": ("Athletic Club", "bil", "Athletic Bilbao", "ATH"),
    "RSO": ("Real Sociedad de Fútbol", "rso", "Real Sociedad", "RSO"),
    "BVB": ("Borussia Dortmund", "dor", "Dortmund", "BVB"),
    "SCF": ("SC Freiburg", "fre", "Freiburg", "SCF"),
    "LEV": ("Bayer 04 Leverkusen", "b04", "Leverkusen", "LEV"),
    "WOB": ("VfL Wolfsburg", "wol", "Wolfsburg", "WOB"),
    "NAP": ("SSC Napoli", "nap", "Napoli", "NAP"),
    "LAZ": ("SS Lazio", "laz", "Lazio", "LAZ"),
    "ATA": ("Atalanta BC", "ata", "Atalanta", "ATA"),
    "FIO": ("ACF Fiorentina", "fio", "Fiorentina", "FIO"),
    "OL": ("Olympique Lyonnais", "lyo", "Lyon", "OL"),
    "LIL": ("LOSC Lille", "lil", "Lille", "LIL"),
    "REN": ("Stade Rennais FC", "ren", "Rennes", "REN"),
    "NIC": ("OGC Nice", "nic", "Nice", "NIC"),
    "PSG": ("Paris Saint-Germain FC", "par", "PSG", "PSG"),
    "INT": ("FC Internazionale Milano", "int", "Inter", "INT"),
    "BEN": ("SL Benfica", "ben", "Benfica", "BEN"),
    "CEL": ("Celtic FC", "clt", "Celtic", "CEL"),
}

MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
LONG_MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August",
               "September", "October", "November", "December"]


def d(iso):
    return _dt.date.fromisoformat(iso)


def long_date(iso):
    x = d(iso)
    return f"{LONG_MONTHS[x.month - 1]} {x.day}, {x.year}"


def uk_date(iso):
    x = d(iso)
    return f"{x.day} {LONG_MONTHS[x.month - 1]} {x.year}"


def short_date(iso):
    x = d(iso)
    return f"{MONTHS[x.month - 1]} {x.day}, {x.year}"


def ticker_date(iso):
    x = d(iso)
    return f"{x.year % 100:02d}{MONTHS[x.month - 1].upper()}{x.day:02d}"


FAMILIES = {"win", "draw", "advance"}
SCOPES = {"regulation", "extra_time", "penalties", "ambiguous"}
SOURCES = {"official", "provider", "consensus", "venue", "ambiguous", None}
PAYOUTS = {"yes", "no", "50-50", "fair_price", "last_price", "refund", "result",
           "ambiguous", None}
TIMING = {"open_until_played", "ambiguous", None}

EXPECTED_KEYS = ["family", "outcome", "line", "half", "scope", "source_primary",
                 "source_fallback", "timing_window", "void_cancelled",
                 "void_postponed_long", "void_abandoned"]
RECORD_KEYS = ["id", "venue", "styles", "meanings", "home", "away", "competition",
               "market"]


def validate(rec, texts_seen):
    e = rec["expected"]
    assert list(e.keys()) == EXPECTED_KEYS, (rec["id"], list(e.keys()))
    assert e["family"] in FAMILIES, rec["id"]
    assert e["scope"] in SCOPES, rec["id"]
    assert e["source_primary"] in SOURCES and e["source_fallback"] in SOURCES, rec["id"]
    for k in ("void_cancelled", "void_postponed_long", "void_abandoned"):
        assert e[k] in PAYOUTS, (rec["id"], k, e[k])
    tw = e["timing_window"]
    assert tw in TIMING or isinstance(tw, int), rec["id"]
    if e["family"] == "draw":
        assert e["outcome"] == "draw", rec["id"]
    else:
        assert e["outcome"] in (rec["home"], rec["away"]), rec["id"]
    m = rec["market"]
    body = m.get("description", "") + m.get("rules_primary", "") + m.get("rules_secondary", "")
    for bad in ("{", "}", "<", ">", "/" + "work"):
        assert bad not in body, (rec["id"], bad)
    assert body not in texts_seen, ("duplicate text", rec["id"])
    texts_seen.add(body)
