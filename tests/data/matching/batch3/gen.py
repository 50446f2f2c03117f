#!/usr/bin/env python3
"""Generate held-out matching set batch3 (written blind; stdlib only, deterministic).

    python3 gen.py        # writes venue_one_events.json, venue_two_events.json, truth.json

venue_one = Gamma-style events (nested 1X2 markets, Yes/No outcomes, slug codes).
venue_two = Kalshi-style events (series_ticker, event_ticker YYMMMDD+codes, -TIE leg).
Season 2026-27 (Aug 2026 - May 2027). Club membership for 2026-27 (promoted sides) is
the author's best estimate; it does not matter for matching, only for realism.
"""

from __future__ import annotations

import json
import random
from datetime import date, datetime, timedelta, timezone
from pathlib import Path

OUT = Path(__file__).resolve().parent
rng = random.Random(20260823)

MON = ["JAN", "FEB", "MAR", "APR", "MAY", "JUN", "JUL", "AUG", "SEP", "OCT", "NOV", "DEC"]
MON_T = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]

# --------------------------------------------------------------------------------------
# time zones (offset hours from UTC for a local calendar date)


def eu_dst(d: date) -> bool:
    return d < date(2026, 10, 25) or d >= date(2027, 3, 28)


def us_dst(d: date) -> bool:
    return d < date(2026, 11, 1) or d >= date(2027, 3, 14)


TZ = {
    "uk": lambda d: 1 if eu_dst(d) else 0,
    "cet": lambda d: 2 if eu_dst(d) else 1,
    "pt": lambda d: 1 if eu_dst(d) else 0,  # Portugal = UK time
    "us_e": lambda d: -4 if us_dst(d) else -5,
    "us_c": lambda d: -5 if us_dst(d) else -6,
    "us_m": lambda d: -6 if us_dst(d) else -7,
    "us_p": lambda d: -7 if us_dst(d) else -8,
    "chile": lambda d: -3 if date(2026, 9, 6) <= d < date(2027, 4, 4) else -4,
    "arg": lambda d: -3,
    "egy": lambda d: 3 if (d < date(2026, 10, 30) or d >= date(2027, 4, 30)) else 2,
    "kst": lambda d: 9,
    "cst8": lambda d: 8,
}


def to_utc(d: date, hhmm: str, tz: str) -> datetime:
    h, m = map(int, hhmm.split(":"))
    local = datetime(d.year, d.month, d.day, h, m)
    return (local - timedelta(hours=TZ[tz](d))).replace(tzinfo=timezone.utc)


def us_date(ko: datetime) -> date:
    """US-Eastern calendar date of an instant (what the venues put in identifiers)."""
    d = ko.date()
    off = -4 if us_dst(d) else -5
    return (ko + timedelta(hours=off)).date()


def iso(ko: datetime) -> str:
    return ko.strftime("%Y-%m-%dT%H:%M:%SZ")


# --------------------------------------------------------------------------------------
# clubs: key -> (canonical, venue_one names, venue_two names, venue_one codes, venue_two codes)
# first entry of each list is the venue's usual form; others are occasional variants.

C: dict[str, tuple[str, list[str], list[str], list[str], list[str]]] = {}


def club(key, canon, v1, v2, c1, c2):
    C[key] = (canon, v1, v2, c1, c2)


# England
club("ARS", "Arsenal", ["Arsenal FC", "Arsenal"], ["Arsenal"], ["ars"], ["ARS"])
club("AVL", "Aston Villa", ["Aston Villa FC", "Aston Villa"], ["Aston Villa", "Villa"], ["ast", "avl"], ["AVL"])
club("BOU", "Bournemouth", ["AFC Bournemouth", "Bournemouth"], ["Bournemouth"], ["bou"], ["BOU"])
club("BRE", "Brentford", ["Brentford FC"], ["Brentford"], ["bre"], ["BRE"])
club("BHA", "Brighton & Hove Albion", ["Brighton & Hove Albion FC", "Brighton and Hove Albion"], ["Brighton"], ["bri"], ["BHA"])
club("CFC", "Chelsea", ["Chelsea FC"], ["Chelsea"], ["che"], ["CFC"])
club("CRY", "Crystal Palace", ["Crystal Palace FC"], ["Crystal Palace", "C. Palace"], ["cry"], ["CRY"])
club("EVE", "Everton", ["Everton FC"], ["Everton"], ["eve"], ["EVE"])
club("FUL", "Fulham", ["Fulham FC"], ["Fulham"], ["ful"], ["FUL"])
club("LEE", "Leeds United", ["Leeds United FC", "Leeds United"], ["Leeds", "Leeds Utd"], ["lee"], ["LEE"])
club("LFC", "Liverpool", ["Liverpool FC"], ["Liverpool"], ["liv"], ["LFC"])
club("MCI", "Manchester City", ["Manchester City FC"], ["Man City", "Manchester City"], ["mac", "mci"], ["MCI"])
club("MUN", "Manchester United", ["Manchester United FC"], ["Man United", "Man Utd", "Manchester United"], ["mun", "man"], ["MUN"])
club("NEW", "Newcastle United", ["Newcastle United FC"], ["Newcastle"], ["new"], ["NEW"])
club("NFO", "Nottingham Forest", ["Nottingham Forest FC"], ["Nottm Forest", "Nottingham Forest", "Nott'm Forest"], ["not"], ["NFO"])
club("SUN", "Sunderland", ["Sunderland AFC"], ["Sunderland"], ["sun"], ["SUN"])
club("TOT", "Tottenham Hotspur", ["Tottenham Hotspur FC"], ["Tottenham", "Spurs"], ["tot"], ["TOT"])
club("COV", "Coventry City", ["Coventry City FC"], ["Coventry", "Coventry City"], ["cov"], ["COV"])
club("IPS", "Ipswich Town", ["Ipswich Town FC"], ["Ipswich", "Ipswich Town"], ["ips"], ["IPS"])
club("MID", "Middlesbrough", ["Middlesbrough FC"], ["Middlesbrough", "Boro"], ["mid"], ["MID"])
# Spain
club("ATH", "Athletic Club", ["Athletic Club", "Athletic Club de Bilbao"], ["Athletic Bilbao", "Athletic Club"], ["bil", "ath"], ["ATH"])
club("ATM", "Atlético Madrid", ["Club Atlético de Madrid", "Atlético de Madrid"], ["Atletico Madrid", "Atl. Madrid", "Atleti"], ["mad", "atm"], ["ATM"])
club("BAR", "Barcelona", ["FC Barcelona"], ["Barcelona", "Barça"], ["bar"], ["BAR"])
club("RMA", "Real Madrid", ["Real Madrid CF", "Real Madrid"], ["Real Madrid"], ["rea", "rma"], ["RMA"])
club("VIL", "Villarreal", ["Villarreal CF"], ["Villarreal"], ["vil"], ["VIL"])
club("RBB", "Real Betis", ["Real Betis Balompié", "Real Betis"], ["Betis", "Real Betis"], ["bet"], ["RBB"])
club("RCC", "Celta Vigo", ["RC Celta de Vigo", "RC Celta"], ["Celta Vigo", "Celta"], ["cel"], ["RCC"])
club("ESP", "Espanyol", ["RCD Espanyol de Barcelona", "RCD Espanyol"], ["Espanyol"], ["esp"], ["ESP"])
club("GET", "Getafe", ["Getafe CF"], ["Getafe"], ["get"], ["GET"])
club("OSA", "Osasuna", ["CA Osasuna"], ["Osasuna"], ["osa"], ["OSA"])
club("RVC", "Rayo Vallecano", ["Rayo Vallecano de Madrid", "Rayo Vallecano"], ["Rayo Vallecano", "Rayo"], ["ray"], ["RVC"])
club("RSO", "Real Sociedad", ["Real Sociedad de Fútbol", "Real Sociedad"], ["Real Sociedad", "Sociedad"], ["soc", "rso"], ["RSO"])
club("SEV", "Sevilla", ["Sevilla FC"], ["Sevilla", "Seville"], ["sev"], ["SEV"])
club("VCF", "Valencia", ["Valencia CF"], ["Valencia"], ["val"], ["VCF"])
club("ALA", "Alavés", ["Deportivo Alavés"], ["Alaves", "Deportivo Alaves"], ["ala"], ["ALA"])
club("MLL", "Mallorca", ["RCD Mallorca"], ["Mallorca"], ["mal"], ["MLL"])
club("ELC", "Elche", ["Elche CF"], ["Elche"], ["elc"], ["ELC"])
club("GIR", "Girona", ["Girona FC"], ["Girona"], ["gir"], ["GIR"])
club("RAC", "Racing Santander", ["Real Racing Club de Santander", "Racing de Santander"], ["Racing Santander", "Racing"], ["rac"], ["RAC"])
club("DEP", "Deportivo La Coruña", ["RC Deportivo de La Coruña", "Deportivo La Coruña"], ["Deportivo La Coruna", "Depor"], ["dep"], ["DLC"])
# Germany
club("FCB", "Bayern Munich", ["FC Bayern München", "FC Bayern Munich"], ["Bayern Munich", "Bayern"], ["bay"], ["BMU"])
club("BVB", "Borussia Dortmund", ["Borussia Dortmund"], ["Dortmund", "Borussia Dortmund"], ["dor"], ["BVB"])
club("RBL", "RB Leipzig", ["RB Leipzig", "RasenBallsport Leipzig"], ["RB Leipzig", "Leipzig"], ["lei"], ["RBL"])
club("LEV", "Bayer Leverkusen", ["Bayer 04 Leverkusen", "Bayer Leverkusen"], ["Leverkusen", "Bayer Leverkusen"], ["b04", "lev"], ["LEV"])
club("VFB", "VfB Stuttgart", ["VfB Stuttgart"], ["Stuttgart"], ["stu", "vfb"], ["VFB"])
club("SGE", "Eintracht Frankfurt", ["Eintracht Frankfurt"], ["Frankfurt", "Eintracht Frankfurt"], ["ein"], ["SGE"])
club("SCF", "SC Freiburg", ["SC Freiburg", "Sport-Club Freiburg"], ["Freiburg"], ["fre", "scf"], ["SCF"])
club("TSG", "Hoffenheim", ["TSG 1899 Hoffenheim", "TSG Hoffenheim"], ["Hoffenheim"], ["hof", "tsg"], ["TSG"])
club("M05", "Mainz 05", ["1. FSV Mainz 05", "FSV Mainz 05"], ["Mainz", "Mainz 05"], ["mai", "m05"], ["M05"])
club("WOB", "VfL Wolfsburg", ["VfL Wolfsburg"], ["Wolfsburg"], ["wol"], ["WOB"])
club("BMG", "Borussia Mönchengladbach", ["Borussia Mönchengladbach", "Borussia Monchengladbach"], ["Gladbach", "M'gladbach", "Monchengladbach"], ["bmg"], ["BMG"])
club("SVW", "Werder Bremen", ["SV Werder Bremen", "Werder Bremen"], ["Werder Bremen", "Bremen"], ["wer", "svw"], ["SVW"])
club("FCU", "Union Berlin", ["1. FC Union Berlin"], ["Union Berlin"], ["uni", "fcu"], ["FCU"])
club("FCA", "FC Augsburg", ["FC Augsburg"], ["Augsburg"], ["aug"], ["FCA"])
club("KOE", "1. FC Köln", ["1. FC Köln", "1. FC Koeln"], ["FC Cologne", "Koln", "Cologne"], ["kol", "koe"], ["KOE"])
club("HSV", "Hamburger SV", ["Hamburger SV"], ["Hamburg", "Hamburger SV"], ["ham", "hsv"], ["HSV"])
club("S04", "Schalke 04", ["FC Schalke 04"], ["Schalke", "Schalke 04"], ["sch", "s04"], ["S04"])
club("SVE", "SV Elversberg", ["SV 07 Elversberg", "SV Elversberg"], ["Elversberg"], ["elv"], ["SVE"])
# Italy
club("INT", "Inter", ["FC Internazionale Milano", "Inter Milan"], ["Inter", "Inter Milan"], ["int"], ["INT"])
club("ACM", "AC Milan", ["AC Milan"], ["AC Milan", "Milan"], ["acm", "mil"], ["ACM"])
club("NAP", "Napoli", ["SSC Napoli"], ["Napoli"], ["nap"], ["NAP"])
club("JUV", "Juventus", ["Juventus FC"], ["Juventus"], ["juv"], ["JUV"])
club("ROM", "Roma", ["AS Roma"], ["Roma", "AS Roma"], ["rom"], ["ROM"])
club("ATA", "Atalanta", ["Atalanta BC"], ["Atalanta"], ["ata"], ["ATA"])
club("LAZ", "Lazio", ["SS Lazio"], ["Lazio"], ["laz"], ["LAZ"])
club("FIO", "Fiorentina", ["ACF Fiorentina"], ["Fiorentina"], ["fio"], ["FIO"])
club("BFC", "Bologna", ["Bologna FC 1909"], ["Bologna"], ["bol"], ["BFC"])
club("COM", "Como", ["Como 1907"], ["Como"], ["com"], ["COM"])
club("TOR", "Torino", ["Torino FC"], ["Torino"], ["tor"], ["TOR"])
club("UDI", "Udinese", ["Udinese Calcio"], ["Udinese"], ["udi"], ["UDI"])
club("GEN", "Genoa", ["Genoa CFC"], ["Genoa"], ["gen"], ["GEN"])
club("CAG", "Cagliari", ["Cagliari Calcio"], ["Cagliari"], ["cag"], ["CAG"])
club("LEC", "Lecce", ["US Lecce"], ["Lecce"], ["lec"], ["LEC"])
club("SAS", "Sassuolo", ["US Sassuolo Calcio"], ["Sassuolo"], ["sas"], ["SAS"])
club("CRE", "Cremonese", ["US Cremonese"], ["Cremonese"], ["cre"], ["CRE"])
club("PRM", "Parma", ["Parma Calcio 1913"], ["Parma"], ["prm", "par"], ["PAR"])
club("VEN", "Venezia", ["Venezia FC"], ["Venezia", "Venice"], ["ven"], ["VEN"])
club("PAL", "Palermo", ["Palermo FC"], ["Palermo"], ["pal"], ["PAL"])
# France
club("PSG", "Paris Saint-Germain", ["Paris Saint-Germain FC", "Paris Saint-Germain"], ["PSG", "Paris SG"], ["par", "psg"], ["PSG"])
club("OM", "Marseille", ["Olympique de Marseille"], ["Marseille"], ["olm", "mar"], ["OM"])
club("OL", "Lyon", ["Olympique Lyonnais"], ["Lyon"], ["lyo"], ["OL"])
club("ASM", "Monaco", ["AS Monaco FC", "AS Monaco"], ["Monaco"], ["mon"], ["ASM"])
club("LIL", "Lille", ["Lille OSC", "LOSC Lille"], ["Lille"], ["lil"], ["LIL"])
club("RCL", "Lens", ["RC Lens", "Racing Club de Lens"], ["Lens", "RC Lens"], ["len"], ["RCL"])
club("REN", "Rennes", ["Stade Rennais FC", "Stade Rennais"], ["Rennes"], ["ren"], ["REN"])
club("NIC", "Nice", ["OGC Nice"], ["Nice"], ["nic"], ["NIC"])
club("RCS", "Strasbourg", ["RC Strasbourg Alsace", "RC Strasbourg"], ["Strasbourg"], ["str"], ["RCS"])
club("TFC", "Toulouse", ["Toulouse FC"], ["Toulouse"], ["tou"], ["TFC"])
club("B29", "Brest", ["Stade Brestois 29"], ["Brest"], ["bre", "sb2"], ["SB29"])
club("FCN", "Nantes", ["FC Nantes"], ["Nantes"], ["nan"], ["FCN"])
club("AJA", "Auxerre", ["AJ Auxerre"], ["Auxerre"], ["aux"], ["AJA"])
club("SCO", "Angers", ["Angers SCO"], ["Angers"], ["ang"], ["SCO"])
club("HAC", "Le Havre", ["Le Havre AC"], ["Le Havre"], ["hav"], ["HAC"])
club("FCL", "Lorient", ["FC Lorient"], ["Lorient"], ["lor"], ["FCL"])
club("PFC", "Paris FC", ["Paris FC"], ["Paris FC"], ["pfc"], ["PFC"])
club("STE", "Saint-Étienne", ["AS Saint-Étienne"], ["Saint-Etienne", "St Etienne"], ["ste", "eti"], ["ASSE"])
club("TRO", "Troyes", ["ESTAC Troyes", "Troyes AC"], ["Troyes"], ["tro"], ["TRO"])
# Portugal
club("BEN", "Benfica", ["SL Benfica", "Sport Lisboa e Benfica"], ["Benfica"], ["ben"], ["BEN"])
club("SCP", "Sporting CP", ["Sporting CP", "Sporting Clube de Portugal"], ["Sporting Lisbon", "Sporting CP"], ["spo", "scp"], ["SCP"])
club("FCP", "Porto", ["FC Porto"], ["Porto"], ["por", "fcp"], ["FCP"])
club("SCB", "Braga", ["SC Braga", "Sporting Clube de Braga"], ["Braga", "Sporting Braga"], ["bra"], ["SCB"])
club("VSC", "Vitória SC", ["Vitória SC", "Vitória de Guimarães"], ["Vitoria Guimaraes", "Guimaraes"], ["vit"], ["VSC"])
club("FAM", "Famalicão", ["FC Famalicão"], ["Famalicao"], ["fam"], ["FAM"])
club("GIL", "Gil Vicente", ["Gil Vicente FC"], ["Gil Vicente"], ["gil"], ["GIL"])
club("EST", "Estoril Praia", ["GD Estoril Praia"], ["Estoril"], ["est"], ["EST"])
club("CPA", "Casa Pia", ["Casa Pia AC"], ["Casa Pia"], ["cas"], ["CPA"])
club("ARO", "Arouca", ["FC Arouca"], ["Arouca"], ["aro"], ["ARO"])
# rest of Europe
club("PSV", "PSV Eindhoven", ["PSV Eindhoven", "PSV"], ["PSV", "PSV Eindhoven"], ["psv"], ["PSV"])
club("AJX", "Ajax", ["AFC Ajax"], ["Ajax", "Ajax Amsterdam"], ["aja"], ["AJX"])
club("FEY", "Feyenoord", ["Feyenoord Rotterdam", "Feyenoord"], ["Feyenoord"], ["fey"], ["FEY"])
club("BRU", "Club Brugge", ["Club Brugge KV"], ["Club Brugge", "Club Bruges"], ["clu"], ["BRU"])
club("USG", "Union Saint-Gilloise", ["Royale Union Saint-Gilloise"], ["Union SG", "Union St.-Gilloise"], ["usg"], ["USG"])
club("GAL", "Galatasaray", ["Galatasaray SK", "Galatasaray A.Ş."], ["Galatasaray"], ["gal"], ["GAL"])
club("FEN", "Fenerbahçe", ["Fenerbahçe SK"], ["Fenerbahce"], ["fen"], ["FEN"])
club("BJK", "Beşiktaş", ["Beşiktaş JK"], ["Besiktas"], ["bes"], ["BJK"])
club("IBFK", "İstanbul Başakşehir", ["Rams Başakşehir FK"], ["Basaksehir", "Istanbul Basaksehir"], ["bas"], ["IBFK"])
club("TS", "Trabzonspor", ["Trabzonspor"], ["Trabzonspor"], ["tra"], ["TS"])
club("OLY", "Olympiacos", ["Olympiacos FC", "Olympiakos Piraeus"], ["Olympiacos", "Olympiakos"], ["oly"], ["OLY"])
club("PAOK", "PAOK", ["PAOK FC", "PAOK Thessaloniki"], ["PAOK", "PAOK Salonika"], ["pao"], ["PAOK"])
club("AEK", "AEK Athens", ["AEK Athens FC", "AEK Athens"], ["AEK Athens", "AEK Athina"], ["aek"], ["AEK"])
club("PAN", "Panathinaikos", ["Panathinaikos FC"], ["Panathinaikos"], ["pan"], ["PAN"])
club("SHK", "Shakhtar Donetsk", ["FC Shakhtar Donetsk"], ["Shakhtar Donetsk", "Shakhtar"], ["sha"], ["SHK"])
club("DYK", "Dynamo Kyiv", ["FC Dynamo Kyiv"], ["Dynamo Kiev", "Dinamo Kiev"], ["dyn"], ["DYK"])
club("RSB", "Red Star Belgrade", ["FK Crvena zvezda", "Red Star Belgrade"], ["Crvena Zvezda", "Red Star"], ["crv"], ["RSB"])
club("PTZ", "Partizan", ["FK Partizan"], ["Partizan Belgrade", "Partizan"], ["prt"], ["PTZ"])
club("LUD", "Ludogorets", ["PFC Ludogorets Razgrad"], ["Ludogorets"], ["lud"], ["LUD"])
club("SLP", "Slavia Prague", ["SK Slavia Praha"], ["Slavia Prague"], ["sla"], ["SLP"])
club("SPP", "Sparta Prague", ["AC Sparta Praha"], ["Sparta Prague"], ["spa"], ["SPP"])
club("FCK", "FC Copenhagen", ["FC København"], ["FC Copenhagen", "Copenhagen"], ["cop"], ["FCK"])
club("BOD", "Bodø/Glimt", ["FK Bodø/Glimt"], ["Bodo/Glimt", "Bodo Glimt"], ["bod"], ["BOD"])
club("MFF", "Malmö FF", ["Malmö FF"], ["Malmo FF", "Malmo"], ["mff"], ["MFF"])
club("YB", "Young Boys", ["BSC Young Boys"], ["Young Boys"], ["yb"], ["YB"])
club("RBS", "Red Bull Salzburg", ["FC Salzburg", "FC Red Bull Salzburg"], ["RB Salzburg", "Salzburg"], ["sal"], ["RBS"])
club("CEL", "Celtic", ["Celtic FC"], ["Celtic"], ["cel"], ["CEL"])
club("RFC", "Rangers", ["Rangers FC"], ["Rangers", "Glasgow Rangers"], ["ran"], ["RFC"])
club("QAR", "Qarabağ", ["Qarabağ FK"], ["Qarabag"], ["qar"], ["QAR"])
club("FTC", "Ferencváros", ["Ferencvárosi TC"], ["Ferencvaros"], ["fer"], ["FTC"])
club("LEG", "Legia Warsaw", ["Legia Warszawa"], ["Legia Warsaw"], ["leg"], ["LEG"])
club("LPO", "Lech Poznań", ["KKS Lech Poznań"], ["Lech Poznan"], ["lec"], ["LPO"])
club("DZG", "Dinamo Zagreb", ["GNK Dinamo Zagreb"], ["Dinamo Zagreb"], ["din"], ["DZG"])
# MLS (tz for kickoff)
MLS_TZ = {}


def mls(key, canon, v1, v2, c1, c2, tz):
    club(key, canon, v1, v2, c1, c2)
    MLS_TZ[key] = tz


mls("MIA", "Inter Miami", ["Inter Miami CF"], ["Inter Miami", "Miami"], ["mia"], ["MIA"], "us_e")
mls("LAFC", "Los Angeles FC", ["Los Angeles FC", "LAFC"], ["Los Angeles FC", "LAFC", "Los Angeles F"], ["laf"], ["LAFC"], "us_p")
mls("LAG", "LA Galaxy", ["LA Galaxy", "Los Angeles Galaxy"], ["LA Galaxy", "Los Angeles G"], ["lag"], ["LA"], "us_p")
mls("SEA", "Seattle Sounders", ["Seattle Sounders FC"], ["Seattle", "Seattle Sounders"], ["sea"], ["SEA"], "us_p")
mls("POR", "Portland Timbers", ["Portland Timbers"], ["Portland"], ["por"], ["POR"], "us_p")
mls("NYC", "New York City FC", ["New York City FC"], ["NYCFC", "New York City"], ["nyc"], ["NYC"], "us_e")
mls("RBNY", "New York Red Bulls", ["New York Red Bulls", "Red Bull New York"], ["NY Red Bulls", "New York RB"], ["nyr", "rbn"], ["RBNY"], "us_e")
mls("ATL", "Atlanta United", ["Atlanta United FC"], ["Atlanta United", "Atlanta"], ["atl"], ["ATL"], "us_e")
mls("CLB", "Columbus Crew", ["Columbus Crew"], ["Columbus"], ["clb"], ["CLB"], "us_e")
mls("CIN", "FC Cincinnati", ["FC Cincinnati"], ["Cincinnati"], ["cin"], ["CIN"], "us_e")
mls("PHI", "Philadelphia Union", ["Philadelphia Union"], ["Philadelphia"], ["phi"], ["PHI"], "us_e")
mls("ORL", "Orlando City", ["Orlando City SC"], ["Orlando City", "Orlando"], ["orl"], ["ORL"], "us_e")
mls("NSH", "Nashville SC", ["Nashville SC"], ["Nashville"], ["nsh"], ["NSH"], "us_c")
mls("CLT", "Charlotte FC", ["Charlotte FC"], ["Charlotte"], ["cha"], ["CLT"], "us_e")
mls("TFC", "Toronto FC", ["Toronto FC"], ["Toronto"], ["tor"], ["TOR"], "us_e")
mls("MTL", "CF Montréal", ["CF Montréal"], ["CF Montreal", "Montreal"], ["mtl"], ["MTL"], "us_e")
mls("VAN", "Vancouver Whitecaps", ["Vancouver Whitecaps FC"], ["Vancouver"], ["van"], ["VAN"], "us_p")
mls("ATX", "Austin FC", ["Austin FC"], ["Austin"], ["aus"], ["ATX"], "us_c")
mls("DAL", "FC Dallas", ["FC Dallas"], ["Dallas"], ["dal"], ["DAL"], "us_c")
mls("HOU", "Houston Dynamo", ["Houston Dynamo FC"], ["Houston"], ["hou"], ["HOU"], "us_c")
mls("SKC", "Sporting Kansas City", ["Sporting Kansas City"], ["Sporting KC", "Kansas City"], ["skc"], ["SKC"], "us_c")
mls("MIN", "Minnesota United", ["Minnesota United FC"], ["Minnesota"], ["min"], ["MIN"], "us_c")
mls("RSL", "Real Salt Lake", ["Real Salt Lake"], ["Real Salt Lake", "Salt Lake"], ["rsl"], ["RSL"], "us_m")
mls("COL", "Colorado Rapids", ["Colorado Rapids"], ["Colorado"], ["col"], ["COL"], "us_m")
mls("SJ", "San Jose Earthquakes", ["San Jose Earthquakes"], ["San Jose"], ["sje"], ["SJ"], "us_p")
mls("STL", "St. Louis City SC", ["St. Louis City SC"], ["St. Louis City", "St. Louis"], ["stl"], ["STL"], "us_c")
mls("CHI", "Chicago Fire", ["Chicago Fire FC"], ["Chicago"], ["chi"], ["CHI"], "us_c")
mls("NE", "New England Revolution", ["New England Revolution"], ["New England"], ["ner"], ["NE"], "us_e")
mls("DC", "D.C. United", ["D.C. United"], ["DC United"], ["dcu"], ["DC"], "us_e")
mls("SD", "San Diego FC", ["San Diego FC"], ["San Diego"], ["sdg"], ["SD"], "us_p")
# Liga MX (Leagues Cup)
club("AME", "Club América", ["Club América"], ["Club America", "America"], ["ame"], ["AME"])
club("GDL", "Guadalajara", ["CD Guadalajara", "Chivas Guadalajara"], ["Chivas", "Guadalajara"], ["gua"], ["GDL"])
club("MTY", "Monterrey", ["CF Monterrey"], ["Monterrey", "Rayados"], ["mty"], ["MTY"])
club("TIG", "Tigres UANL", ["Tigres UANL"], ["Tigres"], ["tig"], ["TIG"])
club("CAZ", "Cruz Azul", ["Cruz Azul"], ["Cruz Azul"], ["cru"], ["CAZ"])
club("TOL", "Toluca", ["Deportivo Toluca FC"], ["Toluca"], ["tol"], ["TOL"])
club("PUM", "Pumas UNAM", ["Pumas UNAM", "Club Universidad Nacional"], ["Pumas"], ["pum"], ["PUM"])
club("PAC", "Pachuca", ["CF Pachuca"], ["Pachuca"], ["pac"], ["PAC"])
# China
club("SHP", "Shanghai Port", ["Shanghai Port FC"], ["Shanghai Port", "Shanghai SIPG"], ["shp"], ["SHP"])
club("SHS", "Shanghai Shenhua", ["Shanghai Shenhua FC"], ["Shanghai Shenhua", "Shenhua"], ["shs"], ["SHS"])
club("BJG", "Beijing Guoan", ["Beijing Guoan FC", "Beijing Sinobo Guoan"], ["Beijing Guoan"], ["bei"], ["BJG"])
club("SDT", "Shandong Taishan", ["Shandong Taishan FC"], ["Shandong Taishan", "Shandong Luneng"], ["sha", "sdt"], ["SDT"])
club("CDR", "Chengdu Rongcheng", ["Chengdu Rongcheng FC"], ["Chengdu Rongcheng", "Chengdu"], ["che", "cdr"], ["CDR"])
club("TJT", "Tianjin Jinmen Tiger", ["Tianjin Jinmen Tiger FC"], ["Tianjin Jinmen Tiger", "Tianjin"], ["tia"], ["TJT"])
club("ZHE", "Zhejiang", ["Zhejiang Professional FC", "Zhejiang FC"], ["Zhejiang"], ["zhe"], ["ZHE"])
club("WTT", "Wuhan Three Towns", ["Wuhan Three Towns FC"], ["Wuhan Three Towns", "Wuhan"], ["wuh"], ["WTT"])
# Korea
club("ULS", "Ulsan HD", ["Ulsan HD FC"], ["Ulsan Hyundai", "Ulsan HD"], ["uls"], ["ULS"])
club("JBK", "Jeonbuk Hyundai Motors", ["Jeonbuk Hyundai Motors FC"], ["Jeonbuk Motors", "Jeonbuk"], ["jeo"], ["JBK"])
club("SEO", "FC Seoul", ["FC Seoul"], ["Seoul"], ["seo"], ["SEO"])
club("POH", "Pohang Steelers", ["Pohang Steelers"], ["Pohang"], ["poh"], ["POH"])
club("GWN", "Gangwon FC", ["Gangwon FC"], ["Gangwon"], ["gan"], ["GWN"])
club("DJN", "Daejeon Hana Citizen", ["Daejeon Hana Citizen FC"], ["Daejeon Citizen", "Daejeon"], ["dae"], ["DJN"])
club("GCS", "Gimcheon Sangmu", ["Gimcheon Sangmu FC"], ["Gimcheon"], ["gim"], ["GCS"])
club("SWF", "Suwon FC", ["Suwon FC"], ["Suwon"], ["suw"], ["SWF"])
# Chile
club("CCO", "Colo-Colo", ["CSD Colo-Colo", "Colo-Colo"], ["Colo Colo"], ["col"], ["CCO"])
club("UCH", "Universidad de Chile", ["Club Universidad de Chile"], ["U. de Chile", "Universidad de Chile"], ["uch"], ["UCH"])
club("UCA", "Universidad Católica", ["CD Universidad Católica"], ["U. Catolica", "Universidad Catolica"], ["uca"], ["UCA"])
club("COB", "Cobresal", ["CD Cobresal"], ["Cobresal"], ["cob"], ["COB"])
club("PAS", "Palestino", ["CD Palestino"], ["Palestino"], ["pal"], ["PAL"])
club("EVC", "Everton de Viña del Mar", ["Everton de Viña del Mar"], ["Everton", "Everton CD"], ["evv"], ["EVE"])
club("HUA", "Huachipato", ["CD Huachipato"], ["Huachipato"], ["hua"], ["HUA"])
club("ANT", "Deportes Antofagasta", ["CD Antofagasta"], ["Antofagasta"], ["ant"], ["ANT"])
# Egypt
club("AHL", "Al Ahly", ["Al Ahly SC"], ["Al-Ahly", "Al Ahly"], ["ahl"], ["AHL"])
club("ZAM", "Zamalek", ["Zamalek SC"], ["Zamalek"], ["zam"], ["ZAM"])
club("PYR", "Pyramids", ["Pyramids FC"], ["Pyramids"], ["pyr"], ["PYR"])
club("CER", "Ceramica Cleopatra", ["Ceramica Cleopatra FC"], ["Ceramica Cleopatra", "Cleopatra"], ["cer"], ["CER"])
club("MAS", "Al Masry", ["Al Masry SC"], ["El Masry", "Al-Masry"], ["mas"], ["MAS"])
club("SMO", "Smouha", ["Smouha SC"], ["Smouha"], ["smo"], ["SMO"])
club("ENP", "ENPPI", ["ENPPI SC"], ["ENPPI"], ["enp"], ["ENP"])
club("ITT", "Ittihad Alexandria", ["Al Ittihad Alexandria"], ["Ittihad Alexandria", "Al-Ittihad"], ["itt"], ["ITT"])
# Argentina Primera Nacional
club("SMT", "San Martín de Tucumán", ["CA San Martín de Tucumán"], ["San Martin Tucuman", "San Martin (T)"], ["smt"], ["SMT"])
club("CHA", "Chacarita Juniors", ["Club Atlético Chacarita Juniors"], ["Chacarita", "Chacarita Juniors"], ["cha"], ["CHA"])
club("COLN", "Colón", ["Club Atlético Colón"], ["Colon de Santa Fe", "Colon"], ["col"], ["COL"])
club("QUI", "Quilmes", ["Quilmes Atlético Club"], ["Quilmes"], ["qui"], ["QUI"])
club("CAA", "Atlanta (Argentina)", ["Club Atlético Atlanta"], ["Atlanta", "Atlanta BA"], ["atl"], ["ATL"])
club("TEM", "Temperley", ["Club Atlético Temperley"], ["Temperley"], ["tem"], ["TEM"])
club("FER", "Ferro Carril Oeste", ["Club Ferro Carril Oeste"], ["Ferro Carril Oeste", "Ferro"], ["fer"], ["FER"])
club("MOR", "Deportivo Morón", ["Club Deportivo Morón"], ["Deportivo Moron", "Moron"], ["mor"], ["MOR"])
# national teams
for k, canon, v1, v2 in [
    ("GER", "Germany", ["Germany"], ["Germany"]),
    ("NED", "Netherlands", ["Netherlands"], ["Netherlands", "Holland"]),
    ("FRA", "France", ["France"], ["France"]),
    ("ITA", "Italy", ["Italy"], ["Italy"]),
    ("ESP_N", "Spain", ["Spain"], ["Spain"]),
    ("POR_N", "Portugal", ["Portugal"], ["Portugal"]),
    ("ENG", "England", ["England"], ["England"]),
    ("BEL", "Belgium", ["Belgium"], ["Belgium"]),
    ("TUR", "Türkiye", ["Türkiye"], ["Turkey"]),
    ("CZE", "Czechia", ["Czechia"], ["Czech Republic"]),
    ("SCO", "Scotland", ["Scotland"], ["Scotland"]),
    ("IRL", "Republic of Ireland", ["Republic of Ireland"], ["Ireland"]),
    ("BIH", "Bosnia and Herzegovina", ["Bosnia and Herzegovina"], ["Bosnia-Herzegovina", "Bosnia"]),
    ("SRB", "Serbia", ["Serbia"], ["Serbia"]),
    ("CRO", "Croatia", ["Croatia"], ["Croatia"]),
    ("DEN", "Denmark", ["Denmark"], ["Denmark"]),
]:
    code = k.split("_")[0]
    club(k, canon, v1, v2, [code.lower()], [code])

# --------------------------------------------------------------------------------------
# competitions

COMP = {
    "epl": dict(prefix="epl", series="KXEPLGAME", title="Premier League", sslug="premier-league", sid="10188",
                src="https://www.premierleague.com/", phrase="English Premier League", tz="uk", us=False),
    "laliga": dict(prefix="lal", series="KXLALIGAGAME", title="La Liga", sslug="la-liga", sid="10193",
                   src="https://www.laliga.com/", phrase="Spanish La Liga", tz="cet", us=False),
    "bundesliga": dict(prefix="bun", series="KXBUNDESLIGAGAME", title="Bundesliga", sslug="bundesliga", sid="10194",
                       src="https://www.bundesliga.com/", phrase="German Bundesliga", tz="cet", us=False),
    "seriea": dict(prefix="sea", series="KXSERIEAGAME", title="Serie A", sslug="serie-a", sid="10203",
                   src="https://www.legaseriea.it/", phrase="Italian Serie A", tz="cet", us=False),
    "ligue1": dict(prefix="fl1", series="KXLIGUE1GAME", title="Ligue 1", sslug="ligue-1", sid="10195",
                   src="https://ligue1.com/", phrase="French Ligue 1", tz="cet", us=False),
    "ucl": dict(prefix="ucl", series="KXUCLGAME", title="UEFA Champions League", sslug="champions-league", sid="10204",
                src="https://www.uefa.com/uefachampionsleague/", phrase="UEFA Champions League", tz="cet", us=False),
    "uel": dict(prefix="uel", series="KXUELGAME", title="UEFA Europa League", sslug="europa-league", sid="10209",
                src="https://www.uefa.com/uefaeuropaleague/", phrase="UEFA Europa League", tz="cet", us=False),
    "uecl": dict(prefix="uecl", series="KXUECLGAME", title="UEFA Conference League", sslug="conference-league", sid="10437",
                 src="https://www.uefa.com/uefaconferenceleague/", phrase="UEFA Conference League", tz="cet", us=False),
    "mls": dict(prefix="mls", series="KXMLSGAME", title="MLS", sslug="mls", sid="10189",
                src="https://www.mlssoccer.com/", phrase="Major League Soccer", tz=None, us=True),
    "uefanl": dict(prefix="unl", series="KXUEFANLGAME", title="UEFA Nations League", sslug="uefa-nations-league", sid="10245",
                   src="https://www.uefa.com/uefanationsleague/", phrase="UEFA Nations League", tz="cet", us=False),
    "leaguescup": dict(prefix="lgc", series="KXLEAGUESCUPGAME", title="Leagues Cup", sslug="leagues-cup", sid="10311",
                       src="https://www.leaguescup.com/", phrase="Leagues Cup", tz=None, us=True),
    "csl": dict(prefix="csl", series="KXCHNSLGAME", title="Chinese Super League", sslug="chinese-super-league", sid="10476",
                src="", phrase="Chinese Super League", tz="cst8", us=False),
    "kleague": dict(prefix="kor", series="KXKLEAGUEGAME", title="K League 1", sslug="k-league-1", sid="10471",
                    src="https://www.kleague.com/", phrase="Korea K League 1", tz="kst", us=False),
    "chile": dict(prefix="chi", series="KXCHLLIGAGAME", title="Chile Liga de Primera", sslug="chile-primera", sid="10482",
                  src="", phrase="Chile Liga de Primera", tz="chile", us=True),
    "egypt": dict(prefix="egy", series="KXEGYPLGAME", title="Egyptian Premier League", sslug="egypt-premier-league", sid="10490",
                  src="", phrase="Egyptian Premier League", tz="egy", us=False),
    "tacaportugal": dict(prefix="tdp", series="KXTACAGAME", title="Taça de Portugal", sslug="taca-de-portugal", sid="10501",
                         src="https://www.fpf.pt/", phrase="Portugal Taca de Portugal", tz="pt", us=False),
    "argnacb": dict(prefix="arb", series="KXARGNACBGAME", title="Primera Nacional", sslug="primera-nacional", sid="10512",
                    src="", phrase="Argentina Primera Nacional", tz="arg", us=True),
    # competitions that only appear in unpaired trap listings
    "eflcup": dict(prefix="efl", series="KXEFLCUPGAME", title="EFL Cup", sslug="efl-cup", sid="10300",
                   src="https://www.efl.com/", phrase="English EFL Cup", tz="uk", us=False),
    "copadelrey": dict(prefix="cdr", series="KXCOPADELREYGAME", title="Copa del Rey", sslug="copa-del-rey", sid="10316",
                       src="https://rfef.es/", phrase="Spanish Copa del Rey", tz="cet", us=False),
    "dfbpokal": dict(prefix="dfb", series="KXDFBPOKALGAME", title="DFB-Pokal", sslug="dfb-pokal", sid="10317",
                     src="https://www.dfb.de/", phrase="German DFB Pokal", tz="cet", us=False),
    "supercopa": dict(prefix="sce", series="KXSUPERCOPAGAME", title="Supercopa de España", sslug="supercopa", sid="10318",
                      src="https://rfef.es/", phrase="Spanish Supercopa", tz="cet", us=False),
    "tdc": dict(prefix="tdc", series="KXTDCGAME", title="Trophée des Champions", sslug="trophee-des-champions", sid="10319",
                src="https://ligue1.com/", phrase="French Trophee des Champions", tz="cet", us=False),
    "copachile": dict(prefix="cch", series="KXCOPACHILEGAME", title="Copa Chile", sslug="copa-chile", sid="10483",
                      src="", phrase="Chile Copa Chile", tz="chile", us=True),
    "ligaportugal": dict(prefix="por", series="KXLIGAPORTUGALGAME", title="Liga Portugal", sslug="liga-portugal", sid="10330",
                         src="https://www.ligaportugal.pt/", phrase="Liga Portugal", tz="pt", us=False),
    "wsl": dict(prefix="wsl", series="KXWSLGAME", title="Women's Super League", sslug="wsl", sid="10340",
                src="https://womenscompetitions.thefa.com/", phrase="English Women's Super League", tz="uk", us=False),
    "ligaf": dict(prefix="lif", series="KXLIGAFGAME", title="Liga F", sslug="liga-f", sid="10341",
                  src="https://ligaf.es/", phrase="Spanish Liga F", tz="cet", us=False),
    "uyl": dict(prefix="uyl", series="KXUYLGAME", title="UEFA Youth League", sslug="uefa-youth-league", sid="10342",
                src="https://www.uefa.com/uefayouthleague/", phrase="UEFA Youth League", tz="cet", us=False),
    "uwcl": dict(prefix="uwcl", series="KXUWCLGAME", title="UEFA Women's Champions League", sslug="uwcl", sid="10343",
                 src="https://www.uefa.com/womenschampionsleague/", phrase="UEFA Women's Champions League", tz="cet", us=False),
    "nwsl": dict(prefix="nwsl", series="KXNWSLGAME", title="NWSL", sslug="nwsl", sid="10344",
                 src="https://www.nwslsoccer.com/", phrase="NWSL", tz=None, us=True),
}

# --------------------------------------------------------------------------------------
# id allocation

_used_ids: set[str] = set()


def new_id(n: int) -> str:
    while True:
        s = str(rng.randint(10 ** (n - 1), 10 ** n - 1))
        if s not in _used_ids:
            _used_ids.add(s)
            return s


def token() -> str:
    return str(rng.randint(10 ** 75, 10 ** 77 - 1))


def probs():
    h = rng.uniform(0.15, 0.72)
    d = rng.uniform(0.18, 0.31)
    a = max(0.04, 1.0 - h - d)
    s = h + d + a
    return h / s, d / s, a / s


def pick(lst, p_primary=0.7):
    if len(lst) == 1 or rng.random() < p_primary:
        return lst[0]
    return rng.choice(lst[1:])


# --------------------------------------------------------------------------------------
# venue builders

V1: list[dict] = []
V2: list[dict] = []
PAIRS: list[dict] = []
UNPAIR: list[dict] = []
NOTES: dict[str, str] = {}


def v1_desc_win(team, home, away, ds):
    return (f"Resolves Yes if {team} wins the {home} vs. {away} game scheduled for {ds}; any other result "
            f"resolves No. Only the first 90 minutes of regular play plus stoppage time count. If the game is "
            f"postponed, this market remains open until the game has been completed. If it is cancelled "
            f"outright with no make-up game, this market resolves No. The primary resolution source is the "
            f"official statistics of the governing body or event organiser; if these are not published within "
            f"2 hours of the end of the game, a consensus of credible reporting may be used.")


def v1_desc_draw(home, away, ds):
    return (f"Resolves Yes if the {home} vs. {away} game scheduled for {ds} is tied after 90 minutes of "
            f"regular play plus stoppage time; otherwise No. Extra time and penalty shoot-outs are not counted. "
            f"If the game is postponed, this market remains open until it has been completed. If it is "
            f"cancelled outright with no make-up game, this market resolves Yes. Revisions to the score made "
            f"after resolution are not taken into account.")


def v1_event(comp, hk, ak, ko, *, hname=None, aname=None, hcode=None, acode=None, id_date=None,
             title_override=None, extra_tag=None):
    m = COMP[comp]
    hn = hname or pick(C[hk][1])
    an = aname or pick(C[ak][1])
    hc = hcode or pick(C[hk][3], 0.8)
    ac = acode or pick(C[ak][3], 0.8)
    if hc == ac:
        ac = ac + "2"
    d = id_date or (us_date(ko) if m["us"] else ko.date())
    ds = d.isoformat()
    slug = f"{m['prefix']}-{hc}-{ac}-{ds}"
    title = title_override or f"{hn} vs. {an}"
    gst = ko.strftime("%Y-%m-%d %H:%M:%S+00")
    ph, pd, pa = probs()
    markets = []
    for kind, name, code, p in (("h", hn, hc, ph), ("d", None, "draw", pd), ("a", an, ac, pa)):
        if kind == "d":
            q = f"Will {hn} vs. {an} end in a draw?"
            git = f"Draw ({hn} vs. {an})"
            desc = v1_desc_draw(hn, an, ds)
        else:
            q = f"Will {name} win on {ds}?"
            git = name
            desc = v1_desc_win(name, hn, an, ds)
        markets.append({
            "id": new_id(7),
            "question": q,
            "slug": f"{slug}-{code}",
            "groupItemTitle": git,
            "sportsMarketType": "moneyline",
            "outcomes": "[\"Yes\", \"No\"]",
            "outcomePrices": json.dumps([f"{p:.3f}", f"{1 - p:.3f}"]),
            "clobTokenIds": json.dumps([token(), token()]),
            "gameStartTime": gst,
            "description": desc,
            "active": True,
            "closed": False,
            "negRisk": True,
        })
    tags = [{"id": str(100000 + int(m["sid"]) % 9000), "label": m["title"], "slug": m["sslug"]},
            {"id": "1", "label": "Sports", "slug": "sports"},
            {"id": "100350", "label": "Soccer", "slug": "soccer"}]
    if extra_tag:
        tags.append(extra_tag)
    ev = {
        "id": new_id(6),
        "slug": slug,
        "title": title,
        "startTime": iso(ko),
        "endDate": iso(ko),
        "active": True,
        "closed": False,
        "negRisk": True,
        "resolutionSource": m["src"],
        "series": [{"id": m["sid"], "slug": m["sslug"], "title": m["title"]}],
        "tags": tags,
        "markets": markets,
    }
    V1.append(ev)
    return ev


def v2_event(comp, hk, ak, ko, *, hname=None, aname=None, hcode=None, acode=None, id_date=None,
             series=None, title_suffix=""):
    m = COMP[comp]
    hn = hname or pick(C[hk][2], 0.65)
    an = aname or pick(C[ak][2], 0.65)
    hc = hcode or C[hk][4][0]
    ac = acode or C[ak][4][0]
    if hc == ac:
        ac = ac + "2"
    d = id_date or (us_date(ko) if m["us"] else ko.date())
    ser = series or m["series"]
    tick = f"{ser}-{d.strftime('%y')}{MON[d.month - 1]}{d.day:02d}{hc}{ac}"
    title = f"{hn} vs {an}{title_suffix}"
    rdate = f"{MON_T[d.month - 1]} {d.day}, {d.year}"
    ph, pd, pa = probs()
    sec = ("This market refers only to regulation time: 90 minutes plus stoppage time, with no extra time or "
           "penalty shoot-out. If the game ends level, the market for Tie resolves Yes. If the game is cancelled "
           "or rescheduled to more than 48 hours after its original start, the market resolves to a fair price "
           "in accordance with the contract terms.")
    markets = []
    # yes_sub_title sometimes uses another of the venue's spellings than the title does
    hy, ay = hn, an
    if hname is None and len(C[hk][2]) > 1 and rng.random() < 0.2:
        hy = rng.choice([x for x in C[hk][2] if x != hn] or [hn])
    if aname is None and len(C[ak][2]) > 1 and rng.random() < 0.2:
        ay = rng.choice([x for x in C[ak][2] if x != an] or [an])
    for suf, lab, p, primary in (
        (hc, hy, ph, f"If {hy} wins the {hn} vs {an} professional {m['phrase']} soccer game originally scheduled "
                     f"for {rdate} after 90 minutes plus stoppage time (not counting extra time or penalties), "
                     f"then the market resolves to Yes."),
        ("TIE", "Tie", pd, f"If Tie is the result of the {hn} vs {an} professional {m['phrase']} soccer game "
                           f"originally scheduled for {rdate} after 90 minutes plus stoppage time (not counting "
                           f"extra time or penalties), then the market resolves to Yes."),
        (ac, ay, pa, f"If {ay} wins the {hn} vs {an} professional {m['phrase']} soccer game originally scheduled "
                     f"for {rdate} after 90 minutes plus stoppage time (not counting extra time or penalties), "
                     f"then the market resolves to Yes."),
    ):
        bid = max(0.01, p - 0.01)
        markets.append({
            "ticker": f"{tick}-{suf}",
            "event_ticker": tick,
            "market_type": "binary",
            "title": f"{hn} vs {an} Winner?",
            "yes_sub_title": lab,
            "no_sub_title": lab,
            "occurrence_datetime": iso(ko),
            "expected_expiration_time": iso(ko + timedelta(hours=2)),
            "close_time": iso(ko + timedelta(days=3)),
            "status": "active",
            "rules_primary": primary,
            "rules_secondary": sec,
            "yes_bid_dollars": f"{bid:.4f}",
            "yes_ask_dollars": f"{min(0.99, bid + 0.02):.4f}",
        })
    ev = {
        "event_ticker": tick,
        "series_ticker": ser,
        "title": title,
        "sub_title": f"{hc} vs {ac} ({MON_T[d.month - 1]} {d.day})",
        "mutually_exclusive": True,
        "product_metadata": {"competition": m["title"], "competition_scope": "Game"},
        "markets": markets,
    }
    assert tick not in {e["event_ticker"] for e in V2}, tick
    V2.append(ev)
    return ev


# --------------------------------------------------------------------------------------
# scheduling

BUSY: dict[str, set[date]] = {}
FIXT: set[tuple[str, str, str]] = set()


def free(k: str, d: date, gap: int = 2) -> bool:
    return all(abs((d - x).days) > gap for x in BUSY.get(k, ()))


def book(comp, hk, ak, d):
    BUSY.setdefault(hk, set()).add(d)
    BUSY.setdefault(ak, set()).add(d)
    FIXT.add((comp, hk, ak))


def pair(comp, hk, ak, ko, *, v1kw=None, v2kw=None, ko2=None, note=""):
    """List one match on both venues and record it as a truth pair."""
    e1 = v1_event(comp, hk, ak, ko, **(v1kw or {}))
    e2 = v2_event(comp, hk, ak, ko2 or ko, **(v2kw or {}))
    PAIRS.append({
        "competition": comp,
        "venue_one_event_id": e1["id"],
        "venue_two_event_ticker": e2["event_ticker"],
        "home": C[hk][0],
        "away": C[ak][0],
        "kickoff_utc": iso(ko),
    })
    bits = [f"{e1['title']} | {e2['title']}"]
    if ko2 and ko2 != ko:
        bits.append(f"venue_two time differs by {int((ko2 - ko).total_seconds() // 60)} min")
    if us_date(ko) != ko.date() and COMP[comp]["us"]:
        bits.append("late US-evening kickoff: identifiers carry the US date, the UTC instant is the next day")
    if note:
        bits.append(note)
    NOTES[e1["id"]] = "pair: " + "; ".join(bits)
    return e1, e2


def unpair(venue, ev, reason, why):
    eid = ev["id"] if venue == "venue_one" else ev["event_ticker"]
    UNPAIR.append({"venue": venue, "id": eid, "reason": reason})
    NOTES[eid] = why


def d(y, mo, dd):
    return date(y, mo, dd)


def weekend_days(start: date, end: date, blackout):
    out = []
    x = start
    while x <= end:
        if x.weekday() in (4, 5, 6) and not any(a <= x <= b for a, b in blackout):
            out.append(x)
        x += timedelta(days=1)
    return out


INTL = [(d(2026, 9, 21), d(2026, 9, 30)), (d(2026, 10, 5), d(2026, 10, 13)),
        (d(2026, 11, 9), d(2026, 11, 17)), (d(2027, 3, 22), d(2027, 3, 30)),
        (d(2026, 12, 24), d(2026, 12, 26))]
LEAGUE_DAYS = weekend_days(d(2026, 8, 21), d(2027, 5, 23), INTL)

SLOTS = {
    "epl": {4: ["20:00"], 5: ["12:30", "15:00", "15:00", "17:30"], 6: ["14:00", "16:30"]},
    "laliga": {4: ["21:00"], 5: ["14:00", "16:15", "18:30", "21:00"], 6: ["14:00", "16:15", "18:30", "21:00"]},
    "bundesliga": {4: ["20:30"], 5: ["15:30", "15:30", "18:30"], 6: ["15:30", "17:30", "19:30"]},
    "seriea": {4: ["20:45"], 5: ["15:00", "18:00", "20:45"], 6: ["12:30", "15:00", "18:00", "20:45"]},
    "ligue1": {4: ["20:45"], 5: ["17:00", "19:00", "21:05"], 6: ["15:00", "17:15", "20:45"]},
}

LEAGUE_CLUBS = {
    "epl": "ARS AVL BOU BRE BHA CFC CRY EVE FUL LEE LFC MCI MUN NEW NFO SUN TOT COV IPS MID",
    "laliga": "ATH ATM BAR RMA VIL RBB RCC ESP GET OSA RVC RSO SEV VCF ALA MLL ELC GIR RAC DEP",
    "bundesliga": "FCB BVB RBL LEV VFB SGE SCF TSG M05 WOB BMG SVW FCU FCA KOE HSV S04 SVE",
    "seriea": "INT ACM NAP JUV ROM ATA LAZ FIO BFC COM TOR UDI GEN CAG LEC SAS CRE PRM VEN PAL",
    "ligue1": "PSG OM OL ASM LIL RCL REN NIC RCS TFC B29 FCN AJA SCO HAC FCL PFC STE TRO",
}


def vary_ko(ko: datetime) -> datetime | None:
    """Sometimes venue_two carries a different (stale or rounded) start, within two hours."""
    r = rng.random()
    if r < 0.10:
        return ko + timedelta(minutes=rng.choice([-120, -90, -75, -60, -45, -30, 30, 45, 60, 90, 105, 120]))
    if r < 0.16:
        return ko + timedelta(minutes=rng.choice([-15, -5, 5, 15]))
    return None


def random_league(comp, n):
    clubs = LEAGUE_CLUBS[comp].split()
    tz = COMP[comp]["tz"]
    made = 0
    tries = 0
    while made < n:
        tries += 1
        assert tries < 100000
        day = rng.choice(LEAGUE_DAYS)
        hk, ak = rng.sample(clubs, 2)
        if (comp, hk, ak) in FIXT or not free(hk, day) or not free(ak, day):
            continue
        ko = to_utc(day, rng.choice(SLOTS[comp][day.weekday()]), tz)
        book(comp, hk, ak, day)
        pair(comp, hk, ak, ko, ko2=vary_ko(ko))
        made += 1


UEFA_DAYS = {
    "ucl": [d(2026, 9, 15), d(2026, 9, 16), d(2026, 9, 17), d(2026, 9, 29), d(2026, 9, 30), d(2026, 10, 20),
            d(2026, 10, 21), d(2026, 11, 3), d(2026, 11, 4), d(2026, 11, 24), d(2026, 11, 25), d(2026, 12, 8),
            d(2026, 12, 9), d(2027, 1, 19), d(2027, 1, 20), d(2027, 1, 27)],
    "uel": [d(2026, 9, 24), d(2026, 10, 1), d(2026, 10, 22), d(2026, 11, 5), d(2026, 11, 26), d(2026, 12, 10),
            d(2027, 1, 21), d(2027, 1, 28)],
    "uecl": [d(2026, 10, 1), d(2026, 10, 22), d(2026, 11, 5), d(2026, 11, 26), d(2026, 12, 17)],
}
UEFA_CLUBS = {
    "ucl": "ARS LFC MCI CFC NEW RMA BAR ATM FCB BVB LEV RBL INT NAP JUV ATA PSG OM ASM BEN SCP FCP PSV AJX BRU GAL "
           "OLY SLP FCK BOD RSB CEL RBS QAR USG VIL",
    "uel": "AVL NFO ROM LAZ OL LIL RBB RSO VFB SGE SCB FEN PAOK RFC FTC DYK FEY YB MFF PAN SHK",
    "uecl": "CRY RVC FIO M05 RCS AEK LEG LPO BJK IBFK PTZ DZG SPP LUD TS",
}


def random_uefa(comp, n):
    clubs = UEFA_CLUBS[comp].split()
    made = 0
    while made < n:
        day = rng.choice(UEFA_DAYS[comp])
        hk, ak = rng.sample(clubs, 2)
        if (comp, hk, ak) in FIXT or (comp, ak, hk) in FIXT or not free(hk, day) or not free(ak, day):
            continue
        ko = to_utc(day, rng.choice(["18:45", "21:00", "21:00"]), "cet")
        book(comp, hk, ak, day)
        pair(comp, hk, ak, ko, ko2=vary_ko(ko))
        made += 1


MLS_DAYS = [x for x in weekend_days(d(2026, 8, 22), d(2026, 10, 18), [(d(2026, 9, 21), d(2026, 9, 30)),
                                                                     (d(2026, 10, 5), d(2026, 10, 13))])
            if x.weekday() == 5]
MLS_DAYS += [x for x in weekend_days(d(2027, 2, 27), d(2027, 5, 22), [(d(2027, 3, 22), d(2027, 3, 30))])
             if x.weekday() == 5]


def random_mls(n):
    clubs = [k for k in MLS_TZ]
    made = 0
    while made < n:
        day = rng.choice(MLS_DAYS)
        hk, ak = rng.sample(clubs, 2)
        if ("mls", hk, ak) in FIXT or not free(hk, day) or not free(ak, day):
            continue
        local = rng.choice(["19:30", "19:30", "19:30", "20:30", "16:30", "18:00"])
        ko = to_utc(day, local, MLS_TZ[hk])
        book("mls", hk, ak, day)
        v1kw = {}
        note = ""
        if us_date(ko) != ko.date() and rng.random() < 0.25:
            v1kw = {"id_date": ko.date()}
            note = "venue_one slug/question use the UTC date while venue_two's ticker uses the US date"
        pair("mls", hk, ak, ko, ko2=vary_ko(ko), v1kw=v1kw, note=note)
        made += 1


def random_other(comp, clubs, days, local_times, n, note_date=True):
    clubs = clubs.split()
    tz = COMP[comp]["tz"]
    made = 0
    while made < n:
        day = rng.choice(days)
        hk, ak = rng.sample(clubs, 2)
        if (comp, hk, ak) in FIXT or not free(hk, day) or not free(ak, day):
            continue
        ko = to_utc(day, rng.choice(local_times), tz)
        book(comp, hk, ak, day)
        pair(comp, hk, ak, ko, ko2=vary_ko(ko))
        made += 1


# --------------------------------------------------------------------------------------
# hand-written anchors and traps (scheduled first so random fixtures avoid them)


def traps():
    # --- T1 duplicate on venue_one (ambiguous: pair neither) -------------------------------
    day = d(2026, 10, 25)
    ko = to_utc(day, "20:45", "cet")
    book("seriea", "INT", "ACM", day)
    a = v1_event("seriea", "INT", "ACM", ko, hname="FC Internazionale Milano", aname="AC Milan", hcode="int", acode="acm")
    b = v1_event("seriea", "INT", "ACM", ko, hname="Inter Milan", aname="AC Milan", hcode="int", acode="mil",
                 title_override="Derby della Madonnina: Inter Milan vs. AC Milan")
    c = v2_event("seriea", "INT", "ACM", ko, hname="Inter", aname="AC Milan")
    why = "Inter vs AC Milan 2026-10-25 listed twice on venue_one (two event ids); ambiguous, pair neither"
    unpair("venue_one", a, "ambiguous_duplicate", why)
    unpair("venue_one", b, "ambiguous_duplicate", why)
    unpair("venue_two", c, "ambiguous_duplicate", why + " (the single venue_two listing stays unpaired)")

    # --- T2 duplicate on venue_two ---------------------------------------------------------
    day = d(2026, 11, 1)
    ko = to_utc(day, "16:15", "cet")
    book("laliga", "BAR", "RMA", day)
    a = v1_event("laliga", "BAR", "RMA", ko, hname="FC Barcelona", aname="Real Madrid CF")
    b = v2_event("laliga", "BAR", "RMA", ko, hname="Barcelona", aname="Real Madrid")
    c = v2_event("laliga", "BAR", "RMA", ko, hname="FC Barcelona", aname="Real Madrid", hcode="FCB", acode="RMA")
    why = "El Clasico 2026-11-01 listed twice on venue_two (two event tickers); ambiguous, pair neither"
    unpair("venue_one", a, "ambiguous_duplicate", why + " (the single venue_one listing stays unpaired)")
    unpair("venue_two", b, "ambiguous_duplicate", why)
    unpair("venue_two", c, "ambiguous_duplicate", why)

    # --- T3 duplicate on venue_one, MLS, one with the UTC date and one with the US date -----
    day = d(2026, 8, 29)
    ko = to_utc(day, "19:30", "us_p")  # 02:30Z on Aug 30
    book("mls", "SEA", "POR", day)
    a = v1_event("mls", "SEA", "POR", ko, hname="Seattle Sounders FC", aname="Portland Timbers")
    b = v1_event("mls", "SEA", "POR", ko, hname="Seattle Sounders FC", aname="Portland Timbers FC",
                 id_date=ko.date())
    c = v2_event("mls", "SEA", "POR", ko, hname="Seattle", aname="Portland")
    why = ("Seattle vs Portland (Cascadia Cup) 2026-08-29 PT listed twice on venue_one, slugs with the US "
           "date and with the UTC date; ambiguous, pair neither")
    unpair("venue_one", a, "ambiguous_duplicate", why)
    unpair("venue_one", b, "ambiguous_duplicate", why)
    unpair("venue_two", c, "ambiguous_duplicate", why + " (single venue_two listing)")
    # women's match of the same cities the same day, venue_two only, title with city names only
    kow = to_utc(day, "16:00", "us_p")
    w = v2_event("nwsl", "SEA", "POR", kow, hname="Seattle", aname="Portland", hcode="SEA", acode="POR",
                 id_date=day)
    for mk, lab in zip(w["markets"], ["Seattle Reign", "Tie", "Portland Thorns"]):
        mk["yes_sub_title"] = mk["no_sub_title"] = lab
        mk["rules_primary"] = mk["rules_primary"].replace("If Seattle wins", "If Seattle Reign wins").replace(
            "If Portland wins", "If Portland Thorns wins")
    w["product_metadata"]["competition"] = "NWSL"
    unpair("venue_two", w, "womens_team",
           "NWSL Seattle Reign vs Portland Thorns, same day as the men's Seattle-Portland MLS game; title uses "
           "city names only, series KXNWSLGAME")

    # --- T4 postponed, case A: original on both (pair), venue_two re-lists on a new date ---
    day = d(2026, 12, 5)
    ko = to_utc(day, "15:00", "uk")
    book("epl", "EVE", "NEW", day)
    pair("epl", "EVE", "NEW", ko, v1kw={"hname": "Everton FC", "aname": "Newcastle United FC"},
         v2kw={"hname": "Everton", "aname": "Newcastle"},
         note="postponed fixture: both original listings pair; venue_two also re-listed it on 2027-01-13")
    nd = d(2027, 1, 13)
    book("epl", "EVE", "NEW", nd)
    r = v2_event("epl", "EVE", "NEW", to_utc(nd, "19:30", "uk"), hname="Everton", aname="Newcastle")
    unpair("venue_two", r, "postponed_relisted",
           "re-listing of Everton vs Newcastle (orig 2026-12-05) on 2027-01-13, venue_two only; the "
           "venue_one event keeps the original date and is paired with the original venue_two event")

    # --- T5 postponed, case B: original on both (pair), venue_one re-lists --------------------
    day = d(2026, 11, 28)
    ko = to_utc(day, "15:30", "cet")
    book("bundesliga", "FCU", "SVW", day)
    pair("bundesliga", "FCU", "SVW", ko, v1kw={"hname": "1. FC Union Berlin", "aname": "SV Werder Bremen"},
         v2kw={"hname": "Union Berlin", "aname": "Werder Bremen"},
         note="postponed fixture: the original listings pair; venue_one also created a new event for 2027-02-10")
    nd = d(2027, 2, 10)
    book("bundesliga", "FCU", "SVW", nd)
    r = v1_event("bundesliga", "FCU", "SVW", to_utc(nd, "18:30", "cet"), hname="1. FC Union Berlin",
                 aname="Werder Bremen")
    unpair("venue_one", r, "postponed_relisted",
           "venue_one re-listing of Union Berlin vs Werder Bremen on 2027-02-10 (orig 2026-11-28); no "
           "venue_two listing on the new date")

    # --- T6 postponed, case C: original only on venue_one, re-listing only on venue_two ----
    day = d(2027, 1, 30)
    book("ligue1", "FCN", "FCL", day)
    a = v1_event("ligue1", "FCN", "FCL", to_utc(day, "19:00", "cet"), hname="FC Nantes", aname="FC Lorient")
    nd = d(2027, 2, 17)
    book("ligue1", "FCN", "FCL", nd)
    b = v2_event("ligue1", "FCN", "FCL", to_utc(nd, "20:00", "cet"), hname="Nantes", aname="Lorient")
    unpair("venue_one", a, "postponed_relisted",
           "Nantes vs Lorient on its original date 2027-01-30; venue_two lists only the re-arranged date "
           "2027-02-17 (18 days apart, different contracts) - do not pair")
    unpair("venue_two", b, "postponed_relisted",
           "re-arranged Nantes vs Lorient on 2027-02-17; venue_one lists only the original 2027-01-30 date")

    # --- T7 postponed, case C mirrored ---------------------------------------------------------
    day = d(2026, 12, 13)
    book("seriea", "GEN", "CAG", day)
    a = v2_event("seriea", "GEN", "CAG", to_utc(day, "15:00", "cet"), hname="Genoa", aname="Cagliari")
    nd = d(2027, 1, 6)
    book("seriea", "GEN", "CAG", nd)
    b = v1_event("seriea", "GEN", "CAG", to_utc(nd, "18:30", "cet"), hname="Genoa CFC", aname="Cagliari Calcio")
    unpair("venue_two", a, "postponed_relisted",
           "Genoa vs Cagliari original date 2026-12-13 on venue_two only; venue_one lists the recovery date")
    unpair("venue_one", b, "postponed_relisted",
           "Genoa vs Cagliari recovery date 2027-01-06 on venue_one only (24 days after the venue_two listing)")

    # --- T8 same-day similar names: Atletico / Athletic, each on one venue ---------------------
    day = d(2027, 2, 13)
    book("laliga", "ATM", "RBB", day)
    book("laliga", "ATH", "RSO", day)
    a = v1_event("laliga", "ATM", "RBB", to_utc(day, "21:00", "cet"), hname="Atlético de Madrid",
                 aname="Real Betis Balompié", hcode="atm")
    b = v2_event("laliga", "ATH", "RSO", to_utc(day, "21:00", "cet"), hname="Athletic Club", aname="Real Sociedad")
    unpair("venue_one", a, "one_venue_only",
           "Atletico Madrid vs Real Betis, venue_one only; same day and kick-off as Athletic Club vs Real "
           "Sociedad listed only on venue_two (similar names, different clubs)")
    unpair("venue_two", b, "one_venue_only",
           "Athletic Club vs Real Sociedad (Basque derby), venue_two only; not the Atletico-Betis game")

    # --- T9 same-day Los Angeles clubs, each on one venue ---------------------------------------
    day = d(2026, 9, 19)
    book("mls", "LAFC", "SJ", day)
    book("mls", "LAG", "SD", day)
    a = v1_event("mls", "LAFC", "SJ", to_utc(day, "19:30", "us_p"), hname="Los Angeles FC",
                 aname="San Jose Earthquakes")
    b = v2_event("mls", "LAG", "SD", to_utc(day, "19:30", "us_p"), hname="Los Angeles G", aname="San Diego")
    unpair("venue_one", a, "one_venue_only", "LAFC vs San Jose, venue_one only; LA Galaxy plays San Diego the same night")
    unpair("venue_two", b, "one_venue_only", "LA Galaxy ('Los Angeles G') vs San Diego, venue_two only; not LAFC-San Jose")

    # --- T10 Paris clubs same day ---------------------------------------------------------------
    day = d(2027, 3, 6)
    book("ligue1", "PSG", "NIC", day)
    book("ligue1", "PFC", "REN", day)
    a = v1_event("ligue1", "PSG", "NIC", to_utc(day, "21:05", "cet"), hname="Paris Saint-Germain FC",
                 aname="OGC Nice", hcode="par")
    b = v2_event("ligue1", "PFC", "REN", to_utc(day, "19:00", "cet"), hname="Paris FC", aname="Rennes")
    unpair("venue_one", a, "one_venue_only", "PSG vs Nice, venue_one only (slug code 'par'); Paris FC plays Rennes the same evening")
    unpair("venue_two", b, "one_venue_only", "Paris FC vs Rennes, venue_two only; not PSG-Nice")

    # --- T11 New York clubs same day -------------------------------------------------------------
    day = d(2027, 4, 17)
    book("mls", "NYC", "ORL", day)
    book("mls", "RBNY", "CHI", day)
    a = v1_event("mls", "NYC", "ORL", to_utc(day, "19:30", "us_e"), hname="New York City FC", aname="Orlando City SC")
    b = v2_event("mls", "RBNY", "CHI", to_utc(day, "19:30", "us_e"), hname="New York RB", aname="Chicago")
    unpair("venue_one", a, "one_venue_only", "NYCFC vs Orlando, venue_one only; Red Bulls host Chicago the same night")
    unpair("venue_two", b, "one_venue_only", "NY Red Bulls vs Chicago, venue_two only")

    # --- T12 Manchester clubs same day ------------------------------------------------------------
    day = d(2027, 4, 24)
    book("epl", "MUN", "FUL", day)
    book("epl", "MCI", "BRE", day)
    a = v1_event("epl", "MUN", "FUL", to_utc(day, "15:00", "uk"), hname="Manchester United FC", aname="Fulham FC")
    b = v2_event("epl", "MCI", "BRE", to_utc(day, "15:00", "uk"), hname="Man City", aname="Brentford")
    unpair("venue_one", a, "one_venue_only", "Man United vs Fulham, venue_one only; Man City vs Brentford same time on venue_two")
    unpair("venue_two", b, "one_venue_only", "Man City vs Brentford, venue_two only")

    # --- T13 two 'Real' home sides the same day ----------------------------------------------------
    day = d(2027, 4, 11)
    book("laliga", "RSO", "GET", day)
    book("laliga", "RMA", "OSA", day)
    a = v1_event("laliga", "RSO", "GET", to_utc(day, "18:30", "cet"), hname="Real Sociedad", aname="Getafe CF")
    b = v2_event("laliga", "RMA", "OSA", to_utc(day, "18:30", "cet"), hname="Real Madrid", aname="Osasuna")
    unpair("venue_one", a, "one_venue_only", "Real Sociedad vs Getafe, venue_one only")
    unpair("venue_two", b, "one_venue_only", "Real Madrid vs Osasuna, venue_two only, same day and time as Real Sociedad-Getafe")

    # --- T14 women's WSL, same weekend as the men's match -------------------------------------------
    day = d(2026, 11, 21)
    book("epl", "ARS", "CFC", day)
    pair("epl", "ARS", "CFC", to_utc(day, "17:30", "uk"), v1kw={"hname": "Arsenal FC", "aname": "Chelsea FC"},
         v2kw={"hname": "Arsenal", "aname": "Chelsea"}, note="men's match; a women's Arsenal-Chelsea game the next day is listed on venue_one only")
    w = v1_event("wsl", "ARS", "CFC", to_utc(d(2026, 11, 22), "12:30", "uk"), hname="Arsenal Women",
                 aname="Chelsea FC Women", hcode="ars", acode="che")
    unpair("venue_one", w, "womens_team", "WSL Arsenal Women vs Chelsea FC Women (2026-11-22), venue_one only")

    # --- T15 women's Liga F on venue_two, same day as the men's derby --------------------------------
    day = d(2027, 3, 14)
    book("laliga", "ATM", "RMA", day)
    pair("laliga", "ATM", "RMA", to_utc(day, "21:00", "cet"),
         v1kw={"hname": "Club Atlético de Madrid", "aname": "Real Madrid CF"},
         v2kw={"hname": "Atletico Madrid", "aname": "Real Madrid"}, note="men's Madrid derby; women's derby listed on venue_two only")
    w = v2_event("ligaf", "ATM", "RMA", to_utc(day, "12:00", "cet"), hname="Atletico Madrid W",
                 aname="Real Madrid W", hcode="ATM", acode="RMA")
    unpair("venue_two", w, "womens_team", "Liga F Atletico Madrid W vs Real Madrid W, same date as the men's derby, venue_two only")

    # --- T16 youth (UEFA Youth League) on venue_one, day of the UCL game --------------------------------
    day = d(2026, 10, 21)
    book("ucl", "FCB", "PSG", day)
    pair("ucl", "FCB", "PSG", to_utc(day, "21:00", "cet"),
         v1kw={"hname": "FC Bayern München", "aname": "Paris Saint-Germain FC"},
         v2kw={"hname": "Bayern Munich", "aname": "PSG"}, note="UCL senior game; the U19 game the same day is venue_one only")
    y = v1_event("uyl", "FCB", "PSG", to_utc(day, "14:00", "cet"), hname="FC Bayern München U19",
                 aname="Paris Saint-Germain U19", hcode="bay", acode="par")
    unpair("venue_one", y, "youth_team", "UEFA Youth League Bayern U19 vs PSG U19, venue_one only, same day as the UCL game")

    # --- T17 women's UCL on venue_two, the day after the men's UCL game ---------------------------------
    day = d(2026, 12, 9)
    book("ucl", "CFC", "BAR", day)
    pair("ucl", "CFC", "BAR", to_utc(day, "21:00", "cet"), v1kw={"hname": "Chelsea FC", "aname": "FC Barcelona"},
         v2kw={"hname": "Chelsea", "aname": "Barcelona"}, note="UCL men's game; UWCL women's game next day is venue_two only")
    w = v2_event("uwcl", "CFC", "BAR", to_utc(d(2026, 12, 10), "20:00", "cet"), hname="Chelsea W",
                 aname="Barcelona W", hcode="CFC", acode="BAR")
    unpair("venue_two", w, "womens_team", "UWCL Chelsea W vs Barcelona W, venue_two only")

    # --- T18 league then cup, same home side, within days -------------------------------------------------
    day = d(2026, 10, 24)
    book("epl", "CFC", "ARS", day)
    pair("epl", "CFC", "ARS", to_utc(day, "17:30", "uk"), v1kw={"hname": "Chelsea FC", "aname": "Arsenal FC"},
         v2kw={"hname": "Chelsea", "aname": "Arsenal"}, note="league game; EFL Cup rematch 4 days later is venue_two only")
    cd = d(2026, 10, 28)
    BUSY["CFC"].add(cd)
    BUSY["ARS"].add(cd)
    c = v2_event("eflcup", "CFC", "ARS", to_utc(cd, "19:45", "uk"), hname="Chelsea", aname="Arsenal")
    unpair("venue_two", c, "rematch_other_competition",
           "EFL Cup Chelsea vs Arsenal 2026-10-28, four days after the league game; venue_two only")

    day = d(2027, 1, 9)
    book("laliga", "GET", "VCF", day)
    pair("laliga", "GET", "VCF", to_utc(day, "16:15", "cet"), v1kw={"hname": "Getafe CF", "aname": "Valencia CF"},
         v2kw={"hname": "Getafe", "aname": "Valencia"}, note="league game; Copa del Rey rematch 5 days later is venue_one only")
    cd = d(2027, 1, 14)
    BUSY["GET"].add(cd)
    BUSY["VCF"].add(cd)
    c = v1_event("copadelrey", "GET", "VCF", to_utc(cd, "21:00", "cet"), hname="Getafe CF", aname="Valencia CF")
    unpair("venue_one", c, "rematch_other_competition",
           "Copa del Rey Getafe vs Valencia 2027-01-14, venue_one only (league meeting 2027-01-09 is paired)")

    day = d(2026, 10, 24)
    book("bundesliga", "FCB", "LEV", day)
    pair("bundesliga", "FCB", "LEV", to_utc(day, "18:30", "cet"),
         v1kw={"hname": "FC Bayern München", "aname": "Bayer 04 Leverkusen"},
         v2kw={"hname": "Bayern Munich", "aname": "Leverkusen"}, note="league game; DFB-Pokal rematch is venue_one only")
    cd = d(2026, 10, 28)
    BUSY["FCB"].add(cd)
    BUSY["LEV"].add(cd)
    c = v1_event("dfbpokal", "FCB", "LEV", to_utc(cd, "20:45", "cet"), hname="FC Bayern München",
                 aname="Bayer 04 Leverkusen")
    unpair("venue_one", c, "rematch_other_competition", "DFB-Pokal Bayern vs Leverkusen 2026-10-28, venue_one only")

    # --- T19 two-legged ties --------------------------------------------------------------------------------
    # both legs on both venues: two distinct pairs
    l1 = d(2027, 3, 9)
    l2 = d(2027, 3, 17)
    book("ucl", "INT", "ATM", l1)
    book("ucl", "ATM", "INT", l2)
    pair("ucl", "INT", "ATM", to_utc(l1, "21:00", "cet"), note="round-of-16 first leg; second leg reversed on 2027-03-17")
    pair("ucl", "ATM", "INT", to_utc(l2, "21:00", "cet"), note="round-of-16 second leg")
    # playoff: venue_one lists only leg 1, venue_two only leg 2
    l1 = d(2027, 2, 16)
    l2 = d(2027, 2, 24)
    book("ucl", "BRU", "GAL", l1)
    book("ucl", "GAL", "BRU", l2)
    a = v1_event("ucl", "BRU", "GAL", to_utc(l1, "18:45", "cet"), hname="Club Brugge KV", aname="Galatasaray SK")
    b = v2_event("ucl", "GAL", "BRU", to_utc(l2, "18:45", "cet"), hname="Galatasaray", aname="Club Brugge")
    unpair("venue_one", a, "other_leg", "knockout play-off 1st leg Club Brugge-Galatasaray, venue_one only")
    unpair("venue_two", b, "other_leg", "knockout play-off 2nd leg Galatasaray-Club Brugge (8 days later, home reversed), venue_two only")
    # quarter-final: venue_two leg 1, venue_one leg 2
    l1 = d(2027, 4, 6)
    l2 = d(2027, 4, 14)
    book("ucl", "ARS", "FCB", l1)
    book("ucl", "FCB", "ARS", l2)
    a = v2_event("ucl", "ARS", "FCB", to_utc(l1, "21:00", "cet"), hname="Arsenal", aname="Bayern Munich")
    b = v1_event("ucl", "FCB", "ARS", to_utc(l2, "21:00", "cet"), hname="FC Bayern München", aname="Arsenal FC")
    unpair("venue_two", a, "other_leg", "QF 1st leg Arsenal-Bayern, venue_two only")
    unpair("venue_one", b, "other_leg", "QF 2nd leg Bayern-Arsenal, venue_one only")

    # --- T20 same clubs, different competitions ---------------------------------------------------------------
    sd = d(2027, 1, 11)
    BUSY.setdefault("RMA", set()).add(sd)
    BUSY.setdefault("BAR", set()).add(sd)
    a = v1_event("supercopa", "RMA", "BAR", to_utc(sd, "20:00", "cet"), hname="Real Madrid CF", aname="FC Barcelona")
    unpair("venue_one", a, "other_competition", "Supercopa de Espana final Real Madrid-Barcelona, venue_one only (no La Liga game that day)")
    day = d(2027, 4, 4)
    book("laliga", "RMA", "BAR", day)
    pair("laliga", "RMA", "BAR", to_utc(day, "21:00", "cet"), v1kw={"hname": "Real Madrid CF", "aname": "FC Barcelona"},
         v2kw={"hname": "Real Madrid", "aname": "Barça"}, note="La Liga return Clasico; the Supercopa meeting is a separate venue_one-only listing")

    td = d(2027, 1, 5)
    BUSY.setdefault("PSG", set()).add(td)
    BUSY.setdefault("OM", set()).add(td)
    b = v2_event("tdc", "PSG", "OM", to_utc(td, "20:00", "cet"), hname="PSG", aname="Marseille")
    unpair("venue_two", b, "other_competition", "Trophee des Champions PSG-Marseille (Jan 2027), venue_two only")
    day = d(2026, 10, 25)
    book("ligue1", "PSG", "OM", day)
    pair("ligue1", "PSG", "OM", to_utc(day, "20:45", "cet"), v1kw={"hname": "Paris Saint-Germain FC",
         "aname": "Olympique de Marseille"}, v2kw={"hname": "Paris SG", "aname": "Marseille"},
         note="Le Classique in Ligue 1; the Trophee des Champions meeting is venue_two only")

    # Chile: league pair + Copa Chile one week later on venue_two only
    day = d(2026, 10, 17)
    ko = to_utc(day, "20:30", "chile")
    book("chile", "CCO", "UCH", day)
    pair("chile", "CCO", "UCH", ko, v1kw={"hname": "CSD Colo-Colo", "aname": "Club Universidad de Chile"},
         v2kw={"hname": "Colo Colo", "aname": "U. de Chile"}, note="Superclasico, league; the Copa Chile meeting a week later is venue_two only")
    cd = d(2026, 10, 24)
    BUSY["CCO"].add(cd)
    BUSY["UCH"].add(cd)
    b = v2_event("copachile", "CCO", "UCH", to_utc(cd, "20:00", "chile"), hname="Colo Colo", aname="U. de Chile")
    unpair("venue_two", b, "other_competition", "Copa Chile Colo-Colo vs U. de Chile 2026-10-24, venue_two only")

    # Portugal: Taca pair + league game four days later on venue_one only
    day = d(2027, 2, 4)
    book("tacaportugal", "BEN", "FCP", day)
    pair("tacaportugal", "BEN", "FCP", to_utc(day, "20:45", "pt"), v1kw={"hname": "SL Benfica", "aname": "FC Porto"},
         v2kw={"hname": "Benfica", "aname": "Porto"}, note="Taca de Portugal quarter-final; league meeting 4 days later is venue_one only")
    ld = d(2027, 2, 8)
    BUSY["BEN"].add(ld)
    BUSY["FCP"].add(ld)
    a = v1_event("ligaportugal", "BEN", "FCP", to_utc(ld, "20:15", "pt"), hname="SL Benfica", aname="FC Porto")
    unpair("venue_one", a, "other_competition", "Liga Portugal Benfica vs Porto 2027-02-08, venue_one only (Taca game 2027-02-04 is paired)")

    # --- T21 Everton (Chile) vs Everton (England) ---------------------------------------------------------------
    day = d(2026, 11, 7)
    book("chile", "EVC", "HUA", day)
    b = v2_event("chile", "EVC", "HUA", to_utc(day, "18:00", "chile"), hname="Everton", aname="Huachipato")
    unpair("venue_two", b, "one_venue_only", "Everton de Vina del Mar vs Huachipato (Chile), venue_two only; titled plain 'Everton'")
    book("epl", "EVE", "BOU", day)
    a = v1_event("epl", "EVE", "BOU", to_utc(day, "15:00", "uk"), hname="Everton FC", aname="AFC Bournemouth")
    unpair("venue_one", a, "one_venue_only", "EPL Everton vs Bournemouth, venue_one only; same day as Chile's Everton on venue_two")

    # --- T22 Atlanta (Argentina) vs Atlanta United -----------------------------------------------------------------
    day = d(2026, 9, 5)
    book("argnacb", "CAA", "TEM", day)
    b = v2_event("argnacb", "CAA", "TEM", to_utc(day, "21:00", "arg"), hname="Atlanta", aname="Temperley")
    unpair("venue_two", b, "one_venue_only", "Primera Nacional Club Atletico Atlanta vs Temperley, venue_two only")
    book("mls", "ATL", "CLT", day)
    a = v1_event("mls", "ATL", "CLT", to_utc(day, "19:30", "us_e"), hname="Atlanta United FC", aname="Charlotte FC")
    unpair("venue_one", a, "one_venue_only", "MLS Atlanta United vs Charlotte, venue_one only (same evening as the Argentine Atlanta on venue_two)")

    # --- T23 return fixtures (home reversed) on one venue only ---------------------------------------------------
    day = d(2026, 10, 31)
    book("epl", "LFC", "EVE", day)
    pair("epl", "LFC", "EVE", to_utc(day, "12:30", "uk"), v1kw={"hname": "Liverpool FC", "aname": "Everton FC"},
         note="Merseyside derby; the return fixture is venue_two only")
    rd = d(2027, 2, 27)
    book("epl", "EVE", "LFC", rd)
    b = v2_event("epl", "EVE", "LFC", to_utc(rd, "12:30", "uk"), hname="Everton", aname="Liverpool")
    unpair("venue_two", b, "one_venue_only", "return Merseyside derby Everton-Liverpool, venue_two only")

    day = d(2026, 9, 13)
    book("seriea", "ROM", "LAZ", day)
    pair("seriea", "ROM", "LAZ", to_utc(day, "18:00", "cet"), v1kw={"hname": "AS Roma", "aname": "SS Lazio"},
         note="Derby della Capitale; the return leg is venue_one only")
    rd = d(2027, 1, 24)
    book("seriea", "LAZ", "ROM", rd)
    a = v1_event("seriea", "LAZ", "ROM", to_utc(rd, "20:45", "cet"), hname="SS Lazio", aname="AS Roma")
    unpair("venue_one", a, "one_venue_only", "Lazio vs Roma return derby, venue_one only")

    day = d(2026, 9, 19)
    book("bundesliga", "BVB", "S04", day)
    pair("bundesliga", "BVB", "S04", to_utc(day, "15:30", "cet"), v1kw={"hname": "Borussia Dortmund", "aname": "FC Schalke 04"},
         v2kw={"hname": "Dortmund", "aname": "Schalke"}, note="Revierderby with promoted Schalke; return venue_two only")
    rd = d(2027, 2, 20)
    book("bundesliga", "S04", "BVB", rd)
    b = v2_event("bundesliga", "S04", "BVB", to_utc(rd, "15:30", "cet"), hname="Schalke 04", aname="Dortmund")
    unpair("venue_two", b, "one_venue_only", "Schalke vs Dortmund return derby, venue_two only")

    # --- T24 plain one-venue-only listings ----------------------------------------------------------------------
    for comp, hk, ak, dd, t, venue in [
        ("epl", "SUN", "MID", d(2026, 12, 19), "15:00", "venue_one"),
        ("seriea", "VEN", "PAL", d(2027, 3, 13), "15:00", "venue_two"),
        ("ligue1", "STE", "TRO", d(2026, 9, 12), "19:00", "venue_one"),
        ("bundesliga", "SVE", "HSV", d(2027, 4, 24), "15:30", "venue_two"),
        ("uecl", "LEG", "LPO", d(2026, 11, 26), "18:45", "venue_one"),
        ("egypt", "AHL", "ZAM", d(2026, 12, 3), "20:00", "venue_two"),
        ("kleague", "ULS", "POH", d(2026, 9, 5), "19:00", "venue_one"),
        ("csl", "SHP", "SHS", d(2026, 10, 18), "19:35", "venue_two"),
    ]:
        book(comp, hk, ak, dd)
        ko = to_utc(dd, t, COMP[comp]["tz"])
        e = v1_event(comp, hk, ak, ko) if venue == "venue_one" else v2_event(comp, hk, ak, ko)
        unpair(venue, e, "one_venue_only", f"{C[hk][0]} vs {C[ak][0]} ({comp}, {dd}) listed on {venue} only")

    # --- anchors with notable name/date variation (all pairs) ----------------------------------------------------
    # late kickoff in Argentina: both identifiers on the local/US date, instant next day UTC
    day = d(2026, 10, 3)
    book("argnacb", "SMT", "COLN", day)
    pair("argnacb", "SMT", "COLN", to_utc(day, "21:30", "arg"), v1kw={"hname": "CA San Martín de Tucumán",
         "aname": "Club Atlético Colón"}, v2kw={"hname": "San Martin (T)", "aname": "Colon"})
    # Chile late kickoff; venue_one slug uses UTC date, venue_two ticker US date
    day = d(2027, 3, 20)
    ko = to_utc(day, "21:30", "chile")
    book("chile", "UCA", "COB", day)
    pair("chile", "UCA", "COB", ko, v1kw={"id_date": ko.date()}, v2kw={"hname": "U. Catolica"},
         note="venue_one slug/question carry the UTC date, venue_two the local date (one day earlier)")
    # MLS Pacific game: venue_two lists a time 90 minutes earlier (stale TV slot)
    day = d(2026, 10, 17)
    ko = to_utc(day, "19:30", "us_p")
    book("mls", "VAN", "SEA", day)
    pair("mls", "VAN", "SEA", ko, ko2=ko - timedelta(minutes=90), v2kw={"hname": "Vancouver", "aname": "Seattle Sounders"})
    # Leagues Cup (MLS vs Liga MX) - nicknames used as names
    lc = [("MIA", "AME", d(2026, 8, 5), "20:00"), ("LAG", "GDL", d(2026, 8, 6), "19:30"),
          ("HOU", "TIG", d(2026, 8, 7), "19:30"), ("SEA", "MTY", d(2026, 8, 7), "19:00"),
          ("ATX", "CAZ", d(2026, 8, 8), "20:00")]
    for hk, ak, dd, t in lc:
        book("leaguescup", hk, ak, dd)
        pair("leaguescup", hk, ak, to_utc(dd, t, MLS_TZ[hk]),
             v2kw={"aname": C[ak][2][-1] if ak in ("GDL", "MTY") else None})


def main():
    traps()
    # random paired fixtures
    random_league("epl", 30)
    random_league("laliga", 25)
    random_league("bundesliga", 22)
    random_league("seriea", 24)
    random_league("ligue1", 20)
    random_uefa("ucl", 20)
    random_uefa("uel", 10)
    random_uefa("uecl", 10)
    random_mls(21)
    nl_days = [d(2026, 9, 24), d(2026, 9, 27), d(2026, 10, 8), d(2026, 10, 11), d(2026, 11, 12), d(2026, 11, 15)]
    random_other("uefanl", "GER NED FRA ITA ESP_N POR_N ENG BEL TUR CZE SCO IRL BIH SRB CRO DEN", nl_days,
                 ["18:00", "20:45", "20:45"], 8)
    asia_days = [x for x in LEAGUE_DAYS if x <= d(2026, 11, 8) or d(2027, 3, 1) <= x]
    random_other("csl", "SHP SHS BJG SDT CDR TJT ZHE WTT", asia_days, ["19:35", "20:00"], 6)
    random_other("kleague", "ULS JBK SEO POH GWN DJN GCS SWF", asia_days, ["19:00", "16:30", "14:00"], 6)
    sa_days = [x for x in LEAGUE_DAYS if x <= d(2026, 11, 29) or d(2027, 2, 5) <= x]
    random_other("chile", "CCO UCH UCA COB PAS EVC HUA ANT", sa_days, ["18:00", "20:30", "21:00"], 5)
    random_other("egypt", "AHL ZAM PYR CER MAS SMO ENP ITT", LEAGUE_DAYS, ["17:00", "20:00"], 5)
    random_other("tacaportugal", "SCP SCB VSC FAM GIL EST CPA ARO",
                 [d(2026, 10, 18), d(2026, 11, 22), d(2026, 12, 20), d(2027, 1, 14)], ["18:00", "20:45"], 4)
    random_other("argnacb", "CHA QUI TEM FER MOR SMT COLN", sa_days, ["15:30", "21:00", "21:30"], 4)

    # deterministic order: shuffle each venue's listings
    rng.shuffle(V1)
    rng.shuffle(V2)
    truth = {"pairs": PAIRS, "unpairable": UNPAIR, "notes": NOTES}
    (OUT / "venue_one_events.json").write_text(json.dumps(V1, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
    (OUT / "venue_two_events.json").write_text(json.dumps(V2, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
    (OUT / "truth.json").write_text(json.dumps(truth, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
    print(f"venue_one {len(V1)} events, venue_two {len(V2)} events, pairs {len(PAIRS)}, unpairable {len(UNPAIR)}")


if __name__ == "__main__":
    main()
