"""venue_one legs of set (aw): one writer per leg, every text written by hand."""
from common import v1, E


def M(id_, q, slug, git, smt, desc, rs, title, gst, line=None):
    return {"id": id_, "question": q, "slug": slug, "groupItemTitle": git,
            "sportsMarketType": smt, "line": line, "description": desc,
            "resolutionSource": rs, "event_title": title, "gameStartTime": gst}


PL = "https://www.premierleague.com/"
LL = "https://www.laliga.com/"
BL = "https://www.bundesliga.com/"
SA = "https://www.legaseriea.it/"
L1 = "https://www.ligue1.com/"


def legs():
    out = []

    # 001 terse trader, shorthand lines
    out.append(v1("aw1-001", ["writer:terse_trader", "layout:lines", "abbreviations", "arrows", "numerals"],
        ["F:win", "S1", "P1", "C1", "R1"], "Arsenal FC", "Tottenham Hotspur FC", "epl",
        M("5102281", "Will Arsenal FC win on 2026-11-21?", "epl-ars-tot-2026-11-21-ars", "Arsenal FC", "moneyline",
          "ARS win = Yes. Anything else (draw, Spurs win) = No.\n"
          "Clock: 90' + stoppage. No ET, no pens.\n"
          "PPD: mkt stays up until the game actually gets played. No cutoff.\n"
          "CXL, no replay: No.\n"
          "Src: PL official stats. Nothing official by 2h after FT -> go with what credible outlets report in agreement.",
          PL, "Arsenal FC vs. Tottenham Hotspur FC", "2026-11-21 17:30:00+00"),
        E("win", "Arsenal FC", "regulation", "official", "consensus", "open_until_played", "no", "result")))

    # 002 careful lawyer, numbered clauses with definitions
    out.append(v1("aw1-002", ["writer:lawyer", "layout:numbered", "definitions", "shall", "number_words_and_numerals", "british_date", "syn:level"],
        ["F:draw", "S1", "P1", "C1", "AB", "R1", "R2"], "Real Betis Balompié", "Sevilla FC", "laliga",
        M("5102302", "Will Real Betis Balompié vs. Sevilla FC end in a draw?", "lal-bet-sev-2026-10-04-draw",
          "Draw (Real Betis Balompié vs. Sevilla FC)", "moneyline",
          "1. Definitions. In these terms the \"Fixture\" is the LaLiga match between Real Betis Balompié and Sevilla FC set for 4 October 2026, and \"Regulation Time\" is the ninety (90) minutes of play together with any time the referee adds for stoppages.\n"
          "2. Resolution. This market shall resolve to \"Yes\" if, when Regulation Time expires, the two clubs have scored an equal number of goals, and to \"No\" in every other case. Any extra time and any penalty shoot-out shall be disregarded.\n"
          "3. Postponement. Should the Fixture be postponed, the market shall remain open, without limit of time, until the Fixture is played.\n"
          "4. Cancellation. Should the Fixture be cancelled and not replayed, the market shall resolve to \"Yes\".\n"
          "5. Abandonment. A Fixture abandoned before Regulation Time expires and never completed shall be treated for all purposes as cancelled under clause 4.\n"
          "6. Source. Resolution shall be determined by reference to the official statistics published by LaLiga. Where those statistics have not been published within two (2) hours after the final whistle of the Fixture, resolution may instead rest on a consensus of credible reporting.\n"
          "7. Finality. No amendment of the official score after resolution shall affect this market.",
          LL, "Real Betis Balompié vs. Sevilla FC", "2026-10-04 19:00:00+00"),
        E("draw", "draw", "regulation", "official", "consensus", "open_until_played", "yes", "result", "yes")))

    # 003 support agent, Q&A
    out.append(v1("aw1-003", ["writer:support_agent", "layout:faq", "contractions", "us_date", "syn:beat"],
        ["F:win", "S1", "P1", "C1", "R1"], "Borussia Dortmund", "FC Bayern München", "bundesliga",
        M("5102345", "Will FC Bayern München win on 2026-10-17?", "bun-dor-bay-2026-10-17-bay", "FC Bayern München", "moneyline",
          "Q: What does Yes mean here?\n"
          "A: Yes wins if FC Bayern München beat Borussia Dortmund in their Bundesliga game on October 17, 2026. A draw or a Dortmund win means No.\n\n"
          "Q: Do extra time or a shoot-out matter?\n"
          "A: No. We only look at the score once the regular 90 minutes and any stoppage time are over.\n\n"
          "Q: What if the game gets postponed?\n"
          "A: Nothing closes. The market waits for the rescheduled game, however long that takes, and resolves on that result.\n\n"
          "Q: And if it's called off for good?\n"
          "A: If there's no make-up game, the market resolves No.\n\n"
          "Q: Where does the result come from?\n"
          "A: The Bundesliga's official match statistics. If they aren't out within 2 hours of the final whistle, we can use what credible news outlets agree on.",
          BL, "Borussia Dortmund vs. FC Bayern München", "2026-10-17 16:30:00+00"),
        E("win", "FC Bayern München", "regulation", "official", "consensus", "open_until_played", "no", "result")))

    # 004 content writer, rule inside a match preview
    out.append(v1("aw1-004", ["writer:content_writer", "layout:preview_then_rule", "syn:come_out_on_top", "syn:pushed_back", "syn:called_off", "british_date", "number_words"],
        ["F:win", "S1", "P1", "C1", "R1", "R2"], "FC Internazionale Milano", "Juventus FC", "seriea",
        M("5102388", "Will FC Internazionale Milano win on 2026-11-08?", "sea-int-juv-2026-11-08-int", "FC Internazionale Milano", "moneyline",
          "Derby d'Italia preview: Inter welcome Juventus to San Siro on Sunday 8 November 2026 with both sides chasing top spot. Inter have lost only once at home this season, while Juve arrive on a run of four clean sheets in a row, so something has to give.\n\n"
          "How this market settles: it pays Yes if Inter come out on top against Juventus in this Serie A fixture, and No if the game is drawn or Juventus win. Only the scoreline at the end of regular time, 90 minutes plus stoppage, is used. If the fixture gets pushed back, the market simply stays open until it is played. If it is called off and never replayed, the market resolves No. The result is taken from Lega Serie A's official statistics; should those not be available within two hours of the final whistle, a consensus of credible reporting can be used. Corrections to the score made after the market has resolved won't change anything.",
          SA, "FC Internazionale Milano vs. Juventus FC", "2026-11-08 19:45:00+00"),
        E("win", "FC Internazionale Milano", "regulation", "official", "consensus", "open_until_played", "no", "result")))

    # 005 non-native English speaker
    out.append(v1("aw1-005", ["writer:non_native_french", "layout:lines", "nonstandard_grammar", "eu_date_slash", "number_words", "syn:same_score"],
        ["F:draw", "S1", "P1", "C1", "R1"], "Olympique de Marseille", "Paris Saint-Germain FC", "ligue1",
        M("5102411", "Will Olympique de Marseille vs. Paris Saint-Germain FC end in a draw?", "fl1-olm-par-2026-10-25-draw",
          "Draw (Olympique de Marseille vs. Paris Saint-Germain FC)", "moneyline",
          "This market is for the match Olympique de Marseille against Paris Saint-Germain FC in Ligue 1, on 25/10/2026. If the two team finish with same score after the ninety minutes and the added time, market is resolving \"Yes\". If one team is winning, it is \"No\". The extra time and the penalties, they are not counted.\n"
          "In case the match is postponed, market stay open until the match is played, no matter the new date.\n"
          "In case the match is cancelled and there is no replay match, market is resolving \"Yes\".\n"
          "For result we take the official statistics of the Ligue de Football Professionnel. If these are not published in 2 hours after end of match, we can use the consensus of the credible media.",
          L1, "Olympique de Marseille vs. Paris Saint-Germain FC", "2026-10-25 19:45:00+00"),
        E("draw", "draw", "regulation", "official", "consensus", "open_until_played", "yes", "result")))

    # 006 engineer, two-column table, total over 2.5
    out.append(v1("aw1-006", ["writer:backend_engineer", "layout:table", "symbols", "numerals", "iso_date"],
        ["F:total", "S1", "P1", "C2", "R1"], "Manchester City FC", "Liverpool FC", "epl",
        M("5102460", "Will Manchester City FC vs. Liverpool FC have 3 or more goals?", "epl-mac-liv-2026-10-24-total-2pt5",
          "Over 2.5", "totals",
          "| Field | Rule |\n"
          "|---|---|\n"
          "| Match | Manchester City FC vs. Liverpool FC, Premier League, 2026-10-24 |\n"
          "| Yes if | goals by both teams combined >= 3 (over 2.5) |\n"
          "| No if | goals combined <= 2 |\n"
          "| Counted period | 90 min + stoppage; extra time and shoot-out excluded |\n"
          "| Own goals | count toward the total |\n"
          "| Postponed | no deadline; market remains live until the match is played |\n"
          "| Cancelled, no make-up | resolves 50-50 |\n"
          "| Primary source | official Premier League stats |\n"
          "| Fallback | consensus of credible reporting, if official stats are not out within 2 h of full time |",
          PL, "Manchester City FC vs. Liverpool FC - More Markets", "2026-10-24 16:30:00+00", line=2.5),
        E("total", "over", "regulation", "official", "consensus", "open_until_played", "50-50", "result", line=2.5)))

    # 007 compliance officer, headings, advance
    out.append(v1("aw1-007", ["writer:compliance_officer", "layout:headings", "formal", "us_date", "syn:qualifies"],
        ["F:advance", "S6", "P1", "C2", "R1"], "Real Madrid CF", "Manchester City FC", "ucl",
        M("5102502", "Will Real Madrid CF advance past Manchester City FC?", "ucl-rea-mac-2027-03-17-rea", "Real Madrid CF", "moneyline",
          "Contract scope\n"
          "This contract concerns the UEFA Champions League round-of-16 tie between Real Madrid CF and Manchester City FC, whose second leg is scheduled for March 17, 2027.\n\n"
          "Determining event\n"
          "The contract resolves \"Yes\" if Real Madrid CF qualifies for the quarter-finals and \"No\" if Manchester City FC qualifies. Qualification is decided over both legs and takes into account any extra time and any penalty shoot-out at the end of the second leg.\n\n"
          "Postponement\n"
          "If the second leg is postponed, the contract remains open until the tie has been decided on the pitch.\n\n"
          "Cancellation\n"
          "If the second leg is cancelled and not replayed, the contract resolves 50-50, regardless of any qualifier later designated by administrative decision.\n\n"
          "Data\n"
          "The qualifying team is taken from UEFA's official records. If UEFA has not published the outcome 2 hours after the second leg finishes, the contract may be resolved on a consensus of credible reporting.",
          "https://www.uefa.com/", "Real Madrid CF vs. Manchester City FC", "2027-03-17 20:00:00+00"),
        E("advance", "Real Madrid CF", "penalties", "official", "consensus", "open_until_played", "50-50", "result")))

    # 008 journalist, news prose
    out.append(v1("aw1-008", ["writer:journalist", "layout:one_paragraph", "british_date", "syn:scrapped", "syn:victory", "number_words"],
        ["F:win", "S1", "P1", "C1", "R1", "R2"], "Brazil", "Morocco", "wc",
        M("5102547", "Will Brazil win on 2026-06-13?", "fifwc-bra-mar-2026-06-13-bra", "Brazil", "moneyline",
          "Brazil open their World Cup campaign against Morocco on 13 June 2026, and this market asks one thing: will the Seleção win? It resolves Yes on a Brazil victory and No on a draw or a Moroccan win. As in every group-stage game, the verdict is read off the scoreboard when the referee ends regulation play, 90 minutes plus stoppage; no extra time or shoot-out is involved. Should the game be postponed, the market waits for it to be played, whenever that is. Should it be scrapped altogether with no replacement fixture, the market resolves No. FIFA's official match statistics decide; if FIFA has not published them inside two hours of full time, a consensus of credible reporting will do. Edits to the official score after resolution are ignored.",
          "https://www.fifa.com/", "Brazil vs. Morocco", "2026-06-13 22:00:00+00"),
        E("win", "Brazil", "regulation", "official", "consensus", "open_until_played", "no", "result")))

    # 009 product manager, release notes, btts
    out.append(v1("aw1-009", ["writer:product_manager", "layout:release_notes", "bullets", "american_spelling", "us_date_short"],
        ["F:btts", "S1", "P1", "C2", "R1"], "Chelsea FC", "Newcastle United FC", "epl",
        M("5102590", "Chelsea FC vs. Newcastle United FC: Both Teams to Score?", "epl-che-new-2026-12-12-btts",
          "Both Teams to Score", "both_teams_to_score",
          "Release notes: Both Teams to Score (BTTS), v1.2\n\n"
          "What it does\n"
          "- Resolves Yes when Chelsea FC and Newcastle United FC each score at least one goal in their Premier League match on Dec 12, 2026.\n"
          "- Resolves No when either side (or both) ends the match without a goal.\n\n"
          "What changed in this version\n"
          "- Counting window clarified: only goals in the 90 minutes and stoppage time count. Goals in extra time or a penalty shoot-out are not counted.\n"
          "- Postponements: the market now stays open until the match is played, with no cut-off date.\n"
          "- Cancellations: if the match is canceled and not made up, the market resolves 50-50.\n\n"
          "Data\n"
          "- Resolution uses the Premier League's official stats. If those stats are missing 2 hours after the final whistle, we fall back to a consensus of credible reporting.",
          PL, "Chelsea FC vs. Newcastle United FC - More Markets", "2026-12-12 15:00:00+00"),
        E("btts", "yes", "regulation", "official", "consensus", "open_until_played", "50-50", "result")))

    # 010 sports-desk editor, first-half result
    out.append(v1("aw1-010", ["writer:sports_desk_editor", "layout:caps_heading_lines", "british_date", "syn:ahead_at_break", "number_words"],
        ["F:half", "P1", "C2", "R1"], "Atlético de Madrid", "Valencia CF", "laliga",
        M("5102633", "Will Atlético de Madrid lead at halftime on 2026-11-29?", "lal-mad-val-2026-11-29-1h-mad",
          "Atlético de Madrid (1st half)", "soccer_halftime_result",
          "FIRST-HALF RESULT. Atlético de Madrid v Valencia CF, LaLiga, Sunday 29 November 2026.\n"
          "Yes if Atlético are ahead when the referee blows for half-time, first-half stoppage time included. Level at the break, or Valencia ahead: No. Nothing that happens in the second half matters.\n"
          "Postponed: trading continues and the market waits for the game, whenever it is played.\n"
          "Cancelled, with no rearranged fixture: resolves 50-50.\n"
          "Result source: LaLiga's official statistics or, should those still be missing two hours after full time, what credible reporting agrees on.",
          LL, "Atlético de Madrid vs. Valencia CF - Halftime Result", "2026-11-29 20:00:00+00"),
        E("half", "Atlético de Madrid", None, "official", "consensus", "open_until_played", "50-50", "result", half="first")))

    # 011 statistician, exact score, named provider with official fallback
    out.append(v1("aw1-011", ["writer:statistician", "layout:definitions", "variables", "iff", "iso_date"],
        ["F:exact_score", "S1", "P1", "C3", "R:provider_then_official"], "Bayer 04 Leverkusen", "VfB Stuttgart", "bundesliga",
        M("5102676", "Exact Score: Bayer 04 Leverkusen 2 - 1 VfB Stuttgart?", "bun-b04-stu-2026-09-26-score-2-1",
          "2-1", "soccer_exact_score",
          "Let H be the number of goals credited to Bayer 04 Leverkusen and A the number credited to VfB Stuttgart at the end of regulation time (the 90 minutes plus any stoppage time; extra time and penalties, should there be any, are out of scope) in their Bundesliga match of 2026-09-26. This market resolves Yes if and only if H = 2 and A = 1, and No for every other pair (H, A).\n"
          "Data: the primary source is Opta's match data. If Opta's figures are unavailable, the Bundesliga's official statistics are used instead.\n"
          "Postponement: the market remains open until the match takes place, with no time limit.\n"
          "Cancellation with no make-up fixture: the score is taken to be 0-0 for resolution, so this market resolves No.",
          BL, "Bayer 04 Leverkusen vs. VfB Stuttgart - Exact Score", "2026-09-26 13:30:00+00"),
        E("exact_score", "2-1", "regulation", "provider", "official", "open_until_played", "no", "result")))

    # 012 customer-service macro, MLS away win, abandonment
    out.append(v1("aw1-012", ["writer:cs_macro", "layout:greeting_paras", "contractions", "american_spelling", "us_date_ordinal", "syn:beat"],
        ["F:win", "S1", "P1", "C1", "AB", "R1"], "LA Galaxy", "Los Angeles FC", "mls",
        M("5102719", "Will Los Angeles FC win on 2026-07-18?", "mls-lag-laf-2026-07-18-laf", "Los Angeles FC", "moneyline",
          "Hi there, thanks for getting in touch! Here's how this market works:\n\n"
          "It resolves to \"Yes\" if Los Angeles FC beat LA Galaxy in their MLS match on Saturday, July 18th, 2026. If the match is tied or LA Galaxy win, it resolves to \"No\". We only count regulation, meaning the 90 minutes plus stoppage time. Extra time and penalties aren't part of it.\n\n"
          "If the game is postponed, don't worry: the market just stays open until it's played. If it's canceled and never made up, the market resolves to \"No\". The same goes for a game that's abandoned and never finished, since we treat that like a cancellation.\n\n"
          "We use MLS's official stats to settle. If they're not posted within 2 hours of the final whistle, we'll go with a consensus of credible reporting.\n\n"
          "Hope that helps! Let us know if you have any other questions.",
          "https://www.mlssoccer.com/", "LA Galaxy vs. Los Angeles FC", "2026-07-19 02:30:00+00"),
        E("win", "Los Angeles FC", "regulation", "official", "consensus", "open_until_played", "no", "result", "no")))

    # 013 lawyer's redraft of a plain rule, lettered paragraphs
    out.append(v1("aw1-013", ["writer:lawyer_redraft", "layout:lettered", "legal_drafting", "for_the_avoidance_of_doubt", "british_date", "syn:level_on_goals", "syn:kicks_from_the_penalty_mark"],
        ["F:draw", "S1", "P1", "C1", "AB", "R1", "R2"], "AC Milan", "SSC Napoli", "seriea",
        M("5102762", "Will AC Milan vs. SSC Napoli end in a draw?", "sea-acm-nap-2027-01-17-draw",
          "Draw (AC Milan vs. SSC Napoli)", "moneyline",
          "Settlement terms (as redrafted).\n"
          "(a) Subject to paragraphs (b) to (e), this market resolves \"Yes\" where the Serie A fixture AC Milan v SSC Napoli, appointed for 17 January 2027, concludes level on goals upon expiry of normal playing time, being ninety minutes together with such additional time as the referee may allow, and resolves \"No\" otherwise.\n"
          "(b) For the avoidance of doubt, no regard shall be had to extra time or to kicks from the penalty mark.\n"
          "(c) In the event of postponement the market shall remain unresolved until the fixture is played, irrespective of the date on which it is played.\n"
          "(d) In the event of cancellation without rearrangement, the market resolves \"Yes\". A fixture abandoned and neither resumed nor replayed shall be deemed cancelled for the purposes of this paragraph.\n"
          "(e) The operative source is the official statistics of Lega Serie A or, failing publication thereof within two hours of the conclusion of the fixture, a consensus of credible reporting. A correction to the official score made subsequent to resolution shall be of no effect.",
          SA, "AC Milan vs. SSC Napoli", "2027-01-17 19:45:00+00"),
        E("draw", "draw", "regulation", "official", "consensus", "open_until_played", "yes", "result", "yes")))

    # 014 fan blogger, knockout second leg with no time scope -> scope ambiguous
    out.append(v1("aw1-014", ["writer:fan_blogger", "layout:one_paragraph", "exclamations", "us_date", "no_scope_knockout"],
        ["F:win", "S:ambiguous", "P1", "C1", "R1"], "FC Barcelona", "Borussia Dortmund", "ucl",
        M("5102805", "Will FC Barcelona win on 2027-03-10?", "ucl-bar-dor-2027-03-10-bar", "FC Barcelona", "moneyline",
          "Big night at the Camp Nou! Barça need a result against Borussia Dortmund in this Champions League round-of-16 second leg on March 10, 2027, and this market is simple: Yes if FC Barcelona win the match, No if they don't. If the game gets postponed the market waits, staying open till it's played. If it gets cancelled and there's no make-up game, it's a No. We go by UEFA's official stats, or a consensus of credible reporting if UEFA hasn't put them out 2 hours after the final whistle.",
          "https://www.uefa.com/", "FC Barcelona vs. Borussia Dortmund", "2027-03-10 20:00:00+00"),
        E("win", "FC Barcelona", "ambiguous", "official", "consensus", "open_until_played", "no", "result")))

    # 015 retired bookmaker, cancellation by "house rules" -> ambiguous
    out.append(v1("aw1-015", ["writer:retired_bookmaker", "layout:one_paragraph", "bookmaker_jargon", "british_date_ordinal", "syn:injury_time"],
        ["F:win", "S1", "P1", "C:ambiguous", "R1"], "Aston Villa FC", "Everton FC", "epl",
        M("5102848", "Will Everton FC win on 2026-12-26?", "epl-ast-eve-2026-12-26-eve", "Everton FC", "moneyline",
          "Everton FC to win away at Aston Villa FC, Premier League, Boxing Day, 26th December 2026. Settled on the full-time result, meaning ninety minutes plus injury time; extra time and penalties don't come into it. Villa win or a draw, it's a No. Postponed games stand: the market stays open until the fixture is played, however late. If the match is cancelled, settlement follows our normal house rules for void matches. Results per the Premier League's official statistics or, if none are published within two hours of full time, the consensus of credible reporting.",
          PL, "Aston Villa FC vs. Everton FC", "2026-12-26 15:00:00+00"),
        E("win", "Everton FC", "regulation", "official", "consensus", "open_until_played", "ambiguous", "result")))

    # 016 marketing copywriter, two sources with no order -> source ambiguous
    out.append(v1("aw1-016", ["writer:marketing_copy", "layout:one_paragraph", "rhetorical_questions", "syn:all_square", "short_date"],
        ["F:draw", "S1", "P1", "C1", "R:ambiguous"], "RB Leipzig", "Eintracht Frankfurt", "bundesliga",
        M("5102891", "Will RB Leipzig vs. Eintracht Frankfurt end in a draw?", "bun-lei-ein-2026-11-07-draw",
          "Draw (RB Leipzig vs. Eintracht Frankfurt)", "moneyline",
          "Think this one ends all square? Back the draw! This market resolves Yes if RB Leipzig and Eintracht Frankfurt are level when the 90 minutes and stoppage time are up on 7 Nov 2026, and No if either side wins. Postponed? No problem: the market stays live till the game gets played. Cancelled with no replay? It resolves Yes. Results come from the official Bundesliga app or the big sports news sites.",
          "", "RB Leipzig vs. Eintracht Frankfurt", "2026-11-07 14:30:00+00"),
        E("draw", "draw", "regulation", "ambiguous", "ambiguous", "open_until_played", "yes", "result")))

    # 017 sportsbook trader, spread
    out.append(v1("aw1-017", ["writer:sportsbook_trader", "layout:one_paragraph", "handicap_notation", "syn:two_clear_goals", "iso_date", "dollar_amounts"],
        ["F:spread", "S1", "P1", "C2", "R1"], "Real Madrid CF", "Getafe CF", "laliga",
        M("5102934", "Spread: Real Madrid CF (-1.5)", "lal-rea-get-2026-12-05-spread-home-1pt5",
          "Real Madrid CF (-1.5)", "spreads",
          "Real Madrid CF -1.5 against Getafe CF (LaLiga, 2026-12-05). Yes needs Real Madrid to win by two clear goals or more; a one-goal Madrid win, a draw or a Getafe win is No. The margin is taken at the end of 90 minutes plus stoppage, with no extra time or penalties. If the match is postponed the market remains open until it is played. If it is called off and never made up, it settles 50-50 (each side paid $0.50). Source: LaLiga official statistics, with a consensus of credible reporting used if official figures are not out within 2 hours of full time.",
          LL, "Real Madrid CF vs. Getafe CF - More Markets", "2026-12-05 17:30:00+00", line=-1.5),
        E("spread", "Real Madrid CF", "regulation", "official", "consensus", "open_until_played", "50-50", "result", line=1.5)))

    # 018 teacher, markdown headings, total under, abandonment 50-50
    out.append(v1("aw1-018", ["writer:school_teacher", "layout:md_headings", "number_words", "us_date", "syn:fewer_than"],
        ["F:total", "S1", "P1", "C2", "AB", "R1"], "AS Monaco", "LOSC Lille", "ligue1",
        M("5102977", "Will AS Monaco vs. LOSC Lille have fewer than 3 goals?", "fl1-mon-lil-2027-02-06-total-2pt5",
          "Under 2.5", "totals",
          "## The question\n"
          "Will AS Monaco and LOSC Lille score fewer than three goals between them in their Ligue 1 match of February 6, 2027?\n\n"
          "## How it resolves\n"
          "Add up the goals both teams score during regular time, the 90 minutes plus stoppage time. Two goals or fewer: Yes. Three or more: No.\n\n"
          "## If the match moves or does not finish\n"
          "A postponed match keeps the market open until it is played. If the match is cancelled outright, or abandoned and never completed, the market resolves 50-50.\n\n"
          "## Where the numbers come from\n"
          "The Ligue de Football Professionnel's official statistics. If they are still missing two hours after full time, we use a consensus of credible reporting instead.",
          L1, "AS Monaco vs. LOSC Lille - More Markets", "2027-02-06 16:00:00+00", line=2.5),
        E("total", "under", "regulation", "official", "consensus", "open_until_played", "50-50", "result", "50-50", line=2.5)))

    # 019 community moderator, vague postponement -> timing and payout ambiguous
    out.append(v1("aw1-019", ["writer:community_moderator", "layout:one_paragraph", "casual", "british_date", "syn:delayed", "syn:drags_on"],
        ["F:win", "S1", "P:ambiguous", "C1", "R1"], "AS Roma", "SS Lazio", "seriea",
        M("5103020", "Will AS Roma win on 2027-03-21?", "sea-rom-laz-2027-03-21-rom", "AS Roma", "moneyline",
          "Heads up on how we'll settle this one, folks. It's AS Roma vs SS Lazio, the Derby della Capitale, on 21 March 2027. Yes if Roma win in normal time (90 mins + stoppage), No for a draw or a Lazio win. If the derby gets delayed we'll keep things open for a while, and if it drags on too long we'll sort it out in whatever way seems fair at that point. If it's cancelled and never replayed, it resolves No. Results from Serie A's official stats; if those aren't up within two hours of the end, we'll go with what credible outlets agree on.",
          SA, "AS Roma vs. SS Lazio", "2027-03-21 17:00:00+00"),
        E("win", "AS Roma", "regulation", "official", "consensus", "ambiguous", "no", "ambiguous")))

    # 020 former referee, knockout draw at end of regulation
    out.append(v1("aw1-020", ["writer:former_referee", "layout:paras", "precise_definition", "british_date", "even_if"],
        ["F:draw", "S1", "P1", "C1", "R1"], "Spain", "Germany", "wc",
        M("5103063", "Will Spain vs. Germany end in a draw?", "fifwc-esp-ger-2026-07-04-draw",
          "Draw (Spain vs. Germany)", "moneyline",
          "This is a knockout game, so let me be precise about what \"draw\" means here. The market resolves Yes if Spain and Germany have scored the same number of goals once the added time at the end of the second half has been played, that is, after 90 minutes plus stoppage. It stays a Yes even if the match then goes on to extra time or penalties, whatever happens in those periods. If either side leads when normal time ends, it is No.\n"
          "The match is scheduled for 4 July 2026. If it is postponed, the market stays open until it is played. If it is called off and no replacement game is held, the market resolves Yes.\n"
          "Resolution follows FIFA's official match statistics; if these are not out within two hours of the final whistle, the market can be settled on a consensus of credible reporting instead.",
          "https://www.fifa.com/", "Spain vs. Germany", "2026-07-04 21:00:00+00"),
        E("draw", "draw", "regulation", "official", "consensus", "open_until_played", "yes", "result")))

    # 021 US regulated-exchange rulebook writer, P4 two-week window, last fair price
    out.append(v1("aw1-021", ["writer:us_rulebook", "layout:labelled_paras", "american_spelling", "us_numeric_date", "number_words_and_numerals", "syn:penalty_kicks"],
        ["F:win", "S1", "P4", "C:last_price", "R1"], "Brighton & Hove Albion FC", "Fulham FC", "epl",
        M("5103106", "Will Brighton & Hove Albion FC win on 2027-01-30?", "epl-bri-ful-2027-01-30-bri",
          "Brighton & Hove Albion FC", "moneyline",
          "Contract: Brighton & Hove Albion FC to win vs. Fulham FC (Premier League), scheduled 01/30/2027.\n\n"
          "Payout criteria: The contract pays Yes if Brighton & Hove Albion FC is ahead at the end of regulation time (90 minutes plus stoppage time; extra time and penalty kicks are not counted). Otherwise it pays No.\n\n"
          "Postponement: If the match is postponed and is not rescheduled to take place within fourteen (14) days of the originally scheduled date, the contract will settle at its last fair market price, determined as of the time the postponement was announced.\n\n"
          "Cancellation: If the match is canceled, the contract settles at its last fair market price as of the time the cancellation was announced.\n\n"
          "Source: Official statistics recognized by the Premier League; if these are unavailable two hours after the match ends, a consensus of credible reporting.",
          PL, "Brighton & Hove Albion FC vs. Fulham FC", "2027-01-30 15:00:00+00"),
        E("win", "Brighton & Hove Albion FC", "regulation", "official", "consensus", 336, "last_price", "last_price")))

    return out
