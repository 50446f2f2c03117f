"""venue_two legs of held-out set (h).

rules_primary holds the outcome sentence with a scope slot; rules_secondary holds
the rest. Clause banks rotate; `specials()` holds hand-written legs.
"""
from common import (COMPS, TEAMS, ESPN, FOX, occurrence, ticker_date, lay, derive,
                    date_short_us, date_long_us, date_long_uk)

# ---------------------------------------------------------------------------
# Primary outcome sentences. {scope} is the scope slot (may be empty).

WIN = [
    ("Resolves Yes if {team} defeat {opp}{scope} in the {comp} game between {home} and {away} first scheduled for {date}.",
     ["plain", "syn:defeat"]),
    ("{team} beating {opp}{scope} in the {home} vs {away} {comp} fixture slated for {date} resolves this contract to Yes.",
     ["result_first", "syn:beat", "syn:slated"]),
    ("This market resolves to Yes if {team} are ahead on goals{scope} in the {comp} game {home} vs {away}, set for {date}.",
     ["syn:ahead_on_goals"]),
    ("Yes if {team} wins {home} vs {away} ({comp}, originally set for {date}){scope}. Otherwise No.",
     ["terse", "trader", "american"]),
    ("If, in the {comp} match {home} vs {away} slated for {date}, {team} score more goals than {opp}{scope}, then Yes is the resolution.",
     ["condition_first", "compliance"]),
    ("The contract pays Yes when {team} come out on top against {opp}{scope} in the {comp} fixture {home} vs {away}, first scheduled for {date}.",
     ["syn:come_out_on_top", "consumer"]),
    ("Market resolves Yes on a {team} win{scope} in the {home} vs {away} {comp} game on the schedule for {date}.",
     ["terse", "syn:win"]),
]

TIE = [
    ("If the {home} vs {away} {comp} game first slated for {date} finishes level{scope}, the Tie market resolves to Yes.",
     ["syn:level", "condition_first"]),
    ("Resolves Yes if neither {home} nor {away} wins{scope} in their {comp} fixture first scheduled for {date}.",
     ["plain", "negation"]),
    ("Tie pays Yes if {home} and {away} are all square{scope} in the {comp} match set for {date}.",
     ["syn:all_square", "result_first"]),
    ("This contract resolves to Yes if the {comp} match between {home} and {away} (scheduled {date}) ends in a tie{scope}.",
     ["american", "syn:tie"]),
    ("Yes on a drawn result{scope}: {home} vs {away}, {comp}, first set for {date}.",
     ["terse", "trader", "syn:drawn"]),
    ("Should {home} and {away} finish their {comp} game of {date} with equal goals{scope}, the market resolves to Yes.",
     ["compliance", "syn:equal_goals"]),
]

S2 = [
    (", counting 90 minutes plus stoppage time only (extra time and penalty shoot-outs do not count)", ["numerals", "parenthetical"]),
    (" at the end of regulation (90 minutes and stoppage; no extra time, no penalties)", ["terse", "parenthetical"]),
    (" after ninety minutes and any added time, excluding extra time and penalties", ["number_words"]),
    (" once regulation time (90' + stoppage) has elapsed, with extra time and shoot-outs left out", ["abbrev"]),
    (" within regular time including stoppage time but not extra time or a penalty shootout", ["american"]),
    (" on the regulation-time score (90 mins + injury time; ET and pens excluded)", ["trader", "abbrev", "syn:injury_time"]),
    (" at the final whistle of normal time, added time included and extra time or penalties disregarded", ["british", "syn:normal_time"]),
]

S3_PRIMARY = [
    (" after 90 minutes plus stoppage time", ["numerals"]),
    (" at the end of 90 minutes and stoppage", ["numerals", "terse"]),
    (" over regulation time (ninety minutes plus added time)", ["number_words", "parenthetical"]),
    (" when regular time, stoppage included, is over", ["syn:regular_time"]),
    (" at the full-time whistle (90' + stoppage)", ["abbrev"]),
    (" in the 90 minutes plus any stoppage time", ["numerals"]),
]

S3_SECONDARY = [
    ("Extra time and penalty kicks are not included.", ["passive"]),
    ("Neither extra time nor a penalty shoot-out counts toward this market.", ["american", "negation"]),
    ("Any extra time or shootout is excluded from settlement.", ["passive"]),
    ("Goals in extra time, and the outcome of any penalty shootout, are ignored.", ["passive"]),
    ("Settlement excludes ET and pens.", ["terse", "abbrev"]),
    ("If the game goes beyond regulation, whatever happens afterward (extra time, penalties) does not count.", ["condition_first", "parenthetical", "american"]),
]

S4_SECONDARY = [
    ("This market refers to the score once 90 minutes plus stoppage have been played; neither extra time nor penalties are counted.", ["joined_clauses"]),
    ("Only regulation (90 minutes plus stoppage) counts for settlement.", ["terse"]),
    ("The relevant result is the score at the end of normal time including added time, not extra time or penalties.", ["british"]),
    ("Scope: regulation time, 90' + stoppage.", ["terse", "abbrev", "colon_definition"]),
    ("For this contract, the game ends at the final whistle of regulation, stoppage time included, before any extra period.", ["plain"]),
    ("Results are measured over the regulation ninety minutes and stoppage time only.", ["number_words", "passive"]),
]

D1 = [
    ("If the game ends level after regulation, the Tie market resolves to Yes.", ["plain"]),
    ("A drawn regulation result resolves the Tie contract Yes (and both team contracts No).", ["parenthetical", "noise:other_markets"]),
    ("Level after regulation -> Tie = Yes.", ["terse", "arrow"]),
    ("Should neither side lead at the end of regulation, the Tie contract settles Yes.", ["compliance", "condition_first"]),
    ("If the teams are tied when regulation ends, Yes goes to the Tie outcome.", ["american"]),
    ("In the event of a draw, it is the Tie market, not either team market, that resolves Yes.", ["noise:other_markets"]),
    ("A tie at full time means the Tie contract pays Yes.", ["terse"]),
]

P2C4 = [
    ("A canceled match, or one whose kickoff moves back by over 48 hours, is settled by the exchange at a fair price under its rules.", ["american_spelling", "numerals"]),
    ("Cancellation, or rescheduling beyond 48 hours from the first planned kickoff, leads to resolution at a fair price in line with the rules.", ["compliance", "nominal"]),
    ("Should the game be called off, or be postponed by more than forty-eight hours, the contract resolves to a fair price determined according to the rules.", ["number_words", "syn:called_off"]),
    ("Cancelled / delayed >48h: fair price settlement per the rules.", ["terse", "trader", "symbols"]),
    ("If the fixture is scrapped, or its new start time is more than two days after the original one, this market is settled at a fair price consistent with the rules.", ["syn:scrapped", "syn:two_days"]),
    ("Where the event is cancelled or its kickoff slips by over 48 hrs, the market resolves at fair value per the contract rules.", ["syn:slips", "abbrev", "syn:fair_value"]),
    ("The exchange settles this contract at a fair price per the rulebook if the game does not happen or is rescheduled to a start time over 48 hours past the original.", ["result_first"]),
]

P2 = [
    ("If the game is rescheduled to start more than 48 hours after its original time, a fair price settles the market.", ["numerals"]),
    ("A postponement of over forty-eight hours sends this market to fair-price settlement.", ["number_words", "nominal"]),
    ("Rescheduled more than 2 days out: settles at fair price.", ["terse", "syn:two_days"]),
    ("Should kickoff be pushed back by more than 48 hours, a fair price will be used to settle the contract.", ["future", "syn:pushed_back"]),
]

P3 = [
    ("If the game is postponed but kicks off within 48 hours of the original time, the market stays open and settles on that game; if it is delayed longer, it resolves to a fair price.", ["joined_clauses"]),
    ("A postponed match that begins within forty-eight hours of its scheduled start keeps the market open. Beyond that, the market is settled at a fair price.", ["number_words", "split_clauses"]),
    ("Postponed < 48h: market remains open. Postponed > 48h: fair price.", ["terse", "symbols"]),
    ("Should the game be postponed, the market remains open provided the rescheduled start is no more than two days after the original; failing that, it resolves to a fair price.", ["compliance", "syn:two_days", "failing_that"]),
    ("Short delays (the game still starting within 48 hours of the original schedule) leave the contract open. Longer postponements lead to settlement at a fair price.", ["consumer", "parenthetical"]),
    ("If the match is pushed back, trading stays open as long as the new kickoff is within 48 hours of the first one; if it is later than that, the market settles at fair price.", ["syn:pushed_back"]),
    ("Postponements of up to 48 hrs do not settle the market; a later rescheduling does, at a fair price.", ["abbrev"]),
]

C4 = [
    ("If the game is canceled, the contract is valued at a fair price as its rules set out.", ["american_spelling"]),
    ("A cancelled fixture settles at fair price.", ["british_spelling", "terse"]),
    ("Cancellation: fair price.", ["terse", "trader"]),
    ("Should the game be called off entirely, the contract settles at a fair price under the rulebook.", ["syn:called_off"]),
    ("If the match never takes place, the exchange settles the contract at a fair price per the rules.", ["plain"]),
    ("Cancelled games are resolved at a fair price.", ["passive"]),
]

AB = {
    "as_cancelled": ("A game that starts but is abandoned and not completed is treated as canceled.", ["syn:abandoned", "american_spelling"]),
    "fair_price": ("If the game is abandoned after kickoff, the market resolves at a fair price.", ["syn:abandoned"]),
    "last_price": ("An abandoned game settles at the last traded price before play stopped.", ["syn:abandoned"]),
    "no": ("Abandoned before full time and never completed: the market resolves No.", ["terse"]),
    "refund": ("If play is halted and not restarted, all positions are refunded.", ["syn:halted"]),
}

R3_REF = [
    "Settlement relies on the sources listed for this series.",
    "The outcome is verified against the series' settlement sources.",
    "Source agencies: as listed in the contract terms for this series.",
]

NOISE = [
    ("Markets for {home} and {away} are also listed on this event.", ["noise:other_markets"]),
    ("Own goals are credited to the team that benefits from them.", ["noise:goal_definition"]),
    ("The live score shown on the event page is for information only.", ["noise:website"]),
    ("This market is open for trading around the clock until it closes.", ["noise:trading_hours"]),
    ("Total goals and both-teams-to-score contracts for this match are listed separately.", ["noise:other_markets"]),
]

QUESTIONS = {
    "scope": "Does extra time count?",
    "d1": "What if it is a draw?",
    "post": "What if the game is moved?",
    "canc": "What if it is called off?",
    "ab": "What if play is stopped?",
    "src": "Who confirms the result?",
    "noise": "Anything else?",
}


class Rot:
    def __init__(self, bank, start=0):
        self.bank, self.i = bank, start

    def next(self):
        k = self.i % len(self.bank)
        self.i += 1
        item = self.bank[k]
        if isinstance(item, tuple):
            return k, item[0], item[1]
        return k, item, []


S_UEFA = [{"name": "UEFA", "url": "https://www.uefa.com/"}]
S_FIFA = [{"name": "FIFA", "url": "https://www.fifa.com/"}]
S_ESPN = [ESPN]
S_FOX = [FOX]
S_BOTH = [ESPN, FOX]
S_OPTA = [{"name": "Opta", "url": "https://www.statsperform.com/opta/"}]

# Spec keys: c, h, a, dt, t, fam, side, m, lay (secondary layout), out (inline
# primary with {scope}), scope (inline scope slot text for S5/S6), line, half,
# ab, noise, src (text-named source sentence, with its (primary, fallback)),
# r3ref (index into R3_REF), series (settlement sources; default: competition's),
# vp (void clause moved to the primary), sfam (series family suffix).
SPECS = [
    # ---- win ----
    dict(c="epl", h="ARS", a="NEW", dt="2026-09-19", t="16:30", fam="win", side="home",
         m=["S2", "D1", "P2", "C4", "R3"], lay="one_para"),
    dict(c="laliga", h="ATH", a="RBB", dt="2026-10-03", t="19:00", fam="win", side="away",
         m=["S2", "D1", "P3", "C4", "R3"], lay="lines", noise=[0]),
    dict(c="seriea", h="NAP", a="ROM", dt="2026-10-25", t="19:45", fam="win", side="home",
         m=["S2", "D1", "P2", "C4", "R3"], lay="bullets", ab="as_cancelled"),
    dict(c="bundesliga", h="BVB", a="RBL", dt="2026-11-07", t="17:30", fam="win", side="away",
         m=["S2", "D1", "P2", "C4"], lay="one_para",
         src=("The result is confirmed from the official Bundesliga website.", ("official", None))),
    dict(c="ligue1", h="OM", a="ASM", dt="2026-11-22", t="19:45", fam="win", side="home",
         m=["S2", "D1", "P3", "C4", "R3"], lay="numbered"),
    dict(c="championship", h="MID", a="NOR", dt="2026-12-12", t="15:00", fam="win", side="away",
         m=["S4", "D1", "P2", "C4", "R3"], lay="one_para", r3ref=0),
    dict(c="superlig", h="GAL", a="FEN", dt="2027-02-20", t="16:00", fam="win", side="home",
         m=["S4", "D1", "P3", "C4", "R3"], lay="lines", ab="fair_price"),
    dict(c="saudipl", h="HIL", a="NAS", dt="2027-01-16", t="17:00", fam="win", side="away",
         m=["S4", "D1", "P2", "C4", "R3"], lay="faq"),
    dict(c="j1", h="KOB", a="KAS", dt="2027-03-13", t="05:00", fam="win", side="away",
         m=["S4", "D1", "P2", "C4", "R3"], lay="one_para", noise=[3]),
    dict(c="aleague", h="MVC", a="SYD", dt="2026-11-14", t="08:35", fam="win", side="home",
         m=["S4", "D1", "P3", "C4", "R3"], lay="bullets"),
    dict(c="mls", h="LAG", a="MIA", dt="2026-09-26", t="02:30", fam="win", side="home",
         m=["S2", "D1", "P2", "C4"], lay="one_para",
         src=("The MLS official match centre is the primary source; if it is unavailable, ESPN's box score is used.",
              ("official", "provider"))),
    dict(c="wc", h="ARG", a="MAR", dt="2026-06-20", t="20:00", fam="win", side="away",
         m=["S3", "D1", "P2", "C4", "R3"], lay="one_para", vp=True),
    dict(c="wc", h="KOR", a="CIV", dt="2026-06-18", t="01:00", fam="win", side="home",
         m=["S3", "D1", "P3", "C4", "R3"], lay="lines", series=S_BOTH),
    dict(c="unl", h="FRA", a="ITA", dt="2026-11-14", t="19:45", fam="win", side="home",
         m=["S3", "D1", "P2", "C4", "R3"], lay="one_para", ab="last_price"),
    dict(c="unl", h="GER", a="NED", dt="2026-10-09", t="18:45", fam="win", side="away",
         m=["S3", "D1", "P2", "C4", "R3"], lay="numbered", r3ref=1),
    # ---- draw ----
    dict(c="epl", h="AVL", a="TOT", dt="2026-10-17", t="14:00", fam="draw", side="draw",
         m=["S2", "D1", "P2", "C4", "R3"], lay="lines"),
    dict(c="laliga", h="VIL", a="GIR", dt="2026-11-01", t="15:15", fam="draw", side="draw",
         m=["S2", "D1", "P3", "C4", "R3"], lay="one_para"),
    dict(c="bundesliga", h="LEV", a="VFB", dt="2026-12-05", t="14:30", fam="draw", side="draw",
         m=["S2", "D1", "P2", "C4", "R3"], lay="bullets", noise=[1]),
    dict(c="seriea", h="ATA", a="FIO", dt="2027-01-24", t="17:00", fam="draw", side="draw",
         m=["S2", "D1", "P2", "C4", "R3"], lay="one_para", series=S_ESPN, vp=True),
    dict(c="superlig", h="BJK", a="TRA", dt="2026-10-04", t="17:00", fam="draw", side="draw",
         m=["S4", "D1", "P3", "C4", "R3"], lay="one_para", ab="no"),
    dict(c="mls", h="SEA", a="CLB", dt="2026-10-10", t="02:00", fam="draw", side="draw",
         m=["S2", "D1", "P2", "C4", "R3"], lay="faq"),
    dict(c="wc", h="JPN", a="SEN", dt="2026-06-24", t="23:00", fam="draw", side="draw",
         m=["S3", "D1", "P2", "C4", "R3"], lay="one_para", r3ref=2),
    dict(c="unl", h="ENG", a="CRO", dt="2026-11-17", t="19:45", fam="draw", side="draw",
         m=["S3", "D1", "P3", "C4", "R3"], lay="lines"),
    # ---- advance ----
    dict(c="ucl", h="PSG", a="LFC", dt="2027-03-10", t="20:00", fam="advance", side="away",
         m=["S6", "P2", "C4", "R3"], lay="one_para",
         out="If {team} advance to the quarterfinals from their {comp} round of 16 tie with {home} (second leg first scheduled for {date}){scope}, the market resolves to Yes."),
    dict(c="wc", h="BRA", a="MEX", dt="2026-07-04", t="17:00", fam="advance", side="home",
         m=["S6", "P3", "C4", "R3"], lay="lines",
         out="Resolves Yes if {team} progress past {opp} in the {comp} knockout game set for {date}{scope}.",
         scope=", whether they do it in regulation, in extra time or on penalties"),
    dict(c="ucl", h="INT", a="BAR", dt="2027-04-14", t="19:00", fam="advance", side="away",
         m=["S6", "P2", "C4", "R3"], lay="bullets", series=S_BOTH,
         out="{team} to go through: Yes if {team} win the two-legged {comp} quarterfinal against {opp} (return leg {date}){scope}.",
         scope=" on aggregate, with extra time and a shootout counted if the tie needs them"),
    dict(c="unl", h="POR", a="ESP", dt="2027-06-06", t="18:45", fam="advance", side="home",
         m=["S6", "P2", "C4", "R3"], lay="one_para", ab="as_cancelled",
         out="This contract pays Yes if {team} win the {comp} Finals semifinal against {opp} on {date}{scope}.",
         scope=", taking into account extra time and, if it comes to that, a penalty shoot-out"),
    # ---- spread ----
    dict(c="epl", h="MCI", a="FUL", dt="2026-11-28", t="15:00", fam="spread", side="home", line=1.5,
         m=["S2", "P2", "C4", "R3"], lay="one_para",
         out="If {team} beat {opp} by more than 1.5 goals{scope} in the {comp} game first scheduled for {date}, the market resolves to Yes."),
    dict(c="laliga", h="SEV", a="RMA", dt="2026-12-19", t="20:00", fam="spread", side="away", line=1.5,
         m=["S2", "P3", "C4", "R3"], lay="lines",
         out="Yes if {team} win by two or more goals{scope} at {home} ({comp}, {date})."),
    dict(c="bundesliga", h="BMU", a="M05", dt="2027-02-06", t="14:30", fam="spread", side="home", line=2.5,
         m=["S2", "P2", "C4", "R3"], lay="one_para", noise=[4],
         out="Resolves Yes if {team}'s winning margin over {opp}{scope} is at least three goals in the {comp} fixture set for {date}."),
    dict(c="ligue1", h="PSG", a="REN", dt="2027-03-07", t="20:00", fam="spread", side="home", line=3.5,
         m=["S2", "P2", "C4", "R3"], lay="bullets",
         out="{team} -3.5: the market resolves Yes if {team} finish at least four goals ahead of {opp}{scope} in the {comp} match on {date}."),
    dict(c="saudipl", h="AHL", a="ITT", dt="2026-12-04", t="18:00", fam="spread", side="away", line=1.5,
         m=["S4", "P3", "C4", "R3"], lay="one_para",
         out="If {team} win by over one and a half goals away to {home} in the {comp} game first scheduled for {date}, the market resolves to Yes."),
    # ---- total ----
    dict(c="seriea", h="JUV", a="BOL", dt="2026-09-27", t="18:45", fam="total", side="over", line=2.5,
         m=["S2", "P2", "C4", "R3"], lay="one_para",
         out="If the total goals{scope} in {home} vs {away} ({comp}, first scheduled for {date}) exceed 2.5, the market resolves to Yes.", s2=1),
    dict(c="epl", h="BHA", a="WHU", dt="2027-01-02", t="15:00", fam="total", side="over", line=3.5,
         m=["S2", "P3", "C4", "R3"], lay="lines", ab="refund",
         out="Resolves Yes if the combined score of {home} and {away}{scope} adds up to four goals or more in their {comp} match set for {date}.", s2=4),
    dict(c="championship", h="COV", a="WBA", dt="2026-10-24", t="14:00", fam="total", side="over", line=1.5,
         m=["S4", "P2", "C4", "R3"], lay="one_para",
         out="Yes if at least two goals are scored in the {comp} game {home} vs {away} slated for {date}."),
    dict(c="ucl", h="RMA", a="BMU", dt="2027-04-14", t="19:00", fam="total", side="over", line=2.5,
         m=["S5", "P2", "C4", "R3"], lay="bullets",
         out="If three or more goals are scored{scope} in the {comp} quarterfinal second leg {home} vs {away} on {date}, the market resolves to Yes.",
         scope=" over the entire game, including any extra time (shoot-out penalties are not goals)"),
    dict(c="mls", h="LAFC", a="CIN", dt="2027-04-18", t="02:30", fam="total", side="over", line=4.5,
         m=["S2", "P2", "C4", "R3"], lay="numbered", r3ref=0,
         out="Over 4.5: Yes if the combined goal tally in {home} vs {away} ({comp}, {date}) stands at five or more{scope}.", s2=6),
    # ---- btts ----
    dict(c="epl", h="NFO", a="CRY", dt="2026-12-26", t="15:00", fam="btts", side="yes",
         m=["S2", "P2", "C4", "R3"], lay="one_para",
         out="If both {home} and {away} score at least one goal{scope} in their {comp} fixture first scheduled for {date}, the market resolves to Yes."),
    dict(c="laliga", h="RSO", a="ATM", dt="2027-02-14", t="20:00", fam="btts", side="yes",
         m=["S2", "P3", "C4", "R3"], lay="lines", noise=[2],
         out="Resolves Yes if each side finds the net{scope} in {home} vs {away} ({comp}, {date}).", s2=4),
    dict(c="j1", h="URA", a="HIR", dt="2027-04-03", t="06:00", fam="btts", side="yes",
         m=["S4", "P2", "C4", "R3"], lay="one_para", series=S_OPTA,
         out="Yes if {home} and {away} both get on the scoresheet in the {comp} match set for {date}."),
    dict(c="wc", h="USA", a="CAN", dt="2026-06-27", t="01:00", fam="btts", side="yes",
         m=["S3", "P2", "C4", "R3"], lay="bullets",
         out="Judging by the scoreboard{scope}, the contract pays Yes if {home} and {away} have each scored in their {comp} game originally set for {date}."),
    # ---- half ----
    dict(c="bundesliga", h="SGE", a="SCF", dt="2026-09-20", t="15:30", fam="half", side="home", half="first",
         m=["P2", "C4", "R3"], lay="one_para", sfam="1H",
         out="If {team} lead {opp} at half-time (end of the first half, first-half stoppage included) in the {comp} game first scheduled for {date}, the market resolves to Yes."),
    dict(c="seriea", h="LAZ", a="INT", dt="2027-03-20", t="19:45", fam="half", side="draw", half="first",
         m=["P3", "C4", "R3"], lay="lines", sfam="1H",
         out="Tie in the first half: Yes if {home} and {away} are level at the interval of their {comp} match set for {date}."),
    dict(c="ligue1", h="LIL", a="RCL", dt="2026-10-18", t="15:00", fam="half", side="away", half="second",
         m=["P2", "C4", "R3"], lay="one_para", sfam="2H",
         out="Resolves Yes if {team} score more goals than {opp} in the second half alone (from the restart to the end of second-half stoppage time) of the {comp} fixture on {date}."),
    dict(c="mls", h="SEA", a="LAG", dt="2027-05-09", t="03:00", fam="half", side="home", half="second",
         m=["P2", "C4", "R3"], lay="bullets", sfam="2H",
         out="{team} win the 2nd half vs {opp} ({comp}, {date}): Yes if {team} outscore {opp} after half-time, counting only second-half goals."),
    # ---- exact score ----
    dict(c="epl", h="TOT", a="ARS", dt="2027-01-16", t="17:30", fam="exact_score", side="1-3",
         m=["S2", "P2", "C4", "R3"], lay="one_para",
         out="If {away} beat {home} 3-1 away from home{scope} in the {comp} game first scheduled for {date}, the market resolves to Yes."),
    dict(c="laliga", h="BAR", a="SEV", dt="2026-11-08", t="20:00", fam="exact_score", side="2-0",
         m=["S2", "P3", "C4", "R3"], lay="lines",
         out="Yes if the final score{scope} is {home} 2, {away} 0 ({comp}, {date})."),
    dict(c="seriea", h="INT", a="NAP", dt="2027-02-28", t="19:45", fam="exact_score", side="1-1",
         m=["S2", "P2", "C4", "R3"], lay="one_para",
         out="Resolves Yes if {home} and {away} draw 1-1{scope} in the {comp} match set for {date}."),
    # ---- other ----
    dict(c="ucl", h="ATM", a="BVB", dt="2027-03-17", t="20:00", fam="other", side="away", sfam="FTTS",
         m=["S5", "P2", "C4", "R3"], lay="one_para",
         out="If {team} score the first goal of the {comp} game {home} vs {away} first scheduled for {date}{scope}, the market resolves to Yes.",
         scope=", with everything played counting: normal time, added time and any extra-time periods"),
    dict(c="epl", h="LFC", a="MCI", dt="2027-02-07", t="16:30", fam="other", side="home", sfam="FTTS",
         m=["S5", "P3", "C4", "R3"], lay="lines",
         out="Yes if {team} open the scoring against {opp}{scope} ({comp}, {date}). If nobody scores, No.",
         scope=" at any point in the entire game, extra time included should there be any"),
    dict(c="wc", h="FRA", a="CRO", dt="2026-07-10", t="19:00", fam="other", side="yes", sfam="REDCARD",
         m=["S5", "P2", "C4", "R3"], lay="one_para",
         out="Resolves Yes if any player is sent off{scope} in {home} vs {away}, the {comp} quarterfinal first scheduled for {date}.",
         scope=" at any time during the match, including normal time, added time and, if played, extra time"),
    dict(c="seriea", h="NAP", a="JUV", dt="2027-05-02", t="18:45", fam="other", side="over", line=10.5, sfam="CORNERS",
         m=["S2", "P2", "C4", "R3"], lay="one_para",
         out="If 11 or more corner kicks are taken in total{scope} in {home} vs {away} ({comp}, first scheduled for {date}), the market resolves to Yes.", s2=0),
]


def fx(comp, h, a):
    return TEAMS[h], TEAMS[a], COMPS[comp]


def build_one(spec, idx, rots, date_fmt):
    home_t, away_t, comp = fx(spec["c"], spec["h"], spec["a"])
    _, comp_name, _, sprefix, body, site, comp_series = comp
    fam, side = spec["fam"], spec["side"]
    team_t = home_t if side == "home" else away_t if side == "away" else None
    opp_t = away_t if side == "home" else home_t if side == "away" else None
    m = spec["m"]
    styles, wordings = set(), {}
    # scope slot
    scope_slot = ""
    if "S2" in m and spec.get("s2") is not None:
        k = spec["s2"]; t, s = S2[k]; scope_slot = t; styles |= set(s); wordings["S2"] = f"S2.{k}"
    elif "S2" in m:
        k, t, s = rots["S2"].next(); scope_slot = t; styles |= set(s); wordings["S2"] = f"S2.{k}"
    elif "S3" in m:
        k, t, s = rots["S3P"].next(); scope_slot = t; styles |= set(s); wordings["S3"] = f"S3P.{k}"
    elif spec.get("scope"):
        scope_slot = spec["scope"]
        sid = [x for x in m if x in ("S5", "S6")][0]
        wordings[sid] = scope_slot
    elif "S6" in m:
        scope_slot = ", counting extra time and any penalty shootout needed to decide the tie"
        wordings["S6"] = scope_slot
    ctx = dict(home=home_t[2], away=away_t[2], comp=comp_name, date=date_fmt(spec["dt"]),
               team=team_t[2] if team_t else "", opp=opp_t[2] if opp_t else "", scope=scope_slot)
    if fam == "win":
        k, t, s = rots["win"].next(); primary = t.format(**ctx); styles |= set(s)
    elif fam == "draw":
        k, t, s = rots["tie"].next(); primary = t.format(**ctx); styles |= set(s)
    else:
        primary = spec["out"].format(**ctx)
    parts = {}
    if "S3" in m:
        k, t, s = rots["S3S"].next(); parts["scope"] = t; styles |= set(s)
        wordings["S3"] += f"+S3S.{k}"
    if "S4" in m:
        k, t, s = rots["S4"].next(); parts["scope"] = t; styles |= set(s); wordings["S4"] = f"S4.{k}"
    if "D1" in m:
        k, t, s = rots["D1"].next(); parts["d1"] = t; styles |= set(s); wordings["D1"] = f"D1.{k}"
    if "P2" in m and "C4" in m and fam in ("win", "draw") or (
            "P2" in m and "C4" in m and idx % 2 == 0):
        k, t, s = rots["P2C4"].next(); parts["post"] = t; styles |= set(s)
        wordings["P2"] = f"P2C4.{k}"; wordings["C4"] = f"P2C4.{k}"
    else:
        if "P2" in m:
            k, t, s = rots["P2"].next(); parts["post"] = t; styles |= set(s); wordings["P2"] = f"P2.{k}"
        if "P3" in m:
            k, t, s = rots["P3"].next(); parts["post"] = t; styles |= set(s); wordings["P3"] = f"P3.{k}"
        if "C4" in m:
            k, t, s = rots["C4"].next(); parts["canc"] = t; styles |= set(s); wordings["C4"] = f"C4.{k}"
    if spec.get("ab"):
        t, s = AB[spec["ab"]]; parts["ab"] = t; styles |= set(s); wordings["AB"] = spec["ab"]
    src = None
    if spec.get("src"):
        parts["src"] = spec["src"][0]; src = spec["src"][1]; styles.add("named_source")
    elif spec.get("r3ref") is not None:
        parts["src"] = R3_REF[spec["r3ref"]]; wordings["R3"] = f"R3ref.{spec['r3ref']}"
    if spec.get("noise"):
        parts["noise"] = " ".join(NOISE[n][0].format(**ctx) for n in spec["noise"])
        for n in spec["noise"]:
            styles |= set(NOISE[n][1])
    series = spec.get("series") or comp_series
    if "R3" in m and "R3" not in wordings:
        wordings["R3"] = "series:" + "+".join(x["name"] for x in series)
    keys = [k for k in ["scope", "d1", "post", "canc", "ab", "src", "noise"] if k in parts]
    if spec.get("vp"):
        moved = [parts.pop(k) for k in ("post", "canc") if k in parts]
        keys = [k for k in keys if k in parts]
        primary = primary + " " + " ".join(moved)
        styles.add("void_in_primary")
    layout = spec["lay"]
    if layout == "faq":
        secondary = "\n".join(f"{QUESTIONS[k]} {parts[k]}" for k in keys)
    else:
        secondary = lay([parts[k] for k in keys], layout)
    styles.add(f"layout:{layout}")
    # wire
    series_fam = spec.get("sfam") or {"win": "GAME", "draw": "GAME", "advance": "ADVANCE", "spread": "SPREAD",
                                       "total": "TOTAL", "btts": "BTTS", "exact_score": "SCORE"}[fam]
    series_ticker = f"{sprefix}{series_fam}"
    ev = f"{series_ticker}-{ticker_date(spec['dt'])}{home_t[3]}{away_t[3]}"
    H, A = home_t[2], away_t[2]
    line = spec.get("line")
    if fam == "win" or (fam in ("advance", "half") or series_fam == "FTTS") and team_t:
        suffix, sub = team_t[3], team_t[2]
    elif fam in ("draw", "half"):
        suffix, sub = "TIE", "Tie"
    elif fam == "spread":
        suffix, sub = f"{team_t[3]}{int(line + 0.5)}", f"{team_t[2]} wins by over {line} goals"
    elif fam == "total" or series_fam == "CORNERS":
        unit = "corners" if series_fam == "CORNERS" else "goals"
        suffix, sub = f"{int(line + 0.5)}", f"Over {line} {unit}"
    elif fam == "btts":
        suffix, sub = "BTTS", "Both teams score"
    elif fam == "exact_score":
        h_g, a_g = side.split("-")
        suffix, sub = f"H{h_g}A{a_g}", f"{H} {h_g}-{a_g} {A}"
    else:
        suffix, sub = "Y", "Red card shown"
    titles = {"GAME": f"{H} vs {A} Winner?", "ADVANCE": f"{H} vs {A}: Which team advances?",
              "SPREAD": f"{H} vs {A}: Spread", "TOTAL": f"{H} vs {A}: Total Goals",
              "BTTS": f"{H} vs {A}: Both Teams to Score?", "SCORE": f"{H} vs {A}: Exact Score",
              "1H": f"{H} vs {A}: First Half Winner?", "2H": f"{H} vs {A}: Second Half Winner?",
              "FTTS": f"{H} vs {A}: First Team to Score?", "REDCARD": f"{H} vs {A}: Red Card?",
              "CORNERS": f"{H} vs {A}: Total Corners"}
    market = dict(ticker=f"{ev}-{suffix}", event_ticker=ev, series_ticker=series_ticker,
                  title=titles[series_fam], yes_sub_title=sub, no_sub_title=sub,
                  rules_primary=primary, rules_secondary=secondary,
                  occurrence_datetime=occurrence(spec["dt"], spec["t"]))
    if fam in ("win", "advance", "spread") or (fam in ("half", "other") and team_t):
        outcome = team_t[2]
    elif fam in ("draw", "half"):
        outcome = "draw"
    else:
        outcome = side
    meanings = [f"F:{fam}"] + list(m) + (["AB"] if spec.get("ab") else [])
    exp = derive(fam, outcome, m, line=line, half=spec.get("half"), series_sources=series,
                 ab=spec.get("ab"), source=src)
    leg = dict(styles=sorted(styles), meanings=meanings, home=H, away=A, competition=spec["c"],
               market=market, series_settlement_sources=series, expected=exp)
    leg["_w"] = wordings
    return leg


def v2_leg(comp, h, a, dt, t, series_fam, suffix, sub, title, primary, secondary, series,
           styles, meanings, exp, w):
    home_t, away_t, c = fx(comp, h, a)
    series_ticker = f"{c[3]}{series_fam}"
    ev = f"{series_ticker}-{ticker_date(dt)}{home_t[3]}{away_t[3]}"
    market = dict(ticker=f"{ev}-{suffix}", event_ticker=ev, series_ticker=series_ticker,
                  title=title, yes_sub_title=sub, no_sub_title=sub, rules_primary=primary,
                  rules_secondary=secondary, occurrence_datetime=occurrence(dt, t))
    leg = dict(styles=sorted(styles), meanings=meanings, home=home_t[2], away=away_t[2],
               competition=comp, market=market, series_settlement_sources=series, expected=exp)
    leg["_w"] = w
    return leg


def specials():
    out = []
    # 1. Legal drafting with definitions, win, S2, D1, P3, C4, AB refund, R3
    out.append(v2_leg(
        "epl", "NEW", "CRY", "2026-11-07", "15:00", "GAME", "NEW", "Newcastle", "Newcastle vs Crystal Palace Winner?",
        "If Newcastle win the Newcastle vs Crystal Palace English Premier League game first scheduled for Nov 7, 2026, "
        "as determined at the end of the Regulation Period, then this market settles Yes.",
        "\"Regulation Period\" means the two 45-minute halves of the game plus stoppage time, and leaves out extra "
        "time and any penalty shoot-out. \"Original Start\" means the kickoff time first listed for the game. If, at the "
        "end of the Regulation Period, the score is level, the Tie contract pays Yes. If the game is postponed and "
        "begins no later than 48 hours after the Original Start, this market remains open; if it begins later than that, "
        "or is cancelled, this market resolves to a fair price. If the game begins but is abandoned and not completed, "
        "all positions in this market are refunded.",
        [ESPN, FOX], ["legal", "definitions", "layout:one_para"],
        ["F:win", "S2", "D1", "P3", "C4", "R3", "AB"],
        derive("win", "Newcastle", ["S2", "D1", "P3", "C4", "R3"], series_sources=[ESPN, FOX], ab="refund"),
        {"S2": "sp.legal", "D1": "sp.legal", "P3": "sp.legal", "C4": "sp.legal", "R3": "series:ESPN+Fox Sports",
         "AB": "sp.legal"}))
    # 2. FAQ consumer style in the secondary, draw, S4 (scope in FAQ), D1, P2, C4, R3
    out.append(v2_leg(
        "j1", "YFM", "KOB", "2026-10-17", "05:00", "GAME", "TIE", "Tie", "Yokohama F. Marinos vs Vissel Kobe Winner?",
        "If Tie is the outcome of the Yokohama F. Marinos vs Vissel Kobe Japanese J1 League game first scheduled for "
        "Oct 17, 2026, the contract resolves Yes.",
        "Which part of the game counts? Just the ninety minutes and stoppage time. Extra time and penalties are not part "
        "of it.\nWhat counts as a tie? The two teams having scored the same number of goals when regulation ends; the "
        "Tie market then resolves Yes.\nWhat if the game is delayed? A delay of more than two days sends this market to "
        "a fair price.\nWhat if it is cancelled? A fair price as well.",
        [ESPN], ["faq", "consumer", "layout:faq_inline", "number_words"],
        ["F:draw", "S4", "D1", "P2", "C4", "R3"],
        derive("draw", "draw", ["S4", "D1", "P2", "C4", "R3"], series_sources=[ESPN]),
        {"S4": "sp.faq", "D1": "sp.faq", "P2": "sp.faq", "C4": "sp.faq", "R3": "series:ESPN"}))
    # 3. Terse trader secondary, spread, S2 in primary
    out.append(v2_leg(
        "superlig", "FEN", "BJK", "2027-04-25", "16:00", "SPREAD", "FEN2", "Fenerbahce wins by over 1.5 goals",
        "Fenerbahce vs Besiktas: Spread",
        "Fenerbahce -1.5 vs Besiktas (Turkish Super Lig, Apr 25, 2027): Yes if Fenerbahce win by 2+ goals in "
        "regulation (90 + stoppage, no ET/pens).",
        "PPD >48h or CXL: fair px per rules.\nABD: treated as CXL.\nOG count for the credited side.",
        [ESPN], ["terse", "trader", "abbrev", "layout:lines", "noise:goal_definition"],
        ["F:spread", "S2", "P2", "C4", "R3", "AB"],
        derive("spread", "Fenerbahce", ["S2", "P2", "C4", "R3"], line=1.5, series_sources=[ESPN],
               ab="as_cancelled"),
        {"S2": "sp.terse", "P2": "sp.terse", "C4": "sp.terse", "R3": "series:ESPN", "AB": "sp.terse"}))

    # ---------------- ambiguous legs ----------------
    # B1: scope ambiguous: primary regulation vs secondary says extra-time goals count
    out.append(v2_leg(
        "ucl", "ARS", "ATM", "2027-04-13", "19:00", "GAME", "ARS", "Arsenal", "Arsenal vs Atletico Madrid Winner?",
        "If Arsenal win the Arsenal vs Atletico Madrid UEFA Champions League quarterfinal second leg first scheduled for "
        "Apr 13, 2027 after 90 minutes plus added time, then Yes is paid.",
        "Should the game go to extra time, goals scored in extra time count toward the result of this market. A "
        "level score sends the Tie market to Yes. Postponement by more than 48 hours or cancellation: fair price "
        "per the rules.",
        [{"name": "UEFA", "url": "https://www.uefa.com/"}], ["plain", "contradiction", "layout:one_para"],
        ["F:win", "S:ambiguous", "D1", "P2", "C4", "R3"],
        derive("win", "Arsenal", ["D1", "P2", "C4", "R3"], series_sources=[{"name": "UEFA", "url": "https://www.uefa.com/"}],
               overrides={"scope": "ambiguous"}),
        {"D1": "sp.b1", "P2": "sp.b1", "C4": "sp.b1", "R3": "series:UEFA"}))
    # B2: timing window ambiguous (matchweek), payout fair price
    out.append(v2_leg(
        "bundesliga", "SCF", "SGE", "2027-04-24", "13:30", "GAME", "SCF", "Freiburg", "Freiburg vs Eintracht Frankfurt Winner?",
        "If Freiburg win the Freiburg vs Eintracht Frankfurt German Bundesliga game first scheduled for Apr 24, 2027, "
        "counting 90 minutes plus stoppage time and not extra time or penalties, this contract settles to Yes.",
        "A tied game resolves the Tie market to Yes. If the game is postponed beyond the current matchweek, "
        "this market is closed out at a fair price. Cancelled games also settle at a fair price.",
        [FOX], ["plain", "layout:one_para"],
        ["F:win", "S2", "D1", "P:ambiguous", "C4", "R3"],
        derive("win", "Freiburg", ["S2", "D1", "C4", "R3"], series_sources=[FOX],
               overrides={"timing_window": "ambiguous", "void_postponed_long": "fair_price"}),
        {"S2": "sp.b2", "D1": "sp.b2", "C4": "sp.b2", "R3": "series:Fox Sports"}))
    # B3: cancellation ambiguous
    out.append(v2_leg(
        "ligue1", "REN", "LIL", "2027-01-31", "16:15", "GAME", "TIE", "Tie", "Rennes vs Lille Winner?",
        "If the Rennes vs Lille French Ligue 1 game first scheduled for Jan 31, 2027 ends in a tie after 90 minutes "
        "plus stoppage time (no extra time, no penalties), the market resolves to Yes.",
        "A draw at the end of regulation resolves the Tie market to Yes.\nA postponement past 48 hours means a "
        "fair-price settlement.\nIf the game is canceled, the exchange will settle the market as "
        "it sees fit.",
        [ESPN, FOX], ["plain", "layout:lines"],
        ["F:draw", "S2", "D1", "P2", "C:ambiguous", "R3"],
        derive("draw", "draw", ["S2", "D1", "P2", "R3"], series_sources=[ESPN, FOX],
               overrides={"void_cancelled": "ambiguous"}),
        {"S2": "sp.b3", "D1": "sp.b3", "P2": "sp.b3", "R3": "series:ESPN+Fox Sports"}))
    # B4: source ambiguous (text names two sources, no order)
    out.append(v2_leg(
        "aleague", "CCM", "MVC", "2027-03-27", "08:00", "TOTAL", "3", "Over 2.5 goals",
        "Central Coast vs Melbourne Victory: Total Goals",
        "If more than 2.5 goals are scored in the Central Coast vs Melbourne Victory Australian A-League game first "
        "scheduled for Mar 27, 2027, counting regulation and stoppage time only, the market resolves to Yes.",
        "The result will be taken from the A-League's official match centre or a major sports data provider. If the "
        "game is canceled or delayed beyond 48 hours, it settles at fair value.",
        [ESPN], ["plain", "layout:one_para"],
        ["F:total", "S2", "P2", "C4", "R:ambiguous"],
        derive("total", "over", ["S2", "P2", "C4"], line=2.5,
               overrides={"source_primary": "ambiguous", "source_fallback": "ambiguous"}),
        {"S2": "sp.b4", "P2": "sp.b4", "C4": "sp.b4"}))
    return out


def build():
    rots = dict(win=Rot(WIN), tie=Rot(TIE), S2=Rot(S2), S3P=Rot(S3_PRIMARY), S3S=Rot(S3_SECONDARY),
                S4=Rot(S4_SECONDARY), D1=Rot(D1), P2C4=Rot(P2C4), P2=Rot(P2), P3=Rot(P3), C4=Rot(C4))
    fmts = [date_short_us, date_long_us, date_short_us, date_long_uk]
    legs = [build_one(spec, i + 1, rots, fmts[i % len(fmts)]) for i, spec in enumerate(SPECS)]
    legs += specials()
    for i, leg in enumerate(legs, 1):
        legs[i - 1] = {"id": f"h2-{i:03d}", "venue": "venue_two", **leg}
    return legs
