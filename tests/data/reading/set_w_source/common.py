"""Fixtures, competitions, date formats and builders for held-out set (w)."""
import datetime as _dt

# competition code -> (venue_one league name, slug prefix, venue_two long name, series prefix,
#                      default series settlement sources)
ESPN = {"name": "ESPN", "url": "https://www.espn.com/soccer/"}
FOX = {"name": "Fox Sports", "url": "https://www.foxsports.com/soccer"}
MLS = {"name": "MLS", "url": "https://www.mlssoccer.com/"}
UEFA = {"name": "UEFA", "url": "https://www.uefa.com/"}
FIFA = {"name": "FIFA", "url": "https://www.fifa.com/"}

COMP = {
    "epl": ("Premier League", "epl", "English Premier League", "KXEPL", [ESPN, FOX], "https://www.premierleague.com/"),
    "laliga": ("La Liga", "lal", "Spanish La Liga", "KXLALIGA", [ESPN, FOX], "https://www.laliga.com/"),
    "bundesliga": ("Bundesliga", "bun", "German Bundesliga", "KXBUNDESLIGA", [ESPN, FOX], "https://www.bundesliga.com/"),
    "seriea": ("Serie A", "sea", "Italian Serie A", "KXSERIEA", [ESPN, FOX], "https://www.legaseriea.it/"),
    "ligue1": ("Ligue 1", "fl1", "French Ligue 1", "KXLIGUE1", [ESPN], "https://www.ligue1.com/"),
    "mls": ("MLS", "mls", "Major League Soccer", "KXMLS", [MLS], "https://www.mlssoccer.com/"),
    "ucl": ("UEFA Champions League", "ucl", "UEFA Champions League", "KXUCL", [UEFA], "https://www.uefa.com/"),
    "wc": ("FIFA World Cup", "fifwc", "FIFA World Cup", "KXWC", [FIFA], "https://www.fifa.com/"),
}

# fixture key -> (competition, venue_one home, venue_one away, slug codes (h, a),
#                 venue_two home, venue_two away, ticker codes (h, a), kickoff UTC)
FIX = {
    "ARS-CHE": ("epl", "Arsenal FC", "Chelsea FC", ("ars", "che"), "Arsenal", "Chelsea", ("ARS", "CFC"), "2026-10-17T11:30:00Z"),
    "LIV-MCI": ("epl", "Liverpool FC", "Manchester City FC", ("liv", "mac"), "Liverpool", "Man City", ("LFC", "MCI"), "2026-10-25T15:30:00Z"),
    "TOT-AVL": ("epl", "Tottenham Hotspur FC", "Aston Villa FC", ("tot", "ast"), "Tottenham", "Aston Villa", ("TOT", "AVL"), "2026-10-24T14:00:00Z"),
    "NEW-EVE": ("epl", "Newcastle United FC", "Everton FC", ("new", "eve"), "Newcastle", "Everton", ("NEW", "EVE"), "2026-10-24T16:30:00Z"),
    "NFO-WHU": ("epl", "Nottingham Forest FC", "West Ham United FC", ("not", "wes"), "Nottingham Forest", "West Ham", ("NFO", "WHU"), "2026-11-01T14:00:00Z"),
    "BHA-FUL": ("epl", "Brighton & Hove Albion FC", "Fulham FC", ("bri", "ful"), "Brighton", "Fulham", ("BHA", "FUL"), "2026-11-07T15:00:00Z"),
    "RMA-SEV": ("laliga", "Real Madrid CF", "Sevilla FC", ("rea", "sev"), "Real Madrid", "Sevilla", ("RMA", "SEV"), "2026-10-31T20:00:00Z"),
    "ATH-VCF": ("laliga", "Athletic Club", "Valencia CF", ("bil", "val"), "Athletic Bilbao", "Valencia", ("ATH", "VCF"), "2026-11-07T17:30:00Z"),
    "BAR-ATM": ("laliga", "FC Barcelona", "Atlético de Madrid", ("bar", "mad"), "Barcelona", "Atletico Madrid", ("BAR", "ATM"), "2026-11-21T20:00:00Z"),
    "BMU-BVB": ("bundesliga", "FC Bayern München", "Borussia Dortmund", ("bay", "dor"), "Bayern Munich", "Dortmund", ("BMU", "BVB"), "2026-11-14T17:30:00Z"),
    "RBL-SGE": ("bundesliga", "RB Leipzig", "Eintracht Frankfurt", ("lei", "ein"), "Leipzig", "Frankfurt", ("RBL", "SGE"), "2026-11-21T14:30:00Z"),
    "JUV-MIL": ("seriea", "Juventus FC", "AC Milan", ("juv", "acm"), "Juventus", "AC Milan", ("JUV", "MIL"), "2026-11-08T19:45:00Z"),
    "NAP-ROM": ("seriea", "SSC Napoli", "AS Roma", ("nap", "rom"), "Napoli", "Roma", ("NAP", "ROM"), "2026-11-22T17:00:00Z"),
    "BOL-ATA": ("seriea", "Bologna FC 1909", "Atalanta BC", ("bol", "ata"), "Bologna", "Atalanta", ("BOL", "ATA"), "2026-11-15T14:00:00Z"),
    "PSG-OM": ("ligue1", "Paris Saint-Germain FC", "Olympique de Marseille", ("par", "olm"), "PSG", "Marseille", ("PSG", "OM"), "2026-11-29T19:45:00Z"),
    "OL-LIL": ("ligue1", "Olympique Lyonnais", "LOSC Lille", ("lyo", "lil"), "Lyon", "Lille", ("OL", "LIL"), "2026-12-06T16:00:00Z"),
    "ASM-NIC": ("ligue1", "AS Monaco FC", "OGC Nice", ("mon", "nic"), "Monaco", "Nice", ("ASM", "NIC"), "2026-12-13T20:00:00Z"),
    "LA-SEA": ("mls", "LA Galaxy", "Seattle Sounders FC", ("lag", "sea"), "LA Galaxy", "Seattle", ("LA", "SEA"), "2026-10-18T02:30:00Z"),
    "MIA-CLB": ("mls", "Inter Miami CF", "Columbus Crew", ("mia", "clb"), "Inter Miami", "Columbus", ("MIA", "CLB"), "2026-10-24T23:30:00Z"),
    "ARS-RMA": ("ucl", "Arsenal FC", "Real Madrid CF", ("ars", "rea"), "Arsenal", "Real Madrid", ("ARS", "RMA"), "2027-03-16T20:00:00Z"),
    "BMU-PSG": ("ucl", "FC Bayern München", "Paris Saint-Germain FC", ("bay", "par"), "Bayern Munich", "PSG", ("BMU", "PSG"), "2027-04-14T19:00:00Z"),
    "LIV-INT": ("ucl", "Liverpool FC", "FC Internazionale Milano", ("liv", "int"), "Liverpool", "Inter", ("LFC", "INT"), "2027-03-17T20:00:00Z"),
    "MEX-KOR": ("wc", "Mexico", "Korea Republic", ("mex", "kor"), "Mexico", "South Korea", ("MEX", "KOR"), "2026-06-19T01:00:00Z"),
    "BRA-CIV": ("wc", "Brazil", "Côte d'Ivoire", ("bra", "civ"), "Brazil", "Ivory Coast", ("BRA", "CIV"), "2026-06-20T22:00:00Z"),
    "ARG-GER": ("wc", "Argentina", "Germany", ("arg", "ger"), "Argentina", "Germany", ("ARG", "GER"), "2026-07-05T20:00:00Z"),
}

MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August",
          "September", "October", "November", "December"]


def us_date(iso_utc):
    """US calendar date of a UTC kickoff (Eastern time, crude: UTC-4/-5)."""
    t = _dt.datetime.strptime(iso_utc, "%Y-%m-%dT%H:%M:%SZ")
    return (t - _dt.timedelta(hours=5)).date()


def ordinal(n):
    if 10 <= n % 100 <= 20:
        return f"{n}th"
    return f"{n}" + {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")


def fmt(d, style):
    m = MONTHS[d.month - 1]
    return {
        "iso": d.isoformat(),
        "us_long": f"{m} {d.day}, {d.year}",
        "us_ord": f"{m} {ordinal(d.day)}, {d.year}",
        "us_abbr": f"{m[:3]}. {d.day}, {d.year}",
        "uk_long": f"{d.day} {m} {d.year}",
        "uk_ord": f"{ordinal(d.day)} {m} {d.year}",
        "uk_slash": f"{d.day:02d}/{d.month:02d}/{d.year}",
        "us_slash": f"{d.month:02d}/{d.day:02d}/{d.year}",
        "dotted": f"{d.day:02d}.{d.month:02d}.{d.year}",
        "weekday_uk": f"{d.strftime('%A')} {d.day} {m} {d.year}",
        "kalshi": f"{m[:3]} {d.day}, {d.year}",
    }[style]


def ticker_date(d):
    return f"{d.year % 100:02d}{MONTHS[d.month - 1][:3].upper()}{d.day:02d}"


FAMILIES = {"win", "draw", "advance", "spread", "total", "btts", "half", "exact_score", "other", "unknown"}
SCOPES = {None, "regulation", "extra_time", "penalties", "ambiguous"}
SOURCES = {None, "official", "provider", "consensus", "ambiguous"}
PAYOUTS = {None, "yes", "no", "50-50", "fair_price", "last_price", "refund", "result", "ambiguous"}
EXPECTED_KEYS = ["family", "outcome", "line", "half", "scope", "source_primary", "source_fallback",
                 "timing_window", "void_cancelled", "void_postponed_long", "void_abandoned"]
