"""venue_two legs of set (ag): lawyer-drafted rule pairs full of provisos, hand-written."""
from common import COMPS, MON, exp, ESPN_FOX, ESPN, UEFA, FIFA, MLS


def tick(comp, fam, date, hc, ac):
    series = COMPS[comp][2] + fam
    y, m, d = date.split("-")
    ev = f"{series}-{y[2:]}{MON[int(m) - 1]}{d}{hc}{ac}"
    return series, ev


def legs():
    out = []

    def add(idx, comp, fam, home, away, hc, ac, date, hour, suffix, title, ysub, rp, rs, series_src, e, styles, meanings):
        series, ev = tick(comp, fam, date, hc, ac)
        out.append({"id": f"ag2-{idx:03d}", "venue": "venue_two", "styles": sorted(styles),
                    "meanings": meanings, "home": home, "away": away, "competition": comp,
                    "market": {"ticker": f"{ev}-{suffix}", "event_ticker": ev, "series_ticker": series,
                               "title": title, "yes_sub_title": ysub, "no_sub_title": ysub,
                               "rules_primary": rp, "rules_secondary": rs,
                               "occurrence_datetime": f"{date}T{hour}:00:00Z"},
                    "series_settlement_sources": series_src, "expected": e})

    add(1, "epl", "GAME", "Arsenal", "Tottenham", "ARS", "TOT", "2026-12-12", "17", "ARS",
        "Arsenal vs Tottenham Winner?", "Arsenal",
        "If Arsenal is the winner of the Arsenal vs Tottenham English Premier League match first scheduled for Dec 12, 2026, as determined at the end of 90 minutes plus stoppage time, then the market shall settle to Yes; provided that any extra time or penalty shoot-out shall be disregarded.",
        "Where the match is level at the end of regulation, the Tie market resolves to Yes and this market resolves to No. If the match is canceled, the market shall be settled at a fair price. Notwithstanding the foregoing, a postponement shall not of itself cause the market to settle unless and until the match is rescheduled to start more than 48 hours after its original start time, whereupon the market shall be settled at a fair price under the Rules.",
        ESPN_FOX,
        exp("win", "Arsenal", "regulation", "provider", None, 48, "fair_price", "fair_price", None),
        ["legal", "provided_that", "notwithstanding", "unless_and_until", "american_spelling", "numerals"],
        ["F:win", "S2", "D1", "P2", "C4", "R3"])

    add(2, "epl", "GAME", "Manchester United", "Newcastle", "MUN", "NEW", "2026-12-19", "15", "TIE",
        "Manchester United vs Newcastle Winner?", "Tie",
        "If Tie is the outcome of the Manchester United vs Newcastle English Premier League match first scheduled for Dec 19, 2026, assessed after ninety (90) minutes plus stoppage time (extra time and penalties excluded), then the market shall settle to Yes.",
        "In each case other than a Tie, this market resolves to No. If the match is canceled or postponed, the market shall be settled at a fair price, provided that a postponed match rescheduled to kick off within 48 hours of its original start shall not be settled early and the market shall remain open.",
        ESPN_FOX,
        exp("draw", "draw", "regulation", "provider", None, 48, "fair_price", "fair_price", None),
        ["legal", "in_each_case", "other_than", "provided_that", "number_words_and_numerals"],
        ["F:draw", "S2", "D1", "P3", "C4", "R3"])

    add(3, "laliga", "GAME", "Real Madrid", "Barcelona", "RMA", "BAR", "2027-01-10", "20", "BAR",
        "Real Madrid vs Barcelona Winner?", "Barcelona",
        "If Barcelona wins the Real Madrid vs Barcelona Spanish La Liga match originally set for Jan 10, 2027, as determined at the final whistle, save that extra time, if any, and any penalty shoot-out shall not count and only 90 minutes plus stoppage time shall be taken into account, then the market shall settle to Yes.",
        "If the match is cancelled, or is postponed to a start time more than 48 hours after the original start time, the market shall be settled at a fair price; provided, however, that the foregoing shall not apply to a cancellation, and a cancelled match shall resolve this market to No. A tie after regulation resolves this market to No.",
        ESPN_FOX,
        exp("win", "Barcelona", "regulation", "provider", None, 48, "no", "fair_price", None),
        ["legal", "save_that", "provided_however", "reversal", "british_spelling", "away_team"],
        ["F:win", "S2", "P2", "C1", "R3"])

    add(4, "bundesliga", "GAME", "Bayern Munich", "Dortmund", "BMU", "BVB", "2026-11-28", "17", "BMU",
        "Bayern Munich vs Dortmund Winner?", "Bayern Munich",
        "If Bayern Munich wins the Bayern Munich vs Dortmund German Bundesliga match originally scheduled for Nov 28, 2026, then the market shall settle to Yes.",
        "This market refers to the result of the match; provided that only 90 minutes plus stoppage time shall count, and in no event shall extra time or penalties count. Subject to the following sentence, the result shall be determined by reference to the Bundesliga's official match data. Where such data has not been published within two hours after the final whistle, the result shall be determined by a consensus of credible reporting. If the match is canceled or moved to a start time over 48 hours later than first planned, the market shall be settled at a fair price.",
        ESPN_FOX,
        exp("win", "Bayern Munich", "regulation", "official", "consensus", 48, "fair_price", "fair_price", None),
        ["legal", "provided_that", "subject_to_following", "scope_in_secondary", "text_names_source"],
        ["F:win", "S4", "P2", "C4", "R1"])

    add(5, "seriea", "GAME", "Juventus", "AC Milan", "JUV", "ACM", "2027-02-07", "19", "TIE",
        "Juventus vs AC Milan Winner?", "Tie",
        "If Tie is the outcome of the Juventus vs AC Milan Italian Serie A match originally scheduled for Feb 7, 2027 on the score after 90 minutes and any stoppage time (with extra time and any shoot-out left out), then the market shall settle to Yes.",
        "If the match is canceled, the market shall be settled at a fair price. A match that is abandoned and not completed shall be treated as canceled for the purposes of the preceding sentence. The market shall remain open unless and until the match is rescheduled to begin more than forty-eight hours after its scheduled start, in which case the market shall be settled at a fair price.",
        ESPN_FOX,
        exp("draw", "draw", "regulation", "provider", None, 48, "fair_price", "fair_price", "fair_price"),
        ["legal", "unless_and_until", "number_words", "treated_as_canceled"],
        ["F:draw", "S2", "P2", "C4", "AB", "R3"])

    add(6, "epl", "TOTAL", "Liverpool", "Chelsea", "LFC", "CFC", "2027-01-16", "12", "3",
        "Liverpool vs Chelsea: Total Goals", "Over 2.5 goals scored",
        "If more than 2.5 goals in total are scored in the Liverpool vs Chelsea English Premier League match originally scheduled for Jan 16, 2027, counting only goals scored in 90 minutes plus stoppage time, then the market shall settle to Yes.",
        "Goals scored in extra time, and kicks taken in any penalty shoot-out, are excluded in each case. If the match is canceled, or is rescheduled to begin more than 48 hours after its original start, the market shall be settled at a fair price.",
        ESPN_FOX,
        exp("total", "over", "regulation", "provider", None, 48, "fair_price", "fair_price", None, line=2.5),
        ["legal", "in_each_case", "numerals"],
        ["F:total", "S2", "P2", "C4", "R3"])

    add(7, "laliga", "SPREAD", "Atletico Madrid", "Sevilla", "ATM", "SEV", "2027-01-23", "15", "ATM2",
        "Atletico Madrid vs Sevilla: Spread", "Atletico Madrid wins by over 1.5 goals",
        "If Atletico Madrid wins the Atletico Madrid vs Sevilla Spanish La Liga match originally scheduled for Jan 23, 2027 by more than 1.5 goals on the score after 90 minutes and any stoppage time (extra time and penalties not included), then the market shall settle to Yes; provided that a win by a single goal shall not suffice.",
        "Save that where the match is canceled or is postponed to a time more than 48 hours after its original start the market shall be settled at a fair price, this market resolves on the final margin of the match.",
        ESPN_FOX,
        exp("spread", "Atletico Madrid", "regulation", "provider", None, 48, "fair_price", "fair_price", None, line=1.5),
        ["legal", "provided_that", "save_that", "proviso_first"],
        ["F:spread", "S2", "P2", "C4", "R3"])

    add(8, "epl", "BTTS", "Aston Villa", "Everton", "AVL", "EVE", "2026-12-26", "15", "BTTS",
        "Aston Villa vs Everton: Both Teams to Score?", "Both teams score",
        "If Aston Villa and Everton each score at least one goal in the Aston Villa vs Everton English Premier League match originally scheduled for Dec 26, 2026, on the score after 90 minutes and any stoppage time (extra time and penalties excluded), then the market shall settle to Yes.",
        "Subject to the following sentence, if the match is postponed the market remains open. If the postponed match has not begun within 48 hours of its original start time, the market shall be settled at a fair price. If the match is canceled, the market is likewise settled at a fair price.",
        ESPN_FOX,
        exp("btts", "yes", "regulation", "provider", None, 48, "fair_price", "fair_price", None),
        ["legal", "subject_to_following", "numerals"],
        ["F:btts", "S2", "P3", "C4", "R3"])

    add(9, "seriea", "1H", "Napoli", "Roma", "NAP", "ROM", "2026-12-13", "19", "NAP",
        "Napoli vs Roma: First Half Winner?", "Napoli",
        "If Napoli is leading at the end of the first half (45 minutes plus any first-half stoppage time) of the Napoli vs Roma Italian Serie A match originally scheduled for Dec 13, 2026, then the market shall settle to Yes.",
        "Goals scored after the half-time interval shall not count. A level score at half-time resolves this market to No. If the match is canceled, or postponed by more than 48 hours from its original start, the market shall be settled at a fair price; save that, in each case, a postponed match that begins within 48 hours of its original start keeps the market open.",
        ESPN_FOX,
        exp("half", "Napoli", None, "provider", None, 48, "fair_price", "fair_price", None, half="first"),
        ["legal", "provided_that", "numerals"],
        ["F:half", "P2", "C4", "R3"])

    add(10, "laliga", "SCORE", "Real Sociedad", "Athletic Club", "RSO", "ATH", "2027-03-06", "20", "1-2",
        "Real Sociedad vs Athletic Club: Exact Score", "Real Sociedad 1-2 Athletic Club",
        "If the final score of the Real Sociedad vs Athletic Club Spanish La Liga match originally scheduled for Mar 6, 2027 is Real Sociedad 1, Athletic Club 2, determined on the score after 90 minutes and any stoppage time, then the market shall settle to Yes.",
        "The final score excludes, in each case, any goal scored in extra time and any kick taken in a penalty shoot-out. If the match is canceled, or rescheduled to start more than 48 hours after its original start, the market shall be settled at a fair price.",
        ESPN_FOX,
        exp("exact_score", "1-2", "regulation", "provider", None, 48, "fair_price", "fair_price", None),
        ["legal", "in_each_case", "numerals", "away_win_score"],
        ["F:exact_score", "S2", "P2", "C4", "R3"])

    add(11, "ucl", "ADVANCE", "Arsenal", "Inter Milan", "ARS", "INT", "2027-03-16", "20", "ARS",
        "Arsenal vs Inter Milan: To Advance?", "Arsenal",
        "If Arsenal advances to the Quarterfinals of the UEFA Champions League by winning its Round of 16 tie against Inter Milan, the second leg of which is originally scheduled for Mar 16, 2027, then the market shall settle to Yes.",
        "The tie is decided on aggregate over both legs, including any extra time and any penalty shoot-out in the second leg. If the second leg is canceled, the market shall be settled at a fair price. The market shall remain open unless and until the second leg is moved to a start time over 48 hours later than first planned, whereupon it shall be settled at a fair price.",
        UEFA,
        exp("advance", "Arsenal", "penalties", "official", None, 48, "fair_price", "fair_price", None),
        ["legal", "unless_and_until", "knockout", "two_way"],
        ["F:advance", "S6", "P2", "C4", "R3"])

    add(12, "wc", "GAME", "Mexico", "South Africa", "MEX", "RSA", "2026-06-11", "19", "MEX",
        "Mexico vs South Africa Winner?", "Mexico",
        "If Mexico wins the Mexico vs South Africa FIFA World Cup match originally scheduled for Jun 11, 2026 on the score after 90 minutes and any stoppage time, then the market shall settle to Yes.",
        "Extra time and penalties shall not be taken into account, other than for a knockout match, and this is a group-stage match. If the match ends tied, the Tie market resolves to Yes. If the match is canceled, or postponed to a start more than 48 hours after its original start, the market shall be settled at a fair price.",
        FIFA,
        exp("win", "Mexico", "regulation", "official", None, 48, "fair_price", "fair_price", None),
        ["legal", "other_than", "scope_split"],
        ["F:win", "S3", "D1", "P2", "C4", "R3"])

    add(13, "mls", "GAME", "LA Galaxy", "Seattle", "LA", "SEA", "2026-10-17", "23", "TIE",
        "LA Galaxy vs Seattle Winner?", "Tie",
        "If Tie is the outcome of the LA Galaxy vs Seattle Major League Soccer match originally scheduled for Oct 17, 2026 on the score after 90 minutes and any stoppage time (extra time and penalties not included), then the market shall settle to Yes.",
        "In each case other than a Tie, this market resolves to No. If the match is canceled, or postponed by more than 48 hours, the market shall be settled at a fair price. Notwithstanding the foregoing, where the match is canceled and no replacement match is played, this Tie market shall resolve to Yes.",
        MLS,
        exp("draw", "draw", "regulation", "official", None, 48, "yes", "fair_price", None),
        ["legal", "notwithstanding", "reversal", "other_than"],
        ["F:draw", "S2", "D1", "P2", "C1", "R3"])

    add(14, "bundesliga", "GAME", "Leverkusen", "RB Leipzig", "LEV", "RBL", "2027-01-30", "14", "LEV",
        "Leverkusen vs RB Leipzig Winner?", "Leverkusen",
        "If Leverkusen wins the Leverkusen vs RB Leipzig German Bundesliga match originally scheduled for Jan 30, 2027 on the score after 90 minutes and any stoppage time (extra time and penalties excluded), then the market shall settle to Yes.",
        "The result shall be determined from ESPN, provided that where ESPN has not published a final score within two hours after the match ends, the result shall be determined from Fox Sports. If the match is canceled, or moved to a start time over 48 hours later than first planned, the market shall be settled at a fair price.",
        ESPN_FOX,
        exp("win", "Leverkusen", "regulation", "provider", "provider", 48, "fair_price", "fair_price", None),
        ["legal", "provided_that", "named_fallback"],
        ["F:win", "S2", "P2", "C4"])

    add(15, "ligue1", "GAME", "PSG", "Marseille", "PSG", "OM", "2026-12-06", "19", "PSG",
        "PSG vs Marseille Winner?", "PSG",
        "If PSG wins the PSG vs Marseille French Ligue 1 match originally scheduled for Dec 6, 2026 on the score after 90 minutes and any stoppage time (extra time and penalties excluded), then the market shall settle to Yes.",
        "If the match is canceled, or moved to a start time over 48 hours later than first planned, the market shall be settled at a fair price. Notwithstanding any other provision of these rules, a match abandoned before completion shall resolve this market at the last traded price before play was stopped.",
        ESPN_FOX,
        exp("win", "PSG", "regulation", "provider", None, 48, "fair_price", "fair_price", "last_price"),
        ["legal", "notwithstanding"],
        ["F:win", "S2", "P2", "C4", "AB", "R3"])

    add(16, "seriea", "GAME", "Inter Milan", "Lazio", "INT", "LAZ", "2027-03-20", "17", "LAZ",
        "Inter Milan vs Lazio Winner?", "Lazio",
        "If Lazio wins the Inter Milan vs Lazio Italian Serie A match originally scheduled for Mar 20, 2027 on the score after 90 minutes and any stoppage time (extra time and penalties excluded), then the market shall settle to Yes.",
        "If the match is postponed, the market shall remain open, provided that the Exchange may at any time thereafter settle the market at a price it considers fair. If the match is canceled, the market shall be settled at a fair price.",
        ESPN_FOX,
        exp("win", "Lazio", "regulation", "provider", None, "ambiguous", "fair_price", "ambiguous", None),
        ["legal", "provided_that", "discretion", "away_team"],
        ["F:win", "S2", "P:ambiguous", "C4", "R3"])

    add(17, "ligue1", "GAME", "Lyon", "Monaco", "OL", "ASM", "2027-02-21", "19", "OL",
        "Lyon vs Monaco Winner?", "Lyon",
        "If Lyon wins the Lyon vs Monaco French Ligue 1 match originally scheduled for Feb 21, 2027 on the score after 90 minutes and any stoppage time (extra time and penalties excluded), then the market shall settle to Yes.",
        "The result shall be determined by reference to the official Ligue 1 website or to ESPN, in each case as the Exchange may select. If the match is canceled, or moved to a start time over 48 hours later than first planned, the market shall be settled at a fair price.",
        ESPN_FOX,
        exp("win", "Lyon", "regulation", "ambiguous", "ambiguous", 48, "fair_price", "fair_price", None),
        ["legal", "in_each_case", "no_order_sources"],
        ["F:win", "S2", "P2", "C4", "R:ambiguous"])

    add(18, "epl", "GAME", "Newcastle", "Liverpool", "NEW", "LFC", "2027-03-13", "17", "NEW",
        "Newcastle vs Liverpool Winner?", "Newcastle",
        "If Newcastle wins the Newcastle vs Liverpool English Premier League match originally scheduled for Mar 13, 2027 on the score after 90 minutes and any stoppage time (extra time and penalties excluded), then the market shall settle to Yes.",
        "If the match is canceled, the market shall be settled at a fair price, save as the Exchange may otherwise determine. If the match is moved to a start time over 48 hours later than first planned, the market shall be settled at a fair price.",
        ESPN_FOX,
        exp("win", "Newcastle", "regulation", "provider", None, 48, "ambiguous", "fair_price", None),
        ["legal", "save_as", "discretion"],
        ["F:win", "S2", "P2", "C:ambiguous", "R3"])

    add(19, "ucl", "GAME", "Bayern Munich", "Real Madrid", "BMU", "RMA", "2027-04-14", "19", "RMA",
        "Bayern Munich vs Real Madrid Winner?", "Real Madrid",
        "If Real Madrid wins the Bayern Munich vs Real Madrid UEFA Champions League quarterfinal second leg originally scheduled for Apr 14, 2027, then the market shall settle to Yes.",
        "The market settles on the final result of the match, subject to the competition's regulations. If the match is canceled, or moved to a start time over 48 hours later than first planned, the market shall be settled at a fair price.",
        UEFA,
        exp("win", "Real Madrid", "ambiguous", "official", None, 48, "fair_price", "fair_price", None),
        ["legal", "subject_to", "knockout", "no_scope"],
        ["F:win", "S:ambiguous", "P2", "C4", "R3"])

    add(20, "ucl", "TOTAL", "Liverpool", "PSG", "LFC", "PSG", "2027-03-10", "20", "3",
        "Liverpool vs PSG: Total Goals", "Over 2.5 goals scored",
        "If more than 2.5 goals in total are scored in the Liverpool vs PSG UEFA Champions League Round of 16 second leg originally scheduled for Mar 10, 2027 in 90 minutes plus stoppage time, then the market shall settle to Yes.",
        "Notwithstanding the preceding paragraph, where the match proceeds to extra time, goals scored during extra time shall also be counted; provided that no kick taken in a penalty shoot-out shall count as a goal. If the match is canceled, or moved to a start time over 48 hours later than first planned, the market shall be settled at a fair price.",
        UEFA,
        exp("total", "over", "extra_time", "official", None, 48, "fair_price", "fair_price", None, line=2.5),
        ["legal", "notwithstanding", "provided_that", "override", "knockout"],
        ["F:total", "S5", "P2", "C4", "R3"])

    add(21, "epl", "GAME", "Crystal Palace", "West Ham", "CRY", "WHU", "2027-01-02", "15", "WHU",
        "Crystal Palace vs West Ham Winner?", "West Ham",
        "If West Ham wins the Crystal Palace vs West Ham English Premier League match originally scheduled for Jan 2, 2027 on the score after 90 minutes and any stoppage time (extra time and penalties excluded), then the market shall settle to Yes.",
        "If the match is postponed, the market shall be settled at a fair price; provided that this sentence applies only where the rescheduled start is more than forty-eight (48) hours after the original start, and in any other case the market remains open. If the match is canceled, the market shall be settled at a fair price.",
        ESPN_FOX,
        exp("win", "West Ham", "regulation", "provider", None, 48, "fair_price", "fair_price", None),
        ["legal", "provided_that", "narrowing", "number_words_and_numerals", "away_team"],
        ["F:win", "S2", "P3", "C4", "R3"])

    add(22, "laliga", "GAME", "Sevilla", "Betis", "SEV", "RBB", "2027-02-28", "20", "TIE",
        "Sevilla vs Betis Winner?", "Tie",
        "If Tie is the outcome of the Sevilla vs Betis Spanish La Liga match originally scheduled for Feb 28, 2027 on the score after 90 minutes and any stoppage time (extra time and penalties excluded), then the market shall settle to Yes.",
        "If the match is canceled or abandoned, or is moved to a start time over 48 hours later than first planned, the market shall, in each case, be settled at a fair price. Other than as stated in the preceding sentence, this market resolves to No unless the match ends tied.",
        ESPN_FOX,
        exp("draw", "draw", "regulation", "provider", None, 48, "fair_price", "fair_price", "fair_price"),
        ["legal", "in_each_case", "other_than", "unless"],
        ["F:draw", "S2", "D1", "P2", "C4", "AB", "R3"])

    add(23, "bundesliga", "TOTAL", "Eintracht Frankfurt", "Stuttgart", "SGE", "VFB", "2027-02-27", "14", "U3",
        "Eintracht Frankfurt vs Stuttgart: Total Goals", "2 or fewer goals scored",
        "If two or fewer goals in total are scored in the Eintracht Frankfurt vs Stuttgart German Bundesliga match originally scheduled for Feb 27, 2027 on the score after 90 minutes and any stoppage time, then the market shall settle to Yes.",
        "Neither extra time nor penalties count. Except where the match is canceled, or moved to a start time over 48 hours later than first planned (in which case the market shall be settled at a fair price), the market resolves on the number of goals scored.",
        ESPN_FOX,
        exp("total", "under", "regulation", "provider", None, 48, "fair_price", "fair_price", None, line=2.5),
        ["legal", "except_where", "number_words", "parenthetical"],
        ["F:total", "S2", "P2", "C4", "R3"])

    add(24, "mls", "GAME", "Seattle", "Portland", "SEA", "POR", "2026-10-24", "23", "POR",
        "Seattle vs Portland Winner?", "Portland",
        "If Portland wins the Seattle vs Portland Major League Soccer match originally scheduled for Oct 24, 2026 on the score after 90 minutes and any stoppage time (extra time and penalties excluded), then the market shall settle to Yes.",
        "Subject to the following sentence, if the match is canceled or postponed by more than 48 hours, the market shall be settled at a fair price. A canceled match shall instead resolve this market at $0.50 per contract.",
        MLS,
        exp("win", "Portland", "regulation", "official", None, 48, "50-50", "fair_price", None),
        ["legal", "subject_to_following", "reversal", "away_team"],
        ["F:win", "S2", "P2", "C2", "R3"])

    add(25, "wc", "GAME", "England", "Croatia", "ENG", "CRO", "2026-06-17", "20", "TIE",
        "England vs Croatia Winner?", "Tie",
        "If Tie is the outcome of the England vs Croatia FIFA World Cup match originally scheduled for Jun 17, 2026 on the score after 90 minutes and any stoppage time, then the market shall settle to Yes.",
        "Save that extra time and penalties are in no case taken into account, the market refers to the score at the end of regulation. If the match is canceled, or is postponed to more than 48 hours after its original start, the market shall be settled at a fair price. A match that is abandoned in the course of play and not completed within 48 hours shall be treated as canceled.",
        FIFA,
        exp("draw", "draw", "regulation", "official", None, 48, "fair_price", "fair_price", "fair_price"),
        ["legal", "save_that", "proviso_first", "treated_as_canceled"],
        ["F:draw", "S3", "D1", "P2", "C4", "AB", "R3"])

    return out
