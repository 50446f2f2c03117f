"""venue_one legs for set (u).

House style: a beginner-friendly "explain it simply" help layer. Second person, worked
examples ("say it is 1-1 when the referee ends normal time ..."), tooltip notes, a
beginner FAQ, and now and then a stiff passage that reads as if it was translated.
Banks hold several wordings per meaning; specs pick the clauses and a layout; the
wordings rotate. specials() are whole hand-written texts (ambiguous and odd legs).
"""
from common import COMPS, TEAMS, fmt_date

# ---------------------------------------------------------------- outcome banks
# placeholders: {team} {opp} {home} {away} {comp} {date} {round}
WIN = [
    (["second_person", "plain"],
     "You are backing {team}. Buy Yes and you collect if {team} beat {opp} in the {comp} game on {date}. If it ends level, or {opp} win, Yes is worth nothing."),
    (["second_person", "example", "negation"],
     "Here is the idea in one line: Yes pays only when {team} have more goals than {opp} at the end of their {comp} meeting ({date}). Example: {team} 2, {opp} 1 is a Yes; 1-1 or 0-1 is a No, because no win happened for {team}."),
    (["condition_after", "plain"],
     "This contract resolves Yes, on the condition that {team} come out the winners against {opp} in the {comp} match set for {date}. It resolves No when that does not happen."),
    (["translated", "passive", "long_noun_phrase"],
     "The victory of {team} in the {comp} encounter against {opp} of the date {date} is the only result by which this market is resolved Yes; by any other result it is resolved No."),
    (["negation", "second_person"],
     "Should {opp} win, or should nobody win, you receive No. The one way to a Yes: {team} defeat {opp} in the {comp} fixture scheduled on {date}."),
    (["terse", "tooltip"],
     "Yes = {team} win vs {opp}. {comp}, {date}. Draw = No. {opp} win = No."),
    (["second_person", "plain", "syn:come_out_on_top"],
     "Think {team} will come out on top against {opp}? That is what Yes means here: the {comp} game on {date} has to end with {team} in front."),
]

DRAW = [
    (["negation", "second_person"],
     "Yes here means no team wins. You are betting that the {comp} game between {home} and {away} on {date} finishes with the teams level."),
    (["example", "second_person"],
     "Say the teams are 1-1 when the full-time whistle goes in {home} vs. {away} ({comp}, {date}). That is a draw, so Yes pays. If either team is ahead when the match ends, you get No."),
    (["translated", "passive", "long_noun_phrase"],
     "The ending of the {comp} match {home} against {away} of {date} with an equal number of goals for both teams is resolved as Yes; the win of one or the other team is resolved as No."),
    (["negation", "plain"],
     "Neither {home} nor {away} winning their {comp} match on {date} means Yes. A winner on either side means No."),
    (["second_person", "syn:all_square"],
     "You win with Yes if {home} and {away} cannot be separated on the scoreboard when their {comp} game of {date} ends: 0-0, 2-2 and so on all count."),
    (["terse", "tooltip"],
     "Yes = level score, {home} vs. {away}, {comp}, {date}. Anyone wins = No."),
]

ADV = [
    (["second_person", "plain"],
     "Yes pays if {team} go through to the {round} at the expense of {opp}. It does not matter how: in normal time, in extra time or in a penalty shoot-out, all count."),
    (["example", "second_person"],
     "This one is about who goes through, not who wins on the night. Say {team} and {opp} are level after extra time and {team} win the shoot-out: that is a Yes, because {team} reach the {round}."),
    (["translated", "passive"],
     "The qualification of {team} to the {round}, against {opp}, is resolved as Yes, also when this qualification is obtained after the extra time or by the kicks from the penalty mark. The elimination of {team} is resolved as No."),
    (["negation", "condition_after"],
     "You get No if {opp} are the side that goes on to the {round}; you get Yes if {team} advance instead, counting extra time and penalties where the tie needs them."),
]

# ---------------------------------------------------------------- clause banks
S1 = [
    (["example", "second_person"],
     "Only normal time counts: the 90 minutes plus the stoppage time the referee adds. If the game goes to extra time or penalties, those are ignored here."),
    (["example", "second_person"],
     "Say it is 1-1 after 90 minutes and added time and somebody scores in extra time. For this market the game still finished 1-1: extra time and shoot-outs are not looked at."),
    (["translated", "passive"],
     "For the determination of the result, only the regular playing time of ninety minutes with the recovery time added by the referee is considered; supplementary periods and kicks from the penalty mark are not considered."),
    (["terse"],
     "Counts: 90' + added time. Extra time / shoot-out: not counted."),
    (["plain", "second_person"],
     "We read the score when the referee ends regulation time (90 minutes and stoppage). Anything after that, extra time or a penalty shoot-out, makes no difference to you."),
]

S5 = [
    (["plain", "second_person", "exception"],
     "Goals scored in extra time count too. A penalty shoot-out does not: if the teams are still level after extra time, there is no winner for this market."),
]

P1 = [
    (["second_person", "plain"],
     "Game moved to another day? The market simply waits. It stays open until the match is actually played, no matter how long that is."),
    (["translated", "passive"],
     "In case of postponement of the match, the market remains open until the match is disputed, without any limit of time."),
    (["terse"],
     "Postponed: stays open, no cut-off; settles on the game when played."),
    (["plain", "legal"],
     "A postponement does not close or settle this market. It remains open for trading and is decided by the result of the match once it takes place, on whatever date that may be."),
]

P4 = [
    (["plain", "second_person", "numerals"],
     "If the game is postponed and no new date is set within 14 days, the market settles at its last fair price, taken at the moment the postponement was announced."),
    (["translated", "passive", "long_noun_phrase"],
     "Should the match be postponed and no new date be fixed within the period of two weeks, the settlement of the market is made at the last fair market price of the moment of the announcement of the postponement."),
    (["terse"],
     "Postponed and not re-dated within a fortnight: last fair price as at the postponement announcement."),
]

C1W = [
    (["second_person", "plain"],
     "If the game is called off for good and never replayed, Yes loses: the market resolves No."),
    (["translated", "passive"],
     "In case of cancellation of the match without a replacement match, the market is resolved as No."),
    (["terse"],
     "Cancelled, no make-up game: No."),
    (["legal", "exception"],
     "Except where the match is cancelled with no rescheduled fixture, in which case this market resolves No, the outcome follows the result described above."),
]

C1D = [
    (["second_person", "example"],
     "If the match is cancelled and never made up, this market pays Yes. It is treated as if the game had been drawn."),
    (["translated", "passive"],
     "When the match is cancelled and no replacement match is played, the market is resolved as Yes, in the same way as a draw."),
    (["terse"],
     "Cancelled, no make-up game: Yes (counts as a draw)."),
]

C2 = [
    (["second_person", "plain", "syn:split"],
     "If the game is cancelled and not made up, the money is split down the middle: Yes and No are each paid 50 cents."),
    (["translated", "passive"],
     "In case of cancellation of the match without a replacement match, the market is resolved 50-50."),
    (["terse"],
     "Cancelled, no replay: 50/50."),
]

AB_AS_CANCEL = [
    (["second_person", "plain"],
     "If the referee stops the game partway and it is never completed, we handle it exactly as a cancellation."),
    (["translated", "passive"],
     "An abandoned match which is not finished is treated in the same way as a cancelled match."),
]

R1 = [
    (["second_person", "plain"],
     "Where does the score come from? From {body}'s own official figures. If those are not out within two hours of the final whistle, we use what trustworthy news reports agree on."),
    (["translated", "passive", "long_noun_phrase"],
     "The source of resolution is the official statistical data of {body}; in the absence of publication of these data within the period of 2 hours after the end of the match, an agreement of reliable media reports may be used."),
    (["terse"],
     "Source: {body} official stats. Not out 2 h after full time: reliable media consensus."),
    (["legal"],
     "Resolution shall be based on the statistics published by {body} as official. Failing their publication within two (2) hours of the conclusion of play, a consensus of reputable reporting may be relied upon instead."),
]

OFF_ONLY = [
    (["plain", "second_person"],
     "We take the result from {body} and its official website, and from nowhere else."),
]

PROV = [
    (["plain"],
     "The final score shown on ESPN's match page is the one used to settle."),
]

OFF_PROV = [
    (["second_person", "plain"],
     "We check the result on {body}'s official site first. If it is not shown there, we use ESPN's match report."),
]

R2 = [
    (["second_person", "plain"],
     "Once the market is settled, it stays settled: a later change to the official score does not change your payout."),
    (["translated", "passive"],
     "Corrections of the result which are made after the resolution of the market are not taken into account."),
    (["terse"],
     "Score corrected after settlement: ignored."),
]

QA_HEAD = {
    "out": "Q: What am I betting on?",
    "scope": "Q: Do extra time or penalties count?",
    "post": "Q: What happens if the game is moved?",
    "cancel": "Q: And if it is never played?",
    "ab": "Q: What if the game is stopped before the end?",
    "src": "Q: Who decides the score?",
    "r2": "Q: Can the result change later?",
}

BANKS = {"win": WIN, "draw": DRAW, "adv": ADV, "S1": S1, "S5": S5, "P1": P1, "P4": P4,
         "C1": None, "C2": C2, "AB": AB_AS_CANCEL, "R1": R1, "OFF": OFF_ONLY,
         "PROV": PROV, "OFFPROV": OFF_PROV, "R2": R2}

_counters = {}


def pick(name, bank):
    i = _counters.get(name, 0)
    _counters[name] = i + 1
    return bank[i % len(bank)]


# spec: (comp, home, away, date, hour, kind, side, clauses, layout, datestyle, round)
# kind: win/draw/adv; side: H or A (team leg); clauses: list of clause keys
SPECS = [
    ("epl", "ARS", "TOT", "2026-12-12", 17, "win", "H", ["S1", "P1", "C1", "R1", "R2"], "paras", "dmy_long", None),
    ("epl", "ARS", "TOT", "2026-12-12", 17, "draw", None, ["S1", "P1", "C1", "R1"], "qa", "dmy_long", None),
    ("epl", "MCI", "AVL", "2026-12-19", 15, "win", "A", ["S1", "P1", "C1", "R1", "R2"], "bullets", "mdy_long", None),
    ("epl", "NEW", "WHU", "2026-12-26", 15, "draw", None, ["S1", "P4", "C1", "R1"], "one", "ordinal", None),
    ("epl", "NFO", "BHA", "2027-01-16", 15, "win", "H", ["S1", "P1", "C2", "R1"], "paras", "dotted", None),
    ("laliga", "RMA", "ATM", "2026-12-13", 20, "win", "H", ["S1", "P1", "C1", "AB", "R1", "R2"], "qa", "dmy_long", None),
    ("laliga", "RMA", "ATM", "2026-12-13", 20, "win", "A", ["S1", "P1", "C1", "R1"], "paras", "dmy_long", None),
    ("laliga", "ATH", "RBB", "2027-01-17", 20, "draw", None, ["S1", "P1", "C1", "R1", "R2"], "bullets", "iso", None),
    ("laliga", "VIL", "RCC", "2027-01-24", 13, "win", "A", ["S1", "P4", "C1", "R1"], "one", "mdy_long", None),
    ("bundesliga", "BMU", "BVB", "2026-12-19", 17, "draw", None, ["S1", "P1", "C1", "AB", "R1"], "paras", "dotted", None),
    ("bundesliga", "RBL", "LEV", "2027-01-23", 14, "win", "H", ["S1", "P1", "C1", "R1", "R2"], "qa", "ordinal", None),
    ("bundesliga", "SGE", "BMU", "2027-01-30", 17, "win", "A", ["S1", "P1", "C2", "R1"], "bullets", "dmy_long", None),
    ("seriea", "INT", "ACM", "2027-01-31", 19, "win", "H", ["S1", "P1", "C1", "R1", "R2"], "one", "dmy_long", None),
    ("seriea", "INT", "ACM", "2027-01-31", 19, "draw", None, ["S1", "P1", "C2", "R1"], "paras", "dmy_long", None),
    ("seriea", "NAP", "ROM", "2026-12-20", 19, "win", "A", ["S1", "P1", "C1", "OFF"], "paras", "slash_ymd", None),
    ("seriea", "ATA", "NAP", "2027-02-14", 17, "draw", None, ["S1", "P1", "C1", "R1", "R2"], "qa", "mdy_long", None),
    ("ligue1", "PSG", "OM", "2027-02-21", 19, "win", "H", ["S1", "P4", "C1", "R1"], "bullets", "ordinal", None),
    ("ligue1", "OL", "LIL", "2026-12-13", 16, "draw", None, ["S1", "P1", "C1", "R1"], "one", "dotted", None),
    ("ligue1", "MON", "PSG", "2027-01-16", 20, "win", "A", ["S1", "P1", "C1", "PROV"], "paras", "dmy_long", None),
    ("mls", "LAG", "MIA", "2027-03-13", 23, "win", "H", ["S1", "P1", "C1", "R1"], "qa", "mdy_long", None),
    ("mls", "SEA", "CLB", "2027-03-20", 22, "draw", None, ["S1", "P1", "C1", "AB", "R1", "R2"], "bullets", "mdy_long", None),
    ("ucl", "ARS", "RMA", "2027-03-16", 20, "win", "H", ["S1", "P1", "C1", "R1", "R2"], "paras", "dmy_long", None),
    ("ucl", "ARS", "RMA", "2027-03-16", 20, "adv", "H", ["P1", "C2", "R1"], "paras", "dmy_long", "quarter-finals"),
    ("ucl", "INT", "BMU", "2027-03-17", 20, "adv", "A", ["P1", "C2", "R1"], "qa", "ordinal", "quarter-finals"),
    ("ucl", "PSG", "NAP", "2027-03-10", 20, "draw", None, ["S1", "P1", "C1", "R1", "R2"], "one", "dmy_long", None),
    ("ucl", "ATM", "BVB", "2027-03-11", 20, "adv", "H", ["P4", "C2", "OFFPROV"], "bullets", "mdy_long", "quarter-finals"),
    ("wc", "BRA", "MAR", "2026-07-04", 20, "win", "H", ["S1", "P1", "C1", "R1", "R2"], "paras", "mdy_long", None),
    ("wc", "ESP", "JPN", "2026-07-05", 19, "adv", "A", ["P1", "C2", "R1", "R2"], "paras", "dmy_long", "quarter-finals"),
    ("wc", "ARG", "CIV", "2026-07-03", 22, "win", "A", ["S5", "P1", "C1", "R1"], "paras", "mdy_long", None),
    ("wc", "GER", "KOR", "2026-07-06", 19, "draw", None, ["S1", "P1", "C1", "R1"], "bullets", "day_mon", None),
]


def derive(kind, clauses):
    e = {"family": {"win": "win", "draw": "draw", "adv": "advance"}[kind],
         "outcome": None, "line": None, "half": None, "scope": None,
         "source_primary": None, "source_fallback": None, "timing_window": None,
         "void_cancelled": None, "void_postponed_long": None, "void_abandoned": None}
    meanings = ["F:" + e["family"]]
    if kind == "adv":
        e["scope"] = "penalties"
        meanings.append("S6")
    for c in clauses:
        if c == "S1":
            e["scope"] = "regulation"; meanings.append("S1")
        elif c == "S5":
            e["scope"] = "extra_time"; meanings.append("S5")
        elif c == "P1":
            e["timing_window"] = "open_until_played"; e["void_postponed_long"] = "result"; meanings.append("P1")
        elif c == "P4":
            e["timing_window"] = 336; e["void_postponed_long"] = "last_price"; meanings.append("P4")
        elif c == "C1":
            e["void_cancelled"] = "yes" if kind == "draw" else "no"; meanings.append("C1")
        elif c == "C2":
            e["void_cancelled"] = "50-50"; meanings.append("C2")
        elif c == "AB":
            meanings.append("AB")
        elif c == "R1":
            e["source_primary"] = "official"; e["source_fallback"] = "consensus"; meanings.append("R1")
        elif c == "OFF":
            e["source_primary"] = "official"; meanings.append("R:official")
        elif c == "PROV":
            e["source_primary"] = "provider"; meanings.append("R:provider")
        elif c == "OFFPROV":
            e["source_primary"] = "official"; e["source_fallback"] = "provider"; meanings.append("R:official+provider")
        elif c == "R2":
            meanings.append("R2")
    if "AB" in clauses:
        e["void_abandoned"] = e["void_cancelled"]
    return e, meanings


def clause_slot(c):
    return {"S1": "scope", "S5": "scope", "P1": "post", "P4": "post", "C1": "cancel",
            "C2": "cancel", "AB": "ab", "R1": "src", "OFF": "src", "PROV": "src",
            "OFFPROV": "src", "R2": "r2"}[c]


def layout(parts, how):
    """parts: list of (slot, text)."""
    if how == "paras":
        return "\n\n".join(t for _, t in parts)
    if how == "one":
        return " ".join(t for _, t in parts)
    if how == "bullets":
        head, rest = parts[0], parts[1:]
        return head[1] + "\n\n" + "\n".join("- " + t for _, t in rest)
    if how == "qa":
        return "\n\n".join(QA_HEAD[s] + "\nA: " + t for s, t in parts)
    raise ValueError(how)


def market_v1(comp, h, a, date, hour, kind, side, desc, n):
    cname, _, pre, _, _, site = COMPS[comp]
    H, A = TEAMS[h], TEAMS[a]
    ev = "%s vs. %s" % (H[0], A[0])
    base = "%s-%s-%s-%s" % (pre, H[1], A[1], date)
    if kind == "draw":
        q, slug, git = "Will %s end in a draw?" % ev, base + "-draw", "Draw (%s)" % ev
    elif kind == "win":
        T = H if side == "H" else A
        q, slug, git = "Will %s win on %s?" % (T[0], date), base + "-" + T[1], T[0]
    else:
        T = H if side == "H" else A
        q, slug, git = "Will %s advance?" % T[0], base + "-advance-" + T[1], T[0]
    return {"id": str(5301200 + n * 37), "question": q, "slug": slug,
            "groupItemTitle": git, "sportsMarketType": "moneyline", "line": None,
            "outcomes": "[\"Yes\", \"No\"]", "description": desc,
            "resolutionSource": site if n % 3 else "", "event_title": ev,
            "gameStartTime": "%s %02d:00:00+00" % (date, hour)}


def build_spec(n, spec):
    comp, h, a, date, hour, kind, side, clauses, how, dstyle, rnd = spec
    cname, _, _, _, body, _ = COMPS[comp]
    H, A = TEAMS[h], TEAMS[a]
    team, opp = (H[0], A[0]) if side != "A" else (A[0], H[0])
    fill = dict(team=team, opp=opp, home=H[0], away=A[0], comp=cname,
                date=fmt_date(date, dstyle), round=rnd or "", body=body)
    styles = set(["layout:" + how, "date:" + dstyle])
    st, txt = pick(kind, BANKS[kind])
    styles.update(st)
    parts = [("out", txt.format(**fill))]
    for c in clauses:
        if c == "C1":
            bank = C1D if kind == "draw" else C1W
            st, txt = pick("C1" + kind, bank)
        else:
            st, txt = pick(c, BANKS[c])
        styles.update(st)
        t = txt.format(**fill)
        parts.append((clause_slot(c), t))
    desc = layout(parts, how)
    e, meanings = derive(kind, clauses)
    if kind != "draw":
        e["outcome"] = team
    else:
        e["outcome"] = "draw"
    return {"styles": sorted(styles), "meanings": meanings, "home": H[0], "away": A[0],
            "competition": comp, "market": market_v1(comp, h, a, date, hour, kind, side, desc, n),
            "expected": e}


def exp(family, outcome, scope, sp, sf, tw, vc, vp, va):
    return {"family": family, "outcome": outcome, "line": None, "half": None,
            "scope": scope, "source_primary": sp, "source_fallback": sf,
            "timing_window": tw, "void_cancelled": vc, "void_postponed_long": vp,
            "void_abandoned": va}


def specials(start):
    """Hand-written whole texts. Each states its own expected record."""
    out = []

    def add(comp, h, a, date, hour, kind, side, desc, styles, meanings, e):
        n = start + len(out)
        H, A = TEAMS[h], TEAMS[a]
        out.append({"styles": sorted(styles), "meanings": meanings, "home": H[0],
                    "away": A[0], "competition": comp,
                    "market": market_v1(comp, h, a, date, hour, kind, side, desc, n),
                    "expected": e})

    # 1. legalese with definitions and exceptions, draw leg
    add("epl", "TOT", "NEW", "2027-02-06", 15, "draw", None,
        "Definitions. \"Match\" means the Premier League fixture Tottenham Hotspur FC v Newcastle United FC scheduled for 6 February 2027. \"Regulation\" means ninety (90) minutes of play together with any time added by the referee for stoppages, and excludes any extra period and any penalty shoot-out.\n\n"
        "1. This market resolves Yes if, at the end of Regulation, the number of goals scored by each side is equal, and No otherwise.\n"
        "2. A postponed Match shall not cause resolution; the market remains open until the Match is played.\n"
        "3. Notwithstanding clause 1, if the Match is cancelled and not rescheduled, this market resolves Yes.\n"
        "4. The Premier League's official statistics are the resolution source, save that, where those statistics have not been released within two hours after the Match ends, the agreed account of credible media may be relied upon.",
        ["legal", "numbered", "definitions", "number_words", "exception"],
        ["F:draw", "S1", "P1", "C1", "R1"],
        exp("draw", "draw", "regulation", "official", "consensus", "open_until_played", "yes", "result", None))

    # 2. terse tooltip notes, win leg with abandonment paid 50-50
    add("laliga", "RBB", "VIL", "2027-02-20", 15, "win", "A",
        "Villarreal CF to win at Real Betis Balompié, LaLiga, 20/02/2027.\n"
        "- Time: 90 + stoppage only\n"
        "- Postponed: open until played\n"
        "- Called off, no replay: No\n"
        "- Abandoned, not resumed: 50-50\n"
        "- Source: LaLiga official data; 2 h later still nothing: credible media consensus",
        ["terse", "tooltip", "bullets", "numerals"],
        ["F:win", "S1", "P1", "C1", "AB", "R1"],
        exp("win", "Villarreal CF", "regulation", "official", "consensus", "open_until_played", "no", "result", "50-50"))

    # 3. ambiguous scope: World Cup knockout game, nothing about extra time
    add("wc", "ESP", "JPN", "2026-07-05", 19, "win", "H",
        "Yes if Spain win this FIFA World Cup round-of-16 game against Japan on July 5, 2026; otherwise No.\n\n"
        "Tip: knockout games can go beyond 90 minutes, so keep an eye on the clock.\n\n"
        "Postponed: the market remains open and waits for the game. Called off and never replayed: No.\n\n"
        "Source: FIFA's official match statistics; if FIFA has not put them out two hours after the game, what credible reports agree on.",
        ["second_person", "tooltip", "knockout"],
        ["F:win", "S:ambiguous", "P1", "C1", "R1"],
        exp("win", "Spain", "ambiguous", "official", "consensus", "open_until_played", "no", "result", None))

    # 4. ambiguous cancellation
    add("bundesliga", "LEV", "SGE", "2027-02-27", 14, "win", "H",
        "Buy Yes if you think Bayer 04 Leverkusen beat Eintracht Frankfurt in the Bundesliga on 27 February 2027. Only the 90 minutes plus stoppage time count.\n\n"
        "If the kick-off is moved, the market waits for the game, without a deadline.\n\n"
        "If the game is cancelled, the market is settled according to our general terms for cancelled events.\n\n"
        "The result comes from the Bundesliga's official statistics; if these are not out within two hours, from a consensus of credible reports.",
        ["second_person", "plain"],
        ["F:win", "S1", "P1", "C:ambiguous", "R1"],
        exp("win", "Bayer 04 Leverkusen", "regulation", "official", "consensus", "open_until_played", "ambiguous", "result", None))

    # 5. ambiguous source: two sources, no order
    add("seriea", "ROM", "ATA", "2027-03-07", 17, "draw", None,
        "You are betting that AS Roma and Atalanta BC draw their Serie A match of 7 March 2027 (90 minutes plus added time; extra time and penalties are not counted). If the match is postponed it stays open until played. If it is cancelled for good, Yes pays, as for a draw. The result is checked on the clubs' websites and in the sports newspapers.",
        ["second_person", "layout:one"],
        ["F:draw", "S1", "P1", "C1", "R:ambiguous"],
        exp("draw", "draw", "regulation", "ambiguous", "ambiguous", "open_until_played", "yes", "result", None))

    # 6. condition stated after the outcome, exception, win leg with P4 and C2
    add("mls", "CLB", "SEA", "2027-04-03", 23, "win", "A",
        "Yes is the answer for this market when Seattle Sounders FC win at Columbus Crew (Major League Soccer, April 3, 2027), counting only regulation time, which is 90 minutes plus stoppage time and never extra time or penalties. No is the answer in every other case, except the following. Where the game is postponed and not given a new date within two weeks, settlement is at the last fair price as it stood when the postponement was announced. Where the game is cancelled outright, both sides receive 0.50. The result is taken from Major League Soccer's official statistics, or, if those are still missing two hours after the end, from a consensus of credible reporting.",
        ["condition_after", "exception", "layout:one", "legal"],
        ["F:win", "S1", "P4", "C2", "R1"],
        exp("win", "Seattle Sounders FC", "regulation", "official", "consensus", 336, "50-50", "last_price", None))

    # 7. no postponement and no cancellation clause: silent dimensions
    add("ligue1", "LIL", "OL", "2027-03-14", 16, "win", "H",
        "Tooltip: a Yes share pays $1 if LOSC Lille beat Olympique Lyonnais in Ligue 1 on March 14, 2027, judged when normal time (90 minutes + stoppage) is over. No extra time, no penalties. Result per the official Ligue 1 website.",
        ["tooltip", "second_person", "terse"],
        ["F:win", "S1", "R:official"],
        exp("win", "LOSC Lille", "regulation", "official", None, None, None, None, None))

    # 8. FAQ draw leg with example, abandonment resolved like a draw
    add("ucl", "BMU", "ARS", "2026-12-09", 20, "draw", None,
        "Q: What does Yes mean?\nA: That FC Bayern München vs. Arsenal FC (UEFA Champions League league phase, 9 December 2026) ends level after 90 minutes and stoppage time. Say it is 2-2 at the final whistle: Yes.\n\n"
        "Q: The game is postponed. Now what?\nA: Nothing happens: the market remains open and waits until the game has been played.\n\n"
        "Q: What if the game is cancelled, or stopped and never finished?\nA: In both cases the market resolves Yes, just as if the game had been a draw.\n\n"
        "Q: Where is the score taken from?\nA: UEFA's official statistics. If UEFA has not published them two hours after the game, a consensus of credible reporting is used.",
        ["qa", "example", "second_person"],
        ["F:draw", "S1", "P1", "C1", "AB", "R1"],
        exp("draw", "draw", "regulation", "official", "consensus", "open_until_played", "yes", "result", "yes"))

    return out


def build():
    legs = []
    for i, spec in enumerate(SPECS):
        legs.append(build_spec(i + 1, spec))
    legs.extend(specials(len(SPECS) + 1))
    for i, leg in enumerate(legs):
        leg_id = "u1-%03d" % (i + 1)
        legs[i] = dict([("id", leg_id), ("venue", "venue_one")] + list(leg.items()))
    return legs
