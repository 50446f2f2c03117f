"""Shared data and helpers for held-out reading set (h).

Standard library only. Everything here is deterministic.
"""
import datetime as _dt
import json
import re

# ---------------------------------------------------------------------------
# Competitions
# key: (venue_one name, venue_two name, slug prefix, series prefix,
#       governing body / organiser, official site, series settlement sources)
ESPN = {"name": "ESPN", "url": "https://www.espn.com/soccer/"}
FOX = {"name": "Fox Sports", "url": "https://www.foxsports.com/soccer"}

COMPS = {
    "epl": ("Premier League", "English Premier League", "epl", "KXEPL",
            "the Premier League", "https://www.premierleague.com/", [ESPN, FOX]),
    "laliga": ("La Liga", "Spanish La Liga", "lal", "KXLALIGA",
               "LaLiga", "https://www.laliga.com/", [ESPN]),
    "seriea": ("Serie A", "Italian Serie A", "sea", "KXSERIEA",
               "Lega Serie A", "https://www.legaseriea.it/", [ESPN, FOX]),
    "bundesliga": ("Bundesliga", "German Bundesliga", "bun", "KXBUNDESLIGA",
                   "the DFL (Deutsche Fussball Liga)", "https://www.bundesliga.com/", [FOX]),
    "ligue1": ("Ligue 1", "French Ligue 1", "fl1", "KXLIGUE1",
               "the LFP (Ligue de Football Professionnel)", "https://www.ligue1.com/", [ESPN, FOX]),
    "championship": ("EFL Championship", "English Championship", "elc", "KXEFLCHAMP",
                     "the English Football League", "https://www.efl.com/", [ESPN]),
    "superlig": ("Süper Lig", "Turkish Super Lig", "tur", "KXSUPERLIG",
                 "the Turkish Football Federation", "https://www.tff.org/", [ESPN]),
    "saudipl": ("Saudi Pro League", "Saudi Pro League", "spl", "KXSAUDIPL",
                "the Saudi Pro League", "https://www.spl.com.sa/", [ESPN, FOX]),
    "j1": ("J1 League", "Japanese J1 League", "jap", "KXJLEAGUE",
           "the J.League", "https://www.jleague.jp/", [ESPN]),
    "aleague": ("A-League Men", "Australian A-League", "aus", "KXALEAGUE",
                "Australian Professional Leagues", "https://www.aleagues.com.au/", [ESPN]),
    "mls": ("MLS", "Major League Soccer", "mls", "KXMLS",
            "Major League Soccer", "https://www.mlssoccer.com/",
            [{"name": "MLS", "url": "https://www.mlssoccer.com/"}]),
    "ucl": ("UEFA Champions League", "UEFA Champions League", "ucl", "KXUCL",
            "UEFA", "https://www.uefa.com/", [{"name": "UEFA", "url": "https://www.uefa.com/"}]),
    "unl": ("UEFA Nations League", "UEFA Nations League", "unl", "KXUEFANL",
            "UEFA", "https://www.uefa.com/", [ESPN, FOX]),
    "wc": ("FIFA World Cup", "FIFA World Cup", "fifwc", "KXWC",
           "FIFA", "https://www.fifa.com/", [{"name": "FIFA", "url": "https://www.fifa.com/"}]),
}

# Teams: code -> (venue_one formal name, venue_one slug code, venue_two short name, venue_two ticker code)
TEAMS = {
    # England
    "ARS": ("Arsenal FC", "ars", "Arsenal", "ARS"),
    "NEW": ("Newcastle United FC", "new", "Newcastle", "NEW"),
    "AVL": ("Aston Villa FC", "ast", "Aston Villa", "AVL"),
    "TOT": ("Tottenham Hotspur FC", "tot", "Tottenham", "TOT"),
    "MCI": ("Manchester City FC", "mac", "Man City", "MCI"),
    "BHA": ("Brighton & Hove Albion FC", "bri", "Brighton", "BHA"),
    "WHU": ("West Ham United FC", "wes", "West Ham", "WHU"),
    "NFO": ("Nottingham Forest FC", "not", "Nottingham Forest", "NFO"),
    "CRY": ("Crystal Palace FC", "cry", "Crystal Palace", "CRY"),
    "FUL": ("Fulham FC", "ful", "Fulham", "FUL"),
    "LFC": ("Liverpool FC", "liv", "Liverpool", "LFC"),
    # Championship
    "MID": ("Middlesbrough FC", "mid", "Middlesbrough", "MID"),
    "NOR": ("Norwich City FC", "nor", "Norwich", "NOR"),
    "COV": ("Coventry City FC", "cov", "Coventry", "COV"),
    "WBA": ("West Bromwich Albion FC", "wba", "West Brom", "WBA"),
    "WAT": ("Watford FC", "wat", "Watford", "WAT"),
    "HUL": ("Hull City AFC", "hul", "Hull City", "HUL"),
    # Spain
    "RMA": ("Real Madrid CF", "rea", "Real Madrid", "RMA"),
    "ATH": ("Athletic Club", "bil", "Athletic Bilbao", "ATH"),
    "RBB": ("Real Betis Balompié", "bet", "Real Betis", "RBB"),
    "VIL": ("Villarreal CF", "vil", "Villarreal", "VIL"),
    "GIR": ("Girona FC", "gir", "Girona", "GIR"),
    "RSO": ("Real Sociedad de Fútbol", "soc", "Real Sociedad", "RSO"),
    "ATM": ("Club Atlético de Madrid", "mad", "Atletico Madrid", "ATM"),
    "SEV": ("Sevilla FC", "sev", "Sevilla", "SEV"),
    "BAR": ("FC Barcelona", "bar", "Barcelona", "BAR"),
    # Italy
    "NAP": ("SSC Napoli", "nap", "Napoli", "NAP"),
    "ROM": ("AS Roma", "rom", "Roma", "ROM"),
    "ATA": ("Atalanta BC", "ata", "Atalanta", "ATA"),
    "FIO": ("ACF Fiorentina", "fio", "Fiorentina", "FIO"),
    "JUV": ("Juventus FC", "juv", "Juventus", "JUV"),
    "BOL": ("Bologna FC 1909", "bol", "Bologna", "BOL"),
    "LAZ": ("SS Lazio", "laz", "Lazio", "LAZ"),
    "INT": ("FC Internazionale Milano", "int", "Inter Milan", "INT"),
    "TOR": ("Torino FC", "tor", "Torino", "TOR"),
    # Germany
    "BMU": ("FC Bayern München", "bay", "Bayern Munich", "BMU"),
    "BVB": ("Borussia Dortmund", "dor", "Dortmund", "BVB"),
    "RBL": ("RB Leipzig", "lei", "RB Leipzig", "RBL"),
    "LEV": ("Bayer 04 Leverkusen", "b04", "Leverkusen", "LEV"),
    "VFB": ("VfB Stuttgart", "stu", "Stuttgart", "VFB"),
    "SGE": ("Eintracht Frankfurt", "ein", "Eintracht Frankfurt", "SGE"),
    "SCF": ("SC Freiburg", "fre", "Freiburg", "SCF"),
    "M05": ("1. FSV Mainz 05", "mai", "Mainz", "M05"),
    # France
    "PSG": ("Paris Saint-Germain FC", "par", "PSG", "PSG"),
    "OM": ("Olympique de Marseille", "olm", "Marseille", "OM"),
    "ASM": ("AS Monaco FC", "mon", "Monaco", "ASM"),
    "LIL": ("LOSC Lille", "lil", "Lille", "LIL"),
    "REN": ("Stade Rennais FC", "ren", "Rennes", "REN"),
    "RCL": ("RC Lens", "len", "Lens", "RCL"),
    # Turkey
    "GAL": ("Galatasaray SK", "gal", "Galatasaray", "GAL"),
    "FEN": ("Fenerbahçe SK", "fen", "Fenerbahce", "FEN"),
    "BJK": ("Beşiktaş JK", "bes", "Besiktas", "BJK"),
    "TRA": ("Trabzonspor", "tra", "Trabzonspor", "TRA"),
    "IBFK": ("Rams Başakşehir FK", "bas", "Basaksehir", "IBFK"),
    # Saudi Arabia
    "HIL": ("Al-Hilal SFC", "hil", "Al-Hilal", "HIL"),
    "NAS": ("Al-Nassr FC", "nas", "Al-Nassr", "NAS"),
    "ITT": ("Al-Ittihad Club", "itt", "Al-Ittihad", "ITT"),
    "AHL": ("Al-Ahli Saudi FC", "ahl", "Al-Ahli", "AHL"),
    # Japan
    "KOB": ("Vissel Kobe", "vis", "Vissel Kobe", "KOB"),
    "KAS": ("Kashima Antlers", "kas", "Kashima", "KAS"),
    "URA": ("Urawa Red Diamonds", "ura", "Urawa Reds", "URA"),
    "HIR": ("Sanfrecce Hiroshima", "san", "Sanfrecce Hiroshima", "HIR"),
    "YFM": ("Yokohama F. Marinos", "yok", "Yokohama F. Marinos", "YFM"),
    # Australia / New Zealand
    "MVC": ("Melbourne Victory FC", "mvc", "Melbourne Victory", "MVC"),
    "SYD": ("Sydney FC", "syd", "Sydney FC", "SYD"),
    "WSW": ("Western Sydney Wanderers FC", "wsw", "Western Sydney", "WSW"),
    "CCM": ("Central Coast Mariners FC", "ccm", "Central Coast", "CCM"),
    "AUC": ("Auckland FC", "auc", "Auckland FC", "AUC"),
    # USA / Canada
    "LAG": ("LA Galaxy", "lag", "LA Galaxy", "LA"),
    "MIA": ("Inter Miami CF", "mia", "Inter Miami", "MIA"),
    "SEA": ("Seattle Sounders FC", "sea", "Seattle", "SEA"),
    "CLB": ("Columbus Crew", "clb", "Columbus", "CLB"),
    "LAFC": ("Los Angeles FC", "laf", "LAFC", "LAFC"),
    "CIN": ("FC Cincinnati", "cin", "Cincinnati", "CIN"),
    # Portugal
    "SCP": ("Sporting CP", "scp", "Sporting", "SCP"),
    # National teams
    "ESP": ("Spain", "esp", "Spain", "ESP"),
    "POR": ("Portugal", "por", "Portugal", "POR"),
    "FRA": ("France", "fra", "France", "FRA"),
    "GER": ("Germany", "ger", "Germany", "GER"),
    "NED": ("Netherlands", "ned", "Netherlands", "NED"),
    "ITA": ("Italy", "ita", "Italy", "ITA"),
    "ENG": ("England", "eng", "England", "ENG"),
    "CRO": ("Croatia", "cro", "Croatia", "CRO"),
    "ARG": ("Argentina", "arg", "Argentina", "ARG"),
    "BRA": ("Brazil", "bra", "Brazil", "BRA"),
    "JPN": ("Japan", "jpn", "Japan", "JPN"),
    "MEX": ("Mexico", "mex", "Mexico", "MEX"),
    "USA": ("USA", "usa", "United States", "USA"),
    "MAR": ("Morocco", "mar", "Morocco", "MAR"),
    "KOR": ("Korea Republic", "kr", "South Korea", "KOR"),
    "CIV": ("Côte d'Ivoire", "civ", "Ivory Coast", "CIV"),
    "SEN": ("Senegal", "sen", "Senegal", "SEN"),
    "CAN": ("Canada", "can", "Canada", "CAN"),
}

MONTHS = ["January", "February", "March", "April", "May", "June", "July",
          "August", "September", "October", "November", "December"]


def d(iso):
    return _dt.date.fromisoformat(iso)


def date_long_us(iso):      # December 5, 2026
    x = d(iso)
    return f"{MONTHS[x.month - 1]} {x.day}, {x.year}"


def date_long_uk(iso):      # 5 December 2026
    x = d(iso)
    return f"{x.day} {MONTHS[x.month - 1]} {x.year}"


def date_short_us(iso):     # Dec 5, 2026
    x = d(iso)
    return f"{MONTHS[x.month - 1][:3]} {x.day}, {x.year}"


def date_short_uk(iso):     # Sat 5 Dec 2026
    x = d(iso)
    wd = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"][x.weekday()]
    return f"{wd} {x.day} {MONTHS[x.month - 1][:3]} {x.year}"


def date_iso(iso):
    return iso


DATE_FMTS = [date_long_us, date_long_uk, date_short_us, date_short_uk, date_iso]


def ticker_date(iso):       # 26DEC05
    x = d(iso)
    return f"{x.year % 100:02d}{MONTHS[x.month - 1][:3].upper()}{x.day:02d}"


def game_start(iso, hhmm):  # venue_one: "2026-12-05 19:00:00+00"
    return f"{iso} {hhmm}:00+00"


def occurrence(iso, hhmm):  # venue_two: ISO Z
    return f"{iso}T{hhmm}:00Z"


# ---------------------------------------------------------------------------
# Layouts: turn a list of clause strings into one text.

def lay(parts, layout):
    parts = [p for p in parts if p]
    if layout == "paras":
        return "\n\n".join(parts)
    if layout == "one_para":
        return " ".join(parts)
    if layout == "lines":
        return "\n".join(parts)
    if layout == "bullets":
        return "\n".join("• " + p for p in parts)
    if layout == "dashes":
        return "\n".join("- " + p for p in parts)
    if layout == "numbered":
        return "\n".join(f"{i}) " + p for i, p in enumerate(parts, 1))
    if layout == "numbered_dot":
        return "\n".join(f"{i}. " + p for i, p in enumerate(parts, 1))
    if layout == "semicolons":
        out = []
        for p in parts:
            p = p.rstrip()
            if p.endswith("."):
                p = p[:-1]
            out.append(p)
        s = "; ".join(out) + "."
        return s
    raise ValueError(layout)


def headed(blocks):
    """blocks: list of (heading, text)."""
    return "\n\n".join(f"{h}\n{t}" for h, t in blocks)


# ---------------------------------------------------------------------------
# Allowed value spellings

FAMILIES = ["win", "draw", "advance", "spread", "total", "btts", "half",
            "exact_score", "other", "unknown"]
SCOPES = [None, "regulation", "extra_time", "penalties", "ambiguous"]
SOURCES = [None, "official", "provider", "consensus", "ambiguous"]
PAYOUTS = [None, "yes", "no", "50-50", "fair_price", "last_price", "refund",
           "result", "ambiguous"]
HALVES = [None, "first", "second"]
EXPECTED_KEYS = ["family", "outcome", "line", "half", "scope", "source_primary",
                 "source_fallback", "timing_window", "void_cancelled",
                 "void_postponed_long", "void_abandoned"]
LEG_KEYS_V1 = ["id", "venue", "styles", "meanings", "home", "away", "competition",
               "market", "expected"]
LEG_KEYS_V2 = ["id", "venue", "styles", "meanings", "home", "away", "competition",
               "market", "series_settlement_sources", "expected"]
V1_MARKET_KEYS = ["id", "question", "slug", "groupItemTitle", "sportsMarketType", "line",
                  "outcomes", "description", "resolutionSource", "event_title",
                  "gameStartTime"]
V2_MARKET_KEYS = ["ticker", "event_ticker", "series_ticker", "title", "yes_sub_title",
                  "no_sub_title", "rules_primary", "rules_secondary",
                  "occurrence_datetime"]
CATALOGUE = ["S1", "S2", "S3", "S4", "S5", "S6", "P1", "P2", "P3", "P4",
             "C1", "C2", "C3", "C4", "R1", "R2", "R3", "D1", "AB"]


# ---------------------------------------------------------------------------
# Expected record from clause meanings

def derive(family, outcome, meanings, *, line=None, half=None, series_sources=None,
           ab=None, source=None, overrides=None):
    """Build the expected record from the catalogue meanings a text states.

    ab: None (text silent on abandonment), "as_cancelled" (copy the cancellation
        payout) or a payout spelling.
    source: None to derive from R1/R3, else a (primary, fallback) pair stated by
        the text itself.
    """
    m = set(meanings)
    e = dict.fromkeys(EXPECTED_KEYS)
    e["family"] = family
    e["outcome"] = outcome
    e["line"] = line
    e["half"] = half
    if family == "half":
        e["scope"] = None
    elif m & {"S1", "S2", "S3", "S4"}:
        e["scope"] = "regulation"
    elif "S5" in m:
        e["scope"] = "extra_time"
    elif "S6" in m:
        e["scope"] = "penalties"
    # sources
    if source is not None:
        e["source_primary"], e["source_fallback"] = source
    elif "R1" in m:
        e["source_primary"], e["source_fallback"] = "official", "consensus"
    elif "R3" in m:
        names = {s["name"] for s in series_sources}
        e["source_primary"] = "provider" if names & {"ESPN", "Fox Sports", "Opta"} else "official"
        e["source_fallback"] = None
    # postponement
    if "P1" in m:
        e["timing_window"], e["void_postponed_long"] = "open_until_played", "result"
    elif "P4" in m:
        e["timing_window"], e["void_postponed_long"] = 336, "last_price"
    elif m & {"P2", "P3"}:
        e["timing_window"], e["void_postponed_long"] = 48, "fair_price"
    # cancellation
    if "C1" in m:
        e["void_cancelled"] = "yes" if family == "draw" else "no"
    elif "C2" in m:
        e["void_cancelled"] = "50-50"
    elif "C3" in m:
        e["void_cancelled"] = "yes" if outcome == "0-0" else "no"
    elif "C4" in m:
        e["void_cancelled"] = "fair_price"
    # abandonment
    if ab == "as_cancelled":
        e["void_abandoned"] = e["void_cancelled"]
    elif ab is not None:
        e["void_abandoned"] = ab
    if overrides:
        for k, v in overrides.items():
            assert k in e, k
            e[k] = v
    return e


# ---------------------------------------------------------------------------
# Validator

PLACEHOLDER = re.compile(r"[{}]|<[a-z_]+>")


def rule_text(leg):
    mk = leg["market"]
    if leg["venue"] == "venue_one":
        return mk["description"]
    return mk["rules_primary"] + "\n" + mk["rules_secondary"]


def validate(legs, prefix, venue):
    errors = []
    seen_ids = set()
    for i, leg in enumerate(legs, 1):
        lid = leg.get("id")
        want_keys = LEG_KEYS_V1 if venue == "venue_one" else LEG_KEYS_V2
        if list(leg.keys()) != want_keys:
            errors.append(f"{lid}: leg keys {list(leg.keys())}")
            continue
        if lid != f"{prefix}-{i:03d}" or lid in seen_ids:
            errors.append(f"{lid}: bad or duplicate id")
        seen_ids.add(lid)
        if leg["venue"] != venue:
            errors.append(f"{lid}: venue")
        if leg["competition"] not in COMPS:
            errors.append(f"{lid}: competition {leg['competition']}")
        mk = leg["market"]
        want_mk = V1_MARKET_KEYS if venue == "venue_one" else V2_MARKET_KEYS
        if list(mk.keys()) != want_mk:
            errors.append(f"{lid}: market keys {list(mk.keys())}")
        e = leg["expected"]
        if list(e.keys()) != EXPECTED_KEYS:
            errors.append(f"{lid}: expected keys")
            continue
        if e["family"] not in FAMILIES:
            errors.append(f"{lid}: family")
        if e["scope"] not in SCOPES:
            errors.append(f"{lid}: scope {e['scope']}")
        for k in ("source_primary", "source_fallback"):
            if e[k] not in SOURCES:
                errors.append(f"{lid}: {k} {e[k]}")
        for k in ("void_cancelled", "void_postponed_long", "void_abandoned"):
            if e[k] not in PAYOUTS:
                errors.append(f"{lid}: {k} {e[k]}")
        tw = e["timing_window"]
        if not (tw is None or tw in ("open_until_played", "ambiguous")
                or (isinstance(tw, int) and tw > 0)):
            errors.append(f"{lid}: timing_window {tw}")
        if (tw is None) != (e["void_postponed_long"] is None):
            errors.append(f"{lid}: timing/postponement payout disagree on silence")
        if e["half"] not in HALVES:
            errors.append(f"{lid}: half")
        fam, out = e["family"], e["outcome"]
        teams = (leg["home"], leg["away"])
        if fam == "half":
            if e["half"] is None or e["scope"] is not None:
                errors.append(f"{lid}: half legs need half and null scope")
            if out not in teams and out != "draw":
                errors.append(f"{lid}: half outcome {out}")
        elif e["half"] is not None:
            errors.append(f"{lid}: half set on non-half leg")
        if fam in ("win", "advance", "spread") and out not in teams:
            errors.append(f"{lid}: team outcome {out} not in fixture")
        if fam == "draw" and out != "draw":
            errors.append(f"{lid}: draw outcome")
        if fam == "total" and out not in ("over", "under"):
            errors.append(f"{lid}: total outcome")
        if fam == "btts" and out not in ("yes", "no"):
            errors.append(f"{lid}: btts outcome")
        if fam == "exact_score" and not re.fullmatch(r"\d+-\d+", str(out)):
            errors.append(f"{lid}: score outcome")
        if fam == "other" and not (out in teams or out in ("over", "under", "yes", "no")):
            errors.append(f"{lid}: other outcome")
        if fam in ("spread", "total") or (fam == "other" and out in ("over", "under")):
            if not (isinstance(e["line"], float) and e["line"] > 0):
                errors.append(f"{lid}: line must be a positive number")
        elif e["line"] is not None:
            errors.append(f"{lid}: line set on {fam}")
        if venue == "venue_one" and fam == "spread" and mk["line"] != -e["line"]:
            errors.append(f"{lid}: wire spread line must be minus the expected line")
        if fam not in ("half",) and e["scope"] is None:
            errors.append(f"{lid}: scope missing")
        if f"F:{fam}" not in leg["meanings"]:
            errors.append(f"{lid}: F:{fam} missing from meanings")
        for mm in leg["meanings"]:
            base = mm.split(":")[0]
            if not (mm.startswith("F:") or mm in CATALOGUE
                    or (mm.endswith(":ambiguous") and base in ("S", "P", "C", "R", "AB"))):
                errors.append(f"{lid}: meaning {mm}")
        if "ambiguous" in json.dumps(e) and not any(m.endswith(":ambiguous") for m in leg["meanings"]):
            errors.append(f"{lid}: ambiguous value without an ambiguous meaning")
        for k, v in mk.items():
            if isinstance(v, str) and k != "outcomes" and PLACEHOLDER.search(v):
                errors.append(f"{lid}: unfilled placeholder in {k}")
        if venue == "venue_two" and not leg["series_settlement_sources"]:
            errors.append(f"{lid}: series_settlement_sources empty")
    return errors


def no_duplicate_texts(all_legs):
    seen = {}
    errs = []
    for leg in all_legs:
        t = rule_text(leg)
        if t in seen:
            errs.append(f"{leg['id']}: same rule text as {seen[t]}")
        seen[t] = leg["id"]
    return errs
