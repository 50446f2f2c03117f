#!/usr/bin/env python3
"""Generator for the blind held-out matching test set, batch 2.

Deterministic (seeded). Writes venue_one_events.json, venue_two_events.json and
truth.json next to this file. Names, codes and fixtures are written from general
football knowledge only; nothing is read from the matcher's repository except the
competition metadata (series ids / slugs / tickers) copied into COMPS below.

Run:  python3 gen.py
"""
import json
import os
import random
import unicodedata
from datetime import datetime, timedelta, timezone, date
from zoneinfo import ZoneInfo

SEED = 20262027
rng = random.Random(SEED)
OUT = os.path.dirname(os.path.abspath(__file__))
UTC = timezone.utc
ET = ZoneInfo("America/New_York")

# ---------------------------------------------------------------------------
# Competition metadata (copied from rulesets/competitions.json) + a few
# competitions that are NOT covered, used only for decoy listings.
# ---------------------------------------------------------------------------
COMPS = {
    "epl": dict(v1=("10188", "premier-league", "Premier League", "306", "EPL", "epl", "epl", "https://www.premierleague.com/"),
                v2=("KXEPLGAME", "EPL", "English Premier League")),
    "laliga": dict(v1=("10193", "la-liga", "La Liga", "780", "La Liga", "la-liga", "lal", "https://www.laliga.com/"),
                   v2=("KXLALIGAGAME", "La Liga", "Spanish La Liga")),
    "bundesliga": dict(v1=("10194", "bundesliga", "Bundesliga", "1494", "Bundesliga", "bundesliga", "bun", "https://www.bundesliga.com/"),
                       v2=("KXBUNDESLIGAGAME", "Bundesliga", "German Bundesliga")),
    "seriea": dict(v1=("10203", "serie-a", "Serie A", "101962", "Serie A", "serie-a", "sea", "https://www.legaseriea.it/"),
                   v2=("KXSERIEAGAME", "Serie A", "Italian Serie A")),
    "ligue1": dict(v1=("10195", "ligue-1", "Ligue 1", "102070", "Ligue 1", "ligue-1", "fl1", "https://ligue1.com/"),
                   v2=("KXLIGUE1GAME", "Ligue 1", "French Ligue 1")),
    "ucl": dict(v1=("10204", "ucl", "UEFA Champions League", "100977", "Champions League", "champions-league", "ucl", "https://www.uefa.com/uefachampionsleague/"),
                v2=("KXUCLGAME", "UCL", "UEFA Champions League")),
    "mls": dict(v1=("10189", "mls", "MLS", "100100", "MLS", "mls", "mls", "https://www.mlssoccer.com/"),
                v2=("KXMLSGAME", "MLS", "MLS")),
    "wc2026": dict(v1=("11433", "fifa-world-cup", "FIFA World Cup 2026", "102232", "World Cup", "world-cup", "fifwc", "https://www.fifa.com/"),
                   v2=("KXWCGAME", "World Cup", "FIFA World Cup")),
    # not covered by the matcher: decoys only
    "wsl": dict(v1=("10466", "womens-super-league", "Women's Super League", "102480", "WSL", "wsl", "wsl", "https://womensleagues.thefa.com/"),
                v2=("KXWSLGAME", "WSL", "English Women's Super League")),
    "eflcup": dict(v1=("10471", "efl-cup", "EFL Cup", "102490", "EFL Cup", "efl-cup", "efc", "https://www.efl.com/"),
                   v2=("KXEFLCUPGAME", "EFL Cup", "English League Cup")),
    "copadelrey": dict(v1=("10472", "copa-del-rey", "Copa del Rey", "102491", "Copa del Rey", "copa-del-rey", "cdr", "https://www.rfef.es/"),
                       v2=("KXCOPADELREYGAME", "Copa del Rey", "Spanish Copa del Rey")),
    "uecl": dict(v1=("10476", "uefa-conference-league", "UEFA Conference League", "102495", "Conference League", "conference-league", "uecl", "https://www.uefa.com/uefaconferenceleague/"),
                 v2=("KXUECLGAME", "UECL", "UEFA Conference League")),
}
COVERED = ["epl", "laliga", "bundesliga", "seriea", "ligue1", "ucl", "mls", "wc2026"]

# ---------------------------------------------------------------------------
# Clubs / nations.  key: (canonical, [venue_one names], [venue_two names],
#                         [venue_one slug codes], [venue_two ticker codes])
# The first entry of each list is the "obvious" choice; later entries are the
# deliberately less-obvious variants (historical, sponsor, city, nickname,
# transliteration, diacritics dropped, ...).
# ---------------------------------------------------------------------------
C = {}


def club(key, canon, v1, v2, c1, c2, **kw):
    C[key] = dict(canon=canon, v1=v1, v2=v2, c1=c1, c2=c2, **kw)


# --- Premier League 2026-27 (promoted: Coventry City)
club("ars", "Arsenal", ["Arsenal FC", "Arsenal"], ["Arsenal"], ["ars"], ["ARS", "AFC"])
club("avl", "Aston Villa", ["Aston Villa FC", "Aston Villa"], ["Aston Villa", "Villa"], ["ast", "avl"], ["AVL", "AV"])
club("bou", "Bournemouth", ["AFC Bournemouth", "Bournemouth"], ["Bournemouth", "AFC Bournemouth"], ["bou", "afcb"], ["BOU", "AFCB"])
club("bre", "Brentford", ["Brentford FC"], ["Brentford"], ["bre"], ["BRE", "BFC"])
club("bha", "Brighton & Hove Albion", ["Brighton & Hove Albion FC", "Brighton and Hove Albion", "Brighton & Hove Albion"], ["Brighton", "Brighton & Hove", "Brighton and Hove Albion"], ["bri", "bha"], ["BHA", "BRI"])
club("che", "Chelsea", ["Chelsea FC"], ["Chelsea"], ["che"], ["CFC", "CHE"])
club("cry", "Crystal Palace", ["Crystal Palace FC", "Crystal Palace"], ["Crystal Palace", "Palace"], ["cry"], ["CRY", "CPFC"])
club("eve", "Everton", ["Everton FC"], ["Everton"], ["eve"], ["EVE", "EFC"])
club("ful", "Fulham", ["Fulham FC"], ["Fulham"], ["ful"], ["FUL"])
club("lee", "Leeds United", ["Leeds United FC", "Leeds United"], ["Leeds", "Leeds United", "Leeds Utd"], ["lee", "lu"], ["LEE", "LUFC"])
club("liv", "Liverpool", ["Liverpool FC"], ["Liverpool"], ["liv"], ["LFC", "LIV"])
club("mci", "Manchester City", ["Manchester City FC", "Manchester City"], ["Manchester City", "Man City", "Man. City"], ["mac", "mci"], ["MCI", "MCFC"])
club("mun", "Manchester United", ["Manchester United FC", "Manchester United"], ["Manchester United", "Man United", "Man Utd"], ["mun", "manu"], ["MUN", "MUFC"])
club("new", "Newcastle United", ["Newcastle United FC", "Newcastle United"], ["Newcastle", "Newcastle Utd", "Newcastle United"], ["new"], ["NEW", "NUFC"])
club("nfo", "Nottingham Forest", ["Nottingham Forest FC", "Nottingham Forest"], ["Nottingham Forest", "Nott'm Forest", "Forest", "Nottingham"], ["not", "nfo"], ["NFO", "NOT"])
club("sun", "Sunderland", ["Sunderland AFC", "Sunderland"], ["Sunderland"], ["sun"], ["SUN", "SAFC"])
club("tot", "Tottenham Hotspur", ["Tottenham Hotspur FC", "Tottenham Hotspur"], ["Tottenham", "Spurs", "Tottenham Hotspur"], ["tot"], ["TOT", "THFC"])
club("cov", "Coventry City", ["Coventry City FC", "Coventry City"], ["Coventry", "Coventry City"], ["cov"], ["COV", "CCFC"])
EPL = ["ars", "avl", "bou", "bre", "bha", "che", "cry", "eve", "ful", "lee", "liv", "mci", "mun", "new", "nfo", "sun", "tot", "cov"]

# --- La Liga 2026-27 (promoted: Racing Santander, Deportivo La Coruña)
club("ath", "Athletic Club", ["Athletic Club", "Athletic Club de Bilbao", "Athletic Bilbao"], ["Athletic Bilbao", "Athletic Club", "Bilbao"], ["ath", "bil"], ["ATH", "ABI"])
club("atm", "Atlético Madrid", ["Club Atlético de Madrid", "Atlético Madrid", "Atletico Madrid", "Atlético de Madrid"], ["Atletico Madrid", "Atlético Madrid", "Atleti", "Atl. Madrid"], ["atm", "mad"], ["ATM", "ATL"])
club("bar", "Barcelona", ["FC Barcelona", "Barcelona"], ["Barcelona", "Barca", "Barça", "FC Barcelona"], ["bar", "fcb"], ["BAR", "FCB"])
club("cel", "Celta Vigo", ["RC Celta de Vigo", "Celta Vigo", "RC Celta"], ["Celta Vigo", "Celta", "Celta de Vigo"], ["cel"], ["RCC", "CEL"])
club("esp", "Espanyol", ["RCD Espanyol de Barcelona", "RCD Espanyol", "Espanyol"], ["Espanyol", "Espanyol Barcelona"], ["esp"], ["ESP", "RCDE"])
club("get", "Getafe", ["Getafe CF"], ["Getafe"], ["get"], ["GET", "GCF"])
club("osa", "Osasuna", ["CA Osasuna", "Club Atlético Osasuna"], ["Osasuna"], ["osa"], ["OSA"])
club("ray", "Rayo Vallecano", ["Rayo Vallecano de Madrid", "Rayo Vallecano"], ["Rayo Vallecano", "Rayo"], ["ray"], ["RVC", "RAY"])
club("bet", "Real Betis", ["Real Betis Balompié", "Real Betis", "Real Betis Balompie"], ["Real Betis", "Betis"], ["bet"], ["RBB", "BET"])
club("rma", "Real Madrid", ["Real Madrid CF", "Real Madrid"], ["Real Madrid"], ["rea", "rma"], ["RMA", "RM"])
club("rso", "Real Sociedad", ["Real Sociedad de Fútbol", "Real Sociedad"], ["Real Sociedad", "La Real", "Sociedad"], ["soc", "rso"], ["RSO", "RSS"])
club("sev", "Sevilla", ["Sevilla FC"], ["Sevilla", "Seville"], ["sev"], ["SEV", "SFC"])
club("val", "Valencia", ["Valencia CF"], ["Valencia"], ["val"], ["VCF", "VAL"])
club("vil", "Villarreal", ["Villarreal CF"], ["Villarreal", "Villarreal CF"], ["vil"], ["VIL", "VCF2"])
club("rac", "Racing Santander", ["Real Racing Club de Santander", "Racing de Santander", "Racing Santander"], ["Racing Santander", "Racing"], ["rac", "rrc"], ["RAC", "RRC"])
club("dep", "Deportivo La Coruña", ["RC Deportivo de La Coruña", "Deportivo La Coruña", "Deportivo de La Coruna"], ["Deportivo La Coruna", "Deportivo", "La Coruna", "Dep. La Coruna"], ["dep", "rcd"], ["DEP", "DLC"])
club("elc", "Elche", ["Elche CF"], ["Elche"], ["elc"], ["ELC", "ELCH"])
LALIGA = ["ath", "atm", "bar", "cel", "esp", "get", "osa", "ray", "bet", "rma", "rso", "sev", "val", "vil", "rac", "dep", "elc"]

# --- Bundesliga 2026-27 (promoted: Schalke 04)
club("bay", "Bayern Munich", ["FC Bayern München", "Bayern Munich", "FC Bayern Munchen", "Bayern München"], ["Bayern Munich", "Bayern", "FC Bayern", "Bayern Muenchen"], ["bay", "fcb"], ["BMU", "FCB"])
club("bvb", "Borussia Dortmund", ["Borussia Dortmund", "BV Borussia 09 Dortmund"], ["Dortmund", "Borussia Dortmund", "BVB"], ["dor", "bvb"], ["BVB", "DOR"])
club("b04", "Bayer Leverkusen", ["Bayer 04 Leverkusen", "Bayer Leverkusen"], ["Leverkusen", "Bayer Leverkusen", "Bayer 04"], ["b04", "lev"], ["LEV", "B04"])
club("rbl", "RB Leipzig", ["RB Leipzig", "RasenBallsport Leipzig"], ["RB Leipzig", "Leipzig"], ["lei", "rbl"], ["RBL", "LEI"])
club("sge", "Eintracht Frankfurt", ["Eintracht Frankfurt", "Eintracht Frankfurt e.V."], ["Eintracht Frankfurt", "Frankfurt", "Eintracht"], ["ein", "sge"], ["SGE", "FRA"])
club("vfb", "VfB Stuttgart", ["VfB Stuttgart", "VfB Stuttgart 1893"], ["Stuttgart", "VfB Stuttgart"], ["stu", "vfb"], ["VFB", "STU"])
club("scf", "SC Freiburg", ["Sport-Club Freiburg", "SC Freiburg"], ["Freiburg", "SC Freiburg"], ["fre", "scf"], ["SCF", "FRE"])
club("tsg", "TSG Hoffenheim", ["TSG 1899 Hoffenheim", "TSG Hoffenheim"], ["Hoffenheim", "TSG Hoffenheim", "1899 Hoffenheim"], ["hof", "tsg"], ["TSG", "HOF"])
club("bmg", "Borussia Mönchengladbach", ["Borussia Mönchengladbach", "VfL Borussia Mönchengladbach", "Borussia Monchengladbach"], ["Gladbach", "Monchengladbach", "Borussia M'gladbach", "M'gladbach", "Borussia Moenchengladbach"], ["bmg", "mon"], ["BMG", "MGB"])
club("svw", "Werder Bremen", ["SV Werder Bremen", "Werder Bremen"], ["Werder Bremen", "Bremen"], ["wer", "svw"], ["SVW", "BRE"])
club("fca", "FC Augsburg", ["FC Augsburg"], ["Augsburg", "FC Augsburg"], ["aug"], ["FCA", "AUG"])
club("fcu", "Union Berlin", ["1. FC Union Berlin", "FC Union Berlin", "Union Berlin"], ["Union Berlin", "FC Union Berlin"], ["uni", "fcu"], ["FCU", "UNB"])
club("koe", "1. FC Köln", ["1. FC Köln", "1. FC Koln", "FC Cologne"], ["Cologne", "Koln", "FC Koln", "1. FC Koeln"], ["kol", "koe"], ["KOE", "KOL"])
club("hsv", "Hamburger SV", ["Hamburger SV", "Hamburg SV"], ["Hamburg", "Hamburger SV", "HSV"], ["ham", "hsv"], ["HSV", "HAM"])
club("s04", "Schalke 04", ["FC Schalke 04", "Schalke 04"], ["Schalke", "Schalke 04", "FC Schalke"], ["s04", "sch"], ["S04", "SCH"])
BUNDESLIGA = ["bay", "bvb", "b04", "rbl", "sge", "vfb", "scf", "tsg", "bmg", "svw", "fca", "fcu", "koe", "hsv", "s04"]

# --- Serie A 2026-27 (promoted: Venezia, Palermo, Monza)
club("ata", "Atalanta", ["Atalanta BC", "Atalanta Bergamasca Calcio"], ["Atalanta", "Atalanta Bergamo"], ["ata"], ["ATA", "ATB"])
club("bol", "Bologna", ["Bologna FC 1909", "Bologna FC"], ["Bologna"], ["bol"], ["BOL", "BFC"])
club("cag", "Cagliari", ["Cagliari Calcio", "Cagliari"], ["Cagliari"], ["cag"], ["CAG", "CAL"])
club("com", "Como", ["Como 1907", "Calcio Como"], ["Como", "Como 1907"], ["com"], ["COM", "COMO"])
club("int", "Inter Milan", ["FC Internazionale Milano", "Inter Milan", "Inter"], ["Inter Milan", "Inter", "Internazionale"], ["int", "inter"], ["INT", "INTR"])
club("juv", "Juventus", ["Juventus FC", "Juventus"], ["Juventus", "Juve"], ["juv"], ["JUV", "JUVE"])
club("laz", "Lazio", ["SS Lazio", "Lazio"], ["Lazio", "SS Lazio"], ["laz"], ["LAZ", "SSL"])
club("acm", "AC Milan", ["AC Milan", "Associazione Calcio Milan"], ["AC Milan", "Milan"], ["acm", "mil"], ["MIL", "ACM"])
club("nap", "Napoli", ["SSC Napoli", "Napoli"], ["Napoli", "Naples", "SSC Napoli"], ["nap"], ["NAP", "SSCN"])
club("par", "Parma", ["Parma Calcio 1913", "Parma"], ["Parma"], ["par"], ["PAR", "PRM"])
club("rom", "AS Roma", ["AS Roma", "Roma"], ["Roma", "AS Roma"], ["rom"], ["ROM", "ASR"])
club("sas", "Sassuolo", ["US Sassuolo Calcio", "US Sassuolo"], ["Sassuolo"], ["sas"], ["SAS", "SASS"])
club("tor", "Torino", ["Torino FC"], ["Torino"], ["tor"], ["TOR", "TFC"])
club("udi", "Udinese", ["Udinese Calcio"], ["Udinese"], ["udi"], ["UDI", "UDN"])
club("gen", "Genoa", ["Genoa CFC", "Genoa Cricket and Football Club"], ["Genoa"], ["gen"], ["GEN", "GOA"])
club("ven", "Venezia", ["Venezia FC"], ["Venezia", "Venice"], ["ven"], ["VEN", "VFC"])
club("pal", "Palermo", ["Palermo FC"], ["Palermo"], ["pal"], ["PAL", "PFC"])
club("mnz", "Monza", ["AC Monza"], ["Monza"], ["mon", "mnz"], ["MNZ", "MON"])
SERIEA = ["ata", "bol", "cag", "com", "int", "juv", "laz", "acm", "nap", "par", "rom", "sas", "tor", "udi", "gen", "ven", "pal", "mnz"]

# --- Ligue 1 2026-27 (promoted: Troyes, Saint-Étienne)
club("psg", "Paris Saint-Germain", ["Paris Saint-Germain FC", "Paris Saint-Germain", "Paris SG"], ["Paris Saint-Germain", "PSG", "Paris SG"], ["par", "psg"], ["PSG"])
club("om", "Marseille", ["Olympique de Marseille", "Olympique Marseille"], ["Marseille", "Olympique Marseille"], ["olm", "mar"], ["OM", "MAR"])
club("asm", "Monaco", ["AS Monaco FC", "AS Monaco"], ["Monaco", "AS Monaco"], ["mon", "asm"], ["ASM", "MON"])
club("lil", "Lille", ["LOSC Lille", "Lille OSC"], ["Lille", "LOSC"], ["lil"], ["LIL", "LOSC"])
club("ol", "Lyon", ["Olympique Lyonnais", "Olympique Lyon"], ["Lyon", "Olympique Lyonnais"], ["lyo", "ol"], ["OL", "LYO"])
club("nic", "Nice", ["OGC Nice"], ["Nice", "OGC Nice"], ["nic"], ["NIC", "OGCN"])
club("rcl", "Lens", ["RC Lens", "Racing Club de Lens"], ["Lens", "RC Lens"], ["len", "rcl"], ["RCL", "LEN"])
club("ren", "Rennes", ["Stade Rennais FC 1901", "Stade Rennais FC", "Stade Rennais"], ["Rennes", "Stade Rennais"], ["ren", "srfc"], ["REN", "SRFC"])
club("rcs", "Strasbourg", ["RC Strasbourg Alsace", "RC Strasbourg"], ["Strasbourg", "RC Strasbourg"], ["str", "rcs"], ["STR", "RCSA"])
club("tfc", "Toulouse", ["Toulouse FC"], ["Toulouse"], ["tou", "tfc"], ["TFC", "TOU"])
club("sb29", "Brest", ["Stade Brestois 29", "Stade Brestois"], ["Brest", "Stade Brestois"], ["bre", "sb29"], ["BRE", "SB29"])
club("pfc", "Paris FC", ["Paris FC"], ["Paris FC", "Paris"], ["pfc", "paf"], ["PFC", "PAR"])
club("lor", "Lorient", ["FC Lorient"], ["Lorient"], ["lor"], ["LOR", "FCL"])
club("tro", "Troyes", ["ES Troyes AC", "Espérance Sportive Troyes Aube Champagne", "Troyes AC"], ["Troyes", "ESTAC Troyes", "ES Troyes"], ["tro", "est"], ["TRO", "ESTAC"])
club("ase", "Saint-Étienne", ["AS Saint-Étienne", "AS Saint-Etienne", "Saint-Étienne"], ["Saint-Etienne", "St Etienne", "St-Etienne", "ASSE"], ["ste", "ase"], ["ASSE", "STE"])
LIGUE1 = ["psg", "om", "asm", "lil", "ol", "nic", "rcl", "ren", "rcs", "tfc", "sb29", "pfc", "lor", "tro", "ase"]

# --- UCL-only clubs (country used for the league-phase draw constraint)
club("slb", "Benfica", ["SL Benfica", "Sport Lisboa e Benfica"], ["Benfica", "SL Benfica"], ["ben", "slb"], ["BEN", "SLB"], ctry="POR")
club("fcp", "FC Porto", ["FC Porto"], ["Porto", "FC Porto"], ["por", "fcp"], ["POR", "FCP"], ctry="POR")
club("scp", "Sporting CP", ["Sporting CP", "Sporting Clube de Portugal", "Sporting Lisbon"], ["Sporting Lisbon", "Sporting CP", "Sporting"], ["scp", "spo"], ["SCP", "SPO"], ctry="POR")
club("psv", "PSV Eindhoven", ["PSV Eindhoven", "PSV"], ["PSV", "PSV Eindhoven"], ["psv"], ["PSV"], ctry="NED")
club("fey", "Feyenoord", ["Feyenoord Rotterdam", "Feyenoord"], ["Feyenoord"], ["fey"], ["FEY", "FEYE"], ctry="NED")
club("aja", "Ajax", ["AFC Ajax", "Ajax Amsterdam"], ["Ajax", "Ajax Amsterdam"], ["aja", "ajx"], ["AJA", "AJX"], ctry="NED")
club("bru", "Club Brugge", ["Club Brugge KV", "Club Brugge"], ["Club Brugge", "Brugge", "Club Bruges"], ["bru", "clb"], ["CLU", "BRU"], ctry="BEL")
club("gal", "Galatasaray", ["Galatasaray SK", "Galatasaray A.Ş."], ["Galatasaray"], ["gal"], ["GAL", "GS"], ctry="TUR")
club("oly", "Olympiacos", ["Olympiacos FC", "Olympiakos Piraeus", "Olympiacos Piraeus"], ["Olympiacos", "Olympiakos"], ["oly"], ["OLY", "OSFP"], ctry="GRE")
club("celt", "Celtic", ["Celtic FC"], ["Celtic", "Glasgow Celtic"], ["cel", "clt"], ["CEL", "CFC"], ctry="SCO")
club("sla", "Slavia Prague", ["SK Slavia Praha", "Slavia Prague"], ["Slavia Prague", "Slavia Praha", "Slavia"], ["sla"], ["SLA", "SKS"], ctry="CZE")
club("bod", "Bodø/Glimt", ["FK Bodø/Glimt", "Bodø/Glimt", "FK Bodo/Glimt"], ["Bodo/Glimt", "Bodo Glimt", "Bodoe/Glimt", "Glimt"], ["bod", "bog"], ["BOD", "BOG"], ctry="NOR")
club("czv", "Crvena Zvezda", ["FK Crvena zvezda", "Crvena Zvezda", "Red Star Belgrade"], ["Red Star Belgrade", "Crvena Zvezda", "Red Star"], ["crv", "zve"], ["CZV", "RSB"], ctry="SRB")
club("shk", "Shakhtar Donetsk", ["FC Shakhtar Donetsk", "Shakhtar Donetsk"], ["Shakhtar Donetsk", "Shakhtar", "Shaktar Donetsk"], ["sha", "shk"], ["SHK", "SHA"], ctry="UKR")
club("rbs", "Red Bull Salzburg", ["FC Red Bull Salzburg", "FC Salzburg", "Red Bull Salzburg"], ["Salzburg", "RB Salzburg", "Red Bull Salzburg"], ["sal", "rbs"], ["RBS", "SAL"], ctry="AUT")
club("fck", "FC Copenhagen", ["FC København", "FC Kobenhavn", "F.C. Copenhagen"], ["Copenhagen", "FC Copenhagen", "Kobenhavn"], ["kob", "cop"], ["FCK", "COP"], ctry="DEN")
# qualifying-round clubs
club("fer", "Ferencváros", ["Ferencvárosi TC", "Ferencváros", "Ferencvaros"], ["Ferencvaros", "Ferencvarosi TC", "Fradi"], ["fer", "ftc"], ["FTC", "FER"], ctry="HUN")
club("qar", "Qarabağ", ["Qarabağ FK", "Qarabag FK", "Karabakh Agdam"], ["Qarabag", "Karabakh", "Qarabag Agdam"], ["qar"], ["QAR", "QFK"], ctry="AZE")
club("lud", "Ludogorets Razgrad", ["PFC Ludogorets Razgrad", "Ludogorets Razgrad"], ["Ludogorets", "Ludogorets Razgrad"], ["lud"], ["LUD", "LRA"], ctry="BUL")
club("mff", "Malmö FF", ["Malmö FF", "Malmo FF"], ["Malmo", "Malmo FF"], ["mal", "mff"], ["MFF", "MAL"], ctry="SWE")
club("leg", "Legia Warsaw", ["Legia Warszawa", "Legia Warsaw"], ["Legia Warsaw", "Legia"], ["leg"], ["LEG", "LWA"], ctry="POL")
club("ybb", "Young Boys", ["BSC Young Boys", "Young Boys Bern"], ["Young Boys", "BSC YB", "Young Boys Berne"], ["yb", "ybb"], ["YB", "YBB"], ctry="SUI")
club("plz", "Viktoria Plzeň", ["FC Viktoria Plzeň", "Viktoria Plzen"], ["Viktoria Plzen", "Plzen", "Pilsen"], ["plz", "vik"], ["PLZ", "VPL"], ctry="CZE")
club("stg", "Sturm Graz", ["SK Sturm Graz", "Sturm Graz"], ["Sturm Graz", "Sturm"], ["stu", "stg"], ["STG", "SKS"], ctry="AUT")
club("fcm", "FC Midtjylland", ["FC Midtjylland"], ["Midtjylland", "FC Midtjylland"], ["mid", "fcm"], ["FCM", "MID"], ctry="DEN")
club("ran", "Rangers", ["Rangers FC", "Glasgow Rangers"], ["Rangers", "Glasgow Rangers"], ["ran"], ["RAN", "RFC"], ctry="SCO")
club("lpo", "Lech Poznań", ["KKS Lech Poznań", "Lech Poznan"], ["Lech Poznan", "Lech"], ["lec", "lpo"], ["LPO", "LEC"], ctry="POL")
club("fcsb", "FCSB", ["FCSB", "FC FCSB", "Steaua Bucharest"], ["FCSB", "Steaua Bucuresti"], ["fcs"], ["FCSB", "STE"], ctry="ROU")
# decoy-only opponent (Conference League)
club("fio", "Fiorentina", ["ACF Fiorentina"], ["Fiorentina"], ["fio"], ["FIO"])
# women's sides (decoy only)
club("arsw", "Arsenal Women", ["Arsenal WFC", "Arsenal Women"], ["Arsenal Women"], ["ars"], ["ARS"])
club("chew", "Chelsea Women", ["Chelsea FC Women", "Chelsea Women"], ["Chelsea Women"], ["che"], ["CFC"])

for k in ["ars", "liv", "mci", "che"]:
    C[k]["ctry"] = "ENG"
for k in ["rma", "bar", "atm"]:
    C[k]["ctry"] = "ESP"
for k in ["bay", "bvb", "b04"]:
    C[k]["ctry"] = "GER"
for k in ["int", "nap", "acm", "juv"]:
    C[k]["ctry"] = "ITA"
for k in ["psg", "om"]:
    C[k]["ctry"] = "FRA"
UCL_LP = ["ars", "liv", "mci", "che", "rma", "bar", "atm", "bay", "bvb", "b04", "int", "nap", "acm", "juv",
          "psg", "om", "slb", "fcp", "scp", "psv", "fey", "aja", "bru", "gal", "oly", "celt", "sla", "bod",
          "czv", "shk", "rbs", "fck"]

# --- MLS 2026 (tz = home time zone)
def mls(key, canon, v1, v2, c1, c2, tz):
    club(key, canon, v1, v2, c1, c2, tz=tz)


NYZ, CHZ, DNZ, LAZ = "America/New_York", "America/Chicago", "America/Denver", "America/Los_Angeles"
mls("atl", "Atlanta United", ["Atlanta United FC", "Atlanta United"], ["Atlanta", "Atlanta United", "Atlanta Utd"], ["atl"], ["ATL", "ATLU"], NYZ)
mls("atx", "Austin FC", ["Austin FC"], ["Austin", "Austin FC"], ["aus", "atx"], ["ATX", "AUS"], CHZ)
mls("clt", "Charlotte FC", ["Charlotte FC"], ["Charlotte", "Charlotte FC"], ["cha", "clt"], ["CLT", "CHA"], NYZ)
mls("chi", "Chicago Fire", ["Chicago Fire FC", "Chicago Fire"], ["Chicago", "Chicago Fire"], ["chi"], ["CHI", "CFFC"], CHZ)
mls("cin", "FC Cincinnati", ["FC Cincinnati"], ["Cincinnati", "FC Cincinnati"], ["cin"], ["CIN", "FCC"], NYZ)
mls("col", "Colorado Rapids", ["Colorado Rapids", "Colorado Rapids SC"], ["Colorado", "Colorado Rapids"], ["col"], ["COL", "RAP"], DNZ)
mls("clb", "Columbus Crew", ["Columbus Crew", "Columbus Crew SC"], ["Columbus", "Columbus Crew", "Crew"], ["clb", "cre"], ["CLB", "CCS"], NYZ)
mls("dcu", "D.C. United", ["D.C. United", "DC United"], ["DC United", "D.C. United", "Washington"], ["dc", "dcu"], ["DC", "DCU"], NYZ)
mls("dal", "FC Dallas", ["FC Dallas"], ["Dallas", "FC Dallas"], ["dal"], ["DAL", "FCD"], CHZ)
mls("hou", "Houston Dynamo", ["Houston Dynamo FC", "Houston Dynamo"], ["Houston", "Houston Dynamo", "Dynamo"], ["hou"], ["HOU", "HDFC"], CHZ)
mls("mia", "Inter Miami", ["Inter Miami CF", "Inter Miami", "Club Internacional de Fútbol Miami"], ["Inter Miami", "Miami", "Inter Miami CF"], ["mia", "imi"], ["MIA", "IMCF"], NYZ)
mls("lag", "LA Galaxy", ["LA Galaxy", "Los Angeles Galaxy"], ["LA Galaxy", "Los Angeles Galaxy", "Galaxy"], ["lag", "la"], ["LAG", "LA"], LAZ)
mls("lafc", "Los Angeles FC", ["Los Angeles FC", "LAFC"], ["Los Angeles FC", "LAFC", "Los Angeles"], ["laf", "lafc"], ["LAFC", "LFC"], LAZ)
mls("min", "Minnesota United", ["Minnesota United FC", "Minnesota United"], ["Minnesota", "Minnesota United", "Minnesota Utd"], ["min"], ["MIN", "MNUFC"], CHZ)
mls("mtl", "CF Montréal", ["CF Montréal", "CF Montreal", "Club de Foot Montréal"], ["Montreal", "CF Montreal", "Montréal"], ["mtl", "mon"], ["MTL", "CFM"], NYZ)
mls("nsh", "Nashville SC", ["Nashville SC"], ["Nashville", "Nashville SC"], ["nsh", "nas"], ["NSH", "NSC"], CHZ)
mls("ner", "New England Revolution", ["New England Revolution"], ["New England", "New England Revs", "Revolution"], ["ne", "ner"], ["NE", "NER"], NYZ)
mls("rbny", "New York Red Bulls", ["New York Red Bulls", "Red Bull New York"], ["NY Red Bulls", "New York Red Bulls", "New York RB", "Red Bulls"], ["nyrb", "rbny"], ["RBNY", "NYRB"], NYZ)
mls("nyc", "New York City FC", ["New York City FC", "NYCFC"], ["New York City", "NYCFC", "New York City FC"], ["nyc", "nycfc"], ["NYC", "NYCFC"], NYZ)
mls("orl", "Orlando City", ["Orlando City SC", "Orlando City"], ["Orlando", "Orlando City"], ["orl"], ["ORL", "OCSC"], NYZ)
mls("phi", "Philadelphia Union", ["Philadelphia Union"], ["Philadelphia", "Philadelphia Union", "Union"], ["phi"], ["PHI", "PHU"], NYZ)
mls("por", "Portland Timbers", ["Portland Timbers", "Portland Timbers FC"], ["Portland", "Portland Timbers", "Timbers"], ["por"], ["POR", "PTFC"], LAZ)
mls("rsl", "Real Salt Lake", ["Real Salt Lake"], ["Real Salt Lake", "Salt Lake", "RSL"], ["rsl"], ["RSL", "SLC"], DNZ)
mls("sd", "San Diego FC", ["San Diego FC"], ["San Diego", "San Diego FC"], ["sd", "sdfc"], ["SD", "SDFC"], LAZ)
mls("sj", "San Jose Earthquakes", ["San Jose Earthquakes"], ["San Jose", "San Jose Earthquakes", "Earthquakes"], ["sj", "sje"], ["SJ", "SJE"], LAZ)
mls("sea", "Seattle Sounders", ["Seattle Sounders FC", "Seattle Sounders"], ["Seattle", "Seattle Sounders", "Sounders"], ["sea"], ["SEA", "SSFC"], LAZ)
mls("skc", "Sporting Kansas City", ["Sporting Kansas City", "Sporting KC"], ["Sporting KC", "Kansas City", "Sporting Kansas City"], ["skc", "kc"], ["SKC", "KC"], CHZ)
mls("stl", "St. Louis City SC", ["St. Louis CITY SC", "St. Louis City SC", "Saint Louis City"], ["St. Louis", "St Louis City", "St. Louis City SC"], ["stl"], ["STL", "STLC"], CHZ)
mls("tfcm", "Toronto FC", ["Toronto FC"], ["Toronto", "Toronto FC"], ["tor"], ["TOR", "TFC"], NYZ)
mls("van", "Vancouver Whitecaps", ["Vancouver Whitecaps FC", "Vancouver Whitecaps"], ["Vancouver", "Vancouver Whitecaps", "Whitecaps"], ["van"], ["VAN", "VWFC"], LAZ)
MLS = ["atl", "atx", "clt", "chi", "cin", "col", "clb", "dcu", "dal", "hou", "mia", "lag", "lafc", "min", "mtl", "nsh",
       "ner", "rbny", "nyc", "orl", "phi", "por", "rsl", "sd", "sj", "sea", "skc", "stl", "tfcm", "van"]

# --- World Cup 2026 nations
def nat(key, canon, v1, v2, c1, c2):
    club("n_" + key, canon, v1, v2, c1, c2)


nat("mex", "Mexico", ["Mexico", "México"], ["Mexico"], ["mex"], ["MEX"])
nat("rsa", "South Africa", ["South Africa"], ["South Africa"], ["rsa", "saf"], ["RSA", "ZAF"])
nat("kor", "South Korea", ["Korea Republic", "South Korea"], ["South Korea", "Korea Republic", "Korea"], ["kr", "kor"], ["KOR"])
nat("cze", "Czechia", ["Czechia", "Czech Republic"], ["Czechia", "Czech Republic"], ["cze"], ["CZE"])
nat("can", "Canada", ["Canada"], ["Canada"], ["can"], ["CAN"])
nat("qat", "Qatar", ["Qatar"], ["Qatar"], ["qat"], ["QAT"])
nat("sui", "Switzerland", ["Switzerland"], ["Switzerland"], ["sui", "swi"], ["SUI", "SWI"])
nat("bra", "Brazil", ["Brazil", "Brasil"], ["Brazil"], ["bra"], ["BRA"])
nat("mar", "Morocco", ["Morocco"], ["Morocco"], ["mar"], ["MAR"])
nat("hai", "Haiti", ["Haiti", "Haïti"], ["Haiti"], ["hai"], ["HAI"])
nat("sco", "Scotland", ["Scotland"], ["Scotland"], ["sco"], ["SCO"])
nat("usa", "United States", ["USA", "United States"], ["United States", "USA", "USMNT"], ["usa", "us"], ["USA", "US"])
nat("par", "Paraguay", ["Paraguay"], ["Paraguay"], ["par"], ["PAR"])
nat("aus", "Australia", ["Australia"], ["Australia"], ["aus"], ["AUS"])
nat("ger", "Germany", ["Germany"], ["Germany"], ["ger"], ["GER", "DEU"])
nat("cuw", "Curaçao", ["Curaçao", "Curacao"], ["Curacao", "Curaçao"], ["cuw", "cur"], ["CUW", "CUR"])
nat("civ", "Ivory Coast", ["Côte d'Ivoire", "Cote d'Ivoire", "Ivory Coast"], ["Ivory Coast", "Cote d'Ivoire"], ["civ"], ["CIV"])
nat("ecu", "Ecuador", ["Ecuador"], ["Ecuador"], ["ecu"], ["ECU"])
nat("ned", "Netherlands", ["Netherlands"], ["Netherlands", "Holland"], ["ned"], ["NED", "NL"])
nat("jpn", "Japan", ["Japan"], ["Japan"], ["jpn", "jap"], ["JPN"])
nat("tun", "Tunisia", ["Tunisia"], ["Tunisia"], ["tun"], ["TUN"])
nat("esp", "Spain", ["Spain"], ["Spain"], ["esp"], ["ESP"])
nat("cpv", "Cape Verde", ["Cabo Verde", "Cape Verde"], ["Cape Verde", "Cape Verde Islands", "Cabo Verde"], ["cpv"], ["CPV"])
nat("ksa", "Saudi Arabia", ["Saudi Arabia"], ["Saudi Arabia"], ["ksa", "sau"], ["KSA"])
nat("uru", "Uruguay", ["Uruguay"], ["Uruguay"], ["uru"], ["URU"])
nat("bel", "Belgium", ["Belgium"], ["Belgium"], ["bel"], ["BEL"])
nat("egy", "Egypt", ["Egypt"], ["Egypt"], ["egy"], ["EGY"])
nat("irn", "Iran", ["IR Iran", "Iran"], ["Iran"], ["irn", "iri"], ["IRN", "IRI"])
nat("nzl", "New Zealand", ["New Zealand"], ["New Zealand"], ["nzl", "nz"], ["NZL", "NZ"])
nat("fra", "France", ["France"], ["France"], ["fra"], ["FRA"])
nat("sen", "Senegal", ["Senegal", "Sénégal"], ["Senegal"], ["sen"], ["SEN"])
nat("nor", "Norway", ["Norway"], ["Norway"], ["nor"], ["NOR"])
nat("arg", "Argentina", ["Argentina"], ["Argentina"], ["arg"], ["ARG"])
nat("alg", "Algeria", ["Algeria"], ["Algeria"], ["alg", "dza"], ["ALG"])
nat("aut", "Austria", ["Austria"], ["Austria"], ["aut"], ["AUT"])
nat("jor", "Jordan", ["Jordan"], ["Jordan"], ["jor"], ["JOR"])
nat("uzb", "Uzbekistan", ["Uzbekistan"], ["Uzbekistan"], ["uzb"], ["UZB"])
nat("col", "Colombia", ["Colombia"], ["Colombia"], ["col"], ["COL"])
nat("eng", "England", ["England"], ["England"], ["eng"], ["ENG"])
nat("cro", "Croatia", ["Croatia"], ["Croatia"], ["cro"], ["CRO"])
nat("gha", "Ghana", ["Ghana"], ["Ghana"], ["gha"], ["GHA"])
nat("pan", "Panama", ["Panama", "Panamá"], ["Panama"], ["pan"], ["PAN"])
nat("por", "Portugal", ["Portugal"], ["Portugal"], ["por"], ["POR"])

# ---------------------------------------------------------------------------
# helpers
# ---------------------------------------------------------------------------
MON = ["JAN", "FEB", "MAR", "APR", "MAY", "JUN", "JUL", "AUG", "SEP", "OCT", "NOV", "DEC"]
MONL = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]


def strip_acc(s):
    return "".join(ch for ch in unicodedata.normalize("NFKD", s) if not unicodedata.combining(ch)).replace("ø", "o").replace("Ø", "O")


def pick(lst, p_first=0.55):
    if len(lst) == 1 or rng.random() < p_first:
        return lst[0], 0
    i = rng.randrange(1, len(lst))
    return lst[i], i


def local_ko(d, hhmm, tz):
    h, m = map(int, hhmm.split(":"))
    return datetime(d.year, d.month, d.day, h, m, tzinfo=ZoneInfo(tz)).astimezone(UTC)


def us_date(dt):
    return dt.astimezone(ET).date()


def iso(dt):
    return dt.strftime("%Y-%m-%dT%H:%M:%SZ")


def gst(dt):
    return dt.strftime("%Y-%m-%d %H:%M:%S+00")


def tdate(d):
    return f"{d.year % 100:02d}{MON[d.month - 1]}{d.day:02d}"


def ldate(d):
    return f"{MONL[d.month - 1]} {d.day}, {d.year}"


USED_V1_IDS, USED_MKT_IDS, USED_TICKERS = set(), set(), set()


def new_id(lo, hi, used):
    while True:
        x = str(rng.randint(lo, hi))
        if x not in used:
            used.add(x)
            return x


def token():
    return str(rng.randint(10 ** 75, 10 ** 77 - 1))


def probs():
    h = rng.uniform(0.12, 0.72)
    d = rng.uniform(0.18, 0.30)
    a = max(0.04, 1.0 - h - d)
    s = h + d + a
    return [round(h / s, 3), round(d / s, 3), round(a / s, 3)]


# ---------------------------------------------------------------------------
# Match model
# ---------------------------------------------------------------------------
MATCHES = []
BUSY = {}  # club -> list of kickoff datetimes (UTC)


def busy_ok(keys, ko, gap_h=60):
    for k in keys:
        for t in BUSY.get(k, []):
            if abs((t - ko).total_seconds()) < gap_h * 3600:
                return False
    return True


def add(comp, h, a, ko, kind="pair", v1=True, v2=True, o1=0, o2=0, v2_utc_date=False, note=None,
        v1_over=None, v2_over=None, tag=None, v1_series_comp=None, check=True):
    if check and not busy_ok([h, a], ko):
        raise RuntimeError(f"clash {comp} {h} {a} {ko}")
    for k in (h, a):
        BUSY.setdefault(k, []).append(ko)
    m = dict(comp=comp, h=h, a=a, ko=ko, kind=kind, v1=v1, v2=v2, o1=o1, o2=o2, v2_utc_date=v2_utc_date,
             note=note, v1_over=v1_over, v2_over=v2_over, tag=tag, v1_ids=[], v2_tickers=[])
    MATCHES.append(m)
    return m


def D(y, mo, d):
    return date(y, mo, d)


# ---------------------------------------------------------------------------
# 1. Hand-built trap fixtures
# ---------------------------------------------------------------------------
LON, MAD, BER, ROM, PAR, CET = "Europe/London", "Europe/Madrid", "Europe/Berlin", "Europe/Rome", "Europe/Paris", "Europe/Paris"

# -- Cup-then-league rematch: EFL Cup Arsenal v Chelsea (venue_two only, uncovered
#    competition) on Wednesday, then EPL Chelsea v Arsenal on Saturday (pairs),
#    plus a WSL Chelsea Women v Arsenal Women listing on venue_one the same
#    afternoon (uncovered competition, kickoff 90 min before the men's game).
add("eflcup", "ars", "che", local_ko(D(2026, 10, 28), "19:45", LON), kind="v2_only",
    v1=False, note="EFL Cup Arsenal v Chelsea, 3 days before the EPL Chelsea v Arsenal fixture; competition not covered, only on venue_two.")
add("epl", "che", "ars", local_ko(D(2026, 10, 31), "17:30", LON), tag="cup_then_league",
    note="EPL Chelsea v Arsenal, three days after a venue_two-only EFL Cup Arsenal v Chelsea and 90 minutes after a venue_one-only WSL Chelsea Women v Arsenal Women. Pairs with the KXEPLGAME event only.")
add("wsl", "chew", "arsw", local_ko(D(2026, 10, 31), "16:00", LON), kind="v1_only", v2=False, check=False,
    note="Women's Super League listing (Chelsea FC Women v Arsenal WFC) on the same day and within 90 minutes of the EPL Chelsea v Arsenal match; uncovered competition, must not pair with the EPL event.")

# -- Same two clubs in league, then UCL R16 both legs (Madrid derby x3 in 12 days)
add("laliga", "atm", "rma", local_ko(D(2027, 3, 6), "21:00", MAD), tag="derby_triple",
    note="La Liga Atlético v Real Madrid on Sat 6 Mar; the same clubs meet in UCL R16 on 9 Mar (RM home) and 17 Mar (Atlético home, same home/away order as this one). Pairs only with KXLALIGAGAME.")
add("ucl", "rma", "atm", local_ko(D(2027, 3, 9), "21:00", CET), tag="derby_triple",
    note="UCL R16 first leg Real Madrid v Atlético, three days after the La Liga derby with reversed home side.")
add("ucl", "atm", "rma", local_ko(D(2027, 3, 17), "21:00", CET), tag="derby_triple",
    note="UCL R16 second leg Atlético v Real Madrid: same home/away order as the La Liga derby on 6 Mar, 11 days earlier, different competition.")
# Copa del Rey Real Madrid v Atlético in between (venue_one only, uncovered)
add("copadelrey", "rma", "atm", local_ko(D(2027, 2, 3), "21:30", MAD), kind="v1_only", v2=False,
    note="Copa del Rey quarter-final Real Madrid v Atlético on venue_one only; uncovered competition, same clubs as three covered fixtures.")

# -- EPL then UCL QF both legs (Liverpool / Man City)
add("ucl", "mci", "liv", local_ko(D(2027, 4, 6), "21:00", CET), tag="rematch",
    note="UCL QF first leg Man City v Liverpool; EPL Liverpool v Man City on 10 Apr and UCL return leg Liverpool v Man City on 14 Apr.")
add("epl", "liv", "mci", local_ko(D(2027, 4, 10), "17:30", LON), tag="rematch",
    note="EPL Liverpool v Man City sandwiched between the two UCL QF legs; same home/away order as the UCL second leg 4 days later.")
add("ucl", "liv", "mci", local_ko(D(2027, 4, 14), "21:00", CET), tag="rematch",
    note="UCL QF second leg Liverpool v Man City, 4 days after the EPL meeting with the same home/away order.")
add("ucl", "ars", "bay", local_ko(D(2027, 4, 7), "21:00", CET), tag="legs")
add("ucl", "bay", "ars", local_ko(D(2027, 4, 13), "21:00", CET), tag="legs")

# -- UCL knockout play-off and R16 legs
add("ucl", "juv", "bru", local_ko(D(2027, 2, 16), "21:00", CET), tag="legs")
add("ucl", "bru", "juv", local_ko(D(2027, 2, 24), "18:45", CET), tag="legs")
add("ucl", "slb", "bvb", local_ko(D(2027, 2, 17), "21:00", CET), tag="legs")
add("ucl", "bvb", "slb", local_ko(D(2027, 2, 23), "21:00", CET), tag="legs")
add("ucl", "int", "psg", local_ko(D(2027, 3, 10), "21:00", CET), tag="legs")
add("ucl", "psg", "int", local_ko(D(2027, 3, 16), "21:00", CET), tag="legs")

# -- UCL qualifying two-legged ties
add("ucl", "fer", "qar", local_ko(D(2026, 8, 4), "20:00", "Europe/Budapest"), tag="legs")
add("ucl", "qar", "fer", local_ko(D(2026, 8, 11), "20:00", "Asia/Baku"), tag="legs")
add("ucl", "mff", "leg", local_ko(D(2026, 8, 5), "19:00", "Europe/Stockholm"), tag="legs")
add("ucl", "leg", "mff", local_ko(D(2026, 8, 12), "20:30", "Europe/Warsaw"), tag="legs")
add("ucl", "ybb", "ran", local_ko(D(2026, 8, 18), "21:00", "Europe/Zurich"), tag="legs",
    note="UCL play-off first leg Young Boys v Rangers; the return leg (26 Aug) is listed on venue_one only.")
add("ucl", "ran", "ybb", local_ko(D(2026, 8, 26), "20:00", LON), kind="v1_only", v2=False,
    note="Second leg Rangers v Young Boys, listed on venue_one only; venue_two carries only the first leg (reversed order, 8 days earlier). Must not pair with it.")
add("ucl", "lud", "plz", local_ko(D(2026, 8, 19), "21:30", "Europe/Sofia"), tag="legs")
add("ucl", "plz", "lud", local_ko(D(2026, 8, 25), "21:00", "Europe/Prague"), tag="legs")
add("ucl", "fcm", "lpo", local_ko(D(2026, 8, 19), "20:00", "Europe/Copenhagen"), kind="v2_only", v1=False,
    note="First leg Midtjylland v Lech Poznań on venue_two only; the return leg (25 Aug) is on both venues.")
add("ucl", "lpo", "fcm", local_ko(D(2026, 8, 25), "20:45", "Europe/Warsaw"), tag="legs",
    note="Second leg Lech Poznań v Midtjylland; its first leg is a venue_two-only listing six days earlier.")
add("ucl", "stg", "fcsb", local_ko(D(2026, 8, 18), "20:00", "Europe/Vienna"), tag="legs")
add("ucl", "fcsb", "stg", local_ko(D(2026, 8, 26), "21:00", "Europe/Bucharest"), tag="legs")

# -- Postponements
# (a) venue_one re-lists at the new date, venue_two keeps only the original
add("seriea", "nap", "laz", local_ko(D(2026, 10, 25), "20:45", ROM), tag="postponed_a",
    note="Napoli v Lazio, original date. Both venues list it; venue_one also carries a re-listing on 11 Nov after a postponement. Pair the originals.")
add("seriea", "nap", "laz", local_ko(D(2026, 11, 11), "18:30", ROM), kind="v1_only", v2=False, tag="postponed_a",
    note="Re-listing of the postponed Napoli v Lazio at its new date on venue_one only (venue_two kept its original-date event). Must not pair with the 25 Oct venue_two event (17 days apart).")
# (b) venue_two re-lists at the new date, venue_one keeps only the original
add("ligue1", "rcl", "lil", local_ko(D(2026, 12, 12), "21:05", PAR), tag="postponed_b",
    note="Lens v Lille (derby du Nord), original date on both venues; venue_two also has a re-listed event on 13 Jan. Pair the originals.")
add("ligue1", "rcl", "lil", local_ko(D(2027, 1, 13), "19:00", PAR), kind="v2_only", v1=False, tag="postponed_b",
    note="venue_two re-listing of the postponed Lens v Lille on 13 Jan; venue_one has only the 12 Dec event. Must not pair.")
# (c) each venue has only one of the two dates
add("epl", "eve", "new", local_ko(D(2027, 1, 16), "15:00", LON), kind="v2_only", v1=False, tag="postponed_c",
    note="Everton v Newcastle at its original date: venue_two only. venue_one removed this and lists only the rearranged 10 Feb date. 25 days apart: must not pair.")
add("epl", "eve", "new", local_ko(D(2027, 2, 10), "19:30", LON), kind="v1_only", v2=False, tag="postponed_c",
    note="Rearranged Everton v Newcastle (10 Feb) on venue_one only; venue_two has only the original 16 Jan event.")

# -- Duplicates (same match listed twice on one venue)
add("bundesliga", "bvb", "s04", local_ko(D(2026, 10, 24), "18:30", BER), kind="dup_v1", tag="dup",
    note="Revierderby Dortmund v Schalke listed twice on venue_one (two event ids, different name styles and slug codes) and once on venue_two: ambiguous, none should be paired.")
add("laliga", "sev", "bet", local_ko(D(2026, 11, 8), "18:30", MAD), kind="dup_v2", tag="dup",
    note="Seville derby Sevilla v Betis listed twice on venue_two (two tickers with different team codes) and once on venue_one: ambiguous, none should be paired.")

# -- Ambiguous city-only listing (MLS, two LA home games the same evening)
amb1 = add("mls", "lafc", "nyc", local_ko(D(2026, 9, 19), "19:30", LAZ), kind="amb_v1", tag="amb_la",
           note="LAFC v NYCFC on venue_one; same evening LA Galaxy v NY Red Bulls kicks off 60 min later. venue_two has a single event titled 'Los Angeles vs New York' (codes LA/NY) timed between them: ambiguous.")
amb2 = add("mls", "lag", "rbny", local_ko(D(2026, 9, 19), "20:30", LAZ), kind="amb_v1", tag="amb_la",
           note="LA Galaxy v NY Red Bulls on venue_one; venue_two's only candidate is the city-only 'Los Angeles vs New York' event that equally fits LAFC v NYCFC: ambiguous.")
AMB_V2 = dict(comp="mls", ko=local_ko(D(2026, 9, 19), "20:00", LAZ), names=("Los Angeles", "New York"), codes=("LA", "NY"))

# -- MLS playoffs: best-of-three round one (games 1 and 3 share home/away order)
add("mls", "sea", "min", local_ko(D(2026, 11, 13), "19:30", LAZ), tag="bo3",
    note="MLS playoff round one game 1 Seattle v Minnesota (UTC date 14 Nov, US date 13 Nov). Game 3 on 22 Nov has the same home/away order.")
add("mls", "min", "sea", local_ko(D(2026, 11, 17), "19:00", CHZ), tag="bo3")
add("mls", "sea", "min", local_ko(D(2026, 11, 22), "18:00", LAZ), tag="bo3",
    note="Game 3 Seattle v Minnesota, 9 days after game 1 with identical home/away order. Pair by kickoff.")
add("mls", "clb", "nsh", local_ko(D(2026, 11, 14), "17:00", NYZ), tag="bo3")
add("mls", "nsh", "clb", local_ko(D(2026, 11, 18), "19:30", CHZ), tag="bo3")
add("mls", "clb", "nsh", local_ko(D(2026, 11, 23), "19:30", NYZ), kind="v1_only", v2=False, tag="bo3",
    note="Game 3 ('if necessary') Columbus v Nashville listed on venue_one only; game 1 (14 Nov) has the same home/away order and is paired.")

# -- Same-name clubs in different competitions on the same (US) date
# Inter / Inter Miami
add("seriea", "int", "com", local_ko(D(2026, 9, 26), "20:45", ROM), tag="samename",
    note="Inter v Como, same US date as MLS Inter Miami v Orlando City.")
add("mls", "mia", "orl", local_ko(D(2026, 9, 26), "19:30", NYZ), tag="samename",
    note="Inter Miami v Orlando City on the same date as Serie A Inter v Como.")
# Real Madrid / Real Salt Lake (midweek)
add("ucl", "rma", "rbs", local_ko(D(2026, 10, 21), "21:00", CET), tag="samename",
    note="UCL Real Madrid v Salzburg on the same US date as MLS Real Salt Lake v Austin (01:30Z next day).")
add("mls", "rsl", "atx", local_ko(D(2026, 10, 21), "19:30", DNZ), tag="samename",
    note="Real Salt Lake v Austin: UTC date 22 Oct, US date 21 Oct, same US date as UCL Real Madrid v Salzburg.")
# Red Bull: Leipzig + NY Red Bulls same Saturday
add("bundesliga", "rbl", "vfb", local_ko(D(2026, 10, 3), "18:30", BER), tag="samename")
add("mls", "rbny", "phi", local_ko(D(2026, 10, 3), "19:30", NYZ), tag="samename",
    note="NY Red Bulls v Philadelphia Union on the same day as RB Leipzig v Stuttgart; NYCFC v Toronto kicks off at the same time.")
add("mls", "nyc", "tfcm", local_ko(D(2026, 10, 3), "19:30", NYZ), tag="samename",
    note="NYCFC v Toronto FC at the same kickoff as NY Red Bulls v Philadelphia ('New York City' vs 'New York Red Bulls').")
# United x3 same Saturday
add("epl", "mun", "bou", local_ko(D(2026, 9, 12), "15:00", LON), tag="samename")
add("mls", "dcu", "atl", local_ko(D(2026, 9, 12), "19:30", NYZ), tag="samename",
    note="D.C. United v Atlanta United (two 'United's) on the same day as Manchester United v Bournemouth.")
# Sporting CP in UCL and Sporting KC same Wednesday
add("ucl", "scp", "celt", local_ko(D(2026, 11, 4), "21:00", CET), tag="samename",
    note="Sporting CP v Celtic; note 'Celtic' code CEL would collide with Celta in La Liga, and venue_two code CFC collides with Chelsea.")
add("mls", "skc", "hou", local_ko(D(2026, 9, 16), "19:30", CHZ), tag="samename")
# Same-city, same-day (Paris, Rome, Madrid)
add("ligue1", "psg", "ren", local_ko(D(2026, 9, 19), "21:05", PAR), tag="samecity",
    note="PSG v Rennes on the same Saturday as Paris FC v Troyes; venue_two may write Paris FC as just 'Paris'.")
add("ligue1", "pfc", "tro", local_ko(D(2026, 9, 19), "17:00", PAR), tag="samecity",
    note="Paris FC v Troyes, same day as PSG v Rennes.")
add("seriea", "rom", "udi", local_ko(D(2026, 11, 22), "15:00", ROM), tag="samecity")
add("seriea", "laz", "gen", local_ko(D(2026, 11, 22), "18:00", ROM), tag="samecity")
add("laliga", "rma", "val", local_ko(D(2026, 9, 26), "21:00", MAD), tag="samecity")
add("laliga", "atm", "cel", local_ko(D(2026, 9, 26), "18:30", MAD), tag="samecity")
add("laliga", "ray", "dep", local_ko(D(2026, 9, 27), "14:00", MAD), tag="samecity")
add("laliga", "get", "rac", local_ko(D(2026, 9, 27), "16:15", MAD), tag="samecity")

# -- Conference League decoy on venue_two (uncovered competition)
add("uecl", "cry", "fio", local_ko(D(2026, 10, 22), "20:00", LON), kind="v2_only", v1=False,
    note="UEFA Conference League Crystal Palace v Fiorentina on venue_two only; uncovered competition.")

# -- Plain one-venue-only listings
add("epl", "tot", "ful", local_ko(D(2026, 12, 5), "15:00", LON), kind="v1_only", v2=False, note="Only on venue_one.")
add("laliga", "vil", "esp", local_ko(D(2027, 1, 24), "16:15", MAD), kind="v2_only", v1=False, note="Only on venue_two.")
add("bundesliga", "sge", "fcu", local_ko(D(2026, 12, 19), "15:30", BER), kind="v1_only", v2=False, note="Only on venue_one.")
add("seriea", "ven", "pal", local_ko(D(2027, 2, 7), "15:00", ROM), kind="v2_only", v1=False, note="Only on venue_two; two promoted clubs.")
add("ligue1", "om", "asm", local_ko(D(2027, 3, 21), "20:45", PAR), kind="v1_only", v2=False, note="Only on venue_one.")
add("mls", "van", "sj", local_ko(D(2026, 8, 29), "19:00", "America/Vancouver"), kind="v2_only", v1=False,
    note="Only on venue_two; late US-evening kickoff (UTC date next day).")
add("wc2026", "n_ned", "n_tun", local_ko(D(2026, 6, 25), "18:00", CHZ), kind="v1_only", v2=False, note="Only on venue_one.")
add("ucl", "gal", "psv", local_ko(D(2026, 12, 9), "21:00", CET), kind="v2_only", v1=False,
    note="UCL league phase Galatasaray v PSV on venue_two only.")
add("epl", "bha", "cov", local_ko(D(2027, 5, 1), "15:00", LON), kind="v2_only", v1=False,
    note="Only on venue_two; Brighton v promoted Coventry.")
add("bundesliga", "bmg", "koe", local_ko(D(2027, 2, 20), "18:30", BER), kind="v2_only", v1=False,
    note="Rhine derby Gladbach v Köln, only on venue_two.")

# ---------------------------------------------------------------------------
# 2. World Cup 2026 group stage (explicit UTC kickoffs)
# ---------------------------------------------------------------------------
WC = [("mex", "rsa", "2026-06-11T19:00"), ("kor", "cze", "2026-06-12T02:00"), ("usa", "par", "2026-06-13T01:00"),
      ("qat", "sui", "2026-06-13T19:00"), ("bra", "mar", "2026-06-13T22:00"), ("hai", "sco", "2026-06-14T01:00"),
      ("ger", "cuw", "2026-06-14T17:00"), ("ned", "jpn", "2026-06-14T20:00"), ("civ", "ecu", "2026-06-14T23:00"),
      ("esp", "cpv", "2026-06-15T16:00"), ("bel", "egy", "2026-06-15T19:00"), ("ksa", "uru", "2026-06-15T22:00"),
      ("irn", "nzl", "2026-06-16T01:00"), ("fra", "sen", "2026-06-16T19:00"), ("arg", "alg", "2026-06-17T01:00"),
      ("aut", "jor", "2026-06-17T03:00"), ("eng", "cro", "2026-06-17T20:00"), ("gha", "pan", "2026-06-17T23:00"),
      ("uzb", "col", "2026-06-18T02:00"), ("cze", "rsa", "2026-06-18T16:00"), ("mex", "kor", "2026-06-19T01:00"),
      ("sco", "mar", "2026-06-19T22:00"), ("bra", "hai", "2026-06-20T00:30"), ("ger", "civ", "2026-06-20T20:00"),
      ("esp", "ksa", "2026-06-21T16:00"), ("arg", "aut", "2026-06-22T17:00"), ("eng", "gha", "2026-06-23T20:00"),
      ("fra", "nor", "2026-06-26T19:00")]
for h, a, t in WC:
    ko = datetime.fromisoformat(t).replace(tzinfo=UTC)
    add("wc2026", "n_" + h, "n_" + a, ko)

# ---------------------------------------------------------------------------
# 3. Random league fill
# ---------------------------------------------------------------------------
def weekends(start, end):
    d = start
    while d <= end:
        if d.weekday() == 5:
            yield d
        d += timedelta(days=1)


SLOTS = {
    "epl": (LON, {4: ["20:00"], 5: ["12:30", "15:00", "15:00", "17:30"], 6: ["14:00", "16:30"], 0: ["20:00"]}),
    "laliga": (MAD, {4: ["21:00"], 5: ["14:00", "16:15", "18:30", "21:00"], 6: ["14:00", "16:15", "18:30", "21:00"], 0: ["21:00"]}),
    "bundesliga": (BER, {4: ["20:30"], 5: ["15:30", "15:30", "18:30"], 6: ["15:30", "17:30", "19:30"]}),
    "seriea": (ROM, {5: ["15:00", "18:00", "20:45"], 6: ["12:30", "15:00", "18:00", "20:45"], 0: ["20:45"]}),
    "ligue1": (PAR, {4: ["20:45"], 5: ["17:00", "19:00", "21:05"], 6: ["15:00", "17:15", "20:45"]}),
}
TARGET = {"epl": 34, "laliga": 30, "bundesliga": 27, "seriea": 30, "ligue1": 25, "ucl": 38, "mls": 31}
CLUBS = {"epl": EPL, "laliga": LALIGA, "bundesliga": BUNDESLIGA, "seriea": SERIEA, "ligue1": LIGUE1}
SEASON = (D(2026, 8, 22), D(2027, 5, 22))


def count_pairs(comp):
    return sum(1 for m in MATCHES if m["comp"] == comp and m["kind"] == "pair")


def seen_pair(comp, h, a):
    return any(m["comp"] == comp and m["h"] == h and m["a"] == a for m in MATCHES)


for comp in ["epl", "laliga", "bundesliga", "seriea", "ligue1"]:
    tz, slots = SLOTS[comp]
    start = D(2026, 8, 29) if comp == "bundesliga" else SEASON[0]
    sats = list(weekends(start, SEASON[1]))
    rng.shuffle(sats)
    for sat in sats:
        if count_pairs(comp) >= TARGET[comp]:
            break
        for _ in range(rng.choice([1, 1, 2])):
            if count_pairs(comp) >= TARGET[comp]:
                break
            for _try in range(40):
                h, a = rng.sample(CLUBS[comp], 2)
                if seen_pair(comp, h, a):
                    continue
                wd = rng.choice(list(slots.keys()))
                d = sat + timedelta(days=(wd - 5) if wd >= 4 else 2)
                ko = local_ko(d, rng.choice(slots[wd]), tz)
                if busy_ok([h, a], ko):
                    add(comp, h, a, ko)
                    break

# UCL league phase
LP_DAYS = [D(2026, 9, 15), D(2026, 9, 16), D(2026, 9, 29), D(2026, 9, 30), D(2026, 10, 20), D(2026, 10, 21),
           D(2026, 11, 3), D(2026, 11, 4), D(2026, 11, 24), D(2026, 11, 25), D(2026, 12, 8), D(2026, 12, 9),
           D(2027, 1, 19), D(2027, 1, 20), D(2027, 1, 27), D(2027, 1, 28)]
while count_pairs("ucl") < TARGET["ucl"]:
    d = rng.choice(LP_DAYS)
    h, a = rng.sample(UCL_LP, 2)
    if C[h]["ctry"] == C[a]["ctry"] or seen_pair("ucl", h, a) or seen_pair("ucl", a, h):
        continue
    ko = local_ko(d, rng.choice(["21:00", "21:00", "21:00", "18:45"]), CET)
    if busy_ok([h, a], ko):
        add("ucl", h, a, ko)

# MLS regular season (Aug - Oct 2026), kickoff in the home club's local time
MLS_DAYS = [D(2026, 8, 22), D(2026, 8, 29), D(2026, 9, 5), D(2026, 9, 12), D(2026, 9, 19), D(2026, 9, 26),
            D(2026, 10, 3), D(2026, 10, 10), D(2026, 10, 17), D(2026, 10, 24), D(2026, 10, 31),
            D(2026, 9, 23), D(2026, 10, 14)]
while count_pairs("mls") < TARGET["mls"]:
    d = rng.choice(MLS_DAYS)
    h, a = rng.sample(MLS, 2)
    if seen_pair("mls", h, a):
        continue
    t = rng.choice(["19:30", "19:30", "19:30", "19:00", "20:00", "16:30"]) if d.weekday() == 5 else "19:30"
    ko = local_ko(d, t, C[h]["tz"])
    if busy_ok([h, a], ko, gap_h=72):
        add("mls", h, a, ko)

# ---------------------------------------------------------------------------
# 4. Per-pair perturbations: kickoff drift within tolerance, UTC-date tickers
# ---------------------------------------------------------------------------
OFFS = [-120, -90, -60, -45, -30, -15, 15, 30, 45, 60, 90, 120]
for m in MATCHES:
    if m["kind"] != "pair":
        continue
    r = rng.random()
    if r < 0.16:
        m["o2"] = rng.choice(OFFS)
    elif r < 0.22:
        m["o1"] = rng.choice(OFFS)
    if m["comp"] in ("mls", "wc2026") and us_date(m["ko"]) != m["ko"].date() and rng.random() < 0.3:
        m["v2_utc_date"] = True

# ---------------------------------------------------------------------------
# 5. Rendering
# ---------------------------------------------------------------------------
V1, V2 = [], []
NOTES = {}


def v1_names(m, force_alt=False, primary=False):
    out = []
    for k in (m["h"], m["a"]):
        c = C[k]
        nm, i = pick(c["v1"], 0.0 if force_alt else (1.0 if primary else 0.55))
        if force_alt and len(c["v1"]) > 1 and nm == c["v1"][0]:
            nm = c["v1"][1]
        if rng.random() < 0.12:
            nm = strip_acc(nm)
        cd, _ = pick(c["c1"], 0.0 if force_alt else (1.0 if primary else 0.8))
        out.append((nm, cd))
    if out[0][1] == out[1][1]:
        out[1] = (out[1][0], out[1][1] + "2")
    return out


def v2_names(m, force_alt=False, primary=False):
    out = []
    for k in (m["h"], m["a"]):
        c = C[k]
        nm, i = pick(c["v2"], 0.0 if force_alt else (1.0 if primary else 0.55))
        if force_alt and len(c["v2"]) > 1 and nm == c["v2"][0]:
            nm = c["v2"][1]
        cd, _ = pick(c["c2"], 0.0 if force_alt else (1.0 if primary else 0.82))
        out.append((nm, cd))
    if out[0][1] == out[1][1]:
        out[1] = (out[1][0], out[1][1] + "X")
    return out


def render_v1(m, names, ko):
    comp = COMPS[m["comp"]]["v1"]
    sid, sslug, stitle, tid, tlabel, tslug, prefix, rsrc = comp
    (hn, hc), (an, ac) = names
    ds = us_date(ko).isoformat()
    slug = f"{prefix}-{hc}-{ac}-{ds}"
    title = f"{hn} vs. {an}"
    eid = new_id(500000, 699999, USED_V1_IDS)
    ph, pd, pa = probs()
    mk = []
    for label, code, p, kind in ((hn, hc, ph, "h"), (None, "draw", pd, "d"), (an, ac, pa, "a")):
        if kind == "d":
            q = f"Will {hn} vs. {an} end in a draw?"
            git = f"Draw ({hn} vs. {an})"
            desc = (f"This market settles Yes if {hn} and {an} are level at the end of regulation (90 minutes plus any "
                    f"added time) in their match scheduled for {ds}. Otherwise it settles No. Extra time and penalty "
                    f"shoot-outs do not count. If the match is postponed, the market stays open until it is played; if it "
                    f"is cancelled with no replay, it settles Yes.")
        else:
            q = f"Will {label} win on {ds}?"
            git = label
            desc = (f"This market settles Yes if {label} beats its opponent in the {hn} vs. {an} match scheduled for {ds}, "
                    f"counting only regulation time (90 minutes plus any added time). Otherwise it settles No. If the "
                    f"match is postponed, the market stays open until it is played; if it is cancelled with no replay, it "
                    f"settles No. Official statistics from the organiser are the primary source.")
        mk.append({
            "id": new_id(1000000, 9999999, USED_MKT_IDS),
            "question": q,
            "slug": f"{slug}-{code}",
            "groupItemTitle": git,
            "sportsMarketType": "moneyline",
            "outcomes": json.dumps(["Yes", "No"]),
            "outcomePrices": json.dumps([f"{p:g}", f"{round(1 - p, 3):g}"]),
            "clobTokenIds": json.dumps([token(), token()]),
            "gameStartTime": gst(ko),
            "description": desc,
            "active": True,
            "closed": False,
            "negRisk": True,
        })
    if rng.random() < 0.1:  # market order is not guaranteed by the API
        rng.shuffle(mk)
    ev = {
        "id": eid, "slug": slug, "title": title,
        "startTime": iso(ko), "endDate": iso(ko),
        "active": True, "closed": False, "negRisk": True,
        "resolutionSource": rsrc if rng.random() < 0.85 else "",
        "series": [{"id": sid, "slug": sslug, "title": stitle}],
        "tags": [{"id": tid, "label": tlabel, "slug": tslug}, {"id": "1", "label": "Sports", "slug": "sports"},
                 {"id": "100350", "label": "Soccer", "slug": "soccer"}],
        "markets": mk,
    }
    V1.append(ev)
    m["v1_ids"].append(eid)
    return ev


def render_v2(comp_key, names, ko, utc_date=False):
    series, cname, rleague = COMPS[comp_key]["v2"]
    (hn, hc), (an, ac) = names
    d = ko.date() if utc_date else us_date(ko)
    et = f"{series}-{tdate(d)}{hc}{ac}"
    if et in USED_TICKERS:
        raise RuntimeError("ticker clash " + et)
    USED_TICKERS.add(et)
    ph, pd, pa = probs()
    sec = ("Only regulation time counts: 90 minutes plus stoppage time, with no extra time or penalty shoot-out. If the "
           "game is cancelled, or rescheduled to start more than 48 hours after its original time, the market settles "
           "at a fair price under the contract terms.")
    mk = []
    for nm, code, p in ((hn, hc, ph), ("Tie", "TIE", pd), (an, ac, pa)):
        if nm == "Tie":
            prim = (f"If the {hn} vs {an} {rleague} game originally scheduled for {ldate(d)} finishes level after 90 minutes "
                    f"plus stoppage time, the market resolves to Yes.")
        else:
            prim = (f"If {nm} wins the {hn} vs {an} {rleague} game originally scheduled for {ldate(d)} after 90 minutes "
                    f"plus stoppage time, the market resolves to Yes.")
        bid = max(0.01, round(p - 0.01, 4))
        mk.append({
            "ticker": f"{et}-{code}",
            "event_ticker": et,
            "market_type": "binary",
            "title": f"{hn} vs {an} Winner?",
            "yes_sub_title": nm,
            "no_sub_title": nm,
            "occurrence_datetime": iso(ko),
            "expected_expiration_time": iso(ko + timedelta(hours=2)),
            "close_time": iso(ko + timedelta(days=3)),
            "status": "active",
            "rules_primary": prim,
            "rules_secondary": sec,
            "yes_bid_dollars": f"{bid:.4f}",
            "yes_ask_dollars": f"{min(0.99, bid + 0.02):.4f}",
        })
    ev = {
        "event_ticker": et, "series_ticker": series,
        "title": f"{hn} vs {an}",
        "sub_title": f"{hc} vs {ac} ({MONL[d.month - 1]} {d.day})",
        "mutually_exclusive": True,
        "product_metadata": {"competition": cname, "competition_scope": "Game"},
        "markets": mk,
    }
    V2.append(ev)
    return ev


PAIRS, UNPAIR = [], []


def describe(m, n1, n2, k1, k2):
    bits = []
    c = C
    if n1 is not None and n2 is not None:
        for side, i in (("home", 0), ("away", 1)):
            a, b = n1[i][0], n2[i][0]
            if strip_acc(a).lower() != strip_acc(b).lower():
                bits.append(f"{side}: venue_one '{a}' / venue_two '{b}'")
            elif a != b:
                bits.append(f"{side}: diacritics differ ('{a}' / '{b}')")
    if n1 is not None and n2 is not None:
        ud = us_date(m["ko"])
        if ud != m["ko"].date():
            bits.append(f"kickoff {iso(m['ko'])} is on US date {ud}, one day before the UTC date")
        if m["v2_utc_date"]:
            bits.append("venue_two ticker/rules use the UTC date while venue_one slug uses the US date")
        if m["o1"] or m["o2"]:
            bits.append(f"kickoff times differ: venue_one {iso(k1)}, venue_two {iso(k2)}")
    return bits


for m in MATCHES:
    k1 = m["ko"] + timedelta(minutes=m["o1"])
    k2 = m["ko"] + timedelta(minutes=m["o2"])
    kind = m["kind"]
    comp = m["comp"]
    if kind == "pair":
        n1, n2 = v1_names(m), v2_names(m)
        e1 = render_v1(m, n1, k1)
        e2 = render_v2(comp, n2, k2, m["v2_utc_date"])
        PAIRS.append({"competition": comp, "venue_one_event_id": e1["id"], "venue_two_event_ticker": e2["event_ticker"],
                      "home": C[m["h"]]["canon"], "away": C[m["a"]]["canon"], "kickoff_utc": iso(m["ko"])})
        bits = describe(m, n1, n2, k1, k2)
        parts = ([m["note"]] if m["note"] else []) + (["; ".join(bits) + "."] if bits else [])
        txt = " ".join(parts)
        if txt:
            txt += " Pairs." if not m["note"] else ""
            NOTES[e1["id"]] = txt
    elif kind == "v1_only":
        n1 = v1_names(m)
        e1 = render_v1(m, n1, k1)
        UNPAIR.append({"venue": "venue_one", "id": e1["id"], "reason": "one_venue_only"})
        NOTES[e1["id"]] = m["note"] or "Only on venue_one."
    elif kind == "v2_only":
        n2 = v2_names(m)
        e2 = render_v2(comp, n2, k2)
        UNPAIR.append({"venue": "venue_two", "id": e2["event_ticker"], "reason": "one_venue_only"})
        NOTES[e2["event_ticker"]] = m["note"] or "Only on venue_two."
    elif kind == "dup_v1":
        a = render_v1(m, v1_names(m, primary=True), k1)
        b = render_v1(m, v1_names(m, force_alt=True), k1 + timedelta(minutes=0))
        e2 = render_v2(comp, v2_names(m), k2)
        for v, i in (("venue_one", a["id"]), ("venue_one", b["id"]), ("venue_two", e2["event_ticker"])):
            UNPAIR.append({"venue": v, "id": i, "reason": "ambiguous"})
            NOTES[i] = m["note"] + f" (venue_one ids {a['id']} and {b['id']}; venue_two {e2['event_ticker']})"
    elif kind == "dup_v2":
        e1 = render_v1(m, v1_names(m), k1)
        x = render_v2(comp, v2_names(m, primary=True), k2)
        y = render_v2(comp, v2_names(m, force_alt=True), k2)
        for v, i in (("venue_one", e1["id"]), ("venue_two", x["event_ticker"]), ("venue_two", y["event_ticker"])):
            UNPAIR.append({"venue": v, "id": i, "reason": "ambiguous"})
            NOTES[i] = m["note"] + f" (venue_one {e1['id']}; venue_two {x['event_ticker']} and {y['event_ticker']})"
    elif kind == "amb_v1":
        e1 = render_v1(m, v1_names(m), k1)
        UNPAIR.append({"venue": "venue_one", "id": e1["id"], "reason": "ambiguous"})
        NOTES[e1["id"]] = m["note"]

# the single city-only venue_two event of the LA/NY trap
e2 = render_v2(AMB_V2["comp"], list(zip(AMB_V2["names"], AMB_V2["codes"])), AMB_V2["ko"])
UNPAIR.append({"venue": "venue_two", "id": e2["event_ticker"], "reason": "ambiguous"})
NOTES[e2["event_ticker"]] = ("City-only 'Los Angeles vs New York' (LA/NY) at 03:00Z; venue_one has both LAFC v NYCFC (02:30Z) "
                             "and LA Galaxy v NY Red Bulls (03:30Z) that evening, each 30 min away: ambiguous, pair neither.")

# ---------------------------------------------------------------------------
# 6. Shuffle listing order (so file order does not reveal pairing) and write
# ---------------------------------------------------------------------------
rng.shuffle(V1)
rng.shuffle(V2)
PAIRS.sort(key=lambda p: (p["competition"], p["kickoff_utc"], p["venue_one_event_id"]))

# sanity checks
v1ids = {e["id"] for e in V1}
v2ids = {e["event_ticker"] for e in V2}
assert len(v1ids) == len(V1) and len(v2ids) == len(V2)
for p in PAIRS:
    assert p["venue_one_event_id"] in v1ids and p["venue_two_event_ticker"] in v2ids
for u in UNPAIR:
    assert u["id"] in (v1ids if u["venue"] == "venue_one" else v2ids)
used1 = {p["venue_one_event_id"] for p in PAIRS} | {u["id"] for u in UNPAIR if u["venue"] == "venue_one"}
used2 = {p["venue_two_event_ticker"] for p in PAIRS} | {u["id"] for u in UNPAIR if u["venue"] == "venue_two"}
assert used1 == v1ids and used2 == v2ids, "every listing must be in pairs or unpairable"
assert len(used1) == len(PAIRS) + sum(u["venue"] == "venue_one" for u in UNPAIR)

with open(os.path.join(OUT, "venue_one_events.json"), "w", encoding="utf-8") as f:
    json.dump(V1, f, ensure_ascii=False, indent=1)
with open(os.path.join(OUT, "venue_two_events.json"), "w", encoding="utf-8") as f:
    json.dump(V2, f, ensure_ascii=False, indent=1)
with open(os.path.join(OUT, "truth.json"), "w", encoding="utf-8") as f:
    json.dump({"pairs": PAIRS, "unpairable": UNPAIR, "notes": NOTES}, f, ensure_ascii=False, indent=1)

from collections import Counter
print("venue_one events:", len(V1), "venue_two events:", len(V2))
print("pairs:", len(PAIRS), Counter(p["competition"] for p in PAIRS))
print("unpairable:", len(UNPAIR), Counter((u["venue"], u["reason"]) for u in UNPAIR))
print("notes:", len(NOTES))
