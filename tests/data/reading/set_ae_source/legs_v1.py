"""venue_one legs of set (ae): rules text as a content system returns it, with the
editor's markup (Markdown, HTML, entities, literal backslash-n) leaked into it.
Every leg is hand-written; its expected record is what the text means once the
markup is ignored."""

from common import COMPS, exp


def v1(n, comp, home, away, date, kick, family, title, question, suffix, desc,
       expected, meanings, styles, smt="moneyline", line=None,
       source_url=None, outcomes='["Yes", "No"]', gst=None):
    prefix, _, site = COMPS[comp]
    hc, ac = CODES[home], CODES[away]
    return {
        "id": f"ae1-{n:03d}",
        "venue": "venue_one",
        "styles": sorted(styles),
        "meanings": meanings,
        "home": home,
        "away": away,
        "competition": comp,
        "market": {
            "id": str(5310041 + n * 173),
            "question": question,
            "slug": f"{prefix}-{hc}-{ac}-{date}-{suffix}",
            "groupItemTitle": title,
            "sportsMarketType": smt,
            "line": line,
            "outcomes": outcomes,
            "description": desc,
            "resolutionSource": site if source_url is None else source_url,
            "event_title": f"{home} vs. {away}",
            "gameStartTime": gst or f"{date} {kick}:00+00",
        },
        "expected": expected,
    }


CODES = {
    "Arsenal FC": "ars", "Chelsea FC": "che", "Liverpool FC": "liv",
    "Manchester City FC": "mac", "Tottenham Hotspur FC": "tot",
    "West Ham United FC": "wes", "Aston Villa FC": "ast",
    "Newcastle United FC": "new", "Nottingham Forest FC": "not",
    "Everton FC": "eve", "Real Madrid CF": "rea",
    "Club Atlético de Madrid": "mad", "Athletic Club": "bil",
    "Real Betis Balompié": "bet", "Valencia CF": "val", "Rayo Vallecano": "ray",
    "FC Bayern München": "bay", "Borussia Dortmund": "dor",
    "Bayer 04 Leverkusen": "b04", "Eintracht Frankfurt": "ein",
    "Juventus FC": "juv", "Bologna FC 1909": "bol", "SSC Napoli": "nap",
    "AS Roma": "rom", "Paris Saint-Germain FC": "par",
    "Olympique de Marseille": "olm", "Olympique Lyonnais": "lyo",
    "AS Monaco FC": "mon", "Inter Miami CF": "mia", "New York City FC": "nyc",
    "LA Galaxy": "lag", "Seattle Sounders FC": "sea", "FC Barcelona": "bar",
    "FC Internazionale Milano": "int", "Mexico": "mex", "Korea Republic": "kor",
    "Brazil": "bra", "Morocco": "mar",
}

R1_OFF = ["official", "consensus"]


def legs():
    L = []

    # 1. Markdown headings, bold, italic, dash list. Win.
    L.append(v1(1, "epl", "Arsenal FC", "Chelsea FC", "2026-11-21", "17:30", "win",
        "Arsenal FC", "Will Arsenal FC win on 2026-11-21?", "ars",
        "### Market rules\n\n**Resolves Yes** if Arsenal FC beats Chelsea FC in their "
        "Premier League fixture set for November 21, 2026. _Any other result_ (a Chelsea FC "
        "victory or a level score) resolves **No**.\n\n### What counts\n\nOnly the opening "
        "ninety minutes of normal play and whatever stoppage time the referee adds are "
        "looked at.\n\n### Postponement and cancellation\n\n- A postponed fixture keeps this "
        "market open until the game actually takes place, with no cut-off.\n- If the fixture "
        "is called off for good and never replayed, the market resolves **No**.\n\n### Source\n\n"
        "Settlement relies on the official match statistics of the league or its organisers. "
        "If those have not been released within 2 hours of full time, what reputable outlets "
        "broadly agree on may be used instead. Corrections to the score issued after "
        "resolution are disregarded.",
        exp("win", "Arsenal FC", scope="regulation", sp="official", sf="consensus",
            tw="open_until_played", vc="no", vp="result"),
        ["F:win", "S1", "P1", "C1", "R1", "R2"],
        ["markdown:heading", "markdown:bold", "markdown:italic", "markdown:list",
         "british_spelling", "number_words", "syn:called off"]))

    # 2. HTML paragraphs and strong. Draw.
    L.append(v1(2, "epl", "Liverpool FC", "Manchester City FC", "2026-12-12", "20:00", "draw",
        "Draw (Liverpool FC vs. Manchester City FC)",
        "Will Liverpool FC vs. Manchester City FC end in a draw?", "draw",
        "<p>This market pays <strong>Yes</strong> if Liverpool FC and Manchester City FC "
        "finish level in their Premier League meeting on 12 December 2026.</p><p>Level means "
        "equal goals once the ninety minutes of normal play and the referee&#39;s added time are "
        "over. Extra periods play no part.</p><p>Should the meeting be pushed back, trading "
        "continues and the market waits for the rearranged game, however late it falls.</p>"
        "<p>If the meeting is cancelled outright and no replacement date is ever fixed, the "
        "market resolves <strong>Yes</strong>.</p><p>Resolution source: official Premier League "
        "statistics; failing their publication within two hours of the final whistle, a "
        "consensus among reputable media reports.</p>",
        exp("draw", "draw", scope="regulation", sp="official", sf="consensus",
            tw="open_until_played", vc="yes", vp="result"),
        ["F:draw", "S1", "P1", "C1", "R1"],
        ["html:p", "html:strong", "entity:#39", "british_spelling", "number_words",
         "syn:pushed back", "syn:level"]))

    # 3. Entities everywhere, P4, official only.
    L.append(v1(3, "laliga", "Real Madrid CF", "Club Atlético de Madrid", "2026-12-19", "20:00",
        "win", "Real Madrid CF", "Will Real Madrid CF win on 2026-12-19?", "rea",
        "Real Madrid CF must defeat Club Atl&eacute;tico de Madrid in the LaLiga derby of "
        "Saturday&nbsp;19&nbsp;December&nbsp;2026 for this market to resolve &quot;Yes&quot;. A "
        "draw or an Atl&eacute;tico win resolves &quot;No&quot;.&nbsp;Regulation play only "
        "&ndash; 90 minutes plus stoppage time; neither extra time nor a shoot-out counts."
        "&nbsp;If the game is postponed and isn&#39;t given a new date within 14 days of the "
        "original one, the market resolves at the last fair market price as it stood when the "
        "postponement was announced.&nbsp;If the game is cancelled and there&#39;s no make-up "
        "date, it resolves &quot;No&quot;.&nbsp;Results are taken solely from LaLiga&#39;s "
        "official statistics &amp; match centre.",
        exp("win", "Real Madrid CF", scope="regulation", sp="official", sf=None,
            tw=336, vc="no", vp="last_price"),
        ["F:win", "S1", "P4", "C1", "R:official_only"],
        ["entity:nbsp", "entity:quot", "entity:ndash", "entity:amp", "entity:#39",
         "entity:eacute", "numerals", "date:weekday_dmy"]))

    # 4. Literal backslash-n, draw, abandonment treated as cancellation.
    L.append(v1(4, "seriea", "Juventus FC", "Bologna FC 1909", "2027-01-10", "19:45", "draw",
        "Draw (Juventus FC vs. Bologna FC 1909)",
        "Will Juventus FC vs. Bologna FC 1909 end in a draw?", "draw",
        "Resolution criteria:\\n\\nYes = Juventus FC vs. Bologna FC 1909 (Serie A, 10 Jan 2027) "
        "is level after regulation (90 mins + added time).\\nNo = either side wins.\\n\\n"
        "Postponed? The market is held open until the match is played.\\nCancelled with no "
        "make-up game? Treated as a draw, so this market resolves Yes.\\nAbandoned and never "
        "completed? Handled exactly like a cancellation.\\n\\nSource: Lega Serie A official "
        "data. If that is not out within 2 hrs of the end of the game, the consensus of "
        "credible reports applies.",
        exp("draw", "draw", scope="regulation", sp="official", sf="consensus",
            tw="open_until_played", vc="yes", vp="result", va="yes"),
        ["F:draw", "S1", "P1", "C1", "AB", "R1"],
        ["literal_backslash_n", "faq_inline", "terse", "abbrev:hrs", "syn:level"]))

    # 5. <strong> opened in one sentence and closed in the next; C2 on a win leg.
    L.append(v1(5, "bundesliga", "FC Bayern München", "Borussia Dortmund", "2027-02-27", "17:30",
        "win", "FC Bayern München", "Will FC Bayern München win on 2027-02-27?", "bay",
        "This market resolves Yes if FC Bayern M&uuml;nchen win their Bundesliga home game "
        "against Borussia Dortmund on 2027-02-27, and No otherwise. <strong>Only the first 90 "
        "minutes and stoppage time are considered. Any additional period</strong> is ignored. "
        "If the fixture is delayed, the market remains open until it has been completed. "
        "<strong>If the fixture is scrapped and no make-up game follows, the market resolves "
        "50-50.</strong> Data: official Bundesliga statistics; where these are unavailable two "
        "hours after the final whistle, a consensus of credible reports.",
        exp("win", "FC Bayern München", scope="regulation", sp="official", sf="consensus",
            tw="open_until_played", vc="50-50", vp="result"),
        ["F:win", "S1", "P1", "C2", "R1"],
        ["html:strong_broken", "entity:uuml", "syn:scrapped", "syn:delayed", "date:iso"]))

    # 6. Markdown numbered list and link. Total over 2.5.
    L.append(v1(6, "epl", "Tottenham Hotspur FC", "West Ham United FC", "2027-01-16", "15:00",
        "total", "O/U 2.5", "Tottenham Hotspur FC vs. West Ham United FC: O/U 2.5", "total-2pt5",
        "**Market:** Over 2.5 goals\n\n1. Resolves **Yes** if Tottenham Hotspur FC and West Ham "
        "United FC score three or more goals between them in their Premier League match on "
        "Jan 16, 2027.\n2. Resolves **No** if the combined total is two or fewer.\n3. Only "
        "goals scored in regulation (90' plus stoppage) are added up.\n4. Postponed: the market "
        "stays open until the match is played.\n5. Cancelled with no make-up game: resolves "
        "50-50.\n\nSource: [Premier League](https://www.premierleague.com/) official statistics, "
        "or a consensus of credible reporting if those do not appear within two hours.",
        exp("total", "over", line=2.5, scope="regulation", sp="official", sf="consensus",
            tw="open_until_played", vc="50-50", vp="result"),
        ["F:total", "S1", "P1", "C2", "R1"],
        ["markdown:numbered", "markdown:bold", "markdown:link", "number_words", "date:mon_d_y"],
        smt="totals", line=2.5))

    # 7. HTML unordered list. Total under 3.5, abandonment 50-50.
    L.append(v1(7, "seriea", "SSC Napoli", "AS Roma", "2027-02-07", "19:45", "total",
        "O/U 3.5", "SSC Napoli vs. AS Roma: O/U 3.5 (Under)", "total-3pt5-under",
        "<p><strong>Under 3.5 goals</strong></p><ul><li>Yes if SSC Napoli and AS Roma score "
        "fewer than four goals in total in their Serie A match of 7 February 2027.</li><li>No "
        "if four or more goals are scored.</li><li>Goals after the end of regular time "
        "(90 minutes + stoppage) are not counted.</li><li>If the match is postponed, this "
        "market remains open until it is played.</li><li>If the match is cancelled without "
        "being replayed, or abandoned and never finished, the market resolves 50-50.</li></ul>"
        "<p>Source: official Serie A statistics; if they have not appeared within 2 hours, a "
        "consensus of credible reporting.</p>",
        exp("total", "under", line=3.5, scope="regulation", sp="official", sf="consensus",
            tw="open_until_played", vc="50-50", vp="result", va="50-50"),
        ["F:total", "S1", "P1", "C2", "AB", "R1"],
        ["html:ul", "html:strong", "html:p", "number_words", "negation:fewer_than"],
        smt="totals", line=3.5))

    # 8. Markdown italic + link. Spread -1.5.
    L.append(v1(8, "epl", "Aston Villa FC", "Newcastle United FC", "2027-03-06", "15:00",
        "spread", "Aston Villa FC (-1.5)", "Spread: Aston Villa FC (-1.5)", "spread-home-1pt5",
        "Aston Villa FC need to beat Newcastle United FC by _at least two goals_ in their "
        "Premier League game on March 6, 2027 for this to resolve **Yes**; otherwise it "
        "resolves **No** (a one-goal Villa win, a draw or a Newcastle win).\n\nRegulation "
        "only: 90 minutes plus stoppage time.\n\nIf postponed, trading carries on until the "
        "rescheduled game takes place. If it is cancelled and never made up, it resolves 50-50.\n\nResolution "
        "follows the official stats on [premierleague.com](https://www.premierleague.com/); "
        "should these be missing two hours after the final whistle, the agreed account of "
        "credible media is used.",
        exp("spread", "Aston Villa FC", line=1.5, scope="regulation", sp="official",
            sf="consensus", tw="open_until_played", vc="50-50", vp="result"),
        ["F:spread", "S1", "P1", "C2", "R1"],
        ["markdown:italic", "markdown:bold", "markdown:link", "number_words"],
        smt="spreads", line=-1.5))

    # 9. Inline code. BTTS.
    L.append(v1(9, "ligue1", "Paris Saint-Germain FC", "Olympique de Marseille", "2027-03-14",
        "19:45", "btts", "Both Teams to Score",
        "Paris Saint-Germain FC vs. Olympique de Marseille: Both Teams to Score", "btts",
        "Resolves `Yes` if Paris Saint-Germain FC and Olympique de Marseille each score at "
        "least once in their Ligue 1 match on 14/03/2027. Resolves `No` if either team (or "
        "both) fails to score. Only goals in regulation time (90 minutes plus stoppage) "
        "count, and own goals count for the side they are credited to. If the match is "
        "postponed, the market stays open until it is played; if it is cancelled without a "
        "make-up game it resolves `50-50`. Source: official Ligue 1 statistics, else a "
        "consensus of credible reporting if nothing official is out within `2h`.",
        exp("btts", "yes", scope="regulation", sp="official", sf="consensus",
            tw="open_until_played", vc="50-50", vp="result"),
        ["F:btts", "S1", "P1", "C2", "R1"],
        ["markdown:code", "date:dd/mm/yyyy", "abbrev:2h"],
        smt="both_teams_to_score"))

    # 10. <br> lines and &gt;. First-half result.
    L.append(v1(10, "laliga", "Athletic Club", "Real Betis Balompié", "2027-03-20", "17:30",
        "half", "Athletic Club (1st Half)", "Will Athletic Club lead at half-time on 2027-03-20?",
        "1h-bil",
        "Athletic Club ahead of Real Betis Balompi&eacute; at half-time =&gt; Yes.<br>Level, "
        "or Betis ahead, at the break =&gt; No.<br><br>Half-time is the end of the first 45 "
        "minutes plus any stoppage added to that half. Nothing after the interval "
        "matters.<br>A postponed match keeps the market open until it is played.<br>Cancelled, "
        "no make-up game: 50-50.<br>Source: LaLiga official statistics; failing that "
        "within two hours of full time, a consensus of credible reporting.",
        exp("half", "Athletic Club", half="first", sp="official", sf="consensus",
            tw="open_until_played", vc="50-50", vp="result"),
        ["F:half", "P1", "C2", "R1"],
        ["html:br", "entity:gt", "entity:eacute", "terse"],
        smt="soccer_halftime_result"))

    # 11. &ndash; and &quot;. Exact score 2-1 (C3 -> No).
    L.append(v1(11, "laliga", "Valencia CF", "Rayo Vallecano", "2027-04-03", "14:00",
        "exact_score", "Valencia CF 2-1 Rayo Vallecano",
        "Exact Score: Valencia CF 2 - 1 Rayo Vallecano?", "score-2-1",
        "Exact score &ndash; Valencia CF 2&ndash;1 Rayo Vallecano. This market resolves "
        "&quot;Yes&quot; if the LaLiga match on 3 April 2027 finishes 2&ndash;1 to Valencia CF "
        "once 90 minutes and stoppage time have been played, and &quot;No&quot; for any other "
        "score. Extra time is not considered. If the match is postponed the market stays open "
        "until it is played. If it is cancelled and no make-up game is held, the market settles as "
        "though the score were 0&ndash;0, i.e. &quot;No&quot;. Source: official LaLiga match "
        "data, or a consensus of credible reporting if official data is not available two "
        "hours after the match.",
        exp("exact_score", "2-1", scope="regulation", sp="official", sf="consensus",
            tw="open_until_played", vc="no", vp="result"),
        ["F:exact_score", "S1", "P1", "C3", "R1"],
        ["entity:ndash", "entity:quot", "number_words"],
        smt="soccer_exact_score"))

    # 12. Markdown heading + quote. Exact score 0-0 (C3 -> Yes).
    L.append(v1(12, "bundesliga", "Bayer 04 Leverkusen", "Eintracht Frankfurt", "2027-04-10",
        "13:30", "exact_score", "Bayer 04 Leverkusen 0-0 Eintracht Frankfurt",
        "Exact Score: Bayer 04 Leverkusen 0 - 0 Eintracht Frankfurt?", "score-0-0",
        "## Exact score: 0-0\n\n**Yes** if Bayer 04 Leverkusen and Eintracht Frankfurt play out a "
        "goalless draw in their Bundesliga fixture on April 10, 2027 (score once 90 minutes "
        "plus stoppage time are up). **No** if anyone scores.\n\n> Postponed games: the market "
        "stays open until the rearranged game happens.\n> Cancelled with no make-up game: the market "
        "is settled on a 0-0 score, so this leg resolves **Yes**.\n\nSource: official "
        "Bundesliga statistics. If they are still missing two hours later, a consensus of "
        "credible reporting.",
        exp("exact_score", "0-0", scope="regulation", sp="official", sf="consensus",
            tw="open_until_played", vc="yes", vp="result"),
        ["F:exact_score", "S1", "P1", "C3", "R1"],
        ["markdown:heading", "markdown:quote", "markdown:bold", "syn:goalless"],
        smt="soccer_exact_score"))

    # 13. HTML paragraphs. Advance, two-way, 50-50 on cancellation.
    L.append(v1(13, "ucl", "Arsenal FC", "Real Madrid CF", "2027-03-16", "20:00",
        "advance", "Arsenal FC", "Will Arsenal FC advance to the quarter-finals?", "adv-ars",
        "<p>This market resolves to <strong>Yes</strong> if Arsenal FC progresses from its UEFA "
        "Champions League round-of-16 tie against Real Madrid CF to the quarter-finals, and "
        "<strong>No</strong> if Real Madrid CF progresses.</p><p>The whole tie counts: both "
        "legs, plus any extra time and a penalty shoot-out in the second leg on March 16, "
        "2027.</p><p>If the second leg is postponed, the market stays open until that leg is "
        "eventually played. If the tie is cancelled and never completed, the market resolves 50-50.</p>"
        "<p>Source: UEFA&#39;s official match data; if not published within 2 hours, a "
        "consensus of credible reporting.</p>",
        exp("advance", "Arsenal FC", scope="penalties", sp="official", sf="consensus",
            tw="open_until_played", vc="50-50", vp="result"),
        ["F:advance", "S6", "P1", "C2", "R1"],
        ["html:p", "html:strong", "entity:#39", "syn:progresses"]))

    # 14. Clean except one stray closing </em>. Away win.
    L.append(v1(14, "epl", "Nottingham Forest FC", "Everton FC", "2027-04-10", "14:00", "win",
        "Everton FC", "Will Everton FC win on 2027-04-10?", "eve",
        "In the Premier League game between Nottingham Forest FC and Everton FC scheduled for "
        "April 10, 2027, this market resolves to \"Yes\" if Everton FC wins.</em> If Nottingham "
        "Forest FC wins or the game is drawn, it resolves to \"No\". Only the score after 90 "
        "minutes of normal play plus added time is considered. If the game is postponed, the "
        "market remains open until it is completed. If it is scrapped altogether and no "
        "make-up game is arranged, the market resolves \"No\". The primary resolution source "
        "is the official statistics of the Premier League; if these are not released within "
        "two hours after the final whistle, the resolver may rely on a consensus of credible reporting. "
        "Later revisions to the score are ignored.",
        exp("win", "Everton FC", scope="regulation", sp="official", sf="consensus",
            tw="open_until_played", vc="no", vp="result"),
        ["F:win", "S1", "P1", "C1", "R1", "R2"],
        ["stray_tag", "plain", "syn:scrapped", "away_side"]))

    # 15. Markdown, knockout second leg, no time scope -> scope ambiguous.
    L.append(v1(15, "ucl", "FC Barcelona", "FC Internazionale Milano", "2027-03-10", "20:00",
        "win", "FC Barcelona", "Will FC Barcelona win on 2027-03-10?", "bar",
        "**FC Barcelona** to win the Champions League round-of-16 second leg at home to FC "
        "Internazionale Milano on 10 March 2027.\n\n- _Yes_ if Barcelona win the match.\n- _No_ "
        "if Inter win it or it is drawn.\n\nIf the match is postponed, the market stays open "
        "until it is played. If it is cancelled with no make-up match, the market resolves "
        "_No_.\n\nSource: UEFA official statistics; where unavailable two hours after the "
        "match, the consensus of credible reporting.",
        exp("win", "FC Barcelona", scope="ambiguous", sp="official", sf="consensus",
            tw="open_until_played", vc="no", vp="result"),
        ["F:win", "S:ambiguous", "P1", "C1", "R1"],
        ["markdown:bold", "markdown:italic", "markdown:list", "knockout_no_scope"]))

    # 16. HTML link; cancellation "according to our standard procedures" -> ambiguous.
    L.append(v1(16, "ligue1", "Olympique Lyonnais", "AS Monaco FC", "2027-04-17", "19:00",
        "draw", "Draw (Olympique Lyonnais vs. AS Monaco FC)",
        "Will Olympique Lyonnais vs. AS Monaco FC end in a draw?", "draw",
        "<p>Resolves <em>Yes</em> if Olympique Lyonnais and AS Monaco FC are level at the end "
        "of regulation (ninety minutes and stoppage time) in their Ligue 1 match on "
        "17.04.2027; resolves <em>No</em> if either club wins.</p><p>A postponed match leaves "
        "the market open until the match has been played.</p><p>Should the match be "
        "cancelled, the market will be settled <a href=\"https://help.venue-one.example/"
        "settlement\">in line with our standard procedures</a>.</p><p>Source: official Ligue 1 "
        "data, or a consensus of credible reporting if that data is not out within two "
        "hours.</p>",
        exp("draw", "draw", scope="regulation", sp="official", sf="consensus",
            tw="open_until_played", vc="ambiguous", vp="result"),
        ["F:draw", "S1", "P1", "C:ambiguous", "R1"],
        ["html:p", "html:em", "html:a", "date:dd.mm.yyyy", "number_words"]))

    # 17. Markdown links; two sources with no order -> source ambiguous.
    L.append(v1(17, "mls", "LA Galaxy", "Seattle Sounders FC", "2026-10-02", "02:30", "win",
        "LA Galaxy", "Will LA Galaxy win on 2026-10-02?", "lag",
        "**Will LA Galaxy beat Seattle Sounders FC?**\n\nThis MLS regular-season game is "
        "scheduled for Oct. 2, 2026 (local date). Yes if LA Galaxy win in regulation "
        "(90 minutes plus stoppage time); No on a tie or a Seattle win.\n\nIf the game is "
        "postponed it stays open until played; if canceled and never made up it resolves "
        "No.\n\nResolution source: [MLS](https://www.mlssoccer.com/) or "
        "[ESPN](https://www.espn.com/soccer/).",
        exp("win", "LA Galaxy", scope="regulation", sp="ambiguous", sf="ambiguous",
            tw="open_until_played", vc="no", vp="result"),
        ["F:win", "S1", "P1", "C1", "R:ambiguous"],
        ["markdown:bold", "markdown:link", "american_spelling", "date:mon._d_y"],
        source_url="https://www.mlssoccer.com/", gst="2026-10-03 02:30:00+00"))

    # 18. Entities; postponement "reasonable ... fair" -> ambiguous window and payout.
    L.append(v1(18, "seriea", "AS Roma", "SSC Napoli", "2027-04-25", "18:45", "win",
        "AS Roma", "Will AS Roma win on 2027-04-25?", "rom",
        "AS&nbsp;Roma vs. SSC&nbsp;Napoli &ndash; Serie&nbsp;A, 25&nbsp;April&nbsp;2027.&nbsp;This "
        "market resolves &quot;Yes&quot; if AS Roma win by the end of 90 minutes plus stoppage time "
        "and &quot;No&quot; otherwise.&nbsp;If the match is postponed, the market may stay open "
        "for whatever period the resolver thinks reasonable; after that it will be settled in "
        "the way judged fairest.&nbsp;If the match is cancelled and not replayed, it resolves "
        "&quot;No&quot;.&nbsp;Source: official Serie A statistics &amp; if those are not out "
        "within two hours, a consensus of credible reporting.",
        exp("win", "AS Roma", scope="regulation", sp="official", sf="consensus",
            tw="ambiguous", vc="no", vp="ambiguous"),
        ["F:win", "S1", "P:ambiguous", "C1", "R1"],
        ["entity:nbsp", "entity:ndash", "entity:quot", "entity:amp"]))

    # 19. HTML + &gt; ; P4 stated as "more than 14 days".
    L.append(v1(19, "ligue1", "Paris Saint-Germain FC", "Olympique Lyonnais", "2027-04-24",
        "19:00", "win", "Paris Saint-Germain FC", "Will Paris Saint-Germain FC win on 2027-04-24?",
        "par",
        "<p><strong>Yes</strong>: Paris Saint-Germain FC beats Olympique Lyonnais (Ligue 1, "
        "2027-04-24), regulation only (90&#39; + stoppage).</p><p><strong>No</strong>: draw or "
        "Lyon win.</p><p>Postponement: if no new date is set within two weeks (a delay of "
        "&gt;&nbsp;14 days), the market resolves at the last fair market price, taken at the "
        "moment the postponement was announced.</p><p>Cancellation with no make-up game: "
        "<strong>No</strong>.</p><p>Source: official Ligue 1 statistics, with a consensus of "
        "credible reporting as the fallback if they are not out within 2 hours.</p>",
        exp("win", "Paris Saint-Germain FC", scope="regulation", sp="official", sf="consensus",
            tw=336, vc="no", vp="last_price"),
        ["F:win", "S1", "P4", "C1", "R1"],
        ["html:p", "html:strong", "entity:gt", "entity:nbsp", "entity:#39", "terse",
         "syn:fortnight_two_weeks"]))

    # 20. Literal backslash-n + Markdown; abandonment handled as cancelled (No).
    L.append(v1(20, "mls", "Inter Miami CF", "New York City FC", "2026-09-12", "23:30", "win",
        "Inter Miami CF", "Will Inter Miami CF win on 2026-09-12?", "mia",
        "## Inter Miami CF vs. New York City FC\\n\\n- **Yes** if Inter Miami CF win the MLS "
        "regular-season match on Sept. 12, 2026.\\n- **No** if it ends in a tie or New York "
        "City FC win.\\n- Counting stops at the end of regulation: 90 minutes plus stoppage "
        "time.\\n- Postponed matches: market stays open until the match is played.\\n- "
        "Canceled with no make-up match: **No**.\\n- Abandoned and not resumed: handled as "
        "canceled.\\n\\nSource: MLS official match statistics; consensus of credible "
        "reporting if not published within 2 hours.",
        exp("win", "Inter Miami CF", scope="regulation", sp="official", sf="consensus",
            tw="open_until_played", vc="no", vp="result", va="no"),
        ["F:win", "S1", "P1", "C1", "AB", "R1"],
        ["literal_backslash_n", "markdown:heading", "markdown:list", "markdown:bold",
         "american_spelling", "date:sept._d_y"]))

    # 21. Markdown blockquotes. Away win.
    L.append(v1(21, "epl", "Newcastle United FC", "Liverpool FC", "2027-05-02", "15:30", "win",
        "Liverpool FC", "Will Liverpool FC win on 2027-05-02?", "liv",
        "Liverpool FC to win away at Newcastle United FC (Premier League, Sunday 2 May "
        "2027).\n\n> **Note:** extra time and penalties are never part of this market; it is "
        "judged on 90 minutes plus stoppage time only.\n\nYes if Liverpool FC win. No if "
        "Newcastle United FC win or the match is drawn.\n\nIf the match is postponed, the "
        "market stays open until it is played. If it is cancelled and not replayed, the "
        "market resolves No.\n\n> Resolution uses the Premier League's official statistics. "
        "If these are not published within two hours of the final whistle, a consensus of "
        "credible reporting is used.",
        exp("win", "Liverpool FC", scope="regulation", sp="official", sf="consensus",
            tw="open_until_played", vc="no", vp="result"),
        ["F:win", "S1", "P1", "C1", "R1"],
        ["markdown:quote", "markdown:bold", "away_side", "date:weekday_dmy"]))

    # 22. <br/> lines. World Cup draw leg.
    L.append(v1(22, "wc", "Mexico", "Korea Republic", "2026-06-18", "01:00", "draw",
        "Draw (Mexico vs. Korea Republic)", "Will Mexico vs. Korea Republic end in a draw?",
        "draw",
        "Will Mexico vs. Korea Republic end in a draw?<br/>FIFA World Cup 2026, group stage, "
        "June 18, 2026.<br/><br/>Yes: the teams are level at the end of 90 minutes plus stoppage "
        "time.<br/>No: either team wins.<br/>Extra time &amp; penalties: not applicable, not "
        "counted.<br/>Postponed: stays open until played.<br/>Cancelled, no make-up match: "
        "Yes.<br/>Source: FIFA official statistics; consensus of credible reporting if nothing "
        "official within 2 hours.<br/>Score revisions after resolution: ignored.",
        exp("draw", "draw", scope="regulation", sp="official", sf="consensus",
            tw="open_until_played", vc="yes", vp="result"),
        ["F:draw", "S1", "P1", "C1", "R1", "R2"],
        ["html:br_self_closing", "entity:amp", "terse", "date:month_d_y"],
        source_url="https://www.fifa.com/", gst="2026-06-19 01:00:00+00"))

    # 23. <em> and &nbsp;; named data provider with consensus fallback.
    L.append(v1(23, "bundesliga", "Eintracht Frankfurt", "FC Bayern München", "2027-05-08",
        "13:30", "win", "FC Bayern München", "Will FC Bayern München win on 2027-05-08?", "bay",
        "<em>FC Bayern M&uuml;nchen</em> must win away at Eintracht Frankfurt in the "
        "Bundesliga on 8&nbsp;May&nbsp;2027 for a <em>Yes</em>; a home win or a draw means "
        "<em>No</em>. The result after regular time (90&nbsp;min plus stoppage) is final for "
        "this market.&nbsp;Postponed matches keep the market open until they are played. If "
        "the match is cancelled and never rescheduled, the market resolves <em>No</em>. This "
        "market resolves using Opta match data; if Opta has not published the result within "
        "2&nbsp;hours, a consensus of credible reporting is used.",
        exp("win", "FC Bayern München", scope="regulation", sp="provider", sf="consensus",
            tw="open_until_played", vc="no", vp="result"),
        ["F:win", "S1", "P1", "C1", "R:provider+consensus"],
        ["html:em", "entity:nbsp", "entity:uuml", "away_side", "abbrev:min"],
        source_url=""))

    # 24. Clean except one stray <br>; abandonment 50-50; silent on source.
    L.append(v1(24, "epl", "Chelsea FC", "Tottenham Hotspur FC", "2027-05-16", "16:00", "win",
        "Chelsea FC", "Will Chelsea FC win on 2027-05-16?", "che",
        "Chelsea FC v Tottenham Hotspur FC, Premier League, 16 May 2027. If Chelsea FC come "
        "out on top after ninety minutes plus stoppage time, this market resolves Yes; a "
        "draw or a Spurs win makes it No. A postponement leaves the market open until the "
        "game goes ahead.<br> A cancellation with no make-up game resolves No. If the game "
        "kicks off but is abandoned and never completed, the market instead resolves 50-50.",
        exp("win", "Chelsea FC", scope="regulation", sp=None, sf=None,
            tw="open_until_played", vc="no", vp="result", va="50-50"),
        ["F:win", "S1", "P1", "C1", "AB"],
        ["stray_tag", "plain", "syn:come out on top", "number_words", "source_silent"],
        source_url=""))

    # 25. Entities; World Cup total over 1.5.
    L.append(v1(25, "wc", "Brazil", "Morocco", "2026-06-13", "22:00", "total", "O/U 1.5",
        "Brazil vs. Morocco: O/U 1.5", "total-1pt5",
        "Brazil vs. Morocco &ndash; Over 1.5 goals.&nbsp;Resolves &quot;Yes&quot; if two or more "
        "goals in total are scored in this FIFA World Cup group match (June 13, 2026) by the "
        "end of regulation, meaning 90 minutes and stoppage time; &quot;No&quot; if there are "
        "zero or one.&nbsp;Extra time &amp; shoot-outs don&#39;t apply.&nbsp;If the match is "
        "postponed it remains open until played; if it&#39;s cancelled with no make-up game, "
        "resolves 50-50.&nbsp;Source: FIFA&#39;s official statistics, or a consensus of credible "
        "reporting if they&#39;re not out within 2 hours.",
        exp("total", "over", line=1.5, scope="regulation", sp="official", sf="consensus",
            tw="open_until_played", vc="50-50", vp="result"),
        ["F:total", "S1", "P1", "C2", "R1"],
        ["entity:ndash", "entity:nbsp", "entity:quot", "entity:#39", "entity:amp",
         "number_words"],
        smt="totals", line=1.5, source_url="https://www.fifa.com/"))

    # 26. <strong> opened in the outcome clause and closed inside the scope clause;
    #     <ul><li> for the void rules. Away win, P1, C1, R1.
    L.append(v1(26, "laliga", "Rayo Vallecano", "Valencia CF", "2027-05-23", "16:15", "win",
        "Valencia CF", "Will Valencia CF win on 2027-05-23?", "val",
        "<p>If Valencia CF win away at Rayo Vallecano in LaLiga on 23/05/2027, <strong>this "
        "market resolves Yes. The result is taken at full time, that is after 90 minutes "
        "plus stoppage</strong>, and a Rayo win or a draw resolves No.</p><ul><li>Postponed: "
        "the market remains open until the match is played.</li><li>Cancelled with no "
        "make-up game: No.</li></ul><p>Source: official LaLiga statistics; failing those "
        "within 2 hours, a consensus of credible reporting.</p>",
        exp("win", "Valencia CF", scope="regulation", sp="official", sf="consensus",
            tw="open_until_played", vc="no", vp="result"),
        ["F:win", "S1", "P1", "C1", "R1"],
        ["html:strong_broken", "html:ul", "html:p", "away_side", "date:dd/mm/yyyy"]))

    return L
