"""Set (bc), venue_one legs: 21 hand-written Gamma descriptions, one writer each."""
import json

OUT = json.dumps(["Yes", "No"])


def v1(i, writer, layout, styles, meanings, home, away, comp, mid, question, slug,
       group, smt, line, desc, src_url, kickoff, expected):
    return {
        "id": "bc1-%03d" % i,
        "venue": "venue_one",
        "styles": sorted(["writer:" + writer, "layout:" + layout] + styles),
        "meanings": meanings,
        "home": home, "away": away, "competition": comp,
        "market": {
            "id": mid, "question": question, "slug": slug, "groupItemTitle": group,
            "sportsMarketType": smt, "line": line, "outcomes": OUT,
            "description": desc, "resolutionSource": src_url,
            "event_title": "%s vs. %s" % (home, away), "gameStartTime": kickoff,
        },
        "expected": expected,
    }


def E(family, outcome, scope, sp, sf, tw, vc, vp, va, line=None, half=None):
    return {"family": family, "outcome": outcome, "line": line, "half": half,
            "scope": scope, "source_primary": sp, "source_fallback": sf,
            "timing_window": tw, "void_cancelled": vc, "void_postponed_long": vp,
            "void_abandoned": va}


PL = "https://www.premierleague.com/"
LL = "https://www.laliga.com/"
BL = "https://www.bundesliga.com/"
SA = "https://www.legaseriea.it/"
L1 = "https://ligue1.com/"
MLS = "https://www.mlssoccer.com/"
UEFA = "https://www.uefa.com/"


def legs():
    L = []
    # 1 terse trader
    L.append(v1(1, "prop_trader", "terse_lines", ["abbreviations", "arrows", "numerals", "syn:called_off"],
        ["F:win", "S1", "P1", "C1", "R1"],
        "Arsenal FC", "Tottenham Hotspur FC", "epl", "5102231",
        "Will Arsenal FC win on 2026-11-21?", "epl-ars-tot-2026-11-21-ars", "Arsenal FC", "moneyline", None,
        "ARS to win, NLD, 21 Nov 2026.\n"
        "YES = Arsenal FC ahead at the end of 90 mins + added time.\n"
        "Level or Spurs ahead = NO.\n"
        "ET / pens: don't count.\n"
        "Postponed -> mkt stays live until the game actually gets played.\n"
        "Called off for good, no replay -> NO.\n"
        "Src: official PL stats. Nothing official 2 hrs after FT -> go with what credible media agree on.",
        PL, "2026-11-21 17:30:00+00",
        E("win", "Arsenal FC", "regulation", "official", "consensus", "open_until_played", "no", "result", None)))

    # 2 careful lawyer, numbered clauses with definitions
    L.append(v1(2, "lawyer", "numbered", ["legal_drafting", "definitions", "number_words_and_numerals", "british_spelling", "date:d_month_yyyy", "syn:level"],
        ["F:draw", "S1", "P1", "C1", "AB", "R1", "R2"],
        "Real Madrid CF", "FC Barcelona", "laliga", "5102232",
        "Will Real Madrid CF vs. FC Barcelona end in a draw?", "lal-rea-bar-2027-03-14-draw",
        "Draw (Real Madrid CF vs. FC Barcelona)", "moneyline", None,
        "1. Definitions. \"Match\" means the LaLiga fixture between Real Madrid CF and FC Barcelona scheduled for 14 March 2027. "
        "\"Regulation Time\" means the ninety (90) minutes of play together with any time added by the referee, and excludes extra time and any penalty shoot-out.\n"
        "2. Resolution. This market shall resolve \"Yes\" if, on the expiry of Regulation Time, the score in the Match is level. In every other case it shall resolve \"No\".\n"
        "3. Postponement. Should the Match be postponed, the market shall remain open, without limit of time, until the Match has been completed.\n"
        "4. Cancellation. Where the Match is cancelled and not subsequently re-staged, the market shall resolve \"Yes\".\n"
        "5. Abandonment. A Match abandoned before the expiry of Regulation Time and not thereafter completed shall be treated as cancelled for the purposes of clause 4.\n"
        "6. Source. Resolution shall be by reference to the official statistics of LaLiga. If such statistics have not been published within two (2) hours of the conclusion of the Match, the market may instead be resolved by reference to a consensus of credible reporting.\n"
        "7. Finality. Any amendment to the official score made after resolution shall be disregarded.",
        LL, "2027-03-14 20:00:00+00",
        E("draw", "draw", "regulation", "official", "consensus", "open_until_played", "yes", "result", "yes")))

    # 3 support agent, Q&A
    L.append(v1(3, "support_agent", "qa", ["faq", "british_spelling", "contractions", "date:weekday_d_month_yyyy", "syn:moved"],
        ["F:win", "S1", "P1", "C1", "R1"],
        "FC Bayern München", "Borussia Dortmund", "bundesliga", "5102233",
        "Will Borussia Dortmund win on 2027-04-10?", "bun-bay-dor-2027-04-10-dor", "Borussia Dortmund", "moneyline", None,
        "Hi! Here are the questions we get asked most about this market.\n\n"
        "Q: What do I need for a Yes?\n"
        "A: Borussia Dortmund have to be in front when normal time ends (the 90 minutes plus whatever stoppage the referee adds) in their away game at FC Bayern München on Saturday, 10 April 2027. A home win or a draw means No.\n\n"
        "Q: Does extra time count?\n"
        "A: No. It's a league game, and only normal time is looked at.\n\n"
        "Q: What if the game gets moved?\n"
        "A: Nothing to worry about: the market simply stays open and settles once the game has been played, whenever that is.\n\n"
        "Q: And if it never happens?\n"
        "A: If it's cancelled outright and no replacement fixture is played, this market settles No.\n\n"
        "Q: Where does the result come from?\n"
        "A: The official Bundesliga match data. If that hasn't been published within two hours of the final whistle, we go by what reputable news outlets agree on.",
        BL, "2027-04-10 16:30:00+00",
        E("win", "Borussia Dortmund", "regulation", "official", "consensus", "open_until_played", "no", "result", None)))

    # 4 content writer, rule inside a match preview
    L.append(v1(4, "content_writer", "preview_then_rules", ["narrative", "british_spelling", "date:d_month_yyyy", "syn:get_the_better_of", "number_words"],
        ["F:win", "S1", "P1", "C1", "R1", "R2"],
        "FC Internazionale Milano", "AC Milan", "seriea", "5102234",
        "Will FC Internazionale Milano win on 2027-02-21?", "sea-int-acm-2027-02-21-int", "FC Internazionale Milano", "moneyline", None,
        "San Siro belongs to the Nerazzurri this time. The Derby della Madonnina returns on 21 February 2027 with both sides chasing the top of the table, "
        "and Inter will want to put right a derby they let slip earlier in the season. Milan, for their part, have looked dangerous on the break all winter.\n\n"
        "How this market settles: it pays Yes if FC Internazionale Milano get the better of AC Milan over the ninety minutes plus any added time; "
        "anything else (a Milan win or a share of the spoils) pays No. Extra time and penalties are not part of it.\n\n"
        "If the derby is postponed, the market waits, open, until it is finally played. If it is cancelled and never rearranged, the market resolves No.\n\n"
        "The result is taken from Lega Serie A's official statistics; should those not be out within two hours of full time, a consensus of reputable reporting is used instead. "
        "Once the market has resolved, later corrections to the score are not taken into account.",
        SA, "2027-02-21 19:45:00+00",
        E("win", "FC Internazionale Milano", "regulation", "official", "consensus", "open_until_played", "no", "result", None)))

    # 5 non-native English speaker
    L.append(v1(5, "non_native_italian_speaker", "paras", ["non_native_grammar", "american_spelling", "date:yyyy_mm_dd", "numerals", "syn:equal_score"],
        ["F:draw", "S1", "P1", "C1", "R1"],
        "Paris Saint-Germain FC", "Olympique de Marseille", "ligue1", "5102235",
        "Will Paris Saint-Germain FC vs. Olympique de Marseille end in a draw?", "fl1-par-olm-2027-03-07-draw",
        "Draw (Paris Saint-Germain FC vs. Olympique de Marseille)", "moneyline", None,
        "This market is resolving to Yes if the match of Paris Saint-Germain FC against Olympique de Marseille in date 2027-03-07 is finishing with equal score after the 90 minutes and the added time. "
        "Extra time and the penalties are not considered for this. In the other case the market resolve to No.\n\n"
        "If the match is postpone, the market is staying open until the match is play.\n\n"
        "If the match is canceled and is not play again later, the market resolve to Yes.\n\n"
        "For the resolution we use the official statistic of the Ligue 1. If they are not publish in 2 hours after the match, we use what the credible reporters are saying together.",
        L1, "2027-03-07 19:45:00+00",
        E("draw", "draw", "regulation", "official", "consensus", "open_until_played", "yes", "result", None)))

    # 6 engineer, bullet spec, total
    L.append(v1(6, "backend_engineer", "bullets", ["spec_bullets", "symbols", "numerals", "date:yyyy_mm_dd", "syn:combined_goals"],
        ["F:total", "S1", "P1", "C2", "R1"],
        "Manchester City FC", "Liverpool FC", "epl", "5102236",
        "Manchester City FC vs. Liverpool FC: Over 2.5 goals?", "epl-mac-liv-2026-12-19-total-2pt5", "O/U 2.5", "totals", 2.5,
        "- market: total goals, Manchester City FC vs. Liverpool FC, 2026-12-19\n"
        "- YES: combined goals >= 3\n"
        "- NO: combined goals <= 2\n"
        "- counting window: 90' + stoppage; ET and pens not counted\n"
        "- own goals: counted\n"
        "- postponed: market remains open until the match is played\n"
        "- cancelled with no make-up match: resolves 50/50\n"
        "- data: official Premier League stats\n"
        "- fallback: consensus of credible reports, only if official stats are not out within 2h of FT",
        PL, "2026-12-19 17:30:00+00",
        E("total", "over", "regulation", "official", "consensus", "open_until_played", "50-50", "result", None, line=2.5)))

    # 7 compliance officer, advance
    L.append(v1(7, "compliance_officer", "headed_sections", ["formal", "british_spelling", "syn:progress", "date:d_month_yyyy", "number_words"],
        ["F:advance", "S6", "P1", "C2", "R1"],
        "FC Bayern München", "Arsenal FC", "ucl", "5102237",
        "Will Arsenal FC advance to the Champions League semi-finals?", "ucl-bay-ars-2027-04-14-ars-advance", "Arsenal FC", "moneyline", None,
        "Resolution criteria\n"
        "This market resolves Yes if Arsenal FC progresses from its UEFA Champions League quarter-final tie against FC Bayern München into the semi-finals, and No if FC Bayern München progresses. "
        "Progression is decided over both legs of the tie and takes in any extra time and any penalty shoot-out played at the end of the second leg, which is scheduled for 14 April 2027. "
        "The score of either single leg does not by itself decide this market.\n\n"
        "Postponement\n"
        "If the second leg is postponed, the market remains open until the tie has been decided.\n\n"
        "Cancellation\n"
        "If the second leg is cancelled and not re-staged, the market resolves 50-50.\n\n"
        "Resolution source\n"
        "UEFA's official record of the tie. Where UEFA has not published that record within two hours of the tie ending, a consensus of credible reporting will be used.",
        UEFA, "2027-04-14 19:00:00+00",
        E("advance", "Arsenal FC", "penalties", "official", "consensus", "open_until_played", "50-50", "result", None)))

    # 8 journalist, away win, abandonment copies cancellation
    L.append(v1(8, "news_journalist", "paras", ["news_lede", "british_spelling", "date:boxing_day", "syn:scrapped", "negation:unless"],
        ["F:win", "S1", "P1", "C1", "AB", "R1"],
        "Chelsea FC", "Newcastle United FC", "epl", "5102238",
        "Will Newcastle United FC win on 2026-12-26?", "epl-che-new-2026-12-26-new", "Newcastle United FC", "moneyline", None,
        "Newcastle United FC head to Stamford Bridge on Boxing Day, 26 December 2026, and this market asks one thing: do the visitors leave with all three points? "
        "It resolves No unless Newcastle United FC are ahead of Chelsea FC once the ninety minutes and the referee's stoppage time are up. A draw is a No.\n\n"
        "Should the game be postponed, the market is not settled early; it stays open for as long as it takes for the match to be played. "
        "Should it instead be scrapped altogether with no replay, the answer is No. A match abandoned part-way through and never completed is handled exactly like a scrapped one.\n\n"
        "The outcome is confirmed from the Premier League's official match statistics. If the official figures have not appeared two hours after the final whistle, a consensus among credible news organisations will do.",
        PL, "2026-12-26 15:00:00+00",
        E("win", "Newcastle United FC", "regulation", "official", "consensus", "open_until_played", "no", "result", "no")))

    # 9 product manager, release notes with a superseded rule
    L.append(v1(9, "product_manager", "release_notes", ["changelog", "superseded_rule_distractor", "bullets", "date:month_d_yyyy", "american_spelling"],
        ["F:win", "S1", "P1", "C1", "R1", "R2"],
        "Club Atlético de Madrid", "Sevilla FC", "laliga", "5102239",
        "Will Club Atlético de Madrid win on 2027-01-31?", "lal-mad-sev-2027-01-31-mad", "Club Atlético de Madrid", "moneyline", None,
        "Market: Will Club Atlético de Madrid beat Sevilla FC on January 31, 2027?\n\n"
        "Rules, version 2 (what changed):\n"
        "* Result window clarified: only the 90 minutes plus stoppage time count. Extra time and shoot-outs are excluded.\n"
        "* Postponements: the market now stays open until the match is played, with no time limit. (Version 1 closed it after two weeks; that limit has been removed.)\n"
        "* Cancellation with no rescheduled match: resolves No. Unchanged.\n"
        "* Source: official LaLiga statistics, falling back to what credible outlets jointly report if the official numbers are still missing 2 hours after full time. Unchanged.\n"
        "* New: score revisions made after the market resolves are ignored.\n\n"
        "Yes if Atlético win, No if the match is drawn or Sevilla FC win.",
        LL, "2027-01-31 20:00:00+00",
        E("win", "Club Atlético de Madrid", "regulation", "official", "consensus", "open_until_played", "no", "result", None)))

    # 10 sports-desk editor, headings, spread
    L.append(v1(10, "sports_desk_editor", "caps_headings", ["headings", "british_spelling", "number_words", "date:d_mon_yyyy", "syn:half_each"],
        ["F:spread", "S1", "P1", "C2", "R1"],
        "Bayer 04 Leverkusen", "RB Leipzig", "bundesliga", "5102240",
        "Spread: Bayer 04 Leverkusen (-1.5)", "bun-b04-lei-2027-02-06-spread-home-1pt5", "Bayer 04 Leverkusen (-1.5)", "spreads", -1.5,
        "THE MARKET\nBayer 04 Leverkusen v RB Leipzig, 6 Feb 2027. Yes if Leverkusen win by two goals or more. A one-goal Leverkusen win, a draw or any Leipzig win is No.\n\n"
        "WHAT COUNTS\nNormal time only: ninety minutes and stoppage time. No extra time, no penalties.\n\n"
        "IF IT DOESN'T GO AHEAD\nPostponed: the market remains live until the fixture is eventually played. Called off with no rearranged fixture: both sides of the market settle at half value (50-50).\n\n"
        "SOURCE\nOfficial Bundesliga statistics. If they're not out two hours after the final whistle, a consensus of credible reporting.",
        BL, "2027-02-06 14:30:00+00",
        E("spread", "Bayer 04 Leverkusen", "regulation", "official", "consensus", "open_until_played", "50-50", "result", None, line=1.5)))

    # 11 statistician, btts
    L.append(v1(11, "statistician", "formal_notation", ["math_notation", "definitions", "date:dd_mm_yyyy", "numerals", "syn:each_side"],
        ["F:btts", "S1", "P1", "C2", "R1"],
        "Juventus FC", "AS Roma", "seriea", "5102241",
        "Juventus FC vs. AS Roma: Both teams to score?", "sea-juv-rom-2027-01-17-btts", "Both Teams to Score", "both_teams_to_score", None,
        "Let H and A be the numbers of goals credited to Juventus FC and to AS Roma respectively in their Serie A match of 17/01/2027, counted over regulation time "
        "(90 minutes plus stoppage; any extra time or shoot-out is outside the count). Own goals are credited to the team that benefits.\n\n"
        "The market resolves Yes if H >= 1 and A >= 1, and No otherwise (that is, if either H = 0 or A = 0).\n\n"
        "Postponement: the market stays open until the match is played. Cancellation with no make-up match: each outcome is paid at 0.50.\n\n"
        "Data: official Serie A statistics; fallback to a consensus of credible reporting should those fail to appear within 2 hours after play ends.",
        SA, "2027-01-17 19:45:00+00",
        E("btts", "yes", "regulation", "official", "consensus", "open_until_played", "50-50", "result", None)))

    # 12 customer-service macro, MLS draw, US-calendar date
    L.append(v1(12, "cs_macro", "macro", ["greeting", "american_spelling", "date:mm_dd_yyyy", "number_words", "syn:counts_as_draw"],
        ["F:draw", "S1", "P1", "C1", "R1"],
        "LA Galaxy", "Los Angeles FC", "mls", "5102242",
        "Will LA Galaxy vs. Los Angeles FC end in a draw?", "mls-lag-laf-2027-04-17-draw",
        "Draw (LA Galaxy vs. Los Angeles FC)", "moneyline", None,
        "Thanks for reaching out! Here's how the \"Draw (LA Galaxy vs. Los Angeles FC)\" market works.\n\n"
        "It's for the MLS game on 04/17/2027. If the two teams are tied when regulation ends (90 minutes plus stoppage time), it resolves Yes. If either team is ahead, it resolves No. Overtime and penalty kicks don't factor in.\n\n"
        "If the game is postponed, the market stays open until it's played. If the game is canceled and never made up, that counts the same as a draw, so the market resolves Yes.\n\n"
        "We settle using official MLS statistics. If those aren't posted within two hours of the final whistle, we use the consensus of credible media reports.\n\n"
        "Hope that helps!",
        MLS, "2027-04-18 02:30:00+00",
        E("draw", "draw", "regulation", "official", "consensus", "open_until_played", "yes", "result", None)))

    # 13 lawyer's redraft of a plain rule, P4 + last price on cancellation
    L.append(v1(13, "lawyers_redraft", "single_para_legal", ["legal_drafting", "hereinafter", "number_words_and_numerals", "date:d_month_yyyy", "syn:fortnight_as_14_days", "british_spelling"],
        ["F:win", "S1", "P4", "C:last_price", "R1"],
        "Olympique Lyonnais", "AS Monaco FC", "ligue1", "5102243",
        "Will AS Monaco FC win on 2027-02-13?", "fl1-lyo-mon-2027-02-13-mon", "AS Monaco FC", "moneyline", None,
        "This market (hereinafter the \"Market\") relates to the Ligue 1 fixture between Olympique Lyonnais and AS Monaco FC fixed for 13 February 2027 (the \"Fixture\"). "
        "The Market shall resolve \"Yes\" if and only if AS Monaco FC is leading at the conclusion of normal playing time, being ninety (90) minutes plus such stoppage time as the referee may allow, and shall otherwise resolve \"No\"; "
        "for the avoidance of doubt, neither extra time nor kicks from the penalty mark shall be taken into account. "
        "If the Fixture is postponed and is not rescheduled to be played within fourteen (14) days of its original date, or if the Fixture is cancelled, the Market shall resolve at the last fair market price, "
        "meaning the price prevailing at the time the postponement or cancellation is announced. "
        "The result shall be determined from the official statistics of Ligue 1, save that, where such statistics remain unpublished two (2) hours after the Fixture ends, reliance may be placed on a consensus of credible reporting.",
        L1, "2027-02-13 20:00:00+00",
        E("win", "AS Monaco FC", "regulation", "official", "consensus", 336, "last_price", "last_price", None)))

    # 14 operations analyst, two-column table
    L.append(v1(14, "ops_analyst", "two_column_table", ["table", "terse", "british_spelling", "syn:delayed", "syn:called_off"],
        ["F:win", "S1", "P1", "C1", "R1", "R2"],
        "Aston Villa FC", "Everton FC", "epl", "5102244",
        "Will Aston Villa FC win on 2026-12-05?", "epl-ast-eve-2026-12-05-ast", "Aston Villa FC", "moneyline", None,
        "Item | Rule\n"
        "Fixture | Aston Villa FC v Everton FC, Premier League, Sat 5 Dec 2026\n"
        "Yes | Villa ahead at the end of regular time (90' plus stoppage)\n"
        "No | Draw, or Everton win\n"
        "Extra time / shoot-out | Not counted\n"
        "Game delayed | Market stays open; settles when the game is played\n"
        "Game called off, no replay | No\n"
        "Result source | Official Premier League statistics\n"
        "Back-up source | Credible-media consensus, only if official stats are not out 2 hours after the match\n"
        "Score changed after settlement | Ignored",
        PL, "2026-12-05 15:00:00+00",
        E("win", "Aston Villa FC", "regulation", "official", "consensus", "open_until_played", "no", "result", None)))

    # 15 tipster blogger, first-half result
    L.append(v1(15, "tipster_blogger", "paras", ["chatty", "syn:interval", "syn:half_time", "date:month_d_yyyy", "american_spelling"],
        ["F:half", "P1", "C2", "R1"],
        "Real Sociedad de Fútbol", "Athletic Club", "laliga", "5102245",
        "Will Real Sociedad de Fútbol be winning at half-time?", "lal-rso-bil-2027-02-20-1h-rso", "Real Sociedad de Fútbol (1H)", "first_half_moneyline", None,
        "Basque derby, February 20, 2027, and this one is all about the first 45. "
        "The market pays Yes if Real Sociedad de Fútbol go into the interval ahead of Athletic Club, counting first-half stoppage time but nothing after the half-time whistle. "
        "Level at the break, or Athletic in front, and it's a No. What happens in the second half doesn't matter.\n\n"
        "Postponed? Then the market just waits, open, for the game to be played. Canceled with no make-up date? Everything settles 50-50.\n\n"
        "Resolution comes from LaLiga's official stats; if those haven't been published within two hours of full time, a consensus of credible reporting is used.",
        LL, "2027-02-20 20:00:00+00",
        E("half", "Real Sociedad de Fútbol", None, "official", "consensus", "open_until_played", "50-50", "result", None, half="first")))

    # 16 radio presenter, exact score named away-first
    L.append(v1(16, "radio_presenter", "spoken", ["spoken_register", "score_away_first", "british_spelling", "number_words", "date:d_month"],
        ["F:exact_score", "S1", "P1", "C3", "R1"],
        "Tottenham Hotspur FC", "West Ham United FC", "epl", "5102246",
        "Exact score: Tottenham Hotspur FC 1-2 West Ham United FC?", "epl-tot-whu-2026-12-12-score-1-2", "Tottenham Hotspur FC 1-2 West Ham United FC", "soccer_exact_score", None,
        "Right, this one's a punt on West Ham United FC nicking it two-one away at Tottenham Hotspur FC on the twelfth of December 2026. "
        "Put plainly: Yes only if, when the ninety minutes and stoppage time are done, Spurs have exactly one goal and West Ham have exactly two. Any other scoreline, No. Extra time and spot-kicks don't come into it.\n\n"
        "If the game's postponed, the market hangs on until it's played. If it's called off for good with no replay, the market is settled as if it ended nil-nil, which means this one's a No.\n\n"
        "The official Premier League stats settle it. If they're not up within two hours of the finish, it goes on what the credible reporting agrees.",
        PL, "2026-12-12 15:00:00+00",
        E("exact_score", "1-2", "regulation", "official", "consensus", "open_until_played", "no", "result", None)))

    # 17 hurried intern: UCL knockout second leg, no time scope -> scope ambiguous; silent on cancellation
    L.append(v1(17, "hurried_intern", "one_para", ["minimal", "date:yyyy_mm_dd", "american_spelling"],
        ["F:win", "S:ambiguous", "P1", "R1"],
        "FC Barcelona", "Paris Saint-Germain FC", "ucl", "5102247",
        "Will FC Barcelona win on 2027-03-10?", "ucl-bar-par-2027-03-10-bar", "FC Barcelona", "moneyline", None,
        "Champions League round of 16, second leg: FC Barcelona host Paris Saint-Germain FC on 2027-03-10. "
        "Yes if FC Barcelona win the match, No otherwise. If the match is postponed the market stays open until it's played. "
        "We resolve from UEFA's official figures, or from consensus reporting if nothing official is out within two hours.",
        UEFA, "2027-03-10 20:00:00+00",
        E("win", "FC Barcelona", "ambiguous", "official", "consensus", "open_until_played", None, "result", None)))

    # 18 social-media manager: cancellation ambiguous
    L.append(v1(18, "social_media_manager", "short_lines", ["casual", "emoji_free_casual", "date:d_mon", "syn:scrapped", "british_spelling"],
        ["F:draw", "S1", "P1", "C:ambiguous", "R1"],
        "Brighton & Hove Albion FC", "Fulham FC", "epl", "5102248",
        "Will Brighton & Hove Albion FC vs. Fulham FC end in a draw?", "epl-bri-ful-2027-01-02-draw",
        "Draw (Brighton & Hove Albion FC vs. Fulham FC)", "moneyline", None,
        "Brighton v Fulham, 2 Jan 2027. Think it finishes level? This is your market.\n"
        "Yes = all square after 90 mins plus stoppage time. Anything else = No.\n"
        "Postponed? The market stays open till it's played.\n"
        "Scrapped completely? We'll sort out settlement in whatever way we think fits the situation.\n"
        "Results come from the official Premier League stats, or from a consensus of credible reporting if those aren't out within 2 hours.",
        PL, "2027-01-02 15:00:00+00",
        E("draw", "draw", "regulation", "official", "consensus", "open_until_played", "ambiguous", "result", None)))

    # 19 sports historian: source with no order -> ambiguous
    L.append(v1(19, "historian", "paras", ["discursive", "british_spelling", "date:d_month_yyyy", "syn:prevail", "number_words"],
        ["F:win", "S1", "P1", "C1", "R:ambiguous"],
        "VfB Stuttgart", "Eintracht Frankfurt", "bundesliga", "5102249",
        "Will VfB Stuttgart win on 2027-03-20?", "bun-stu-ein-2027-03-20-stu", "VfB Stuttgart", "moneyline", None,
        "VfB Stuttgart and Eintracht Frankfurt have met in the top flight since the Bundesliga's first season, and the fixture on 20 March 2027 adds another chapter. "
        "This market resolves Yes should Stuttgart prevail over the ninety minutes of regular play and the time added on for stoppages; a draw or an Eintracht victory resolves it No.\n\n"
        "A postponed fixture leaves the market open until the game is eventually played. A fixture cancelled outright and never replayed resolves No.\n\n"
        "The result will be established from the Bundesliga's records or from the principal German sports press.",
        "", "2027-03-20 14:30:00+00",
        E("win", "VfB Stuttgart", "regulation", "ambiguous", "ambiguous", "open_until_played", "no", "result", None)))

    # 20 events coordinator: postponement ambiguous; own-source single official
    L.append(v1(20, "events_coordinator", "paras", ["vague_discretion", "american_spelling", "date:month_d_yyyy", "syn:delayed", "syn:drags_on"],
        ["F:win", "S1", "P:ambiguous", "C1", "R:official"],
        "Inter Miami CF", "New York City FC", "mls", "5102250",
        "Will Inter Miami CF win on 2027-03-06?", "mls-mia-nyc-2027-03-06-mia", "Inter Miami CF", "moneyline", None,
        "Inter Miami CF vs. New York City FC, MLS regular season, March 6, 2027.\n\n"
        "Yes if Inter Miami CF win in regulation (90 minutes plus stoppage time). A tie or a New York City FC win resolves No.\n\n"
        "If the game is delayed, the market will stay open for a reasonable time. If the delay drags on, we'll settle the market at our discretion.\n\n"
        "If the game is canceled and not made up, the market resolves No.\n\n"
        "Results per official MLS match data.",
        MLS, "2027-03-07 00:30:00+00",
        E("win", "Inter Miami CF", "regulation", "official", None, "ambiguous", "no", "ambiguous", None)))

    # 21 rules-committee minutes: abandonment pays differently from cancellation
    L.append(v1(21, "rules_committee_minutes", "minutes", ["resolved_that", "numbered", "british_spelling", "date:dd_mm_yyyy_dots", "numerals", "exception"],
        ["F:win", "S1", "P1", "C1", "AB", "R1"],
        "Nottingham Forest FC", "Brentford FC", "epl", "5102251",
        "Will Brentford FC win on 2027-02-27?", "epl-not-bre-2027-02-27-bre", "Brentford FC", "moneyline", None,
        "Settlement terms as agreed by the markets committee for Nottingham Forest FC v Brentford FC (27.02.2027):\n"
        "(a) Resolved that the market pays Yes if Brentford FC are winning once 90 minutes plus stoppage time have been played, and No in all other cases.\n"
        "(b) Resolved that a postponement leaves the market open until the match takes place.\n"
        "(c) Resolved that a cancellation with no rearranged fixture resolves the market No.\n"
        "(d) Resolved, as an exception to (c), that if the match kicks off but is abandoned and not completed, the market resolves 50-50 rather than No.\n"
        "(e) Resolved that official Premier League statistics are the source, with a consensus of credible reporting used where those statistics are still unpublished 2 hours after the final whistle.",
        PL, "2027-02-27 15:00:00+00",
        E("win", "Brentford FC", "regulation", "official", "consensus", "open_until_played", "no", "result", "50-50")))
    return L
