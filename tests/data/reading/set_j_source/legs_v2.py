"""venue_two legs of set (j).

rules_primary holds the outcome sentence with a scope slot ({sc}); the
secondary holds the rest. The same three house styles are mixed: British legal,
American product copy and terse "Label: value" lines.
"""
import math

from common import (COMPS, TEAMS, Rotor, date_short, date_ticker, derive, fixture, layout)

# ------------------------------------------------------------------ primaries
WIN = [
    (["plain", "condition_first"], "If {team} beats {opp} in the {home} vs {away} {comp} match first scheduled for {date}{sc}, the market resolves to Yes."),
    (["british", "result_first"], "Resolves Yes if {team} defeat {opp} in their {comp} fixture ({home} vs {away}, originally set for {date}){sc}."),
    (["legal", "syn:come_out_ahead"], "This contract pays Yes should {team} come out ahead of {opp} in the {comp} game {home} vs {away}, originally listed for {date}{sc}."),
    (["terse"], "Yes if {team} wins. Game: {home} vs {away}, {comp}, originally {date}{sc}."),
    (["american", "syn:more_goals"], "The market settles to Yes when {team} finish with more goals than {opp} in the {home} vs {away} {comp} contest originally slated for {date}{sc}."),
    (["british", "syn:get_the_better"], "Should {team} get the better of {opp} in the {comp} meeting between {home} and {away} (original date {date}){sc}, this market resolves Yes."),
    (["american", "colon"], "{team} to beat {opp} in the {comp} ({home} vs {away}, scheduled {date}){sc}: if that happens, Yes."),
]
DRAW = [
    (["plain"], "If the {home} vs {away} {comp} match originally scheduled for {date} finishes level{sc}, the Tie market resolves to Yes."),
    (["american", "result_first"], "Tie pays Yes when neither {home} nor {away} wins their {comp} game (originally {date}){sc}."),
    (["british", "syn:all_square"], "Should {home} and {away} be all square in the {comp} fixture first set for {date}{sc}, Yes goes to the Tie market."),
    (["plain", "split"], "This is the Tie market for {home} vs {away} ({comp}, {date}). It resolves Yes if the scores are equal{sc}."),
    (["american", "passive"], "A draw between {home} and {away} settles the Tie contract to Yes ({comp} match listed for {date}{sc})."),
    (["legal", "syn:stalemate"], "The Tie contract resolves Yes in the event of a stalemate between {home} and {away}{sc}; {comp}, originally scheduled {date}."),
]
S2 = [
    (["numerals"], ", counting only 90 minutes plus stoppage time (no extra time, no penalty shootout)"),
    (["number_words", "british"], ", judged on the regulation score (ninety minutes and any stoppage; extra periods and penalties are excluded)"),
    (["terse", "symbols"], ", after regulation (90' + stoppage; ET and pens do not count)"),
    (["plain"], ", based on the result at the end of 90 minutes and stoppage, leaving out any extra time or spot kicks"),
    (["british", "syn:normal_time"], ", as of the final whistle of normal time (90 minutes plus added time, excluding extra time and penalties)"),
    (["american", "syn:overtime"], ", with only regulation play counted: 90 minutes and stoppage, but not overtime or a shoot-out"),
    (["numerals", "hyphenated"], ", on the 90-minute-plus-stoppage scoreline (extra time and penalties disregarded)"),
]
S3P = [
    (["numerals"], ", after 90 minutes plus stoppage time"),
    (["number_words"], ", at the end of ninety minutes plus added time"),
    (["terse", "symbols"], ", on the regulation full-time score (90' plus stoppage)"),
    (["plain"], ", once 90 minutes plus any stoppage have been played"),
    (["number_words"], ", counting ninety minutes with stoppage included"),
    (["plain", "syn:regulation"], ", when regulation time including stoppage ends"),
]
S3X = [
    (["plain"], "Extra time and penalty shootouts do not count toward this market."),
    (["british"], "Any extra period or shoot-out is disregarded."),
    (["terse"], "Note: overtime and penalties are excluded."),
    (["british", "passive"], "Goals in extra time, and the result of any shoot-out, are not considered."),
    (["american"], "The market ignores whatever happens after regulation, including extra time and spot kicks."),
    (["terse", "abbrev"], "ET and pens: not counted."),
]
S4S = [
    (["plain", "numerals"], "Only the score after regulation (90 minutes and stoppage) is used; extra time and penalties are not part of it."),
    (["british", "number_words"], "The market looks at regulation time alone: ninety minutes plus stoppage."),
    (["terse", "abbrev"], "Scope: regulation (90 + stoppage), no ET/pens."),
    (["american"], "For this market, the game means regular time including stoppage, nothing after."),
    (["terse"], "Result basis: the full-time score at the end of 90 minutes plus added time."),
    (["legal", "result_first"], "Extra time and penalties, if any, fall outside this contract, which settles on the regulation result."),
]
D1N = [
    (["plain"], "If the game ends level, the Tie market (not this one) resolves to Yes."),
    (["american"], "A drawn result pays out on the separate Tie contract."),
    (["question"], "Level at the end? Then Tie is the market that settles Yes."),
    (["british", "syn:neither_side"], "Should neither side win, Yes goes to Tie and this market resolves No."),
    (["terse", "symbols"], "Draw -> Tie resolves Yes."),
    (["legal", "syn:all_square"], "In the event of an all-square finish, it is the Tie market that resolves to Yes."),
]
P2C4 = [
    (["plain", "numerals"], "Should the game be canceled, or moved to a start more than 48 hours after the original time, the market will settle at a fair price determined under the rules."),
    (["american", "number_words", "syn:fair_value"], "If the match is called off, or rescheduled to kick off over two days later than planned, we settle at fair value per the rulebook."),
    (["terse", "abbrev"], "Cancellation, or a reschedule beyond 48 hrs: fair-price settlement."),
    (["british", "number_words"], "A game that is scrapped, or that is pushed back by more than forty-eight hours, resolves at a fair price set under the contract rules."),
    (["legal", "number_words_numerals", "british_spelling"], "Where the fixture is cancelled, or postponed to a time more than forty-eight (48) hours after its original scheduled start, the market shall be settled at a fair price."),
    (["american", "question"], "Postponed by more than 48h or canceled outright? The market goes to a fair price."),
    (["plain", "syn:slips"], "If kickoff slips by more than 48 hours, or the game never happens, the contract resolves to a fair price."),
]
P2 = [
    (["plain"], "A postponement of more than 48 hours sends the market to fair-price settlement."),
    (["number_words"], "If the new kickoff is more than two days after the original one, the market settles at a fair price."),
]
P3 = [
    (["plain", "numerals"], "If the game is postponed but starts within 48 hours of its original time, the market stays open and settles on that game; if not, it resolves at a fair price."),
    (["american", "split"], "A delayed game that gets underway inside 48 hours keeps this market live. Later than that, fair price."),
    (["terse", "number_words"], "Postponed and played within two days: normal settlement. Postponed for longer: fair value."),
    (["british", "legal", "number_words"], "Should the match be postponed, trading continues provided the rescheduled kick-off is no more than forty-eight hours after the original; failing that, the contract is valued at a fair price."),
    (["american", "abbrev"], "If the game is moved but still kicks off within 48 hrs of the scheduled time, it counts. Beyond 48 hrs, the market resolves to a fair price."),
    (["plain", "result_first"], "The market waits up to 48 hours for a postponed game; after that it is settled at a fair price."),
    (["british", "hyphenated"], "A postponed fixture has a forty-eight-hour window to start. Inside the window the result stands; outside it, a fair price applies."),
]
C4 = [
    (["american", "us_spelling"], "If the match is canceled, that sends the market to a fair price."),
    (["plain", "syn:fair_value"], "A canceled game settles at fair value under the rules."),
    (["terse"], "Cancelled: fair price."),
    (["british"], "Should the game be called off entirely, the contract is settled at a fair price."),
    (["american", "syn:scrapped"], "If the fixture is scrapped, expect fair-price settlement."),
    (["legal"], "Where the match does not take place at all, the market shall be resolved at a fair price."),
]
AB = {
    "as_cancel": [
        (["plain", "us_spelling"], "A game abandoned before the end of regulation and not completed is treated as canceled."),
        (["british"], "If the match is stopped and not resumed, it is handled like a cancellation."),
        (["terse"], "Abandoned matches: as cancelled."),
        (["legal"], "An abandoned match that is not completed shall be treated in the same way as a cancelled one."),
    ],
    "fair_price": [
        (["american"], "If play is suspended and never completed, the market settles at a fair price."),
    ],
    "last_price": [
        (["plain"], "An abandoned game resolves at the final traded price recorded before the stoppage."),
    ],
    "refund": [
        (["american"], "If a match is abandoned and not finished, all positions are refunded."),
    ],
}
NOTES = {
    "trading": "Trading is available 24/7 until the market is determined.",
    "site": "Live scores on the source site may lag; settlement waits for the confirmed result.",
    "siblings": "The {home}, {away} and Tie markets for this game are listed separately.",
    "display": "Score displays on the source's website can show provisional numbers during play.",
}


def L(fx, fam, side=None, **kw):
    d = dict(fx=fx, fam=fam, side=side, s="S2", p="P2C4", ab=None, lay="onepara",
             notes=(), out=None, line=None, half=None, d1=False, src=None, styles=(),
             inprim=False, sfx=None, title=None, ysub=None)
    d.update(kw)
    if fam == "half":
        d["s"] = "half"
    return d


SPECS = [
    # ---- win
    L("ars-tot", "win", "home", d1=True, notes=("trading",)),
    L("new-bha", "win", "away", p="P3", d1=True, lay="lines"),
    L("mid-nor", "win", "home", s="S4+", d1=True, lay="bullets"),
    L("rbb-rcc", "win", "home", ab="as_cancel"),
    L("acm-nap", "win", "away", p="P3", d1=True, notes=("site",)),
    L("bvb-lev", "win", "away", s="S4+", lay="numbered"),
    L("om-ol", "win", "home", p="P2+C4", d1=True),
    L("aja-psv", "win", "away", p="P3", ab="fair_price", lay="lines"),
    L("gal-fen", "win", "home", s="S4+", d1=True, inprim=True),
    L("mia-lag", "win", "home", notes=("siblings",)),
    L("ame-gdl", "win", "away", s="S3", p="P3", d1=True, lay="bullets"),
    L("bra-ger", "win", "home", s="S3"),
    L("usa-mex", "win", "home", s="S3", p="P3", ab="as_cancel", lay="numbered"),
    L("eng-ita", "win", "away", s="S3", d1=True, lay="faq"),
    L("fla-pal", "win", "away", s="S4+",
      src=("Results are confirmed from the official CBF match summary.", "official", None)),
    # ---- draw (D1 in the primary)
    L("rom-ata", "draw"),
    L("wob-m05", "draw", p="P3", lay="lines", notes=("display",)),
    L("lil-rcl", "draw", s="S4+", ab="as_cancel", lay="bullets"),
    L("bru-and", "draw", inprim=True, notes=("siblings",)),
    L("jpn-mar", "draw", s="S3", p="P3"),
    L("esp-por", "draw", s="S3", ab="last_price", lay="numbered"),
    L("sea-clb", "draw", s="S3", lay="faq"),
    # ---- advance (S6)
    L("psg-lfc", "advance", "away", s="S6",
      out="Resolves Yes if {team} advance from the {comp} round-of-16 tie against {opp} (second leg {date}); extra time and penalties count toward the tie."),
    L("int-bar", "advance", "home", s="S6", p="P3", lay="lines",
      out="Yes if {team} progress to the semi-finals at the expense of {opp}, however the tie is decided: aggregate score, extra time or shootout."),
    L("fio-cry", "advance", "away", s="S6", ab="as_cancel", lay="bullets",
      out="{team} must qualify from the {comp} tie with {opp} (second leg originally {date}). Qualification secured in extra time or on penalties counts."),
    L("boc-pal", "advance", "home", s="S6",
      out="This market settles Yes should {team} go through in the {comp} semi-final against {opp}, including by way of extra time or a penalty shoot-out."),
    L("arg-fra", "advance", "home", s="S6", p="P3", lay="numbered",
      out="Does {team} move on? Yes if they win the {comp} quarter-final against {opp} ({date}) by any route, extra time and pens included."),
    # ---- spread
    L("mci-avl", "spread", "home", line=1.5, d1=False,
      out="If {team} beat {opp} by two goals or more in the {comp} game originally set for {date}{sc}, the market resolves Yes."),
    L("ath-vil", "spread", "home", line=2.5, p="P3", lay="lines",
      out="Yes if {team} win by at least three goals against {opp} ({comp}, originally {date}){sc}."),
    L("scf-rbl", "spread", "away", line=1.5, s="S4+", lay="bullets",
      out="The market resolves Yes when {team}, playing away, finish more than 1.5 goals ahead of {opp} in the {comp} match first scheduled for {date}."),
    L("lafc-cin", "spread", "home", line=1.5, ab="as_cancel",
      out="{team} -1.5 vs {opp}: Yes if {team} win by 2+ goals{sc}. {comp}, originally {date}."),
    L("sao-cor", "spread", "away", line=1.5, p="P3",
      out="Should {team} win away at {home} by a margin of two or more{sc}, this market resolves Yes ({comp}, originally {date})."),
    # ---- total
    L("nfo-whu", "total", "over", line=2.5,
      out="If three or more goals are scored in the {home} vs {away} {comp} game originally scheduled for {date}{sc}, the market resolves to Yes."),
    L("fey-az", "total", "over", line=3.5, s="S4+", p="P3", lay="lines",
      out="Yes if the {home} vs {away} {comp} match (originally {date}) produces more than 3.5 goals in total."),
    L("cov-stk", "total", "under", line=2.5, notes=("trading",),
      out="Resolves Yes if {home} and {away} score two goals or fewer combined in their {comp} match first set for {date}{sc}."),
    L("esp-eng", "total", "over", line=2.5, s="S5",
      out="If the {home} vs {away} {comp} round-of-16 game originally scheduled for {date} has over 2.5 total goals{sc}, the market resolves to Yes."),
    L("ned-por", "total", "over", line=1.5, s="S5", p="P3", lay="bullets",
      out="Yes if two or more goals are scored in {home} vs {away} ({comp} round of 16, originally {date}){sc}."),
    L("mty-tig", "total", "over", line=2.5, ab="refund",
      out="Resolves Yes on three goals or more between {home} and {away} in the {comp} game first slated for {date}{sc}."),
    # ---- btts
    L("twe-aja", "btts", "yes",
      out="If both {home} and {away} score in their {comp} match originally scheduled for {date}{sc}, the market resolves to Yes."),
    L("bjk-tra", "btts", "yes", s="S4+", p="P3", lay="lines",
      out="Yes if {home} and {away} each find the net at least once in the {comp} game originally set for {date}."),
    L("den-ned", "btts", "yes", s="S5",
      out="Resolves Yes if both {home} and {away} score in the {comp} quarter-final originally scheduled for {date}{sc}."),
    L("gnk-ant", "btts", "yes", ab="as_cancel", lay="numbered",
      out="Both teams to score, {home} vs {away} ({comp}, {date}): Yes if each side scores at least one goal{sc}."),
    # ---- half
    L("cfc-juv", "half", "home", half="first",
      out="If {team} lead {opp} at half-time of the {comp} game originally scheduled for {date} (first 45 minutes plus first-half stoppage), the market resolves to Yes."),
    L("tor-fio", "half", "away", half="second", p="P3", lay="lines",
      out="Yes if {team} score more goals than {opp} in the second half only (from the restart until the end of second-half stoppage time) of the {comp} match originally set for {date}."),
    L("rso-sev", "half", "draw", half="first",
      out="The first-half Tie market resolves Yes if {home} and {away} are level at the interval of their {comp} match (originally {date})."),
    L("kor-civ", "half", "home", half="second", lay="bullets",
      out="Resolves Yes if {team} win the second half (45 minutes plus stoppage after the break) against {opp} in the {comp} game originally scheduled for {date}."),
    # ---- exact score
    L("wob-m05", "exact_score", "2-0",
      out="If {home} beat {away} 2-0 in the {comp} game originally scheduled for {date}{sc}, the market resolves to Yes."),
    L("bmu-rma", "exact_score", "1-1", p="P3", lay="lines",
      out="Yes if {home} vs {away} ({comp}, originally {date}) finishes 1-1{sc}."),
    L("rvc-sha", "exact_score", "0-2",
      out="Resolves Yes if {away} win 2-0 away at {home} in the {comp} match first scheduled for {date}{sc}."),
    L("ame-gdl", "exact_score", "2-2", s="S4+", lay="bullets",
      out="The market resolves Yes if the final score of {home} vs {away} ({comp}, originally {date}) is 2-2."),
    # ---- other
    L("cro-uru", "other", "home", s="S5",
      out="If {team} score the first goal of the {home} vs {away} {comp} game originally scheduled for {date}{sc}, the market resolves to Yes."),
    L("fla-riv", "other", "away", s="S5", p="P3", lay="lines",
      out="Yes if {team} are first on the scoresheet against {opp} ({comp} quarter-final second leg, originally {date}){sc}."),
    L("int-bar", "other", "away", s="S5",
      out="Resolves Yes should {team} open the scoring against {opp} in the {comp} second leg first set for {date}{sc}."),
    L("lil-rcl", "other", "over", line=9.5,
      out="If the {home} vs {away} {comp} game originally scheduled for {date} has 10 or more corners in total{sc}, the market resolves to Yes."),
]

S5 = [
    (["plain"], ", counting every minute played from kickoff through any extra time"),
    (["american"], ", at any point in the match, including extra time if it is played (a shoot-out adds no goals)"),
    (["british"], ", over the full game, extra periods included"),
    (["terse"], ", during regulation, stoppage time or any extra time"),
    (["american", "syn:overtime"], ", throughout the whole match including overtime; penalty shootout attempts do not count"),
    (["british", "legal"], ", in any period of play, extra time included but excluding any penalty shoot-out"),
]

FAM_SER = {"win": "GAME", "draw": "GAME", "advance": "ADVANCE", "spread": "SPREAD",
           "total": "TOTAL", "btts": "BTTS", "exact_score": "SCORE"}


def build_generated(rot, start_id):
    legs = []
    n = start_id
    for i, sp in enumerate(SPECS):
        f = fixture(sp["fx"])
        comp = COMPS[f["comp"]]
        h, a = TEAMS[f["home"]], TEAMS[f["away"]]
        fam, side = sp["fam"], sp["side"]
        if side == "away":
            team, opp, tcode = a[2], h[2], a[3]
        else:
            team, opp, tcode = h[2], a[2], h[3]
        fill = dict(team=team, opp=opp, home=h[2], away=a[2], comp=comp[2],
                    date=date_short(f["iso"]), sc="")
        styles = set(sp["styles"]) | {"layout:" + sp["lay"]}
        meanings = ["F:" + fam]
        wording = {}
        sec = []

        def pick(name, bank, meaning=None):
            idx, (st, text) = rot.pick(name, bank)
            styles.update(st)
            if meaning:
                wording[meaning] = "%s#%d" % (name, idx)
            return text

        s = sp["s"]
        if s == "S2":
            fill["sc"] = pick("S2", S2, "S2")
            meanings.append("S2")
        elif s == "S3":
            fill["sc"] = pick("S3P", S3P, "S3")
            meanings.append("S3")
        elif s == "S5":
            fill["sc"] = pick("S5", S5, "S5")
            meanings.append("S5")
        elif s == "S4+":
            meanings.append("S4")
        elif s == "S6":
            meanings.append("S6")
            wording["S6"] = "v2-inline-%d" % i
        # primary
        if fam == "win":
            primary = pick("WIN", WIN).format(**fill)
        elif fam == "draw":
            primary = pick("DRAW", DRAW, "D1").format(**fill)
            meanings.append("D1")
        else:
            if s == "S2" and "{sc}" not in sp["out"]:
                raise ValueError("S2 leg without scope slot: %d" % i)
            primary = sp["out"].format(**fill)
        if s == "S3":
            sec.append(("scope", pick("S3X", S3X, "S3x")))
        if s == "S4+":
            sec.append(("scope", pick("S4S", S4S, "S4")))
        if fam == "win" and sp["d1"]:
            sec.append(("tie", pick("D1N", D1N, "D1")))
            meanings.append("D1")
        # postponement / cancellation
        p = sp["p"]
        if p == "P2C4":
            txt = pick("P2C4", P2C4, "P2")
            wording["C4"] = wording["P2"]
            meanings += ["P2", "C4"]
            if sp["inprim"]:
                primary = primary + " " + txt
            else:
                sec.append(("post", txt))
            pm = "P2"
        elif p == "P2+C4":
            sec.append(("post", pick("P2", P2, "P2")))
            sec.append(("canc", pick("C4", C4, "C4")))
            meanings += ["P2", "C4"]
            pm = "P2"
        elif p == "P3":
            sec.append(("post", pick("P3", P3, "P3")))
            sec.append(("canc", pick("C4", C4, "C4")))
            meanings += ["P3", "C4"]
            pm = "P3"
        if sp["ab"]:
            sec.append(("ab", pick("AB_" + sp["ab"], AB[sp["ab"]], "AB")))
            meanings.append("AB")
        series = comp[6]
        if sp["src"]:
            sec.append(("src", sp["src"][0]))
            r = ("text", sp["src"][1], sp["src"][2])
        else:
            r = "R3"
            meanings.append("R3")
            wording["R3"] = "series:" + ",".join(x["name"] for x in series)
        for nk in sp["notes"]:
            sec.append(("note", NOTES[nk].format(**fill)))
            styles.add("noise")
        secondary = layout(sp["lay"], sec) if sec else ""

        # wire
        ser = comp[3]
        if fam == "half":
            ser += "1H" if sp["half"] == "first" else "2H"
        elif fam == "other":
            ser += "FTTS" if side in ("home", "away") else "CORNERS"
        else:
            ser += FAM_SER[fam]
        ev = "%s-%s%s%s" % (ser, date_ticker(f["iso"]), h[3], a[3])
        title = "%s vs %s" % (h[2], a[2])
        if fam == "win":
            suf, ysub, title, outcome = tcode, team, title + " Winner?", team
        elif fam == "draw":
            suf, ysub, title, outcome = "TIE", "Tie", title + " Winner?", "draw"
        elif fam == "advance":
            suf, ysub, title, outcome = tcode, team, title + ": Who advances?", team
        elif fam == "spread":
            suf = "%s%d" % (tcode, math.ceil(sp["line"]))
            ysub = "%s wins by over %s goals" % (team, sp["line"])
            title, outcome = title + ": Spread", team
        elif fam == "total":
            suf = ("%d" if side == "over" else "U%d") % math.ceil(sp["line"])
            ysub = "%s %s goals" % ("Over" if side == "over" else "Under", sp["line"])
            title, outcome = title + ": Total Goals", side
        elif fam == "btts":
            suf, ysub, title, outcome = "BTTS", "Both teams score", title + ": Both Teams to Score?", "yes"
        elif fam == "half":
            lab = "First Half" if sp["half"] == "first" else "Second Half"
            if side == "draw":
                suf, ysub, outcome = "TIE", "Tie", "draw"
            else:
                suf, ysub, outcome = tcode, team, team
            title = title + ": %s Winner?" % lab
        elif fam == "exact_score":
            hg, ag = side.split("-")
            suf = "H%sA%s" % (hg, ag)
            ysub = "%s %s-%s %s" % (h[2], hg, ag, a[2])
            title, outcome = title + ": Exact Score?", side
        else:
            if side in ("home", "away"):
                suf, ysub, title, outcome = tcode, team, title + ": First Team to Score?", team
            else:
                suf = "%d" % math.ceil(sp["line"])
                ysub = "Over %s corners" % sp["line"]
                title, outcome = title + ": Total Corners", "over"
        s_for = "half" if fam == "half" else s
        pm_for = {"P2": "P2", "P3": "P3"}[pm]
        exp = derive(fam, outcome, sp["line"], sp["half"], s_for, pm_for, "C4", r,
                     sp["ab"], series=series)
        market = {
            "ticker": ev + "-" + suf, "event_ticker": ev, "series_ticker": ser,
            "title": title, "yes_sub_title": ysub, "no_sub_title": ysub,
            "rules_primary": primary, "rules_secondary": secondary,
            "occurrence_datetime": "%sT%s:00Z" % (f["iso"], f["hhmm"]),
        }
        legs.append({
            "id": "j2-%03d" % n, "venue": "venue_two", "styles": sorted(styles),
            "meanings": meanings, "home": h[2], "away": a[2], "competition": f["comp"],
            "market": market, "series_settlement_sources": series, "expected": exp,
            "_wording": wording,
        })
        n += 1
    return legs


def _v2(fx, fam, suf, title, ysub, primary, secondary, exp, meanings, styles, series=None):
    f = fixture(fx)
    comp = COMPS[f["comp"]]
    h, a = TEAMS[f["home"]], TEAMS[f["away"]]
    ser = comp[3] + {"win": "GAME", "draw": "GAME", "advance": "ADVANCE"}[fam]
    ev = "%s-%s%s%s" % (ser, date_ticker(f["iso"]), h[3], a[3])
    return {
        "venue": "venue_two", "styles": sorted(styles), "meanings": meanings,
        "home": h[2], "away": a[2], "competition": f["comp"],
        "market": {"ticker": ev + "-" + suf, "event_ticker": ev, "series_ticker": ser,
                   "title": title, "yes_sub_title": ysub, "no_sub_title": ysub,
                   "rules_primary": primary, "rules_secondary": secondary,
                   "occurrence_datetime": "%sT%s:00Z" % (f["iso"], f["hhmm"])},
        "series_settlement_sources": series if series is not None else comp[6],
        "expected": exp,
    }


def specials():
    out = []
    conm = COMPS["libertadores"][6]
    # B1 scope ambiguous: knockout second leg, S4 primary, secondary gives no scope
    out.append((_v2(
        "boc-pal", "win", "BOC", "Boca Juniors vs Palmeiras Winner?", "Boca Juniors",
        "If Boca Juniors beats Palmeiras in the Boca Juniors vs Palmeiras Copa Libertadores "
        "semi-final second leg originally scheduled for Oct 28, 2026, the market resolves to Yes.",
        "Settlement uses the final score shown once the match is over. If the game is "
        "canceled, or its kickoff moves more than 48 hours from the original time, the market "
        "settles at a fair price.",
        derive("win", "Boca Juniors", None, None, "S:ambiguous", "P2", "C4", "R3", None, series=conm),
        ["F:win", "S:ambiguous", "P2", "C4", "R3"], ["ambiguous", "plain", "layout:onepara"]),
        {"P2": "B1", "C4": "B1", "R3": "series:CONMEBOL"}))
    # B2 timing window ambiguous: 48 h in the primary, 72 h in the secondary
    out.append((_v2(
        "twe-aja", "win", "TWE", "Twente vs Ajax Winner?", "Twente",
        "If Twente defeats Ajax in the Dutch Eredivisie match first scheduled for Feb 14, 2027, "
        "judged on 90 minutes plus stoppage time only (no extra time, no penalties), the market "
        "resolves to Yes. A kickoff pushed back beyond 48 hours sends the market to a fair price.",
        "Rescheduled more than 72 hours after the original start: fair price. Canceled: fair "
        "price. If the game is tied, Tie resolves Yes.",
        derive("win", "Twente", None, None, "S2", ("P", "ambiguous", "fair_price"), "C4", "R3",
               None, series=COMPS["eredivisie"][6]),
        ["F:win", "S2", "D1", "P:ambiguous", "C4", "R3"],
        ["ambiguous", "terse", "layout:onepara"]),
        {"S2": "B2", "C4": "B2", "D1": "B2", "R3": "series:ESPN"}))
    # B3 cancellation ambiguous: contradictory statements
    out.append((_v2(
        "nic-ren", "draw", "TIE", "Nice vs Rennes Winner?", "Tie",
        "The Tie market for Nice vs Rennes (French Ligue 1, originally Mar 7, 2027) resolves Yes "
        "if the match is level after 90 minutes plus stoppage (extra time and penalties do not "
        "apply).",
        "- If the kickoff moves by more than 48 hours, the market settles at a fair price.\n"
        "- If the game is canceled, the market resolves to a fair price.\n"
        "- Canceled games settle 50/50.",
        derive("draw", "draw", None, None, "S2", "P2", "C:ambiguous", "R3", None,
               series=COMPS["ligue1"][6]),
        ["F:draw", "S2", "D1", "P2", "C:ambiguous", "R3"],
        ["ambiguous", "terse", "layout:dashes"]),
        {"S2": "B3", "D1": "B3", "P2": "B3", "R3": "series:ESPN"}))
    # B4 abandonment ambiguous
    out.append((_v2(
        "lafc-cin", "win", "LAFC", "LAFC vs Cincinnati Winner?", "LAFC",
        "Should LAFC beat Cincinnati in Major League Soccer (LAFC vs Cincinnati, originally "
        "Oct 10, 2026) on the regulation scoreline of 90 minutes plus stoppage, with no extra "
        "time or shoot-out, this market resolves Yes.",
        "A postponed game that kicks off within 48 hours still counts; otherwise the market "
        "settles at a fair price. A canceled game also settles at a fair price. A match halted "
        "before the end will be handled at the exchange's discretion.",
        derive("win", "LAFC", None, None, "S2", "P3", "C4", "R3", "ambiguous",
               series=COMPS["mls"][6]),
        ["F:win", "S2", "P3", "C4", "AB:ambiguous", "R3"],
        ["ambiguous", "american", "layout:onepara"]),
        {"S2": "B4", "P3": "B4", "C4": "B4", "R3": "series:MLS"}))
    # B5 source ambiguous: text names two sources with no order
    out.append((_v2(
        "aja-psv", "draw", "TIE", "Ajax vs PSV Winner?", "Tie",
        "If Ajax and PSV finish level in their Dutch Eredivisie match originally scheduled for "
        "Oct 4, 2026, after 90 minutes plus stoppage time (no extra time or penalties), the Tie "
        "market resolves to Yes.",
        "The Eredivisie's own website and ESPN are both used to confirm the result. If the game "
        "is canceled or delayed by more than 48 hours, the market resolves at a fair price.",
        derive("draw", "draw", None, None, "S2", "P2", "C4", ("text", "ambiguous", "ambiguous"),
               None),
        ["F:draw", "S2", "D1", "P2", "C4", "R:ambiguous"],
        ["ambiguous", "plain", "layout:onepara"]),
        {"S2": "B5", "D1": "B5", "P2": "B5", "C4": "B5"}))
    # legal drafting with definitions: advance leg, Nations League semi-final
    out.append((_v2(
        "ger-cro", "advance", "GER", "Germany vs Croatia: Who advances?", "Germany",
        "If Germany is the Advancing Team from the UEFA Nations League semi-final against "
        "Croatia originally scheduled for Jun 5, 2027, the market resolves to Yes.",
        "Definitions. \"Advancing Team\" means the national team that qualifies for the final "
        "from this semi-final, whether in normal time, in extra time or by a penalty shoot-out.\n"
        "Postponement. Where the kick-off is postponed by more than forty-eight (48) hours, the "
        "market shall be settled at a fair price.\n"
        "Cancellation. Where the semi-final is cancelled, the market shall be settled at a fair "
        "price.\n"
        "Abandonment. A semi-final abandoned and not completed shall be treated as cancelled.",
        derive("advance", "Germany", None, None, "S6", "P2", "C4", "R3", "as_cancel",
               series=COMPS["uefanl"][6]),
        ["F:advance", "S6", "P2", "C4", "AB", "R3"],
        ["british", "legal", "definition", "number_words_numerals", "layout:headings"]),
        {"S6": "L2", "P2": "L2", "C4": "L2", "AB": "L2", "R3": "series:UEFA"}))
    return out


def build(rot):
    legs = build_generated(rot, 1)
    n = len(legs) + 1
    for leg, wording in specials():
        ordered = {"id": "j2-%03d" % n}
        for k in ["venue", "styles", "meanings", "home", "away", "competition", "market",
                  "series_settlement_sources", "expected"]:
            ordered[k] = leg[k]
        ordered["_wording"] = {k: "special-" + v for k, v in wording.items()}
        legs.append(ordered)
        n += 1
    return legs
