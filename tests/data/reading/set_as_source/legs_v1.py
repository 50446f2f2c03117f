"""Set (as), venue_one legs: help-centre pages written in plain words.

Every leg is hand-written. The `expected` record is stated inline next to the text,
read from the text alone.
"""

YESNO = "[\"Yes\", \"No\"]"

SITES = {
    "epl": "https://www.premierleague.com/",
    "laliga": "https://www.laliga.com/",
    "bundesliga": "https://www.bundesliga.com/",
    "seriea": "https://www.legaseriea.it/",
    "ligue1": "https://www.ligue1.com/",
    "mls": "https://www.mlssoccer.com/",
    "ucl": "https://www.uefa.com/uefachampionsleague/",
    "wc": "https://www.fifa.com/",
}


def exp(family, outcome, scope, src, fb, tw, vc, vp, va, line=None, half=None):
    return {
        "family": family, "outcome": outcome, "line": line, "half": half, "scope": scope,
        "source_primary": src, "source_fallback": fb, "timing_window": tw,
        "void_cancelled": vc, "void_postponed_long": vp, "void_abandoned": va,
    }


def leg(n, mid, styles, meanings, home, away, comp, question, slug, git, smt, line,
        desc, start, expected, resolution_source=None):
    return {
        "id": "as1-%03d" % n,
        "venue": "venue_one",
        "styles": sorted(styles),
        "meanings": meanings,
        "home": home,
        "away": away,
        "competition": comp,
        "market": {
            "id": str(mid),
            "question": question,
            "slug": slug,
            "groupItemTitle": git,
            "sportsMarketType": smt,
            "line": line,
            "outcomes": YESNO,
            "description": desc,
            "resolutionSource": SITES[comp] if resolution_source is None else resolution_source,
            "event_title": "%s vs. %s" % (home, away),
            "gameStartTime": start,
        },
        "expected": expected,
    }


def legs():
    L = []

    # 1 ---------------------------------------------------------------- win, S1 P1 C1 R1 R2
    L.append(leg(
        1, 5120031,
        ["help_centre", "second_person", "summary_first", "faq_headings", "yes_no_answer",
         "number_words", "date:day_month_year", "aside:good_to_know", "negation"],
        ["F:win", "S1", "P1", "C1", "R1", "R2"],
        "Arsenal FC", "Chelsea FC", "epl",
        "Will Arsenal FC win on 2026-10-17?", "epl-ars-che-2026-10-17-ars", "Arsenal FC",
        "moneyline", None,
        "In short: Yes wins if Arsenal FC beat Chelsea FC in their Premier League game on "
        "17 October 2026. Any other result and Yes loses.\n\n"
        "What has to happen for Yes to pay?\n"
        "Arsenal FC need to be in front when the referee ends normal time, which is ninety "
        "minutes plus whatever time is added on. A draw or a Chelsea FC win means No.\n\n"
        "Does extra time count?\n"
        "No. This is a league game, and we only look at the regular 90 minutes and the "
        "stoppage time.\n\n"
        "What if the match is postponed?\n"
        "Nothing happens to your position. The market stays open and waits for the game to "
        "be played, however long that takes.\n\n"
        "What if it's cancelled and never replayed?\n"
        "Then this market settles No.\n\n"
        "Where do you get the result?\n"
        "From the official match stats published by the Premier League. If they still aren't "
        "out two hours after the final whistle, we'll go by what trusted news outlets are "
        "all reporting.\n\n"
        "Good to know: once the market has settled, we won't reopen it if the score is "
        "corrected later.",
        "2026-10-17 14:00:00+00",
        exp("win", "Arsenal FC", "regulation", "official", "consensus",
            "open_until_played", "no", "result", None)))

    # 2 ---------------------------------------------------------------- draw, bullets, US spelling
    L.append(leg(
        2, 5120077,
        ["help_centre", "second_person", "faq_headings", "bullets", "american_spelling",
         "date:long_us", "numerals", "aside:heads_up", "yes_no_answer"],
        ["F:draw", "S1", "P1", "C1", "R1"],
        "Real Madrid CF", "FC Barcelona", "laliga",
        "Will Real Madrid CF vs. FC Barcelona end in a draw?",
        "lal-rea-bar-2026-10-25-draw", "Draw (Real Madrid CF vs. FC Barcelona)",
        "moneyline", None,
        "Does this market pay if El Clásico finishes level?\n"
        "Yes. If Real Madrid CF and FC Barcelona are tied at the end of 90 minutes plus stoppage "
        "time on October 25, 2026, Yes pays. If either team wins, it's No.\n\n"
        "Quick answers\n"
        "- Extra time? Not counted. Neither is a penalty shootout.\n"
        "- Game postponed? The market simply stays open until the match actually gets "
        "played.\n"
        "- Game canceled with no replay date? We treat that as a draw, so this market "
        "settles Yes.\n"
        "- Who decides the score? LaLiga's official statistics. Heads up: if those aren't "
        "out within 2 hours after the match ends, we'll use the consensus of reliable "
        "media reports instead.",
        "2026-10-25 19:00:00+00",
        exp("draw", "draw", "regulation", "official", "consensus",
            "open_until_played", "yes", "result", None)))

    # 3 ---------------------------------------------------------------- win, P4 fourteen days
    L.append(leg(
        3, 5120145,
        ["help_centre", "second_person", "faq_headings", "number_words", "date:day_month_year",
         "condition_after", "british_spelling"],
        ["F:win", "S1", "P4", "C1", "R1"],
        "FC Bayern München", "Borussia Dortmund", "bundesliga",
        "Will FC Bayern München win on 2026-11-07?", "bun-bay-dor-2026-11-07-bay",
        "FC Bayern München", "moneyline", None,
        "Will FC Bayern München beat Borussia Dortmund? Here's how this one works.\n\n"
        "How is the winner decided?\n"
        "We go by the score at the end of normal time (the 90 minutes plus any stoppage). "
        "Bayern have to be in front then for Yes to pay. A draw doesn't count as a win.\n\n"
        "What if the game doesn't go ahead on 7 November 2026?\n"
        "If it's postponed, the market stays open for now. But if no new date has been set "
        "within fourteen days, we'll close it out at the last fair market price, taken at "
        "the moment the postponement was announced.\n\n"
        "What if it's called off for good?\n"
        "Your Yes shares settle as No if the match is cancelled and there's no replay.\n\n"
        "Which result do you use?\n"
        "The Bundesliga's official statistics. If they're not available within two hours, "
        "we'll rely on what credible outlets agree on.",
        "2026-11-07 17:30:00+00",
        exp("win", "FC Bayern München", "regulation", "official", "consensus",
            336, "no", "last_price", None)))

    # 4 ---------------------------------------------------------------- win, abandonment = cancellation
    L.append(leg(
        4, 5120210,
        ["help_centre", "second_person", "summary_first", "faq_headings", "date:dd/mm/yyyy",
         "as_long_as", "abbrev:hrs", "aside:good_to_know", "syn:abandoned"],
        ["F:win", "S1", "P1", "C1", "AB", "R1"],
        "Juventus FC", "FC Internazionale Milano", "seriea",
        "Will Juventus FC win on 2026-11-22?", "sea-juv-int-2026-11-22-juv", "Juventus FC",
        "moneyline", None,
        "Summary: Yes if Juventus FC win against FC Internazionale Milano (Serie A, "
        "22/11/2026). No for a draw or an Inter win.\n\n"
        "Which part of the game counts?\n"
        "Just regulation: 90 minutes and whatever time the referee adds on. Nothing after "
        "that.\n\n"
        "The match got postponed. What now?\n"
        "Sit tight. We'll keep the market open until the match has been played, with no cut-off "
        "date.\n\n"
        "What if the match is cancelled?\n"
        "As long as a replacement game gets scheduled, we wait for it. If there's no make-up "
        "game at all, the market resolves No.\n\n"
        "And if the match is abandoned halfway through?\n"
        "An abandoned match that isn't completed is handled exactly like a cancellation, so "
        "it would settle No.\n\n"
        "Where does the result come from?\n"
        "Serie A's official figures. Good to know: if those figures don't appear within "
        "2 hrs of full time, we'll settle on a consensus of credible reporting.",
        "2026-11-22 19:45:00+00",
        exp("win", "Juventus FC", "regulation", "official", "consensus",
            "open_until_played", "no", "result", "no")))

    # 5 ---------------------------------------------------------------- advance, S6, C2
    L.append(leg(
        5, 5120388,
        ["help_centre", "second_person", "summary_first", "faq_headings", "yes_no_answer",
         "date:long_us", "american_spelling", "two_way", "syn:qualify"],
        ["F:advance", "S6", "P1", "C2", "R1"],
        "Real Madrid CF", "Manchester City FC", "ucl",
        "Will Manchester City FC advance to the Champions League semi-finals?",
        "ucl-rea-mac-2027-04-14-advance-mac", "Manchester City FC",
        "soccer_to_advance", None,
        "This market is about who goes through, not who wins on the night.\n\n"
        "When does Yes pay?\n"
        "If Manchester City FC qualify for the Champions League semi-finals from their "
        "quarter-final tie with Real Madrid CF. The second leg is on April 14, 2027.\n\n"
        "Does extra time count? What about penalties?\n"
        "Yes to both. If the tie is level after 90 minutes, we wait for extra time and, if "
        "needed, the penalty shoot-out. Whoever goes through decides the market.\n\n"
        "What if the second leg is postponed?\n"
        "We keep the market running until the second leg happens, whenever that is.\n\n"
        "What if the second leg is canceled and not replayed?\n"
        "We'll settle the market 50-50, so each share is worth $0.50.\n\n"
        "Where's the result from?\n"
        "UEFA's official match data. If UEFA hasn't published it within two hours, we'll "
        "use the consensus of credible reporting.",
        "2027-04-14 19:00:00+00",
        exp("advance", "Manchester City FC", "penalties", "official", "consensus",
            "open_until_played", "50-50", "result", None)))

    # 6 ---------------------------------------------------------------- total over 2.5
    L.append(leg(
        6, 5120402,
        ["help_centre", "second_person", "summary_first", "faq_headings", "numerals",
         "number_words", "date:weekday_long_us", "as_long_as", "negation"],
        ["F:total", "S1", "P1", "C2", "R1"],
        "Liverpool FC", "Manchester City FC", "epl",
        "Will Liverpool FC vs. Manchester City FC have over 2.5 goals?",
        "epl-liv-mac-2026-11-29-total-2pt5", "Over 2.5", "totals", 2.5,
        "Will there be 3 or more goals when Liverpool FC host Manchester City FC on Sunday, "
        "November 29, 2026?\n\n"
        "How does this one settle?\n"
        "Add up both teams' goals. Three or more and Yes pays; two or fewer and it's No.\n\n"
        "Do goals in stoppage time count?\n"
        "Yes, as long as they come before the final whistle of normal time. We only count "
        "goals from the 90 minutes plus stoppage time, never extra time or a shoot-out.\n\n"
        "What if the match is postponed?\n"
        "Your position stays open and the market waits for the rescheduled match.\n\n"
        "What if it's cancelled?\n"
        "If there's no make-up game, the market resolves 50-50, so every share pays out "
        "half.\n\n"
        "Where do the numbers come from?\n"
        "The Premier League's official stats, with a consensus of credible reporting as the "
        "backup if the official stats aren't out 2 hours after the game.",
        "2026-11-29 16:30:00+00",
        exp("total", "over", "regulation", "official", "consensus",
            "open_until_played", "50-50", "result", None, line=2.5)))

    # 7 ---------------------------------------------------------------- total under 3.5, silent on postponement
    L.append(leg(
        7, 5120466,
        ["help_centre", "second_person", "summary_first", "bullets", "date:d_mon_yyyy",
         "number_words", "aside:good_to_know", "syn:called_off", "syn:abandoned"],
        ["F:total", "S1", "C2", "AB", "R1"],
        "SSC Napoli", "AC Milan", "seriea",
        "Will SSC Napoli vs. AC Milan have fewer than 4 goals?",
        "sea-nap-mil-2026-12-06-total-3pt5", "Under 3.5", "totals", 3.5,
        "Yes = three goals or fewer in total. No = four or more.\n\n"
        "Good to know before you trade:\n"
        "\u2022 This covers SSC Napoli v AC Milan in Serie A, kicking off 6 Dec 2026.\n"
        "\u2022 Only goals in the 90 minutes and stoppage time are added up.\n"
        "\u2022 Own goals count like any other goal.\n"
        "\u2022 If the game is called off and never replayed, or abandoned and not finished, "
        "each share settles at 50 cents.\n"
        "\u2022 We settle from Serie A's official statistics. If they're not published within "
        "two hours of the end of play, we'll use what credible news sources agree on.",
        "2026-12-06 19:45:00+00",
        exp("total", "under", "regulation", "official", "consensus",
            None, "50-50", None, "50-50", line=3.5)))

    # 8 ---------------------------------------------------------------- spread, away favourite
    L.append(leg(
        8, 5120519,
        ["help_centre", "second_person", "faq_headings", "date:dd.mm.yyyy", "number_words",
         "negation", "terse"],
        ["F:spread", "S1", "P1", "C2", "R1"],
        "SV Werder Bremen", "FC Bayern München", "bundesliga",
        "Spread: FC Bayern München (-1.5)", "bun-wer-bay-2026-12-12-spread-away-1pt5",
        "FC Bayern München (-1.5)", "spreads", -1.5,
        "What does \"-1.5\" mean here?\n"
        "FC Bayern München have to beat SV Werder Bremen by at least two goals for Yes to "
        "pay. A one-goal Bayern win, a draw or a Bremen win all mean No.\n\n"
        "Which minutes count?\n"
        "Regular time only (90 minutes plus stoppage). Extra time and penalties never "
        "count.\n\n"
        "What if the match on 12.12.2026 is postponed?\n"
        "We'll keep the market open until it's played.\n\n"
        "What if it's cancelled without a make-up game?\n"
        "The market is split down the middle: 50-50.\n\n"
        "Where's the score from?\n"
        "Official Bundesliga data; if that isn't out within two hours, credible reporting "
        "by consensus.",
        "2026-12-12 14:30:00+00",
        exp("spread", "FC Bayern München", "regulation", "official", "consensus",
            "open_until_played", "50-50", "result", None, line=1.5)))

    # 9 ---------------------------------------------------------------- btts yes, R2
    L.append(leg(
        9, 5120587,
        ["help_centre", "second_person", "faq_headings", "yes_no_answer", "aside:heads_up",
         "aside:good_to_know", "syn:scrapped", "numerals", "date:iso"],
        ["F:btts", "S1", "P1", "C2", "R1", "R2"],
        "Tottenham Hotspur FC", "Newcastle United FC", "epl",
        "Tottenham Hotspur FC vs. Newcastle United FC: Both Teams to Score",
        "epl-tot-new-2027-01-02-btts", "Both Teams to Score", "both_teams_to_score", None,
        "Both teams to score, explained (match date: 2027-01-02)\n\n"
        "Do I win if both sides find the net?\n"
        "Yes. If Tottenham Hotspur FC and Newcastle United FC each score at least once, Yes "
        "pays. If either team (or both) fails to score, No pays.\n\n"
        "Do own goals count?\n"
        "Yes. An own goal counts for the team it's credited to.\n\n"
        "Which part of the match counts?\n"
        "Only normal time: the first 90 minutes plus stoppage time.\n\n"
        "Heads up: postponed games\n"
        "If the game is moved to another day, the market just stays open until the match "
        "happens.\n\n"
        "And cancelled games?\n"
        "If the match is scrapped with no make-up game, we resolve it 50/50.\n\n"
        "Good to know: we use the Premier League's official stats. If they're missing two "
        "hours after the final whistle, a consensus of trusted reports is used instead. "
        "Corrections made after we've settled don't change anything.",
        "2027-01-02 15:00:00+00",
        exp("btts", "yes", "regulation", "official", "consensus",
            "open_until_played", "50-50", "result", None)))

    # 10 --------------------------------------------------------------- btts negated (no)
    L.append(leg(
        10, 5120633,
        ["help_centre", "second_person", "summary_first", "worked_examples", "date:iso",
         "negation", "inline_questions"],
        ["F:btts", "S1", "P1", "C2", "R1"],
        "Olympique de Marseille", "Paris Saint-Germain FC", "ligue1",
        "Will at least one team fail to score in Olympique de Marseille vs. Paris "
        "Saint-Germain FC?",
        "fl1-olm-par-2027-01-17-btts-no", "Both Teams to Score: No",
        "both_teams_to_score", None,
        "One-line summary: Yes pays if Olympique de Marseille or Paris Saint-Germain FC (or "
        "both) end the match without a goal.\n\n"
        "Say Marseille win 2-0. Does Yes pay? Yes, PSG didn't score.\n"
        "Say it finishes 1-1. Does Yes pay? No, both teams scored.\n\n"
        "Does extra time count? No, we only look at the 90 minutes plus stoppage time.\n\n"
        "What if the match (Ligue 1, 2027-01-17) is postponed? We'll wait: the market "
        "remains open until the match is played.\n\n"
        "What if it's cancelled? If no make-up game is played, it settles 50-50.\n\n"
        "Results source: Ligue 1's official statistics are the main source. If they aren't "
        "published within two hours, we'll go with a consensus of credible media.",
        "2027-01-17 19:45:00+00",
        exp("btts", "no", "regulation", "official", "consensus",
            "open_until_played", "50-50", "result", None)))

    # 11 --------------------------------------------------------------- first-half result
    L.append(leg(
        11, 5120701,
        ["help_centre", "second_person", "summary_first", "faq_headings", "negation",
         "date:short_us", "numerals"],
        ["F:half", "P1", "C2", "R1"],
        "Newcastle United FC", "Aston Villa FC", "epl",
        "Will Newcastle United FC lead at half-time on 2027-01-23?",
        "epl-new-ast-2027-01-23-1h-new", "Newcastle United FC (1H)",
        "first_half_moneyline", None,
        "This is a first-half market. Only the score at half-time matters.\n\n"
        "When does Yes pay?\n"
        "If Newcastle United FC are ahead of Aston Villa FC when the referee blows for "
        "half-time on Jan 23, 2027, including any time added on at the end of the first "
        "half. Level at the break, or Villa in front? That's a No.\n\n"
        "Does the second half matter?\n"
        "No. What happens after the break doesn't affect this market, even if the lead "
        "changes.\n\n"
        "What if the match is postponed?\n"
        "Trading carries on until the match gets played.\n\n"
        "What if it never gets played?\n"
        "If the match is cancelled and no make-up game is arranged, this market resolves "
        "50-50.\n\n"
        "Where's the score from?\n"
        "The Premier League's official statistics, or a consensus of credible reporting if "
        "those aren't out within 2 hours.",
        "2027-01-23 17:30:00+00",
        exp("half", "Newcastle United FC", None, "official", "consensus",
            "open_until_played", "50-50", "result", None, half="first")))

    # 12 --------------------------------------------------------------- exact score 1-2 (away win)
    L.append(leg(
        12, 5120756,
        ["help_centre", "second_person", "faq_headings", "terse", "date:iso",
         "syn:called_off", "only_if"],
        ["F:exact_score", "S1", "P1", "C3", "R1"],
        "Manchester City FC", "Arsenal FC", "epl",
        "Manchester City FC vs. Arsenal FC: Exact Score 1-2?",
        "epl-mac-ars-2027-02-13-score-1-2", "Manchester City FC 1-2 Arsenal FC",
        "exact_score", None,
        "Will it finish Manchester City FC 1, Arsenal FC 2 on 2027-02-13?\n\n"
        "How does it settle?\n"
        "Yes only if the score at the end of 90 minutes plus added time is exactly 1-2 "
        "(City 1, Arsenal 2). Any other score is a No.\n\n"
        "Postponed?\n"
        "We hold the market open until the match is played.\n\n"
        "Cancelled?\n"
        "If the game is called off and no make-up game takes place, we treat the score as "
        "0-0. That means this market settles No.\n\n"
        "Source?\n"
        "Official Premier League stats, falling back to a consensus of reliable reporting "
        "if they're not out within two hours of full-time.",
        "2027-02-13 17:30:00+00",
        exp("exact_score", "1-2", "regulation", "official", "consensus",
            "open_until_played", "no", "result", None)))

    # 13 --------------------------------------------------------------- AMBIGUOUS scope: knockout, "final result"
    L.append(leg(
        13, 5120812,
        ["help_centre", "second_person", "faq_headings", "date:ordinal_us", "terse"],
        ["F:win", "S:ambiguous", "P1", "C1", "R1"],
        "Argentina", "France", "wc",
        "Will Argentina win on 2026-07-05?", "fifwc-arg-fra-2026-07-05-arg", "Argentina",
        "moneyline", None,
        "Round of 16: Argentina vs. France\n\n"
        "What do I need for Yes?\n"
        "Argentina must win the match played on July 5th, 2026. Otherwise your Yes shares "
        "lose.\n\n"
        "Which result counts?\n"
        "We use the final result of the match.\n\n"
        "Postponements\n"
        "If the match is moved to a later date, the market waits for it; there's no "
        "deadline.\n\n"
        "Cancellations\n"
        "If it's cancelled with no make-up match, this market settles No.\n\n"
        "Result source\n"
        "FIFA's official statistics. If they aren't available within two hours after the "
        "game ends, we use a consensus of credible reporting.",
        "2026-07-05 20:00:00+00",
        exp("win", "Argentina", "ambiguous", "official", "consensus",
            "open_until_played", "no", "result", None)))

    # 14 --------------------------------------------------------------- AMBIGUOUS cancellation
    L.append(leg(
        14, 5120870,
        ["help_centre", "second_person", "summary_first", "faq_headings",
         "date:weekday_day_month", "reassurance"],
        ["F:win", "S1", "P1", "C:ambiguous", "R1"],
        "Olympique Lyonnais", "AS Monaco FC", "ligue1",
        "Will Olympique Lyonnais win on 2027-02-20?", "fl1-lyo-mon-2027-02-20-lyo",
        "Olympique Lyonnais", "moneyline", None,
        "Will Olympique Lyonnais beat AS Monaco FC on Saturday 20 February 2027?\n\n"
        "The short version: Yes if Lyon win in regular time, No for anything else.\n\n"
        "What counts as regular time?\n"
        "The full 90 minutes plus stoppage time. There's no extra time in Ligue 1.\n\n"
        "What if the match is postponed?\n"
        "Don't worry, the market stays live until the rescheduled match is played.\n\n"
        "What if it's cancelled altogether?\n"
        "That's rare. If it happens, our team will look at the circumstances and let you "
        "know how the market will be settled.\n\n"
        "Which source do you use?\n"
        "Official Ligue 1 statistics. Should they be missing two hours after the match, "
        "we'll use the consensus of credible news reports.",
        "2027-02-20 16:00:00+00",
        exp("win", "Olympique Lyonnais", "regulation", "official", "consensus",
            "open_until_played", "ambiguous", "result", None)))

    # 15 --------------------------------------------------------------- AMBIGUOUS postponement
    L.append(leg(
        15, 5120934,
        ["help_centre", "second_person", "faq_headings", "american_spelling", "date:iso",
         "vague_discretion", "numerals"],
        ["F:draw", "S1", "P:ambiguous", "C1", "R1"],
        "LA Galaxy", "Seattle Sounders FC", "mls",
        "Will LA Galaxy vs. Seattle Sounders FC end in a draw?",
        "mls-lag-sea-2026-09-19-draw", "Draw (LA Galaxy vs. Seattle Sounders FC)",
        "moneyline", None,
        "Yes pays if LA Galaxy and Seattle Sounders FC are level at the end of regulation "
        "(90 minutes plus stoppage) in their game on 2026-09-19. No pays if either team "
        "wins.\n\n"
        "What if the match is delayed or postponed?\n"
        "We'll keep the market open for a while to see if it gets played. If it's pushed "
        "back too far, we'll settle it in whatever way we think is reasonable.\n\n"
        "What if it's canceled?\n"
        "If there's no make-up game, we count it as a draw and the market resolves Yes.\n\n"
        "Where's the result from?\n"
        "MLS's official match stats. If those don't show up within 2 hours, we'll go with "
        "what credible outlets are reporting.",
        "2026-09-20 02:30:00+00",
        exp("draw", "draw", "regulation", "official", "consensus",
            "ambiguous", "yes", "ambiguous", None)))

    # 16 --------------------------------------------------------------- AMBIGUOUS source
    L.append(leg(
        16, 5120988,
        ["help_centre", "second_person", "faq_headings", "negation", "date:iso",
         "unordered_sources"],
        ["F:win", "S1", "P1", "C1", "R:ambiguous"],
        "Sevilla FC", "Real Betis Balompié", "laliga",
        "Will Real Betis Balompié win on 2027-03-07?", "lal-sev-bet-2027-03-07-bet",
        "Real Betis Balompié", "moneyline", None,
        "Sevilla FC vs. Real Betis Balompié (2027-03-07): will Betis win?\n\n"
        "Yes if Real Betis Balompié win. A draw or a Sevilla FC win is a No.\n\n"
        "Does extra time or a shoot-out count?\n"
        "No. It's the score once the 90 minutes and stoppage time are up that matters.\n\n"
        "What if it's postponed?\n"
        "The market stays open until the match is played.\n\n"
        "What if it's cancelled and not replayed?\n"
        "It resolves No.\n\n"
        "Where do you check the result?\n"
        "On LaLiga's website or on major sports news sites.",
        "2027-03-07 20:00:00+00",
        exp("win", "Real Betis Balompié", "regulation", "ambiguous", "ambiguous",
            "open_until_played", "no", "result", None)))

    # 17 --------------------------------------------------------------- knockout win, explicit regulation
    L.append(leg(
        17, 5121040,
        ["help_centre", "second_person", "aside:heads_up", "faq_headings", "negation",
         "exception", "number_words", "british_spelling", "date:day_month_year",
         "worked_examples", "aside:good_to_know"],
        ["F:win", "S1", "P1", "C1", "R1", "R2"],
        "England", "Brazil", "wc",
        "Will England win on 2026-06-30?", "fifwc-eng-bra-2026-06-30-eng", "England",
        "moneyline", None,
        "Heads up: this is a knockout game, but this market is only about normal time.\n\n"
        "Will England win?\n"
        "Yes pays only if England are ahead of Brazil at the end of normal time (ninety "
        "minutes plus stoppage) on 30 June 2026.\n\n"
        "Does extra time count?\n"
        "No. If it's 1-1 after 90 minutes and England win in extra time, this market still "
        "settles No.\n\n"
        "What about penalties?\n"
        "Same answer: winning the shoot-out doesn't count.\n\n"
        "What if the game is postponed?\n"
        "The market stays open until the match takes place.\n\n"
        "What if it's cancelled?\n"
        "If it's not played at all and there's no make-up game, the market resolves No.\n\n"
        "Where do results come from?\n"
        "FIFA's official statistics (the ones the tournament organisers recognise). If they "
        "aren't out within two hours, we'll use a consensus of credible reporting.\n\n"
        "Good to know: score changes after we settle won't be applied.",
        "2026-06-30 20:00:00+00",
        exp("win", "England", "regulation", "official", "consensus",
            "open_until_played", "no", "result", None)))

    # 18 --------------------------------------------------------------- draw, AB 50-50, C1 yes
    L.append(leg(
        18, 5121103,
        ["help_centre", "second_person", "bullets", "sentence_completion", "number_words",
         "date:long_us", "british_spelling", "aside:good_to_know", "syn:abandoned"],
        ["F:draw", "S1", "P1", "C1", "AB", "R1"],
        "Borussia Dortmund", "Bayer 04 Leverkusen", "bundesliga",
        "Will Borussia Dortmund vs. Bayer 04 Leverkusen end in a draw?",
        "bun-dor-b04-2027-03-13-draw", "Draw (Borussia Dortmund vs. Bayer 04 Leverkusen)",
        "moneyline", None,
        "Draw market: Borussia Dortmund vs. Bayer 04 Leverkusen (Bundesliga, March 13, "
        "2027)\n\n"
        "Yes wins if the score is level when regular time ends, that is ninety minutes plus "
        "stoppage time. If either side is ahead, No wins.\n\n"
        "What happens if...\n"
        "\u2022 ...the match is postponed? Your position stays open until the match is actually "
        "played.\n"
        "\u2022 ...the match is cancelled and not rescheduled? We'll treat it as a draw, so Yes "
        "wins.\n"
        "\u2022 ...the match is abandoned and not completed? Then we settle the market "
        "50-50.\n\n"
        "Where do the results come from?\n"
        "The Bundesliga's official statistics. Good to know: if they're not out within two "
        "hours, we'll go by a consensus of credible reporting.",
        "2027-03-13 17:30:00+00",
        exp("draw", "draw", "regulation", "official", "consensus",
            "open_until_played", "yes", "result", "50-50")))

    # 19 --------------------------------------------------------------- win, silent on postponement & cancellation
    L.append(leg(
        19, 5121177,
        ["help_centre", "second_person", "terse", "inline_questions", "date:day_month_year",
         "aside:good_to_know", "away_side"],
        ["F:win", "S1", "R1", "R2"],
        "Chelsea FC", "Liverpool FC", "epl",
        "Will Liverpool FC win on 2027-04-03?", "epl-che-liv-2027-04-03-liv", "Liverpool FC",
        "moneyline", None,
        "Will Liverpool FC win away at Chelsea FC on 3 April 2027?\n\n"
        "Yes: Liverpool FC win.\n"
        "No: Chelsea FC win, or the game is drawn.\n\n"
        "Does extra time count? It's a Premier League game, so the result is taken at the end "
        "of 90 minutes plus stoppage time and nothing else.\n\n"
        "How is the result confirmed? We use the Premier League's official statistics. If "
        "they haven't been published two hours after the final whistle, we'll use the "
        "consensus of credible reporting.\n\n"
        "Good to know: if the official score is changed after the market has settled, the "
        "market is not reopened.",
        "2027-04-03 16:30:00+00",
        exp("win", "Liverpool FC", "regulation", "official", "consensus",
            None, None, None, None)))

    # 20 --------------------------------------------------------------- win, no source named
    L.append(leg(
        20, 5121230,
        ["help_centre", "second_person", "summary_first", "faq_headings", "reassurance",
         "date:day_month_year", "no_source"],
        ["F:win", "S1", "P1", "C1"],
        "AC Milan", "AS Roma", "seriea",
        "Will AC Milan win on 2027-04-10?", "sea-mil-rom-2027-04-10-mil", "AC Milan",
        "moneyline", None,
        "Will AC Milan beat AS Roma?\n\n"
        "The quick answer: you'll get a Yes payout only if AC Milan win their Serie A match "
        "against AS Roma on 10 April 2027.\n\n"
        "What counts as a win?\n"
        "Being ahead when 90 minutes plus stoppage time have been played. Extra time and penalties don't "
        "come into it.\n\n"
        "Postponed?\n"
        "No problem. The market stays open until the match is played, however long it "
        "takes.\n\n"
        "Cancelled?\n"
        "If the match is cancelled and there's no make-up game, the market resolves No.",
        "2027-04-10 18:45:00+00",
        exp("win", "AC Milan", "regulation", None, None,
            "open_until_played", "no", "result", None),
        resolution_source=""))

    # 21 --------------------------------------------------------------- draw, P4 two weeks
    L.append(leg(
        21, 5121299,
        ["help_centre", "second_person", "faq_headings", "yes_no_answer", "number_words",
         "american_spelling", "date:ordinal_us_nocomma", "condition_after", "numerals"],
        ["F:draw", "S1", "P4", "C1", "R1"],
        "Club Atlético de Madrid", "Real Madrid CF", "laliga",
        "Will Club Atlético de Madrid vs. Real Madrid CF end in a draw?",
        "lal-mad-rea-2027-04-24-draw", "Draw (Club Atlético de Madrid vs. Real Madrid CF)",
        "moneyline", None,
        "Draw: Club Atlético de Madrid vs. Real Madrid CF\n\n"
        "Is a draw a Yes?\n"
        "Yes. If the Madrid derby is level after 90 minutes plus injury time on April 24th "
        "2027, this market pays Yes. A win for either team means No.\n\n"
        "What if the game is postponed?\n"
        "We'll wait up to two weeks for a new date. If the match still hasn't been "
        "rescheduled after two weeks, the market resolves at the last fair market price, as "
        "it stood when the postponement was announced.\n\n"
        "What if it's canceled with no make-up game?\n"
        "We count that as a draw, so Yes.\n\n"
        "Source: LaLiga's official statistics first; if those aren't published within 2 "
        "hours of full time, a consensus of credible reporting.",
        "2027-04-24 19:00:00+00",
        exp("draw", "draw", "regulation", "official", "consensus",
            336, "yes", "last_price", None)))

    return L
