"""Set (ao), venue_two legs: unusual fixtures in the venue's ordinary rule pair.

Every text is hand-written. Each leg states its expected record inline.
"""
from legs_v1 import E, OPEN  # noqa: F401

ESPN_FOX = [{"name": "ESPN", "url": "https://www.espn.com/soccer/"},
            {"name": "Fox Sports", "url": "https://www.foxsports.com/soccer"}]
ESPN = [{"name": "ESPN", "url": "https://www.espn.com/soccer/"}]
UEFA = [{"name": "UEFA", "url": "https://www.uefa.com/"}]
MLS = [{"name": "MLS", "url": "https://www.mlssoccer.com/"}]
FA = [{"name": "The FA", "url": "https://www.thefa.com/"}]


def v2(lid, comp, home, away, series, datecode, codes, suffix, title, sub, occ,
       primary, secondary, sources, styles, meanings, exp):
    event = f"{series}-{datecode}{codes}"
    return {
        "id": lid, "venue": "venue_two", "styles": sorted(styles), "meanings": meanings,
        "home": home, "away": away, "competition": comp,
        "market": {
            "ticker": f"{event}-{suffix}", "event_ticker": event, "series_ticker": series,
            "title": title, "yes_sub_title": sub, "no_sub_title": sub,
            "rules_primary": primary, "rules_secondary": secondary,
            "occurrence_datetime": occ,
        },
        "series_settlement_sources": sources,
        "expected": exp,
    }


def legs():
    L = []

    # 001 venue change is not a reschedule
    L.append(v2("ao2-001", "laliga", "Valencia", "Villarreal", "KXLALIGAGAME", "26NOV08", "VCFVIL", "VCF",
        "Valencia vs Villarreal Winner?", "Valencia", "2026-11-08T20:00:00Z",
        "If Valencia beats Villarreal in the Valencia vs Villarreal professional Spanish La Liga match first "
        "set for Nov 8, 2026, with the score taken at the end of 90 minutes plus stoppage time (no extra time, "
        "no penalties), the market resolves to Yes.",
        "The game may be staged at a different stadium. Moving it to another venue is not a reschedule: if it "
        "is played at the new venue at the scheduled time, the market settles on that game as normal. If the "
        "game is level once regulation ends, the Tie market resolves to Yes. If the game is canceled, or "
        "rescheduled to kick off more than 48 hours after its original start, the market is settled at a fair "
        "price under the rules.",
        ESPN_FOX, ["plain", "american_spelling", "fixture:venue_change", "numerals", "parenthetical"],
        ["F:win", "S2", "D1", "P2", "C4", "R3"],
        E("win", "Valencia", "regulation", "provider", None, 48, "fair_price", "fair_price", None)))

    # 002 behind closed doors, Tie leg, abandonment like cancellation
    L.append(v2("ao2-002", "ligue1", "Marseille", "PSG", "KXLIGUE1GAME", "27MAR14", "OMPSG", "TIE",
        "Marseille vs PSG Winner?", "Tie", "2027-03-14T19:45:00Z",
        "If the Marseille vs PSG professional French Ligue 1 game originally scheduled for March 14, 2027 is "
        "level at the end of 90 minutes plus stoppage time (extra time and penalties do not count), then the "
        "market for Tie resolves to Yes.",
        "This game will be played behind closed doors by order of the league; playing without fans has no "
        "effect on the market. If the game is postponed by more than forty-eight hours, or canceled, the market "
        "settles at a fair price under the rules. A game that is abandoned and not completed is handled the "
        "same way as a canceled game.",
        ESPN_FOX, ["plain", "american_spelling", "number_words", "fixture:closed_doors",
                   "treated_as_cancellation"],
        ["F:draw", "S2", "D1", "P2", "C4", "AB", "R3"],
        E("draw", "draw", "regulation", "provider", None, 48, "fair_price", "fair_price", "fair_price")))

    # 003 kickoff held back by an hour; the text names its own (official) source
    L.append(v2("ao2-003", "bundesliga", "Dortmund", "Bayern Munich", "KXBUNDESLIGAGAME", "26OCT17", "BVBBMU",
        "BMU", "Dortmund vs Bayern Munich Winner?", "Bayern Munich", "2026-10-17T16:30:00Z",
        "If Bayern Munich wins the Dortmund vs Bayern Munich professional German Bundesliga game originally "
        "scheduled for Oct 17, 2026, on the result at the end of 90 minutes plus stoppage time with extra time "
        "and penalties left out, the market resolves Yes.",
        "A kickoff that is delayed on the day, for example by one hour, is not a rescheduling, and the market "
        "continues on that game. If the game is pushed back by more than 48 hrs, or canceled, the market "
        "resolves at a fair price. If it finishes level after regulation, Tie resolves to Yes. The result is "
        "taken from the official match data of the Bundesliga (DFL).",
        ESPN_FOX, ["plain", "american_spelling", "abbrev:hrs", "fixture:late_kickoff", "text_names_source"],
        ["F:win", "S2", "D1", "P2", "C4", "R:official"],
        E("win", "Bayern Munich", "regulation", "official", None, 48, "fair_price", "fair_price", None)))

    # 004 suspended and resumed from the minute it stopped; not completed -> fair price
    L.append(v2("ao2-004", "seriea", "Lecce", "Verona", "KXSERIEAGAME", "27FEB07", "LECVER", "LEC",
        "Lecce vs Verona Winner?", "Lecce", "2027-02-07T14:00:00Z",
        "Yes if Lecce win the Lecce vs Verona Serie A game first scheduled for Feb 7, 2027, counting only "
        "regulation (90 minutes and stoppage time; extra time and penalties excluded).",
        "If play is suspended and the game resumes from the minute at which it stopped, even on a later day, "
        "the market settles on the final score of the completed game. If a suspended game is never completed, "
        "the market settles at a fair price. If the game is canceled or postponed by more than 48 hours, the "
        "market also settles at a fair price. If it ends level, Tie resolves to Yes.",
        ESPN, ["terse", "result_first", "fixture:suspended_resumed", "numerals"],
        ["F:win", "S2", "D1", "P2", "C4", "AB", "R3"],
        E("win", "Lecce", "regulation", "provider", None, 48, "fair_price", "fair_price", "fair_price")))

    # 005 awarded by the league (forfeit), "two days"
    L.append(v2("ao2-005", "laliga", "Betis", "Sevilla", "KXLALIGAGAME", "26DEC06", "RBBSEV", "SEV",
        "Betis vs Sevilla Winner?", "Sevilla", "2026-12-06T20:00:00Z",
        "The market resolves to Yes if Sevilla defeats Betis in their professional Spanish La Liga game "
        "originally scheduled for December 6, 2026, based on regulation time only: ninety minutes plus "
        "stoppage time, with no extra time or penalties.",
        "If the league awards the game by forfeit (a walkover, usually recorded as 3-0), the awarded score "
        "counts as the result after regulation. If the teams are level after regulation, the market for Tie "
        "resolves to Yes. Cancellation, or a reschedule to more than two days after the original start time, "
        "leads to settlement at a fair price per the rules.",
        ESPN_FOX, ["plain", "number_words", "syn:two_days", "fixture:awarded", "nominalised"],
        ["F:win", "S2", "D1", "P2", "C4", "R3"],
        E("win", "Sevilla", "regulation", "provider", None, 48, "fair_price", "fair_price", None)))

    # 006 Tie leg, appeal after settlement ignored, P3 wording
    L.append(v2("ao2-006", "bundesliga", "Wolfsburg", "Union Berlin", "KXBUNDESLIGAGAME", "27APR10", "WOBFCU",
        "TIE", "Wolfsburg vs Union Berlin Winner?", "Tie", "2027-04-10T13:30:00Z",
        "If the Wolfsburg vs Union Berlin professional German Bundesliga game originally scheduled for "
        "Apr 10, 2027 ends in a Tie, measured at the end of 90 minutes plus stoppage time (extra time and "
        "penalties excluded), then this contract settles Yes.",
        "If the game is postponed but kicks off within 48 hours of its original time, the market stays open "
        "for it; if not, the market is settled at a fair price. A canceled game is also settled at a fair "
        "price. The market is settled on the official result as it stands at settlement. If that result is "
        "later changed on appeal or by a sports tribunal, the market is not reopened.",
        ESPN_FOX, ["plain", "american_spelling", "fixture:appeal", "exception"],
        ["F:draw", "S2", "D1", "P3", "C4", "R3"],
        E("draw", "draw", "regulation", "provider", None, 48, "fair_price", "fair_price", None)))

    # 007 cup match with a replay, 1X2; series source is the FA
    L.append(v2("ao2-007", "facup", "Stockport", "Bolton", "KXFACUPGAME", "26NOV07", "STOBOL", "STO",
        "Stockport vs Bolton Winner?", "Stockport", "2026-11-07T15:00:00Z",
        "If Stockport wins the Stockport vs Bolton FA Cup first round game originally scheduled for "
        "Nov 7, 2026, judged at the end of 90 minutes plus stoppage time, the market resolves Yes.",
        "Extra time and penalties are not part of this market. If the game ends level, Tie resolves to Yes, "
        "and a replay is then required; the replay is a separate game and does not affect this market. If the "
        "game is canceled, or moved to a start more than 48 hours after it was due, the market is "
        "settled at a fair price.",
        FA, ["plain", "fixture:cup_replay", "split_scope"],
        ["F:win", "S3", "D1", "P2", "C4", "R3"],
        E("win", "Stockport", "regulation", "official", None, 48, "fair_price", "fair_price", None)))

    # 008 cup advance through a replay; no postponement clause (the replay note is not one)
    L.append(v2("ao2-008", "facup", "Stockport", "Bolton", "KXFACUPADVANCE", "26NOV07", "STOBOL", "STO",
        "Stockport vs Bolton: Who advances?", "Stockport", "2026-11-07T15:00:00Z",
        "If Stockport advances from its FA Cup first round tie against Bolton into the second round, the "
        "market resolves Yes. The tie includes any replay, and any extra time and penalty shoot-out in that "
        "replay.",
        "The first game is scheduled for Nov 7, 2026. If it ends level, a replay is played on a later date at "
        "Bolton, and the market stays open for it. If a game of the tie is canceled and the tie is not decided, "
        "the market is settled at a fair price.",
        ESPN, ["plain", "fixture:cup_replay", "two_way", "silent_postponement"],
        ["F:advance", "S6", "C4", "R3"],
        E("advance", "Stockport", "penalties", "provider", None, None, "fair_price", None, None)))

    # 009 second leg of a two-legged tie, 1X2 on the leg
    L.append(v2("ao2-009", "ucl", "Barcelona", "Benfica", "KXUCLGAME", "27MAR10", "BARBEN", "BAR",
        "Barcelona vs Benfica Winner?", "Barcelona", "2027-03-10T20:00:00Z",
        "If Barcelona wins the Barcelona vs Benfica UEFA Champions League game originally scheduled for "
        "Mar 10, 2027, the market resolves to Yes. Only regulation counts: 90 minutes and stoppage time, "
        "without extra time or penalties.",
        "This game is the second leg of a two-legged tie. The aggregate score, away goals and which team "
        "advances have no effect on this market; a separate market covers advancement. If the game is level "
        "after regulation, Tie resolves to Yes, even if extra time or penalties follow. If the game is "
        "canceled, or postponed by more than 48 hours, the market is settled at a fair price.",
        ESPN_FOX, ["plain", "fixture:two_legged", "condition_after_outcome", "negation"],
        ["F:win", "S2", "D1", "P2", "C4", "R3"],
        E("win", "Barcelona", "regulation", "provider", None, 48, "fair_price", "fair_price", None)))

    # 010 two-legged tie, advance on aggregate; UEFA series source
    L.append(v2("ao2-010", "ucl", "Barcelona", "Benfica", "KXUCLADVANCE", "27MAR10", "BARBEN", "BAR",
        "Barcelona vs Benfica: Who advances?", "Barcelona", "2027-03-10T20:00:00Z",
        "If Barcelona qualifies for the quarterfinals by winning its round of 16 tie against Benfica, the "
        "market settles Yes. The tie is decided over two legs on aggregate goals, and includes extra time "
        "and a penalty shoot-out in the second leg if they are needed.",
        "The second leg is scheduled for Mar 10, 2027. Away goals do not break a level aggregate; extra time "
        "and then penalties do. If the second leg is postponed by more than two days, or the tie is canceled, "
        "the market is settled at a fair price.",
        UEFA, ["plain", "american_spelling", "syn:two_days", "fixture:two_legged", "fixture:away_goals",
               "two_way"],
        ["F:advance", "S6", "P2", "C4", "R3"],
        E("advance", "Barcelona", "penalties", "official", None, 48, "fair_price", "fair_price", None)))

    # 011 one-off final at a neutral venue, regulation 1X2
    L.append(v2("ao2-011", "ucl", "Liverpool", "Leverkusen", "KXUCLGAME", "27JUN05", "LFCB04", "B04",
        "Liverpool vs Leverkusen Winner?", "Leverkusen", "2027-06-05T19:00:00Z",
        "Yes if Leverkusen beats Liverpool in the UEFA Champions League final originally scheduled for "
        "Jun 5, 2027, counting the score at the end of regulation: 90 minutes plus stoppage time. Extra time "
        "and penalties do not count.",
        "The final is played at a neutral stadium; Liverpool is named first as the designated home team only. "
        "If the final is level after regulation, Tie resolves to Yes and this market resolves to No, even if "
        "Leverkusen wins the trophy afterwards. If the final is moved to a different stadium, the market "
        "continues. If it is canceled or rescheduled more than 48 hours later than planned, the market is "
        "settled at a fair price.",
        ESPN_FOX, ["terse", "result_first", "fixture:neutral_final", "fixture:venue_change",
                   "condition_after_outcome"],
        ["F:win", "S2", "D1", "P2", "C4", "R3"],
        E("win", "Leverkusen", "regulation", "provider", None, 48, "fair_price", "fair_price", None)))

    # 012 final, who lifts the trophy (advance)
    L.append(v2("ao2-012", "ucl", "Liverpool", "Leverkusen", "KXUCLADVANCE", "27JUN05", "LFCB04", "B04",
        "Liverpool vs Leverkusen: Champions League winner?", "Leverkusen", "2027-06-05T19:00:00Z",
        "If Leverkusen wins the UEFA Champions League final against Liverpool and lifts the trophy, including "
        "through extra time or a penalty shoot-out, this market resolves Yes.",
        "The final is originally scheduled for Jun 5, 2027 at a neutral venue. There is no draw in this "
        "market. If the final is pushed to more than 48 hours after the original kickoff, or canceled, "
        "the market is settled at a fair price.",
        UEFA, ["plain", "fixture:neutral_final", "two_way"],
        ["F:advance", "S6", "P2", "C4", "R3"],
        E("advance", "Leverkusen", "penalties", "official", None, 48, "fair_price", "fair_price", None)))

    # 013 friendly: no scope in the primary, scope in the secondary; abandonment
    L.append(v2("ao2-013", "friendly", "England", "Brazil", "KXINTLFRIENDLYGAME", "27MAR26", "ENGBRA", "ENG",
        "England vs Brazil Winner?", "England", "2027-03-26T20:00:00Z",
        "If England wins the England vs Brazil international friendly originally scheduled for "
        "March 26, 2027, the market resolves to Yes.",
        "The result is taken after ninety minutes plus stoppage time. A penalty shoot-out or extra periods "
        "played by agreement after full time do not count. If the friendly ends level, Tie resolves to Yes. "
        "If it is canceled, or moved to a kickoff more than 48 hours later, the market is settled at a fair "
        "price. If the friendly is abandoned before full time and not completed, the market is settled at a "
        "fair price as well.",
        ESPN, ["plain", "number_words", "fixture:friendly", "split_scope"],
        ["F:win", "S4", "D1", "P2", "C4", "AB", "R3"],
        E("win", "England", "regulation", "provider", None, 48, "fair_price", "fair_price", "fair_price")))

    # 014 women's league, Tie leg, ground moved
    L.append(v2("ao2-014", "wsl", "Arsenal W", "Chelsea W", "KXWSLGAME", "26NOV15", "ARSCHE", "TIE",
        "Arsenal W vs Chelsea W Winner?", "Tie", "2026-11-15T12:30:00Z",
        "If the Arsenal W vs Chelsea W professional Women's Super League game originally scheduled for "
        "15 Nov 2026 is tied at the end of regulation (90 minutes plus stoppage; extra time and penalties "
        "excluded), then the Tie market resolves to Yes.",
        "The game has moved from Meadow Park to Emirates Stadium; a change of ground does not count as a "
        "postponement. If the game is canceled or is reset to a start more than 48 hours after the "
        "scheduled one, the market is settled at a fair price.",
        ESPN, ["plain", "date:d_mon_yyyy", "fixture:womens", "fixture:venue_change", "syn:tied"],
        ["F:draw", "S2", "D1", "P2", "C4", "R3"],
        E("draw", "draw", "regulation", "provider", None, 48, "fair_price", "fair_price", None)))

    # 015 youth league phase game: scope only in the secondary; P3
    L.append(v2("ao2-015", "uyl", "Benfica U19", "Juventus U19", "KXUYLGAME", "26NOV04", "BENJUV", "BEN",
        "Benfica U19 vs Juventus U19 Winner?", "Benfica U19", "2026-11-04T13:00:00Z",
        "If Benfica U19 wins the Benfica U19 vs Juventus U19 UEFA Youth League game originally scheduled for "
        "Nov 4, 2026, the market resolves to Yes.",
        "This is a league phase game: it lasts ninety minutes plus stoppage time, no extra time or penalties "
        "are played, and only that score counts. If the game ends in a draw, Tie resolves to Yes. If it is "
        "postponed but starts within 48 hours of its original time, the market remains open; if it is "
        "postponed for longer, or canceled, the market settles at a fair price.",
        UEFA, ["plain", "number_words", "fixture:youth", "split_scope"],
        ["F:win", "S4", "D1", "P3", "C4", "R3"],
        E("win", "Benfica U19", "regulation", "official", None, 48, "fair_price", "fair_price", None)))

    # 016 time zone: local date vs UTC date; MLS series source
    L.append(v2("ao2-016", "mls", "LA Galaxy", "Seattle", "KXMLSGAME", "26AUG22", "LAGSEA", "LAG",
        "LA Galaxy vs Seattle Winner?", "LA Galaxy", "2026-08-23T02:30:00Z",
        "If LA Galaxy wins the LA Galaxy vs Seattle professional MLS game originally scheduled for "
        "Aug 22, 2026 (local date), then the market resolves Yes, on the score when regulation ends: "
        "90 minutes plus stoppage, with no extra time and no penalties.",
        "Kickoff is 7:30 PM Pacific on August 22, which is 02:30 UTC on August 23; the date above is the "
        "local date, and both refer to the same game. The 48-hour window runs from the scheduled kickoff "
        "instant, not from a calendar date: if the game is canceled, or rescheduled to begin more than 48 "
        "hours after that instant, the market is settled at a fair price. If the game is tied after "
        "regulation, Tie resolves to Yes.",
        MLS, ["plain", "fixture:time_zone", "numerals", "colon_definition"],
        ["F:win", "S2", "D1", "P2", "C4", "R3"],
        E("win", "LA Galaxy", "regulation", "official", None, 48, "fair_price", "fair_price", None)))

    # 017 total over 2.5; forfeit treated as canceled
    L.append(v2("ao2-017", "seriea", "Napoli", "Roma", "KXSERIEATOTAL", "26NOV29", "NAPROM", "3",
        "Napoli vs Roma: Total Goals", "Over 2.5 goals scored", "2026-11-29T19:45:00Z",
        "If more than 2.5 goals are scored in the Napoli vs Roma professional Italian Serie A game originally "
        "scheduled for Nov 29, 2026, counting regulation only (90 minutes plus stoppage time, no extra time or "
        "penalties), the market settles Yes.",
        "If the league awards the game by forfeit without it being played, the game is treated as canceled "
        "and the awarded goals are not counted. If the game is canceled, or postponed by more than 48 hours, "
        "the market settles at a fair price.",
        ESPN_FOX, ["plain", "numerals", "fixture:awarded", "treated_as_cancellation"],
        ["F:total", "S2", "P2", "C4", "R3"],
        E("total", "over", "regulation", "provider", None, 48, "fair_price", "fair_price", None, line=2.5)))

    # 018 spread; kickoff moved later on the same day for TV; abandonment
    L.append(v2("ao2-018", "epl", "Man City", "Burnley", "KXEPLSPREAD", "27JAN16", "MCIBUR", "MCI2",
        "Man City vs Burnley: Spread", "Man City wins by over 1.5 goals", "2027-01-16T17:30:00Z",
        "If Man City beats Burnley by two goals or more in the Man City vs Burnley professional English "
        "Premier League game originally scheduled for Jan 16, 2027, counting 90 minutes and stoppage time "
        "only (extra time and penalties excluded), the contract resolves Yes.",
        "The kickoff has moved from 3:00 PM to 5:30 PM UK time on the same day for broadcast; that change is "
        "not a postponement. If the game is canceled, postponed by more than 48 hours, or abandoned and not "
        "completed, the market is settled at a fair price.",
        ESPN_FOX, ["plain", "number_words", "fixture:late_kickoff", "list_joined"],
        ["F:spread", "S2", "P2", "C4", "AB", "R3"],
        E("spread", "Man City", "regulation", "provider", None, 48, "fair_price", "fair_price", "fair_price",
          line=1.5)))

    # 019 BTTS; appeal after settlement ignored
    L.append(v2("ao2-019", "bundesliga", "Frankfurt", "Freiburg", "KXBUNDESLIGABTTS", "26SEP26", "SGESCF",
        "BTTS", "Frankfurt vs Freiburg: Both Teams to Score?", "Both teams score", "2026-09-26T13:30:00Z",
        "If both Frankfurt and Freiburg score in the Frankfurt vs Freiburg professional German Bundesliga game "
        "originally scheduled for Sep 26, 2026, the market pays Yes. Only goals in regulation "
        "(90 minutes plus stoppage) count.",
        "Goals are counted as they stand in the official result when the market settles. If a result is "
        "overturned on appeal after the market has settled, it stays settled. If the game is canceled, or "
        "rescheduled more than 48 hours from its first start time, the market settles at a fair price.",
        ESPN_FOX, ["plain", "fixture:appeal"],
        ["F:btts", "S2", "P2", "C4", "R3"],
        E("btts", "yes", "regulation", "provider", None, 48, "fair_price", "fair_price", None)))

    # 020 first half; interrupted first half resumed later
    L.append(v2("ao2-020", "laliga", "Athletic Club", "Real Sociedad", "KXLALIGA1H", "27JAN23", "ATHRSO", "ATH",
        "Athletic Club vs Real Sociedad: First Half Winner?", "Athletic Club", "2027-01-23T20:00:00Z",
        "If Athletic Club leads Real Sociedad at halftime of their professional Spanish La Liga game originally "
        "scheduled for Jan 23, 2027, the market resolves Yes. Only the first half, including its "
        "stoppage time, counts.",
        "If the game is interrupted in the first half and resumed later from the minute at which it stopped, "
        "the score at the end of the resumed first half is used. If the first half ends level, the Tie market "
        "resolves to Yes. If the game is canceled, or postponed by more than 48 hours, the market is settled "
        "at a fair price.",
        ESPN_FOX, ["plain", "fixture:suspended_resumed", "american_spelling"],
        ["F:half", "D1", "P2", "C4", "R3"],
        E("half", "Athletic Club", None, "provider", None, 48, "fair_price", "fair_price", None, half="first")))

    # 021 exact score 1-2; behind closed doors
    L.append(v2("ao2-021", "epl", "Everton", "Liverpool", "KXEPLSCORE", "27FEB13", "EVELFC", "1L2",
        "Everton vs Liverpool: Exact Score", "Everton 1-2 Liverpool", "2027-02-13T12:30:00Z",
        "If the Everton vs Liverpool professional English Premier League game originally scheduled for "
        "Feb 13, 2027 finishes 1-2, with Everton scoring one goal and Liverpool two, at the end of regulation "
        "(90 minutes and stoppage time; extra time and penalties excluded), then the market settles on Yes.",
        "The league has ordered this game to be played behind closed doors, which does not affect the market. "
        "If the game is canceled, or rescheduled to start more than 48 hours after the original time, the "
        "market is settled at a fair price.",
        ESPN_FOX, ["plain", "fixture:closed_doors", "number_words_and_digits"],
        ["F:exact_score", "S2", "P2", "C4", "R3"],
        E("exact_score", "1-2", "regulation", "provider", None, 48, "fair_price", "fair_price", None)))

    # 022 second leg, no time scope anywhere -> scope ambiguous
    L.append(v2("ao2-022", "ucl", "Arsenal", "Inter", "KXUCLGAME", "27MAR17", "ARSINT", "ARS",
        "Arsenal vs Inter Winner?", "Arsenal", "2027-03-17T20:00:00Z",
        "If Arsenal wins the Arsenal vs Inter UEFA Champions League round of 16 second leg originally "
        "scheduled for Mar 17, 2027, the market resolves Yes.",
        "The aggregate score over the two legs is not relevant to this market; only this game is. If the game "
        "is canceled, or postponed by more than 48 hours, the market is settled at a fair price.",
        ESPN_FOX, ["plain", "fixture:two_legged", "silent_scope"],
        ["F:win", "S:ambiguous", "P2", "C4", "R3"],
        E("win", "Arsenal", "ambiguous", "provider", None, 48, "fair_price", "fair_price", None)))

    # 023 suspended game that cannot be finished at the exchange's discretion -> abandonment ambiguous
    L.append(v2("ao2-023", "laliga", "Getafe", "Rayo Vallecano", "KXLALIGAGAME", "27APR17", "GETRVC", "GET",
        "Getafe vs Rayo Vallecano Winner?", "Getafe", "2027-04-17T14:00:00Z",
        "If Getafe beats Rayo Vallecano in their professional Spanish La Liga game originally scheduled for "
        "April 17, 2027, the market resolves Yes, based on the score at the end of 90 minutes plus "
        "stoppage time (extra time and penalties are not counted).",
        "If the game is tied after regulation, Tie resolves to Yes. If the game is canceled, or moved to a "
        "kickoff more than 48 hours after its original start, the market is settled at a fair price. If play is "
        "suspended and the game cannot be finished, the exchange will decide how the market settles, which "
        "may include using the score at the time play stopped.",
        ESPN_FOX, ["plain", "discretion", "fixture:suspended_resumed"],
        ["F:win", "S2", "D1", "P2", "C4", "AB:ambiguous", "R3"],
        E("win", "Getafe", "regulation", "provider", None, 48, "fair_price", "fair_price", "ambiguous")))

    # 024 48 h in the primary against open-until-played on a venue/date move -> postponement ambiguous
    L.append(v2("ao2-024", "epl", "Crystal Palace", "Brighton", "KXEPLGAME", "26DEC19", "CRYBHA", "CRY",
        "Crystal Palace vs Brighton Winner?", "Crystal Palace", "2026-12-19T15:00:00Z",
        "If Crystal Palace wins the Crystal Palace vs Brighton professional English Premier League game "
        "originally scheduled for Dec 19, 2026 at the end of regulation (90 minutes plus stoppage; no extra "
        "time or penalties), the market resolves Yes. Should the game be postponed by more than 48 "
        "hours, the market is settled at a fair price.",
        "If the game is moved to another venue or another date, the market remains open until the game takes "
        "place and settles on its result. If the game is tied after regulation, Tie resolves to Yes. If the "
        "game is canceled, the market is settled at a fair price.",
        ESPN_FOX, ["plain", "fixture:venue_change", "contradiction"],
        ["F:win", "S2", "D1", "P:ambiguous", "C4", "R3"],
        E("win", "Crystal Palace", "regulation", "provider", None, "ambiguous", "fair_price", "ambiguous",
          None)))

    # 025 youth play-off: straight to penalties, no extra time (advance)
    L.append(v2("ao2-025", "uyl", "Ajax U19", "Real Madrid U19", "KXUYLADVANCE", "27FEB24", "AJARMA", "AJA",
        "Ajax U19 vs Real Madrid U19: Who advances?", "Ajax U19", "2027-02-24T13:00:00Z",
        "If Ajax U19 advances past Real Madrid U19 in the UEFA Youth League play-off game originally "
        "scheduled for Feb 24, 2027, the market resolves Yes. Should the game be level after ninety "
        "minutes plus stoppage, it goes directly to a penalty shoot-out, with no extra time, and the shoot-out "
        "decides the tie.",
        "If the game is canceled, or rescheduled more than 48 hours after the original kickoff, the market is "
        "settled at a fair price.",
        UEFA, ["plain", "fixture:youth", "two_way", "number_words"],
        ["F:advance", "S6", "P2", "C4", "R3"],
        E("advance", "Ajax U19", "penalties", "official", None, 48, "fair_price", "fair_price", None)))

    return L
