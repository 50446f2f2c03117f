"""venue_one legs of set (ab): the rules as a mobile app's microcopy.

Every description is hand-written: short fragments (tooltips, "i" pop-ups, toasts,
accordion headings with one-line answers), emoji bullets, terse verbless phrases, and on a
few legs a longer "Full rules" paragraph after the fragments.
"""
from common import COMP, TEAMS, expected

_KICK = {"epl": "14:00", "laliga": "19:00", "bundesliga": "17:30", "seriea": "19:45",
         "ligue1": "20:00", "mls": "02:30", "ucl": "20:00", "wc": "19:00"}


def v1(n, comp, h, a, date, kind, text, exp, meanings, styles, side=None, line=None,
       question=None, group=None, smt=None, source_url=None, half=None, score=None):
    league, pre, _, _, site, _ = COMP[comp]
    H, hs, _, _ = TEAMS[h]
    A, as_, _, _ = TEAMS[a]
    base = f"{pre}-{hs}-{as_}-{date}"
    wline = None
    if kind == "win":
        T, ts = TEAMS[side][0], TEAMS[side][1]
        q, g, slug, t = f"Will {T} win on {date}?", T, f"{base}-{ts}", "moneyline"
    elif kind == "draw":
        q, g, slug, t = (f"Will {H} vs. {A} end in a draw?", f"Draw ({H} vs. {A})",
                         f"{base}-draw", "moneyline")
    elif kind == "total":
        q, g, slug, t = (None, f"O/U {line}", f"{base}-total-{str(line).replace('.', 'pt')}",
                         "totals")
        wline = line
    elif kind == "spread":
        T, ts = TEAMS[side][0], TEAMS[side][1]
        q, g = f"Spread: {T} (-{line})", f"{T} (-{line})"
        slug, t, wline = f"{base}-spread-{ts}-{str(line).replace('.', 'pt')}", "spreads", -line
    elif kind == "btts":
        q, g, slug, t = (f"{H} vs. {A}: Both Teams to Score", "Both Teams to Score",
                         f"{base}-btts", "both_teams_to_score")
    elif kind == "half":
        nm = "1H" if half == "first" else "2H"
        lab = TEAMS[side][0] if side else "Draw"
        q, g = None, f"{nm} {lab}"
        slug = f"{base}-{nm.lower()}-{TEAMS[side][1] if side else 'draw'}"
        t = "first_half_moneyline" if half == "first" else "second_half_moneyline"
    elif kind == "exact":
        q, g, slug, t = (f"Exact Score: {H} {score} {A}?", f"{score}",
                         f"{base}-exact-score-{score}", "soccer_exact_score")
    elif kind == "advance":
        T, ts = TEAMS[side][0], TEAMS[side][1]
        q, g, slug, t = (f"{H} vs. {A}: Will {T} advance?", T, f"{base}-advance-{ts}",
                         "soccer_to_advance")
    else:
        raise ValueError(kind)
    sibling = kind not in ("win", "draw", "advance")
    market = {
        "id": str(4_720_100 + n * 37),
        "question": question or q,
        "slug": slug,
        "groupItemTitle": group or g,
        "sportsMarketType": smt or t,
        "line": wline,
        "outcomes": "[\"Yes\", \"No\"]",
        "description": text,
        "resolutionSource": site if source_url is True else (source_url or ""),
        "event_title": f"{H} vs. {A}" + (" - More Markets" if sibling else ""),
        "gameStartTime": f"{date} {_KICK[comp]}:00+00",
    }
    return {"id": f"ab1-{n:03d}", "venue": "venue_one", "styles": sorted(styles),
            "meanings": meanings, "home": H, "away": A, "competition": comp,
            "market": market, "expected": exp}


def R(**kw):
    """expected() with the common venue_one defaults for a 1X2 leg (S1 P1 R1)."""
    base = dict(scope="regulation", source_primary="official", source_fallback="consensus",
                timing_window="open_until_played", void_postponed_long="result")
    base.update(kw)
    return expected(**base)


def legs():
    L = []
    add = L.append

    # 1 win, emoji bullets
    add(v1(1, "epl", "ars", "che", "2026-10-03", "win", (
        "ℹ️ How this one settles\n"
        "✅ Arsenal FC win → Yes\n"
        "❌ Chelsea FC win or it's a draw → No\n"
        "⏱️ Counts: 90' + stoppage\n"
        "🚫 Extra time / pens: not counted\n"
        "📅 Game moved? Stays open till it's played\n"
        "🗑️ Called off for good → No\n"
        "📊 Source: official Premier League stats · not out 2h after FT? → credible media consensus"),
        R(family="win", outcome="Arsenal FC", void_cancelled="no"),
        ["F:win", "S1", "P1", "C1", "R1"],
        ["emoji_bullets", "terse", "arrows", "numerals", "negation"], side="ars", source_url=True))

    # 2 draw, same fixture
    add(v1(2, "epl", "ars", "che", "2026-10-03", "draw", (
        "Draw market\n"
        "✅ Level at the final whistle (90 min + added time)\n"
        "❌ Anyone wins → No\n"
        "Extra time? Doesn't apply here, and wouldn't count anyway.\n"
        "Kick-off pushed back → we wait for the new date\n"
        "Scrapped, no replay → Yes ✅ (treated as a draw)\n"
        "Score source: the league's official numbers. If they're 2+ hrs late, we go with what "
        "reputable outlets agree on.\n"
        "Score corrected after we settle? Ignored."),
        R(family="draw", outcome="draw", void_cancelled="yes"),
        ["F:draw", "S1", "P1", "C1", "R1", "R2"],
        ["emoji_bullets", "terse", "question_answer", "syn:scrapped", "syn:pushed_back",
         "british"], source_url=True))

    # 3 away win, accordion FAQ
    add(v1(3, "epl", "liv", "mci", "2026-11-21", "win", (
        "▸ What counts?\n"
        "Normal time only: 90' plus whatever the ref adds.\n"
        "▸ Extra time or a shoot-out?\n"
        "Neither.\n"
        "▸ Match postponed?\n"
        "Market stays open, no deadline, until it's played.\n"
        "▸ Match cancelled and never replayed?\n"
        "Resolves No.\n"
        "▸ Who decides the score?\n"
        "Premier League official data. Nothing published within two hours of the end? "
        "A consensus of credible reporting instead."),
        R(family="win", outcome="Manchester City FC", void_cancelled="no"),
        ["F:win", "S1", "P1", "C1", "R1"],
        ["accordion", "question_answer", "number_words", "british_spelling", "terse"],
        side="mci", source_url=True))

    # 4 win, fragments + agreeing Full rules
    add(v1(4, "laliga", "rma", "bar", "2026-10-24", "win", (
        "Barça to win 🔵🔴\n"
        "⏱️ 90' + stoppage\n"
        "📅 Postponed → open until played\n"
        "❌ Cancelled (no new date) → No\n"
        "\n"
        "Full rules\n"
        "This market resolves Yes if FC Barcelona beat Real Madrid CF in the LaLiga fixture "
        "set for 24 October 2026, the result being taken at the end of regulation time, that "
        "is ninety minutes and any stoppage time; extra time and penalty kicks play no part. "
        "Should the fixture be postponed, the market remains open until the match is actually "
        "played. If the match is cancelled and no replacement fixture takes place, the market "
        "resolves No. The result is read from LaLiga's official statistics; should these be "
        "unavailable two hours after the match ends, the market relies on what credible "
        "reporting agrees on. Changes to the official result after resolution are disregarded."),
        R(family="win", outcome="FC Barcelona", void_cancelled="no"),
        ["F:win", "S1", "P1", "C1", "R1", "R2"],
        ["fragments_plus_full_rules", "full_rules_agree", "emoji_bullets", "number_words",
         "british_spelling", "date:d_month_yyyy", "legal"], side="bar", source_url=True))

    # 5 win, fragments and Full rules DISAGREE on cancellation
    add(v1(5, "laliga", "atm", "sev", "2027-02-06", "win", (
        "Atleti win?\n"
        "Counts: 90' + ST\n"
        "Game moved? Stays open ➡️ settles on the real result\n"
        "Called off for good → 50/50\n"
        "\n"
        "Full rules\n"
        "Yes if Club Atlético de Madrid win their match against Sevilla FC scheduled for "
        "Feb 6, 2027, judged once ninety minutes plus stoppage time have been played. A "
        "postponed match keeps the market open until it is played. If the match is cancelled "
        "outright with no make-up fixture, this market resolves No. Source: LaLiga official "
        "match data, or a consensus of credible reports if that data is not out within 2 hours."),
        R(family="win", outcome="Club Atlético de Madrid", void_cancelled="ambiguous"),
        ["F:win", "S1", "P1", "C:ambiguous", "R1"],
        ["fragments_plus_full_rules", "full_rules_disagree", "terse", "arrows",
         "date:mon_d_yyyy"], side="atm", source_url=True))

    # 6 draw, knockout; fragments and Full rules DISAGREE on scope
    add(v1(6, "ucl", "ars", "rma", "2027-03-16", "draw", (
        "🤝 Draw · R16, 2nd leg\n"
        "Counts: 90' + stoppage (ET ❌ pens ❌)\n"
        "Postponed → open till played\n"
        "Called off, no replay → Yes\n"
        "\n"
        "Full rules\n"
        "The market resolves Yes if the score between Arsenal FC and Real Madrid CF is level "
        "when play finishes, including any extra time that is played; a penalty shoot-out is "
        "not counted. A postponed match leaves the market open until it is played. If the "
        "match is called off and never replayed, the market resolves Yes. The result comes "
        "from UEFA's official match statistics or, when those have not appeared two hours "
        "after the final whistle, from what credible reporting broadly agrees."),
        R(family="draw", outcome="draw", scope="ambiguous", void_cancelled="yes"),
        ["F:draw", "S:ambiguous", "P1", "C1", "R1"],
        ["fragments_plus_full_rules", "full_rules_disagree", "emoji_signs", "knockout"],
        source_url=True))

    # 7 win, P4, US spelling
    add(v1(7, "bundesliga", "bmu", "bvb", "2026-11-07", "win", (
        "🏆 Bayern to win\n"
        "Counts: regulation, 90 min + stoppage. OT/penalties don't count.\n"
        "Postponed? ⏳ Has 14 days to be rescheduled.\n"
        "Not rescheduled in 14 days → settles at the last fair market price, as of when the "
        "postponement was announced.\n"
        "Canceled → No\n"
        "Source: official Bundesliga data"),
        R(family="win", outcome="FC Bayern München", timing_window=336,
          void_postponed_long="last_price", void_cancelled="no", source_fallback=None),
        ["F:win", "S1", "P4", "C1"],
        ["american_spelling", "numerals", "terse", "emoji_signs"], side="bmu", source_url=True))

    # 8 draw, P4 fortnight
    add(v1(8, "bundesliga", "rbl", "lev", "2026-12-12", "draw", (
        "Draw? 🤝\n"
        "✅ All square after 90' + stoppage\n"
        "🕐 Postponed: we give it a fortnight. No new date by then → last fair price (fixed at "
        "the moment the delay is announced)\n"
        "🚫 Cancelled, no make-up → ✅ Yes\n"
        "ℹ️ Result source: official league statistics; failing that after two hours, a "
        "consensus of credible media"),
        R(family="draw", outcome="draw", timing_window=336, void_postponed_long="last_price",
          void_cancelled="yes"),
        ["F:draw", "S1", "P4", "C1", "R1"],
        ["emoji_bullets", "syn:fortnight", "syn:all_square", "number_words", "british"],
        source_url=True))

    # 9 win, abandonment as cancellation
    add(v1(9, "seriea", "int", "juv", "2027-01-17", "win", (
        "Inter to win\n"
        "⏱️ 90' + recovery time only\n"
        "➡️ Rescheduled? Market stays live until the match happens\n"
        "⛔ Called off permanently → No\n"
        "⚠️ Abandoned & never completed → same as called off (No)\n"
        "📊 Lega Serie A official stats; >2h delay → credible press consensus"),
        R(family="win", outcome="FC Internazionale Milano", void_cancelled="no",
          void_abandoned="no"),
        ["F:win", "S1", "P1", "C1", "AB", "R1"],
        ["emoji_bullets", "syn:recovery_time", "syn:called_off", "terse", "symbols"],
        side="int", source_url=True))

    # 10 total over 2.5
    add(v1(10, "seriea", "nap", "rom", "2027-02-28", "total", (
        "Over 2.5 ⚽\n"
        "✅ 3 or more goals combined (90' + stoppage)\n"
        "❌ 0, 1 or 2 goals\n"
        "Postponed → open till played\n"
        "Scrapped, never replayed → 50/50\n"
        "Abandoned → 50/50 as well\n"
        "Source: Serie A official stats · fallback after 2h: credible reporting consensus"),
        R(family="total", outcome="over", line=2.5, void_cancelled="50-50",
          void_abandoned="50-50"),
        ["F:total", "S1", "P1", "C2", "AB", "R1"],
        ["emoji_bullets", "numerals", "terse"], line=2.5,
        question="Will SSC Napoli vs. AS Roma have over 2.5 goals?", source_url=True))

    # 11 total under 1.5, no source
    add(v1(11, "epl", "tot", "new", "2026-09-26", "total", (
        "Under 1.5\n"
        "✅ Yes: nought or one goal in total\n"
        "❌ No: two goals or more\n"
        "Clock: ninety minutes + stoppage. No extra time.\n"
        "Delay → stays open\n"
        "Scrapped → half-and-half payout (50¢ each side)\n"
        "Score correction after payout → no effect"),
        R(family="total", outcome="under", line=1.5, void_cancelled="50-50",
          source_primary=None, source_fallback=None),
        ["F:total", "S1", "P1", "C2", "R2"],
        ["number_words", "british", "syn:scrapped", "terse"], line=1.5,
        question="Will Tottenham Hotspur FC vs. Newcastle United FC finish under 1.5 goals?"))

    # 12 spread home fav
    add(v1(12, "epl", "mci", "whu", "2027-01-30", "spread", (
        "City −1.5\n"
        "✅ City win by 2+ goals\n"
        "❌ City win by 1, draw, or West Ham win\n"
        "90' + stoppage only\n"
        "Postponed ➡️ waits for the game\n"
        "Called off for good → 50/50\n"
        "Source: premierleague.com official stats (credible media if not posted in 2 hrs)"),
        R(family="spread", outcome="Manchester City FC", line=1.5, void_cancelled="50-50"),
        ["F:spread", "S1", "P1", "C2", "R1"],
        ["emoji_bullets", "numerals", "terse", "abbrev:hrs"], side="mci", line=1.5,
        source_url=True))

    # 13 spread away fav, number words
    add(v1(13, "laliga", "vcf", "rma", "2027-04-10", "spread", (
        "Real Madrid CF −2.5\n"
        "Need: Madrid to win by three goals or more.\n"
        "Anything less (a draw or a Valencia win included) = No.\n"
        "Full time = 90 minutes plus added time. ET n/a.\n"
        "Fixture postponed: market open until it's played.\n"
        "Cancelled with no new fixture: 50/50.\n"
        "Data: LaLiga official; after two hours with nothing published, credible media consensus."),
        R(family="spread", outcome="Real Madrid CF", line=2.5, void_cancelled="50-50"),
        ["F:spread", "S1", "P1", "C2", "R1"],
        ["number_words", "away_favourite", "terse", "n/a"], side="rma", line=2.5,
        source_url=True))

    # 14 btts yes
    add(v1(14, "ligue1", "psg", "om", "2026-10-25", "btts", (
        "Both teams to score?\n"
        "✅ PSG score ≥1 AND Marseille score ≥1\n"
        "❌ Either side fails to score\n"
        "⏱️ 90' + stoppage\n"
        "📅 Postponed → open until played\n"
        "🗑️ Cancelled → 50-50\n"
        "📊 Official Ligue 1 stats; if they're more than 2 hours late, consensus of credible reports"),
        R(family="btts", outcome="yes", void_cancelled="50-50"),
        ["F:btts", "S1", "P1", "C2", "R1"],
        ["emoji_bullets", "symbols", "terse"], source_url=True))

    # 15 btts negated
    add(v1(15, "ligue1", "ol", "asm", "2027-03-06", "btts", (
        "🧤 Clean sheet somewhere?\n"
        "✅ Yes: Lyon or Monaco (or both) end on zero goals\n"
        "❌ No: both sides score\n"
        "Counts 90' + ST only.\n"
        "Game called off for good → 50/50\n"
        "Delayed → keep waiting; settles on the actual match"),
        R(family="btts", outcome="no", void_cancelled="50-50", source_primary=None,
          source_fallback=None),
        ["F:btts", "S1", "P1", "C2"],
        ["negated_market", "emoji_bullets", "terse", "syn:delayed"],
        question="Olympique Lyonnais vs. AS Monaco FC: Will at least one team fail to score?",
        group="At least one team fails to score"))

    # 16 first half, team
    add(v1(16, "seriea", "acm", "ata", "2026-11-29", "half", (
        "1st half: Milan ahead?\n"
        "✅ AC Milan leading at half-time (45' + first-half stoppage)\n"
        "❌ Level or Atalanta ahead at the break\n"
        "Second half: irrelevant\n"
        "Postponed → open\n"
        "Called off, no replay → 50/50\n"
        "Source: official Serie A data; fallback (2h) credible reporting"),
        R(family="half", half="first", outcome="AC Milan", scope=None, void_cancelled="50-50"),
        ["F:half", "P1", "C2", "R1"],
        ["terse", "emoji_bullets", "numerals"], side="acm", half="first",
        question="Will AC Milan lead at halftime?", source_url=True))

    # 17 exact score 2-1
    add(v1(17, "seriea", "juv", "acm", "2027-02-14", "exact", (
        "Exact score 2–1\n"
        "✅ Juventus 2, Milan 1 when the ref ends normal time (90' + stoppage)\n"
        "❌ Any other score\n"
        "Postponed → waits\n"
        "Cancelled with no make-up → resolved as if it finished 0–0"),
        R(family="exact_score", outcome="2-1", void_cancelled="no", source_primary=None,
          source_fallback=None),
        ["F:exact_score", "S1", "P1", "C3"],
        ["terse", "emoji_bullets", "en_dash_score"], score="2-1"))

    # 18 exact score 0-0
    add(v1(18, "epl", "bha", "avl", "2027-03-20", "exact", (
        "0–0 🥱\n"
        "✅ Goalless after 90' + stoppage\n"
        "❌ Any goal at all\n"
        "Postponed → stays open\n"
        "Cancelled, never replayed → settled as 0-0\n"
        "Source: PL official; media consensus if nothing in 2h"),
        R(family="exact_score", outcome="0-0", void_cancelled="yes"),
        ["F:exact_score", "S1", "P1", "C3", "R1"],
        ["terse", "emoji_signs", "syn:goalless"], score="0-0", source_url=True))

    # 19 advance
    add(v1(19, "ucl", "ars", "bmu", "2027-03-17", "advance", (
        "To qualify: Arsenal FC\n"
        "✅ Arsenal go through to the quarter-finals\n"
        "❌ Bayern go through\n"
        "Counts: the whole tie, both legs, extra time ✅ penalties ✅\n"
        "A leg postponed → market stays open until it's played\n"
        "Tie cancelled, never completed → 50/50\n"
        "Source: UEFA official"),
        R(family="advance", outcome="Arsenal FC", scope="penalties", void_cancelled="50-50",
          source_fallback=None),
        ["F:advance", "S6", "P1", "C2"],
        ["terse", "emoji_signs", "knockout", "two_way"], side="ars", source_url=True))

    # 20 win incl. ET (S5), WC knockout
    add(v1(20, "wc", "fra", "mar", "2026-07-04", "win", (
        "France to win (incl. extra time)\n"
        "✅ France ahead after 90' + stoppage, or after extra time if it goes there\n"
        "❌ Morocco win, or still level after extra time (winning a shoot-out doesn't count)\n"
        "Postponed → open until played\n"
        "Canceled & no replay → No\n"
        "Source: FIFA official match data; consensus of credible media if not out within 2h"),
        R(family="win", outcome="France", scope="extra_time", void_cancelled="no"),
        ["F:win", "S5", "P1", "C1", "R1"],
        ["american_spelling", "knockout", "emoji_bullets", "condition_after_outcome"],
        side="fra", source_url=True))

    # 21 WC group win, US
    add(v1(21, "wc", "bra", "mar", "2026-06-13", "win", (
        "🇧🇷 Brazil to win\n"
        "Regulation only (90 + stoppage). No OT, no PKs.\n"
        "Game postponed? Market stays open until it's played.\n"
        "Game canceled, no makeup game → No.\n"
        "Source: FIFA's official stats. If those aren't posted within two hours of the final "
        "whistle, a consensus of credible reporting."),
        R(family="win", outcome="Brazil", void_cancelled="no"),
        ["F:win", "S1", "P1", "C1", "R1"],
        ["american", "american_spelling", "negation", "number_words"], side="bra",
        source_url=True))

    # 22 WC group draw
    add(v1(22, "wc", "eng", "cro", "2026-06-17", "draw", (
        "Draw (England vs. Croatia)\n"
        "✅ Level after ninety minutes plus stoppage\n"
        "⏸️ Postponed → stays open, however long\n"
        "❎ Cancelled outright → Yes\n"
        "Official FIFA figures decide; two hours with nothing official → trusted media consensus\n"
        "Post-settlement score changes: ignored"),
        R(family="draw", outcome="draw", void_cancelled="yes"),
        ["F:draw", "S1", "P1", "C1", "R1", "R2"],
        ["number_words", "british_spelling", "emoji_bullets", "terse"], source_url=True))

    # 23 source ambiguous
    add(v1(23, "ligue1", "lil", "psg", "2027-01-24", "win", (
        "Lille to win\n"
        "90' + stoppage ⏱️\n"
        "Postponed → open until played\n"
        "Cancelled → No\n"
        "Result from: Ligue 1's site or major sports media"),
        R(family="win", outcome="LOSC Lille", void_cancelled="no", source_primary="ambiguous",
          source_fallback="ambiguous"),
        ["F:win", "S1", "P1", "C1", "R:ambiguous"],
        ["terse", "emoji_signs"], side="lil"))

    # 24 postponement ambiguous
    add(v1(24, "mls", "lag", "laf", "2026-08-22", "win", (
        "LAFC to win\n"
        "Counts: 90 + stoppage\n"
        "Delayed? We'll hold it open for a reasonable time, then settle it fairly.\n"
        "Canceled → No\n"
        "Source: official MLS stats; credible reports if none within 2 hrs"),
        R(family="win", outcome="Los Angeles FC", void_cancelled="no", timing_window="ambiguous",
          void_postponed_long="ambiguous"),
        ["F:win", "S1", "P:ambiguous", "C1", "R1"],
        ["american_spelling", "terse", "vague"], side="laf", source_url=True))

    # 25 scope ambiguous, UCL second leg
    add(v1(25, "ucl", "che", "int", "2027-03-10", "win", (
        "Chelsea to win the match · R16, 2nd leg\n"
        "✅ Chelsea win\n"
        "❌ Inter win, or no winner\n"
        "Postponed → stays open\n"
        "Cancelled → No\n"
        "Source: UEFA official match data"),
        R(family="win", outcome="Chelsea FC", scope="ambiguous", void_cancelled="no",
          source_fallback=None),
        ["F:win", "S:ambiguous", "P1", "C1"],
        ["terse", "emoji_bullets", "knockout", "no_scope"], side="che", source_url=True))

    # 26 cancellation ambiguous
    add(v1(26, "epl", "new", "liv", "2026-12-26", "draw", (
        "Draw 🤝\n"
        "✅ Level at 90' + stoppage\n"
        "Postponed → open till played\n"
        "Cancelled → settled per our standard process\n"
        "Source: official PL data; credible media if 2h+ late"),
        R(family="draw", outcome="draw", void_cancelled="ambiguous"),
        ["F:draw", "S1", "P1", "C:ambiguous", "R1"],
        ["terse", "vague"], source_url=True))

    # 27 nearly silent
    add(v1(27, "mls", "mia", "clb", "2026-09-12", "win", (
        "Inter Miami to win ✅\n"
        "Counts: 90' + stoppage"),
        R(family="win", outcome="Inter Miami CF", source_primary=None, source_fallback=None,
          timing_window=None, void_postponed_long=None),
        ["F:win", "S1"],
        ["terse", "silent"], side="mia"))

    # 28 number words, British
    add(v1(28, "epl", "avl", "tot", "2027-04-24", "win", (
        "Villa to win\n"
        "Ninety minutes plus stoppage. That's it.\n"
        "Postponed: open until the rearranged fixture is played\n"
        "Cancelled with no rearranged fixture: No\n"
        "Official Premier League statistics used; if they've not appeared within two hours, we "
        "rely on a consensus of credible reporting\n"
        "Official score revised after resolution? Not taken into account"),
        R(family="win", outcome="Aston Villa FC", void_cancelled="no"),
        ["F:win", "S1", "P1", "C1", "R1", "R2"],
        ["number_words", "british", "syn:rearranged", "terse"], side="avl", source_url=True))

    # 29 away win, abandonment No
    add(v1(29, "epl", "nfo", "ars", "2027-05-02", "win", (
        "🔴 Arsenal away win\n"
        "⏱️ Only 90' + stoppage\n"
        "📅 Kick-off moved? We keep it open. No time limit.\n"
        "🛑 Abandoned and not resumed → No\n"
        "🗑️ Cancelled with no replay → No\n"
        "📊 Premier League official data (or credible-media consensus if 2 hours pass without it)"),
        R(family="win", outcome="Arsenal FC", void_cancelled="no", void_abandoned="no"),
        ["F:win", "S1", "P1", "C1", "AB", "R1"],
        ["emoji_bullets", "terse", "away_side"], side="ars", source_url=True))

    # 30 draw, German-style date, abandonment as cancellation
    add(v1(30, "bundesliga", "sge", "vfb", "2027-02-20", "draw", (
        "Unentschieden? / Draw · Sa 20.02.2027\n"
        "✅ Same score after 90 min + stoppage\n"
        "🔁 Rescheduled → stays open till played\n"
        "⛔ Cancelled for good → Yes (counts as a draw)\n"
        "⚠️ Abandoned, never finished → handled as cancelled\n"
        "Source: official Bundesliga data; fallback after 2 hours: credible reporting consensus"),
        R(family="draw", outcome="draw", void_cancelled="yes", void_abandoned="yes"),
        ["F:draw", "S1", "P1", "C1", "AB", "R1"],
        ["date:dd.mm.yyyy", "emoji_bullets", "bilingual_heading", "terse"], source_url=True))

    # 31 draw, fragments + agreeing Full rules
    add(v1(31, "seriea", "ata", "int", "2027-04-18", "draw", (
        "🤝 Draw\n"
        "Counts: 90' + stoppage\n"
        "Moved? Open till played\n"
        "Called off for good? → Yes\n"
        "\n"
        "Full rules\n"
        "Resolves Yes if Atalanta BC and FC Internazionale Milano are level once ninety minutes "
        "and added time are complete in the Serie A match of April 18th, 2027. Any other "
        "result resolves No. If the match is postponed, the market is kept open until it is "
        "played, with no cut-off. If the match is cancelled and never replayed, it resolves "
        "Yes. Lega Serie A's official statistics govern; where two (2) hours pass after the "
        "final whistle without them, the market turns to what credible outlets jointly report."),
        R(family="draw", outcome="draw", void_cancelled="yes"),
        ["F:draw", "S1", "P1", "C1", "R1"],
        ["fragments_plus_full_rules", "full_rules_agree", "date:month_dth_yyyy",
         "number_words_and_numerals"], source_url=True))

    # 32 conditions after the outcome
    add(v1(32, "bundesliga", "bvb", "rbl", "2026-09-19", "win", (
        "✅ Yes if Dortmund win, in normal time (90' + stoppage), not extra time\n"
        "❌ No if they don't, or if the game's called off for good\n"
        "⏳ …but a postponement just keeps it open until it's played\n"
        "📊 …settled off official Bundesliga stats, or, if those are two hours late, a consensus "
        "of credible reports"),
        R(family="win", outcome="Borussia Dortmund", void_cancelled="no"),
        ["F:win", "S1", "P1", "C1", "R1"],
        ["condition_after_outcome", "exception", "emoji_bullets", "continuation"], side="bvb",
        source_url=True))

    # 33 half-time draw
    add(v1(33, "laliga", "ath", "rbb", "2026-11-01", "half", (
        "HT result: Draw\n"
        "✅ Level at half-time\n"
        "❌ Either side ahead at the break\n"
        "Only the first 45' + its stoppage count\n"
        "Postponed → open till played\n"
        "Called off → 50/50"),
        R(family="half", half="first", outcome="draw", scope=None, void_cancelled="50-50",
          source_primary=None, source_fallback=None),
        ["F:half", "P1", "C2"],
        ["terse", "emoji_bullets", "abbrev:HT"], half="first",
        question="Athletic Club vs. Real Betis Balompié: Draw at halftime?"))

    # 34 second half
    add(v1(34, "laliga", "vil", "sev", "2027-03-13", "half", (
        "2nd half only: Villarreal\n"
        "✅ Villarreal outscore Sevilla after the restart (46' to the final whistle, stoppage incl.)\n"
        "❌ 2nd half level, or Sevilla outscore them\n"
        "1st-half goals ignored\n"
        "Postponed → stays open\n"
        "Cancelled → 50/50\n"
        "Source: LaLiga official; credible media after 2h"),
        R(family="half", half="second", outcome="Villarreal CF", scope=None,
          void_cancelled="50-50"),
        ["F:half", "P1", "C2", "R1"],
        ["terse", "emoji_bullets", "numerals"], side="vil", half="second",
        question="Will Villarreal CF win the second half?", source_url=True))

    # 35 total over 3.5, abandonment as cancellation
    add(v1(35, "bundesliga", "bmu", "sge", "2027-04-03", "total", (
        "Over 3.5 goals\n"
        "✅ four or more goals between them (regulation: 90 + stoppage)\n"
        "❌ three or fewer\n"
        "Postponed? open until played\n"
        "Called off, no make-up? 50/50\n"
        "Abandoned? treated like a cancellation\n"
        "Official Bundesliga stats; two hours without them → credible reporting consensus"),
        R(family="total", outcome="over", line=3.5, void_cancelled="50-50",
          void_abandoned="50-50"),
        ["F:total", "S1", "P1", "C2", "AB", "R1"],
        ["number_words", "question_fragments", "terse"], line=3.5,
        question="Will FC Bayern München vs. Eintracht Frankfurt have over 3.5 goals?",
        source_url=True))

    # 36 MLS draw, US
    add(v1(36, "mls", "sea", "lag", "2026-10-17", "draw", (
        "Tie game? 🤝\n"
        "✅ Tied after regulation (90 + stoppage)\n"
        "📅 Postponed → open until it's played\n"
        "❌ Canceled, no makeup → resolves Yes\n"
        "Source: MLS official stats; credible-reporting consensus if they're not posted within 2 hours"),
        R(family="draw", outcome="draw", void_cancelled="yes"),
        ["F:draw", "S1", "P1", "C1", "R1"],
        ["american", "american_spelling", "syn:tied", "emoji_bullets"], source_url=True))

    # 37 P4 two weeks, MLS
    add(v1(37, "mls", "laf", "sea", "2027-03-27", "win", (
        "LAFC to win\n"
        "⏱️ Regulation: 90 min + stoppage\n"
        "📅 Postponed → 2 weeks to get a new date\n"
        "🔚 Still no date after 2 weeks → last fair price, as of the postponement notice\n"
        "❌ Canceled → No\n"
        "Source: MLS official"),
        R(family="win", outcome="Los Angeles FC", timing_window=336,
          void_postponed_long="last_price", void_cancelled="no", source_fallback=None),
        ["F:win", "S1", "P4", "C1"],
        ["american_spelling", "syn:two_weeks", "numerals", "emoji_bullets"], side="laf",
        source_url=True))

    # 38 toast messages, away win
    add(v1(38, "ligue1", "asm", "om", "2026-12-05", "win", (
        "🔔 Heads-up: only regular time counts here (90' + stoppage).\n"
        "🔔 Match postponed? This market stays open until it's played.\n"
        "🔔 Match cancelled with no new date? Resolves No.\n"
        "🔔 Result source: official Ligue 1 data. Not out two hours after the whistle? We use "
        "credible-media consensus.\n"
        "🔔 Score changed after settlement? We don't re-settle."),
        R(family="win", outcome="Olympique de Marseille", void_cancelled="no"),
        ["F:win", "S1", "P1", "C1", "R1", "R2"],
        ["toast", "emoji_bullets", "question_answer", "away_side"], side="om", source_url=True))

    # 39 draw, exception phrasing
    add(v1(39, "epl", "che", "liv", "2027-05-15", "draw", (
        "Draw: Chelsea FC vs. Liverpool FC\n"
        "Everything's a No except a level score at 90' + stoppage.\n"
        "Exception: called off with no replay → Yes.\n"
        "Not counted: extra time, penalties.\n"
        "Postponed? Market waits, however long.\n"
        "Source: official PL stats, with credible-reporting consensus as backup after two hours."),
        R(family="draw", outcome="draw", void_cancelled="yes"),
        ["F:draw", "S1", "P1", "C1", "R1"],
        ["exception", "negation", "terse", "number_words"], source_url=True))

    # 40 named provider source
    add(v1(40, "seriea", "rom", "juv", "2026-12-20", "win", (
        "Roma to win 🟡🔴\n"
        "⏱️ 90' + stoppage, nothing else\n"
        "📅 Postponed → open until played\n"
        "🗑️ Cancelled, no make-up → No\n"
        "📊 Data: Opta. Opta feed down? → credible media consensus"),
        R(family="win", outcome="AS Roma", void_cancelled="no", source_primary="provider"),
        ["F:win", "S1", "P1", "C1", "R:provider+consensus"],
        ["emoji_bullets", "terse", "named_provider"], side="rom"))

    return L
