"""venue_one legs of held-out set (g).

Banks hold several wordings of each meaning; each entry is (text, styles).
A spec table picks fixture, family, side, clauses and layout; wordings rotate
through the banks.  specials() holds hand-written whole texts (ambiguous legs,
FAQ, legal drafting, terse notes) with their expected record stated inline.
"""

import json

from common import (COMPS, TEAMS, NUM_WORDS, Rotor, date_v1, layout, line_str)

# ---------------------------------------------------------------------------
# Outcome banks
# ---------------------------------------------------------------------------

WIN = [
    ("This market settles Yes if {team} beat {opp} in the {comp} fixture played on {date}. A draw, or a win for {opp}, settles it No.",
     ["result_first", "active", "british"]),
    ("Should {team} defeat {opp} in their {comp} meeting on {date}, Yes wins; any other final outcome means No.",
     ["condition_first", "syn:defeat"]),
    ("Resolution: YES if {team} record a victory over {opp} ({comp}, {date}); NO in every other case.",
     ["terse", "colon_label", "syn:victory"]),
    ("{team} need to get the better of {opp} in the {comp} game slated for {date} for this contract to pay out. A stalemate or a defeat resolves it to No.",
     ["syn:get_the_better_of", "syn:stalemate", "result_first"]),
    ("Does {team} come away with the win against {opp} on {date}? If so, the market resolves Yes; a tie or a loss resolves it No. (Competition: {comp}.)",
     ["question_form", "american", "syn:tie"]),
    ("In the event that {team} overcome {opp} in the {comp} encounter dated {date}, the market is resolved \"Yes\"; otherwise it is resolved \"No\".",
     ["legal", "passive", "syn:overcome"]),
    ("Yes = {team} victory over {opp}, {comp}, {date}. No = draw or {opp} victory.",
     ["terse", "equation"]),
    ("A triumph for {team} against {opp} in {comp} play on {date} makes this market Yes. If the points are shared or {opp} prevail, it goes No.",
     ["syn:triumph", "syn:points_shared", "syn:prevail"]),
]

DRAW = [
    ("Yes if {home} and {away} finish level in their {comp} fixture on {date}; a winner either way means No.",
     ["terse", "syn:level"]),
    ("This market asks whether the {comp} match between {home} and {away} on {date} ends all square. Tied: Yes. Not tied: No.",
     ["syn:all_square", "split_sentences"]),
    ("Should neither {home} nor {away} come out ahead when they meet on {date} ({comp}), the contract resolves Yes. If one side wins, it resolves No.",
     ["condition_first", "syn:come_out_ahead"]),
    ("Resolves YES on a drawn result between {home} and {away} in the {comp} on {date}; resolves NO if either side takes the win.",
     ["caps", "joined_sentence"]),
    ("A stalemate between {home} and {away} on {date}, goalless or not, settles this market at Yes. Any decisive scoreline settles it at No.",
     ["syn:stalemate", "syn:goalless", "result_first"]),
    ("The market pays out if the {comp} clash of {home} and {away}, due on {date}, produces the same number of goals for both teams. If the totals differ, No.",
     ["syn:same_number_of_goals", "future_ref"]),
    ("{home} v {away}, {comp}, {date}: Yes if it's a draw, No if there's a winner.",
     ["terse", "british", "contraction"]),
]

SPREAD = [
    ("Yes if {team} beat {opp} by {margin} in the {comp} game on {date}. A narrower {team} win, a draw or a win for {opp} is No.",
     ["terse", "number_words"]),
    ("This market pays Yes only when {team} win by a margin greater than {lstr} goals against {opp} ({comp}, {date}); in every other case, No.",
     ["numerals", "joined_sentence"]),
    ("{team} -{lstr}: resolves Yes if {team}'s winning margin over {opp} on {date} is {margin}; otherwise No.",
     ["handicap_label", "terse"]),
    ("Handicap market. {team} start with a {lstr}-goal deficit against {opp} in the {comp} fixture of {date}; Yes if they still finish ahead once it is applied, No if not.",
     ["handicap_explained", "british"]),
]

TOTAL_OVER = [
    ("Yes if {home} and {away} score {n_over_word} goals or more between them in their {comp} match on {date}; otherwise No.",
     ["number_words"]),
    ("This market resolves Yes when the combined goal count of the {comp} match {home} v {away} ({date}) is higher than {lstr}. If it is {n_under} or fewer, No.",
     ["numerals", "split_sentences"]),
    ("Over {lstr}: Yes if at least {n_over_num} goals are scored in total by the two sides on {date} ({comp}).",
     ["terse", "label_first"]),
]

TOTAL_UNDER = [
    ("Yes if the {comp} meeting of {home} and {away} on {date} produces no more than {n_under} goals in total; No if there are more.",
     ["number_words", "syn:no_more_than"]),
    ("Under {lstr} goals ({home} vs. {away}, {date}): Yes when the two teams combine for fewer than {n_over_num} goals.",
     ["label_first", "numerals"]),
    ("This resolves No as soon as the match total reaches {n_over_word}; if the {comp} game on {date} finishes with {n_under} goals or fewer between {home} and {away}, it resolves Yes.",
     ["no_first", "number_words"]),
]

BTTS_YES = [
    ("Yes if both {home} and {away} find the net at least once in their {comp} game on {date}; No if either side fails to score.",
     ["syn:find_the_net"]),
    ("For Yes, each team must score one or more goals in the {date} fixture ({comp}). A clean sheet for either side means No.",
     ["syn:clean_sheet", "condition_first"]),
    ("Both sides on the scoresheet on {date} = Yes. Either team kept scoreless = No.",
     ["terse", "equation"]),
]

FTTS = [
    ("Yes if {team} are the first side to score in the {comp} match against {opp} on {date}. If {opp} score first or nobody scores, No.",
     ["british", "result_first"]),
    ("The question: will {team} open the scoring against {opp} ({comp}, {date})? Yes if they do; No if {opp} net first or the game ends goalless.",
     ["question_form", "syn:open_the_scoring"]),
    ("Yes when the first goal of the {date} {comp} fixture between {home} and {away} is credited to {team}; No otherwise. Own goals count for the team that benefits.",
     ["passive", "own_goal_note"]),
]

ADVANCE = [
    ("Yes if {team} go through to the next round at the expense of {opp}, whichever way the tie is decided: on aggregate, in extra time or on penalties. No if {opp} progress.",
     ["syn:go_through", "british"]),
    ("This market is two-way. It resolves Yes if {team} qualify from the tie against {opp}; extra time and a penalty shoot-out both count. It resolves No if {opp} qualify.",
     ["two_way_note", "syn:qualify"]),
    ("Will {team} advance? Yes once {team} are confirmed as winners of the {round} against {opp}, after extra time and penalties if needed; No if they are eliminated.",
     ["question_form", "syn:eliminated"]),
]

# ---------------------------------------------------------------------------
# Clause banks
# ---------------------------------------------------------------------------

S1 = [
    ("Only regular playing time counts: the ninety minutes and whatever time the officials add on.", ["number_words", "colon"]),
    ("What matters is the position when the referee ends normal time, stoppage included; extra periods and shoot-outs are disregarded.", ["syn:normal_time", "semicolon"]),
    ("Scope: regulation only (90' + added time). Extra time and spot-kicks are excluded.", ["terse", "syn:spot_kicks"]),
    ("The scoreline taken is the one at the end of regular time, which includes injury time but nothing after it.", ["syn:injury_time"]),
    ("For settlement, the match is the standard 90 minutes together with stoppage time; any extra time or penalty shoot-out falls outside this market.", ["numerals"]),
    ("We go by normal play alone: stoppage time in, extra time and penalties out.", ["first_person", "terse"]),
    ("Anything that happens after regulation (90 minutes plus added time) is ignored, including extra time and a shoot-out.", ["negative_form"]),
    ("Settlement reflects 90 minutes of regulation and its stoppage time, and nothing more.", ["terse"]),
    ("Counting period: ninety (90) minutes of regulation plus any added time. Extra time: not counted. Penalties: not counted.", ["legal_numbers", "colon_label"]),
]

S5 = [
    ("Every minute of the match counts for this market, including stoppage time and any extra time that may be played; a penalty shoot-out is not part of it.", ["syn:every_minute"]),
    ("The whole game is considered: regulation, added time and, if it happens, extra time. Penalties taken in a shoot-out do not add to anyone's tally.", ["colon", "split_sentences"]),
    ("Goals in extra time, if any is played, count as well; the shoot-out does not.", ["terse"]),
    ("This market covers the entire game, extra time included but shoot-out excluded.", ["terse"]),
    ("All goals in the match count, including any scored in extra time; kicks in a penalty shoot-out are not goals.", ["numerals"]),
]

P1 = [
    ("If the game is postponed, the market simply remains open and is resolved once the match actually takes place, whenever that turns out to be.", ["condition_first"]),
    ("A postponement does not trigger early settlement; the market continues until the rearranged fixture has been completed.", ["british", "syn:rearranged"]),
    ("Postponed? Then the market waits for the rearranged match, with no cut-off date.", ["question_form", "terse"]),
    ("Where the fixture is moved to a later date, this market stays live until that later match has been played and resolves on its result.", ["syn:moved", "legal"]),
    ("A delayed kick-off, even by several weeks, leaves the market open: it settles only on the outcome of the game once it is eventually played.", ["syn:delayed", "british"]),
    ("In case of postponement, the market is kept open without limit pending completion of the match.", ["passive", "legal"]),
    ("Should the match be pushed back, resolution is deferred until the game has been contested, however long that takes.", ["syn:pushed_back", "passive"]),
]

P4 = [
    ("A postponed match that has not been given a new date within fourteen days will see the market settled at its last fair price, measured at the moment the postponement was announced.", ["number_words", "future"]),
    ("Postponement: if no new date inside two weeks is fixed, settlement is at the most recent fair price recorded before news of the postponement broke.", ["colon_label", "syn:two_weeks"]),
    ("If the fixture slips and isn't rearranged to be played within a fortnight, the contract closes at the final fair market value prevailing when the delay was made public.", ["syn:fortnight", "syn:slips", "british"]),
    ("Where a delayed game is not re-scheduled inside 336 hours, the market will be settled using its last fair price at the time the delay was announced.", ["numerals", "hours_count"]),
    ("Should the rearranged date lie more than 14 days away, or should no new date be set, the market resolves to the last fair price observed when the postponement was declared.", ["numerals", "condition_first"]),
    ("Postponed and no make-up within 2 weeks: resolves at the last fair market price as of the postponement notice.", ["terse"]),
]

C1_WIN = [
    ("If the match is called off altogether and never replayed, this market resolves No.", ["syn:called_off"]),
    ("Cancellation without a replacement fixture counts as No for this market.", ["terse", "british"]),
    ("Should the game be scrapped entirely, with no make-up date, the answer is No.", ["syn:scrapped"]),
    ("A fixture cancelled outright and not rearranged is treated as a draw, so this market settles No.", ["treated_as_draw"]),
    ("In the event of an outright cancellation (no rescheduled game), the market is resolved to No.", ["legal", "passive"]),
    ("If the match never happens (canceled and not made up), No.", ["american_spelling", "terse"]),
    ("Cancelled and not rescheduled: resolves to No.", ["terse", "british_spelling"]),
]

C1_DRAW = [
    ("If the fixture is cancelled and never replayed, this market resolves Yes.", ["british_spelling"]),
    ("An outright cancellation with no replacement game is settled as a draw, which means Yes here.", ["treated_as_draw"]),
    ("Should the match be scrapped and not made up, the answer is Yes.", ["syn:scrapped"]),
    ("If the game is canceled for good, this contract pays Yes.", ["american_spelling", "syn:for_good"]),
    ("Cancellation with no make-up match: this market resolves to Yes, as if the teams had drawn.", ["colon_label"]),
    ("If the match is called off permanently, settlement is Yes.", ["syn:called_off"]),
]

C2 = [
    ("If the game is cancelled without a make-up date, the market resolves 50-50.", ["numerals"]),
    ("Cancelled with no replacement fixture: each share settles at $0.50.", ["terse", "dollar_amount"]),
    ("Should the fixture be scrapped entirely, the market is split down the middle, with Yes and No each paid half.", ["syn:split_down_the_middle"]),
    ("A permanent cancellation settles this market at an even split (0.5 / 0.5).", ["syn:even_split"]),
    ("In case of a canceled match that is not replayed, settlement is fifty-fifty.", ["number_words", "american_spelling"]),
    ("Cancellation: 50/50 resolution.", ["terse"]),
    ("If the match is called off and never made up, both outcomes pay 50 cents.", ["syn:called_off", "cents"]),
]

C3_EXACT = [
    ("If the match is cancelled and no replacement game is staged, this market is settled as though the final score were 0-0.", ["subjunctive"]),
    ("Cancellation (no replay) makes the official answer for this market 0-0.", ["terse"]),
    ("Where the match is scrapped for good, the correct-score market resolves to 0-0.", ["syn:scrapped"]),
    ("If the fixture is canceled and never rearranged, 0-0 is deemed the winning score.", ["american_spelling", "legal"]),
]

C3_FTTS = [
    ("If the game is called off without a make-up date, the market resolves to \"Neither\".", ["syn:called_off"]),
    ("Should the match be canceled entirely, \"Neither\" (no team scored first) is treated as the winning outcome, so this market is No.", ["american_spelling"]),
    ("Cancellation with no rescheduling: the Neither outcome wins.", ["terse"]),
]

R1 = [
    ("Primary source: the official figures of {body}. Fallback: if nothing official is out within 2 hours of full time, a consensus of credible reporting.", ["colon_label", "numerals"]),
    ("Official statistics from {body} decide this market; should they still be unavailable two hours after the match finishes, the resolver may rely on broad agreement among reputable news outlets.", ["number_words", "syn:reputable"]),
    ("We resolve using the governing body's official record. If that record isn't available within 2 hrs of the end of the game, we use what reliable media sources agree on.", ["first_person", "abbrev_hrs"]),
    ("Official data published at {site} is the source of truth. If the official data is still missing 120 minutes after the game, a credible-reporting consensus applies.", ["minutes_count", "url"]),
    ("Official statistics, as recognised by the organisers, are used to resolve. If they are not out within two hours of the match ending, reports from trustworthy outlets that agree with one another will be used instead.", ["british_spelling", "passive"]),
    ("Data source: the organiser's official result. Backup: agreement among credible sports reporting, used only if the official result has not appeared within two hours.", ["colon_label", "british_spelling"]),
    ("The result will be taken from {body}'s official statistics or, where those lag by more than two hours after the match, from the consensus of reputable reporting.", ["future", "joined_sentence"]),
    ("Resolution is based on official match data recognized by {body}; if such data has not been released within two (2) hours after the final whistle, the market may be resolved on a consensus of credible sources.", ["legal_numbers", "american_spelling"]),
]

R2 = [
    ("Once this market has resolved, later changes to the official score (for example, a goal reassigned or a result overturned) will not alter it.", ["example"]),
    ("Post-settlement amendments to the result are disregarded.", ["terse", "passive"]),
    ("Resolution is final: any revision of the scoreline made afterwards has no effect.", ["colon"]),
    ("Corrections to the score made after the market resolves will be ignored.", ["future", "passive"]),
    ("The market is settled on the final official result as it stands at resolution; it is not reopened for later revisions.", ["semicolon"]),
    ("Any retroactive change to the result after settlement, such as an appeal or a disciplinary ruling, won't be reflected.", ["contraction", "example"]),
    ("A later score correction doesn't reopen a resolved market.", ["terse", "contraction"]),
]

AB = {
    "as_cancelled": [
        ("A match abandoned partway through and not completed is handled exactly like a cancellation.", ["syn:abandoned"]),
        ("If play is abandoned and the game is neither resumed nor replayed, the cancellation rule above applies.", ["cross_reference"]),
        ("Abandonment (a match started but not finished) is treated as cancellation for the purposes of this market.", ["definition", "legal"]),
    ],
    "50-50": [("If the game is abandoned after kickoff and never finished, the market settles 50-50.", ["numerals"])],
    "no": [("An abandoned match, meaning one stopped and not completed, resolves No.", ["definition"])],
    "last_price": [("If a match is abandoned after it starts, the market resolves at the final price it traded at before the stoppage.", ["syn:last_traded"])],
}

NOTES = [
    ("Separate markets cover the other results of this fixture.", ["noise:other_markets"]),
    ("Scores shown on the event page during play come from a live feed and may lag; they are not used for resolution.", ["noise:score_display"]),
    ("Trading may be paused briefly after a goal is scored.", ["noise:trading"]),
    ("Goalscorer, corners and totals markets for this game are listed under \"More markets\".", ["noise:other_markets"]),
    ("Displayed prices are indicative only.", ["noise:prices"]),
    ("The league's website may show provisional scores during the match; only the final result matters here.", ["noise:score_display"]),
    ("Orders can be placed at any time until the market closes.", ["noise:trading"]),
]

# ---------------------------------------------------------------------------
# Specs
# ---------------------------------------------------------------------------

def S(c, h, a, d, t, fam, side, **kw):
    kw.update(dict(c=c, h=h, a=a, d=d, t=t, fam=fam, side=side))
    return kw


SPECS = [
    S("epl", "ars", "che", "2026-09-19", 16, "win", "home", r2=True, lay="paras"),
    S("epl", "ars", "che", "2026-09-19", 16, "draw", "draw", note=True, lay="paras"),
    S("epl", "liv", "mac", "2026-10-03", 11, "win", "away", p="P4", lay="bullets"),
    S("laliga", "rea", "bar", "2026-10-25", 15, "win", "home", ab="as_cancelled", lay="paras"),
    S("laliga", "rea", "bar", "2026-10-25", 15, "draw", "draw", r2=True, lay="numbered"),
    S("laliga", "mad", "bet", "2026-11-08", 20, "win", "away", p="P4", r2=True, lay="one"),
    S("bundesliga", "bay", "dor", "2026-11-21", 17, "win", "home", note=True, lay="headings"),
    S("seriea", "int", "acm", "2026-09-27", 18, "win", "away", ab="50-50", lay="paras"),
    S("seriea", "juv", "nap", "2026-12-13", 19, "draw", "draw", r2=True, lay="lines"),
    S("ligue1", "par", "olm", "2026-10-18", 19, "win", "home", lay="mdheadings"),
    S("ligue1", "lyo", "mon", "2027-01-17", 14, "draw", "draw", p="P4", ab="as_cancelled", lay="paras"),
    S("eredivisie", "aja", "psv", "2026-10-25", 13, "win", "home", r2=True, note=True, lay="paras"),
    S("eredivisie", "fey", "az", "2026-11-29", 15, "draw", "draw", lay="dashes"),
    S("belgian_pro_league", "bru", "and", "2026-11-01", 17, "win", "away", ab="no", lay="paras"),
    S("ligamx", "ame", "gua", "2026-09-12", 2, "win", "home", p="P4", note=True, lay="one"),
    S("brasileirao", "pal", "fla", "2026-08-30", 22, "win", "home", r2=True, lay="one"),
    S("mls", "mia", "lag", "2026-08-22", 23, "win", "away", p="P4", lay="lines"),
    S("mls", "clb", "cin", "2026-09-26", 23, "draw", "draw", p="P4", r2=True, lay="paras"),
    S("wc", "esp", "civ", "2026-06-15", 19, "win", "home", r2=True, lay="paras"),
    S("wc", "eng", "ger", "2026-06-20", 20, "draw", "draw", note=True, lay="headings"),
    S("copa_america", "arg", "uru", "2028-06-20", 23, "win", "home", lay="paras"),
    S("uecl", "che", "bet", "2026-10-22", 19, "win", "home", p="P4", lay="numbered"),
    S("epl", "new", "tot", "2026-12-26", 15, "win", "home", ab="last_price", lay="paras"),
    # spreads
    S("epl", "ars", "che", "2026-09-19", 16, "spread", "home", line=1.5, lay="paras"),
    S("laliga", "rea", "bar", "2026-10-25", 15, "spread", "away", line=1.5, r2=True, lay="paras"),
    S("seriea", "int", "acm", "2026-09-27", 18, "spread", "home", line=2.5, note=True, lay="one"),
    S("eredivisie", "psv", "twe", "2026-12-06", 15, "spread", "home", line=1.5, p="P4", lay="bullets"),
    # totals
    S("epl", "liv", "mac", "2026-10-03", 11, "total", "over", line=2.5, lay="paras"),
    S("bundesliga", "bay", "dor", "2026-11-21", 17, "total", "over", line=3.5, r2=True, lay="paras"),
    S("ligue1", "par", "olm", "2026-10-18", 19, "total", "under", line=2.5, p="P4", lay="lines"),
    S("mls", "mia", "lag", "2026-08-22", 23, "total", "under", line=3.5, lay="dashes"),
    S("belgian_pro_league", "gen", "usg", "2026-12-13", 15, "total", "over", line=2.5, ab="as_cancelled", lay="paras"),
    S("uel", "tot", "rom", "2027-03-18", 20, "total", "under", line=2.5, scope="S5", rnd="round-of-16 second leg", lay="paras"),
    # btts
    S("epl", "ars", "che", "2026-09-19", 16, "btts", "yes", lay="one"),
    S("laliga", "mad", "bet", "2026-11-08", 20, "btts", "yes", r2=True, lay="paras"),
    S("brasileirao", "fla", "cor", "2026-10-11", 21, "btts", "yes", p="P4", lay="paras"),
    S("seriea", "juv", "nap", "2026-12-13", 19, "btts", "no", lay="paras",
      out="This market resolves Yes if at least one of {home} and {away} fails to score in their {comp} match on {date}, and No if both teams score.",
      out_styles=["negated_market"]),
    # halves
    S("epl", "liv", "mac", "2026-10-03", 11, "half", "home", half="first", lay="paras",
      out="Yes if {team} are ahead at half-time in the {comp} match against {opp} on {date}. Level or behind at the break: No. Only the first 45 minutes and their stoppage time count.",
      out_styles=["syn:half_time", "syn:break"]),
    S("bundesliga", "bay", "dor", "2026-11-21", 17, "half", "draw", half="first", lay="lines",
      out="Yes if {home} and {away} go in level at the interval on {date} ({comp}). Only first-half goals, including any in time added before the break, count; No otherwise.",
      out_styles=["syn:interval", "british"]),
    S("ligamx", "ame", "gua", "2026-09-12", 2, "half", "away", half="second", lay="paras",
      out="This market is about the second half alone: Yes if {team} score more goals than {opp} after the restart, second-half stoppage time included. Goals from the first half are ignored. Competition: {comp}, {date}.",
      out_styles=["syn:restart", "colon"]),
    S("ligue1", "par", "olm", "2026-10-18", 19, "half", "home", half="second", r2=True, lay="paras",
      out="Second-half result market. Only goals scored between the start of the second half and the final whistle of normal time count. Yes if {team} win that half against {opp}; No if it is drawn or lost. ({comp}, {date})",
      out_styles=["label_first", "terse"]),
    S("seriea", "ata", "bol", "2027-02-21", 14, "half", "away", half="first", p="P4", lay="dashes",
      out="Will {team} be in front at the interval against {opp}? Yes if they lead once the first 45 minutes and the time added to them are over ({comp}, {date}); No if level or trailing.",
      out_styles=["question_form", "syn:interval", "syn:in_front"]),
    S("eredivisie", "fey", "az", "2026-11-29", 15, "half", "draw", half="second", r2=True, lay="paras",
      out="Yes if the second half of {home} v {away} ({comp}, {date}) is drawn, meaning both teams score the same number of goals after the interval, a goalless second half included. The half-time score does not matter.",
      out_styles=["definition", "syn:interval"]),
    # exact score
    S("epl", "new", "tot", "2026-12-26", 15, "exact_score", "2-1", lay="paras",
      out="Yes if the {comp} game between {home} and {away} on {date} ends 2-1 (home goals first); any other score is No.",
      out_styles=["numerals"]),
    S("laliga", "rea", "bar", "2026-10-25", 15, "exact_score", "0-0", r2=True, lay="paras",
      out="Yes if {home} and {away} play out a goalless draw (0-0) on {date} in {comp}; No if anyone scores.",
      out_styles=["syn:goalless"]),
    S("eredivisie", "aja", "psv", "2026-10-25", 13, "exact_score", "1-3", lay="paras",
      out="Correct score: {away} win 3-1 away at {home} on {date} ({comp}). Yes only if the match finishes exactly that way.",
      out_styles=["away_named_first", "terse"]),
    S("seriea", "int", "acm", "2026-09-27", 18, "exact_score", "1-1", lay="one",
      out="This market pays if {home} v {away} on {date} finishes with one goal apiece.",
      out_styles=["number_words", "syn:apiece"]),
    # other
    S("epl", "ars", "che", "2026-09-19", 16, "other", "home", sub="ftts", scope="S5", lay="paras"),
    S("wc", "esp", "civ", "2026-06-15", 19, "other", "away", sub="ftts", scope="S5", lay="paras"),
    S("mls", "mia", "lag", "2026-08-22", 23, "other", "away", sub="ftts", scope="S5", r2=True, lay="bullets"),
    S("laliga", "rea", "bar", "2026-10-25", 15, "other", "over", sub="corners", line=9.5, lay="paras",
      out="Yes if the two teams take 10 or more corner kicks combined in the {comp} match {home} vs. {away} on {date}; otherwise No. Corners are counted over 90 minutes plus stoppage time only.",
      out_styles=["numerals"], inline_scope="S1"),
    S("seriea", "juv", "nap", "2026-12-13", 19, "other", "yes", sub="red", lay="paras",
      out="Yes if a red card (straight, or a second yellow) is shown to any player of {home} or {away} during regular time of the {date} {comp} game, stoppage included. No otherwise. Cards shown to staff or to substitutes on the bench do not count.",
      out_styles=["parenthetical"], inline_scope="S1"),
    # advance
    S("ucl", "rea", "mac", "2027-03-17", 20, "advance", "home", rnd="round-of-16 tie", lay="paras", smt="soccer_to_advance"),
    S("wc", "fra", "ned", "2026-07-04", 20, "advance", "away", rnd="round-of-16 match", lay="paras", smt="moneyline"),
    S("uecl", "bet", "fio", "2027-05-06", 19, "advance", "home", rnd="semi-final", lay="lines", smt="soccer_to_advance"),
]

# ---------------------------------------------------------------------------
# Build
# ---------------------------------------------------------------------------

NUMS = {1.5: (2, 1), 2.5: (3, 2), 3.5: (4, 3)}
MARGIN = {1.5: ["two goals or more", "at least two clear goals", "2+ goals"],
          2.5: ["three goals or more", "at least three clear goals", "3+ goals"]}


def _fixture(spec):
    comp = COMPS[spec["c"]]
    home = TEAMS[spec["c"]][spec["h"]]
    away = TEAMS[spec["c"]][spec["a"]]
    return comp, home, away


def build_market(n, spec, home, away, comp, description):
    fam, side, d = spec["fam"], spec["side"], spec["d"]
    pre = comp[2]
    base = "%s-%s-%s-%s" % (pre, home[1], away[1], d)
    H, A = home[0], away[0]
    team = home if side == "home" else away
    opp = away if side == "home" else home
    line = None
    smt = "moneyline"
    if fam == "win":
        q, git, slug = "Will %s win on %s?" % (team[0], d), team[0], base + "-" + team[1]
    elif fam == "draw":
        q, git, slug = "Will %s vs. %s end in a draw?" % (H, A), "Draw (%s vs. %s)" % (H, A), base + "-draw"
    elif fam == "advance":
        q = "Will %s advance past %s?" % (team[0], opp[0])
        git, slug, smt = team[0], base + "-advance-" + team[1], spec["smt"]
    elif fam == "spread":
        l = spec["line"]
        q = "Spread: %s (-%s)" % (team[0], line_str(l))
        git = "%s (-%s)" % (team[0], line_str(l))
        slug = "%s-spread-%s-%spt5" % (base, side, int(l))
        smt, line = "spreads", -l
    elif fam == "total":
        l = spec["line"]
        word = "Over" if side == "over" else "Under"
        q = "%s vs. %s: %s %s goals?" % (H, A, word, line_str(l))
        git = "%s %s" % (word, line_str(l))
        slug = "%s-total-%s-%spt5" % (base, side, int(l))
        smt, line = "totals", l
    elif fam == "btts":
        if side == "yes":
            q, git = "%s vs. %s: Both teams to score?" % (H, A), "Both Teams to Score"
        else:
            q, git = "%s vs. %s: Will at least one team fail to score?" % (H, A), "BTTS: No"
        slug, smt = base + "-btts-" + side, "both_teams_to_score"
    elif fam == "half":
        if spec["half"] == "first":
            if side == "draw":
                q, git = "Will %s vs. %s be level at half-time?" % (H, A), "Half-time draw"
            else:
                q, git = "Will %s lead at half-time? (%s vs. %s)" % (team[0], H, A), "%s at half-time" % team[0]
            smt = "soccer_halftime_result"
            slug = base + "-1h-" + (side if side == "draw" else team[1])
        elif side == "draw":
            q, git = "Will the second half of %s vs. %s be drawn?" % (H, A), "2nd half draw"
            smt = "soccer_second_half_result"
            slug = base + "-2h-draw"
        else:
            q, git = "Will %s win the second half? (%s vs. %s)" % (team[0], H, A), "%s 2nd half" % team[0]
            smt = "soccer_second_half_result"
            slug = base + "-2h-" + team[1]
    elif fam == "exact_score":
        q = "Exact score: %s %s %s?" % (H, side, A)
        git, slug, smt = side, base + "-score-" + side, "soccer_exact_score"
    else:
        sub = spec["sub"]
        if sub == "ftts":
            q = "Will %s score first vs. %s?" % (team[0], opp[0])
            git, slug, smt = "%s first to score" % team[0], base + "-first-goal-" + team[1], "soccer_first_team_to_score"
        elif sub == "corners":
            l = spec["line"]
            q = "%s vs. %s: Over %s corners?" % (H, A, line_str(l))
            git, slug, smt, line = "Over %s corners" % line_str(l), base + "-corners-over-%dpt5" % int(l), "soccer_total_corners", l
        else:
            q = "Red card shown in %s vs. %s?" % (H, A)
            git, slug, smt = "Red card", base + "-red-card", "soccer_red_card"
    return {
        "id": str(5310000 + n * 173),
        "question": q,
        "slug": slug,
        "groupItemTitle": git,
        "sportsMarketType": smt,
        "line": line,
        "outcomes": json.dumps(["Yes", "No"]),
        "description": description,
        "resolutionSource": comp[5] if n % 4 else "",
        "event_title": "%s vs. %s" % (H, A),
        "gameStartTime": "%s %02d:00:00+00" % (spec["d"], spec["t"]),
    }


def build_generated(rot):
    legs = []
    for n, spec in enumerate(SPECS, 1):
        comp, home, away = _fixture(spec)
        fam, side = spec["fam"], spec["side"]
        team = home if side == "home" else away
        opp = away if side == "home" else home
        fmt = dict(team=team[0], opp=opp[0], home=home[0], away=away[0], comp=comp[0],
                   date=date_v1(spec["d"], n % 4), body=comp[4], site=comp[5],
                   round=spec.get("rnd", "tie"))
        if "line" in spec:
            l = spec["line"]
            o, u = NUMS.get(l, (10, 9))
            fmt.update(lstr=line_str(l), n_over_word=NUM_WORDS[o], n_over_num=str(o),
                       n_under=NUM_WORDS[u])
            if l in MARGIN:
                fmt["margin"] = MARGIN[l][n % 3]
        parts, styles, meanings, wordings = [], set(), ["F:" + fam], []

        def use(kind, bankname, bank, meaning=None):
            i, (text, st) = rot.pick(bankname, bank)
            parts.append((kind, text.format(**fmt)))
            styles.update(st)
            if meaning:
                if meaning not in meanings:
                    meanings.append(meaning)
                wordings.append((meaning, bankname, i))

        # outcome
        if "out" in spec:
            parts.append(("out", spec["out"].format(**fmt)))
            styles.update(spec.get("out_styles", []))
            if spec.get("inline_scope"):
                meanings.append(spec["inline_scope"])
                wordings.append((spec["inline_scope"], "inline", n))
        elif fam == "win":
            use("out", "WIN", WIN)
        elif fam == "draw":
            use("out", "DRAW", DRAW)
        elif fam == "spread":
            use("out", "SPREAD", SPREAD)
        elif fam == "total":
            use("out", "TOTAL_" + side, TOTAL_OVER if side == "over" else TOTAL_UNDER)
        elif fam == "btts":
            use("out", "BTTS", BTTS_YES)
        elif fam == "advance":
            use("out", "ADVANCE", ADVANCE, "S6")
        elif fam == "other" and spec["sub"] == "ftts":
            use("out", "FTTS", FTTS)
        # scope
        scope_m = spec.get("scope", "S1")
        if fam in ("half", "advance") or spec.get("inline_scope"):
            pass
        elif scope_m == "S5":
            use("scope", "S5", S5, "S5")
        else:
            use("scope", "S1", S1, "S1")
        # postponement
        p = spec.get("p", "P1")
        if p == "P1":
            use("post", "P1", P1, "P1")
        elif p == "P4":
            use("post", "P4", P4, "P4")
        # cancellation
        sub = spec.get("sub")
        if fam == "win":
            use("canc", "C1_WIN", C1_WIN, "C1")
            vc = "no"
        elif fam == "draw":
            use("canc", "C1_DRAW", C1_DRAW, "C1")
            vc = "yes"
        elif fam == "exact_score":
            use("canc", "C3_EXACT", C3_EXACT, "C3")
            vc = "yes" if side == "0-0" else "no"
        elif sub == "ftts":
            use("canc", "C3_FTTS", C3_FTTS, "C3")
            vc = "no"
        else:
            use("canc", "C2", C2, "C2")
            vc = "50-50"
        # abandonment
        ab = spec.get("ab")
        va = None
        if ab:
            use("ab", "AB_" + ab, AB[ab], "AB")
            va = vc if ab == "as_cancelled" else ab
        use("src", "R1", R1, "R1")
        if spec.get("r2"):
            use("rev", "R2", R2, "R2")
        if spec.get("note"):
            use("note", "NOTE", NOTES)
        lay = spec.get("lay", "paras")
        styles.add("layout:" + lay)
        desc = layout(parts, lay)
        market = build_market(n, spec, home, away, comp, desc)
        if fam in ("win", "advance", "spread") or (fam == "other" and sub == "ftts") or (fam == "half" and side != "draw"):
            outcome = team[0]
        elif fam in ("draw",) or (fam == "half" and side == "draw"):
            outcome = "draw"
        else:
            outcome = side
        if fam == "half":
            scope = None
        elif fam == "advance":
            scope = "penalties"
        elif scope_m == "S5":
            scope = "extra_time"
        else:
            scope = "regulation"
        timing = {"P1": ("open_until_played", "result"), "P4": (336, "last_price"), None: (None, None)}[p]
        expected = {
            "family": fam, "outcome": outcome,
            "line": spec.get("line") if fam in ("spread", "total", "other") else None,
            "half": spec.get("half"), "scope": scope,
            "source_primary": "official", "source_fallback": "consensus",
            "timing_window": timing[0], "void_cancelled": vc,
            "void_postponed_long": timing[1], "void_abandoned": va,
        }
        legs.append(dict(styles=sorted(styles), meanings=meanings, home=home[0], away=away[0],
                         competition=spec["c"], market=market, expected=expected,
                         _wordings=wordings))
    return legs


# ---------------------------------------------------------------------------
# Specials: hand-written whole texts, expected stated inline
# ---------------------------------------------------------------------------

def _exp(family, outcome, scope, sp, sf, tw, vc, vp, va, line=None, half=None):
    return {"family": family, "outcome": outcome, "line": line, "half": half, "scope": scope,
            "source_primary": sp, "source_fallback": sf, "timing_window": tw,
            "void_cancelled": vc, "void_postponed_long": vp, "void_abandoned": va}


SPECIALS = [
    # 1 FAQ, win leg
    dict(c="seriea", h="ata", a="bol", d="2027-02-21", t=14, fam="win", side="home",
         styles=["faq", "question_form", "british_spelling"],
         meanings=["F:win", "S1", "P1", "C1", "R1", "R2"],
         text=("Q: What does Yes mean?\nA: Yes means Atalanta BC beat Bologna FC 1909 in their Serie A match on 21 February 2027. A draw or a Bologna win means No.\n\n"
               "Q: Does extra time count?\nA: There is none in a league game, but to be clear: we only look at the 90 minutes plus stoppage time.\n\n"
               "Q: And if the match is postponed?\nA: Nothing happens straight away. The market remains available until the game finally takes place, and that result settles it.\n\n"
               "Q: What if it is cancelled for good?\nA: Then the market resolves No.\n\n"
               "Q: Where does the result come from?\nA: Lega Serie A's official statistics. If they have not been published two hours after the end of the game, we fall back on a consensus of credible reporting.\n\n"
               "Q: Can the result change later?\nA: No. Amendments made after settlement are not applied."),
         exp=_exp("win", "Atalanta BC", "regulation", "official", "consensus", "open_until_played", "no", "result", None),
         wordings=[("S1", "faq", 1), ("P1", "faq", 1), ("C1", "faq", 1), ("R1", "faq", 1), ("R2", "faq", 1)]),
    # 2 legal drafting with definitions, draw leg, P4
    dict(c="laliga", h="bil", a="vil", d="2027-03-07", t=17, fam="draw", side="draw",
         styles=["legal", "definitions", "numbered_clauses", "legal_numbers"],
         meanings=["F:draw", "S1", "P4", "C1", "R1", "AB"],
         text=("1. Definitions. \"Match\" means the LaLiga fixture between Athletic Club and Villarreal CF scheduled for 7 March 2027. \"Regulation\" means ninety (90) minutes of play together with any stoppage time, but excluding extra time and any penalty shoot-out.\n"
               "2. Settlement. This contract resolves Yes if, at the end of Regulation, both clubs have scored the same number of goals; otherwise it resolves No.\n"
               "3. Postponement. If the Match is postponed and has not been rescheduled to take place within fourteen (14) days, the contract shall be settled at the last fair price prevailing at the time the postponement was announced.\n"
               "4. Cancellation. If the Match is cancelled and no replacement match is played, the contract resolves Yes.\n"
               "5. Abandonment. A Match that is abandoned and not completed shall be treated as cancelled under clause 4.\n"
               "6. Sources. Settlement relies on the official statistics of LaLiga; failing publication within two (2) hours of the end of the Match, on a consensus of credible reporting."),
         exp=_exp("draw", "draw", "regulation", "official", "consensus", 336, "yes", "last_price", "yes"),
         wordings=[("S1", "legal", 2), ("P4", "legal", 2), ("C1", "legal", 2), ("R1", "legal", 2), ("AB", "legal", 2)]),
    # 3 terse notes, spread leg
    dict(c="brasileirao", h="bot", a="pal", d="2026-11-15", t=21, fam="spread", side="away", line=1.5,
         styles=["terse", "notes", "abbrev"],
         meanings=["F:spread", "S1", "P1", "C2", "R1", "R2"],
         text=("Mkt: SE Palmeiras to win by 2+ vs Botafogo FR (away), Brasileirão, 15 Nov 2026.\n"
               "Yes: Palmeiras margin ≥ 2. No: anything else.\n"
               "Time: 90 + stoppage. No ET/pens.\n"
               "Postp.: stays open till played.\n"
               "Canc. (no make-up): 50-50.\n"
               "Src: CBF official stats; if none 2h after FT, credible-media consensus.\n"
               "Post-settlement score edits: ignored.\n"
               "Live scores on site = info only."),
         exp=_exp("spread", "SE Palmeiras", "regulation", "official", "consensus", "open_until_played", "50-50", "result", None, line=1.5),
         wordings=[("S1", "terse", 3), ("P1", "terse", 3), ("C2", "terse", 3), ("R1", "terse", 3), ("R2", "terse", 3)]),
    # 4 AMBIGUOUS scope: Europa League second leg, no time scope anywhere
    dict(c="uel", h="rom", a="por", d="2027-03-18", t=20, fam="win", side="home",
         styles=["ambiguous", "noise:aggregate_display"],
         meanings=["F:win", "S:ambiguous", "P1", "C1", "R1"],
         text=("This market resolves Yes if AS Roma win their UEFA Europa League round-of-16 second leg against FC Porto at the Stadio Olimpico on March 18, 2027, and No otherwise.\n\n"
               "Note that the UEFA website shows the aggregate score of the tie next to the score of the match.\n\n"
               "A postponed game leaves the market running until the fixture has taken place. If it is cancelled and not replayed, the market resolves No.\n\n"
               "The official UEFA match data is the resolution source; if it is not available within two hours of the final whistle, a consensus of credible reporting will be used."),
         exp=_exp("win", "AS Roma", "ambiguous", "official", "consensus", "open_until_played", "no", "result", None),
         wordings=[("P1", "amb", 4), ("C1", "amb", 4), ("R1", "amb", 4)]),
    # 5 AMBIGUOUS cancellation payout
    dict(c="ligue1", h="lil", a="mon", d="2027-02-14", t=16, fam="win", side="away",
         styles=["ambiguous"],
         meanings=["F:win", "S1", "P1", "C:ambiguous", "R1"],
         text=("Will AS Monaco FC beat LOSC Lille in Ligue 1 on 14 February 2027? Yes if they do within the ninety minutes plus stoppage time; otherwise No.\n\n"
               "A postponed match leaves the market trading until the fixture is finally staged.\n\n"
               "If the match is cancelled, the market integrity team will decide how this market is settled.\n\n"
               "Resolution uses the official Ligue 1 statistics, or a consensus of credible reporting if the official figures are not out within two hours of full time."),
         exp=_exp("win", "AS Monaco FC", "regulation", "official", "consensus", "open_until_played", "ambiguous", "result", None),
         wordings=[("S1", "amb", 5), ("P1", "amb", 5), ("R1", "amb", 5)]),
    # 6 AMBIGUOUS source
    dict(c="eredivisie", h="psv", a="fey", d="2027-04-11", t=12, fam="win", side="home",
         styles=["ambiguous"],
         meanings=["F:win", "S1", "P1", "C1", "R:ambiguous"],
         text=("Yes if PSV Eindhoven defeat Feyenoord Rotterdam in the Eredivisie on April 11, 2027, counting regular time and stoppage time only. A draw or a Feyenoord win: No.\n"
               "Postponed games: the market stays open until the match is played.\n"
               "Cancelled with no replacement: No.\n"
               "Results are checked against the Eredivisie website, Opta or the Dutch press."),
         exp=_exp("win", "PSV Eindhoven", "regulation", "ambiguous", "ambiguous", "open_until_played", "no", "result", None),
         wordings=[("S1", "amb", 6), ("P1", "amb", 6), ("C1", "amb", 6)]),
    # 7 AMBIGUOUS postponement window and payout
    dict(c="ligamx", h="mty", a="tig", d="2026-10-17", t=1, fam="draw", side="draw",
         styles=["ambiguous"],
         meanings=["F:draw", "S1", "P:ambiguous", "C1", "R1", "R2"],
         text=("Will CF Monterrey vs. Tigres UANL (Liga MX, October 17, 2026) end level after 90 minutes and stoppage time? Yes if so, No if either club wins.\n\n"
               "Should the match be postponed, the market may remain open for a period the resolver considers appropriate; if the game has not been played by then, it will be settled as the resolver sees fit.\n\n"
               "If the match is cancelled and not made up, the market resolves Yes.\n\n"
               "Source: official Liga MX statistics; if these are not published within two hours, a consensus of credible reporting. Later score amendments are ignored."),
         exp=_exp("draw", "draw", "regulation", "official", "consensus", "ambiguous", "yes", "ambiguous", None),
         wordings=[("S1", "amb", 7), ("C1", "amb", 7), ("R1", "amb", 7), ("R2", "amb", 7)]),
]


def build_specials(start):
    legs = []
    for k, sp in enumerate(SPECIALS):
        n = start + k
        comp, home, away = _fixture(sp)
        spec = dict(sp)
        market = build_market(n, spec, home, away, comp, sp["text"])
        legs.append(dict(styles=sorted(sp["styles"]), meanings=sp["meanings"], home=home[0],
                         away=away[0], competition=sp["c"], market=market, expected=sp["exp"],
                         _wordings=sp["wordings"]))
    return legs


def build():
    rot = Rotor()
    legs = build_generated(rot)
    legs += build_specials(len(legs) + 1)
    out = []
    for n, leg in enumerate(legs, 1):
        rec = {"id": "g1-%03d" % n, "venue": "venue_one"}
        rec.update(leg)
        out.append(rec)
    return out
