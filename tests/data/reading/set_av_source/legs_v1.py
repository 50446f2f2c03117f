"""venue_one legs of set (av): one hand-written Gamma `description` per writer."""

from common import expected, v1_leg

OC = ("official", "consensus")


def legs():
    L = []

    # 1. A terse trader: short lines, abbreviations.
    L.append(v1_leg(
        1, styles=["writer:terse_trader", "layout:lines", "abbrev", "numerals", "date:dmy_words"],
        meanings=["F:win", "S1", "P1", "C1", "R1"],
        home="Arsenal FC", away="Chelsea FC", comp="epl", market_id="5102331",
        question="Will Arsenal FC win on 2026-10-03?", slug="epl-ars-che-2026-10-03-ars",
        title="Arsenal FC", smt="moneyline", kickoff="2026-10-03 16:30:00+00",
        description=(
            "Arsenal FC v Chelsea FC, Sat 3 Oct 2026.\n"
            "YES = Arsenal win. Draw or Chelsea win = NO.\n"
            "Counts: 90' + added time only. ET/pens n/a.\n"
            "PP: mkt stays live till the game actually gets played, no cutoff.\n"
            "Called off for good, no replay: NO.\n"
            "Data: official league stats. Nothing official 2h post-FT -> credible press consensus."
        ),
        exp=expected("win", "Arsenal FC", cancelled="no"),
    ))

    # 2. A careful lawyer: numbered clauses with definitions.
    L.append(v1_leg(
        2, styles=["writer:lawyer", "layout:numbered", "legal_drafting", "definitions",
                   "number_words_and_numerals", "british_spelling", "date:dmy_words"],
        meanings=["F:draw", "S1", "P1", "C1", "R1", "R2", "AB"],
        home="Real Madrid CF", away="FC Barcelona", comp="laliga", market_id="5102417",
        question="Will Real Madrid CF vs. FC Barcelona end in a draw?",
        slug="lal-rea-bar-2026-10-25-draw", title="Draw (Real Madrid CF vs. FC Barcelona)",
        smt="moneyline", kickoff="2026-10-25 15:15:00+00",
        description=(
            "1. Definitions. In these terms the \"Fixture\" is the LaLiga match between Real Madrid CF "
            "and FC Barcelona fixed for 25 October 2026, and \"Regulation Time\" is the ninety (90) "
            "minutes of play together with any time the referee adds for stoppages, but does not "
            "comprise any period of extra time or any penalty shoot-out.\n"
            "2. Resolution. This market shall resolve \"Yes\" if, when Regulation Time concludes, each "
            "club has scored an equal number of goals. In every other case it shall resolve \"No\".\n"
            "3. Postponement. Should the Fixture be postponed, the market shall remain unresolved until "
            "the Fixture has been played, irrespective of the date on which that occurs.\n"
            "4. Cancellation. Should the Fixture be cancelled and never replayed, the market shall "
            "resolve \"Yes\".\n"
            "5. Abandonment. A Fixture which is abandoned and not thereafter completed shall be treated "
            "for all purposes as cancelled under clause 4.\n"
            "6. Source. Resolution shall be determined by reference to the official statistics of the "
            "competition organiser, save that where those statistics have not been made public within "
            "two (2) hours of the final whistle, the agreed account of reputable media may be relied "
            "upon instead.\n"
            "7. Finality. No alteration to the official score made after resolution shall affect this market."
        ),
        exp=expected("draw", "draw", cancelled="yes", abandoned="yes"),
    ))

    # 3. A support agent answering questions.
    L.append(v1_leg(
        3, styles=["writer:support_agent", "layout:faq", "american_spelling", "conversational",
                   "away_team", "date:weekday_mdy"],
        meanings=["F:win", "S1", "P1", "C1", "R1"],
        home="Borussia Dortmund", away="FC Bayern München", comp="bundesliga", market_id="5102588",
        question="Will FC Bayern München win on 2026-11-07?", slug="bun-dor-bay-2026-11-07-bay",
        title="FC Bayern München", smt="moneyline", kickoff="2026-11-07 17:30:00+00",
        description=(
            "Q: What does this market ask?\n"
            "A: Whether FC Bayern München beat Borussia Dortmund in their Bundesliga game on Saturday, "
            "November 7, 2026. A Bayern win makes it Yes. A Dortmund win or a draw makes it No.\n"
            "Q: Does extra time count?\n"
            "A: No. We only look at the regular 90 minutes and any stoppage time the referee adds. "
            "Nothing played after that is considered.\n"
            "Q: What if the game gets postponed?\n"
            "A: Then the market simply waits. It remains open till the game actually gets played, whenever that is.\n"
            "Q: And if it's canceled for good?\n"
            "A: If it's canceled and never made up, this market resolves No.\n"
            "Q: Where does the result come from?\n"
            "A: From the official Bundesliga statistics. If those still aren't out two hours after the "
            "game ends, we may go by what credible news outlets agree on instead."
        ),
        exp=expected("win", "FC Bayern München", cancelled="no"),
    ))

    # 4. A content writer: the rule sits inside a match preview.
    L.append(v1_leg(
        4, styles=["writer:content_writer", "layout:preview_then_rules", "british_spelling",
                   "number_words", "syn:come_out_on_top", "syn:called_off", "date:weekday_dmy"],
        meanings=["F:win", "S1", "P1", "C1", "R1", "R2"],
        home="Juventus FC", away="SSC Napoli", comp="seriea", market_id="5102650",
        question="Will Juventus FC win on 2026-11-22?", slug="sea-juv-nap-2026-11-22-juv",
        title="Juventus FC", smt="moneyline", kickoff="2026-11-22 19:45:00+00",
        description=(
            "Preview: Juventus host Napoli under the Turin lights on Sunday, 22 November 2026, with both "
            "sides chasing the leaders. Juve have not lost at home since the spring, while Napoli's front "
            "three have scored in each of their last six away games. Expect a tight, tactical evening.\n\n"
            "How this market settles: it pays Yes only if Juventus FC come out on top at the end of normal "
            "time, meaning the ninety minutes plus whatever stoppage is added on. Any other result, be it "
            "a Napoli win or a share of the spoils, settles it as No. If the game is pushed back, the market "
            "stays open and settles on the match whenever it is eventually played. Should it be called off "
            "entirely with no replay, the answer is No.\n\n"
            "The result is taken from Serie A's official match statistics; if they are still missing two "
            "hours after full time, the consensus view of credible media will be used. Corrections to the "
            "score issued once the market has settled are disregarded."
        ),
        exp=expected("win", "Juventus FC", cancelled="no"),
    ))

    # 5. A non-native English speaker.
    L.append(v1_leg(
        5, styles=["writer:non_native", "layout:one_paragraph", "date:dotted_dmy", "numerals",
                   "non_native_grammar"],
        meanings=["F:draw", "S1", "P1", "C1", "R1"],
        home="Olympique de Marseille", away="Paris Saint-Germain FC", comp="ligue1", market_id="5102703",
        question="Will Olympique de Marseille vs. Paris Saint-Germain FC end in a draw?",
        slug="fl1-olm-par-2026-10-18-draw",
        title="Draw (Olympique de Marseille vs. Paris Saint-Germain FC)", smt="moneyline",
        kickoff="2026-10-18 18:45:00+00",
        description=(
            "This market is for the match Olympique de Marseille against Paris Saint-Germain FC of the "
            "Ligue 1, which is planned on 18.10.2026. It resolves to \"Yes\" when the match is finishing "
            "equal, it means both teams have the same number of goals after the 90 minutes and the added "
            "time. It resolves to \"No\" when one of the teams is winning. The extra time and the penalties "
            "are not taking part in this market. In case the match is postponed, the market is staying open "
            "until the match is played, also if this take long time. In case the match is cancelled and "
            "there is not a new match, the market resolves to \"Yes\". For the result we use the official "
            "statistics of the Ligue 1. If these are not published in two hours after the end of match, we "
            "can use what the credible medias are reporting together (consensus)."
        ),
        exp=expected("draw", "draw", cancelled="yes"),
    ))

    # 6. An engineer writing a two-column table.
    L.append(v1_leg(
        6, styles=["writer:engineer", "layout:table", "numerals", "date:iso"],
        meanings=["F:total", "S1", "P1", "C2", "R1"],
        home="Liverpool FC", away="Manchester City FC", comp="epl", market_id="5102866",
        question="Liverpool FC vs. Manchester City FC: Over 2.5 goals?",
        slug="epl-liv-mac-2026-11-28-total-2pt5", title="Over 2.5", smt="totals", line=2.5,
        kickoff="2026-11-28 17:30:00+00",
        description=(
            "Liverpool FC vs. Manchester City FC - total goals, line 2.5\n\n"
            "| Item | Rule |\n"
            "|---|---|\n"
            "| Fixture | Premier League, Liverpool FC v Manchester City FC, 2026-11-28 |\n"
            "| Resolves Yes | 3 or more goals in total, both teams combined |\n"
            "| Resolves No | 0, 1 or 2 goals in total |\n"
            "| Period counted | regular 90 min + referee's added time; extra time and shoot-out excluded |\n"
            "| Postponed | market open until the match is played (no deadline) |\n"
            "| Cancelled, never played | resolves 50-50 |\n"
            "| Primary source | official Premier League match statistics |\n"
            "| Fallback | consensus of credible reporting, used if official stats are not out 2 h after the final whistle |"
        ),
        exp=expected("total", "over", line=2.5, cancelled="50-50"),
    ))

    # 7. A compliance officer (the US-venue two-week postponement rule).
    L.append(v1_leg(
        7, styles=["writer:compliance_officer", "layout:headed_paragraphs", "number_words_and_numerals",
                   "american_spelling_mixed", "date:mdy_words", "local_date"],
        meanings=["F:win", "S1", "P4", "C1", "R1"],
        home="Mexico", away="Korea Republic", comp="wc", market_id="5103012",
        question="Will Mexico win on 2026-06-18?", slug="fifwc-mex-kr-2026-06-18-mex",
        title="Mexico", smt="moneyline", kickoff="2026-06-19 01:00:00+00",
        description=(
            "Contract scope and settlement terms\n"
            "This contract concerns the FIFA World Cup 2026 group-stage match between Mexico and Korea "
            "Republic scheduled for June 18, 2026 (local date). It settles to Yes if Mexico wins the match, "
            "and to No if the match is drawn or Korea Republic wins.\n"
            "Period of play: only the result at the end of regulation counts, being the ninety minutes and "
            "any stoppage time. No extra time is played at this stage, and none would be considered.\n"
            "Postponement: if the match is postponed and is not rescheduled within fourteen (14) days of its "
            "original date, the contract settles at the last fair market price, as that price stood when the "
            "postponement was announced.\n"
            "Cancellation: if the match is cancelled with no replacement fixture, the contract settles to No.\n"
            "Source of truth: official statistics published by FIFA. Where FIFA has not published them "
            "inside two hours after play ends, settlement may instead be based on what credible reporting broadly agrees.\n"
            "Participants should note that these terms are fixed at listing and are not changed retrospectively."
        ),
        exp=expected("win", "Mexico", window=336, cancelled="no"),
    ))

    # 8. A journalist: advance market on a two-legged tie.
    L.append(v1_leg(
        8, styles=["writer:journalist", "layout:paragraphs", "british_spelling", "away_team",
                   "date:dmy_words", "syn:go_through", "syn:qualify"],
        meanings=["F:advance", "S6", "P1", "C2", "R1"],
        home="Arsenal FC", away="Real Madrid CF", comp="ucl", market_id="5103155",
        question="Will Real Madrid CF advance to the semi-finals?",
        slug="ucl-ars-rea-2027-04-14-rea-advance", title="Real Madrid CF", smt="moneyline",
        kickoff="2027-04-14 19:00:00+00",
        description=(
            "Real Madrid CF travel to north London on 14 April 2027 for the second leg of their Champions "
            "League quarter-final against Arsenal FC, and this market asks one thing: who goes through. It "
            "resolves Yes if Real Madrid CF qualify for the semi-finals and No if Arsenal FC do.\n\n"
            "Unlike the ordinary match markets, this one is not about the ninety minutes. The whole tie "
            "counts, both legs on aggregate, and if it is still level after the second leg the market follows "
            "it through extra time and, if needed, a penalty shoot-out. Whichever club UEFA sends into the "
            "next round decides it.\n\n"
            "Should the second leg be postponed, the market stays open until it is played. Should the tie be "
            "cancelled without being completed, the market resolves 50-50.\n\n"
            "Resolution relies on UEFA's official statistics or, if these have not appeared within two hours "
            "of the end of play, on a consensus of credible reporting."
        ),
        exp=expected("advance", "Real Madrid CF", scope="penalties", cancelled="50-50"),
    ))

    # 9. A product manager writing release notes.
    L.append(v1_leg(
        9, styles=["writer:product_manager", "layout:release_notes_bullets", "american_spelling",
                   "date:mdy_abbrev", "syn:spot_kicks"],
        meanings=["F:btts", "S1", "P1", "C2", "R1", "R2"],
        home="Atlético de Madrid", away="Athletic Club", comp="laliga", market_id="5103290",
        question="Atlético de Madrid vs. Athletic Club: Both Teams to Score?",
        slug="lal-mad-bil-2026-12-06-btts", title="Both Teams to Score", smt="both_teams_to_score",
        kickoff="2026-12-06 20:00:00+00",
        description=(
            "Release notes: match markets v2.3, now live for Atlético de Madrid vs. Athletic Club "
            "(LaLiga, Dec. 6, 2026)\n\n"
            "What's new\n"
            "- Both Teams To Score: Yes if Atlético de Madrid and Athletic Club each find the net at least "
            "once. If either side (or both) fails to score, it's No.\n"
            "- Only goals in regular time count: the standard 90 minutes plus added stoppage time. Extra "
            "time and spot kicks don't apply.\n\n"
            "Unchanged behavior\n"
            "- Postponed matches: the market remains open until the fixture is played.\n"
            "- Canceled with no make-up date: the market resolves 50-50.\n"
            "- Data: we settle on official LaLiga statistics; if these lag by more than two hours after the "
            "match, we fall back to a consensus of credible reporting.\n"
            "- Score revisions made after settlement are ignored."
        ),
        exp=expected("btts", "yes", cancelled="50-50"),
    ))

    # 10. A statistician: exact score.
    L.append(v1_leg(
        10, styles=["writer:statistician", "layout:paragraphs", "if_and_only_if", "numerals",
                    "date:dmy_abbrev"],
        meanings=["F:exact_score", "S1", "P1", "C3", "R1"],
        home="Bayer 04 Leverkusen", away="RB Leipzig", comp="bundesliga", market_id="5103341",
        question="Exact score: Bayer 04 Leverkusen 2-1 RB Leipzig?",
        slug="bun-b04-lei-2027-01-16-exact-score-2-1", title="2-1", smt="soccer_exact_score",
        kickoff="2027-01-16 14:30:00+00",
        description=(
            "Exact score: Bayer 04 Leverkusen 2-1 RB Leipzig (Bundesliga, 16 Jan 2027).\n"
            "Resolves Yes if and only if the final score after regulation time (90 minutes + stoppage) is "
            "exactly 2-1 to Bayer 04 Leverkusen, the home side: two goals for Leverkusen, one for Leipzig. "
            "Every other scoreline, 1-2 included, resolves No. Neither extra time nor a penalty shoot-out is "
            "included; own goals count for the side credited in the official record.\n"
            "Postponement: the market remains open until the match is completed.\n"
            "Cancellation without a rescheduled match: the exact-score markets settle as though the score "
            "were 0-0, so this market resolves No.\n"
            "Data source: official Bundesliga match statistics; if unavailable two hours after the final "
            "whistle, a consensus of credible reporting."
        ),
        exp=expected("exact_score", "2-1", cancelled="no"),
    ))

    # 11. A casual social-media voice: first-half result.
    L.append(v1_leg(
        11, styles=["writer:social_media", "layout:paragraphs", "colloquial", "nicknames",
                    "date:weekday_mdy_ordinal", "numerals"],
        meanings=["F:half", "P1", "C2", "R1"],
        home="Tottenham Hotspur FC", away="Newcastle United FC", comp="epl", market_id="5103478",
        question="Will Tottenham Hotspur FC lead Newcastle United FC at half-time?",
        slug="epl-tot-new-2026-12-19-1h-tot", title="Tottenham Hotspur FC (1st half)",
        smt="soccer_halftime_result", kickoff="2026-12-19 15:00:00+00",
        description=(
            "Quick one on how this works! Spurs fans, this is your market: it's a YES if Tottenham Hotspur "
            "FC are ahead of Newcastle United FC when the ref blows for half-time (the first 45 mins plus "
            "whatever stoppage gets added on). Level at the break, or Newcastle in front? That's a NO. "
            "Whatever happens after the interval doesn't matter at all.\n\n"
            "Game's on Sat Dec 19th 2026 in the Premier League. If it gets postponed, no stress, the market "
            "just stays open until it's played. If it's canceled for good with no replay, everyone gets 50-50.\n\n"
            "We go by the official Premier League stats, and if they're not up within 2 hours of full time "
            "we'll use what credible outlets are collectively reporting."
        ),
        exp=expected("half", "Tottenham Hotspur FC", half="first", scope=None, cancelled="50-50"),
    ))

    # 12. An academic: spread defined as a margin.
    L.append(v1_leg(
        12, styles=["writer:academic", "layout:one_paragraph", "formal", "number_words",
                    "date:dmy_words", "definitions"],
        meanings=["F:spread", "S1", "P1", "C2", "R1"],
        home="FC Internazionale Milano", away="AC Milan", comp="seriea", market_id="5103520",
        question="Spread: FC Internazionale Milano (-1.5)",
        slug="sea-int-mil-2027-02-07-spread-int-1pt5", title="FC Internazionale Milano (-1.5)",
        smt="spreads", line=-1.5, kickoff="2027-02-07 19:45:00+00",
        description=(
            "This market concerns the margin of victory in the Serie A fixture between FC Internazionale "
            "Milano and AC Milan, to be played on 7 February 2027. Let the margin be defined as "
            "Internazionale's goals minus Milan's goals at the conclusion of regular time, that is, ninety "
            "minutes together with any stoppage time; goals scored in extra time or in a penalty shoot-out "
            "are excluded from the count. The market resolves Yes if the margin is two or greater, "
            "equivalently if Internazionale win by at least two goals. It resolves No if the margin is one, "
            "zero or negative. Where the fixture is postponed, resolution is deferred until it has been "
            "played. Where it is cancelled and no replacement fixture takes place, the market resolves at "
            "50-50. The score is taken from Serie A's official statistics; should these not be available "
            "within two hours of the match's conclusion, a consensus of credible reporting shall be employed."
        ),
        exp=expected("spread", "FC Internazionale Milano", line=1.5, cancelled="50-50"),
    ))

    # 13. A hurried editor: knockout game, no time scope (ambiguous scope).
    L.append(v1_leg(
        13, styles=["writer:hurried_editor", "layout:one_paragraph", "terse", "date:mdy_words",
                    "knockout_no_scope"],
        meanings=["F:win", "S:ambiguous", "P1", "C1", "R1"],
        home="Brazil", away="Colombia", comp="wc", market_id="5103634",
        question="Will Brazil win on 2026-07-01?", slug="fifwc-bra-col-2026-07-01-bra",
        title="Brazil", smt="moneyline", kickoff="2026-07-01 20:00:00+00",
        description=(
            "Brazil vs. Colombia, FIFA World Cup round of 32, July 1, 2026. Market resolves Yes if Brazil "
            "win the match, No if they don't. If the match is postponed it stays open till it's played. "
            "Cancelled and never replayed = No. Settled from FIFA's official stats, with a consensus of "
            "credible reporting as backup if those aren't out 2 hours after the end."
        ),
        exp=expected("win", "Brazil", scope="ambiguous", cancelled="no"),
    ))

    # 14. A risk manager's memo: cancellation left to a policy (ambiguous cancellation).
    L.append(v1_leg(
        14, styles=["writer:risk_manager", "layout:memo_headings", "british_spelling", "away_team",
                    "date:dd/mm/yyyy"],
        meanings=["F:win", "S1", "P1", "C:ambiguous", "R1"],
        home="Aston Villa FC", away="Everton FC", comp="epl", market_id="5103712",
        question="Will Everton FC win on 2027-01-23?", slug="epl-ast-eve-2027-01-23-eve",
        title="Everton FC", smt="moneyline", kickoff="2027-01-23 15:00:00+00",
        description=(
            "MEMO: settlement terms, Aston Villa FC v Everton FC (Premier League, 23/01/2027)\n"
            "Outcome: Yes if Everton FC win; No if Aston Villa FC win or the game is drawn.\n"
            "Period: result at the end of regular time (90 minutes plus stoppages). Extra time, if any, is "
            "disregarded; so is any shoot-out.\n"
            "Postponement: positions remain open and the market settles on the rearranged match whenever "
            "it is played.\n"
            "Cancellation: should the fixture not take place at all, settlement will be handled under the "
            "venue's standard cancellation policy.\n"
            "Source: official Premier League statistics; fallback to a consensus of credible reporting "
            "where these have not appeared 2 hours after full time."
        ),
        exp=expected("win", "Everton FC", cancelled="ambiguous"),
    ))

    # 15. An intern: two sources with no order (ambiguous source).
    L.append(v1_leg(
        15, styles=["writer:intern", "layout:one_paragraph", "informal", "syn:scrapped",
                    "syn:injury_time", "date:ordinal_words"],
        meanings=["F:draw", "S1", "P1", "C1", "R:ambiguous"],
        home="VfB Stuttgart", away="Eintracht Frankfurt", comp="bundesliga", market_id="5103809",
        question="Will VfB Stuttgart vs. Eintracht Frankfurt end in a draw?",
        slug="bun-stu-ein-2026-09-26-draw", title="Draw (VfB Stuttgart vs. Eintracht Frankfurt)",
        smt="moneyline", kickoff="2026-09-26 13:30:00+00",
        description=(
            "How the draw market works for VfB Stuttgart vs. Eintracht Frankfurt (Bundesliga, Saturday the "
            "26th of September 2026): it resolves Yes if the game ends level after the normal 90 minutes "
            "plus injury time, and No if anyone wins. Extra time and penalties won't count. If the game is "
            "moved to a later date the market stays open until it's played. If the game gets scrapped and "
            "there is no replacement game, it resolves Yes. The final score will be checked on the "
            "Bundesliga's website or on the big sports news sites."
        ),
        exp=expected("draw", "draw", src=("ambiguous", "ambiguous"), cancelled="yes"),
    ))

    # 16. An ex-bookmaker trader: window tied to a matchday round (ambiguous window).
    L.append(v1_leg(
        16, styles=["writer:ex_bookmaker", "layout:one_paragraph", "jargon", "syn:rearranged",
                    "date:weekday_dmy_abbrev"],
        meanings=["F:win", "S1", "P:ambiguous", "C1", "AB", "R1"],
        home="Sevilla FC", away="Real Betis Balompié", comp="laliga", market_id="5103951",
        question="Will Sevilla FC win on 2027-03-07?", slug="lal-sev-bet-2027-03-07-sev",
        title="Sevilla FC", smt="moneyline", kickoff="2027-03-07 20:00:00+00",
        description=(
            "Sevilla FC to win v Real Betis Balompié, LaLiga, Sun 7 Mar 2027. Settled on the ninety plus "
            "added time; extra-time and pens don't come into it. Draw or Betis win = No. Rearranged fixture: "
            "the market holds provided the match is played within the same matchday round; beyond that, we "
            "settle at the last traded price. Abandoned or cancelled without a replay: No. Result per "
            "official LaLiga stats, else credible-reporting consensus if nothing official two hours after FT."
        ),
        exp=expected("win", "Sevilla FC", window="ambiguous", postponed="last_price",
                     cancelled="no", abandoned="no"),
    ))

    # 17. A fan-forum moderator: exact score 0-0.
    L.append(v1_leg(
        17, styles=["writer:forum_moderator", "layout:pinned_post_lines", "american_spelling",
                    "syn:goalless", "date:mdy_words"],
        meanings=["F:exact_score", "S1", "P1", "C3", "R1"],
        home="LA Galaxy", away="Los Angeles FC", comp="mls", market_id="5104066",
        question="Exact score: LA Galaxy 0-0 Los Angeles FC?",
        slug="mls-lag-laf-2026-09-19-exact-score-0-0", title="0-0", smt="soccer_exact_score",
        kickoff="2026-09-20 02:30:00+00",
        description=(
            "Pinned by the mods: how the 0-0 market settles\n"
            "This one is for LA Galaxy vs. Los Angeles FC (MLS) on September 19, 2026. YES only if nobody "
            "scores at all: 0-0 at the end of the regular ninety plus stoppage time. Any goal by either "
            "team and it's NO. Extra time and shootouts aren't part of this (MLS regular-season games don't "
            "have them anyway).\n"
            "Postponed? The market stays open, and it settles whenever the game does get played.\n"
            "Canceled with no make-up game? Exact-score markets default to 0-0 in that case, so this one "
            "resolves YES.\n"
            "Results come from official MLS stats; if those aren't posted within 2 hours of the final "
            "whistle, the consensus of credible reporting is used."
        ),
        exp=expected("exact_score", "0-0", cancelled="yes"),
    ))

    # 18. A league operations manager: bullets, abandonment treated as cancellation.
    L.append(v1_leg(
        18, styles=["writer:league_ops", "layout:bullets", "american_spelling", "away_team",
                    "syn:defeat", "syn:suspended", "date:weekday_mdy"],
        meanings=["F:win", "S1", "P1", "C1", "AB", "R1"],
        home="Inter Miami CF", away="Orlando City SC", comp="mls", market_id="5104123",
        question="Will Orlando City SC win on 2026-10-10?", slug="mls-mia-orl-2026-10-10-orl",
        title="Orlando City SC", smt="moneyline", kickoff="2026-10-10 23:30:00+00",
        description=(
            "Settlement summary for the Orlando City SC leg of Inter Miami CF vs. Orlando City SC (MLS "
            "regular season), scheduled for Saturday, October 10, 2026.\n"
            "\u2022 Yes: Orlando City SC defeat Inter Miami CF in regulation (90 minutes plus stoppage time).\n"
            "\u2022 No: Inter Miami CF win, or the match finishes tied.\n"
            "\u2022 Postponement: the market is held open until the match takes place.\n"
            "\u2022 Cancellation: if the match is canceled outright and not made up, No.\n"
            "\u2022 Abandonment: a match that is suspended and never completed is handled exactly like a cancellation.\n"
            "\u2022 Source: MLS official match data; consensus of credible reporting if MLS has not "
            "published within two hours of the match ending."
        ),
        exp=expected("win", "Orlando City SC", cancelled="no", abandoned="no"),
    ))

    # 19. A help-centre article with headings; says nothing about sources.
    L.append(v1_leg(
        19, styles=["writer:help_centre", "layout:markdown_headings", "american_spelling",
                    "date:dd/mm/yyyy", "source_silent"],
        meanings=["F:draw", "S1", "P1", "C1"],
        home="Germany", away="Côte d'Ivoire", comp="wc", market_id="5104270",
        question="Will Germany vs. Côte d'Ivoire end in a draw?",
        slug="fifwc-ger-civ-2026-06-20-draw", title="Draw (Germany vs. Côte d'Ivoire)",
        smt="moneyline", kickoff="2026-06-20 20:00:00+00", resolution_source="",
        description=(
            "## What this market is about\n"
            "Germany vs. Côte d'Ivoire, FIFA World Cup group stage, kickoff on 20/06/2026.\n\n"
            "## When does it resolve Yes?\n"
            "When the two teams are tied at the end of regular time: the 90 minutes plus any stoppage time. "
            "A win for either team resolves it No.\n\n"
            "## Is extra time included?\n"
            "No. Group games have no extra time or penalties, and they would not count here anyway.\n\n"
            "## What if the game is postponed or canceled?\n"
            "A postponed game keeps the market open for as long as it takes to get it played. Should the game be "
            "canceled with no make-up game scheduled, the market resolves Yes."
        ),
        exp=expected("draw", "draw", src=(None, None), cancelled="yes"),
    ))

    # 20. A data vendor's key: value spec sheet: first team to score.
    L.append(v1_leg(
        20, styles=["writer:data_vendor", "layout:key_value", "snake_case_keys", "date:iso",
                    "numerals"],
        meanings=["F:other", "S1", "P1", "C3", "R1"],
        home="AS Roma", away="SS Lazio", comp="seriea", market_id="5104318",
        question="Will AS Roma score first vs. SS Lazio?",
        slug="sea-rom-laz-2027-03-21-first-to-score-rom", title="AS Roma",
        smt="soccer_first_team_to_score", kickoff="2027-03-21 17:00:00+00",
        description=(
            "market: first team to score\n"
            "fixture: AS Roma vs. SS Lazio | Serie A | 2027-03-21\n"
            "yes_when: AS Roma score the opening goal of the match\n"
            "no_when: SS Lazio score the opening goal, or the match ends 0-0\n"
            "period: regulation only (90 min + stoppage); goals in extra time or a shoot-out never count\n"
            "postponed: market remains open until the match is played\n"
            "cancelled_no_makeup: settles as 'Neither', so this leg resolves No\n"
            "own_goals: credited to the team that benefits\n"
            "source_primary: official Serie A statistics\n"
            "source_fallback: consensus of credible reporting if official figures are still missing "
            "2 hours after full time"
        ),
        exp=expected("other", "AS Roma", cancelled="no"),
    ))

    # 21. A radio commentator: spoken register, under 2.5 with abandonment.
    L.append(v1_leg(
        21, styles=["writer:radio_commentator", "layout:one_paragraph", "spoken", "number_words",
                    "date:month_day_words", "syn:put_back", "syn:scrapped"],
        meanings=["F:total", "S1", "P1", "C2", "AB", "R1"],
        home="Villarreal CF", away="Valencia CF", comp="laliga", market_id="5104455",
        question="Villarreal CF vs. Valencia CF: Under 2.5 goals?",
        slug="lal-vil-val-2027-02-14-total-under-2pt5", title="Under 2.5", smt="totals", line=2.5,
        kickoff="2027-02-14 15:15:00+00",
        description=(
            "Right, here's the deal on this one, folks. Villarreal against Valencia, LaLiga, Sunday "
            "February fourteenth, 2027. This market says Yes if we see two goals or fewer in the whole of "
            "normal time, that's your ninety minutes and the stoppage time on top. Three goals or more and "
            "it's a No, simple as that. Extra time and penalties? Not a factor. Now, if the game gets put "
            "back, the market just sits there open until they actually play it. If it's scrapped "
            "altogether, no replay, you get fifty-fifty. Same if the ref takes the players off and the game "
            "is abandoned and never finished: fifty-fifty again. The numbers come from LaLiga's official "
            "stats, and if they're not out inside two hours of the final whistle, we go with what the "
            "credible reporters are all saying."
        ),
        exp=expected("total", "under", line=2.5, cancelled="50-50", abandoned="50-50"),
    ))

    return L
