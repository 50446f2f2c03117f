"""Set (ay), venue_one legs: one hand-written Gamma `description` per writer.

Every leg has its own (invented) writer and register. The `expected` record is stated
inline, read from the text alone.
"""

LEAGUE_SITE = {
    "epl": "https://www.premierleague.com/",
    "laliga": "https://www.laliga.com/",
    "bundesliga": "https://www.bundesliga.com/",
    "seriea": "https://www.legaseriea.it/",
    "ligue1": "https://www.ligue1.com/",
    "mls": "https://www.mlssoccer.com/",
    "ucl": "https://www.uefa.com/uefachampionsleague/",
    "wc": "https://www.fifa.com/",
}
SLUG_PREFIX = {"epl": "epl", "laliga": "lal", "bundesliga": "bun", "seriea": "sea",
               "ligue1": "fl1", "mls": "mls", "ucl": "ucl", "wc": "fifwc"}


def exp(family, outcome, scope, sp, sf, tw, vc, vp, va, line=None, half=None):
    return {"family": family, "outcome": outcome, "line": line, "half": half,
            "scope": scope, "source_primary": sp, "source_fallback": sf,
            "timing_window": tw, "void_cancelled": vc, "void_postponed_long": vp,
            "void_abandoned": va}


def leg(n, styles, meanings, comp, home, away, hcode, acode, date, kickoff, kind,
        description, expected, side_team=None, line=None, title=None, question=None,
        smt="moneyline", suffix=None, source_url=True, mid=None, gst=None):
    prefix = SLUG_PREFIX[comp]
    base = f"{prefix}-{hcode}-{acode}-{date}"
    if kind == "win":
        q = question or f"Will {side_team} win on {date}?"
        git = title or side_team
        slug = f"{base}-{suffix or (hcode if side_team == home else acode)}"
    elif kind == "draw":
        q = question or f"Will {home} vs. {away} end in a draw?"
        git = title or f"Draw ({home} vs. {away})"
        slug = f"{base}-draw"
    else:
        q = question
        git = title
        slug = f"{base}-more-markets-{suffix}"
    market = {
        "id": mid or str(5310000 + n * 137),
        "question": q,
        "slug": slug,
        "groupItemTitle": git,
        "sportsMarketType": smt,
        "line": line,
        "outcomes": "[\"Yes\", \"No\"]",
        "description": description,
        "resolutionSource": LEAGUE_SITE[comp] if source_url else "",
        "event_title": f"{home} vs. {away}",
        "gameStartTime": gst or f"{date} {kickoff}:00+00",
    }
    return {"id": f"ay1-{n:03d}", "venue": "venue_one", "styles": sorted(styles),
            "meanings": meanings, "home": home, "away": away, "competition": comp,
            "market": market, "expected": expected}


def legs():
    L = []

    # 1. terse trader: bare notes, abbreviations
    L.append(leg(1, ["writer:terse_trader", "layout:lines", "abbreviations", "numerals",
                     "syn:called_off"],
                 ["F:win", "S1", "P1", "C1", "R1"],
                 "epl", "Arsenal FC", "Tottenham Hotspur FC", "ars", "tot", "2026-12-12", "17:30",
                 "win",
                 "ARS to win. Sat 12 Dec 2026 v Spurs (PL).\n"
                 "YES: Arsenal ahead at FT (90' + added time). Anything else: NO. ET/pens irrelevant.\n"
                 "PPD: mkt stays live till the game gets played, no cut-off.\n"
                 "Called off for good, no replay: NO.\n"
                 "Src: official PL stats. Not out 2h post-whistle -> credible media consensus.",
                 exp("win", "Arsenal FC", "regulation", "official", "consensus",
                     "open_until_played", "no", "result", None),
                 side_team="Arsenal FC"))

    # 2. careful lawyer: numbered clauses with definitions
    L.append(leg(2, ["writer:lawyer", "layout:numbered", "legal_drafting", "definitions",
                     "number_words_and_numerals", "british_spelling", "date:d_month_yyyy"],
                 ["F:draw", "S1", "P1", "C1", "AB", "R1", "R2"],
                 "laliga", "Real Madrid CF", "FC Barcelona", "rea", "bar", "2027-03-20", "20:00",
                 "draw",
                 "1. Definitions. In these terms the \"Match\" means the LaLiga fixture between "
                 "Real Madrid CF (home) and FC Barcelona (away) scheduled for 20 March 2027, and "
                 "\"Regulation Time\" means the ninety (90) minutes of play together with any time "
                 "the referee adds for stoppages, excluding any extra time or penalty shoot-out.\n"
                 "2. Resolution. This market shall resolve \"Yes\" where the score of the Match at "
                 "the conclusion of Regulation Time is level, and shall otherwise resolve \"No\".\n"
                 "3. Postponement. Should the Match be postponed, the market shall remain open, "
                 "without limit of time, pending completion of the rearranged Match.\n"
                 "4. Cancellation. Where the Match is cancelled and no replacement fixture takes "
                 "place, the market shall resolve \"Yes\".\n"
                 "5. Abandonment. A Match abandoned before the conclusion of Regulation Time and "
                 "not subsequently completed shall be treated for all purposes as cancelled under "
                 "clause 4.\n"
                 "6. Source. Resolution shall be determined by reference to the official "
                 "statistics of the competition organiser; provided that, where such statistics "
                 "have not been published within two (2) hours following the end of the Match, "
                 "resolution may rest upon the consensus of credible reports.\n"
                 "7. Finality. Any amendment of the score effected once the market has resolved "
                 "shall be disregarded.",
                 exp("draw", "draw", "regulation", "official", "consensus",
                     "open_until_played", "yes", "result", "yes")))

    # 3. support agent: Q&A
    L.append(leg(3, ["writer:support_agent", "layout:faq", "away_win", "date:dd/mm/yyyy",
                     "number_words", "syn:rearranged", "contractions"],
                 ["F:win", "S1", "P1", "C1", "AB", "R1"],
                 "bundesliga", "FC Bayern München", "Borussia Dortmund", "bay", "dor", "2027-02-27",
                 "17:30", "win",
                 "Q: What does this market ask?\n"
                 "A: Whether Borussia Dortmund beat FC Bayern München away from home in the "
                 "Bundesliga game on 27/02/2027. A Dortmund win means Yes; a Bayern win or a draw "
                 "means No.\n\n"
                 "Q: Does extra time count?\n"
                 "A: No. We only look at the ninety minutes and whatever stoppage time the referee "
                 "adds on. A shoot-out is never considered either.\n\n"
                 "Q: What if the game gets postponed?\n"
                 "A: Nothing happens to your position straight away. The market stays open and "
                 "waits for the rearranged game, however long that takes.\n\n"
                 "Q: And if it's cancelled completely?\n"
                 "A: If no replacement game is ever played, this market resolves No.\n\n"
                 "Q: What if the referee stops it halfway and it's never finished?\n"
                 "A: An abandoned game that isn't completed resolves 50-50.\n\n"
                 "Q: Where do the results come from?\n"
                 "A: The official Bundesliga statistics. If they aren't up within two hours after "
                 "full time, we can go by what credible news sources agree on.",
                 exp("win", "Borussia Dortmund", "regulation", "official", "consensus",
                     "open_until_played", "no", "result", "50-50"),
                 side_team="Borussia Dortmund"))

    # 4. content writer: rule inside a match preview
    L.append(leg(4, ["writer:content_writer", "layout:paras", "preview_prose", "syn:scrapped",
                     "syn:pushed_back", "date:weekday_d_month_yyyy", "number_words"],
                 ["F:win", "S1", "P1", "C1", "R1"],
                 "seriea", "FC Internazionale Milano", "AC Milan", "int", "acm", "2027-02-07", "19:45",
                 "win",
                 "The Derby della Madonnina returns on Sunday 7 February 2027, and San Siro will be "
                 "split right down the middle. Inter arrive on a run of league wins, Milan on a run "
                 "of clean sheets, so expect a cagey first hour before someone blinks.\n\n"
                 "How this market works: it pays Yes if FC Internazionale Milano beat AC Milan in "
                 "this Serie A fixture, counting only normal time, which is the ninety minutes plus "
                 "whatever stoppage time gets tacked on. A draw or a Milan win means No. If the derby "
                 "is pushed back, the market simply waits for the new date, with no deadline. If it "
                 "is scrapped altogether and never replayed, it settles No. Result data: Serie A's "
                 "official statistics first; should those still be missing two hours after the final "
                 "whistle, a consensus of reliable reporting decides.",
                 exp("win", "FC Internazionale Milano", "regulation", "official", "consensus",
                     "open_until_played", "no", "result", None),
                 side_team="FC Internazionale Milano"))

    # 5. non-native English speaker
    L.append(leg(5, ["writer:non_native", "layout:paras", "nonstandard_grammar",
                     "date:dd.mm.yyyy", "number_words"],
                 ["F:draw", "S1", "P1", "C1", "R1"],
                 "ligue1", "Paris Saint-Germain FC", "Olympique de Marseille", "par", "olm",
                 "2027-04-04", "18:45", "draw",
                 "This market is about the match Paris Saint-Germain FC against Olympique de "
                 "Marseille in Ligue 1, it is planned for the 04.04.2027. Market become Yes when the "
                 "two teams have same score after the normal 90 minutes with the added time from "
                 "referee. If one team is winning, market become No. Extra time and penalty "
                 "shoot-out, they are not counting here.\n"
                 "When the match is postponed, market is staying open until the match is really "
                 "played, no matter how long.\n"
                 "When the match is cancelled and they don't play it again, market become Yes.\n"
                 "For the result we are using official statistic of the league. If this statistic "
                 "is not there in two hours after the match finish, we can use what the serious "
                 "media are saying all together.",
                 exp("draw", "draw", "regulation", "official", "consensus",
                     "open_until_played", "yes", "result", None)))

    # 6. engineer: two-column table
    L.append(leg(6, ["writer:engineer", "layout:table", "symbols", "numerals", "date:iso"],
                 ["F:total", "S1", "P1", "C2", "R1"],
                 "epl", "Chelsea FC", "Newcastle United FC", "che", "new", "2027-01-16", "15:00",
                 "other",
                 "| Item | Rule |\n"
                 "|---|---|\n"
                 "| Fixture | Chelsea FC v Newcastle United FC, Premier League, 2027-01-16 |\n"
                 "| Yes when | goals by both sides combined >= 3 |\n"
                 "| No when | goals by both sides combined <= 2 |\n"
                 "| Period counted | 90 min + referee's added time; no ET, no shoot-out |\n"
                 "| Own goals | included in the count |\n"
                 "| Postponed | market held open until the match is played (no expiry) |\n"
                 "| Cancelled, no replay | resolves 50-50 |\n"
                 "| Data | official Premier League match stats |\n"
                 "| Data fallback | credible-reporting consensus if stats absent 2 h after FT |",
                 exp("total", "over", "regulation", "official", "consensus",
                     "open_until_played", "50-50", "result", None, line=2.5),
                 question="Chelsea FC vs. Newcastle United FC: O/U 2.5 goals - Over?",
                 title="Over 2.5 goals", smt="totals", line=2.5, suffix="total-2pt5"))

    # 7. compliance officer: headed statement
    L.append(leg(7, ["writer:compliance_officer", "layout:headings", "formal", "number_words",
                     "date:d_month_yyyy"],
                 ["F:spread", "S1", "P1", "C2", "R1", "R2"],
                 "epl", "Manchester City FC", "Brighton & Hove Albion FC", "mac", "bri",
                 "2027-02-13", "15:00", "other",
                 "Market scope and settlement statement\n"
                 "Subject: Premier League fixture, Manchester City FC v Brighton & Hove Albion FC, "
                 "scheduled kick-off 13 February 2027.\n"
                 "Settlement condition: the market settles Yes only if Manchester City FC win by a "
                 "margin of two goals or more. A win by exactly one goal, a draw or a Brighton & "
                 "Hove Albion FC win settles No.\n"
                 "Period assessed: regulation time only, being ninety minutes plus stoppage time. "
                 "Neither extra time nor penalties are considered.\n"
                 "Postponement: a postponed fixture does not trigger settlement; the market "
                 "remains open until the fixture is completed.\n"
                 "Cancellation: if the fixture is cancelled and not rescheduled, each outcome "
                 "settles at 0.50 per share.\n"
                 "Data source: official statistics as published by the Premier League. Where these "
                 "are not available within two hours after the fixture ends, settlement may rely "
                 "on a consensus of credible reporting.\n"
                 "Corrections: a score correction issued after settlement will not be reflected.",
                 exp("spread", "Manchester City FC", "regulation", "official", "consensus",
                     "open_until_played", "50-50", "result", None, line=1.5),
                 question="Spread: Manchester City FC (-1.5)", title="Manchester City FC (-1.5)",
                 smt="spreads", line=-1.5, suffix="spread-mac-1pt5"))

    # 8. journalist: news lede
    L.append(leg(8, ["writer:journalist", "layout:paras", "dateline", "american_spelling",
                     "date:weekday_month_d_yyyy", "number_words"],
                 ["F:btts", "S1", "P1", "C2", "R1"],
                 "bundesliga", "Bayer 04 Leverkusen", "RB Leipzig", "b04", "lei", "2027-03-06",
                 "14:30", "other",
                 "LEVERKUSEN - Both sides have scored in each of their recent meetings, and this "
                 "market asks whether that pattern survives Saturday, March 6, 2027. It resolves Yes "
                 "if Bayer 04 Leverkusen and RB Leipzig each find the net at least once during "
                 "regulation, meaning the 90 minutes plus stoppage time; it resolves No if either "
                 "team, or both, is kept scoreless. Extra time and shootouts would not count. A "
                 "postponement leaves the market open until the game is eventually played. A "
                 "cancellation without a replacement match sends it to a 50-50 resolution. The "
                 "official Bundesliga statistics are the record of truth, with a consensus of "
                 "credible reporting used if those numbers have not appeared within two hours of "
                 "the final whistle.",
                 exp("btts", "yes", "regulation", "official", "consensus",
                     "open_until_played", "50-50", "result", None),
                 question="Bayer 04 Leverkusen vs. RB Leipzig: Both Teams to Score",
                 title="Both Teams to Score", smt="both_teams_to_score", suffix="btts"))

    # 9. product manager: release notes with bullets
    L.append(leg(9, ["writer:product_manager", "layout:bullets", "release_notes",
                     "american_spelling", "date:mon_d_yyyy", "numerals"],
                 ["F:half", "P1", "C2", "R1"],
                 "laliga", "Atlético de Madrid", "Sevilla FC", "mad", "sev", "2027-01-23", "17:30",
                 "other",
                 "Release notes - Halftime Result markets\n"
                 "New: first-half result legs are now live for LaLiga. This leg: Atlético de Madrid "
                 "vs. Sevilla FC, Jan 23, 2027.\n"
                 "- Resolves Yes if Atlético de Madrid are ahead on the scoreboard when the referee "
                 "blows for the interval (first 45 minutes plus first-half stoppage time).\n"
                 "- Resolves No if the score is level or Sevilla FC lead at the break.\n"
                 "- Goals after the interval have no effect on this leg.\n"
                 "- Postponed match: the leg stays open until the match actually takes place.\n"
                 "- Match canceled with no make-up: the leg resolves 50-50.\n"
                 "- Source: official LaLiga statistics; if those are still missing 2 hours after the "
                 "final whistle, a consensus of credible reporting.",
                 exp("half", "Atlético de Madrid", None, "official", "consensus",
                     "open_until_played", "50-50", "result", None, half="first"),
                 question="Will Atlético de Madrid lead at halftime?",
                 title="Atlético de Madrid (1st half)", smt="soccer_halftime_result",
                 suffix="1h-mad"))

    # 10. sports-desk editor: headline and crisp lines
    L.append(leg(10, ["writer:sports_desk_editor", "layout:headline_lines", "questions_inline",
                      "british_spelling", "date:d_mon_yyyy", "syn:rearrangement"],
                 ["F:exact_score", "S1", "P1", "C3", "R1", "R2"],
                 "epl", "Liverpool FC", "Chelsea FC", "liv", "che", "2027-02-14", "16:30", "other",
                 "EXACT SCORE - LIVERPOOL FC 2, CHELSEA FC 1\n"
                 "Anfield, Premier League, 14 Feb 2027.\n"
                 "Yes: the scoreline at the end of regulation reads Liverpool FC 2, Chelsea FC 1. "
                 "Regulation = 90 minutes + stoppage. Any other score: No.\n"
                 "Postponed? The market waits, open, for the rearranged fixture.\n"
                 "Cancelled, no rearrangement? The market settles as though the score were 0-0, so "
                 "this leg resolves No.\n"
                 "Scores come from the official Premier League record. Two hours after full time "
                 "with no official figures, a credible-reporting consensus is used instead. Score "
                 "changes after resolution are ignored.",
                 exp("exact_score", "2-1", "regulation", "official", "consensus",
                     "open_until_played", "no", "result", None),
                 question="Exact Score: Liverpool FC 2 - 1 Chelsea FC?",
                 title="Liverpool FC 2-1 Chelsea FC", smt="soccer_exact_score",
                 suffix="exact-score-2-1"))

    # 11. statistician: outcome variable
    L.append(leg(11, ["writer:statistician", "layout:paras", "formal_notation", "knockout",
                      "two_way", "date:d_month_yyyy", "numerals"],
                 ["F:advance", "S6", "P1", "C2", "R1"],
                 "ucl", "Manchester City FC", "Real Madrid CF", "mac", "rea", "2027-03-17", "20:00",
                 "win",
                 "Outcome variable: Y = 1 if Real Madrid CF qualify for the UEFA Champions League "
                 "quarter-finals from their round-of-16 tie with Manchester City FC, else Y = 0. The "
                 "second leg is at the Etihad on 17 March 2027.\n"
                 "Qualification is determined over both legs: aggregate goals first; then, if "
                 "required, 30 minutes of extra time in the second leg; then a penalty shoot-out. "
                 "Every one of these stages counts toward Y. There is no draw state: exactly one "
                 "team progresses.\n"
                 "If the second leg is postponed, the market remains open until it is played. If "
                 "the tie is cancelled without being completed, the market resolves 50-50.\n"
                 "Data: UEFA's official match records; if those are unavailable 2 hours after the "
                 "end of the second leg, a consensus of credible reporting.",
                 exp("advance", "Real Madrid CF", "penalties", "official", "consensus",
                     "open_until_played", "50-50", "result", None),
                 side_team="Real Madrid CF",
                 question="Will Real Madrid CF advance to the quarter-finals?",
                 suffix="rea-advance"))

    # 12. customer-service macro
    L.append(leg(12, ["writer:customer_service_macro", "layout:bullets", "greeting",
                      "american_spelling", "us_terms", "date:month_d_yyyy", "syn:canceled_outright"],
                 ["F:win", "S1", "P1", "C1", "AB", "R1"],
                 "mls", "LA Galaxy", "Los Angeles FC", "lag", "laf", "2027-04-16", "02:30", "win",
                 "Hi there, thanks for getting in touch about the LA Galaxy vs. Los Angeles FC "
                 "market!\n\n"
                 "Here's how it settles:\n"
                 "- It resolves Yes if LA Galaxy win the MLS regular-season match scheduled for "
                 "April 16, 2027. If LAFC win or the game ends tied, it resolves No.\n"
                 "- Only regulation counts: 90 minutes plus stoppage time. No overtime and no "
                 "penalty kicks.\n"
                 "- If the match is postponed, the market stays open until it's played, whatever "
                 "the new date.\n"
                 "- If it's canceled outright and never made up, it resolves No.\n"
                 "- If it's abandoned partway and never finished, we treat it the same as a "
                 "cancellation.\n"
                 "- Results are taken from MLS official stats. If those aren't out within two hours "
                 "of the final whistle, we go by a consensus of credible reporting.\n\n"
                 "Hope that helps! Let us know if anything else comes up.",
                 exp("win", "LA Galaxy", "regulation", "official", "consensus",
                     "open_until_played", "no", "result", "no"),
                 side_team="LA Galaxy", gst="2027-04-17 02:30:00+00"))

    # 13. lawyer's redraft of a plain rule
    L.append(leg(13, ["writer:lawyer_redraft", "layout:lettered", "legal_drafting",
                      "for_the_avoidance_of_doubt", "british_spelling", "failing_that",
                      "date:d_month_yyyy"],
                 ["F:draw", "S1", "P1", "C1", "R1", "R2"],
                 "wc", "Mexico", "South Africa", "mex", "rsa", "2026-06-11", "19:00", "draw",
                 "Redraft of the plain-language rule for the Draw leg.\n"
                 "(a) This market resolves to \"Yes\" if, upon the expiry of regulation time "
                 "(comprising the ninety minutes of play and all stoppage time added by the "
                 "referee), the FIFA World Cup 2026 group-stage match between Mexico and South "
                 "Africa, scheduled for 11 June 2026, stands level. In every other case it resolves "
                 "to \"No\".\n"
                 "(b) For the avoidance of doubt, neither extra time nor any penalty shoot-out shall "
                 "be taken into account.\n"
                 "(c) In the event of postponement, the market shall not resolve until the match "
                 "has been played, irrespective of the length of the delay.\n"
                 "(d) In the event of cancellation without a rescheduled match, the market shall "
                 "resolve to \"Yes\".\n"
                 "(e) The result shall be taken from the official statistics recognised by FIFA as "
                 "organiser; failing their publication within two hours of the final whistle, from "
                 "a consensus of credible reporting.\n"
                 "(f) No revision of the score effected after resolution shall alter the "
                 "resolution.",
                 exp("draw", "draw", "regulation", "official", "consensus",
                     "open_until_played", "yes", "result", None)))

    # 14. blogger: knockout second leg, no time scope -> scope ambiguous
    L.append(leg(14, ["writer:blogger", "layout:one_paragraph", "casual", "knockout",
                      "date:month_dth_yyyy", "syn:called_off"],
                 ["F:win", "S:ambiguous", "P1", "C1", "R1"],
                 "ucl", "FC Bayern München", "Paris Saint-Germain FC", "bay", "par", "2027-03-10",
                 "20:00", "win",
                 "Bayern host PSG in the second leg of their Champions League last-16 tie on March "
                 "10th, 2027, and this one's simple: Yes if FC Bayern München win the match, No if "
                 "they don't. If the match gets postponed, hang tight: the market stays open until "
                 "it's actually played. If it's called off entirely with no replacement date, it "
                 "resolves No. We take the result from UEFA's official stats, or from a consensus of "
                 "credible reporting if UEFA hasn't published inside two hours of the finish.",
                 exp("win", "FC Bayern München", "ambiguous", "official", "consensus",
                     "open_until_played", "no", "result", None),
                 side_team="FC Bayern München"))

    # 15. retired referee: postponement left to judgment -> timing ambiguous
    L.append(leg(15, ["writer:retired_referee", "layout:one_paragraph", "plain",
                      "syn:put_back", "date:d_mon_yyyy"],
                 ["F:win", "S1", "P:ambiguous", "C1", "R1"],
                 "epl", "Aston Villa FC", "Everton FC", "ast", "eve", "2027-01-02", "15:00", "win",
                 "Aston Villa FC to beat Everton FC, Premier League, 2 Jan 2027. Yes on a Villa win "
                 "at the end of normal time (90 mins plus added time); a draw or an Everton win is "
                 "No. Should the game be put back, the market will be kept open for a sensible "
                 "period, after which it'll be settled however the operators judge fair. A match "
                 "called off for good with no replay resolves No. Official Premier League "
                 "statistics decide; if nothing official appears within two hours of the final "
                 "whistle, a consensus of credible reporting is used.",
                 exp("win", "Aston Villa FC", "regulation", "official", "consensus",
                     "ambiguous", "no", "ambiguous", None),
                 side_team="Aston Villa FC"))

    # 16. supporters' club secretary: sources with no order -> source ambiguous
    L.append(leg(16, ["writer:club_secretary", "layout:labelled_lines", "british_spelling",
                      "date:weekday_dth_month_yyyy", "number_words"],
                 ["F:draw", "S1", "P1", "C1", "R:ambiguous"],
                 "seriea", "Juventus FC", "SSC Napoli", "juv", "nap", "2027-02-20", "17:00", "draw",
                 "Juventus FC v SSC Napoli (Serie A, Saturday 20th February 2027) - Draw leg.\n"
                 "If the two sides are level after ninety minutes and stoppage time, this resolves "
                 "Yes; otherwise No. Extra time and penalties do not apply.\n"
                 "Postponement: remains open until the match is played.\n"
                 "Cancellation with no make-up: Yes.\n"
                 "The result will be taken from Serie A or from the main sports broadcasters.",
                 exp("draw", "draw", "regulation", "ambiguous", "ambiguous",
                     "open_until_played", "yes", "result", None),
                 source_url=False))

    # 17. regulatory filing (US): P4 two-week rule
    L.append(leg(17, ["writer:regulatory_filing", "layout:headings", "contract_terms",
                      "american_spelling", "date:mm/dd/yyyy", "number_words_and_numerals"],
                 ["F:win", "S1", "P4", "C:last_price", "R:official"],
                 "epl", "Tottenham Hotspur FC", "Manchester United FC", "tot", "mun", "2027-03-13",
                 "17:30", "win",
                 "Contract Terms - Event Contract on the Outcome of a Soccer Match\n"
                 "Underlying: Tottenham Hotspur FC vs. Manchester United FC, English Premier League, "
                 "scheduled 03/13/2027.\n"
                 "Payout Criterion: The contract pays $1.00 if Tottenham Hotspur FC win the match in "
                 "regulation, defined as 90 minutes plus stoppage time; extra time and penalty kicks "
                 "are excluded. Otherwise it expires worthless.\n"
                 "Postponement: If the match is postponed and is not rescheduled to take place "
                 "within fourteen (14) days, the contract settles at the last fair market price, "
                 "determined as of the time the postponement is announced.\n"
                 "Cancellation: If the match is canceled, the contract likewise settles at the last "
                 "fair market price as of the time of the announcement.\n"
                 "Source Agency: official match statistics published by the Premier League.",
                 exp("win", "Tottenham Hotspur FC", "regulation", "official", None,
                     336, "last_price", "last_price", None),
                 side_team="Tottenham Hotspur FC"))

    # 18. quant: negations and exceptions
    L.append(leg(18, ["writer:quant", "layout:paras", "negation", "exception",
                      "condition_after_outcome", "away_win", "date:d_month_yyyy"],
                 ["F:win", "S1", "P1", "C1", "AB", "R1"],
                 "seriea", "AS Roma", "SS Lazio", "rom", "laz", "2027-04-11", "18:45", "win",
                 "This market does not resolve Yes unless SS Lazio finish regulation time (90 "
                 "minutes and stoppage, nothing more) with more goals than AS Roma in their Serie A "
                 "meeting of 11 April 2027. Any other final state, Roma ahead or the sides level, "
                 "resolves No. Extra time and penalties are not part of the question.\n"
                 "A postponement is not a resolution event: the market stays open until the derby "
                 "is played, however late.\n"
                 "A cancellation is a No, unless a make-up match is played, in which case that "
                 "match decides.\n"
                 "An abandoned match that is not completed is handled exactly like a "
                 "cancellation.\n"
                 "Source: Serie A's official statistics, except where those are not out within two "
                 "hours of full time; in that case a consensus of credible reporting.",
                 exp("win", "SS Lazio", "regulation", "official", "consensus",
                     "open_until_played", "no", "result", "no"),
                 side_team="SS Lazio"))

    # 19. social media manager: numbered thread
    L.append(leg(19, ["writer:social_media", "layout:thread", "numerals", "arrows",
                      "date:dth_month_yyyy", "treated_as_draw"],
                 ["F:draw", "S1", "P1", "C1", "R1", "R2"],
                 "epl", "Manchester United FC", "Liverpool FC", "mun", "liv", "2027-04-24", "11:30",
                 "draw",
                 "How the Draw market for Manchester United FC vs. Liverpool FC (Premier League, "
                 "24th April 2027) settles, in six posts:\n"
                 "1/ Yes if it's level at full time. Full time = 90 mins + stoppage. No extra time, "
                 "no penalties.\n"
                 "2/ Any winner -> No.\n"
                 "3/ Game postponed? Market stays open till it's played. No cut-off.\n"
                 "4/ Cancelled with no replacement game? Resolves Yes (treated like a draw).\n"
                 "5/ Score source: official PL stats. Not out within 2 hrs of the final whistle -> "
                 "consensus of credible reporting.\n"
                 "6/ Score revised after we've resolved? Doesn't change a thing.",
                 exp("draw", "draw", "regulation", "official", "consensus",
                     "open_until_played", "yes", "result", None)))

    # 20. intern FAQ: cancellation left to "standard procedures" -> ambiguous
    L.append(leg(20, ["writer:intern", "layout:one_paragraph", "question_title",
                      "syn:injury_time", "date:mon._d,_yyyy"],
                 ["F:win", "S1", "P1", "C:ambiguous", "R1"],
                 "ligue1", "Olympique Lyonnais", "AS Monaco FC", "lyo", "mon", "2027-02-06", "20:00",
                 "win",
                 "Will Olympique Lyonnais beat AS Monaco FC? (Ligue 1, Feb. 6, 2027)\n"
                 "Short answer on settlement: Yes if Lyon win over the regulation 90 minutes plus "
                 "injury time, No otherwise. Postponed matches keep the market open until they're "
                 "played. If the match doesn't take place at all, the market will be settled "
                 "according to our standard procedures. Official Ligue 1 statistics are used; where "
                 "those are not released within two hours after the match, we rely on what credible "
                 "outlets broadly agree on.",
                 exp("win", "Olympique Lyonnais", "regulation", "official", "consensus",
                     "open_until_played", "ambiguous", "result", None),
                 side_team="Olympique Lyonnais"))

    # 21. podcaster: first team to score
    L.append(leg(21, ["writer:podcaster", "layout:one_paragraph", "second_person",
                      "number_words", "date:weekday_month_d_yyyy"],
                 ["F:other", "S1", "P1", "C3", "R1"],
                 "epl", "Newcastle United FC", "Aston Villa FC", "new", "ast", "2027-04-03", "14:00",
                 "other",
                 "Quick one for the first-goal market, Newcastle United FC vs. Aston Villa FC on "
                 "Saturday, April 3, 2027. You're on Yes if Newcastle United FC put the ball in the "
                 "net first, counting only regulation (the ninety and the stoppage time). If Villa "
                 "score first, or nobody scores at all, it's No. Own goals count for whichever side "
                 "gets credited with them. Game postponed? The market sits open until it's played. "
                 "Game cancelled with no make-up? It resolves as 'Neither', so this leg is a No. "
                 "Stats come from the Premier League's official data, and if that isn't posted "
                 "within two hours of the final whistle, a consensus of credible reporting takes "
                 "over.",
                 exp("other", "Newcastle United FC", "regulation", "official", "consensus",
                     "open_until_played", "no", "result", None),
                 question="First team to score: Newcastle United FC?",
                 title="Newcastle United FC", smt="soccer_first_team_to_score",
                 suffix="first-to-score-new"))

    return L
