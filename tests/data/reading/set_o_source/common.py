"""Shared tables and checks for held-out reading set (o).

Set (o) imagines the next season's rewritten rule templates on both venues, limited to
soccer match-result markets: the three 1X2 legs (home win, draw, away win) and two-way
`advance` legs on knockout ties.  Standard library only.
"""

import datetime as _dt
import json
import re

# --------------------------------------------------------------------------------------
# Competitions
# --------------------------------------------------------------------------------------
# code: venue_one display name, slug prefix, venue_two league name, series prefix,
# governing body (for prose), official site, venue_two series settlement sources.
ESPN = {"name": "ESPN", "url": "https://www.espn.com/soccer/"}
FOX = {"name": "Fox Sports", "url": "https://www.foxsports.com/soccer"}

COMPETITIONS = {
    "epl": dict(v1="Premier League", slug="epl", v2="English Premier League",
                series="KXEPL", body="the Premier League",
                site="https://www.premierleague.com/", sources=[ESPN, FOX]),
    "laliga": dict(v1="LaLiga", slug="lal", v2="Spanish La Liga",
                   series="KXLALIGA", body="LaLiga",
                   site="https://www.laliga.com/", sources=[ESPN, FOX]),
    "bundesliga": dict(v1="Bundesliga", slug="bun", v2="German Bundesliga",
                       series="KXBUNDESLIGA", body="the DFL (Deutsche Fußball Liga)",
                       site="https://www.bundesliga.com/", sources=[ESPN]),
    "seriea": dict(v1="Serie A", slug="sea", v2="Italian Serie A",
                   series="KXSERIEA", body="Lega Serie A",
                   site="https://www.legaseriea.it/", sources=[ESPN, FOX]),
    "ligue1": dict(v1="Ligue 1", slug="fl1", v2="French Ligue 1",
                   series="KXLIGUE1", body="the LFP (Ligue de Football Professionnel)",
                   site="https://www.ligue1.com/", sources=[ESPN]),
    "mls": dict(v1="MLS", slug="mls", v2="Major League Soccer",
                series="KXMLS", body="Major League Soccer",
                site="https://www.mlssoccer.com/",
                sources=[{"name": "MLS", "url": "https://www.mlssoccer.com/"}]),
    "ucl": dict(v1="UEFA Champions League", slug="ucl", v2="UEFA Champions League",
                series="KXUCL", body="UEFA",
                site="https://www.uefa.com/uefachampionsleague/",
                sources=[{"name": "UEFA", "url": "https://www.uefa.com/uefachampionsleague/"}]),
}

# --------------------------------------------------------------------------------------
# Teams: key -> (venue_one formal name, slug code, venue_two short name, ticker code)
# --------------------------------------------------------------------------------------
TEAMS = {
    "ARS": ("Arsenal FC", "ars", "Arsenal", "ARS"),
    "CHE": ("Chelsea FC", "che", "Chelsea", "CFC"),
    "LIV": ("Liverpool FC", "liv", "Liverpool", "LFC"),
    "MCI": ("Manchester City FC", "mac", "Man City", "MCI"),
    "TOT": ("Tottenham Hotspur FC", "tot", "Tottenham", "TOT"),
    "AVL": ("Aston Villa FC", "ast", "Aston Villa", "AVL"),
    "NEW": ("Newcastle United FC", "new", "Newcastle", "NEW"),
    "EVE": ("Everton FC", "eve", "Everton", "EVE"),
    "BRE": ("Brentford FC", "bre", "Brentford", "BRE"),
    "NFO": ("Nottingham Forest FC", "not", "Nottingham", "NFO"),
    "WHU": ("West Ham United FC", "wes", "West Ham", "WHU"),
    "BHA": ("Brighton & Hove Albion FC", "bri", "Brighton", "BHA"),
    "RMA": ("Real Madrid CF", "rea", "Real Madrid", "RMA"),
    "ATM": ("Club Atlético de Madrid", "mad", "Atletico Madrid", "ATM"),
    "BAR": ("FC Barcelona", "bar", "Barcelona", "BAR"),
    "ATH": ("Athletic Club", "bil", "Athletic Club", "ATH"),
    "RBB": ("Real Betis Balompié", "bet", "Real Betis", "RBB"),
    "VCF": ("Valencia CF", "val", "Valencia", "VCF"),
    "ALA": ("Deportivo Alavés", "ala", "Alaves", "ALA"),
    "SEV": ("Sevilla FC", "sev", "Sevilla", "SEV"),
    "BMU": ("FC Bayern München", "bay", "Bayern Munich", "BMU"),
    "BVB": ("Borussia Dortmund", "dor", "Dortmund", "BVB"),
    "RBL": ("RB Leipzig", "lei", "RB Leipzig", "RBL"),
    "SGE": ("Eintracht Frankfurt", "ein", "Frankfurt", "SGE"),
    "LEV": ("Bayer 04 Leverkusen", "b04", "Leverkusen", "LEV"),
    "VFB": ("VfB Stuttgart", "stu", "Stuttgart", "VFB"),
    "JUV": ("Juventus FC", "juv", "Juventus", "JUV"),
    "ACM": ("AC Milan", "acm", "AC Milan", "ACM"),
    "INT": ("FC Internazionale Milano", "int", "Inter", "INT"),
    "NAP": ("SSC Napoli", "nap", "Napoli", "NAP"),
    "ROM": ("AS Roma", "rom", "Roma", "ROM"),
    "BOL": ("Bologna FC 1909", "bol", "Bologna", "BOL"),
    "PSG": ("Paris Saint-Germain FC", "par", "PSG", "PSG"),
    "OL": ("Olympique Lyonnais", "lyo", "Lyon", "OL"),
    "OM": ("Olympique de Marseille", "olm", "Marseille", "OM"),
    "MON": ("AS Monaco FC", "mon", "Monaco", "MON"),
    "LAG": ("LA Galaxy", "lag", "LA Galaxy", "LA"),
    "MIA": ("Inter Miami CF", "mia", "Inter Miami", "MIA"),
    "SEA": ("Seattle Sounders FC", "sea", "Seattle", "SEA"),
    "LAFC": ("Los Angeles FC", "laf", "LAFC", "LAFC"),
    "CLB": ("Columbus Crew", "clb", "Columbus", "CLB"),
}

# --------------------------------------------------------------------------------------
# Fixtures of the 2027-28 season: key -> (competition, home, away, kickoff UTC, stage)
# stage: "league" (1X2 only, no extra time possible) or "ko" (a knockout game).
# --------------------------------------------------------------------------------------
FIXTURES = {
    "F01": ("epl", "ARS", "CHE", "2027-08-21T11:30:00Z", "league"),
    "F02": ("epl", "LIV", "MCI", "2027-09-18T16:30:00Z", "league"),
    "F03": ("epl", "NEW", "TOT", "2027-10-02T14:00:00Z", "league"),
    "F04": ("epl", "EVE", "AVL", "2027-11-06T15:00:00Z", "league"),
    "F05": ("epl", "BHA", "WHU", "2027-12-27T20:00:00Z", "league"),
    "F06": ("epl", "NFO", "BRE", "2028-01-15T15:00:00Z", "league"),
    "F07": ("laliga", "RMA", "BAR", "2027-10-24T15:15:00Z", "league"),
    "F08": ("laliga", "ATH", "RBB", "2027-09-26T19:00:00Z", "league"),
    "F09": ("laliga", "VCF", "ATM", "2028-02-12T20:00:00Z", "league"),
    "F10": ("laliga", "ALA", "SEV", "2027-11-28T13:00:00Z", "league"),
    "F11": ("bundesliga", "BVB", "BMU", "2027-11-13T17:30:00Z", "league"),
    "F12": ("bundesliga", "SGE", "LEV", "2027-08-28T13:30:00Z", "league"),
    "F13": ("bundesliga", "RBL", "VFB", "2028-03-04T14:30:00Z", "league"),
    "F14": ("seriea", "INT", "ACM", "2027-10-17T18:45:00Z", "league"),
    "F15": ("seriea", "NAP", "JUV", "2028-01-30T19:45:00Z", "league"),
    "F16": ("seriea", "BOL", "ROM", "2027-12-05T14:00:00Z", "league"),
    "F17": ("ligue1", "PSG", "OM", "2027-10-31T19:45:00Z", "league"),
    "F18": ("ligue1", "OL", "MON", "2028-02-20T16:00:00Z", "league"),
    "F19": ("mls", "LAG", "LAFC", "2027-08-08T02:30:00Z", "league"),
    "F20": ("mls", "SEA", "MIA", "2027-09-25T20:00:00Z", "league"),
    "F21": ("ucl", "MCI", "INT", "2027-11-24T20:00:00Z", "league"),
    "F22": ("ucl", "BAR", "BVB", "2027-12-08T20:00:00Z", "league"),
    # knockout games (second legs / single-game playoff rounds)
    "K01": ("ucl", "RMA", "LIV", "2028-03-15T20:00:00Z", "ko"),
    "K02": ("ucl", "BMU", "PSG", "2028-03-08T20:00:00Z", "ko"),
    "K03": ("ucl", "ARS", "NAP", "2028-04-12T19:00:00Z", "ko"),
    "K04": ("ucl", "JUV", "ATM", "2028-03-14T20:00:00Z", "ko"),
    "K05": ("mls", "LAFC", "SEA", "2027-11-07T00:30:00Z", "ko"),
    "K06": ("ucl", "LEV", "MCI", "2028-04-19T19:00:00Z", "ko"),
}

ROUNDS = {"K01": "round of 16", "K02": "round of 16", "K03": "quarter-final",
          "K04": "round of 16", "K05": "Western Conference semifinal",
          "K06": "quarter-final"}
# single-game knockout (no aggregate) -> True
SINGLE_GAME = {"K05": True}

_MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August",
           "September", "October", "November", "December"]


def kickoff(fx):
    return _dt.datetime.strptime(FIXTURES[fx][3], "%Y-%m-%dT%H:%M:%SZ")


def us_date(fx):
    """The calendar date in US Eastern terms (identifiers carry a US date)."""
    return (kickoff(fx) - _dt.timedelta(hours=5)).date()


def fmt_date(d, style):
    """Several written date formats."""
    m = _MONTHS[d.month - 1]
    suffix = "th" if 11 <= d.day <= 13 else {1: "st", 2: "nd", 3: "rd"}.get(d.day % 10, "th")
    return {
        "iso": d.isoformat(),
        "long_us": f"{m} {d.day}, {d.year}",
        "long_uk": f"{d.day} {m} {d.year}",
        "ordinal": f"{m} {d.day}{suffix}, {d.year}",
        "weekday_uk": f"{d.strftime('%A')} {d.day} {m} {d.year}",
        "short_uk": f"{d.strftime('%a')} {d.day} {m[:3]} {d.year}",
        "slash_us": f"{d.month:02d}/{d.day:02d}/{d.year}",
        "dotted": f"{d.day:02d}.{d.month:02d}.{d.year}",
        "abbr_us": f"{m[:3]} {d.day}, {d.year}",
    }[style]


def game_start_time(fx):
    return kickoff(fx).strftime("%Y-%m-%d %H:%M:%S+00")


def occurrence(fx):
    return FIXTURES[fx][3]


def ticker_date(fx):
    d = us_date(fx)
    return f"{d.year % 100:02d}{_MONTHS[d.month - 1][:3].upper()}{d.day:02d}"


# --------------------------------------------------------------------------------------
# Allowed value spellings (from the format README and the labelling conventions)
# --------------------------------------------------------------------------------------
LEG_KEYS = ["id", "venue", "styles", "meanings", "home", "away", "competition", "market",
            "expected"]
LEG_KEYS_V2 = ["id", "venue", "styles", "meanings", "home", "away", "competition", "market",
               "series_settlement_sources", "expected"]
EXPECTED_KEYS = ["family", "outcome", "line", "half", "scope", "source_primary",
                 "source_fallback", "timing_window", "void_cancelled",
                 "void_postponed_long", "void_abandoned"]
MARKET_KEYS_V1 = ["id", "question", "slug", "groupItemTitle", "sportsMarketType", "line",
                  "outcomes", "description", "resolutionSource", "event_title",
                  "gameStartTime"]
MARKET_KEYS_V2 = ["ticker", "event_ticker", "series_ticker", "title", "yes_sub_title",
                  "no_sub_title", "rules_primary", "rules_secondary", "occurrence_datetime"]
FAMILIES = {"win", "draw", "advance"}
SCOPES = {"regulation", "extra_time", "penalties"}
SOURCES = {"official", "provider", "consensus"}
PAYOUTS = {"yes", "no", "50-50", "fair_price", "last_price", "refund", "result"}
MEANING_RE = re.compile(r"^(S[1-6]|P[1-4]|C[1-4]|R[1-3]|D1|AB|F:(win|draw|advance)|"
                        r"PX|CX|RX)$")


def validate(legs, venue):
    """Raise AssertionError on the first problem found; return the legs."""
    prefix = "o1-" if venue == "venue_one" else "o2-"
    keys = LEG_KEYS if venue == "venue_one" else LEG_KEYS_V2
    mkeys = MARKET_KEYS_V1 if venue == "venue_one" else MARKET_KEYS_V2
    seen_ids, seen_texts = set(), set()
    for leg in legs:
        lid = leg.get("id")
        assert list(leg) == keys, (lid, list(leg))
        assert re.fullmatch(prefix.replace("-", r"\-") + r"\d{3}", lid), lid
        assert lid not in seen_ids, lid
        seen_ids.add(lid)
        assert leg["venue"] == venue, lid
        assert leg["competition"] in COMPETITIONS, lid
        assert isinstance(leg["styles"], list) and leg["styles"] == sorted(set(leg["styles"])), lid
        for m in leg["meanings"]:
            assert MEANING_RE.match(m), (lid, m)
        m = leg["market"]
        assert list(m) == mkeys, (lid, list(m))
        e = leg["expected"]
        assert list(e) == EXPECTED_KEYS, (lid, list(e))
        assert e["family"] in FAMILIES, lid
        assert ("F:" + e["family"]) in leg["meanings"], lid
        assert e["line"] is None and e["half"] is None, lid
        if e["family"] == "draw":
            assert e["outcome"] == "draw", lid
        else:
            assert e["outcome"] in (leg["home"], leg["away"]), (lid, e["outcome"])
        if e["family"] == "advance":
            assert e["scope"] == "penalties", lid
        else:
            assert e["scope"] == "regulation", lid
        assert e["source_primary"] in SOURCES, lid
        assert e["source_fallback"] in SOURCES | {None}, lid
        tw = e["timing_window"]
        assert tw is None or tw == "open_until_played" or (isinstance(tw, int) and tw > 0), lid
        assert (tw is None) == (e["void_postponed_long"] is None), lid
        assert (tw == "open_until_played") == (e["void_postponed_long"] == "result"), lid
        for k in ("void_cancelled", "void_postponed_long", "void_abandoned"):
            assert e[k] is None or e[k] in PAYOUTS, (lid, k, e[k])
        assert e["void_cancelled"] != "result", lid
        if venue == "venue_one":
            texts = [m["description"]]
            assert m["outcomes"] == '["Yes", "No"]', lid
        else:
            texts = [m["rules_primary"], m["rules_secondary"]]
            assert isinstance(leg["series_settlement_sources"], list), lid
            assert m["ticker"].startswith(m["event_ticker"] + "-"), lid
            assert m["event_ticker"].startswith(m["series_ticker"] + "-"), lid
        for t in texts:
            assert t and t == t.strip(), lid
            assert not re.search(r"[{}]|<[a-z_]+>|\bNone\b|  ", t), (lid, t)
        key = "\n".join(texts)
        assert key not in seen_texts, ("duplicate text", lid)
        seen_texts.add(key)
    return legs


def dumps(leg):
    return json.dumps(leg, ensure_ascii=False)
