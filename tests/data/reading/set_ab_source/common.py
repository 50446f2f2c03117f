"""Shared fixtures, builders and the validator for held-out set (ab)."""
import datetime as _dt

# competition code -> (venue_one league label, slug prefix, venue_two league label,
#                      series prefix, official site, default series settlement sources)
ESPN = {"name": "ESPN", "url": "https://www.espn.com/soccer/"}
FOX = {"name": "Fox Sports", "url": "https://www.foxsports.com/soccer"}
COMP = {
    "epl": ("Premier League", "epl", "English Premier League", "KXEPL",
            "https://www.premierleague.com/", [ESPN, FOX]),
    "laliga": ("LaLiga", "lal", "Spanish La Liga", "KXLALIGA",
               "https://www.laliga.com/", [ESPN, FOX]),
    "bundesliga": ("Bundesliga", "bun", "German Bundesliga", "KXBUNDESLIGA",
                   "https://www.bundesliga.com/", [ESPN]),
    "seriea": ("Serie A", "sea", "Italian Serie A", "KXSERIEA",
               "https://www.legaseriea.it/", [ESPN, FOX]),
    "ligue1": ("Ligue 1", "fl1", "French Ligue 1", "KXLIGUE1",
               "https://ligue1.com/", [ESPN]),
    "mls": ("MLS", "mls", "Major League Soccer", "KXMLS",
            "https://www.mlssoccer.com/", [{"name": "MLS", "url": "https://www.mlssoccer.com/"}]),
    "ucl": ("UEFA Champions League", "ucl", "UEFA Champions League", "KXUCL",
            "https://www.uefa.com/", [ESPN, FOX]),
    "wc": ("FIFA World Cup", "fifwc", "FIFA World Cup", "KXWC",
           "https://www.fifa.com/", [{"name": "FIFA", "url": "https://www.fifa.com/"}]),
}

# team key -> (venue_one formal name, slug code, venue_two short name, ticker code)
TEAMS = {
    "ars": ("Arsenal FC", "ars", "Arsenal", "ARS"),
    "che": ("Chelsea FC", "che", "Chelsea", "CFC"),
    "liv": ("Liverpool FC", "liv", "Liverpool", "LFC"),
    "mci": ("Manchester City FC", "mac", "Manchester City", "MCI"),
    "avl": ("Aston Villa FC", "ast", "Aston Villa", "AVL"),
    "tot": ("Tottenham Hotspur FC", "tot", "Tottenham", "TOT"),
    "new": ("Newcastle United FC", "new", "Newcastle", "NEW"),
    "bha": ("Brighton & Hove Albion FC", "bri", "Brighton", "BHA"),
    "whu": ("West Ham United FC", "wes", "West Ham", "WHU"),
    "nfo": ("Nottingham Forest FC", "not", "Nottingham Forest", "NFO"),
    "rma": ("Real Madrid CF", "rea", "Real Madrid", "RMA"),
    "bar": ("FC Barcelona", "bar", "Barcelona", "BAR"),
    "atm": ("Club Atlético de Madrid", "mad", "Atletico Madrid", "ATM"),
    "rbb": ("Real Betis Balompié", "bet", "Real Betis", "RBB"),
    "vil": ("Villarreal CF", "vil", "Villarreal", "VIL"),
    "vcf": ("Valencia CF", "val", "Valencia", "VCF"),
    "ath": ("Athletic Club", "bil", "Athletic Club", "ATH"),
    "sev": ("Sevilla FC", "sev", "Sevilla", "SEV"),
    "bmu": ("FC Bayern München", "bay", "Bayern Munich", "BMU"),
    "bvb": ("Borussia Dortmund", "dor", "Dortmund", "BVB"),
    "rbl": ("RB Leipzig", "lei", "RB Leipzig", "RBL"),
    "lev": ("Bayer 04 Leverkusen", "b04", "Leverkusen", "LEV"),
    "sge": ("Eintracht Frankfurt", "ein", "Eintracht Frankfurt", "SGE"),
    "vfb": ("VfB Stuttgart", "stu", "Stuttgart", "VFB"),
    "int": ("FC Internazionale Milano", "int", "Inter", "INT"),
    "acm": ("AC Milan", "mil", "AC Milan", "ACM"),
    "juv": ("Juventus FC", "juv", "Juventus", "JUV"),
    "nap": ("SSC Napoli", "nap", "Napoli", "NAP"),
    "rom": ("AS Roma", "rom", "Roma", "ROM"),
    "ata": ("Atalanta BC", "ata", "Atalanta", "ATA"),
    "psg": ("Paris Saint-Germain FC", "par", "PSG", "PSG"),
    "om": ("Olympique de Marseille", "olm", "Marseille", "OM"),
    "ol": ("Olympique Lyonnais", "lyo", "Lyon", "OL"),
    "asm": ("AS Monaco FC", "mon", "Monaco", "ASM"),
    "lil": ("LOSC Lille", "lil", "Lille", "LIL"),
    "lag": ("LA Galaxy", "lag", "LA Galaxy", "LA"),
    "laf": ("Los Angeles FC", "laf", "Los Angeles FC", "LAFC"),
    "mia": ("Inter Miami CF", "mia", "Inter Miami", "MIA"),
    "sea": ("Seattle Sounders FC", "sea", "Seattle", "SEA"),
    "clb": ("Columbus Crew", "clb", "Columbus", "CLB"),
    "bra": ("Brazil", "bra", "Brazil", "BRA"),
    "mar": ("Morocco", "mar", "Morocco", "MAR"),
    "fra": ("France", "fra", "France", "FRA"),
    "eng": ("England", "eng", "England", "ENG"),
    "cro": ("Croatia", "cro", "Croatia", "CRO"),
}

EXPECTED_KEYS = ["family", "outcome", "line", "half", "scope", "source_primary",
                 "source_fallback", "timing_window", "void_cancelled",
                 "void_postponed_long", "void_abandoned"]
FAMILIES = {"win", "draw", "advance", "spread", "total", "btts", "half", "exact_score",
            "other", "unknown"}
SCOPES = {"regulation", "extra_time", "penalties", "ambiguous", None}
SOURCES = {"official", "provider", "consensus", "ambiguous", None}
PAYOUTS = {"yes", "no", "50-50", "fair_price", "last_price", "refund", "result",
           "ambiguous", None}


def expected(**kw):
    rec = {k: None for k in EXPECTED_KEYS}
    for k, v in kw.items():
        assert k in rec, k
        rec[k] = v
    return rec


def day(iso):
    return _dt.date.fromisoformat(iso)


def ticker_date(iso):
    d = day(iso)
    return d.strftime("%y") + d.strftime("%b").upper() + d.strftime("%d")


def validate(legs, venue, prefix):
    ids = set()
    texts = set()
    for leg in legs:
        assert leg["id"].startswith(prefix), leg["id"]
        assert leg["id"] not in ids, leg["id"]
        ids.add(leg["id"])
        assert leg["venue"] == venue
        assert leg["competition"] in COMP
        exp = leg["expected"]
        assert list(exp) == EXPECTED_KEYS, (leg["id"], list(exp))
        assert exp["family"] in FAMILIES, leg["id"]
        assert exp["scope"] in SCOPES, leg["id"]
        assert exp["source_primary"] in SOURCES and exp["source_fallback"] in SOURCES, leg["id"]
        for k in ("void_cancelled", "void_postponed_long", "void_abandoned"):
            assert exp[k] in PAYOUTS, (leg["id"], k)
        assert exp["timing_window"] in (None, "open_until_played", "ambiguous") or \
            isinstance(exp["timing_window"], int), leg["id"]
        if exp["family"] == "half":
            assert exp["half"] in ("first", "second") and exp["scope"] is None, leg["id"]
        else:
            assert exp["half"] is None, leg["id"]
        if exp["family"] in ("spread", "total"):
            assert isinstance(exp["line"], float) and exp["line"] > 0, leg["id"]
        else:
            assert exp["line"] is None, leg["id"]
        if exp["family"] in ("win", "spread", "advance") or (
                exp["family"] == "half" and exp["outcome"] != "draw"):
            assert exp["outcome"] in (leg["home"], leg["away"]), leg["id"]
        if exp["family"] == "draw":
            assert exp["outcome"] == "draw"
        if exp["family"] == "total":
            assert exp["outcome"] in ("over", "under")
        if exp["family"] == "btts":
            assert exp["outcome"] in ("yes", "no")
        if exp["family"] == "exact_score":
            h, a = exp["outcome"].split("-")
            assert h.isdigit() and a.isdigit()
        m = leg["market"]
        text = m["description"] if venue == "venue_one" else \
            m["rules_primary"] + "\n" + m["rules_secondary"]
        assert "{" not in text and "}" not in text, leg["id"]
        assert text not in texts, leg["id"]
        texts.add(text)
        if venue == "venue_one" and m["sportsMarketType"] == "spreads":
            assert m["line"] == -exp["line"], leg["id"]
    return len(ids)
