"""Set (au), venue_one legs: the Gamma `description` written as a busy listing page.

Every leg is hand-written. The settlement rule sits among a match preview, tips,
marketing lines, a how-to-trade paragraph and a responsible-play notice, sometimes
split over two or three places. `expected` is what the rule itself says; the noise
is never read as rule.
"""

YN = "[\"Yes\", \"No\"]"

RESP = [
    "Play responsibly. You must be 18 or over to trade. Only stake what you can afford to lose.",
    "Responsible trading: set limits before kick-off and take a break if it stops being fun. 18+ only.",
    "Prediction markets carry risk. Never trade money you need for bills. Help is available 24/7 from your local support line.",
    "Know your limits. Trading is for adults (18+); prices can move quickly and losses are possible.",
]


def v1(i, styles, meanings, home, away, comp, mid, question, slug, git, smt, line,
       paras, rsrc, event_title, gst, exp):
    keys = ["family", "outcome", "line", "half", "scope", "source_primary",
            "source_fallback", "timing_window", "void_cancelled",
            "void_postponed_long", "void_abandoned"]
    assert set(exp) == set(keys), (i, set(keys) ^ set(exp))
    return {
        "id": "au1-%03d" % i,
        "venue": "venue_one",
        "styles": sorted(styles),
        "meanings": meanings,
        "home": home,
        "away": away,
        "competition": comp,
        "market": {
            "id": mid,
            "question": question,
            "slug": slug,
            "groupItemTitle": git,
            "sportsMarketType": smt,
            "line": line,
            "outcomes": YN,
            "description": "\n\n".join(paras),
            "resolutionSource": rsrc,
            "event_title": event_title,
            "gameStartTime": gst,
        },
        "expected": {k: exp[k] for k in keys},
    }


def E(family, outcome, scope, sp, sf, tw, vc, vp, va, line=None, half=None):
    return dict(family=family, outcome=outcome, line=line, half=half, scope=scope,
                source_primary=sp, source_fallback=sf, timing_window=tw,
                void_cancelled=vc, void_postponed_long=vp, void_abandoned=va)


def legs():
    L = []

    # 1. win, home; rule in a block in the middle; ET noise in head-to-head
    L.append(v1(1, ["layout:page", "headings", "british_spelling", "number_words", "syn:beat", "noise:extra_time", "noise:draw_tip"],
        ["F:win", "S1", "P1", "C1", "R1"],
        "Arsenal FC", "Tottenham Hotspur FC", "epl", "5120301",
        "Will Arsenal FC win on 2026-10-17?", "epl-ars-tot-2026-10-17-ars", "Arsenal FC", "moneyline", None,
        ["MATCH PREVIEW: Arsenal FC vs. Tottenham Hotspur FC",
         "The north London derby is back at the Emirates Stadium on Saturday 17 October 2026. Kick-off is 5.30pm UK time and the game is live on Sky Sports Main Event. Arsenal are unbeaten in six league outings, while Spurs have won only one of their last five on the road.",
         "Head-to-head: the last cup meeting between the clubs went to extra time before Arsenal sneaked through 2-1 with a goal in the 112th minute. Spurs have not won at this ground in the league since 2010.",
         "HOW THIS MARKET PAYS\nYes pays out if Arsenal FC beat Tottenham Hotspur FC in this fixture. A Spurs victory or a level scoreline means No. We look only at the score once ninety minutes and whatever stoppage time the officials add have been played.",
         "Trading tip: the draw has been the value side in recent derbies, and our analysts expect a cagey first half.",
         "How to trade: buy Yes if you expect an Arsenal win, or buy No if you think Spurs will avoid defeat. Each share trades between 1c and 99c and a winning share is redeemed for $1.",
         "SETTLEMENT DETAILS\n- Postponed? The market is not closed. It simply waits for the fixture to be played on its new date, however far away that is.\n- If the match is called off altogether and never replayed, the market settles No.\n- The score comes from the Premier League's official match statistics. Should those not be out within two hours of the final whistle, a consensus of reputable media reports may be relied on instead.",
         RESP[0]],
        "https://www.premierleague.com/", "Arsenal FC vs. Tottenham Hotspur FC", "2026-10-17 16:30:00+00",
        E("win", "Arsenal FC", "regulation", "official", "consensus", "open_until_played", "no", "result", None)))

    # 2. draw; cup-draw noise; US date format; R2
    L.append(v1(2, ["layout:page", "american_spelling", "date:us_slash", "explicit_exclusion", "noise:cup_draw", "syn:all_square"],
        ["F:draw", "S1", "P1", "C1", "R1", "R2"],
        "Real Madrid CF", "FC Barcelona", "laliga", "5120302",
        "Will Real Madrid CF vs. FC Barcelona end in a draw?", "lal-rea-bar-2026-10-24-draw",
        "Draw (Real Madrid CF vs. FC Barcelona)", "moneyline", None,
        ["El Clasico, 10/24/2026, Santiago Bernabeu. Kickoff 4:15 PM local (14:15 UTC). Watch in the US on ESPN+.",
         "This market pays Yes if the game is all square when the referee ends regulation play (90 minutes plus any stoppage time). Any other scoreline pays No. Extra time and penalty kicks are not part of this market.",
         "Form guide: Real Madrid have won four straight at home; Barcelona have scored in 21 consecutive league games. Last season's meeting in the Bernabeu finished level at 2-2.",
         "Cup watch: the draw for the Copa del Rey round of 32 takes place on Monday, and both clubs enter at that stage. That draw has nothing to do with this market.",
         "Why trade El Clasico? Deep liquidity, tight spreads and live prices from the first whistle. Join thousands of traders today.",
         "If this game is postponed, the market stays open until it is actually played. If it is canceled outright and no make-up date is ever set, the market resolves Yes.",
         "Resolution relies on the official statistics recognized by LaLiga. If those have not appeared within 2 hours after the game ends, a consensus of credible reporting will be used. Once the market has resolved, later corrections to the official score will not change it.",
         RESP[1]],
        "https://www.laliga.com/", "Real Madrid CF vs. FC Barcelona", "2026-10-24 14:15:00+00",
        E("draw", "draw", "regulation", "official", "consensus", "open_until_played", "yes", "result", None)))

    # 3. away win; split rule (payout top, postponement bottom); snow-postponement noise; abandonment
    L.append(v1(3, ["layout:split", "british_spelling", "date:d_month_y", "noise:postponed_last_year", "abandonment_as_cancel", "syn:come_out_on_top"],
        ["F:win", "S1", "P1", "C1", "AB", "R1"],
        "FC Bayern München", "Borussia Dortmund", "bundesliga", "5120303",
        "Will Borussia Dortmund win on 2026-11-14?", "bun-bay-dor-2026-11-14-dor", "Borussia Dortmund", "moneyline", None,
        ["Der Klassiker | 14 November 2026 | Allianz Arena | 18:30 CET",
         "Yes if Borussia Dortmund come out on top against FC Bayern München at the end of the ninety minutes of normal time plus added time. A Bayern win or a draw resolves this market No.",
         "Preview: Bayern have lost once at home all year. Dortmund travel without their first-choice centre-back (knee). Last winter's meeting here was postponed because of heavy snow and played three weeks later, when Bayern won 3-1.",
         "Tip of the week: both sides have scored in each of the last seven Klassiker. Goal markets for this fixture are listed under More Markets.",
         "How to trade: pick Yes or No, enter an amount and confirm. You can sell your position at the current price at any time before the market closes.",
         "Data: resolution uses the official Bundesliga match statistics. Where these are not made available within two hours of full time, the market may be resolved on the consensus of credible reporting.",
         "Cancellation and abandonment: a match that is cancelled and never made up resolves No. A match abandoned and not completed is handled exactly like a cancellation.",
         RESP[2],
         "Postponement: should the game be postponed, this market remains open until the fixture has been played, whenever that may be."],
        "https://www.bundesliga.com/", "FC Bayern München vs. Borussia Dortmund", "2026-11-14 17:30:00+00",
        E("win", "Borussia Dortmund", "regulation", "official", "consensus", "open_until_played", "no", "result", "no")))

    # 4. total over 2.5; goals noise
    L.append(v1(4, ["layout:page", "number_words_and_digits", "noise:goals_stats", "british_spelling", "syn:three_or_more"],
        ["F:total", "S1", "P1", "C2", "R1"],
        "Liverpool FC", "Manchester City FC", "epl", "5120304",
        "Liverpool FC vs. Manchester City FC: O/U 2.5", "epl-liv-mac-2026-11-07-total-2pt5", "O/U 2.5", "totals", 2.5,
        ["Liverpool FC vs. Manchester City FC, Anfield, Saturday 7th November 2026, 17:30 GMT. TV: Sky Sports Premier League.",
         "Goals galore? Six of the last eight meetings have produced over 2.5 goals, and the two sides average 3.4 goals a game this season. City's top scorer has 11 in 10; Liverpool's has netted in five straight.",
         "The rule: this market resolves Yes when the two teams score three or more goals between them (so 3 is enough) across the 90 minutes and stoppage time. Two goals or fewer resolves No. Anything after that, such as extra time, is ignored.",
         "Marketing: new traders get a fee-free first week on all Premier League goal markets.",
         "If the match is postponed, this market stays open until it is played. If it is cancelled and there is no make-up game, the market resolves 50-50.",
         "Official Premier League statistics decide. Failing publication inside 2 hours of the final whistle, a consensus of credible reports will be used.",
         RESP[3]],
        "https://www.premierleague.com/", "Liverpool FC vs. Manchester City FC - More Markets", "2026-11-07 17:30:00+00",
        E("total", "over", "regulation", "official", "consensus", "open_until_played", "50-50", "result", None, line=2.5)))

    # 5. spread -1.5
    L.append(v1(5, ["layout:page", "bullets", "number_words", "syn:margin", "noise:goal_difference"],
        ["F:spread", "S1", "P1", "C2", "R1"],
        "Manchester City FC", "Chelsea FC", "epl", "5120305",
        "Spread: Manchester City FC (-1.5)", "epl-mac-che-2026-11-21-spread-home-1pt5", "Manchester City FC (-1.5)", "spreads", -1.5,
        ["Etihad Stadium, 21 Nov 2026, 3pm kick-off (15:00 GMT). Highlights later on Match of the Day.",
         "City have the best goal difference in the division (+19) and have won five of their last six home games by two goals or more. Chelsea have kept two clean sheets all season.",
         "Settlement:\n- Yes if Manchester City FC beat Chelsea FC by a margin of two goals or more.\n- No if City win by a single goal, the game is drawn, or Chelsea win.\n- Only regulation counts: 90 minutes plus stoppage time.",
         "Hot take from our tipster: City -1.5 looks short; the value might be on Chelsea keeping it close.",
         "- Postponed matches: the market waits, open, until the game takes place.\n- Cancelled with no make-up match: resolved 50-50.\n- Source: the Premier League's official statistics; if unpublished two hours after the match ends, a consensus of credible reporting.",
         RESP[0]],
        "https://www.premierleague.com/", "Manchester City FC vs. Chelsea FC - More Markets", "2026-11-21 15:00:00+00",
        E("spread", "Manchester City FC", "regulation", "official", "consensus", "open_until_played", "50-50", "result", None, line=1.5)))

    # 6. btts; R2
    L.append(v1(6, ["layout:page", "british_spelling", "noise:btts_stats", "syn:find_the_net", "date:weekday_d_month"],
        ["F:btts", "S1", "P1", "C2", "R1", "R2"],
        "FC Internazionale Milano", "AC Milan", "seriea", "5120306",
        "FC Internazionale Milano vs. AC Milan: Both Teams to Score?", "sea-int-mil-2026-10-25-btts", "Both Teams to Score", "both_teams_to_score", None,
        ["Derby della Madonnina, San Siro, Sunday 25 October, 20:45 CET (19:45 UTC). Live on DAZN.",
         "Both teams have found the net in each of the last five Milan derbies, and neither side has kept a clean sheet in its last four games.",
         "Resolution: Yes if FC Internazionale Milano and AC Milan each score at least one goal in regulation time, which is ninety minutes plus stoppage. If either side fails to score, No.",
         "Injury news: Inter's first-choice striker is a doubt after limping off in midweek; Milan's goalkeeper returns from suspension.",
         "A postponed derby keeps this market open until it is played. A derby cancelled with no make-up game resolves 50-50.",
         "Source: the official statistics recognised by Lega Serie A; if those are not out within two hours after full time, a consensus of credible reporting. Revisions to the score after resolution are disregarded.",
         "Trade responsibly. 18+."],
        "https://www.legaseriea.it/", "FC Internazionale Milano vs. AC Milan - More Markets", "2026-10-25 19:45:00+00",
        E("btts", "yes", "regulation", "official", "consensus", "open_until_played", "50-50", "result", None)))

    # 7. first half result, team
    L.append(v1(7, ["layout:page", "headings", "half_time", "noise:second_half_stats", "french_names"],
        ["F:half", "P1", "C2", "R1"],
        "Paris Saint-Germain FC", "Olympique de Marseille", "ligue1", "5120307",
        "Will Paris Saint-Germain FC lead at half-time vs. Olympique de Marseille?", "fl1-par-olm-2026-11-01-1h-par",
        "Paris Saint-Germain FC (1st half)", "first_half_moneyline", None,
        ["Le Classique | Parc des Princes | 1 November 2026 | 20:45 local (19:45 UTC) | beIN Sports",
         "Stat pack: PSG have scored 70% of their goals after the break this season, and Marseille have led at half-time only twice away from home.",
         "WHAT YOU ARE TRADING\nThis market is about the first half only. It resolves Yes if Paris Saint-Germain FC are ahead when the referee blows for half-time, stoppage time in the first half included. A level score or a Marseille lead at the break resolves No. What happens in the second half does not matter.",
         "Boost: enhanced prices on all Ligue 1 half-time markets this weekend.",
         "WHAT IF THE MATCH DOESN'T GO AHEAD\nIf it is postponed, the market remains open until the match takes place. If it is cancelled without any make-up game, it resolves 50-50.",
         "SOURCE\nOfficial Ligue 1 match data; failing publication within two hours after the final whistle, credible reporting by consensus.",
         RESP[1]],
        "https://www.ligue1.com/", "Paris Saint-Germain FC vs. Olympique de Marseille - More Markets", "2026-11-01 19:45:00+00",
        E("half", "Paris Saint-Germain FC", None, "official", "consensus", "open_until_played", "50-50", "result", None, half="first")))

    # 8. exact score 2-1; noise: last meeting 2-1
    L.append(v1(8, ["layout:page", "noise:same_score", "fixed_fallback", "date:ordinal"],
        ["F:exact_score", "S1", "P1", "C3", "R1"],
        "Newcastle United FC", "Aston Villa FC", "epl", "5120308",
        "Exact Score: Newcastle United FC 2 - 1 Aston Villa FC?", "epl-new-ast-2026-12-12-score-2-1",
        "Newcastle United FC 2-1", "exact_score", None,
        ["St James' Park hosts Newcastle v Villa on December 12th, 2026 (12:30 GMT, TNT Sports).",
         "Remember last March? Villa won this fixture 2-1 with a stoppage-time winner. Newcastle will want revenge.",
         "Yes only if the final score at the end of the 90 minutes and stoppage time is exactly Newcastle United FC 2, Aston Villa FC 1. Every other score resolves No.",
         "Fancy a bigger payout? Exact-score markets offer the longest prices on the site.",
         "A postponed game leaves this market open until the rearranged fixture is played. If the match is scrapped and never replayed, this market is settled as though the score were 0-0.",
         "Results come from the official Premier League statistics, or, if those are not released within two hours after the final whistle, from a consensus of credible reporting.",
         RESP[2]],
        "https://www.premierleague.com/", "Newcastle United FC vs. Aston Villa FC - More Markets", "2026-12-12 12:30:00+00",
        E("exact_score", "2-1", "regulation", "official", "consensus", "open_until_played", "no", "result", None)))

    # 9. advance; penalty-miss noise
    L.append(v1(9, ["layout:page", "two_way", "noise:penalties_missed", "british_spelling", "syn:progress"],
        ["F:advance", "S6", "P1", "C2", "R1"],
        "Real Madrid CF", "Manchester City FC", "ucl", "5120309",
        "Will Real Madrid CF advance to the Champions League quarter-finals?", "ucl-rea-mac-2027-03-17-adv-rea",
        "Real Madrid CF", "moneyline", None,
        ["UEFA Champions League, round of 16, second leg: Real Madrid CF vs. Manchester City FC, 17 March 2027, 21:00 CET. City lead 1-0 from the first leg.",
         "First-leg talking point: Real Madrid missed two penalties in Manchester, one saved and one struck against the post.",
         "This is a two-way market on the tie, not on one match. It resolves Yes if Real Madrid CF progress to the quarter-finals, whether they do so within 90 minutes, in extra time, or through a penalty shoot-out. It resolves No if Manchester City FC go through.",
         "Tipster corner: Madrid have overturned a first-leg deficit in four of their last five knockout ties.",
         "If the second leg is postponed, the market stays open until that leg is played. If the second leg is cancelled and never replayed, the market resolves 50-50.",
         "The official statistics published by UEFA are the primary source. If they are not available within two hours of full time, credible reporting will be used, by consensus.",
         RESP[3]],
        "https://www.uefa.com/", "Real Madrid CF vs. Manchester City FC", "2027-03-17 20:00:00+00",
        E("advance", "Real Madrid CF", "penalties", "official", "consensus", "open_until_played", "50-50", "result", None)))

    # 10. win, knockout second leg, no scope anywhere in the rule -> scope ambiguous
    L.append(v1(10, ["layout:page", "no_scope", "noise:extra_time", "noise:penalties", "knockout"],
        ["F:win", "S:ambiguous", "P1", "C1", "R1"],
        "FC Bayern München", "Arsenal FC", "ucl", "5120310",
        "Will Arsenal FC win on 2027-03-10?", "ucl-bay-ars-2027-03-10-ars", "Arsenal FC", "moneyline", None,
        ["Champions League round of 16, second leg. FC Bayern München vs. Arsenal FC, Allianz Arena, 10 March 2027, 21:00 CET. First leg: Arsenal 2-2 Bayern.",
         "History: the clubs' last knockout tie went the distance, through extra time and on to penalties, where Bayern scored all five of theirs.",
         "This market resolves Yes if Arsenal FC win the match against FC Bayern München. If Bayern win or the teams finish level, it resolves No.",
         "Tip: a level second leg would send this tie to extra time, so expect prices to stay close until late on.",
         "Postponement: the market stays open until the match is played. Cancellation with no make-up game: No.",
         "Official UEFA statistics settle the market; failing their publication within two hours of full time, a consensus of credible news reports does.",
         RESP[0]],
        "https://www.uefa.com/", "FC Bayern München vs. Arsenal FC", "2027-03-10 20:00:00+00",
        E("win", "Arsenal FC", "ambiguous", "official", "consensus", "open_until_played", "no", "result", None)))

    # 11. win, cancellation ambiguous
    L.append(v1(11, ["layout:page", "vague_cancellation", "italian_names", "noise:postponed"],
        ["F:win", "S1", "P1", "C:ambiguous", "R1"],
        "Juventus FC", "SSC Napoli", "seriea", "5120311",
        "Will Juventus FC win on 2026-11-29?", "sea-juv-nap-2026-11-29-juv", "Juventus FC", "moneyline", None,
        ["Juventus FC vs. SSC Napoli | Allianz Stadium, Turin | 29.11.2026 | 20:45 CET | DAZN",
         "Juve have conceded only six goals at home; Napoli arrive on a run of four straight wins. Their meeting last spring was pushed back a day because of a cup replay.",
         "Market rule: Yes if Juventus FC win this game, judged on the 90 minutes plus stoppage time. A draw or a Napoli win means No.",
         "Why trade Serie A with us? Instant settlement and no hidden fees.",
         "A postponed game leaves this market open until the match is played. If the match is called off for good, the market will be settled in whatever way the operator considers appropriate.",
         "Source: official Lega Serie A statistics; if they are not out within two hours, a consensus of credible reporting.",
         RESP[1]],
        "https://www.legaseriea.it/", "Juventus FC vs. SSC Napoli", "2026-11-29 19:45:00+00",
        E("win", "Juventus FC", "regulation", "official", "consensus", "open_until_played", "ambiguous", "result", None)))

    # 12. draw, World Cup group; TV noise; bracket draw noise; R2
    L.append(v1(12, ["layout:page", "american_spelling", "explicit_exclusion", "noise:cup_draw", "date:month_d_y", "syn:tied"],
        ["F:draw", "S1", "P1", "C1", "R1", "R2"],
        "Mexico", "Korea Republic", "wc", "5120312",
        "Will Mexico vs. Korea Republic end in a draw?", "fifwc-mex-kor-2026-06-18-draw",
        "Draw (Mexico vs. Korea Republic)", "moneyline", None,
        ["FIFA World Cup 2026, Group A. Mexico vs. Korea Republic, Estadio Guadalajara, June 18, 2026, 7:00 PM local. Broadcast: FOX and Telemundo.",
         "Storyline: Mexico tied both of their warm-up games; Korea Republic have scored in nine straight. Back in December, the tournament draw put these sides together.",
         "The market pays Yes if the match is tied at the end of regulation (90 minutes plus stoppage time). It pays No if either team wins. Extra time and penalty shootouts do not apply to this market.",
         "Traders' corner: group-stage draws have been underpriced at the last two World Cups, according to our in-house analysts.",
         "Postponement: the market remains open until the game goes ahead. Cancellation with no make-up date: resolves Yes.",
         "Resolution source: official statistics as recognized by FIFA, the organizer. If those are missing two hours after the final whistle, a consensus of credible news reports applies. Score changes made after resolution are ignored.",
         RESP[2]],
        "https://www.fifa.com/", "Mexico vs. Korea Republic", "2026-06-19 01:00:00+00",
        E("draw", "draw", "regulation", "official", "consensus", "open_until_played", "yes", "result", None)))

    # 13. win, P4 (two weeks, last fair price)
    L.append(v1(13, ["layout:page", "fortnight", "last_fair_price", "british_spelling", "noise:postponed"],
        ["F:win", "S1", "P4", "C1", "R1"],
        "Chelsea FC", "Everton FC", "epl", "5120313",
        "Will Chelsea FC win on 2026-12-19?", "epl-che-eve-2026-12-19-che", "Chelsea FC", "moneyline", None,
        ["Stamford Bridge, Saturday 19/12/2026, 15:00 GMT. Not televised in the UK (3pm blackout).",
         "Chelsea have won nine of the last ten against Everton. Everton's visit here last season was postponed by a frozen pitch and rearranged for February.",
         "Resolves Yes if Chelsea FC defeat Everton FC within normal time (90 minutes plus injury time). Otherwise No.",
         "How to trade: your maximum loss is what you pay for your shares. Watch the live price move with every chance.",
         "Postponed fixtures: if the match is postponed and not rescheduled within a fortnight, the market settles at the last fair market price, as it stood when the postponement was announced. A cancelled match with no make-up game resolves No.",
         "Settlement source: official Premier League statistics, with a consensus of credible reporting if the official figures are not available two hours after full time.",
         RESP[3]],
        "https://www.premierleague.com/", "Chelsea FC vs. Everton FC", "2026-12-19 15:00:00+00",
        E("win", "Chelsea FC", "regulation", "official", "consensus", 336, "no", "last_price", None)))

    # 14. win, MLS, source ambiguous; Opta noise
    L.append(v1(14, ["layout:page", "american_spelling", "unordered_sources", "noise:stats_provider"],
        ["F:win", "S1", "P1", "C1", "R:ambiguous"],
        "LA Galaxy", "Los Angeles FC", "mls", "5120314",
        "Will LA Galaxy win on 2026-08-22?", "mls-lag-laf-2026-08-22-lag", "LA Galaxy", "moneyline", None,
        ["El Trafico! LA Galaxy host Los Angeles FC at Dignity Health Sports Park, Aug. 22, 2026, 7:30 PM PT. Streaming on MLS Season Pass.",
         "Preview stats provided by Opta: LAFC have won three of the last four meetings; the Galaxy have the league's second-best home record.",
         "Yes if LA Galaxy beat Los Angeles FC in regulation, which means 90 minutes plus stoppage time. A tie or an LAFC win means No.",
         "Hot streak: the Galaxy have scored first in eight straight home games. Trade the momentum!",
         "Postponed? The market waits until the game is actually played. Canceled with no make-up game? Resolves No.",
         "The outcome will be determined using the MLS website or leading sports media outlets.",
         "Must be 18+ (21+ where required). Trade responsibly."],
        "https://www.mlssoccer.com/", "LA Galaxy vs. Los Angeles FC", "2026-08-23 02:30:00+00",
        E("win", "LA Galaxy", "regulation", "ambiguous", "ambiguous", "open_until_played", "no", "result", None)))

    # 15. win, source provider first then official fallback; preview credits official site
    L.append(v1(15, ["layout:page", "provider_primary", "noise:stats_source", "number_words"],
        ["F:win", "S1", "P1", "C1"],
        "Club Atlético de Madrid", "Sevilla FC", "laliga", "5120315",
        "Will Club Atlético de Madrid win on 2026-11-08?", "lal-mad-sev-2026-11-08-mad", "Club Atlético de Madrid", "moneyline", None,
        ["Riyadh Air Metropolitano, Sunday 8 November 2026, 21:00 CET. Statistics in this preview come from LaLiga's official website.",
         "Atlético have won eight straight home league games; Sevilla have not won in Madrid since 2016 and are without their captain (suspended).",
         "Pays Yes if Club Atlético de Madrid win against Sevilla FC, counting only the ninety minutes and stoppage time. No on a draw or a Sevilla win.",
         "Insider tip: Atlético have scored in the final fifteen minutes in five of their last six matches.",
         "For settlement we use the final score shown by ESPN. If ESPN has not shown a final score within three hours of full time, the official LaLiga website is used instead.",
         "If the match is postponed, the market stays open until it is played. If it is cancelled outright and not replayed, it resolves No.",
         RESP[0]],
        "https://www.espn.com/soccer/", "Club Atlético de Madrid vs. Sevilla FC", "2026-11-08 20:00:00+00",
        E("win", "Club Atlético de Madrid", "regulation", "provider", "official", "open_until_played", "no", "result", None)))

    # 16. total under 2.5; abandonment 50-50
    L.append(v1(16, ["layout:page", "under_side", "numerals", "abandonment_50_50", "noise:goals_stats"],
        ["F:total", "S1", "P1", "C2", "AB", "R1"],
        "Athletic Club", "Real Sociedad de Fútbol", "laliga", "5120316",
        "Athletic Club vs. Real Sociedad de Fútbol: Under 2.5 goals?", "lal-bil-soc-2026-12-06-under-2pt5", "Under 2.5", "totals", 2.5,
        ["Basque derby at San Mamés, 6 Dec 2026, 18:30 CET. Last five derbies: 1-0, 0-0, 2-1, 1-1, 0-1.",
         "Yes if 2 goals or fewer are scored in total in the 90 minutes plus stoppage time. No if 3 or more are scored.",
         "Note: three of the last five Basque derbies had under 2.5 goals, and the sides' average this season is 2.1 per game.",
         "Learn to trade: prices reflect the crowd's view of the chance of Yes. A price of 62c means the market sees roughly a 62% chance.",
         "Postponed: stays open until played. Cancelled with no make-up game: 50-50. Abandoned and not finished: 50-50 as well.",
         "Official LaLiga statistics decide; if not published within 2 hours after the match, credible reporting by consensus.",
         RESP[1]],
        "https://www.laliga.com/", "Athletic Club vs. Real Sociedad de Fútbol - More Markets", "2026-12-06 17:30:00+00",
        E("total", "under", "regulation", "official", "consensus", "open_until_played", "50-50", "result", "50-50", line=2.5)))

    # 17. win; postponement silent in the rule, postponement only in the preview
    L.append(v1(17, ["layout:page", "silent_postponement", "noise:postponed_last_year", "noise:draw_tip", "italian_names"],
        ["F:win", "S1", "C1", "R1"],
        "AS Roma", "SS Lazio", "seriea", "5120317",
        "Will AS Roma win on 2026-12-13?", "sea-rom-laz-2026-12-13-rom", "AS Roma", "moneyline", None,
        ["Derby della Capitale, Stadio Olimpico, 13 December 2026, 18:00 CET.",
         "Last season's first derby was postponed by a week for security reasons and ended 0-0 when it was finally played.",
         "Rule: Yes if AS Roma beat SS Lazio in regulation time (90 minutes plus stoppage). Draw or Lazio win: No.",
         "Tipster's view: four of the last six Rome derbies ended in a draw, so the draw may be the smart play.",
         "Cancellation: if the match is cancelled and no make-up game is played, this market resolves No.",
         "Source: official Serie A statistics, or, should they be missing two hours after the final whistle, a consensus of credible reporting.",
         RESP[2]],
        "https://www.legaseriea.it/", "AS Roma vs. SS Lazio", "2026-12-13 17:00:00+00",
        E("win", "AS Roma", "regulation", "official", "consensus", None, "no", None, None)))

    # 18. draw; abandonment treated as cancellation -> yes
    L.append(v1(18, ["layout:page", "french_names", "abandonment_as_cancel", "legal", "syn:stalemate"],
        ["F:draw", "S1", "P1", "C1", "AB", "R1"],
        "Olympique Lyonnais", "AS Monaco FC", "ligue1", "5120318",
        "Will Olympique Lyonnais vs. AS Monaco FC end in a draw?", "fl1-lyo-mon-2026-11-22-draw",
        "Draw (Olympique Lyonnais vs. AS Monaco FC)", "moneyline", None,
        ["Groupama Stadium, Lyon. 22/11/2026. 17:05 local time. Ligue 1 McDonald's, matchday 13.",
         "This market shall resolve Yes in the event that the match ends in a stalemate once ninety minutes and any stoppage time have been completed; it shall resolve No in every other case.",
         "Form: Lyon drew 1-1 in their last two home games; Monaco have lost one in nine.",
         "Don't miss out: deposit today and trade the Ligue 1 weekend.",
         "Where the match is postponed, the market shall remain open until the match is played. Where the match is cancelled and no make-up match is held, the market shall resolve Yes. A match that is abandoned and not resumed shall be treated as cancelled for these purposes.",
         "The resolution source shall be the official Ligue 1 statistics; should they not be published within two hours after the match, the consensus of credible news reports shall be used.",
         RESP[3]],
        "https://www.ligue1.com/", "Olympique Lyonnais vs. AS Monaco FC", "2026-11-22 16:05:00+00",
        E("draw", "draw", "regulation", "official", "consensus", "open_until_played", "yes", "result", "yes")))

    # 19. win; postponement ambiguous
    L.append(v1(19, ["layout:page", "vague_postponement", "noise:postponed", "british_spelling"],
        ["F:win", "S1", "P:ambiguous", "C1", "R1"],
        "Everton FC", "Brighton & Hove Albion FC", "epl", "5120319",
        "Will Everton FC win on 2027-01-09?", "epl-eve-bri-2027-01-09-eve", "Everton FC", "moneyline", None,
        ["Everton FC vs. Brighton & Hove Albion FC, Hill Dickinson Stadium, 9 January 2027, 3pm.",
         "Weather watch: storms are forecast for Merseyside, and two Premier League games were postponed in similar conditions last January.",
         "Yes if Everton FC win in normal time (ninety minutes plus stoppage). Draw or Brighton win: No.",
         "Trading tip: Brighton have the highest possession average in the division, but Everton are stubborn at home.",
         "If the game is postponed, the market may remain open for a reasonable period, after which it will be resolved in whatever manner the resolver judges fair. A match cancelled with no make-up game resolves No.",
         "Source: official Premier League statistics; if they are not out within two hours, a consensus of credible reporting.",
         RESP[0]],
        "https://www.premierleague.com/", "Everton FC vs. Brighton & Hove Albion FC", "2027-01-09 15:00:00+00",
        E("win", "Everton FC", "regulation", "official", "consensus", "ambiguous", "no", "ambiguous", None)))

    # 20. first half draw
    L.append(v1(20, ["layout:page", "half_time", "syn:level", "noise:cup_extra_time", "numerals"],
        ["F:half", "P1", "C2", "R1"],
        "Bayer 04 Leverkusen", "VfB Stuttgart", "bundesliga", "5120320",
        "Will Bayer 04 Leverkusen vs. VfB Stuttgart be level at half-time?", "bun-b04-stu-2026-11-28-1h-draw",
        "Draw (1st half)", "first_half_moneyline", None,
        ["BayArena, 28 Nov 2026, 15:30 CET. Last season's DFB-Pokal meeting needed 120 minutes and penalties.",
         "First-half market: Yes if the score is level at half-time (first-half stoppage included). No if either team leads at the break.",
         "Leverkusen have been level at half-time in 6 of 11 league games this season.",
         "Marketing: half-time markets settle at the interval, so you get your money back faster.",
         "Postponed: the market stays open until the match goes ahead. Cancelled with no make-up game: 50-50.",
         "Official Bundesliga statistics, or a consensus of credible reporting if those are not available within 2 hours after the match.",
         RESP[1]],
        "https://www.bundesliga.com/", "Bayer 04 Leverkusen vs. VfB Stuttgart - More Markets", "2026-11-28 14:30:00+00",
        E("half", "draw", None, "official", "consensus", "open_until_played", "50-50", "result", None, half="first")))

    # 21. win; rule names no source; preview credits the league site for its stats
    L.append(v1(21, ["layout:page", "silent_source", "noise:stats_source", "italian_names", "date:iso"],
        ["F:win", "S1", "P1", "C1"],
        "Atalanta BC", "ACF Fiorentina", "seriea", "5120321",
        "Will Atalanta BC win on 2026-10-31?", "sea-ata-fio-2026-10-31-ata", "Atalanta BC", "moneyline", None,
        ["Gewiss Stadium, Bergamo, 2026-10-31, 18:00 CET. All figures in this preview are taken from the official Lega Serie A site.",
         "Atalanta have won four of their last five against Fiorentina, who have lost their top scorer to a hamstring injury.",
         "Yes if Atalanta BC win this match at the end of 90 minutes plus stoppage time. A draw or a Fiorentina win resolves No.",
         "Tip: Atalanta lead the league for shots on target; consider the win at current prices.",
         "A postponed match keeps the market open until it is played. If the match is cancelled and no replacement game is staged, the market resolves No.",
         RESP[2]],
        "", "Atalanta BC vs. ACF Fiorentina", "2026-10-31 17:00:00+00",
        E("win", "Atalanta BC", "regulation", None, None, "open_until_played", "no", "result", None)))

    return L
