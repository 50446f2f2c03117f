"""venue_two legs of set (bf): every leg hand-written by a different imagined writer."""
from common import v2, exp, ESPN_FOX, ESPN, FIFA, MLS

P = ("provider", None)
O = ("official", None)


def mk(series, date, codes, suffix, title, yes_sub, primary, secondary, occ):
    ev = "%s-%s%s" % (series, date, codes)
    return {"ticker": "%s-%s" % (ev, suffix), "event_ticker": ev, "series_ticker": series, "title": title,
            "yes_sub_title": yes_sub, "no_sub_title": yes_sub, "rules_primary": primary,
            "rules_secondary": secondary, "occurrence_datetime": occ}


def legs():
    L = []

    # 1 prop-desk quant, shorthand
    L.append(v2(1, "prop_desk_quant", ["terse", "arrows", "abbreviations", "numerals", "american_spelling"],
        ["F:win", "S2", "D1", "P2", "C4", "R3"], "Arsenal", "Tottenham", "epl",
        mk("KXEPLGAME", "26SEP19", "ARSTOT", "ARS", "Arsenal vs Tottenham Winner?", "Arsenal",
           "Yes if Arsenal win Arsenal vs Tottenham (EPL), originally set for Sep 19, 2026. Counts 90' + stoppage only; "
           "no ET, no pens.",
           "Level after 90'+stoppage -> Tie mkt Yes. Game canceled, or moved >48h from its original slot -> settles at "
           "fair price per the rules.",
           "2026-09-19T14:00:00Z"),
        ESPN_FOX, exp("win", "Arsenal", src=P, window=48, cancelled="fair_price", postponed="fair_price")))

    # 2 exchange rulebook drafter
    L.append(v2(2, "rulebook_drafter", ["legal_drafting", "shall", "layout:numbered_paragraphs", "forty-eight (48)",
                                        "british_spelling"],
        ["F:draw", "S2", "D1", "P2", "C4", "AB", "R3"], "Real Madrid", "Barcelona", "laliga",
        mk("KXLALIGAGAME", "26OCT24", "RMABAR", "TIE", "Real Madrid vs Barcelona Winner?", "Tie",
           "If the Real Madrid vs Barcelona professional Spanish La Liga match originally scheduled for Oct 24, 2026 ends "
           "with the scores level at the expiry of ninety minutes and stoppage time, extra time and any penalty "
           "shoot-out being excluded, the market shall resolve to Yes.",
           "(1) For purposes of this market, \"Tie\" means that each side has scored an equal number of goals at the end "
           "of regulation time. (2) If the match is cancelled, or is rescheduled to a start time more than forty-eight "
           "(48) hours after its original start time, the market shall resolve at a fair price determined under the "
           "Rulebook. (3) A match that is abandoned and not completed shall be treated as cancelled for the purposes of "
           "paragraph (2).",
           "2026-10-24T19:00:00Z"),
        ESPN_FOX, exp("draw", "draw", src=P, window=48, cancelled="fair_price", postponed="fair_price",
                      abandoned="fair_price")))

    # 3 help-centre FAQ author: scope only in the secondary (S4 + secondary)
    L.append(v2(3, "help_centre_faq", ["layout:qa", "friendly", "away_team", "american_spelling"],
        ["F:win", "S4", "D1", "P3", "C4", "R3"], "Juventus", "Napoli", "seriea",
        mk("KXSERIEAGAME", "26NOV07", "JUVNAP", "NAP", "Juventus vs Napoli Winner?", "Napoli",
           "If Napoli wins the Juventus vs Napoli professional Italian Serie A game originally scheduled for Nov 7, 2026, "
           "the market resolves to Yes.",
           "Q: Which part of the game counts? A: Regulation only, meaning 90 minutes plus any stoppage time. Extra time "
           "and penalties are not included.\n"
           "Q: What if the game is postponed? A: If it still kicks off within 48 hours of the original start, the market "
           "stays open and settles on the result. If not, the market settles at a fair price.\n"
           "Q: What if it's canceled? A: It settles at a fair price as well.\n"
           "Q: What if the game ends level? A: Then the Tie market resolves to Yes and this one to No.",
           "2026-11-07T19:45:00Z"),
        ESPN, exp("win", "Napoli", src=P, window=48, cancelled="fair_price", postponed="fair_price")))

    # 4 wire-service sports editor: World Cup, exclusion only in the secondary (S3)
    L.append(v2(4, "wire_service_editor", ["caps_label", "terse", "colon_labels", "british_spelling"],
        ["F:draw", "S3", "D1", "P2", "C4", "R3"], "Mexico", "South Korea", "wc",
        mk("KXWCGAME", "26JUN18", "MEXKOR", "TIE", "Mexico vs South Korea Winner?", "Tie",
           "If Tie wins the Mexico vs South Korea FIFA World Cup group match originally scheduled for Jun 18, 2026, "
           "judged at the end of 90 minutes plus stoppage time, the market resolves to Yes.",
           "SETTLEMENT DESK: The result is read when the referee ends regulation. Any extra time, and any shoot-out, if "
           "played, is disregarded. Level score at that point: the Tie market pays Yes. Game called off, or "
           "moved back by more than 48 hours: fair-price settlement under the rules.",
           "2026-06-19T01:00:00Z"),
        FIFA, exp("draw", "draw", src=O, window=48, cancelled="fair_price", postponed="fair_price")))

    # 5 French-speaking operations analyst (non-native English)
    L.append(v2(5, "non_native_ops_analyst", ["non_native_grammar", "progressive_tense", "away_team"],
        ["F:win", "S2", "D1", "P2", "C4", "R3"], "Marseille", "PSG", "ligue1",
        mk("KXLIGUE1GAME", "26OCT25", "OMPSG", "PSG", "Marseille vs PSG Winner?", "PSG",
           "If PSG is winning the Marseille vs PSG professional French Ligue 1 game which was originally planned for "
           "Oct 25, 2026, after the 90 minutes and the stoppage time (extra time or penalty is not counted), the market "
           "is resolving to Yes.",
           "When the game finish with same score after the 90 minutes and stoppage time, the market of Tie is resolving "
           "Yes. If the game is cancel, or it is moved to more of 48 hours later, the market is resolving to a fair "
           "price according to the rules.",
           "2026-10-25T19:45:00Z"),
        ESPN_FOX, exp("win", "PSG", src=P, window=48, cancelled="fair_price", postponed="fair_price")))

    # 6 backend engineer, bullets with operators
    L.append(v2(6, "backend_engineer", ["layout:bullets", "operators", "terse", "numerals"],
        ["F:total", "S2", "P2", "C4", "R3"], "Liverpool", "Manchester City", "epl",
        mk("KXEPLTOTAL", "26OCT03", "LFCMCI", "3", "Liverpool vs Manchester City: Total Goals", "Over 2.5 goals scored",
           "If more than 2.5 goals in total are scored in the Liverpool vs Manchester City English Premier League game "
           "originally scheduled for Oct 3, 2026, counting 90 minutes plus stoppage time only (no extra time, no "
           "penalties), the market resolves to Yes.",
           "- goal_count = home_goals + away_goals at end of regulation\n"
           "- own goals: included in goal_count\n"
           "- shoot-out kicks: never included\n"
           "- cancellation OR reschedule > 48h after original start: market settles at fair price per rules",
           "2026-10-03T16:30:00Z"),
        ESPN_FOX, exp("total", "over", line=2.5, src=P, window=48, cancelled="fair_price", postponed="fair_price")))

    # 7 risk & compliance analyst: spread
    L.append(v2(7, "risk_compliance_analyst", ["formal", "british_spelling", "passive", "labelled_note"],
        ["F:spread", "S2", "P2", "C4", "AB", "R3"], "Atletico Madrid", "Sevilla", "laliga",
        mk("KXLALIGASPREAD", "26OCT17", "ATMSEV", "ATM2", "Atletico Madrid vs Sevilla: Spread",
           "Atletico Madrid wins by over 1.5 goals",
           "If Atletico Madrid wins the Atletico Madrid vs Sevilla Spanish La Liga game originally scheduled for Oct 17, "
           "2026 by more than 1.5 goals, based solely on regulation time (90 minutes plus stoppage; extra time and "
           "penalties do not apply), the market resolves to Yes.",
           "Compliance note: Settlement is based on the goal margin at the conclusion of regulation time. Where the game "
           "is cancelled, or its start is rescheduled to a time more than 48 hours after the originally scheduled start, "
           "the market will be settled at a fair price as provided under the applicable rules. An abandoned game that is "
           "not resumed and completed is subject to the same fair-price treatment.",
           "2026-10-17T16:15:00Z"),
        ESPN_FOX, exp("spread", "Atletico Madrid", line=1.5, src=P, window=48, cancelled="fair_price",
                      postponed="fair_price", abandoned="fair_price")))

    # 8 newspaper beat reporter: BTTS
    L.append(v2(8, "beat_reporter", ["news_register", "american_spelling", "syn:called_off", "syn:pushed_back"],
        ["F:btts", "S2", "P2", "C4", "R3"], "AC Milan", "Inter", "seriea",
        mk("KXSERIEABTTS", "26SEP27", "ACMINT", "BTTS", "AC Milan vs Inter: Both Teams to Score?", "Both teams score",
           "If both AC Milan and Inter score at least one goal in the AC Milan vs Inter Italian Serie A game originally "
           "scheduled for Sep 27, 2026, with only regulation (90 minutes plus stoppage time) counting and extra time and "
           "penalties left out, the market resolves to Yes.",
           "Should either club fail to score during regulation, the market resolves to No. Should the derby be called "
           "off, or pushed back by more than 48 hours, settlement will be at a fair price under the rules.",
           "2026-09-27T18:45:00Z"),
        ESPN, exp("btts", "yes", src=P, window=48, cancelled="fair_price", postponed="fair_price")))

    # 9 changelog-writing product manager: first half
    L.append(v2(9, "changelog_pm", ["layout:changelog", "bullets", "american_spelling"],
        ["F:half", "D1", "P2", "C4", "R3"], "Chelsea", "Newcastle", "epl",
        mk("KXEPL1H", "26DEC12", "CFCNEW", "CFC", "Chelsea vs Newcastle: First Half Winner?", "Chelsea",
           "If Chelsea leads at the end of the first half (45 minutes plus first-half stoppage time) of the Chelsea vs "
           "Newcastle English Premier League game originally scheduled for Dec 12, 2026, the market resolves to Yes.",
           "Changelog v1.3:\n"
           "- Clarified: only the score at half-time matters; second-half goals are ignored.\n"
           "- Clarified: if the teams are level at half-time, the First Half Tie market resolves to Yes.\n"
           "- Added: if the game is canceled or rescheduled more than 48 hours beyond its original start, this market "
           "settles at a fair price per the rules.",
           "2026-12-12T15:00:00Z"),
        ESPN_FOX, exp("half", "Chelsea", scope=None, half="first", src=P, window=48, cancelled="fair_price",
                      postponed="fair_price")))

    # 10 tabloid sub-editor: exact score, "two days"
    L.append(v2(10, "tabloid_subeditor", ["terse", "number_words", "two days", "british_spelling"],
        ["F:exact_score", "S2", "P2", "C4", "R3"], "Leverkusen", "RB Leipzig", "bundesliga",
        mk("KXBUNDESLIGASCORE", "26SEP12", "LEVRBL", "21", "Leverkusen vs RB Leipzig: Exact Score", "Leverkusen 2-1",
           "If the Leverkusen vs RB Leipzig German Bundesliga game originally scheduled for Sep 12, 2026 finishes 2-1 to "
           "Leverkusen after ninety minutes and stoppage time (extra time and penalties not included), the market "
           "resolves to Yes.",
           "Any other final scoreline at the end of regulation resolves No. Called off, or moved more than two days from "
           "the first-scheduled kickoff: fair price, per the rules.",
           "2026-09-12T13:30:00Z"),
        ESPN_FOX, exp("exact_score", "2-1", src=P, window=48, cancelled="fair_price", postponed="fair_price")))

    # 11 sports data scientist: advance
    L.append(v2(11, "sports_data_scientist", ["formal", "complement_reasoning", "american_spelling"],
        ["F:advance", "S6", "P2", "C4", "R3"], "Real Madrid", "Manchester City", "ucl",
        mk("KXUCLADVANCE", "27MAR17", "RMAMCI", "MCI", "Real Madrid vs Manchester City: Which team advances?",
           "Manchester City",
           "If Manchester City advances from its UEFA Champions League round of 16 tie against Real Madrid, whose second "
           "leg is originally scheduled for Mar 17, 2027, this market resolves to Yes. The tie is decided on aggregate over "
           "both legs, including any extra time and penalty shoot-out in the second leg.",
           "Exactly one of the two sides advances, so the two markets on this tie are complements and there is no tie "
           "outcome. If the second leg is canceled, or pushed to a start more than 48 hours after its original one, the "
           "market settles at a fair price in line with the rules.",
           "2027-03-17T20:00:00Z"),
        ESPN_FOX, exp("advance", "Manchester City", scope="penalties", src=P, window=48, cancelled="fair_price",
                      postponed="fair_price")))

    # 12 customer-service agent macro: MLS, official series source
    L.append(v2(12, "cs_agent_macro", ["greeting_signoff", "american_spelling", "syn:overtime"],
        ["F:win", "S2", "D1", "P2", "C4", "R3"], "LA Galaxy", "LAFC", "mls",
        mk("KXMLSGAME", "26JUL11", "LAGLAFC", "LAFC", "LA Galaxy vs LAFC Winner?", "LAFC",
           "If LAFC wins the LA Galaxy vs LAFC professional MLS soccer game originally scheduled for Jul 11, 2026, at the "
           "end of 90 minutes plus stoppage time (no overtime or shootout), the market resolves to Yes.",
           "Thanks for your question! A quick recap: if the score is level when regulation ends, the Tie market resolves "
           "to Yes. If the game is canceled, or moved to a start more than 48 hours after the original time, all markets "
           "on the game settle at a fair price under our rules. Hope that helps!",
           "2026-07-12T02:30:00Z"),
        MLS, exp("win", "LAFC", src=O, window=48, cancelled="fair_price", postponed="fair_price")))

    # 13 in-house lawyer redrafting a plain note (World Cup, S3)
    L.append(v2(13, "in_house_lawyer_redraft", ["layout:plain_plus_redraft", "legal_drafting", "roman_numerals",
                                                "forty-eight (48)"],
        ["F:win", "S3", "D1", "P2", "C4", "R3"], "Brazil", "Morocco", "wc",
        mk("KXWCGAME", "26JUN13", "BRAMAR", "BRA", "Brazil vs Morocco Winner?", "Brazil",
           "If Brazil wins the Brazil vs Morocco FIFA World Cup game originally scheduled for Jun 13, 2026, on the score "
           "at the end of 90 minutes plus stoppage time, the market resolves to Yes.",
           "Original note: 'ET and pens don't count. Draw = Tie wins. Called off or pushed back more than 48h = fair "
           "price.'\n"
           "Redrafted: (i) Any period of extra time and any penalty shoot-out shall be excluded from the determination "
           "of the result. (ii) Where the scores are level at the end of regulation, the market designated 'Tie' shall "
           "resolve to Yes. (iii) Where the game is cancelled, or is rescheduled to commence more than forty-eight (48) "
           "hours after its original scheduled start, each market shall resolve to a fair price determined under the "
           "rules.",
           "2026-06-13T22:00:00Z"),
        FIFA, exp("win", "Brazil", src=O, window=48, cancelled="fair_price", postponed="fair_price")))

    # 14 junior listings editor: knockout second leg, no scope anywhere -> ambiguous
    L.append(v2(14, "junior_listings_editor", ["plain", "short", "away_team"],
        ["F:win", "S4", "S:ambiguous", "P2", "C4", "R3"], "PSG", "Liverpool", "ucl",
        mk("KXUCLGAME", "27MAR10", "PSGLFC", "LFC", "PSG vs Liverpool Winner?", "Liverpool",
           "If Liverpool wins the PSG vs Liverpool UEFA Champions League round of 16 second-leg game originally scheduled "
           "for Mar 10, 2027, this market resolves to Yes.",
           "The market is settled on the game's result. If the game is canceled or rescheduled more than 48 hours from "
           "its original time, it resolves to a fair price under the rules.",
           "2027-03-10T20:00:00Z"),
        ESPN_FOX, exp("win", "Liverpool", scope="ambiguous", src=P, window=48, cancelled="fair_price",
                      postponed="fair_price")))

    # 15 operations lead: cancellation "at the exchange's discretion" -> ambiguous
    L.append(v2(15, "operations_lead", ["plain", "P3_wording", "away_team", "american_spelling"],
        ["F:win", "S2", "D1", "P3", "C:ambiguous", "R3"], "Everton", "Aston Villa", "epl",
        mk("KXEPLGAME", "26NOV21", "EVEAVL", "AVL", "Everton vs Aston Villa Winner?", "Aston Villa",
           "If Aston Villa wins the Everton vs Aston Villa English Premier League match originally scheduled for Nov 21, "
           "2026, in regular time (90 minutes plus stoppage; extra time and penalties not included), the market resolves "
           "to Yes.",
           "If the match ends level, the Tie market resolves to Yes. If the match is postponed and does not start within "
           "48 hours of its original kickoff, the market settles at a fair price. If the match is canceled, settlement "
           "will be handled at the exchange's discretion.",
           "2026-11-21T15:00:00Z"),
        ESPN_FOX, exp("win", "Aston Villa", src=P, window=48, cancelled="ambiguous", postponed="fair_price")))

    # 16 US regulatory writer: three days (72 hours) window
    L.append(v2(16, "us_regulatory_writer", ["layout:labelled_paragraphs", "three days (72 hours)",
                                             "american_spelling", "syn:overtime"],
        ["F:win", "S2", "D1", "P:72h", "C4", "R3"], "Inter Miami", "Orlando City", "mls",
        mk("KXMLSGAME", "26AUG15", "MIAORL", "MIA", "Inter Miami vs Orlando City Winner?", "Inter Miami",
           "If Inter Miami wins the Inter Miami vs Orlando City MLS game originally scheduled for Aug 15, 2026, based on "
           "regulation (90 minutes plus stoppage time, excluding any overtime and shootout), the market resolves to Yes.",
           "Tie: if the game is tied at the end of regulation, the Tie market resolves to Yes.\n"
           "Rescheduling: if the game is rescheduled to start more than three days (72 hours) after its original start "
           "time, the market is settled at a fair price as set out in the Rulebook. A game rescheduled within that period "
           "remains open and settles on its result.\n"
           "Cancellation: a canceled game resolves to a fair price.",
           "2026-08-15T23:30:00Z"),
        MLS, exp("win", "Inter Miami", src=O, window=72, cancelled="fair_price", postponed="fair_price")))

    # 17 German-speaking translator: draw, abandonment
    L.append(v2(17, "german_translator_2", ["translated_register", "labelled_clauses", "british_spelling"],
        ["F:draw", "S2", "D1", "P2", "C4", "AB", "R3"], "Stuttgart", "Eintracht Frankfurt", "bundesliga",
        mk("KXBUNDESLIGAGAME", "26DEC19", "STUSGE", "TIE", "Stuttgart vs Eintracht Frankfurt Winner?", "Tie",
           "If the Stuttgart vs Eintracht Frankfurt professional German Bundesliga game originally scheduled for Dec 19, "
           "2026 ends as a Tie (decisive is the score after the 90 minutes plus stoppage time, extra time and penalty "
           "shoot-out are not included), the market resolves to Yes.",
           "Cancellation: In case the game is cancelled, the market is settled at a fair price according to the rules. "
           "Postponement: In case the game is moved to a date more than 48 hours after the original date, the market "
           "is also settled at a fair price. Abandonment: An abandoned game which is not continued counts as cancelled.",
           "2026-12-19T14:30:00Z"),
        ESPN, exp("draw", "draw", src=P, window=48, cancelled="fair_price", postponed="fair_price",
                  abandoned="fair_price")))

    # 18 promo copywriter: source "X or Y" with no order -> ambiguous
    L.append(v2(18, "promo_copywriter", ["marketing", "rhetorical_questions", "syn:full_time"],
        ["F:win", "S2", "D1", "P2", "C4", "R:ambiguous"], "Monaco", "Nice", "ligue1",
        mk("KXLIGUE1GAME", "26NOV01", "MONNIC", "MON", "Monaco vs Nice Winner?", "Monaco",
           "If Monaco beats Nice in the Monaco vs Nice French Ligue 1 game originally scheduled for Nov 1, 2026, judged "
           "at full time (90 minutes plus stoppage; no extra time, no penalties), the market resolves to Yes.",
           "Level at full time? The Tie market takes it. Game called off or shifted more than 48 hours? Fair price, per "
           "the rules. Results are confirmed from the official Ligue 1 site or a major broadcaster.",
           "2026-11-01T16:00:00Z"),
        ESPN_FOX, exp("win", "Monaco", src=("ambiguous", "ambiguous"), window=48, cancelled="fair_price",
                      postponed="fair_price")))

    # 19 hurried founder: primary and secondary contradict on postponement -> ambiguous
    L.append(v2(19, "hurried_founder", ["casual", "contractions", "contradiction"],
        ["F:draw", "S2", "D1", "P:ambiguous", "C4", "R3"], "Roma", "Lazio", "seriea",
        mk("KXSERIEAGAME", "26DEC06", "ROMLAZ", "TIE", "Roma vs Lazio Winner?", "Tie",
           "If the Roma vs Lazio Italian Serie A game originally scheduled for Dec 6, 2026 is level once 90 minutes plus "
           "stoppage time are up (extra time and penalties don't count), Tie resolves to Yes. If the game is rescheduled "
           "more than 48 hours out, the market goes to a fair price.",
           "Postponed games keep the market open until they're actually played, whenever that is. Canceled games settle "
           "at a fair price.",
           "2026-12-06T19:45:00Z"),
        ESPN_FOX, exp("draw", "draw", src=P, window="ambiguous", cancelled="fair_price", postponed="ambiguous")))

    # 20 philosopher: negations; names its own source
    L.append(v2(20, "philosopher_negations", ["negations", "american_spelling", "text_names_source"],
        ["F:win", "S2", "D1", "P3", "C4", "R:text_official"], "Manchester United", "Brighton", "epl",
        mk("KXEPLGAME", "27JAN16", "MUNBHA", "MUN", "Manchester United vs Brighton Winner?", "Manchester United",
           "The market does not resolve to Yes unless Manchester United wins the Manchester United vs Brighton English "
           "Premier League game originally scheduled for Jan 16, 2027 within 90 minutes plus stoppage time; extra time "
           "and penalties are not counted.",
           "A draw is not a Manchester United win: if the scores are level, Tie resolves to Yes and this market does not. "
           "The market does not remain open indefinitely: if the game is canceled, or is not played within 48 hours of "
           "its original start, it resolves to a fair price under the rules. Its outcome is not taken from any source "
           "other than the official Premier League match record.",
           "2027-01-16T15:00:00Z"),
        ESPN_FOX, exp("win", "Manchester United", src=O, window=48, cancelled="fair_price", postponed="fair_price")))

    # 21 radio pundit: over 1.5, own source with fallback
    L.append(v2(21, "radio_pundit", ["spoken", "number_words", "british_spelling", "text_names_source",
                                     "forty-eight hours"],
        ["F:total", "S2", "P2", "C4", "R:text_official_provider"], "Brentford", "Fulham", "epl",
        mk("KXEPLTOTAL", "26SEP26", "BREFUL", "2", "Brentford vs Fulham: Total Goals", "Over 1.5 goals scored",
           "If there are two or more goals in total in the Brentford vs Fulham English Premier League game originally "
           "scheduled for Sep 26, 2026, counting regulation only, the ninety minutes plus stoppage, with extra time and "
           "penalties not in it, the market resolves to Yes.",
           "And if it's goalless or just the one goal, it's a No. Called off, or kicked back more than forty-eight hours "
           "from the original slot? Then it's settled at a fair price under the rules. The score we go by is the Premier "
           "League's official match report; if that isn't out, ESPN's.",
           "2026-09-26T14:00:00Z"),
        ESPN_FOX, exp("total", "over", line=1.5, src=("official", "provider"), window=48, cancelled="fair_price",
                      postponed="fair_price")))

    # 22 fantasy-league commissioner: first team to score, whole game incl. extra time (S5)
    L.append(v2(22, "fantasy_commissioner", ["casual", "heads_up", "american_spelling"],
        ["F:other", "S5", "P2", "C4", "R3"], "Spain", "Germany", "wc",
        mk("KXWCFTTS", "26JUL04", "ESPGER", "ESP", "Spain vs Germany: First Team to Score?", "Spain",
           "If Spain scores the first goal of the Spain vs Germany FIFA World Cup round of 16 game originally scheduled "
           "for Jul 4, 2026, the market resolves to Yes. Every minute of the game counts here: regulation, stoppage time "
           "and any extra time that is played.",
           "Heads up: shoot-out penalties are not goals for this market. If nobody scores before the final whistle (or "
           "the end of extra time), the market resolves to No. Game canceled or moved more than 48 hours past its "
           "original start? Fair price, per the rules.",
           "2026-07-04T21:00:00Z"),
        FIFA, exp("other", "Spain", scope="extra_time", src=O, window=48, cancelled="fair_price",
                  postponed="fair_price")))

    return L
