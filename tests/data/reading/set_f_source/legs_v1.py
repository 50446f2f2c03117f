"""Venue_one legs of held-out reading set (f).

Banks hold several wordings of each clause meaning; each wording carries a key and
its style tags. A spec picks a fixture, family, side, clauses and layout; the
wordings rotate through the banks. `specials()` holds hand-written whole texts.
"""
import json

from common import (COMPETITIONS, V1_DATE_FORMATS, d_iso, game_start_time, layout,
                    parse_kickoff, v1_code, v1_name)

# ---------------------------------------------------------------------------
# Outcome banks (1X2)
# ---------------------------------------------------------------------------

WIN = [
    ("w1", 'This market resolves to "Yes" should {team} prevail over {opp} in their {comp} '
           'fixture set for {date}. Any other result, whether victory for {opp} or a level '
           'scoreline, resolves it to "No".', ["result_first", "syn:prevail", "quoted_outcomes"]),
    ("w2", "{team} must triumph against {opp} ({comp}, {date}) for this contract to pay Yes; "
           "defeat or a stalemate pays No.", ["terse", "syn:triumph", "syn:stalemate", "semicolon"]),
    ("w3", "If, on {date}, {team} overcome {opp} in their {comp} match, this market settles Yes. "
           "If they do not, it settles No.", ["condition_first", "syn:overcome", "british_plural"]),
    ("w4", "A Yes resolution will be given if the {comp} meeting between {home} and {away} on "
           "{date} is won by {team}. If the points are shared or {opp} take them, No will be given.",
     ["passive", "future", "syn:points_shared"]),
    ("w5", "Resolves Yes when {team} beat {opp} ({comp}, {date}) and No in every other case, "
           "a draw included.", ["terse", "syn:beat", "result_first"]),
    ("w6", "The event being predicted is victory for {team} in {home} v {away} ({comp}), kick-off "
           "{date}. If it happens the market resolves Yes; if it does not, No.",
     ["british", "syn:victory", "semicolon"]),
    ("w7", "Will {team} come away with the win against {opp} on {date}? Yes if they do. A draw "
           "or a loss means No.", ["inline_question", "informal"]),
    ("w8", "This contract pays Yes only if {team} have scored more goals than {opp} when their "
           "{comp} match of {date} is decided; in every other case it pays No.",
     ["goal_count_definition", "british_plural"]),
    ("w9", "Should {team} edge out {opp} in their {comp} game on {date}, this resolves Yes. A "
           "win for {opp} or a deadlock resolves it No.", ["syn:edge", "syn:deadlock", "condition_first"]),
    ("w10", 'The Market shall resolve "Yes" if {team} is the winning team in the {comp} match '
            'between {home} and {away} scheduled for {date}, and "No" otherwise.',
     ["legal", "shall"]),
]

DRAW = [
    ("d1", "This market resolves Yes if {home} and {away} finish level in their {comp} match on "
           "{date}; a winner either way means No.", ["syn:level", "semicolon"]),
    ("d2", "Yes if the {comp} encounter between {home} and {away} on {date} ends in stalemate. "
           "No if either side takes the win.", ["terse", "syn:stalemate"]),
    ("d3", "Should neither {home} nor {away} manage a victory on {date} ({comp}), the answer is "
           "Yes. If one of them wins, the answer is No.", ["condition_first", "syn:manage_victory"]),
    ("d4", "Honours even between {home} and {away} ({comp}, {date}) resolves this to Yes; a "
           "victory for either resolves it to No.", ["british", "syn:honours_even"]),
    ("d5", "A deadlock, meaning both teams on the same number of goals, in {home} vs. {away} on "
           "{date} settles this contract to Yes. It settles to No if either side wins.",
     ["syn:deadlock", "definition_inline"]),
    ("d6", "If {home} vs. {away} ({comp}) on {date} produces a drawn result, this market will be "
           "resolved to Yes. It will be resolved to No if the match has a winner.",
     ["passive", "future"]),
    ("d7", "Yes = the sides are tied on goals at the end of the {comp} game of {date} between "
           "{home} and {away}. No = one side wins.", ["terse", "equals_notation", "syn:tied"]),
    ("d8", "The question is whether {home} and {away} share the spoils on {date}. If they do: "
           "Yes. If they don't: No.", ["informal", "syn:share_spoils"]),
    ("d9", 'The Market shall resolve "Yes" if the {comp} match between {home} and {away} '
           'scheduled for {date} is drawn, and "No" otherwise.', ["legal", "shall"]),
]

# ---------------------------------------------------------------------------
# Clause banks
# ---------------------------------------------------------------------------

S1 = [
    ("s1", "Only regulation counts here, that is, the ninety minutes and any time the officials "
           "tack on.",
     ["number_words", "colon"]),
    ("s2", "The result is read once normal time, injury time included, has run its course; "
           "anything played afterwards is ignored.", ["syn:injury_time", "semicolon"]),
    ("s3", "Settlement looks at the score once the regulation 90 minutes and any added time have "
           "been completed.", ["numerals", "syn:added_time"]),
    ("s4", "Extra time and a penalty shoot-out, should either take place, are disregarded; the "
           "score after regulation plus added minutes decides.", ["exclusion_first", "passive"]),
    ("s5", "Scope: full time (90' + stoppage). Extra periods and shoot-outs excluded.",
     ["terse", "label"]),
    ("s6", "Goals scored in added time at the end of either half count; goals in any extra-time "
           "period do not.", ["by_example"]),
    ("s7", "This market only considers normal time, meaning two halves of 45 minutes and the "
           "stoppage time added to each.", ["numerals", "definition_inline"]),
    ("s8", "What matters is the score when the referee brings the second half to a close, "
           "stoppage time included.", ["indirect"]),
    ("s9", "Resolution is based on the regulation-time score (stoppage time in, extra time and "
           "penalties out).", ["parenthetical"]),
    ("s10", "Time in scope: 90 minutes plus stoppage. Overtime and spot-kicks do not count.",
     ["american", "syn:overtime", "label"]),
]

S5 = [
    ("s5a", "Every minute played counts, including extra time should there be any; kicks in a "
            "penalty shoot-out are not goals.", ["semicolon"]),
    ("s5b", "The whole match is in scope here: normal time, added time and any extra periods.",
     ["colon", "list"]),
    ("s5c", "Goals in extra time count for this market; penalties in a shoot-out do not.",
     ["terse"]),
]

P1 = [
    ("p1", "If the fixture is put back or brought forward, the market stays live until the "
           "rearranged match has been played, with no end date.",
     ["syn:put_back", "syn:brought_forward", "british"]),
    ("p2", "A postponed match does not settle this market; it remains open, with no cut-off, until "
           "the game is played.", ["semicolon"]),
    ("p3", "Postponement: no deadline applies. Resolution waits for the rescheduled fixture.",
     ["terse", "label"]),
    ("p4", "Should kick-off be shifted, the market will remain unresolved until the game is "
           "eventually played, whenever that may be.", ["condition_first", "future"]),
    ("p5", "If the game is delayed or rearranged, this market is kept open and will be decided "
           "by the rescheduled game, with no time limit.", ["passive", "syn:rearranged"]),
    ("p6", "A new date leaves the market trading; settlement follows the match once it is "
           "actually played.", ["semicolon"]),
    ("p7", "Postponed? The market simply waits for the new date, without any limit on how long.",
     ["inline_question", "informal"]),
    ("p8", "Even a fixture postponed indefinitely keeps this market open; it resolves whenever "
           "the match is finally contested.", ["formal", "syn:postponed_indefinitely"]),
]

P4 = [
    ("q1", "If the fixture is postponed and not rescheduled within fourteen days, the market "
           "resolves at the last fair market price, taken at the moment the postponement was "
           "announced.", ["number_words"]),
    ("q2", "Where a postponed game has no new date within two weeks, settlement will be at the "
           "last fair price observed when the delay was made public.", ["syn:two_weeks", "passive"]),
    ("q3", "Postponements: a 14-day window applies. If no new kick-off is fixed inside that "
           "window, the contract settles at its last fair market value as at the time the "
           "postponement was announced.", ["numerals", "label", "syn:fair_value"]),
    ("q4", "If the match is put back and not re-fixed within a fortnight, we settle at the final "
           "fair price recorded when the postponement was announced.",
     ["british", "syn:fortnight", "first_person"]),
    ("q5", "Should no rescheduled date be set within 336 hours of the postponement, the market "
           "will be resolved to the last fair market price prevailing when the postponement was "
           "declared.", ["hours", "future"]),
    ("q6", "Postponed games get two weeks to be rearranged. Failing that, resolution is at the "
           "last fair price, meaning the fair price at the moment the postponement became public.",
     ["split_sentences", "definition_inline"]),
    ("q7", "A postponed fixture that still has no new date fourteen (14) days later settles at "
           "the last fair market price as of the postponement announcement.",
     ["number_words_and_numerals"]),
    ("q8", "Postponed and not rescheduled in 14 days: last fair price at the time of the "
           "announcement.", ["terse"]),
]

C1_WIN = [
    ("cw1", "If the match is cancelled outright with no replay arranged, this market resolves No.",
     ["british_spelling"]),
    ("cw2", "A fixture that is axed and never made up will be resolved to No.",
     ["syn:axed", "passive"]),
    ("cw3", "Cancelled with no replacement fixture: No.", ["terse"]),
    ("cw4", 'Should the game be cancelled altogether and not rearranged, "No" is the resolution.',
     ["british_spelling", "condition_first"]),
    ("cw5", "If the match is struck from the calendar for good, with no make-up game, the "
            "contract settles No, the same way it would after a draw.",
     ["syn:struck_from_calendar", "as_draw"]),
    ("cw6", "In the event of a cancellation where no make-up match is staged, the market will "
            "settle to No.", ["formal"]),
    ("cw7", "If the game is canceled and will not be replayed, this resolves to No.",
     ["american_spelling"]),
    ("cw8", "Permanently shelved, with no rearranged date? This market goes to No.",
     ["syn:shelved", "inline_question"]),
]

C1_DRAW = [
    ("cd1", "If the match is cancelled and never made up, this market resolves Yes.",
     ["british_spelling"]),
    ("cd2", "A game that is axed and never replayed counts as a draw here, so the market "
            "settles Yes.", ["syn:axed", "as_draw"]),
    ("cd3", "Cancelled with no replacement fixture: Yes.", ["terse"]),
    ("cd4", 'Should the meeting be wiped from the calendar entirely, with no make-up date, the '
            'resolution is "Yes".', ["syn:wiped", "condition_first"]),
    ("cd5", "In case of a cancellation without any make-up game, this contract pays Yes.",
     ["formal"]),
    ("cd6", "If the game is canceled and will not be rescheduled, the market will be resolved "
            "to Yes.", ["american_spelling", "passive"]),
    ("cd7", "Permanently shelved with no new date? Then this market goes to Yes.",
     ["syn:shelved", "inline_question"]),
]

C2 = [
    ("c2a", "Should the match be cancelled without any make-up fixture, the market resolves 50-50.",
     ["plain"]),
    ("c2b", "A fixture dropped with no replacement is settled 50/50, i.e. each outcome pays half.",
     ["syn:dropped", "slash"]),
    ("c2c", "Cancellation with no rearranged fixture: each side of the market is paid out at $0.50.",
     ["dollar", "label"]),
    ("c2d", "Should the match be axed outright, this market is split down the middle, with Yes "
            "and No each settling at 0.5.", ["syn:axed", "decimal"]),
    ("c2e", "If the game never takes place (no make-up), resolution is fifty-fifty.",
     ["number_words", "parenthetical"]),
    ("c2f", "Cancelled fixtures that are not replayed resolve evenly between the two outcomes.",
     ["indirect"]),
    ("c2g", "In the event of cancellation without a rescheduled game, both outcomes will be "
            "settled at equal value (50% each).", ["percent", "passive"]),
]

C3_SCORE = [
    ("c3e1", "If the match is cancelled and never played, this group of markets resolves as "
             "though the final score had been 0-0.", ["as_though"]),
    ("c3e2", "A cancelled game with no make-up counts as 0-0 for every market in this group.",
     ["terse"]),
    ("c3e3", 'Cancellation (no replay): the "0-0" market resolves Yes and every other scoreline '
             'resolves No.', ["explicit_payouts", "label"]),
    ("c3e4", "Should the fixture be cancelled altogether, resolution defaults to the 0–0 "
             "outcome.", ["en_dash"]),
    ("c3e5", "If the game is cancelled outright, the scoreline of record is taken to be nil-nil.",
             ["british", "syn:nil_nil"]),
]

C3_FIRST = [
    ("c3f1", 'If the fixture is cancelled without a make-up game, the market group resolves to '
             '"Neither", so this team market resolves No.', ["explicit_payouts"]),
    ("c3f2", 'A match that is axed with no rearrangement is settled as "Neither"; the team '
             'outcomes lose.', ["syn:axed", "semicolon"]),
    ("c3f3", 'Cancellation with no replay: "Neither" wins and both team markets resolve No.',
     ["terse", "label"]),
]

R1 = [
    ("r1", "Resolution source: official match statistics from {body}. If nothing official is out "
           "by two hours past full time, credible media reports, where they agree, may be used "
           "instead.", ["label", "number_words"]),
    ("r2", "We rely first on the figures released by {body}. Should they be unavailable 2 hours "
           "after the end of the game, the market may be settled on what reputable media broadly "
           "agree on.", ["first_person", "numerals"]),
    ("r3", "Primary source: official data from {body}. Fallback (used only if the official "
           "numbers are not out within 120 minutes of full time): a consensus of credible reports.",
     ["label", "minutes"]),
    ("r4", "The official result as recognised by {body} will be used. Where no such result is "
           "available within two hours of the match ending, resolution may instead follow the "
           "agreed account of trustworthy news outlets.", ["british_spelling", "passive"]),
    ("r5", "Settlement follows the statistics published by the organiser, {body}; if they are "
           "still missing two hours after the game, general agreement among credible sports "
           "outlets decides.", ["semicolon", "british_spelling"]),
    ("r6", "Official stats from {body} are the reference. Failing their publication within 2h of "
           "the final whistle, the resolver may rely on a consensus of reliable reporting.",
     ["terse", "abbrev_h"]),
    ("r7", "Resolution uses the governing body's official statistics ({body}). Absent those within "
           "two hours of the match's conclusion, a broad consensus in credible reporting is used "
           "instead.", ["formal", "absent"]),
    ("r8", "{body}'s official numbers govern. If they are still absent two hours past full time, "
           "consensus reporting from credible sources governs instead.", ["terse", "govern"]),
]

R2 = [
    ("v1", "Score corrections issued once the market is settled do not change its outcome.",
     ["plain"]),
    ("v2", "Once resolved, the market is final: later revisions to the result are ignored.",
     ["colon"]),
    ("v3", "Any amendment to the scoreline after resolution will be disregarded.",
     ["passive", "syn:amendment"]),
    ("v4", "Subsequent changes to the official result (for example after an appeal) do not reopen "
           "a resolved market.", ["by_example"]),
    ("v5", "Post-resolution score revisions have no effect.", ["terse"]),
    ("v6", "Settlement follows the final result as officially published; edits appearing after "
           "settlement carry no weight.", ["semicolon"]),
    ("v7", "If the governing body alters the scoreline after settlement, the original resolution "
           "stands.", ["condition_first"]),
]

# payout "copy" means: the cancellation payout of this leg.
AB = [
    ("ab1", "If the match is abandoned and not completed, it is treated as a cancellation for "
            "this market.", ["as_cancelled"], "copy"),
    ("ab2", "A game stopped part-way and never finished resolves 50-50.", ["syn:stopped"], "50-50"),
    ("ab3", "Should play be stopped for good before full time, this market settles at 50/50 "
            "whatever the score was at that moment.", ["condition_first", "slash"], "50-50"),
    ("ab4", "Abandoned matches follow the cancellation rule above.", ["terse", "as_cancelled"],
     "copy"),
    ("ab5", "If the referee ends the game early and it is not resumed, the market resolves No.",
     ["indirect"], "no"),
    ("ab6", "Abandonment: handled as if the match had been cancelled.", ["label", "as_cancelled"],
     "copy"),
    ("ab7", "If a match is abandoned, all trades are unwound and positions refunded.",
     ["passive"], "refund"),
    ("ab8", "A fixture abandoned mid-match and not finished later will be resolved at the last "
            "fair market price before play ceased.", ["future", "syn:ceased"], "last_price"),
]

NOISE = {
    "n1": ("Separate markets in this event cover the other two possible results.", "noise:other_markets"),
    "n2": ("Trading on this market is expected to halt at kick-off.", "noise:close_time"),
    "n3": ("The competition's website usually posts the final score within minutes of the final "
           "whistle.", "noise:website"),
    "n4": ("Prices move quickly once the match is under way.", "noise:trading"),
    "n5": ("Goalscorer, corner and card markets for this fixture are listed separately.",
           "noise:other_markets"),
    "n6": ("On the official site, scores are shown with the home side listed first.", "noise:website"),
    "n8": ("The order book typically opens about a week before the match.", "noise:trading_hours"),
    "n9": ("The kick-off time shown is in UTC and may be updated by the organiser.", "noise:kickoff"),
    "n10": ("Live scores displayed on this page are for information only.", "noise:website"),
    "n11": ("The match-result markets for this fixture sit in a separate event.", "noise:other_markets"),
    "n12": ("Own goals count towards the total.", "noise:own_goals"),
}

BANKS = {"WIN": WIN, "DRAW": DRAW, "S1": S1, "S5": S5, "P1": P1, "P4": P4, "C1_WIN": C1_WIN,
         "C1_DRAW": C1_DRAW, "C2": C2, "C3_SCORE": C3_SCORE, "C3_FIRST": C3_FIRST, "R1": R1,
         "R2": R2}


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


# ---------------------------------------------------------------------------
# Specs
# ---------------------------------------------------------------------------

def S(comp, home, away, ko, fam, side=None, **kw):
    d = dict(comp=comp, home=home, away=away, ko=ko, fam=fam, side=side)
    d.update(kw)
    return d


STD = dict(scope="S1", post="P1", canc="C1", r2=True)

SPECS = [
    # ---- win -----------------------------------------------------------
    S("epl", "ARS", "TOT", "2026-09-19 16:30", "win", "ARS", layout="paras", noise=["n1"], **STD),
    S("epl", "NEW", "AVL", "2026-10-03 14:00", "win", "AVL", scope="S1", post="P1", canc="C1",
      layout="one", noise=["n2"]),
    S("laliga", "BAR", "GIR", "2026-10-24 19:00", "win", "GIR", scope="S1", post="P4", canc="C1",
      r2=True, layout="bullets"),
    S("laliga", "RMA", "ATH", "2026-11-07 20:00", "win", "RMA", scope="S1", post="P1", canc="C1",
      ab=0, layout="headings", noise=["n3"]),
    S("bundesliga", "BVB", "LEV", "2026-09-26 16:30", "win", "BVB", layout="faq", **STD),
    S("bundesliga", "WOB", "FCB", "2026-10-17 13:30", "win", "FCB", scope="S1", post="P4",
      canc="C1", layout="numbered", noise=["n9"]),
    S("seriea", "NAP", "ROM", "2026-11-22 19:45", "win", "NAP", ab=1, layout="paras",
      order="src_first", **STD),
    S("seriea", "FIO", "ATA", "2026-12-06 14:00", "win", "ATA", scope="S1", post="P1", canc="C1",
      layout="lines", merge=["scope"]),
    S("ligue1", "PSG", "ASM", "2026-09-12 19:00", "win", "PSG", layout="md_headings",
      noise=["n4"], **STD),
    S("ligue1", "RCL", "LIL", "2026-10-31 16:00", "win", "LIL", scope="S1", post="P4", canc="C1",
      ab=4, layout="paras"),
    S("eredivisie", "AJA", "FEY", "2026-10-25 13:30", "win", "AJA", layout="one", noise=["n1"],
      **STD),
    S("eredivisie", "AZ", "TWE", "2026-11-28 19:00", "win", "TWE", scope="S1", post="P1",
      canc="C1", ab=5, layout="faq2"),
    S("primeira", "BEN", "SCP", "2026-12-13 20:30", "win", "BEN", layout="bullets", **STD),
    S("primeira", "SCB", "POR", "2027-01-17 18:00", "win", "POR", scope="S1", post="P4",
      canc="C1", r2=True, layout="paras", noise=["n8"]),
    S("spl", "CEL", "RAN", "2026-09-27 11:00", "win", "RAN", scope="S1", post="P1", canc="C1",
      layout="numbered", ab=3),
    S("spl", "HEA", "ABE", "2026-11-01 15:00", "win", "HEA", layout="headings", **STD),
    S("mls", "LAG", "LAFC", "2026-08-22 02:30", "win", "LAFC", scope="S1", post="P1", canc="C1",
      layout="paras", dfmt=1, noise=["n9"]),
    S("mls", "MIA", "CLB", "2026-09-06 23:30", "win", "MIA", scope="S1", post="P4", canc="C1",
      r2=True, layout="one", dfmt=1),
    S("uel", "ROM", "POR", "2026-10-22 19:00", "win", "ROM", ab=6, layout="paras", **STD),
    S("ucl", "INT", "ARS", "2026-11-04 20:00", "win", "INT", scope="S1", post="P1", canc="C1",
      layout="md_headings", noise=["n1", "n10"]),
    S("wc", "BRA", "MAR", "2026-06-13 22:00", "win", "BRA", layout="paras", dfmt=1, **STD),
    S("wc", "MEX", "KOR", "2026-06-18 19:00", "win", "KOR", scope="S1", post="P1", canc="C1",
      layout="bullets", dfmt=1, noise=["n2"]),
    S("wc", "ARG", "CRO", "2026-06-22 17:00", "win", "ARG", scope="S1", post="P1", canc="C1",
      r2=True, layout="lines", dfmt=1, ab=0),
    S("libertadores", "FLA", "RIV", "2026-04-08 23:00", "win", "FLA", layout="faq", **STD),
    S("libertadores", "PAL", "BOC", "2026-05-13 00:30", "win", "BOC", scope="S1", post="P1",
      canc="C1", layout="paras", noise=["n6"]),
    S("epl", "FUL", "CRY", "2026-12-26 15:00", "win", "CRY", scope="S1", post="P1", canc="C1",
      r2=True, layout="one", merge=["cancel"]),
    # ---- draw ----------------------------------------------------------
    S("epl", "MUN", "BHA", "2026-10-18 15:30", "draw", "draw", layout="paras", noise=["n1"], **STD),
    S("laliga", "RSO", "VIL", "2026-11-29 17:30", "draw", "draw", scope="S1", post="P1",
      canc="C1", layout="headings"),
    S("bundesliga", "M05", "TSG", "2026-12-19 14:30", "draw", "draw", scope="S1", post="P4",
      canc="C1", r2=True, layout="numbered"),
    S("seriea", "ACM", "BOL", "2027-01-10 17:00", "draw", "draw", layout="one", **STD),
    S("ligue1", "OM", "OL", "2026-11-08 19:45", "draw", "draw", scope="S1", post="P1", canc="C1",
      ab=0, layout="bullets", noise=["n4"]),
    S("eredivisie", "PSV", "UTR", "2026-09-20 12:15", "draw", "draw", layout="faq", **STD),
    S("primeira", "VSC", "BEN", "2026-10-04 18:00", "draw", "draw", scope="S1", post="P1",
      canc="C1", layout="paras", order="src_first", noise=["n6"]),
    S("spl", "HIB", "CEL", "2026-12-27 12:30", "draw", "draw", scope="S1", post="P1", canc="C1",
      r2=True, layout="md_headings", ab=5),
    S("mls", "SEA", "ATL", "2026-07-12 02:00", "draw", "draw", scope="S1", post="P1", canc="C1",
      layout="lines", dfmt=1, noise=["n2"]),
    S("wc", "GER", "JPN", "2026-06-20 20:00", "draw", "draw", layout="paras", dfmt=1,
      noise=["n1"], **STD),
    S("libertadores", "RIV", "RAC", "2026-05-20 22:30", "draw", "draw", scope="S1", post="P1",
      canc="C1", layout="one", ab=3),
    # ---- advance -------------------------------------------------------
    S("uel", "POR", "FEN", "2027-02-25 17:45", "advance", "POR", scope="S6", post="P1", canc="C2",
      r2=True, layout="paras", smt="soccer_to_advance",
      q="Will FC Porto advance to the Europa League round of 16?",
      out=("a1", "Resolves Yes if FC Porto go through to the UEFA Europa League round of 16 at the "
           "expense of Fenerbahçe SK once the second leg on {date} is complete. How the tie is "
           "settled (aggregate score, extra time or a penalty shoot-out) makes no difference. If "
           "Fenerbahçe SK progress instead, it resolves No. There is no draw option.",
           ["two_way", "aggregate"])),
    S("libertadores", "FLA", "PAL", "2026-11-28 20:00", "advance", "PAL", scope="S6", post="P1",
      canc="C2", layout="headings", smt="soccer_to_advance",
      q="Will SE Palmeiras win the 2026 CONMEBOL Libertadores final?",
      out=("a2", "Yes if SE Palmeiras lift the trophy after the one-off final against CR Flamengo "
           "on {date}. Extra time and, if it comes to that, penalties are part of the final for "
           "this market; a Flamengo title resolves No.", ["final", "syn:lift_trophy"])),
    S("ucl", "FCB", "PSG", "2027-03-17 20:00", "advance", "FCB", scope="S6", post="P1", canc="C2",
      layout="one", smt="moneyline", q="Will FC Bayern München reach the quarter-finals?",
      out=("a3", "This two-way market asks which club reaches the quarter-finals from the FC "
           "Bayern München v Paris Saint-Germain FC tie. It resolves Yes if Bayern progress, "
           "counting both legs plus any extra time and penalty shoot-out in the return leg on "
           "{date}, and No if Paris Saint-Germain FC progress.", ["two_way", "british"])),
    S("wc", "NED", "PRT", "2026-07-05 20:00", "advance", "PRT", scope="S6", post="P1", canc="C2",
      r2=True, layout="bullets", dfmt=1, smt="soccer_to_advance",
      q="Will Portugal reach the World Cup quarter-finals?",
      out=("a4", "Portugal reaching the quarter-finals from this round-of-16 match against the "
           "Netherlands on {date} resolves the market Yes, whether they get there in 90 minutes, "
           "in extra time or in a shoot-out. Elimination resolves it No.", ["result_first"])),
    # ---- spread --------------------------------------------------------
    S("epl", "ARS", "FUL", "2027-01-02 17:30", "spread", "ARS", line=1.5, scope="S1", post="P1",
      canc="C2", layout="paras", noise=["n11"],
      out=("sp1", "Arsenal FC need to win by two goals or more against Fulham FC for this to "
           "resolve Yes. A one-goal Arsenal win, a draw or a Fulham win resolves No.",
           ["number_words"])),
    S("bundesliga", "FCB", "SVW", "2026-11-21 14:30", "spread", "FCB", line=2.5, scope="S1",
      post="P1", canc="C2", r2=True, layout="one",
      out=("sp2", "Yes requires FC Bayern München to beat SV Werder Bremen by a margin of at least "
           "three goals; anything less resolves No.", ["margin"])),
    S("eredivisie", "TWE", "PSV", "2026-12-05 17:45", "spread", "PSV", line=1.5, scope="S1",
      post="P1", canc="C2", layout="bullets", ab=1,
      out=("sp3", "PSV, the visitors, must finish at least 2 goals ahead of FC Twente. If they do, "
           "Yes; otherwise No.", ["away_favourite", "numerals"])),
    S("mls", "CIN", "RBNY", "2026-09-13 23:30", "spread", "CIN", line=1.5, scope="S1", post="P1",
      canc="C2", layout="lines", dfmt=1,
      out=("sp4", "Resolves Yes if FC Cincinnati win by more than 1.5 goals, that is, by two or "
           "more.", ["half_goal_line"])),
    S("primeira", "POR", "VSC", "2027-02-07 20:30", "spread", "POR", line=1.5, scope="S1",
      post="P4", canc="C2", layout="paras",
      out=("sp5", "FC Porto covering a -1.5 handicap against Vitória SC (winning by two clear "
           "goals or more) resolves this market Yes; otherwise No.", ["handicap", "british"])),
    # ---- total ---------------------------------------------------------
    S("seriea", "INT", "NAP", "2026-10-11 18:45", "total", "over", line=2.5, scope="S1", post="P1",
      canc="C2", r2=True, layout="paras", noise=["n12"],
      out=("t1", "Yes if the two sides score three or more goals between them; No if two or "
           "fewer are scored.", ["number_words"])),
    S("laliga", "SEV", "BAR", "2026-12-20 20:00", "total", "over", line=3.5, scope="S1",
      post="P1", canc="C2", layout="headings",
      out=("t2", "Resolves Yes if the combined goal tally of Sevilla FC and FC Barcelona is four "
           "or more. Three goals or fewer resolves No.", ["syn:tally"])),
    S("spl", "ABE", "RAN", "2027-01-24 12:00", "total", "under", line=2.5, scope="S1", post="P4",
      canc="C2", layout="one",
      out=("t3", "This market resolves Yes if there are two goals or fewer in the match, and No if "
           "there are three or more.", ["under"])),
    S("ligue1", "REN", "PSG", "2026-09-27 19:45", "total", "over", line=1.5, scope="S1",
      post="P1", canc="C2", r2=True, layout="numbered",
      out=("t4", "More than one goal in total (2+) gives Yes; zero or one goal gives No.",
           ["terse", "plus_notation"])),
    S("wc", "ESP", "URU", "2026-06-26 00:00", "total", "over", line=2.5, scope="S1", post="P1",
      canc="C2", layout="paras", dfmt=1, ab=2,
      out=("t5", "Yes if at least 3 goals are scored in the game, counting both teams; "
           "otherwise No.", ["numerals"])),
    S("mls", "ATL", "SEA", "2026-10-17 23:30", "total", "under", line=3.5, scope="S1", post="P1",
      canc="C2", layout="faq", dfmt=1,
      out=("t6", "Yes is paid if fewer than four goals are scored; four or more means No.",
           ["under", "passive"])),
    # ---- btts ----------------------------------------------------------
    S("epl", "TOT", "NEW", "2026-11-28 12:30", "btts", "yes", scope="S1", post="P1", canc="C2",
      r2=True, layout="paras",
      out=("b1", "Resolves Yes if Tottenham Hotspur FC and Newcastle United FC each find the net "
           "at least once. If either side, or both, fails to score, No.", ["syn:find_the_net"])),
    S("bundesliga", "LEV", "BVB", "2027-01-16 17:30", "btts", "yes", scope="S1", post="P4",
      canc="C2", layout="one",
      out=("b2", "Both teams have to score for Yes. One or both drawing a blank means No.",
           ["terse", "syn:blank"])),
    S("eredivisie", "FEY", "AZ", "2026-10-04 14:30", "btts", "yes", scope="S1", post="P1",
      canc="C2", layout="bullets", ab=0,
      out=("b3", "Yes when both Feyenoord and AZ Alkmaar get on the scoresheet (an own goal is "
           "credited to the side that benefits from it). Otherwise No.", ["parenthetical"])),
    S("libertadores", "BOC", "FLA", "2026-04-22 00:30", "btts", "yes", scope="S1", post="P1",
      canc="C2", r2=True, layout="md_headings",
      out=("b4", "If each side scores at least one goal, the answer is Yes. A clean sheet for "
           "either team makes it No.", ["syn:clean_sheet", "condition_first"])),
    S("ligue1", "LIL", "OM", "2027-02-14 16:00", "btts", "no", scope="S1", post="P1", canc="C2",
      layout="paras", q="Will LOSC Lille or Olympique de Marseille be held scoreless?",
      git="Either side held scoreless",
      out=("b5", "Resolves Yes if LOSC Lille or Olympique de Marseille (or both) end the match "
           "without a goal; resolves No if both sides score.", ["negated_market"])),
    # ---- half ----------------------------------------------------------
    S("laliga", "RMA", "SEV", "2027-01-31 20:00", "half", "RMA", half="first", post="P1",
      canc="C2", r2=True, layout="paras", ab=7,
      out=("h1", "Resolves Yes if Real Madrid CF are ahead at half-time, judged on the score at "
           "the end of the first half with its stoppage time. Level or behind at the break: No.",
           ["syn:the_break"])),
    S("seriea", "ROM", "ACM", "2026-09-20 18:45", "half", "draw", half="first", post="P1",
      canc="C2", layout="one",
      out=("h2", "This market is about the first 45 minutes only, plus first-half stoppage. Yes "
           "if AS Roma and AC Milan go in at the interval level; No if either leads.",
           ["syn:interval", "numerals"])),
    S("primeira", "SCP", "SCB", "2026-11-01 20:30", "half", "SCP", half="first", post="P4",
      canc="C2", layout="bullets",
      out=("h3", "Yes if Sporting CP lead SC Braga when the first half ends. Otherwise No.",
           ["terse"])),
    S("epl", "AVL", "MUN", "2026-12-13 16:30", "half", "MUN", half="second", post="P1",
      canc="C2", r2=True, layout="headings",
      out=("h4", "Only goals scored after the interval count. Resolves Yes if Manchester United FC "
           "score more goals than Aston Villa FC in the second half, its stoppage time included; "
           "otherwise No.", ["exclusion_first"])),
    S("spl", "RAN", "HIB", "2026-10-25 12:00", "half", "RAN", half="second", post="P1",
      canc="C2", layout="paras",
      out=("h5", "Yes if Rangers FC win the second half, i.e. outscore Hibernian FC between the "
           "restart and the end of normal time. First-half goals are ignored.", ["definition_inline"])),
    S("mls", "LAFC", "LAG", "2026-07-19 03:00", "half", "draw", half="second", post="P1",
      canc="C2", layout="numbered", dfmt=1,
      out=("h6", "Resolves Yes if the second half, taken on its own, ends level (for example 1-1 "
             "or 0-0 in that half alone). No if either team scores more after the break.",
           ["by_example"])),
    # ---- exact score ---------------------------------------------------
    S("spl", "CEL", "HEA", "2026-08-15 14:00", "exact_score", "2-0", scope="S1", post="P1",
      canc="C3", r2=True, layout="paras",
      out=("e1", "Resolves Yes if the final score is Celtic FC 2, Heart of Midlothian FC 0. Any "
           "other score resolves No.", ["score_spelled_out"])),
    S("eredivisie", "AJA", "PSV", "2027-03-07 13:30", "exact_score", "1-1", scope="S1",
      post="P1", canc="C3", layout="one",
      out=("e2", "Yes if AFC Ajax and PSV draw 1-1. Every other scoreline, No.", ["terse"])),
    S("seriea", "ATA", "FIO", "2026-10-18 13:00", "exact_score", "0-0", scope="S1", post="P4",
      canc="C3", layout="bullets",
      out=("e3", "Yes if the match finishes scoreless (0-0). Otherwise No.", ["syn:scoreless"])),
    S("laliga", "GIR", "RMA", "2026-09-13 19:00", "exact_score", "1-3", scope="S1", post="P1",
      canc="C3", r2=True, layout="headings", q="Exact score: Girona FC 1-3 Real Madrid CF?",
      git="1-3",
      out=("e4", "Yes if visitors Real Madrid CF beat Girona FC by three goals to one. Any other "
           "final score, No.",
           ["away_first_score"])),
    S("wc", "FRA", "CRO", "2026-06-16 19:00", "exact_score", "2-1", scope="S1", post="P1",
      canc="C3", layout="paras", dfmt=1,
      out=("e5", "Resolves Yes on a final score of France 2-1 Croatia, No on any other.",
           ["terse"])),
    # ---- other ---------------------------------------------------------
    S("ucl", "BEN", "MCI", "2027-03-10 20:00", "other", "MCI", scope="S5", post="P1", canc="C3",
      r2=True, layout="paras", sub="first",
      out=("o1", "Yes if Manchester City FC score the opening goal of this round-of-16 second leg "
           "against SL Benfica. If Benfica score first, or nobody scores, No.", ["first_goal"])),
    S("epl", "BHA", "ARS", "2026-11-14 15:00", "other", "BHA", scope="S1", post="P1", canc="C3",
      layout="one", sub="first",
      out=("o2", "This market resolves Yes if Brighton & Hove Albion FC open the scoring against "
           "Arsenal FC. It resolves No if Arsenal score first or nobody scores.",
           ["syn:open_scoring"])),
    S("wc", "ENG", "SEN", "2026-06-30 20:00", "other", "ENG", scope="S5", post="P1", canc="C3",
      layout="bullets", dfmt=1, sub="first",
      out=("o3", "Yes if England are the first team to score in their round-of-32 match with "
           "Senegal on {date}; otherwise No.", ["first_goal"])),
    S("bundesliga", "TSG", "FCB", "2027-02-20 14:30", "other", "over", line=10.5, scope="S1",
      post="P1", canc="C2", layout="paras", sub="corners",
      out=("o4", "Yes if the match produces 11 or more corner kicks in total, both teams combined. "
           "Ten or fewer: No.", ["corners"])),
    S("seriea", "INT", "ACM", "2027-02-28 19:45", "other", "yes", scope="S1", post="P1",
      canc="C2", r2=True, layout="numbered", sub="red",
      out=("o5", "Yes if the referee sends off at least one player from either side (a second "
           "yellow counts). Cards shown to staff or to substitutes on the bench do not count.",
           ["red_card"])),
]


# ---------------------------------------------------------------------------
# Hand-written specials (whole texts). Expected stated inline.
# ---------------------------------------------------------------------------

def specials():
    out = []
    # legal drafting with definitions
    out.append(dict(
        comp="ucl", home="LIV", away="INT", ko="2026-12-09 20:00", fam="win", side="LIV",
        styles=["legal", "definitions", "numbered", "shall", "british_spelling"],
        meanings=["F:win", "S1", "P1", "C1", "AB", "R1", "R2"],
        wording={"S1": "L1", "P1": "L1", "C1": "L1", "AB": "L1", "R1": "L1", "R2": "L1"},
        description=(
            "1. Definitions. \"Match\" means the UEFA Champions League league-phase fixture between "
            "Liverpool FC and FC Internazionale Milano scheduled for 9 December 2026. \"Regulation "
            "Period\" means the two halves of forty-five minutes each together with all stoppage "
            "time added by the referee. \"Official Source\" means statistics published by UEFA.\n"
            "2. Resolution. This Market shall resolve \"Yes\" if Liverpool FC has scored more goals "
            "than FC Internazionale Milano at the end of the Regulation Period, and \"No\" otherwise.\n"
            "3. Postponement. If the Match is postponed, the Market shall remain open, without "
            "limit of time, and shall resolve on the Match as eventually played.\n"
            "4. Cancellation and abandonment. If the Match is cancelled without a replacement "
            "fixture being played, the Market shall resolve \"No\". A Match abandoned and not completed shall "
            "be treated as cancelled.\n"
            "5. Source. The Market shall be resolved by reference to the Official Source; where "
            "the Official Source has published no result within two (2) hours after the Match, "
            "credible reporting, where it agrees, may be relied on.\n"
            "6. Finality. Corrections issued after resolution shall not be given effect."),
        expected=dict(family="win", outcome="Liverpool FC", line=None, half=None, scope="regulation",
                      source_primary="official", source_fallback="consensus",
                      timing_window="open_until_played", void_cancelled="no",
                      void_postponed_long="result", void_abandoned="no")))
    # terse notes, draw
    out.append(dict(
        comp="uel", home="OL", away="RAN", ko="2026-11-26 17:45", fam="draw", side="draw",
        styles=["terse", "notes", "abbreviations", "layout:lines", "noise:close_time"],
        meanings=["F:draw", "S1", "P4", "C1", "R1"],
        wording={"S1": "T1", "P4": "T1", "C1": "T1", "R1": "T1"},
        description=(
            "Olympique Lyonnais v Rangers FC, UEFA Europa League league phase, 26 Nov 2026.\n"
            "Yes: level after 90' + added time. No: either team wins.\n"
            "ET / pens: n/a, not counted.\n"
            "Postponed: 14 days to reschedule, else last fair mkt price as at the postponement "
            "announcement.\n"
            "Cancelled, no make-up: Yes.\n"
            "Source: UEFA official stats; if not out within 2 hrs, credible reporting consensus.\n"
            "Trading closes at kick-off."),
        expected=dict(family="draw", outcome="draw", line=None, half=None, scope="regulation",
                      source_primary="official", source_fallback="consensus", timing_window=336,
                      void_cancelled="yes", void_postponed_long="last_price", void_abandoned=None)))
    # A1: scope ambiguous (Europa League knockout second leg, no time scope)
    out.append(dict(
        comp="uel", home="RSO", away="AJA", ko="2027-03-18 20:00", fam="win", side="RSO",
        styles=["plain", "ambiguous_scope", "knockout_second_leg", "noise:other_markets"],
        meanings=["F:win", "S:ambiguous", "P1", "C1", "R1"],
        wording={"P1": "A1", "C1": "A1", "R1": "A1"},
        description=(
            "Real Sociedad de Fútbol host AFC Ajax in the second leg of their UEFA Europa League "
            "round-of-16 tie on 18 March 2027. This market resolves Yes if Real Sociedad win the "
            "match and No if they fail to.\n\n"
            "If the match is postponed the market waits for it to be played. If it is cancelled and "
            "never replayed, this market resolves No.\n\n"
            "UEFA's official match data is used; if it is still missing two hours after the game, "
            "agreed credible reporting may settle the market.\n\n"
            "A separate market covers which club goes through."),
        expected=dict(family="win", outcome="Real Sociedad de Fútbol", line=None, half=None,
                      scope="ambiguous", source_primary="official", source_fallback="consensus",
                      timing_window="open_until_played", void_cancelled="no",
                      void_postponed_long="result", void_abandoned=None)))
    # A2: postponement ambiguous (window and payout)
    out.append(dict(
        comp="epl", home="CRY", away="MCI", ko="2027-02-06 15:00", fam="win", side="MCI",
        styles=["plain", "ambiguous_postponement", "discretion"],
        meanings=["F:win", "S1", "P:ambiguous", "C1", "R1", "R2"],
        wording={"S1": "A2", "C1": "A2", "R1": "A2", "R2": "A2"},
        description=(
            "Resolves Yes if Manchester City FC beat Crystal Palace FC in the Premier League on "
            "6 February 2027, on the score after ninety minutes plus stoppage time. Otherwise No.\n\n"
            "If the fixture is postponed, the market may be kept open while a new date is sought. "
            "Should that take too long, the market will be closed out on terms judged equitable by "
            "the resolution committee.\n\n"
            "If the match is cancelled for good, the market resolves No.\n\n"
            "Source: the Premier League's official statistics, or, if they are not out within two "
            "hours of full time, a consensus of credible reporting. Later score corrections "
            "are ignored."),
        expected=dict(family="win", outcome="Manchester City FC", line=None, half=None,
                      scope="regulation", source_primary="official", source_fallback="consensus",
                      timing_window="ambiguous", void_cancelled="no",
                      void_postponed_long="ambiguous", void_abandoned=None)))
    # A3: cancellation contradictory (draw leg)
    out.append(dict(
        comp="laliga", home="VIL", away="ATH", ko="2027-02-21 17:30", fam="draw", side="draw",
        styles=["faq", "ambiguous_cancellation", "contradiction"],
        meanings=["F:draw", "S1", "P1", "C:ambiguous", "R1"],
        wording={"S1": "A3", "P1": "A3", "R1": "A3"},
        description=(
            "Q: What is this market?\nA: It resolves Yes if Villarreal CF and Athletic Club are "
            "level at the end of 90 minutes plus stoppage time on 21 February 2027, and No if "
            "either side wins.\n\n"
            "Q: What if the match is postponed?\nA: The market remains open, however long the "
            "delay, until the match takes place.\n\n"
            "Q: What if the match is cancelled?\nA: A cancelled match with no make-up counts as a "
            "draw, so this market resolves Yes.\n\n"
            "Q: Where does the result come from?\nA: LaLiga's official statistics; failing those "
            "within two hours, what credible outlets jointly report.\n\n"
            "Q: Anything else?\nA: If a fixture in this event is cancelled, all of its markets are "
            "settled at 50/50."),
        expected=dict(family="draw", outcome="draw", line=None, half=None, scope="regulation",
                      source_primary="official", source_fallback="consensus",
                      timing_window="open_until_played", void_cancelled="ambiguous",
                      void_postponed_long="result", void_abandoned=None)))
    # A4: source ambiguous (no order between league and media)
    out.append(dict(
        comp="eredivisie", home="UTR", away="FEY", ko="2027-03-14 11:15", fam="win", side="FEY",
        styles=["plain", "ambiguous_source"],
        meanings=["F:win", "S1", "P1", "C1", "R:ambiguous"],
        wording={"S1": "A4", "P1": "A4", "C1": "A4"},
        description=(
            "If Feyenoord defeat FC Utrecht in the Eredivisie on 14 March 2027, this market "
            "resolves Yes; otherwise it resolves No. Only the 90 minutes and stoppage time count.\n\n"
            "Resolution draws on eredivisie.nl and on reporting in the main Dutch newspapers.\n\n"
            "A postponed match leaves the market running until the fixture is eventually staged. A cancelled match that "
            "is not replayed resolves No."),
        expected=dict(family="win", outcome="Feyenoord", line=None, half=None, scope="regulation",
                      source_primary="ambiguous", source_fallback="ambiguous",
                      timing_window="open_until_played", void_cancelled="no",
                      void_postponed_long="result", void_abandoned=None)))
    # A5: abandonment ambiguous (btts)
    out.append(dict(
        comp="primeira", home="BEN", away="POR", ko="2027-04-04 19:30", fam="btts", side="yes",
        styles=["plain", "ambiguous_abandonment"],
        meanings=["F:btts", "S1", "P1", "C2", "AB:ambiguous", "R1", "R2"],
        wording={"S1": "A5", "P1": "A5", "C2": "A5", "R1": "A5", "R2": "A5"},
        description=(
            "Yes if both SL Benfica and FC Porto score in regulation time (90 minutes plus "
            "stoppage); No otherwise.\n\n"
            "Postponed matches keep the market open until played. If the match is cancelled without "
            "a replay date, the market resolves 50-50. A match interrupted and never finished will "
            "be reviewed individually.\n\n"
            "Liga Portugal's official statistics decide; where these have not appeared within two "
            "hours, credible reporting in consensus is used. Revisions after resolution do not "
            "count."),
        expected=dict(family="btts", outcome="yes", line=None, half=None, scope="regulation",
                      source_primary="official", source_fallback="consensus",
                      timing_window="open_until_played", void_cancelled="50-50",
                      void_postponed_long="result", void_abandoned="ambiguous")))
    # A6: timing window ambiguous, payout clear
    out.append(dict(
        comp="bundesliga", home="LEV", away="M05", ko="2027-03-06 14:30", fam="win", side="LEV",
        styles=["plain", "ambiguous_window"],
        meanings=["F:win", "S1", "P:ambiguous", "C1", "R1"],
        wording={"S1": "A6", "C1": "A6", "R1": "A6"},
        description=(
            "Bayer 04 Leverkusen must beat 1. FSV Mainz 05 in the Bundesliga on 6 March 2027 for "
            "this market to resolve Yes; a draw or a Mainz win resolves No. Only the regular 90 "
            "minutes plus stoppage time count.\n\n"
            "If the match is postponed and not rescheduled within a reasonable period, the market "
            "settles at the last fair market price as of the postponement announcement.\n\n"
            "If the match is cancelled and not made up, the market resolves No.\n\n"
            "Settlement uses the DFL's official statistics; failing publication within two hours, "
            "a consensus of credible reporting."),
        expected=dict(family="win", outcome="Bayer 04 Leverkusen", line=None, half=None,
                      scope="regulation", source_primary="official", source_fallback="consensus",
                      timing_window="ambiguous", void_cancelled="no",
                      void_postponed_long="last_price", void_abandoned=None)))
    return out


# ---------------------------------------------------------------------------
# Building
# ---------------------------------------------------------------------------

SMT = {"win": "moneyline", "draw": "moneyline", "spread": "spreads", "total": "totals",
       "btts": "both_teams_to_score", "exact_score": "soccer_exact_score"}


def fmt_line(x):
    return ("%g" % x).replace(".", "pt")


def market_fields(spec, idx):
    c = COMPETITIONS[spec["comp"]]
    k = parse_kickoff(spec["ko"])
    h, a = spec["home"], spec["away"]
    H, A = v1_name(h), v1_name(a)
    fam, side = spec["fam"], spec["side"]
    base = "%s-%s-%s-%s" % (c["v1_prefix"], v1_code(h), v1_code(a), d_iso(k))
    title = "%s vs. %s" % (H, A)
    line = None
    sub = spec.get("sub")
    if fam == "win":
        q, git, slug = "Will %s win on %s?" % (v1_name(side), d_iso(k)), v1_name(side), base + "-" + v1_code(side)
    elif fam == "draw":
        q, git, slug = "Will %s vs. %s end in a draw?" % (H, A), "Draw (%s vs. %s)" % (H, A), base + "-draw"
    elif fam == "advance":
        q, git, slug = spec["q"], v1_name(side), base + "-" + v1_code(side) + "-advance"
    elif fam == "spread":
        line = -spec["line"]
        q = "Spread: %s (%g)" % (v1_name(side), line)
        git, slug = "%s (%g)" % (v1_name(side), line), base + "-spread-%s-%s" % (v1_code(side), fmt_line(spec["line"]))
        title += " - More Markets"
    elif fam == "total":
        line = spec["line"]
        word = "Over" if side == "over" else "Under"
        q = "%s vs. %s: %s %g goals?" % (H, A, word, line)
        git, slug = "%s %g" % (word, line), base + "-total-%s-%s" % (side, fmt_line(line))
        title += " - More Markets"
    elif fam == "btts":
        q = spec.get("q") or "Will both teams score in %s vs. %s?" % (H, A)
        git = spec.get("git") or "Both Teams to Score"
        slug = base + ("-btts" if side == "yes" else "-btts-no")
        title += " - More Markets"
    elif fam == "half":
        hn = "1h" if spec["half"] == "first" else "2h"
        if side == "draw":
            q = "%s vs. %s: %s half drawn?" % (H, A, spec["half"])
            git = "Draw (%s half)" % spec["half"]
        elif spec["half"] == "first":
            q = "Will %s lead at half-time vs. %s?" % (v1_name(side), A if side == h else H)
            git = "%s (1st half)" % v1_name(side)
        else:
            q = "Will %s win the second half vs. %s?" % (v1_name(side), A if side == h else H)
            git = "%s (2nd half)" % v1_name(side)
        slug = base + "-%s-%s" % (hn, "draw" if side == "draw" else v1_code(side))
        title += " - More Markets"
    elif fam == "exact_score":
        q = spec.get("q") or "%s vs. %s: exact score %s?" % (H, A, side)
        git = spec.get("git") or side
        slug = base + "-score-" + side
        title += " - More Markets"
    elif fam == "other":
        title += " - More Markets"
        if sub == "first":
            q = "Will %s score first vs. %s?" % (v1_name(side), A if side == h else H)
            git, slug = v1_name(side), base + "-first-goal-" + v1_code(side)
        elif sub == "corners":
            line = spec["line"]
            q = "%s vs. %s: over %g corners?" % (H, A, line)
            git, slug = "Over %g corners" % line, base + "-corners-over-" + fmt_line(line)
        else:
            q = "Red card shown in %s vs. %s?" % (H, A)
            git, slug = "Red card", base + "-red-card"
    smt = spec.get("smt") or SMT.get(fam) or {
        "half": "first_half_moneyline" if spec.get("half") == "first" else "second_half_moneyline",
        "other": {"first": "soccer_first_to_score", "corners": "soccer_total_corners",
                  "red": "soccer_red_card"}.get(sub)}.get(fam)
    return dict(id=str(5310000 + 173 * idx), question=q, slug=slug, groupItemTitle=git,
                sportsMarketType=smt, line=line, outcomes=json.dumps(["Yes", "No"]),
                description=None, resolutionSource=spec.get("rs", c["site"]), event_title=title,
                gameStartTime=game_start_time(k))


def outcome_value(spec):
    fam, side = spec["fam"], spec["side"]
    if side in ("draw", "over", "under", "yes", "no") or fam == "exact_score":
        return side
    return v1_name(side)


def build_generated():
    rot = Rotor()
    legs = []
    ab_rot = 0
    for i, spec in enumerate(SPECS):
        c = COMPETITIONS[spec["comp"]]
        k = parse_kickoff(spec["ko"])
        h, a, fam, side = spec["home"], spec["away"], spec["fam"], spec["side"]
        dfmt = V1_DATE_FORMATS[spec.get("dfmt", i % len(V1_DATE_FORMATS))]
        team = v1_name(side) if side in (h, a) else ""
        opp = (v1_name(a) if side == h else v1_name(h)) if team else ""
        ctx = dict(team=team, opp=opp, home=v1_name(h), away=v1_name(a), comp=c["v1_name"],
                   date=dfmt(k), body=c["body"])
        styles, meanings, wording = set(), ["F:" + fam], {}
        blocks = []

        def add(kind, entry, meaning=None):
            key, text, st = entry[0], entry[1], entry[2]
            blocks.append((kind, cap(text.format(**ctx))))
            styles.update(st)
            if meaning:
                meanings.append(meaning)
                wording[meaning] = key

        # outcome
        if fam == "win":
            add("outcome", rot.next("WIN"))
        elif fam == "draw":
            add("outcome", rot.next("DRAW"))
        else:
            add("outcome", spec["out"], "S6" if spec.get("scope") == "S6" else None)
        # scope
        scope = None
        if spec.get("scope") == "S1":
            add("scope", rot.next("S1"), "S1")
            scope = "regulation"
        elif spec.get("scope") == "S5":
            add("scope", rot.next("S5"), "S5")
            scope = "extra_time"
        elif spec.get("scope") == "S6":
            scope = "penalties"
        # postponement
        tw = pl = None
        if spec.get("post") == "P1":
            add("post", rot.next("P1"), "P1")
            tw, pl = "open_until_played", "result"
        elif spec.get("post") == "P4":
            add("post", rot.next("P4"), "P4")
            tw, pl = 336, "last_price"
        # cancellation
        vc = None
        cm = spec.get("canc")
        if cm == "C1":
            if fam == "win":
                add("cancel", rot.next("C1_WIN"), "C1")
                vc = "no"
            else:
                add("cancel", rot.next("C1_DRAW"), "C1")
                vc = "yes"
        elif cm == "C2":
            add("cancel", rot.next("C2"), "C2")
            vc = "50-50"
        elif cm == "C3":
            if fam == "exact_score":
                add("cancel", rot.next("C3_SCORE"), "C3")
                vc = "yes" if side == "0-0" else "no"
            else:
                add("cancel", rot.next("C3_FIRST"), "C3")
                vc = "no"
        # abandonment
        va = None
        if spec.get("ab") is not None:
            entry = AB[spec["ab"]]
            add("aband", entry, "AB")
            va = vc if entry[3] == "copy" else entry[3]
            if entry[3] == "copy":
                assert vc is not None
        # source
        add("source", rot.next("R1"), "R1")
        if spec.get("r2"):
            add("rev", rot.next("R2"), "R2")
        for n in spec.get("noise", []):
            text, st = NOISE[n]
            blocks.append(("noise", text))
            styles.add(st)
        # order variants
        if spec.get("order") == "src_first":
            order = ["outcome", "source", "scope", "post", "cancel", "aband", "rev", "noise"]
            blocks.sort(key=lambda b: order.index(b[0]))
        # merges: join a block onto the previous one
        for mk in spec.get("merge", []):
            for j, (kd, t) in enumerate(blocks):
                if kd == mk and j > 0:
                    pk, pt = blocks[j - 1]
                    blocks[j - 1] = (pk, pt + " " + t)
                    del blocks[j]
                    styles.add("merged:" + mk)
                    break
        lay = spec["layout"]
        styles.add("layout:" + lay)
        desc = layout(blocks, lay)
        mk = market_fields(spec, i + 1)
        mk["description"] = desc
        ordered = ["F:" + fam] + [m for m in ["S1", "S5", "S6", "P1", "P4", "C1", "C2", "C3", "AB",
                                              "R1", "R2"] if m in meanings]
        exp = dict(family=fam, outcome=outcome_value(spec), line=spec.get("line"),
                   half=spec.get("half"), scope=scope, source_primary="official",
                   source_fallback="consensus", timing_window=tw, void_cancelled=vc,
                   void_postponed_long=pl, void_abandoned=va)
        legs.append(dict(spec=spec, styles=sorted(styles), meanings=ordered, market=mk,
                         expected=exp, wording=wording))
    return legs


def build_specials(start_idx):
    legs = []
    for j, sp in enumerate(specials()):
        spec = dict(comp=sp["comp"], home=sp["home"], away=sp["away"], ko=sp["ko"],
                    fam=sp["fam"], side=sp["side"])
        mk = market_fields(spec, start_idx + j)
        mk["description"] = sp["description"]
        legs.append(dict(spec=spec, styles=sorted(sp["styles"]), meanings=sp["meanings"],
                         market=mk, expected=sp["expected"], wording=sp["wording"]))
    return legs


def build():
    gen = build_generated()
    spc = build_specials(len(gen) + 1)
    out = []
    for n, leg in enumerate(gen + spc):
        spec = leg["spec"]
        out.append(dict(
            id="f1-%03d" % (n + 1), venue="venue_one", styles=leg["styles"],
            meanings=leg["meanings"], home=v1_name(spec["home"]), away=v1_name(spec["away"]),
            competition=spec["comp"], market=leg["market"], expected=leg["expected"],
            _wording=leg["wording"]))
    return out
