"""venue_two legs of set (p). House style imagined for the next season: the primary states
the payout condition (with or without a time scope), the secondary holds everything else."""
import datetime as dt
from common import COMPS, CLUBS, date_fmt, ticker_date, layout, LABELS

WIN = [
    (["result_first", "syn:beat"], "Yes pays if {team} beat {opp} in the {home} vs {away} {comp} match first scheduled for {date}{scope}."),
    (["condition_first", "syn:defeat"], "The market settles Yes when {team} defeat {opp} in the {comp} game between {home} and {away}, originally slated for {date}{scope}; otherwise it settles No."),
    (["terse"], "For Yes, {team} must win the {home} vs {away} {comp} game set for {date}{scope}."),
    (["syn:come_out_ahead"], "Should {team} come out ahead of {opp} in the {comp} fixture originally on {date}{scope}, Yes; any other result, No."),
    (["legal"], "The market resolves to Yes upon a victory by {team} over {opp} in the {comp} contest originally scheduled for {date}{scope}."),
    (["negation", "exception"], "This market resolves No unless {team} win the {home} vs {away} {comp} game originally set for {date}{scope}, in which case it resolves Yes."),
]
TIE = [
    (["syn:level"], "Tie pays Yes if the {home} vs {away} {comp} match first due on {date} ends level{scope}."),
    (["negation"], "If neither {home} nor {away} wins the {comp} game first set for {date}{scope}, the Tie market resolves Yes."),
    (["syn:equal_goals"], "Yes for Tie when {home} and {away} finish with equal goals in their {comp} game of {date}{scope}."),
    (["negation", "legal"], "The Tie market shall resolve to Yes where no team wins the {home} vs {away} {comp} contest originally scheduled for {date}{scope}, and to No otherwise."),
    (["condition_after", "syn:drawn"], "Tie settles Yes on a drawn result{scope}, that being the {home} vs {away} {comp} game first set for {date}; a win by either club settles it No."),
]
ADV = [
    (["plain"], "Yes if {team} advance past {opp} in the {comp} {round} tie whose second leg is originally scheduled for {date}, with extra time and penalties counting if the tie needs them."),
    (["condition_after", "syn:go_through"], "The market resolves Yes on {team} going through to the next round, over {opp} in the {comp} {round} (second leg {date}), however the tie is decided, extra time and shoot-out included."),
    (["legal"], "If {team} qualifies from the {comp} {round} tie against {opp} (deciding match originally scheduled for {date}), including by extra time or a penalty shoot-out, the market resolves to Yes."),
]
S2 = [
    (["plain"], ", counting only 90 minutes plus stoppage time (no extra time, no penalties)"),
    (["plain"], ", based on the score after regulation and stoppage time, with extra time and shoot-outs excluded"),
    (["plain"], ", judged at the end of the regulation 90 minutes including added time, without extra time or penalties"),
    (["terse"], " (regulation: 90' plus stoppage; ET and penalties not counted)"),
    (["number_words"], ", where only the first ninety minutes and their stoppage time count, not extra time or a shoot-out"),
]
S4SEC = [  # scope stated only in the secondary
    (["plain"], "The market looks only at the 90 minutes of regulation plus stoppage; extra time and penalties play no part."),
    (["terse"], "Regulation time only (90 + stoppage). No extra time, no shoot-out."),
    (["legal"], "For the avoidance of doubt, the result is the score at the end of ninety minutes plus stoppage time; any extra time or penalty kicks are disregarded."),
]
D1 = [
    (["plain"], "If regulation ends level, the Tie market is the one that resolves Yes."),
    (["terse"], "Level after 90 + stoppage: Tie resolves Yes."),
    (["plain"], "A drawn game pays out on the market for Tie, not on either team's market."),
    (["legal"], "Where the game is tied at the end of regulation, the market designated Tie resolves to Yes."),
]
P2C4 = [
    (["american_spelling", "numerals"], "If the match is canceled or moved more than 48 hours from its original start, the market is valued at a fair price under the rules."),
    (["syn:called_off", "number_words"], "A game that is called off, or rescheduled beyond forty-eight hours, is settled at fair value as set out in the rules."),
    (["terse"], "Cancellation, or a delay past 48 hrs: fair-price settlement."),
    (["legal"], "Should the game be cancelled or postponed to a start time more than forty-eight (48) hours after its original start, the market shall be settled at a fair price as determined under the rules."),
    (["syn:scrapped", "syn:two_days"], "Should the fixture be scrapped, or pushed back by more than two days, a fair price determined under the rules applies."),
]
P3 = [
    (["plain"], "A postponed game that still kicks off within 48 hours of its original start keeps the market open; past that, it is closed out at a fair price."),
    (["syn:delayed", "condition_after"], "A delayed game sends the market to fair-price settlement, but only if the new start is more than 48 hours after the original one; a shorter delay leaves it open."),
    (["terse"], "Postponed, restart within 48h: stays open. Later than that: fair price."),
]
C4 = [
    (["american_spelling"], "If the game is canceled, the market settles at fair value."),
    (["british_spelling"], "A cancelled fixture is settled at a fair price under the rules."),
    (["terse"], "Cancelled: fair price."),
]
AB = [
    (["plain", "american_spelling"], "An abandoned game is treated as canceled."),
    (["syn:halted"], "If play is halted and the game is not completed, it is handled like a cancellation."),
    (["legal"], "An abandoned game shall be deemed cancelled for the purposes of these rules."),
]
OWNSRC = [
    (["plain"], "The result is taken from the official {comp} website."),
    (["terse"], "Result source: {site} (official)."),
]

_ctr = {}


def pick(name, bank):
    i = _ctr.get(name, 0)
    _ctr[name] = i + 1
    return bank[i % len(bank)]


# spec: (comp, home, away, date, family, side, scope_where, void, ab, d1, ownsrc, layout)
# scope_where: "primary" (S2) or "secondary" (S4 primary + scope in secondary)
# void: "P2C4" | "P3C4" | "C4" | "P3" | None
SPECS = [
    ("epl", "che", "avl", (2027, 8, 21), "win", "home", "primary", "P2C4", False, True, False, "paras"),
    ("epl", "che", "avl", (2027, 8, 21), "draw", None, "primary", "P2C4", False, True, False, "bullets"),
    ("epl", "che", "avl", (2027, 8, 21), "win", "away", "secondary", "P2C4", True, True, False, "paras"),
    ("epl", "liv", "mci", (2027, 9, 18), "win", "away", "primary", "P3C4", False, True, False, "numbered"),
    ("epl", "liv", "mci", (2027, 9, 18), "draw", None, "primary", "P2C4", True, False, False, "qa"),
    ("epl", "nfo", "whu", (2027, 10, 2), "win", "home", "primary", None, False, True, False, "paras"),
    ("epl", "tot", "bre", (2027, 12, 26), "draw", None, "secondary", "P2C4", False, False, True, "single"),
    ("epl", "eve", "liv", (2028, 1, 15), "win", "away", "primary", "C4", False, True, False, "bullets"),
    ("laliga", "rma", "atm", (2027, 9, 25), "win", "home", "primary", "P2C4", False, True, False, "qa"),
    ("laliga", "rma", "atm", (2027, 9, 25), "draw", None, "primary", "P3C4", False, False, False, "paras"),
    ("laliga", "ath", "rbb", (2027, 11, 6), "win", "away", "secondary", "P2C4", True, True, False, "numbered"),
    ("laliga", "vcf", "rvc", (2028, 2, 12), "draw", None, "primary", "P2C4", True, True, False, "single"),
    ("laliga", "rcc", "ala", (2028, 3, 4), "win", "home", "primary", "P3", False, True, False, "paras"),
    ("bundesliga", "bay", "bvb", (2027, 10, 23), "win", "away", "primary", "P2C4", False, True, False, "single"),
    ("bundesliga", "bay", "bvb", (2027, 10, 23), "draw", None, "secondary", "P3C4", True, False, False, "bullets"),
    ("bundesliga", "rbl", "sge", (2027, 11, 27), "win", "home", "primary", "P2C4", False, True, True, "paras"),
    ("bundesliga", "lev", "bay", (2028, 4, 8), "win", "home", "primary", "P2C4", False, False, False, "qa"),
    ("seriea", "juv", "bol", (2027, 9, 11), "win", "home", "primary", "P2C4", True, True, False, "numbered"),
    ("seriea", "juv", "bol", (2027, 9, 11), "draw", None, "primary", "C4", False, True, False, "paras"),
    ("seriea", "bol", "juv", (2028, 1, 29), "win", "away", "secondary", "P3C4", False, True, False, "single"),
    ("ligue1", "psg", "om", (2027, 10, 30), "win", "home", "primary", "P2C4", False, True, False, "bullets"),
    ("ligue1", "psg", "om", (2027, 10, 30), "draw", None, "primary", "P2C4", False, True, True, "paras"),
    ("ligue1", "oly", "psg", (2028, 3, 18), "win", "away", "primary", "P3C4", True, False, False, "qa"),
    ("ucl", "bvb", "che", (2027, 10, 20), "win", "home", "primary", "P2C4", False, True, False, "paras"),
    ("ucl", "bvb", "che", (2027, 10, 20), "draw", None, "secondary", "P2C4", False, True, False, "numbered"),
    ("ucl", "atm", "liv", (2027, 11, 24), "win", "away", "primary", "P2C4", True, True, False, "single"),
    ("ucl", "rma", "bay", (2028, 3, 15), "advance", "home", None, "P2C4", False, False, False, "paras"),
    ("ucl", "rma", "bay", (2028, 3, 15), "advance", "away", None, "P3C4", True, False, False, "bullets"),
    ("ucl", "mci", "lev", (2028, 4, 12), "advance", "home", None, "P2C4", False, False, False, "single"),
    ("ucl", "om", "ath", (2028, 3, 11), "advance", "away", None, "C4", False, False, False, "qa"),
    ("epl", "whu", "tot", (2028, 2, 26), "win", "home", "primary", "P2C4", False, True, False, "single"),
    ("laliga", "atm", "vcf", (2028, 4, 22), "win", "away", "secondary", "P2C4", False, True, False, "bullets"),
    ("bundesliga", "sge", "lev", (2028, 5, 6), "draw", None, "primary", "P2C4", True, False, False, "numbered"),
]

ROUND = {(2028, 3, 15): "round of 16", (2028, 4, 12): "quarter-final", (2028, 3, 11): "round of 16"}
DSTYLES = ["abbr", "us", "uk", "abbr", "ordinal", "us"]


def build(n0=1):
    legs = []
    for i, (comp, hk, ak, d, fam, side, swhere, void, ab, d1, own, lay) in enumerate(SPECS):
        _, _, cname, gser, aser, _, site, ssrc = COMPS[comp]
        home, hcode = CLUBS[hk][2], CLUBS[hk][3]
        away, acode = CLUBS[ak][2], CLUBS[ak][3]
        date = dt.date(*d)
        dstyle = DSTYLES[i % len(DSTYLES)]
        team = opp = None
        if side == "home":
            team, opp, tcode = home, away, hcode
        elif side == "away":
            team, opp, tcode = away, home, acode
        styles, meanings = {"date:" + dstyle, "layout:" + lay}, ["F:" + fam]
        scope_txt = ""
        sec = []

        def add(kind, entry, mean=None, ctx=None):
            st, tmpl = entry
            styles.update(st)
            if mean:
                meanings.append(mean)
            lab, q = LABELS[kind]
            sec.append((lab, q, tmpl.format(**(ctx or {}))))

        if swhere == "primary":
            st, scope_txt = pick("S2", S2)
            styles.update(st)
            meanings.append("S2")
        ctx = dict(team=team, opp=opp, home=home, away=away, comp=cname,
                   date=date_fmt(date, dstyle), round=ROUND.get(d, ""), scope=scope_txt, site=site)
        st, tmpl = pick(fam, {"win": WIN, "draw": TIE, "advance": ADV}[fam])
        styles.update(st)
        primary = tmpl.format(**ctx)
        if swhere == "secondary":
            meanings.append("S4")
            add("scope", pick("S4SEC", S4SEC), None)
        if d1:
            add("d1", pick("D1", D1), "D1")
        exp = {"family": fam, "outcome": team if team else "draw", "line": None, "half": None,
               "scope": "penalties" if fam == "advance" else "regulation",
               "source_primary": None, "source_fallback": None, "timing_window": None,
               "void_cancelled": None, "void_postponed_long": None, "void_abandoned": None}
        if fam == "advance":
            meanings.append("S6")
        if void == "P2C4":
            add("canc", pick("P2C4", P2C4), None)
            meanings += ["P2", "C4"]
            exp.update(timing_window=48, void_postponed_long="fair_price", void_cancelled="fair_price")
        elif void == "P3C4":
            add("post", pick("P3", P3), "P3")
            add("canc", pick("C4", C4), "C4")
            exp.update(timing_window=48, void_postponed_long="fair_price", void_cancelled="fair_price")
        elif void == "C4":
            add("canc", pick("C4", C4), "C4")
            exp.update(void_cancelled="fair_price")
        elif void == "P3":
            add("post", pick("P3", P3), "P3")
            exp.update(timing_window=48, void_postponed_long="fair_price")
        if ab:
            assert exp["void_cancelled"]
            add("ab", pick("AB", AB), "AB")
            exp["void_abandoned"] = exp["void_cancelled"]
        if own:
            add("src", pick("OWN", OWNSRC), "R:official_text", ctx)
            exp["source_primary"] = "official"
        else:
            meanings.append("R3")
            kinds = {"ESPN": "provider", "Fox Sports": "provider", "UEFA": "official"}
            exp["source_primary"] = kinds[ssrc[0]["name"]]
        secondary = layout(sec, lay) if sec else ""
        ser = aser if fam == "advance" else gser
        ev = f"{ser}-{ticker_date(date)}{hcode}{acode}"
        suffix = "TIE" if fam == "draw" else tcode
        sub = "Tie" if fam == "draw" else team
        title = f"{home} vs {away}: Who advances?" if fam == "advance" else f"{home} vs {away} Winner?"
        market = {"ticker": f"{ev}-{suffix}", "event_ticker": ev, "series_ticker": ser,
                  "title": title, "yes_sub_title": sub, "no_sub_title": sub,
                  "rules_primary": primary, "rules_secondary": secondary,
                  "occurrence_datetime": f"{date.isoformat()}T{['19:00', '14:00', '20:00', '16:30'][i % 4]}:00Z"}
        legs.append({"id": f"p2-{n0 + i:03d}", "venue": "venue_two", "styles": sorted(styles),
                     "meanings": meanings, "home": home, "away": away, "competition": comp,
                     "market": market, "series_settlement_sources": ssrc, "expected": exp})
    return legs


# ---- hand-written legs; expected stated inline ---------------------------------------------
SPECIALS = [
    # (comp, home, away, date, family, side, styles, meanings, primary, secondary,
    #  (source_primary, timing_window, void_cancelled, void_postponed_long, void_abandoned))
    ("epl", "che", "tot", (2028, 5, 7), "win", "home",
     ["void_in_primary", "american_spelling", "date:abbr"], ["F:win", "S2", "P2", "C4", "D1", "R3"],
     "If Chelsea win the Chelsea vs Tottenham English Premier League game originally scheduled "
     "for May 7, 2028 once 90 minutes and stoppage have been played (extra time and penalties not included), the "
     "market resolves Yes; if that game is canceled or delayed by more than 48 hours, it resolves "
     "to a fair price instead.",
     "A level score after regulation pays only the Tie market.",
     ("provider", 48, "fair_price", "fair_price", None)),
    ("bundesliga", "bvb", "rbl", (2028, 2, 19), "win", "away",
     ["layout:inline_questions", "syn:canceled", "date:us"], ["F:win", "S4", "P3", "C4", "R3"],
     "RB Leipzig beating Dortmund in the Dortmund vs RB Leipzig German Bundesliga game "
     "originally scheduled for February 19, 2028 resolves this market to Yes.",
     "Does extra time count? No: only the 90 minutes and stoppage time are considered, and "
     "penalties are not. What if it is postponed? If the game starts within 48 hours of the "
     "original time the market stays open; otherwise it settles at a fair price. Canceled? Fair "
     "price.",
     ("provider", 48, "fair_price", "fair_price", None)),
    ("ligue1", "oly", "om", (2028, 5, 14), "draw", None,
     ["negation", "legal", "number_words", "date:iso"], ["F:draw", "S2", "P2", "C4", "AB", "R:official_text"],
     "The Tie market resolves Yes if the Lyon vs Marseille French Ligue 1 game originally set "
     "for 2028-05-14 produces no winner once regulation and its stoppage time are over; extra "
     "time and penalties are set aside.",
     "Notwithstanding the foregoing, should the game be cancelled, or not begin within "
     "forty-eight (48) hours of its originally scheduled start, the market is valued at a fair "
     "price fixed under these rules. An abandoned game that is not resumed is "
     "treated in the same way. Results are read from the official Ligue 1 website.",
     ("official", 48, "fair_price", "fair_price", "fair_price")),
    ("ucl", "juv", "lev", (2028, 3, 8), "advance", "away",
     ["terse", "date:abbr"], ["F:advance", "S6", "P2", "C4", "R3"],
     "Leverkusen to advance vs Juventus (UEFA Champions League round of 16, second leg "
     "originally Mar 8, 2028). Yes if they go through by any route: regulation, extra time or "
     "penalties.",
     "If the deciding leg is canceled or delayed beyond 48 hours, the market is settled at fair value.",
     ("official", 48, "fair_price", "fair_price", None)),
]


def specials(n0):
    legs = []
    for j, (comp, hk, ak, d, fam, side, styles, meanings, prim, sec, ea) in enumerate(SPECIALS):
        _, _, cname, gser, aser, _, site, ssrc = COMPS[comp]
        home, hcode, away, acode = CLUBS[hk][2], CLUBS[hk][3], CLUBS[ak][2], CLUBS[ak][3]
        date = dt.date(*d)
        team = home if side == "home" else away if side == "away" else None
        tcode = hcode if side == "home" else acode
        sp, tw, vc, vp, va = ea
        exp = {"family": fam, "outcome": team if team else "draw", "line": None, "half": None,
               "scope": "penalties" if fam == "advance" else "regulation",
               "source_primary": sp, "source_fallback": None, "timing_window": tw,
               "void_cancelled": vc, "void_postponed_long": vp, "void_abandoned": va}
        ser = aser if fam == "advance" else gser
        ev = f"{ser}-{ticker_date(date)}{hcode}{acode}"
        suffix = "TIE" if fam == "draw" else tcode
        sub = "Tie" if fam == "draw" else team
        title = f"{home} vs {away}: Who advances?" if fam == "advance" else f"{home} vs {away} Winner?"
        market = {"ticker": f"{ev}-{suffix}", "event_ticker": ev, "series_ticker": ser,
                  "title": title, "yes_sub_title": sub, "no_sub_title": sub,
                  "rules_primary": prim, "rules_secondary": sec,
                  "occurrence_datetime": f"{date.isoformat()}T19:00:00Z"}
        legs.append({"id": f"p2-{n0 + j:03d}", "venue": "venue_two", "styles": sorted(styles),
                     "meanings": meanings, "home": home, "away": away, "competition": comp,
                     "market": market, "series_settlement_sources": ssrc, "expected": exp})
    return legs


def build_all():
    legs = build()
    return legs + specials(len(legs) + 1)
