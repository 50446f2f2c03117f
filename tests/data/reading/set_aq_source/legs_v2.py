"""venue_two legs of set (aq): rule pairs from a template system with filling
mistakes (unfilled placeholders, clauses pasted twice, stray clauses from other
market types, numbers without units, values in the wrong slot). Hand-written;
each leg states its expected record inline."""
from common import ESPN_FOX, ESPN_ONLY, UEFA, exp, leg, v2_market

V = "venue_two"


def g(series, date, home_code, away_code, suffix):
    ev = f"{series}-{date}{home_code}{away_code}"
    return dict(series=series, event_ticker=ev, ticker=f"{ev}-{suffix}")


def legs():
    out = []
    add = out.append

    # 1. Win; window placeholder left unfilled -> timing ambiguous, payout clear.
    t = g("KXLALIGAGAME", "26OCT17", "RMA", "SEV", "RMA")
    add(leg(
        id="aq2-001", venue=V,
        styles=["template:placeholder", "american_spelling", "joined_sentence"],
        meanings=["F:win", "S2", "D1", "P:ambiguous", "C4", "R3"],
        home="Real Madrid", away="Sevilla", competition="laliga",
        market=v2_market(**t, title="Real Madrid vs Sevilla Winner?", sub="Real Madrid",
            primary=("If Real Madrid beats Sevilla in the Real Madrid vs Sevilla professional Spanish La Liga match first set for Oct 17, 2026, counting 90 minutes and stoppage time only (no extra time, no penalty shoot-out), the market settles as Yes."),
            secondary=("Should the game end level after regulation, the Tie market resolves to Yes. Should the game be canceled or moved back by more than {{WINDOW_HOURS}} hours, the market settles at a fair price under the rules."),
            occurrence="2026-10-17T19:00:00Z"),
        series_sources=ESPN_FOX,
        expected=exp("win", "Real Madrid", scope="regulation", src="provider",
                     window="ambiguous", cancel="fair_price", post="fair_price")))

    # 2. Draw; [TEAM_B] left unfilled in the primary, fixture clear from title/ticker.
    t = g("KXLALIGAGAME", "26OCT18", "VIL", "RBB", "TIE")
    add(leg(
        id="aq2-002", venue=V,
        styles=["template:placeholder", "numerals", "american_spelling"],
        meanings=["F:draw", "S2", "D1", "P2", "C4", "R3"],
        home="Villarreal", away="Real Betis", competition="laliga",
        market=v2_market(**t, title="Villarreal vs Real Betis Winner?", sub="Tie",
            primary=("If the Villarreal vs [TEAM_B] professional Spanish La Liga match originally set for October 18, 2026 finishes as a Tie at the close of 90 minutes and stoppage time (extra time and penalties not included), this contract is Yes."),
            secondary=("A level score after regulation resolves the Tie market to Yes. A canceled game, or one rescheduled to start more than 48 hours after its planned kickoff, settles at a fair price in line with the rules."),
            occurrence="2026-10-18T16:15:00Z"),
        series_sources=ESPN_FOX,
        expected=exp("draw", "draw", scope="regulation", src="provider", window=48,
                     cancel="fair_price", post="fair_price")))

    # 3. Win; postponement clause pasted twice with different numbers -> timing ambiguous.
    t = g("KXSERIEAGAME", "26OCT25", "JUV", "NAP", "NAP")
    add(leg(
        id="aq2-003", venue=V,
        styles=["template:duplicate_conflict", "numerals", "layout:lines"],
        meanings=["F:win", "S2", "D1", "P:ambiguous", "C4", "R3"],
        home="Juventus", away="Napoli", competition="seriea",
        market=v2_market(**t, title="Juventus vs Napoli Winner?", sub="Napoli",
            primary=("If Napoli wins the Juventus vs Napoli professional Italian Serie A game originally scheduled for Oct 25, 2026, once 90 minutes and added time are played (extra time and penalties are not included), the contract pays Yes."),
            secondary=("If the game is tied after regulation, the Tie market pays Yes.\nIn case the game is canceled or moved to a start over 48 hours past the original kickoff, the market is settled at a fair price.\nIn case the game is canceled or moved to a start over 72 hours past the original kickoff, the market is settled at a fair price."),
            occurrence="2026-10-25T19:45:00Z"),
        series_sources=ESPN_FOX,
        expected=exp("win", "Napoli", scope="regulation", src="provider",
                     window="ambiguous", cancel="fair_price", post="fair_price")))

    # 4. Win; the same clause pasted twice with the same numbers -> readable.
    t = g("KXBUNDESLIGAGAME", "26NOV07", "BMU", "BVB", "BMU")
    add(leg(
        id="aq2-004", venue=V,
        styles=["template:duplicate_same", "number_words_and_numerals",
                "british_spelling"],
        meanings=["F:win", "S2", "P2", "C4", "R3"],
        home="Bayern Munich", away="Dortmund", competition="bundesliga",
        market=v2_market(**t, title="Bayern Munich vs Dortmund Winner?", sub="Bayern Munich",
            primary=("Resolves to Yes if Bayern Munich defeats Dortmund in their professional German Bundesliga game originally scheduled for 7 Nov 2026, with only regulation time counted (90 minutes plus stoppage; extra time and penalties excluded)."),
            secondary=("Where the game is cancelled or pushed back by more than forty-eight (48) hours, the market is settled at a fair price. Where the game is cancelled or pushed back by more than forty-eight (48) hours, the market is settled at a fair price."),
            occurrence="2026-11-07T17:30:00Z"),
        series_sources=ESPN_FOX,
        expected=exp("win", "Bayern Munich", scope="regulation", src="provider",
                     window=48, cancel="fair_price", post="fair_price")))

    # 5. Win; a stray totals clause left in a moneyline leg (harmless).
    t = g("KXLIGUE1GAME", "26NOV29", "PSG", "OM", "PSG")
    add(leg(
        id="aq2-005", venue=V,
        styles=["template:stray_clause", "numerals", "american_spelling"],
        meanings=["F:win", "S2", "D1", "P2", "C4", "R3"],
        home="PSG", away="Marseille", competition="ligue1",
        market=v2_market(**t, title="PSG vs Marseille Winner?", sub="PSG",
            primary=("If PSG wins the PSG vs Marseille professional French Ligue 1 game originally scheduled for Nov 29, 2026 on the score after 90 minutes and stoppage (not counting extra time or penalties), Yes is the settlement."),
            secondary=("If the score is level after regulation, the Tie market resolves to Yes. Own goals are counted toward the combined goal total. Should the game be canceled or pushed beyond 48 hours past its original start, settlement is at a fair price."),
            occurrence="2026-11-29T19:45:00Z"),
        series_sources=ESPN_FOX,
        expected=exp("win", "PSG", scope="regulation", src="provider", window=48,
                     cancel="fair_price", post="fair_price")))

    # 6. Win in a UCL knockout second leg; stray ADVANCE clause contradicts the
    # primary's scope -> scope ambiguous.
    t = g("KXUCLGAME", "27MAR17", "ATM", "INT", "ATM")
    add(leg(
        id="aq2-006", venue=V,
        styles=["template:stray_clause", "template:conflict", "numerals"],
        meanings=["F:win", "S:ambiguous", "D1", "P2", "C4", "R3"],
        home="Atletico Madrid", away="Inter", competition="ucl",
        market=v2_market(**t, title="Atletico Madrid vs Inter Winner?", sub="Atletico Madrid",
            primary=("If Atletico Madrid wins the Atletico Madrid vs Inter UEFA Champions League round of 16 second-leg game originally scheduled for Mar 17, 2027 at the end of 90 minutes plus added time, the market settles Yes."),
            secondary=("For this market the entire two-legged tie counts, extra time and any penalty shoot-out included. If the game is tied, the Tie market resolves to Yes. In case the game is canceled or rescheduled more than 48 hours later, the market settles at fair value."),
            occurrence="2027-03-17T20:00:00Z"),
        series_sources=UEFA,
        expected=exp("win", "Atletico Madrid", scope="ambiguous", src="official",
                     window=48, cancel="fair_price", post="fair_price")))

    # 7. Win; number with its unit missing -> window ambiguous, payout clear.
    t = g("KXSERIEAGAME", "26NOV15", "MIL", "INT", "INT")
    add(leg(
        id="aq2-007", venue=V,
        styles=["template:missing_unit", "american_spelling"],
        meanings=["F:win", "S2", "D1", "P:ambiguous", "C4", "R3"],
        home="AC Milan", away="Inter", competition="seriea",
        market=v2_market(**t, title="AC Milan vs Inter Winner?", sub="Inter",
            primary=("If Inter wins the AC Milan vs Inter professional Italian Serie A game originally scheduled for Nov 15, 2026 when 90 minutes and stoppage time are up (extra time and penalties do not count), this market pays out Yes."),
            secondary=("A tie after regulation resolves the Tie market to Yes. If the game is canceled, or postponed more than 48, the contract is valued at a fair price."),
            occurrence="2026-11-15T19:45:00Z"),
        series_sources=ESPN_FOX,
        expected=exp("win", "Inter", scope="regulation", src="provider",
                     window="ambiguous", cancel="fair_price", post="fair_price")))

    # 8. Win; unit missing once, but stated elsewhere in the same rules -> readable.
    t = g("KXLIGUE1GAME", "26DEC13", "OL", "LIL", "LIL")
    add(leg(
        id="aq2-008", venue=V,
        styles=["template:missing_unit", "P3_wording", "numerals"],
        meanings=["F:win", "S2", "P3", "C4", "R3"],
        home="Lyon", away="Lille", competition="ligue1",
        market=v2_market(**t, title="Lyon vs Lille Winner?", sub="Lille",
            primary=("If Lille wins the Lyon vs Lille professional French Ligue 1 game originally scheduled for Dec 13, 2026 at the close of 90 minutes and stoppage time (no extra time, no penalties), the result for this market is Yes."),
            secondary=("If the game is postponed and still kicks off within 48 of its original start time, the market stays open and settles on that game. If it does not kick off inside this 48-hour window, or the game is canceled, the market is settled at a fair price."),
            occurrence="2026-12-13T20:00:00Z"),
        series_sources=ESPN_ONLY,
        expected=exp("win", "Lille", scope="regulation", src="provider", window=48,
                     cancel="fair_price", post="fair_price")))

    # 9. Win; league name and date swapped into each other's slots -> readable.
    t = g("KXBUNDESLIGAGAME", "26NOV21", "LEV", "RBL", "RBL")
    add(leg(
        id="aq2-009", venue=V,
        styles=["template:wrong_field", "date:wrong_slot", "british_spelling"],
        meanings=["F:win", "S2", "D1", "P2", "C4", "R3"],
        home="Leverkusen", away="RB Leipzig", competition="bundesliga",
        market=v2_market(**t, title="Leverkusen vs RB Leipzig Winner?", sub="RB Leipzig",
            primary=("If RB Leipzig wins the Leverkusen vs RB Leipzig professional 21/11/2026 soccer game originally scheduled for German Bundesliga once 90 minutes and added time are played (excluding extra time and penalties), the contract pays Yes."),
            secondary=("If the game is level after regulation, the Tie market resolves to Yes. Where the game is cancelled or pushed back beyond 48 hours from the original time, a fair price settles the market."),
            occurrence="2026-11-21T14:30:00Z"),
        series_sources=ESPN_FOX,
        expected=exp("win", "RB Leipzig", scope="regulation", src="provider", window=48,
                     cancel="fair_price", post="fair_price")))

    # 10. Win; scope placeholder in the primary, scope stated in the secondary.
    t = g("KXLALIGAGAME", "26DEC20", "ATM", "VCF", "ATM")
    add(leg(
        id="aq2-010", venue=V,
        styles=["template:placeholder", "S4_primary", "numerals"],
        meanings=["F:win", "S4", "D1", "P2", "C4", "R3"],
        home="Atletico Madrid", away="Valencia", competition="laliga",
        market=v2_market(**t, title="Atletico Madrid vs Valencia Winner?",
            sub="Atletico Madrid",
            primary=("If Atletico Madrid wins the Atletico Madrid vs Valencia professional Spanish La Liga game originally scheduled for Dec 20, 2026 after {{SCOPE}}, Yes is the settlement."),
            secondary=("Only regulation counts for this market: 90 minutes plus stoppage time, with no extra time and no penalties. If the game is tied, the Tie market resolves to Yes. A game canceled or rescheduled for a start more than 48 hours after the original start is settled at a fair price."),
            occurrence="2026-12-20T20:00:00Z"),
        series_sources=ESPN_FOX,
        expected=exp("win", "Atletico Madrid", scope="regulation", src="provider",
                     window=48, cancel="fair_price", post="fair_price")))

    # 11. Win; scope placeholder in the primary, no scope in the secondary -> ambiguous.
    t = g("KXSERIEAGAME", "26DEC06", "FIO", "ATA", "FIO")
    add(leg(
        id="aq2-011", venue=V,
        styles=["template:placeholder", "S4_primary", "american_spelling"],
        meanings=["F:win", "S:ambiguous", "D1", "P2", "C4", "R3"],
        home="Fiorentina", away="Atalanta", competition="seriea",
        market=v2_market(**t, title="Fiorentina vs Atalanta Winner?", sub="Fiorentina",
            primary=("If Fiorentina wins the Fiorentina vs Atalanta professional Italian Serie A game originally scheduled for Dec 6, 2026 after [SCOPE], the market settles Yes."),
            secondary=("Should the game finish level, Tie is the market that pays Yes. If the match is canceled or delayed beyond 48 hours, settlement is at a fair price."),
            occurrence="2026-12-06T17:00:00Z"),
        series_sources=ESPN_FOX,
        expected=exp("win", "Fiorentina", scope="ambiguous", src="provider", window=48,
                     cancel="fair_price", post="fair_price")))

    # 12. Win; cancellation payout placeholder unfilled -> cancellation ambiguous.
    t = g("KXLIGUE1GAME", "27JAN10", "ASM", "NIC", "ASM")
    add(leg(
        id="aq2-012", venue=V,
        styles=["template:placeholder", "numerals", "layout:bullets"],
        meanings=["F:win", "S2", "D1", "P2", "C:ambiguous", "R3"],
        home="Monaco", away="Nice", competition="ligue1",
        market=v2_market(**t, title="Monaco vs Nice Winner?", sub="Monaco",
            primary=("If Monaco wins the Monaco vs Nice professional French Ligue 1 game originally scheduled for Jan 10, 2027 on the score after 90 minutes and stoppage (extra time and penalties excluded), this market pays out Yes."),
            secondary=("- Tie after regulation: the Tie market resolves to Yes.\n- Kickoff moved back by over 48 hours from the original slot: the market settles at fair value.\n- Canceled: the market resolves to {{CANCEL_OUTCOME}}."),
            occurrence="2027-01-10T16:00:00Z"),
        series_sources=ESPN_FOX,
        expected=exp("win", "Monaco", scope="regulation", src="provider", window=48,
                     cancel="ambiguous", post="fair_price")))

    # 13. Win; source placeholder unfilled -> source ambiguous.
    t = g("KXBUNDESLIGAGAME", "26DEC02", "WOB", "SCF", "WOB")
    add(leg(
        id="aq2-013", venue=V,
        styles=["template:placeholder", "numerals"],
        meanings=["F:win", "S2", "D1", "P2", "C4", "R:ambiguous"],
        home="Wolfsburg", away="Freiburg", competition="bundesliga",
        market=v2_market(**t, title="Wolfsburg vs Freiburg Winner?", sub="Wolfsburg",
            primary=("If Wolfsburg wins the Wolfsburg vs Freiburg professional German Bundesliga game originally scheduled for Dec 2, 2026 at the end of 90 minutes plus added time (extra time and penalties excluded), the result for this market is Yes. The result is taken from [SOURCE_NAME]."),
            secondary=("A level scoreline at the end of regulation makes the Tie market Yes. Should the game be canceled or delayed past 48 hours from its original start, the contract is valued at a fair price."),
            occurrence="2026-12-02T19:30:00Z"),
        series_sources=ESPN_FOX,
        expected=exp("win", "Wolfsburg", scope="regulation", src="ambiguous",
                     fb="ambiguous", window=48, cancel="fair_price", post="fair_price")))

    # 14. Total over 2.5; a stray Tie clause from the GAME template (harmless).
    t = g("KXLALIGATOTAL", "27JAN17", "ATM", "MLL", "3")
    add(leg(
        id="aq2-014", venue=V,
        styles=["template:stray_clause", "number_words_and_numerals",
                "american_spelling"],
        meanings=["F:total", "S2", "P2", "C4", "R3"],
        home="Atletico Madrid", away="Mallorca", competition="laliga",
        market=v2_market(**t, title="Atletico Madrid vs Mallorca: Total Goals",
            sub="Over 2.5 goals scored",
            primary=("If three (3) or more goals are scored in total in the Atletico Madrid vs Mallorca professional Spanish La Liga game originally scheduled for Jan 17, 2027, counting 90 minutes plus stoppage time only (extra time and penalties excluded), the contract pays Yes."),
            secondary=("Should the game finish level, Tie is the market that pays Yes. In case the game is canceled or moved to a start over 48 hours past its original kickoff, the market is settled at a fair price."),
            occurrence="2027-01-17T15:15:00Z"),
        series_sources=ESPN_FOX,
        expected=exp("total", "over", line=2.5, scope="regulation", src="provider",
                     window=48, cancel="fair_price", post="fair_price")))

    # 15. Spread; unit missing on the margin (goals obvious from the market).
    t = g("KXSERIEASPREAD", "26DEC19", "BOL", "LAZ", "BOL2")
    add(leg(
        id="aq2-015", venue=V,
        styles=["template:missing_unit", "numerals", "american_spelling"],
        meanings=["F:spread", "S2", "P2", "C4", "R3"],
        home="Bologna", away="Lazio", competition="seriea",
        market=v2_market(**t, title="Bologna vs Lazio: Spread",
            sub="Bologna wins by over 1.5 goals",
            primary=("If Bologna wins the Bologna vs Lazio professional Italian Serie A game originally scheduled for Dec 19, 2026 by more than 1.5 when 90 minutes and stoppage time are up (extra time and penalties excluded), Yes is the settlement."),
            secondary=("If the match is canceled or pushed back beyond 48 hours from its original kickoff, a fair price settles the market."),
            occurrence="2026-12-19T17:00:00Z"),
        series_sources=ESPN_FOX,
        expected=exp("spread", "Bologna", line=1.5, scope="regulation", src="provider",
                     window=48, cancel="fair_price", post="fair_price")))

    # 16. Both teams to score; cancellation clause pasted twice with different
    # payouts -> cancellation ambiguous, postponement readable.
    t = g("KXBUNDESLIGABTTS", "27FEB03", "VFB", "SGE", "BTTS")
    add(leg(
        id="aq2-016", venue=V,
        styles=["template:duplicate_conflict", "numerals", "layout:numbered"],
        meanings=["F:btts", "S2", "P2", "C:ambiguous", "R3"],
        home="Stuttgart", away="Eintracht Frankfurt", competition="bundesliga",
        market=v2_market(**t, title="Stuttgart vs Eintracht Frankfurt: Both Teams to Score",
            sub="Both teams score",
            primary=("If both Stuttgart and Eintracht Frankfurt score at least one goal in the Stuttgart vs Eintracht Frankfurt professional German Bundesliga game originally scheduled for Feb 3, 2027, counting 90 minutes plus stoppage time (extra time and any shoot-out left out), the market settles Yes."),
            secondary=("1. If the game is rescheduled for a start more than 48 hours after its original kickoff, settlement is at a fair price.\n2. If the game is canceled, the market settles at fair value.\n3. If the game is canceled, the market resolves to No."),
            occurrence="2027-02-03T19:30:00Z"),
        series_sources=ESPN_FOX,
        expected=exp("btts", "yes", scope="regulation", src="provider", window=48,
                     cancel="ambiguous", post="fair_price")))

    # 17. Advance; [TEAM_B] unfilled, fixture clear from title/ticker.
    t = g("KXTACAPORTUGALADVANCE", "27FEB10", "BEN", "POR", "BEN")
    add(leg(
        id="aq2-017", venue=V,
        styles=["template:placeholder", "british_spelling", "number_words"],
        meanings=["F:advance", "S6", "P2", "C4", "R3"],
        home="Benfica", away="Porto", competition="tacaportugal",
        market=v2_market(**t, title="Benfica vs Porto: Which team advances?", sub="Benfica",
            primary=("If Benfica advances past [TEAM_B] in the Benfica vs Porto Taça de Portugal tie originally scheduled for Feb 10, 2027, with extra time and a penalty shoot-out counted if needed, this market pays out Yes."),
            secondary=("Where the tie is cancelled or put back by over forty-eight hours from its original kickoff, the contract is valued at a fair price."),
            occurrence="2027-02-10T20:45:00Z"),
        series_sources=ESPN_FOX,
        expected=exp("advance", "Benfica", scope="penalties", src="provider", window=48,
                     cancel="fair_price", post="fair_price")))

    # 18. First-half result; kickoff time pasted into the date slot, date into
    # the league slot (readable from ticker/title).
    t = g("KXSERIEA1H", "26OCT31", "NAP", "ROM", "NAP")
    add(leg(
        id="aq2-018", venue=V,
        styles=["template:wrong_field", "date:wrong_slot", "numerals"],
        meanings=["F:half", "P2", "C4", "R3"],
        home="Napoli", away="Roma", competition="seriea",
        market=v2_market(**t, title="Napoli vs Roma: First Half Winner?", sub="Napoli",
            primary=("If Napoli leads at the end of the first half (45 minutes plus stoppage time) of the Napoli vs Roma professional 2026-10-31 soccer game originally scheduled for 19:45 UTC, the result for this market is Yes."),
            secondary=("If the first half ends level, the Tie market resolves to Yes. Should the game be canceled or delayed past 48 hours from the original kickoff, the market is settled at a fair price."),
            occurrence="2026-10-31T19:45:00Z"),
        series_sources=ESPN_FOX,
        expected=exp("half", "Napoli", half="first", scope=None, src="provider",
                     window=48, cancel="fair_price", post="fair_price")))

    # 19. Exact score; abandonment placeholder unfilled -> abandonment ambiguous.
    t = g("KXLALIGASCORE", "26DEC12", "ATH", "RMA", "13")
    add(leg(
        id="aq2-019", venue=V,
        styles=["template:placeholder", "away_named_first", "numerals"],
        meanings=["F:exact_score", "S2", "P2", "C4", "AB:ambiguous", "R3"],
        home="Athletic Club", away="Real Madrid", competition="laliga",
        market=v2_market(**t, title="Athletic Club vs Real Madrid: Exact Score",
            sub="Real Madrid wins 3-1",
            primary=("If Real Madrid wins 3-1 away at Athletic Club in the Athletic Club vs Real Madrid professional Spanish La Liga game originally scheduled for Dec 12, 2026, with the score taken at the close of 90 minutes and stoppage time (extra time and any shoot-out left out), the contract pays Yes."),
            secondary=("In case the game is canceled or moved to a start over 48 hours past its original kickoff, a fair price settles the market. If the game is abandoned before full time, {{ABANDON_RULE}}."),
            occurrence="2026-12-12T20:00:00Z"),
        series_sources=ESPN_FOX,
        expected=exp("exact_score", "1-3", scope="regulation", src="provider",
                     window=48, cancel="fair_price", post="fair_price",
                     aband="ambiguous")))

    # 20. Draw; league placeholder unfilled (harmless), Tie clause pasted twice
    # identically, abandonment treated as cancellation.
    t = g("KXSERIEAGAME", "27FEB07", "TOR", "GEN", "TIE")
    add(leg(
        id="aq2-020", venue=V,
        styles=["template:placeholder", "template:duplicate_same", "numerals",
                "american_spelling"],
        meanings=["F:draw", "S2", "D1", "P2", "C4", "AB", "R3"],
        home="Torino", away="Genoa", competition="seriea",
        market=v2_market(**t, title="Torino vs Genoa Winner?", sub="Tie",
            primary=("If the Torino vs Genoa professional {{LEAGUE_NAME}} soccer game originally scheduled for Feb 7, 2027 ends as a Tie once 90 minutes and added time are played (extra time and penalties excluded), Yes is the settlement."),
            secondary=("A regulation draw pays the Tie market. A regulation draw pays the Tie market. If the match is canceled or pushed back beyond 48 hours from its original kickoff, settlement is at a fair price. A game abandoned and not completed is handled as a canceled game."),
            occurrence="2027-02-07T14:00:00Z"),
        series_sources=ESPN_FOX,
        expected=exp("draw", "draw", scope="regulation", src="provider", window=48,
                     cancel="fair_price", post="fair_price", aband="fair_price")))

    # 21. Win; date placeholder unfilled (date from ticker); P3 in words; text
    # names the league site as source (text decides over the series list).
    t = g("KXEPLGAME", "26DEC26", "CFC", "AVL", "AVL")
    add(leg(
        id="aq2-021", venue=V,
        styles=["template:placeholder", "number_words", "british_spelling",
                "text_source_over_series"],
        meanings=["F:win", "S2", "D1", "P3", "C4"],
        home="Chelsea", away="Aston Villa", competition="epl",
        market=v2_market(**t, title="Chelsea vs Aston Villa Winner?", sub="Aston Villa",
            primary=("If Aston Villa wins the Chelsea vs Aston Villa professional English Premier League game originally scheduled for {{GAME_DATE}} on the score after 90 minutes and stoppage (extra time and penalties excluded), the market settles Yes."),
            secondary=("A level scoreline at the end of regulation makes the Tie market Yes. A postponed game that starts within two days of its original kickoff keeps the market open; if it does not, or if the game is cancelled, the market settles at fair value. The result is taken from the official Premier League website."),
            occurrence="2026-12-26T15:00:00Z"),
        series_sources=ESPN_FOX,
        expected=exp("win", "Aston Villa", scope="regulation", src="official",
                     window=48, cancel="fair_price", post="fair_price")))

    return out
