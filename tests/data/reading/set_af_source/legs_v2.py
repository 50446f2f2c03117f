"""Set (af), venue_two legs: rules written as structured settings (key: value, YAML-like
nesting, JSON-ish fragments, if/then/else pseudo-code, enumerated codes with legends),
some mixed with a plain sentence. Every text is hand-written; `expected` is per leg."""

from legs_v1 import E

ESPNFOX = [{"name": "ESPN", "url": "https://www.espn.com/soccer/"},
           {"name": "Fox Sports", "url": "https://www.foxsports.com/soccer"}]
ESPN = [{"name": "ESPN", "url": "https://www.espn.com/soccer/"}]
UEFA = [{"name": "UEFA", "url": "https://www.uefa.com/"}]
FIFA = [{"name": "FIFA", "url": "https://www.fifa.com/"}]
MLS = [{"name": "MLS", "url": "https://www.mlssoccer.com/"}]


def k(series, date, codes, suffix, title, yes, rp, rs, occ):
    ev = f"{series}-{date}{codes}"
    return {"ticker": f"{ev}-{suffix}", "event_ticker": ev, "series_ticker": series,
            "title": title, "yes_sub_title": yes, "no_sub_title": yes,
            "rules_primary": rp, "rules_secondary": rs, "occurrence_datetime": occ}


def legs():
    L = []

    def add(styles, meanings, home, away, comp, market, sss, exp):
        L.append({"venue": "venue_two", "styles": sorted(styles), "meanings": meanings,
                  "home": home, "away": away, "competition": comp, "market": market,
                  "series_settlement_sources": sss, "expected": exp})

    # 1 win, plain primary + YAML secondary
    add(["mixed", "yaml", "numerals"], ["F:win", "S2", "D1", "P2", "C4", "R3"],
        "Liverpool", "Everton", "epl",
        k("KXEPLGAME", "26OCT17", "LFCEVE", "LFC", "Liverpool vs Everton Winner?", "Liverpool",
          "If Liverpool beats Everton in the English Premier League game originally set for "
          "Oct 17, 2026, judged at the end of 90 minutes plus stoppage time (no extra time, "
          "no penalties), the market resolves to Yes.",
          "settlement:\n  level_after_regulation: Tie market resolves Yes\n  postponement:\n"
          "    window_hours: 48\n    on_exceed: fair_price\n  cancellation: fair_price",
          "2026-10-17T14:00:00Z"), ESPNFOX,
        E("win", "Liverpool", "regulation", "provider", None, 48, "fair_price", "fair_price", None))
    # 2 tie, config primary + JSON secondary
    add(["key_value", "json"], ["F:draw", "S2", "D1", "P2", "C4", "R3"],
        "Liverpool", "Everton", "epl",
        k("KXEPLGAME", "26OCT17", "LFCEVE", "TIE", "Liverpool vs Everton Winner?", "Tie",
          "market: Tie\nfixture: Liverpool vs Everton (EPL), originally scheduled 2026-10-17\n"
          "resolves_yes_if: scores level at END_OF_REGULATION\nEND_OF_REGULATION: 90' + "
          "stoppage; extra time and penalties are not counted",
          "{\"postponed\": {\"window_hours\": 48, \"then\": \"fair_price\"}, "
          "\"canceled\": \"fair_price\"}", "2026-10-17T14:00:00Z"), ESPNFOX,
        E("draw", "draw", "regulation", "provider", None, 48, "fair_price", "fair_price", None))
    # 3 win, pseudo-code, window in days
    add(["pseudo_code", "number_words"], ["F:win", "S2", "P2", "C4", "R3"],
        "Real Madrid", "Sevilla", "laliga",
        k("KXLALIGAGAME", "26OCT24", "RMASEV", "RMA", "Real Madrid vs Sevilla Winner?", "Real Madrid",
          "if winner(period=REGULATION) == \"Real Madrid\" then YES else NO\n"
          "# REGULATION = ninety minutes + stoppage; extra time / shoot-out ignored\n"
          "# match: Real Madrid vs Sevilla, Spanish La Liga, first scheduled 24 October 2026",
          "if kickoff_moved_by > 2 days then settle(FAIR_PRICE)\n"
          "if status == CANCELLED then settle(FAIR_PRICE)", "2026-10-24T19:00:00Z"), ESPNFOX,
        E("win", "Real Madrid", "regulation", "provider", None, 48, "fair_price", "fair_price", None))
    # 4 win, VOID_MODE legend, refund, 72h
    add(["codes_legend", "key_value", "numerals"], ["F:win", "S2", "P:72", "C:refund", "AB:refund", "R3"],
        "Atletico Madrid", "Valencia", "laliga",
        k("KXLALIGAGAME", "26OCT25", "ATMVCF", "ATM", "Atletico Madrid vs Valencia Winner?", "Atletico Madrid",
          "If Atletico Madrid wins the Atletico Madrid vs Valencia La Liga game originally "
          "scheduled for Oct 25, 2026, counting the 90 minutes and stoppage time but neither "
          "extra time nor penalties, this market settles Yes.",
          "RESCHEDULE_LIMIT=72h\nON_RESCHEDULE_BEYOND_LIMIT=VOID_MODE\nON_CANCEL=VOID_MODE\n"
          "ON_ABANDON=VOID_MODE\nVOID_MODE=3\nlegend: VOID_MODE 1 = fair price, 2 = 50/50, "
          "3 = refund at entry price", "2026-10-25T20:00:00Z"), ESPNFOX,
        E("win", "Atletico Madrid", "regulation", "provider", None, 72, "refund", "refund", "refund"))
    # 5 total over 2.5
    add(["yaml", "key_value"], ["F:total", "S2", "P2", "C4", "R3"], "Arsenal", "Chelsea", "epl",
        k("KXEPLTOTAL", "26OCT31", "ARSCFC", "3", "Arsenal vs Chelsea: Total Goals", "Over 2.5 goals",
          "market_type: total_goals\nline: 2.5\nside: OVER\ncounting: goals by both teams, "
          "90 minutes + stoppage only (no ET, no penalties)\nfixture: Arsenal vs Chelsea, "
          "31 Oct 2026",
          "postponement:\n  max_delay_hours: 48\n  beyond: settle at fair price\n"
          "cancellation: settle at fair price", "2026-10-31T17:30:00Z"), ESPNFOX,
        E("total", "over", "regulation", "provider", None, 48, "fair_price", "fair_price", None, line=2.5))
    # 6 spread
    add(["yaml", "mixed"], ["F:spread", "S2", "P2", "C4", "R3"], "Bayern Munich", "Dortmund", "bundesliga",
        k("KXBUNDESLIGASPREAD", "26NOV07", "BMUBVB", "BMU2", "Bayern Munich vs Dortmund: Spread",
          "Bayern Munich wins by over 1.5 goals",
          "Bayern Munich must win by more than 1.5 goals for this market to resolve to Yes.\n"
          "team: Bayern Munich\nmargin_gt: 1.5\nperiod: regulation (90 min + stoppage time)",
          "- if the game is postponed and does not start within 48h of the original time: fair price\n"
          "- if the game is cancelled: fair price", "2026-11-07T17:30:00Z"), ESPNFOX,
        E("spread", "Bayern Munich", "regulation", "provider", None, 48, "fair_price", "fair_price", None, line=1.5))
    # 7 btts with own source in config
    add(["key_value", "codes_legend"], ["F:btts", "S2", "P2", "C4", "R:official+provider"],
        "Inter", "AC Milan", "seriea",
        k("KXSERIEABTTS", "26NOV08", "INTMIL", "BTTS", "Inter vs AC Milan: Both Teams to Score", "Both teams score",
          "both_teams_score: true\nperiod: FT_REG\nlegend: FT_REG = 90 minutes plus stoppage "
          "time; ET = extra time; PEN = penalty shoot-out\nfixture: Inter vs AC Milan, "
          "Serie A, 8 November 2026",
          "result_source: legaseriea.it (official)\nresult_source_fallback: ESPN match page\n"
          "postponed_over_48h: FAIR_PRICE\ncanceled: FAIR_PRICE", "2026-11-08T19:45:00Z"), ESPNFOX,
        E("btts", "yes", "regulation", "official", "provider", 48, "fair_price", "fair_price", None))
    # 8 advance UCL
    add(["yaml", "list_items"], ["F:advance", "S6", "P2", "C4", "R3"], "Arsenal", "Inter", "ucl",
        k("KXUCLADVANCE", "27MAR18", "ARSINT", "INT", "Arsenal vs Inter: To Advance", "Inter",
          "Inter advances past Arsenal in the UEFA Champions League round of 16 (second leg "
          "March 18, 2027) -> Yes.\nsettles_on: TIE_WINNER\nincludes:\n  - regulation\n  - "
          "extra_time\n  - penalty_shootout",
          "tie_not_completed:\n  - cause: cancellation\n    payout: fair_price\n  - cause: "
          "postponement_over_48h\n    payout: fair_price", "2027-03-18T20:00:00Z"), UEFA,
        E("advance", "Inter", "penalties", "official", None, 48, "fair_price", "fair_price", None))
    # 9 first-half result
    add(["key_value", "codes_legend"], ["F:half", "P2", "C4", "R3"], "Juventus", "Napoli", "seriea",
        k("KXSERIEA1H", "26NOV15", "JUVNAP", "JUV", "Juventus vs Napoli: First Half Winner", "Juventus",
          "period: 1H\nyes_if: Juventus leads Napoli at half-time\nlegend: 1H = first half "
          "(45 minutes plus stoppage)\ngame: Juventus vs Napoli, 11/15/2026",
          "if postponed and new kickoff > original + 48 hours: fair_price\nif canceled: fair_price",
          "2026-11-15T19:45:00Z"), ESPNFOX,
        E("half", "Juventus", None, "provider", None, 48, "fair_price", "fair_price", None, half="first"))
    # 10 exact score
    add(["json", "mixed"], ["F:exact_score", "S2", "P2", "C4", "R3"], "Juventus", "Napoli", "seriea",
        k("KXSERIEASCORE", "26NOV15", "JUVNAP", "2-1", "Juventus vs Napoli: Exact Score", "Juventus 2-1 Napoli",
          "The market resolves to Yes if the final score is exactly Juventus 2, Napoli 1.\n"
          "{\"score\": \"2-1\", \"order\": \"home-away\", \"period\": \"90+stoppage\", "
          "\"extra_time\": false, \"penalties\": false}",
          "{\"reschedule\": {\"window_hours\": 48, \"then\": \"fair_price\"}, \"cancel\": \"fair_price\"}",
          "2026-11-15T19:45:00Z"), ESPNFOX,
        E("exact_score", "2-1", "regulation", "provider", None, 48, "fair_price", "fair_price", None))
    # 11 World Cup win, S3 split
    add(["mixed", "key_value", "list_items"], ["F:win", "S3", "D1", "P2", "C4", "R3"], "Spain", "Japan", "wc",
        k("KXWCGAME", "26JUN20", "ESPJPN", "ESP", "Spain vs Japan Winner?", "Spain",
          "If Spain wins the Spain vs Japan FIFA World Cup group game originally scheduled "
          "for June 20, 2026 once the 90 minutes and any stoppage time are over, Yes is the "
          "outcome of this market.",
          "exclusions:\n  - extra time\n  - penalty shoot-out\non_level_score: Tie -> Yes\n"
          "postpone_window: 48 hours -> fair price\ncancel: fair price", "2026-06-20T19:00:00Z"), FIFA,
        E("win", "Spain", "regulation", "official", None, 48, "fair_price", "fair_price", None))
    # 12 S4 primary, scope in secondary config
    add(["mixed", "key_value"], ["F:win", "S4", "P3", "C4", "R3"], "Borussia Dortmund", "Leverkusen", "bundesliga",
        k("KXBUNDESLIGAGAME", "26NOV21", "BVBLEV", "BVB", "Borussia Dortmund vs Leverkusen Winner?", "Borussia Dortmund",
          "If Borussia Dortmund wins the Borussia Dortmund vs Leverkusen professional "
          "Bundesliga soccer game first planned for 21 Nov 2026, this market pays out Yes.",
          "scope: regulation (90' + stoppage)\nextra_time_counts: no\npenalties_count: no\n"
          "if game starts within forty-eight hours of the original kickoff: market stays open\n"
          "else: fair price\ncancellation: fair price", "2026-11-21T14:30:00Z"), ESPNFOX,
        E("win", "Borussia Dortmund", "regulation", "provider", None, 48, "fair_price", "fair_price", None))
    # 13 MLS win, own sources
    add(["yaml"], ["F:win", "S2", "P2", "C4", "R:official+provider"], "LA Galaxy", "Seattle", "mls",
        k("KXMLSGAME", "26OCT10", "LAGSEA", "LAG", "LA Galaxy vs Seattle Winner?", "LA Galaxy",
          "If LA Galaxy wins the LA Galaxy vs Seattle MLS game originally scheduled for Oct "
          "10, 2026, counting 90 minutes plus stoppage time only (not extra time, not "
          "penalties), Yes.",
          "source:\n  primary: mlssoccer.com official match centre\n  fallback: ESPN "
          "(used only if the primary has no final score)\npostponement:\n  window: 48h\n"
          "  after_window: fair_price\ncancellation: fair_price", "2026-10-11T02:30:00Z"), MLS,
        E("win", "LA Galaxy", "regulation", "official", "provider", 48, "fair_price", "fair_price", None))
    # 14 win, P3 pseudo-code else-branch
    add(["pseudo_code", "if_else"], ["F:win", "S2", "P3", "C4", "AB", "R3"], "Manchester City", "Tottenham", "epl",
        k("KXEPLGAME", "26NOV28", "MCITOT", "MCI", "Manchester City vs Tottenham Winner?", "Manchester City",
          "If Manchester City wins the Manchester City vs Tottenham Premier League game "
          "first scheduled for Nov 28, 2026 on the 90-minute score with stoppage time added "
          "(extra time and penalties left out), Yes.",
          "if game.postponed:\n  if game.new_kickoff <= game.original_kickoff + 48h:\n"
          "    keep_open()\n  else:\n    settle(fair_price)\nelif game.canceled or "
          "game.abandoned:\n  settle(fair_price)", "2026-11-28T15:00:00Z"), ESPNFOX,
        E("win", "Manchester City", "regulation", "provider", None, 48, "fair_price", "fair_price", "fair_price"))
    # 15 tie with ON_CANCEL legend
    add(["codes_legend", "key_value"], ["F:draw", "S2", "D1", "P2", "C4", "R3"], "PSG", "Marseille", "ligue1",
        k("KXLIGUE1GAME", "26DEC06", "PSGOM", "TIE", "PSG vs Marseille Winner?", "Tie",
          "Yes when PSG and Marseille are tied in their Ligue 1 game (first scheduled for "
          "December 6th, 2026) at the end of 90 minutes and stoppage; no extra time or "
          "penalties are considered.",
          "ON_CANCEL=2\nON_DELAY_GT_48H=2\nLegend: 0 = resolves No, 1 = resolves Yes, 2 = "
          "fair price, 3 = 50/50", "2026-12-06T19:45:00Z"), ESPNFOX,
        E("draw", "draw", "regulation", "provider", None, 48, "fair_price", "fair_price", None))
    # 16 win, abandonment JSON
    add(["json", "mixed"], ["F:win", "S2", "P2", "C4", "AB", "R3"], "Lyon", "Monaco", "ligue1",
        k("KXLIGUE1GAME", "26DEC13", "OLMON", "OL", "Lyon vs Monaco Winner?", "Lyon",
          "If Lyon wins the Lyon vs Monaco Ligue 1 game originally scheduled for Dec 13, 2026 "
          "after ninety minutes plus stoppage time (extra time and penalties do not count), "
          "the market resolves to Yes.",
          "Delays and stoppages: {\"postponed\": {\"window_hours\": 48, \"then\": \"fair_price\"}, "
          "\"canceled\": \"fair_price\", \"abandoned\": {\"resume_within_hours\": 24, "
          "\"else\": \"fair_price\"}}", "2026-12-13T16:00:00Z"), ESPNFOX,
        E("win", "Lyon", "regulation", "provider", None, 48, "fair_price", "fair_price", "fair_price"))
    # 17 win, window in days, mixed sentence
    add(["json", "mixed", "number_words"], ["F:win", "S2", "P2", "C4", "R3"], "Barcelona", "Real Betis", "laliga",
        k("KXLALIGAGAME", "26DEC20", "BARRBB", "BAR", "Barcelona vs Real Betis Winner?", "Barcelona",
          "Yes if Barcelona defeats Real Betis in the La Liga game first scheduled for "
          "2026-12-20, with only 90 minutes plus stoppage time counted (extra time and "
          "penalties excluded).",
          "If the game does not go ahead as planned, the following config applies: "
          "{\"postpone_window_days\": 2, \"then\": \"FAIR_PRICE\", \"on_cancel\": \"FAIR_PRICE\"}",
          "2026-12-20T20:00:00Z"), ESPNFOX,
        E("win", "Barcelona", "regulation", "provider", None, 48, "fair_price", "fair_price", None))
    # 18 win, P4-like config, last fair price at announcement
    add(["yaml", "number_words"], ["F:win", "S2", "P4", "C4", "R3"], "Newcastle", "Aston Villa", "epl",
        k("KXEPLGAME", "27JAN02", "NEWAVL", "NEW", "Newcastle vs Aston Villa Winner?", "Newcastle",
          "If Newcastle wins the Newcastle vs Aston Villa Premier League game originally "
          "scheduled for Jan 2, 2027 within ninety minutes and stoppage (extra time and "
          "penalties excluded), this market goes to Yes.",
          "postponement:\n  reschedule_deadline: fourteen days\n  if_missed: last fair market "
          "price, taken when the postponement was announced\ncancellation:\n  payout: fair_price",
          "2027-01-02T15:00:00Z"), ESPNFOX,
        E("win", "Newcastle", "regulation", "provider", None, 336, "fair_price", "last_price", None))
    # 19 tie, cancellation treated as a level score (C1-like) in pseudo-code
    add(["pseudo_code"], ["F:draw", "S2", "D1", "P2", "C1", "R3"], "Newcastle", "Aston Villa", "epl",
        k("KXEPLGAME", "27JAN02", "NEWAVL", "TIE", "Newcastle vs Aston Villa Winner?", "Tie",
          "if score_home(REG) == score_away(REG): resolve(\"Tie\", YES)\n# REG: 90 minutes "
          "plus stoppage time; extra time and penalties are outside REG\n# game: Newcastle "
          "vs Aston Villa, originally 02/01/2027 (dd/mm/yyyy)",
          "if postponed_more_than(48h): resolve(FAIR_PRICE)\nif canceled: treat_as_level_score()"
          "  # i.e. Tie resolves YES, team markets NO", "2027-01-02T15:00:00Z"), ESPNFOX,
        E("draw", "draw", "regulation", "provider", None, 48, "yes", "fair_price", None))
    # 20 per-family event config, GAME leg
    cfg = ("event_config:\n  GAME:   {cancel: FAIR_PRICE, reschedule_window_h: 48, on_window_exceeded: FAIR_PRICE}\n"
           "  TOTAL:  {cancel: FIFTY_FIFTY}\n  PLAYER: {did_not_play: NO, window: whole game incl. extra time}\n"
           "legend: FIFTY_FIFTY = each side settles at $0.50")
    add(["yaml", "json", "per_family_config", "codes_legend"], ["F:win", "S2", "P2", "C4", "R3"],
        "Chelsea", "Brentford", "epl",
        k("KXEPLGAME", "26DEC19", "CFCBRE", "CFC", "Chelsea vs Brentford Winner?", "Chelsea",
          "If Chelsea wins the Chelsea vs Brentford Premier League game originally scheduled "
          "for Dec 19, 2026, scored over the 90 minutes plus any stoppage (extra time and "
          "penalties are not part of it), the market goes Yes.", cfg, "2026-12-19T15:00:00Z"), ESPNFOX,
        E("win", "Chelsea", "regulation", "provider", None, 48, "fair_price", "fair_price", None))
    # 21 per-family event config, TOTAL leg: only TOTAL applies
    add(["yaml", "json", "per_family_config", "codes_legend", "other_type_clause"],
        ["F:total", "S2", "C2", "R3"], "Chelsea", "Brentford", "epl",
        k("KXEPLTOTAL", "26DEC19", "CFCBRE", "2", "Chelsea vs Brentford: Total Goals", "Under 1.5 goals",
          "market: TOTAL\nline: 1.5\nside: UNDER (no more than one goal in the game)\n"
          "counted_period: 90 minutes plus stoppage time", cfg, "2026-12-19T15:00:00Z"), ESPNFOX,
        E("total", "under", "regulation", "provider", None, None, "50-50", None, None, line=1.5))
    # 22 ambiguous: code without legend
    add(["codes_no_legend", "key_value"], ["F:win", "S2", "P2", "C:ambiguous", "R3"], "Inter", "Juventus", "seriea",
        k("KXSERIEAGAME", "27JAN10", "INTJUV", "INT", "Inter vs Juventus Winner?", "Inter",
          "If Inter wins the Inter vs Juventus Serie A game originally scheduled for Jan 10, "
          "2027, regulation only (90 minutes and stoppage time; no extra time, no penalties), "
          "Yes.",
          "postpone_window_hours: 48\npostpone_exceeded: fair_price\ncancel_policy: 2",
          "2027-01-10T19:45:00Z"), ESPNFOX,
        E("win", "Inter", "regulation", "provider", None, 48, "ambiguous", "fair_price", None))
    # 23 ambiguous: conflicting windows, same payout
    add(["key_value", "contradiction"], ["F:win", "S2", "P:ambiguous", "C4", "R3"], "Arsenal", "Newcastle", "epl",
        k("KXEPLGAME", "27JAN16", "ARSNEW", "ARS", "Arsenal vs Newcastle Winner?", "Arsenal",
          "If Arsenal wins the Arsenal vs Newcastle Premier League game originally scheduled "
          "for January 16, 2027 when 90 minutes and stoppage time are up (no extra time or "
          "penalties), this market resolves Yes.\nreschedule_window_hours: 48 -> fair_price",
          "reschedule_window_hours: 72\nafter_window: fair_price\ncanceled: fair_price",
          "2027-01-16T17:30:00Z"), ESPNFOX,
        E("win", "Arsenal", "regulation", "provider", None, "ambiguous", "fair_price", "fair_price", None))
    # 24 ambiguous: scope code FULL_MATCH without legend on a knockout second leg 1X2
    add(["key_value", "codes_no_legend"], ["F:win", "S:ambiguous", "P2", "C4", "R3"], "Real Madrid", "Man City", "ucl",
        k("KXUCLGAME", "27MAR10", "RMAMCI", "RMA", "Real Madrid vs Man City Winner?", "Real Madrid",
          "market: Real Madrid to win the match\ncompetition: UEFA Champions League, round of "
          "16, second leg\ndate: 10 Mar 2027\nperiod: FULL_MATCH",
          "postponed > 48h: fair price\ncanceled: fair price", "2027-03-10T20:00:00Z"), UEFA,
        E("win", "Real Madrid", "ambiguous", "official", None, 48, "fair_price", "fair_price", None))
    # 25 ambiguous: sources any_of
    add(["yaml", "list_items"], ["F:win", "S2", "P2", "C4", "R:ambiguous"], "Bayern Munich", "Leipzig", "bundesliga",
        k("KXBUNDESLIGAGAME", "27JAN23", "BMURBL", "BMU", "Bayern Munich vs Leipzig Winner?", "Bayern Munich",
          "If Bayern Munich wins the Bayern Munich vs Leipzig Bundesliga game originally "
          "scheduled for Jan 23, 2027 on the score at the end of 90 minutes and stoppage (not "
          "counting extra time or penalties), Yes.",
          "result_sources:\n  any_of:\n    - bundesliga.com\n    - Sky Sports\nreschedule_window: "
          "48h -> fair_price\ncancel: fair_price", "2027-01-23T14:30:00Z"), ESPNFOX,
        E("win", "Bayern Munich", "regulation", "ambiguous", "ambiguous", 48, "fair_price", "fair_price", None))
    # 26 ambiguous: no scope in either field (league game)
    add(["key_value"], ["F:win", "S:ambiguous", "P2", "C4", "R3"], "Napoli", "Roma", "seriea",
        k("KXSERIEAGAME", "27JAN24", "NAPROM", "NAP", "Napoli vs Roma Winner?", "Napoli",
          "If Napoli wins the Napoli vs Roma Serie A game originally scheduled for 24/01/2027, "
          "Yes is paid.",
          "scope: see contract terms\nwindow_hours: 48\nwindow_exceeded: fair_price\n"
          "canceled: fair_price", "2027-01-24T17:00:00Z"), ESPNFOX,
        E("win", "Napoli", "ambiguous", "provider", None, 48, "fair_price", "fair_price", None))
    return L
