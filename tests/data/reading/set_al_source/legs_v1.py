"""Set (al), venue_one: rules as a back office exports them (XML, INI, TOML, YAML,
JSON, key=value), sometimes with a sentence of prose beside them.

Every leg is written by hand; its `expected` record is stated inline.
"""
import json

YN = json.dumps(["Yes", "No"])


def mk(n, styles, meanings, home, away, comp, market, expected):
    return {
        "id": "al1-%03d" % n,
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
        "family": family, "outcome": outcome, "line": line, "half": half,
        "scope": scope, "source_primary": sp, "source_fallback": sf,
        "timing_window": tw, "void_cancelled": vc, "void_postponed_long": vp,
        "void_abandoned": va,
    }


def mkt(mid, question, slug, git, smt, desc, rsrc, etitle, start, line=None, outcomes=YN):
    return {
        "id": mid, "question": question, "slug": slug, "groupItemTitle": git,
        "sportsMarketType": smt, "line": line, "outcomes": outcomes,
        "description": desc, "resolutionSource": rsrc, "event_title": etitle,
        "gameStartTime": start,
    }


def legs():
    out = []

    # 1. XML elements + attributes, win leg, S1 P1 C1 R1 R2, US date in prose.
    d = (
        "Resolves Yes when Arsenal FC beat Tottenham Hotspur FC in the league fixture dated 12/19/2026 (US format); any other result resolves No.\n"
        "<settlementProfile exportedBy=\"ops-backoffice\" schema=\"3.2\">\n"
        "  <counting period=\"REGULATION\" minutes=\"90\" stoppage=\"included\" extraTime=\"excluded\" penaltyShootout=\"excluded\"/>\n"
        "  <postponement policy=\"HOLD_OPEN_UNTIL_PLAYED\" maxWaitHrs=\"none\"/>\n"
        "  <cancellation makeUpGame=\"none\" thisLeg=\"NO\"/>\n"
        "  <source rank=\"1\" kind=\"official\">Premier League official match statistics</source>\n"
        "  <source rank=\"2\" kind=\"consensus\" useIf=\"rank 1 unpublished 2h after final whistle\">agreement among credible news reports</source>\n"
        "  <scoreRevisions afterResolution=\"disregarded\"/>\n"
        "</settlementProfile>"
    )
    out.append(mk(1, ["format:xml", "xml_attributes", "prose_line", "date:us_slash", "numerals"],
                  ["F:win", "S1", "P1", "C1", "R1", "R2"],
                  "Arsenal FC", "Tottenham Hotspur FC", "epl",
                  mkt("5120001", "Will Arsenal FC win on 2026-12-19?", "epl-ars-tot-2026-12-19-ars",
                      "Arsenal FC", "moneyline", d, "https://www.premierleague.com/",
                      "Arsenal FC vs. Tottenham Hotspur FC", "2026-12-19 17:30:00+00"),
                  exp("win", "Arsenal FC", "regulation", "official", "consensus",
                      "open_until_played", "no", "result", None)))

    # 2. INI, draw leg, abandonment treated as cancellation, British date.
    d = (
        "; market rules export - generated 2026-10-20 06:00 UTC\n"
        "[market]\n"
        "type = moneyline\n"
        "leg = DRAW\n"
        "fixture = Real Madrid CF v FC Barcelona\n"
        "kickoff_local = 24/10/2026 21:00 CEST\n"
        "\n"
        "[result]\n"
        "counting_period = 90min_plus_added_time\n"
        "extra_time = not_counted\n"
        "\n"
        "[postponement]\n"
        "behaviour = remain_open_until_match_is_played\n"
        "time_limit = none\n"
        "\n"
        "[cancellation]\n"
        "; applies only when no make-up fixture is ever played\n"
        "draw_leg_resolves = YES\n"
        "team_legs_resolve = NO\n"
        "\n"
        "[abandonment]\n"
        "handled_as = cancellation\n"
        "\n"
        "[sources]\n"
        "primary = LaLiga official match data\n"
        "fallback = consensus of credible media reports\n"
        "fallback_trigger_hrs = 2"
    )
    out.append(mk(2, ["format:ini", "ini_comments", "date:british_slash", "snake_case", "syn:added_time"],
                  ["F:draw", "S1", "P1", "C1", "AB", "R1"],
                  "Real Madrid CF", "FC Barcelona", "laliga",
                  mkt("5120002", "Will Real Madrid CF vs. FC Barcelona end in a draw?",
                      "lal-rea-bar-2026-10-24-draw", "Draw (Real Madrid CF vs. FC Barcelona)",
                      "moneyline", d, "https://www.laliga.com/",
                      "Real Madrid CF vs. FC Barcelona", "2026-10-24 19:00:00+00"),
                  exp("draw", "draw", "regulation", "official", "consensus",
                      "open_until_played", "yes", "result", "yes")))

    # 3. TOML, total over 2.5, C2 as two payouts.
    d = (
        "# Over/Under 2.5 - FC Bayern München vs. Borussia Dortmund, Sat 7 Nov 2026\n"
        "[market]\n"
        "kind = \"totals\"\n"
        "line = 2.5\n"
        "yes_pays_on = \"over\"   # three goals or more\n"
        "\n"
        "[scope]\n"
        "regulation_minutes = 90\n"
        "stoppage_included = true\n"
        "includes_extra_time = false\n"
        "\n"
        "[postponement]\n"
        "open_until_played = true\n"
        "\n"
        "[cancellation]\n"
        "condition = \"no make-up match\"\n"
        "payout_yes = 0.50\n"
        "payout_no = 0.50\n"
        "\n"
        "[source]\n"
        "primary = \"Bundesliga / DFL official statistics\"\n"
        "fallback = \"credible reporting (consensus)\"\n"
        "fallback_after_hours = 2"
    )
    out.append(mk(3, ["format:toml", "toml_comments", "numerals", "date:weekday_british"],
                  ["F:total", "S1", "P1", "C2", "R1"],
                  "FC Bayern München", "Borussia Dortmund", "bundesliga",
                  mkt("5120003", "FC Bayern München vs. Borussia Dortmund: O/U 2.5",
                      "bun-bay-dor-2026-11-07-total-2pt5", "Over 2.5", "totals", d,
                      "https://www.bundesliga.com/", "FC Bayern München vs. Borussia Dortmund",
                      "2026-11-07 17:30:00+00", line=2.5),
                  exp("total", "over", "regulation", "official", "consensus",
                      "open_until_played", "50-50", "result", None, line=2.5)))

    # 4. YAML with defaults and per-type overrides; this leg is moneyline, away win.
    d = (
        "rulebook_version: 7.3\n"
        "market_type: moneyline   # this market\n"
        "yes_condition: AC Milan win away at Juventus FC (Serie A, 2026-11-22)\n"
        "defaults:\n"
        "  time_scope: regular_time        # 90' + added time; no extra time, no shoot-out\n"
        "  postponed:\n"
        "    action: hold_open\n"
        "    deadline: null                # waits for the rearranged game\n"
        "  cancelled_without_replay:\n"
        "    team_legs: resolve_no\n"
        "    draw_leg: resolve_yes\n"
        "  sources:\n"
        "    - rank: 1\n"
        "      kind: official\n"
        "      name: Lega Serie A official statistics\n"
        "    - rank: 2\n"
        "      kind: credible_reporting_consensus\n"
        "      use_when: rank 1 not out within 2h of full time\n"
        "overrides:\n"
        "  totals:  {cancelled_without_replay: split_50_50}\n"
        "  spreads: {cancelled_without_replay: split_50_50}\n"
        "  btts:    {cancelled_without_replay: split_50_50}"
    )
    out.append(mk(4, ["format:yaml", "yaml_nesting", "yaml_lists", "overrides_not_applicable", "away_side"],
                  ["F:win", "S1", "P1", "C1", "R1"],
                  "Juventus FC", "AC Milan", "seriea",
                  mkt("5120004", "Will AC Milan win on 2026-11-22?", "sea-juv-mil-2026-11-22-mil",
                      "AC Milan", "moneyline", d, "https://www.legaseriea.it/",
                      "Juventus FC vs. AC Milan", "2026-11-22 19:45:00+00"),
                  exp("win", "AC Milan", "regulation", "official", "consensus",
                      "open_until_played", "no", "result", None)))

    # 5. JSON object, spread, C2 + abandonment 50-50, R2.
    obj = {
        "marketType": "spreads",
        "line": -1.5,
        "coverTeam": "Paris Saint-Germain FC",
        "yesRule": "Paris Saint-Germain FC must finish two or more goals ahead of Olympique de Marseille",
        "timeScope": {"regulationOnly": True, "stoppageCounts": True, "extraTime": False},
        "onPostpone": "stayOpenUntilPlayed",
        "onCancelNoMakeup": "fiftyFifty",
        "onAbandon": "fiftyFifty",
        "resolutionSource": {"primary": "Ligue 1 official statistics",
                              "fallback": "consensus of credible reporting",
                              "fallbackDelayHours": 2},
        "scoreRevisionsAfterResolution": "ignored",
    }
    d = json.dumps(obj, indent=2, ensure_ascii=False)
    out.append(mk(5, ["format:json", "camelCase", "number_words", "booleans"],
                  ["F:spread", "S1", "P1", "C2", "AB", "R1", "R2"],
                  "Paris Saint-Germain FC", "Olympique de Marseille", "ligue1",
                  mkt("5120005", "Paris Saint-Germain FC (-1.5) vs. Olympique de Marseille",
                      "fl1-par-olm-2026-10-25-spread-home-1pt5", "Paris Saint-Germain FC (-1.5)",
                      "spreads", d, "https://www.ligue1.com/",
                      "Paris Saint-Germain FC vs. Olympique de Marseille", "2026-10-25 19:45:00+00",
                      line=-1.5),
                  exp("spread", "Paris Saint-Germain FC", "regulation", "official", "consensus",
                      "open_until_played", "50-50", "result", "50-50", line=1.5)))

    # 6. UPPER_CASE key=value, win away, 48 h window then fair price, fallback NONE.
    d = (
        "MARKET_TYPE=MONEYLINE\n"
        "YES_IF=CHELSEA_FC_WIN\n"
        "FIXTURE=MANCHESTER_CITY_FC_V_CHELSEA_FC\n"
        "SCHEDULED_UTC=20270109T1500Z\n"
        "SCOPE=REG_90_PLUS_STOPPAGE\n"
        "ET_COUNTS=N\n"
        "PENS_COUNT=N\n"
        "POSTPONE_WINDOW_HRS=48\n"
        "POSTPONE_BEYOND_WINDOW=SETTLE_AT_FAIR_PRICE\n"
        "CANCELLED=SETTLE_AT_FAIR_PRICE\n"
        "SRC_PRIMARY=PREMIERLEAGUE_COM_OFFICIAL_RESULT\n"
        "SRC_FALLBACK=NONE"
    )
    out.append(mk(6, ["format:keyvalue", "UPPER_CASE", "units_in_key", "date:compact", "numerals", "away_side"],
                  ["F:win", "S1", "P2", "C4"],
                  "Manchester City FC", "Chelsea FC", "epl",
                  mkt("5120006", "Will Chelsea FC win on 2027-01-09?", "epl-mac-che-2027-01-09-che",
                      "Chelsea FC", "moneyline", d, "https://www.premierleague.com/",
                      "Manchester City FC vs. Chelsea FC", "2027-01-09 15:00:00+00"),
                  exp("win", "Chelsea FC", "regulation", "official", None,
                      48, "fair_price", "fair_price", None)))

    # 7. XML, advance (two-way, ET + penalties count).
    d = (
        "<market type=\"to_advance\" outcomesCount=\"2\">\n"
        "  <tie competition=\"UEFA Champions League\" round=\"quarter-final\" leg=\"2 of 2\" date=\"14 April 2027\">\n"
        "    <home>Manchester City FC</home>\n"
        "    <away>Real Madrid CF</away>\n"
        "  </tie>\n"
        "  <yesWhen>Real Madrid CF go through to the semi-finals</yesWhen>\n"
        "  <decidedBy aggregate=\"true\" extraTime=\"counted\" penaltyShootout=\"counted\"/>\n"
        "  <postponement keepOpen=\"true\" until=\"tie completed\"/>\n"
        "  <cancellation payoutEachSide=\"0.5\"/>\n"
        "  <sources primary=\"UEFA official\" fallback=\"credible reporting consensus\" fallbackAfterHours=\"2\"/>\n"
        "</market>"
    )
    out.append(mk(7, ["format:xml", "xml_attributes", "xml_elements", "date:british_long", "two_way"],
                  ["F:advance", "S6", "P1", "C2", "R1"],
                  "Manchester City FC", "Real Madrid CF", "ucl",
                  mkt("5120007", "Will Real Madrid CF advance past Manchester City FC?",
                      "ucl-mac-rea-2027-04-14-advance-rea", "Real Madrid CF", "to_advance", d,
                      "https://www.uefa.com/", "Manchester City FC vs. Real Madrid CF",
                      "2027-04-14 19:00:00+00"),
                  exp("advance", "Real Madrid CF", "penalties", "official", "consensus",
                      "open_until_played", "50-50", "result", None)))

    # 8. INI with per-market-type sections; the leg's type is first_half_moneyline.
    d = (
        "Sections below are per market type; a market follows its own section where one exists, and [global] for anything its section leaves out. This market is first_half_moneyline.\n"
        "[global]\n"
        "period = FULL_TIME_90_PLUS_STOPPAGE\n"
        "postponed = open_until_played\n"
        "cancel_no_makeup = NO\n"
        "source_primary = official_premier_league_stats\n"
        "source_fallback = credible_reporting_consensus_after_2h\n"
        "\n"
        "[first_half_moneyline]\n"
        "period = FIRST_HALF_45_PLUS_STOPPAGE\n"
        "cancel_no_makeup = 50_50\n"
        "\n"
        "[totals]\n"
        "cancel_no_makeup = 50_50\n"
        "\n"
        "[exact_score]\n"
        "cancel_no_makeup = SCORE_0_0"
    )
    out.append(mk(8, ["format:ini", "overrides_applicable", "prose_line", "UPPER_CASE_values"],
                  ["F:half", "P1", "C2", "R1"],
                  "Newcastle United FC", "Liverpool FC", "epl",
                  mkt("5120008", "Will Newcastle United FC lead at half-time on 2026-11-28?",
                      "epl-new-liv-2026-11-28-1h-new", "Newcastle United FC (1st half)",
                      "first_half_moneyline", d, "https://www.premierleague.com/",
                      "Newcastle United FC vs. Liverpool FC", "2026-11-28 20:00:00+00"),
                  exp("half", "Newcastle United FC", None, "official", "consensus",
                      "open_until_played", "50-50", "result", None, half="first")))

    # 9. YAML, World Cup group draw, 14-day window then last fair price, no fallback.
    d = (
        "market: draw\n"
        "fixture:\n"
        "  home: Mexico\n"
        "  away: Korea Republic\n"
        "  stage: group\n"
        "  date: 2026-06-18\n"
        "scope:\n"
        "  minutes: 90\n"
        "  plus: stoppage\n"
        "  excludes: [extra_time, penalty_shootout]\n"
        "postponement:\n"
        "  max_delay_days: 14\n"
        "  if_not_replayed_by_then: last fair market price as of the postponement announcement\n"
        "cancelled: last fair market price as of the cancellation announcement\n"
        "source:\n"
        "  primary: FIFA official match report"
    )
    out.append(mk(9, ["format:yaml", "yaml_lists", "units_in_key", "date:iso"],
                  ["F:draw", "S1", "P4", "C:last_price"],
                  "Mexico", "Korea Republic", "wc",
                  mkt("5120009", "Will Mexico vs. Korea Republic end in a draw?",
                      "fifwc-mex-kor-2026-06-18-draw", "Draw (Mexico vs. Korea Republic)",
                      "moneyline", d, "https://www.fifa.com/", "Mexico vs. Korea Republic",
                      "2026-06-19 01:00:00+00"),
                  exp("draw", "draw", "regulation", "official", None,
                      336, "last_price", "last_price", None)))

    # 10. JSON camelCase with unit keys, BTTS, 72 h window, abandonment as cancelled.
    obj = {
        "market": "bothTeamsToScore",
        "yesIf": "Bayer 04 Leverkusen and Eintracht Frankfurt each score at least once",
        "countingPeriod": "90 minutes + stoppage",
        "extraTimeIncluded": False,
        "postponeWindowHrs": 72,
        "afterWindow": "settle at a fair price",
        "cancelled": "50/50",
        "abandoned": "same as cancelled",
        "sourcePrimary": "official Bundesliga data",
        "sourceFallback": "consensus of credible reporting if official data is missing two hours after the match",
    }
    d = json.dumps(obj, indent=1)
    out.append(mk(10, ["format:json", "camelCase", "units_in_key", "number_words"],
                  ["F:btts", "S1", "P2", "C2", "AB", "R1"],
                  "Bayer 04 Leverkusen", "Eintracht Frankfurt", "bundesliga",
                  mkt("5120010", "Bayer 04 Leverkusen vs. Eintracht Frankfurt: Both Teams to Score?",
                      "bun-b04-ein-2026-12-12-btts", "Both Teams to Score", "both_teams_to_score", d,
                      "https://www.bundesliga.com/", "Bayer 04 Leverkusen vs. Eintracht Frankfurt",
                      "2026-12-12 14:30:00+00"),
                  exp("btts", "yes", "regulation", "official", "consensus",
                      72, "fair_price", "50-50", "50-50")))

    # 11. snake_case key=value with prose line, exact score 2-1, C3 (0-0) => this leg no.
    d = (
        "This market pays Yes only if the final regulation score is FC Internazionale Milano 2, SSC Napoli 1.\n"
        "market_type=exact_score\n"
        "score_home=2\n"
        "score_away=1\n"
        "period=regulation_90_incl_added_time\n"
        "postponed=open_until_played\n"
        "cancelled_no_makeup=settles_as_score_0_0\n"
        "src=official_lega_serie_a\n"
        "src_fallback=credible_reporting_consensus\n"
        "src_fallback_after_hrs=2"
    )
    out.append(mk(11, ["format:keyvalue", "snake_case", "prose_line", "units_in_key"],
                  ["F:exact_score", "S1", "P1", "C3", "R1"],
                  "FC Internazionale Milano", "SSC Napoli", "seriea",
                  mkt("5120011", "Will FC Internazionale Milano vs. SSC Napoli end 2-1?",
                      "sea-int-nap-2026-12-06-score-2-1", "2-1", "exact_score", d,
                      "https://www.legaseriea.it/", "FC Internazionale Milano vs. SSC Napoli",
                      "2026-12-06 19:45:00+00"),
                  exp("exact_score", "2-1", "regulation", "official", "consensus",
                      "open_until_played", "no", "result", None)))

    # 12. XML, UCL knockout second leg, period element empty -> scope ambiguous.
    d = (
        "<rules market=\"moneyline\" competition=\"UEFA Champions League\" round=\"round of 16, second leg\">\n"
        "  <yes>FC Bayern München win the match played 17.03.2027</yes>\n"
        "  <period/>\n"
        "  <postponed>open until the match is played</postponed>\n"
        "  <cancelledNoMakeUp>No</cancelledNoMakeUp>\n"
        "  <source>UEFA official statistics; credible reporting consensus if UEFA has published nothing 2 hours after the end</source>\n"
        "</rules>"
    )
    out.append(mk(12, ["format:xml", "xml_empty_element", "date:dotted", "knockout"],
                  ["F:win", "S:ambiguous", "P1", "C1", "R1"],
                  "FC Bayern München", "Arsenal FC", "ucl",
                  mkt("5120012", "Will FC Bayern München win on 2027-03-17?",
                      "ucl-bay-ars-2027-03-17-bay", "FC Bayern München", "moneyline", d,
                      "https://www.uefa.com/", "FC Bayern München vs. Arsenal FC",
                      "2027-03-17 20:00:00+00"),
                  exp("win", "FC Bayern München", "ambiguous", "official", "consensus",
                      "open_until_played", "no", "result", None)))

    # 13. TOML, two overrides both match the leg and disagree -> cancellation ambiguous.
    d = (
        "[defaults]\n"
        "time_scope = \"90 minutes plus stoppage time only\"\n"
        "postponed = \"trading continues until the rearranged match has been played\"\n"
        "cancel_without_replay = \"resolve_no\"\n"
        "source = \"official competition statistics, else consensus of credible reporting after 2 hours\"\n"
        "\n"
        "[overrides.moneyline]\n"
        "cancel_without_replay = \"resolve_no\"\n"
        "\n"
        "[overrides.uefa_club_competitions]\n"
        "cancel_without_replay = \"fifty_fifty\"\n"
        "\n"
        "# market: moneyline | competition: UEFA Champions League league phase | Arsenal FC v Club Brugge KV, 2026-11-04"
    )
    out.append(mk(13, ["format:toml", "overrides_conflicting", "toml_dotted_tables"],
                  ["F:win", "S1", "P1", "C:ambiguous", "R1"],
                  "Arsenal FC", "Club Brugge KV", "ucl",
                  mkt("5120013", "Will Arsenal FC win on 2026-11-04?", "ucl-ars-bru-2026-11-04-ars",
                      "Arsenal FC", "moneyline", d, "https://www.uefa.com/",
                      "Arsenal FC vs. Club Brugge KV", "2026-11-04 20:00:00+00"),
                  exp("win", "Arsenal FC", "regulation", "official", "consensus",
                      "open_until_played", "ambiguous", "result", None)))

    # 14. YAML, MLS, abandonment left to ops desk -> abandonment ambiguous.
    d = (
        "# LA Galaxy vs. Los Angeles FC - moneyline, Galaxy leg\n"
        "rules:\n"
        "  pays_yes: LA Galaxy beat Los Angeles FC\n"
        "  period: ninety minutes plus stoppage (extra time n/a, not counted)\n"
        "  postponement: open until played, no cut-off\n"
        "  cancellation_no_replay: \"No\"\n"
        "  abandonment: reviewed by the operations desk case by case\n"
        "  sources:\n"
        "    primary: MLS official statistics\n"
        "    fallback: consensus of credible reporting (after 2 h with nothing official)"
    )
    out.append(mk(14, ["format:yaml", "yaml_nesting", "number_words", "yaml_comment"],
                  ["F:win", "S1", "P1", "C1", "AB:ambiguous", "R1"],
                  "LA Galaxy", "Los Angeles FC", "mls",
                  mkt("5120014", "Will LA Galaxy win on 2026-09-26?", "mls-lag-lafc-2026-09-26-lag",
                      "LA Galaxy", "moneyline", d, "https://www.mlssoccer.com/",
                      "LA Galaxy vs. Los Angeles FC", "2026-09-27 02:30:00+00"),
                  exp("win", "LA Galaxy", "regulation", "official", "consensus",
                      "open_until_played", "no", "result", "ambiguous")))

    # 15. lowercase key=value with quoted US-spelling prose values, draw leg.
    d = (
        "market_id=5120015\n"
        "leg=\"draw\"\n"
        "counts=\"regulation only - ninety minutes and stoppage; no extra time, no shoot-out\"\n"
        "postpone_rule=\"not closed by a postponement; waits for the rearranged game however long it takes\"\n"
        "cancel_rule=\"canceled with no make-up game: this Draw leg resolves Yes, both team legs resolve No\"\n"
        "revision_rule=\"score changes after resolution are disregarded\"\n"
        "source_rule=\"official Premier League stats; if none within two hours, credible reporting consensus\"\n"
        "kickoff=\"Sunday, December 13, 2026\""
    )
    out.append(mk(15, ["format:keyvalue", "american_spelling", "number_words", "date:us_long", "quoted_values"],
                  ["F:draw", "S1", "P1", "C1", "R1", "R2"],
                  "Aston Villa FC", "Brighton & Hove Albion FC", "epl",
                  mkt("5120015", "Will Aston Villa FC vs. Brighton & Hove Albion FC end in a draw?",
                      "epl-ast-bri-2026-12-13-draw", "Draw (Aston Villa FC vs. Brighton & Hove Albion FC)",
                      "moneyline", d, "https://www.premierleague.com/",
                      "Aston Villa FC vs. Brighton & Hove Albion FC", "2026-12-13 14:00:00+00"),
                  exp("draw", "draw", "regulation", "official", "consensus",
                      "open_until_played", "yes", "result", None)))

    # 16. JSON, window "TBD" -> timing ambiguous, payout after it fair price.
    obj = {
        "marketType": "moneyline",
        "outcome": "Atlético de Madrid win",
        "periodCounted": "regular time (90' + stoppage)",
        "postponement": {"windowHrs": "TBD", "thenSettle": "fair_price"},
        "cancelled": {"payout": "fair_price"},
        "sources": {"primary": "LaLiga official", "fallback": "credible reporting consensus after 2h"},
    }
    d = "Back-office export, La Liga matchday 15, 12-12-2026.\n" + json.dumps(obj, ensure_ascii=False)
    out.append(mk(16, ["format:json", "camelCase", "tbd_value", "prose_line", "date:dashed_dmy"],
                  ["F:win", "S1", "P:ambiguous", "C4", "R1"],
                  "Atlético de Madrid", "Sevilla FC", "laliga",
                  mkt("5120016", "Will Atlético de Madrid win on 2026-12-12?",
                      "lal-mad-sev-2026-12-12-mad", "Atlético de Madrid", "moneyline", d,
                      "https://www.laliga.com/", "Atlético de Madrid vs. Sevilla FC",
                      "2026-12-12 20:00:00+00"),
                  exp("win", "Atlético de Madrid", "regulation", "official", "consensus",
                      "ambiguous", "fair_price", "fair_price", None)))

    # 17. INI, named provider primary, official fallback, abandonment No.
    d = (
        "[settlement]\n"
        "yes_outcome = Olympique Lyonnais win\n"
        "scope = 90 minutes + stoppage (extra time and penalties excluded)\n"
        "postponed = stays open until played\n"
        "cancelled_no_makeup = No\n"
        "abandoned_not_completed = No\n"
        "[sources]\n"
        "primary = Opta match data feed\n"
        "fallback = Ligue 1 official website, used only if the Opta feed is unavailable"
    )
    out.append(mk(17, ["format:ini", "provider_source", "plain_values"],
                  ["F:win", "S1", "P1", "C1", "AB", "R:provider"],
                  "Olympique Lyonnais", "LOSC Lille", "ligue1",
                  mkt("5120017", "Will Olympique Lyonnais win on 2026-11-29?",
                      "fl1-lyo-lil-2026-11-29-lyo", "Olympique Lyonnais", "moneyline", d, "",
                      "Olympique Lyonnais vs. LOSC Lille", "2026-11-29 19:45:00+00"),
                  exp("win", "Olympique Lyonnais", "regulation", "provider", "official",
                      "open_until_played", "no", "result", "no")))

    # 18. XML, two unranked sources of different kinds -> source ambiguous.
    d = (
        "<marketRules type=\"moneyline\" leg=\"Liverpool FC\">\n"
        "  <fixture home=\"Liverpool FC\" away=\"Everton FC\" scheduled=\"2027-02-13T12:30:00Z\"/>\n"
        "  <scope>regulation: 90 min plus stoppage; extra time not counted</scope>\n"
        "  <postponement>held open until the match takes place</postponement>\n"
        "  <cancellation>No, when there is no replacement fixture</cancellation>\n"
        "  <sources ordering=\"unspecified\">\n"
        "    <source>premierleague.com</source>\n"
        "    <source>BBC Sport</source>\n"
        "  </sources>\n"
        "</marketRules>"
    )
    out.append(mk(18, ["format:xml", "xml_elements", "date:iso_z", "unranked_sources"],
                  ["F:win", "S1", "P1", "C1", "R:ambiguous"],
                  "Liverpool FC", "Everton FC", "epl",
                  mkt("5120018", "Will Liverpool FC win on 2027-02-13?", "epl-liv-eve-2027-02-13-liv",
                      "Liverpool FC", "moneyline", d, "", "Liverpool FC vs. Everton FC",
                      "2027-02-13 12:30:00+00"),
                  exp("win", "Liverpool FC", "regulation", "ambiguous", "ambiguous",
                      "open_until_played", "no", "result", None)))

    # 19. TOML, total under 3.5 (outcome under), C2 worded as halves.
    d = (
        "title = \"Brentford FC vs. Fulham FC - Under 3.5 goals\"\n"
        "[rule]\n"
        "yes_when = \"three goals or fewer are scored in total\"\n"
        "line = 3.5\n"
        "side = \"under\"\n"
        "period = \"regular time incl. stoppage; extra time never counted\"\n"
        "[contingencies]\n"
        "postponed = \"remains open until played\"\n"
        "cancelled_no_makeup = \"Yes and No each pay half\"\n"
        "[data]\n"
        "primary = \"official Premier League data\"\n"
        "fallback = \"consensus of credible reporting\"\n"
        "fallback_wait_hours = 2\n"
        "post_resolution_revisions = \"ignored\""
    )
    out.append(mk(19, ["format:toml", "syn:half_each", "under_side"],
                  ["F:total", "S1", "P1", "C2", "R1", "R2"],
                  "Brentford FC", "Fulham FC", "epl",
                  mkt("5120019", "Brentford FC vs. Fulham FC: Under 3.5 goals?",
                      "epl-bre-ful-2027-01-02-total-3pt5-under", "Under 3.5", "totals", d,
                      "https://www.premierleague.com/", "Brentford FC vs. Fulham FC",
                      "2027-01-02 15:00:00+00", line=3.5),
                  exp("total", "under", "regulation", "official", "consensus",
                      "open_until_played", "50-50", "result", None, line=3.5)))

    # 20. YAML + prose, World Cup knockout total over 2.5 counting extra time (S5).
    d = (
        "Goals scored in extra time count towards this total; penalty shoot-out kicks do not.\n"
        "market_kind: totals\n"
        "line: 2.5\n"
        "yes_side: over\n"
        "fixture: Argentina vs. France, round of 16, 4 July 2026\n"
        "count_window:\n"
        "  - regulation (90' + stoppage)\n"
        "  - extra_time (if played)\n"
        "exclude:\n"
        "  - penalty_shootout\n"
        "postponed: open until played\n"
        "cancelled_no_makeup: 50-50\n"
        "source_primary: FIFA official statistics\n"
        "source_fallback: credible reporting consensus if FIFA has published nothing after two hours"
    )
    out.append(mk(20, ["format:yaml", "yaml_lists", "prose_line", "number_words", "date:british_long", "knockout"],
                  ["F:total", "S5", "P1", "C2", "R1"],
                  "Argentina", "France", "wc",
                  mkt("5120020", "Argentina vs. France: O/U 2.5 (incl. extra time)",
                      "fifwc-arg-fra-2026-07-04-total-2pt5", "Over 2.5", "totals", d,
                      "https://www.fifa.com/", "Argentina vs. France", "2026-07-04 20:00:00+00",
                      line=2.5),
                  exp("total", "over", "extra_time", "official", "consensus",
                      "open_until_played", "50-50", "result", None, line=2.5)))

    return out
