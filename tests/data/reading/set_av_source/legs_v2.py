"""venue_two legs of set (av): one hand-written rules_primary + rules_secondary per writer."""

from common import ESPN, ESPN_FOX, FIFA_SRC, MLS_SRC, expected, v2_leg

PROV = ("provider", None)
OFF = ("official", None)


def legs():
    L = []

    # 1. A terse trader.
    L.append(v2_leg(
        1, styles=["writer:terse_trader", "abbrev", "numerals", "date:mdy_abbrev", "layout:plain"],
        meanings=["F:win", "S2", "D1", "P2", "C4", "R3"],
        home="Chelsea", away="Tottenham", comp="epl", ticker="KXEPLGAME-26OCT24CFCTOT-CFC",
        title="Chelsea vs Tottenham Winner?", sub="Chelsea",
        primary=("Yes if Chelsea beats Tottenham in their Premier League match originally set for "
                 "Oct 24, 2026. Counted at 90' + stoppage; no ET, no pens."),
        secondary=("Level at 90'+ST: the Tie mkt goes Yes. Cancelled, or KO moved >48h from the original "
                   "slot: fair price per the rules."),
        occurrence="2026-10-24T14:00:00Z", sources=ESPN_FOX,
        exp=expected("win", "Chelsea", src=PROV, window=48, cancelled="fair_price"),
    ))

    # 2. A careful lawyer.
    L.append(v2_leg(
        2, styles=["writer:lawyer", "legal_drafting", "definitions", "number_words_and_numerals",
                   "date:mdy_words", "layout:plain"],
        meanings=["F:draw", "S2", "D1", "P2", "C4", "AB", "R3"],
        home="Atletico Madrid", away="Sevilla", comp="laliga",
        ticker="KXLALIGAGAME-26NOV29ATMSEV-TIE", title="Atletico Madrid vs Sevilla Winner?", sub="Tie",
        primary=("This market shall resolve to Yes if, upon the conclusion of ninety (90) minutes of play "
                 "and any stoppage time added thereto, but exclusive of extra time and of any penalty "
                 "shoot-out, Atletico Madrid and Sevilla have scored the same number of goals in their "
                 "LaLiga fixture originally scheduled for November 29, 2026."),
        secondary=("For the purposes of this market, a \"Cancellation\" includes any decision that the "
                   "fixture will not be played, and a \"Long Postponement\" means a rescheduling of the "
                   "kickoff to a time more than forty-eight (48) hours after the original kickoff. Upon a "
                   "Cancellation or a Long Postponement, the market shall be settled at a fair price "
                   "determined in accordance with the Rulebook. A fixture that is abandoned after kickoff "
                   "and not completed shall be settled in the same manner as a Cancellation."),
        occurrence="2026-11-29T20:00:00Z", sources=ESPN_FOX,
        exp=expected("draw", "draw", src=PROV, window=48, cancelled="fair_price",
                     abandoned="fair_price"),
    ))

    # 3. A support agent: questions in the secondary.
    L.append(v2_leg(
        3, styles=["writer:support_agent", "layout:inline_faq", "american_spelling", "away_team",
                   "date:mdy_abbrev"],
        meanings=["F:win", "S3", "D1", "P2", "C4", "R3"],
        home="Leverkusen", away="Dortmund", comp="bundesliga",
        ticker="KXBUNDESLIGAGAME-26DEC12LEVBVB-BVB", title="Leverkusen vs Dortmund Winner?",
        sub="Dortmund",
        primary=("If Dortmund wins the Leverkusen vs Dortmund Bundesliga match originally scheduled for "
                 "Dec 12, 2026, based on the result at the end of 90 minutes and stoppage time, the market "
                 "resolves to Yes."),
        secondary=("Common questions. Does extra time or a shoot-out count? No, neither is included. What "
                   "if it's a draw? Then this market resolves No, and the Tie market resolves Yes. What if "
                   "the match is canceled, or moved to a start more than 48 hours later than planned? Then "
                   "the market settles at a fair price, as set out in the rules."),
        occurrence="2026-12-12T17:30:00Z", sources=ESPN_FOX,
        exp=expected("win", "Dortmund", src=PROV, window=48, cancelled="fair_price"),
    ))

    # 4. A non-native English speaker: no scope in the primary, scope in the secondary.
    L.append(v2_leg(
        4, styles=["writer:non_native", "non_native_grammar", "date:dmy_words", "syn:recovery_time",
                   "syn:parity", "layout:plain"],
        meanings=["F:win", "S4", "D1", "P2", "C4", "R3"],
        home="Napoli", away="Roma", comp="seriea", ticker="KXSERIEAGAME-27JAN10NAPROM-NAP",
        title="Napoli vs Roma Winner?", sub="Napoli",
        primary=("If Napoli wins the Napoli vs Roma professional Serie A football game which was "
                 "originally programmed for 10 January 2027, the market resolves to Yes."),
        secondary=("The result is counted only on the regular time, it means 90 minutes and the recovery "
                   "time which the referee gives; extra time and penalties are not counting. When the game "
                   "finishes in parity, the Tie market resolves Yes. When the game is cancelled, or it is "
                   "moved more than 48 hours after the original start, the market is resolved to a fair "
                   "price according to the rules."),
        occurrence="2027-01-10T19:45:00Z", sources=ESPN_FOX,
        exp=expected("win", "Napoli", src=PROV, window=48, cancelled="fair_price"),
    ))

    # 5. A hurried operations person: no scope anywhere (ambiguous scope).
    L.append(v2_leg(
        5, styles=["writer:hurried_ops", "terse", "date:mdy_abbrev", "layout:plain", "no_scope"],
        meanings=["F:win", "S:ambiguous", "D1", "P2", "C4", "R3"],
        home="Monaco", away="Lyon", comp="ligue1", ticker="KXLIGUE1GAME-26NOV01MONOL-MON",
        title="Monaco vs Lyon Winner?", sub="Monaco",
        primary=("If Monaco wins the Monaco vs Lyon Ligue 1 game originally scheduled for Nov 1, 2026, "
                 "the market resolves to Yes."),
        secondary=("If the game is a tie, the Tie market resolves to Yes. Canceled games, or games "
                   "rescheduled more than 48 hours out, settle at a fair price under the rules."),
        occurrence="2026-11-01T16:00:00Z", sources=ESPN_FOX,
        exp=expected("win", "Monaco", scope="ambiguous", src=PROV, window=48, cancelled="fair_price"),
    ))

    # 6. A compliance officer: World Cup "Tie wins" primary, exclusion in the secondary.
    L.append(v2_leg(
        6, styles=["writer:compliance_officer", "formal", "british_spelling", "date:mdy_words",
                   "layout:plain", "definitions"],
        meanings=["F:draw", "S3", "D1", "P2", "C4", "R3"],
        home="Spain", away="Uruguay", comp="wc", ticker="KXWCGAME-26JUN26ESPURU-TIE",
        title="Spain vs Uruguay Winner?", sub="Tie",
        primary=("If Tie wins the Spain vs Uruguay FIFA World Cup group-stage match originally scheduled "
                 "for June 26, 2026, with the result taken once 90 minutes and stoppage time have been "
                 "played, the market will resolve to Yes."),
        secondary=("Compliance note: extra time and penalty kicks, where they occur, are excluded from the "
                   "determination of this market. \"Tie\" means that both teams have scored an equal number "
                   "of goals at the end of the period described in the primary rules. Where the match is "
                   "cancelled, or its start is rescheduled to a time more than 48 hours after the original "
                   "kickoff, the market will be resolved at a fair price consistent with the applicable rules."),
        occurrence="2026-06-27T00:00:00Z", sources=[FIFA_SRC],
        exp=expected("draw", "draw", src=OFF, window=48, cancelled="fair_price"),
    ))

    # 7. A journalist: advance market.
    L.append(v2_leg(
        7, styles=["writer:journalist", "layout:plain", "american_spelling", "away_team",
                   "date:mdy_abbrev", "syn:goes_through", "syn:progression"],
        meanings=["F:advance", "S6", "P2", "C4", "R3"],
        home="Bayern Munich", away="PSG", comp="ucl", ticker="KXUCLADVANCE-27MAR17BMUPSG-PSG",
        title="Bayern Munich vs PSG: Who advances?", sub="PSG",
        primary=("If PSG advances from its UEFA Champions League round-of-16 tie against Bayern Munich, "
                 "with the second leg originally scheduled for Mar 17, 2027, then this market pays out Yes."),
        secondary=("What counts here is progression, not a single result. The tie is decided over both "
                   "legs, and if it is still level after the second match, extra time and a penalty "
                   "shoot-out are included: whichever club goes through to the quarter-finals settles the "
                   "market. There is no Tie outcome. If the second leg is canceled, or pushed back more "
                   "than 48 hours from its original kickoff, the market settles at a fair price under the rules."),
        occurrence="2027-03-17T20:00:00Z", sources=[ESPN],
        exp=expected("advance", "PSG", scope="penalties", src=PROV, window=48, cancelled="fair_price"),
    ))

    # 8. An engineer: bullet list, P3 wording.
    L.append(v2_leg(
        8, styles=["writer:engineer", "layout:bullets", "numerals", "american_spelling",
                   "date:mdy_abbrev", "own_goals"],
        meanings=["F:total", "S2", "P3", "C4", "R3"],
        home="Man City", away="Arsenal", comp="epl", ticker="KXEPLTOTAL-27FEB20MCIARS-4",
        title="Man City vs Arsenal: Total Goals", sub="Over 3.5 goals",
        primary=("If Man City and Arsenal score a combined 4 or more goals in their Premier League match "
                 "originally scheduled for Feb 20, 2027, counting 90 minutes plus stoppage time only (no "
                 "extra time, no penalties), this market resolves Yes."),
        secondary=("- Counted: goals by both teams, own goals included, in regulation.\n"
                   "- 3 goals or fewer: resolves No.\n"
                   "- Postponed, new kickoff within 48 h of the original: market stays open and settles on the match.\n"
                   "- Postponed beyond 48 h, or canceled: settles at a fair price per the rules."),
        occurrence="2027-02-20T17:30:00Z", sources=ESPN_FOX,
        exp=expected("total", "over", line=3.5, src=PROV, window=48, cancelled="fair_price"),
    ))

    # 9. A product manager: changelog.
    L.append(v2_leg(
        9, styles=["writer:product_manager", "layout:numbered_inline", "american_spelling",
                   "numerals", "date:mdy_abbrev", "away_team"],
        meanings=["F:spread", "S2", "P2", "C4", "R3"],
        home="Valencia", away="Real Madrid", comp="laliga", ticker="KXLALIGASPREAD-27MAR13VCFRMA-RMA2",
        title="Valencia vs Real Madrid: Spread", sub="Real Madrid wins by over 1.5 goals",
        primary=("If Real Madrid beats Valencia by 2 or more goals in the LaLiga match originally scheduled "
                 "for Mar 13, 2027, measured at the end of regulation (90 minutes + stoppage; extra time and "
                 "penalties don't count), Yes is the result for this market."),
        secondary=("Changelog, spread markets: (1) A one-goal Real Madrid win, a draw, or a Valencia win "
                   "all resolve this market to No. (2) Postponement handling: if kickoff is moved more than "
                   "48 hours past its original time, the market settles at a fair price. (3) Cancellation "
                   "handling: a canceled match also settles at a fair price, per the rules."),
        occurrence="2027-03-13T20:00:00Z", sources=ESPN_FOX,
        exp=expected("spread", "Real Madrid", line=1.5, src=PROV, window=48, cancelled="fair_price"),
    ))

    # 10. A content writer: BTTS inside preview copy.
    L.append(v2_leg(
        10, styles=["writer:content_writer", "preview_copy", "number_words", "date:mdy_words",
                    "american_spelling", "layout:plain"],
        meanings=["F:btts", "S2", "P2", "C4", "R3"],
        home="Seattle", away="Portland", comp="mls", ticker="KXMLSBTTS-26SEP26SEAPOR-YES",
        title="Seattle vs Portland: Both Teams to Score?", sub="Both teams score",
        primary=("Cascadia rivalry night: if both Seattle and Portland score at least one goal in their MLS "
                 "match originally scheduled for September 26, 2026, within regulation time (ninety minutes "
                 "plus stoppage; extra time and penalties are not included), the market settles Yes."),
        secondary=("Lumen Field should be rocking, and with both attacks in form this market asks a simple "
                   "question. If either club (or both) is held scoreless, it resolves No. Should the match be "
                   "canceled, or rescheduled to kick off more than two days after its original start, the "
                   "market settles at a fair price in line with the rules."),
        occurrence="2026-09-27T02:30:00Z", sources=[MLS_SRC],
        exp=expected("btts", "yes", src=OFF, window=48, cancelled="fair_price"),
    ))

    # 11. A statistician: first-half tie, table in the secondary.
    L.append(v2_leg(
        11, styles=["writer:statistician", "layout:table", "date:mdy_abbrev", "numerals"],
        meanings=["F:half", "D1", "P2", "C4", "R3"],
        home="Inter", away="Juventus", comp="seriea", ticker="KXSERIEA1HGAME-27APR04INTJUV-TIE",
        title="Inter vs Juventus: First Half Winner?", sub="Tie",
        primary=("If Inter and Juventus are level at the end of the first half of their Serie A match "
                 "originally scheduled for Apr 4, 2027 (45 minutes plus first-half stoppage time), then the "
                 "Tie market settles Yes."),
        secondary=("Condition | Settlement\n"
                   "Level at half-time | Tie: Yes\n"
                   "Inter ahead at half-time | Tie: No\n"
                   "Juventus ahead at half-time | Tie: No\n"
                   "Second-half goals | Not counted\n"
                   "Match canceled | Fair price\n"
                   "Kickoff moved more than 48 hours | Fair price"),
        occurrence="2027-04-04T18:45:00Z", sources=ESPN_FOX,
        exp=expected("half", "draw", half="first", scope=None, src=PROV, window=48,
                     cancelled="fair_price"),
    ))

    # 12. An academic: second-half result.
    L.append(v2_leg(
        12, styles=["writer:academic", "formal", "british_spelling", "date:mdy_words", "layout:plain"],
        meanings=["F:half", "P2", "C4", "R3"],
        home="Liverpool", away="Man United", comp="epl", ticker="KXEPL2HGAME-27JAN17LFCMUN-LFC",
        title="Liverpool vs Man United: Second Half Winner?", sub="Liverpool",
        primary=("If Liverpool scores more goals than Man United during the second half alone of their "
                 "Premier League match originally scheduled for January 17, 2027, the outcome "
                 "of this market is Yes. The second half is understood to begin at the restart after the interval and to end "
                 "at the final whistle of regulation, stoppage time included; goals from the first half, from "
                 "any extra time and from a penalty shoot-out are disregarded."),
        secondary=("Should the two sides score equally in the second half, including the case in which "
                   "neither scores, this market resolves to No. In the event that the match is cancelled, or "
                   "its kickoff is deferred by more than 48 hours relative to the original schedule, the "
                   "market shall be resolved at a fair price, determined under the rules."),
        occurrence="2027-01-17T16:30:00Z", sources=ESPN_FOX,
        exp=expected("half", "Liverpool", half="second", scope=None, src=PROV, window=48,
                     cancelled="fair_price"),
    ))

    # 13. A betting-newsletter editor: exact score, away win named first.
    L.append(v2_leg(
        13, styles=["writer:newsletter_editor", "british_spelling", "away_team_first", "numerals",
                    "date:mdy_abbrev", "layout:plain"],
        meanings=["F:exact_score", "S3", "P2", "C4", "R3"],
        home="Wolfsburg", away="Stuttgart", comp="bundesliga",
        ticker="KXBUNDESLIGASCORE-27FEB06WOBVFB-H0A2", title="Wolfsburg vs Stuttgart: Exact Score",
        sub="Wolfsburg 0-2 Stuttgart",
        primary=("If Stuttgart win 2-0 away at Wolfsburg in the Bundesliga match originally scheduled for "
                 "Feb 6, 2027, i.e. the final score once 90 minutes and stoppage time are complete reads "
                 "Wolfsburg 0, Stuttgart 2, the market is resolved Yes."),
        secondary=("Editor's note for subscribers: only that precise scoreline pays; 1-0, 3-0 or 2-1 to "
                   "Stuttgart all settle No, and extra time or penalties play no part. A cancelled fixture, "
                   "or one re-dated by more than 48 hours, is settled at a fair price under the exchange's rules."),
        occurrence="2027-02-06T14:30:00Z", sources=ESPN_FOX,
        exp=expected("exact_score", "0-2", src=PROV, window=48, cancelled="fair_price"),
    ))

    # 14. A casual gamer: first team to score over the whole game (S5).
    L.append(v2_leg(
        14, styles=["writer:casual_gamer", "colloquial", "american_spelling", "date:mdy_abbrev",
                    "layout:plain", "syn:bags", "syn:bumped"],
        meanings=["F:other", "S5", "P2", "C4", "R3"],
        home="Barcelona", away="Inter", comp="ucl", ticker="KXUCLFTTS-27MAR10BARINT-BAR",
        title="Barcelona vs Inter: First Team to Score?", sub="Barcelona",
        primary=("If Barcelona bags the first goal of their Champions League round-of-16 match vs Inter "
                 "originally scheduled for Mar 10, 2027, counting the whole game (regular time, stoppage, "
                 "and extra time if it's played), it's a Yes."),
        secondary=("Heads up: penalty shoot-out kicks aren't goals for this one. If Inter scores first, or "
                   "nobody scores at all, it's No. If the match gets canceled, or bumped more than 48 hours "
                   "from its original start, it settles at a fair price per the rules."),
        occurrence="2027-03-10T20:00:00Z", sources=ESPN_FOX,
        exp=expected("other", "Barcelona", scope="extra_time", src=PROV, window=48,
                     cancelled="fair_price"),
    ))

    # 15. A back-office operations lead: cancellation left to general terms (ambiguous).
    L.append(v2_leg(
        15, styles=["writer:back_office", "formal", "date:mdy_abbrev", "layout:plain"],
        meanings=["F:win", "S2", "D1", "P2", "C:ambiguous", "R3"],
        home="Newcastle", away="Aston Villa", comp="epl", ticker="KXEPLGAME-26DEC28NEWAVL-NEW",
        title="Newcastle vs Aston Villa Winner?", sub="Newcastle",
        primary=("If Newcastle wins the Newcastle vs Aston Villa Premier League match originally scheduled "
                 "for Dec 28, 2026, on the score at the end of regulation (90 minutes plus any stoppage "
                 "time; extra time and penalties excluded), the market will be settled as Yes."),
        secondary=("A tied score after regulation resolves the Tie market to Yes. If kickoff is moved more "
                   "than 48 hours beyond its original time, the market resolves at a fair price. If the "
                   "match does not take place at all, positions are dealt with as the exchange's general "
                   "terms provide."),
        occurrence="2026-12-28T20:00:00Z", sources=ESPN_FOX,
        exp=expected("win", "Newcastle", src=PROV, window=48, cancelled="ambiguous"),
    ))

    # 16. Two writers merged: 48 h in the primary, three days in the secondary (ambiguous window).
    L.append(v2_leg(
        16, styles=["writer:two_authors", "contradiction", "number_words", "date:mdy_abbrev",
                    "layout:plain"],
        meanings=["F:win", "S2", "D1", "P:ambiguous", "C4", "R3"],
        home="PSG", away="Marseille", comp="ligue1", ticker="KXLIGUE1GAME-27FEB28PSGOM-PSG",
        title="PSG vs Marseille Winner?", sub="PSG",
        primary=("If PSG wins the PSG vs Marseille Ligue 1 match originally scheduled for Feb 28, 2027, on "
                 "the result after regulation time (90 minutes plus stoppage; no extra time or penalties), "
                 "this contract resolves to Yes. If the match is postponed by more than 48 hours, it "
                 "resolves at a fair price."),
        secondary=("Le Classique market terms. A draw after regulation sends the Tie market to Yes. A "
                   "postponed match is given up to three days to be played; once that time has passed, the "
                   "market settles at a fair price. A canceled match also settles at a fair price."),
        occurrence="2027-02-28T19:45:00Z", sources=ESPN_FOX,
        exp=expected("win", "PSG", src=PROV, window="ambiguous", postponed="fair_price",
                     cancelled="fair_price"),
    ))

    # 17. A data engineer: the rules name their own sources.
    L.append(v2_leg(
        17, styles=["writer:data_engineer", "arrows", "abbrev", "away_team", "date:mdy_abbrev",
                    "layout:plain", "own_source"],
        meanings=["F:win", "S2", "D1", "P2", "C4"],
        home="Everton", away="Liverpool", comp="epl", ticker="KXEPLGAME-27APR10EVELFC-LFC",
        title="Everton vs Liverpool Winner?", sub="Liverpool",
        primary=("If Liverpool wins the Everton vs Liverpool Premier League match originally scheduled for "
                 "Apr 10, 2027 after regulation (90 min + stoppage, excluding extra time and penalties), "
                 "resolution is Yes."),
        secondary=("Tie after regulation -> Tie market resolves Yes. Result data: taken from the official "
                   "Premier League match centre; if that feed is unavailable, Opta's match data is used "
                   "instead. Cancellation, or a reschedule that puts kickoff more than 48 hours after the "
                   "original time -> fair price per the rules."),
        occurrence="2027-04-10T11:30:00Z", sources=ESPN_FOX,
        exp=expected("win", "Liverpool", src=("official", "provider"), window=48,
                     cancelled="fair_price"),
    ))

    # 18. A customer newsletter: a 72-hour window.
    L.append(v2_leg(
        18, styles=["writer:customer_newsletter", "friendly", "numerals", "number_words",
                    "date:mdy_words", "layout:plain", "window:72h"],
        meanings=["F:draw", "S2", "D1", "P3", "C4", "R3"],
        home="RB Leipzig", away="Freiburg", comp="bundesliga",
        ticker="KXBUNDESLIGAGAME-27MAR06RBLSCF-TIE", title="RB Leipzig vs Freiburg Winner?", sub="Tie",
        primary=("If the RB Leipzig vs Freiburg Bundesliga match originally scheduled for March 6, 2027 ends "
                 "as a Tie, judged at the end of regulation time (ninety minutes plus stoppage, with no extra "
                 "time or penalties), the market will settle to Yes."),
        secondary=("Good to know: we give postponed games a little more room on this market. If the match "
                   "is rescheduled to a time no more than 72 hours after the original kickoff, the market "
                   "stays open and follows the rescheduled match. If it is pushed back further than that, or "
                   "canceled altogether, the market settles at a fair price under the rules."),
        occurrence="2027-03-06T14:30:00Z", sources=ESPN_FOX,
        exp=expected("draw", "draw", src=PROV, window=72, cancelled="fair_price"),
    ))

    # 19. A risk officer: abandonment at the last traded price.
    L.append(v2_leg(
        19, styles=["writer:risk_officer", "headed_inline", "number_words", "date:mdy_words",
                    "layout:plain"],
        meanings=["F:win", "S2", "D1", "P2", "C4", "AB", "R3"],
        home="Atalanta", away="Lazio", comp="seriea", ticker="KXSERIEAGAME-26OCT04ATALAZ-ATA",
        title="Atalanta vs Lazio Winner?", sub="Atalanta",
        primary=("If Atalanta wins the Atalanta vs Lazio Serie A match originally scheduled for October 4, "
                 "2026, on the score at the end of regulation (ninety minutes plus stoppage time; extra time "
                 "and penalties do not apply), Yes is paid."),
        secondary=("Risk terms. A level score after regulation resolves the Tie market to Yes. Cancellation, "
                   "or a postponement of more than 48 hours from the original kickoff: settled at a fair price "
                   "per the rules. Abandonment: if play is stopped and the match is not completed, the market "
                   "settles at the last traded price before the stoppage."),
        occurrence="2026-10-04T16:00:00Z", sources=ESPN_FOX,
        exp=expected("win", "Atalanta", src=PROV, window=48, cancelled="fair_price",
                     abandoned="last_price"),
    ))

    # 20. Marketing copy: refund on cancellation.
    L.append(v2_leg(
        20, styles=["writer:marketing", "rhetorical_questions", "syn:called_off", "date:mdy_abbrev",
                    "layout:plain"],
        meanings=["F:win", "S2", "D1", "P2", "C:refund", "R3"],
        home="Betis", away="Villarreal", comp="laliga", ticker="KXLALIGAGAME-26NOV08RBBVIL-RBB",
        title="Betis vs Villarreal Winner?", sub="Betis",
        primary=("Back Betis at home! If Betis wins the Betis vs Villarreal LaLiga match originally scheduled "
                 "for Nov 8, 2026, once the 90 minutes and stoppage time are up (extra time and penalties "
                 "don't count), the market resolves to Yes."),
        secondary=("A draw? Then it's the Tie market that resolves to Yes. Match pushed back more than 48 "
                   "hours from kickoff? The market settles at a fair price. Match called off entirely? Relax: "
                   "every position is refunded at its cost."),
        occurrence="2026-11-08T17:30:00Z", sources=ESPN_FOX,
        exp=expected("win", "Betis", src=PROV, window=48, cancelled="refund"),
    ))

    # 21. A teacher explaining a knockout game.
    L.append(v2_leg(
        21, styles=["writer:teacher", "explanatory", "long_sentence", "date:mdy_abbrev",
                    "layout:plain", "knockout"],
        meanings=["F:win", "S3", "D1", "P3", "C4", "R3"],
        home="France", away="Netherlands", comp="wc", ticker="KXWCGAME-26JUL05FRANED-FRA",
        title="France vs Netherlands Winner?", sub="France",
        primary=("If France wins the France vs Netherlands FIFA World Cup round-of-16 match originally "
                 "scheduled for Jul 5, 2026, within 90 minutes plus stoppage time, the market resolves in "
                 "favour of Yes."),
        secondary=("A word of explanation, since this is a knockout game: if the score is level when "
                   "regulation ends, the match itself continues into extra time and possibly penalties, but "
                   "for this market it is the regulation score that counts, so a level score means the Tie "
                   "market resolves to Yes and this one to No, whoever goes through afterwards. If the match "
                   "is postponed but still kicks off within 48 hours of its original time, the market stays "
                   "open. If it is postponed beyond that, or canceled, the market resolves at a fair price "
                   "under the rules."),
        occurrence="2026-07-05T20:00:00Z", sources=[FIFA_SRC],
        exp=expected("win", "France", src=OFF, window=48, cancelled="fair_price"),
    ))

    return L
