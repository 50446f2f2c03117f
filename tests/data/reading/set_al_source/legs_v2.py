"""Set (al), venue_two: rule pairs written as compliance checklists (questions with
short answers), some answers blank or "TBC".

Every leg is written by hand; its `expected` record is stated inline.
"""
from legs_v1 import exp

ESPN_FOX = [{"name": "ESPN", "url": "https://www.espn.com/soccer/"},
            {"name": "Fox Sports", "url": "https://www.foxsports.com/soccer"}]
ESPN = [{"name": "ESPN", "url": "https://www.espn.com/soccer/"}]
MLS = [{"name": "MLS", "url": "https://www.mlssoccer.com/"}]
FIFA = [{"name": "FIFA", "url": "https://www.fifa.com/"}]


def mk(n, styles, meanings, home, away, comp, market, sources, expected):
    return {
        "id": "al2-%03d" % n,
        "venue": "venue_two",
        "styles": sorted(styles),
        "meanings": meanings,
        "home": home,
        "away": away,
        "competition": comp,
        "market": market,
        "series_settlement_sources": sources,
        "expected": expected,
    }


def mkt(series, evcode, suffix, title, yes_sub, primary, secondary, occ, no_sub=None):
    ev = "%s-%s" % (series, evcode)
    return {
        "ticker": "%s-%s" % (ev, suffix),
        "event_ticker": ev,
        "series_ticker": series,
        "title": title,
        "yes_sub_title": yes_sub,
        "no_sub_title": no_sub if no_sub is not None else yes_sub,
        "rules_primary": primary,
        "rules_secondary": secondary,
        "occurrence_datetime": occ,
    }


def legs():
    out = []

    # 1. Numbered checklist, win, S2-like, D1, P2, C4, R3 (ESPN/Fox).
    p = ("Settlement checklist, Arsenal leg\n"
         "1. Pays Yes when? Arsenal beat Tottenham in the Arsenal vs Tottenham English Premier League game originally set for Dec 19, 2026\n"
         "2. Time counted? 90 minutes + stoppage\n"
         "3. Extra time counted? No\n"
         "4. Penalties counted? No")
    s = ("5. Level at the end of regulation: which market pays Yes? Tie\n"
         "6. Postponement window (hours): 48\n"
         "7. Kickoff moved beyond the window: fair price\n"
         "8. If cancelled: fair price\n"
         "9. Source named in these rules? No - series sources apply")
    out.append(mk(1, ["checklist", "numbered", "questions", "numerals", "date:us_abbrev"],
                  ["F:win", "S2", "D1", "P2", "C4", "R3"],
                  "Arsenal", "Tottenham", "epl",
                  mkt("KXEPLGAME", "26DEC19ARSTOT", "ARS", "Arsenal vs Tottenham Winner?", "Arsenal",
                      p, s, "2026-12-19T17:30:00Z"),
                  ESPN_FOX,
                  exp("win", "Arsenal", "regulation", "provider", None, 48,
                      "fair_price", "fair_price", None)))

    # 2. Q/A checklist, Tie leg, postponement answers blank -> null; source blank -> series.
    p = ("Q: Which outcome does this contract cover? A: Tie - Real Madrid and Barcelona level after 90 minutes plus stoppage\n"
         "Q: Extra time or penalties included? A: Neither")
    s = ("Q: Postponement window (hours)? A:\n"
         "Q: Payout if the game is rescheduled? A:\n"
         "Q: If cancelled? A: settles at fair price\n"
         "Q: Settlement source? A:")
    out.append(mk(2, ["checklist", "qa", "blank_answers"],
                  ["F:draw", "S2", "D1", "P:blank", "C4", "R3"],
                  "Real Madrid", "Barcelona", "laliga",
                  mkt("KXLALIGAGAME", "26OCT24RMABAR", "TIE", "Real Madrid vs Barcelona Winner?", "Tie",
                      p, s, "2026-10-24T19:00:00Z"),
                  ESPN_FOX,
                  exp("draw", "draw", "regulation", "provider", None, None,
                      "fair_price", None, None)))

    # 3. Total over 2.5, "two days", abandonment treated as cancelled.
    p = ("Contract: Over 2.5 goals, Bayern Munich vs Dortmund, German Bundesliga, originally scheduled Nov 7, 2026\n"
         "- Yes if 3+ goals in total? Yes\n"
         "- Goals counted through: 90 minutes plus stoppage\n"
         "- Extra time goals counted? N/A, never")
    s = ("- Rescheduled more than two days after the original kickoff: fair price\n"
         "- Cancelled: fair price\n"
         "- Abandoned and not completed: handled as a cancellation\n"
         "- Source: per series")
    out.append(mk(3, ["checklist", "bullets", "number_words", "numerals", "syn:handled_as"],
                  ["F:total", "S2", "P2", "C4", "AB", "R3"],
                  "Bayern Munich", "Dortmund", "bundesliga",
                  mkt("KXBUNDESLIGATOTAL", "26NOV07BMUBVB", "3", "Bayern Munich vs Dortmund: Total goals",
                      "Over 2.5 goals", p, s, "2026-11-07T17:30:00Z"),
                  ESPN_FOX,
                  exp("total", "over", "regulation", "provider", None, 48,
                      "fair_price", "fair_price", "fair_price", line=2.5)))

    # 4. Spread, cancellation TBC -> ambiguous.
    p = ("Check | Answer\n"
         "Covers | Inter to win by 2 or more goals vs Napoli (Italian Serie A, Dec 6 2026)\n"
         "Regulation only (90' + stoppage)? | Yes")
    s = ("Postponed past forty-eight hours? | market settles at fair price\n"
         "If cancelled | TBC\n"
         "Data source | series list")
    out.append(mk(4, ["checklist", "table_pipes", "tbc", "number_words"],
                  ["F:spread", "S2", "P2", "C:ambiguous", "R3"],
                  "Inter", "Napoli", "seriea",
                  mkt("KXSERIEASPREAD", "26DEC06INTNAP", "INT2", "Inter vs Napoli: Spread",
                      "Inter wins by over 1.5 goals", p, s, "2026-12-06T19:45:00Z"),
                  ESPN_FOX,
                  exp("spread", "Inter", "regulation", "provider", None, 48,
                      "ambiguous", "fair_price", None, line=1.5)))

    # 5. Advance, ET + pens counted, official source with credible-reporting fallback.
    p = ("ADVANCE CHECKLIST - Man City vs Real Madrid, UEFA Champions League quarter-final, second leg 14/04/2027\n"
         "Yes if: Real Madrid qualify for the semi-final\n"
         "Extra time counted? Yes\n"
         "Penalty shoot-out counted? Yes")
    s = ("Postponement window (hrs): 48 - beyond it, fair price\n"
         "If cancelled: fair price\n"
         "Primary source: UEFA official match record\n"
         "Fallback source used? Yes, credible reporting after 2 h")
    out.append(mk(5, ["checklist", "headed", "date:british_slash", "two_way"],
                  ["F:advance", "S6", "P2", "C4", "R1"],
                  "Man City", "Real Madrid", "ucl",
                  mkt("KXUCLADVANCE", "27APR14MCIRMA", "RMA", "Man City vs Real Madrid: Which team advances?",
                      "Real Madrid", p, s, "2027-04-14T19:00:00Z"),
                  ESPN_FOX,
                  exp("advance", "Real Madrid", "penalties", "official", "consensus", 48,
                      "fair_price", "fair_price", None)))

    # 6. World Cup Tie, S3 (exclusion only in secondary), P3, FIFA series.
    p = ("Item 1 - Resolves Yes if: Mexico and South Korea finish level (Tie) in their FIFA World Cup group game first set for June 18, 2026, once 90 minutes and added stoppage have been played")
    s = ("Item 2 - Extra time and penalties excluded? Yes\n"
         "Item 3 - Postponed, but kicks off within 48 hours of the original time? Market stays open\n"
         "Item 4 - Postponed later than that? Fair price\n"
         "Item 5 - Cancelled? Fair price")
    out.append(mk(6, ["checklist", "items", "date:us_long", "scope_split"],
                  ["F:draw", "S3", "D1", "P3", "C4", "R3"],
                  "Mexico", "South Korea", "wc",
                  mkt("KXWCGAME", "26JUN18MEXKOR", "TIE", "Mexico vs South Korea Winner?", "Tie",
                      p, s, "2026-06-19T01:00:00Z"),
                  FIFA,
                  exp("draw", "draw", "regulation", "official", None, 48,
                      "fair_price", "fair_price", None)))

    # 7. S4 primary (no scope), secondary checklist gives regulation; MLS series.
    p = ("The contract settles Yes should LA Galaxy come out on top in the LA Galaxy vs Los Angeles FC MLS match first slated for Sep 26, 2026.")
    s = ("Compliance check:\n"
         "[x] Regulation only (90 minutes and stoppage)? Yes\n"
         "[x] Extra time counted? No\n"
         "[x] Shoot-out counted? No\n"
         "[x] Postponement window: 48 h, then fair price\n"
         "[x] Cancelled: fair price")
    out.append(mk(7, ["checklist", "checkboxes", "prose_primary"],
                  ["F:win", "S4", "P2", "C4", "R3"],
                  "LA Galaxy", "Los Angeles FC", "mls",
                  mkt("KXMLSGAME", "26SEP26LALAFC", "LA", "LA Galaxy vs Los Angeles FC Winner?", "LA Galaxy",
                      p, s, "2026-09-27T02:30:00Z"),
                  MLS,
                  exp("win", "LA Galaxy", "regulation", "official", None, 48,
                      "fair_price", "fair_price", None)))

    # 8. S4 primary, secondary scope answers blank/TBC -> scope ambiguous.
    p = ("This market pays out Yes if Paris Saint-Germain win the PSG vs Marseille French Ligue 1 fixture first set for Oct 25, 2026.")
    s = ("Checklist\n"
         "- Time period counted: TBC\n"
         "- Extra time counted?\n"
         "- Postponement window (hours): 48\n"
         "- After that: fair price\n"
         "- If cancelled: fair price")
    out.append(mk(8, ["checklist", "bullets", "tbc", "blank_answers", "prose_primary"],
                  ["F:win", "S:ambiguous", "P2", "C4", "R3"],
                  "PSG", "Marseille", "ligue1",
                  mkt("KXLIGUE1GAME", "26OCT25PSGOM", "PSG", "PSG vs Marseille Winner?", "PSG",
                      p, s, "2026-10-25T19:45:00Z"),
                  ESPN_FOX,
                  exp("win", "PSG", "ambiguous", "provider", None, 48,
                      "fair_price", "fair_price", None)))

    # 9. Conflicting windows (48 h in primary, 72 h in secondary) -> timing ambiguous.
    p = ("Yes if AC Milan beat Juventus in the Juventus vs AC Milan Italian Serie A match first set for Nov 22, 2026, counting ninety minutes and stoppage only (no extra time, no penalties). A game moved more than 48 hours from its slot is settled at fair price.")
    s = ("Reviewer checklist\n"
         "Postponement window (hours): 72\n"
         "Beyond window: fair price\n"
         "If cancelled: fair price\n"
         "Tie after regulation: Tie market pays")
    out.append(mk(9, ["checklist", "prose_primary", "contradiction", "numerals", "number_words"],
                  ["F:win", "S2", "D1", "P:ambiguous", "C4", "R3"],
                  "Juventus", "AC Milan", "seriea",
                  mkt("KXSERIEAGAME", "26NOV22JUVACM", "ACM", "Juventus vs AC Milan Winner?", "AC Milan",
                      p, s, "2026-11-22T19:45:00Z"),
                  ESPN_FOX,
                  exp("win", "AC Milan", "regulation", "provider", None, "ambiguous",
                      "fair_price", "fair_price", None)))

    # 10. BTTS, Y/N answers.
    p = ("BTTS - Chelsea vs Newcastle, Premier League, 2026-12-26\n"
         "Both sides score at least once -> Yes? Y\n"
         "Scope limited to 90 min + stoppage? Y\n"
         "Extra time? N")
    s = ("Rescheduled > 48h: fair price? Y\n"
         "Canceled: fair price? Y\n"
         "Own source named? N")
    out.append(mk(10, ["checklist", "yn_answers", "american_spelling", "date:iso", "terse"],
                  ["F:btts", "S2", "P2", "C4", "R3"],
                  "Chelsea", "Newcastle", "epl",
                  mkt("KXEPLBTTS", "26DEC26CFCNEW", "BTTS", "Chelsea vs Newcastle: Both teams to score?",
                      "Both teams score", p, s, "2026-12-26T15:00:00Z"),
                  ESPN_FOX,
                  exp("btts", "yes", "regulation", "provider", None, 48,
                      "fair_price", "fair_price", None)))

    # 11. First-half result.
    p = ("1H RESULT CHECKLIST\n"
         "Yes if: Atletico Madrid are ahead at the half-time whistle vs Sevilla (Spanish La Liga, 12 Dec 2026)\n"
         "Period counted: first half incl. its stoppage time only")
    s = ("Second half counted? No\n"
         "Postponed beyond 48 hours: fair price\n"
         "Cancelled: fair price")
    out.append(mk(11, ["checklist", "headed", "date:british_abbrev"],
                  ["F:half", "P2", "C4", "R3"],
                  "Atletico Madrid", "Sevilla", "laliga",
                  mkt("KXLALIGA1H", "26DEC12ATMSEV", "ATM", "Atletico Madrid vs Sevilla: First-half winner?",
                      "Atletico Madrid", p, s, "2026-12-12T20:00:00Z"),
                  ESPN_FOX,
                  exp("half", "Atletico Madrid", None, "provider", None, 48,
                      "fair_price", "fair_price", None, half="first")))

    # 12. Exact score 1-1.
    p = ("Exact score contract: Inter 1, Napoli 1 (Inter vs Napoli, Serie A, originally scheduled Dec 6, 2026)\n"
         "Final score measured after: 90 minutes + stoppage\n"
         "Extra time / penalties: excluded")
    s = ("If game postponed by more than forty-eight hours: fair price\n"
         "If game cancelled: fair price")
    out.append(mk(12, ["checklist", "colon_answers", "number_words"],
                  ["F:exact_score", "S2", "P2", "C4", "R3"],
                  "Inter", "Napoli", "seriea",
                  mkt("KXSERIEASCORE", "26DEC06INTNAP", "1-1", "Inter vs Napoli: Exact score?", "1-1",
                      p, s, "2026-12-06T19:45:00Z"),
                  ESPN_FOX,
                  exp("exact_score", "1-1", "regulation", "provider", None, 48,
                      "fair_price", "fair_price", None)))

    # 13. Own sources named: official league site, ESPN fallback.
    p = ("Liverpool beating Everton in their English Premier League game first set for Feb 13, 2027 makes this contract Yes; only the 90 minutes and added stoppage count, with extra time and shoot-outs left out.")
    s = ("Source checklist\n"
         "Primary source: official Premier League website\n"
         "Fallback source used? Yes - ESPN match report if the league site has no result\n"
         "Postponement window (hours): 48, then fair price\n"
         "If cancelled: fair price")
    out.append(mk(13, ["checklist", "prose_primary", "own_sources"],
                  ["F:win", "S2", "P2", "C4", "R:official+provider"],
                  "Liverpool", "Everton", "epl",
                  mkt("KXEPLGAME", "27FEB13LFCEVE", "LFC", "Liverpool vs Everton Winner?", "Liverpool",
                      p, s, "2027-02-13T12:30:00Z"),
                  ESPN_FOX,
                  exp("win", "Liverpool", "regulation", "official", "provider", 48,
                      "fair_price", "fair_price", None)))

    # 14. Tie leg, abandonment refunded.
    p = ("Does this contract pay on a Tie? Yes - Aston Villa vs Brighton level after 90 minutes plus stoppage, English Premier League, 13 December 2026\n"
         "Does extra time apply? No")
    s = ("Postponement beyond 48 hours handled how? Fair price\n"
         "Cancellation handled how? Fair price\n"
         "Abandoned and not resumed? All positions refunded at cost")
    out.append(mk(14, ["checklist", "questions", "date:british_long", "syn:refunded"],
                  ["F:draw", "S2", "D1", "P2", "C4", "AB", "R3"],
                  "Aston Villa", "Brighton", "epl",
                  mkt("KXEPLGAME", "26DEC13AVLBHA", "TIE", "Aston Villa vs Brighton Winner?", "Tie",
                      p, s, "2026-12-13T14:00:00Z"),
                  ESPN_FOX,
                  exp("draw", "draw", "regulation", "provider", None, 48,
                      "fair_price", "fair_price", "refund")))

    # 15. Window as "2 days", abandonment TBC -> ambiguous.
    p = ("Pays Yes if Chelsea beat Man City (Man City vs Chelsea, English Premier League, originally scheduled 01/09/2027) over 90 minutes plus stoppage.\n"
         "Extra time counted? No. Penalties counted? No.")
    s = ("Postponement window: 2 days\n"
         "Past that: fair price\n"
         "Called off entirely: fair price\n"
         "Abandoned mid-game: TBC")
    out.append(mk(15, ["checklist", "date:us_slash", "syn:called_off", "tbc", "numerals"],
                  ["F:win", "S2", "P2", "C4", "AB:ambiguous", "R3"],
                  "Man City", "Chelsea", "epl",
                  mkt("KXEPLGAME", "27JAN09MCICFC", "CFC", "Man City vs Chelsea Winner?", "Chelsea",
                      p, s, "2027-01-09T15:00:00Z"),
                  ESPN_FOX,
                  exp("win", "Chelsea", "regulation", "provider", None, 48,
                      "fair_price", "fair_price", "ambiguous")))

    # 16. Open until played; cancelled -> No.
    p = ("Yes condition: Seattle Sounders defeat Portland Timbers, MLS regular season, September 19, 2026\n"
         "Counting period: ninety minutes plus stoppage\n"
         "Overtime or shoot-out counted? No")
    s = ("Postponed game keeps market open until played? Yes\n"
         "Time limit on that? None\n"
         "If cancelled with no replay: No\n"
         "Settlement source: MLS official match centre")
    out.append(mk(16, ["checklist", "number_words", "syn:overtime", "date:us_long"],
                  ["F:win", "S2", "P1", "C1", "R:official"],
                  "Seattle Sounders", "Portland Timbers", "mls",
                  mkt("KXMLSGAME", "26SEP19SEAPOR", "SEA", "Seattle Sounders vs Portland Timbers Winner?",
                      "Seattle Sounders", p, s, "2026-09-20T02:30:00Z"),
                  MLS,
                  exp("win", "Seattle Sounders", "regulation", "official", None,
                      "open_until_played", "no", "result", None)))

    # 17. Two named sources with priority TBC -> source ambiguous.
    p = ("Yes when Leverkusen defeat Frankfurt in the German Bundesliga game first set for Dec 12, 2026, judged at the end of 90 minutes with stoppage added (extra time and spot-kicks excluded).")
    s = ("Settlement sources: bundesliga.com; Opta\n"
         "Priority order between them: TBC\n"
         "Postponement window (hours): 48 / then fair price\n"
         "If cancelled: fair price")
    out.append(mk(17, ["checklist", "prose_primary", "tbc", "own_sources"],
                  ["F:win", "S2", "P2", "C4", "R:ambiguous"],
                  "Leverkusen", "Frankfurt", "bundesliga",
                  mkt("KXBUNDESLIGAGAME", "26DEC12LEVSGE", "LEV", "Leverkusen vs Frankfurt Winner?", "Leverkusen",
                      p, s, "2026-12-12T14:30:00Z"),
                  ESPN,
                  exp("win", "Leverkusen", "regulation", "ambiguous", "ambiguous", 48,
                      "fair_price", "fair_price", None)))

    # 18. Knockout GAME leg: primary regulation, checklist says ET counted -> scope ambiguous.
    p = ("The market goes to Yes when Bayern Munich win the Bayern Munich vs Arsenal UEFA Champions League round-of-16 second leg first set for Mar 17, 2027, judged on the score at the end of 90 minutes plus stoppage.")
    s = ("Audit checklist\n"
         "Extra time counted? Yes\n"
         "Penalties counted? No\n"
         "Postponement window (hours): 48, then fair price\n"
         "If cancelled: fair price")
    out.append(mk(18, ["checklist", "prose_primary", "contradiction", "knockout"],
                  ["F:win", "S:ambiguous", "P2", "C4", "R3"],
                  "Bayern Munich", "Arsenal", "ucl",
                  mkt("KXUCLGAME", "27MAR17BMUARS", "BMU", "Bayern Munich vs Arsenal Winner?", "Bayern Munich",
                      p, s, "2027-03-17T20:00:00Z"),
                  ESPN_FOX,
                  exp("win", "Bayern Munich", "ambiguous", "provider", None, 48,
                      "fair_price", "fair_price", None)))

    # 19. Total under 3.5, fair value wording, "two days".
    p = ("Under 3.5 goals - Brentford vs Fulham, English Premier League, originally scheduled 2 Jan 2027\n"
         "Yes if the two sides score three goals or fewer between them? Yes\n"
         "Goals in extra time count? No (90 minutes + stoppage only)")
    s = ("Kickoff pushed back by more than two days: settled at fair value\n"
         "Cancelled: settled at fair value\n"
         "Primary source: none stated here")
    out.append(mk(19, ["checklist", "syn:fair_value", "number_words", "under_side", "date:british_abbrev"],
                  ["F:total", "S2", "P2", "C4", "R3"],
                  "Brentford", "Fulham", "epl",
                  mkt("KXEPLTOTAL", "27JAN02BREFUL", "U3", "Brentford vs Fulham: Total goals",
                      "Under 3.5 goals", p, s, "2027-01-02T15:00:00Z"),
                  ESPN_FOX,
                  exp("total", "under", "regulation", "provider", None, 48,
                      "fair_price", "fair_price", None, line=3.5)))

    # 20. Second-half result leg.
    p = ("2H RESULT - Newcastle vs Liverpool, English Premier League, 28 Nov 2026\n"
         "Yes if: Liverpool score more goals than Newcastle in the second half alone (45 minutes + its stoppage)\n"
         "First-half goals counted? No")
    s = ("Postponement window (hours): 48 - then fair price\n"
         "If cancelled: fair price\n"
         "Fallback source used? No")
    out.append(mk(20, ["checklist", "headed", "away_side", "date:british_abbrev"],
                  ["F:half", "P2", "C4", "R3"],
                  "Newcastle", "Liverpool", "epl",
                  mkt("KXEPL2H", "26NOV28NEWLFC", "LFC", "Newcastle vs Liverpool: Second-half winner?",
                      "Liverpool", p, s, "2026-11-28T20:00:00Z"),
                  ESPN_FOX,
                  exp("half", "Liverpool", None, "provider", None, 48,
                      "fair_price", "fair_price", None, half="second")))

    return out
