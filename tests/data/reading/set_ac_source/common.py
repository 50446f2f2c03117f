"""Fixtures, helpers and the validator for held-out set (ac). Standard library only."""
import json

# competition code -> (venue_one name, slug prefix, venue_two name, series prefix, official site, series sources)
ESPN_FOX = [{"name": "ESPN", "url": "https://www.espn.com/soccer/"},
            {"name": "Fox Sports", "url": "https://www.foxsports.com/soccer"}]
COMPS = {
    "epl": ("Premier League", "epl", "English Premier League", "KXEPL", "https://www.premierleague.com/", ESPN_FOX),
    "laliga": ("La Liga", "lal", "Spanish La Liga", "KXLALIGA", "https://www.laliga.com/", ESPN_FOX),
    "bundesliga": ("Bundesliga", "bun", "German Bundesliga", "KXBUNDESLIGA", "https://www.bundesliga.com/", ESPN_FOX),
    "seriea": ("Serie A", "sea", "Italian Serie A", "KXSERIEA", "https://www.legaseriea.it/", [ESPN_FOX[0]]),
    "ligue1": ("Ligue 1", "fl1", "French Ligue 1", "KXLIGUE1", "https://www.ligue1.com/", ESPN_FOX),
    "mls": ("MLS", "mls", "Major League Soccer", "KXMLS", "https://www.mlssoccer.com/",
            [{"name": "MLS", "url": "https://www.mlssoccer.com/"}]),
    "ucl": ("UEFA Champions League", "ucl", "UEFA Champions League", "KXUCL", "https://www.uefa.com/",
            [{"name": "UEFA", "url": "https://www.uefa.com/uefachampionsleague/"}]),
    "wc": ("FIFA World Cup", "fifwc", "FIFA World Cup", "KXWC", "https://www.fifa.com/",
           [{"name": "FIFA", "url": "https://www.fifa.com/"}]),
}

# key -> (comp, v1 home, v1 away, v1 home code, v1 away code, v2 home, v2 away, v2 home code, v2 away code, ISO date, kickoff hh:mm UTC)
FIX = {
    "ars_tot": ("epl", "Arsenal FC", "Tottenham Hotspur FC", "ars", "tot", "Arsenal", "Tottenham", "ARS", "TOT", "2026-10-17", "11:30"),
    "mci_avl": ("epl", "Manchester City FC", "Aston Villa FC", "mac", "ast", "Manchester City", "Aston Villa", "MCI", "AVL", "2026-10-24", "14:00"),
    "new_che": ("epl", "Newcastle United FC", "Chelsea FC", "new", "che", "Newcastle", "Chelsea", "NEW", "CFC", "2026-11-07", "17:30"),
    "bet_vil": ("laliga", "Real Betis Balompié", "Villarreal CF", "bet", "vil", "Betis", "Villarreal", "RBB", "VIL", "2026-10-18", "19:00"),
    "rea_bil": ("laliga", "Real Madrid CF", "Athletic Club", "rea", "bil", "Real Madrid", "Athletic Club", "RMA", "ATH", "2026-11-01", "20:00"),
    "dor_wol": ("bundesliga", "Borussia Dortmund", "VfL Wolfsburg", "dor", "wol", "Dortmund", "Wolfsburg", "BVB", "WOB", "2026-10-31", "14:30"),
    "b04_fre": ("bundesliga", "Bayer 04 Leverkusen", "SC Freiburg", "b04", "fre", "Leverkusen", "Freiburg", "LEV", "SCF", "2026-11-21", "17:30"),
    "mil_tor": ("seriea", "AC Milan", "Torino FC", "mil", "tor", "AC Milan", "Torino", "ACM", "TOR", "2026-10-25", "19:45"),
    "nap_fio": ("seriea", "SSC Napoli", "ACF Fiorentina", "nap", "fio", "Napoli", "Fiorentina", "NAP", "FIO", "2026-11-08", "17:00"),
    "olm_ren": ("ligue1", "Olympique de Marseille", "Stade Rennais FC", "olm", "ren", "Marseille", "Rennes", "OM", "REN", "2026-11-01", "19:45"),
    "sea_por": ("mls", "Seattle Sounders FC", "Portland Timbers", "sea", "por", "Seattle", "Portland", "SEA", "POR", "2026-10-10", "02:30"),
    "bar_int": ("ucl", "FC Barcelona", "FC Internazionale Milano", "bar", "int", "Barcelona", "Inter", "BAR", "INT", "2027-03-10", "20:00"),
    "ben_psv": ("ucl", "SL Benfica", "PSV Eindhoven", "ben", "psv", "Benfica", "PSV", "BEN", "PSV", "2027-03-17", "20:00"),
    "bra_mar": ("wc", "Brazil", "Morocco", "bra", "mar", "Brazil", "Morocco", "BRA", "MAR", "2026-06-13", "22:00"),
    "mex_kor": ("wc", "Mexico", "Korea Republic", "mex", "kor", "Mexico", "South Korea", "MEX", "KOR", "2026-06-18", "01:00"),
    "ned_jpn": ("wc", "Netherlands", "Japan", "ned", "jpn", "Netherlands", "Japan", "NED", "JPN", "2026-07-04", "17:00"),
}

MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August",
          "September", "October", "November", "December"]


def date_formats(iso):
    y, m, d = (int(x) for x in iso.split("-"))
    mon = MONTHS[m - 1]
    return {
        "iso": iso,
        "us": f"{mon} {d}, {y}",
        "uk": f"{d} {mon} {y}",
        "short": f"{mon[:3]} {d}, {y}",
        "slash_us": f"{m:02d}/{d:02d}/{y}",
        "dots": f"{d:02d}.{m:02d}.{y}",
        "ord": f"the {d}{'th' if 10 <= d % 100 <= 20 else {1: 'st', 2: 'nd', 3: 'rd'}.get(d % 10, 'th')} of {mon} {y}",
        "ticker": f"{y % 100:02d}{mon[:3].upper()}{d:02d}",
    }


FAMILIES = {"win", "draw", "advance", "spread", "total", "btts", "half", "exact_score", "other", "unknown"}
SCOPES = {"regulation", "extra_time", "penalties", "ambiguous", None}
SOURCES = {"official", "provider", "consensus", "venue", "ambiguous", None}
PAYOUTS = {"yes", "no", "50-50", "fair_price", "last_price", "refund", "result", "ambiguous", None}
EXPECTED_KEYS = ["family", "outcome", "line", "half", "scope", "source_primary", "source_fallback",
                 "timing_window", "void_cancelled", "void_postponed_long", "void_abandoned"]


def validate(legs, prefix):
    ids = set()
    texts = set()
    for leg in legs:
        assert leg["id"].startswith(prefix), leg["id"]
        assert leg["id"] not in ids, leg["id"]
        ids.add(leg["id"])
        e = leg["expected"]
        assert list(e.keys()) == EXPECTED_KEYS, (leg["id"], list(e.keys()))
        assert e["family"] in FAMILIES, leg["id"]
        assert e["scope"] in SCOPES, (leg["id"], e["scope"])
        assert e["source_primary"] in SOURCES and e["source_fallback"] in SOURCES, leg["id"]
        for k in ("void_cancelled", "void_postponed_long", "void_abandoned"):
            assert e[k] in PAYOUTS, (leg["id"], k, e[k])
        tw = e["timing_window"]
        assert tw is None or tw in ("open_until_played", "ambiguous") or isinstance(tw, int), leg["id"]
        if e["family"] == "half":
            assert e["half"] in ("first", "second") and e["scope"] is None, leg["id"]
        if e["family"] in ("win", "advance"):
            assert e["outcome"] in (leg["home"], leg["away"]), leg["id"]
        if e["family"] == "draw":
            assert e["outcome"] == "draw"
        if e["family"] in ("spread", "total"):
            assert isinstance(e["line"], float) and e["line"] > 0, leg["id"]
        m = leg["market"]
        txt = m.get("description") or (m.get("rules_primary", "") + "\n" + m.get("rules_secondary", ""))
        assert txt not in texts, leg["id"]
        texts.add(txt)
        for bad in ("{", "}", "<name>", "TODO"):
            assert bad not in txt, (leg["id"], bad)
    return True


def write_jsonl(path, legs):
    with open(path, "w", encoding="utf-8") as f:
        for leg in legs:
            f.write(json.dumps(leg, ensure_ascii=False) + "\n")
    with open(path, encoding="utf-8") as f:
        back = [json.loads(line) for line in f]
    assert back == legs
    return back
