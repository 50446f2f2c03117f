"""Shared data and helpers for held-out reading set (f).

Standard library only. Everything here is deterministic.
"""
import datetime as _dt
import json
import re

# ---------------------------------------------------------------------------
# Competitions
# v1_name / v1_prefix: how venue_one names the competition and its slug prefix.
# body: who publishes official statistics (used in venue_one source clauses).
# site: the competition's site (venue_one resolutionSource).
# v2_league: how venue_two names it inside rules text; v2_series: series stem.
# sources: the venue_two series settlement_sources (R3 reads these).
# ---------------------------------------------------------------------------

ESPN = {"name": "ESPN", "url": "https://www.espn.com/soccer/"}
FOX = {"name": "Fox Sports", "url": "https://www.foxsports.com/soccer"}
OPTA = {"name": "Opta", "url": "https://www.statsperform.com/opta/"}

COMPETITIONS = {
    "epl": dict(v1_name="Premier League", v1_prefix="epl", body="the Premier League",
                site="https://www.premierleague.com/", v2_league="English Premier League",
                v2_series="KXEPL", sources=[ESPN, FOX], knockout=False),
    "laliga": dict(v1_name="LaLiga", v1_prefix="lal", body="LaLiga",
                   site="https://www.laliga.com/", v2_league="Spanish La Liga",
                   v2_series="KXLALIGA", sources=[ESPN], knockout=False),
    "bundesliga": dict(v1_name="Bundesliga", v1_prefix="bun", body="the DFL",
                       site="https://www.bundesliga.com/", v2_league="German Bundesliga",
                       v2_series="KXBUNDESLIGA", sources=[ESPN, FOX], knockout=False),
    "seriea": dict(v1_name="Serie A", v1_prefix="sea", body="Lega Serie A",
                   site="https://www.legaseriea.it/", v2_league="Italian Serie A",
                   v2_series="KXSERIEA", sources=[FOX], knockout=False),
    "ligue1": dict(v1_name="Ligue 1", v1_prefix="fl1", body="the LFP",
                   site="https://www.ligue1.com/", v2_league="French Ligue 1",
                   v2_series="KXLIGUE1", sources=[ESPN], knockout=False),
    "eredivisie": dict(v1_name="Eredivisie", v1_prefix="ere", body="the Eredivisie",
                       site="https://eredivisie.nl/", v2_league="Dutch Eredivisie",
                       v2_series="KXEREDIVISIE", sources=[OPTA], knockout=False),
    "primeira": dict(v1_name="Liga Portugal Betclic", v1_prefix="por", body="Liga Portugal",
                     site="https://www.ligaportugal.pt/", v2_league="Portuguese Primeira Liga",
                     v2_series="KXLIGAPORTUGAL", sources=[ESPN], knockout=False),
    "spl": dict(v1_name="Scottish Premiership", v1_prefix="spl", body="the SPFL",
                site="https://spfl.co.uk/", v2_league="Scottish Premiership",
                v2_series="KXSPL", sources=[{"name": "SPFL", "url": "https://spfl.co.uk/"}],
                knockout=False),
    "libertadores": dict(v1_name="CONMEBOL Libertadores", v1_prefix="lib", body="CONMEBOL",
                         site="https://www.conmebol.com/libertadores/", v2_league="Copa Libertadores",
                         v2_series="KXLIBERTADORES",
                         sources=[{"name": "CONMEBOL", "url": "https://www.conmebol.com/"}],
                         knockout=True),
    "uel": dict(v1_name="UEFA Europa League", v1_prefix="uel", body="UEFA",
                site="https://www.uefa.com/uefaeuropaleague/", v2_league="UEFA Europa League",
                v2_series="KXUEL", sources=[{"name": "UEFA", "url": "https://www.uefa.com/"}],
                knockout=True),
    "ucl": dict(v1_name="UEFA Champions League", v1_prefix="ucl", body="UEFA",
                site="https://www.uefa.com/uefachampionsleague/", v2_league="UEFA Champions League",
                v2_series="KXUCL", sources=[ESPN, FOX], knockout=True),
    "mls": dict(v1_name="Major League Soccer", v1_prefix="mls", body="Major League Soccer",
                site="https://www.mlssoccer.com/", v2_league="MLS",
                v2_series="KXMLS", sources=[{"name": "MLS", "url": "https://www.mlssoccer.com/"}],
                knockout=False),
    "wc": dict(v1_name="FIFA World Cup 2026", v1_prefix="fifwc", body="FIFA",
               site="https://www.fifa.com/", v2_league="FIFA World Cup",
               v2_series="KXWC", sources=[{"name": "FIFA", "url": "https://www.fifa.com/"}],
               knockout=True),
}

OFFICIAL_SOURCE_NAMES = {"SPFL", "CONMEBOL", "UEFA", "MLS", "FIFA"}
PROVIDER_SOURCE_NAMES = {"ESPN", "Fox Sports", "Opta"}

# ---------------------------------------------------------------------------
# Teams: key -> (venue_one formal name, slug code, venue_two short name, ticker code)
# ---------------------------------------------------------------------------

TEAMS = {
    # England
    "ARS": ("Arsenal FC", "ars", "Arsenal", "ARS"),
    "MUN": ("Manchester United FC", "mun", "Manchester United", "MUN"),
    "TOT": ("Tottenham Hotspur FC", "tot", "Tottenham", "TOT"),
    "NEW": ("Newcastle United FC", "new", "Newcastle", "NEW"),
    "AVL": ("Aston Villa FC", "ast", "Aston Villa", "AVL"),
    "BHA": ("Brighton & Hove Albion FC", "bri", "Brighton", "BHA"),
    "CRY": ("Crystal Palace FC", "cry", "Crystal Palace", "CRY"),
    "FUL": ("Fulham FC", "ful", "Fulham", "FUL"),
    "LIV": ("Liverpool FC", "liv", "Liverpool", "LFC"),
    "MCI": ("Manchester City FC", "mac", "Manchester City", "MCI"),
    # Spain
    "BAR": ("FC Barcelona", "bar", "Barcelona", "BAR"),
    "RMA": ("Real Madrid CF", "rea", "Real Madrid", "RMA"),
    "ATH": ("Athletic Club", "bil", "Athletic Club", "ATH"),
    "VIL": ("Villarreal CF", "vil", "Villarreal", "VIL"),
    "RSO": ("Real Sociedad de Fútbol", "rso", "Real Sociedad", "RSO"),
    "GIR": ("Girona FC", "gir", "Girona", "GIR"),
    "SEV": ("Sevilla FC", "sev", "Sevilla", "SEV"),
    # Germany
    "FCB": ("FC Bayern München", "bay", "Bayern Munich", "BMU"),
    "BVB": ("Borussia Dortmund", "dor", "Dortmund", "BVB"),
    "LEV": ("Bayer 04 Leverkusen", "b04", "Leverkusen", "LEV"),
    "WOB": ("VfL Wolfsburg", "wol", "Wolfsburg", "WOB"),
    "M05": ("1. FSV Mainz 05", "mai", "Mainz", "M05"),
    "TSG": ("TSG Hoffenheim", "hof", "Hoffenheim", "TSG"),
    "SVW": ("SV Werder Bremen", "wer", "Werder Bremen", "SVW"),
    # Italy
    "ACM": ("AC Milan", "mil", "AC Milan", "ACM"),
    "INT": ("FC Internazionale Milano", "int", "Inter Milan", "INT"),
    "NAP": ("SSC Napoli", "nap", "Napoli", "NAP"),
    "ROM": ("AS Roma", "rom", "Roma", "ROM"),
    "ATA": ("Atalanta BC", "ata", "Atalanta", "ATA"),
    "FIO": ("ACF Fiorentina", "fio", "Fiorentina", "FIO"),
    "BOL": ("Bologna FC 1909", "bol", "Bologna", "BOL"),
    "JUV": ("Juventus FC", "juv", "Juventus", "JUV"),
    # France
    "PSG": ("Paris Saint-Germain FC", "par", "Paris Saint-Germain", "PSG"),
    "OM": ("Olympique de Marseille", "olm", "Marseille", "OM"),
    "OL": ("Olympique Lyonnais", "lyo", "Lyon", "OL"),
    "LIL": ("LOSC Lille", "lil", "Lille", "LIL"),
    "ASM": ("AS Monaco FC", "mon", "Monaco", "ASM"),
    "REN": ("Stade Rennais FC", "ren", "Rennes", "REN"),
    "RCL": ("RC Lens", "len", "Lens", "RCL"),
    # Netherlands
    "AJA": ("AFC Ajax", "aja", "Ajax", "AJA"),
    "PSV": ("PSV", "psv", "PSV Eindhoven", "PSV"),
    "FEY": ("Feyenoord", "fey", "Feyenoord", "FEY"),
    "AZ": ("AZ Alkmaar", "az", "AZ", "AZ"),
    "TWE": ("FC Twente", "twe", "Twente", "TWE"),
    "UTR": ("FC Utrecht", "utr", "Utrecht", "UTR"),
    # Portugal
    "BEN": ("SL Benfica", "ben", "Benfica", "BEN"),
    "POR": ("FC Porto", "por", "Porto", "FCP"),
    "SCP": ("Sporting CP", "spo", "Sporting CP", "SCP"),
    "SCB": ("SC Braga", "bra", "Braga", "SCB"),
    "VSC": ("Vitória SC", "vit", "Vitoria Guimaraes", "VSC"),
    # Scotland
    "CEL": ("Celtic FC", "cel", "Celtic", "CEL"),
    "RAN": ("Rangers FC", "ran", "Rangers", "RAN"),
    "HEA": ("Heart of Midlothian FC", "hea", "Hearts", "HEA"),
    "ABE": ("Aberdeen FC", "abe", "Aberdeen", "ABE"),
    "HIB": ("Hibernian FC", "hib", "Hibernian", "HIB"),
    # Turkey (European ties only)
    "FEN": ("Fenerbahçe SK", "fen", "Fenerbahce", "FEN"),
    # South America
    "FLA": ("CR Flamengo", "fla", "Flamengo", "FLA"),
    "PAL": ("SE Palmeiras", "pal", "Palmeiras", "PAL"),
    "RIV": ("CA River Plate", "riv", "River Plate", "RIV"),
    "BOC": ("CA Boca Juniors", "boc", "Boca Juniors", "BOC"),
    "FLU": ("Fluminense FC", "flu", "Fluminense", "FLU"),
    "RAC": ("Racing Club", "rac", "Racing Club", "RAC"),
    # MLS
    "LAG": ("LA Galaxy", "lag", "LA Galaxy", "LA"),
    "MIA": ("Inter Miami CF", "mia", "Inter Miami", "MIA"),
    "SEA": ("Seattle Sounders FC", "sea", "Seattle", "SEA"),
    "CLB": ("Columbus Crew", "clb", "Columbus", "CLB"),
    "LAFC": ("Los Angeles FC", "laf", "Los Angeles FC", "LAFC"),
    "ATL": ("Atlanta United FC", "atl", "Atlanta United", "ATL"),
    "RBNY": ("New York Red Bulls", "nyr", "New York RB", "RBNY"),
    "CIN": ("FC Cincinnati", "cin", "Cincinnati", "CIN"),
    # National teams
    "BRA": ("Brazil", "bra", "Brazil", "BRA"),
    "ARG": ("Argentina", "arg", "Argentina", "ARG"),
    "GER": ("Germany", "ger", "Germany", "GER"),
    "JPN": ("Japan", "jpn", "Japan", "JPN"),
    "MAR": ("Morocco", "mar", "Morocco", "MAR"),
    "CIV": ("Côte d'Ivoire", "civ", "Ivory Coast", "CIV"),
    "KOR": ("Korea Republic", "kr", "South Korea", "KOR"),
    "USA": ("USA", "usa", "United States", "USA"),
    "MEX": ("Mexico", "mex", "Mexico", "MEX"),
    "NED": ("Netherlands", "ned", "Netherlands", "NED"),
    "PRT": ("Portugal", "prt", "Portugal", "POR"),
    "SEN": ("Senegal", "sen", "Senegal", "SEN"),
    "CRO": ("Croatia", "cro", "Croatia", "CRO"),
    "ENG": ("England", "eng", "England", "ENG"),
    "FRA": ("France", "fra", "France", "FRA"),
    "ESP": ("Spain", "esp", "Spain", "ESP"),
    "URU": ("Uruguay", "uru", "Uruguay", "URU"),
    "IRN": ("IR Iran", "irn", "Iran", "IRN"),
}


def v1_name(key):
    return TEAMS[key][0]


def v1_code(key):
    return TEAMS[key][1]


def v2_name(key):
    return TEAMS[key][2]


def v2_code(key):
    return TEAMS[key][3]


# ---------------------------------------------------------------------------
# Dates
# ---------------------------------------------------------------------------

MONTHS = ["January", "February", "March", "April", "May", "June", "July",
          "August", "September", "October", "November", "December"]
WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]


def parse_kickoff(s):
    return _dt.datetime.strptime(s, "%Y-%m-%d %H:%M")


def d_iso(k):
    return k.strftime("%Y-%m-%d")


def d_uk(k):
    return "%d %s %d" % (k.day, MONTHS[k.month - 1], k.year)


def d_us(k):
    return "%s %d, %d" % (MONTHS[k.month - 1], k.day, k.year)


def d_weekday_uk(k):
    return "%s %d %s %d" % (WEEKDAYS[k.weekday()], k.day, MONTHS[k.month - 1], k.year)


def d_short_us(k):
    return "%s %d, %d" % (MONTHS[k.month - 1][:3], k.day, k.year)


def d_ticker(k):
    return "%02d%s%02d" % (k.year % 100, MONTHS[k.month - 1][:3].upper(), k.day)


def game_start_time(k):
    return k.strftime("%Y-%m-%d %H:%M:00+00")


def occurrence(k):
    return k.strftime("%Y-%m-%dT%H:%M:00Z")


V1_DATE_FORMATS = [d_uk, d_us, d_iso, d_weekday_uk]


# ---------------------------------------------------------------------------
# Layouts. A text is a list of (kind, sentence) blocks.
# ---------------------------------------------------------------------------

SELF_LABEL = re.compile(r"^[A-Z][A-Za-z ]{2,24}: ")

HEADINGS = {
    "outcome": "Resolution", "scope": "Match period", "post": "If the match is postponed",
    "cancel": "If the match is cancelled", "aband": "If the match is abandoned",
    "source": "Where the result comes from", "rev": "After settlement", "noise": "Good to know",
}
HEADINGS_MD = {
    "outcome": "What pays", "scope": "Time played", "post": "Delays",
    "cancel": "Cancellation", "aband": "Abandonment", "source": "Data source",
    "rev": "Finality", "noise": "Other notes",
}
FAQ_Q = {
    "outcome": "What is this market about?", "scope": "Which part of the game counts?",
    "post": "What if kick-off is moved?", "cancel": "What if the game never takes place?",
    "aband": "What if play is stopped before the end?", "source": "Who decides the result?",
    "rev": "Can the result change later?", "noise": "Anything else?",
}
FAQ_Q2 = {
    "outcome": "How does this settle?", "scope": "Does extra time matter?",
    "post": "And a postponement?", "cancel": "And a cancellation?",
    "aband": "And an abandoned game?", "source": "Which source is used?",
    "rev": "What about later corrections?", "noise": "Other notes?",
}


def layout(blocks, kind):
    texts = [t for _, t in blocks]
    if kind == "paras":
        return "\n\n".join(texts)
    if kind == "one":
        return " ".join(texts)
    if kind == "lines":
        return "\n".join(texts)
    if kind == "bullets":
        return texts[0] + "\n\n" + "\n".join("• " + t for t in texts[1:])
    if kind == "dashes":
        return "\n".join("- " + t for t in texts)
    if kind == "numbered":
        return "\n".join("%d. %s" % (i + 1, t) for i, t in enumerate(texts))
    if kind == "headings":
        # a sentence that already opens with its own label keeps it and gets no heading
        return "\n\n".join(t if SELF_LABEL.match(t) else "%s: %s" % (HEADINGS[k], t)
                             for k, t in blocks)
    if kind == "md_headings":
        out, seen = [], set()
        for k, t in blocks:
            if k in seen:
                out.append(t)
            else:
                out.append("### %s\n%s" % (HEADINGS_MD[k], t))
                seen.add(k)
        return "\n\n".join(out)
    if kind == "faq":
        return "\n\n".join("Q: %s\nA: %s" % (FAQ_Q[k], t) for k, t in blocks)
    if kind == "faq2":
        return "\n".join("%s %s" % (FAQ_Q2[k], t) for k, t in blocks)
    raise ValueError(kind)


# ---------------------------------------------------------------------------
# Allowed value spellings and the validator
# ---------------------------------------------------------------------------

FAMILIES = {"win", "draw", "advance", "spread", "total", "btts", "half", "exact_score", "other"}
SCOPES = {"regulation", "extra_time", "penalties", "ambiguous", None}
SOURCES = {"official", "provider", "consensus", "ambiguous", None}
PAYOUTS = {"yes", "no", "50-50", "fair_price", "last_price", "refund", "result", "ambiguous", None}
WINDOWS = {"open_until_played", "ambiguous", None}
CATALOGUE = ["S1", "S2", "S3", "S4", "S5", "S6", "P1", "P2", "P3", "P4",
             "C1", "C2", "C3", "C4", "R1", "R2", "R3", "D1", "AB"]
EXPECTED_KEYS = ["family", "outcome", "line", "half", "scope", "source_primary",
                 "source_fallback", "timing_window", "void_cancelled",
                 "void_postponed_long", "void_abandoned"]
LEG_KEYS_V1 = ["id", "venue", "styles", "meanings", "home", "away", "competition", "market", "expected"]
LEG_KEYS_V2 = ["id", "venue", "styles", "meanings", "home", "away", "competition", "market",
               "series_settlement_sources", "expected"]
MARKET_KEYS_V1 = ["id", "question", "slug", "groupItemTitle", "sportsMarketType", "line",
                  "outcomes", "description", "resolutionSource", "event_title", "gameStartTime"]
MARKET_KEYS_V2 = ["ticker", "event_ticker", "series_ticker", "title", "yes_sub_title",
                  "no_sub_title", "rules_primary", "rules_secondary", "occurrence_datetime"]

SCORE_RE = re.compile(r"^\d+-\d+$")


class Invalid(Exception):
    pass


def _need(cond, leg, msg):
    if not cond:
        raise Invalid("%s: %s" % (leg.get("id"), msg))


def rule_text(leg):
    m = leg["market"]
    if leg["venue"] == "venue_one":
        return m["description"]
    return m["rules_primary"] + "\n" + m["rules_secondary"]


def validate_leg(leg, prefix):
    venue = leg.get("venue")
    keys = LEG_KEYS_V1 if venue == "venue_one" else LEG_KEYS_V2
    got = [k for k in leg.keys() if not k.startswith("_")]
    _need(got == keys, leg, "leg keys/order %r" % got)
    _need(re.match(r"^%s-\d{3}$" % prefix, leg["id"]) is not None, leg, "id shape")
    _need(venue in ("venue_one", "venue_two"), leg, "venue")
    _need(leg["competition"] in COMPETITIONS, leg, "competition")
    mk = MARKET_KEYS_V1 if venue == "venue_one" else MARKET_KEYS_V2
    _need(list(leg["market"].keys()) == mk, leg, "market keys")
    _need(isinstance(leg["styles"], list) and leg["styles"], leg, "styles")
    _need(isinstance(leg["meanings"], list) and leg["meanings"], leg, "meanings")
    for mean in leg["meanings"]:
        ok = (mean in CATALOGUE or mean.startswith("F:") or
              re.match(r"^(S|P|C|R|AB):ambiguous$", mean))
        _need(ok, leg, "meaning %r" % mean)
    e = leg["expected"]
    _need(list(e.keys()) == EXPECTED_KEYS, leg, "expected keys")
    fam = e["family"]
    _need(fam in FAMILIES, leg, "family")
    _need("F:" + fam in leg["meanings"], leg, "F: meaning missing")
    _need(e["scope"] in SCOPES, leg, "scope %r" % e["scope"])
    _need(e["source_primary"] in SOURCES and e["source_primary"] is not None, leg, "source_primary")
    _need(e["source_fallback"] in SOURCES, leg, "source_fallback")
    tw = e["timing_window"]
    _need(tw in WINDOWS or (isinstance(tw, int) and tw > 0), leg, "timing_window")
    for k in ("void_cancelled", "void_postponed_long", "void_abandoned"):
        _need(e[k] in PAYOUTS, leg, "%s %r" % (k, e[k]))
    _need((tw is None) == (e["void_postponed_long"] is None), leg, "window/payout null mismatch")
    if tw == "open_until_played":
        _need(e["void_postponed_long"] == "result", leg, "P1 payout")
    if e["void_postponed_long"] == "result":
        _need(tw == "open_until_played", leg, "result payout without P1")
    # family / outcome consistency
    teams = {leg["home"], leg["away"]}
    out = e["outcome"]
    if fam in ("win", "advance", "spread"):
        _need(out in teams, leg, "team outcome %r" % out)
    if fam == "draw":
        _need(out == "draw", leg, "draw outcome")
    if fam == "half":
        _need(out in teams or out == "draw", leg, "half outcome")
        _need(e["half"] in ("first", "second"), leg, "half value")
        _need(e["scope"] is None, leg, "half scope must be null")
    else:
        _need(e["half"] is None, leg, "half must be null")
        _need(e["scope"] is not None, leg, "scope null on non-half")
    if fam == "total":
        _need(out in ("over", "under"), leg, "total outcome")
    if fam == "btts":
        _need(out in ("yes", "no"), leg, "btts outcome")
    if fam == "exact_score":
        _need(isinstance(out, str) and SCORE_RE.match(out), leg, "score outcome")
    if fam == "other":
        _need(out in teams or out in ("over", "yes"), leg, "other outcome")
    if fam in ("spread", "total") or (fam == "other" and out == "over"):
        _need(isinstance(e["line"], float) and e["line"] > 0, leg, "positive line")
    else:
        _need(e["line"] is None, leg, "line must be null")
    if fam == "advance":
        _need(e["scope"] == "penalties", leg, "advance scope")
    if venue == "venue_one":
        wl = leg["market"]["line"]
        if fam == "spread":
            _need(wl == -e["line"], leg, "wire spread line")
        elif fam == "total" or (fam == "other" and out == "over"):
            _need(wl == e["line"], leg, "wire total line")
        _need(leg["market"]["outcomes"] == json.dumps(["Yes", "No"]), leg, "outcomes")
    else:
        ss = leg["series_settlement_sources"]
        _need(isinstance(ss, list) and ss and all(set(s) == {"name", "url"} for s in ss),
              leg, "series sources")
        m = leg["market"]
        _need(m["ticker"].startswith(m["event_ticker"] + "-"), leg, "ticker")
        _need(m["event_ticker"].startswith(m["series_ticker"] + "-"), leg, "event ticker")
    text = rule_text(leg)
    for bad in ("{", "}", "<name>", "  ", " ,", " .", ".."):
        _need(bad not in text, leg, "placeholder/spacing %r in text" % bad)
    for s in leg["styles"]:
        _need(isinstance(s, str), leg, "style")


def validate_all(v1, v2):
    seen_ids, seen_texts = set(), {}
    for legs, prefix in ((v1, "f1"), (v2, "f2")):
        for leg in legs:
            validate_leg(leg, prefix)
            _need(leg["id"] not in seen_ids, leg, "duplicate id")
            seen_ids.add(leg["id"])
            t = rule_text(leg)
            _need(t not in seen_texts, leg, "duplicate text with %s" % seen_texts.get(t))
            seen_texts[t] = leg["id"]
