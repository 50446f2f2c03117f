"""Venue_one legs for set (r). House style of the imagined new compliance team:
definitions and contingencies first, the outcome sentence last (with some exceptions)."""
import json
from common import TEAMS, COMPS, fmt_date, iso, game_start, layout

# ---- banks (own wording). Each entry: (text, styles) ----
WIN = [
    ("Outcome: Yes if {team} beat {opp} in this {comp} fixture on {date}; No if the match is drawn or {opp} win.", ["terse_label"]),
    ("This market settles Yes only in the event that {team} win the {comp} game against {opp} set for {date}. Any other result, a draw included, settles it No.", ["exception"]),
    ("Should {team} finish the {comp} match of {date} with more goals than {opp}, the answer is Yes. A level score, or {opp} ending in front, means No.", ["condition_first"]),
    ("The contract resolves No if {team} fail to defeat {opp} on {date} ({comp}); if {team} do defeat them, it resolves Yes.", ["negation", "no_first"]),
    ("Yes = {team} victory over {opp}, {comp}, {date}. No = draw or {opp} victory.", ["terse"]),
    ("The Yes outcome is triggered by a {team} win against {opp} in the {comp} meeting of {date}, and by nothing else.", ["exception", "passive"]),
    ("Yes if, on {date}, {team} come away from their {comp} match with {opp} as winners. Otherwise No, subject to the other terms of this market.", ["condition_after"]),
    ("The market will pay out on Yes if {team} overcome {opp} in the {comp} match played on {date}; a stalemate or a win for {opp} pays No.", ["syn:overcome", "syn:stalemate"]),
]
DRAW = [
    ("Outcome: Yes if no team wins the {comp} match between {home} and {away} on {date}; No if either side wins.", ["negation", "terse_label"]),
    ("This market resolves Yes where {home} and {away} have scored the same number of goals, none at all included, in their {comp} fixture of {date}. If one of them is ahead, it resolves No.", ["definition"]),
    ("Should neither {home} nor {away} come out on top in the {comp} game scheduled for {date}, the answer is Yes; a win by either club means No.", ["negation", "condition_first"]),
    ("No if {home} or {away} wins on {date} ({comp}). Yes if it finishes level.", ["no_first", "terse"]),
    ("Yes = level score between {home} and {away}, {comp}, {date}. No = any winner.", ["terse"]),
    ("The Yes outcome applies when the {comp} meeting of {home} and {away} on {date} ends all square; it does not apply if one of the two teams wins.", ["syn:all_square"]),
    ("The market settles No unless {home} and {away} finish level in the {comp} game of {date}, in which case it settles Yes.", ["negation", "unless"]),
]
ADV = [
    ("Outcome: Yes if {team} go through to the next round of the {comp} at the expense of {opp}; No if {opp} go through instead. Progress counts however it is earned: on aggregate, in extra time or in a penalty shoot-out.", ["terse_label"]),
    ("This market asks only who progresses from the {comp} {round} tie between {team} and {opp}. It resolves Yes if {team} qualify, including where the tie is settled by extra time or by penalty kicks, and No if {opp} qualify.", ["plain"]),
    ("Yes if {team} are not eliminated by {opp} in the {comp} {round}, with any extra time and shoot-out counted; No if {team} are knocked out.", ["negation"]),
    ("Yes = {team} advance past {opp} ({comp} {round}) by any route, extra time and penalties included. No = {opp} advance.", ["terse"]),
]
S1 = [
    ("Definitions. \"Match result\" means the score when the referee signals the end of normal time, with any added stoppage time included. Extra time and penalty kicks form no part of it.", ["definition", "legal"]),
    ("Only regulation counts: the ninety minutes plus whatever time is added for stoppages.", ["number_words"]),
    ("The result shall be determined exclusively by reference to the score at the conclusion of regulation play, inclusive of added time and exclusive of any additional period or shoot-out.", ["legal"]),
    ("Time frame: 90 min + stoppage time. Nothing after that.", ["terse", "numerals"]),
    ("Anything after the added time of the second half, such as extra time or spot kicks, is ignored; the two halves with their added minutes are what count.", ["exception"]),
    ("Counting period: regular time only, meaning both halves with their added minutes (90' + stoppage).", ["terse"]),
]
S1_KO = [
    ("Although this is a knockout game, only the regulation score matters here: ninety minutes plus added time. If the teams go on to extra time or a shoot-out, nothing that happens there affects this market.", ["knockout", "number_words"]),
    ("For this market the match ends when regulation ends, stoppage time included. Extra time and spot kicks, which may follow in this cup tie, are disregarded, even though they decide who goes through.", ["knockout", "exception"]),
    ("Extra time and penalties are not part of this market, and which team qualifies is irrelevant; only the score after 90 minutes and stoppage counts.", ["knockout", "negation"]),
    ("Definitions. \"Regulation\" means the two halves of forty-five minutes each plus the stoppage time added to them; it excludes any extra time and any penalty shoot-out held to settle this tie.", ["knockout", "definition"]),
]
P1 = [
    ("\"Postponed\" means the match does not start on the scheduled date. A postponed match leaves this market running until the game takes place, with no cut-off, and the market then settles on that game.", ["definition"]),
    ("If the game is delayed or moved, the market stays open, however long the wait, and resolves on the game when it is eventually played.", ["syn:moved"]),
    ("Postponement: market remains open until the fixture is played; no deadline.", ["terse"]),
    ("In the event of postponement, resolution shall await the playing of the rearranged fixture, whenever that occurs.", ["legal"]),
    ("Pushed back to a later date? The market waits for it and settles on the rearranged game.", ["question_inline", "syn:pushed_back"]),
    ("A rescheduled kickoff leaves the market running; trading carries on for however long the match takes to be played.", ["negation"]),
]
P4 = [
    ("If the match is postponed and has not been given a new date within fourteen days, the market settles at its last fair price, taken at the moment the postponement was announced.", ["number_words"]),
    ("Postponement: if no rescheduled date is fixed within two weeks, resolution is at the last fair market price as of the postponement announcement.", ["terse"]),
    ("Where a postponed fixture is not rearranged within a fortnight, the market shall be settled at the last fair price prevailing when the postponement was made public.", ["legal", "syn:fortnight"]),
    ("Postponed and not rescheduled within 14 days: settled at the last fair price as of the announcement.", ["terse", "numerals"]),
]
C1W = [
    ("If the match is cancelled without any replacement fixture being played, this market resolves No.", ["british_spelling"]),
    ("A fixture that is scrapped for good, with no make-up date, settles No.", ["syn:scrapped"]),
    ("Cancelled with no replay: No.", ["terse"]),
    ("Should the match be cancelled outright and never replayed, the contract shall resolve No.", ["legal"]),
    ("A call-off with no rearranged game means {team} have not won, so the answer is No.", ["syn:call_off"]),
]
C1D = [
    ("If the match is cancelled without any replacement fixture being played, the market treats it as a draw and resolves Yes.", ["british_spelling"]),
    ("A fixture scrapped for good, with no make-up date, counts as level, so Yes.", ["syn:scrapped"]),
    ("Cancelled with no replay: Yes (treated as a draw).", ["terse"]),
    ("Should the match be canceled outright and never replayed, the contract shall resolve Yes, as if no team had won.", ["legal", "american_spelling"]),
]
C2 = [
    ("If the match is cancelled with no replacement, the market resolves 50-50: each outcome is paid 0.50.", ["numerals"]),
    ("A permanently cancelled fixture settles fifty-fifty between Yes and No.", ["number_words"]),
    ("Cancelled for good (no replay): 50/50 split.", ["terse"]),
    ("In the event of cancellation without a rearranged fixture, the market shall be settled at half value for each outcome.", ["legal"]),
]
ABC = [
    ("An abandoned match that is not completed is treated as cancelled.", ["passive"]),
    ("If play is stopped and the match is never finished, the cancellation rule applies.", ["syn:stopped"]),
    ("Abandoned and not resumed: handled as a cancellation.", ["terse"]),
]
AB50 = [
    ("If the match is abandoned and not completed, the market resolves 50-50, whatever the score at the time.", ["numerals"]),
    ("Abandonment without completion: each outcome paid 0.50.", ["terse"]),
]
R1 = [
    ("Source: the official match statistics of {body}. If these have not been published within two hours of the final whistle, the agreed account of reputable media may be used.", ["number_words"]),
    ("The result is taken from {body}'s official match data; failing publication within 2 hours after the match ends, from what reputable outlets agree the result was.", ["numerals", "failing_that"]),
    ("Resolution source: official statistics from {body}; if not out within 2 h of full time, credible reporting in agreement.", ["terse"]),
    ("The operative source shall be the official record of {body}, provided that, should such record not be available within two (2) hours after play has ended, resolution may rest upon the consistent reporting of credible news outlets.", ["legal", "number_words_numerals"]),
    ("The official figures of {body} decide. Only if they are still missing two hours after the game ends may a consensus of trustworthy reports be used instead.", ["exception"]),
]
RO = [
    ("Source: the official match record published by {body}, and nothing else.", ["terse"]),
    ("The result is read solely from {body}'s official statistics.", ["plain"]),
]
R2 = [
    ("Once the market has resolved, later corrections to the score are disregarded.", ["passive"]),
    ("Score revisions announced after resolution have no effect.", ["plain"]),
    ("No amendment to the official result made after settlement will reopen this market.", ["negation"]),
    ("Post-settlement corrections: ignored.", ["terse"]),
]

ROUNDS = {"ucl": ["round of 16", "quarter-final"], "wc": ["round of 32", "round of 16"]}

# spec: (comp, home, away, (y,m,d,h), family, side, knockout, post, cancel, ab, src, r2, layout, datestyle, round)
SPECS = [
    ("epl", "CHE", "BRE", (2026, 12, 12, 15), "win", "H", 0, "P1", "C1", None, "R1", 1, "paras", "long", None),
    ("epl", "CHE", "BRE", (2026, 12, 12, 15), "draw", None, 0, "P1", "C1", None, "R1", 1, "scenarios", "long", None),
    ("epl", "CHE", "BRE", (2026, 12, 12, 15), "win", "A", 0, "P1", "C1", "ABC", "R1", 0, "qa", "us", None),
    ("epl", "AVL", "LIV", (2027, 1, 9, 17), "win", "A", 0, "P1", "C1", None, "R1", 1, "single", "ord", None),
    ("epl", "AVL", "LIV", (2027, 1, 9, 17), "draw", None, 0, "P4", "C2", None, "R1", 0, "bullets", "iso", None),
    ("epl", "MCI", "NFO", (2027, 2, 6, 15), "win", "H", 0, "P4", "C2", "AB50", "R1", 1, "headed", "usord", None),
    ("epl", "WHU", "TOT", (2027, 2, 20, 12), "draw", None, 0, "P1", "C1", "ABC", "R1", 1, "qa", "long", None),
    ("epl", "EVE", "WHU", (2027, 3, 6, 15), "win", "H", 0, "P1", "C1", None, "RO", 0, "paras", "dotted", None),
    ("laliga", "VAL", "ALA", (2026, 12, 19, 20), "win", "H", 0, "P1", "C1", None, "R1", 1, "scenarios", "us", None),
    ("laliga", "VAL", "ALA", (2026, 12, 19, 20), "draw", None, 0, "P1", "C1", None, "R1", 0, "single", "iso", None),
    ("laliga", "RMA", "ATM", (2027, 2, 27, 20), "win", "A", 0, "P1", "C1", "ABC", "R1", 1, "bullets", "long", None),
    ("laliga", "ATH", "BET", (2027, 1, 23, 18), "draw", None, 0, "P1", "C1", None, "R1", 1, "headed", "abbr", None),
    ("laliga", "CEL", "RAY", (2027, 3, 13, 17), "win", "H", 0, "P4", "C2", None, "R1", 0, "qa", "ord", None),
    ("bundesliga", "BAY", "BVB", (2027, 3, 6, 17), "win", "H", 0, "P1", "C1", None, "R1", 1, "single", "long", None),
    ("bundesliga", "BAY", "BVB", (2027, 3, 6, 17), "draw", None, 0, "P1", "C1", "ABC", "R1", 1, "scenarios", "us", None),
    ("bundesliga", "RBL", "SGE", (2027, 1, 16, 14), "win", "A", 0, "P1", "C1", None, "R1", 0, "paras", "usord", None),
    ("bundesliga", "LEV", "RBL", (2027, 2, 13, 17), "draw", None, 0, "P4", "C2", "AB50", "R1", 1, "bullets", "dotted", None),
    ("seriea", "BOL", "JUV", (2026, 12, 20, 19), "win", "A", 0, "P1", "C1", None, "R1", 1, "headed", "long", None),
    ("seriea", "BOL", "JUV", (2026, 12, 20, 19), "draw", None, 0, "P1", "C1", None, "RO", 0, "paras", "iso", None),
    ("ligue1", "PSG", "OM", (2027, 2, 28, 19), "win", "H", 0, "P1", "C1", None, "R1", 1, "qa", "abbr", None),
    ("ligue1", "OL", "PSG", (2027, 1, 17, 19), "draw", None, 0, "P1", "C1", None, "R1", 1, "single", "ord", None),
    # cup ties: 1X2 legs on knockout matches (regulation only)
    ("ucl", "CHE", "PSG", (2027, 3, 9, 20), "win", "H", 1, "P1", "C1", None, "R1", 1, "scenarios", "long", 0),
    ("ucl", "CHE", "PSG", (2027, 3, 9, 20), "draw", None, 1, "P1", "C1", None, "R1", 1, "paras", "us", 0),
    ("ucl", "BAY", "RMA", (2027, 4, 13, 19), "win", "A", 1, "P1", "C1", "ABC", "R1", 0, "bullets", "iso", 1),
    ("ucl", "JUV", "LIV", (2027, 3, 17, 20), "draw", None, 1, "P4", "C2", None, "R1", 1, "qa", "usord", 0),
    ("wc", "KOR", "CIV", (2026, 6, 30, 20), "win", "H", 1, "P1", "C1", None, "R1", 1, "headed", "long", 0),
    ("wc", "KOR", "CIV", (2026, 6, 30, 20), "draw", None, 1, "P1", "C1", None, "R1", 0, "single", "abbr", 0),
    ("wc", "IRN", "CUW", (2026, 7, 4, 17), "win", "A", 1, "P1", "C1", None, "R1", 1, "qa", "ord", 1),
    # cup ties: two-way advance legs
    ("ucl", "CHE", "PSG", (2027, 3, 9, 20), "advance", "H", 1, "P1", "C2", None, "R1", 1, "paras", "long", 0),
    ("ucl", "BAY", "RMA", (2027, 4, 13, 19), "advance", "A", 1, "P1", None, None, "R1", 1, "bullets", "us", 1),
    ("ucl", "JUV", "LIV", (2027, 3, 17, 20), "advance", "H", 1, "P4", "C2", "AB50", "R1", 0, "scenarios", "iso", 0),
    ("wc", "KOR", "CIV", (2026, 6, 30, 20), "advance", "A", 1, "P1", "C2", None, "R1", 1, "qa", "us", 0),
]

COUNTERS = {}


def pick(name, bank):
    i = COUNTERS.get(name, 0)
    COUNTERS[name] = i + 1
    return bank[i % len(bank)]


def build():
    legs = []
    mid = 7310400
    for n, (comp, h, a, d, fam, side, ko, post, canc, ab, src, r2, lay, dstyle, rnd) in enumerate(SPECS):
        C = COMPS[comp]
        home, away = TEAMS[h][0], TEAMS[a][0]
        team = opp = None
        if side == "H":
            team, opp, tcode = home, away, TEAMS[h][1]
        elif side == "A":
            team, opp, tcode = away, home, TEAMS[a][1]
        rname = ROUNDS[comp][rnd] if rnd is not None else ""
        fill = dict(team=team, opp=opp, home=home, away=away, comp=C["v1"],
                    date=fmt_date(d, dstyle), body=C["body"], round=rname)
        styles = {"layout:" + lay, "date:" + dstyle}
        meanings = ["F:" + fam]
        parts = []
        exp = dict(family=fam, outcome=None, line=None, half=None, scope=None,
                   source_primary=None, source_fallback=None, timing_window=None,
                   void_cancelled=None, void_postponed_long=None, void_abandoned=None)

        def add(kind, entry):
            text, st = entry
            parts.append((kind, text.format(**fill)))
            styles.update(st)

        if fam == "advance":
            meanings.append("S6")
            exp["scope"] = "penalties"
            out = pick("ADV", ADV)
            exp["outcome"] = team
        else:
            meanings.append("S1")
            exp["scope"] = "regulation"
            add("SC", pick("S1KO" if ko else "S1", S1_KO if ko else S1))
            out = pick("WIN" if fam == "win" else "DRAW", WIN if fam == "win" else DRAW)
            exp["outcome"] = team if fam == "win" else "draw"
        if post == "P1":
            add("P", pick("P1", P1)); meanings.append("P1")
            exp["timing_window"], exp["void_postponed_long"] = "open_until_played", "result"
        elif post == "P4":
            add("P", pick("P4", P4)); meanings.append("P4")
            exp["timing_window"], exp["void_postponed_long"] = 336, "last_price"
        if canc == "C1":
            add("C", pick("C1W", C1W) if fam == "win" else pick("C1D", C1D)); meanings.append("C1")
            exp["void_cancelled"] = "no" if fam == "win" else "yes"
        elif canc == "C2":
            add("C", pick("C2", C2)); meanings.append("C2")
            exp["void_cancelled"] = "50-50"
        if ab == "ABC":
            add("AB", pick("ABC", ABC)); meanings.append("AB")
            exp["void_abandoned"] = exp["void_cancelled"]
        elif ab == "AB50":
            add("AB", pick("AB50", AB50)); meanings.append("AB")
            exp["void_abandoned"] = "50-50"
        if src == "R1":
            add("R", pick("R1", R1)); meanings.append("R1")
            exp["source_primary"], exp["source_fallback"] = "official", "consensus"
        else:
            add("R", pick("RO", RO)); meanings.append("R:official_only")
            exp["source_primary"] = "official"
        if r2:
            add("R2", pick("R2", R2)); meanings.append("R2")
        # house style: outcome last; every fifth leg puts the outcome first
        otext = (out[0].format(**fill), out[1])
        if n % 5 == 3:
            parts.insert(0, ("OUT", otext[0])); styles.add("outcome_first")
        else:
            parts.append(("OUT", otext[0])); styles.add("outcome_last")
        styles.update(otext[1])
        desc = layout(parts, lay)
        if fam == "win":
            q = "Will %s win on %s?" % (team, iso(d))
            git = team
            suffix = tcode
        elif fam == "draw":
            q = "Will %s vs. %s end in a draw?" % (home, away)
            git = "Draw (%s vs. %s)" % (home, away)
            suffix = "draw"
        else:
            q = "Will %s advance past %s in the %s %s?" % (team, opp, C["v1"], rname)
            git = team
            suffix = "advance-" + tcode
        slug = "%s-%s-%s-%s-%s" % (C["slug"], TEAMS[h][1], TEAMS[a][1], iso(d), suffix)
        market = {
            "id": str(mid + 17 * n),
            "question": q,
            "slug": slug,
            "groupItemTitle": git,
            "sportsMarketType": "moneyline",
            "line": None,
            "outcomes": json.dumps(["Yes", "No"]),
            "description": desc,
            "resolutionSource": C["site"] if n % 3 else "",
            "event_title": "%s vs. %s" % (home, away),
            "gameStartTime": game_start(d),
        }
        legs.append({
            "id": "r1-%03d" % (n + 1), "venue": "venue_one", "styles": sorted(styles),
            "meanings": meanings, "home": home, "away": away, "competition": comp,
            "market": market, "expected": exp,
        })
    return legs
