"""Shared data for held-out set (s): fixtures, names, dates, layouts, validator."""
import datetime as _dt
import json
import re

# competition code -> venue names, slug prefix, series prefix, organiser, site, series sources
ESPN_FOX = [{"name": "ESPN", "url": "https://www.espn.com/soccer/"},
            {"name": "Fox Sports", "url": "https://www.foxsports.com/soccer"}]
ESPN_ONLY = [{"name": "ESPN", "url": "https://www.espn.com/soccer/"}]
UEFA_SRC = [{"name": "UEFA", "url": "https://www.uefa.com/"}]
MLS_SRC = [{"name": "MLS", "url": "https://www.mlssoccer.com/"}]

COMPS = {
    "epl": dict(v1="Premier League", v2="English Premier League", slug="epl", series="EPL",
                body="the Premier League", site="premierleague.com",
                url="https://www.premierleague.com/", sources=ESPN_FOX),
    "laliga": dict(v1="LaLiga", v2="Spanish La Liga", slug="lal", series="LALIGA",
                   body="LaLiga", site="laliga.com", url="https://www.laliga.com/",
                   sources=ESPN_FOX),
    "bundesliga": dict(v1="Bundesliga", v2="German Bundesliga", slug="bun", series="BUNDESLIGA",
                       body="the DFL", site="bundesliga.com", url="https://www.bundesliga.com/",
                       sources=ESPN_ONLY),
    "seriea": dict(v1="Serie A", v2="Italian Serie A", slug="sea", series="SERIEA",
                   body="Lega Serie A", site="legaseriea.it", url="https://www.legaseriea.it/",
                   sources=ESPN_FOX),
    "ligue1": dict(v1="Ligue 1", v2="French Ligue 1", slug="fl1", series="LIGUE1",
                   body="the LFP", site="ligue1.com", url="https://www.ligue1.com/",
                   sources=ESPN_ONLY),
    "ucl": dict(v1="UEFA Champions League", v2="UEFA Champions League", slug="ucl", series="UCL",
                body="UEFA", site="uefa.com", url="https://www.uefa.com/", sources=UEFA_SRC),
    "mls": dict(v1="MLS", v2="Major League Soccer", slug="mls", series="MLS",
                body="Major League Soccer", site="mlssoccer.com",
                url="https://www.mlssoccer.com/", sources=MLS_SRC),
}

# key -> (venue_one formal name, slug code, venue_two short name, ticker code)
TEAMS = {
    "ars": ("Arsenal FC", "ars", "Arsenal", "ARS"),
    "che": ("Chelsea FC", "che", "Chelsea", "CFC"),
    "mci": ("Manchester City FC", "mac", "Man City", "MCI"),
    "avl": ("Aston Villa FC", "ast", "Aston Villa", "AVL"),
    "whu": ("West Ham United FC", "wes", "West Ham", "WHU"),
    "nfo": ("Nottingham Forest FC", "not", "Nottingham Forest", "NFO"),
    "lfc": ("Liverpool FC", "liv", "Liverpool", "LFC"),
    "tot": ("Tottenham Hotspur FC", "tot", "Tottenham", "TOT"),
    "rma": ("Real Madrid CF", "rea", "Real Madrid", "RMA"),
    "vcf": ("Valencia CF", "val", "Valencia", "VCF"),
    "ath": ("Athletic Club", "bil", "Athletic Bilbao", "ATH"),
    "rbb": ("Real Betis Balompié", "bet", "Real Betis", "RBB"),
    "rcc": ("RC Celta de Vigo", "cel", "Celta Vigo", "RCC"),
    "rvc": ("Rayo Vallecano", "ray", "Rayo Vallecano", "RVC"),
    "atm": ("Club Atlético de Madrid", "mad", "Atletico Madrid", "ATM"),
    "bmu": ("FC Bayern München", "bay", "Bayern Munich", "BMU"),
    "bvb": ("Borussia Dortmund", "dor", "Dortmund", "BVB"),
    "rbl": ("RB Leipzig", "lei", "RB Leipzig", "RBL"),
    "sge": ("Eintracht Frankfurt", "ein", "Frankfurt", "SGE"),
    "lev": ("Bayer 04 Leverkusen", "b04", "Leverkusen", "LEV"),
    "juv": ("Juventus FC", "juv", "Juventus", "JUV"),
    "bol": ("Bologna FC 1909", "bol", "Bologna", "BOL"),
    "psg": ("Paris Saint-Germain FC", "par", "PSG", "PSG"),
    "om": ("Olympique de Marseille", "olm", "Marseille", "OM"),
    "ol": ("Olympique Lyonnais", "lyo", "Lyon", "OL"),
    "asm": ("AS Monaco FC", "mon", "Monaco", "ASM"),
    "mia": ("Inter Miami CF", "mia", "Inter Miami", "MIA"),
    "lag": ("LA Galaxy", "lag", "LA Galaxy", "LA"),
}

# (competition, home, away, (y, m, d), "HH:MM" UTC, round or None)
FIXTURES = [
    ("epl", "ars", "che", (2026, 12, 12), "15:00", None),            # 0
    ("epl", "mci", "avl", (2026, 12, 19), "17:30", None),            # 1
    ("epl", "whu", "nfo", (2027, 1, 2), "15:00", None),              # 2
    ("epl", "lfc", "tot", (2027, 1, 16), "12:30", None),             # 3
    ("laliga", "rma", "vcf", (2026, 12, 13), "20:00", None),         # 4
    ("laliga", "ath", "rbb", (2027, 1, 10), "17:30", None),          # 5
    ("laliga", "rcc", "rvc", (2027, 2, 7), "13:00", None),           # 6
    ("bundesliga", "bmu", "bvb", (2026, 12, 5), "17:30", None),      # 7
    ("bundesliga", "rbl", "sge", (2027, 1, 23), "14:30", None),      # 8
    ("seriea", "juv", "bol", (2026, 12, 20), "19:45", None),         # 9
    ("ligue1", "om", "psg", (2027, 2, 28), "19:45", None),           # 10
    ("ligue1", "ol", "asm", (2027, 1, 31), "16:00", None),           # 11
    ("ucl", "lev", "atm", (2027, 3, 10), "20:00", "round-of-16"),    # 12
    ("ucl", "lfc", "bmu", (2027, 4, 14), "19:00", "quarter-final"),  # 13
    ("mls", "mia", "lag", (2027, 3, 6), "23:30", None),              # 14
    ("ucl", "rma", "juv", (2027, 1, 20), "20:00", None),             # 15 league phase
    ("ucl", "psg", "mci", (2027, 3, 11), "20:00", "round-of-16"),    # 16
]

MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August",
          "September", "October", "November", "December"]
DAYS = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]


def date_formats(ymd):
    y, m, d = ymd
    dt = _dt.date(y, m, d)
    mon = MONTHS[m - 1]
    return {
        "iso": dt.isoformat(),
        "long_us": f"{mon} {d}, {y}",
        "long_uk": f"{d} {mon} {y}",
        "short_us": f"{mon[:3]} {d}, {y}",
        "dotted": f"{d:02d}.{m:02d}.{y}",
        "app": f"{DAYS[dt.weekday()]} {d} {mon[:3]} '{str(y)[2:]}",
        "ticker": f"{str(y)[2:]}{mon[:3].upper()}{d:02d}",
    }


DATE_KEYS = ["long_us", "long_uk", "short_us", "dotted", "app", "iso"]

FAMILIES = {"win", "draw", "advance"}
SCOPES = {"regulation", "extra_time", "penalties"}
SOURCES = {"official", "provider", "consensus", None}
PAYOUTS = {"yes", "no", "50-50", "fair_price", "last_price", "refund", "result", None}
EXPECTED_KEYS = ["family", "outcome", "line", "half", "scope", "source_primary",
                 "source_fallback", "timing_window", "void_cancelled", "void_postponed_long",
                 "void_abandoned"]
LEG_KEYS_V1 = ["id", "venue", "styles", "meanings", "home", "away", "competition", "market",
               "expected"]
LEG_KEYS_V2 = ["id", "venue", "styles", "meanings", "home", "away", "competition", "market",
               "series_settlement_sources", "expected"]
MARKET_KEYS_V1 = ["id", "question", "slug", "groupItemTitle", "sportsMarketType", "line",
                  "outcomes", "description", "resolutionSource", "event_title", "gameStartTime"]
MARKET_KEYS_V2 = ["ticker", "event_ticker", "series_ticker", "title", "yes_sub_title",
                  "no_sub_title", "rules_primary", "rules_secondary", "occurrence_datetime"]

# ---- layouts -------------------------------------------------------------
# parts: list of (tag, text). Tags: OUT, SCOPE, TIE, PPD, CANC, ABD, SRC, EDIT, NOTE

V1_CARD = {"OUT": "PAYS", "SCOPE": "CLOCK", "PPD": "PPD", "CANC": "CANC", "ABD": "ABD",
           "SRC": "DATA", "EDIT": "EDITS", "NOTE": "NB", "TIE": "NB"}
V2_KV = {"OUT": "leg", "SCOPE": "scope", "TIE": "tie", "PPD": "postponed", "CANC": "cancelled",
         "ABD": "abandoned", "SRC": "source", "EDIT": "corrections", "NOTE": "note",
         "VOID": "canc/ppd"}
QA = {"OUT": "What pays Yes?", "SCOPE": "Which minutes count?", "TIE": "What about a tie?",
      "PPD": "What if the game is postponed?", "CANC": "And if it is cancelled?",
      "ABD": "What if it is abandoned?", "SRC": "Where does the result come from?",
      "EDIT": "Do later score corrections matter?", "NOTE": "Is there a draw outcome?",
      "VOID": "What if the game is called off or moved?"}


def layout(parts, kind, venue):
    if kind == "paras":
        return "\n\n".join(t for _, t in parts)
    if kind == "one_para":
        return " ".join(t for _, t in parts)
    if kind == "lines":
        return "\n".join(t for _, t in parts)
    if kind == "bullets":
        mark = "- " if venue == 1 else "• "
        return "\n".join(mark + t for _, t in parts)
    if kind == "card":
        tags = V1_CARD if venue == 1 else V2_KV
        return "\n".join(f"{tags[g]}: {t}" for g, t in parts)
    if kind == "qa":
        return "\n".join(f"Q: {QA[g]}\nA: {t}" for g, t in parts)
    if kind == "footnotes":
        head, rest = parts[0][1], parts[1:]
        marks = ["*", "**", "†", "‡", "§", "¶", "#"]
        notes = "\n".join(f"{marks[i]} {t}" for i, (_, t) in enumerate(rest))
        return f"{head} (see notes)\n\n{notes}"
    raise ValueError(kind)


def fill(template, ctx):
    out = template.format(**ctx)
    return out


def validate(legs, venue):
    errs = []
    ids, texts = set(), set()
    keys = LEG_KEYS_V1 if venue == 1 else LEG_KEYS_V2
    mkeys = MARKET_KEYS_V1 if venue == 1 else MARKET_KEYS_V2
    prefix = "s1-" if venue == 1 else "s2-"
    for leg in legs:
        lid = leg.get("id")
        if list(leg) != keys:
            errs.append(f"{lid}: key order {list(leg)}")
        if not (isinstance(lid, str) and lid.startswith(prefix) and len(lid) == 6):
            errs.append(f"{lid}: bad id")
        if lid in ids:
            errs.append(f"{lid}: duplicate id")
        ids.add(lid)
        if leg["venue"] != ("venue_one" if venue == 1 else "venue_two"):
            errs.append(f"{lid}: venue")
        if leg["competition"] not in COMPS:
            errs.append(f"{lid}: competition")
        if list(leg["market"]) != mkeys:
            errs.append(f"{lid}: market keys {list(leg['market'])}")
        e = leg["expected"]
        if list(e) != EXPECTED_KEYS:
            errs.append(f"{lid}: expected keys")
        if e["family"] not in FAMILIES:
            errs.append(f"{lid}: family")
        if e["family"] == "draw":
            if e["outcome"] != "draw":
                errs.append(f"{lid}: draw outcome")
        elif e["outcome"] not in (leg["home"], leg["away"]):
            errs.append(f"{lid}: team outcome not one of the two teams")
        if e["line"] is not None or e["half"] is not None:
            errs.append(f"{lid}: line/half must be null")
        if e["scope"] not in SCOPES:
            errs.append(f"{lid}: scope")
        if (e["family"] == "advance") != (e["scope"] == "penalties"):
            errs.append(f"{lid}: advance <-> penalties")
        if e["source_primary"] not in SOURCES - {None} or e["source_fallback"] not in SOURCES:
            errs.append(f"{lid}: source")
        if e["timing_window"] not in (None, "open_until_played") and not isinstance(
                e["timing_window"], int):
            errs.append(f"{lid}: timing_window")
        for k in ("void_cancelled", "void_postponed_long", "void_abandoned"):
            if e[k] not in PAYOUTS:
                errs.append(f"{lid}: {k}")
        if (e["timing_window"] is None) != (e["void_postponed_long"] is None):
            errs.append(f"{lid}: timing/postponed pairing")
        if e["void_postponed_long"] == "result" and e["timing_window"] != "open_until_played":
            errs.append(f"{lid}: result needs open_until_played")
        if venue == 1:
            texts_here = [leg["market"]["description"]]
        else:
            texts_here = [leg["market"]["rules_primary"], leg["market"]["rules_secondary"]]
        for t in texts_here:
            for bad in ("{", "}", "  "):
                if bad in t:
                    errs.append(f"{lid}: unfilled placeholder or stray {bad!r}")
            if re.search(r"<[A-Za-z_]+>", t):
                errs.append(f"{lid}: unfilled <placeholder>")
        whole = "\n".join(texts_here)
        if whole in texts:
            errs.append(f"{lid}: duplicate text")
        texts.add(whole)
        for k in ("question", "groupItemTitle", "title", "yes_sub_title"):
            v = leg["market"].get(k)
            if v and ("{" in v or "}" in v):
                errs.append(f"{lid}: placeholder in {k}")
    mk = "slug" if venue == 1 else "ticker"
    seen = [leg["market"][mk] for leg in legs]
    for v in set(seen):
        if seen.count(v) > 1:
            errs.append(f"duplicate market {mk} {v}")
    return errs


def dumps(leg):
    return json.dumps(leg, ensure_ascii=False)
