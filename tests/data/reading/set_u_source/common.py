"""Shared data for held-out reading set (u): fixtures, dates, builders, validator.

Standard library only. Everything here is deterministic.
"""
import json
import re

# competition code -> (venue_one name, venue_two league words, slug prefix,
#                      series ticker, governing body, official site)
COMPS = {
    "epl": ("Premier League", "English Premier League", "epl", "KXEPLGAME",
            "the Premier League", "https://www.premierleague.com/"),
    "laliga": ("LaLiga", "Spanish La Liga", "lal", "KXLALIGAGAME",
               "LaLiga", "https://www.laliga.com/"),
    "bundesliga": ("Bundesliga", "German Bundesliga", "bun", "KXBUNDESLIGAGAME",
                   "the Deutsche Fussball Liga", "https://www.bundesliga.com/"),
    "seriea": ("Serie A", "Italian Serie A", "sea", "KXSERIEAGAME",
               "Lega Serie A", "https://www.legaseriea.it/"),
    "ligue1": ("Ligue 1", "French Ligue 1", "fl1", "KXLIGUE1GAME",
               "the Ligue de Football Professionnel", "https://www.ligue1.com/"),
    "mls": ("Major League Soccer", "Major League Soccer", "mls", "KXMLSGAME",
            "Major League Soccer", "https://www.mlssoccer.com/"),
    "ucl": ("UEFA Champions League", "UEFA Champions League", "ucl", "KXUCLGAME",
            "UEFA", "https://www.uefa.com/"),
    "wc": ("FIFA World Cup", "FIFA World Cup", "fifwc", "KXWCGAME",
           "FIFA", "https://www.fifa.com/"),
}

# team key -> (venue_one formal name, slug code, venue_two short name, ticker code)
TEAMS = {
    "ARS": ("Arsenal FC", "ars", "Arsenal", "ARS"),
    "TOT": ("Tottenham Hotspur FC", "tot", "Tottenham", "TOT"),
    "MCI": ("Manchester City FC", "mac", "Man City", "MCI"),
    "AVL": ("Aston Villa FC", "ast", "Aston Villa", "AVL"),
    "NEW": ("Newcastle United FC", "new", "Newcastle", "NEW"),
    "WHU": ("West Ham United FC", "wes", "West Ham", "WHU"),
    "NFO": ("Nottingham Forest FC", "not", "Nottingham Forest", "NFO"),
    "BHA": ("Brighton & Hove Albion FC", "bri", "Brighton", "BHA"),
    "RMA": ("Real Madrid CF", "rea", "Real Madrid", "RMA"),
    "ATM": ("Club Atlético de Madrid", "mad", "Atletico Madrid", "ATM"),
    "ATH": ("Athletic Club", "bil", "Athletic Club", "ATH"),
    "RBB": ("Real Betis Balompié", "bet", "Real Betis", "RBB"),
    "VIL": ("Villarreal CF", "vil", "Villarreal", "VIL"),
    "RCC": ("RC Celta de Vigo", "cel", "Celta Vigo", "RCC"),
    "BMU": ("FC Bayern München", "bay", "Bayern Munich", "BMU"),
    "BVB": ("Borussia Dortmund", "dor", "Dortmund", "BVB"),
    "RBL": ("RB Leipzig", "lei", "RB Leipzig", "RBL"),
    "LEV": ("Bayer 04 Leverkusen", "b04", "Leverkusen", "LEV"),
    "SGE": ("Eintracht Frankfurt", "ein", "Frankfurt", "SGE"),
    "ACM": ("AC Milan", "acm", "AC Milan", "ACM"),
    "INT": ("FC Internazionale Milano", "int", "Inter", "INT"),
    "NAP": ("SSC Napoli", "nap", "Napoli", "NAP"),
    "ROM": ("AS Roma", "rom", "Roma", "ROM"),
    "ATA": ("Atalanta BC", "ata", "Atalanta", "ATA"),
    "PSG": ("Paris Saint-Germain FC", "par", "PSG", "PSG"),
    "OM": ("Olympique de Marseille", "olm", "Marseille", "OM"),
    "OL": ("Olympique Lyonnais", "lyo", "Lyon", "OL"),
    "LIL": ("LOSC Lille", "lil", "Lille", "LIL"),
    "MON": ("AS Monaco FC", "mon", "Monaco", "MON"),
    "LAG": ("LA Galaxy", "lag", "LA Galaxy", "LAG"),
    "MIA": ("Inter Miami CF", "mia", "Inter Miami", "MIA"),
    "SEA": ("Seattle Sounders FC", "sea", "Seattle", "SEA"),
    "CLB": ("Columbus Crew", "clb", "Columbus", "CLB"),
    "BRA": ("Brazil", "bra", "Brazil", "BRA"),
    "ARG": ("Argentina", "arg", "Argentina", "ARG"),
    "CIV": ("Côte d'Ivoire", "civ", "Ivory Coast", "CIV"),
    "KOR": ("Korea Republic", "kr", "South Korea", "KOR"),
    "ESP": ("Spain", "esp", "Spain", "ESP"),
    "GER": ("Germany", "ger", "Germany", "GER"),
    "MAR": ("Morocco", "mar", "Morocco", "MAR"),
    "JPN": ("Japan", "jpn", "Japan", "JPN"),
}

MONTHS = ["January", "February", "March", "April", "May", "June", "July",
          "August", "September", "October", "November", "December"]


def parse_date(iso):
    y, m, d = (int(x) for x in iso.split("-"))
    return y, m, d


def ordinal(n):
    if 10 <= n % 100 <= 20:
        return "%dth" % n
    return "%d%s" % (n, {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th"))


def fmt_date(iso, style):
    """Several date formats; numeric forms only used with day > 12 in the specs."""
    y, m, d = parse_date(iso)
    mon = MONTHS[m - 1]
    if style == "dmy_long":
        return "%d %s %d" % (d, mon, y)
    if style == "mdy_long":
        return "%s %d, %d" % (mon, d, y)
    if style == "ordinal":
        return "the %s of %s %d" % (ordinal(d), mon, y)
    if style == "dotted":
        return "%02d.%02d.%d" % (d, m, y)
    if style == "iso":
        return iso
    if style == "slash_ymd":
        return "%d/%02d/%02d" % (y, m, d)
    if style == "short_mon":
        return "%s %d, %d" % (mon[:3], d, y)
    if style == "day_mon":
        return "%d %s" % (d, mon[:3] + ".")
    raise ValueError(style)


def kalshi_date(iso):
    y, m, d = parse_date(iso)
    return "%02d%s%02d" % (y % 100, MONTHS[m - 1][:3].upper(), d)


# allowed value spellings (from the format README and set (d)'s first lines/README)
FAMILIES = {"win", "draw", "advance"}
SCOPES = {"regulation", "extra_time", "penalties", "ambiguous"}
SOURCES = {"official", "provider", "consensus", "ambiguous"}
TIMING = {"open_until_played", 48, 336, "ambiguous", None}
PAYOUTS = {"yes", "no", "50-50", "fair_price", "last_price", "refund", "result",
           "ambiguous", None}
COMP_CODES = set(COMPS)

TOP_KEYS_V1 = ["id", "venue", "styles", "meanings", "home", "away", "competition",
               "market", "expected"]
TOP_KEYS_V2 = ["id", "venue", "styles", "meanings", "home", "away", "competition",
               "market", "series_settlement_sources", "expected"]
EXP_KEYS = ["family", "outcome", "line", "half", "scope", "source_primary",
            "source_fallback", "timing_window", "void_cancelled",
            "void_postponed_long", "void_abandoned"]
MKT_KEYS_V1 = ["id", "question", "slug", "groupItemTitle", "sportsMarketType", "line",
               "outcomes", "description", "resolutionSource", "event_title",
               "gameStartTime"]
MKT_KEYS_V2 = ["ticker", "event_ticker", "series_ticker", "title", "yes_sub_title",
               "no_sub_title", "rules_primary", "rules_secondary",
               "occurrence_datetime"]

ESPN_FOX = [{"name": "ESPN", "url": "https://www.espn.com/soccer/"},
            {"name": "Fox Sports", "url": "https://www.foxsports.com/soccer"}]
ESPN_ONLY = [{"name": "ESPN", "url": "https://www.espn.com/soccer/"}]
UEFA_SRC = [{"name": "UEFA", "url": "https://www.uefa.com/"}]
FIFA_SRC = [{"name": "FIFA", "url": "https://www.fifa.com/"}]
MLS_SRC = [{"name": "MLS", "url": "https://www.mlssoccer.com/"}]

PLACEHOLDER = re.compile(r"[{}]|<[a-z_ ]+>")


def texts_of(leg):
    m = leg["market"]
    if leg["venue"] == "venue_one":
        return [m["description"]]
    return [m["rules_primary"], m["rules_secondary"]]


def validate(legs, venue):
    errors = []
    seen_ids = set()
    top = TOP_KEYS_V1 if venue == "venue_one" else TOP_KEYS_V2
    mkeys = MKT_KEYS_V1 if venue == "venue_one" else MKT_KEYS_V2
    prefix = "u1-" if venue == "venue_one" else "u2-"
    for leg in legs:
        lid = leg.get("id", "?")
        if list(leg) != top:
            errors.append("%s: top keys %s" % (lid, list(leg)))
            continue
        if not re.fullmatch(re.escape(prefix) + r"\d{3}", lid) or lid in seen_ids:
            errors.append("%s: bad or duplicate id" % lid)
        seen_ids.add(lid)
        if leg["venue"] != venue:
            errors.append("%s: venue" % lid)
        if leg["competition"] not in COMP_CODES:
            errors.append("%s: competition" % lid)
        if list(leg["market"]) != mkeys:
            errors.append("%s: market keys %s" % (lid, list(leg["market"])))
        e = leg["expected"]
        if list(e) != EXP_KEYS:
            errors.append("%s: expected keys" % lid)
            continue
        if e["family"] not in FAMILIES:
            errors.append("%s: family" % lid)
        if e["family"] == "draw" and e["outcome"] != "draw":
            errors.append("%s: draw outcome" % lid)
        if e["family"] in ("win", "advance") and e["outcome"] not in (leg["home"], leg["away"]):
            errors.append("%s: team outcome %r not one of the two teams" % (lid, e["outcome"]))
        if e["line"] is not None or e["half"] is not None:
            errors.append("%s: line/half must be null" % lid)
        if e["scope"] not in SCOPES:
            errors.append("%s: scope" % lid)
        if e["family"] == "advance" and e["scope"] != "penalties":
            errors.append("%s: advance scope" % lid)
        if e["source_primary"] not in SOURCES:
            errors.append("%s: source_primary" % lid)
        if e["source_fallback"] not in SOURCES | {None}:
            errors.append("%s: source_fallback" % lid)
        if e["timing_window"] not in TIMING:
            errors.append("%s: timing" % lid)
        for k in ("void_cancelled", "void_postponed_long", "void_abandoned"):
            if e[k] not in PAYOUTS:
                errors.append("%s: %s" % (lid, k))
        if (e["timing_window"] is None) != (e["void_postponed_long"] is None):
            errors.append("%s: timing/postponed payout mismatch" % lid)
        for t in texts_of(leg):
            if PLACEHOLDER.search(t):
                errors.append("%s: unfilled placeholder" % lid)
            if "  " in t or t != t.strip():
                errors.append("%s: stray whitespace" % lid)
        for f in ("question", "title", "groupItemTitle", "yes_sub_title"):
            v = leg["market"].get(f)
            if v and PLACEHOLDER.search(v):
                errors.append("%s: placeholder in %s" % (lid, f))
    return errors


def dup_texts(all_legs):
    seen = {}
    errs = []
    for leg in all_legs:
        for t in texts_of(leg):
            if not t:
                continue
            if t in seen:
                errs.append("duplicate text: %s and %s" % (seen[t], leg["id"]))
            seen[t] = leg["id"]
    return errs


def dumps(leg):
    return json.dumps(leg, ensure_ascii=False)
