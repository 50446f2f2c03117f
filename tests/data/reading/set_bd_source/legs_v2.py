"""Set (bd), venue_two legs. Every leg has its own (invented) writer and register.

rules_primary and rules_secondary are read together; where the text names no source,
the series settlement sources decide (R3).
"""

ESPN = {"name": "ESPN", "url": "https://www.espn.com/soccer/"}
FOX = {"name": "Fox Sports", "url": "https://www.foxsports.com/soccer"}
MLS = {"name": "MLS", "url": "https://www.mlssoccer.com/"}
FIFA = {"name": "FIFA", "url": "https://www.fifa.com/"}
EF = [ESPN, FOX]


def E(family, outcome, scope, sp, sf, tw, vc, vp, va, line=None, half=None):
    return {
        "family": family, "outcome": outcome, "line": line, "half": half, "scope": scope,
        "source_primary": sp, "source_fallback": sf, "timing_window": tw,
        "void_cancelled": vc, "void_postponed_long": vp, "void_abandoned": va,
    }


KAL = dict(sp="provider", sf=None, tw=48, vc="fair_price", vp="fair_price")

LEGS = []


def leg(n, writer, styles, meanings, home, away, comp, mkt, sources, expected):
    LEGS.append({
        "n": n, "writer": writer, "styles": styles, "meanings": meanings,
        "home": home, "away": away, "competition": comp, "market": mkt,
        "series_settlement_sources": sources, "expected": expected,
    })


def M(ticker, title, yes, primary, secondary, occ):
    series = ticker.split("-")[0]
    event = "-".join(ticker.split("-")[:2])
    return dict(ticker=ticker, event_ticker=event, series_ticker=series, title=title,
                yes_sub_title=yes, no_sub_title=yes, rules_primary=primary,
                rules_secondary=secondary, occurrence_datetime=occ)


# 1. terse trader
leg(1, "exchange floor trader", ["terse", "abbreviations", "date:mm/dd/yyyy", "symbols"],
    ["F:win", "S2", "D1", "P2", "C4", "R3"],
    "Newcastle", "Sunderland", "epl",
    M("KXEPLGAME-26DEC20NEWSUN-NEW", "Newcastle vs Sunderland Winner?", "Newcastle",
      "Yes if Newcastle beat Sunderland (EPL, Newcastle vs Sunderland, slated 12/20/2026). "
      "Counts: 90 min + stoppage. ET/pens: no.",
      "Level after 90+ST -> Tie market Yes. Canceled, or kickoff moved >48h out -> fair price "
      "per rules.",
      "2026-12-20T15:00:00Z"),
    EF, E("win", "Newcastle", "regulation", va=None, **KAL))

# 2. careful lawyer
leg(2, "in-house counsel", ["legal", "definitions", "number_words_and_digits", "british_spelling",
                          "AB:treated_as_cancelled", "date:month_d_yyyy"],
    ["F:draw", "S2", "D1", "P3", "C4", "AB", "R3"],
    "Valencia", "Villarreal", "laliga",
    M("KXLALIGAGAME-26NOV22VCFVIL-TIE", "Valencia vs Villarreal Winner?", "Tie",
      "Should the Valencia vs Villarreal La Liga match first fixed for November 22, 2026 stand "
      "level at the end of regulation time (ninety minutes plus stoppage time, excluding any "
      "extra time or kicks from the penalty mark), the market for Tie shall resolve to Yes.",
      "For the purposes of these rules, \"Postponement\" means any change to the Match's start "
      "time. Where a Postponement occurs and the Match kicks off within forty-eight (48) hours "
      "of its first scheduled start, the market shall remain open and shall resolve on the "
      "Match as played. Where the Match does not kick off within that period, or is cancelled, "
      "the market shall settle at a fair price determined under the Rulebook. A Match that is "
      "abandoned and not completed shall be treated as cancelled for the purposes of this "
      "paragraph.",
      "2026-11-22T17:30:00Z"),
    [ESPN], E("draw", "draw", "regulation", va="fair_price", **KAL))

# 3. support agent, Q&A in the secondary; primary has no scope
leg(3, "help-centre writer", ["faq", "conversational", "american_spelling", "scope_in_secondary"],
    ["F:win", "S4", "D1", "P2", "C4", "R3"],
    "Wolfsburg", "Leverkusen", "bundesliga",
    M("KXBUNDESLIGAGAME-26OCT31WOBLEV-LEV", "Wolfsburg vs Leverkusen Winner?", "Leverkusen",
      "If Leverkusen wins the Wolfsburg vs Leverkusen Bundesliga game set for Oct 31, 2026, the "
      "market resolves to Yes.",
      "Common questions.\n"
      "Does added time count? Yes. The result is the score once the 90 minutes and the "
      "stoppage time have been played.\n"
      "What about extra time or penalties? They're not included.\n"
      "What if it ends level? Then the Tie market is the one that resolves Yes.\n"
      "What if the game is moved? If the new start is more than 48 hours after the original "
      "one, or the game is canceled, this market settles at a fair price under the rules.",
      "2026-10-31T14:30:00Z"),
    EF, E("win", "Leverkusen", "regulation", va=None, **KAL))

# 4. content writer (preview); total over 3.5
leg(4, "betting-blog preview writer", ["preview", "narrative", "number_words",
                                          "syn:slips", "syn:called_off"],
    ["F:total", "S2", "P2", "C4", "R3"],
    "Atalanta", "Napoli", "seriea",
    M("KXSERIEATOTAL-26OCT24ATANAP-3", "Atalanta vs Napoli: Total Goals", "Over 3.5 goals",
      "Atalanta's high press against Napoli's quick transitions has produced goals in four of "
      "their last five meetings in Bergamo. This market resolves to Yes if four or more goals "
      "in total are scored in the Atalanta vs Napoli Serie A game planned for Oct 24, 2026, "
      "counting regulation and its stoppage time only (no extra time, no penalties).",
      "Three goals or fewer means No. If the game is called off, or its kickoff slips by more "
      "than two days, the market is settled at a fair price in line with the rules.",
      "2026-10-24T16:00:00Z"),
    EF, E("total", "over", "regulation", va=None, line=3.5, **KAL))

# 5. non-native English speaker
leg(5, "French-speaking ops analyst (non-native English)", ["non_native", "plain", "negation"],
    ["F:win", "S2", "D1", "P2", "C4", "R3"],
    "Monaco", "Nice", "ligue1",
    M("KXLIGUE1GAME-26DEC05MCONIC-NIC", "Monaco vs Nice Winner?", "Nice",
      "If Nice is winning the match Monaco vs Nice of Ligue 1 which is planned for Dec 5, 2026, "
      "after the 90 minutes and the added time (extra time and penalty shoot-out are not "
      "include), then market is resolving Yes.",
      "When the match is finishing equal after the 90 minutes and added time, it is the market "
      "\"Tie\" which resolve Yes. If the match is cancel, or is moved to a new time more than "
      "48 hours after the first planned time, the market is resolving at a fair price, "
      "following the rules.",
      "2026-12-05T20:00:00Z"),
    EF, E("win", "Nice", "regulation", va=None, **KAL))

# 6. engineer, two-column table in the secondary; MLS spread
leg(6, "backend engineer (pipe table)", ["table", "terse", "numerals", "AB:fair_price"],
    ["F:spread", "S2", "P3", "C4", "AB", "R3"],
    "Seattle", "LA Galaxy", "mls",
    M("KXMLSSPREAD-26MAY16SEALA-SEA2", "Seattle vs LA Galaxy: Spread",
      "Seattle wins by over 1.5 goals",
      "If Seattle beats LA Galaxy by two or more goals in the Seattle vs LA Galaxy MLS match "
      "scheduled for May 16, 2026, this market settles Yes. Regulation only: 90 "
      "minutes + stoppage time.",
      "Settlement table\n"
      "Situation | Outcome\n"
      "Seattle win by 2+ | Yes\n"
      "Seattle win by 1, draw, LA Galaxy win | No\n"
      "Postponed, new kickoff within 48 h | market stays open\n"
      "Postponed beyond 48 h | fair price\n"
      "Canceled | fair price\n"
      "Abandoned and not resumed | fair price",
      "2026-05-17T02:30:00Z"),
    [MLS], E("spread", "Seattle", "regulation", sp="official", sf=None, tw=48,
             vc="fair_price", vp="fair_price", va="fair_price", line=1.5))

# 7. compliance officer; own source with fallback
leg(7, "regulatory compliance analyst", ["formal", "headings_inline", "american_spelling", "passive"],
    ["F:win", "S2", "D1", "P2", "C4"],
    "Bayern Munich", "PSG", "ucl",
    M("KXUCLGAME-26NOV25BMUPSG-BMU", "Bayern Munich vs PSG Winner?", "Bayern Munich",
      "If Bayern Munich defeats PSG in the Bayern Munich vs PSG UEFA Champions League "
      "league-phase match scheduled for November 25, 2026, as determined at the end of 90 "
      "minutes plus stoppage time (extra time and penalties not included), the market will "
      "settle Yes.",
      "Settlement Source: Outcome determination shall be based on the official match report "
      "published by UEFA. Should that report be unavailable, the Exchange shall rely on ESPN. "
      "Draw: if the match is level after regulation, the Tie market resolves to Yes. "
      "Postponement and Cancellation: if the match is canceled or rescheduled to begin more "
      "than 48 hours after its planned start, the market will settle at a fair price as the "
      "Rulebook provides.",
      "2026-11-25T20:00:00Z"),
    EF, E("win", "Bayern Munich", "regulation", sp="official", sf="provider", tw=48,
          vc="fair_price", vp="fair_price", va=None))

# 8. journalist; advance
leg(8, "football correspondent", ["journalistic", "narrative", "british", "date:month_d_yyyy"],
    ["F:advance", "S6", "P2", "C4", "R3"],
    "Arsenal", "Real Madrid", "ucl",
    M("KXUCLADVANCE-27MAR17ARSRMA-ARS", "Arsenal vs Real Madrid: Who advances?", "Arsenal",
      "If Arsenal go through to the quarter-finals at the expense of Real Madrid in their "
      "Champions League round-of-16 tie, the contract pays Yes. The tie is decided "
      "however it is decided on the night of the second leg in London on March 17, 2027: on "
      "aggregate, in extra time, or by a penalty shoot-out.",
      "Real Madrid going through means No; there is no tie outcome for this market. If the "
      "second leg is called off, or is pushed back by more than 48 hours, the market will be "
      "resolved at a fair price under the rules.",
      "2027-03-17T20:00:00Z"),
    EF, E("advance", "Arsenal", "penalties", va=None, **KAL))

# 9. product manager, release notes in the secondary; BTTS
leg(9, "product owner (changelog)", ["release_notes", "bullets", "british_spelling",
                                           "AB:treated_as_cancelled"],
    ["F:btts", "S2", "P3", "C4", "AB", "R3"],
    "Liverpool", "Man City", "epl",
    M("KXEPLBTTS-26DEC02LFCMCI-BTTS", "Liverpool vs Man City: Both Teams to Score?",
      "Both teams score",
      "If Liverpool and Man City each score at least one goal in the Liverpool vs Man City "
      "Premier League game scheduled for Dec 2, 2026, counting regulation time plus stoppage "
      "time only (extra time and penalties do not count), Yes is the outcome.",
      "Rules update, effective with this listing:\n"
      "- New: abandonment. A game that is abandoned and not completed is now settled the same "
      "way as a cancellation.\n"
      "- Clarified: a postponed game that starts within 48 hours of its original time keeps "
      "the market open; beyond 48 hours the market settles at a fair price.\n"
      "- Unchanged: a cancelled game settles at a fair price under the rules.",
      "2026-12-02T20:00:00Z"),
    EF, E("btts", "yes", "regulation", va="fair_price", **KAL))

# 10. sports-desk editor; first-half tie
leg(10, "wire sports sub-editor", ["house_style", "terse", "abbreviations", "date:abbrev_weekday"],
    ["F:half", "D1", "P2", "C4", "R3"],
    "Real Madrid", "Barcelona", "laliga",
    M("KXLALIGA1H-26OCT25RMABAR-TIE", "Real Madrid vs Barcelona: First Half Winner?", "Tie",
      "HT result, Real Madrid v Barcelona, La Liga, Sun 25 Oct 2026. Tie pays Yes if the sides "
      "are level at half-time, first-half stoppage included.",
      "Second-half goals don't matter. Either side ahead at the break: No. Game canceled, or "
      "moved >48 hrs from the original kickoff: fair price, per the rules.",
      "2026-10-25T15:15:00Z"),
    EF, E("half", "draw", None, va=None, half="first", **KAL))

# 11. statistician; exact score, away side named first
leg(11, "data scientist", ["mathematical", "iff", "numerals", "away_named_first",
                         "date:d_mon_yyyy"],
    ["F:exact_score", "S2", "P2", "C4", "R3"],
    "Frankfurt", "Leipzig", "bundesliga",
    M("KXBUNDESLIGASCORE-27JAN23SGERBL-02", "Frankfurt vs Leipzig: Exact Score",
      "Frankfurt 0-2 Leipzig",
      "This market resolves to Yes if and only if the regulation-time score of the Frankfurt "
      "vs Leipzig Bundesliga game on 23 Jan 2027 is Leipzig 2, Frankfurt 0 (a 2-0 away win for "
      "Leipzig). Regulation time means 90 minutes plus stoppage; goals in any extra time and "
      "shoot-out kicks are not counted. Every other scoreline resolves No.",
      "Postponement is unlikely but possible: if kickoff is moved more than 48 hours from the "
      "scheduled time, or the game is canceled, the contract settles at a fair price per the "
      "rules.",
      "2027-01-23T14:30:00Z"),
    EF, E("exact_score", "0-2", "regulation", va=None, **KAL))

# 12. customer-service macro; MLS tie
leg(12, "chat-support macro author", ["macro", "conversational", "american_spelling"],
    ["F:draw", "S2", "D1", "P3", "C4", "R3"],
    "Inter Miami", "Orlando City", "mls",
    M("KXMLSGAME-26AUG22MIAORL-TIE", "Inter Miami vs Orlando City Winner?", "Tie",
      "If Inter Miami vs Orlando City, the MLS game scheduled for August 22, 2026, is tied "
      "once 90 minutes and stoppage time are played, then the market for Tie resolves to Yes. "
      "Extra time and penalties are not included.",
      "Thanks for your question about this market! A couple of things worth knowing: if the "
      "game is postponed but still kicks off within 48 hours of the original start, nothing "
      "changes and the market stays open. If it's pushed back further than that, or canceled, "
      "the market settles at a fair price under our rules. Hope this helps!",
      "2026-08-22T23:30:00Z"),
    [MLS], E("draw", "draw", "regulation", sp="official", sf=None, tw=48, vc="fair_price",
             vp="fair_price", va=None))

# 13. lawyer's redraft; abandonment refunded
leg(13, "outside counsel redrafting the house rule", ["legal", "roman_numerals", "notwithstanding",
                                          "number_words_and_digits", "AB:refund",
                                          "date:d_month_yyyy"],
    ["F:win", "S2", "D1", "P2", "C4", "AB", "R3"],
    "Napoli", "Roma", "seriea",
    M("KXSERIEAGAME-27FEB14NAPROM-NAP", "Napoli vs Roma Winner?", "Napoli",
      "In the event that Napoli is the winning side in the Serie A fixture Napoli vs Roma "
      "scheduled to be played on 14 February 2027, determined solely on the basis of the score "
      "upon the expiry of ninety (90) minutes of play and any stoppage time thereto (and "
      "excluding, for the avoidance of doubt, any extra time or penalty shoot-out), the market "
      "shall resolve to Yes.",
      "(i) Should the fixture end with the scores level, the Tie market shall resolve to Yes. "
      "(ii) Should the fixture be cancelled, or be rescheduled so as to commence more than "
      "forty-eight (48) hours after its scheduled commencement, the market shall resolve to a "
      "fair price determined in accordance with the Rulebook. (iii) Notwithstanding paragraph "
      "(ii), should the fixture be abandoned after commencement and not be completed, all "
      "positions shall be closed out and each holder's purchase price refunded in full.",
      "2027-02-14T19:45:00Z"),
    EF, E("win", "Napoli", "regulation", va="refund", **KAL))

# 14. wire-service writer; World Cup quarter-final, no scope anywhere -> scope ambiguous
leg(14, "wire-service writer", ["plain", "knockout_no_scope", "american_spelling"],
    ["F:win", "S:ambiguous", "P2", "C4", "R3"],
    "Brazil", "France", "wc",
    M("KXWCGAME-26JUL09BRAFRA-FRA", "Brazil vs France Winner?", "France",
      "If France wins the Brazil vs France FIFA World Cup quarter-final scheduled for July 9, "
      "2026, the market settles Yes.",
      "This market is settled on the final result of the match as published. If the match is "
      "canceled, or postponed by more than 48 hours, it is settled at a fair price under "
      "the rules.",
      "2026-07-09T20:00:00Z"),
    [FIFA], E("win", "France", "ambiguous", sp="official", sf=None, tw=48, vc="fair_price",
              vp="fair_price", va=None))

# 15. community manager; vague postponement window -> timing ambiguous
leg(15, "community manager", ["plain", "vague_window", "date:month_d_yyyy"],
    ["F:win", "S2", "D1", "P:ambiguous", "C4", "R3"],
    "Aston Villa", "Brighton", "epl",
    M("KXEPLGAME-27JAN16AVLBHA-AVL", "Aston Villa vs Brighton Winner?", "Aston Villa",
      "If Aston Villa beat Brighton in the Aston Villa vs Brighton Premier League game planned "
      "for January 16, 2027, with the score taken at the end of 90 minutes and stoppage time "
      "(extra time and penalties excluded), the market resolves to Yes.",
      "A level score means the Tie market resolves to Yes. A canceled game is settled at a "
      "fair price. If the game is delayed for an extended time, it will also be "
      "resolved at a fair price.",
      "2027-01-16T15:00:00Z"),
    EF, E("win", "Aston Villa", "regulation", sp="provider", sf=None, tw="ambiguous",
          vc="fair_price", vp="fair_price", va=None))

# 16. operations writer; cancellation "as it sees fit" -> ambiguous
leg(16, "operations writer", ["key_colon_value", "terse", "date:abbrev_month_dot"],
    ["F:draw", "S2", "D1", "P2", "C:ambiguous", "R3"],
    "Wolves", "Fulham", "epl",
    M("KXEPLGAME-26DEC28WOLFUL-TIE", "Wolves vs Fulham Winner?", "Tie",
      "If Wolves vs Fulham (Premier League, Dec. 28, 2026) finishes level after regulation "
      "(90 min plus stoppage; no extra time or penalties), the Tie market resolves to Yes.",
      "Postponement: a kickoff moved more than 48 hours from the original slot means a fair "
      "price settlement. Cancellation: the exchange will handle the market as it sees fit.",
      "2026-12-28T15:00:00Z"),
    EF, E("draw", "draw", "regulation", sp="provider", sf=None, tw=48, vc="ambiguous",
          vp="fair_price", va=None))

# 17. localiser; unordered sources of its own -> source ambiguous
leg(17, "localiser (German market)", ["date:dd.mm.yyyy", "number_words", "plain"],
    ["F:win", "S2", "D1", "P2", "C4", "R:ambiguous"],
    "Bayern Munich", "Freiburg", "bundesliga",
    M("KXBUNDESLIGAGAME-26DEC12BMUSCF-BMU", "Bayern Munich vs Freiburg Winner?",
      "Bayern Munich",
      "If Bayern Munich wins the Bayern Munich vs Freiburg Bundesliga match on 12.12.2026 once "
      "ninety minutes plus stoppage time are played (no extra time, no penalty shoot-out), "
      "then Yes.",
      "If it is a draw, Tie resolves to Yes. If the match is cancelled or starts more than 48 "
      "hours late, the market settles at a fair price. The result will be taken from "
      "bundesliga.com or from kicker.",
      "2026-12-12T14:30:00Z"),
    EF, E("win", "Bayern Munich", "regulation", sp="ambiguous", sf="ambiguous", tw=48,
          vc="fair_price", vp="fair_price", va=None))

# 18. logistics manager; 24-hour window
leg(18, "logistics manager", ["arrow", "terse", "date:d_month_yyyy", "syn:fair_value"],
    ["F:win", "S2", "D1", "P:24h", "C4", "R3"],
    "Lens", "Lille", "ligue1",
    M("KXLIGUE1GAME-27FEB07RCLLIL-LIL", "Lens vs Lille Winner?", "Lille",
      "Lille win the Lens vs Lille Ligue 1 game on 7 February 2027 → market resolves to Yes. "
      "Score taken at the end of 90 minutes + stoppage; extra time and penalties are not "
      "included.",
      "If the sides are level, Tie resolves to Yes. A kickoff that moves more than 24 hours "
      "from its scheduled time, or a cancelled game, triggers settlement at fair value per the "
      "rules.",
      "2027-02-07T16:00:00Z"),
    [ESPN], E("win", "Lille", "regulation", sp="provider", sf=None, tw=24, vc="fair_price",
              vp="fair_price", va=None))

# 19. match-day programme writer; first team to score incl. extra time
leg(19, "radio commentator turned copywriter", ["narrative", "british", "date:month_d_yyyy"],
    ["F:other", "S5", "P2", "C4", "R3"],
    "Inter", "Barcelona", "ucl",
    M("KXUCLFTTS-27APR14INTBAR-BAR", "Inter vs Barcelona: First Team to Score", "Barcelona",
      "If Barcelona score the first goal of the Inter vs Barcelona Champions League "
      "quarter-final second leg on April 14, 2027, at any point in the match, normal time, "
      "added time or extra time included, this market pays Yes.",
      "No if Inter score first or if the match stays goalless through any extra time. Penalty "
      "shoot-out kicks are not goals. If the match is canceled or postponed by more than 48 "
      "hours, it settles at a fair price.",
      "2027-04-14T19:00:00Z"),
    EF, E("other", "Barcelona", "extra_time", va=None, **KAL))

# 20. press officer; World Cup group game, scope split across fields, 14-day window
leg(20, "press officer", ["formal", "split_scope", "numerals", "american_spelling",
                          "date:abbrev_month"],
    ["F:win", "S3", "D1", "P:14d", "C4", "R3"],
    "Mexico", "South Africa", "wc",
    M("KXWCGAME-26JUN11MEXRSA-MEX", "Mexico vs South Africa Winner?", "Mexico",
      "If Mexico wins the Mexico vs South Africa FIFA World Cup group-stage match set for Jun "
      "11, 2026, judged on the score at the end of 90 minutes plus stoppage time, Yes is the "
      "result.",
      "Extra time and penalty kicks are not taken into account. If the match ends level, the "
      "market for Tie resolves to Yes. If the match is canceled, or has not been played within "
      "14 days of its original date, the market is settled at a fair price per the rules.",
      "2026-06-11T19:00:00Z"),
    [FIFA], E("win", "Mexico", "regulation", sp="official", sf=None, tw=336, vc="fair_price",
              vp="fair_price", va=None))

# 21. statistics-desk intern, bullet list; second-half result
leg(21, "statistics-desk intern", ["bullets", "date:mm/dd/yyyy", "examples", "symbols"],
    ["F:half", "D1", "P2", "C4", "R3"],
    "Chelsea", "Arsenal", "epl",
    M("KXEPL2H-27FEB20CFCARS-ARS", "Chelsea vs Arsenal: Second Half Winner?", "Arsenal",
      "If Arsenal score more goals than Chelsea in the second half of the Chelsea vs Arsenal "
      "Premier League game on 02/20/2027, the contract resolves Yes. Only goals from the "
      "restart after half-time to the end of second-half stoppage time count; first-half goals "
      "are ignored.",
      "- Second half level (both sides score the same number after the break, zero included): Tie resolves Yes\n"
      "- Chelsea win the second half: No\n"
      "- Game canceled: fair price\n"
      "- Game moved >48 hours from original kickoff: fair price",
      "2027-02-20T17:30:00Z"),
    EF, E("half", "Arsenal", None, va=None, half="second", **KAL))
