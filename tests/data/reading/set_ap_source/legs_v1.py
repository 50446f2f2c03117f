"""Set (ap), venue_one: a sportsbook's terms moved onto a prediction market.

Every leg is hand-written. Each entry states its own `expected` record, read from the
text alone (see README.md for the conventions and every judgment call).
"""

YN = "[\"Yes\", \"No\"]"


def v1(n, styles, meanings, home, away, comp, market, expected):
    return {
        "id": "ap1-%03d" % n,
        "venue": "venue_one",
        "styles": sorted(styles),
        "meanings": meanings,
        "home": home,
        "away": away,
        "competition": comp,
        "market": market,
        "expected": expected,
    }


def exp(family, outcome, scope, sp, sf, tw, vc, vp, va, line=None, half=None):
    return {
        "family": family, "outcome": outcome, "line": line, "half": half, "scope": scope,
        "source_primary": sp, "source_fallback": sf, "timing_window": tw,
        "void_cancelled": vc, "void_postponed_long": vp, "void_abandoned": va,
    }


def mk(mid, question, slug, title, smt, line, desc, rs, event_title, gst):
    return {
        "id": mid, "question": question, "slug": slug, "groupItemTitle": title,
        "sportsMarketType": smt, "line": line, "outcomes": YN, "description": desc,
        "resolutionSource": rs, "event_title": event_title, "gameStartTime": gst,
    }


def legs():
    out = []

    # 1 -- EPL home win. 90-minute market, bets stand (P1), loser on cancel/abandon, R1.
    out.append(v1(1, ["jargon:90-minute", "jargon:graded_loser", "jargon:bets_stand", "british_spelling",
                      "number_words", "layout:paras"],
                  ["F:win", "S1", "P1", "C1", "AB", "R1"],
                  "Arsenal FC", "Chelsea FC", "epl",
                  mk("5120441", "Will Arsenal FC win on 2027-01-09?", "epl-ars-che-2027-01-09-ars",
                     "Arsenal FC", "moneyline", None,
                     "Selection: Arsenal FC, in the Premier League fixture against Chelsea FC on Saturday 9 January 2027.\n\n"
                     "This is a 90-minute market. A Yes share is settled as a winner only if Arsenal FC are ahead once the "
                     "referee ends normal time, meaning ninety minutes together with any added time. A Chelsea FC win or a "
                     "level scoreline means the Yes side is graded as a loser.\n\n"
                     "Postponement: all bets stand. The market is not closed and keeps trading until the fixture is "
                     "eventually played, with no cut-off date.\n\n"
                     "If the fixture is called off for good and never rearranged, or is abandoned and never completed, "
                     "Yes is graded as a loser.\n\n"
                     "Grading uses the result recognised by the Premier League. Should the league's figures still be "
                     "missing two hours after the final whistle, we may grade on what reputable news outlets agree the "
                     "result was.",
                     "https://www.premierleague.com/", "Arsenal FC vs. Chelsea FC", "2027-01-09 15:00:00+00"),
                  exp("win", "Arsenal FC", "regulation", "official", "consensus", "open_until_played", "no", "result", "no")))

    # 2 -- EPL draw. Full-time result, dead heat explained, price at announcement after 14 days.
    out.append(v1(2, ["jargon:full-time_result", "jargon:dead_heat", "jargon:settled_winner",
                      "jargon:price_at_announcement", "numerals", "parenthetical", "layout:paras"],
                  ["F:draw", "S1", "P4", "C1"],
                  "Liverpool FC", "Everton FC", "epl",
                  mk("5120517", "Will Liverpool FC vs. Everton FC end in a draw?", "epl-liv-eve-2027-02-13-draw",
                     "Draw (Liverpool FC vs. Everton FC)", "moneyline", None,
                     "Full-time result market, Draw selection, Liverpool FC v Everton FC (13/02/2027).\n\n"
                     "Full time here means the end of the regulation 90 minutes plus stoppage time. If the two clubs are "
                     "level at that point the Draw is settled as a winner (Yes). Any other score: settled as a loser (No).\n\n"
                     "Dead-heat rules do not apply. A level score is not a dead heat between the teams that splits the "
                     "payout; it is simply the winning outcome for this selection, and Yes pays in full.\n\n"
                     "If the match is postponed and has not been rearranged within 14 days (336 hours) of its original "
                     "kick-off, the market is settled at the price at the time of the postponement announcement, i.e. "
                     "the last fair market price recorded when the postponement was made public.\n\n"
                     "Should the fixture be cancelled outright with no replay, the Draw is settled as a winner.",
                     "", "Liverpool FC vs. Everton FC", "2027-02-13 17:30:00+00"),
                  exp("draw", "draw", "regulation", None, None, 336, "yes", "last_price", None)))

    # 3 -- La Liga away win. Match odds, void = refund on postponement > 48h, cancel, abandon.
    out.append(v1(3, ["jargon:match_odds", "jargon:void_stakes_returned", "condition_after", "numerals",
                      "date:long_british", "layout:bullets"],
                  ["F:win", "S1", "P:refund", "C:refund", "AB", "R:provider"],
                  "Real Madrid CF", "FC Barcelona", "laliga",
                  mk("5121093", "Will FC Barcelona win on 2027-03-06?", "lal-rea-bar-2027-03-06-bar",
                     "FC Barcelona", "moneyline", None,
                     "Match odds: Real Madrid CF v FC Barcelona, 6th March 2027. Selection: FC Barcelona (away).\n"
                     "- Yes wins if FC Barcelona have the higher score when regular time ends (90 minutes plus stoppage); "
                     "otherwise No.\n"
                     "- Bets are void and stakes returned (every share refunded at the price paid) if kick-off is moved "
                     "by more than 48 hours from the scheduled time.\n"
                     "- Stakes are likewise returned should the game be cancelled.\n"
                     "- Abandoned games: void, stakes returned, whatever the score when play stopped.\n"
                     "- Results are taken from Opta match data.",
                     "", "Real Madrid CF vs. FC Barcelona", "2027-03-06 20:00:00+00"),
                  exp("win", "FC Barcelona", "regulation", "provider", None, 48, "refund", "refund", "refund")))

    # 4 -- Serie A win. Bare "push" on cancellation -> ambiguous.
    out.append(v1(4, ["jargon:push", "jargon:bets_stand", "american_spelling", "terse"],
                  ["F:win", "S1", "P1", "C:ambiguous", "R1"],
                  "Juventus FC", "AC Milan", "seriea",
                  mk("5121350", "Will Juventus FC win on 2027-04-18?", "sea-juv-mil-2027-04-18-juv",
                     "Juventus FC", "moneyline", None,
                     "Juventus FC to win vs AC Milan, Serie A, Sunday April 18th 2027. 90-minute market only: the score "
                     "after regulation and stoppage time decides it; Milan win or tie = No.\n"
                     "Postponed: bets stand; this market stays open, with no deadline, until the game takes place.\n"
                     "Canceled altogether (no replay): the market is treated as a push.\n"
                     "Settlement source: the official Lega Serie A result. If it has not been published within 2 hrs "
                     "after the end of the game, a consensus of credible sports media is used.",
                     "https://www.legaseriea.it/", "Juventus FC vs. AC Milan", "2027-04-18 18:45:00+00"),
                  exp("win", "Juventus FC", "regulation", "official", "consensus", "open_until_played", "ambiguous", "result", None)))

    # 5 -- UCL to qualify (advance). Dead heat cannot apply. Bets stand until decided.
    out.append(v1(5, ["jargon:to_qualify", "jargon:dead_heat", "jargon:settled_winner", "parenthetical",
                      "layout:paras"],
                  ["F:advance", "S6", "P1", "R:official"],
                  "FC Bayern München", "Real Madrid CF", "ucl",
                  mk("5122004", "Will FC Bayern München qualify for the Champions League quarter-finals?",
                     "ucl-bay-rea-2027-03-17-qualify-bay", "FC Bayern München", "moneyline", None,
                     "To qualify: FC Bayern München (round of 16, second leg at home to Real Madrid CF on 17 March 2027).\n\n"
                     "Settled as a winner if FC Bayern München go through to the quarter-finals by any route the "
                     "competition rules allow: on aggregate, after extra time, or in a penalty shoot-out. If Real Madrid "
                     "CF go through instead, it is settled as a loser.\n\n"
                     "One of the two sides must progress, so dead-heat reductions never apply to this market.\n\n"
                     "If the second leg is postponed, all bets stand and the market remains open until the tie has been "
                     "decided. Settlement relies on the qualifying team as confirmed by UEFA.",
                     "https://www.uefa.com/uefachampionsleague/", "FC Bayern München vs. Real Madrid CF - To Qualify",
                     "2027-03-17 20:00:00+00"),
                  exp("advance", "FC Bayern München", "penalties", "official", None, "open_until_played", None, "result", None)))

    # 6 -- UCL knockout second leg, result "at the final whistle": scope ambiguous.
    out.append(v1(6, ["jargon:win_market", "jargon:graded_loser", "jargon:price_at_announcement", "number_words",
                      "layout:paras"],
                  ["F:win", "S:ambiguous", "P4", "C1"],
                  "FC Internazionale Milano", "Arsenal FC", "ucl",
                  mk("5122118", "Will FC Internazionale Milano win on 2027-03-10?", "ucl-int-ars-2027-03-10-int",
                     "FC Internazionale Milano", "moneyline", None,
                     "Win market, Inter v Arsenal, round of 16 second leg, 10 March 2027.\n\n"
                     "Yes is settled as a winner if FC Internazionale Milano are in front at the final whistle of the "
                     "match. Otherwise the position is graded as a loser.\n\n"
                     "If the game is postponed and not restaged within a fortnight, we settle at the price at the time "
                     "of the postponement announcement. If it is scrapped completely, Yes is graded as a loser.",
                     "", "FC Internazionale Milano vs. Arsenal FC", "2027-03-10 20:00:00+00"),
                  exp("win", "FC Internazionale Milano", "ambiguous", None, None, 336, "no", "last_price", None)))

    # 7 -- Bundesliga total over 2.5; 50-50 on cancellation; stated 'no push'.
    out.append(v1(7, ["jargon:push", "jargon:90-minute", "number_words", "numerals", "layout:paras"],
                  ["F:total", "S1", "P1", "C2", "R1"],
                  "Borussia Dortmund", "RB Leipzig", "bundesliga",
                  mk("5122650", "Borussia Dortmund vs. RB Leipzig: Over 2.5 goals?", "bun-dor-lei-2027-02-20-total-2pt5",
                     "Over 2.5", "totals", 2.5,
                     "Total goals, over/under 2.5, 90-minute market. Yes corresponds to Over: it is settled as a winner "
                     "when three or more goals are scored across regular time and stoppage time; two goals or fewer and "
                     "the Yes side loses. Because the line sits on a half goal, this market can never be a push.\n\n"
                     "A postponed match keeps the market open until it is played. If the fixture is cancelled and no "
                     "make-up date is ever set, Yes and No are each paid at 0.50.\n\n"
                     "The Bundesliga's official match data is the primary source; failing publication within two hours "
                     "of full time, a consensus of credible reports.",
                     "https://www.bundesliga.com/", "Borussia Dortmund vs. RB Leipzig", "2027-02-20 17:30:00+00"),
                  exp("total", "over", "regulation", "official", "consensus", "open_until_played", "50-50", "result", None, line=2.5)))

    # 8 -- Ligue 1 handicap (spread) -1.5; void, stakes returned on cancel.
    out.append(v1(8, ["jargon:handicap", "jargon:void_stakes_returned", "jargon:90-minute", "numerals",
                      "date:iso", "terse"],
                  ["F:spread", "S1", "C:refund"],
                  "Paris Saint-Germain FC", "Olympique de Marseille", "ligue1",
                  mk("5123011", "Paris Saint-Germain FC (-1.5) vs. Olympique de Marseille?", "fl1-par-olm-2027-03-21-spread-par-1pt5",
                     "Paris Saint-Germain FC (-1.5)", "spreads", -1.5,
                     "Asian-style handicap, PSG -1.5, match on 2027-03-21. Settled as a winner if Paris Saint-Germain FC "
                     "beat Olympique de Marseille by 2 goals or more over the 90 minutes (plus added time). A one-goal "
                     "PSG win, a draw or a Marseille win all lose. If the match is cancelled: void, stakes returned.",
                     "", "Paris Saint-Germain FC vs. Olympique de Marseille", "2027-03-21 19:45:00+00"),
                  exp("spread", "Paris Saint-Germain FC", "regulation", None, None, None, "refund", None, None, line=1.5)))

    # 9 -- EPL BTTS yes; postponement price at announcement (two weeks); cancel 50-50.
    out.append(v1(9, ["jargon:price_at_announcement", "jargon:graded_winner", "british_spelling", "number_words",
                      "layout:numbered"],
                  ["F:btts", "S1", "P4", "C2", "R1", "R2"],
                  "Manchester United FC", "Tottenham Hotspur FC", "epl",
                  mk("5123377", "Manchester United FC vs. Tottenham Hotspur FC: Both Teams to Score?",
                     "epl-mun-tot-2027-04-03-btts", "Both Teams to Score", "both_teams_to_score", None,
                     "1. Both teams to score, Manchester United FC v Tottenham Hotspur FC, 3 April 2027. Graded as a "
                     "winner (Yes) if each club finds the net at least once in normal time including stoppage time.\n"
                     "2. If the fixture is postponed and not rearranged within two weeks, the market is settled at the "
                     "price at the time of the postponement announcement.\n"
                     "3. If it is cancelled and no make-up game is arranged, both outcomes are settled at half value, "
                     "fifty-fifty.\n"
                     "4. The official Premier League record is used; where it is not available two hours after the "
                     "match, what credible outlets agree on. A correction to the score issued once the market has "
                     "been settled does not reopen it.",
                     "https://www.premierleague.com/", "Manchester United FC vs. Tottenham Hotspur FC", "2027-04-03 14:00:00+00"),
                  exp("btts", "yes", "regulation", "official", "consensus", 336, "50-50", "last_price", None)))

    # 10 -- First-half result (half-time result), team.
    out.append(v1(10, ["jargon:half-time_result", "jargon:settled_winner", "jargon:bets_stand", "layout:paras"],
                   ["F:half", "P1", "C2"],
                   "Manchester City FC", "Aston Villa FC", "epl",
                   mk("5123402", "Manchester City FC vs. Aston Villa FC: Manchester City FC leading at half-time?",
                      "epl-mac-ast-2027-01-30-1h-mac", "Manchester City FC (1H)", "first_half_moneyline", None,
                      "Half-time result: Manchester City FC. Settled as a winner if Manchester City FC are leading Aston "
                      "Villa FC when the referee blows for half-time, i.e. after the first 45 minutes plus any time added "
                      "on in that half. A level score or a Villa lead at the interval: settled as a loser. What happens in "
                      "the second half is irrelevant.\n\n"
                      "Postponed: all bets stand until the match is played. Called off with no new date: 50-50.",
                      "", "Manchester City FC vs. Aston Villa FC", "2027-01-30 12:30:00+00"),
                   exp("half", "Manchester City FC", None, None, None, "open_until_played", "50-50", "result", None, half="first")))

    # 11 -- Correct score 2-1; cancel graded on 0-0 -> this leg no.
    out.append(v1(11, ["jargon:correct_score", "jargon:graded_loser", "jargon:90-minute", "condition_after",
                       "layout:paras"],
                   ["F:exact_score", "S1", "C3", "P1"],
                   "Tottenham Hotspur FC", "Newcastle United FC", "epl",
                   mk("5123488", "Tottenham Hotspur FC vs. Newcastle United FC: Exact Score 2-1?",
                      "epl-tot-new-2027-02-27-score-2-1", "Exact Score: Tottenham Hotspur FC 2-1", "soccer_exact_score", None,
                      "Correct score (90-minute market): Tottenham Hotspur FC 2, Newcastle United FC 1. Settled as a winner "
                      "only when the score at the end of regular time plus stoppage is exactly 2-1 to Spurs; every other "
                      "score is graded as a loser.\n\n"
                      "A postponed game leaves the market open until it is played, however late. Correct-score bets on a "
                      "cancelled fixture (no make-up match) are graded as though it finished 0-0.",
                      "", "Tottenham Hotspur FC vs. Newcastle United FC", "2027-02-27 15:00:00+00"),
                   exp("exact_score", "2-1", "regulation", None, None, "open_until_played", "no", "result", None)))

    # 12 -- World Cup group draw; cancel settled as winner; R1 + R2; dead heat defined.
    out.append(v1(12, ["jargon:dead_heat", "jargon:settled_winner", "jargon:bets_stand", "american_spelling",
                       "date:us_long", "layout:headings"],
                   ["F:draw", "S1", "P1", "C1", "R1", "R2"],
                   "Mexico", "Korea Republic", "wc",
                   mk("5124031", "Will Mexico vs. Korea Republic end in a draw?", "fifwc-mex-kor-2026-06-18-draw",
                      "Draw (Mexico vs. Korea Republic)", "moneyline", None,
                      "Market: Draw. Mexico v Korea Republic, FIFA World Cup group stage, June 18, 2026.\n\n"
                      "Grading: the Draw is settled as a winner if the teams are tied at the close of the regulation ninety "
                      "minutes and stoppage time. Extra time is not played in group games and would not count. For "
                      "clarity, a tie is not treated as a dead heat: the Draw holder collects the full payout.\n\n"
                      "Postponement: all bets stand; no expiry applies while the game awaits a new date.\n\n"
                      "Cancellation: if the game is canceled and never replayed, the Draw is settled as a winner.\n\n"
                      "Source: FIFA's official statistics; if they are not out 2 hours after the final whistle, the "
                      "consensus of credible reporting. Score changes made after grading are disregarded.",
                      "https://www.fifa.com/", "Mexico vs. Korea Republic", "2026-06-19 01:00:00+00"),
                   exp("draw", "draw", "regulation", "official", "consensus", "open_until_played", "yes", "result", None)))

    # 13 -- MLS win; bets stand if played within 48h else void/refund; abandonment void unless resumed.
    out.append(v1(13, ["jargon:bets_stand", "jargon:void_stakes_returned", "american_spelling", "numerals",
                       "exception_first", "date:us_numeric"],
                   ["F:win", "S1", "P:refund", "C:refund", "AB", "R:provider"],
                   "Inter Miami CF", "LA Galaxy", "mls",
                   mk("5124412", "Will Inter Miami CF win on 2027-04-24?", "mls-mia-lag-2027-04-24-mia",
                      "Inter Miami CF", "moneyline", None,
                      "Inter Miami CF to beat LA Galaxy, MLS regular season, 04/24/2027. Only regulation (90 minutes plus "
                      "stoppage time) counts. Unless the game is played within 48 hours of its listed kickoff, a "
                      "postponement makes all wagers void and stakes are returned; if it is played inside that window, all "
                      "bets stand. A canceled game is void, stakes returned. If the game is abandoned and not completed "
                      "within the same 48 hours, wagers are void and refunded at cost. Results per ESPN.",
                      "", "Inter Miami CF vs. LA Galaxy", "2027-04-24 23:30:00+00"),
                   exp("win", "Inter Miami CF", "regulation", "provider", None, 48, "refund", "refund", "refund")))

    # 14 -- postponement refers to unstated house rules -> timing + postponed payout ambiguous.
    out.append(v1(14, ["jargon:bets_stand", "jargon:full-time_result", "jargon:graded_loser", "british_spelling",
                       "layout:paras"],
                   ["F:win", "S1", "P:ambiguous", "C1", "R1"],
                   "Atlético de Madrid", "Sevilla FC", "laliga",
                   mk("5124590", "Will Sevilla FC win on 2027-05-02?", "lal-mad-sev-2027-05-02-sev",
                      "Sevilla FC", "moneyline", None,
                      "Full-time result (ninety minutes plus injury time): Sevilla FC, away at Atlético de Madrid, 2 May "
                      "2027. Yes is settled as a winner on a Sevilla FC victory; a home win or a draw is graded as a loser.\n\n"
                      "Postponed matches: all bets stand in accordance with our standard postponement rules.\n\n"
                      "If the match is cancelled and not replayed, Yes is graded as a loser.\n\n"
                      "Source: LaLiga's official statistics, recognised by the league; failing their publication by two "
                      "hours after full time, the agreed account of credible media.",
                      "https://www.laliga.com/", "Atlético de Madrid vs. Sevilla FC", "2027-05-02 19:00:00+00"),
                   exp("win", "Sevilla FC", "regulation", "official", "consensus", "ambiguous", "no", "ambiguous", None)))

    # 15 -- abandonment handled per a general rule not given -> void_abandoned ambiguous.
    out.append(v1(15, ["jargon:90-minute", "jargon:settled_winner", "jargon:price_at_announcement", "numerals",
                       "layout:bullets"],
                   ["F:draw", "S1", "P4", "C1", "AB:ambiguous"],
                   "SSC Napoli", "AS Roma", "seriea",
                   mk("5124733", "Will SSC Napoli vs. AS Roma end in a draw?", "sea-nap-rom-2027-01-17-draw",
                      "Draw (SSC Napoli vs. AS Roma)", "moneyline", None,
                      "Draw, SSC Napoli v AS Roma (Serie A), 17.01.2027.\n"
                      "- 90-minute market: the Draw is settled as a winner on a level score after normal time and stoppages.\n"
                      "- Postponed and not replayed within 14 days: settled at the price at the time of the postponement "
                      "announcement.\n"
                      "- Cancelled and never replayed: the Draw is settled as a winner.\n"
                      "- Abandoned matches: settled under Rule 4 of our general sports rules.",
                      "", "SSC Napoli vs. AS Roma", "2027-01-17 17:00:00+00"),
                   exp("draw", "draw", "regulation", None, None, 336, "yes", "last_price", "ambiguous")))

    # 16 -- World Cup R16 to qualify (advance), penalties; cancellation silent.
    out.append(v1(16, ["jargon:to_qualify", "jargon:dead_heat", "jargon:graded_loser", "american_spelling",
                       "date:written_out", "terse"],
                   ["F:advance", "S6", "P1", "R1"],
                   "Argentina", "Switzerland", "wc",
                   mk("5125208", "Will Argentina advance past Switzerland?", "fifwc-arg-sui-2026-07-04-qualify-arg",
                      "Argentina", "moneyline", None,
                      "To qualify: Argentina v Switzerland, World Cup round of 16, Saturday, July 4, 2026. Yes is a winner "
                      "if Argentina reach the quarter-finals, counting extra time and the penalty shoot-out where needed; "
                      "if Switzerland go through, Yes is graded as a loser. No dead heat is possible. If the game is "
                      "postponed, all bets stand until it is played. Source: official FIFA data, or a consensus of "
                      "credible media if FIFA has not published within two hours.",
                      "https://www.fifa.com/", "Argentina vs. Switzerland - To Qualify", "2026-07-04 20:00:00+00"),
                   exp("advance", "Argentina", "penalties", "official", "consensus", "open_until_played", None, "result", None)))

    # 17 -- US sportsbook: 3-way moneyline regulation only, canceled -> losses, abandoned treated as canceled.
    out.append(v1(17, ["jargon:three-way_moneyline", "jargon:graded_loser", "american_spelling", "date:us_numeric",
                       "condition_after", "layout:paras"],
                   ["F:win", "S1", "P1", "C1", "AB", "R:official"],
                   "Seattle Sounders FC", "Portland Timbers", "mls",
                   mk("5125389", "Will Portland Timbers win on 2027-05-15?", "mls-sea-por-2027-05-15-por",
                      "Portland Timbers", "moneyline", None,
                      "Three-way moneyline, regulation only. Yes on Portland Timbers is graded a winner if the Timbers "
                      "outscore Seattle Sounders FC in 90 minutes plus stoppage time on 5/15/2027; a Seattle win or a tie "
                      "grades it as a loss.\n\n"
                      "The market stays open through any postponement until the match is finally played.\n\n"
                      "All wagers on this selection are graded as losses if the game is canceled without a replacement "
                      "date. A game abandoned and never completed is graded the same way as a canceled one. Official MLS "
                      "results are used for grading.",
                      "https://www.mlssoccer.com/", "Seattle Sounders FC vs. Portland Timbers", "2027-05-16 02:30:00+00"),
                   exp("win", "Portland Timbers", "regulation", "official", None, "open_until_played", "no", "result", "no")))

    # 18 -- UCL knockout 90-minute market explicitly excluding ET; abandonment void.
    out.append(v1(18, ["jargon:90-minute", "jargon:void_stakes_returned", "jargon:settled_winner", "negation",
                       "british_spelling", "layout:paras"],
                   ["F:win", "S1", "P1", "C1", "AB", "R1", "R2"],
                   "Arsenal FC", "FC Barcelona", "ucl",
                   mk("5125640", "Will Arsenal FC win on 2027-04-14?", "ucl-ars-bar-2027-04-14-ars",
                      "Arsenal FC", "moneyline", None,
                      "Arsenal FC v FC Barcelona, quarter-final second leg, 14 April 2027. This is a 90-minute market, not "
                      "a to-qualify market: Yes is settled as a winner only if Arsenal FC win the match itself in normal "
                      "time plus stoppage time. Extra time and any penalty shoot-out are not counted, even though they may "
                      "decide the tie.\n\n"
                      "If the match is postponed, the market remains open until it is played. If it is cancelled and no "
                      "replacement game is staged, Yes is settled as a loser. If it is abandoned, the market is void and stakes are "
                      "returned at the price paid.\n\n"
                      "UEFA's official statistics are the source, or a credible-reporting consensus if UEFA has published "
                      "nothing two hours after the match. Post-settlement amendments to the score are ignored.",
                      "https://www.uefa.com/uefachampionsleague/", "Arsenal FC vs. FC Barcelona", "2027-04-14 19:00:00+00"),
                   exp("win", "Arsenal FC", "regulation", "official", "consensus", "open_until_played", "no", "result", "refund")))

    # 19 -- second-half result, draw.
    out.append(v1(19, ["jargon:second-half_result", "jargon:push", "jargon:void_stakes_returned", "layout:paras"],
                   ["F:half", "P1", "C:refund"],
                   "Bayer 04 Leverkusen", "Eintracht Frankfurt", "bundesliga",
                   mk("5125777", "Bayer 04 Leverkusen vs. Eintracht Frankfurt: Second half drawn?",
                      "bun-b04-ein-2027-03-13-2h-draw", "Draw (2H)", "second_half_moneyline", None,
                      "Second-half result: Draw. Only goals scored after the interval count, from the restart until the "
                      "end of the second half's stoppage time. Settled as a winner if both teams score the same number of "
                      "goals in that period (including none), otherwise settled as a loser.\n\n"
                      "If the game is postponed, bets stand and the market is kept open until kick-off finally happens and the game is completed. If it is "
                      "cancelled it is treated as a push: the market is void and every stake is returned in full.",
                      "", "Bayer 04 Leverkusen vs. Eintracht Frankfurt", "2027-03-13 14:30:00+00"),
                   exp("half", "draw", None, None, None, "open_until_played", "refund", "result", None, half="second")))

    # 20 -- total under 3.5; postponement fortnight -> announcement price; cancel refund; abandoned 50-50.
    out.append(v1(20, ["jargon:price_at_announcement", "jargon:void_stakes_returned", "jargon:90-minute",
                       "number_words", "numerals", "layout:numbered"],
                   ["F:total", "S1", "P4", "C:refund", "AB", "R1"],
                   "Olympique Lyonnais", "AS Monaco FC", "ligue1",
                   mk("5125903", "Olympique Lyonnais vs. AS Monaco FC: Under 3.5 goals?", "fl1-lyo-mon-2027-02-07-total-3pt5-under",
                      "Under 3.5", "totals", 3.5,
                      "(1) Under 3.5 goals in the 90-minute market, Olympique Lyonnais v AS Monaco FC, 7 Feb 2027: settled "
                      "as a winner if three goals or fewer are scored in normal time plus stoppage time, and as a loser if "
                      "four (4) or more are.\n"
                      "(2) Postponement for more than fourteen days without a new date: settled at the price at the time of "
                      "the postponement announcement.\n"
                      "(3) Cancellation: void, stakes returned.\n"
                      "(4) Abandonment: Yes and No are each settled at 50 cents.\n"
                      "(5) Source: official Ligue 1 statistics, or a consensus of credible outlets if none are out "
                      "2 hours after the final whistle.",
                      "https://www.ligue1.com/", "Olympique Lyonnais vs. AS Monaco FC", "2027-02-07 19:45:00+00"),
                   exp("total", "under", "regulation", "official", "consensus", 336, "refund", "last_price", "50-50", line=3.5)))

    # 21 -- Ligue 1 draw: push explained as a refund; bets stand within 48h; dead heat explained.
    out.append(v1(21, ["jargon:push", "jargon:dead_heat", "jargon:match_odds", "jargon:bets_stand",
                       "parenthetical", "layout:paras"],
                   ["F:draw", "S1", "P:refund", "C:refund"],
                   "Olympique de Marseille", "OGC Nice", "ligue1",
                   mk("5126020", "Will Olympique de Marseille vs. OGC Nice end in a draw?", "fl1-olm-nic-2027-04-11-draw",
                      "Draw (Olympique de Marseille vs. OGC Nice)", "moneyline", None,
                      "Match odds, the Draw: Olympique de Marseille v OGC Nice, 11 April 2027. Judged at the end of "
                      "normal time (90 minutes and stoppages). A level score is the winning result for this selection and "
                      "is not settled under dead-heat rules (no halving of the payout).\n\n"
                      "If kick-off is put back but the match is played within two days (48 hours) of the original time, "
                      "all bets stand. If it is put back further, or the match is cancelled, the market is a push (every "
                      "holder is refunded what they paid).",
                      "", "Olympique de Marseille vs. OGC Nice", "2027-04-11 18:45:00+00"),
                   exp("draw", "draw", "regulation", None, None, 48, "refund", "refund", None)))

    return out
