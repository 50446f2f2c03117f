"""Shared data for held-out reading set (j): competitions, teams, fixtures,
date formats, layouts, expected-record derivation and the validator.

Standard library only. Nothing here is random: every choice is a rotation.
"""
import json
import re
from datetime import date

# ---------------------------------------------------------------- competitions
# code: (venue_one name, slug prefix, venue_two name, series prefix,
#        governing body / organiser, official site, series settlement sources)
ESPN = {"name": "ESPN", "url": "https://www.espn.com/soccer/"}
FOX = {"name": "Fox Sports", "url": "https://www.foxsports.com/soccer"}

COMPS = {
    "epl": ("Premier League", "epl", "English Premier League", "KXEPL",
            "the Premier League", "https://www.premierleague.com/", [ESPN, FOX]),
    "championship": ("EFL Championship", "elc", "EFL Championship", "KXEFLCHAMP",
                     "the English Football League", "https://www.efl.com/", [ESPN]),
    "laliga": ("La Liga", "lal", "Spanish La Liga", "KXLALIGA",
               "LaLiga", "https://www.laliga.com/", [ESPN, FOX]),
    "seriea": ("Serie A", "sea", "Italian Serie A", "KXSERIEA",
               "Lega Serie A", "https://www.legaseriea.it/", [ESPN]),
    "bundesliga": ("Bundesliga", "bun", "German Bundesliga", "KXBUNDESLIGA",
                   "the DFL", "https://www.bundesliga.com/", [ESPN, FOX]),
    "ligue1": ("Ligue 1", "fl1", "French Ligue 1", "KXLIGUE1",
               "the LFP", "https://www.ligue1.com/", [ESPN]),
    "eredivisie": ("Eredivisie", "ere", "Dutch Eredivisie", "KXEREDIVISIE",
                   "the Eredivisie", "https://eredivisie.nl/", [ESPN]),
    "belgian_pro": ("Belgian Pro League", "bel", "Belgian Pro League", "KXBELPRO",
                    "the Pro League", "https://www.proleague.be/", [ESPN]),
    "superlig": ("Süper Lig", "tur", "Turkish Super Lig", "KXSUPERLIG",
                 "the Turkish Football Federation", "https://www.tff.org/", [ESPN]),
    "mls": ("MLS", "mls", "Major League Soccer", "KXMLS",
            "Major League Soccer", "https://www.mlssoccer.com/",
            [{"name": "MLS", "url": "https://www.mlssoccer.com/"}]),
    "ligamx": ("Liga MX", "mex", "Liga MX", "KXLIGAMX",
               "Liga MX", "https://ligamx.net/",
               [{"name": "Liga MX", "url": "https://ligamx.net/"}]),
    "brasileirao": ("Brasileirão Série A", "bra", "Brazil Serie A", "KXBRASILEIRAO",
                    "the CBF", "https://www.cbf.com.br/", [ESPN]),
    "ucl": ("UEFA Champions League", "ucl", "UEFA Champions League", "KXUCL",
            "UEFA", "https://www.uefa.com/",
            [{"name": "UEFA", "url": "https://www.uefa.com/"}]),
    "uecl": ("UEFA Conference League", "uecl", "UEFA Conference League", "KXUECL",
             "UEFA", "https://www.uefa.com/",
             [{"name": "UEFA", "url": "https://www.uefa.com/"}]),
    "libertadores": ("Copa Libertadores", "lib", "Copa Libertadores", "KXLIBERTADORES",
                     "CONMEBOL", "https://www.conmebol.com/",
                     [{"name": "CONMEBOL", "url": "https://www.conmebol.com/"}]),
    "wc": ("FIFA World Cup", "fifwc", "FIFA World Cup", "KXWC",
           "FIFA", "https://www.fifa.com/",
           [{"name": "FIFA", "url": "https://www.fifa.com/"}]),
    "euro": ("UEFA European Championship", "euro", "UEFA Euro", "KXEURO",
             "UEFA", "https://www.uefa.com/",
             [{"name": "UEFA", "url": "https://www.uefa.com/"}]),
    "uefanl": ("UEFA Nations League", "unl", "UEFA Nations League", "KXUEFANL",
               "UEFA", "https://www.uefa.com/",
               [{"name": "UEFA", "url": "https://www.uefa.com/"}]),
}

# ---------------------------------------------------------------- teams
# key: (venue_one formal name, slug code, venue_two short name, ticker code)
TEAMS = {
    "ars": ("Arsenal FC", "ars", "Arsenal", "ARS"),
    "tot": ("Tottenham Hotspur FC", "tot", "Tottenham", "TOT"),
    "mci": ("Manchester City FC", "mac", "Man City", "MCI"),
    "avl": ("Aston Villa FC", "ast", "Aston Villa", "AVL"),
    "new": ("Newcastle United FC", "new", "Newcastle", "NEW"),
    "bha": ("Brighton & Hove Albion FC", "bri", "Brighton", "BHA"),
    "nfo": ("Nottingham Forest FC", "not", "Nottingham Forest", "NFO"),
    "whu": ("West Ham United FC", "wes", "West Ham", "WHU"),
    "mid": ("Middlesbrough FC", "mid", "Middlesbrough", "MID"),
    "nor": ("Norwich City FC", "nor", "Norwich", "NOR"),
    "cov": ("Coventry City FC", "cov", "Coventry", "COV"),
    "stk": ("Stoke City FC", "sto", "Stoke", "STK"),
    "rbb": ("Real Betis Balompié", "bet", "Real Betis", "RBB"),
    "rcc": ("RC Celta de Vigo", "cel", "Celta Vigo", "RCC"),
    "ath": ("Athletic Club", "bil", "Athletic Club", "ATH"),
    "vil": ("Villarreal CF", "vil", "Villarreal", "VIL"),
    "rso": ("Real Sociedad de Fútbol", "rso", "Real Sociedad", "RSO"),
    "sev": ("Sevilla FC", "sev", "Sevilla", "SEV"),
    "acm": ("AC Milan", "acm", "AC Milan", "ACM"),
    "nap": ("SSC Napoli", "nap", "Napoli", "NAP"),
    "rom": ("AS Roma", "rom", "Roma", "ROM"),
    "ata": ("Atalanta BC", "ata", "Atalanta", "ATA"),
    "tor": ("Torino FC", "tor", "Torino", "TOR"),
    "fio": ("ACF Fiorentina", "fio", "Fiorentina", "FIO"),
    "bvb": ("Borussia Dortmund", "dor", "Dortmund", "BVB"),
    "lev": ("Bayer 04 Leverkusen", "b04", "Leverkusen", "LEV"),
    "wob": ("VfL Wolfsburg", "wol", "Wolfsburg", "WOB"),
    "m05": ("1. FSV Mainz 05", "mai", "Mainz", "M05"),
    "scf": ("SC Freiburg", "fre", "Freiburg", "SCF"),
    "rbl": ("RB Leipzig", "lei", "RB Leipzig", "RBL"),
    "om": ("Olympique de Marseille", "olm", "Marseille", "OM"),
    "ol": ("Olympique Lyonnais", "lyo", "Lyon", "OL"),
    "lil": ("LOSC Lille", "lil", "Lille", "LIL"),
    "rcl": ("RC Lens", "len", "Lens", "RCL"),
    "nic": ("OGC Nice", "nic", "Nice", "NIC"),
    "ren": ("Stade Rennais FC", "ren", "Rennes", "REN"),
    "aja": ("AFC Ajax", "aja", "Ajax", "AJA"),
    "psv": ("PSV", "psv", "PSV", "PSV"),
    "fey": ("Feyenoord", "fey", "Feyenoord", "FEY"),
    "az": ("AZ Alkmaar", "az", "AZ", "AZ"),
    "twe": ("FC Twente", "twe", "Twente", "TWE"),
    "bru": ("Club Brugge KV", "bru", "Club Brugge", "BRU"),
    "and": ("RSC Anderlecht", "and", "Anderlecht", "AND"),
    "gnk": ("KRC Genk", "gnk", "Genk", "GNK"),
    "ant": ("Royal Antwerp FC", "ant", "Antwerp", "ANT"),
    "gal": ("Galatasaray SK", "gal", "Galatasaray", "GAL"),
    "fen": ("Fenerbahçe SK", "fen", "Fenerbahce", "FEN"),
    "bjk": ("Beşiktaş JK", "bes", "Besiktas", "BJK"),
    "tra": ("Trabzonspor", "tra", "Trabzonspor", "TRA"),
    "mia": ("Inter Miami CF", "mia", "Inter Miami", "MIA"),
    "lag": ("LA Galaxy", "lag", "LA Galaxy", "LA"),
    "sea": ("Seattle Sounders FC", "sea", "Seattle", "SEA"),
    "clb": ("Columbus Crew", "clb", "Columbus", "CLB"),
    "lafc": ("Los Angeles FC", "lafc", "LAFC", "LAFC"),
    "cin": ("FC Cincinnati", "cin", "Cincinnati", "CIN"),
    "ame": ("Club América", "ame", "America", "AME"),
    "gdl": ("CD Guadalajara", "gua", "Chivas", "GDL"),
    "mty": ("CF Monterrey", "mon", "Monterrey", "MTY"),
    "tig": ("Tigres UANL", "tig", "Tigres", "TIG"),
    "fla": ("CR Flamengo", "fla", "Flamengo", "FLA"),
    "pal": ("SE Palmeiras", "pal", "Palmeiras", "PAL"),
    "sao": ("São Paulo FC", "sao", "Sao Paulo", "SAO"),
    "cor": ("SC Corinthians Paulista", "cor", "Corinthians", "COR"),
    "bmu": ("FC Bayern München", "bay", "Bayern Munich", "BMU"),
    "rma": ("Real Madrid CF", "rea", "Real Madrid", "RMA"),
    "psg": ("Paris Saint-Germain FC", "par", "PSG", "PSG"),
    "lfc": ("Liverpool FC", "liv", "Liverpool", "LFC"),
    "int": ("FC Internazionale Milano", "int", "Inter", "INT"),
    "bar": ("FC Barcelona", "bar", "Barcelona", "BAR"),
    "cfc": ("Chelsea FC", "che", "Chelsea", "CFC"),
    "juv": ("Juventus FC", "juv", "Juventus", "JUV"),
    "cry": ("Crystal Palace FC", "cry", "Crystal Palace", "CRY"),
    "rvc": ("Rayo Vallecano de Madrid", "ray", "Rayo Vallecano", "RVC"),
    "sha": ("FC Shakhtar Donetsk", "sha", "Shakhtar", "SHA"),
    "riv": ("CA River Plate", "riv", "River Plate", "RIV"),
    "boc": ("CA Boca Juniors", "boc", "Boca Juniors", "BOC"),
    "arg": ("Argentina", "arg", "Argentina", "ARG"),
    "fra": ("France", "fra", "France", "FRA"),
    "bra": ("Brazil", "bra", "Brazil", "BRA"),
    "ger": ("Germany", "ger", "Germany", "GER"),
    "esp": ("Spain", "esp", "Spain", "ESP"),
    "eng": ("England", "eng", "England", "ENG"),
    "ned": ("Netherlands", "ned", "Netherlands", "NED"),
    "por": ("Portugal", "por", "Portugal", "POR"),
    "usa": ("USA", "usa", "USA", "USA"),
    "mex": ("Mexico", "mex", "Mexico", "MEX"),
    "jpn": ("Japan", "jpn", "Japan", "JPN"),
    "mar": ("Morocco", "mar", "Morocco", "MAR"),
    "kor": ("Korea Republic", "kr", "South Korea", "KOR"),
    "civ": ("Côte d'Ivoire", "civ", "Ivory Coast", "CIV"),
    "cro": ("Croatia", "cro", "Croatia", "CRO"),
    "uru": ("Uruguay", "uru", "Uruguay", "URU"),
    "ita": ("Italy", "ita", "Italy", "ITA"),
    "bel": ("Belgium", "bel", "Belgium", "BEL"),
    "sui": ("Switzerland", "sui", "Switzerland", "SUI"),
    "den": ("Denmark", "den", "Denmark", "DEN"),
}

# ---------------------------------------------------------------- fixtures
# key: (competition, home, away, ISO date, kickoff HH:MM UTC, round note or "")
FIX = {
    "ars-tot": ("epl", "ars", "tot", "2026-10-24", "16:30", ""),
    "mci-avl": ("epl", "mci", "avl", "2026-11-07", "15:00", ""),
    "new-bha": ("epl", "new", "bha", "2026-12-12", "15:00", ""),
    "nfo-whu": ("epl", "nfo", "whu", "2027-01-16", "17:30", ""),
    "mid-nor": ("championship", "mid", "nor", "2026-09-19", "14:00", ""),
    "cov-stk": ("championship", "cov", "stk", "2026-11-28", "15:00", ""),
    "rbb-rcc": ("laliga", "rbb", "rcc", "2026-10-03", "19:00", ""),
    "ath-vil": ("laliga", "ath", "vil", "2026-11-22", "20:00", ""),
    "rso-sev": ("laliga", "rso", "sev", "2027-02-06", "17:15", ""),
    "acm-nap": ("seriea", "acm", "nap", "2026-10-18", "18:45", ""),
    "rom-ata": ("seriea", "rom", "ata", "2026-12-06", "19:45", ""),
    "tor-fio": ("seriea", "tor", "fio", "2027-03-14", "14:00", ""),
    "bvb-lev": ("bundesliga", "bvb", "lev", "2026-09-26", "16:30", ""),
    "wob-m05": ("bundesliga", "wob", "m05", "2026-11-14", "14:30", ""),
    "scf-rbl": ("bundesliga", "scf", "rbl", "2027-02-20", "14:30", ""),
    "om-ol": ("ligue1", "om", "ol", "2026-10-25", "19:45", ""),
    "lil-rcl": ("ligue1", "lil", "rcl", "2026-12-13", "16:00", ""),
    "nic-ren": ("ligue1", "nic", "ren", "2027-03-07", "14:00", ""),
    "aja-psv": ("eredivisie", "aja", "psv", "2026-10-04", "12:30", ""),
    "fey-az": ("eredivisie", "fey", "az", "2026-11-29", "13:30", ""),
    "twe-aja": ("eredivisie", "twe", "aja", "2027-02-14", "15:45", ""),
    "bru-and": ("belgian_pro", "bru", "and", "2026-10-18", "18:30", ""),
    "gnk-ant": ("belgian_pro", "gnk", "ant", "2026-12-20", "13:30", ""),
    "gal-fen": ("superlig", "gal", "fen", "2026-11-01", "17:00", ""),
    "bjk-tra": ("superlig", "bjk", "tra", "2027-01-24", "16:00", ""),
    "mia-lag": ("mls", "mia", "lag", "2026-08-22", "23:30", ""),
    "sea-clb": ("mls", "sea", "clb", "2026-09-12", "22:00", ""),
    "lafc-cin": ("mls", "lafc", "cin", "2026-10-10", "21:30", ""),
    "ame-gdl": ("ligamx", "ame", "gdl", "2026-09-19", "23:00", ""),
    "mty-tig": ("ligamx", "mty", "tig", "2026-10-24", "23:00", ""),
    "fla-pal": ("brasileirao", "fla", "pal", "2026-09-06", "21:00", ""),
    "sao-cor": ("brasileirao", "sao", "cor", "2026-10-11", "19:00", ""),
    "bmu-rma": ("ucl", "bmu", "rma", "2026-11-04", "20:00", "league phase"),
    "psg-lfc": ("ucl", "psg", "lfc", "2027-03-10", "20:00", "round of 16, second leg"),
    "int-bar": ("ucl", "int", "bar", "2027-04-13", "19:00", "quarter-final, second leg"),
    "cfc-juv": ("ucl", "cfc", "juv", "2026-12-09", "20:00", "league phase"),
    "fio-cry": ("uecl", "fio", "cry", "2027-03-18", "20:00", "round of 16, second leg"),
    "rvc-sha": ("uecl", "rvc", "sha", "2026-11-26", "17:45", "league phase"),
    "fla-riv": ("libertadores", "fla", "riv", "2026-09-23", "23:30", "quarter-final, second leg"),
    "boc-pal": ("libertadores", "boc", "pal", "2026-10-28", "23:30", "semi-final, second leg"),
    "arg-fra": ("wc", "arg", "fra", "2026-07-11", "21:00", "quarter-final"),
    "bra-ger": ("wc", "bra", "ger", "2026-06-20", "20:00", "group stage"),
    "esp-eng": ("wc", "esp", "eng", "2026-07-04", "19:00", "round of 16"),
    "usa-mex": ("wc", "usa", "mex", "2026-06-25", "22:00", "group stage"),
    "jpn-mar": ("wc", "jpn", "mar", "2026-06-17", "18:00", "group stage"),
    "kor-civ": ("wc", "kor", "civ", "2026-06-23", "17:00", "group stage"),
    "cro-uru": ("wc", "cro", "uru", "2026-06-29", "20:00", "round of 32"),
    "ned-por": ("wc", "ned", "por", "2026-07-07", "20:00", "round of 16"),
    "eng-ita": ("euro", "eng", "ita", "2028-06-14", "19:00", "group stage"),
    "bel-sui": ("euro", "bel", "sui", "2028-06-30", "19:00", "round of 16"),
    "den-ned": ("euro", "den", "ned", "2028-07-05", "19:00", "quarter-final"),
    "esp-por": ("uefanl", "esp", "por", "2026-10-13", "18:45", "league phase"),
    "ger-cro": ("uefanl", "ger", "cro", "2027-06-05", "18:45", "semi-final"),
}

MONTHS = ["January", "February", "March", "April", "May", "June", "July",
          "August", "September", "October", "November", "December"]
WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]


def d_of(iso):
    y, m, d = (int(x) for x in iso.split("-"))
    return date(y, m, d)


def date_us(iso):          # October 24, 2026
    d = d_of(iso)
    return "%s %d, %d" % (MONTHS[d.month - 1], d.day, d.year)


def date_uk(iso):          # 24 October 2026
    d = d_of(iso)
    return "%d %s %d" % (d.day, MONTHS[d.month - 1], d.year)


def date_day(iso):         # Saturday 24 October 2026
    d = d_of(iso)
    return "%s %d %s %d" % (WEEKDAYS[d.weekday()], d.day, MONTHS[d.month - 1], d.year)


def date_short(iso):       # Oct 24, 2026 (venue_two style)
    d = d_of(iso)
    return "%s %d, %d" % (MONTHS[d.month - 1][:3], d.day, d.year)


def date_ticker(iso):      # 26OCT24
    d = d_of(iso)
    return "%02d%s%02d" % (d.year % 100, MONTHS[d.month - 1][:3].upper(), d.day)


V1_DATES = [date_us, date_uk, date_day, lambda s: s]


def fixture(key):
    comp, h, a, iso, hhmm, rnd = FIX[key]
    return {"key": key, "comp": comp, "home": h, "away": a, "iso": iso,
            "hhmm": hhmm, "round": rnd}


# ---------------------------------------------------------------- value spellings
FAMILIES = {"win", "draw", "advance", "spread", "total", "btts", "half",
            "exact_score", "other"}
SCOPES = {"regulation", "extra_time", "penalties", "ambiguous", None}
SOURCES = {"official", "provider", "consensus", "ambiguous", None}
TIMING = {48, 336, "open_until_played", "ambiguous", None}
PAYOUTS = {"yes", "no", "50-50", "fair_price", "last_price", "refund", "result",
           "ambiguous", None}
CATALOGUE = ["S1", "S2", "S3", "S4", "S5", "S6", "P1", "P2", "P3", "P4",
             "C1", "C2", "C3", "C4", "R1", "R2", "R3", "D1", "AB"]
EXPECTED_KEYS = ["family", "outcome", "line", "half", "scope", "source_primary",
                 "source_fallback", "timing_window", "void_cancelled",
                 "void_postponed_long", "void_abandoned"]
V1_KEYS = ["id", "question", "slug", "groupItemTitle", "sportsMarketType", "line",
           "outcomes", "description", "resolutionSource", "event_title", "gameStartTime"]
V2_KEYS = ["ticker", "event_ticker", "series_ticker", "title", "yes_sub_title",
           "no_sub_title", "rules_primary", "rules_secondary", "occurrence_datetime"]


# ---------------------------------------------------------------- rotation
class Rotor:
    """Deterministic round-robin over each bank, separately per kind."""

    def __init__(self):
        self.pos = {}

    def pick(self, name, bank):
        i = self.pos.get(name, 0)
        self.pos[name] = i + 1
        return i % len(bank), bank[i % len(bank)]


# ---------------------------------------------------------------- layouts
HEAD = {"out": "What is being asked", "scope": "Which minutes count",
        "post": "Postponement", "canc": "Cancellation", "ab": "Abandoned matches",
        "src": "Resolution source", "rev": "Later corrections", "note": "Other information",
        "tie": "Draws"}
FAQ = {"out": "What does Yes mean here?", "scope": "Which part of the match is used?",
       "post": "What if the game is postponed?", "canc": "What if it is cancelled?",
       "ab": "What if play is abandoned?", "src": "Who decides the result?",
       "rev": "Can the result change after settlement?", "note": "Anything else?",
       "tie": "And if it ends level?"}
TABLE = {"match": "Match", "out": "Pays Yes", "scope": "Period", "post": "If postponed",
         "canc": "If cancelled", "ab": "If abandoned", "src": "Source",
         "rev": "Corrections", "note": "Note", "tie": "Draw"}


def layout(kind, parts):
    """parts: list of (dimension, text)."""
    if kind == "paras":
        return "\n\n".join(t for _, t in parts)
    if kind == "onepara":
        return " ".join(t for _, t in parts)
    if kind == "lines":
        return "\n".join(t for _, t in parts)
    if kind == "bullets":
        return "\n".join("\u2022 " + t for _, t in parts)
    if kind == "dashes":
        return "\n".join("- " + t for _, t in parts)
    if kind == "numbered":
        return "\n".join("%d. %s" % (i + 1, t) for i, (_, t) in enumerate(parts))
    if kind == "headings":
        return "\n\n".join("%s\n%s" % (HEAD[d], t) for d, t in parts)
    if kind == "faq":
        return "\n\n".join("Q: %s\nA: %s" % (FAQ[d], t) for d, t in parts)
    if kind == "table":
        return "\n".join("%s: %s" % (TABLE[d], t) for d, t in parts)
    raise ValueError(kind)


# ---------------------------------------------------------------- expected records
def derive(family, outcome, line, half, s, p, c, r, ab, series=None, src=None):
    """Expected record from the meanings a leg states.

    s: S1..S6, 'S4+' (S4 with a secondary scope), 'half', 'S:ambiguous'
    p: P1..P4, None, 'P:ambiguous', ('P:window', payout)
    c: C1..C4, None, 'C:ambiguous'
    r: 'R1', 'R3', None, or ('text', primary, fallback)
    ab: None, 'as_cancel', or a payout spelling
    """
    if s == "half":
        scope = None
    elif s in ("S1", "S2", "S3", "S4+"):
        scope = "regulation"
    elif s == "S5":
        scope = "extra_time"
    elif s == "S6":
        scope = "penalties"
    elif s == "S:ambiguous":
        scope = "ambiguous"
    else:
        raise ValueError(s)
    if r == "R1":
        sp, sf = "official", "consensus"
    elif r == "R3":
        names = {x["name"] for x in series}
        if names <= {"ESPN", "Fox Sports"}:
            sp = "provider"
        elif names & {"ESPN", "Fox Sports"}:
            raise ValueError("mixed series list; avoid")
        else:
            sp = "official"
        sf = None
    elif isinstance(r, tuple):
        sp, sf = r[1], r[2]
    else:
        raise ValueError(r)
    if p == "P1":
        tw, vp = "open_until_played", "result"
    elif p in ("P2", "P3"):
        tw, vp = 48, "fair_price"
    elif p == "P4":
        tw, vp = 336, "last_price"
    elif p is None:
        tw, vp = None, None
    elif p == "P:ambiguous":
        tw, vp = "ambiguous", "ambiguous"
    elif isinstance(p, tuple):
        tw, vp = p[1], p[2]
    else:
        raise ValueError(p)
    if c == "C1":
        vc = {"win": "no", "draw": "yes"}[family]
    elif c == "C2":
        vc = "50-50"
    elif c == "C3":
        vc = "yes" if (family == "exact_score" and outcome == "0-0") else "no"
    elif c == "C4":
        vc = "fair_price"
    elif c is None:
        vc = None
    elif c == "C:ambiguous":
        vc = "ambiguous"
    else:
        raise ValueError(c)
    if ab is None:
        va = None
    elif ab == "as_cancel":
        va = vc
    else:
        va = ab
    return {"family": family, "outcome": outcome, "line": line, "half": half,
            "scope": scope, "source_primary": sp, "source_fallback": sf,
            "timing_window": tw, "void_cancelled": vc, "void_postponed_long": vp,
            "void_abandoned": va}


# ---------------------------------------------------------------- validator
PLACEHOLDER = re.compile(r"[{}]|<[a-z_]+>")


def validate(legs, venue, prefix):
    errors = []
    seen_ids, seen_texts = set(), set()
    for leg in legs:
        lid = leg.get("id", "?")
        want = ["id", "venue", "styles", "meanings", "home", "away", "competition",
                "market"] + (["series_settlement_sources"] if venue == "venue_two" else []) \
            + ["expected"]
        if list(k for k in leg if not k.startswith("_")) != want:
            errors.append("%s: key order %s" % (lid, list(leg)))
            continue
        if not re.fullmatch(prefix + r"-\d{3}", lid) or lid in seen_ids:
            errors.append("%s: bad or duplicate id" % lid)
        seen_ids.add(lid)
        if leg["venue"] != venue:
            errors.append("%s: venue" % lid)
        if leg["competition"] not in COMPS:
            errors.append("%s: competition" % lid)
        m = leg["market"]
        keys = V1_KEYS if venue == "venue_one" else V2_KEYS
        if list(m) != keys:
            errors.append("%s: market keys %s" % (lid, list(m)))
        text = m["description"] if venue == "venue_one" else \
            m["rules_primary"] + "\n" + m["rules_secondary"]
        if text in seen_texts:
            errors.append("%s: duplicate rule text" % lid)
        seen_texts.add(text)
        for f in m.values():
            if isinstance(f, str) and PLACEHOLDER.search(f) and not f.startswith("[") \
                    and not f.startswith("{"):
                errors.append("%s: placeholder left in %r" % (lid, f[:60]))
        e = leg["expected"]
        if list(e) != EXPECTED_KEYS:
            errors.append("%s: expected keys" % lid)
            continue
        fam = e["family"]
        if fam not in FAMILIES:
            errors.append("%s: family" % lid)
        if e["scope"] not in SCOPES or e["source_primary"] not in SOURCES \
                or e["source_fallback"] not in SOURCES or e["timing_window"] not in TIMING:
            errors.append("%s: spelling scope/source/timing" % lid)
        for k in ("void_cancelled", "void_postponed_long", "void_abandoned"):
            if e[k] not in PAYOUTS:
                errors.append("%s: spelling %s" % (lid, k))
        o = e["outcome"]
        teams = (leg["home"], leg["away"])
        if fam in ("win", "advance", "spread"):
            if o not in teams:
                errors.append("%s: outcome %r not a team" % (lid, o))
        if fam == "draw" and o != "draw":
            errors.append("%s: draw outcome" % lid)
        if fam == "total" and o not in ("over", "under"):
            errors.append("%s: total outcome" % lid)
        if fam == "btts" and o not in ("yes", "no"):
            errors.append("%s: btts outcome" % lid)
        if fam == "exact_score" and not re.fullmatch(r"\d+-\d+", o):
            errors.append("%s: score outcome" % lid)
        if fam == "half":
            if e["half"] not in ("first", "second") or e["scope"] is not None:
                errors.append("%s: half/scope" % lid)
            if o not in teams and o != "draw":
                errors.append("%s: half outcome" % lid)
        elif e["half"] is not None:
            errors.append("%s: half set on non-half leg" % lid)
        if fam in ("spread", "total") or (fam == "other" and o in ("over", "under")):
            if not isinstance(e["line"], float) or e["line"] <= 0:
                errors.append("%s: line" % lid)
        elif e["line"] is not None:
            errors.append("%s: unexpected line" % lid)
        if venue == "venue_one" and fam == "spread" and m["line"] != -e["line"]:
            errors.append("%s: wire spread line" % lid)
        if venue == "venue_one" and fam == "total" and m["line"] != e["line"]:
            errors.append("%s: wire total line" % lid)
        if venue == "venue_one" and json.loads(m["outcomes"]) != ["Yes", "No"]:
            errors.append("%s: outcomes" % lid)
        fams = [x for x in leg["meanings"] if x.startswith("F:")]
        if fams != ["F:" + fam]:
            errors.append("%s: meanings family" % lid)
        for x in leg["meanings"]:
            if not (x in CATALOGUE or x.startswith("F:") or x.endswith(":ambiguous")):
                errors.append("%s: meaning %s" % (lid, x))
    return errors
