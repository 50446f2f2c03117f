"""venue_one legs of set (p). House style imagined for the next season: short labelled
statements, with several layouts mixed in."""
import datetime as dt
from common import COMPS, CLUBS, date_fmt, DATE_STYLES, layout, LABELS

# Each bank entry: (styles, template). Slots: team opp home away comp date body round
WIN = [
    (["result_first", "plain"], "Resolves Yes if {team} beat {opp} in the {comp} fixture set for {date}; any other result resolves No."),
    (["condition_first", "syn:defeat"], "{team} must defeat {opp} ({comp}, {date}) for this contract to pay Yes. A draw, or a win for {opp}, pays No."),
    (["syn:ahead_on_goals"], "This contract pays Yes only where {team} finish the {date} {comp} meeting with {opp} ahead on goals. Otherwise it pays No."),
    (["terse"], "Yes = {team} win. No = {opp} win, or nobody wins. Game: {home} v {away}, {comp}, {date}."),
    (["legal"], "The Contract shall resolve to Yes in the event that {team} records a victory over {opp} in the {comp} match scheduled for {date}, and shall otherwise resolve to No."),
    (["exception"], "Every result of the {home} vs. {away} {comp} game on {date} resolves this market No, except a win by {team}, which resolves it Yes."),
    (["condition_after"], "Yes is paid on a {team} victory, judged against {opp} in the {comp} meeting of {date}, and No on anything else."),
    (["negation"], "This market resolves No unless {team} win the {comp} match with {opp} on {date}. If they do win it, the market resolves Yes."),
]
DRAW = [
    (["negation"], "Resolves Yes if no team wins the {home} vs. {away} {comp} match on {date}; a win for either side resolves No."),
    (["condition_first", "syn:level"], "Should {home} and {away} finish level in their {comp} fixture of {date}, this market pays Yes. If one of them wins, it pays No."),
    (["result_first", "syn:tied"], "Yes when the {date} {comp} game between {home} and {away} ends with the scores tied; No when either club takes the win."),
    (["negation"], "Neither {home} nor {away} winning the {comp} game on {date} means Yes. Any win means No."),
    (["legal"], "The Contract resolves to Yes where the Match ({home} v. {away}, {comp}, {date}) concludes with an equal number of goals scored by each Club; in all other cases it resolves to No."),
    (["terse", "syn:stalemate"], "Pays Yes on a stalemate: {home} v {away}, {comp}, {date}. A decisive result pays No."),
]
ADV = [
    (["syn:progress"], "Resolves Yes if {team} progress past {opp} in this {comp} {round} tie, and No if {opp} go through. The deciding match is on {date}."),
    (["condition_after", "syn:qualify"], "Yes goes to holders if {team} qualify for the next round, provided it is at the expense of {opp} in the {comp} {round}; No if {team} are knocked out. Second leg: {date}."),
    (["terse"], "Yes = {team} go through. No = {opp} go through. {comp} {round}, second leg {date}."),
    (["legal"], "The Contract resolves to Yes if {team} is declared the winner of the {comp} {round} tie against {opp}, the final match of which is scheduled for {date}, and to No if {opp} is so declared."),
]
S1 = [
    (["plain"], "Only regulation counts: the ninety minutes and whatever stoppage time is added. Extra time and shoot-outs are disregarded."),
    (["terse"], "Normal time only (90 minutes plus added time); anything played after that is ignored."),
    (["exception"], "Goals in extra time, and kicks in a penalty shoot-out, have no bearing; the score when regular time and injury time are over is final."),
    (["plain"], "The result is taken at the final whistle of regular play, stoppage time included, and nothing later."),
    (["plain"], "Settlement looks at the 90 minutes of regulation plus stoppage only."),
    (["legal", "number_words"], "\"Result\" means the score at the conclusion of the regulation period of ninety (90) minutes together with any time added for stoppages, excluding any extra period or penalty kicks."),
    (["terse"], "90' + stoppage only. No ET, no pens."),
]
S6 = [
    (["plain"], "Extra time and a penalty shoot-out, if needed, count toward deciding who advances."),
    (["plain"], "Whatever it takes to settle the tie counts here, including extra time and penalties."),
    (["terse"], "Aggregate over both legs; ET and pens included."),
    (["legal"], "For these purposes the tie includes any extra time and any kicks from the penalty mark required to determine the qualifying Club."),
]
P1 = [
    (["plain"], "If the fixture is postponed, the market remains open until the match is actually played, whenever that is."),
    (["syn:rescheduled"], "A delayed or rescheduled game does not trigger early settlement; the contract waits for the game to be completed, with no cut-off date."),
    (["terse"], "Postponed games: market stays open until played, no deadline."),
    (["syn:moved"], "Should kickoff be moved to a later date, resolution waits for the rearranged match."),
    (["legal"], "In the event of postponement, the Contract shall remain open pending completion of the rescheduled Match, without limitation as to time."),
    (["syn:moved"], "Moved fixtures are followed to their new date, however far away."),
]
P4 = [
    (["numerals"], "If a postponed game has not been given a new date within 14 days, the market resolves at its last fair price, taken at the time the postponement was announced."),
    (["syn:two_weeks"], "Where a postponed fixture is not rescheduled within two weeks, settlement is at the last fair market price as it stood when the postponement was made public."),
    (["terse", "syn:fortnight"], "Postponed and not re-dated inside a fortnight: settles at the last fair price from the moment of the announcement."),
    (["legal", "number_words"], "Should the Match be postponed and not rescheduled within fourteen (14) days, the Contract settles at the last fair market price prevailing when the postponement was announced."),
]
C1W = [
    (["plain"], "A match cancelled outright with no replacement fixture resolves this market No."),
    (["syn:called_off"], "If the game is called off for good and never replayed, the answer is No."),
    (["terse"], "Cancelled, no make-up date: No."),
    (["legal"], "In the event the Match is cancelled without any replacement Match being held, the Contract resolves to No."),
    (["syn:scrapped", "american_spelling"], "If the fixture is scrapped and not rearranged, this market resolves No, because no team won."),
]
C1D = [
    (["plain"], "If the match is called off with no make-up game arranged, this market resolves Yes."),
    (["syn:treated_as_draw"], "A cancellation with no replay is treated as a draw, so this market pays Yes."),
    (["terse", "syn:called_off"], "Called off and never replayed: Yes."),
    (["legal"], "Where the Match is cancelled without a replacement Match taking place, the Contract resolves to Yes."),
    (["syn:scrapped"], "Scrapped fixtures that are not rearranged count as a draw here, which means Yes."),
]
C2 = [
    (["plain"], "Should the match be cancelled and never replayed, the market settles 50-50."),
    (["numerals"], "A cancelled fixture that is not replayed pays half to each side (0.50 Yes, 0.50 No)."),
    (["terse", "american_spelling"], "Canceled, not replayed: resolves at 50/50."),
    (["legal", "number_words"], "Should the Match be cancelled and not replayed, the Contract settles at fifty per cent (50%) for each outcome."),
    (["syn:called_off"], "Should the game be called off permanently, both outcomes are settled at an even split."),
]
AB = [
    (["plain"], "An abandoned match is handled exactly like a cancelled one."),
    (["terse"], "Abandoned = cancelled for these purposes."),
    (["syn:halted"], "If play is halted and the match is never completed, the cancellation rule above applies."),
    (["legal"], "A Match abandoned before completion shall be treated as cancelled."),
]
R1 = [
    (["plain"], "The official match data published by {body} is the primary source. If it is still unpublished 120 minutes after full time, broadly agreed coverage from credible outlets may be used."),
    (["terse", "numerals"], "Official statistics from {body} first; if nothing official appears within 2 hours of full time, what credible media broadly agree on."),
    (["british_spelling"], "We read the result from the official figures recognised by {body}. Failing publication within two hours of the match ending, widely reported credible accounts decide."),
    (["legal"], "The Resolution Source is the official record of {body}; should such record not be available within two (2) hours after the Match ends, the Contract may be resolved by reference to a consensus of credible reporting."),
    (["american_spelling"], "Official statistics recognized by {body} decide. If they are still missing two hours after the game ends, credible news reports in agreement are used instead."),
]
R1X = [  # official, no fallback
    (["plain"], "The result is taken from the official records of {body}."),
    (["terse"], "Official records of {body} only."),
]
R2 = [
    (["plain"], "Score corrections made after the market has resolved are not reflected."),
    (["terse"], "Later amendments to the score: ignored once settled."),
    (["legal"], "No revision of the official result made after resolution shall alter the resolution."),
    (["plain"], "Once resolved, the market stays resolved, even if the official score is later changed."),
]

_ctr = {}


def pick(name, bank):
    i = _ctr.get(name, 0)
    _ctr[name] = i + 1
    return bank[i % len(bank)]


# spec: (comp, home, away, date, family, side, post, canc, ab, src, r2, layout)
# side: "home"/"away" for win and advance, None for draw.
# post: P1/P4/None; canc: C1/C2/None; ab: True/False; src: R1/R1X/None; r2: bool
SPECS = [
    ("epl", "che", "avl", (2027, 8, 21), "win", "home", "P1", "C1", False, "R1", True, "paras"),
    ("epl", "che", "avl", (2027, 8, 21), "draw", None, "P1", "C1", False, "R1", True, "headed"),
    ("epl", "che", "avl", (2027, 8, 21), "win", "away", "P1", "C1", True, "R1", False, "single"),
    ("epl", "liv", "mci", (2027, 9, 18), "win", "away", "P4", "C1", False, "R1", True, "bullets"),
    ("epl", "liv", "mci", (2027, 9, 18), "draw", None, "P4", "C1", True, "R1", False, "qa"),
    ("epl", "nfo", "whu", (2027, 10, 2), "win", "home", "P1", "C2", False, "R1", False, "numbered"),
    ("epl", "tot", "bre", (2027, 12, 26), "draw", None, "P1", "C2", False, "R1X", True, "paras"),
    ("epl", "eve", "liv", (2028, 1, 15), "win", "away", None, "C1", False, "R1", True, "single"),
    ("laliga", "rma", "atm", (2027, 9, 25), "win", "home", "P1", "C1", False, "R1", True, "qa"),
    ("laliga", "rma", "atm", (2027, 9, 25), "draw", None, "P1", "C1", False, "R1", False, "bullets"),
    ("laliga", "ath", "rbb", (2027, 11, 6), "win", "away", "P4", "C2", True, "R1", True, "headed"),
    ("laliga", "vcf", "rvc", (2028, 2, 12), "draw", None, "P1", "C1", True, "R1", True, "single"),
    ("laliga", "rcc", "ala", (2028, 3, 4), "win", "home", "P1", None, False, "R1", False, "paras"),
    ("bundesliga", "bay", "bvb", (2027, 10, 23), "win", "away", "P1", "C1", False, "R1", True, "headed"),
    ("bundesliga", "bay", "bvb", (2027, 10, 23), "draw", None, "P1", "C1", True, "R1", True, "numbered"),
    ("bundesliga", "rbl", "sge", (2027, 11, 27), "win", "home", "P4", "C1", False, "R1X", False, "bullets"),
    ("bundesliga", "lev", "bay", (2028, 4, 8), "win", "home", "P1", "C2", False, "R1", True, "qa"),
    ("seriea", "juv", "bol", (2027, 9, 11), "win", "home", "P1", "C1", False, "R1", True, "single"),
    ("seriea", "juv", "bol", (2027, 9, 11), "draw", None, "P4", "C2", False, "R1", False, "paras"),
    ("seriea", "bol", "juv", (2028, 1, 29), "win", "away", "P1", "C1", True, "R1", False, "headed"),
    ("ligue1", "psg", "om", (2027, 10, 30), "win", "home", "P1", "C1", False, "R1", True, "bullets"),
    ("ligue1", "psg", "om", (2027, 10, 30), "draw", None, None, "C1", False, "R1", True, "qa"),
    ("ligue1", "oly", "psg", (2028, 3, 18), "win", "away", "P1", "C1", False, "R1", False, "numbered"),
    ("ucl", "bvb", "che", (2027, 10, 20), "win", "home", "P1", "C1", False, "R1", True, "paras"),
    ("ucl", "bvb", "che", (2027, 10, 20), "draw", None, "P1", "C1", False, "R1", True, "single"),
    ("ucl", "atm", "liv", (2027, 11, 24), "win", "away", "P4", "C1", True, "R1", True, "headed"),
    ("ucl", "juv", "psg", (2028, 1, 20), "draw", None, "P1", "C2", True, "R1", False, "bullets"),
    ("ucl", "rma", "bay", (2028, 3, 15), "advance", "home", "P1", "C2", False, "R1", True, "paras"),
    ("ucl", "rma", "bay", (2028, 3, 15), "advance", "away", "P1", "C2", True, "R1", False, "qa"),
    ("ucl", "mci", "lev", (2028, 4, 12), "advance", "home", "P4", "C2", False, "R1", True, "single"),
    ("ucl", "om", "ath", (2028, 3, 11), "advance", "away", "P1", None, False, "R1X", False, "headed"),
    ("epl", "whu", "tot", (2028, 2, 26), "win", "home", "P1", "C1", False, "R1", True, "qa"),
    ("laliga", "atm", "vcf", (2028, 4, 22), "win", "away", "P1", "C1", False, "R1", True, "numbered"),
    ("bundesliga", "sge", "lev", (2028, 5, 6), "draw", None, "P1", "C1", False, "R1", False, "headed"),
]

ROUND = {(2028, 3, 15): "round of 16", (2028, 4, 12): "quarter-final", (2028, 3, 11): "round of 16"}
KICK = ["14:00", "16:30", "19:45", "20:00", "18:30", "17:00"]


def build(n0=1):
    legs = []
    for i, (comp, hk, ak, d, fam, side, post, canc, ab, src, r2, lay) in enumerate(SPECS):
        cname, sp, _, _, _, body, site, _ = COMPS[comp]
        home, hslug = CLUBS[hk][0], CLUBS[hk][1]
        away, aslug = CLUBS[ak][0], CLUBS[ak][1]
        date = dt.date(*d)
        dstyle = DATE_STYLES[i % len(DATE_STYLES)]
        team = opp = None
        if side == "home":
            team, opp, tslug = home, away, hslug
        elif side == "away":
            team, opp, tslug = away, home, aslug
        ctx = dict(team=team, opp=opp, home=home, away=away, comp=cname,
                   date=date_fmt(date, dstyle), body=body, round=ROUND.get(d, ""))
        styles, meanings, items = {"date:" + dstyle, "layout:" + lay}, ["F:" + fam], []

        def add(kind, entry, mean=None):
            st, tmpl = entry
            styles.update(st)
            if mean:
                meanings.append(mean)
            lab, q = LABELS[kind]
            items.append((lab, q, tmpl.format(**ctx)))

        add("out", pick(fam, {"win": WIN, "draw": DRAW, "advance": ADV}[fam]))
        if fam == "advance":
            add("scope", pick("S6", S6), "S6")
        else:
            add("scope", pick("S1", S1), "S1")
        exp = {"family": fam, "outcome": team if team else "draw", "line": None, "half": None,
               "scope": "penalties" if fam == "advance" else "regulation",
               "source_primary": None, "source_fallback": None, "timing_window": None,
               "void_cancelled": None, "void_postponed_long": None, "void_abandoned": None}
        if post == "P1":
            add("post", pick("P1", P1), "P1")
            exp["timing_window"], exp["void_postponed_long"] = "open_until_played", "result"
        elif post == "P4":
            add("post", pick("P4", P4), "P4")
            exp["timing_window"], exp["void_postponed_long"] = 336, "last_price"
        if canc == "C1":
            add("canc", pick("C1" + fam, C1D if fam == "draw" else C1W), "C1")
            exp["void_cancelled"] = "yes" if fam == "draw" else "no"
        elif canc == "C2":
            add("canc", pick("C2", C2), "C2")
            exp["void_cancelled"] = "50-50"
        if ab:
            assert canc
            add("ab", pick("AB", AB), "AB")
            exp["void_abandoned"] = exp["void_cancelled"]
        if src == "R1":
            add("src", pick("R1", R1), "R1")
            exp["source_primary"], exp["source_fallback"] = "official", "consensus"
        elif src == "R1X":
            add("src", pick("R1X", R1X), "R:official_only")
            exp["source_primary"] = "official"
        if r2:
            add("r2", pick("R2", R2), "R2")
        desc = layout(items, lay)
        iso = date.isoformat()
        slug = f"{sp}-{hslug}-{aslug}-{iso}"
        if fam == "draw":
            q, git, slug = f"Will {home} vs. {away} end in a draw?", f"Draw ({home} vs. {away})", slug + "-draw"
        elif fam == "win":
            q, git, slug = f"Will {team} win on {iso}?", team, slug + "-" + tslug
        else:
            q, git, slug = f"Will {team} advance past {opp}?", team, slug + "-adv-" + tslug
        market = {"id": str(5120400 + 37 * i), "question": q, "slug": slug, "groupItemTitle": git,
                  "sportsMarketType": "moneyline", "line": None, "outcomes": "[\"Yes\", \"No\"]",
                  "description": desc, "resolutionSource": site if i % 3 else "",
                  "event_title": f"{home} vs. {away}",
                  "gameStartTime": f"{iso} {KICK[i % len(KICK)]}:00+00"}
        legs.append({"id": f"p1-{n0 + i:03d}", "venue": "venue_one", "styles": sorted(styles),
                     "meanings": meanings, "home": home, "away": away, "competition": comp,
                     "market": market, "expected": exp})
    return legs


# ---- hand-written whole texts (harder but fair drafting); expected stated inline ----------
def _exp(fam, outcome, scope, fb, tw, vc, vp, va):
    return {"family": fam, "outcome": outcome, "line": None, "half": None, "scope": scope,
            "source_primary": "official", "source_fallback": fb, "timing_window": tw,
            "void_cancelled": vc, "void_postponed_long": vp, "void_abandoned": va}


SPECIALS = [
    # (comp, home, away, date, kick, family, side, styles, meanings, text, expected-args)
    ("seriea", "bol", "juv", (2028, 5, 13), "18:45", "win", "home",
     ["layout:definitions", "legal", "date:iso"], ["F:win", "S1", "P1", "C1", "AB", "R1"],
     "Definitions. \"Match\": Bologna FC 1909 v. Juventus FC, Serie A, scheduled for 2028-05-13. "
     "\"Regulation\": ninety minutes plus any time the referee adds.\n"
     "Resolution. Yes if, at the end of Regulation, Bologna FC 1909 has scored more goals than "
     "Juventus FC; otherwise No.\n"
     "Postponement. The Contract remains open until the Match is played, without a time limit.\n"
     "Cancellation. Should the Match be cancelled and not replayed, the Contract resolves to No. The "
     "same applies where the Match is abandoned and never completed.\n"
     "Source. Official Lega Serie A data; absent publication within 2 hours after the Match "
     "ends, a consensus of credible reporting.",
     ("win", "home", "regulation", "consensus", "open_until_played", "no", "result", "no")),
    ("laliga", "rvc", "rbb", (2027, 11, 14), "15:15", "draw", None,
     ["terse", "layout:notes", "date:abbr"], ["F:draw", "S1", "P1", "C1", "R1"],
     "Draw leg. Rayo Vallecano v Real Betis Balompié, La Liga, Sun 14 Nov 2027.\n"
     "Yes only if the score is level after 90' + stoppage.\n"
     "Postponed: open till played.\n"
     "Cancelled, no replay: Yes.\n"
     "Source: LaLiga official figures; fall back on what credible outlets agree on if none within 2h.",
     ("draw", None, "regulation", "consensus", "open_until_played", "yes", "result", None)),
    ("laliga", "rma", "vcf", (2028, 5, 20), "19:00", "win", "home",
     ["exception", "condition_first", "layout:single", "date:iso"], ["F:win", "S1", "P1", "C1", "R1"],
     "Save where the game is postponed, in which case the market simply waits for the "
     "rescheduled match, or is cancelled for good, in which case it resolves No, this market "
     "resolves Yes on a Real Madrid CF win over Valencia CF (La Liga, 2028-05-20) within "
     "regulation time plus stoppage, and No on any other result. The primary source is LaLiga's "
     "official match record; should it still be missing once two hours have passed since "
     "full time, the consensus of credible reporting governs.",
     ("win", "home", "regulation", "consensus", "open_until_played", "no", "result", None)),
    ("ucl", "juv", "lev", (2028, 3, 8), "20:00", "advance", "away",
     ["layout:single", "condition_after", "numerals", "date:uk"], ["F:advance", "S6", "C2", "AB", "R1"],
     "Bayer 04 Leverkusen reaching the quarter-finals, at Juventus FC's expense, resolves this "
     "market Yes, and Juventus FC going through resolves it No; the round of 16 tie, second leg "
     "8 March 2028, is decided however UEFA's rules require, extra time and penalties included. "
     "If the tie cannot be finished because a match is called off with no make-up date, both "
     "outcomes settle at 0.50, and an abandoned match that is never completed is handled the "
     "same way. Source: UEFA's official match data, or, if that has not appeared within 2 hours "
     "of the final whistle, a consensus of credible reporting.",
     ("advance", "away", "penalties", "consensus", None, "50-50", None, "50-50")),
]


def specials(n0):
    legs = []
    for j, (comp, hk, ak, d, kick, fam, side, styles, meanings, text, ea) in enumerate(SPECIALS):
        cname, sp, _, _, _, _, site, _ = COMPS[comp]
        home, hslug, away, aslug = CLUBS[hk][0], CLUBS[hk][1], CLUBS[ak][0], CLUBS[ak][1]
        iso = dt.date(*d).isoformat()
        team = home if side == "home" else away if side == "away" else None
        tslug = hslug if side == "home" else aslug
        slug = f"{sp}-{hslug}-{aslug}-{iso}"
        if fam == "draw":
            q, git, slug = f"Will {home} vs. {away} end in a draw?", f"Draw ({home} vs. {away})", slug + "-draw"
        elif fam == "win":
            q, git, slug = f"Will {team} win on {iso}?", team, slug + "-" + tslug
        else:
            q, git, slug = f"Will {team} advance past {home if team == away else away}?", team, slug + "-adv-" + tslug
        f, _, sc, fb, tw, vc, vp, va = ea
        exp = _exp(fam, team if team else "draw", sc, fb, tw, vc, vp, va)
        market = {"id": str(5129900 + 41 * j), "question": q, "slug": slug, "groupItemTitle": git,
                  "sportsMarketType": "moneyline", "line": None, "outcomes": "[\"Yes\", \"No\"]",
                  "description": text, "resolutionSource": site, "event_title": f"{home} vs. {away}",
                  "gameStartTime": f"{iso} {kick}:00+00"}
        legs.append({"id": f"p1-{n0 + j:03d}", "venue": "venue_one", "styles": sorted(styles),
                     "meanings": meanings, "home": home, "away": away, "competition": comp,
                     "market": market, "expected": exp})
    return legs


def build_all():
    legs = build()
    return legs + specials(len(legs) + 1)
