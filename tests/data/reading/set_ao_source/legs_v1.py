"""Set (ao), venue_one legs: unusual fixtures in the venue's ordinary plain prose.

Every text is hand-written. Each leg states its expected record inline.
"""

Y = '"Yes"'
N = '"No"'


def v1(lid, comp, home, away, slug, question, git, smt, line, start, res_src,
       desc, styles, meanings, exp, outcomes='["Yes", "No"]'):
    return {
        "id": lid, "venue": "venue_one", "styles": sorted(styles), "meanings": meanings,
        "home": home, "away": away, "competition": comp,
        "market": {
            "id": None,  # filled by make_set_ao.py
            "question": question, "slug": slug, "groupItemTitle": git,
            "sportsMarketType": smt, "line": line, "outcomes": outcomes,
            "description": desc, "resolutionSource": res_src,
            "event_title": f"{home} vs. {away}", "gameStartTime": start,
        },
        "expected": exp,
    }


def E(family, outcome, scope, sp, sf, tw, vc, vp, va, line=None, half=None):
    return {"family": family, "outcome": outcome, "line": line, "half": half,
            "scope": scope, "source_primary": sp, "source_fallback": sf,
            "timing_window": tw, "void_cancelled": vc, "void_postponed_long": vp,
            "void_abandoned": va}


OPEN = "open_until_played"


def legs():
    L = []

    # 001 venue change (not a postponement), British, "8 November 2026"
    L.append(v1("ao1-001", "laliga", "Valencia CF", "Villarreal CF",
        "lal-val-vil-2026-11-08-val", "Will Valencia CF win on 2026-11-08?", "Valencia CF",
        "moneyline", None, "2026-11-08 20:00:00+00", "https://www.laliga.com/",
        f"This market will resolve to {Y} if Valencia CF beat Villarreal CF in the La Liga fixture "
        f"scheduled for 8 November 2026. A Villarreal CF victory or a level score resolves it to {N}.\n\n"
        "Only the score once the regular ninety minutes and any stoppage time have been played is taken "
        "into account; extra time and penalty kicks play no part.\n\n"
        "Change of ground: the home club has told the league that the fixture may be staged at a different "
        "stadium. If the match is switched to another ground, neutral or not, but still kicks off on its "
        "scheduled date, that is not a postponement, and the relocated match settles the market in the "
        "ordinary way. If the match is put back to a later date, the market remains open until the "
        "rearranged match has been played, however long that takes. If the match is called off altogether "
        f"and never rearranged, this market resolves to {N}.\n\n"
        "The result is taken from the official match statistics of LaLiga, the competition organiser. Should "
        "those statistics still be unpublished two hours after the final whistle, the resolver may rely "
        "instead on what credible media outlets agree the result was.",
        ["plain", "layout:paras", "british_spelling", "number_words", "date:d_month_yyyy",
         "fixture:venue_change", "label_colon", "syn:called_off"],
        ["F:win", "S1", "P1", "C1", "R1"],
        E("win", "Valencia CF", "regulation", "official", "consensus", OPEN, "no", "result", None)))

    # 002 behind closed doors, draw, US spelling, label lines, abandonment -> canceled
    L.append(v1("ao1-002", "ligue1", "Olympique de Marseille", "Paris Saint-Germain FC",
        "fl1-mar-par-2027-03-14-draw", "Will Olympique de Marseille vs. Paris Saint-Germain FC end in a draw?",
        "Draw (Olympique de Marseille vs. Paris Saint-Germain FC)", "moneyline", None,
        "2027-03-14 19:45:00+00", "https://www.ligue1.com/",
        f"This market resolves to {Y} if the Ligue 1 game between Olympique de Marseille and Paris "
        "Saint-Germain FC, scheduled for March 14, 2027, is tied at the end of regulation, meaning 90 minutes "
        f"plus stoppage time. Any other result resolves it to {N}.\n\n"
        "The league has ordered this game to be played behind closed doors. The absence of spectators has no "
        "bearing on this market, and neither does any later decision to lift or extend that order.\n\n"
        "Postponed: the market remains open until the game has taken place.\n"
        f"Canceled: if the game is canceled and no make-up game is played, this market resolves to {Y}.\n"
        "Abandoned: a game that is abandoned before full time and is not completed is treated as canceled.\n\n"
        "Source: the official statistics of the Ligue de Football Professionnel. If those have not appeared "
        "within 2 hours after the game ends, a consensus of credible media reports will be used.",
        ["layout:label_lines", "american_spelling", "numerals", "date:month_d_yyyy",
         "fixture:closed_doors", "syn:tied"],
        ["F:draw", "S1", "P1", "C1", "AB", "R1"],
        E("draw", "draw", "regulation", "official", "consensus", OPEN, "yes", "result", "yes")))

    # 003 kick-off late by an hour, away win, ISO date, "two (2) hours"
    L.append(v1("ao1-003", "bundesliga", "Borussia Dortmund", "FC Bayern München",
        "bun-dor-bay-2026-10-17-bay", "Will FC Bayern München win on 2026-10-17?", "FC Bayern München",
        "moneyline", None, "2026-10-17 16:30:00+00", "https://www.bundesliga.com/",
        f"If FC Bayern München defeat Borussia Dortmund in the Bundesliga match on 2026-10-17, this market "
        f"resolves to {Y}. It resolves to {N} if Borussia Dortmund win or the match is drawn.\n\n"
        "The market looks only at the score after 90 minutes of regular play, stoppage time included.\n\n"
        "A late kick-off is not a postponement. If the start is held back, for example by an hour because of "
        "crowd congestion at the turnstiles, and the match is still played that same day, the market settles "
        "on that match as usual. A match moved to a later date keeps the market open until it is eventually "
        f"played. Should the match be cancelled with no make-up fixture, the market resolves to {N}.\n\n"
        "Resolution source: official Bundesliga match data (DFL). If no official figures are out within two (2) "
        "hours of the final whistle, a consensus of reliable reporting decides.",
        ["plain", "result_first", "date:iso", "number_words_and_digits", "british_spelling",
         "fixture:late_kickoff", "syn:defeat", "negation"],
        ["F:win", "S1", "P1", "C1", "R1"],
        E("win", "FC Bayern München", "regulation", "official", "consensus", OPEN, "no", "result", None)))

    # 004 suspended, resumed the next day from the minute it stopped; abandonment -> cancelled
    L.append(v1("ao1-004", "seriea", "US Lecce", "Hellas Verona FC",
        "sea-lec-ver-2027-02-07-lec", "Will US Lecce win on 2027-02-07?", "US Lecce",
        "moneyline", None, "2027-02-07 14:00:00+00", "https://www.legaseriea.it/",
        f"Resolves to {Y} if US Lecce win their Serie A home match against Hellas Verona FC on 7 Feb 2027. "
        f"Otherwise, {N}.\n\n"
        "Only the first ninety minutes plus stoppage time count.\n\n"
        "Suspended matches. Serie A may suspend a match (for example because of a storm or a waterlogged pitch) "
        "and order it to be resumed on a following day from the minute at which play stopped. In that case the "
        "two parts form one match: the market stays open and settles on the final score of the completed match, "
        "not on the score at the moment of suspension. If a suspended or abandoned match is never completed, it "
        "is treated as cancelled.\n\n"
        "Postponement and cancellation. A match put back to a later date keeps the market open until it is "
        f"played. A match cancelled outright, with no make-up match, resolves this market to {N}.\n\n"
        "Source: Lega Serie A's official statistics; if these are not published within two hours of the match "
        "finishing, the consensus of credible reporting.",
        ["layout:headed_paras", "british_spelling", "number_words", "date:d_mon_yyyy",
         "fixture:suspended_resumed", "terse"],
        ["F:win", "S1", "P1", "C1", "AB", "R1"],
        E("win", "US Lecce", "regulation", "official", "consensus", OPEN, "no", "result", "no")))

    # 005 awarded by the league (walkover / 3-0), official only
    L.append(v1("ao1-005", "laliga", "Real Betis Balompié", "Sevilla FC",
        "lal-bet-sev-2026-12-06-sev", "Will Sevilla FC win on 2026-12-06?", "Sevilla FC",
        "moneyline", None, "2026-12-06 20:00:00+00", "https://www.laliga.com/",
        f"The market resolves to {Y} if Sevilla FC win the LaLiga match against Real Betis Balompié scheduled "
        "for December 6, 2026, on the score after 90 minutes and stoppage time. It resolves to "
        f"{N} in every other case, including a draw.\n\n"
        "Awarded matches. When the league awards the match, it is treated as played and the awarded score "
        "stands: if the league's competition committee or another of its disciplinary bodies hands this match "
        "to one side (a walkover or forfeit, normally recorded as 3-0), that score settles the market exactly as "
        "a final score would.\n\n"
        "If the match is postponed, the market remains open until the match is either played or awarded. If it is "
        f"called off for good, with no make-up match and no awarded result, the market resolves to {N}.\n\n"
        "The market is settled from LaLiga's official records.",
        ["plain", "british_spelling", "numerals", "date:month_d_yyyy", "fixture:awarded",
         "exception", "layout:headed_paras"],
        ["F:win", "S1", "P1", "C1", "R:official"],
        E("win", "Sevilla FC", "regulation", "official", None, OPEN, "no", "result", None)))

    # 006 result overturned on appeal, draw
    L.append(v1("ao1-006", "bundesliga", "VfL Wolfsburg", "1. FC Union Berlin",
        "bun-wol-uni-2027-04-10-draw", "Will VfL Wolfsburg vs. 1. FC Union Berlin end in a draw?",
        "Draw (VfL Wolfsburg vs. 1. FC Union Berlin)", "moneyline", None,
        "2027-04-10 13:30:00+00", "https://www.bundesliga.com/",
        f"This market resolves to {Y} if VfL Wolfsburg and 1. FC Union Berlin are level at the end of normal "
        "time in their Bundesliga match of 10 April 2027. Normal time means 90 minutes plus stoppage time. If "
        f"either club is ahead at that point, it resolves to {N}.\n\n"
        "Appeals. A result can be changed after the match, for instance when a sports court upholds a protest "
        "that an ineligible player was fielded. A change made official before this market resolves is followed. "
        "A change made after the market has resolved, including one on a further appeal, is not taken into "
        "account, and the market is not reopened.\n\n"
        "If the match is postponed, the market stays open until it is played. If it is cancelled and never "
        f"replayed, the market resolves to {Y}.\n\n"
        "Primary source: the DFL's official match statistics. Fallback: where those are not available within "
        "2 hours of full time, a consensus of credible reporting.",
        ["plain", "british_spelling", "date:d_month_yyyy", "fixture:appeal", "label_colon",
         "syn:level", "numerals"],
        ["F:draw", "S1", "P1", "C1", "R1", "R2"],
        E("draw", "draw", "regulation", "official", "consensus", OPEN, "yes", "result", None)))

    # 007 cup replay after a draw, 1X2 leg on the first match
    L.append(v1("ao1-007", "facup", "Stockport County FC", "Bolton Wanderers FC",
        "fac-sto-bol-2026-11-07-sto", "Will Stockport County FC win on 2026-11-07?", "Stockport County FC",
        "moneyline", None, "2026-11-07 15:00:00+00", "https://www.thefa.com/",
        f"This market resolves to {Y} if Stockport County FC beat Bolton Wanderers FC in their FA Cup first "
        f"round match on 7 November 2026. It resolves to {N} if Bolton Wanderers FC win or the match is drawn.\n\n"
        "Only the score after 90 minutes plus injury time counts. This round is settled by a replay rather than "
        "by extra time: if the match is drawn, a replay will be staged at Bolton Wanderers FC's ground on a later "
        "date. That replay is a separate match; it does not keep this market open and has no effect on it. A "
        f"draw in this match resolves the market to {N} even if Stockport County FC go on to win the replay.\n\n"
        "If the first match is postponed, this market stays open until that match is played. If it is "
        f"cancelled and no make-up match takes place, the market resolves to {N}.\n\n"
        "Resolution uses the official result published by The Football Association. If none has appeared within "
        "two hours of the final whistle, a consensus of credible reporting will be used instead.",
        ["plain", "british_spelling", "syn:injury_time", "date:d_month_yyyy", "fixture:cup_replay",
         "condition_after_outcome", "number_words"],
        ["F:win", "S1", "P1", "C1", "R1"],
        E("win", "Stockport County FC", "regulation", "official", "consensus", OPEN, "no", "result", None)))

    # 008 cup replay, advance leg
    L.append(v1("ao1-008", "facup", "Stockport County FC", "Bolton Wanderers FC",
        "fac-sto-bol-2026-11-07-sto-advance", "Will Stockport County FC reach the FA Cup second round?",
        "Stockport County FC", "moneyline", None, "2026-11-07 15:00:00+00", "https://www.thefa.com/",
        f"Resolves to {Y} if Stockport County FC qualify for the second round of the FA Cup from their "
        f"first-round tie with Bolton Wanderers FC, and to {N} if Bolton Wanderers FC qualify.\n\n"
        "The tie counts however the competition's rules settle it. If the first match, on 7 November 2026, is "
        "drawn, the replay decides it, and so do extra time and a penalty shoot-out in that replay. There is no "
        "draw outcome in this market.\n\n"
        "If the FA removes a club from the competition or awards the tie to one side, the club placed in the "
        "second round is treated as having qualified.\n\n"
        "If either match of the tie is postponed, this market stays open until the tie has been decided. If the "
        "tie is cancelled and no club progresses from it, the market resolves 50-50.\n\n"
        "The official FA Cup results published by The Football Association decide this market; where they are "
        "not out within two hours after the deciding match finishes, the resolver uses a consensus of credible reporting.",
        ["plain", "british_spelling", "fixture:cup_replay", "fixture:awarded", "two_way",
         "date:d_month_yyyy", "numerals"],
        ["F:advance", "S6", "P1", "C2", "R1"],
        E("advance", "Stockport County FC", "penalties", "official", "consensus", OPEN, "50-50", "result", None)))

    # 009 two-legged tie, 1X2 on the second leg
    L.append(v1("ao1-009", "ucl", "FC Barcelona", "SL Benfica",
        "ucl-bar-ben-2027-03-10-bar", "Will FC Barcelona win on 2027-03-10?", "FC Barcelona",
        "moneyline", None, "2027-03-10 20:00:00+00", "https://www.uefa.com/",
        "This market is about the second leg of the UEFA Champions League round-of-16 tie between FC Barcelona "
        f"and SL Benfica, scheduled for Wednesday 10 March 2027. It resolves to {Y} if FC Barcelona win this "
        f"match and {N} otherwise.\n\n"
        "The aggregate score over the two legs does not matter here, and neither does which club goes through. "
        "Only the score of this match at the end of 90 minutes plus stoppage time is used. If the tie continues "
        "into extra time or a penalty shoot-out, neither is counted, so a match that is level after 90 minutes "
        f"resolves to {N} even if FC Barcelona then progress.\n\n"
        "If the match is postponed, the market stays open until it is played. If UEFA cancels it and it is "
        f"never played, the market resolves to {N}.\n\n"
        "Source: official UEFA match data. If UEFA has not published the result two hours after the final "
        "whistle, a consensus of credible reports applies.",
        ["plain", "weekday_date", "date:d_month_yyyy", "fixture:two_legged", "negation",
         "condition_after_outcome"],
        ["F:win", "S1", "P1", "C1", "R1"],
        E("win", "FC Barcelona", "regulation", "official", "consensus", OPEN, "no", "result", None)))

    # 010 two-legged tie, advance, aggregate and away goals, UEFA only
    L.append(v1("ao1-010", "ucl", "FC Barcelona", "SL Benfica",
        "ucl-bar-ben-2027-03-10-bar-advance", "Will FC Barcelona advance to the Champions League quarter-finals?",
        "FC Barcelona", "moneyline", None, "2027-03-10 20:00:00+00", "https://www.uefa.com/",
        f"This market resolves to {Y} if FC Barcelona win their two-legged round-of-16 tie against SL Benfica "
        f"and qualify for the quarter-finals of the UEFA Champions League. It resolves to {N} if SL Benfica "
        "qualify.\n\n"
        "The tie is decided on the aggregate score over both legs. The first leg is in Lisbon and the second in "
        "Barcelona on 10/03/2027 (10 March). If the aggregate is level after the second leg, the tie goes to "
        "extra time and then, if still level, to a penalty shoot-out; both count for this market. Away goals "
        "are used only if the competition's regulations for this season provide for them, and the market "
        "follows whichever club UEFA confirms as qualified.\n\n"
        "If either leg is postponed, the market remains open until the tie has been decided. If the tie cannot "
        "be completed, this market resolves 50-50.\n\n"
        "The market is resolved using UEFA's official results only.",
        ["plain", "date:dd_mm_yyyy", "fixture:two_legged", "fixture:away_goals", "two_way"],
        ["F:advance", "S6", "P1", "C2", "R:official"],
        E("advance", "FC Barcelona", "penalties", "official", None, OPEN, "50-50", "result", None)))

    # 011 one-off final at a neutral venue, regulation 1X2
    L.append(v1("ao1-011", "ucl", "Liverpool FC", "Bayer 04 Leverkusen",
        "ucl-liv-lev-2027-06-05-lev", "Will Bayer 04 Leverkusen win on 2027-06-05?", "Bayer 04 Leverkusen",
        "moneyline", None, "2027-06-05 19:00:00+00", "https://www.uefa.com/",
        f"This market resolves to {Y} if Bayer 04 Leverkusen beat Liverpool FC in the 2027 UEFA Champions League "
        "final, to be played on June 5, 2027 at a neutral venue, with the score counted at the end of regulation "
        "time (ninety minutes plus stoppage). Liverpool FC is the designated home team for administrative "
        "purposes only.\n\n"
        f"A final that is level after regulation resolves this market to {N}, even if Bayer 04 Leverkusen go on "
        "to win the trophy in extra time or on penalties. Neither extra time nor a shoot-out is counted.\n\n"
        "If UEFA moves the final to a different stadium, the market carries on and settles on the match wherever "
        "it is played. If the final is postponed, the market stays open until it is played. If the final is "
        f"cancelled and never played, this market resolves to {N}.\n\n"
        "Resolution source: UEFA's official match statistics, or, if those are not available within two hours "
        "of the final whistle, a consensus of credible reporting.",
        ["plain", "date:month_d_yyyy", "number_words", "fixture:neutral_final", "fixture:venue_change",
         "condition_after_outcome", "negation"],
        ["F:win", "S1", "P1", "C1", "R1"],
        E("win", "Bayer 04 Leverkusen", "regulation", "official", "consensus", OPEN, "no", "result", None)))

    # 012 one-off cup final, NO time scope -> scope ambiguous
    L.append(v1("ao1-012", "cdf", "Stade Rennais FC", "RC Lens",
        "cde-ren-len-2027-05-22-len", "Will RC Lens win on 2027-05-22?", "RC Lens",
        "moneyline", None, "2027-05-22 19:10:00+00", "https://www.fff.fr/",
        f"This market resolves to {Y} if RC Lens win the Coupe de France final against Stade Rennais FC at the "
        f"Stade de France on 22 May 2027. Otherwise it resolves to {N}.\n\n"
        "The final is a single match on neutral ground: there is no second leg and no replay. Stade Rennais FC "
        "is listed first only as the administrative home side.\n\n"
        "If the final is postponed, the market stays open until it is played. If it is cancelled and no "
        f"make-up match is played, this market resolves to {N}.\n\n"
        "The market resolves on the official statistics of the Fédération Française de Football, or, failing "
        "their publication within two hours after the final, on what credible media outlets agree.",
        ["plain", "date:d_month_yyyy", "fixture:neutral_final", "silent_scope"],
        ["F:win", "S:ambiguous", "P1", "C1", "R1"],
        E("win", "RC Lens", "ambiguous", "official", "consensus", OPEN, "no", "result", None)))

    # 013 friendly, shoot-out by agreement not counted, abandonment like cancellation
    L.append(v1("ao1-013", "friendly", "England", "Brazil",
        "fri-eng-bra-2027-03-26-eng", "Will England win on 2027-03-26?", "England",
        "moneyline", None, "2027-03-26 20:00:00+00", "https://www.englandfootball.com/",
        f"This market resolves to {Y} if England beat Brazil in the international friendly at Wembley Stadium "
        f"on Friday, 26 March 2027. A Brazil win or a draw resolves it to {N}.\n\n"
        "The result is the score once 90 minutes plus stoppage time have been played. Friendlies sometimes end with a penalty "
        "shoot-out agreed between the two associations, or with extra periods played for practice; none of "
        "these count.\n\n"
        "If the friendly is postponed, the market stays open until it is played. If it is called off and not "
        f"rearranged, the market resolves to {N}. If play is stopped before the 90 minutes are complete and the "
        "match is not finished, the market resolves the same way as for a cancelled match.\n\n"
        "The official result recognised by The Football Association, as organiser, decides this market. Where "
        "it is not published within two hours of the end of play, the market resolves on a consensus of "
        "credible reporting.",
        ["plain", "british_spelling", "weekday_date", "date:d_month_yyyy", "fixture:friendly",
         "syn:called_off", "syn:stopped"],
        ["F:win", "S1", "P1", "C1", "AB", "R1"],
        E("win", "England", "regulation", "official", "consensus", OPEN, "no", "result", "no")))

    # 014 women's league, ground moved, draw, "Nov. 15, 2026"
    L.append(v1("ao1-014", "wsl", "Arsenal WFC", "Chelsea FC Women",
        "wsl-ars-che-2026-11-15-draw", "Will Arsenal WFC vs. Chelsea FC Women end in a draw?",
        "Draw (Arsenal WFC vs. Chelsea FC Women)", "moneyline", None, "2026-11-15 12:30:00+00",
        "https://womenscompetitions.thefa.com/",
        f"Resolves to {Y} if the Women's Super League match between Arsenal WFC and Chelsea FC Women, "
        f"scheduled for Nov. 15, 2026, ends tied after ninety minutes plus stoppage time. Resolves to {N} if "
        "either team wins.\n\n"
        "The match has been moved from Meadow Park to Emirates Stadium. A move to another ground is not a "
        "postponement and does not change how this market settles. If the match is postponed to a later date, "
        "the market stays open until it is played. If the match is canceled and there is no make-up match, "
        f"the market resolves to {Y}.\n\n"
        "Results come from the official statistics of the Women's Super League. If they are not available within 2 hours "
        "of the match ending, a consensus of credible reporting is used.",
        ["plain", "american_spelling", "date:mon_dot_d_yyyy", "fixture:womens", "fixture:venue_change",
         "passive", "syn:tied"],
        ["F:draw", "S1", "P1", "C1", "R1"],
        E("draw", "draw", "regulation", "official", "consensus", OPEN, "yes", "result", None)))

    # 015 youth knockout: penalties straight after 90 minutes, advance
    L.append(v1("ao1-015", "uyl", "AFC Ajax U19", "Real Madrid CF U19",
        "uyl-aja-rea-2027-02-24-aja", "Will AFC Ajax U19 advance to the UEFA Youth League round of 16?",
        "AFC Ajax U19", "moneyline", None, "2027-02-24 13:00:00+00", "https://www.uefa.com/uefayouthleague/",
        f"This market resolves to {Y} if AFC Ajax U19 win the UEFA Youth League play-off against Real Madrid "
        f"CF U19 on 24 February 2027 and go through to the round of 16, and to {N} if Real Madrid CF U19 go "
        "through.\n\n"
        "The play-off is a single match. Under the competition's rules a match level after 90 minutes goes "
        "straight to a penalty shoot-out, with no extra time; the shoot-out counts for this market.\n\n"
        "If the match is postponed, the market remains open until the match takes place. If it is cancelled and "
        "UEFA does not decide who progresses, the market resolves 50-50.\n\n"
        "Source: UEFA's official match records, with a consensus of credible reporting used instead if no "
        "official result is available within two hours.",
        ["plain", "british_spelling", "fixture:youth", "two_way", "date:d_month_yyyy", "number_words"],
        ["F:advance", "S6", "P1", "C2", "R1"],
        E("advance", "AFC Ajax U19", "penalties", "official", "consensus", OPEN, "50-50", "result", None)))

    # 016 time zone: local date differs from the UTC date
    L.append(v1("ao1-016", "mls", "LA Galaxy", "Seattle Sounders FC",
        "mls-lag-sea-2026-08-22-lag", "Will LA Galaxy win on 2026-08-22?", "LA Galaxy",
        "moneyline", None, "2026-08-23 02:30:00+00", "https://www.mlssoccer.com/",
        f"This market resolves to {Y} if LA Galaxy defeat Seattle Sounders FC in their Major League Soccer "
        f"match on August 22, 2026. If Seattle Sounders FC win or the match ends in a tie, it resolves to {N}.\n\n"
        "Dates and times. The match kicks off at 7:30 p.m. Pacific time on August 22, which is 02:30 UTC on "
        "August 23. The date in this market's title is the local date at the stadium; the UTC date is one day "
        "later, but both describe the same match.\n\n"
        "Only regulation counts: 90 minutes plus stoppage time, not including any extra time or penalties.\n\n"
        "If the match is postponed, the market stays open until the match is eventually played. If the match is canceled "
        f"with no make-up match, the market resolves to {N}.\n\n"
        "The result is taken from MLS's official statistics. If MLS has not published them within two hours "
        "after the match, the resolver turns to a consensus of credible reporting.",
        ["plain", "american_spelling", "date:month_d_yyyy", "fixture:time_zone", "syn:defeat",
         "layout:headed_paras"],
        ["F:win", "S1", "P1", "C1", "R1"],
        E("win", "LA Galaxy", "regulation", "official", "consensus", OPEN, "no", "result", None)))

    # 017 total over 2.5; forfeit treated as a cancellation; 50-50
    L.append(v1("ao1-017", "seriea", "SSC Napoli", "AS Roma",
        "sea-nap-rom-2026-11-29-total-2pt5", "Will SSC Napoli vs. AS Roma have over 2.5 goals?", "O/U 2.5",
        "totals", 2.5, "2026-11-29 19:45:00+00", "https://www.legaseriea.it/",
        f"This market resolves to {Y} if SSC Napoli and AS Roma score three or more goals between them in their "
        f"Serie A match of 29 November 2026, and to {N} if two or fewer goals are scored.\n\n"
        "Only goals scored in regulation time, the ninety minutes and stoppage time, are counted. Own goals "
        "count, and so do penalties awarded during play; nothing that happens after the final whistle counts.\n\n"
        "A match that the league awards without it being played (for instance a 3-0 forfeit) is treated as a "
        "cancellation for this market, and the goals of an awarded score are not counted. If the match is "
        "cancelled and no make-up match is played, the market resolves 50-50. If the match is postponed, the "
        "market stays open until it is played.\n\n"
        "Resolution source: Lega Serie A official statistics; if they have not been published two hours after "
        "the match, whatever credible reporting agrees on.",
        ["plain", "british_spelling", "number_words", "date:d_month_yyyy", "fixture:awarded",
         "treated_as_cancellation"],
        ["F:total", "S1", "P1", "C2", "R1"],
        E("total", "over", "regulation", "official", "consensus", OPEN, "50-50", "result", None, line=2.5)))

    # 018 spread -1.5; kick-off moved on the day for TV; abandonment 50-50
    L.append(v1("ao1-018", "epl", "Manchester City FC", "Burnley FC",
        "epl-mac-bur-2027-01-16-spread-mac-1pt5", "Spread: Manchester City FC (-1.5)",
        "Manchester City FC (-1.5)", "spreads", -1.5, "2027-01-16 17:30:00+00",
        "https://www.premierleague.com/",
        f"This market resolves to {Y} if Manchester City FC beat Burnley FC by 2 or more goals in their Premier "
        f"League match on Jan 16, 2027. If Manchester City FC win by exactly one goal, draw or lose, it resolves "
        f"to {N}.\n\n"
        "The margin is read from the score at the close of 90 minutes plus stoppage time.\n\n"
        "The kick-off has been moved from 15:00 to 17:30 UK time on the same day for television coverage. A "
        "change of kick-off time on the scheduled date is not a postponement and has no effect on this market.\n\n"
        "If the match is postponed to another day, the market stays open until it is played. If it is "
        "called off with no make-up match, or abandoned and not completed, the market resolves 50-50.\n\n"
        "Source: official Premier League statistics, or, where those are not out within two hours, a consensus "
        "of credible reporting.",
        ["plain", "british_spelling", "numerals", "date:mon_d_yyyy", "fixture:late_kickoff", "negation"],
        ["F:spread", "S1", "P1", "C2", "AB", "R1"],
        E("spread", "Manchester City FC", "regulation", "official", "consensus", OPEN, "50-50", "result",
          "50-50", line=1.5)))

    # 019 BTTS; goals struck off / overturned on appeal after resolution ignored
    L.append(v1("ao1-019", "bundesliga", "Eintracht Frankfurt", "SC Freiburg",
        "bun-ein-fre-2026-09-26-btts", "Eintracht Frankfurt vs. SC Freiburg: Both Teams to Score",
        "Both Teams to Score", "both_teams_to_score", None, "2026-09-26 13:30:00+00",
        "https://www.bundesliga.com/",
        f"Resolves {Y} if Eintracht Frankfurt and SC Freiburg each score at least one goal in their Bundesliga "
        f"match on September 26, 2026; resolves {N} if either team, or both, fails to score.\n\n"
        "Goals count only if scored within the 90 minutes of regulation and its stoppage time. An own goal counts "
        "for the team credited with it in the official record.\n\n"
        "The market settles on the goals as they stand in the official record when it resolves. If a goal is "
        "later struck off, or the result is overturned on appeal, after the market has resolved, the market is "
        "not revisited.\n\n"
        "If the game is postponed, the market stays open until it is played. If it is canceled and no make-up "
        "game is played, the market resolves 50-50.\n\n"
        "Source: the official statistics of the Bundesliga; failing publication within two hours after the "
        "final whistle, a consensus of credible reporting.",
        ["plain", "american_spelling", "date:month_d_yyyy", "fixture:appeal", "negation", "terse"],
        ["F:btts", "S1", "P1", "C2", "R1", "R2"],
        E("btts", "yes", "regulation", "official", "consensus", OPEN, "50-50", "result", None)))

    # 020 first-half result; interrupted first half resumed later
    L.append(v1("ao1-020", "laliga", "Athletic Club", "Real Sociedad",
        "lal-ath-soc-2027-01-23-1h-ath", "Will Athletic Club lead Real Sociedad at half-time?",
        "Athletic Club (1st Half)", "first_half_moneyline", None, "2027-01-23 20:00:00+00",
        "https://www.laliga.com/",
        f"This market resolves to {Y} if Athletic Club are ahead of Real Sociedad at half-time of their LaLiga "
        f"match on 23 January 2027, and to {N} if the first half ends level or with Real Sociedad ahead.\n\n"
        "Only the first half counts: the first 45 minutes plus any stoppage time added to it. What happens after "
        "the interval does not affect this market.\n\n"
        "If the match is interrupted during the first half and later resumed from the minute at which it "
        "stopped, even on a later day, the half-time score of the resumed match is used. If the match is "
        "postponed, the market stays open until it is played. If it is scrapped with no make-up match, the "
        "market resolves 50-50.\n\n"
        "Resolution relies on LaLiga's official statistics, and on a consensus of credible reporting if those "
        "have not appeared within two hours.",
        ["plain", "british_spelling", "date:d_month_yyyy", "fixture:suspended_resumed", "numerals"],
        ["F:half", "P1", "C2", "R1"],
        E("half", "Athletic Club", None, "official", "consensus", OPEN, "50-50", "result", None, half="first")))

    # 021 exact score 1-2 (away side named first), behind closed doors, C3 fallback 0-0
    L.append(v1("ao1-021", "epl", "Everton FC", "Liverpool FC",
        "epl-eve-liv-2027-02-13-score-1-2", "Exact Score: Everton FC 1 - 2 Liverpool FC?",
        "Everton FC 1-2 Liverpool FC", "exact_score", None, "2027-02-13 12:30:00+00",
        "https://www.premierleague.com/",
        f"This market resolves to {Y} if Liverpool FC win 2-1 away at Everton FC in the Premier League on "
        "13/02/2027 (13 February), that is, with Everton FC scoring exactly one goal and Liverpool FC exactly "
        f"two. Any other score resolves it to {N}.\n\n"
        "The score is the one at the end of 90 minutes plus stoppage time.\n\n"
        "The Premier League has ordered this match to be played behind closed doors after crowd trouble at the "
        "previous meeting. That changes nothing in this market.\n\n"
        "If the match is postponed, the market remains open until it is played. If it is cancelled and no "
        "make-up match is played, this market is settled as if the score were 0-0, and so resolves to "
        f"{N}.\n\n"
        "Source: the Premier League's official statistics; if not published within two hours, a consensus of "
        "credible reporting.",
        ["plain", "british_spelling", "date:dd_mm_yyyy", "fixture:closed_doors", "away_named_first"],
        ["F:exact_score", "S1", "P1", "C3", "R1"],
        E("exact_score", "1-2", "regulation", "official", "consensus", OPEN, "no", "result", None)))

    # 022 ground/date move at the resolver's discretion -> postponement ambiguous
    L.append(v1("ao1-022", "epl", "Crystal Palace FC", "Brighton & Hove Albion FC",
        "epl-cry-bri-2026-12-19-cry", "Will Crystal Palace FC win on 2026-12-19?", "Crystal Palace FC",
        "moneyline", None, "2026-12-19 15:00:00+00", "https://www.premierleague.com/",
        f"This market resolves to {Y} if Crystal Palace FC win their Premier League match against Brighton & "
        "Hove Albion FC on Saturday 19 December 2026, counting the 90 minutes and stoppage time only. A draw or "
        f"a Brighton & Hove Albion FC win resolves it to {N}.\n\n"
        "Part of the home club's stadium is being rebuilt, and the league may move the fixture to another "
        "ground, to another date, or both. If that happens, the market will be kept open for as long as the "
        "resolver thinks sensible and then settled in whatever way it considers fair.\n\n"
        f"If the match is cancelled outright and never played, the market resolves to {N}.\n\n"
        "The market resolves from official Premier League statistics, with a consensus of credible reporting "
        "as the fallback if those have not come out within two hours of full time.",
        ["plain", "british_spelling", "weekday_date", "date:d_month_yyyy", "fixture:venue_change",
         "discretion"],
        ["F:win", "S1", "P:ambiguous", "C1", "R1"],
        E("win", "Crystal Palace FC", "regulation", "official", "consensus", "ambiguous", "no", "ambiguous", None)))

    # 023 cancellation follows the league's record, else resolver's call -> cancellation ambiguous
    L.append(v1("ao1-023", "laliga", "Getafe CF", "Rayo Vallecano",
        "lal-get-ray-2027-04-17-get", "Will Getafe CF win on 2027-04-17?", "Getafe CF",
        "moneyline", None, "2027-04-17 14:00:00+00", "https://www.laliga.com/",
        f"This market resolves to {Y} if Getafe CF beat Rayo Vallecano in their LaLiga match on April 17, 2027, "
        f"on the score after ninety minutes plus stoppage time, and to {N} otherwise.\n\n"
        "A postponed match keeps this market open until it is played.\n\n"
        "If the match is called off and not rearranged, the market will follow whatever result the league "
        "records for the fixture, for instance an award to one side; if the league records no result, the "
        "market will be settled in a manner the resolver considers appropriate.\n\n"
        "Source: official LaLiga statistics; fallback, a consensus of credible reporting if those are not "
        "available within two hours.",
        ["plain", "date:month_d_yyyy", "fixture:awarded", "discretion", "syn:called_off", "terse"],
        ["F:win", "S1", "P1", "C:ambiguous", "R1"],
        E("win", "Getafe CF", "regulation", "official", "consensus", OPEN, "ambiguous", "result", None)))

    # 024 abandonment treated as a postponement (replay from the start decides)
    L.append(v1("ao1-024", "seriea", "Torino FC", "Juventus FC",
        "sea-tor-juv-2027-03-06-draw", "Will Torino FC vs. Juventus FC end in a draw?",
        "Draw (Torino FC vs. Juventus FC)", "moneyline", None, "2027-03-06 17:00:00+00",
        "https://www.legaseriea.it/",
        f"This market resolves to {Y} if the Serie A match between Torino FC and Juventus FC on 6 March 2027 "
        f"ends level once 90 minutes plus stoppage time are up, and to {N} if either side wins.\n\n"
        "An abandoned match is treated as a postponement. If the match is stopped before full time and the "
        "league orders it to be replayed from the start, the abandoned match is disregarded and the market "
        "stays open until the replay has been played; the replay's result then decides it.\n\n"
        "If the match is postponed, the market stays open until it is played. If it is cancelled and not made "
        f"up, the market resolves to {Y}.\n\n"
        "Resolution source: Lega Serie A's official statistics, falling back on a consensus of credible "
        "reporting if they are still missing two hours after the match.",
        ["plain", "british_spelling", "date:d_month_yyyy", "fixture:replayed_after_abandonment",
         "treated_as_postponement", "syn:level"],
        ["F:draw", "S1", "P1", "C1", "AB", "R1"],
        E("draw", "draw", "regulation", "official", "consensus", OPEN, "yes", "result", "result")))

    # 025 abandonment settles like cancellation even if replayed; time zone; women's league
    L.append(v1("ao1-025", "nwsl", "Portland Thorns FC", "San Diego Wave FC",
        "nwsl-por-sdw-2026-09-12-sdw", "Will San Diego Wave FC win on 2026-09-12?", "San Diego Wave FC",
        "moneyline", None, "2026-09-13 02:00:00+00", "https://www.nwslsoccer.com/",
        f"This market resolves to {Y} if San Diego Wave FC beat Portland Thorns FC in their National Women's "
        "Soccer League game on September 12, 2026 (the local date in Portland; kickoff is 7:00 p.m. Pacific, "
        f"which is 2:00 a.m. UTC on September 13). A Portland Thorns FC win or a tie resolves it to {N}.\n\n"
        "The result is the score at the end of 90 minutes plus stoppage time.\n\n"
        "If the game is postponed, the market remains open until it is played. If it is canceled with no "
        f"make-up game, the market resolves to {N}. If the game is abandoned, this market resolves as it would "
        "for a cancellation, even if the league later orders the game replayed from the opening whistle; such "
        "a replay is treated as a new game and is not covered by this market.\n\n"
        "Source: official NWSL statistics; if not published within two hours after the game, a consensus of "
        "credible reporting.",
        ["plain", "american_spelling", "date:month_d_yyyy", "fixture:time_zone", "fixture:womens",
         "fixture:replayed_after_abandonment", "exception"],
        ["F:win", "S1", "P1", "C1", "AB", "R1"],
        E("win", "San Diego Wave FC", "regulation", "official", "consensus", OPEN, "no", "result", "no")))

    return L
