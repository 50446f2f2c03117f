"""Venue_one legs of held-out reading set (c): texts written fresh, inline."""
from common import E, v1

LEGS = []
add = LEGS.append
OFF = "official"
CON = "consensus"
OUP = "open_until_played"

# ---------------------------------------------------------------- full-match win
add(v1(1, "epl", "LIV", "MUN", "2026-09-19", "win",
"Resolution criteria:\n"
"- YES: Liverpool FC defeats Manchester United FC in the Premier League match scheduled for September 19, 2026.\n"
"- NO: Manchester United FC wins, or the match is tied.\n"
"- Counted: the first 90 minutes plus any stoppage time. Extra time and penalty kicks are not counted.\n"
"- Postponed? The market stays open until the match is actually played, however long that takes.\n"
"- Canceled with no make-up match: NO.\n"
"- Source: official match statistics published by the Premier League; if none appear within 2 hours of the final whistle, a consensus of credible media reports.",
E("win", "Liverpool FC", scope="regulation", sp=OFF, sf=CON, tw=OUP, vc="no", vp="result"),
["bullets", "american", "syn:defeats", "syn:tied", "numerals"], ["S1", "P1", "C1", "R1", "F:win"], pick="LIV",
rs="https://www.premierleague.com/"))

add(v1(2, "laliga", "RMA", "BAR", "2026-10-25", "win",
"1. Definitions. \"Fixture\" means the LaLiga match between Real Madrid CF (home) and FC Barcelona (away) scheduled for 25 October 2026. \"Regulation Time\" means ninety (90) minutes of play together with any additional time allowed by the referee, and excludes extra time and any penalty shoot-out.\n"
"2. Resolution. This market shall be resolved \"Yes\" if, at the end of Regulation Time, FC Barcelona has scored more goals than Real Madrid CF; in every other case it shall be resolved \"No\".\n"
"3. Postponement. Where the Fixture is postponed, resolution shall be deferred until the Fixture has been completed.\n"
"4. Cancellation. Where the Fixture is cancelled and no replacement fixture is arranged, the market shall be resolved \"No\".\n"
"5. Sources. Resolution shall be made by reference to the official statistics of the competition organiser or, failing publication thereof within two (2) hours of the end of the Fixture, by reference to a consensus of credible reporting.",
E("win", "FC Barcelona", scope="regulation", sp=OFF, sf=CON, tw=OUP, vc="no", vp="result"),
["legal", "british", "passive", "number_words", "numerals", "headings"], ["S1", "P1", "C1", "R1", "F:win"], pick="BAR"))

add(v1(5, "epl", "ARS", "TOT", "2027-01-16", "win",
"Should Tottenham Hotspur FC come out on top against Arsenal FC in the Premier League meeting set for January 16, 2027, this market will resolve to Yes; a narrow win counts exactly like a rout. If Arsenal wins or the teams finish even, it will resolve to No. Only ninety minutes of regular play plus stoppage time will be considered.\n\n"
"If the match is delayed to a later date, the market will stay open until it is played. If the match is abandoned and never completed, or is cancelled outright, the market will resolve to No.\n\n"
"Results will be taken from the official league statistics; where these are not published within two hours of the match's end, a consensus of credible reporting will be used.",
E("win", "Tottenham Hotspur FC", scope="regulation", sp=OFF, sf=CON, tw=OUP, vc="no", vp="result", va="no"),
["future_tense", "condition_first", "syn:come_out_on_top", "syn:delayed", "number_words", "semicolon"],
["S1", "P1", "C1", "AB", "R1", "F:win"], pick="TOT"))

add(v1(6, "ligue1", "PSG", "OM", "2026-10-04", "win",
"## Market\nParis Saint-Germain FC to beat Olympique de Marseille (Ligue 1, 4 October 2026).\n"
"## Time counted\nNormal time only: ninety minutes and added time. Extra time, should any be played, and penalties are disregarded.\n"
"## If the fixture moves\nA postponed match keeps this market open until it is played.\n"
"## If the fixture is scrapped\nNo replay → the market is settled 50-50.\n"
"## Data\nLigue 1's official statistics; a consensus of credible reports if those are not out within 2 hours.",
E("win", "Paris Saint-Germain FC", scope="regulation", sp=OFF, sf=CON, tw=OUP, vc="50-50", vp="result"),
["headings", "british", "syn:scrapped", "terse", "arrow"], ["S1", "P1", "C2", "R1", "F:win"], pick="PSG"))

add(v1(7, "epl", "NEW", "AVL", "2026-12-26", "win",
"This contract pays Yes if Newcastle United FC beats Aston Villa FC. The match is the Premier League game on December 26, 2026. It is judged on regulation time. That means 90 minutes plus stoppage time. Overtime and shootouts do not count. A tie or a Villa win pays No.\n"
"Suppose the game is postponed. If it has not been rescheduled within two weeks, the contract settles at the last fair market price, as it stood when the postponement was announced. Suppose instead the game is canceled. Then the contract pays No.",
E("win", "Newcastle United FC", scope="regulation", tw=336, vc="no", vp="last_price"),
["split_sentence", "american", "present_tense", "syn:beats", "syn:tie", "number_words", "hypothetical"],
["S1", "P4", "C1", "F:win"], pick="NEW"))

add(v1(8, "laliga", "ATM", "ATH", "2027-03-07", "win",
"Resolves Yes if Club Atlético de Madrid overcomes Athletic Club in their LaLiga game of 2027-03-07; resolves No on any other result. Time counted: regulation only (90 minutes + added time). Resolves No if the game is cancelled without being rescheduled; stays unresolved, for as long as needed, if the game is postponed. Source: official LaLiga statistics, with a consensus of credible reporting as a backstop if official figures are not available within 2 hours of full time. Any change to the official score made after this market has resolved will be ignored.",
E("win", "Club Atlético de Madrid", scope="regulation", sp=OFF, sf=CON, tw=OUP, vc="no", vp="result"),
["consequence_first", "syn:overcomes", "semicolon", "numerals", "iso_date"], ["S1", "P1", "C1", "R1", "R2", "F:win"], pick="ATM",
rs="https://www.laliga.com/"))

# deliberately ambiguous: postponement paragraph and the later note contradict each other
add(v1(9, "seriea", "JUV", "NAP", "2026-12-06", "win",
"SSC Napoli is the pick: Yes if they beat Juventus FC in Serie A on 6 December 2026, judged on the ninety minutes plus stoppage time. Any other result is No.\n\n"
"If the match is postponed, this market stays open until the match is played. Cancellation without a replay resolves No.\n\n"
"Note: a match that has not been played within seven days of its original date resolves No.\n\n"
"Source: official Serie A statistics, or a consensus of credible reporting if official figures are not out within 2 hours.",
E("win", "SSC Napoli", scope="regulation", sp=OFF, sf=CON, tw="ambiguous", vc="no", vp="ambiguous"),
["british", "number_words", "contradiction"], ["S1", "P:ambiguous", "C1", "R1", "F:win"], pick="NAP"))

add(v1(29, "bundesliga", "RBL", "VFB", "2026-09-26", "win",
"Yes — VfB Stuttgart edges or thrashes RB Leipzig on 26 September 2026 (Bundesliga). No — Leipzig win or it finishes all square.\n"
"Whistle-to-whistle rule: 90 mins + stoppage. Nothing after that counts.\n"
"Moved to another day: the market just waits for the match.\n"
"Called off for good: No.\n"
"Result: official Bundesliga data (fallback: consensus of credible reporting, if the official data is not out 2 hrs after the end).",
E("win", "VfB Stuttgart", scope="regulation", sp=OFF, sf=CON, tw=OUP, vc="no", vp="result"),
["terse", "syn:edges", "syn:all_square", "syn:moved", "syn:called_off", "abbreviations", "dash_list"],
["S1", "P1", "C1", "R1", "F:win"], pick="VFB"))

add(v1(30, "seriea", "ROM", "LAZ", "2027-03-21", "win",
"The Derby della Capitale is played on 21 March 2027 between AS Roma and SS Lazio. Lazio's victory in this Serie A match, as recorded at the end of ordinary time (the regulation ninety minutes with stoppage time added), is what this market asks about: if it happens, the market settles Yes; if Roma win or the sides draw, No.\n"
"Were the derby to be postponed, no settlement would take place until it had been played. Were it to be cancelled with no rearranged date, the market would settle No. Were it to be abandoned part-way and not restarted, it would likewise settle No.\n"
"Settlement relies on the official statistics of Lega Serie A; reporting by credible media, taken as a consensus, is used if those statistics have not appeared within two hours.",
E("win", "SS Lazio", scope="regulation", sp=OFF, sf=CON, tw=OUP, vc="no", vp="result", va="no"),
["british", "subjunctive", "passive", "syn:victory", "consequence_first", "number_words"],
["S1", "P1", "C1", "AB", "R1", "F:win"], pick="LAZ"))

add(v1(31, "epl", "BHA", "WHU", "2026-11-07", "win",
"Brighton & Hove Albion FC v West Ham United FC — Premier League — 7 Nov 2026.\n"
"Market: Brighton win. Scope: 90' + stoppage (no extra time / penalties).\n"
"Postponement: open until the game is played.\n"
"Cancellation with no make-up: resolves No.\n"
"Official result from the Premier League; if not published within 2 hours, consensus of credible reporting.\n"
"Post-resolution corrections to the score: ignored.",
E("win", "Brighton & Hove Albion FC", scope="regulation", sp=OFF, sf=CON, tw=OUP, vc="no", vp="result"),
["terse", "notes", "numerals", "british"], ["S1", "P1", "C1", "R1", "R2", "F:win"], pick="BHA"))

add(v1(32, "laliga", "VIL", "VAL", "2027-04-10", "win",
"What counts? Only the regular 90 minutes and the stoppage time added to them.\n"
"What wins? A Villarreal CF victory over Valencia CF in their LaLiga match of April 10, 2027 pays Yes. A Valencia win or a tie pays No.\n"
"What if the match is pushed back? Then we wait — the market remains open until the match is played.\n"
"What if it is canceled and never replayed? 50-50.\n"
"Who decides? The official statistics of LaLiga. If they are not published within two hours after the match ends, the consensus of credible reporting decides.",
E("win", "Villarreal CF", scope="regulation", sp=OFF, sf=CON, tw=OUP, vc="50-50", vp="result"),
["qa", "american", "syn:pushed_back", "syn:tie", "rhetorical"], ["S1", "P1", "C2", "R1", "F:win"], pick="VIL"))

add(v1(33, "ligue1", "ASM", "LIL", "2026-11-29", "win",
"AS Monaco FC must be ahead of LOSC Lille when the referee ends normal time — 90 minutes plus whatever has been added on — in the Ligue 1 match on 29 November 2026 for Yes. A Lille win or a level score means No.\n"
"If the game is not played on the scheduled date and is not rescheduled within fourteen days, the market settles at the last fair market price as of the moment the postponement was announced. If it is cancelled outright, No.\n"
"Ligue 1 official statistics decide the result; a consensus of credible reporting is used should those statistics not be published within two hours.",
E("win", "AS Monaco FC", scope="regulation", sp=OFF, sf=CON, tw=336, vc="no", vp="last_price"),
["british", "syn:ahead", "syn:level", "number_words"], ["S1", "P4", "C1", "R1", "F:win"], pick="ASM"))

add(v1(34, "bundesliga", "B04", "BAY", "2027-02-06", "win",
"This market concerns the Bundesliga game between Bayer 04 Leverkusen and FC Bayern München on Feb 6, 2027 and will be resolved \"Yes\" if Bayer 04 Leverkusen wins within regulation, meaning the first 90 minutes plus added stoppage time. Any other outcome → \"No\". A postponed game leaves the market open until it's played. A canceled game with no rescheduling → \"No\". A game suspended and never finished is handled the same way as a canceled game. Resolution source: Opta match data, with a consensus of credible reporting as the fallback if Opta has not published the result within 2 hours.",
E("win", "Bayer 04 Leverkusen", scope="regulation", sp="provider", sf=CON, tw=OUP, vc="no", vp="result", va="no"),
["american", "arrow", "named_provider", "syn:suspended"], ["S1", "P1", "C1", "AB", "R:provider", "F:win"], pick="B04"))

add(v1(35, "epl", "FUL", "CRY", "2027-05-08", "win",
"Crystal Palace FC (away) must win at Fulham FC on 8 May 2027 in the Premier League for this to resolve Yes. Regulation time only: ninety minutes plus stoppage. Draw or Fulham win: No.",
E("win", "Crystal Palace FC", scope="regulation"),
["terse", "british", "silent_void", "silent_source"], ["S1", "F:win"], pick="CRY"))

add(v1(36, "seriea", "ATA", "FIO", "2026-10-18", "win",
"It is Atalanta BC that must prevail. Against ACF Fiorentina, in Serie A, on 18 October 2026. Over ninety minutes, plus stoppage time; nothing more. Otherwise: No.\n"
"Postponed? Market stays open until the game is played. Cancelled, never replayed? No. Abandoned, never finished? Also No.\n"
"The official Serie A statistics are the source. Should they be missing two hours after the end, a consensus of credible reporting is used instead.",
E("win", "Atalanta BC", scope="regulation", sp=OFF, sf=CON, tw=OUP, vc="no", vp="result", va="no"),
["fragments", "syn:prevail", "cleft", "number_words", "british"], ["S1", "P1", "C1", "AB", "R1", "F:win"], pick="ATA"))

# ---------------------------------------------------------------- draw
add(v1(3, "bundesliga", "BAY", "BVB", "2026-11-07", "draw",
"Q: What does Yes mean here?\n"
"A: That FC Bayern München and Borussia Dortmund are level when the referee ends normal time on 7 November 2026 (the ninety minutes plus whatever is added on).\n"
"Q: And if one side is ahead at that point?\nA: No.\n"
"Q: What if the game is called off and never rescheduled?\nA: The market settles Yes.\n"
"Q: And if it is merely put back to another date?\nA: We wait: the market stays live until the match has been played.\n"
"Q: Where does the result come from?\n"
"A: The Bundesliga's official match data. If that hasn't been released within two hours of the end of the game, we go with the consensus of reputable reporting.",
E("draw", "draw", scope="regulation", sp=OFF, sf=CON, tw=OUP, vc="yes", vp="result"),
["qa", "british", "syn:level", "syn:called_off", "syn:put_back", "number_words"], ["S1", "P1", "C1", "R1", "F:draw"]))

add(v1(4, "seriea", "INT", "MIL", "2027-02-14", "draw",
"Derby della Madonnina: FC Internazionale Milano v AC Milan, Serie A, 2027-02-14. Yes = all square at full time (90' + stoppage; no ET/pens); otherwise No. Postponed: open till played. Scrapped, no replay: Yes. Result per official Lega Serie A stats; consensus of credible outlets if official figures are 2h+ late.",
E("draw", "draw", scope="regulation", sp=OFF, sf=CON, tw=OUP, vc="yes", vp="result"),
["terse", "semicolon", "syn:all_square", "syn:scrapped", "abbreviations"], ["S1", "P1", "C1", "R1", "F:draw"]))

add(v1(10, "epl", "MCI", "LIV", "2027-02-27", "draw",
"Yes: the Manchester City FC–Liverpool FC Premier League game on February 27, 2027 is tied after regulation (90 minutes plus stoppage; no overtime or shootout). No: either team wins in regulation. Yes as well if the game is canceled and never made up. A postponed game leaves the market open until it's been played. Resolution source: the official statistics of the Premier League, or, if they're not published within two hours of the game's end, the consensus of credible reporting.",
E("draw", "draw", scope="regulation", sp=OFF, sf=CON, tw=OUP, vc="yes", vp="result"),
["american", "consequence_first", "syn:tied", "contractions"], ["S1", "P1", "C1", "R1", "F:draw"]))

add(v1(11, "laliga", "BET", "SEV", "2026-11-22", "draw",
"Resolution to \"Yes\" is made if the Seville derby between Real Betis Balompié and Sevilla FC, scheduled for 22 November 2026, finishes honours-even after normal time (ninety minutes plus stoppage). A winner in normal time means \"No\"; extra time and penalties are not considered.\n"
"Were the match to be abandoned and not completed, or to be cancelled outright, the market would be settled at 50-50. A postponed match is waited for: the market remains open until it is played.",
E("draw", "draw", scope="regulation", tw=OUP, vc="50-50", vp="result", va="50-50"),
["british", "passive", "syn:honours_even", "subjunctive", "silent_source"], ["S1", "P1", "C2", "AB", "F:draw"]))

add(v1(37, "ligue1", "OL", "RCL", "2027-01-24", "draw",
"Olympique Lyonnais vs. RC Lens, Ligue 1, January 24, 2027.\n"
"• Yes if neither team is ahead once regulation (90 minutes + stoppage time) ends.\n"
"• No if there is a winner in regulation.\n"
"• A postponed match does not resolve the market; it stays open until the match takes place.\n"
"• A match that is canceled with no make-up date resolves Yes.\n"
"• Source: the league's official statistics; consensus of credible reporting if they're not available within 2 hours.",
E("draw", "draw", scope="regulation", sp=OFF, sf=CON, tw=OUP, vc="yes", vp="result"),
["bullets", "american", "negation", "numerals"], ["S1", "P1", "C1", "R1", "F:draw"]))

add(v1(38, "epl", "EVE", "NFO", "2026-12-12", "draw",
"For this market to resolve Yes, Everton FC and Nottingham Forest FC have to share the points — that is, finish level — in their Premier League game of 12 December 2026, the score being read at the end of the ninety minutes and stoppage time. Any win resolves it No. If the fixture has not been rescheduled within two weeks of being postponed, it settles at the last fair market price at the time the postponement was announced; if it is called off altogether, it resolves Yes.",
E("draw", "draw", scope="regulation", tw=336, vc="yes", vp="last_price"),
["british", "syn:share_the_points", "syn:level", "condition_first", "number_words"], ["S1", "P4", "C1", "F:draw"]))

add(v1(39, "bundesliga", "SGE", "SCF", "2027-03-13", "draw",
"DRAW MARKET — Eintracht Frankfurt v SC Freiburg (Bundesliga, 13.03.2027)\n"
"Settles YES on a draw at the end of regular time (90 min + added time).\n"
"Settles NO if either club wins in regular time.\n"
"POSTPONED: remains open until played.\n"
"CANCELLED (no replay): YES.\n"
"ABANDONED (not resumed): treated as cancelled.\n"
"SOURCE: official Bundesliga statistics; fallback to a consensus of credible reporting after 2 hours without official data.",
E("draw", "draw", scope="regulation", sp=OFF, sf=CON, tw=OUP, vc="yes", vp="result", va="yes"),
["headings", "caps", "european_date", "terse"], ["S1", "P1", "C1", "AB", "R1", "F:draw"]))

add(v1(40, "seriea", "BOL", "COM", "2026-09-27", "draw",
"A tie between Bologna FC 1909 and Como 1907 in Serie A on September 27, 2026 is the Yes outcome. To be precise: the regulation ninety minutes plus stoppage; a level score at that point. A win by either side gives No. Cancellation with no make-up game gives 50-50. Postponement: market open until the game is played.",
E("draw", "draw", scope="regulation", tw=OUP, vc="50-50", vp="result"),
["american", "restatement", "syn:tie", "syn:level", "silent_source"], ["S1", "P1", "C2", "F:draw"]))

# deliberately ambiguous cancellation
add(v1(41, "ligue1", "NIC", "REN", "2027-04-18", "draw",
"Yes if OGC Nice and Stade Rennais FC finish level after the regulation ninety minutes plus stoppage time in their Ligue 1 match of 18 April 2027; No if either team wins.\n"
"Postponed matches keep the market open until they are played.\n"
"If the match is cancelled, the market will be resolved fairly, taking the circumstances of the cancellation into account.\n"
"Source: Ligue 1 official statistics, or a consensus of credible reporting if they are not published within two hours.",
E("draw", "draw", scope="regulation", sp=OFF, sf=CON, tw=OUP, vc="ambiguous", vp="result"),
["british", "vague_clause"], ["S1", "P1", "C:ambiguous", "R1", "F:draw"]))

# ---------------------------------------------------------------- advance (knockout ties)
add(v1(12, "ucl", "RMA", "MCI", "2027-03-17", "advance",
"This market is about the Champions League round-of-16 tie between Real Madrid CF and Manchester City FC, whose second leg is played in Madrid on 17 March 2027. It resolves Yes if Manchester City FC go through to the quarter-finals, however that happens: on aggregate, after extra time, or in a penalty shoot-out. It resolves No if Real Madrid CF progress.\n"
"If the second leg is postponed, the market stays open until the tie is decided. If the tie is never completed and UEFA does not name a qualifier, the market resolves 50-50.\n"
"The qualifier is taken from UEFA's official competition records.",
E("advance", "Manchester City FC", scope="penalties", sp=OFF, tw=OUP, vc="50-50", vp="result"),
["british", "syn:go_through", "syn:progress", "aggregate"], ["S6", "P1", "C2", "R:official", "F:advance"], pick="MCI",
question="Will Manchester City FC advance to the Champions League quarter-finals?"))

add(v1(13, "ucl", "BAY", "INT", "2027-04-14", "advance",
"Yes if FC Internazionale Milano is the team that advances from its Champions League quarterfinal against FC Bayern München (second leg: April 14, 2027, in Munich). Extra time and a penalty shootout, if needed, are included — only qualification matters. No if Bayern advances.\n"
"Postponed legs: the market remains open until the tie has a winner. Canceled without a winner ever being determined: 50-50.\n"
"Source: official UEFA competition data; if it is unavailable within two hours, the consensus of credible media.",
E("advance", "FC Internazionale Milano", scope="penalties", sp=OFF, sf=CON, tw=OUP, vc="50-50", vp="result"),
["american", "cleft", "syn:advances"], ["S6", "P1", "C2", "R1", "F:advance"], pick="INT",
question="Will FC Internazionale Milano advance to the Champions League semifinals?"))

add(v1(42, "ucl", "ARS", "BAR", "2027-04-28", "advance",
"Semi-final, UEFA Champions League: Arsenal FC host FC Barcelona in the second leg on 28 April 2027. The market is settled \"Yes\" when Arsenal FC are confirmed as finalists — whether by aggregate score, by the extra thirty minutes, or by spot-kicks. Barcelona reaching the final settles it \"No\".\n"
"Postponement of a leg does not settle anything; the market is held open until one side has qualified.",
E("advance", "Arsenal FC", scope="penalties", tw=OUP),
["british", "passive", "syn:spot_kicks", "number_words", "silent_void"], ["S6", "P1", "F:advance"], pick="ARS",
question="Will Arsenal FC reach the Champions League final?"))

add(v1(43, "ucl", "PSG", "LIV", "2027-03-10", "advance",
"Will Liverpool FC knock out Paris Saint-Germain FC? The two clubs meet in the Champions League last 16; the return leg is at the Parc des Princes on March 10, 2027. Yes = Liverpool make the quarterfinals (aggregate, overtime, penalties — all count). No = PSG make it instead.\n"
"If the tie can't be completed and is canceled, this resolves No. Postponed legs just delay resolution; the market stays open.\n"
"Source: UEFA's official results; if these aren't published within 2 hours, a consensus of credible reporting.",
E("advance", "Liverpool FC", scope="penalties", sp=OFF, sf=CON, tw=OUP, vc="no", vp="result"),
["american", "question_lead", "syn:knock_out", "contractions"], ["S6", "P1", "C1", "R1", "F:advance"], pick="LIV",
question="Will Liverpool FC knock out Paris Saint-Germain FC?"))

add(v1(44, "ucl", "JUV", "BVB", "2027-03-16", "advance",
"Market settles to Yes in the event that Juventus FC qualify for the quarter-finals at the expense of Borussia Dortmund, the tie being decided over two legs (second leg in Turin on 16 March 2027) and, where required, by extra time and penalties. Otherwise No.\n"
"In the event that the second leg is postponed and not played within 14 days of its original date, the market settles at the last fair market price prevailing when the postponement was announced.\n"
"In the event that the tie is cancelled outright, the market settles 50-50.",
E("advance", "Juventus FC", scope="penalties", tw=336, vc="50-50", vp="last_price"),
["legal", "british", "syn:qualify", "numerals"], ["S6", "P4", "C2", "F:advance"], pick="JUV",
question="Will Juventus FC qualify for the Champions League quarter-finals?"))

add(v1(45, "ucl", "ATM", "NEW", "2027-03-17", "advance",
"Newcastle United FC v Club Atlético de Madrid is a two-legged Champions League round-of-16 tie; the deciding leg takes place in Madrid on 17 March 2027. Whichever club wins the tie — on aggregate, in extra time or on penalties — goes through. This market is Newcastle's: it pays Yes if Newcastle go through and No if Atlético do.\n"
"Source: UEFA official data, and, if that is not available within two hours, a consensus of credible reporting.",
E("advance", "Newcastle United FC", scope="penalties", sp=OFF, sf=CON),
["british", "consequence_last", "syn:go_through", "silent_void"], ["S6", "R1", "F:advance"], pick="NEW",
question="Will Newcastle United FC advance to the Champions League quarter-finals?"))

# ---------------------------------------------------------------- spread
add(v1(14, "epl", "ARS", "BRE", "2026-10-03", "spread",
"Arsenal FC must win by at least two goals for this market to resolve Yes. A one-goal Arsenal win, a draw or a Brentford FC win resolves it No. Premier League, 3 October 2026; regulation time only (90' plus stoppage).\n"
"Postponed → open until played. Cancelled without a make-up game → 50-50.\n"
"Official Premier League statistics; consensus of credible reporting if they are not published within 2 hours.",
E("spread", "Arsenal FC", line=1.5, scope="regulation", sp=OFF, sf=CON, tw=OUP, vc="50-50", vp="result"),
["british", "arrow", "numerals", "number_words"], ["S1", "P1", "C2", "R1", "F:spread"], pick="ARS", line=-1.5))

add(v1(15, "bundesliga", "BAY", "WOB", "2026-12-19", "spread",
"FC Bayern München vs. VfL Wolfsburg — Bundesliga — December 19, 2026\n"
"• Yes: Bayern win by three goals or more (a winning margin greater than 2.5).\n"
"• No: Bayern win by one or two goals, draw, or lose.\n"
"• Regulation only: 90 minutes plus stoppage time.\n"
"• Postponed: stays open until the game is played.\n"
"• Canceled with no make-up game: resolves 50-50.\n"
"• Source: official league statistics, falling back to a consensus of credible reporting after 2 hours.",
E("spread", "FC Bayern München", line=2.5, scope="regulation", sp=OFF, sf=CON, tw=OUP, vc="50-50", vp="result"),
["bullets", "american", "number_words", "numerals"], ["S1", "P1", "C2", "R1", "F:spread"], pick="BAY", line=-2.5))

add(v1(46, "laliga", "BAR", "GIR", "2027-01-31", "spread",
"FC Barcelona are given a handicap of minus one and a half goals against Girona FC (LaLiga, 31 January 2027). Take the score at the end of normal time — ninety minutes plus stoppage time — and subtract 1.5 from Barcelona's goals: if Barcelona are still in front, Yes; if not, No.\n"
"If the match is postponed, the market stays open until it is played; if it is cancelled and not replayed, it resolves 50-50.",
E("spread", "FC Barcelona", line=1.5, scope="regulation", tw=OUP, vc="50-50", vp="result"),
["british", "handicap_arithmetic", "number_words", "silent_source"], ["S1", "P1", "C2", "F:spread"], pick="BAR", line=-1.5))

add(v1(47, "seriea", "INT", "TOR", "2026-11-01", "spread",
"Resolves Yes only where FC Internazionale Milano defeat Torino FC by a margin of two or more goals in Serie A on 1 November 2026, the margin being measured at the end of regulation time (ninety minutes with stoppage). A narrower Inter win, a draw or a Torino win: No. Should the match be abandoned and not completed, or cancelled without a replay, the market is settled 50-50. A postponement leaves the market open until the match has been played. Official Serie A statistics apply, with a consensus of credible reporting used if they are not published within two hours.",
E("spread", "FC Internazionale Milano", line=1.5, scope="regulation", sp=OFF, sf=CON, tw=OUP, vc="50-50", vp="result", va="50-50"),
["british", "legal", "syn:defeat", "number_words"], ["S1", "P1", "C2", "AB", "R1", "F:spread"], pick="INT", line=-1.5))

add(v1(48, "ligue1", "PSG", "RCS", "2027-02-20", "spread",
"PSG −2.5 vs Strasbourg. Paris Saint-Germain FC need to beat RC Strasbourg Alsace (Ligue 1, 20 Feb 2027) by 3+ goals after 90 minutes and stoppage time. Otherwise No. If the game is pushed back and has not been rescheduled within two weeks, the market settles at the last fair price as of the postponement announcement; if it is cancelled, 50-50.",
E("spread", "Paris Saint-Germain FC", line=2.5, scope="regulation", tw=336, vc="50-50", vp="last_price"),
["terse", "numerals", "syn:pushed_back", "british"], ["S1", "P4", "C2", "F:spread"], pick="PSG", line=-2.5))

add(v1(49, "epl", "MCI", "SUN", "2026-08-29", "spread",
"Manchester City FC are ahead by two goals or more when regulation time ends (ninety minutes plus stoppage; extra time and penalties do not apply) in the Premier League match against Sunderland AFC on August 29, 2026: Yes. Any other scoreline: No. Postponed match: the market stays open until it is played. Canceled match with no make-up: 50-50. Data: Premier League official statistics, or, if absent within two hours, credible-reporting consensus.",
E("spread", "Manchester City FC", line=1.5, scope="regulation", sp=OFF, sf=CON, tw=OUP, vc="50-50", vp="result"),
["american", "condition_first", "syn:ahead", "colon_verdict"], ["S1", "P1", "C2", "R1", "F:spread"], pick="MCI", line=-1.5))

# ---------------------------------------------------------------- totals
add(v1(16, "epl", "LIV", "TOT", "2026-10-24", "total",
"Will Liverpool FC and Tottenham Hotspur FC produce three or more goals between them in their Premier League game of 24 October 2026? Yes if the combined total exceeds 2.5 at the end of normal time (90 minutes plus stoppage); No if it is two or fewer. Postponed: open until played. Cancelled with no make-up: 50-50. Official Premier League statistics; consensus of credible reporting if not released within 2 hours.",
E("total", "over", line=2.5, scope="regulation", sp=OFF, sf=CON, tw=OUP, vc="50-50", vp="result"),
["question_lead", "british", "number_words", "numerals"], ["S1", "P1", "C2", "R1", "F:total"], line=2.5,
question="Liverpool FC vs. Tottenham Hotspur FC: over 2.5 goals?", git="Over 2.5"))

add(v1(17, "laliga", "ATM", "GIR", "2026-12-13", "total",
"UNDER 3.5 GOALS — Club Atlético de Madrid vs. Girona FC, LaLiga, December 13, 2026.\n"
"Yes: no more than three goals are scored in total by the two teams in regulation (90 minutes plus stoppage time).\n"
"No: four goals or more.\n"
"Postponed games: the market stays open until played. Canceled games with no make-up: resolves 50-50.\n"
"Source: LaLiga's official statistics; a consensus of credible reporting if those are not available within two hours.",
E("total", "under", line=3.5, scope="regulation", sp=OFF, sf=CON, tw=OUP, vc="50-50", vp="result"),
["headings", "american", "caps", "number_words"], ["S1", "P1", "C2", "R1", "F:total"], line=3.5,
question="Club Atlético de Madrid vs. Girona FC: under 3.5 goals?", git="Under 3.5"))

add(v1(18, "ligue1", "RCL", "LIL", "2026-09-13", "total",
"Two goals or more in RC Lens v LOSC Lille (Ligue 1, 13 September 2026) — i.e. a total above one and a half — resolves this market Yes; a 0-0 or a single-goal game resolves it No. Goals count only if scored in the ninety minutes or in stoppage time. A postponed game holds the market open until it is played; a game called off with no replay is settled 50-50; a game abandoned and never finished is settled the same way.",
E("total", "over", line=1.5, scope="regulation", tw=OUP, vc="50-50", vp="result", va="50-50"),
["british", "number_words", "syn:called_off", "semicolon", "silent_source"], ["S1", "P1", "C2", "AB", "F:total"], line=1.5,
question="RC Lens vs. LOSC Lille: over 1.5 goals?", git="Over 1.5"))

# deliberately ambiguous scope: knockout second leg, "every goal in the match"
add(v1(19, "ucl", "PSG", "ARS", "2027-04-13", "total",
"Paris Saint-Germain FC host Arsenal FC in the second leg of their Champions League quarter-final on 13 April 2027. This market resolves Yes if the match produces more than 2.5 goals — every goal scored in the match counts, own goals included — and No otherwise. Goals from the first leg do not count. A postponed match keeps the market open until it is played; if it is cancelled, the market resolves 50-50. Official UEFA statistics; consensus of credible reporting if they are not published within 2 hours.",
E("total", "over", line=2.5, scope="ambiguous", sp=OFF, sf=CON, tw=OUP, vc="50-50", vp="result"),
["british", "knockout_no_scope"], ["S:ambiguous", "P1", "C2", "R1", "F:total"], line=2.5,
question="Paris Saint-Germain FC vs. Arsenal FC: over 2.5 goals?", git="Over 2.5"))

add(v1(50, "bundesliga", "BVB", "TSG", "2027-04-03", "total",
"Borussia Dortmund v TSG 1899 Hoffenheim, Bundesliga, 3 April 2027: Yes if the match ends with fewer than 3 goals in total (under 2.5) after regulation time, i.e. ninety minutes plus stoppage; No if there are 3 or more. Postponement: the market remains open until the match is played. Cancellation with no replay: 50-50.\n"
"Source: official Bundesliga statistics are used where available; if they are slow to appear, other reliable information may be consulted.",
E("total", "under", line=2.5, scope="regulation", sp=OFF, sf="ambiguous", tw=OUP, vc="50-50", vp="result"),
["british", "vague_fallback"], ["S1", "P1", "C2", "R:ambiguous", "F:total"], line=2.5,
question="Borussia Dortmund vs. TSG 1899 Hoffenheim: under 2.5 goals?", git="Under 2.5"))

add(v1(51, "seriea", "NAP", "ATA", "2026-10-31", "total",
"Over 3.5 — SSC Napoli v Atalanta BC (Serie A, 31 Oct 2026)\n"
"Four or more goals, all told, by the end of the ninety minutes and stoppage time: Yes.\n"
"Three or fewer: No.\n"
"If the match slips to a later date, the market stays open until it is played.\n"
"If it is scrapped altogether: resolved 50-50.\n"
"Revisions to the official score after resolution are disregarded. Source: Lega Serie A official statistics (fallback after 2 hours: consensus of credible reporting).",
E("total", "over", line=3.5, scope="regulation", sp=OFF, sf=CON, tw=OUP, vc="50-50", vp="result"),
["headings", "british", "syn:slips", "syn:scrapped", "number_words"], ["S1", "P1", "C2", "R1", "R2", "F:total"], line=3.5,
question="SSC Napoli vs. Atalanta BC: over 3.5 goals?", git="Over 3.5"))

add(v1(52, "epl", "CHE", "LEE", "2027-01-02", "total",
"The total number of goals scored by Chelsea FC and Leeds United FC in their Premier League fixture of January 2, 2027 must be two or fewer — that is, under 2.5 — for Yes. Only goals in regulation (90 minutes plus stoppage time) count. If the fixture is not rescheduled within two weeks after a postponement, the market will settle at the last fair market price as of the postponement announcement. If it is canceled, 50-50.",
E("total", "under", line=2.5, scope="regulation", tw=336, vc="50-50", vp="last_price"),
["american", "subject_heavy", "number_words"], ["S1", "P4", "C2", "F:total"], line=2.5,
question="Chelsea FC vs. Leeds United FC: under 2.5 goals?", git="Under 2.5"))

add(v1(53, "laliga", "RSO", "CEL", "2026-09-20", "total",
"Yes if Real Sociedad de Fútbol and RC Celta de Vigo score at least one goal between them in LaLiga on 20 September 2026 — in other words, anything other than 0-0 at the end of normal time (ninety minutes plus stoppage). A goalless draw: No. Postponed: the market stays open until played. Cancelled, no replay: 50-50. Source: LaLiga official data; if unpublished after two hours, a consensus of credible reporting.",
E("total", "over", line=0.5, scope="regulation", sp=OFF, sf=CON, tw=OUP, vc="50-50", vp="result"),
["british", "syn:goalless", "number_words"], ["S1", "P1", "C2", "R1", "F:total"], line=0.5,
question="Real Sociedad de Fútbol vs. RC Celta de Vigo: over 0.5 goals?", git="Over 0.5"))

# ---------------------------------------------------------------- both teams to score
add(v1(20, "epl", "AVL", "CHE", "2026-11-21", "btts",
"Yes if Aston Villa FC and Chelsea FC each score at least once in their Premier League match on 21 November 2026; No if either (or both) fail to score. Only goals in the ninety minutes plus stoppage time count. Own goals count for the team credited with them. If the match is postponed, the market stays open until it is played. If it is cancelled with no make-up game, the market resolves 50-50. Source: official Premier League statistics; if these are not published within two hours, a consensus of credible reporting.",
E("btts", "yes", scope="regulation", sp=OFF, sf=CON, tw=OUP, vc="50-50", vp="result"),
["british", "number_words", "own_goal_note"], ["S1", "P1", "C2", "R1", "F:btts"]))

add(v1(21, "bundesliga", "BMG", "FCU", "2027-02-13", "btts",
"This is the \"No\" side of both-teams-to-score, listed as its own market: it resolves Yes if at least one of Borussia Mönchengladbach and 1. FC Union Berlin fails to score in their Bundesliga game on February 13, 2027 (regulation: 90 minutes plus stoppage time), and No if both teams score. Postponed: open until played. Canceled without a make-up game: 50-50.",
E("btts", "no", scope="regulation", tw=OUP, vc="50-50", vp="result"),
["american", "negated_market", "silent_source"], ["S1", "P1", "C2", "F:btts"],
question="Borussia Mönchengladbach vs. 1. FC Union Berlin: Will at least one team fail to score?", git="BTTS: No"))

add(v1(22, "bundesliga", "BVB", "RBL", "2026-10-17", "btts",
"Both Borussia Dortmund and RB Leipzig have to find the net — once each is enough — during regulation play (90 minutes and added time) on 17 October 2026 for a Yes. Anything else is a No. Put back to a later date? The market stays open until the match is played. Abandoned and not resumed, or cancelled and not replayed? Settled 50-50. The result is taken from the Bundesliga's official statistics or, if those are not available within 2 hours, from a consensus of credible reporting.",
E("btts", "yes", scope="regulation", sp=OFF, sf=CON, tw=OUP, vc="50-50", vp="result", va="50-50"),
["british", "syn:find_the_net", "syn:put_back", "qa_inline"], ["S1", "P1", "C2", "AB", "R1", "F:btts"]))

add(v1(54, "seriea", "MIL", "JUV", "2027-01-10", "btts",
"AC Milan v Juventus FC, Serie A, 10 January 2027 — both teams to score.\n"
"Yes: each side has scored by the end of normal time (ninety minutes plus stoppage).\n"
"No: at least one side has not.\n"
"Postponement not followed by rescheduling within two weeks: last fair market price, fixed at the moment the postponement is announced.\n"
"Cancellation: 50-50.",
E("btts", "yes", scope="regulation", tw=336, vc="50-50", vp="last_price"),
["terse", "british", "colon_verdict"], ["S1", "P4", "C2", "F:btts"]))

add(v1(55, "ligue1", "OM", "NIC", "2026-12-20", "btts",
"Olympique de Marseille and OGC Nice meet in Ligue 1 on December 20, 2026. If both clubs get on the scoresheet in regulation (the standard 90 minutes plus stoppage time; no extra time), the market resolves Yes. If one or neither does, it resolves No. Should the match be postponed, the market remains open until it has been played; should it be canceled without a make-up match, the market resolves 50-50. The official statistics of Ligue 1 are the primary source; if they're not published within two hours, the consensus of credible reporting is used.",
E("btts", "yes", scope="regulation", sp=OFF, sf=CON, tw=OUP, vc="50-50", vp="result"),
["american", "syn:scoresheet", "condition_first"], ["S1", "P1", "C2", "R1", "F:btts"]))

# ---------------------------------------------------------------- half-time / second-half result
add(v1(23, "seriea", "NAP", "ROM", "2027-02-28", "half1",
"Yes if SSC Napoli is ahead of AS Roma at half-time of their Serie A match on 28 February 2027 — that is, after the first forty-five minutes plus any first-half stoppage time. A level score or a Roma lead at the interval: No. Postponed: the market stays open until the match is played. Cancelled with no replay: 50-50. Source: official Serie A statistics; a consensus of credible reporting if these are not out within 2 hours.",
E("half", "SSC Napoli", half="first", sp=OFF, sf=CON, tw=OUP, vc="50-50", vp="result"),
["british", "syn:ahead", "syn:interval", "number_words"], ["half:first", "P1", "C2", "R1", "F:half"], pick="NAP"))

add(v1(24, "ligue1", "OM", "OL", "2026-11-01", "half1",
"Half-time draw — Olympique de Marseille v Olympique Lyonnais (Ligue 1, 1 November 2026). The market resolves Yes if the teams go in at the break all square, whatever the score; No if either leads at half-time. Only the first half (including its added time) matters. If the match is postponed it stays open until played; if called off with no replay, 50-50.",
E("half", "draw", half="first", tw=OUP, vc="50-50", vp="result"),
["british", "syn:all_square", "syn:break", "syn:called_off", "silent_source"], ["half:first", "P1", "C2", "F:half"]))

add(v1(25, "bundesliga", "B04", "SGE", "2026-09-12", "half2",
"Second-half result: Bayer 04 Leverkusen. Only goals scored after half-time count — the second forty-five minutes and their stoppage time, with no extra time. If Leverkusen score more goals than Eintracht Frankfurt in that period, Yes; if Frankfurt score more, or the second half is drawn, No. First-half goals are ignored entirely. Bundesliga match of September 12, 2026. Postponed: open until played. Canceled with no make-up: 50-50. Source: official Bundesliga statistics; consensus of credible reporting after 2 hours without them.",
E("half", "Bayer 04 Leverkusen", half="second", sp=OFF, sf=CON, tw=OUP, vc="50-50", vp="result"),
["american", "heading_lead", "number_words"], ["half:second", "P1", "C2", "R1", "F:half"], pick="B04"))

add(v1(56, "epl", "TOT", "MUN", "2027-03-20", "half1",
"Manchester United FC to lead at the interval away at Tottenham Hotspur FC (Premier League, 20 March 2027). Yes if, when the referee blows for half-time (first 45 minutes and first-half added time), United are ahead; otherwise No. Should the match be postponed and not rescheduled within two weeks, the market settles at the last fair market price prevailing when the postponement was announced. Should the match be cancelled, 50-50.",
E("half", "Manchester United FC", half="first", tw=336, vc="50-50", vp="last_price"),
["british", "syn:lead", "syn:interval", "subjunctive"], ["half:first", "P4", "C2", "F:half"], pick="MUN"))

add(v1(57, "laliga", "SEV", "RMA", "2027-04-24", "half2",
"Second half only: the market resolves Yes if Sevilla FC and Real Madrid CF score the same number of goals as each other in the second half of their LaLiga match on 24 April 2027 (second-half stoppage time included; first-half goals disregarded). It resolves No if either team outscores the other after the interval. If the match is postponed, it stays open until played. If it is cancelled and not replayed, 50-50. Official LaLiga statistics; consensus of credible reporting if unpublished within two hours.",
E("half", "draw", half="second", sp=OFF, sf=CON, tw=OUP, vc="50-50", vp="result"),
["british", "syn:outscores", "heading_lead"], ["half:second", "P1", "C2", "R1", "F:half"]))

add(v1(58, "epl", "WHU", "BOU", "2026-10-31", "half1",
"At the break in West Ham United FC vs. AFC Bournemouth (Premier League, October 31, 2026), is Bournemouth winning? If so, Yes. If the game is tied or West Ham are in front at halftime, No. Postponed: the market stays open until played. Canceled with no make-up game, or abandoned and never completed: 50-50. Official Premier League statistics; credible-reporting consensus if they are not published within 2 hours.",
E("half", "AFC Bournemouth", half="first", sp=OFF, sf=CON, tw=OUP, vc="50-50", vp="result", va="50-50"),
["american", "question_lead", "syn:tied", "syn:in_front"], ["half:first", "P1", "C2", "AB", "R1", "F:half"], pick="BOU"))

# ---------------------------------------------------------------- exact score
add(v1(26, "epl", "MUN", "EVE", "2026-09-26", "exact",
"Yes if the final score of Manchester United FC vs. Everton FC (Premier League, September 26, 2026) after regulation — 90 minutes plus stoppage time — is exactly Manchester United 2, Everton 1. Any other score: No. If the game is postponed, the market remains open until it is played. If it is canceled with no make-up game, the market resolves as though the score were 0-0 (so this market resolves No). Source: official Premier League statistics; consensus of credible reporting if not published within 2 hours.",
E("exact_score", "2-1", scope="regulation", sp=OFF, sf=CON, tw=OUP, vc="no", vp="result"),
["american", "explicit_score"], ["S1", "P1", "C3", "R1", "F:exact_score"], pick="2-1"))

add(v1(27, "seriea", "MIL", "BOL", "2027-03-14", "exact",
"Goalless: AC Milan 0-0 Bologna FC 1909 (Serie A, 14 March 2027) at the end of normal time (ninety minutes plus stoppage) resolves Yes; any goal for either side resolves No. A postponed match keeps the market open until played. A cancelled match with no replay is treated as finishing 0-0.",
E("exact_score", "0-0", scope="regulation", tw=OUP, vc="yes", vp="result"),
["british", "syn:goalless", "terse", "silent_source"], ["S1", "P1", "C3", "F:exact_score"], pick="0-0"))

add(v1(28, "bundesliga", "VFB", "BAY", "2027-01-23", "exact",
"For Yes, FC Bayern München — the visitors — must win 3-1 at VfB Stuttgart in the Bundesliga on 23 January 2027: three goals for Bayern, one for Stuttgart, after ninety minutes plus stoppage. Every other scoreline is No. Postponed: open until played. Cancelled without a replay: the market is resolved as if the match had ended 0-0.",
E("exact_score", "1-3", scope="regulation", tw=OUP, vc="no", vp="result"),
["british", "away_first_score", "number_words", "silent_source"], ["S1", "P1", "C3", "F:exact_score"], pick="1-3"))

add(v1(59, "laliga", "VAL", "RAY", "2026-11-08", "exact",
"Exact score 1-1. Valencia CF and Rayo Vallecano de Madrid must finish one apiece in regulation (the first 90 minutes plus added time) in LaLiga on November 8, 2026. Anything else: No. A postponement holds the market open until the match is played; a cancellation with no make-up resolves the market as a 0-0 result. Official LaLiga statistics, with a consensus of credible reporting used if they are not released within 2 hours.",
E("exact_score", "1-1", scope="regulation", sp=OFF, sf=CON, tw=OUP, vc="no", vp="result"),
["american", "syn:one_apiece", "terse"], ["S1", "P1", "C3", "R1", "F:exact_score"], pick="1-1"))

add(v1(60, "ligue1", "REN", "PSG", "2027-05-02", "exact",
"Paris Saint-Germain FC to win 2-0 away at Stade Rennais FC (Ligue 1, 2 May 2027), the score being the one at the end of regulation time (ninety minutes plus stoppage). Yes on that exact scoreline — Rennes nil, PSG two — and No otherwise. If the match is postponed and not rescheduled within two weeks, the market settles at the last fair market price as of the postponement announcement. If the match is cancelled, it resolves as a 0-0.",
E("exact_score", "0-2", scope="regulation", tw=336, vc="no", vp="last_price"),
["british", "away_first_score", "number_words"], ["S1", "P4", "C3", "F:exact_score"], pick="0-2"))

# ---------------------------------------------------------------- more win/draw variety
add(v1(61, "epl", "SUN", "NEW", "2027-02-21", "win",
"Wear–Tyne derby, Premier League, 21 February 2027: Sunderland AFC v Newcastle United FC. This leg is Sunderland's. It was drafted as follows: the Yes outcome is taken if Sunderland AFC beat Newcastle United FC, the result being read after ninety minutes and added time; the No outcome is taken if Newcastle win or the game ends level. A postponed game is left open until played. A cancelled game with no replay is taken as No.\n"
"Official Premier League statistics are used. Should they not be published within two hours, a consensus of credible reporting is used. The market is not reopened for score revisions made after resolution.",
E("win", "Sunderland AFC", scope="regulation", sp=OFF, sf=CON, tw=OUP, vc="no", vp="result"),
["british", "passive", "past_tense_frame", "syn:beat", "syn:level"], ["S1", "P1", "C1", "R1", "R2", "F:win"], pick="SUN"))

add(v1(62, "laliga", "RAY", "ATM", "2027-05-16", "draw",
"Rayo Vallecano de Madrid vs. Club Atlético de Madrid (LaLiga, May 16, 2027) — will it end level?\n"
"Yes: the scores are even after 90 minutes plus stoppage time.\n"
"No: either club is ahead at that moment.\n"
"If the game is postponed and isn't rescheduled within 14 days, the market resolves to the last fair market price as it stood when the postponement was announced.\n"
"If the game is canceled outright, the market resolves Yes.",
E("draw", "draw", scope="regulation", tw=336, vc="yes", vp="last_price"),
["american", "question_lead", "syn:even", "numerals"], ["S1", "P4", "C1", "F:draw"]))
