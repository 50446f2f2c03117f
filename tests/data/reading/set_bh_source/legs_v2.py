"""venue_two legs of set (bh): 21 hand-written primary/secondary pairs, one writer each."""
from common import v2, exp, ESPN

EPL, LAL, BUN, SEA, FL1, MLS, UCL, WC = ("epl", "laliga", "bundesliga", "seriea",
                                        "ligue1", "mls", "ucl", "wc")


def k(family, outcome, sp="provider", sf=None, tw=48, vc="fair_price", vp="fair_price",
      va=None, **kw):
    return exp(family, outcome, sp=sp, sf=sf, tw=tw, vc=vc, vp=vp, va=va, **kw)


def legs():
    L = []

    # 001 terse trader
    L.append(v2("bh2-001", ["writer:scalper", "abbreviations", "symbols", "numerals"],
                ["F:win", "S2", "D1", "P2", "C4", "R3"],
                "Arsenal", "Tottenham", EPL, ticker="KXEPLGAME-26SEP19ARSTOT-ARS",
                title="Arsenal vs Tottenham Winner?", yes_sub="Arsenal",
                occurrence="2026-09-19T16:30:00Z",
                primary=("Yes if Arsenal beat Tottenham, Premier League, orig. sched. Sep 19, 2026. "
                         "Score at 90' + stoppage; ET/pens excluded."),
                secondary=("Level at 90'+stoppage: Tie mkt = Yes. Cancelled, or moved >48h from the "
                           "original slot: fair price per the rules."),
                expected=k("win", "Arsenal")))

    # 002 lawyer: numbered paragraphs, abandonment treated as cancelled
    L.append(v2("bh2-002", ["writer:contracts_counsel", "legal", "layout:numbered",
                            "number_words_and_numerals", "us_long_date", "herein"],
                ["F:draw", "S2", "D1", "P2", "C4", "AB", "R3"],
                "Real Madrid", "Barcelona", LAL, ticker="KXLALIGAGAME-26OCT25RMABAR-TIE",
                title="Real Madrid vs Barcelona Winner?", yes_sub="Tie",
                occurrence="2026-10-25T15:15:00Z",
                primary=("In respect of the professional La Liga match between Real Madrid and "
                         "Barcelona originally scheduled for October 25, 2026, this market shall "
                         "resolve to Yes if the match is tied upon completion of ninety (90) minutes "
                         "plus stoppage time, extra time and penalty kicks being excluded."),
                secondary=("(1) Each reference herein to the result of the match is to the result at "
                           "the completion of ninety minutes plus stoppage time.\n"
                           "(2) Where the match is tied at that point, the market designated \"Tie\" "
                           "shall resolve to Yes and the markets designated for each club shall resolve "
                           "to No.\n"
                           "(3) Where the match is cancelled, or is rescheduled to commence more than "
                           "forty-eight (48) hours after its original start time, the market shall be "
                           "settled at a fair price determined under the Rules.\n"
                           "(4) A match abandoned before completion and not resumed within that period "
                           "shall be treated as cancelled for the purposes of paragraph (3)."),
                expected=k("draw", "draw", va="fair_price")))

    # 003 support agent: S4 primary, scope and P3 in a Q&A secondary
    L.append(v2("bh2-003", ["writer:help_centre_agent", "layout:qa_inline", "conversational",
                            "away_team_leg", "syn:defeat"],
                ["F:win", "S4", "D1", "P3", "C4", "R3"],
                "Dortmund", "Bayern Munich", BUN, ticker="KXBUNDESLIGAGAME-26NOV07BVBBMU-BMU",
                title="Dortmund vs Bayern Munich Winner?", yes_sub="Bayern Munich",
                occurrence="2026-11-07T17:30:00Z",
                primary=("Bayern Munich to win: this market pays Yes if Bayern Munich defeat Dortmund "
                         "in their professional German Bundesliga game, first scheduled for Nov 7, "
                         "2026."),
                secondary=("What part of the game counts? Only the 90 minutes and stoppage time; extra "
                           "time and penalties are not part of it. What happens on a draw? The Tie "
                           "market resolves Yes, and this one resolves No. What if the game is "
                           "postponed? If it is rescheduled to kick off within 48 hours of the original "
                           "start, the market stays open and settles on that game. If not, it settles at "
                           "a fair price. What if it's cancelled? It settles at a fair price."),
                expected=k("win", "Bayern Munich")))

    # 004 broadcaster's stats producer: World Cup, S3
    L.append(v2("bh2-004", ["writer:broadcast_producer", "layout:paras", "number_words",
                            "us_long_date", "syn:called_off", "syn:put_back"],
                ["F:win", "S3", "D1", "P2", "C4", "R3"],
                "Mexico", "South Africa", WC, ticker="KXWCGAME-26JUN11MEXRSA-MEX",
                title="Mexico vs South Africa Winner?", yes_sub="Mexico",
                occurrence="2026-06-11T19:00:00Z",
                primary=("Mexico must beat South Africa in the FIFA World Cup group-stage match "
                         "originally set for June 11, 2026, with the result taken at the end of 90 "
                         "minutes plus stoppage time, for this market to resolve Yes."),
                secondary=("The result is the one standing when regular time and added time are "
                           "complete; neither extra time nor a penalty shoot-out is taken into account. "
                           "Should the sides be level, it is the Tie market that pays Yes. If the match "
                           "is called off, or put back by more than forty-eight hours, this market is "
                           "settled at a fair price under the exchange's rules."),
                expected=k("win", "Mexico", sp="official")))

    # 005 non-native English speaker: total over, 'two days'
    L.append(v2("bh2-005", ["writer:non_native_italian", "non_native_grammar", "number_words",
                            "syn:two_days"],
                ["F:total", "S2", "P2", "C4", "R3"],
                "Juventus", "AC Milan", SEA, ticker="KXSERIEATOTAL-26NOV14JUVACM-2",
                title="Juventus vs AC Milan: Total Goals", yes_sub="Over 2.5 goals",
                occurrence="2026-11-14T19:45:00Z", series_sources=[ESPN],
                primary=("If in the Juventus vs AC Milan professional Serie A match, originally planned "
                         "for Nov 14, 2026, the two teams are scoring together more than 2.5 goals after "
                         "90 minutes plus the stoppage time (extra time and penalties are not included), "
                         "the market resolve to Yes."),
                secondary=("The goals are counted only for the 90 minutes and the stoppage time. If the "
                           "match is cancelled, or if it is moved to more than two days after the first "
                           "schedule, the market will be resolve to a fair price following the rules."),
                expected=k("total", "over", line=2.5)))

    # 006 engineer: bullet list with operators
    L.append(v2("bh2-006", ["writer:backend_engineer", "layout:bullets", "operators", "numerals",
                            "definitions"],
                ["F:spread", "S2", "P3", "C4", "R3"],
                "Atletico Madrid", "Sevilla", LAL, ticker="KXLALIGASPREAD-27JAN16ATMSEV-ATM2",
                title="Atletico Madrid vs Sevilla: Spread",
                yes_sub="Atletico Madrid wins by over 1.5 goals",
                occurrence="2027-01-16T20:00:00Z",
                primary=("Resolves Yes if Atletico Madrid beats Sevilla by 2 or more goals in the La "
                         "Liga game originally scheduled for Jan 16, 2027, scored at the end of 90 "
                         "minutes + stoppage time (no extra time, no penalties)."),
                secondary=("- margin = Atletico Madrid goals - Sevilla goals, at end of regulation\n"
                           "- Yes: margin >= 2; No: margin <= 1\n"
                           "- game cancelled: fair price, per the rules\n"
                           "- game rescheduled > 48 h after the original kickoff: fair price, per the "
                           "rules\n"
                           "- game rescheduled within 48 h: market stays open, settles on the "
                           "rescheduled game"),
                expected=k("spread", "Atletico Madrid", line=1.5)))

    # 007 compliance officer: BTTS, abandonment clause
    L.append(v2("bh2-007", ["writer:regulatory_analyst", "formal", "labelled_clauses",
                            "numerals", "syn:rulebook"],
                ["F:btts", "S2", "P2", "C4", "AB", "R3"],
                "Aston Villa", "Newcastle", EPL, ticker="KXEPLBTTS-27JAN02AVLNEW",
                title="Aston Villa vs Newcastle: Both Teams to Score?",
                yes_sub="Both teams to score", occurrence="2027-01-02T15:00:00Z",
                primary=("This market resolves to Yes if both Aston Villa and Newcastle score at least "
                         "one goal in the Aston Villa vs Newcastle English Premier League game "
                         "originally scheduled for Jan 2, 2027, counting regulation time only (90 "
                         "minutes and stoppage time; extra time and penalties do not count). Otherwise "
                         "it resolves to No."),
                secondary=("Postponement and cancellation: where the game is cancelled, or is "
                           "rescheduled to a start time more than 48 hours after the original start "
                           "time, the market is settled at a fair price as set out in the Rulebook. "
                           "Abandonment: where the game is abandoned after kick-off and is not "
                           "completed within 48 hours, the market is likewise settled at a fair price."),
                expected=k("btts", "yes", va="fair_price")))

    # 008 journalist: ADVANCE
    L.append(v2("bh2-008", ["writer:football_correspondent", "layout:paras", "two_way", "us_spelling",
                            "syn:go_through", "syn:canceled"],
                ["F:advance", "S6", "P2", "C4", "R3"],
                "Inter", "Arsenal", UCL, ticker="KXUCLADVANCE-27MAR17INTARS-ARS",
                title="Inter vs Arsenal: Who advances?", yes_sub="Arsenal",
                occurrence="2027-03-17T20:00:00Z",
                primary=("If Arsenal goes through to the quarterfinals of the UEFA Champions League at "
                         "the expense of Inter, in the tie whose second leg is originally scheduled for "
                         "Mar 17, 2027, this market resolves to Yes."),
                secondary=("Who goes through is decided over the two legs, with any extra time and "
                           "penalty shoot-out in the second leg included; there is no tie outcome for "
                           "this market. Should the second leg be canceled, or rescheduled more than 48 "
                           "hours past its original kickoff, the market will be settled at a fair price "
                           "as the rules lay out."),
                expected=k("advance", "Arsenal", scope="penalties", sp="official")))

    # 009 product manager: first-half result with headed bullets
    L.append(v2("bh2-009", ["writer:product_owner", "layout:headed_bullets", "numerals",
                            "syn:half_time"],
                ["F:half", "D1", "P2", "C4", "R3"],
                "Chelsea", "Everton", EPL, ticker="KXEPL1H-27FEB06CFCEVE-CFC",
                title="Chelsea vs Everton: First Half Winner?", yes_sub="Chelsea",
                occurrence="2027-02-06T15:00:00Z",
                primary=("If Chelsea is ahead of Everton at the end of the first half (45 minutes plus "
                         "first-half stoppage time) of their English Premier League game originally "
                         "scheduled for Feb 6, 2027, the market resolves to Yes."),
                secondary=("What this covers\n"
                           "- First half only. Goals after the half-time whistle do not matter.\n"
                           "- If the teams are level at half-time, the first-half Tie market pays Yes.\n"
                           "If things change\n"
                           "- Cancelled game, or a new kickoff more than 48 hours after the scheduled "
                           "one: settled at a fair price under the rules."),
                expected=k("half", "Chelsea", scope=None, half="first")))

    # 010 sports-desk editor: exact score
    L.append(v2("bh2-010", ["writer:copy_editor", "layout:paras", "numerals",
                            "syn:scoreline"],
                ["F:exact_score", "S2", "P2", "C4", "R3"],
                "Real Betis", "Valencia", LAL, ticker="KXLALIGASCORE-27FEB13RBBVCF-1-1",
                title="Real Betis vs Valencia: Exact Score", yes_sub="1-1",
                occurrence="2027-02-13T17:30:00Z",
                primary=("The market resolves to Yes if the Real Betis vs Valencia La Liga game, "
                         "originally scheduled for Feb 13, 2027, finishes 1-1 at the end of 90 minutes "
                         "plus stoppage time. Extra time and penalties do not count."),
                secondary=("Only the score after regulation matters; any other scoreline resolves this "
                           "market to No. A cancellation, or a postponement to a kickoff more than 48 "
                           "hours later than planned, sends the market to a fair price under the rules."),
                expected=k("exact_score", "1-1")))

    # 011 statistician: first team to score, whole game incl. extra time (S5)
    L.append(v2("bh2-011", ["writer:data_scientist", "layout:paras", "parenthetical",
                            "knockout", "numerals"],
                ["F:other", "S5", "P2", "C4", "R3"],
                "Real Madrid", "Bayern Munich", UCL, ticker="KXUCLFTTS-27APR14RMABMU-RMA",
                title="Real Madrid vs Bayern Munich: First Team to Score", yes_sub="Real Madrid",
                occurrence="2027-04-14T19:00:00Z",
                primary=("If Real Madrid scores the first goal of the Real Madrid vs Bayern Munich UEFA "
                         "Champions League game originally scheduled for Apr 14, 2027, counting the "
                         "whole game (regulation, stoppage time and any extra time), the market "
                         "resolves to Yes."),
                secondary=("Kicks in a penalty shoot-out are not goals for this market. If nobody scores "
                           "in the whole game, the market resolves to No. Should the game be cancelled, or "
                           "rescheduled more than 48 hours after its original time, the market is "
                           "settled at a fair price per the rules."),
                expected=k("other", "Real Madrid", scope="extra_time", sp="official")))

    # 012 customer-service macro: MLS, 72-hour window
    L.append(v2("bh2-012", ["writer:chat_support_macro", "friendly", "us_spelling", "us_long_date",
                            "syn:canceled", "numerals", "away_team_leg"],
                ["F:win", "S2", "D1", "P:72h", "C4", "R3"],
                "LA Galaxy", "Los Angeles FC", MLS, ticker="KXMLSGAME-27APR10LAGLAFC-LAFC",
                title="LA Galaxy vs Los Angeles FC Winner?", yes_sub="Los Angeles FC",
                occurrence="2027-04-11T02:30:00Z",
                primary=("Thanks for asking! This market resolves to Yes if Los Angeles FC wins its MLS "
                         "match at LA Galaxy, originally scheduled for April 10, 2027, based on the "
                         "score once 90 minutes plus stoppage time have been played. Extra time and penalties don't "
                         "count."),
                secondary=("A few more things you might want to know: if the match ends in a tie, the "
                           "Tie market resolves to Yes. If the match is canceled, or if it's rescheduled "
                           "to start more than 72 hours after the original kickoff, the market is "
                           "settled at a fair price under the rules. We hope this helps!"),
                expected=k("win", "Los Angeles FC", sp="official", tw=72)))

    # 013 lawyer's redraft: definitions; text names its own sources
    L.append(v2("bh2-013", ["writer:outside_counsel_redraft", "legal", "definitions", "layout:labelled_paras",
                            "number_words_and_numerals", "failing_which"],
                ["F:win", "S2", "D1", "P2", "C4", "R:text"],
                "Paris Saint-Germain", "Marseille", FL1, ticker="KXLIGUE1GAME-26NOV29PSGOM-PSG",
                title="Paris Saint-Germain vs Marseille Winner?", yes_sub="Paris Saint-Germain",
                occurrence="2026-11-29T19:45:00Z",
                primary=("Subject to the Rules and to the provisions below, this market resolves to Yes "
                         "if and only if Paris Saint-Germain has scored more goals than Marseille at the "
                         "expiry of Regulation Time in the professional French Ligue 1 match between "
                         "them originally scheduled for November 29, 2026."),
                secondary=("Definitions. \"Regulation Time\" means ninety (90) minutes of play together "
                           "with all stoppage time, excluding extra time and any penalty shoot-out.\n"
                           "Draw. If the scores are level at the expiry of Regulation Time, the market "
                           "denominated \"Tie\" resolves to Yes.\n"
                           "Source. The result shall be determined by reference to the official Ligue 1 "
                           "match centre; failing which, by reference to ESPN's published match result.\n"
                           "Postponement and cancellation. If the match is cancelled, or rescheduled to "
                           "begin more than forty-eight (48) hours after its originally scheduled start, "
                           "the market shall be settled at a fair price as determined under the Rules."),
                expected=k("win", "Paris Saint-Germain", sp="official", sf="provider")))

    # 014 rushed ops analyst: knockout second leg, no scope anywhere -> ambiguous
    L.append(v2("bh2-014", ["writer:ops_analyst", "terse", "knockout_no_scope", "negation",
                            "syn:delayed"],
                ["F:win", "S4", "S:ambiguous", "P2", "C4", "R3"],
                "Barcelona", "Paris Saint-Germain", UCL, ticker="KXUCLGAME-27MAR10BARPSG-BAR",
                title="Barcelona vs Paris Saint-Germain Winner?", yes_sub="Barcelona",
                occurrence="2027-03-10T20:00:00Z",
                primary=("If Barcelona wins the Barcelona vs Paris Saint-Germain UEFA Champions League "
                         "round of 16 second leg originally scheduled for Mar 10, 2027, the market "
                         "resolves to Yes."),
                secondary=("If Barcelona does not win, the market resolves to No. Should the game be "
                           "cancelled or delayed by over 48 hours, it will be settled at a fair price "
                           "per the rules."),
                expected=k("win", "Barcelona", scope="ambiguous", sp="official")))

    # 015 ops + legal merged: 48 h fair price in primary vs open-until-played in secondary
    L.append(v2("bh2-015", ["writer:two_authors_merged", "contradiction", "syn:pushed_back",
                            "numerals"],
                ["F:win", "S2", "D1", "P:ambiguous", "C4", "R3"],
                "Napoli", "Roma", SEA, ticker="KXSERIEAGAME-27APR03NAPROM-ROM",
                title="Napoli vs Roma Winner?", yes_sub="Roma",
                occurrence="2027-04-03T18:45:00Z",
                primary=("If Roma wins the Napoli vs Roma professional Italian Serie A game originally "
                         "scheduled for Apr 3, 2027, judged at the close of 90 minutes plus stoppage time "
                         "(extra time and penalties not included), the market resolves to Yes. If the game is "
                         "pushed back by more than 48 hours, the market settles at a fair price."),
                secondary=("If the game ends level, the Tie market resolves to Yes. If the game is "
                           "postponed, this market remains open until the game has been played, whenever "
                           "that is. If the game is cancelled, the market settles at a fair price under "
                           "the rules."),
                expected=k("win", "Roma", tw="ambiguous", vp="ambiguous")))

    # 016 risk manager: cancellation left to the exchange -> ambiguous
    L.append(v2("bh2-016", ["writer:risk_manager", "layout:paras", "us_long_date", "numerals",
                            "away_team_leg"],
                ["F:win", "S2", "D1", "P2", "C:ambiguous", "R3"],
                "Leverkusen", "Frankfurt", BUN, ticker="KXBUNDESLIGAGAME-27FEB20LEVSGE-SGE",
                title="Leverkusen vs Frankfurt Winner?", yes_sub="Frankfurt",
                occurrence="2027-02-20T14:30:00Z",
                primary=("Frankfurt must win the Leverkusen vs Frankfurt professional German Bundesliga "
                         "game originally scheduled for February 20, 2027 for this market to resolve "
                         "Yes; only the 90 minutes and stoppage time count, with no extra time or "
                         "penalties."),
                secondary=("A drawn game means the Tie market resolves to Yes. If the game is "
                           "moved to a start more than 48 hours later than the original one, this market "
                           "settles at a fair price. If the game is cancelled, the exchange will decide "
                           "how this market is settled."),
                expected=k("win", "Frankfurt", vc="ambiguous")))

    # 017 UK content moderator: two sources, no order -> source ambiguous
    L.append(v2("bh2-017", ["writer:uk_moderator", "british_spelling", "british_date",
                            "syn:rearranged", "numerals", "away_team_leg"],
                ["F:win", "S2", "D1", "P2", "C4", "R:ambiguous"],
                "Manchester United", "Liverpool", EPL, ticker="KXEPLGAME-27MAR06MUNLFC-LFC",
                title="Manchester United vs Liverpool Winner?", yes_sub="Liverpool",
                occurrence="2027-03-06T17:30:00Z",
                primary=("Should Liverpool beat Manchester United in the English Premier League match "
                         "originally scheduled for 6 March 2027, the market will resolve to Yes. The "
                         "result is taken once 90 minutes plus stoppage time have elapsed; extra time and penalties "
                         "are not recognised."),
                secondary=("If the match finishes level, the market for Tie resolves to Yes. If the "
                           "match is cancelled, or rearranged to kick off more than 48 hours after the "
                           "original time, the market will settle at a fair price as the rules set out. "
                           "The result will be taken from the Premier League website or BBC Sport."),
                expected=k("win", "Liverpool", sp="ambiguous", sf="ambiguous")))

    # 018 philosopher: negations; abandonment at fair price
    L.append(v2("bh2-018", ["writer:logic_teacher", "negations", "layout:paras", "numerals"],
                ["F:draw", "S2", "D1", "P3", "C4", "AB", "R3"],
                "Atalanta", "Lazio", SEA, ticker="KXSERIEAGAME-27APR24ATALAZ-TIE",
                title="Atalanta vs Lazio Winner?", yes_sub="Tie",
                occurrence="2027-04-24T16:00:00Z",
                primary=("This market does not resolve to Yes unless Atalanta and Lazio are level at the "
                         "end of 90 minutes plus stoppage time in their Italian Serie A game originally "
                         "scheduled for Apr 24, 2027. Goals in extra time or in a penalty shoot-out are "
                         "not counted."),
                secondary=("A win for either side is not a tie, and resolves this market to No. A "
                           "postponement of no more than 48 hours does not affect the market; a "
                           "postponement beyond 48 hours, or a cancellation, does not leave the market "
                           "open but settles it at a fair price under the rules. An abandoned game that "
                           "is not completed is not settled on the score at the stoppage; it too is "
                           "settled at a fair price."),
                expected=k("draw", "draw", va="fair_price")))

    # 019 sports-desk intern: World Cup 'If Tie wins' variant, scope in both fields
    L.append(v2("bh2-019", ["writer:desk_intern", "british_date", "quoted_phrase", "numerals",
                            "syn:moved_back"],
                ["F:draw", "S3", "D1", "P2", "C4", "R3"],
                "Brazil", "Morocco", WC, ticker="KXWCGAME-26JUN13BRAMAR-TIE",
                title="Brazil vs Morocco Winner?", yes_sub="Tie",
                occurrence="2026-06-13T22:00:00Z",
                primary=("If Tie wins the Brazil vs Morocco FIFA World Cup group game originally "
                         "scheduled for 13 June 2026, the market resolves to Yes."),
                secondary=("This market is about the score at the close of 90 minutes plus stoppage time. Neither "
                           "extra time nor a shoot-out counts. \"Tie wins\" means the two teams are level "
                           "at that point. A cancelled game, or one moved back by more than 48 hours, "
                           "gets settled at a fair price per the rules."),
                expected=k("draw", "draw", sp="official")))

    # 020 ex-bookmaker customer service: total under, abandonment refunded
    L.append(v2("bh2-020", ["writer:ex_bookmaker", "number_words", "refund", "layout:paras"],
                ["F:total", "S2", "P2", "C4", "AB", "C:refund", "R3"],
                "Bayern Munich", "Union Berlin", BUN, ticker="KXBUNDESLIGATOTAL-26DEC12BMUFCU-3U",
                title="Bayern Munich vs Union Berlin: Total Goals", yes_sub="Under 3.5 goals",
                occurrence="2026-12-12T14:30:00Z",
                primary=("Yes if fewer than four goals in total are scored in the Bayern Munich vs Union "
                         "Berlin German Bundesliga game originally scheduled for Dec 12, 2026, counting "
                         "90 minutes plus stoppage time only (no extra time, no penalties). Four or more "
                         "goals: No."),
                secondary=("Settlement notes, in plain terms: a cancelled game, or one moved more than 48 "
                           "hours from its original kickoff, is settled at a fair price under the rules. "
                           "If the game starts but is abandoned and not finished, all trades on this "
                           "market are refunded at their original cost."),
                expected=k("total", "under", line=3.5, va="refund")))

    # 021 terse desk note: secondary silent on postponement and cancellation
    L.append(v2("bh2-021", ["writer:terse_note", "silent", "numerals", "result_last_order"],
                ["F:win", "S2", "D1", "R3"],
                "Brighton", "Brentford", EPL, ticker="KXEPLGAME-27MAY01BHABRE-BHA",
                title="Brighton vs Brentford Winner?", yes_sub="Brighton",
                occurrence="2027-05-01T14:00:00Z",
                primary=("Brighton beats Brentford in the English Premier League game originally "
                         "scheduled for May 1, 2027, on the score at the end of 90 minutes plus stoppage "
                         "time (no extra time or penalties): Yes."),
                secondary="Level at that point: the Tie market resolves Yes.",
                expected=k("win", "Brighton", tw=None, vc=None, vp=None)))
    return L
