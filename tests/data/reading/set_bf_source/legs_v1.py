"""venue_one legs of set (bf): every leg hand-written by a different imagined writer."""
from common import v1, exp

YN = "[\"Yes\", \"No\"]"


def mk(mid, question, slug, git, smt, line, desc, rsrc, event_title, start):
    return {"id": mid, "question": question, "slug": slug, "groupItemTitle": git,
            "sportsMarketType": smt, "line": line, "outcomes": YN, "description": desc,
            "resolutionSource": rsrc, "event_title": event_title, "gameStartTime": start}


def legs():
    L = []

    # 1 terse trader, bullet shorthand
    L.append(v1(1, "terse_trader", ["layout:bullets", "abbreviations", "arrows", "numerals"],
        ["F:win", "S1", "P1", "C1", "R1", "R2"], "Arsenal FC", "Tottenham Hotspur FC", "epl",
        mk("5120011", "Will Arsenal FC win on 2026-09-19?", "epl-ars-tot-2026-09-19-ars", "Arsenal FC",
           "moneyline", None,
           "ARS v TOT, Sat 19 Sep 2026.\n"
           "- YES = Arsenal win in normal time (90' + added time). ET/pens: n/a, not counted.\n"
           "- Draw or Spurs win = NO.\n"
           "- PPD: mkt stays live until the match is actually played, no cutoff.\n"
           "- Called off for good, no replay: NO.\n"
           "- Result src: official PL stats. Nothing published within 2 hrs of FT -> go with what credible media agree on.\n"
           "- Score changes after we settle: ignored.",
           "https://www.premierleague.com/", "Arsenal FC vs. Tottenham Hotspur FC", "2026-09-19 14:00:00+00"),
        exp("win", "Arsenal FC", cancelled="no")))

    # 2 careful lawyer, numbered clauses with definitions
    L.append(v1(2, "careful_lawyer", ["layout:numbered", "legal_drafting", "definitions", "shall",
                                      "number_words_and_numerals", "british_spelling"],
        ["F:draw", "S1", "P1", "C1", "AB", "R1", "R2"], "Real Madrid CF", "FC Barcelona", "laliga",
        mk("5120012", "Will Real Madrid CF vs. FC Barcelona end in a draw?", "lal-rea-bar-2026-10-24-draw",
           "Draw (Real Madrid CF vs. FC Barcelona)", "moneyline", None,
           "1. Definitions. \"Match\" means the LaLiga fixture between Real Madrid CF (home) and FC Barcelona (away) "
           "scheduled for 24 October 2026. \"Regulation Time\" means the two halves of forty-five minutes each, together "
           "with any time added by the referee for stoppages, and excludes any extra period and any penalty shoot-out.\n"
           "2. Resolution. This market shall resolve \"Yes\" if, at the conclusion of Regulation Time, the two sides have "
           "scored an equal number of goals. In every other case it shall resolve \"No\".\n"
           "3. Postponement. Should the Match be postponed, the market shall remain open, without limit of time, until "
           "the Match is played, and shall then resolve in accordance with clause 2.\n"
           "4. Cancellation. Should the Match be cancelled and not replayed, the market shall resolve \"Yes\".\n"
           "5. Abandonment. A Match abandoned before the end of Regulation Time and not subsequently completed shall be "
           "treated for all purposes as a cancelled Match under clause 4.\n"
           "6. Source. Resolution shall be determined by reference to the official match statistics of the competition "
           "organiser. Where such statistics remain unpublished two (2) hours after the end of the Match, resolution may "
           "instead rest upon a consensus of credible reporting.\n"
           "7. Finality. No amendment to the official result made after resolution shall affect this market.",
           "https://www.laliga.com/", "Real Madrid CF vs. FC Barcelona", "2026-10-24 19:00:00+00"),
        exp("draw", "draw", cancelled="yes", abandoned="yes")))

    # 3 support agent, Q&A
    L.append(v1(3, "support_agent", ["layout:qa", "friendly", "contractions", "away_team"],
        ["F:win", "S1", "P1", "C1", "R1"], "Juventus FC", "SSC Napoli", "seriea",
        mk("5120013", "Will SSC Napoli win on 2026-11-07?", "sea-juv-nap-2026-11-07-nap", "SSC Napoli",
           "moneyline", None,
           "Hi! Here's how this one settles.\n\n"
           "Q: What do I need for Yes?\n"
           "A: SSC Napoli have to beat Juventus FC in their Serie A match on November 7, 2026. A draw or a Juventus win means No.\n\n"
           "Q: Does extra time count?\n"
           "A: No. We only look at the score when regular time ends, i.e. the 90 minutes plus whatever the referee adds on. "
           "Anything after that is ignored.\n\n"
           "Q: What if the game gets postponed?\n"
           "A: Nothing happens to your position. The market just waits, however long it takes, and settles once the match has been played.\n\n"
           "Q: And if it's cancelled completely?\n"
           "A: If it's called off and never rescheduled, this market settles No.\n\n"
           "Q: Where do you get the result from?\n"
           "A: From the official Serie A statistics. If those still aren't out two hours after the match, we go with what "
           "credible news sources are consistently reporting.",
           "https://www.legaseriea.it/", "Juventus FC vs. SSC Napoli", "2026-11-07 19:45:00+00"),
        exp("win", "SSC Napoli", cancelled="no")))

    # 4 content writer, rule inside a match preview
    L.append(v1(4, "content_writer_preview", ["layout:preview_then_rules", "british_spelling",
                                               "number_words", "syn:scrapped", "away_team"],
        ["F:win", "S1", "P1", "C1", "R1", "R2"], "Borussia Dortmund", "FC Bayern München", "bundesliga",
        mk("5120014", "Will FC Bayern München win on 2026-11-28?", "bun-dor-bay-2026-11-28-bay",
           "FC Bayern München", "moneyline", None,
           "Der Klassiker is back! Dortmund host the champions at a sold-out Signal Iduna Park on Saturday, 28 November "
           "2026, and all eyes are on whether Bayern can extend their unbeaten run on the road. Last season's meeting "
           "finished in a thriller, and with both attacks in form, nobody expects a quiet afternoon.\n\n"
           "How this market works: it pays Yes if FC Bayern München beat Borussia Dortmund, counting only the ninety "
           "minutes and the stoppage time added to them. A Dortmund win or a draw pays No. Should the game be moved to "
           "another day, the market simply stays open until it is played. If it is scrapped altogether with no new date, "
           "the market pays No. We go by the Bundesliga's official figures; if those haven't appeared within two hours of "
           "the final whistle, a consensus of reputable media reports is used instead. Later corrections to the score, "
           "after settlement, are not taken into account.",
           "https://www.bundesliga.com/", "Borussia Dortmund vs. FC Bayern München", "2026-11-28 17:30:00+00"),
        exp("win", "FC Bayern München", cancelled="no")))

    # 5 non-native English speaker
    L.append(v1(5, "non_native_speaker", ["non_native_grammar", "date:dd/mm/yyyy", "numerals"],
        ["F:draw", "S1", "P1", "C1", "R1"], "Olympique de Marseille", "Paris Saint-Germain FC", "ligue1",
        mk("5120015", "Will Olympique de Marseille vs. Paris Saint-Germain FC end in a draw?",
           "fl1-olm-par-2026-10-25-draw", "Draw (Olympique de Marseille vs. Paris Saint-Germain FC)", "moneyline", None,
           "This market is for the match Olympique de Marseille against Paris Saint-Germain FC, Ligue 1, at 25/10/2026. "
           "It will resolve to Yes if the match is finishing with equal score after the normal time, it means 90 minutes "
           "and the additional time which the referee is giving. Extra time and penalty kicks are not considered. If one "
           "of the team is winning, it resolve to No.\n"
           "If the match is postpone, the market stay open until the match is really played, there is no limit. If the "
           "match is cancel and no new match is played, the market resolve to Yes.\n"
           "For the result we use the official statistic of Ligue 1. When this statistic is not available in two hours "
           "after the match finish, we can use the consensus of serious media.",
           "https://www.ligue1.com/", "Olympique de Marseille vs. Paris Saint-Germain FC", "2026-10-25 19:45:00+00"),
        exp("draw", "draw", cancelled="yes")))

    # 6 engineer, two-column table
    L.append(v1(6, "engineer_table", ["layout:table", "numerals", "iso_date", "terse"],
        ["F:total", "S1", "P1", "C2", "R1"], "Liverpool FC", "Manchester City FC", "epl",
        mk("5120016", "Will Liverpool FC vs. Manchester City FC have more than 2.5 goals?",
           "epl-liv-mac-2026-10-03-total-2pt5", "Over 2.5", "totals", 2.5,
           "Spec: total goals, Liverpool FC vs. Manchester City FC (Premier League, 2026-10-03 16:30 UTC)\n\n"
           "| Field | Value |\n"
           "|---|---|\n"
           "| Yes if | 3+ goals in total (both teams combined) |\n"
           "| No if | 0, 1 or 2 goals |\n"
           "| Counted period | 90 min + stoppage; ET and shoot-out not counted |\n"
           "| Own goals | count like any other goal |\n"
           "| Postponed | market open until the match is played (no deadline) |\n"
           "| Cancelled, no replacement fixture | resolves 50-50 |\n"
           "| Primary source | official Premier League match stats |\n"
           "| Fallback | credible-reporting consensus, only if official stats are missing 2h after the end |",
           "https://www.premierleague.com/", "Liverpool FC vs. Manchester City FC - More Markets",
           "2026-10-03 16:30:00+00"),
        exp("total", "over", line=2.5, cancelled="50-50")))

    # 7 compliance officer, headed paragraphs
    L.append(v1(7, "compliance_officer", ["layout:headings", "formal", "british_spelling", "date:ordinal",
                                          "number_words"],
        ["F:spread", "S1", "P1", "C2", "AB", "R1", "R2"], "Atlético de Madrid", "Sevilla FC", "laliga",
        mk("5120017", "Spread: Atlético de Madrid (-1.5)", "lal-mad-sev-2026-10-17-spread-home-1pt5",
           "Atlético de Madrid (-1.5)", "spreads", -1.5,
           "Scope of this contract. This contract concerns the LaLiga match between Atlético de Madrid and Sevilla FC on "
           "17th October 2026. It resolves Yes only if Atlético de Madrid win by a margin of two goals or more. Any other "
           "result, including a one-goal Atlético win, a draw or a Sevilla win, resolves No.\n\n"
           "Measurement period. Only goals scored in regulation (the 90 minutes plus stoppage time) are recognised; no "
           "extra period or shoot-out is applicable or considered.\n\n"
           "Controls on postponement, cancellation and abandonment. A postponed match leaves the contract open until the "
           "match has taken place. If the match is cancelled with no replacement fixture, the contract settles at 50-50. "
           "The same 50-50 settlement applies where play is abandoned and the match is not completed.\n\n"
           "Data integrity. The official statistics of LaLiga are the primary record. If they are not available within "
           "2 hours of full time, settlement may rely on a consensus of credible reporting. Post-settlement revisions are "
           "disregarded.",
           "https://www.laliga.com/", "Atlético de Madrid vs. Sevilla FC - More Markets", "2026-10-17 16:15:00+00"),
        exp("spread", "Atlético de Madrid", line=1.5, cancelled="50-50", abandoned="50-50")))

    # 8 journalist, news copy
    L.append(v1(8, "journalist", ["layout:news_copy", "american_spelling", "date:us_abbrev", "dateline"],
        ["F:btts", "S1", "P1", "C2", "R1"], "AC Milan", "FC Internazionale Milano", "seriea",
        mk("5120018", "AC Milan vs. FC Internazionale Milano: Both Teams to Score?",
           "sea-mil-int-2026-09-27-btts", "Both Teams to Score", "both_teams_to_score", None,
           "MILAN — The Derby della Madonnina on Sunday, Sept. 27, 2026, settles this market. It resolves Yes if AC Milan "
           "and FC Internazionale Milano each find the net at least once in regulation time — the 90 minutes plus "
           "stoppage — and No if either side is held scoreless. Goals in any extra time or a penalty shoot-out would not "
           "count, according to the market's rules. A postponed derby keeps the market open until it is eventually "
           "played. Should the fixture be canceled without a make-up date, the market resolves 50-50. Serie A's official "
           "statistics decide the outcome; if those have not been released two hours after the final whistle, the market "
           "will rely on a consensus of credible reports.",
           "https://www.legaseriea.it/", "AC Milan vs. FC Internazionale Milano - More Markets", "2026-09-27 18:45:00+00"),
        exp("btts", "yes", cancelled="50-50")))

    # 9 product manager, release notes
    L.append(v1(9, "product_manager_release_notes", ["layout:release_notes", "bullets", "american_spelling"],
        ["F:half", "P1", "C2", "R1"], "Chelsea FC", "Newcastle United FC", "epl",
        mk("5120019", "Will Chelsea FC lead Newcastle United FC at halftime on 2026-12-12?",
           "epl-che-new-2026-12-12-1h-che", "Chelsea FC (1st Half)", "first_half_moneyline", None,
           "Release notes: Half-time result market (v2)\n\n"
           "What's new\n"
           "• This market now settles on the first half only: Yes if Chelsea FC are ahead of Newcastle United FC when "
           "the referee blows for half-time on December 12, 2026 (first 45 minutes plus first-half stoppage time). Level "
           "at the break or Newcastle ahead = No. Whatever happens after the interval does not matter.\n"
           "• Postponements: the market no longer closes early. It remains open until the match is played.\n"
           "• Cancellations: if the match is canceled and no make-up game takes place, the market resolves 50-50.\n\n"
           "Unchanged\n"
           "• Source: official Premier League statistics, falling back to a consensus of credible reporting when the league's "
           "figures are still missing 2 hours after full time.",
           "https://www.premierleague.com/", "Chelsea FC vs. Newcastle United FC - Halftime Result",
           "2026-12-12 15:00:00+00"),
        exp("half", "Chelsea FC", scope=None, half="first", cancelled="50-50")))

    # 10 sports-desk editor, exact score
    L.append(v1(10, "sports_desk_editor", ["layout:lines", "caps_heading", "british_spelling", "questions_as_labels"],
        ["F:exact_score", "S1", "P1", "C3", "R1"], "Bayer 04 Leverkusen", "RB Leipzig", "bundesliga",
        mk("5120020", "Exact Score: Bayer 04 Leverkusen 2 - 1 RB Leipzig?", "bun-b04-lei-2026-09-12-score-2-1",
           "2-1", "soccer_exact_score", None,
           "EDITOR'S NOTE ON SETTLEMENT\n"
           "Fixture: Bayer 04 Leverkusen v RB Leipzig, Bundesliga, Sat 12 Sep 2026.\n"
           "This market asks for one precise scoreline: Leverkusen 2, Leipzig 1. It goes Yes only if the match ends "
           "exactly that way after regulation (90 mins plus added time; extra time and spot-kicks don't come into it). "
           "Every other score is No.\n"
           "Postponed? The market stays open and waits for the match, however late it is played.\n"
           "Cancelled and never replayed? For settlement purposes the result is taken to be 0-0, so this market goes No.\n"
           "Result source: Bundesliga official statistics; if none are published within two hours after the final "
           "whistle, the consensus of credible reporting.",
           "https://www.bundesliga.com/", "Bayer 04 Leverkusen vs. RB Leipzig - More Markets", "2026-09-12 13:30:00+00"),
        exp("exact_score", "2-1", cancelled="no")))

    # 11 mathematician, advance (two-legged tie)
    L.append(v1(11, "mathematician", ["formal_definition", "variables", "british_spelling", "date:day_month_year"],
        ["F:advance", "S6", "P1", "C2", "R1"], "Real Madrid CF", "Manchester City FC", "ucl",
        mk("5120021", "Will Manchester City FC advance past Real Madrid CF?", "ucl-rea-mac-2027-03-17-advance-mac",
           "Manchester City FC", "soccer_to_advance", None,
           "Definition of the event. Let T be the two-legged UEFA Champions League round-of-16 tie between Real Madrid CF "
           "and Manchester City FC, whose second leg is scheduled at the Estadio Santiago Bernabéu on 17 March 2027. This "
           "market resolves Yes if Manchester City FC is the side that progresses from T to the quarter-finals, and No if "
           "Real Madrid CF progresses. The aggregate over both legs decides, and where the aggregate is level the "
           "deciding periods are included: extra time and, if required, the penalty shoot-out. There is therefore no draw "
           "outcome; exactly one of the two sides progresses.\n\n"
           "If the second leg is postponed, the market remains open until it is played and T is decided. If the second "
           "leg is cancelled and T is never completed, the market resolves 50-50.\n\n"
           "Data: the official UEFA record of the tie is the primary source. If UEFA has published nothing within two "
           "hours of the conclusion of the second leg, a consensus of credible reporting is used.",
           "https://www.uefa.com/", "Real Madrid CF vs. Manchester City FC - To Advance", "2027-03-17 20:00:00+00"),
        exp("advance", "Manchester City FC", scope="penalties", cancelled="50-50")))

    # 12 customer-service macro
    L.append(v1(12, "customer_service_macro", ["layout:bullets", "american_spelling", "date:mm/dd/yyyy",
                                               "syn:overtime", "greeting_signoff"],
        ["F:win", "S1", "P1", "C1", "R1"], "LA Galaxy", "Los Angeles FC", "mls",
        mk("5120022", "Will Los Angeles FC win on 2026-07-11?", "mls-lag-laf-2026-07-11-laf", "Los Angeles FC",
           "moneyline", None,
           "Thanks for reaching out about this market! Here's a quick summary of the rules:\n\n"
           "• You win on Yes if Los Angeles FC defeats LA Galaxy in their MLS regular-season match on 07/11/2026 "
           "(U.S. date format).\n"
           "• Only regulation counts: 90 minutes plus stoppage time. Overtime and shootouts are not part of the result.\n"
           "• A tie or a Galaxy victory resolves the market to No.\n"
           "• If the match is postponed, the market stays live until the match actually takes place; there's no time limit.\n"
           "• If the match is canceled and no make-up match is scheduled, the market resolves to No.\n"
           "• We use official MLS statistics. If they aren't posted within 2 hours after the match ends, we rely on a "
           "consensus of credible reporting.\n\n"
           "Hope this helps! Let us know if you have any other questions.",
           "https://www.mlssoccer.com/", "LA Galaxy vs. Los Angeles FC", "2026-07-12 02:30:00+00"),
        exp("win", "Los Angeles FC", cancelled="no")))

    # 13 lawyer's redraft of a plain rule
    L.append(v1(13, "counsel_redraft", ["layout:plain_plus_redraft", "legal_drafting", "lettered_clauses",
                                        "ninety (90)", "provided_that", "for_the_avoidance_of_doubt"],
        ["F:draw", "S1", "P1", "C1", "R1", "R2"], "Mexico", "Korea Republic", "wc",
        mk("5120023", "Will Mexico vs. Korea Republic end in a draw?", "fifwc-mex-kor-2026-06-18-draw",
           "Draw (Mexico vs. Korea Republic)", "moneyline", None,
           "Plain version: Yes if Mexico and Korea Republic are level after normal time on June 18, 2026. Otherwise No.\n\n"
           "As redrafted by counsel:\n"
           "(a) This market resolves to \"Yes\" if and only if, upon expiry of the ninety (90) minutes of normal playing "
           "time and any stoppage time added thereto, Mexico and Korea Republic have scored the same number of goals in "
           "their FIFA World Cup 2026 group-stage match scheduled for June 18, 2026; otherwise, it resolves to \"No\".\n"
           "(b) For the avoidance of doubt, neither extra time nor kicks from the penalty mark, if any, shall be taken "
           "into account.\n"
           "(c) In the event of postponement, the market shall remain open until such time as the match is played.\n"
           "(d) In the event that the match is cancelled and no replacement match is played, the market shall resolve "
           "to \"Yes\".\n"
           "(e) The official statistics published by FIFA shall govern; provided that, if such statistics have not been "
           "published within two (2) hours after the conclusion of the match, reliance may instead be placed on a "
           "consensus of credible reporting.\n"
           "(f) Any revision of the score occurring after resolution shall be disregarded.",
           "https://www.fifa.com/", "Mexico vs. Korea Republic", "2026-06-19 01:00:00+00"),
        exp("draw", "draw", cancelled="yes")))

    # 14 casual blogger: knockout second leg with no time scope -> scope ambiguous
    L.append(v1(14, "casual_blogger", ["casual", "one_paragraph", "date:month_ordinal", "away_team"],
        ["F:win", "S:ambiguous", "P1", "C1", "R1"], "Paris Saint-Germain FC", "Liverpool FC", "ucl",
        mk("5120024", "Will Liverpool FC win on 2027-03-10?", "ucl-par-liv-2027-03-10-liv", "Liverpool FC",
           "moneyline", None,
           "Quick rules, because people keep asking: this one is about the Champions League last-16 second leg, PSG vs "
           "Liverpool at the Parc des Princes, March 10th 2027. If Liverpool FC win the match, Yes. Anything else, No. "
           "Postponed? The market stays open till it's played. Cancelled for good with no make-up game? No. We settle "
           "off UEFA's official stats, or a consensus of credible reports if UEFA has nothing up within 2 hours.",
           "https://www.uefa.com/", "Paris Saint-Germain FC vs. Liverpool FC", "2027-03-10 20:00:00+00"),
        exp("win", "Liverpool FC", scope="ambiguous", cancelled="no")))

    # 15 forum moderator: cancellation "the way we normally handle" -> ambiguous
    L.append(v1(15, "forum_moderator", ["layout:labelled_lines", "date:dd.mm.yyyy", "abbreviations", "away_team"],
        ["F:win", "S1", "P1", "C:ambiguous", "R1"], "Everton FC", "Aston Villa FC", "epl",
        mk("5120025", "Will Aston Villa FC win on 2026-11-21?", "epl-eve-ast-2026-11-21-ast", "Aston Villa FC",
           "moneyline", None,
           "Mod note: settlement for Everton FC v Aston Villa FC (Premier League), 21.11.2026\n\n"
           "YES: Aston Villa FC win inside the 90 minutes + stoppage. Extra time and pens don't apply.\n"
           "NO: draw, or Everton win.\n"
           "Postponed: we keep the market open until the match is played.\n"
           "Scrapped entirely: we'll settle it the way we normally handle these situations.\n"
           "Source: official Premier League stats (fallback: credible-reporting consensus if the stats aren't out "
           "within two hours).",
           "https://www.premierleague.com/", "Everton FC vs. Aston Villa FC", "2026-11-21 15:00:00+00"),
        exp("win", "Aston Villa FC", cancelled="ambiguous")))

    # 16 US product counsel: P4 fortnight rule, last fair price
    L.append(v1(16, "us_product_counsel", ["layout:headed_lines", "american_spelling", "fourteen (14) days",
                                           "syn:overtime", "date:month_day_year"],
        ["F:win", "S1", "P4", "C:last_price", "R1"], "Inter Miami CF", "Orlando City SC", "mls",
        mk("5120026", "Will Inter Miami CF win on 2026-08-15?", "mls-mia-orl-2026-08-15-mia", "Inter Miami CF",
           "moneyline", None,
           "Contract summary\n"
           "Underlying event: the MLS match between Inter Miami CF and Orlando City SC scheduled for August 15, 2026.\n"
           "Payout: the contract resolves Yes if Inter Miami CF wins in regulation (90 minutes plus stoppage time; no "
           "overtime or shootout), and No on a tie or an Orlando City SC win.\n"
           "Delays: if the match is delayed or postponed, the contract stays open while a new date is set. If the match "
           "is not rescheduled within fourteen (14) days of its original date, the contract resolves at the last fair "
           "market price, determined as of the time the postponement was announced.\n"
           "Cancellation: a match canceled outright is handled the same way, at the last fair market price as of the "
           "announcement.\n"
           "Source: official MLS statistics; if none within two hours of the final whistle, a consensus of credible "
           "reporting.",
           "https://www.mlssoccer.com/", "Inter Miami CF vs. Orlando City SC", "2026-08-15 23:30:00+00"),
        exp("win", "Inter Miami CF", window=336, cancelled="last_price", postponed="last_price")))

    # 17 German-speaking translator, headings
    L.append(v1(17, "german_translator", ["layout:headings", "translated_register", "date:dd.mm.yyyy", "2 x 45"],
        ["F:draw", "S1", "P1", "C1", "AB", "R1"], "VfB Stuttgart", "Eintracht Frankfurt", "bundesliga",
        mk("5120027", "Will VfB Stuttgart vs. Eintracht Frankfurt end in a draw?", "bun-stu-ein-2026-12-19-draw",
           "Draw (VfB Stuttgart vs. Eintracht Frankfurt)", "moneyline", None,
           "Subject of the market\n"
           "Bundesliga, 19.12.2026: VfB Stuttgart against Eintracht Frankfurt.\n\n"
           "Resolution\n"
           "The market resolves with Yes when both teams have scored the same number of goals at the end of the regular "
           "playing time (2 x 45 minutes incl. stoppage time). Extra time and penalty shoot-out are not part of the "
           "regular playing time. In all other cases: No.\n\n"
           "Postponement\n"
           "In case of a postponement the market remains open until the match has been played.\n\n"
           "Cancellation and abandonment\n"
           "If the match is cancelled without a replay, the market resolves with Yes. The same applies when the match is "
           "abandoned and is not completed later.\n\n"
           "Data basis\n"
           "Official statistics of the Bundesliga. If these are not published within two hours after the end of the "
           "match, the decisive source is a consensus of credible reporting.",
           "https://www.bundesliga.com/", "VfB Stuttgart vs. Eintracht Frankfurt", "2026-12-19 14:30:00+00"),
        exp("draw", "draw", cancelled="yes", abandoned="yes")))

    # 18 sportsbook copywriter: source "X or Y", no order -> ambiguous
    L.append(v1(18, "sportsbook_copywriter", ["marketing", "checkmark_bullets", "syn:three_points",
                                              "date:weekday_day_month_year"],
        ["F:win", "S1", "P1", "C1", "R:ambiguous"], "AS Monaco FC", "OGC Nice", "ligue1",
        mk("5120028", "Will AS Monaco FC win on 2026-11-01?", "fl1-mon-nic-2026-11-01-mon", "AS Monaco FC",
           "moneyline", None,
           "Derby time on the Côte d'Azur! Back AS Monaco FC to take all three points against OGC Nice on Sunday "
           "1 November 2026 and this market pays out Yes. Draw or Nice win? That's a No.\n\n"
           "✔ Full-time result only: 90 minutes plus stoppage, nothing more.\n"
           "✔ Postponed? Your position stays open until the match goes ahead.\n"
           "✔ Cancelled with no rescheduled game? Resolves No.\n"
           "✔ Results come from the Ligue 1 website or leading sports media.",
           "https://www.ligue1.com/", "AS Monaco FC vs. OGC Nice", "2026-11-01 16:00:00+00"),
        exp("win", "AS Monaco FC", src=("ambiguous", "ambiguous"), cancelled="no")))

    # 19 startup founder: "reasonable stretch" then "fair" -> timing ambiguous
    L.append(v1(19, "startup_founder", ["casual", "layout:paras", "date:mon_d_yyyy_no_comma", "equals_labels"],
        ["F:draw", "S1", "P:ambiguous", "C1", "R1"], "AS Roma", "SS Lazio", "seriea",
        mk("5120029", "Will AS Roma vs. SS Lazio end in a draw?", "sea-rom-laz-2026-12-06-draw",
           "Draw (AS Roma vs. SS Lazio)", "moneyline", None,
           "Derby della Capitale, Dec 6 2026, AS Roma vs. SS Lazio (Serie A). Yes = the teams are level at the end of "
           "regular time (90 plus stoppage). No = anyone wins.\n\n"
           "If the game gets pushed back, we'll keep things open for a reasonable stretch, and if it still hasn't happened "
           "by then we'll settle the market at whatever we judge to be fair. If it's cancelled and no replacement game is "
           "played, Yes.\n\n"
           "Result comes from Serie A's official stats; if they're not out 2 hours after the final whistle, we use a "
           "consensus of credible reporting.",
           "https://www.legaseriea.it/", "AS Roma vs. SS Lazio", "2026-12-06 19:45:00+00"),
        exp("draw", "draw", window="ambiguous", cancelled="yes", postponed="ambiguous")))

    # 20 logician: everything stated through negations
    L.append(v1(20, "logician_negations", ["negations", "one_paragraph", "number_words", "date:month_day_year"],
        ["F:win", "S1", "P1", "C1", "R1", "R2"], "Manchester United FC", "Brighton & Hove Albion FC", "epl",
        mk("5120030", "Will Manchester United FC win on 2027-01-16?", "epl-mun-bri-2027-01-16-mun",
           "Manchester United FC", "moneyline", None,
           "This market does not resolve Yes unless Manchester United FC beats Brighton & Hove Albion FC in the Premier "
           "League match set for January 16, 2027. A draw is not a win, and neither is a Brighton win; in both cases the "
           "answer is No. Nothing that happens after normal time (ninety minutes plus stoppage) is counted. A "
           "postponement alone does not close or settle the market: it remains open, with no deadline, until the match "
           "is played. A cancellation with no make-up fixture is not treated as a Manchester United win, so the market "
           "resolves No. No source other than the official Premier League statistics is used, unless those statistics "
           "are still unpublished two hours after the match, in which case a consensus of credible reporting is used. "
           "A score changed after resolution does not reopen the market.",
           "https://www.premierleague.com/", "Manchester United FC vs. Brighton & Hove Albion FC",
           "2027-01-16 15:00:00+00"),
        exp("win", "Manchester United FC", cancelled="no")))

    # 21 radio commentator: under 2.5, numbers as words
    L.append(v1(21, "radio_commentator", ["spoken", "british_spelling", "number_words", "date:spoken_ordinal",
                                          "fifty-fifty"],
        ["F:total", "S1", "P1", "C2", "R1"], "Brentford FC", "Fulham FC", "epl",
        mk("5120031", "Will Brentford FC vs. Fulham FC have fewer than 2.5 goals?", "epl-bre-ful-2026-09-26-under-2pt5",
           "Under 2.5", "totals", 2.5,
           "Right then, here's the deal for Brentford against Fulham on the twenty-sixth of September, 2026. This one's a "
           "Yes if we see two goals or fewer in the whole of normal time, that's the ninety minutes and whatever the "
           "fourth official puts up on the board. Three goals or more, and it's a No. Extra time? Doesn't come into it. "
           "If the match is postponed, the market hangs on until it's played. If it's called off for good and never "
           "replayed, it's settled fifty-fifty. As for the numbers, the Premier League's official stats decide, and if they're not "
           "out two hours after the final whistle, a consensus of credible reporting does the job.",
           "https://www.premierleague.com/", "Brentford FC vs. Fulham FC - More Markets", "2026-09-26 14:00:00+00"),
        exp("total", "under", line=2.5, cancelled="50-50")))

    # 22 fantasy-sports blogger: total counting extra time (S5)
    L.append(v1(22, "fantasy_blogger", ["casual", "second_person", "date:day_month_year", "numerals_and_words"],
        ["F:total", "S5", "P1", "C2", "R1"], "Spain", "Germany", "wc",
        mk("5120032", "Spain vs. Germany: more than 2.5 goals (incl. extra time)?",
           "fifwc-esp-ger-2026-07-04-total-et-2pt5", "Over 2.5 (incl. ET)", "totals", 2.5,
           "Okay fantasy folks, this one's a bit different from our usual totals, so read carefully. It's the World Cup "
           "round-of-16 knockout game between Spain and Germany on 4 July 2026, and this market counts goals across the "
           "whole game: normal time, added time and any extra time that gets played. Yes if there are three or more "
           "goals in that span, No if there are two or fewer. Kicks in a shoot-out are not goals and don't add to the "
           "total. Postponed? The market stays open till it's played. Called off and never replayed? 50-50. Stats: FIFA's "
           "official numbers, or a consensus of credible reporting if FIFA hasn't published within two hours of the "
           "finish.",
           "https://www.fifa.com/", "Spain vs. Germany - More Markets", "2026-07-04 21:00:00+00"),
        exp("total", "over", scope="extra_time", line=2.5, cancelled="50-50")))

    return L
