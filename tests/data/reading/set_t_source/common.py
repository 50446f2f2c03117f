"""Shared data for held-out reading set (t): fixtures, names, dates, layouts, validator.

Standard library only. Everything here is deterministic.
"""
import datetime as _dt
import re

# competition code -> (venue_one name, venue_one slug prefix, venue_two name,
#                      venue_two series stem, organiser, official site, series sources)
ESPN = {"name": "ESPN", "url": "https://www.espn.com/soccer/"}
FOX = {"name": "Fox Sports", "url": "https://www.foxsports.com/soccer"}
COMPS = {
    "epl": ("Premier League", "epl", "English Premier League", "EPL", "the Premier League",
            "https://www.premierleague.com/", [ESPN, FOX]),
    "laliga": ("LaLiga", "lal", "Spanish La Liga", "LALIGA", "LaLiga",
               "https://www.laliga.com/", [ESPN, FOX]),
    "bundesliga": ("Bundesliga", "bun", "German Bundesliga", "BUNDESLIGA", "the DFL",
                   "https://www.bundesliga.com/", [ESPN]),
    "seriea": ("Serie A", "sea", "Italian Serie A", "SERIEA", "Lega Serie A",
               "https://www.legaseriea.it/", [ESPN, FOX]),
    "ligue1": ("Ligue 1", "fl1", "French Ligue 1", "LIGUE1", "the LFP",
               "https://www.ligue1.com/", [ESPN]),
    "mls": ("Major League Soccer", "mls", "Major League Soccer", "MLS", "MLS",
            "https://www.mlssoccer.com/", [{"name": "MLS", "url": "https://www.mlssoccer.com/"}]),
    "ucl": ("UEFA Champions League", "ucl", "UEFA Champions League", "UCL", "UEFA",
            "https://www.uefa.com/", [{"name": "UEFA", "url": "https://www.uefa.com/uefachampionsleague/"}]),
    "wc": ("FIFA World Cup", "fifwc", "FIFA World Cup", "WC", "FIFA",
           "https://www.fifa.com/", [{"name": "FIFA", "url": "https://www.fifa.com/"}]),
}

# team key -> (venue_one formal name, venue_one slug code, venue_two short name, venue_two code)
TEAMS = {
    "ARS": ("Arsenal FC", "ars", "Arsenal", "ARS"),
    "CHE": ("Chelsea FC", "che", "Chelsea", "CFC"),
    "LIV": ("Liverpool FC", "liv", "Liverpool", "LFC"),
    "MCI": ("Manchester City FC", "mac", "Manchester City", "MCI"),
    "TOT": ("Tottenham Hotspur FC", "tot", "Tottenham", "TOT"),
    "AVL": ("Aston Villa FC", "ast", "Aston Villa", "AVL"),
    "NEW": ("Newcastle United FC", "new", "Newcastle", "NEW"),
    "BRE": ("Brentford FC", "bre", "Brentford", "BRE"),
    "NFO": ("Nottingham Forest FC", "not", "Nottingham Forest", "NFO"),
    "RMA": ("Real Madrid CF", "rea", "Real Madrid", "RMA"),
    "ATM": ("Club Atlético de Madrid", "mad", "Atletico Madrid", "ATM"),
    "ATH": ("Athletic Club", "bil", "Athletic Bilbao", "ATH"),
    "BET": ("Real Betis Balompié", "bet", "Real Betis", "RBB"),
    "VAL": ("Valencia CF", "val", "Valencia", "VCF"),
    "ALA": ("Deportivo Alavés", "ala", "Alaves", "ALA"),
    "SEV": ("Sevilla FC", "sev", "Sevilla", "SEV"),
    "BAY": ("FC Bayern München", "bay", "Bayern Munich", "BMU"),
    "BVB": ("Borussia Dortmund", "dor", "Dortmund", "BVB"),
    "RBL": ("RB Leipzig", "lei", "RB Leipzig", "RBL"),
    "SGE": ("Eintracht Frankfurt", "ein", "Frankfurt", "SGE"),
    "LEV": ("Bayer 04 Leverkusen", "b04", "Leverkusen", "LEV"),
    "JUV": ("Juventus FC", "juv", "Juventus", "JUV"),
    "BOL": ("Bologna FC 1909", "bol", "Bologna", "BOL"),
    "MIL": ("AC Milan", "mil", "AC Milan", "ACM"),
    "NAP": ("SSC Napoli", "nap", "Napoli", "NAP"),
    "INT": ("FC Internazionale Milano", "int", "Inter Milan", "INT"),
    "PSG": ("Paris Saint-Germain FC", "par", "PSG", "PSG"),
    "OL": ("Olympique Lyonnais", "lyo", "Lyon", "OL"),
    "OM": ("Olympique de Marseille", "olm", "Marseille", "OM"),
    "ASM": ("AS Monaco FC", "mon", "Monaco", "ASM"),
    "MIA": ("Inter Miami CF", "mia", "Inter Miami", "MIA"),
    "LAG": ("LA Galaxy", "lag", "LA Galaxy", "LA"),
    "SEA": ("Seattle Sounders FC", "sea", "Seattle", "SEA"),
    "CLB": ("Columbus Crew", "clb", "Columbus", "CLB"),
    "ESP": ("Spain", "esp", "Spain", "ESP"),
    "ARG": ("Argentina", "arg", "Argentina", "ARG"),
    "CIV": ("Côte d'Ivoire", "civ", "Ivory Coast", "CIV"),
    "KOR": ("Korea Republic", "kr", "South Korea", "KOR"),
    "BRA": ("Brazil", "bra", "Brazil", "BRA"),
    "FRA": ("France", "fra", "France", "FRA"),
    "MEX": ("Mexico", "mex", "Mexico", "MEX"),
    "IRN": ("IR Iran", "irn", "Iran", "IRN"),
}

MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August",
          "September", "October", "November", "December"]
DAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
AP_MONTHS = ["Jan.", "Feb.", "March", "April", "May", "June", "July", "Aug.", "Sept.",
             "Oct.", "Nov.", "Dec."]


def _d(iso):
    return _dt.date.fromisoformat(iso)


def ordinal(n):
    if 10 <= n % 100 <= 20:
        return "%dth" % n
    return "%d%s" % (n, {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th"))


def date_v1(iso, k):
    """British-leaning house style of venue_one (day before month)."""
    d = _d(iso)
    forms = [
        "%d %s %d" % (d.day, MONTHS[d.month - 1], d.year),
        "%s %d %s %d" % (DAYS[d.weekday()][:3], d.day, MONTHS[d.month - 1][:3], d.year),
        "%02d.%02d.%d" % (d.day, d.month, d.year),
        "%s %s %s" % (DAYS[d.weekday()], ordinal(d.day), MONTHS[d.month - 1]) + " %d" % d.year,
        iso,
    ]
    return forms[k % len(forms)]


def date_v2(iso, k):
    """American house style of venue_two (AP-style month abbreviations)."""
    d = _d(iso)
    forms = [
        "%s %d, %d" % (AP_MONTHS[d.month - 1], d.day, d.year),
        "%s, %s %d, %d" % (DAYS[d.weekday()], MONTHS[d.month - 1], d.day, d.year),
        "%d/%d/%d" % (d.month, d.day, d.year),
        "%s %s, %d" % (MONTHS[d.month - 1], ordinal(d.day), d.year),
    ]
    return forms[k % len(forms)]


def ticker_date(iso):
    d = _d(iso)
    return "%02d%s%02d" % (d.year % 100, MONTHS[d.month - 1][:3].upper(), d.day)


# ---------------------------------------------------------------- value spellings
FAMILIES = {"win", "draw", "advance"}
SCOPES = {"regulation", "extra_time", "penalties"}
SOURCES = {"official", "provider", "consensus"}
VOIDS = {"yes", "no", "50-50", "fair_price", "last_price", "refund"}
POSTPONED = {"result", "fair_price", "last_price"}

TOP_KEYS = ["id", "venue", "styles", "meanings", "home", "away", "competition", "market",
            "expected"]
TOP_KEYS_V2 = ["id", "venue", "styles", "meanings", "home", "away", "competition", "market",
               "series_settlement_sources", "expected"]
EXPECTED_KEYS = ["family", "outcome", "line", "half", "scope", "source_primary",
                 "source_fallback", "timing_window", "void_cancelled",
                 "void_postponed_long", "void_abandoned"]
MARKET_V1 = ["id", "question", "slug", "groupItemTitle", "sportsMarketType", "line",
             "outcomes", "description", "resolutionSource", "event_title", "gameStartTime"]
MARKET_V2 = ["ticker", "event_ticker", "series_ticker", "title", "yes_sub_title",
             "no_sub_title", "rules_primary", "rules_secondary", "occurrence_datetime"]

LOWER_OK = {"For", "Fallback,", "If", "A", "An", "Should", "Any", "Once", "Corrections", "Results", "We", "Only", "Source:", "Moved", "Cancelled", "Postponement:", "Regulation", "The", "Score", "Post-settlement"}

PLACEHOLDER = re.compile(r"[{}]|<[a-z_]+>")


def validate(legs, venue):
    """Raise AssertionError on the first problem; return the list unchanged."""
    prefix = "t1-" if venue == "venue_one" else "t2-"
    seen_ids, seen_texts = set(), set()
    for leg in legs:
        lid = leg.get("id")
        want = TOP_KEYS if venue == "venue_one" else TOP_KEYS_V2
        assert list(leg) == want, (lid, list(leg))
        assert re.fullmatch(re.escape(prefix) + r"\d{3}", lid), lid
        assert lid not in seen_ids, lid
        seen_ids.add(lid)
        assert leg["venue"] == venue, lid
        assert leg["competition"] in COMPS, lid
        m = leg["market"]
        assert list(m) == (MARKET_V1 if venue == "venue_one" else MARKET_V2), (lid, list(m))
        e = leg["expected"]
        assert list(e) == EXPECTED_KEYS, (lid, list(e))
        assert e["family"] in FAMILIES, lid
        if e["family"] == "draw":
            assert e["outcome"] == "draw", lid
        else:
            assert e["outcome"] in (leg["home"], leg["away"]), (lid, e["outcome"])
        assert e["line"] is None and e["half"] is None, lid
        assert e["scope"] in SCOPES, lid
        if e["family"] == "advance":
            assert e["scope"] == "penalties", lid
        assert e["source_primary"] in SOURCES, lid
        assert e["source_fallback"] in SOURCES | {None}, lid
        tw = e["timing_window"]
        assert tw is None or tw == "open_until_played" or (isinstance(tw, int) and tw > 0), lid
        assert e["void_postponed_long"] in POSTPONED | {None}, lid
        assert (tw is None) == (e["void_postponed_long"] is None), lid
        if tw == "open_until_played":
            assert e["void_postponed_long"] == "result", lid
        assert e["void_cancelled"] in VOIDS | {None}, lid
        assert e["void_abandoned"] in VOIDS | {None}, lid
        assert "F:" + e["family"] in leg["meanings"], lid
        if venue == "venue_one":
            texts = [m["description"]]
            assert m["outcomes"] == '["Yes", "No"]', lid
        else:
            texts = [m["rules_primary"], m["rules_secondary"]]
            assert leg["series_settlement_sources"], lid
        for t in texts + [m.get("question", ""), m.get("title", "")]:
            assert not PLACEHOLDER.search(t), (lid, PLACEHOLDER.search(t).group(0), t)
            assert "  " not in t and not t.startswith(" "), (lid, t)
        key = "\n".join(texts)
        assert key not in seen_texts, ("duplicate text", lid)
        seen_texts.add(key)
    return legs


def render(items, layout, headings=None, intro=None):
    """items: list of (dimension, sentence). Layouts used by both venues."""
    sents = [s for _, s in items]
    if layout == "paras":
        return "\n\n".join(sents)
    if layout == "single":
        return " ".join(sents)
    if layout == "bullets":
        head = (intro + "\n") if intro else ""
        return head + "\n".join("- " + s for s in sents)
    if layout == "numbered":
        head = (intro + "\n") if intro else ""
        return head + "\n".join("%d. %s" % (i + 1, s) for i, s in enumerate(sents))
    if layout == "headings":
        return "\n\n".join("%s\n%s" % (headings[d], s) for d, s in items)
    if layout == "qa":
        return "\n\n".join("Q: %s\nA: %s" % (headings[d], s) for d, s in items)
    if layout == "semicolons":
        parts = []
        for i, s in enumerate(sents):
            s = s.rstrip(".")
            if i and len(s) > 1 and s[0].isupper() and s[1].islower() and s.split()[0] in LOWER_OK:
                s = s[0].lower() + s[1:]
            parts.append(s)
        return "; ".join(parts) + "."
    raise ValueError(layout)
