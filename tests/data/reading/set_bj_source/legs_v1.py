"""Venue_one legs of set (bj): every leg is written by a different imagined writer."""
from common import exp, v1

PL = "https://www.premierleague.com/"
LL = "https://www.laliga.com/"
BL = "https://www.bundesliga.com/"
SA = "https://www.legaseriea.it/"
L1 = "https://ligue1.com/"
MLS = "https://www.mlssoccer.com/"
UEFA = "https://www.uefa.com/"
FIFA = "https://www.fifa.com/"


def legs():
    L = []

    # 001 terse trader
    L.append(v1("bj1-001", "terse_trader",
        ["terse", "layout:lines", "arrow", "abbreviation", "british_date"],
        ["F:win", "S1", "P1", "C1", "R1"],
        "Arsenal FC", "Tottenham Hotspur FC", "epl", "5120301",
        "Will Arsenal FC win on 2026-10-03?", "epl-ars-tot-2026-10-03-ars", "Arsenal FC",
        "moneyline", None,
        "Arsenal FC to beat Tottenham Hotspur FC, Premier League, Sat 3 Oct 2026.\n"
        "YES = Arsenal win. NO = draw or Spurs win.\n"
        "Clock: 90 + added time only. No ET, no pens.\n"
        "Postponed: market sits open till the game gets played, no cut-off.\n"
        "Called off for good, no replay: NO.\n"
        "Data: Premier League official stats. Nothing official 2h after the whistle "
        "\u2192 go with what credible press agree on.",
        PL, "2026-10-03 16:30:00+00",
        exp("win", "Arsenal FC", "regulation", "official", "consensus",
            "open_until_played", "no", "result")))

    # 002 careful lawyer
    L.append(v1("bj1-002", "careful_lawyer",
        ["legal", "definitions", "layout:numbered", "number_words_and_numerals",
         "british_spelling", "shall"],
        ["F:draw", "S1", "P1", "C1", "AB", "R1", "R2"],
        "Real Betis Balompi\u00e9", "Sevilla FC", "laliga", "5120302",
        "Will Real Betis Balompi\u00e9 vs. Sevilla FC end in a draw?",
        "lal-bet-sev-2026-11-08-draw", "Draw (Real Betis Balompi\u00e9 vs. Sevilla FC)",
        "moneyline", None,
        "1. Definitions. In these terms the \"Fixture\" means the LaLiga match between Real "
        "Betis Balompi\u00e9 and Sevilla FC currently set for 8 November 2026, and \"Regular "
        "Time\" means the two halves of forty-five minutes each, together with any time added "
        "by the referee for stoppages, but excluding any period of extra time and any penalty "
        "shoot-out.\n"
        "2. Outcome. This market shall resolve \"Yes\" if, at the conclusion of Regular Time, "
        "each club has scored the same number of goals. In every other case it shall resolve "
        "\"No\".\n"
        "3. Postponement. Should the Fixture be postponed, the market shall remain open, "
        "without limit of time, until the Fixture has been played, and shall then be resolved "
        "under clause 2.\n"
        "4. Cancellation. Should the Fixture be cancelled and not subsequently replayed, the "
        "market shall resolve \"Yes\".\n"
        "5. Abandonment. A Fixture abandoned before the end of Regular Time and never "
        "completed shall be treated for all purposes as cancelled under clause 4.\n"
        "6. Sources. Resolution shall rest on the official statistics published by LaLiga as "
        "organiser of the competition; provided that, where those statistics are not "
        "available within two (2) hours after the Fixture ends, the market may be resolved "
        "on a consensus of credible media reporting.\n"
        "7. Finality. Once this market has been resolved, no later amendment of the official "
        "score shall affect it.",
        LL, "2026-11-08 20:00:00+00",
        exp("draw", "draw", "regulation", "official", "consensus",
            "open_until_played", "yes", "result", "yes")))

    # 003 support agent, Q&A
    L.append(v1("bj1-003", "support_agent",
        ["layout:qa", "second_person", "american_spelling", "us_date", "away_team"],
        ["F:win", "S1", "P1", "C1", "R1"],
        "Eintracht Frankfurt", "Borussia Dortmund", "bundesliga", "5120303",
        "Will Borussia Dortmund win on 2026-10-17?", "bun-ein-dor-2026-10-17-dor",
        "Borussia Dortmund", "moneyline", None,
        "Q: What do I need for this to pay out?\n"
        "A: Borussia Dortmund have to win their Bundesliga away game at Eintracht Frankfurt on "
        "October 17, 2026. A Frankfurt win or a draw means the market resolves No.\n\n"
        "Q: Does extra time count?\n"
        "A: No. We only look at the score once regular time is over, meaning the 90 minutes "
        "plus any stoppage time the referee adds.\n\n"
        "Q: What if the game gets moved?\n"
        "A: The market stays open until the match actually takes place, whenever that is, "
        "and then resolves on that result.\n\n"
        "Q: And if it never happens?\n"
        "A: If the game is canceled and there's no make-up date, this market resolves No.\n\n"
        "Q: Where does the result come from?\n"
        "A: The official Bundesliga statistics. If those aren't out within two hours of full "
        "time, we may go with what credible news outlets agree on instead.",
        BL, "2026-10-17 13:30:00+00",
        exp("win", "Borussia Dortmund", "regulation", "official", "consensus",
            "open_until_played", "no", "result")))

    # 004 content writer, rule inside a match preview
    L.append(v1("bj1-004", "preview_writer",
        ["match_preview", "layout:paras", "british_date", "number_words", "syn:scrapped",
         "syn:level", "british_spelling"],
        ["F:draw", "S1", "P1", "C1", "R1"],
        "Juventus FC", "AC Milan", "seriea", "5120304",
        "Will Juventus FC vs. AC Milan end in a draw?", "sea-juv-mil-2026-11-22-draw",
        "Draw (Juventus FC vs. AC Milan)", "moneyline", None,
        "Juventus FC host AC Milan in Turin on Sunday, 22 November 2026, in one of the "
        "heavyweight fixtures of the Serie A autumn. Meetings between these two are rarely "
        "one-sided, and plenty of neutrals expect the points to be shared once more.\n\n"
        "How this market settles: it pays \"Yes\" if the sides are level once the regulation "
        "ninety minutes and stoppage time have been played, and \"No\" if either club is ahead "
        "at that point. Should the game be pushed back, trading carries on until it is "
        "eventually played. Should it be scrapped altogether with no replacement date, the "
        "market settles \"Yes\", exactly as a draw would. The result is taken from Serie A's "
        "official match statistics; if nothing official has been published two hours after "
        "the final whistle, a consensus of reliable reporting will be used.",
        SA, "2026-11-22 19:45:00+00",
        exp("draw", "draw", "regulation", "official", "consensus",
            "open_until_played", "yes", "result")))

    # 005 non-native English speaker
    L.append(v1("bj1-005", "non_native_speaker",
        ["non_native_grammar", "layout:paras", "dmy_slash_date", "number_words",
         "syn:prolongation", "syn:annulled"],
        ["F:win", "S1", "P1", "C1", "R1"],
        "Olympique de Marseille", "Olympique Lyonnais", "ligue1", "5120305",
        "Will Olympique de Marseille win on 2026-09-27?", "fl1-olm-lyo-2026-09-27-olm",
        "Olympique de Marseille", "moneyline", None,
        "This market is about the match of Ligue 1 between Olympique de Marseille and "
        "Olympique Lyonnais which is planned the 27/09/2026. If Olympique de Marseille is "
        "winning the match, market go to \"Yes\". If the match finish with equality or Lyon is "
        "winning, it go to \"No\".\n\n"
        "Only count the ninety minute of normal play and the time added by the referee. "
        "Prolongation and penalty series are not count.\n\n"
        "If the match is report to another day, the market stay open until the match is "
        "play, no matter how long. If the match is annulled and never play again, the market "
        "go to \"No\".\n\n"
        "For the result we use the official statistic of the Ligue de Football "
        "Professionnel. If this statistic is not publish in the two hours after the end of "
        "match, we can use what the serious medias are all saying together.",
        L1, "2026-09-27 18:45:00+00",
        exp("win", "Olympique de Marseille", "regulation", "official", "consensus",
            "open_until_played", "no", "result")))

    # 006 engineer, two-column table
    L.append(v1("bj1-006", "engineer_table",
        ["layout:table", "terse", "symbols", "iso_date", "numerals"],
        ["F:total", "S1", "P1", "C2", "R1"],
        "Manchester City FC", "Liverpool FC", "epl", "5120306",
        "Manchester City FC vs. Liverpool FC: Over 2.5 goals?",
        "epl-mac-liv-2026-12-12-total-2pt5", "Over 2.5", "totals", 2.5,
        "| Item | Rule |\n"
        "|---|---|\n"
        "| Fixture | Manchester City FC vs. Liverpool FC, Premier League, 2026-12-12 |\n"
        "| Yes when | goals by both teams combined >= 3 |\n"
        "| No when | goals combined <= 2 |\n"
        "| Period counted | 90 min + stoppage; extra time and shoot-out excluded |\n"
        "| Own goals | included in the count |\n"
        "| Postponed | remains open until played; no cutoff |\n"
        "| Cancelled, never replayed | 50-50 |\n"
        "| Primary source | Premier League official match stats |\n"
        "| Fallback | credible-reporting consensus, if official stats are not out within 2 h of "
        "full time |",
        PL, "2026-12-12 17:30:00+00",
        exp("total", "over", "regulation", "official", "consensus",
            "open_until_played", "50-50", "result", line=2.5)))

    # 007 compliance officer, advance
    L.append(v1("bj1-007", "compliance_officer",
        ["layout:headings", "formal", "british_spelling", "numerals", "knockout"],
        ["F:advance", "S6", "P1", "C2", "R1"],
        "Paris Saint-Germain FC", "FC Bayern M\u00fcnchen", "ucl", "5120307",
        "Will FC Bayern M\u00fcnchen advance past Paris Saint-Germain FC?",
        "ucl-par-bay-2027-03-10-advance-bay", "FC Bayern M\u00fcnchen",
        "soccer_to_advance", None,
        "Scope of this contract\n"
        "This market concerns the UEFA Champions League round-of-16 tie between Paris "
        "Saint-Germain FC and FC Bayern M\u00fcnchen, whose second leg is scheduled for 10 "
        "March 2027 in Paris.\n\n"
        "Resolution criterion\n"
        "The market resolves \"Yes\" if FC Bayern M\u00fcnchen qualifies for the "
        "quarter-finals and \"No\" if Paris Saint-Germain FC qualifies. Qualification is "
        "determined over both legs and takes account of any extra time and any penalty "
        "shoot-out played at the end of the second leg.\n\n"
        "Delays\n"
        "If the second leg is postponed, the market remains open until the tie has been "
        "decided on the pitch.\n\n"
        "Cancellation\n"
        "If the second leg is cancelled and not rescheduled, the market resolves 50-50.\n\n"
        "Data\n"
        "The result recorded by UEFA in its official competition statistics is "
        "authoritative. Where UEFA has published nothing within 2 hours after the match "
        "ends, the market may instead rely on a consensus of credible reporting.",
        UEFA, "2027-03-10 20:00:00+00",
        exp("advance", "FC Bayern M\u00fcnchen", "penalties", "official", "consensus",
            "open_until_played", "50-50", "result")))

    # 008 journalist, spread
    L.append(v1("bj1-008", "journalist",
        ["news_lede", "dateline", "us_date", "examples", "numerals_and_words",
         "syn:clear_goals"],
        ["F:spread", "S1", "P1", "C2", "R1"],
        "FC Bayern M\u00fcnchen", "VfL Wolfsburg", "bundesliga", "5120308",
        "Spread: FC Bayern M\u00fcnchen (-1.5)", "bun-bay-wol-2026-10-24-spread-bay-1pt5",
        "FC Bayern M\u00fcnchen (-1.5)", "spreads", -1.5,
        "MUNICH \u2014 Backers of this market need FC Bayern M\u00fcnchen not just to beat "
        "VfL Wolfsburg on Saturday, October 24, 2026, but to do it by at least two clear "
        "goals. A 2-0, a 3-1 or anything wider settles \"Yes\"; a one-goal Bayern win, a draw "
        "or a Wolfsburg victory settles \"No\".\n\n"
        "Only regulation counts \u2014 the 90 minutes plus stoppage time. Should the fixture "
        "be postponed, the market will wait for it to be played, however late. If it is "
        "cancelled outright and never replayed, holders on both sides are paid 50 cents on "
        "the dollar: the market resolves 50-50.\n\n"
        "The official Bundesliga statistics decide the margin. If they have not appeared "
        "within two hours of the final whistle, a consensus of credible reporting will be "
        "used.",
        BL, "2026-10-24 13:30:00+00",
        exp("spread", "FC Bayern M\u00fcnchen", "regulation", "official", "consensus",
            "open_until_played", "50-50", "result", line=1.5)))

    # 009 product manager, release notes
    L.append(v1("bj1-009", "product_manager",
        ["release_notes", "layout:bullets", "headings", "us_date", "numerals"],
        ["F:btts", "S1", "P1", "C2", "R1", "R2"],
        "Newcastle United FC", "Aston Villa FC", "epl", "5120309",
        "Newcastle United FC vs. Aston Villa FC: Both Teams to Score?",
        "epl-new-ast-2026-11-01-btts", "Both Teams to Score", "both_teams_to_score", None,
        "Release notes \u2014 Both Teams to Score, Newcastle United FC vs. Aston Villa FC "
        "(Premier League, Nov 1, 2026)\n\n"
        "What this market does\n"
        "- Resolves Yes when Newcastle United FC and Aston Villa FC each score one goal or "
        "more.\n"
        "- Resolves No when either side (or both) finishes without a goal.\n\n"
        "What's counted\n"
        "- Goals in regular time only: 90 minutes plus stoppage. An own goal counts for the "
        "team credited with it.\n\n"
        "Edge cases we handle\n"
        "- Postponement: the market keeps running and waits for the rescheduled game, however "
        "long that takes.\n"
        "- Cancellation with no make-up: resolves 50/50.\n"
        "- Data: official Premier League statistics first; if they aren't published within "
        "two hours after the final whistle, we use a consensus of credible reporting.\n"
        "- Score corrections issued after we resolve: ignored.",
        PL, "2026-11-01 14:00:00+00",
        exp("btts", "yes", "regulation", "official", "consensus",
            "open_until_played", "50-50", "result")))

    # 010 sports-desk editor, first half
    L.append(v1("bj1-010", "sports_desk_editor",
        ["headline_caps", "british_date", "questions_inline", "syn:interval",
         "syn:failing_that"],
        ["F:half", "P1", "C2", "R1"],
        "Atl\u00e9tico de Madrid", "Athletic Club", "laliga", "5120310",
        "Will Atl\u00e9tico de Madrid lead Athletic Club at half-time?",
        "lal-mad-bil-2026-12-06-1h-mad", "Atl\u00e9tico de Madrid (1H)",
        "soccer_halftime_result", None,
        "HALF-TIME RESULT \u2014 Atl\u00e9tico de Madrid v Athletic Club, LaLiga, 6 Dec 2026.\n"
        "This one is settled at the interval: Yes if Atl\u00e9tico de Madrid are ahead when the "
        "referee blows for half-time (the first 45 minutes plus any first-half stoppage), No "
        "if the first half ends level or with Athletic Club in front. Nothing after the break "
        "matters.\n"
        "Postponed? The market waits for the rearranged date, however far off. Scrapped with no "
        "new date? Settles 50-50.\n"
        "Result per LaLiga's official statistics; failing publication within two hours of "
        "the match ending, per a consensus of credible reporting.",
        LL, "2026-12-06 15:15:00+00",
        exp("half", "Atl\u00e9tico de Madrid", None, "official", "consensus",
            "open_until_played", "50-50", "result", half="first")))

    # 011 statistician, exact score
    L.append(v1("bj1-011", "statistician",
        ["mathematical", "variables", "layout:headed_paras", "british_date"],
        ["F:exact_score", "S1", "P1", "C3", "R1"],
        "Chelsea FC", "Everton FC", "epl", "5120311",
        "Chelsea FC vs. Everton FC: Exact score 2-1?", "epl-che-eve-2026-09-19-score-2-1",
        "Chelsea FC 2-1 Everton FC", "soccer_exact_score", None,
        "Event space. Let H be the number of goals credited to Chelsea FC and A the number "
        "credited to Everton FC at the end of regulation (90 minutes plus stoppage time) in "
        "their Premier League match of 19 September 2026. This market resolves Yes on the "
        "single outcome H = 2, A = 1, and No on every other (H, A) pair.\n\n"
        "Missing observations. A postponed match leaves the market open until the match is "
        "played. A match cancelled without any make-up game is recorded as 0-0 for this "
        "market, so this leg resolves No in that case.\n\n"
        "Measurement. Official Premier League statistics are the reference series. If they "
        "have not appeared within two hours after the final whistle, the consensus of "
        "credible reporting is used as the estimate.",
        PL, "2026-09-19 11:30:00+00",
        exp("exact_score", "2-1", "regulation", "official", "consensus",
            "open_until_played", "no", "result")))

    # 012 customer-service macro, World Cup draw
    L.append(v1("bj1-012", "cs_macro",
        ["greeting", "second_person", "american_spelling", "us_date", "contractions",
         "number_words_and_numerals"],
        ["F:draw", "S1", "P1", "C1", "R1", "R2"],
        "Mexico", "Korea Republic", "wc", "5120312",
        "Will Mexico vs. Korea Republic end in a draw?", "fifwc-mex-kor-2026-06-18-draw",
        "Draw (Mexico vs. Korea Republic)", "moneyline", None,
        "Hi there, and thanks for getting in touch about the Mexico vs. Korea Republic draw "
        "market!\n\n"
        "Here's how it works: the market resolves to \"Yes\" if the two teams are level after "
        "ninety minutes of play plus stoppage time in their FIFA World Cup group match on June "
        "18, 2026. If either team is ahead at that point, it resolves to \"No\". Extra time and "
        "any shoot-out don't come into it.\n\n"
        "If the match is postponed, don't worry: the market simply stays open until it's "
        "played. If it's canceled for good with no make-up game, the market resolves to "
        "\"Yes\".\n\n"
        "We go by FIFA's official statistics for the result, and if they haven't been "
        "released within 2 hours after the final whistle, we'll use a consensus of credible "
        "reporting. A score revision made after the market has resolved won't change the "
        "outcome.\n\n"
        "Hope that helps! Let us know if anything else comes up.",
        FIFA, "2026-06-19 01:00:00+00",
        exp("draw", "draw", "regulation", "official", "consensus",
            "open_until_played", "yes", "result")))

    # 013 lawyer's redraft of a plain rule (P4)
    L.append(v1("bj1-013", "lawyer_redraft",
        ["plain_then_redraft", "legal", "layout:lettered", "number_words_and_numerals",
         "british_date", "syn:defeats", "syn:put_off"],
        ["F:win", "S1", "P4", "C:last_price", "R1"],
        "West Ham United FC", "Nottingham Forest FC", "epl", "5120313",
        "Will West Ham United FC win on 2026-10-31?", "epl-wes-not-2026-10-31-wes",
        "West Ham United FC", "moneyline", None,
        "Plain rule (as first drafted): West Ham win in normal time = Yes. Anything else = "
        "No. If the game is put off and not rescheduled inside two weeks, we settle at the "
        "last fair price.\n\n"
        "Redraft (operative text):\n"
        "(a) This market resolves \"Yes\" if West Ham United FC defeats Nottingham Forest FC "
        "in the Premier League fixture scheduled for 31 October 2026, the result being "
        "determined at the end of normal time, that is, ninety (90) minutes together with any "
        "stoppage time, disregarding extra time and penalties. It resolves \"No\" upon a draw "
        "or a Nottingham Forest FC victory.\n"
        "(b) If the fixture is postponed and is not rescheduled to take place within fourteen "
        "(14) days of its original date, the market shall be resolved at the last fair market "
        "price, being the price prevailing at the time the postponement was announced.\n"
        "(c) If the fixture is cancelled outright, sub-clause (b) applies as though the "
        "fixture had not been rescheduled.\n"
        "(d) The result shall be determined by reference to the Premier League's official statistics or, "
        "if such statistics are not published within two (2) hours of the conclusion of the "
        "fixture, from a consensus of credible reporting.\n"
        "(e) Where the plain rule and this redraft differ, this redraft prevails.",
        PL, "2026-10-31 15:00:00+00",
        exp("win", "West Ham United FC", "regulation", "official", "consensus",
            336, "last_price", "last_price")))

    # 014 fan blogger, scope ambiguous (knockout second leg, no time scope)
    L.append(v1("bj1-014", "fan_blogger",
        ["casual", "match_preview", "us_date", "knockout", "no_scope"],
        ["F:win", "S:ambiguous", "P1", "C1", "R1"],
        "Real Madrid CF", "Manchester City FC", "ucl", "5120314",
        "Will Real Madrid CF win on 2027-04-14?", "ucl-rea-mac-2027-04-14-rea",
        "Real Madrid CF", "moneyline", None,
        "Real Madrid CF welcome Manchester City FC for the second leg of their Champions "
        "League quarter-final on April 14, 2027, with everything still to play for after the "
        "first leg. This market resolves \"Yes\" if Real Madrid CF win the game, and \"No\" "
        "if they don't.\n\n"
        "If the game gets postponed, the market stays open until it is played. If it gets "
        "cancelled and isn't replayed, the market resolves \"No\".\n\n"
        "Result source: UEFA's official match statistics, or a consensus of credible "
        "reporting if UEFA hasn't published anything within two hours of the final whistle.",
        UEFA, "2027-04-14 19:00:00+00",
        exp("win", "Real Madrid CF", "ambiguous", "official", "consensus",
            "open_until_played", "no", "result")))

    # 015 retired referee, cancellation ambiguous
    L.append(v1("bj1-015", "retired_referee",
        ["anecdotal", "first_person", "british_date", "number_words", "discretionary"],
        ["F:win", "S1", "P1", "C:ambiguous", "R1"],
        "SSC Napoli", "AS Roma", "seriea", "5120315",
        "Will SSC Napoli win on 2026-10-04?", "sea-nap-rom-2026-10-04-nap", "SSC Napoli",
        "moneyline", None,
        "In my day you simply waited for the final whistle, and that is more or less how this "
        "market works. It resolves \"Yes\" if SSC Napoli beat AS Roma in their Serie A meeting "
        "of 4 October 2026 over the full ninety minutes and whatever the officials add on for "
        "stoppages; it resolves \"No\" if the match is drawn or Roma win.\n\n"
        "If the match is postponed, the market stays open until it is eventually played.\n\n"
        "If the match does not take place at all, the market will be settled as the "
        "resolution committee considers fair in the circumstances.\n\n"
        "The official Serie A statistics are used to settle; if they are not available two "
        "hours after the end, a consensus of credible reporting is used instead.",
        SA, "2026-10-04 18:45:00+00",
        exp("win", "SSC Napoli", "regulation", "official", "consensus",
            "open_until_played", "ambiguous", "result")))

    # 016 social media manager, source ambiguous
    L.append(v1("bj1-016", "social_media_manager",
        ["emoji", "layout:lines", "abbreviation", "british_date", "away_team"],
        ["F:win", "S1", "P1", "C1", "R:ambiguous"],
        "Valencia CF", "Villarreal CF", "laliga", "5120316",
        "Will Villarreal CF win on 2026-11-29?", "lal-val-vil-2026-11-29-vil", "Villarreal CF",
        "moneyline", None,
        "\U0001F525 Valencia CF vs. Villarreal CF | LaLiga | Sunday 29 Nov 2026 \U0001F525\n"
        "\u2705 YES if Villarreal CF win after 90 mins + stoppage time\n"
        "\u274C NO if it's a draw or Valencia CF win\n"
        "\u23F8\uFE0F Postponed? Market stays live until the match is played\n"
        "\U0001F6AB Called off and never rescheduled? Resolves NO\n"
        "\U0001F4CA Result check: LaLiga's website or the big sports apps",
        "", "2026-11-29 17:30:00+00",
        exp("win", "Villarreal CF", "regulation", "ambiguous", "ambiguous",
            "open_until_played", "no", "result")))

    # 017 operations manager, postponement ambiguous
    L.append(v1("bj1-017", "operations_manager",
        ["layout:labelled_paras", "us_date", "vague_window", "american_spelling"],
        ["F:win", "S1", "P:ambiguous", "C1", "R1"],
        "Paris Saint-Germain FC", "LOSC Lille", "ligue1", "5120317",
        "Will Paris Saint-Germain FC win on 2026-12-19?", "fl1-par-lil-2026-12-19-par",
        "Paris Saint-Germain FC", "moneyline", None,
        "Operations note for this market.\n\n"
        "Settlement: \"Yes\" if Paris Saint-Germain FC win their Ligue 1 match against LOSC "
        "Lille on December 19, 2026, counting regular time only (ninety minutes and stoppage "
        "time). \"No\" for a draw or a Lille win.\n\n"
        "Delays: if the match is postponed, the market will remain open for a reasonable "
        "period while a new date is sought; if the delay becomes excessive, the market will be "
        "resolved in a manner considered fair to all participants.\n\n"
        "Cancellation: if the match is canceled and never rearranged, the market resolves "
        "\"No\".\n\n"
        "Source: official Ligue 1 statistics; a consensus of credible reporting if those are "
        "not out within 2 hours of the final whistle.",
        L1, "2026-12-19 20:00:00+00",
        exp("win", "Paris Saint-Germain FC", "regulation", "official", "consensus",
            "ambiguous", "no", "ambiguous")))

    # 018 referee assessor, abandonment treated as cancellation
    L.append(v1("bj1-018", "referee_assessor",
        ["layout:bullets", "mdy_slash_date", "syn:kicks_from_the_penalty_mark",
         "american_spelling", "result_first"],
        ["F:win", "S1", "P1", "C1", "AB", "R1"],
        "LA Galaxy", "Seattle Sounders FC", "mls", "5120318",
        "Will LA Galaxy win on 2026-08-22?", "mls-lag-sea-2026-08-22-lag", "LA Galaxy",
        "moneyline", None,
        "Assessor's summary of settlement\n"
        "\u2022 Result basis: the score when the referee ends regulation time, i.e. 90 minutes "
        "plus stoppage. Extra time and kicks from the penalty mark are not relevant.\n"
        "\u2022 \"Yes\": LA Galaxy win the MLS match against Seattle Sounders FC on 08/22/2026. "
        "\"No\": a draw or a Seattle win.\n"
        "\u2022 Postponement: the market remains open until the match is played.\n"
        "\u2022 Cancellation, with no replacement fixture: \"No\".\n"
        "\u2022 Abandonment: if the referee abandons the match and it is not completed, the "
        "market is handled exactly like a cancellation.\n"
        "\u2022 Data: MLS's official match statistics; if these are not published within two "
        "hours after full time, whatever credible reporting agrees on.",
        MLS, "2026-08-23 02:30:00+00",
        exp("win", "LA Galaxy", "regulation", "official", "consensus",
            "open_until_played", "no", "result", "no")))

    # 019 accountant, negations
    L.append(v1("bj1-019", "accountant",
        ["negation", "exceptions", "dotted_date", "numerals", "away_team"],
        ["F:win", "S1", "P1", "C1", "R1", "R2"],
        "FC Internazionale Milano", "Atalanta BC", "seriea", "5120319",
        "Will Atalanta BC win on 2027-01-17?", "sea-int-ata-2027-01-17-ata", "Atalanta BC",
        "moneyline", None,
        "This market does not resolve \"Yes\" on a draw, and it does not resolve \"Yes\" if FC "
        "Internazionale Milano win. It resolves \"Yes\" only if Atalanta BC win the Serie A "
        "match against FC Internazionale Milano scheduled for 17.01.2027; in every other case "
        "it resolves \"No\".\n\n"
        "No account is taken of extra time or penalties: only the 90 minutes of regular play "
        "and any added stoppage time are counted.\n\n"
        "A postponement does not by itself resolve the market; the market is not closed "
        "until the match has been played, however long that takes.\n\n"
        "A cancellation with no make-up game does not lead to a refund: the market resolves "
        "\"No\".\n\n"
        "The official Serie A statistics are not replaced by media reports unless they have "
        "not been published within two hours after the final whistle, in which case a "
        "consensus of credible reporting applies.\n\n"
        "Score corrections issued once the market has resolved are not taken into account.",
        SA, "2027-01-17 19:45:00+00",
        exp("win", "Atalanta BC", "regulation", "official", "consensus",
            "open_until_played", "no", "result")))

    # 020 radio commentator, total under
    L.append(v1("bj1-020", "radio_commentator",
        ["spoken", "exclamation", "ordinal_date_words", "number_words", "syn:called_off"],
        ["F:total", "S1", "P1", "C2", "R1"],
        "Bayer 04 Leverkusen", "RB Leipzig", "bundesliga", "5120320",
        "Bayer 04 Leverkusen vs. RB Leipzig: Under 3.5 goals?",
        "bun-b04-lei-2027-02-06-total-3pt5", "Under 3.5", "totals", 3.5,
        "And here's one for the cautious among you! This market is all about goals, or the "
        "lack of them, when Bayer 04 Leverkusen take on RB Leipzig in the Bundesliga on the "
        "sixth of February, 2027. If the two sides score three goals or fewer between them, "
        "it's a \"Yes\". Four goals or more, and it's a \"No\".\n\n"
        "We count the full ninety plus stoppage time, and that's your lot: no extra time, no "
        "penalties.\n\n"
        "If the game gets postponed, the market hangs on until it's finally played. If it's "
        "called off altogether and never played, everyone gets settled at 50-50.\n\n"
        "The numbers come from the official Bundesliga statistics, and if those haven't "
        "landed within two hours of the final whistle, we'll go by a consensus of credible "
        "reporting.",
        BL, "2027-02-06 17:30:00+00",
        exp("total", "under", "regulation", "official", "consensus",
            "open_until_played", "50-50", "result", line=3.5)))

    # 021 gen-z casual, MLS draw
    L.append(v1("bj1-021", "genz_casual",
        ["lowercase", "slang", "abbreviation", "american_spelling", "us_date_abbrev",
         "syn:tied", "syn:ot_pks"],
        ["F:draw", "S1", "P1", "C1", "R1", "R2"],
        "Inter Miami CF", "Orlando City SC", "mls", "5120321",
        "Will Inter Miami CF vs. Orlando City SC end in a draw?",
        "mls-mia-orl-2026-09-12-draw", "Draw (Inter Miami CF vs. Orlando City SC)",
        "moneyline", None,
        "ok so basically: this one's YES if Inter Miami CF and Orlando City SC are tied when "
        "regulation ends (90 min + stoppage, no OT, no PKs) on Sept. 12, 2026. anyone "
        "winning = NO.\n\n"
        "game postponed? market just chills until it's played. game canceled and never made "
        "up? resolves YES.\n\n"
        "scores come from MLS's official stats. if MLS hasn't posted them within 2 hrs of the "
        "final whistle, a consensus of credible reporting takes over. score changes after "
        "resolution don't count.",
        MLS, "2026-09-12 23:30:00+00",
        exp("draw", "draw", "regulation", "official", "consensus",
            "open_until_played", "yes", "result")))

    return L
