"""venue_two legs for set (u).

House style: rules translated into English by non-native writers. Passive voice, long
noun phrases ("the settlement of the market at a fair price"), articles where English
leaves them out, unusual word order, a few terse notes and one second-person tooltip.
rules_primary holds the outcome sentence with a scope slot; rules_secondary holds the
rest. Banks rotate; specials() are whole hand-written texts.
"""
from common import (COMPS, TEAMS, fmt_date, kalshi_date, ESPN_FOX, ESPN_ONLY, UEFA_SRC,
                    FIFA_SRC, MLS_SRC)

# {sc} is either "" (no scope in the primary) or ", <scope phrase>"
WIN2 = [
    (["translated", "passive", "condition_first"],
     "In the case that {team} is the winner of the professional {league} football match {home} vs {away}, first planned for {date}{sc}, the market is resolved to Yes."),
    (["translated", "long_noun_phrase"],
     "The market is resolved Yes at the condition of a victory of {team} in the game {home} vs {away} of the {league}, whose original date was {date}{sc}."),
    (["translated", "result_first"],
     "Yes is the resolution of this market if the team {team} wins the {home} vs {away} {league} game with the original scheduling of {date}{sc}."),
    (["translated", "negation"],
     "This market goes to Yes if {team} wins the {league} game {home} vs {away}, at first fixed on {date}{sc}; it goes to No if {opp} wins or if no team wins."),
    (["translated", "passive", "inverted"],
     "Resolved to Yes is this market when by {team} is won the {home} vs {away} match of the {league} (original date {date}){sc}."),
]

DRAW2 = [
    (["translated", "negation", "condition_first"],
     "In the case that the professional {league} game {home} vs {away}, first planned for {date}, is finished with no winner{sc}, the market for Tie is resolved to Yes."),
    (["translated", "negation"],
     "The Tie market is resolved Yes when none of the two teams, {home} and {away}, wins the {league} match of original date {date}{sc}."),
    (["translated", "plain"],
     "Tie resolves Yes if the {home} vs {away} game ({league}, first fixed for {date}) ends with equal goals for each side{sc}."),
    (["translated", "long_noun_phrase"],
     "If the {home} vs {away} {league} match of the original date {date} has the same number of goals for the one and the other team{sc}, then Tie is the winning market and is resolved to Yes."),
]

ADV2 = [
    (["translated", "passive"],
     "If {team} is qualified to the next round at the end of the {league} tie {home} vs {away}, of which the match was first planned for {date}, with the extra time and the penalty shoot-out included, the market is resolved to Yes."),
    (["translated", "long_noun_phrase"],
     "The market is resolved Yes in the case of the advancement of {team} over {opp} in the {league} ({date}), with consideration of all the extra time and penalty kicks which are necessary for the decision of the tie."),
    (["terse", "translated"],
     "Yes if {team} goes through against {opp} ({league} knockout, first planned {date}); the tie is decided including extra time and penalties."),
]

S2 = [
    (["translated"], ", counting the 90 minutes with the stoppage time and without the extra time or the penalties"),
    (["translated", "number_words"], ", on the basis of the score after ninety minutes and the added time (the extra time and the penalty kicks are not included)"),
    (["translated"], ", after the regulation of 90 minutes plus added time, any extra time and shoot-out being excluded"),
]
S3P = [
    (["translated"], ", according to the score after 90 minutes plus the time of stoppage"),
    (["translated"], ", at the end of the 90 minutes and the added time"),
]
S3S = [
    (["translated", "passive"], "The extra time and the penalty shoot-out are not part of the result for this market."),
    (["translated", "terse"], "Extra periods and kicks from the penalty mark: excluded."),
]
S4S = [
    (["translated", "passive"], "The result of the game is considered after 90 minutes and the stoppage time; extra time and penalties are without effect."),
    (["translated"], "Only the regular time (90 minutes with stoppage) is valid for the result, not the extra time, not the penalty kicks."),
]

D1 = [
    (["translated", "passive"], "When the game is finished equal after the regulation time, the market named Tie is resolved to Yes."),
    (["translated"], "In the case of a draw, it is the Tie market which resolves Yes, and the markets of the two teams resolve No."),
    (["terse"], "Level score after 90' + stoppage: Tie = Yes."),
]

P2C4 = [
    (["translated", "passive", "long_noun_phrase"],
     "In case of cancellation of the game, or of its moving to a date that is over 48 hours after the original one, the market is settled at a fair price in conformity with the rules."),
    (["translated", "number_words"],
     "A cancellation or a rescheduling of more than forty-eight hours produces the settlement of the market at a fair price according to the rules."),
    (["translated", "syn:two_days"],
     "If the game is called off, or is delayed to a start more than two days after the first planned one, a fair price is given to the market as the rules foresee."),
    (["terse"],
     "Cancelled, or rescheduled beyond 48 hrs: fair price per the rules."),
]
P3 = [
    (["translated"],
     "A postponed game which begins within 48 hours from the original kickoff keeps the market open; when it is postponed further than this, the market is settled at a fair price."),
    (["terse", "translated"],
     "Postponement of less than 48 hours: the market stays open for the new kickoff. Postponement of more: fair price."),
    (["translated", "condition_first"],
     "Should the postponed game begin within 48 hours of its first planned time, the market remains open; in the other case the resolution is to a fair price."),
]
C4 = [
    (["translated", "passive"], "The cancellation of the game gives the settlement of the market at a fair price."),
    (["terse"], "Game cancelled: fair price."),
]
AB2 = [
    (["translated", "passive"], "An abandonment of the game without its completion is treated as a cancellation."),
    (["translated"], "The interrupted game which is not finished afterwards is handled like a cancelled game."),
]
OFF2 = [
    (["translated"], "The result is taken from the official website of {body}."),
]
PROV2 = [
    (["translated"], "As source of settlement is used the match report of ESPN."),
]
R2B = [
    (["translated", "passive"], "A correction of the score which is made after the settlement is not considered."),
]

BANKS = {"D1": D1, "P2C4": P2C4, "P3": P3, "C4": C4, "AB": AB2, "OFF": OFF2,
         "PROV": PROV2, "R2": R2B}
_counters = {}


def pick(name, bank):
    i = _counters.get(name, 0)
    _counters[name] = i + 1
    return bank[i % len(bank)]


def src_for(comp, n):
    if comp == "mls":
        return MLS_SRC
    if comp == "wc":
        return FIFA_SRC
    if comp == "ucl":
        return UEFA_SRC if n % 2 else ESPN_FOX
    return ESPN_ONLY if n % 4 == 0 else ESPN_FOX


def series_kind(srcs):
    names = {s["name"] for s in srcs}
    return "provider" if names & {"ESPN", "Fox Sports"} else "official"


# spec: (comp, home, away, date, hour, kind, side, scope_mode, clauses, joiner, datestyle)
SPECS = [
    ("epl", "ARS", "TOT", "2026-12-12", 17, "win", "H", "S2", ["D1", "P2C4"], "one", "short_mon"),
    ("epl", "ARS", "TOT", "2026-12-12", 17, "draw", None, "S2", ["P2C4"], "one", "short_mon"),
    ("epl", "MCI", "AVL", "2026-12-19", 15, "win", "A", "S3", ["D1", "P2C4", "AB"], "lines", "dmy_long"),
    ("epl", "NEW", "WHU", "2026-12-26", 15, "draw", None, "S4", ["P3", "C4"], "one", "short_mon"),
    ("epl", "NFO", "BHA", "2027-01-16", 15, "win", "H", "S2", ["D1", "P2C4", "R2"], "bullets", "ordinal"),
    ("laliga", "RMA", "ATM", "2026-12-13", 20, "win", "H", "S2", ["D1", "P3", "C4"], "one", "short_mon"),
    ("laliga", "RMA", "ATM", "2026-12-13", 20, "win", "A", "S3", ["D1", "P2C4"], "one", "short_mon"),
    ("laliga", "ATH", "RBB", "2027-01-17", 20, "draw", None, "S2", ["P2C4", "AB"], "lines", "dotted"),
    ("laliga", "VIL", "RCC", "2027-01-24", 13, "win", "A", "S4", ["D1", "P2C4", "OFF"], "one", "short_mon"),
    ("bundesliga", "BMU", "BVB", "2026-12-19", 17, "draw", None, "S3", ["P2C4"], "one", "dmy_long"),
    ("bundesliga", "RBL", "LEV", "2027-01-23", 14, "win", "H", "S2", ["D1", "P3", "C4", "AB"], "bullets", "short_mon"),
    ("bundesliga", "SGE", "BMU", "2027-01-30", 17, "win", "A", "S2", ["D1", "P2C4"], "one", "short_mon"),
    ("seriea", "INT", "ACM", "2027-01-31", 19, "win", "H", "S4", ["D1", "P2C4"], "lines", "short_mon"),
    ("seriea", "INT", "ACM", "2027-01-31", 19, "draw", None, "S2", ["P2C4", "R2"], "one", "short_mon"),
    ("seriea", "NAP", "ROM", "2026-12-20", 19, "win", "A", "S2", ["D1", "P2C4", "PROV"], "one", "ordinal"),
    ("ligue1", "PSG", "OM", "2027-02-21", 19, "win", "H", "S3", ["D1", "P3", "C4"], "bullets", "short_mon"),
    ("ligue1", "OL", "LIL", "2026-12-13", 16, "draw", None, "S2", ["P2C4", "AB"], "one", "dotted"),
    ("ligue1", "MON", "PSG", "2027-01-16", 20, "win", "A", "S2", ["D1", "P2C4"], "one", "short_mon"),
    ("mls", "LAG", "MIA", "2027-03-13", 23, "win", "H", "S2", ["D1", "P2C4"], "one", "short_mon"),
    ("mls", "SEA", "CLB", "2027-03-20", 22, "draw", None, "S4", ["P3", "C4", "AB"], "lines", "dmy_long"),
    ("ucl", "ARS", "RMA", "2027-03-16", 20, "win", "H", "S2", ["D1", "P2C4"], "one", "short_mon"),
    ("ucl", "ARS", "RMA", "2027-03-16", 20, "adv", "H", None, ["P2C4"], "one", "short_mon"),
    ("ucl", "INT", "BMU", "2027-03-17", 20, "adv", "A", None, ["P3", "C4"], "lines", "dmy_long"),
    ("ucl", "PSG", "NAP", "2027-03-10", 20, "draw", None, "S3", ["P2C4"], "one", "short_mon"),
    ("ucl", "ATM", "BVB", "2027-03-11", 20, "adv", "H", None, ["P2C4", "AB"], "bullets", "ordinal"),
    ("wc", "BRA", "MAR", "2026-07-04", 20, "win", "H", "S3", ["D1", "P2C4"], "one", "short_mon"),
    ("wc", "ESP", "JPN", "2026-07-05", 19, "adv", "A", None, ["P2C4", "R2"], "one", "dmy_long"),
    ("wc", "GER", "KOR", "2026-07-06", 19, "draw", None, "S2", ["P2C4", "AB"], "lines", "short_mon"),
]


def market_v2(comp, h, a, date, hour, kind, side, prim, sec):
    series = COMPS[comp][3]
    H, A = TEAMS[h], TEAMS[a]
    if kind == "adv":
        series = series.replace("GAME", "ADVANCE")
        title = "%s vs %s: Which team advances?" % (H[2], A[2])
    else:
        title = "%s vs %s Winner?" % (H[2], A[2])
    ev = "%s-%s%s%s" % (series, kalshi_date(date), H[3], A[3])
    if kind == "draw":
        suf, sub = "TIE", "Tie"
    else:
        T = H if side == "H" else A
        suf, sub = T[3], T[2]
    return {"ticker": ev + "-" + suf, "event_ticker": ev, "series_ticker": series,
            "title": title, "yes_sub_title": sub, "no_sub_title": sub,
            "rules_primary": prim, "rules_secondary": sec,
            "occurrence_datetime": "%sT%02d:00:00Z" % (date, hour)}


def join(parts, how):
    if not parts:
        return ""
    if how == "one":
        return " ".join(parts)
    if how == "lines":
        return "\n".join(parts)
    if how == "bullets":
        return "\n".join("- " + p for p in parts)
    raise ValueError(how)


def exp(family, outcome, scope, sp, sf, tw, vc, vp, va):
    return {"family": family, "outcome": outcome, "line": None, "half": None,
            "scope": scope, "source_primary": sp, "source_fallback": sf,
            "timing_window": tw, "void_cancelled": vc, "void_postponed_long": vp,
            "void_abandoned": va}


def build_spec(n, spec):
    comp, h, a, date, hour, kind, side, smode, clauses, how, dstyle = spec
    league, body = COMPS[comp][1], COMPS[comp][4]
    H, A = TEAMS[h], TEAMS[a]
    team, opp = (H[2], A[2]) if side != "A" else (A[2], H[2])
    styles = {"join:" + how, "date:" + dstyle}
    meanings = ["F:" + {"win": "win", "draw": "draw", "adv": "advance"}[kind]]
    sec_parts = []
    sc = ""
    if smode == "S2":
        st, sc = pick("S2", S2); meanings.append("S2")
    elif smode == "S3":
        st, sc = pick("S3P", S3P); meanings.append("S3")
        st2, t = pick("S3S", S3S); styles.update(st2); sec_parts.append(t)
    elif smode == "S4":
        st, t = pick("S4S", S4S); meanings.append("S4"); sec_parts.append(t); sc = ""
    else:
        st = []
        meanings.append("S6")
    styles.update(st)
    bank = {"win": WIN2, "draw": DRAW2, "adv": ADV2}[kind]
    st, tmpl = pick("o" + kind, bank)
    styles.update(st)
    fill = dict(team=team, opp=opp, home=H[2], away=A[2], league=league,
                date=fmt_date(date, dstyle), sc=sc, body=body)
    prim = tmpl.format(**fill)
    e = exp({"win": "win", "draw": "draw", "adv": "advance"}[kind],
            "draw" if kind == "draw" else team,
            "penalties" if kind == "adv" else "regulation",
            None, None, None, None, None, None)
    for c in clauses:
        st, t = pick(c, BANKS[c])
        styles.update(st)
        sec_parts.append(t.format(**fill))
        if c == "D1":
            meanings.append("D1")
        elif c == "P2C4":
            meanings += ["P2", "C4"]; e["timing_window"] = 48
            e["void_postponed_long"] = "fair_price"; e["void_cancelled"] = "fair_price"
        elif c == "P3":
            meanings.append("P3"); e["timing_window"] = 48; e["void_postponed_long"] = "fair_price"
        elif c == "C4":
            meanings.append("C4"); e["void_cancelled"] = "fair_price"
        elif c == "AB":
            meanings.append("AB")
        elif c == "OFF":
            meanings.append("R:official"); e["source_primary"] = "official"
        elif c == "PROV":
            meanings.append("R:provider"); e["source_primary"] = "provider"
        elif c == "R2":
            meanings.append("R2")
    if "AB" in clauses:
        e["void_abandoned"] = e["void_cancelled"]
    srcs = src_for(comp, n)
    if e["source_primary"] is None:
        e["source_primary"] = series_kind(srcs)
        meanings.append("R3")
    sec = join(sec_parts, how)
    return {"styles": sorted(styles), "meanings": meanings, "home": H[2], "away": A[2],
            "competition": comp,
            "market": market_v2(comp, h, a, date, hour, kind, side, prim, sec),
            "series_settlement_sources": srcs, "expected": e}


def specials():
    out = []

    def add(comp, h, a, date, hour, kind, side, prim, sec, srcs, styles, meanings, e):
        H, A = TEAMS[h], TEAMS[a]
        out.append({"styles": sorted(styles), "meanings": meanings, "home": H[2],
                    "away": A[2], "competition": comp,
                    "market": market_v2(comp, h, a, date, hour, kind, side, prim, sec),
                    "series_settlement_sources": srcs, "expected": e})

    # 1. timing window unclear, payout clear
    add("epl", "TOT", "NEW", "2027-02-06", 15, "win", "H",
        "If Tottenham wins the Tottenham vs Newcastle English Premier League game first planned for Feb 6, 2027, after 90 minutes plus stoppage time (no extra time, no penalties), the market is resolved to Yes.",
        "In the case of a draw the Tie market is resolved Yes. When the game is delayed for a long time, the market is settled at a fair price. The cancellation of the game is also settled at a fair price.",
        ESPN_FOX, ["translated", "passive"],
        ["F:win", "S2", "D1", "P:ambiguous", "C4", "R3"],
        exp("win", "Tottenham", "regulation", "provider", None, "ambiguous", "fair_price", "fair_price", None))

    # 2. scope unclear on a knockout second leg
    add("ucl", "RMA", "BMU", "2027-04-14", 19, "win", "A",
        "If Bayern Munich wins the Real Madrid vs Bayern Munich second leg of the UEFA Champions League quarter-final, first planned for Apr 14, 2027, the market is resolved to Yes.",
        "The result is the one of the game at its end, as it is shown in the official report. In case of cancellation of the game, or of its moving more than 48 hours later, the market is settled at a fair price.",
        UEFA_SRC, ["translated", "knockout"],
        ["F:win", "S:ambiguous", "P2", "C4", "R:official"],
        exp("win", "Bayern Munich", "ambiguous", "official", None, 48, "fair_price", "fair_price", None))

    # 3. cancellation unclear
    add("seriea", "ROM", "ATA", "2027-03-07", 17, "draw", None,
        "Tie is resolved Yes if the game Roma vs Atalanta of the Italian Serie A, first planned for 7 March 2027, has no winner after 90 minutes and the stoppage time, without extra time and penalties.",
        "A postponed game which starts within 48 hours keeps the market open; more than 48 hours: fair price. At the cancellation of the game, the exchange decides about the settlement of the market.",
        ESPN_FOX, ["translated"],
        ["F:draw", "S2", "P3", "C:ambiguous", "R3"],
        exp("draw", "draw", "regulation", "provider", None, 48, "ambiguous", "fair_price", None))

    # 4. primary and secondary contradict on postponement
    add("bundesliga", "LEV", "SGE", "2027-02-27", 14, "win", "A",
        "If Frankfurt wins the Leverkusen vs Frankfurt German Bundesliga game first planned for Feb 27, 2027, after 90 minutes and stoppage time (the extra time and the penalties excluded), the market is resolved to Yes. A postponement of more than 48 hours gives a fair price.",
        "A postponement leaves the market open until the game takes place, with no limit. A cancelled game: fair price.",
        ESPN_FOX, ["translated", "contradiction"],
        ["F:win", "S2", "P:ambiguous", "C4", "R3"],
        exp("win", "Frankfurt", "regulation", "provider", None, "ambiguous", "fair_price", "ambiguous", None))

    # 5. legal drafting, source named in the text with a fallback
    add("laliga", "RBB", "VIL", "2027-02-20", 15, "win", "A",
        "Subject to the provisions hereinafter, the market shall be resolved to Yes if and only if Villarreal wins the Real Betis vs Villarreal Spanish La Liga match originally fixed for 20 February 2027 at the expiry of ninety (90) minutes and any stoppage time, to the exclusion of extra time and penalty kicks.",
        "Notwithstanding the foregoing: (i) if the match is cancelled, or its commencement is deferred by more than forty-eight (48) hours, the market shall be settled at a fair price; (ii) the result shall be that published on the official website of LaLiga or, where not so published, that reported by ESPN.",
        ESPN_FOX, ["legal", "number_words", "numbered_inline"],
        ["F:win", "S2", "P2", "C4", "R:official+provider"],
        exp("win", "Villarreal", "regulation", "official", "provider", 48, "fair_price", "fair_price", None))

    # 6. second-person tooltip, refund on abandonment
    add("mls", "CLB", "SEA", "2027-04-03", 23, "win", "H",
        "You buy Yes if you think Columbus beats Seattle in their Major League Soccer game first set for Apr 3, 2027. Only regulation counts (90 minutes + stoppage), not extra time or penalties.",
        "Game tied: the Tie market pays, this one does not. Game cancelled or moved more than 48 hours: you get a fair price. Game abandoned and not completed: your stake is refunded.",
        MLS_SRC, ["second_person", "tooltip", "terse"],
        ["F:win", "S2", "D1", "P2", "C4", "AB", "R3"],
        exp("win", "Columbus", "regulation", "official", None, 48, "fair_price", "fair_price", "refund"))

    # 7. negation draw leg, condition after the outcome, no void clause at all
    add("ligue1", "LIL", "OL", "2027-03-14", 16, "draw", None,
        "Tie: resolved Yes, provided that no team wins the Lille vs Lyon French Ligue 1 game of Mar 14, 2027, as it stands after the 90 minutes and stoppage time, the extra time and penalties not being counted.",
        "",
        ESPN_FOX, ["translated", "negation", "condition_after"],
        ["F:draw", "S2", "R3"],
        exp("draw", "draw", "regulation", "provider", None, None, None, None, None))

    # 8. World Cup knockout win leg where extra time counts but shoot-out does not
    add("wc", "ARG", "CIV", "2026-07-03", 22, "win", "A",
        "If Ivory Coast wins the Argentina vs Ivory Coast FIFA World Cup game first planned for Jul 3, 2026, the market is resolved to Yes.",
        "For this market the goals of the extra time are counted together with the 90 minutes and stoppage; the penalty shoot-out is not counted, and a game equal after the extra time is resolved No for this market. Cancellation, or a postponement of more than 48 hours: fair price.",
        FIFA_SRC, ["translated", "exception"],
        ["F:win", "S5", "P2", "C4", "R3"],
        exp("win", "Ivory Coast", "extra_time", "official", None, 48, "fair_price", "fair_price", None))

    return out


def build():
    legs = [build_spec(i + 1, s) for i, s in enumerate(SPECS)]
    legs.extend(specials())
    for i, leg in enumerate(legs):
        legs[i] = dict([("id", "u2-%03d" % (i + 1)), ("venue", "venue_two")] + list(leg.items()))
    return legs
