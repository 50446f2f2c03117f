"""venue_one legs of set (aa): rules as translated into English by non-native speakers
or a translation tool (from Spanish, Portuguese, Italian, German and French markets).
Every leg is written by hand; its expected record is stated next to it."""
import json

from common import COMPS, expected, mid, tokid

LEGS = []


def v1(comp, home, away, hc, ac, date, utc, fam, desc, exp, meanings, styles,
       side=None, line=None, question=None, title=None, smt=None):
    prefix, src, _, _, _ = COMPS[comp]
    n = len(LEGS) + 1
    lid = f"aa1-{n:03d}"
    base = f"{prefix}-{hc}-{ac}-{date}"
    sibling = fam not in ("win", "draw", "advance")
    if fam in ("win", "advance"):
        code = hc if side == home else ac
        q = question or f"Will {side} win on {date}?"
        git = side
        slug = f"{base}-{code}"
        smt = smt or "moneyline"
    elif fam == "draw":
        q = question or f"Will {home} vs. {away} end in a draw?"
        git = f"Draw ({home} vs. {away})"
        slug = f"{base}-draw"
        smt = smt or "moneyline"
    elif fam == "total":
        q = question
        git = title or f"O/U {line}"
        slug = f"{base}-total-{str(line).replace('.', 'pt')}"
        smt = "totals"
    elif fam == "spread":
        code = hc if side == home else ac
        q = question or f"Spread: {side} (-{line})"
        git = f"{side} (-{line})"
        slug = f"{base}-spread-{code}-{str(line).replace('.', 'pt')}"
        smt = "spreads"
    elif fam == "btts":
        q = question or f"{home} vs. {away}: Both Teams to Score"
        git = title or "Both Teams to Score"
        slug = f"{base}-btts"
        smt = "both_teams_to_score"
    elif fam == "half":
        q = question
        git = title
        slug = f"{base}-1h-{'draw' if side == 'draw' else (hc if side == home else ac)}"
        smt = "first_half_moneyline"
    elif fam == "exact_score":
        q = question
        git = title
        slug = f"{base}-score-{side}"
        smt = "exact_score"
    wire_line = None
    if fam == "total":
        wire_line = line
    elif fam == "spread":
        wire_line = -line
    market = {
        "id": mid(lid),
        "question": q,
        "slug": slug,
        "groupItemTitle": git,
        "sportsMarketType": smt,
        "line": wire_line,
        "outcomes": json.dumps(["Yes", "No"]),
        "clobTokenIds": json.dumps([tokid(lid + "y"), tokid(lid + "n")]),
        "description": desc.strip(),
        "resolutionSource": src,
        "event_title": f"{home} vs. {away}" + (" - More Markets" if sibling else ""),
        "gameStartTime": f"{date} {utc}:00+00",
    }
    LEGS.append({
        "id": lid, "venue": "venue_one", "styles": sorted(styles), "meanings": meanings,
        "home": home, "away": away, "competition": comp, "market": market,
        "expected": exp,
    })


R1OC = dict(source_primary="official", source_fallback="consensus")
P1 = dict(timing_window="open_until_played", void_postponed_long="result")
P4 = dict(timing_window=336, void_postponed_long="last_price")

# 001 Spanish, win home
v1("laliga", "Real Madrid CF", "Sevilla FC", "rea", "sev", "2026-11-28", "20:00", "win", """
The market resolve to "Yes" if the team local, Real Madrid CF, win the match against Sevilla FC of the day 28.11.2026 at 21h00 (hour of Madrid). In other case (draw or victory of Sevilla FC) resolve to "No".

Only count the result in the 90 minutes more the added time that the referee give. The prorogation and the penalties are not counted.

If the match is suspended to other date, the market rest open until the match is disputed, without limit of time.

If the match is anulled and not exist a match of recuperation, the market resolve "No".

The source principal are the official statistics of LaLiga. If this statistics are not published in the 2 hours after the final of the match, can be used a consensus of credible informations of the press.
""", expected(family="win", outcome="Real Madrid CF", scope="regulation", **R1OC, **P1, void_cancelled="no"),
   ["F:win", "S1", "P1", "C1", "R1"],
   ["translated:es", "false_friend:prorogation", "false_friend:suspended", "date:dd.mm.yyyy", "time:21h00", "numerals", "spelling:anulled"],
   side="Real Madrid CF")

# 002 Spanish, draw, same fixture
v1("laliga", "Real Madrid CF", "Sevilla FC", "rea", "sev", "2026-11-28", "20:00", "draw", """
This market is resolved in "Yes" when the partido between Real Madrid CF and Sevilla FC (28/11/2026, 21:00 CET) finish with empate, it is to say, both teams with the same number of goals. If one of the two teams win, the resolution is "No".

Is valid only the marker at the end of the regulation time: ninety minutes and the time of discount. Not the prorogation, not the penalties.

In the eventual case that the match is postponed, the market stay opened until it is played in the new date.

If the match is cancelled definitively without new date, the market resolve "Yes", like if it was a draw.

Resolution according the official datas of the organizer (LaLiga); if these datas do not appear in two hours from the end, a consensus of credible media is used.
""", expected(family="draw", outcome="draw", scope="regulation", **R1OC, **P1, void_cancelled="yes"),
   ["F:draw", "S1", "P1", "C1", "R1"],
   ["translated:es", "untranslated:partido", "untranslated:empate", "false_friend:eventual", "number_words", "date:dd/mm/yyyy", "calque:marker"],
   )

# 003 Italian, away win
v1("seriea", "Juventus FC", "SSC Napoli", "juv", "nap", "2026-10-04", "18:45", "win", """
The market will be resolved "Yes" if SSC Napoli wins in trasferta against Juventus FC in the match of 04.10.2026, ore 20.45 (Italian hour). If Juventus FC wins or the match finish in parity, resolution "No".

For the result is considered only the regulamentary time of 90 minutes plus the recovery. Eventual supplementary times or penalty kicks are excluded.

In case of rinvio (the match moved to another day) the market remains open until the match is effectively played.

If the match is annulled and is not recovered in other date, the market resolves "No".

Source: the official statistics recognized from the Lega Serie A. If they are not available entro 2 ore (within two hours) from the end of the match, one can use the consensus of credible reporting. Corrections of the result made after the resolution are not considered.
""", expected(family="win", outcome="SSC Napoli", scope="regulation", **R1OC, **P1, void_cancelled="no"),
   ["F:win", "S1", "P1", "C1", "R1", "R2"],
   ["translated:it", "untranslated:trasferta", "untranslated:rinvio", "false_friend:eventual", "date:dd.mm.yyyy", "time:20.45", "calque:recovery"],
   side="SSC Napoli")

# 004 German, P4 two weeks
v1("bundesliga", "FC Bayern München", "Borussia Dortmund", "bay", "dor", "2026-11-07", "17:30", "win", """
This market resolves to "Yes", if FC Bayern München the game against Borussia Dortmund on Saturday, 07.11.2026, 18:30 Uhr (local time) wins. Otherwise (Unentschieden or win of Dortmund) resolves it to "No".

Decisive is only the result after 90 minutes plus Nachspielzeit (the stoppage time). A Verlängerung or Elfmeterschießen is not considered.

Is the game postponed and not within 14 days newly scheduled, so resolves the market to the last fair price of the market at the time of the announcement.

Is the game cancelled without replacement date, resolves the market to "No".

As source serve the official statistics of the DFL. Are these not within two hours after game end published, can a consensus of credible reports be used.
""", expected(family="win", outcome="FC Bayern München", scope="regulation", **R1OC, **P4, void_cancelled="no"),
   ["F:win", "S1", "P4", "C1", "R1"],
   ["translated:de", "word_order:verb_final", "untranslated:Unentschieden", "untranslated:Verlaengerung", "date:dd.mm.yyyy", "numerals"],
   side="FC Bayern München")

# 005 French, draw, abandonment
v1("ligue1", "Olympique de Marseille", "Paris Saint-Germain FC", "olm", "par", "2026-10-24", "19:00", "draw", """
The market is resolved by "Yes" if the match between Olympique de Marseille and Paris Saint-Germain FC, programmed the 24/10/2026 at 21h00, finishes on a match nul (equality of goals). In the contrary case, the market is resolved by "No".

Only the score at the end of the regular time (90 minutes and the additional time) is taken in account; the prolongations and the tirs au but are excluded.

If the match is reported to a later date, the market stays open until the match is played.

If the match is annulled without match of replacement, the market is resolved by "Yes". A match arrested definitively before the end is treated as an annulled match.

The source is the official data of the Ligue de Football Professionnel; in absence of publication in the two hours following the match, is retained a consensus of credible sources of press.
""", expected(family="draw", outcome="draw", scope="regulation", **R1OC, **P1, void_cancelled="yes", void_abandoned="yes"),
   ["F:draw", "S1", "P1", "C1", "R1", "AB"],
   ["translated:fr", "false_friend:reported", "false_friend:prolongations", "calque:arrested", "untranslated:match_nul", "date:dd/mm/yyyy", "time:21h00"],
   )

# 006 Portuguese, UCL league phase, home win
v1("ucl", "SL Benfica", "FC Internazionale Milano", "ben", "int", "2026-10-21", "19:00", "win", """
The market resolves "Yes" if SL Benfica win the jogo against FC Internazionale Milano of 21 of October of 2026, at 20h00 (hour of Lisbon). If it give draw or Inter win, resolves "No".

Counts only the result of the 90 minutes of regulamentar time more the acréscimos (compensation time) given by the referee.

If the game is adiado, the market stays open until the eventual game is realized, independent of how much time pass.

If the game is cancelled and there is not a game of replacement, the market resolves "No".

The resolution uses the official statistics of UEFA. If these are not divulgated until 2 hours after the final whistle, can be used the consensus of credible news.
""", expected(family="win", outcome="SL Benfica", scope="regulation", **R1OC, **P1, void_cancelled="no"),
   ["F:win", "S1", "P1", "C1", "R1"],
   ["translated:pt", "untranslated:jogo", "untranslated:adiado", "false_friend:eventual", "false_friend:realized", "date:words_pt", "time:20h00"],
   side="SL Benfica")

# 007 Portuguese, UCL knockout advance
v1("ucl", "FC Porto", "Arsenal FC", "por", "ars", "2027-03-17", "20:00", "advance", """
The market resolves "Yes" if FC Porto pass to the quarter-finals of the UEFA Champions League in the eliminatory against Arsenal FC (segunda mão in Porto on 17/03/2027, 20h00 hour of Lisbon). If Arsenal FC pass, resolves "No".

Counts the aggregate of the two mãos (legs), including the prorrogação (extra time) and the disputa of penalties if it is necessary for decide who pass.

If the segunda mão is adiada, the market waits until it is played, without limit.

Source: the official communication of UEFA.
""", expected(family="advance", outcome="FC Porto", scope="penalties", source_primary="official", **P1),
   ["F:advance", "S6", "P1"],
   ["translated:pt", "untranslated:mao", "untranslated:prorrogacao", "two_way", "date:dd/mm/yyyy", "calque:eliminatory"],
   side="FC Porto", question="Will FC Porto advance to the quarter-finals?")

# 008 Italian, total over 2.5 with decimal comma
v1("seriea", "FC Internazionale Milano", "AC Milan", "int", "acm", "2026-11-22", "19:45", "total", """
The market resolves "Yes" if in the match FC Internazionale Milano – AC Milan of 22.11.2026 (ore 20:45) are marked in total more than 2,5 goals, that is three or more goals of both teams together. With 0, 1 or 2 goals the market resolves "No".

Are counted only the goals of the 90 minutes plus recovery; eventual supplementary times are excluded.

If the match is postponed, the market stays open until it is disputed. If the match is annulled without recovery match, the market resolves 50-50.

Official source: the statistics of the Lega Serie A; in absence of these within two hours, consensus of credible press.
""", expected(family="total", outcome="over", line=2.5, scope="regulation", **R1OC, **P1, void_cancelled="50-50"),
   ["F:total", "S1", "P1", "C2", "R1"],
   ["translated:it", "decimal_comma", "false_friend:eventual", "calque:marked", "number_words", "date:dd.mm.yyyy"],
   line=2.5, question="Will FC Internazionale Milano vs. AC Milan have over 2.5 goals?")

# 009 Spanish, total under 3.5
v1("laliga", "Club Atlético de Madrid", "Athletic Club", "mad", "bil", "2026-12-12", "17:30", "total", """
Resolve "Yes" if between the two teams, Club Atlético de Madrid and Athletic Club, are marked less than 3,5 goals (it is to say, 3 goals or less) in the encounter of the 12-12-2026 at 18h30. If are 4 or more goals, "No".

The goals of the prorogation not are valid; only the 90 minutes with the added time.

If the encounter is suspended and played after, the market waits the new date. Annulled without new encounter: the market is paid 50% to each side (fifty-fifty).

The datas come of the official statistics of LaLiga, and if they are not in 2 hours, of a consensus of credible media.
""", expected(family="total", outcome="under", line=3.5, scope="regulation", **R1OC, **P1, void_cancelled="50-50"),
   ["F:total", "S1", "P1", "C2", "R1"],
   ["translated:es", "decimal_comma", "false_friend:prorogation", "false_friend:suspended", "calque:encounter", "date:dd-mm-yyyy", "time:18h30"],
   line=3.5, question="Will Club Atlético de Madrid vs. Athletic Club have under 3.5 goals?", title="O/U 3.5")

# 010 German, btts
v1("bundesliga", "RB Leipzig", "Bayer 04 Leverkusen", "lei", "b04", "2026-11-29", "16:30", "btts", """
Resolves "Yes", if both teams in the game RB Leipzig against Bayer 04 Leverkusen (Sunday 29.11.2026, 17:30 Uhr) at least one goal score. Scores one of the teams no goal, resolves the market "No".

Only goals in the regular playing time (90 minutes inclusive Nachspielzeit) count.

Is the game postponed, the market remains open until it played is. Is it cancelled without a Nachholspiel (replay game), resolves the market 50-50.

Source are the official data of the Bundesliga; after two hours without publication a consensus of credible reports.
""", expected(family="btts", outcome="yes", scope="regulation", **R1OC, **P1, void_cancelled="50-50"),
   ["F:btts", "S1", "P1", "C2", "R1"],
   ["translated:de", "word_order:verb_final", "untranslated:Nachholspiel", "date:dd.mm.yyyy", "condition_inversion"])

# 011 French, spread
v1("ligue1", "Paris Saint-Germain FC", "Stade Rennais FC", "par", "ren", "2026-11-08", "19:45", "spread", """
The market is resolved by "Yes" if Paris Saint-Germain FC gains the match against Stade Rennais FC (the 08/11/2026, 20h45) with a gap of two goals or more. If PSG gains by only one goal, makes match nul or loses, the market is resolved by "No".

Only the regular time (90 minutes plus the additional time) is counted.

In case the match is reported to another day, the market rests open until the match is played. If the match is annulled without a replay, the resolution is 50-50.

Source: official statistics of the LFP, or, without publication in two hours, a consensus of credible media.
""", expected(family="spread", outcome="Paris Saint-Germain FC", line=1.5, scope="regulation", **R1OC, **P1, void_cancelled="50-50"),
   ["F:spread", "S1", "P1", "C2", "R1"],
   ["translated:fr", "false_friend:gains", "false_friend:reported", "untranslated:match_nul", "date:dd/mm/yyyy", "number_words"],
   side="Paris Saint-Germain FC", line=1.5)

# 012 Italian, first half ("first time")
v1("seriea", "AS Roma", "SS Lazio", "rom", "laz", "2026-11-15", "17:00", "half", """
The market resolves "Yes" if AS Roma is in advantage at the end of the first time (primo tempo: the first 45 minutes plus the recovery of the first time) of the match AS Roma – SS Lazio of 15.11.2026, ore 18.00. If at the interval the score is in parity or SS Lazio is in advantage, "No".

If the match is postponed, the market stays open until the match is played. If the match is annulled without recovery, resolves 50-50.

Source: official statistics of the Lega Serie A; if not available within 2 hours from the end of the match, consensus of credible reporting.
""", expected(family="half", outcome="AS Roma", half="first", scope=None, **R1OC, **P1, void_cancelled="50-50"),
   ["F:half", "P1", "C2", "R1"],
   ["translated:it", "false_friend:first_time", "untranslated:primo_tempo", "calque:in_advantage", "date:dd.mm.yyyy"],
   side="AS Roma", question="Will AS Roma lead SS Lazio at half-time?", title="AS Roma (1st half)")

# 013 Spanish, exact score 2-1
v1("laliga", "FC Barcelona", "Valencia CF", "bar", "val", "2026-12-06", "15:15", "exact_score", """
This market resolve "Yes" if the final marker of the partido FC Barcelona – Valencia CF (domingo 06.12.2026, 16h15) is exactly 2-1 for FC Barcelona (two goals of Barcelona, one of Valencia). Any other marker: "No".

Counts the marker at the final of the 90 minutes plus discount; the prorogation not applies.

If the partido is suspended, the market stays opened until it is played. If it is anulled without partido of recuperation, the market resolve as if the marker was 0-0.

Source: official statistics of LaLiga; if in two hours they are not, consensus of credible media.
""", expected(family="exact_score", outcome="2-1", scope="regulation", **R1OC, **P1, void_cancelled="no"),
   ["F:exact_score", "S1", "P1", "C3", "R1"],
   ["translated:es", "calque:marker", "calque:discount", "untranslated:domingo", "false_friend:suspended", "spelling:anulled"],
   side="2-1", question="Exact score: FC Barcelona 2-1 Valencia CF?", title="FC Barcelona 2-1 Valencia CF")

# 014 German, exact score 0-0
v1("bundesliga", "Eintracht Frankfurt", "VfB Stuttgart", "ein", "stu", "2026-12-04", "19:30", "exact_score", """
Resolves "Yes", if the game Eintracht Frankfurt against VfB Stuttgart (Friday, 04.12.2026, 20:30 Uhr) with 0:0 ends, that means without goals for both sides. Every other result gives "No".

It counts the result after the regular 90 minutes plus Nachspielzeit.

A postponed game holds the market open until it takes place. By cancellation without Nachholtermin (new date) the market is as 0:0 resolved.

Source: official Bundesliga statistics (fallback after 2 hours: consensus of credible media).
""", expected(family="exact_score", outcome="0-0", scope="regulation", **R1OC, **P1, void_cancelled="yes"),
   ["F:exact_score", "S1", "P1", "C3", "R1"],
   ["translated:de", "word_order:verb_final", "score_colon", "untranslated:Nachholtermin", "terse"],
   side="0-0", question="Exact score: Eintracht Frankfurt 0-0 VfB Stuttgart?", title="Eintracht Frankfurt 0-0 VfB Stuttgart")

# 015 Spanish, away win, "actual" = current, R2
v1("laliga", "Villarreal CF", "Real Betis Balompié", "vil", "bet", "2026-12-19", "20:00", "win", """
Will resolve to "Yes" if Real Betis Balompié gain as visitor in the field of Villarreal CF, in the partido fixed for the 19/12/2026 at the 21h00. Draw or victory of Villarreal: "No".

Only the 90 minutes of regulation more the added time.

If the partido is suspended (that is, moved to other day), the market continues open until it is played, without limit.

If the partido is anulled and not is played never, resolve "No".

Source: official statistics of LaLiga, or if they lack 2 hours after, consensus of credible reports. The actual marker in the moment of the resolution is final; the changes posterior are not considered.
""", expected(family="win", outcome="Real Betis Balompié", scope="regulation", **R1OC, **P1, void_cancelled="no"),
   ["F:win", "S1", "P1", "C1", "R1", "R2"],
   ["translated:es", "false_friend:actual", "false_friend:suspended", "false_friend:gain", "double_negative", "spelling:anulled", "time:21h00"],
   side="Real Betis Balompié")

# 016 Spanish, 48 horas then 50-50
v1("laliga", "Sevilla FC", "Real Sociedad", "sev", "rso", "2027-01-09", "17:30", "win", """
The market resolve "Yes" if Sevilla FC win to Real Sociedad in the partido of the sábado 9 de enero de 2027 (18h30, hour peninsular). Empate or win of the Real Sociedad = "No".

Only valid the 90 minutes and the added time (without prorogation, without penalties).

If the partido is not disputed in the 48 horas following the hour originally fixed, the market resolve 50-50. If the partido is anulled, the market resolve "No".

Source: official statistics of LaLiga; without publication in two hours, consensus of credible media.
""", expected(family="win", outcome="Sevilla FC", scope="regulation", **R1OC, timing_window=48, void_postponed_long="50-50", void_cancelled="no"),
   ["F:win", "S1", "P:48h_5050", "C1", "R1"],
   ["translated:es", "untranslated:horas", "untranslated:empate", "date:words_es", "false_friend:disputed", "equals_sign"],
   side="Sevilla FC")

# 017 Italian, AMBIGUOUS postponement (eventually)
v1("seriea", "ACF Fiorentina", "Torino FC", "fio", "tor", "2026-12-13", "14:00", "win", """
The market resolves "Yes" if ACF Fiorentina beats Torino FC in the match of 13/12/2026 ore 15:00. Parity or victory of Torino FC: "No".

Only the 90 minutes plus recovery are valid.

If the match is postponed, the market eventually remains open until the recovery of the match, or is resolved 50-50, at the discretion of the operator.

If the match is annulled without recovery, the market resolves "No".

Source: the official statistics of the Lega Serie A; if they are not out within two hours, a consensus of credible reporting.
""", expected(family="win", outcome="ACF Fiorentina", scope="regulation", **R1OC, timing_window="ambiguous", void_postponed_long="ambiguous", void_cancelled="no"),
   ["F:win", "S1", "P:ambiguous", "C1", "R1"],
   ["translated:it", "false_friend:eventually", "calque:recovery", "date:dd/mm/yyyy", "discretion"],
   side="ACF Fiorentina")

# 018 Spanish, UCL knockout, AMBIGUOUS scope ("more the prorogation")
v1("ucl", "Club Atlético de Madrid", "Sporting CP", "mad", "spo", "2027-03-10", "20:00", "win", """
The market resolve "Yes" if Club Atlético de Madrid win the partido of vuelta (second leg) of the octavos of final against Sporting CP, the 10.03.2027 at 21h00. If Sporting CP win or is empate, resolve "No".

Count only the marker of the 90 minutes more the prorogation.

If the partido is suspended to other date, the market rest open until it is played.

If the partido is anulled and not is replayed, the market resolve "No".

Source: the official statistics of UEFA; if these are not published in 2 hours, a consensus of credible media.
""", expected(family="win", outcome="Club Atlético de Madrid", scope="ambiguous", **R1OC, **P1, void_cancelled="no"),
   ["F:win", "S:ambiguous", "P1", "C1", "R1"],
   ["translated:es", "false_friend:prorogation", "untranslated:vuelta", "untranslated:octavos", "knockout_second_leg", "date:dd.mm.yyyy"],
   side="Club Atlético de Madrid")

# 019 French, AMBIGUOUS source
v1("ligue1", "OGC Nice", "RC Lens", "nic", "len", "2026-11-29", "14:00", "win", """
The market is resolved by "Yes" if OGC Nice wins the match against RC Lens of the dimanche 29 novembre 2026 (15h00). Else, "No".

Only the regular time is counted: 90 minutes plus the additional time, without prolongations.

If the match is reported, the market stays open until the match is played.

If the match is annulled without replay, the market is resolved by "No".

The result is taken of the official datas of the LFP or of the sportive press (for example L'Équipe).
""", expected(family="win", outcome="OGC Nice", scope="regulation", source_primary="ambiguous", source_fallback="ambiguous", **P1, void_cancelled="no"),
   ["F:win", "S1", "P1", "C1", "R:ambiguous"],
   ["translated:fr", "false_friend:reported", "false_friend:prolongations", "date:words_fr", "calque:sportive_press"],
   side="OGC Nice")

# 020 German, AMBIGUOUS cancellation, draw
v1("bundesliga", "VfL Wolfsburg", "SC Freiburg", "wol", "fre", "2026-12-19", "14:30", "draw", """
The market resolves to "Yes", if the game VfL Wolfsburg against SC Freiburg (19.12.2026, 15:30 Uhr) unentschieden (draw) ends. Wins one team, then "No".

Valid is only the result after 90 minutes inclusive Nachspielzeit.

Is the game postponed, stays the market open, until the game played is.

By a cancellation of the game the market is according to the Reglement resolved.

Source: official statistics of the DFL; are these after two hours not there, a consensus of credible media.
""", expected(family="draw", outcome="draw", scope="regulation", **R1OC, **P1, void_cancelled="ambiguous"),
   ["F:draw", "S1", "P1", "C:ambiguous", "R1"],
   ["translated:de", "word_order:verb_final", "untranslated:Reglement", "untranslated:unentschieden", "date:dd.mm.yyyy"])

# 021 Portuguese, World Cup group game, win
v1("wc", "Brazil", "Morocco", "bra", "mar", "2026-06-13", "22:00", "win", """
The market resolves "Yes" if Brazil wins the game against Morocco of the Copa do Mundo FIFA 2026, marked for 13/06/2026 (19h00 hour of Brasília). Empate or win of Morocco: "No".

Vale only the result of the tempo regulamentar (90 minutes) with the acréscimos. Prorrogação and pênaltis não contam (do not count).

If the game is adiado, the market keeps open until the game happen. If the game is cancelled without a new game, resolves "No".

Source: official statistics of FIFA; if not published in up to 2 hours after the end, a consensus of credible press.
""", expected(family="win", outcome="Brazil", scope="regulation", **R1OC, **P1, void_cancelled="no"),
   ["F:win", "S1", "P1", "C1", "R1"],
   ["translated:pt", "untranslated:vale", "untranslated:nao_contam", "untranslated:adiado", "false_friend:marked", "date:dd/mm/yyyy", "time:19h00"],
   side="Brazil")

# 022 Portuguese, World Cup draw, abandonment 50-50
v1("wc", "Portugal", "Colombia", "por", "col", "2026-06-27", "23:30", "draw", """
This market resolves "Yes" if the game Portugal x Colombia (Copa do Mundo 2026, 27.06.2026) finish empatado, that is, the two selections with equal goals after the 90 minutes and the time of compensation. If any of them wins, "No". Extra time is not applicable.

Game adiado (postponed): the market continues open until the game is realized.

Game cancelled, without a substitute game: resolves "Yes".

Game interrupted and not terminated (abandoned): resolves 50-50.

Source: FIFA official statistics. Without them in 2 hours, consensus of credible news.
""", expected(family="draw", outcome="draw", scope="regulation", **R1OC, **P1, void_cancelled="yes", void_abandoned="50-50"),
   ["F:draw", "S1", "P1", "C1", "R1", "AB"],
   ["translated:pt", "untranslated:empatado", "false_friend:selections", "false_friend:realized", "terse_labels", "date:dd.mm.yyyy", "x_for_vs"])

# 023 Spanish, World Cup knockout advance
v1("wc", "Spain", "Germany", "esp", "ger", "2026-07-05", "20:00", "advance", """
The market resolve "Yes" if Spain pass to the quarter of final of the Mundial 2026 in the eliminatory partido against Germany (05/07/2026). If Germany pass, the market resolve "No".

For decide who pass counts all the partido: the 90 minutes, the eventual prorogation of 30 minutes and, if the empate continue, the tanda de penaltis.

The source is the official statistics of FIFA; if they are not published in the two hours after the final of the partido, a consensus of credible media.
""", expected(family="advance", outcome="Spain", scope="penalties", **R1OC),
   ["F:advance", "S6", "R1"],
   ["translated:es", "false_friend:eventual", "false_friend:prorogation", "untranslated:tanda_de_penaltis", "two_way", "date:dd/mm/yyyy"],
   side="Spain", question="Will Spain advance to the quarter-finals?")

# 024 French, World Cup knockout win including extra time, shoot-out excluded (S5)
v1("wc", "France", "Netherlands", "fra", "ned", "2026-07-04", "21:00", "win", """
The market is resolved by "Yes" if France wins the match against Netherlands of the 04/07/2026, the prolongation included: if after the 90 minutes the match is equal, the eventual prolongation of 2 × 15 minutes counts also. The séance of tirs au but is not counted; a match decided by the tirs au but gives "No".

If the match is reported, the market stays open until the match is played.

Source: official statistics of the FIFA; without publication in two hours, consensus of credible media.
""", expected(family="win", outcome="France", scope="extra_time", **R1OC, **P1),
   ["F:win", "S5", "P1", "R1"],
   ["translated:fr", "false_friend:prolongation", "false_friend:eventual", "untranslated:tirs_au_but", "false_friend:reported", "date:dd/mm/yyyy"],
   side="France")

# 025 Italian, translation tool, US spelling, number words, P4 two weeks
v1("seriea", "Atalanta BC", "Bologna FC 1909", "ata", "bol", "2027-01-17", "14:00", "win", """
This market will resolve to "Yes" if the Atalanta BC wins the match against the Bologna FC 1909 scheduled on 17 January 2027, at 15:00 local hour. If the match ends in the parity or the Bologna FC 1909 wins, the market will resolve to "No".

Is considered only the result of the ninety minutes of regular time plus the recovery time. The supplementary times and the penalty kicks are not considered.

If the match is postponed and it is not reprogrammed within two weeks (quattordici giorni), the market will resolve to the last fair price of the market at the moment of the announcement of the postponement.

If the match is canceled without a recovery match, the market will resolve to "No".

The primary source are the official statistics of the Lega Serie A. If these are not published within two hours from the end of the match, it can be used a consensus of credible reporting.
""", expected(family="win", outcome="Atalanta BC", scope="regulation", **R1OC, **P4, void_cancelled="no"),
   ["F:win", "S1", "P4", "C1", "R1"],
   ["translated:it", "machine_translation", "articles_added", "number_words", "american_spelling", "untranslated:quattordici_giorni", "date:words_en"],
   side="Atalanta BC")

# 026 French, total over 3.5, abandonment 50-50
v1("ligue1", "Olympique Lyonnais", "AS Monaco FC", "lyo", "mon", "2026-12-06", "19:45", "total", """
The market is resolved by "Yes" if more than 3,5 goals are marked in the match Olympique Lyonnais – AS Monaco FC (06.12.2026, 20h45), that is to say four goals or more at the two. Three goals or less: "No".

Only the 90 minutes and the additional time count.

Match reported: the market stays open until the match is played. Match annulled without a replay: resolution 50-50. Match arrested in course (abandoned) and not finished: resolution 50-50 also.

Source: official statistics of the LFP, and if they are not there in 2 hours, a consensus of credible media.
""", expected(family="total", outcome="over", line=3.5, scope="regulation", **R1OC, **P1, void_cancelled="50-50", void_abandoned="50-50"),
   ["F:total", "S1", "P1", "C2", "R1", "AB"],
   ["translated:fr", "decimal_comma", "false_friend:reported", "calque:arrested", "calque:marked", "terse_labels", "number_words"],
   line=3.5, question="Will Olympique Lyonnais vs. AS Monaco FC have over 3.5 goals?", title="O/U 3.5")

# 027 Spanish, win, abandonment like annulled
v1("laliga", "Athletic Club", "RC Celta de Vigo", "bil", "cel", "2027-01-23", "15:15", "win", """
Resolution "Yes": Athletic Club win to RC Celta de Vigo in the partido of the 23-01-2027 (16h15, San Mamés). Resolution "No": empate or win of the Celta.

Counts only the regular time of ninety minutes plus the time added by the referee; not count the prorogation.

A partido suspended to other date: the market rest open until it is played. A partido anulled definitively without a new partido: "No". A partido interrupted and not finished (abandoned) is treated the same as an anulled partido.

Source: official statistics of LaLiga; if they are not published in two hours, consensus of credible press.
""", expected(family="win", outcome="Athletic Club", scope="regulation", **R1OC, **P1, void_cancelled="no", void_abandoned="no"),
   ["F:win", "S1", "P1", "C1", "R1", "AB"],
   ["translated:es", "terse_labels", "false_friend:suspended", "false_friend:prorogation", "spelling:anulled", "date:dd-mm-yyyy", "number_words"],
   side="Athletic Club")

# 028 German, translation tool, articles added, away win
v1("bundesliga", "VfB Stuttgart", "Borussia Dortmund", "stu", "dor", "2027-01-16", "14:30", "win", """
The market becomes with "Yes" resolved, if the Borussia Dortmund the play against the VfB Stuttgart on the 16.01.2027 (15:30 o'clock) wins. With a draw or a victory of the VfB Stuttgart the market becomes with "No" resolved.

Counted becomes only the result after the regular playing time of 90 minutes plus the Nachspielzeit. An extension and a penalty shooting are not counted.

Becomes the play postponed, remains the market open, until the play carried out is.

Becomes the play cancelled and no substitute play takes place, becomes the market with "No" resolved.

The source are the official statistics of the DFL. If these are not published within of two hours, a consensus from credible reports can be used.
""", expected(family="win", outcome="Borussia Dortmund", scope="regulation", **R1OC, **P1, void_cancelled="no"),
   ["F:win", "S1", "P1", "C1", "R1"],
   ["translated:de", "machine_translation", "articles_added", "calque:becomes", "calque:play", "calque:extension", "date:dd.mm.yyyy"],
   side="Borussia Dortmund")

# 029 Italian, translation tool, draw "X", P4 fourteen days
v1("seriea", "SSC Napoli", "Atalanta BC", "nap", "ata", "2027-01-30", "19:45", "draw", """
The market resolves "Yes" if the match SSC Napoli – Atalanta BC of the 30/01/2027 (ore 20:45) finishes with the sign X (pareggio, i.e. the same goals for the two teams) at the end of the 90 minutes plus recovery. Otherwise "No".

The market does not remain open for always: if the match is not recovered within fourteen days from the original date, it resolves at the last fair price of the market in the moment of the announcement of the rinvio.

If the match is annulled without a recovery, the market resolves "Yes".

Source: the official statistics of Lega Serie A; in lack of them within 2 hours, a consensus of credible news.
""", expected(family="draw", outcome="draw", scope="regulation", **R1OC, **P4, void_cancelled="yes"),
   ["F:draw", "S1", "P4", "C1", "R1"],
   ["translated:it", "machine_translation", "untranslated:pareggio", "betting_sign_X", "negation", "number_words", "date:dd/mm/yyyy"])

# 030 Spanish, btts negated (outcome no)
v1("laliga", "Real Sociedad", "RC Celta de Vigo", "rso", "cel", "2026-11-01", "16:00", "btts", """
This market resolve "Yes" if at least one of the two teams not mark any goal in the partido Real Sociedad – RC Celta de Vigo (01.11.2026, 17h00). If the two teams mark, resolve "No".

Only the goals of the 90 minutes more the added time.

If the partido is suspended, the market waits until it is played. If the partido is anulled and never played, resolve 50-50.

Source: official statistics of LaLiga, or in its defect after 2 hours, a consensus of credible media.
""", expected(family="btts", outcome="no", scope="regulation", **R1OC, **P1, void_cancelled="50-50"),
   ["F:btts", "S1", "P1", "C2", "R1"],
   ["translated:es", "negated_market", "calque:in_its_defect", "false_friend:suspended", "spelling:anulled", "date:dd.mm.yyyy"],
   question="Will at least one team fail to score in Real Sociedad vs. RC Celta de Vigo?", title="BTTS: No")

# 031 Italian, spread away team
v1("seriea", "Torino FC", "Juventus FC", "tor", "juv", "2026-12-20", "11:30", "spread", """
The market resolves "Yes" if Juventus FC wins in trasferta against Torino FC (derby of 20.12.2026, ore 12.30) with a scarto (difference) of at least two goals. Victory of Juventus by one goal only, parity or victory of Torino: "No".

Only the 90 minutes of regulamentary time plus recovery count.

In case of postponement the market remains open until the match is played. If the match is annulled without recovery, 50-50.

Source: official statistics Lega Serie A; after 2 hours without them, consensus of credible reporting.
""", expected(family="spread", outcome="Juventus FC", line=1.5, scope="regulation", **R1OC, **P1, void_cancelled="50-50"),
   ["F:spread", "S1", "P1", "C2", "R1"],
   ["translated:it", "untranslated:scarto", "untranslated:trasferta", "away_favourite", "date:dd.mm.yyyy", "time:12.30"],
   side="Juventus FC", line=1.5)

# 032 Portuguese, UCL league phase total under 2.5, words for numbers
v1("ucl", "FC Porto", "Real Madrid CF", "por", "rea", "2026-11-25", "20:00", "total", """
The market resolves "Yes" if in the game FC Porto vs Real Madrid CF (UEFA Champions League, fase de liga, 25 de novembro de 2026, 20h00 in Porto) are marked less of two goals and half, that is, zero, one or two goals in total. Three or more goals: "No".

Counts only the regulamentar time of ninety minutes more the acréscimos.

If the game is adiado, the market keeps open until it is realized. If the game is cancelled without a new game, resolves fifty-fifty (50-50).

Source: official statistics of UEFA; if they are not divulgated in up to two hours, consensus of credible news.
""", expected(family="total", outcome="under", line=2.5, scope="regulation", **R1OC, **P1, void_cancelled="50-50"),
   ["F:total", "S1", "P1", "C2", "R1"],
   ["translated:pt", "number_words", "untranslated:adiado", "untranslated:fase_de_liga", "false_friend:realized", "date:words_pt"],
   line=2.5, question="Will FC Porto vs. Real Madrid CF have under 2.5 goals?")

# 033 French, win, official source only, silent on postponement
v1("ligue1", "RC Lens", "LOSC Lille", "len", "lil", "2027-01-03", "16:00", "win", """
If LOSC Lille wins the derby against RC Lens of the 3 janvier 2027 (17h00, stade Bollaert), the market is resolved by "Yes". If not, that is a match nul or a victory of Lens, it is resolved by "No".

Only the regular time counts (90 minutes plus the additional time).

If the match is annulled and not replayed, the market is resolved by "No".

The only source is the official data of the LFP.
""", expected(family="win", outcome="LOSC Lille", scope="regulation", source_primary="official", void_cancelled="no"),
   ["F:win", "S1", "C1", "R:official_only"],
   ["translated:fr", "result_first", "untranslated:janvier", "untranslated:match_nul", "silent_postponement"],
   side="LOSC Lille")

# 034 Spanish, first half draw
v1("laliga", "Real Betis Balompié", "Sevilla FC", "bet", "sev", "2026-12-13", "20:00", "half", """
The market resolve "Yes" if at the descanso (half time) of the partido Real Betis Balompié – Sevilla FC (13/12/2026, 21h00) the marker is in empate, that is, the first time finish with the same goals for the two. If one team go winning at the descanso, "No".

Counts the first 45 minutes with the added time of the first time.

If the partido is suspended, the market stays open until it is played. If the partido is anulled without new partido, resolve 50-50.

Source: official statistics of LaLiga; if in 2 hours they are not published, consensus of credible media.
""", expected(family="half", outcome="draw", half="first", scope=None, **R1OC, **P1, void_cancelled="50-50"),
   ["F:half", "P1", "C2", "R1"],
   ["translated:es", "false_friend:first_time", "untranslated:descanso", "untranslated:empate", "calque:marker", "date:dd/mm/yyyy"],
   side="draw", question="Will Real Betis Balompié vs. Sevilla FC be level at half-time?", title="Draw (1st half)")

# 035 Spanish, AMBIGUOUS "suspended" (postponed or abandoned?)
v1("laliga", "Valencia CF", "Villarreal CF", "val", "vil", "2027-02-06", "17:30", "win", """
The market resolve "Yes" if Valencia CF win to Villarreal CF in the partido of the 06/02/2027 at 18h30. Other result: "No".

Only the 90 minutes and the added time.

If the partido is suspended, the market resolve 50-50. If the partido is anulled, the market resolve "No".

Source: official statistics of LaLiga; without them in 2 hours, consensus of credible media.
""", expected(family="win", outcome="Valencia CF", scope="regulation", **R1OC, timing_window="ambiguous", void_postponed_long="ambiguous", void_cancelled="no", void_abandoned="ambiguous"),
   ["F:win", "S1", "P:ambiguous", "AB:ambiguous", "C1", "R1"],
   ["translated:es", "false_friend:suspended", "terse", "spelling:anulled", "date:dd/mm/yyyy"],
   side="Valencia CF")

# 036 German, negation / unless
v1("bundesliga", "Bayer 04 Leverkusen", "Eintracht Frankfurt", "b04", "ein", "2027-02-13", "14:30", "win", """
The market resolves not to "Yes", except when Bayer 04 Leverkusen the game against Eintracht Frankfurt (13.02.2027, 15:30 Uhr, BayArena) wins. Every other result (also a draw) gives "No".

Not counted are Verlängerung and Elfmeterschießen; only the 90 minutes plus Nachspielzeit are valid.

A postponed game does not close the market; it stays open until the game played is, no matter how long.

If the game cancelled is and no replacement game comes, resolves the market to "No". An abandoned game (abgebrochen, not finished) is treated like a cancelled game.

Source: official DFL statistics; if after two hours not published, a consensus of credible reports.
""", expected(family="win", outcome="Bayer 04 Leverkusen", scope="regulation", **R1OC, **P1, void_cancelled="no", void_abandoned="no"),
   ["F:win", "S1", "P1", "C1", "R1", "AB"],
   ["translated:de", "negation", "exception", "word_order:verb_final", "untranslated:abgebrochen", "date:dd.mm.yyyy"],
   side="Bayer 04 Leverkusen")

# 037 Italian, win, prorogation used in Italian sense (extra time) with 120', regulation
v1("seriea", "AC Milan", "SS Lazio", "acm", "laz", "2027-02-21", "19:45", "win", """
The market resolves "Yes" if AC Milan beats SS Lazio in the match of the 21.02.2027 (ore 20:45, San Siro). If not, "No".

Attention: it counts the result at the 90th minute plus recovery, not the result at 120 minutes; an eventual prorogation is not considered.

If the match is postponed, the market remains open until the recovery is played. If the match is annulled without recovery, the market resolves "No".

The actual source is the official statistics of the Lega Serie A; if not published within 2 hours, a consensus of credible reporting. Corrections of the score after the resolution are ignored.
""", expected(family="win", outcome="AC Milan", scope="regulation", **R1OC, **P1, void_cancelled="no"),
   ["F:win", "S1", "P1", "C1", "R1", "R2"],
   ["translated:it", "false_friend:actual", "false_friend:eventual", "false_friend:prorogation", "numerals", "date:dd.mm.yyyy"],
   side="AC Milan")

# 038 Portuguese, UCL league phase away win, abandonment treated as cancelled
v1("ucl", "Sporting CP", "FC Bayern München", "spo", "bay", "2026-12-09", "20:00", "win", """
The market resolves "Yes" if FC Bayern München win the jogo away in Lisbon against Sporting CP, in 09.12.2026 (20h00, hora de Lisboa). If Sporting CP win or it give empate, resolves "No".

Counts only the 90 minutes more the acréscimos.

If the jogo is adiado, the market keeps open until the eventual new jogo is realized. If the jogo is cancelled without substitution, resolves "No". If the jogo is interrompido and not concluded, it is treated as a cancelled jogo.

Source: the official statistics of UEFA; if they do not appear in up to 2 hours, consensus of credible news. Alterations to the result after the resolution do not count.
""", expected(family="win", outcome="FC Bayern München", scope="regulation", **R1OC, **P1, void_cancelled="no", void_abandoned="no"),
   ["F:win", "S1", "P1", "C1", "R1", "R2", "AB"],
   ["translated:pt", "untranslated:jogo", "untranslated:interrompido", "false_friend:eventual", "false_friend:realized", "date:dd.mm.yyyy"],
   side="FC Bayern München")

# 039 French, draw, P4 (two weeks)
v1("ligue1", "Stade Rennais FC", "OGC Nice", "ren", "nic", "2027-02-07", "14:00", "draw", """
The market is resolved by "Yes" if the match Stade Rennais FC – OGC Nice (dimanche 07.02.2027, 15h00) finishes on an equality of goals at the end of the regular time (90 minutes plus additional time). If one of the teams wins, "No".

If the match is reported and is not reprogrammed in the two weeks, the market is resolved at the last fair price of the market at the moment of the announcement.

If the match is annulled without match of replacement, the market is resolved by "Yes" (treated like a match nul).

Source: official data of the LFP; in absence in the 2 hours, consensus of credible press.
""", expected(family="draw", outcome="draw", scope="regulation", **R1OC, **P4, void_cancelled="yes"),
   ["F:draw", "S1", "P4", "C1", "R1"],
   ["translated:fr", "false_friend:reported", "untranslated:dimanche", "untranslated:match_nul", "date:dd.mm.yyyy", "number_words"])

# 040 Italian, exact score 1-1, AMBIGUOUS abandonment ("suspended during the play ... sport judge")
v1("seriea", "Bologna FC 1909", "ACF Fiorentina", "bol", "fio", "2027-02-28", "14:00", "exact_score", """
The market resolves "Yes" if the final result of Bologna FC 1909 – ACF Fiorentina (28/02/2027, ore 15:00) is 1-1. Every other result: "No".

It counts the result at the end of the 90 minutes and recovery.

If the match is postponed, the market remains open until it is played. If the match is annulled without recovery, the market resolves as if the result was 0-0.

If the match is suspended during the play, the result is considered according to the decisions of the sport judge.

Source: official statistics of the Lega Serie A; if absent after 2 hours, consensus of credible reporting.
""", expected(family="exact_score", outcome="1-1", scope="regulation", **R1OC, **P1, void_cancelled="no", void_abandoned="ambiguous"),
   ["F:exact_score", "S1", "P1", "C3", "R1", "AB:ambiguous"],
   ["translated:it", "false_friend:suspended", "calque:sport_judge", "date:dd/mm/yyyy"],
   side="1-1", question="Exact score: Bologna FC 1909 1-1 ACF Fiorentina?", title="Bologna FC 1909 1-1 ACF Fiorentina")
