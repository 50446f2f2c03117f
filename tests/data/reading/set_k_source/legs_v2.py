"""venue_two legs of held-out set (k).

rules_primary holds the outcome sentence with a scope slot (S2 wordings, S3 wordings, or
nothing for S4), plus any clause a spec moves into the primary. rules_secondary holds the
rest, joined in the spec's layout. Where the text names no source, the series settlement
sources decide (R3). The expected record is derived from the meanings of the clauses used.
"""
from common import (SHARED, bank, fixture_ctx, render, derive, order_meanings, COMPS,
                    series_source_kind)

V2 = dict(SHARED)

# --- primaries: win -------------------------------------------------------------------
V2.update(bank("outcome", "VW", [
    ("a", "If {team} wins the {home} vs {away} {league} game that was originally set for "
          "{date_k}{scope}, this market resolves to Yes.", ["plain", "american"]),
    ("b", "The market resolves to Yes if {team} beats {opp} in the {league} game first scheduled "
          "for {date_k}{scope}.", ["result_first", "syn:beats"]),
    ("c", "This contract shall settle to Yes in the event that {team} is the winner of the {home} "
          "vs {away} {league} fixture originally scheduled for {date_k}{scope}.", ["legal"]),
    ("d", "Yes if {team} defeats {opp} ({home} vs {away}, {league}, originally {date_k}){scope}.",
     ["terse", "syn:defeats"]),
    ("e", "Should the {home} vs {away} {league} game originally scheduled for {date_k} be won by "
          "{team}{scope}, this market resolves to Yes.", ["passive", "condition_first"]),
    ("f", "If {team} edges or routs {opp} (any winning margin counts) in the {league} game "
          "originally slated for {date_k}{scope}, this market resolves Yes.",
     ["syn:edges", "syn:routs", "parenthetical"]),
    ("g", "This market pays Yes when {team} finishes ahead of {opp} in their {league} match "
          "originally scheduled for {date_k}{scope}.", ["syn:finishes_ahead"]),
    ("h", "Any {team} win over {opp}{scope} in the {league} game originally planned for {date_k} "
          "resolves this market to Yes; any other result resolves it to No.",
     ["nominal", "joined", "syn:win_over"]),
]))

# --- primaries: draw ------------------------------------------------------------------
V2.update(bank("outcome", "VD", [
    ("a", "If the {home} vs {away} {league} match originally scheduled for {date_k} ends in a "
          "tie{scope}, the market resolves to Yes.", ["plain", "american", "syn:tie"]),
    ("b", "The market resolves to Yes if neither {home} nor {away} wins the {league} game "
          "originally set for {date_k}{scope}.", ["result_first", "negation"]),
    ("c", "This contract shall settle to Yes in the event that the {home} vs {away} {league} "
          "fixture originally scheduled for {date_k} is drawn{scope}.", ["legal", "passive"]),
    ("d", "Yes if {home} and {away} finish level ({league}, originally {date_k}){scope}.",
     ["terse", "syn:level"]),
    ("e", "Should the points be shared in the {league} game between {home} and {away} originally "
          "scheduled for {date_k}{scope}, this market resolves to Yes.",
     ["condition_first", "syn:points_shared", "british"]),
    ("f", "If the {league} game between {home} and {away}, originally slated for {date_k}, is all "
          "square{scope}, this market resolves Yes.", ["syn:all_square", "british"]),
    ("g", "A draw between {home} and {away} in the {league} match originally planned for "
          "{date_k}{scope} resolves this Tie market to Yes.", ["nominal"]),
]))

# --- scope slots in the primary -----------------------------------------------------------
V2.update(bank("scope", "S2", [
    ("a", ", with only regulation (ninety minutes plus added time) counting and extra time and "
          "penalties left out", ["number_words", "parenthetical"]),
    ("b", ", going by the score at the end of regulation (90 minutes and stoppage; no extra time, "
          "no shoot-out)", ["parenthetical", "numerals"]),
    ("c", ", as it stands at the end of ninety minutes plus added time, with extra time and "
          "penalties not included", ["number_words", "syn:added_time"]),
    ("d", " after 90' + stoppage (ET and penalty kicks do not count)",
     ["terse", "abbrev", "numerals"]),
    ("e", ", with the result taken at the close of regular time, meaning ninety minutes and "
          "stoppage, and any extra period or shoot-out ignored", ["passive", "number_words"]),
    ("f", ", once regulation (90 minutes plus stoppage time) is over, disregarding extra time and "
          "penalty shoot-outs", ["numerals", "parenthetical"]),
    ("g", " over the regulation 90 minutes plus stoppage, excluding any extra time and penalties",
     ["numerals"]),
    ("h", ", on the score after ninety (90) minutes of play plus stoppage time, without extra time "
          "or penalties", ["number_words_and_numerals"]),
]))
V2.update(bank("scope", "S3", [
    ("a", ", once 90 minutes plus stoppage time have been played", ["numerals"]),
    ("b", " at the end of ninety minutes and stoppage time", ["number_words"]),
    ("c", ", on the score when regulation time (90 minutes plus stoppage) ends",
     ["parenthetical", "numerals"]),
    ("d", " after 90' plus added time", ["terse", "syn:added_time"]),
    ("e", ", counting regulation play of ninety minutes plus stoppage", ["number_words"]),
    ("f", ", judged at full time (90 minutes + stoppage)", ["british", "parenthetical"]),
    # the exclusions that S3 puts in the secondary
    ("xa", "Extra time and penalties are not included.", ["plain", "passive"]),
    ("xb", "Neither extra time nor a penalty shoot-out is taken into account.",
     ["negation", "passive"]),
    ("xc", "Any extra time or penalties do not count toward this market.", ["american"]),
    ("xd", "ET and shoot-outs: excluded.", ["terse", "abbrev"]),
    ("xe", "Goals in extra time, and penalty kicks, are disregarded.", ["passive"]),
    ("xf", "Should the game go beyond regulation, the additional period and any shoot-out are "
           "ignored for settlement.", ["condition_first", "syn:additional_period"]),
]))
# S4: the primary has no scope; the secondary states it.
V2.update(bank("scope", "S4", [
    ("a", "The result that counts here is the one when 90 minutes and stoppage are up; extra "
          "time and penalties do not.", ["plain", "joined", "numerals"]),
    ("b", "Only regulation time, ninety minutes and stoppage, is considered. Overtime periods and "
          "penalties are excluded.", ["american", "syn:overtime", "split_sentences", "passive"]),
    ("c", "Settlement uses the score at the end of regulation (90' + stoppage), not after extra "
          "time or penalties.", ["parenthetical", "abbrev"]),
    ("d", "Scope: 90 minutes + stoppage. No ET, no pens.", ["terse", "abbrev"]),
    ("e", "The score is taken at the final whistle of normal time, i.e. after ninety minutes and "
          "any stoppage; extra time and shoot-outs are ignored.", ["british", "passive", "joined"]),
    ("f", "For this contract, \"the result\" means the result after regulation time including "
          "stoppage time, excluding extra time and any penalty shoot-out.",
     ["legal", "definition"]),
]))

# --- postponement and cancellation ------------------------------------------------------
V2.update(bank("post", "PC", [
    ("a", "If the match is canceled, or moved to a start more than 48 hours after the original one, "
          "the market settles at a fair price.", ["plain", "american_spelling", "numerals", "joined",
                                                  "syn:moved"]),
    ("b", "In the event that the Match is cancelled, or is rescheduled to commence more than "
          "forty-eight (48) hours after its original start time, the Market shall settle at a fair "
          "price determined under the exchange rules.",
     ["legal", "number_words_and_numerals", "british_spelling"]),
    ("c", "Canceled / rescheduled >48h \u2192 fair price.", ["terse", "abbrev", "arrow"]),
    ("d", "A fair price will be applied if the game is called off, or if it is pushed back by more "
          "than two days.", ["passive", "syn:called_off", "syn:pushed_back", "number_words_days",
                             "result_first"]),
    ("e", "Cancellation, or a delay of more than 48 hrs to the kick-off, sends this market to "
          "fair-value settlement.", ["nominal", "syn:fair_value", "abbrev"]),
    ("f", "The game may be cancelled. It may also be moved back by more than 48 hours. In either "
          "case the market resolves to a fair price.", ["split_sentences", "british_spelling"]),
    ("g", "Should the fixture be scrapped, or rearranged for a time more than forty-eight hours "
          "after the original kick-off, the market is settled at a fair price.",
     ["british", "syn:scrapped", "syn:rearranged", "number_words", "passive"]),
    ("h", "What if the game is canceled or delayed by over 48 hours? Then the market settles at a "
          "fair price.", ["qa_inline", "american_spelling", "syn:delayed"]),
]))
V2.update(bank("post", "P2", [
    ("a", "If the game is rescheduled to start more than 48 hours after its original time, the "
          "market resolves at a fair price.", ["plain", "numerals"]),
    ("b", "Where the start of the Match is postponed by more than forty-eight (48) hours, the "
          "Market shall be settled at a fair price.", ["legal", "number_words_and_numerals"]),
    ("c", "Delay >48h: fair price.", ["terse", "abbrev"]),
    ("d", "A fair price is used if kick-off is moved back by more than two days.",
     ["passive", "number_words_days", "result_first"]),
]))
V2.update(bank("canc", "C4", [
    ("a", "If the game is canceled, the market is settled at a fair price.",
     ["american_spelling", "passive"]),
    ("b", "Should the match be called off altogether, settlement will be at a fair price.",
     ["syn:called_off", "condition_first"]),
    ("c", "Cancelled \u2192 fair price.", ["terse", "arrow", "british_spelling"]),
    ("d", "In the event of cancellation, the Market shall resolve at a fair price.", ["legal"]),
    ("e", "A scrapped game means a fair-price settlement.", ["syn:scrapped", "nominal"]),
    ("f", "Cancellation of the fixture leads to settlement at fair value.",
     ["syn:fair_value", "nominal"]),
]))
V2.update(bank("post", "P3", [
    ("a", "If the match is postponed but kicks off within 48 hours of the original time, the market "
          "stays open and is settled on that match; if it does not start within 48 hours, the "
          "market resolves at a fair price.", ["plain", "joined", "numerals"]),
    ("b", "Where the Match is postponed and commences within forty-eight (48) hours of its "
          "scheduled start, the Market shall remain open; where it does not so commence, the "
          "Market shall settle at a fair price.", ["legal", "number_words_and_numerals"]),
    ("c", "Postponed: kicks off within 48h \u2192 market continues; later than that \u2192 fair price.",
     ["terse", "abbrev", "arrow"]),
    ("d", "A delayed game that still gets under way within two days of the planned kick-off keeps "
          "this market open. If it does not, the market is resolved at a fair price.",
     ["syn:delayed", "number_words_days", "split_sentences"]),
    ("e", "The market is kept open if the game is postponed and then played within 48 hours of the "
          "original start. It is settled at a fair price if the game is not played within that "
          "window.", ["passive", "split_sentences"]),
    ("f", "If the game is pushed back, it has 48 hours from its original start time to begin; if it "
          "does, the market follows it, and if not, the market settles at a fair price.",
     ["american", "syn:pushed_back", "joined"]),
    ("g", "Is a postponed game still covered? Yes, if it starts within forty-eight hours of the "
          "scheduled time. If it starts later, the market settles at a fair price.",
     ["qa_inline", "number_words"]),
]))
V2.update(bank("post", "P4", [
    ("v", "If the match is postponed and no new date is set within 14 days, the market settles at "
          "the last fair price as it stood when the postponement was announced.",
     ["plain", "numerals"]),
]))

# --- draw handling --------------------------------------------------------------------------
V2.update(bank("draw", "D1", [
    ("a", "A level score at the end sends Yes to the Tie market instead.", ["plain", "syn:level"]),
    ("b", "A draw is settled through the separate Tie market, which resolves Yes in that case.",
     ["passive"]),
    ("c", "If neither team wins, Yes goes to the Tie market.", ["negation"]),
    ("d", "Level after regulation \u2192 Tie market pays Yes.", ["terse", "arrow"]),
    ("e", "In the event of a drawn match, the Tie contract is the one that resolves to Yes.",
     ["legal"]),
    ("f", "A tied game means the Tie market is the one paying Yes.", ["american", "syn:tie"]),
    ("g", "Where the scores are equal at the end, settlement of Yes is made on the Tie market.",
     ["passive", "nominal"]),
    ("h", "What if it finishes all square? Then the Tie market resolves to Yes.",
     ["qa_inline", "syn:all_square"]),
    # on the Tie leg itself
    ("da", "This is the Tie market of the match: it resolves to Yes when the teams are level after "
           "regulation.", ["colon_joined"]),
    ("db", "Tie is the draw outcome; it pays Yes if the scores are level at the end.",
     ["terse", "joined"]),
    ("dc", "If either side wins, this Tie market resolves to No.", ["negation"]),
]))

# --- sources named in the text ----------------------------------------------------------------
V2.update(bank("src", "RT", [
    ("b", "Settlement relies on ESPN match data; if ESPN has not published a final score, the "
          "official {league} website is used.", ["joined", "condition_last"],
     {"source_primary": "provider", "source_fallback": "official"}),
    ("c", "Source: the official result of {body}. If it has not appeared 2 hours after the "
          "final whistle, a consensus of reputable media reports is used.",
     ["terse", "numerals"], {"source_primary": "official", "source_fallback": "consensus"}),
    ("d", "The result is verified using Opta match data.", ["passive"],
     {"source_primary": "provider", "source_fallback": None}),
]))
# RT.c states R1 in venue_two's text.
V2["RT.c"] = ("src", "R1",) + V2["RT.c"][2:]
for k in ("RT.b", "RT.d"):
    V2[k] = ("src", "R:text") + V2[k][2:]


def T(cat, text, styles, meaning=None, vals=None):
    return (cat, meaning, text, list(styles), vals)


SPECS = [
    # ------------------------------------------------------------------ win (16)
    dict(fx=("epl", "ARS", "CHE", "2026-10-24", "16:30"), fam="win", side="away",
         prim="VW.a", slot="S2.a", sec=["D1.a", "PC.a", "R2.d"], layout="paras"),
    dict(fx=("laliga", "RMA", "ATM", "2026-09-27", "19:00"), fam="win", side="home",
         prim="VW.b", slot="S2.b", sec=["D1.b", "PC.b"], layout="paras"),
    dict(fx=("bundesliga", "FCB", "B04", "2027-01-16", "17:30"), fam="win", side="away",
         prim="VW.c", slot="S2.c", sec=["D1.e", "P2.b", "C4.d", "AB.b"], layout="numbered"),
    dict(fx=("seriea", "JUV", "MIL", "2026-11-22", "19:45"), fam="win", side="home",
         prim="VW.d", slot="S2.d", sec=["D1.d", "PC.c"], layout="lines"),
    dict(fx=("ligue1", "PSG", "RCL", "2027-03-06", "20:00"), fam="win", side="home",
         prim="VW.e", slot="S2.e", sec=["D1.g", "P3.a", "C4.b"], layout="paras"),
    dict(fx=("mls", "LAFC", "LAG", "2026-07-18", "03:30"), fam="win", side="away",
         prim="VW.f", slot=None, sec=["S4.d", "D1.f", "P2.a", "C4.a"], layout="one_para", us=True),
    dict(fx=("wc", "ESP", "URU", "2026-06-26", "00:00"), fam="win", side="home",
         prim="VW.g", slot="S3.a", sec=["S3.xa", "D1.c", "PC.e", "R2.a"], layout="paras"),
    dict(fx=("wc", "USA", "AUS", "2026-06-19", "19:00"), fam="win", side="home",
         prim="VW.h", slot="S3.b", sec=["S3.xb", "D1.h", "P3.g", "C4.a"], layout="paras", us=True),
    dict(fx=("wc", "SEN", "NOR", "2026-06-22", "23:00"), fam="win", side="away",
         prim="VW.a", slot="S3.c", sec=["S3.xc", "D1.e", "PC.f", "AB.d"], layout="numbered"),
    dict(fx=("eredivisie", "PSV", "FEY", "2026-11-01", "15:45"), fam="win", side="home",
         prim="VW.b", slot=None, sec=["S4.a", "D1.a", "PC.g"], layout="paras"),
    dict(fx=("ligaportugal", "SCP", "SLB", "2027-02-01", "20:15"), fam="win", side="away",
         prim="VW.c", slot=None, sec=["S4.b", "P3.c", "C4.c"], layout="bullets"),
    dict(fx=("spl", "HEA", "HIB", "2026-10-31", "15:00"), fam="win", side="home",
         prim="VW.d", slot=None, sec=["S4.c", "D1.c", "PC.h", "RT.b"], layout="paras"),
    # B1: knockout cup game, no time scope in either field.
    dict(fx=("copadelrey", "GET", "RSO", "2027-01-15", "18:00"), fam="win", side="home",
         prim="VW.a", slot=None, sec=["PC.c"], layout="paras",
         exp={"scope": "ambiguous"}, extra_meanings=["S:ambiguous"], styles=["omits:scope"],
         why="Copa del Rey tie (can go to extra time and penalties); neither field states a time "
             "scope"),
    # B3: 48 h in the primary against open-until-played in the secondary.
    dict(fx=("ligue1", "REN", "STR", "2026-12-12", "18:00"), fam="win", side="home",
         prim="VW.c", slot="S2.c",
         prim_extra=[T("post", "If kick-off is moved more than 48 hours past its original time, the "
                               "market resolves at a fair price.", ["numerals"])],
         sec=["D1.b",
              T("post", "A postponed game keeps this market open until it is actually played, "
                        "however long the delay.", ["plain"]),
              "C4.b"], layout="paras",
         exp={"timing_window": "ambiguous", "void_postponed_long": "ambiguous"},
         extra_meanings=["P:ambiguous"],
         why="primary: more than 48 hours goes to a fair price; secondary: a postponed game stays "
             "open until played, however long"),
    # B4: cancellation left to the exchange.
    dict(fx=("epl", "FUL", "BOU", "2027-02-10", "19:30"), fam="win", side="away",
         prim="VW.b", slot="S2.e",
         sec=["D1.f", "P2.a",
              T("canc", "Should the game be canceled, how positions are settled is left to the "
                        "exchange's discretion.", ["vague", "american_spelling"], "C:ambiguous",
                {"void_cancelled": "ambiguous"})], layout="lines",
         why="cancellation 'left to the exchange's discretion'; no payout named"),
    # B5: two sources, no order.
    dict(fx=("mls", "NYC", "NSH", "2026-08-29", "23:30"), fam="win", side="home",
         prim="VW.d", slot="S2.b",
         sec=["D1.a", "PC.c",
              T("src", "Result source: MLS or ESPN match reports.", ["terse", "vague"],
                "R:ambiguous", {"source_primary": "ambiguous", "source_fallback": "ambiguous"})],
         layout="bullets",
         why="the text names 'MLS or ESPN match reports' with no order; it overrides the series list"),
    # ------------------------------------------------------------------ draw (8)
    dict(fx=("epl", "WHU", "NFO", "2026-12-06", "14:00"), fam="draw",
         prim="VD.a", slot="S2.g", sec=["D1.da", "PC.d"], layout="paras"),
    dict(fx=("laliga", "CEL", "RAY", "2027-03-14", "13:00"), fam="draw",
         prim="VD.b", slot="S2.h", sec=["P2.c", "C4.c", "AB.k"], layout="lines"),
    dict(fx=("bundesliga", "WOB", "M05", "2026-10-17", "13:30"), fam="draw",
         prim="VD.c", slot="S2.a", sec=["D1.db", "P2.b", "C4.d"], layout="numbered_paren"),
    dict(fx=("seriea", "UDI", "TOR", "2027-04-25", "13:00"), fam="draw",
         prim="VD.d", slot="S2.d", sec=["P3.d", "C4.e"], layout="semicolon"),
    dict(fx=("wc", "CIV", "KOR", "2026-06-24", "22:00"), fam="draw",
         prim="VD.e", slot="S3.d", sec=["S3.xd", "D1.dc", "P3.e", "C4.f"], layout="qa"),
    dict(fx=("wc", "ECU", "IRN", "2026-06-27", "02:00"), fam="draw",
         prim="VD.f", slot="S3.e", sec=["S3.xe", "PC.g", "R2.c"], layout="one_para"),
    # B2: no scope anywhere; "final whistle" does not say whether extra time counts.
    dict(fx=("ligamx", "TIG", "CAZ", "2027-02-21", "01:00"), fam="draw",
         prim="VD.g", slot=None,
         sec=[T("note", "The result is the one reported at the final whistle.", ["passive"]),
              "PC.a"], layout="paras",
         exp={"scope": "ambiguous"}, extra_meanings=["S:ambiguous"], styles=["omits:scope"],
         why="no time scope in either field; 'the final whistle' does not settle it"),
    # B6: "a couple of days".
    dict(fx=("ligue1", "NAN", "SB29", "2027-01-31", "14:00"), fam="draw",
         prim="VD.a", slot="S2.b",
         sec=["D1.db",
              T("post", "If the game is canceled, or postponed by more than a couple of days, the "
                        "market settles at a fair price.", ["vague", "american_spelling"],
                "P:ambiguous", {"timing_window": "ambiguous", "void_postponed_long": "fair_price",
                                "void_cancelled": "fair_price"})],
         layout="paras", extra_meanings=["C4"],
         why="'more than a couple of days' gives no window; the payout (fair price) is clear"),
    # ------------------------------------------------------------------ advance (5)
    dict(fx=("ucl", "RMA", "MCI", "2027-03-17", "20:00"), fam="advance", side="away",
         prim=("If {team} advances past {opp} in their {league} round of 16 tie, played over two "
               "legs with the second leg originally scheduled for {date_k}, the market resolves to "
               "Yes.", ["plain", "syn:advance_past"]),
         sec=["S6.e", "PC.a", "AB.e", "R2.e"], layout="paras"),
    dict(fx=("ucl", "PSG", "LIV", "2027-04-13", "19:00"), fam="advance", side="away",
         prim=("{team} to reach the semifinals: the market resolves to Yes if {team} eliminates "
               "{opp} from the {league} in the quarterfinal whose second leg is originally "
               "scheduled for {date_k}.", ["colon_joined", "syn:eliminates"]),
         sec=["S6.g", "P3.b", "C4.d"], layout="numbered"),
    dict(fx=("uel", "CLU", "TOT", "2027-03-11", "17:45"), fam="advance", side="away",
         prim=("Yes if {team} knocks {opp} out of the {league} (round of 16, second leg originally "
               "{date_k}).", ["terse", "syn:knocks_out"]),
         sec=["S6.h", "PC.c", "AB.c"], layout="lines"),
    dict(fx=("wc", "PRT", "GER", "2026-07-10", "20:00"), fam="advance", side="away",
         prim=("If {team} wins its {league} quarterfinal against {opp}, originally scheduled for "
               "{date_k}, and moves on to the semifinals, the market resolves to Yes.",
               ["american", "syn:moves_on"]),
         sec=["S6.f", "P3.f", "C4.a"], layout="paras", us=True),
    dict(fx=("facup", "PLY", "IPS", "2027-01-09", "15:00"), fam="advance", side="home",
         prim=("The market resolves to Yes if {team} goes through to the next round of the {league} "
               "at {opp}'s expense in the tie originally scheduled for {date_k}.",
               ["result_first", "syn:goes_through"]),
         sec=["S6.a", "P1.h", "C2.a", "RT.c"], layout="paras"),
    # ------------------------------------------------------------------ spread (5)
    dict(fx=("epl", "LIV", "BRE", "2026-09-12", "14:00"), fam="spread", side="home", line=1.5,
         prim=("If {team} beats {opp} by more than 1.5 goals in the {league} game originally "
               "scheduled for {date_k}{scope}, the market resolves to Yes.", ["plain", "numerals"]),
         slot="S2.b", sec=["PC.e"], layout="paras"),
    dict(fx=("laliga", "BAR", "MLL", "2027-05-02", "19:00"), fam="spread", side="home", line=2.5,
         prim=("The market resolves to Yes if {team} wins by 3 or more goals against {opp} in the "
               "{league} match originally scheduled for {date_k}{scope}.",
               ["result_first", "numerals"]),
         slot=None, sec=["S4.e", "P2.a", "C4.b"], layout="one_para"),
    dict(fx=("bundesliga", "FCA", "BVB", "2026-12-19", "14:30"), fam="spread", side="away", line=1.5,
         prim=("Yes if {team} wins at {opp} by two or more goals in the {league} game originally "
               "scheduled for {date_k}{scope}.", ["terse", "number_words", "away_favourite"]),
         slot="S2.e", sec=["PC.f"], layout="bullets"),
    dict(fx=("seriea", "INT", "GEN", "2027-02-07", "19:45"), fam="spread", side="home", line=1.5,
         prim=("This contract shall settle to Yes in the event that {team} defeats {opp} by a margin "
               "exceeding one and a half (1.5) goals in the {league} fixture originally scheduled "
               "for {date_k}{scope}.", ["legal", "number_words_and_numerals"]),
         slot="S2.h",
         sec=["PC.b",
              T("ab", "An abandoned match will be reviewed by the exchange before any settlement.",
                ["vague", "passive"], "AB:ambiguous", {"void_abandoned": "ambiguous"})],
         layout="numbered",
         why="abandonment 'reviewed by the exchange before any settlement'; no payout named"),
    dict(fx=("mls", "MIA", "PHI", "2026-09-20", "00:30"), fam="spread", side="home", line=1.5,
         prim=("{team} must win by 2+ goals over {opp} ({league}, originally {date_k}){scope} for "
               "Yes.", ["terse", "numerals"]),
         slot="S2.d", sec=["P3.a", "C4.a"], layout="lines", us=True),
    # ------------------------------------------------------------------ total (6)
    dict(fx=("epl", "TOT", "MCI", "2026-11-28", "17:30"), fam="total", outcome="over", line=2.5,
         prim=("If more than 2.5 goals are scored in the {home} vs {away} {league} game originally "
               "scheduled for {date_k}{scope}, the market resolves to Yes.", ["passive", "numerals"]),
         slot="S2.a", sec=["PC.h"], layout="paras"),
    dict(fx=("laliga", "SEV", "VIL", "2027-03-21", "17:30"), fam="total", outcome="over", line=3.5,
         prim=("The market resolves to Yes if {home} and {away} combine for at least four goals in "
               "their {league} game originally scheduled for {date_k}{scope}.",
               ["result_first", "number_words", "syn:combine"]),
         slot="S2.f", sec=["P2.d", "C4.e"], layout="paras"),
    dict(fx=("seriea", "LAZ", "ROM", "2026-10-04", "18:45"), fam="total", outcome="under", line=2.5,
         prim=("This market resolves to Yes if two goals or fewer are scored in the {home} vs {away} "
               "{league} match originally scheduled for {date_k}{scope}.",
               ["plain", "number_words", "passive"]),
         slot="S2.g", sec=["P2.a", "C2.c"], layout="numbered"),
    dict(fx=("wc", "COL", "CAN", "2026-06-23", "02:00"), fam="total", outcome="over", line=2.5,
         prim=("If three or more goals are scored in the {home} vs {away} {league} game originally "
               "scheduled for {date_k}{scope}, the market resolves to Yes.",
               ["number_words", "passive"]),
         slot="S3.f", sec=["S3.xf", "PC.c"], layout="lines"),
    dict(fx=("ucl", "ATM", "JUV", "2027-03-10", "20:00"), fam="total", outcome="over", line=2.5,
         prim=("If at least 3 goals are scored in the {home} vs {away} {league} round of 16 second "
               "leg originally scheduled for {date_k}, the market resolves to Yes.",
               ["numerals", "passive"]),
         sec=["S5.b", "PC.e", "AB.i"], layout="paras"),
    dict(fx=("eredivisie", "AZ", "AJA", "2027-04-18", "14:30"), fam="total", outcome="over", line=1.5,
         prim=("Yes if the {home} vs {away} {league} match originally scheduled for {date_k} produces "
               "two or more goals{scope}.", ["terse", "number_words"]),
         slot="S2.c", sec=["P2.c", "C4.f", "RT.d"], layout="lines"),
    # ------------------------------------------------------------------ btts (4)
    # No postponement, cancellation or abandonment clause at all.
    dict(fx=("epl", "NEW", "MUN", "2027-01-30", "17:30"), fam="btts", outcome="yes",
         prim=("If both {home} and {away} score at least one goal in their {league} game originally "
               "scheduled for {date_k}{scope}, the market resolves to Yes.", ["plain"]),
         slot="S2.c", sec=[T("note", "Own goals count for the team credited with them.", ["plain"])],
         layout="paras", styles=["omits:void"]),
    dict(fx=("ligue1", "LIL", "OM", "2026-11-08", "19:45"), fam="btts", outcome="yes",
         prim=("The market resolves to Yes if {home} and {away} each find the net in the {league} "
               "game originally slated for {date_k}{scope}.", ["result_first", "syn:find_the_net"]),
         slot="S2.g", sec=["PC.d", "AB.a"], layout="paras"),
    dict(fx=("bundesliga", "SGE", "WOB", "2027-03-06", "14:30"), fam="btts", outcome="no",
         prim=("If at least one of {home} and {away} fails to score in their {league} match "
               "originally scheduled for {date_k}{scope}, the market resolves to Yes.",
               ["negation", "condition_first"]),
         slot=None, sec=["S4.f", "P3.c", "C4.c"], layout="bullets",
         yes_sub="At least one team scoreless", tsuffix="NO"),
    dict(fx=("mls", "CLB", "MTL", "2026-05-16", "23:30"), fam="btts", outcome="yes",
         prim=("Yes if {home} and {away} both score in the {league} game originally set for "
               "{date_k}{scope}.", ["terse"]),
         slot="S2.d", sec=["P1.i", "C2.f"], layout="one_para", us=True),
    # ------------------------------------------------------------------ half (4)
    dict(fx=("laliga", "BET", "GIR", "2026-10-25", "15:15"), fam="half", side="home", half="first",
         prim=("If {team} is ahead at the end of the first half of the {home} vs {away} {league} "
               "game originally scheduled for {date_k} (first-half stoppage time included), the "
               "market resolves to Yes.", ["plain", "parenthetical", "syn:ahead"]),
         sec=["PC.a"], layout="paras"),
    dict(fx=("epl", "CRY", "EVE", "2027-04-03", "14:00"), fam="half", outcome="draw", half="first",
         prim=("If the {home} vs {away} {league} game originally scheduled for {date_k} is level at "
               "halftime, the market resolves to Yes.", ["plain", "american", "syn:level"]),
         sec=[T("note", "Only the first 45 minutes plus any first-half stoppage time are "
                        "considered.", ["numerals", "passive"]),
              "P2.d", "C4.b"], layout="lines"),
    # No void clause at all.
    dict(fx=("seriea", "ATA", "NAP", "2026-12-13", "17:00"), fam="half", side="away", half="second",
         prim=("If {team} outscores {opp} in the second half of their {league} game originally "
               "scheduled for {date_k}, the market resolves to Yes. Only goals scored after halftime "
               "and before the end of regulation count.", ["split_sentences", "syn:outscores"]),
         sec=[T("draw", "If the second half is drawn, the second-half Tie market resolves to Yes.",
                ["passive"], "D1")],
         layout="paras", styles=["omits:void"]),
    dict(fx=("bundesliga", "SCF", "VFB", "2027-05-08", "13:30"), fam="half", outcome="draw",
         half="second",
         prim=("The market resolves to Yes if {home} and {away} score the same number of goals in the "
               "second half (from the restart until the end of regulation) of their {league} game "
               "originally scheduled for {date_k}.", ["result_first", "parenthetical"]),
         sec=["P3.e", "C4.c"], layout="numbered"),
    # ------------------------------------------------------------------ exact score (4)
    dict(fx=("epl", "BHA", "WOL", "2026-08-22", "14:00"), fam="exact_score", outcome="1-0",
         prim=("If the {home} vs {away} {league} game originally scheduled for {date_k} ends 1-0 to "
               "{home}{scope}, the market resolves to Yes.", ["plain", "numerals"]),
         slot="S2.a", sec=["PC.a"], layout="paras"),
    dict(fx=("laliga", "OSA", "VAL", "2027-02-14", "17:30"), fam="exact_score", outcome="0-0",
         prim=("The market resolves to Yes if {home} vs {away} ({league}, originally scheduled for "
               "{date_k}) finishes goalless (0-0){scope}.", ["result_first", "syn:goalless"]),
         slot="S2.f", sec=["P2.a", "C3.e"], layout="paras"),
    dict(fx=("seriea", "BOL", "MIL", "2027-01-10", "17:00"), fam="exact_score", outcome="1-3",
         prim=("If {away} wins 3-1 away at {home} in the {league} game originally scheduled for "
               "{date_k}{scope}, the market resolves to Yes.", ["away_first", "numerals"]),
         slot="S2.h", sec=["P3.c", "C3.c"], layout="bullets"),
    dict(fx=("ligaportugal", "FCP", "SCB", "2026-12-20", "20:30"), fam="exact_score", outcome="2-2",
         prim=("Yes if {home} vs {away} ({league}, originally {date_k}) ends 2-2{scope}.",
               ["terse", "numerals"]),
         slot="S2.d", sec=["P4.v", "C4.d"], layout="lines"),
    # ------------------------------------------------------------------ other (3)
    dict(fx=("epl", "CHE", "LIV", "2027-05-15", "16:30"), fam="other", side="away",
         series_suffix="FTTS", title="{home} vs {away}: First Team to Score?",
         prim=("If {team} scores the first goal of the {home} vs {away} {league} game originally "
               "scheduled for {date_k}, the market resolves to Yes.", ["plain", "syn:first_goal"]),
         sec=["S5.f", "PC.g"], layout="paras"),
    dict(fx=("ucl", "BAR", "INT", "2027-05-05", "19:00"), fam="other", side="away",
         series_suffix="FTTS", title="{home} vs {away}: First Team to Score?",
         prim=("If {team} scores the opening goal in the {home} vs {away} {league} semifinal second "
               "leg originally scheduled for {date_k}, the market resolves to Yes.",
               ["plain", "syn:opening_goal"]),
         sec=["S5.d", "P2.b", "C3.n2"], layout="numbered"),
    dict(fx=("bundesliga", "BMG", "FCB", "2026-09-26", "16:30"), fam="other", outcome="over",
         line=10.5, series_suffix="CORNERS", title="{home} vs {away}: Total Corners?",
         yes_sub="Over 10.5 corners", tsuffix="O10P5",
         prim=("If 11 or more corner kicks are taken in total in the {home} vs {away} {league} game "
               "originally scheduled for {date_k}{scope}, the market resolves to Yes.",
               ["numerals", "passive"]),
         slot="S2.g", sec=["PC.d", "RT.d"], layout="lines"),
]


def build():
    return [build_leg(n, s) for n, s in enumerate(SPECS, 1)]


def build_leg(n, spec):
    fx = spec["fx"]
    comp = fx[0]
    ctx = fixture_ctx(fx, spec.get("side"))
    t = ctx["v2"]
    c = dict(ctx)
    c.update(t)
    c.pop("v1")
    c.pop("v2")
    fam = spec["fam"]

    if fam == "draw":
        outcome = "draw"
    elif spec.get("side"):
        outcome = t["team"]
    else:
        outcome = spec["outcome"]

    # scope slot
    slot_ref = spec.get("slot")
    slot_cl = V2[slot_ref] if slot_ref else None
    c["scope"] = slot_cl[2] if slot_cl else ""

    prim = spec["prim"]
    pc = V2[prim] if isinstance(prim, str) else ("outcome", None, prim[0], prim[1], None)
    primary = pc[2].format(**c)
    prim_extra = [V2[r] if isinstance(r, str) else r for r in spec.get("prim_extra", [])]
    for cl in prim_extra:
        primary += " " + cl[2].format(**c)
    sec = [V2[r] if isinstance(r, str) else r for r in spec["sec"]]
    secondary = render([(cl[0], cl[2].format(**c)) for cl in sec], spec["layout"], n,
                       us=spec.get("us", False))

    clauses = [pc] + ([slot_cl] if slot_cl else []) + prim_extra + sec
    # S3 needs its exclusion in the secondary; S4 needs a scope in the secondary or an override
    if slot_ref and slot_ref.startswith("S3."):
        assert any(r.startswith("S3.x") for r in spec["sec"] if isinstance(r, str)), spec
    cm = COMPS[comp]
    sources = spec.get("sources", cm["sources"])
    override = dict(spec.get("exp", {}))
    override.update(family=fam, outcome=outcome, line=spec.get("line"), half=spec.get("half"))
    if fam == "half":
        override["scope"] = None
    exp, meanings = derive(fam, outcome, clauses, override,
                           series_kind=series_source_kind(sources))
    meanings = order_meanings(fam, meanings + spec.get("extra_meanings", []))

    styles = set(spec.get("styles", []))
    for cl in clauses:
        styles.update(cl[3])
    styles.add("layout:" + spec["layout"])

    # market
    H, A = t["home"], t["away"]
    suffix = {"win": "GAME", "draw": "GAME", "advance": "ADVANCE", "spread": "SPREAD",
              "total": "TOTAL", "btts": "BTTS", "exact_score": "SCORE"}.get(fam)
    if fam == "half":
        suffix = "1H" if spec["half"] == "first" else "2H"
    if fam == "other":
        suffix = spec["series_suffix"]
    series = cm["series"] + suffix
    event = "%s-%s%s%s" % (series, c["ticker_date"], t["home_code"], t["away_code"])
    team_code = t.get("team") and (t["home_code"] if spec.get("side") == "home" else t["away_code"])
    if fam in ("win", "draw"):
        title = "%s vs %s Winner?" % (H, A)
    elif fam == "advance":
        title = "%s vs %s: Who advances?" % (H, A)
    elif fam == "spread":
        title = "%s vs %s: %s wins by over %s goals?" % (H, A, t["team"], spec["line"])
    elif fam == "total":
        title = "%s vs %s: Total Goals" % (H, A)
    elif fam == "btts":
        title = "%s vs %s: Both Teams to Score?" % (H, A)
    elif fam == "half":
        title = "%s vs %s: %s Half Winner?" % (H, A, "First" if spec["half"] == "first" else "Second")
    elif fam == "exact_score":
        title = "%s vs %s: Exact Score?" % (H, A)
    else:
        title = spec["title"].format(home=H, away=A)

    if fam in ("win", "advance") or (fam in ("half", "other") and spec.get("side")):
        yes_sub, tsuf = t["team"], team_code
    elif outcome == "draw":
        yes_sub, tsuf = "Tie", "TIE"
    elif fam == "spread":
        yes_sub = "%s wins by over %s goals" % (t["team"], spec["line"])
        tsuf = "%s%d" % (team_code, int(spec["line"] + 0.5))
    elif fam == "total":
        yes_sub = "%s %s goals" % ("Over" if outcome == "over" else "Under", spec["line"])
        tsuf = "%s%dP5" % ("O" if outcome == "over" else "U", int(spec["line"]))
    elif fam == "btts":
        yes_sub = spec.get("yes_sub", "Both teams score")
        tsuf = spec.get("tsuffix", "YES")
    elif fam == "exact_score":
        yes_sub = outcome
        tsuf = "S" + outcome.replace("-", "")
    else:
        yes_sub, tsuf = spec["yes_sub"], spec["tsuffix"]
    market = {
        "ticker": "%s-%s" % (event, tsuf),
        "event_ticker": event,
        "series_ticker": series,
        "title": title,
        "yes_sub_title": yes_sub,
        "no_sub_title": yes_sub,
        "rules_primary": primary,
        "rules_secondary": secondary,
        "occurrence_datetime": c["occurrence"],
    }
    leg = {
        "id": "k2-%03d" % n,
        "venue": "venue_two",
        "styles": sorted(styles),
        "meanings": meanings,
        "home": H,
        "away": A,
        "competition": comp,
        "market": market,
        "series_settlement_sources": sources,
        "expected": exp,
    }
    if spec.get("why"):
        leg["_why"] = spec["why"]
    leg["_clauses"] = [(cl[1], cl[2], tuple(cl[3]), spec["layout"]) for cl in clauses if cl[1] and cl[0] != "outcome"]
    return leg
