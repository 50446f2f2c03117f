"""venue_one legs of set (be): 21 Gamma descriptions, each by a different imagined writer."""
import json
from common import exp, leg_v1

YN = json.dumps(["Yes", "No"])


def legs():
    L = []

    # 1. terse trader
    L.append(leg_v1(1, "terse trader", ["terse", "abbreviations", "layout:lines", "british_spelling", "date:dow_d_mon_yyyy"],
        ["F:win", "S1", "P1", "C1", "R1"], "Arsenal FC", "Tottenham Hotspur FC", "epl", {
        "id": "5102341", "question": "Will Arsenal FC win on 2026-09-12?",
        "slug": "epl-ars-tot-2026-09-12-ars", "groupItemTitle": "Arsenal FC",
        "sportsMarketType": "moneyline",
        "description": (
            "Arsenal FC to beat Tottenham Hotspur FC, PL, Sat 12 Sep 2026.\n"
            "YES = Arsenal ahead once the 90' plus added time is up. Draw or Spurs win = NO.\n"
            "ET / pens: not counted.\n"
            "Postponed: mkt stays live till the game actually gets played, no cutoff.\n"
            "Cancelled, no replay: NO.\n"
            "Settles off the league's official stats; nothing official 2h after FT -> go with what credible media agree on."),
        "resolutionSource": "https://www.premierleague.com/",
        "event_title": "Arsenal FC vs. Tottenham Hotspur FC", "gameStartTime": "2026-09-12 16:30:00+00"},
        exp("win", "Arsenal FC", "regulation", "official", "consensus", "open_until_played", "no", "result", None)))

    # 2. careful lawyer, numbered clauses with definitions
    L.append(leg_v1(2, "careful lawyer", ["legal", "definitions", "layout:numbered", "british_spelling", "number_words_and_numerals", "date:d_month_yyyy"],
        ["F:draw", "S1", "P1", "C1", "AB", "R1", "R2"], "Real Betis Balompié", "Sevilla FC", "laliga", {
        "id": "5102388", "question": "Will Real Betis Balompié vs. Sevilla FC end in a draw?",
        "slug": "lal-bet-sev-2026-10-03-draw", "groupItemTitle": "Draw (Real Betis Balompié vs. Sevilla FC)",
        "sportsMarketType": "moneyline",
        "description": (
            "1. Definitions. In these terms the \"Fixture\" is the LaLiga match between Real Betis Balompié and Sevilla FC set for 3 October 2026, and \"Regulation Time\" is the two halves of forty-five minutes each together with any time the referee adds for stoppages.\n"
            "2. Resolution. The market shall resolve to \"Yes\" where the Fixture stands level at the close of Regulation Time, and to \"No\" in every other case. No period of extra time and no kick from the penalty mark shall be taken into account.\n"
            "3. Postponement. Should the Fixture be postponed, the market shall remain open and shall be resolved once the Fixture has been played, whatever the new date.\n"
            "4. Cancellation. Should the Fixture be cancelled without being replayed, the market shall resolve to \"Yes\".\n"
            "5. Abandonment. A Fixture abandoned and not completed shall be treated for all purposes as cancelled under clause 4.\n"
            "6. Source. Resolution shall rest on the official statistics published by LaLiga as organiser. Where such statistics remain unpublished two (2) hours after the end of the Fixture, the market may instead be resolved on the consensus of credible reporting.\n"
            "7. Finality. Any amendment to the official result made after resolution shall be disregarded."),
        "resolutionSource": "https://www.laliga.com/",
        "event_title": "Real Betis Balompié vs. Sevilla FC", "gameStartTime": "2026-10-03 19:00:00+00"},
        exp("draw", "draw", "regulation", "official", "consensus", "open_until_played", "yes", "result", "yes")))

    # 3. support agent, Q&A
    L.append(leg_v1(3, "support agent", ["faq", "layout:qa", "contractions", "british_usage", "number_numerals", "date:dd/mm/yyyy"],
        ["F:win", "S1", "P4", "C1", "R1"], "Juventus FC", "Torino FC", "seriea", {
        "id": "5102415", "question": "Will Torino FC win on 2026-11-21?",
        "slug": "sea-juv-tor-2026-11-21-tor", "groupItemTitle": "Torino FC",
        "sportsMarketType": "moneyline",
        "description": (
            "Q: What is this market asking?\n"
            "A: Whether Torino FC beat Juventus FC in their Serie A game on 21/11/2026. A Torino win is Yes. A Juventus win or a draw is No.\n\n"
            "Q: Does extra time count?\n"
            "A: No. We only look at the regular 90 minutes plus whatever stoppage time the referee adds.\n\n"
            "Q: What if the game is postponed?\n"
            "A: If it's rescheduled within 14 days, we use the result of the rescheduled game. If it isn't, the market resolves at the last fair market price as it stood when the postponement was announced.\n\n"
            "Q: And if it's cancelled?\n"
            "A: Cancelled with no make-up game means No.\n\n"
            "Q: Where does the result come from?\n"
            "A: Serie A's official statistics. If those aren't out two hours after the final whistle, we go with what reputable media consistently report."),
        "resolutionSource": "https://www.legaseriea.it/",
        "event_title": "Juventus FC vs. Torino FC", "gameStartTime": "2026-11-21 17:00:00+00"},
        exp("win", "Torino FC", "regulation", "official", "consensus", 336, "no", "last_price", None)))

    # 4. content writer, rule inside a match preview
    L.append(leg_v1(4, "content writer (match preview)", ["preview", "layout:paras", "informal", "syn:pushed_back", "syn:scrapped", "date:month_d"],
        ["F:win", "S1", "P1", "C1", "R1"], "Borussia Dortmund", "Bayer 04 Leverkusen", "bundesliga", {
        "id": "5102467", "question": "Will Borussia Dortmund win on 2026-09-26?",
        "slug": "bun-dor-b04-2026-09-26-dor", "groupItemTitle": "Borussia Dortmund",
        "sportsMarketType": "moneyline",
        "description": (
            "It isn't Der Klassiker, but Dortmund against Leverkusen on Saturday, September 26 has turned into one of the Bundesliga's must-watch dates. Dortmund have won their last three at home, while Leverkusen arrive unbeaten on the road. Expect the Yellow Wall at full volume.\n\n"
            "How this market settles: Borussia Dortmund must be in front once regulation play (both halves plus stoppage time) is over for the market to go Yes; anything else, a draw included, is No. If the game is pushed back, the market waits for it, however long that takes. If it's scrapped altogether and never rescheduled, the answer is No. We take the score from the Bundesliga's official match data; should that data fail to appear within two hours of the final whistle, a consensus of reliable news reports settles it."),
        "resolutionSource": "https://www.bundesliga.com/",
        "event_title": "Borussia Dortmund vs. Bayer 04 Leverkusen", "gameStartTime": "2026-09-26 16:30:00+00"},
        exp("win", "Borussia Dortmund", "regulation", "official", "consensus", "open_until_played", "no", "result", None)))

    # 5. non-native English speaker (French L1)
    L.append(leg_v1(5, "non-native speaker (French L1)", ["non_native", "layout:paras", "date:the_d_month_yyyy"],
        ["F:draw", "S1", "P1", "C1", "R1"], "Olympique de Marseille", "Paris Saint-Germain FC", "ligue1", {
        "id": "5102502", "question": "Will Olympique de Marseille vs. Paris Saint-Germain FC end in a draw?",
        "slug": "fl1-olm-par-2026-10-25-draw", "groupItemTitle": "Draw (Olympique de Marseille vs. Paris Saint-Germain FC)",
        "sportsMarketType": "moneyline",
        "description": (
            "This market is about the match Olympique de Marseille against Paris Saint-Germain FC in Ligue 1, on the 25 October 2026. It resolve \"Yes\" when the two team have the same number of goals at the end of the normal time, it means the 90 minutes and the time which the referee is adding. If one team is winning, it resolve \"No\". Extra time and the penalties are not counting for this market.\n"
            "If the match is postpone to other day, the market stay open and wait that the match is played.\n"
            "If the match is cancel and no new match is organise, the market resolve \"Yes\".\n"
            "For the result we use the official statistics of the Ligue 1 (LFP). If this statistics are not publish in two hours after the match finish, we can use the consensus of the serious medias."),
        "resolutionSource": "https://www.ligue1.com/",
        "event_title": "Olympique de Marseille vs. Paris Saint-Germain FC", "gameStartTime": "2026-10-25 19:45:00+00"},
        exp("draw", "draw", "regulation", "official", "consensus", "open_until_played", "yes", "result", None)))

    # 6. engineer, two-column table
    L.append(leg_v1(6, "engineer (table)", ["layout:table", "terse", "numerals", "date:iso"],
        ["F:total", "S1", "P1", "C2", "R1"], "Manchester City FC", "Liverpool FC", "epl", {
        "id": "5102533", "question": "Manchester City FC vs. Liverpool FC: Over 2.5 goals?",
        "slug": "epl-mac-liv-2026-11-07-total-2pt5", "groupItemTitle": "O/U 2.5",
        "sportsMarketType": "totals", "line": 2.5,
        "description": (
            "| Field | Rule |\n"
            "|---|---|\n"
            "| Market | Total goals, Manchester City FC vs. Liverpool FC (Premier League), 2026-11-07 |\n"
            "| Yes if | 3+ goals in total, both teams combined |\n"
            "| No if | 0, 1 or 2 goals in total |\n"
            "| Line | 2.5 |\n"
            "| Counting window | 90 min + stoppage; extra time and shoot-out excluded |\n"
            "| Postponed | open until the match is played (no expiry) |\n"
            "| Cancelled, no make-up | 50-50 |\n"
            "| Primary source | Premier League official match stats |\n"
            "| Fallback | credible-reporting consensus, only if official stats are missing at FT + 2h |"),
        "resolutionSource": "https://www.premierleague.com/",
        "event_title": "Manchester City FC vs. Liverpool FC", "gameStartTime": "2026-11-07 17:30:00+00"},
        exp("total", "over", "regulation", "official", "consensus", "open_until_played", "50-50", "result", None, line=2.5)))

    # 7. compliance officer
    L.append(leg_v1(7, "compliance officer", ["headed_paragraphs", "formal", "negation", "number_words", "date:d_month_yyyy"],
        ["F:spread", "S1", "P1", "C2", "R1", "R2"], "FC Barcelona", "Getafe CF", "laliga", {
        "id": "5102561", "question": "Spread: FC Barcelona (-1.5)",
        "slug": "lal-bar-get-2026-12-12-spread-home-1pt5", "groupItemTitle": "FC Barcelona (-1.5)",
        "sportsMarketType": "spreads", "line": -1.5,
        "description": (
            "Market terms: Spread. FC Barcelona (-1.5) v Getafe CF, LaLiga, scheduled 12 December 2026.\n"
            "Resolution basis: This market resolves \"Yes\" only if FC Barcelona wins by a margin of two or more goals. A one-goal Barcelona win, a draw, or a Getafe CF win each result in \"No\".\n"
            "Scoring period: Only goals scored in the ninety minutes of regulation and any stoppage time are counted. Goals in any extra time, and kicks in any penalty shoot-out, are disregarded.\n"
            "Postponement: A postponed fixture does not trigger resolution; the market remains open until the fixture is completed.\n"
            "Cancellation: Where the fixture is cancelled and no make-up fixture takes place, the market is resolved 50-50.\n"
            "Data source: Official statistics published by LaLiga. Where these are unavailable two hours after the conclusion of the fixture, resolution may be based on the consensus of credible reporting.\n"
            "Post-resolution changes: Score corrections issued after resolution are not reflected."),
        "resolutionSource": "https://www.laliga.com/",
        "event_title": "FC Barcelona vs. Getafe CF - More Markets", "gameStartTime": "2026-12-12 20:00:00+00"},
        exp("spread", "FC Barcelona", "regulation", "official", "consensus", "open_until_played", "50-50", "result", None, line=1.5)))

    # 8. journalist
    L.append(leg_v1(8, "journalist", ["journalistic", "layout:one_paragraph", "american_spelling", "number_words", "date:month_d"],
        ["F:btts", "S1", "P1", "C2", "R1"], "AC Milan", "FC Internazionale Milano", "seriea", {
        "id": "5102590", "question": "AC Milan vs. FC Internazionale Milano: Both Teams to Score?",
        "slug": "sea-acm-int-2026-10-18-btts", "groupItemTitle": "Both Teams to Score",
        "sportsMarketType": "both_teams_to_score",
        "description": (
            "The Milan derby returns on October 18, and this market poses a simple question: will both AC Milan and FC Internazionale Milano find the net? It resolves Yes if each side scores at least once during regulation time, meaning the ninety minutes plus whatever stoppage time is added. If either team, or both, fail to score, it resolves No. Should the derby be postponed, the market will remain open until the rescheduled game takes place. Should it be canceled outright with no make-up date, the market resolves 50-50. The result will be drawn from Serie A's official statistics; if those have not been released within two hours of the final whistle, the market will rely on a consensus of credible reporting."),
        "resolutionSource": "https://www.legaseriea.it/",
        "event_title": "AC Milan vs. FC Internazionale Milano - More Markets", "gameStartTime": "2026-10-18 18:45:00+00"},
        exp("btts", "yes", "regulation", "official", "consensus", "open_until_played", "50-50", "result", None)))

    # 9. product manager, release notes
    L.append(leg_v1(9, "product manager (release notes)", ["release_notes", "layout:bullets", "informal", "date:dd.mm.yyyy"],
        ["F:half", "P1", "C2", "AB", "R1"], "FC Bayern München", "VfB Stuttgart", "bundesliga", {
        "id": "5102624", "question": "Will FC Bayern München lead at half-time vs. VfB Stuttgart?",
        "slug": "bun-bay-stu-2026-11-28-1h-bay", "groupItemTitle": "1st Half: FC Bayern München",
        "sportsMarketType": "first_half_moneyline",
        "description": (
            "What's new: half-time markets are now live for Bundesliga fixtures.\n\n"
            "This market: FC Bayern München vs. VfB Stuttgart, 28.11.2026. Resolves Yes if FC Bayern München are ahead at half-time, i.e. after the first 45 minutes plus first-half stoppage time. A level score or a Stuttgart lead at the interval resolves No. Whatever happens after the break doesn't matter.\n\n"
            "Edge cases we handle:\n"
            "- Game postponed: we keep trading open till the match has actually been played.\n"
            "- Game cancelled with no replacement date: the market resolves 50-50.\n"
            "- Game abandoned and never completed: also 50-50.\n\n"
            "Source of truth: official Bundesliga match data, with a consensus of credible reports as backup if official data isn't available within 2 hours of the final whistle."),
        "resolutionSource": "https://www.bundesliga.com/",
        "event_title": "FC Bayern München vs. VfB Stuttgart - Halftime Result", "gameStartTime": "2026-11-28 14:30:00+00"},
        exp("half", "FC Bayern München", None, "official", "consensus", "open_until_played", "50-50", "result", "50-50", half="first")))

    # 10. sports-desk editor, exact score
    L.append(leg_v1(10, "sports-desk editor", ["headline", "layout:lines", "terse", "questions_as_headings", "date:d_mon_yyyy"],
        ["F:exact_score", "S1", "P1", "C3", "R1"], "Chelsea FC", "Newcastle United FC", "epl", {
        "id": "5102650", "question": "Exact Score: Chelsea FC 2 - 1 Newcastle United FC?",
        "slug": "epl-che-new-2026-12-26-exact-2-1", "groupItemTitle": "Chelsea FC 2-1 Newcastle United FC",
        "sportsMarketType": "exact_score",
        "description": (
            "CORRECT SCORE: Chelsea FC 2-1 Newcastle United FC (Premier League, Boxing Day, 26 Dec 2026)\n"
            "Yes: the score once 90 minutes and stoppage are played is exactly Chelsea 2, Newcastle 1.\n"
            "No: any other scoreline.\n"
            "Postponed? Market held open until the match is played.\n"
            "Cancelled with no replay? Settled as though it finished 0-0, so this market goes No.\n"
            "Result per the Premier League's official stats; a consensus of credible media stands in if those are not out two hours after full-time."),
        "resolutionSource": "https://www.premierleague.com/",
        "event_title": "Chelsea FC vs. Newcastle United FC - Exact Score", "gameStartTime": "2026-12-26 15:00:00+00"},
        exp("exact_score", "2-1", "regulation", "official", "consensus", "open_until_played", "no", "result", None)))

    # 11. statistician, advance
    L.append(leg_v1(11, "statistician", ["definitions", "formal", "headed_paragraphs", "british_spelling", "date:d_month_yyyy"],
        ["F:advance", "S6", "P1", "C2", "R1"], "Real Madrid CF", "Manchester City FC", "ucl", {
        "id": "5102688", "question": "Will Real Madrid CF advance to the quarter-finals?",
        "slug": "ucl-rea-mac-2027-03-16-advance-rea", "groupItemTitle": "Real Madrid CF",
        "sportsMarketType": "soccer_to_advance",
        "description": (
            "Definition of the event. Let \"the tie\" denote the two-legged UEFA Champions League round-of-16 contest between Real Madrid CF and Manchester City FC, whose second leg is scheduled for 16 March 2027. The market resolves Yes if Real Madrid CF progresses to the quarter-finals and No if Manchester City FC progresses. Progression is decided by the tie as a whole: the aggregate score over both legs, then extra time in the second leg if required, then a penalty shoot-out if still required. Neither the first-leg score nor the 90-minute score of the second leg is decisive by itself.\n"
            "Delays. If the second leg is postponed, the market stays open until it is played.\n"
            "Cancellation. If the second leg is cancelled and not replayed, the market resolves 50-50.\n"
            "Data. Resolution uses UEFA's official statistics; if these have not appeared within two hours of the final whistle, the market falls back on what credible reporting agrees."),
        "resolutionSource": "https://www.uefa.com/",
        "event_title": "Real Madrid CF vs. Manchester City FC - To Advance", "gameStartTime": "2027-03-16 20:00:00+00"},
        exp("advance", "Real Madrid CF", "penalties", "official", "consensus", "open_until_played", "50-50", "result", None)))

    # 12. community manager, friendly customer-facing note
    L.append(leg_v1(12, "community manager (friendly note)", ["friendly", "layout:paras", "american_spelling", "date:mm/dd/yyyy", "contractions"],
        ["F:win", "S1", "P1", "C1", "R1"], "LA Galaxy", "Los Angeles FC", "mls", {
        "id": "5102715", "question": "Will Los Angeles FC win on 2026-08-22?",
        "slug": "mls-lag-laf-2026-08-22-laf", "groupItemTitle": "Los Angeles FC",
        "sportsMarketType": "moneyline",
        "description": (
            "Hi there, thanks for trading with us! Here's how this one works.\n\n"
            "You're trading on whether Los Angeles FC beats LA Galaxy in their MLS regular-season match on 08/22/2026. If LAFC wins, the market resolves to Yes. If the Galaxy win or the game ends tied, it resolves to No.\n\n"
            "Just so you know, we only count regulation: the 90 minutes plus any stoppage time. Regular-season games don't go to extra time, and even if one did, it wouldn't count here.\n\n"
            "If the match gets postponed, don't worry, the market simply stays open until it's played. If it's canceled and there's no make-up game, the market resolves to No.\n\n"
            "We settle using MLS's official stats. If those aren't published within two hours of the final whistle, we'll use a consensus of credible reporting.\n\n"
            "Good luck!"),
        "resolutionSource": "https://www.mlssoccer.com/",
        "event_title": "LA Galaxy vs. Los Angeles FC", "gameStartTime": "2026-08-23 02:30:00+00"},
        exp("win", "Los Angeles FC", "regulation", "official", "consensus", "open_until_played", "no", "result", None)))

    # 13. lawyer's redraft of a plain rule
    L.append(leg_v1(13, "lawyer redrafting a plain rule", ["legal", "layout:one_paragraph", "number_words_and_numerals", "avoidance_of_doubt", "notwithstanding", "date:month_d_yyyy"],
        ["F:win", "S1", "P1", "C1", "R1", "R2"], "Mexico", "Korea Republic", "wc", {
        "id": "5102741", "question": "Will Mexico win on 2026-06-18?",
        "slug": "fifwc-mex-kor-2026-06-18-mex", "groupItemTitle": "Mexico",
        "sportsMarketType": "moneyline",
        "description": (
            "This market shall resolve to \"Yes\" if, and only if, Mexico is the winner of the FIFA World Cup 2026 group-stage match between Mexico and Korea Republic due to be played on June 18, 2026, as determined at the conclusion of regulation time (being ninety (90) minutes of play together with any stoppage time). In all other circumstances, including without limitation a drawn match or a victory for Korea Republic, this market shall resolve to \"No\". For the avoidance of doubt, extra time and any penalty shoot-out shall be disregarded. In the event of postponement, this market shall remain open pending completion of the match, without limit of time. Notwithstanding the foregoing, if the match is cancelled and no make-up match is played, this market shall resolve to \"No\". The resolution source shall be the official statistics of FIFA, provided that, where such statistics have not been published within two (2) hours following the end of the match, the market may be resolved by reference to a consensus of credible reporting. Any revision of the score effected after resolution shall be of no effect for the purposes of this market."),
        "resolutionSource": "https://www.fifa.com/",
        "event_title": "Mexico vs. Korea Republic", "gameStartTime": "2026-06-19 02:00:00+00"},
        exp("win", "Mexico", "regulation", "official", "consensus", "open_until_played", "no", "result", None)))

    # 14. social-media manager, UCL second leg, no time scope -> scope ambiguous
    L.append(leg_v1(14, "social-media manager", ["informal", "layout:one_paragraph", "date:d_month_yyyy", "ambiguous_scope"],
        ["F:win", "S:ambiguous", "P1", "C1", "R1"], "Paris Saint-Germain FC", "FC Barcelona", "ucl", {
        "id": "5102779", "question": "Will Paris Saint-Germain FC win on 2027-03-10?",
        "slug": "ucl-par-bar-2027-03-10-par", "groupItemTitle": "Paris Saint-Germain FC",
        "sportsMarketType": "moneyline",
        "description": (
            "PSG vs Barça, second leg, Parc des Princes, 10 March 2027! Yes if Paris Saint-Germain FC win the match, No otherwise. Heads up: this market is about the game on the night, not about who goes through on aggregate. Postponed: stays open until played. Cancelled with no make-up: No. Settled from UEFA's official stats, or by a consensus of credible media if UEFA has nothing out within 2 hours."),
        "resolutionSource": "https://www.uefa.com/",
        "event_title": "Paris Saint-Germain FC vs. FC Barcelona", "gameStartTime": "2027-03-10 20:00:00+00"},
        exp("win", "Paris Saint-Germain FC", "ambiguous", "official", "consensus", "open_until_played", "no", "result", None)))

    # 15. retired bookmaker, cancellation left to the operator -> ambiguous
    L.append(leg_v1(15, "retired bookmaker", ["trade_jargon", "layout:one_paragraph", "british_spelling", "syn:called_off", "date:dth_month_yyyy", "ambiguous_cancellation"],
        ["F:win", "S1", "P1", "C:ambiguous", "R1"], "AS Monaco FC", "OGC Nice", "ligue1", {
        "id": "5102806", "question": "Will AS Monaco FC win on 2026-09-19?",
        "slug": "fl1-mon-nic-2026-09-19-mon", "groupItemTitle": "AS Monaco FC",
        "sportsMarketType": "moneyline",
        "description": (
            "Monaco to beat Nice, Ligue 1, 19th September 2026. Settlement is on the ninety minutes, stoppage time included, and nothing besides: extra time and penalties play no part. A win for AS Monaco FC settles Yes; a draw or a Nice win settles No. Postponed games stand over: the market waits for the match, whenever it is played. Should the fixture be called off for good, the market will be settled as the operator sees fit at the time. The official Ligue 1 figures decide; if they have not come through two hours after the final whistle, we go with a consensus of trustworthy reports."),
        "resolutionSource": "https://www.ligue1.com/",
        "event_title": "AS Monaco FC vs. OGC Nice", "gameStartTime": "2026-09-19 15:00:00+00"},
        exp("win", "AS Monaco FC", "regulation", "official", "consensus", "open_until_played", "ambiguous", "result", None)))

    # 16. blogger, two sources with no order -> source ambiguous
    L.append(leg_v1(16, "football blogger", ["chatty", "layout:one_paragraph", "british_usage", "date:d_mon_yyyy", "ambiguous_source"],
        ["F:draw", "S1", "P1", "C1", "R:ambiguous"], "Brighton & Hove Albion FC", "Brentford FC", "epl", {
        "id": "5102833", "question": "Will Brighton & Hove Albion FC vs. Brentford FC end in a draw?",
        "slug": "epl-bri-bre-2027-01-09-draw", "groupItemTitle": "Draw (Brighton & Hove Albion FC vs. Brentford FC)",
        "sportsMarketType": "moneyline",
        "description": (
            "Brighton v Brentford on 9 Jan 2027 is the sort of game that finishes level more often than you'd think, so here's a market for exactly that. It settles Yes if Brighton & Hove Albion FC and Brentford FC are level after the regular ninety minutes and stoppage time, and No if either side wins. If the match gets moved, the market just stays open until it's played. If it's called off and never replayed, Yes. As for the score itself, we'll go by the Premier League website or BBC Sport."),
        "resolutionSource": "",
        "event_title": "Brighton & Hove Albion FC vs. Brentford FC", "gameStartTime": "2027-01-09 15:00:00+00"},
        exp("draw", "draw", "regulation", "ambiguous", "ambiguous", "open_until_played", "yes", "result", None)))

    # 17. startup founder, vague postponement -> timing ambiguous
    L.append(leg_v1(17, "startup founder", ["casual", "layout:one_paragraph", "abbreviations", "date:dow_mon_d_yyyy", "ambiguous_postponement"],
        ["F:win", "S1", "P:ambiguous", "C1", "R1"], "Athletic Club", "Real Sociedad", "laliga", {
        "id": "5102860", "question": "Will Athletic Club win on 2026-11-01?",
        "slug": "lal-bil-soc-2026-11-01-bil", "groupItemTitle": "Athletic Club",
        "sportsMarketType": "moneyline",
        "description": (
            "Basque derby! Athletic Club vs. Real Sociedad, Sunday Nov 1, 2026. Yes if Athletic Club wins inside regular time (90 mins + added time; extra time or penalties don't count). Anything else is No. If the game slips, we'll keep the market going for a sensible stretch and after that settle it in whatever way seems fair. Cancelled and never replayed = No. Score comes from LaLiga's official stats; if those are still missing 2 hours after the end, we use what credible outlets agree on."),
        "resolutionSource": "https://www.laliga.com/",
        "event_title": "Athletic Club vs. Real Sociedad", "gameStartTime": "2026-11-01 15:15:00+00"},
        exp("win", "Athletic Club", "regulation", "official", "consensus", "ambiguous", "no", "ambiguous", None)))

    # 18. academic, P4 fortnight, abandonment = cancellation
    L.append(leg_v1(18, "academic", ["academic", "layout:one_paragraph", "passive", "syn:fortnight", "british_spelling", "date:dd/mm/yyyy"],
        ["F:win", "S1", "P4", "C1", "AB", "R1", "R2"], "Everton FC", "Aston Villa FC", "epl", {
        "id": "5102897", "question": "Will Aston Villa FC win on 2027-02-13?",
        "slug": "epl-eve-ast-2027-02-13-ast", "groupItemTitle": "Aston Villa FC",
        "sportsMarketType": "moneyline",
        "description": (
            "This contract concerns the Premier League fixture Everton FC v Aston Villa FC, scheduled for 13/02/2027. It pays out on \"Yes\" in the event that Aston Villa FC records a victory, assessed at the end of normal time (ninety minutes plus added time); a home win or a draw yields \"No\". Should the fixture be postponed and not rescheduled within a fortnight, the contract will be resolved at the last fair market price prevailing when the postponement was announced; a fixture rescheduled inside that period is settled on its result. A cancellation with no replacement fixture yields \"No\", and an abandoned fixture that is never completed is treated in the same way as a cancellation. The official statistics of the Premier League constitute the principal source; should they remain unpublished two hours after the conclusion of play, a consensus of credible reportage will be adopted. Subsequent alterations to the official score, made after resolution, are disregarded."),
        "resolutionSource": "https://www.premierleague.com/",
        "event_title": "Everton FC vs. Aston Villa FC", "gameStartTime": "2027-02-13 15:00:00+00"},
        exp("win", "Aston Villa FC", "regulation", "official", "consensus", 336, "no", "last_price", "no")))

    # 19. exchange veteran, second-half draw
    L.append(leg_v1(19, "betting-exchange veteran", ["trade_jargon", "abbreviations", "worked_example", "layout:one_paragraph", "date:d/m/yyyy_and_mon_d"],
        ["F:half", "P1", "C2", "R1"], "SSC Napoli", "AS Roma", "seriea", {
        "id": "5102924", "question": "Napoli vs. Roma: Will the 2nd half end in a draw?",
        "slug": "sea-nap-rom-2026-12-06-2h-draw", "groupItemTitle": "2nd Half: Draw",
        "sportsMarketType": "second_half_moneyline",
        "description": (
            "2nd-half result, SSC Napoli v AS Roma, Serie A, 6/12/2026 (Dec 6). This leg = DRAW in the 2nd half: Yes if both sides score the same number of goals in the second half alone (45 + added), first-half goals ignored. Otherwise No. E.g. 1-0 at HT, 2-1 FT -> 2H 1-1 -> Yes. P-P: stays open till played. Called off, no rearranged date: 50-50. Official Serie A data; credible consensus if nothing official by FT + 2h."),
        "resolutionSource": "https://www.legaseriea.it/",
        "event_title": "SSC Napoli vs. AS Roma - Second Half Result", "gameStartTime": "2026-12-06 19:45:00+00"},
        exp("half", "draw", None, "official", "consensus", "open_until_played", "50-50", "result", None, half="second")))

    # 20. API docs writer, headings
    L.append(leg_v1(20, "API docs writer", ["layout:headings", "markdown", "numerals", "date:iso"],
        ["F:total", "S1", "P1", "C2", "AB", "R1"], "LOSC Lille", "Stade Rennais FC", "ligue1", {
        "id": "5102951", "question": "LOSC Lille vs. Stade Rennais FC: Under 1.5 goals?",
        "slug": "fl1-lil-ren-2027-02-06-total-1pt5-under", "groupItemTitle": "Under 1.5",
        "sportsMarketType": "totals", "line": 1.5,
        "description": (
            "## Market\n"
            "Total goals UNDER 1.5, LOSC Lille vs. Stade Rennais FC (Ligue 1), kickoff 2027-02-06.\n\n"
            "## Resolution\n"
            "`Yes` when the two teams score 0 or 1 goals between them. `No` when they score 2 or more.\n\n"
            "## Period\n"
            "Regulation only: 90 minutes + stoppage time.\n\n"
            "## Postponement\n"
            "The market remains open until the match has been played.\n\n"
            "## Cancellation and abandonment\n"
            "- Cancelled, no make-up match: resolves 50-50.\n"
            "- Abandoned and not completed: resolves 50-50.\n\n"
            "## Source\n"
            "Official Ligue 1 statistics. Fallback: consensus of credible reporting, used only when the official statistics are not out 2 hours after the end of the match."),
        "resolutionSource": "https://www.ligue1.com/",
        "event_title": "LOSC Lille vs. Stade Rennais FC - More Markets", "gameStartTime": "2027-02-06 16:00:00+00"},
        exp("total", "under", "regulation", "official", "consensus", "open_until_played", "50-50", "result", "50-50", line=1.5)))

    # 21. translator, formal British, WC knockout 1X2 in regulation
    L.append(leg_v1(21, "translator (formal British)", ["formal", "layout:one_paragraph", "british_spelling", "number_words", "date:the_first_of_month_yyyy", "condition_after_outcome"],
        ["F:win", "S1", "P1", "C1", "AB", "R1"], "Brazil", "Japan", "wc", {
        "id": "5102988", "question": "Will Brazil win on 2026-07-01?",
        "slug": "fifwc-bra-jpn-2026-07-01-bra", "groupItemTitle": "Brazil",
        "sportsMarketType": "moneyline",
        "description": (
            "The present market relates to the round-of-thirty-two match of the FIFA World Cup 2026 between Brazil and Japan, scheduled for the first of July 2026. It will be resolved \"Yes\" should Brazil be leading at the end of the regular playing time, which comprises ninety minutes and any time added on by the referee; it will be resolved \"No\" should the score then be level or Japan be leading. It is expressly specified that any extra time and any penalty shoot-out which may follow are without effect on this market, even though they will decide which nation progresses. A postponed match leaves the market open until such time as it is played. A cancelled match for which no replacement is organised resolves the market to \"No\"; the same applies to a match abandoned and not resumed. The official statistics of FIFA serve as the source; failing their publication within two hours of the match ending, recourse will be had to a consensus of credible reporting."),
        "resolutionSource": "https://www.fifa.com/",
        "event_title": "Brazil vs. Japan", "gameStartTime": "2026-07-01 20:00:00+00"},
        exp("win", "Brazil", "regulation", "official", "consensus", "open_until_played", "no", "result", "no")))

    return L
