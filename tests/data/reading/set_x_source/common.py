"""Fixtures, wire builders and value spellings for held-out set (x). Standard library only."""
import datetime as _dt
import hashlib

# competition code -> (venue_one slug prefix, venue_two series stem, official site, series sources)
ESPN_FOX = [{"name": "ESPN", "url": "https://www.espn.com/soccer/"},
            {"name": "Fox Sports", "url": "https://www.foxsports.com/soccer"}]
ESPN_ONLY = [{"name": "ESPN", "url": "https://www.espn.com/soccer/"}]
COMPS = {
    "epl": ("epl", "KXEPL", "https://www.premierleague.com/", ESPN_FOX, "English Premier League"),
    "laliga": ("lal", "KXLALIGA", "https://www.laliga.com/", ESPN_ONLY, "Spanish La Liga"),
    "bundesliga": ("bun", "KXBUNDESLIGA", "https://www.bundesliga.com/", ESPN_FOX, "German Bundesliga"),
    "seriea": ("sea", "KXSERIEA", "https://www.legaseriea.it/", ESPN_FOX, "Italian Serie A"),
    "ligue1": ("fl1", "KXLIGUE1", "https://www.ligue1.com/", ESPN_ONLY, "French Ligue 1"),
    "mls": ("mls", "KXMLS", "https://www.mlssoccer.com/",
            [{"name": "MLS", "url": "https://www.mlssoccer.com/"}], "Major League Soccer"),
    "ucl": ("ucl", "KXUCL", "https://www.uefa.com/",
            [{"name": "UEFA", "url": "https://www.uefa.com/uefachampionsleague/"}], "UEFA Champions League"),
    "wc": ("fifwc", "KXWC", "https://www.fifa.com/",
           [{"name": "FIFA", "url": "https://www.fifa.com/"}], "FIFA World Cup"),
}

# key -> (venue_one formal name, slug code, venue_two short name, ticker code)
TEAMS = {
    "ARS": ("Arsenal FC", "ars", "Arsenal", "ARS"),
    "CHE": ("Chelsea FC", "che", "Chelsea", "CFC"),
    "LIV": ("Liverpool FC", "liv", "Liverpool", "LFC"),
    "MCI": ("Manchester City FC", "mac", "Manchester City", "MCI"),
    "NEW": ("Newcastle United FC", "new", "Newcastle", "NEW"),
    "TOT": ("Tottenham Hotspur FC", "tot", "Tottenham", "TOT"),
    "AVL": ("Aston Villa FC", "ast", "Aston Villa", "AVL"),
    "BHA": ("Brighton & Hove Albion FC", "bri", "Brighton", "BHA"),
    "NFO": ("Nottingham Forest FC", "not", "Nottingham Forest", "NFO"),
    "WHU": ("West Ham United FC", "wes", "West Ham", "WHU"),
    "RMA": ("Real Madrid CF", "rea", "Real Madrid", "RMA"),
    "BAR": ("FC Barcelona", "bar", "Barcelona", "BAR"),
    "ATM": ("Club Atlético de Madrid", "mad", "Atletico Madrid", "ATM"),
    "ATH": ("Athletic Club", "bil", "Athletic Bilbao", "ATH"),
    "SEV": ("Sevilla FC", "sev", "Sevilla", "SEV"),
    "BET": ("Real Betis Balompié", "bet", "Real Betis", "RBB"),
    "VIL": ("Villarreal CF", "vil", "Villarreal", "VIL"),
    "VAL": ("Valencia CF", "val", "Valencia", "VCF"),
    "BAY": ("FC Bayern München", "bay", "Bayern Munich", "BMU"),
    "BVB": ("Borussia Dortmund", "dor", "Dortmund", "BVB"),
    "LEV": ("Bayer 04 Leverkusen", "b04", "Leverkusen", "LEV"),
    "SGE": ("Eintracht Frankfurt", "ein", "Eintracht Frankfurt", "SGE"),
    "VFB": ("VfB Stuttgart", "stu", "Stuttgart", "VFB"),
    "JUV": ("Juventus FC", "juv", "Juventus", "JUV"),
    "MIL": ("AC Milan", "acm", "AC Milan", "ACM"),
    "INT": ("FC Internazionale Milano", "int", "Inter Milan", "INT"),
    "NAP": ("SSC Napoli", "nap", "Napoli", "NAP"),
    "ROM": ("AS Roma", "rom", "Roma", "ROM"),
    "BOL": ("Bologna FC 1909", "bol", "Bologna", "BOL"),
    "ATA": ("Atalanta BC", "ata", "Atalanta", "ATA"),
    "PSG": ("Paris Saint-Germain FC", "par", "PSG", "PSG"),
    "OM": ("Olympique de Marseille", "olm", "Marseille", "OM"),
    "OL": ("Olympique Lyonnais", "lyo", "Lyon", "OL"),
    "MON": ("AS Monaco FC", "mon", "Monaco", "MON"),
    "LAG": ("LA Galaxy", "lag", "LA Galaxy", "LA"),
    "LAFC": ("Los Angeles FC", "laf", "LAFC", "LAFC"),
    "MIA": ("Inter Miami CF", "mia", "Inter Miami", "MIA"),
    "CLB": ("Columbus Crew", "clb", "Columbus", "CLB"),
    "SEA": ("Seattle Sounders FC", "sea", "Seattle", "SEA"),
    "ARG": ("Argentina", "arg", "Argentina", "ARG"),
    "MEX": ("Mexico", "mex", "Mexico", "MEX"),
    "BRA": ("Brazil", "bra", "Brazil", "BRA"),
    "CIV": ("Côte d'Ivoire", "civ", "Ivory Coast", "CIV"),
    "KOR": ("Korea Republic", "kr", "South Korea", "KOR"),
    "MAR": ("Morocco", "mar", "Morocco", "MAR"),
    "ENG": ("England", "eng", "England", "ENG"),
    "NED": ("Netherlands", "ned", "Netherlands", "NED"),
    "FRA": ("France", "fra", "France", "FRA"),
    "JPN": ("Japan", "jpn", "Japan", "JPN"),
}

FAMILIES = {"win", "draw", "advance", "spread", "total", "btts", "half", "exact_score", "other", "unknown"}
SCOPES = {"regulation", "extra_time", "penalties", "ambiguous", None}
SOURCES = {"official", "provider", "consensus", "ambiguous", None}
PAYOUTS = {"yes", "no", "50-50", "fair_price", "last_price", "refund", "result", "ambiguous", None}
EXPECTED_KEYS = ["family", "outcome", "line", "half", "scope", "source_primary", "source_fallback",
                 "timing_window", "void_cancelled", "void_postponed_long", "void_abandoned"]
TOP_KEYS_1 = ["id", "venue", "styles", "meanings", "home", "away", "competition", "market", "expected"]
TOP_KEYS_2 = ["id", "venue", "styles", "meanings", "home", "away", "competition", "market",
              "series_settlement_sources", "expected"]

MON = ["JAN", "FEB", "MAR", "APR", "MAY", "JUN", "JUL", "AUG", "SEP", "OCT", "NOV", "DEC"]


def E(family, outcome, scope, sp, sf, tw, vc, vp, va=None, line=None, half=None):
    return {"family": family, "outcome": outcome, "line": line, "half": half, "scope": scope,
            "source_primary": sp, "source_fallback": sf, "timing_window": tw,
            "void_cancelled": vc, "void_postponed_long": vp, "void_abandoned": va}


def _num(seed, lo=4100000, span=900000):
    return str(lo + int(hashlib.sha1(seed.encode()).hexdigest(), 16) % span)


def v1_market(comp, hk, ak, date, ko, kind, description, side=None, line=None, title=None,
              mtype=None, slug_tail=None, official_url=True, outcomes=("Yes", "No")):
    """venue_one (Gamma-shaped) market. kind: H / A / D / sibling."""
    pre, _, site, _, _ = COMPS[comp]
    H, A = TEAMS[hk], TEAMS[ak]
    base = f"{pre}-{H[1]}-{A[1]}-{date}"
    if kind in ("H", "A"):
        t = H if kind == "H" else A
        q = f"Will {t[0]} win on {date}?"
        git, slug, mt, ev = t[0], f"{base}-{t[1]}", "moneyline", f"{H[0]} vs. {A[0]}"
    elif kind == "D":
        q = f"Will {H[0]} vs. {A[0]} end in a draw?"
        git, slug, mt, ev = f"Draw ({H[0]} vs. {A[0]})", f"{base}-draw", "moneyline", f"{H[0]} vs. {A[0]}"
    else:
        q, git = title
        slug = f"{base}-more-markets-{slug_tail}"
        mt, ev = mtype, f"{H[0]} vs. {A[0]} - More Markets"
    if mtype and kind in ("H", "A", "D"):
        mt = mtype
    start = ko if isinstance(ko, str) else f"{date} {ko[0]:02d}:{ko[1]:02d}"
    return {
        "id": _num(slug), "question": q, "slug": slug, "groupItemTitle": git,
        "sportsMarketType": mt, "line": line, "outcomes": "[\"%s\", \"%s\"]" % outcomes,
        "description": description, "resolutionSource": site if official_url else "",
        "event_title": ev, "gameStartTime": f"{start.replace('T', ' ')}:00+00",
    }


def v2_market(comp, hk, ak, date, ko, suffix_series, leg_code, title, yes_sub, primary, secondary):
    _, stem, _, _, lg = COMPS[comp]
    H, A = TEAMS[hk], TEAMS[ak]
    d = _dt.date.fromisoformat(date)
    tdate = f"{d.year % 100:02d}{MON[d.month - 1]}{d.day:02d}"
    series = stem + suffix_series
    ev = f"{series}-{tdate}{H[3]}{A[3]}"
    start = ko if isinstance(ko, str) else f"{date}T{ko[0]:02d}:{ko[1]:02d}"
    return {
        "ticker": f"{ev}-{leg_code}", "event_ticker": ev, "series_ticker": series,
        "title": title, "yes_sub_title": yes_sub, "no_sub_title": yes_sub,
        "rules_primary": primary, "rules_secondary": secondary,
        "occurrence_datetime": f"{start.replace(' ', 'T')}:00Z",
    }


def kdate(date):
    d = _dt.date.fromisoformat(date)
    return f"{['Jan','Feb','Mar','Apr','May','Jun','Jul','Aug','Sep','Oct','Nov','Dec'][d.month-1]} {d.day}, {d.year}"
