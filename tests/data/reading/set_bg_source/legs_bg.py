"""Set (bg): a mixed batch, every leg from a different (imagined) writer.

All rule texts are hand-written here, one leg per writer. Each leg states its
expected record inline. Standard library only.
"""

YN = "[\"Yes\", \"No\"]"
ESPN_FOX = [{"name": "ESPN", "url": "https://www.espn.com/soccer/"},
            {"name": "Fox Sports", "url": "https://www.foxsports.com/soccer"}]
ESPN = [{"name": "ESPN", "url": "https://www.espn.com/soccer/"}]
MLS = [{"name": "MLS", "url": "https://www.mlssoccer.com/"}]
UEFA = [{"name": "UEFA", "url": "https://www.uefa.com/"}]
FIFA = [{"name": "FIFA", "url": "https://www.fifa.com/"}]


def ex(family, outcome, line=None, half=None, scope="regulation", sp="official",
       sf="consensus", tw="open_until_played", vc=None, vp="result", va=None):
    return {"family": family, "outcome": outcome, "line": line, "half": half,
            "scope": scope, "source_primary": sp, "source_fallback": sf,
            "timing_window": tw, "void_cancelled": vc, "void_postponed_long": vp,
            "void_abandoned": va}


def v1(n, writer, styles, meanings, home, away, comp, mid, question, slug, git,
       smt, line, desc, rsrc, start, expected, outcomes=YN):
    return {
        "id": "bg1-%03d" % n, "venue": "venue_one",
        "styles": ["writer:" + writer] + styles, "meanings": meanings,
        "home": home, "away": away, "competition": comp,
        "market": {"id": mid, "question": question, "slug": slug,
                   "groupItemTitle": git, "sportsMarketType": smt, "line": line,
                   "outcomes": outcomes, "description": desc,
                   "resolutionSource": rsrc, "event_title": "%s vs. %s" % (home, away),
                   "gameStartTime": start},
        "expected": expected,
    }


def v2(n, writer, styles, meanings, home, away, comp, series, event_ticker, suffix,
       title, yes_sub, primary, secondary, occ, sources, expected):
    return {
        "id": "bg2-%03d" % n, "venue": "venue_two",
        "styles": ["writer:" + writer] + styles, "meanings": meanings,
        "home": home, "away": away, "competition": comp,
        "market": {"ticker": event_ticker + "-" + suffix, "event_ticker": event_ticker,
                   "series_ticker": series, "title": title, "yes_sub_title": yes_sub,
                   "no_sub_title": yes_sub, "rules_primary": primary,
                   "rules_secondary": secondary, "occurrence_datetime": occ},
        "series_settlement_sources": sources,
        "expected": expected,
    }


PL = "https://www.premierleague.com/"
LL = "https://www.laliga.com/"
BL = "https://www.bundesliga.com/"
SA = "https://www.legaseriea.it/"
L1 = "https://ligue1.com/"
MLSU = "https://www.mlssoccer.com/"
UEFAU = "https://www.uefa.com/"
FIFAU = "https://www.fifa.com/"


def venue_one():
    L = []
    # 1 terse trader
    L.append(v1(1, "terse_trader", ["terse", "abbreviations", "lines", "date:d_mon_yyyy", "numerals"],
        ["F:win", "S1", "P1", "C1", "R1"],
        "Arsenal FC", "Tottenham Hotspur FC", "epl", "4921034",
        "Will Arsenal FC win on 2026-11-21?", "epl-ars-tot-2026-11-21-ars", "Arsenal FC",
        "moneyline", None,
        "YES = Arsenal FC beat Tottenham Hotspur FC, PL fixture, 21 Nov 2026.\n"
        "NO = Spurs win or it finishes level.\n"
        "Clock: 90' + added time only. ET/pens n/a.\n"
        "Delayed: mkt stays live until the game gets played, no cutoff.\n"
        "Called off for good, no replay: NO.\n"
        "Settled off official PL stats; nothing official 2h after FT -> consensus of credible media.",
        PL, "2026-11-21 15:00:00+00",
        ex("win", "Arsenal FC", vc="no")))
    # 2 careful lawyer
    L.append(v1(2, "careful_lawyer", ["legal", "definitions", "numbered", "number_words_and_digits", "british_spelling", "date:d_month_yyyy", "syn:kicks_from_the_penalty_mark"],
        ["F:draw", "S1", "P1", "C1", "AB", "R1", "R2"],
        "Real Madrid CF", "FC Barcelona", "laliga", "4921101",
        "Will Real Madrid CF vs. FC Barcelona end in a draw?", "lal-rea-bar-2026-10-25-draw",
        "Draw (Real Madrid CF vs. FC Barcelona)", "moneyline", None,
        "1. Definitions. In these terms the \"Fixture\" means the LaLiga match between Real Madrid CF (home) and FC Barcelona (away) set for 25 October 2026, and the \"Regulation Period\" means the ninety (90) minutes of play together with any time added by the referee for stoppages.\n"
        "2. Settlement. This market shall settle \"Yes\" if, at the conclusion of the Regulation Period, each side has scored an equal number of goals; in every other case it shall settle \"No\". Nothing occurring in any additional period or during kicks from the penalty mark shall be taken into account.\n"
        "3. Postponement. Should the Fixture be postponed, the market shall remain unsettled until the Fixture is completed, irrespective of the length of the delay.\n"
        "4. Cancellation. Should the Fixture be cancelled and not rearranged, the market shall settle \"Yes\".\n"
        "5. Abandonment. A Fixture abandoned before its conclusion and not replayed shall be treated for all purposes as cancelled under clause 4.\n"
        "6. Sources. Settlement shall be determined by reference to the official statistics published by the competition organiser, save that, where such statistics have not been published within two (2) hours after the Fixture ends, the market may be settled by reference to a consensus of credible reports.\n"
        "7. Finality. Amendments to the official result published after settlement shall have no effect.",
        LL, "2026-10-25 15:15:00+00",
        ex("draw", "draw", vc="yes", va="yes")))
    # 3 support agent Q&A
    L.append(v1(3, "support_agent", ["faq", "q_and_a", "american_spelling", "date:month_d_yyyy", "contractions"],
        ["F:win", "S1", "P1", "C1", "R1"],
        "FC Bayern München", "Borussia Dortmund", "bundesliga", "4921177",
        "Will Borussia Dortmund win on 2026-11-07?", "bun-bay-dor-2026-11-07-dor", "Borussia Dortmund",
        "moneyline", None,
        "Q: What does Yes mean here?\n"
        "A: Yes pays if Borussia Dortmund beat FC Bayern München in the Bundesliga game on November 7, 2026. A Bayern win or a draw means No.\n"
        "Q: Does extra time count?\n"
        "A: No. We only look at the score when the referee ends normal time, meaning the 90 minutes and any stoppage time on top.\n"
        "Q: What if the game is moved?\n"
        "A: Nothing happens to the market. It just stays open until the game actually takes place.\n"
        "Q: And if it never takes place?\n"
        "A: If the game is canceled and there's no make-up date, the market resolves No.\n"
        "Q: Where do you get the result?\n"
        "A: From the official Bundesliga statistics. If those still aren't out two hours after the game ends, we'll go with what credible news sources are reporting in agreement.",
        BL, "2026-11-07 17:30:00+00",
        ex("win", "Borussia Dortmund", vc="no")))
    # 4 content writer, rule inside a match preview
    L.append(v1(4, "content_writer", ["preview_prose", "embedded_rule", "syn:come_out_on_top", "syn:points_shared", "syn:scrapped", "number_words", "date:weekday_d_month_yyyy"],
        ["F:win", "S1", "P1", "C1", "R1"],
        "FC Internazionale Milano", "Juventus FC", "seriea", "4921240",
        "Will FC Internazionale Milano win on 2026-11-28?", "sea-int-juv-2026-11-28-int",
        "FC Internazionale Milano", "moneyline", None,
        "The Derby d'Italia returns to San Siro on Saturday, 28 November 2026, and it arrives with plenty riding on it: Inter have been hard to break down at home all autumn, while Juventus are still searching for a striker who scores every week. Expect a tight, tactical first hour before the benches come into play.\n\n"
        "How this market works: it pays Yes if FC Internazionale Milano come out on top, and No if Juventus FC win or the points are shared. Only the regular ninety minutes and stoppage time count toward the result. If the game gets pushed back, trading carries on until it is eventually played; if it is scrapped altogether with no new date, the market goes to No. The result is taken from Lega Serie A's official match data or, if that has not been posted within 2 hours of the final whistle, from a consensus of reputable outlets.",
        SA, "2026-11-28 19:45:00+00",
        ex("win", "FC Internazionale Milano", vc="no")))
    # 5 non-native speaker
    L.append(v1(5, "non_native_speaker", ["non_native", "date:dd/mm/yyyy", "british_spelling", "treated_as_draw"],
        ["F:draw", "S1", "P1", "C1", "R1"],
        "Paris Saint-Germain FC", "Olympique de Marseille", "ligue1", "4921318",
        "Will Paris Saint-Germain FC vs. Olympique de Marseille end in a draw?", "fl1-par-olm-2026-10-04-draw",
        "Draw (Paris Saint-Germain FC vs. Olympique de Marseille)", "moneyline", None,
        "This market is for the draw in the match Paris Saint-Germain FC against Olympique de Marseille of Ligue 1, what is planned on 04/10/2026 (day/month/year). If after the 90 minutes and the added time the score of both team is same, market is resolving to Yes. If one team is winning, it is No. The extra time or the penalties, they are not counted.\n"
        "When the match is postponed, market stay open and wait the match to be played. When the match is cancelled and never played again, market is resolving to Yes, same like a draw.\n"
        "For the result we use the official statistic of the Ligue 1 organisers. If this is not published in 2 hours after the match finish, we can use the consensus of serious media.",
        L1, "2026-10-04 18:45:00+00",
        ex("draw", "draw", vc="yes")))
    # 6 engineer, two-column table, total over
    L.append(v1(6, "engineer_table", ["table", "terse", "numerals", "date:d_mon_yyyy"],
        ["F:total", "S1", "P1", "C2", "R1", "R2"],
        "Liverpool FC", "Manchester City FC", "epl", "4921402",
        "Liverpool FC vs. Manchester City FC: Over 2.5 goals?", "epl-liv-mac-2026-12-19-total-2pt5",
        "Over 2.5", "totals", 2.5,
        "| Item | Rule |\n"
        "|---|---|\n"
        "| Market | Total goals, Liverpool FC v Manchester City FC (Premier League), 19 Dec 2026 |\n"
        "| Resolves Yes | 3 or more goals in total (over 2.5) |\n"
        "| Resolves No | 0, 1 or 2 goals |\n"
        "| Period counted | 90 min + stoppage; no extra time, no shoot-out |\n"
        "| Postponed | market remains open until the match is played |\n"
        "| Cancelled, no make-up match | resolves 50-50 (each side pays 0.50) |\n"
        "| Primary source | official Premier League stats |\n"
        "| Fallback | consensus of credible reporting, if official stats are not out within 2 h of full time |\n"
        "| Late corrections | ignored once the market has resolved |",
        PL, "2026-12-19 17:30:00+00",
        ex("total", "over", line=2.5, vc="50-50")))
    # 7 compliance officer, spread
    L.append(v1(7, "compliance_officer", ["headed_paragraphs", "formal", "syn:defeat", "number_words", "date:d_month_yyyy"],
        ["F:spread", "S1", "P1", "C2", "R1", "R2"],
        "Club Atlético de Madrid", "Real Betis Balompié", "laliga", "4921466",
        "Spread: Club Atlético de Madrid (-1.5)", "lal-mad-bet-2026-12-12-spread-home-1pt5",
        "Club Atlético de Madrid (-1.5)", "spreads", -1.5,
        "Settlement conditions (spread -1.5)\n"
        "This contract settles Yes only if Club Atlético de Madrid defeat Real Betis Balompié by a margin of at least two goals in the LaLiga fixture scheduled for 12 December 2026. Any other result (a one-goal Atlético win, a draw, or a Betis win) settles No.\n"
        "Scope: the score recorded at the end of regulation, i.e. ninety minutes plus referee-added stoppage time. Extra time and penalties are outside scope.\n"
        "Postponement: a postponed fixture does not trigger settlement; the contract remains open until the fixture is played.\n"
        "Cancellation: where the fixture is cancelled and no replacement game is arranged, the contract settles at 50-50.\n"
        "Data: the competition organiser's official statistics are authoritative. If they are unavailable two hours after the end of the fixture, reliance may be placed on a consensus of credible reporting. Score revisions issued after settlement are disregarded.",
        LL, "2026-12-12 20:00:00+00",
        ex("spread", "Club Atlético de Madrid", line=1.5, vc="50-50")))
    # 8 journalist, BTTS
    L.append(v1(8, "journalist", ["news_prose", "american_spelling", "syn:find_the_net", "syn:kept_off_the_scoresheet", "date:abbrev_month_d_yyyy", "number_words"],
        ["F:btts", "S1", "P1", "C2", "AB", "R1"],
        "Bayer 04 Leverkusen", "RB Leipzig", "bundesliga", "4921530",
        "Bayer 04 Leverkusen vs. RB Leipzig: Both Teams to Score?", "bun-b04-lei-2026-09-26-btts",
        "Both Teams to Score", "both_teams_to_score", None,
        "Both sides must find the net for this market to pay out. It resolves Yes if Bayer 04 Leverkusen and RB Leipzig each score at least once in their Bundesliga meeting on Sept. 26, 2026, and No if either team, or both, is kept off the scoresheet. Goals count only within regular time, meaning the 90 minutes plus stoppage.\n\n"
        "Should the match be postponed, the market will wait for it, staying open until the match has been played. Should it be canceled outright with no make-up fixture, the market resolves 50-50, and the same applies if the match is abandoned and never completed.\n\n"
        "Official Bundesliga statistics will decide the outcome; failing their publication within two hours of the final whistle, the market will rely on a consensus of credible reporting.",
        BL, "2026-09-26 13:30:00+00",
        ex("btts", "yes", vc="50-50", va="50-50")))
    # 9 product manager, release notes, first half
    L.append(v1(9, "product_manager", ["release_notes", "bullets", "contractions", "date:mon_d_yyyy_nocomma"],
        ["F:half", "P1", "C2", "R1"],
        "Chelsea FC", "Newcastle United FC", "epl", "4921611",
        "Will Chelsea FC lead at halftime vs. Newcastle United FC?", "epl-che-new-2026-10-17-1h-che",
        "Chelsea FC (1st half)", "soccer_halftime_result", None,
        "New: first-half markets for Chelsea FC vs. Newcastle United FC (Premier League, Oct 17 2026).\n"
        "- Resolves Yes: Chelsea FC are ahead when the referee blows for half-time (the first 45 minutes plus first-half stoppage time).\n"
        "- Resolves No: the sides are level at the break, or Newcastle United FC lead.\n"
        "- Goals after the interval don't affect this market.\n"
        "- Postponements: the market stays open until the match is played.\n"
        "- Cancellations: if the match is cancelled and never made up, the market resolves 50-50.\n"
        "- Data: official Premier League statistics; if those aren't available within 2 hours of the match ending, a consensus of credible reporting.",
        PL, "2026-10-17 14:00:00+00",
        ex("half", "Chelsea FC", half="first", scope=None, vc="50-50")))
    # 10 sports-desk editor, exact score 2-1
    L.append(v1(10, "sports_desk_editor", ["headline", "desk_shorthand", "q_then_answer_lines", "number_words", "date:weekday_month_d_yyyy"],
        ["F:exact_score", "S1", "P1", "C3", "R1"],
        "SSC Napoli", "AS Roma", "seriea", "4921688",
        "Exact Score: SSC Napoli 2 - 1 AS Roma?", "sea-nap-rom-2026-11-01-2-1",
        "2-1", "soccer_exact_score", None,
        "EXACT SCORE: NAPOLI 2, ROMA 1\n"
        "Resolves Yes if SSC Napoli vs. AS Roma (Serie A, Sunday, November 1, 2026) finishes 2-1 to Napoli at the end of normal time, ninety minutes plus stoppages and nothing after. Any other scoreline: No.\n"
        "Postponed? Market stays open till the game is played.\n"
        "Cancelled with no replay? The score is taken as 0-0, so this market resolves No.\n"
        "Source: Serie A's official stats; if they aren't out two hours after full time, a consensus of credible reports.",
        SA, "2026-11-01 19:45:00+00",
        ex("exact_score", "2-1", vc="no")))
    # 11 statistician, exact score 0-0
    L.append(v1(11, "statistician", ["mathematical", "definitions", "roman_numerals", "date:iso", "syn:120_minutes"],
        ["F:exact_score", "S1", "P1", "C3", "R1"],
        "LA Galaxy", "Los Angeles FC", "mls", "4921745",
        "Exact Score: LA Galaxy 0 - 0 Los Angeles FC?", "mls-lag-laf-2026-08-22-0-0",
        "0-0", "soccer_exact_score", None,
        "Definition. Let H and A be the goals scored by LA Galaxy and Los Angeles FC respectively over the regulation period (90 minutes plus stoppage time) of their MLS match on 2026-08-22. The market resolves Yes if and only if H = 0 and A = 0; otherwise it resolves No.\n"
        "Missing-data cases. (i) Postponement: no resolution until the match is played; the market stays open with no time limit. (ii) Cancellation without a make-up match: the score is set to 0-0 by convention, hence Yes.\n"
        "Data source. Official MLS match statistics. If these are not published within 120 minutes of the match ending, the consensus of credible reporting is used.",
        MLSU, "2026-08-23 02:30:00+00",
        ex("exact_score", "0-0", vc="yes")))
    # 12 customer-service macro, P4
    L.append(v1(12, "customer_service_macro", ["macro", "greeting", "date:mm/dd/yyyy", "number_words", "syn:tied"],
        ["F:win", "S1", "P4", "C1", "R1"],
        "Inter Miami CF", "Orlando City SC", "mls", "4921809",
        "Will Inter Miami CF win on 2026-09-12?", "mls-mia-orl-2026-09-12-mia", "Inter Miami CF",
        "moneyline", None,
        "Hi there! Thanks for reaching out about the Inter Miami CF market. Here's how it settles:\n\n"
        "This market resolves to Yes if Inter Miami CF win their MLS match against Orlando City SC on 09/12/2026 (Sept. 12). If Orlando City SC win or the game ends tied, it resolves to No. Only regulation counts: 90 minutes plus stoppage time.\n\n"
        "If the match is postponed and isn't rescheduled within fourteen days, the market will settle at its last fair market price as of the moment the postponement was announced. If the match is canceled with no make-up, it resolves to No.\n\n"
        "We use official MLS statistics to settle. If they aren't published within 2 hours after the match, we may use a consensus of credible reporting instead.\n\n"
        "Hope this helps, and have a great day!",
        MLSU, "2026-09-12 23:30:00+00",
        ex("win", "Inter Miami CF", tw=336, vc="no", vp="last_price")))
    # 13 lawyer's redraft of a plain rule, advance
    L.append(v1(13, "lawyer_redraft", ["legal", "defined_terms", "for_the_avoidance_of_doubt", "number_words", "date:d_month_yyyy"],
        ["F:advance", "S6", "P1", "C2", "R1"],
        "FC Bayern München", "Arsenal FC", "ucl", "4921873",
        "Will Arsenal FC advance past FC Bayern München?", "ucl-bay-ars-2027-03-16-ars", "Arsenal FC",
        "moneyline", None,
        "This market concerns the UEFA Champions League round of 16 tie between FC Bayern München and Arsenal FC, the second leg of which is scheduled to be played in Munich on 16 March 2027 (the \"Tie\"). The market shall resolve to \"Yes\" if Arsenal FC qualifies for the quarter-finals by winning the Tie, and to \"No\" if FC Bayern München does so. For the avoidance of doubt, the Tie is decided on the aggregate score over both legs and, where the aggregate is level at the end of the second leg's normal playing time, any extra time and any penalty shoot-out shall be taken into account in determining which club progresses. This market has no draw outcome. In the event that the second leg is postponed, the market shall remain open until that leg is played. In the event that the second leg is cancelled and no make-up game is played, the market shall resolve 50-50. Resolution shall be based on official UEFA data; where such data has not been published within two hours after the second leg concludes, resolution may instead rest on a consensus of credible reporting.",
        UEFAU, "2027-03-16 20:00:00+00",
        ex("advance", "Arsenal FC", scope="penalties", vc="50-50")))
    # 14 ambiguous scope: knockout second leg, no time scope (podcast host)
    L.append(v1(14, "podcast_host", ["show_notes", "casual", "contractions", "date:month_d_yyyy"],
        ["F:win", "S:ambiguous", "P1", "C1", "R1"],
        "Paris Saint-Germain FC", "FC Internazionale Milano", "ucl", "4921950",
        "Will Paris Saint-Germain FC win on 2027-03-10?", "ucl-par-int-2027-03-10-par",
        "Paris Saint-Germain FC", "moneyline", None,
        "Quick one from this week's show: the market covers PSG vs. Inter, the second leg of their Champions League round of 16 tie, on March 10, 2027. It resolves Yes if Paris Saint-Germain FC win the match and No otherwise. If the game is postponed, the market remains open until it's played. If it's cancelled and there's no replay, the market resolves No. Official UEFA statistics settle it; if they're not published within two hours after the final whistle, a consensus of credible reporting is used.",
        UEFAU, "2027-03-10 20:00:00+00",
        ex("win", "Paris Saint-Germain FC", scope="ambiguous", vc="no")))
    # 15 ambiguous cancellation (marketing copywriter)
    L.append(v1(15, "marketing_copywriter", ["promotional", "exclamations", "date:dd/mm/yyyy", "syn:called_off"],
        ["F:win", "S1", "P1", "C:ambiguous", "R1"],
        "Manchester United FC", "Aston Villa FC", "epl", "4922014",
        "Will Manchester United FC win on 2026-12-26?", "epl-mun-ast-2026-12-26-mun",
        "Manchester United FC", "moneyline", None,
        "Boxing Day at Old Trafford! Back Manchester United FC to beat Aston Villa FC on 26/12/2026: Yes if United win over the 90 minutes plus stoppage time, No if Villa win or it's a draw.\n"
        "Match moved? No problem, the market stays open until it's played.\n"
        "Match called off completely? In that rare case, the market will be settled at the discretion of our markets team.\n"
        "Results come from official Premier League statistics, or from a consensus of credible reporting if those stats aren't published within two hours of full time.",
        PL, "2026-12-26 15:00:00+00",
        ex("win", "Manchester United FC", vc="ambiguous")))
    # 16 ambiguous source (retired referee)
    L.append(v1(16, "retired_referee", ["anecdotal", "british_spelling", "date:month_dth_yyyy", "number_words", "syn:level"],
        ["F:draw", "S1", "P1", "C1", "R:ambiguous"],
        "AC Milan", "SS Lazio", "seriea", "4922087",
        "Will AC Milan vs. SS Lazio end in a draw?", "sea-mil-laz-2026-10-18-draw",
        "Draw (AC Milan vs. SS Lazio)", "moneyline", None,
        "As any match official will tell you, a game is level when the scores are level at the final whistle of regulation time: the ninety minutes plus whatever the fourth official shows on the board. That is the moment this market looks at. If AC Milan and SS Lazio are level then in their Serie A match on October 18th, 2026, it resolves Yes; if either side is in front, No. Extra time and a penalty shoot-out play no part.\n"
        "If the game is postponed, the market stays open until it is played. If it is cancelled and never made up, it resolves Yes.\n"
        "The final score will be confirmed using Lega Serie A's website or the big sports news sites.",
        "", "2026-10-18 18:45:00+00",
        ex("draw", "draw", sp="ambiguous", sf="ambiguous", vc="yes")))
    # 17 ambiguous postponement (community moderator)
    L.append(v1(17, "community_moderator", ["lowercase", "bullets", "slang", "date:mon_d_yy"],
        ["F:win", "S1", "P:ambiguous", "C1", "R1"],
        "Eintracht Frankfurt", "VfB Stuttgart", "bundesliga", "4922150",
        "Will VfB Stuttgart win on 2026-12-05?", "bun-ein-stu-2026-12-05-stu", "VfB Stuttgart",
        "moneyline", None,
        "gm. rules for this one:\n"
        "- yes if VfB Stuttgart win away at Eintracht Frankfurt in the Bundesliga on Dec 5 '26 (regular time: 90 + stoppage; ET/pens don't count)\n"
        "- frankfurt win or draw = no\n"
        "- if the game gets postponed we'll keep this open for a while; if it drags on too long, the team will settle it however seems fair at that point\n"
        "- cancelled and never replayed = no\n"
        "- result from official Bundesliga stats, or a consensus of credible reporting if official stats aren't up within 2 hours after the match",
        BL, "2026-12-05 14:30:00+00",
        ex("win", "VfB Stuttgart", tw="ambiguous", vc="no", vp="ambiguous")))
    # 18 help-centre article with headings, World Cup draw
    L.append(v1(18, "help_center_writer", ["headings", "bullets", "american_spelling", "number_words", "date:month_dth_yyyy"],
        ["F:draw", "S1", "P1", "C1", "AB", "R1", "R2"],
        "Mexico", "South Africa", "wc", "4922231",
        "Will Mexico vs. South Africa end in a draw?", "fifwc-mex-rsa-2026-06-11-draw",
        "Draw (Mexico vs. South Africa)", "moneyline", None,
        "## What this market asks\n"
        "Will Mexico and South Africa finish their FIFA World Cup 2026 group match, scheduled for June 11th, 2026, level?\n"
        "## How it resolves\n"
        "Yes if the score is tied at the end of regulation, which is ninety minutes plus stoppage time. No if either team is ahead at that point. Extra time and penalty kicks are not considered.\n"
        "## If the game doesn't go ahead as planned\n"
        "- Postponed: the market remains open until the game has been played.\n"
        "- Canceled with no make-up game: resolves Yes.\n"
        "- Abandoned and not completed: handled the same way as a cancellation.\n"
        "## Where the result comes from\n"
        "Official FIFA statistics. If these are not available within two hours after the end of the game, the result may instead be taken from a consensus of credible reporting. Later corrections to the score, made once the market has resolved, are not considered.",
        FIFAU, "2026-06-11 19:00:00+00",
        ex("draw", "draw", vc="yes", va="yes")))
    # 19 fan blogger: silent on postponement and source
    L.append(v1(19, "fan_blogger", ["casual", "british", "syn:honours_even", "syn:called_off_for_good", "date:d_month_yyyy"],
        ["F:win", "S1", "C1", "AB"],
        "Brighton & Hove Albion FC", "Nottingham Forest FC", "epl", "4922306",
        "Will Nottingham Forest FC win on 2027-01-09?", "epl-bri-not-2027-01-09-not",
        "Nottingham Forest FC", "moneyline", None,
        "Simple one, folks: if Nottingham Forest FC go to the Amex and beat Brighton & Hove Albion FC on Saturday 9 January 2027, this is a Yes. Anything else, whether a Brighton win or honours even, and it's a No. We're talking normal time here (the 90 plus whatever's added on); penalty shoot-outs and extra time don't come into it. If the match gets called off for good and isn't made up, it's a No. Likewise, if the ref abandons the game and it's never finished, it goes No.",
        "", "2027-01-09 15:00:00+00",
        ex("win", "Nottingham Forest FC", sp=None, sf=None, tw=None, vc="no", vp=None, va="no")))
    # 20 academic, total under 1.5, footnotes
    L.append(v1(20, "academic", ["footnotes", "formal", "date:dd.mm.yyyy", "number_words", "syn:no_more_than"],
        ["F:total", "S1", "P1", "C2", "R1"],
        "Getafe CF", "CA Osasuna", "laliga", "4922379",
        "Getafe CF vs. CA Osasuna: Under 1.5 goals?", "lal-get-osa-2026-11-29-total-under-1pt5",
        "Under 1.5", "totals", 1.5,
        "This contract pays Yes when the total number of goals scored by Getafe CF and CA Osasuna combined, in their LaLiga match of 29.11.2026, is no more than one (that is, under 1.5), and No when it is two or more. The count covers regular time only, ninety minutes plus stoppage time, and excludes any extra time or penalty shoot-out [1]. A postponed match leaves the contract open until it is played [2]. If the match is cancelled and no make-up game follows, the contract resolves 50-50. Own goals count toward the total.\n"
        "[1] No extra period is foreseen in a league fixture; the exclusion is stated for completeness.\n"
        "[2] There is no time limit on this.\n"
        "Source: official LaLiga statistics; if these have not appeared within 2 hours after the final whistle, a consensus of credible reporting.",
        LL, "2026-11-29 13:00:00+00",
        ex("total", "under", line=1.5, vc="50-50")))
    # 21 ex-bookmaker, first team to score (other)
    L.append(v1(21, "ex_bookmaker", ["trade_jargon", "heading", "date:d_mon._yyyy", "syn:opening_goal"],
        ["F:other", "S1", "P1", "C3", "R1"],
        "Olympique Lyonnais", "AS Monaco FC", "ligue1", "4922442",
        "Olympique Lyonnais vs. AS Monaco FC: Will Olympique Lyonnais score first?",
        "fl1-lyo-mon-2026-11-22-first-to-score-lyo",
        "Olympique Lyonnais", "soccer_first_to_score", None,
        "FIRST TEAM TO SCORE: OLYMPIQUE LYONNAIS\n"
        "Settles Yes if Olympique Lyonnais get the opening goal of their Ligue 1 fixture against AS Monaco FC (22 Nov. 2026) within regular time, 90 minutes plus stoppage. Settles No if AS Monaco FC score first, or if the match finishes 0-0 (\"Neither\"). Own goals are credited to the team that benefits.\n"
        "Postponement: market stays open until the fixture is played.\n"
        "Cancellation with no make-up game: settled as \"Neither\", so this market settles No.\n"
        "Official Ligue 1 statistics are used; failing publication within two hours after full time, the credible-reporting consensus is used.",
        L1, "2026-11-22 19:45:00+00",
        ex("other", "Olympique Lyonnais", vc="no")))
    return L


def ex2(family, outcome, line=None, half=None, scope="regulation", sp="provider",
        sf=None, tw=48, vc="fair_price", vp="fair_price", va=None):
    return ex(family, outcome, line=line, half=half, scope=scope, sp=sp, sf=sf,
              tw=tw, vc=vc, vp=vp, va=va)


def venue_two():
    L = []
    # 1 terse ops trader
    L.append(v2(1, "terse_ops_trader", ["terse", "abbreviations", "arrows", "date:mon_d_yyyy"],
        ["F:win", "S2", "D1", "P2", "C4", "R3"],
        "Newcastle", "Liverpool", "epl", "KXEPLGAME", "KXEPLGAME-26NOV28NEWLFC", "NEW",
        "Newcastle vs Liverpool Winner?", "Newcastle",
        "Yes if Newcastle beat Liverpool in their EPL match (orig. sched. Nov 28, 2026). Reg time only: 90 min + stoppage. No ET, no pens.",
        "Level after reg time -> Tie mkt pays Yes, this one No. Cancelled, or KO moved >48h from orig. slot -> fair-price settlement per rulebook.",
        "2026-11-28T17:30:00Z", ESPN_FOX,
        ex2("win", "Newcastle")))
    # 2 lawyer, tie leg, lettered paragraphs, abandonment
    L.append(v2(2, "lawyer", ["legal", "lettered_paragraphs", "number_words_and_digits", "british_spelling", "date:month_d_yyyy"],
        ["F:draw", "S2", "D1", "P2", "C4", "AB", "R3"],
        "Sevilla", "Real Betis", "laliga", "KXLALIGAGAME", "KXLALIGAGAME-26NOV08SEVRBB", "TIE",
        "Sevilla vs Real Betis Winner?", "Tie",
        "In the event that the Sevilla vs Real Betis professional Spanish La Liga fixture originally scheduled for November 8, 2026 ends with the scores level upon the expiry of ninety (90) minutes of play together with stoppage time, excluding any extra time or penalty kicks, Tie shall be deemed the result and this market shall resolve to Yes.",
        "(a) This market pertains solely to the fixture identified above, assessed at the end of regulation time. (b) Should either club lead at that point, this market shall resolve to No. (c) If the fixture is cancelled, or is rescheduled to commence more than forty-eight (48) hours after its original scheduled start, this market shall resolve at a fair price determined in accordance with the Rulebook. (d) A fixture that is abandoned and not resumed shall be treated as cancelled for the purposes of paragraph (c).",
        "2026-11-08T20:00:00Z", ESPN_FOX,
        ex2("draw", "draw", va="fair_price")))
    # 3 support agent, Q&A secondary, S4 primary
    L.append(v2(3, "support_agent", ["faq", "q_and_a", "american_spelling", "contractions", "date:month_d_yyyy"],
        ["F:win", "S4", "D1", "P2", "C4", "R3"],
        "Leverkusen", "Frankfurt", "bundesliga", "KXBUNDESLIGAGAME", "KXBUNDESLIGAGAME-26OCT31LEVSGE", "SGE",
        "Leverkusen vs Frankfurt Winner?", "Frankfurt",
        "This market settles Yes if Frankfurt beat Leverkusen in their German Bundesliga game that was originally set for October 31, 2026.",
        "Q: Which part of the game counts? A: Only regulation, meaning the 90 minutes plus any stoppage time. Extra time and penalties would not count. Q: What happens on a draw? A: This market settles No, and the Tie market settles Yes. Q: What if the game is canceled or pushed back? A: If it's canceled, or rescheduled to start more than 48 hours after the original time, the market is settled at a fair price under the exchange rules.",
        "2026-10-31T14:30:00Z", ESPN_FOX,
        ex2("win", "Frankfurt")))
    # 4 engineer, bullets, total over 3.5
    L.append(v2(4, "engineer_bullets", ["bullets", "terse", "numerals", "abbreviations", "date:mon_d_yyyy"],
        ["F:total", "S2", "P2", "C4", "R3"],
        "Atalanta", "Napoli", "seriea", "KXSERIEATOTAL", "KXSERIEATOTAL-26DEC13ATANAP", "4",
        "Atalanta vs Napoli: Total Goals", "Over 3.5 goals scored",
        "If Atalanta and Napoli score 4 or more goals between them in the Atalanta vs Napoli Italian Serie A game originally scheduled for Dec 13, 2026, counting regulation time only (90 min plus stoppage, no extra time, no penalties), the market resolves to Yes.",
        "- Threshold: over 3.5 total goals (4+).\n- 3 goals or fewer: No.\n- Own goals count.\n- Shoot-out kicks are not goals.\n- Cancelled, or rescheduled >48 hrs from the original start: fair price per the rules.",
        "2026-12-13T17:00:00Z", ESPN_FOX,
        ex2("total", "over", line=3.5)))
    # 5 compliance officer, spread, P3
    L.append(v2(5, "compliance_officer", ["numbered_inline", "formal", "date:d_month_yyyy", "syn:margin"],
        ["F:spread", "S2", "P3", "C4", "R3"],
        "Lyon", "PSG", "ligue1", "KXLIGUE1SPREAD", "KXLIGUE1SPREAD-26OCT25OLPSG", "PSG2",
        "Lyon vs PSG: Spread", "PSG wins by over 1.5 goals",
        "If PSG wins the Lyon vs PSG professional French Ligue 1 game originally scheduled for 25 October 2026 by more than 1.5 goals, as measured at the end of regulation time (90 minutes plus stoppage; extra time and penalties are not included), the market resolves to Yes.",
        "Control points: 1) The winning margin is PSG's goals minus Lyon's goals at the end of regulation. 2) A one-goal PSG win, a draw, or a Lyon win results in No. 3) Postponement: if the match is postponed but kicks off within 48 hours of its original start time, the market remains open and settles on that match; if it does not, the market is settled at a fair price. 4) Cancellation: the market is settled at a fair price as the exchange rules provide.",
        "2026-10-25T19:45:00Z", ESPN_FOX,
        ex2("spread", "PSG", line=1.5)))
    # 6 journalist, BTTS, MLS series source
    L.append(v2(6, "journalist", ["news_lede", "american_spelling", "syn:slips", "date:mon_d_yyyy"],
        ["F:btts", "S2", "P2", "C4", "R3"],
        "Seattle", "Portland", "mls", "KXMLSBTTS", "KXMLSBTTS-26SEP19SEAPOR", "BTTS",
        "Seattle vs Portland: Both Teams To Score?", "Both teams score",
        "Seattle and Portland renew the Cascadia rivalry on Sep 19, 2026, and this market asks one thing: will both of them score? If each side scores at least one goal in regulation time (90 minutes plus stoppage time) of the Seattle vs Portland Major League Soccer match set for that date, the market resolves to Yes.",
        "If either team, or both, fails to score, it resolves to No. Goals in extra time or a shootout would not count. If the game is canceled or slips more than 48 hours past its original start, the market resolves at a fair price under the rules.",
        "2026-09-20T02:30:00Z", MLS,
        ex2("btts", "yes", sp="official")))
    # 7 product manager, changelog-style secondary, first half
    L.append(v2(7, "product_manager", ["release_notes", "bullets", "date:mon_d_yyyy"],
        ["F:half", "D1", "P2", "C4", "R3"],
        "Man City", "Tottenham", "epl", "KXEPL1H", "KXEPL1H-26DEC19MCITOT", "MCI",
        "Man City vs Tottenham: First Half Winner?", "Man City",
        "If Man City are ahead of Tottenham at half-time of the Man City vs Tottenham English Premier League game originally scheduled for Dec 19, 2026, the market resolves to Yes.",
        "What's in this market:\n- Half-time means the end of the first 45 minutes plus first-half stoppage time.\n- Level at the break: the Tie market resolves Yes and this market resolves No. A Tottenham lead also resolves No.\n- Cancellation, or a reschedule more than 48 hours out: fair price, per the rules.",
        "2026-12-19T15:00:00Z", ESPN_FOX,
        ex2("half", "Man City", half="first", scope=None)))
    # 8 statistician, exact score, away team named first
    L.append(v2(8, "statistician", ["mathematical", "iff", "away_named_first", "date:mon_d_yyyy"],
        ["F:exact_score", "S2", "P2", "C4", "R3"],
        "Tottenham", "Arsenal", "epl", "KXEPLSCORE", "KXEPLSCORE-27JAN16TOTARS", "TOT1ARS3",
        "Tottenham vs Arsenal: Exact Score", "Tottenham 1-3 Arsenal",
        "If the score of the Tottenham vs Arsenal English Premier League game originally scheduled for Jan 16, 2027 reads Arsenal 3, Tottenham 1 at the end of regulation (90 minutes plus stoppage time), then this market resolves to Yes.",
        "Let T be Tottenham's goals and A Arsenal's goals over regulation. Yes iff T = 1 and A = 3; No otherwise. Extra time and penalties play no part. Should the match be called off, or moved to a start more than 48 hours after the original one, settlement is at a fair price under the rules.",
        "2027-01-16T12:30:00Z", ESPN_FOX,
        ex2("exact_score", "1-3")))
    # 9 customer-service macro, advance
    L.append(v2(9, "customer_service_macro", ["macro", "friendly", "american_spelling", "date:mon_d_yyyy"],
        ["F:advance", "S6", "P2", "C4", "R3"],
        "Liverpool", "Real Madrid", "ucl", "KXUCLADVANCE", "KXUCLADVANCE-27MAR17LFCRMA", "RMA",
        "Liverpool vs Real Madrid: Who advances?", "Real Madrid",
        "This market resolves to Yes if Real Madrid advance past Liverpool in their UEFA Champions League round of 16 tie, second leg originally scheduled for Mar 17, 2027.",
        "Here's how this one works: the tie is decided over both legs, including any extra time and penalty shootout in the second leg, so whichever club goes through is what counts. If Liverpool advance, it resolves to No. There's no Tie option on this market. If the second leg is canceled, or is pushed back by more than 48 hours, the market will be settled at a fair price under our rules. Any questions? Our support team is happy to help.",
        "2027-03-17T20:00:00Z", UEFA,
        ex2("advance", "Real Madrid", scope="penalties", sp="official")))
    # 10 broadcast producer, World Cup tie, S3
    L.append(v2(10, "broadcast_producer", ["broadcast", "split_scope", "number_words", "date:mon_d_yyyy"],
        ["F:draw", "S3", "D1", "P2", "C4", "R3"],
        "USA", "Paraguay", "wc", "KXWCGAME", "KXWCGAME-26JUN12USAPAR", "TIE",
        "USA vs Paraguay Winner?", "Tie",
        "If Tie wins the USA vs Paraguay FIFA World Cup 2026 group match originally scheduled for Jun 12, 2026, after regulation (ninety minutes plus stoppage time), this market resolves to Yes.",
        "For viewers at home: the market looks at the scoreboard when the referee ends regulation. Extra time and a penalty shootout are not part of this market. If the teams are level at that point, Tie resolves Yes; otherwise Tie resolves No. A game that is called off, or moved more than 48 hours from its first scheduled kickoff, is settled at a fair price as set out in the rules.",
        "2026-06-13T01:00:00Z", FIFA,
        ex2("draw", "draw", sp="official")))
    # 11 non-native speaker, refund on abandonment
    L.append(v2(11, "non_native_speaker", ["non_native", "british_spelling", "date:d_mon_yyyy"],
        ["F:win", "S2", "D1", "P2", "C4", "AB", "R3"],
        "Roma", "Lazio", "seriea", "KXSERIEAGAME", "KXSERIEAGAME-26NOV22ROMLAZ", "ROM",
        "Roma vs Lazio Winner?", "Roma",
        "If Roma is winning the Roma vs Lazio Italian Serie A soccer game, originally planned for 22 Nov 2026, at the end of 90 minutes plus stoppage time (extra time and penalties are not included), the market resolve to Yes.",
        "The market is regarding only this game and only the regular time. If the game finish with same score, the market of Tie is resolve to Yes and this market to No. If they cancel the game or move it more than 48 hours later than the original time, the market resolve to a fair price like the rules say. If the game is abandoned (stopped and not finished), all position are refunded.",
        "2026-11-22T17:00:00Z", ESPN_FOX,
        ex2("win", "Roma", va="refund")))
    # 12 data product owner, table secondary, own named sources
    L.append(v2(12, "data_product_owner", ["table", "date:d_month_yyyy", "named_source"],
        ["F:win", "S2", "D1", "P2", "C4", "R:named"],
        "Athletic Club", "Real Sociedad", "laliga", "KXLALIGAGAME", "KXLALIGAGAME-27JAN23ATHRSO", "ATH",
        "Athletic Club vs Real Sociedad Winner?", "Athletic Club",
        "If Athletic Club wins the Athletic Club vs Real Sociedad professional Spanish La Liga game originally scheduled for 23 January 2027, counting the 90 minutes plus stoppage time only, the market resolves to Yes.",
        "| Situation | Settlement |\n|---|---|\n| Athletic Club ahead after regulation | Yes |\n| Level after regulation | No (Tie market pays Yes) |\n| Real Sociedad ahead after regulation | No |\n| Extra time / penalties | not counted |\n| Canceled, or rescheduled over 48 hours later | fair price per the rules |\n| Result source | official LaLiga website; if it shows no result, ESPN |",
        "2027-01-23T20:00:00Z", ESPN_FOX,
        ex2("win", "Athletic Club", sp="official", sf="provider")))
    # 13 ambiguous scope: no scope in either field (forum regular turned content ops)
    L.append(v2(13, "content_ops", ["plain", "date:month_d_yyyy", "syn:final_result"],
        ["F:win", "S4", "S:ambiguous", "D1", "P2", "C4", "R3"],
        "Fiorentina", "Bologna", "seriea", "KXSERIEAGAME", "KXSERIEAGAME-26OCT18FIOBOL", "FIO",
        "Fiorentina vs Bologna Winner?", "Fiorentina",
        "If Fiorentina wins the Fiorentina vs Bologna Italian Serie A game originally scheduled for October 18, 2026, the market resolves to Yes.",
        "The market settles on the final result of the game. If Bologna win, it settles No; if the sides draw, it settles No and the Tie market settles Yes. Should the game be cancelled, or rescheduled to start more than 48 hours after its original time, it settles at a fair price per the rules.",
        "2026-10-18T13:00:00Z", ESPN_FOX,
        ex2("win", "Fiorentina", scope="ambiguous")))
    # 14 ambiguous timing: 48 h vs 72 h (junior analyst merging templates)
    L.append(v2(14, "junior_analyst", ["merged_templates", "american_spelling", "date:m/d/yyyy", "syn:fair_value"],
        ["F:win", "S2", "D1", "P:ambiguous", "C4", "R3"],
        "Atlanta", "Nashville", "mls", "KXMLSGAME", "KXMLSGAME-26OCT03ATLNSH", "NSH",
        "Atlanta vs Nashville Winner?", "Nashville",
        "If Nashville wins the Atlanta vs Nashville Major League Soccer game first scheduled for 10/3/2026 over 90 minutes plus stoppage time (not counting extra time or penalties), the market resolves to Yes. If the game is postponed by more than 48 hours, the market will be settled at a fair price.",
        "A draw resolves the Tie market to Yes. Should the game be canceled, or be delayed so that it starts more than 72 hours after the original kickoff, the market settles at fair value under the rules.",
        "2026-10-03T23:30:00Z", ESPN,
        ex2("win", "Nashville", tw="ambiguous")))
    # 15 ambiguous cancellation (risk-team memo)
    L.append(v2(15, "risk_memo", ["memo", "plain", "date:month_d_yyyy", "syn:discretion"],
        ["F:win", "S2", "D1", "P2", "C:ambiguous", "R3"],
        "Everton", "West Ham", "epl", "KXEPLGAME", "KXEPLGAME-26DEC05EVEWHU", "EVE",
        "Everton vs West Ham Winner?", "Everton",
        "Everton to beat West Ham: this market resolves to Yes if Everton win the Everton vs West Ham English Premier League game originally scheduled for December 5, 2026, with only regulation (90 minutes + stoppage time) counted.",
        "If the match finishes level, the Tie market resolves to Yes. If the game is rescheduled to start more than 48 hours after its original time, the market settles at a fair price. If the game is canceled, settlement will be at the exchange's discretion.",
        "2026-12-05T15:00:00Z", ESPN_FOX,
        ex2("win", "Everton", vc="ambiguous")))
    # 16 ambiguous source (club media officer)
    L.append(v2(16, "club_media_officer", ["plain", "british_spelling", "date:mon_d_yyyy"],
        ["F:draw", "S2", "D1", "P2", "C4", "R:ambiguous"],
        "Bayern Munich", "Stuttgart", "bundesliga", "KXBUNDESLIGAGAME", "KXBUNDESLIGAGAME-27JAN30BMUSTU", "TIE",
        "Bayern Munich vs Stuttgart Winner?", "Tie",
        "If the Bayern Munich vs Stuttgart professional German Bundesliga game originally scheduled for Jan 30, 2027 ends in a Tie, with the score taken once 90 minutes plus stoppage time have been played (no extra time, no penalties), the market resolves to Yes.",
        "If either club is ahead after regulation, this market resolves to No. Cancellation, or a move of the kickoff by more than 48 hours, leads to settlement at a fair price. The result will be verified against the Bundesliga's official channels or Sky Sports coverage.",
        "2027-01-30T17:30:00Z", ESPN_FOX,
        ex2("draw", "draw", sp="ambiguous", sf="ambiguous")))
    # 17 sports-desk editor, "two days", abandonment treated as canceled
    L.append(v2(17, "sports_desk_editor", ["desk_shorthand", "american_spelling", "number_words", "date:weekday_mon._d_yyyy", "syn:two_days"],
        ["F:win", "S2", "D1", "P2", "C4", "AB", "R3"],
        "Marseille", "Lille", "ligue1", "KXLIGUE1GAME", "KXLIGUE1GAME-26NOV29OMLIL", "OM",
        "Marseille vs Lille Winner?", "Marseille",
        "Marseille vs Lille, French Ligue 1, originally scheduled for Sunday, Nov. 29, 2026: if Marseille win at full time (90 minutes and stoppage, no extra time, no shootout), the market resolves to Yes.",
        "Draw: the Tie market resolves to Yes. Lille win: No. If the game is canceled, or doesn't kick off within two days of its original start, the market is settled at a fair price under the rules. An abandoned game that is not completed is treated the same as a canceled one.",
        "2026-11-29T19:45:00Z", ESPN_FOX,
        ex2("win", "Marseille", va="fair_price")))
    # 18 lawyer's redraft, total under 2.5, definitions
    L.append(v2(18, "lawyer_redraft", ["legal", "definitions", "numbered", "number_words_and_digits", "date:d_month_yyyy"],
        ["F:total", "S2", "P2", "C4", "R3"],
        "Dortmund", "Leipzig", "bundesliga", "KXBUNDESLIGATOTAL", "KXBUNDESLIGATOTAL-26DEC12BVBRBL", "U3",
        "Dortmund vs Leipzig: Total Goals", "Under 2.5 goals scored",
        "Subject to the Secondary Rules, this market shall resolve to Yes if the aggregate number of goals scored by Dortmund and Leipzig in the Dortmund vs Leipzig professional German Bundesliga game originally scheduled for 12 December 2026 is two (2) or fewer.",
        "1. \"Goals\" means goals recorded during regulation time, being ninety (90) minutes plus stoppage time; goals in extra time, if any, and penalty shoot-out kicks are excluded. 2. If the aggregate is three (3) or more, this market shall resolve to No. 3. Should the game be cancelled, or should its commencement be rescheduled to a time more than forty-eight (48) hours after the originally scheduled time, this market shall resolve at a fair price as determined under the Rulebook.",
        "2026-12-12T17:30:00Z", ESPN_FOX,
        ex2("total", "under", line=2.5)))
    # 19 fantasy/podcast nerd, first team to score incl. extra time (S5)
    L.append(v2(19, "fantasy_nerd", ["casual", "american_spelling", "date:mon_d_yyyy"],
        ["F:other", "S5", "P2", "C4", "R3"],
        "Inter", "Barcelona", "ucl", "KXUCLFTTS", "KXUCLFTTS-27MAR10INTBAR", "BAR",
        "Inter vs Barcelona: First Team To Score", "Barcelona",
        "If Barcelona score the first goal of the Inter vs Barcelona UEFA Champions League game originally scheduled for Mar 10, 2027, at any stage of the whole game, extra time included if it is played, the market resolves to Yes.",
        "Penalty shootout kicks are not counted as goals. If nobody scores in the game, or Inter score first, the market resolves to No. If the game is canceled or pushed back more than 48 hours, the market settles at a fair price under the rules.",
        "2027-03-10T20:00:00Z", ESPN_FOX,
        ex2("other", "Barcelona", scope="extra_time")))
    # 20 ops analyst, two-column table, tie leg, last traded price on abandonment
    L.append(v2(20, "ops_analyst", ["two_column_table", "pipe_rows", "date:mon_d_yyyy"],
        ["F:draw", "S2", "D1", "P2", "C4", "AB", "R3"],
        "Monaco", "Nice", "ligue1", "KXLIGUE1GAME", "KXLIGUE1GAME-27FEB06MONNIC", "TIE",
        "Monaco vs Nice Winner?", "Tie",
        "If Monaco and Nice are level when regulation ends (90 min plus stoppage; extra time and penalties excluded) in the Monaco vs Nice professional French Ligue 1 game originally scheduled for Feb 6, 2027, the Tie market resolves to Yes.",
        "Outcome | Tie market\nLevel after regulation | Yes\nEither side ahead | No\nGame canceled | fair price per the rules\nStart moved more than 48 hours later | fair price per the rules\nGame abandoned, not resumed | last traded price before play stopped",
        "2027-02-06T16:00:00Z", ESPN_FOX,
        ex2("draw", "draw", va="last_price")))
    # 21 minimalist quant: no void clause at all; scope only in the secondary
    L.append(v2(21, "minimalist_quant", ["minimal", "date:d_mon_yyyy", "scope_in_secondary"],
        ["F:win", "S4", "D1", "R3"],
        "Brentford", "Fulham", "epl", "KXEPLGAME", "KXEPLGAME-27FEB13BREFUL", "FUL",
        "Brentford vs Fulham Winner?", "Fulham",
        "Resolves Yes if Fulham win the Brentford vs Fulham English Premier League game originally scheduled for 13 Feb 2027.",
        "Scored at the end of regulation time (90 minutes + stoppage), without extra time or penalties. A draw resolves the Tie market Yes and this one No.",
        "2027-02-13T15:00:00Z", ESPN_FOX,
        ex2("win", "Fulham", tw=None, vc=None, vp=None)))
    return L
