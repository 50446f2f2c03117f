"""Shared data and helpers for held-out reading set (m).

Fixtures, competitions, date formats, layouts, the Clause type, the derivation of the
expected record from the clauses a leg uses, and the validator. Standard library only.
"""
import datetime as _dt
import json

# --------------------------------------------------------------------------------------
# Competitions
# code: (venue_one name, venue_two name, slug prefix, series prefix, governing body as
#        written in rule texts, official site, series settlement sources on venue_two)
# --------------------------------------------------------------------------------------
ESPN = {"name": "ESPN", "url": "https://www.espn.com/soccer/"}
FOX = {"name": "Fox Sports", "url": "https://www.foxsports.com/soccer"}

COMPS = {
    "epl": ("Premier League", "English Premier League", "epl", "KXEPL", "the Premier League",
            "https://www.premierleague.com/", [ESPN, FOX]),
    "laliga": ("LaLiga", "Spanish La Liga", "lal", "KXLALIGA", "LaLiga",
               "https://www.laliga.com/", [ESPN, FOX]),
    "bundesliga": ("Bundesliga", "German Bundesliga", "bun", "KXBUNDESLIGA", "the DFL Deutsche Fussball Liga",
                   "https://www.bundesliga.com/", [ESPN]),
    "seriea": ("Serie A", "Italian Serie A", "sea", "KXSERIEA", "Lega Serie A",
               "https://www.legaseriea.it/", [ESPN, FOX]),
    "ligue1": ("Ligue 1", "French Ligue 1", "fl1", "KXLIGUE1", "the Ligue de Football Professionnel",
               "https://www.ligue1.com/", [ESPN]),
    "eredivisie": ("Eredivisie", "Dutch Eredivisie", "ere", "KXEREDIVISIE", "the KNVB",
                   "https://eredivisie.nl/", [ESPN]),
    "primeira": ("Primeira Liga", "Portuguese Primeira Liga", "por", "KXLIGAPORTUGAL", "Liga Portugal",
                 "https://www.ligaportugal.pt/",
                 [{"name": "Liga Portugal", "url": "https://www.ligaportugal.pt/"}]),
    "spfl": ("Scottish Premiership", "Scottish Premiership", "spl", "KXSCOTPREM", "the SPFL",
             "https://spfl.co.uk/", [ESPN]),
    "ligamx": ("Liga MX", "Liga MX", "mex", "KXLIGAMX", "Liga MX",
               "https://ligamx.net/", [FOX]),
    "brasileirao": ("Brasileirão Série A", "Brazil Serie A", "bra", "KXBRASILEIRAO", "the CBF",
                    "https://www.cbf.com.br/", [ESPN]),
    "superlig": ("Süper Lig", "Turkish Super Lig", "tur", "KXSUPERLIG", "the Turkish Football Federation",
                 "https://www.tff.org/", [ESPN]),
    "mls": ("MLS", "Major League Soccer", "mls", "KXMLS", "Major League Soccer",
            "https://www.mlssoccer.com/",
            [{"name": "MLS", "url": "https://www.mlssoccer.com/"}]),
    "championship": ("EFL Championship", "English Championship", "elc", "KXEFLCHAMP", "the English Football League",
                     "https://www.efl.com/", [ESPN, FOX]),
    "jleague": ("J1 League", "Japan J1 League", "jpn", "KXJLEAGUE", "the J.League",
                "https://www.jleague.co/", [ESPN]),
    "ucl": ("UEFA Champions League", "UEFA Champions League", "ucl", "KXUCL", "UEFA",
            "https://www.uefa.com/", [{"name": "UEFA", "url": "https://www.uefa.com/"}]),
    "uel": ("UEFA Europa League", "UEFA Europa League", "uel", "KXUEL", "UEFA",
            "https://www.uefa.com/", [ESPN, FOX]),
    "copadelrey": ("Copa del Rey", "Copa del Rey", "cdr", "KXCOPADELREY", "the Royal Spanish Football Federation",
                   "https://rfef.es/", [ESPN]),
    "facup": ("FA Cup", "FA Cup", "fac", "KXFACUP", "The Football Association",
              "https://www.thefa.com/", [ESPN, FOX]),
    "libertadores": ("Copa Libertadores", "Copa Libertadores", "lib", "KXLIBERTADORES", "CONMEBOL",
                     "https://www.conmebol.com/", [ESPN]),
    "afcon": ("Africa Cup of Nations", "Africa Cup of Nations", "acn", "KXAFCON", "CAF",
              "https://www.cafonline.com/",
              [{"name": "CAF", "url": "https://www.cafonline.com/"}]),
}

KNOCKOUT = {"ucl", "uel", "copadelrey", "facup", "libertadores", "afcon"}

# --------------------------------------------------------------------------------------
# Fixtures: key -> (competition, home v1, away v1, home v2, away v2,
#                   home slug, away slug, home ticker, away ticker, kickoff UTC, stage)
# The first-named team is the home side.
# --------------------------------------------------------------------------------------
def _k(y, mo, d, h, mi=0):
    return _dt.datetime(y, mo, d, h, mi)


FIXTURES = {
    "new-ast": ("epl", "Newcastle United FC", "Aston Villa FC", "Newcastle", "Aston Villa",
                "new", "ast", "NEW", "AVL", _k(2026, 10, 17, 14), None),
    "bet-bil": ("laliga", "Real Betis Balompié", "Athletic Club", "Real Betis", "Athletic Bilbao",
                "bet", "bil", "RBB", "ATH", _k(2026, 10, 24, 19), None),
    "vil-cel": ("laliga", "Villarreal CF", "RC Celta de Vigo", "Villarreal", "Celta Vigo",
                "vil", "cel", "VIL", "RCC", _k(2026, 12, 12, 17, 30), None),
    "wob-fcu": ("bundesliga", "VfL Wolfsburg", "1. FC Union Berlin", "Wolfsburg", "Union Berlin",
                "wol", "uni", "WOB", "FCU", _k(2026, 9, 26, 13, 30), None),
    "scf-tsg": ("bundesliga", "SC Freiburg", "TSG Hoffenheim", "Freiburg", "Hoffenheim",
                "fre", "hof", "SCF", "TSG", _k(2026, 11, 21, 14, 30), None),
    "nap-ata": ("seriea", "SSC Napoli", "Atalanta BC", "Napoli", "Atalanta",
                "nap", "ata", "NAP", "ATA", _k(2026, 10, 4, 18, 45), None),
    "fio-tor": ("seriea", "ACF Fiorentina", "Torino FC", "Fiorentina", "Torino",
                "fio", "tor", "FIO", "TOR", _k(2027, 1, 17, 14), None),
    "len-lil": ("ligue1", "RC Lens", "LOSC Lille", "Lens", "Lille",
                "len", "lil", "RCL", "LIL", _k(2026, 10, 31, 20), None),
    "ren-nic": ("ligue1", "Stade Rennais FC", "OGC Nice", "Rennes", "Nice",
                "ren", "nic", "REN", "NIC", _k(2027, 2, 14, 16, 5), None),
    "fey-psv": ("eredivisie", "Feyenoord Rotterdam", "PSV Eindhoven", "Feyenoord", "PSV",
                "fey", "psv", "FEY", "PSV", _k(2026, 12, 6, 13, 30), None),
    "az-twe": ("eredivisie", "AZ Alkmaar", "FC Twente", "AZ", "Twente",
               "az", "twe", "AZ", "TWE", _k(2027, 3, 7, 15, 45), None),
    "ben-scp": ("primeira", "SL Benfica", "Sporting CP", "Benfica", "Sporting",
                "ben", "spo", "SLB", "SCP", _k(2026, 11, 29, 20, 30), None),
    "fcp-scb": ("primeira", "FC Porto", "SC Braga", "Porto", "Braga",
                "por", "bra", "FCP", "SCB", _k(2027, 2, 1, 20, 15), None),
    "cel-ran": ("spfl", "Celtic FC", "Rangers FC", "Celtic", "Rangers",
                "cel", "ran", "CEL", "RAN", _k(2026, 12, 27, 12), None),
    "hea-abe": ("spfl", "Heart of Midlothian FC", "Aberdeen FC", "Hearts", "Aberdeen",
                "hea", "abe", "HEA", "ABE", _k(2027, 1, 2, 15), None),
    "ame-mty": ("ligamx", "Club América", "CF Monterrey", "America", "Monterrey",
                "ame", "mty", "AME", "MTY", _k(2026, 10, 10, 22), None),
    "gdl-tig": ("ligamx", "CD Guadalajara", "Tigres UANL", "Guadalajara", "Tigres",
                "gua", "tig", "GDL", "TIG", _k(2027, 2, 20, 21), None),
    "fla-pal": ("brasileirao", "CR Flamengo", "SE Palmeiras", "Flamengo", "Palmeiras",
                "fla", "pal", "FLA", "PAL", _k(2026, 11, 1, 19), None),
    "gal-fen": ("superlig", "Galatasaray SK", "Fenerbahçe SK", "Galatasaray", "Fenerbahce",
                "gal", "fen", "GAL", "FEN", _k(2026, 12, 19, 17), None),
    "sea-por": ("mls", "Seattle Sounders FC", "Portland Timbers", "Seattle", "Portland",
                "sea", "por", "SEA", "POR", _k(2026, 9, 19, 22, 30), None),
    "nor-mid": ("championship", "Norwich City FC", "Middlesbrough FC", "Norwich", "Middlesbrough",
                "nor", "mid", "NOR", "MID", _k(2026, 11, 28, 15), None),
    "kas-ura": ("jleague", "Kashima Antlers", "Urawa Red Diamonds", "Kashima", "Urawa",
                "kas", "ura", "KAS", "URA", _k(2027, 3, 13, 5), None),
    "bru-bvb": ("ucl", "Club Brugge KV", "Borussia Dortmund", "Club Brugge", "Dortmund",
                "bru", "dor", "BRU", "BVB", _k(2027, 3, 10, 20), "round of 16, second leg"),
    "om-int": ("ucl", "Olympique de Marseille", "FC Internazionale Milano", "Marseille", "Inter Milan",
               "olm", "int", "OM", "INT", _k(2027, 4, 14, 19), "quarter-final, second leg"),
    "ol-rom": ("uel", "Olympique Lyonnais", "AS Roma", "Lyon", "Roma",
               "lyo", "rom", "OL", "ROM", _k(2027, 3, 18, 20), "round of 16, second leg"),
    "rso-sev": ("copadelrey", "Real Sociedad", "Sevilla FC", "Real Sociedad", "Sevilla",
                "rso", "sev", "RSO", "SEV", _k(2027, 1, 21, 20), "round of 16, single match"),
    "wol-cry": ("facup", "Wolverhampton Wanderers FC", "Crystal Palace FC", "Wolves", "Crystal Palace",
                "wol", "cry", "WOL", "CRY", _k(2027, 1, 9, 17, 45), "third round, single match"),
    "riv-boc": ("libertadores", "CA River Plate", "CA Boca Juniors", "River Plate", "Boca Juniors",
                "riv", "boc", "RIV", "BOC", _k(2026, 10, 22, 23, 30), "semi-final, second leg"),
    "civ-nga": ("afcon", "Côte d'Ivoire", "Nigeria", "Ivory Coast", "Nigeria",
                "civ", "nga", "CIV", "NGA", _k(2027, 7, 8, 19), "quarter-final, single match"),
}

MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August",
          "September", "October", "November", "December"]


def date_iso(t):
    return t.strftime("%Y-%m-%d")


def date_us(t):
    return "%s %d, %d" % (MONTHS[t.month - 1], t.day, t.year)


def date_uk(t):
    return "%d %s %d" % (t.day, MONTHS[t.month - 1], t.year)


def date_short(t):
    return "%s %d, %d" % (MONTHS[t.month - 1][:3], t.day, t.year)


def ticker_date(t):
    return ("%02d%s%02d" % (t.year % 100, MONTHS[t.month - 1][:3], t.day)).upper()


def game_start(t):
    return t.strftime("%Y-%m-%d %H:%M:00+00")


def iso_z(t):
    return t.strftime("%Y-%m-%dT%H:%M:00Z")


def context(key, venue, side=None):
    """Placeholder values for a fixture, in the venue's team naming."""
    comp, h1, a1, h2, a2, hs, as_, ht, at, ko, stage = FIXTURES[key]
    c = COMPS[comp]
    if venue == "venue_one":
        home, away, cname = h1, a1, c[0]
    else:
        home, away, cname = h2, a2, c[1]
    team = other = None
    if side == "home":
        team, other = home, away
    elif side == "away":
        team, other = away, home
    return {
        "home": home, "away": away, "team": team, "other": other, "comp": cname,
        "date_iso": date_iso(ko), "date_us": date_us(ko), "date_uk": date_uk(ko),
        "date_k": date_short(ko), "body": c[4], "site": c[5], "stage": stage or "",
    }


# --------------------------------------------------------------------------------------
# Clauses
# --------------------------------------------------------------------------------------
class Clause:
    """One piece of rule text with the meanings it states and the fields it sets."""

    def __init__(self, text, styles, meanings=(), sets=None, topic="note", wid=None):
        self.text = text
        self.styles = list(styles)
        self.meanings = list(meanings)
        self.sets = dict(sets or {})
        self.topic = topic
        self.wid = wid  # wording id, for counting distinct wordings per meaning

    def fill(self, ctx):
        t = self.text.format_map(ctx)
        return Clause(t, self.styles, self.meanings, self.sets, self.topic, self.wid or t)


# kind -> (meanings, topic, sets). Special tokens: C3SCORE, AS_CANCELLED.
KINDS = {
    "S1": (["S1"], "scope", {"scope": "regulation"}),
    "S3x": (["S3"], "scope", {"scope": "regulation"}),
    "S4reg": ([], "scope", {"scope": "regulation"}),
    "S4et": (["S5"], "scope", {"scope": "extra_time"}),
    "P1": (["P1"], "postpone", {"timing_window": "open_until_played", "void_postponed_long": "result"}),
    "P2": (["P2"], "postpone", {"timing_window": 48, "void_postponed_long": "fair_price"}),
    "P3": (["P3"], "postpone", {"timing_window": 48, "void_postponed_long": "fair_price"}),
    "P4": (["P4"], "postpone", {"timing_window": 336, "void_postponed_long": "last_price"}),
    "P2C4": (["P2", "C4"], "void", {"timing_window": 48, "void_postponed_long": "fair_price",
                                    "void_cancelled": "fair_price"}),
    "C1w": (["C1"], "cancel", {"void_cancelled": "no"}),
    "C1d": (["C1"], "cancel", {"void_cancelled": "yes"}),
    "C2": (["C2"], "cancel", {"void_cancelled": "50-50"}),
    "C3s": (["C3"], "cancel", {"void_cancelled": "C3SCORE"}),
    "C3f": (["C3"], "cancel", {"void_cancelled": "no"}),
    "C4": (["C4"], "cancel", {"void_cancelled": "fair_price"}),
    "R1": (["R1"], "source", {"source_primary": "official", "source_fallback": "consensus"}),
    "R2": (["R2"], "revision", {}),
    "Rop": (["R:official+provider"], "source", {"source_primary": "official", "source_fallback": "provider"}),
    "Rpc": (["R:provider+consensus"], "source", {"source_primary": "provider", "source_fallback": "consensus"}),
    "Rp": (["R:provider"], "source", {"source_primary": "provider", "source_fallback": None}),
    "D1": (["D1"], "tie", {}),
    "ABc": (["AB"], "abandon", {"void_abandoned": "AS_CANCELLED"}),
    "AB50": (["AB"], "abandon", {"void_abandoned": "50-50"}),
    "ABno": (["AB"], "abandon", {"void_abandoned": "no"}),
    "ABlast": (["AB"], "abandon", {"void_abandoned": "last_price"}),
    "ABfair": (["AB"], "abandon", {"void_abandoned": "fair_price"}),
    "ABrefund": (["AB"], "abandon", {"void_abandoned": "refund"}),
}


class Banks:
    """Wording banks, handed out in rotation unless an index is asked for."""

    def __init__(self, banks):
        self.banks = banks
        self.pos = {k: 0 for k in banks}

    def get(self, kind, idx=None):
        bank = self.banks[kind]
        if idx is None:
            idx = self.pos[kind] % len(bank)
            self.pos[kind] += 1
        text, styles = bank[idx]
        meanings, topic, sets = KINDS.get(kind, ([], "outcome", {}))
        return Clause(text, styles, meanings, sets, topic, wid="%s#%d" % (kind, idx))


def O(text, styles, meanings=(), sets=None, topic="outcome"):
    """An inline (hand-written) clause, usually the outcome sentence."""
    return Clause(text, styles, meanings, sets, topic)


# --------------------------------------------------------------------------------------
# Layouts
# --------------------------------------------------------------------------------------
HEADS_A = {"outcome": "Resolution", "scope": "Time period", "postpone": "Postponement",
           "cancel": "Cancellation", "void": "Cancellation and postponement",
           "abandon": "Abandonment", "source": "Resolution source",
           "revision": "Later corrections", "tie": "Draws", "note": "Note"}
HEADS_B = {"outcome": "WHAT PAYS", "scope": "WHICH MINUTES COUNT", "postpone": "IF THE MATCH MOVES",
           "cancel": "IF THE MATCH IS CALLED OFF", "void": "IF THE MATCH MOVES OR IS CALLED OFF",
           "abandon": "IF PLAY STOPS FOR GOOD", "source": "WHERE THE RESULT COMES FROM",
           "revision": "AFTER SETTLEMENT", "tie": "LEVEL SCORES", "note": "ALSO"}
QA = {"outcome": "What decides this market?", "scope": "Which part of the game counts?",
      "postpone": "What happens if the match is postponed?",
      "cancel": "And if the match is cancelled?", "void": "What if the match is moved or cancelled?",
      "abandon": "What if the match is abandoned?", "source": "Where does the result come from?",
      "revision": "Can the result change after settlement?", "tie": "What about a draw?",
      "note": "Anything else?"}


def _group(clauses):
    out = []
    for c in clauses:
        if out and out[-1][0] == c.topic:
            out[-1][1].append(c.text)
        else:
            out.append((c.topic, [c.text]))
    return out


def layout(name, clauses):
    texts = [c.text for c in clauses]
    if name == "paras":
        return "\n\n".join(texts)
    if name == "para":
        return " ".join(texts)
    if name == "lines":
        return "\n".join(texts)
    if name == "bullets":
        return "\n".join("- " + t for t in texts)
    if name == "dots":
        return "\n".join("\u2022 " + t for t in texts)
    if name == "numbered":
        return "\n".join("%d. %s" % (i + 1, t) for i, t in enumerate(texts))
    if name == "legal":
        return "\n".join("(%s) %s" % ("abcdefghij"[i], t) for i, t in enumerate(texts))
    if name == "headsA":
        return "\n\n".join("%s\n%s" % (HEADS_A[tp], " ".join(ts)) for tp, ts in _group(clauses))
    if name == "headsB":
        return "\n".join("%s: %s" % (HEADS_B[tp], " ".join(ts)) for tp, ts in _group(clauses))
    if name == "qa":
        return "\n\n".join("Q: %s\nA: %s" % (QA[tp], " ".join(ts)) for tp, ts in _group(clauses))
    raise ValueError(name)


LAYOUT_STYLE = {"paras": "layout:paragraphs", "para": "layout:one_paragraph", "lines": "layout:lines",
                "bullets": "layout:bullets", "dots": "layout:bullets", "numbered": "layout:numbered",
                "legal": "layout:lettered_legal", "headsA": "layout:headings",
                "headsB": "layout:heading_labels", "qa": "layout:q_and_a"}

# --------------------------------------------------------------------------------------
# Expected record
# --------------------------------------------------------------------------------------
EXPECTED_KEYS = ["family", "outcome", "line", "half", "scope", "source_primary", "source_fallback",
                 "timing_window", "void_cancelled", "void_postponed_long", "void_abandoned"]
FAMILIES = {"win", "draw", "advance", "spread", "total", "btts", "half", "exact_score", "other"}
SCOPES = {"regulation", "extra_time", "penalties", "ambiguous", None}
SOURCES = {"official", "provider", "consensus", "ambiguous", None}
TIMINGS = {48, 336, "open_until_played", "ambiguous", None}
PAYOUTS = {"yes", "no", "50-50", "fair_price", "last_price", "refund", "result", "ambiguous", None}
CATALOGUE = ["S1", "S2", "S3", "S4", "S5", "S6", "P1", "P2", "P3", "P4", "C1", "C2", "C3", "C4",
             "R1", "R2", "R3", "D1", "AB"]


def derive(family, outcome, clauses, line=None, half=None, overrides=None, series=None):
    """Build the expected record from the meanings of the clauses used.

    overrides: fields set by hand (ambiguous legs, or values stated by a special text).
    series: venue_two series settlement sources, used when no clause names a source (R3).
    """
    e = {k: None for k in EXPECTED_KEYS}
    e.update(family=family, outcome=outcome, line=line, half=half)
    seen = set()
    meanings = ["F:" + family]
    for c in clauses:
        for k, v in c.sets.items():
            if k in seen and e[k] != v and v not in ("AS_CANCELLED",):
                raise ValueError("conflicting clause values for %s: %r vs %r" % (k, e[k], v))
            e[k] = v
            seen.add(k)
        for m in c.meanings:
            if m not in meanings:
                meanings.append(m)
    if e["void_cancelled"] == "C3SCORE":
        e["void_cancelled"] = "yes" if outcome == "0-0" else "no"
    overrides = dict(overrides or {})
    for k, v in overrides.items():
        if k in e:
            e[k] = v
            seen.add(k)
    if e["void_abandoned"] == "AS_CANCELLED":
        if e["void_cancelled"] is None:
            raise ValueError("abandonment copies a cancellation payout that the text does not state")
        e["void_abandoned"] = e["void_cancelled"]
    if family == "half":
        if e["scope"] is not None:
            raise ValueError("half legs carry no scope")
    elif "scope" not in seen:
        raise ValueError("scope not stated and not marked ambiguous")
    if "source_primary" not in seen:
        if series is not None:
            kinds = {("provider" if s["name"] in ("ESPN", "Fox Sports") else "official") for s in series}
            if len(kinds) != 1:
                raise ValueError("mixed series sources")
            e["source_primary"] = kinds.pop()
            e["source_fallback"] = None
            meanings.append("R3")
        elif not overrides.get("_no_source"):
            raise ValueError("source not stated")
    for m in overrides.get("_meanings", []):
        if m not in meanings:
            meanings.append(m)
    return e, meanings


def check_leg(leg):
    req = ["id", "venue", "styles", "meanings", "home", "away", "competition", "market", "expected"]
    for k in req:
        assert k in leg, (leg.get("id"), k)
    e = leg["expected"]
    assert list(e.keys()) == EXPECTED_KEYS, (leg["id"], list(e.keys()))
    assert e["family"] in FAMILIES, leg["id"]
    assert e["scope"] in SCOPES, leg["id"]
    assert e["source_primary"] in SOURCES and e["source_fallback"] in SOURCES, leg["id"]
    assert e["timing_window"] in TIMINGS, leg["id"]
    for k in ("void_cancelled", "void_abandoned"):
        assert e[k] in PAYOUTS and e[k] != "result", (leg["id"], k)
    assert e["void_postponed_long"] in PAYOUTS, leg["id"]
    # timing and long-postponement payout go together
    tw, vp = e["timing_window"], e["void_postponed_long"]
    assert (tw is None) == (vp is None), leg["id"]
    if tw == "open_until_played":
        assert vp == "result", leg["id"]
    if vp == "result":
        assert tw == "open_until_played", leg["id"]
    f, o = e["family"], e["outcome"]
    teams = {leg["home"], leg["away"]}
    if f == "win":
        assert o in teams, leg["id"]
    elif f == "draw":
        assert o == "draw", leg["id"]
    elif f in ("advance", "spread"):
        assert o in teams, leg["id"]
    elif f == "total":
        assert o in ("over", "under") and isinstance(e["line"], float), leg["id"]
    elif f == "btts":
        assert o in ("yes", "no"), leg["id"]
    elif f == "half":
        assert e["half"] in ("first", "second") and e["scope"] is None, leg["id"]
        assert o in teams or o == "draw", leg["id"]
    elif f == "exact_score":
        a, b = o.split("-")
        assert a.isdigit() and b.isdigit(), leg["id"]
    if f == "spread":
        assert isinstance(e["line"], float) and e["line"] > 0, leg["id"]
        if leg["venue"] == "venue_one":
            assert leg["market"]["line"] == -e["line"], leg["id"]
    if f != "half":
        assert e["half"] is None, leg["id"]
    if f == "advance":
        assert e["scope"] == "penalties", leg["id"]
    if f in ("win", "draw", "advance", "btts", "exact_score", "half"):
        assert e["line"] is None, leg["id"]
    blob = json.dumps(leg["market"], ensure_ascii=False)
    for bad in ("{", "}", "<name>", "None"):
        inner = blob[1:-1]
        assert bad not in inner.replace('\\"', ""), (leg["id"], bad)
