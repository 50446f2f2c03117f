"""Set (bd), venue_one legs. Every leg has its own (invented) writer and register.

Each entry is written by hand: the writer, the wire fields, the description, and the
expected record a careful reader takes from the text alone.
"""

OFFICIAL_SITES = {
    "epl": "https://www.premierleague.com/",
    "laliga": "https://www.laliga.com/",
    "bundesliga": "https://www.bundesliga.com/",
    "seriea": "https://www.legaseriea.it/",
    "ligue1": "https://www.ligue1.com/",
    "mls": "https://www.mlssoccer.com/",
    "ucl": "https://www.uefa.com/",
    "wc": "https://www.fifa.com/",
}


def E(family, outcome, scope, sp, sf, tw, vc, vp, va, line=None, half=None):
    return {
        "family": family, "outcome": outcome, "line": line, "half": half, "scope": scope,
        "source_primary": sp, "source_fallback": sf, "timing_window": tw,
        "void_cancelled": vc, "void_postponed_long": vp, "void_abandoned": va,
    }


STD = dict(sp="official", sf="consensus", tw="open_until_played", vp="result")

LEGS = []


def leg(n, writer, styles, meanings, home, away, comp, mkt, expected):
    LEGS.append({
        "n": n, "writer": writer, "styles": styles, "meanings": meanings,
        "home": home, "away": away, "competition": comp, "market": mkt,
        "expected": expected,
    })


# 1. terse trader
leg(1, "terse trader", ["terse", "abbreviations", "lines", "numerals", "syn:live"],
    ["F:win", "S1", "P1", "C1", "R1", "R2"],
    "Arsenal FC", "Tottenham Hotspur FC", "epl",
    dict(question="Will Arsenal FC win on 2026-11-21?", slug="epl-ars-tot-2026-11-21-ars",
         groupItemTitle="Arsenal FC", sportsMarketType="moneyline", line=None,
         description=(
             "ARS win = Yes. Draw or TOT win = No.\n"
             "Window: 90' + added time. ET/pens n/a.\n"
             "Postponed: market stays live until the fixture actually gets played.\n"
             "Cancelled w/o replay: No.\n"
             "Data: official PL match stats. Nothing official 2 hrs after FT -> broad "
             "consensus of credible media.\n"
             "Score corrections after settlement: ignored."),
         event_title="Arsenal FC vs. Tottenham Hotspur FC",
         gameStartTime="2026-11-21 15:00:00+00"),
    E("win", "Arsenal FC", "regulation", vc="no", va=None, **STD))

# 2. careful lawyer, numbered clauses with definitions
leg(2, "careful lawyer", ["legal", "numbered", "definitions", "number_words_and_digits",
                          "british_spelling", "date:d_month_yyyy", "AB:treated_as_cancelled"],
    ["F:draw", "S1", "P1", "C1", "AB", "R1", "R2"],
    "Real Madrid CF", "FC Barcelona", "laliga",
    dict(question="Will Real Madrid CF vs. FC Barcelona end in a draw?",
         slug="lal-rea-bar-2026-10-25-draw",
         groupItemTitle="Draw (Real Madrid CF vs. FC Barcelona)", sportsMarketType="moneyline",
         line=None,
         description=(
             "1. Definitions. In these rules, \"Match\" means the LaLiga fixture between Real "
             "Madrid CF and FC Barcelona scheduled for 25 October 2026, and \"Regulation Time\" "
             "means ninety (90) minutes of play together with any additional time allowed by "
             "the referee. Any period of extra time, and any kicks from the penalty mark, fall "
             "outside Regulation Time.\n"
             "2. Outcome. This Market shall resolve \"Yes\" if, on the expiry of Regulation "
             "Time, each side has scored an equal number of goals; in every other case it "
             "shall resolve \"No\".\n"
             "3. Postponement. Where the Match is postponed, the Market shall remain open and "
             "shall be determined by the Match when it is eventually played, without limit "
             "of time.\n"
             "4. Cancellation and abandonment. Where the Match is cancelled and no replacement "
             "fixture is held, the Market shall resolve \"Yes\". A Match that is abandoned and "
             "is neither resumed nor replayed shall be dealt with as if it had been cancelled.\n"
             "5. Resolution source. The Market shall be determined by reference to the "
             "official statistics published by LaLiga. Should those statistics remain "
             "unpublished two (2) hours after the Match concludes, the Market may instead be "
             "determined by reference to a consensus of credible reporting.\n"
             "6. Finality. No amendment to the official result made after resolution shall "
             "affect the Market."),
         event_title="Real Madrid CF vs. FC Barcelona", gameStartTime="2026-10-25 15:15:00+00"),
    E("draw", "draw", "regulation", vc="yes", va="yes", **STD))

# 3. support agent, Q&A
leg(3, "support agent", ["faq", "conversational", "american_spelling", "date:weekday_month_d_yyyy",
                         "negation", "syn:called_off"],
    ["F:win", "S1", "P1", "C1", "R1"],
    "Borussia Dortmund", "FC Bayern München", "bundesliga",
    dict(question="Will FC Bayern München win on 2026-11-07?", slug="bun-dor-bay-2026-11-07-bay",
         groupItemTitle="FC Bayern München", sportsMarketType="moneyline", line=None,
         description=(
             "Q: What does this market ask?\n"
             "A: Whether FC Bayern München beat Borussia Dortmund in their Bundesliga game on "
             "Saturday, November 7, 2026. If Bayern win, it's Yes. If Dortmund win or it "
             "finishes level, it's No.\n\n"
             "Q: Does stoppage time count? What about extra time?\n"
             "A: Stoppage time counts. We go by the score once the regular 90 minutes and any "
             "added time are over. There's no extra time or shoot-out in a league game, and "
             "even if there were, it would not count here.\n\n"
             "Q: The game's been postponed. What happens to my shares?\n"
             "A: Nothing yet. The market simply waits for the rescheduled game and settles on "
             "that, however long it takes.\n\n"
             "Q: And if it's called off for good?\n"
             "A: If it's canceled and never replayed, the market settles No.\n\n"
             "Q: Where does the result come from?\n"
             "A: The Bundesliga's official match statistics. If they still aren't out two "
             "hours after the final whistle, we'll go with what credible news reporting "
             "agrees on."),
         event_title="Borussia Dortmund vs. FC Bayern München",
         gameStartTime="2026-11-07 17:30:00+00"),
    E("win", "FC Bayern München", "regulation", vc="no", va=None, **STD))

# 4. content writer, rule inside a match preview; total over 2.5
leg(4, "content writer (match preview)", ["preview", "narrative", "numerals", "british"],
    ["F:total", "S1", "P1", "C2", "R1"],
    "Juventus FC", "FC Internazionale Milano", "seriea",
    dict(question="Will there be 3 or more goals in Juventus FC vs. FC Internazionale Milano?",
         slug="sea-juv-int-2026-10-18-total-2pt5", groupItemTitle="Over 2.5",
         sportsMarketType="totals", line=2.5,
         description=(
             "Derby d'Italia preview: Juventus have kept three clean sheets in their last four "
             "home games, while Inter arrive as the division's top scorers. Something has to "
             "give in Turin on Sunday.\n\n"
             "The market: does the game produce three goals or more? Every goal by either "
             "side counts, own goals included, from kick-off until the last of the "
             "second-half added time. Yes at 3+ goals; No at 0, 1 or 2. Goals in any extra "
             "period or a shoot-out would not be counted.\n\n"
             "Housekeeping: if the match is postponed, this market waits for the new date and "
             "settles on that game. If it is scrapped outright with no make-up fixture, both "
             "sides are paid out at 50-50. We settle from Serie A's official statistics; "
             "should they still be missing 2 hours after the match ends, we use a consensus "
             "of credible reporting instead."),
         event_title="Juventus FC vs. FC Internazionale Milano",
         gameStartTime="2026-10-18 18:45:00+00"),
    E("total", "over", "regulation", vc="50-50", va=None, line=2.5, **STD))

# 5. non-native English speaker
leg(5, "non-native English speaker", ["non_native", "date:dd/mm/yyyy", "number_words",
                                      "negation", "plain"],
    ["F:win", "S1", "P1", "C1", "R1"],
    "Paris Saint-Germain FC", "Olympique de Marseille", "ligue1",
    dict(question="Will Paris Saint-Germain FC win on 2026-09-27?", slug="fl1-par-olm-2026-09-27-par",
         groupItemTitle="Paris Saint-Germain FC", sportsMarketType="moneyline", line=None,
         description=(
             "This market is resolving to \"Yes\" when Paris Saint-Germain FC is winner of the "
             "Ligue 1 match versus Olympique de Marseille planned on 27/09/2026. When the match "
             "finish with draw or Olympique de Marseille is winning, it resolve to \"No\".\n"
             "Only is counting the normal time of 90 minutes with the time the referee is "
             "adding at the end. Extra time and penalties, they are not counting.\n"
             "If the match is postpone, the market is staying open until the match is played, "
             "no matter the new date.\n"
             "If the match is cancel and not played again later, the market resolve \"No\".\n"
             "For the result we are using the official statistic of Ligue 1 (the organiser of "
             "the competition). When this statistic is not published until two hours after "
             "end of the match, we can use what the credible medias are reporting together."),
         event_title="Paris Saint-Germain FC vs. Olympique de Marseille",
         gameStartTime="2026-09-27 18:45:00+00"),
    E("win", "Paris Saint-Germain FC", "regulation", vc="no", va=None, **STD))

# 6. engineer, two-column table; spread
leg(6, "engineer (table)", ["table", "terse", "numerals", "AB:same_as_cancelled"],
    ["F:spread", "S1", "P1", "C2", "AB", "R1"],
    "Manchester City FC", "Liverpool FC", "epl",
    dict(question="Spread: Manchester City FC (-1.5)", slug="epl-mac-liv-2026-12-12-spread-home-1pt5",
         groupItemTitle="Manchester City FC (-1.5)", sportsMarketType="spreads", line=-1.5,
         description=(
             "Spread market: Manchester City FC (-1.5) vs. Liverpool FC, 2026-12-12\n\n"
             "| Item | Rule |\n"
             "|---|---|\n"
             "| Yes | Manchester City FC win by 2+ goals |\n"
             "| No | any other result (City by 1, draw, Liverpool win) |\n"
             "| Period | 90 min + stoppage; extra time / pens excluded |\n"
             "| Postponed | stays open; settles on the rescheduled match |\n"
             "| Cancelled, never replayed | 50-50 |\n"
             "| Abandoned, not completed | same as cancelled |\n"
             "| Source | official Premier League statistics |\n"
             "| Fallback | consensus of credible reporting, if the official stats are not out "
             "within 2 h of the final whistle |"),
         event_title="Manchester City FC vs. Liverpool FC", gameStartTime="2026-12-12 17:30:00+00"),
    E("spread", "Manchester City FC", "regulation", vc="50-50", va="50-50", line=1.5, **STD))

# 7. compliance officer, headings; MLS draw, US date vs UTC
leg(7, "compliance officer", ["headings", "formal", "american_spelling", "date:month_d_yyyy",
                              "passive"],
    ["F:draw", "S1", "P1", "C1", "R1", "R2"],
    "LA Galaxy", "Los Angeles FC", "mls",
    dict(question="Will LA Galaxy vs. Los Angeles FC end in a draw?", slug="mls-lag-laf-2026-07-18-draw",
         groupItemTitle="Draw (LA Galaxy vs. Los Angeles FC)", sportsMarketType="moneyline",
         line=None,
         description=(
             "Resolution Criteria\n"
             "This market resolves to \"Yes\" if the Major League Soccer match between LA Galaxy "
             "and Los Angeles FC, scheduled for July 18, 2026 (local time), is tied at the "
             "conclusion of regulation play, meaning 90 minutes plus any stoppage time. Any "
             "other result resolves the market to \"No\". Periods of extra time and penalty "
             "shootouts, if any, are disregarded.\n\n"
             "Postponement\n"
             "In the event of a postponement, the market will not be resolved until the match "
             "has been played, irrespective of the length of the delay.\n\n"
             "Cancellation\n"
             "If the match is canceled and not rescheduled, the market resolves to \"Yes\".\n\n"
             "Settlement Source\n"
             "Resolution will be determined using the official match statistics of Major "
             "League Soccer. Where those statistics are unavailable two hours after the match "
             "concludes, reliance may instead be placed on a consensus of credible reporting. Revisions to "
             "the official score published after resolution will not be considered."),
         event_title="LA Galaxy vs. Los Angeles FC", gameStartTime="2026-07-19 02:30:00+00"),
    E("draw", "draw", "regulation", vc="yes", va=None, **STD))

# 8. journalist; UCL two-legged tie, advance
leg(8, "journalist", ["journalistic", "narrative", "british", "date:month_d_yyyy"],
    ["F:advance", "S6", "P1", "C2", "R1"],
    "Real Madrid CF", "Manchester City FC", "ucl",
    dict(question="Will Manchester City FC advance past Real Madrid CF?",
         slug="ucl-rea-mac-2027-03-17-advance-mac", groupItemTitle="Manchester City FC",
         sportsMarketType="moneyline", line=None,
         description=(
             "It is the tie of the round, again. Manchester City FC and Real Madrid CF meet at "
             "this stage for the fifth time in six seasons, and this market is about one thing "
             "only: who is still standing when the quarter-final draw is made.\n\n"
             "The market resolves Yes if Manchester City FC reach the quarter-finals at Real "
             "Madrid CF's expense, and No if Real Madrid CF go through. What decides it is the "
             "whole tie: the aggregate score across both legs, then extra time in the second "
             "leg at the Santiago Bernabéu on March 17, 2027 if the aggregate is level, and "
             "then a penalty shoot-out if one is needed. There is no draw outcome.\n\n"
             "Should the second leg be postponed, the market stays open until it is played. "
             "If it is cancelled and never staged, the market settles at 50-50.\n\n"
             "The result is taken from UEFA's official match records; if these have not "
             "appeared within two hours of the final whistle, a consensus of credible "
             "reporting will be used."),
         event_title="Real Madrid CF vs. Manchester City FC", gameStartTime="2027-03-17 20:00:00+00"),
    E("advance", "Manchester City FC", "penalties", vc="50-50", va=None, **STD))

# 9. product manager, release notes; BTTS
leg(9, "product manager (release notes)", ["release_notes", "bullets", "headings",
                                           "american_spelling", "AB:50-50", "numerals"],
    ["F:btts", "S1", "P1", "C2", "AB", "R1"],
    "Chelsea FC", "Newcastle United FC", "epl",
    dict(question="Chelsea FC vs. Newcastle United FC: Both Teams to Score",
         slug="epl-che-new-2026-11-28-btts", groupItemTitle="Both Teams to Score",
         sportsMarketType="both_teams_to_score", line=None,
         description=(
             "Rules, version 2 (updated for the 2026-27 season)\n\n"
             "What this market pays\n"
             "- Yes if Chelsea FC and Newcastle United FC each score at least once; No if "
             "either side (or both) fails to score.\n"
             "- Goals count through the end of regulation (90 minutes + stoppage). Extra time "
             "and shoot-outs are out of scope.\n\n"
             "What changed in this version\n"
             "- Abandoned matches: now settled 50-50 when play is not resumed. Previously this "
             "case had no written rule.\n"
             "- Source fallback: the consensus of credible reporting now kicks in only if the "
             "official Premier League statistics are still unpublished 2 hours after full "
             "time.\n\n"
             "Unchanged\n"
             "- Postponed: the market remains open until the match is played.\n"
             "- Canceled with no make-up game: 50-50.\n"
             "- Primary source: official Premier League statistics."),
         event_title="Chelsea FC vs. Newcastle United FC", gameStartTime="2026-11-28 15:00:00+00"),
    E("btts", "yes", "regulation", vc="50-50", va="50-50", **STD))

# 10. sports-desk editor; first-half result
leg(10, "sports-desk editor", ["house_style", "terse", "abbreviations", "date:abbrev_weekday",
                               "syn:called_off", "number_words"],
    ["F:half", "P1", "C2", "R1"],
    "Club Atlético de Madrid", "Sevilla FC", "laliga",
    dict(question="Will Club Atlético de Madrid be leading at halftime?",
         slug="lal-mad-sev-2026-10-03-1h-mad", groupItemTitle="Club Atlético de Madrid",
         sportsMarketType="first_half_moneyline", line=None,
         description=(
             "HALF-TIME RESULT. Club Atlético de Madrid v Sevilla FC, Sat 3 Oct 2026.\n"
             "Yes: Atlético ahead at the break (end of the first half, its added time "
             "included).\n"
             "No: level at HT, or Sevilla ahead.\n"
             "Anything after the interval is irrelevant.\n"
             "Postponed: market held open till played.\n"
             "Called off, no rearranged date: 50/50 settlement.\n"
             "Source: LaLiga official stats. Not published within two hours of FT? "
             "Credible-reporting consensus applies."),
         event_title="Club Atlético de Madrid vs. Sevilla FC", gameStartTime="2026-10-03 19:00:00+00"),
    E("half", "Club Atlético de Madrid", None, vc="50-50", va=None, half="first", **STD))

# 11. statistician; exact score
leg(11, "statistician", ["definitions", "mathematical", "numerals", "iff", "minutes_as_number"],
    ["F:exact_score", "S1", "P1", "C3", "R1"],
    "Bayer 04 Leverkusen", "RB Leipzig", "bundesliga",
    dict(question="Exact Score: Bayer 04 Leverkusen 2 - 1 RB Leipzig?",
         slug="bun-b04-lei-2027-02-13-exact-2-1", groupItemTitle="2-1",
         sportsMarketType="exact_score", line=None,
         description=(
             "Definitions. Let H be the number of goals credited to Bayer 04 Leverkusen (home) "
             "and A the number credited to RB Leipzig (away) at the end of regulation time, "
             "i.e. 90 minutes plus stoppage time.\n"
             "Resolution. Yes if and only if (H, A) = (2, 1). Every other scoreline, 1-2 "
             "included, resolves No. Goals in extra time, if any, and penalty shoot-out kicks "
             "are excluded from H and A.\n"
             "Postponement. The market is not resolved while the match is postponed; it "
             "resolves on the match once played, with no deadline.\n"
             "Cancellation. If the match is cancelled without a make-up fixture, the market is "
             "resolved as though the final score were 0-0 (so this leg resolves No).\n"
             "Data. H and A are taken from the official Bundesliga statistics; if these are not "
             "available 120 minutes after the final whistle, from a consensus of credible "
             "reporting."),
         event_title="Bayer 04 Leverkusen vs. RB Leipzig", gameStartTime="2027-02-13 14:30:00+00"),
    E("exact_score", "2-1", "regulation", vc="no", va=None, **STD))

# 12. customer-service macro
leg(12, "customer-service macro", ["macro", "bullets", "conversational", "british",
                                   "AB:treated_as_cancelled"],
    ["F:win", "S1", "P1", "C1", "AB", "R1"],
    "Aston Villa FC", "Everton FC", "epl",
    dict(question="Will Everton FC win on 2026-12-26?", slug="epl-ast-eve-2026-12-26-eve",
         groupItemTitle="Everton FC", sportsMarketType="moneyline", line=None,
         description=(
             "Hi there, and thanks for getting in touch about \"Will Everton FC win on "
             "2026-12-26?\".\n\n"
             "Here's a quick summary of how this market settles:\n"
             "• It pays Yes only if Everton FC beat Aston Villa FC in the Boxing Day game at "
             "Villa Park. A draw, or an Aston Villa win, means No.\n"
             "• We look at the score when the referee ends normal time, so 90 minutes plus "
             "added time. Extra time and penalties aren't part of it.\n"
             "• If the game is postponed, the market stays open until it's played, even if "
             "that's weeks later.\n"
             "• If the game is cancelled and not rearranged, the market settles No.\n"
             "• If the game is abandoned partway through and never finished or replayed, it's "
             "handled the same way as a cancellation.\n"
             "• Results come from the Premier League's official statistics. If those still aren't "
             "out 2 hours after the match finishes, we use the consensus of credible "
             "reporting.\n\n"
             "Hope that helps! Let us know if you have any other questions."),
         event_title="Aston Villa FC vs. Everton FC", gameStartTime="2026-12-26 15:00:00+00"),
    E("win", "Everton FC", "regulation", vc="no", va="no", **STD))

# 13. lawyer's redraft of a plain rule; P4 (two weeks, last fair price)
leg(13, "lawyer redrafting a plain rule", ["legal", "lettered_clauses", "number_words_and_digits",
                                          "for_the_avoidance_of_doubt", "date:d_month_yyyy"],
    ["F:draw", "S1", "P4", "C1", "R1"],
    "AC Milan", "AS Roma", "seriea",
    dict(question="Will AC Milan vs. AS Roma end in a draw?", slug="sea-mil-rom-2027-01-10-draw",
         groupItemTitle="Draw (AC Milan vs. AS Roma)", sportsMarketType="moneyline", line=None,
         description=(
             "This Market relates to the Serie A fixture between AC Milan and AS Roma "
             "scheduled for 10 January 2027 (the \"Fixture\").\n"
             "(a) The Market shall resolve to \"Yes\" if, upon the conclusion of regulation "
             "time (being ninety minutes together with such stoppage time as the referee may "
             "allow), the Fixture stands level; otherwise it shall resolve to \"No\". For the "
             "avoidance of doubt, neither extra time nor any penalty shoot-out shall be taken "
             "into account.\n"
             "(b) In the event that the Fixture is postponed and no new date falling within "
             "fourteen (14) days of the original date is fixed for it, the Market shall "
             "resolve at the last fair market price, such price being determined as at the "
             "time the postponement is announced.\n"
             "(c) In the event that the Fixture is cancelled and no make-up fixture is played, "
             "the Market shall resolve to \"Yes\".\n"
             "(d) The Market shall be resolved by reference to the official statistics of "
             "Lega Serie A, save that, where such statistics are not published within two "
             "hours following the close of the Fixture, resolution may be made by reference to a "
             "consensus of credible reporting."),
         event_title="AC Milan vs. AS Roma", gameStartTime="2027-01-10 19:45:00+00"),
    E("draw", "draw", "regulation", sp="official", sf="consensus", tw=336, vc="yes",
      vp="last_price", va=None))

# 14. community moderator; knockout game with no scope -> scope ambiguous
leg(14, "community moderator", ["casual", "plain", "knockout_no_scope"],
    ["F:win", "S:ambiguous", "P1", "C1", "R1"],
    "Argentina", "Croatia", "wc",
    dict(question="Will Argentina win on 2026-07-04?", slug="fifwc-arg-cro-2026-07-04-arg",
         groupItemTitle="Argentina", sportsMarketType="moneyline", line=None,
         description=(
             "Round of 16, FIFA World Cup 2026: Argentina vs. Croatia.\n\n"
             "This one is simple: if Argentina win the match, the market resolves Yes. If they "
             "don't, it resolves No.\n\n"
             "If the match gets postponed, the market stays open until it is played. If it's "
             "cancelled with no replacement match, this market resolves No.\n\n"
             "Results are settled from FIFA's official statistics, or, if those aren't out "
             "within two hours after the game ends, from a consensus of credible "
             "reporting."),
         event_title="Argentina vs. Croatia", gameStartTime="2026-07-04 21:00:00+00"),
    E("win", "Argentina", "ambiguous", vc="no", va=None, **STD))

# 15. tipster newsletter; unordered sources -> source ambiguous
leg(15, "tipster newsletter", ["newsletter", "rhetorical_questions", "number_words",
                               "date:abbrev_month"],
    ["F:win", "S1", "P1", "C1", "R:ambiguous"],
    "Olympique Lyonnais", "LOSC Lille", "ligue1",
    dict(question="Will Olympique Lyonnais win on 2026-11-01?", slug="fl1-lyo-lil-2026-11-01-lyo",
         groupItemTitle="Olympique Lyonnais", sportsMarketType="moneyline", line=None,
         description=(
             "Lyon at home to Lille, Sunday 1 Nov 2026: will Olympique Lyonnais take the three "
             "points?\n\n"
             "Yes if Olympique Lyonnais win once ninety minutes and the stoppage time are "
             "played; No for a draw or a LOSC Lille win. Extra time and penalties don't "
             "apply.\n\n"
             "Postponed? The market remains open until the game takes place. Cancelled and never "
             "replayed? It resolves No.\n\n"
             "We'll confirm the result from the official Ligue 1 website or from the major "
             "sports news outlets."),
         event_title="Olympique Lyonnais vs. LOSC Lille", gameStartTime="2026-11-01 19:45:00+00"),
    E("win", "Olympique Lyonnais", "regulation", sp="ambiguous", sf="ambiguous",
      tw="open_until_played", vc="no", vp="result", va=None))

# 16. operations lead; cancellation by "standard operating procedure" -> ambiguous
leg(16, "operations lead", ["numbered", "key_equals_value", "terse", "date:dd_mon_yyyy"],
    ["F:win", "S1", "P1", "C:ambiguous", "R1"],
    "Brighton & Hove Albion FC", "West Ham United FC", "epl",
    dict(question="Will Brighton & Hove Albion FC win on 2027-01-02?",
         slug="epl-bri-wes-2027-01-02-bri", groupItemTitle="Brighton & Hove Albion FC",
         sportsMarketType="moneyline", line=None,
         description=(
             "Market: Brighton & Hove Albion FC to beat West Ham United FC (Premier League, "
             "02 Jan 2027).\n"
             "1) Yes = Brighton & Hove Albion FC win. No = draw or West Ham United FC win.\n"
             "2) Period = regulation only: 90 mins + stoppage. No extra time, no penalties.\n"
             "3) Postponement = market stays open until the match has taken place.\n"
             "4) Cancellation = settled according to our standard operating procedure for "
             "cancelled events.\n"
             "5) Source = official Premier League statistics. Fallback = the consensus of "
             "credible reports, used if the official figures are still missing 2 hours after "
             "the match ends."),
         event_title="Brighton & Hove Albion FC vs. West Ham United FC",
         gameStartTime="2027-01-02 15:00:00+00"),
    E("win", "Brighton & Hove Albion FC", "regulation", sp="official", sf="consensus",
      tw="open_until_played", vc="ambiguous", vp="result", va=None))

# 17. marketing copywriter; vague postponement -> timing and payout ambiguous
leg(17, "marketing copywriter", ["marketing", "conversational", "date:month_dth_yyyy",
                                 "syn:all_square", "syn:pushed_back"],
    ["F:draw", "S1", "P:ambiguous", "C1", "R1"],
    "Eintracht Frankfurt", "VfB Stuttgart", "bundesliga",
    dict(question="Will Eintracht Frankfurt vs. VfB Stuttgart end in a draw?",
         slug="bun-ein-stu-2026-09-19-draw",
         groupItemTitle="Draw (Eintracht Frankfurt vs. VfB Stuttgart)",
         sportsMarketType="moneyline", line=None,
         description=(
             "Think this one ends all square? Eintracht Frankfurt host VfB Stuttgart on "
             "September 19th, 2026, and this market pays Yes if the scores are level when the "
             "referee blows for full time at the end of the 90 minutes and stoppage time. "
             "Anything else pays No. Extra time and penalties don't come into it.\n\n"
             "Delays happen. If the game gets pushed back, we'll keep the market open for a "
             "sensible stretch and then settle it in the way that's fairest to everyone.\n\n"
             "Cancelled with no replay? Then the market pays Yes, just as a draw would.\n\n"
             "We settle on the Bundesliga's official stats. If those haven't landed two hours "
             "after the final whistle, we'll go with the consensus of credible reporting."),
         event_title="Eintracht Frankfurt vs. VfB Stuttgart", gameStartTime="2026-09-19 13:30:00+00"),
    E("draw", "draw", "regulation", sp="official", sf="consensus", tw="ambiguous",
      vc="yes", vp="ambiguous", va=None))

# 18. referee instructor; abandonment paid differently from cancellation
leg(18, "referee instructor", ["explanatory", "headings_inline", "laws_of_the_game",
                               "date:d_month_yyyy", "AB:50-50", "negation"],
    ["F:win", "S1", "P1", "C1", "AB", "R1"],
    "Athletic Club", "Real Betis Balompié", "laliga",
    dict(question="Will Athletic Club win on 2027-02-28?", slug="lal-bil-bet-2027-02-28-bil",
         groupItemTitle="Athletic Club", sportsMarketType="moneyline", line=None,
         description=(
             "This market asks whether Athletic Club will beat Real Betis Balompié in the "
             "LaLiga match set for 28 February 2027.\n\n"
             "How the result is judged. Under the Laws of the Game a league match lasts two "
             "halves of 45 minutes, and the referee adds time for stoppages at the end of each "
             "half. This market uses the score at the end of that playing time, so 90 minutes "
             "plus added time. There is no extra time in a league match, and none would count. "
             "Athletic Club winning gives Yes; a draw or a Real Betis Balompié win gives No.\n\n"
             "Postponement. A match may be postponed before kick-off (a waterlogged pitch, for "
             "example). The market then stays open until the match is played.\n\n"
             "Cancellation. If the match is cancelled and no make-up match takes place, this "
             "market resolves No.\n\n"
             "Abandonment. A match is abandoned when the referee stops it for good after "
             "kick-off. If an abandoned match is neither resumed nor replayed, this market "
             "resolves 50-50, not No.\n\n"
             "Source. LaLiga's official statistics; where they are still unpublished two hours "
             "after the final whistle, the consensus of credible reporting takes over."),
         event_title="Athletic Club vs. Real Betis Balompié", gameStartTime="2027-02-28 17:30:00+00"),
    E("win", "Athletic Club", "regulation", vc="no", va="50-50", **STD))

# 19. app UX writer; headings card; World Cup group draw
leg(19, "app UX writer", ["headings", "card", "american_spelling", "date:abbrev_weekday_us",
                          "fragments"],
    ["F:draw", "S1", "P1", "C1", "R1", "R2"],
    "Mexico", "South Africa", "wc",
    dict(question="Will Mexico vs. South Africa end in a draw?", slug="fifwc-mex-rsa-2026-06-11-draw",
         groupItemTitle="Draw (Mexico vs. South Africa)", sportsMarketType="moneyline", line=None,
         description=(
             "Mexico vs. South Africa: Draw\n"
             "World Cup 2026, Group A · Thu, Jun 11, 2026 · Estadio Azteca\n\n"
             "Pays Yes\n"
             "The score is level once 90 minutes plus stoppage time are up.\n\n"
             "Pays No\n"
             "Either team is ahead at that point.\n\n"
             "Doesn't count\n"
             "Extra time. Penalty kicks.\n\n"
             "If the match is delayed\n"
             "The market waits for it to be played.\n\n"
             "If the match is canceled\n"
             "No make-up match = Yes.\n\n"
             "Where results come from\n"
             "FIFA's official match statistics. Not out after 2 hours? We use the consensus of "
             "credible reporting. Score changes made after we settle are ignored."),
         event_title="Mexico vs. South Africa", gameStartTime="2026-06-11 19:00:00+00"),
    E("draw", "draw", "regulation", vc="yes", va=None, **STD))

# 20. British pundit; total under 2.5
leg(20, "British pundit", ["british", "british_spelling", "number_words", "syn:nil",
                           "syn:called_off", "date:weekday_dth_month_yyyy",
                           "AB:treated_as_cancelled"],
    ["F:total", "S1", "P1", "C2", "AB", "R1"],
    "Fulham FC", "Crystal Palace FC", "epl",
    dict(question="Will Fulham FC vs. Crystal Palace FC finish with two goals or fewer?",
         slug="epl-ful-cry-2027-03-06-total-under-2pt5", groupItemTitle="Under 2.5",
         sportsMarketType="totals", line=2.5,
         description=(
             "Fulham v Crystal Palace, Craven Cottage, Saturday 6th March 2027.\n\n"
             "This market settles Yes should the match produce two goals or fewer between the "
             "sides (nil-nil, one-nil, one-all, two-nil and so on) and No should a third goal "
             "go in. Only goals in normal time count: the ninety minutes plus whatever the "
             "fourth official's board adds on. An own goal counts as a goal.\n\n"
             "If the fixture is postponed, the market is kept open until it is played. If it is "
             "called off altogether and no replacement fixture is arranged, the market is "
             "settled at fifty-fifty. A match abandoned by the referee and not finished off "
             "later will be treated as called off.\n\n"
             "The result is taken from the Premier League's official statistics, or, failing "
             "their publication within two hours of the final whistle, from a consensus of "
             "credible reporting."),
         event_title="Fulham FC vs. Crystal Palace FC", gameStartTime="2027-03-06 15:00:00+00"),
    E("total", "under", "regulation", vc="50-50", va="50-50", line=2.5, **STD))

# 21. match-day programme writer; first team to score incl. extra time
leg(21, "match-day programme writer", ["programme", "heading", "date:dd.mm.yyyy", "british"],
    ["F:other", "S5", "P1", "C3", "R1"],
    "Liverpool FC", "Paris Saint-Germain FC", "ucl",
    dict(question="Liverpool FC vs. Paris Saint-Germain FC: Which team will score first?",
         slug="ucl-liv-par-2027-03-10-first-to-score-liv", groupItemTitle="Liverpool FC",
         sportsMarketType="soccer_first_team_to_score", line=None,
         description=(
             "FIRST TEAM TO SCORE: LIVERPOOL FC\n"
             "Champions League round of 16, second leg: Liverpool FC v Paris Saint-Germain FC, "
             "Anfield, 10.03.2027.\n\n"
             "Yes if Liverpool FC score the opening goal of the match. No if Paris "
             "Saint-Germain FC score first, or if nobody scores.\n\n"
             "The whole match counts: normal time, added time, and extra time if the tie "
             "needs it. Kicks in a penalty shoot-out are not goals for this market.\n\n"
             "Postponed: stays open until played. Cancelled without a make-up match: settles "
             "as 'Neither', which means No for this leg.\n\n"
             "Source: UEFA's official match data, with a consensus of credible reporting as "
             "the fallback where UEFA's data is not out within two hours."),
         event_title="Liverpool FC vs. Paris Saint-Germain FC", gameStartTime="2027-03-10 20:00:00+00"),
    E("other", "Liverpool FC", "extra_time", vc="no", va=None, **STD))
