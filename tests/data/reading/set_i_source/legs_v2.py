"""venue_two legs of held-out set (i).

`rules_primary` holds the outcome sentence with a scope slot (S2, S3, S5 wordings, or
nothing for S4). `rules_secondary` holds the rest (S3 exclusion, S4 scope, D1,
postponement/cancellation, abandonment, noise), joined by a layout.
`series_settlement_sources` is set per leg. `specials()` holds whole hand-written legs.
"""
from common import (COMPS, TEAMS, ESPN, FOX, UEFA, iso_start, ticker_date, v2_date,
                    series_source_kind, note_wording)

# ---------------------------------------------------------------------------
# Primary outcome sentences; {scope} is the scope slot (may be empty).
PRIM_WIN = [
    ("If {team} wins the {home} vs {away} {comp} fixture originally scheduled for {date}{scope}, the market resolves to Yes.",
     ["condition_first", "plain"]),
    ("The market resolves to Yes if {team} beats {opp} in the {comp} game first scheduled for {date}{scope}.",
     ["result_first", "syn:beat", "syn:first scheduled"]),
    ("Yes if {team} defeats {opp} ({home} vs {away}, {comp}, originally set for {date}){scope}.",
     ["clipped", "parenthetical", "syn:defeat"]),
    ("This market resolves Yes should {team} come out ahead of {opp} in their {comp} fixture initially slated for {date}{scope}; otherwise it resolves No.",
     ["formal", "syn:come out ahead", "syn:slated"]),
    ("A {team} win over {opp} in the {comp} game originally scheduled for {date}{scope} resolves this market to Yes.",
     ["nominal", "result_first"]),
    ("If {team} finishes with more goals than {opp} in the {home} vs {away} {comp} contest originally planned for {date}{scope}, the market will resolve to Yes.",
     ["future", "syn:more goals"]),
    ("Should {team} win the {comp} game between {home} and {away} first scheduled for {date}{scope}, this market resolves to Yes.",
     ["condition_first", "should"]),
]

PRIM_DRAW = [
    ("If Tie is the outcome of the {home} vs {away} {comp} game originally scheduled for {date}{scope}, the market resolves to Yes.",
     ["tie_label", "condition_first"]),
    ("The market resolves to Yes if {home} and {away} finish level in the {comp} match first scheduled for {date}{scope}.",
     ["result_first", "syn:level"]),
    ("Yes if neither {home} nor {away} wins the {comp} game originally set for {date}{scope}.",
     ["clipped", "syn:neither wins"]),
    ("Should the {home} vs {away} {comp} fixture originally due on {date} end tied{scope}, this market resolves Yes.",
     ["should", "syn:tied"]),
    ("If the {comp} game between {home} and {away} initially scheduled for {date} ends in a tie{scope}, the market will resolve to Yes.",
     ["future", "syn:tie"]),
    ("This market resolves to Yes when {home} vs {away} ({comp}, originally scheduled {date}) is drawn{scope}.",
     ["passive", "syn:drawn"]),
]

S2 = [
    (", after 90 minutes plus stoppage time, with shoot-outs and extra time not counting", ["numerals"]),
    (", at the end of regulation, meaning 90 minutes and added time with no extra time or penalties", ["syn:added time"]),
    (", on the score after ninety minutes plus stoppage (not counting extra time or a shoot-out)", ["number_words"]),
    (", when regulation ends (90 min + stoppage; excludes ET and penalties)", ["abbrev", "terse"]),
    (", based on regulation play only (90 minutes plus injury time; no extra time, no penalties)", ["syn:injury time"]),
    (", with the result taken after 90' plus added time and any extra time or penalties left out", ["symbols"]),
    (", as it stands after 90 minutes and stoppage time, ignoring extra time and penalties", ["syn:as it stands"]),
]

S3 = [
    (", after 90 minutes plus stoppage time", ["numerals"]),
    (", at the end of 90 minutes and stoppage time", ["numerals"]),
    (", once regulation (90 minutes plus added time) is over", ["parenthetical"]),
    (", on the regulation-time score (90' + stoppage)", ["symbols"]),
    (", in regulation time, ninety minutes plus any added time", ["number_words"]),
    (", by the close of normal time including stoppage", ["syn:normal time"]),
]

S3_EXCL = [
    ("Extra time and penalties are not counted.", ["passive"]),
    ("Neither extra time nor a penalty shoot-out is considered.", ["neither_nor"]),
    ("Goals in any extra period, and shoot-out kicks, are excluded.", ["syn:extra period"]),
    ("Extra time and spot-kick shoot-outs play no part in settlement.", ["syn:spot-kick"]),
    ("Anything that happens after regulation, including extra time and penalties, is ignored for this market.", ["plain"]),
    ("No extra time, no penalties: those fall outside this market.", ["clipped", "colon"]),
]

S4_SEC = [
    ("The market is settled on the score at the end of regulation (90 minutes and stoppage time).", ["passive"]),
    ("Only the 90 minutes and stoppage time count toward the result.", ["american", "plain"]),
    ("Result means the full-time score after regular play plus added time; extra time is not part of it.", ["definition", "semicolon"]),
    ("Scope: regulation time incl. stoppage.", ["terse", "abbrev"]),
    ("What counts is the scoreline once the referee ends normal time, added minutes included.", ["syn:scoreline"]),
    ("Settlement uses the 90-minute result, stoppage time included, and nothing beyond it.", ["numerals"]),
]

S5 = [
    (", counting every minute played, extra time included", ["plain"]),
    (", across the whole match with extra time included (kicks in a penalty shoot-out don't count as goals)", ["parenthetical"]),
    (", at any point during the full game: regular time, added time and extra time if played", ["colon"]),
    (", over the entire match, any extra-time periods included", ["terse"]),
    (", at any stage of open play, extra time counted", ["clipped"]),
]

# ---------------------------------------------------------------------------
D1 = [
    ("If the match ends level, the Tie market resolves to Yes.", ["syn:level"]),
    ("A drawn game sends the market named \"Tie\" to Yes.", ["syn:drawn"]),
    ("Tie: resolves Yes if the scores are level.", ["terse"]),
    ("When neither team wins, the \"Tie\" contract settles Yes and both team contracts settle No.", ["syn:neither wins", "other_markets"]),
    ("Should the game finish all square, Yes goes to the Tie market.", ["syn:all square"]),
    ("In a stalemate, the market for Tie pays Yes.", ["syn:stalemate"]),
    ("Level at full time = Tie resolves Yes.", ["equals", "terse"]),
]

PC2 = [
    ("A canceled game, or one moved to a start more than 48 hours after the original time, will resolve to a fair price under the rules.", ["american_spelling", "syn:moved", "future"]),
    ("Cancellation, or a delay that pushes kickoff beyond 48 hours from the original schedule, results in settlement at a fair price.", ["nominal", "syn:delay"]),
    ("Should the match be cancelled, or put back by more than forty-eight hours, the market settles at fair value in line with the Rulebook.", ["british_spelling", "number_words", "syn:fair value"]),
    ("Canceled / rescheduled by more than 48h -> fair price settlement.", ["terse", "arrow"]),
    ("Where the game is called off, or re-timed to a slot over two days after its original kickoff, the exchange will settle at a fair price.", ["syn:called off", "two_days", "formal"]),
    ("If the fixture doesn't go ahead, either because it is scrapped or because it is put back by over 48 hrs, contracts settle at a fair price determined under the rules.", ["contractions", "syn:scrapped", "abbrev"]),
    ("A cancellation, or a postponement of more than 48 hours, means the market resolves at a fair price.", ["plain"]),
]

P2 = [
    ("If the game is pushed more than 48 hours past its original start, a fair price is used to settle.", ["plain", "syn:pushed"]),
    ("A postponement of over forty-eight hours leads to fair-price settlement.", ["number_words", "nominal"]),
    ("Moved back by more than two days? Then the market is settled at a fair price.", ["question_answer", "two_days"]),
]

P3 = [
    ("If the game is postponed but kicks off within 48 hours of the originally scheduled time, the market stays open; if not, it resolves to a fair price.", ["semicolon", "plain"]),
    ("A postponed match that starts within two days of its original kickoff keeps the market open. Any later than that, settlement is at a fair price.", ["two_days", "split"]),
    ("Delayed games: if play begins within 48h of the scheduled time, nothing changes; beyond 48h the market settles at fair value.", ["terse", "syn:fair value"]),
    ("Should the match be postponed, the market will remain open provided the rescheduled kickoff is no more than 48 hours after the original one. Otherwise it resolves to a fair price.", ["formal", "future"]),
    ("Postponement within forty-eight hours: market remains open. Postponement beyond forty-eight hours: fair price.", ["list_like", "number_words"]),
    ("If kickoff slips but the match still starts inside 48 hrs of the planned time, trading continues; past that, a fair price applies.", ["syn:slips", "abbrev"]),
    ("The market stays open through a postponement so long as the game gets underway within 48 hours; failing that, it resolves at a fair price.", ["syn:failing that"]),
]

C4 = [
    ("If the game is cancelled, settlement is at a fair price.", ["british_spelling", "plain"]),
    ("Canceled games are settled at fair value.", ["american_spelling", "passive"]),
    ("Cancellation: fair-price settlement, per the rules.", ["terse"]),
    ("Should the match not be played at all, the contract is valued at a fair price.", ["formal"]),
    ("A called-off game leads to a fair-price resolution.", ["syn:called off", "nominal"]),
    ("If the fixture is scrapped entirely, expect settlement at a fair price.", ["second_person", "syn:scrapped"]),
]

P1 = [
    ("If the match is postponed, this market stays open until it is actually played, with no deadline.", ["plain"]),
]

# abandonment: (text, styles, payout or "as_c")
AB = [
    ("An abandoned game that is not completed is treated like a cancellation.", ["plain"], "as_c"),
    ("If play is suspended and the match is not resumed, the contract is settled at a fair price.", ["syn:suspended"], "fair_price"),
    ("Abandoned matches: settlement at the last traded price before play stopped.", ["terse"], "last_price"),
    ("If the match is abandoned, all positions are refunded at their purchase price.", ["refund"], "refund"),
    ("Abandonment without completion follows the cancellation rule.", ["nominal", "cross_reference"], "as_c"),
    ("If the game is halted partway and never completed, the market resolves 50-50.", ["syn:halted"], "50-50"),
]

NOTES = [
    ("Markets on the other outcomes of this game (each team and Tie) are listed under the same event.", ["noise:other_markets"]),
    ("Trading may close early once the result is known.", ["noise:trading_hours"]),
    ("This contract is listed per match; season-long markets sit in a separate series.", ["noise:series"]),
    ("The last trading day is normally the day after the scheduled match.", ["noise:trading_hours"]),
    ("Scoreboards on broadcaster websites may list the away team first.", ["noise:site_display"]),
    ("Position limits apply as set out in the contract terms.", ["noise:limits"]),
]


class Rot:
    def __init__(self):
        self.i = {}

    def take(self, name, bank):
        k = self.i.get(name, 0)
        self.i[name] = k + 1
        return bank[k % len(bank)]


def S(comp, h, a, date, hour, fam, **kw):
    kw.update(comp=comp, h=h, a=a, date=date, hour=hour, fam=fam)
    return kw


# inline primaries for non-1X2 families use {scope}
SPECS = [
    # ----- win (GAME) -----
    S("epl", "che", "ars", "2026-10-24", "16:30", "win", side="a", S="S2", V="PC2", lay="one_para"),
    S("epl", "liv", "mci", "2027-01-09", "17:30", "win", side="h", S="S2", V="P3C4", lay="lines", note=1),
    S("laliga", "bar", "rma", "2026-10-25", "15:15", "win", side="a", S="S2", V="PC2", AB=True, lay="bullets"),
    S("seriea", "juv", "nap", "2026-11-22", "19:45", "win", side="h", S="S2", V="P2C4", lay="one_para"),
    S("bundesliga", "bmu", "lev", "2026-12-19", "17:30", "win", side="h", S="S2", V="PC2", lay="numbered", note=1),
    S("ligue1", "psg", "los", "2027-01-17", "20:00", "win", side="h", S="S2", V="P3C4", AB=True, lay="lines"),
    S("eredivisie", "psv", "fey", "2026-10-25", "13:30", "win", side="a", S="S4", V="PC2", lay="one_para"),
    S("primeira", "fcp", "slb", "2027-02-07", "20:30", "win", side="h", S="S4", V="P3C4", lay="bullets"),
    S("spl", "cel", "ran", "2026-09-26", "11:30", "win", side="h", S="S4", V="PC2", AB=True, lay="lines", src=[ESPN, FOX]),
    S("mls", "clb", "cin", "2026-10-03", "23:30", "win", side="a", S="S2", V="PC2", lay="one_para", note=1),
    S("ligamx", "tig", "ame", "2026-09-20", "23:00", "win", side="a", S="S4", V="P3C4", lay="numbered"),
    S("ucl", "liv", "rma", "2026-11-04", "20:00", "win", side="h", S="S2", V="PC2", lay="lines"),
    S("wc", "esp", "uru", "2026-06-21", "16:00", "win", side="h", S="S3", V="PC2", lay="one_para"),
    S("wc", "eng", "civ", "2026-07-01", "20:00", "win", side="a", S="S3", V="P3C4", AB=True, lay="bullets"),
    S("euro", "ita", "bel", "2028-06-18", "19:00", "win", side="h", S="S3", V="PC2", lay="lines", note=1),
    # ----- draw (GAME) -----
    S("epl", "tot", "new", "2026-12-06", "14:00", "draw", S="S2", V="PC2", lay="one_para"),
    S("laliga", "vil", "sev", "2027-02-14", "17:30", "draw", S="S2", V="P2C4", AB=True, lay="lines"),
    S("seriea", "ata", "int", "2027-03-13", "17:00", "draw", S="S2", V="P3C4", lay="bullets", note=1),
    S("bundesliga", "scf", "sge", "2026-09-19", "13:30", "draw", S="S4", V="PC2", lay="numbered"),
    S("ligue1", "asm", "om", "2026-11-08", "16:00", "draw", S="S4", V="P3C4", lay="one_para"),
    S("mls", "lag", "sea", "2027-03-21", "21:30", "draw", S="S4", V="P1C4", lay="lines"),
    S("wc", "ned", "jpn", "2026-06-14", "20:00", "draw", S="S3", V="PC2", lay="one_para"),
    S("euro", "sco", "sui", "2028-06-20", "16:00", "draw", S="S3", V="P3C4", AB=True, lay="bullets"),
    S("ucl", "bvb", "atm", "2026-12-09", "20:00", "draw", S="S3", V="P2C4", lay="lines", src=[UEFA]),
    # ----- advance -----
    S("ucl", "ars", "bar", "2027-03-10", "20:00", "advance", side="h", V="PC2", lay="one_para",
      prim="If {team} advances past {opp} in the {comp} round of 16 tie whose second leg is originally scheduled for {date}, including via extra time or penalties, the market resolves to Yes.",
      title="{home} vs {away}: Which team advances?", sub="{team}", series="ADVANCE", sfx="{code}"),
    S("uel", "aja", "ol", "2027-04-15", "19:00", "advance", side="a", V="P3C4", lay="lines",
      prim="Yes if {team} knocks {opp} out of the {comp} quarter-finals, the tie being decided over both legs (return leg first scheduled for {date}) and, where needed, by extra time and a penalty shoot-out.",
      title="{home} vs {away}: To Advance", sub="{team}", series="ADVANCE", sfx="{code}"),
    S("libertadores", "boc", "pal", "2026-09-17", "22:30", "advance", side="h", V="PC2", AB=True, lay="bullets",
      prim="The market resolves to Yes should {team} progress to the next round of the {comp} at the end of the tie against {opp} (second leg initially set for {date}), whether it is settled on aggregate, in extra time or on penalties.",
      title="{home} vs {away}: Who goes through?", sub="{team}", series="ADVANCE", sfx="{code}"),
    S("wc", "por", "mex", "2026-07-05", "20:00", "advance", side="h", V="P2C4", lay="one_para",
      prim="If {team} wins the {comp} knockout game against {opp} originally scheduled for {date} and advances, with extra time and penalties counted if the game goes that far, the market resolves to Yes.",
      title="{home} vs {away}: Advance", sub="{team}", series="ADVANCE", sfx="{code}"),
    # ----- spread -----
    S("epl", "ars", "eve", "2026-11-07", "15:00", "spread", side="h", line=1.5, S="S2", V="PC2", lay="one_para",
      prim="If {team} beats {opp} by more than 1.5 goals in the {comp} game originally scheduled for {date}{scope}, the market resolves to Yes.",
      title="{home} vs {away}: Spread", sub="{team} wins by over 1.5 goals", series="SPREAD", sfx="{code}2"),
    S("laliga", "gir", "rma", "2027-03-20", "20:00", "spread", side="a", line=1.5, S="S2", V="P3C4", lay="lines",
      prim="Yes if {team} wins by two or more goals against {opp} ({comp}, originally scheduled for {date}){scope}.",
      title="{home} vs {away}: Spread", sub="{team} by 2+", series="SPREAD", sfx="{code}2"),
    S("bundesliga", "bmu", "vfb", "2027-01-23", "14:30", "spread", side="h", line=2.5, S="S2", V="PC2", AB=True, lay="bullets",
      prim="The market resolves to Yes if {team} wins the {home} vs {away} {comp} match first scheduled for {date} by at least three goals{scope}.",
      title="{home} vs {away}: Spread", sub="{team} wins by over 2.5 goals", series="SPREAD", sfx="{code}3"),
    S("eredivisie", "twe", "aja", "2027-04-18", "12:15", "spread", side="a", line=1.5, S="S4", V="PC2", lay="one_para",
      prim="If {team}'s winning margin over {opp} in the {comp} game originally set for {date} is greater than 1.5 goals, the market resolves to Yes.",
      title="{home} vs {away}: Spread", sub="{team} wins by over 1.5 goals", series="SPREAD", sfx="{code}2"),
    # ----- total -----
    S("epl", "ful", "bre", "2026-10-31", "15:00", "total", side="over", line=2.5, S="S2", V="PC2", lay="lines",
      prim="If {home} and {away} combine for more than 2.5 goals in the {comp} game originally scheduled for {date}{scope}, the market resolves to Yes.",
      title="{home} vs {away}: Total Goals", sub="Over 2.5 goals scored", series="TOTAL", sfx="3"),
    S("seriea", "fio", "rom", "2026-12-20", "14:00", "total", side="over", line=3.5, S="S2", V="P3C4", lay="one_para",
      prim="Yes if four or more goals in total are scored in {home} vs {away} ({comp}, first scheduled for {date}){scope}.",
      title="{home} vs {away}: Total Goals", sub="Over 3.5 goals scored", series="TOTAL", sfx="4"),
    S("ligue1", "rcl", "nic", "2027-03-07", "14:00", "total", side="over", line=1.5, S="S4", V="PC2", AB=True, lay="bullets",
      prim="If at least two goals are scored in the {home} vs {away} {comp} match originally scheduled for {date}, the market resolves to Yes.",
      title="{home} vs {away}: Total Goals", sub="Over 1.5 goals scored", series="TOTAL", sfx="2"),
    S("ucl", "mci", "psg", "2027-04-21", "19:00", "total", side="over", line=2.5, S="S5", V="PC2", lay="lines", src=[UEFA],
      prim="If more than 2.5 goals are scored in the {home} vs {away} {comp} semi-final second leg originally scheduled for {date}{scope}, the market resolves to Yes.",
      title="{home} vs {away}: Total Goals", sub="Over 2.5 goals scored", series="TOTAL", sfx="3"),
    S("mls", "atl", "mia", "2027-04-10", "23:30", "total", side="over", line=2.5, S="S2", V="P2C4", lay="numbered",
      prim="The market resolves to Yes if the {comp} game between {home} and {away} initially slated for {date} produces 3 or more goals{scope}.",
      title="{home} vs {away}: Total Goals", sub="3+ goals", series="TOTAL", sfx="3"),
    # ----- btts -----
    S("epl", "nfo", "mun", "2027-02-06", "17:30", "btts", side="yes", S="S2", V="PC2", lay="one_para",
      prim="If both {home} and {away} score at least one goal in the {comp} game originally scheduled for {date}{scope}, the market resolves to Yes.",
      title="{home} vs {away}: Both Teams to Score?", sub="Both teams score", series="BTTS", sfx="BTTS"),
    S("bundesliga", "rbl", "wob", "2026-11-28", "14:30", "btts", side="yes", S="S2", V="P3C4", AB=True, lay="lines",
      prim="Yes if each of {home} and {away} gets on the scoresheet in their {comp} match first scheduled for {date}{scope}.",
      title="{home} vs {away}: Both Teams to Score?", sub="Both teams score", series="BTTS", sfx="BTTS"),
    S("primeira", "scp", "scb", "2026-11-01", "20:30", "btts", side="yes", S="S4", V="PC2", lay="bullets",
      prim="If {home} and {away} both find the net in the {comp} game originally set for {date}, the market resolves to Yes.",
      title="{home} vs {away}: Both Teams to Score?", sub="Both teams score", series="BTTS", sfx="BTTS"),
    S("libertadores", "flu", "nac", "2026-08-12", "22:30", "btts", side="yes", S="S5", V="PC2", lay="one_para",
      prim="If both {home} and {away} score in the {comp} round of 16 game originally scheduled for {date}{scope}, the market resolves to Yes.",
      title="{home} vs {away}: Both Teams to Score?", sub="Both teams score", series="BTTS", sfx="BTTS"),
    # ----- half -----
    S("epl", "whu", "liv", "2027-03-06", "15:00", "half", side="a", half="first", V="PC2", lay="one_para",
      prim="If {team} is ahead of {opp} at half-time (the first 45 minutes plus first-half stoppage) in the {comp} game originally scheduled for {date}, the market resolves to Yes.",
      title="{home} vs {away}: First Half Winner?", sub="{team}", series="1H", sfx="{code}"),
    S("laliga", "rbb", "ath", "2026-12-13", "17:30", "half", side="draw", half="first", V="P3C4", lay="lines",
      prim="Yes if {home} and {away} are level when the first half of their {comp} match, first scheduled for {date}, comes to an end.",
      title="{home} vs {away}: First Half Winner?", sub="Tie", series="1H", sfx="TIE"),
    S("seriea", "laz", "mil", "2027-01-31", "19:45", "half", side="h", half="second", V="PC2", AB=True, lay="bullets",
      prim="If {team} scores more goals than {opp} in the second half alone of the {comp} game originally scheduled for {date}, the market resolves to Yes. First-half goals are disregarded.",
      title="{home} vs {away}: Second Half Winner?", sub="{team}", series="2H", sfx="{code}"),
    S("mls", "rbny", "lafc", "2026-08-22", "23:30", "half", side="draw", half="second", V="PC2", lay="one_para",
      prim="The market resolves to Yes if {home} and {away} score an equal number of goals between the start of the second half and the end of second-half stoppage time in their {comp} game originally set for {date}.",
      title="{home} vs {away}: Second Half Winner?", sub="Tie", series="2H", sfx="TIE"),
    # ----- exact score -----
    S("epl", "avl", "bha", "2027-04-03", "15:00", "exact_score", score="2-0", S="S2", V="PC2", lay="lines",
      prim="If the {home} vs {away} {comp} game originally scheduled for {date} ends {home} 2, {away} 0{scope}, the market resolves to Yes.",
      title="{home} vs {away}: Exact Score", sub="{home} 2-0", series="SCORE", sfx="20"),
    S("ligue1", "ol", "psg", "2027-04-25", "19:45", "exact_score", score="1-3", S="S2", V="P3C4", AB=True, lay="one_para",
      prim="Yes if {away} wins 3-1 away at {home} in the {comp} match first scheduled for {date}{scope}.",
      title="{home} vs {away}: Exact Score", sub="{away} 3-1", series="SCORE", sfx="13"),
    S("seriea", "bol", "juv", "2026-10-04", "16:00", "exact_score", score="0-0", S="S4", V="PC2", lay="bullets",
      prim="If the {comp} game between {home} and {away} originally set for {date} finishes goalless (0-0), the market resolves to Yes.",
      title="{home} vs {away}: Exact Score", sub="0-0", series="SCORE", sfx="00"),
    S("ligamx", "chv", "caz", "2027-03-14", "23:00", "exact_score", score="1-1", S="S2", V="PC2", lay="numbered",
      prim="The market resolves to Yes if {home} vs {away} ({comp}, originally scheduled for {date}) ends 1-1{scope}.",
      title="{home} vs {away}: Exact Score", sub="1-1", series="SCORE", sfx="11"),
    # ----- other -----
    S("epl", "cry", "che", "2026-09-12", "15:00", "other", side="a", S="S5", V="PC2", lay="one_para",
      prim="If {team} scores the first goal of the {home} vs {away} {comp} game originally scheduled for {date}{scope}, the market resolves to Yes.",
      title="{home} vs {away}: First Team to Score", sub="{team}", series="FTTS", sfx="{code}"),
    S("ucl", "int", "slb", "2027-03-16", "20:00", "other", side="h", S="S5", V="P3C4", lay="lines", src=[UEFA],
      prim="Yes if {team} opens the scoring in the {comp} knockout game against {opp} first scheduled for {date}{scope}.",
      title="{home} vs {away}: First Team to Score", sub="{team}", series="FTTS", sfx="{code}"),
    S("wc", "kor", "col", "2026-06-24", "23:00", "other", side="a", S="S5", V="PC2", AB=True, lay="bullets",
      prim="The market resolves to Yes should {team} be the first side to score in {home} vs {away} ({comp}, originally set for {date}){scope}.",
      title="{home} vs {away}: First Team to Score", sub="{team}", series="FTTS", sfx="{code}"),
    S("bundesliga", "bvb", "sge", "2027-02-27", "17:30", "other", side="over", line=10.5, S="S2", V="PC2", lay="one_para",
      prim="If more than 10.5 corner kicks in total are taken by {home} and {away} in the {comp} game originally scheduled for {date}{scope}, the market resolves to Yes.",
      title="{home} vs {away}: Total Corners", sub="Over 10.5 corners", series="CORNERS", sfx="11"),
    S("laliga", "atm", "sev", "2026-12-20", "20:00", "other", side="yes", S="S2", V="P3C4", lay="lines",
      slot=(", during regulation only (90 minutes plus stoppage time; cards in extra time or a shoot-out are not counted)", ["inline_scope"]),
      prim="If any player of either team is sent off (shown a red card, including a second yellow) in the {home} vs {away} {comp} game originally scheduled for {date}{scope}, the market resolves to Yes.",
      title="{home} vs {away}: Red Card?", sub="Red card shown", series="REDCARD", sfx="RED"),
]


def build(start_id=1):
    rot = Rot()
    legs = []
    n = start_id
    for si, sp in enumerate(SPECS):
        comp = sp["comp"]
        _c1, _slug, _body, _site, c_name, prefix, series_src = COMPS[comp]
        src = sp.get("src", series_src)
        H, A = TEAMS[sp["h"]], TEAMS[sp["a"]]
        home, away = H[2], A[2]
        fam = sp["fam"]
        side = sp.get("side")
        team = opp = code = None
        if side == "h":
            team, opp, code = home, away, H[3]
        elif side == "a":
            team, opp, code = away, home, A[3]
        ctx = dict(team=team, opp=opp, home=home, away=away, comp=c_name, date=v2_date(sp["date"]), code=code)
        styles = set()
        meanings = [f"F:{fam}"]
        sec = []
        # scope slot
        skey = sp.get("S")
        scope = None
        slot = ""
        sec_scope = None
        if fam == "advance":
            meanings.append("S6")
            scope = "penalties"
        elif fam == "half":
            scope = None
        elif skey == "S2" and "slot" in sp:
            slot, st = sp["slot"]
            note_wording("S2", slot)
            styles.update(st)
            scope = "regulation"
        elif skey == "S2":
            slot, st = rot.take("S2", S2)
            note_wording("S2", slot)
            styles.update(st)
            scope = "regulation"
        elif skey == "S3":
            slot, st = rot.take("S3", S3)
            styles.update(st)
            sec_scope, st = rot.take("S3x", S3_EXCL)
            note_wording("S3", slot + " / " + sec_scope)
            styles.update(st)
            scope = "regulation"
        elif skey == "S4":
            sec_scope, st = rot.take("S4", S4_SEC)
            note_wording("S4", sec_scope)
            styles.update(st)
            scope = "regulation"
        elif skey == "S5":
            slot, st = rot.take("S5", S5)
            note_wording("S5", slot)
            styles.update(st)
            scope = "extra_time"
        if skey:
            meanings.append(skey)
        ctx["scope"] = slot
        # primary
        if fam == "win":
            t, st = rot.take("pw", PRIM_WIN)
            styles.update(st)
        elif fam == "draw":
            t, st = rot.take("pd", PRIM_DRAW)
            styles.update(st)
        else:
            t = sp["prim"]
            styles.add("inline_outcome")
            if fam == "advance":
                note_wording("S6", t)
        primary = t.format(**ctx)
        if sec_scope:
            sec.append(sec_scope)
        if fam in ("win", "draw"):
            t, st = rot.take("D1", D1)
            sec.append(t)
            styles.update(st)
            meanings.append("D1")
            note_wording("D1", t)
        # postponement / cancellation
        v = sp["V"]
        if v == "PC2":
            t, st = rot.take("PC2", PC2)
            sec.append(t)
            styles.update(st)
            meanings += ["P2", "C4"]
            note_wording("P2", t)
            note_wording("C4", t)
            tw = 48
        elif v == "P2C4":
            t, st = rot.take("P2", P2)
            note_wording("P2", t)
            sec.append(t)
            styles.update(st)
            t, st = rot.take("C4", C4)
            note_wording("C4", t)
            sec.append(t)
            styles.update(st)
            meanings += ["P2", "C4"]
            tw = 48
        elif v == "P3C4":
            t, st = rot.take("P3", P3)
            note_wording("P3", t)
            sec.append(t)
            styles.update(st)
            t, st = rot.take("C4", C4)
            note_wording("C4", t)
            sec.append(t)
            styles.update(st)
            meanings += ["P3", "C4"]
            tw = 48
        elif v == "P1C4":
            t, st = rot.take("P1", P1)
            note_wording("P1", t)
            sec.append(t)
            styles.update(st)
            t, st = rot.take("C4", C4)
            note_wording("C4", t)
            sec.append(t)
            styles.update(st)
            meanings += ["P1", "C4"]
            tw = "open_until_played"
        vc = "fair_price"
        vpl = "result" if tw == "open_until_played" else "fair_price"
        vab = None
        if sp.get("AB"):
            t, st, pay = rot.take("AB", AB)
            sec.append(t)
            styles.update(st)
            meanings.append("AB")
            note_wording("AB", t)
            vab = vc if pay == "as_c" else pay
        for _ in range(sp.get("note", 0)):
            t, st = rot.take("note", NOTES)
            sec.append(t)
            styles.update(st)
        meanings.append("R3")
        note_wording("R3", ", ".join(x["name"] for x in src))
        lay = sp["lay"]
        styles.add("layout:" + lay)
        if lay == "one_para":
            secondary = " ".join(sec)
        elif lay == "lines":
            secondary = "\n".join(sec)
        elif lay == "bullets":
            secondary = "\n".join("- " + s for s in sec)
        elif lay == "numbered":
            secondary = "\n".join(f"({i}) {s}" for i, s in enumerate(sec, 1))
        # tickers and titles
        series_sfx = sp.get("series", "GAME")
        series = prefix + series_sfx
        ev = f"{series}-{ticker_date(sp['date'])}{H[3]}{A[3]}"
        if fam == "win":
            msfx, title, sub = code, f"{home} vs {away} Winner?", team
        elif fam == "draw":
            msfx, title, sub = "TIE", f"{home} vs {away} Winner?", "Tie"
        else:
            msfx = sp["sfx"].format(**ctx)
            title = sp["title"].format(**ctx)
            sub = sp["sub"].format(**ctx)
        market = {
            "ticker": f"{ev}-{msfx}",
            "event_ticker": ev,
            "series_ticker": series,
            "title": title,
            "yes_sub_title": sub,
            "no_sub_title": sub,
            "rules_primary": primary,
            "rules_secondary": secondary,
            "occurrence_datetime": iso_start(sp["date"], sp["hour"]),
        }
        if fam in ("win", "advance", "spread"):
            outcome = team
        elif fam == "draw":
            outcome = "draw"
        elif fam in ("total", "btts"):
            outcome = side
        elif fam == "half":
            outcome = "draw" if side == "draw" else team
        elif fam == "exact_score":
            outcome = sp["score"]
        else:
            outcome = team if side in ("h", "a") else side
        expected = {
            "family": fam, "outcome": outcome, "line": sp.get("line"), "half": sp.get("half"),
            "scope": scope, "source_primary": series_source_kind(src), "source_fallback": None,
            "timing_window": tw, "void_cancelled": vc, "void_postponed_long": vpl,
            "void_abandoned": vab,
        }
        legs.append(dict(id=f"i2-{n:03d}", venue="venue_two", styles=sorted(styles), meanings=meanings,
                         home=home, away=away, competition=comp, market=market,
                         series_settlement_sources=src, expected=expected))
        n += 1
    for sp in specials():
        legs.append(_special(sp, n))
        n += 1
    return legs


def _special(sp, n):
    comp = sp["comp"]
    _c1, _slug, _body, _site, c_name, prefix, series_src = COMPS[comp]
    src = sp.get("src", series_src)
    H, A = TEAMS[sp["h"]], TEAMS[sp["a"]]
    home, away = H[2], A[2]
    series = prefix + sp.get("series", "GAME")
    ev = f"{series}-{ticker_date(sp['date'])}{H[3]}{A[3]}"
    market = {
        "ticker": f"{ev}-{sp['sfx']}",
        "event_ticker": ev,
        "series_ticker": series,
        "title": sp.get("title", f"{home} vs {away} Winner?"),
        "yes_sub_title": sp["sub"],
        "no_sub_title": sp["sub"],
        "rules_primary": sp["primary"],
        "rules_secondary": sp["secondary"],
        "occurrence_datetime": iso_start(sp["date"], sp["hour"]),
    }
    e = dict(family=None, outcome=None, line=None, half=None, scope="regulation",
             source_primary=series_source_kind(src), source_fallback=None,
             timing_window=48, void_cancelled="fair_price", void_postponed_long="fair_price",
             void_abandoned=None)
    e.update(sp["exp"])
    for mn in sp["meanings"]:
        if not mn.startswith("F:"):
            note_wording(mn, sp["primary"] + "\n" + sp["secondary"])
    return dict(id=f"i2-{n:03d}", venue="venue_two", styles=sp["styles"], meanings=sp["meanings"],
                home=home, away=away, competition=comp, market=market,
                series_settlement_sources=src, expected=e)


def specials():
    out = []
    # FAQ-style secondary, S4 resolved by the secondary
    out.append(dict(
        comp="spl", h="abd", a="hib", date="2027-03-20", hour="15:00", sfx="ABD", sub="Aberdeen",
        primary="If Aberdeen wins the Aberdeen vs Hibernian Scottish Premiership game originally scheduled for Mar 20, 2027, the market resolves to Yes.",
        secondary=("Does extra time count? No. The result is the score when regulation (90 minutes plus stoppage) finishes. "
                   "What if it's a draw? Then the Tie market is the one that resolves Yes. "
                   "What if the game is postponed? If it gets going within 48 hours of the original kickoff, the market stays open; later than that, it settles at a fair price. "
                   "What if the game is canceled? Fair price again."),
        styles=["faq_inline", "question_answer", "contractions", "american_spelling"],
        meanings=["F:win", "S4", "D1", "P3", "C4", "R3"],
        exp=dict(family="win", outcome="Aberdeen")))
    # text names its own source: official first, provider fallback
    out.append(dict(
        comp="epl", h="mun", a="mci", date="2027-04-17", hour="16:30", sfx="MCI", sub="Manchester City",
        primary="If Manchester City beats Manchester United in the English Premier League fixture first scheduled for Apr 17, 2027, judged at the end of 90 minutes plus stoppage time (no extra time, no penalties), the market resolves to Yes.",
        secondary=("A level score means Tie resolves Yes.\n"
                   "Cancellation or a reschedule of more than 48 hours: fair price.\n"
                   "The result is verified on premierleague.com; if it is not available there, the Fox Sports match report is used."),
        styles=["named_source", "lines", "terse"],
        meanings=["F:win", "S2", "D1", "P2", "C4"],
        exp=dict(family="win", outcome="Manchester City", source_primary="official", source_fallback="provider")))
    # text names a provider although the series lists UEFA
    out.append(dict(
        comp="uel", h="rbb", a="fcp", date="2026-10-22", hour="16:45", sfx="RBB", sub="Real Betis", src=[UEFA],
        primary="Yes if Real Betis defeats Porto in the UEFA Europa League league-phase game first scheduled for Oct 22, 2026, using the score at the end of 90 minutes and stoppage time, with extra time and penalties left aside.",
        secondary=("If the two sides draw, the market for Tie resolves Yes. "
                   "The outcome is taken from ESPN's match report. "
                   "Cancelled, or pushed back more than 48 hours? Settlement is then at a fair price."),
        styles=["named_source", "one_para", "question_answer"],
        meanings=["F:win", "S2", "D1", "P2", "C4"],
        exp=dict(family="win", outcome="Real Betis", source_primary="provider")))
    # --- ambiguous scope: S4 with nothing in the secondary either
    out.append(dict(
        comp="ligue1", h="om", a="ol", date="2027-02-28", hour="19:45", sfx="OM", sub="Marseille",
        primary="If Marseille wins the Marseille vs Lyon French Ligue 1 game originally scheduled for Feb 28, 2027, the market resolves to Yes.",
        secondary=("If the game is tied, the Tie market resolves to Yes. "
                   "If the game is called off, or moved to a start more than 48 hours later, settlement is at a fair price. "
                   "The result will be the final score as reported."),
        styles=["no_scope", "one_para"],
        meanings=["F:win", "S:ambiguous", "D1", "P2", "C4", "R3"],
        exp=dict(family="win", outcome="Marseille", scope="ambiguous")))
    # --- ambiguous timing: 48 h in the primary against 72 h in the secondary
    out.append(dict(
        comp="laliga", h="rso", a="vcf", date="2026-11-29", hour="17:30", sfx="TIE", sub="Tie",
        primary="If Real Sociedad and Valencia are level once 90 minutes and stoppage have been played (extra time and penalties aside) in the Spanish La Liga game originally scheduled for Nov 29, 2026, the market resolves to Yes. A postponement of more than 48 hours is settled at a fair price.",
        secondary=("A tied game means the Tie market resolves Yes.\n"
                   "If the new kickoff is more than 72 hours after the original one, settlement is at a fair price.\n"
                   "A canceled game is settled at a fair price."),
        styles=["conflict", "lines"],
        meanings=["F:draw", "S2", "D1", "P:ambiguous", "C4", "R3"],
        exp=dict(family="draw", outcome="draw", timing_window="ambiguous")))
    # --- ambiguous cancellation
    out.append(dict(
        comp="eredivisie", h="az", a="fey", date="2027-01-17", hour="13:30", sfx="AZ", sub="AZ Alkmaar",
        primary="The market resolves to Yes if AZ Alkmaar beats Feyenoord in the Dutch Eredivisie match first scheduled for Jan 17, 2027, after 90 minutes plus stoppage time (excluding extra time and penalties).",
        secondary=("- Tie resolves Yes on a draw.\n"
                   "- Rescheduled beyond 48 hours: fair price.\n"
                   "- If the game is canceled, the exchange will determine the appropriate settlement."),
        styles=["vague_cancellation", "bullets"],
        meanings=["F:win", "S2", "D1", "P2", "C:ambiguous", "R3"],
        exp=dict(family="win", outcome="AZ Alkmaar", void_cancelled="ambiguous")))
    # --- ambiguous source
    out.append(dict(
        comp="ligamx", h="tol", a="mty", date="2026-10-10", hour="23:00", sfx="TOL", sub="Toluca",
        primary="If Toluca wins the Toluca vs Monterrey Mexican Liga MX game originally scheduled for Oct 10, 2026, at full time of regulation (90 minutes plus stoppage; neither extra time nor penalties count), the market resolves to Yes.",
        secondary=("If it ends level, the Tie market resolves Yes. "
                   "Cancelled, or moved more than 48 hours: fair price. "
                   "The result is taken from the Liga MX official site or ESPN."),
        styles=["vague_source", "one_para"],
        meanings=["F:win", "S2", "D1", "P2", "C4", "R:ambiguous"],
        exp=dict(family="win", outcome="Toluca", source_primary="ambiguous", source_fallback="ambiguous")))
    # --- ambiguous abandonment on venue_two
    out.append(dict(
        comp="mls", h="sea", a="lafc", date="2027-05-08", hour="22:00", sfx="SEA", sub="Seattle",
        primary="Yes if Seattle defeats LAFC in the Major League Soccer game originally set for May 8, 2027, counting the 90 minutes and added time only (extra time and penalties not counted).",
        secondary=("(1) If the match is drawn, Tie resolves Yes.\n"
                   "(2) Cancelled or rescheduled more than 48 hours later: fair price.\n"
                   "(3) Abandoned matches will be settled as the exchange sees fit."),
        styles=["vague_abandonment", "numbered"],
        meanings=["F:win", "S2", "D1", "P2", "C4", "AB:ambiguous", "R3"],
        exp=dict(family="win", outcome="Seattle", void_abandoned="ambiguous")))
    return out
