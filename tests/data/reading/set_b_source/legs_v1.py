"""Venue one (Gamma-shaped) legs of held-out set (b). Every sentence written fresh."""
from common import E, v1

ARS = ("Arsenal FC", "ars"); CHE = ("Chelsea FC", "che"); LIV = ("Liverpool FC", "liv")
MCI = ("Manchester City FC", "mci"); MUN = ("Manchester United FC", "mun")
TOT = ("Tottenham Hotspur FC", "tot"); NEW = ("Newcastle United FC", "new")
AVL = ("Aston Villa FC", "avl"); EVE = ("Everton FC", "eve"); BHA = ("Brighton & Hove Albion FC", "bha")
BRE = ("Brentford FC", "bre"); FUL = ("Fulham FC", "ful"); CRY = ("Crystal Palace FC", "cry")
NFO = ("Nottingham Forest FC", "nfo"); BOU = ("AFC Bournemouth", "bou")
RMA = ("Real Madrid CF", "rma"); BAR = ("FC Barcelona", "bar"); ATM = ("Club Atlético de Madrid", "atm")
ATH = ("Athletic Club", "ath"); RSO = ("Real Sociedad de Fútbol", "rso"); VIL = ("Villarreal CF", "vil")
BET = ("Real Betis Balompié", "bet"); SEV = ("Sevilla FC", "sev"); VAL = ("Valencia CF", "val")
CEL = ("RC Celta de Vigo", "cel"); GIR = ("Girona FC", "gir"); OSA = ("CA Osasuna", "osa")
INT = ("FC Internazionale Milano", "int"); MIL = ("AC Milan", "mil"); JUV = ("Juventus FC", "juv")
NAP = ("SSC Napoli", "nap"); ROM = ("AS Roma", "rom"); LAZ = ("SS Lazio", "laz")
ATA = ("Atalanta BC", "ata"); FIO = ("ACF Fiorentina", "fio"); BOL = ("Bologna FC 1909", "bol")
COM = ("Como 1907", "com"); TOR = ("Torino FC", "tor")
BAY = ("FC Bayern München", "bay"); BVB = ("Borussia Dortmund", "bvb"); B04 = ("Bayer 04 Leverkusen", "b04")
RBL = ("RB Leipzig", "rbl"); VFB = ("VfB Stuttgart", "vfb"); SGE = ("Eintracht Frankfurt", "sge")
SCF = ("SC Freiburg", "scf"); WOB = ("VfL Wolfsburg", "wob"); M05 = ("1. FSV Mainz 05", "m05")
PSG = ("Paris Saint-Germain FC", "psg"); OM = ("Olympique de Marseille", "mar"); OL = ("Olympique Lyonnais", "lyo")
ASM = ("AS Monaco FC", "mon"); LIL = ("LOSC Lille", "lil"); RCL = ("RC Lens", "len")
NIC = ("OGC Nice", "nic"); REN = ("Stade Rennais FC", "ren")
MIA = ("Inter Miami CF", "mia"); LAG = ("LA Galaxy", "lag"); CLB = ("Columbus Crew", "clb")
CIN = ("FC Cincinnati", "cin"); LAFC = ("Los Angeles FC", "lafc"); SEA = ("Seattle Sounders FC", "sea")
POR = ("FC Porto", "por")

LEGS = [
v1("b1-001", "4521307", "epl", ARS, CHE, "2026-11-28", "win", """
    This market resolves to "Yes" should Arsenal FC beat Chelsea FC in their Premier League fixture scheduled for 28 November 2026. A defeat or a draw for Arsenal resolves it to "No".

    Only the ninety minutes of normal play, together with any time added on by the referee, are taken into account.

    Should the fixture be postponed, the market remains open until the match has been played. If it is cancelled outright and never replayed, the market resolves to "No".

    The outcome will be taken from the Premier League's official statistics. Should these not be available within two hours of the final whistle, a consensus of credible reporting will be used instead.
    """, E("win", "Arsenal FC", None, None, "regulation", "official", "consensus", "open_until_played", "no", "result", None),
    ["british", "passive", "number_words", "condition_first", "syn:beat", "split_sentence"],
    ["S1", "P1", "C1", "R1", "F:win"], side=ARS),

v1("b1-002", "4521308", "epl", ARS, CHE, "2026-11-28", "draw", """
    Yes = the sides are level after regular time (90' + stoppage). Anything else = No.
    Postponed -> stays open until played. Called off, no replay -> Yes.
    Source: official league stats; credible media consensus if nothing is out 2h after the match.
    """, E("draw", "draw", None, None, "regulation", "official", "consensus", "open_until_played", "yes", "result", None),
    ["terse", "arrows", "numerals", "syn:level", "syn:called_off"],
    ["S1", "P1", "C1", "R1", "F:draw"]),

v1("b1-003", "4533012", "lal", RMA, VIL, "2027-01-17", "win", """
    The market shall resolve to "Yes" in the event that Villarreal CF defeats Real Madrid CF in the LaLiga match scheduled for January 17, 2027, and shall otherwise resolve to "No". For the purposes hereof, the result shall be determined solely by reference to the score at the conclusion of regulation time, being 90 minutes plus any stoppage time; extra time and penalty shoot-outs, if any, shall be disregarded.

    In the event the match is postponed, the market shall remain open pending completion of the match. In the event the match is canceled and no make-up date is set, the market shall resolve to "No".

    Resolution shall be based on official data published by LaLiga; absent such publication within 2 hours following the end of the match, a consensus of credible reporting shall govern.
    """, E("win", "Villarreal CF", None, None, "regulation", "official", "consensus", "open_until_played", "no", "result", None),
    ["legalistic", "shall", "american", "syn:defeats", "numerals", "semicolon_join"],
    ["S1", "P1", "C1", "R1", "F:win"], side=VIL),

v1("b1-004", "4533014", "lal", RMA, VIL, "2027-01-17", "draw", """
    - Yes: Real Madrid CF and Villarreal CF are all square when the referee ends normal time (stoppage time included).
    - No: either side is in front at that point.
    - Extra time / penalties: not counted.
    - Delayed fixture: trading continues until it is played, however long that takes.
    - Fixture scrapped for good: Yes.
    - Result source: LaLiga's official match centre; failing that within 120 minutes, widespread credible reporting.
    """, E("draw", "draw", None, None, "regulation", "official", "consensus", "open_until_played", "yes", "result", None),
    ["bullets", "syn:all_square", "syn:delayed", "syn:scrapped", "numerals", "minutes_not_hours"],
    ["S1", "P1", "C1", "R1", "F:draw"]),

v1("b1-005", "4540200", "sea", INT, NAP, "2026-10-25", "total_over", """
    If the two sides score three or more goals between them in regulation (ninety minutes plus stoppage time), this market resolves to Yes. Two goals or fewer means No. Goals in extra time or in a shoot-out are ignored.

    A postponed match keeps the market open until it is played; if the match is cancelled altogether with no rescheduled date, the market resolves 50-50.

    The primary resolution source is official Serie A match data, with a consensus of credible reporting used if those figures are not published within 2 hours of full time.
    """, E("total", "over", 2.5, None, "regulation", "official", "consensus", "open_until_played", "50-50", "result", None),
    ["plain", "number_words", "semicolon_join", "british", "present"],
    ["S1", "P1", "C2", "R1", "F:total"], line=2.5),

v1("b1-006", "4540377", "sea", JUV, ROM, "2026-12-13", "total_under", """
    Canceled outright with no make-up game? Then this market settles at 50-50. Postponed instead? It stays open until the game is actually played.

    Otherwise, the market resolves Yes if Juventus and Roma combine for two goals or fewer in regulation (90 minutes plus stoppage), and No if they combine for three or more.

    Scores come from Serie A's official records, or from a consensus of credible reporting if the league hasn't published them within two hours.
    """, E("total", "under", 2.5, None, "regulation", "official", "consensus", "open_until_played", "50-50", "result", None),
    ["questions", "order:cancel_first", "american", "syn:canceled", "short_names", "number_words"],
    ["C2", "P1", "S1", "R1", "F:total"], line=2.5),

v1("b1-007", "4551010", "bun", BAY, WOB, "2026-09-19", "spread", """
    For a Yes resolution, FC Bayern München must win against VfL Wolfsburg by at least two goals. A one-goal Bayern win, a draw or a Wolfsburg win all resolve No.

    Only regular time counts, that is the first 90 minutes plus whatever stoppage the referee adds.

    If the fixture is pushed back, the market will stay open until it has been completed. If it is scrapped with no replacement date, the market resolves 50-50.

    Official Bundesliga statistics will be used; if they are not released within two hours of the match ending, a consensus of credible reporting will be relied on.
    """, E("spread", "FC Bayern München", 1.5, None, "regulation", "official", "consensus", "open_until_played", "50-50", "result", None),
    ["plain", "future", "syn:pushed_back", "syn:scrapped", "margin_words"],
    ["S1", "P1", "C2", "R1", "F:spread"], side=BAY, line=1.5),

v1("b1-008", "4560044", "epl", LIV, TOT, "2027-02-20", "btts", """
    Resolves Yes if Liverpool and Spurs each find the net at least once during regular time (90 minutes plus stoppage); resolves No if either team fails to score. Own goals count for the team they are credited to.

    Should the game be rescheduled, the market stays open until it is played. Should it be called off for good, the market resolves 50-50. An abandonment before the full 90 minutes have been completed is treated the same as a cancellation.

    The source is the Premier League's official website; if no result is posted there within two hours, credible media consensus decides.
    """, E("btts", "yes", None, None, "regulation", "official", "consensus", "open_until_played", "50-50", "result", "50-50"),
    ["short_names", "syn:rescheduled", "syn:called_off", "should_inversion", "semicolon_join"],
    ["S1", "P1", "C2", "AB", "R1", "F:btts"]),

v1("b1-009", "4533330", "lal", BAR, SEV, "2027-03-07", "exact", """
    This market resolves Yes if the score at the end of regulation time (90 minutes plus added time) is exactly FC Barcelona 2, Sevilla FC 1. Any other scoreline resolves No.

    If the match is postponed, the market remains open until it is played. If the match is cancelled with no make-up, the market is resolved as though the game had finished 0-0.

    The official LaLiga website is the resolution source; if it has not been updated within 2 hours of the final whistle, a consensus of credible reporting is used.
    """, E("exact_score", "2-1", None, None, "regulation", "official", "consensus", "open_until_played", "fixed_outcome", "result", None),
    ["plain", "numerals", "present", "passive"],
    ["S1", "P1", "C3", "R1", "F:exact_score"], score=(2, 1)),

v1("b1-010", "4521901", "epl", MCI, NEW, "2026-10-03", "half1", """
    Yes if Manchester City are in front when the half-time whistle goes (first 45 minutes plus stoppage), No otherwise; a level score at the break also resolves No.

    If the match is postponed the market stays open until it is played. A cancelled match with no replay resolves No.

    Resolution source: the Premier League's official site, or a consensus of credible reporting if the half-time score has not been published within 2 hours of the match ending.
    """, E("half", "Manchester City FC", None, "first", None, "official", "consensus", "open_until_played", "no", "result", None),
    ["terse", "british", "syn:in_front", "semicolon_join"],
    ["H:first", "P1", "C1", "R1", "F:half"], side=MCI),

v1("b1-011", "4540612", "sea", ATA, LAZ, "2027-04-11", "half2", """
    Only goals scored after the interval count for this market, second-half stoppage time included. It resolves Yes if Atalanta and Lazio score the same number of goals in the second half (a goalless second half counts), and No otherwise.

    Delayed games remain open until they are completed. A game that is cancelled, or abandoned and never finished, resolves 50-50.

    Source: official Serie A data.
    """, E("half", "draw", None, "second", None, "official", None, "open_until_played", "50-50", "result", "50-50"),
    ["plain", "syn:delayed", "short_names", "present"],
    ["H:second", "P1", "C2", "AB", "R:official", "F:half"]),

v1("b1-012", "4580001", "ucl", RMA, MCI, "2027-03-16", "advance", """
    This market concerns which club goes through to the quarter-finals from the Round of 16 tie between Real Madrid CF and Manchester City FC. It resolves Yes if Real Madrid progress by any means, whether on aggregate, after extra time or through a penalty shoot-out, and No if Manchester City progress.

    If the second leg is postponed, the market remains open until the tie is decided. If the tie is cancelled and UEFA does not name a qualifier, the market resolves 50-50.

    Resolution will follow UEFA's official communications.
    """, E("advance", "Real Madrid CF", None, None, "penalties", "official", None, "open_until_played", "50-50", "result", None),
    ["plain", "british", "syn:progress", "future"],
    ["S6", "P1", "C2", "R:official", "F:advance"], side=RMA),

v1("b1-013", "4590123", "fl1", OM, OL, "2026-11-08", "win", """
    Olympique de Marseille must win this Ligue 1 fixture against Olympique Lyonnais in normal time (90' + stoppage) for the market to resolve Yes; a draw or a Lyon win resolves No.

    If the match is delayed and has not been rescheduled to take place within 14 days of its original date, the market resolves at the last fair market price, fixed at the moment the postponement is announced. If the match is cancelled, the market resolves No.

    Results per the LFP's official data.
    """, E("win", "Olympique de Marseille", None, None, "regulation", "official", None, 336, "no", "last_price", None),
    ["british", "numerals", "window_days", "syn:delayed", "syn:rescheduled"],
    ["S1", "P4", "C1", "R:official", "F:win"], side=OM),

v1("b1-014", "4590130", "fl1", PSG, ASM, "2027-01-30", "draw", """
    If Paris Saint-Germain FC and AS Monaco FC are tied at the end of regulation (90 minutes plus stoppage time), this resolves Yes; otherwise it resolves No.

    A postponed game that isn't rescheduled within two weeks settles at the last fair market price as of the time the postponement was announced. A game that is canceled resolves Yes.

    Official Ligue 1 data is the source, with a consensus of credible reporting as a backup if it's not out within two hours.
    """, E("draw", "draw", None, None, "regulation", "official", "consensus", 336, "yes", "last_price", None),
    ["american", "syn:tied", "number_words", "window_weeks", "contractions"],
    ["S1", "P4", "C1", "R1", "F:draw"]),

v1("b1-015", "4551444", "bun", BVB, RBL, "2026-12-05", "win", """
    Borussia Dortmund get the better of RB Leipzig inside regulation time (ninety minutes plus stoppage): Yes. Any other result: No.

    Should kick-off be moved to a time more than 48 hours after the one originally scheduled, the market will be resolved 50-50; a delay of 48 hours or less leaves it open. Should the match be called off and not replayed, it resolves No.

    Official Bundesliga data applies. If it is not available within 2 hours, a consensus of credible reporting is used.
    """, E("win", "Borussia Dortmund", None, None, "regulation", "official", "consensus", 48, "no", "50-50", None),
    ["syn:gets_the_better_of", "colon_consequence", "syn:moved", "syn:called_off", "numerals", "british"],
    ["S1", "P:48h_5050", "C1", "R1", "F:win"], side=BVB),

v1("b1-016", "4522020", "epl", AVL, EVE, "2026-12-26", "win", """
    Villa win in 90 mins (+ stoppage) = Yes. Postponed: open till played. Cancelled: No. Source: premierleague.com.
    """, E("win", "Aston Villa FC", None, None, "regulation", "official", None, "open_until_played", "no", "result", None),
    ["terse", "one_liner", "short_names", "abbreviations"],
    ["S1", "P1", "C1", "R:official", "F:win"], side=AVL, rs="https://www.premierleague.com/"),

v1("b1-017", "4533555", "lal", CEL, BET, "2026-10-18", "win", """
    We will settle this market on the score recorded by Sofascore for RC Celta de Vigo vs. Real Betis Balompié on October 18, 2026. It pays Yes if Betis overcome Celta once 90 minutes plus stoppage time have been played; extra time is not relevant. A draw or a Celta win pays No.

    A postponed game does not close this market, which remains open until the game takes place. If the game is canceled and not made up, the market pays No.
    """, E("win", "Real Betis Balompié", None, None, "regulation", "provider", None, "open_until_played", "no", "result", None),
    ["order:source_first", "american", "active", "syn:overcome", "first_person_plural"],
    ["R:provider", "S1", "P1", "C1", "F:win"], side=BET),

v1("b1-018", "4533900", "cdr", ATH, RSO, "2027-04-24", "win", """
    This market covers the Copa del Rey final between Athletic Club and Real Sociedad de Fútbol. It resolves Yes if Athletic Club are ahead at the end of the match, counting extra time if extra time is played. A penalty shoot-out is not part of the match for this purpose: if the teams are still level after extra time, the market resolves No.

    If the final is postponed, the market stays open until it has been played. If it is cancelled, the market resolves No.

    The Royal Spanish Football Federation's official result is the source; if it is not available within two hours, a consensus of credible reporting will be used.
    """, E("win", "Athletic Club", None, None, "extra_time", "official", "consensus", "open_until_played", "no", "result", None),
    ["plain", "british", "syn:ahead", "split_sentence"],
    ["S5", "P1", "C1", "R1", "F:win"], side=ATH),

v1("b1-019", "4522101", "fac", CHE, BRE, "2027-01-23", "win", """
    This market resolves Yes if Chelsea FC win their FA Cup fourth-round tie against Brentford FC, and No if they do not.

    If the tie is postponed, the market stays open until it is played. If it is cancelled, the market resolves No.

    Official FA data will be used to resolve this market.
    """, E("win", "Chelsea FC", None, None, "ambiguous", "official", None, "open_until_played", "no", "result", None),
    ["plain", "cup_tie", "no_time_scope"],
    ["S:ambiguous", "P1", "C1", "R:official", "F:win"], side=CHE),

v1("b1-020", "4522330", "epl", NFO, CRY, "2027-03-13", "draw", """
    A draw between Nottingham Forest FC and Crystal Palace FC after regulation time (90 minutes and stoppage) resolves this market Yes; any other result resolves it No.

    If the game is postponed for a prolonged period, the market may be resolved early at the platform's discretion. If it is cancelled and not replayed, the market resolves Yes.

    Premier League official statistics are the resolution source; a consensus of credible reporting is used if they are not published within 2 hours.
    """, E("draw", "draw", None, None, "regulation", "official", "consensus", "ambiguous", "yes", "ambiguous", None),
    ["consequence_first", "vague_window", "passive"],
    ["S1", "P:ambiguous", "C1", "R1", "F:draw"]),

v1("b1-021", "4540800", "sea", MIL, FIO, "2026-09-27", "win", """
    AC Milan need to win against ACF Fiorentina within the regular 90 minutes plus stoppage time for this market to resolve Yes. A Fiorentina win or a draw resolves No.

    If the match is postponed, the market stays open until it is played. If the fixture is cancelled, the market will be handled according to standard procedure.

    Official Serie A data is the primary source, with a consensus of credible reporting as the fallback after 2 hours.
    """, E("win", "AC Milan", None, None, "regulation", "official", "consensus", "open_until_played", "ambiguous", "result", None),
    ["plain", "vague_cancellation", "british"],
    ["S1", "P1", "C:ambiguous", "R1", "F:win"], side=MIL),

v1("b1-022", "4551600", "bun", B04, VFB, "2027-02-13", "win", """
    Bayer 04 Leverkusen beating VfB Stuttgart in regulation (90 minutes plus stoppage) resolves this market Yes; a draw or a Stuttgart win resolves No.

    If the match is postponed, the market stays open until it is played. If it is cancelled, the market resolves No.

    The result will be confirmed from the clubs' official channels or from major sports outlets.
    """, E("win", "Bayer 04 Leverkusen", None, None, "regulation", "ambiguous", "ambiguous", "open_until_played", "no", "result", None),
    ["gerund_subject", "unordered_sources"],
    ["S1", "P1", "C1", "R:ambiguous", "F:win"], side=B04),

v1("b1-023", "4600010", "mls", MIA, LAG, "2027-03-06", "win", """
    Resolves "Yes" if Inter Miami CF beats the LA Galaxy in regulation, meaning 90 minutes plus stoppage time. A tie or a Galaxy win resolves "No."

    If the game gets pushed back, this market stays open until it's played. If it's canceled with no make-up date, it resolves "No."

    Resolution is based on the final score shown on ESPN; if ESPN does not show a final score within two hours of the game ending, a consensus of credible reporting will be used.
    """, E("win", "Inter Miami CF", None, None, "regulation", "provider", "consensus", "open_until_played", "no", "result", None),
    ["american", "syn:beats", "syn:pushed_back", "syn:tie", "contractions"],
    ["S1", "P1", "C1", "R:provider_cons", "F:win"], side=MIA),

v1("b1-024", "4600022", "mls", CLB, CIN, "2027-04-17", "draw", """
    The Columbus Crew vs. FC Cincinnati game must end in a tie after regulation (90 minutes plus stoppage) for this market to resolve Yes. If either team wins, it resolves No.

    A postponed game keeps this market open until the game is played. A canceled game with no make-up resolves Yes.

    MLS official statistics will be used. If they haven't been released two hours after the game, the consensus of credible reporting will be used.
    """, E("draw", "draw", None, None, "regulation", "official", "consensus", "open_until_played", "yes", "result", None),
    ["american", "syn:tie", "contractions", "future"],
    ["S1", "P1", "C1", "R1", "F:draw"]),

v1("b1-025", "4522500", "epl", NEW, MUN, "2026-10-24", "win", """
    "Yes" is the resolution if Manchester United are ahead at full time, i.e. after the 90 minutes and any stoppage time, in their Premier League match away at Newcastle United on 24 October 2026. Otherwise "No".

    If the match is postponed, the market will remain open until the match is completed. If it is cancelled outright with no rescheduled date, "No".

    The Premier League's official statistics will be used. If they are not published within 2 hours of the end of the match, a consensus of credible reporting will be used. Any change to the official score made after the market has resolved will be disregarded.
    """, E("win", "Manchester United FC", None, None, "regulation", "official", "consensus", "open_until_played", "no", "result", None),
    ["consequence_first", "syn:ahead_at_full_time", "british", "away_side"],
    ["S1", "P1", "C1", "R1", "R2", "F:win"], side=MUN),

v1("b1-026", "4522501", "epl", NEW, MUN, "2026-10-24", "draw", """
    Stalemate at St James' Park? If Newcastle and Manchester United finish the regulation 90 minutes (plus added time) with the scores level, this market resolves Yes. A winner on either side means No.

    A postponement keeps the market open until the match is played. A cancellation with no rescheduled date resolves it Yes.

    Source: the Premier League's official statistics, or credible reporting consensus if these are not published within two hours. Corrections after resolution are not taken into account.
    """, E("draw", "draw", None, None, "regulation", "official", "consensus", "open_until_played", "yes", "result", None),
    ["syn:stalemate", "question_opener", "nominalised", "british"],
    ["S1", "P1", "C1", "R1", "R2", "F:draw"]),

v1("b1-027", "4540950", "sea", NAP, JUV, "2027-02-28", "win", """
    Juventus FC win at Napoli within the regular 90 minutes plus stoppage time: resolves Yes. Draw or Napoli win: No.

    If the match does not take place within 72h of its scheduled start it resolves No, and the same applies if it is cancelled.

    Serie A's official data is the source.
    """, E("win", "Juventus FC", None, None, "regulation", "official", None, 72, "no", "no", None),
    ["terse", "numerals", "72h", "joined_clauses"],
    ["S1", "P:72h_no", "C1", "R:official", "F:win"], side=JUV),

v1("b1-028", "4590300", "fl1", LIL, RCL, "2026-12-19", "win", """
    This market will resolve to Yes if LOSC Lille defeat RC Lens in regular time (90 minutes plus stoppage). It will resolve to No if Lens win or the teams draw.

    If the match is rescheduled to a date more than 3 days after the original one, this market will resolve at its last traded price. A match that is cancelled outright will also resolve at the last traded price.

    The LFP's official match report is the source.
    """, E("win", "LOSC Lille", None, None, "regulation", "official", None, 72, "last_price", "last_price", None),
    ["future", "syn:defeat", "window_days", "numerals", "british"],
    ["S1", "P:3d_last", "C:last_price", "R:official", "F:win"], side=LIL),

v1("b1-029", "4533700", "lal", SEV, VAL, "2026-11-01", "draw", """
    Should Sevilla FC and Valencia CF be level at the end of normal time (ninety minutes plus stoppage), the market resolves Yes. Should either side win, it resolves No.

    Should the match not be played within one week of its scheduled date, or should it be cancelled, the market resolves Yes.

    Resolution uses official LaLiga data.
    """, E("draw", "draw", None, None, "regulation", "official", None, 168, "yes", "yes", None),
    ["should_inversion", "window_week", "number_words", "syn:level"],
    ["S1", "P:1w_yes", "C1", "R:official", "F:draw"]),

v1("b1-030", "4522700", "epl", LIV, MCI, "2027-04-03", "total_over", """
    Will Liverpool FC and Manchester City FC produce four or more goals between them? Goals in regulation (90 minutes plus stoppage) count; goals in any extra time do not. Four or more: Yes. Three or fewer: No.

    Postponed: the market stays open until the match is played. Cancelled with no replay: 50-50. Abandoned and not completed: also 50-50.

    Resolution source: official Premier League statistics, or a consensus of credible reporting if those are not released within 2 hours of full time.
    """, E("total", "over", 3.5, None, "regulation", "official", "consensus", "open_until_played", "50-50", "result", "50-50"),
    ["question_opener", "colon_labels", "number_words", "british"],
    ["S1", "P1", "C2", "AB", "R1", "F:total"], line=3.5),

v1("b1-031", "4533800", "lal", GIR, OSA, "2026-09-13", "total_over", """
    Girona FC vs. CA Osasuna needs at least 2 goals in regulation time (90 min + stoppage) for Yes; 0 or 1 goal means No.

    If the match is postponed, the market remains open until it is played. If the match is scrapped, all positions will be refunded at their purchase price.

    Source: LaLiga official data.
    """, E("total", "over", 1.5, None, "regulation", "official", None, "open_until_played", "refund", "result", None),
    ["terse", "numerals", "syn:scrapped", "abbreviations"],
    ["S1", "P1", "C:refund", "R:official", "F:total"], line=1.5),

v1("b1-032", "4522800", "epl", MCI, BRE, "2027-01-09", "spread", """
    Manchester City FC must beat Brentford FC by three goals or more in regulation time (90 minutes plus any added time) for Yes. A City win by one or two goals, a draw or a Brentford win is No.

    If the match is not played within 36 hours of its scheduled kick-off, or is cancelled, the market resolves 50-50.

    The Premier League's official website will be used for resolution.
    """, E("spread", "Manchester City FC", 2.5, None, "regulation", "official", None, 36, "50-50", "50-50", None),
    ["plain", "numerals", "margin_words", "joined_clauses"],
    ["S1", "P:36h_5050", "C2", "R:official", "F:spread"], side=MCI, line=2.5),

v1("b1-033", "4590500", "fl1", PSG, REN, "2027-03-20", "spread", """
    Paris Saint-Germain FC carry a -1.5 goal handicap in this market. After applying the handicap to the final score at the end of regular time (90 minutes plus stoppage), the market resolves Yes if PSG are still ahead, and No if they are not.

    In the event of a postponement, the market remains open until the match has been played. In the event of a cancellation without a replay, the market resolves 50-50.

    Official Ligue 1 statistics are the primary source. If they are not available within two hours, a consensus of credible reporting applies.
    """, E("spread", "Paris Saint-Germain FC", 1.5, None, "regulation", "official", "consensus", "open_until_played", "50-50", "result", None),
    ["syn:handicap", "nominalised", "in_the_event_of", "british"],
    ["S1", "P1", "C2", "R1", "F:spread"], side=PSG, line=1.5),

v1("b1-034", "4522900", "epl", TOT, BHA, "2026-11-21", "btts_no", """
    This market resolves Yes if at least one of Tottenham Hotspur FC and Brighton & Hove Albion FC ends regulation time (90 minutes plus stoppage) without a goal, in other words if "both teams to score" does not happen. If both sides score, it resolves No.

    If the match is postponed, the market stays open until it is played. If it is cancelled and not rescheduled, the market resolves 50-50.

    Official Premier League statistics are used, with a consensus of credible reporting as a fallback if they are not published within 2 hours.
    """, E("btts", "no", None, None, "regulation", "official", "consensus", "open_until_played", "50-50", "result", None),
    ["negated_market", "plain", "british"],
    ["S1", "P1", "C2", "R1", "F:btts"]),

v1("b1-035", "4551800", "bun", SGE, M05, "2026-10-31", "btts", """
    - Yes: Eintracht Frankfurt and 1. FSV Mainz 05 both score in regulation (90 min + stoppage).
    - No: one or both teams fail to score.
    - Not played within 2 days of the original kick-off: 50-50.
    - Cancelled: 50-50.
    - Source: Bundesliga official data; if not available within 2 hours, credible reporting consensus.
    """, E("btts", "yes", None, None, "regulation", "official", "consensus", 48, "50-50", "50-50", None),
    ["bullets", "window_days", "numerals"],
    ["S1", "P:2d_5050", "C2", "R1", "F:btts"]),

v1("b1-036", "4534000", "lal", ATM, BET, "2027-02-07", "exact", """
    Yes if Club Atlético de Madrid and Real Betis Balompié finish regulation time (ninety minutes plus stoppage) at exactly 1-1; No for any other score.

    If the match is postponed, the market stays open until it is played. If it is called off and never played, the market is settled as if the match ended goalless.

    Official LaLiga data is the source; if it is not published within two hours, a consensus of credible reporting is used.
    """, E("exact_score", "1-1", None, None, "regulation", "official", "consensus", "open_until_played", "fixed_outcome", "result", None),
    ["terse", "syn:called_off", "syn:goalless", "number_words"],
    ["S1", "P1", "C3", "R1", "F:exact_score"], score=(1, 1)),

v1("b1-037", "4541100", "sea", BOL, COM, "2027-01-24", "exact", """
    The market resolves Yes if, at the end of regulation time including stoppage, the score reads Bologna FC 1909 nil, Como 1907 two. Every other scoreline resolves No.

    A postponed match leaves the market open until it is played. A cancelled match will be treated as a 0-0 draw for this market.

    Source: official Serie A data.
    """, E("exact_score", "0-2", None, None, "regulation", "official", None, "open_until_played", "fixed_outcome", "result", None),
    ["number_words", "syn:nil", "british", "passive"],
    ["S1", "P1", "C3", "R:official", "F:exact_score"], score=(0, 2)),

v1("b1-038", "4534100", "lal", VAL, GIR, "2026-12-06", "half1", """
    Resolves Yes if Valencia CF and Girona FC are level at the interval, meaning after the first 45 minutes plus first-half stoppage time. If either team leads at half-time, No.

    Postponed: the market remains open until the match is played. Cancelled with no replay: 50-50.

    The first-half score will be taken from official LaLiga data.
    """, E("half", "draw", None, "first", None, "official", None, "open_until_played", "50-50", "result", None),
    ["syn:interval", "syn:level", "colon_labels"],
    ["H:first", "P1", "C2", "R:official", "F:half"]),

v1("b1-039", "4523000", "epl", TOT, AVL, "2027-04-24", "half2", """
    If Tottenham Hotspur FC score more goals than Aston Villa FC after half-time (second half plus its stoppage time only; first-half goals are ignored), this market resolves Yes. Otherwise it resolves No.

    If the game is delayed, the market will remain open until it is played. If it is cancelled, the market will resolve No.

    Resolution source: Sofascore.
    """, E("half", "Tottenham Hotspur FC", None, "second", None, "provider", None, "open_until_played", "no", "result", None),
    ["condition_first", "syn:delayed", "parenthetical"],
    ["H:second", "P1", "C1", "R:provider", "F:half"], side=TOT),

v1("b1-040", "4580200", "ucl", ARS, BAY, "2027-04-14", "advance", """
    This market will resolve Yes if Arsenal FC qualify for the semi-finals at the expense of FC Bayern München, whatever the route: aggregate score, extra time, or penalties. It will resolve No if Bayern qualify.

    If the deciding leg is postponed, the market will stay open until the tie is settled. If the tie is called off, the market will resolve 50-50.

    UEFA's official website is the resolution source; a consensus of credible reporting will be used if it is not updated within 2 hours.
    """, E("advance", "Arsenal FC", None, None, "penalties", "official", "consensus", "open_until_played", "50-50", "result", None),
    ["future", "syn:qualify", "syn:called_off", "british"],
    ["S6", "P1", "C2", "R1", "F:advance"], side=ARS),

v1("b1-041", "4580400", "uel", ROM, POR, "2027-03-18", "advance", """
    Yes if AS Roma progress past FC Porto in this Europa League round-of-16 tie, including via extra time or a penalty shoot-out; No if Porto go through.

    If the second leg is not completed within forty-eight hours of its scheduled start, the market resolves 50-50. Cancellation of the tie also results in a 50-50 resolution.

    Source: UEFA's official match data.
    """, E("advance", "AS Roma", None, None, "penalties", "official", None, 48, "50-50", "50-50", None),
    ["terse", "syn:progress", "syn:go_through", "number_words", "nominalised"],
    ["S6", "P:48h_5050", "C2", "R:official", "F:advance"], side=ROM),

v1("b1-042", "4534300", "lal", BAR, RMA, "2026-10-25", "fts", """
    This market resolves Yes if FC Barcelona score the first goal of the match against Real Madrid CF in regulation time (90 minutes plus stoppage). If Real Madrid score first, or if the match ends 0-0, the market resolves No.

    If the match is postponed, the market remains open until it is played. If the match is cancelled, the market resolves as if no goal had been scored.

    Official LaLiga data will be used.
    """, E("other", None, None, None, "regulation", "official", None, "open_until_played", "fixed_outcome", "result", None),
    ["plain", "first_team_to_score"],
    ["S1", "P1", "C3", "R:official", "F:other", "O:fts"], side=BAR),

v1("b1-043", "4600300", "mls", LAFC, SEA, "2027-05-08", "win", """
    This market resolves to "Yes" if Los Angeles FC defeats the Seattle Sounders in regulation (90 minutes plus stoppage time). Any other result resolves to "No."

    If the game is postponed by more than forty-eight hours, the market resolves "No." A canceled game also resolves "No."

    ESPN's box score is the primary source. If ESPN hasn't posted a final score within two hours, the consensus of credible reporting will decide.
    """, E("win", "Los Angeles FC", None, None, "regulation", "provider", "consensus", 48, "no", "no", None),
    ["american", "syn:defeats", "number_words", "contractions"],
    ["S1", "P:48h_no", "C1", "R:provider_cons", "F:win"], side=LAFC),

v1("b1-044", "4541300", "sea", COM, INT, "2026-11-22", "win", """
    If FC Internazionale Milano get the better of Como 1907 over 90 minutes plus stoppage time, this market resolves Yes. Anything else resolves No.

    If the match is rescheduled, the market remains open until it has been played. If it is cancelled for good, No.

    Primary source: official Serie A data. If that data has not been published three hours after the final whistle, the Sofascore match page will be used instead.
    """, E("win", "FC Internazionale Milano", None, None, "regulation", "official", "provider", "open_until_played", "no", "result", None),
    ["syn:gets_the_better_of", "number_words", "syn:rescheduled", "british"],
    ["S1", "P1", "C1", "R:official_prov", "F:win"], side=INT),

v1("b1-045", "4523100", "epl", BHA, FUL, "2027-03-06", "win", """
    Brighton & Hove Albion FC vs. Fulham FC. Premier League. 6 March 2027.

    Brighton win: Yes. Draw: No. Fulham win: No.

    Regular time only. That means 90 minutes. Plus stoppage time.

    Postponed? Market stays open. Until played.

    Cancelled? No.
    """, E("win", "Brighton & Hove Albion FC", None, None, "regulation", None, None, "open_until_played", "no", "result", None),
    ["fragments", "split_sentence", "terse", "no_source"],
    ["S1", "P1", "C1", "R:none", "F:win"], side=BHA),

v1("b1-046", "4551900", "bun", WOB, SCF, "2027-04-17", "draw", """
    Should the game between VfL Wolfsburg and SC Freiburg be drawn at the end of regulation time (90 minutes plus stoppage), this market shall resolve Yes; should there be a winner, it shall resolve No.

    A postponed game shall keep the market open until the game is played. A cancelled game that is not replayed shall resolve the market Yes, and a game that is abandoned and not resumed shall be treated as cancelled.

    Official Bundesliga statistics shall be used, with a consensus of credible reporting as the fallback if they are not published within 2 hours.
    """, E("draw", "draw", None, None, "regulation", "official", "consensus", "open_until_played", "yes", "result", "yes"),
    ["shall", "legalistic", "passive", "should_inversion"],
    ["S1", "P1", "C1", "AB", "R1", "F:draw"]),

v1("b1-047", "4590700", "fl1", ASM, NIC, "2026-09-26", "win", """
    If OGC Nice beats AS Monaco FC in normal time (90 minutes plus stoppage time), the market resolves Yes; if Monaco wins or the game is a draw, No.

    A delayed or rescheduled game keeps the market open until it is played. A game canceled without a make-up date resolves No.

    Official Ligue 1 statistics are used; if they are not out within 2 hours, the consensus of credible reporting is used.
    """, E("win", "OGC Nice", None, None, "regulation", "official", "consensus", "open_until_played", "no", "result", None),
    ["american", "syn:beats", "syn:delayed", "syn:rescheduled", "away_side"],
    ["S1", "P1", "C1", "R1", "F:win"], side=NIC),

v1("b1-048", "4541500", "sea", ROM, LAZ, "2027-03-14", "draw", """
    This market shall resolve to "Yes" if, upon the expiry of regulation time (90 minutes plus stoppage time), AS Roma and SS Lazio are all square. It shall resolve to "No" if either party is leading at such time.

    Any postponement shall leave the market open until the match has been played. Any cancellation without a replay shall cause the market to resolve to "Yes".

    The resolution source shall be the official data of Lega Serie A, failing which, after two hours, a consensus of credible reporting.
    """, E("draw", "draw", None, None, "regulation", "official", "consensus", "open_until_played", "yes", "result", None),
    ["legalistic", "shall", "syn:all_square", "nominalised"],
    ["S1", "P1", "C1", "R1", "F:draw"]),

v1("b1-049", "4534500", "lal", RSO, OSA, "2027-04-04", "win", """
    Real Sociedad de Fútbol must be declared the winner over CA Osasuna after regular time (90 minutes plus stoppage) for Yes; otherwise No.

    If the match is postponed it remains open until played. If the match is cancelled, No. If the match is abandoned and not completed, the market resolves at its last traded price before the abandonment.

    Official LaLiga data, or a consensus of credible reporting if the league has not published within 2 hours.
    """, E("win", "Real Sociedad de Fútbol", None, None, "regulation", "official", "consensus", "open_until_played", "no", "result", "last_price"),
    ["passive", "terse", "syn:declared_winner"],
    ["S1", "P1", "C1", "AB", "R1", "F:win"], side=RSO),

v1("b1-050", "4523300", "epl", EVE, CRY, "2027-02-06", "win", """
    Palace take the points at Everton inside 90 minutes plus stoppage time and this one resolves Yes. Everton win or a draw and it's No.

    If the match gets postponed, the market just stays open until it's played. If it's cancelled altogether, No.

    Official Premier League stats decide it, or credible reporting consensus if nothing is up 2 hours after the final whistle.
    """, E("win", "Crystal Palace FC", None, None, "regulation", "official", "consensus", "open_until_played", "no", "result", None),
    ["colloquial", "short_names", "contractions", "syn:take_the_points", "british"],
    ["S1", "P1", "C1", "R1", "F:win"], side=CRY),

v1("b1-051", "4590900", "fl1", OM, NIC, "2027-04-25", "total_under", """
    Resolves Yes if Olympique de Marseille vs. OGC Nice produces three goals or fewer in normal time (90 minutes plus stoppage), including a goalless draw; four or more goals resolves No.

    If the match is not played within 72 hours of the original kick-off time, or is cancelled, the market resolves 50-50.

    Source: the LFP's official data.
    """, E("total", "under", 3.5, None, "regulation", "official", None, 72, "50-50", "50-50", None),
    ["number_words", "numerals", "syn:goalless", "british"],
    ["S1", "P:72h_5050", "C2", "R:official", "F:total"], line=3.5),

v1("b1-052", "4552000", "bun", RBL, VFB, "2026-11-07", "win", """
    The market resolves Yes if VfB Stuttgart win away at RB Leipzig in regulation time (the first 90 minutes plus stoppage). A draw or a Leipzig win resolves No.

    If the match is postponed, the market remains open until it has been played. A cancelled match resolves No.

    Official Bundesliga data is the resolution source. If that data is unavailable, the market will be resolved by the platform's resolution team.
    """, E("win", "VfB Stuttgart", None, None, "regulation", "official", "venue", "open_until_played", "no", "result", None),
    ["plain", "away_side", "venue_fallback"],
    ["S1", "P1", "C1", "R:official_venue", "F:win"], side=VFB),

v1("b1-053", "4591000", "fl1", RCL, REN, "2027-02-21", "draw", """
    RC Lens and Stade Rennais FC finish regular time (90' plus stoppage) with the same number of goals: Yes. Otherwise: No.

    The match must take place within 24 hours of its scheduled kick-off; if it does not, or if it is cancelled, this market resolves No.

    Source: official Ligue 1 data.
    """, E("draw", "draw", None, None, "regulation", "official", None, 24, "no", "no", None),
    ["colon_consequence", "numerals", "semicolon_join"],
    ["S1", "P:24h_no", "C:no", "R:official", "F:draw"]),

v1("b1-054", "4541700", "sea", JUV, MIL, "2027-05-02", "win", """
    Juventus FC beat AC Milan in normal time (90 minutes plus stoppage): Yes. Draw or Milan win: No.

    Should the match not be rescheduled to be played within a fortnight of its original date, the market will resolve at the last fair market price, as determined at the time the postponement was announced. Should the match be cancelled, No.

    Official Serie A data; credible reporting consensus after 2 hours without it.
    """, E("win", "Juventus FC", None, None, "regulation", "official", "consensus", 336, "no", "last_price", None),
    ["syn:fortnight", "should_inversion", "british", "terse"],
    ["S1", "P4", "C1", "R1", "F:win"], side=JUV),

v1("b1-055", "4552100", "bun", BAY, BVB, "2027-03-06", "half1", """
    Yes if FC Bayern München lead Borussia Dortmund at the break, i.e. after the first 45 minutes plus stoppage time. A level score or a Dortmund lead at half-time: No.

    The market remains open if the match is postponed, until the match is played. The market resolves 50-50 if the match is cancelled.

    Official Bundesliga data is the source.
    """, E("half", "FC Bayern München", None, "first", None, "official", None, "open_until_played", "50-50", "result", None),
    ["syn:at_the_break", "consequence_first", "passive"],
    ["H:first", "P1", "C2", "R:official", "F:half"], side=BAY),

v1("b1-056", "4523500", "epl", LIV, ARS, "2027-01-02", "win", """
    The official Premier League website will determine this market; if it has not been updated two hours after the match, a consensus of credible reporting will be used, and later changes to the official result will not be considered.

    A cancelled match, never replayed, resolves No. A postponed match keeps the market open until it is eventually played.

    Liverpool FC must win against Arsenal FC for Yes; a draw or an Arsenal win is No. Only the regular 90 minutes, with stoppage time, are counted.
    """, E("win", "Liverpool FC", None, None, "regulation", "official", "consensus", "open_until_played", "no", "result", None),
    ["order:source_first", "order:scope_last", "order:cancel_first", "british"],
    ["R1", "R2", "C1", "P1", "S1", "F:win"], side=LIV),

v1("b1-057", "4534700", "lal", ATM, BAR, "2027-04-10", "draw", """
    If Club Atlético de Madrid and FC Barcelona are tied after regulation (90 minutes plus stoppage time), the market resolves Yes; if either team wins, No.

    If the game is postponed or rescheduled, the market stays open until the game is played. If the game is canceled, the market resolves Yes.

    LaLiga's official website is used for resolution; if it hasn't updated within two hours, the consensus of credible reporting is used.
    """, E("draw", "draw", None, None, "regulation", "official", "consensus", "open_until_played", "yes", "result", None),
    ["american", "syn:tied", "syn:canceled", "syn:rescheduled"],
    ["S1", "P1", "C1", "R1", "F:draw"]),

v1("b1-058", "4541900", "sea", INT, TOR, "2026-10-04", "spread", """
    FC Internazionale Milano (-1.5) covers if Inter win by two or more goals in regulation time (90 minutes plus stoppage): Yes. A one-goal win, a draw or a Torino win: No.

    Postponed matches stay open until played; cancelled matches resolve 50-50.

    Official Serie A data, with credible reporting consensus as the fallback after 2 hours.
    """, E("spread", "FC Internazionale Milano", 1.5, None, "regulation", "official", "consensus", "open_until_played", "50-50", "result", None),
    ["syn:covers", "terse", "semicolon_join"],
    ["S1", "P1", "C2", "R1", "F:spread"], side=INT, line=1.5),
]
