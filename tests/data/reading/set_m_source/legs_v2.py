"""venue_two legs of held-out reading set (m).

rules_primary holds the outcome sentence (with its time scope: S2 in the primary, S3 with
the extra-time exclusion left to the secondary, or S4 with no scope at all).
rules_secondary holds the rest, laid out as one paragraph, lines, bullets, numbered items,
labelled headings or questions and answers. series_settlement_sources is set per leg from
the competition; where the rules name no source, it decides (R3).
"""
from common import Banks, O, FIXTURES, COMPS, context, derive, layout, LAYOUT_STYLE, ticker_date, iso_z

BANKS = {
    # ---------------- primaries: full-match win ----------------
    "W_S2": [
        ("If {team} beats {other} in the {home} vs {away} {comp} match originally scheduled for {date_k}, with the result taken after 90 minutes plus stoppage time (extra time and penalties excluded), the market resolves to Yes.",
         ["plain", "american", "numerals", "parenthetical", "syn:beats"]),
        ("The market resolves to Yes if, at the end of regulation (90 minutes and stoppage time, with no extra time or penalty shootout), {team} is ahead in the {home} vs {away} {comp} game first scheduled for {date_k}.",
         ["result_first", "american", "syn:ahead"]),
        ("Yes if {team} defeats {other} in {home} vs {away} ({comp}, originally {date_k}) over ninety minutes plus added time; extra time and penalties do not count.",
         ["terse", "number_words", "syn:defeats", "joined_semicolon"]),
        ("This contract resolves Yes if {team} is the winner of the {home} vs {away} {comp} fixture originally scheduled for {date_k}, as determined at the end of regulation time (90 minutes plus stoppage time, excluding any extra time or penalty kicks).",
         ["legal", "syn:winner"]),
        ("The market is resolved Yes if the {home} vs {away} {comp} game, originally set for {date_k}, is won by {team} within regulation time, meaning 90 minutes plus stoppage (extra time and penalties are not included).",
         ["passive", "numerals"]),
        ("Should {team} win the {home} vs {away} {comp} match originally scheduled for {date_k} within normal time (ninety minutes plus stoppages; extra time and penalties disregarded), the market resolves Yes.",
         ["british", "condition_first", "number_words"]),
        ("If {team} finishes with more goals than {other} after 90 minutes plus stoppage time, not counting extra time or penalties, in the {home} vs {away} {comp} game originally scheduled for {date_k}, then the market resolves to Yes.",
         ["syn:more_goals", "numerals", "clause_in_middle"]),
    ],
    "W_S3": [
        ("If {team} wins the {home} vs {away} {comp} game originally scheduled for {date_k} after 90 minutes plus stoppage time, the market resolves to Yes.",
         ["plain", "numerals"]),
        ("The market resolves Yes if {team} is leading the {home} vs {away} {comp} match, originally scheduled for {date_k}, once 90 minutes and stoppage time have been played.",
         ["result_first", "syn:leading"]),
        ("Yes if {team} beats {other} ({home} vs {away}, {comp}, originally {date_k}) at the end of ninety minutes plus stoppage time.",
         ["terse", "number_words", "syn:beats"]),
        ("Should {team} win the {home} vs {away} {comp} fixture originally set for {date_k} in ninety minutes plus added time, the market resolves to Yes.",
         ["british", "condition_first", "number_words"]),
    ],
    "W_S4": [
        ("If {team} wins the {home} vs {away} {comp} match originally scheduled for {date_k}, then the market resolves to Yes.",
         ["plain", "omits_scope"]),
        ("The market resolves to Yes if {team} beats {other} in the {home} vs {away} {comp} game first scheduled for {date_k}.",
         ["result_first", "syn:beats", "omits_scope"]),
        ("Yes if {team} comes out ahead in {home} vs {away} ({comp}, originally {date_k}).",
         ["terse", "syn:comes_out_ahead", "omits_scope"]),
        ("Should {team} defeat {other} in the {comp} fixture originally set for {date_k}, the market resolves Yes.",
         ["british", "condition_first", "syn:defeat", "omits_scope"]),
    ],
    # ---------------- primaries: full-match draw ----------------
    "D_S2": [
        ("If the {home} vs {away} {comp} game originally scheduled for {date_k} ends level after 90 minutes plus stoppage time (not counting extra time or penalties), then the market resolves to Yes.",
         ["plain", "syn:level"]),
        ("The market resolves Yes if the {home} vs {away} {comp} match, originally set for {date_k}, is drawn at the end of regulation (90 minutes plus added time; extra time and penalties do not count).",
         ["passive", "syn:drawn"]),
        ("Yes if {home} vs {away} ({comp}, originally {date_k}) finishes all square after ninety minutes plus stoppage; no extra time or pens.",
         ["terse", "british", "syn:all_square", "number_words", "abbreviations"]),
        ("This contract resolves Yes if Tie is the outcome of the {home} vs {away} {comp} fixture originally scheduled for {date_k}, judged at the end of regulation time (90 minutes plus stoppage time, excluding extra time and penalty kicks).",
         ["legal", "tie_label"]),
    ],
    "D_S3": [
        ("If the {home} vs {away} {comp} game originally scheduled for {date_k} is tied after 90 minutes plus stoppage time, the market resolves to Yes.",
         ["plain", "syn:tied"]),
        ("Yes if {home} vs {away} ({comp}, originally {date_k}) goes down as a Tie once ninety minutes and stoppage time are complete.",
         ["terse", "tie_label", "number_words"]),
        ("Should neither side lead at the end of ninety minutes plus added time in the {home} vs {away} {comp} match originally set for {date_k}, the market resolves Yes.",
         ["british", "syn:neither_side_leads", "condition_first"]),
    ],
    "D_S4": [
        ("If the {home} vs {away} {comp} game originally scheduled for {date_k} ends in a tie, then the market resolves to Yes.",
         ["plain", "omits_scope"]),
        ("The market resolves to Yes if the {home} vs {away} {comp} match first scheduled for {date_k} ends as a Tie.",
         ["tie_label", "omits_scope"]),
        ("Yes if {home} and {away} draw their {comp} fixture originally set for {date_k}.",
         ["terse", "omits_scope"]),
    ],
    # ---------------- D1 ----------------
    "D1": [
        ("If the game is level at the end of regulation, the Tie market resolves to Yes.",
         ["plain", "syn:level"]),
        ("A drawn result after 90 minutes plus stoppage means the market for Tie settles Yes.",
         ["numerals", "syn:drawn"]),
        ("Draw -> Tie resolves Yes.",
         ["terse", "arrow"]),
        ("Should the match finish all square, it is the Tie market that resolves Yes.",
         ["british", "syn:all_square", "condition_first"]),
        ("In case of a tie, the Tie market pays out and the team markets do not.",
         ["american", "syn:pays_out"]),
        ("If neither team is ahead when regulation ends, Tie resolves Yes. Both team markets then resolve No.",
         ["split", "syn:neither_ahead"]),
        ("A level score at full time is settled through the Tie market, which resolves to Yes.",
         ["passive", "syn:full_time"]),
        ("The market named \"Tie\" is the one that resolves Yes when the teams finish even.",
         ["result_first", "syn:even"]),
    ],
    # ---------------- S3 exclusion in the secondary ----------------
    "S3x": [
        ("Extra time and penalty shootouts are not counted.", ["plain", "passive", "american"]),
        ("Any extra time or penalties that are played are excluded from this market.", ["passive"]),
        ("Neither extra time nor a shoot-out is taken into account.", ["british", "neither_nor"]),
        ("For the avoidance of doubt, extra time and kicks from the penalty mark fall outside this market.",
         ["legal", "syn:kicks_from_penalty_mark"]),
        ("ET and pens: excluded.", ["terse", "abbreviations"]),
        ("The result does not include overtime or a penalty shootout.", ["american", "syn:overtime"]),
    ],
    # ---------------- scope stated only in the secondary (primary is S4) ----------------
    "S4reg": [
        ("This market refers to the result after 90 minutes plus stoppage time; extra time and penalties do not count.",
         ["plain", "joined_semicolon", "numerals"]),
        ("Only regulation time, ninety minutes plus stoppages, is considered.",
         ["number_words", "passive"]),
        ("Time period: regulation (90' + stoppage). No ET or pens.",
         ["terse", "headed_inline", "abbreviations"]),
        ("The result is read at the end of normal time, including added time but not extra time or penalties.",
         ["british", "passive"]),
        ("The outcome is based on regulation play only (90 minutes and stoppage time).",
         ["american", "parenthetical"]),
        ("Goals in extra time or in a penalty shootout, if any, are ignored; the score after ninety minutes plus stoppage decides.",
         ["result_last", "number_words", "joined_semicolon"]),
    ],
    "S4et": [
        ("The result includes any extra time that is played, but a penalty shootout does not count.",
         ["plain", "extra_time_included"]),
    ],
    # ---------------- P2 + C4 joined ----------------
    "P2C4": [
        ("If the match is canceled, or moved to a start time more than 48 hours after the original, the market will resolve at a fair price in line with the rules.",
         ["american_spelling", "numerals", "joined"]),
        ("Cancellation, or a postponement of more than forty-eight hours, leads to settlement at a fair price as set out in the rules.",
         ["british", "number_words", "nominalised"]),
        ("Canceled / rescheduled >48h: fair price per the rules.",
         ["terse", "numerals", "abbreviations"]),
        ("In the event that the Game is cancelled, or is moved to a start time more than forty-eight (48) hours after its original start time, the market shall be settled at a fair price determined in accordance with the Rulebook.",
         ["legal", "number_words_and_numerals"]),
        ("Should the game be called off, or pushed back by more than two days, the market settles at fair value in accordance with the rules.",
         ["syn:called_off", "syn:pushed_back", "syn:fair_value", "number_words"]),
        ("A fair price, determined under the rules, is paid if the game is canceled or if it is rescheduled for more than 48 hours later.",
         ["passive", "result_first", "numerals"]),
        ("If the game does not take place, or is delayed beyond 48 hrs, then the market resolves to a fair price.",
         ["syn:does_not_take_place", "abbreviations"]),
        ("The market resolves to a fair price under the rules if the match is cancelled. The same applies if it is rescheduled to kick off more than 48 hours after the original time.",
         ["split", "british_spelling", "numerals"]),
    ],
    # ---------------- P2 alone ----------------
    "P2": [
        ("If the game's new start time is more than 48 hours after the original one, the market resolves to a fair price.",
         ["plain", "numerals"]),
        ("Rescheduling beyond forty-eight hours from the original kickoff sends the market to a fair-price settlement.",
         ["number_words", "american", "nominalised"]),
        ("Postponed by more than two days? Then the market is settled at a fair price.",
         ["question_led", "number_words", "passive"]),
        ("A move of the kick-off by more than 48 hrs results in settlement at fair value.",
         ["british", "abbreviations", "syn:fair_value"]),
    ],
    # ---------------- C4 alone ----------------
    "C4": [
        ("If the game is canceled, the market resolves to a fair price.", ["american_spelling", "plain"]),
        ("Cancellation of the match leads to settlement at a fair price as provided in the rules.",
         ["nominalised", "passive"]),
        ("Canceled: fair price.", ["terse"]),
        ("Should the fixture be cancelled, the market shall be settled at a fair price in accordance with the Rulebook.",
         ["legal", "british_spelling"]),
        ("A game that is called off for good is settled at fair value.",
         ["syn:called_off", "syn:fair_value", "passive"]),
        ("If the match never takes place, a fair price is paid.",
         ["syn:never_takes_place", "passive"]),
    ],
    # ---------------- P3 ----------------
    "P3": [
        ("If the game is postponed but kicks off within 48 hours of its original start time, the market stays open for the new time. Otherwise it resolves at a fair price.",
         ["plain", "numerals", "split"]),
        ("A postponed game that begins no later than 48 hours after the scheduled start keeps the market open; if it starts later than that, a fair price applies.",
         ["joined_semicolon", "numerals"]),
        ("Postponed but played within forty-eight hours: market remains open. Postponed beyond that: settled at a fair price.",
         ["terse", "number_words", "parallel"]),
        ("If the Game is postponed and commences within forty-eight (48) hours after its originally scheduled start time, the market shall remain open; if it does not so commence, the market shall resolve at a fair price as the rules provide.",
         ["legal", "number_words_and_numerals"]),
        ("What if the game is delayed? If it still starts within two days of the original kickoff, nothing changes. If not, the market is settled at a fair price.",
         ["question_led", "number_words", "syn:delayed"]),
        ("Should the match be rescheduled to a time within 48h of the original kick-off, the market continues; any later reschedule sends it to a fair-price settlement.",
         ["british", "abbreviations", "condition_first"]),
        ("The market is kept open for a postponed game only if the game is started within 48 hours of its original time; otherwise it will be resolved to a fair price.",
         ["passive", "only_if"]),
        ("Games pushed back by 48 hours or less stay live. Anything pushed back further is valued at a fair price.",
         ["informal", "syn:pushed_back", "split"]),
    ],
    # ---------------- C3 on this venue ----------------
    "C3s": [
        ("If the match is canceled, this market settles as if the final score had been 0-0.",
         ["american_spelling", "numerals"]),
        ("Cancellation: the score is taken to be nil-nil for settlement.",
         ["headed_inline", "syn:nil-nil"]),
    ],
    "C3f": [
        ("If the game is canceled, Neither is treated as the first team to score, so this market resolves to No.",
         ["american_spelling", "reasoned"]),
    ],
    # ---------------- sources named in the text ----------------
    "Rop": [
        ("The result is taken from the official Liga MX website; if it is not available there, ESPN's match report is used.",
         ["joined_semicolon", "passive"]),
    ],
    "Rp": [
        ("Settlement uses the match data published by Opta.", ["plain", "named_provider"]),
    ],
    # ---------------- abandonment ----------------
    "ABfair": [
        ("If the game is abandoned and not completed, the market resolves to a fair price.", ["plain"]),
        ("A match stopped for good before it ends is valued at a fair price under the rules.",
         ["syn:stopped_for_good", "passive"]),
    ],
    "ABc": [
        ("An abandoned game is treated as canceled.", ["american_spelling", "passive"]),
        ("If play is abandoned, the game is handled the same way as a cancellation.", ["british", "passive"]),
    ],
    "ABrefund": [
        ("If the match is suspended and never finished, all positions are refunded at cost.",
         ["syn:suspended", "refund"]),
    ],
    "ABlast": [
        ("An abandoned game settles at the last traded price before the stoppage.", ["terse"]),
    ],
    "AB50": [
        ("Abandoned with no completion: 50/50.", ["terse", "numerals"]),
    ],
}

B = Banks(BANKS)


def c(kind, idx=None):
    return B.get(kind, idx)


PRIM_SCOPE = {"S2": (["S2"], {"scope": "regulation"}), "S3": (["S3"], {}), "S4": (["S4"], {})}


def p(kind, idx):
    """A primary from a bank, with its scope meaning."""
    cl = B.get(kind, idx)
    tag = kind.split("_")[1]
    cl.meanings, cl.sets = list(PRIM_SCOPE[tag][0]), dict(PRIM_SCOPE[tag][1])
    cl.topic = "outcome"
    return cl


def P(text, styles, scope_tag, extra_meanings=(), sets=None):
    """An inline primary. scope_tag: S2, S3, S4, S5, S6 or None (half legs)."""
    m = {"S2": ["S2"], "S3": ["S3"], "S4": ["S4"], "S5": ["S5"], "S6": ["S6"], None: []}[scope_tag]
    st = {"S2": {"scope": "regulation"}, "S5": {"scope": "extra_time"}, "S6": {"scope": "penalties"}}.get(scope_tag, {})
    st.update(sets or {})
    return O(text, styles, m + list(extra_meanings), st)


def specs():
    S = []

    def L(fx, fam, side, prim, sec, lay, outcome=None, line=None, half=None, ov=None, wire=None, styles=()):
        S.append(dict(fx=fx, fam=fam, side=side, prim=prim if isinstance(prim, list) else [prim], sec=sec,
                      lay=lay, outcome=outcome, line=line, half=half, ov=ov or {}, wire=wire or {},
                      styles=list(styles)))

    # ------------------------------- win ---------------------------------
    L("new-ast", "win", "home", p("W_S2", 0), [c("D1", 0), c("P2C4", 0)], "para")
    L("bet-bil", "win", "away", p("W_S2", 1), [c("D1", 1), c("P2C4", 1)], "para")
    L("wob-fcu", "win", "home", p("W_S2", 2), [c("D1", 2), c("P3", 0), c("C4", 0)], "lines")
    L("nap-ata", "win", "away", p("W_S2", 3), [c("D1", 3), c("P2C4", 3), c("ABfair", 0)], "para")
    L("len-lil", "win", "home", p("W_S4", 0), [c("S4reg", 0), c("D1", 4), c("P2C4", 2)], "bullets")
    L("fey-psv", "win", "away", p("W_S2", 4), [c("P3", 1), c("C4", 1)], "bullets")
    L("ben-scp", "win", "home", p("W_S2", 5), [c("D1", 5), c("P2C4", 4)], "para")
    # postponement only, no cancellation clause
    L("cel-ran", "win", "home", p("W_S4", 1), [c("S4reg", 1), c("D1", 6), c("P2", 0)], "para")
    L("ame-mty", "win", "home", p("W_S2", 6), [c("D1", 7), c("P2C4", 5), c("Rop", 0)], "numbered")
    L("sea-por", "win", "away", p("W_S2", 0), [c("P3", 2), c("C4", 2), c("ABc", 0)], "lines")
    L("civ-nga", "win", "home", p("W_S3", 0), [c("S3x", 0), c("D1", 0), c("P2C4", 6)], "para")
    L("rso-sev", "win", "away", p("W_S3", 1), [c("S3x", 1), c("D1", 2), c("P2C4", 7)], "para")
    L("wol-cry", "win", "home", p("W_S4", 2), [c("S4et", 0), c("P2C4", 0)], "para")
    # no postponement or cancellation clause at all
    L("gal-fen", "win", "home", p("W_S2", 1), [c("D1", 4)], "para")
    L("kas-ura", "win", "away", p("W_S2", 5), [c("D1", 1), c("P3", 4), c("C4", 3)], "qa")
    L("bru-bvb", "win", "away", p("W_S3", 2), [c("S3x", 3), c("P2C4", 3)], "para")
    # ambiguous scope: knockout second leg, no scope in either field
    L("om-int", "win", "home", p("W_S4", 3),
      [O("Settlement follows the match result published after the final whistle.", ["vague", "omits_scope"],
         ["S:ambiguous"], {}, topic="note"), c("P2C4", 1)], "para", ov={"scope": "ambiguous"})
    # ambiguous postponement: the two fields disagree
    L("fio-tor", "win", "home",
      [p("W_S2", 3), O("If the start is moved back by more than 48 hours, the market resolves to a fair price.",
                       ["contradiction"], ["P:ambiguous"], {}, topic="postpone")],
      [c("D1", 7), O("A postponed game leaves this market open, however long the delay, until it is finally played.", ["contradiction"],
                     [], {}, topic="postpone"), c("C4", 4)], "para",
      ov={"timing_window": "ambiguous", "void_postponed_long": "ambiguous"})
    # ambiguous source: two sources, no order
    L("nor-mid", "win", "home", p("W_S2", 2),
      [c("D1", 3), c("P2C4", 2),
       O("The result is confirmed using the EFL's website or a major broadcaster's report.", ["vague", "unordered_sources"],
         ["R:ambiguous"], {"source_primary": "ambiguous", "source_fallback": "ambiguous"}, topic="source")], "lines")

    # ------------------------------- draw --------------------------------
    L("new-ast", "draw", None, p("D_S2", 0), [c("D1", 5), c("P2C4", 4)], "para")
    L("nap-ata", "draw", None, p("D_S3", 0), [c("S3x", 2), c("P2C4", 5)], "para")
    L("fey-psv", "draw", None, p("D_S2", 1), [c("P3", 3), c("C4", 5), c("ABlast", 0)], "numbered")
    L("cel-ran", "draw", None, p("D_S4", 0), [c("S4reg", 2), c("P2C4", 6)], "lines")
    # postponement only
    L("ame-mty", "draw", None, p("D_S2", 2), [c("D1", 6), c("P2", 1)], "para")
    L("fla-pal", "draw", None, p("D_S2", 3), [c("P2C4", 7), c("ABc", 1)], "headsB")
    L("civ-nga", "draw", None, p("D_S3", 1), [c("S3x", 4), c("P2C4", 1)], "bullets")
    # ambiguous cancellation
    L("ren-nic", "draw", None, p("D_S3", 2),
      [c("S3x", 5), c("P2", 2),
       O("If the game is cancelled, the exchange will decide how the market is settled.", ["vague", "discretion"],
         ["C:ambiguous"], {"void_cancelled": "ambiguous"}, topic="cancel")], "para")

    # ------------------------------- advance -----------------------------
    L("bru-bvb", "advance", "away",
      P("If Dortmund advances past Club Brugge in the UEFA Champions League round of 16 tie whose second leg is originally scheduled for {date_k}, then the market resolves to Yes. The tie is decided on aggregate over both legs and includes extra time and penalties if they are needed.",
        ["plain", "american", "split", "syn:advances"], "S6"),
      [c("P2C4", 2)], "para")
    L("om-int", "advance", "home",
      P("Yes if Marseille qualifies for the semifinals from its quarterfinal tie with Inter Milan (second leg originally {date_k}), whether through the aggregate score, extra time or a penalty shootout.",
        ["terse", "american", "syn:qualifies", "whether_or"], "S6"),
      [c("P3", 5), c("C4", 0)], "lines")
    L("ol-rom", "advance", "away",
      P("This contract resolves Yes if Roma is the team that progresses from the Lyon vs Roma UEFA Europa League round of 16 tie, second leg originally scheduled for {date_k}, the progressing team being determined under the competition rules, including extra time and kicks from the penalty mark.",
        ["legal", "syn:progresses", "syn:kicks_from_penalty_mark"], "S6"),
      [c("P2C4", 3)], "para")
    L("riv-boc", "advance", "home",
      P("The market resolves to Yes if River Plate reaches the Copa Libertadores final at the expense of Boca Juniors. The whole tie counts: both legs, plus any extra time or penalties after the second leg, originally scheduled for {date_k}.",
        ["result_first", "colon", "syn:reaches"], "S6"),
      [c("C4", 2), c("ABrefund", 0)], "bullets")
    L("rso-sev", "advance", "home",
      P("If Real Sociedad goes through to the Copa del Rey quarterfinals by knocking out Sevilla in the single-match tie originally scheduled for {date_k}, whether in regulation, in extra time or on penalties, the market resolves to Yes.",
        ["condition_first", "syn:goes_through", "syn:knocking_out"], "S6"),
      [c("P2C4", 0)], "para")

    # ------------------------------- spread ------------------------------
    L("fey-psv", "spread", "away",
      P("If PSV wins the Feyenoord vs PSV Dutch Eredivisie match originally scheduled for {date_k} by more than 1.5 goals after 90 minutes plus stoppage time (extra time and penalties excluded), the market resolves to Yes.",
        ["plain", "numerals", "away_favourite"], "S2"),
      [c("P2C4", 5)], "para", line=1.5)
    L("ben-scp", "spread", "home",
      P("The market resolves to Yes if Benfica beats Sporting by two goals or more in regulation (90 minutes plus stoppage time; no extra time or penalties) in their Portuguese Primeira Liga match originally scheduled for {date_k}.",
        ["result_first", "number_words"], "S2"),
      [c("P3", 6), c("C4", 1)], "numbered", line=1.5)
    L("gal-fen", "spread", "home",
      P("If Galatasaray wins the Galatasaray vs Fenerbahce Turkish Super Lig game originally scheduled for {date_k} by more than 2.5 goals, then the market resolves to Yes.",
        ["plain", "omits_scope", "numerals"], "S4"),
      [c("S4reg", 3), c("P2C4", 6)], "para", line=2.5)
    L("new-ast", "spread", "home",
      P("Yes if Newcastle defeats Aston Villa by at least 2 goals over ninety minutes plus stoppage time (no extra time, no penalties) in the English Premier League game originally set for {date_k}.",
        ["terse", "numerals", "number_words"], "S2"),
      [c("P2C4", 7), c("AB50", 0)], "bullets", line=1.5)
    L("ame-mty", "spread", "away",
      P("If Monterrey beats America by more than 1.5 goals after 90 minutes plus stoppage time in the America vs Monterrey Liga MX game originally scheduled for {date_k}, the market resolves to Yes.",
        ["plain", "away_favourite"], "S3"),
      [c("S3x", 5), c("P2C4", 1)], "para", line=1.5)

    # ------------------------------- total -------------------------------
    L("new-ast", "total", None,
      P("If more than 2.5 goals are scored in the Newcastle vs Aston Villa English Premier League game originally scheduled for {date_k}, counting 90 minutes plus stoppage time only (no extra time or penalties), then the market resolves to Yes.",
        ["plain", "passive", "numerals"], "S2"),
      [c("P2C4", 0)], "para", outcome="over", line=2.5)
    L("wob-fcu", "total", None,
      P("The market resolves Yes if Wolfsburg and Union Berlin combine for four or more goals in regulation (90 minutes plus stoppage time; extra time and penalty shootouts are not included) in their German Bundesliga match originally scheduled for {date_k}.",
        ["result_first", "number_words", "syn:combine"], "S2"),
      [c("P3", 7), c("C4", 4)], "lines", outcome="over", line=3.5)
    L("cel-ran", "total", None,
      P("If fewer than 2.5 goals in total are scored in the Celtic vs Rangers Scottish Premiership match originally scheduled for {date_k} after 90 minutes plus stoppage time (excluding extra time and penalties), then the market resolves to Yes.",
        ["under_side", "passive", "numerals"], "S2"),
      [c("P2C4", 4)], "para", outcome="under", line=2.5)
    L("sea-por", "total", None,
      P("If over 2.5 goals are scored in the Seattle vs Portland Major League Soccer game originally scheduled for {date_k}, then the market resolves to Yes.",
        ["plain", "omits_scope"], "S4"),
      [c("S4reg", 4), c("P3", 0), c("C4", 5)], "bullets", outcome="over", line=2.5)
    # ambiguous postponement window (payout is clear)
    L("bet-bil", "total", None,
      P("Yes if at least two goals are scored in Real Betis vs Athletic Bilbao (Spanish La Liga, originally {date_k}) within ninety minutes plus stoppage time; extra time and pens are excluded.",
        ["terse", "number_words", "abbreviations"], "S2"),
      [O("If the game is postponed for an extended period or canceled, the market resolves to a fair price.",
         ["vague_window", "american_spelling"], ["P:ambiguous", "C4"],
         {"timing_window": "ambiguous", "void_postponed_long": "fair_price", "void_cancelled": "fair_price"},
         topic="void")], "para", outcome="over", line=1.5)

    # ------------------------------- btts --------------------------------
    L("bet-bil", "btts", None,
      P("If both Real Betis and Athletic Bilbao score at least one goal in the Real Betis vs Athletic Bilbao Spanish La Liga game originally scheduled for {date_k} after 90 minutes plus stoppage time (extra time and penalties not included), the market resolves to Yes.",
        ["plain", "numerals"], "S2"),
      [c("P2C4", 1)], "para", outcome="yes")
    L("fla-pal", "btts", None,
      P("The market resolves Yes if Flamengo and Palmeiras each score in regulation (90 minutes plus stoppage time, no extra time or penalties) of their Brazil Serie A match originally set for {date_k}.",
        ["result_first", "syn:each_score"], "S2"),
      [c("P3", 1), c("C4", 3), c("ABc", 0)], "numbered", outcome="yes")
    L("hea-abe", "btts", None,
      P("If Hearts and Aberdeen both score in the Hearts vs Aberdeen Scottish Premiership game originally scheduled for {date_k}, then the market resolves to Yes.",
        ["plain", "omits_scope"], "S4"),
      [c("S4reg", 5), c("P2C4", 5)], "para", outcome="yes")
    L("len-lil", "btts", None,
      P("Yes if both Lens and Lille get on the scoresheet within ninety minutes plus stoppage time (not extra time or penalties) in Lens vs Lille (French Ligue 1, originally {date_k}).",
        ["terse", "syn:scoresheet", "number_words"], "S2"),
      [c("P2C4", 3), c("Rp", 0)], "para", outcome="yes")

    # ------------------------------- half --------------------------------
    L("scf-tsg", "half", "home",
      P("If Freiburg is ahead of Hoffenheim at the end of the first half (45 minutes plus first-half stoppage time) of the Freiburg vs Hoffenheim German Bundesliga game originally scheduled for {date_k}, then the market resolves to Yes.",
        ["plain", "numerals"], None),
      [c("P2C4", 2)], "para", half="first",
      wire={"series": "1H", "title": "Freiburg vs Hoffenheim First Half Winner?"})
    L("fio-tor", "half", None,
      P("If the Fiorentina vs Torino Italian Serie A match originally scheduled for {date_k} is tied at halftime, then the market resolves to Yes.",
        ["plain", "syn:tied"], None),
      [O("If the first half ends level, the Tie market for the first half resolves to Yes.", ["plain"], ["D1"], {}, topic="tie"),
       c("P2C4", 4)], "lines", outcome="draw", half="first",
      wire={"series": "1H", "title": "Fiorentina vs Torino First Half Winner?"})
    L("az-twe", "half", "home",
      P("The market resolves to Yes if AZ scores more goals than Twente in the second half only (from the start of the second half through the end of its stoppage time) of the AZ vs Twente Dutch Eredivisie match originally scheduled for {date_k}.",
        ["result_first", "second_half_only", "parenthetical"], None),
      [c("P3", 2), c("C4", 0)], "bullets", half="second",
      wire={"series": "2H", "title": "AZ vs Twente Second Half Winner?"})
    L("gdl-tig", "half", "away",
      P("Yes if Tigres outscores Guadalajara in the second half of Guadalajara vs Tigres (Liga MX, originally {date_k}); first-half goals are ignored.",
        ["terse", "syn:outscores"], None),
      [c("P2C4", 7)], "para", half="second",
      wire={"series": "2H", "title": "Guadalajara vs Tigres Second Half Winner?"})

    # ------------------------------- exact score -------------------------
    L("new-ast", "exact_score", None,
      P("If the Newcastle vs Aston Villa English Premier League game originally scheduled for {date_k} finishes Newcastle 1, Aston Villa 0 after 90 minutes plus stoppage time (no extra time or penalties), then the market resolves to Yes.",
        ["plain", "numerals"], "S2"),
      [c("P2C4", 6)], "para", outcome="1-0", wire={"sub": "Newcastle 1-0"})
    L("gal-fen", "exact_score", None,
      P("The market resolves Yes if the final score of Galatasaray vs Fenerbahce (Turkish Super Lig, originally {date_k}) after ninety minutes plus stoppage time, not counting extra time or penalties, is 2-2.",
        ["result_first", "number_words", "numerals"], "S2"),
      [c("P3", 3), c("C4", 2)], "para", outcome="2-2", wire={"sub": "Tie 2-2"})
    L("fey-psv", "exact_score", None,
      P("If PSV wins 2-0 away at Feyenoord in the Dutch Eredivisie match originally scheduled for {date_k}, judged after 90 minutes plus stoppage time (extra time and penalties excluded), the market resolves to Yes.",
        ["away_first", "numerals"], "S2"),
      [c("P2", 3), c("C3s", 0)], "para", outcome="0-2", wire={"sub": "PSV 2-0"})
    L("kas-ura", "exact_score", None,
      P("Yes if Kashima vs Urawa (Japan J1 League, originally {date_k}) ends 0-0 after 90 minutes plus stoppage time; no extra time or penalties.",
        ["terse", "numerals"], "S2"),
      [c("P2", 0), c("C3s", 1)], "lines", outcome="0-0", wire={"sub": "Tie 0-0"})

    # ------------------------------- other -------------------------------
    L("bet-bil", "other", "away",
      P("If Athletic Bilbao scores the first goal of the Real Betis vs Athletic Bilbao Spanish La Liga game originally scheduled for {date_k} at any stage of the game, counting regulation, stoppage time and any extra time that is played, then the market resolves to Yes.",
        ["plain", "whole_game", "first_goal"], "S5"),
      [c("P2C4", 5)], "para", wire={"series": "FTTS", "title": "Real Betis vs Athletic Bilbao: First Team to Score"})
    L("fla-pal", "other", "away",
      P("The market resolves to Yes if Palmeiras is the first team to score in Flamengo vs Palmeiras (Brazil Serie A, originally {date_k}), counting the whole game including stoppage time and any extra time.",
        ["result_first", "whole_game", "first_goal"], "S5"),
      [c("P2", 3), c("C3f", 0)], "para", wire={"series": "FTTS", "title": "Flamengo vs Palmeiras: First Team to Score"})
    L("nap-ata", "other", None,
      P("If 10 or more corner kicks are taken in Napoli vs Atalanta (Italian Serie A, originally {date_k}) during 90 minutes plus stoppage time (extra time excluded), the market resolves to Yes.",
        ["numerals", "corners", "passive"], "S2"),
      [c("P2C4", 2)], "para", outcome="over", line=9.5,
      wire={"series": "CORNERS", "title": "Napoli vs Atalanta: Total Corners", "sub": "Over 9.5 corners"})
    L("ben-scp", "other", None,
      P("If a red card is shown to any player of Benfica or Sporting at any point of the entire game, including stoppage time and any extra time, in the Benfica vs Sporting Portuguese Primeira Liga match originally scheduled for {date_k}, then the market resolves to Yes.",
        ["plain", "whole_game", "red_card", "passive"], "S5"),
      [c("P2C4", 3)], "para", outcome="yes",
      wire={"series": "REDCARD", "title": "Benfica vs Sporting: Red Card?", "sub": "Red card shown"})
    L("civ-nga", "other", "away",
      P("Yes if Nigeria scores the opening goal of Ivory Coast vs Nigeria (Africa Cup of Nations quarterfinal, originally {date_k}). The whole match counts, extra time included; kicks in a penalty shootout are not goals.",
        ["terse", "whole_game", "syn:opening_goal", "split"], "S5"),
      [c("P2C4", 0)], "para", wire={"series": "FTTS", "title": "Ivory Coast vs Nigeria: First Team to Score"})
    return S


SERIES = {"win": "GAME", "draw": "GAME", "advance": "ADVANCE", "spread": "SPREAD", "total": "TOTAL",
          "btts": "BTTS", "exact_score": "SCORE"}


def _wire(sp, ctx, key, fam, outcome, line, half, primary, secondary):
    comp, h1, a1, h2, a2, hs, as_, ht, at, ko, stage = FIXTURES[key]
    cc = COMPS[comp]
    w = sp["wire"]
    series = cc[3] + w.get("series", SERIES.get(fam, ""))
    ev = "%s-%s%s%s" % (series, ticker_date(ko), ht, at)
    tcode = ht if sp["side"] == "home" else at
    team = ctx["team"]
    if fam in ("win", "draw"):
        title = "%s vs %s Winner?" % (h2, a2)
        suf, sub = ("TIE", "Tie") if fam == "draw" else (tcode, team)
    elif fam == "advance":
        title = "%s vs %s: Who advances?" % (h2, a2)
        suf, sub = tcode, team
    elif fam == "spread":
        title = "%s vs %s: Spread" % (h2, a2)
        suf, sub = "%s%d" % (tcode, int(line + 0.5)), "%s wins by over %s goals" % (team, line)
    elif fam == "total":
        title = "%s vs %s: Total Goals" % (h2, a2)
        if outcome == "over":
            suf, sub = "O%d" % int(line + 0.5), "Over %s goals" % line
        else:
            suf, sub = "U%d" % int(line + 0.5), "Under %s goals" % line
    elif fam == "btts":
        title = "%s vs %s: Both Teams to Score?" % (h2, a2)
        suf, sub = "YES", "Both teams score"
    elif fam == "half":
        title = w["title"]
        suf, sub = ("TIE", "Tie") if outcome == "draw" else (tcode, team)
    elif fam == "exact_score":
        title = "%s vs %s: Exact Score" % (h2, a2)
        suf, sub = "S" + outcome.replace("-", ""), w["sub"]
    else:
        title = w["title"]
        if w["series"] == "FTTS":
            suf, sub = tcode, team
        elif w["series"] == "CORNERS":
            suf, sub = "O%d" % int(line + 0.5), w["sub"]
        else:
            suf, sub = "YES", w["sub"]
    return {
        "ticker": ev + "-" + suf,
        "event_ticker": ev,
        "series_ticker": series,
        "title": title,
        "yes_sub_title": sub,
        "no_sub_title": sub,
        "rules_primary": primary,
        "rules_secondary": secondary,
        "occurrence_datetime": iso_z(ko),
    }


def build():
    legs = []
    for n, sp in enumerate(specs(), 1):
        key = sp["fx"]
        ctx = context(key, "venue_two", sp["side"])
        prim = [cl.fill(ctx) for cl in sp["prim"]]
        sec = [cl.fill(ctx) for cl in sp["sec"]]
        fam = sp["fam"]
        outcome = sp["outcome"]
        if outcome is None:
            outcome = "draw" if fam == "draw" else ctx["team"]
        comp = FIXTURES[key][0]
        series_src = COMPS[comp][6]
        e, meanings = derive(fam, outcome, prim + sec, line=sp["line"], half=sp["half"], overrides=sp["ov"],
                             series=series_src)
        primary = " ".join(cl.text for cl in prim)
        secondary = layout(sp["lay"], sec)
        styles = sorted(set(s for cl in prim + sec for s in cl.styles) | {LAYOUT_STYLE[sp["lay"]]} | set(sp["styles"]))
        legs.append({
            "id": "m2-%03d" % n,
            "venue": "venue_two",
            "styles": styles,
            "meanings": meanings,
            "home": FIXTURES[key][3],
            "away": FIXTURES[key][4],
            "competition": comp,
            "market": _wire(sp, ctx, key, fam, outcome, sp["line"], sp["half"], primary, secondary),
            "series_settlement_sources": series_src,
            "expected": e,
            "_wids": [(m, cl.wid, tuple(cl.styles)) for cl in prim + sec for m in cl.meanings]
                     + ([("R3", "series:" + ",".join(s["name"] for s in series_src), ("series_list",))]
                        if "R3" in meanings else []),
        })
    return legs
