"""venue_one legs of held-out set (k).

Banks hold several wordings of each meaning, each tagged with its styles. The spec table
picks fixture, family, side, outcome sentence, clauses and layout for each leg. The expected
record is derived from the meanings of the clauses used (common.derive); where a leg is
ambiguous or omits a clause the spec states the override and the reason.
"""
from common import (SHARED, bank, fixture_ctx, render, derive, order_meanings, COMPS)

V1 = dict(SHARED)

# --- outcome sentences: win -----------------------------------------------------------
V1.update(bank("outcome", "W", [
    ("a", "This market resolves to \"Yes\" if {team} beat {opp} in the {comp} match scheduled for "
          "{date_long}. If the match is drawn, or {opp} win, it resolves to \"No\".",
     ["plain", "british", "syn:beat"]),
    ("b", "The Market shall resolve to \"Yes\" if {team} is the winning party in the {comp} fixture "
          "between {home} and {away} scheduled to be played on {date_long}. In all other "
          "circumstances the Market shall resolve to \"No\".", ["legal"]),
    ("c", "{team} win = Yes. Draw or {opp} win = No. Fixture: {home} v {away}, {comp}, "
          "{date_short}.", ["terse", "british"]),
    ("d", "A \"Yes\" resolution is given if the {comp} game on {date_long} is won by {team}. If it "
          "is drawn, or won by {opp}, \"No\" is given.", ["passive", "split_sentences"]),
    ("e", "If {team} come out on top against {opp} in their {comp} meeting on {date_long}, this "
          "market settles \"Yes\". If they are held to a draw or beaten, it settles \"No\".",
     ["british", "syn:come_out_on_top", "syn:held"]),
    ("f", "Resolves \"Yes\" on a {team} victory over {opp} ({comp}, {date_long}); resolves \"No\" "
          "on a draw or a {team} defeat.", ["result_first", "syn:victory", "joined"]),
    ("g", "{team} must defeat {opp} in the {comp} game slated for {date_us} for this market to "
          "resolve to \"Yes\". A tie or a loss for {team} means \"No\".",
     ["american", "syn:defeat", "syn:tie"]),
    ("h", "The fixture is {home} v {away} in the {comp}. It is scheduled for {date_long}. This "
          "market concerns {team}. If {team} win, it resolves \"Yes\". Otherwise it resolves "
          "\"No\".", ["split_sentences", "british"]),
    ("i", "Should {team} get the better of {opp} when the two sides meet in the {comp} on "
          "{date_long}, the market settles at \"Yes\"; any other outcome settles it at \"No\".",
     ["condition_first", "syn:get_the_better_of", "joined"]),
    ("j", "\"Yes\" if {team} beats {opp}, by any margin, in the {comp} match on {date_long}. "
          "\"No\" if {opp} wins or the teams finish all square.",
     ["american", "syn:beats", "syn:all_square"]),
    ("k", "{team} need to edge out {opp}: any kind of win in the {comp} on {date_long} resolves "
          "this market to \"Yes\", while a draw or a win for {opp} resolves it to \"No\".",
     ["british", "syn:edge", "colon_joined"]),
]))

# --- outcome sentences: draw ----------------------------------------------------------
V1.update(bank("outcome", "D", [
    ("a", "This market resolves to \"Yes\" if the {comp} match between {home} and {away} on "
          "{date_long} ends in a draw. If either team wins, it resolves to \"No\".", ["plain"]),
    ("b", "The Market shall resolve to \"Yes\" if neither {home} nor {away} prevails in the {comp} "
          "fixture scheduled for {date_long}, the final score being equal. Otherwise the Market "
          "shall resolve to \"No\".", ["legal", "syn:prevail"]),
    ("c", "Level = Yes. Any winner = No. {home} v {away}, {comp}, {date_short}.",
     ["terse", "syn:level"]),
    ("d", "\"Yes\" is returned if the points are shared between {home} and {away} in their {comp} match "
          "on {date_long}; \"No\" is returned if the match is won by either club.",
     ["passive", "syn:points_shared", "joined"]),
    ("e", "If {home} and {away} cannot be separated when they meet in the {comp} on {date_long}, "
          "the market resolves \"Yes\". If one of them wins, it resolves \"No\".",
     ["syn:cannot_be_separated", "condition_first"]),
    ("f", "If the {comp} game between {home} and {away} on {date_us} ends in a tie, this market "
          "resolves to \"Yes\"; a win for either team resolves it to \"No\".",
     ["american", "syn:tie"]),
    ("g", "Resolution is \"Yes\" for a draw of any score, a goalless one included, between {home} "
          "and {away} in the {comp} on {date_long}, and \"No\" for a decisive result.",
     ["nominal", "syn:goalless"]),
    ("h", "The match is {home} against {away}. The competition is the {comp}. The date is "
          "{date_long}. A draw resolves this market \"Yes\". A win for either side resolves it "
          "\"No\".", ["split_sentences"]),
    ("i", "A stalemate between {home} and {away} ({comp}, {date_long}) resolves this market to "
          "\"Yes\"; should either side win, it resolves to \"No\".",
     ["syn:stalemate", "result_first"]),
]))

# --- S1: regulation only ----------------------------------------------------------------
V1.update(bank("scope", "S1", [
    ("a", "Only the normal-time score is used, i.e. 90 minutes and added time.", ["plain", "british", "numerals", "colon_joined"]),
    ("b", "For the purposes of this Market, the result means the result at the conclusion of "
          "regulation time (ninety (90) minutes together with any stoppage time) and excludes any "
          "extra time or penalty shoot-out.", ["legal", "number_words_and_numerals", "definition"]),
    ("c", "Period: 90 mins + stoppage. ET/pens do not count.", ["terse", "abbrev", "numerals"]),
    ("d", "The result is taken after ninety minutes and added time; periods of extra time and any "
          "shoot-out are disregarded.", ["passive", "number_words"]),
    ("e", "Settlement is on the full-time score, i.e. the first 90 minutes and injury time, not "
          "extra time or penalties.", ["british", "syn:injury_time"]),
    ("f", "Only regulation counts (90 minutes plus stoppage time). Overtime and penalty kicks are "
          "not considered.", ["american", "syn:overtime", "parenthetical"]),
    ("g", "What matters is the scoreline when the referee ends regulation play, stoppage time "
          "included; anything played after that is ignored.", ["plain", "syn:scoreline", "joined"]),
    ("h", "The settling score is the one after ninety minutes of regular play and stoppage time; "
          "neither extra time nor penalties affect it.", ["number_words", "joined"]),
    ("i", "Goals scored in extra time, and kicks from the penalty mark, are not taken into account; "
          "the market looks only at the first 90 minutes plus stoppage.",
     ["result_first", "passive", "numerals"]),
]))

# --- P4: not rescheduled within two weeks -> last fair price -----------------------------
V1.update(bank("post", "P4", [
    ("a", "If a postponed match is not given a new date within fourteen days, the market will be "
          "settled at its last fair price, measured at the moment the postponement was announced.",
     ["plain", "number_words"]),
    ("b", "Where the Match is postponed and is not rescheduled to take place within two (2) weeks, "
          "the Market shall settle at the last fair market price prevailing at the time the "
          "postponement is announced.", ["legal", "number_words_and_numerals"]),
    ("c", "Postponed and not rescheduled within a fortnight \u2192 last fair price (as at the "
          "announcement).", ["terse", "syn:fortnight", "arrow"]),
    ("d", "A market whose game is delayed is held open for up to 14 days. If the game has not been "
          "rescheduled within that period, it is settled at the last fair price recorded when the "
          "delay was announced.", ["passive", "numerals", "split_sentences", "syn:delayed"]),
    ("e", "If kick-off is put back and the match is not rearranged within 336 hours, the market "
          "closes at the last fair value that stood when the postponement was made public.",
     ["british", "numerals_hours", "syn:fair_value", "syn:put_back"]),
    ("f", "If the game is postponed and isn't rescheduled within two weeks, the market will settle "
          "at the last fair price as of when the postponement was announced.",
     ["american", "contraction", "number_words"]),
    ("g", "Up to two weeks is allowed for a new date. If none is fixed in that time, settlement is "
          "at the last fair market price at the time of the announcement.",
     ["result_first", "split_sentences", "nominal"]),
]))

# --- C1: cancelled -> win leg No / draw leg Yes -----------------------------------------
V1.update(bank("canc", "C1", [
    ("wa", "If the match is cancelled and not replayed, the market resolves to \"No\".",
     ["plain", "british_spelling"]),
    ("wb", "Where the Match is cancelled and no replacement fixture is played, the Market shall "
           "resolve to \"No\".", ["legal"]),
    ("wc", "Cancelled, no replay \u2192 No.", ["terse", "arrow"]),
    ("wd", "A \"No\" resolution will be issued if the game is scrapped altogether and never made "
           "up.", ["passive", "syn:scrapped", "result_first"]),
    ("we", "If the fixture is called off for good, with no rearranged date, the market treats it as "
           "a draw and so resolves \"No\".", ["syn:called_off", "treated_as_draw"]),
    ("wf", "If the game is canceled outright with nothing rescheduled, this resolves to "
           "\"No\".", ["american_spelling", "syn:make_up"]),
    ("wg", "Should the match never take place at all (cancelled, and no later replay), the answer "
           "is \"No\".", ["parenthetical", "condition_first", "british_spelling"]),
    ("da", "If the match is cancelled and not replayed, the market resolves to \"Yes\".",
     ["plain", "british_spelling"]),
    ("db", "Where the Match is cancelled and no replacement fixture is played, the Market shall "
           "resolve to \"Yes\".", ["legal"]),
    ("dc", "Scrapped, no replay \u2192 Yes.", ["terse", "syn:scrapped", "arrow"]),
    ("dd", "The market will be resolved \"Yes\" if the fixture is called off permanently and never "
           "rearranged.", ["passive", "syn:called_off", "result_first"]),
    ("de", "A cancellation that is never made up is counted as a draw here, so the market resolves "
           "\"Yes\".", ["treated_as_draw", "nominal"]),
    ("df", "If the game is canceled and never made up, this market resolves to \"Yes\".",
     ["american_spelling"]),
    ("dg", "Cancelled matches (no replay): Yes.", ["terse", "british_spelling"]),
]))

# --- R1: official statistics, fallback consensus after two hours -----------------------
V1.update(bank("src", "R1", [
    ("a", "The primary resolution source is the official match data published by {body}. If that "
          "data has not been published within two hours of the final whistle, a consensus of "
          "trustworthy media coverage may be relied on in its place.", ["plain", "number_words"]),
    ("b", "The Market shall be resolved by reference to the official statistics of {body}; "
          "provided that, if such statistics have not been published within two (2) hours after "
          "the end of the Match, the Market may be resolved by reference to a consensus of "
          "reputable media reports.", ["legal", "number_words_and_numerals", "proviso"]),
    ("c", "Source: {body} official stats. Fallback: credible media consensus if nothing official "
          "2h after FT.", ["terse", "abbrev", "numerals"]),
    ("d", "Resolution will be based on the result recognised by {body}. Where no official figures "
          "are available two hours after the match ends, widely agreed reporting from reliable "
          "outlets will be relied on instead.", ["passive", "british_spelling", "split_sentences"]),
    ("e", "We use the official result recognized by {body}. If it hasn't been posted within 2 "
          "hours after the game, we'll go by the consensus of trustworthy news reports.",
     ["american_spelling", "first_person", "contraction", "numerals"]),
    ("f", "Official data from {body} decides this market. That data normally appears soon after "
          "the match. If it has not appeared within two hours, the broad agreement of credible "
          "outlets is used.", ["split_sentences", "number_words"]),
    ("g", "{body_cap}'s official figures are used. If those are still missing two hours after "
          "full time, the consensus of reliable reporting decides.",
     ["british", "number_words", "possessive"]),
    ("h", "Failing publication of official statistics by {body} within 120 minutes of the end of "
          "play, a consensus of credible reporting will govern; otherwise those official "
          "statistics govern.", ["result_first", "numerals_minutes", "legalish"]),
    ("i", "Official competition data ({body}) is the source. If it is unavailable two hours after "
          "the finish, a consensus of credible reports is used.",
     ["parenthetical", "passive", "number_words"]),
]))

OUT_SCORE = {}


def T(cat, text, styles, meaning=None, vals=None):
    """An inline clause."""
    return (cat, meaning, text, list(styles), vals)


AMB_SCOPE = {"scope": "ambiguous"}

SPECS = [
    # ------------------------------------------------------------------ win (16)
    dict(fx=("epl", "ARS", "TOT", "2026-10-03", "11:30"), fam="win", side="home",
         out="W.a", clauses=["S1.a", "P1.a", "C1.wa", "R1.a", "R2.a"], layout="paras"),
    dict(fx=("laliga", "SEV", "BET", "2026-11-08", "20:00"), fam="win", side="away",
         out="W.b", clauses=["S1.b", "P1.b", "C1.wb", "AB.b", "R1.b", "R2.b"], layout="paras"),
    dict(fx=("bundesliga", "FCU", "SVW", "2026-09-19", "13:30"), fam="win", side="home",
         out="W.c", clauses=["S1.c", "P1.c", "C1.wc", "R1.c", "R2.c"], layout="bullets"),
    dict(fx=("seriea", "NAP", "ROM", "2027-02-14", "19:45"), fam="win", side="away",
         out="W.d", clauses=["S1.d", "P1.d", "C1.wd", "R1.d"], layout="one_para"),
    dict(fx=("ligue1", "OM", "OL", "2026-10-25", "19:45"), fam="win", side="home",
         out="W.e", clauses=["S1.e", "P4.a", "C1.we", "R1.i", "R2.g"], layout="paras"),
    dict(fx=("mls", "SEA", "PTFC", "2026-08-22", "02:30"), fam="win", side="home",
         out="W.g", clauses=["S1.f", "P1.i", "C1.wf", "R1.e", "R2.f"], layout="qa", us=True),
    dict(fx=("eredivisie", "AJA", "PSV", "2026-12-13", "13:30"), fam="win", side="away",
         out="W.f", clauses=["S1.g", "P4.b", "C1.wg", "AB.a", "R1.g"], layout="headings"),
    dict(fx=("ligaportugal", "SLB", "FCP", "2027-03-07", "20:30"), fam="win", side="home",
         out="W.h", clauses=["S1.h", "P1.f", "C1.wa", "R1.h", "R2.d"], layout="numbered"),
    dict(fx=("wc", "BRA", "CRO", "2026-06-17", "22:00"), fam="win", side="home",
         out="W.i", clauses=["S1.i", "P1.g", "C1.wb", "AB.h", "R1.f", "R2.e"], layout="paras"),
    # No time scope anywhere (clause omitted). League match, but by the sets' convention a text
    # that states no scope is read as ambiguous.
    dict(fx=("spl", "CELT", "RAN", "2027-01-02", "12:30"), fam="win", side="away",
         out="W.j", clauses=["P1.h", "C1.wd", "R1.a"], layout="paras",
         exp=AMB_SCOPE, extra_meanings=["S:ambiguous"], styles=["omits:scope"],
         why="no time scope stated anywhere (scope clause omitted)"),
    dict(fx=("epl", "NEW", "AVL", "2026-12-26", "15:00"), fam="win", side="away",
         out="W.k", clauses=["S1.c", "P4.c", "C1.wc", "AB.c", "R1.c"], layout="lines"),
    dict(fx=("ligamx", "AME", "MTY", "2027-03-15", "03:00"), fam="win", side="home",
         out="W.g", clauses=["S1.f", "P1.a", "C1.wf", "AB.f", "R1.e"], layout="semicolon", us=True),
    # A1: FA Cup tie, no time scope: can go to extra time and penalties.
    dict(fx=("facup", "SUN", "LEE", "2027-01-23", "15:00"), fam="win", side="home",
         out=("This market resolves to \"Yes\" if {team} win the FA Cup fourth-round match against "
              "{opp} on {date_long}. A draw or a win for {opp} resolves it to \"No\".",
              ["plain", "british"]),
         clauses=["P1.a", "C1.wa", "R1.a"], layout="paras",
         exp=AMB_SCOPE, extra_meanings=["S:ambiguous"], styles=["omits:scope"],
         why="FA Cup tie that can go to extra time and penalties; the text never says whether "
             "they count"),
    # A2: postponement left to the operator.
    dict(fx=("laliga", "VIL", "RSO", "2027-04-18", "14:00"), fam="win", side="home",
         out=("This market resolves \"Yes\" if {team} beat {opp} in LaLiga on {date_long}; "
              "otherwise \"No\".", ["plain", "british"]),
         clauses=["S1.a",
                  T("post", "If the match is postponed, the market may be kept open for whatever "
                            "period the resolution team considers appropriate, after which it may "
                            "be settled on another basis.", ["vague", "passive"], "P:ambiguous",
                    {"timing_window": "ambiguous", "void_postponed_long": "ambiguous"}),
                  "C1.wb", "R1.d"], layout="paras",
         why="postponement window and payout left to the operator's judgement"),
    # A3: cancellation payout unnamed.
    dict(fx=("seriea", "ATA", "FIO", "2026-09-27", "16:00"), fam="win", side="away",
         out="W.e",
         clauses=["S1.g", "P1.a",
                  T("canc", "If the fixture is called off permanently, settlement will follow the "
                            "platform's general guidance for void events.", ["vague"],
                    "C:ambiguous", {"void_cancelled": "ambiguous"}),
                  "R1.a"], layout="paras",
         why="cancellation refers to 'general guidance for void events' without naming a payout"),
    # A5: abandonment left to circumstances.
    dict(fx=("bundesliga", "BVB", "SGE", "2027-02-06", "17:30"), fam="win", side="home",
         out="W.b",
         clauses=["S1.b", "P1.b", "C1.wb",
                  T("ab", "If the Match is abandoned, the outcome of the Market will depend on the "
                          "circumstances and on any ruling made by the competition authorities.",
                    ["legal", "vague"], "AB:ambiguous", {"void_abandoned": "ambiguous"}),
                  "R1.b"], layout="paras",
         why="abandonment 'depends on the circumstances and any ruling'; no payout named"),
    # ------------------------------------------------------------------ draw (8)
    dict(fx=("epl", "BHA", "CRY", "2026-11-21", "15:00"), fam="draw",
         out="D.a", clauses=["S1.i", "P1.e", "C1.da", "R1.d", "R2.e"], layout="paras"),
    dict(fx=("laliga", "ATH", "OSA", "2026-10-18", "16:15"), fam="draw",
         out="D.b", clauses=["S1.b", "P1.b", "C1.db", "AB.b", "R1.b"], layout="numbered_paren"),
    dict(fx=("seriea", "LAZ", "BOL", "2027-01-17", "14:00"), fam="draw",
         out="D.c", clauses=["S1.c", "P1.c", "C1.dc", "R1.c", "R2.c"], layout="bullets_dot"),
    dict(fx=("ligue1", "LIL", "NIC", "2026-09-13", "15:00"), fam="draw",
         out="D.d", clauses=["S1.d", "P4.d", "C1.dd", "R1.d", "R2.d"], layout="headings"),
    dict(fx=("mls", "CLB", "CIN", "2026-09-27", "23:30"), fam="draw",
         out="D.f", clauses=["S1.f", "P4.f", "C1.df", "R1.e"], layout="qa", us=True),
    dict(fx=("wc", "JPN", "MAR", "2026-06-20", "19:00"), fam="draw",
         out="D.h", clauses=["S1.e", "P1.g", "C1.de", "AB.g", "R1.f", "R2.b"], layout="one_para"),
    # A4: two sources, no order.
    dict(fx=("eredivisie", "FEY", "AZ", "2027-04-11", "12:15"), fam="draw",
         out="D.e",
         clauses=["S1.h", "P1.h", "C1.dg",
                  T("src", "The result will be checked against the Eredivisie's own website and "
                           "the main Dutch sports media.", ["vague", "passive"], "R:ambiguous",
                    {"source_primary": "ambiguous", "source_fallback": "ambiguous"})],
         layout="paras", no_source=True,
         why="two sources joined by 'and' with no order, no condition and no fallback"),
    # A6: contradictory scope on a knockout second leg.
    dict(fx=("uel", "FEN", "OL", "2027-03-18", "17:45"), fam="draw",
         out=("Yes if {home} and {away} are level at the end of their UEFA Europa League round-of-16 "
              "second leg on {date_long}; No if either side wins the match.",
              ["terse", "syn:level"]),
         clauses=[T("scope", "The result is read after 90 minutes plus stoppage time.",
                    ["passive", "numerals"], "S:ambiguous"),
                  T("note", "If the match goes to extra time, the score at the end of extra time is "
                            "the one used.", ["condition_first"]),
                  "P1.a", "C1.da", "R1.i"], layout="headings",
         exp=AMB_SCOPE,
         why="knockout second leg: 'after 90 minutes plus stoppage' and 'the score at the end of "
             "extra time is the one used' contradict each other"),
    # ------------------------------------------------------------------ advance (5)
    dict(fx=("ucl", "BAR", "FCB", "2027-04-14", "19:00"), fam="advance", side="home",
         question="Will FC Barcelona advance to the Champions League semi-finals?",
         out=("This market resolves to \"Yes\" if {team} advance past {opp} in their UEFA Champions "
              "League quarter-final, whose second leg is played on {date_long}. If {opp} go through "
              "instead, it resolves to \"No\".", ["plain", "british", "syn:advance_past"]),
         clauses=["S6.a", "P1.a", "C2.a", "R1.a", "R2.a"], layout="paras"),
    dict(fx=("uel", "GAL", "SGE", "2027-03-18", "17:45"), fam="advance", side="away",
         question="Will Eintracht Frankfurt progress past Galatasaray AŞ?",
         out=("\"Yes\" if {team} progress to the quarter-finals at the expense of {opp} (second "
              "leg: {date_short}). \"No\" if {opp} progress.", ["terse", "syn:progress"]),
         clauses=["S6.c", "P1.c", "R1.c"], layout="bullets", styles=["omits:cancellation"]),
    dict(fx=("cdf", "REI", "PFC", "2027-01-31", "18:00"), fam="advance", side="home",
         question="Will Stade de Reims qualify for the next round of the Coupe de France?",
         out=("This market asks whether {team} will qualify for the next round of the Coupe de "
              "France by getting past {opp} in their one-off tie on {date_long}. \"Yes\" if they "
              "qualify; \"No\" if {opp} go through.", ["plain", "syn:qualify", "syn:go_through"]),
         clauses=["S6.d", "P1.d", "C2.d", "R1.i"], layout="headings_caps"),
    dict(fx=("wc", "ARG", "NED", "2026-07-05", "20:00"), fam="advance", side="home",
         question="Will Argentina knock out the Netherlands?",
         out=("Will Argentina knock out the Netherlands in their World Cup round-of-16 game on "
              "{date_us}? Yes if Argentina move on to the quarterfinals; No if the Netherlands "
              "advance.", ["american", "syn:knock_out", "question_form"]),
         clauses=["S6.f", "P1.i", "C2.f", "R1.e"], layout="paras"),
    dict(fx=("copadelrey", "ZAR", "VAL", "2027-01-14", "20:00"), fam="advance", side="away",
         question="Will Valencia CF progress past Real Zaragoza in the Copa del Rey?",
         out=("The Market shall resolve \"Yes\" if {team} is declared to have progressed past "
              "{opp} in the Copa del Rey round-of-sixteen tie to be played on {date_long}, and "
              "\"No\" if {opp} progresses.", ["legal", "number_words"]),
         clauses=["S6.b", "P4.b", "C2.b", "AB.b", "R1.b"], layout="numbered"),
    # ------------------------------------------------------------------ spread (5)
    dict(fx=("epl", "MUN", "WOL", "2026-11-01", "14:00"), fam="spread", side="home", line=1.5,
         out=("This market resolves \"Yes\" if {team} beat {opp} by two goals or more in the {comp} "
              "on {date_long}. A one-goal win, a draw or a defeat resolves it \"No\".",
              ["plain", "british", "number_words"]),
         clauses=["S1.a", "P1.a", "C2.a", "R1.a"], layout="paras"),
    dict(fx=("bundesliga", "B04", "FCA", "2027-03-13", "14:30"), fam="spread", side="home", line=1.5,
         out=("The Market shall resolve \"Yes\" if {team} win against {opp} in the {comp} match of "
              "{date_long} by a margin of not less than two (2) goals, and \"No\" in every other "
              "case.", ["legal", "number_words_and_numerals"]),
         clauses=["S1.b", "P1.b", "C2.b", "R1.b", "R2.b"], layout="paras"),
    dict(fx=("laliga", "GIR", "RMA", "2027-02-20", "20:00"), fam="spread", side="away", line=1.5,
         out=("\"Yes\" if {team} win away at {opp} by 2+ goals (covering -1.5). Anything else: "
              "\"No\". {comp}, {date_short}.", ["terse", "numerals", "away_favourite"]),
         clauses=["S1.c", "P4.c", "C2.c", "R1.c"], layout="lines"),
    dict(fx=("ligue1", "ASM", "NAN", "2026-12-05", "16:00"), fam="spread", side="home", line=2.5,
         out=("For \"Yes\", {team} must beat {opp} by three clear goals or more in their {comp} "
              "fixture on {date_long}. A win by one or two goals, a draw or a win for {opp} gives "
              "\"No\".", ["british", "number_words", "syn:clear_goals"]),
         clauses=["S1.e", "P1.h", "C2.e", "AB.d", "R1.i", "R2.g"], layout="headings"),
    dict(fx=("mls", "MIA", "NSH", "2026-10-10", "23:30"), fam="spread", side="home", line=1.5,
         out=("{team} need to win by more than 1.5 goals, that is by at least two, against {opp} "
              "on {date_us} for this market to resolve \"Yes\". Otherwise it resolves \"No\".",
              ["american", "numerals", "restatement"]),
         clauses=["S1.f", "P1.i", "C2.f", "R1.e"], layout="faq", us=True),
    # ------------------------------------------------------------------ total (6)
    dict(fx=("epl", "FUL", "BOU", "2026-09-26", "14:00"), fam="total", outcome="over", line=2.5,
         out=("This market resolves \"Yes\" if three or more goals are scored in total in the {comp} "
              "match between {home} and {away} on {date_long}, and \"No\" if two or fewer are "
              "scored.", ["plain", "number_words", "passive"]),
         clauses=["S1.g", "P1.a", "C2.a", "R1.a", "R2.a"], layout="paras"),
    dict(fx=("seriea", "TOR", "GEN", "2026-11-29", "11:30"), fam="total", outcome="under", line=2.5,
         question="Will Torino FC vs. Genoa CFC finish under 2.5 goals?",
         out=("The Market shall resolve \"Yes\" if the aggregate number of goals scored by both teams "
              "in the {comp} match between {home} and {away} on {date_long} is two (2) or fewer. "
              "If three (3) or more goals are scored, the Market shall resolve \"No\".",
              ["legal", "number_words_and_numerals"]),
         clauses=["S1.b", "P1.b", "C2.b", "R1.b"], layout="one_para"),
    dict(fx=("bundesliga", "VFB", "SCF", "2027-04-24", "13:30"), fam="total", outcome="over", line=3.5,
         out=("Over 3.5 goals = Yes (so 4+ goals). 3 or fewer = No. {home} v {away}, {date_short}.",
              ["terse", "numerals"]),
         clauses=["S1.c", "P1.c", "C2.c", "R1.c", "R2.c"], layout="bullets"),
    dict(fx=("ligue1", "REN", "RCL", "2027-03-21", "16:15"), fam="total", outcome="over", line=1.5,
         out=("A \"Yes\" result is given if more than one goal is scored between {home} and {away} "
              "in {comp} on {date_long}; if one goal or none is scored, \"No\" is given.",
              ["passive", "number_words"]),
         clauses=["S1.d", "P4.e", "C2.d", "R1.d"], layout="numbered_paren"),
    dict(fx=("laliga", "CEL", "GET", "2026-08-30", "17:30"), fam="total", outcome="under", line=3.5,
         question="Will RC Celta de Vigo vs. Getafe CF finish under 3.5 goals?",
         out=("Will the goals be kept to three or fewer? If {home} and {away} score no more than three "
              "goals between them in their {comp} game on {date_long}, this market resolves "
              "\"Yes\"; four or more goals resolve it \"No\".",
              ["question_form", "number_words"]),
         clauses=["S1.h", "P1.f", "C2.g", "AB.j", "R1.g"], layout="paras"),
    dict(fx=("facup", "MID", "EVE", "2027-02-27", "17:45"), fam="total", outcome="over", line=2.5,
         out=("This market resolves \"Yes\" if at least three goals are scored in the {comp} "
              "fifth-round tie between {home} and {away} on {date_long}; otherwise \"No\".",
              ["plain", "number_words"]),
         clauses=["S5.a", "P1.d", "C2.e", "R1.a", "R2.d"], layout="paras"),
    # ------------------------------------------------------------------ btts (4)
    dict(fx=("epl", "LIV", "CHE", "2027-01-09", "17:30"), fam="btts", outcome="yes",
         out=("Both teams to score: \"Yes\" if {home} and {away} each score at least once in their "
              "{comp} match on {date_long}; \"No\" if either of them fails to score.",
              ["plain", "colon_joined"]),
         clauses=["S1.a", "P1.e", "C2.g", "R1.h", "R2.e"], layout="paras"),
    dict(fx=("eredivisie", "TWE", "UTR", "2026-10-04", "12:15"), fam="btts", outcome="yes",
         out=("The Market shall resolve \"Yes\" if each of {home} and {away} scores one (1) or more "
              "goals in the {comp} match scheduled for {date_long}, and \"No\" if either of them "
              "does not score.", ["legal", "number_words_and_numerals"]),
         clauses=["S1.b", "P4.g", "C2.b", "R1.b"], layout="numbered"),
    # No source stated anywhere, and resolutionSource is empty.
    dict(fx=("mls", "ATL", "PHI", "2027-05-01", "23:30"), fam="btts", outcome="yes",
         out=("Yes if both {home} and {away} find the net at least once on {date_us}; No otherwise.",
              ["american", "syn:find_the_net", "terse"]),
         clauses=["S1.f", "P1.i", "C2.f"], layout="qa", us=True, no_source=True,
         styles=["omits:source"]),
    dict(fx=("copadelrey", "DEP", "MLL", "2027-01-07", "20:00"), fam="btts", outcome="yes",
         out=("If {home} and {away} both score in their {comp} tie on {date_long}, the market "
              "resolves \"Yes\"; if one side or neither scores, \"No\".",
              ["condition_first", "joined"]),
         clauses=["S5.e", "P1.h", "C2.e", "R1.i"], layout="paras"),
    # ------------------------------------------------------------------ half (4)
    dict(fx=("laliga", "RAY", "ATM", "2026-12-20", "15:15"), fam="half", side="away", half="first",
         question="Will Club Atlético de Madrid lead at half-time on 2026-12-20?",
         out=("\"Yes\" if {team} are ahead of {opp} at the half-time interval of their {comp} match "
              "on {date_long}. \"No\" if the first half ends level or with {opp} ahead.",
              ["british", "syn:ahead"]),
         clauses=[T("scope", "Only the first half is considered: the score when the referee signals "
                             "half-time, first-half stoppage time included.", ["colon_joined"]),
                  "P1.a", "C2.a", "R1.a"], layout="paras"),
    dict(fx=("seriea", "INT", "COM", "2027-04-04", "18:45"), fam="half", outcome="draw", half="first",
         question="Will FC Internazionale Milano vs. Como 1907 be level at half-time?",
         out=("The Market shall resolve \"Yes\" if the score is level at the end of the first half "
              "(including any stoppage time added to the first half) of the {comp} match between "
              "{home} and {away} on {date_long}; otherwise the Market shall resolve \"No\".",
              ["legal", "parenthetical"]),
         clauses=["P1.b", "C2.b", "R1.b", "R2.b"], layout="paras"),
    dict(fx=("bundesliga", "TSG", "BMG", "2026-11-07", "14:30"), fam="half", side="away", half="second",
         question="Will Borussia Mönchengladbach win the second half on 2026-11-07?",
         out=("Second-half result only. Yes if {team} score more goals than {opp} after the interval. "
              "No if the second half is drawn or {opp} win it. Goals before half-time are ignored; "
              "so are extra time and penalties.", ["terse", "split_sentences"]),
         clauses=["P1.c", "C2.c", "R1.c"], layout="bullets"),
    dict(fx=("ligue1", "STR", "OL", "2027-02-28", "14:00"), fam="half", outcome="draw", half="second",
         question="Will the second half of RC Strasbourg Alsace vs. Olympique Lyonnais end level?",
         out=("This market looks only at goals scored after the break, up to the end of regulation "
              "time. If {home} and {away} score the same number of second-half goals (none each "
              "included), it resolves \"Yes\"; otherwise \"No\".",
              ["plain", "syn:after_the_break"]),
         clauses=["P4.a", "C2.g", "R1.d"], layout="headings"),
    # ------------------------------------------------------------------ exact score (4)
    dict(fx=("epl", "CHE", "NEW", "2027-03-06", "15:00"), fam="exact_score", outcome="2-1",
         out=("This market resolves \"Yes\" if the {comp} match between {home} and {away} on "
              "{date_long} finishes 2-1 to {home}. Any other final score resolves it \"No\".",
              ["plain", "numerals"]),
         clauses=["S1.a", "P1.a", "C3.a", "R1.a"], layout="paras"),
    dict(fx=("seriea", "FIO", "UDI", "2026-10-18", "13:00"), fam="exact_score", outcome="0-0",
         out=("Exact score 0-0. Yes if {home} and {away} play out a goalless draw on {date_short}; "
              "No for any other score.", ["terse", "syn:goalless"]),
         clauses=["S1.c", "P1.c", "C3.c", "R1.c"], layout="lines"),
    dict(fx=("ligue1", "NIC", "OL", "2027-01-24", "19:45"), fam="exact_score", outcome="1-2",
         question="Exact Score: OGC Nice 1-2 Olympique Lyonnais?",
         out=("Yes if {away} win 2-1 away at {home} in {comp} on {date_long}; any other scoreline is "
              "No.", ["away_first", "syn:scoreline"]),
         clauses=["S1.d", "P4.g", "C3.b", "R1.f"], layout="paras"),
    # No source stated anywhere, and resolutionSource is empty.
    dict(fx=("ligaportugal", "SCB", "VSC", "2026-11-22", "18:00"), fam="exact_score", outcome="1-1",
         out=("The Market shall resolve \"Yes\" if the {comp} match between {home} and {away} on "
              "{date_long} ends one goal apiece (1-1); otherwise \"No\".",
              ["legal", "number_words_and_numerals"]),
         clauses=["S1.b", "P1.b", "C3.f"], layout="numbered", no_source=True,
         styles=["omits:source"]),
    # ------------------------------------------------------------------ other (3)
    dict(fx=("laliga", "ATH", "BET", "2027-05-09", "16:30"), fam="other", side="home",
         question="Will Athletic Club score first against Real Betis Balompié?",
         smt="soccer_first_team_to_score", slug_suffix="first-to-score-bil",
         out=("This market resolves \"Yes\" if {team} score the opening goal of their {comp} match "
              "against {opp} on {date_long}. It resolves \"No\" if {opp} score first or if the match "
              "ends goalless.", ["plain", "syn:opening_goal"]),
         clauses=["S5.c", "P1.g", "C3.n1", "R1.h"], layout="paras"),
    dict(fx=("epl", "AVL", "WHU", "2026-12-30", "19:30"), fam="other", outcome="over", line=9.5,
         question="Aston Villa FC vs. West Ham United FC: Total Corners O/U 9.5",
         git="Corners O/U 9.5", smt="total_corners", wire_line=9.5, slug_suffix="corners-9pt5",
         out=("Yes if ten or more corner kicks are taken in total by {home} and {away} in their "
              "{comp} match on {date_long}; No if nine or fewer are taken.",
              ["passive", "number_words"]),
         clauses=["S1.d", "P1.d", "C2.d", "R1.f"], layout="headings"),
    dict(fx=("epl", "MCI", "BRE", "2027-04-10", "14:00"), fam="other", outcome="yes",
         question="Will Erling Haaland score vs. Brentford FC?",
         git="Erling Haaland", smt="soccer_anytime_goalscorer", slug_suffix="haaland-anytime",
         out=("This market resolves \"Yes\" if Erling Haaland scores at least one goal for {home} "
              "against {away} in the {comp} on {date_long}. Own goals do not count. If he does not "
              "take part in the match, it resolves \"No\".", ["plain", "split_sentences"]),
         clauses=["S5.g", "P1.e", "C2.a", "R1.a", "R2.a"], layout="paras"),
]


def _fill(text, c):
    return text.format(**c)


def build():
    legs = []
    for n, spec in enumerate(SPECS, 1):
        legs.append(build_leg(n, spec))
    return legs


def build_leg(n, spec):
    fx = spec["fx"]
    comp = fx[0]
    ctx = fixture_ctx(fx, spec.get("side"))
    t = ctx["v1"]
    c = dict(ctx)
    c.update(t)
    c.pop("v1")
    c.pop("v2")
    c["body_cap"] = c["body"][0].upper() + c["body"][1:]
    fam = spec["fam"]

    # outcome
    if fam in ("win", "advance", "spread", "other") and spec.get("side"):
        outcome = t["team"]
    elif fam == "draw":
        outcome = "draw"
    elif fam == "half" and spec.get("side"):
        outcome = t["team"]
    else:
        outcome = spec["outcome"]

    # clauses
    out = spec["out"]
    if isinstance(out, str):
        oc = V1[out]
    else:
        oc = ("outcome", None, out[0], out[1], None)
    clauses = [oc]
    for ref in spec["clauses"]:
        clauses.append(V1[ref] if isinstance(ref, str) else ref)
    sections = [(cl[0], _fill(cl[2], c)) for cl in clauses]
    description = render(sections, spec["layout"], n, us=spec.get("us", False))

    override = dict(spec.get("exp", {}))
    override["family"] = fam
    override["outcome"] = outcome
    override["line"] = spec.get("line")
    override["half"] = spec.get("half")
    if fam == "half":
        override["scope"] = None
    exp, meanings = derive(fam, outcome, clauses, override)
    meanings = order_meanings(fam, meanings + spec.get("extra_meanings", []))

    styles = set(spec.get("styles", []))
    for cl in clauses:
        styles.update(cl[3])
    styles.add("layout:" + spec["layout"])

    # market
    cm = COMPS[comp]
    date = c["date_iso"]
    base_slug = "%s-%s-%s-%s" % (cm["slug"], t["home_slug"], t["away_slug"], date)
    more = False
    wire_line = None
    if fam == "win":
        question = "Will %s win on %s?" % (t["team"], date)
        git = t["team"]
        smt = "moneyline"
        slug = "%s-%s" % (base_slug, t["home_slug"] if spec["side"] == "home" else t["away_slug"])
    elif fam == "draw":
        question = "Will %s vs. %s end in a draw?" % (t["home"], t["away"])
        git = "Draw (%s vs. %s)" % (t["home"], t["away"])
        smt = "moneyline"
        slug = base_slug + "-draw"
    elif fam == "advance":
        question = spec["question"]
        git = t["team"]
        smt = "soccer_to_advance"
        code = t["home_slug"] if spec["side"] == "home" else t["away_slug"]
        slug = "%s-advance-%s" % (base_slug, code)
    elif fam == "spread":
        line = spec["line"]
        question = "Spread: %s (-%s)" % (t["team"], line)
        git = "%s (-%s)" % (t["team"], line)
        smt = "spreads"
        wire_line = -line
        slug = "%s-spread-%s-%spt5" % (base_slug, spec["side"], int(line))
        more = True
    elif fam == "total":
        line = spec["line"]
        question = spec.get("question", "%s vs. %s: O/U %s" % (t["home"], t["away"], line))
        git = "O/U %s" % line
        smt = "totals"
        wire_line = line
        slug = "%s-total-%spt5" % (base_slug, int(line))
        more = True
    elif fam == "btts":
        question = "%s vs. %s: Both Teams to Score" % (t["home"], t["away"])
        git = "Both Teams to Score"
        smt = "both_teams_to_score"
        slug = base_slug + "-btts"
        more = True
    elif fam == "half":
        question = spec["question"]
        smt = "first_half_moneyline" if spec["half"] == "first" else "second_half_moneyline"
        pre = "1H" if spec["half"] == "first" else "2H"
        if outcome == "draw":
            git = "%s Draw (%s vs. %s)" % (pre, t["home"], t["away"])
            slug = "%s-%s-draw" % (base_slug, pre.lower())
        else:
            git = "%s %s" % (pre, t["team"])
            code = t["home_slug"] if spec["side"] == "home" else t["away_slug"]
            slug = "%s-%s-%s" % (base_slug, pre.lower(), code)
        more = True
    elif fam == "exact_score":
        question = spec.get("question", "%s vs. %s: Exact Score %s" % (t["home"], t["away"], outcome))
        git = "Exact Score: %s" % outcome
        smt = "exact_score"
        slug = "%s-exact-%s" % (base_slug, outcome)
        more = True
    else:  # other
        question = spec["question"]
        git = spec.get("git", t.get("team"))
        smt = spec["smt"]
        wire_line = spec.get("wire_line")
        slug = "%s-%s" % (base_slug, spec["slug_suffix"])
        more = True
    event_title = "%s vs. %s" % (t["home"], t["away"])
    if more:
        event_title += " - More Markets"
    market = {
        "id": str(5210000 + n * 137),
        "question": question,
        "slug": slug,
        "groupItemTitle": git,
        "sportsMarketType": smt,
        "line": wire_line,
        "outcomes": "[\"Yes\", \"No\"]",
        "description": description,
        "resolutionSource": "" if spec.get("no_source") else cm["site"],
        "event_title": event_title,
        "gameStartTime": c["game_start"],
    }
    leg = {
        "id": "k1-%03d" % n,
        "venue": "venue_one",
        "styles": sorted(styles),
        "meanings": meanings,
        "home": t["home"],
        "away": t["away"],
        "competition": comp,
        "market": market,
        "expected": exp,
    }
    if spec.get("why"):
        leg["_why"] = spec["why"]
    leg["_clauses"] = [(cl[1], cl[2], tuple(cl[3]), spec["layout"]) for cl in clauses if cl[1] and cl[0] != "outcome"]
    return leg
