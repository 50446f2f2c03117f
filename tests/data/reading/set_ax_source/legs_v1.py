"""Venue_one legs of set (ax). Every leg is a whole hand-written text by a different
imagined writer; its `expected` record is stated inline next to it."""
from common import E, v1


def legs():
    L = []

    # 1. A terse trader: bullet notes.
    L.append(v1(1, "ars_tot", ["writer:terse_trader", "layout:bullets", "abbreviations", "arrows", "numerals"],
        ["F:win", "S1", "P1", "C1", "R1"],
        "Will Arsenal FC win on 2026-11-21?", "Arsenal FC", "moneyline", None,
        "Arsenal v Spurs, Sat 21 Nov 2026.\n"
        "- YES: Arsenal ahead when normal time ends (90 + added mins).\n"
        "- NO: anything else, i.e. level or Spurs ahead.\n"
        "- ET / shoot-out: n/a, not counted.\n"
        "- Postponed: mkt stays live and settles on the rearranged game, whenever it's played.\n"
        "- Cancelled outright, no replay: NO.\n"
        "- Source: PL official stats. Not out by FT + 2h -> consensus of credible media.",
        E("win", "Arsenal FC", "regulation", "official", "consensus", "open_until_played", "no", "result", None),
        "ars"))

    # 2. A careful lawyer: numbered clauses with definitions.
    L.append(v1(2, "rma_bar", ["writer:lawyer", "layout:numbered", "definitions", "legal", "number_words_and_numerals", "british_spelling"],
        ["F:draw", "S1", "P1", "C1", "AB", "R1", "R2"],
        "Will Real Madrid CF vs. FC Barcelona end in a draw?", "Draw (Real Madrid CF vs. FC Barcelona)", "moneyline", None,
        "1. Definitions. In these terms, \"Fixture\" means the LaLiga match between Real Madrid CF and FC Barcelona "
        "scheduled for 25 October 2026, and \"Regulation Period\" means ninety (90) minutes of play together with "
        "any stoppage time allowed by the referee.\n"
        "2. Resolution. This market shall resolve to \"Yes\" where the two clubs have scored an equal number of goals "
        "at the conclusion of the Regulation Period, and shall otherwise resolve to \"No\". No period of extra time "
        "and no penalty shoot-out shall be taken into account.\n"
        "3. Postponement. Should the Fixture be postponed, the market shall remain open, without limit of time, "
        "until the Fixture has been played.\n"
        "4. Cancellation. Should the Fixture be cancelled and not replayed, the market shall resolve to \"Yes\".\n"
        "5. Abandonment. A Fixture abandoned before the end of the Regulation Period and not subsequently completed "
        "shall be deemed cancelled for the purposes of clause 4.\n"
        "6. Sources. Resolution shall be determined by reference to the official statistics of LaLiga. In the event "
        "that such statistics are not made public within two (2) hours following the end of the Fixture, resolution "
        "may instead be determined by reference to the consensus of credible reporting.\n"
        "7. Finality. Any amendment to the official score made after resolution shall be disregarded.",
        E("draw", "draw", "regulation", "official", "consensus", "open_until_played", "yes", "result", "yes"),
        "draw"))

    # 3. A support agent: Q&A.
    L.append(v1(3, "bay_dor", ["writer:support_agent", "layout:faq", "conversational", "american_date"],
        ["F:win", "S1", "P1", "C1", "R1"],
        "Will FC Bayern München win on 2026-11-07?", "FC Bayern München", "moneyline", None,
        "Q: What does Yes mean here?\n"
        "A: Yes pays if FC Bayern München beat Borussia Dortmund in their Bundesliga game on November 7, 2026. "
        "A draw or a Dortmund win means No.\n\n"
        "Q: Does anything after the ninety minutes count?\n"
        "A: Only regular time and whatever stoppage the referee adds. If there were ever extra time or penalties, "
        "they would be ignored.\n\n"
        "Q: The game got postponed. Now what?\n"
        "A: Nothing changes for your position. The market simply waits for the match to be played, on whatever "
        "date that ends up being.\n\n"
        "Q: And if it's cancelled completely?\n"
        "A: If it's called off and never replayed, Bayern haven't won, so the market settles No.\n\n"
        "Q: Where do you get the result?\n"
        "A: From the Bundesliga's official statistics. If they still aren't out two hours after the final whistle, "
        "we go by what credible news sources agree on.",
        E("win", "FC Bayern München", "regulation", "official", "consensus", "open_until_played", "no", "result", None),
        "bay"))

    # 4. A content writer: the rule sits inside a match preview.
    L.append(v1(4, "juv_mil", ["writer:content_writer", "match_preview", "layout:paras", "british_spelling", "number_words", "syn:two_weeks"],
        ["F:win", "S1", "P4", "C1", "R1"],
        "Will Juventus FC win on 2026-11-29?", "Juventus FC", "moneyline", None,
        "Juventus welcome AC Milan to Turin on Sunday 29 November 2026 in what could be a decisive night for both "
        "sides' title hopes. Juve have lost only once at home all season, while Milan arrive on a run of four "
        "straight away wins.\n\n"
        "How this market settles: it pays Yes if Juventus FC are winning when the referee ends normal time (the full "
        "ninety minutes and any added time), and No if the game is drawn or Milan win. Extra time and penalties are "
        "not part of it.\n\n"
        "If the game is postponed and not given a new date within two weeks, the market settles at its last fair "
        "market price as of the moment the postponement was announced. If it is cancelled with no replay, it "
        "settles No.\n\n"
        "We use the official Serie A statistics; should they be missing two hours after full time, a consensus of "
        "credible reporting decides.",
        E("win", "Juventus FC", "regulation", "official", "consensus", 336, "no", "last_price", None),
        "juv"))

    # 5. A non-native English speaker.
    L.append(v1(5, "psg_om", ["writer:esl_trader", "layout:lines", "numerals", "ordinal_date"],
        ["F:draw", "S1", "P1", "C1", "AB", "R1"],
        "Will Paris Saint-Germain FC vs. Olympique de Marseille end in a draw?",
        "Draw (Paris Saint-Germain FC vs. Olympique de Marseille)", "moneyline", None,
        "This market is resolving to \"Yes\" if the match Paris Saint-Germain FC against Olympique de Marseille of "
        "6th December 2026 is finishing with equal score after the 90 minutes and the added time. In other case it "
        "resolve to \"No\". The extra time and the penalties are not taking into account.\n"
        "If the match is postpone, the market stay open until the match is played.\n"
        "If the match is cancel and not played again later, the market resolve to \"Yes\", like a draw.\n"
        "If the referee stop the match and it is not finished after, it is same like cancel.\n"
        "For the result we take official statistic of Ligue 1. If this is not publish in 2 hours after the end of "
        "match, we can use the consensus of serious media.",
        E("draw", "draw", "regulation", "official", "consensus", "open_until_played", "yes", "result", "yes"),
        "draw"))

    # 6. An engineer: a two-column table.
    L.append(v1(6, "mci_che", ["writer:backend_engineer", "layout:table", "symbols", "numerals", "iso_date"],
        ["F:total", "S1", "P1", "C2", "R1"],
        "Manchester City FC vs. Chelsea FC: Over 2.5 goals?", "O/U 2.5", "totals", 2.5,
        "Spec: total goals, Manchester City FC vs. Chelsea FC, Premier League, 2026-12-12\n\n"
        "| Item | Rule |\n"
        "|---|---|\n"
        "| Yes when | combined goals >= 3 |\n"
        "| No when | combined goals <= 2 |\n"
        "| Counting window | 90 min + stoppage; ET and shoot-out out of scope |\n"
        "| Own goals | included |\n"
        "| Postponed | remains open until played |\n"
        "| Called off, never replayed | 50-50 |\n"
        "| Data | official Premier League stats; fallback = credible-reporting consensus when stats are still missing 2 h after full time |",
        E("total", "over", "regulation", "official", "consensus", "open_until_played", "50-50", "result", None, line=2.5),
        "total-2pt5"))

    # 7. A compliance officer.
    L.append(v1(7, "atm_sev", ["writer:compliance", "layout:headed_paras", "formal", "american_date", "number_words"],
        ["F:spread", "S1", "P1", "C2", "AB", "R1", "R2"],
        "Spread: Club Atlético de Madrid (-1.5)", "Club Atlético de Madrid (-1.5)", "spreads", -1.5,
        "Settlement statement. This contract settles Yes only if Club Atlético de Madrid defeat Sevilla FC by a "
        "margin of two goals or more in their LaLiga fixture of January 9, 2027. Any other result, including an "
        "Atlético win by a single goal, settles No. The margin is measured at the end of regular time, inclusive of "
        "stoppage time; extra time and penalty kicks are excluded.\n\n"
        "Postponement: the contract remains open until the fixture is played.\n"
        "Cancellation: where the fixture is cancelled and no make-up game takes place, the contract settles at 50-50.\n"
        "Abandonment: a fixture abandoned and not completed is handled as a cancellation.\n\n"
        "Data: official LaLiga statistics are authoritative. Where they are unavailable two hours after the end of "
        "play, settlement may rely on a consensus of credible reporting. Corrections to the official score "
        "published after settlement are disregarded.",
        E("spread", "Club Atlético de Madrid", "regulation", "official", "consensus", "open_until_played", "50-50", "result", "50-50", line=1.5),
        "spread-home-1pt5"))

    # 8. A journalist: one paragraph, silent on postponement.
    L.append(v1(8, "lev_rbl", ["writer:journalist", "layout:one_paragraph", "british_date", "number_words", "syn:called_off"],
        ["F:btts", "S1", "C2", "R1"],
        "Bayer 04 Leverkusen vs. RB Leipzig: Both Teams to Score?", "Both Teams to Score", "both_teams_to_score", None,
        "Both of these sides have scored in each of their last six meetings, and the question here is whether that "
        "streak survives another afternoon at the BayArena on 17 October 2026. The market resolves Yes if Bayer 04 "
        "Leverkusen and RB Leipzig each score at least one goal in regulation time, meaning the ninety minutes and "
        "stoppage; anything scored in extra time or in a shoot-out would not count. If either side is kept off the "
        "scoresheet, it resolves No. Should the game be called off altogether without a replacement fixture, the "
        "market resolves 50-50. The result is taken from official Bundesliga statistics or, if those have not "
        "appeared within two hours of the final whistle, from the consensus of credible reports.",
        E("btts", "yes", "regulation", "official", "consensus", None, "50-50", None, None),
        "btts"))

    # 9. A product manager: release notes for knockout tie markets.
    L.append(v1(9, "liv_rma", ["writer:product_manager", "layout:release_notes", "layout:bullets", "british_spelling", "number_words"],
        ["F:advance", "S6", "P1", "C2", "R1"],
        "Will Liverpool FC advance to the quarter-finals?", "Liverpool FC", "moneyline", None,
        "Release notes: knockout tie markets\n\n"
        "What's changed: this market is about the tie, not the single game. It resolves Yes if Liverpool FC go "
        "through to the quarter-finals at Real Madrid CF's expense in this Champions League round of 16, and No if "
        "Real Madrid go through.\n\n"
        "- The second leg is on 17 March 2027 at Anfield.\n"
        "- Everything that decides the tie counts: both legs, extra time if it is needed, and a penalty shoot-out "
        "if it comes to that.\n"
        "- There is no draw outcome in this market.\n"
        "- If the second leg is postponed, the market remains open and waits for the rescheduled second leg.\n"
        "- If the tie cannot be completed because the second leg is cancelled and never replayed, the market "
        "resolves 50-50.\n"
        "- Resolution source: UEFA's official statistics; if they have not appeared two hours after the final "
        "whistle, the consensus among credible media.",
        E("advance", "Liverpool FC", "penalties", "official", "consensus", "open_until_played", "50-50", "result", None),
        "liv-advance"))

    # 10. A sports-desk editor: headline strip, silent on source.
    L.append(v1(10, "nap_rom", ["writer:sports_desk", "layout:headline_strip", "questions_inline", "british_spelling"],
        ["F:half", "P1", "C2"],
        "Will SSC Napoli be leading at half-time vs. AS Roma?", "SSC Napoli (1st half)", "first_half_moneyline", None,
        "HALF-TIME RESULT | SSC Napoli v AS Roma | Serie A | Sun 4 Oct 2026\n"
        "Yes if Napoli are in front when the referee blows for half-time, first-half stoppage included. Level at "
        "the break, or Roma ahead, means No. What happens after the interval has no bearing on this market.\n"
        "Postponed? The market waits for the rearranged game.\n"
        "Cancelled and never played? Settles 50-50.",
        E("half", "SSC Napoli", None, None, None, "open_until_played", "50-50", "result", None, half="first"),
        "1h-nap", source_in_text=False))

    # 11. A statistician: definitions of event and observation period.
    L.append(v1(11, "new_avl", ["writer:statistician", "layout:labelled_paras", "dmy_numeric_date", "symbols"],
        ["F:exact_score", "S1", "P1", "C3", "R1"],
        "Exact score: Newcastle United FC 2-1 Aston Villa FC?", "2-1", "soccer_exact_score", None,
        "Definition of the event: the final score of Newcastle United FC (home) vs. Aston Villa FC (away), Premier "
        "League, 02/01/2027 (dd/mm/yyyy), is exactly 2-1, home figure first.\n"
        "Observation period: regulation, i.e. 90 minutes and stoppage; any extra time or shoot-out lies outside the "
        "observation period.\n"
        "Outcome: Yes if home goals = 2 and away goals = 1; No for every other scoreline.\n"
        "Missing observation: if the match is postponed, the market remains open until the match is played. If it "
        "is called off and no make-up fixture is arranged, the exact-score markets are resolved as though the final score were "
        "0-0, so this market resolves No.\n"
        "Data: the Premier League's official statistics; where these have not appeared by 2 hours after full "
        "time, the consensus of credible reporting.",
        E("exact_score", "2-1", "regulation", "official", "consensus", "open_until_played", "no", "result", None),
        "score-2-1"))

    # 12. A customer-service macro: friendly, US spelling, US date, kickoff after midnight UTC.
    L.append(v1(12, "lag_sea", ["writer:cs_macro", "layout:paras", "american_spelling", "syn:overtime", "american_date", "conversational"],
        ["F:win", "S1", "P1", "C1", "AB", "R1", "R2"],
        "Will Seattle Sounders FC win on 2026-09-25?", "Seattle Sounders FC", "moneyline", None,
        "Hi, and thanks for trading with us! Here's how this one works:\n\n"
        "This market is about Seattle Sounders FC's MLS regular-season visit to LA Galaxy on Friday, September 25, "
        "2026 (Pacific time). If Seattle win the game in regulation (that's 90 minutes plus stoppage time), it "
        "resolves Yes. A tie or a Galaxy win resolves it No. Overtime and penalty kicks don't apply here.\n\n"
        "If the game gets postponed, don't worry: the market stays open until it's actually played. If it gets "
        "canceled and never made up, it resolves No. If a game gets abandoned partway and isn't finished, "
        "we treat it just like a cancellation.\n\n"
        "We settle using MLS's official stats. If those haven't been posted within two hours of the final whistle, "
        "we'll go by the consensus of credible reporting. Any score change after we've resolved the market won't "
        "be applied.\n\n"
        "Hope that helps, and happy trading!",
        E("win", "Seattle Sounders FC", "regulation", "official", "consensus", "open_until_played", "no", "result", "no"),
        "sea"))

    # 13. A lawyer's redraft of a plain rule, with the plain summary kept at the end.
    L.append(v1(13, "bra_mar", ["writer:lawyer_redraft", "legal", "american_spelling", "american_date", "plain_summary"],
        ["F:win", "S1", "P1", "C1", "R1", "R2"],
        "Will Brazil win on 2026-06-13?", "Brazil", "moneyline", None,
        "This market shall resolve to \"Yes\" if, and only if, Brazil has scored more goals than Morocco at the "
        "conclusion of normal playing time in their FIFA World Cup 2026 group-stage match scheduled for June 13, "
        "2026, normal playing time comprising ninety minutes and any stoppage time added thereto. Goals scored "
        "during any period of extra time, and kicks taken in any penalty shoot-out, shall be disregarded. In every "
        "other case the market shall resolve to \"No\". If the match is postponed, the market shall remain open "
        "until the match has been played. If the match is canceled and no make-up match is held, the market shall "
        "resolve to \"No\". The primary resolution source shall be the official statistics of FIFA; should such "
        "statistics not be published within two hours after the final whistle, the market may be resolved on a "
        "consensus of credible reporting. Revisions to the official result made after resolution shall have no "
        "effect.\n\n"
        "Plain-English summary: Brazil win in normal time = Yes. Anything else = No.",
        E("win", "Brazil", "regulation", "official", "consensus", "open_until_played", "no", "result", None),
        "bra"))

    # 14. A tabloid blogger: knockout second leg, no time scope (AMBIGUOUS scope).
    L.append(v1(14, "int_ars", ["writer:tabloid_blogger", "layout:one_paragraph", "exclamation", "british_date"],
        ["F:win", "S:ambiguous", "P1", "C1", "R1"],
        "Will FC Internazionale Milano win on 2027-03-10?", "FC Internazionale Milano", "moneyline", None,
        "Massive night at San Siro! Inter trail Arsenal 1-0 from the first leg of this Champions League round of 16 "
        "tie and need a big performance on 10 March 2027. This market resolves Yes if FC Internazionale Milano win "
        "the match and No if they don't. If it gets postponed, the market stays open and waits for the rescheduled game. If "
        "it's cancelled and not replayed, the market resolves No. The result comes from UEFA's official statistics, "
        "or from a consensus of credible reporting if UEFA hasn't published within two hours.",
        E("win", "FC Internazionale Milano", "ambiguous", "official", "consensus", "open_until_played", "no", "result", None),
        "int"))

    # 15. A community moderator: vague postponement (AMBIGUOUS timing and postponement payout).
    L.append(v1(15, "eve_bha", ["writer:community_moderator", "layout:paras", "equals_notation", "ordinal_date", "syn:injury_time"],
        ["F:win", "S1", "P:ambiguous", "C1", "R1"],
        "Will Everton FC win on 2026-10-24?", "Everton FC", "moneyline", None,
        "Everton FC v Brighton & Hove Albion FC, Premier League, Saturday 24th October 2026.\n\n"
        "Yes = Everton win. No = draw or Brighton win. We only look at the ninety minutes plus injury time; no "
        "extra time, no penalties.\n\n"
        "If the match gets moved, we'll keep the market open for a sensible stretch and then settle it in whatever "
        "way looks fair at the time.\n\n"
        "Cancelled with no replay = No.\n\n"
        "We go by the Premier League's official stats, and if those aren't up two hours after the game, by what "
        "the reputable press agree on.",
        E("win", "Everton FC", "regulation", "official", "consensus", "ambiguous", "no", "ambiguous", None),
        "eve"))

    # 16. A marketing copywriter: two sources, no order (AMBIGUOUS source).
    L.append(v1(16, "vfb_sge", ["writer:copywriter", "layout:one_paragraph", "rhetorical_questions", "abbrev_us_date"],
        ["F:draw", "S1", "P1", "C1", "R:ambiguous"],
        "Will VfB Stuttgart vs. Eintracht Frankfurt end in a draw?", "Draw (VfB Stuttgart vs. Eintracht Frankfurt)", "moneyline", None,
        "Can anyone separate them? VfB Stuttgart and Eintracht Frankfurt meet on Nov. 28, 2026, and this market is "
        "all about the draw. It's a Yes if the two finish level once the regular 90 minutes and stoppage time are "
        "done, and a No if either team wins. No extra time, no shoot-outs. Match postponed? The market stays open "
        "until it's played. Match cancelled for good, with no make-up date? That counts as a Yes. Results will be "
        "confirmed using Bundesliga data or the major sports networks.",
        E("draw", "draw", "regulation", "ambiguous", "ambiguous", "open_until_played", "yes", "result", None),
        "draw"))

    # 17. An operations writer: spec lines, cancellation by "standard procedure" (AMBIGUOUS cancellation).
    L.append(v1(17, "ath_rso", ["writer:operations", "layout:labelled_lines", "dotted_date", "terse"],
        ["F:draw", "S1", "P1", "C:ambiguous", "R1"],
        "Will Athletic Club vs. Real Sociedad end in a draw?", "Draw (Athletic Club vs. Real Sociedad)", "moneyline", None,
        "Market: Athletic Club vs. Real Sociedad, draw.\n"
        "Match date: 19.12.2026 (LaLiga).\n"
        "Resolves Yes when the scoreline is level after regular time and stoppage; resolves No on a win for either "
        "club. Extra time and penalties excluded.\n"
        "Postponement: market remains open until the match takes place.\n"
        "Cancellation: the market will be settled under our standard procedure for cancelled events.\n"
        "Resolution source: LaLiga official statistics; if unavailable 2 hours after the final whistle, consensus "
        "of credible reporting.",
        E("draw", "draw", "regulation", "official", "consensus", "open_until_played", "ambiguous", "result", None),
        "draw"))

    # 18. A tax accountant: negations and exceptions; abandonment differs from cancellation.
    L.append(v1(18, "ol_rcl", ["writer:accountant", "negations", "exceptions", "layout:one_paragraph", "abbrev_month"],
        ["F:win", "S1", "P1", "C1", "AB", "R1"],
        "Will Olympique Lyonnais win on 2027-02-06?", "Olympique Lyonnais", "moneyline", None,
        "This market does not resolve Yes unless Olympique Lyonnais finish ahead of RC Lens in their Ligue 1 match "
        "on 6 Feb 2027. A draw is not a Lyon win, and neither is a Lens win; both resolve No. Time beyond the ninety "
        "minutes and the referee's stoppage allowance is not considered, and no penalty shoot-out is considered "
        "either. A postponement does not, by itself, settle the market: it remains open for however long it takes "
        "the match to be played. A cancellation with no replacement fixture cannot produce a Yes; the market "
        "resolves No. An abandoned match that is never completed, however, is not treated as a cancellation: it "
        "resolves 50-50. Unless the official Ligue 1 statistics are missing two hours after the final whistle, "
        "they alone decide; if they are missing, a consensus of credible reporting decides.",
        E("win", "Olympique Lyonnais", "regulation", "official", "consensus", "open_until_played", "no", "result", "50-50"),
        "lyo"))

    # 19. A podcast host: spoken register, under market, fourteen days.
    L.append(v1(19, "ata_laz", ["writer:podcast_host", "conversational", "layout:one_paragraph", "number_words", "syn:fourteen_days"],
        ["F:total", "S1", "P4", "C2", "R1"],
        "Atalanta BC vs. SS Lazio: Under 2.5 goals?", "Under 2.5", "totals", 2.5,
        "Okay, so here's the deal with this one. You're backing a tight game: if Atalanta BC and SS Lazio score "
        "fewer than three goals between them on 17 January 2027, the market pays Yes. Three goals or more and it's "
        "a No. We're only counting regular time, the ninety plus whatever gets added on, so extra time and "
        "penalties don't come into it. If the game's postponed and it isn't rescheduled within fourteen days, the "
        "market settles at the last fair market price as it stood when the postponement was announced. If it's "
        "cancelled and never replayed, it settles 50-50. Where do we get the numbers? Official Serie A stats "
        "first; if they're not out two hours after the final whistle, we go with the consensus of credible "
        "reporting.",
        E("total", "under", "regulation", "official", "consensus", 336, "50-50", "last_price", None, line=2.5),
        "total-under-2pt5"))

    # 20. An academic: operational definition, first team to score.
    L.append(v1(20, "rbb_vil", ["writer:academic", "formal", "layout:one_paragraph", "british_date"],
        ["F:other", "S1", "P1", "C3", "R1"],
        "Real Betis Balompié vs. Villarreal CF: Which team scores first?", "Real Betis Balompié", "soccer_first_team_to_score", None,
        "Operational definition. The event is that Real Betis Balompié score the first goal of their LaLiga match "
        "against Villarreal CF on 1 November 2026. Only goals in regular time are observed (90 minutes plus "
        "stoppage); extra time and shoot-out kicks are excluded. The market resolves Yes if Betis score first, and "
        "No if Villarreal score first or if the match ends 0-0. Should the match be cancelled without a make-up "
        "fixture, the first-scorer outcome is taken to be \"Neither\", and this market therefore resolves No. A "
        "postponed match leaves the market open until it is played. Own goals are credited to the team that "
        "benefits. Data are drawn from official LaLiga statistics, with a consensus of credible reporting used should "
        "those be unavailable two hours after the final whistle.",
        E("other", "Real Betis Balompié", "regulation", "official", "consensus", "open_until_played", "no", "result", None),
        "first-bet"))

    # 21. A retired referee: headings in capitals.
    L.append(v1(21, "mex_kor", ["writer:retired_referee", "layout:headings", "dmy_numeric_date", "british_spelling"],
        ["F:draw", "S1", "P1", "C2", "AB", "R1"],
        "Will Mexico vs. Korea Republic end in a draw?", "Draw (Mexico vs. Korea Republic)", "moneyline", None,
        "THE MATCH\n"
        "Mexico v Korea Republic, FIFA World Cup 2026 group stage, 18/06/2026 (local date).\n\n"
        "WHAT COUNTS\n"
        "The score when the referee ends the second half, stoppage time included. Group matches have no extra "
        "time, and no shoot-out result is ever counted here.\n\n"
        "YES / NO\n"
        "Yes if the teams are level; No if either side is ahead.\n\n"
        "IF THE MATCH DOES NOT HAPPEN\n"
        "Postponed: the market stays open until the match is played. Cancelled with no replay: the market is "
        "split 50-50.\n\n"
        "IF THE MATCH IS STOPPED\n"
        "Abandoned and not completed: settled in the same way as a cancellation.\n\n"
        "SOURCE\n"
        "FIFA's official match statistics. If FIFA has not published them two hours after the final whistle, the "
        "market relies on what credible reporting agrees on.",
        E("draw", "draw", "regulation", "official", "consensus", "open_until_played", "50-50", "result", "50-50"),
        "draw"))

    return L
