"""Shared pieces for held-out set (q): fixtures, dates, composition, labels, validator.

Standard library only. Deterministic output.
"""
import datetime as _dt
import json
import re

# competition code -> (venue_one name, venue_two name, slug prefix, series, body, site)
COMPS = {
    "epl": ("Premier League", "English Premier League", "epl", "KXEPLGAME",
            "the Premier League", "https://www.premierleague.com/"),
    "laliga": ("La Liga", "Spanish La Liga", "lal", "KXLALIGAGAME",
               "LaLiga", "https://www.laliga.com/"),
    "bundesliga": ("Bundesliga", "German Bundesliga", "bun", "KXBUNDESLIGAGAME",
                   "the Deutsche Fussball Liga", "https://www.bundesliga.com/"),
    "seriea": ("Serie A", "Italian Serie A", "sea", "KXSERIEAGAME",
               "Lega Serie A", "https://www.legaseriea.it/"),
    "ligue1": ("Ligue 1", "French Ligue 1", "fl1", "KXLIGUE1GAME",
               "the Ligue de Football Professionnel", "https://www.ligue1.com/"),
    "mls": ("MLS", "Major League Soccer", "mls", "KXMLSGAME",
            "Major League Soccer", "https://www.mlssoccer.com/"),
    "ucl": ("UEFA Champions League", "UEFA Champions League", "ucl", "KXUCLGAME",
            "UEFA", "https://www.uefa.com/uefachampionsleague/"),
}

# team key -> (venue_one formal name, slug code, venue_two short name, ticker code)
TEAMS = {
    "che": ("Chelsea FC", "che", "Chelsea", "CFC"),
    "bre": ("Brentford FC", "bre", "Brentford", "BRE"),
    "ars": ("Arsenal FC", "ars", "Arsenal", "ARS"),
    "tot": ("Tottenham Hotspur FC", "tot", "Tottenham", "TOT"),
    "avl": ("Aston Villa FC", "ast", "Aston Villa", "AVL"),
    "new": ("Newcastle United FC", "new", "Newcastle", "NEW"),
    "eve": ("Everton FC", "eve", "Everton", "EVE"),
    "whu": ("West Ham United FC", "wes", "West Ham", "WHU"),
    "vcf": ("Valencia CF", "val", "Valencia", "VCF"),
    "ala": ("Deportivo Alavés", "ala", "Alaves", "ALA"),
    "rbb": ("Real Betis Balompié", "bet", "Real Betis", "RBB"),
    "ath": ("Athletic Club", "bil", "Athletic Bilbao", "ATH"),
    "vil": ("Villarreal CF", "vil", "Villarreal", "VIL"),
    "scf": ("SC Freiburg", "scf", "Freiburg", "SCF"),
    "vfb": ("VfB Stuttgart", "vfb", "Stuttgart", "VFB"),
    "sge": ("Eintracht Frankfurt", "ein", "Frankfurt", "SGE"),
    "lev": ("Bayer 04 Leverkusen", "b04", "Leverkusen", "LEV"),
    "bol": ("Bologna FC 1909", "bol", "Bologna", "BOL"),
    "juv": ("Juventus FC", "juv", "Juventus", "JUV"),
    "ata": ("Atalanta BC", "ata", "Atalanta", "ATA"),
    "fio": ("ACF Fiorentina", "fio", "Fiorentina", "FIO"),
    "psg": ("Paris Saint-Germain FC", "par", "PSG", "PSG"),
    "ol": ("Olympique Lyonnais", "lyo", "Lyon", "OL"),
    "len": ("RC Lens", "len", "Lens", "RCL"),
    "sea": ("Seattle Sounders FC", "sea", "Seattle", "SEA"),
    "clb": ("Columbus Crew", "clb", "Columbus", "CLB"),
    "int": ("FC Internazionale Milano", "int", "Inter Milan", "INT"),
    "atm": ("Club Atlético de Madrid", "mad", "Atletico Madrid", "ATM"),
    "por": ("FC Porto", "por", "Porto", "POR"),
    "psv": ("PSV", "psv", "PSV Eindhoven", "PSV"),
}

# fixture key -> (competition, home team key, away team key, UTC kickoff, knockout round or None)
FIXTURES = {
    "f01": ("epl", "che", "bre", "2026-12-12 15:00", None),
    "f02": ("epl", "ars", "tot", "2027-01-16 17:30", None),
    "f03": ("epl", "avl", "new", "2027-02-06 20:00", None),
    "f04": ("epl", "eve", "whu", "2026-12-28 12:30", None),
    "f05": ("laliga", "vcf", "ala", "2026-12-19 20:00", None),
    "f06": ("laliga", "rbb", "ath", "2027-01-23 15:15", None),
    "f07": ("laliga", "vil", "vcf", "2027-02-13 17:30", None),
    "f08": ("bundesliga", "scf", "vfb", "2026-12-12 14:30", None),
    "f09": ("bundesliga", "sge", "lev", "2027-01-30 17:30", None),
    "f10": ("seriea", "bol", "juv", "2026-12-20 19:45", None),
    "f11": ("seriea", "ata", "fio", "2027-02-07 14:00", None),
    "f12": ("ligue1", "psg", "ol", "2027-01-10 20:05", None),
    "f13": ("ligue1", "len", "psg", "2027-03-06 16:00", None),
    "f14": ("mls", "sea", "clb", "2027-03-14 02:30", None),
    "f15": ("ucl", "int", "atm", "2027-03-10 20:00", "round-of-16 second leg"),
    "f16": ("ucl", "por", "psv", "2027-03-11 20:00", "round-of-16 second leg"),
    "f17": ("ucl", "ars", "ata", "2027-04-14 19:00", "quarter-final second leg"),
}

SERIES_SOURCES = {
    "espn_fox": [{"name": "ESPN", "url": "https://www.espn.com/soccer/"},
                 {"name": "Fox Sports", "url": "https://www.foxsports.com/soccer"}],
    "espn": [{"name": "ESPN", "url": "https://www.espn.com/soccer/"}],
    "fox": [{"name": "Fox Sports", "url": "https://www.foxsports.com/soccer"}],
    "uefa": [{"name": "UEFA", "url": "https://www.uefa.com/"}],
    "mls": [{"name": "MLS", "url": "https://www.mlssoccer.com/"}],
}
SERIES_KIND = {"espn_fox": "provider", "espn": "provider", "fox": "provider",
               "uefa": "official", "mls": "official"}

MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August",
          "September", "October", "November", "December"]


def kickoff(fx):
    return _dt.datetime.strptime(FIXTURES[fx][3], "%Y-%m-%d %H:%M")


def date_forms(fx):
    """Calendar forms of the (US-calendar, as the venues label it) match date."""
    k = kickoff(fx)
    d = k.date()
    if k.hour < 6:  # late-night UTC kick-off is the previous evening in the US
        d = d - _dt.timedelta(days=1)
    m = MONTHS[d.month - 1]
    wd = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"][d.weekday()]
    return {
        "date_iso": d.isoformat(),
        "date_long": "%s %d, %d" % (m, d.day, d.year),
        "date_eu": "%d %s %d" % (d.day, m, d.year),
        "date_short": "%s %d, %d" % (m[:3], d.day, d.year),
        "date_wd": "%s %d %s" % (wd, d.day, m),
        "date_dots": "%02d.%02d.%d" % (d.day, d.month, d.year),
        "yymmmdd": "%02d%s%02d" % (d.year % 100, m[:3].upper(), d.day),
    }


def fixture_fields(fx, venue, side):
    comp, hk, ak, _, rnd = FIXTURES[fx]
    idx = 0 if venue == "venue_one" else 2
    home, away = TEAMS[hk][idx], TEAMS[ak][idx]
    c = COMPS[comp]
    f = {"home": home, "away": away, "comp": c[0] if venue == "venue_one" else c[1],
         "body": c[4], "site": c[5], "round": rnd or ""}
    f.update(date_forms(fx))
    if side == "home":
        f["team"], f["opp"] = home, away
    elif side == "away":
        f["team"], f["opp"] = away, home
    return f


def fill(text, fields):
    out = text.format(**fields)
    return out


def first_upper(s):
    return s[:1].upper() + s[1:] if s else s


# ---------------------------------------------------------------- labels
POST = {  # key -> (timing_window, void_postponed_long, meaning)
    None: (None, None, None),
    "P1": ("open_until_played", "result", "P1"),
    "P2": (48, "fair_price", "P2"),
    "P3": (48, "fair_price", "P3"),
    "P4": (336, "last_price", "P4"),
    "P72": (72, "50-50", "P:72h"),
}
CANC = {None: None, "C2": "50-50", "C4": "fair_price", "CR": "refund"}  # C1 depends on leg
SRC = {  # key -> (primary, fallback, meaning)
    "R1": ("official", "consensus", "R1"),
    "ROFF": ("official", None, "R:official"),
    "ROP": ("official", "provider", "R:official+provider"),
    "RPROV": ("provider", None, "R:provider"),
}


def derive(venue, family, outcome, scope, post, canc, ab, src, series=None):
    """Build the expected record from the meaning keys a leg's text uses."""
    tw, vpl, _ = POST[post]
    if canc == "C1":
        vc = "yes" if family == "draw" else "no"
    else:
        vc = CANC[canc]
    if ab is None:
        va = None
    elif ab == "SAME":
        va = vc
    else:
        va = {"AB5050": "50-50", "ABNO": "no", "ABFP": "fair_price", "ABREF": "refund"}[ab]
    if src is None:
        assert venue == "venue_two" and series, "venue_one legs always state a source"
        sp, sf = SERIES_KIND[series], None
    else:
        sp, sf = SRC[src][0], SRC[src][1]
    return {"family": family, "outcome": outcome, "line": None, "half": None,
            "scope": {"REG": "regulation", "ET": "extra_time", "ADV": "penalties"}[scope],
            "source_primary": sp, "source_fallback": sf, "timing_window": tw,
            "void_cancelled": vc, "void_postponed_long": vpl, "void_abandoned": va}


def meanings_for(venue, family, scope, post, canc, ab, src, extras):
    m = ["F:" + family]
    if scope == "REG":
        m.append("S1" if venue == "venue_one" else "S2")
    elif scope == "ET":
        m.append("S5")
    else:
        m.append("S6")
    if venue == "venue_two" and family in ("win", "draw") and "D1" in extras:
        m.append("D1")
    if post:
        m.append(POST[post][2])
    if canc:
        m.append({"C1": "C1", "C2": "C2", "C4": "C4", "CR": "C:refund"}[canc])
    if ab:
        m.append("AB")
    if src:
        m.append(SRC[src][2])
    else:
        m.append("R3")
    if "R2" in extras:
        m.append("R2")
    if "DISP" in extras:
        m.append("X:dispute_window")
    return m


# ---------------------------------------------------------------- rotation
class Rotor:
    """Hands out bank entries in turn, per bank name, so wordings spread evenly."""

    def __init__(self):
        self.pos = {}

    def take(self, name, bank):
        i = self.pos.get(name, 0)
        self.pos[name] = i + 1
        return bank[i % len(bank)]


# ---------------------------------------------------------------- validation
TOP_KEYS_1 = ["id", "venue", "styles", "meanings", "home", "away", "competition", "market",
              "expected"]
TOP_KEYS_2 = ["id", "venue", "styles", "meanings", "home", "away", "competition", "market",
              "series_settlement_sources", "expected"]
EXP_KEYS = ["family", "outcome", "line", "half", "scope", "source_primary", "source_fallback",
            "timing_window", "void_cancelled", "void_postponed_long", "void_abandoned"]
MKT_KEYS_1 = ["id", "question", "slug", "groupItemTitle", "sportsMarketType", "line", "outcomes",
              "description", "resolutionSource", "event_title", "gameStartTime"]
MKT_KEYS_2 = ["ticker", "event_ticker", "series_ticker", "title", "yes_sub_title", "no_sub_title",
              "rules_primary", "rules_secondary", "occurrence_datetime"]
FAMILIES = {"win", "draw", "advance"}
SCOPES = {"regulation", "extra_time", "penalties"}
SOURCES = {"official", "provider", "consensus", None}
WINDOWS = {"open_until_played", 48, 72, 336, None}
PAYOUTS = {"yes", "no", "50-50", "fair_price", "last_price", "refund", "result", None}
COMP_CODES = set(COMPS)


def validate(legs, venue, prefix):
    errs = []
    seen_ids, seen_texts = set(), {}
    for leg in legs:
        lid = leg.get("id", "?")
        keys = TOP_KEYS_1 if venue == "venue_one" else TOP_KEYS_2
        if list(leg) != keys:
            errs.append("%s: top-level keys %s" % (lid, list(leg)))
            continue
        if not re.fullmatch(prefix + r"-\d{3}", lid):
            errs.append("%s: bad id" % lid)
        if lid in seen_ids:
            errs.append("%s: duplicate id" % lid)
        seen_ids.add(lid)
        if leg["venue"] != venue:
            errs.append("%s: venue" % lid)
        if leg["competition"] not in COMP_CODES:
            errs.append("%s: competition" % lid)
        mk = MKT_KEYS_1 if venue == "venue_one" else MKT_KEYS_2
        if list(leg["market"]) != mk:
            errs.append("%s: market keys %s" % (lid, list(leg["market"])))
        e = leg["expected"]
        if list(e) != EXP_KEYS:
            errs.append("%s: expected keys" % lid)
            continue
        if e["family"] not in FAMILIES:
            errs.append("%s: family" % lid)
        if e["family"] == "draw":
            if e["outcome"] != "draw":
                errs.append("%s: draw outcome" % lid)
        elif e["outcome"] not in (leg["home"], leg["away"]):
            errs.append("%s: team outcome %r not one of the two teams" % (lid, e["outcome"]))
        if e["line"] is not None or e["half"] is not None:
            errs.append("%s: line/half must be null" % lid)
        if e["scope"] not in SCOPES:
            errs.append("%s: scope" % lid)
        if (e["family"] == "advance") != (e["scope"] == "penalties"):
            errs.append("%s: advance <-> penalties" % lid)
        if e["source_primary"] not in SOURCES - {None} or e["source_fallback"] not in SOURCES:
            errs.append("%s: source" % lid)
        if e["timing_window"] not in WINDOWS:
            errs.append("%s: timing_window" % lid)
        for k in ("void_cancelled", "void_postponed_long", "void_abandoned"):
            if e[k] not in PAYOUTS:
                errs.append("%s: %s" % (lid, k))
        if e["void_cancelled"] == "result" or e["void_abandoned"] == "result":
            errs.append("%s: result is only a postponement payout" % lid)
        if (e["timing_window"] is None) != (e["void_postponed_long"] is None):
            errs.append("%s: timing/postponement pairing" % lid)
        if venue == "venue_one":
            texts = [leg["market"]["description"]]
        else:
            texts = [leg["market"]["rules_primary"], leg["market"]["rules_secondary"]]
            if not leg["series_settlement_sources"]:
                errs.append("%s: series sources" % lid)
        for t in texts:
            if re.search(r"[{}]|<[a-z_]+>", t):
                errs.append("%s: unfilled placeholder" % lid)
            if "  " in t or t != t.strip():
                errs.append("%s: stray whitespace" % lid)
        full = "\n".join(texts)
        if full in seen_texts:
            errs.append("%s: duplicate text of %s" % (lid, seen_texts[full]))
        seen_texts[full] = lid
    return errs


def dump(legs, path):
    with open(path, "w", encoding="utf-8") as fh:
        for leg in legs:
            fh.write(json.dumps(leg, ensure_ascii=False) + "\n")
