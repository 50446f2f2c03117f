"""Fixtures and wire-shape builders for reading set (d). Standard library only."""
import json
import datetime as _dt

MONTHS = ["January", "February", "March", "April", "May", "June", "July",
          "August", "September", "October", "November", "December"]

# key: (poly_home, poly_away, short_home, short_away, code_home, code_away,
#       comp, league_name_one, league_name_two, series_prefix, iso_date,
#       official_body, official_url)
FIXTURES = {
    "liv-eve": ("Liverpool FC", "Everton FC", "Liverpool", "Everton", "LFC", "EVE",
                "epl", "Premier League", "English Premier League", "KXEPL", "2026-12-05",
                "Premier League", "https://www.premierleague.com/"),
    "avl-new": ("Aston Villa FC", "Newcastle United FC", "Aston Villa", "Newcastle", "AVL", "NEW",
                "epl", "Premier League", "Premier League", "KXEPL", "2026-12-19",
                "Premier League", "https://www.premierleague.com/"),
    "tot-bha": ("Tottenham Hotspur FC", "Brighton & Hove Albion FC", "Tottenham", "Brighton", "TOT", "BHA",
                "epl", "Premier League", "EPL", "KXEPL", "2027-01-02",
                "Premier League", "https://www.premierleague.com/"),
    "mun-whu": ("Manchester United FC", "West Ham United FC", "Manchester United", "West Ham", "MUN", "WHU",
                "epl", "Premier League", "English Premier League", "KXEPL", "2027-01-16",
                "Premier League", "https://www.premierleague.com/"),
    "nfo-ful": ("Nottingham Forest FC", "Fulham FC", "Nottingham Forest", "Fulham", "NFO", "FUL",
                "epl", "Premier League", "Premier League", "KXEPL", "2026-12-12",
                "Premier League", "https://www.premierleague.com/"),
    "cry-wol": ("Crystal Palace FC", "Wolverhampton Wanderers FC", "Crystal Palace", "Wolves", "CRY", "WOL",
                "epl", "Premier League", "EPL", "KXEPL", "2027-02-06",
                "Premier League", "https://www.premierleague.com/"),
    "rbb-sev": ("Real Betis Balompié", "Sevilla FC", "Real Betis", "Sevilla", "RBB", "SEV",
                "lal", "LaLiga", "La Liga", "KXLALIGA", "2026-12-06",
                "LaLiga", "https://www.laliga.com/"),
    "ath-rso": ("Athletic Club", "Real Sociedad de Fútbol", "Athletic Bilbao", "Real Sociedad", "ATH", "RSO",
                "lal", "LaLiga", "Spanish La Liga", "KXLALIGA", "2027-01-10",
                "LaLiga", "https://www.laliga.com/"),
    "vil-atm": ("Villarreal CF", "Club Atlético de Madrid", "Villarreal", "Atletico Madrid", "VIL", "ATM",
                "lal", "LaLiga", "La Liga", "KXLALIGA", "2026-12-20",
                "LaLiga", "https://www.laliga.com/"),
    "rcc-get": ("RC Celta de Vigo", "Getafe CF", "Celta Vigo", "Getafe", "RCC", "GET",
                "lal", "LaLiga", "La Liga", "KXLALIGA", "2027-02-13",
                "LaLiga", "https://www.laliga.com/"),
    "bar-gir": ("FC Barcelona", "Girona FC", "Barcelona", "Girona", "BAR", "GIR",
                "lal", "LaLiga", "La Liga", "KXLALIGA", "2027-01-24",
                "LaLiga", "https://www.laliga.com/"),
    "bvb-bmu": ("Borussia Dortmund", "FC Bayern München", "Dortmund", "Bayern Munich", "BVB", "BMU",
                "bun", "Bundesliga", "German Bundesliga", "KXBUNDESLIGA", "2026-12-12",
                "DFL Deutsche Fußball Liga", "https://www.bundesliga.com/"),
    "lev-rbl": ("Bayer 04 Leverkusen", "RB Leipzig", "Leverkusen", "RB Leipzig", "LEV", "RBL",
                "bun", "Bundesliga", "Bundesliga", "KXBUNDESLIGA", "2027-01-17",
                "DFL Deutsche Fußball Liga", "https://www.bundesliga.com/"),
    "sge-vfb": ("Eintracht Frankfurt", "VfB Stuttgart", "Frankfurt", "Stuttgart", "SGE", "VFB",
                "bun", "Bundesliga", "Bundesliga", "KXBUNDESLIGA", "2026-12-19",
                "DFL Deutsche Fußball Liga", "https://www.bundesliga.com/"),
    "scf-fcu": ("SC Freiburg", "1. FC Union Berlin", "Freiburg", "Union Berlin", "SCF", "FCU",
                "bun", "Bundesliga", "Bundesliga", "KXBUNDESLIGA", "2027-02-07",
                "DFL Deutsche Fußball Liga", "https://www.bundesliga.com/"),
    "mil-juv": ("AC Milan", "Juventus FC", "AC Milan", "Juventus", "MIL", "JUV",
                "sea", "Serie A", "Italian Serie A", "KXSERIEA", "2026-12-13",
                "Lega Serie A", "https://www.legaseriea.it/"),
    "nap-rom": ("SSC Napoli", "AS Roma", "Napoli", "Roma", "NAP", "ROM",
                "sea", "Serie A", "Serie A", "KXSERIEA", "2027-01-06",
                "Lega Serie A", "https://www.legaseriea.it/"),
    "ata-bol": ("Atalanta BC", "Bologna FC 1909", "Atalanta", "Bologna", "ATA", "BOL",
                "sea", "Serie A", "Serie A", "KXSERIEA", "2026-12-21",
                "Lega Serie A", "https://www.legaseriea.it/"),
    "fio-laz": ("ACF Fiorentina", "SS Lazio", "Fiorentina", "Lazio", "FIO", "LAZ",
                "sea", "Serie A", "Serie A", "KXSERIEA", "2027-02-14",
                "Lega Serie A", "https://www.legaseriea.it/"),
    "int-tor": ("FC Internazionale Milano", "Torino FC", "Inter Milan", "Torino", "INT", "TOR",
                "sea", "Serie A", "Serie A", "KXSERIEA", "2027-01-31",
                "Lega Serie A", "https://www.legaseriea.it/"),
    "psg-om": ("Paris Saint-Germain FC", "Olympique de Marseille", "PSG", "Marseille", "PSG", "OM",
               "fl1", "Ligue 1", "French Ligue 1", "KXLIGUE1", "2027-01-24",
               "Ligue de Football Professionnel", "https://www.ligue1.com/"),
    "ol-lil": ("Olympique Lyonnais", "LOSC Lille", "Lyon", "Lille", "OL", "LIL",
               "fl1", "Ligue 1", "Ligue 1", "KXLIGUE1", "2026-12-13",
               "Ligue de Football Professionnel", "https://www.ligue1.com/"),
    "asm-ren": ("AS Monaco FC", "Stade Rennais FC", "Monaco", "Rennes", "ASM", "REN",
                "fl1", "Ligue 1", "Ligue 1", "KXLIGUE1", "2027-02-21",
                "Ligue de Football Professionnel", "https://www.ligue1.com/"),
    "rcl-nic": ("RC Lens", "OGC Nice", "Lens", "Nice", "RCL", "NIC",
                "fl1", "Ligue 1", "Ligue 1", "KXLIGUE1", "2026-12-05",
                "Ligue de Football Professionnel", "https://www.ligue1.com/"),
    "rma-mci": ("Real Madrid CF", "Manchester City FC", "Real Madrid", "Manchester City", "RMA", "MCI",
                "ucl", "UEFA Champions League", "UEFA Champions League", "KXUCL", "2027-03-10",
                "UEFA", "https://www.uefa.com/uefachampionsleague/"),
    "bmu-ars": ("FC Bayern München", "Arsenal FC", "Bayern Munich", "Arsenal", "BMU", "ARS",
                "ucl", "UEFA Champions League", "Champions League", "KXUCL", "2027-03-17",
                "UEFA", "https://www.uefa.com/uefachampionsleague/"),
    "int-psg": ("FC Internazionale Milano", "Paris Saint-Germain FC", "Inter Milan", "PSG", "INT", "PSG",
                "ucl", "UEFA Champions League", "Champions League", "KXUCL", "2027-04-14",
                "UEFA", "https://www.uefa.com/uefachampionsleague/"),
    "fio-rbb": ("ACF Fiorentina", "Real Betis Balompié", "Fiorentina", "Real Betis", "FIO", "RBB",
                "uecl", "UEFA Conference League", "UEFA Europa Conference League", "KXUECL", "2027-03-11",
                "UEFA", "https://www.uefa.com/uefaconferenceleague/"),
    "lag-sea": ("LA Galaxy", "Seattle Sounders FC", "LA Galaxy", "Seattle", "LA", "SEA",
                "mls", "Major League Soccer", "MLS", "KXMLS", "2027-03-06",
                "Major League Soccer", "https://www.mlssoccer.com/"),
    "mia-clb": ("Inter Miami CF", "Columbus Crew", "Inter Miami", "Columbus", "MIA", "CLB",
                "mls", "Major League Soccer", "MLS", "KXMLS", "2027-03-13",
                "Major League Soccer", "https://www.mlssoccer.com/"),
    "mex-kor": ("Mexico", "Korea Republic", "Mexico", "South Korea", "MEX", "KOR",
                "fifwc", "FIFA World Cup", "FIFA World Cup", "KXWC", "2026-06-18",
                "FIFA", "https://www.fifa.com/"),
    "bra-civ": ("Brazil", "Côte d'Ivoire", "Brazil", "Ivory Coast", "BRA", "CIV",
                "fifwc", "FIFA World Cup", "World Cup", "KXWC", "2026-06-24",
                "FIFA", "https://www.fifa.com/"),
    "esp-por": ("Spain", "Portugal", "Spain", "Portugal", "ESP", "POR",
                "uefanl", "UEFA Nations League", "UEFA Nations League", "KXUEFANL", "2027-06-06",
                "UEFA", "https://www.uefa.com/uefanationsleague/"),
    "bre-nan": ("Stade Brestois 29", "FC Nantes", "Brest", "Nantes", "BRE", "NAN",
                "cdf", "Coupe de France", "Coupe de France", "KXCOUPEDEFRANCE", "2027-01-20",
                "Fédération Française de Football", "https://www.fff.fr/"),
    "slb-fcp": ("SL Benfica", "FC Porto", "Benfica", "Porto", "SLB", "FCP",
                "tacapt", "Taça de Portugal", "Taca de Portugal", "KXTACAPORTUGAL", "2027-02-03",
                "Federação Portuguesa de Futebol", "https://www.fpf.pt/"),
    "col-udc": ("Colo-Colo", "Universidad de Chile", "Colo-Colo", "Universidad de Chile", "COL", "UDC",
                "chi", "Chilean Primera División", "Chile Liga de Primera", "KXCHILE", "2027-03-21",
                "ANFP", "https://www.anfp.cl/"),
    "nor-cov": ("Norwich City FC", "Coventry City FC", "Norwich", "Coventry", "NOR", "COV",
                "efl", "EFL Championship", "EFL Championship", "KXEFLCHAMP", "2026-12-26",
                "English Football League", "https://www.efl.com/"),
    "gal-fen": ("Galatasaray SK", "Fenerbahçe SK", "Galatasaray", "Fenerbahce", "GAL", "FEN",
                "tur", "Süper Lig", "Turkish Super Lig", "KXSUPERLIG", "2027-02-27",
                "Turkish Football Federation", "https://www.tff.org/"),
    "uls-jeo": ("Ulsan HD FC", "Jeonbuk Hyundai Motors FC", "Ulsan HD", "Jeonbuk", "ULS", "JEO",
                "kor", "K League 1", "K League 1", "KXKLEAGUE", "2027-03-07",
                "K League", "https://www.kleague.com/"),
}


class Fx:
    def __init__(self, key):
        (self.h1, self.a1, self.h2, self.a2, self.ch, self.ca, self.comp, self.lg1,
         self.lg2, self.series, self.iso, self.body, self.url) = FIXTURES[key]
        self.key = key
        y, m, d = (int(x) for x in self.iso.split("-"))
        self.date = _dt.date(y, m, d)

    # date renderings
    def d_long_uk(self):
        return f"{self.date.day} {MONTHS[self.date.month - 1]} {self.date.year}"

    def d_long_us(self):
        return f"{MONTHS[self.date.month - 1]} {self.date.day}, {self.date.year}"

    def d_short_us(self):
        return f"{MONTHS[self.date.month - 1][:3]} {self.date.day}, {self.date.year}"

    def d_iso(self):
        return self.iso

    def d_weekday(self):
        return self.date.strftime("%A") + ", " + self.d_long_uk()

    def tick_date(self):
        return self.date.strftime("%y") + MONTHS[self.date.month - 1][:3].upper() + f"{self.date.day:02d}"

    def event_ticker(self, kind="GAME"):
        return f"{self.series}{kind}-{self.tick_date()}{self.ch}{self.ca}"

    def slug(self, suffix):
        return f"{self.comp}-{self.ch.lower()}-{self.ca.lower()}-{self.iso}-{suffix}"


def fmt(text, **kw):
    return text.format(**kw)


def jdump(obj):
    return json.dumps(obj, ensure_ascii=False)


ONE_REQUIRED = ["id", "question", "slug", "groupItemTitle", "sportsMarketType", "line",
                "outcomes", "description", "resolutionSource", "event_title"]
TWO_REQUIRED = ["ticker", "event_ticker", "series_ticker", "title", "yes_sub_title",
                "no_sub_title", "rules_primary", "rules_secondary"]
EXPECTED_KEYS = ["family", "outcome", "line", "half", "scope", "source_primary",
                 "source_fallback", "timing_window", "void_cancelled",
                 "void_postponed_long", "void_abandoned"]
FAMILIES = {"win", "draw", "advance", "spread", "total", "btts", "half",
            "exact_score", "other", "unknown"}
PAYOUTS = {"yes", "no", "50-50", "fair_price", "last_price", "refund",
           "unspecified", "ambiguous", "result", None}
SCOPES = {"regulation", "extra_time", "penalties", "unknown", "ambiguous", None}
SOURCES = {"official", "provider", "consensus", "venue", "ambiguous", None}

SOURCES_ESPN_FOX = [{"name": "ESPN", "url": "https://www.espn.com/soccer/"},
                    {"name": "Fox Sports", "url": "https://www.foxsports.com/soccer"}]
SOURCES_ESPN = [{"name": "ESPN", "url": "https://www.espn.com/soccer/"}]
SOURCES_FOX = [{"name": "Fox Sports", "url": "https://www.foxsports.com/soccer"}]


def league_sources(fx):
    return [{"name": fx.body, "url": fx.url}]
