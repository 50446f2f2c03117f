"""venue_one legs of set (o): the imagined 2027/28 rewrite of the venue's soccer rules.

House style chosen for the new season: short plain-English sentences addressed to the
trader, "resolves"/"settles" used interchangeably, an optional one-line heading naming the
rule book, and a mix of layouts (paragraphs, one paragraph, bullets, labelled lines, Q&A).
Every sentence below was written for this set.
"""

import re

from common import COMPETITIONS, FIXTURES, ROUNDS, SINGLE_GAME, TEAMS, fmt_date, \
    game_start_time, us_date


def E(t, *styles, only=None):
    return {"t": t, "s": list(styles), "only": only}


# ---------------------------------------------------------------- outcome sentences
WIN = [
    E("Yes if {team} beat {opp} in the {comp} fixture on {date}. A draw, or a win for {opp}, "
      "means No.", "plain", "syn:beat"),
    E("This market settles Yes only if {team} end the {date} {comp} game against {opp} with "
      "more goals than their opponents; a level score or a win for {opp} settles it No.",
      "joined_sentence", "comparative"),
    E("It resolves No if {team} fail to win their {comp} meeting with {opp} on {date}, whether "
      "they draw or lose. A win for {team} resolves it Yes.", "negation", "no_first"),
    E("Victory for {team} over {opp} resolves this market Yes, provided that the victory comes in "
      "the {comp} match scheduled for {date}. Every other result resolves it No.",
      "condition_after", "syn:victory"),
    E("The Market shall resolve \"Yes\" where {team} (the \"Named Club\") scores more goals than "
      "{opp} in the {comp} fixture scheduled for {date}, and \"No\" in all other "
      "circumstances.", "legal", "definitions"),
    E("{team} win v {opp} ({comp}, {date}): Yes. Draw or defeat: No.", "terse"),
    E("If {opp} avoid defeat against {team} on {date}, the answer is No; if {team} come out on "
      "top in that {comp} game, the answer is Yes.", "negation", "syn:come_out_on_top",
      "condition_first"),
    E("Do {team} take all three points from {opp} on {date}? Yes if they do, No if they do "
      "not.", "question_form", "syn:three_points", only="league"),
    E("Pays Yes when {team} defeat {opp}. Fixture: {home} vs. {away}, {comp}, {date}. Pays No "
      "on any other result.", "terse", "syn:defeat", "label"),
    E("Resolution: Yes if the {comp} match between {home} and {away} on {date} is won by "
      "{team}; No if it is drawn or won by {opp}.", "passive"),
    E("Unless {team} win the {comp} game against {opp} set for {date}, this market resolves "
      "No. If {team} do win, it resolves Yes.", "negation", "unless", only="c1"),
]

DRAW = [
    E("Yes if {home} and {away} finish level in their {comp} game on {date}; No if either club "
      "wins.", "plain", "syn:level"),
    E("This market resolves Yes when no team wins the {comp} fixture between {home} and {away} "
      "on {date}. A win for either side resolves it No.", "negation", only="c1"),
    E("Should the {date} {comp} meeting of {home} and {away} end with the scores tied, the "
      "answer is Yes; otherwise it is No.", "condition_first", "syn:tied"),
    E("The Market shall resolve \"Yes\" if the Match, being {home} v {away} in the {comp} on "
      "{date}, ends with both clubs on the same number of goals, and \"No\" if either club has "
      "scored more.", "legal", "definitions"),
    E("{home} v {away}, {comp}, {date}. All square: Yes. Either team wins: No.", "terse",
      "syn:all_square"),
    E("A stalemate between {home} and {away} on {date} resolves this Yes; a winner on either "
      "side resolves it No.", "syn:stalemate"),
    E("Neither {home} nor {away} winning the {comp} game on {date} means Yes. If one of them "
      "wins, it means No.", "negation", "neither_nor", only="c1"),
    E("Resolves Yes on a draw, that is, if the {comp} game of {date} between {home} and {away} "
      "produces no winner. Resolves No if there is a winner.", "condition_after", "negation",
      only="c1"),
    E("Will the points be shared when {home} host {away} in their {comp} match on {date}? A draw "
      "settles Yes and a win by either team settles No.", "question_form",
      "syn:points_shared", only="league"),
]

ADVANCE = [
    E("Yes if {team} qualify for the next round of the {comp} at the expense of {opp}, whether "
      "they get there on aggregate, in extra time or through a penalty shoot-out. No if {opp} "
      "progress instead. The deciding game is on {date}.", "plain", "syn:qualify",
      only="two_legs"),
    E("This market asks which club survives the {comp} {round} between {home} and {away}, "
      "whose deciding game is played on {date}. It resolves Yes if {team} progress, counting extra time and penalties "
      "if they are needed, and No if {team} are knocked out.", "negation", "syn:progress"),
    E("{team} through vs {opp} ({comp} {round}, decider {date}), incl. extra time and pens: "
      "Yes. {team} out: No.", "terse", "abbreviations"),
    E("The Market shall resolve \"Yes\" if {team} wins the Tie (the {comp} {round} contested "
      "with {opp}, concluding on {date}), the Tie being decided after any extra time and any "
      "kicks from the penalty mark, and \"No\" otherwise.", "legal", "definitions"),
    E("Resolves No if {team} are eliminated by {opp}; resolves Yes if they advance. The whole "
      "tie counts, including extra time and a shoot-out, with the last game on {date}.",
      "no_first", "condition_after"),
    E("Does {team} reach the next stage? This covers the {comp} {round} against {opp} on "
      "{date}, and it is settled on who goes through after extra time and, if still level, "
      "penalties: Yes for {team}, No for {opp}.", "question_form", "syn:next_stage"),
]

# ---------------------------------------------------------------- clause banks
S1 = [
    E("Only regulation counts: the 90 minutes plus any stoppage time the referee adds. Extra "
      "time and any shoot-out are ignored.", "numerals"),
    E("Time counted: ninety minutes plus stoppage. Nothing played after normal time, such as "
      "extra time or a shoot-out, affects this market.", "number_words", "label"),
    E("Goals in extra time or a shoot-out do not count; the score when normal time ends, "
      "injury time included, is the one that decides.", "negation", "syn:injury_time"),
    E("The result is read at 90' + added time.", "terse", "symbols"),
    E("We take the scoreline at the moment the referee ends regular time, stoppage time "
      "included.", "first_person_plural"),
    E("\"Full Time\" means the end of the second half of regulation play, including time added "
      "by the referee, and excludes any extra time and any penalty shoot-out. The result is "
      "determined at Full Time.", "legal", "definitions"),
    E("Regular time only (90 min + stoppage); no ET, no pens.", "terse", "abbreviations"),
    E("The outcome is fixed by the score after regulation, meaning the two halves plus "
      "stoppage time, and not by anything that happens later.", "plain", "negation"),
]

P1 = [
    E("If the game is pushed back, the market waits: it stays open until the match is actually "
      "played, with no cut-off date.", "syn:pushed_back"),
    E("Postponed? It stays live until the fixture is completed, however late that turns out to "
      "be.", "colloquial", "inline_question"),
    E("A delayed or rescheduled fixture does not close the market, which then resolves on the "
      "rescheduled game whenever it takes place.", "negation", "syn:rescheduled"),
    E("Should the fixture move to a later date, this market remains open and follows the "
      "result of the rearranged match.", "condition_first", "syn:rearranged"),
    E("In the event of a Postponement, the Market shall remain open, without limit of time, "
      "until the Match has been played.", "legal"),
    E("Postponed: stays open until played.", "terse"),
    E("There is no deadline: however long a postponement lasts, resolution waits for the match "
      "to be played.", "negation"),
]

P4 = [
    E("If the match is postponed and has not been rescheduled within 14 days, the market "
      "resolves at its last fair price, taken as at the moment the postponement was "
      "announced.", "numerals"),
    E("Where a postponed match has not been rescheduled within a fortnight, resolution is at "
      "the last fair market price as it stood when the postponement became public.",
      "british", "syn:fortnight"),
    E("Postponement: open for up to two weeks; if no rescheduling happens in that time, "
      "settlement is at the last fair price as of the announcement.", "terse",
      "label"),
    E("If the game is postponed and not rescheduled within fourteen (14) days, the market will "
      "be resolved at the last fair price, being the price at the time the postponement was "
      "announced.", "legal", "number_words"),
]

PX72 = [
    E("If the match has not been played within 72 hours of its original kick-off, the market "
      "resolves 50-50.", "numerals", "novel"),
    E("A postponed match must be played within three days (72 hours) of the first scheduled "
      "kick-off; if it is not, both Yes and No are paid out at 0.50.", "number_words", "novel"),
]
PX168 = [
    E("A postponement of more than seven days from the original date is treated as a "
      "cancellation.", "novel", "cross_reference"),
    E("Postponed beyond 168 hours (one week) after the scheduled kick-off: the cancellation "
      "rule below applies.", "novel", "cross_reference", "terse"),
]

C1_WIN = [
    E("If the match is called off for good and no replay is arranged, this market resolves "
      "No.", "syn:called_off"),
    E("Cancelled with no make-up match: No.", "terse"),
    E("Where the fixture is cancelled and never replayed, the market resolves No.", "passive"),
    E("If the game is canceled and not made up on another date, resolution is No.",
      "american_spelling"),
]
C1_DRAW = [
    E("Should the fixture be cancelled without any replacement game being staged, the "
      "market resolves Yes.", "plain", "condition_first"),
    E("Cancellation without a replacement fixture counts as a draw here, so the market "
      "resolves Yes.", "syn:counts_as_draw"),
    E("Called off and never replayed: Yes.", "terse"),
]
C1_BOTH = [
    E("If the match is scrapped outright and never replayed, it is treated as a draw: the "
      "Draw market resolves Yes and both team markets resolve No.", "other_markets",
      "syn:scrapped"),
    E("Cancellation with no rescheduled game settles every market of this event as if the "
      "match were drawn, so the two club markets go to No and the Draw market goes to Yes.",
      "other_markets"),
    E("Every market in this event resolves No on a cancellation with no make-up game, except "
      "the Draw market, which resolves Yes.", "other_markets", "exception"),
]
C2 = [
    E("If the match is cancelled and not replayed, the market resolves 50-50.", "plain"),
    E("A cancellation with no make-up game splits the market evenly: Yes and No each receive "
      "0.50.", "syn:split_evenly"),
    E("Cancelled matches that are not rescheduled are settled at fifty-fifty.",
      "number_words", "passive"),
    E("If the game is canceled and never made up, the market pays 50/50.",
      "american_spelling"),
]

AB = {
    "as_cancel": [
        E("An abandoned match that is not completed is handled the same way as a "
          "cancellation.", "syn:abandoned"),
        E("If play is abandoned and the match is not finished later, the cancellation rule "
          "applies.", "cross_reference"),
        E("Abandoned and not completed: treated as cancelled.", "terse"),
    ],
    "50-50": [
        E("If the match is abandoned and not resumed, the market settles 50-50, whatever the "
          "score was at the time.", "syn:abandoned"),
        E("Should play be halted for good before the end, Yes and No each receive 0.50.",
          "syn:halted"),
    ],
    "last_price": [
        E("If a match is abandoned and not completed, the market settles at the last price "
          "traded before play stopped.", "syn:abandoned"),
    ],
    "no": [
        E("If the match is abandoned and never completed, this market resolves No, even if "
          "{team} were ahead when play stopped.", "syn:abandoned", "exception"),
    ],
}

R1 = [
    E("Source: the official match statistics published by {body}. If they are not out within "
      "two hours of full time, broad agreement among reputable news outlets may be used "
      "instead.", "label", "number_words"),
    E("Resolution follows the official figures of {body}; should those still be missing 2 "
      "hours after the match ends, the market may rely on what credible media widely "
      "report.", "numerals", "condition_after"),
    E("The official record kept by {body} is the primary source. Fallback, if that record is "
      "missing two hours after the end of the match: what reliable outlets consistently "
      "report.", "label"),
    E("Primary source: {body} (official). Backup after 2 h without official data: consistent "
      "reporting across credible outlets.", "terse"),
    E("\"Resolution Source\" means the statistics officially published by {body}; provided "
      "that, if such statistics remain unpublished two (2) hours after the Match ends, the "
      "Resolution Source shall be the agreed account of reputable media.", "legal",
      "definitions"),
    E("We use the result as recorded officially by {body}. No official record two hours after "
      "the match? Then the broad consensus of trustworthy reporting decides.",
      "first_person_plural", "inline_question"),
]
RX = [
    E("The result is taken only from the official record of {body}.", "official_only"),
    E("Settlement uses the official match report of {body} and no other source.",
      "official_only", "negation"),
]
RP = [
    E("The official result from {body} is used; if it is unavailable, ESPN's match page is "
      "used instead.", "named_provider"),
    E("Source: official data from {body}, with Opta's match data as the backup.", "terse",
      "named_provider"),
]
RV = [
    E("This market is settled from ESPN's match page for the fixture. If ESPN has not "
      "posted a final score two hours after the match, the consensus of credible outlets is "
      "used.", "named_provider"),
    E("Data source: Opta (Stats Perform) match data; failing that, whatever reputable outlets "
      "agree on.", "terse", "named_provider", "syn:failing_that"),
]
R2 = [
    E("Once resolved, the market stays resolved, even if {body} later amends the score.",
      "plain"),
    E("Score corrections published after resolution are disregarded.", "passive"),
    E("Anything that changes the official result after this market has resolved, such as a "
      "correction or a decision on appeal, has no effect on it.", "legal"),
    E("Post-resolution revisions to the score: ignored.", "terse"),
    E("The resolution is final once made; later changes to the official score do not reopen "
      "it.", "negation"),
]
DISPUTE = [
    "A proposed resolution can be challenged during the standard dispute period before it "
    "becomes final.",
    "Disputes follow the usual challenge procedure for this venue.",
]
HEADINGS = ["2027/28 match-result rules.", "Match result (new season template).",
            "Rules version: 2027-28."]

QA_Q = {
    "out": "What does this market ask?",
    "scope": "Which part of the match counts?",
    "post": "What if the match is postponed?",
    "cancel": "What if it is cancelled?",
    "ab": "And if it is abandoned partway through?",
    "src": "Where does the result come from?",
    "corr": "Can a later correction change things?",
}
LABELS = {
    "out": "Market", "scope": "Counting period", "post": "Postponement",
    "cancel": "Cancellation", "ab": "Abandonment", "src": "Source",
    "corr": "Corrections",
}


class Rotor:
    def __init__(self):
        self.pos = {}

    def pick(self, name, bank, flags):
        i = self.pos.get(name, 0)
        for k in range(len(bank)):
            e = bank[(i + k) % len(bank)]
            if e["only"] is None or e["only"] in flags:
                self.pos[name] = (i + k + 1) % len(bank)
                return e
        raise ValueError(f"no wording in {name} for {flags}")


# spec: (fixture, side, post, cancel, abandonment, source, correction, layout, date style)
# side: home / away / draw (1X2) or adv_home / adv_away (advance)
SPECS = [
    ("F01", "home", "P1", "C1", None, "R1", True, "paras", "long_us"),
    ("F01", "draw", "P1", "C1", None, "R1", True, "paras", "long_uk"),
    ("F01", "away", "P1", "C1B", None, "R1", True, "one", "weekday_uk"),
    ("F02", "home", "P1", "C1", "as_cancel", "R1", False, "bullets", "iso"),
    ("F02", "draw", "P4", "C1", None, "R1", True, "qa", "ordinal"),
    ("F03", "away", "P1", "C1", None, "RP", False, "labels", "short_uk"),
    ("F03", "home", "P4", "C1B", None, "R1", True, "paras", "long_us"),
    ("F04", "draw", "P1", "C1B", "50-50", "R1", False, "one", "long_uk"),
    ("F04", "home", "PX72", "C2", None, "RX", True, "paras", "long_us"),
    ("F05", "away", "P1", "C1", None, "R1", True, "qa", "abbr_us"),
    ("F05", "draw", "P1", "C2", None, "RV", False, "bullets", "long_uk"),
    ("F06", "home", "P1", "C1", "last_price", "R1", True, "labels", "iso"),
    ("F07", "home", "P1", "C1", None, "R1", True, "paras", "long_uk"),
    ("F07", "away", "P4", "C1", "as_cancel", "R1", False, "one", "dotted"),
    ("F07", "draw", "P1", "C1B", None, "R1", True, "paras", "ordinal"),
    ("F08", "home", "P1", "C1", None, "RX", False, "bullets", "long_us"),
    ("F08", "away", "PX168", "C1", None, "R1", True, "paras", "weekday_uk"),
    ("F09", "draw", "PX168", "C1", None, "R1", False, "qa", "long_uk"),
    ("F10", "away", "P1", "C1", "no", "R1", True, "one", "abbr_us"),
    ("F11", "home", "P1", "C1B", None, "R1", True, "labels", "dotted"),
    ("F11", "draw", "P4", "C1", "as_cancel", "RP", False, "paras", "long_uk"),
    ("F12", "away", "P1", "C2", "50-50", "R1", True, "bullets", "iso"),
    ("F13", "home", None, "C1", None, "R1", True, "one", "long_us"),
    ("F14", "home", "P1", "C1", None, "R1", True, "qa", "weekday_uk"),
    ("F14", "draw", "P1", "C1", None, "R1", True, "paras", "slash_us"),
    ("F15", "away", "P4", "C1B", None, "R1", False, "paras", "long_uk"),
    ("F16", "draw", "P1", "C1B", "as_cancel", "R1", True, "labels", "ordinal"),
    ("F17", "home", "P1", "C1", None, "RP", True, "one", "long_uk"),
    ("F17", "away", "P1", "C1", None, "RV", False, "bullets", "short_uk"),
    ("F18", "draw", "P1", "C2", None, "RX", True, "paras", "long_us"),
    ("F19", "home", "P1", "C1", None, "R1", True, "paras", "long_us"),
    ("F20", "away", "P4", "C1", None, "R1", True, "qa", "abbr_us"),
    ("F20", "draw", "P1", "C1", "50-50", "R1", False, "one", "long_us"),
    ("F21", "home", "P1", "C1", None, "R1", True, "bullets", "long_uk"),
    ("F22", "away", "P1", "C1B", None, "R1", True, "paras", "iso"),
    ("F06", "draw", None, "C1", None, "R1", True, "one", "short_uk"),
    ("F12", "home", "P1", "C1", None, "R1", True, "paras", "dotted"),
    ("F13", "away", "P1", "C1", "as_cancel", "RX", False, "qa", "long_uk"),
    # 1X2 legs on knockout games (regulation still decides)
    ("K01", "home", "P1", "C1", None, "R1", True, "paras", "long_uk"),
    ("K01", "draw", "P1", "C1", None, "R1", True, "labels", "long_uk"),
    ("K02", "away", "P1", "C1B", "as_cancel", "R1", False, "qa", "ordinal"),
    ("K05", "home", "P1", "C1", None, "R1", True, "one", "long_us"),
    # advance legs
    ("K01", "adv_home", "P1", "C2", None, "R1", True, "paras", "long_uk"),
    ("K01", "adv_away", "P1", "C2", None, "R1", True, "one", "weekday_uk"),
    ("K02", "adv_away", "P4", "C2", "as_cancel", "R1", False, "bullets", "iso"),
    ("K03", "adv_home", "P1", "C2", None, "RP", True, "qa", "long_uk"),
    ("K04", "adv_away", "P1", "C2", "50-50", "R1", True, "paras", "ordinal"),
    ("K05", "adv_away", "P1", "C2", None, "R1", False, "labels", "long_us"),
    ("K06", "adv_home", "PX72", "C2", None, "R1", True, "one", "long_uk"),
]


def _ctx(fx, side, date_style):
    comp, h, a, _, stage = FIXTURES[fx]
    c = COMPETITIONS[comp]
    home, away = TEAMS[h][0], TEAMS[a][0]
    if side in ("home", "adv_home"):
        team, opp = home, away
    elif side in ("away", "adv_away"):
        team, opp = away, home
    else:
        team, opp = None, None
    return dict(comp=c["v1"], home=home, away=away, team=team or "", opp=opp or "",
                date=fmt_date(us_date(fx), date_style), body=c["body"],
                round=ROUNDS.get(fx, "")), comp, h, a, stage


def _layout(parts, layout, heading):
    """parts: list of (dimension, text)."""
    if layout == "paras":
        body = "\n\n".join(t for _, t in parts)
    elif layout == "one":
        body = " ".join(t for _, t in parts)
    elif layout == "bullets":
        body = parts[0][1] + "\n\n" + "\n".join("- " + t for _, t in parts[1:])
    elif layout == "labels":
        # a wording that already opens with its own label keeps it
        body = "\n".join(t if re.match(r"^[A-Z][A-Za-z ]{2,20}[:?] ", t)
                          else f"{LABELS[d]}: {t}" for d, t in parts)
    elif layout == "qa":
        body = "\n\n".join(f"Q: {QA_Q[d]}\nA: {t}" for d, t in parts)
    else:
        raise ValueError(layout)
    return (heading + "\n\n" + body) if heading else body


def build():
    rot = Rotor()
    legs = []
    for n, (fx, side, post, cancel, ab, src, corr, layout, dstyle) in enumerate(SPECS, 1):
        ctx, comp, h, a, stage = _ctx(fx, side, dstyle)
        fam = "advance" if side.startswith("adv") else ("draw" if side == "draw" else "win")
        flags = {"league" if stage == "league" else "ko"}
        if cancel in ("C1", "C1B"):
            flags.add("c1")
        if fam == "advance" and not SINGLE_GAME.get(fx):
            flags.add("two_legs")
        styles, meanings = set(), ["F:" + fam]
        parts = []

        def add(dim, e):
            parts.append((dim, e["t"].format(**ctx)))
            styles.update(e["s"])

        bank = {"win": WIN, "draw": DRAW, "advance": ADVANCE}[fam]
        add("out", rot.pick("out_" + fam, bank, flags))
        if fam == "advance":
            meanings.append("S6")
            scope = "penalties"
        else:
            add("scope", rot.pick("S1", S1, flags))
            meanings.append("S1")
            scope = "regulation"

        # cancellation payout first, since other clauses may copy it
        if cancel == "C1":
            c_pay = "yes" if fam == "draw" else "no"
            c_e = rot.pick("C1_" + fam, C1_DRAW if fam == "draw" else C1_WIN, flags)
            meanings.append("C1")
        elif cancel == "C1B":
            c_pay = "yes" if fam == "draw" else "no"
            c_e = rot.pick("C1B", C1_BOTH, flags)
            meanings.append("C1")
        elif cancel == "C2":
            c_pay = "50-50"
            c_e = rot.pick("C2", C2, flags)
            meanings.append("C2")
        else:
            c_pay, c_e = None, None

        if post == "P1":
            add("post", rot.pick("P1", P1, flags))
            tw, p_pay = "open_until_played", "result"
            meanings.append("P1")
        elif post == "P4":
            add("post", rot.pick("P4", P4, flags))
            tw, p_pay = 336, "last_price"
            meanings.append("P4")
        elif post == "PX72":
            add("post", rot.pick("PX72", PX72, flags))
            tw, p_pay = 72, "50-50"
            meanings.append("PX")
        elif post == "PX168":
            add("post", rot.pick("PX168", PX168, flags))
            assert c_pay is not None
            tw, p_pay = 168, c_pay
            meanings.append("PX")
        else:
            tw, p_pay = None, None

        if c_e is not None:
            add("cancel", c_e)
        if ab is not None:
            add("ab", rot.pick("AB_" + ab, AB[ab], flags))
            a_pay = c_pay if ab == "as_cancel" else ab
            assert a_pay is not None
            meanings.append("AB")
        else:
            a_pay = None

        if src == "R1":
            add("src", rot.pick("R1", R1, flags))
            sp, sf = "official", "consensus"
            meanings.append("R1")
        elif src == "RX":
            add("src", rot.pick("RX", RX, flags))
            sp, sf = "official", None
            meanings.append("RX")
        elif src == "RV":
            add("src", rot.pick("RV", RV, flags))
            sp, sf = "provider", "consensus"
            meanings.append("RX")
        else:
            add("src", rot.pick("RP", RP, flags))
            sp, sf = "official", "provider"
            meanings.append("RX")
        if corr:
            add("corr", rot.pick("R2", R2, flags))
            meanings.append("R2")
        if layout not in ("qa", "labels") and n % 7 == 3:
            parts.append(("corr", DISPUTE[n % 2]))
            styles.add("dispute_note")
        # vary the order: source before postponement on every fourth leg
        if n % 4 == 0 and layout in ("paras", "one", "bullets"):
            dims = [d for d, _ in parts]
            if "src" in dims and "post" in dims:
                i, j = dims.index("post"), dims.index("src")
                parts.insert(i, parts.pop(j))
                styles.add("order:source_early")
        heading = HEADINGS[n % 3] if n % 5 == 2 else None
        if heading:
            styles.add("heading")
        styles.add("layout:" + layout)
        styles.add("date:" + dstyle)
        desc = _layout(parts, layout, heading)

        outcome = ctx["team"] if fam != "draw" else "draw"
        legs.append(_leg(n, fx, side, fam, desc, ctx, comp, h, a, sorted(styles), meanings,
                         src, dict(family=fam, outcome=outcome, line=None, half=None, scope=scope,
                              source_primary=sp, source_fallback=sf, timing_window=tw,
                              void_cancelled=c_pay, void_postponed_long=p_pay,
                              void_abandoned=a_pay)))
    for sp in specials():
        n = len(legs) + 1
        fx, side, fam, desc, styles, meanings, exp = sp
        ctx, comp, h, a, stage = _ctx(fx, side, "long_us")
        exp = dict(family=fam, outcome=ctx["team"] if fam != "draw" else "draw", line=None,
                   half=None, **exp)
        legs.append(_leg(n, fx, side, fam, desc, ctx, comp, h, a, sorted(set(styles)),
                         meanings, "R1", exp))
    return legs


def _leg(n, fx, side, fam, desc, ctx, comp, h, a, styles, meanings, src, expected):
    c = COMPETITIONS[comp]
    d = us_date(fx).isoformat()
    hc, ac = TEAMS[h][1], TEAMS[a][1]
    home, away = ctx["home"], ctx["away"]
    if fam == "win":
        q = f"Will {ctx['team']} win on {d}?"
        slug = f"{c['slug']}-{hc}-{ac}-{d}-{hc if side == 'home' else ac}"
        git, smt = ctx["team"], "moneyline"
    elif fam == "draw":
        q = f"Will {home} vs. {away} end in a draw?"
        slug = f"{c['slug']}-{hc}-{ac}-{d}-draw"
        git, smt = f"Draw ({home} vs. {away})", "moneyline"
    else:
        q = f"Will {ctx['team']} advance past {ctx['opp']}?"
        slug = f"{c['slug']}-{hc}-{ac}-{d}-{hc if side == 'adv_home' else ac}-advance"
        git, smt = ctx["team"], "soccer_to_advance"
    market = {
        "id": str(5120400 + n * 37),
        "question": q,
        "slug": slug,
        "groupItemTitle": git,
        "sportsMarketType": smt,
        "line": None,
        "outcomes": "[\"Yes\", \"No\"]",
        "description": desc,
        # a provider-first text never carries the league site in resolutionSource
        "resolutionSource": c["site"] if (n % 6 and src != "RV") else "",
        "event_title": f"{home} vs. {away}",
        "gameStartTime": game_start_time(fx),
    }
    return {"id": f"o1-{n:03d}", "venue": "venue_one", "styles": styles,
            "meanings": meanings, "home": home, "away": away, "competition": comp,
            "market": market, "expected": expected}


def specials():
    """Hand-written whole texts: (fixture, side, family, description, styles, meanings,
    expected minus family/outcome/line/half)."""
    out = []
    # 1. legal drafting with a definitions block, away win leg
    out.append(("F09", "away", "win",
        "1. Definitions. \"Match\" means the LaLiga fixture between Valencia CF (home) and "
        "Club Atlético de Madrid (away) scheduled for 12 February 2028. \"Regulation\" means "
        "the two halves of the Match together with any time added for stoppages, and "
        "nothing after them.\n"
        "2. Resolution. This Market resolves \"Yes\" if, at the end of Regulation, Club "
        "Atlético de Madrid has scored more goals than Valencia CF. It resolves \"No\" if, at "
        "that point, the scores are level or Valencia CF is ahead.\n"
        "3. Postponement. If the Match is postponed, this Market shall remain open until the "
        "Match is played, whenever that may be.\n"
        "4. Cancellation. If the Match is cancelled and no replacement fixture is played, "
        "this Market resolves \"No\". For clarity, the same applies where the Match is "
        "abandoned and never completed.\n"
        "5. Source. The official statistics of LaLiga govern. If they are still not "
        "public two hours after the Match ends, resolution may be based on a "
        "consensus of reputable reports.\n"
        "6. Finality. No revision of the score after resolution will be taken into account.",
        ["legal", "definitions", "layout:numbered", "date:long_uk", "syn:regulation_defined"],
        ["F:win", "S1", "P1", "C1", "AB", "R1", "R2"],
        dict(scope="regulation", source_primary="official", source_fallback="consensus",
             timing_window="open_until_played", void_cancelled="no",
             void_postponed_long="result", void_abandoned="no")))
    # 2. terse notes, draw leg
    out.append(("F15", "draw", "draw",
        "Napoli v Juventus, Serie A, 30/01/2028 (UK date format).\n"
        "Yes = level at FT (90 + stoppage). No = anyone wins.\n"
        "No ET / pens (n/a in league play anyway).\n"
        "PPD -> open till played.\n"
        "Cxl, no make-up -> Yes.\n"
        "Abandoned, not finished -> same as cxl.\n"
        "Src: Lega Serie A official stats; if none after 2 hrs, media consensus.",
        ["terse", "abbreviations", "layout:lines", "date:dd/mm/yyyy", "symbols"],
        ["F:draw", "S1", "P1", "C1", "AB", "R1"],
        dict(scope="regulation", source_primary="official", source_fallback="consensus",
             timing_window="open_until_played", void_cancelled="yes",
             void_postponed_long="result", void_abandoned="yes")))
    # 3. one text describing all three legs of the event; this leg is the home win
    out.append(("F10", "home", "win",
        "This event has three markets: Deportivo Alavés, Draw, and Sevilla FC. This is the "
        "Deportivo Alavés market, and it resolves Yes if Deportivo Alavés beat Sevilla FC in "
        "LaLiga on November 28, 2027.\n\n"
        "All three markets are judged on the score at the end of the 90 minutes plus "
        "stoppage time; neither extra time nor penalties play any part.\n\n"
        "If the match is postponed, all three stay open until it is played. If it is "
        "cancelled and not replayed, the Draw market resolves Yes and the two team markets, "
        "this one included, resolve No.\n\n"
        "The official LaLiga result settles the markets. If it is unavailable two hours "
        "after the match, what credible outlets agree on is used instead.",
        ["other_markets", "layout:paras", "event_level", "date:long_us"],
        ["F:win", "S1", "P1", "C1", "R1"],
        dict(scope="regulation", source_primary="official", source_fallback="consensus",
             timing_window="open_until_played", void_cancelled="no",
             void_postponed_long="result", void_abandoned=None)))
    # 4. advance leg in FAQ form with the scope given as an exception to regulation
    out.append(("K06", "adv_away", "advance",
        "Q: Which club does this market back?\nA: Manchester City FC, to go through against "
        "Bayer 04 Leverkusen in the UEFA Champions League quarter-final. The second leg is "
        "in Leverkusen on April 19, 2028.\n\n"
        "Q: Is it settled at 90 minutes?\nA: No. Unlike our match-result markets, this one "
        "waits for the tie to be decided, so extra time and a penalty shoot-out both count.\n\n"
        "Q: What if the second leg is postponed?\nA: The market stays open until it is "
        "played.\n\n"
        "Q: And if it is cancelled and not replayed?\nA: Yes and No are each paid 0.50.\n\n"
        "Q: Which source is used?\nA: UEFA's official records; if nothing official is "
        "available two hours after the game, a consensus of credible reporting.",
        ["layout:qa", "negation", "exception", "date:long_us"],
        ["F:advance", "S6", "P1", "C2", "R1"],
        dict(scope="penalties", source_primary="official", source_fallback="consensus",
             timing_window="open_until_played", void_cancelled="50-50",
             void_postponed_long="result", void_abandoned=None)))
    return out
