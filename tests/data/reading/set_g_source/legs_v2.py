"""venue_two legs of held-out set (g).

rules_primary holds the outcome sentence with a scope slot (S2 phrase, S3
phrase, nothing for S4, an S5 phrase, or S6 built into the advance wording).
rules_secondary holds the rest: S3 exclusion or S4 scope, the Tie sentence
(D1), postponement/cancellation (P2, P3, C4), abandonment, optional text
sources and noise.  series_settlement_sources is set per competition.
"""

from common import (COMPS, TEAMS, NUM_WORDS, Rotor, date_v2, line_str, series_source_kind,
                    ticker_date)

# ---------------------------------------------------------------------------
# Outcome banks ({scope} is the scope slot)
# ---------------------------------------------------------------------------

WIN = [
    ("If {team} beats {opp} in the {home} vs {away} {comp} match originally scheduled for {date}{scope}, the market resolves to Yes.", ["condition_first", "syn:beat"]),
    ("Should {team} win the {home} vs {away} {comp} game originally planned for {date}{scope}, this market resolves to Yes.", ["subjunctive", "syn:planned"]),
    ("This market resolves Yes if {team} is the winner of the {home} vs {away} {comp} game originally scheduled for {date}{scope}.", ["result_first"]),
    ("If, in the {comp} game {home} vs {away} originally scheduled for {date}, {team} finishes with more goals than {opp}{scope}, then the market resolves to Yes.", ["inserted_clause", "syn:more_goals"]),
    ("Yes if {team} wins {home} vs {away} ({comp}, originally scheduled {date}){scope}. Otherwise No.", ["terse", "split_sentences"]),
    ("The market resolves to Yes in the event that {team} defeats {opp} in their {comp} fixture originally set for {date}{scope}.", ["legal", "syn:defeat"]),
]

DRAW = [
    ("If the {home} vs {away} {comp} match originally scheduled for {date} ends in a Tie{scope}, the market resolves to Yes.", ["condition_first"]),
    ("Should {home} and {away} finish level in their {comp} game originally set for {date}{scope}, this Tie market resolves to Yes.", ["syn:level", "subjunctive"]),
    ("The market resolves Yes if neither {home} nor {away} wins the {comp} game originally scheduled for {date}{scope}.", ["negative_form", "result_first"]),
    ("Tie resolves to Yes if the {comp} match between {home} and {away}, originally scheduled for {date}, finishes with equal scores{scope}.", ["label_first", "syn:equal_scores"]),
    ("If the result of the {home} vs {away} {comp} game originally planned for {date} is a Tie{scope}, then the market resolves to Yes.", ["condition_first"]),
]

SPREAD = [
    ("If {team} beats {opp} by more than {lstr} goals in the {home} vs {away} {comp} game originally scheduled for {date}{scope}, the market resolves to Yes.", ["numerals"]),
    ("The market resolves Yes if {team} wins the {comp} match {home} vs {away} (originally scheduled for {date}) by {margin}{scope}.", ["number_words", "result_first"]),
    ("Should {team}'s winning margin over {opp} exceed {lstr} goals{scope} in the {comp} game originally planned for {date}, this market resolves to Yes.", ["subjunctive"]),
]

TOTAL = [
    ("If more than {lstr} goals in total are scored in the {home} vs {away} {comp} game originally scheduled for {date}{scope}, the market resolves to Yes.", ["numerals"]),
    ("The market resolves Yes if {home} and {away} combine for {n_over_num} or more goals in their {comp} match originally set for {date}{scope}.", ["syn:combine", "result_first"]),
    ("Should the {comp} game between {home} and {away}, originally planned for {date}, produce at least {n_over_word} goals{scope}, this market resolves to Yes.", ["number_words", "subjunctive"]),
]

BTTS = [
    ("If both {home} and {away} score at least one goal in their {comp} game originally scheduled for {date}{scope}, the market resolves to Yes.", ["condition_first"]),
    ("The market resolves Yes if each of {home} and {away} scores in the {comp} match originally set for {date}{scope}.", ["result_first"]),
    ("Should neither team be held scoreless in the {home} vs {away} {comp} game originally scheduled for {date}{scope}, this market resolves to Yes.", ["negative_form", "syn:scoreless"]),
]

FTTS = [
    ("If {team} scores the first goal of the {home} vs {away} {comp} game originally scheduled for {date}{scope}, the market resolves to Yes.", ["condition_first"]),
    ("The market resolves Yes if the opening goal in the {comp} match between {home} and {away}, originally set for {date}, is scored by {team}{scope}.", ["passive", "syn:opening_goal"]),
    ("Should {team} open the scoring in their {comp} game against {opp} originally planned for {date}{scope}, this market resolves to Yes.", ["syn:open_the_scoring", "subjunctive"]),
]

ADVANCE = [
    ("If {team} advances past {opp} in their {comp} {round}, including through extra time or a penalty shootout, the market resolves to Yes.", ["condition_first", "american"]),
    ("The market resolves Yes if {team} progresses to the next round of the {comp} at the expense of {opp}; extra time and penalties count toward deciding who goes through.", ["result_first", "syn:progress"]),
    ("Should {team} qualify from the {comp} {round} against {opp}, by any means including extra time and penalties, this market resolves to Yes.", ["subjunctive", "syn:qualify"]),
    ("If {team} wins the {comp} {round} against {opp}, whether in regulation, in extra time or on penalties, the market resolves to Yes.", ["enumeration"]),
]

# ---------------------------------------------------------------------------
# Scope phrases and clauses
# ---------------------------------------------------------------------------

S2 = [
    (" (judged on the 90 minutes and stoppage time alone; neither extra time nor penalties count)", ["parenthetical", "numerals"]),
    (", counting only regulation play of 90 minutes and stoppage time and leaving out any extra time or penalty shootout", ["participle_clause"]),
    (" on the score after ninety minutes and added time, with extra time and penalties excluded", ["number_words", "syn:added_time"]),
    (" at the end of regulation (90' + stoppage, no extra time, no penalties)", ["terse", "parenthetical"]),
    (" based on regulation time of 90 minutes with stoppage added, not on any extra time or penalty kicks", ["syn:penalty_kicks"]),
    (" once ninety minutes plus stoppage time have been played (extra time and shoot-outs excluded)", ["number_words", "british_hyphen"]),
    (" as measured after 90 min + stoppage, extra time and penalty kicks not included", ["abbrev"]),
]

S3P = [
    (" after ninety minutes and stoppage time", ["number_words"]),
    (" at the end of ninety minutes and added time", ["number_words"]),
    (" on the score once regulation's 90 minutes and stoppage are complete", ["possessive"]),
    (" when 90 minutes and any stoppage have elapsed", ["syn:elapsed"]),
    (" by the close of regulation (90 minutes with stoppage time)", ["parenthetical"]),
    (" on the regulation score (90 min + stoppage)", ["abbrev"]),
]

S3S = [
    ("Play beyond regulation (extra time, spot-kicks) has no bearing on this market.", ["british_hyphen"]),
    ("Any extra time or penalty kicks are excluded.", ["terse"]),
    ("Periods beyond regulation, whether extra time or a shootout, are disregarded.", ["syn:disregarded"]),
    ("Neither extra time nor penalties count.", ["terse", "negative_form"]),
    ("The market ignores extra time and penalties, should either take place.", ["subjunctive"]),
    ("This contract excludes extra time and any penalty shootout.", ["legal"]),
]

S4S = [
    ("The relevant result is the one standing when regulation ends (90 minutes and stoppage); extra time and penalties are left out.", ["semicolon"]),
    ("This market looks only at the scoreline once 90 minutes and stoppage have been played.", ["numerals"]),
    ("Only regulation (90' + stoppage) counts.", ["terse"]),
    ("Settlement uses the regulation-time result; extra periods and shootouts are ignored.", ["syn:extra_periods"]),
    ("Time considered: the ninety minutes plus added time, and nothing after.", ["colon_label", "number_words"]),
    ("For this contract, the game means regulation play of 90 minutes and stoppage time.", ["definition"]),
]

S5 = [
    (" at any point in the game, including stoppage time and any extra time played (shootout kicks excluded)", ["parenthetical"]),
    (" during the full game, extra time included if it happens", ["terse"]),
    (" over the whole match, counting regulation, stoppage and extra time but not a penalty shootout", ["enumeration"]),
    (" across all periods of play, extra time included", ["terse"]),
]

D1 = [
    ("If the score is level at the end of regulation, the Tie market resolves to Yes.", ["syn:level"]),
    ("A drawn game means the market labeled Tie settles Yes.", ["american_spelling"]),
    ("Should the teams finish level, Tie is the winning outcome.", ["subjunctive"]),
    ("Level after regulation: Tie pays Yes.", ["terse"]),
    ("If neither side wins, the Tie contract resolves Yes and both team contracts resolve No.", ["noise:other_markets"]),
    ("In the event of a tie, the Tie market is the one that resolves to Yes.", ["legal"]),
    ("Equal scores at full time make Tie the Yes outcome.", ["syn:equal_scores"]),
]

P2C4 = [
    ("If the match is canceled, or its kickoff is moved more than 48 hours past the original slot, a fair price set under the rules determines settlement.", ["american_spelling", "joined"]),
    ("Cancellation, or a postponement of over forty-eight hours, leads to settlement at a fair price determined under the rules.", ["number_words", "nominal"]),
    ("Should the game be called off, or rescheduled to more than two days after its original date, the market will be settled at fair value per the contract rules.", ["syn:two_days", "syn:fair_value"]),
    ("Called off or pushed back by more than 48 hrs? The market then settles at a fair price.", ["question_form", "abbrev_hrs"]),
    ("Where the event is cancelled or its new kickoff is later than 48 hours after the original kickoff, the exchange assigns the contract a fair price consistent with the rules.", ["british_spelling", "legal"]),
    ("A cancellation, or a delay that takes the start more than 48h past the scheduled time, results in fair-price settlement.", ["abbrev_h"]),
    ("If the match does not begin within 48 hours of its original scheduled start, including because it has been cancelled, the market resolves at a fair price.", ["negative_form"]),
]

P2 = [
    ("If the game is rescheduled to a time more than 48 hours after the original start, the market resolves at a fair price.", ["numerals"]),
    ("A postponement beyond forty-eight hours sends this market to fair-price settlement.", ["number_words"]),
    ("Rescheduling by more than 2 days: fair price.", ["terse"]),
]

P3 = [
    ("If the game is postponed but begins within 48 hours of its original start, the market stays open; if it begins later than that, the market resolves at a fair price.", ["semicolon"]),
    ("A postponed match that kicks off within two days of the scheduled time keeps this market open. Beyond two days, it settles at a fair price.", ["syn:two_days", "split_sentences"]),
    ("Postponements of up to 48 hours: market remains open for the rescheduled game. Longer postponements: fair-price settlement.", ["terse", "colon_label"]),
    ("Delayed, but underway within forty-eight hours? The market carries on. Delayed further? Fair price.", ["question_form", "number_words"]),
    ("The market survives a postponement only if the new start is no more than 48 hours after the original one; otherwise it settles at a fair price.", ["syn:survives"]),
    ("Where the rearranged kickoff falls inside a 48-hour window from the original time, trading continues; outside that window the market is valued at a fair price.", ["british", "syn:window"]),
    ("A game pushed back by 48 hours or less stays open and settles on its result; one pushed back further resolves at a fair price.", ["syn:pushed_back"]),
]

C4 = [
    ("If the match is canceled, settlement is at a fair price under the rules.", ["american_spelling"]),
    ("A cancelled game is resolved at a fair price.", ["british_spelling", "passive"]),
    ("Cancellation: the exchange assigns a fair price in line with the rules.", ["colon_label"]),
    ("Should the fixture be scrapped altogether, settlement is at fair value.", ["syn:scrapped", "syn:fair_value"]),
    ("In case of cancellation, the contract is valued at a fair price.", ["terse"]),
    ("If the game is called off entirely, a fair price is used to settle.", ["syn:called_off", "passive"]),
]

AB = {
    "as_cancelled": [
        ("If the match is abandoned and not completed, it is treated the same as a cancellation.", ["syn:abandoned"]),
        ("Abandoned games follow the cancellation rule.", ["terse"]),
    ],
    "refund": [("If the game is abandoned, all positions are refunded at their purchase price.", ["refund"])],
    "last_price": [("If play is abandoned and not resumed, the market settles at the last traded price before the stoppage.", ["syn:last_traded"])],
    "50-50": [("An abandoned game settles at 50 cents per contract.", ["cents"])],
}

NOTES = [
    ("The other outcomes for this game (each team and Tie) trade as separate markets in the same event.", ["noise:other_markets"]),
    ("Live scores in the app are shown for information only.", ["noise:score_display"]),
    ("Totals, spreads and both-teams-to-score markets for this game are listed separately.", ["noise:other_markets"]),
    ("Each contract pays $1 if it resolves Yes.", ["noise:payout"]),
    ("Trading is available around the clock until the market closes.", ["noise:trading"]),
    ("ESPN's scoreboard may show a shootout result next to the score; shootout goals are not counted.", ["noise:score_display"]),
]

# ---------------------------------------------------------------------------
# Specs
# ---------------------------------------------------------------------------

def S(c, h, a, d, t, fam, side, **kw):
    kw.update(dict(c=c, h=h, a=a, d=d, t=t, fam=fam, side=side))
    return kw


SPECS = [
    S("epl", "ars", "che", "2026-09-19", 16, "win", "home", sc="S2", v="P2C4"),
    S("epl", "ars", "che", "2026-09-19", 16, "draw", "draw", sc="S2", v="P2C4", note=True),
    S("epl", "liv", "mac", "2026-10-03", 11, "win", "away", sc="S2", v="P3+C4", lay="bullets"),
    S("laliga", "rea", "bar", "2026-10-25", 15, "win", "home", sc="S2", v="P2C4", ab="as_cancelled"),
    S("laliga", "mad", "bet", "2026-11-08", 20, "win", "away", sc="S2", v="P2C4", vprim=True),
    S("bundesliga", "bay", "dor", "2026-11-21", 17, "win", "home", sc="S4", v="P3+C4", lay="numbered"),
    S("seriea", "int", "acm", "2026-09-27", 18, "win", "away", sc="S2", v="P2C4", ab="refund"),
    S("seriea", "juv", "nap", "2026-12-13", 19, "draw", "draw", sc="S3", v="P3+C4", note=True),
    S("ligue1", "lyo", "mon", "2027-01-17", 14, "draw", "draw", sc="S2", v="P2C4", ab="as_cancelled", lay="bullets"),
    S("eredivisie", "aja", "psv", "2026-10-25", 13, "win", "home", sc="S2", v="P2C4",
      src=("Outcome verification: the official Eredivisie match centre; if it is unavailable, ESPN's match report.", "official", "provider")),
    S("eredivisie", "fey", "az", "2026-11-29", 15, "draw", "draw", sc="S4", v="P3+C4"),
    S("belgian_pro_league", "bru", "and", "2026-11-01", 17, "win", "away", sc="S2", v="P2C4", note=True),
    S("ligamx", "ame", "gua", "2026-09-12", 2, "win", "home", sc="S2", v="P3+C4", ab="last_price"),
    S("brasileirao", "pal", "fla", "2026-08-30", 22, "win", "home", sc="S4", v="P2C4", lay="lines"),
    S("brasileirao", "sao", "cor", "2026-09-06", 22, "draw", "draw", sc="S2", v="P2C4",
      src=("The result is verified using Fox Sports' match page.", "provider", None)),
    S("mls", "mia", "lag", "2026-08-22", 23, "win", "away", sc="S2", v="P2C4"),
    S("wc", "esp", "civ", "2026-06-15", 19, "win", "home", sc="S3", v="P2C4"),
    S("wc", "eng", "ger", "2026-06-20", 20, "draw", "draw", sc="S3", v="P2C4", lay="numbered"),
    S("wc", "kor", "jpn", "2026-06-24", 2, "win", "away", sc="S3", v="P3+C4"),
    S("copa_america", "arg", "uru", "2028-06-20", 23, "win", "home", sc="S3", v="P2C4", note=True),
    S("uecl", "che", "bet", "2026-10-22", 19, "win", "home", sc="S2", v="P2C4"),
    S("ucl", "mac", "bay", "2026-10-21", 19, "draw", "draw", sc="S3", v="P2C4"),
    S("epl", "new", "tot", "2026-12-26", 15, "win", "home", sc="S4", v="P2C4", ab="50-50"),
    S("epl", "ast", "not", "2027-01-30", 15, "win", "away", sc="S2", v="P2+C4", lay="bullets",
      src=("Results are taken from the official Premier League website.", "official", None)),
    # spreads
    S("epl", "ars", "che", "2026-09-19", 16, "spread", "home", line=1.5, sc="S2", v="P2C4"),
    S("laliga", "rea", "bar", "2026-10-25", 15, "spread", "away", line=1.5, sc="S2", v="P3+C4"),
    S("seriea", "int", "acm", "2026-09-27", 18, "spread", "home", line=2.5, sc="S4", v="P2C4"),
    S("eredivisie", "psv", "twe", "2026-12-06", 15, "spread", "home", line=1.5, sc="S2", v="P2C4", note=True),
    # totals
    S("epl", "liv", "mac", "2026-10-03", 11, "total", "over", line=2.5, sc="S2", v="P2C4"),
    S("bundesliga", "bay", "dor", "2026-11-21", 17, "total", "over", line=3.5, sc="S2", v="P2+C4"),
    S("ligue1", "par", "olm", "2026-10-18", 19, "total", "over", line=2.5, sc="S4", v="P2C4"),
    S("mls", "mia", "lag", "2026-08-22", 23, "total", "over", line=1.5, sc="S2", v="P3+C4"),
    S("uel", "tot", "rom", "2027-03-18", 20, "total", "over", line=2.5, sc="S5", v="P2C4", rnd="round-of-16 second leg"),
    # btts
    S("epl", "ars", "che", "2026-09-19", 16, "btts", "yes", sc="S2", v="P2C4"),
    S("laliga", "mad", "bet", "2026-11-08", 20, "btts", "yes", sc="S4", v="P2C4"),
    S("brasileirao", "fla", "cor", "2026-10-11", 21, "btts", "yes", sc="S2", v="P2C4", ab="as_cancelled"),
    # halves
    S("epl", "liv", "mac", "2026-10-03", 11, "half", "home", half="first", v="P2C4",
      out="If {team} leads {opp} at halftime of the {home} vs {away} {comp} game originally scheduled for {date}, the market resolves to Yes. Only goals in the first half, including its stoppage time, count."),
    S("bundesliga", "bay", "dor", "2026-11-21", 17, "half", "draw", half="first", v="P2C4",
      out="If the first half of the {home} vs {away} {comp} match originally scheduled for {date} ends level, the market resolves to Yes."),
    S("ligamx", "ame", "gua", "2026-09-12", 2, "half", "away", half="second", v="P3+C4",
      out="If {team} outscores {opp} in the second half of the {comp} game originally set for {date}, counting only goals scored after halftime and before the end of regulation, the market resolves to Yes."),
    S("seriea", "juv", "nap", "2026-12-13", 19, "half", "home", half="second", v="P2C4",
      out="The market resolves Yes if {team} scores more second-half goals than {opp} in {home} vs {away} ({comp}, originally scheduled {date}); first-half goals are not counted."),
    S("ligue1", "lyo", "mon", "2027-01-17", 14, "half", "away", half="first", v="P3+C4",
      out="Should {team} be ahead of {opp} when the first half of the {home} vs {away} {comp} game originally scheduled for {date} ends, this market resolves to Yes. Second-half goals are irrelevant."),
    S("laliga", "mad", "bet", "2026-11-08", 20, "half", "draw", half="second", v="P2C4",
      out="If {home} and {away} score the same number of goals as each other in the second half of their {comp} game originally scheduled for {date}, the market resolves to Yes. Goals before halftime are not counted."),
    # exact score
    S("epl", "new", "tot", "2026-12-26", 15, "exact_score", "2-1", sc="S2", v="P2C4",
      out="If the {home} vs {away} {comp} game originally scheduled for {date} finishes {home} 2, {away} 1{scope}, the market resolves to Yes."),
    S("laliga", "rea", "bar", "2026-10-25", 15, "exact_score", "0-0", sc="S4", v="P2C4",
      out="If neither {home} nor {away} scores in their {comp} game originally scheduled for {date}, leaving it 0-0, the market resolves to Yes."),
    S("eredivisie", "aja", "psv", "2026-10-25", 13, "exact_score", "1-3", sc="S2", v="P3+C4",
      out="If {away} win 3-1 away at {home} in the {comp} game originally scheduled for {date}{scope}, the market resolves to Yes."),
    # other
    S("epl", "ars", "che", "2026-09-19", 16, "other", "home", sub="ftts", sc="S5", v="P2C4"),
    S("wc", "esp", "civ", "2026-06-15", 19, "other", "away", sub="ftts", sc="S5", v="P2C4"),
    S("mls", "mia", "lag", "2026-08-22", 23, "other", "away", sub="ftts", sc="S5", v="P3+C4"),
    S("laliga", "rea", "bar", "2026-10-25", 15, "other", "over", sub="corners", line=9.5, sc="S2", v="P2C4",
      out="If 10 or more corner kicks are taken in total in the {home} vs {away} {comp} game originally scheduled for {date}{scope}, the market resolves to Yes."),
    # advance
    S("ucl", "rea", "mac", "2027-03-17", 20, "advance", "home", v="P2C4", rnd="round-of-16 tie"),
    S("wc", "fra", "ned", "2026-07-04", 20, "advance", "away", v="P2C4", rnd="round-of-16 match"),
    S("uecl", "bet", "fio", "2027-05-06", 19, "advance", "home", v="P3+C4", rnd="semi-final"),
    S("copa_america", "arg", "bra", "2028-07-05", 0, "advance", "home", v="P2C4", rnd="semi-final"),
]

# ---------------------------------------------------------------------------
# Build
# ---------------------------------------------------------------------------

NUMS = {1.5: (2, 1), 2.5: (3, 2), 3.5: (4, 3)}
MARGIN = {1.5: ["two goals or more", "at least two clear goals"],
          2.5: ["three goals or more", "at least three clear goals"]}


def _fixture(spec):
    comp = COMPS[spec["c"]]
    return comp, TEAMS[spec["c"]][spec["h"]], TEAMS[spec["c"]][spec["a"]]


def build_market(spec, home, away, comp, primary, secondary):
    fam, side = spec["fam"], spec["side"]
    td = ticker_date(spec["d"])
    ev = td + home[3] + away[3]
    H, A = home[2], away[2]
    team = home if side == "home" else away
    pre = comp[3]
    if fam in ("win", "draw"):
        suf, code = "GAME", ("TIE" if side == "draw" else team[3])
        title, yes = "%s vs %s Winner?" % (H, A), ("Tie" if side == "draw" else team[2])
    elif fam == "spread":
        suf, code = "SPREAD", "%s%d" % (team[3], int(spec["line"] + 0.5))
        title, yes = "%s vs %s: Spread" % (H, A), "%s wins by over %s goals" % (team[2], line_str(spec["line"]))
    elif fam == "total":
        suf, code = "TOTAL", str(int(spec["line"] + 0.5))
        title, yes = "%s vs %s: Total Goals" % (H, A), "Over %s goals" % line_str(spec["line"])
    elif fam == "btts":
        suf, code = "BTTS", "BTTS"
        title, yes = "%s vs %s: Both Teams to Score?" % (H, A), "Both teams score"
    elif fam == "half":
        suf = "1H" if spec["half"] == "first" else "2H"
        code = "TIE" if side == "draw" else team[3]
        title = "%s vs %s: %s Half Winner?" % (H, A, "First" if spec["half"] == "first" else "Second")
        yes = "Tie" if side == "draw" else team[2]
    elif fam == "exact_score":
        suf, code = "SCORE", side.replace("-", "")
        title, yes = "%s vs %s: Exact Score" % (H, A), "%s %s %s" % (H, side, A)
    elif fam == "advance":
        suf, code = "ADVANCE", team[3]
        title, yes = "%s vs %s: Which team advances?" % (H, A), team[2]
    else:
        sub = spec["sub"]
        if sub == "ftts":
            suf, code = "FTTS", team[3]
            title, yes = "%s vs %s: First Team to Score" % (H, A), team[2]
        else:
            suf, code = "CORNERS", str(int(spec["line"] + 0.5))
            title, yes = "%s vs %s: Total Corners" % (H, A), "Over %s corners" % line_str(spec["line"])
    series = pre + suf
    return {
        "ticker": "%s-%s-%s" % (series, ev, code),
        "event_ticker": "%s-%s" % (series, ev),
        "series_ticker": series,
        "title": title,
        "yes_sub_title": yes,
        "no_sub_title": yes,
        "rules_primary": primary,
        "rules_secondary": secondary,
        "occurrence_datetime": "%sT%02d:00:00Z" % (spec["d"], spec["t"]),
    }


def join_secondary(texts, lay):
    if lay == "one":
        return " ".join(texts)
    if lay == "lines":
        return "\n".join(texts)
    if lay == "bullets":
        return "\n".join("• " + t for t in texts)
    if lay == "numbered":
        return "\n".join("(%d) %s" % (i + 1, t) for i, t in enumerate(texts))
    raise ValueError(lay)


def build_generated(rot):
    legs = []
    for n, spec in enumerate(SPECS, 1):
        comp, home, away = _fixture(spec)
        fam, side = spec["fam"], spec["side"]
        team = home if side == "home" else away
        opp = away if side == "home" else home
        fmt = dict(team=team[2], opp=opp[2], home=home[2], away=away[2], comp=comp[1],
                   date=date_v2(spec["d"]), round=spec.get("rnd", "tie"), scope="")
        if "line" in spec:
            l = spec["line"]
            o, u = NUMS.get(l, (10, 9))
            fmt.update(lstr=line_str(l), n_over_num=str(o), n_over_word=NUM_WORDS[o])
            if l in MARGIN:
                fmt["margin"] = MARGIN[l][n % 2]
        styles, meanings, wordings = set(), ["F:" + fam], []
        sec = []

        def pick(bankname, bank, meaning=None):
            i, (text, st) = rot.pick(bankname, bank)
            styles.update(st)
            if meaning:
                if meaning not in meanings:
                    meanings.append(meaning)
                wordings.append((meaning, bankname, i))
            return text

        sc = spec.get("sc")
        if sc == "S2":
            fmt["scope"] = pick("S2", S2, "S2")
        elif sc == "S3":
            fmt["scope"] = pick("S3P", S3P, "S3")
        elif sc == "S5":
            fmt["scope"] = pick("S5", S5, "S5")
        elif sc == "S4":
            meanings.append("S4")
        # outcome
        if "out" in spec:
            primary = spec["out"].format(**fmt)
        else:
            bank = {"win": WIN, "draw": DRAW, "spread": SPREAD, "total": TOTAL, "btts": BTTS,
                    "advance": ADVANCE, "other": FTTS}[fam]
            primary = pick("OUT_" + fam, bank, "S6" if fam == "advance" else None).format(**fmt)
        # secondary
        if sc == "S3":
            sec.append(pick("S3S", S3S))
            wordings.append(("S3", "S3S", rot.pos["S3S"] - 1))
        elif sc == "S4":
            sec.append(pick("S4S", S4S))
            wordings.append(("S4", "S4S", rot.pos["S4S"] - 1))
        if fam in ("win", "draw"):
            sec.append(pick("D1", D1, "D1"))
        v = spec["v"]
        void_texts = []
        if v == "P2C4":
            t = pick("P2C4", P2C4, "P2")
            meanings.append("C4")
            wordings.append(("C4", "P2C4", rot.pos["P2C4"] - 1))
            void_texts.append(t)
        elif v == "P3+C4":
            void_texts.append(pick("P3", P3, "P3"))
            void_texts.append(pick("C4", C4, "C4"))
        elif v == "P2+C4":
            void_texts.append(pick("P2", P2, "P2"))
            void_texts.append(pick("C4", C4, "C4"))
        if spec.get("vprim"):
            primary = primary + " " + " ".join(void_texts)
        else:
            sec.extend(void_texts)
        ab = spec.get("ab")
        va = None
        if ab:
            sec.append(pick("AB_" + ab, AB[ab], "AB"))
            va = "fair_price" if ab == "as_cancelled" else ab
        src = spec.get("src")
        if src:
            sec.append(src[0])
            styles.add("text_source")
            sp, sf = src[1], src[2]
        else:
            meanings.append("R3")
            wordings.append(("R3", "series", spec["c"]))
            sp, sf = series_source_kind(comp[6]), None
        if spec.get("note"):
            sec.append(pick("NOTE", NOTES))
        lay = spec.get("lay", "one")
        styles.add("layout:" + lay)
        secondary = join_secondary(sec, lay)
        market = build_market(spec, home, away, comp, primary, secondary)
        if fam in ("win", "advance", "spread") or spec.get("sub") == "ftts" or (fam == "half" and side != "draw"):
            outcome = team[2]
        elif fam == "draw" or (fam == "half" and side == "draw"):
            outcome = "draw"
        else:
            outcome = side
        if fam == "half":
            scope = None
        elif fam == "advance":
            scope = "penalties"
        elif sc == "S5":
            scope = "extra_time"
        else:
            scope = "regulation"
        expected = {
            "family": fam, "outcome": outcome,
            "line": spec.get("line") if fam in ("spread", "total", "other") else None,
            "half": spec.get("half"), "scope": scope,
            "source_primary": sp, "source_fallback": sf,
            "timing_window": 48, "void_cancelled": "fair_price",
            "void_postponed_long": "fair_price", "void_abandoned": va,
        }
        legs.append(dict(styles=sorted(styles), meanings=meanings, home=home[2], away=away[2],
                         competition=spec["c"], market=market,
                         series_settlement_sources=comp[6], expected=expected,
                         _wordings=wordings))
    return legs


def _exp(family, outcome, scope, sp, sf, tw, vc, vp, va, line=None, half=None):
    return {"family": family, "outcome": outcome, "line": line, "half": half, "scope": scope,
            "source_primary": sp, "source_fallback": sf, "timing_window": tw,
            "void_cancelled": vc, "void_postponed_long": vp, "void_abandoned": va}


SPECIALS = [
    # FAQ secondary, S4 answered there
    dict(c="bundesliga", h="b04", a="lei", d="2027-02-13", t=14, fam="win", side="home",
         styles=["faq", "question_form", "layout:faq"],
         meanings=["F:win", "S4", "D1", "P3", "C4", "AB", "R3"],
         primary="If Leverkusen wins the Leverkusen vs RB Leipzig German Bundesliga game originally scheduled for Feb 13, 2027, then the market resolves to Yes.",
         secondary=("Which part of the game counts? Regulation only: 90 minutes plus stoppage. Extra time and penalties play no part.\n"
                    "What if it ends level? Then the Tie market is the one that resolves Yes.\n"
                    "What if kickoff is delayed? If the game starts no later than 48 hours after the original time, the market stays open. Any later, and it settles at a fair price.\n"
                    "What if it is cancelled? Fair price.\n"
                    "What if it is abandoned partway? Same as a cancellation."),
         exp=_exp("win", "Leverkusen", "regulation", "provider", None, 48, "fair_price", "fair_price", "fair_price"),
         wordings=[("S4", "faq", 1), ("D1", "faq", 1), ("P3", "faq", 1), ("C4", "faq", 1), ("AB", "faq", 1), ("R3", "series", "bundesliga")]),
    # legal drafting with definitions, total
    dict(c="seriea", h="ata", a="bol", d="2027-02-21", t=14, fam="total", side="over", line=2.5,
         styles=["legal", "definitions", "legal_numbers"],
         meanings=["F:total", "S3", "P2", "C4", "R3"],
         primary="If three (3) or more Goals are scored in the Atalanta vs Bologna Italian Serie A game originally scheduled for Feb 21, 2027 at the end of ninety (90) minutes plus stoppage time, the market resolves to Yes.",
         secondary=("\"Goals\" means goals recorded in the official match report, own goals included. For the avoidance of doubt, goals scored in extra time and kicks taken in a penalty shoot-out are not Goals. "
                    "Notwithstanding the foregoing, if the game is cancelled, or its start is deferred by more than forty-eight (48) hours, the market shall resolve at a fair price pursuant to the rules."),
         exp=_exp("total", "over", "regulation", "provider", None, 48, "fair_price", "fair_price", None, line=2.5),
         wordings=[("S3", "legal", 2), ("P2", "legal", 2), ("C4", "legal", 2), ("R3", "series", "seriea")]),
    # terse notes, draw
    dict(c="belgian_pro_league", h="gen", a="usg", d="2026-12-13", t=15, fam="draw", side="draw",
         styles=["terse", "notes", "abbrev"],
         meanings=["F:draw", "S2", "D1", "P3", "C4", "R3"],
         primary="Tie resolves Yes if Genk vs Union SG (Belgian Pro League, originally scheduled Dec 13, 2026) is level at 90'+stoppage; no ET, no pens.",
         secondary=("Level -> Tie = Yes.\nPostponed <=48h: stays open. >48h: fair price.\nCanceled: fair price.\nScores on the app may lag."),
         exp=_exp("draw", "draw", "regulation", "provider", None, 48, "fair_price", "fair_price", None),
         wordings=[("S2", "terse", 3), ("D1", "terse", 3), ("P3", "terse", 3), ("C4", "terse", 3), ("R3", "series", "belgian_pro_league")]),
    # AMBIGUOUS scope: no scope in either field
    dict(c="ligamx", h="mty", a="tig", d="2026-10-17", t=1, fam="win", side="home",
         styles=["ambiguous"],
         meanings=["F:win", "S4", "S:ambiguous", "D1", "P2", "C4", "R3"],
         primary="If Monterrey wins the Monterrey vs Tigres Mexican Liga MX game originally scheduled for Oct 17, 2026, then the market resolves to Yes.",
         secondary="If the game finishes level, Tie resolves Yes. A cancellation, or a postponement of more than 48 hours, is settled at a fair price.",
         exp=_exp("win", "Monterrey", "ambiguous", "provider", None, 48, "fair_price", "fair_price", None),
         wordings=[("D1", "amb", 4), ("P2", "amb", 4), ("C4", "amb", 4), ("R3", "series", "ligamx")]),
    # AMBIGUOUS scope: primary regulation vs secondary extra time
    dict(c="copa_america", h="col", a="ecu", d="2028-06-28", t=23, fam="win", side="home",
         styles=["ambiguous", "contradiction"],
         meanings=["F:win", "S:ambiguous", "D1", "P2", "C4", "R3"],
         primary="If Colombia beats Ecuador in the Colombia vs Ecuador Copa America quarterfinal originally scheduled for Jun 28, 2028 after 90 minutes plus stoppage time, the market resolves to Yes.",
         secondary="Goals scored in any extra time are included in the final score for this market. If the sides are level, Tie resolves to Yes. A cancellation, or a delay beyond 48 hours, is settled at a fair price.",
         exp=_exp("win", "Colombia", "ambiguous", "official", None, 48, "fair_price", "fair_price", None),
         wordings=[("D1", "amb", 5), ("P2", "amb", 5), ("C4", "amb", 5), ("R3", "series", "copa_america")]),
    # AMBIGUOUS timing window (48 h vs one week); payout clear
    dict(c="brasileirao", h="bot", a="pal", d="2026-11-15", t=21, fam="win", side="away",
         styles=["ambiguous", "contradiction", "layout:bullets"],
         meanings=["F:win", "S2", "D1", "P:ambiguous", "C4", "R3"],
         primary="If Palmeiras beats Botafogo in the Botafogo vs Palmeiras Brazilian Serie A game originally scheduled for Nov 15, 2026, judged on regulation time only (90 minutes plus stoppage, no extra time or penalties), the market resolves to Yes.",
         secondary=("• Tie resolves Yes if the game is level.\n"
                    "• A postponement of more than 48 hours sends the market to a fair-price settlement.\n"
                    "• A postponed game keeps this market open for up to one week from the original start.\n"
                    "• Cancellation: fair price."),
         exp=_exp("win", "Palmeiras", "regulation", "provider", None, "ambiguous", "fair_price", "fair_price", None),
         wordings=[("S2", "amb", 6), ("D1", "amb", 6), ("C4", "amb", 6), ("R3", "series", "brasileirao")]),
    # AMBIGUOUS abandonment; cancellation clear
    dict(c="uecl", h="leg", a="rap", d="2026-11-05", t=20, fam="win", side="away",
         styles=["ambiguous"],
         meanings=["F:win", "S2", "D1", "P2", "C4", "AB:ambiguous", "R3"],
         primary="If Rapid Vienna beats Legia Warsaw in the Legia Warsaw vs Rapid Vienna UEFA Europa Conference League game originally scheduled for Nov 5, 2026, based on the 90 minutes plus stoppage time (not extra time or penalties), the market resolves to Yes.",
         secondary="If the match ends level, the Tie market resolves to Yes. Cancellation, or a new start more than 48 hours after the original one, means a fair-price settlement. If the game is abandoned, the exchange will decide the settlement in light of the competition's ruling on the match.",
         exp=_exp("win", "Rapid Vienna", "regulation", "provider", None, 48, "fair_price", "fair_price", "ambiguous"),
         wordings=[("S2", "amb", 7), ("D1", "amb", 7), ("P2", "amb", 7), ("C4", "amb", 7), ("R3", "series", "uecl")]),
]


def build_specials():
    legs = []
    for sp in SPECIALS:
        comp, home, away = _fixture(sp)
        market = build_market(sp, home, away, comp, sp["primary"], sp["secondary"])
        legs.append(dict(styles=sorted(sp["styles"]), meanings=sp["meanings"], home=home[2],
                         away=away[2], competition=sp["c"], market=market,
                         series_settlement_sources=comp[6], expected=sp["exp"],
                         _wordings=sp["wordings"]))
    return legs


def build():
    rot = Rotor()
    legs = build_generated(rot) + build_specials()
    out = []
    for n, leg in enumerate(legs, 1):
        rec = {"id": "g2-%03d" % n, "venue": "venue_two"}
        rec.update(leg)
        out.append(rec)
    return out
