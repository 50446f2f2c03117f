"""venue_one legs of held-out set (h).

Clause banks hold several wordings of each meaning, each tagged with styles.
The spec table picks fixture, family, side, clauses and layout; wordings
rotate through the banks. `specials()` holds hand-written whole texts.
"""
from common import (COMPS, TEAMS, DATE_FMTS, game_start, lay, headed, derive,
                    date_long_us, date_long_uk, date_short_uk, date_iso)

# ---------------------------------------------------------------------------
# Outcome sentences (1X2)

WIN = [
    ("Resolves Yes if {team} beat {opp} in their {comp} fixture on {date}. Any other result, whether a {opp} win or a draw, resolves No.",
     ["plain", "condition_first", "syn:beat"]),
    ("{team} must come away with the victory against {opp} ({comp}, {date}) for this market to pay Yes; a stalemate or a defeat means No.",
     ["consumer", "syn:victory", "syn:stalemate", "result_first"]),
    ("This contract pays out \"Yes\" only when {team} finish the {comp} match versus {opp}, set for {date}, with more goals than their opponents. Should the sides finish level, or should {opp} prevail, it pays \"No\".",
     ["compliance", "syn:prevail", "syn:level"]),
    ("YES = {team} win. NO = draw or {opp} win. Fixture: {home} v {away}, {comp}, {date}.",
     ["terse", "trader"]),
    ("Victory for {team} settles this market as Yes. It concerns the {comp} game between {home} and {away} on {date}; if {team} fail to win, it settles as No.",
     ["result_first", "syn:victory", "split_clauses"]),
    ("Should {team} get the better of {opp} when the two meet in the {comp} on {date}, holders of Yes are paid. Otherwise the market goes No.",
     ["condition_first", "syn:get_the_better_of", "british"]),
    ("The question is simple: will {team} defeat {opp} in the {comp} on {date}? If they do, Yes. A draw or a {opp} win, No.",
     ["consumer", "syn:defeat", "question_form"]),
    ("{team} to win vs {opp} ({comp}) on {date}. Pays Yes only if {team} take all three points; a draw or a win for {opp} pays No.",
     ["trader", "terse"]),
]

DRAW = [
    ("Resolves Yes if {home} and {away} finish their {comp} meeting on {date} level on goals. A winner on either side means No.",
     ["plain", "syn:level"]),
    ("This market asks whether the {comp} fixture {home} vs. {away} ({date}) will end all square. Yes if it does; No if either club wins.",
     ["consumer", "syn:all_square", "question_form"]),
    ("YES = draw. NO = either side wins. {home} v {away}, {comp}, {date}.",
     ["terse", "trader"]),
    ("A tied scoreline between {home} and {away} ({comp}, {date}) makes this market Yes; should one of the teams prevail it becomes No.",
     ["result_first", "syn:tied", "syn:prevail"]),
    ("If the {comp} game on {date} finishes honours even between {home} and {away}, expect a Yes resolution. A victory for either team resolves it No.",
     ["british", "british_spelling", "syn:honours_even", "condition_first"]),
    ("Will neither {home} nor {away} come out ahead in the {comp} on {date}? A draw pays Yes and any decisive result pays No.",
     ["question_form", "syn:come_out_ahead"]),
    ("This contract concerns the {comp} match of {date}, {home} against {away}. It is settled Yes where both sides score the same number of goals and No in every other case.",
     ["compliance", "passive"]),
]

# ---------------------------------------------------------------------------
# Clause banks

S1 = [
    ("Only regular time counts: the 90 minutes plus any time the referee adds on at the end of each half.", ["numerals", "colon_definition"]),
    ("Settlement looks at the score once normal time is up, stoppage time included. Extra time and shoot-outs, if any, are ignored.", ["split_clauses", "syn:normal_time"]),
    ("Result basis: regulation (90' + added time). No ET, no pens.", ["terse", "trader", "abbrev"]),
    ("Goals scored after the added time of the second half has run out, whether in an extra period or in a penalty shoot-out, are disregarded for the purposes of this Market.", ["compliance", "passive"]),
    ("We use the scoreline at the final whistle of the ninety minutes, injury time included.", ["number_words", "syn:injury_time", "consumer"]),
    ("The relevant result is the one standing at the close of regulation play, meaning two halves of forty-five minutes together with stoppage time.", ["number_words", "compliance"]),
    ("Only the first ninety minutes and their added time are taken into account.", ["number_words", "passive"]),
    ("Scope - full time (90 mins + injury time). Anything played afterwards does not count.", ["terse", "abbrev"]),
    ("For settlement, the match ends when the referee blows for full time after the second half, including stoppage time; no extra period is considered.", ["british", "joined_clauses"]),
]

P1 = [
    ("If the fixture is postponed, the market is not settled early; it simply remains open until the game takes place, whenever that is.", ["plain", "joined_clauses"]),
    ("Postponed? Then this market waits for the rearranged match, with no deadline.", ["consumer", "question_form", "syn:rearranged"]),
    ("Postponement: market stays live until played. No cut-off.", ["terse", "trader"]),
    ("A match that gets pushed back to a later date keeps this market running; resolution follows the result of the rescheduled game, however far off it is.", ["syn:pushed_back", "syn:rescheduled"]),
    ("In the event of postponement, the Market shall remain open pending completion of the rescheduled fixture, without limitation as to time.", ["compliance", "legal"]),
    ("Delays to the kickoff date do not trigger settlement. We hold the market open and resolve on the game when it is eventually played.", ["american", "split_clauses", "syn:delay"]),
    ("If the game is moved, this market will stay open for as long as it takes for it to be played.", ["future", "syn:moved"]),
    ("Where play is deferred to a new date, trading continues and the outcome is taken from that later match, no matter when it happens.", ["syn:deferred", "compliance"]),
]

P4 = [
    ("If the game is postponed and no new date is set within fourteen days, the market settles at the last fair market price, taken at the moment the postponement was announced.", ["number_words"]),
    ("Postponed and not rescheduled inside two weeks -> resolves at the last fair price prevailing when the postponement was made public.", ["terse", "arrow", "syn:two_weeks"]),
    ("Should a postponed fixture fail to receive a new date within a fortnight, this Market will be settled at its last fair market price as of the time the postponement was announced.", ["compliance", "syn:fortnight", "british"]),
    ("A postponement gives the organisers 14 days to fix a new date. If they do not, we settle at the last fair market price from the time of the announcement.", ["numerals", "british_spelling", "split_clauses"]),
    ("Where the match is postponed and has not been rescheduled within 336 hours, settlement is at the final fair market price recorded at the announcement of the postponement.", ["numerals", "syn:336_hours", "passive"]),
    ("Postponement: 2-week window to reschedule; miss it and the contract is priced at the last fair market value as of when the postponement was announced.", ["trader", "terse", "numerals"]),
    ("If the match has not been given a new slot within two weeks of being postponed, the market will resolve to the last fair market price at announcement time.", ["future", "number_words"]),
]

C1_WIN = [
    ("If the match is cancelled outright and never replayed, this market resolves No.", ["british_spelling"]),
    ("Cancelled with no replacement fixture: resolves No.", ["terse", "british_spelling"]),
    ("Should the fixture be scrapped entirely, without a make-up date, the outcome is No.", ["syn:scrapped", "condition_first"]),
    ("In the event that the match is canceled and not rescheduled at all, the Market shall resolve to \"No\".", ["american_spelling", "legal"]),
    ("A game that is called off for good (no rearranged match) means this market pays No.", ["syn:called_off", "parenthetical"]),
    ("Cancellation with no make-up game: No.", ["terse", "trader"]),
    ("If the game never gets played because it is cancelled permanently, Yes holders receive nothing and the market resolves No.", ["consumer", "british_spelling"]),
]

C1_DRAW = [
    ("If the match is cancelled outright and never replayed, this market resolves Yes.", ["british_spelling"]),
    ("Cancelled, never replayed -> Yes (a cancelled fixture counts as a draw here).", ["terse", "arrow", "parenthetical"]),
    ("Should the fixture be scrapped altogether and not rearranged, the market settles Yes.", ["syn:scrapped"]),
    ("In the event that the match is canceled and no replacement fixture is arranged, the Market shall resolve to \"Yes\".", ["legal", "american_spelling"]),
    ("A permanently called-off match is treated as ending level, so this market pays Yes.", ["syn:called_off", "treated_as_draw"]),
    ("Cancellation (no replay): Yes.", ["terse", "trader"]),
    ("If the game is cancelled and never rearranged, the Draw market resolves Yes.", ["british_spelling", "syn:rearranged"]),
]

C2 = [
    ("If the game is cancelled and not replayed, the market resolves 50-50.", ["numerals"]),
    ("Cancelled and never rearranged: each side is paid 0.50.", ["terse", "decimal"]),
    ("Should the match be scrapped without a rearranged date, both outcomes settle at half value.", ["syn:scrapped", "syn:half_value"]),
    ("In the event of a cancellation with no make-up fixture, the Market shall resolve at a price of $0.50 per share for each of Yes and No.", ["legal", "dollar"]),
    ("Cancelled for good? Then everyone gets 50c a share, Yes and No alike.", ["consumer", "question_form", "cents"]),
    ("Cancellation (no replay): settles fifty-fifty.", ["terse", "number_words"]),
    ("A match that is permanently called off splits the market evenly between Yes and No.", ["syn:called_off", "syn:split_evenly"]),
]

C3_SCORE = [
    ("If the match is called off and no replacement game is staged, this market resolves as though the final score were 0-0.", ["british_spelling", "as_though"]),
    ("Cancelled and never replayed: the score is taken as 0-0 for settlement.", ["terse", "passive"]),
    ("Should the fixture be scrapped without a rearranged date, the market settles on a goalless 0-0 scoreline.", ["syn:scrapped", "syn:goalless"]),
    ("In the event of cancellation without a replacement fixture, the Market shall be resolved on the basis of a deemed score of nil-nil.", ["legal", "syn:nil_nil", "british"]),
    ("Cancellation -> deemed result 0-0.", ["terse", "arrow", "trader"]),
]

C3_FTS = [
    ("If the game is cancelled and not replayed, the market resolves to \"Neither\".", ["plain"]),
    ("Cancelled with no make-up: settled as if no team scored first (the \"Neither\" outcome), so this team's market is No.", ["terse", "parenthetical"]),
]

R1 = [
    ("Resolution source: the official match statistics kept by {body}. If these have not been released within two hours of full time, the market will go by what credible outlets report in agreement.",
     ["colon_definition", "number_words"]),
    ("We settle from the official figures published by {body}. Where those are still missing two hours after the game ends, we rely on what reputable media broadly agree on.",
     ["consumer", "split_clauses"]),
    ("Source: official stats from {body}; if none within 2h of the end, consensus of credible reports.",
     ["terse", "trader", "numerals", "abbrev"]),
    ("The primary resolution source is the official record of the match as recognised by {body}. Failing publication of that record within 2 hours of the final whistle, the Market may be resolved by reference to a consensus of reliable media reporting.",
     ["compliance", "british_spelling", "failing_that"]),
    ("Official data from the competition organiser, {body}, decides the result. If nothing official is out two hours after the match, the result agreed by trustworthy news sources will be used instead.",
     ["british_spelling", "consumer"]),
    ("The result is taken from {site}, the organiser's official channel. Should the official statistics fail to appear within two hours of the end of play, broad agreement among credible outlets serves as the fallback.",
     ["url", "compliance"]),
    ("Governing-body statistics from {body} decide it. Fallback when nothing has been published 2 hrs after the match: what credible reporting agrees on.",
     ["terse", "abbrev"]),
    ("Official statistics released by {body} will be used to determine the outcome; if such statistics are not available within two (2) hours after the match has ended, the outcome may instead rest on a consensus among credible reporters.",
     ["legal", "number_words_and_numerals", "american"]),
]

R2 = [
    ("Once the market has resolved, later changes to the official score will not alter it.", ["plain"]),
    ("Any score correction made after settlement is disregarded.", ["passive", "terse"]),
    ("Post-settlement amendments to the result (for example, by a disciplinary ruling) do not affect this market.", ["compliance", "parenthetical"]),
    ("Revisions after resolution: ignored.", ["terse", "trader"]),
    ("The Market's resolution is final; subsequent revisions to the official result shall have no effect on it.", ["legal"]),
    ("If the league changes the score after we have resolved, the resolution stands.", ["consumer"]),
    ("We go by the official final result at the time of resolution; nothing that changes afterwards counts.", ["consumer", "joined_clauses"]),
]

AB = {
    "as_cancelled": ("A match abandoned before completion is handled exactly like a cancelled one.", ["syn:abandoned"]),
    "50-50": ("If play is stopped and never completed, the market resolves 50-50.", ["syn:stopped"]),
    "no": ("An abandoned game (one that kicks off but is not finished) resolves this market No.", ["parenthetical", "syn:abandoned"]),
    "refund": ("If the referee abandons the match and it is not completed, all trades in this market are voided and stakes returned.", ["syn:abandoned", "refund"]),
    "last_price": ("Should the match be suspended and not resumed, the market settles at the last price traded before the suspension.", ["syn:suspended"]),
    "as_cancelled2": ("Abandonment counts as cancellation for this market.", ["terse", "syn:abandonment"]),
}

NOISE = [
    ("The Draw market and the {opp} market for this event are settled separately.", ["noise:other_markets"]),
    ("Trading stops at the scheduled kick-off time; there is no in-play trading on this market.", ["noise:trading_hours", "british"]),
    ("Live scores on the organiser's website may update with a short delay.", ["noise:website"]),
    ("A goal is scored when the whole of the ball passes over the goal line between the posts and beneath the crossbar; own goals count.", ["noise:goal_definition"]),
    ("Prices shown on this page are indicative and can move quickly around kick-off.", ["noise:prices"]),
    ("Markets on total goals and both teams to score for this fixture are listed under More Markets.", ["noise:other_markets"]),
    ("Player props for this match are offered in a separate event.", ["noise:other_markets"]),
]

HEAD = {
    "out": ["Market", "Outcome", "What you are trading"],
    "scope": ["Period", "Time counted", "Which minutes count"],
    "post": ["Postponement", "If the date changes"],
    "canc": ["Cancellation", "If it is called off"],
    "ab": ["Abandonment", "Stopped games"],
    "src": ["Resolution source", "Data"],
    "r2": ["Corrections", "Finality"],
    "noise": ["Other information", "Notes"],
}
FAQ = {
    "out": "What does Yes mean?",
    "scope": "Which part of the match counts?",
    "post": "What if the match is postponed?",
    "canc": "What if it is called off for good?",
    "ab": "What if the match is abandoned?",
    "src": "Where does the result come from?",
    "r2": "Can the result change later?",
    "noise": "Anything else?",
}


class Rot:
    """Rotating picker over a bank; returns (index, text, styles)."""

    def __init__(self, bank, start=0):
        self.bank, self.i = bank, start

    def next(self):
        k = self.i % len(self.bank)
        self.i += 1
        t, s = self.bank[k]
        return k, t, s


# Fixture helpers

def fx(comp, h, a):
    return TEAMS[h], TEAMS[a], COMPS[comp]


# ---------------------------------------------------------------------------
# Specs. Keys: c comp, h/a team codes, dt date, t time, fam, side, m meanings,
# lay layout, out inline outcome sentence, scope inline scope sentence, line,
# half, ab abandonment key, noise indexes, order, df date format index, q question,
# smt sportsMarketType, git groupItemTitle, slug suffix sfx, two_way.

SPECS = [
    # ---- win ----
    dict(c="epl", h="ARS", a="NEW", dt="2026-09-19", t="16:30", fam="win", side="home",
         m=["S1", "P1", "C1", "R1", "R2"], lay="paras", noise=[0]),
    dict(c="laliga", h="ATH", a="RBB", dt="2026-10-03", t="19:00", fam="win", side="away",
         m=["S1", "P1", "C1", "R1"], lay="one_para", noise=[3]),
    dict(c="seriea", h="NAP", a="ROM", dt="2026-10-25", t="19:45", fam="win", side="home",
         m=["S1", "P4", "C1", "R1", "R2"], lay="headings"),
    dict(c="bundesliga", h="BVB", a="RBL", dt="2026-11-07", t="17:30", fam="win", side="home",
         m=["S1", "P1", "C1", "R1"], lay="bullets", ab="as_cancelled"),
    dict(c="ligue1", h="OM", a="ASM", dt="2026-11-22", t="19:45", fam="win", side="away",
         m=["S1", "P1", "C1", "R1", "R2"], lay="lines", noise=[1]),
    dict(c="championship", h="MID", a="NOR", dt="2026-12-12", t="15:00", fam="win", side="home",
         m=["S1", "P1", "C1", "R1"], lay="faq"),
    dict(c="superlig", h="GAL", a="FEN", dt="2027-02-20", t="16:00", fam="win", side="away",
         m=["S1", "P4", "C1", "R1", "R2"], lay="paras", noise=[2]),
    dict(c="saudipl", h="HIL", a="NAS", dt="2027-01-16", t="17:00", fam="win", side="home",
         m=["S1", "P1", "C1", "R1"], lay="numbered", ab="no"),
    dict(c="j1", h="KOB", a="KAS", dt="2027-03-13", t="05:00", fam="win", side="home",
         m=["S1", "P1", "C1", "R1", "R2"], lay="semicolons"),
    dict(c="aleague", h="MVC", a="SYD", dt="2026-11-14", t="08:35", fam="win", side="away",
         m=["S1", "P1", "C1", "R1"], lay="paras", noise=[4], order=["scope", "out", "post", "canc", "src", "noise"]),
    dict(c="mls", h="LAG", a="MIA", dt="2026-09-26", t="02:30", fam="win", side="away",
         m=["S1", "P1", "C1", "R1", "R2"], lay="dashes"),
    dict(c="wc", h="ARG", a="MAR", dt="2026-06-20", t="20:00", fam="win", side="home",
         m=["S1", "P1", "C1", "R1", "R2"], lay="paras", noise=[0]),
    dict(c="unl", h="ESP", a="POR", dt="2026-10-12", t="18:45", fam="win", side="home",
         m=["S1", "P4", "C1", "R1"], lay="one_para"),
    # ---- draw ----
    dict(c="epl", h="AVL", a="TOT", dt="2026-10-17", t="14:00", fam="draw", side="draw",
         m=["S1", "P1", "C1", "R1", "R2"], lay="paras"),
    dict(c="laliga", h="VIL", a="GIR", dt="2026-11-01", t="15:15", fam="draw", side="draw",
         m=["S1", "P4", "C1", "R1"], lay="headings", ab="as_cancelled2"),
    dict(c="bundesliga", h="LEV", a="VFB", dt="2026-12-05", t="14:30", fam="draw", side="draw",
         m=["S1", "P1", "C1", "R1", "R2"], lay="lines"),
    dict(c="seriea", h="ATA", a="FIO", dt="2027-01-24", t="17:00", fam="draw", side="draw",
         m=["S1", "P1", "C1", "R1"], lay="one_para", noise=[1]),
    dict(c="superlig", h="BJK", a="TRA", dt="2026-10-04", t="17:00", fam="draw", side="draw",
         m=["S1", "P1", "C1", "R1", "R2"], lay="numbered_dot"),
    dict(c="mls", h="SEA", a="CLB", dt="2026-10-10", t="02:00", fam="draw", side="draw",
         m=["S1", "P4", "C1", "R1"], lay="paras", noise=[5]),
    dict(c="wc", h="JPN", a="SEN", dt="2026-06-24", t="23:00", fam="draw", side="draw",
         m=["S1", "P1", "C1", "R1", "R2"], lay="faq"),
    # ---- advance (S6, two-way) ----
    dict(c="ucl", h="PSG", a="LFC", dt="2027-03-10", t="20:00", fam="advance", side="away",
         m=["S6", "P1", "C2", "R1", "R2"], lay="paras",
         q="Will {team} advance past {opp}?", smt="moneyline", sfx="adv-{code}",
         out="This market concerns the {comp} round-of-16 tie between {home} and {away}, whose second leg is played on {date}. It resolves Yes if {team} go through to the quarter-finals and No if {opp} do.",
         scope="The whole tie counts: both legs, any extra time in the second leg and, if needed, the penalty shoot-out."),
    dict(c="wc", h="BRA", a="MEX", dt="2026-07-04", t="17:00", fam="advance", side="home",
         m=["S6", "P1", "C2", "R1"], lay="lines",
         q="{team} to qualify: {home} vs. {away}", smt="to_advance", sfx="qualify-{code}",
         out="Yes if {team} reach the next round from this {comp} knockout game on {date}; No if {opp} progress instead.",
         scope="Extra time and a penalty shootout, where they happen, decide who advances and are included."),
    dict(c="ucl", h="INT", a="BAR", dt="2027-04-14", t="19:00", fam="advance", side="home",
         m=["S6", "P4", "C2", "R1", "R2"], lay="bullets",
         q="Will {team} progress vs. {opp}?", smt="moneyline", sfx="adv-{code}",
         out="Resolves Yes on {team} winning the two-legged {comp} quarter-final against {opp} (return leg {date}).",
         scope="Aggregate score over both legs; if that is level, extra time and then kicks from the penalty mark settle it."),
    # ---- spread ----
    dict(c="epl", h="MCI", a="FUL", dt="2026-11-28", t="15:00", fam="spread", side="home", line=1.5,
         m=["S1", "P1", "C2", "R1", "R2"], lay="paras",
         out="Resolves Yes if {team} beat {opp} by two goals or more in the {comp} on {date}; any smaller win, a draw or a loss is No."),
    dict(c="laliga", h="SEV", a="RMA", dt="2026-12-19", t="20:00", fam="spread", side="away", line=1.5,
         m=["S1", "P1", "C2", "R1"], lay="lines",
         out="{team} -1.5 | Yes if {team} win by at least 2 goals away at {home} ({comp}, {date})."),
    dict(c="bundesliga", h="BMU", a="M05", dt="2027-02-06", t="14:30", fam="spread", side="home", line=2.5,
         m=["S1", "P4", "C2", "R1", "R2"], lay="one_para",
         out="For Yes, {team} have to finish three or more goals clear of {opp} in their {comp} game on {date}."),
    dict(c="ligue1", h="PSG", a="REN", dt="2027-03-07", t="20:00", fam="spread", side="home", line=2.5,
         m=["S1", "P1", "C2", "R1"], lay="numbered", noise=[3],
         out="This market pays Yes if the winning margin of {team} over {opp} is greater than 2.5 goals ({comp}, {date})."),
    dict(c="saudipl", h="AHL", a="ITT", dt="2026-12-04", t="18:00", fam="spread", side="away", line=1.5,
         m=["S1", "P1", "C2", "R1", "R2"], lay="paras",
         out="Does {team} win by a margin of more than one and a half goals at {home} on {date} ({comp})? Yes if so; No otherwise."),
    # ---- total ----
    dict(c="seriea", h="JUV", a="BOL", dt="2026-09-27", t="18:45", fam="total", side="over", line=2.5,
         m=["S1", "P1", "C2", "R1", "R2"], lay="paras",
         out="Resolves Yes if {home} and {away} produce three or more goals between them in the {comp} on {date}. Two goals or fewer is No."),
    dict(c="epl", h="BHA", a="WHU", dt="2027-01-02", t="15:00", fam="total", side="under", line=2.5,
         m=["S1", "P4", "C2", "R1"], lay="dashes",
         out="Yes if the combined score in {home} v {away} ({comp}, {date}) stays at 2 goals or below."),
    dict(c="championship", h="COV", a="WBA", dt="2026-10-24", t="14:00", fam="total", side="over", line=3.5,
         m=["S1", "P1", "C2", "R1", "R2"], lay="one_para", ab="50-50",
         out="The market pays Yes when more than 3.5 goals are scored in total in the {comp} match between {home} and {away} on {date}."),
    dict(c="j1", h="URA", a="HIR", dt="2027-04-03", t="06:00", fam="total", side="under", line=1.5,
         m=["S1", "P1", "C2", "R1"], lay="headings",
         out="This market resolves Yes if no more than one goal is scored in {home} vs. {away} ({comp}, {date}); otherwise it resolves No."),
    # ---- btts ----
    dict(c="epl", h="NFO", a="CRY", dt="2026-12-26", t="15:00", fam="btts", side="yes",
         m=["S1", "P1", "C2", "R1", "R2"], lay="paras", noise=[0],
         out="Resolves Yes if {home} and {away} each score at least once in their {comp} fixture on {date}."),
    dict(c="laliga", h="RSO", a="ATM", dt="2027-02-14", t="20:00", fam="btts", side="yes",
         m=["S1", "P4", "C2", "R1"], lay="lines",
         out="Both {home} and {away} on the scoresheet ({comp}, {date}) -> Yes. One or both blank -> No."),
    dict(c="aleague", h="WSW", a="CCM", dt="2027-01-09", t="08:00", fam="btts", side="yes",
         m=["S1", "P1", "C2", "R1", "R2"], lay="semicolons", ab="refund",
         out="Yes requires goals from both sides in the {comp} game {home} vs. {away} on {date}"),
    # ---- half ----
    dict(c="bundesliga", h="SGE", a="SCF", dt="2026-09-20", t="15:30", fam="half", side="home", half="first",
         m=["P1", "C2", "R1"], lay="paras", smt="first_half_moneyline",
         q="Will {team} lead at half-time vs. {opp}?", sfx="1h-{code}",
         out="Resolves Yes if {team} are ahead of {opp} when the referee blows for half-time in their {comp} match on {date}, first-half stoppage time included. Level or behind at the break is No."),
    dict(c="seriea", h="LAZ", a="INT", dt="2027-03-20", t="19:45", fam="half", side="draw", half="first",
         m=["P1", "C2", "R1", "R2"], lay="lines", smt="first_half_moneyline",
         q="Will {home} vs. {away} be level at half-time?", sfx="1h-draw",
         out="First-half result market. Yes if the score is level at the interval ({comp}, {home} v {away}, {date}); only goals in the opening 45 minutes plus added time count."),
    dict(c="mls", h="LAFC", a="CIN", dt="2027-04-18", t="02:30", fam="half", side="away", half="second",
         m=["P1", "C2", "R1"], lay="one_para", smt="second_half_moneyline",
         q="Will {team} win the second half vs. {opp}?", sfx="2h-{code}",
         out="Counting only goals scored after the interval (second half including its stoppage time), this market resolves Yes if {team} outscore {opp} in the {comp} match on {date}. First-half goals are ignored."),
    dict(c="ligue1", h="LIL", a="RCL", dt="2026-10-18", t="15:00", fam="half", side="home", half="second",
         m=["P4", "C2", "R1", "R2"], lay="bullets", smt="second_half_moneyline",
         q="{team} to win 2nd half vs. {opp}?", sfx="2h-{code}",
         out="2nd-half winner: Yes if {team} score more goals than {opp} between the restart and the final whistle of the 90 minutes ({comp}, {date})."),
    # ---- exact score ----
    dict(c="epl", h="TOT", a="ARS", dt="2027-01-16", t="17:30", fam="exact_score", side="1-2",
         m=["S1", "P1", "C3", "R1", "R2"], lay="paras", smt="exact_score", sfx="cs-1-2",
         q="Exact score: {home} 1-2 {away}?",
         out="Resolves Yes if {away} win 2-1 away at {home} in the {comp} on {date}, that exact scoreline and no other."),
    dict(c="laliga", h="BAR", a="SEV", dt="2026-11-08", t="20:00", fam="exact_score", side="0-0",
         m=["S1", "P1", "C3", "R1"], lay="lines", smt="exact_score", sfx="cs-0-0",
         q="Exact score: {home} 0-0 {away}?",
         out="Yes on a goalless draw, 0-0, between {home} and {away} ({comp}, {date})."),
    dict(c="seriea", h="INT", a="NAP", dt="2027-02-28", t="19:45", fam="exact_score", side="2-2",
         m=["S1", "P4", "C3", "R1", "R2"], lay="headings", smt="exact_score", sfx="cs-2-2",
         q="Exact score: {home} 2-2 {away}?",
         out="This market settles Yes only if the {comp} match {home} vs. {away} on {date} finishes two goals apiece."),
    dict(c="bundesliga", h="RBL", a="BMU", dt="2027-03-06", t="17:30", fam="exact_score", side="0-3",
         m=["S1", "P1", "C3", "R1"], lay="one_para", smt="exact_score", sfx="cs-0-3",
         q="Exact score: {home} 0-3 {away}?",
         out="Yes if {away} beat {home} 3-0 on the road in the {comp} on {date}."),
    dict(c="wc", h="USA", a="CAN", dt="2026-06-27", t="01:00", fam="exact_score", side="3-1",
         m=["S1", "P1", "C3", "R1", "R2"], lay="dashes", smt="exact_score", sfx="cs-3-1",
         q="Exact score: {home} 3-1 {away}?",
         out="Final score {home} 3, {away} 1 in their {comp} group game on {date} -> Yes; any other score -> No."),
    # ---- other ----
    dict(c="ucl", h="ATM", a="BVB", dt="2027-03-17", t="20:00", fam="other", side="home",
         m=["S5", "P1", "C3", "R1", "R2"], lay="paras", smt="first_team_to_score", sfx="fts-{code}",
         q="Will {team} score first vs. {opp}?", c3="fts",
         out="Resolves Yes if {team} are the first side to score in the {comp} knockout match against {opp} on {date}. If {opp} score first, or nobody scores, it resolves No.",
         scope="Every minute played counts here, including any extra time; penalties in a shoot-out are not goals."),
    dict(c="wc", h="FRA", a="CRO", dt="2026-07-10", t="19:00", fam="other", side="away",
         m=["S5", "P1", "C3", "R1"], lay="lines", smt="first_team_to_score", sfx="fts-{code}",
         q="First team to score: {team}?", c3="fts",
         out="Yes if the opening goal of the {comp} quarter-final {home} vs. {away} ({date}) belongs to {team}.",
         scope="The market covers the whole match: regulation, stoppage and extra time if played. Shoot-out kicks do not count."),
    dict(c="epl", h="LFC", a="MCI", dt="2027-02-07", t="16:30", fam="other", side="over", line=9.5,
         m=["S1", "P1", "C2", "R1"], lay="paras", smt="total_corners", sfx="corners-9pt5",
         q="{home} vs. {away}: over 9.5 corners?",
         out="Resolves Yes if the two teams are awarded 10 corner kicks or more combined in their {comp} meeting on {date}, as recorded in the official match statistics."),
    dict(c="ucl", h="SCP", a="ARS", dt="2026-10-21", t="19:00", fam="other", side="yes",
         m=["S5", "P1", "C2", "R1", "R2"], lay="one_para", smt="red_card", sfx="red-card",
         q="Red card shown in {home} vs. {away}?",
         out="Yes if the referee sends off any player of either team in the {comp} game on {date}; a second yellow that leads to a dismissal counts.",
         scope="Cards shown at any stage of the match, any extra time included, count; cards to substitutes on the bench count as well."),
]


# ---------------------------------------------------------------------------

def fmt(s, ctx):
    return s.format(**ctx)


def build_one(spec, idx, rots, date_fmt):
    home_t, away_t, comp = fx(spec["c"], spec["h"], spec["a"])
    comp_name, _, sprefix, _, body, site, _ = comp
    fam, side = spec["fam"], spec["side"]
    team_t = home_t if side == "home" else away_t if side == "away" else None
    opp_t = away_t if side == "home" else home_t if side == "away" else None
    ctx = dict(home=home_t[0], away=away_t[0], comp=comp_name, date=date_fmt(spec["dt"]),
               team=team_t[0] if team_t else "", opp=opp_t[0] if opp_t else away_t[0],
               code=team_t[1] if team_t else "", body=body, site=site)
    styles = set()
    wordings = {}
    parts = {}
    m = spec["m"]
    # outcome
    if fam == "win":
        k, t, s = rots["win"].next()
        parts["out"] = fmt(t, ctx); styles |= set(s)
    elif fam == "draw":
        k, t, s = rots["draw"].next()
        parts["out"] = fmt(t, ctx); styles |= set(s)
    else:
        parts["out"] = fmt(spec["out"], ctx)
    # scope
    if "S1" in m:
        k, t, s = rots["S1"].next(); parts["scope"] = t; styles |= set(s); wordings["S1"] = f"S1.{k}"
    elif spec.get("scope"):
        parts["scope"] = fmt(spec["scope"], ctx)
        sid = [x for x in m if x in ("S5", "S6")][0]
        wordings[sid] = parts["scope"]
    # postponement
    for pid in ("P1", "P4"):
        if pid in m:
            k, t, s = rots[pid].next(); parts["post"] = t; styles |= set(s); wordings[pid] = f"{pid}.{k}"
    # cancellation
    if "C1" in m:
        key = "C1_DRAW" if fam == "draw" else "C1_WIN"
        k, t, s = rots[key].next(); parts["canc"] = t; styles |= set(s); wordings["C1"] = f"{key}.{k}"
    elif "C2" in m:
        k, t, s = rots["C2"].next(); parts["canc"] = t; styles |= set(s); wordings["C2"] = f"C2.{k}"
    elif "C3" in m:
        key = "C3_FTS" if spec.get("c3") == "fts" else "C3_SCORE"
        k, t, s = rots[key].next(); parts["canc"] = t; styles |= set(s); wordings["C3"] = f"{key}.{k}"
    if spec.get("ab"):
        t, s = AB[spec["ab"]]
        parts["ab"] = t; styles |= set(s); wordings["AB"] = spec["ab"]
    if "R1" in m:
        k, t, s = rots["R1"].next(); parts["src"] = fmt(t, ctx); styles |= set(s); wordings["R1"] = f"R1.{k}"
    if "R2" in m:
        k, t, s = rots["R2"].next(); parts["r2"] = t; styles |= set(s); wordings["R2"] = f"R2.{k}"
    if spec.get("noise"):
        parts["noise"] = " ".join(fmt(NOISE[n][0], ctx) for n in spec["noise"])
        for n in spec["noise"]:
            styles |= set(NOISE[n][1])
    order = spec.get("order") or ["out", "scope", "post", "canc", "ab", "src", "r2", "noise"]
    keys = [k for k in order if k in parts]
    layout = spec["lay"]
    if layout == "headings":
        text = headed([(HEAD[k][idx % len(HEAD[k])], parts[k]) for k in keys])
    elif layout == "faq":
        text = "\n\n".join(f"Q: {FAQ[k]}\nA: {parts[k]}" for k in keys)
    else:
        text = lay([parts[k] for k in keys], layout)
    styles.add(f"layout:{layout}")
    # wire
    code_h, code_a = home_t[1], away_t[1]
    base_slug = f"{sprefix}-{code_h}-{code_a}-{spec['dt']}"
    line_wire = None
    outcome = None
    if fam == "win":
        q = f"Will {team_t[0]} win on {spec['dt']}?"
        git, smt, sfx = team_t[0], "moneyline", team_t[1]
        outcome = team_t[0]
    elif fam == "draw":
        q = f"Will {home_t[0]} vs. {away_t[0]} end in a draw?"
        git, smt, sfx = f"Draw ({home_t[0]} vs. {away_t[0]})", "moneyline", "draw"
        outcome = "draw"
    elif fam == "spread":
        ln = spec["line"]
        q = f"Spread: {team_t[0]} (-{ln})"
        git, smt, sfx = f"{team_t[0]} (-{ln})", "spreads", f"spread-{team_t[1]}-{str(ln).replace('.', 'pt')}"
        line_wire = -ln
        outcome = team_t[0]
    elif fam == "total":
        ln = spec["line"]
        word = "over" if side == "over" else "under"
        q = f"{home_t[0]} vs. {away_t[0]}: {word} {ln} goals?"
        git, smt, sfx = f"{word.capitalize()} {ln}", "totals", f"total-{word}-{str(ln).replace('.', 'pt')}"
        line_wire = ln
        outcome = side
    elif fam == "btts":
        q = f"{home_t[0]} vs. {away_t[0]}: Both Teams to Score?"
        git, smt, sfx = "Both Teams to Score", "both_teams_to_score", "btts"
        outcome = side
    else:
        q = fmt(spec["q"], ctx)
        smt = spec["smt"]
        sfx = fmt(spec["sfx"], ctx)
        git = q.rstrip("?")
        if fam in ("advance", "half"):
            outcome = team_t[0] if team_t else "draw"
        elif fam == "exact_score":
            outcome = side
        elif fam == "other":
            outcome = team_t[0] if team_t else side
            if side in ("over", "under"):
                line_wire = spec["line"]
    outcomes = "[\"Yes\", \"No\"]"
    market = dict(
        id=str(5120400 + idx * 37),
        question=q,
        slug=f"{base_slug}-{sfx}",
        groupItemTitle=git,
        sportsMarketType=smt,
        line=line_wire,
        outcomes=outcomes,
        description=text,
        resolutionSource=site,
        event_title=f"{home_t[0]} vs. {away_t[0]}",
        gameStartTime=game_start(spec["dt"], spec["t"]),
    )
    meanings = [f"F:{fam}"] + list(m) + (["AB"] if spec.get("ab") else [])
    ab_v = spec.get("ab")
    if ab_v in ("as_cancelled", "as_cancelled2"):
        ab_v = "as_cancelled"
    exp = derive(fam, outcome, m, line=spec.get("line"), half=spec.get("half"), ab=ab_v)
    leg = dict(styles=sorted(styles), meanings=meanings, home=home_t[0], away=away_t[0],
               competition=spec["c"], market=market, expected=exp)
    leg["_w"] = wordings
    return leg


# ---------------------------------------------------------------------------
# Hand-written legs

def v1_market(comp, h, a, dt, t, idx, q, git, smt, sfx, text, line=None):
    home_t, away_t, c = fx(comp, h, a)
    return dict(id=str(5120400 + idx * 37), question=q,
                slug=f"{c[2]}-{home_t[1]}-{away_t[1]}-{dt}-{sfx}", groupItemTitle=git,
                sportsMarketType=smt, line=line, outcomes="[\"Yes\", \"No\"]",
                description=text, resolutionSource=c[5],
                event_title=f"{home_t[0]} vs. {away_t[0]}", gameStartTime=game_start(dt, t))


def specials(start):
    out = []
    idx = start

    def add(comp, h, a, styles, meanings, market, exp, w):
        home_t, away_t, _ = fx(comp, h, a)
        leg = dict(styles=sorted(styles), meanings=meanings, home=home_t[0], away=away_t[0],
                   competition=comp, market=market, expected=exp)
        leg["_w"] = w
        out.append(leg)

    # 1. Legal drafting with definitions (win, S1, P1, C1, R1, R2, AB as cancelled)
    idx += 1
    txt = (
        "1. Definitions. In these Rules: \"Fixture\" means the Premier League match between Newcastle United FC and "
        "Crystal Palace FC scheduled for 7 November 2026; \"Regulation Period\" means the two halves of the Fixture, "
        "together with all time added by the referee for stoppages, but excluding any extra period or penalty kicks; "
        "\"Official Data\" means the match record published by the Premier League.\n"
        "2. Outcome. This Market resolves to \"Yes\" if Newcastle United FC has scored more goals than Crystal Palace FC "
        "at the end of the Regulation Period, and to \"No\" in every other case.\n"
        "3. Postponement. A postponed Fixture does not bring the Market to an early close. The Market continues until the "
        "Fixture is completed on whatever later date it is played.\n"
        "4. Cancellation and abandonment. Where the Fixture is cancelled without being replayed, or is abandoned and not "
        "completed, the Market resolves to \"No\".\n"
        "5. Resolution. The Market is resolved on Official Data. If Official Data has not been published two hours after "
        "the end of the Fixture, the Market may be resolved on the consensus of credible media reporting. A change to "
        "Official Data made after resolution is of no effect."
    )
    add("epl", "NEW", "CRY", ["legal", "definitions", "numbered_sections", "layout:legal_numbered"],
        ["F:win", "S1", "P1", "C1", "R1", "R2", "AB"],
        v1_market("epl", "NEW", "CRY", "2026-11-07", "15:00", idx, "Will Newcastle United FC win on 2026-11-07?",
                  "Newcastle United FC", "moneyline", "new", txt),
        derive("win", "Newcastle United FC", ["S1", "P1", "C1", "R1", "R2"], ab="as_cancelled"),
        {"S1": "sp.legal", "P1": "sp.legal", "C1": "sp.legal", "R1": "sp.legal", "R2": "sp.legal", "AB": "sp.legal"})

    # 2. Trader terse notes (draw, P4, C1, R1, AB last price)
    idx += 1
    txt = (
        "MKT: Draw | Real Betis Balompié v Girona FC | La Liga | 2027-04-10\n"
        "PAYS YES: level at FT (90 + stoppage). ET/pens n/a.\n"
        "PPD: no new date inside 14d -> last fair mkt price at time of PPD announcement.\n"
        "CXL (no replay): YES.\n"
        "ABD: last traded px before stoppage.\n"
        "SRC: LaLiga official; >2h w/o publication -> credible-media consensus."
    )
    add("laliga", "RBB", "GIR", ["terse", "trader", "abbrev", "layout:notes"],
        ["F:draw", "S1", "P4", "C1", "R1", "AB"],
        v1_market("laliga", "RBB", "GIR", "2027-04-10", "19:00", idx,
                  "Will Real Betis Balompié vs. Girona FC end in a draw?",
                  "Draw (Real Betis Balompié vs. Girona FC)", "moneyline", "draw", txt),
        derive("draw", "draw", ["S1", "P4", "C1", "R1"], ab="last_price"),
        {"S1": "sp.terse", "P4": "sp.terse", "C1": "sp.terse", "R1": "sp.terse", "AB": "sp.terse"})

    # 3. Consumer FAQ (win, S1, P1, C1, R1, R2) with noise
    idx += 1
    txt = (
        "How does this market work?\n"
        "You are predicting whether Trabzonspor will beat Rams Başakşehir FK in the Süper Lig on Sunday 18 October 2026. "
        "If they win, Yes pays out. If the game is drawn or Başakşehir win, No pays out.\n\n"
        "Do late goals count?\n"
        "Goals in stoppage time count. The clock stops for us at the end of the ninety minutes plus added time, so "
        "extra time or penalties would not matter.\n\n"
        "What happens if the match is postponed?\n"
        "Nothing is settled early. Trading carries on until the game eventually takes place.\n\n"
        "And if it is cancelled and never played?\n"
        "Then the market resolves No.\n\n"
        "Who decides the result?\n"
        "We use the official result recognised by the Turkish Football Federation. If that result is not out within "
        "two hours of the final whistle, we use the result that credible news outlets agree on. Corrections made after "
        "we settle do not change anything.\n\n"
        "Where can I see the score?\n"
        "Our match centre shows a live score, but it is for information only."
    )
    add("superlig", "TRA", "IBFK", ["consumer", "faq", "layout:faq_inline", "noise:website", "british_spelling"],
        ["F:win", "S1", "P1", "C1", "R1", "R2"],
        v1_market("superlig", "TRA", "IBFK", "2026-10-18", "16:00", idx, "Will Trabzonspor win on 2026-10-18?",
                  "Trabzonspor", "moneyline", "tra", txt),
        derive("win", "Trabzonspor", ["S1", "P1", "C1", "R1", "R2"]),
        {"S1": "sp.faq", "P1": "sp.faq", "C1": "sp.faq", "R1": "sp.faq", "R2": "sp.faq"})

    # 4. Compliance prose, negated btts (outcome no)
    idx += 1
    txt = (
        "This Market shall resolve to \"Yes\" if, upon conclusion of the regulation period (ninety minutes together "
        "with any stoppage time) of the Ligue 1 fixture between Olympique de Marseille and Paris Saint-Germain FC "
        "scheduled for 14 March 2027, at least one of the two clubs has failed to score; if both clubs have scored, "
        "the Market shall resolve to \"No\". A postponed fixture shall not cause the Market to resolve; the Market shall "
        "remain open until the fixture is played. If the fixture is cancelled and no replacement fixture is played, the "
        "Market shall resolve at 0.50 for each outcome. Resolution shall be based on the official statistics of the LFP "
        "(Ligue de Football Professionnel), or, if such statistics have not been made public within two hours of the "
        "end of the fixture, upon a consensus of credible reporting."
    )
    add("ligue1", "OM", "PSG", ["compliance", "legal", "negated", "number_words", "layout:one_para"],
        ["F:btts", "S1", "P1", "C2", "R1"],
        v1_market("ligue1", "OM", "PSG", "2027-03-14", "19:45", idx,
                  "Olympique de Marseille vs. Paris Saint-Germain FC: will at least one team fail to score?",
                  "Not Both Teams to Score", "both_teams_to_score", "btts-no", txt),
        derive("btts", "no", ["S1", "P1", "C2", "R1"]),
        {"S1": "sp.btts_no", "P1": "sp.btts_no", "C2": "sp.btts_no", "R1": "sp.btts_no"})

    # ---------------- ambiguous legs ----------------
    # A1: scope ambiguous (World Cup round-of-32 match, no time scope at all)
    idx += 1
    txt = (
        "This market resolves Yes if Netherlands win their FIFA World Cup round-of-32 match against Japan on "
        "July 1, 2026, and No otherwise. A separate Draw market is listed for this match.\n\n"
        "If the match is postponed, the market stays open until it is played. If it is cancelled and not replayed, "
        "the market resolves No.\n\n"
        "Resolution follows FIFA's official match data; if that data is not published within two hours of the match "
        "ending, a consensus of credible reporting will be used."
    )
    add("wc", "NED", "JPN", ["plain", "layout:paras", "knockout"],
        ["F:win", "S:ambiguous", "P1", "C1", "R1"],
        v1_market("wc", "NED", "JPN", "2026-07-01", "20:00", idx, "Will Netherlands win on 2026-07-01?",
                  "Netherlands", "moneyline", "ned", txt),
        derive("win", "Netherlands", ["P1", "C1", "R1"], overrides={"scope": "ambiguous"}),
        {"P1": "sp.a1", "C1": "sp.a1", "R1": "sp.a1"})

    # A2: cancellation ambiguous
    idx += 1
    txt = (
        "- Yes if Fulham FC beat West Ham United FC in the Premier League on 13 February 2027; draw or West Ham win = No.\n"
        "- Result after 90 minutes and stoppage time; nothing after that counts.\n"
        "- Postponed fixtures: the market waits for the rearranged game, however long.\n"
        "- Cancelled fixtures: handled at the discretion of our market integrity team.\n"
        "- Source: Premier League official statistics; failing those within 2 hours, what credible outlets jointly report."
    )
    add("epl", "FUL", "WHU", ["terse", "layout:dashes", "british"],
        ["F:win", "S1", "P1", "C:ambiguous", "R1"],
        v1_market("epl", "FUL", "WHU", "2027-02-13", "15:00", idx, "Will Fulham FC win on 2027-02-13?",
                  "Fulham FC", "moneyline", "ful", txt),
        derive("win", "Fulham FC", ["S1", "P1", "R1"], overrides={"void_cancelled": "ambiguous"}),
        {"S1": "sp.a2", "P1": "sp.a2", "R1": "sp.a2"})

    # A3: source ambiguous (no order between sources)
    idx += 1
    txt = (
        "Resolves Yes if AS Roma and Torino FC draw their Serie A match on December 13, 2026, counting 90 minutes and "
        "stoppage time only. If either side wins, it resolves No. Should the match be postponed, the market remains "
        "open until it is played; should it be scrapped and never replayed, the market resolves Yes. The result "
        "will be checked against any of the Lega Serie A website, Opta, or widely read sports outlets."
    )
    add("seriea", "ROM", "TOR", ["plain", "layout:one_para", "american"],
        ["F:draw", "S1", "P1", "C1", "R:ambiguous"],
        v1_market("seriea", "ROM", "TOR", "2026-12-13", "17:00", idx, "Will AS Roma vs. Torino FC end in a draw?",
                  "Draw (AS Roma vs. Torino FC)", "moneyline", "draw", txt),
        derive("draw", "draw", ["S1", "P1", "C1"], overrides={"source_primary": "ambiguous",
                                                           "source_fallback": "ambiguous"}),
        {"S1": "sp.a3", "P1": "sp.a3", "C1": "sp.a3"})

    # A4: abandonment ambiguous (cancellation stated separately)
    idx += 1
    txt = (
        "Outcome\nYes if Western Sydney Wanderers FC beat Auckland FC (A-League Men, 20 February 2027) at the end of "
        "normal time including stoppages.\n\n"
        "If the game does not go ahead\nPostponed: stays open until played. Cancelled outright and not rearranged: "
        "resolves 50-50.\n\n"
        "If the game starts but is not finished\nWhere play is halted and not completed, a settlement committee will "
        "decide the appropriate outcome.\n\n"
        "Source\nAustralian Professional Leagues' official data; credible-media consensus if none within two hours."
    )
    add("aleague", "WSW", "AUC", ["headings", "layout:headings", "british_spelling"],
        ["F:win", "S1", "P1", "C2", "R1", "AB:ambiguous"],
        v1_market("aleague", "WSW", "AUC", "2027-02-20", "08:45", idx,
                  "Will Western Sydney Wanderers FC win on 2027-02-20?", "Western Sydney Wanderers FC",
                  "moneyline", "wsw", txt),
        derive("win", "Western Sydney Wanderers FC", ["S1", "P1", "C2", "R1"],
               overrides={"void_abandoned": "ambiguous"}),
        {"S1": "sp.a4", "P1": "sp.a4", "C2": "sp.a4", "R1": "sp.a4"})

    # 5. half, first, away, P1, C2, R1 with compliance wording and noise
    idx += 1
    txt = (
        "Resolves Yes if Al-Nassr FC hold the lead over Al-Hilal SFC at half-time of their Saudi Pro League fixture "
        "on 8 May 2027. Only the first 45 minutes and first-half stoppage time are considered.\n\n"
        "Trading is suspended at kick-off.\n\n"
        "If the fixture is postponed, the market stays open until it is played. If it is cancelled and not "
        "replayed, Yes and No each receive 0.50.\n\n"
        "Saudi Pro League official data is the resolution source; where it is unavailable two hours after the game, "
        "reliable reporting consensus applies."
    )
    add("saudipl", "HIL", "NAS", ["plain", "layout:paras", "noise:trading_hours"],
        ["F:half", "P1", "C2", "R1"],
        v1_market("saudipl", "HIL", "NAS", "2027-05-08", "18:00", idx, "Will Al-Nassr FC lead at half-time vs. Al-Hilal SFC?",
                  "Al-Nassr FC (1st half)", "first_half_moneyline", "1h-nas", txt),
        derive("half", "Al-Nassr FC", ["P1", "C2", "R1"], half="first"),
        {"P1": "sp.half", "C2": "sp.half", "R1": "sp.half"})

    return out


def build():
    rots = dict(win=Rot(WIN), draw=Rot(DRAW), S1=Rot(S1), P1=Rot(P1), P4=Rot(P4),
                C1_WIN=Rot(C1_WIN), C1_DRAW=Rot(C1_DRAW), C2=Rot(C2), C3_SCORE=Rot(C3_SCORE),
                C3_FTS=Rot(C3_FTS), R1=Rot(R1), R2=Rot(R2))
    legs = []
    fmts = [date_long_us, date_long_uk, date_short_uk, date_long_us, date_iso, date_long_uk]
    for i, spec in enumerate(SPECS):
        legs.append(build_one(spec, i + 1, rots, fmts[i % len(fmts)]))
    legs += specials(len(SPECS))
    for i, leg in enumerate(legs, 1):
        leg_id = f"h1-{i:03d}"
        legs[i - 1] = {"id": leg_id, "venue": "venue_one", **leg}
    return legs
