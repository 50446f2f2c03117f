"""Shared data and helpers for held-out reading set (g).

Standard library only. Everything here is deterministic.
"""

import datetime as _dt
import re

# ---------------------------------------------------------------------------
# Competitions
#   code: (venue_one name, venue_two name, slug prefix, series prefix,
#          governing body phrase, official site, series settlement sources)
# ---------------------------------------------------------------------------

ESPN = {"name": "ESPN", "url": "https://www.espn.com/soccer/"}
FOX = {"name": "Fox Sports", "url": "https://www.foxsports.com/soccer"}

COMPS = {
    "epl": ("Premier League", "English Premier League", "epl", "KXEPL",
            "the Premier League", "https://www.premierleague.com/", [ESPN, FOX]),
    "laliga": ("LaLiga", "Spanish La Liga", "lal", "KXLALIGA",
               "LaLiga", "https://www.laliga.com/", [ESPN, FOX]),
    "bundesliga": ("Bundesliga", "German Bundesliga", "bun", "KXBUNDESLIGA",
                   "the Deutsche Fußball Liga", "https://www.bundesliga.com/", [ESPN]),
    "seriea": ("Serie A", "Italian Serie A", "sea", "KXSERIEA",
               "Lega Serie A", "https://www.legaseriea.it/", [ESPN, FOX]),
    "ligue1": ("Ligue 1", "French Ligue 1", "fl1", "KXLIGUE1",
               "the Ligue de Football Professionnel", "https://www.ligue1.com/", [ESPN]),
    "eredivisie": ("Eredivisie", "Dutch Eredivisie", "ere", "KXEREDIVISIE",
                   "the Eredivisie", "https://eredivisie.nl/", [ESPN]),
    "belgian_pro_league": ("Belgian Pro League", "Belgian Pro League", "bpl", "KXBELGIANPL",
                           "the Pro League", "https://www.proleague.be/", [ESPN, FOX]),
    "ligamx": ("Liga MX", "Mexican Liga MX", "lmx", "KXLIGAMX",
               "Liga MX", "https://ligamx.net/", [FOX]),
    "brasileirao": ("Brasileirão Série A", "Brazilian Serie A", "bra", "KXBRASILEIRAO",
                    "the CBF", "https://www.cbf.com.br/", [ESPN]),
    "mls": ("MLS", "Major League Soccer", "mls", "KXMLS",
            "Major League Soccer", "https://www.mlssoccer.com/",
            [{"name": "MLS", "url": "https://www.mlssoccer.com/"}]),
    "ucl": ("UEFA Champions League", "UEFA Champions League", "ucl", "KXUCL",
            "UEFA", "https://www.uefa.com/", [{"name": "UEFA", "url": "https://www.uefa.com/"}]),
    "uel": ("UEFA Europa League", "UEFA Europa League", "uel", "KXUEL",
            "UEFA", "https://www.uefa.com/", [ESPN, FOX]),
    "uecl": ("UEFA Conference League", "UEFA Europa Conference League", "uecl", "KXUECL",
             "UEFA", "https://www.uefa.com/", [ESPN]),
    "copa_america": ("Copa América", "Copa America", "cam", "KXCOPAAMERICA",
                     "CONMEBOL", "https://www.conmebol.com/",
                     [{"name": "CONMEBOL", "url": "https://www.conmebol.com/"}]),
    "wc": ("FIFA World Cup", "FIFA World Cup", "fifwc", "KXWC",
           "FIFA", "https://www.fifa.com/", [{"name": "FIFA", "url": "https://www.fifa.com/"}]),
}

OFFICIAL_SOURCE_NAMES = {"MLS", "UEFA", "FIFA", "CONMEBOL"}
PROVIDER_SOURCE_NAMES = {"ESPN", "Fox Sports"}

# ---------------------------------------------------------------------------
# Teams per competition: key -> (venue_one formal name, slug code,
#                                venue_two short name, ticker code)
# ---------------------------------------------------------------------------

TEAMS = {
    "epl": {
        "ars": ("Arsenal FC", "ars", "Arsenal", "ARS"),
        "che": ("Chelsea FC", "che", "Chelsea", "CFC"),
        "liv": ("Liverpool FC", "liv", "Liverpool", "LFC"),
        "mac": ("Manchester City FC", "mac", "Manchester City", "MCI"),
        "new": ("Newcastle United FC", "new", "Newcastle", "NEW"),
        "tot": ("Tottenham Hotspur FC", "tot", "Tottenham", "TOT"),
        "ast": ("Aston Villa FC", "ast", "Aston Villa", "AVL"),
        "not": ("Nottingham Forest FC", "not", "Nottingham Forest", "NFO"),
    },
    "laliga": {
        "rea": ("Real Madrid CF", "rea", "Real Madrid", "RMA"),
        "bar": ("FC Barcelona", "bar", "Barcelona", "BAR"),
        "mad": ("Club Atlético de Madrid", "mad", "Atletico Madrid", "ATM"),
        "bet": ("Real Betis Balompié", "bet", "Real Betis", "RBB"),
        "bil": ("Athletic Club", "bil", "Athletic Bilbao", "ATH"),
        "vil": ("Villarreal CF", "vil", "Villarreal", "VIL"),
    },
    "bundesliga": {
        "bay": ("FC Bayern München", "bay", "Bayern Munich", "BMU"),
        "dor": ("Borussia Dortmund", "dor", "Dortmund", "BVB"),
        "b04": ("Bayer 04 Leverkusen", "b04", "Leverkusen", "LEV"),
        "lei": ("RB Leipzig", "lei", "RB Leipzig", "RBL"),
        "stu": ("VfB Stuttgart", "stu", "Stuttgart", "VFB"),
    },
    "seriea": {
        "int": ("FC Internazionale Milano", "int", "Inter", "INT"),
        "acm": ("AC Milan", "acm", "AC Milan", "ACM"),
        "juv": ("Juventus FC", "juv", "Juventus", "JUV"),
        "nap": ("SSC Napoli", "nap", "Napoli", "NAP"),
        "ata": ("Atalanta BC", "ata", "Atalanta", "ATA"),
        "bol": ("Bologna FC 1909", "bol", "Bologna", "BOL"),
    },
    "ligue1": {
        "par": ("Paris Saint-Germain FC", "par", "Paris Saint-Germain", "PSG"),
        "olm": ("Olympique de Marseille", "olm", "Marseille", "OM"),
        "lyo": ("Olympique Lyonnais", "lyo", "Lyon", "OL"),
        "mon": ("AS Monaco FC", "mon", "Monaco", "ASM"),
        "lil": ("LOSC Lille", "lil", "Lille", "LIL"),
    },
    "eredivisie": {
        "aja": ("AFC Ajax", "aja", "Ajax", "AJA"),
        "psv": ("PSV Eindhoven", "psv", "PSV", "PSV"),
        "fey": ("Feyenoord Rotterdam", "fey", "Feyenoord", "FEY"),
        "az": ("AZ Alkmaar", "az", "AZ Alkmaar", "AZ"),
        "twe": ("FC Twente", "twe", "Twente", "TWE"),
    },
    "belgian_pro_league": {
        "bru": ("Club Brugge KV", "bru", "Club Brugge", "CLB"),
        "and": ("RSC Anderlecht", "and", "Anderlecht", "AND"),
        "gen": ("KRC Genk", "gen", "Genk", "GNK"),
        "usg": ("Royale Union Saint-Gilloise", "usg", "Union SG", "USG"),
    },
    "ligamx": {
        "ame": ("Club América", "ame", "Club America", "AME"),
        "gua": ("CD Guadalajara", "gua", "Chivas", "GDL"),
        "mty": ("CF Monterrey", "mty", "Monterrey", "MTY"),
        "tig": ("Tigres UANL", "tig", "Tigres", "TIG"),
        "cru": ("Cruz Azul", "cru", "Cruz Azul", "CAZ"),
    },
    "brasileirao": {
        "pal": ("SE Palmeiras", "pal", "Palmeiras", "PAL"),
        "fla": ("CR Flamengo", "fla", "Flamengo", "FLA"),
        "sao": ("São Paulo FC", "sao", "Sao Paulo", "SAO"),
        "cor": ("SC Corinthians Paulista", "cor", "Corinthians", "COR"),
        "bot": ("Botafogo FR", "bot", "Botafogo", "BOT"),
    },
    "mls": {
        "mia": ("Inter Miami CF", "mia", "Inter Miami", "MIA"),
        "lag": ("LA Galaxy", "lag", "LA Galaxy", "LAG"),
        "lafc": ("Los Angeles FC", "lafc", "LAFC", "LAFC"),
        "clb": ("Columbus Crew", "clb", "Columbus", "CLB"),
        "cin": ("FC Cincinnati", "cin", "Cincinnati", "CIN"),
        "sea": ("Seattle Sounders FC", "sea", "Seattle", "SEA"),
    },
    "ucl": {
        "rea": ("Real Madrid CF", "rea", "Real Madrid", "RMA"),
        "mac": ("Manchester City FC", "mac", "Manchester City", "MCI"),
        "bay": ("FC Bayern München", "bay", "Bayern Munich", "BMU"),
        "par": ("Paris Saint-Germain FC", "par", "Paris Saint-Germain", "PSG"),
        "int": ("FC Internazionale Milano", "int", "Inter", "INT"),
        "ars": ("Arsenal FC", "ars", "Arsenal", "ARS"),
        "bar": ("FC Barcelona", "bar", "Barcelona", "BAR"),
    },
    "uel": {
        "tot": ("Tottenham Hotspur FC", "tot", "Tottenham", "TOT"),
        "rom": ("AS Roma", "rom", "Roma", "ROM"),
        "por": ("FC Porto", "por", "Porto", "POR"),
        "fen": ("Fenerbahçe SK", "fen", "Fenerbahce", "FEN"),
        "mun": ("Manchester United FC", "mun", "Manchester United", "MUN"),
    },
    "uecl": {
        "che": ("Chelsea FC", "che", "Chelsea", "CFC"),
        "bet": ("Real Betis Balompié", "bet", "Real Betis", "RBB"),
        "fio": ("ACF Fiorentina", "fio", "Fiorentina", "FIO"),
        "leg": ("Legia Warszawa", "leg", "Legia Warsaw", "LEG"),
        "rap": ("SK Rapid Wien", "rap", "Rapid Vienna", "RAP"),
    },
    "copa_america": {
        "arg": ("Argentina", "arg", "Argentina", "ARG"),
        "bra": ("Brazil", "bra", "Brazil", "BRA"),
        "uru": ("Uruguay", "uru", "Uruguay", "URU"),
        "col": ("Colombia", "col", "Colombia", "COL"),
        "ecu": ("Ecuador", "ecu", "Ecuador", "ECU"),
    },
    "wc": {
        "esp": ("Spain", "esp", "Spain", "ESP"),
        "civ": ("Côte d'Ivoire", "civ", "Ivory Coast", "CIV"),
        "eng": ("England", "eng", "England", "ENG"),
        "ger": ("Germany", "ger", "Germany", "GER"),
        "kor": ("Korea Republic", "kor", "South Korea", "KOR"),
        "jpn": ("Japan", "jpn", "Japan", "JPN"),
        "fra": ("France", "fra", "France", "FRA"),
        "ned": ("Netherlands", "ned", "Netherlands", "NED"),
        "mar": ("Morocco", "mar", "Morocco", "MAR"),
        "irn": ("IR Iran", "irn", "Iran", "IRN"),
    },
}

# ---------------------------------------------------------------------------
# Allowed value spellings (from the set (d)/(e) conventions)
# ---------------------------------------------------------------------------

FAMILIES = {"win", "draw", "advance", "spread", "total", "btts", "half",
            "exact_score", "other"}
SCOPES = {"regulation", "extra_time", "penalties", "ambiguous", None}
SOURCES = {"official", "provider", "consensus", "venue", "ambiguous", None}
TIMING = {"open_until_played", "ambiguous", None}
PAYOUTS = {"yes", "no", "50-50", "fair_price", "last_price", "refund",
           "result", "ambiguous", None}
HALVES = {"first", "second", None}
MEANING_IDS = ["S1", "S2", "S3", "S4", "S5", "S6", "P1", "P2", "P3", "P4",
               "C1", "C2", "C3", "C4", "R1", "R2", "R3", "D1", "AB"]
EXPECTED_KEYS = ["family", "outcome", "line", "half", "scope", "source_primary",
                 "source_fallback", "timing_window", "void_cancelled",
                 "void_postponed_long", "void_abandoned"]
V1_MARKET_KEYS = ["id", "question", "slug", "groupItemTitle", "sportsMarketType",
                  "line", "outcomes", "description", "resolutionSource",
                  "event_title", "gameStartTime"]
V2_MARKET_KEYS = ["ticker", "event_ticker", "series_ticker", "title", "yes_sub_title",
                  "no_sub_title", "rules_primary", "rules_secondary",
                  "occurrence_datetime"]

# ---------------------------------------------------------------------------
# Dates
# ---------------------------------------------------------------------------

MONTHS = ["January", "February", "March", "April", "May", "June", "July",
          "August", "September", "October", "November", "December"]
DAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]


def parse_date(iso):
    return _dt.date(*[int(x) for x in iso.split("-")])


def date_v1(iso, style):
    d = parse_date(iso)
    if style == 0:
        return "%s %d, %d" % (MONTHS[d.month - 1], d.day, d.year)
    if style == 1:
        return "%d %s %d" % (d.day, MONTHS[d.month - 1], d.year)
    if style == 2:
        return iso
    return "%s %d %s %d" % (DAYS[d.weekday()][:3], d.day, MONTHS[d.month - 1][:3], d.year)


def date_v2(iso):
    d = parse_date(iso)
    return "%s %d, %d" % (MONTHS[d.month - 1][:3], d.day, d.year)


def ticker_date(iso):
    d = parse_date(iso)
    return "%02d%s%02d" % (d.year % 100, MONTHS[d.month - 1][:3].upper(), d.day)


def line_str(x):
    return ("%.1f" % x)


NUM_WORDS = {0: "zero", 1: "one", 2: "two", 3: "three", 4: "four", 5: "five",
             6: "six", 9: "nine", 10: "ten"}

# ---------------------------------------------------------------------------
# Layouts
# ---------------------------------------------------------------------------

HEADING_LABELS = {
    "out": "Outcome", "scope": "Period", "post": "Postponement",
    "canc": "Cancellation", "ab": "Abandonment", "src": "Source",
    "rev": "Revisions", "note": "Note", "void": "Postponement and cancellation",
}


def layout(parts, style):
    """parts: list of (kind, text)."""
    texts = [t for _, t in parts]
    if style == "paras":
        return "\n\n".join(texts)
    if style == "one":
        return " ".join(texts)
    if style == "lines":
        return "\n".join(texts)
    if style == "bullets":
        return "\n".join("• " + t for t in texts)
    if style == "dashes":
        return "\n".join("- " + t for t in texts)
    if style == "numbered":
        return "\n".join("%d) %s" % (i + 1, t) for i, t in enumerate(texts))
    if style == "headings":
        return "\n".join("%s: %s" % (HEADING_LABELS[k], t) for k, t in parts)
    if style == "mdheadings":
        return "\n\n".join("### %s\n%s" % (HEADING_LABELS[k], t) for k, t in parts)
    raise ValueError(style)


# ---------------------------------------------------------------------------
# Expected-record helpers
# ---------------------------------------------------------------------------

def series_source_kind(sources):
    names = {s["name"] for s in sources}
    if names and names <= PROVIDER_SOURCE_NAMES:
        return "provider"
    if names and names <= OFFICIAL_SOURCE_NAMES:
        return "official"
    raise ValueError("mixed or unknown series sources: %r" % names)


class Rotor:
    """Deterministic round-robin over wording banks."""

    def __init__(self):
        self.pos = {}

    def pick(self, name, bank):
        i = self.pos.get(name, 0)
        self.pos[name] = i + 1
        return i % len(bank), bank[i % len(bank)]


# ---------------------------------------------------------------------------
# Validator
# ---------------------------------------------------------------------------

SCORE_RE = re.compile(r"^\d+-\d+$")


def validate(legs, prefix, venue):
    errors = []
    seen = set()
    for n, leg in enumerate(legs, 1):
        lid = leg.get("id")
        want = "%s-%03d" % (prefix, n)
        if lid != want:
            errors.append("%s: id should be %s" % (lid, want))
        if lid in seen:
            errors.append("%s: duplicate id" % lid)
        seen.add(lid)
        keys = ["id", "venue", "styles", "meanings", "home", "away", "competition", "market"]
        if venue == "venue_two":
            keys.append("series_settlement_sources")
        keys.append("expected")
        if list(leg.keys()) != keys:
            errors.append("%s: top-level keys %r" % (lid, list(leg.keys())))
            continue
        if leg["venue"] != venue:
            errors.append("%s: venue" % lid)
        if leg["competition"] not in COMPS:
            errors.append("%s: competition" % lid)
        m = leg["market"]
        mkeys = V1_MARKET_KEYS if venue == "venue_one" else V2_MARKET_KEYS
        if list(m.keys()) != mkeys:
            errors.append("%s: market keys %r" % (lid, list(m.keys())))
        e = leg["expected"]
        if list(e.keys()) != EXPECTED_KEYS:
            errors.append("%s: expected keys" % lid)
            continue
        fam = e["family"]
        if fam not in FAMILIES:
            errors.append("%s: family %r" % (lid, fam))
        if e["scope"] not in SCOPES:
            errors.append("%s: scope %r" % (lid, e["scope"]))
        if e["half"] not in HALVES:
            errors.append("%s: half" % lid)
        if (fam == "half") != (e["half"] is not None):
            errors.append("%s: half/family" % lid)
        if fam == "half" and e["scope"] is not None:
            errors.append("%s: half legs have scope null" % lid)
        if fam != "half" and e["scope"] is None:
            errors.append("%s: scope missing" % lid)
        if fam == "advance" and e["scope"] not in ("penalties", "ambiguous"):
            errors.append("%s: advance scope" % lid)
        for k in ("source_primary", "source_fallback"):
            if e[k] not in SOURCES:
                errors.append("%s: %s %r" % (lid, k, e[k]))
        tw = e["timing_window"]
        if not (tw in TIMING or (isinstance(tw, int) and tw > 0)):
            errors.append("%s: timing_window %r" % (lid, tw))
        for k in ("void_cancelled", "void_postponed_long", "void_abandoned"):
            if e[k] not in PAYOUTS:
                errors.append("%s: %s %r" % (lid, k, e[k]))
        if tw == "open_until_played" and e["void_postponed_long"] != "result":
            errors.append("%s: P1 pairs with result" % lid)
        if tw is None and e["void_postponed_long"] is not None:
            errors.append("%s: silent timing but payout set" % lid)
        out = e["outcome"]
        teams = (leg["home"], leg["away"])
        if fam in ("win", "advance"):
            if out not in teams:
                errors.append("%s: team outcome %r" % (lid, out))
        elif fam == "draw":
            if out != "draw":
                errors.append("%s: draw outcome" % lid)
        elif fam in ("spread",):
            if out not in teams or not (isinstance(e["line"], float) and e["line"] > 0):
                errors.append("%s: spread" % lid)
        elif fam == "total":
            if out not in ("over", "under") or not (isinstance(e["line"], float) and e["line"] > 0):
                errors.append("%s: total" % lid)
        elif fam == "btts":
            if out not in ("yes", "no"):
                errors.append("%s: btts" % lid)
        elif fam == "exact_score":
            if not SCORE_RE.match(str(out)):
                errors.append("%s: exact score" % lid)
        elif fam == "half":
            if out not in teams and out != "draw":
                errors.append("%s: half outcome" % lid)
        elif fam == "other":
            if out not in teams and out not in ("over", "yes"):
                errors.append("%s: other outcome" % lid)
        if fam not in ("spread", "total") and not (fam == "other" and out == "over"):
            if e["line"] is not None:
                errors.append("%s: line should be null" % lid)
        if venue == "venue_one" and fam == "spread":
            if m["line"] != -e["line"]:
                errors.append("%s: wire spread line" % lid)
        texts = [m["description"]] if venue == "venue_one" else [m["rules_primary"], m["rules_secondary"]]
        for t in texts:
            if "{" in t or "}" in t or "<name>" in t:
                errors.append("%s: unfilled placeholder" % lid)
        if not any(x.startswith("F:") for x in leg["meanings"]):
            errors.append("%s: no family meaning" % lid)
        if "F:" + fam not in leg["meanings"]:
            errors.append("%s: family meaning mismatch" % lid)
    return errors


def rule_text(leg):
    m = leg["market"]
    if leg["venue"] == "venue_one":
        return m["description"]
    return m["rules_primary"] + "\n" + m["rules_secondary"]
