"""Set (bc), venue_two legs: 21 hand-written rules_primary / rules_secondary pairs, one writer each."""

ESPN_FOX = [{"name": "ESPN", "url": "https://www.espn.com/soccer/"},
            {"name": "Fox Sports", "url": "https://www.foxsports.com/soccer"}]
ESPN = [{"name": "ESPN", "url": "https://www.espn.com/soccer/"}]
MLS_SRC = [{"name": "MLS", "url": "https://www.mlssoccer.com/"}]
UEFA_SRC = [{"name": "UEFA", "url": "https://www.uefa.com/"}]


def v2(i, writer, layout, styles, meanings, home, away, comp, series, ev, suffix, title,
       sub, primary, secondary, occ, sources, expected):
    event_ticker = "%s-%s" % (series, ev)
    return {
        "id": "bc2-%03d" % i,
        "venue": "venue_two",
        "styles": sorted(["writer:" + writer, "layout:" + layout] + styles),
        "meanings": meanings,
        "home": home, "away": away, "competition": comp,
        "market": {
            "ticker": "%s-%s" % (event_ticker, suffix), "event_ticker": event_ticker,
            "series_ticker": series, "title": title, "yes_sub_title": sub, "no_sub_title": sub,
            "rules_primary": primary, "rules_secondary": secondary,
            "occurrence_datetime": occ,
        },
        "series_settlement_sources": sources,
        "expected": expected,
    }


def E(family, outcome, scope, sp, sf, tw, vc, vp, va, line=None, half=None):
    return {"family": family, "outcome": outcome, "line": line, "half": half,
            "scope": scope, "source_primary": sp, "source_fallback": sf,
            "timing_window": tw, "void_cancelled": vc, "void_postponed_long": vp,
            "void_abandoned": va}


def legs():
    L = []
    # 1 terse trader
    L.append(v2(1, "betting_forum_regular", "terse", ["abbreviations", "arrows", "numerals", "symbols", "date:mon_d_yyyy"],
        ["F:win", "S2", "D1", "P2", "C4", "R3"],
        "Arsenal", "Tottenham", "epl", "KXEPLGAME", "26NOV21ARSTOT", "ARS", "Arsenal vs Tottenham Winner?", "Arsenal",
        "Arsenal beat Tottenham in the EPL game set for Nov 21, 2026 -> Yes. Counted on 90' + stoppage only (no ET, no pens).",
        "Level after 90'+ -> the Tie market is Yes, this one No. Game cancelled, or kickoff pushed back >48h -> fair price per the rules.",
        "2026-11-21T17:30:00Z", ESPN_FOX,
        E("win", "Arsenal", "regulation", "provider", None, 48, "fair_price", "fair_price", None)))

    # 2 careful lawyer
    L.append(v2(2, "in_house_counsel", "legal_paras", ["legal_drafting", "number_words_and_numerals", "british_spelling", "date:month_d_yyyy", "syn:stands_level"],
        ["F:draw", "S2", "D1", "P2", "C4", "AB", "R3"],
        "Real Madrid", "Barcelona", "laliga", "KXLALIGAGAME", "27MAR14RMABAR", "TIE", "Real Madrid vs Barcelona Winner?", "Tie",
        "In the event that the professional La Liga football match between Real Madrid (home) and Barcelona (away), originally scheduled for March 14, 2027, stands level upon the conclusion of ninety (90) minutes of play together with any stoppage time, extra time and kicks from the penalty mark being expressly excluded, the market designated \"Tie\" shall resolve to Yes.",
        "Should the said match be cancelled, or be rescheduled to commence more than forty-eight (48) hours after its original scheduled time, the market shall resolve to a fair price determined in accordance with the Rules. A match that is abandoned and not completed shall be dealt with in the same manner as a cancelled match.",
        "2027-03-14T20:00:00Z", ESPN_FOX,
        E("draw", "draw", "regulation", "provider", None, 48, "fair_price", "fair_price", "fair_price")))

    # 3 support agent, Q&A in the secondary, names its own source
    L.append(v2(3, "help_centre_author", "qa_secondary", ["faq", "contractions", "american_spelling", "date:mon_d_yyyy", "syn:delayed"],
        ["F:win", "S2", "D1", "P3", "C4", "R:official"],
        "Bayern Munich", "Dortmund", "bundesliga", "KXBUNDESLIGAGAME", "27APR10BMUBVB", "BVB", "Bayern Munich vs Dortmund Winner?", "Dortmund",
        "If Dortmund wins the Bayern Munich vs Dortmund Bundesliga game originally scheduled for Apr 10, 2027, judged after regulation (90 minutes plus stoppage; extra time and penalties don't count), the market resolves to Yes.",
        "Q: What if it's a draw? A: Then the Tie market resolves Yes and this one resolves No.\n"
        "Q: What if the game is delayed? A: If it still kicks off within 48 hours of the original time, the market stays open and nothing changes. If it's moved further out than that, or canceled, the market settles at a fair price under the rules.\n"
        "Q: Who reports the result? A: We use the official Bundesliga match report.",
        "2027-04-10T16:30:00Z", ESPN_FOX,
        E("win", "Dortmund", "regulation", "official", None, 48, "fair_price", "fair_price", None)))

    # 4 content writer, preview in the primary, exclusion only in the secondary (S3-style)
    L.append(v2(4, "fan_site_blogger", "preview_then_rules", ["narrative", "british_spelling", "date:d_month_yyyy", "syn:come_out_on_top", "split_scope"],
        ["F:win", "S3", "D1", "P2", "C4", "R3"],
        "Inter", "AC Milan", "seriea", "KXSERIEAGAME", "27FEB21INTACM", "ACM", "Inter vs AC Milan Winner?", "AC Milan",
        "Milan arrive at San Siro as the away side for the derby, needing a result to keep pace at the top. This market resolves to Yes if AC Milan come out on top in the Inter vs AC Milan Serie A game originally scheduled for 21 February 2027, once 90 minutes plus stoppage time have been played.",
        "Neither extra time nor a shoot-out plays any part in this market. If the derby finishes level, it is the Tie market that resolves to Yes. Should the game be cancelled, or pushed back to more than 48 hours after its original kick-off, the market is settled at a fair price in line with the rules.",
        "2027-02-21T19:45:00Z", ESPN_FOX,
        E("win", "AC Milan", "regulation", "provider", None, 48, "fair_price", "fair_price", None)))

    # 5 non-native English speaker
    L.append(v2(5, "non_native_french_speaker", "paras", ["non_native_grammar", "american_spelling", "date:d_mon_yyyy", "numerals"],
        ["F:draw", "S2", "D1", "P2", "C4", "R3"],
        "PSG", "Marseille", "ligue1", "KXLIGUE1GAME", "27MAR07PSGOM", "TIE", "PSG vs Marseille Winner?", "Tie",
        "If the match PSG vs Marseille of the French Ligue 1, originally planned for 7 Mar 2027, is finishing in tie after the 90 minutes with the stoppage time (no extra time, no penalties), the market Tie is resolving to Yes.",
        "If the match is canceled or is moved to more than 48 hours after the original time, the market resolve to a fair price following the rules.",
        "2027-03-07T19:45:00Z", ESPN_FOX,
        E("draw", "draw", "regulation", "provider", None, 48, "fair_price", "fair_price", None)))

    # 6 engineer, bullet list in the secondary, total under
    L.append(v2(6, "qa_tester", "bullets_secondary", ["spec_bullets", "symbols", "numerals", "date:yyyy_mm_dd", "syn:or_more"],
        ["F:total", "S3", "P2", "C4", "R3"],
        "Man City", "Liverpool", "epl", "KXEPLTOTAL", "26DEC19MCILFC", "4", "Man City vs Liverpool: Total goals", "Over 3.5 goals",
        "If Man City and Liverpool score 4 or more goals combined in the Man City vs Liverpool EPL game originally scheduled for 2026-12-19, counted once 90 minutes and stoppage time are complete, then this market resolves Yes.",
        "- counting window: 90 min + stoppage\n"
        "- extra time: excluded\n"
        "- penalty shoot-out: excluded\n"
        "- own goals: included in the total\n"
        "- game canceled, or rescheduled > 48 h after the scheduled start: market goes to a fair price per the rules",
        "2026-12-19T17:30:00Z", ESPN_FOX,
        E("total", "over", "regulation", "provider", None, 48, "fair_price", "fair_price", None, line=3.5)))

    # 7 compliance officer, advance
    L.append(v2(7, "regulatory_filing_author", "formal_paras", ["formal", "british_spelling", "syn:qualify", "date:mon_d_yyyy", "negation:does_not_refer"],
        ["F:advance", "S6", "P2", "C4", "R3"],
        "Bayern Munich", "Arsenal", "ucl", "KXUCLADVANCE", "27APR14BMUARS", "ARS", "Bayern Munich vs Arsenal: Who advances?", "Arsenal",
        "If Arsenal qualifies for the UEFA Champions League semi-finals from its quarter-final tie against Bayern Munich, then this market resolves Yes.",
        "Qualification is determined over both legs of the tie, inclusive of any extra time and any penalty shoot-out at the end of the second leg (originally scheduled for Apr 14, 2027). This market does not refer to the result of either individual match. Should the second leg be cancelled, or moved so that it would begin over 48 hours later than first planned, a fair price set under the rules will decide the market.",
        "2027-04-14T19:00:00Z", ESPN_FOX,
        E("advance", "Arsenal", "penalties", "provider", None, 48, "fair_price", "fair_price", None)))

    # 8 journalist
    L.append(v2(8, "match_reporter", "paras", ["news_lede", "british_spelling", "date:mon_dot_d_yyyy", "syn:two_days", "syn:spot_kicks", "question_form"],
        ["F:win", "S2", "D1", "P2", "C4", "R3"],
        "Chelsea", "Newcastle", "epl", "KXEPLGAME", "26DEC26CFCNEW", "NEW", "Chelsea vs Newcastle Winner?", "Newcastle",
        "Newcastle's Boxing Day trip to Chelsea, originally scheduled for Dec. 26, 2026, settles this market: if Newcastle are ahead when the referee ends the game after the 90 minutes and stoppage time, it resolves to Yes. Extra time and spot-kicks play no part.",
        "A draw sends the Tie market to Yes. Called off, or shifted by more than two days from the original kick-off? Then the market goes to a fair price under the rules.",
        "2026-12-26T15:00:00Z", ESPN_FOX,
        E("win", "Newcastle", "regulation", "provider", None, 48, "fair_price", "fair_price", None)))

    # 9 product manager, release notes in the secondary, S4 primary, superseded 72h
    L.append(v2(9, "release_manager", "release_notes_secondary", ["changelog", "superseded_rule_distractor", "bullets", "date:mon_d_yyyy"],
        ["F:win", "S4", "D1", "P2", "C4", "R3"],
        "Atletico Madrid", "Sevilla", "laliga", "KXLALIGAGAME", "27JAN31ATMSEV", "ATM", "Atletico Madrid vs Sevilla Winner?", "Atletico Madrid",
        "If Atletico Madrid wins the Atletico Madrid vs Sevilla La Liga soccer match originally scheduled for Jan 31, 2027, then this market resolves Yes.",
        "Rules update (v3):\n"
        "- Scope: what counts is the score once 90 minutes and stoppage time have been played. Extra time and penalties: out of scope.\n"
        "- Postponement: a game moved to a kickoff over 48 hours past its original start now settles at a fair price. (v2 used 72 hours; that value is retired.)\n"
        "- Cancellation: settles at a fair price, per the rules.\n"
        "- Draws: the Tie market resolves to Yes.",
        "2027-01-31T20:00:00Z", ESPN_FOX,
        E("win", "Atletico Madrid", "regulation", "provider", None, 48, "fair_price", "fair_price", None)))

    # 10 sports-desk editor, spread, headings in the secondary
    L.append(v2(10, "wire_subeditor", "caps_headings_secondary", ["headings", "british_spelling", "number_words", "date:mon_d_yyyy"],
        ["F:spread", "S2", "P2", "C4", "R3"],
        "Leverkusen", "RB Leipzig", "bundesliga", "KXBUNDESLIGASPREAD", "27FEB06LEVRBL", "LEV2", "Leverkusen vs RB Leipzig: Spread", "Leverkusen wins by over 1.5 goals",
        "If Leverkusen beats RB Leipzig by two or more goals in the Leverkusen vs RB Leipzig Bundesliga game originally scheduled for Feb 6, 2027, with the score taken once 90 minutes and stoppage time are over (extra time or penalties not included), this market resolves Yes.",
        "POSTPONEMENT\nIf kick-off is moved more than forty-eight hours beyond the original time, the market settles at a fair price.\n\n"
        "CANCELLATION\nA cancelled game also settles at a fair price, as the rules lay down.",
        "2027-02-06T14:30:00Z", ESPN_FOX,
        E("spread", "Leverkusen", "regulation", "provider", None, 48, "fair_price", "fair_price", None, line=1.5)))

    # 11 statistician, btts
    L.append(v2(11, "data_scientist", "formal_notation", ["math_notation", "date:dd_mm_yyyy", "numerals", "british_spelling"],
        ["F:btts", "S2", "P2", "C4", "R3"],
        "Juventus", "Roma", "seriea", "KXSERIEABTTS", "27JAN17JUVROM", "BTTS", "Juventus vs Roma: Both teams to score?", "Both teams to score",
        "If both Juventus and Roma record at least one goal apiece in the Juventus vs Roma Serie A game originally scheduled for 17/01/2027 (DD/MM/YYYY), counting 90 minutes plus stoppage time only, the answer is Yes.",
        "Formally: Yes if and only if min(goals_Juventus, goals_Roma) >= 1 at the end of regulation. Extra time and any shoot-out lie outside the observation window. If the fixture is cancelled, or moved to a start more than 48 hours after the scheduled one, the market settles at a fair price under the rules.",
        "2027-01-17T19:45:00Z", ESPN_FOX,
        E("btts", "yes", "regulation", "provider", None, 48, "fair_price", "fair_price", None)))

    # 12 customer-service macro, MLS tie, S4 primary, scope in the secondary, series source MLS
    L.append(v2(12, "live_chat_agent", "macro_secondary", ["greeting", "american_spelling", "date:paren_comp_mon_d_yyyy", "syn:finishes_level"],
        ["F:draw", "S4", "D1", "P2", "C4", "R3"],
        "LA Galaxy", "LAFC", "mls", "KXMLSGAME", "27APR17LALAFC", "TIE", "LA Galaxy vs LAFC Winner?", "Tie",
        "If LA Galaxy vs LAFC (MLS, originally scheduled for Apr 17, 2027) finishes level, the Tie market resolves to Yes.",
        "Hi there, thanks for your question about the Tie market! Quick summary: a level score at the end of regulation (90 minutes + stoppage time) means Yes. Overtime and penalty kicks aren't part of it. If the match is canceled or pushed back by more than 48 hours, the market is settled at a fair price, as the rules describe. Let us know if there's anything else we can help with!",
        "2027-04-18T02:30:00Z", MLS_SRC,
        E("draw", "draw", "regulation", "official", None, 48, "fair_price", "fair_price", None)))

    # 13 lawyer's redraft, P3 with notwithstanding, abandonment deemed cancelled
    L.append(v2(13, "outside_counsel_redraft", "legal_defined_terms", ["legal_drafting", "defined_terms", "notwithstanding", "number_words_and_numerals", "date:d_month_yyyy"],
        ["F:win", "S2", "D1", "P3", "C4", "AB", "R3"],
        "Lyon", "Monaco", "ligue1", "KXLIGUE1GAME", "27FEB13OLMON", "MON", "Lyon vs Monaco Winner?", "Monaco",
        "If Monaco is the winner of the Ligue 1 match between Lyon and Monaco originally scheduled for 13 February 2027 (the \"Match\"), the result being taken at the end of ninety (90) minutes of play plus stoppage time and excluding extra time and penalties, the market resolves to Yes.",
        "Where the Match ends level, the market titled \"Tie\" resolves to Yes. Where the Match is cancelled, or is postponed to a start time more than forty-eight (48) hours after its originally scheduled start time (the \"Scheduled Start\"), the market settles at a fair price as determined under the Rules. Notwithstanding the foregoing, where the Match is postponed but commences within forty-eight (48) hours of the Scheduled Start, the market remains open and resolves on the result of the Match. A Match which is abandoned and not completed shall be deemed cancelled.",
        "2027-02-13T20:00:00Z", ESPN_FOX,
        E("win", "Monaco", "regulation", "provider", None, 48, "fair_price", "fair_price", "fair_price")))

    # 14 ops analyst, two-column table in the secondary
    L.append(v2(14, "trading_ops_lead", "two_column_table_secondary", ["table", "terse", "american_spelling", "date:mon_d_yyyy"],
        ["F:win", "S2", "D1", "P3", "C4", "AB", "R3"],
        "Aston Villa", "Everton", "epl", "KXEPLGAME", "26DEC05AVLEVE", "AVL", "Aston Villa vs Everton Winner?", "Aston Villa",
        "If Aston Villa wins the Aston Villa vs Everton EPL game originally scheduled for Dec 5, 2026, judged on the score at the end of 90 minutes and stoppage time, this market resolves Yes.",
        "Situation | Result\n"
        "Aston Villa ahead after 90' + stoppage | Yes\n"
        "Level after 90' + stoppage | No (Tie market resolves Yes)\n"
        "Everton ahead after 90' + stoppage | No\n"
        "Extra time / penalties | Not counted\n"
        "Postponed, new kickoff within 48 hours | Market stays open\n"
        "Postponed beyond 48 hours, or canceled | Fair price per the rules\n"
        "Abandoned and not completed | Treated as canceled",
        "2026-12-05T15:00:00Z", ESPN_FOX,
        E("win", "Aston Villa", "regulation", "provider", None, 48, "fair_price", "fair_price", "fair_price")))

    # 15 tipster blogger, first half
    L.append(v2(15, "podcast_host", "paras", ["chatty", "syn:interval", "date:mon_d_yyyy", "american_spelling"],
        ["F:half", "D1", "P2", "C4", "R3"],
        "Real Sociedad", "Athletic Club", "laliga", "KXLALIGA1H", "27FEB20RSOATH", "RSO", "Real Sociedad vs Athletic Club: First half winner", "Real Sociedad",
        "If Real Sociedad is leading Athletic Club at the end of the first half (45 minutes plus first-half stoppage time) of the Real Sociedad vs Athletic Club La Liga game originally scheduled for Feb 20, 2027, this market pays Yes.",
        "Only the first half matters here. Level at the interval? Then the first-half Tie market is the one that pays out. A game that's canceled or rescheduled more than 48 hours out sends everything to a fair price per the rules.",
        "2027-02-20T20:00:00Z", ESPN_FOX,
        E("half", "Real Sociedad", None, "provider", None, 48, "fair_price", "fair_price", None, half="first")))

    # 16 radio presenter, exact score 0-0
    L.append(v2(16, "commentator", "spoken", ["spoken_register", "number_words", "syn:goalless", "date:d_month_yyyy", "british_spelling"],
        ["F:exact_score", "S2", "P2", "C4", "R3"],
        "Wolves", "Crystal Palace", "epl", "KXEPLSCORE", "27JAN09WOLCRY", "00", "Wolves vs Crystal Palace: Exact score", "0-0",
        "If Wolves vs Crystal Palace, the EPL game originally scheduled for 9 January 2027, finishes goalless (nil-nil) after ninety minutes and stoppage time, with no extra time or penalties counted, the market resolves to Yes.",
        "Any score other than nil-nil resolves this market No. Should the game be cancelled, or moved back by more than forty-eight hours, the market settles at a fair price under the rules.",
        "2027-01-09T15:00:00Z", ESPN_FOX,
        E("exact_score", "0-0", "regulation", "provider", None, 48, "fair_price", "fair_price", None)))

    # 17 hurried intern: UCL knockout, no scope anywhere
    L.append(v2(17, "junior_market_lister", "minimal", ["minimal", "american_spelling", "date:mon_d_yyyy"],
        ["F:win", "S:ambiguous", "P2", "C4", "R3"],
        "Barcelona", "PSG", "ucl", "KXUCLGAME", "27MAR10BARPSG", "BAR", "Barcelona vs PSG Winner?", "Barcelona",
        "If Barcelona wins the Barcelona vs PSG UEFA Champions League round of 16 second-leg game originally scheduled for Mar 10, 2027, then this market resolves Yes.",
        "If the game is canceled or delayed by more than 48 hours, the market settles at a fair price according to the rules.",
        "2027-03-10T20:00:00Z", ESPN_FOX,
        E("win", "Barcelona", "ambiguous", "provider", None, 48, "fair_price", "fair_price", None)))

    # 18 social-media manager: cancellation ambiguous
    L.append(v2(18, "community_manager", "short_lines", ["casual", "british_spelling", "date:d_mon", "syn:called_off", "syn:pushed_back"],
        ["F:draw", "S2", "D1", "P2", "C:ambiguous", "R3"],
        "Brighton", "Fulham", "epl", "KXEPLGAME", "27JAN02BHAFUL", "TIE", "Brighton vs Fulham Winner?", "Tie",
        "If Brighton vs Fulham (EPL, originally scheduled for 2 Jan 2027) is all square after 90 mins plus stoppage time (ET and pens don't count), the Tie market resolves to Yes.",
        "Pushed back more than 48 hours? It settles at a fair price.\nCalled off entirely? The exchange will decide how to settle it.",
        "2027-01-02T15:00:00Z", ESPN_FOX,
        E("draw", "draw", "regulation", "provider", None, 48, "ambiguous", "fair_price", None)))

    # 19 historian: own sources, no order -> ambiguous
    L.append(v2(19, "club_archivist", "paras", ["discursive", "british_spelling", "date:d_month_yyyy", "syn:prevail"],
        ["F:win", "S2", "D1", "P2", "C4", "R:ambiguous"],
        "Stuttgart", "Eintracht Frankfurt", "bundesliga", "KXBUNDESLIGAGAME", "27MAR20VFBSGE", "VFB", "Stuttgart vs Eintracht Frankfurt Winner?", "Stuttgart",
        "If Stuttgart prevails in the Stuttgart vs Eintracht Frankfurt Bundesliga fixture originally scheduled for 20 March 2027, reckoned once 90 minutes and stoppage time have elapsed (extra time and penalties excluded), then this market resolves Yes.",
        "Should the fixture end level, the Tie market resolves to Yes. Should it be cancelled, or moved more than 48 hours beyond its original start, the market settles at a fair price according to the rules. The result will be established from the Bundesliga's own records or from leading German sports media.",
        "2027-03-20T14:30:00Z", ESPN_FOX,
        E("win", "Stuttgart", "regulation", "ambiguous", "ambiguous", 48, "fair_price", "fair_price", None)))

    # 20 data engineer: first team to score, whole game incl. extra time (S5)
    L.append(v2(20, "data_engineer", "spec_prose", ["spec", "dashes", "american_spelling", "date:mon_d_yyyy", "negation:shootout_not_goals"],
        ["F:other", "S5", "P2", "C4", "R3"],
        "Liverpool", "Inter", "ucl", "KXUCLFTTS", "27MAR09LFCINT", "LFC", "Liverpool vs Inter: First team to score", "Liverpool",
        "If Liverpool scores the first goal of the Liverpool vs Inter UEFA Champions League game originally scheduled for Mar 9, 2027, at any point in the entire game (regulation, stoppage time, and any extra-time periods), then this market resolves Yes.",
        "Kicks taken in a penalty shoot-out are not goals for this market. If nobody scores, each team's market resolves to No. A game that is canceled, or whose kickoff is moved more than 48 hours past the scheduled start, settles at a fair price under the rules.",
        "2027-03-09T20:00:00Z", ESPN_FOX,
        E("other", "Liverpool", "extra_time", "provider", None, 48, "fair_price", "fair_price", None)))

    # 21 ops runbook: 72-hour window, abandonment to last traded price, ESPN only
    L.append(v2(21, "ops_runbook", "numbered_secondary", ["numbered", "numerals", "american_spelling", "date:yyyy_mm_dd", "syn:suspended"],
        ["F:win", "S2", "D1", "P:72h", "C4", "AB", "R3"],
        "Napoli", "Lazio", "seriea", "KXSERIEAGAME", "27APR03NAPLAZ", "NAP", "Napoli vs Lazio Winner?", "Napoli",
        "If Napoli wins the Napoli vs Lazio Serie A game originally scheduled for 2027-04-03 at the end of 90 minutes and stoppage time (extra time and penalties are not included), the market settles Yes.",
        "1. If the game ends in a draw, the Tie market resolves to Yes.\n"
        "2. If the game has not started within 72 hours of its original start time, or is canceled, the market settles at a fair price.\n"
        "3. If play is suspended and never resumed, the market resolves to the last traded price before the suspension.",
        "2027-04-03T18:45:00Z", ESPN,
        E("win", "Napoli", "regulation", "provider", None, 72, "fair_price", "fair_price", "last_price")))
    return L
