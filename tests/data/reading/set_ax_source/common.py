"""Fixtures, wire builders and expected-record helper for set (ax)."""

# key: (competition, v1 home, v1 away, v2 home, v2 away, slug prefix, slug home, slug away,
#       v2 league code, ticker home, ticker away, kickoff UTC "YYYY-MM-DD HH:MM", local/US date)
FIXTURES = {
    "ars_tot": ("epl", "Arsenal FC", "Tottenham Hotspur FC", "Arsenal", "Tottenham", "epl", "ars", "tot", "EPL", "ARS", "TOT", "2026-11-21 15:00", "2026-11-21"),
    "rma_bar": ("laliga", "Real Madrid CF", "FC Barcelona", "Real Madrid", "Barcelona", "lal", "rea", "bar", "LALIGA", "RMA", "BAR", "2026-10-25 19:00", "2026-10-25"),
    "bay_dor": ("bundesliga", "FC Bayern München", "Borussia Dortmund", "Bayern Munich", "Dortmund", "bun", "bay", "dor", "BUNDESLIGA", "BMU", "BVB", "2026-11-07 17:30", "2026-11-07"),
    "juv_mil": ("seriea", "Juventus FC", "AC Milan", "Juventus", "AC Milan", "sea", "juv", "mil", "SERIEA", "JUV", "ACM", "2026-11-29 19:45", "2026-11-29"),
    "psg_om": ("ligue1", "Paris Saint-Germain FC", "Olympique de Marseille", "PSG", "Marseille", "fl1", "par", "olm", "LIGUE1", "PSG", "OM", "2026-12-06 19:45", "2026-12-06"),
    "mci_che": ("epl", "Manchester City FC", "Chelsea FC", "Man City", "Chelsea", "epl", "mac", "che", "EPL", "MCI", "CFC", "2026-12-12 17:30", "2026-12-12"),
    "atm_sev": ("laliga", "Club Atlético de Madrid", "Sevilla FC", "Atletico Madrid", "Sevilla", "lal", "mad", "sev", "LALIGA", "ATM", "SEV", "2027-01-09 20:00", "2027-01-09"),
    "lev_rbl": ("bundesliga", "Bayer 04 Leverkusen", "RB Leipzig", "Leverkusen", "RB Leipzig", "bun", "b04", "lei", "BUNDESLIGA", "LEV", "RBL", "2026-10-17 13:30", "2026-10-17"),
    "liv_rma": ("ucl", "Liverpool FC", "Real Madrid CF", "Liverpool", "Real Madrid", "ucl", "liv", "rea", "UCL", "LFC", "RMA", "2027-03-17 20:00", "2027-03-17"),
    "nap_rom": ("seriea", "SSC Napoli", "AS Roma", "Napoli", "Roma", "sea", "nap", "rom", "SERIEA", "NAP", "ROM", "2026-10-04 18:45", "2026-10-04"),
    "new_avl": ("epl", "Newcastle United FC", "Aston Villa FC", "Newcastle", "Aston Villa", "epl", "new", "ast", "EPL", "NEW", "AVL", "2027-01-02 15:00", "2027-01-02"),
    "lag_sea": ("mls", "LA Galaxy", "Seattle Sounders FC", "LA Galaxy", "Seattle", "mls", "lag", "sea", "MLS", "LAG", "SEA", "2026-09-26 02:30", "2026-09-25"),
    "bra_mar": ("wc", "Brazil", "Morocco", "Brazil", "Morocco", "fifwc", "bra", "mar", "WC", "BRA", "MAR", "2026-06-13 22:00", "2026-06-13"),
    "int_ars": ("ucl", "FC Internazionale Milano", "Arsenal FC", "Inter Milan", "Arsenal", "ucl", "int", "ars", "UCL", "INT", "ARS", "2027-03-10 20:00", "2027-03-10"),
    "eve_bha": ("epl", "Everton FC", "Brighton & Hove Albion FC", "Everton", "Brighton", "epl", "eve", "bri", "EPL", "EVE", "BHA", "2026-10-24 14:00", "2026-10-24"),
    "vfb_sge": ("bundesliga", "VfB Stuttgart", "Eintracht Frankfurt", "Stuttgart", "Frankfurt", "bun", "stu", "ein", "BUNDESLIGA", "VFB", "SGE", "2026-11-28 14:30", "2026-11-28"),
    "ath_rso": ("laliga", "Athletic Club", "Real Sociedad", "Athletic Club", "Real Sociedad", "lal", "bil", "rso", "LALIGA", "ATH", "RSO", "2026-12-19 17:30", "2026-12-19"),
    "ol_rcl": ("ligue1", "Olympique Lyonnais", "RC Lens", "Lyon", "Lens", "fl1", "lyo", "len", "LIGUE1", "OL", "RCL", "2027-02-06 20:00", "2027-02-06"),
    "ata_laz": ("seriea", "Atalanta BC", "SS Lazio", "Atalanta", "Lazio", "sea", "ata", "laz", "SERIEA", "ATA", "LAZ", "2027-01-17 17:00", "2027-01-17"),
    "rbb_vil": ("laliga", "Real Betis Balompié", "Villarreal CF", "Real Betis", "Villarreal", "lal", "bet", "vil", "LALIGA", "RBB", "VIL", "2026-11-01 15:15", "2026-11-01"),
    "mex_kor": ("wc", "Mexico", "Korea Republic", "Mexico", "South Korea", "fifwc", "mex", "kor", "WC", "MEX", "KOR", "2026-06-19 01:00", "2026-06-18"),
}

LEAGUE_SITE = {
    "epl": "https://www.premierleague.com/", "laliga": "https://www.laliga.com/",
    "bundesliga": "https://www.bundesliga.com/", "seriea": "https://www.legaseriea.it/",
    "ligue1": "https://www.ligue1.com/", "mls": "https://www.mlssoccer.com/",
    "ucl": "https://www.uefa.com/", "wc": "https://www.fifa.com/",
}

ESPN_FOX = [{"name": "ESPN", "url": "https://www.espn.com/soccer/"},
            {"name": "Fox Sports", "url": "https://www.foxsports.com/soccer"}]
SERIES_SOURCES = {
    "epl": ESPN_FOX, "laliga": ESPN_FOX, "bundesliga": ESPN_FOX, "seriea": ESPN_FOX, "ligue1": ESPN_FOX,
    "mls": [{"name": "MLS", "url": "https://www.mlssoccer.com/"}],
    "ucl": [{"name": "UEFA", "url": "https://www.uefa.com/"}],
    "wc": [{"name": "FIFA", "url": "https://www.fifa.com/"}],
}

MONTHS = ["JAN", "FEB", "MAR", "APR", "MAY", "JUN", "JUL", "AUG", "SEP", "OCT", "NOV", "DEC"]

EXPECTED_KEYS = ["family", "outcome", "line", "half", "scope", "source_primary", "source_fallback",
                 "timing_window", "void_cancelled", "void_postponed_long", "void_abandoned"]


def E(family, outcome, scope, sp, sf, tw, vc, vp, va, line=None, half=None):
    return {"family": family, "outcome": outcome, "line": line, "half": half, "scope": scope,
            "source_primary": sp, "source_fallback": sf, "timing_window": tw,
            "void_cancelled": vc, "void_postponed_long": vp, "void_abandoned": va}


def fx(key):
    return FIXTURES[key]


def v1(n, key, styles, meanings, question, git, smt, line, desc, expected, slug_tail,
       source_in_text=True):
    comp, h1, a1, _, _, pre, sh, sa, _, _, _, ko, usdate = fx(key)
    return {
        "id": "ax1-%03d" % n, "venue": "venue_one", "styles": sorted(styles), "meanings": meanings,
        "home": h1, "away": a1, "competition": comp,
        "market": {
            "id": str(5210400 + 37 * n),
            "question": question,
            "slug": "%s-%s-%s-%s-%s" % (pre, sh, sa, usdate, slug_tail),
            "groupItemTitle": git,
            "sportsMarketType": smt,
            "line": line,
            "outcomes": "[\"Yes\", \"No\"]",
            "description": desc,
            "resolutionSource": LEAGUE_SITE[comp] if source_in_text else "",
            "event_title": "%s vs. %s" % (h1, a1),
            "gameStartTime": ko + ":00+00",
        },
        "expected": expected,
    }


def v2(n, key, styles, meanings, family_series, suffix, title, yes_sub, primary, secondary, expected):
    comp, _, _, h2, a2, _, _, _, lc, th, ta, ko, usdate = fx(key)
    y, m, d = usdate.split("-")
    series = "KX%s%s" % (lc, family_series)
    ev = "%s-%s%s%s%s%s" % (series, y[2:], MONTHS[int(m) - 1], d, th, ta)
    return {
        "id": "ax2-%03d" % n, "venue": "venue_two", "styles": sorted(styles), "meanings": meanings,
        "home": h2, "away": a2, "competition": comp,
        "market": {
            "ticker": "%s-%s" % (ev, suffix), "event_ticker": ev, "series_ticker": series,
            "title": title, "yes_sub_title": yes_sub, "no_sub_title": yes_sub,
            "rules_primary": primary, "rules_secondary": secondary,
            "occurrence_datetime": ko.replace(" ", "T") + ":00Z",
        },
        "series_settlement_sources": SERIES_SOURCES[comp],
        "expected": expected,
    }
