"""Wire-shape builders for held-out reading set (c). Stdlib only."""
import datetime

# key: (venue_one formal name, venue_one slug code, venue_two short name, venue_two ticker code)
CLUBS = {
    # Premier League
    "ARS": ("Arsenal FC", "ars", "Arsenal", "ARS"),
    "CHE": ("Chelsea FC", "che", "Chelsea", "CFC"),
    "LIV": ("Liverpool FC", "liv", "Liverpool", "LFC"),
    "MCI": ("Manchester City FC", "mac", "Man City", "MCI"),
    "MUN": ("Manchester United FC", "mun", "Man United", "MUN"),
    "TOT": ("Tottenham Hotspur FC", "tot", "Tottenham", "TOT"),
    "NEW": ("Newcastle United FC", "new", "Newcastle", "NEW"),
    "AVL": ("Aston Villa FC", "ast", "Aston Villa", "AVL"),
    "BHA": ("Brighton & Hove Albion FC", "bri", "Brighton", "BHA"),
    "NFO": ("Nottingham Forest FC", "not", "Nottingham Forest", "NFO"),
    "WHU": ("West Ham United FC", "wes", "West Ham", "WHU"),
    "EVE": ("Everton FC", "eve", "Everton", "EVE"),
    "BRE": ("Brentford FC", "bre", "Brentford", "BRE"),
    "FUL": ("Fulham FC", "ful", "Fulham", "FUL"),
    "CRY": ("Crystal Palace FC", "cry", "Crystal Palace", "CRY"),
    "BOU": ("AFC Bournemouth", "bou", "Bournemouth", "BOU"),
    "LEE": ("Leeds United FC", "lee", "Leeds", "LEE"),
    "SUN": ("Sunderland AFC", "sun", "Sunderland", "SUN"),
    # LaLiga
    "RMA": ("Real Madrid CF", "rea", "Real Madrid", "RMA"),
    "BAR": ("FC Barcelona", "bar", "Barcelona", "BAR"),
    "ATM": ("Club Atlético de Madrid", "mad", "Atletico Madrid", "ATM"),
    "ATH": ("Athletic Club", "bil", "Athletic Club", "ATH"),
    "BET": ("Real Betis Balompié", "bet", "Real Betis", "RBB"),
    "VIL": ("Villarreal CF", "vil", "Villarreal", "VIL"),
    "RSO": ("Real Sociedad de Fútbol", "rso", "Real Sociedad", "RSO"),
    "SEV": ("Sevilla FC", "sev", "Sevilla", "SEV"),
    "VAL": ("Valencia CF", "val", "Valencia", "VCF"),
    "GIR": ("Girona FC", "gir", "Girona", "GIR"),
    "CEL": ("RC Celta de Vigo", "cel", "Celta Vigo", "RCC"),
    "RAY": ("Rayo Vallecano de Madrid", "ray", "Rayo Vallecano", "RVC"),
    # Bundesliga
    "BAY": ("FC Bayern München", "bay", "Bayern Munich", "BMU"),
    "BVB": ("Borussia Dortmund", "dor", "Dortmund", "BVB"),
    "RBL": ("RB Leipzig", "lei", "RB Leipzig", "RBL"),
    "SGE": ("Eintracht Frankfurt", "ein", "Frankfurt", "SGE"),
    "B04": ("Bayer 04 Leverkusen", "b04", "Leverkusen", "LEV"),
    "VFB": ("VfB Stuttgart", "stu", "Stuttgart", "VFB"),
    "SCF": ("SC Freiburg", "fre", "Freiburg", "SCF"),
    "WOB": ("VfL Wolfsburg", "wol", "Wolfsburg", "WOB"),
    "BMG": ("Borussia Mönchengladbach", "bmg", "Gladbach", "BMG"),
    "FCU": ("1. FC Union Berlin", "uni", "Union Berlin", "FCU"),
    "TSG": ("TSG 1899 Hoffenheim", "hof", "Hoffenheim", "TSG"),
    "M05": ("1. FSV Mainz 05", "mai", "Mainz", "M05"),
    # Serie A
    "INT": ("FC Internazionale Milano", "int", "Inter", "INT"),
    "MIL": ("AC Milan", "mil", "AC Milan", "ACM"),
    "JUV": ("Juventus FC", "juv", "Juventus", "JUV"),
    "NAP": ("SSC Napoli", "nap", "Napoli", "NAP"),
    "ROM": ("AS Roma", "rom", "Roma", "ROM"),
    "LAZ": ("SS Lazio", "laz", "Lazio", "LAZ"),
    "ATA": ("Atalanta BC", "ata", "Atalanta", "ATA"),
    "BOL": ("Bologna FC 1909", "bol", "Bologna", "BOL"),
    "FIO": ("ACF Fiorentina", "fio", "Fiorentina", "FIO"),
    "COM": ("Como 1907", "com", "Como", "COM"),
    "TOR": ("Torino FC", "tor", "Torino", "TOR"),
    # Ligue 1
    "PSG": ("Paris Saint-Germain FC", "par", "PSG", "PSG"),
    "OM": ("Olympique de Marseille", "olm", "Marseille", "OM"),
    "OL": ("Olympique Lyonnais", "lyo", "Lyon", "OL"),
    "ASM": ("AS Monaco FC", "mon", "Monaco", "ASM"),
    "LIL": ("LOSC Lille", "lil", "Lille", "LIL"),
    "NIC": ("OGC Nice", "nic", "Nice", "NIC"),
    "RCL": ("RC Lens", "len", "Lens", "RCL"),
    "REN": ("Stade Rennais FC", "ren", "Rennes", "REN"),
    "RCS": ("RC Strasbourg Alsace", "str", "Strasbourg", "RCS"),
}

# competition key: (venue_one slug prefix, venue_two series stem, league display name v2, official url)
COMPS = {
    "epl": ("epl", "EPL", "Premier League", "https://www.premierleague.com/"),
    "laliga": ("lal", "LALIGA", "La Liga", "https://www.laliga.com/"),
    "bundesliga": ("bun", "BUNDESLIGA", "Bundesliga", "https://www.bundesliga.com/"),
    "seriea": ("sea", "SERIEA", "Serie A", "https://www.legaseriea.it/"),
    "ligue1": ("fl1", "LIGUE1", "Ligue 1", "https://ligue1.com/"),
    "ucl": ("ucl", "UCL", "Champions League", "https://www.uefa.com/uefachampionsleague/"),
}

PROVIDERS = [{"name": "ESPN", "url": "https://www.espn.com/soccer/"},
             {"name": "Fox Sports", "url": "https://www.foxsports.com/soccer"}]


def official_sources(comp):
    return [{"name": COMPS[comp][2], "url": COMPS[comp][3]}]


EXP_KEYS = ["family", "outcome", "line", "half", "scope", "source_primary", "source_fallback",
            "timing_window", "void_cancelled", "void_postponed_long", "void_abandoned"]


def E(family, outcome, line=None, half=None, scope=None, sp=None, sf=None, tw=None,
      vc=None, vp=None, va=None):
    return {"family": family, "outcome": outcome, "line": line, "half": half, "scope": scope,
            "source_primary": sp, "source_fallback": sf, "timing_window": tw,
            "void_cancelled": vc, "void_postponed_long": vp, "void_abandoned": va}


def _v1_id(n):
    return str(4630000 + n * 173)


def v1(n, comp, home, away, date, kind, text, exp, styles, meanings, pick=None, line=None,
       question=None, git=None, rs="", smt=None, event_title=None):
    """A venue_one (Gamma-shaped) leg. kind in win/draw/advance/spread/total/btts/half1/half2/exact."""
    H, hc = CLUBS[home][0], CLUBS[home][1]
    A, ac = CLUBS[away][0], CLUBS[away][1]
    pfx = COMPS[comp][0]
    base = f"{pfx}-{hc}-{ac}-{date}"
    T = CLUBS[pick][0] if pick in CLUBS else None
    tc = CLUBS[pick][1] if pick in CLUBS else None
    more = False
    if kind == "win":
        q, g, s, slug = f"Will {T} win on {date}?", T, "moneyline", f"{base}-{tc}"
    elif kind == "draw":
        q, g, s, slug = f"Will {H} vs. {A} end in a draw?", f"Draw ({H} vs. {A})", "moneyline", f"{base}-draw"
    elif kind == "advance":
        q, g, s, slug = f"Will {T} advance?", T, "moneyline", f"{base}-{tc}-advance"
    elif kind == "spread":
        q, g, s, slug = f"Spread: {T} ({line})", f"{T} ({line})", "spreads", f"{base}-spread-{tc}-{str(abs(line)).replace('.', 'pt')}"
        more = True
    elif kind == "total":
        q, g, s, slug = f"{H} vs. {A}: O/U {line}", f"O/U {line}", "totals", f"{base}-total-{str(line).replace('.', 'pt')}"
        more = True
    elif kind == "btts":
        q, g, s, slug = f"{H} vs. {A}: Both Teams to Score", "Both Teams to Score", "both_teams_to_score", f"{base}-btts"
        more = True
    elif kind == "half1":
        who = T if T else "Draw"
        q, g, s, slug = f"{H} vs. {A}: Halftime result - {who}?", f"Halftime: {who}", "soccer_halftime_result", f"{base}-ht-{tc or 'draw'}"
        more = True
    elif kind == "half2":
        who = T if T else "Draw"
        q, g, s, slug = f"{H} vs. {A}: Second-half result - {who}?", f"2nd half: {who}", "soccer_second_half_result", f"{base}-2h-{tc or 'draw'}"
        more = True
    elif kind == "exact":
        q, g, s, slug = f"{H} vs. {A}: Exact score {pick}?", f"Exact score {pick}", "soccer_exact_score", f"{base}-score-{pick}"
        more = True
    else:
        raise ValueError(kind)
    market = {
        "id": _v1_id(n),
        "question": question or q,
        "slug": slug,
        "groupItemTitle": git or g,
        "sportsMarketType": smt or s,
        "line": line,
        "outcomes": "[\"Yes\", \"No\"]",
        "description": text,
        "resolutionSource": rs,
        "event_title": event_title or (f"{H} vs. {A} - More Markets" if more else f"{H} vs. {A}"),
    }
    return {"id": f"c1-{n:03d}", "venue": "venue_one", "styles": styles, "meanings": meanings,
            "home": H, "away": A, "competition": comp, "market": market, "expected": exp}


MON = ["JAN", "FEB", "MAR", "APR", "MAY", "JUN", "JUL", "AUG", "SEP", "OCT", "NOV", "DEC"]
MONL = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]


def us_date(date):
    d = datetime.date.fromisoformat(date)
    return f"{MONL[d.month - 1]} {d.day}, {d.year}"


def v2(n, comp, home, away, date, kind, suffix, yes_sub, primary, secondary, exp, styles,
       meanings, title=None, sources="providers"):
    """A venue_two (trade-api-shaped) leg. kind: GAME, TOTAL, SPREAD, BTTS, 1H, 2H, SCORE, ADVANCE."""
    H, hc = CLUBS[home][2], CLUBS[home][3]
    A, ac = CLUBS[away][2], CLUBS[away][3]
    d = datetime.date.fromisoformat(date)
    stem = COMPS[comp][1]
    series = f"KX{stem}{kind}"
    event = f"{series}-{d.year % 100:02d}{MON[d.month - 1]}{d.day:02d}{hc}{ac}"
    default_titles = {
        "GAME": f"{H} vs {A} Winner?",
        "TOTAL": f"{H} vs {A}: Total Goals",
        "SPREAD": f"{H} vs {A}: Spread",
        "BTTS": f"{H} vs {A}: Both Teams to Score?",
        "1H": f"{H} vs {A} First Half Winner?",
        "2H": f"{H} vs {A} Second Half Winner?",
        "SCORE": f"{H} vs {A}: Exact Score",
        "ADVANCE": f"{H} vs {A}: Who advances?",
    }
    if sources == "providers":
        src = PROVIDERS
    elif sources == "official":
        src = official_sources(comp)
    elif sources == "none":
        src = []
    else:
        src = sources
    market = {
        "ticker": f"{event}-{suffix}",
        "event_ticker": event,
        "series_ticker": series,
        "title": title or default_titles[kind],
        "yes_sub_title": yes_sub,
        "no_sub_title": yes_sub,
        "rules_primary": primary,
        "rules_secondary": secondary,
    }
    return {"id": f"c2-{n:03d}", "venue": "venue_two", "styles": styles, "meanings": meanings,
            "home": H, "away": A, "competition": comp, "market": market,
            "series_settlement_sources": src, "expected": exp}
