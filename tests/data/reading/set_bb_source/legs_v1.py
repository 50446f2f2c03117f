"""Set (bb), venue_one legs. Every leg has its own (imagined) writer and register.

Each entry is written by hand: the whole Gamma `description`, the wire fields, and the
`expected` record read from the text alone.
"""
from common import E, v1_leg

LEGS = []
add = LEGS.append

# 001 terse trader
add(v1_leg(
    "bb1-001", ["writer:terse_trader", "layout:lines", "abbreviations", "arrows", "numerals"],
    ["F:win", "S1", "P1", "C1", "R1", "R2"],
    "Arsenal FC", "Tottenham Hotspur FC", "epl",
    mid="5120441", question="Will Arsenal FC win on 2026-09-19?", slug="epl-ars-tot-2026-09-19-ars",
    git="Arsenal FC", smt="moneyline", line=None,
    rs="https://www.premierleague.com/", gst="2026-09-19 11:30:00+00",
    desc=(
        "ARS to beat TOT, 19 Sep 2026.\n"
        "YES = Arsenal ahead at FT. Draw or Spurs win = NO.\n"
        "Window: 90 min + stoppage. ET / pens: not counted.\n"
        "PPD: mkt stays live until the game actually gets played, no cutoff.\n"
        "Cxl, no replay: NO.\n"
        "Data: PL official stats. Not out 2h after FT -> consensus of credible reporting.\n"
        "Score changed after we resolve: ignored."
    ),
    expected=E("win", "Arsenal FC", scope="regulation", sp="official", sf="consensus",
               tw="open_until_played", vc="no", vp="result", va=None),
))

# 002 careful lawyer, numbered clauses with definitions
add(v1_leg(
    "bb1-002", ["writer:lawyer", "layout:numbered", "legal", "definitions", "number_words_and_numerals",
                "british_spelling", "date:d_month_yyyy"],
    ["F:draw", "S1", "P1", "C1", "AB", "R1"],
    "Real Madrid CF", "FC Barcelona", "laliga",
    mid="5120502", question="Will Real Madrid CF vs. FC Barcelona end in a draw?",
    slug="lal-rea-bar-2026-10-25-draw", git="Draw (Real Madrid CF vs. FC Barcelona)",
    smt="moneyline", line=None, rs="https://www.laliga.com/", gst="2026-10-25 15:15:00+00",
    desc=(
        "1. Definitions. In these terms the \"Match\" is the LaLiga fixture between Real Madrid CF and "
        "FC Barcelona scheduled for 25 October 2026, and \"Regulation Time\" means the two halves of "
        "forty-five (45) minutes each together with any time the referee adds for stoppages, but not "
        "extra time and not any penalty shoot-out.\n"
        "2. Resolution. This market shall resolve to \"Yes\" if, on the expiry of Regulation Time, each "
        "club has scored the same number of goals. In any other case it shall resolve to \"No\".\n"
        "3. Postponement. Should the Match be postponed, this market shall remain open, without limit "
        "of time, until the Match has been played, and shall then be resolved under clause 2.\n"
        "4. Cancellation. Should the Match be cancelled and no replacement fixture be played, this "
        "market shall resolve to \"Yes\".\n"
        "5. Abandonment. A Match that is abandoned before Regulation Time expires and is not "
        "subsequently completed shall be treated for all purposes as a cancelled Match under clause 4.\n"
        "6. Sources. Resolution shall rest on the official statistics of LaLiga as the organising body. "
        "Where those statistics have not been published within two (2) hours of the conclusion of the "
        "Match, resolution may instead rest on a consensus of credible reporting."
    ),
    expected=E("draw", "draw", scope="regulation", sp="official", sf="consensus",
               tw="open_until_played", vc="yes", vp="result", va="yes"),
))

# 003 support agent, Q&A
add(v1_leg(
    "bb1-003", ["writer:support_agent", "layout:faq", "second_person", "american_spelling",
                "date:month_d_yyyy", "syn:called_off", "away_team"],
    ["F:win", "S1", "P1", "C1", "R1"],
    "FC Bayern München", "Borussia Dortmund", "bundesliga",
    mid="5120577", question="Will Borussia Dortmund win on 2026-11-07?", slug="bun-bay-dor-2026-11-07-dor",
    git="Borussia Dortmund", smt="moneyline", line=None,
    rs="https://www.bundesliga.com/", gst="2026-11-07 17:30:00+00",
    desc=(
        "Got questions about this market? Here are the answers we give most often.\n\n"
        "Q: When does this resolve Yes?\n"
        "A: Only if Borussia Dortmund beat FC Bayern München in their Bundesliga game on November 7, "
        "2026. A Bayern win or a draw means No.\n\n"
        "Q: Does extra time count?\n"
        "A: No. We look at the score once the 90 minutes and the referee's added time are up. Extra "
        "time and shoot-outs are not part of this market (a league game won't have them anyway).\n\n"
        "Q: The game got postponed. Now what?\n"
        "A: Nothing changes. The market keeps trading until the game is actually played, whenever that "
        "ends up being.\n\n"
        "Q: What if it's called off for good?\n"
        "A: If the game is canceled and never rescheduled, the market resolves No.\n\n"
        "Q: Who decides the score?\n"
        "A: The official Bundesliga statistics. If those still aren't published two hours after the "
        "final whistle, we go by what credible media outlets agree on."
    ),
    expected=E("win", "Borussia Dortmund", scope="regulation", sp="official", sf="consensus",
               tw="open_until_played", vc="no", vp="result", va=None),
))

# 004 content writer, rule inside a match preview; names no source
add(v1_leg(
    "bb1-004", ["writer:content_writer", "layout:preview_then_rule", "british_spelling",
                "date:weekday_d_month_yyyy", "syn:pushed_back", "syn:scrapped", "number_words",
                "source_silent"],
    ["F:win", "S1", "P1", "C1"],
    "FC Internazionale Milano", "AC Milan", "seriea",
    mid="5120613", question="Will FC Internazionale Milano win on 2027-02-21?",
    slug="sea-int-mil-2027-02-21-int", git="FC Internazionale Milano", smt="moneyline", line=None,
    rs="", gst="2027-02-21 19:45:00+00",
    desc=(
        "The Derby della Madonnina is back. Inter come into this one near the top of the table and in "
        "good form, while Milan have struggled to keep clean sheets since the turn of the year. With "
        "both clubs sharing San Siro, home advantage is more about the paperwork than the crowd.\n\n"
        "So what are you actually trading? This market pays Yes if FC Internazionale Milano beat AC "
        "Milan in the Serie A derby on Sunday 21 February 2027. Only normal time matters: the ninety "
        "minutes plus whatever injury time the fourth official holds up. A draw, or a Milan win, sends "
        "it to No.\n\n"
        "If the derby is pushed back, trading simply carries on until the derby takes place. If it is "
        "scrapped altogether and never replayed, it resolves No."
    ),
    expected=E("win", "FC Internazionale Milano", scope="regulation", sp=None, sf=None,
               tw="open_until_played", vc="no", vp="result", va=None),
))

# 005 non-native English speaker
add(v1_leg(
    "bb1-005", ["writer:non_native", "grammar_errors", "date:the_d_month_yyyy", "layout:paras",
                "number_words"],
    ["F:draw", "S1", "P1", "C1", "R1"],
    "Paris Saint-Germain FC", "Olympique de Marseille", "ligue1",
    mid="5120688", question="Will Paris Saint-Germain FC vs. Olympique de Marseille end in a draw?",
    slug="fl1-par-olm-2026-10-04-draw", git="Draw (Paris Saint-Germain FC vs. Olympique de Marseille)",
    smt="moneyline", line=None, rs="https://www.ligue1.com/", gst="2026-10-04 18:45:00+00",
    desc=(
        "This market is about the match Paris Saint-Germain FC against Olympique de Marseille in Ligue 1, "
        "on the 4 October 2026. It resolve to \"Yes\" when the two teams have the same score at the end "
        "of the match, it means after the 90 minutes and the time added by the referee. Extra time or the "
        "penalties is not taken in account. In all other case, it resolve to \"No\".\n\n"
        "If the match is postpone, the market stay open and wait that the match is played.\n"
        "If the match is cancel and no new date is fixed for play it, the market resolve to \"Yes\".\n\n"
        "For the result we use the official statistics of the Ligue 1. If these statistics are not "
        "publish in the two hours after the end of match, we can use instead what the credible medias "
        "report in majority."
    ),
    expected=E("draw", "draw", scope="regulation", sp="official", sf="consensus",
               tw="open_until_played", vc="yes", vp="result", va=None),
))

# 006 engineer, two-column table, total over 2.5
add(v1_leg(
    "bb1-006", ["writer:engineer", "layout:table", "symbols", "numerals", "date:iso"],
    ["F:total", "S1", "P1", "C2", "R1"],
    "Liverpool FC", "Manchester City FC", "epl",
    mid="5120731", question="Liverpool FC vs. Manchester City FC: Over 2.5 goals?",
    slug="epl-liv-mac-2026-11-28-total-2pt5", git="Over 2.5", smt="totals", line=2.5,
    rs="https://www.premierleague.com/", gst="2026-11-28 17:30:00+00",
    desc=(
        "Total goals, Liverpool FC vs. Manchester City FC (Premier League, 2026-11-28)\n\n"
        "| Item | Rule |\n"
        "|---|---|\n"
        "| Yes | combined goals >= 3 |\n"
        "| No | combined goals <= 2 |\n"
        "| Counted period | 90 min + stoppage; no ET, no shoot-out |\n"
        "| Own goals | count toward the total |\n"
        "| Postponed | trading continues until the fixture is played |\n"
        "| Called off, never replayed | 50-50 (each share pays 0.50) |\n"
        "| Primary data | official Premier League statistics |\n"
        "| Fallback | credible-reporting consensus if official stats are not out within 2 h of FT |"
    ),
    expected=E("total", "over", line=2.5, scope="regulation", sp="official", sf="consensus",
               tw="open_until_played", vc="50-50", vp="result", va=None),
))

# 007 compliance officer, two-way advance leg
add(v1_leg(
    "bb1-007", ["writer:compliance_officer", "layout:lettered", "formal", "british_spelling",
                "date:d_month_yyyy", "two_way"],
    ["F:advance", "S6", "P1", "C2", "R1"],
    "Real Madrid CF", "Manchester City FC", "ucl",
    mid="5120790", question="Will Manchester City FC advance to the Champions League quarter-finals?",
    slug="ucl-rea-mac-2027-03-17-advance-mac", git="Manchester City FC", smt="moneyline", line=None,
    rs="https://www.uefa.com/", gst="2027-03-17 20:00:00+00",
    event_title="Real Madrid CF vs. Manchester City FC: Who advances?",
    desc=(
        "Settlement statement: Real Madrid CF v Manchester City FC, UEFA Champions League round of 16, "
        "second leg, 17 March 2027.\n\n"
        "(a) Subject. A two-way market on which club qualifies for the quarter-finals from this tie. "
        "There is no draw outcome.\n"
        "(b) Yes condition. The market resolves Yes if Manchester City FC progresses from the tie, and No "
        "if Real Madrid CF progresses.\n"
        "(c) Period covered. The whole tie is assessed: the aggregate score over both legs, any extra "
        "time played in the second leg and, where required, the penalty shoot-out.\n"
        "(d) Postponement. If the second leg is postponed, the market remains open until that leg is "
        "played.\n"
        "(e) Cancellation. If the second leg is cancelled and not replayed, the market resolves 50-50, "
        "irrespective of any administrative decision on qualification.\n"
        "(f) Data. The official UEFA match record is the primary source. If it is not available within "
        "two hours after the second leg finishes, a consensus of credible reporting will be relied on."
    ),
    expected=E("advance", "Manchester City FC", scope="penalties", sp="official", sf="consensus",
               tw="open_until_played", vc="50-50", vp="result", va=None),
))

# 008 journalist, exact score 2-1
add(v1_leg(
    "bb1-008", ["writer:journalist", "layout:paras", "number_words", "date:weekday_d_month_yyyy",
                "british_spelling", "syn:reckoning"],
    ["F:exact_score", "S1", "P1", "C3", "R1"],
    "Chelsea FC", "Newcastle United FC", "epl",
    mid="5120846", question="Exact score: Chelsea FC 2-1 Newcastle United FC?",
    slug="epl-che-new-2026-12-12-exact-score-2-1", git="Chelsea FC 2-1 Newcastle United FC",
    smt="soccer_exact_score", line=None, rs="https://www.premierleague.com/",
    gst="2026-12-12 15:00:00+00",
    desc=(
        "Stamford Bridge, Saturday 12 December 2026. This contract asks one narrow question: will the "
        "scoreboard read Chelsea FC 2, Newcastle United FC 1 when the game is over? It resolves Yes on "
        "that scoreline and No on any other. The reckoning is made at the close of regulation play, "
        "that is, ninety minutes plus stoppage time.\n\n"
        "Should the fixture be postponed, trading carries on until it is eventually played. Should it "
        "instead be cancelled with no replay, the exact-score markets for this match are settled as "
        "though the game had finished 0-0, which means this contract resolves No.\n\n"
        "Official Premier League statistics decide the result. If they have not been published two "
        "hours after full time, a consensus of credible reporting will be used."
    ),
    expected=E("exact_score", "2-1", scope="regulation", sp="official", sf="consensus",
               tw="open_until_played", vc="no", vp="result", va=None),
))

# 009 product manager, release notes, BTTS
add(v1_leg(
    "bb1-009", ["writer:product_manager", "layout:headed_bullets", "release_notes", "date:mon_d_yyyy",
                "distractor:old_rule"],
    ["F:btts", "S1", "P1", "C2", "AB", "R1", "R2"],
    "Bayer 04 Leverkusen", "RB Leipzig", "bundesliga",
    mid="5120903", question="Bayer 04 Leverkusen vs. RB Leipzig: Both Teams to Score?",
    slug="bun-b04-lei-2027-01-16-btts", git="Both Teams to Score", smt="both_teams_to_score", line=None,
    rs="https://www.bundesliga.com/", gst="2027-01-16 14:30:00+00",
    desc=(
        "Rules update (v2.3), Both Teams to Score: Bayer 04 Leverkusen vs. RB Leipzig, Jan 16, 2027\n\n"
        "What this market does\n"
        "- Resolves Yes if Leverkusen and Leipzig each score at least once; No if either side (or both) "
        "fails to score.\n"
        "- Counts regular time only: 90 minutes plus stoppage. Extra time and shoot-outs are out of scope.\n\n"
        "What changed in this version\n"
        "- Called off and never replayed: now resolves 50-50 (previously No).\n"
        "- Abandoned and not completed: now handled exactly like a cancellation, so also 50-50.\n\n"
        "Unchanged\n"
        "- A postponed game keeps the market open until it is played.\n"
        "- Source: official Bundesliga statistics; if none are out within two hours of the final "
        "whistle, a consensus of credible reporting.\n"
        "- Once the market has resolved, later corrections to the score are disregarded."
    ),
    expected=E("btts", "yes", scope="regulation", sp="official", sf="consensus",
               tw="open_until_played", vc="50-50", vp="result", va="50-50"),
))

# 010 sports-desk editor, first-half result
add(v1_leg(
    "bb1-010", ["writer:sports_desk_editor", "layout:labelled_lines", "caps_heading", "date:dd.mm.yyyy",
                "british_spelling"],
    ["F:half", "P1", "C2", "R1"],
    "Juventus FC", "SSC Napoli", "seriea",
    mid="5120955", question="Will Juventus FC lead at half-time against SSC Napoli?",
    slug="sea-juv-nap-2026-09-26-1h-juv", git="Juventus FC (1st half)", smt="soccer_halftime_result",
    line=None, rs="https://www.legaseriea.it/", gst="2026-09-26 16:00:00+00",
    event_title="Juventus FC vs. SSC Napoli: Half-Time Result",
    desc=(
        "HALF-TIME RESULT: JUVENTUS v NAPOLI (Serie A, 26.09.2026)\n"
        "Yes: Juventus FC are in front when the referee blows for half-time. First-half stoppage time is "
        "included; nothing that happens after the interval matters.\n"
        "No: Napoli lead, or the sides are level, at the break.\n"
        "Postponed: market remains open till the fixture is played.\n"
        "Cancelled (no make-up): settled 50-50.\n"
        "Result: Serie A's official statistics; failing publication inside 2 hours from the final whistle, "
        "the consensus view of reputable outlets."
    ),
    expected=E("half", "Juventus FC", half="first", scope=None, sp="official", sf="consensus",
               tw="open_until_played", vc="50-50", vp="result", va=None),
))

# 011 statistician, spread -1.5
add(v1_leg(
    "bb1-011", ["writer:statistician", "layout:headed_paras", "symbols", "inequalities",
                "date:dd/mm/yyyy", "numerals"],
    ["F:spread", "S1", "P1", "C2", "R1"],
    "FC Barcelona", "Sevilla FC", "laliga",
    mid="5121012", question="Spread: FC Barcelona (-1.5)", slug="lal-bar-sev-2027-04-10-spread-bar-1pt5",
    git="FC Barcelona (-1.5)", smt="spreads", line=-1.5,
    rs="https://www.laliga.com/", gst="2027-04-10 19:00:00+00",
    desc=(
        "Definition. Let B and S be the goals scored by FC Barcelona and Sevilla FC respectively in their "
        "LaLiga match of 10/04/2027 (DD/MM/YYYY), counted at the end of regulation (90 minutes plus "
        "stoppage; extra time and penalties are never counted). Let M = B - S.\n\n"
        "Resolution. Yes if M >= 2, which is the same as M > 1.5. No if M <= 1, which includes a draw "
        "and any Sevilla win.\n\n"
        "Non-standard outcomes. (i) Postponement: the market is held open until the match takes place, "
        "with no cap on the delay. (ii) Cancellation with no make-up fixture: each outcome pays 0.5.\n\n"
        "Data. Official LaLiga statistics, with a consensus of credible reporting used only where those "
        "statistics are not published within 2 h of the final whistle."
    ),
    expected=E("spread", "FC Barcelona", line=1.5, scope="regulation", sp="official", sf="consensus",
               tw="open_until_played", vc="50-50", vp="result", va=None),
))

# 012 customer-service macro, World Cup draw
add(v1_leg(
    "bb1-012", ["writer:cs_macro", "layout:letter", "second_person", "friendly", "date:month_d_yyyy",
                "treated_as_draw"],
    ["F:draw", "S1", "P1", "C1", "R1"],
    "Brazil", "Morocco", "wc",
    mid="5121077", question="Will Brazil vs. Morocco end in a draw?", slug="fifwc-bra-mar-2026-06-13-draw",
    git="Draw (Brazil vs. Morocco)", smt="moneyline", line=None,
    rs="https://www.fifa.com/", gst="2026-06-13 22:00:00+00",
    desc=(
        "Hi there, and thanks for getting in touch about the Brazil vs. Morocco draw market!\n\n"
        "Here's how it works. The market resolves Yes if the score is level once regular time is over, "
        "meaning the 90 minutes plus any stoppage time. If either team is ahead at that point, it "
        "resolves No. Extra time and spot-kick shoot-outs aren't included (and this is a group-stage game, "
        "so there won't be any).\n\n"
        "If the match (scheduled for June 13, 2026) is postponed, don't worry: your position stays open "
        "and the market will resolve once the game has been played. If it's cancelled and no make-up game "
        "takes place, the market resolves Yes, just as if the game had been drawn.\n\n"
        "We settle on FIFA's official statistics. If they haven't been published within two hours of the "
        "final whistle, we'll go by a consensus of credible reporting instead.\n\n"
        "Anything else we can help with? Just reply to this message!"
    ),
    expected=E("draw", "draw", scope="regulation", sp="official", sf="consensus",
               tw="open_until_played", vc="yes", vp="result", va=None),
))

# 013 lawyer's redraft of a plain rule, P4 (two-week window, last fair price)
add(v1_leg(
    "bb1-013", ["writer:lawyer_redraft", "layout:numbered", "legal", "number_words_and_numerals",
                "date:month_d_yyyy", "away_team", "syn:if_and_only_if"],
    ["F:win", "S1", "P4", "C1", "R1"],
    "LA Galaxy", "Los Angeles FC", "mls",
    mid="5121130", question="Will Los Angeles FC win on 2026-08-21?", slug="mls-lag-laf-2026-08-21-laf",
    git="Los Angeles FC", smt="moneyline", line=None,
    rs="https://www.mlssoccer.com/", gst="2026-08-22 02:30:00+00",
    desc=(
        "Redrafted settlement terms (these replace the earlier plain-language summary)\n\n"
        "1. The Match. The Major League Soccer regular-season match between LA Galaxy (home) and Los "
        "Angeles FC (away) scheduled for August 21, 2026, local time (the \"Match\").\n"
        "2. Resolution. The market shall resolve \"Yes\" if and only if Los Angeles FC has scored more "
        "goals than LA Galaxy upon the conclusion of regulation time, being ninety (90) minutes of play "
        "together with any stoppage time added by the referee. Goals in any extra period or penalty "
        "shoot-out shall be disregarded. In every other case the market shall resolve \"No\".\n"
        "3. Postponement. If the Match is postponed and is not rescheduled to be played within fourteen "
        "(14) days of its original date, the market shall be resolved at the last fair market price, "
        "such price being determined as at the time the postponement was announced.\n"
        "4. Cancellation. In the event of the Match being cancelled without any make-up match being "
        "played, the market shall resolve \"No\".\n"
        "5. Source. The official statistics published by Major League Soccer shall govern. Should such "
        "statistics remain unpublished two (2) hours after the Match ends, the market may instead be "
        "resolved on the consensus of credible news reporting."
    ),
    expected=E("win", "Los Angeles FC", scope="regulation", sp="official", sf="consensus",
               tw=336, vc="no", vp="last_price", va=None),
))

# 014 casual blogger, knockout second leg, no time scope -> scope ambiguous
add(v1_leg(
    "bb1-014", ["writer:casual_blogger", "layout:paras", "informal", "date:d_month_yyyy", "knockout",
                "no_scope"],
    ["F:win", "S:ambiguous", "P1", "C1", "R1"],
    "Arsenal FC", "FC Bayern München", "ucl",
    mid="5121186", question="Will Arsenal FC win on 2027-03-16?", slug="ucl-ars-bay-2027-03-16-ars",
    git="Arsenal FC", smt="moneyline", line=None,
    rs="https://www.uefa.com/", gst="2027-03-16 20:00:00+00",
    desc=(
        "Arsenal FC host FC Bayern München in the second leg of their Champions League last-16 tie on "
        "16 March 2027, and this one is simple: if Arsenal win the match, the market resolves Yes. If "
        "they don't win it, it resolves No.\n\n"
        "If the game gets postponed, the market hangs around until it's been played. If it's called off "
        "completely and never replayed, it resolves No.\n\n"
        "Results come from UEFA's official statistics; if those aren't out within two hours after the "
        "game ends, a consensus of credible reporting is used."
    ),
    expected=E("win", "Arsenal FC", scope="ambiguous", sp="official", sf="consensus",
               tw="open_until_played", vc="no", vp="result", va=None),
))

# 015 marketing copywriter, source with no order -> source ambiguous
add(v1_leg(
    "bb1-015", ["writer:marketing_copywriter", "layout:checklist", "informal", "date:mon_d_yyyy",
                "vague_source"],
    ["F:win", "S1", "P1", "C1", "R:ambiguous"],
    "Manchester United FC", "Aston Villa FC", "epl",
    mid="5121240", question="Will Manchester United FC win on 2027-01-23?", slug="epl-mun-ast-2027-01-23-mun",
    git="Manchester United FC", smt="moneyline", line=None,
    rs="https://www.premierleague.com/", gst="2027-01-23 15:00:00+00",
    desc=(
        "Old Trafford. Saturday. Big game energy.\n"
        "Back Manchester United FC to beat Aston Villa FC on Jan 23, 2027 and this market pays out Yes. "
        "Anything else (a draw, a Villa win) is a No.\n"
        "* Only the regular 90 and the stoppage time count: no extra time, no pens.\n"
        "* Game postponed? Hang tight: the market stays open until it's played.\n"
        "* Game cancelled and never replayed? It settles No.\n"
        "* We settle using the official Premier League numbers or whatever the big sports sites are "
        "reporting."
    ),
    expected=E("win", "Manchester United FC", scope="regulation", sp="ambiguous", sf="ambiguous",
               tw="open_until_played", vc="no", vp="result", va=None),
))

# 016 trading-desk memo, postponement left to the desk -> timing ambiguous
add(v1_leg(
    "bb1-016", ["writer:trading_desk_memo", "layout:bullets", "terse", "date:d_mon_yyyy",
                "treated_as_draw", "discretion"],
    ["F:draw", "S1", "P:ambiguous", "C1", "R1"],
    "AS Monaco FC", "LOSC Lille", "ligue1",
    mid="5121299", question="Will AS Monaco FC vs. LOSC Lille end in a draw?", slug="fl1-mon-lil-2026-12-05-draw",
    git="Draw (AS Monaco FC vs. LOSC Lille)", smt="moneyline", line=None,
    rs="https://www.ligue1.com/", gst="2026-12-05 20:00:00+00",
    desc=(
        "Desk note: Monaco v Lille draw contract (Ligue 1, 5 Dec 2026)\n"
        "- Pays Yes on a level score after 90' plus added time; ET and penalties excluded. Any other "
        "score: No.\n"
        "- Postponement: if the fixture is put back, the desk will decide at the time whether to keep "
        "the contract open or to settle it, depending on the new date.\n"
        "- Cancellation with no make-up: Yes (handled as a draw).\n"
        "- Source: official Ligue 1 statistics; fall back to a consensus of credible reporting if they "
        "have not appeared within two hours."
    ),
    expected=E("draw", "draw", scope="regulation", sp="official", sf="consensus",
               tw="ambiguous", vc="yes", vp="ambiguous", va=None),
))

# 017 data-feed spec writer, key: value lines
add(v1_leg(
    "bb1-017", ["writer:feed_spec", "layout:key_value", "snake_case_keys", "date:iso_datetime",
                "120_minutes_fallback"],
    ["F:win", "S1", "P1", "C1", "AB", "R1", "R2"],
    "AS Roma", "SS Lazio", "seriea",
    mid="5121355", question="Will AS Roma win on 2027-03-07?", slug="sea-rom-laz-2027-03-07-rom",
    git="AS Roma", smt="moneyline", line=None,
    rs="https://www.legaseriea.it/", gst="2027-03-07 17:00:00+00",
    desc=(
        "market: AS Roma to win (Derby della Capitale)\n"
        "fixture: AS Roma vs. SS Lazio, Serie A\n"
        "scheduled: 2027-03-07T17:00Z\n"
        "yes_when: AS Roma have more goals than SS Lazio at the end of regulation\n"
        "regulation: 90 minutes + added time\n"
        "extra_time: not counted\n"
        "penalty_shootout: not counted\n"
        "on_draw: No\n"
        "on_postponement: stay open; resolve on the rescheduled match whenever it is played\n"
        "on_cancellation_without_makeup: No\n"
        "on_abandonment: if the match is abandoned and never completed, treat as a cancellation (No)\n"
        "source_primary: official Serie A statistics\n"
        "source_fallback: consensus of credible reporting, used only if the primary has published "
        "nothing 120 minutes after the final whistle\n"
        "score_revisions_after_resolution: ignored"
    ),
    expected=E("win", "AS Roma", scope="regulation", sp="official", sf="consensus",
               tw="open_until_played", vc="no", vp="result", va="no"),
))

# 018 UX writer, headings, total under 1.5
add(v1_leg(
    "bb1-018", ["writer:ux_writer", "layout:headings", "second_person", "date:month_d_yyyy",
                "syn:no_more_than", "number_words"],
    ["F:total", "S1", "P1", "C2", "AB", "R1"],
    "Atlético de Madrid", "Athletic Club", "laliga",
    mid="5121410", question="Atlético de Madrid vs. Athletic Club: Under 1.5 goals?",
    slug="lal-mad-bil-2027-02-06-total-1pt5-under", git="Under 1.5", smt="totals", line=1.5,
    rs="https://www.laliga.com/", gst="2027-02-06 20:00:00+00",
    desc=(
        "What you're predicting\n"
        "That Atlético de Madrid and Athletic Club score no more than one goal between them on February 6, "
        "2027 (0-0, 1-0 or 0-1). Two goals or more resolves No.\n\n"
        "Which minutes count\n"
        "The full ninety plus stoppage time. Extra time and shoot-outs are not counted.\n\n"
        "If the game moves\n"
        "The market stays open until the match is played, however late that is.\n\n"
        "If the game never finishes\n"
        "Cancelled with no replay: 50-50. Abandoned and never completed: also 50-50.\n\n"
        "Where the score comes from\n"
        "LaLiga's official statistics. If they haven't appeared two hours after the end, a "
        "consensus of credible reporting."
    ),
    expected=E("total", "under", line=1.5, scope="regulation", sp="official", sf="consensus",
               tw="open_until_played", vc="50-50", vp="result", va="50-50"),
))

# 019 social media manager, numbered thread
add(v1_leg(
    "bb1-019", ["writer:social_media", "layout:thread", "informal", "abbreviations",
                "american_spelling", "date:d_month_yyyy_us_date"],
    ["F:win", "S1", "P1", "C1", "R1", "R2"],
    "United States", "Paraguay", "wc",
    mid="5121468", question="Will United States win on 2026-06-12?", slug="fifwc-usa-par-2026-06-12-usa",
    git="United States", smt="moneyline", line=None,
    rs="https://www.fifa.com/", gst="2026-06-13 01:00:00+00",
    desc=(
        "1/ This one's simple: Yes if the United States beat Paraguay in their World Cup opener on 12 "
        "June 2026 (US date). Draw or Paraguay win = No.\n"
        "2/ Only regular time counts: 90 mins + stoppage. No extra time, no penalties.\n"
        "3/ Postponed? The market stays open till the game's played.\n"
        "4/ Canceled with no make-up game? Resolves No.\n"
        "5/ Settled on FIFA's official stats. If they're not out within 2 hrs of the final whistle, we "
        "use a consensus of credible reporting. Score tweaks after we've resolved don't change anything."
    ),
    expected=E("win", "United States", scope="regulation", sp="official", sf="consensus",
               tw="open_until_played", vc="no", vp="result", va=None),
))

# 020 retired referee, laws-of-the-game voice, abandonment
add(v1_leg(
    "bb1-020", ["writer:retired_referee", "layout:paras", "number_words", "date:ordinal_d_month_yyyy",
                "away_team", "british_spelling", "kicks_from_the_penalty_mark"],
    ["F:win", "S1", "P1", "C1", "AB", "R1"],
    "Everton FC", "Liverpool FC", "epl",
    mid="5121523", question="Will Liverpool FC win on 2027-02-13?", slug="epl-eve-liv-2027-02-13-liv",
    git="Liverpool FC", smt="moneyline", line=None,
    rs="https://www.premierleague.com/", gst="2027-02-13 12:30:00+00",
    desc=(
        "Liverpool FC to win at Everton FC, Premier League, 13th February 2027.\n\n"
        "The result is taken at full time as the referee signals it: two halves of forty-five minutes, "
        "plus whatever time the referee allows for stoppages in each half. A league match has no extra "
        "time and no kicks from the penalty mark, and neither would count here. Yes if Liverpool FC have "
        "scored more goals than Everton FC at that point; No if the match is drawn or Everton FC win.\n\n"
        "If the referee abandons the match and the remaining minutes are never played, the market is "
        "dealt with as a cancelled match and resolves No. A match that is cancelled outright, with no "
        "replay, likewise resolves No. A postponed match keeps the market open until it is played.\n\n"
        "The official Premier League statistics decide the result. Where they have not been published "
        "two hours after the end of play, a consensus of credible reporting will be used."
    ),
    expected=E("win", "Liverpool FC", scope="regulation", sp="official", sf="consensus",
               tw="open_until_played", vc="no", vp="result", va="no"),
))

# 021 community moderator, cancellation left to discretion -> cancellation ambiguous
add(v1_leg(
    "bb1-021", ["writer:community_moderator", "layout:paras", "informal", "arrows", "date:mon_d_yyyy",
                "discretion"],
    ["F:win", "S1", "P1", "C:ambiguous", "R1"],
    "VfB Stuttgart", "Eintracht Frankfurt", "bundesliga",
    mid="5121581", question="Will VfB Stuttgart win on 2026-10-31?", slug="bun-stu-ein-2026-10-31-stu",
    git="VfB Stuttgart", smt="moneyline", line=None,
    rs="https://www.bundesliga.com/", gst="2026-10-31 14:30:00+00",
    desc=(
        "Hey all, rules for this one, since a few people asked in the Discord.\n\n"
        "It's a Yes if VfB Stuttgart beat Eintracht Frankfurt in regular time (90 + stoppage) on Oct 31, "
        "2026. Draw or Frankfurt win -> No.\n\n"
        "Postponed: the market stays open and resolves whenever the game finally gets played.\n\n"
        "If the game doesn't happen at all, we'll resolve it in whatever way the team considers fairest "
        "to everyone holding positions.\n\n"
        "Score source: official Bundesliga stats. If nothing official shows up within two hours of full "
        "time, we'll use a consensus of credible reporting."
    ),
    expected=E("win", "VfB Stuttgart", scope="regulation", sp="official", sf="consensus",
               tw="open_until_played", vc="ambiguous", vp="result", va=None),
))
