"""Set (az): hand-written legs, each from a different imagined writer."""
import json

KEYS = ["family", "outcome", "line", "half", "scope", "source_primary", "source_fallback",
        "timing_window", "void_cancelled", "void_postponed_long", "void_abandoned"]


def exp(family, outcome, scope="regulation", sp="official", sf="consensus", tw="open_until_played",
        vc="no", vp="result", va=None, line=None, half=None):
    return dict(family=family, outcome=outcome, line=line, half=half, scope=scope, source_primary=sp,
                source_fallback=sf, timing_window=tw, void_cancelled=vc, void_postponed_long=vp,
                void_abandoned=va)


def v1(n, writer, styles, meanings, home, away, comp, slug, date, kickoff, question, git, smt, desc,
       expected, line=None, rs="", mid=None):
    return {"id": "az1-%03d" % n, "venue": "venue_one", "styles": sorted(styles + ["writer:" + writer]),
            "meanings": meanings, "home": home, "away": away, "competition": comp,
            "market": {"id": str(mid or 5301000 + n * 7), "question": question, "slug": slug,
                       "groupItemTitle": git, "sportsMarketType": smt, "line": line,
                       "outcomes": "[\"Yes\", \"No\"]", "description": desc, "resolutionSource": rs,
                       "event_title": "%s vs. %s" % (home, away),
                       "gameStartTime": "%s %s:00+00" % (date, kickoff)},
            "expected": expected}


def v2(n, writer, styles, meanings, home, away, comp, series, evt, suffix, title, yes, prim, sec,
       occ, sources, expected):
    et = "%s-%s" % (series, evt)
    return {"id": "az2-%03d" % n, "venue": "venue_two", "styles": sorted(styles + ["writer:" + writer]),
            "meanings": meanings, "home": home, "away": away, "competition": comp,
            "market": {"ticker": "%s-%s" % (et, suffix), "event_ticker": et, "series_ticker": series,
                       "title": title, "yes_sub_title": yes, "no_sub_title": yes,
                       "rules_primary": prim, "rules_secondary": sec, "occurrence_datetime": occ},
            "series_settlement_sources": sources, "expected": expected}


ESPN_FOX = [{"name": "ESPN", "url": "https://www.espn.com/soccer/"},
            {"name": "Fox Sports", "url": "https://www.foxsports.com/soccer"}]
ESPN = [{"name": "ESPN", "url": "https://www.espn.com/soccer/"}]
FIFA = [{"name": "FIFA", "url": "https://www.fifa.com/"}]
UEFA = [{"name": "UEFA", "url": "https://www.uefa.com/"}]
MLS = [{"name": "MLS", "url": "https://www.mlssoccer.com/"}]

L1 = []
L2 = []

# ---------------------------------------------------------------- venue_one
A, C = "Arsenal FC", "Chelsea FC"
L1.append(v1(1, "terse_trader", ["terse", "abbrev", "layout:lines", "numerals"],
    ["F:win", "S1", "P1", "C1", "R1"], A, C, "epl", "epl-ars-che-2026-03-14-ars", "2026-03-14", "17:30",
    "Will Arsenal FC win on 2026-03-14?", A, "moneyline",
    "Arsenal FC beat Chelsea FC, 14 Mar 2026 = Yes. Draw or Chelsea W = No.\n"
    "Clock: 90' + added time. No ET, no pens.\n"
    "PPD: market stays live till the game is actually played.\n"
    "Called off for good, no replay: No.\n"
    "Result per Premier League official stats. Nothing from the league 2h after FT -> go with what reputable media agree on.",
    exp("win", A), rs="https://www.premierleague.com/"))

RM, FCB = "Real Madrid CF", "FC Barcelona"
L1.append(v1(2, "careful_lawyer", ["legal", "definitions", "layout:numbered", "british_spelling", "number_words"],
    ["F:draw", "S1", "P1", "C1", "R1", "R2", "AB"], RM, FCB, "laliga", "lal-rea-bar-2026-04-19-draw",
    "2026-04-19", "19:00", "Will Real Madrid CF vs. FC Barcelona end in a draw?",
    "Draw (Real Madrid CF vs. FC Barcelona)", "moneyline",
    "1. Definitions. \"Fixture\" means the La Liga match between Real Madrid CF and FC Barcelona set down for 19 April 2026. \"Regulation Period\" means ninety (90) minutes together with any time the referee allows for stoppages, and excludes any period of extra time or any penalty shoot-out.\n"
    "2. Resolution. This market resolves \"Yes\" if, upon the expiry of the Regulation Period, the scores of the two clubs are equal. In every other circumstance it resolves \"No\".\n"
    "3. Postponement. Where the Fixture is postponed, the market shall remain open, without limit of time, until the Fixture has been played.\n"
    "4. Cancellation. Where the Fixture is cancelled and not re-staged, the market resolves \"Yes\".\n"
    "5. Abandonment. A Fixture that is abandoned and not completed shall be treated for all purposes as a cancellation under clause 4.\n"
    "6. Source. Resolution shall be based on the official statistics recognised by La Liga. If such statistics have not been published within two (2) hours of the conclusion of the Fixture, reliance may instead be placed on a consensus of credible reporting.\n"
    "7. Finality. No amendment to the official result made after resolution shall be given effect.",
    exp("draw", "draw", vc="yes", va="yes"), rs="https://www.laliga.com/"))

BAY, BVB = "FC Bayern München", "Borussia Dortmund"
L1.append(v1(3, "support_agent", ["faq", "layout:qa", "second_person", "american_spelling", "condition_first"],
    ["F:win", "S1", "P1", "C1", "R1"], BAY, BVB, "bundesliga", "bun-bay-dor-2026-03-28-dor",
    "2026-03-28", "17:30", "Will Borussia Dortmund win on 2026-03-28?", BVB, "moneyline",
    "Q: When does this pay Yes?\nA: If Borussia Dortmund beat FC Bayern München in their Bundesliga game on March 28, 2026. A draw, or a Bayern win, means No.\n\n"
    "Q: Does extra time count?\nA: No. We only look at the regular 90 minutes and whatever stoppage time is played on top.\n\n"
    "Q: What if the game gets moved?\nA: Then the market just waits. It remains open until the game has been played, whenever that ends up being.\n\n"
    "Q: And if it's canceled outright?\nA: If it is canceled and never made up, this market settles No.\n\n"
    "Q: Where do you get the result?\nA: From the official Bundesliga statistics. If those still aren't out two hours after the match ends, we can use the consensus of credible news reporting instead.",
    exp("win", BVB), rs="https://www.bundesliga.com/"))

JUV, MIL = "Juventus FC", "AC Milan"
L1.append(v1(4, "preview_writer", ["preview", "embedded_rule", "british_spelling", "colloquial", "layout:paras"],
    ["F:win", "S1", "P1", "C1", "R1"], JUV, MIL, "seriea", "sea-juv-mil-2026-02-22-juv",
    "2026-02-22", "19:45", "Will Juventus FC win on 2026-02-22?", JUV, "moneyline",
    "Juventus come into Sunday's Serie A meeting with AC Milan on the back of four straight clean sheets, while Milan have scored in every away game this season. Something has to give in Turin on 22/02/2026.\n\n"
    "How this market settles: you are backing a Juventus victory. If the Bianconeri are ahead once the referee blows for full time at the end of the ninety minutes and any added-on time, it's Yes; a draw or a Milan win is No. There is no extra time in a league game, and none would count anyway.\n\n"
    "Should the game be postponed, the market is not settled early - it simply stays open until the match is played. If it is called off completely and never replayed, the market goes to No.\n\n"
    "We settle on Serie A's official statistics; if they haven't been released two hours after the final whistle, a consensus of credible reporting can be used.",
    exp("win", JUV), rs="https://www.legaseriea.it/"))

PSG, OM = "Paris Saint-Germain FC", "Olympique de Marseille"
L1.append(v1(5, "non_native_writer", ["non_native", "british_spelling", "number_words", "layout:paras"],
    ["F:draw", "S1", "P1", "C1", "R1"], PSG, OM, "ligue1", "fl1-par-olm-2026-03-01-draw",
    "2026-03-01", "19:45", "Will Paris Saint-Germain FC vs. Olympique de Marseille end in a draw?",
    "Draw (Paris Saint-Germain FC vs. Olympique de Marseille)", "moneyline",
    "This market is resolving to \"Yes\" when the match of Ligue 1 between Paris Saint-Germain FC and Olympique de Marseille, foreseen for the 1st March 2026, is finishing with the equal score after the normal ninety minutes and the time added by referee. If one of the team is winning, it resolve to \"No\". Extra time and penalties are not taking into account.\n\n"
    "In case the match is postponed, the market stay open until the match is played, no matter how much time.\n\n"
    "In case the match is cancelled and not replayed at all, the market resolve to \"Yes\", like it was a draw.\n\n"
    "Source of the result is the official statistic recognised by Ligue 1. If this is not published inside two hours after the final whistle, can be used the consensus of serious media.",
    exp("draw", "draw", vc="yes"), rs="https://www.ligue1.com/"))

LIV, MCI = "Liverpool FC", "Manchester City FC"
L1.append(v1(6, "engineer_bullets", ["layout:bullets", "terse", "numerals", "key_value"],
    ["F:total", "S1", "P1", "C2", "R1"], LIV, MCI, "epl", "epl-liv-mac-2026-04-04-more-markets-total-2pt5",
    "2026-04-04", "16:30", "Liverpool FC vs. Manchester City FC: O/U 2.5", "O/U 2.5", "totals",
    "- market: total goals, Liverpool FC v Manchester City FC, EPL, 2026-04-04\n"
    "- YES: combined goals >= 3 (i.e. over 2.5)\n"
    "- NO: combined goals <= 2\n"
    "- counted window: 90 min + stoppage; ET and shoot-out not counted\n"
    "- postponed: no change, market open until played\n"
    "- cancelled w/o make-up fixture: resolves 50-50\n"
    "- data: official Premier League stats; fallback = consensus of credible reporting if not out within 2 h of final whistle",
    exp("total", "over", line=2.5, vc="50-50"), line=2.5, rs="https://www.premierleague.com/"))

WER = "SV Werder Bremen"
L1.append(v1(7, "table_engineer", ["layout:table", "two_column", "terse", "numerals"],
    ["F:spread", "S1", "P1", "C2", "R1"], BAY, WER, "bundesliga", "bun-bay-wer-2026-04-11-more-markets-spread-bay-1pt5",
    "2026-04-11", "13:30", "Spread: FC Bayern München (-1.5)", "FC Bayern München (-1.5)", "spreads",
    "Item | Rule\n"
    "Fixture | FC Bayern München vs. SV Werder Bremen, Bundesliga, 11.04.2026\n"
    "Yes | Bayern win by 2 goals or more\n"
    "No | Bayern win by exactly 1, draw, or Werder win\n"
    "Time counted | Regulation: 90 minutes plus stoppage (no extra time, no penalties)\n"
    "Postponed | Market remains open until the match is played\n"
    "Cancelled, never replayed | 50-50\n"
    "Result source | Official Bundesliga statistics; consensus of credible reporting if those are not out within 2 hours after the match",
    exp("spread", BAY, line=1.5, vc="50-50"), line=-1.5, rs="https://www.bundesliga.com/"))

ATM, SEV = "Club Atlético de Madrid", "Sevilla FC"
L1.append(v1(8, "compliance_officer", ["formal", "headings", "american_spelling", "negation", "layout:headings"],
    ["F:btts", "S1", "P1", "C2", "R1", "R2", "AB"], ATM, SEV, "laliga", "lal-mad-sev-2026-05-02-more-markets-btts",
    "2026-05-02", "14:00", "Club Atlético de Madrid vs. Sevilla FC: Both Teams to Score", "Both Teams to Score", "both_teams_to_score",
    "Scope of contract\nThis contract concerns the La Liga fixture Club Atlético de Madrid v Sevilla FC scheduled for May 2, 2026. It settles Yes only if each club scores at least one goal during regulation time (90 minutes plus stoppage time). If either club is held scoreless in that period, it settles No. Goals in extra time or a penalty shoot-out are disregarded.\n\n"
    "Postponement\nA postponement does not trigger settlement; the contract stays open until the fixture is played.\n\n"
    "Cancellation and abandonment\nIf the fixture is canceled with no make-up game, the contract settles 50-50. The same applies to a fixture that is abandoned and not completed.\n\n"
    "Data sources\nOfficial La Liga statistics are the primary source. If they are unavailable two hours after the fixture ends, the consensus of credible reporting can be used. Corrections to the official score made after settlement are not recognized.",
    exp("btts", "yes", vc="50-50", va="50-50"), rs="https://www.laliga.com/"))

INT = "FC Internazionale Milano"
L1.append(v1(9, "journalist", ["journalistic", "inverted_pyramid", "british_spelling", "layout:paras"],
    ["F:half", "P1", "C2", "R1"], JUV, INT, "seriea", "sea-juv-int-2026-04-25-more-markets-1h-draw",
    "2026-04-25", "18:45", "Juventus FC vs. Inter: Draw at Half-Time?", "First Half Draw", "first_half_moneyline",
    "Level at the break: that is the only question this market asks of Saturday's Derby d'Italia between Juventus FC and FC Internazionale Milano (25 April 2026). "
    "It pays Yes if the scoreline is level when the referee ends the first half, first-half stoppage time included, and No if either side is in front at that point. What happens after the interval is irrelevant.\n\n"
    "A postponed match keeps the market open until it is finally played. A match cancelled outright, with no replay, sees the market settled 50-50. "
    "The half-time score is taken from Serie A's official statistics, or, where these are not out within two hours of full time, from a consensus of credible reporting.",
    exp("half", "draw", scope=None, half="first", vc="50-50"), rs="https://www.legaseriea.it/"))

TOT, WHU = "Tottenham Hotspur FC", "West Ham United FC"
L1.append(v1(10, "release_notes_pm", ["release_notes", "layout:bullets", "numerals", "american_spelling"],
    ["F:exact_score", "S1", "P1", "C3", "R1"], TOT, WHU, "epl", "epl-tot-wes-2026-03-21-more-markets-score-2-1",
    "2026-03-21", "15:00", "Exact Score: Tottenham Hotspur FC 2 - 1 West Ham United FC?", "Tottenham 2-1", "exact_score",
    "New in this release: exact-score markets for Tottenham Hotspur FC vs. West Ham United FC (EPL, Mar 21, 2026).\n\n"
    "What this one settles on:\n"
    "* Yes if the final score at the end of regulation (90 min + stoppage) is Tottenham 2, West Ham 1.\n"
    "* No for any other score. Extra time and penalty kicks are out of scope.\n"
    "* Postponed? Nothing changes; the market stays open till the game takes place.\n"
    "* Canceled with no make-up game? The exact-score set resolves as if the score were 0-0, so this market resolves No.\n"
    "* Result source: official Premier League stats, with a consensus of credible reporting as the backup if the league has said nothing 2 hours after the final whistle.",
    exp("exact_score", "2-1", vc="no"), rs="https://www.premierleague.com/"))

NEW, AVL = "Newcastle United FC", "Aston Villa FC"
L1.append(v1(11, "statistician", ["statistical", "precise", "numerals", "british_spelling", "layout:paras"],
    ["F:exact_score", "S1", "P1", "C3", "R1", "R2"], NEW, AVL, "epl", "epl-new-ast-2026-02-07-more-markets-score-0-0",
    "2026-02-07", "15:00", "Exact Score: Newcastle United FC 0 - 0 Aston Villa FC?", "0-0", "exact_score",
    "Event of interest: the state in which neither Newcastle United FC nor Aston Villa FC has scored at the end of regulation in their Premier League match of 07/02/2026. Regulation = 90 minutes + all stoppage time; goals in any extra period and shoot-out kicks are excluded from the count. If the recorded score is 0-0 the market resolves Yes; for any other score it resolves No.\n\n"
    "Postponement leaves the market open until the match has taken place. Cancellation with no rescheduled match: the exact-score markets default to the 0-0 outcome, so this market resolves Yes.\n\n"
    "Data: official statistics recognised by the Premier League. If unpublished 2 hours after the final whistle, a consensus of credible reporting is used. Revisions to the score after resolution are ignored.",
    exp("exact_score", "0-0", vc="yes"), rs="https://www.premierleague.com/"))

RMA2 = "Real Madrid CF"
L1.append(v1(12, "sports_desk_editor", ["editorial", "knockout", "british_spelling", "layout:paras"],
    ["F:advance", "S6", "P1", "C2", "R1"], A, RMA2, "ucl", "ucl-ars-rea-2026-04-15-ars-advance",
    "2026-04-15", "19:00", "Will Arsenal FC advance past Real Madrid CF?", A, "moneyline",
    "Arsenal FC host Real Madrid CF in the second leg of their Champions League quarter-final on 15 April 2026. This two-way market asks only which club goes through.\n\n"
    "Yes: Arsenal progress to the semi-finals, however it happens - on aggregate inside ninety minutes, after extra time, or via a penalty shoot-out. No: Real Madrid progress.\n\n"
    "If the second leg is postponed, the market stays open until it is played. If it is cancelled and never replayed, the market settles 50-50.\n\n"
    "Progression is confirmed from UEFA's official statistics; if these have not appeared two hours after the final whistle, the consensus of credible reporting can be used.",
    exp("advance", A, scope="penalties", vc="50-50"), rs="https://www.uefa.com/"))

LAG, SEA = "LA Galaxy", "Seattle Sounders FC"
L1.append(v1(13, "cs_macro", ["customer_service", "second_person", "american_spelling", "number_words", "layout:paras"],
    ["F:win", "S1", "P4", "C1", "R1"], LAG, SEA, "mls", "mls-lag-sea-2026-05-16-lag",
    "2026-05-17", "02:30", "Will LA Galaxy win on 2026-05-16?", LAG, "moneyline",
    "Hi there! Thanks for asking about this market. Here's how it works:\n\n"
    "This market resolves to Yes if LA Galaxy beat Seattle Sounders FC in their MLS game on 05/16/2026 (US date). A tie or a Seattle win makes it No. Only regulation counts - that's the 90 minutes plus stoppage time; there's no overtime or shootout involved.\n\n"
    "If the game is postponed and isn't rescheduled within two weeks, the market settles at the last fair market price, as defined at the time the postponement was announced. If it's canceled and no make-up game is played, it resolves No.\n\n"
    "We use the official MLS statistics. If they aren't posted within two hours after the game, we may go by the consensus of credible reporting.\n\nHope that helps!",
    exp("win", LAG, tw=336, vp="last_price"), rs="https://www.mlssoccer.com/"))

MEX, RSA = "Mexico", "South Africa"
L1.append(v1(14, "lawyer_redraft", ["legal", "redraft", "notwithstanding", "american_spelling", "layout:paras"],
    ["F:win", "S1", "P1", "C1", "R1", "R2", "AB"], MEX, RSA, "wc", "fifwc-mex-rsa-2026-06-11-mex",
    "2026-06-11", "19:00", "Will Mexico win on 2026-06-11?", MEX, "moneyline",
    "Plain version: Mexico win, you win.\n\n"
    "Redrafted: This market shall resolve to \"Yes\" if, and only if, Mexico records more goals than South Africa in the FIFA World Cup 2026 group-stage match between them scheduled for June 11, 2026, as measured at the conclusion of ninety minutes of play and any stoppage time added thereto, extra time and any shoot-out on penalties being expressly excluded. The market shall otherwise resolve to \"No\".\n\n"
    "Notwithstanding any delay, a postponed match shall not cause early resolution; the market shall remain open pending completion of the match. In the event the match is canceled and no make-up match is held, the market shall resolve to \"No\". A match abandoned and not completed shall be resolved as though canceled.\n\n"
    "The resolution source shall be the official statistics of FIFA, provided that, absent publication within two hours of the match's conclusion, the consensus of credible reporting can govern. Any post-resolution amendment to the score shall be disregarded.",
    exp("win", MEX, va="no"), rs="https://www.fifa.com/"))

PSV = "PSV Eindhoven"
L1.append(v1(15, "casual_blogger", ["casual", "knockout", "no_scope", "layout:paras"],
    ["F:win", "S:ambiguous", "P1", "C1", "R1"], BVB, PSV, "ucl", "ucl-dor-psv-2026-03-11-dor",
    "2026-03-11", "20:00", "Will Borussia Dortmund win on 2026-03-11?", BVB, "moneyline",
    "Big night at the Westfalenstadion! Dortmund welcome PSV Eindhoven for the second leg of the Champions League round of 16 on March 11, 2026, and the tie is wide open.\n\n"
    "This market resolves Yes if Borussia Dortmund win the match, and No otherwise.\n\n"
    "If the game is postponed, the market stays open until it's played. If it's cancelled with no replay, this resolves No.\n\n"
    "The result comes from UEFA's official statistics, or from a consensus of credible reporting if UEFA hasn't published within two hours of the finish.",
    exp("win", BVB, scope="ambiguous"), rs="https://www.uefa.com/"))

ROM, LAZ = "AS Roma", "SS Lazio"
L1.append(v1(16, "ops_manager", ["vague", "british_spelling", "layout:paras"],
    ["F:win", "S1", "P1", "C:ambiguous", "R1"], ROM, LAZ, "seriea", "sea-rom-laz-2026-03-08-rom",
    "2026-03-08", "17:00", "Will AS Roma win on 2026-03-08?", ROM, "moneyline",
    "Resolves Yes if AS Roma defeat SS Lazio in the Rome derby (Serie A, 8th March 2026) within 90 minutes plus stoppage time; any other outcome, including a draw, resolves No. Extra time and penalties play no part.\n\n"
    "If the derby is postponed, this market remains open until it is played. If the derby is cancelled, the market will be settled at the discretion of the resolution committee.\n\n"
    "Source: official Serie A statistics, falling back to a consensus of credible reporting if nothing official is published within two hours of full time.",
    exp("win", ROM, vc="ambiguous"), rs="https://www.legaseriea.it/"))

LEV, SGE = "Bayer 04 Leverkusen", "Eintracht Frankfurt"
L1.append(v1(17, "blog_editor", ["vague_source", "british_spelling", "layout:paras"],
    ["F:win", "S1", "P1", "C1", "R:ambiguous"], LEV, SGE, "bundesliga", "bun-b04-ein-2026-02-14-ein",
    "2026-02-14", "14:30", "Will Eintracht Frankfurt win on 2026-02-14?", SGE, "moneyline",
    "Eintracht Frankfurt need to beat Bayer 04 Leverkusen away on 14 February 2026 for this to resolve Yes. A draw or a Leverkusen win resolves No. Only the 90 minutes plus stoppage time are counted.\n\n"
    "Postponed? The market stays open till the game takes place. Cancelled and never rescheduled? It resolves No.\n\n"
    "The result will be checked against bundesliga.com or the major sports outlets such as kicker.",
    exp("win", SGE, sp="ambiguous", sf="ambiguous"), rs=""))

MUN, EVE = "Manchester United FC", "Everton FC"
L1.append(v1(18, "community_mod", ["vague_timing", "british_spelling", "layout:paras"],
    ["F:win", "S1", "P:ambiguous", "C1", "R1"], MUN, EVE, "epl", "epl-mun-eve-2026-01-24-mun",
    "2026-01-24", "15:00", "Will Manchester United FC win on 2026-01-24?", MUN, "moneyline",
    "Yes if Manchester United FC beat Everton FC at Old Trafford on Saturday 24 January 2026 once the 90 minutes and stoppage time are up; a draw or an Everton win is No. No extra time or penalties come into it.\n\n"
    "If the kick-off is significantly delayed or the match is moved, the market may be paused and will be settled in a manner considered appropriate in the circumstances. If the match is cancelled with no replay, it resolves No.\n\n"
    "Official Premier League statistics decide; if they are not out within two hours of the final whistle, the consensus of credible reporting can be used.",
    exp("win", MUN, tw="ambiguous", vp="ambiguous"), rs="https://www.premierleague.com/"))

OL, LIL = "Olympique Lyonnais", "LOSC Lille"
L1.append(v1(19, "wire_reporter", ["terse", "minimal", "silent_void", "layout:one_para"],
    ["F:win", "S1"], OL, LIL, "ligue1", "fl1-lyo-lil-2026-04-26-lil",
    "2026-04-26", "18:45", "Will LOSC Lille win on 2026-04-26?", LIL, "moneyline",
    "LOSC Lille to win away at Olympique Lyonnais, Ligue 1, Sunday April 26, 2026. Yes on a Lille win at the end of normal time (90 minutes plus stoppages). No on a draw or a Lyon win.",
    exp("win", LIL, sp=None, sf=None, tw=None, vc=None, vp=None), rs=""))

BHA, BRE = "Brighton & Hove Albion FC", "Brentford FC"
L1.append(v1(20, "odds_compiler", ["negation", "british_spelling", "number_words", "layout:paras"],
    ["F:total", "S1", "P1", "C2", "R1", "AB"], BHA, BRE, "epl", "epl-bri-bre-2026-05-09-more-markets-total-3pt5",
    "2026-05-09", "14:00", "Brighton & Hove Albion FC vs. Brentford FC: Under 3.5 goals?", "Under 3.5", "totals",
    "This market does not resolve Yes if four or more goals are scored. It resolves Yes only if Brighton & Hove Albion FC and Brentford FC between them score fewer than four goals - three at most - in their Premier League match of 9 May 2026, counting regulation time (ninety minutes plus stoppage) and nothing else. Otherwise No.\n\n"
    "Postponement does not settle the market; it remains open until the match is played. Should the match be cancelled without a make-up fixture, or abandoned and not finished, the market resolves 50-50.\n\n"
    "Premier League official statistics are the source. If these are not available within two hours of full time, the consensus of credible reporting applies.",
    exp("total", "under", line=3.5, vc="50-50", va="50-50"), line=3.5, rs="https://www.premierleague.com/"))

VCF, VIL = "Valencia CF", "Villarreal CF"
L1.append(v1(21, "translator_spanish", ["non_native", "treated_as_draw", "date_words", "layout:paras"],
    ["F:draw", "S1", "P1", "C1", "R1", "R2"], VCF, VIL, "laliga", "lal-val-vil-2026-03-07-draw",
    "2026-03-07", "20:00", "Will Valencia CF vs. Villarreal CF end in a draw?",
    "Draw (Valencia CF vs. Villarreal CF)", "moneyline",
    "The market resolve \"Yes\" if Valencia CF and Villarreal CF finish their match of La Liga of the seventh of March 2026 with the same number of goals, after the ninety minutes of regular play and the time of discount. Otherwise, \"No\".\n\n"
    "When the match is postponed, the market remain open until it is disputed. When the match is cancelled without new date, it is treated as a draw and the market resolve \"Yes\".\n\n"
    "The official statistics of La Liga are the primary source; if they are not published in the two hours after the end, a consensus of credible reporting can be used. Changes to the score after the resolution are not considered.",
    exp("draw", "draw", vc="yes"), rs="https://www.laliga.com/"))

# ---------------------------------------------------------------- venue_two
def e2(family, outcome, scope="regulation", sp="provider", tw=48, vc="fair_price", vp="fair_price", va=None,
       line=None, half=None, sf=None):
    return exp(family, outcome, scope=scope, sp=sp, sf=sf, tw=tw, vc=vc, vp=vp, va=va, line=line, half=half)

STD_SEC = None
L2.append(v2(1, "terse_trader", ["terse", "abbrev", "numerals", "layout:lines"], ["F:win", "S2", "D1", "P2", "C4", "R3"],
    "Arsenal", "Chelsea", "epl", "KXEPLGAME", "26MAR14ARSCFC", "ARS", "Arsenal vs Chelsea Winner?", "Arsenal",
    "Arsenal beats Chelsea, EPL, Mar 14, 2026, on the score after 90 min + stoppage (ET/pens not included) -> Yes.",
    "Level after 90+ST -> Tie market Yes.\nCxl, or moved >48h from original KO -> fair price per rules.",
    "2026-03-14T17:30:00Z", ESPN_FOX, e2("win", "Arsenal")))

L2.append(v2(2, "careful_lawyer", ["legal", "formal", "american_spelling", "number_words", "layout:paras"],
    ["F:draw", "S2", "D1", "P2", "C4", "R3"], "Real Madrid", "Barcelona", "laliga", "KXLALIGAGAME",
    "26APR19RMABAR", "TIE", "Real Madrid vs Barcelona Winner?", "Tie",
    "If the outcome is Tie in the Real Madrid vs Barcelona professional Spanish La Liga soccer game first scheduled for Apr 19, 2026, determined at the conclusion of ninety (90) minutes and any stoppage time, exclusive of extra time and penalty kicks, the market settles Yes.",
    "For purposes of this market, a Tie means that the two sides have scored an equal number of goals at the end of regulation, in which event the market designated \"Tie\" resolves to Yes. Should the game be canceled, or should it be rescheduled to begin more than forty-eight (48) hours after its original start time, the market shall resolve to a fair price determined in accordance with the Rulebook.",
    "2026-04-19T19:00:00Z", ESPN_FOX, e2("draw", "draw")))

L2.append(v2(3, "support_agent", ["faq", "layout:qa", "second_person", "american_spelling"],
    ["F:draw", "S3", "D1", "P2", "C4", "R3"], "USA", "Paraguay", "wc", "KXWCGAME", "26JUN12USAPAR", "TIE",
    "USA vs Paraguay Winner?", "Tie",
    "If Tie wins the USA vs Paraguay FIFA World Cup soccer game first scheduled for Jun 12, 2026 once 90 minutes and stoppage time are played, the market settles Yes.",
    "Q: Do extra time or penalties matter here? A: No, they're excluded; only regulation counts. "
    "Q: What does Tie mean? A: Both teams level at the end of regulation, which makes the Tie market resolve to Yes. "
    "Q: What if the game is called off or pushed back? A: If it's canceled, or rescheduled to a slot over 48 hours after the original kickoff, the market settles at a fair price under the rules.",
    "2026-06-13T01:00:00Z", FIFA, e2("draw", "draw", sp="official")))

L2.append(v2(4, "ops_runbook", ["layout:numbered", "split_scope", "terse", "numerals"],
    ["F:win", "S4", "D1", "P2", "C4", "R3"], "Colo-Colo", "Universidad de Chile", "chile", "KXCHLGAME",
    "26MAY03COLUCH", "COL", "Colo-Colo vs Universidad de Chile Winner?", "Colo-Colo",
    "If Colo-Colo wins the Colo-Colo vs Universidad de Chile Chilean Primera División match first set for May 3, 2026, the market settles Yes.",
    "1. Scope: the result is taken at the end of regulation, i.e. 90 minutes plus stoppage time. Extra time and penalties do not count.\n"
    "2. A level score at that point resolves the Tie market to Yes.\n"
    "3. Cancelled, or rescheduled > 48 hours after the original start: the market settles at a fair price in line with the rules.",
    "2026-05-03T20:00:00Z", ESPN, e2("win", "Colo-Colo")))

L2.append(v2(5, "data_clerk", ["no_scope", "minimal", "layout:one_para"],
    ["F:win", "S:ambiguous", "P2", "C4", "R3"], "Napoli", "Atalanta", "seriea", "KXSERIEAGAME",
    "26FEB28NAPATA", "ATA", "Napoli vs Atalanta Winner?", "Atalanta",
    "If Atalanta wins the Napoli vs Atalanta professional Italian Serie A soccer game first scheduled for Feb 28, 2026, the market settles Yes.",
    "The market refers to the outcome of the game as reported. If the game is canceled or rescheduled more than 48 hours later, the market settles at a fair price according to the rules.",
    "2026-02-28T19:45:00Z", ESPN_FOX, e2("win", "Atalanta", scope="ambiguous")))

L2.append(v2(6, "sports_desk_editor", ["knockout", "editorial", "british_spelling", "layout:paras"],
    ["F:advance", "S6", "P3", "C4", "R3"], "Arsenal", "Real Madrid", "ucl", "KXUCLADVANCE",
    "26APR15ARSRMA", "ARS", "Arsenal vs Real Madrid: who advances?", "Arsenal",
    "If Arsenal advances past Real Madrid in their UEFA Champions League quarter-final tie, whose second leg is originally scheduled for Apr 15, 2026, the market settles Yes. The tie is decided over both legs, including any extra time and a penalty shoot-out.",
    "If the second leg is postponed but kicks off within 48 hours of its original start, the market stays open. Otherwise, or if the tie is cancelled, the market settles at a fair price per the rules.",
    "2026-04-15T19:00:00Z", UEFA, e2("advance", "Arsenal", scope="penalties", sp="official")))

L2.append(v2(7, "engineer_bullets", ["layout:bullets", "terse", "numerals"], ["F:total", "S2", "P2", "C4", "R3"],
    "Liverpool", "Man City", "epl", "KXEPLTOTAL", "26APR04LFCMCI", "2", "Liverpool vs Man City: Total Goals", "Over 2.5 goals",
    "If more than 2.5 goals are scored in the Liverpool vs Man City professional English Premier League soccer game first scheduled for Apr 4, 2026 once 90 minutes and stoppage time are played (extra time and penalty kicks excluded), the market settles Yes.",
    "- counts goals by both teams, own goals included\n- canceled -> fair price\n- rescheduled to > 48 h after original start -> fair price",
    "2026-04-04T16:30:00Z", ESPN_FOX, e2("total", "over", line=2.5)))

L2.append(v2(8, "statistician", ["precise", "away_favourite", "numerals", "layout:paras"],
    ["F:spread", "S2", "P2", "C4", "R3"], "Everton", "Tottenham", "epl", "KXEPLSPREAD", "26FEB21EVETOT", "TOT2",
    "Everton vs Tottenham: Tottenham wins by over 1.5 goals?", "Tottenham wins by over 1.5 goals",
    "If Tottenham wins the Everton vs Tottenham professional English Premier League soccer game first scheduled for Feb 21, 2026 by a margin strictly greater than 1.5 goals (that is, by 2 or more) once 90 minutes and stoppage time are played (excluding extra time and penalties), the market settles Yes.",
    "A one-goal Tottenham win, a draw, or an Everton win all resolve No. Should the game be canceled or moved more than 48 hours past its original start, the market settles at a fair price under the rules.",
    "2026-02-21T15:00:00Z", ESPN_FOX, e2("spread", "Tottenham", line=1.5)))

L2.append(v2(9, "pub_quiz_host", ["colloquial", "british_spelling", "layout:paras"], ["F:btts", "S2", "P2", "C4", "R3"],
    "Atletico Madrid", "Sevilla", "laliga", "KXLALIGABTTS", "26MAY02ATMSEV", "BTTS", "Atletico Madrid vs Sevilla: Both teams to score?", "Both teams score",
    "If both Atletico Madrid and Sevilla find the net at least once in their professional Spanish La Liga soccer game first scheduled for May 2, 2026, counting only the 90 minutes plus stoppage time (extra time and penalties don't count), the market settles Yes.",
    "A goalless side means No. If the game's cancelled, or put back by more than 48 hours, the market settles at a fair price as set out in the rules.",
    "2026-05-02T14:00:00Z", ESPN_FOX, e2("btts", "yes")))

L2.append(v2(10, "journalist", ["journalistic", "half_time", "layout:paras"], ["F:half", "P2", "C4", "R3"],
    "Juventus", "Inter", "seriea", "KXSERIEA1H", "26APR25JUVINT", "JUV", "Juventus vs Inter: First Half Winner?", "Juventus",
    "If Juventus leads Inter at half-time of the professional Italian Serie A soccer game first scheduled for Apr 25, 2026, counting the first 45 minutes plus first-half stoppage time, the market settles Yes.",
    "Anything that happens after the interval has no bearing. If the first half ends level, the Tie market resolves Yes. A game canceled, or rescheduled to a slot over 48 hours later, resolves to a fair price under the rules.",
    "2026-04-25T18:45:00Z", ESPN_FOX, e2("half", "Juventus", scope=None, half="first")))

L2.append(v2(11, "release_notes_pm", ["release_notes", "layout:bullets", "american_spelling"],
    ["F:exact_score", "S2", "P2", "C4", "R3"], "Tottenham", "West Ham", "epl", "KXEPLSCORE", "26MAR21TOTWHU", "1-1",
    "Tottenham vs West Ham: Exact Score", "1-1",
    "If the final score of the Tottenham vs West Ham professional English Premier League soccer game first scheduled for Mar 21, 2026 is Tottenham 1, West Ham 1 once 90 minutes and stoppage time are played (extra time and penalty kicks excluded), the market settles Yes.",
    "What's new: exact-score contracts now carry the same void handling as GAME markets.\n* Canceled game: fair price per the rules.\n* Game rescheduled to a slot over 48 hours after the original time: fair price per the rules.",
    "2026-03-21T15:00:00Z", ESPN_FOX, e2("exact_score", "1-1")))

L2.append(v2(12, "compliance_officer", ["formal", "p3", "american_spelling", "number_words", "layout:paras"],
    ["F:win", "S2", "D1", "P3", "C4", "R3"], "Bayern Munich", "Dortmund", "bundesliga", "KXBUNDESLIGAGAME",
    "26MAR28BMUBVB", "BVB", "Bayern Munich vs Dortmund Winner?", "Dortmund",
    "If Dortmund wins the Bayern Munich vs Dortmund professional German Bundesliga soccer game first scheduled for Mar 28, 2026 once 90 minutes and stoppage time are played (extra time and penalty kicks excluded), the market settles Yes.",
    "If the game is tied at the end of regulation, the market for Tie resolves to Yes. A postponed game that starts within two days (forty-eight hours) of its originally scheduled time leaves the market open; a game postponed beyond that, or canceled, resolves to a fair price as the rules set out.",
    "2026-03-28T17:30:00Z", ESPN_FOX, e2("win", "Dortmund")))

L2.append(v2(13, "league_liaison", ["named_source", "british_spelling", "layout:paras"],
    ["F:win", "S2", "D1", "P2", "C4"], "Leverkusen", "Frankfurt", "bundesliga", "KXBUNDESLIGAGAME",
    "26FEB14LEVSGE", "SGE", "Leverkusen vs Frankfurt Winner?", "Frankfurt",
    "If Frankfurt wins the Leverkusen vs Frankfurt professional German Bundesliga soccer game first scheduled for Feb 14, 2026 once 90 minutes and stoppage time are played (extra time and penalties not included), the market settles Yes.",
    "The result is taken from the official Bundesliga statistics at bundesliga.com. If the score is level after regulation, the Tie market resolves to Yes. Should the game be cancelled or rescheduled to a slot over 48 hours after its original kick-off, the market settles at a fair price as the rules set out.",
    "2026-02-14T14:30:00Z", ESPN_FOX, e2("win", "Frankfurt", sp="official")))

L2.append(v2(14, "data_engineer", ["named_source", "fallback", "layout:lines", "terse"],
    ["F:win", "S2", "D1", "P2", "C4"], "PSG", "Marseille", "ligue1", "KXLIGUE1GAME",
    "26MAR01PSGOM", "PSG", "PSG vs Marseille Winner?", "PSG",
    "If PSG wins the PSG vs Marseille professional French Ligue 1 soccer game first scheduled for Mar 1, 2026 once 90 minutes and stoppage time are played (extra time and penalty kicks excluded), the market settles Yes.",
    "Source: Opta match data; if Opta is unavailable, ESPN's match report.\nLevel after regulation: Tie market resolves Yes.\nCanceled, or rescheduled beyond 48 hours: fair price per the rules.",
    "2026-03-01T19:45:00Z", ESPN_FOX, e2("win", "PSG", sf="provider")))

L2.append(v2(15, "two_authors", ["contradiction", "layout:paras"], ["F:win", "S2", "D1", "P:ambiguous", "C4", "R3"],
    "Newcastle", "Aston Villa", "epl", "KXEPLGAME", "26FEB07NEWAVL", "NEW", "Newcastle vs Aston Villa Winner?", "Newcastle",
    "If Newcastle wins the Newcastle vs Aston Villa professional English Premier League soccer game first scheduled for Feb 7, 2026 once 90 minutes and stoppage time are played (extra time and penalty kicks excluded), the market settles Yes. If the game is rescheduled to a slot over 48 hours after its original time, the market settles at a fair price.",
    "A draw after regulation resolves the Tie market to Yes. If the game is canceled, the market settles at a fair price per the rules. A postponed game keeps the market open for up to one week; after that, the market settles at a fair price.",
    "2026-02-07T15:00:00Z", ESPN_FOX, e2("win", "Newcastle", tw="ambiguous")))

L2.append(v2(16, "ops_manager", ["vague", "american_spelling", "layout:paras"], ["F:draw", "S2", "D1", "P2", "C:ambiguous", "R3"],
    "Roma", "Lazio", "seriea", "KXSERIEAGAME", "26MAR08ROMLAZ", "TIE", "Roma vs Lazio Winner?", "Tie",
    "If the outcome is Tie in the Roma vs Lazio professional Italian Serie A soccer game first scheduled for Mar 8, 2026 once 90 minutes and stoppage time are played (extra time and penalty kicks excluded), the market settles Yes.",
    "If the game is rescheduled to a slot over 48 hours after its original start, the market settles at a fair price. If the game is canceled, the exchange will decide how the market is settled.",
    "2026-03-08T17:00:00Z", ESPN_FOX, e2("draw", "draw", vc="ambiguous")))

L2.append(v2(17, "risk_analyst", ["abandonment", "numerals", "layout:bullets"], ["F:win", "S2", "D1", "P2", "C4", "AB", "R3"],
    "Man United", "Everton", "epl", "KXEPLGAME", "26JAN24MUNEVE", "EVE", "Man United vs Everton Winner?", "Everton",
    "If Everton wins the Man United vs Everton professional English Premier League soccer game first scheduled for Jan 24, 2026 once 90 minutes and stoppage time are played (extra time and penalty kicks excluded), the market settles Yes.",
    "- Tied after regulation: the Tie market resolves Yes.\n- Canceled, or rescheduled more than 48 hours out: fair price per the rules.\n- Abandoned before full time and not completed: also a fair price.",
    "2026-01-24T15:00:00Z", ESPN_FOX, e2("win", "Everton", va="fair_price")))

L2.append(v2(18, "trading_desk_note", ["abandonment", "last_price", "british_spelling", "layout:paras"],
    ["F:win", "S2", "D1", "P2", "C4", "AB", "R3"], "Lyon", "Lille", "ligue1", "KXLIGUE1GAME", "26APR26OLLIL", "OL",
    "Lyon vs Lille Winner?", "Lyon",
    "If Lyon wins the Lyon vs Lille professional French Ligue 1 soccer game first scheduled for Apr 26, 2026 after ninety minutes plus stoppage time (extra time and penalties excluded), the market settles Yes.",
    "Should the sides be level at the end of regulation, the Tie market resolves Yes. Cancellation, or a reschedule to more than forty-eight hours after the original kick-off, sends the market to a fair price under the rules. Where play is abandoned and the match is not finished, the market settles at the last traded price before the stoppage.",
    "2026-04-26T18:45:00Z", ESPN_FOX, e2("win", "Lyon", va="last_price")))

L2.append(v2(19, "wire_reporter", ["minimal", "silent_void", "layout:one_para"], ["F:win", "S2", "R3"],
    "Brighton", "Brentford", "epl", "KXEPLGAME", "26MAY09BHABRE", "BRE", "Brighton vs Brentford Winner?", "Brentford",
    "If Brentford wins the Brighton vs Brentford professional English Premier League soccer game first scheduled for May 9, 2026 once 90 minutes and stoppage time are played (extra time and penalty kicks excluded), the market settles Yes.",
    "",
    "2026-05-09T14:00:00Z", ESPN_FOX, e2("win", "Brentford", tw=None, vc=None, vp=None)))

L2.append(v2(20, "non_native_writer", ["non_native", "number_words", "layout:paras"], ["F:win", "S2", "D1", "P2", "C4", "R3"],
    "LA Galaxy", "Seattle", "mls", "KXMLSGAME", "26MAY16LASEA", "SEA", "LA Galaxy vs Seattle Winner?", "Seattle",
    "If Seattle is winning the LA Galaxy vs Seattle professional MLS soccer game first scheduled for May 16, 2026 when finish the 90 minutes and the stoppage time (extra time and penalties are not include), then the market resolve to Yes.",
    "If the game end with same score after the regulation, the market Tie resolve to Yes. If the game is canceled or is moved to more than two days (48 hours) after the original time, the market resolve to a fair price following the rules.",
    "2026-05-17T02:30:00Z", MLS, e2("win", "Seattle", sp="official")))

L2.append(v2(21, "lawyer_redraft", ["legal", "redraft", "layout:paras", "american_spelling"], ["F:win", "S3", "D1", "P2", "C4", "R3"],
    "Mexico", "South Africa", "wc", "KXWCGAME", "26JUN11MEXRSA", "MEX", "Mexico vs South Africa Winner?", "Mexico",
    "If Mexico wins the Mexico vs South Africa FIFA World Cup soccer game first scheduled for Jun 11, 2026 once 90 minutes and stoppage time are played, the market settles Yes.",
    "Plain rule: extra time and penalties don't count; a tie pays the Tie market; a canceled or badly delayed game goes to fair price. As redrafted: (a) extra time and any penalty shoot-out are excluded from the result; (b) if the score is level at the end of regulation, the market designated \"Tie\" resolves to Yes; (c) if the game is canceled, or rescheduled to commence more than 48 hours after its original scheduled time, the market settles at a fair price as the rules set out.",
    "2026-06-11T19:00:00Z", FIFA, e2("win", "Mexico", sp="official")))
