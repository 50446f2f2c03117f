"""Venue_two legs of held-out reading set (f).

rules_primary holds the outcome sentence with a scope slot (S2 or S3 wordings, none
for S4); rules_secondary holds the rest (S3 exclusion, S4 scope, D1 sentences,
postponement/cancellation, abandonment, optional source or series-source sentence,
noise). series_settlement_sources is set per leg; where the text names no source
the expected source is read from it (R3).
"""
from common import (COMPETITIONS, ESPN, FOX, OFFICIAL_SOURCE_NAMES, PROVIDER_SOURCE_NAMES,
                    d_short_us, d_ticker, d_us, occurrence, parse_kickoff, v2_code, v2_name)

# ---------------------------------------------------------------------------
# Primary outcome banks
# ---------------------------------------------------------------------------

WIN = [
    ("vw1", "If {team} beats {opp} in the {home} vs {away} {league} game first scheduled for "
            "{date}{scope}, the market resolves to Yes.", ["condition_first", "syn:beat"]),
    ("vw2", "This market resolves Yes if {team} prevails in the {home} vs {away} {league} match "
            "set for {date}{scope}.", ["result_first", "syn:prevail"]),
    ("vw3", "Should {team} win its {league} fixture against {opp}, originally slated for "
            "{date}{scope}, the market will settle to Yes.", ["condition_first", "future"]),
    ("vw4", "In the event that {team} defeats {opp} in {league} play on {date}{scope}, this "
            "contract resolves to Yes.", ["formal", "syn:defeat"]),
    ("vw5", "The market resolves to Yes if, in the {home} vs {away} {league} game planned for "
            "{date}, {team} finishes in front of {opp}{scope}.", ["result_first", "syn:in_front"]),
    ("vw6", "If the {home} vs {away} {league} game due to be played on {date} is won by "
            "{team}{scope}, then this market resolves to Yes.", ["passive"]),
    ("vw7", "Yes if, in their {league} meeting originally scheduled for {date}, {team} outscores "
            "{opp}{scope}.", ["terse", "syn:outscore"]),
    ("vw8", "For this market to resolve to Yes, {team} must win the {league} game against {opp} "
            "scheduled for {date}{scope}.", ["purpose_first", "must"]),
]

DRAW = [
    ("t1", "If the {home} vs {away} {league} game scheduled for {date} ends level{scope}, Tie is "
           "the market that resolves to Yes.", ["syn:level", "condition_first", "cleft"]),
    ("t2", "Tie resolves Yes when, in their {league} fixture on {date}, {home} and {away} finish "
           "with equal goals{scope}.", ["result_first", "syn:equal_goals"]),
    ("t3", "The Tie market resolves to Yes should neither {home} nor {away} win the {league} game "
           "originally set for {date}{scope}.", ["syn:neither_wins"]),
    ("t4", "If Tie is how the {home} vs {away} {league} match on {date} finishes{scope}, then this "
           "market resolves to Yes.", ["tie_label"]),
    ("t5", "Yes for Tie: in the {league} game planned for {date}, {home} and {away} are locked "
           "together on goals{scope}.", ["terse", "syn:locked_together"]),
    ("t6", "This market (Tie) resolves Yes if the {league} meeting of {home} and {away} on {date} "
           "is drawn{scope}.", ["passive", "parenthetical"]),
    ("t7", "The Tie market resolves to Yes on a stalemate between {home} and {away} in the "
           "{league} game slated for {date}{scope}.", ["syn:stalemate", "result_first"]),
    ("t8", "Should the {home} vs {away} {league} game of {date} produce no winner{scope}, Tie "
           "resolves to Yes.", ["syn:no_winner", "condition_first"]),
]

ADVANCE = [
    ("av1", "If {team} advances from the {home} vs {away} {round} in the {league}, whether in "
            "regulation, extra time or on penalties, the market resolves to Yes.",
     ["condition_first", "list"]),
    ("av2", "This market resolves Yes if {team} progresses to the next round at {opp}'s expense "
            "in the {league} {round}; extra time and a shoot-out both count.",
     ["syn:progress", "semicolon"]),
    ("av3", "Yes if {team} goes through from the {league} {round} against {opp}, by any route "
            "including extra time and penalty kicks.", ["terse", "syn:go_through"]),
    ("av4", "{team} qualifying for the next stage from its {league} {round} with {opp} (after extra "
            "time or penalties if needed) resolves this market to Yes.",
     ["gerund_subject", "parenthetical"]),
    ("av5", "Should {team} eliminate {opp} in the {league} {round}, counting the aggregate score, "
            "extra time and any penalty shoot-out, the market settles Yes.",
     ["syn:eliminate", "aggregate"]),
    ("av6", "If {team} is the side that moves on from the {league} {round} with {opp} (extra time "
            "and penalties included), the market settles Yes.",
     ["syn:move_on", "parenthetical"]),
]

S2 = [
    ("s2a", " after ninety minutes plus stoppage time (additional periods and penalty shoot-outs "
            "not included)", ["number_words", "parenthetical"]),
    ("s2b", ", counting only regulation time plus stoppage (no extra time, no penalties)",
     ["parenthetical"]),
    ("s2c", " at the end of 90 minutes plus added time, with any extra time or penalties excluded",
     ["syn:added_time"]),
    ("s2d", " once 90 minutes and injury time have been played, extra time and penalties not "
            "counted", ["syn:injury_time"]),
    ("s2e", " within regulation (90' plus stoppage; overtime and shoot-outs excluded)",
     ["american", "syn:overtime"]),
    ("s2f", ", going by the scoreline after 90 minutes and stoppage and leaving out extra time "
            "and penalties", ["gerund"]),
    ("s2g", " over the regulation ninety minutes including stoppage time (any extra time or "
            "penalty kicks excluded)", ["number_words"]),
    ("s2h", " in regular time plus stoppage (no ET, no penalties)", ["abbrev_et", "terse"]),
]

S3P = [
    ("s3a", " after 90 minutes plus stoppage time", ["numerals"]),
    ("s3b", " at the conclusion of regulation time, stoppage included", ["formal"]),
    ("s3c", " over ninety minutes plus added time", ["number_words"]),
    ("s3d", " when 90 minutes and stoppage have been played", ["numerals"]),
    ("s3e", " by the end of normal time including injury time", ["syn:injury_time"]),
    ("s3f", " in the 90 minutes plus stoppage", ["terse"]),
]

S3X = [
    ("x1", "Extra time and penalties, if any, are excluded.", ["passive"]),
    ("x2", "Neither extra time nor a penalty shoot-out is taken into account.", ["neither_nor"]),
    ("x3", "Any additional periods or spot-kick shoot-out do not count toward settlement.",
     ["american_spelling", "syn:spot_kicks"]),
    ("x4", "Extra time and shoot-outs play no part in how this market settles.", ["informal"]),
    ("x5", "Periods of extra time, and penalties, are disregarded.", ["passive"]),
    ("x6", "The market ignores extra time and the penalty shootout.", ["active"]),
    ("x7", "Should the game go to extra time or penalties, those are not considered.",
     ["condition_first"]),
]

S4S = [
    ("g1", "The market is settled on the result once 90 minutes and stoppage are complete; any "
           "extra period or shoot-out is ignored.", ["semicolon"]),
    ("g2", "Only regulation time (including stoppage) is considered.", ["terse"]),
    ("g3", "The score that counts is the one when normal time, plus injury time, expires.",
     ["syn:injury_time"]),
    ("g4", "This refers to the score at the end of regulation (ninety minutes and stoppage), not "
           "after extra time or penalties.", ["number_words"]),
    ("g5", "Regulation only: 90 minutes plus added time.", ["label", "terse"]),
    ("g6", "For purposes of this market, 'the game' means the regulation 90 minutes plus stoppage "
           "time.", ["legal", "definition_inline"]),
    ("g7", "Scoring after the 90 minutes and stoppage time, for instance in extra time, is not "
           "counted.", ["by_example"]),
]

S5P = [
    ("s5d", " at any point in the game, whether in regulation, stoppage time or any extra time",
     ["list"]),
    ("s5e", ", counting the whole match (normal time, added time and extra time if played)",
     ["parenthetical"]),
    ("s5f", " during the full match, extra time included; a penalty shoot-out does not count as "
            "scoring", ["semicolon"]),
    ("s5g", " across the entire game including any extra time", ["terse"]),
    ("s5h", " in any period of play, extra time among them", ["informal"]),
]

D1S = [
    ("ds1", "If the game ends level, it is the Tie market, not this one, that resolves Yes.",
     ["cleft"]),
    ("ds2", "A draw resolves this market No; the Tie market covers that result.", ["semicolon"]),
    ("ds3", "Tie is a separate market in this event and resolves Yes on a draw.", ["plain"]),
    ("ds4", "If neither team wins, the Tie market resolves Yes and this market resolves No.",
     ["condition_first"]),
    ("ds5", "Level at the end? Then Tie pays out, not this market.", ["inline_question"]),
    ("ds6", "Draws are settled through the Tie market.", ["terse", "passive"]),
]

PC = [
    ("pc1", "Should the game be dropped from the schedule, or moved to a start more than 48 hours "
            "after its original time, the market will be settled at a fair price determined under "
            "the rules.", ["syn:dropped", "future"]),
    ("pc2", "If the match is cancelled, or its new date falls more than forty-eight hours after "
            "the original one, the contract is settled at a fair price in line with these rules.",
     ["british_spelling", "number_words"]),
    ("pc3", "Cancellation, or a postponement beyond 48h, results in settlement at fair value as "
            "set out in the contract rules.", ["nominal", "abbrev_h", "syn:fair_value"]),
    ("pc4", "A game that is cancelled, or put back by more than two days, will be settled at a "
            "fair price.", ["british_spelling", "syn:two_days"]),
    ("pc5", "In case of cancellation or a reschedule more than 48 hrs out, the Exchange sets a fair "
            "price and settles the market at it.", ["abbrev_hrs", "exchange_actor"]),
    ("pc6", "If the fixture is axed or shifted more than 48 hours from its scheduled kickoff, "
            "fair-price settlement applies.", ["syn:axed", "syn:shifted"]),
    ("pc7", "Where the game does not take place, or is rescheduled to a time more than 48 hours "
            "later, the market will resolve to its fair price per the rules.",
     ["indirect_cancel", "future"]),
    ("pc8", "The market resolves at a fair price if the game is shelved or put back by more "
            "than forty-eight (48) hours.", ["syn:shelved", "number_words_and_numerals",
                                              "result_first"]),
    ("pc9", "Canceled games, and games delayed past 48 hours, settle at a fair price.",
     ["american_spelling", "terse"]),
]

P2 = [
    ("p2a", "If the game is postponed by more than 48 hours, the market goes to a fair price.",
     ["plain"]),
    ("p2b", "A delay of more than two days to kickoff means the market is settled at a fair price.",
     ["syn:two_days", "passive"]),
    ("p2c", "Moved more than 48h from the scheduled start? The market settles at fair price.",
     ["inline_question", "abbrev_h"]),
    ("p2d", "Postponement beyond forty-eight hours: fair price settlement.", ["terse", "label"]),
]

C4 = [
    ("c4a", "If the game is cancelled, a fair price settles the market.", ["british_spelling"]),
    ("c4b", "A cancelled game means the market is resolved at a fair price set by the Exchange.",
     ["passive", "exchange_actor"]),
    ("c4c", "Cancellation: fair price.", ["terse", "label"]),
    ("c4d", "Should the fixture be struck off, the contract is valued at a fair price and settled "
            "there.", ["syn:struck_off"]),
    ("c4e", "If the match is cancelled entirely, settlement is at a fair price under the rules.",
     ["british_spelling"]),
    ("c4f", "Where the game is canceled outright, the market will resolve at fair price.",
     ["american_spelling", "future"]),
]

P3 = [
    ("p3a", "A postponed game that still starts within 48 hours of its original kickoff keeps the "
            "market open; if the delay runs past 48 hours, the market resolves at a fair price.",
     ["semicolon"]),
    ("p3b", "If kickoff is put back by no more than forty-eight hours, trading continues and the "
            "rescheduled game decides. Beyond that, a fair price is used.",
     ["number_words", "split_sentences"]),
    ("p3c", "Postponement of up to 48h: the market remains open for the new start. Longer than "
            "48h: fair-price settlement under the rules.", ["terse", "label"]),
    ("p3d", "Should the game be delayed but get under way within two days of the scheduled start, "
            "the market will settle on that game; a longer delay leads to settlement at a fair "
            "price.", ["syn:two_days", "future"]),
    ("p3e", "The market stays open through a postponement only while the new kickoff is within "
            "48 hrs of the original one; otherwise it is valued at a fair price.",
     ["abbrev_hrs", "only_while"]),
    ("p3f", "Games postponed to a time inside 48 hours of the original start still count. Games "
            "moved further than that are settled at fair price in line with the rules.",
     ["split_sentences", "plural_generic"]),
    ("p3g", "A rescheduled kickoff less than 48 hours after the planned one leaves this market in "
            "play; anything later sends it to fair-price settlement.", ["informal"]),
]

AB = [
    ("ab1", "If play is abandoned and the game is not completed, the market is treated as if the "
            "game had been cancelled.", ["as_cancelled"], "copy"),
    ("ab2", "An abandoned game that is not resumed settles at a fair price.", ["plain"],
     "fair_price"),
    ("ab3", "Where a match is suspended and never finished, the market settles at whatever price "
            "it last traded at before the suspension.", ["syn:suspended"], "last_price"),
    ("ab4", "Abandonment gets the same treatment as cancellation.", ["terse", "as_cancelled"],
     "copy"),
    ("ab5", "If the game is interrupted and not completed, settlement is at a fair price.",
     ["syn:interrupted"], "fair_price"),
    ("ab6", "If the referee abandons the match, open positions are refunded at cost.",
     ["refund"], "refund"),
    ("ab7", "A match stopped before full time and not restarted resolves at $0.50 per contract.",
     ["dollar"], "50-50"),
]

R3S = [
    ("rs1", "The result is confirmed using the settlement sources listed for this series.", []),
    ("rs2", "Outcome verification relies on the settlement sources attached to this series.", []),
    ("rs3", "Settlement sources are those published on the series page.", []),
    ("rs4", "The Exchange checks the final score against the series' listed sources.", []),
    ("rs5", "Results are drawn from the data sources specified for the series.", []),
    ("rs6", "Source: see the series settlement sources.", ["terse"]),
]

NOISE = {
    "m1": ("Other markets in this event cover the remaining outcomes.", "noise:other_markets"),
    "m2": ("Trading closes once the outcome is determined.", "noise:close_time"),
    "m4": ("Times on the market page are shown in Eastern Time.", "noise:kickoff"),
    "m5": ("Positions can be exited at any point before the market closes.", "noise:trading"),
    "m6": ("Separate markets on this match cover total goals and both teams to score.",
           "noise:other_markets"),
    "m7": ("The market closes early once the final result is confirmed.", "noise:close_time"),
}
SITE_NOISE = ("{src} usually posts the final score on its website shortly after full time.",
              "noise:website")

BANKS = {"WIN": WIN, "DRAW": DRAW, "ADVANCE": ADVANCE, "S2": S2, "S3P": S3P, "S3X": S3X,
         "S4S": S4S, "S5P": S5P, "D1S": D1S, "PC": PC, "P2": P2, "C4": C4, "P3": P3, "R3S": R3S}


class Rotor:
    def __init__(self):
        self.pos = {}

    def next(self, name):
        bank = BANKS[name]
        i = self.pos.get(name, 0)
        self.pos[name] = i + 1
        return bank[i % len(bank)]


def cap(s):
    return s[0].upper() + s[1:] if s and s[0].islower() else s


def S(comp, home, away, ko, fam, side=None, **kw):
    d = dict(comp=comp, home=home, away=away, ko=ko, fam=fam, side=side)
    d.update(kw)
    return d


SPECS = [
    # ---- win -----------------------------------------------------------
    S("epl", "ARS", "MUN", "2026-09-26 11:30", "win", "ARS", scope="S2", d1s=True, void=["PC"],
      layout="one"),
    S("epl", "CRY", "NEW", "2026-10-24 14:00", "win", "NEW", scope="S2", void=["PC"],
      layout="lines", src=("Results are checked against the official Premier League website.",
                           "official", None)),
    S("laliga", "ATH", "BAR", "2026-11-01 20:00", "win", "BAR", scope="S2", d1s=True,
      void=["P3", "C4"], layout="bullets"),
    S("laliga", "VIL", "SEV", "2026-12-06 15:15", "win", "VIL", scope="S4", void=["PC"],
      layout="one"),
    S("bundesliga", "FCB", "LEV", "2026-10-03 16:30", "win", "FCB", scope="S2", void=["PC"],
      ab=0, layout="numbered", noise=["site"]),
    S("bundesliga", "SVW", "BVB", "2026-11-14 14:30", "win", "BVB", scope="S2", d1s=True,
      void=["P3", "C4"], layout="one", r3s=True),
    S("seriea", "ROM", "INT", "2026-10-25 19:45", "win", "INT", scope="S2", void=["PC"],
      layout="one", noise=["m1"]),
    S("seriea", "NAP", "BOL", "2026-12-12 17:00", "win", "NAP", scope="S4", d1s=True,
      void=["PC"], layout="lines"),
    S("ligue1", "ASM", "RCL", "2026-09-19 15:00", "win", "ASM", scope="S2", void=["PC"], ab=1,
      layout="one"),
    S("ligue1", "PSG", "OM", "2026-10-25 19:45", "win", "OM", scope="S2", void=["P2", "C4"],
      layout="bullets", dfmt=1),
    S("eredivisie", "FEY", "AJA", "2027-01-24 13:30", "win", "AJA", scope="S2", d1s=True,
      void=["PC"], layout="one", r3s=True, noise=["m2"]),
    S("eredivisie", "UTR", "AZ", "2026-11-08 11:15", "win", "UTR", scope="S4", void=["P3", "C4"],
      layout="numbered"),
    S("primeira", "POR", "BEN", "2026-11-29 20:30", "win", "POR", scope="S2", void=["PC"],
      layout="one", vp=True, r3s=True, noise=["m5"]),
    S("primeira", "SCP", "VSC", "2027-01-10 18:00", "win", "SCP", scope="S2", void=["PC"],
      layout="lines", src=("Settlement relies on Liga Portugal's own published result; should that "
                           "be missing, the match report on ESPN serves as the backup.",
                           "official", "provider")),
    S("spl", "RAN", "CEL", "2026-08-30 11:00", "win", "CEL", scope="S2", d1s=True, void=["PC"],
      layout="one", noise=["site"]),
    S("mls", "CLB", "MIA", "2026-08-16 23:30", "win", "CLB", scope="S2", void=["PC"],
      layout="one", r3s=True, dfmt=1),
    S("mls", "RBNY", "CIN", "2026-09-20 23:00", "win", "CIN", scope="S4", void=["P3", "C4"],
      layout="faq2"),
    S("ucl", "LIV", "BAR", "2026-10-21 19:00", "win", "LIV", scope="S2", void=["PC"],
      layout="one", noise=["m4"]),
    S("uel", "AJA", "OL", "2026-11-05 17:45", "win", "OL", scope="S2", d1s=True, void=["PC"],
      layout="bullets"),
    S("libertadores", "RIV", "PAL", "2026-04-15 00:30", "win", "RIV", scope="S2", void=["PC"],
      ab=2, layout="one"),
    S("wc", "BRA", "JPN", "2026-06-14 01:00", "win", "BRA", scope="S3", void=["PC"],
      layout="one", dfmt=1),
    S("wc", "MEX", "KOR", "2026-06-24 22:00", "win", "KOR", scope="S3", d1s=True, void=["PC"],
      layout="lines"),
    S("wc", "ARG", "CIV", "2026-07-01 16:00", "win", "ARG", scope="S3", void=["PC"],
      layout="one", noise=["m1"]),
    S("wc", "ESP", "CRO", "2026-07-06 20:00", "win", "ESP", scope="S3", void=["PC"],
      layout="numbered", r3s=True),
    # ---- draw ----------------------------------------------------------
    S("epl", "TOT", "AVL", "2026-11-21 15:00", "draw", "draw", scope="S2", void=["PC"],
      layout="one"),
    S("laliga", "RSO", "RMA", "2027-01-03 20:00", "draw", "draw", scope="S2", void=["P3", "C4"],
      layout="lines"),
    S("bundesliga", "WOB", "M05", "2026-12-05 14:30", "draw", "draw", scope="S4", void=["PC"],
      layout="one"),
    S("seriea", "FIO", "ACM", "2027-02-07 19:45", "draw", "draw", scope="S2", void=["PC"], ab=3,
      layout="bullets"),
    S("ligue1", "OL", "REN", "2026-12-13 16:00", "draw", "draw", scope="S2", void=["PC"],
      layout="one", r3s=True),
    S("eredivisie", "PSV", "TWE", "2027-02-14 13:30", "draw", "draw", scope="S2", void=["PC"],
      layout="one", noise=["m6"]),
    S("primeira", "SCB", "SCP", "2026-09-27 18:00", "draw", "draw", scope="S2",
      void=["P3", "C4"], layout="numbered"),
    S("spl", "ABE", "HIB", "2027-01-02 15:00", "draw", "draw", scope="S4", void=["PC"],
      layout="one", dfmt=1),
    S("mls", "SEA", "LAG", "2026-10-04 02:30", "draw", "draw", scope="S2", void=["PC"],
      layout="lines", noise=["site"]),
    S("wc", "GER", "SEN", "2026-06-19 20:00", "draw", "draw", scope="S3", void=["PC"],
      layout="one"),
    S("wc", "NED", "JPN", "2026-06-25 23:00", "draw", "draw", scope="S3", void=["PC"], ab=0,
      layout="bullets"),
    S("libertadores", "BOC", "FLU", "2026-05-06 22:00", "draw", "draw", scope="S2", void=["PC"],
      layout="one"),
    # ---- advance -------------------------------------------------------
    S("ucl", "ARS", "RMA", "2027-04-14 19:00", "advance", "ARS", scope="S6", void=["PC"],
      layout="one", round="quarter-final tie"),
    S("uel", "ROM", "POR", "2027-03-18 17:45", "advance", "POR", scope="S6", void=["PC"],
      layout="lines", round="round of 16"),
    S("wc", "FRA", "NED", "2026-07-07 16:00", "advance", "FRA", scope="S6", void=["PC"],
      layout="one", round="round-of-16 match", noise=["m4"]),
    S("libertadores", "FLA", "BOC", "2026-10-28 00:30", "advance", "FLA", scope="S6",
      void=["P3", "C4"], layout="one", round="semi-final"),
    S("ucl", "INT", "FCB", "2027-03-16 20:00", "advance", "FCB", scope="S6", void=["PC"],
      layout="bullets", round="round-of-16 tie"),
    S("wc", "ENG", "BRA", "2026-07-11 21:00", "advance", "BRA", scope="S6", void=["PC"], ab=4,
      layout="one", round="quarter-final", dfmt=1),
    # ---- spread --------------------------------------------------------
    S("epl", "LIV", "BHA", "2027-01-16 15:00", "spread", "LIV", line=1.5, scope="S2",
      void=["PC"], layout="one",
      out=("sp1", "Should {team} beat {opp} in their {league} game on {date} by more than 1.5 "
           "goals{scope}, the market resolves to Yes.", ["half_goal_line"])),
    S("laliga", "BAR", "GIR", "2027-02-13 17:30", "spread", "BAR", line=2.5, scope="S2",
      void=["PC"], ab=1, layout="lines",
      out=("sp2", "This market resolves Yes if {team} beats {opp} in their {league} game set for "
           "{date} by three goals or more{scope}.", ["number_words"])),
    S("seriea", "BOL", "INT", "2026-11-08 14:00", "spread", "INT", line=1.5, scope="S2",
      void=["PC"], layout="one",
      out=("sp3", "Yes if, in the {league} match of {date}, visitors {team} finish at least two "
           "goals clear of {home}{scope}.", ["away_favourite"])),
    S("mls", "MIA", "ATL", "2026-10-10 23:30", "spread", "MIA", line=1.5, scope="S2",
      void=["PC"], layout="bullets",
      out=("sp4", "For this market to resolve to Yes, {team} must beat {opp} ({league}, {date}) by "
           "2+ goals{scope}.", ["plus_notation"])),
    S("bundesliga", "BVB", "TSG", "2027-02-27 14:30", "spread", "BVB", line=1.5, scope="S4",
      void=["P2", "C4"], layout="one",
      out=("sp5", "If {team}'s winning margin over {opp} in the {league} game of {date} is greater "
           "than 1.5 goals, the market resolves to Yes.", ["margin"])),
    # ---- total ---------------------------------------------------------
    S("bundesliga", "FCB", "BVB", "2027-03-06 17:30", "total", "over", line=3.5, scope="S2",
      void=["PC"], layout="one",
      out=("to1", "If more than 3.5 goals are scored in the {home} vs {away} {league} game on "
           "{date}{scope}, the market resolves to Yes.", ["numerals"])),
    S("epl", "NEW", "BHA", "2026-12-28 20:00", "total", "under", line=2.5, scope="S2",
      void=["PC"], layout="lines",
      out=("to2", "When {home} host {away} in the {league} on {date}, this market resolves Yes if "
           "two goals or fewer are scored in total{scope}.", ["under", "number_words"])),
    S("ligue1", "LIL", "PSG", "2027-01-31 19:45", "total", "over", line=2.5, scope="S2",
      void=["PC"], layout="numbered",
      out=("to3", "Yes if the {home} vs {away} {league} game on {date} produces at least three "
           "goals{scope}.", ["terse"])),
    S("eredivisie", "AJA", "AZ", "2026-12-20 13:30", "total", "over", line=2.5, scope="S2",
      void=["PC"], ab=5, layout="one",
      out=("to4", "Should the combined score of {home} and {away} in their {league} meeting on "
           "{date} reach 3 or more{scope}, this market resolves Yes.", ["condition_first"])),
    S("wc", "PRT", "URU", "2026-06-27 19:00", "total", "over", line=2.5, scope="S3", void=["PC"],
      layout="one", dfmt=1,
      out=("to5", "If the {home} vs {away} {league} game on {date} has a total of more than 2.5 "
           "goals{scope}, the market settles Yes.", ["numerals"])),
    S("ucl", "BAR", "LIV", "2027-03-10 20:00", "total", "over", line=2.5, scope="S5",
      void=["PC"], layout="one",
      out=("to6", "If at least three goals are scored in the {home} vs {away} {league} round-of-16 "
           "second leg on {date}{scope}, the market resolves to Yes.", ["knockout"])),
    # ---- btts ----------------------------------------------------------
    S("laliga", "RMA", "VIL", "2026-10-17 19:00", "btts", "yes", scope="S2", void=["PC"],
      layout="one",
      out=("bt1", "If, in their {league} game on {date}, both {home} and {away} score at least one "
           "goal{scope}, the market resolves to Yes.", ["plain"])),
    S("seriea", "ACM", "NAP", "2027-01-17 19:45", "btts", "yes", scope="S2", void=["PC"],
      layout="lines",
      out=("bt2", "Yes if each team finds the net in the {home} vs {away} {league} match "
           "scheduled for {date}{scope}.", ["syn:find_the_net"])),
    S("primeira", "BEN", "SCB", "2027-02-21 20:30", "btts", "yes", scope="S2", void=["P3", "C4"],
      layout="one",
      out=("bt3", "The market resolves Yes should {home} and {away} both get on the scoresheet "
           "in the {league} on {date}{scope}.", ["syn:scoresheet"])),
    S("mls", "LAFC", "SEA", "2026-08-09 02:30", "btts", "yes", scope="S2", void=["PC"],
      layout="bullets",
      out=("bt4", "For this market to resolve Yes ({league}, {date}), both {home} and {away} must "
           "score{scope}.", ["must"])),
    S("ligue1", "OM", "ASM", "2027-03-14 19:45", "btts", "yes", scope="S2", void=["PC"],
      ab=6, layout="one",
      out=("bt5", "If, in the {league} game on {date}, neither {home} nor {away} is kept "
           "scoreless{scope}, the market resolves to Yes.", ["double_negative"])),
    # ---- half ----------------------------------------------------------
    S("epl", "AVL", "ARS", "2027-02-20 17:30", "half", "ARS", half="first", void=["PC"],
      layout="one",
      out=("h1", "If {team} leads {opp} at half-time in the {home} vs {away} {league} game on "
           "{date}, the market resolves to Yes. Only the first half, with its stoppage time, "
           "counts.", ["syn:half_time"])),
    S("bundesliga", "LEV", "WOB", "2026-09-12 13:30", "half", "draw", half="first", void=["PC"],
      ab=3, layout="lines",
      out=("h2", "The first-half Tie market resolves Yes if {home} and {away} are level at the "
           "interval of their {league} game on {date}.", ["syn:interval", "tie_label"])),
    S("wc", "PRT", "IRN", "2026-06-17 22:00", "half", "PRT", half="first", void=["PC"],
      layout="one",
      out=("h3", "Yes if {team} is ahead when the first half of its {league} game against {opp} "
           "on {date} ends.", ["terse"])),
    S("seriea", "INT", "ROM", "2027-03-21 19:45", "half", "INT", half="second", void=["PC"],
      layout="one",
      out=("h4", "If {team} scores more goals than {opp} in the second half alone of the {league} "
           "game on {date}, the market resolves to Yes; first-half goals are ignored.",
           ["exclusion_last"])),
    S("laliga", "SEV", "ATH", "2026-11-22 17:30", "half", "draw", half="second", void=["PC"],
      layout="bullets",
      out=("h5", "Second-half Tie: resolves Yes if {home} and {away} score the same number of "
           "goals after the break (first-half goals disregarded) in their {league} game on "
           "{date}.", ["label", "syn:the_break"])),
    S("eredivisie", "TWE", "FEY", "2027-04-04 12:15", "half", "FEY", half="second", void=["PC"],
      layout="one",
      out=("h6", "This market resolves Yes if {team} wins the second half, counting only goals "
           "from the restart onward, of the {home} vs {away} {league} game on {date}.",
           ["syn:restart"])),
    # ---- exact score ---------------------------------------------------
    S("epl", "MUN", "TOT", "2027-03-13 15:00", "exact_score", "2-1", scope="S2", void=["PC"],
      layout="one",
      out=("es1", "If the {home} vs {away} {league} game on {date} finishes {home} 2, {away} 1"
           "{scope}, the market resolves to Yes.", ["score_spelled_out"])),
    S("bundesliga", "TSG", "FCB", "2027-04-10 13:30", "exact_score", "0-3", scope="S2",
      void=["PC"], layout="lines",
      out=("es2", "Yes if, in the {league} on {date}, {away}, the away side, prevail three goals to "
           "nil over {home}{scope}.",
           ["away_first_score"])),
    S("spl", "HEA", "CEL", "2026-10-18 12:00", "exact_score", "1-1", scope="S2", void=["PC"],
      layout="one",
      out=("es3", "This market resolves Yes if, in their {league} game on {date}, {home} and "
           "{away} draw 1-1{scope}.", ["plain"])),
    S("libertadores", "PAL", "FLA", "2026-09-17 00:30", "exact_score", "1-0", scope="S2",
      void=["PC"], layout="one",
      out=("es4", "Yes on a final score of {home} 1-0 {away} in the {league} game of "
           "{date}{scope}.", ["terse"])),
    # ---- other ---------------------------------------------------------
    S("laliga", "BAR", "RMA", "2026-10-25 15:15", "other", "RMA", scope="S5", void=["PC"],
      layout="one", sub="first",
      out=("ft1", "If {team} scores the first goal of the {home} vs {away} {league} game on "
           "{date}{scope}, the market resolves to Yes.", ["first_goal"])),
    S("seriea", "ATA", "JUV", "2026-11-29 19:45", "other", "ATA", scope="S5", void=["PC"], ab=0,
      layout="lines", sub="first",
      out=("ft2", "Yes if, in their {league} meeting on {date}, {team} opens the scoring against "
           "{opp}{scope}.", ["syn:open_scoring"])),
    S("mls", "LAG", "CLB", "2026-07-26 02:30", "other", "LAG", scope="S5", void=["P3", "C4"],
      layout="one", sub="first",
      out=("ft3", "This market resolves Yes if the opening goal of the {home} vs {away} {league} "
           "game on {date} is scored by {team}{scope}.", ["passive"])),
    S("ucl", "FCB", "ARS", "2026-11-25 20:00", "other", "ARS", scope="S5", void=["PC"],
      layout="one", sub="first",
      out=("ft4", "Should {team} be first on the scoresheet in the {home} vs {away} {league} "
           "match on {date}{scope}, the market settles Yes.", ["condition_first"])),
    S("epl", "ARS", "NEW", "2027-04-24 16:30", "other", "over", line=9.5, scope="S2", void=["PC"],
      layout="one", sub="corners",
      out=("co1", "If 10 or more corner kicks are taken in total in the {home} vs {away} {league} "
           "game on {date}{scope}, the market resolves to Yes.", ["corners"])),
]


# ---------------------------------------------------------------------------
# Hand-written specials
# ---------------------------------------------------------------------------

def specials():
    out = []
    # B1: scope ambiguous (Europa League knockout second leg, no scope in either field)
    out.append(dict(
        comp="uel", home="FEN", away="ROM", ko="2027-02-26 17:45", fam="win", side="FEN",
        styles=["plain", "ambiguous_scope", "knockout_second_leg"],
        meanings=["F:win", "S:ambiguous", "D1", "P2", "C4", "R3"],
        wording={"D1": "B1", "P2": "B1", "C4": "B1", "R3": "B1"},
        primary=("If Fenerbahce wins the Fenerbahce vs Roma UEFA Europa League knockout play-off "
                 "second leg originally scheduled for Feb 26, 2027, this market resolves to Yes."),
        secondary=("The market settles on the outcome of the match itself, not on which club goes "
                   "through. If the match is drawn, the Tie market resolves Yes. If the match is "
                   "canceled or postponed by more than 48 hours, it settles at a fair price."),
        expected=dict(family="win", outcome="Fenerbahce", line=None, half=None, scope="ambiguous",
                      source_primary="official", source_fallback=None, timing_window=48,
                      void_cancelled="fair_price", void_postponed_long="fair_price",
                      void_abandoned=None)))
    # B2: timing window ambiguous, payout fair price
    out.append(dict(
        comp="ligue1", home="RCL", away="PSG", ko="2027-04-18 19:05", fam="win", side="PSG",
        styles=["plain", "ambiguous_window"],
        meanings=["F:win", "S2", "P:ambiguous", "C4", "R3"],
        wording={"S2": "B2", "C4": "B2", "R3": "B2"},
        primary=("Paris Saint-Germain beating Lens in the French Ligue 1 game planned for Apr 18, "
                 "2027, after 90 minutes plus stoppage (no extra time, no shoot-out), "
                 "resolves this market to Yes."),
        secondary=("If kickoff is put back by a significant amount of time, the market is "
                   "settled at a fair price. The same applies if the game is cancelled."),
        expected=dict(family="win", outcome="Paris Saint-Germain", line=None, half=None,
                      scope="regulation", source_primary="provider", source_fallback=None,
                      timing_window="ambiguous", void_cancelled="fair_price",
                      void_postponed_long="fair_price", void_abandoned=None)))
    # B3: cancellation ambiguous (draw)
    out.append(dict(
        comp="mls", home="ATL", away="MIA", ko="2026-09-27 23:30", fam="draw", side="draw",
        styles=["lines", "ambiguous_cancellation", "discretion"],
        meanings=["F:draw", "S2", "D1", "P3", "C:ambiguous", "R3"],
        wording={"S2": "B3", "D1": "B3", "P3": "B3", "R3": "B3"},
        primary=("The Tie market resolves Yes if Atlanta United and Inter Miami are level after 90 "
                 "minutes plus stoppage time (no extra periods, no shoot-out) in the MLS game set for "
                 "Sep 27, 2026."),
        secondary=("If the game is postponed yet still kicks off within 48 hours of the original time, the "
                   "market stays open; otherwise it resolves to a fair price.\n"
                   "If the game is cancelled, settlement will be handled at the Exchange's "
                   "discretion."),
        expected=dict(family="draw", outcome="draw", line=None, half=None, scope="regulation",
                      source_primary="official", source_fallback=None, timing_window=48,
                      void_cancelled="ambiguous", void_postponed_long="fair_price",
                      void_abandoned=None)))
    # B4: source ambiguous (text names two sources, no order)
    out.append(dict(
        comp="spl", home="CEL", away="ABE", ko="2027-03-20 15:00", fam="win", side="CEL",
        series=[ESPN, FOX],
        styles=["plain", "ambiguous_source"],
        meanings=["F:win", "S2", "P2", "C4", "R:ambiguous"],
        wording={"S2": "B4", "P2": "B4", "C4": "B4"},
        primary=("If Celtic defeats Aberdeen in the Scottish Premiership game originally set for "
                 "Mar 20, 2027, counting regulation plus stoppage time only (no extra time, no "
                 "penalties), the market resolves to Yes."),
        secondary=("Either the SPFL's site or BBC Sport may be used to confirm the final score. "
                   "Cancellation, or a delay past 48 hours, leads to settlement at a fair price."),
        expected=dict(family="win", outcome="Celtic", line=None, half=None, scope="regulation",
                      source_primary="ambiguous", source_fallback="ambiguous", timing_window=48,
                      void_cancelled="fair_price", void_postponed_long="fair_price",
                      void_abandoned=None)))
    # B5: abandonment ambiguous
    out.append(dict(
        comp="primeira", home="VSC", away="POR", ko="2027-03-01 20:15", fam="win", side="POR",
        styles=["bullets", "ambiguous_abandonment"],
        meanings=["F:win", "S2", "P2", "C4", "AB:ambiguous", "R3"],
        wording={"S2": "B5", "P2": "B5", "C4": "B5", "R3": "B5"},
        primary=("If Porto wins the Vitoria Guimaraes vs Porto Portuguese Primeira Liga game first "
                 "scheduled for Mar 1, 2027, after 90 minutes plus stoppage time and without extra "
                 "time or penalties, this market resolves Yes."),
        secondary=("- Cancelled, or moved more than 48 hours: fair price.\n"
                   "- If play is suspended and the game is not finished, a settlement decision "
                   "will be published later.\n"
                   "- A draw resolves this market No."),
        expected=dict(family="win", outcome="Porto", line=None, half=None, scope="regulation",
                      source_primary="provider", source_fallback=None, timing_window=48,
                      void_cancelled="fair_price", void_postponed_long="fair_price",
                      void_abandoned="ambiguous")))
    # B6: timing contradictory (48 hours vs 14 days), payout fair price either way
    out.append(dict(
        comp="eredivisie", home="AZ", away="PSV", ko="2027-04-25 14:30", fam="win", side="PSV",
        styles=["faq", "ambiguous_window", "contradiction"],
        meanings=["F:win", "S2", "D1", "P:ambiguous", "C4", "R3"],
        wording={"S2": "B6", "D1": "B6", "C4": "B6", "R3": "B6"},
        primary=("If PSV Eindhoven wins the AZ vs PSV Eindhoven Dutch Eredivisie game scheduled for "
                 "Apr 25, 2027 after 90 minutes and stoppage time (extra periods and spot-kicks do "
                 "not count), the market resolves to Yes."),
        secondary=("A level finish sends the Tie market to Yes. If the game is postponed by more "
                   "than 48 hours or cancelled, fair-price settlement follows.\n"
                   "What if the game is postponed? A postponed game has 14 days to be played "
                   "before the market is valued at a fair price."),
        expected=dict(family="win", outcome="PSV Eindhoven", line=None, half=None,
                      scope="regulation", source_primary="provider", source_fallback=None,
                      timing_window="ambiguous", void_cancelled="fair_price",
                      void_postponed_long="fair_price", void_abandoned=None)))
    # legal drafting with definitions
    out.append(dict(
        comp="seriea", home="JUV", away="NAP", ko="2027-04-11 18:45", fam="win", side="JUV",
        styles=["legal", "definitions", "shall", "numbered"],
        meanings=["F:win", "S2", "D1", "P3", "C4", "AB", "R3"],
        wording={"S2": "L2", "D1": "L2", "P3": "L2", "C4": "L2", "AB": "L2", "R3": "L2"},
        primary=("If Juventus wins the Game, the market resolves to Yes. \"Game\" means the "
                 "Juventus vs Napoli professional Italian Serie A fixture originally scheduled for "
                 "Apr 11, 2027, as played over the Regulation Period (ninety minutes plus stoppage "
                 "time, excluding any extra time and penalties)."),
        secondary=("1. \"Original Start\" means the kickoff time first published for the Game.\n"
                   "2. If the Game ends level at the end of the Regulation Period, the Tie market "
                   "shall resolve to Yes and this market to No.\n"
                   "3. If the Game is postponed and begins within forty-eight (48) hours of the "
                   "Original Start, this market shall remain open. If it does not, this market "
                   "shall resolve to a fair price.\n"
                   "4. Should the Game be cancelled, or abandoned and not completed, this market shall "
                   "resolve to a fair price.\n"
                   "5. The Source Agencies are those listed for the series."),
        expected=dict(family="win", outcome="Juventus", line=None, half=None, scope="regulation",
                      source_primary="provider", source_fallback=None, timing_window=48,
                      void_cancelled="fair_price", void_postponed_long="fair_price",
                      void_abandoned="fair_price")))
    # FAQ secondary, S4 primary with scope in the FAQ
    out.append(dict(
        comp="laliga", home="GIR", away="ATH", ko="2027-03-07 13:00", fam="draw", side="draw",
        styles=["faq", "inline_questions", "noise:close_time"],
        meanings=["F:draw", "S4", "D1", "P2", "C4", "R3"],
        wording={"S4": "F2", "D1": "F2", "P2": "F2", "C4": "F2", "R3": "F2"},
        primary=("If the Girona vs Athletic Club Spanish La Liga game originally scheduled for "
                 "Mar 7, 2027 finishes without a winner, the Tie market resolves to Yes."),
        secondary=("Does extra time count? No: only 90 minutes plus stoppage time.\n"
                   "What if the game is moved? If the new kickoff is over 48 hours after the "
                   "original one, a fair price is used.\n"
                   "And if it is cancelled? Also a fair price.\n"
                   "When does trading stop? Shortly after the final whistle."),
        expected=dict(family="draw", outcome="draw", line=None, half=None, scope="regulation",
                      source_primary="provider", source_fallback=None, timing_window=48,
                      void_cancelled="fair_price", void_postponed_long="fair_price",
                      void_abandoned=None)))
    return out


# ---------------------------------------------------------------------------
# Building
# ---------------------------------------------------------------------------

SUFFIX = {"win": "GAME", "draw": "GAME", "advance": "ADVANCE", "spread": "SPREAD",
          "total": "TOTAL", "btts": "BTTS", "exact_score": "SCORE"}
V2_FAQ_Q = {"scope": "Does extra time count?", "outcome": "What about a draw?",
            "post": "What if the game is moved?", "cancel": "What if it is cancelled?",
            "aband": "What if play is abandoned?", "source": "Which sources are used?",
            "noise": "Anything else?"}


def series_source_kind(series):
    names = {s["name"] for s in series}
    if names <= OFFICIAL_SOURCE_NAMES:
        return "official"
    if names <= PROVIDER_SOURCE_NAMES:
        return "provider"
    raise ValueError("mixed series sources %r" % names)


def join_secondary(blocks, lay):
    texts = [t for _, t in blocks]
    if lay == "one":
        return " ".join(texts)
    if lay == "lines":
        return "\n".join(texts)
    if lay == "bullets":
        return "\n".join("- " + t for t in texts)
    if lay == "numbered":
        return "\n".join("(%d) %s" % (i + 1, t) for i, t in enumerate(texts))
    if lay == "faq2":
        return "\n".join("%s %s" % (V2_FAQ_Q[k], t) for k, t in blocks)
    raise ValueError(lay)


def market_fields(spec, series_stem, k):
    h, a, fam, side = spec["home"], spec["away"], spec["fam"], spec["side"]
    H, A = v2_name(h), v2_name(a)
    if fam == "half":
        suffix = "1H" if spec["half"] == "first" else "2H"
    elif fam == "other":
        suffix = "FTTS" if spec.get("sub") == "first" else "CORNERS"
    else:
        suffix = SUFFIX[fam]
    series = series_stem + suffix
    event = "%s-%s%s%s" % (series, d_ticker(k), v2_code(h), v2_code(a))
    if fam in ("win", "advance") or (fam in ("half", "other") and side in (h, a)):
        code, ysub = v2_code(side), v2_name(side)
    elif side == "draw":
        code, ysub = "TIE", "Tie"
    elif fam == "spread":
        code = "%s%d" % (v2_code(side), int(spec["line"] + 0.5))
        ysub = "%s wins by over %g goals" % (v2_name(side), spec["line"])
    elif fam == "total":
        code = "%s%s" % ("O" if side == "over" else "U", ("%g" % spec["line"]).replace(".", ""))
        ysub = "%s %g goals" % ("Over" if side == "over" else "Under", spec["line"])
    elif fam == "btts":
        code, ysub = "BTTS", "Both teams score"
    elif fam == "exact_score":
        hs, as_ = side.split("-")
        code, ysub = "%sT%s" % (hs, as_), "%s %s-%s %s" % (H, hs, as_, A)
    elif fam == "other":
        code = "O%s" % ("%g" % spec["line"]).replace(".", "")
        ysub = "Over %g corners" % spec["line"]
    titles = {
        "win": "%s vs %s Winner?" % (H, A), "draw": "%s vs %s Winner?" % (H, A),
        "advance": "%s vs %s: Which team advances?" % (H, A),
        "spread": "%s vs %s: Spread" % (H, A), "total": "%s vs %s: Total Goals" % (H, A),
        "btts": "%s vs %s: Both Teams to Score?" % (H, A),
        "exact_score": "%s vs %s: Exact Score" % (H, A),
        "half": "%s vs %s: %s Half Winner" % (H, A, "First" if spec.get("half") == "first" else "Second"),
        "other": ("%s vs %s: First Team to Score" % (H, A)) if spec.get("sub") == "first"
        else "%s vs %s: Total Corners" % (H, A),
    }
    return dict(ticker=event + "-" + code, event_ticker=event, series_ticker=series,
                title=titles[fam], yes_sub_title=ysub, no_sub_title=ysub, rules_primary=None,
                rules_secondary=None, occurrence_datetime=occurrence(k))


def outcome_value(spec):
    fam, side = spec["fam"], spec["side"]
    if side in ("draw", "over", "under", "yes", "no") or fam == "exact_score":
        return side
    return v2_name(side)


def build_generated():
    rot = Rotor()
    legs = []
    for i, spec in enumerate(SPECS):
        c = COMPETITIONS[spec["comp"]]
        k = parse_kickoff(spec["ko"])
        h, a, fam, side = spec["home"], spec["away"], spec["fam"], spec["side"]
        dfmt = [d_short_us, d_us][spec.get("dfmt", 0)]
        team = v2_name(side) if side in (h, a) else ""
        opp = (v2_name(a) if side == h else v2_name(h)) if team else ""
        ctx = dict(team=team, opp=opp, home=v2_name(h), away=v2_name(a), league=c["v2_league"],
                   date=dfmt(k), round=spec.get("round", ""), scope="")
        styles, meanings, wording = set(), ["F:" + fam], {}
        sec = []

        def note(entry, meaning):
            styles.update(entry[2])
            if meaning:
                meanings.append(meaning)
                wording[meaning] = entry[0]

        # scope
        sc = spec.get("scope")
        scope = None
        if sc == "S2":
            e = rot.next("S2")
            ctx["scope"] = e[1]
            note(e, "S2")
            scope = "regulation"
        elif sc == "S3":
            e = rot.next("S3P")
            ctx["scope"] = e[1]
            note(e, None)
            x = rot.next("S3X")
            sec.append(("scope", x[1]))
            note(x, "S3")
            wording["S3"] = e[0] + "+" + x[0]
            scope = "regulation"
        elif sc == "S4":
            g = rot.next("S4S")
            sec.append(("scope", g[1]))
            note(g, "S4")
            scope = "regulation"
        elif sc == "S5":
            e = rot.next("S5P")
            ctx["scope"] = e[1]
            note(e, "S5")
            scope = "extra_time"
        elif sc == "S6":
            scope = "penalties"
        # primary outcome sentence
        if fam == "win":
            e = rot.next("WIN")
            note(e, None)
        elif fam == "draw":
            e = rot.next("DRAW")
            note(e, "D1")
        elif fam == "advance":
            e = rot.next("ADVANCE")
            note(e, "S6")
        else:
            e = spec["out"]
            note(e, None)
        primary = cap(e[1].format(**ctx))
        # D1 sentence on a win leg
        if spec.get("d1s"):
            d = rot.next("D1S")
            sec.append(("outcome", d[1]))
            note(d, "D1")
        # postponement / cancellation
        tw = pl = vc = None
        void_blocks = []
        for v in spec.get("void", []):
            if v == "PC":
                e = rot.next("PC")
                void_blocks.append(("post", e[1]))
                note(e, "P2")
                meanings.append("C4")
                wording["C4"] = e[0]
                tw, pl, vc = 48, "fair_price", "fair_price"
            elif v == "P2":
                e = rot.next("P2")
                void_blocks.append(("post", e[1]))
                note(e, "P2")
                tw, pl = 48, "fair_price"
            elif v == "P3":
                e = rot.next("P3")
                void_blocks.append(("post", e[1]))
                note(e, "P3")
                tw, pl = 48, "fair_price"
            elif v == "C4":
                e = rot.next("C4")
                void_blocks.append(("cancel", e[1]))
                note(e, "C4")
                vc = "fair_price"
        if spec.get("vp"):
            primary = primary + " " + " ".join(t for _, t in void_blocks)
            styles.add("void_in_primary")
        else:
            sec.extend(void_blocks)
        # abandonment
        va = None
        if spec.get("ab") is not None:
            e = AB[spec["ab"]]
            sec.append(("aband", e[1]))
            note(e, "AB")
            va = vc if e[3] == "copy" else e[3]
            assert va is not None
        # source
        series = spec.get("series") or c["sources"]
        if spec.get("src"):
            text, sp, sf = spec["src"]
            sec.append(("source", text))
            styles.add("source_in_text")
        else:
            sp, sf = series_source_kind(series), None
            key = "none"
            if spec.get("r3s"):
                e = rot.next("R3S")
                sec.append(("source", e[1]))
                styles.update(e[2])
                key = e[0]
            meanings.append("R3")
            wording["R3"] = key + ":" + "+".join(s["name"] for s in series)
        # noise
        for n in spec.get("noise", []):
            if n == "site":
                text, st = SITE_NOISE
                src = series[0]["name"]
                sec.append(("noise", cap(text.format(src="the SPFL" if src == "SPFL" else src))))
            else:
                text, st = NOISE[n]
                sec.append(("noise", text))
            styles.add(st)
        lay = spec["layout"]
        styles.add("layout:" + lay)
        if not sec:
            raise ValueError("empty secondary for spec %d" % i)
        secondary = join_secondary(sec, lay)
        mk = market_fields(spec, c["v2_series"], k)
        mk["rules_primary"] = primary
        mk["rules_secondary"] = secondary
        order = ["S2", "S3", "S4", "S5", "S6", "D1", "P2", "P3", "C4", "AB", "R3"]
        ordered = ["F:" + fam] + [m for m in order if m in meanings]
        exp = dict(family=fam, outcome=outcome_value(spec), line=spec.get("line"),
                   half=spec.get("half"), scope=scope, source_primary=sp, source_fallback=sf,
                   timing_window=tw, void_cancelled=vc, void_postponed_long=pl, void_abandoned=va)
        legs.append(dict(spec=spec, styles=sorted(styles), meanings=ordered, market=mk,
                         expected=exp, wording=wording, series=series))
    return legs


def build_specials():
    legs = []
    for sp in specials():
        c = COMPETITIONS[sp["comp"]]
        k = parse_kickoff(sp["ko"])
        spec = dict(comp=sp["comp"], home=sp["home"], away=sp["away"], ko=sp["ko"],
                    fam=sp["fam"], side=sp["side"])
        mk = market_fields(spec, c["v2_series"], k)
        mk["rules_primary"] = sp["primary"]
        mk["rules_secondary"] = sp["secondary"]
        series = sp.get("series") or c["sources"]
        legs.append(dict(spec=spec, styles=sorted(sp["styles"]), meanings=sp["meanings"],
                         market=mk, expected=sp["expected"], wording=sp["wording"],
                         series=series))
    return legs


def build():
    out = []
    for n, leg in enumerate(build_generated() + build_specials()):
        spec = leg["spec"]
        out.append(dict(
            id="f2-%03d" % (n + 1), venue="venue_two", styles=leg["styles"],
            meanings=leg["meanings"], home=v2_name(spec["home"]), away=v2_name(spec["away"]),
            competition=spec["comp"], market=leg["market"],
            series_settlement_sources=leg["series"], expected=leg["expected"],
            _wording=leg["wording"]))
    return out
