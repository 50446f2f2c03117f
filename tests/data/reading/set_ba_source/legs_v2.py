"""Set (ba), venue_two: 21 `rules_primary` + `rules_secondary` pairs, each by a different imagined writer."""
from common import ESPN, FIFA, FOX, MLS, UEFA, exp, v2_leg


def legs():
    out = []
    add = out.append

    # 1. terse trader
    add(v2_leg(
        1, styles=["writer:desk_trader_shorthand", "layout:lines", "abbreviations", "symbols", "numerals",
                   "american_spelling", "date:mon_d_yyyy"],
        meanings=["F:win", "S2", "D1", "P2", "C4", "R3"],
        home="Chelsea", away="Liverpool", competition="epl",
        ticker="KXEPLGAME-26NOV14CFCLFC-CFC", title="Chelsea vs Liverpool Winner?", yes_sub_title="Chelsea",
        rules_primary=(
            "Yes if Chelsea beat Liverpool in their English Premier League game first slated for Nov 14, 2026, on the "
            "score after 90 mins + stoppage (no ET, no pens)."),
        rules_secondary=(
            "Reg time only: 90' + stoppage.\n"
            "Level at the end -> Tie mkt pays Yes, this one No.\n"
            "Game canceled or moved >48h past original KO -> settles at a fair price per the rulebook."),
        occurrence="2026-11-14T17:30:00Z", sources=[ESPN, FOX],
        expected=exp("win", "Chelsea", src="provider", window=48, cancelled="fair_price",
                     post_long="fair_price")))

    # 2. careful lawyer, tie leg, numbered definitions, abandonment
    add(v2_leg(
        2, styles=["writer:contracts_counsel", "layout:numbered", "legal_drafting", "definitions",
                   "number_words_and_numerals", "british_spelling", "date:mon_d_yyyy"],
        meanings=["F:draw", "S2", "D1", "P2", "C4", "AB", "R3"],
        home="Barcelona", away="Atletico Madrid", competition="laliga",
        ticker="KXLALIGAGAME-26OCT03BARATM-TIE", title="Barcelona vs Atletico Madrid Winner?", yes_sub_title="Tie",
        rules_primary=(
            "In the event that the Barcelona vs Atletico Madrid professional Spanish La Liga match, originally set for "
            "Oct 3, 2026, concludes with Tie as its result upon the expiry of 90 minutes plus stoppage time (extra time "
            "and penalties being excluded), the market shall resolve to Yes."),
        rules_secondary=(
            "(1) \"Result\" means the score recorded on completion of regulation play, namely ninety minutes together "
            "with any stoppage time.\n"
            "(2) Where the Result is level, the market designated \"Tie\" shall resolve to Yes and each team market shall "
            "resolve to No.\n"
            "(3) Where the match is cancelled, or is rescheduled to commence more than forty-eight (48) hours after its "
            "original start time, the market shall resolve to a fair price determined in accordance with the Rulebook.\n"
            "(4) A match which is abandoned and not completed shall be treated as cancelled for the purposes of "
            "paragraph (3)."),
        occurrence="2026-10-03T19:00:00Z", sources=[ESPN],
        expected=exp("draw", "draw", src="provider", window=48, cancelled="fair_price",
                     post_long="fair_price", abandoned="fair_price")))

    # 3. support agent, Q&A in the secondary, scope only in the secondary, P3
    add(v2_leg(
        3, styles=["writer:help_centre_agent", "layout:qa_inline", "american_spelling", "contractions",
                   "date:month_d_yyyy", "numerals", "scope_in_secondary", "away_team_leg"],
        meanings=["F:win", "S4", "D1", "P3", "C4", "R3"],
        home="Werder Bremen", away="Bayern Munich", competition="bundesliga",
        ticker="KXBUNDESLIGAGAME-26NOV28SVWBMU-BMU", title="Werder Bremen vs Bayern Munich Winner?",
        yes_sub_title="Bayern Munich",
        rules_primary=(
            "This market resolves to Yes if Bayern Munich beat Werder Bremen in their German Bundesliga game, which was "
            "originally set for November 28, 2026."),
        rules_secondary=(
            "Common questions:\n"
            "Which part of the game counts? Only regulation: the 90 minutes plus stoppage time. Extra time and penalties "
            "are not included.\n"
            "What if the game ends in a tie? Then this market resolves to No, and the Tie market resolves to Yes.\n"
            "What if the game is postponed? If it still kicks off within 48 hours of the original start, the market stays "
            "open and settles on that game. If it starts later than that, or isn't rescheduled at all, the market "
            "is settled at a fair price under the rules.\n"
            "What if it's canceled? It settles at a fair price under the rules."),
        occurrence="2026-11-28T14:30:00Z", sources=[ESPN, FOX],
        expected=exp("win", "Bayern Munich", src="provider", window=48, cancelled="fair_price",
                     post_long="fair_price")))

    # 4. content writer, preview voice in the secondary
    add(v2_leg(
        4, styles=["writer:club_magazine_writer", "layout:paras", "preview_register", "number_words",
                   "syn:called_off", "syn:pushed_back", "date:mon_d_yyyy", "away_team_leg"],
        meanings=["F:win", "S2", "D1", "P2", "C4", "R3"],
        home="Juventus", away="Napoli", competition="seriea",
        ticker="KXSERIEAGAME-26DEC06JUVNAP-NAP", title="Juventus vs Napoli Winner?", yes_sub_title="Napoli",
        rules_primary=(
            "If Napoli wins the Juventus vs Napoli Italian Serie A match originally scheduled for Dec 6, 2026, with the "
            "result judged once 90 minutes plus stoppage time have been played and with extra time and penalties left out, the market "
            "resolves to Yes."),
        rules_secondary=(
            "Turin hosts one of the season's marquee meetings as Napoli head to the Allianz Stadium. For this market, "
            "only the score at the end of regulation matters: if the sides finish level, it is the Tie market that "
            "resolves to Yes. Should the game be called off, or pushed back by more than two days from its original "
            "kickoff, the market will settle at a fair price in line with the exchange's rules."),
        occurrence="2026-12-06T19:45:00Z", sources=[ESPN],
        expected=exp("win", "Napoli", src="provider", window=48, cancelled="fair_price",
                     post_long="fair_price")))

    # 5. non-native English speaker
    add(v2_leg(
        5, styles=["writer:french_speaking_ops_clerk", "layout:paras", "progressive_for_simple", "numerals",
                   "date:mon_d_yyyy"],
        meanings=["F:win", "S2", "D1", "P2", "C4", "R3"],
        home="Marseille", away="Lyon", competition="ligue1",
        ticker="KXLIGUE1GAME-26OCT25OMOL-OM", title="Marseille vs Lyon Winner?", yes_sub_title="Marseille",
        rules_primary=(
            "Market is resolving to Yes if Marseille is winning the Marseille vs Lyon French Ligue 1 game, original date "
            "Oct 25, 2026, after the 90 minutes and the stoppage time. Extra time and penalties are not included in this."),
        rules_secondary=(
            "When the match is finishing with equal score after the regular time, the market \"Tie\" is resolving to Yes. "
            "If the match is cancelled, or it is moved more than 48 hours after the first planned time, the market is "
            "resolved to a fair price following the rules."),
        occurrence="2026-10-25T19:45:00Z", sources=[ESPN],
        expected=exp("win", "Marseille", src="provider", window=48, cancelled="fair_price",
                     post_long="fair_price")))

    # 6. engineer, two-column table, total over 2.5, P3
    add(v2_leg(
        6, styles=["writer:backend_engineer", "layout:table", "numerals", "symbols", "american_spelling",
                   "date:mon_d_yyyy"],
        meanings=["F:total", "S2", "P3", "C4", "R3"],
        home="Arsenal", away="Tottenham", competition="epl",
        ticker="KXEPLTOTAL-26SEP26ARSTOT-3", title="Arsenal vs Tottenham: Total Goals",
        yes_sub_title="Over 2.5 goals scored",
        rules_primary=(
            "If more than 2.5 goals in total are scored in the Arsenal vs Tottenham English Premier League match "
            "originally scheduled for Sep 26, 2026, counting 90 minutes plus stoppage time (extra time and penalties "
            "excluded), the market resolves to Yes."),
        rules_secondary=(
            "Settlement matrix\n"
            "Case                                         | Result\n"
            "3 or more goals in regulation                | Yes\n"
            "0 to 2 goals in regulation                   | No\n"
            "Own goals                                    | count toward the total\n"
            "Shoot-out kicks                              | not goals\n"
            "Postponed, new start <= 48 h after original  | stays open, settles on that game\n"
            "Postponed > 48 h, or canceled                | fair price per the rules"),
        occurrence="2026-09-26T14:00:00Z", sources=[ESPN, FOX],
        expected=exp("total", "over", line=2.5, src="provider", window=48, cancelled="fair_price",
                     post_long="fair_price")))

    # 7. compliance officer, spread
    add(v2_leg(
        7, styles=["writer:regulatory_analyst", "layout:labelled_para", "negation", "number_words",
                   "american_spelling", "date:mon_d_yyyy", "syn:margin"],
        meanings=["F:spread", "S2", "P2", "C4", "R3"],
        home="Real Madrid", away="Valencia", competition="laliga",
        ticker="KXLALIGASPREAD-26NOV08RMAVCF-RMA2", title="Real Madrid vs Valencia: Spread",
        yes_sub_title="Real Madrid wins by over 1.5 goals",
        rules_primary=(
            "If Real Madrid wins the Real Madrid vs Valencia Spanish La Liga match originally scheduled for Nov 8, 2026 "
            "by a margin of two goals or more, measured over 90 minutes plus stoppage time and not including extra time "
            "or penalties, the market resolves to Yes."),
        rules_secondary=(
            "Compliance note: this contract settles on regulation-time goals only. A Real Madrid win by exactly one goal, "
            "a tie, or a Valencia win each resolve the contract to No. Cancellation of the match, or its rescheduling to "
            "a start time more than 48 hours after the one originally published, results in settlement at a fair price "
            "as provided in the rules. Settlement sources are those listed for this series."),
        occurrence="2026-11-08T20:00:00Z", sources=[ESPN],
        expected=exp("spread", "Real Madrid", line=1.5, src="provider", window=48, cancelled="fair_price",
                     post_long="fair_price")))

    # 8. journalist, BTTS, MLS (official series source)
    add(v2_leg(
        8, styles=["writer:beat_reporter", "layout:paras", "ap_date", "american_spelling", "syn:rescheduled"],
        meanings=["F:btts", "S2", "P2", "C4", "R3"],
        home="Seattle Sounders", away="Portland Timbers", competition="mls",
        ticker="KXMLSBTTS-26SEP26SEAPOR", title="Seattle Sounders vs Portland Timbers: Both Teams to Score?",
        yes_sub_title="Both teams score",
        rules_primary=(
            "If Seattle Sounders and Portland Timbers each score at least one goal in their Major League Soccer match "
            "originally scheduled for Sept. 26, 2026, within 90 minutes plus stoppage time, the market resolves to Yes."),
        rules_secondary=(
            "This Cascadia rivalry game settles on regulation goals alone; any extra time and penalty kicks fall outside "
            "this market. A game that is canceled, or rescheduled to begin more than 48 hours after its first scheduled "
            "start, will see the market settled at a fair price under the exchange's rules."),
        occurrence="2026-09-27T02:30:00Z", sources=[MLS],
        expected=exp("btts", "yes", src="official", window=48, cancelled="fair_price", post_long="fair_price")))

    # 9. product manager, release notes, first-half tie
    add(v2_leg(
        9, styles=["writer:release_manager", "layout:release_notes_bullets", "american_spelling", "numerals",
                   "date:mon_d_yyyy", "examples"],
        meanings=["F:half", "D1", "P2", "C4", "R3"],
        home="AC Milan", away="Inter", competition="seriea",
        ticker="KXSERIEA1H-26OCT31ACMINT-TIE", title="AC Milan vs Inter: First Half Winner?", yes_sub_title="Tie",
        rules_primary=(
            "If the first half of the AC Milan vs Inter Italian Serie A match originally scheduled for Oct 31, 2026 ends "
            "level, the market resolves to Yes."),
        rules_secondary=(
            "New in this release: first-half result markets.\n"
            "- Settles on the score at half-time: the first 45 minutes plus first-half stoppage time.\n"
            "- Goals scored after the interval are ignored.\n"
            "- Tie = both sides have the same number of goals at the break (0-0, 1-1, ...).\n"
            "- Canceled, or postponed by more than 48 hours: fair price, as set out in the rules."),
        occurrence="2026-10-31T19:45:00Z", sources=[ESPN],
        expected=exp("half", "draw", half="first", scope=None, src="provider", window=48,
                     cancelled="fair_price", post_long="fair_price")))

    # 10. sports-desk editor, exact score (away win), H-A order
    add(v2_leg(
        10, styles=["writer:night_desk_subeditor", "layout:paras", "numerals", "american_spelling",
                    "date:mon_d_yyyy", "syn:put_back", "away_named_first"],
        meanings=["F:exact_score", "S2", "P2", "C4", "R3"],
        home="RB Leipzig", away="Dortmund", competition="bundesliga",
        ticker="KXBUNDESLIGASCORE-26DEC19RBLBVB-BVB31", title="RB Leipzig vs Dortmund: Exact Score",
        yes_sub_title="Dortmund 3-1",
        rules_primary=(
            "If the RB Leipzig vs Dortmund German Bundesliga match originally scheduled for Dec 19, 2026 finishes with "
            "Dortmund winning 3-1 (that is, RB Leipzig 1, Dortmund 3) at the end of 90 minutes plus stoppage time, the market "
            "resolves to Yes."),
        rules_secondary=(
            "Desk note: regulation only; extra time and penalties play no part. Every other final score, a 3-1 win for RB "
            "Leipzig included, resolves No. If the game is canceled or put back more than 48 hours from its original "
            "kickoff, the market settles at a fair price per the rules."),
        occurrence="2026-12-19T14:30:00Z", sources=[ESPN, FOX],
        expected=exp("exact_score", "1-3", src="provider", window=48, cancelled="fair_price",
                     post_long="fair_price")))

    # 11. statistician, ADVANCE (aggregate, ET and penalties)
    add(v2_leg(
        11, styles=["writer:quant_researcher", "layout:labelled_para", "numerals", "american_spelling",
                    "date:mon_d_yyyy", "syn:progresses"],
        meanings=["F:advance", "S6", "P2", "C4", "R3"],
        home="Arsenal", away="Real Madrid", competition="ucl",
        ticker="KXUCLADVANCE-27MAR17ARSRMA-ARS", title="Arsenal vs Real Madrid: Who advances?",
        yes_sub_title="Arsenal",
        rules_primary=(
            "If Arsenal advances from its UEFA Champions League round-of-16 tie with Real Madrid, whose second leg is "
            "originally scheduled for Mar 17, 2027, the market resolves to Yes."),
        rules_secondary=(
            "Measurement: the qualifying team is the one that progresses from the tie as a whole, i.e. on aggregate "
            "over both legs and, where needed, after 30 minutes of extra time and a penalty shoot-out. There are two "
            "outcomes only and no Tie market. If the second leg is canceled or moved more than 48 hours later than "
            "originally scheduled, the market is settled at a fair price under the rules."),
        occurrence="2027-03-17T20:00:00Z", sources=[UEFA],
        expected=exp("advance", "Arsenal", scope="penalties", src="official", window=48,
                     cancelled="fair_price", post_long="fair_price")))

    # 12. customer-service macro, World Cup group game, S3
    add(v2_leg(
        12, styles=["writer:support_macro_author", "layout:letter", "american_spelling", "contractions",
                    "date:mon_d_yyyy", "numerals"],
        meanings=["F:win", "S3", "D1", "P2", "C4", "R3"],
        home="Spain", away="Uruguay", competition="wc",
        ticker="KXWCGAME-26JUN26ESPURU-ESP", title="Spain vs Uruguay Winner?", yes_sub_title="Spain",
        rules_primary=(
            "If Spain wins the Spain vs Uruguay FIFA World Cup match originally scheduled for Jun 26, 2026, on the score after 90 "
            "minutes and stoppage time, the market resolves to Yes."),
        rules_secondary=(
            "Support summary: thanks for asking about this one! Extra time and penalty shootouts aren't counted here. If "
            "Spain and Uruguay are level after regulation, the Tie market resolves to Yes and this market to No. If the "
            "match is canceled, or moved to a kickoff more than 48 hours after the original one, the market will resolve "
            "to a fair price as described in our rules. Anything else we can help with? Just reply to this message."),
        occurrence="2026-06-27T00:00:00Z", sources=[FIFA],
        expected=exp("win", "Spain", src="official", window=48, cancelled="fair_price", post_long="fair_price")))

    # 13. lawyer's redraft of a plain rule, WC knockout Tie leg
    add(v2_leg(
        13, styles=["writer:barrister_redraft", "layout:one_paragraph", "legal_drafting", "number_words",
                    "british_spelling", "date:mon_d_yyyy", "for_the_avoidance_of_doubt", "worked_example"],
        meanings=["F:draw", "S3", "D1", "P2", "C4", "R3"],
        home="France", away="England", competition="wc",
        ticker="KXWCGAME-26JUL11FRAENG-TIE", title="France vs England Winner?", yes_sub_title="Tie",
        rules_primary=(
            "If Tie wins the France vs England FIFA World Cup quarterfinal originally scheduled for Jul 11, 2026, after "
            "ninety minutes and stoppage time, the market resolves to Yes."),
        rules_secondary=(
            "For the avoidance of doubt, and notwithstanding that a knockout match may continue beyond regulation, "
            "\"Tie\" denotes a level score on the expiry of ninety minutes plus stoppage time. Any period of extra time "
            "and any penalty shoot-out shall be disregarded for the purposes of this market, such that a match which is "
            "level after regulation and subsequently decided in extra time or on penalties shall nonetheless resolve this "
            "market to Yes. Should the match be cancelled, or rescheduled to a time more than forty-eight hours after its "
            "original start, this market shall resolve to a fair price as the Rules provide."),
        occurrence="2026-07-11T21:00:00Z", sources=[FIFA],
        expected=exp("draw", "draw", src="official", window=48, cancelled="fair_price", post_long="fair_price")))

    # 14. junior ops writer; AMBIGUOUS scope (UCL knockout second leg, no scope anywhere)
    add(v2_leg(
        14, styles=["writer:junior_ops", "layout:paras", "american_spelling", "date:mon_d_yyyy", "plain"],
        meanings=["F:win", "S:ambiguous", "D1", "P2", "C4", "R3"],
        home="Inter", away="Barcelona", competition="ucl",
        ticker="KXUCLGAME-27MAR16INTBAR-INT", title="Inter vs Barcelona Winner?", yes_sub_title="Inter",
        rules_primary=(
            "If Inter wins the Inter vs Barcelona UEFA Champions League knockout match originally scheduled for Mar 16, "
            "2027, the market resolves to Yes."),
        rules_secondary=(
            "This is the second leg of the round-of-16 tie. If the match is tied, the Tie market resolves to Yes. If the "
            "match is canceled or pushed to a start more than 48 hours past the original time, the market will be "
            "settled at a fair price per the rules."),
        occurrence="2027-03-16T20:00:00Z", sources=[UEFA],
        expected=exp("win", "Inter", scope="ambiguous", src="official", window=48, cancelled="fair_price",
                     post_long="fair_price")))

    # 15. two-template merge; AMBIGUOUS timing window (48 h vs three days)
    add(v2_leg(
        15, styles=["writer:template_merger", "layout:paras", "american_spelling", "numerals",
                    "date:mon_d_yyyy", "contradiction", "away_team_leg"],
        meanings=["F:win", "S2", "D1", "P:ambiguous", "C4", "R3"],
        home="Lens", away="Lille", competition="ligue1",
        ticker="KXLIGUE1GAME-26NOV22RCLLIL-LIL", title="Lens vs Lille Winner?", yes_sub_title="Lille",
        rules_primary=(
            "If Lille wins the Lens vs Lille French Ligue 1 match originally scheduled for Nov 22, 2026 after regulation, "
            "meaning 90 minutes plus stoppage (extra time and penalties excluded), the market resolves to Yes. If the match is "
            "moved to a start time over 48 hours after the original one, settlement is at a fair price."),
        rules_secondary=(
            "Regulation result only. A tie means the Tie market resolves to Yes. Postponed matches: if the match does not "
            "start within three days of its original start time, the market settles at a fair price. Canceled matches "
            "also settle at a fair price."),
        occurrence="2026-11-22T16:00:00Z", sources=[ESPN],
        expected=exp("win", "Lille", src="provider", window="ambiguous", cancelled="fair_price",
                     post_long="fair_price")))

    # 16. risk desk; AMBIGUOUS cancellation
    add(v2_leg(
        16, styles=["writer:risk_desk", "layout:paras", "american_spelling", "numerals", "date:mon_d_yyyy",
                    "hyphenated_compound", "discretion"],
        meanings=["F:win", "S2", "D1", "P2", "C:ambiguous", "R3"],
        home="Everton", away="Newcastle", competition="epl",
        ticker="KXEPLGAME-26DEC28EVENEW-EVE", title="Everton vs Newcastle Winner?", yes_sub_title="Everton",
        rules_primary=(
            "If Everton wins the Everton vs Newcastle English Premier League match originally scheduled for Dec 28, "
            "2026, on the 90-minutes-plus-stoppage score with extra time and penalties excluded, the market resolves to "
            "Yes."),
        rules_secondary=(
            "A tie after regulation resolves the Tie market to Yes. If the match is rescheduled to start more than 48 "
            "hours after its original kickoff, the market settles at a fair price. Should the match be canceled, "
            "settlement is handled as the exchange sees fit."),
        occurrence="2026-12-28T20:00:00Z", sources=[ESPN, FOX],
        expected=exp("win", "Everton", src="provider", window=48, cancelled="ambiguous",
                     post_long="fair_price")))

    # 17. data blogger; AMBIGUOUS source (text names two, no order)
    add(v2_leg(
        17, styles=["writer:data_blogger", "layout:paras", "american_spelling", "numerals", "date:mon_d_yyyy"],
        meanings=["F:win", "S2", "D1", "P2", "C4", "R:ambiguous"],
        home="Roma", away="Atalanta", competition="seriea",
        ticker="KXSERIEAGAME-26OCT04ROMATA-ROM", title="Roma vs Atalanta Winner?", yes_sub_title="Roma",
        rules_primary=(
            "If Roma wins the Roma vs Atalanta Italian Serie A match originally scheduled for Oct 4, 2026, based on the "
            "score once 90 minutes plus stoppage time are complete (not counting extra time or penalties), the market resolves to Yes."),
        rules_secondary=(
            "If the match finishes tied, the Tie market resolves to Yes. We confirm the final score using Lega Serie A's "
            "own site and/or the leading Italian sports papers. Cancellation, or a delay of more than 48 hours to "
            "the start, leads to resolution at a fair price per the rules."),
        occurrence="2026-10-04T18:45:00Z", sources=[ESPN],
        expected=exp("win", "Roma", src="ambiguous", fb="ambiguous", window=48, cancelled="fair_price",
                     post_long="fair_price")))

    # 18. data engineer; text names its own source with a fallback (official -> provider)
    add(v2_leg(
        18, styles=["writer:data_engineer", "layout:paras", "american_spelling", "numerals", "date:mon_d_yyyy",
                    "scope_after_outcome", "away_team_leg"],
        meanings=["F:win", "S2", "D1", "P2", "C4", "R:text_official_then_provider"],
        home="Aston Villa", away="Man City", competition="epl",
        ticker="KXEPLGAME-26OCT17AVLMCI-MCI", title="Aston Villa vs Man City Winner?", yes_sub_title="Man City",
        rules_primary=(
            "If Man City wins the Aston Villa vs Man City English Premier League game originally scheduled for Oct 17, "
            "2026, the market resolves to Yes, with the result taken at the close of 90 minutes plus stoppage time and no extra "
            "time or penalties."),
        rules_secondary=(
            "Data source: the official Premier League match centre (premierleague.com). If the result is not available "
            "there, Opta data will be used. If the game ends in a tie after regulation, the Tie market resolves to Yes. A "
            "canceled game, or one moved to a start over 48 hours after its original start time, settles at a fair "
            "price."),
        occurrence="2026-10-17T14:00:00Z", sources=[ESPN, FOX],
        expected=exp("win", "Man City", src="official", fb="provider", window=48, cancelled="fair_price",
                     post_long="fair_price")))

    # 19. minimalist; silent on postponement, cancellation and abandonment; scope only in the secondary
    add(v2_leg(
        19, styles=["writer:listing_clerk", "layout:two_sentences", "scope_in_secondary", "numerals",
                    "date:mon_d_yyyy", "silent_void"],
        meanings=["F:win", "S4", "D1", "R3"],
        home="Inter Miami", away="Orlando City", competition="mls",
        ticker="KXMLSGAME-26OCT10MIAORL-MIA", title="Inter Miami vs Orlando City Winner?",
        yes_sub_title="Inter Miami",
        rules_primary=(
            "If Inter Miami wins the Inter Miami vs Orlando City Major League Soccer match originally set for Oct "
            "10, 2026, the market resolves to Yes."),
        rules_secondary=(
            "Only regulation counts: 90 minutes plus stoppage time. If the score is level at that point, the Tie market "
            "resolves to Yes."),
        occurrence="2026-10-10T23:30:00Z", sources=[MLS],
        expected=exp("win", "Inter Miami", src="official")))

    # 20. betting analyst; first team to score including extra time (S5)
    add(v2_leg(
        20, styles=["writer:betting_analyst", "layout:paras", "american_spelling", "numerals",
                    "date:month_d_yyyy", "syn:delay"],
        meanings=["F:other", "S5", "P2", "C4", "R3"],
        home="Bayern Munich", away="PSG", competition="ucl",
        ticker="KXUCLFTTS-27MAY29BMUPSG-PSG", title="Bayern Munich vs PSG: First Team to Score?",
        yes_sub_title="PSG",
        rules_primary=(
            "If PSG scores the first goal of the Bayern Munich vs PSG UEFA Champions League final originally scheduled "
            "for May 29, 2027, at any point in the match with extra time included, the market resolves to Yes."),
        rules_secondary=(
            "For this market, the first goal is the first one scored at any stage of the match: regulation, stoppage time and, if the "
            "final goes that far, extra time. Kicks in a penalty shoot-out are not goals for this market. If nobody "
            "scores before a shoot-out, the market resolves to No. Cancellation of the final, or a delay of more than 48 "
            "hours, means the market settles at a fair price under the rules."),
        occurrence="2027-05-29T19:00:00Z", sources=[UEFA],
        expected=exp("other", "PSG", scope="extra_time", src="official", window=48, cancelled="fair_price",
                     post_long="fair_price")))

    # 21. veteran bookmaker, headings, US numeric date, abandonment refund
    add(v2_leg(
        21, styles=["writer:veteran_bookmaker", "layout:headings", "american_spelling", "date:mm_dd_yyyy",
                    "numerals", "syn:disregarded"],
        meanings=["F:win", "S2", "D1", "P2", "C4", "AB", "R3"],
        home="Tottenham", away="West Ham", competition="epl",
        ticker="KXEPLGAME-26NOV01TOTWHU-TOT", title="Tottenham vs West Ham Winner?", yes_sub_title="Tottenham",
        rules_primary=(
            "If Tottenham wins the Tottenham vs West Ham English Premier League game originally scheduled for 11/01/2026 "
            "(November 1), with the result read at the end of 90 minutes plus stoppage time and extra time or penalties "
            "disregarded, the market resolves to Yes."),
        rules_secondary=(
            "TIES\n"
            "Level after regulation: the Tie market resolves to Yes.\n\n"
            "POSTPONEMENTS AND CANCELLATIONS\n"
            "If the game is canceled, or rescheduled to start more than 48 hours after the original kickoff, the market "
            "settles at a fair price according to the rules.\n\n"
            "ABANDONMENTS\n"
            "If play starts but the match is abandoned and not completed, all positions are refunded at their cost "
            "price."),
        occurrence="2026-11-01T14:00:00Z", sources=[ESPN, FOX],
        expected=exp("win", "Tottenham", src="provider", window=48, cancelled="fair_price",
                     post_long="fair_price", abandoned="refund")))

    return out
