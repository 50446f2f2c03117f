"""venue_two legs of set (bi): every leg hand-written by a different imagined writer."""
from common import exp, leg_two, ESPN_FOX, UEFA, FIFA, MLS


def legs():
    L = []

    # 1. terse trader
    L.append(leg_two(
        1, ["writer:terse_trader", "abbreviations", "numerals", "american_spelling"],
        ["F:win", "S2", "D1", "P2", "C4", "R3"],
        "Tottenham", "Chelsea", "epl", "KXEPLGAME", "2026-11-07", "TOT", "CFC", "TOT",
        "Tottenham vs Chelsea Winner?", "Tottenham",
        "If Tottenham beat Chelsea in the Tottenham vs Chelsea English Premier League game set "
        "for Nov 7, 2026, counting 90 min + stoppage only (no ET, no pens), the market resolves "
        "to Yes.",
        "Level after 90+stoppage: Tie mkt pays Yes. Game canceled, or KO moved >48 hrs past the "
        "planned time: mkt settles at fair price per the rules.",
        "2026-11-07T17:30:00Z", ESPN_FOX,
        exp("win", "Tottenham", scope="regulation", sp="provider", timing=48,
            vc="fair_price", vp="fair_price")))

    # 2. careful lawyer, numbered paragraphs in the secondary
    L.append(leg_two(
        2, ["writer:lawyer", "legal_drafting", "definitions", "layout:numbered",
            "number_words_and_numerals", "british_spelling"],
        ["F:draw", "S2", "D1", "P2", "C4", "AB", "R3"],
        "Atletico Madrid", "Athletic Club", "laliga", "KXLALIGAGAME", "2026-11-29", "ATM",
        "ATH", "TIE", "Atletico Madrid vs Athletic Club Winner?", "Tie",
        "If Tie is the outcome of the Atletico Madrid vs Athletic Club professional Spanish La "
        "Liga match first scheduled for Nov 29, 2026, measured after ninety (90) minutes plus "
        "stoppage time and excluding any extra time or penalty shoot-out, then this market "
        "will resolve to Yes.",
        "(1) \"Tie\" means that neither team has scored more goals than the other at the close "
        "of the period described in the primary rules. (2) In the event that the match is "
        "cancelled, or is rescheduled to a kickoff falling more than forty-eight (48) hours "
        "after its originally planned kickoff, the market shall be resolved at a fair price "
        "determined in accordance with the Rulebook. (3) A match that is abandoned and not "
        "completed shall be treated as cancelled for the purposes of paragraph (2).",
        "2026-11-29T20:00:00Z", ESPN_FOX,
        exp("draw", "draw", scope="regulation", sp="provider", timing=48, vc="fair_price",
            vp="fair_price", va="fair_price")))

    # 3. support agent, Q&A in the secondary
    L.append(leg_two(
        3, ["writer:support_agent", "layout:faq", "contractions", "american_spelling",
            "numerals"],
        ["F:win", "S2", "D1", "P3", "C4", "R3"],
        "Eintracht Frankfurt", "RB Leipzig", "bundesliga", "KXBUNDESLIGAGAME", "2026-12-05",
        "SGE", "RBL", "RBL", "Eintracht Frankfurt vs RB Leipzig Winner?", "RB Leipzig",
        "If RB Leipzig wins the Eintracht Frankfurt vs RB Leipzig professional German "
        "Bundesliga game scheduled for Dec 5, 2026, based on the score at the end of 90 minutes "
        "plus stoppage time (extra time and penalties don't count), the market resolves Yes.",
        "Q: What happens if it's a draw? A: This market resolves No, and the Tie market "
        "resolves Yes. Q: What if the game is postponed? A: If the new kickoff is within 48 "
        "hours of the original one, the market stays open and settles on that game. If it's "
        "pushed back further than that, the market resolves at a fair price under the rules. "
        "Q: What if it's canceled? A: It also resolves at a fair price.",
        "2026-12-05T14:30:00Z", ESPN_FOX,
        exp("win", "RB Leipzig", scope="regulation", sp="provider", timing=48,
            vc="fair_price", vp="fair_price")))

    # 4. tournament operations officer, World Cup, S3
    L.append(leg_two(
        4, ["writer:tournament_ops", "ops_note", "british_spelling", "american_date"],
        ["F:win", "S3", "D1", "P2", "C4", "R3"],
        "Spain", "Uruguay", "wc", "KXWCGAME", "2026-06-20", "ESP", "URU", "ESP",
        "Spain vs Uruguay Winner?", "Spain",
        "Should Spain beat Uruguay in their FIFA World Cup group stage match scheduled for "
        "June 20, 2026, on the result at the close of 90 minutes plus stoppage time, the "
        "market resolves to Yes.",
        "Operations note: extra time and any shoot-out form no part of this market. If "
        "Spain and Uruguay are level when stoppage time ends, the Tie market is the one that "
        "resolves Yes. Should the match be cancelled, or moved to a start more than 48 hours "
        "after its scheduled one, this market will be settled at a fair price in line with "
        "the rules.",
        "2026-06-21T00:00:00Z", FIFA,
        exp("win", "Spain", scope="regulation", sp="official", timing=48, vc="fair_price",
            vp="fair_price")))

    # 5. non-native English speaker (Italian), S4 with the scope in the secondary
    L.append(leg_two(
        5, ["writer:non_native_italian", "non_native_grammar", "syn:recovery_time",
            "british_spelling"],
        ["F:win", "S4", "D1", "P2", "C4", "R3"],
        "Fiorentina", "Bologna", "seriea", "KXSERIEAGAME", "2027-01-10", "FIO", "BOL", "FIO",
        "Fiorentina vs Bologna Winner?", "Fiorentina",
        "If Fiorentina wins the Fiorentina vs Bologna professional Italian Serie A game "
        "originally planned for Jan 10, 2027, then market resolves to Yes.",
        "The result is taken when the 90 minutes and the recovery time are finished; extra "
        "time or penalties are not considered. If the game finish in equal score, is the Tie "
        "market that resolves to Yes. If they cancel the game, or it moves more than 48 hours "
        "from the first kickoff, market is resolved to a fair price following the rules.",
        "2027-01-10T14:00:00Z", ESPN_FOX,
        exp("win", "Fiorentina", scope="regulation", sp="provider", timing=48,
            vc="fair_price", vp="fair_price")))

    # 6. journalist, no time scope anywhere (league game)
    L.append(leg_two(
        6, ["writer:journalist", "colour_writing", "american_spelling", "numerals"],
        ["F:win", "S:ambiguous", "D1", "P2", "C4", "R3"],
        "Columbus", "Cincinnati", "mls", "KXMLSGAME", "2026-10-17", "CLB", "CIN", "CLB",
        "Columbus vs Cincinnati Winner?", "Columbus",
        "If Columbus wins the Columbus vs Cincinnati professional MLS soccer game scheduled "
        "for Oct 17, 2026, the market resolves Yes.",
        "The Hell Is Real derby rarely lacks drama. Should it finish level, it is the Tie "
        "market, not this one, that pays Yes. A cancellation, or a move to a kickoff more than "
        "48 hours from the planned slot, sends this market to a fair price under the rules.",
        "2026-10-17T23:30:00Z", MLS,
        exp("win", "Columbus", scope="ambiguous", sp="official", timing=48, vc="fair_price",
            vp="fair_price")))

    # 7. statistician, advance
    L.append(leg_two(
        7, ["writer:statistician", "math_notation", "american_spelling", "numerals",
            "two_way"],
        ["F:advance", "S6", "P2", "C4", "R3"],
        "Bayern Munich", "Real Madrid", "ucl", "KXUCLADVANCE", "2027-04-14", "BMU", "RMA",
        "BMU", "Bayern Munich vs Real Madrid: Who advances?", "Bayern Munich",
        "If Bayern Munich advances from its UEFA Champions League quarterfinal tie against Real "
        "Madrid, the second leg of which is scheduled for Apr 14, 2027, this market "
        "resolves Yes. Advancement is decided over both legs and takes in extra time and "
        "any penalty shootout.",
        "Outcome space: Omega = (Bayern Munich advances | Real Madrid advances); exactly one "
        "occurs, and there is no tie outcome. If the second leg is canceled, or its kickoff is moved "
        "more than 48 hours past the scheduled time, settlement is at a fair price per "
        "the rules.",
        "2027-04-14T19:00:00Z", UEFA,
        exp("advance", "Bayern Munich", scope="penalties", sp="official", timing=48,
            vc="fair_price", vp="fair_price")))

    # 8. engineer, parameter table in the secondary
    L.append(leg_two(
        8, ["writer:engineer", "layout:table", "symbols", "american_spelling", "numerals"],
        ["F:total", "S2", "P3", "C4", "R3"],
        "Manchester United", "Newcastle", "epl", "KXEPLTOTAL", "2026-12-26", "MUN", "NEW", "3",
        "Manchester United vs Newcastle: Total Goals", "Over 2.5 goals",
        "If more than 2.5 goals are scored in total in the Manchester United vs Newcastle "
        "professional English Premier League game scheduled for Dec 26, 2026, counted over 90 "
        "minutes plus stoppage time (excluding extra time and penalties), the contract "
        "resolves Yes.",
        "param | value\n"
        "line | 2.5 goals (3+ goals = Yes)\n"
        "goals counted | both teams, own goals included\n"
        "canceled | fair price per rules\n"
        "rescheduled >48h from original kickoff | fair price per rules\n"
        "rescheduled <=48h | market stays open, settles on the game",
        "2026-12-26T15:00:00Z", ESPN_FOX,
        exp("total", "over", line=2.5, scope="regulation", sp="provider", timing=48,
            vc="fair_price", vp="fair_price")))

    # 9. compliance officer, spread
    L.append(leg_two(
        9, ["writer:compliance_officer", "clarification", "american_spelling",
            "number_words_and_numerals"],
        ["F:spread", "S2", "P2", "C4", "R3"],
        "Barcelona", "Sevilla", "laliga", "KXLALIGASPREAD", "2027-01-16", "BAR", "SEV", "BAR2",
        "Barcelona vs Sevilla: Spread", "Barcelona wins by over 1.5 goals",
        "If Barcelona wins the Barcelona vs Sevilla professional Spanish La Liga game "
        "scheduled for Jan 16, 2027 by more than 1.5 goals, counting 90 minutes plus stoppage "
        "time only (extra time and penalties not included), the market resolves Yes.",
        "Compliance clarification: \"by more than 1.5 goals\" means a winning margin of two "
        "goals or more. A one-goal Barcelona win, a draw, or a Sevilla win resolves this "
        "market to No. If the game is canceled, or is rescheduled to begin more than 48 hours "
        "after its original start time, it settles at a fair price as set out in the "
        "rules.",
        "2027-01-16T20:00:00Z", ESPN_FOX,
        exp("spread", "Barcelona", line=1.5, scope="regulation", sp="provider", timing=48,
            vc="fair_price", vp="fair_price")))

    # 10. content writer, preview colour in the secondary
    L.append(leg_two(
        10, ["writer:content_writer", "match_preview", "syn:called_off", "syn:put_back",
             "numerals"],
        ["F:btts", "S2", "P2", "C4", "R3"],
        "Marseille", "Lille", "ligue1", "KXLIGUE1BTTS", "2026-11-01", "OM", "LIL", "BTTS",
        "Marseille vs Lille: Both Teams to Score?", "Both teams score",
        "If both Marseille and Lille score in the Marseille vs Lille professional French Ligue "
        "1 game scheduled for Nov 1, 2026, within 90 minutes plus stoppage time (no extra time "
        "or penalties), the market will resolve Yes.",
        "The Vélodrome rarely does quiet nights, and this fixture has a habit of producing "
        "goals at both ends. For this market, a goal by each club in regular time is all "
        "that's needed; if either side is kept out, it's No. Should the match be called off, "
        "or put back by more than 48 hours, the market is settled at a fair price under the "
        "rules.",
        "2026-11-01T19:45:00Z", ESPN_FOX,
        exp("btts", "yes", scope="regulation", sp="provider", timing=48, vc="fair_price",
            vp="fair_price")))

    # 11. product manager, release notes in the secondary, first-half tie
    L.append(leg_two(
        11, ["writer:product_manager", "release_notes", "layout:bullets", "numerals"],
        ["F:half", "D1", "P2", "C4", "R3"],
        "Dortmund", "Wolfsburg", "bundesliga", "KXBUNDESLIGA1H", "2027-02-06", "BVB", "WOB",
        "TIE", "Dortmund vs Wolfsburg: First Half Winner?", "Tie",
        "If Tie is the result at halftime of the Dortmund vs Wolfsburg professional German "
        "Bundesliga game scheduled for Feb 6, 2027, then this market is a Yes.",
        "Release 2027.02: First-half result markets\n"
        "• Scope: first half only, first-half stoppage time included. Goals after the interval "
        "are not counted.\n"
        "• Tie resolves Yes when both teams have the same score at the break, 0-0 included.\n"
        "• Cancellation, or a reschedule more than 48 hours out from the original kickoff: "
        "fair price per the rules.",
        "2027-02-06T14:30:00Z", ESPN_FOX,
        exp("half", "draw", half="first", scope=None, sp="provider", timing=48,
            vc="fair_price", vp="fair_price")))

    # 12. sports-desk editor, exact score
    L.append(leg_two(
        12, ["writer:sports_desk_editor", "desk_note", "american_spelling", "numerals"],
        ["F:exact_score", "S2", "P2", "C4", "R3"],
        "Roma", "Lazio", "seriea", "KXSERIEASCORE", "2027-03-07", "ROM", "LAZ", "1X1",
        "Roma vs Lazio: Exact Score", "Roma 1-1 Lazio",
        "If the final score of the Roma vs Lazio professional Italian Serie A game scheduled "
        "for Mar 7, 2027 is exactly 1-1 once 90 minutes plus stoppage time are complete (extra "
        "time and penalties excluded), the market pays Yes.",
        "Desk note: Roma's goals are listed first. Any other scoreline resolves No. If the "
        "derby is canceled, or its kickoff is moved more than 48 hours from the scheduled "
        "time, this market is valued at a fair price according to the rules.",
        "2027-03-07T19:45:00Z", ESPN_FOX,
        exp("exact_score", "1-1", scope="regulation", sp="provider", timing=48,
            vc="fair_price", vp="fair_price")))

    # 13. referee-turned-analyst, first team to score including extra time
    L.append(leg_two(
        13, ["writer:referee_analyst", "technical", "american_spelling", "numerals"],
        ["F:other", "S5", "P2", "C4", "R3"],
        "Arsenal", "Inter", "ucl", "KXUCLFTTS", "2027-03-16", "ARS", "INT", "ARS",
        "Arsenal vs Inter: First Team to Score", "Arsenal",
        "If Arsenal scores the first goal of the Arsenal vs Inter UEFA Champions League round "
        "of 16 second-leg match scheduled for Mar 16, 2027, at any stage of the match with "
        "extra time included, the contract resolves Yes.",
        "Kicks taken in a penalty shootout are not goals for this market. If nobody scores in "
        "normal time or in extra time, the market resolves to No; it also resolves No if Inter "
        "scores first. A cancellation, or a postponement of more than 48 hours past the "
        "scheduled kickoff, leads to a fair-price settlement per the rules.",
        "2027-03-16T20:00:00Z", UEFA,
        exp("other", "Arsenal", scope="extra_time", sp="official", timing=48,
            vc="fair_price", vp="fair_price")))

    # 14. risk-desk analyst, cancellation left to the exchange (ambiguous)
    L.append(leg_two(
        14, ["writer:risk_analyst", "british_spelling", "numerals"],
        ["F:win", "S2", "D1", "P2", "C:ambiguous", "R3"],
        "Monaco", "Nice", "ligue1", "KXLIGUE1GAME", "2026-11-22", "ASM", "NIC", "ASM",
        "Monaco vs Nice Winner?", "Monaco",
        "If Monaco wins the Monaco vs Nice professional French Ligue 1 game scheduled for Nov "
        "22, 2026 by the end of 90 minutes plus stoppage time (not counting extra time or "
        "penalties), this market resolves Yes.",
        "A level score at full time sends the Tie market to Yes. Should the game be pushed back "
        "to a kickoff more than 48 hours after the planned one, the market resolves at a fair "
        "price. If the game is cancelled, the exchange will decide how the market is settled.",
        "2026-11-22T16:00:00Z", ESPN_FOX,
        exp("win", "Monaco", scope="regulation", sp="provider", timing=48, vc="ambiguous",
            vp="fair_price")))

    # 15. club secretary, postponement window left vague (ambiguous)
    L.append(leg_two(
        15, ["writer:club_secretary", "american_spelling", "formal"],
        ["F:win", "S2", "D1", "P:ambiguous", "C4", "R3"],
        "Brentford", "Fulham", "epl", "KXEPLGAME", "2026-12-30", "BRE", "FUL", "BRE",
        "Brentford vs Fulham Winner?", "Brentford",
        "If Brentford wins the Brentford vs Fulham professional English Premier League game "
        "scheduled for Dec 30, 2026, its result read at the final whistle of 90 minutes plus "
        "stoppage time (no extra time, no penalties), then the market shall resolve to Yes.",
        "A drawn game makes the Tie market resolve Yes. Should the game be canceled, or be "
        "postponed for a substantial period, the market will be resolved at a fair price under "
        "the rules.",
        "2026-12-30T19:30:00Z", ESPN_FOX,
        exp("win", "Brentford", scope="regulation", sp="provider", timing="ambiguous",
            vc="fair_price", vp="fair_price")))

    # 16. data-vendor manager, the text names its own sources
    L.append(leg_two(
        16, ["writer:data_vendor_manager", "british_spelling", "syn:match_centre"],
        ["F:draw", "S2", "D1", "P2", "C4"],
        "Liverpool", "Aston Villa", "epl", "KXEPLGAME", "2027-01-23", "LFC", "AVL", "TIE",
        "Liverpool vs Aston Villa Winner?", "Tie",
        "If the Liverpool vs Aston Villa professional English Premier League game scheduled "
        "for Jan 23, 2027 ends as a Tie once 90 minutes plus stoppage time are played (extra "
        "time and penalties excluded), the market resolves Yes.",
        "Data source: the result is read from the match centre on the official Premier League "
        "website. If that page has not been updated with a final score, Opta's match data is "
        "used instead. Cancellation, or a reschedule to more than 48 hours after the original "
        "kickoff, leads to a fair-price resolution under the rules.",
        "2027-01-23T15:00:00Z", ESPN_FOX,
        exp("draw", "draw", scope="regulation", sp="official", sf="provider", timing=48,
            vc="fair_price", vp="fair_price")))

    # 17. customer-service macro, refund on cancellation
    L.append(leg_two(
        17, ["writer:customer_service_macro", "friendly", "british_spelling", "numerals"],
        ["F:win", "S2", "D1", "P2", "C:refund", "R3"],
        "Seattle", "Portland", "mls", "KXMLSGAME", "2026-10-10", "SEA", "POR", "SEA",
        "Seattle vs Portland Winner?", "Seattle",
        "If Seattle wins the Seattle vs Portland professional MLS soccer game scheduled for "
        "Oct 10, 2026 when 90 minutes plus stoppage time are up (not including extra time or "
        "penalties), the market resolves Yes.",
        "Thanks for your question about this market! If the game ends level, the Tie market "
        "is the one that pays out. If the game is postponed to a kickoff more than 48 hours "
        "after the original time, the market resolves at a fair price. If the game is "
        "cancelled outright, all positions are refunded at the price paid. We hope that "
        "helps!",
        "2026-10-11T02:00:00Z", MLS,
        exp("win", "Seattle", scope="regulation", sp="official", timing=48, vc="refund",
            vp="fair_price")))

    # 18. sports editor, knockout match-result leg (regulation only)
    L.append(leg_two(
        18, ["writer:sports_editor", "editor_note", "british_spelling", "syn:shoot_out"],
        ["F:win", "S3", "D1", "P2", "C4", "R3"],
        "Benfica", "Juventus", "ucl", "KXUCLGAME", "2027-03-17", "BEN", "JUV", "BEN",
        "Benfica vs Juventus Winner?", "Benfica",
        "If Benfica wins the Benfica vs Juventus UEFA Champions League round of 16 second-leg "
        "game scheduled for Mar 17, 2027 at the end of 90 minutes plus stoppage time, the "
        "market resolves to Yes.",
        "Note from the editor: this is a match-result market, not a to-qualify market. Extra "
        "time and a penalty shoot-out may be needed to settle the tie, but neither counts "
        "here; only the score at the end of normal time matters. Level at that point: Tie "
        "resolves Yes. If the match is cancelled, or moved to a kickoff more than 48 hours "
        "later, the market settles at a fair price in line with the rules.",
        "2027-03-17T20:00:00Z", ESPN_FOX,
        exp("win", "Benfica", scope="regulation", sp="provider", timing=48,
            vc="fair_price", vp="fair_price")))

    # 19. logician, negated draw leg
    L.append(leg_two(
        19, ["writer:logician", "negation", "date:d_mon_yyyy", "numerals"],
        ["F:draw", "S2", "P2", "C4", "R3"],
        "Freiburg", "Hoffenheim", "bundesliga", "KXBUNDESLIGAGAME", "2026-10-24", "SCF", "TSG",
        "TIE", "Freiburg vs Hoffenheim Winner?", "Tie",
        "This market does not resolve to Yes unless Freiburg and Hoffenheim are level once 90 "
        "minutes plus stoppage time have been played in their professional German Bundesliga "
        "game scheduled for 24 Oct 2026; a win for either club resolves it to No.",
        "Neither extra time nor penalties are relevant. The market does not stay open "
        "indefinitely: if the game is not played within 48 hours of its scheduled kickoff, or "
        "is cancelled, it is valued at a fair price under the rulebook.",
        "2026-10-24T13:30:00Z", ESPN_FOX,
        exp("draw", "draw", scope="regulation", sp="provider", timing=48,
            vc="fair_price", vp="fair_price")))

    # 20. bookmaker's trader turned writer: under, number words, abandonment at last price
    L.append(leg_two(
        20, ["writer:odds_compiler", "number_words", "american_spelling", "syn:halted"],
        ["F:total", "S2", "P2", "C4", "AB", "R3"],
        "Napoli", "Inter", "seriea", "KXSERIEATOTAL", "2027-02-14", "NAP", "INT", "U2",
        "Napoli vs Inter: Total Goals", "Under 2.5 goals",
        "If no more than two goals are scored in total in the Napoli vs Inter professional "
        "Italian Serie A game scheduled for Feb 14, 2027, counting ninety minutes plus "
        "stoppage time only, this market settles Yes.",
        "Three or more goals resolves the market to No. Extra time and penalties play no part. "
        "If the game is canceled, or rescheduled to a start more than forty-eight hours after "
        "the planned one, the market is settled at a fair price, as the rules set out. "
        "If the game is abandoned after kickoff and not completed, the market settles at the "
        "last traded price before play was halted.",
        "2027-02-14T19:45:00Z", ESPN_FOX,
        exp("total", "under", line=2.5, scope="regulation", sp="provider", timing=48,
            vc="fair_price", vp="fair_price", va="last_price")))

    # 21. minimalist, no void clause at all
    L.append(leg_two(
        21, ["writer:minimalist", "short"],
        ["F:win", "S2", "D1", "R3"],
        "Everton", "Wolves", "epl", "KXEPLGAME", "2027-02-20", "EVE", "WOL", "EVE",
        "Everton vs Wolves Winner?", "Everton",
        "If Everton wins the Everton vs Wolves professional English Premier League game "
        "scheduled for Feb 20, 2027, on the score once 90 minutes plus stoppage time are "
        "played, extra time and penalties not counted, the market resolves Yes.",
        "A draw resolves the Tie market to Yes.",
        "2027-02-20T15:00:00Z", ESPN_FOX,
        exp("win", "Everton", scope="regulation", sp="provider")))

    return L
