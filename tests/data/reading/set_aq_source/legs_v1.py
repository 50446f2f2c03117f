"""venue_one legs of set (aq): English rules with local football words left in
(Spanish, Portuguese, Italian, French, German), glossed or not. Hand-written;
each leg states its expected record inline."""
from common import exp, leg, v1_market

V = "venue_one"


def m(seed, **kw):
    return v1_market(seed="aq1-" + seed, **kw)


def legs():
    out = []
    add = out.append

    # 1. La Liga home win, Spanish terms glossed.
    add(leg(
        id="aq1-001", venue=V,
        styles=["lang:es", "glossed", "parenthetical", "date:dd/mm/yyyy",
                "number_words", "british_spelling", "negation"],
        meanings=["F:win", "S1", "P1", "C1", "R1"],
        home="Real Madrid CF", away="Sevilla FC", competition="laliga",
        market=m("001",
            question="Will Real Madrid CF win on 2026-10-17?",
            slug="lal-rea-sev-2026-10-17-rea", group="Real Madrid CF",
            smt="moneyline", line=None,
            description=(
                "This market pays \"Yes\" if Real Madrid CF beats Sevilla FC in the LaLiga "
                "fixture of 17/10/2026. An empate (draw) or a Sevilla FC victory pays \"No\".\n\n"
                "Only the tiempo reglamentario (regulation time: ninety minutes plus whatever "
                "the referee adds) is taken into account. Prórroga (extra time) and penaltis do "
                "not count.\n\n"
                "If the partido is aplazado (postponed), the market is not closed; it waits for "
                "the game to be played, whenever that is.\n\n"
                "Should the fixture be cancelled outright, with no replacement date ever set, "
                "the market pays \"No\".\n\n"
                "Settlement relies first on LaLiga's official match statistics. If those "
                "numbers are still missing two hours after the final whistle, the market may "
                "instead be settled on what reputable media agree the score was."),
            resolution_source="https://www.laliga.com/",
            event_title="Real Madrid CF vs. Sevilla FC",
            kickoff="2026-10-17 19:00:00+00"),
        expected=exp("win", "Real Madrid CF", scope="regulation", src="official",
                     fb="consensus", window="open_until_played", cancel="no",
                     post="result")))

    # 2. La Liga draw, Spanish terms unglossed but readable from context.
    add(leg(
        id="aq1-002", venue=V,
        styles=["lang:es", "unglossed_context", "terse", "layout:lines",
                "numerals", "date:long_us"],
        meanings=["F:draw", "S1", "P1", "C1", "R1"],
        home="Villarreal CF", away="Real Betis Balompié", competition="laliga",
        market=m("002",
            question="Will Villarreal CF vs. Real Betis Balompié end in a draw?",
            slug="lal-vil-bet-2026-10-18-draw",
            group="Draw (Villarreal CF vs. Real Betis Balompié)",
            smt="moneyline", line=None,
            description=(
                "Match: Villarreal CF vs. Real Betis Balompié, LaLiga, October 18, 2026.\n"
                "Yes: the game finishes in an empate at the end of tiempo reglamentario "
                "(90' + descuento). Any other result: No.\n"
                "Aplazado: trading stays open until the game actually takes place, however "
                "late that is.\n"
                "Cancelled for good, never replayed: Yes (handled exactly like a draw).\n"
                "Data: official competition figures; if they have not appeared within 2 hours "
                "of full time, a consensus of credible reports is used instead."),
            resolution_source="https://www.laliga.com/",
            event_title="Villarreal CF vs. Real Betis Balompié",
            kickoff="2026-10-18 16:15:00+00"),
        expected=exp("draw", "draw", scope="regulation", src="official",
                     fb="consensus", window="open_until_played", cancel="yes",
                     post="result")))

    # 3. Copa del Rey advance leg, glossed.
    add(leg(
        id="aq1-003", venue=V,
        styles=["lang:es", "glossed", "parenthetical", "condition_after",
                "number_words", "american_spelling"],
        meanings=["F:advance", "S6", "P1", "C2", "R1"],
        home="Athletic Club", away="FC Barcelona", competition="copadelrey",
        market=m("003",
            question="Will Athletic Club advance past FC Barcelona in the Copa del Rey?",
            slug="cdr-bil-bar-2027-01-21-bil", group="Athletic Club",
            smt="moneyline", line=None,
            description=(
                "Resolves \"Yes\" if Athletic Club goes through to the next round of the Copa "
                "del Rey from this eliminatoria (knockout tie) against FC Barcelona, scheduled "
                "for 21 January 2027. Prórroga (extra time) and, if still level, the tanda de "
                "penaltis (penalty shoot-out) are part of the tie and count. Resolves \"No\" if "
                "FC Barcelona goes through instead.\n\n"
                "The market stays open, whatever the delay, if the tie is aplazado "
                "(postponed), until the tie has been decided.\n\n"
                "If the tie is canceled and never played, every position is settled 50-50.\n\n"
                "The official figures of the Spanish federation (RFEF) decide; should they "
                "not be published within two hours after the game, a consensus of credible "
                "reporting will be used."),
            resolution_source="https://www.rfef.es/",
            event_title="Athletic Club vs. FC Barcelona",
            kickoff="2027-01-21 20:00:00+00"),
        expected=exp("advance", "Athletic Club", scope="penalties", src="official",
                     fb="consensus", window="open_until_played", cancel="50-50",
                     post="result")))

    # 4. Liga Portugal away win, Portuguese glossed, abandonment.
    add(leg(
        id="aq1-004", venue=V,
        styles=["lang:pt", "glossed", "layout:paras", "numerals",
                "date:iso", "british_spelling", "negation"],
        meanings=["F:win", "S1", "P1", "C1", "AB", "R1", "R2"],
        home="SL Benfica", away="FC Porto", competition="ligaportugal",
        market=m("004",
            question="Will FC Porto win on 2026-11-08?",
            slug="por-ben-por-2026-11-08-por", group="FC Porto",
            smt="moneyline", line=None,
            description=(
                "Yes if FC Porto defeats SL Benfica away in the Liga Portugal game on "
                "2026-11-08; No if SL Benfica wins or the game is drawn.\n\n"
                "Only the tempo regulamentar counts: the 90 minutes plus descontos (stoppage "
                "time). Prolongamento (extra time) and grandes penalidades (penalty kicks) "
                "have no bearing on this market.\n\n"
                "If the jogo is adiado (postponed), the market remains open until it is "
                "played.\n\n"
                "If it is cancelado (cancelled) and no jogo de reposição (make-up game) takes "
                "place, the market resolves No. A game that is abandonado (abandoned) and never "
                "resumed is treated as cancelled.\n\n"
                "Resolution source: official Liga Portugal statistics; if these are not "
                "released by 2 hours after the game ends, a consensus of credible "
                "reporting. Corrections to the score made after the market has resolved are "
                "ignored."),
            resolution_source="https://www.ligaportugal.pt/",
            event_title="SL Benfica vs. FC Porto",
            kickoff="2026-11-08 20:30:00+00"),
        expected=exp("win", "FC Porto", scope="regulation", src="official",
                     fb="consensus", window="open_until_played", cancel="no",
                     post="result", aband="no")))

    # 5. Liga Portugal draw, postponement sentence left in Portuguese: AMBIGUOUS.
    add(leg(
        id="aq1-005", venue=V,
        styles=["lang:pt", "untranslated_sentence", "terse", "numerals",
                "date:dd.mm.yyyy"],
        meanings=["F:draw", "S1", "P:ambiguous", "C1", "R1"],
        home="Sporting CP", away="SC Braga", competition="ligaportugal",
        market=m("005",
            question="Will Sporting CP vs. SC Braga end in a draw?",
            slug="por-spo-bra-2026-11-22-draw",
            group="Draw (Sporting CP vs. SC Braga)",
            smt="moneyline", line=None,
            description=(
                "Sporting CP vs. SC Braga, Liga Portugal, 22.11.2026. \"Yes\" if the score is "
                "level when the tempo regulamentar (90 minutes plus stoppage) ends; otherwise "
                "\"No\".\n\n"
                "Jogo adiado: o mercado fica em aberto até ao fim da jornada.\n\n"
                "A game cancelled with no replay resolves \"Yes\".\n\n"
                "Official Liga Portugal data settle the market, or credible reporting in "
                "consensus if that data is not out within 2 hours."),
            resolution_source="https://www.ligaportugal.pt/",
            event_title="Sporting CP vs. SC Braga",
            kickoff="2026-11-22 18:00:00+00"),
        expected=exp("draw", "draw", scope="regulation", src="official",
                     fb="consensus", window="ambiguous", cancel="yes",
                     post="ambiguous")))

    # 6. Serie A home win, Italian glossed.
    add(leg(
        id="aq1-006", venue=V,
        styles=["lang:it", "glossed", "layout:bullets", "numerals",
                "date:long_uk", "british_spelling"],
        meanings=["F:win", "S1", "P1", "C1", "R1", "R2"],
        home="Juventus FC", away="SSC Napoli", competition="seriea",
        market=m("006",
            question="Will Juventus FC win on 2026-10-25?",
            slug="sea-juv-nap-2026-10-25-juv", group="Juventus FC",
            smt="moneyline", line=None,
            description=(
                "Juventus FC vs. SSC Napoli, Serie A, 25 October 2026.\n"
                "- Yes if Juventus FC wins; No for a pareggio (draw) or a Napoli win.\n"
                "- Settled on the tempo regolamentare (regulation time: 90 minutes plus "
                "recupero, i.e. stoppage time). Tempi supplementari (extra time) and rigori "
                "(penalties) do not apply.\n"
                "- Partita rinviata (postponed match): the market stays open until the match "
                "has been played.\n"
                "- Partita annullata (cancelled) with no date for a replay: No.\n"
                "- Source: official Lega Serie A data; if not published within 2 hours, a "
                "consensus of reliable reports.\n"
                "- Score corrections announced after resolution are disregarded."),
            resolution_source="https://www.legaseriea.it/",
            event_title="Juventus FC vs. SSC Napoli",
            kickoff="2026-10-25 19:45:00+00"),
        expected=exp("win", "Juventus FC", scope="regulation", src="official",
                     fb="consensus", window="open_until_played", cancel="no",
                     post="result")))

    # 7. Serie A draw, Italian unglossed but readable; abandonment.
    add(leg(
        id="aq1-007", venue=V,
        styles=["lang:it", "unglossed_context", "condition_after",
                "number_words", "date:iso", "american_spelling"],
        meanings=["F:draw", "S1", "P1", "C1", "AB", "R1"],
        home="AC Milan", away="FC Internazionale Milano", competition="seriea",
        market=m("007",
            question="Will AC Milan vs. FC Internazionale Milano end in a draw?",
            slug="sea-mil-int-2026-11-15-draw",
            group="Draw (AC Milan vs. FC Internazionale Milano)",
            smt="moneyline", line=None,
            description=(
                "The Derby della Madonnina on 2026-11-15 resolves this market \"Yes\" if it "
                "ends in a pareggio once ninety minutes and stoppage time have been played, "
                "and \"No\" if either side wins.\n\n"
                "Trading carries on until the game is finally staged if the match is "
                "rinviata.\n\n"
                "A match that is annullata, with no new date, resolves \"Yes\". So does a match "
                "that is sospesa and never completed: it is handled like an annullata match.\n\n"
                "Lega Serie A's official statistics are the source; if they are not available "
                "two hours after the end, the market uses a consensus of credible reporting."),
            resolution_source="https://www.legaseriea.it/",
            event_title="AC Milan vs. FC Internazionale Milano",
            kickoff="2026-11-15 19:45:00+00"),
        expected=exp("draw", "draw", scope="regulation", src="official",
                     fb="consensus", window="open_until_played", cancel="yes",
                     post="result", aband="yes")))

    # 8. Coppa Italia single-match knockout, win leg, regulation only (unglossed
    # Italian but the English states the scope).
    add(leg(
        id="aq1-008", venue=V,
        styles=["lang:it", "unglossed_context", "exception", "numerals",
                "date:dd/mm/yyyy", "british_spelling"],
        meanings=["F:win", "S1", "P1", "C1", "R1"],
        home="SS Lazio", away="AS Roma", competition="coppaitalia",
        market=m("008",
            question="Will AS Roma win on 2027-01-14?",
            slug="itc-laz-rom-2027-01-14-rom", group="AS Roma",
            smt="moneyline", line=None,
            description=(
                "Coppa Italia, SS Lazio vs. AS Roma, 14/01/2027. The market resolves \"Yes\" "
                "only if AS Roma is ahead once 90 minutes and stoppage time are over; every other "
                "outcome resolves \"No\", even if AS Roma later goes through. The tempi "
                "supplementari and the calci di rigore are excluded.\n\n"
                "If the gara is rinviata (postponed), the market remains open until it is "
                "played. If it is annullata and no replay is organised, \"No\".\n\n"
                "Official Lega Serie A figures decide; when they have not come out within 2 "
                "hours, a consensus of credible reporting decides."),
            resolution_source="https://www.legaseriea.it/",
            event_title="SS Lazio vs. AS Roma",
            kickoff="2027-01-14 20:00:00+00"),
        expected=exp("win", "AS Roma", scope="regulation", src="official",
                     fb="consensus", window="open_until_played", cancel="no",
                     post="result")))

    # 9. Serie A win, cancellation left in Italian: AMBIGUOUS cancellation payout.
    add(leg(
        id="aq1-009", venue=V,
        styles=["lang:it", "untranslated_sentence", "layout:paras", "numerals",
                "date:long_us"],
        meanings=["F:win", "S1", "P1", "C:ambiguous", "R1"],
        home="ACF Fiorentina", away="Atalanta BC", competition="seriea",
        market=m("009",
            question="Will Atalanta BC win on 2026-12-06?",
            slug="sea-fio-ata-2026-12-06-ata", group="Atalanta BC",
            smt="moneyline", line=None,
            description=(
                "Resolves Yes if Atalanta BC wins away at ACF Fiorentina in Serie A on "
                "December 6, 2026, judged at the end of the regulation 90 minutes plus "
                "stoppage time. A draw or a Fiorentina win resolves No.\n\n"
                "A rinviata (postponed) match keeps the market open until it is played.\n\n"
                "Partita annullata: il mercato viene liquidato al prezzo equo.\n\n"
                "Official Lega Serie A statistics first; credible reporting in consensus if "
                "they are still missing after 2 hours."),
            resolution_source="https://www.legaseriea.it/",
            event_title="ACF Fiorentina vs. Atalanta BC",
            kickoff="2026-12-06 17:00:00+00"),
        expected=exp("win", "Atalanta BC", scope="regulation", src="official",
                     fb="consensus", window="open_until_played", cancel="ambiguous",
                     post="result")))

    # 10. Ligue 1 away win, French glossed, abandonment.
    add(leg(
        id="aq1-010", venue=V,
        styles=["lang:fr", "glossed", "layout:headings", "numerals",
                "date:weekday_uk", "british_spelling"],
        meanings=["F:win", "S1", "P1", "C1", "AB", "R1"],
        home="Paris Saint-Germain FC", away="Olympique de Marseille",
        competition="ligue1",
        market=m("010",
            question="Will Olympique de Marseille win on 2026-11-29?",
            slug="fl1-par-olm-2026-11-29-olm", group="Olympique de Marseille",
            smt="moneyline", line=None,
            description=(
                "Outcome: \"Yes\" if Olympique de Marseille wins at Paris Saint-Germain FC "
                "(Ligue 1, Sunday 29 November 2026). A match nul (draw) or a PSG win gives "
                "\"No\".\n\n"
                "Period: the temps réglementaire only, meaning 90 minutes plus temps "
                "additionnel (stoppage time). Prolongations (extra time) and tirs au but "
                "(penalty shoot-out) are not counted.\n\n"
                "Postponement: if the match is reporté (postponed), the market stays open "
                "until it is played.\n\n"
                "Cancellation and abandonment: a match annulé (cancelled) with no new date "
                "resolves \"No\"; a match arrêté (abandoned) and not finished is treated the "
                "same way and also resolves \"No\".\n\n"
                "Source: official LFP data; failing publication within 2 hours, a consensus "
                "of credible reporting."),
            resolution_source="https://www.ligue1.com/",
            event_title="Paris Saint-Germain FC vs. Olympique de Marseille",
            kickoff="2026-11-29 19:45:00+00"),
        expected=exp("win", "Olympique de Marseille", scope="regulation",
                     src="official", fb="consensus", window="open_until_played",
                     cancel="no", post="result", aband="no")))

    # 11. Ligue 1 draw, French glossed, US spelling.
    add(leg(
        id="aq1-011", venue=V,
        styles=["lang:fr", "glossed", "passive", "number_words",
                "date:short_us", "american_spelling", "negation"],
        meanings=["F:draw", "S1", "P1", "C1", "R1"],
        home="Olympique Lyonnais", away="LOSC Lille", competition="ligue1",
        market=m("011",
            question="Will Olympique Lyonnais vs. LOSC Lille end in a draw?",
            slug="fl1-lyo-lil-2026-12-13-draw",
            group="Draw (Olympique Lyonnais vs. LOSC Lille)",
            smt="moneyline", line=None,
            description=(
                "This market will be resolved \"Yes\" if Olympique Lyonnais and LOSC Lille "
                "(Ligue 1, Dec. 13, 2026) are level at the end of the temps réglementaire "
                "(regulation time, ninety minutes and added time). It is resolved \"No\" if "
                "there is a winner.\n\n"
                "A rencontre reportée (postponed fixture) does not close the market; it is "
                "kept open until the match has been played.\n\n"
                "If the rencontre is canceled and is not replayed, the market is resolved "
                "\"Yes\", as it would be for a draw.\n\n"
                "Official statistics of the Ligue de Football Professionnel are used; if "
                "none are available two hours after the final whistle, a consensus of "
                "credible reporting is used."),
            resolution_source="https://www.ligue1.com/",
            event_title="Olympique Lyonnais vs. LOSC Lille",
            kickoff="2026-12-13 20:00:00+00"),
        expected=exp("draw", "draw", scope="regulation", src="official",
                     fb="consensus", window="open_until_played", cancel="yes",
                     post="result")))

    # 12. La Liga win; source sentence left in Spanish: AMBIGUOUS source.
    add(leg(
        id="aq1-012", venue=V,
        styles=["lang:es", "untranslated_sentence", "terse", "numerals",
                "date:iso"],
        meanings=["F:win", "S1", "P1", "C1", "R:ambiguous"],
        home="Atlético de Madrid", away="Valencia CF", competition="laliga",
        market=m("012",
            question="Will Atlético de Madrid win on 2026-12-20?",
            slug="lal-mad-val-2026-12-20-mad", group="Atlético de Madrid",
            smt="moneyline", line=None,
            description=(
                "Yes if Atlético de Madrid beats Valencia CF (LaLiga, 2026-12-20) within "
                "regulation time (90 minutes plus stoppage). Otherwise No.\n\n"
                "Postponed (aplazado): open until played. Cancelled and never made up: "
                "No.\n\n"
                "Fuente: datos oficiales de LaLiga o, en su defecto, la prensa deportiva."),
            resolution_source="",
            event_title="Atlético de Madrid vs. Valencia CF",
            kickoff="2026-12-20 20:00:00+00"),
        expected=exp("win", "Atlético de Madrid", scope="regulation",
                     src="ambiguous", fb="ambiguous", window="open_until_played",
                     cancel="no", post="result")))

    # 13. Ligue 1 home win, P4 with French words ("report" = postponement).
    add(leg(
        id="aq1-013", venue=V,
        styles=["lang:fr", "glossed", "number_words_and_numerals",
                "date:dd/mm/yyyy", "british_spelling", "legal"],
        meanings=["F:win", "S1", "P4", "C1", "R1"],
        home="AS Monaco", away="OGC Nice", competition="ligue1",
        market=m("013",
            question="Will AS Monaco win on 2027-01-10?",
            slug="fl1-mon-nic-2027-01-10-mon", group="AS Monaco",
            smt="moneyline", line=None,
            description=(
                "This contract resolves to \"Yes\" where AS Monaco wins its Ligue 1 derby "
                "against OGC Nice set for 10/01/2027, the result being taken at the end of "
                "the temps réglementaire (ninety minutes plus stoppage time) and not after "
                "any prolongation. In every other case it resolves to \"No\".\n\n"
                "Where the match is reporté (postponed) and no new date is fixed within "
                "quatorze jours (fourteen days, 14), the contract is settled at the last "
                "fair market price recorded at the moment the report (postponement) was "
                "announced.\n\n"
                "Where the match is annulé with no rescheduled game, it resolves to \"No\".\n\n"
                "The official LFP record governs; if it has not been published two hours "
                "after the match, credible reporting in consensus governs."),
            resolution_source="https://www.ligue1.com/",
            event_title="AS Monaco vs. OGC Nice",
            kickoff="2027-01-10 16:00:00+00"),
        expected=exp("win", "AS Monaco", scope="regulation", src="official",
                     fb="consensus", window=336, cancel="no", post="last_price")))

    # 14. DFB-Pokal win leg, scope left in German: AMBIGUOUS scope.
    add(leg(
        id="aq1-014", venue=V,
        styles=["lang:de", "untranslated_phrase", "layout:paras", "numerals",
                "date:dd.mm.yyyy"],
        meanings=["F:win", "S:ambiguous", "P1", "C1", "R1"],
        home="VfL Wolfsburg", away="SC Freiburg", competition="dfbpokal",
        market=m("014",
            question="Will SC Freiburg win on 2026-12-02?",
            slug="dfb-wol-fre-2026-12-02-fre", group="SC Freiburg",
            smt="moneyline", line=None,
            description=(
                "DFB-Pokal, second round: VfL Wolfsburg vs. SC Freiburg on 02.12.2026. This "
                "market resolves Yes if SC Freiburg wins the match and No otherwise. It is "
                "settled on the Endergebnis (Verlängerung und Elfmeterschießen "
                "eingeschlossen).\n\n"
                "If the match is postponed, the market stays open until it is played. If it "
                "is cancelled with no replay, the market resolves No.\n\n"
                "Official DFB data is the primary source; if it is not published within 2 "
                "hours, a consensus of credible reporting is used."),
            resolution_source="https://www.dfb.de/",
            event_title="VfL Wolfsburg vs. SC Freiburg",
            kickoff="2026-12-02 19:45:00+00"),
        expected=exp("win", "SC Freiburg", scope="ambiguous", src="official",
                     fb="consensus", window="open_until_played", cancel="no",
                     post="result")))

    # 15. Bundesliga total over 2.5, German glossed, abandonment 50-50.
    add(leg(
        id="aq1-015", venue=V,
        styles=["lang:de", "glossed", "number_words", "date:long_uk",
                "british_spelling", "layout:lines"],
        meanings=["F:total", "S1", "P1", "C2", "AB", "R1"],
        home="FC Bayern München", away="Borussia Dortmund", competition="bundesliga",
        market=m("015",
            question="FC Bayern München vs. Borussia Dortmund: O/U 2.5",
            slug="bun-bay-dor-2026-11-07-total-2pt5", group="O/U 2.5",
            smt="totals", line=2.5,
            description=(
                "Der Klassiker, Bundesliga, 7 November 2026.\n"
                "Yes (Over): three or more Tore (goals) in total during the reguläre "
                "Spielzeit, i.e. ninety minutes plus Nachspielzeit (stoppage time). Two goals "
                "or fewer: No (Under). Goals in any Verlängerung (extra time) would not "
                "count.\n"
                "Verlegt (postponed): the market is held open until the Spiel is played.\n"
                "Abgesagt (cancelled) with no Nachholspiel (make-up game): settled 50-50.\n"
                "Abgebrochen (abandoned) and not completed: also 50-50.\n"
                "Source: the DFL's official statistics, or a consensus of credible reporting "
                "if those have not appeared two hours after full time."),
            resolution_source="https://www.bundesliga.com/",
            event_title="FC Bayern München vs. Borussia Dortmund",
            kickoff="2026-11-07 17:30:00+00"),
        expected=exp("total", "over", line=2.5, scope="regulation", src="official",
                     fb="consensus", window="open_until_played", cancel="50-50",
                     post="result", aband="50-50")))

    # 16. La Liga spread, Spanish glossed.
    add(leg(
        id="aq1-016", venue=V,
        styles=["lang:es", "glossed", "number_words_and_numerals", "date:iso",
                "american_spelling"],
        meanings=["F:spread", "S1", "P1", "C2", "R1"],
        home="Atlético de Madrid", away="RCD Mallorca", competition="laliga",
        market=m("016",
            question="Spread: Atlético de Madrid (-1.5)",
            slug="lal-mad-mll-2027-01-17-spread-home-1pt5",
            group="Atlético de Madrid (-1.5)",
            smt="spreads", line=-1.5,
            description=(
                "Resolves Yes if Atlético de Madrid beats RCD Mallorca on 2027-01-17 by a "
                "margin of two (2) or more goals at the end of the tiempo reglamentario "
                "(regulation: 90 minutes plus descuento, the added time). A one-goal win, a "
                "draw or a Mallorca win resolves No.\n\n"
                "If the game is aplazado (postponed), the market stays open until it is "
                "played. If it is canceled and no make-up game is played, the market resolves "
                "50-50.\n\n"
                "Official LaLiga statistics are used; if they are not out 2 hours after "
                "the game finishes, a consensus of credible reporting is used."),
            resolution_source="https://www.laliga.com/",
            event_title="Atlético de Madrid vs. RCD Mallorca",
            kickoff="2027-01-17 15:15:00+00"),
        expected=exp("spread", "Atlético de Madrid", line=1.5, scope="regulation",
                     src="official", fb="consensus", window="open_until_played",
                     cancel="50-50", post="result")))

    # 17. Serie A both teams to score, Italian glossed.
    add(leg(
        id="aq1-017", venue=V,
        styles=["lang:it", "glossed", "numerals", "date:weekday_us",
                "american_spelling", "negation"],
        meanings=["F:btts", "S1", "P1", "C2", "R1"],
        home="Bologna FC 1909", away="SS Lazio", competition="seriea",
        market=m("017",
            question="Bologna FC 1909 vs. SS Lazio: Both Teams to Score",
            slug="sea-bol-laz-2026-12-19-btts", group="Both Teams to Score",
            smt="both_teams_to_score", line=None,
            description=(
                "Entrambe le squadre segnano (both teams score): this market resolves \"Yes\" "
                "if Bologna FC 1909 and SS Lazio each score at least one goal in their Serie "
                "A match on Saturday, December 19, 2026, counting the tempo regolamentare "
                "only (90 minutes plus recupero/stoppage time). If either team fails to "
                "score, it resolves \"No\".\n\n"
                "A partita rinviata (postponed match) leaves the market open until it is "
                "played. A partita annullata (canceled match) with no make-up game is settled "
                "50-50.\n\n"
                "Source: official Lega Serie A statistics; if not published within 2 hours, "
                "a consensus of credible reporting."),
            resolution_source="https://www.legaseriea.it/",
            event_title="Bologna FC 1909 vs. SS Lazio",
            kickoff="2026-12-19 17:00:00+00"),
        expected=exp("btts", "yes", scope="regulation", src="official",
                     fb="consensus", window="open_until_played", cancel="50-50",
                     post="result")))

    # 18. Bundesliga first-half result, German glossed.
    add(leg(
        id="aq1-018", venue=V,
        styles=["lang:de", "glossed", "numerals", "date:dd.mm.yyyy",
                "british_spelling", "condition_after"],
        meanings=["F:half", "P1", "C2", "R1"],
        home="Bayer 04 Leverkusen", away="RB Leipzig", competition="bundesliga",
        market=m("018",
            question="Will Bayer 04 Leverkusen lead at halftime on 2026-11-21?",
            slug="bun-b04-lei-2026-11-21-1h-b04",
            group="Bayer 04 Leverkusen (1st Half)",
            smt="first_half_moneyline", line=None,
            description=(
                "Bundesliga, Bayer 04 Leverkusen vs. RB Leipzig, 21.11.2026. Resolves \"Yes\" "
                "if Bayer 04 Leverkusen is ahead at the Halbzeit (half-time), i.e. after the "
                "erste Halbzeit (first half) of 45 minutes plus its stoppage time. Resolves "
                "\"No\" if the first half is level or RB Leipzig leads. Second-half goals are "
                "irrelevant.\n\n"
                "If the game is verschoben (postponed), this market stays open until it is "
                "played; if it is abgesagt (cancelled) and never replayed, it resolves 50-50.\n\n"
                "Official DFL statistics settle the market, with a consensus of credible "
                "reporting used if they have not been published within 2 hours."),
            resolution_source="https://www.bundesliga.com/",
            event_title="Bayer 04 Leverkusen vs. RB Leipzig",
            kickoff="2026-11-21 14:30:00+00"),
        expected=exp("half", "Bayer 04 Leverkusen", half="first", scope=None,
                     src="official", fb="consensus", window="open_until_played",
                     cancel="50-50", post="result")))

    # 19. Ligue 1 exact score, away side named first in the text; C3.
    add(leg(
        id="aq1-019", venue=V,
        styles=["lang:fr", "glossed", "numerals", "date:long_us",
                "american_spelling", "away_named_first"],
        meanings=["F:exact_score", "S1", "P1", "C3", "R1"],
        home="Stade Rennais FC", away="FC Nantes", competition="ligue1",
        market=m("019",
            question="Exact Score: Stade Rennais FC 1 - 2 FC Nantes?",
            slug="fl1-ren-nan-2027-01-24-score-1-2", group="Stade Rennais FC 1-2 FC Nantes",
            smt="exact_score", line=None,
            description=(
                "Score exact (exact score): \"Yes\" if FC Nantes wins 2-1 away at Stade Rennais "
                "FC in Ligue 1 on January 24, 2027, the score being read at the end of the "
                "temps réglementaire (90 minutes plus stoppage time). Any other score: "
                "\"No\".\n\n"
                "A match reporté (postponed) keeps the market open until it is played. If "
                "the match is annulé (canceled) and never replayed, the market settles as "
                "though the score had been 0-0.\n\n"
                "Official LFP statistics decide; if they are missing two hours after the "
                "match, credible reporting in consensus decides."),
            resolution_source="https://www.ligue1.com/",
            event_title="Stade Rennais FC vs. FC Nantes",
            kickoff="2027-01-24 14:00:00+00"),
        expected=exp("exact_score", "1-2", scope="regulation", src="official",
                     fb="consensus", window="open_until_played", cancel="no",
                     post="result")))

    # 20. DFB-Pokal advance, German glossed.
    add(leg(
        id="aq1-020", venue=V,
        styles=["lang:de", "glossed", "exception", "number_words",
                "date:long_uk", "british_spelling"],
        meanings=["F:advance", "S6", "P1", "C2", "R1"],
        home="VfB Stuttgart", away="Eintracht Frankfurt", competition="dfbpokal",
        market=m("020",
            question="Will VfB Stuttgart advance past Eintracht Frankfurt in the DFB-Pokal?",
            slug="dfb-stu-ein-2027-02-03-stu", group="VfB Stuttgart",
            smt="moneyline", line=None,
            description=(
                "Resolves Yes if VfB Stuttgart weiterkommt (progresses to the next round) "
                "from its DFB-Pokal tie with Eintracht Frankfurt on 3 February 2027. The tie "
                "is decided including any Verlängerung (extra time) and, if needed, the "
                "Elfmeterschießen (penalty shoot-out). Resolves No if Eintracht Frankfurt "
                "progresses.\n\n"
                "Except where the tie is cancelled outright (in which case the market "
                "resolves 50-50), a delayed tie keeps the market open until it is decided, "
                "however long the postponement lasts.\n\n"
                "The DFB's official data settle this market; should they not appear within "
                "two hours, a consensus of credible reporting is used instead."),
            resolution_source="https://www.dfb.de/",
            event_title="VfB Stuttgart vs. Eintracht Frankfurt",
            kickoff="2027-02-03 19:45:00+00"),
        expected=exp("advance", "VfB Stuttgart", scope="penalties", src="official",
                     fb="consensus", window="open_until_played", cancel="50-50",
                     post="result")))

    # 21. Serie A home win, P4 in Italian words, glossed; number words.
    add(leg(
        id="aq1-021", venue=V,
        styles=["lang:it", "glossed", "number_words", "date:iso",
                "american_spelling", "fortnight"],
        meanings=["F:win", "S1", "P4", "C1", "R1"],
        home="Torino FC", away="Genoa CFC", competition="seriea",
        market=m("021",
            question="Will Torino FC win on 2027-02-07?",
            slug="sea-tor-gen-2027-02-07-tor", group="Torino FC",
            smt="moneyline", line=None,
            description=(
                "Torino FC vs. Genoa CFC, Serie A, 2027-02-07. \"Yes\" if Torino FC wins in "
                "the tempo regolamentare (regulation time: ninety minutes plus recupero); "
                "\"No\" on a pareggio (draw) or a Genoa win.\n\n"
                "If the match is rinviata (postponed) and not rescheduled within a fortnight, "
                "the market settles at the last fair price as it stood when the rinvio "
                "(postponement) was announced.\n\n"
                "If the match is annullata (canceled) with no make-up game, \"No\".\n\n"
                "Official Lega Serie A statistics; failing publication within two hours, a "
                "consensus of credible reporting."),
            resolution_source="https://www.legaseriea.it/",
            event_title="Torino FC vs. Genoa CFC",
            kickoff="2027-02-07 14:00:00+00"),
        expected=exp("win", "Torino FC", scope="regulation", src="official",
                     fb="consensus", window=336, cancel="no", post="last_price")))

    return out
