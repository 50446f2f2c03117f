"""Shared tables for held-out reading set (r): fixtures, dates, layouts, validator."""
import json
import re

LABELLED = re.compile(r"^[A-Z][A-Za-z -]{2,24}: ")

# code: (venue_one formal name, slug code, venue_two short name, ticker code)
TEAMS = {
    "CHE": ("Chelsea FC", "che", "Chelsea", "CFC"),
    "BRE": ("Brentford FC", "bre", "Brentford", "BRE"),
    "AVL": ("Aston Villa FC", "ast", "Aston Villa", "AVL"),
    "LIV": ("Liverpool FC", "liv", "Liverpool", "LFC"),
    "MCI": ("Manchester City FC", "mac", "Man City", "MCI"),
    "NFO": ("Nottingham Forest FC", "not", "Nottingham Forest", "NFO"),
    "WHU": ("West Ham United FC", "wes", "West Ham", "WHU"),
    "TOT": ("Tottenham Hotspur FC", "tot", "Tottenham", "TOT"),
    "EVE": ("Everton FC", "eve", "Everton", "EVE"),
    "VAL": ("Valencia CF", "val", "Valencia", "VCF"),
    "ALA": ("Deportivo Alavés", "ala", "Alaves", "ALA"),
    "RMA": ("Real Madrid CF", "rea", "Real Madrid", "RMA"),
    "ATM": ("Club Atlético de Madrid", "mad", "Atletico Madrid", "ATM"),
    "ATH": ("Athletic Club", "bil", "Athletic Club", "ATH"),
    "BET": ("Real Betis Balompié", "bet", "Real Betis", "RBB"),
    "CEL": ("RC Celta de Vigo", "cel", "Celta Vigo", "RCC"),
    "RAY": ("Rayo Vallecano", "ray", "Rayo Vallecano", "RVC"),
    "BAY": ("FC Bayern München", "bay", "Bayern Munich", "BMU"),
    "BVB": ("Borussia Dortmund", "dor", "Dortmund", "BVB"),
    "RBL": ("RB Leipzig", "lei", "RB Leipzig", "RBL"),
    "SGE": ("Eintracht Frankfurt", "ein", "Frankfurt", "SGE"),
    "LEV": ("Bayer 04 Leverkusen", "b04", "Leverkusen", "LEV"),
    "BOL": ("Bologna FC 1909", "bol", "Bologna", "BOL"),
    "JUV": ("Juventus FC", "juv", "Juventus", "JUV"),
    "PSG": ("Paris Saint-Germain FC", "par", "PSG", "PSG"),
    "OL": ("Olympique Lyonnais", "lyo", "Lyon", "OL"),
    "OM": ("Olympique de Marseille", "olm", "Marseille", "OM"),
    "CIV": ("Côte d'Ivoire", "civ", "Ivory Coast", "CIV"),
    "KOR": ("Korea Republic", "kr", "South Korea", "KOR"),
    "CUW": ("Curaçao", "cuw", "Curacao", "CUW"),
    "IRN": ("IR Iran", "irn", "Iran", "IRN"),
}

ESPN = {"name": "ESPN", "url": "https://www.espn.com/soccer/"}
FOX = {"name": "Fox Sports", "url": "https://www.foxsports.com/soccer"}
UEFA = {"name": "UEFA", "url": "https://www.uefa.com/"}
FIFA = {"name": "FIFA", "url": "https://www.fifa.com/"}

# code: v1 name, v2 name, slug prefix, series prefix, governing body (v1 text), site, series sources, knockout
COMPS = {
    "epl": dict(v1="Premier League", v2="English Premier League", slug="epl", series="KXEPL",
                body="the Premier League", site="https://www.premierleague.com/", sources=[ESPN, FOX]),
    "laliga": dict(v1="La Liga", v2="Spanish La Liga", slug="lal", series="KXLALIGA",
                   body="LaLiga", site="https://www.laliga.com/", sources=[ESPN, FOX]),
    "bundesliga": dict(v1="Bundesliga", v2="German Bundesliga", slug="bun", series="KXBUNDESLIGA",
                       body="the DFL (Bundesliga)", site="https://www.bundesliga.com/", sources=[ESPN]),
    "seriea": dict(v1="Serie A", v2="Italian Serie A", slug="sea", series="KXSERIEA",
                   body="Lega Serie A", site="https://www.legaseriea.it/", sources=[ESPN, FOX]),
    "ligue1": dict(v1="Ligue 1", v2="French Ligue 1", slug="fl1", series="KXLIGUE1",
                   body="the LFP (Ligue 1)", site="https://www.ligue1.com/", sources=[FOX]),
    "ucl": dict(v1="UEFA Champions League", v2="UEFA Champions League", slug="ucl", series="KXUCL",
                body="UEFA", site="https://www.uefa.com/", sources=[UEFA]),
    "wc": dict(v1="FIFA World Cup", v2="FIFA World Cup", slug="fifwc", series="KXWC",
               body="FIFA", site="https://www.fifa.com/", sources=[FIFA]),
}

MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August",
          "September", "October", "November", "December"]


def iso(d):
    return "%04d-%02d-%02d" % (d[0], d[1], d[2])


def fmt_date(d, style):
    y, m, day = d[0], d[1], d[2]
    mon = MONTHS[m - 1]
    suf = "th" if 10 <= day % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(day % 10, "th")
    return {
        "iso": iso(d),
        "long": "%d %s %d" % (day, mon, y),
        "us": "%s %d, %d" % (mon, day, y),
        "abbr": "%s %d, %d" % (mon[:3], day, y),
        "ord": "the %d%s of %s %d" % (day, suf, mon, y),
        "usord": "%s %d%s, %d" % (mon, day, suf, y),
        "dotted": "%02d.%02d.%d (day.month.year)" % (day, m, y),
    }[style]


def ticker_date(d):
    return "%02d%s%02d" % (d[0] % 100, MONTHS[d[1] - 1][:3].upper(), d[2])


def game_start(d):
    return "%s %02d:00:00+00" % (iso(d), d[3])


def occurrence(d):
    return "%sT%02d:00:00Z" % (iso(d), d[3])


# ---------- layouts ----------
HEADS = {
    "OUT": ("Outcome", "When does this market pay Yes?"),
    "SC": ("Counting period", "Which part of the game counts?"),
    "P": ("Postponement", "What happens if the match is postponed?"),
    "C": ("Cancellation", "What if the match is cancelled altogether?"),
    "AB": ("Abandonment", "What if play starts but is never finished?"),
    "R": ("Source", "Where is the result taken from?"),
    "R2": ("Corrections", "Can a later score correction change things?"),
    "D1": ("Level score", "What if the game ends level?"),
    "PC": ("Postponement or cancellation", "What if the match is postponed or cancelled?"),
}


def layout(parts, kind):
    """parts: list of (clause_kind, sentence)."""
    if kind == "paras":
        return "\n\n".join(s for _, s in parts)
    if kind == "single":
        return " ".join(s for _, s in parts)
    if kind == "bullets":
        return "\n".join("- " + s for _, s in parts)
    if kind == "scenarios":
        return "\n".join(("%d. %s" % (i + 1, s)) if LABELLED.match(s) else
                         ("%d. %s: %s" % (i + 1, HEADS[k][0], s)) for i, (k, s) in enumerate(parts))
    if kind == "qa":
        return "\n\n".join("Q: %s\nA: %s" % (HEADS[k][1], s) for k, s in parts)
    if kind == "headed":
        return "\n\n".join(("%s\n%s" % (HEADS[k][0].upper(), LABELLED.sub("", s, count=1)[:1].upper()
                                          + LABELLED.sub("", s, count=1)[1:]))
                            for k, s in parts)
    raise ValueError(kind)


# ---------- validation ----------
LEG_KEYS_V1 = ["id", "venue", "styles", "meanings", "home", "away", "competition", "market", "expected"]
LEG_KEYS_V2 = ["id", "venue", "styles", "meanings", "home", "away", "competition", "market",
               "series_settlement_sources", "expected"]
MARKET_V1 = ["id", "question", "slug", "groupItemTitle", "sportsMarketType", "line", "outcomes",
             "description", "resolutionSource", "event_title", "gameStartTime"]
MARKET_V2 = ["ticker", "event_ticker", "series_ticker", "title", "yes_sub_title", "no_sub_title",
             "rules_primary", "rules_secondary", "occurrence_datetime"]
EXP_KEYS = ["family", "outcome", "line", "half", "scope", "source_primary", "source_fallback",
            "timing_window", "void_cancelled", "void_postponed_long", "void_abandoned"]
FAMILIES = {"win", "draw", "advance"}
SCOPES = {"regulation", "extra_time", "penalties", "ambiguous"}
SOURCES = {"official", "provider", "consensus", "venue", "ambiguous", None}
PAYOUTS = {"yes", "no", "50-50", "fair_price", "last_price", "refund", "result", "ambiguous", None}


def validate(legs, venue, prefix):
    errors = []
    seen_ids, seen_texts = set(), set()
    for leg in legs:
        lid = leg.get("id")
        keys = LEG_KEYS_V1 if venue == "venue_one" else LEG_KEYS_V2
        mkeys = MARKET_V1 if venue == "venue_one" else MARKET_V2
        if list(leg) != keys:
            errors.append((lid, "leg key order %s" % list(leg)))
            continue
        if not lid.startswith(prefix) or len(lid) != len(prefix) + 3 or not lid[-3:].isdigit():
            errors.append((lid, "id shape"))
        if lid in seen_ids:
            errors.append((lid, "duplicate id"))
        seen_ids.add(lid)
        if leg["venue"] != venue:
            errors.append((lid, "venue"))
        if leg["competition"] not in COMPS:
            errors.append((lid, "competition"))
        if list(leg["market"]) != mkeys:
            errors.append((lid, "market key order"))
        e = leg["expected"]
        if list(e) != EXP_KEYS:
            errors.append((lid, "expected key order"))
        if e["family"] not in FAMILIES:
            errors.append((lid, "family"))
        if e["family"] in ("win", "advance") and e["outcome"] not in (leg["home"], leg["away"]):
            errors.append((lid, "team outcome not one of the two teams"))
        if e["family"] == "draw" and e["outcome"] != "draw":
            errors.append((lid, "draw outcome"))
        if e["line"] is not None or e["half"] is not None:
            errors.append((lid, "line/half must be null"))
        if e["scope"] not in SCOPES:
            errors.append((lid, "scope"))
        if (e["family"] == "advance") != (e["scope"] == "penalties"):
            errors.append((lid, "advance <-> penalties"))
        if e["source_primary"] not in SOURCES or e["source_fallback"] not in SOURCES:
            errors.append((lid, "source"))
        if e["timing_window"] not in (None, "open_until_played", "ambiguous", 48, 336):
            errors.append((lid, "timing_window"))
        for k in ("void_cancelled", "void_postponed_long", "void_abandoned"):
            if e[k] not in PAYOUTS:
                errors.append((lid, k))
        if (e["timing_window"] is None) != (e["void_postponed_long"] is None):
            errors.append((lid, "timing/postponed pairing"))
        if venue == "venue_one":
            texts = [leg["market"]["description"]]
        else:
            texts = [leg["market"]["rules_primary"], leg["market"]["rules_secondary"]]
        for t in texts:
            for bad in ("{", "}", "<name>", "<date>", "None"):
                if bad in t:
                    errors.append((lid, "placeholder %r" % bad))
        joined = "\n".join(texts)
        if joined in seen_texts:
            errors.append((lid, "duplicate text"))
        seen_texts.add(joined)
        for s in leg["meanings"]:
            if not isinstance(s, str):
                errors.append((lid, "meaning"))
    return errors


def dump(path, legs):
    with open(path, "w", encoding="utf-8") as f:
        for leg in legs:
            f.write(json.dumps(leg, ensure_ascii=False) + "\n")
