"""Shared data and helpers for held-out reading set (l).

Competitions, teams, date formats, ticker/slug builders, text layouts, the
derivation of expected records and the validator. Standard library only.
"""
import datetime
import re

# --------------------------------------------------------------------------
# Series settlement sources (venue_two)
# --------------------------------------------------------------------------
ESPN = {"name": "ESPN", "url": "https://www.espn.com/soccer/"}
FOX = {"name": "Fox Sports", "url": "https://www.foxsports.com/soccer"}
OPTA = {"name": "Opta", "url": "https://www.statsperform.com/opta/"}
MLS_SRC = {"name": "MLS", "url": "https://www.mlssoccer.com/"}
UEFA_SRC = {"name": "UEFA", "url": "https://www.uefa.com/"}
FIFA_SRC = {"name": "FIFA", "url": "https://www.fifa.com/"}
LIGAMX_SRC = {"name": "Liga MX", "url": "https://ligamx.net/"}

PROVIDER_NAMES = {"ESPN", "Fox Sports", "Opta"}
OFFICIAL_NAMES = {"MLS", "UEFA", "FIFA", "Liga MX"}

# --------------------------------------------------------------------------
# Competitions
#   v1: name used in venue_one texts; slug: venue_one slug prefix;
#   url: venue_one resolutionSource; body: the organiser named in texts;
#   site: the organiser's site named in texts; v2: name in venue_two texts;
#   series: venue_two series prefix; sources: default series sources.
# --------------------------------------------------------------------------
COMPS = {
    "epl": dict(bodyshort="Premier League", v1="Premier League", slug="epl", url="https://www.premierleague.com/",
                body="the Premier League", site="premierleague.com",
                v2="English Premier League", series="KXEPL", sources=[ESPN, FOX]),
    "laliga": dict(bodyshort="LaLiga", v1="LaLiga", slug="lal", url="https://www.laliga.com/",
                   body="LaLiga", site="laliga.com",
                   v2="Spanish La Liga", series="KXLALIGA", sources=[ESPN]),
    "bundesliga": dict(bodyshort="DFL", v1="Bundesliga", slug="bun", url="https://www.bundesliga.com/",
                       body="the Deutsche Fußball Liga (DFL)", site="bundesliga.com",
                       v2="German Bundesliga", series="KXBUNDESLIGA", sources=[ESPN, FOX]),
    "seriea": dict(bodyshort="Lega Serie A", v1="Serie A", slug="sea", url="https://www.legaseriea.it/",
                   body="Lega Serie A", site="legaseriea.it",
                   v2="Italian Serie A", series="KXSERIEA", sources=[ESPN]),
    "ligue1": dict(bodyshort="LFP", v1="Ligue 1", slug="fl1", url="https://www.ligue1.com/",
                   body="the Ligue de Football Professionnel", site="ligue1.com",
                   v2="French Ligue 1", series="KXLIGUE1", sources=[FOX]),
    "mls": dict(bodyshort="MLS", v1="MLS", slug="mls", url="https://www.mlssoccer.com/",
                body="Major League Soccer", site="mlssoccer.com",
                v2="Major League Soccer", series="KXMLS", sources=[MLS_SRC]),
    "ucl": dict(bodyshort="UEFA", v1="UEFA Champions League", slug="ucl",
                url="https://www.uefa.com/uefachampionsleague/",
                body="UEFA", site="uefa.com",
                v2="UEFA Champions League", series="KXUCL", sources=[UEFA_SRC]),
    "uel": dict(bodyshort="UEFA", v1="UEFA Europa League", slug="uel",
                url="https://www.uefa.com/uefaeuropaleague/",
                body="UEFA", site="uefa.com",
                v2="UEFA Europa League", series="KXUEL", sources=[UEFA_SRC]),
    "uecl": dict(bodyshort="UEFA", v1="UEFA Conference League", slug="uecl",
                 url="https://www.uefa.com/uefaconferenceleague/",
                 body="UEFA", site="uefa.com",
                 v2="UEFA Conference League", series="KXUECL", sources=[ESPN]),
    "wc": dict(bodyshort="FIFA", v1="FIFA World Cup", slug="fifwc", url="https://www.fifa.com/",
               body="FIFA", site="fifa.com",
               v2="FIFA World Cup", series="KXWC", sources=[FIFA_SRC]),
    "uefanl": dict(bodyshort="UEFA", v1="UEFA Nations League", slug="unl",
                   url="https://www.uefa.com/uefanationsleague/",
                   body="UEFA", site="uefa.com",
                   v2="UEFA Nations League", series="KXUEFANL", sources=[UEFA_SRC]),
    "elc": dict(bodyshort="EFL", v1="EFL Championship", slug="elc", url="https://www.efl.com/",
                body="the English Football League", site="efl.com",
                v2="English Championship", series="KXEFLCHAMP", sources=[ESPN]),
    "cdf": dict(bodyshort="FFF", v1="Coupe de France", slug="cde", url="https://www.fff.fr/",
                body="the French Football Federation (FFF)", site="fff.fr",
                v2="Coupe de France", series="KXCOUPEDEFRANCE", sources=[ESPN]),
    "eredivisie": dict(bodyshort="Eredivisie", v1="Eredivisie", slug="ere", url="https://eredivisie.nl/",
                       body="the Eredivisie", site="eredivisie.nl",
                       v2="Dutch Eredivisie", series="KXEREDIVISIE", sources=[ESPN]),
    "primeira": dict(bodyshort="Liga Portugal", v1="Liga Portugal", slug="por", url="https://www.ligaportugal.pt/",
                     body="Liga Portugal", site="ligaportugal.pt",
                     v2="Portuguese Primeira Liga", series="KXLIGAPORTUGAL", sources=[ESPN]),
    "ligamx": dict(bodyshort="Liga MX", v1="Liga MX", slug="mex", url="https://ligamx.net/",
                   body="Liga MX", site="ligamx.net",
                   v2="Liga MX", series="KXLIGAMX", sources=[ESPN, FOX]),
    "leaguescup": dict(bodyshort="Leagues Cup", v1="Leagues Cup", slug="lgc", url="https://www.leaguescup.com/",
                       body="the Leagues Cup organisers", site="leaguescup.com",
                       v2="Leagues Cup", series="KXLEAGUESCUP", sources=[ESPN]),
}

# --------------------------------------------------------------------------
# Teams: key -> (venue_one formal name, slug code, venue_two short name, ticker code)
# --------------------------------------------------------------------------
TEAMS = {
    # England
    "ars": ("Arsenal FC", "ars", "Arsenal", "ARS"),
    "che": ("Chelsea FC", "che", "Chelsea", "CFC"),
    "liv": ("Liverpool FC", "liv", "Liverpool", "LFC"),
    "mci": ("Manchester City FC", "mac", "Man City", "MCI"),
    "tot": ("Tottenham Hotspur FC", "tot", "Tottenham", "TOT"),
    "new": ("Newcastle United FC", "new", "Newcastle", "NEW"),
    "avl": ("Aston Villa FC", "ast", "Aston Villa", "AVL"),
    "bha": ("Brighton & Hove Albion FC", "bri", "Brighton", "BHA"),
    "whu": ("West Ham United FC", "wes", "West Ham", "WHU"),
    "nfo": ("Nottingham Forest FC", "not", "Nottingham Forest", "NFO"),
    "ful": ("Fulham FC", "ful", "Fulham", "FUL"),
    "bre": ("Brentford FC", "bre", "Brentford", "BRE"),
    "cry": ("Crystal Palace FC", "cry", "Crystal Palace", "CRY"),
    "eve": ("Everton FC", "eve", "Everton", "EVE"),
    "mun": ("Manchester United FC", "mun", "Man United", "MUN"),
    "bou": ("AFC Bournemouth", "bou", "Bournemouth", "BOU"),
    "nor": ("Norwich City FC", "nor", "Norwich", "NOR"),
    "mid": ("Middlesbrough FC", "mid", "Middlesbrough", "MID"),
    # Spain
    "rma": ("Real Madrid CF", "rea", "Real Madrid", "RMA"),
    "bar": ("FC Barcelona", "bar", "Barcelona", "BAR"),
    "atm": ("Club Atlético de Madrid", "mad", "Atletico Madrid", "ATM"),
    "ath": ("Athletic Club", "bil", "Athletic Bilbao", "ATH"),
    "rbb": ("Real Betis Balompié", "bet", "Real Betis", "RBB"),
    "vcf": ("Valencia CF", "val", "Valencia", "VCF"),
    "vil": ("Villarreal CF", "vil", "Villarreal", "VIL"),
    "rso": ("Real Sociedad de Fútbol", "rso", "Real Sociedad", "RSO"),
    "sev": ("Sevilla FC", "sev", "Sevilla", "SEV"),
    "gir": ("Girona FC", "gir", "Girona", "GIR"),
    # Germany
    "bmu": ("FC Bayern München", "bay", "Bayern Munich", "BMU"),
    "bvb": ("Borussia Dortmund", "dor", "Dortmund", "BVB"),
    "rbl": ("RB Leipzig", "lei", "RB Leipzig", "RBL"),
    "sge": ("Eintracht Frankfurt", "ein", "Eintracht Frankfurt", "SGE"),
    "lev": ("Bayer 04 Leverkusen", "b04", "Leverkusen", "LEV"),
    "vfb": ("VfB Stuttgart", "stu", "Stuttgart", "VFB"),
    "wob": ("VfL Wolfsburg", "wol", "Wolfsburg", "WOB"),
    "fcu": ("1. FC Union Berlin", "uni", "Union Berlin", "FCU"),
    "bmg": ("Borussia Mönchengladbach", "bmg", "Gladbach", "BMG"),
    "tsg": ("TSG Hoffenheim", "hof", "Hoffenheim", "TSG"),
    "m05": ("1. FSV Mainz 05", "mai", "Mainz", "M05"),
    # Italy
    "int": ("FC Internazionale Milano", "int", "Inter", "INT"),
    "acm": ("AC Milan", "acm", "AC Milan", "ACM"),
    "juv": ("Juventus FC", "juv", "Juventus", "JUV"),
    "nap": ("SSC Napoli", "nap", "Napoli", "NAP"),
    "rom": ("AS Roma", "rom", "Roma", "ROM"),
    "laz": ("SS Lazio", "laz", "Lazio", "LAZ"),
    "ata": ("Atalanta BC", "ata", "Atalanta", "ATA"),
    "fio": ("ACF Fiorentina", "fio", "Fiorentina", "FIO"),
    "bol": ("Bologna FC 1909", "bol", "Bologna", "BOL"),
    "tor": ("Torino FC", "tor", "Torino", "TOR"),
    "gen": ("Genoa CFC", "gen", "Genoa", "GEN"),
    # France
    "psg": ("Paris Saint-Germain FC", "par", "PSG", "PSG"),
    "om": ("Olympique de Marseille", "olm", "Marseille", "OM"),
    "ol": ("Olympique Lyonnais", "lyo", "Lyon", "OL"),
    "asm": ("AS Monaco FC", "mon", "Monaco", "ASM"),
    "lil": ("LOSC Lille", "lil", "Lille", "LIL"),
    "nic": ("OGC Nice", "nic", "Nice", "NIC"),
    "rcl": ("RC Lens", "len", "Lens", "RCL"),
    "ren": ("Stade Rennais FC", "ren", "Rennes", "REN"),
    "nan": ("FC Nantes", "nan", "Nantes", "NAN"),
    # USA / Mexico
    "lafc": ("Los Angeles FC", "laf", "LAFC", "LAFC"),
    "lag": ("LA Galaxy", "lag", "LA Galaxy", "LA"),
    "sea": ("Seattle Sounders FC", "sea", "Seattle", "SEA"),
    "ptl": ("Portland Timbers", "por", "Portland", "POR"),
    "cin": ("FC Cincinnati", "cin", "Cincinnati", "CIN"),
    "nsh": ("Nashville SC", "nsh", "Nashville", "NSH"),
    "atl": ("Atlanta United FC", "atl", "Atlanta United", "ATL"),
    "phi": ("Philadelphia Union", "phi", "Philadelphia", "PHI"),
    "mia": ("Inter Miami CF", "mia", "Inter Miami", "MIA"),
    "ame": ("Club América", "ame", "America", "AME"),
    "tig": ("Tigres UANL", "tig", "Tigres", "TIG"),
    "mty": ("CF Monterrey", "mty", "Monterrey", "MTY"),
    "caz": ("Cruz Azul", "cru", "Cruz Azul", "CAZ"),
    # Netherlands / Portugal
    "aja": ("AFC Ajax", "aja", "Ajax", "AJA"),
    "psv": ("PSV Eindhoven", "psv", "PSV", "PSV"),
    "fey": ("Feyenoord Rotterdam", "fey", "Feyenoord", "FEY"),
    "az": ("AZ Alkmaar", "az", "AZ Alkmaar", "AZ"),
    "twe": ("FC Twente", "twe", "Twente", "TWE"),
    "ben": ("SL Benfica", "ben", "Benfica", "BEN"),
    "fcp": ("FC Porto", "por", "Porto", "FCP"),
    "scp": ("Sporting CP", "spo", "Sporting CP", "SCP"),
    # National teams
    "esp": ("Spain", "esp", "Spain", "ESP"),
    "jpn": ("Japan", "jpn", "Japan", "JPN"),
    "ger": ("Germany", "ger", "Germany", "GER"),
    "ecu": ("Ecuador", "ecu", "Ecuador", "ECU"),
    "arg": ("Argentina", "arg", "Argentina", "ARG"),
    "mar": ("Morocco", "mar", "Morocco", "MAR"),
    "bra": ("Brazil", "bra", "Brazil", "BRA"),
    "cro": ("Croatia", "cro", "Croatia", "CRO"),
    "eng": ("England", "eng", "England", "ENG"),
    "ned": ("Netherlands", "ned", "Netherlands", "NED"),
    "civ": ("Côte d'Ivoire", "civ", "Ivory Coast", "CIV"),
    "kor": ("Korea Republic", "kor", "South Korea", "KOR"),
    "uru": ("Uruguay", "uru", "Uruguay", "URU"),
    "prt": ("Portugal", "por", "Portugal", "POR"),
}

NUM_WORDS = {0: "zero", 1: "one", 2: "two", 3: "three", 4: "four", 5: "five",
             6: "six", 7: "seven", 8: "eight", 9: "nine", 10: "ten"}

MONTHS = ["January", "February", "March", "April", "May", "June", "July",
          "August", "September", "October", "November", "December"]


def fmt_date(iso, style):
    d = datetime.date.fromisoformat(iso)
    month = MONTHS[d.month - 1]
    wd = d.strftime("%A")
    if style == "us":
        return f"{month} {d.day}, {d.year}"
    if style == "uk":
        return f"{d.day} {month} {d.year}"
    if style == "iso":
        return iso
    if style == "wd_uk":
        return f"{wd} {d.day} {month} {d.year}"
    if style == "wd_us":
        return f"{wd}, {month} {d.day}, {d.year}"
    if style == "short":
        return f"{month[:3]} {d.day}, {d.year}"
    raise ValueError(style)


def ticker_date(iso):
    d = datetime.date.fromisoformat(iso)
    return f"{d.year % 100:02d}{MONTHS[d.month - 1][:3].upper()}{d.day:02d}"


def line_str(x):
    """2.5 -> '2.5'; used in texts."""
    return ("%g" % x)


# --------------------------------------------------------------------------
# Layouts
# --------------------------------------------------------------------------
LABELS = {
    "A": {"outcome": "Market", "scope": "Time period", "post": "Postponement",
          "cancel": "Cancellation", "ab": "Abandonment", "source": "Resolution source",
          "r2": "Revisions"},
    "B": {"outcome": "What you are trading", "scope": "What counts",
          "post": "If the match is moved", "cancel": "If the match is cancelled",
          "ab": "If play is abandoned", "source": "Where the result comes from",
          "r2": "After resolution"},
    "C": {"outcome": "RESOLUTION", "scope": "PERIOD", "post": "POSTPONED",
          "cancel": "CANCELED", "ab": "ABANDONED", "source": "SOURCE", "r2": "CORRECTIONS"},
}

QUESTIONS = {
    "uk": {"outcome": "What does this market ask?",
           "scope": "Which part of the match counts?",
           "post": "What happens if the match is postponed?",
           "cancel": "And if it is cancelled altogether?",
           "ab": "What if the match is abandoned partway through?",
           "source": "Which source settles it?",
           "r2": "Can a later correction change the outcome?"},
    "us": {"outcome": "What is this market about?",
           "scope": "What part of the game is used?",
           "post": "What if the game is delayed to another day?",
           "cancel": "What if the game is canceled?",
           "ab": "What if the game is stopped and never finished?",
           "source": "Where does the result come from?",
           "r2": "Can the result be changed after resolution?"},
}


def assemble(slots, layout, labels="A", questions="uk", bullet="- "):
    """slots: list of (key, text). Returns the joined text."""
    texts = [t for _, t in slots]
    if layout == "paras":
        return "\n\n".join(texts)
    if layout == "one_para":
        return " ".join(texts)
    if layout == "lines":
        return "\n".join(texts)
    if layout == "bullets":
        head, rest = texts[0], texts[1:]
        return head + "\n\n" + "\n".join(bullet + t for t in rest)
    if layout == "all_bullets":
        return "\n".join(bullet + t for t in texts)
    if layout == "numbered":
        head, rest = texts[0], texts[1:]
        return head + "\n\n" + "\n".join(f"{i}. {t}" for i, t in enumerate(rest, 1))
    if layout == "legal_numbered":
        return "\n\n".join(f"{i}. {t}" for i, t in enumerate(texts, 1))
    if layout == "lettered":
        return "\n".join(f"({chr(97 + i)}) {t}" for i, t in enumerate(texts))
    if layout == "headings":
        lab = LABELS[labels]
        return "\n\n".join(f"{lab[k]}\n{t}" for k, t in slots)
    if layout == "heading_inline":
        lab = LABELS[labels]
        return "\n".join(f"{lab[k]}: {t}" for k, t in slots)
    if layout == "faq":
        q = QUESTIONS[questions]
        return "\n\n".join(f"Q: {q[k]}\nA: {t}" for k, t in slots)
    if layout == "faq_bare":
        q = QUESTIONS[questions]
        return "\n\n".join(f"{q[k]}\n{t}" for k, t in slots)
    if layout == "semicolons":
        parts = [t.rstrip(".") for t in texts]
        return "; ".join(parts) + "."
    raise ValueError(layout)


# --------------------------------------------------------------------------
# Value vocabulary and checks
# --------------------------------------------------------------------------
FAMILIES = {"win", "draw", "advance", "spread", "total", "btts", "half",
            "exact_score", "other"}
SCOPES = {"regulation", "extra_time", "penalties", "ambiguous", None}
SOURCES = {"official", "provider", "consensus", "ambiguous", None}
PAYOUTS = {"yes", "no", "50-50", "fair_price", "last_price", "refund", "result",
           "ambiguous", None}
EXPECTED_KEYS = ["family", "outcome", "line", "half", "scope", "source_primary",
                 "source_fallback", "timing_window", "void_cancelled",
                 "void_postponed_long", "void_abandoned"]
TOP_V1 = ["id", "venue", "styles", "meanings", "home", "away", "competition", "market",
          "expected"]
TOP_V2 = ["id", "venue", "styles", "meanings", "home", "away", "competition", "market",
          "series_settlement_sources", "expected"]
V1_MARKET_KEYS = ["id", "question", "slug", "groupItemTitle", "sportsMarketType", "line",
                  "outcomes", "description", "resolutionSource", "event_title",
                  "gameStartTime"]
V2_MARKET_KEYS = ["ticker", "event_ticker", "series_ticker", "title", "yes_sub_title",
                  "no_sub_title", "rules_primary", "rules_secondary",
                  "occurrence_datetime"]


def series_source_kind(sources):
    names = {s["name"] for s in sources}
    if names and names <= PROVIDER_NAMES:
        return "provider"
    if names and names <= OFFICIAL_NAMES:
        return "official"
    raise ValueError(f"mixed or empty series sources {names}")


def resolve_payout(value, cancel_value):
    """'as_cancel' copies the cancellation payout."""
    if value == "as_cancel":
        return cancel_value
    return value


def validate(leg, venue):
    errs = []
    top = TOP_V1 if venue == "venue_one" else TOP_V2
    if list(leg.keys()) != top:
        errs.append(f"top keys {list(leg.keys())}")
    prefix = "l1-" if venue == "venue_one" else "l2-"
    if not re.fullmatch(re.escape(prefix) + r"\d{3}", leg["id"]):
        errs.append("bad id")
    if leg["venue"] != venue:
        errs.append("venue")
    if leg["competition"] not in COMPS:
        errs.append("competition")
    mk = V1_MARKET_KEYS if venue == "venue_one" else V2_MARKET_KEYS
    if list(leg["market"].keys()) != mk:
        errs.append(f"market keys {list(leg['market'].keys())}")
    e = leg["expected"]
    if list(e.keys()) != EXPECTED_KEYS:
        errs.append("expected keys")
    if e["family"] not in FAMILIES:
        errs.append("family")
    if e["scope"] not in SCOPES:
        errs.append("scope")
    if e["source_primary"] not in SOURCES or e["source_fallback"] not in SOURCES:
        errs.append("source")
    for k in ("void_cancelled", "void_postponed_long", "void_abandoned"):
        if e[k] not in PAYOUTS:
            errs.append(k)
    tw = e["timing_window"]
    if not (tw is None or tw in ("open_until_played", "ambiguous") or
            (isinstance(tw, int) and tw > 0)):
        errs.append("timing_window")
    if tw == "open_until_played" and e["void_postponed_long"] != "result":
        errs.append("P1 pairing")
    if tw is None and e["void_postponed_long"] is not None:
        errs.append("postponed without window")
    if e["void_postponed_long"] == "result" and tw != "open_until_played":
        errs.append("result without P1")
    fam = e["family"]
    teams = {leg["home"], leg["away"]}
    if fam in ("win", "advance", "spread"):
        if e["outcome"] not in teams:
            errs.append("team outcome")
    if fam == "draw" and e["outcome"] != "draw":
        errs.append("draw outcome")
    if fam == "half":
        if e["half"] not in ("first", "second") or e["scope"] is not None:
            errs.append("half/scope")
        if e["outcome"] not in teams | {"draw"}:
            errs.append("half outcome")
    elif e["half"] is not None:
        errs.append("half set outside half family")
    if fam == "advance" and e["scope"] not in ("penalties",):
        errs.append("advance scope")
    if fam in ("spread", "total"):
        if not (isinstance(e["line"], (int, float)) and e["line"] > 0):
            errs.append("line")
    if fam == "total" and e["outcome"] not in ("over", "under"):
        errs.append("total outcome")
    if fam == "btts" and e["outcome"] not in ("yes", "no"):
        errs.append("btts outcome")
    if fam == "exact_score" and not re.fullmatch(r"\d+-\d+", str(e["outcome"])):
        errs.append("score outcome")
    if fam in ("win", "draw", "btts", "exact_score", "advance", "half") and e["line"] is not None:
        errs.append("line should be null")
    # texts
    if venue == "venue_one":
        texts = [leg["market"]["description"], leg["market"]["question"]]
        if fam == "spread" and leg["market"]["line"] != -e["line"]:
            errs.append("wire spread line")
        if fam == "total" and leg["market"]["line"] != e["line"]:
            errs.append("wire total line")
    else:
        texts = [leg["market"]["rules_primary"], leg["market"]["rules_secondary"],
                 leg["market"]["title"]]
        if not leg["series_settlement_sources"]:
            errs.append("series sources")
    for t in texts:
        if "{" in t or "}" in t or "<" in t:
            errs.append("placeholder left: " + t[:60])
        if "  " in t:
            errs.append("double space: " + t[:60])
    return errs
