"""venue_two legs of held-out reading set (l).

rules_primary holds the outcome sentence with a scope slot; rules_secondary
holds the other clauses. The expected record is derived from the values of the
banks used; where the text names no source, the series settlement sources
decide. A few ambiguous legs override single expected fields (see README).
"""
from common import (COMPS, TEAMS, NUM_WORDS, fmt_date, ticker_date, line_str,
                    series_source_kind, resolve_payout, ESPN, FOX, OPTA, MLS_SRC,
                    UEFA_SRC, FIFA_SRC, LIGAMX_SRC)
from legs_v1 import Picker

# --------------------------------------------------------------------------
# Primary outcome sentences ({scope} is the scope slot)
# --------------------------------------------------------------------------
PRIM = {
    "win": [
        ("If {team} beats {other} in the {home} vs {away} {comp} match first scheduled for {date}{scope}, the market resolves to Yes.",
         ["plain", "syn:beats"]),
        ("The market resolves to Yes if {team} has more goals than {other} at the end of the {home} vs {away} {comp} game set for {date}{scope}.",
         ["result_first"]),
        ("Should {team} defeat {other} in the {comp} fixture {home} vs {away}, originally slated for {date}{scope}, this market settles Yes.",
         ["condition_first", "syn:defeat", "syn:slated"]),
        ("Yes if {team} win {home} v {away} ({comp}, scheduled {date}){scope}.",
         ["terse", "british_grammar"]),
        ("{team} winning the {home} vs {away} {comp} game scheduled for {date}{scope} resolves this market to Yes; any other result resolves it to No.",
         ["gerund_subject", "joined"]),
        ("This contract pays Yes when {team} come out ahead of {other} in their {comp} match ({home} vs {away}), originally on the calendar for {date}{scope}.",
         ["british", "syn:come out ahead"]),
        ("If {team} is the winner of the {home} vs {away} {comp} game that was originally scheduled for {date}{scope}, then the market resolves to Yes.",
         ["plain_template"]),
        ("In the event that {team} wins the {comp} game between {home} and {away} originally scheduled for {date}{scope}, the market shall resolve to Yes.",
         ["legal"]),
    ],
    "draw": [
        ("If the {home} vs {away} {comp} game originally scheduled for {date} ends in a tie{scope}, then the market resolves to Yes.",
         ["plain_template", "syn:tie"]),
        ("The market resolves to Yes if {home} and {away} finish level in their {comp} match first scheduled for {date}{scope}.",
         ["result_first", "syn:level"]),
        ("If Tie is the outcome of the {home} vs {away} {comp} game set for {date}{scope}, the market resolves to Yes.",
         ["tie_label"]),
        ("Yes if {home} v {away} ({comp}, {date}) is drawn{scope}.",
         ["terse", "passive"]),
        ("Should neither {home} nor {away} win the {comp} fixture originally slated for {date}{scope}, this market settles Yes.",
         ["condition_first", "neither_nor"]),
        ("In the event that the {comp} game between {home} and {away} originally scheduled for {date} ends with the scores level{scope}, the market shall resolve to Yes.",
         ["legal"]),
    ],
    "spread": [
        ("If {team} beats {other} by more than {line} goals in the {home} vs {away} {comp} game scheduled for {date}{scope}, the market resolves to Yes.",
         ["plain", "numerals"]),
        ("The market resolves to Yes if {team} wins the {home} vs {away} {comp} match on {date} by {nwords} goals or more{scope}.",
         ["result_first", "number_words"]),
        ("Yes if {team} win by {n}+ goals ({home} v {away}, {comp}, {date}){scope}.",
         ["terse"]),
        ("Should {team} finish at least {nwords} goals clear of {other} in their {comp} game originally scheduled for {date}{scope}, this market settles Yes.",
         ["condition_first", "syn:clear"]),
        ("In the event that {team} defeats {other} by a margin greater than {line} goals in the {comp} game originally scheduled for {date}{scope}, the market shall resolve to Yes.",
         ["legal"]),
    ],
    "total_over": [
        ("If more than {line} goals are scored in total in the {home} vs {away} {comp} game originally scheduled for {date}{scope}, the market resolves to Yes.",
         ["plain", "passive"]),
        ("The market resolves to Yes if {home} and {away} score {nwords} or more goals between them in their {comp} match set for {date}{scope}.",
         ["result_first", "number_words"]),
        ("Yes if total goals in {home} v {away} ({comp}, {date}) come to {n} or more{scope}.",
         ["terse"]),
        ("In the event that the combined number of goals scored by both teams in the {comp} game between {home} and {away} originally scheduled for {date} exceeds {line}{scope}, the market shall resolve to Yes.",
         ["legal"]),
    ],
    "total_under": [
        ("If fewer than {line} goals are scored in the {home} vs {away} {comp} game originally scheduled for {date}{scope}, the market resolves to Yes.",
         ["plain", "passive"]),
        ("The market resolves to Yes if the {home} vs {away} {comp} match on {date} produces {mgoals} or fewer in total{scope}.",
         ["result_first", "number_words"]),
    ],
    "btts": [
        ("If both {home} and {away} score at least one goal in their {comp} game originally scheduled for {date}{scope}, the market resolves to Yes.",
         ["plain"]),
        ("The market resolves to Yes if each team scores in the {home} vs {away} {comp} match on {date}{scope}.",
         ["result_first"]),
        ("Yes if {home} and {away} both find the net ({comp}, {date}){scope}.",
         ["terse", "syn:find the net"]),
    ],
    "btts_neg": [
        ("If at least one of {home} and {away} fails to score in the {comp} game originally scheduled for {date}{scope}, the market resolves to Yes.",
         ["negated", "plain"]),
    ],
    "half1_team": [
        ("If {team} is leading at the end of the first half of the {home} vs {away} {comp} game originally scheduled for {date}, the market resolves to Yes.",
         ["plain"]),
        ("The market resolves to Yes if {team} go into the break ahead of {other} in their {comp} match on {date} (first half only, its stoppage time included).",
         ["result_first", "syn:break", "parenthetical"]),
    ],
    "half1_draw": [
        ("If the {home} vs {away} {comp} game set for {date} is level at half-time, the market resolves to Yes.",
         ["plain", "syn:level"]),
    ],
    "half2_team": [
        ("If {team} scores more goals than {other} in the second half of the {home} vs {away} {comp} game originally scheduled for {date}, the market resolves to Yes. Goals from the first half are not counted.",
         ["plain", "split"]),
    ],
    "half2_draw": [
        ("The market resolves to Yes if {home} and {away} score the same number of second-half goals in their {comp} match on {date}; first-half goals and any extra time are ignored.",
         ["result_first", "joined"]),
    ],
    "exact": [
        ("If the {home} vs {away} {comp} game originally scheduled for {date} ends {hs}-{as_}, with {home} on {hs} and {away} on {as_}{scope}, the market resolves to Yes.",
         ["plain", "explicit_sides"]),
        ("If {home} and {away} play out a 0-0 draw in the {comp} game set for {date}{scope}, the market resolves to Yes.",
         ["syn:0-0 draw"]),
        ("Yes if {away} win 3-1 away at {home} ({comp}, {date}){scope}.",
         ["terse", "away_first"]),
        ("The market resolves to Yes if the final score of the {comp} match on {date} is {home} {hs}, {away} {as_}{scope}.",
         ["result_first"]),
    ],
    "ftts": [
        ("If {team} scores the first goal of the {home} vs {away} {comp} game originally scheduled for {date}{scope}, the market resolves to Yes.",
         ["plain"]),
        ("The market resolves to Yes if {team} open the scoring against {other} in the {comp} match on {date}{scope}.",
         ["result_first", "syn:open the scoring"]),
    ],
    "corners": [
        ("If more than {line} corner kicks are taken in the {home} vs {away} {comp} game originally scheduled for {date}{scope}, the market resolves to Yes.",
         ["plain", "passive"]),
    ],
    "red": [
        ("If a red card is shown to any player of either team in the {home} vs {away} {comp} game on {date}{scope}, the market resolves to Yes.",
         ["plain", "passive"]),
    ],
    "advance": [
        ("If {team} advances past {other} in the {comp} tie that concludes with the game scheduled for {date}, including any extra time and penalty shoot-out, then the market resolves to Yes.",
         ["plain"]),
        ("The market resolves to Yes if {team} qualifies for the {next} after the {home} vs {away} {comp} match on {date}, whether in regulation, extra time or on penalties.",
         ["result_first"]),
        ("Yes if {team} go through ({home} v {away}, {comp}, {date}); extra time and pens count.",
         ["terse"]),
        ("Should {team} progress to the {next} at the expense of {other} in the {comp} tie decided on {date}, by aggregate score, extra time or a shoot-out, this market settles Yes.",
         ["condition_first", "syn:progress"]),
        ("In the event that {team} is declared the winner of the {comp} {round} between {home} and {away} on {date}, including any extra time and kicks from the penalty mark, the market shall resolve to Yes.",
         ["legal"]),
    ],
}

# --------------------------------------------------------------------------
# Scope slots (primary) and clause banks (secondary)
# --------------------------------------------------------------------------
B = {}
B["S2"] = dict(meaning="S2", value="regulation", items=[
    (" after 90 minutes plus stoppage time (extra time and penalties are not counted)",
     ["numerals", "parenthetical"]),
    (", counting only regulation time of ninety minutes plus stoppage (no extra time, no penalty shoot-out)",
     ["number_words", "terse_parenthetical"]),
    (", based on the score at the end of 90 minutes and added time, excluding any extra time or penalties",
     ["syn:added time", "joined"]),
    (" over regulation (90' + stoppage; extra time and shoot-outs excluded)",
     ["terse", "symbols"]),
    (", with only the first 90 minutes and stoppage time counting (anything after that, such as extra time or a penalty shoot-out, is excluded)",
     ["explanatory"]),
    (", judged at full time, i.e. ninety minutes plus stoppage, with extra time and penalties left out",
     ["british", "syn:full time"]),
    (" after regulation time (90 minutes plus stoppage time), which does not include overtime or a shootout",
     ["american", "syn:overtime"]),
])
B["S3"] = dict(meaning="S3", value="regulation", items=[
    (" after 90 minutes plus stoppage time", ["numerals"]),
    (", judged on regulation time of ninety minutes plus added time", ["number_words"]),
    (" at the end of 90 minutes and stoppage", ["terse"]),
])
B["S5"] = dict(meaning="S5", value="extra_time", items=[
    (" at any point in the game, with regulation, stoppage time and any extra time all included (a penalty shoot-out does not count)",
     ["parenthetical"]),
    (" over the full game, extra time counted if played, shoot-out kicks not counted",
     ["terse"]),
    (" during the whole match, including any extra time periods but excluding a penalty shoot-out",
     ["joined"]),
])
B["S4"] = dict(meaning="S4", value="regulation", items=[None])
B["S4amb"] = dict(meaning="S:ambiguous", value="ambiguous", items=[None])
B["S6"] = dict(meaning="S6", value="penalties", items=[None])
B["H"] = dict(meaning=None, value=None, items=[None])

# secondary scope sentences
B["S3x"] = dict(meaning="S3", value=None, items=[
    ("Extra time and penalty shoot-outs are not part of this market.", ["plain"]),
    ("For the avoidance of doubt, any extra time and any penalty shoot-out shall be disregarded.", ["legal"]),
    ("No ET, no pens.", ["terse"]),
    ("Goals scored in extra time do not count, and neither does a penalty shoot-out.", ["negative_first", "split_clauses"]),
    ("Does extra time count? No, and penalties do not count either.", ["qa"]),
    ("Any overtime or shootout is excluded from the result.", ["american", "passive"]),
])
B["S4x"] = dict(meaning="S4", value=None, items=[
    ("The result is the score after 90 minutes plus stoppage time; extra time and penalties do not count.", ["plain", "joined"]),
    ("Only regulation time counts here (ninety minutes and stoppage); overtime and shoot-outs are excluded.", ["number_words", "syn:overtime"]),
    ("Scope: 90' + stoppage. ET/pens excluded.", ["terse"]),
    ("The market refers to the outcome of the game at the end of regulation, meaning ninety (90) minutes together with stoppage time, and excludes any extra time or penalty shoot-out.", ["legal"]),
    ("What result counts? The score once the 90 minutes and stoppage time have been played, not anything after.", ["qa"]),
    ("Regulation only. In other words, a result reached in overtime or on penalties would not count; what matters is the score at the final whistle of the 90 minutes plus stoppage.", ["in_other_words", "split"]),
])
B["ETcounts"] = dict(meaning=None, value=None, items=[
    ("If the game goes to extra time, goals scored in extra time count towards the result.", ["contradiction"]),
])
B["H1x"] = dict(meaning=None, value=None, items=[
    ("Only the first half, with its stoppage time, counts.", ["plain"]),
    ("First half = the first 45 minutes plus added time.", ["terse", "numerals"]),
    ("The half-time score decides this market; nothing after the interval matters.", ["syn:interval"]),
])

B["D1"] = dict(meaning="D1", value=None, items=[
    ("If the game ends level, the market for Tie resolves to Yes.", ["plain"]),
    ('A drawn result means the "Tie" market settles Yes and both team markets settle No.', ["explanatory", "mentions_other_markets"]),
    ("Tie: if the scores are level at the end of regulation, the Tie contract pays out.", ["heading_inline", "syn:level"]),
    ('Should neither side be ahead at full time, "Tie" is the winning outcome.', ["condition_first", "neither"]),
    ("In case of a draw, the outcome named Tie resolves Yes.", ["syn:draw"]),
    ("Draws are settled through the Tie market, which resolves Yes when the teams finish level.", ["passive"]),
    ("Level scores = Tie resolves Yes.", ["terse"]),
    ("What if it is a draw? Then the Tie market resolves Yes.", ["qa"]),
])

B["P2C4"] = dict(meaning=("P2", "C4"), value=((48, "fair_price"), "fair_price"), items=[
    ("If the game is canceled or its start is moved to more than 48 hours after the original time, the market resolves to a fair price in line with the rules.",
     ["plain", "american_spelling"]),
    ("Cancellation of the game, or a move to a start time more than 48 hours later than planned, will see the market settled at a fair price as set out in the rules.",
     ["nominal", "british_spelling"]),
    ("Canceled, or pushed back by over forty-eight hours? The market settles at a fair price.",
     ["qa", "number_words"]),
    ("Where the game is cancelled, or is rescheduled to begin more than two days after its original kickoff, the market will be resolved at a fair price determined under the rules.",
     ["passive", "syn:two days"]),
    ("If the match does not go ahead, whether because it is canceled or because it is moved back by more than 48 hrs, settlement will be at fair value under the rules.",
     ["syn:fair value", "abbrev"]),
    ("Cancelled / postponed >48h: resolves to fair price per rules.",
     ["terse"]),
    ("In the event that the game is cancelled or rescheduled to a time more than forty-eight (48) hours after the originally scheduled start, the market shall be resolved at a fair price determined pursuant to the rules.",
     ["legal", "number_words_and_numerals"]),
    ("A fair price, set in accordance with the rules, is used to settle the market if the game is called off or put back beyond 48 hours.",
     ["result_first", "syn:called off"]),
])
B["P2"] = dict(meaning="P2", value=(48, "fair_price"), items=[
    ("If the game is postponed by more than 48 hours, the market will be settled at a fair price.", ["plain"]),
    ("A postponement of more than two days leads to settlement at a fair price.", ["nominal", "syn:two days"]),
    ("Rescheduled beyond 48h → fair price.", ["terse", "arrow"]),
])
B["P3"] = dict(meaning="P3", value=(48, "fair_price"), items=[
    ("If the game is postponed but kicks off within 48 hours of its original start time, the market stays open and is settled on that game; otherwise it resolves to a fair price.",
     ["plain", "joined"]),
    ("A delayed start of up to 48 hours changes nothing. If the delay is longer, the market is valued at a fair price.",
     ["split", "syn:delayed"]),
    ("Rescheduled within two days: the market remains open. Rescheduled later than that: fair price.",
     ["colon_pairs", "syn:two days"]),
    ("Should the game be postponed, the market will remain open provided that the game starts within forty-eight (48) hours of its scheduled time, failing which it shall be settled at a fair price.",
     ["legal"]),
    ("Postponed but played within 48 hrs? The market stays live. Not played within 48 hrs? Fair price.",
     ["qa", "abbrev"]),
    ("The market waits up to 48 hours for a postponed game; beyond that, it is settled at fair value.",
     ["semicolon", "syn:fair value"]),
])
B["P72"] = dict(meaning=("P:72h", "C4"), value=((72, "fair_price"), "fair_price"), items=[
    ("If the game is canceled or is rescheduled to start more than seventy-two hours after its original time, the market resolves to a fair price.",
     ["number_words", "window:72h"]),
])
B["Popen"] = dict(meaning="P:ambiguous", value=None, items=[
    ("A postponed game keeps this market open until the game is actually played.", ["contradiction"]),
])
B["C4"] = dict(meaning="C4", value="fair_price", items=[
    ("If the game is canceled, the market resolves to a fair price.", ["plain"]),
    ("A cancelled fixture is settled at fair value.", ["passive", "syn:fair value"]),
    ("Should the game be called off entirely, the market settles at a fair price under the rules.", ["condition_first", "syn:called off"]),
    ("Cancellation: fair price.", ["terse"]),
    ("If the game is cancelled for good, the exchange will settle the market at a fair price.", ["exchange_voice"]),
])
B["C3v2"] = dict(meaning="C3", value="C3score", items=[
    ("If the game is canceled and not made up, the market is settled as if the final score were 0-0.", ["plain", "american_spelling"]),
])
B["Camb"] = dict(meaning="C:ambiguous", value="ambiguous", items=[
    ("Cancelled games will be settled as the exchange sees fit.", ["vague"]),
])
B["ABc"] = dict(meaning="AB", value="as_cancel", items=[
    ("An abandoned game that is not completed is handled the same way as a canceled one.", ["plain", "american_spelling"]),
    ("If the match is abandoned and not finished, it is treated as cancelled.", ["passive", "british_spelling"]),
])
B["ABfair"] = dict(meaning="AB", value="fair_price", items=[
    ("If play is suspended and the game is not finished, the market settles at a fair price.", ["syn:suspended"]),
])
B["ABrefund"] = dict(meaning="AB", value="refund", items=[
    ("Should the match be abandoned and not completed, all positions will be refunded at their purchase price.", ["legalish", "refund"]),
])
B["AB50"] = dict(meaning="AB", value="50-50", items=[
    ("If a match is stopped and never completed, both Yes and No settle at 50 cents.", ["american", "syn:stopped"]),
])
B["ABlast"] = dict(meaning="AB", value="last_price", items=[
    ("A game halted and never completed settles at the price the market last traded at before the halt.", ["syn:halted"]),
])
B["ABamb"] = dict(meaning="AB:ambiguous", value="ambiguous", items=[
    ("If the game is abandoned, the market may be settled on the score at the time play stopped or at a fair price.", ["vague", "alternatives"]),
])
B["Ro"] = dict(meaning="R:official", value=("official", None), items=[
    ("The market is settled on the official result published by {body}.", ["plain", "passive"]),
])
B["Rpp"] = dict(meaning="R:provider+provider", value=("provider", "provider"), items=[
    ("Settlement uses the final score reported by ESPN; if ESPN does not report it, the score reported by Fox Sports is used.", ["joined"]),
])
B["Ramb"] = dict(meaning="R:ambiguous", value=("ambiguous", "ambiguous"), items=[
    ("The final score will be taken from {site} or Fox Sports.", ["vague"]),
])
B["R2"] = dict(meaning="R2", value=None, items=[
    ("Corrections to the score made after the market has settled are not taken into account.", ["passive"]),
    ("Changes to the official result after settlement will not reopen the market.", ["plain"]),
])
B["FTTSno"] = dict(meaning=None, value=None, items=[
    ("If no goal is scored, the market resolves to No.", ["plain"]),
    ("A goalless game means No.", ["terse"]),
])


# --------------------------------------------------------------------------
# Spec table
#  prim: primary bank key; scope: scope key; sec: secondary clause keys in
#  order; pv: clause keys appended to the primary; sl: secondary layout;
#  sources: series settlement sources (default: competition's);
#  override: expected fields set by hand on ambiguous legs.
# --------------------------------------------------------------------------
SPECS = [
    # ---------------- win (15) ----------------
    dict(comp="epl", h="ars", a="che", date="2026-08-22", time="16:30", fam="win", side="h",
         prim="win#6", scope="S2#0", sec=["D1#0", "P2C4#0"], sl="para"),
    dict(comp="laliga", h="rma", a="sev", date="2026-09-12", time="19:00", fam="win", side="a",
         prim="win#2", scope="S2#5", sec=["D1#3", "P2C4#1", "ABc#1"], sl="para"),
    dict(comp="bundesliga", h="bmu", a="bvb", date="2026-10-03", time="16:30", fam="win", side="h",
         prim="win#0", scope="S2#2", sec=["D1#5", "P3#0", "C4#0", "ABlast#0"], sl="bullets"),
    dict(comp="seriea", h="int", a="juv", date="2026-10-24", time="18:45", fam="win", side="a",
         prim="win#1", scope="S4", sec=["S4x#0", "D1#4", "P2C4#3"], sl="para"),
    dict(comp="ligue1", h="psg", a="om", date="2026-11-01", time="19:45", fam="win", side="h",
         prim="win#7", scope="S2#1", sec=["D1#1", "P2C4#6", "Ro#0"], sl="para"),
    dict(comp="mls", h="lafc", a="lag", date="2026-09-19", time="23:30", fam="win", side="a",
         prim="win#3", scope="S2#3", sec=["D1#6", "P2C4#5"], sl="lines"),
    dict(comp="ucl", h="liv", a="atm", date="2026-10-21", time="19:00", fam="win", side="h",
         prim="win#4", scope="S2#4", sec=["D1#2", "P2#0", "C4#1", "ABfair#0"], sl="numbered"),
    dict(comp="wc", h="esp", a="jpn", date="2026-06-15", time="19:00", fam="win", side="h",
         prim="win#6", scope="S3#0", sec=["S3x#0", "D1#0", "P2C4#2"], sl="para"),
    dict(comp="wc", h="bra", a="cro", date="2026-07-05", time="20:00", fam="win", side="h",
         prim="win#0", scope="S2#0", sec=["ETcounts#0", "P2C4#4"], sl="para",
         override=dict(scope="ambiguous"), extra_meanings=["S:ambiguous"],
         note="World Cup round-of-16 game; primary says 90 min + stoppage, secondary says extra-time goals count"),
    dict(comp="eredivisie", h="aja", a="psv", date="2026-09-27", time="12:30", fam="win", side="a",
         prim="win#5", scope="S2#5", sec=["D1#7", "P72#0"], sl="para"),
    dict(comp="primeira", h="ben", a="fcp", date="2026-12-06", time="20:30", fam="win", side="a",
         prim="win#2", scope="S2#2", sec=["D1#3", "P2C4#7", "Rpp#0"], sl="para"),
    dict(comp="ligamx", h="ame", a="tig", date="2026-09-05", time="23:00", fam="win", side="h",
         prim="win#1", scope="S4amb", sec=["D1#0", "P2C4#0"], sl="para",
         note="league game; no time scope in either field"),
    dict(comp="epl", h="mci", a="tot", date="2027-01-16", time="17:30", fam="win", side="a",
         prim="win#4", scope="S2#3", sec=["D1#4"], sl="para", omit="void"),
    dict(comp="seriea", h="nap", a="acm", date="2027-02-07", time="19:45", fam="win", side="a",
         prim="win#5", scope="S2#1", sec=["D1#5", "P2#1", "Camb#0"], sl="para"),
    dict(comp="ligue1", h="ol", a="asm", date="2026-09-20", time="18:45", fam="win", side="a",
         prim="win#0", scope="S2#4", sec=["D1#1", "P2C4#3", "Ramb#0"], sl="para"),
    # ---------------- draw (8) ----------------
    dict(comp="epl", h="ars", a="che", date="2026-08-22", time="16:30", fam="draw",
         prim="draw#0", scope="S3#1", sec=["S3x#1", "P2C4#6"], sl="para"),
    dict(comp="bundesliga", h="lev", a="rbl", date="2026-11-21", time="14:30", fam="draw",
         prim="draw#1", scope="S2#1", sec=["D1#6", "P3#1", "C4#2", "ABc#0"], sl="lines"),
    dict(comp="laliga", h="atm", a="bar", date="2027-01-10", time="20:00", fam="draw",
         prim="draw#2", scope="S4", sec=["S4x#1", "P2C4#1"], sl="para"),
    dict(comp="mls", h="sea", a="ptl", date="2026-10-10", time="22:30", fam="draw",
         prim="draw#3", scope="S2#3", sec=["D1#6", "P2C4#5"], sl="lines"),
    dict(comp="wc", h="ger", a="ecu", date="2026-06-20", time="20:00", fam="draw",
         prim="draw#0", scope="S3#2", sec=["S3x#2", "D1#0", "P2C4#4"], sl="para"),
    dict(comp="ucl", h="psg", a="bmu", date="2026-11-04", time="20:00", fam="draw",
         prim="draw#4", scope="S2#5", pv=["P2C4#3"], sec=["D1#3", "Popen#0"], sl="para",
         override=dict(timing_window="ambiguous", void_postponed_long="ambiguous"),
         note="primary: over 48 hours goes to a fair price; secondary: a postponed game stays open until played"),
    dict(comp="uefanl", h="eng", a="ned", date="2026-10-13", time="18:45", fam="draw",
         prim="draw#5", scope="S2#2", sec=["D1#5", "P2C4#6", "AB50#0"], sl="para"),
    dict(comp="eredivisie", h="fey", a="az", date="2027-02-14", time="13:30", fam="draw",
         prim="draw#1", scope="S2#0", sec=["D1#2", "P2C4#2", "ABamb#0"], sl="bullets"),
    # ---------------- advance (5) ----------------
    dict(comp="ucl", h="rma", a="mci", date="2027-03-17", time="20:00", fam="advance", side="h",
         prim="advance#3", scope="S6", sec=["P2C4#0"], sl="para", next="quarter-finals"),
    dict(comp="wc", h="arg", a="mar", date="2026-07-01", time="22:00", fam="advance", side="h",
         prim="advance#4", scope="S6", sec=["P2C4#6"], sl="para", round="round-of-32 match"),
    dict(comp="uecl", h="fio", a="rbb", date="2027-05-26", time="19:00", fam="advance", side="a",
         prim="advance#4", scope="S6", sec=["P3#2", "C4#3"], sl="lines", round="final"),
    dict(comp="ucl", h="int", a="ars", date="2027-04-14", time="19:00", fam="advance", side="a",
         prim="advance#1", scope="S6", sec=["P2C4#1", "ABrefund#0"], sl="para", next="semi-finals"),
    dict(comp="leaguescup", h="mia", a="mty", date="2026-08-12", time="23:30", fam="advance", side="h",
         prim="advance#2", scope="S6", sec=["P2C4#5"], sl="lines"),
    # ---------------- spread (5) ----------------
    dict(comp="epl", h="liv", a="eve", date="2026-12-05", time="15:00", fam="spread", side="h", line=1.5,
         prim="spread#0", scope="S2#0", sec=["P2C4#0"], sl="para"),
    dict(comp="laliga", h="bar", a="gir", date="2026-10-17", time="14:00", fam="spread", side="h", line=2.5,
         prim="spread#1", scope="S4", sec=["S4x#5", "P2C4#1"], sl="para"),
    dict(comp="bundesliga", h="wob", a="bmu", date="2027-02-20", time="14:30", fam="spread", side="a", line=1.5,
         prim="spread#3", scope="S4", sec=["S4x#2", "P3#3", "C4#4"], sl="bullets"),
    dict(comp="seriea", h="ata", a="gen", date="2026-11-08", time="14:00", fam="spread", side="h", line=1.5,
         prim="spread#2", scope="S2#3", sec=["P2C4#5", "ABc#0"], sl="lines"),
    dict(comp="mls", h="cin", a="nsh", date="2026-08-29", time="23:30", fam="spread", side="h", line=1.5,
         prim="spread#4", scope="S2#6", sec=["P2C4#6"], sl="para"),
    # ---------------- total (5) ----------------
    dict(comp="epl", h="new", a="avl", date="2026-09-26", time="14:00", fam="total", side="over", line=2.5,
         prim="total_over#0", scope="S3#1", sec=["S3x#3", "P2C4#7"], sl="para"),
    dict(comp="ligue1", h="lil", a="nic", date="2026-10-25", time="16:00", fam="total", side="under", line=2.5,
         prim="total_under#0", scope="S2#2", sec=["P2C4#3"], sl="para"),
    dict(comp="ucl", h="bvb", a="int", date="2026-12-09", time="20:00", fam="total", side="over", line=3.5,
         prim="total_over#3", scope="S2#1", sec=["P2C4#6", "R2#0"], sl="para"),
    dict(comp="eredivisie", h="psv", a="twe", date="2026-11-07", time="19:00", fam="total", side="over", line=2.5,
         prim="total_over#1", scope="S2#4", sec=["P2C4#4", "AB50#0"], sl="para",
         sources=[ESPN, OPTA]),
    dict(comp="ligamx", h="mty", a="caz", date="2026-10-18", time="23:05", fam="total", side="under", line=1.5,
         prim="total_under#1", scope="S2#0", sec=["P3#4", "C4#1"], sl="lines", sources=[LIGAMX_SRC]),
    # ---------------- btts (4) ----------------
    dict(comp="epl", h="tot", a="whu", date="2027-01-02", time="15:00", fam="btts", side="yes",
         prim="btts#0", scope="S3#1", sec=["S3x#4", "P2C4#2"], sl="lines"),
    dict(comp="seriea", h="rom", a="laz", date="2026-11-22", time="17:00", fam="btts", side="yes",
         prim="btts#1", scope="S2#3", sec=["P2C4#0", "R2#1"], sl="para"),
    dict(comp="bundesliga", h="sge", a="vfb", date="2026-12-12", time="17:30", fam="btts", side="no",
         prim="btts_neg#0", scope="S2#6", sec=["P2C4#1"], sl="para"),
    dict(comp="mls", h="atl", a="phi", date="2026-09-12", time="23:30", fam="btts", side="yes",
         prim="btts#2", scope="S4", sec=["S4x#3", "P2C4#3"], sl="para"),
    # ---------------- half (5) ----------------
    dict(comp="epl", h="bha", a="ful", date="2026-10-31", time="15:00", fam="half", side="h", half="first",
         prim="half1_team#0", scope="H", sec=["H1x#0", "P2C4#4"], sl="para"),
    dict(comp="laliga", h="rso", a="vil", date="2026-11-29", time="17:30", fam="half", side=None, half="first",
         prim="half1_draw#0", scope="H", sec=["H1x#1", "P2C4#5"], sl="lines"),
    dict(comp="bundesliga", h="fcu", a="bmg", date="2026-10-17", time="13:30", fam="half", side="a", half="first",
         prim="half1_team#1", scope="H", sec=["P3#5", "C4#0"], sl="para"),
    dict(comp="seriea", h="fio", a="bol", date="2027-01-24", time="14:00", fam="half", side="h", half="second",
         prim="half2_team#0", scope="H", sec=["P2C4#7"], sl="para"),
    dict(comp="ligue1", h="ren", a="nan", date="2026-12-13", time="16:00", fam="half", side=None, half="second",
         prim="half2_draw#0", scope="H", sec=["P2#2", "C4#3"], sl="lines"),
    # ---------------- exact score (4) ----------------
    dict(comp="epl", h="cry", a="bre", date="2026-12-19", time="15:00", fam="exact_score", score="1-1",
         prim="exact#0", scope="S2#4", sec=["P2C4#0"], sl="para"),
    dict(comp="laliga", h="vcf", a="ath", date="2027-02-28", time="17:30", fam="exact_score", score="0-0",
         prim="exact#1", scope="S2#5", sec=["P2#0", "C3v2#0"], sl="para"),
    dict(comp="bundesliga", h="tsg", a="m05", date="2026-11-01", time="16:30", fam="exact_score", score="1-3",
         prim="exact#2", scope="S2#3", sec=["P2C4#5"], sl="lines"),
    dict(comp="seriea", h="tor", a="nap", date="2026-12-20", time="19:45", fam="exact_score", score="2-1",
         prim="exact#3", scope="S4", sec=["S4x#4", "P2C4#2"], sl="para"),
    # ---------------- other (4) ----------------
    dict(comp="ucl", h="ars", a="ben", date="2027-02-24", time="20:00", fam="other", kind="ftts", side="h",
         prim="ftts#0", scope="S5#0", sec=["FTTSno#0", "P2C4#1"], sl="para"),
    dict(comp="epl", h="mun", a="bou", date="2026-12-28", time="20:00", fam="other", kind="ftts", side="a",
         prim="ftts#1", scope="S5#1", sec=["FTTSno#1", "P2C4#5"], sl="lines"),
    dict(comp="epl", h="che", a="nfo", date="2027-01-30", time="15:00", fam="other", kind="corners", side="over",
         line=9.5, prim="corners#0", scope="S3#1", sec=["S3x#5", "P2C4#0"], sl="para"),
    dict(comp="laliga", h="sev", a="rbb", date="2027-03-07", time="20:00", fam="other", kind="red", side="yes",
         prim="red#0", scope="S5#2", sec=["P2C4#3"], sl="para"),
]

SUFFIX = {"win": "GAME", "draw": "GAME", "advance": "ADVANCE", "spread": "SPREAD",
          "total": "TOTAL", "btts": "BTTS", "exact_score": "SCORE"}


def join_secondary(texts, layout):
    if not texts:
        return ""
    if layout == "para":
        return " ".join(texts)
    if layout == "lines":
        return "\n".join(texts)
    if layout == "bullets":
        return "\n".join("- " + t for t in texts)
    if layout == "numbered":
        return "\n".join(f"{i}. {t}" for i, t in enumerate(texts, 1))
    raise ValueError(layout)


def build():
    pk = Picker()
    legs = []
    for i, s in enumerate(SPECS, 1):
        comp = COMPS[s["comp"]]
        H, A = TEAMS[s["h"]], TEAMS[s["a"]]
        home, away = H[2], A[2]
        fam = s["fam"]
        side = s.get("side")
        team = home if side == "h" else away if side == "a" else None
        other = away if side == "h" else home if side == "a" else None
        date_text = fmt_date(s["date"], "short")
        line = s.get("line")
        fmt = dict(team=team, other=other, home=home, away=away, comp=comp["v2"],
                   date=date_text, body=comp["body"], site=comp["site"],
                   next=s.get("next", "next round"), round=s.get("round", "tie"))
        if line is not None:
            n = int(line + 0.5)
            fmt.update(line=line_str(line), n=n, m=n - 1, nwords=NUM_WORDS[n],
                       mwords=NUM_WORDS[n - 1],
                       mgoals=f"{NUM_WORDS[n - 1]} goal" + ("" if n - 1 == 1 else "s"))
        if s.get("score"):
            hs, as_ = s["score"].split("-")
            fmt.update(hs=hs, as_=as_)
        styles = set()
        meanings = [f"F:{fam}"]

        def add_meaning(m):
            if m is None:
                return
            for x in (m if isinstance(m, tuple) else (m,)):
                if x not in meanings:
                    meanings.append(x)

        # scope
        sname, sidx, sitem = pk.pick(B, s["scope"])
        add_meaning(B[sname]["meaning"])
        if sname == "S4amb":
            add_meaning("S4")
        scope_val = B[sname]["value"]
        scope_slot = ""
        used = []
        if sitem is not None:
            scope_slot = sitem[0]
            styles.update(sitem[1])
            used.append((B[sname]["meaning"], sname, sidx, sitem[1][0]))
        # primary
        _, pidx, pitem = pk.pick(PRIM, s["prim"])
        if sname == "S6":
            used.append(("S6", "PRIM-advance", pidx, pitem[1][0]))
        fmt["scope"] = scope_slot
        primary = pitem[0].format(**fmt)
        primary = primary[0].upper() + primary[1:]
        styles.update(pitem[1])

        tw = pl = cv = av = None
        sp = sf = None
        text_source = False
        ab_raw = None

        def do_clause(key):
            nonlocal tw, pl, cv, sp, sf, text_source, ab_raw
            name, idx, item = pk.pick(B, key)
            meta = B[name]
            add_meaning(meta["meaning"])
            text, st = item
            styles.update(st)
            ms = meta["meaning"]
            for m in (ms if isinstance(ms, tuple) else (ms,)):
                if m:
                    used.append((m, name, idx, st[0]))
            v = meta["value"]
            if name in ("P2C4", "P72"):
                (tw, pl), cv = v
            elif name in ("P2", "P3"):
                tw, pl = v
            elif name in ("C4", "Camb"):
                cv = v
            elif name == "C3v2":
                cv = "yes" if s["score"] == "0-0" else "no"
            elif name.startswith("AB"):
                ab_raw = v
            elif name in ("Ro", "Rpp", "Ramb"):
                sp, sf = v
                text_source = True
            return text.format(**fmt)

        pv_texts = [do_clause(k) for k in s.get("pv", [])]
        if pv_texts:
            primary = primary + " " + " ".join(pv_texts)
            styles.add("void_in_primary")
        sec_texts = [do_clause(k) for k in s["sec"]]
        secondary = join_secondary(sec_texts, s["sl"])
        styles.add("secondary:" + s["sl"])
        if ab_raw is not None:
            av = resolve_payout(ab_raw, cv)
        if s.get("omit") == "void":
            styles.add("omits:postponement")
            styles.add("omits:cancellation")
        sources = s.get("sources", comp["sources"])
        if not text_source:
            sp, sf = series_source_kind(sources), None
            add_meaning("R3")
            styles.add("source:series")

        if fam in ("win", "advance", "spread"):
            outcome = team
        elif fam == "draw":
            outcome = "draw"
        elif fam in ("total", "btts"):
            outcome = side
        elif fam == "half":
            outcome = team if team else "draw"
        elif fam == "exact_score":
            outcome = s["score"]
        else:
            outcome = team if s["kind"] == "ftts" else side
        exp_line = line if fam in ("spread", "total") or s.get("kind") == "corners" else None
        expected = dict(family=fam, outcome=outcome, line=exp_line, half=s.get("half"),
                        scope=None if fam == "half" else scope_val,
                        source_primary=sp, source_fallback=sf, timing_window=tw,
                        void_cancelled=cv, void_postponed_long=pl, void_abandoned=av)
        for k, v in s.get("override", {}).items():
            expected[k] = v
        for m in s.get("extra_meanings", []):
            add_meaning(m)

        # wire fields
        prefix = comp["series"]
        hc, ac = H[3], A[3]
        tdate = ticker_date(s["date"])
        if fam == "half":
            suffix = "1H" if s["half"] == "first" else "2H"
        elif fam == "other":
            suffix = {"ftts": "FTTS", "corners": "CORNERS", "red": "REDCARD"}[s["kind"]]
        else:
            suffix = SUFFIX[fam]
        series = prefix + suffix
        event = f"{series}-{tdate}{hc}{ac}"
        if fam in ("win", "advance") or (fam == "half" and team) or s.get("kind") == "ftts":
            msuf = hc if side == "h" else ac
        elif fam == "draw" or (fam == "half" and not team):
            msuf = "TIE"
        elif fam == "spread":
            msuf = f"{hc if side == 'h' else ac}{int(line + 0.5)}"
        elif fam == "total" or s.get("kind") == "corners":
            msuf = ("O" if side == "over" else "U") + line_str(line).replace(".", "")
        elif fam == "btts":
            msuf = "YES" if side == "yes" else "NO"
        elif fam == "exact_score":
            msuf = s["score"].replace("-", "")
        else:
            msuf = "YES"
        if fam in ("win", "draw"):
            title = f"{home} vs {away} Winner?"
        elif fam == "advance":
            title = f"{home} vs {away}: Who advances?"
        elif fam == "spread":
            title = f"{home} vs {away}: Spread"
        elif fam == "total":
            title = f"{home} vs {away}: Total Goals"
        elif fam == "btts":
            title = f"{home} vs {away}: Both Teams to Score?"
        elif fam == "half":
            title = f"{home} vs {away}: {'First' if s['half'] == 'first' else 'Second'} Half Winner?"
        elif fam == "exact_score":
            title = f"{home} vs {away}: Exact Score"
        elif s["kind"] == "ftts":
            title = f"{home} vs {away}: First Team to Score"
        elif s["kind"] == "corners":
            title = f"{home} vs {away}: Total Corners"
        else:
            title = f"{home} vs {away}: Red Card?"
        if fam in ("win", "advance") or s.get("kind") == "ftts":
            yst = team
        elif fam == "draw":
            yst = "Tie"
        elif fam == "half":
            yst = team if team else "Tie"
        elif fam == "spread":
            yst = f"{team} wins by over {line_str(line)} goals"
        elif fam == "total":
            yst = f"{'Over' if side == 'over' else 'Under'} {line_str(line)} goals"
        elif fam == "btts":
            yst = "Both teams score" if side == "yes" else "At least one team held scoreless"
        elif fam == "exact_score":
            hs, as_ = s["score"].split("-")
            yst = f"{home} {hs}-{as_} {away}"
        elif s["kind"] == "corners":
            yst = f"Over {line_str(line)} corners"
        else:
            yst = "Red card shown"
        market = dict(
            ticker=f"{event}-{msuf}",
            event_ticker=event,
            series_ticker=series,
            title=title,
            yes_sub_title=yst,
            no_sub_title=yst,
            rules_primary=primary,
            rules_secondary=secondary,
            occurrence_datetime=f"{s['date']}T{s['time']}:00Z",
        )
        leg = dict(id=f"l2-{i:03d}", venue="venue_two", styles=sorted(styles),
                   meanings=meanings, home=home, away=away, competition=s["comp"],
                   market=market, series_settlement_sources=sources, expected=expected)
        leg["_used"] = used
        legs.append(leg)
    return legs
