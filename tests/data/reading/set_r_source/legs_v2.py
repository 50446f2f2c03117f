"""Venue_two legs for set (r). House style of the imagined new compliance team: a one-line
outcome in rules_primary, then the secondary spelled out contingency by contingency."""
from common import TEAMS, COMPS, fmt_date, ticker_date, occurrence, layout

# primaries with the regulation scope stated (S2 meaning)
WIN2 = [
    ("{team} beating {opp} in the {comp} match between {home} and {away} on {date}, judged at the end of regulation (90 minutes and stoppage time; no extra time, no penalties), resolves this market to Yes.", ["gerund_subject"]),
    ("This market resolves to Yes if, once regulation time (ninety minutes plus added time) has finished, {team} lead {opp} in their {comp} game first scheduled for {date}. Extra time and shoot-outs do not count.", ["number_words", "condition_first"]),
    ("Yes if {team} have more goals than {opp} when normal time ends, stoppage included, in the {home} vs {away} {comp} match of {date}; extra time and penalties are left out.", ["terse"]),
    ("Resolves No unless {team} defeat {opp} in regulation (90' plus stoppage, excluding extra time and penalties) of the {comp} fixture originally set for {date}; resolves Yes if they do.", ["negation", "no_first"]),
    ("The market is Yes when {team} win the {home} vs {away} {comp} match, first scheduled for {date}, within regulation time plus stoppage. Extra time and any penalty shoot-out play no part.", ["plain"]),
    ("Subject to the secondary rules, a victory for {team} over {opp} at the end of ninety minutes and added time in the {comp} game originally slated for {date} resolves the market to Yes; neither extra time nor penalties is taken into account.", ["legal", "condition_after"]),
]
DRAW2 = [
    ("If the {comp} match of {home} vs {away}, originally set for {date}, ends with no winner after regulation (ninety minutes with stoppage time; extra time and penalties excluded), the Tie market resolves to Yes.", ["negation"]),
    ("Tie resolves to Yes if, at the end of ninety minutes plus added time, neither {home} nor {away} is ahead in their {comp} game first set for {date}. Extra time and shoot-outs do not count.", ["negation", "number_words"]),
    ("This market resolves to Yes when {home} and {away} are level at the close of regulation (stoppage included, extra time and penalties excluded) in the {comp} fixture of {date}.", ["plain"]),
    ("No team winning in regulation time means Yes: {home} vs {away}, {comp}, originally {date}, 90 min + stoppage, ET and pens excluded.", ["terse", "negation"]),
    ("Resolves No if either {home} or {away} wins the {comp} match of {date} inside regulation time (ninety minutes and stoppage; extra time and penalties disregarded); resolves Yes otherwise.", ["no_first", "exception"]),
]
# primaries with no scope (S4); the secondary then states it
WIN2_S4 = [
    ("If {team} wins against {opp} in the {comp} game originally planned for {date}, the market resolves to Yes.", ["plain"]),
    ("Yes if {team} get the better of {opp} in the {home} vs {away} {comp} fixture first scheduled for {date}.", ["syn:get_the_better"]),
]
DRAW2_S4 = [
    ("Should the {home} vs {away} {comp} game originally scheduled for {date} finish level, the market resolves to Yes.", ["condition_first"]),
    ("Yes if neither {home} nor {away} wins their {comp} meeting of {date}.", ["negation"]),
]
SCOPE_SEC = [
    ("Only regulation (90 minutes plus stoppage time) is considered; extra time and penalties are not.", ["exception"]),
    ("The market looks at the score at the end of regular time, added minutes included. Any extra time or shoot-out is ignored.", ["plain"]),
    ("For avoidance of doubt, the relevant period is the ninety minutes of regulation and its stoppage time, and nothing after it.", ["legal"]),
]
ADV2 = [
    ("If {team} advance past {opp} in the {comp} {round}, counting extra time and a penalty shoot-out if needed, the market resolves to Yes.", ["plain"]),
    ("This market resolves to Yes if {team}, not {opp}, go through from the {comp} {round} tie, whether that happens in normal time, in extra time or on penalties.", ["negation"]),
    ("Yes if {opp} are eliminated by {team} in the {comp} {round}; everything that decides qualification counts, extra time and penalties included.", ["passive"]),
    ("Resolves No if {opp} progress from the {comp} {round} tie against {team}; resolves Yes if {team} progress, with extra time and a shoot-out counted.", ["no_first"]),
]
D1 = [
    ("A game level at the end of regulation resolves the Tie market, not this one, to Yes.", ["other_market"]),
    ("If the teams are level after regulation, Tie is the market that resolves Yes.", ["other_market"]),
    ("A draw in regulation pays out on the Tie market only.", ["other_market", "terse"]),
    ("Where regulation ends all square, the market labelled Tie resolves to Yes.", ["other_market", "syn:all_square"]),
]
P2C4 = [
    ("If the match is canceled, or delayed so that it would start more than 48 hours after the original time, a fair price under the rules is used to settle it.", ["american_spelling", "numerals"]),
    ("Cancellation, or a postponement of more than forty-eight hours: settled at fair value in line with the rulebook.", ["terse", "number_words", "syn:fair_value"]),
    ("Where the fixture is called off, or moved back by over two days, the exchange settles the contract at a fair price, as its rules allow.", ["syn:call_off", "syn:two_days"]),
    ("In the event that the match is cancelled, or moved to a start time more than 48 hours after the original one, the market shall settle at a fair price as determined under the rules.", ["legal"]),
]
P3 = [
    ("If the start is delayed but the match kicks off within 48 hours of the original time, the market stays open and settles on that match; beyond 48 hours it settles at a fair price.", ["numerals"]),
    ("A postponed game that begins within forty-eight hours of its first scheduled start keeps the market alive. A later start means settlement at a fair price.", ["number_words"]),
    ("Delays of up to 48 h: market stays open. Delays beyond 48 h: fair price.", ["terse"]),
]
C4 = [
    ("A canceled match resolves at a fair price.", ["american_spelling"]),
    ("If the fixture is cancelled, the market settles at fair value.", ["syn:fair_value"]),
    ("Cancellation of the game leads to settlement at a fair price determined under the rules.", ["passive"]),
]
AB_C = [
    ("An abandoned game that is not completed is handled as a cancellation.", ["plain"]),
    ("Play halted and never finished counts as a cancellation.", ["terse", "syn:halted"]),
]
AB_LAST = [
    ("If the match is abandoned and not completed, the market resolves at the final traded price from before the stoppage.", ["plain"]),
]
AB_REF = [
    ("If the match is abandoned and not completed, every position is refunded at its cost.", ["plain"]),
]
SRC_TEXT = [
    ("The result is taken from the official {body} match report.", ["named_source"]),
    ("Settlement uses the official statistics of {body} only.", ["named_source", "terse"]),
]

ROUNDS = {"ucl": ["round of 16", "quarter-final"], "wc": ["round of 32", "round of 16"]}
BODY = {"ucl": "UEFA", "wc": "FIFA", "epl": "Premier League", "laliga": "LaLiga",
        "bundesliga": "Bundesliga", "seriea": "Lega Serie A", "ligue1": "Ligue 1"}

# spec: (comp, home, away, date, family, side, scope S2|S4|S6, void P2C4|P3|None, void_in_primary,
#        ab None|C|LAST|REF, srctext, layout, datestyle, round)
SPECS = [
    ("epl", "CHE", "BRE", (2026, 12, 12, 15), "win", "H", "S2", "P2C4", 0, None, 0, "single", "abbr", None),
    ("epl", "CHE", "BRE", (2026, 12, 12, 15), "draw", None, "S2", "P2C4", 0, None, 0, "scenarios", "abbr", None),
    ("epl", "CHE", "BRE", (2026, 12, 12, 15), "win", "A", "S4", "P3", 0, "C", 0, "qa", "us", None),
    ("epl", "AVL", "LIV", (2027, 1, 9, 17), "win", "A", "S2", "P3", 0, None, 0, "bullets", "abbr", None),
    ("epl", "AVL", "LIV", (2027, 1, 9, 17), "draw", None, "S2", "P2C4", 1, None, 0, "single", "long", None),
    ("epl", "MCI", "NFO", (2027, 2, 6, 15), "win", "H", "S2", "P2C4", 0, "LAST", 0, "scenarios", "abbr", None),
    ("epl", "WHU", "TOT", (2027, 2, 20, 12), "draw", None, "S4", "P2C4", 0, None, 0, "paras", "usord", None),
    ("epl", "EVE", "WHU", (2027, 3, 6, 15), "win", "H", "S2", None, 0, None, 0, "single", "abbr", None),
    ("laliga", "VAL", "ALA", (2026, 12, 19, 20), "win", "H", "S2", "P2C4", 0, None, 0, "qa", "abbr", None),
    ("laliga", "VAL", "ALA", (2026, 12, 19, 20), "draw", None, "S2", "P3", 0, "C", 0, "bullets", "us", None),
    ("laliga", "RMA", "ATM", (2027, 2, 27, 20), "win", "A", "S2", "P2C4", 1, None, 0, "scenarios", "abbr", None),
    ("laliga", "ATH", "BET", (2027, 1, 23, 18), "draw", None, "S2", "P2C4", 0, None, 1, "single", "long", None),
    ("laliga", "CEL", "RAY", (2027, 3, 13, 17), "win", "H", "S4", "P2C4", 0, "REF", 0, "paras", "abbr", None),
    ("bundesliga", "BAY", "BVB", (2027, 3, 6, 17), "win", "H", "S2", "P3", 0, None, 0, "scenarios", "us", None),
    ("bundesliga", "BAY", "BVB", (2027, 3, 6, 17), "draw", None, "S2", "P2C4", 0, "C", 0, "qa", "abbr", None),
    ("bundesliga", "RBL", "SGE", (2027, 1, 16, 14), "win", "A", "S2", "P2C4", 0, None, 0, "bullets", "ord", None),
    ("bundesliga", "LEV", "RBL", (2027, 2, 13, 17), "draw", None, "S4", "P3", 0, None, 0, "single", "abbr", None),
    ("seriea", "BOL", "JUV", (2026, 12, 20, 19), "win", "A", "S2", "P2C4", 0, None, 1, "paras", "abbr", None),
    ("seriea", "BOL", "JUV", (2026, 12, 20, 19), "draw", None, "S2", "P2C4", 0, "LAST", 0, "scenarios", "long", None),
    ("ligue1", "PSG", "OM", (2027, 2, 28, 19), "win", "H", "S2", "P3", 0, None, 0, "single", "abbr", None),
    ("ligue1", "OL", "PSG", (2027, 1, 17, 19), "draw", None, "S2", "P2C4", 0, None, 0, "bullets", "us", None),
    ("ucl", "CHE", "PSG", (2027, 3, 9, 20), "win", "H", "S2", "P2C4", 0, None, 0, "qa", "abbr", 0),
    ("ucl", "CHE", "PSG", (2027, 3, 9, 20), "draw", None, "S2", "P2C4", 0, None, 0, "single", "long", 0),
    ("ucl", "BAY", "RMA", (2027, 4, 13, 19), "win", "A", "S2", "P3", 0, "C", 0, "scenarios", "abbr", 1),
    ("ucl", "JUV", "LIV", (2027, 3, 17, 20), "draw", None, "S2", "P2C4", 0, None, 1, "paras", "abbr", 0),
    ("wc", "KOR", "CIV", (2026, 6, 30, 20), "win", "H", "S2", "P2C4", 0, None, 0, "bullets", "abbr", 0),
    ("wc", "KOR", "CIV", (2026, 6, 30, 20), "draw", None, "S2", "P3", 0, None, 0, "qa", "us", 0),
    ("wc", "IRN", "CUW", (2026, 7, 4, 17), "win", "A", "S2", "P2C4", 0, None, 0, "single", "long", 1),
    ("ucl", "CHE", "PSG", (2027, 3, 9, 20), "advance", "H", "S6", "P2C4", 0, None, 0, "single", "abbr", 0),
    ("ucl", "BAY", "RMA", (2027, 4, 13, 19), "advance", "A", "S6", "P3", 0, None, 0, "scenarios", "abbr", 1),
    ("ucl", "JUV", "LIV", (2027, 3, 17, 20), "advance", "H", "S6", None, 0, None, 0, "single", "us", 0),
    ("wc", "KOR", "CIV", (2026, 6, 30, 20), "advance", "A", "S6", "P2C4", 0, None, 0, "bullets", "abbr", 0),
    ("wc", "IRN", "CUW", (2026, 7, 4, 17), "advance", "H", "S6", "P3", 0, "C", 0, "qa", "long", 1),
]

COUNTERS = {}


def pick(name, bank):
    i = COUNTERS.get(name, 0)
    COUNTERS[name] = i + 1
    return bank[i % len(bank)]


def build():
    legs = []
    for n, (comp, h, a, d, fam, side, scope, void, vprim, ab, srct, lay, dstyle, rnd) in enumerate(SPECS):
        C = COMPS[comp]
        home, away = TEAMS[h][2], TEAMS[a][2]
        hc, ac = TEAMS[h][3], TEAMS[a][3]
        team = opp = None
        if side == "H":
            team, opp, tcode = home, away, hc
        elif side == "A":
            team, opp, tcode = away, home, ac
        rname = ROUNDS[comp][rnd] if rnd is not None else ""
        fill = dict(team=team, opp=opp, home=home, away=away, comp=C["v2"],
                    date=fmt_date(d, dstyle), body=BODY[comp], round=rname)
        styles = {"layout:" + lay, "date:" + dstyle}
        meanings = ["F:" + fam]
        exp = dict(family=fam, outcome=None, line=None, half=None, scope=None,
                   source_primary=None, source_fallback=None, timing_window=None,
                   void_cancelled=None, void_postponed_long=None, void_abandoned=None)
        sec = []

        def use(entry):
            styles.update(entry[1])
            return entry[0].format(**fill)

        if fam == "advance":
            prim = use(pick("ADV2", ADV2)); meanings.append("S6")
            exp["scope"], exp["outcome"] = "penalties", team
        elif scope == "S2":
            bank = WIN2 if fam == "win" else DRAW2
            prim = use(pick("P" + fam, bank)); meanings.append("S2")
            exp["scope"] = "regulation"
        else:
            bank = WIN2_S4 if fam == "win" else DRAW2_S4
            prim = use(pick("S4" + fam, bank)); meanings.append("S4")
            sec.append(("SC", use(pick("SCOPE", SCOPE_SEC))))
            exp["scope"] = "regulation"
        if fam == "win":
            exp["outcome"] = team
            sec.insert(0, ("D1", use(pick("D1", D1)))); meanings.append("D1")
        elif fam == "draw":
            exp["outcome"] = "draw"; meanings.append("D1")
        if void == "P2C4":
            t = use(pick("P2C4", P2C4)); meanings += ["P2", "C4"]
            if vprim:
                prim = prim + " " + t; styles.add("void_in_primary")
            else:
                sec.append(("PC", t))
            exp.update(timing_window=48, void_postponed_long="fair_price", void_cancelled="fair_price")
        elif void == "P3":
            sec.append(("P", use(pick("P3", P3))))
            sec.append(("C", use(pick("C4", C4)))); meanings += ["P3", "C4"]
            exp.update(timing_window=48, void_postponed_long="fair_price", void_cancelled="fair_price")
        if ab == "C":
            sec.append(("AB", use(pick("ABC", AB_C)))); meanings.append("AB")
            exp["void_abandoned"] = exp["void_cancelled"]
        elif ab == "LAST":
            sec.append(("AB", use(pick("ABL", AB_LAST)))); meanings.append("AB")
            exp["void_abandoned"] = "last_price"
        elif ab == "REF":
            sec.append(("AB", use(pick("ABR", AB_REF)))); meanings.append("AB")
            exp["void_abandoned"] = "refund"
        if srct:
            sec.append(("R", use(pick("SRC", SRC_TEXT)))); meanings.append("R:official_text")
            exp["source_primary"] = "official"
        else:
            meanings.append("R3")
            kinds = {s["name"] for s in C["sources"]}
            exp["source_primary"] = "provider" if kinds <= {"ESPN", "Fox Sports"} else "official"
        if not sec:
            sec = [("D1", "This market has no further rules beyond the primary.")]
            styles.add("empty_secondary")
        secondary = layout(sec, lay)
        ev = "%s%s-%s%s%s" % (C["series"], "ADVANCE" if fam == "advance" else "GAME",
                              ticker_date(d), hc, ac)
        suffix = "TIE" if fam == "draw" else tcode
        title = ("%s vs %s: Who advances?" if fam == "advance" else "%s vs %s Winner?") % (home, away)
        sub = "Tie" if fam == "draw" else team
        market = {
            "ticker": ev + "-" + suffix,
            "event_ticker": ev,
            "series_ticker": ev.split("-")[0],
            "title": title,
            "yes_sub_title": sub,
            "no_sub_title": sub,
            "rules_primary": prim,
            "rules_secondary": secondary,
            "occurrence_datetime": occurrence(d),
        }
        legs.append({
            "id": "r2-%03d" % (n + 1), "venue": "venue_two", "styles": sorted(styles),
            "meanings": meanings, "home": home, "away": away, "competition": comp,
            "market": market, "series_settlement_sources": C["sources"], "expected": exp,
        })
    return legs
