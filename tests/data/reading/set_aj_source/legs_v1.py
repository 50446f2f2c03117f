"""Set (aj), venue_one legs: rules republished with season-change notices.

Each leg is hand-written. The leg's own match date decides which rule is in force;
`expected` is the record a careful human reads from the text alone.
"""
import json

COMP = {
    "epl": ("Premier League", "epl", "https://www.premierleague.com/"),
    "laliga": ("La Liga", "lal", "https://www.laliga.com/"),
    "bundesliga": ("Bundesliga", "bun", "https://www.bundesliga.com/"),
    "seriea": ("Serie A", "sea", "https://www.legaseriea.it/"),
    "ligue1": ("Ligue 1", "fl1", "https://www.ligue1.com/"),
    "mls": ("MLS", "mls", "https://www.mlssoccer.com/"),
    "ucl": ("UEFA Champions League", "ucl", "https://www.uefa.com/"),
    "wc": ("FIFA World Cup", "fifwc", "https://www.fifa.com/"),
}

SMT = {"win": "moneyline", "draw": "moneyline", "advance": "moneyline",
       "total": "totals", "spread": "spreads", "btts": "both_teams_to_score",
       "half": "first_half_moneyline", "exact_score": "exact_score"}


def exp(family, outcome, scope="regulation", sp="official", sf="consensus",
        tw="open_until_played", vc=None, vp="result", va=None, line=None, half=None):
    return {"family": family, "outcome": outcome, "line": line, "half": half,
            "scope": scope, "source_primary": sp, "source_fallback": sf,
            "timing_window": tw, "void_cancelled": vc, "void_postponed_long": vp,
            "void_abandoned": va}


def leg(n, comp, home, away, hc, ac, date, kick, family, side, question, title,
        desc, styles, meanings, expected, line=None, slug_tail=None):
    _, pre, url = COMP[comp]
    tail = slug_tail or side
    market = {
        "id": str(5203100 + n * 37),
        "question": question,
        "slug": f"{pre}-{hc}-{ac}-{date}-{tail}",
        "groupItemTitle": title,
        "sportsMarketType": SMT[family],
        "line": line,
        "outcomes": json.dumps(["Yes", "No"]),
        "description": desc,
        "resolutionSource": url,
        "event_title": f"{home} vs. {away}",
        "gameStartTime": f"{date} {kick}:00+00",
    }
    return {"id": f"aj1-{n:03d}", "venue": "venue_one", "styles": sorted(styles),
            "meanings": meanings, "home": home, "away": away, "competition": comp,
            "market": market, "expected": expected}


def legs():
    L = []
    # 001: cancellation changed 50-50 -> C1, match after the change.
    L.append(leg(1, "epl", "Arsenal FC", "Chelsea FC", "ars", "che", "2026-08-22", "16:30",
        "win", "ars", "Will Arsenal FC win on 2026-08-22?", "Arsenal FC",
        "RULE CHANGE NOTICE (effective 1 August 2026)\n"
        "Cancelled matches. Old rule: when a match was cancelled and never replayed, every leg of the event paid out 50-50. "
        "New rule: a cancelled match with no replay now sends the team legs to No and the draw leg to Yes. The text below is the updated rule set.\n\n"
        "This market resolves Yes if Arsenal FC beat Chelsea FC in their Premier League fixture on 22 August 2026, and No if Chelsea FC win or the sides finish level.\n\n"
        "Only the ninety minutes of normal play and whatever time the referee adds on matter; extra time and shoot-outs play no part.\n\n"
        "If the fixture is put back, the market stays open, with no deadline, until it is eventually played.\n\n"
        "Cancellation with no replay: No (see the notice above).\n\n"
        "Settlement uses the official match statistics of the Premier League. Should those not be out within 2 hours of full time, agreement among credible media reports may be relied on instead.",
        ["notice:new_rule_applies", "notice:old_new", "date:d_month_yyyy", "british_spelling", "number_words", "layout:paras"],
        ["F:win", "S1", "P1", "C1", "R1"], exp("win", "Arsenal FC", vc="no")))

    # 002: same change, draw leg, match BEFORE the change -> old 50-50.
    L.append(leg(2, "epl", "Tottenham Hotspur FC", "Everton FC", "tot", "eve", "2026-05-10", "15:30",
        "draw", "draw", "Will Tottenham Hotspur FC vs. Everton FC end in a draw?", "Draw (Tottenham Hotspur FC vs. Everton FC)",
        "What's new for 2026/27 (applies to matches from August 1st, 2026 onward): when a fixture is called off for good, the draw market will resolve Yes and both team markets No. "
        "Until then the existing rule stays in force: a fixture called off with no make-up date settles 50-50 across all legs.\n\n"
        "This market asks whether Tottenham Hotspur FC and Everton FC finish level in their Premier League meeting on May 10, 2026. "
        "Yes if the score is tied when the regular ninety minutes plus stoppage time end; No otherwise.\n\n"
        "A postponed meeting keeps this market open until it is played.\n\n"
        "Resolution source: the Premier League's official statistics; if they have not been published two hours after the match, the market is resolved on what credible outlets jointly report. "
        "Score corrections made after we resolve are disregarded.",
        ["notice:old_rule_applies", "date:month_d_ordinal", "date:month_d_yyyy", "number_words", "syn:called_off", "layout:paras"],
        ["F:draw", "S1", "P1", "C2", "R1", "R2"], exp("draw", "draw", vc="50-50"), slug_tail="draw"))

    # 003: extra time dropped from 15 June 2026; WC R32 on 2 July -> regulation.
    L.append(leg(3, "wc", "Brazil", "Japan", "bra", "jpn", "2026-07-02", "20:00",
        "win", "bra", "Will Brazil win on 2026-07-02?", "Brazil",
        "Season update.\n"
        "Change 1, effective 15 June 2026: we no longer count extra time in match-result markets. Previously, when a knockout game went to extra time, the score after those additional 30 minutes decided these markets (penalty shoot-outs were never counted). From 15/06/2026 only regular time counts.\n"
        "Change 2: none for postponements or cancellations.\n\n"
        "Will Brazil win? Yes if Brazil are ahead of Japan when regular time (90 minutes and stoppage) ends in their FIFA World Cup round-of-32 match on July 2, 2026. "
        "A level score at that point, or a Japan lead, means No, whatever happens afterwards.\n\n"
        "Postponed: stays open until played. Cancelled and never replayed: resolves No.\n\n"
        "Source: official FIFA match statistics; failing their publication within two hours of the end, a consensus of credible reporting.",
        ["notice:new_rule_applies", "notice:old_new", "date:d_month_yyyy", "date:dd/mm/yyyy", "date:month_d_yyyy", "terse", "knockout"],
        ["F:win", "S1", "P1", "C1", "R1"], exp("win", "Brazil", vc="no")))

    # 004: same kind of change from 1 June 2026, UCL QF played 15 April 2026 -> old rule: ET counts.
    L.append(leg(4, "ucl", "FC Bayern München", "Real Madrid CF", "bay", "rea", "2026-04-15", "19:00",
        "win", "bay", "Will FC Bayern München win on 2026-04-15?", "FC Bayern München",
        "Rules as republished on 20 June 2026.\n"
        "Change log: from 1 June 2026, match-result markets are decided on regular time only (90 minutes plus stoppage). "
        "Markets for games played before that date keep the old rule: if the game went to extra time, the score at the end of extra time counted; a penalty shoot-out never counted, so a game still level after extra time resolved as a draw.\n\n"
        "Yes if FC Bayern München win the UEFA Champions League quarter-final second leg against Real Madrid CF on 15 April 2026; otherwise No. For the period that counts, see the change log.\n\n"
        "A postponed game leaves the market open until it is played. Should the game be cancelled outright and never replayed, the answer is No.\n\n"
        "Resolution: official UEFA statistics or, if none appear within 2 hours, a consensus of credible reporting.",
        ["notice:old_rule_applies", "notice:change_log", "date:d_month_yyyy", "knockout", "cross_reference"],
        ["F:win", "S5", "P1", "C1", "R1"], exp("win", "FC Bayern München", scope="extra_time", vc="no")))

    # 005: P1 -> P4 from Sept. 1, 2026; match Sept 19 -> P4.
    L.append(leg(5, "seriea", "Juventus FC", "AC Milan", "juv", "mil", "2026-09-19", "18:45",
        "win", "juv", "Will Juventus FC win on 2026-09-19?", "Juventus FC",
        "Notice of rule change: postponements (effective Sept. 1, 2026)\n"
        "Before: a postponed match kept its market open indefinitely, until the match was played.\n"
        "Now: if a postponed match has not been rescheduled within fourteen (14) days, the market settles at the last fair market price, fixed at the moment the postponement was announced. "
        "If it is rescheduled inside those 14 days, the market follows the rescheduled match.\n\n"
        "Yes if Juventus FC defeat AC Milan in the Serie A match scheduled for September 19, 2026. No on a draw or an AC Milan win. Regulation time only (90 minutes plus added time).\n\n"
        "If the match is canceled and no make-up game is scheduled, this market resolves No.\n\n"
        "Source: Lega Serie A's official statistics; if they have not appeared two hours after the final whistle, a consensus of credible reports.",
        ["notice:new_rule_applies", "notice:before_now", "date:abbr_month", "american_spelling", "number_words_and_numerals", "syn:defeat"],
        ["F:win", "S1", "P4", "C1", "R1"], exp("win", "Juventus FC", tw=336, vc="no", vp="last_price")))

    # 006: same P4 change from 2026-09-01, draw leg on 29 August -> P1.
    L.append(leg(6, "laliga", "Sevilla FC", "Valencia CF", "sev", "val", "2026-08-29", "19:30",
        "draw", "draw", "Will Sevilla FC vs. Valencia CF end in a draw?", "Draw (Sevilla FC vs. Valencia CF)",
        "Heads-up: from 2026-09-01, postponed games that are not rescheduled inside two weeks will settle at the last fair price as of the announcement. "
        "Until 2026-09-01 the current rule applies: a postponed game keeps the market open until it is played.\n\n"
        "Will Sevilla FC vs. Valencia CF end in a draw? Resolves Yes if the La Liga match on 29 August 2026 is level once 90 minutes and added time are over; No if either club wins.\n\n"
        "Cancelled without a make-up game: Yes.\n\n"
        "Official La Liga statistics are the source; if they are missing 2 hours after the match, credible reporting in consensus decides. Changes to the official score after resolution are ignored.",
        ["notice:old_rule_applies", "date:iso", "date:d_month_yyyy", "syn:fortnight_as_two_weeks", "terse"],
        ["F:draw", "S1", "P1", "C1", "R1", "R2"], exp("draw", "draw", vc="yes"), slug_tail="draw"))

    # 007: nothing relevant changed.
    L.append(leg(7, "bundesliga", "Borussia Dortmund", "Bayer 04 Leverkusen", "dor", "b04", "2026-10-03", "16:30",
        "win", "dor", "Will Borussia Dortmund win on 2026-10-03?", "Borussia Dortmund",
        "2026-27 rule changes\n"
        "- Corner markets: the data window is extended to 48 hours.\n"
        "- Player-prop markets: new rule for substitutes who never come on.\n"
        "- Match-result markets (this market): unchanged.\n\n"
        "Borussia Dortmund to beat Bayer 04 Leverkusen, Bundesliga, 3 October 2026 (03.10.2026). Yes on a Dortmund win at the end of regular time (90' plus stoppage), No on a draw or a Leverkusen win.\n"
        "Postponement: the market remains open until the game takes place.\n"
        "Cancellation with no rescheduled game: No.\n"
        "Abandonment: a match that is abandoned and not completed is handled as a cancellation.\n"
        "Source: official Bundesliga statistics, falling back to a consensus of credible reporting should they still be missing two hours on.",
        ["notice:no_relevant_change", "layout:bullets", "date:dd.mm.yyyy", "date:d_month_yyyy", "terse"],
        ["F:win", "S1", "P1", "C1", "R1", "AB"], exp("win", "Borussia Dortmund", vc="no", va="no")))

    # 008: fallback source changed to Opta from 1 Jan 2027; match 16 Jan 2027 -> provider fallback.
    L.append(leg(8, "ligue1", "Paris Saint-Germain FC", "Olympique de Marseille", "par", "olm", "2027-01-16", "20:00",
        "draw", "draw", "Will Paris Saint-Germain FC vs. Olympique de Marseille end in a draw?", "Draw (Paris Saint-Germain FC vs. Olympique de Marseille)",
        "Change to resolution sources, effective the 1st of January 2027. Previously, if official statistics were not available within two hours after the match, we resolved on a consensus of credible reporting. "
        "From that date the fallback is the Opta data feed instead; the league's official statistics remain the primary source.\n\n"
        "Will Paris Saint-Germain FC vs. Olympique de Marseille end in a draw? (Ligue 1, 16 January 2027)\n"
        "- Yes: scores level after ninety minutes plus stoppage.\n"
        "- No: either side wins in that time.\n"
        "- Postponed: the market stays open until the match is played.\n"
        "- Cancelled, no make-up game: Yes.",
        ["notice:new_rule_applies", "date:ordinal_of_month", "date:d_month_yyyy", "layout:bullets", "number_words"],
        ["F:draw", "S1", "P1", "C1", "R:official+provider"], exp("draw", "draw", sf="provider", vc="yes"), slug_tail="draw"))

    # 009: same source change; match 26 Dec 2026 -> old fallback (consensus).
    L.append(leg(9, "epl", "Manchester City FC", "Aston Villa FC", "mac", "ast", "2026-12-26", "15:00",
        "win", "mac", "Will Manchester City FC win on 2026-12-26?", "Manchester City FC",
        "Announcement: on and after January 1, 2027 our fallback source switches from a consensus of credible reporting to Opta data. "
        "The primary source does not change: official Premier League statistics, with the fallback used only if those have not appeared 2 hours after the match.\n\n"
        "Manchester City FC v Aston Villa FC, Premier League, December 26, 2026. This market pays Yes if Manchester City FC win over 90 minutes and added time. "
        "A draw or an Aston Villa FC win pays No.\n\n"
        "Postponed? The market remains open until the fixture goes ahead, however long that is.\n"
        "Canceled with no make-up game? Resolves No.",
        ["notice:old_rule_applies", "date:month_d_yyyy", "american_spelling", "faq_inline"],
        ["F:win", "S1", "P1", "C1", "R1"], exp("win", "Manchester City FC", vc="no")))

    # 010: effective date written 03/08/2026 (3 Aug or 8 Mar?); match 17 May 2026 -> postponement ambiguous.
    L.append(leg(10, "epl", "Newcastle United FC", "Liverpool FC", "new", "liv", "2026-05-17", "14:00",
        "win", "liv", "Will Liverpool FC win on 2026-05-17?", "Liverpool FC",
        "Update effective 03/08/2026: postponed matches.\n"
        "Old rule: a postponed match keeps its market open until it is played.\n"
        "New rule: if a postponed match is not rescheduled within 14 days, the market resolves at the last fair market price as of the postponement announcement.\n\n"
        "Yes if Liverpool FC win away at Newcastle United FC in the Premier League on 17 May 2026; No if Newcastle United FC win or the game is drawn. "
        "Only regular time counts: 90 minutes and stoppage time.\n\n"
        "Cancelled, no make-up game: No.\n\n"
        "Source: the Premier League's official statistics, or a consensus of credible reporting if those are still unpublished two hours after the game.",
        ["notice:date_format_unclear", "notice:old_new", "date:nn/nn/yyyy", "date:d_month_yyyy"],
        ["F:win", "S1", "P:ambiguous", "C1", "R1"],
        exp("win", "Liverpool FC", tw="ambiguous", vc="no", vp="ambiguous")))

    # 011: "from next season", no date anywhere; match 29 Aug 2026 -> cancellation ambiguous.
    L.append(leg(11, "bundesliga", "Eintracht Frankfurt", "VfB Stuttgart", "ein", "stu", "2026-08-29", "13:30",
        "draw", "draw", "Will Eintracht Frankfurt vs. VfB Stuttgart end in a draw?", "Draw (Eintracht Frankfurt vs. VfB Stuttgart)",
        "Coming next season: a match that is called off and never made up will resolve this draw market to Yes. "
        "Currently such a match resolves every leg of the event 50-50.\n\n"
        "Will Eintracht Frankfurt vs. VfB Stuttgart end in a draw? This concerns their Bundesliga match on 29.08.2026. "
        "Yes if the teams are level after 90 minutes and stoppage, No if either wins.\n\n"
        "If the match is postponed, the market stays open until it is played.\n\n"
        "Resolution uses the official Bundesliga statistics; if they are still missing two hours after the game, a consensus of credible reporting is used.",
        ["notice:effective_date_missing", "date:dd.mm.yyyy", "present_tense"],
        ["F:draw", "S1", "P1", "C:ambiguous", "R1"],
        exp("draw", "draw", vc="ambiguous"), slug_tail="draw"))

    # 012: applies to markets created on/after 20 July 2026; match 25 July 2026 -> abandonment ambiguous.
    L.append(leg(12, "mls", "Los Angeles FC", "LA Galaxy", "lafc", "lag", "2026-07-26", "02:30",
        "win", "lafc", "Will Los Angeles FC win on 2026-07-25?", "Los Angeles FC",
        "Rule update. Applies to markets created on or after 20 July 2026.\n"
        "Abandoned matches: a match that is abandoned and not completed will now resolve 50-50. "
        "Under the previous rule an abandoned, uncompleted match was treated like a cancellation (team markets No).\n\n"
        "Los Angeles FC vs. LA Galaxy, MLS regular season, July 25, 2026 (local date). Yes if Los Angeles FC win within regulation, i.e. ninety minutes plus stoppage; otherwise No.\n\n"
        "Postponement: the market stays open until the match is played. Cancellation with no replacement fixture: No.\n\n"
        "Source: official MLS statistics; if not published within two hours, a consensus of credible reporting.",
        ["notice:applies_by_creation_date", "date:d_month_yyyy", "date:month_d_yyyy", "number_words", "us_local_date"],
        ["F:win", "S1", "P1", "C1", "R1", "AB:ambiguous"],
        exp("win", "Los Angeles FC", vc="no", va="ambiguous"), slug_tail="lafc"))
    L[-1]["market"]["slug"] = "mls-lafc-lag-2026-07-25-lafc"

    # 013: abandonment change "on or after 16 August 2026"; match exactly 16 Aug -> new (50-50).
    L.append(leg(13, "laliga", "Atlético de Madrid", "Athletic Club", "mad", "bil", "2026-08-16", "19:00",
        "win", "mad", "Will Atlético de Madrid win on 2026-08-16?", "Atlético de Madrid",
        "Old rule / New rule, abandonment (for matches played on or after 16 August 2026).\n"
        "Old rule: if play was abandoned and the match was not finished, the market was settled as a cancellation, so a team market resolved No.\n"
        "New rule: if play is abandoned and the match is not finished, the market resolves 50-50.\n"
        "Nothing else has changed.\n\n"
        "Will Atlético de Madrid win? The market resolves Yes if Atlético de Madrid beat Athletic Club in La Liga on 16 Aug 2026 once ninety minutes plus stoppage have been played; No if Athletic Club win or the match ends all square.\n"
        "Postponed matches: the market is left open until the match is played.\n"
        "Cancelled matches with no make-up game: No.\n"
        "Source: La Liga's official statistics, or, when those are still missing 2 hours later, a consensus of credible reporting. Later corrections to the official score are not applied.",
        ["notice:new_rule_applies", "notice:on_the_effective_date", "notice:old_new", "date:d_mon_yyyy", "syn:all_square"],
        ["F:win", "S1", "P1", "C1", "R1", "R2", "AB:50-50"],
        exp("win", "Atlético de Madrid", vc="no", va="50-50")))

    # 014: "kicking off after August 1, 2026"; match on 1 August (2 Aug UTC) -> cancellation ambiguous.
    L.append(leg(14, "mls", "Seattle Sounders FC", "Portland Timbers", "sea", "por", "2026-08-02", "02:30",
        "draw", "draw", "Will Seattle Sounders FC vs. Portland Timbers end in a draw?", "Draw (Seattle Sounders FC vs. Portland Timbers)",
        "Policy change for matches kicking off after August 1, 2026: if a match is canceled and no make-up game is played, every leg, the draw included, resolves 50-50. "
        "Before this change, a canceled match with no make-up game resolved the draw market Yes and the team markets No.\n\n"
        "Will Seattle Sounders FC vs. Portland Timbers end in a draw? The MLS match is scheduled for August 1, 2026 (Pacific time). "
        "Resolves Yes if the score is level when regulation time, 90 minutes plus stoppage, runs out; No if either team is ahead.\n\n"
        "A postponed match leaves this market open until it is played.\n\n"
        "Source: official MLS statistics; a consensus of credible reporting if those statistics are not out within two hours.",
        ["notice:boundary_date_unclear", "american_spelling", "date:month_d_yyyy", "us_local_date"],
        ["F:draw", "S1", "P1", "C:ambiguous", "R1"],
        exp("draw", "draw", vc="ambiguous"), slug_tail="draw"))
    L[-1]["market"]["slug"] = "mls-sea-por-2026-08-01-draw"

    # 015: vague new postponement rule, in force -> postponement ambiguous.
    L.append(leg(15, "epl", "Brighton & Hove Albion FC", "Brentford FC", "bri", "bre", "2026-08-23", "13:00",
        "win", "bri", "Will Brighton & Hove Albion FC win on 2026-08-23?", "Brighton & Hove Albion FC",
        "Rule change, in force from 1 July 2026.\n"
        "Old rule: a postponed match kept its market open until the match was played.\n"
        "New rule: if a match is postponed, we will settle the market in whatever way we consider fair in the circumstances.\n\n"
        "This market resolves Yes if Brighton & Hove Albion FC win their Premier League game with Brentford FC on 23 August 2026, judged at the end of the ninety minutes plus stoppage time. "
        "It resolves No on a draw or a Brentford FC win.\n\n"
        "If the game is called off and never made up, the market resolves No.\n\n"
        "Resolution source: the official Premier League statistics; should they not appear within two hours, a consensus of credible reporting.",
        ["notice:new_rule_vague", "notice:old_new", "date:d_month_yyyy", "number_words"],
        ["F:win", "S1", "P:ambiguous", "C1", "R1"],
        exp("win", "Brighton & Hove Albion FC", tw="ambiguous", vc="no", vp="ambiguous")))

    # 016: notice contradicts the republished body on cancellation -> ambiguous.
    L.append(leg(16, "epl", "West Ham United FC", "Fulham FC", "wes", "ful", "2026-09-26", "14:00",
        "win", "wes", "Will West Ham United FC win on 2026-09-26?", "West Ham United FC",
        "Notice: from 1 September 2026, a match that is cancelled and never made up settles 50-50 for all legs (until then, team legs resolved No).\n\n"
        "Rules\n"
        "1. Yes if West Ham United FC beat Fulham FC in the Premier League match on 26 September 2026 once 90 minutes and stoppage have been played; No on a draw or a Fulham FC win.\n"
        "2. If the match is postponed, the market remains open until the match has been played.\n"
        "3. If the match is cancelled and no replacement game is played, this market resolves No.\n"
        "4. Source: official Premier League statistics; where these are still missing two hours after full time, a consensus of credible reporting.",
        ["notice:conflicts_with_body", "layout:numbered", "date:d_month_yyyy"],
        ["F:win", "S1", "P1", "C:ambiguous", "R1"],
        exp("win", "West Ham United FC", vc="ambiguous")))

    # 017: totals cancellation No -> 50-50 from 1 July 2026; match 12 Sept 2026 -> 50-50.
    L.append(leg(17, "epl", "Chelsea FC", "Liverpool FC", "che", "liv", "2026-09-12", "16:30",
        "total", "o25", "Chelsea FC vs. Liverpool FC: over 2.5 goals?", "O/U 2.5",
        "Season change (from 1 July 2026): totals markets on a match that is cancelled and never made up now resolve 50-50. Old rule: they resolved No.\n\n"
        "Will Chelsea FC and Liverpool FC score three or more goals between them in their Premier League match on 12 September 2026? "
        "Yes if the combined score after regular time (90 minutes plus stoppage) is 3 or higher; No if it is 2 or lower.\n\n"
        "If the match is postponed, the market stays open until it is played.\n\n"
        "Sources: the Premier League's official statistics, and, if they are still unpublished two hours after the game, a consensus of credible reporting.",
        ["notice:new_rule_applies", "notice:old_new", "number_words_and_numerals", "date:d_month_yyyy"],
        ["F:total", "S1", "P1", "C2", "R1"],
        exp("total", "over", vc="50-50", line=2.5), line=2.5))

    # 018: spread, nothing changed for spreads.
    L.append(leg(18, "laliga", "Real Madrid CF", "Villarreal CF", "rea", "vil", "2026-10-24", "19:00",
        "spread", "rea-1pt5", "Spread: Real Madrid CF (-1.5)", "Real Madrid CF (-1.5)",
        "Changes this season affect exact-score markets only (see those markets). Spread markets: no change.\n\n"
        "Real Madrid CF (-1.5) against Villarreal CF, La Liga, 24/10/2026. This resolves Yes if Real Madrid CF win by two goals or more; "
        "No if they win by exactly one goal, draw or lose. The score counted is the one at the end of regular time, ninety minutes plus stoppage.\n\n"
        "Postponement keeps the market open until the match is played. If the match is cancelled and no make-up game is played, the market resolves 50-50.\n\n"
        "Resolution source: La Liga's official statistics; failing publication within 2 hours, a consensus of credible reporting.",
        ["notice:no_relevant_change", "date:dd/mm/yyyy", "number_words"],
        ["F:spread", "S1", "P1", "C2", "R1"],
        exp("spread", "Real Madrid CF", vc="50-50", line=1.5), line=-1.5))

    # 019: BTTS; abandonment No -> treated as cancelled (50-50) from 2026-08-01; match 26 Sept -> 50-50.
    L.append(leg(19, "bundesliga", "FC Bayern München", "RB Leipzig", "bay", "lei", "2026-09-26", "16:30",
        "btts", "btts", "FC Bayern München vs. RB Leipzig: both teams to score?", "Both Teams to Score",
        "What changed on 2026-08-01: an abandoned match that is not completed is now handled as a cancellation. Before that date an abandoned, uncompleted match resolved this market No.\n\n"
        "Both teams to score: Yes if FC Bayern München and RB Leipzig each score at least once in their Bundesliga match on 26 September 2026 within 90 minutes plus stoppage; No if either side fails to score.\n\n"
        "Postponed: the market remains open until the match is played. Cancelled and never replayed: 50-50.\n\n"
        "Source: official Bundesliga statistics, or, should those be missing two hours after the game, a consensus of credible reporting.",
        ["notice:new_rule_applies", "date:iso", "terse"],
        ["F:btts", "S1", "P1", "C2", "R1", "AB"],
        exp("btts", "yes", vc="50-50", va="50-50")))

    # 020: first-half result; postponement 48h/50-50 -> P1 from 1 October 2026; match 18 Oct -> P1.
    L.append(leg(20, "seriea", "FC Internazionale Milano", "SSC Napoli", "int", "nap", "2026-10-18", "18:45",
        "half", "int-1h", "Will FC Internazionale Milano lead at half-time on 2026-10-18?", "FC Internazionale Milano (1st half)",
        "Effective 1 October 2026, first-half markets follow the match rule for postponements: open until played. "
        "Old rule: if the game did not start within 48 hours of the scheduled kick-off, first-half markets settled 50-50.\n\n"
        "This market resolves Yes if FC Internazionale Milano are ahead of SSC Napoli at half-time, after the first 45 minutes plus first-half stoppage, in their Serie A match on 18 October 2026. "
        "It resolves No if the first half ends level or with SSC Napoli ahead. The second half does not matter.\n\n"
        "If the match is cancelled and no make-up game is played, the market resolves 50-50.\n\n"
        "Source: official Serie A statistics; if not published within two hours, a consensus of credible reporting.",
        ["notice:new_rule_applies", "notice:old_new", "date:d_month_yyyy", "british_spelling"],
        ["F:half", "P1", "C2", "R1"],
        exp("half", "FC Internazionale Milano", scope=None, vc="50-50", half="first")))

    # 021: exact score 0-0 leg; C3 from 1 Aug 2026 (was 50-50); match 7 Nov 2026 -> yes.
    L.append(leg(21, "epl", "Nottingham Forest FC", "Aston Villa FC", "not", "ast", "2026-11-07", "15:00",
        "exact_score", "0-0", "Exact score: Nottingham Forest FC 0-0 Aston Villa FC?", "0-0",
        "Exact-score markets, rule change effective 1 August 2026: a match that is cancelled and never made up now resolves to the 0-0 outcome, meaning the 0-0 market resolves Yes and every other score No. "
        "Old rule: all exact-score markets settled 50-50.\n\n"
        "Will the match finish goalless? Yes if Nottingham Forest FC and Aston Villa FC are 0-0 after regular time (90 minutes plus stoppage) in their Premier League match on 7 November 2026. Any goal means No.\n\n"
        "Postponed: open until played.\n\n"
        "Source: the Premier League's official statistics; if not published within two hours, a consensus of credible reporting.",
        ["notice:new_rule_applies", "notice:old_new", "syn:goalless", "date:d_month_yyyy"],
        ["F:exact_score", "S1", "P1", "C3", "R1"],
        exp("exact_score", "0-0", vc="yes")))

    # 022: exact score 2-1 leg; same change; match 25 April 2026 -> old 50-50.
    L.append(leg(22, "epl", "Manchester United FC", "Arsenal FC", "mun", "ars", "2026-04-25", "16:30",
        "exact_score", "2-1", "Exact score: Manchester United FC 2-1 Arsenal FC?", "2-1",
        "Effective August 1, 2026, a cancelled match with no make-up game resolves the exact-score markets to 0-0 (the 0-0 market Yes, all others No). "
        "Previously, all exact-score markets settled 50-50 in that case.\n\n"
        "Yes if the Premier League match on April 25, 2026 ends Manchester United FC 2, Arsenal FC 1 after regular time (ninety minutes plus stoppage); No for any other score.\n\n"
        "A postponed match keeps this market open until it is played.\n\n"
        "Source: official Premier League statistics, with a consensus of credible reporting if those have not appeared 2 hours after the game.",
        ["notice:old_rule_applies", "date:month_d_yyyy", "number_words"],
        ["F:exact_score", "S1", "P1", "C2", "R1"],
        exp("exact_score", "2-1", vc="50-50")))

    # 023: advance; notice changes only the source fallback delay (2 h -> 6 h); labels unaffected.
    L.append(leg(23, "ucl", "Liverpool FC", "FC Internazionale Milano", "liv", "int", "2027-03-17", "20:00",
        "advance", "liv-adv", "Will Liverpool FC advance to the quarter-finals?", "Liverpool FC",
        "What changed from 2026-07-01: we now wait six hours, not two, for official statistics before turning to credible reporting. Nothing else changed.\n\n"
        "Will Liverpool FC advance? Two outcomes only. Yes if Liverpool FC go through to the UEFA Champions League quarter-finals from their round-of-16 tie with FC Internazionale Milano, second leg on 17 March 2027; No if FC Internazionale Milano go through. "
        "The whole tie counts, including extra time and any penalty shoot-out.\n\n"
        "If the second leg is postponed, the market stays open until it is played. If it is cancelled and not replayed, the market resolves 50-50.\n\n"
        "Source: official UEFA statistics; a consensus of credible reporting if those have not been published within six hours.",
        ["notice:no_relevant_change", "date:iso", "date:d_month_yyyy", "knockout", "number_words", "two_way"],
        ["F:advance", "S6", "P1", "C2", "R1"],
        exp("advance", "Liverpool FC", scope="penalties", vc="50-50")))
    return L
