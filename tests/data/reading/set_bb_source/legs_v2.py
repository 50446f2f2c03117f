"""Set (bb), venue_two legs. Every leg has its own (imagined) writer and register.

Each entry is written by hand: `rules_primary`, `rules_secondary`, the wire fields, the series'
settlement sources, and the `expected` record read from the two rule fields together (the series
sources decide the source only where the text names none).
"""
from common import E, v2_leg, ESPN, FOX, UEFA, FIFA, MLS

LEGS = []
add = LEGS.append

# 001 terse trader
add(v2_leg(
    "bb2-001", ["writer:terse_trader", "abbreviations", "arrows", "date:mon_d_yyyy", "numerals"],
    ["F:win", "S2", "D1", "P2", "C4", "R3"],
    "Chelsea", "Aston Villa", "epl",
    ticker="KXEPLGAME-26DEC26CFCAVL-CFC", series="KXEPLGAME", title="Chelsea vs Aston Villa Winner?",
    yes_sub="Chelsea",
    primary=("Chelsea beat Aston Villa (EPL, orig. sched. Dec 26, 2026) inside 90' + stoppage -> Yes. "
             "ET/pens don't count."),
    secondary=("Level at 90'+ST: Tie mkt Yes, this one No. Cxl, or KO moved >48h from orig. slot: "
               "settles at fair price per rules."),
    occ="2026-12-26T15:00:00Z", sources=[ESPN, FOX],
    expected=E("win", "Chelsea", scope="regulation", sp="provider", sf=None, tw=48, vc="fair_price",
               vp="fair_price", va=None),
))

# 002 careful lawyer
add(v2_leg(
    "bb2-002", ["writer:lawyer", "legal", "layout:lettered", "number_words_and_numerals",
                "date:month_d_yyyy", "british_spelling"],
    ["F:draw", "S2", "D1", "P2", "C4", "AB", "R3"],
    "Valencia", "Real Betis", "laliga",
    ticker="KXLALIGAGAME-27JAN10VCFRBB-TIE", series="KXLALIGAGAME", title="Valencia vs Real Betis Winner?",
    yes_sub="Tie",
    primary=("If, upon the expiry of ninety (90) minutes of play and any stoppage time in the Valencia vs "
             "Real Betis LaLiga match originally scheduled for January 10, 2027, the two clubs have scored "
             "an equal number of goals, the Tie market resolves to Yes; extra time and penalty kicks, if "
             "any, are disregarded."),
    secondary=("(a) In any outcome other than that described in the primary rule, this market resolves to "
               "No. (b) If the match is cancelled, or is rescheduled to commence more than forty-eight (48) "
               "hours after its original start time, this market shall be settled at a fair price as "
               "provided by the exchange rules. (c) A match that is abandoned and not completed within "
               "forty-eight (48) hours of its original start time shall be treated as cancelled for the "
               "purposes of paragraph (b)."),
    occ="2027-01-10T17:30:00Z", sources=[ESPN],
    expected=E("draw", "draw", scope="regulation", sp="provider", sf=None, tw=48, vc="fair_price",
               vp="fair_price", va="fair_price"),
))

# 003 support agent, Q&A in the secondary; primary has no scope (S4)
add(v2_leg(
    "bb2-003", ["writer:support_agent", "layout:faq", "second_person", "date:mon_d_yyyy",
                "scope_in_secondary"],
    ["F:win", "S4", "D1", "P3", "C4", "R3"],
    "Bayern Munich", "Leverkusen", "bundesliga",
    ticker="KXBUNDESLIGAGAME-27FEB27BMULEV-BMU", series="KXBUNDESLIGAGAME",
    title="Bayern Munich vs Leverkusen Winner?", yes_sub="Bayern Munich",
    primary=("Should Bayern Munich win its Bundesliga home game against Leverkusen, originally set for "
             "Feb 27, 2027, this market resolves to Yes."),
    secondary=("Common questions from traders:\n"
               "Q: Does the result include extra time or a shoot-out? A: No. Only the score after 90 "
               "minutes and stoppage time is used.\n"
               "Q: What if the game ends level? A: Then the Tie market pays Yes and this market resolves No.\n"
               "Q: What if the game is postponed? A: If the new kickoff is more than 48 hours after the "
               "original one, the market settles at a fair price under the exchange rules. A shorter delay "
               "changes nothing.\n"
               "Q: And if it's cancelled? A: Same as above: fair price."),
    occ="2027-02-27T17:30:00Z", sources=[ESPN, FOX],
    expected=E("win", "Bayern Munich", scope="regulation", sp="provider", sf=None, tw=48, vc="fair_price",
               vp="fair_price", va=None),
))

# 004 content writer, preview in the secondary
add(v2_leg(
    "bb2-004", ["writer:content_writer", "preview", "date:month_d_yyyy", "syn:called_off",
                "syn:pushed_back", "two_days", "fair_value"],
    ["F:win", "S2", "D1", "P2", "C4", "R3"],
    "Napoli", "Juventus", "seriea",
    ticker="KXSERIEAGAME-27APR18NAPJUV-NAP", series="KXSERIEAGAME", title="Napoli vs Juventus Winner?",
    yes_sub="Napoli",
    primary=("If Napoli beat Juventus at the Stadio Diego Armando Maradona in their Serie A meeting "
             "originally set for April 18, 2027, with the result taken once 90 minutes and stoppage time "
             "have been played and without any extra time or penalties, the market resolves to Yes."),
    secondary=("Few fixtures in Italy carry more edge than this one, and with the title race still open in "
               "April, neither side will be happy with a point. For this contract, though, only a Napoli win "
               "counts: a draw settles the Tie market instead. Should the game be called off, or pushed back "
               "by more than two days, the contract is settled at fair value as the exchange rules set out."),
    occ="2027-04-18T18:45:00Z", sources=[ESPN, FOX],
    expected=E("win", "Napoli", scope="regulation", sp="provider", sf=None, tw=48, vc="fair_price",
               vp="fair_price", va=None),
))

# 005 non-native English speaker
add(v2_leg(
    "bb2-005", ["writer:non_native", "grammar_errors", "date:dd/mm/yyyy_explained", "away_team"],
    ["F:win", "S2", "D1", "P2", "C4", "R3"],
    "Lyon", "Marseille", "ligue1",
    ticker="KXLIGUE1GAME-26NOV08OLOM-OM", series="KXLIGUE1GAME", title="Lyon vs Marseille Winner?",
    yes_sub="Marseille",
    primary=("If Marseille win the Ligue 1 match Lyon vs Marseille which was planned originally for "
             "08/11/2026 (day/month/year), the market resolve to Yes. It count only the 90 minutes and the "
             "added time, not the extra time and not the penalties."),
    secondary=("If the match finish with same score for both team, it is the Tie market which resolve to "
               "Yes. If the match is cancel, or if it is moved more than 48 hour after the time planned, the "
               "market will be resolve to a fair price following the rules."),
    occ="2026-11-08T19:45:00Z", sources=[ESPN],
    expected=E("win", "Marseille", scope="regulation", sp="provider", sf=None, tw=48, vc="fair_price",
               vp="fair_price", va=None),
))

# 006 engineer, table in the secondary, names its own official source
add(v2_leg(
    "bb2-006", ["writer:engineer", "layout:table", "numerals", "date:mon_d_yyyy", "own_source",
                "scope_in_secondary"],
    ["F:total", "S4", "P2", "C4"],
    "Arsenal", "Liverpool", "epl",
    ticker="KXEPLTOTAL-27MAR13ARSLFC-4", series="KXEPLTOTAL", title="Arsenal vs Liverpool: Total Goals",
    yes_sub="Over 3.5 goals",
    primary=("If Arsenal and Liverpool score 4 or more goals combined in their Premier League game "
             "originally scheduled for Mar 13, 2027, the market resolves to Yes."),
    secondary=("Settlement parameters\n"
               "| Parameter | Value |\n"
               "|---|---|\n"
               "| Threshold | over 3.5 total goals (4+) |\n"
               "| Period | 90 minutes + stoppage |\n"
               "| Extra time / penalties | excluded |\n"
               "| Postponed > 48 hours | fair price |\n"
               "| Cancelled | fair price |\n"
               "| Result source | official Premier League match data (premierleague.com) |"),
    occ="2027-03-13T17:30:00Z", sources=[ESPN, FOX],
    expected=E("total", "over", line=3.5, scope="regulation", sp="official", sf=None, tw=48,
               vc="fair_price", vp="fair_price", va=None),
))

# 007 compliance officer, advance
add(v2_leg(
    "bb2-007", ["writer:compliance_officer", "formal", "date:month_d_yyyy", "two_way", "british_spelling"],
    ["F:advance", "S6", "P2", "C4", "R3"],
    "Bayern Munich", "Real Madrid", "ucl",
    ticker="KXUCLADVANCE-27APR14BMURMA-RMA", series="KXUCLADVANCE",
    title="Bayern Munich vs Real Madrid: Who advances?", yes_sub="Real Madrid",
    primary=("If Real Madrid qualifies for the UEFA Champions League semi-finals from its quarter-final tie "
             "against Bayern Munich, whose second leg is originally scheduled for April 14, 2027, the market "
             "resolves to Yes. Qualification is decided over both legs and takes in any extra time and "
             "penalty shoot-out in the second leg."),
    secondary=("Compliance note: this contract refers to progression from the tie, not to the result of "
               "either individual match, and it has no tie outcome. If the second leg is cancelled, or is "
               "moved to a start time more than 48 hours later than planned, the contract is valued at a "
               "fair price under the rulebook."),
    occ="2027-04-14T19:00:00Z", sources=[UEFA],
    expected=E("advance", "Real Madrid", scope="penalties", sp="official", sf=None, tw=48,
               vc="fair_price", vp="fair_price", va=None),
))

# 008 journalist, exact score 1-1, abandonment
add(v2_leg(
    "bb2-008", ["writer:journalist", "date:d_month_yyyy", "number_words", "british_spelling"],
    ["F:exact_score", "S2", "P2", "C4", "AB", "R3"],
    "Real Madrid", "Atletico Madrid", "laliga",
    ticker="KXLALIGASCORE-27MAR06RMAATM-11", series="KXLALIGASCORE",
    title="Real Madrid vs Atletico Madrid: Exact Score", yes_sub="1-1",
    primary=("If the Madrid derby between Real Madrid and Atletico Madrid, originally set for 6 March 2027, "
             "finishes 1-1 after ninety minutes plus stoppage time, the market resolves to Yes; any other "
             "final score resolves it to No."),
    secondary=("Goals in extra time or a shoot-out would not count, though none are expected in a league "
               "fixture. Should the derby be postponed beyond 48 hours, or cancelled, this market settles at a "
               "fair price under the exchange rules. A match abandoned by the referee and not completed the "
               "same day is handled as if it had been cancelled."),
    occ="2027-03-06T20:00:00Z", sources=[ESPN],
    expected=E("exact_score", "1-1", scope="regulation", sp="provider", sf=None, tw=48, vc="fair_price",
               vp="fair_price", va="fair_price"),
))

# 009 product manager, release notes, BTTS
add(v2_leg(
    "bb2-009", ["writer:product_manager", "release_notes", "layout:bullets", "date:month_d_yyyy"],
    ["F:btts", "S2", "P2", "C4", "R3"],
    "Dortmund", "Stuttgart", "bundesliga",
    ticker="KXBUNDESLIGABTTS-26DEC19BVBVFB-BTTS", series="KXBUNDESLIGABTTS",
    title="Dortmund vs Stuttgart: Both Teams to Score?", yes_sub="Both teams score",
    primary=("If both Dortmund and Stuttgart score at least one goal in their Bundesliga game originally "
             "scheduled for December 19, 2026, counting 90 minutes plus stoppage time only, the market "
             "resolves to Yes."),
    secondary=("Release notes, December 2026:\n"
               "- Scope clarified: extra time and shoot-outs are out of scope (Bundesliga games do not "
               "use them).\n"
               "- Postponements: if the game is moved more than 48 hours from its original start, the market "
               "now settles at a fair price per the rules instead of waiting.\n"
               "- Cancellations: the market settles at a fair price per the rules.\n"
               "- No other changes."),
    occ="2026-12-19T14:30:00Z", sources=[ESPN, FOX],
    expected=E("btts", "yes", scope="regulation", sp="provider", sf=None, tw=48, vc="fair_price",
               vp="fair_price", va=None),
))

# 010 sports-desk editor, first-half result
add(v2_leg(
    "bb2-010", ["writer:sports_desk_editor", "caps_heading", "date:mon_d_yyyy", "syn:called_off"],
    ["F:half", "D1", "P2", "C4", "R3"],
    "AC Milan", "Roma", "seriea",
    ticker="KXSERIEA1H-27JAN31ACMROM-ACM", series="KXSERIEA1H", title="AC Milan vs Roma: First-Half Winner?",
    yes_sub="AC Milan",
    primary=("If AC Milan are ahead of Roma at half-time of their Serie A match originally scheduled for "
             "Jan 31, 2027, the market resolves to Yes."),
    secondary=("EDITOR'S NOTE ON SETTLEMENT: half-time means the end of the first 45 minutes plus "
               "first-half stoppage time; anything later is ignored. Level at the break? The first-half Tie "
               "market resolves Yes instead. Game called off, or moved more than 48 hours: fair price, per "
               "the rules."),
    occ="2027-01-31T19:45:00Z", sources=[ESPN, FOX],
    expected=E("half", "AC Milan", half="first", scope=None, sp="provider", sf=None, tw=48,
               vc="fair_price", vp="fair_price", va=None),
))

# 011 statistician, spread by 3+, P3 wording
add(v2_leg(
    "bb2-011", ["writer:statistician", "inequalities", "date:iso", "numerals"],
    ["F:spread", "S2", "P3", "C4", "R3"],
    "Real Madrid", "Getafe", "laliga",
    ticker="KXLALIGASPREAD-27FEB20RMAGET-RMA3", series="KXLALIGASPREAD", title="Real Madrid vs Getafe: Spread",
    yes_sub="Real Madrid wins by over 2.5 goals",
    primary=("If Real Madrid's winning margin over Getafe in their LaLiga game originally scheduled for "
             "2027-02-20 is at least 3 goals after ninety minutes and stoppage time (no extra time, no "
             "penalties), the market resolves to Yes."),
    secondary=("Formally: with R and G the goals of Real Madrid and Getafe at the end of regulation, the "
               "market pays Yes iff R - G >= 3, i.e. R - G > 2.5. Kickoff delays: if the game starts within "
               "48 hours of the original time, the market stays open and settles on that game; if not, it "
               "resolves at a fair price under the rules. Cancellation: fair price under the rules."),
    occ="2027-02-20T20:00:00Z", sources=[ESPN],
    expected=E("spread", "Real Madrid", line=2.5, scope="regulation", sp="provider", sf=None, tw=48,
               vc="fair_price", vp="fair_price", va=None),
))

# 012 customer-service macro, World Cup tie (S3: exclusion only in the secondary)
add(v2_leg(
    "bb2-012", ["writer:cs_macro", "friendly", "second_person", "american_spelling", "date:mon_d_yyyy",
                "abbreviations"],
    ["F:draw", "S3", "D1", "P2", "C4", "R3"],
    "Mexico", "South Africa", "wc",
    ticker="KXWCGAME-26JUN11MEXRSA-TIE", series="KXWCGAME", title="Mexico vs South Africa Winner?",
    yes_sub="Tie",
    primary=("If Mexico and South Africa are level once the 90 minutes and stoppage time are up in their FIFA World "
             "Cup group match originally scheduled for Jun 11, 2026, the Tie market resolves to Yes."),
    secondary=("Thanks for your message! To confirm how this market works: extra time and penalties aren't "
               "part of it, so only the regular-time score matters. If either team is ahead after regular "
               "time, Tie resolves No. If the match is canceled or moved back by more than 48 hrs from its "
               "original kickoff, the market settles at a fair price in line with our rules. Hope that helps, "
               "and good luck!"),
    occ="2026-06-11T19:00:00Z", sources=[FIFA],
    expected=E("draw", "draw", scope="regulation", sp="official", sf=None, tw=48, vc="fair_price",
               vp="fair_price", va=None),
))

# 013 lawyer's redraft, MLS, P3, abandonment deemed cancelled
add(v2_leg(
    "bb2-013", ["writer:lawyer_redraft", "legal", "layout:numbered", "number_words_and_numerals",
                "date:month_d_yyyy", "syn:prevails"],
    ["F:win", "S2", "D1", "P3", "C4", "AB", "R3"],
    "Seattle", "Portland", "mls",
    ticker="KXMLSGAME-26SEP26SEAPOR-SEA", series="KXMLSGAME", title="Seattle vs Portland Winner?",
    yes_sub="Seattle",
    primary=("In the event that Seattle prevails over Portland in the Major League Soccer fixture originally "
             "scheduled for September 26, 2026, as determined upon the conclusion of regulation time (ninety "
             "minutes together with stoppage time, excluding any extra time or penalty kicks), this market "
             "shall resolve to Yes."),
    secondary=("1. Where the fixture concludes with the scores level, the market designated \"Tie\" shall "
               "resolve to Yes and this market shall resolve to No.\n"
               "2. Where commencement of the fixture is delayed, the market shall remain open, provided that "
               "the fixture commences within forty-eight (48) hours of its originally scheduled time.\n"
               "3. Where the fixture is cancelled, or does not commence within the period stated in "
               "paragraph 2, the market shall be settled at a fair price as the exchange rules provide.\n"
               "4. A fixture that is abandoned and not completed shall be deemed cancelled for the purposes "
               "of paragraph 3."),
    occ="2026-09-27T02:30:00Z", sources=[MLS],
    expected=E("win", "Seattle", scope="regulation", sp="official", sf=None, tw=48, vc="fair_price",
               vp="fair_price", va="fair_price"),
))

# 014 junior listings analyst, knockout second leg, no time scope anywhere -> scope ambiguous
add(v2_leg(
    "bb2-014", ["writer:junior_analyst", "plain", "knockout", "no_scope", "date:month_d_yyyy"],
    ["F:win", "S:ambiguous", "D1", "P2", "C4", "R3"],
    "PSG", "Liverpool", "ucl",
    ticker="KXUCLGAME-27MAR10PSGLFC-PSG", series="KXUCLGAME", title="PSG vs Liverpool Winner?",
    yes_sub="PSG",
    primary=("If PSG comes out on top against Liverpool in the second leg of their UEFA Champions League "
             "round-of-16 tie, originally scheduled for March 10, 2027, the market resolves to Yes."),
    secondary=("If the game finishes level, the Tie market resolves to Yes. If the match is cancelled or "
               "delayed by more than 48 hours, it settles at a fair price under the rules."),
    occ="2027-03-10T20:00:00Z", sources=[UEFA],
    expected=E("win", "PSG", scope="ambiguous", sp="official", sf=None, tw=48, vc="fair_price",
               vp="fair_price", va=None),
))

# 015 business-development writer, vague source with no order -> source ambiguous
add(v2_leg(
    "bb2-015", ["writer:biz_dev", "vague_source", "date:month_d_yyyy", "syn:defeats"],
    ["F:win", "S2", "D1", "P2", "C4", "R:ambiguous"],
    "Newcastle", "Tottenham", "epl",
    ticker="KXEPLGAME-27APR03NEWTOT-NEW", series="KXEPLGAME", title="Newcastle vs Tottenham Winner?",
    yes_sub="Newcastle",
    primary=("If Newcastle defeats Tottenham in the Premier League match originally scheduled for April 3, "
             "2027, on the score at the end of 90 minutes and added time (extra time and penalties not "
             "included), the market resolves to Yes."),
    secondary=("The final score will be taken from one of our data partners or from broadcast coverage of "
               "the match, whichever is available. A draw resolves the Tie market to Yes. If the match is "
               "cancelled or rescheduled more than 48 hours from its original start, the contract settles at "
               "a fair price, as the rules set out."),
    occ="2027-04-03T14:00:00Z", sources=[ESPN, FOX],
    expected=E("win", "Newcastle", scope="regulation", sp="ambiguous", sf="ambiguous", tw=48,
               vc="fair_price", vp="fair_price", va=None),
))

# 016 outsourced rules drafter, cancellation left to the exchange -> cancellation ambiguous
add(v2_leg(
    "bb2-016", ["writer:outsourced_drafter", "discretion", "away_team", "date:month_d_yyyy"],
    ["F:win", "S2", "D1", "P2", "C:ambiguous", "R3"],
    "PSG", "Monaco", "ligue1",
    ticker="KXLIGUE1GAME-27MAY02PSGMON-MON", series="KXLIGUE1GAME", title="PSG vs Monaco Winner?",
    yes_sub="Monaco",
    primary=("If Monaco wins away at PSG in the Ligue 1 game originally scheduled for May 2, 2027, judged at "
             "the end of regulation time of 90 minutes plus stoppage time, the market resolves to Yes."),
    secondary=("Extra time and penalties do not apply. If the game ends in a tie, the Tie market resolves to "
               "Yes. If the start of the game is moved by more than 48 hours, it is settled at a fair "
               "price. In the event of cancellation, the market will be settled as the Exchange determines "
               "appropriate in the circumstances."),
    occ="2027-05-02T19:00:00Z", sources=[ESPN],
    expected=E("win", "Monaco", scope="regulation", sp="provider", sf=None, tw=48, vc="ambiguous",
               vp="fair_price", va=None),
))

# 017 data-feed spec writer, key: value lines, 72-hour window, abandonment at last traded price
add(v2_leg(
    "bb2-017", ["writer:feed_spec", "layout:key_value", "snake_case_keys", "date:d_mon_yyyy",
                "window_72h", "scope_in_secondary"],
    ["F:total", "S4", "P:72h", "C4", "AB", "R3"],
    "Marseille", "Nice", "ligue1",
    ticker="KXLIGUE1TOTAL-27MAR20OMNIC-3", series="KXLIGUE1TOTAL", title="Marseille vs Nice: Total Goals",
    yes_sub="Over 2.5 goals",
    primary=("If Marseille and Nice combine for 3 or more goals in their Ligue 1 match originally scheduled "
             "for 20 Mar 2027, the market resolves to Yes."),
    secondary=("period: regulation (90 min + stoppage)\n"
               "extra_time: excluded\n"
               "penalties: excluded\n"
               "own_goals: included\n"
               "postponed_up_to_72h: market stays open; the rescheduled game decides\n"
               "postponed_over_72h: settle at fair price per the rules\n"
               "cancelled: settle at fair price per the rules\n"
               "abandoned_not_completed: settle at the last traded price before play was stopped"),
    occ="2027-03-20T20:00:00Z", sources=[ESPN],
    expected=E("total", "over", line=2.5, scope="regulation", sp="provider", sf=None, tw=72,
               vc="fair_price", vp="fair_price", va="last_price"),
))

# 018 UX writer, short "If ..." headings, P3
add(v2_leg(
    "bb2-018", ["writer:ux_writer", "layout:lines", "second_person", "date:d_month_yyyy", "away_team",
                "syn:called_off"],
    ["F:win", "S2", "D1", "P3", "C4", "R3"],
    "Tottenham", "Manchester City", "epl",
    ticker="KXEPLGAME-27JAN09TOTMCI-MCI", series="KXEPLGAME", title="Tottenham vs Manchester City Winner?",
    yes_sub="Manchester City",
    primary=("If Manchester City wins away at Tottenham in the Premier League match originally scheduled for "
             "9 January 2027 once 90 minutes and stoppage time have been played, the market resolves to Yes. "
             "Extra time and penalties are not included."),
    secondary=("If it's a draw: the Tie market resolves Yes, and this one resolves No.\n"
               "If the kickoff moves: as long as the game starts within 48 hours of the original time, nothing "
               "changes. Later than that, positions settle at a fair price under the rules.\n"
               "If the game is called off: you are paid out at a fair price under the rules."),
    occ="2027-01-09T17:30:00Z", sources=[ESPN, FOX],
    expected=E("win", "Manchester City", scope="regulation", sp="provider", sf=None, tw=48,
               vc="fair_price", vp="fair_price", va=None),
))

# 019 social media manager, MLS tie, refund on cancellation and abandonment
add(v2_leg(
    "bb2-019", ["writer:social_media", "informal", "layout:bullets", "american_spelling", "abbreviations",
                "syn:all_square", "date:mon_d_yyyy"],
    ["F:draw", "S2", "D1", "P2", "C:refund", "AB", "R3"],
    "LAFC", "Inter Miami", "mls",
    ticker="KXMLSGAME-26OCT17LAFMIA-TIE", series="KXMLSGAME", title="LAFC vs Inter Miami Winner?",
    yes_sub="Tie",
    primary=("LAFC vs Inter Miami finishing all square after 90 mins + stoppage (MLS, originally scheduled for "
             "Oct 17, 2026)? Then Tie resolves Yes. No extra time, no pens."),
    secondary=("Quick rundown:\n"
               "* Anyone winning after 90 + stoppage = Tie resolves No.\n"
               "* Kickoff pushed back more than 48 hours = fair price, per the rules.\n"
               "* Game canceled outright = all positions are refunded at cost.\n"
               "* Game abandoned and not finished = same as canceled (refund)."),
    occ="2026-10-18T02:30:00Z", sources=[MLS],
    expected=E("draw", "draw", scope="regulation", sp="official", sf=None, tw=48, vc="refund",
               vp="fair_price", va="refund"),
))

# 020 retired referee, scope only in the secondary (S4), abandonment within 48 h
add(v2_leg(
    "bb2-020", ["writer:retired_referee", "scope_in_secondary", "number_words", "date:month_d_yyyy",
                "kicks_from_the_penalty_mark", "british_spelling"],
    ["F:win", "S4", "D1", "P2", "C4", "AB", "R3"],
    "Inter", "Atalanta", "seriea",
    ticker="KXSERIEAGAME-26NOV22INTATA-INT", series="KXSERIEAGAME", title="Inter vs Atalanta Winner?",
    yes_sub="Inter",
    primary=("Inter winning the Serie A fixture against Atalanta originally scheduled for November 22, 2026 "
             "makes this market resolve to Yes."),
    secondary=("The result is the one standing when the referee blows the final whistle at the end of the "
               "second half, that is after the ninety minutes and the time added on for stoppages. A league "
               "fixture has no extra time and no kicks from the penalty mark, and they would not count in any "
               "case. Should the scores be level at that whistle, the Tie market is the one that resolves Yes. "
               "If the referee abandons the fixture and it is not resumed and completed within 48 hours, or if "
               "the fixture is called off, or put back to a kickoff more than 48 hours after the original one, "
               "settlement is at a fair price according to the rules."),
    occ="2026-11-22T19:45:00Z", sources=[ESPN, FOX],
    expected=E("win", "Inter", scope="regulation", sp="provider", sf=None, tw=48, vc="fair_price",
               vp="fair_price", va="fair_price"),
))

# 021 risk analyst, second-half result, cancellation at last traded price
add(v2_leg(
    "bb2-021", ["writer:risk_analyst", "disclosure", "date:mon_d_yyyy", "last_traded_price"],
    ["F:half", "P2", "C:last_price", "D1", "R3"],
    "Brighton", "West Ham", "epl",
    ticker="KXEPL2H-27FEB06BHAWHU-BHA", series="KXEPL2H", title="Brighton vs West Ham: Second-Half Winner?",
    yes_sub="Brighton",
    primary=("If Brighton score more goals than West Ham in the second half of their Premier League match "
             "originally scheduled for Feb 6, 2027, this contract pays Yes. The second half runs from "
             "the restart after the interval to the final whistle, including its stoppage time; first-half "
             "goals and any extra time are ignored."),
    secondary=("Risk disclosure on non-standard outcomes: if the match is postponed by more than 48 hours, it "
               "is settled at a fair price under the rules. If the match is cancelled, the market "
               "resolves at the last traded price recorded before the cancellation was announced. A level "
               "second half (0-0 included) means the second-half Tie market resolves Yes and this market No."),
    occ="2027-02-06T15:00:00Z", sources=[ESPN, FOX],
    expected=E("half", "Brighton", half="second", scope=None, sp="provider", sf=None, tw=48,
               vc="last_price", vp="fair_price", va=None),
))
