"""Build held-out reading set (ad). Standard library only; deterministic.
Run from this folder: python3 make_set_ad.py  (writes ../set_ad_venue_*.jsonl)."""
import json, os

KEYS = ["family", "outcome", "line", "half", "scope", "source_primary", "source_fallback",
        "timing_window", "void_cancelled", "void_postponed_long", "void_abandoned"]

COMP = {  # code: (slug prefix, v1 name, v1 resolutionSource, v2 series prefix, v2 league words)
    "epl": ("epl", "Premier League", "https://www.premierleague.com/", "KXEPL", "English Premier League"),
    "laliga": ("lal", "La Liga", "https://www.laliga.com/", "KXLALIGA", "Spanish La Liga"),
    "bundesliga": ("bun", "Bundesliga", "https://www.bundesliga.com/", "KXBUNDESLIGA", "German Bundesliga"),
    "seriea": ("sea", "Serie A", "https://www.legaseriea.it/", "KXSERIEA", "Italian Serie A"),
    "ligue1": ("fl1", "Ligue 1", "https://www.ligue1.com/", "KXLIGUE1", "French Ligue 1"),
    "ucl": ("ucl", "UEFA Champions League", "https://www.uefa.com/", "KXUCL", "UEFA Champions League"),
    "wc": ("fifwc", "FIFA World Cup", "https://www.fifa.com/", "KXWC", "FIFA World Cup"),
    "mls": ("mls", "MLS", "https://www.mlssoccer.com/", "KXMLS", "Major League Soccer"),
}
ESPN_FOX = [{"name": "ESPN", "url": "https://www.espn.com/soccer/"},
            {"name": "Fox Sports", "url": "https://www.foxsports.com/soccer"}]
ESPN = [{"name": "ESPN", "url": "https://www.espn.com/soccer/"}]
UEFA = [{"name": "UEFA", "url": "https://www.uefa.com/"}]
FIFA = [{"name": "FIFA", "url": "https://www.fifa.com/"}]
MLS = [{"name": "MLS", "url": "https://www.mlssoccer.com/"}]

MON = ["JAN", "FEB", "MAR", "APR", "MAY", "JUN", "JUL", "AUG", "SEP", "OCT", "NOV", "DEC"]
MONL = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]


def exp(**kw):
    e = {k: None for k in KEYS}
    e.update(kw)
    return e


def v1(n, comp, home, hcode, away, acode, date, hour, kind, side, desc, expected, meanings, styles,
       line=None, gst=None):
    """kind: moneyline/spreads/totals/btts/first_half/exact_score/advance; side: 'home','away','draw', or label."""
    pre, cname, src, _, _ = COMP[comp]
    base = f"{pre}-{hcode}-{acode}-{date}"
    team = {"home": home, "away": away}.get(side)
    more = kind not in ("moneyline",)
    if kind == "moneyline" and side == "draw":
        q, git, slug = f"Will {home} vs. {away} end in a draw?", f"Draw ({home} vs. {away})", base + "-draw"
    elif kind == "moneyline":
        q, git, slug = f"Will {team} win on {date}?", team, base + "-" + (hcode if side == "home" else acode)
    else:
        q, git = side  # side carries (question, groupItemTitle) for sibling families
        slug = base + "-more-markets-" + str(n)
    smt = {"moneyline": "moneyline", "advance": "moneyline", "spreads": "spreads", "totals": "totals",
           "btts": "soccer_both_teams_to_score", "first_half": "soccer_first_half_result",
           "exact_score": "soccer_exact_score"}[kind]
    return {"id": f"ad1-{n:03d}", "venue": "venue_one", "styles": sorted(styles), "meanings": meanings,
            "home": home, "away": away, "competition": comp,
            "market": {"id": str(5310200 + n * 17), "question": q, "slug": slug, "groupItemTitle": git,
                       "sportsMarketType": smt, "line": line, "outcomes": "[\"Yes\", \"No\"]",
                       "description": desc, "resolutionSource": src,
                       "event_title": f"{home} vs. {away}" + (" - More Markets" if more else ""),
                       "gameStartTime": gst or f"{date} {hour}:00:00+00"},
            "expected": expected}


def v2(n, comp, series_sfx, home, hcode, away, acode, date, hour, leg, title, yes_sub, primary,
       secondary, sources, expected, meanings, styles, tdate=None):
    _, _, _, spre, _ = COMP[comp]
    y, m, d = (tdate or date).split("-")
    ev = f"{spre}{series_sfx}-{y[2:]}{MON[int(m) - 1]}{d}{hcode}{acode}"
    return {"id": f"ad2-{n:03d}", "venue": "venue_two", "styles": sorted(styles), "meanings": meanings,
            "home": home, "away": away, "competition": comp,
            "market": {"ticker": f"{ev}-{leg}", "event_ticker": ev, "series_ticker": spre + series_sfx,
                       "title": title, "yes_sub_title": yes_sub, "no_sub_title": yes_sub,
                       "rules_primary": primary, "rules_secondary": secondary,
                       "occurrence_datetime": f"{date}T{hour}:00:00Z"},
            "series_settlement_sources": sources, "expected": expected}


def kdate(date):
    y, m, d = date.split("-")
    return f"{MONL[int(m) - 1]} {int(d)}, {y}"


R1 = dict(source_primary="official", source_fallback="consensus")
P1 = dict(timing_window="open_until_played", void_postponed_long="result")
P2 = dict(timing_window=48, void_postponed_long="fair_price")


def venue_one():
    L = []
    a = L.append
    # 1 passive voice throughout
    a(v1(1, "epl", "Arsenal FC", "ars", "Chelsea FC", "che", "2026-10-03", "14", "moneyline", "home",
         "Yes will be paid on this market if the Premier League fixture between Arsenal FC and Chelsea FC, set for October 3, 2026, is won by Arsenal FC. A draw, or a Chelsea FC victory, means No.\n\n"
         "Only play within the regular ninety minutes and the stoppage time added on is counted.\n\n"
         "Should the fixture be postponed, the market is kept open until the match has been played. Should it be cancelled outright, with no replacement fixture, the market is resolved to No.\n\n"
         "The result is taken from the Premier League's official statistics; if these have not been released within two hours of full time, a consensus of reputable media reports may be relied upon.",
         exp(family="win", outcome="Arsenal FC", scope="regulation", **R1, **P1, void_cancelled="no"),
         ["F:win", "S1", "P1", "C1", "R1"], ["passive", "number_words", "british_spelling", "layout:paras"]))
    # 2 draw, consequence before condition, date "5th December 2026"
    a(v1(2, "epl", "Liverpool FC", "liv", "Manchester City FC", "mac", "2026-12-05", "17", "moneyline", "draw",
         "Resolves Yes if Liverpool FC and Manchester City FC are level once the referee blows for the end of the 90 minutes and stoppage time in their Premier League meeting of 5th December 2026; resolves No otherwise.\n\n"
         "The market resolves Yes, too, if the game is called off for good and never replayed. It resolves on the eventual result if the game is postponed, for it stays open until the match takes place.\n\n"
         "Resolution source: official Premier League data, or, where nothing official is out two hours after the end, a consensus of credible reports.",
         exp(family="draw", outcome="draw", scope="regulation", **R1, **P1, void_cancelled="yes"),
         ["F:draw", "S1", "P1", "C1", "R1"], ["result_first", "date:ordinal_dmy", "syn:level", "syn:called_off"]))
    # 3 numbers as words
    a(v1(3, "laliga", "Real Madrid CF", "rea", "Sevilla FC", "sev", "2026-09-19", "19", "moneyline", "away",
         "If Sevilla FC beat Real Madrid CF in the La Liga match scheduled for September nineteen, 2026, this market resolves to \"Yes\". Any other result resolves it to \"No\".\n\n"
         "Settlement looks only at the first ninety (90) minutes plus added time; goals in any extra period do not count.\n\n"
         "A postponed game leaves the market open until it is eventually played. If the match is cancelled and not made up, this market resolves \"No\".\n\n"
         "Primary source: La Liga's official statistics. Fallback, only if those statistics are still missing two hours after the final whistle: a consensus of credible reporting. Score changes made after resolution will be disregarded.",
         exp(family="win", outcome="Sevilla FC", scope="regulation", **R1, **P1, void_cancelled="no"),
         ["F:win", "S1", "P1", "C1", "R1", "R2"], ["number_words", "date:month_word_day", "british"]))
    # 4 parenthetical exception
    a(v1(4, "bundesliga", "FC Bayern München", "bay", "Borussia Dortmund", "dor", "2026-11-07", "17", "moneyline", "home",
         "This market pays Yes if FC Bayern München wins its Bundesliga game against Borussia Dortmund on 7 Nov 2026 (counting regular time and stoppage only, never extra time or a shoot-out). Otherwise it pays No.\n\n"
         "The market remains open through any postponement (however long) until the game is played. A cancellation with no rescheduled game resolves this market to No.\n\n"
         "The Bundesliga's official numbers decide; credible reporting by consensus may be used if they are not out inside 2 hours of the end.",
         exp(family="win", outcome="FC Bayern München", scope="regulation", **R1, **P1, void_cancelled="no"),
         ["F:win", "S1", "P1", "C1", "R1"], ["parenthetical", "date:d_mon_y", "american"]))
    # 5 double negative
    a(v1(5, "seriea", "Juventus FC", "juv", "AC Milan", "acm", "2026-10-24", "18", "moneyline", "home",
         "Yes if Juventus FC defeat AC Milan in the Serie A fixture of 24/10/2026; No if they do not.\n\n"
         "No result other than the one standing at the end of regulation time (ninety minutes plus stoppage) will be used.\n\n"
         "A postponement does not end the market; it is not settled until the match is played. If the fixture is cancelled without any make-up date, the market will not resolve to anything but No.\n\n"
         "Official Serie A statistics are the source, with a consensus of credible reporting as a fallback if no official figures exist two hours after the match.",
         exp(family="win", outcome="Juventus FC", scope="regulation", **R1, **P1, void_cancelled="no"),
         ["F:win", "S1", "P1", "C1", "R1"], ["double_negative", "date:dd/mm/yyyy", "british"]))
    # 6 British spelling, draw
    a(v1(6, "ligue1", "Paris Saint-Germain FC", "par", "Olympique de Marseille", "olm", "2026-11-29", "19", "moneyline", "draw",
         "Should Paris Saint-Germain FC and Olympique de Marseille finish all square after the regulation ninety minutes and stoppage time of their Ligue 1 match on 29 November 2026, this market will resolve to Yes; any decisive result is No.\n\n"
         "If the match is postponed, the market stays open until it is played. If it is cancelled and no replay is organised, this contract settles Yes.\n\n"
         "The source is the official data recognised by Ligue 1 as organiser; if that has not been published within two hours, the market may be settled on a consensus of reputable reporting. Amendments to the score after settlement are disregarded.",
         exp(family="draw", outcome="draw", scope="regulation", **R1, **P1, void_cancelled="yes"),
         ["F:draw", "S1", "P1", "C1", "R1", "R2"], ["british_spelling", "syn:all_square", "condition_first"]))
    # 7 unusual date format, P4
    a(v1(7, "mls", "Inter Miami CF", "mia", "LA Galaxy", "lag", "2026-08-22", "23", "moneyline", "home",
         "Fixture: Inter Miami CF vs. LA Galaxy, MLS, Sat 22-Aug-26 (local date).\n\n"
         "Resolves Yes if Inter Miami CF win in normal time (90 minutes plus stoppage); No on any other result.\n\n"
         "If the game is postponed and is not rescheduled within fourteen days, the market resolves at the last fair market price, defined as at the moment the postponement was announced. Should the game be cancelled without any make-up fixture, it resolves No.\n\n"
         "Resolution uses official MLS statistics; where they are not available within 2 hours after the match, a credible-reporting reporting is used.",
         exp(family="win", outcome="Inter Miami CF", scope="regulation", **R1, timing_window=336,
             void_postponed_long="last_price", void_cancelled="no"),
         ["F:win", "S1", "P4", "C1", "R1"], ["date:dd-mon-yy", "number_words", "terse_header"]))
    # 8 P4 draw, date yyyy/mm/dd, fortnight
    a(v1(8, "mls", "Seattle Sounders FC", "sea", "Portland Timbers", "por", "2026-09-04", "02", "moneyline", "draw",
         "If Seattle Sounders FC vs. Portland Timbers (MLS, 2026/09/04 local kick-off) is tied at the close of regulation, stoppage included, the market resolves Yes. Otherwise it resolves No.\n\n"
         "Should the match be postponed and not given a new date inside a fortnight, the market settles at its last fair price as of the announcement. Cancellation with no make-up game resolves the market Yes.\n\n"
         "Official league statistics decide; a consensus of credible reporting is the fallback if those are not posted within two hours.",
         exp(family="draw", outcome="draw", scope="regulation", **R1, timing_window=336,
             void_postponed_long="last_price", void_cancelled="yes"),
         ["F:draw", "S1", "P4", "C1", "R1"], ["date:yyyy/mm/dd", "syn:fortnight", "syn:tied"],
         gst="2026-09-05 02:00:00+00"))
    # 9 total over 2.5
    a(v1(9, "epl", "Tottenham Hotspur FC", "tot", "Newcastle United FC", "new", "2026-10-17", "16", "totals",
         ("Tottenham Hotspur FC vs. Newcastle United FC: O/U 2.5", "Over 2.5"),
         "This market resolves Yes if three or more goals in total are scored in the Premier League match between Tottenham Hotspur FC and Newcastle United FC on October 17, 2026. Two goals or fewer resolves No.\n\n"
         "Only goals in the 90 minutes of regulation plus stoppage time are counted.\n\n"
         "If the match is postponed, the market remains open until it is played. If it is cancelled altogether without a replacement game, the market resolves 50-50.\n\n"
         "Source: official Premier League statistics, or a consensus of credible reporting if those are not out within two hours of the final whistle.",
         exp(family="total", outcome="over", line=2.5, scope="regulation", **R1, **P1, void_cancelled="50-50"),
         ["F:total", "S1", "P1", "C2", "R1"], ["plain", "number_words"], line=2.5))
    # 10 total under 3.5, condition after consequence
    a(v1(10, "laliga", "FC Barcelona", "bar", "Atlético de Madrid", "mad", "2026-11-21", "20", "totals",
         ("FC Barcelona vs. Atlético de Madrid: O/U 3.5", "Under 3.5"),
         "Yes is the result here when fewer than four goals are scored, counting regulation time and stoppage time only, in the La Liga game between FC Barcelona and Atlético de Madrid dated 21.11.2026. Four or more goals means No.\n\n"
         "Each outcome is paid 0.50 when the game is cancelled and no make-up match is played. The market stays open, however, when the game is merely postponed, until it is played.\n\n"
         "Official La Liga statistics are used; if they are not available two hours after the game, a consensus of credible reporting.",
         exp(family="total", outcome="under", line=3.5, scope="regulation", **R1, **P1, void_cancelled="50-50"),
         ["F:total", "S1", "P1", "C2", "R1"], ["result_first", "date:dd.mm.yyyy", "numerals"], line=3.5))
    # 11 spread
    a(v1(11, "bundesliga", "Bayer 04 Leverkusen", "b04", "1. FC Union Berlin", "uni", "2026-09-26", "13", "spreads",
         ("Spread: Bayer 04 Leverkusen (-1.5)", "Bayer 04 Leverkusen (-1.5)"),
         "Bayer 04 Leverkusen must win by two goals or more against 1. FC Union Berlin in their Bundesliga match of Sept. 26, 2026 for this market to resolve Yes; any smaller winning margin, a draw or a defeat resolves No.\n\n"
         "Regular time plus stoppage time only; extra time is not a factor.\n\n"
         "A postponed match keeps the market open until it is played. If the match is called off and not replayed, the market resolves 50-50.\n\n"
         "The Bundesliga's official statistics are the source; if they are not out within two hours, reporting agreed on by credible outlets may be used.",
         exp(family="spread", outcome="Bayer 04 Leverkusen", line=1.5, scope="regulation", **R1, **P1,
             void_cancelled="50-50"),
         ["F:spread", "S1", "P1", "C2", "R1"], ["plain", "date:abbrev_month_dot"], line=-1.5))
    # 12 btts, abandonment treated as cancelled
    a(v1(12, "seriea", "SSC Napoli", "nap", "AS Roma", "rom", "2026-12-12", "19", "btts",
         ("SSC Napoli vs. AS Roma: Both Teams to Score", "Both Teams to Score"),
         "The market resolves Yes if SSC Napoli and AS Roma each score at least once during regulation play plus stoppage time in their Serie A match scheduled for 12 December 2026. If either side (or both) fails to score, it resolves No.\n\n"
         "Postponement: trading continues until the game takes place. Cancellation with no make-up game: 50-50. A match abandoned before completion and not resumed is handled as a cancellation.\n\n"
         "Source: official Serie A statistics; consensus of credible reporting if those are not out within two hours.",
         exp(family="btts", outcome="yes", scope="regulation", **R1, **P1, void_cancelled="50-50",
             void_abandoned="50-50"),
         ["F:btts", "S1", "P1", "C2", "R1", "AB"], ["parenthetical", "colon_labels", "british"]))
    # 13 first half
    a(v1(13, "ligue1", "AS Monaco FC", "mon", "Olympique Lyonnais", "lyo", "2026-10-10", "15", "first_half",
         ("Will AS Monaco FC lead at half-time vs. Olympique Lyonnais?", "AS Monaco FC (1st Half)"),
         "This market resolves Yes if AS Monaco FC are ahead of Olympique Lyonnais when the first half of their Ligue 1 match on Oct 10 2026 ends, stoppage time in that half included. Level or behind at the interval resolves No.\n\n"
         "If the match is postponed, the market stays open until it is played. If it is cancelled and no make-up game is held, the market resolves 50-50.\n\n"
         "Official Ligue 1 statistics, or a consensus of credible reporting where they are not out within two hours of the final whistle.",
         exp(family="half", outcome="AS Monaco FC", half="first", **R1, **P1, void_cancelled="50-50"),
         ["F:half", "P1", "C2", "R1"], ["date:mon_d_yyyy_nocomma", "syn:interval"]))
    # 14 exact score 2-1 (away named first in text)
    a(v1(14, "epl", "Aston Villa FC", "ast", "Everton FC", "eve", "2026-11-14", "15", "exact_score",
         ("Aston Villa FC vs. Everton FC: Exact Score 2-1?", "Aston Villa FC 2-1 Everton FC"),
         "This market resolves Yes if the Premier League match on 14 Nov. 2026 ends with Aston Villa FC on two goals and Everton FC on one, counting the regular 90 minutes and stoppage time. Any other score resolves No.\n\n"
         "A postponement leaves the market open until the match is played. If the match is cancelled without any make-up game, the market settles as though the score were 0-0.\n\n"
         "Official Premier League statistics, falling back to a consensus of credible reporting where they have not appeared within 2 hours.",
         exp(family="exact_score", outcome="2-1", scope="regulation", **R1, **P1, void_cancelled="no"),
         ["F:exact_score", "S1", "P1", "C3", "R1"], ["number_words", "plain"]))
    # 15 exact score 0-0 away named first
    a(v1(15, "seriea", "Inter", "int", "Atalanta BC", "ata", "2027-01-09", "17", "exact_score",
         ("Inter vs. Atalanta BC: Exact Score 0-0?", "Inter 0-0 Atalanta BC"),
         "Neither Atalanta BC nor their hosts Inter scoring in regulation time (stoppage included) in this Serie A game of 9 January 2027 resolves the market Yes; any goal resolves it No.\n\n"
         "The market stays open through any postponement until the game is played. If cancelled without a make-up game, it resolves as the 0-0 score.\n\n"
         "Official Serie A figures; consensus of credible reporting where they are not available two hours after the game.",
         exp(family="exact_score", outcome="0-0", scope="regulation", **R1, **P1, void_cancelled="yes"),
         ["F:exact_score", "S1", "P1", "C3", "R1"], ["away_first", "syn:neither"]))
    # 16 advance
    a(v1(16, "ucl", "Real Madrid CF", "rea", "Manchester City FC", "mac", "2027-03-17", "20", "advance",
         ("Will Real Madrid CF advance past Manchester City FC?", "Real Madrid CF"),
         "This market resolves Yes if Real Madrid CF qualify for the quarter-finals at the expense of Manchester City FC in their UEFA Champions League round-of-16 tie, second leg on 17/03/2027. The tie is decided on aggregate, with extra time and a penalty shoot-out counting where they are needed. If Manchester City FC go through, No.\n\n"
         "The market stays open if the second leg is postponed, until the tie is decided. If the tie is cancelled without being completed, the market resolves 50-50.\n\n"
         "Source: official UEFA statistics, or a consensus of credible reporting if UEFA's data is not published within two hours.",
         exp(family="advance", outcome="Real Madrid CF", scope="penalties", **R1, **P1, void_cancelled="50-50"),
         ["F:advance", "S6", "P1", "C2", "R1"], ["date:dd/mm/yyyy", "syn:qualify"]))
    # 17 ambiguous scope: UCL knockout, no scope
    a(v1(17, "ucl", "FC Barcelona", "bar", "FC Internazionale Milano", "int", "2027-04-14", "19", "moneyline", "home",
         "This market resolves to Yes if FC Barcelona win the UEFA Champions League quarter-final second leg against FC Internazionale Milano on April 14th, 2027. If they do not win the match, it resolves to No.\n\n"
         "If the game is postponed, the market stays open until it is played. Should the game be cancelled without any make-up game, the market resolves to No.\n\n"
         "Official UEFA statistics decide, or a consensus of credible reporting if those are not released within two hours.",
         exp(family="win", outcome="FC Barcelona", scope="ambiguous", **R1, **P1, void_cancelled="no"),
         ["F:win", "S:ambiguous", "P1", "C1", "R1"], ["date:ordinal_mdy", "knockout_no_scope"]))
    # 18 ambiguous cancellation
    a(v1(18, "epl", "Brighton & Hove Albion FC", "bri", "Fulham FC", "ful", "2026-12-26", "15", "moneyline", "away",
         "Yes if Fulham FC win away at Brighton & Hove Albion FC in the Premier League on Boxing Day (26 December) 2026, judged at the end of regulation play and stoppage time; otherwise No.\n\n"
         "Postponed matches keep the market open until played. A cancelled match will be dealt with as the market operator sees fit.\n\n"
         "Official Premier League statistics are the source; consensus of credible reporting if those are not out within two hours.",
         exp(family="win", outcome="Fulham FC", scope="regulation", **R1, **P1, void_cancelled="ambiguous"),
         ["F:win", "S1", "P1", "C:ambiguous", "R1"], ["date:named_day", "british"]))
    # 19 ambiguous source
    a(v1(19, "bundesliga", "RB Leipzig", "lei", "Eintracht Frankfurt", "ein", "2026-10-31", "14", "moneyline", "home",
         "RB Leipzig winning their Bundesliga match against Eintracht Frankfurt on 31 October 2026, within 90 minutes plus stoppage time, resolves this market Yes. A draw or a Frankfurt win resolves No.\n\n"
         "If postponed, the market remains open until the match is played; if cancelled with no make-up game, the result is No.\n\n"
         "The result will be taken from the Bundesliga website or from leading sports broadcasters.",
         exp(family="win", outcome="RB Leipzig", scope="regulation", source_primary="ambiguous",
             source_fallback="ambiguous", **P1, void_cancelled="no"),
         ["F:win", "S1", "P1", "C1", "R:ambiguous"], ["plain", "no_source_order"]))
    # 20 abandonment treated as cancelled (win leg)
    a(v1(20, "laliga", "Athletic Club", "bil", "Real Betis Balompié", "bet", "2027-02-06", "20", "moneyline", "home",
         "If Athletic Club beat Real Betis Balompié in their La Liga game set for February 6, 2027, the market resolves Yes; otherwise No. Regular time and stoppage time only.\n\n"
         "A postponement keeps the market open until the game takes place. If the game is cancelled (and no make-up game follows) the market resolves No, and a game that is abandoned and not completed is treated in the same way as a cancelled one.\n\n"
         "Official La Liga statistics; if not available within two hours, a consensus of credible reporting.",
         exp(family="win", outcome="Athletic Club", scope="regulation", **R1, **P1, void_cancelled="no",
             void_abandoned="no"),
         ["F:win", "S1", "P1", "C1", "R1", "AB"], ["parenthetical", "american"]))
    # 21 extra time counted, penalties not (WC knockout, win)
    a(v1(21, "wc", "Brazil", "bra", "Japan", "jpn", "2026-07-04", "20", "moneyline", "home",
         "Resolves Yes if Brazil beat Japan in their FIFA World Cup round-of-16 match on July 4, 2026, where the result includes any extra time that is played but not a penalty shoot-out (kicks in a shoot-out are not goals). If the match is level after extra time, or Japan win, No.\n\n"
         "If postponed, the market stays open until the match is played; if cancelled without a make-up game, it resolves No.\n\n"
         "FIFA's official statistics decide; reporting agreed on by credible outlets may be used if they have not appeared within two hours.",
         exp(family="win", outcome="Brazil", scope="extra_time", **R1, **P1, void_cancelled="no"),
         ["F:win", "S5", "P1", "C1", "R1"], ["result_first", "parenthetical"]))
    # 22 source with fallback condition first, R2; ISO date with T
    a(v1(22, "epl", "Manchester United FC", "mun", "West Ham United FC", "wes", "2027-01-23", "12", "moneyline", "home",
         "Resolves Yes if Manchester United FC win the Premier League game against West Ham United FC (kick-off 2027-01-23T12:30Z) inside the regular 90 minutes plus stoppage; otherwise No.\n\n"
         "Unless the Premier League's official statistics have appeared within two hours of the final whistle, in which case they are used, resolution may rest on a consensus of credible reporting. Corrections to the score after resolution are not taken into account.\n\n"
         "If the game is postponed, the market stays open until it is played. If it is cancelled without any make-up game, No.",
         exp(family="win", outcome="Manchester United FC", scope="regulation", **R1, **P1, void_cancelled="no"),
         ["F:win", "S1", "P1", "C1", "R1", "R2"], ["date:iso_t", "condition_inverted"]))
    # 23 silent on postponement
    a(v1(23, "ligue1", "LOSC Lille", "lil", "Stade Rennais FC", "ren", "2026-09-13", "13", "moneyline", "away",
         "Yes if Stade Rennais FC beat LOSC Lille in the Ligue 1 match of Sunday 13 September 2026 after ninety minutes plus stoppage time. No in all other cases, including when the fixture is cancelled outright and never replayed.\n\n"
         "Source: official Ligue 1 statistics, with a consensus of credible reporting used if those figures have not appeared within 2 hours.",
         exp(family="win", outcome="Stade Rennais FC", scope="regulation", **R1, void_cancelled="no"),
         ["F:win", "S1", "C1", "R1"], ["date:weekday_d_month_y", "silent_postponement"]))
    # 24 ambiguous postponement
    a(v1(24, "seriea", "ACF Fiorentina", "fio", "SS Lazio", "laz", "2027-02-20", "17", "moneyline", "draw",
         "This market resolves Yes if ACF Fiorentina and SS Lazio draw in regulation time (stoppage included) in their Serie A match on 20 Feb 2027, and No otherwise.\n\n"
         "In case of postponement, the market will be held open for a reasonable period and then resolved as the operator judges fair. Cancelled with no make-up game: Yes.\n\n"
         "Official Serie A statistics, or a consensus of credible reporting where they are not out within two hours.",
         exp(family="draw", outcome="draw", scope="regulation", **R1, timing_window="ambiguous",
             void_postponed_long="ambiguous", void_cancelled="yes"),
         ["F:draw", "S1", "P:ambiguous", "C1", "R1"], ["vague_window"]))
    # 25 US spelling, canceled, abandoned separate payout 50-50
    a(v1(25, "mls", "Atlanta United FC", "atl", "Orlando City SC", "orl", "2026-10-18", "23", "moneyline", "home",
         "If Atlanta United FC defeat Orlando City SC in the MLS game scheduled for 10/18/2026 (U.S. date), counting regulation and stoppage time only, the market resolves to Yes; otherwise to No.\n\n"
         "If the game is postponed, the market will stay open until the game takes place. If it is canceled with no make-up game, the result is to No. If the game is abandoned partway and never completed, the market resolves 50-50.\n\n"
         "Official MLS statistics, recognized by the league, are the source; if these are not published within two hours, reporting agreed on by credible outlets may be used.",
         exp(family="win", outcome="Atlanta United FC", scope="regulation", **R1, **P1, void_cancelled="no",
             void_abandoned="50-50"),
         ["F:win", "S1", "P1", "C1", "R1", "AB"], ["american_spelling", "date:mm/dd/yyyy"]))
    return L


def venue_two():
    L = []
    a = L.append
    G = "GAME"

    def game(n, comp, home, hc, away, ac, date, hour, leg, primary, secondary, sources, e, m, s, sfx=G,
             title=None, ysub=None, tdate=None):
        t = title or f"{home} vs {away} Winner?"
        y = ysub or {hc: home, ac: away, "TIE": "Tie"}.get(leg, leg)
        a(v2(n, comp, sfx, home, hc, away, ac, date, hour, leg, t, y, primary, secondary, sources, e, m, s, tdate))

    def lg(comp):
        return COMP[comp][4]

    # 1 S2 + D1 + P2 days + C4
    d = "2026-10-03"
    game(1, "epl", "Arsenal", "ARS", "Chelsea", "CFC", d, "14", "ARS",
         f"If Arsenal wins the Arsenal vs Chelsea {lg('epl')} soccer match first scheduled for {kdate(d)}, counting 90 minutes and stoppage time only (no extra time, no penalties), this contract settles Yes.",
         "Tie: Yes on the Tie market. Canceled game: fair price. Game moved back by more than 2 days: fair price.",
         ESPN_FOX, exp(family="win", outcome="Arsenal", scope="regulation", source_primary="provider", **P2,
                       void_cancelled="fair_price"),
         ["F:win", "S2", "D1", "P2", "C4", "R3"], ["terse", "window:days_numeral"])
    # 2 tie leg, window in hours written as words
    d = "2026-12-05"
    game(2, "epl", "Liverpool", "LFC", "Man City", "MCI", d, "17", "TIE",
         f"If Tie is the outcome of the Liverpool vs Man City {lg('epl')} soccer match first scheduled for {kdate(d)} after regulation (90 minutes plus stoppage), then this contract settles Yes.",
         "Extra time and penalties are not counted. Rescheduled beyond forty-eight hours from the original start, or canceled: the market settles at a fair price under the rules.",
         ESPN_FOX, exp(family="draw", outcome="draw", scope="regulation", source_primary="provider", **P2,
                       void_cancelled="fair_price"),
         ["F:draw", "S2", "P2", "C4", "R3"], ["number_words", "window:hours_words"])
    # 3 S4 primary, scope only in secondary
    d = "2026-09-19"
    game(3, "laliga", "Real Madrid", "RMA", "Sevilla", "SEV", d, "19", "SEV",
         f"If Sevilla wins the Real Madrid vs Sevilla {lg('laliga')} soccer match first scheduled for {kdate(d)}, then this contract settles Yes.",
         "Scope: regulation only, i.e. 90 min + stoppage. No ET. No pens. A level score pays the Tie market. If the game is canceled or pushed back more than 48 hours, fair price applies.",
         ESPN_FOX, exp(family="win", outcome="Sevilla", scope="regulation", source_primary="provider", **P2,
                       void_cancelled="fair_price"),
         ["F:win", "S4", "D1", "P2", "C4", "R3"], ["scope_in_secondary", "abbrev"])
    # 4 window in minutes (2,880)
    d = "2026-11-07"
    game(4, "bundesliga", "Bayern Munich", "BMU", "Dortmund", "BVB", d, "17", "BMU",
         f"If Bayern Munich wins the Bayern Munich vs Dortmund {lg('bundesliga')} soccer match first scheduled for {kdate(d)} in regulation time (90 minutes plus stoppage; extra time and penalties excluded), this contract settles Yes.",
         "Postponement: if the new start is more than 2,880 minutes after the scheduled start, the market is settled at a fair price. Cancellation: fair price. A tie resolves the Tie market to Yes.",
         ESPN_FOX, exp(family="win", outcome="Bayern Munich", scope="regulation", source_primary="provider", **P2,
                       void_cancelled="fair_price"),
         ["F:win", "S2", "D1", "P2", "C4", "R3"], ["window:minutes", "labels"])
    # 5 window three days -> 72
    d = "2026-10-24"
    game(5, "seriea", "Juventus", "JUV", "AC Milan", "ACM", d, "18", "TIE",
         f"If Tie is the outcome of the Juventus vs AC Milan {lg('seriea')} soccer match first scheduled for {kdate(d)} once 90 minutes and added stoppage are played, leaving out extra time and penalties, then this contract settles Yes.",
         "If the game does not start within three days of its original time, or is canceled, the market is settled at a fair price.",
         ESPN_FOX, exp(family="draw", outcome="draw", scope="regulation", source_primary="provider", timing_window=72,
                       void_postponed_long="fair_price", void_cancelled="fair_price"),
         ["F:draw", "S2", "P2", "C4", "R3"], ["window:days_words", "negation"])
    # 6 source only in secondary (official over series ESPN)
    d = "2026-10-31"
    game(6, "bundesliga", "RB Leipzig", "RBL", "Frankfurt", "SGE", d, "14", "RBL",
         f"If RB Leipzig wins the RB Leipzig vs Frankfurt {lg('bundesliga')} soccer match first scheduled for {kdate(d)} once 90 minutes and added stoppage are played (extra time and penalties not included), then this contract settles Yes.",
         "Source: the official Bundesliga match report. Tie: the Tie market pays Yes. Canceled, or rescheduled more than 48 hours out: fair price.",
         ESPN, exp(family="win", outcome="RB Leipzig", scope="regulation", source_primary="official", **P2,
                   void_cancelled="fair_price"),
         ["F:win", "S2", "D1", "P2", "C4"], ["source_in_secondary", "terse"])
    # 7 scope and source both in secondary
    d = "2026-11-29"
    game(7, "ligue1", "PSG", "PSG", "Marseille", "OM", d, "19", "OM",
         f"If Marseille wins the PSG vs Marseille {lg('ligue1')} soccer match first scheduled for {kdate(d)}, then this contract settles Yes.",
         "Counted: 90 minutes and stoppage time. Not counted: extra time, penalties. Result per ESPN. If the game is delayed more than 48 hrs or canceled, fair price.",
         ESPN_FOX, exp(family="win", outcome="Marseille", scope="regulation", source_primary="provider", **P2,
                       void_cancelled="fair_price"),
         ["F:win", "S4", "P2", "C4"], ["scope_in_secondary", "source_in_secondary", "abbrev"])
    # 8 advance
    d = "2027-03-17"
    game(8, "ucl", "Real Madrid", "RMA", "Man City", "MCI", d, "20", "RMA",
         f"If Real Madrid advances past Man City in the {lg('ucl')} round of 16 tie whose second leg is originally scheduled for {kdate(d)}, then this contract settles Yes.",
         "The tie counts in full: both legs, any extra time and any penalty shoot-out. If the second leg is canceled or moved by more than 48 hours, the market is settled at a fair price.",
         UEFA, exp(family="advance", outcome="Real Madrid", scope="penalties", source_primary="official", **P2,
                   void_cancelled="fair_price"),
         ["F:advance", "S6", "P2", "C4", "R3"], ["plain"], sfx="ADVANCE", title="Real Madrid vs Man City: Who advances?")
    # 9 total over 2.5, window in hours digits
    d = "2026-10-17"
    game(9, "epl", "Tottenham", "TOT", "Newcastle", "NEW", d, "16", "3",
         f"If 3 or more goals are scored in the Tottenham vs Newcastle {lg('epl')} soccer match first scheduled for {kdate(d)} once 90 minutes and added stoppage are played (not extra time or penalties), then this contract settles Yes.",
         "Goals count in regulation only. If the game is canceled or starts more than 48h late, the market is settled at a fair price.",
         ESPN_FOX, exp(family="total", outcome="over", line=2.5, scope="regulation", source_primary="provider", **P2,
                       void_cancelled="fair_price"),
         ["F:total", "S2", "P2", "C4", "R3"], ["numerals", "terse"], sfx="TOTAL",
         title="Tottenham vs Newcastle: Total Goals", ysub="Over 2.5 goals scored")
    # 10 spread
    d = "2026-11-21"
    game(10, "laliga", "Barcelona", "BAR", "Atletico Madrid", "ATM", d, "20", "BAR2",
         f"If Barcelona wins the Barcelona vs Atletico Madrid {lg('laliga')} soccer match first scheduled for {kdate(d)} by more than 1.5 goals, counting 90 minutes plus stoppage time only, then this contract settles Yes.",
         "No extra time, no penalties. Canceled: fair price. Postponed past 48 hours: fair price.",
         ESPN_FOX, exp(family="spread", outcome="Barcelona", line=1.5, scope="regulation", source_primary="provider",
                       **P2, void_cancelled="fair_price"),
         ["F:spread", "S2", "P2", "C4", "R3"], ["terse"], sfx="SPREAD",
         title="Barcelona vs Atletico Madrid: Spread", ysub="Barcelona wins by over 1.5 goals")
    # 11 btts, abandonment
    d = "2026-12-12"
    game(11, "seriea", "Napoli", "NAP", "Roma", "ROM", d, "19", "BTTS",
         f"If both Napoli and Roma score in the Napoli vs Roma {lg('seriea')} soccer match first scheduled for {kdate(d)} once 90 minutes and added stoppage are played, then this contract settles Yes.",
         "ET and pens excluded. Canceled or postponed by over 48 hours: fair price. Abandoned and not completed: fair price.",
         ESPN_FOX, exp(family="btts", outcome="yes", scope="regulation", source_primary="provider", **P2,
                       void_cancelled="fair_price", void_abandoned="fair_price"),
         ["F:btts", "S2", "P2", "C4", "R3", "AB"], ["terse"], sfx="BTTS",
         title="Napoli vs Roma: Both Teams to Score?", ysub="Both teams score")
    # 12 first half
    d = "2026-10-10"
    game(12, "ligue1", "Monaco", "MON", "Lyon", "OL", d, "15", "MON",
         f"If Monaco is leading at the end of the first half of the Monaco vs Lyon {lg('ligue1')} soccer match first scheduled for {kdate(d)}, first-half stoppage time included, then this contract settles Yes.",
         "Only the first half counts. If the game is canceled, or is rescheduled more than 48 hours after its original start, the market is settled at a fair price.",
         ESPN_FOX, exp(family="half", outcome="Monaco", half="first", source_primary="provider", **P2,
                       void_cancelled="fair_price"),
         ["F:half", "P2", "C4", "R3"], ["plain"], sfx="1H", title="Monaco vs Lyon: First Half Winner?")
    # 13 exact score 1-2 (away named first)
    d = "2026-11-14"
    game(13, "epl", "Aston Villa", "AVL", "Everton", "EVE", d, "15", "12",
         f"If Everton wins 2-1 away at Aston Villa in the Aston Villa vs Everton {lg('epl')} soccer match first scheduled for {kdate(d)} once 90 minutes and added stoppage are played, then this contract settles Yes.",
         "Extra time and penalties do not count. Canceled, or more than 48 hours late: fair price.",
         ESPN_FOX, exp(family="exact_score", outcome="1-2", scope="regulation", source_primary="provider", **P2,
                       void_cancelled="fair_price"),
         ["F:exact_score", "S2", "P2", "C4", "R3"], ["away_first"], sfx="SCORE",
         title="Aston Villa vs Everton: Exact Score", ysub="Aston Villa 1-2 Everton")
    # 14 World Cup S3
    d = "2026-06-17"
    game(14, "wc", "Argentina", "ARG", "Algeria", "ALG", d, "01", "TIE",
         f"If Tie wins the Argentina vs Algeria {lg('wc')} soccer match first scheduled for Jun 16, 2026 once 90 minutes and added stoppage are played, then this contract settles Yes.",
         "Extra time and penalty kicks are excluded from this market. Should the game be canceled or rescheduled for more than forty-eight (48) hours later, the market is settled at a fair price.",
         FIFA, exp(family="draw", outcome="draw", scope="regulation", source_primary="official", **P2,
                   void_cancelled="fair_price"),
         ["F:draw", "S3", "P2", "C4", "R3"], ["number_words_and_numerals", "us_date_vs_utc"], tdate="2026-06-16")
    # 15 window 72 hours digits
    d = "2027-01-23"
    game(15, "epl", "Man United", "MUN", "West Ham", "WHU", d, "12", "MUN",
         f"If Man United wins the Man United vs West Ham {lg('epl')} soccer match first scheduled for {kdate(d)} once 90 minutes and added stoppage are played (with no extra time and no penalties), then this contract settles Yes.",
         "A tied game: Tie market Yes. Postponed beyond 72 hours of the scheduled kickoff: fair price. Canceled: fair price.",
         ESPN_FOX, exp(family="win", outcome="Man United", scope="regulation", source_primary="provider",
                       timing_window=72, void_postponed_long="fair_price", void_cancelled="fair_price"),
         ["F:win", "S2", "D1", "P2", "C4", "R3"], ["window:hours_numeral"])
    # 16 window in minutes 1,440 -> 24
    d = "2026-08-22"
    game(16, "mls", "Inter Miami", "MIA", "LA Galaxy", "LA", d, "23", "LA",
         f"If LA Galaxy wins the Inter Miami vs LA Galaxy {lg('mls')} soccer match first scheduled for {kdate(d)} once 90 minutes and added stoppage are played (no extra time, no shootout), then this contract settles Yes.",
         "Window for a delayed start: 1,440 minutes. Past that, or if the game is canceled, the market is settled at a fair price.",
         MLS, exp(family="win", outcome="LA Galaxy", scope="regulation", source_primary="official", timing_window=24,
                  void_postponed_long="fair_price", void_cancelled="fair_price"),
         ["F:win", "S2", "P2", "C4", "R3"], ["window:minutes"])
    # 17 P3 phrasing
    d = "2026-09-26"
    game(17, "bundesliga", "Leverkusen", "LEV", "Union Berlin", "FCU", d, "13", "TIE",
         f"If Tie is the outcome of the Leverkusen vs Union Berlin {lg('bundesliga')} soccer match first scheduled for {kdate(d)} once 90 minutes and added stoppage are played (with no extra time and no penalties), then this contract settles Yes.",
         "Postponed but kicks off within 48 hours: the market stays open for the rescheduled game. Otherwise, and if canceled, it is settled at a fair price.",
         ESPN_FOX, exp(family="draw", outcome="draw", scope="regulation", source_primary="provider", **P2,
                       void_cancelled="fair_price"),
         ["F:draw", "S2", "P3", "C4", "R3"], ["condition_first"])
    # 18 abandonment treated as canceled
    d = "2027-02-06"
    game(18, "laliga", "Athletic Club", "ATH", "Real Betis", "RBB", d, "20", "ATH",
         f"If Athletic Club wins the Athletic Club vs Real Betis {lg('laliga')} soccer match first scheduled for {kdate(d)} once 90 minutes and added stoppage are played, leaving out extra time and penalties, then this contract settles Yes.",
         "A suspended game that is not completed counts as canceled. Canceled: fair price. Start moved more than 48 hours: fair price. Tie: Tie market Yes.",
         ESPN_FOX, exp(family="win", outcome="Athletic Club", scope="regulation", source_primary="provider", **P2,
                       void_cancelled="fair_price", void_abandoned="fair_price"),
         ["F:win", "S2", "D1", "P2", "C4", "R3", "AB"], ["terse", "syn:suspended"])
    # 19 refund on cancellation
    d = "2026-10-18"
    game(19, "mls", "Atlanta United", "ATL", "Orlando City", "ORL", d, "23", "ATL",
         f"If Atlanta United wins the Atlanta United vs Orlando City {lg('mls')} soccer match first scheduled for {kdate(d)} in regulation (90 minutes and stoppage time), then this contract settles Yes.",
         "Extra time and penalties are not included. If the game is canceled, all positions are refunded at cost. If it is rescheduled more than 48 hours later, the market is settled at a fair price.",
         MLS, exp(family="win", outcome="Atlanta United", scope="regulation", source_primary="official", **P2,
                  void_cancelled="refund"),
         ["F:win", "S2", "P2", "C:refund", "R3"], ["plain"])
    # 20 ambiguous scope: S4 primary, secondary silent on scope
    d = "2026-12-26"
    game(20, "epl", "Brighton", "BHA", "Fulham", "FUL", d, "15", "FUL",
         f"If Fulham wins the Brighton vs Fulham {lg('epl')} soccer match first scheduled for {kdate(d)}, then this contract settles Yes.",
         "If the game is canceled or pushed back by more than 48 hours, the market is settled at a fair price.",
         ESPN_FOX, exp(family="win", outcome="Fulham", scope="ambiguous", source_primary="provider", **P2,
                       void_cancelled="fair_price"),
         ["F:win", "S4", "S:ambiguous", "P2", "C4", "R3"], ["no_scope"])
    # 21 ambiguous window
    d = "2026-09-13"
    game(21, "ligue1", "Lille", "LIL", "Rennes", "REN", d, "13", "LIL",
         f"If Lille wins the Lille vs Rennes {lg('ligue1')} soccer match first scheduled for {kdate(d)} once 90 minutes and added stoppage are played (extra time and penalties excluded), then this contract settles Yes.",
         "Canceled: fair price. Rescheduled well beyond the original date: fair price.",
         ESPN_FOX, exp(family="win", outcome="Lille", scope="regulation", source_primary="provider",
                       timing_window="ambiguous", void_postponed_long="fair_price", void_cancelled="fair_price"),
         ["F:win", "S2", "P:ambiguous", "C4", "R3"], ["vague_window", "terse"])
    # 22 ambiguous cancellation
    d = "2027-02-20"
    game(22, "seriea", "Fiorentina", "FIO", "Lazio", "LAZ", d, "17", "TIE",
         f"If Tie is the outcome of the Fiorentina vs Lazio {lg('seriea')} soccer match first scheduled for {kdate(d)} once 90 minutes and added stoppage are played (not extra time, not penalties), then this contract settles Yes.",
         "Postponed more than 48 hours: fair price. Canceled: the exchange will decide how to settle.",
         ESPN_FOX, exp(family="draw", outcome="draw", scope="regulation", source_primary="provider", **P2,
                       void_cancelled="ambiguous"),
         ["F:draw", "S2", "P2", "C:ambiguous", "R3"], ["terse"])
    # 23 no void clause at all
    d = "2026-09-05"
    game(23, "mls", "Seattle", "SEA", "Portland", "POR", d, "02", "SEA",
         f"If Seattle wins the Seattle vs Portland {lg('mls')} soccer match first scheduled for Sep 4, 2026 once 90 minutes and added stoppage are played, then this contract settles Yes.",
         "Extra time and penalties are not part of this market. A draw resolves the Tie market to Yes.",
         MLS, exp(family="win", outcome="Seattle", scope="regulation", source_primary="official"),
         ["F:win", "S3", "D1", "R3"], ["silent_void"], tdate="2026-09-04")
    # 24 window in days, "2 days" in the primary; source only in secondary with fallback
    d = "2027-01-09"
    game(24, "seriea", "Inter", "INT", "Atalanta", "ATA", d, "17", "ATA",
         f"If Atalanta wins the Inter vs Atalanta {lg('seriea')} soccer match first scheduled for {kdate(d)} once 90 minutes and added stoppage are played (with no extra time and no penalties), then this contract settles Yes; if the game is canceled or delayed by more than 2 days, a fair price applies instead.",
         "Result source: the official Lega Serie A website; if the result is not shown there, ESPN.",
         ESPN_FOX, exp(family="win", outcome="Atalanta", scope="regulation", source_primary="official",
                       source_fallback="provider", **P2, void_cancelled="fair_price"),
         ["F:win", "S2", "P2", "C4"], ["void_in_primary", "source_in_secondary"])
    # 25 WC knockout ADVANCE, window in minutes 4,320 -> 72
    d = "2026-07-04"
    game(25, "wc", "Brazil", "BRA", "Japan", "JPN", d, "20", "BRA",
         f"If Brazil advances past Japan in the {lg('wc')} round of 16 game originally scheduled for {kdate(d)}, then this contract settles Yes.",
         "Extra time and a penalty shoot-out count toward who advances. If the game has not started within 4,320 minutes of its scheduled time, or is canceled, the market is settled at a fair price.",
         FIFA, exp(family="advance", outcome="Brazil", scope="penalties", source_primary="official", timing_window=72,
                   void_postponed_long="fair_price", void_cancelled="fair_price"),
         ["F:advance", "S6", "P2", "C4", "R3"], ["window:minutes"], sfx="ADVANCE",
         title="Brazil vs Japan: Who advances?")
    return L


def validate(legs):
    ids = set()
    for l in legs:
        assert l["id"] not in ids, l["id"]
        ids.add(l["id"])
        assert list(l["expected"].keys()) == KEYS, l["id"]
        e = l["expected"]
        if e["family"] in ("win", "spread", "advance") or (e["family"] == "half" and e["outcome"] != "draw"):
            assert e["outcome"] in (l["home"], l["away"]), l["id"]
        if e["family"] == "half":
            assert e["scope"] is None and e["half"] in ("first", "second")
        texts = [l["market"].get("description", ""), l["market"].get("rules_primary", ""),
                 l["market"].get("rules_secondary", "")]
        assert not any("{" in t or "}" in t for t in texts), l["id"]


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    out = os.path.dirname(here)
    for name, legs in (("venue_one", venue_one()), ("venue_two", venue_two())):
        validate(legs)
        p = os.path.join(out, f"set_ad_{name}.jsonl")
        with open(p, "w", encoding="utf-8") as f:
            for l in legs:
                f.write(json.dumps(l, ensure_ascii=False) + "\n")
        back = [json.loads(x) for x in open(p, encoding="utf-8")]
        validate(back)
        print(name, len(back))


if __name__ == "__main__":
    main()
