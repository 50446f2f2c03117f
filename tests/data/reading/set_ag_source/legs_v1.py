"""venue_one legs of set (ag): easy-read ("plain language") rule texts, hand-written."""
from common import COMPS, exp

N = "\n"


def market(idx, comp, home, away, hc, ac, date, hour, kind, desc, team=None, line=None, q=None):
    cname, sp, _, site, _ = COMPS[comp]
    slug = f"{sp}-{hc}-{ac}-{date}"
    if kind == "win":
        question = q or f"Will {team} win on {date}?"
        git = team
        slug += "-" + (hc if team == home else ac)
        smt = "moneyline"
    elif kind == "draw":
        question = q or f"Will {home} vs. {away} end in a draw?"
        git = f"Draw ({home} vs. {away})"
        slug += "-draw"
        smt = "moneyline"
    else:
        question = q
        slug += "-more-markets"
        git, smt = kind
    return {"id": str(4991200 + idx * 37), "question": question, "slug": slug,
            "groupItemTitle": git, "sportsMarketType": smt, "line": line,
            "outcomes": "[\"Yes\", \"No\"]", "description": desc,
            "resolutionSource": site, "event_title": f"{home} vs. {away}",
            "gameStartTime": f"{date} {hour}:00:00+00"}


def L(*lines):
    return N.join(lines)


R1_A = L("The result comes from the official Premier League figures.",
         "Those figures might be late.",
         "Late means not out two hours after the final whistle.",
         "If the figures are late, we use the result that trusted news reports agree on.")


def legs():
    out = []

    def add(idx, comp, home, away, hc, ac, date, hour, kind, desc, e, styles, meanings, **kw):
        out.append({"id": f"ag1-{idx:03d}", "venue": "venue_one", "styles": sorted(styles),
                    "meanings": meanings, "home": home, "away": away, "competition": comp,
                    "market": market(idx, comp, home, away, hc, ac, date, hour, kind, desc, **kw),
                    "expected": e})

    # 1 win, home
    add(1, "epl", "Arsenal FC", "Tottenham Hotspur FC", "ars", "tot", "2026-12-12", "17",
        "win", L(
            "This market is about one match.",
            "The match is Arsenal FC against Tottenham Hotspur FC.",
            "The match is on 12 December 2026.",
            "If Arsenal FC win the match, this market pays Yes.",
            "If the match is a draw, this market pays No.",
            "If Tottenham Hotspur FC win the match, this market pays No.",
            "Only normal time counts.",
            "Normal time is 90 minutes plus the minutes the referee adds on.",
            "The match might be put off to another day.",
            "If the match is put off, this market stays open.",
            "This market waits for the match to be played, however long that takes.",
            "The match might be called off and never played.",
            "If the match is called off and never played, this market pays No.",
            R1_A),
        exp("win", "Arsenal FC", "regulation", "official", "consensus", "open_until_played", "no", "result", None),
        ["easy_read", "british", "numerals", "syn:put_off", "syn:called_off", "date:d_month_yyyy"],
        ["F:win", "S1", "P1", "C1", "R1"], team="Arsenal FC")

    # 2 draw + summary + R2
    add(2, "epl", "Manchester United FC", "Newcastle United FC", "mun", "new", "2026-12-19", "15",
        "draw", L(
            "This market is about a draw.",
            "The match is Manchester United FC against Newcastle United FC on December 19, 2026.",
            "A draw means both teams have the same score.",
            "If the match ends in a draw, this market pays Yes.",
            "If either team wins, this market pays No.",
            "The score we use is the score after ninety minutes and added time.",
            "Extra time does not count for this market. Penalties do not count either.",
            "Sometimes a match is moved to another day.",
            "If the match is moved, this market does not close. It stays open until the match is played.",
            "Sometimes a match is called off for good.",
            "If the match is called off for good and no new match is played, this market pays Yes.",
            "We use the official figures from the Premier League.",
            "If those figures are not out within two hours of the end, we use what trusted news sources agree on.",
            "The official score might be changed after we settle this market.",
            "We will not change our answer if that happens.",
            "",
            "What this means for you:",
            "- A draw pays Yes.",
            "- A match called off for good also pays Yes.",
            "- A match put off to another day keeps the market open."),
        exp("draw", "draw", "regulation", "official", "consensus", "open_until_played", "yes", "result", None),
        ["easy_read", "summary_box", "number_words", "date:month_d_yyyy", "syn:moved", "syn:called_off"],
        ["F:draw", "S1", "P1", "C1", "R1", "R2"])

    # 3 away win, number words, "extra time does not count"
    add(3, "laliga", "Real Madrid CF", "FC Barcelona", "rea", "bar", "2027-01-10", "20",
        "win", L(
            "This market asks one question.",
            "The question is: will FC Barcelona beat Real Madrid CF?",
            "The match is in La Liga. It is on Sunday, January 10, 2027.",
            "FC Barcelona must win the match for this market to pay Yes.",
            "A draw pays No. A Real Madrid CF win pays No.",
            "The match has ninety minutes, plus added time.",
            "Extra time does not count for this market.",
            "If the match is postponed, this market stays open. It stays open until the match is played.",
            "If the match is cancelled and not played again, this market pays No.",
            "Our main source is the official La Liga result.",
            "If La Liga has not published it two hours after the match, we use what reliable news outlets agree on."),
        exp("win", "FC Barcelona", "regulation", "official", "consensus", "open_until_played", "no", "result", None),
        ["easy_read", "number_words", "question_first", "away_team", "date:weekday_month_d_yyyy", "british_spelling"],
        ["F:win", "S1", "P1", "C1", "R1"], team="FC Barcelona")

    # 4 words-we-use box "full time", P4 fortnight
    add(4, "bundesliga", "FC Bayern München", "Borussia Dortmund", "bay", "dor", "2026-11-28", "17",
        "win", L(
            "Words we use",
            "Full time: the end of the ninety minutes and the added time. Extra time and penalties are not part of full time.",
            "Last fair price: the price of this market at the moment a delay is announced.",
            "",
            "The rules",
            "This market is about FC Bayern München against Borussia Dortmund on 28/11/2026.",
            "This market looks at the score at full time.",
            "If FC Bayern München are ahead at full time, this market pays Yes.",
            "If they are not ahead at full time, this market pays No.",
            "The match might be moved to another day.",
            "This market will wait for the new day, but it only waits for two weeks.",
            "If the match is not played within two weeks, this market pays the last fair price.",
            "If the match is called off and there is no replacement match, this market pays No.",
            "The result comes from official Bundesliga data. If that data is not out two hours after the end, we use the result most trusted reports give."),
        exp("win", "FC Bayern München", "regulation", "official", "consensus", 336, "no", "last_price", None),
        ["easy_read", "words_we_use", "number_words", "date:dd/mm/yyyy", "syn:moved", "syn:two_weeks"],
        ["F:win", "S1", "P4", "C1", "R1"], team="FC Bayern München")

    # 5 draw, words box defines "called off", treated as draw
    add(5, "seriea", "Juventus FC", "AC Milan", "juv", "acm", "2027-02-07", "19",
        "draw", L(
            "Words we use",
            "Called off: the match will not be played at all, not on the planned day and not on any other day.",
            "",
            "This market is about Juventus FC against AC Milan.",
            "The match is planned for 7 Feb 2027.",
            "This market pays Yes if the match is a draw after 90 minutes and added time.",
            "This market pays No if one team wins.",
            "Extra time does not count for this market.",
            "If the match is put off to a later day, this market waits for it.",
            "If the match is called off, we count it as a draw. This market then pays Yes.",
            "We use the official Serie A result first.",
            "If that result is still missing 2 hours after the match, we use what most trusted news sources say."),
        exp("draw", "draw", "regulation", "official", "consensus", "open_until_played", "yes", "result", None),
        ["easy_read", "words_we_use", "numerals", "date:d_mon_yyyy", "syn:put_off", "treated_as_draw"],
        ["F:draw", "S1", "P1", "C1", "R1"])

    # 6 total over 2.5
    add(6, "epl", "Liverpool FC", "Chelsea FC", "liv", "che", "2027-01-16", "12",
        ("Liverpool FC vs. Chelsea FC: 3+ goals", "totals"), L(
            "This market is about goals.",
            "The match is Liverpool FC against Chelsea FC on 16 January 2027.",
            "Count all the goals both teams score.",
            "If there are three goals or more, this market pays Yes.",
            "If there are two goals or fewer, this market pays No.",
            "Only goals in the 90 minutes and added time count.",
            "Goals in extra time do not count.",
            "If the match is put off, this market stays open until the match is played.",
            "If the match is called off and never played, this market pays 50-50.",
            "50-50 means each side gets half: 50 cents for each share.",
            R1_A),
        exp("total", "over", "regulation", "official", "consensus", "open_until_played", "50-50", "result", None, line=2.5),
        ["easy_read", "number_words", "numerals", "defined_term_inline", "syn:put_off"],
        ["F:total", "S1", "P1", "C2", "R1"], line=2.5,
        q="Liverpool FC vs. Chelsea FC: will there be 3 or more goals?")

    # 7 total under 2.5
    add(7, "ligue1", "Paris Saint-Germain FC", "Olympique de Marseille", "par", "olm", "2026-12-06", "19",
        ("Paris Saint-Germain FC vs. Olympique de Marseille: 2 goals or fewer", "totals"), L(
            "This market is about a low score.",
            "The match is Paris Saint-Germain FC against Olympique de Marseille.",
            "It is on the sixth of December, 2026.",
            "Add up the goals of both teams.",
            "Zero, one or two goals: this market pays Yes.",
            "Three goals or more: this market pays No.",
            "We count the regular ninety minutes and stoppage time only. Extra time does not count.",
            "A match that is put off keeps this market open. The market waits for the match.",
            "A match that is called off and not replayed pays half to each side. That is 0.50 each.",
            "We get the score from the official Ligue 1 figures.",
            "If Ligue 1 does not publish them within two hours, we go with what credible news reports agree on."),
        exp("total", "under", "regulation", "official", "consensus", "open_until_played", "50-50", "result", None, line=2.5),
        ["easy_read", "number_words", "colon_list", "date:ordinal_of_month"],
        ["F:total", "S1", "P1", "C2", "R1"], line=2.5,
        q="Paris Saint-Germain FC vs. Olympique de Marseille: 2 or fewer goals?")

    # 8 spread
    add(8, "laliga", "Atlético de Madrid", "Sevilla FC", "mad", "sev", "2027-01-23", "15",
        ("Atlético de Madrid (-1.5)", "spreads"), L(
            "Words we use",
            "Win by two: finish the match with at least two goals more than the other team.",
            "",
            "This market is about Atlético de Madrid against Sevilla FC, on 2027-01-23.",
            "If Atlético de Madrid win by two, this market pays Yes.",
            "If Atlético de Madrid win by one goal, this market pays No.",
            "A draw or a Sevilla FC win also pays No.",
            "The score is the score after 90 minutes and added time. Extra time is not counted.",
            "If the match is moved to another day, this market waits for that day.",
            "If the match is called off and no new match is played, this market pays 50-50.",
            "The result is taken from official La Liga statistics. If they are not out 2 hours after the match, we use what trusted reporters agree on."),
        exp("spread", "Atlético de Madrid", "regulation", "official", "consensus", "open_until_played", "50-50", "result", None, line=1.5),
        ["easy_read", "words_we_use", "numerals", "date:iso", "syn:moved"],
        ["F:spread", "S1", "P1", "C2", "R1"], line=-1.5,
        q="Spread: Atlético de Madrid (-1.5)")

    # 9 btts yes
    add(9, "epl", "Aston Villa FC", "Everton FC", "ast", "eve", "2026-12-26", "15",
        ("Both Teams to Score", "both_teams_to_score"), L(
            "This market asks: will both teams score?",
            "The match is Aston Villa FC against Everton FC on Boxing Day, 26 December 2026.",
            "Aston Villa FC must score at least one goal.",
            "Everton FC must score at least one goal.",
            "If both teams score, this market pays Yes.",
            "If one team or both teams do not score, this market pays No.",
            "Only goals in normal time count. Normal time is ninety minutes plus added time.",
            "If the match is put off, this market stays open and waits for the match.",
            "If the match is called off for good, this market pays 50-50.",
            R1_A),
        exp("btts", "yes", "regulation", "official", "consensus", "open_until_played", "50-50", "result", None),
        ["easy_read", "number_words", "question_first", "syn:put_off"],
        ["F:btts", "S1", "P1", "C2", "R1"],
        q="Aston Villa FC vs. Everton FC: Both Teams to Score?")

    # 10 btts negated
    add(10, "bundesliga", "Bayer 04 Leverkusen", "RB Leipzig", "b04", "lei", "2027-01-30", "14",
        ("At least one team fails to score", "both_teams_to_score"), L(
            "This market is about a team not scoring.",
            "The match is Bayer 04 Leverkusen against RB Leipzig.",
            "The match is on 30.01.2027.",
            "If at least one of the two teams scores no goals, this market pays Yes.",
            "If both teams score, this market pays No.",
            "A 0-0 draw pays Yes.",
            "Only the 90 minutes and added time count. Extra time does not count for this market.",
            "If the match is put off, this market is not settled. It stays open until the match is played.",
            "If the match is called off for good, each share is worth half: fifty cents.",
            "The result comes from the official Bundesliga numbers.",
            "If the Bundesliga numbers are not out two hours after the match, we use what trusted media agree on."),
        exp("btts", "no", "regulation", "official", "consensus", "open_until_played", "50-50", "result", None),
        ["easy_read", "negated_market", "number_words", "date:dd.mm.yyyy"],
        ["F:btts", "S1", "P1", "C2", "R1"],
        q="Bayer 04 Leverkusen vs. RB Leipzig: will at least one team fail to score?")

    # 11 first half draw
    add(11, "seriea", "SSC Napoli", "AS Roma", "nap", "rom", "2026-12-13", "19",
        ("First Half Result: Draw", "soccer_halftime_result"), L(
            "Words we use",
            "First half: the first 45 minutes of the match plus the time the referee adds at the end of those 45 minutes.",
            "Half-time: the break after the first half.",
            "",
            "This market is about SSC Napoli against AS Roma on 13 December 2026.",
            "This market only looks at the first half.",
            "If the score is level at half-time, this market pays Yes.",
            "If one team is ahead at half-time, this market pays No.",
            "Goals after half-time do not count for this market.",
            "If the match is put off, this market stays open until the match is played.",
            "If the match is called off and not played, this market pays 50-50.",
            "We use the official Serie A figures. If they are still missing two hours after the match ends, we use the score that trusted news agrees on."),
        exp("half", "draw", None, "official", "consensus", "open_until_played", "50-50", "result", None, half="first"),
        ["easy_read", "words_we_use", "numerals", "syn:level", "syn:put_off"],
        ["F:half", "P1", "C2", "R1"],
        q="SSC Napoli vs. AS Roma: will the first half end in a draw?")

    # 12 exact score 2-1, C3
    add(12, "epl", "Manchester City FC", "Brighton & Hove Albion FC", "mac", "bri", "2027-02-13", "15",
        ("Exact Score: Manchester City FC 2 - 1 Brighton & Hove Albion FC", "soccer_exact_score"), L(
            "This market is about the exact final score.",
            "The match is Manchester City FC against Brighton & Hove Albion FC on 13 Feb 2027.",
            "The score must be Manchester City FC 2, Brighton & Hove Albion FC 1.",
            "If the score is exactly that, this market pays Yes.",
            "Any other score pays No.",
            "The score is taken after ninety minutes and added time. Extra time does not count.",
            "If the match is put off, this market stays open and waits.",
            "If the match is called off and never played, we settle every exact score market as if the match ended 0-0.",
            R1_A),
        exp("exact_score", "2-1", "regulation", "official", "consensus", "open_until_played", "no", "result", None),
        ["easy_read", "numerals", "date:d_mon_yyyy", "fallback_score"],
        ["F:exact_score", "S1", "P1", "C3", "R1"],
        q="Manchester City FC vs. Brighton & Hove Albion FC: exact score 2-1?")

    # 13 exact score 0-0, C3 yes
    add(13, "laliga", "Real Sociedad", "Athletic Club", "soc", "bil", "2027-03-06", "20",
        ("Exact Score: 0 - 0", "soccer_exact_score"), L(
            "This market is about a match with no goals.",
            "The match is Real Sociedad against Athletic Club on March 6, 2027.",
            "If nobody scores, the score is nil-nil. Then this market pays Yes.",
            "If anybody scores, this market pays No.",
            "We look at the score after the ninety minutes and the added minutes.",
            "Extra time does not count for this market.",
            "If the match is moved to a new day, this market stays open until then.",
            "If the match is called off and not played at all, we treat the score as nil-nil.",
            "The result comes from La Liga's official statistics. If La Liga has not published them within 2 hours, we use the result that credible reporting agrees on."),
        exp("exact_score", "0-0", "regulation", "official", "consensus", "open_until_played", "yes", "result", None),
        ["easy_read", "number_words", "syn:nil_nil", "fallback_score", "date:month_d_yyyy"],
        ["F:exact_score", "S1", "P1", "C3", "R1"],
        q="Real Sociedad vs. Athletic Club: exact score 0-0?")

    # 14 advance
    add(14, "ucl", "Arsenal FC", "FC Internazionale Milano", "ars", "int", "2027-03-16", "20",
        "win", L(
            "This market is about a cup tie in the UEFA Champions League.",
            "A tie is two matches. Arsenal FC and FC Internazionale Milano play each other twice.",
            "The second match is on 16 March 2027, at Arsenal FC.",
            "This market asks: will Arsenal FC go through to the quarter-finals?",
            "If Arsenal FC go through, this market pays Yes.",
            "If FC Internazionale Milano go through, this market pays No.",
            "Extra time counts for this market.",
            "A penalty shoot-out counts for this market too.",
            "What matters is only which team goes through.",
            "If the second match is put off, this market stays open until it is played.",
            "If the second match is called off and never played, this market pays 50-50.",
            "We use official UEFA results. If UEFA has not published the result two hours after the match, we use what trusted news reports agree on."),
        exp("advance", "Arsenal FC", "penalties", "official", "consensus", "open_until_played", "50-50", "result", None),
        ["easy_read", "knockout", "two_way", "syn:go_through", "date:d_month_yyyy"],
        ["F:advance", "S6", "P1", "C2", "R1"], team="Arsenal FC",
        q="Will Arsenal FC advance to the quarter-finals?")

    # 15 win + abandonment
    add(15, "wc", "Mexico", "South Africa", "mex", "rsa", "2026-06-11", "19",
        "win", L(
            "This market is about the first match of the 2026 World Cup.",
            "The match is Mexico against South Africa on June 11, 2026.",
            "If Mexico win, this market pays Yes.",
            "If South Africa win or the match is a draw, this market pays No.",
            "Only ninety minutes and added time count. Extra time and penalties do not count for this market.",
            "If the match is put off, this market stays open until the match is played.",
            "If the match is called off and no new match is played, this market pays No.",
            "A match might start but be stopped and not finished.",
            "If the match is stopped and not finished, we treat it like a called-off match.",
            "So a stopped match that is not finished also pays No.",
            "We use FIFA's official result. If FIFA has not published it two hours after the match, we use what trusted news reports agree on."),
        exp("win", "Mexico", "regulation", "official", "consensus", "open_until_played", "no", "result", "no"),
        ["easy_read", "number_words", "syn:stopped_not_finished", "date:month_d_yyyy"],
        ["F:win", "S1", "P1", "C1", "AB", "R1"], team="Mexico")

    # 16 draw MLS, US spelling, P4 14 days
    add(16, "mls", "LA Galaxy", "Seattle Sounders FC", "lag", "sea", "2026-10-17", "23",
        "draw", L(
            "This market is about a tie game.",
            "The game is LA Galaxy vs. Seattle Sounders FC on 10/17/2026.",
            "If the game is tied after 90 minutes and the added stoppage minutes, this market pays Yes.",
            "If one team wins, this market pays No.",
            "Overtime does not count. A shootout does not count.",
            "If the game is postponed, this market waits for the new date.",
            "But it waits only 14 days.",
            "If no new date is set within 14 days, this market pays the last fair price.",
            "The last fair price is the price when the delay was announced.",
            "If the game is canceled and not made up, this market pays Yes.",
            "We use official MLS statistics. If MLS has not posted them 2 hours after the game, we use what credible news outlets agree on."),
        exp("draw", "draw", "regulation", "official", "consensus", 336, "yes", "last_price", None),
        ["easy_read", "american", "american_spelling", "numerals", "date:mm/dd/yyyy", "syn:overtime"],
        ["F:draw", "S1", "P4", "C1", "R1"])

    # 17 ambiguous scope: knockout second leg, no scope
    add(17, "ucl", "FC Bayern München", "Real Madrid CF", "bay", "rea", "2027-04-14", "19",
        "win", L(
            "This market is about the second match of a Champions League quarter-final.",
            "The match is FC Bayern München against Real Madrid CF on 14 April 2027.",
            "If Real Madrid CF win the match, this market pays Yes.",
            "If Real Madrid CF do not win the match, this market pays No.",
            "If the match is put off, this market stays open until the match is played.",
            "If the match is called off and not played, this market pays No.",
            "We use official UEFA results. If those are not out within two hours, we use the result trusted news reports agree on."),
        exp("win", "Real Madrid CF", "ambiguous", "official", "consensus", "open_until_played", "no", "result", None),
        ["easy_read", "knockout", "no_scope"],
        ["F:win", "S:ambiguous", "P1", "C1", "R1"], team="Real Madrid CF")

    # 18 ambiguous cancellation
    add(18, "epl", "Newcastle United FC", "Liverpool FC", "new", "liv", "2027-03-13", "17",
        "win", L(
            "This market is about Newcastle United FC against Liverpool FC on 13 March 2027.",
            "If Newcastle United FC win, this market pays Yes.",
            "If they draw or lose, this market pays No.",
            "Only the 90 minutes and added time count. Extra time does not count for this market.",
            "If the match is put off, this market stays open until the match is played.",
            "If the match is called off for good, we will settle this market in the way we think is fair.",
            R1_A),
        exp("win", "Newcastle United FC", "regulation", "official", "consensus", "open_until_played", "ambiguous", "result", None),
        ["easy_read", "discretion"],
        ["F:win", "S1", "P1", "C:ambiguous", "R1"], team="Newcastle United FC")

    # 19 ambiguous source
    add(19, "ligue1", "Olympique Lyonnais", "AS Monaco", "lyo", "mon", "2027-02-21", "19",
        "win", L(
            "This market is about Olympique Lyonnais against AS Monaco.",
            "The match is on 21 February 2027.",
            "If Olympique Lyonnais win, this market pays Yes.",
            "If not, this market pays No.",
            "We look at the score after ninety minutes and added time. Extra time does not count.",
            "If the match is put off, this market waits until it is played.",
            "If the match is called off and not played, this market pays No.",
            "To find the result, we check the Ligue 1 website.",
            "We also check big sports news websites."),
        exp("win", "Olympique Lyonnais", "regulation", "ambiguous", "ambiguous", "open_until_played", "no", "result", None),
        ["easy_read", "number_words", "no_order_sources"],
        ["F:win", "S1", "P1", "C1", "R:ambiguous"], team="Olympique Lyonnais")

    # 20 ambiguous postponement
    add(20, "seriea", "FC Internazionale Milano", "SS Lazio", "int", "laz", "2027-03-20", "17",
        "win", L(
            "This market is about FC Internazionale Milano against SS Lazio on 20/03/2027.",
            "If SS Lazio win, this market pays Yes.",
            "A draw or an FC Internazionale Milano win pays No.",
            "Only regular time counts: 90 minutes and added time.",
            "If the match is put off for a long time, we may close this market early.",
            "If we close it early, we will choose a price for it.",
            "If the match is called off and never played, this market pays No.",
            "The result is the official Serie A result. If that is not out two hours after the match, we use what credible news reports agree on."),
        exp("win", "SS Lazio", "regulation", "official", "consensus", "ambiguous", "no", "ambiguous", None),
        ["easy_read", "discretion", "date:dd/mm/yyyy", "away_team"],
        ["F:win", "S1", "P:ambiguous", "C1", "R1"], team="SS Lazio")

    # 21 silent on void
    add(21, "bundesliga", "Eintracht Frankfurt", "VfB Stuttgart", "ein", "stu", "2027-02-27", "14",
        "win", L(
            "This market is about Eintracht Frankfurt against VfB Stuttgart on 27 February 2027.",
            "If Eintracht Frankfurt win, this market pays Yes.",
            "If the match is a draw, this market pays No.",
            "If VfB Stuttgart win, this market pays No.",
            "Extra time does not count for this market. Only the 90 minutes and added time count.",
            "The result comes from official Bundesliga data. If that data is not out within two hours of the end, we use what trustworthy reports agree on.",
            "",
            "What this means for you:",
            "You win with Yes only if Eintracht Frankfurt win in normal time."),
        exp("win", "Eintracht Frankfurt", "regulation", "official", "consensus", None, None, None, None),
        ["easy_read", "summary_box", "silent_void"],
        ["F:win", "S1", "R1"], team="Eintracht Frankfurt")

    # 22 words box "regular time", away win, abandonment, R2
    add(22, "epl", "Crystal Palace FC", "West Ham United FC", "cry", "wes", "2027-01-02", "15",
        "win", L(
            "Words we use",
            "Regular time: the 90 minutes of the match and the added minutes for stoppages. Extra time and penalties are not part of it.",
            "",
            "This market is about Crystal Palace FC against West Ham United FC on 2 January 2027.",
            "West Ham United FC must win in regular time. Then this market pays Yes.",
            "Any other result in regular time pays No.",
            "The match might be moved to another day. Then this market waits for the match.",
            "The match might be called off for good. Then this market pays No.",
            "The match might be stopped and not finished, and not played again.",
            "That counts the same as being called off. This market pays No.",
            R1_A,
            "If the score is changed after this market is settled, we do not change the settlement."),
        exp("win", "West Ham United FC", "regulation", "official", "consensus", "open_until_played", "no", "result", "no"),
        ["easy_read", "words_we_use", "away_team", "syn:stopped_not_finished", "syn:moved"],
        ["F:win", "S1", "P1", "C1", "AB", "R1", "R2"], team="West Ham United FC")

    # 23 total incl. extra time (S5)
    add(23, "ucl", "Liverpool FC", "Paris Saint-Germain FC", "liv", "par", "2027-03-10", "20",
        ("Liverpool FC vs. Paris Saint-Germain FC: 3+ goals (extra time included)", "totals"), L(
            "This market is about goals in a knockout match.",
            "The match is Liverpool FC against Paris Saint-Germain FC on 10 March 2027. It is the second match of the tie.",
            "If three or more goals are scored, this market pays Yes.",
            "If two goals or fewer are scored, this market pays No.",
            "Goals in extra time count for this market.",
            "Goals in a penalty shoot-out do not count. A shoot-out is not part of the match for this market.",
            "If the match is put off, this market stays open until it is played.",
            "If the match is called off and never played, this market pays 50-50.",
            "We use official UEFA results. If UEFA has not published them two hours after the match, we use what trusted news reports agree on."),
        exp("total", "over", "extra_time", "official", "consensus", "open_until_played", "50-50", "result", None, line=2.5),
        ["easy_read", "knockout", "number_words"],
        ["F:total", "S5", "P1", "C2", "R1"], line=2.5,
        q="Liverpool FC vs. Paris Saint-Germain FC: 3 or more goals, extra time included?")

    # 24 draw + abandonment 50-50
    add(24, "laliga", "Villarreal CF", "Valencia CF", "vil", "val", "2026-12-20", "13",
        "draw", L(
            "This market is about Villarreal CF against Valencia CF on Sunday 20 December 2026.",
            "If the two teams finish level, this market pays Yes.",
            "If one team wins, this market pays No.",
            "We use the score after ninety minutes and added time. Extra time does not count for this market.",
            "If the match is put off, this market stays open until the match is played.",
            "If the match is called off and not replayed, this market pays Yes.",
            "The match might be stopped and not finished.",
            "If that happens, this market pays 50-50: fifty cents a share.",
            "The result comes from official La Liga statistics. If those are not out two hours after the match, we use what trusted news reports agree on.",
            "",
            "What this means for you:",
            "A level score pays Yes. A called-off match pays Yes. A stopped match pays half."),
        exp("draw", "draw", "regulation", "official", "consensus", "open_until_played", "yes", "result", "50-50"),
        ["easy_read", "summary_box", "number_words", "syn:level", "syn:stopped_not_finished"],
        ["F:draw", "S1", "P1", "C1", "AB", "R1"])

    # 25 WC draw, number words
    add(25, "wc", "England", "Croatia", "eng", "cro", "2026-06-17", "20",
        "draw", L(
            "This market is about a World Cup group match.",
            "The match is England against Croatia on 17 June 2026.",
            "If it is a draw after ninety minutes plus added time, this market pays Yes.",
            "If England win or Croatia win, this market pays No.",
            "Extra time does not count for this market. A penalty shoot-out does not count either.",
            "If the match is put off, this market stays open. There is no time limit.",
            "If the match is called off and never played, this market pays Yes.",
            "We use FIFA's official match report. If it is not out two hours after the final whistle, we use what trusted news reports agree on."),
        exp("draw", "draw", "regulation", "official", "consensus", "open_until_played", "yes", "result", None),
        ["easy_read", "number_words", "date:d_month_yyyy", "syn:put_off"],
        ["F:draw", "S1", "P1", "C1", "R1"])

    return out
