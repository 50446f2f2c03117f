"""Set (y) venue_one legs: a weekly newsletter preview and a spoken (radio) readout.

Every text is hand-written; the expected record is stated beside it.
"""
from common import COMP, TEAMS, exp

_mid = [4870000]


def v1(n, comp, h, a, date, hour, kind, text, expected, styles, meanings,
       team=None, question=None, git=None, smt="moneyline", line=None, slug_tail=None, rs=True, gst=None):
    H, hs = TEAMS[h][0], TEAMS[h][1]
    A, as_ = TEAMS[a][0], TEAMS[a][1]
    league, pfx = COMP[comp][0], COMP[comp][1]
    base = f"{pfx}-{hs}-{as_}-{date}"
    if kind == "win":
        T, tc = TEAMS[team][0], TEAMS[team][1]
        question = question or f"Will {T} win on {date}?"
        git = git or T
        slug = f"{base}-{tc}"
    elif kind == "draw":
        question = question or f"Will {H} vs. {A} end in a draw?"
        git = git or f"Draw ({H} vs. {A})"
        slug = f"{base}-draw"
    else:
        slug = f"{base}-{slug_tail}"
    _mid[0] += 137
    market = {
        "id": str(_mid[0]),
        "question": question,
        "slug": slug,
        "groupItemTitle": git,
        "sportsMarketType": smt,
        "line": line,
        "outcomes": "[\"Yes\", \"No\"]",
        "description": text.strip(),
        "resolutionSource": COMP[comp][4] if rs else "",
        "event_title": f"{H} vs. {A}" if kind in ("win", "draw", "advance") else f"{H} vs. {A} - More Markets",
        "gameStartTime": gst or f"{date} {hour}:00:00+00",
    }
    return {"id": f"y1-{n:03d}", "venue": "venue_one", "styles": sorted(styles), "meanings": meanings,
            "home": H, "away": A, "competition": comp, "market": market, "expected": expected}


def legs():
    L = []
    # ---------------- weekly newsletter previews ----------------
    L.append(v1(1, "epl", "ars", "che", "2026-12-05", "17", "win", """
THIS WEEKEND'S MARQUEE TIE. The north London side host Chelsea at the Emirates on Saturday 5 December 2026, and our Arsenal market is the busiest on the board. Here is how it settles: Yes if Arsenal FC beat Chelsea FC, and No if Chelsea win or the points are shared.

Only normal time counts, meaning ninety minutes and whatever the fourth official adds on. Should the game be pushed back, the market simply waits for the rearranged fixture, with no cut-off. If it is called off for good and never replayed, Arsenal holders get No.

We take the result from the Premier League's own official statistics; if those haven't been published within two hours of full time, we'll go with what reputable outlets agree on.
""", exp("win", "Arsenal FC", vc="no"),
        ["newsletter", "british_spelling", "number_words", "syn:pushed_back", "syn:called_off", "date:d_month_yyyy"],
        ["F:win", "S1", "P1", "C1", "R1"], team="ars"))

    L.append(v1(2, "epl", "ars", "che", "2026-12-05", "17", "draw", """
Newsletter, Issue 48 - the Draw market for Arsenal FC v Chelsea FC (Sat, Dec 5th). Back it if you think nobody wins: it pays Yes when the scores are level once the regular ninety minutes plus added time are up, and No otherwise.

If the fixture slips, nothing settles until it is actually played. If it's cancelled outright with no replacement date ever found, this one goes Yes, because we count that like a stalemate.

Result source: the league's official match stats, or, if nothing official appears within 2 hours of the whistle, the consensus view of credible sports media. Any correction to the scoreline after we've settled is ignored.
""", exp("draw", "draw", vc="yes"),
        ["newsletter", "british_spelling", "numerals", "syn:slips", "syn:stalemate", "date:dow_mon_dth"],
        ["F:draw", "S1", "P1", "C1", "R1", "R2"]))

    L.append(v1(3, "laliga", "rma", "bar", "2026-12-13", "20", "win", """
El Clásico preview. Real Madrid welcome Barcelona on 13/12/2026 and the home-win market opens today. This weekend's question is simple: does Real Madrid CF come out on top? If so, Yes; a draw or a Barcelona win means No.

How it settles: regulation only, so 90 minutes plus stoppage. A postponed match keeps the market alive, but only for so long: if there's no new date within fourteen days, we settle at the last fair price as it stood when the postponement was announced. Cancelled with no replay: No.

Source: LaLiga's official figures, or, failing publication within two hours, a consensus of credible reports.
""", exp("win", "Real Madrid CF", tw=336, vc="no", vp="last_price"),
        ["newsletter", "date:dd/mm/yyyy", "syn:come_out_on_top", "number_words", "numerals"],
        ["F:win", "S1", "P4", "C1", "R1"], team="rma"))

    L.append(v1(4, "laliga", "rma", "bar", "2026-12-13", "20", "win", """
Also on the Clásico card: the away side. FC Barcelona have to win at the Bernabéu (December 13, 2026) for this to pay Yes. Anything else, a home win or a tie, is a No.

- What counts: the full ninety minutes and stoppage time; nothing beyond that.
- If the game is delayed and no new kick-off is set within a fortnight, the market closes at the last fair price recorded at the moment the delay was announced.
- If it's canceled and never made up: No.
- If the referee abandons it and it is never completed, we treat it like a cancellation.
- Settled off LaLiga's official data; when that data is still missing two hours after the end, the consensus of reliable media decides.
""", exp("win", "FC Barcelona", tw=336, vc="no", vp="last_price", va="no"),
        ["newsletter", "bullets", "american_spelling", "syn:fortnight", "syn:delayed", "date:month_d_yyyy"],
        ["F:win", "S1", "P4", "C1", "AB", "R1"], team="bar"))

    L.append(v1(5, "epl", "mci", "tot", "2026-12-12", "15", "total", """
Goals, goals, goals? City v Spurs on the 12th of December has the look of a shoot-out, so our pick of the side markets is the total. This pays Yes if three or more goals go in between Manchester City FC and Tottenham Hotspur FC; two or fewer is a No.

Here is how it settles: goals in normal time (90 minutes plus added time) only. If the game is put back it stays open until played. Cancelled and never replayed? Then every share settles at fifty cents, half each way.

Official Premier League stats are the primary source, with a fallback to the consensus of credible outlets if the stats aren't out within two hours.
""", exp("total", "over", line=2.5, vc="50-50"),
        ["newsletter", "number_words", "syn:put_back", "date:the_dth_of_month"],
        ["F:total", "S1", "P1", "C2", "R1"],
        question="Manchester City FC vs. Tottenham Hotspur FC: Over 2.5 goals?", git="O/U 2.5",
        smt="totals", line=2.5, slug_tail="total-2pt5"))

    L.append(v1(6, "bundesliga", "bmu", "bvb", "2026-12-19", "17", "spread", """
Der Klassiker, 19.12.2026. The handicap market asks whether FC Bayern München can beat Borussia Dortmund by at least two goals. A one-goal Bayern win, a draw or a Dortmund win all settle No.

How it settles: 90 minutes plus stoppage. Postponed? It stays open till the game is played. Cancelled for good with no make-up? Fifty-fifty payout. Source: the Bundesliga's official statistics, falling back to credible reporting in consensus if those are not available two hours after the final whistle.
""", exp("spread", "FC Bayern München", line=1.5, vc="50-50"),
        ["newsletter", "date:dd.mm.yyyy", "syn:handicap", "terse"],
        ["F:spread", "S1", "P1", "C2", "R1"],
        question="Spread: FC Bayern München (-1.5)", git="FC Bayern München (-1.5)",
        smt="spreads", line=-1.5, slug_tail="spread-home-1pt5"))

    L.append(v1(7, "seriea", "juv", "int", "2027-01-10", "19", "btts", """
Derby d'Italia, Sunday January 10th, 2027. The both-teams-to-score market pays Yes if Juventus FC and FC Internazionale Milano each find the net at least once; if either side keeps a clean sheet, it's No.

Only goals in regular time (ninety minutes plus stoppage) count. If the match is rescheduled the market waits for it, however long that takes. If it is scrapped with no replay, both outcomes pay 0.50. Should play be abandoned and never finished, the same 50/50 split applies.

Source: Lega Serie A's official numbers, or a consensus of credible reporting if the official numbers haven't landed within two hours.
""", exp("btts", "yes", vc="50-50", va="50-50"),
        ["newsletter", "number_words", "syn:scrapped", "syn:find_the_net", "date:dow_month_dth_yyyy"],
        ["F:btts", "S1", "P1", "C2", "AB", "R1"],
        question="Juventus FC vs. FC Internazionale Milano: Both Teams to Score?", git="Both Teams to Score",
        smt="both_teams_to_score", slug_tail="btts"))

    L.append(v1(8, "epl", "new", "whu", "2026-12-26", "15", "half", """
Boxing Day special. Newcastle United FC host West Ham United FC on 26 Dec 2026, and this market is only about the first half: Yes if Newcastle are ahead at the interval, No if West Ham lead or it's level at the break.

The first half means the first forty-five minutes plus any time added on before half-time. A postponed game keeps the market open until it's played. A cancelled game with no make-up settles at 50/50. Official Premier League data settles it; if nothing official is out two hours after the match, credible reporting in consensus is used.
""", exp("half", "Newcastle United FC", scope=None, half="first", vc="50-50"),
        ["newsletter", "number_words", "british_spelling", "syn:interval", "date:d_mon_yyyy"],
        ["F:half", "P1", "C2", "R1"],
        question="Will Newcastle United FC lead at halftime?", git="Newcastle United FC (1H)",
        smt="soccer_halftime_result", slug_tail="1h-new"))

    L.append(v1(9, "seriea", "nap", "rom", "2027-01-17", "19", "exact_score", """
Correct-score corner: Napoli v Roma, 17 January 2027. Our featured line is SSC Napoli 2, AS Roma 1. Yes only if the final score after the regulation ninety plus stoppage is exactly 2-1 to the home side; any other score is No.

If the match is postponed, the market stays open until it is played. If it is cancelled and not replayed, the exact-score markets settle as though it finished 0-0, so this line would be No. Official Serie A data decides, with the consensus of credible reports as the fallback when that data is more than two hours late.
""", exp("exact_score", "2-1", vc="no"),
        ["newsletter", "numerals", "syn:correct_score", "date:d_month_yyyy"],
        ["F:exact_score", "S1", "P1", "C3", "R1"],
        question="SSC Napoli vs. AS Roma: Exact Score 2-1?", git="Exact Score: SSC Napoli 2-1 AS Roma",
        smt="soccer_exact_score", slug_tail="score-2-1"))

    L.append(v1(10, "ucl", "ars", "rma", "2027-03-16", "20", "advance", """
Champions League, round of 16, second leg (Tuesday, March 16, 2027). The first leg finished all square, so the tie is alive. This market asks one thing: does Arsenal FC go through to the quarter-finals at Real Madrid CF's expense? Yes if they progress, No if Madrid do.

Everything on the night counts here: normal time, extra time if it's needed, and a penalty shoot-out if it comes to that. If the second leg is postponed, the market stays open until it is played. If it is canceled and UEFA never settles the tie on the pitch, both outcomes pay 50/50.

Source: UEFA's official match data; should that not appear within two hours of the finish, we use the consensus of credible reporting.
""", exp("advance", "Arsenal FC", scope="penalties", vc="50-50"),
        ["newsletter", "american_spelling", "syn:go_through", "syn:progress", "date:dow_month_d_yyyy"],
        ["F:advance", "S6", "P1", "C2", "R1"],
        question="Will Arsenal FC advance past Real Madrid CF?", git="Arsenal FC",
        slug_tail="advance-ars"))

    L.append(v1(11, "mls", "lag", "sea", "2027-03-05", "03", "win", """
MLS is back! Opening weekend, 3/5/2027 (local time) at Dignity Health Sports Park. Our first market of the season: will LA Galaxy beat Seattle Sounders FC? Yes if the Galaxy win in regulation, meaning the 90 minutes plus stoppage time; a tie or a Seattle win settles No.

If the game gets postponed, the market stays open until it's played. If it's canceled and there's no make-up game, this resolves No.

We use MLS's official stats. If they're not posted within 2 hours of the final whistle, we go by the consensus of credible reporting.
""", exp("win", "LA Galaxy", vc="no"),
        ["newsletter", "american_spelling", "numerals", "date:m/d/yyyy", "syn:tie"],
        ["F:win", "S1", "P1", "C1", "R1"], team="lag", gst="2027-03-06 03:30:00+00"))

    L.append(v1(12, "seriea", "acm", "bol", "2027-01-24", "17", "win", """
Weekend preview: AC Milan v Bologna FC 1909, San Siro, 24-01-2027. Milan to win is the question on this one. Yes on a Milan victory; No on a draw or a Bologna win.

Settlement is on regulation time (90' + stoppage); extra time would not count even if there were any. If the game is called off and no new date is fixed within a fortnight, the market settles at the last fair price, as of the time the postponement was announced. A match cancelled outright settles No. An abandoned match is handled exactly as a cancellation.

Source: official Lega Serie A data, or credible reporting in consensus if official data is not published within 2 hrs.
""", exp("win", "AC Milan", tw=336, vc="no", vp="last_price", va="no"),
        ["newsletter", "date:dd-mm-yyyy", "syn:fortnight", "numerals", "abbrev"],
        ["F:win", "S1", "P4", "C1", "AB", "R1"], team="acm"))

    L.append(v1(13, "ligue1", "ol", "psg", "2027-01-31", "19", "win", """
Le Choc des Olympiques is next week; this week it's Lyon v PSG (31 Jan. 2027). The market: will Paris Saint-Germain FC win away at Olympique Lyonnais? Yes if Paris win; No for a home win or a draw.

Scope: the ninety minutes plus added time, nothing more. If the game is postponed it remains open until played. Cancelled with no rearranged fixture: No.

Resolution uses official statistics recognised by the Ligue de Football Professionnel; if they have not been published two hours after the final whistle, the consensus view of reputable media is used instead. Once settled, later corrections to the score make no difference.
""", exp("win", "Paris Saint-Germain FC", vc="no"),
        ["newsletter", "british_spelling", "number_words", "date:d_mon._yyyy"],
        ["F:win", "S1", "P1", "C1", "R1", "R2"], team="psg"))

    L.append(v1(14, "ligue1", "om", "psg", "2027-02-28", "19", "spread", """
Le Classique, 28 February 2027. Handicap market: Paris Saint-Germain FC to win at Olympique de Marseille by two clear goals or more. Yes if PSG's winning margin is 2+; No otherwise (a one-goal PSG win, a draw, a Marseille win).

Normal time only (90 minutes + stoppage). Postponed: stays open until played. Cancelled, no make-up: settled 50-50. Source: official Ligue 1 statistics, with credible-reporting consensus as the fallback after two hours.
""", exp("spread", "Paris Saint-Germain FC", line=1.5, vc="50-50"),
        ["newsletter", "terse", "numerals", "away_favourite", "date:d_month_yyyy"],
        ["F:spread", "S1", "P1", "C2", "R1"],
        question="Spread: Paris Saint-Germain FC (-1.5)", git="Paris Saint-Germain FC (-1.5)",
        smt="spreads", line=-1.5, slug_tail="spread-away-1pt5"))

    L.append(v1(15, "epl", "avl", "nfo", "2027-01-02", "15", "win", """
New Year fixtures. Aston Villa FC v Nottingham Forest FC, 2 January 2027. Villa to win. Not a draw, not a Forest win: only a Villa victory pays Yes.

Extra time is not part of this and neither are penalties; it is the regular ninety plus stoppage, and that is all. A postponement does not close the market; it remains open until the game happens. A match that is never played at all, with no make-up, does not pay Yes: it settles No.

The source is not the broadcasters: it's the Premier League's official statistics, unless those are missing two hours after the finish, in which case the consensus of credible reporting is used.

Fine print: if the referee abandons the match and it is not completed, that is settled as a cancellation.
""", exp("win", "Aston Villa FC", vc="no", va="no"),
        ["newsletter", "negation", "fine_print", "number_words", "date:d_month_yyyy"],
        ["F:win", "S1", "P1", "C1", "AB", "R1"], team="avl"))

    L.append(v1(16, "bundesliga", "lev", "rbl", "2027-01-16", "14", "draw", """
Top-four clash: Bayer 04 Leverkusen v RB Leipzig, Saturday 16th January 2027. The draw market pays Yes if it's honours even once 90 minutes and stoppage are played, and No if either side wins.

Cancelled and never made up? Then the draw market pays Yes. We settle from official Bundesliga statistics; if they aren't published within two hours, from the consensus of credible reports.
""", exp("draw", "draw", tw=None, vp=None, vc="yes"),
        ["newsletter", "syn:honours_even", "date:dow_dth_month_yyyy", "silent:postponement"],
        ["F:draw", "S1", "C1", "R1"]))

    L.append(v1(17, "epl", "bre", "eve", "2027-01-09", "15", "win", """
Under-the-radar pick: Brentford FC at home to Everton FC, Jan 9, 2027. Yes if Brentford win in normal time (the 90 plus added minutes); No if Everton win or it ends level.

If the fixture is postponed the market stays open until it is played. If it is called off for good and never replayed, it settles No.

Results are taken from Opta's match data; where Opta's figures are not available within two hours of full time, a consensus of credible reporting is used.
""", exp("win", "Brentford FC", sp="provider", vc="no"),
        ["newsletter", "named_provider", "date:mon_d_yyyy"],
        ["F:win", "S1", "P1", "C1", "R:provider"], team="bre"))

    L.append(v1(18, "laliga", "sev", "rbb", "2027-02-07", "20", "draw", """
Seville derby, Sunday 7 Feb 2027. The draw market: Yes if Sevilla FC and Real Betis Balompié are level when the regular 90 minutes and stoppage time are done, No if there's a winner.

If the derby is postponed and not rescheduled within fourteen days (336 hours), the market settles at the last fair price as of the postponement announcement. If cancelled with no replay, the draw market settles Yes.

Official LaLiga statistics are the source, with a consensus of credible reporting as back-up if those are more than two hours late.
""", exp("draw", "draw", tw=336, vc="yes", vp="last_price"),
        ["newsletter", "numerals", "number_words", "parenthetical", "date:dow_d_mon_yyyy"],
        ["F:draw", "S1", "P4", "C1", "R1"]))

    L.append(v1(19, "mls", "mia", "atl", "2027-03-13", "00", "draw", """
MLS Week 3 newsletter: Inter Miami CF vs. Atlanta United FC, Saturday, March 13, 2027 (ET). The tie market pays Yes if the match is tied at the end of regulation (90 minutes plus stoppage), No if either team wins.

If the game is postponed, the market stays open until it's played. If it's canceled and never made up, the tie market resolves Yes.

Official MLS stats decide; if they aren't out within two hours of the final whistle, we use the consensus of credible reporting.

Fine print: score changes after the market resolves are not considered.
""", exp("draw", "draw", vc="yes"),
        ["newsletter", "american_spelling", "fine_print", "syn:tie", "date:dow_month_d_yyyy"],
        ["F:draw", "S1", "P1", "C1", "R1", "R2"], gst="2027-03-14 00:30:00+00"))

    L.append(v1(20, "epl", "liv", "mci", "2027-02-13", "17", "draw", """
Liverpool FC v Manchester City FC, 13 February 2027. The draw market: Yes on a draw at the end of ninety minutes plus stoppage, No if either team wins.

If the match is postponed the market stays open until it is played. If cancelled and not replayed, this market settles Yes.

Settled from the Premier League's official statistics.
""", exp("draw", "draw", vc="yes", sf=None),
        ["newsletter", "plain", "number_words", "date:d_month_yyyy", "no_fallback"],
        ["F:draw", "S1", "P1", "C1", "R:official_only"]))

    # ---------------- newsletter: ambiguous ----------------
    L.append(v1(21, "epl", "tot", "che", "2027-01-30", "17", "win", """
Tottenham Hotspur FC host Chelsea FC on 30 January 2027. Spurs to win: Yes on a Tottenham win in the ninety minutes plus stoppage, No otherwise.

If the game is postponed, we'll keep the market open for a sensible while and then settle it in whatever way we think is fair at that point. Should it be scrapped outright, never to be replayed, Spurs backers get No.

Source: official Premier League statistics, or, when those are still missing after two hours, what credible outlets collectively report.
""", exp("win", "Tottenham Hotspur FC", tw="ambiguous", vc="no", vp="ambiguous"),
        ["newsletter", "vague", "date:d_month_yyyy"],
        ["F:win", "S1", "P:ambiguous", "C1", "R1"], team="tot"))

    L.append(v1(22, "epl", "whu", "ars", "2027-02-06", "15", "win", """
West Ham United FC v Arsenal FC, 6 February 2027. Arsenal to win away: Yes if they do within normal time (ninety plus stoppage), No for a draw or a West Ham win.

A postponed game keeps the market open until it's played, and a cancelled one with no replay settles No.

Source: the Premier League website or the BBC's live text commentary, whichever we check first.
""", exp("win", "Arsenal FC", sp="ambiguous", sf="ambiguous", vc="no"),
        ["newsletter", "vague", "date:d_month_yyyy"],
        ["F:win", "S1", "P1", "C1", "R:ambiguous"], team="ars"))

    # ---------------- radio readouts ----------------
    L.append(v1(23, "epl", "liv", "eve", "2026-12-20", "16", "win", """
[Transcript, Matchday Markets, Friday show] So, quick one on the rules, right, for the Liverpool market, that's Liverpool FC against Everton FC, Sunday the twentieth of December. Yes if Liverpool win it. Draw or Everton win, that's a No. And it's ninety minutes, well, ninety plus whatever stoppage the ref adds, nothing after that. If it gets postponed, erm, it just stays open until they actually play it. And if it gets called off completely and never replayed, Liverpool's a No. Where do we get the result, the league's official stats, and if those aren't out within, what is it, two hours of the final whistle, then we go with what the credible outlets are all saying.
""", exp("win", "Liverpool FC", vc="no"),
        ["radio", "filler", "number_words", "syn:called_off", "date:spoken"],
        ["F:win", "S1", "P1", "C1", "R1"], team="liv"))

    L.append(v1(24, "epl", "liv", "eve", "2026-12-20", "16", "draw", """
[Transcript, Matchday Markets] And the draw market for the derby, Liverpool FC versus Everton FC, twentieth of December. You're backing a draw, yeah, so if it's level after ninety-plus, that's a Yes; somebody wins, it's a No. Postponed, it sits there open until it's played, however long. Cancelled, no replay, this one actually pays Yes, which, you know, catches people out. Oh, and if the ref abandons it halfway and it's never finished, that counts the same as cancelled, so Yes again. Results from the official Premier League stats, or, if they're not up in two hours, the consensus of credible reporting.
""", exp("draw", "draw", vc="yes", va="yes"),
        ["radio", "filler", "number_words", "date:spoken"],
        ["F:draw", "S1", "P1", "C1", "AB", "R1"]))

    L.append(v1(25, "laliga", "atm", "vcf", "2026-12-06", "20", "win", """
[Radio readout] Right, Atlético, that's Club Atlético de Madrid at home to Valencia CF, December the sixth. Market's Yes if Atleti win, No if it's a draw or Valencia nick it. It's the ninety minutes and stoppage, no extra time, there's no extra time in the league anyway. Now, postponement: if it's moved and they don't get a new date within, I want to say forty-eight hours, sorry, no, two weeks, fourteen days, then it settles at the last fair price from when the postponement was announced. Cancelled, no make-up, it's a No. Source is LaLiga's official numbers, and if they're not out in two hours, the credible-reporting consensus.
""", exp("win", "Club Atlético de Madrid", tw=336, vc="no", vp="last_price"),
        ["radio", "filler", "correction", "number_words", "date:spoken"],
        ["F:win", "S1", "P4", "C1", "R1"], team="atm"))

    L.append(v1(26, "bundesliga", "lev", "rbl", "2027-01-16", "14", "win", """
[Transcript] Next up, Leverkusen, Bayer 04 Leverkusen against RB Leipzig, sixteenth of January. Yes if Leverkusen win in the ninety plus stoppage. Now if it's postponed, it stays open for, what is it, two weeks, no, sorry, that's the other site, here it just stays open until they play it, full stop. Cancelled and never replayed: No. Abandoned and not finished: same as cancelled, so No. Official Bundesliga stats, fallback's the consensus of credible media if nothing official within two hours.
""", exp("win", "Bayer 04 Leverkusen", vc="no", va="no"),
        ["radio", "filler", "correction", "number_words", "date:spoken"],
        ["F:win", "S1", "P1", "C1", "AB", "R1"], team="lev"))

    L.append(v1(27, "laliga", "rma", "bar", "2026-12-13", "20", "draw", """
[Radio, Sunday preview] The Clásico draw market, Real Madrid CF and FC Barcelona, thirteenth of December. Draw after the regular ninety and stoppage, Yes; a winner, No. If they postpone it and there's no new date inside a fortnight, it settles at the last fair price from the time they announced it. If it's cancelled outright, the draw leg's a Yes. LaLiga's official stats, or if they're two hours late, credible reporting, the consensus of it. And, er, fine print, once we've settled it, any change to the score afterwards doesn't count.
""", exp("draw", "draw", tw=336, vc="yes", vp="last_price"),
        ["radio", "filler", "fine_print", "syn:fortnight", "date:spoken"],
        ["F:draw", "S1", "P4", "C1", "R1", "R2"]))

    L.append(v1(28, "epl", "mci", "tot", "2026-12-12", "15", "total", """
[Transcript] Totals now. City-Spurs, Manchester City FC versus Tottenham Hotspur FC, the under. You want two goals or fewer, in the ninety minutes plus stoppage, then it's Yes. Three or more, No. Postponed, stays open till it's played. If it's canceled and never replayed, it's a fifty-fifty, half a dollar each side. Official Premier League stats, fallback after two hours to the consensus of credible reporting.
""", exp("total", "under", line=2.5, vc="50-50"),
        ["radio", "filler", "american_spelling", "number_words"],
        ["F:total", "S1", "P1", "C2", "R1"],
        question="Manchester City FC vs. Tottenham Hotspur FC: Under 2.5 goals?", git="Under 2.5",
        smt="totals", line=2.5, slug_tail="total-under-2pt5"))

    L.append(v1(29, "bundesliga", "sge", "bmu", "2027-02-20", "17", "total", """
[Radio readout] Frankfurt-Bayern, that's Eintracht Frankfurt versus FC Bayern München, twentieth of February. The big over: four goals or more and it's a Yes, three or fewer and it's No. Regular time only, ninety plus stoppage. If it's postponed it just stays open until played. If it's cancelled, or, actually, also if it's abandoned and never finished, it's fifty-fifty, both sides get fifty cents. Bundesliga official stats first, then the consensus of credible media if they take more than two hours.
""", exp("total", "over", line=3.5, vc="50-50", va="50-50"),
        ["radio", "filler", "correction", "number_words", "date:spoken"],
        ["F:total", "S1", "P1", "C2", "AB", "R1"],
        question="Eintracht Frankfurt vs. FC Bayern München: Over 3.5 goals?", git="O/U 3.5",
        smt="totals", line=3.5, slug_tail="total-3pt5"))

    L.append(v1(30, "epl", "ars", "che", "2026-12-05", "17", "btts", """
[Transcript] Both teams to score, Arsenal FC and Chelsea FC. Both of them get at least one goal in the ninety plus stoppage, Yes. One side blanks, No. Postponed, it waits for the game. Called off for good, fifty-fifty. Premier League official stats, or the consensus of credible reporting if those don't show up within two hours.
""", exp("btts", "yes", vc="50-50"),
        ["radio", "filler", "syn:blanks", "syn:called_off"],
        ["F:btts", "S1", "P1", "C2", "R1"],
        question="Arsenal FC vs. Chelsea FC: Both Teams to Score?", git="Both Teams to Score",
        smt="both_teams_to_score", slug_tail="btts"))

    L.append(v1(31, "seriea", "int", "acm", "2027-02-21", "19", "half", """
[Radio] Derby della Madonnina, FC Internazionale Milano against AC Milan, twenty-first of February. This one's the half-time market, the draw bit: level at the break, Yes; anybody ahead at half-time, No. So only the first forty-five and whatever's added before the interval. Postponed, stays open until it's played. Scrapped entirely, it's split fifty-fifty. Official Serie A numbers, or the credible-reporting consensus if those are more than two hours late.
""", exp("half", "draw", scope=None, half="first", vc="50-50"),
        ["radio", "filler", "number_words", "syn:scrapped", "date:spoken"],
        ["F:half", "P1", "C2", "R1"],
        question="FC Internazionale Milano vs. AC Milan: Draw at halftime?", git="Draw (1H)",
        smt="soccer_halftime_result", slug_tail="1h-draw"))

    L.append(v1(32, "ligue1", "psg", "om", "2026-12-20", "20", "exact_score", """
[Transcript] Correct score, Paris Saint-Germain FC versus Olympique de Marseille, goalless, nil-nil. If it's nil-nil after ninety plus stoppage, that's your Yes, any goal at all and it's a No. Postponed, it stays open till played. If the game's cancelled and never played, the correct-score markets go to nil-nil, so this one, funnily enough, pays Yes. Ligue 1 official stats, with the credible-reporting consensus if nothing official two hours after.
""", exp("exact_score", "0-0", vc="yes"),
        ["radio", "filler", "syn:nil_nil", "syn:goalless"],
        ["F:exact_score", "S1", "P1", "C3", "R1"],
        question="Paris Saint-Germain FC vs. Olympique de Marseille: Exact Score 0-0?",
        git="Exact Score: 0-0", smt="soccer_exact_score", slug_tail="score-0-0"))

    L.append(v1(33, "ucl", "bmu", "psg", "2027-03-10", "20", "advance", """
[Radio, Champions League night] Bayern against Paris, FC Bayern München and Paris Saint-Germain FC, second leg, tenth of March. This is the to-qualify market for Paris: Yes if PSG go through, however they do it, ninety minutes, extra time, or the shoot-out, it all counts. Bayern go through, No. If the game's postponed it stays open until played. Cancelled and the tie never decided on the pitch, fifty-fifty. UEFA's official data, and if that's not out in two hours, the consensus of credible reporting.
""", exp("advance", "Paris Saint-Germain FC", scope="penalties", vc="50-50"),
        ["radio", "filler", "syn:qualify", "syn:shoot_out", "date:spoken"],
        ["F:advance", "S6", "P1", "C2", "R1"],
        question="Will Paris Saint-Germain FC advance past FC Bayern München?", git="Paris Saint-Germain FC",
        slug_tail="advance-par"))

    L.append(v1(34, "ucl", "che", "bar", "2027-03-17", "20", "win", """
[Transcript] Chelsea FC versus FC Barcelona, second leg, seventeenth of March. Careful with this one, it's the plain win market, not the qualify market. Yes if Chelsea win the match within the ninety minutes plus stoppage. If it goes to extra time, doesn't matter, that's ignored, and penalties are ignored too, so a Chelsea win on penalties is still a No here, because after ninety it was a draw. Postponed, open until it's played. Cancelled, no replay, No. UEFA official data or, two hours on, the credible consensus.
""", exp("win", "Chelsea FC", vc="no"),
        ["radio", "filler", "negation", "knockout_regulation", "date:spoken"],
        ["F:win", "S1", "P1", "C1", "R1"], team="che"))

    L.append(v1(35, "mls", "sea", "lag", "2027-03-20", "02", "win", """
[Radio, MLS hour] Seattle Sounders FC hosting LA Galaxy, March twentieth, Pacific time. Sounders win in regulation, ninety plus stoppage, Yes. Tie or Galaxy win, No. If it's postponed, stays open until it's played. If it's canceled for good, No for the Sounders.
""", exp("win", "Seattle Sounders FC", sp=None, sf=None, vc="no"),
        ["radio", "american_spelling", "silent:source", "date:spoken"],
        ["F:win", "S1", "P1", "C1"], team="sea", rs=False, gst="2027-03-21 02:30:00+00"))

    L.append(v1(36, "epl", "new", "liv", "2027-02-27", "17", "win", """
[Transcript] Newcastle United FC against Liverpool FC, twenty-seventh of February, the Newcastle leg. Yes on a Newcastle win in the regular ninety plus stoppage, No otherwise. Postponed, it just stays open till played. Cancelled, erm, cancelled, so, it's, let me find it, fifty-fifty, or, hang on, I think they changed that, it might be No now. I'll double-check that and come back to you. Official Premier League stats, fallback the consensus of credible reports after two hours.
""", exp("win", "Newcastle United FC", vc="ambiguous"),
        ["radio", "filler", "unresolved_correction"],
        ["F:win", "S1", "P1", "C:ambiguous", "R1"], team="new"))

    L.append(v1(37, "ucl", "bvb", "int", "2027-03-09", "20", "win", """
[Radio] Borussia Dortmund versus FC Internazionale Milano, the second leg, ninth of March. Dortmund market: Yes if Dortmund win it on the night, whoever is ahead when it's all done. Postponed, it stays open till played. Cancelled, no make-up, No. UEFA official numbers, or the credible consensus if they're two hours late.
""", exp("win", "Borussia Dortmund", scope="ambiguous", vc="no"),
        ["radio", "filler", "vague", "date:spoken"],
        ["F:win", "S:ambiguous", "P1", "C1", "R1"], team="bvb"))

    L.append(v1(38, "seriea", "rom", "juv", "2027-02-14", "19", "win", """
[Transcript] Roma-Juve, AS Roma versus Juventus FC, the fourteenth, February fourteenth, Valentine's Day. Juventus to win, that's the away win, Yes; Roma or a draw, No. It's on the ninety and stoppage. Postponed: if they don't reschedule within fourteen days, so two weeks, it closes at the last fair price from the moment the postponement was announced. Cancelled, No. If it's abandoned, hmm, it's handled like a cancellation, so No. Official Serie A stats, two-hour fallback to credible reporting consensus. Fine print: post-settlement score changes, ignored.
""", exp("win", "Juventus FC", tw=336, vc="no", vp="last_price", va="no"),
        ["radio", "filler", "fine_print", "number_words", "date:spoken"],
        ["F:win", "S1", "P4", "C1", "AB", "R1", "R2"], team="juv"))

    L.append(v1(39, "epl", "eve", "tot", "2027-03-06", "15", "half", """
[Radio] Everton FC against Tottenham Hotspur FC, sixth of March, first-half market for Spurs. Tottenham ahead at half-time, Yes. Level or Everton ahead at the break, No. The first half's the forty-five and the added time before the break, nothing from the second half. Postponed, stays open until played. Cancelled, fifty-fifty. If it's abandoned and never finished, same thing, fifty-fifty. Official Premier League stats, then credible consensus after two hours.
""", exp("half", "Tottenham Hotspur FC", scope=None, half="first", vc="50-50", va="50-50"),
        ["radio", "filler", "number_words", "date:spoken"],
        ["F:half", "P1", "C2", "AB", "R1"],
        question="Will Tottenham Hotspur FC lead at halftime?", git="Tottenham Hotspur FC (1H)",
        smt="soccer_halftime_result", slug_tail="1h-tot"))

    L.append(v1(40, "bundesliga", "bvb", "sge", "2027-03-13", "17", "draw", """
[Transcript, late show] Dortmund and Frankfurt, Borussia Dortmund versus Eintracht Frankfurt, thirteenth of March. Draw market. Level after ninety plus stoppage, Yes; a winner, No. If it's postponed, the market just sits open until the fixture is finally played. Cancelled and never made up: the draw pays Yes. Where's the result from: Bundesliga official stats, and if those aren't there within two hours, the consensus among credible outlets. Fine print at the end: if the match is abandoned and it's not resumed, it settles like a cancellation.
""", exp("draw", "draw", vc="yes", va="yes"),
        ["radio", "filler", "fine_print", "date:spoken"],
        ["F:draw", "S1", "P1", "C1", "AB", "R1"]))
    return L
