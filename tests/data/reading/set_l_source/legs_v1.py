"""venue_one legs of held-out reading set (l).

Clause banks hold several wordings of each meaning, each tagged with its styles
(the first tag is the wording's main style). A spec table picks fixture,
family, side, clauses and layout for each leg; the expected record is derived
from the values attached to the banks the leg uses. Wordings rotate through a
bank unless a spec names an index ("S1#3").
"""
from common import (COMPS, TEAMS, NUM_WORDS, fmt_date, line_str, assemble,
                    resolve_payout)

# --------------------------------------------------------------------------
# Outcome sentences by family
# --------------------------------------------------------------------------
OUT = {
    "win": [
        ('This market resolves to "Yes" if {team} beat {other} in the {comp} match scheduled for {date}. Any other result, including a draw, resolves it to "No".',
         ["plain", "syn:beat", "british_grammar"]),
        ('If {team} win their {comp} fixture against {other} on {date}, the market resolves "Yes"; if the match is drawn or {other} win, it resolves "No".',
         ["condition_first", "joined", "semicolon"]),
        ('"Yes" is paid out should {team} be victorious over {other} in the {comp} game set for {date}. A draw, or a win for {other}, means "No".',
         ["passive", "split", "syn:victorious"]),
        ('YES = {team} win v {other} ({comp}, {date}). NO = draw or {other} win.',
         ["terse"]),
        ('This market will resolve to "Yes" if {team} defeats {other} in the {comp} game scheduled for {date}. Otherwise, including if the game ends in a tie, it will resolve to "No".',
         ["american", "syn:defeat", "syn:tie", "future"]),
        ('The Market shall resolve to "Yes" if and only if {team} is the winning side in the {comp} fixture between {home} and {away} scheduled for {date} (the "Match"). In every other case, a drawn Match included, the Market shall resolve to "No".',
         ["legal", "definitions"]),
        ('{team} to get the win against {other} on {date} ({comp}). Yes if they do it; No if it finishes level or {other} take the points.',
         ["colloquial", "syn:level"]),
        ('Resolves "Yes" when {team} come out on top against {other} in the {comp} match of {date}, and "No" in all other cases, whether a level scoreline or a victory for {other}.',
         ["result_first", "syn:come out on top"]),
        ('We resolve this market "Yes" if {team} finish the {comp} match on {date} with more goals than {other}. A draw or a win for {other} is a "No".',
         ["we_voice", "syn:more goals"]),
    ],
    "win_ko": [
        ('This market resolves to "Yes" if {team} win the second leg of their {comp} round-of-16 tie against {other}, played on {date}. Otherwise it resolves to "No".',
         ["plain", "knockout"]),
    ],
    "draw": [
        ('This market resolves to "Yes" if the {comp} match between {home} and {away} on {date} finishes level. If either side wins, it resolves to "No".',
         ["plain", "syn:level"]),
        ('Should {home} and {away} draw their {comp} fixture on {date}, this market will resolve "Yes". A win for either club resolves it "No".',
         ["condition_first", "future"]),
        ('YES if {home} v {away} ({comp}, {date}) ends all square; NO if there is a winner.',
         ["terse", "syn:all square"]),
        ('The Market shall resolve to "Yes" where the Match between {home} and {away}, scheduled for {date}, ends with both teams having scored an equal number of goals, and to "No" where one team has scored more goals than the other.',
         ["legal"]),
        ('A tie between {home} and {away} in their {comp} game on {date} resolves this market to "Yes". A win by either team resolves it to "No".',
         ["american", "syn:tie"]),
        ('"Yes" is returned if neither {home} nor {away} wins the {comp} meeting on {date}; "No" is returned if one of them does.',
         ["passive", "neither_nor", "joined"]),
        ('Stalemate market. Resolves Yes if {home} and {away} cannot be separated on {date} ({comp}). Resolves No otherwise.',
         ["colloquial", "syn:stalemate", "split"]),
        ('Will the points be shared? This resolves "Yes" if {home} vs. {away} ({comp}, {date}) is a draw, and "No" if someone wins.',
         ["qa", "syn:points shared"]),
    ],
    "spread": [
        ('This market resolves to "Yes" if {team} beat {other} by {nwords} or more goals in their {comp} match on {date}. A narrower win, a draw or a defeat resolves it "No".',
         ["plain", "number_words"]),
        ('Handicap {team} -{line}: YES if {team} win by at least {n} goals; otherwise NO.',
         ["terse", "numerals"]),
        ('The Market shall resolve to "Yes" if the number of goals scored by {team} in the Match between {home} and {away} on {date} exceeds the number scored by {other} by more than {line}, and to "No" in all other cases.',
         ["legal"]),
        ('Will {team} cover a {line}-goal spread against {other}? The market resolves Yes if {team} still finish ahead after {line} goals are taken off their score; if not, it resolves No.',
         ["qa", "american", "explanatory"]),
        ('"Yes" if {team} win with a margin of {n} goals or more against {other} ({comp}, {date}). "No" if they win by less, draw or lose.',
         ["split", "numerals"]),
    ],
    "total_over": [
        ('This market resolves to "Yes" if {nwords} or more goals are scored in total in the {comp} match between {home} and {away} on {date}. If {mwords} or fewer goals are scored, it resolves "No".',
         ["plain", "number_words", "passive"]),
        ('Over {line} goals: YES if the combined score of {home} and {away} on {date} reaches {n}; NO if it stays at {m} or below.',
         ["terse", "numerals"]),
        ('The Market shall resolve to "Yes" if the aggregate number of goals scored by both teams in the Match between {home} and {away} on {date} exceeds {line}, and to "No" otherwise.',
         ["legal"]),
        ('Goals from both sides in {home} vs. {away} ({comp}, {date}) are added together. If the total is higher than {line}, the market resolves "Yes". If it is lower, "No".',
         ["split", "explanatory"]),
    ],
    "total_under": [
        ('This market resolves to "Yes" if fewer than {line} goals are scored in the {comp} game between {home} and {away} on {date}, that is, {mgoals} or fewer; {nwords} or more goals resolve it to "No".',
         ["plain", "joined", "number_words"]),
        ('UNDER {line}: YES if total goals ≤ {m}, NO if ≥ {n} ({home} v {away}, {date}).',
         ["terse", "symbols"]),
    ],
    "btts": [
        ('This market resolves to "Yes" if {home} and {away} each score at least one goal in their {comp} match on {date}. If either side, or both, fails to score, it resolves "No".',
         ["plain"]),
        ('Both teams to score: "Yes" if each of {home} and {away} finds the net at least once on {date}; "No" if at least one of them draws a blank.',
         ["colon", "british", "syn:draws a blank"]),
        ('"Yes" if both clubs get on the scoresheet in {home} vs. {away} ({comp}, {date}); "No" if either keeps a clean sheet.',
         ["colloquial", "syn:clean sheet"]),
        ('It asks whether both {home} and {away} will score at least once on {date}. Yes if they do; No if one or both of them do not.',
         ["qa_answer"]),
    ],
    "btts_neg": [
        ('This market asks whether at least one of {home} and {away} will fail to score in their {comp} match on {date}. It resolves "Yes" if one or both teams end without a goal, and "No" if both teams score.',
         ["negated", "plain"]),
    ],
    "half1_team": [
        ('This market resolves to "Yes" if {team} are ahead at half-time in their {comp} match against {other} on {date}. A level score or an advantage for {other} at the interval resolves it "No".',
         ["plain", "syn:interval"]),
        ('The Market shall resolve to "Yes" if, at the end of the first half of the Match between {home} and {away} on {date}, {team} has scored more goals than {other}, and to "No" otherwise.',
         ["legal"]),
    ],
    "half1_draw": [
        ('"Yes" if {home} and {away} are level at the break on {date} ({comp}); "No" if either side leads at that point.',
         ["joined", "syn:break"]),
    ],
    "half2_team": [
        ('This market is about the second half alone. It resolves "Yes" if {team} score more goals than {other} after the interval of their {comp} match on {date}, whatever the half-time score; otherwise "No".',
         ["split", "syn:interval"]),
    ],
    "half2_draw": [
        ('Resolves Yes if {home} and {away} score the same number of goals in the second half of their {comp} match on {date} (first-half goals are ignored); resolves No otherwise.',
         ["parenthetical"]),
    ],
    "exact": [
        ('This market resolves to "Yes" if the match between {home} and {away} on {date} ends with a final score of {home} {hs}, {away} {as_}. Any other score resolves it "No".',
         ["plain"]),
        ('"Yes" if {home} and {away} play out a goalless draw (0-0) in their {comp} match on {date}; "No" if anybody scores.',
         ["syn:goalless", "joined"]),
        ('This market resolves "Yes" if {away} win 2-0 away at {home} in the {comp} on {date}, and "No" for any other final score.',
         ["away_first"]),
        ('It asks whether {home} vs. {away} on {date} will finish exactly {hs}-{as_}, home goals given first. Yes if so; No for any other score.',
         ["qa_answer"]),
    ],
    "advance": [
        ('This market resolves to "Yes" if {team} knock {other} out of the {comp} and reach the quarter-finals, and to "No" if {other} go through instead.',
         ["plain", "syn:knock out"]),
        ('The Market shall resolve to "Yes" if {team} qualifies for the Round of 16 of the {comp} by winning the Match against {other} scheduled for {date}, and to "No" if {other} qualifies.',
         ["legal"]),
        ('Will {team} win this {comp} tie away at {home} on {date}? "Yes" if they go through to the next round, "No" if {home} do.',
         ["qa", "two_way"]),
        ('{team} to progress past {other} in the {comp} quarter-final, second leg on {date}. Resolves "Yes" if {team} reach the semi-finals, "No" if {other} do.',
         ["colloquial", "syn:progress"]),
        ('This market resolves to "Yes" if {team} win the {comp} final against {other} on {date} and lift the trophy, and "No" if {other} do.',
         ["plain", "syn:lift the trophy"]),
    ],
    "ftts": [
        ('This market resolves to "Yes" if {team} score the first goal of the {comp} match between {home} and {away} on {date}. If {other} score first, or if nobody scores, it resolves "No".',
         ["plain"]),
        ('The Market shall resolve to "Yes" if the first goal of the Match between {home} and {away} on {date} is credited to {team}, and to "No" if it is credited to {other} or if no goal is scored.',
         ["legal", "passive"]),
    ],
    "corners": [
        ('"Yes" if ten or more corner kicks are taken in total in {home} vs. {away} ({comp}, {date}); "No" if there are nine or fewer.',
         ["number_words", "joined"]),
    ],
    "red": [
        ('This market resolves to "Yes" if at least one red card is shown to a player of either {home} or {away} during their {comp} match on {date}; a sending-off for a second yellow card counts. Otherwise it resolves "No".',
         ["plain", "joined"]),
    ],
}

# --------------------------------------------------------------------------
# Clause banks: meaning tag, value, wordings
# --------------------------------------------------------------------------
B = {}

B["S1"] = dict(meaning="S1", value="regulation", items=[
    ("Only the score after ninety minutes of regular play, plus any stoppage time the referee adds, is used.",
     ["plain", "number_words"]),
    ("The result is taken at the end of normal time (90 minutes plus stoppage time). Extra time and any penalty shoot-out do not count.",
     ["numerals", "parenthetical", "split"]),
    ("Period: 90 mins + injury time. No ET, no pens.",
     ["terse", "syn:injury time"]),
    ("For the purposes of this Market, the result shall be determined by reference to regulation time only, being ninety (90) minutes together with any time added by the referee for stoppages, and shall exclude extra time and kicks from the penalty mark.",
     ["legal", "number_words_and_numerals"]),
    ("Goals scored in extra time, if any is played, are disregarded, as is any penalty shoot-out; the market is settled on the scoreline at the close of regulation.",
     ["negative_first", "joined", "passive"]),
    ("It is the full-time score that counts, meaning the score when the referee ends the second half, stoppage time included.",
     ["explanatory", "syn:full-time"]),
    ("Which minutes count? The 90 minutes of regulation and their stoppage time. Extra time and penalties are ignored.",
     ["qa", "numerals"]),
    ("Regulation time only: the two halves of forty-five minutes plus whatever time is added on.",
     ["colon", "number_words", "syn:added on"]),
    ("Settlement is based on the regulation-time result (90 minutes plus stoppage). Overtime periods and shootouts are not included.",
     ["american", "syn:overtime"]),
])
B["S5"] = dict(meaning="S5", value="extra_time", items=[
    ("The whole match counts, extra time included if it is played; kicks in a penalty shoot-out are not goals for this market.",
     ["plain", "joined"]),
    ("For the avoidance of doubt, the relevant period is the entire Match, inclusive of any extra time but exclusive of any penalty shoot-out.",
     ["legal"]),
    ("Period: full game incl. any extra time (shoot-out excluded).",
     ["terse"]),
    ("Everything from kick-off to the last whistle counts, extra time too. A shoot-out is not part of it.",
     ["colloquial", "split"]),
])
B["S6"] = dict(meaning="S6", value="penalties", items=[
    ("Qualification is decided over the whole tie, so extra time and a penalty shoot-out count where they are needed.",
     ["plain"]),
    ("For the avoidance of doubt, the result of any extra time and of any penalty shoot-out shall be taken into account.",
     ["legal"]),
    ("Incl. ET + pens.",
     ["terse"]),
    ("It does not matter how the winner is decided: normal time, extra time and penalties all count.",
     ["colon", "explanatory"]),
    ("Aggregate score over both legs, then extra time, then spot-kicks: whichever decides the tie decides this market.",
     ["result_last", "syn:spot-kicks"]),
    ("However the final is decided, in normal time, after extra time or in a penalty shoot-out, its winner is the winner of this market.",
     ["condition_first", "syn:however decided"]),
])
B["Snone"] = dict(meaning="S:ambiguous", value="ambiguous", items=[None])
B["H1"] = dict(meaning=None, value=None, items=[
    ("Only the first half counts, including any stoppage time added to it.",
     ["plain"]),
    ("The score at the half-time whistle decides it; first-half stoppage time is included.",
     ["result_first", "joined"]),
    ('For the purposes of this Market, the "First Half" means the first forty-five (45) minutes of the Match together with any time added to them.',
     ["legal"]),
])
B["H2"] = dict(meaning=None, value=None, items=[
    ("Only goals scored in the second half count, from the restart to the end of regulation, stoppage time included; first-half goals and any extra time are ignored.",
     ["plain", "joined"]),
    ("Second half only (46' to full time, plus added time). The half-time score is reset to 0-0 for this market.",
     ["terse"]),
])

B["P1"] = dict(meaning="P1", value=("open_until_played", "result"), items=[
    ("If the match is postponed, the market stays open until the game has been played, however long that takes.",
     ["plain"]),
    ("A postponement will not close this market; it remains open and is resolved on the result of the rescheduled match.",
     ["joined", "syn:rescheduled"]),
    ("Postponed? Market stays open until played. No deadline.",
     ["terse", "qa"]),
    ("In the event that the Match is postponed, the Market shall remain open until the Match has been played, without limit of time.",
     ["legal"]),
    ("Should the fixture be moved to another date, trading continues and the market is settled on that later game, whenever it takes place.",
     ["condition_first", "syn:moved"]),
    ("Postponed games are not voided. The market is simply kept open. It is resolved once the game has actually been played.",
     ["passive", "split"]),
    ("If the game is delayed to a later date or rescheduled, this market remains open until it is completed, with no cut-off.",
     ["american", "syn:delayed"]),
    ("We keep the market open through any postponement and settle it when the match is finally played.",
     ["we_voice"]),
])
B["P4"] = dict(meaning="P4", value=(336, "last_price"), items=[
    ("If the match is postponed and is not rescheduled to be played within two weeks of its original date, the market resolves at the last fair market price, as of the moment the postponement was announced.",
     ["plain", "number_words"]),
    ("Postponement: where no new date falling within fourteen (14) days of the original date is set, settlement is at the last fair price recorded when the postponement was made public.",
     ["legal", "number_words_and_numerals"]),
    ("Postponed & not replayed within 14 days: settles at last fair mkt price (as at the announcement).",
     ["terse", "numerals"]),
    ("A game that is pushed back and not rescheduled within a fortnight is settled at the final fair market price that applied when the delay was announced.",
     ["passive", "british", "syn:fortnight"]),
    ("Postponed matches: we wait up to two weeks for a new date. If none falls within that period, we settle the market at the last fair market price as it stood when the postponement was first announced.",
     ["we_voice", "split"]),
    ("Should the Match not be rescheduled to take place within 336 hours of its original start time, the Market will be settled at the last fair price prevailing at the time the postponement was announced.",
     ["hours_numerals", "condition_first"]),
    ("If the match is not rescheduled within two weeks, the market pays out at the last fair price, taken when the postponement was announced.",
     ["qa_answer"]),
])
B["P3"] = dict(meaning="P3", value=(48, "fair_price"), items=[
    ("A postponed match that still kicks off within 48 hours of its original start keeps the market open; if it is put back any further than that, the market is settled at a fair price.",
     ["joined", "numerals"]),
])
B["Pc7"] = dict(meaning="P:cancel_after", value=(168, "as_cancel"), items=[
    ("If the match is postponed and has not been played within seven days of its original date, it will be treated as cancelled.",
     ["plain", "number_words"]),
])
B["Pamb"] = dict(meaning="P:ambiguous", value=("ambiguous", "ambiguous"), items=[
    ("Postponed fixtures will be dealt with as circumstances allow: the market may be left open or settled early, at the operator's discretion.",
     ["vague", "colon"]),
])
B["Pvague"] = dict(meaning="P:ambiguous", value=("ambiguous", "fair_price"), items=[
    ("If the game is put back significantly, the market will be resolved at a fair price rather than held open.",
     ["vague_window"]),
])

B["C1w"] = dict(meaning="C1", value="no", items=[
    ('If the match is cancelled outright and no replacement fixture is arranged, the market resolves "No".',
     ["plain", "british_spelling"]),
    ('Cancellation with no make-up game resolves this market to "No".',
     ["nominal"]),
    ("Cancelled & not replayed: NO.",
     ["terse", "british_spelling"]),
    ('Should the Match be cancelled and not rescheduled, the Market shall resolve to "No".',
     ["legal"]),
    ('If the game is canceled and never made up, the market will resolve to "No", just as it would for a tie.',
     ["american", "american_spelling", "syn:made up"]),
    ('A cancelled fixture that is not replayed is settled as if it had been drawn, which means this market resolves "No".',
     ["passive", "treated_as_draw"]),
    ('"No" is the result if the match is scrapped altogether with no new date.',
     ["result_first", "syn:scrapped"]),
])
B["C1d"] = dict(meaning="C1", value="yes", items=[
    ('If the match is cancelled with no make-up game, this market resolves "Yes".',
     ["plain"]),
    ("Cancelled and not replayed → YES.",
     ["terse", "arrow"]),
    ('Should the Match be cancelled and not rescheduled, the Market shall resolve to "Yes".',
     ["legal"]),
    ('A game that is canceled and never made up counts as a tie for this market, so it resolves to "Yes".',
     ["american", "treated_as_draw"]),
    ('If the fixture is scrapped and no new date is found, the market is resolved "Yes".',
     ["passive", "syn:scrapped"]),
    ('"Yes" is the resolution should the game be called off for good with no replay.',
     ["result_first", "syn:called off"]),
])
B["C2"] = dict(meaning="C2", value="50-50", items=[
    ("If the game is cancelled with no make-up match, the market resolves 50-50.",
     ["plain"]),
    ("Cancelled, no replay: resolves 50/50 (each outcome pays 0.50).",
     ["terse", "numerals"]),
    ("Should the Match be cancelled and not rescheduled, the Market shall be resolved at fifty per cent (50%) for each outcome.",
     ["legal", "number_words_and_numerals", "british"]),
    ("If the game is canceled and never made up, Yes and No each settle at $0.50.",
     ["american", "american_spelling"]),
    ('A scrapped fixture with no replay means the market is split evenly between "Yes" and "No".',
     ["syn:split evenly", "syn:scrapped"]),
    ("Cancellation without a make-up fixture results in a half-and-half settlement.",
     ["nominal", "syn:half-and-half"]),
    ("We settle the market fifty-fifty if the game is cancelled and no replacement date is set.",
     ["we_voice", "number_words", "result_first"]),
    ("If it is cancelled with no make-up game, both sides are paid at 50 cents.",
     ["qa_answer", "american"]),
])
B["C3x"] = dict(meaning="C3", value="C3score", items=[
    ("If the match is cancelled and no make-up game is played, the market resolves as though the final score had been 0-0.",
     ["plain"]),
    ("Cancelled & not replayed: settled as 0-0.",
     ["terse"]),
    ("Should the Match be cancelled and not rescheduled, the Market shall be resolved as if the Match had ended nil-nil (0-0).",
     ["legal", "british", "syn:nil-nil"]),
    ("A canceled game that is never made up is graded as a goalless 0-0 draw.",
     ["american", "passive", "syn:graded"]),
])
B["C3n"] = dict(meaning="C3", value="no", items=[
    ('If the match is cancelled with no make-up game, the market resolves to "Neither", so this team\'s market resolves "No".',
     ["explanatory"]),
    ('Cancellation with no replay is graded as "Neither" team scoring first, which is a "No" here.',
     ["passive", "nominal"]),
])
B["Camb"] = dict(meaning="C:ambiguous", value="ambiguous", items=[
    ("If the match is cancelled, the market will be resolved at the discretion of the market operator.",
     ["vague"]),
])

B["ABc"] = dict(meaning="AB", value="as_cancel", items=[
    ("If the match is abandoned and not completed, it is treated as a cancellation.",
     ["plain", "passive"]),
    ("An abandoned game that is not finished is handled exactly like a cancelled one.",
     ["syn:handled", "british_spelling"]),
    ("Abandoned and not resumed = cancelled.",
     ["terse"]),
    ("A Match that is abandoned and not completed shall be deemed to have been cancelled for the purposes of this Market.",
     ["legal"]),
])
B["AB50"] = dict(meaning="AB", value="50-50", items=[
    ("A match abandoned before the end of regulation and not resumed resolves 50-50.",
     ["plain"]),
    ("If play is halted for good before full time, both outcomes are settled at 0.50.",
     ["syn:halted", "numerals", "passive"]),
])
B["ABlast"] = dict(meaning="AB", value="last_price", items=[
    ("If the match is stopped partway through and never completed, the market settles at the final price it traded at before the stoppage.",
     ["plain", "syn:stopped"]),
])
B["ABfair"] = dict(meaning="AB", value="fair_price", items=[
    ("Should the match be abandoned and not finished, the market will be settled at a fair price.",
     ["condition_first", "passive"]),
])
B["ABno"] = dict(meaning="AB", value="no", items=[
    ('If the game is abandoned and not played to a finish, this market resolves "No".',
     ["plain"]),
])
B["ABamb"] = dict(meaning="AB:ambiguous", value="ambiguous", items=[
    ("If the match is abandoned, the market will be resolved according to the circumstances of the abandonment.",
     ["vague"]),
])

B["R1"] = dict(meaning="R1", value=("official", "consensus"), items=[
    ("The primary resolution source is the official match statistics as recognised by {body}. If those statistics have not been published within two hours of the final whistle, a consensus of credible reporting will be used instead.",
     ["plain", "british_spelling", "number_words"]),
    ("Resolution source: official data from {body}. Fallback: credible media reports that agree with one another, if the official figures are not out within 2 hours after the match ends.",
     ["colon_labels", "numerals"]),
    ("Source: official {bodyshort} stats; if not published within 2 hrs of FT, credible-reporting consensus.",
     ["terse"]),
    ("The Market shall be resolved by reference to the official statistics of {body}; provided that, if such statistics are not published within two (2) hours following the conclusion of the Match, the Market may be resolved by reference to a consensus of credible reporting.",
     ["legal"]),
    ("We use the official result recognized by {body}. If that result has not been posted 120 minutes after the game ends, we will rely on what reputable news outlets agree on.",
     ["we_voice", "american_spelling", "syn:120 minutes"]),
    ("Official statistics from {body} decide this market. Failing their publication within two hours of full time, the consensus of reliable media reports applies.",
     ["british", "syn:failing"]),
    ("Using the official statistics of {body}. If nothing official is out two hours after the end of the match, a consensus of credible reports is used instead.",
     ["qa_answer"]),
    ("Official figures published by {body} are used to settle this market; only if they are still unavailable two hours after the final whistle is a consensus of trustworthy reporting relied on instead.",
     ["passive", "fallback_inverted"]),
])
B["Rop"] = dict(meaning="R:official+provider", value=("official", "provider"), items=[
    ("The result is taken from {site}; if it has not been published there within 2 hours of the end of the match, ESPN's match report is used instead.",
     ["plain", "named_site"]),
])
B["Ro"] = dict(meaning="R:official", value=("official", None), items=[
    ("Source: the official result on {site}.",
     ["terse"]),
])
B["Rpc"] = dict(meaning="R:provider+consensus", value=("provider", "consensus"), items=[
    ("Resolution is based on the final score shown by ESPN. If ESPN has not shown a final score within two hours of full time, a consensus of credible reporting is used.",
     ["plain", "named_provider"]),
])
B["Ramb"] = dict(meaning="R:ambiguous", value=("ambiguous", "ambiguous"), items=[
    ("Results are taken from Opta or from the {comp} website.",
     ["vague"]),
])

B["R2"] = dict(meaning="R2", value=None, items=[
    ("Any change made to the official result after the market has been resolved will not be taken into account.",
     ["plain", "passive"]),
    ("Later revisions to the score (after resolution) are ignored.",
     ["terse", "parenthetical"]),
    ("Post-resolution amendments to the result, for whatever reason, shall have no effect on the Market.",
     ["legal"]),
    ("Once this market resolves, it stays resolved, even if the governing body later alters the result.",
     ["colloquial"]),
    ("Score corrections issued after settlement do not count.",
     ["short", "syn:corrections"]),
    ("A result changed after resolution (for example following an appeal or a disciplinary ruling) will not change how this market was resolved.",
     ["explanatory", "parenthetical"]),
    ("No. Revisions made after the market resolves are not considered.",
     ["qa_answer"]),
])


class Picker:
    def __init__(self):
        self.counters = {}

    def pick(self, bank, key):
        """key: 'NAME' (rotate) or 'NAME#i' (explicit)."""
        if "#" in key:
            name, idx = key.split("#")
            idx = int(idx)
        else:
            name, idx = key, None
        items = bank[name]["items"] if isinstance(bank[name], dict) else bank[name]
        if idx is None:
            idx = self.counters.get(name, 0) % len(items)
            self.counters[name] = idx + 1
        return name, idx, items[idx]


# --------------------------------------------------------------------------
# Spec table. Fields:
#  comp, h, a (team keys), date, time, fam, side ('h'/'a'/None), line, half,
#  score (H-A), out (outcome bank key, optional '#i'), scope, post, cancel, ab,
#  src, r2, layout, labels/questions/bullet, dstyle, order, rs ('' for empty
#  resolutionSource), smt (sportsMarketType override)
# --------------------------------------------------------------------------
SPECS = [
    # ---------------- win (16) ----------------
    dict(comp="epl", h="ars", a="che", date="2026-08-22", time="16:30", fam="win", side="h",
         out="win#0", scope="S1#0", post="P1#0", cancel="C1w#0", src="R1#0", r2="R2#0",
         layout="paras", dstyle="us"),
    dict(comp="laliga", h="rma", a="sev", date="2026-09-12", time="19:00", fam="win", side="a",
         out="win#1", scope="S1#1", post="P1#1", cancel="C1w#1", ab="ABc#0", src="R1#1",
         layout="one_para", dstyle="uk"),
    dict(comp="bundesliga", h="bmu", a="bvb", date="2026-10-03", time="16:30", fam="win", side="h",
         out="win#2", scope="S1#4", post="P4#0", cancel="C1w#5", src="R1#5", r2="R2#1",
         layout="bullets", bullet="• ", dstyle="wd_uk"),
    dict(comp="seriea", h="int", a="juv", date="2026-10-24", time="18:45", fam="win", side="a",
         out="win#7", scope="S1#5", post="P1#4", cancel="C1w#6", src="R1#7",
         layout="headings", labels="A", dstyle="uk"),
    dict(comp="ligue1", h="psg", a="om", date="2026-11-01", time="19:45", fam="win", side="h",
         out="win#0", scope="S1#0", post="P1#0", cancel="C1w#0", ab="ABlast#0", src="R1#6",
         r2="R2#6", layout="faq", questions="uk", dstyle="uk"),
    dict(comp="mls", h="lafc", a="lag", date="2026-09-19", time="23:30", fam="win", side="a",
         out="win#3", scope="S1#2", post="P1#2", cancel="C1w#2", src="R1#2",
         layout="lines", dstyle="iso"),
    dict(comp="ucl", h="liv", a="atm", date="2026-10-21", time="19:00", fam="win", side="h",
         out="win#8", scope="S1#1", post="P4#4", cancel="C1w#1", ab="ABno#0", src="R1#4", r2="R2#3",
         layout="numbered", dstyle="us"),
    dict(comp="wc", h="esp", a="jpn", date="2026-06-15", time="19:00", fam="win", side="h",
         out="win#5", scope="S1#3", post="P1#3", cancel="C1w#3", src="R1#3", r2="R2#2",
         layout="legal_numbered", dstyle="us"),
    dict(comp="eredivisie", h="aja", a="psv", date="2026-09-27", time="12:30", fam="win", side="a",
         out="win#4", scope="S1#8", post=None, cancel="C1w#4", src="R1#4",
         layout="paras", dstyle="us", order="source_first"),
    dict(comp="elc", h="nor", a="mid", date="2026-11-28", time="15:00", fam="win", side="h",
         out="win#0", scope="S1#7", post="Pc7#0", cancel="C1w#0", src="R1#0",
         layout="one_para", dstyle="wd_uk"),
    dict(comp="primeira", h="ben", a="fcp", date="2026-12-06", time="20:30", fam="win", side="a",
         out="win#1", scope="S1#1", post="P1#5", cancel="C1w#5", ab="AB50#0", src="Rop#0",
         layout="bullets", bullet="- ", dstyle="uk"),
    dict(comp="ligamx", h="ame", a="tig", date="2026-09-05", time="23:00", fam="win", side="h",
         out="win#4", scope="S1#8", post="P3#0", cancel="C1w#4", src="R1#4",
         layout="paras", dstyle="wd_us"),
    dict(comp="epl", h="mci", a="tot", date="2027-01-16", time="17:30", fam="win", side="a",
         out="win#6", scope="S1#8", post="P1#5", cancel=None, src="R1#0", r2="R2#4",
         layout="heading_inline", labels="C", dstyle="iso"),
    dict(comp="uel", h="rom", a="vil", date="2027-03-18", time="20:00", fam="win", side="h",
         out="win_ko#0", scope="Snone", post="P1#0", cancel="C1w#0", src="R1#0", r2="R2#0",
         layout="paras", dstyle="us",
         note="Europa League round-of-16 second leg; no time scope anywhere"),
    dict(comp="seriea", h="nap", a="acm", date="2027-02-07", time="19:45", fam="win", side="a",
         out="win#2", scope="S1#6", post="P1#6", cancel="Camb#0", src="R1#1",
         layout="paras", dstyle="uk"),
    dict(comp="ligue1", h="ol", a="asm", date="2026-09-20", time="18:45", fam="win", side="a",
         out="win#7", scope="S1#3", post="P1#7", cancel="C1w#3", src="Ramb#0",
         layout="paras", dstyle="uk", rs=""),
    # ---------------- draw (8) ----------------
    dict(comp="epl", h="ars", a="che", date="2026-08-22", time="16:30", fam="draw",
         out="draw#0", scope="S1#4", post="P1#1", cancel="C1d#0", src="R1#0", r2="R2#5",
         layout="one_para", dstyle="us"),
    dict(comp="bundesliga", h="lev", a="rbl", date="2026-11-21", time="14:30", fam="draw",
         out="draw#1", scope="S1#0", post="P4#3", cancel="C1d#4", src="R1#5",
         layout="bullets", bullet="* ", dstyle="uk"),
    dict(comp="laliga", h="atm", a="bar", date="2027-01-10", time="20:00", fam="draw",
         out="draw#5", scope="S1#5", post="P1#5", cancel="C1d#5", ab="ABc#1", src="R1#7",
         r2="R2#4", layout="headings", labels="B", dstyle="uk"),
    dict(comp="mls", h="sea", a="ptl", date="2026-10-10", time="22:30", fam="draw",
         out="draw#2", scope="S1#2", post="P1#2", cancel="C1d#1", src="Ro#0",
         layout="lines", dstyle="iso", rs=""),
    dict(comp="wc", h="ger", a="ecu", date="2026-06-20", time="20:00", fam="draw",
         out="draw#3", scope="S1#3", post="P1#3", cancel="C1d#2", src="R1#3", r2="R2#2",
         layout="lettered", dstyle="us"),
    dict(comp="ucl", h="psg", a="bmu", date="2026-11-04", time="20:00", fam="draw",
         out="draw#0", scope="S1#0", post="P1#0", cancel="C1d#0", src="R1#6",
         layout="faq", questions="us", dstyle="us"),
    dict(comp="uefanl", h="eng", a="ned", date="2026-10-13", time="18:45", fam="draw",
         out="draw#6", scope="S1#6", post="Pamb#0", cancel="C1d#3", src="R1#1",
         layout="paras", dstyle="uk"),
    dict(comp="eredivisie", h="fey", a="az", date="2027-02-14", time="13:30", fam="draw",
         out="draw#7", scope="S1#7", post="P1#4", cancel="C1d#1", ab="ABamb#0", src="R1#2",
         layout="one_para", dstyle="uk"),
    # ---------------- advance (5) ----------------
    dict(comp="ucl", h="rma", a="mci", date="2027-03-17", time="20:00", fam="advance", side="h",
         out="advance#0", scope="S6#0", post="P1#0", cancel="C2#0", src="R1#0", r2="R2#0",
         layout="paras", dstyle="us", next="the quarter-finals"),
    dict(comp="wc", h="arg", a="mar", date="2026-07-01", time="22:00", fam="advance", side="h",
         out="advance#1", scope="S6#1", post="P1#3", cancel="C2#2", src="R1#3",
         layout="legal_numbered", dstyle="us"),
    dict(comp="cdf", h="rcl", a="om", date="2027-02-10", time="20:10", fam="advance", side="a",
         out="advance#2", scope="S6#2", post="P4#2", cancel="C2#1", src="R1#2",
         layout="one_para", dstyle="uk", smt="moneyline"),
    dict(comp="uel", h="tot", a="scp", date="2027-04-15", time="19:00", fam="advance", side="a",
         out="advance#3", scope="S6#4", post="P1#6", cancel="C2#4", ab="ABfair#0", src="R1#5",
         r2="R2#1", layout="bullets", bullet="- ", dstyle="uk"),
    dict(comp="uecl", h="fio", a="rbb", date="2027-05-26", time="19:00", fam="advance", side="a",
         out="advance#4", scope="S6#5", post="P1#1", cancel="C2#5", src="R1#1",
         layout="headings", labels="A", dstyle="uk"),
    # ---------------- spread (5) ----------------
    dict(comp="epl", h="liv", a="eve", date="2026-12-05", time="15:00", fam="spread", side="h",
         line=1.5, out="spread#0", scope="S1#0", post="P1#0", cancel="C2#0", src="R1#0",
         r2="R2#0", layout="paras", dstyle="uk"),
    dict(comp="laliga", h="bar", a="gir", date="2026-10-17", time="14:00", fam="spread", side="h",
         line=2.5, out="spread#1", scope="S1#2", post="P1#2", cancel="C2#1", src="R1#2",
         layout="bullets", bullet="- ", dstyle="iso"),
    dict(comp="bundesliga", h="wob", a="bmu", date="2027-02-20", time="14:30", fam="spread", side="a",
         line=1.5, out="spread#2", scope="S1#3", post="P4#1", cancel="C2#2", src="R1#3",
         r2="R2#2", layout="one_para", dstyle="uk"),
    dict(comp="seriea", h="ata", a="gen", date="2026-11-08", time="14:00", fam="spread", side="h",
         line=1.5, out="spread#4", scope="S1#6", post="P1#7", cancel="C2#6", ab="ABc#2",
         src="R1#5", layout="lines", dstyle="uk"),
    dict(comp="mls", h="cin", a="nsh", date="2026-08-29", time="23:30", fam="spread", side="h",
         line=1.5, out="spread#3", scope="S1#8", post="P1#6", cancel="C2#3", src="R1#4",
         r2="R2#5", layout="paras", dstyle="us"),
    # ---------------- total (5) ----------------
    dict(comp="epl", h="new", a="avl", date="2026-09-26", time="14:00", fam="total", side="over",
         line=2.5, out="total_over#1", scope="S1#1", post="P1#1", cancel="C2#7", src="R1#6",
         r2="R2#6", layout="faq", questions="us", dstyle="short"),
    dict(comp="ligue1", h="lil", a="nic", date="2026-10-25", time="16:00", fam="total", side="under",
         line=2.5, out="total_under#0", scope="S1#5", post="P1#4", cancel="C2#4", src="R1#1",
         layout="bullets", bullet="• ", dstyle="uk"),
    dict(comp="ucl", h="bvb", a="int", date="2026-12-09", time="20:00", fam="total", side="over",
         line=3.5, out="total_over#2", scope="S1#3", post="P1#3", cancel="C2#2", src="R1#3",
         r2="R2#2", layout="legal_numbered", dstyle="us"),
    dict(comp="eredivisie", h="psv", a="twe", date="2026-11-07", time="19:00", fam="total", side="over",
         line=2.5, out="total_over#0", scope="S1#4", post="P4#5", cancel="C2#5", ab="AB50#1",
         src="R1#7", layout="one_para", dstyle="uk"),
    dict(comp="ligamx", h="mty", a="caz", date="2026-10-18", time="23:05", fam="total", side="under",
         line=1.5, out="total_under#1", scope="S1#5", post="P1#6", cancel="C2#0", src="Rpc#0",
         layout="heading_inline", labels="C", dstyle="iso", rs="https://www.espn.com/soccer/"),
    # ---------------- btts (4) ----------------
    dict(comp="epl", h="tot", a="whu", date="2027-01-02", time="15:00", fam="btts", side="yes",
         out="btts#0", scope="S1#7", post="P1#5", cancel="C2#0", src="R1#0",
         layout="paras", dstyle="uk"),
    dict(comp="seriea", h="rom", a="laz", date="2026-11-22", time="17:00", fam="btts", side="yes",
         out="btts#1", scope="S1#0", post="P1#0", cancel="C2#4", src="R1#5", r2="R2#3",
         layout="paras", dstyle="uk", order="source_first"),
    dict(comp="bundesliga", h="sge", a="vfb", date="2026-12-12", time="17:30", fam="btts", side="no",
         out="btts_neg#0", scope="S1#1", post="P1#1", cancel="C2#6", src="R1#7",
         layout="one_para", dstyle="wd_uk"),
    dict(comp="mls", h="atl", a="phi", date="2026-09-12", time="23:30", fam="btts", side="yes",
         out="btts#3", scope="S1#8", post=None, cancel="C2#3", src="R1#6",
         layout="faq", questions="us", dstyle="us"),
    # ---------------- half (5) ----------------
    dict(comp="epl", h="bha", a="ful", date="2026-10-31", time="15:00", fam="half", side="h", half="first",
         out="half1_team#0", scope="H1#0", post="P1#0", cancel="C2#0", src="R1#0", r2="R2#0",
         layout="paras", dstyle="uk"),
    dict(comp="laliga", h="rso", a="vil", date="2026-11-29", time="17:30", fam="half", side=None, half="first",
         out="half1_draw#0", scope="H1#1", post="P1#2", cancel="C2#1", src="R1#2", r2="R2#1",
         layout="bullets", bullet="- ", dstyle="uk"),
    dict(comp="bundesliga", h="fcu", a="bmg", date="2026-10-17", time="13:30", fam="half", side="a", half="first",
         out="half1_team#1", scope="H1#2", post="P4#1", cancel="C2#2", src="R1#3",
         layout="legal_numbered", dstyle="uk"),
    dict(comp="seriea", h="fio", a="bol", date="2027-01-24", time="14:00", fam="half", side="h", half="second",
         out="half2_team#0", scope="H2#0", post="Pvague#0", cancel="C2#3", src="R1#4",
         layout="one_para", dstyle="us"),
    dict(comp="ligue1", h="ren", a="nan", date="2026-12-13", time="16:00", fam="half", side=None, half="second",
         out="half2_draw#0", scope="H2#1", post="P1#4", cancel="C2#5", src="R1#0", r2="R2#4",
         layout="headings", labels="A", dstyle="iso"),
    # ---------------- exact score (4) ----------------
    dict(comp="epl", h="cry", a="bre", date="2026-12-19", time="15:00", fam="exact_score", score="1-1",
         out="exact#0", scope="S1#5", post="P1#1", cancel="C3x#0", src="R1#5",
         layout="paras", dstyle="uk"),
    dict(comp="laliga", h="vcf", a="ath", date="2027-02-28", time="17:30", fam="exact_score", score="0-0",
         out="exact#1", scope="S1#2", post="P1#2", cancel="C3x#1", src="R1#2", r2="R2#1",
         layout="bullets", bullet="• ", dstyle="iso"),
    dict(comp="bundesliga", h="tsg", a="m05", date="2026-11-01", time="16:30", fam="exact_score", score="0-2",
         out="exact#2", scope="S1#3", post="P1#3", cancel="C3x#2", src="R1#3",
         layout="one_para", dstyle="uk"),
    dict(comp="seriea", h="tor", a="nap", date="2026-12-20", time="19:45", fam="exact_score", score="2-1",
         out="exact#3", scope="S1#8", post="P4#6", cancel="C3x#3", src="R1#6",
         layout="faq", questions="us", dstyle="us"),
    # ---------------- other (4) ----------------
    dict(comp="ucl", h="ars", a="ben", date="2027-02-24", time="20:00", fam="other", kind="ftts", side="h",
         out="ftts#0", scope="S5#0", post="P1#0", cancel="C3n#0", src="R1#0",
         layout="paras", dstyle="uk"),
    dict(comp="epl", h="mun", a="bou", date="2026-12-28", time="20:00", fam="other", kind="ftts", side="h",
         out="ftts#1", scope="S5#1", post="P1#3", cancel="C3n#1", src="R1#3", r2="R2#2",
         layout="legal_numbered", dstyle="uk"),
    dict(comp="epl", h="che", a="nfo", date="2027-01-30", time="15:00", fam="other", kind="corners", side="over",
         line=9.5, out="corners#0", scope="S1#1", post="P1#1", cancel="C2#3", src="R1#1",
         layout="bullets", bullet="- ", dstyle="uk"),
    dict(comp="laliga", h="sev", a="rbb", date="2027-03-07", time="20:00", fam="other", kind="red", side="yes",
         out="red#0", scope="S5#3", post="P1#7", cancel="C2#6", src="R1#7",
         layout="one_para", dstyle="uk"),
]

SMT = {"win": "moneyline", "draw": "moneyline", "advance": "soccer_to_advance",
       "spread": "spreads", "total": "totals", "btts": "soccer_both_teams_to_score",
       "exact_score": "soccer_exact_score"}


def build():
    pk = Picker()
    legs = []
    for i, s in enumerate(SPECS, 1):
        comp = COMPS[s["comp"]]
        H, A = TEAMS[s["h"]], TEAMS[s["a"]]
        home, away = H[0], A[0]
        fam = s["fam"]
        side = s.get("side")
        team = home if side == "h" else away if side == "a" else None
        other = away if side == "h" else home if side == "a" else None
        date_text = fmt_date(s["date"], s["dstyle"])
        line = s.get("line")
        fmt = dict(team=team, other=other, home=home, away=away, comp=comp["v1"],
                   date=date_text, body=comp["body"], site=comp["site"],
                   bodyshort=comp["bodyshort"])
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

        used = []

        def clause(bankkey):
            name, idx, item = pk.pick(B, bankkey)
            meta = B[name]
            if meta["meaning"] and meta["meaning"] not in meanings:
                meanings.append(meta["meaning"])
            if item is None:
                return name, None, meta["value"]
            text, st = item
            styles.update(st)
            if meta["meaning"]:
                used.append((meta["meaning"], name, idx, st[0]))
            return name, text.format(**fmt), meta["value"]

        slots = []
        _, _, ot = pk.pick(OUT, s["out"])
        slots.append(("outcome", ot[0].format(**fmt)))
        styles.update(ot[1])
        # scope
        _, scope_text, scope_val = clause(s["scope"])
        if scope_text:
            slots.append(("scope", scope_text))
        else:
            styles.add("omits:scope")
        # postponement
        if s.get("post"):
            _, t, (tw, pl) = clause(s["post"])
            slots.append(("post", t))
        else:
            tw, pl = None, None
            styles.add("omits:postponement")
        # cancellation
        if s.get("cancel"):
            _, t, cv = clause(s["cancel"])
            slots.append(("cancel", t))
            if cv == "C3score":
                cv = "yes" if s["score"] == "0-0" else "no"
        else:
            cv = None
            styles.add("omits:cancellation")
        # abandonment
        av = None
        if s.get("ab"):
            _, t, av = clause(s["ab"])
            slots.append(("ab", t))
            av = resolve_payout(av, cv)
        # source
        _, t, (sp, sf) = clause(s["src"])
        slots.append(("source", t))
        if s.get("r2"):
            _, t, _ = clause(s["r2"])
            slots.append(("r2", t))
        pl = resolve_payout(pl, cv)
        if s.get("order") == "source_first":
            k = [key for key, _ in slots].index("source")
            slots = [slots[k]] + slots[:k] + slots[k + 1:]
        desc = assemble(slots, s["layout"], labels=s.get("labels", "A"),
                        questions=s.get("questions", "uk"), bullet=s.get("bullet", "- "))
        styles.add("layout:" + s["layout"])
        styles.add("date:" + s["dstyle"])

        # expected
        if fam == "win":
            outcome = team
        elif fam == "draw":
            outcome = "draw"
        elif fam in ("advance", "spread"):
            outcome = team
        elif fam == "total":
            outcome = side
        elif fam == "btts":
            outcome = side
        elif fam == "half":
            outcome = team if team else "draw"
        elif fam == "exact_score":
            outcome = s["score"]
        elif fam == "other":
            outcome = team if s["kind"] == "ftts" else side
        exp_line = line if fam in ("spread", "total") or s.get("kind") == "corners" else None
        expected = dict(family=fam, outcome=outcome, line=exp_line, half=s.get("half"),
                        scope=None if fam == "half" else scope_val,
                        source_primary=sp, source_fallback=sf, timing_window=tw,
                        void_cancelled=cv, void_postponed_long=pl, void_abandoned=av)

        # wire fields
        pre, hc, ac = comp["slug"], H[1], A[1]
        iso = s["date"]
        base_slug = f"{pre}-{hc}-{ac}-{iso}"
        iso_q = iso
        event_title = f"{home} vs. {away}"
        wire_line = None
        outcomes = '["Yes", "No"]'
        smt = s.get("smt") or SMT.get(fam)
        if fam == "win":
            q = f"Will {team} win on {iso_q}?"
            git = team
            slug = f"{base_slug}-{(hc if side == 'h' else ac)}"
        elif fam == "draw":
            q = f"Will {home} vs. {away} end in a draw?"
            git = f"Draw ({home} vs. {away})"
            slug = f"{base_slug}-draw"
        elif fam == "advance":
            if smt == "moneyline":
                q = f"Will {team} win on {iso_q}?"
                git = team
                slug = f"{base_slug}-{ac if side == 'a' else hc}"
            else:
                q = f"Will {team} advance?"
                git = f"{team} to advance"
                slug = f"{base_slug}-advance-{ac if side == 'a' else hc}"
        elif fam == "spread":
            wire_line = -line
            q = f"Spread: {team} ({-line:+g})"
            git = f"{team} ({-line:+g})"
            slug = f"{base_slug}-spread-{'home' if side == 'h' else 'away'}-{line_str(line).replace('.', 'pt')}"
            event_title = f"{home} vs. {away} - More Markets"
        elif fam == "total":
            wire_line = line
            word = "Over" if side == "over" else "Under"
            q = f"{home} vs. {away}: {word} {line_str(line)} goals?"
            git = f"{word} {line_str(line)}"
            slug = f"{base_slug}-total-{line_str(line).replace('.', 'pt')}-{side}"
            event_title = f"{home} vs. {away} - More Markets"
        elif fam == "btts":
            if side == "yes":
                q = f"{home} vs. {away}: Both teams to score?"
                git = "Both teams to score"
            else:
                q = f"{home} vs. {away}: Will at least one team fail to score?"
                git = "At least one team fails to score"
            slug = f"{base_slug}-btts" + ("" if side == "yes" else "-no")
            event_title = f"{home} vs. {away} - More Markets"
        elif fam == "half":
            hn = "1st" if s["half"] == "first" else "2nd"
            smt = "soccer_first_half_result" if s["half"] == "first" else "soccer_second_half_result"
            if team:
                q = f"{hn} half: will {team} win the half vs. {other}?" if s["half"] == "second" \
                    else f"Will {team} lead at half-time vs. {other}?"
                git = f"{team} ({hn} half)"
            else:
                q = f"Will the {hn} half of {home} vs. {away} end level?"
                git = f"Draw ({hn} half)"
            slug = f"{base_slug}-{hn}-half-{hc if side == 'h' else ac if side == 'a' else 'draw'}"
            event_title = f"{home} vs. {away} - More Markets"
        elif fam == "exact_score":
            hs, as_ = s["score"].split("-")
            q = f"Exact score: {home} {hs}-{as_} {away}?"
            git = f"{hs}-{as_}"
            slug = f"{base_slug}-score-{hs}-{as_}"
            event_title = f"{home} vs. {away} - More Markets"
        elif fam == "other":
            event_title = f"{home} vs. {away} - More Markets"
            if s["kind"] == "ftts":
                smt = "soccer_first_team_to_score"
                q = f"Will {team} score first vs. {other}?"
                git = f"{team} (first to score)"
                slug = f"{base_slug}-first-to-score-{hc if side == 'h' else ac}"
            elif s["kind"] == "corners":
                smt = "soccer_total_corners"
                wire_line = line
                q = f"{home} vs. {away}: Over {line_str(line)} corners?"
                git = f"Corners O {line_str(line)}"
                slug = f"{base_slug}-corners-{line_str(line).replace('.', 'pt')}"
            else:
                smt = "soccer_red_card"
                q = f"{home} vs. {away}: Red card shown?"
                git = "Red card"
                slug = f"{base_slug}-red-card"
        market = dict(
            id=str(5310200 + i * 37),
            question=q,
            slug=slug,
            groupItemTitle=git,
            sportsMarketType=smt,
            line=wire_line,
            outcomes=outcomes,
            description=desc,
            resolutionSource=s.get("rs", comp["url"]),
            event_title=event_title,
            gameStartTime=f"{iso} {s['time']}:00+00",
        )
        leg = dict(id=f"l1-{i:03d}", venue="venue_one", styles=sorted(styles),
                   meanings=meanings, home=home, away=away, competition=s["comp"],
                   market=market, expected=expected)
        leg["_used"] = used
        legs.append(leg)
    return legs
