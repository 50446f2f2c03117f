"""venue_one legs of set (bh): 21 hand-written descriptions, one writer each."""
from common import v1, exp

EPL, LAL, BUN, SEA, FL1, MLS, UCL, WC = ("epl", "laliga", "bundesliga", "seriea",
                                        "ligue1", "mls", "ucl", "wc")


def legs():
    L = []

    # 001 terse trader: arrows, abbreviations, ISO date
    L.append(v1("bh1-001", ["writer:terse_trader", "abbreviations", "arrows", "layout:lines",
                            "iso_date", "numerals"],
                ["F:win", "S1", "P1", "C1", "R1"],
                "Arsenal FC", "Tottenham Hotspur FC", EPL, mid="5120001",
                question="Will Arsenal FC win on 2026-09-19?",
                slug="epl-ars-tot-2026-09-19-ars", git="Arsenal FC", smt="moneyline",
                kickoff="2026-09-19 16:30:00+00",
                desc=("YES = Arsenal FC beat Tottenham Hotspur FC, fixture dated 2026-09-19. "
                      "Draw or Spurs win = NO.\n"
                      "Counts: 90' + added time only. No ET, no pens.\n"
                      "Postponed -> stays live till it's actually played.\n"
                      "Called off for good, no replay -> NO.\n"
                      "Src: official PL stats. Not out 2h after the final whistle -> "
                      "credible press consensus."),
                expected=exp("win", "Arsenal FC")))

    # 002 careful lawyer: numbered clauses, definitions, number words + numerals
    L.append(v1("bh1-002", ["writer:lawyer", "legal", "layout:numbered", "definitions",
                            "number_words_and_numerals", "british_date", "syn:organiser"],
                ["F:draw", "S1", "P1", "C1", "AB", "R1", "R2"],
                "Real Madrid CF", "FC Barcelona", LAL, mid="5120002",
                question="Will Real Madrid CF vs. FC Barcelona end in a draw?",
                slug="lal-rea-bar-2026-10-25-draw",
                git="Draw (Real Madrid CF vs. FC Barcelona)", smt="moneyline",
                kickoff="2026-10-25 15:15:00+00",
                desc=("1. Subject. This contract concerns the La Liga fixture between Real Madrid CF "
                      "(home) and FC Barcelona (away), scheduled for Sunday, 25 October 2026 (the "
                      "\"Match\").\n"
                      "2. Resolution. The contract resolves \"Yes\" if, upon the expiry of Regulation "
                      "Time, the two clubs have scored an equal number of goals. In every other case it "
                      "resolves \"No\".\n"
                      "3. Regulation Time. \"Regulation Time\" means the ninety (90) minutes of play "
                      "together with any stoppage time the referee adds. Any extra time and any penalty "
                      "shoot-out shall be disregarded.\n"
                      "4. Postponement. Should the Match be postponed, the contract shall remain open, "
                      "without limit of time, until the Match has been played.\n"
                      "5. Cancellation. Should the Match be cancelled and not rescheduled, the contract "
                      "resolves \"Yes\".\n"
                      "6. Abandonment. A Match that is abandoned and not completed shall be treated for "
                      "all purposes as a cancelled Match.\n"
                      "7. Source. Resolution shall rest on the official statistics of the competition "
                      "organiser. If such statistics have not been published within two (2) hours after "
                      "the Match ends, the contract may instead be resolved on the consensus of reliable "
                      "media reports.\n"
                      "8. Finality. Corrections to the official score made after resolution shall have "
                      "no effect."),
                expected=exp("draw", "draw", vc="yes", va="yes")))

    # 003 support agent: Q&A
    L.append(v1("bh1-003", ["writer:support_agent", "layout:qa", "conversational",
                            "number_words", "us_short_date", "away_team_leg"],
                ["F:win", "S1", "P1", "C1", "R1"],
                "Borussia Dortmund", "FC Bayern München", BUN, mid="5120003",
                question="Will FC Bayern München win on 2026-11-07?",
                slug="bun-dor-bay-2026-11-07-bay", git="FC Bayern München", smt="moneyline",
                kickoff="2026-11-07 17:30:00+00",
                desc=("Q: What do I need for this to pay out?\n"
                      "A: Yes wins if FC Bayern München beat Borussia Dortmund in their Bundesliga game "
                      "on Nov 7, 2026. A Dortmund win or a draw means No.\n"
                      "Q: Does extra time count?\n"
                      "A: No. We only look at the score once the normal ninety minutes and the referee's "
                      "stoppage time are over.\n"
                      "Q: What if the game gets postponed?\n"
                      "A: Nothing happens to your position. The market simply remains open and waits for "
                      "the match itself, whenever it happens.\n"
                      "Q: And if it never gets played at all?\n"
                      "A: If it's cancelled and there's no replacement fixture, the market resolves No.\n"
                      "Q: Where do you get the result from?\n"
                      "A: From the Bundesliga's official match statistics. If those aren't out within two "
                      "hours of full time, we can go by what reputable news outlets agree on."),
                expected=exp("win", "FC Bayern München")))

    # 004 content writer: rule inside a match preview
    L.append(v1("bh1-004", ["writer:content_writer", "match_preview", "layout:paras",
                            "british_ordinal_date", "syn:come_out_on_top", "syn:honours_even",
                            "syn:scrapped", "syn:pushed_back"],
                ["F:win", "S1", "P1", "C1", "R1"],
                "Juventus FC", "AC Milan", SEA, mid="5120004",
                question="Will Juventus FC win on 2026-11-14?",
                slug="sea-juv-mil-2026-11-14-juv", git="Juventus FC", smt="moneyline",
                kickoff="2026-11-14 19:45:00+00",
                desc=("Preview: Juventus FC welcome AC Milan to Turin on Saturday 14th November 2026 in "
                      "what could be the game of the weekend in Serie A. Juve have been hard to break "
                      "down at home this season, while Milan arrive after a bruising midweek. Expect a "
                      "cagey opening half hour.\n\n"
                      "How this market settles: it pays Yes only if Juventus FC come out on top. A Milan "
                      "victory, or honours even, sends it to No. What matters is the scoreline when the "
                      "referee ends normal time (90 minutes and stoppage); any extra period is ignored.\n\n"
                      "If the game is pushed back, trading carries on until it is finally played. If the "
                      "fixture is scrapped and never rearranged, the market settles No.\n\n"
                      "We will use the official Lega Serie A statistics. Should they still be missing two "
                      "hours after the match, the consensus view of credible reports will be used."),
                expected=exp("win", "Juventus FC")))

    # 005 non-native English speaker
    L.append(v1("bh1-005", ["writer:non_native_french", "non_native_grammar", "dotted_date",
                            "numerals", "layout:paras"],
                ["F:draw", "S1", "P1", "C1", "R1"],
                "Paris Saint-Germain FC", "Olympique de Marseille", FL1, mid="5120005",
                question="Will Paris Saint-Germain FC vs. Olympique de Marseille end in a draw?",
                slug="fl1-par-olm-2026-11-29-draw",
                git="Draw (Paris Saint-Germain FC vs. Olympique de Marseille)", smt="moneyline",
                kickoff="2026-11-29 19:45:00+00",
                desc=("This market is for the match Paris Saint-Germain FC against Olympique de "
                      "Marseille, Ligue 1, on 29.11.2026. The market resolve to Yes if the match is "
                      "finishing with equal score (draw) after the 90 minutes and the added time of the "
                      "referee. If one team is winning, the market resolve to No. The extra time and the "
                      "penalties are not counting for this market.\n"
                      "When the match is postponed, the market is staying open until the match is really "
                      "played, also if it take long time.\n"
                      "When the match is cancelled and is not played again in other date, the market "
                      "resolve to Yes.\n"
                      "The result is coming from the official statistics of Ligue 1 (LFP). If this "
                      "statistics is not published in 2 hours after the end of match, we use the "
                      "consensus of serious media."),
                expected=exp("draw", "draw", vc="yes")))

    # 006 engineer: two-column table
    L.append(v1("bh1-006", ["writer:engineer", "layout:table", "numerals", "iso_date",
                            "abbreviations"],
                ["F:total", "S1", "P1", "C2", "R1"],
                "Liverpool FC", "Manchester City FC", EPL, mid="5120006",
                question="Liverpool FC vs. Manchester City FC: Over 2.5 goals?",
                slug="epl-liv-mac-2026-12-05-total-2pt5", git="O/U 2.5", smt="totals", line=2.5,
                kickoff="2026-12-05 17:30:00+00",
                desc=("| Field | Rule |\n"
                      "|---|---|\n"
                      "| Fixture | Liverpool FC v Manchester City FC, Premier League, 2026-12-05 |\n"
                      "| Yes | 3+ goals in total between both teams |\n"
                      "| No | 0, 1 or 2 goals in total |\n"
                      "| Period | regulation only: 90 min + stoppage; ET and shoot-out not counted |\n"
                      "| Postponed | market remains open until the match takes place |\n"
                      "| Cancelled (no make-up) | resolves 50-50 |\n"
                      "| Primary source | Premier League official stats |\n"
                      "| Fallback | consensus of credible media, used if the official stats are not "
                      "published within 2 h of the final whistle |"),
                expected=exp("total", "over", line=2.5, vc="50-50")))

    # 007 compliance officer: headed paragraphs, formal
    L.append(v1("bh1-007", ["writer:compliance_officer", "layout:headings", "formal",
                            "us_long_date", "number_words", "syn:defeat", "syn:margin"],
                ["F:spread", "S1", "P1", "C2", "R1", "R2"],
                "FC Bayern München", "1. FC Union Berlin", BUN, mid="5120007",
                question="Spread: FC Bayern München (-1.5)",
                slug="bun-bay-fcu-2026-12-12-spread-bay-1pt5", git="FC Bayern München (-1.5)",
                smt="spreads", line=-1.5, kickoff="2026-12-12 14:30:00+00",
                desc=("Resolution criteria. This market resolves to \"Yes\" if FC Bayern München defeat "
                      "1. FC Union Berlin by a margin of two goals or more in the Bundesliga match "
                      "scheduled for December 12, 2026. Any other result, including a Bayern win by "
                      "exactly one goal, a draw or a Union Berlin win, resolves the market to \"No\".\n"
                      "Scope. Only goals scored during regulation time, meaning 90 minutes plus stoppage "
                      "time, are counted. Goals in extra time, and penalty shoot-out kicks, are "
                      "excluded.\n"
                      "Postponement. In the event of a postponement, the market remains open until the "
                      "match has been completed.\n"
                      "Cancellation. If the match is cancelled and no replacement fixture is staged, the "
                      "market resolves 50-50.\n"
                      "Data. The official statistics published by the Deutsche Fußball Liga (DFL) are "
                      "the primary resolution source. Where they are unavailable two hours after the "
                      "match concludes, resolution may rely on what credible outlets collectively "
                      "report.\n"
                      "Revisions. Score revisions made after the market has resolved will not be "
                      "considered."),
                expected=exp("spread", "FC Bayern München", line=1.5, vc="50-50")))

    # 008 journalist: one running paragraph, newsroom idiom
    L.append(v1("bh1-008", ["writer:journalist", "layout:one_paragraph", "idiom",
                            "abbreviated_month_date", "syn:find_the_net", "fifty_slash_fifty"],
                ["F:btts", "S1", "P1", "C2", "R1"],
                "Aston Villa FC", "Newcastle United FC", EPL, mid="5120008",
                question="Aston Villa FC vs. Newcastle United FC: Both Teams to Score?",
                slug="epl-ast-new-2027-01-02-btts", git="Both Teams to Score",
                smt="both_teams_to_score", kickoff="2027-01-02 15:00:00+00",
                desc=("Both sides have to find the net for this one to land. The market settles Yes if "
                      "Aston Villa FC and Newcastle United FC each score at least once in their Premier "
                      "League meeting on Jan. 2, 2027; if either team (or both) ends the day without a "
                      "goal, it settles No. Own goals count for the side credited with them in the "
                      "official record. The count stops at the end of regular time: the 90 minutes, plus "
                      "whatever the fourth official's board adds. A postponed match keeps the market "
                      "alive until it is eventually staged. Should the meeting be cancelled outright, "
                      "with no rearranged date, holders are paid out 50/50. The Premier League's "
                      "official match data settles the question; if that data is not out within two "
                      "hours of the final whistle, the consensus among credible outlets takes over."),
                expected=exp("btts", "yes", vc="50-50")))

    # 009 product manager: release notes with bullets
    L.append(v1("bh1-009", ["writer:product_manager", "release_notes", "layout:bullets",
                            "iso_date", "numerals", "syn:half_time_whistle"],
                ["F:half", "P1", "C2", "R1"],
                "Atlético de Madrid", "Sevilla FC", LAL, mid="5120009",
                question="Will Atlético de Madrid lead at halftime on 2027-01-16?",
                slug="lal-mad-sev-2027-01-16-1h-mad", git="Atlético de Madrid (1H)",
                smt="first_half_moneyline", kickoff="2027-01-16 20:00:00+00",
                desc=("Release notes: Halftime Result markets (v2.3)\n"
                      "What's new\n"
                      "- This market asks one thing: will Atlético de Madrid be ahead of Sevilla FC when "
                      "the first half of their La Liga match on 2027-01-16 ends?\n"
                      "- Yes: Atlético de Madrid have scored more goals than Sevilla FC at the half-time "
                      "whistle, first-half stoppage time included.\n"
                      "- No: the teams are level at the break, or Sevilla FC are ahead.\n"
                      "- Nothing that happens after half-time affects this market.\n"
                      "Edge cases\n"
                      "- Postponed match: the market stays open and waits for the rescheduled game, "
                      "however long that takes.\n"
                      "- Match cancelled with no make-up date: resolves 50-50.\n"
                      "Data\n"
                      "- Official La Liga statistics first; if they are still missing 2 hours after the "
                      "match ends, a consensus of credible media."),
                expected=exp("half", "Atlético de Madrid", scope=None, half="first", vc="50-50")))

    # 010 sports-desk editor: exact score
    L.append(v1("bh1-010", ["writer:sports_desk_editor", "layout:paras", "us_long_date_weekday",
                            "syn:normal_time", "counterfactual"],
                ["F:exact_score", "S1", "P1", "C3", "R1"],
                "Chelsea FC", "Everton FC", EPL, mid="5120010",
                question="Chelsea FC vs. Everton FC: Exact Score 2-1?",
                slug="epl-che-eve-2027-02-06-exact-2-1", git="Chelsea FC 2-1 Everton FC",
                smt="exact_score", kickoff="2027-02-06 15:00:00+00",
                desc=("Exact score, Chelsea FC v Everton FC (Premier League, Saturday February 6, 2027).\n"
                      "Yes if the score at the end of normal time is Chelsea FC 2, Everton FC 1. Any "
                      "other scoreline is No. Normal time is the 90 minutes plus stoppage; if for any "
                      "reason extra time or a shoot-out were played, it would not count.\n"
                      "If the game is postponed, this market waits for it to be played. Should the game be "
                      "cancelled and not made up, every exact-score market in this event is settled as "
                      "if the score were 0-0, so this one resolves No.\n"
                      "Source: Premier League official stats, with credible media consensus as the "
                      "fallback if the official numbers are not published within two hours of the end "
                      "of play."),
                expected=exp("exact_score", "2-1")))

    # 011 statistician: definitions of event, outcome space, measurement
    L.append(v1("bh1-011", ["writer:statistician", "layout:labelled_paras", "slash_date_dmy",
                            "two_way", "numerals", "syn:progress", "syn:qualify"],
                ["F:advance", "S6", "P1", "C2", "R1"],
                "FC Internazionale Milano", "Arsenal FC", UCL, mid="5120011",
                question="Will Arsenal FC advance to the quarterfinals?",
                slug="ucl-int-ars-2027-03-17-ars-advance", git="Arsenal FC", smt="moneyline",
                kickoff="2027-03-17 20:00:00+00",
                desc=("Event definition: Arsenal FC progress from their UEFA Champions League round-of-16 "
                      "tie against FC Internazionale Milano to the quarter-finals. The second leg is "
                      "scheduled for 17/03/2027 in Milan.\n"
                      "Outcome space: two outcomes only. Yes = Arsenal FC qualify; No = FC "
                      "Internazionale Milano qualify. There is no draw outcome.\n"
                      "Measurement: the tie is decided over both legs on aggregate, including any extra "
                      "time and any penalty shoot-out in the second leg. The market follows whichever "
                      "club UEFA records as progressing.\n"
                      "Postponement: if the second leg is postponed, the market remains open until it is "
                      "played.\n"
                      "Cancellation: if the second leg is cancelled and never played, the market "
                      "resolves 50-50.\n"
                      "Data source: UEFA's official match records. Fallback, used only when those records "
                      "are still unpublished 2 hours after the final whistle: the consensus of credible "
                      "news reporting."),
                expected=exp("advance", "Arsenal FC", scope="penalties", vc="50-50")))

    # 012 customer-service macro, US venue: P4
    L.append(v1("bh1-012", ["writer:cs_macro", "layout:bullets", "friendly", "us_spelling",
                            "us_long_date", "numerals", "syn:canceled", "syn:penalty_kicks"],
                ["F:win", "S1", "P4", "C1", "R1"],
                "LA Galaxy", "Los Angeles FC", MLS, mid="5120012",
                question="Will Los Angeles FC win on 2027-04-10?",
                slug="mls-lag-laf-2027-04-10-laf", git="Los Angeles FC", smt="moneyline",
                kickoff="2027-04-11 02:30:00+00",
                desc=("Hi there, thanks for reaching out! Here's how this market works:\n"
                      "• It resolves Yes if Los Angeles FC win their MLS match away at LA Galaxy, "
                      "scheduled for April 10, 2027.\n"
                      "• A tie or a Galaxy win resolves it No.\n"
                      "• Only regulation counts: the 90 minutes plus stoppage time. Overtime and penalty "
                      "kicks (if any) don't count.\n"
                      "• If the match gets postponed and isn't rescheduled within 14 days, the market "
                      "will resolve at the last fair market price as of the moment the postponement was "
                      "announced.\n"
                      "• If the match is canceled outright, the market resolves No.\n"
                      "• We settle using official MLS statistics. If those aren't available within 2 "
                      "hours of the final whistle, we'll go with the consensus of credible reporting.\n"
                      "Hope that helps! Let us know if you have any other questions."),
                expected=exp("win", "Los Angeles FC", tw=336, vp="last_price")))

    # 013 lawyer's redraft of a plain rule: WHEREAS / lettered provisos
    L.append(v1("bh1-013", ["writer:lawyer_redraft", "legal", "layout:lettered",
                            "british_date", "for_the_avoidance_of_doubt", "notwithstanding",
                            "knockout_regulation_explicit"],
                ["F:win", "S1", "P1", "C1", "R1", "R2"],
                "Brazil", "Japan", WC, mid="5120013",
                question="Will Brazil win on 2026-06-29?",
                slug="fifwc-bra-jpn-2026-06-29-bra", git="Brazil", smt="moneyline",
                kickoff="2026-06-29 20:00:00+00",
                desc=("WHEREAS the FIFA World Cup 2026 round-of-32 match between Brazil and Japan is "
                      "scheduled to be played on 29 June 2026 (the \"Match\"); NOW THEREFORE this market "
                      "shall be resolved as follows:\n"
                      "(a) to \"Yes\" if, and only if, Brazil has scored more goals than Japan at the "
                      "conclusion of regulation time;\n"
                      "(b) to \"No\" in every other circumstance, including, for the avoidance of doubt, "
                      "where the Match is level at the conclusion of regulation time and Brazil "
                      "subsequently prevails in extra time or by penalty shoot-out;\n"
                      "(c) \"regulation time\" shall mean ninety minutes of play plus any time added for "
                      "stoppages, and shall exclude any period of extra time and any penalty shoot-out;\n"
                      "(d) notwithstanding any postponement of the Match, this market shall remain open "
                      "until the Match is played;\n"
                      "(e) in the event that the Match is cancelled and no replacement match is played, "
                      "this market shall resolve to \"No\";\n"
                      "(f) the resolution source shall be the official statistics of FIFA as organiser; "
                      "provided that, where such statistics remain unpublished two hours after the Match "
                      "concludes, the market may be resolved by reference to the consensus of "
                      "credible reporting; and\n"
                      "(g) no amendment to the official score made after resolution shall be taken into "
                      "account."),
                expected=exp("win", "Brazil")))

    # 014 hurried intern: knockout second leg, no time scope -> scope ambiguous
    L.append(v1("bh1-014", ["writer:hurried_intern", "layout:one_paragraph", "iso_date",
                            "arrow", "knockout_no_scope"],
                ["F:win", "S:ambiguous", "P1", "C1", "R1"],
                "Real Madrid CF", "FC Bayern München", UCL, mid="5120014",
                question="Will Real Madrid CF win on 2027-04-14?",
                slug="ucl-rea-bay-2027-04-14-rea", git="Real Madrid CF", smt="moneyline",
                kickoff="2027-04-14 19:00:00+00",
                desc=("Real Madrid CF vs FC Bayern München, Champions League quarter-final, second leg, "
                      "2027-04-14. Market resolves Yes if Real Madrid CF win the match, No otherwise. If "
                      "the match gets postponed the market stays open until it's played. Cancelled and "
                      "never replayed → No. Source: official UEFA statistics; consensus of credible "
                      "reporting if they're not out within 2 hours after the game."),
                expected=exp("win", "Real Madrid CF", scope="ambiguous")))

    # 015 minimalist blogger, all lower case: cancellation left to discretion -> ambiguous
    L.append(v1("bh1-015", ["writer:lowercase_blogger", "lowercase", "layout:one_paragraph",
                            "british_date", "syn:injury_time", "number_words"],
                ["F:win", "S1", "P1", "C:ambiguous", "R1"],
                "SSC Napoli", "AS Roma", SEA, mid="5120015",
                question="Will AS Roma win on 2027-04-03?",
                slug="sea-nap-rom-2027-04-03-rom", git="AS Roma", smt="moneyline",
                kickoff="2027-04-03 18:45:00+00",
                desc=("as roma to win at napoli (serie a, 3 april 2027). yes if roma win, no if napoli "
                      "win or it's a draw. only the ninety minutes plus injury time count. postponed? "
                      "market just waits for the game, however long. if the game doesn't happen at all, "
                      "the market operator will decide the settlement at its discretion. results from "
                      "the official serie a stats, or from credible media consensus if those aren't up "
                      "two hours after full time."),
                expected=exp("win", "AS Roma", vc="ambiguous")))

    # 016 fan-club secretary: letter; two sources with no order -> source ambiguous
    L.append(v1("bh1-016", ["writer:fan_club_secretary", "letter", "layout:one_paragraph",
                            "british_date_weekday", "syn:finish_level", "syn:moved"],
                ["F:draw", "S1", "P1", "C1", "R:ambiguous"],
                "Bayer 04 Leverkusen", "Eintracht Frankfurt", BUN, mid="5120016",
                question="Will Bayer 04 Leverkusen vs. Eintracht Frankfurt end in a draw?",
                slug="bun-b04-ein-2027-02-20-draw",
                git="Draw (Bayer 04 Leverkusen vs. Eintracht Frankfurt)", smt="moneyline",
                kickoff="2027-02-20 14:30:00+00", rsrc="",
                desc=("Dear members, a quick note on the Bayer 04 Leverkusen v Eintracht Frankfurt draw "
                      "market (Bundesliga, Saturday, 20 February 2027). It pays Yes when the two sides "
                      "finish level after ninety minutes plus stoppages; a win for either club pays No. "
                      "There is no extra time in the league, but if there were, it would be ignored. If "
                      "the match is moved, the market remains open until the game actually takes place. "
                      "Should it be cancelled outright and never played, the market resolves Yes. The result will be "
                      "taken from the Bundesliga website or from kicker. Kind regards, the committee."),
                expected=exp("draw", "draw", sp="ambiguous", sf="ambiguous", vc="yes")))

    # 017 philosopher: negations throughout
    L.append(v1("bh1-017", ["writer:philosopher", "negations", "layout:paras",
                            "ordinal_of_date", "number_words", "syn:level"],
                ["F:draw", "S1", "P1", "C1", "AB", "R1", "R2"],
                "Manchester United FC", "Liverpool FC", EPL, mid="5120017",
                question="Will Manchester United FC vs. Liverpool FC end in a draw?",
                slug="epl-mun-liv-2027-03-06-draw",
                git="Draw (Manchester United FC vs. Liverpool FC)", smt="moneyline",
                kickoff="2027-03-06 17:30:00+00",
                desc=("This market does not resolve Yes unless Manchester United FC and Liverpool FC are "
                      "level when regulation time ends in their Premier League match on the 6th of "
                      "March, 2027. Regulation time is not the same as the whole evening: it is ninety "
                      "minutes plus stoppage, and nothing played after it (no extra time, no shoot-out) "
                      "is counted. A win by either side is not a draw, and resolves No.\n"
                      "A postponement does not end the market; it is not resolved until the match has "
                      "been played, however late.\n"
                      "A cancellation without a replacement fixture is not treated as a loss for draw "
                      "holders: it resolves Yes. A match that is abandoned and never completed is handled "
                      "no differently from a cancelled one.\n"
                      "The result is not taken from any unofficial feed while the Premier League's "
                      "official statistics are available; only if those statistics have not appeared "
                      "within two hours of the end does a consensus of credible reporting decide. "
                      "Changes to the official score after resolution are not applied."),
                expected=exp("draw", "draw", vc="yes", va="yes")))

    # 018 US sportswriter: under, seven-day window, canceled 50-50
    L.append(v1("bh1-018", ["writer:us_sportswriter", "us_spelling", "syn:canceled",
                            "syn:overtime", "number_words", "us_long_date", "layout:paras"],
                ["F:total", "S1", "P:7d", "C2", "R1"],
                "Inter Miami CF", "New York City FC", MLS, mid="5120018",
                question="Inter Miami CF vs. New York City FC: Under 2.5 goals?",
                slug="mls-mia-nyc-2027-05-15-total-2pt5-under", git="O/U 2.5", smt="totals",
                line=2.5, kickoff="2027-05-15 23:30:00+00",
                desc=("Low-scoring affair? This market resolves Yes if Inter Miami CF and New York City "
                      "FC combine for two or fewer goals in regulation (90 minutes plus stoppage time) of "
                      "their MLS game on May 15, 2027. Three or more goals and it resolves No. Overtime "
                      "and penalty kicks, should either occur, are not counted.\n"
                      "If the game is postponed, the market stays open, but if it has not been played "
                      "within seven days of the originally scheduled date, the market resolves 50-50. A "
                      "canceled game likewise resolves 50-50.\n"
                      "Resolution source: MLS official stats. If they are not posted within two hours of "
                      "the final whistle, a consensus of credible reporting is used."),
                expected=exp("total", "under", line=2.5, tw=168, vc="50-50", vp="50-50")))

    # 019 podcast host: spoken register; abandonment differs from cancellation
    L.append(v1("bh1-019", ["writer:podcast_host", "spoken", "layout:paras", "rhetorical_questions",
                            "british_date_weekday", "syn:all_square", "number_words"],
                ["F:win", "S1", "P1", "C1", "AB", "R1"],
                "Olympique Lyonnais", "AS Monaco FC", FL1, mid="5120019",
                question="Will AS Monaco FC win on 2027-04-18?",
                slug="fl1-lyo-mon-2027-04-18-mon", git="AS Monaco FC", smt="moneyline",
                kickoff="2027-04-18 18:45:00+00",
                desc=("Alright, here's the deal with this one. It's AS Monaco FC's market for their trip "
                      "to Olympique Lyonnais on Sunday 18 April 2027 in Ligue 1. If Monaco win it, Yes. "
                      "If Lyon win or it finishes all square, No. We're talking the regular ninety plus "
                      "stoppage here, nothing after that.\n"
                      "Now, the edge cases. Game postponed? The market just sits open until it's played. "
                      "Game cancelled with no make-up? That's a No. Game abandoned partway through and "
                      "never finished? Different story: that one settles 50-50.\n"
                      "Results come from the official Ligue 1 statistics, and if those haven't landed "
                      "two hours after the end, we go by the consensus of credible reporting."),
                expected=exp("win", "AS Monaco FC", va="50-50")))

    # 020 retired referee: postponement 'reasonable period' -> timing ambiguous
    L.append(v1("bh1-020", ["writer:retired_referee", "anecdotal", "layout:one_paragraph",
                            "slash_date_dmy", "number_words"],
                ["F:win", "S1", "P:ambiguous", "C1", "R1"],
                "Atalanta BC", "SS Lazio", SEA, mid="5120020",
                question="Will Atalanta BC win on 2027-04-24?",
                slug="sea-ata-laz-2027-04-24-ata", git="Atalanta BC", smt="moneyline",
                kickoff="2027-04-24 16:00:00+00",
                desc=("In my years with the whistle I have seen games stopped for fog, floodlights and "
                      "worse, so this market spells out its terms. Atalanta BC must beat SS Lazio in "
                      "their Serie A fixture of 24/04/2027 for the market to resolve Yes; a draw or a "
                      "Lazio win resolves it No. The match is judged on the ninety minutes plus the time "
                      "the referee adds on, and not a second beyond. If the match is postponed, the "
                      "market will stay open for a reasonable period, after which it may be settled in "
                      "a manner the operator considers appropriate. If it is cancelled and never "
                      "replayed, the market resolves No. The official Serie A statistics decide; "
                      "credible reporting, taken in consensus, may stand in if they have not appeared "
                      "within two hours of the finish."),
                expected=exp("win", "Atalanta BC", tw="ambiguous", vp="ambiguous")))

    # 021 scout: one sentence, silent on source, postponement and cancellation
    L.append(v1("bh1-021", ["writer:scout", "one_sentence", "iso_date", "numerals", "silent"],
                ["F:win", "S1"],
                "Brighton & Hove Albion FC", "Brentford FC", EPL, mid="5120021",
                question="Will Brighton & Hove Albion FC win on 2027-05-01?",
                slug="epl-bri-bre-2027-05-01-bri", git="Brighton & Hove Albion FC",
                smt="moneyline", kickoff="2027-05-01 14:00:00+00", rsrc="",
                desc=("Resolves Yes if Brighton & Hove Albion FC beat Brentford FC in the Premier League "
                      "match set for 2027-05-01, counting the 90 minutes and stoppage time only; any "
                      "other result resolves No."),
                expected=exp("win", "Brighton & Hove Albion FC", sp=None, sf=None, tw=None,
                             vc=None, vp=None)))
    return L
