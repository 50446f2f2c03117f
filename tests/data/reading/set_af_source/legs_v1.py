"""Set (af), venue_one legs: a venue's general soccer house rules plus the rule of this market.

Every description is hand-written. The general blocks (GA..GF) are shared wording templates
with a few slots (league, site); each leg's own section follows or precedes the block.
The `expected` record is written per leg: it is what applies to THIS leg's market type,
with the leg's own section overriding the general block where it says so.
"""

KEYS = ["family", "outcome", "line", "half", "scope", "source_primary", "source_fallback",
        "timing_window", "void_cancelled", "void_postponed_long", "void_abandoned"]


def E(family, outcome, scope, sp, sf, tw, vc, vp, va, line=None, half=None):
    return dict(zip(KEYS, [family, outcome, line, half, scope, sp, sf, tw, vc, vp, va]))


# ---------------------------------------------------------------- general blocks

def GA(league, body):
    # British, numbered prose. Source R1-like; regulation for match-result only;
    # postponement open until played (all markets); cancellation per type; no abandonment.
    return (
        "SOCCER HOUSE RULES - these apply to every football market we list, unless a "
        "market's own terms below say something different.\n"
        f"1. Results. We rely on the result published by the {league} or the relevant "
        "governing body. Should that result still be unpublished two hours after the final "
        "whistle, we may settle on what reputable news organisations agree the result was.\n"
        "2. Match-result markets (home / draw / away) are decided on the score at the end of "
        "normal time: ninety minutes and whatever added time the referee allows. Extra time "
        "and shoot-outs are disregarded unless stated otherwise.\n"
        "3. Postponement. When a fixture is put back, every market on it stays open for as "
        "long as it takes for that fixture to be played.\n"
        "4. Cancellation. If a fixture is called off for good and never replayed, team-win "
        "markets settle No and the draw market settles Yes. Totals, handicap, both-teams-to-"
        "score and corner markets on that fixture settle at 50-50 instead.\n"
        "5. Player markets: a player who takes no part in the match settles No.\n"
        "6. Corner markets are counted from official match data; where none is available "
        "within forty-eight hours, they settle at 50-50.\n"
        "7. Outright (season) markets are settled on final standings and ignore individual "
        "postponements.\n\n"
        f"THIS MARKET\n{body}"
    )


def GB(league, body, first=False):
    # US spelling, bullets by market type. P4 for all markets, abandonment -> as canceled.
    g = (
        "House Rules: Soccer (all markets)\n"
        f"- Source: the official match data of the {league}. If that data has not been "
        "posted within 2 hours after the match ends, a consensus of credible reporting "
        "is used. Corrections to the score made after a market has settled are disregarded.\n"
        "- Postponed matches (all markets): if the match is not rescheduled within 14 days, "
        "the market settles at the last fair market price as of the moment the postponement "
        "was announced.\n"
        "- Abandoned matches (all markets): a match that is suspended and not completed is "
        "handled as canceled.\n"
        "- Moneyline (1X2) markets: only regulation counts, i.e. 90 minutes plus stoppage "
        "time. If the match is canceled, each team market resolves No and the Draw market "
        "resolves Yes.\n"
        "- Totals and spreads: regulation only; a canceled match resolves these 50-50.\n"
        "- Both teams to score: regulation only; canceled -> 50-50.\n"
        "- Player props: the whole game counts, extra time included; an inactive player "
        "resolves No.\n"
        "- Outrights: unaffected by the postponement of a single match."
    )
    return (f"{body}\n\n{g}" if first else f"{g}\n\nMarket-specific rule:\n{body}")


def GC(league, site, body):
    # terse "General:" lines; official source, no fallback; open until played;
    # abandonment 50-50 (all); cancellation by type.
    return (
        "General terms - soccer\n"
        f"Settlement source: the official website of the {league} ({site}). No other "
        "source is consulted.\n"
        "Delays: a match that is postponed keeps its markets open until it is played, "
        "whenever that is.\n"
        "Abandonment: where play is stopped and the match is never completed, all markets "
        "on it resolve 50-50.\n"
        "Cancellation: match-result legs resolve 50-50; exact-score markets resolve as "
        "if the score were 0-0; first-goal markets resolve to \"Neither\".\n"
        "Period: all markets except player markets are settled on regulation time "
        "(90 mins + stoppage).\n"
        "--\n"
        f"{body}"
    )


def GD(league, body):
    # FAQ. Provider primary (Opta) with official fallback; 48h -> fair price; cancel fair price;
    # abandoned refund. Regulation for match-result (and half markets, their own half).
    return (
        "Soccer markets - frequently asked questions\n"
        "Q: Where do results come from?\n"
        "A: From the Opta data feed. If Opta has no result for a match, we use the "
        f"official {league} website instead.\n"
        "Q: Do extra time or penalties count?\n"
        "A: Not for match-result markets: those are settled on the score once 90 minutes "
        "and stoppage time have been played, unless stated otherwise. Player markets count the whole game.\n"
        "Q: What if a match is moved?\n"
        "A: If the new kick-off is more than 48 hours after the original one, every market "
        "on the match settles at a fair price. A smaller delay changes nothing.\n"
        "Q: And if it is cancelled?\n"
        "A: Every market on a cancelled match settles at a fair price.\n"
        "Q: What about an abandoned match?\n"
        "A: If a match is abandoned and not finished, all positions are refunded at the "
        "price paid.\n\n"
        f"About this market: {body}"
    )


def GE(body, org="the competition organiser"):
    # legal drafting with definitions.
    return (
        "GENERAL SOCCER TERMS\n"
        "Definitions. \"Regulation Time\" means the 90 minutes of play together with any "
        "stoppage time, but not extra time or a penalty shoot-out. \"Cancelled Match\" means "
        "a match that is called off and not replayed. \"Qualification Market\" means a "
        "market on which team goes through from a knockout tie.\n"
        "(a) Unless the market terms provide otherwise, match-result markets are settled on "
        "Regulation Time only.\n"
        "(b) A Qualification Market is settled on the team that progresses, taking account "
        "of extra time and any penalty shoot-out.\n"
        f"(c) The settlement source is the official result of {org}; if that result is not "
        "published within two (2) hours after the final whistle, the market may be settled "
        "on a consensus of credible media reporting.\n"
        "(d) A postponed match does not cause any market to close; each market remains open "
        "until the match is played.\n"
        "(e) In the case of a Cancelled Match: a team-win market resolves No; a draw market "
        "resolves Yes; a Qualification Market resolves 50-50.\n"
        "(f) A match abandoned and not resumed on the same day is treated as a Cancelled "
        "Match.\n\n"
        f"MARKET TERMS\n{body}"
    )


def GF(league, body):
    # contradictory cancellation statements for match-result markets; vague postponement.
    return (
        f"{body}\n\n"
        "Our general rules for football\n"
        f"Results are taken from the official {league} website.\n"
        "Match-result markets count ninety minutes plus stoppage time only. If a fixture is "
        "cancelled, match-result markets settle 50-50.\n"
        "Totals markets count goals in ninety minutes plus stoppage time.\n"
        "Postponements: markets may be kept open for a reasonable period, after which we "
        "will settle them in whatever way we consider fair.\n"
        "Abandoned or cancelled fixtures: all stakes on every market, match-result markets "
        "included, are refunded."
    )


# ---------------------------------------------------------------- fixtures

def m(mid, question, slug, git, smt, line, desc, rsrc, event_title, gst):
    return {"id": mid, "question": question, "slug": slug, "groupItemTitle": git,
            "sportsMarketType": smt, "line": line, "outcomes": "[\"Yes\", \"No\"]",
            "description": desc, "resolutionSource": rsrc, "event_title": event_title,
            "gameStartTime": gst}


def legs():
    L = []

    def add(styles, meanings, home, away, comp, market, exp):
        L.append({"venue": "venue_one", "styles": sorted(styles), "meanings": meanings,
                  "home": home, "away": away, "competition": comp, "market": market,
                  "expected": exp})

    PL, PLS = "Premier League", "https://www.premierleague.com/"
    # 1 GA win
    h, a = "Arsenal FC", "Tottenham Hotspur FC"
    body = ("Resolves Yes if Arsenal FC beat Tottenham Hotspur FC in their league meeting "
            "on Saturday 3rd October 2026. A draw, or a Spurs win, means No.")
    add(["british_spelling", "layout:numbered", "number_words", "syn:beat", "house_rules"],
        ["F:win", "S1", "P1", "C1", "R1"], h, a, "epl",
        m("5310201", "Will Arsenal FC win on 2026-10-03?", "epl-ars-tot-2026-10-03-ars", h,
          "moneyline", None, GA(PL, body), PLS, f"{h} vs. {a}", "2026-10-03 16:30:00+00"),
        E("win", h, "regulation", "official", "consensus", "open_until_played", "no", "result", None))
    # 2 GA draw
    body = ("\"Yes\" if Arsenal FC and Tottenham Hotspur FC are level when normal time ends "
            "on 03/10/2026 (day/month/year); \"No\" otherwise.")
    add(["british_spelling", "layout:numbered", "date:dmy", "syn:level", "house_rules"],
        ["F:draw", "S1", "P1", "C1", "R1"], h, a, "epl",
        m("5310202", "Will Arsenal FC vs. Tottenham Hotspur FC end in a draw?",
          "epl-ars-tot-2026-10-03-draw", f"Draw ({h} vs. {a})", "moneyline", None,
          GA(PL, body), PLS, f"{h} vs. {a}", "2026-10-03 16:30:00+00"),
        E("draw", "draw", "regulation", "official", "consensus", "open_until_played", "yes", "result", None))
    # 3 GA total over 2.5 (cancel 50-50 from the totals clause)
    h, a = "Newcastle United FC", "Aston Villa FC"
    body = ("Over 2.5 goals: Yes when three or more goals are scored in the match on 10 "
            "October 2026, counting the ninety minutes and added time only; No with two "
            "goals or fewer.")
    add(["british_spelling", "layout:numbered", "number_words", "house_rules", "other_type_clause"],
        ["F:total", "S1", "P1", "C2", "R1"], h, a, "epl",
        m("5310301", "Newcastle United FC vs. Aston Villa FC: O/U 2.5", "epl-new-ast-2026-10-10-total-2pt5",
          "O/U 2.5", "totals", 2.5, GA(PL, body), PLS, f"{h} vs. {a}", "2026-10-10 14:00:00+00"),
        E("total", "over", "regulation", "official", "consensus", "open_until_played", "50-50", "result", None, line=2.5))
    # 4 GA win, own rule overrides postponement
    body = ("Yes if Newcastle United FC defeat Aston Villa FC on October 10, 2026; otherwise No.\n"
            "Notwithstanding house rule 3, this market does not wait indefinitely: if the "
            "match has not kicked off within 48 hours of its original start time, it is "
            "settled at a fair price.")
    add(["american_date", "layout:numbered", "override", "notwithstanding", "numerals", "syn:defeat", "house_rules"],
        ["F:win", "S1", "P2", "C1", "R1"], h, a, "epl",
        m("5310302", "Will Newcastle United FC win on 2026-10-10?", "epl-new-ast-2026-10-10-new", h,
          "moneyline", None, GA(PL, body), PLS, f"{h} vs. {a}", "2026-10-10 14:00:00+00"),
        E("win", h, "regulation", "official", "consensus", 48, "no", "fair_price", None))
    # 5 GA btts
    h, a = "Manchester City FC", "Liverpool FC"
    body = ("Both teams to score - Yes if Manchester City FC and Liverpool FC each find the "
            "net at least once before the end of normal time (90 minutes plus stoppage) on "
            "2026-10-24.")
    add(["layout:numbered", "iso_date", "house_rules", "other_type_clause"],
        ["F:btts", "S1", "P1", "C2", "R1"], h, a, "epl",
        m("5310501", "Manchester City FC vs. Liverpool FC: Both Teams to Score",
          "epl-mac-liv-2026-10-24-btts", "Both Teams to Score", "both_teams_to_score", None,
          GA(PL, body), PLS, f"{h} vs. {a}", "2026-10-24 11:30:00+00"),
        E("btts", "yes", "regulation", "official", "consensus", "open_until_played", "50-50", "result", None))
    # 6 GA total with no scope for totals anywhere -> scope ambiguous
    body = ("Under 3.5: this market resolves Yes if fewer than four goals are scored in "
            "Manchester City FC v Liverpool FC on 24 Oct 2026, and No if four or more are.")
    add(["british_spelling", "layout:numbered", "number_words", "house_rules", "other_type_clause"],
        ["F:total", "S:ambiguous", "P1", "C2", "R1"], h, a, "epl",
        m("5310502", "Manchester City FC vs. Liverpool FC: O/U 3.5", "epl-mac-liv-2026-10-24-total-3pt5",
          "Under 3.5", "totals", 3.5, GA(PL, body), PLS, f"{h} vs. {a}", "2026-10-24 11:30:00+00"),
        E("total", "under", "ambiguous", "official", "consensus", "open_until_played", "50-50", "result", None, line=3.5))

    LL, LLS = "LaLiga", "https://www.laliga.com/"
    # 7 GB win
    h, a = "Real Madrid CF", "Villarreal CF"
    body = "Real Madrid CF to win against Villarreal CF on Nov. 1, 2026. Yes if they win; No on a draw or a Villarreal win."
    add(["american_spelling", "layout:bullets", "numerals", "house_rules", "other_type_clause"],
        ["F:win", "S1", "P4", "C1", "R1", "R2", "AB"], h, a, "laliga",
        m("5320701", "Will Real Madrid CF win on 2026-11-01?", "lal-rea-vil-2026-11-01-rea", h,
          "moneyline", None, GB(LL, body), LLS, f"{h} vs. {a}", "2026-11-01 20:00:00+00"),
        E("win", h, "regulation", "official", "consensus", 336, "no", "last_price", "no"))
    # 8 GB draw (general after body)
    body = ("Draw market - Real Madrid CF vs. Villarreal CF, scheduled November 1st, 2026. "
            "Resolves Yes if neither side is ahead when regulation ends.")
    add(["american_spelling", "layout:bullets", "house_rules", "general_after"],
        ["F:draw", "S1", "P4", "C1", "R1", "R2", "AB"], h, a, "laliga",
        m("5320702", "Will Real Madrid CF vs. Villarreal CF end in a draw?", "lal-rea-vil-2026-11-01-draw",
          f"Draw ({h} vs. {a})", "moneyline", None, GB(LL, body, first=True), LLS,
          f"{h} vs. {a}", "2026-11-01 20:00:00+00"),
        E("draw", "draw", "regulation", "official", "consensus", 336, "yes", "last_price", "yes"))
    # 9 GB spread
    h, a = "FC Barcelona", "Getafe CF"
    body = ("Spread FC Barcelona -1.5: Yes if FC Barcelona win by two goals or more against "
            "Getafe CF on 2026-11-08. Any other result, No.")
    add(["american_spelling", "layout:bullets", "number_words", "house_rules"],
        ["F:spread", "S1", "P4", "C2", "R1", "R2", "AB"], h, a, "laliga",
        m("5320901", "Spread: FC Barcelona (-1.5)", "lal-bar-get-2026-11-08-spread-home-1pt5",
          "FC Barcelona (-1.5)", "spreads", -1.5, GB(LL, body), LLS, f"{h} vs. {a}",
          "2026-11-08 17:30:00+00"),
        E("spread", h, "regulation", "official", "consensus", 336, "50-50", "last_price", "50-50", line=1.5))
    # 10 GB win, own rule overrides cancellation
    body = ("Yes if FC Barcelona come out on top against Getafe CF (8 November 2026). "
            "Exception to the moneyline rule above: should this match be canceled, this "
            "market resolves 50-50 rather than No.")
    add(["american_spelling", "layout:bullets", "override", "exception", "syn:come_out_on_top", "house_rules"],
        ["F:win", "S1", "P4", "C2", "R1", "R2", "AB"], h, a, "laliga",
        m("5320902", "Will FC Barcelona win on 2026-11-08?", "lal-bar-get-2026-11-08-bar", h,
          "moneyline", None, GB(LL, body), LLS, f"{h} vs. {a}", "2026-11-08 17:30:00+00"),
        E("win", h, "regulation", "official", "consensus", 336, "50-50", "last_price", "50-50"))
    # 11 GB advance (UCL), own rule gives scope + cancel
    UC, UCS = "UEFA Champions League", "https://www.uefa.com/uefachampionsleague/"
    h, a = "Atlético de Madrid", "Borussia Dortmund"
    body = ("To qualify: Yes if Atlético de Madrid go through to the quarter-finals at the "
            "expense of Borussia Dortmund after the second leg on March 17, 2027, counting "
            "extra time and a penalty shoot-out if needed. This is not a moneyline market. "
            "If the tie cannot be completed, this market resolves 50-50.")
    add(["american_spelling", "layout:bullets", "house_rules", "other_type_clause"],
        ["F:advance", "S6", "P4", "C2", "R1", "R2", "AB"], h, a, "ucl",
        m("5321101", "Will Atlético de Madrid advance?", "ucl-atm-dor-2027-03-17-advance",
          "Atlético de Madrid", "soccer_advance", None, GB(UC, body), UCS, f"{h} vs. {a}",
          "2027-03-17 20:00:00+00"),
        E("advance", h, "penalties", "official", "consensus", 336, "50-50", "last_price", "50-50"))

    SA, SAS = "Lega Serie A", "legaseriea.it"
    # 12 GC win
    h, a = "Juventus FC", "SSC Napoli"
    body = "Juventus FC vs SSC Napoli, 15.11.2026. YES = Juventus FC win. NO = draw or Napoli win."
    add(["terse", "date:dotted", "house_rules", "abbrev"],
        ["F:win", "S1", "P1", "C2", "R:official", "AB"], h, a, "seriea",
        m("5331201", "Will Juventus FC win on 2026-11-15?", "sea-juv-nap-2026-11-15-juv", h,
          "moneyline", None, GC(SA, SAS, body), "https://www.legaseriea.it/", f"{h} vs. {a}",
          "2026-11-15 19:45:00+00"),
        E("win", h, "regulation", "official", None, "open_until_played", "50-50", "result", "50-50"))
    # 13 GC exact score 1-1
    body = "Correct score 1-1 (Juventus FC 1, SSC Napoli 1) at the end of regulation. YES if that is the final regulation score."
    add(["terse", "house_rules", "other_type_clause"],
        ["F:exact_score", "S1", "P1", "C3", "R:official", "AB"], h, a, "seriea",
        m("5331301", "Juventus FC vs. SSC Napoli: Exact Score 1-1", "sea-juv-nap-2026-11-15-exact-1-1",
          "1-1", "soccer_exact_score", None, GC(SA, SAS, body), "https://www.legaseriea.it/",
          f"{h} vs. {a}", "2026-11-15 19:45:00+00"),
        E("exact_score", "1-1", "regulation", "official", None, "open_until_played", "no", "result", "50-50"))
    # 14 GC exact score 0-0
    body = "Correct score 0-0: YES if neither Juventus FC nor SSC Napoli scores in regulation."
    add(["terse", "house_rules", "negation"],
        ["F:exact_score", "S1", "P1", "C3", "R:official", "AB"], h, a, "seriea",
        m("5331401", "Juventus FC vs. SSC Napoli: Exact Score 0-0", "sea-juv-nap-2026-11-15-exact-0-0",
          "0-0", "soccer_exact_score", None, GC(SA, SAS, body), "https://www.legaseriea.it/",
          f"{h} vs. {a}", "2026-11-15 19:45:00+00"),
        E("exact_score", "0-0", "regulation", "official", None, "open_until_played", "yes", "result", "50-50"))
    # 15 GC win with own source override
    h, a = "FC Internazionale Milano", "AC Milan"
    body = ("Resolves YES if FC Internazionale Milano beat AC Milan on 22 November 2026. "
            "Source for this market: Opta match data, which replaces the league website "
            "named in the general terms.")
    add(["terse", "override", "house_rules", "syn:beat"],
        ["F:win", "S1", "P1", "C2", "R:provider", "AB"], h, a, "seriea",
        m("5331501", "Will FC Internazionale Milano win on 2026-11-22?", "sea-int-mil-2026-11-22-int", h,
          "moneyline", None, GC(SA, SAS, body), "", f"{h} vs. {a}", "2026-11-22 19:45:00+00"),
        E("win", h, "regulation", "provider", None, "open_until_played", "50-50", "result", "50-50"))

    BL = "Bundesliga"
    # 16 GD win
    h, a = "FC Bayern München", "Borussia Dortmund"
    body = ("Yes if FC Bayern München win the Bundesliga match against Borussia Dortmund "
            "on Sat, Nov 28, 2026. Anything else is No.")
    add(["faq", "british_spelling", "house_rules"],
        ["F:win", "S1", "P2", "C4", "R:provider+official", "AB:refund"], h, a, "bundesliga",
        m("5341601", "Will FC Bayern München win on 2026-11-28?", "bun-bay-dor-2026-11-28-bay", h,
          "moneyline", None, GD(BL, body), "https://www.bundesliga.com/", f"{h} vs. {a}",
          "2026-11-28 17:30:00+00"),
        E("win", h, "regulation", "provider", "official", 48, "fair_price", "fair_price", "refund"))
    # 17 GD first-half result
    body = ("Half-time result: Yes if FC Bayern München are ahead of Borussia Dortmund when "
            "the first half ends (45 minutes plus added time) on 28 November 2026.")
    add(["faq", "house_rules"],
        ["F:half", "P2", "C4", "R:provider+official", "AB:refund"], h, a, "bundesliga",
        m("5341701", "FC Bayern München vs. Borussia Dortmund: 1st Half Winner - FC Bayern München",
          "bun-bay-dor-2026-11-28-1h-bay", "FC Bayern München (1H)", "first_half_moneyline", None,
          GD(BL, body), "https://www.bundesliga.com/", f"{h} vs. {a}", "2026-11-28 17:30:00+00"),
        E("half", h, None, "provider", "official", 48, "fair_price", "fair_price", "refund", half="first"))
    # 18 GD draw with own cancellation override
    body = ("Yes if FC Bayern München and Borussia Dortmund finish level after ninety minutes "
            "and stoppage time on 2026-11-28. Regardless of the general answer above, if this "
            "match is cancelled outright this draw market resolves Yes.")
    add(["faq", "override", "british_spelling", "number_words", "syn:level", "house_rules"],
        ["F:draw", "S1", "P2", "C1", "R:provider+official", "AB:refund"], h, a, "bundesliga",
        m("5341801", "Will FC Bayern München vs. Borussia Dortmund end in a draw?",
          "bun-bay-dor-2026-11-28-draw", f"Draw ({h} vs. {a})", "moneyline", None,
          GD(BL, body), "https://www.bundesliga.com/", f"{h} vs. {a}", "2026-11-28 17:30:00+00"),
        E("draw", "draw", "regulation", "provider", "official", 48, "yes", "fair_price", "refund"))

    # 19 GE win (Ligue 1)
    h, a = "Paris Saint-Germain FC", "Olympique de Marseille"
    body = ("This market resolves Yes if Paris Saint-Germain FC win their Ligue 1 match "
            "against Olympique de Marseille scheduled for December 6, 2026, and No otherwise.")
    add(["legal", "definitions", "house_rules"],
        ["F:win", "S1", "P1", "C1", "R1", "AB"], h, a, "ligue1",
        m("5351901", "Will Paris Saint-Germain FC win on 2026-12-06?", "fl1-par-olm-2026-12-06-par", h,
          "moneyline", None, GE(body, "the Ligue de Football Professionnel"), "https://www.ligue1.com/",
          f"{h} vs. {a}", "2026-12-06 19:45:00+00"),
        E("win", h, "regulation", "official", "consensus", "open_until_played", "no", "result", "no"))
    # 20 GE advance (UCL)
    h, a = "Arsenal FC", "FC Internazionale Milano"
    body = ("This is a Qualification Market. It resolves Yes if FC Internazionale Milano "
            "progress from their round-of-16 tie with Arsenal FC, the second leg being "
            "played on 18 March 2027.")
    add(["legal", "definitions", "house_rules", "defined_term"],
        ["F:advance", "S6", "P1", "C2", "R1", "AB"], h, a, "ucl",
        m("5352001", "Will FC Internazionale Milano advance?", "ucl-ars-int-2027-03-18-advance",
          "FC Internazionale Milano", "soccer_advance", None, GE(body, "UEFA"), UCS,
          f"{h} vs. {a}", "2027-03-18 20:00:00+00"),
        E("advance", a, "penalties", "official", "consensus", "open_until_played", "50-50", "result", "50-50"))
    # 21 GE win, World Cup knockout, own rule counts extra time (not pens)
    h, a = "Brazil", "Croatia"
    body = ("Round of 32, FIFA World Cup 2026, July 1, 2026. By way of exception to clause "
            "(a), this market counts extra time: it resolves Yes if Brazil are ahead of "
            "Croatia once any extra time has been played. Kicks from the penalty mark are "
            "not counted, so if the match goes to a shoot-out this market resolves No.")
    add(["legal", "definitions", "override", "exception", "house_rules"],
        ["F:win", "S5", "P1", "C1", "R1", "AB"], h, a, "wc",
        m("5352101", "Will Brazil win on 2026-07-01 (incl. extra time)?", "fifwc-bra-cro-2026-07-01-bra",
          h, "moneyline", None, GE(body, "FIFA"), "https://www.fifa.com/", f"{h} vs. {a}",
          "2026-07-01 20:00:00+00"),
        E("win", h, "extra_time", "official", "consensus", "open_until_played", "no", "result", "no"))
    # 22 GE total: cancellation clause covers only other market types -> null
    h, a = "AS Monaco FC", "LOSC Lille"
    body = ("Totals market, line 2.5. Yes if AS Monaco FC and LOSC Lille score two goals or "
            "fewer between them in Regulation Time on 12/13/2026 (month/day/year).")
    add(["legal", "definitions", "house_rules", "other_type_clause", "date:mdy"],
        ["F:total", "S1", "P1", "R1"], h, a, "ligue1",
        m("5352201", "AS Monaco FC vs. LOSC Lille: O/U 2.5", "fl1-mon-lil-2026-12-13-total-2pt5",
          "Under 2.5", "totals", 2.5, GE(body, "the Ligue de Football Professionnel"),
          "https://www.ligue1.com/", f"{h} vs. {a}", "2026-12-13 16:00:00+00"),
        E("total", "under", "regulation", "official", "consensus", "open_until_played", None, "result", None, line=2.5))
    # 23 GF win: contradictory cancellation; vague postponement
    h, a = "Chelsea FC", "Brentford FC"
    body = ("Market: Will Chelsea FC win? Resolves Yes if Chelsea FC beat Brentford FC on "
            "19 December 2026, otherwise No.")
    add(["british_spelling", "general_after", "number_words", "contradiction", "house_rules"],
        ["F:win", "S1", "P:ambiguous", "C:ambiguous", "R:official", "AB:refund"], h, a, "epl",
        m("5362301", "Will Chelsea FC win on 2026-12-19?", "epl-che-bre-2026-12-19-che", h,
          "moneyline", None, GF(PL, body), PLS, f"{h} vs. {a}", "2026-12-19 15:00:00+00"),
        E("win", h, "regulation", "official", None, "ambiguous", "ambiguous", "ambiguous", "refund"))
    # 24 GF total: only the refund statement covers totals -> refund (clear)
    body = ("Market: Chelsea FC v Brentford FC, over 1.5 goals. Resolves Yes if at least two "
            "goals are scored in the match on 19 Dec 2026.")
    add(["british_spelling", "general_after", "house_rules", "other_type_clause"],
        ["F:total", "S1", "P:ambiguous", "C:refund", "R:official", "AB:refund"], h, a, "epl",
        m("5362401", "Chelsea FC vs. Brentford FC: O/U 1.5", "epl-che-bre-2026-12-19-total-1pt5",
          "O/U 1.5", "totals", 1.5, GF(PL, body), PLS, f"{h} vs. {a}", "2026-12-19 15:00:00+00"),
        E("total", "over", "regulation", "official", None, "ambiguous", "refund", "ambiguous", "refund", line=1.5))
    # 25 GE win in a UCL knockout 2nd leg, where the leg's rule says "settled on the tie"? -> scope ambiguous
    h, a = "Arsenal FC", "FC Internazionale Milano"
    body = ("Will Arsenal FC win on 18 March 2027? This market is on the second leg of a "
            "knockout tie and, like other cup-tie markets, is settled on the result as it "
            "stands when the tie is finished.")
    add(["legal", "definitions", "house_rules", "contradiction"],
        ["F:win", "S:ambiguous", "P1", "C1", "R1", "AB"], h, a, "ucl",
        m("5352501", "Will Arsenal FC win on 2027-03-18?", "ucl-ars-int-2027-03-18-ars", h,
          "moneyline", None, GE(body, "UEFA"), UCS, f"{h} vs. {a}",
          "2027-03-18 20:00:00+00"),
        E("win", h, "ambiguous", "official", "consensus", "open_until_played", "no", "result", "no"))
    # 26 GA win with source override naming two sources with no order -> source ambiguous
    h, a = "Manchester United FC", "Everton FC"
    body = ("Yes if Manchester United FC beat Everton FC on 26 December 2026 (Boxing Day). "
            "For this market, in place of rule 1, the result is taken from the Premier "
            "League website or from BBC Sport's match report.")
    add(["british_spelling", "layout:numbered", "override", "house_rules"],
        ["F:win", "S1", "P1", "C1", "R:ambiguous"], h, a, "epl",
        m("5312601", "Will Manchester United FC win on 2026-12-26?", "epl-mun-eve-2026-12-26-mun", h,
          "moneyline", None, GA(PL, body), PLS, f"{h} vs. {a}", "2026-12-26 15:00:00+00"),
        E("win", h, "regulation", "ambiguous", "ambiguous", "open_until_played", "no", "result", None))
    return L
