"""Set (ba), venue_one: 21 Gamma `description` texts, each by a different imagined writer."""
from common import exp, v1_leg

PL = "https://www.premierleague.com/"
LL = "https://www.laliga.com/"
BL = "https://www.bundesliga.com/"
SA = "https://www.legaseriea.it/"
L1 = "https://ligue1.com/"
MLSU = "https://www.mlssoccer.com/"
UEFAU = "https://www.uefa.com/"
FIFAU = "https://www.fifa.com/"


def legs():
    out = []
    add = out.append

    # 1. terse trader, bullets
    add(v1_leg(
        1, styles=["writer:terse_trader", "layout:bullets", "abbreviations", "symbols", "numerals",
                   "date:dow_d_mon_yyyy"],
        meanings=["F:win", "S1", "P1", "C1", "R1", "R2"],
        home="Arsenal FC", away="Chelsea FC", competition="epl",
        question="Will Arsenal FC win on 2026-10-24?", slug="epl-ars-che-2026-10-24-ars",
        group_item_title="Arsenal FC", market_type="moneyline", line=None,
        description=(
            "ARS v CHE, EPL, Sat 24 Oct 2026. Arsenal FC to win.\n"
            "- YES = Arsenal FC ahead when normal time is up (90' + whatever the ref adds). Draw or Chelsea FC win = NO.\n"
            "- ET / pens: n/a, never counted.\n"
            "- Postponed: mkt stays live until the game actually gets played. No cutoff.\n"
            "- Called off for good, no replay: NO.\n"
            "- Src: official PL stats. Nothing from them 2h after FT -> go with what credible media agree on.\n"
            "- Score edits after we settle: ignored."),
        resolution_source=PL, event_title="Arsenal FC vs. Chelsea FC",
        game_start="2026-10-24 14:00:00+00",
        expected=exp("win", "Arsenal FC", src="official", fb="consensus", window="open_until_played",
                     cancelled="no", post_long="result")))

    # 2. careful lawyer, numbered clauses with definitions
    add(v1_leg(
        2, styles=["writer:careful_lawyer", "layout:numbered", "definitions", "legal_drafting",
                   "number_words_and_numerals", "british_spelling", "date:d_month_yyyy", "syn:deemed"],
        meanings=["F:draw", "S1", "P1", "C1", "AB", "R1", "R2"],
        home="Real Madrid CF", away="FC Barcelona", competition="laliga",
        question="Will Real Madrid CF vs. FC Barcelona end in a draw?",
        slug="lal-rea-bar-2026-10-25-draw",
        group_item_title="Draw (Real Madrid CF vs. FC Barcelona)", market_type="moneyline", line=None,
        description=(
            "1. Definitions. In these terms the \"Match\" is the LaLiga fixture between Real Madrid CF and FC Barcelona "
            "set for 25 October 2026, and \"Regulation Time\" comprises the two halves of forty-five minutes each together "
            "with any time the referee adds for stoppages, but excludes any extra period and any penalty shoot-out.\n"
            "2. Resolution. This market shall resolve \"Yes\" if, on the expiry of Regulation Time, each club has scored the "
            "same number of goals. In every other case it shall resolve \"No\".\n"
            "3. Postponement. If the Match is postponed, the market shall remain open, without limit of time, pending the "
            "playing of the Match.\n"
            "4. Cancellation. If the Match is cancelled and not rearranged, the market shall resolve \"Yes\".\n"
            "5. Abandonment. A Match abandoned before Regulation Time has expired and not later completed shall be deemed "
            "cancelled for the purposes of clause 4.\n"
            "6. Sources. The result shall be determined by reference to the official statistics of LaLiga. Should those "
            "statistics not be published within two (2) hours of the conclusion of the Match, the result may be determined "
            "by reference to a consensus among credible news reports.\n"
            "7. Finality. No amendment to the official result made after this market has resolved shall affect its resolution."),
        resolution_source=LL, event_title="Real Madrid CF vs. FC Barcelona",
        game_start="2026-10-25 15:15:00+00",
        expected=exp("draw", "draw", src="official", fb="consensus", window="open_until_played",
                     cancelled="yes", post_long="result", abandoned="yes")))

    # 3. support agent, Q&A
    add(v1_leg(
        3, styles=["writer:support_agent", "layout:qa", "american_spelling", "contractions",
                   "date:month_d_yyyy", "numerals", "syn:beat"],
        meanings=["F:win", "S1", "P1", "C1", "R1"],
        home="Borussia Dortmund", away="FC Bayern München", competition="bundesliga",
        question="Will Borussia Dortmund win on 2026-11-07?", slug="bun-dor-bay-2026-11-07-dor",
        group_item_title="Borussia Dortmund", market_type="moneyline", line=None,
        description=(
            "Q: What is this market asking?\n"
            "A: Whether Borussia Dortmund beat FC Bayern München in their Bundesliga game on November 7, 2026. "
            "A Dortmund win makes it Yes. A Bayern win or a draw makes it No.\n\n"
            "Q: Does extra time count?\n"
            "A: League games don't have any, but just so it's clear: we only look at the score after the regular 90 "
            "minutes plus any stoppage time the referee adds.\n\n"
            "Q: The game got postponed. What happens now?\n"
            "A: Nothing changes for you. The market simply stays open until the game has been played, whenever that turns out to be.\n\n"
            "Q: And if it's canceled altogether?\n"
            "A: If it's canceled and never rescheduled, the market resolves No.\n\n"
            "Q: Where does the result come from?\n"
            "A: The official Bundesliga statistics. If those still aren't published 2 hours after the match ends, we go "
            "with what credible news outlets are consistently reporting."),
        resolution_source=BL, event_title="Borussia Dortmund vs. FC Bayern München",
        game_start="2026-11-07 17:30:00+00",
        expected=exp("win", "Borussia Dortmund", src="official", fb="consensus", window="open_until_played",
                     cancelled="no", post_long="result")))

    # 4. content writer, rule inside a match preview
    add(v1_leg(
        4, styles=["writer:content_writer", "layout:preview_then_rules", "british_spelling",
                   "number_words", "date:d_month_yyyy", "syn:scrapped", "syn:pushed_back", "away_team_leg"],
        meanings=["F:win", "S1", "P1", "C1", "R1"],
        home="FC Internazionale Milano", away="Juventus FC", competition="seriea",
        question="Will Juventus FC win on 2026-09-27?", slug="sea-int-juv-2026-09-27-juv",
        group_item_title="Juventus FC", market_type="moneyline", line=None,
        description=(
            "Few fixtures in Italy carry the weight of the Derby d'Italia. Inter will lean on a full San Siro, while "
            "Juventus head north hoping their new-look midfield can finally control a big away night. Can the Bianconeri "
            "spoil the party?\n\n"
            "How this market settles: it pays Yes only if Juventus FC come away with the win in their Serie A game "
            "against FC Internazionale Milano on 27 September 2026. A home win or a draw means No. The result is judged "
            "as it stands once ninety minutes and the referee's added time are up.\n\n"
            "If the match gets pushed back, the market keeps going and simply waits for the rearranged game, with no "
            "deadline. If it is scrapped entirely and never replayed, the market settles No.\n\n"
            "Final scores are taken from Serie A's official statistics; should those be missing two hours after the "
            "final whistle, we will rely instead on what credible sports reporting agrees on."),
        resolution_source=SA, event_title="FC Internazionale Milano vs. Juventus FC",
        game_start="2026-09-27 18:45:00+00",
        expected=exp("win", "Juventus FC", src="official", fb="consensus", window="open_until_played",
                     cancelled="no", post_long="result")))

    # 5. non-native English speaker
    add(v1_leg(
        5, styles=["writer:non_native_speaker", "layout:lines", "date:dd_mm_yyyy_explained",
                   "progressive_for_simple", "numerals", "syn:organised"],
        meanings=["F:draw", "S1", "P1", "C1", "R1"],
        home="Paris Saint-Germain FC", away="Olympique de Marseille", competition="ligue1",
        question="Will Paris Saint-Germain FC vs. Olympique de Marseille end in a draw?",
        slug="fl1-par-olm-2026-10-04-draw",
        group_item_title="Draw (Paris Saint-Germain FC vs. Olympique de Marseille)", market_type="moneyline",
        line=None,
        description=(
            "This market is resolving to \"Yes\" when the match Paris Saint-Germain FC against Olympique de Marseille of "
            "the Ligue 1, planned the 04/10/2026 (day/month/year), is finishing with same number of goals for the both "
            "teams. If one team is winning, it resolve to \"No\".\n"
            "Only the regular time is counted, it means the 90 minutes and the additional time given by referee. Extra "
            "time and penalty shots are not counted.\n"
            "In case the match is postponed, the market is staying open until the match is played.\n"
            "In case the match is cancelled and there is no new match organised, the market is resolving to \"Yes\".\n"
            "For the result we use the official statistics of the Ligue 1 (the organiser). If this statistics are not "
            "published in 2 hours after the match end, we can use the consensus of credible medias."),
        resolution_source=L1, event_title="Paris Saint-Germain FC vs. Olympique de Marseille",
        game_start="2026-10-04 18:45:00+00",
        expected=exp("draw", "draw", src="official", fb="consensus", window="open_until_played",
                     cancelled="yes", post_long="result")))

    # 6. engineer, two-column table
    add(v1_leg(
        6, styles=["writer:engineer", "layout:table", "numerals", "symbols", "date:iso"],
        meanings=["F:total", "S1", "P1", "C2", "R1"],
        home="Manchester City FC", away="Tottenham Hotspur FC", competition="epl",
        question="Manchester City FC vs. Tottenham Hotspur FC: Over 2.5 goals?",
        slug="epl-mac-tot-2026-11-21-total-2pt5",
        group_item_title="Over 2.5", market_type="totals", line=2.5,
        description=(
            "Settlement spec: total goals, MCI v TOT (Premier League, 2026-11-21)\n\n"
            "| Condition | Resolves |\n"
            "|---|---|\n"
            "| 3+ goals by both teams combined at the end of 90 min + stoppage | Yes |\n"
            "| 0, 1 or 2 goals combined | No |\n"
            "| Goals in extra time or a shoot-out | not counted |\n"
            "| Match postponed | stays open; waits for the rescheduled match |\n"
            "| Match cancelled, no make-up fixture | 50-50 (each side paid 0.50) |\n"
            "| Primary data | Premier League official stats |\n"
            "| Fallback data (official stats not out within 2 h of FT) | consensus of credible reporting |"),
        resolution_source=PL, event_title="Manchester City FC vs. Tottenham Hotspur FC - More Markets",
        game_start="2026-11-21 17:30:00+00",
        expected=exp("total", "over", line=2.5, src="official", fb="consensus", window="open_until_played",
                     cancelled="50-50", post_long="result")))

    # 7. compliance officer, headed paragraphs
    add(v1_leg(
        7, styles=["writer:compliance_officer", "layout:inline_headings", "british_spelling",
                   "number_words", "negation", "date:d_month_yyyy", "syn:margin"],
        meanings=["F:spread", "S1", "P1", "C2", "R1", "R2"],
        home="Atlético de Madrid", away="Sevilla FC", competition="laliga",
        question="Spread: Atlético de Madrid (-1.5)", slug="lal-mad-sev-2026-11-29-spread-home-1pt5",
        group_item_title="Atlético de Madrid (-1.5)", market_type="spreads", line=-1.5,
        description=(
            "Scope of this contract. This contract refers to the LaLiga fixture Atlético de Madrid v Sevilla FC, "
            "scheduled for 29 November 2026.\n"
            "Payout condition. The contract resolves Yes solely where Atlético de Madrid finish the match with a winning "
            "margin of at least two goals. Any other result, including an Atlético win by a single goal, a draw or a "
            "Sevilla FC win, resolves No.\n"
            "Measurement period. Only goals recorded in regulation (ninety minutes plus stoppage time) are recognised. "
            "Extra periods and penalty shoot-outs fall outside the measurement period.\n"
            "Postponement. A postponed fixture does not trigger settlement; the contract remains open until the fixture "
            "is played.\n"
            "Cancellation. If the fixture is cancelled and no make-up match takes place, the contract settles at 50-50.\n"
            "Data. Settlement relies on the official statistics recognised by LaLiga as organiser. If those are not "
            "available within two hours of full time, credible reporting, where it is consistent, may be relied upon. Corrections "
            "published after settlement are disregarded."),
        resolution_source=LL, event_title="Atlético de Madrid vs. Sevilla FC - More Markets",
        game_start="2026-11-29 20:00:00+00",
        expected=exp("spread", "Atlético de Madrid", line=1.5, src="official", fb="consensus",
                     window="open_until_played", cancelled="50-50", post_long="result")))

    # 8. journalist, news-story lede
    add(v1_leg(
        8, styles=["writer:journalist", "layout:news_story", "american_spelling", "ap_date",
                   "dash_asides", "number_words", "syn:find_the_net", "syn:makeup_date"],
        meanings=["F:btts", "S1", "P1", "C2", "R1"],
        home="Bayer 04 Leverkusen", away="Eintracht Frankfurt", competition="bundesliga",
        question="Bayer 04 Leverkusen vs. Eintracht Frankfurt: Both Teams to Score?",
        slug="bun-b04-ein-2026-12-12-btts",
        group_item_title="Both Teams to Score", market_type="both_teams_to_score", line=None,
        description=(
            "LEVERKUSEN, Germany — Will both Bayer 04 Leverkusen and Eintracht Frankfurt find the net when they meet in "
            "the Bundesliga on Saturday, Dec. 12, 2026? That is the question this market puts to traders.\n\n"
            "It resolves Yes if each side scores at least once before the referee brings regulation to a close — 90 "
            "minutes plus stoppage time — and No if either team is held scoreless. Goals in any extra period would not "
            "count, though league games have none.\n\n"
            "Should the game be postponed, the market will stay open until it is eventually played. Should it be "
            "canceled outright, with no makeup date, the market resolves 50-50.\n\n"
            "The result will be drawn from official Bundesliga statistics or, if those are not released within two "
            "hours of the final whistle, from a consensus of credible reporting."),
        resolution_source=BL, event_title="Bayer 04 Leverkusen vs. Eintracht Frankfurt - More Markets",
        game_start="2026-12-12 14:30:00+00",
        expected=exp("btts", "yes", src="official", fb="consensus", window="open_until_played",
                     cancelled="50-50", post_long="result")))

    # 9. product manager, release notes with bullets
    add(v1_leg(
        9, styles=["writer:product_manager", "layout:release_notes_bullets", "british_spelling",
                   "contractions", "date:iso", "numerals", "questions_as_headers"],
        meanings=["F:half", "P1", "C2", "R1"],
        home="SSC Napoli", away="AC Milan", competition="seriea",
        question="Will SSC Napoli lead at half-time vs. AC Milan?",
        slug="sea-nap-mil-2026-10-18-1h-nap",
        group_item_title="SSC Napoli (1st Half)", market_type="first_half_moneyline", line=None,
        description=(
            "What's new: first-half markets for Serie A\n\n"
            "From this matchday you can trade on who is in front at the break. This one covers SSC Napoli vs. AC Milan "
            "on 2026-10-18.\n\n"
            "• Resolves Yes: SSC Napoli are ahead on goals when the referee blows for half-time (the first 45 minutes "
            "plus first-half stoppage time).\n"
            "• Resolves No: AC Milan ahead, or the teams level, at the break.\n"
            "• Second-half goals play no part in this market.\n"
            "• Postponed? The market stays open until the match is played.\n"
            "• Cancelled and never rescheduled? Settles 50-50.\n"
            "• Data: official Serie A statistics; if they aren't out 2 hours after the final whistle, we use what "
            "credible reports agree on."),
        resolution_source=SA, event_title="SSC Napoli vs. AC Milan - More Markets",
        game_start="2026-10-18 18:45:00+00",
        expected=exp("half", "SSC Napoli", half="first", scope=None, src="official", fb="consensus",
                     window="open_until_played", cancelled="50-50", post_long="result")))

    # 10. sports-desk editor
    add(v1_leg(
        10, styles=["writer:sports_desk_editor", "layout:note_with_labels", "british_spelling",
                    "date:dd_mm_yyyy", "numerals", "syn:normal_time"],
        meanings=["F:exact_score", "S1", "P1", "C3", "R1"],
        home="Newcastle United FC", away="Aston Villa FC", competition="epl",
        question="Exact Score: Newcastle United FC 2 - 1 Aston Villa FC?",
        slug="epl-new-ast-2026-12-26-exact-score-2-1",
        group_item_title="Newcastle United FC 2-1", market_type="soccer_exact_score", line=None,
        description=(
            "Editor's note on settlement: Newcastle v Aston Villa, Boxing Day (26/12/2026)\n"
            "This market is Yes only if the score reads exactly Newcastle United FC 2, Aston Villa FC 1 when normal time "
            "ends (the 90 minutes and all stoppage time). Every other scoreline, a 2-1 win for Villa included, is No.\n"
            "Postponement: the market holds open for the rearranged date, however far off that is.\n"
            "Cancellation without a make-up fixture: the market is settled as though the match had finished 0-0, which "
            "makes this leg No.\n"
            "Source: official Premier League statistics, or a consensus of credible reporting where those are unavailable "
            "two hours after full time."),
        resolution_source=PL, event_title="Newcastle United FC vs. Aston Villa FC - More Markets",
        game_start="2026-12-26 15:00:00+00",
        expected=exp("exact_score", "2-1", src="official", fb="consensus", window="open_until_played",
                     cancelled="no", post_long="result")))

    # 11. statistician, advance (two-way knockout)
    add(v1_leg(
        11, styles=["writer:statistician", "layout:inline_headings", "formal_definition", "numerals",
                    "symbols", "british_spelling", "date:d_month_yyyy", "syn:progress"],
        meanings=["F:advance", "S6", "P1", "C2", "R1"],
        home="Brazil", away="Mexico", competition="wc",
        question="Will Brazil advance to the quarterfinals?",
        slug="fifwc-bra-mex-2026-07-05-bra-advance",
        group_item_title="Brazil", market_type="soccer_to_advance", line=None,
        description=(
            "Event definition. Let the tie be the FIFA World Cup 2026 round-of-16 match Brazil v Mexico, scheduled for "
            "5 July 2026. The outcome variable is binary: Brazil progress to the quarter-finals (Yes) or Mexico progress "
            "(No). No draw outcome exists.\n\n"
            "Observation window. The variable is observed when the tie is decided, however long that takes: 90 minutes "
            "and stoppage time; then, if level, 30 minutes of extra time (2 × 15); then, if still level, a penalty "
            "shoot-out. Winning the shoot-out counts as progressing.\n\n"
            "Missing data. If the match is postponed, the market remains open until it is played. If it is cancelled and "
            "no replacement match is arranged, the market resolves 50-50.\n\n"
            "Source. Official FIFA match statistics; if these have not appeared 2 hours after the final kick, a "
            "consensus of credible reporting."),
        resolution_source=FIFAU, event_title="Brazil vs. Mexico",
        game_start="2026-07-05 20:00:00+00",
        expected=exp("advance", "Brazil", scope="penalties", src="official", fb="consensus",
                     window="open_until_played", cancelled="50-50", post_long="result")))

    # 12. customer-service macro, P4
    add(v1_leg(
        12, styles=["writer:customer_service_macro", "layout:letter", "american_spelling",
                    "date:month_d_yyyy", "numerals", "number_words", "syn:beat"],
        meanings=["F:win", "S1", "P4", "C1", "R1"],
        home="United States", away="Paraguay", competition="wc",
        question="Will United States win on 2026-06-12?", slug="fifwc-usa-par-2026-06-12-usa",
        group_item_title="United States", market_type="moneyline", line=None,
        description=(
            "Hi there, and thanks for getting in touch! Here's how this market works:\n\n"
            "It resolves Yes if the United States beat Paraguay in their FIFA World Cup group match on June 12, 2026. A "
            "draw or a Paraguay win resolves it No. Only regulation counts (the 90 minutes plus stoppage time).\n\n"
            "If the match is postponed, the market stays open for up to 14 days while a new date is found. If no new "
            "date is set within those 14 days, the market settles at the last fair market price, taken at the moment "
            "the postponement was announced.\n\n"
            "If the match is canceled outright, the market resolves No.\n\n"
            "Results come from FIFA's official statistics. If they aren't posted within two hours of the final whistle, "
            "we use a consensus of credible reporting.\n\n"
            "Hope that helps! Reply any time if you have more questions."),
        resolution_source=FIFAU, event_title="United States vs. Paraguay",
        game_start="2026-06-13 01:00:00+00",
        expected=exp("win", "United States", src="official", fb="consensus", window=336,
                     cancelled="no", post_long="last_price")))

    # 13. lawyer's redraft of a plain rule, lettered paragraphs, away leg, abandonment
    add(v1_leg(
        13, styles=["writer:lawyer_redraft", "layout:lettered_paragraphs", "legal_drafting",
                    "number_words_and_numerals", "american_spelling", "date:month_d_yyyy", "syn:defeats",
                    "away_team_leg", "cross_references"],
        meanings=["F:win", "S1", "P1", "C1", "AB", "R1", "R2"],
        home="LA Galaxy", away="Los Angeles FC", competition="mls",
        question="Will Los Angeles FC win on 2026-09-19?", slug="mls-lag-laf-2026-09-19-laf",
        group_item_title="Los Angeles FC", market_type="moneyline", line=None,
        description=(
            "Resolution terms (redrafted; these replace the summary previously shown).\n"
            "(a) Subject to paragraphs (c) to (e), this market resolves \"Yes\" if, and only if, Los Angeles FC defeats "
            "LA Galaxy in the Major League Soccer match scheduled for September 19, 2026, and resolves \"No\" in all other "
            "circumstances, a drawn match included.\n"
            "(b) For paragraph (a), the result is the score at the close of regulation time, being ninety (90) minutes "
            "together with stoppage time, and excludes any extra time and any penalty kicks.\n"
            "(c) If the match is postponed, the market remains open until the match has been played, irrespective of "
            "the length of the delay.\n"
            "(d) If the match is canceled without a make-up match, the market resolves \"No\". A match that is abandoned "
            "and not resumed to completion shall be treated as canceled.\n"
            "(e) The result shall be established from the official statistics of Major League Soccer or, where those "
            "are not published within two (2) hours after the match ends, from a consensus of credible reporting. "
            "Revisions made after resolution shall be disregarded."),
        resolution_source=MLSU, event_title="LA Galaxy vs. Los Angeles FC",
        game_start="2026-09-20 02:30:00+00",
        expected=exp("win", "Los Angeles FC", src="official", fb="consensus", window="open_until_played",
                     cancelled="no", post_long="result", abandoned="no")))

    # 14. fan blogger; AMBIGUOUS scope (knockout second leg, no time scope)
    add(v1_leg(
        14, styles=["writer:fan_blogger", "layout:one_paragraph", "informal", "numerals",
                    "date:month_d_yyyy", "british_spelling"],
        meanings=["F:win", "S:ambiguous", "P1", "C1", "R1"],
        home="Liverpool FC", away="FC Bayern München", competition="ucl",
        question="Will Liverpool FC win on 2027-03-10?", slug="ucl-liv-bay-2027-03-10-liv",
        group_item_title="Liverpool FC", market_type="moneyline", line=None,
        description=(
            "Quick one for the Anfield faithful: this market is about the second leg of Liverpool FC's Champions League "
            "round-of-16 tie with FC Bayern München on March 10, 2027. It resolves Yes if Liverpool win the match, and No "
            "if they don't. Heads up, a postponed game doesn't close the market; it just waits until the game is played. "
            "If the game gets cancelled and never made up, it resolves No. Results come from UEFA's official stats, with a "
            "consensus of credible reporting used if UEFA hasn't published them within 2 hours."),
        resolution_source=UEFAU, event_title="Liverpool FC vs. FC Bayern München",
        game_start="2027-03-10 20:00:00+00",
        expected=exp("win", "Liverpool FC", scope="ambiguous", src="official", fb="consensus",
                     window="open_until_played", cancelled="no", post_long="result")))

    # 15. administrator; AMBIGUOUS cancellation
    add(v1_leg(
        15, styles=["writer:administrator", "layout:labelled_lines", "british_spelling", "date:d_mon_yyyy",
                    "numerals"],
        meanings=["F:win", "S1", "P1", "C:ambiguous", "R1"],
        home="Olympique Lyonnais", away="AS Monaco FC", competition="ligue1",
        question="Will Olympique Lyonnais win on 2026-11-01?", slug="fl1-lyo-mon-2026-11-01-lyo",
        group_item_title="Olympique Lyonnais", market_type="moneyline", line=None,
        description=(
            "Market: Olympique Lyonnais to win v AS Monaco FC (Ligue 1), 1 Nov 2026.\n"
            "Resolution: \"Yes\" if Olympique Lyonnais win within regulation time (90 minutes and stoppage time); \"No\" "
            "for a draw or an AS Monaco FC win.\n"
            "Postponement: the market remains open until the fixture has been played.\n"
            "Cancellation: where the fixture does not take place at all, settlement will follow the platform's internal "
            "policy on cancelled events.\n"
            "Source: official Ligue 1 statistics, with a consensus of credible reporting as the fallback where the "
            "official figures are not out within 2 hours."),
        resolution_source=L1, event_title="Olympique Lyonnais vs. AS Monaco FC",
        game_start="2026-11-01 16:00:00+00",
        expected=exp("win", "Olympique Lyonnais", src="official", fb="consensus", window="open_until_played",
                     cancelled="ambiguous", post_long="result")))

    # 16. forum moderator; AMBIGUOUS source
    add(v1_leg(
        16, styles=["writer:forum_moderator", "layout:quoted_lines", "informal", "abbreviations",
                    "date:dd.mm.yyyy", "syn:injury_time", "syn:replay"],
        meanings=["F:draw", "S1", "P1", "C1", "R:ambiguous"],
        home="West Ham United FC", away="Brentford FC", competition="epl",
        question="Will West Ham United FC vs. Brentford FC end in a draw?",
        slug="epl-wes-bre-2026-10-31-draw",
        group_item_title="Draw (West Ham United FC vs. Brentford FC)", market_type="moneyline", line=None,
        description=(
            "[Pinned] How the Draw market is settled for West Ham United FC vs. Brentford FC (31.10.2026):\n"
            "> Yes if the two sides are level at the end of 90 mins + injury time. Otherwise No.\n"
            "> Game postponed: market stays open till it's played.\n"
            "> Game cancelled with no replay: Yes.\n"
            "> Result: we go by the Premier League site and the BBC / Sky match reports.\n"
            "Thread locked, thanks all."),
        resolution_source="", event_title="West Ham United FC vs. Brentford FC",
        game_start="2026-10-31 15:00:00+00",
        expected=exp("draw", "draw", src="ambiguous", fb="ambiguous", window="open_until_played",
                     cancelled="yes", post_long="result")))

    # 17. startup founder; AMBIGUOUS postponement
    add(v1_leg(
        17, styles=["writer:startup_founder", "layout:paras", "casual", "number_words",
                    "date:mon_d_yyyy_no_comma", "syn:delayed"],
        meanings=["F:win", "S1", "P:ambiguous", "C1", "R1"],
        home="Real Betis Balompié", away="Villarreal CF", competition="laliga",
        question="Will Real Betis Balompié win on 2026-12-19?", slug="lal-bet-vil-2026-12-19-bet",
        group_item_title="Real Betis Balompié", market_type="moneyline", line=None,
        description=(
            "Real Betis Balompié vs. Villarreal CF, LaLiga, Dec 19 2026. This market resolves Yes if Real Betis Balompié "
            "win. We take the result at the end of regulation (ninety minutes plus stoppage); extra time and shoot-outs "
            "don't apply. A draw or a Villarreal win is No.\n\n"
            "If the game is delayed, we'll hang on for a while to see whether it gets played; if it doesn't happen within "
            "what we judge a reasonable wait, we'll decide then how to settle it. If the game is cancelled and never "
            "replayed, this market resolves No.\n\n"
            "We use LaLiga's official stats; if they aren't up within two hours after the final whistle, we go with what "
            "credible reports agree on."),
        resolution_source=LL, event_title="Real Betis Balompié vs. Villarreal CF",
        game_start="2026-12-19 17:30:00+00",
        expected=exp("win", "Real Betis Balompié", src="official", fb="consensus", window="ambiguous",
                     cancelled="no", post_long="ambiguous")))

    # 18. minimalist ops note; silent on postponement and cancellation; negation
    add(v1_leg(
        18, styles=["writer:ops_minimalist", "layout:one_paragraph", "negation", "date:d_mon_yyyy",
                    "syn:added_time"],
        meanings=["F:win", "S1", "R1"],
        home="Brighton & Hove Albion FC", away="Fulham FC", competition="epl",
        question="Will Brighton & Hove Albion FC win on 2026-09-12?", slug="epl-bri-ful-2026-09-12-bri",
        group_item_title="Brighton & Hove Albion FC", market_type="moneyline", line=None,
        description=(
            "This market will not resolve Yes unless Brighton & Hove Albion FC beat Fulham FC in the Premier League on "
            "12 Sep 2026, counting only the 90 minutes and added time (no extra time, no penalties); in every other case "
            "it resolves No. Resolution uses the official Premier League statistics; if these are not out two hours "
            "after the final whistle, a consensus of credible reporting decides."),
        resolution_source=PL, event_title="Brighton & Hove Albion FC vs. Fulham FC",
        game_start="2026-09-12 14:00:00+00",
        expected=exp("win", "Brighton & Hove Albion FC", src="official", fb="consensus")))

    # 19. data scientist, total under with notation
    add(v1_leg(
        19, styles=["writer:data_scientist", "layout:labelled_lines", "math_notation", "number_words",
                    "date:dd_mm_yyyy", "british_spelling"],
        meanings=["F:total", "S1", "P1", "C2", "R1"],
        home="AS Roma", away="SS Lazio", competition="seriea",
        question="AS Roma vs. SS Lazio: Under 1.5 goals?", slug="sea-rom-laz-2026-11-22-total-1pt5-under",
        group_item_title="Under 1.5", market_type="totals", line=1.5,
        description=(
            "Resolution criterion: let G be the total number of goals scored by AS Roma and SS Lazio combined in their "
            "Serie A match of 22/11/2026, counted over the regulation period only (ninety minutes plus stoppage time; own "
            "goals count, extra time and shoot-outs do not). This market resolves Yes if G is zero or one, i.e. G < 2, "
            "and No if G is two or more.\n"
            "Postponement: the market stays open until the match is completed.\n"
            "Cancellation with no rescheduled match: resolves 50-50.\n"
            "Data: Serie A official match statistics; if those are unavailable two hours after the match ends, credible "
            "reporting in consensus."),
        resolution_source=SA, event_title="AS Roma vs. SS Lazio - More Markets",
        game_start="2026-11-22 19:45:00+00",
        expected=exp("total", "under", line=1.5, src="official", fb="consensus", window="open_until_played",
                     cancelled="50-50", post_long="result")))

    # 20. radio commentator, second-half draw
    add(v1_leg(
        20, styles=["writer:radio_commentator", "layout:one_paragraph_plus_line", "spoken_register",
                    "worked_example", "number_words", "date:ordinal_of_month", "syn:restart"],
        meanings=["F:half", "P1", "C2", "R1"],
        home="RB Leipzig", away="VfB Stuttgart", competition="bundesliga",
        question="Will the second half of RB Leipzig vs. VfB Stuttgart end level?",
        slug="bun-lei-stu-2026-10-10-2h-draw",
        group_item_title="Draw (2nd Half)", market_type="second_half_moneyline", line=None,
        description=(
            "Right, here's the deal on this one, folks. We're only looking at the second half of RB Leipzig against VfB "
            "Stuttgart in the Bundesliga, Saturday the 10th of October 2026. Forget the first half entirely: if both "
            "teams score the same number of goals after the restart (the second 45 minutes plus whatever stoppage the "
            "ref adds at the end), it's Yes. If either side outscores the other in that second half, it's No. So a game "
            "that's 1-0 at the break and finishes 2-1 is a Yes, because the second half ended one apiece.\n"
            "Postponed? The market stays open until it's played. Cancelled with no make-up? Fifty-fifty. Official "
            "Bundesliga figures decide, and if they're not published within two hours, it's a consensus of credible "
            "reporting."),
        resolution_source=BL, event_title="RB Leipzig vs. VfB Stuttgart - More Markets",
        game_start="2026-10-10 13:30:00+00",
        expected=exp("half", "draw", half="second", scope=None, src="official", fb="consensus",
                     window="open_until_played", cancelled="50-50", post_long="result")))

    # 21. betting-shop manager, abandonment distinct from cancellation
    add(v1_leg(
        21, styles=["writer:betting_shop_manager", "layout:paras", "british_spelling", "date:ordinal_month_yyyy",
                    "syn:injury_time", "exception_clause", "condition_after_outcome"],
        meanings=["F:win", "S1", "P1", "C1", "AB", "R1"],
        home="Manchester United FC", away="Nottingham Forest FC", competition="epl",
        question="Will Manchester United FC win on 2026-11-28?", slug="epl-mun-not-2026-11-28-mun",
        group_item_title="Manchester United FC", market_type="moneyline", line=None,
        description=(
            "House rules for this market (Manchester United FC v Nottingham Forest FC, Premier League, 28th November 2026):\n"
            "This market only pays out on a Manchester United FC win, judged on the score at the end of the ninety "
            "minutes plus injury time. Anything else, be it a draw or a Forest win, and it settles No.\n"
            "If the game is postponed it stays open until it's played. If it's cancelled and there's no replay, it "
            "settles No.\n"
            "One exception: if the game kicks off but is abandoned partway through and never finished, we don't treat "
            "that as a cancellation. In that case the market pays out 50-50.\n"
            "We settle from the official Premier League stats, and if they're not out two hours after the end, on a "
            "consensus of credible reporting."),
        resolution_source=PL, event_title="Manchester United FC vs. Nottingham Forest FC",
        game_start="2026-11-28 17:30:00+00",
        expected=exp("win", "Manchester United FC", src="official", fb="consensus", window="open_until_played",
                     cancelled="no", post_long="result", abandoned="50-50")))

    return out
