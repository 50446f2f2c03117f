"""Shared data and helpers for held-out reading set (k).

Fixtures, date formats, layouts, the clause banks both venues use, the derivation of the
expected record from clause meanings, and the validator. Standard library only.
"""
import datetime

# ---------------------------------------------------------------------------
# Competitions
# ---------------------------------------------------------------------------
ESPN = {"name": "ESPN", "url": "https://www.espn.com/soccer/"}
FOX = {"name": "Fox Sports", "url": "https://www.foxsports.com/soccer"}

COMPS = {
    "epl": dict(v1="Premier League", slug="epl", series="KXEPL", v2="English Premier League",
                body="the Premier League", site="https://www.premierleague.com/",
                sources=[ESPN, FOX]),
    "laliga": dict(v1="LaLiga", slug="lal", series="KXLALIGA", v2="Spanish La Liga",
                   body="LaLiga", site="https://www.laliga.com/", sources=[ESPN, FOX]),
    "bundesliga": dict(v1="Bundesliga", slug="bun", series="KXBUNDESLIGA", v2="German Bundesliga",
                       body="the Deutsche Fussball Liga (DFL)", site="https://www.bundesliga.com/",
                       sources=[ESPN]),
    "seriea": dict(v1="Serie A", slug="sea", series="KXSERIEA", v2="Italian Serie A",
                   body="Lega Serie A", site="https://www.legaseriea.it/", sources=[FOX]),
    "ligue1": dict(v1="Ligue 1", slug="fl1", series="KXLIGUE1", v2="French Ligue 1",
                   body="the Ligue de Football Professionnel (LFP)", site="https://www.ligue1.com/",
                   sources=[ESPN]),
    "mls": dict(v1="MLS", slug="mls", series="KXMLS", v2="Major League Soccer",
                body="Major League Soccer", site="https://www.mlssoccer.com/",
                sources=[{"name": "MLS", "url": "https://www.mlssoccer.com/"}]),
    "ucl": dict(v1="UEFA Champions League", slug="ucl", series="KXUCL", v2="UEFA Champions League",
                body="UEFA", site="https://www.uefa.com/",
                sources=[{"name": "UEFA", "url": "https://www.uefa.com/uefachampionsleague/"}]),
    "uel": dict(v1="UEFA Europa League", slug="uel", series="KXUEL", v2="UEFA Europa League",
                body="UEFA", site="https://www.uefa.com/",
                sources=[{"name": "UEFA", "url": "https://www.uefa.com/uefaeuropaleague/"}]),
    "wc": dict(v1="FIFA World Cup", slug="fifwc", series="KXWC", v2="FIFA World Cup",
               body="FIFA", site="https://www.fifa.com/",
               sources=[{"name": "FIFA", "url": "https://www.fifa.com/"}]),
    "eredivisie": dict(v1="Eredivisie", slug="ere", series="KXEREDIVISIE", v2="Dutch Eredivisie",
                       body="the Eredivisie", site="https://eredivisie.nl/", sources=[ESPN]),
    "ligaportugal": dict(v1="Liga Portugal", slug="por", series="KXLIGAPORTUGAL",
                         v2="Portuguese Primeira Liga", body="Liga Portugal",
                         site="https://www.ligaportugal.pt/", sources=[ESPN, FOX]),
    "spl": dict(v1="Scottish Premiership", slug="spl", series="KXSPL", v2="Scottish Premiership",
                body="the Scottish Professional Football League (SPFL)", site="https://spfl.co.uk/",
                sources=[ESPN]),
    "facup": dict(v1="FA Cup", slug="fac", series="KXFACUP", v2="English FA Cup",
                  body="The Football Association", site="https://www.thefa.com/",
                  sources=[ESPN, FOX]),
    "cdf": dict(v1="Coupe de France", slug="cde", series="KXCOUPEDEFRANCE", v2="French Coupe de France",
                body="the French Football Federation (FFF)", site="https://www.fff.fr/",
                sources=[ESPN]),
    "copadelrey": dict(v1="Copa del Rey", slug="cdr", series="KXCOPADELREY", v2="Spanish Copa del Rey",
                       body="the Royal Spanish Football Federation (RFEF)", site="https://rfef.es/",
                       sources=[ESPN]),
    "ligamx": dict(v1="Liga MX", slug="lmx", series="KXLIGAMX", v2="Mexican Liga MX",
                   body="Liga MX", site="https://ligamx.net/", sources=[FOX, ESPN]),
}

PROVIDERS = {"ESPN", "Fox Sports", "Opta"}
OFFICIAL = {"MLS", "UEFA", "FIFA", "LaLiga", "Premier League"}


def series_source_kind(sources):
    kinds = set()
    for s in sources:
        if s["name"] in PROVIDERS:
            kinds.add("provider")
        elif s["name"] in OFFICIAL:
            kinds.add("official")
        else:
            raise ValueError("unknown series source %r" % s["name"])
    if len(kinds) != 1:
        raise ValueError("mixed series sources need an explicit expected value")
    return kinds.pop()


# ---------------------------------------------------------------------------
# Teams: key -> (venue_one formal name, slug code, venue_two short name, ticker code)
# ---------------------------------------------------------------------------
TEAMS = {
    # England
    "ARS": ("Arsenal FC", "ars", "Arsenal", "ARS"),
    "TOT": ("Tottenham Hotspur FC", "tot", "Tottenham", "TOT"),
    "NEW": ("Newcastle United FC", "new", "Newcastle", "NEW"),
    "AVL": ("Aston Villa FC", "ast", "Aston Villa", "AVL"),
    "BHA": ("Brighton & Hove Albion FC", "bri", "Brighton", "BHA"),
    "CRY": ("Crystal Palace FC", "cry", "Crystal Palace", "CRY"),
    "FUL": ("Fulham FC", "ful", "Fulham", "FUL"),
    "WOL": ("Wolverhampton Wanderers FC", "wol", "Wolves", "WOL"),
    "MUN": ("Manchester United FC", "mun", "Manchester United", "MUN"),
    "MCI": ("Manchester City FC", "mac", "Manchester City", "MCI"),
    "WHU": ("West Ham United FC", "wes", "West Ham", "WHU"),
    "NFO": ("Nottingham Forest FC", "not", "Nottingham Forest", "NFO"),
    "BOU": ("AFC Bournemouth", "bou", "Bournemouth", "BOU"),
    "BRE": ("Brentford FC", "bre", "Brentford", "BRE"),
    "LIV": ("Liverpool FC", "liv", "Liverpool", "LFC"),
    "CHE": ("Chelsea FC", "che", "Chelsea", "CFC"),
    "EVE": ("Everton FC", "eve", "Everton", "EVE"),
    "SUN": ("Sunderland AFC", "sun", "Sunderland", "SUN"),
    "LEE": ("Leeds United FC", "lee", "Leeds United", "LEE"),
    "PLY": ("Plymouth Argyle FC", "ply", "Plymouth", "PLY"),
    "IPS": ("Ipswich Town FC", "ips", "Ipswich", "IPS"),
    "MID": ("Middlesbrough FC", "mid", "Middlesbrough", "MID"),
    # Spain
    "SEV": ("Sevilla FC", "sev", "Sevilla", "SEV"),
    "BET": ("Real Betis Balompié", "bet", "Real Betis", "RBB"),
    "VIL": ("Villarreal CF", "vil", "Villarreal", "VIL"),
    "RSO": ("Real Sociedad de Fútbol", "rso", "Real Sociedad", "RSO"),
    "ATH": ("Athletic Club", "bil", "Athletic Club", "ATH"),
    "GIR": ("Girona FC", "gir", "Girona", "GIR"),
    "CEL": ("RC Celta de Vigo", "cel", "Celta Vigo", "RCC"),
    "OSA": ("CA Osasuna", "osa", "Osasuna", "OSA"),
    "RMA": ("Real Madrid CF", "rea", "Real Madrid", "RMA"),
    "BAR": ("FC Barcelona", "bar", "Barcelona", "BAR"),
    "ATM": ("Club Atlético de Madrid", "mad", "Atletico Madrid", "ATM"),
    "VAL": ("Valencia CF", "val", "Valencia", "VCF"),
    "RAY": ("Rayo Vallecano de Madrid", "ray", "Rayo Vallecano", "RVC"),
    "MLL": ("RCD Mallorca", "mll", "Mallorca", "MLL"),
    "ZAR": ("Real Zaragoza", "zar", "Real Zaragoza", "ZAR"),
    "DEP": ("RC Deportivo de La Coruña", "dep", "Deportivo La Coruna", "DEP"),
    "GET": ("Getafe CF", "get", "Getafe", "GET"),
    # Germany
    "FCU": ("1. FC Union Berlin", "uni", "Union Berlin", "FCU"),
    "SVW": ("SV Werder Bremen", "wer", "Werder Bremen", "SVW"),
    "WOB": ("VfL Wolfsburg", "wob", "Wolfsburg", "WOB"),
    "TSG": ("TSG 1899 Hoffenheim", "hof", "Hoffenheim", "TSG"),
    "M05": ("1. FSV Mainz 05", "mai", "Mainz", "M05"),
    "FCA": ("FC Augsburg", "aug", "Augsburg", "FCA"),
    "B04": ("Bayer 04 Leverkusen", "b04", "Leverkusen", "LEV"),
    "BVB": ("Borussia Dortmund", "dor", "Dortmund", "BVB"),
    "BMG": ("Borussia Mönchengladbach", "bmg", "Gladbach", "BMG"),
    "FCB": ("FC Bayern München", "bay", "Bayern Munich", "BMU"),
    "SGE": ("Eintracht Frankfurt", "ein", "Eintracht Frankfurt", "SGE"),
    "VFB": ("VfB Stuttgart", "stu", "Stuttgart", "VFB"),
    "SCF": ("SC Freiburg", "fre", "Freiburg", "SCF"),
    # Italy
    "MIL": ("AC Milan", "mil", "AC Milan", "ACM"),
    "INT": ("FC Internazionale Milano", "int", "Inter", "INT"),
    "NAP": ("SSC Napoli", "nap", "Napoli", "NAP"),
    "ROM": ("AS Roma", "rom", "Roma", "ROM"),
    "LAZ": ("SS Lazio", "laz", "Lazio", "LAZ"),
    "ATA": ("Atalanta BC", "ata", "Atalanta", "ATA"),
    "FIO": ("ACF Fiorentina", "fio", "Fiorentina", "FIO"),
    "TOR": ("Torino FC", "tor", "Torino", "TOR"),
    "BOL": ("Bologna FC 1909", "bol", "Bologna", "BOL"),
    "GEN": ("Genoa CFC", "gen", "Genoa", "GEN"),
    "UDI": ("Udinese Calcio", "udi", "Udinese", "UDI"),
    "JUV": ("Juventus FC", "juv", "Juventus", "JUV"),
    "COM": ("Como 1907", "com", "Como", "COM"),
    # France
    "OM": ("Olympique de Marseille", "olm", "Marseille", "OM"),
    "OL": ("Olympique Lyonnais", "lyo", "Lyon", "OL"),
    "ASM": ("AS Monaco FC", "mon", "Monaco", "ASM"),
    "LIL": ("LOSC Lille", "lil", "Lille", "LIL"),
    "NIC": ("OGC Nice", "nic", "Nice", "NIC"),
    "REN": ("Stade Rennais FC", "ren", "Rennes", "REN"),
    "RCL": ("RC Lens", "len", "Lens", "RCL"),
    "SB29": ("Stade Brestois 29", "bre", "Brest", "SB29"),
    "STR": ("RC Strasbourg Alsace", "str", "Strasbourg", "RCSA"),
    "NAN": ("FC Nantes", "nan", "Nantes", "FCN"),
    "PSG": ("Paris Saint-Germain FC", "par", "Paris Saint-Germain", "PSG"),
    "REI": ("Stade de Reims", "rei", "Reims", "SDR"),
    "PFC": ("Paris FC", "pfc", "Paris FC", "PFC"),
    "AUX": ("AJ Auxerre", "aux", "Auxerre", "AJA"),
    "ANG": ("Angers SCO", "ang", "Angers", "SCO"),
    # USA / Canada
    "LAG": ("LA Galaxy", "lag", "LA Galaxy", "LAG"),
    "SEA": ("Seattle Sounders FC", "sea", "Seattle", "SEA"),
    "MIA": ("Inter Miami CF", "mia", "Inter Miami", "MIA"),
    "CLB": ("Columbus Crew", "clb", "Columbus", "CLB"),
    "ATL": ("Atlanta United FC", "atl", "Atlanta United", "ATL"),
    "PTFC": ("Portland Timbers", "por", "Portland", "POR"),
    "CIN": ("FC Cincinnati", "cin", "Cincinnati", "CIN"),
    "LAFC": ("Los Angeles FC", "laf", "Los Angeles FC", "LAFC"),
    "PHI": ("Philadelphia Union", "phi", "Philadelphia", "PHI"),
    "RSL": ("Real Salt Lake", "rsl", "Real Salt Lake", "RSL"),
    "NYC": ("New York City FC", "nyc", "New York City", "NYC"),
    "NSH": ("Nashville SC", "nsh", "Nashville", "NSH"),
    "MTL": ("CF Montréal", "mtl", "CF Montreal", "MTL"),
    # Netherlands, Portugal, Scotland, Mexico, Turkey, Belgium
    "AJA": ("AFC Ajax", "aja", "Ajax", "AJA"),
    "PSV": ("PSV Eindhoven", "psv", "PSV", "PSV"),
    "FEY": ("Feyenoord Rotterdam", "fey", "Feyenoord", "FEY"),
    "AZ": ("AZ Alkmaar", "az", "AZ Alkmaar", "AZ"),
    "TWE": ("FC Twente", "twe", "Twente", "TWE"),
    "UTR": ("FC Utrecht", "utr", "Utrecht", "UTR"),
    "SLB": ("SL Benfica", "ben", "Benfica", "SLB"),
    "FCP": ("FC Porto", "por", "Porto", "FCP"),
    "SCP": ("Sporting CP", "spo", "Sporting", "SCP"),
    "SCB": ("SC Braga", "bra", "Braga", "SCB"),
    "VSC": ("Vitória SC", "vit", "Vitoria Guimaraes", "VSC"),
    "CELT": ("Celtic FC", "cel", "Celtic", "CEL"),
    "RAN": ("Rangers FC", "ran", "Rangers", "RAN"),
    "HEA": ("Heart of Midlothian FC", "hea", "Hearts", "HEA"),
    "ABE": ("Aberdeen FC", "abe", "Aberdeen", "ABE"),
    "HIB": ("Hibernian FC", "hib", "Hibernian", "HIB"),
    "AME": ("Club América", "ame", "America", "AME"),
    "MTY": ("CF Monterrey", "mty", "Monterrey", "MTY"),
    "GDL": ("CD Guadalajara", "gua", "Guadalajara", "GDL"),
    "TIG": ("Tigres UANL", "tig", "Tigres", "TIG"),
    "CAZ": ("Cruz Azul", "caz", "Cruz Azul", "CAZ"),
    "GAL": ("Galatasaray AŞ", "gal", "Galatasaray", "GAL"),
    "FEN": ("Fenerbahçe SK", "fen", "Fenerbahce", "FEN"),
    "CLU": ("Club Brugge KV", "bru", "Club Brugge", "CLU"),
    # Nations
    "BRA": ("Brazil", "bra", "Brazil", "BRA"),
    "CRO": ("Croatia", "cro", "Croatia", "CRO"),
    "ARG": ("Argentina", "arg", "Argentina", "ARG"),
    "NED": ("Netherlands", "ned", "Netherlands", "NED"),
    "JPN": ("Japan", "jpn", "Japan", "JPN"),
    "MAR": ("Morocco", "mar", "Morocco", "MAR"),
    "CIV": ("Côte d'Ivoire", "civ", "Ivory Coast", "CIV"),
    "KOR": ("Korea Republic", "kr", "South Korea", "KOR"),
    "USA": ("United States", "usa", "USA", "USA"),
    "CAN": ("Canada", "can", "Canada", "CAN"),
    "MEX": ("Mexico", "mex", "Mexico", "MEX"),
    "IRN": ("IR Iran", "irn", "Iran", "IRN"),
    "ECU": ("Ecuador", "ecu", "Ecuador", "ECU"),
    "SEN": ("Senegal", "sen", "Senegal", "SEN"),
    "NOR": ("Norway", "nor", "Norway", "NOR"),
    "ESP": ("Spain", "esp", "Spain", "ESP"),
    "GER": ("Germany", "ger", "Germany", "GER"),
    "PRT": ("Portugal", "prt", "Portugal", "POR"),
    "URU": ("Uruguay", "uru", "Uruguay", "URU"),
    "AUS": ("Australia", "aus", "Australia", "AUS"),
    "COL": ("Colombia", "col", "Colombia", "COL"),
}

MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August",
          "September", "October", "November", "December"]


def date_forms(date_iso, hhmm):
    d = datetime.date.fromisoformat(date_iso)
    mon = MONTHS[d.month - 1]
    return {
        "date_iso": date_iso,
        "date_long": "%d %s %d" % (d.day, mon, d.year),           # 3 October 2026
        "date_us": "%s %d, %d" % (mon, d.day, d.year),             # October 3, 2026
        "date_short": "%s %d %s %d" % (d.strftime("%a"), d.day, mon[:3], d.year),  # Sat 3 Oct 2026
        "date_k": "%s %d, %d" % (mon[:3], d.day, d.year),          # Oct 3, 2026
        "ticker_date": "%02d%s%02d" % (d.year % 100, mon[:3].upper(), d.day),
        "game_start": "%s %s:00+00" % (date_iso, hhmm),
        "occurrence": "%sT%s:00Z" % (date_iso, hhmm),
    }


def fixture_ctx(fx, side):
    """fx = (comp, home_key, away_key, date_iso, hhmm). side: 'home', 'away' or None."""
    comp, hk, ak, date_iso, hhmm = fx
    c = COMPS[comp]
    h, a = TEAMS[hk], TEAMS[ak]
    ctx = dict(date_forms(date_iso, hhmm))
    ctx.update(comp=c["v1"], league=c["v2"], body=c["body"], site=c["site"])
    ctx["v1"] = dict(home=h[0], away=a[0], home_slug=h[1], away_slug=a[1])
    ctx["v2"] = dict(home=h[2], away=a[2], home_code=h[3], away_code=a[3])
    for v in ("v1", "v2"):
        t = ctx[v]
        if side == "home":
            t["team"], t["opp"] = t["home"], t["away"]
        elif side == "away":
            t["team"], t["opp"] = t["away"], t["home"]
    return ctx


# ---------------------------------------------------------------------------
# Layouts
# ---------------------------------------------------------------------------
HEADINGS = {
    "outcome": ["Market", "What pays", "Resolution", "The question", "Outcome"],
    "scope": ["Time period", "Which minutes count", "Scope", "Match period", "Duration"],
    "post": ["Postponement", "Delays", "If the date changes", "Rescheduling", "Postponed fixtures"],
    "canc": ["Cancellation", "Called-off matches", "If the match never happens", "Cancelled games",
             "Scrapped fixtures"],
    "ab": ["Abandonment", "Matches stopped early", "Unfinished games"],
    "src": ["Source", "Resolution source", "Where the result comes from", "Data", "Sources"],
    "rev": ["Corrections", "Later changes", "Score revisions"],
    "draw": ["Ties", "Level scores", "Draws"],
    "note": ["Note", "Other", "Also"],
}
QUESTIONS = {
    "outcome": ["What does this market ask?", "When does it resolve Yes?", "What is being predicted?"],
    "scope": ["Which part of the game counts?", "Does extra time count?",
              "How long is the match for settlement purposes?"],
    "post": ["What if the match is postponed?", "What happens if kick-off is moved?",
             "And if the game is delayed?"],
    "canc": ["What if the match is cancelled?", "What if it never takes place?",
             "What if it is called off for good?"],
    "ab": ["What if the match is abandoned?", "What if play is stopped and never finished?"],
    "src": ["Where does the result come from?", "Which source decides?", "Who provides the result?"],
    "rev": ["What about later corrections?", "Can the result change afterwards?"],
    "draw": ["What if it finishes level?", "What about a draw?"],
    "note": ["Anything else?"],
}
QUESTIONS_US = dict(QUESTIONS)
QUESTIONS_US["canc"] = ["What if the game is canceled?", "What if it never takes place?",
                        "What if it is called off for good?"]

LOWER_OK = {"If", "Should", "Where", "The", "A", "An", "Any", "Only", "Once", "In", "For",
            "Settlement", "This", "Changes", "Goals", "Resolution", "There", "It", "Later",
            "Official", "Abandonment", "Cancellation", "Matches", "Postponed", "Up", "We"}

LAYOUTS = ["paras", "one_para", "lines", "bullets", "bullets_dot", "numbered", "numbered_paren",
           "headings", "headings_caps", "qa", "faq", "semicolon"]


def render(sections, layout, idx, us=False):
    """sections: list of (cat, text). idx picks heading/question variants deterministically."""
    texts = [t for _, t in sections]
    if layout == "paras":
        return "\n\n".join(texts)
    if layout == "one_para":
        return " ".join(texts)
    if layout == "lines":
        return "\n".join(texts)
    if layout == "bullets":
        return "\n".join("- " + t for t in texts)
    if layout == "bullets_dot":
        return "\n".join("\u2022 " + t for t in texts)
    if layout == "numbered":
        return "\n".join("%d. %s" % (i + 1, t) for i, t in enumerate(texts))
    if layout == "numbered_paren":
        return "\n".join("(%d) %s" % (i + 1, t) for i, t in enumerate(texts))
    if layout in ("headings", "headings_caps"):
        out, seen = [], {}
        for cat, t in sections:
            k = seen.get(cat, 0)
            seen[cat] = k + 1
            opts = HEADINGS[cat]
            h = opts[(idx + k) % len(opts)]
            if layout == "headings_caps":
                out.append("%s: %s" % (h.upper(), t))
            else:
                out.append("%s\n%s" % (h, t))
        return "\n\n".join(out)
    if layout in ("qa", "faq"):
        qs = QUESTIONS_US if us else QUESTIONS
        out, seen = [], {}
        for cat, t in sections:
            k = seen.get(cat, 0)
            seen[cat] = k + 1
            opts = qs[cat]
            q = opts[(idx + k) % len(opts)]
            if layout == "qa":
                out.append("Q: %s\nA: %s" % (q, t))
            else:
                out.append("%s\n%s" % (q, t))
        return "\n\n".join(out)
    if layout == "semicolon":
        parts = []
        for i, t in enumerate(texts):
            t = t.rstrip()
            if i < len(texts) - 1 and t.endswith("."):
                t = t[:-1]
            if i > 0:
                first = t.split(" ", 1)[0]
                if first in LOWER_OK:
                    t = first.lower() + t[len(first):]
            parts.append(t)
        return "; ".join(parts)
    raise ValueError(layout)


# ---------------------------------------------------------------------------
# Clause banks shared by both venues.
# A clause is (cat, meaning, text, styles, vals).  vals: dict of expected fields the clause
# states, or None when the field value follows from the meaning (see meaning_vals).
# ---------------------------------------------------------------------------
def bank(cat, meaning, rows):
    out = {}
    for row in rows:
        key, text, styles = row[0], row[1], row[2]
        vals = row[3] if len(row) > 3 else None
        out["%s.%s" % (meaning, key)] = (cat, meaning, text, list(styles), vals)
    return out


SHARED = {}

# P1: postponed -> open until played, no limit.
SHARED.update(bank("post", "P1", [
    ("a", "If the match is postponed, the market remains open until it is played, whenever that "
          "turns out to be.", ["plain"]),
    ("b", "In the event that the Match is postponed, the Market shall remain open and shall be "
          "resolved on the basis of the rescheduled Match, irrespective of the length of the delay.",
     ["legal"]),
    ("c", "Postponed \u2192 no cut-off; the market waits for the match.",
     ["terse", "arrow"]),
    ("d", "Should the fixture be moved to a later date, the market will be kept open and settled "
          "once the game has been played.", ["passive", "syn:moved", "condition_first"]),
    ("e", "A delayed or rescheduled game does not close this market; it simply waits for the match "
          "to take place, with no limit on the wait.", ["syn:delayed", "syn:rescheduled", "joined"]),
    ("f", "The market stays open. A postponement only pushes settlement back to whenever the match "
          "is finally played.", ["split_sentences", "result_first"]),
    ("g", "There is no deadline for a postponed game: the market follows the fixture to its new "
          "date, however far away that is.", ["colon_joined"]),
    ("h", "If the game is put back, trading carries on and the market is settled on the rearranged "
          "fixture, with no time limit.", ["british", "syn:put_back", "syn:rearranged"]),
    ("i", "If the game gets pushed back, this market will stay open for as long as it takes for the "
          "game to be played.", ["american", "syn:pushed_back"]),
]))

# C2: cancelled -> 50-50.
SHARED.update(bank("canc", "C2", [
    ("a", "If the match is cancelled and not replayed, the market resolves 50-50.",
     ["plain", "british_spelling", "numerals"]),
    ("b", "Where the Match is cancelled and not rescheduled, each outcome of the Market shall be "
          "settled at 0.50.", ["legal", "numerals"]),
    ("c", "Cancelled & never replayed \u2192 50/50.", ["terse", "arrow"]),
    ("d", "Should the game be scrapped and never replayed, the market will be split evenly, with "
          "each side paid half.", ["passive", "syn:scrapped", "syn:split_evenly"]),
    ("e", "A match that is called off for good settles this market at fifty-fifty.",
     ["number_words", "syn:called_off"]),
    ("f", "If the game is canceled with no make-up date, Yes and No each pay out $0.50.",
     ["american_spelling", "numerals"]),
    ("g", "If the fixture never takes place, the market is resolved at 50% for each outcome.",
     ["passive", "percent"]),
]))

# C3 on exact score: settled as 0-0.
SHARED.update(bank("canc", "C3", [
    ("a", "If the match is cancelled and not replayed, the market is settled as though it finished "
          "0-0.", ["plain", "british_spelling"]),
    ("b", "Where the Match is cancelled, the Market shall be resolved as if the final score were "
          "nil-nil (0-0).", ["legal", "british", "number_words"]),
    ("c", "Cancelled \u2192 settled as 0-0.", ["terse", "arrow"]),
    ("d", "A scrapped game is treated as goalless (0-0) for this market.",
     ["passive", "syn:scrapped", "syn:goalless"]),
    ("e", "If the game is canceled with no make-up, the market resolves as a 0-0 score.",
     ["american_spelling"]),
    ("f", "The score will be deemed to be 0-0 should the match be called off permanently.",
     ["passive", "result_first", "syn:called_off"]),
    # first-team-to-score wordings ("Neither" -> the team leg is No)
    ("n1", "If the match is cancelled and not replayed, the result is taken to be \"Neither team "
           "scores first\", so this market resolves \"No\".", ["plain", "quoted_labels"]),
    ("n2", "If the game is canceled for good, the outcome defaults to Neither, which means No "
           "here.", ["american_spelling", "syn:for_good"]),
]))

# AB: abandonment.  vals carry the payout; "copy" copies the cancellation payout.
SHARED.update(bank("ab", "AB", [
    ("a", "If the match is abandoned and not completed, it is treated as cancelled.",
     ["plain", "british_spelling"], {"void_abandoned": "copy"}),
    ("b", "A Match that is abandoned after kick-off and is not resumed shall be treated for all "
          "purposes of this Market as a cancelled Match.", ["legal", "passive"],
     {"void_abandoned": "copy"}),
    ("c", "Abandoned and not finished \u2192 handled as a cancellation.", ["terse", "arrow"],
     {"void_abandoned": "copy"}),
    ("d", "If play is halted and the game is never completed, the market resolves 50-50.",
     ["plain", "syn:halted", "numerals"], {"void_abandoned": "50-50"}),
    ("e", "A game that is suspended by the referee and not restarted will be settled at the last "
          "traded price before play was stopped.", ["passive", "syn:suspended"],
     {"void_abandoned": "last_price"}),
    ("f", "If the game is called off partway through and never finished, every position is "
          "refunded.", ["american", "syn:called_off"], {"void_abandoned": "refund"}),
    ("g", "Abandonment counts as a cancellation for this market.", ["terse", "nominal"],
     {"void_abandoned": "copy"}),
    ("h", "If the referee abandons the match before full time and it is not played to a finish, "
          "the market resolves to \"No\".", ["plain", "british"], {"void_abandoned": "no"}),
    ("i", "Should a game be abandoned and left unfinished, it will be handled exactly as though it "
          "had been canceled.", ["passive", "american_spelling"], {"void_abandoned": "copy"}),
    ("j", "Matches stopped early and never completed: fifty-fifty settlement.",
     ["terse", "number_words"], {"void_abandoned": "50-50"}),
    ("k", "An abandoned game that is not resumed is settled at a fair price.",
     ["plain", "passive"], {"void_abandoned": "fair_price"}),
]))

# S5: whole game including extra time (shoot-out not counted).
SHARED.update(bank("scope", "S5", [
    ("a", "Goals scored at any point in the game count, including any extra time; a penalty "
          "shoot-out adds nothing to the tally.", ["plain", "joined"]),
    ("b", "Everything played counts: normal time, added time and, where it is played, extra "
          "time. A shoot-out is not part of the game for this purpose.", ["split_sentences", "colon_joined"]),
    ("c", "For the purposes of this Market, the Match includes regulation time, stoppage time and "
          "any extra time played, but excludes any penalty shoot-out.", ["legal"]),
    ("d", "Counts: 90' + stoppage + ET. Shoot-out: no.", ["terse", "numerals", "abbrev"]),
    ("e", "If the game goes to extra time, goals in extra time are included; kicks taken in a "
          "shoot-out are not.", ["condition_first", "joined"]),
    ("f", "Measured over the entire game, extra time included (penalty shoot-out excluded).",
     ["terse", "parenthetical"]),
    ("g", "Goals are counted across the full match, any extra time included; shoot-out penalties "
          "are not counted as goals.", ["passive"]),
]))

# S6: advance / qualification incl. extra time and penalties.
SHARED.update(bank("scope", "S6", [
    ("a", "Progression is decided over the full tie, including extra time and a penalty shoot-out "
          "if one is needed.", ["plain"]),
    ("b", "For the purposes of this Market, \"advance\" means to be declared the winner of the tie "
          "by the organiser, whether on aggregate score, after extra time, or by penalty "
          "shoot-out.", ["legal", "british_spelling", "definition"]),
    ("c", "Counts: whole tie incl. ET + pens.", ["terse", "abbrev"]),
    ("d", "It does not matter how they get through: a win in normal time, in extra time or on "
          "penalties all count.", ["colon_joined", "syn:get_through"]),
    ("e", "The market is settled on which team goes through, with extra time and any shoot-out "
          "taken into account.", ["passive", "syn:goes_through"]),
    ("f", "Overtime and penalty kicks count: this market is about which team moves on, not the "
          "90-minute result.", ["american", "syn:overtime", "syn:moves_on"]),
    ("g", "Extra time and, if needed, penalties are part of this market; it settles on who "
          "qualifies.", ["joined", "syn:qualifies"]),
    ("h", "This is a two-way market. There is no draw outcome. Extra time counts. So does a "
          "shoot-out.", ["split_sentences", "terse"]),
]))

# R2: post-resolution revisions ignored.
SHARED.update(bank("rev", "R2", [
    ("a", "Official result changes that come after resolution are not considered.", ["plain", "passive"]),
    ("b", "Any amendment to the official result occurring after resolution shall be disregarded.",
     ["legal"]),
    ("c", "Post-settlement score corrections: ignored.", ["terse"]),
    ("d", "Once the market is settled, it stays settled, whatever later revisions are made to "
          "the score.", ["passive", "condition_first"]),
    ("e", "If the result is changed later (on appeal, for example), that has no effect on a market "
          "that has already resolved.", ["plain", "parenthetical"]),
    ("f", "Score revisions after resolution don't count.", ["american", "contraction"]),
    ("g", "The market is not reopened for a revised scoreline.", ["passive", "syn:scoreline"]),
]))


# ---------------------------------------------------------------------------
# Derivation of the expected record
# ---------------------------------------------------------------------------
SCOPE_OF = {"S1": "regulation", "S2": "regulation", "S3": "regulation", "S4": "regulation",
            "S5": "extra_time", "S6": "penalties"}
POST_OF = {"P1": ("open_until_played", "result"), "P2": (48, "fair_price"),
           "P3": (48, "fair_price"), "P4": (336, "last_price")}


def meaning_vals(meaning, family, outcome):
    if meaning in SCOPE_OF:
        return {"scope": SCOPE_OF[meaning]}
    if meaning in POST_OF:
        w, p = POST_OF[meaning]
        return {"timing_window": w, "void_postponed_long": p}
    if meaning == "C1":
        if family == "win":
            return {"void_cancelled": "no"}
        if family == "draw":
            return {"void_cancelled": "yes"}
        raise ValueError("C1 on a non-1X2 leg")
    if meaning == "C2":
        return {"void_cancelled": "50-50"}
    if meaning == "C3":
        if family == "exact_score":
            return {"void_cancelled": "yes" if outcome == "0-0" else "no"}
        if family == "other":
            return {"void_cancelled": "no"}
        raise ValueError("C3 on %s" % family)
    if meaning == "C4":
        return {"void_cancelled": "fair_price"}
    if meaning == "PC":
        return {"timing_window": 48, "void_postponed_long": "fair_price",
                "void_cancelled": "fair_price"}
    if meaning == "R1":
        return {"source_primary": "official", "source_fallback": "consensus"}
    return {}


EXPECTED_KEYS = ["family", "outcome", "line", "half", "scope", "source_primary", "source_fallback",
                 "timing_window", "void_cancelled", "void_postponed_long", "void_abandoned"]

FAMILIES = {"win", "draw", "advance", "spread", "total", "btts", "half", "exact_score", "other"}
PAYOUTS = {"yes", "no", "50-50", "fair_price", "last_price", "refund", "ambiguous", None}
POST_PAYOUTS = {"result", "fair_price", "last_price", "ambiguous", None}
SCOPES = {"regulation", "extra_time", "penalties", "ambiguous", None}
SOURCES = {"official", "provider", "consensus", "ambiguous", None}
WINDOWS = {48, 336, "open_until_played", "ambiguous", None}


def derive(family, outcome, clauses, override, series_kind=None):
    """Build the expected record and meanings list from the clauses a leg uses."""
    exp = {k: None for k in EXPECTED_KEYS}
    set_by = {}
    meanings = []
    for cat, meaning, _text, _styles, vals in clauses:
        if cat == "outcome":
            continue
        v = dict(meaning_vals(meaning, family, outcome)) if meaning else {}
        if vals:
            v.update(vals)
        for m in (["P2", "C4"] if meaning == "PC" else [meaning] if meaning else []):
            if m not in meanings:
                meanings.append(m)
        for k, val in v.items():
            if k in set_by and exp[k] != val and k not in override:
                raise ValueError("conflict on %s: %r vs %r" % (k, exp[k], val))
            exp[k] = val
            set_by[k] = meaning
    if exp["void_abandoned"] == "copy":
        if exp["void_cancelled"] is None:
            raise ValueError("abandonment copies a cancellation payout the text does not state")
        exp["void_abandoned"] = exp["void_cancelled"]
    if series_kind and exp["source_primary"] is None and "source_primary" not in override:
        exp["source_primary"] = series_kind
        meanings.append("R3")
    exp.update(override)
    return exp, meanings


ORDER = ["F:", "S", "D1", "P", "C", "AB", "R"]


def order_meanings(family, meanings):
    def rank(m):
        for i, p in enumerate(ORDER[1:]):
            if m.startswith(p):
                return i
        return 99
    ms = sorted(dict.fromkeys(meanings), key=lambda m: (rank(m), m))
    return ["F:" + family] + ms


# ---------------------------------------------------------------------------
# Validation
# ---------------------------------------------------------------------------
LEG_KEYS_V1 = ["id", "venue", "styles", "meanings", "home", "away", "competition", "market",
               "expected"]
LEG_KEYS_V2 = ["id", "venue", "styles", "meanings", "home", "away", "competition", "market",
               "series_settlement_sources", "expected"]
MARKET_KEYS_V1 = ["id", "question", "slug", "groupItemTitle", "sportsMarketType", "line",
                  "outcomes", "description", "resolutionSource", "event_title", "gameStartTime"]
MARKET_KEYS_V2 = ["ticker", "event_ticker", "series_ticker", "title", "yes_sub_title",
                  "no_sub_title", "rules_primary", "rules_secondary", "occurrence_datetime"]


def validate(leg):
    errs = []
    v = leg.get("venue")
    keys = LEG_KEYS_V1 if v == "venue_one" else LEG_KEYS_V2
    if list(leg.keys()) != keys:
        errs.append("leg keys %s" % list(leg.keys()))
    mk = MARKET_KEYS_V1 if v == "venue_one" else MARKET_KEYS_V2
    if list(leg["market"].keys()) != mk:
        errs.append("market keys %s" % list(leg["market"].keys()))
    e = leg["expected"]
    if list(e.keys()) != EXPECTED_KEYS:
        errs.append("expected keys")
    fam = e["family"]
    if fam not in FAMILIES:
        errs.append("family %r" % fam)
    if e["scope"] not in SCOPES:
        errs.append("scope %r" % e["scope"])
    for k in ("source_primary", "source_fallback"):
        if e[k] not in SOURCES:
            errs.append("%s %r" % (k, e[k]))
    if e["timing_window"] not in WINDOWS:
        errs.append("timing %r" % e["timing_window"])
    for k in ("void_cancelled", "void_abandoned"):
        if e[k] not in PAYOUTS:
            errs.append("%s %r" % (k, e[k]))
    if e["void_postponed_long"] not in POST_PAYOUTS:
        errs.append("void_postponed_long %r" % e["void_postponed_long"])
    if (e["timing_window"] is None) != (e["void_postponed_long"] is None):
        errs.append("timing and postponement payout must both be set or both null")
    teams = {leg["home"], leg["away"]}
    out = e["outcome"]
    if fam in ("win", "advance", "spread"):
        if out not in teams:
            errs.append("team outcome %r" % out)
    if fam == "draw" and out != "draw":
        errs.append("draw outcome")
    if fam == "half" and out not in teams | {"draw"}:
        errs.append("half outcome")
    if fam == "half":
        if e["half"] not in ("first", "second") or e["scope"] is not None:
            errs.append("half/scope")
    elif e["half"] is not None:
        errs.append("half set on non-half leg")
    elif e["scope"] is None:
        errs.append("scope missing")
    if fam in ("spread", "total"):
        if not isinstance(e["line"], (int, float)) or e["line"] <= 0:
            errs.append("line")
    if fam == "total" and out not in ("over", "under"):
        errs.append("total outcome")
    if fam == "btts" and out not in ("yes", "no"):
        errs.append("btts outcome")
    if fam == "exact_score":
        parts = str(out).split("-")
        if len(parts) != 2 or not all(p.isdigit() for p in parts):
            errs.append("score outcome")
    if fam == "advance" and e["scope"] != "penalties":
        errs.append("advance scope")
    if fam in ("win", "draw", "btts", "exact_score", "advance", "half") and e["line"] is not None:
        errs.append("line on %s" % fam)
    if v == "venue_one" and fam == "spread":
        if leg["market"]["line"] != -e["line"]:
            errs.append("wire spread line")
    if v == "venue_one" and fam == "total":
        if leg["market"]["line"] != e["line"]:
            errs.append("wire total line")
    texts = ([leg["market"]["description"], leg["market"]["question"]] if v == "venue_one" else
             [leg["market"]["rules_primary"], leg["market"]["rules_secondary"], leg["market"]["title"]])
    for t in texts:
        if "{" in t or "}" in t or "<" in t:
            errs.append("placeholder left in %r" % t[:60])
        if "  " in t:
            errs.append("double space in %r" % t[:60])
    if not leg["meanings"] or leg["meanings"][0] != "F:" + fam:
        errs.append("meanings must start with the family")
    return errs
