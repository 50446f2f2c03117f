"""venue_one legs of held-out set (i).

Banks hold several wordings per meaning, each tagged with its styles. A spec table
picks fixture, family, side, clauses and layout; wordings rotate through the banks.
`specials()` holds whole hand-written texts (FAQ, terse notes, ambiguous legs) with
their expected records inline.
"""
from common import COMPS, TEAMS, DATE_STYLES, fmt_date, game_start, layout, note_wording

# ---------------------------------------------------------------------------
# Outcome sentences (1X2)
WIN = [
    ("Resolves Yes if {team} beat {opp} in their {comp} fixture on {date}; a draw or a victory for {opp} means No.",
     ["result_first", "syn:beat", "semicolon"]),
    ("This contract pays out on a {team} victory. Fixture: {home} v {away}, {comp}, {date}. Any other outcome, whether a level score or a win for {opp}, settles No.",
     ["split", "terse", "syn:victory"]),
    ("Should {team} defeat {opp} in the {comp} meeting set for {date}, the market settles to \"Yes\". Every other result settles it to \"No\".",
     ["condition_first", "formal", "syn:defeat"]),
    ("{team} have to win. If they do, Yes; if the sides finish level or {opp} take the points, No. ({comp} game, {home} v {away}, {date}.)",
     ["clipped", "parenthetical", "syn:take the points"]),
    ("Yes = {team} win the {comp} game against {opp} on {date}. No = a draw, or a loss for {team}.",
     ["list_like", "terse", "equals"]),
    ("The Outcome is \"Yes\" if, in the Match (being the {comp} fixture between {home} and {away} scheduled for {date}), {team} score more goals than {opp}; otherwise the Outcome is \"No\".",
     ["legal", "definitions", "syn:score more goals"]),
    ("We're asking something simple: do {team} get the better of {opp} when the two meet ({comp}, {date})? A win for {team} is Yes. A draw, or {opp} winning, is No.",
     ["conversational", "question", "syn:get the better of"]),
    ("Market settles Yes provided {team} finish the {comp} match against {opp} on {date} with more goals. Level or behind: No.",
     ["condition_last", "clipped", "syn:finish with more goals"]),
    ("{team} to come out on top against {opp} ({comp}, {date}). Yes if they manage it, No if they don't.",
     ["headline", "syn:come out on top", "contractions"]),
    ("A win for {team} over {opp} in the {comp} match on {date} will resolve this market to Yes. Any draw or defeat will resolve it to No.",
     ["future", "result_first", "syn:defeat"]),
]

DRAW = [
    ("Resolves Yes if {home} and {away} are level when their {comp} match on {date} finishes. A winner either way means No.",
     ["result_first", "syn:level"]),
    ("This is the draw leg for {home} vs. {away} ({comp}, {date}). It pays Yes on a tied score and No if either team wins.",
     ["plain", "syn:tied"]),
    ("Should neither side win the {comp} encounter between {home} and {away} on {date}, the market resolves to \"Yes\"; should either side win, it resolves to \"No\".",
     ["formal", "condition_first", "parallel"]),
    ("Yes: the game finishes all square. No: somebody wins. Fixture: {home} v {away}, {comp}, {date}.",
     ["clipped", "list_like", "syn:all square"]),
    ("The Outcome is \"Yes\" if the Match ends with each team having scored the same number of goals, and \"No\" otherwise. \"Match\" means the {comp} fixture of {home} versus {away} set for {date}.",
     ["legal", "definitions"]),
    ("Will the points be shared? If {home} and {away} can't be separated at the end of their {comp} meeting on {date}, this goes Yes. A victory for either team sends it to No.",
     ["conversational", "question", "syn:can't be separated"]),
    ("A stalemate between {home} and {away} in the {comp} on {date} resolves this market Yes; any decisive result resolves it No.",
     ["syn:stalemate", "semicolon"]),
    ("{home} and {away} ({comp}, {date}) finishing with identical scores will make this market Yes. If one of them wins, it will be No.",
     ["future", "syn:identical scores"]),
]

# ---------------------------------------------------------------------------
# Scope
S1 = [
    ("Only regulation counts: the two halves plus whatever the officials add on. Extra time and shoot-outs play no part.",
     ["plain", "syn:added on"]),
    ("The result is read once normal time, stoppage included, is over.",
     ["passive", "syn:normal time"]),
    ("Settlement looks at the score after the standard 90 minutes and injury time, and at nothing played after that.",
     ["numerals", "syn:injury time"]),
    ("Regular time only (90' + added time).",
     ["terse", "symbols"]),
    ("For this market the match is over when the referee blows for full time at the end of the second half's added minutes; any extra period or spot-kick contest that follows is disregarded.",
     ["formal", "long", "syn:spot-kick contest"]),
    ("\"Final Score\" means the score at the conclusion of regulation play, being two halves of forty-five minutes each together with any time added for stoppages.",
     ["legal", "definitions", "number_words"]),
    ("Goals in stoppage time count; anything played beyond the ninety minutes and their stoppage time does not.",
     ["number_words", "semicolon"]),
    ("We use the full-time score from regulation (ninety minutes, plus added time), never the score after extra time or penalties.",
     ["first_person", "parenthetical"]),
    ("Counted period: 90 mins + stoppage. Not counted: ET, pens.",
     ["terse", "abbrev"]),
]

S5 = [
    ("Goals in extra time count for this market; kicks taken in a penalty shoot-out do not.",
     ["semicolon", "plain"]),
    ("This market covers the whole match, extra time included if it is needed. Shoot-out penalties are not goals.",
     ["split", "passive"]),
]

# ---------------------------------------------------------------------------
# Postponement
P1 = [
    ("If the fixture is postponed, the market simply waits: it remains open until the game is eventually played, with no cut-off.",
     ["plain", "colon"]),
    ("Postponed matches do not trigger early settlement. Trading stays open until the rearranged game takes place, however distant that date is.",
     ["split", "syn:rearranged"]),
    ("A change of date won't settle this market; it remains live until the match actually happens.",
     ["contractions", "syn:change of date"]),
    ("Postponement: market remains open until played. No deadline applies.",
     ["terse", "clipped"]),
    ("In the event the Match is postponed, the Market shall remain open pending the playing of the Match on its rescheduled date, without limit of time.",
     ["legal", "shall"]),
    ("Should kick-off be pushed back to another day, resolution will wait for the rearranged match, whenever it is held.",
     ["british", "future", "syn:pushed back"]),
    ("If the game gets moved, nothing happens to your position: this stays open and settles on the rearranged game whenever it's played.",
     ["conversational", "second_person", "syn:moved"]),
    ("Postponed? The market is left open indefinitely and is decided by the match once it is finally staged.",
     ["question_answer", "syn:staged"]),
]

P4 = [
    ("A postponed match gets two weeks to be given a new date. If no new date is set inside that fortnight, we settle at the last fair price as it stood when the postponement was announced.",
     ["split", "syn:fortnight", "first_person"]),
    ("Postponed & not re-fixtured within 14 days -> settles at the last fair price as of the postponement notice.",
     ["terse", "arrow", "numerals"]),
    ("Where the Match is postponed and is not rescheduled within a period of fourteen (14) days, the Market shall be settled at the Last Fair Price. \"Last Fair Price\" means the fair market price of the Market at the time the postponement was publicly announced.",
     ["legal", "definitions", "number_words"]),
    ("If the game is put back and no replacement date is confirmed within 336 hours, settlement uses the fair price that prevailed when the delay was made public.",
     ["syn:put back", "hours"]),
    ("Should organisers fail to reschedule a postponed fixture within two weeks, the market closes at its last fair value, measured at the moment the postponement became known.",
     ["british_spelling", "formal", "syn:fair value"]),
    ("If a postponement is announced and the match hasn't been given a new date within 14 days, we pay out at the fair price in force at the time of that announcement.",
     ["contractions", "first_person"]),
]

# ---------------------------------------------------------------------------
# Cancellation
C1_WIN = [
    ("If the match is called off entirely and never replayed, this market resolves No.",
     ["syn:called off", "plain"]),
    ("Cancellation with no replacement fixture settles the market to \"No\".",
     ["terse", "nominal"]),
    ("Cancelled and not replayed? Then it's No.",
     ["question_answer", "british_spelling"]),
    ("In the event of the Match being cancelled without any replacement fixture taking place, the Market shall resolve to \"No\".",
     ["legal", "shall"]),
    ("A match that is canceled for good resolves No on this leg, just as a draw would.",
     ["american_spelling", "comparison"]),
    ("Should the game never take place because it has been cancelled, the answer is No.",
     ["condition_first", "formal"]),
    ("Scrapped fixture, no rearranged date: No.",
     ["clipped", "syn:scrapped"]),
]

C1_DRAW = [
    ("If the match is called off entirely and never replayed, this market resolves Yes.",
     ["syn:called off", "plain"]),
    ("Cancellation with no replacement fixture is treated as a draw, so this leg pays Yes.",
     ["treated_as_draw"]),
    ("Cancelled for good with no rearranged game? This leg pays Yes.",
     ["question_answer", "british_spelling"]),
    ("In the event of the Match being cancelled without any replacement fixture taking place, the Market shall resolve to \"Yes\".",
     ["legal", "shall"]),
    ("A canceled match that is never made up settles Yes here, exactly as if the sides had drawn.",
     ["american_spelling", "comparison"]),
    ("Scrapped fixture, no replay: Yes.",
     ["clipped", "syn:scrapped"]),
]

C2 = [
    ("If the game is cancelled and not replayed, the market settles 50-50.",
     ["plain", "british_spelling"]),
    ("Cancelled with no rearranged fixture: Yes and No shares each redeem at $0.50.",
     ["terse", "dollar"]),
    ("A fixture that is scrapped and never made up resolves as an even split between Yes and No.",
     ["syn:scrapped", "syn:even split"]),
    ("If the Match is cancelled without being rescheduled, the Market shall resolve at a price of 0.50 for each of \"Yes\" and \"No\".",
     ["legal", "decimal"]),
    ("Called off permanently -> fifty-fifty.",
     ["terse", "arrow", "number_words"]),
    ("Should the match be canceled outright, we settle half and half: 50c per Yes, 50c per No.",
     ["american_spelling", "cents", "first_person"]),
    ("If no game takes place at all because the fixture is cancelled, this market resolves evenly (50/50).",
     ["parenthetical", "slash"]),
]

C3_SCORE = [
    ("A cancelled fixture that is never replayed is settled as a 0-0 scoreline.",
     ["passive", "numerals"]),
    ("Cancelled, no replacement match: treated as 0\u20130.",
     ["terse", "en_dash"]),
    ("Where the Match is cancelled and not replayed, the Final Score shall be deemed to be nil-nil.",
     ["legal", "syn:nil-nil"]),
    ("If the game never happens, this group resolves to the goalless 0-0 option.",
     ["syn:goalless", "plain"]),
    ("Should the match be scrapped altogether, settlement defaults to 0-0, and every other scoreline resolves No.",
     ["syn:scrapped", "formal"]),
]

C3_FTTS = [
    ("If the fixture is cancelled and never made up, the \"Neither\" option wins and each team option resolves No.",
     ["plain", "quoted_option"]),
    ("Cancelled for good? Then it resolves to \"Neither\", so this team leg pays No.",
     ["question_answer"]),
]

# ---------------------------------------------------------------------------
# Sources and revisions
R1 = [
    ("The official figures from {body} decide this market. If they haven't been published by two hours after the match ends, a consensus of reliable media reports may be used instead.",
     ["number_words", "contractions"]),
    ("Source: {body}'s official match data. Fallback, if nothing is out 2 hours after the game: broad agreement among credible outlets.",
     ["terse", "numerals", "colon"]),
    ("The Resolution Source is the official statistics published by the governing body or organiser of the competition. If such statistics are not available within two (2) hours after the Match ends, the Market may be resolved using a consensus of credible reporting.",
     ["legal", "definitions", "british_spelling"]),
    ("We go by the numbers the organisers publish. If nothing official is available by the two-hour mark after full time, we'll rely on what reputable news coverage agrees on.",
     ["conversational", "first_person", "british_spelling"]),
    ("Primary: official {comp} statistics. Backup (only if the official result is still missing 2 h after the end): widely reported consensus.",
     ["list_like", "abbrev"]),
    ("Official data from {body} is used to settle. If it has not been released within 120 minutes of full time, consistent reporting across credible sources may be used.",
     ["passive", "minutes"]),
    ("Resolution relies on the result recognized by {body}; if no such result is available 2 hours post-match, the market may instead resolve on a consensus of credible reports.",
     ["american_spelling", "semicolon"]),
    ("We take the outcome from {body}'s official records, and, if those are not up within 2 hrs of the finish, from what trustworthy media agree on.",
     ["first_person", "abbrev"]),
]

R2 = [
    ("Score corrections published after we settle leave the outcome untouched.",
     ["future", "plain"]),
    ("Any score change announced after resolution is disregarded.",
     ["passive", "terse"]),
    ("Post-settlement amendments to the official result have no effect on this market.",
     ["nominal", "formal"]),
    ("Any revision to the Final Score made after the Market has resolved shall be disregarded.",
     ["legal", "shall"]),
    ("Once resolved, it stays resolved, even if the official record is revised afterwards.",
     ["conversational"]),
    ("Note: we don't reopen markets for retrospective score adjustments.",
     ["terse", "first_person"]),
    ("Settlement is final at resolution; subsequent edits to the result by the competition will not be reflected.",
     ["semicolon", "formal"]),
]

# ---------------------------------------------------------------------------
# Abandonment: (text, styles, payout or "as_c")
AB = [
    ("An abandoned match that is not completed is handled exactly like a cancellation.", ["plain"], "as_c"),
    ("If play is halted and the game is never finished, the cancellation rule above applies.", ["syn:halted", "cross_reference"], "as_c"),
    ("If the match is abandoned and not resumed, this market settles 50-50.", ["plain"], "50-50"),
    ("A match abandoned before the final whistle and not completed resolves No.", ["terse"], "no"),
    ("Where the match is abandoned part-way through and not finished, the market is valued at a fair price and settled accordingly.", ["formal", "syn:part-way"], "fair_price"),
    ("If play is stopped for good, the market settles at the last traded price before the stoppage.", ["syn:stopped for good"], "last_price"),
    ("Abandoned and not played to a finish? Same as cancelled.", ["question_answer", "clipped"], "as_c"),
    ("Should the referee abandon the Match and the Match not be completed, the Market shall be treated as if the Match had been cancelled.", ["legal"], "as_c"),
]

# ---------------------------------------------------------------------------
# Noise: sentences that must not change the record
NOTES = [
    ("The other two legs of this fixture (the opposing team and the draw) are listed separately in the same event.", ["noise:other_markets"]),
    ("Trading on this market closes at kick-off.", ["noise:trading_hours"]),
    ("Scores on the league's website are displayed with the home team first.", ["noise:site_display"]),
    ("Exactly one leg of this three-way group will resolve Yes.", ["noise:group"]),
    ("Goalscorer, corners and totals markets for this game are under 'More Markets'.", ["noise:other_markets"]),
    ("Kick-off times on the fixture page are shown in the stadium's local time.", ["noise:site_display"]),
    ("Live scores shown on this page are for information only.", ["noise:site_display"]),
    ("The order book usually opens about a week before the match.", ["noise:trading_hours"]),
    ("Prices shown are indicative and can move quickly around team news.", ["noise:trading"]),
]

LAYOUTS = ["paras", "one_para", "lines", "bullets", "numbered", "headings", "heading_blocks", "dots", "semicolons"]


class Rot:
    def __init__(self):
        self.i = {}

    def take(self, name, bank):
        k = self.i.get(name, 0)
        self.i[name] = k + 1
        return bank[k % len(bank)]


# ---------------------------------------------------------------------------
# Specs
def S(comp, h, a, date, hour, fam, **kw):
    kw.update(comp=comp, h=h, a=a, date=date, hour=hour, fam=fam)
    return kw


SPECS = [
    # ----- win (1X2) -----
    S("epl", "ars", "che", "2026-09-19", "16:30", "win", side="h", P="P1", C="C1", R2=True, lay="paras"),
    S("epl", "new", "liv", "2026-10-03", "14:00", "win", side="a", P="P4", C="C1", lay="bullets", note=1),
    S("epl", "bha", "tot", "2026-11-21", "15:00", "win", side="h", P="P1", C="C1", AB=True, lay="headings"),
    S("laliga", "rma", "atm", "2026-09-26", "19:00", "win", side="h", P="P1", C="C1", R2=True, lay="one_para", note=1),
    S("laliga", "sev", "rbb", "2026-11-08", "20:00", "win", side="a", P="P4", C="C1", lay="numbered"),
    S("seriea", "int", "juv", "2026-10-24", "18:45", "win", side="h", P="P1", C="C1", AB=True, lay="heading_blocks"),
    S("bundesliga", "bvb", "bmu", "2026-11-07", "17:30", "win", side="a", P="P1", C="C1", R2=True, lay="lines", note=2),
    S("ligue1", "om", "psg", "2026-10-25", "19:45", "win", side="a", P="P4", C="C1", lay="dots"),
    S("eredivisie", "fey", "aja", "2027-01-24", "13:30", "win", side="h", P="P1", C="C1", R2=True, lay="dots"),
    S("primeira", "scp", "fcp", "2026-12-06", "20:30", "win", side="h", P="P1", C="C1", AB=True, lay="paras", note=1),
    S("spl", "ran", "cel", "2027-01-02", "12:30", "win", side="a", P="P4", C="C1", R2=True, lay="bullets"),
    S("mls", "lafc", "lag", "2026-09-12", "23:30", "win", side="h", P="P1", C="C1", lay="one_para", note=1),
    S("ligamx", "ame", "chv", "2026-10-18", "23:00", "win", side="h", P="P1", C="C1", R2=True, lay="headings"),
    S("wc", "bra", "mar", "2026-06-14", "22:00", "win", side="h", P="P1", C="C1", lay="paras", note=1),
    S("euro", "eng", "den", "2028-06-13", "19:00", "win", side="h", P="P4", C="C1", AB=True, lay="numbered"),
    # ----- draw (1X2) -----
    S("epl", "mun", "avl", "2026-10-17", "11:30", "draw", P="P1", C="C1", R2=True, lay="paras"),
    S("laliga", "ath", "rso", "2026-10-31", "15:15", "draw", P="P4", C="C1", lay="lines", note=1),
    S("seriea", "mil", "nap", "2026-11-29", "19:45", "draw", P="P1", C="C1", AB=True, lay="bullets"),
    S("bundesliga", "sge", "lev", "2026-12-12", "14:30", "draw", P="P1", C="C1", R2=True, lay="heading_blocks"),
    S("ligue1", "ol", "asm", "2027-02-07", "16:00", "draw", P="P4", C="C1", lay="one_para"),
    S("mls", "sea", "clb", "2026-08-30", "23:00", "draw", P="P1", C="C1", lay="numbered", note=1),
    S("wc", "ger", "jpn", "2026-06-17", "19:00", "draw", P="P1", C="C1", R2=True, lay="dots"),
    S("primeira", "slb", "scb", "2027-03-14", "20:30", "draw", P="P1", C="C1", AB=True, lay="headings"),
    # ----- advance -----
    S("ucl", "rma", "mci", "2027-03-17", "20:00", "advance", side="h", P="P1", C="C2", lay="paras",
      out="Resolves Yes if {team} go through to the quarter-finals at the expense of {opp} in this {comp} round-of-16 tie, the return leg being on {date}. How they qualify doesn't matter: over the two legs, after extra time or in a penalty shoot-out all count.",
      q="Will {team} advance past {opp}?", smt="moneyline", git="{team}", sfx="adv-{code}"),
    S("uel", "tot", "rom", "2027-04-15", "19:00", "advance", side="a", P="P4", C="C2", AB=True, lay="bullets",
      out="{team} to reach the {comp} semi-finals by knocking out {opp} (second leg {date}). Aggregate score, extra time and the shoot-out, if there is one, all decide the tie.",
      q="Will {team} qualify for the semi-finals?", smt="soccer_to_advance", git="{team} to advance", sfx="adv-{code}"),
    S("libertadores", "riv", "fla", "2026-08-20", "22:30", "advance", side="h", P="P1", C="C2", R2=True, lay="lines",
      out="This market is Yes if {team} progress from their {comp} tie with {opp}, whose second leg is on {date}, whether they do it in normal time, extra time or on penalties; it is No if {opp} progress instead.",
      q="Will {team} progress to the next round?", smt="moneyline", git="{team}", sfx="adv-{code}"),
    S("wc", "arg", "col", "2026-07-04", "20:00", "advance", side="a", P="P1", C="C2", lay="headings",
      out="Yes if {team} win this {comp} knockout game against {opp} on {date} and move on to the next round, by any route: in 90 minutes, in extra time, or through a penalty shoot-out. No if {opp} go through.",
      q="Will {team} advance?", smt="moneyline", git="{team}", sfx="adv-{code}"),
    # ----- spread -----
    S("epl", "mci", "ful", "2026-12-26", "15:00", "spread", side="h", line=1.5, P="P1", C="C2", lay="paras",
      out="Yes if {team} beat {opp} by two goals or more in the {comp} match on {date}. A one-goal win, a draw or a win for {opp} resolves No.",
      q="Spread: {team} (-1.5)", smt="spreads", git="{team} (-1.5)", sfx="spread-home-1pt5"),
    S("bundesliga", "wob", "bmu", "2027-02-20", "14:30", "spread", side="a", line=1.5, P="P1", C="C2", R2=True, lay="bullets",
      out="{team} need a winning margin of at least two goals over {opp} ({comp}, {date}) for this to be Yes; anything less is No.",
      q="Spread: {team} (-1.5)", smt="spreads", git="{team} (-1.5)", sfx="spread-away-1pt5"),
    S("eredivisie", "psv", "twe", "2026-10-04", "12:15", "spread", side="h", line=2.5, P="P4", C="C2", lay="numbered",
      out="{team} must win by three clear goals or more against {opp} on {date} ({comp}). Yes if so; otherwise No.",
      q="Spread: {team} (-2.5)", smt="spreads", git="{team} (-2.5)", sfx="spread-home-2pt5"),
    S("seriea", "bol", "ata", "2027-04-03", "16:00", "spread", side="a", line=1.5, P="P1", C="C2", AB=True, lay="one_para",
      out="The visitors, {team}, have to beat {opp} by 2+ goals in this {comp} game on {date} for a Yes. A narrower win, a draw or a home win is a No.",
      q="Spread: {team} (-1.5)", smt="spreads", git="{team} (-1.5)", sfx="spread-away-1pt5"),
    # ----- total -----
    S("laliga", "bar", "vil", "2026-09-27", "19:00", "total", side="over", line=2.5, P="P1", C="C2", R2=True, lay="paras",
      out="Yes if {home} and {away} score three or more goals between them in their {comp} match on {date}; two or fewer is No.",
      q="{home} vs. {away}: O/U 2.5", smt="totals", git="O/U 2.5", sfx="total-2pt5"),
    S("ligue1", "los", "rcl", "2026-11-22", "14:00", "total", side="under", line=2.5, P="P4", C="C2", lay="lines",
      out="This resolves Yes if the {comp} game between {home} and {away} on {date} produces no more than two goals in total. Three or more: No.",
      q="Will {home} vs. {away} have fewer than 3 goals?", smt="totals", git="Under 2.5", sfx="under-2pt5"),
    S("mls", "mia", "atl", "2026-10-10", "23:30", "total", side="over", line=3.5, P="P1", C="C2", AB=True, lay="headings",
      out="Four goals or more in {home} vs. {away} ({comp}, {date}) = Yes. Three or fewer = No.",
      q="{home} vs. {away}: O/U 3.5", smt="totals", git="O/U 3.5", sfx="total-3pt5"),
    S("ucl", "psg", "ars", "2027-04-14", "19:00", "total", side="over", line=2.5, S="S5", P="P1", C="C2", lay="bullets",
      out="Yes if at least 3 goals are scored in the {comp} last-eight return leg between {home} and {away} on {date}; otherwise No.",
      q="{home} vs. {away}: O/U 2.5", smt="totals", git="O/U 2.5", sfx="total-2pt5"),
    S("spl", "hib", "hrt", "2026-12-28", "15:00", "total", side="under", line=1.5, P="P1", C="C2", R2=True, lay="one_para",
      out="The Edinburgh derby ({home} v {away}, {comp}, {date}) resolves this market Yes if it has one goal or none. Two goals or more means No.",
      q="Will {home} vs. {away} have under 1.5 goals?", smt="totals", git="Under 1.5", sfx="under-1pt5"),
    # ----- btts -----
    S("epl", "whu", "cry", "2027-01-16", "15:00", "btts", side="yes", P="P1", C="C2", lay="paras",
      out="Yes if {home} and {away} each find the net at least once in their {comp} game on {date}. If either team (or both) fails to score, No.",
      q="{home} vs. {away}: Both Teams to Score?", smt="both_teams_to_score", git="Both Teams to Score", sfx="btts"),
    S("seriea", "laz", "fio", "2027-02-14", "17:00", "btts", side="yes", P="P4", C="C2", AB=True, lay="numbered",
      out="Both sides on the scoresheet = Yes. At least one side kept out = No. ({comp}: {home} vs. {away}, {date}.)",
      q="{home} vs. {away}: Both Teams to Score?", smt="both_teams_to_score", git="Both Teams to Score", sfx="btts"),
    S("ligamx", "mty", "tig", "2026-11-01", "22:00", "btts", side="no", P="P1", C="C2", R2=True, lay="lines",
      out="This market resolves Yes if at least one of {home} and {away} is held scoreless in their {comp} clásico on {date}. If both teams score, it resolves No.",
      q="Will at least one team fail to score in {home} vs. {away}?", smt="both_teams_to_score", git="BTTS: No", sfx="btts-no"),
    S("libertadores", "pal", "boc", "2026-08-13", "22:30", "btts", side="yes", S="S5", P="P1", C="C2", lay="bullets",
      out="Yes if both {home} and {away} score in their {comp} knockout game on {date}. No if one or both finish without a goal.",
      q="{home} vs. {away}: Both Teams to Score?", smt="both_teams_to_score", git="Both Teams to Score", sfx="btts"),
    # ----- half -----
    S("epl", "avl", "nfo", "2026-09-26", "15:00", "half", side="h", half="first", P="P1", C="C2", lay="paras",
      out="Yes if {team} are ahead of {opp} when the referee blows for half-time in their {comp} match on {date}. Level or behind at the break: No. Only the first 45 minutes and their added time matter.",
      q="Will {team} lead at half-time?", smt="soccer_halftime_result", git="{team} (1H)", sfx="1h-{code}"),
    S("bundesliga", "vfb", "scf", "2026-10-17", "13:30", "half", side="draw", half="first", P="P4", C="C2", R2=True, lay="bullets",
      out="First-half result only: Yes if {home} and {away} are level at the interval of their {comp} game on {date}, No if either leads.",
      q="Will {home} vs. {away} be level at half-time?", smt="soccer_halftime_result", git="Draw (1H)", sfx="1h-draw"),
    S("laliga", "vcf", "gir", "2027-03-07", "17:30", "half", side="a", half="second", P="P1", C="C2", lay="one_para",
      out="This looks at the second half alone. {team} must outscore {opp} after the restart ({comp}, {date}); goals before the break are ignored. Yes if they do, otherwise No.",
      q="Will {team} win the second half?", smt="soccer_second_half_result", git="{team} (2H)", sfx="2h-{code}"),
    S("wc", "fra", "cro", "2026-06-22", "21:00", "half", side="draw", half="second", P="P1", C="C2", AB=True, lay="headings",
      out="Yes if the two teams score the same number of goals in the second half of {home} v {away} ({comp}, {date}), counting only goals from the restart until the end of the second half's added time. A second half won by either team is No.",
      q="Will the second half of {home} vs. {away} be drawn?", smt="soccer_second_half_result", git="Draw (2H)", sfx="2h-draw"),
    # ----- exact score -----
    S("epl", "liv", "eve", "2027-02-27", "12:30", "exact_score", score="2-1", P="P1", C="C3", lay="paras",
      out="Yes if the {comp} game between {home} and {away} on {date} finishes {home} 2, {away} 1. Any other final score is No.",
      q="Exact Score: {home} 2 - 1 {away}?", smt="soccer_exact_score", git="2-1", sfx="score-2-1"),
    S("seriea", "rom", "laz", "2027-03-21", "19:45", "exact_score", score="0-0", P="P1", C="C3", R2=True, lay="bullets",
      out="This option is the goalless draw: Yes if {home} v {away} ({comp}, {date}) ends 0-0, No if anybody scores.",
      q="Exact Score: {home} 0 - 0 {away}?", smt="soccer_exact_score", git="0-0", sfx="score-0-0"),
    S("bundesliga", "rbl", "bvb", "2027-04-10", "16:30", "exact_score", score="1-3", P="P4", C="C3", lay="lines",
      out="Yes if {away} win 3-1 away at {home} in their {comp} fixture on {date}. Every other scoreline, including a 3-1 home win, is No.",
      q="Exact Score: {home} 1 - 3 {away}?", smt="soccer_exact_score", git="1-3", sfx="score-1-3"),
    S("ligue1", "nic", "om", "2026-12-13", "19:45", "exact_score", score="1-1", P="P1", C="C3", AB=True, lay="numbered",
      out="Correct score 1-1 ({home} vs. {away}, {comp}, {date}). Yes if that is the final score; otherwise No.",
      q="Exact Score: {home} 1 - 1 {away}?", smt="soccer_exact_score", git="1-1", sfx="score-1-1"),
    S("mls", "cin", "rbny", "2026-09-27", "23:00", "exact_score", score="3-0", P="P1", C="C3", lay="one_para",
      out="Resolves Yes only if {home} beat {away} by exactly three goals to nil in the {comp} game on {date}.",
      q="Exact Score: {home} 3 - 0 {away}?", smt="soccer_exact_score", git="3-0", sfx="score-3-0"),
    # ----- other -----
    S("epl", "tot", "ars", "2026-11-28", "17:30", "other", side="a", P="P1", C="C3F", lay="paras",
      out="Yes if {team} score the opening goal of their {comp} match at {opp} on {date}. If {opp} score first, or there are no goals, No.",
      q="First team to score: {team}?", smt="soccer_first_team_to_score", git="{team}", sfx="fts-{code}"),
    S("uel", "fcp", "sge", "2027-03-18", "17:45", "other", side="h", S="S5", P="P1", C="C3F", R2=True, lay="lines",
      out="Yes if the first goal of {home} v {away} ({comp} last-16 second leg, {date}) is scored by {team}. No if {opp} score first or if nobody scores at all.",
      q="First team to score: {team}?", smt="soccer_first_team_to_score", git="{team}", sfx="fts-{code}"),
    S("laliga", "atm", "bar", "2027-01-31", "20:00", "other", side="over", line=9.5, P="P1", C="C2", lay="bullets",
      out="Yes if ten or more corner kicks are taken in total, both teams combined, during {home} vs. {away} ({comp}, {date}). Nine or fewer: No.",
      q="{home} vs. {away}: Total Corners O/U 9.5", smt="soccer_total_corners", git="Corners O/U 9.5", sfx="corners-9pt5"),
    S("spl", "cel", "abd", "2027-02-13", "15:00", "other", side="yes", P="P4", C="C2", AB=True, lay="headings",
      out="Yes if the referee shows at least one red card to a player of either side in {home} vs. {away} ({comp}, {date}). A second yellow leading to a sending-off counts. No red card at all: No.",
      scope_text=("Cards count only if shown during regulation play, meaning the ninety minutes and any stoppage time; nothing after that (extra time, shoot-out) is considered.", ["inline_scope", "number_words"]),
      q="Will there be a red card in {home} vs. {away}?", smt="soccer_red_card", git="Red Card", sfx="red-card"),
]

SCOPE_KIND = {"S1": "regulation", "S5": "extra_time"}


def _fill(text, ctx):
    return text.format(**ctx)


def build(start_id=1):
    rot = Rot()
    legs = []
    n = start_id
    for si, sp in enumerate(SPECS):
        comp = sp["comp"]
        c_name, c_slug, c_body, c_site, *_ = COMPS[comp]
        H, A = TEAMS[sp["h"]], TEAMS[sp["a"]]
        home, away = H[0], A[0]
        fam = sp["fam"]
        side = sp.get("side")
        team, opp, code = None, None, None
        if side == "h":
            team, opp, code = home, away, H[1]
        elif side == "a":
            team, opp, code = away, home, A[1]
        date_style = DATE_STYLES[si % len(DATE_STYLES)]
        ctx = dict(team=team, opp=opp, home=home, away=away, comp=c_name, body=c_body,
                   date=fmt_date(sp["date"], date_style), code=code)
        styles = set(["date:" + date_style])
        meanings = [f"F:{fam}"]
        blocks = []
        # outcome
        if fam == "win":
            t, st = rot.take("win", WIN)
        elif fam == "draw":
            t, st = rot.take("draw", DRAW)
        else:
            t, st = sp["out"], ["inline_outcome"]
            if fam == "advance":
                note_wording("S6", t)
        blocks.append(("outcome", _fill(t, ctx)))
        styles.update(st)
        # scope
        skey = sp.get("S", "S1" if fam not in ("half", "advance") else None)
        if fam == "advance":
            meanings.append("S6")
            scope = "penalties"
        elif fam == "half":
            scope = None
        else:
            bank = S1 if skey == "S1" else S5
            if "scope_text" in sp:
                t, st = sp["scope_text"]
            else:
                t, st = rot.take(skey, bank)
            blocks.append(("scope", _fill(t, ctx)))
            styles.update(st)
            meanings.append(skey)
            note_wording(skey, t)
            scope = SCOPE_KIND[skey]
        # postponement
        pkey = sp["P"]
        t, st = rot.take(pkey, P1 if pkey == "P1" else P4)
        blocks.append(("post", _fill(t, ctx)))
        styles.update(st)
        meanings.append(pkey)
        note_wording(pkey, t)
        if pkey == "P1":
            tw, vpl = "open_until_played", "result"
        else:
            tw, vpl = 336, "last_price"
        # cancellation
        ckey = sp["C"]
        if ckey == "C1":
            if fam == "draw":
                t, st = rot.take("C1d", C1_DRAW)
                vc = "yes"
            else:
                t, st = rot.take("C1w", C1_WIN)
                vc = "no"
            meanings.append("C1")
        elif ckey == "C2":
            t, st = rot.take("C2", C2)
            vc = "50-50"
            meanings.append("C2")
        elif ckey == "C3":
            t, st = rot.take("C3s", C3_SCORE)
            vc = "yes" if sp["score"] == "0-0" else "no"
            meanings.append("C3")
        elif ckey == "C3F":
            t, st = rot.take("C3f", C3_FTTS)
            vc = "no"
            meanings.append("C3")
        blocks.append(("canc", _fill(t, ctx)))
        note_wording(meanings[-1], t)
        styles.update(st)
        # abandonment
        vab = None
        if sp.get("AB"):
            t, st, pay = rot.take("AB", AB)
            blocks.append(("aban", _fill(t, ctx)))
            styles.update(st)
            meanings.append("AB")
            note_wording("AB", t)
            vab = vc if pay == "as_c" else pay
        # source
        t, st = rot.take("R1", R1)
        blocks.append(("src", _fill(t, ctx)))
        styles.update(st)
        meanings.append("R1")
        note_wording("R1", t)
        if sp.get("R2"):
            t, st = rot.take("R2", R2)
            blocks.append(("rev", _fill(t, ctx)))
            styles.update(st)
            meanings.append("R2")
            note_wording("R2", t)
        for _ in range(sp.get("note", 0)):
            t, st = rot.take("note", NOTES)
            blocks.append(("note", _fill(t, ctx)))
            styles.update(st)
        lay = sp["lay"]
        styles.add("layout:" + lay)
        desc = layout(blocks, lay, si)
        # wire fields
        if fam == "win":
            q = f"Will {team} win on {sp['date']}?"
            git, smt, sfx, wline = team, "moneyline", code, None
        elif fam == "draw":
            q = f"Will {home} vs. {away} end in a draw?"
            git, smt, sfx, wline = f"Draw ({home} vs. {away})", "moneyline", "draw", None
        else:
            q = _fill(sp["q"], ctx)
            git = _fill(sp["git"], ctx)
            smt = sp["smt"]
            sfx = _fill(sp["sfx"], ctx)
            wline = None
            if fam == "spread":
                wline = -sp["line"]
            elif fam == "total" or (fam == "other" and side == "over"):
                wline = sp["line"]
        more = fam not in ("win", "draw", "advance")
        slug = f"{c_slug}-{H[1]}-{A[1]}-{sp['date']}-{sfx}"
        ev_title = f"{home} vs. {away}" + (" - More Markets" if more else "")
        market = {
            "id": str(4920000 + 137 * n),
            "question": q,
            "slug": slug,
            "groupItemTitle": git,
            "sportsMarketType": smt,
            "line": wline,
            "outcomes": "[\"Yes\", \"No\"]",
            "description": desc,
            "resolutionSource": c_site if si % 3 != 2 else "",
            "event_title": ev_title,
            "gameStartTime": game_start(sp["date"], sp["hour"]),
        }
        # expected
        if fam in ("win", "advance", "spread"):
            outcome = team
        elif fam == "draw":
            outcome = "draw"
        elif fam in ("total",):
            outcome = side
        elif fam == "btts":
            outcome = side
        elif fam == "half":
            outcome = "draw" if side == "draw" else team
        elif fam == "exact_score":
            outcome = sp["score"]
        else:
            outcome = team if side in ("h", "a") else side
        line = sp.get("line")
        expected = {
            "family": fam, "outcome": outcome, "line": line, "half": sp.get("half"),
            "scope": scope, "source_primary": "official", "source_fallback": "consensus",
            "timing_window": tw, "void_cancelled": vc, "void_postponed_long": vpl,
            "void_abandoned": vab,
        }
        legs.append(dict(id=f"i1-{n:03d}", venue="venue_one", styles=sorted(styles),
                         meanings=meanings, home=home, away=away, competition=comp,
                         market=market, expected=expected))
        n += 1
    for sp in specials():
        legs.append(_special(sp, n))
        n += 1
    return legs


def _special(sp, n):
    comp = sp["comp"]
    c_name, c_slug, c_body, c_site, *_ = COMPS[comp]
    H, A = TEAMS[sp["h"]], TEAMS[sp["a"]]
    home, away = H[0], A[0]
    market = {
        "id": str(4920000 + 137 * n),
        "question": sp["q"],
        "slug": f"{c_slug}-{H[1]}-{A[1]}-{sp['date']}-{sp['sfx']}",
        "groupItemTitle": sp["git"],
        "sportsMarketType": sp.get("smt", "moneyline"),
        "line": sp.get("wline"),
        "outcomes": "[\"Yes\", \"No\"]",
        "description": sp["text"],
        "resolutionSource": sp.get("rs", c_site),
        "event_title": f"{home} vs. {away}" + sp.get("ev_sfx", ""),
        "gameStartTime": game_start(sp["date"], sp["hour"]),
    }
    e = dict(family=None, outcome=None, line=None, half=None, scope="regulation",
             source_primary="official", source_fallback="consensus",
             timing_window="open_until_played", void_cancelled="no",
             void_postponed_long="result", void_abandoned=None)
    e.update(sp["exp"])
    for mn in sp["meanings"]:
        if not mn.startswith("F:"):
            note_wording(mn, sp["text"])
    return dict(id=f"i1-{n:03d}", venue="venue_one", styles=sp["styles"], meanings=sp["meanings"],
                home=home, away=away, competition=comp, market=market, expected=e)


def specials():
    out = []
    # FAQ win leg
    out.append(dict(
        comp="epl", h="bre", a="mun", date="2027-03-13", hour="15:00", sfx="bre",
        q="Will Brentford FC win on 2027-03-13?", git="Brentford FC",
        text=("Q: What has to happen for Yes?\n"
              "A: Brentford FC need to win their Premier League home game against Manchester United FC on 13 March 2027. A draw or a United win makes it No.\n\n"
              "Q: Does extra time or a shoot-out come into it?\n"
              "A: No. It's a league game, and we only look at the score once the ninety minutes and the added time are up.\n\n"
              "Q: What if the match is moved to another date?\n"
              "A: Then we wait. The market stays open with no time limit and pays on the rearranged game.\n\n"
              "Q: And if it's called off for good?\n"
              "A: If it's cancelled and never replayed, Brentford FC didn't win, so it's No.\n\n"
              "Q: Who decides the score?\n"
              "A: The Premier League's official stats. If those aren't published within two hours of full time, we can use the consensus of credible reporting.\n\n"
              "Q: Can a later correction change things?\n"
              "A: Not once we've resolved."),
        styles=["faq", "conversational", "contractions", "number_words", "layout:faq"],
        meanings=["F:win", "S1", "P1", "C1", "R1", "R2"],
        exp=dict(family="win", outcome="Brentford FC")))
    # FAQ draw leg with P4
    out.append(dict(
        comp="eredivisie", h="az", a="psv", date="2027-02-28", hour="13:30", sfx="draw",
        q="Will AZ Alkmaar vs. PSV Eindhoven end in a draw?", git="Draw (AZ Alkmaar vs. PSV Eindhoven)",
        text=("How does this market work?\n"
              "It's the draw option for AZ Alkmaar v PSV Eindhoven in the Eredivisie, 28/02/2027. A level score at the end of regular time (90 minutes plus stoppages) is Yes; a winner either way is No.\n\n"
              "What if the game is postponed?\n"
              "If it hasn't been rescheduled within a fortnight, we settle at the last fair price, taken at the moment the postponement was announced.\n\n"
              "What if it's cancelled?\n"
              "A cancelled match with no replay counts as a draw here: Yes.\n\n"
              "Where does the result come from?\n"
              "Official Eredivisie statistics; if they're missing 2 h after full time, credible reporting by consensus."),
        styles=["faq", "question_headings", "syn:fortnight", "date:slash", "layout:faq"],
        meanings=["F:draw", "S1", "P4", "C1", "R1"],
        exp=dict(family="draw", outcome="draw", timing_window=336, void_cancelled="yes",
                 void_postponed_long="last_price")))
    # terse notes exact score, away-first wording
    out.append(dict(
        comp="primeira", h="scb", a="slb", date="2027-04-25", hour="18:00", sfx="score-0-2",
        q="Exact Score: SC Braga 0 - 2 SL Benfica?", git="0-2", smt="soccer_exact_score",
        ev_sfx=" - More Markets",
        text=("Benfica win 2-0 at Braga (SC Braga v SL Benfica, Primeira Liga, 25 Apr 2027) -> Yes. Else No.\n"
              "Reg. time + stoppage only.\n"
              "PPD: open till played.\n"
              "Canc., no replay: settles as 0-0 (this leg No).\n"
              "Abandoned, not completed: as cancelled.\n"
              "Src: Liga Portugal official stats; >2h missing -> credible reporting consensus."),
        styles=["terse_notes", "abbrev", "arrow", "away_first", "layout:lines"],
        meanings=["F:exact_score", "S1", "P1", "C3", "AB", "R1"],
        exp=dict(family="exact_score", outcome="0-2", void_cancelled="no", void_abandoned="no")))
    # --- ambiguous: scope (knockout second leg, no time scope)
    out.append(dict(
        comp="ucl", h="bmu", a="int", date="2027-04-13", hour="19:00", sfx="bay",
        q="Will FC Bayern München win on 2027-04-13?", git="FC Bayern München",
        text=("This market resolves to \"Yes\" if FC Bayern München win the match against FC Internazionale Milano, the second leg of their UEFA Champions League quarter-final, played on April 13, 2027. If they do not win the match, it resolves to \"No\".\n\n"
              "If the match is postponed, the market stays open until it is played.\n\n"
              "If the match is cancelled and never replayed, this market resolves to \"No\".\n\n"
              "UEFA's official match statistics are the source. Should they be unavailable two hours after the match, the market may rely on consistent reporting from reputable media.\n\n"
              "The team that goes through to the semi-finals is irrelevant to this market unless it coincides with the match result."),
        styles=["plain", "knockout", "no_scope", "layout:paras"],
        meanings=["F:win", "S:ambiguous", "P1", "C1", "R1"],
        exp=dict(family="win", outcome="FC Bayern München", scope="ambiguous")))
    # --- ambiguous: postponement
    out.append(dict(
        comp="seriea", h="nap", a="mil", date="2027-01-10", hour="19:45", sfx="nap",
        q="Will SSC Napoli win on 2027-01-10?", git="SSC Napoli",
        text=("Yes if SSC Napoli beat AC Milan in Serie A on 10 January 2027; otherwise No. Only regulation time, stoppages included, counts.\n"
              "If the game is postponed, the market may be kept open for a sensible period and will then be settled in the way the market team considers appropriate.\n"
              "A cancelled match that is never replayed resolves No.\n"
              "Source: official Lega Serie A statistics, with a consensus of credible reporting if nothing official appears within two hours."),
        styles=["plain", "vague_postponement", "layout:lines"],
        meanings=["F:win", "S1", "P:ambiguous", "C1", "R1"],
        exp=dict(family="win", outcome="SSC Napoli", timing_window="ambiguous",
                 void_postponed_long="ambiguous")))
    # --- ambiguous: cancellation
    out.append(dict(
        comp="bundesliga", h="lev", a="rbl", date="2027-03-06", hour="14:30", sfx="draw",
        q="Will Bayer 04 Leverkusen vs. RB Leipzig end in a draw?", git="Draw (Bayer 04 Leverkusen vs. RB Leipzig)",
        text=("- Yes if Bayer 04 Leverkusen and RB Leipzig draw their Bundesliga match on 6 March 2027; No if either wins.\n"
              "- Period: 90 minutes plus stoppage time.\n"
              "- Postponed: stays open until played.\n"
              "- Cancelled: handled under our general policy for called-off fixtures.\n"
              "- Source: official DFL data; backup: consensus of reputable reports if nothing official within 2 hours."),
        styles=["bullets", "vague_cancellation", "layout:bullets"],
        meanings=["F:draw", "S1", "P1", "C:ambiguous", "R1"],
        exp=dict(family="draw", outcome="draw", void_cancelled="ambiguous")))
    # --- ambiguous: source
    out.append(dict(
        comp="eredivisie", h="aja", a="az", date="2026-11-29", hour="13:30", sfx="aja",
        rs="",
        q="Will AFC Ajax win on 2026-11-29?", git="AFC Ajax",
        text=("AFC Ajax must beat AZ Alkmaar in their Eredivisie fixture on November 29, 2026 for this market to resolve Yes. A draw or an AZ win resolves it No. The score after ninety minutes and stoppage time decides.\n\n"
              "Postponement does not settle the market; it remains open until the match is played. If the match is cancelled without a replay, the market resolves No.\n\n"
              "The result will be taken from the Eredivisie's website or from reputable sports media."),
        styles=["plain", "vague_source", "layout:paras"],
        meanings=["F:win", "S1", "P1", "C1", "R:ambiguous"],
        exp=dict(family="win", outcome="AFC Ajax", source_primary="ambiguous", source_fallback="ambiguous")))
    # --- ambiguous: abandonment
    out.append(dict(
        comp="ligamx", h="caz", a="tol", date="2027-02-21", hour="23:00", sfx="cru",
        q="Will Cruz Azul win on 2027-02-21?", git="Cruz Azul",
        text=("RESOLUTION\nYes if Cruz Azul defeat Deportivo Toluca FC in the Liga MX match of Feb 21, 2027; otherwise No.\n\n"
              "TIME\nRegulation only, including added time.\n\n"
              "POSTPONEMENT / CANCELLATION\nA postponed match leaves the market open for as long as it takes to be played. A cancelled match that is never replayed resolves No.\n\n"
              "ABANDONMENT\nIf a match is abandoned, the outcome may be reviewed on its individual circumstances.\n\n"
              "SOURCE\nOfficial Liga MX data; credible reporting consensus if that is not out within two hours."),
        styles=["heading_blocks", "vague_abandonment", "layout:heading_blocks"],
        meanings=["F:win", "S1", "P1", "C1", "AB:ambiguous", "R1"],
        exp=dict(family="win", outcome="Cruz Azul", void_abandoned="ambiguous")))
    return out
