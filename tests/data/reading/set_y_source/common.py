"""Set (y) shared data: fixtures, competitions, wire builders, validator."""
import json

COMP = {
    # code: (venue_one league name, slug prefix, venue_two series prefix, venue_two league name,
    #        resolutionSource, series sources)
    "epl": ("Premier League", "epl", "KXEPL", "English Premier League", "https://www.premierleague.com/",
            [{"name": "ESPN", "url": "https://www.espn.com/soccer/"},
             {"name": "Fox Sports", "url": "https://www.foxsports.com/soccer"}]),
    "laliga": ("La Liga", "lal", "KXLALIGA", "Spanish La Liga", "https://www.laliga.com/",
               [{"name": "ESPN", "url": "https://www.espn.com/soccer/"}]),
    "bundesliga": ("Bundesliga", "bun", "KXBUNDESLIGA", "German Bundesliga", "https://www.bundesliga.com/",
                   [{"name": "ESPN", "url": "https://www.espn.com/soccer/"},
                    {"name": "Fox Sports", "url": "https://www.foxsports.com/soccer"}]),
    "seriea": ("Serie A", "sea", "KXSERIEA", "Italian Serie A", "https://www.legaseriea.it/",
               [{"name": "ESPN", "url": "https://www.espn.com/soccer/"},
                {"name": "Fox Sports", "url": "https://www.foxsports.com/soccer"}]),
    "ligue1": ("Ligue 1", "fl1", "KXLIGUE1", "French Ligue 1", "https://www.ligue1.com/",
               [{"name": "ESPN", "url": "https://www.espn.com/soccer/"}]),
    "mls": ("MLS", "mls", "KXMLS", "Major League Soccer", "https://www.mlssoccer.com/",
            [{"name": "MLS", "url": "https://www.mlssoccer.com/"}]),
    "ucl": ("UEFA Champions League", "ucl", "KXUCL", "UEFA Champions League", "https://www.uefa.com/",
            [{"name": "UEFA", "url": "https://www.uefa.com/uefachampionsleague/"}]),
}

# team key: (venue_one formal name, slug code, venue_two short name, ticker code)
TEAMS = {
    "ars": ("Arsenal FC", "ars", "Arsenal", "ARS"),
    "che": ("Chelsea FC", "che", "Chelsea", "CFC"),
    "liv": ("Liverpool FC", "liv", "Liverpool", "LFC"),
    "eve": ("Everton FC", "eve", "Everton", "EVE"),
    "mci": ("Manchester City FC", "mac", "Manchester City", "MCI"),
    "tot": ("Tottenham Hotspur FC", "tot", "Tottenham", "TOT"),
    "avl": ("Aston Villa FC", "ast", "Aston Villa", "AVL"),
    "nfo": ("Nottingham Forest FC", "not", "Nottingham Forest", "NFO"),
    "new": ("Newcastle United FC", "new", "Newcastle", "NEW"),
    "whu": ("West Ham United FC", "wes", "West Ham", "WHU"),
    "bre": ("Brentford FC", "bre", "Brentford", "BRE"),
    "rma": ("Real Madrid CF", "rea", "Real Madrid", "RMA"),
    "bar": ("FC Barcelona", "bar", "Barcelona", "BAR"),
    "atm": ("Club Atlético de Madrid", "mad", "Atletico Madrid", "ATM"),
    "sev": ("Sevilla FC", "sev", "Sevilla", "SEV"),
    "rbb": ("Real Betis Balompié", "bet", "Real Betis", "RBB"),
    "vcf": ("Valencia CF", "val", "Valencia", "VCF"),
    "bmu": ("FC Bayern München", "bay", "Bayern Munich", "BMU"),
    "bvb": ("Borussia Dortmund", "dor", "Dortmund", "BVB"),
    "lev": ("Bayer 04 Leverkusen", "b04", "Leverkusen", "LEV"),
    "rbl": ("RB Leipzig", "lei", "RB Leipzig", "RBL"),
    "sge": ("Eintracht Frankfurt", "ein", "Eintracht Frankfurt", "SGE"),
    "juv": ("Juventus FC", "juv", "Juventus", "JUV"),
    "int": ("FC Internazionale Milano", "int", "Inter Milan", "INT"),
    "acm": ("AC Milan", "acm", "AC Milan", "ACM"),
    "bol": ("Bologna FC 1909", "bol", "Bologna", "BOL"),
    "nap": ("SSC Napoli", "nap", "Napoli", "NAP"),
    "rom": ("AS Roma", "rom", "Roma", "ROM"),
    "psg": ("Paris Saint-Germain FC", "par", "Paris Saint-Germain", "PSG"),
    "om": ("Olympique de Marseille", "olm", "Marseille", "OM"),
    "ol": ("Olympique Lyonnais", "lyo", "Lyon", "OL"),
    "lag": ("LA Galaxy", "lag", "LA Galaxy", "LA"),
    "sea": ("Seattle Sounders FC", "sea", "Seattle", "SEA"),
    "mia": ("Inter Miami CF", "mia", "Inter Miami", "MIA"),
    "atl": ("Atlanta United FC", "atl", "Atlanta United", "ATL"),
}

MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]

FAMILIES = {"win", "draw", "advance", "spread", "total", "btts", "half", "exact_score", "other", "unknown"}
SCOPES = {"regulation", "extra_time", "penalties", "ambiguous", None}
SOURCES = {"official", "provider", "consensus", "ambiguous", None}
VOIDS = {"yes", "no", "50-50", "fair_price", "last_price", "refund", "result", "ambiguous", None}
EXPECTED_KEYS = ["family", "outcome", "line", "half", "scope", "source_primary", "source_fallback",
                 "timing_window", "void_cancelled", "void_postponed_long", "void_abandoned"]


def exp(family, outcome, scope="regulation", sp="official", sf="consensus", tw="open_until_played",
        vc=None, vp="result", va=None, line=None, half=None):
    return {"family": family, "outcome": outcome, "line": line, "half": half, "scope": scope,
            "source_primary": sp, "source_fallback": sf, "timing_window": tw,
            "void_cancelled": vc, "void_postponed_long": vp, "void_abandoned": va}


def validate(legs):
    ids = set()
    texts = set()
    for leg in legs:
        assert leg["id"] not in ids, leg["id"]
        ids.add(leg["id"])
        e = leg["expected"]
        assert list(e.keys()) == EXPECTED_KEYS, (leg["id"], list(e.keys()))
        assert e["family"] in FAMILIES, leg["id"]
        assert e["scope"] in SCOPES, leg["id"]
        assert e["source_primary"] in SOURCES and e["source_fallback"] in SOURCES, leg["id"]
        for k in ("void_cancelled", "void_postponed_long", "void_abandoned"):
            assert e[k] in VOIDS, (leg["id"], k, e[k])
        tw = e["timing_window"]
        assert tw in (None, "open_until_played", "ambiguous") or isinstance(tw, int), leg["id"]
        if tw == "open_until_played":
            assert e["void_postponed_long"] == "result", leg["id"]
        if e["family"] == "half":
            assert e["half"] in ("first", "second") and e["scope"] is None, leg["id"]
        else:
            assert e["half"] is None, leg["id"]
        if e["family"] in ("spread", "total"):
            assert isinstance(e["line"], float) and e["line"] > 0, leg["id"]
        if e["family"] in ("win", "advance", "spread") or (e["family"] == "half" and e["outcome"] != "draw"):
            assert e["outcome"] in (leg["home"], leg["away"]), (leg["id"], e["outcome"])
        if e["family"] == "draw":
            assert e["outcome"] == "draw"
        if e["family"] == "exact_score":
            h, a = e["outcome"].split("-"); int(h); int(a)
        m = leg["market"]
        txt = m.get("description") or (m.get("rules_primary", "") + "\n" + m.get("rules_secondary", ""))
        for bad in ("{", "}", "<name>", "TODO"):
            assert bad not in txt, (leg["id"], bad)
        assert txt not in texts, leg["id"]
        texts.add(txt)
        if leg["venue"] == "venue_one":
            assert m["groupItemTitle"] and m["question"]
            if e["family"] == "spread":
                assert m["line"] == -e["line"], leg["id"]
            json.loads(m["outcomes"])
        else:
            assert m["ticker"].startswith(m["event_ticker"] + "-"), leg["id"]
            assert "series_settlement_sources" in leg
    return True
