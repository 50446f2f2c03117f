"""Shared tables for held-out set (p): competitions, clubs, dates, layouts, validator."""
import datetime as _dt

# code: (venue_one name, slug prefix, venue_two name, game series, advance series, body, site, series sources)
ESPN = {"name": "ESPN", "url": "https://www.espn.com/soccer/"}
FOX = {"name": "Fox Sports", "url": "https://www.foxsports.com/soccer"}
UEFA = {"name": "UEFA", "url": "https://www.uefa.com/"}
COMPS = {
    "epl": ("Premier League", "epl", "English Premier League", "KXEPLGAME", None,
            "the Premier League", "https://www.premierleague.com/", [ESPN, FOX]),
    "laliga": ("La Liga", "lal", "Spanish La Liga", "KXLALIGAGAME", None,
               "LaLiga", "https://www.laliga.com/", [ESPN, FOX]),
    "bundesliga": ("Bundesliga", "bun", "German Bundesliga", "KXBUNDESLIGAGAME", None,
                   "the DFL", "https://www.bundesliga.com/", [ESPN]),
    "seriea": ("Serie A", "sea", "Italian Serie A", "KXSERIEAGAME", None,
               "Lega Serie A", "https://www.legaseriea.it/", [ESPN, FOX]),
    "ligue1": ("Ligue 1", "fl1", "French Ligue 1", "KXLIGUE1GAME", None,
               "the LFP", "https://www.ligue1.com/", [ESPN]),
    "ucl": ("UEFA Champions League", "ucl", "UEFA Champions League", "KXUCLGAME", "KXUCLADVANCE",
            "UEFA", "https://www.uefa.com/", [UEFA]),
}

# key: (venue_one formal name, slug code, venue_two short name, ticker code)
CLUBS = {
    "che": ("Chelsea FC", "che", "Chelsea", "CFC"),
    "avl": ("Aston Villa FC", "ast", "Aston Villa", "AVL"),
    "liv": ("Liverpool FC", "liv", "Liverpool", "LFC"),
    "mci": ("Manchester City FC", "mac", "Manchester City", "MCI"),
    "nfo": ("Nottingham Forest FC", "not", "Nottingham Forest", "NFO"),
    "whu": ("West Ham United FC", "wes", "West Ham", "WHU"),
    "bre": ("Brentford FC", "bre", "Brentford", "BRE"),
    "tot": ("Tottenham Hotspur FC", "tot", "Tottenham", "TOT"),
    "eve": ("Everton FC", "eve", "Everton", "EVE"),
    "bay": ("FC Bayern München", "bay", "Bayern Munich", "BMU"),
    "bvb": ("Borussia Dortmund", "dor", "Dortmund", "BVB"),
    "rbl": ("RB Leipzig", "lei", "RB Leipzig", "RBL"),
    "sge": ("Eintracht Frankfurt", "ein", "Frankfurt", "SGE"),
    "lev": ("Bayer 04 Leverkusen", "b04", "Leverkusen", "LEV"),
    "rma": ("Real Madrid CF", "rea", "Real Madrid", "RMA"),
    "atm": ("Club Atlético de Madrid", "mad", "Atletico Madrid", "ATM"),
    "ath": ("Athletic Club", "bil", "Athletic Club", "ATH"),
    "rbb": ("Real Betis Balompié", "bet", "Real Betis", "RBB"),
    "rcc": ("RC Celta de Vigo", "cel", "Celta Vigo", "RCC"),
    "vcf": ("Valencia CF", "val", "Valencia", "VCF"),
    "rvc": ("Rayo Vallecano", "ray", "Rayo Vallecano", "RVC"),
    "ala": ("Deportivo Alavés", "ala", "Alaves", "ALA"),
    "bol": ("Bologna FC 1909", "bol", "Bologna", "BOL"),
    "juv": ("Juventus FC", "juv", "Juventus", "JUV"),
    "psg": ("Paris Saint-Germain FC", "par", "Paris Saint-Germain", "PSG"),
    "oly": ("Olympique Lyonnais", "lyo", "Lyon", "OL"),
    "om": ("Olympique de Marseille", "olm", "Marseille", "OM"),
}

MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August",
          "September", "October", "November", "December"]


def date_fmt(d, style):
    m = MONTHS[d.month - 1]
    if style == "iso":
        return d.isoformat()
    if style == "us":
        return f"{m} {d.day}, {d.year}"
    if style == "uk":
        return f"{d.day} {m} {d.year}"
    if style == "abbr":
        return f"{m[:3]} {d.day}, {d.year}"
    if style == "weekday":
        return f"{d.strftime('%A')} {d.day} {m} {d.year}"
    if style == "ordinal":
        suf = "th" if 11 <= d.day <= 13 else {1: "st", 2: "nd", 3: "rd"}.get(d.day % 10, "th")
        return f"the {d.day}{suf} of {m} {d.year}"
    raise ValueError(style)


DATE_STYLES = ["us", "uk", "iso", "abbr", "weekday", "ordinal"]


def ticker_date(d):
    return f"{d.year % 100:02d}{MONTHS[d.month - 1][:3].upper()}{d.day:02d}"


# ---- layouts: items are (label, question, sentence) -------------------------------------
def layout(items, kind):
    if kind == "paras":
        return "\n\n".join(s for _, _, s in items)
    if kind == "single":
        return " ".join(s for _, _, s in items)
    if kind == "bullets":
        return "\n".join("- " + s for _, _, s in items)
    if kind == "numbered":
        return "\n".join(f"{i}. {s}" for i, (_, _, s) in enumerate(items, 1))
    if kind == "headed":
        return "\n".join(f"{lab}: {s}" for lab, _, s in items)
    if kind == "qa":
        return "\n".join(f"Q: {q}\nA: {s}" for _, q, s in items)
    raise ValueError(kind)


LABELS = {
    "out": ("Outcome", "When does this pay Yes?"),
    "scope": ("Period", "Which part of the match counts?"),
    "post": ("Postponement", "What if the match is postponed?"),
    "canc": ("Cancellation", "What if the match is cancelled?"),
    "ab": ("Abandonment", "What if play is abandoned?"),
    "src": ("Source", "Where does the result come from?"),
    "r2": ("Corrections", "Do later score changes matter?"),
    "d1": ("Tie", "What happens on a draw?"),
}

# ---- validator ---------------------------------------------------------------------------
TOP_KEYS_1 = ["id", "venue", "styles", "meanings", "home", "away", "competition", "market", "expected"]
TOP_KEYS_2 = ["id", "venue", "styles", "meanings", "home", "away", "competition", "market",
              "series_settlement_sources", "expected"]
MKT_KEYS_1 = ["id", "question", "slug", "groupItemTitle", "sportsMarketType", "line", "outcomes",
              "description", "resolutionSource", "event_title", "gameStartTime"]
MKT_KEYS_2 = ["ticker", "event_ticker", "series_ticker", "title", "yes_sub_title", "no_sub_title",
              "rules_primary", "rules_secondary", "occurrence_datetime"]
EXP_KEYS = ["family", "outcome", "line", "half", "scope", "source_primary", "source_fallback",
            "timing_window", "void_cancelled", "void_postponed_long", "void_abandoned"]
FAMILIES = {"win", "draw", "advance"}
SCOPES = {"regulation", "penalties"}
SOURCES = {"official", "provider", "consensus", None}
WINDOWS = {"open_until_played", 48, 336, None}
PAYOUTS = {"yes", "no", "50-50", "fair_price", "last_price", "refund", "result", None}


def validate(legs, venue):
    prefix = "p1-" if venue == "venue_one" else "p2-"
    top = TOP_KEYS_1 if venue == "venue_one" else TOP_KEYS_2
    mk = MKT_KEYS_1 if venue == "venue_one" else MKT_KEYS_2
    ids, texts = set(), set()
    for n, leg in enumerate(legs, 1):
        lid = leg["id"]
        assert list(leg) == top, (lid, list(leg))
        assert lid == f"{prefix}{n:03d}", lid
        assert lid not in ids
        ids.add(lid)
        assert leg["venue"] == venue
        assert leg["competition"] in COMPS
        assert list(leg["market"]) == mk, (lid, list(leg["market"]))
        e = leg["expected"]
        assert list(e) == EXP_KEYS, lid
        assert e["family"] in FAMILIES, lid
        if e["family"] == "draw":
            assert e["outcome"] == "draw", lid
        else:
            assert e["outcome"] in (leg["home"], leg["away"]), lid
        assert e["line"] is None and e["half"] is None
        assert e["scope"] in SCOPES, lid
        assert (e["scope"] == "penalties") == (e["family"] == "advance"), lid
        assert e["source_primary"] in SOURCES and e["source_fallback"] in SOURCES, lid
        assert e["timing_window"] in WINDOWS, lid
        for k in ("void_cancelled", "void_postponed_long", "void_abandoned"):
            assert e[k] in PAYOUTS, (lid, k)
        assert ("F:" + e["family"]) in leg["meanings"], lid
        if venue == "venue_one":
            text = leg["market"]["description"]
        else:
            text = leg["market"]["rules_primary"] + "\n" + leg["market"]["rules_secondary"]
        for bad in ("{", "}", "<", ">", "None", "  "):
            assert bad not in text, (lid, bad)
        assert text not in texts, lid
        texts.add(text)
    return True
