"""venue_two legs of set (am): rules written as decision trees in text.

The rules are rules_primary and rules_secondary read together. Where the text names no
source the series' settlement sources decide (ESPN / Fox Sports -> provider; MLS, UEFA,
FIFA -> official). A branch ending in "TBD" is a case the text addresses without a payout:
the field it decides is `ambiguous` (see README); a TBD branch that decides no labelled
field changes nothing.
"""
from common import ESPN_FOX, ESPN_ONLY, FIFA_SRC, MLS_SRC, UEFA_SRC, exp, v2_leg, v2_market

PROV = ("provider", None)
OFF = ("official", None)


def legs():
    out = []

    # 1. EPL home win; Q-numbered tree; 48 h -> fair price; cancellation -> fair price.
    out.append(v2_leg(
        1, styles=["tree:numbered_q", "arrows:ascii", "numerals", "british_spelling"],
        meanings=["F:win", "S2", "P2", "C4", "D1", "R3"],
        home="Arsenal", away="Tottenham", competition="epl", sources=ESPN_FOX,
        market=v2_market(
            ticker="KXEPLGAME-27MAR13ARSTOT-ARS", title="Arsenal vs Tottenham Winner?", yes="Arsenal",
            when="2027-03-13T17:30:00Z",
            primary=(
                "Q1. Did Arsenal score more goals than Tottenham in the Arsenal vs Tottenham professional "
                "English Premier League game originally scheduled for Mar 13, 2027, counting 90 minutes plus "
                "stoppage time and nothing after it (no extra time, no penalties)?\n"
                "  Yes -> the market resolves to Yes.\n"
                "  No -> the market resolves to No."),
            secondary=(
                "Delays and cancellations:\n"
                "Q2. Did the game kick off within 48 hours of its original start time?\n"
                "  Yes -> settle per Q1.\n"
                "  No -> go to Q3.\n"
                "Q3. The game was cancelled, or moved by over 48 hours -> settlement is at a fair price, "
                "under the exchange's rules.\n"
                "Q4. Level after regulation? -> the market for Tie resolves to Yes; this one resolves to No.")),
        expected=exp("win", "Arsenal", src=PROV, window=48, cancelled="fair_price", postponed="fair_price")))

    # 2. La Liga Tie; brief-style tree; two days -> last traded price; cancellation TBD.
    out.append(v2_leg(
        2, styles=["tree:numbered", "arrows:ascii", "number_words", "tbd:cancellation", "go_to"],
        meanings=["F:draw", "S2", "P:48h_last_price", "C:ambiguous", "D1", "R3"],
        home="Real Madrid", away="Barcelona", competition="laliga", sources=ESPN_FOX,
        market=v2_market(
            ticker="KXLALIGAGAME-27APR04RMABAR-TIE", title="Real Madrid vs Barcelona Winner?", yes="Tie",
            when="2027-04-04T19:00:00Z",
            primary=(
                "If the Real Madrid vs Barcelona professional Spanish La Liga game originally scheduled for Apr "
                "4, 2027 is a Tie once 90 minutes plus stoppage time have been played (extra time and "
                "penalties never apply), this market settles Yes; otherwise No. How "
                "a delayed game is handled is set out step by step below."),
            secondary=(
                "1. Was the match started on its scheduled date?\n"
                "   Yes -> settle on that result.\n"
                "   No -> go to 2.\n"
                "2. Was it played within two days of the original date?\n"
                "   Yes -> settle on that result.\n"
                "   No -> go to 3.\n"
                "3. Has the match been cancelled outright, with no new date?\n"
                "   Yes -> TBD.\n"
                "   No (it is only postponed beyond two days) -> the market resolves at the last traded price.")),
        expected=exp("draw", "draw", src=PROV, window=48, cancelled="ambiguous", postponed="last_price")))

    # 3. Bundesliga away win; indented if/then/else; abandoned handled as cancellation.
    out.append(v2_leg(
        3, styles=["tree:if_then_indented", "number_words", "american_spelling", "treated_as_cancelled"],
        meanings=["F:win", "S2", "P3", "C4", "AB", "D1", "R3"],
        home="Bayern Munich", away="Dortmund", competition="bundesliga", sources=ESPN_FOX,
        market=v2_market(
            ticker="KXBUNDESLIGAGAME-27MAR20BMUBVB-BVB", title="Bayern Munich vs Dortmund Winner?",
            yes="Dortmund", when="2027-03-20T17:30:00Z",
            primary=(
                "if Dortmund has more goals than Bayern Munich when the Bayern Munich vs Dortmund professional "
                "German Bundesliga game originally scheduled for Mar 20, 2027 reaches the end of 90 minutes "
                "plus stoppage time\n"
                "    then -> Yes\n"
                "    else (Bayern Munich ahead, or level) -> No\n"
                "Extra time and penalties play no part in this market."),
            secondary=(
                "if the game is postponed:\n"
                "    if it kicks off within forty-eight hours of the original time\n"
                "        then -> the market stays open and settles on that game\n"
                "        else -> the market settles at a fair price\n"
                "if the game is canceled:\n"
                "    then -> fair price\n"
                "if the game is abandoned and never finished:\n"
                "    then -> handled exactly as a cancellation\n"
                "if the score is level after regulation:\n"
                "    then -> the Tie market pays Yes")),
        expected=exp("win", "Dortmund", src=PROV, window=48, cancelled="fair_price", postponed="fair_price",
                     abandoned="fair_price")))

    # 4. Serie A; S4 primary, scope and own sources in the secondary tree (unicode arrows).
    out.append(v2_leg(
        4, styles=["tree:q_arrows", "arrows:unicode", "numerals", "syn:spot_kicks", "syn:called_off",
                   "scope_in_secondary"],
        meanings=["F:win", "S4", "P3", "C4", "R:own_official_provider"],
        home="Napoli", away="Inter", competition="seriea", sources=ESPN_FOX,
        market=v2_market(
            ticker="KXSERIEAGAME-27MAY02NAPINT-NAP", title="Napoli vs Inter Winner?", yes="Napoli",
            when="2027-05-02T18:45:00Z",
            primary=(
                "If Napoli wins the Napoli vs Inter professional Italian Serie A game originally scheduled for "
                "May 2, 2027, the market settles to Yes."),
            secondary=(
                "Q1 Which part of the game decides the result?\n"
                "  \u2192 Regulation only: ninety minutes plus stoppage time. Extra time and spot-kicks are "
                "ignored.\n"
                "Q2 Where is the result read from?\n"
                "  \u2192 The official Lega Serie A website. If it is not available there \u2192 ESPN's match "
                "report.\n"
                "Q3 Was the game moved?\n"
                "  \u2192 rescheduled to start within 2 days of the original time \u2192 the market stays open; "
                "the result is read as in Q1\n"
                "  \u2192 moved further out than that \u2192 fair price\n"
                "Q4 Was the game called off entirely?\n"
                "  \u2192 fair price")),
        expected=exp("win", "Napoli", src=("official", "provider"), window=48, cancelled="fair_price",
                     postponed="fair_price")))

    # 5. Ligue 1 Tie; steps with unicode arrows; abandonment branch TBD.
    out.append(v2_leg(
        5, styles=["tree:steps", "arrows:unicode", "symbols:le_gt", "tbd:abandonment"],
        meanings=["F:draw", "S2", "P2", "C4", "AB:ambiguous", "D1", "R3"],
        home="PSG", away="Marseille", competition="ligue1", sources=ESPN_FOX,
        market=v2_market(
            ticker="KXLIGUE1GAME-27MAR07PSGOM-TIE", title="PSG vs Marseille Winner?", yes="Tie",
            when="2027-03-07T19:45:00Z",
            primary=(
                "Step 1 \u2192 Were PSG and Marseille level at the end of 90 minutes plus stoppage time in the "
                "PSG vs Marseille professional French Ligue 1 game originally scheduled for Mar 7, 2027? "
                "(No extra time, no penalties.)\n"
                "  Yes \u2192 Tie resolves Yes.\n"
                "  No \u2192 Tie resolves No."),
            secondary=(
                "Step 2 \u2192 Game delayed?\n"
                "  \u2264 48 hours \u2192 wait, then settle per Step 1.\n"
                "  > 48 hours \u2192 fair price.\n"
                "Step 3 \u2192 Game cancelled? \u2192 fair price.\n"
                "Step 4 \u2192 Abandoned before full time and not completed? \u2192 TBD.")),
        expected=exp("draw", "draw", src=PROV, window=48, cancelled="fair_price", postponed="fair_price",
                     abandoned="ambiguous")))

    # 6. MLS away win; bullet tree; cancellation refunded; series MLS -> official.
    out.append(v2_leg(
        6, styles=["tree:bullets", "american_spelling", "numerals", "abbr:hrs", "date:us_calendar"],
        meanings=["F:win", "S2", "P3", "C:refund", "D1", "R3"],
        home="LA Galaxy", away="LAFC", competition="mls", sources=MLS_SRC,
        market=v2_market(
            ticker="KXMLSGAME-27MAY07LALAFC-LAFC", title="LA Galaxy vs LAFC Winner?", yes="LAFC",
            when="2027-05-08T02:30:00Z",
            primary=(
                "Did LAFC win the LA Galaxy vs LAFC professional MLS game originally scheduled for May 7, 2027, "
                "on the score at the end of 90 minutes plus stoppage time (extra time and penalties excluded)?\n"
                "- yes: market resolves Yes\n"
                "- no: market resolves No"),
            secondary=(
                "Delays and cancellations, as a tree:\n"
                "- Game postponed?\n"
                "  - kicks off within 48 hrs of the original start: settle on that game\n"
                "  - kicks off later than that: market resolves at a fair price\n"
                "- Game canceled outright?\n"
                "  - all positions are refunded at their purchase price\n"
                "- Game level after regulation?\n"
                "  - the Tie market resolves Yes")),
        expected=exp("win", "LAFC", src=OFF, window=48, cancelled="refund", postponed="fair_price")))

    # 7. UCL advance; numbered tree through ET and penalties; series UEFA.
    out.append(v2_leg(
        7, styles=["tree:numbered", "arrows:unicode", "numerals", "go_to", "syn:aggregate"],
        meanings=["F:advance", "S6", "P2", "C4", "R3"],
        home="Real Madrid", away="Man City", competition="ucl", sources=UEFA_SRC,
        market=v2_market(
            ticker="KXUCLADVANCE-27APR14RMAMCI-MCI", title="Real Madrid vs Man City: Which team advances?",
            yes="Man City", when="2027-04-14T19:00:00Z",
            primary=(
                "1. Is the Champions League quarter-final tie between Man City and Real Madrid decided on "
                "aggregate at the end of 90 minutes plus stoppage time of the second leg (Real Madrid vs Man "
                "City, originally scheduled for Apr 14, 2027)?\n"
                "   Yes \u2192 the club ahead on aggregate advances; go to 4.\n"
                "   No \u2192 2.\n"
                "2. Is it decided by the end of extra time? Yes \u2192 4. No \u2192 3.\n"
                "3. The penalty shoot-out decides which club advances \u2192 4.\n"
                "4. Did Man City advance? Yes \u2192 the market resolves Yes. No \u2192 the market resolves No."),
            secondary=(
                "5. Was the second leg moved more than 48 hours from its original kickoff, or cancelled?\n"
                "   Yes \u2192 the market resolves at a fair price.\n"
                "   No \u2192 follow steps 1-4.")),
        expected=exp("advance", "Man City", scope="penalties", src=OFF, window=48, cancelled="fair_price",
                     postponed="fair_price")))

    # 8. World Cup group win; S3 (exclusion in secondary, as Q&A branches); series FIFA.
    out.append(v2_leg(
        8, styles=["tree:q_arrows", "arrows:ascii", "number_words", "numerals", "date:month_d_yyyy"],
        meanings=["F:win", "S3", "P2", "C4", "D1", "R3"],
        home="Germany", away="Ivory Coast", competition="wc", sources=FIFA_SRC,
        market=v2_market(
            ticker="KXWCGAME-26JUN20GERCIV-GER", title="Germany vs Ivory Coast Winner?", yes="Germany",
            when="2026-06-20T20:00:00Z",
            primary=(
                "Did Germany beat Ivory Coast in the Germany vs Ivory Coast 2026 FIFA World Cup match originally "
                "scheduled for June 20, 2026, counting 90 minutes plus stoppage time?\n"
                "-> Yes: resolves Yes.\n"
                "-> No: resolves No."),
            secondary=(
                "Is extra time counted? -> No.\n"
                "Are penalties counted? -> No.\n"
                "Is the match tied after regulation? -> the Tie market pays Yes, and this market resolves No.\n"
                "Was the match postponed by more than forty-eight (48) hours, or cancelled? -> fair price.")),
        expected=exp("win", "Germany", src=OFF, window=48, cancelled="fair_price", postponed="fair_price")))

    # 9. EPL total over 2.5 as a Q tree.
    out.append(v2_leg(
        9, styles=["tree:q_arrows", "arrows:unicode", "number_words", "american_spelling"],
        meanings=["F:total", "S2", "P3", "C4", "R3"],
        home="Chelsea", away="Newcastle", competition="epl", sources=ESPN_FOX,
        market=v2_market(
            ticker="KXEPLTOTAL-27MAR20CFCNEW-3", title="Chelsea vs Newcastle: Total Goals", yes="Over 2.5 goals",
            when="2027-03-20T15:00:00Z",
            primary=(
                "Q: Were three or more goals scored, by both sides combined, in the Chelsea vs Newcastle "
                "professional English Premier League game originally scheduled for Mar 20, 2027, within 90 "
                "minutes plus stoppage time (no extra time, no penalties)?\n"
                "  YES \u2192 market resolves Yes\n"
                "  NO (two goals or fewer) \u2192 market resolves No"),
            secondary=(
                "Q: Postponed?\n"
                "  \u2192 started within 48 hours of the original kickoff \u2192 answer the question above\n"
                "  \u2192 not started within 48 hours \u2192 fair price\n"
                "Q: Canceled? \u2192 fair price\n"
                "Q: Own goals? \u2192 they count toward the total.")),
        expected=exp("total", "over", line=2.5, src=PROV, window=48, cancelled="fair_price",
                     postponed="fair_price")))

    # 10. La Liga spread 1.5, two-step tree; three days (72 hours).
    out.append(v2_leg(
        10, styles=["tree:numbered_paren", "arrows:unicode", "number_words", "numerals", "american_spelling"],
        meanings=["F:spread", "S2", "P:72h_fair_price", "C4", "R3"],
        home="Atletico Madrid", away="Sevilla", competition="laliga", sources=ESPN_FOX,
        market=v2_market(
            ticker="KXLALIGASPREAD-27APR11ATMSEV-ATM2", title="Atletico Madrid vs Sevilla: Spread",
            yes="Atletico Madrid wins by over 1.5 goals", when="2027-04-11T14:00:00Z",
            primary=(
                "1) Did Atletico Madrid win the Atletico Madrid vs Sevilla professional Spanish La Liga game "
                "originally scheduled for Apr 11, 2027, counting only 90 minutes plus stoppage time? "
                "No \u2192 resolves No. Yes \u2192 2).\n"
                "2) Was the winning margin two goals or more? Yes \u2192 resolves Yes. No \u2192 resolves No."),
            secondary=(
                "3) Was the game postponed?\n"
                "   It started within three days (72 hours) of the original time \u2192 use steps 1)-2).\n"
                "   It did not \u2192 the market is settled at fair value.\n"
                "4) Was the game canceled? \u2192 fair price.")),
        expected=exp("spread", "Atletico Madrid", line=1.5, src=PROV, window=72, cancelled="fair_price",
                     postponed="fair_price")))

    # 11. Serie A btts, nested tree; abandonment same as cancellation.
    out.append(v2_leg(
        11, styles=["tree:nested", "arrows:ascii", "numerals", "american_spelling", "treated_as_cancelled"],
        meanings=["F:btts", "S2", "P2", "C4", "AB", "R3"],
        home="Roma", away="Lazio", competition="seriea", sources=ESPN_FOX,
        market=v2_market(
            ticker="KXSERIEABTTS-27MAR28ROMLAZ-BTTS", title="Roma vs Lazio: Both Teams to Score?",
            yes="Both teams score", when="2027-03-28T18:45:00Z",
            primary=(
                "Did Roma score at least once in the Roma vs Lazio professional Italian Serie A game originally "
                "scheduled for Mar 28, 2027 (90 minutes plus stoppage time only)?\n"
                "  No -> resolves No.\n"
                "  Yes -> Did Lazio also score at least once in that time?\n"
                "    Yes -> resolves Yes.\n"
                "    No -> resolves No."),
            secondary=(
                "If the game is postponed and does not begin within 48 hours of its original start -> fair "
                "price. If it is canceled -> fair price. If it is abandoned and never completed -> the same as "
                "a cancellation.")),
        expected=exp("btts", "yes", src=PROV, window=48, cancelled="fair_price", postponed="fair_price",
                     abandoned="fair_price")))

    # 12. EPL first-half winner; branch list by who leads at half-time.
    out.append(v2_leg(
        12, styles=["tree:branches", "tree:if_then_indented", "arrows:ascii", "number_words", "numerals"],
        meanings=["F:half", "P3", "C4", "R3"],
        home="Man City", away="Liverpool", competition="epl", sources=ESPN_FOX,
        market=v2_market(
            ticker="KXEPL1H-27APR24MCILFC-MCI", title="Man City vs Liverpool: First Half Winner?", yes="Man City",
            when="2027-04-24T16:30:00Z",
            primary=(
                "At the half-time whistle of the Man City vs Liverpool professional English Premier League game "
                "originally scheduled for Apr 24, 2027 (first 45 minutes plus first-half stoppage time), who is "
                "ahead?\n"
                "  Man City -> Yes\n"
                "  Liverpool -> No\n"
                "  Level -> No (the first-half Tie market resolves Yes)"),
            secondary=(
                "Postponed?\n"
                "  if the game starts within 48 hours of the original time then -> the market stays open\n"
                "  if it does not then -> fair price\n"
                "Canceled?\n"
                "  then -> fair price")),
        expected=exp("half", "Man City", half="first", scope=None, src=PROV, window=48, cancelled="fair_price",
                     postponed="fair_price")))

    # 13. Bundesliga exact score 2-1; arrow list; abandoned -> last traded price.
    out.append(v2_leg(
        13, styles=["tree:arrow_list", "arrows:unicode", "numerals"],
        meanings=["F:exact_score", "S2", "P3", "C4", "AB", "R3"],
        home="Leverkusen", away="Leipzig", competition="bundesliga", sources=ESPN_FOX,
        market=v2_market(
            ticker="KXBUNDESLIGASCORE-27APR17LEVRBL-21", title="Leverkusen vs Leipzig: Exact Score",
            yes="Leverkusen 2-1 Leipzig", when="2027-04-17T13:30:00Z",
            primary=(
                "Was the score of the Leverkusen vs Leipzig professional German Bundesliga game originally "
                "scheduled for Apr 17, 2027, at the end of 90 minutes plus stoppage time, exactly Leverkusen 2, "
                "Leipzig 1?\n"
                "  \u2192 yes: the market resolves Yes\n"
                "  \u2192 any other score: the market resolves No"),
            secondary=(
                "\u2192 game delayed, but kicks off within 48 hours: the market stays open\n"
                "\u2192 game delayed beyond 48 hours: fair price\n"
                "\u2192 game cancelled: fair price\n"
                "\u2192 game abandoned and not resumed: settles at the last traded price before play stopped")),
        expected=exp("exact_score", "2-1", src=PROV, window=48, cancelled="fair_price", postponed="fair_price",
                     abandoned="last_price")))

    # 14. UCL knockout GAME leg; no scope in primary; ET and penalties both TBD -> scope ambiguous.
    out.append(v2_leg(
        14, styles=["tree:numbered", "arrows:unicode", "tbd:scope", "numerals"],
        meanings=["F:win", "S:ambiguous", "P2", "C4", "D1", "R3"],
        home="Inter", away="Bayern Munich", competition="ucl", sources=UEFA_SRC,
        market=v2_market(
            ticker="KXUCLGAME-27APR13INTBMU-INT", title="Inter vs Bayern Munich Winner?", yes="Inter",
            when="2027-04-13T19:00:00Z",
            primary=(
                "If Inter wins the Inter vs Bayern Munich UEFA Champions League quarter-final second leg "
                "originally scheduled for Apr 13, 2027, this market is a Yes."),
            secondary=(
                "Open questions in this draft:\n"
                "1. Does extra time count towards the result? \u2192 TBD.\n"
                "2. Does a penalty shoot-out count? \u2192 TBD.\n"
                "3. Was the game postponed by more than 48 hours, or cancelled? \u2192 Yes: fair price. No: "
                "settle on the result.\n"
                "4. Is the game level when the result is read? \u2192 the Tie market resolves Yes.")),
        expected=exp("win", "Inter", scope="ambiguous", src=OFF, window=48, cancelled="fair_price",
                     postponed="fair_price")))

    # 15. EPL away win; lettered tree with '>' arrows; a TBD that decides no labelled field.
    out.append(v2_leg(
        15, styles=["tree:lettered", "arrows:gt", "date:ordinal", "tbd:irrelevant", "syn:called_off"],
        meanings=["F:win", "S2", "P2", "C4", "D1", "R3"],
        home="Brighton", away="Brentford", competition="epl", sources=ESPN_FOX,
        market=v2_market(
            ticker="KXEPLGAME-27APR03BHABRE-BRE", title="Brighton vs Brentford Winner?", yes="Brentford",
            when="2027-04-03T14:00:00Z",
            primary=(
                "Did Brentford beat Brighton in the Brighton vs Brentford professional English Premier League "
                "game originally scheduled for April 3rd, 2027, over 90 minutes plus stoppage time (extra time "
                "and penalties not included)?\n"
                "  Yes > Yes\n"
                "  No > No"),
            secondary=(
                "A. Game postponed beyond 48 hours from the scheduled start, or called off? > the market is "
                "settled at a fair price.\n"
                "B. Score level after regulation? > the Tie market resolves Yes.\n"
                "C. Official score changed after the market has settled? > TBD.")),
        expected=exp("win", "Brentford", src=PROV, window=48, cancelled="fair_price", postponed="fair_price")))

    # 16. Ligue 1 away win; 'Question N / If yes, then' tree; open until played; $0.50 each side.
    out.append(v2_leg(
        16, styles=["tree:question_if_then", "british_spelling", "date:d_mon_yyyy", "c2:fifty_cents"],
        meanings=["F:win", "S2", "P1", "C2", "D1", "R3"],
        home="Lyon", away="Monaco", competition="ligue1", sources=ESPN_FOX,
        market=v2_market(
            ticker="KXLIGUE1GAME-27APR18OLASM-ASM", title="Lyon vs Monaco Winner?", yes="Monaco",
            when="2027-04-18T15:00:00Z",
            primary=(
                "Question 1: Did Monaco win the Lyon vs Monaco professional French Ligue 1 game originally "
                "scheduled for 18 Apr 2027, counting regulation only (90 minutes plus stoppage time)?\n"
                "  If yes, then the market settles Yes.\n"
                "  If no, then the market settles No."),
            secondary=(
                "Question 2: Has the game been postponed?\n"
                "  If yes, then the market remains open, with no deadline, until the game has been played.\n"
                "Question 3: Has the game been cancelled with no replacement date?\n"
                "  If yes, then each side settles at $0.50.\n"
                "Question 4: Was the game level after regulation?\n"
                "  If yes, then the Tie market resolves to Yes.")),
        expected=exp("win", "Monaco", src=PROV, cancelled="50-50")))

    # 17. La Liga home win; window length TBD -> timing ambiguous, payout fair price.
    out.append(v2_leg(
        17, styles=["tree:numbered", "arrows:unicode", "tbd:window", "date:iso"],
        meanings=["F:win", "S2", "P:ambiguous", "C4", "R3"],
        home="Real Betis", away="Villarreal", competition="laliga", sources=ESPN_FOX,
        market=v2_market(
            ticker="KXLALIGAGAME-27MAY09RBBVIL-RBB", title="Real Betis vs Villarreal Winner?", yes="Real Betis",
            when="2027-05-09T19:00:00Z",
            primary=(
                "1. Did Real Betis win the Real Betis vs Villarreal professional Spanish La Liga game originally "
                "scheduled for 2027-05-09, judged on 90 minutes plus stoppage time with no extra time or "
                "penalties? Yes \u2192 resolves Yes. No \u2192 resolves No."),
            secondary=(
                "2. Postponed: was it played within ___ hours of the original kickoff (window TBD)?\n"
                "   Yes \u2192 settle per 1.\n"
                "   No \u2192 the exchange prices the market fairly and settles it there.\n"
                "3. Cancelled \u2192 fair price.")),
        expected=exp("win", "Real Betis", src=PROV, window="ambiguous", cancelled="fair_price",
                     postponed="fair_price")))

    # 18. World Cup round of 32 advance; cascading tree; two days (48 hours).
    out.append(v2_leg(
        18, styles=["tree:cascade", "arrows:unicode", "number_words", "numerals", "syn:progress"],
        meanings=["F:advance", "S6", "P2", "C4", "R3"],
        home="Brazil", away="Japan", competition="wc", sources=FIFA_SRC,
        market=v2_market(
            ticker="KXWCADVANCE-26JUN30BRAJPN-JPN", title="Brazil vs Japan: Who advances?", yes="Japan",
            when="2026-06-30T21:00:00Z",
            primary=(
                "Does Japan progress from the Brazil vs Japan 2026 FIFA World Cup round-of-32 match originally "
                "scheduled for June 30, 2026?\n"
                "  decided in 90 minutes plus stoppage \u2192 whoever leads progresses\n"
                "  level \u2192 extra time (30 minutes) \u2192 whoever leads progresses\n"
                "  still level \u2192 penalty shoot-out \u2192 its winner progresses\n"
                "Japan progresses \u2192 Yes; Brazil progresses \u2192 No."),
            secondary=(
                "Match moved more than two days (48 hours) away from its original slot, or cancelled "
                "\u2192 fair price.")),
        expected=exp("advance", "Japan", scope="penalties", src=OFF, window=48, cancelled="fair_price",
                     postponed="fair_price")))

    # 19. EPL Tie; if/then lines; series ESPN only; abandonment fair price.
    out.append(v2_leg(
        19, styles=["tree:if_then_indented", "arrows:unicode", "number_words", "date:d_month_yyyy",
                    "syn:slips", "syn:called_off"],
        meanings=["F:draw", "S2", "P2", "C4", "AB", "R3"],
        home="Aston Villa", away="Everton", competition="epl", sources=ESPN_ONLY,
        market=v2_market(
            ticker="KXEPLGAME-27MAY01AVLEVE-TIE", title="Aston Villa vs Everton Winner?", yes="Tie",
            when="2027-05-01T14:00:00Z",
            primary=(
                "if Aston Villa and Everton are level at the end of 90 minutes plus stoppage time in the Aston "
                "Villa vs Everton professional English Premier League game originally scheduled for 1 May 2027\n"
                "  then \u2192 Tie resolves Yes\n"
                "if either team is ahead at that point\n"
                "  then \u2192 Tie resolves No\n"
                "(extra time and penalties: not applicable, never counted)"),
            secondary=(
                "if the kickoff slips by more than two days\n"
                "  then \u2192 the market resolves at a fair price\n"
                "if the game is called off\n"
                "  then \u2192 fair price\n"
                "if the game is abandoned and not resumed\n"
                "  then \u2192 fair price")),
        expected=exp("draw", "draw", src=PROV, window=48, cancelled="fair_price", postponed="fair_price",
                     abandoned="fair_price")))

    # 20. MLS total under 3.5; numbered procedure; abandoned -> refund; series MLS.
    out.append(v2_leg(
        20, styles=["tree:numbered", "arrows:ascii", "number_words", "american_spelling", "procedure"],
        meanings=["F:total", "S2", "P3", "C4", "AB", "R3"],
        home="Inter Miami", away="Orlando City", competition="mls", sources=MLS_SRC,
        market=v2_market(
            ticker="KXMLSTOTAL-27MAR14MIAORL-U3", title="Inter Miami vs Orlando City: Total Goals",
            yes="3 or fewer goals", when="2027-03-14T23:30:00Z",
            primary=(
                "1. Add up the goals both teams score in the Inter Miami vs Orlando City professional MLS game "
                "originally scheduled for Mar 14, 2027, within 90 minutes plus stoppage time.\n"
                "2. Is the total three or fewer?\n"
                "   Yes -> resolves Yes.\n"
                "   No (four or more) -> resolves No."),
            secondary=(
                "3. Game postponed?\n"
                "   Kicks off within forty-eight hours of the original time -> go to 1.\n"
                "   Otherwise -> fair price.\n"
                "4. Game canceled? -> the market pays out at a fair price.\n"
                "5. Game abandoned and not completed? -> every position is refunded.")),
        expected=exp("total", "under", line=3.5, src=OFF, window=48, cancelled="fair_price",
                     postponed="fair_price", abandoned="refund")))

    # 21. EPL away win; postponement payout TBD (window stated) -> void_postponed_long ambiguous.
    out.append(v2_leg(
        21, styles=["tree:arrow_list", "arrows:unicode", "tbd:postponement_payout", "numerals"],
        meanings=["F:win", "S2", "P:48h_payout_ambiguous", "C4", "D1", "R3"],
        home="Man United", away="Nottingham Forest", competition="epl", sources=ESPN_FOX,
        market=v2_market(
            ticker="KXEPLGAME-27MAY15MUNNFO-NFO", title="Man United vs Nottingham Forest Winner?",
            yes="Nottingham Forest", when="2027-05-15T14:00:00Z",
            primary=(
                "Did Nottingham Forest win the Man United vs Nottingham Forest professional English Premier "
                "League game originally scheduled for May 15, 2027, with 90 minutes plus stoppage time counted "
                "and extra time and penalties left out?\n"
                "\u2192 Yes: market resolves Yes\n"
                "\u2192 No: market resolves No"),
            secondary=(
                "\u2192 Game postponed: did it start within 48 hours of the planned kickoff?\n"
                "   \u2192 Yes: settle on that game\n"
                "   \u2192 No: TBD\n"
                "\u2192 Game cancelled: fair price\n"
                "\u2192 Game level after regulation: the Tie market resolves Yes")),
        expected=exp("win", "Nottingham Forest", src=PROV, window=48, cancelled="fair_price",
                     postponed="ambiguous")))

    return out
