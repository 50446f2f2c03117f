"""Shared data for held-out reading set (e): fixtures, dates, slugs, tickers,
allowed value spellings, layouts and validation. Standard library only."""

import re
import string

# ---------------------------------------------------------------------------
# Competitions
# ---------------------------------------------------------------------------

ESPN = {"name": "ESPN", "url": "https://www.espn.com/soccer/"}
FOX = {"name": "Fox Sports", "url": "https://www.foxsports.com/soccer"}

COMPS = {
    "epl": dict(v1="Premier League", v2="English Premier League", slug="epl",
                series="KXEPL", body="the Premier League",
                url="https://www.premierleague.com/", src=[ESPN, FOX]),
    "laliga": dict(v1="La Liga", v2="Spanish La Liga", slug="lal",
                   series="KXLALIGA", body="LaLiga",
                   url="https://www.laliga.com/", src=[ESPN, FOX]),
    "bundesliga": dict(v1="Bundesliga", v2="German Bundesliga", slug="bun",
                       series="KXBUNDESLIGA", body="the Deutsche Fussball Liga (DFL)",
                       url="https://www.bundesliga.com/", src=[ESPN]),
    "seriea": dict(v1="Serie A", v2="Italian Serie A", slug="sea",
                   series="KXSERIEA", body="Lega Serie A",
                   url="https://www.legaseriea.it/", src=[ESPN, FOX]),
    "ligue1": dict(v1="Ligue 1", v2="French Ligue 1", slug="fl1",
                   series="KXLIGUE1", body="the Ligue de Football Professionnel",
                   url="https://www.ligue1.com/", src=[ESPN, FOX]),
    "mls": dict(v1="MLS", v2="Major League Soccer", slug="mls",
                series="KXMLS", body="Major League Soccer",
                url="https://www.mlssoccer.com/",
                src=[{"name": "MLS", "url": "https://www.mlssoccer.com/"}]),
    "ucl": dict(v1="UEFA Champions League", v2="UEFA Champions League", slug="ucl",
                series="KXUCL", body="UEFA", url="https://www.uefa.com/",
                src=[{"name": "UEFA", "url": "https://www.uefa.com/uefachampionsleague/"}]),
    "wc": dict(v1="FIFA World Cup", v2="FIFA World Cup", slug="fifwc",
               series="KXWC", body="FIFA", url="https://www.fifa.com/",
               src=[{"name": "FIFA", "url": "https://www.fifa.com/"}]),
}

PROVIDER_NAMES = {"ESPN", "Fox Sports", "Opta"}
OFFICIAL_NAMES = {"MLS", "UEFA", "FIFA", "Premier League", "LaLiga", "Bundesliga",
                  "Lega Serie A", "Ligue 1"}


def series_source_kind(sources):
    names = {s["name"] for s in sources}
    if names and names <= PROVIDER_NAMES:
        return "provider"
    if names and names <= OFFICIAL_NAMES:
        return "official"
    return "ambiguous"


# ---------------------------------------------------------------------------
# Teams: key -> (venue_one formal name, venue_one slug code,
#                venue_two short name, venue_two ticker code)
# ---------------------------------------------------------------------------

TEAMS = {
    # Premier League
    "ARS": ("Arsenal FC", "ars", "Arsenal", "ARS"),
    "CHE": ("Chelsea FC", "che", "Chelsea", "CFC"),
    "LIV": ("Liverpool FC", "liv", "Liverpool", "LFC"),
    "MCI": ("Manchester City FC", "mac", "Manchester City", "MCI"),
    "MUN": ("Manchester United FC", "mun", "Manchester United", "MUN"),
    "TOT": ("Tottenham Hotspur FC", "tot", "Tottenham", "TOT"),
    "AVL": ("Aston Villa FC", "ast", "Aston Villa", "AVL"),
    "NEW": ("Newcastle United FC", "new", "Newcastle", "NEW"),
    "NFO": ("Nottingham Forest FC", "not", "Nottingham Forest", "NFO"),
    "WHU": ("West Ham United FC", "wes", "West Ham", "WHU"),
    "BHA": ("Brighton & Hove Albion FC", "bri", "Brighton", "BHA"),
    "BRE": ("Brentford FC", "bre", "Brentford", "BRE"),
    "EVE": ("Everton FC", "eve", "Everton", "EVE"),
    "CRY": ("Crystal Palace FC", "cry", "Crystal Palace", "CRY"),
    # La Liga
    "RMA": ("Real Madrid CF", "rea", "Real Madrid", "RMA"),
    "BAR": ("FC Barcelona", "bar", "Barcelona", "BAR"),
    "ATM": ("Club Atlético de Madrid", "mad", "Atletico Madrid", "ATM"),
    "ATH": ("Athletic Club", "bil", "Athletic Bilbao", "ATH"),
    "RBB": ("Real Betis Balompié", "bet", "Real Betis", "RBB"),
    "RCC": ("RC Celta de Vigo", "cel", "Celta Vigo", "RCC"),
    "VCF": ("Valencia CF", "val", "Valencia", "VCF"),
    "RVC": ("Rayo Vallecano", "ray", "Rayo Vallecano", "RVC"),
    "SEV": ("Sevilla FC", "sev", "Sevilla", "SEV"),
    "VIL": ("Villarreal CF", "vil", "Villarreal", "VIL"),
    "RSO": ("Real Sociedad", "rso", "Real Sociedad", "RSO"),
    "ALA": ("Deportivo Alavés", "ala", "Alaves", "ALA"),
    # Bundesliga
    "BMU": ("FC Bayern München", "bay", "Bayern Munich", "BMU"),
    "BVB": ("Borussia Dortmund", "dor", "Borussia Dortmund", "BVB"),
    "RBL": ("RB Leipzig", "lei", "RB Leipzig", "RBL"),
    "SGE": ("Eintracht Frankfurt", "ein", "Eintracht Frankfurt", "SGE"),
    "LEV": ("Bayer 04 Leverkusen", "b04", "Bayer Leverkusen", "LEV"),
    "VFB": ("VfB Stuttgart", "stu", "Stuttgart", "VFB"),
    "SCF": ("SC Freiburg", "fre", "Freiburg", "SCF"),
    "WOB": ("VfL Wolfsburg", "wol", "Wolfsburg", "WOB"),
    "BMG": ("Borussia Mönchengladbach", "bmg", "Gladbach", "BMG"),
    "FCU": ("1. FC Union Berlin", "uni", "Union Berlin", "FCU"),
    # Serie A
    "JUV": ("Juventus FC", "juv", "Juventus", "JUV"),
    "ACM": ("AC Milan", "mil", "AC Milan", "ACM"),
    "INT": ("FC Internazionale Milano", "int", "Inter", "INT"),
    "NAP": ("SSC Napoli", "nap", "Napoli", "NAP"),
    "ROM": ("AS Roma", "rom", "Roma", "ROM"),
    "LAZ": ("SS Lazio", "laz", "Lazio", "LAZ"),
    "ATA": ("Atalanta BC", "ata", "Atalanta", "ATA"),
    "FIO": ("ACF Fiorentina", "fio", "Fiorentina", "FIO"),
    "BOL": ("Bologna FC 1909", "bol", "Bologna", "BOL"),
    "TOR": ("Torino FC", "tor", "Torino", "TOR"),
    # Ligue 1
    "PSG": ("Paris Saint-Germain FC", "par", "Paris Saint-Germain", "PSG"),
    "OM": ("Olympique de Marseille", "olm", "Marseille", "OM"),
    "OL": ("Olympique Lyonnais", "lyo", "Lyon", "OL"),
    "MON": ("AS Monaco FC", "mon", "Monaco", "MON"),
    "LIL": ("LOSC Lille", "lil", "Lille", "LIL"),
    "NIC": ("OGC Nice", "nic", "Nice", "NIC"),
    "REN": ("Stade Rennais FC", "ren", "Rennes", "REN"),
    "RCL": ("RC Lens", "len", "Lens", "RCL"),
    # MLS
    "MIA": ("Inter Miami CF", "mia", "Inter Miami", "MIA"),
    "LAG": ("LA Galaxy", "lag", "LA Galaxy", "LA"),
    "LAFC": ("Los Angeles FC", "laf", "Los Angeles FC", "LAFC"),
    "SEA": ("Seattle Sounders FC", "sea", "Seattle", "SEA"),
    "ATL": ("Atlanta United FC", "atl", "Atlanta United", "ATL"),
    "CLB": ("Columbus Crew", "clb", "Columbus", "CLB"),
    "NYC": ("New York City FC", "nyc", "New York City", "NYC"),
    "CIN": ("FC Cincinnati", "cin", "Cincinnati", "CIN"),
    "POR": ("Portland Timbers", "por", "Portland", "POR"),
    "PHI": ("Philadelphia Union", "phi", "Philadelphia", "PHI"),
    # National teams
    "ESP": ("Spain", "esp", "Spain", "ESP"),
    "ARG": ("Argentina", "arg", "Argentina", "ARG"),
    "FRA": ("France", "fra", "France", "FRA"),
    "BRA": ("Brazil", "bra", "Brazil", "BRA"),
    "ENG": ("England", "eng", "England", "ENG"),
    "GER": ("Germany", "ger", "Germany", "GER"),
    "PORn": ("Portugal", "prt", "Portugal", "POR"),
    "NED": ("Netherlands", "ned", "Netherlands", "NED"),
    "CIV": ("Côte d'Ivoire", "civ", "Ivory Coast", "CIV"),
    "KOR": ("Korea Republic", "kr", "South Korea", "KOR"),
    "IRN": ("IR Iran", "irn", "Iran", "IRN"),
    "USA": ("USA", "usa", "United States", "USA"),
    "MEX": ("Mexico", "mex", "Mexico", "MEX"),
    "JPN": ("Japan", "jpn", "Japan", "JPN"),
    "MAR": ("Morocco", "mar", "Morocco", "MAR"),
    "URU": ("Uruguay", "uru", "Uruguay", "URU"),
    "CRO": ("Croatia", "cro", "Croatia", "CRO"),
    "SEN": ("Senegal", "sen", "Senegal", "SEN"),
}

# ---------------------------------------------------------------------------
# Dates
# ---------------------------------------------------------------------------

MONTHS = ["January", "February", "March", "April", "May", "June", "July",
          "August", "September", "October", "November", "December"]


def date_forms(iso, hhmm="19:00"):
    y, m, d = (int(x) for x in iso.split("-"))
    mon = MONTHS[m - 1]
    return {
        "iso": iso,
        "dl": f"{mon} {d}, {y}",            # October 3, 2026
        "du": f"{d} {mon} {y}",             # 3 October 2026
        "dk": f"{mon[:3]} {d}, {y}",        # Oct 3, 2026
        "tick": f"{y % 100:02d}{mon[:3].upper()}{d:02d}",  # 26OCT03
        "gst": f"{iso} {hhmm}:00+00",
        "occ": f"{iso}T{hhmm}:00Z",
    }


# ---------------------------------------------------------------------------
# Allowed value spellings (set (d) README and first lines)
# ---------------------------------------------------------------------------

FAMILIES = ["win", "draw", "advance", "spread", "total", "btts", "half",
            "exact_score", "other"]
SCOPES = {"regulation", "extra_time", "penalties", "ambiguous", None}
HALVES = {"first", "second", None}
SOURCES = {"official", "provider", "consensus", "ambiguous", None}
TIMINGS = {48, 336, "open_until_played", "ambiguous", None}
VOIDS = {"yes", "no", "50-50", "fair_price", "last_price", "refund",
         "unspecified", "result", "ambiguous", None}
EXPECTED_KEYS = ["family", "outcome", "line", "half", "scope", "source_primary",
                 "source_fallback", "timing_window", "void_cancelled",
                 "void_postponed_long", "void_abandoned"]
V1_MARKET_KEYS = ["id", "question", "slug", "groupItemTitle", "sportsMarketType",
                  "line", "outcomes", "description", "resolutionSource",
                  "event_title", "gameStartTime"]
V2_MARKET_KEYS = ["ticker", "event_ticker", "series_ticker", "title", "yes_sub_title",
                  "no_sub_title", "rules_primary", "rules_secondary",
                  "occurrence_datetime"]
MEANING_IDS = {"S1", "S2", "S3", "S4", "S5", "S6", "P1", "P2", "P3", "P4",
               "C1", "C2", "C3", "C4", "R1", "R2", "R3", "D1", "AB"}

# ---------------------------------------------------------------------------
# Formatting helpers
# ---------------------------------------------------------------------------


class StrictFormatter(string.Formatter):
    def get_value(self, key, args, kwargs):
        if key not in kwargs:
            raise KeyError(f"unfilled placeholder {{{key}}}")
        return kwargs[key]


_FMT = StrictFormatter()


def fill(template, ctx):
    return _FMT.vformat(template, (), ctx)


class Bank:
    """A list of (wording, styles). pick() rotates through the wordings, so
    every wording of a meaning gets used; pick(i) forces one."""

    def __init__(self, name, items):
        self.name = name
        self.items = items
        self.i = 0
        self.used = set()

    def pick(self, idx=None):
        if idx is None:
            idx = self.i % len(self.items)
            self.i += 1
        self.used.add(idx)
        return self.items[idx]


FAQ_Q = {
    "outcome": "What is this market about?",
    "scope": "Which part of the game counts?",
    "post": "What happens if the match is postponed?",
    "canc": "And if it is cancelled?",
    "ab": "What if the match is abandoned?",
    "src": "Where does the result come from?",
    "rev": "Do later corrections to the score matter?",
    "draw": "What about a draw?",
    "note": "Anything else to know?",
}
HEADINGS = {
    "outcome": "Market", "scope": "Period", "post": "Postponement",
    "canc": "Cancellation", "ab": "Abandonment", "src": "Resolution source",
    "rev": "Corrections", "draw": "Draw", "note": "Note",
}
_LOWER_OK = {"If", "Should", "Where", "When", "A", "An", "The", "Any", "In", "Only",
             "Once", "This", "Settlement", "What", "Extra", "Normal", "Regulation",
             "Postponed", "Cancelled", "Canceled", "Resolution", "Score", "For",
             "Amendments", "No", "Games", "Trading", "Rescheduling", "Official",
             "Primary", "Source", "Post-resolution", "Abandoned", "Cancellation",
             "Goals", "Play", "Results", "Revisions", "Changes", "Notwithstanding"}


def _lower_first(s):
    w = s.split(" ", 1)[0]
    if w in _LOWER_OK:
        return s[0].lower() + s[1:]
    return s


def layout(parts, style):
    """parts: list of (kind, text). Returns the rule text in a layout."""
    texts = [t for _, t in parts]
    if style == "paras":
        return "\n\n".join(texts)
    if style == "single":
        return " ".join(texts)
    if style == "lines":
        return "\n".join(texts)
    if style == "bullets":
        return texts[0] + "\n\n" + "\n".join("- " + t for t in texts[1:])
    if style == "stars":
        return texts[0] + "\n" + "\n".join("* " + t for t in texts[1:])
    if style == "numbered":
        return "\n".join(f"{i}. {t}" for i, t in enumerate(texts, 1))
    if style == "headings":
        return "\n\n".join(f"{HEADINGS[k]}: {t}" for k, t in parts)
    if style == "headings_block":
        return "\n\n".join(f"{HEADINGS[k].upper()}\n{t}" for k, t in parts)
    if style == "faq":
        return "\n\n".join(f"Q: {FAQ_Q[k]}\nA: {t}" for k, t in parts)
    if style == "semicolon":
        rest = [_lower_first(t.rstrip(".")) for t in texts[1:]]
        return texts[0] + " " + rest[0][0].upper() + rest[0][1:] + "; " + "; ".join(rest[1:]) + "." \
            if len(rest) > 1 else " ".join(texts)
    raise ValueError(style)


LAYOUT_STYLES = {
    "paras": ["layout:paras"], "single": ["layout:single_paragraph"],
    "lines": ["layout:lines"], "bullets": ["layout:bullets"],
    "stars": ["layout:bullets"], "numbered": ["layout:numbered"],
    "headings": ["layout:headings"], "headings_block": ["layout:headings"],
    "faq": ["layout:faq", "question_answer"], "semicolon": ["joined_semicolons"],
}

# ---------------------------------------------------------------------------
# Validation
# ---------------------------------------------------------------------------

SCORE_RE = re.compile(r"^\d+-\d+$")
PLACEHOLDER_RE = re.compile(r"[{}]|<[A-Za-z_]+>|\bTODO\b|\bXXX\b")


def validate(legs, venue, prefix):
    errs = []
    seen_ids, seen_texts = set(), set()
    for leg in legs:
        lid = leg.get("id", "?")
        for k in ["id", "venue", "styles", "meanings", "home", "away", "competition",
                  "market", "expected"]:
            if k not in leg:
                errs.append(f"{lid}: missing {k}")
        if venue == "venue_two" and "series_settlement_sources" not in leg:
            errs.append(f"{lid}: missing series_settlement_sources")
        if not re.match(rf"^{prefix}-\d{{3}}$", lid):
            errs.append(f"{lid}: bad id")
        if lid in seen_ids:
            errs.append(f"{lid}: duplicate id")
        seen_ids.add(lid)
        if leg.get("venue") != venue:
            errs.append(f"{lid}: venue")
        if leg.get("competition") not in COMPS:
            errs.append(f"{lid}: competition")
        m = leg["market"]
        keys = V1_MARKET_KEYS if venue == "venue_one" else V2_MARKET_KEYS
        for k in keys:
            if k not in m:
                errs.append(f"{lid}: market missing {k}")
        if venue == "venue_one":
            text = m["description"]
        else:
            text = m["rules_primary"] + "\n" + m["rules_secondary"]
            if not m["rules_primary"].strip():
                errs.append(f"{lid}: empty primary")
        for v in m.values():
            if isinstance(v, str) and PLACEHOLDER_RE.search(v) and v is not m.get("outcomes"):
                errs.append(f"{lid}: placeholder-looking text: {v[:60]!r}")
        if text in seen_texts:
            errs.append(f"{lid}: duplicate rule text")
        seen_texts.add(text)
        e = leg["expected"]
        if list(e.keys()) != EXPECTED_KEYS:
            errs.append(f"{lid}: expected keys {list(e.keys())}")
        fam = e["family"]
        if fam not in FAMILIES:
            errs.append(f"{lid}: family {fam}")
        if e["scope"] not in SCOPES:
            errs.append(f"{lid}: scope {e['scope']}")
        if e["half"] not in HALVES:
            errs.append(f"{lid}: half")
        if (fam == "half") != (e["half"] is not None):
            errs.append(f"{lid}: half vs family")
        if fam == "half" and e["scope"] is not None:
            errs.append(f"{lid}: half legs have null scope")
        for k in ["source_primary", "source_fallback"]:
            if e[k] not in SOURCES:
                errs.append(f"{lid}: {k} {e[k]}")
        if e["timing_window"] not in TIMINGS:
            errs.append(f"{lid}: timing {e['timing_window']}")
        for k in ["void_cancelled", "void_postponed_long", "void_abandoned"]:
            if e[k] not in VOIDS:
                errs.append(f"{lid}: {k} {e[k]}")
        if e["void_postponed_long"] == "result" and e["timing_window"] != "open_until_played":
            errs.append(f"{lid}: result without open_until_played")
        out = e["outcome"]
        teams = {leg["home"], leg["away"]}
        if fam in ("win", "advance", "spread"):
            if out not in teams:
                errs.append(f"{lid}: outcome {out} not a team")
        elif fam == "draw":
            if out != "draw":
                errs.append(f"{lid}: draw outcome")
        elif fam == "total":
            if out not in ("over", "under") or not isinstance(e["line"], float):
                errs.append(f"{lid}: total outcome/line")
        elif fam == "btts":
            if out not in ("yes", "no"):
                errs.append(f"{lid}: btts outcome")
        elif fam == "half":
            if out not in teams and out != "draw":
                errs.append(f"{lid}: half outcome")
        elif fam == "exact_score":
            if not SCORE_RE.match(out):
                errs.append(f"{lid}: exact outcome")
        elif fam == "other":
            if out not in teams and out not in ("over", "under", "yes", "no"):
                errs.append(f"{lid}: other outcome")
        if fam in ("spread", "total") and not (isinstance(e["line"], float) and e["line"] > 0):
            errs.append(f"{lid}: line must be positive")
        if fam in ("win", "draw", "advance", "btts", "half", "exact_score") and e["line"] is not None:
            errs.append(f"{lid}: unexpected line")
        if venue == "venue_one" and fam == "spread" and m["line"] != -e["line"]:
            errs.append(f"{lid}: wire line vs expected")
        if venue == "venue_one" and fam == "total" and m["line"] != e["line"]:
            errs.append(f"{lid}: total wire line")
        for mm in leg["meanings"]:
            base = mm.split(":")[0]
            if not (mm in MEANING_IDS or base in ("F", "S", "P", "C", "R", "AB")):
                errs.append(f"{lid}: meaning {mm}")
        if f"F:{fam}" not in leg["meanings"]:
            errs.append(f"{lid}: F:{fam} missing from meanings")
    return errs
