"""Shared data for held-out reading set (i): competitions, teams, dates, spellings, validator.

Standard library only. Everything here is deterministic.
"""
import datetime as _dt
import json
import re

# ---------------------------------------------------------------------------
# Series settlement sources (venue_two)
ESPN = {"name": "ESPN", "url": "https://www.espn.com/soccer/"}
FOX = {"name": "Fox Sports", "url": "https://www.foxsports.com/soccer"}
UEFA = {"name": "UEFA", "url": "https://www.uefa.com/"}
FIFA = {"name": "FIFA", "url": "https://www.fifa.com/"}
MLS = {"name": "Major League Soccer", "url": "https://www.mlssoccer.com/"}
LIGAMX = {"name": "Liga MX", "url": "https://ligamx.net/"}
CONMEBOL = {"name": "CONMEBOL", "url": "https://www.conmebol.com/"}
OFFICIAL_SOURCE_NAMES = {"UEFA", "FIFA", "Major League Soccer", "Liga MX", "CONMEBOL"}
PROVIDER_SOURCE_NAMES = {"ESPN", "Fox Sports"}

# code: venue_one name, slug prefix, governing body (as written in text), site,
#       venue_two name, series prefix, default series settlement sources
COMPS = {
    "epl": ("Premier League", "epl", "the Premier League", "https://www.premierleague.com/",
            "English Premier League", "KXEPL", [ESPN, FOX]),
    "laliga": ("LaLiga", "lal", "LaLiga", "https://www.laliga.com/",
               "Spanish La Liga", "KXLALIGA", [ESPN, FOX]),
    "seriea": ("Serie A", "sea", "Lega Serie A", "https://www.legaseriea.it/",
               "Italian Serie A", "KXSERIEA", [ESPN]),
    "bundesliga": ("Bundesliga", "bun", "the DFL", "https://www.bundesliga.com/",
                   "German Bundesliga", "KXBUNDESLIGA", [ESPN, FOX]),
    "ligue1": ("Ligue 1", "fl1", "the LFP", "https://ligue1.com/",
               "French Ligue 1", "KXLIGUE1", [ESPN]),
    "eredivisie": ("Eredivisie", "ere", "the Eredivisie", "https://eredivisie.nl/",
                   "Dutch Eredivisie", "KXEREDIVISIE", [ESPN]),
    "primeira": ("Primeira Liga", "por", "Liga Portugal", "https://www.ligaportugal.pt/",
                 "Portuguese Primeira Liga", "KXLIGAPORTUGAL", [ESPN, FOX]),
    "spl": ("Scottish Premiership", "spl", "the SPFL", "https://spfl.co.uk/",
            "Scottish Premiership", "KXSPL", [ESPN]),
    "mls": ("MLS", "mls", "Major League Soccer", "https://www.mlssoccer.com/",
            "Major League Soccer", "KXMLS", [MLS]),
    "ligamx": ("Liga MX", "mex", "Liga MX", "https://ligamx.net/",
               "Mexican Liga MX", "KXLIGAMX", [LIGAMX]),
    "ucl": ("UEFA Champions League", "ucl", "UEFA", "https://www.uefa.com/",
            "UEFA Champions League", "KXUCL", [UEFA]),
    "uel": ("UEFA Europa League", "uel", "UEFA", "https://www.uefa.com/",
            "UEFA Europa League", "KXUEL", [ESPN, FOX]),
    "libertadores": ("Copa Libertadores", "lib", "CONMEBOL", "https://www.conmebol.com/",
                     "CONMEBOL Libertadores", "KXLIBERTADORES", [CONMEBOL]),
    "wc": ("FIFA World Cup", "fifwc", "FIFA", "https://www.fifa.com/",
           "FIFA World Cup", "KXWC", [FIFA]),
    "euro": ("UEFA European Championship", "euro", "UEFA", "https://www.uefa.com/",
             "UEFA Euro", "KXEURO", [UEFA]),
}

# key: venue_one formal name, slug code, venue_two short name, ticker code
TEAMS = {
    # England
    "ars": ("Arsenal FC", "ars", "Arsenal", "ARS"),
    "che": ("Chelsea FC", "che", "Chelsea", "CFC"),
    "liv": ("Liverpool FC", "liv", "Liverpool", "LFC"),
    "mci": ("Manchester City FC", "mac", "Manchester City", "MCI"),
    "mun": ("Manchester United FC", "mun", "Manchester United", "MUN"),
    "avl": ("Aston Villa FC", "ast", "Aston Villa", "AVL"),
    "new": ("Newcastle United FC", "new", "Newcastle", "NEW"),
    "tot": ("Tottenham Hotspur FC", "tot", "Tottenham", "TOT"),
    "bha": ("Brighton & Hove Albion FC", "bri", "Brighton", "BHA"),
    "whu": ("West Ham United FC", "wes", "West Ham", "WHU"),
    "nfo": ("Nottingham Forest FC", "not", "Nottingham Forest", "NFO"),
    "eve": ("Everton FC", "eve", "Everton", "EVE"),
    "ful": ("Fulham FC", "ful", "Fulham", "FUL"),
    "bre": ("Brentford FC", "bre", "Brentford", "BRE"),
    "cry": ("Crystal Palace FC", "cry", "Crystal Palace", "CRY"),
    # Spain
    "rma": ("Real Madrid CF", "rea", "Real Madrid", "RMA"),
    "bar": ("FC Barcelona", "bar", "Barcelona", "BAR"),
    "atm": ("Club Atlético de Madrid", "mad", "Atletico Madrid", "ATM"),
    "ath": ("Athletic Club", "bil", "Athletic Bilbao", "ATH"),
    "rbb": ("Real Betis Balompié", "bet", "Real Betis", "RBB"),
    "sev": ("Sevilla FC", "sev", "Sevilla", "SEV"),
    "vil": ("Villarreal CF", "vil", "Villarreal", "VIL"),
    "rso": ("Real Sociedad de Fútbol", "soc", "Real Sociedad", "RSO"),
    "vcf": ("Valencia CF", "val", "Valencia", "VCF"),
    "gir": ("Girona FC", "gir", "Girona", "GIR"),
    # Italy
    "int": ("FC Internazionale Milano", "int", "Inter Milan", "INT"),
    "mil": ("AC Milan", "acm", "AC Milan", "MIL"),
    "juv": ("Juventus FC", "juv", "Juventus", "JUV"),
    "nap": ("SSC Napoli", "nap", "Napoli", "NAP"),
    "rom": ("AS Roma", "rom", "Roma", "ROM"),
    "laz": ("SS Lazio", "laz", "Lazio", "LAZ"),
    "ata": ("Atalanta BC", "ata", "Atalanta", "ATA"),
    "bol": ("Bologna FC 1909", "bol", "Bologna", "BOL"),
    "fio": ("ACF Fiorentina", "fio", "Fiorentina", "FIO"),
    # Germany
    "bmu": ("FC Bayern München", "bay", "Bayern Munich", "BMU"),
    "bvb": ("Borussia Dortmund", "dor", "Dortmund", "BVB"),
    "rbl": ("RB Leipzig", "lei", "RB Leipzig", "RBL"),
    "sge": ("Eintracht Frankfurt", "ein", "Eintracht Frankfurt", "SGE"),
    "lev": ("Bayer 04 Leverkusen", "b04", "Leverkusen", "LEV"),
    "vfb": ("VfB Stuttgart", "stu", "Stuttgart", "VFB"),
    "scf": ("SC Freiburg", "fre", "Freiburg", "SCF"),
    "wob": ("VfL Wolfsburg", "wol", "Wolfsburg", "WOB"),
    # France
    "psg": ("Paris Saint-Germain FC", "par", "PSG", "PSG"),
    "om": ("Olympique de Marseille", "olm", "Marseille", "OM"),
    "ol": ("Olympique Lyonnais", "lyo", "Lyon", "OL"),
    "asm": ("AS Monaco FC", "mon", "Monaco", "ASM"),
    "los": ("LOSC Lille", "lil", "Lille", "LOS"),
    "rcl": ("RC Lens", "len", "Lens", "RCL"),
    "nic": ("OGC Nice", "nic", "Nice", "NIC"),
    # Netherlands
    "aja": ("AFC Ajax", "aja", "Ajax", "AJA"),
    "psv": ("PSV Eindhoven", "psv", "PSV", "PSV"),
    "fey": ("Feyenoord Rotterdam", "fey", "Feyenoord", "FEY"),
    "az": ("AZ Alkmaar", "az", "AZ Alkmaar", "AZ"),
    "twe": ("FC Twente", "twe", "Twente", "TWE"),
    # Portugal
    "slb": ("SL Benfica", "ben", "Benfica", "SLB"),
    "fcp": ("FC Porto", "por", "Porto", "FCP"),
    "scp": ("Sporting CP", "spo", "Sporting", "SCP"),
    "scb": ("SC Braga", "bra", "Braga", "SCB"),
    # Scotland
    "cel": ("Celtic FC", "cel", "Celtic", "CEL"),
    "ran": ("Rangers FC", "ran", "Rangers", "RAN"),
    "hrt": ("Heart of Midlothian FC", "hea", "Hearts", "HRT"),
    "abd": ("Aberdeen FC", "abe", "Aberdeen", "ABD"),
    "hib": ("Hibernian FC", "hib", "Hibernian", "HIB"),
    # MLS
    "lag": ("LA Galaxy", "lag", "LA Galaxy", "LA"),
    "mia": ("Inter Miami CF", "mia", "Inter Miami", "MIA"),
    "lafc": ("Los Angeles FC", "laf", "LAFC", "LAFC"),
    "sea": ("Seattle Sounders FC", "sea", "Seattle", "SEA"),
    "clb": ("Columbus Crew", "clb", "Columbus", "CLB"),
    "atl": ("Atlanta United FC", "atl", "Atlanta United", "ATL"),
    "cin": ("FC Cincinnati", "cin", "Cincinnati", "CIN"),
    "rbny": ("New York Red Bulls", "nyr", "New York RB", "RBNY"),
    # Liga MX
    "ame": ("Club América", "ame", "America", "AME"),
    "chv": ("CD Guadalajara", "gua", "Guadalajara", "CHV"),
    "mty": ("CF Monterrey", "mty", "Monterrey", "MTY"),
    "tig": ("Tigres UANL", "tig", "Tigres", "TIG"),
    "caz": ("Cruz Azul", "cru", "Cruz Azul", "CAZ"),
    "tol": ("Deportivo Toluca FC", "tol", "Toluca", "TOL"),
    # South America
    "riv": ("CA River Plate", "riv", "River Plate", "RIV"),
    "boc": ("CA Boca Juniors", "boc", "Boca Juniors", "BOC"),
    "fla": ("CR Flamengo", "fla", "Flamengo", "FLA"),
    "pal": ("SE Palmeiras", "pal", "Palmeiras", "PAL"),
    "flu": ("Fluminense FC", "flu", "Fluminense", "FLU"),
    "nac": ("Club Nacional de Football", "nac", "Nacional", "NAC"),
    "rac": ("Racing Club", "rac", "Racing Club", "RAC"),
    # Nations
    "esp": ("Spain", "esp", "Spain", "ESP"),
    "bra": ("Brazil", "bra", "Brazil", "BRA"),
    "arg": ("Argentina", "arg", "Argentina", "ARG"),
    "fra": ("France", "fra", "France", "FRA"),
    "eng": ("England", "eng", "England", "ENG"),
    "ger": ("Germany", "ger", "Germany", "GER"),
    "por": ("Portugal", "por", "Portugal", "POR"),
    "ned": ("Netherlands", "ned", "Netherlands", "NED"),
    "mex": ("Mexico", "mex", "Mexico", "MEX"),
    "usa": ("USA", "usa", "USA", "USA"),
    "kor": ("Korea Republic", "kor", "South Korea", "KOR"),
    "civ": ("Côte d'Ivoire", "civ", "Ivory Coast", "CIV"),
    "jpn": ("Japan", "jpn", "Japan", "JPN"),
    "mar": ("Morocco", "mar", "Morocco", "MAR"),
    "cro": ("Croatia", "cro", "Croatia", "CRO"),
    "uru": ("Uruguay", "uru", "Uruguay", "URU"),
    "col": ("Colombia", "col", "Colombia", "COL"),
    "ita": ("Italy", "ita", "Italy", "ITA"),
    "bel": ("Belgium", "bel", "Belgium", "BEL"),
    "sco": ("Scotland", "sco", "Scotland", "SCO"),
    "den": ("Denmark", "den", "Denmark", "DEN"),
    "sui": ("Switzerland", "sui", "Switzerland", "SUI"),
}

# ---------------------------------------------------------------------------
# Dates
MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August",
          "September", "October", "November", "December"]
DAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
DATE_STYLES = ["long_us", "long_uk", "iso", "dow", "short", "slash"]


def d(date):
    return _dt.date.fromisoformat(date)


def fmt_date(date, style):
    x = d(date)
    m = MONTHS[x.month - 1]
    if style == "long_us":
        return f"{m} {x.day}, {x.year}"
    if style == "long_uk":
        return f"{x.day} {m} {x.year}"
    if style == "iso":
        return date
    if style == "dow":
        return f"{DAYS[x.weekday()]} {x.day} {m} {x.year}"
    if style == "short":
        return f"{m[:3]} {x.day}, {x.year}"
    if style == "slash":
        return f"{x.day:02d}/{x.month:02d}/{x.year}"
    raise ValueError(style)


def v2_date(date):
    x = d(date)
    return f"{MONTHS[x.month - 1][:3]} {x.day}, {x.year}"


def ticker_date(date):
    x = d(date)
    return f"{x.year % 100:02d}{MONTHS[x.month - 1][:3].upper()}{x.day:02d}"


def game_start(date, hour):
    return f"{date} {hour}:00+00"


def iso_start(date, hour):
    return f"{date}T{hour}:00Z"


# ---------------------------------------------------------------------------
# Allowed values
FAMILIES = ["win", "draw", "advance", "spread", "total", "btts", "half", "exact_score", "other"]
SCOPES = {"regulation", "extra_time", "penalties", "ambiguous", None}
SOURCES = {"official", "provider", "consensus", "ambiguous", None}
PAYOUTS = {"yes", "no", "50-50", "fair_price", "last_price", "refund", "result", "ambiguous", None}
CATALOGUE = ["S1", "S2", "S3", "S4", "S5", "S6", "P1", "P2", "P3", "P4",
             "C1", "C2", "C3", "C4", "R1", "R2", "R3", "D1", "AB"]
EXPECTED_KEYS = ["family", "outcome", "line", "half", "scope", "source_primary", "source_fallback",
                 "timing_window", "void_cancelled", "void_postponed_long", "void_abandoned"]
LEG_KEYS_V1 = ["id", "venue", "styles", "meanings", "home", "away", "competition", "market", "expected"]
LEG_KEYS_V2 = ["id", "venue", "styles", "meanings", "home", "away", "competition", "market",
               "series_settlement_sources", "expected"]
MARKET_KEYS_V1 = ["id", "question", "slug", "groupItemTitle", "sportsMarketType", "line", "outcomes",
                  "description", "resolutionSource", "event_title", "gameStartTime"]
MARKET_KEYS_V2 = ["ticker", "event_ticker", "series_ticker", "title", "yes_sub_title", "no_sub_title",
                  "rules_primary", "rules_secondary", "occurrence_datetime"]


def series_source_kind(sources):
    names = {s["name"] for s in sources}
    if names and names <= PROVIDER_SOURCE_NAMES:
        return "provider"
    if names and names <= OFFICIAL_SOURCE_NAMES:
        return "official"
    raise ValueError(f"mixed or empty series sources: {names}")


# ---------------------------------------------------------------------------
# Layouts: a leg's text is a list of (heading, sentence) blocks.
HEADINGS = {
    "outcome": ["Outcome", "What pays", "Resolution", "Market"],
    "scope": ["Time played", "Period", "Match length", "Duration"],
    "post": ["Postponement", "Postponed games", "If the date moves", "Delays"],
    "canc": ["Cancellation", "Cancelled games", "If it never happens", "Called-off fixtures"],
    "aban": ["Abandonment", "Abandoned matches", "Stopped games", "Unfinished games"],
    "src": ["Source", "Data", "Settlement source", "Where the result comes from"],
    "rev": ["Corrections", "Revisions", "Finality", "After settlement"],
    "note": ["Note", "Other", "FYI", "Also"],
}


_LABELLED = re.compile(r"^[A-Z][A-Za-z &'-]{0,24}(:|\?) ")


def layout(blocks, style, k=0):
    """blocks: list of (kind, text). Returns the joined rule text."""
    texts = [t for _, t in blocks]
    if style == "paras":
        return "\n\n".join(texts)
    if style == "one_para":
        return " ".join(texts)
    if style == "lines":
        return "\n".join(texts)
    if style == "bullets":
        return "\n".join("- " + t for t in texts)
    if style == "dots":
        return "\n".join("\u2022 " + t for t in texts)
    if style == "numbered":
        return "\n".join(f"{i}. {t}" for i, t in enumerate(texts, 1))
    if style == "headings":
        out = []
        for kind, t in blocks:
            h = HEADINGS[kind][k % len(HEADINGS[kind])]
            # a sentence that already opens with its own label keeps it alone
            out.append(t if _LABELLED.match(t) else f"{h}: {t}")
        return "\n".join(out)
    if style == "heading_blocks":
        out = []
        for kind, t in blocks:
            h = HEADINGS[kind][(k + 1) % len(HEADINGS[kind])]
            out.append(f"{h.upper()}\n{t}")
        return "\n\n".join(out)
    if style == "semicolons":
        parts = [t.rstrip(".") for t in texts]
        return "; ".join(parts) + "."
    raise ValueError(style)


# ---------------------------------------------------------------------------
# Validator
ID_RE = {"venue_one": re.compile(r"^i1-\d{3}$"), "venue_two": re.compile(r"^i2-\d{3}$")}
SCORE_RE = re.compile(r"^\d+-\d+$")


def validate(legs, venue):
    errors = []
    seen_ids = set()
    seen_texts = {}
    for leg in legs:
        lid = leg.get("id")
        where = f"{lid}: "
        keys = LEG_KEYS_V1 if venue == "venue_one" else LEG_KEYS_V2
        if list(leg.keys()) != keys:
            errors.append(where + f"leg keys {list(leg.keys())}")
            continue
        if not ID_RE[venue].match(lid or ""):
            errors.append(where + "bad id")
        if lid in seen_ids:
            errors.append(where + "duplicate id")
        seen_ids.add(lid)
        if leg["venue"] != venue:
            errors.append(where + "venue")
        if leg["competition"] not in COMPS:
            errors.append(where + "competition")
        m = leg["market"]
        mk = MARKET_KEYS_V1 if venue == "venue_one" else MARKET_KEYS_V2
        if list(m.keys()) != mk:
            errors.append(where + f"market keys {list(m.keys())}")
            continue
        e = leg["expected"]
        if list(e.keys()) != EXPECTED_KEYS:
            errors.append(where + "expected keys")
            continue
        fam = e["family"]
        if fam not in FAMILIES:
            errors.append(where + "family")
        if f"F:{fam}" not in leg["meanings"]:
            errors.append(where + "F: meaning missing")
        for mn in leg["meanings"]:
            base = mn.split(":")[0]
            if not (mn in CATALOGUE or mn.startswith("F:") or mn.endswith(":ambiguous")):
                errors.append(where + f"meaning {mn}")
            if mn.endswith(":ambiguous") and base not in ("S", "P", "C", "R", "AB"):
                errors.append(where + f"meaning {mn}")
        out = e["outcome"]
        teams = {leg["home"], leg["away"]}
        if fam in ("win", "advance", "spread"):
            if out not in teams:
                errors.append(where + f"outcome {out} not a team")
        if fam == "draw" and out != "draw":
            errors.append(where + "draw outcome")
        if fam == "total" and out not in ("over", "under"):
            errors.append(where + "total outcome")
        if fam == "btts" and out not in ("yes", "no"):
            errors.append(where + "btts outcome")
        if fam == "half" and not (out in teams or out == "draw"):
            errors.append(where + "half outcome")
        if fam == "exact_score" and not SCORE_RE.match(str(out)):
            errors.append(where + "score outcome")
        if fam == "other" and not (out in teams or out in ("over", "under", "yes", "no")):
            errors.append(where + "other outcome")
        line = e["line"]
        if fam in ("spread", "total") or (fam == "other" and out in ("over", "under")):
            if not (isinstance(line, float) and line > 0 and (line * 2) % 2 == 1):
                errors.append(where + f"line {line}")
        elif line is not None:
            errors.append(where + "line should be null")
        if fam == "half":
            if e["half"] not in ("first", "second") or e["scope"] is not None:
                errors.append(where + "half/scope")
        else:
            if e["half"] is not None:
                errors.append(where + "half should be null")
            if e["scope"] not in SCOPES - {None}:
                errors.append(where + f"scope {e['scope']}")
        if fam == "advance" and e["scope"] not in ("penalties", "ambiguous"):
            errors.append(where + "advance scope")
        if e["source_primary"] not in SOURCES - {None} or e["source_fallback"] not in SOURCES:
            errors.append(where + "source")
        tw = e["timing_window"]
        if not (tw in (None, "open_until_played", "ambiguous") or isinstance(tw, int)):
            errors.append(where + "timing")
        for k in ("void_cancelled", "void_postponed_long", "void_abandoned"):
            if e[k] not in PAYOUTS:
                errors.append(where + f"{k} {e[k]}")
        if (tw is None) != (e["void_postponed_long"] is None):
            errors.append(where + "timing vs postponement payout")
        if tw == "open_until_played" and e["void_postponed_long"] != "result":
            errors.append(where + "P1 payout")
        # market checks and texts
        if venue == "venue_one":
            text = m["description"]
            if json.loads(m["outcomes"]) != ["Yes", "No"]:
                errors.append(where + "outcomes")
            if fam == "spread" and m["line"] != -line:
                errors.append(where + "wire spread line")
            if fam == "total" and m["line"] != line:
                errors.append(where + "wire total line")
            if not re.match(r"^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d\+00$", m["gameStartTime"]):
                errors.append(where + "gameStartTime")
        else:
            text = m["rules_primary"] + "\n" + m["rules_secondary"]
            if not m["ticker"].startswith(m["event_ticker"] + "-"):
                errors.append(where + "ticker")
            if not m["event_ticker"].startswith(m["series_ticker"] + "-"):
                errors.append(where + "event ticker")
            if not leg["series_settlement_sources"]:
                errors.append(where + "series sources")
            if "R3" in leg["meanings"]:
                kind = series_source_kind(leg["series_settlement_sources"])
                if e["source_primary"] != kind or e["source_fallback"] is not None:
                    errors.append(where + "R3 source")
        for bad in ("{", "}", "<name>", "  ", " ."):
            if bad in text:
                errors.append(where + f"placeholder or spacing {bad!r}")
        if text in seen_texts:
            errors.append(where + f"duplicate text of {seen_texts[text]}")
        seen_texts[text] = lid
    return errors


# ---------------------------------------------------------------------------
# Wording registry: which distinct clause texts were used for each meaning.
WORDINGS = {}


def note_wording(meaning, text):
    WORDINGS.setdefault(meaning, set()).add(text)
