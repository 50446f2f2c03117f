"""venue_one legs of set (x): an odds aggregator's restatements of the venue's rules.

Every text is hand-written. Each leg states its `expected` record inline (see README for the
labelling conventions)."""
from common import E, TEAMS, v1_market

LEGS = []


def L(n, comp, hk, ak, date, ko, kind, desc, exp, meanings, styles, **kw):
    home, away = TEAMS[hk][0], TEAMS[ak][0]
    LEGS.append({
        "id": f"x1-{n:03d}", "venue": "venue_one", "styles": sorted(styles), "meanings": meanings,
        "home": home, "away": away, "competition": comp,
        "market": v1_market(comp, hk, ak, date, ko, kind, desc, **kw),
        "expected": exp,
    })


DISC = ("Disclaimer: this is an independent summary written by a price-comparison site. It is "
        "not the exchange's rulebook, it may be out of date, and where the two disagree the "
        "exchange's own wording governs. Nothing on this page is financial advice.")

# ---------------------------------------------------------------- Premier League
L(1, "epl", "ARS", "CHE", "2026-10-17", (14, 0), "H",
  "Mkt: Arsenal FC win (1X2, H).\n"
  "Settles on: FT score = 90' + added time. ET / pens: n/a.\n"
  "PPD -> mkt stays live until the fixture is actually played, no cut-off.\n"
  "Abandoned or cancelled w/ no replay -> graded No.\n"
  "Src: official Premier League stats; if nothing official 2 hrs after the final whistle -> "
  "consensus of credible media.\n"
  "Score corrections after grading: ignored.",
  E("win", "Arsenal FC", "regulation", "official", "consensus", "open_until_played", "no", "result", "no"),
  ["F:win", "S1", "P1", "C1", "AB", "R1", "R2"],
  ["shorthand", "arrows", "abbrev:FT", "abbrev:PPD", "numerals", "layout:lines", "british"])

L(2, "epl", "ARS", "CHE", "2026-10-17", (14, 0), "D",
  "Grading: YES if level at FT (90' + stoppage). Anything else = NO.\n"
  "ET excl. / pens excl. (league fixture).\n"
  "Postponed: stays live till played.\n"
  "Called off for good, no make-up date -> YES (a scrapped game grades like a draw here).\n"
  "Source: official league data; fallback = consensus of credible outlets once two hours pass "
  "without official numbers.",
  E("draw", "draw", "regulation", "official", "consensus", "open_until_played", "yes", "result"),
  ["F:draw", "S1", "P1", "C1", "R1"],
  ["shorthand", "grading_header", "abbrev:ET", "number_words", "syn:called_off", "layout:lines"])

L(3, "epl", "ARS", "CHE", "2026-10-17", (14, 0), "A",
  "Chelsea FC to beat Arsenal FC in the Premier League fixture of Saturday 17 October 2026.\n\n"
  "This contract pays Yes only if Chelsea FC are in front when the referee ends normal time "
  "(ninety minutes and any minutes added on). A draw, or an Arsenal FC victory, pays No. Extra "
  "time and shoot-outs have no bearing on it.\n\n"
  "Should the fixture be postponed, nothing is settled early: the contract waits for the "
  "rearranged match, whenever that takes place. Should it be cancelled outright with no "
  "replacement date, the contract settles No.\n\n"
  "Result data: the Premier League's own official figures. If those are still missing two hours "
  "after full time, a consensus of reputable reporting is used.\n\n" + DISC,
  E("win", "Chelsea FC", "regulation", "official", "consensus", "open_until_played", "no", "result"),
  ["F:win", "S1", "P1", "C1", "R1"],
  ["long_restatement", "disclaimer", "british", "british_date", "number_words", "layout:paras"])

L(4, "epl", "LIV", "MCI", "2026-11-21", (17, 30), "sibling",
  "BTTS: NO leg.\n"
  "Yes here = at least one of the two sides fails to score in regulation (90' + stoppage). "
  "Both teams scoring -> No.\n"
  "ET: n/a. PPD: open until played. Cancelled, never replayed: 50/50.\n"
  "Src: Premier League official stats -> credible-media consensus if official data is absent 2h "
  "after FT.",
  E("btts", "no", "regulation", "official", "consensus", "open_until_played", "50-50", "result"),
  ["F:btts", "S1", "P1", "C2", "R1"],
  ["shorthand", "negated_market", "abbrev:BTTS", "numerals", "layout:lines"],
  title=("Liverpool FC vs. Manchester City FC: Both Teams to Score - No?", "BTTS: No"),
  mtype="both_teams_to_score", slug_tail="btts-no")

L(5, "epl", "LIV", "MCI", "2026-11-21", (17, 30), "sibling",
  "Correct score: 2-1 (home score first; Liverpool FC 2, Manchester City FC 1).\n"
  "Settles on: the score when regulation ends, 90 minutes + stoppage. Goals in ET would not count.\n"
  "Postponed -> open, no deadline.\n"
  "Cancelled and never replayed -> the market is settled as if the score were 0-0, so this "
  "2-1 leg resolves No.\n"
  "Source: official Premier League statistics; if they are not out within two hours of full "
  "time, consensus of credible reporting.",
  E("exact_score", "2-1", "regulation", "official", "consensus", "open_until_played", "no", "result"),
  ["F:exact_score", "S1", "P1", "C3", "R1"],
  ["shorthand", "abbrev:ET", "colon_headers", "layout:lines"],
  title=("Exact Score: Liverpool FC 2 - 1 Manchester City FC?", "2-1"),
  mtype="soccer_exact_score", slug_tail="score-2-1")

L(6, "epl", "NEW", "TOT", "2026-12-05", (15, 0), "sibling",
  "HT result - Newcastle United FC.\n"
  "Yes if Newcastle United FC lead at half-time (first 45 minutes plus first-half stoppage). "
  "Level at HT or Tottenham ahead -> No. Second-half goals irrelevant.\n"
  "PPD: market open till it is played. Cancelled & not made up: 50-50.\n"
  "Source: official PL stats; fallback consensus of credible outlets after 2 hrs.",
  E("half", "Newcastle United FC", None, "official", "consensus", "open_until_played", "50-50", "result",
    half="first"),
  ["F:half", "P1", "C2", "R1"],
  ["shorthand", "abbrev:HT", "abbrev:PPD", "layout:lines"],
  title=("Newcastle United FC vs. Tottenham Hotspur FC: 1st Half Winner - Newcastle United FC?",
         "1H: Newcastle United FC"),
  mtype="soccer_halftime_result", slug_tail="1h-new")

L(7, "epl", "NEW", "TOT", "2026-12-05", (15, 0), "sibling",
  "1st half: D (all square at the break).\n"
  "Grading: Yes if the first half (45' + its stoppage) finishes level, 0-0 included; otherwise No.\n"
  "Postponement: stays open until played.\n"
  "Cancellation (no make-up): 50-50.\n"
  "Source: n/a.",
  E("half", "draw", None, None, None, "open_until_played", "50-50", "result", half="first"),
  ["F:half", "P1", "C2"],
  ["shorthand", "abbrev:D", "source_na", "syn:all_square", "layout:lines"],
  title=("Newcastle United FC vs. Tottenham Hotspur FC: 1st Half Result - Draw?", "1H: Draw"),
  mtype="soccer_halftime_result", slug_tail="1h-draw", official_url=False)

L(8, "epl", "TOT", "MCI", "2027-01-16", (12, 30), "sibling",
  "Handicap: Manchester City FC -2.5 (away).\n"
  "Yes = Man City win by 3+ goals at FT (90' + stoppage). City by 1 or 2, a draw, or a Spurs "
  "win = No.\n"
  "ET excl.\n"
  "PPD -> open till played. Cancelled w/o replay -> 50/50.\n"
  "Settles on: official Premier League data; credible-reporting consensus if that data hasn't "
  "appeared within 2h.",
  E("spread", "Manchester City FC", "regulation", "official", "consensus", "open_until_played", "50-50",
    "result", line=2.5),
  ["F:spread", "S1", "P1", "C2", "R1"],
  ["shorthand", "away_favourite", "numerals", "arrows", "layout:lines"],
  title=("Spread: Manchester City FC (-2.5)", "Manchester City FC (-2.5)"),
  mtype="spreads", line=-2.5, slug_tail="spread-away-2pt5")

L(9, "epl", "AVL", "BHA", "2026-11-07", (15, 0), "H",
  "Aston Villa FC (H) to win.\n"
  "Settles on: regulation result (90 mins + injury time). Does not settle on: extra time, "
  "penalties.\n"
  "Void if: n/a - this market is never voided. Instead:\n"
  "  - postponed -> open until played;\n"
  "  - cancelled before kick-off, no make-up -> No;\n"
  "  - abandoned mid-game and not completed -> 50/50.\n"
  "Source: premierleague.com official stats, then consensus of credible media after a two-hour "
  "wait.",
  E("win", "Aston Villa FC", "regulation", "official", "consensus", "open_until_played", "no", "result",
    "50-50"),
  ["F:win", "S1", "P1", "C1", "AB", "R1"],
  ["void_if_header", "negation", "bullets", "abbrev:H", "number_words"])

L(10, "epl", "NFO", "WHU", "2026-12-28", (15, 0), "H",
  "Nottingham Forest FC to win - graded Yes provided Forest are still ahead at the end of "
  "regulation (90' plus stoppage), and No otherwise; unless the fixture is scrapped entirely "
  "and never replayed, in which case No as well.\n"
  "Postponed? Then the market simply waits - it stays open until the fixture is played.\n"
  "Data: official Premier League figures (fallback: consensus of credible reports if nothing "
  "official is posted inside 2 hours). Later revisions to the score are disregarded.",
  E("win", "Nottingham Forest FC", "regulation", "official", "consensus", "open_until_played", "no",
    "result"),
  ["F:win", "S1", "P1", "C1", "R1", "R2"],
  ["condition_after_outcome", "question_form", "british", "syn:scrapped"])

# ---------------------------------------------------------------- La Liga
L(11, "laliga", "RMA", "BAR", "2026-10-25", (19, 0), "H",
  "RMA v BAR | 1X2 | H = Real Madrid CF | 10/25/2026\n"
  "Settles on: regulation result (90 min + stoppage). Not counted: overtime, PK shootout.\n"
  "If postponed: open, no deadline.\n"
  "If canceled w/o makeup: No.\n"
  "Source: LaLiga official stats -> fallback: credible reporting consensus (2 hr window).\n"
  "Revisions after resolution: disregarded.",
  E("win", "Real Madrid CF", "regulation", "official", "consensus", "open_until_played", "no", "result"),
  ["F:win", "S1", "P1", "C1", "R1", "R2"],
  ["american", "american_spelling", "us_date", "pipes", "abbrev:PK", "layout:lines"])

L(12, "laliga", "RMA", "BAR", "2026-10-25", (19, 0), "D",
  "Leg: X / Draw (Real Madrid CF vs. FC Barcelona).\n"
  "Grading: Yes if the scores are level once the regulation ninety (plus stoppage) are up; "
  "otherwise No. ET excl.\n"
  "PPD: if no new date is fixed within 14 days, the leg settles at the last fair market price "
  "as of the moment the postponement was announced.\n"
  "Cancelled (no make-up): Yes.\n"
  "Source: official LaLiga data; credible reports by consensus if official data hasn't appeared "
  "2h after FT.",
  E("draw", "draw", "regulation", "official", "consensus", 336, "yes", "last_price"),
  ["F:draw", "S1", "P4", "C1", "R1"],
  ["shorthand", "abbrev:X", "numerals", "grading_header", "layout:lines"])

L(13, "laliga", "ATH", "ATM", "2026-11-29", (20, 0), "A",
  "Club Atlético de Madrid (away) to win at Athletic Club.\n"
  "Does NOT settle on extra time, penalties or any aggregate - only the 90' + stoppage score.\n"
  "Does NOT close when the game is postponed: the market stays open until it is played.\n"
  "Does NOT pay on a draw (draw = No).\n"
  "Called off with no replay: No.\n"
  "Source: LaLiga's official statistics; if those are not out within 2 hours of the final "
  "whistle, credible reporting by consensus.",
  E("win", "Club Atlético de Madrid", "regulation", "official", "consensus", "open_until_played", "no",
    "result"),
  ["F:win", "S1", "P1", "C1", "R1"],
  ["negation", "caps_emphasis", "syn:called_off", "layout:lines"])

L(14, "laliga", "SEV", "BET", "2027-02-14", (17, 0), "sibling",
  "CS 0-0.\n"
  "Yes if the match finishes goalless at the end of regulation (90' + ST); any goal -> No.\n"
  "PPD: stays open until played.\n"
  "Cancelled & not replayed: the exact-score markets settle on 0-0 -> this leg Yes.\n"
  "Src: LaLiga official -> consensus of credible media (2h).",
  E("exact_score", "0-0", "regulation", "official", "consensus", "open_until_played", "yes", "result"),
  ["F:exact_score", "S1", "P1", "C3", "R1"],
  ["shorthand", "abbrev:CS", "abbrev:ST", "syn:goalless", "layout:lines"],
  title=("Exact Score: Sevilla FC 0 - 0 Real Betis Balompié?", "0-0"),
  mtype="soccer_exact_score", slug_tail="score-0-0")

L(15, "laliga", "SEV", "BET", "2027-02-14", (17, 0), "sibling",
  "Correct score: Real Betis Balompié to win 3-1 away at Sevilla FC (written home-first: "
  "Sevilla 1, Betis 3).\n"
  "Settles on: full-time score, 90 minutes + stoppage; no extra time.\n"
  "Postponement: open until played. Cancellation with no make-up: exact score markets fall back "
  "to 0-0, so this leg is No.\n"
  "Source: official LaLiga stats, fallback consensus of credible reporting after 2 hours.",
  E("exact_score", "1-3", "regulation", "official", "consensus", "open_until_played", "no", "result"),
  ["F:exact_score", "S1", "P1", "C3", "R1"],
  ["away_first", "colon_headers", "numerals"],
  title=("Exact Score: Sevilla FC 1 - 3 Real Betis Balompié?", "1-3"),
  mtype="soccer_exact_score", slug_tail="score-1-3")

L(16, "laliga", "VIL", "VAL", "2026-09-26", (14, 15), "H",
  "Villarreal CF to win (older two-outcome template).\n"
  "Grading: Yes on a Villarreal win after 90' + stoppage; No on a draw or a Valencia win. "
  "AET/PSO: not counted.\n"
  "Postponed -> open until the match is played.\n"
  "Cancelled, never rescheduled -> settles 50-50.\n"
  "Source: official LaLiga statistics (consensus of credible reporting if not published within "
  "2 hrs).",
  E("win", "Villarreal CF", "regulation", "official", "consensus", "open_until_played", "50-50", "result"),
  ["F:win", "S1", "P1", "C2", "R1"],
  ["shorthand", "abbrev:AET", "abbrev:PSO", "grading_header", "layout:lines"])

# ---------------------------------------------------------------- Bundesliga
L(17, "bundesliga", "BAY", "BVB", "2026-11-07", (17, 30), "A",
  "BVB win @ Bayern (A). Date: 07.11.2026.\n"
  "✓ Yes: Dortmund ahead at FT (90' + stoppage).\n"
  "✗ No: draw or Bayern win.\n"
  "Extra time: no. Penalties: no.\n"
  "Postponed: remains open until played - no expiry.\n"
  "Cancelled, no replay: ✗ No.\n"
  "Abandoned: handled exactly as a cancellation.\n"
  "Source: Bundesliga official match data; fallback: consensus of credible outlets if nothing "
  "official 2 hours after the end.",
  E("win", "Borussia Dortmund", "regulation", "official", "consensus", "open_until_played", "no", "result",
    "no"),
  ["F:win", "S1", "P1", "C1", "AB", "R1"],
  ["symbols", "german_date", "abbrev:BVB", "at_sign", "layout:lines"])

L(18, "bundesliga", "BAY", "BVB", "2026-11-07", (17, 30), "D",
  "Draw (FC Bayern München vs. Borussia Dortmund)\n"
  "H/A/D: D\n"
  "Settles on: 90'+ST score. AET/PSO not relevant.\n"
  "PPD -> open till played.\n"
  "Cancelled & never replayed -> Yes (cancellation = draw for this leg).\n"
  "Abandoned -> same as cancelled.\n"
  "Source: official Bundesliga stats -> if unpublished after two hours, consensus of credible "
  "reports. Later corrections to the score: ignored.",
  E("draw", "draw", "regulation", "official", "consensus", "open_until_played", "yes", "result", "yes"),
  ["F:draw", "S1", "P1", "C1", "AB", "R1", "R2"],
  ["shorthand", "abbrev:H/A/D", "arrows", "equals", "layout:lines"])

L(19, "bundesliga", "SGE", "VFB", "2027-01-23", (14, 30), "D",
  "X (draw) - Eintracht Frankfurt v VfB Stuttgart, Sat 23 Jan 2027.\n"
  "Yes if level after regulation (ninety minutes plus stoppage). No if either side wins.\n"
  "Postponed: the market is held open until the game takes place.\n"
  "Cancelled with no make-up: Yes.",
  E("draw", "draw", "regulation", None, None, "open_until_played", "yes", "result"),
  ["F:draw", "S1", "P1", "C1"],
  ["terse", "number_words", "short_date", "layout:lines"],
  official_url=False)

L(20, "bundesliga", "LEV", "VFB", "2026-12-12", (14, 30), "sibling",
  "Bayer 04 Leverkusen -1.5\n"
  "Yes = Leverkusen win by two or more goals after 90' + stoppage; win by one, draw, loss = No.\n"
  "Extra time: excl.\n"
  "PPD: open until played. Cancelled & no replay: 50-50.\n"
  "Grading source: official Bundesliga data / fallback: credible media consensus (after 2h "
  "without official data).",
  E("spread", "Bayer 04 Leverkusen", "regulation", "official", "consensus", "open_until_played", "50-50",
    "result", line=1.5),
  ["F:spread", "S1", "P1", "C2", "R1"],
  ["shorthand", "number_words", "equals", "layout:lines"],
  title=("Spread: Bayer 04 Leverkusen (-1.5)", "Bayer 04 Leverkusen (-1.5)"),
  mtype="spreads", line=-1.5, slug_tail="spread-home-1pt5")

# ---------------------------------------------------------------- Serie A
L(21, "seriea", "JUV", "MIL", "2026-11-01", (19, 45), "sibling",
  "O/U 2.5 - Over leg.\n"
  "Yes = 3+ goals combined at FT (90' + stoppage; ET excl.). 2 or fewer = No.\n"
  "Postponed: open until played.\n"
  "Cancelled & never replayed: 50-50 (0.50 to each side).\n"
  "Src: Lega Serie A official stats; fallback credible-media consensus if nothing within 2h.",
  E("total", "over", "regulation", "official", "consensus", "open_until_played", "50-50", "result",
    line=2.5),
  ["F:total", "S1", "P1", "C2", "R1"],
  ["shorthand", "abbrev:O/U", "numerals", "layout:lines"],
  title=("Juventus FC vs. AC Milan: Over 2.5 Goals?", "O/U 2.5 - Over"),
  mtype="totals", line=2.5, slug_tail="total-over-2pt5")

L(22, "seriea", "JUV", "MIL", "2026-11-01", (19, 45), "sibling",
  "Under 3.5 goals.\n"
  "Grading: Yes if the two sides score three goals or fewer between them by the end of "
  "regulation (ninety minutes + stoppage); four or more -> No. Goals in any extra period don't "
  "count.\n"
  "PPD: stays open.\n"
  "Cancelled with no replay: resolves 50/50.\n"
  "Source: n/a.",
  E("total", "under", "regulation", None, None, "open_until_played", "50-50", "result", line=3.5),
  ["F:total", "S1", "P1", "C2"],
  ["shorthand", "source_na", "number_words", "grading_header", "layout:lines"],
  title=("Juventus FC vs. AC Milan: Under 3.5 Goals?", "O/U 3.5 - Under"),
  mtype="totals", line=3.5, slug_tail="total-under-3pt5", official_url=False)

L(23, "seriea", "BOL", "ATA", "2026-10-04", (13, 0), "H",
  "Bologna FC 1909 to win, 4 Oct 2026.\n"
  "Settles on: regulation (90' + stoppage); ET/pens excl.\n"
  "Postponed -> open until played.\n"
  "Cancelled without a make-up game -> No.\n"
  "Settlement data: Opta match feed; if Opta is unavailable, ESPN's match report.",
  E("win", "Bologna FC 1909", "regulation", "provider", "provider", "open_until_played", "no", "result"),
  ["F:win", "S1", "P1", "C1", "source:provider"],
  ["shorthand", "named_provider", "british_date", "layout:lines"],
  official_url=False)

L(24, "seriea", "INT", "NAP", "2026-12-20", (19, 45), "A",
  "SSC Napoli to win away at FC Internazionale Milano (Sunday, December 20th, 2026).\n\n"
  "Grading: Napoli must lead when regulation ends - that is the first ninety minutes plus "
  "whatever stoppage the officials add. Any other result grades No. Nothing that happens in an "
  "extra period or a penalty shoot-out is taken into account.\n\n"
  "If the game is postponed and no new date is set within two weeks, the market is settled at "
  "the last fair market price, measured when the postponement was announced. If it is canceled "
  "and never made up, it resolves No.\n\n"
  "The result is taken from Lega Serie A's official statistics; if they have not been published "
  "two hours past the final whistle, credible reporting by consensus is used. Changes to the score "
  "after settlement are ignored.\n\n" + DISC,
  E("win", "SSC Napoli", "regulation", "official", "consensus", 336, "no", "last_price"),
  ["F:win", "S1", "P4", "C1", "R1", "R2"],
  ["long_restatement", "disclaimer", "american_spelling", "us_long_date", "number_words",
   "layout:paras"])

# ---------------------------------------------------------------- Ligue 1
L(25, "ligue1", "PSG", "OM", "2026-10-25", (19, 45), "sibling",
  "Handicap: PSG -1.5.\n"
  "Yes if Paris Saint-Germain FC win by 2+ goals at FT (90' + stoppage); any other result -> No.\n"
  "ET excl.\n"
  "PPD -> open until played. Called off w/ no replay -> 50-50.\n"
  "Source: official Ligue 1 data; if unavailable 2h post-match -> consensus of credible "
  "reporting.",
  E("spread", "Paris Saint-Germain FC", "regulation", "official", "consensus", "open_until_played",
    "50-50", "result", line=1.5),
  ["F:spread", "S1", "P1", "C2", "R1"],
  ["shorthand", "numerals", "arrows", "syn:called_off", "layout:lines"],
  title=("Spread: Paris Saint-Germain FC (-1.5)", "Paris Saint-Germain FC (-1.5)"),
  mtype="spreads", line=-1.5, slug_tail="spread-home-1pt5")

L(26, "ligue1", "PSG", "OM", "2026-10-25", (19, 45), "sibling",
  "BTTS - Yes.\n"
  "Yes: both PSG and OM find the net during regulation (90 mins + added time). No: at least one "
  "side draws a blank.\n"
  "ET/pens excl.\n"
  "If postponed: open till played. If canceled with no makeup: 50/50.\n"
  "Source: Ligue 1 official match data, fallback consensus after 2 hours.",
  E("btts", "yes", "regulation", "official", "consensus", "open_until_played", "50-50", "result"),
  ["F:btts", "S1", "P1", "C2", "R1"],
  ["shorthand", "abbrev:BTTS", "american_spelling", "layout:lines"],
  title=("Paris Saint-Germain FC vs. Olympique de Marseille: Both Teams to Score?", "BTTS: Yes"),
  mtype="both_teams_to_score", slug_tail="btts-yes")

L(27, "ligue1", "OL", "MON", "2027-03-07", (16, 0), "sibling",
  "Over 1.5.\n"
  "Yes = two or more goals in total by the end of regulation (90' + stoppage). 0 or 1 goal = No.\n"
  "PPD: open until played.\n"
  "Cancelled, no make-up: half value (0.50) each way.",
  E("total", "over", "regulation", None, None, "open_until_played", "50-50", "result", line=1.5),
  ["F:total", "S1", "P1", "C2"],
  ["terse", "number_words", "numerals", "layout:lines"],
  title=("Olympique Lyonnais vs. AS Monaco FC: Over 1.5 Goals?", "O/U 1.5 - Over"),
  mtype="totals", line=1.5, slug_tail="total-over-1pt5", official_url=False)

L(28, "ligue1", "OM", "OL", "2027-01-31", (19, 45), "sibling",
  "2nd-half result: Olympique de Marseille.\n"
  "Yes if Marseille score more goals than Lyon in the second half alone (from the restart to the "
  "final whistle of regulation, stoppage included); first-half goals ignored. Level 2H or Lyon "
  "win the 2H -> No.\n"
  "PPD: open until played. Cancelled with no make-up: 50-50.\n"
  "Source: official Ligue 1 statistics; consensus of credible reports if nothing after 2 hrs.",
  E("half", "Olympique de Marseille", None, "official", "consensus", "open_until_played", "50-50",
    "result", half="second"),
  ["F:half", "P1", "C2", "R1"],
  ["shorthand", "abbrev:2H", "layout:lines"],
  title=("Olympique de Marseille vs. Olympique Lyonnais: 2nd Half Winner - Olympique de Marseille?",
         "2H: Olympique de Marseille"),
  mtype="soccer_second_half_result", slug_tail="2h-olm")

# ---------------------------------------------------------------- MLS
L(29, "mls", "LAG", "LAFC", "2026-09-18", "2026-09-19T02:30", "H",
  "LA Galaxy to win (home), Sep 18 '26 local / 19 Sep UTC.\n"
  "Scope: regulation only, 90' + stoppage; no overtime, no shootout.\n"
  "Postponed: if the game isn't rescheduled within a fortnight, settles at the last fair market "
  "price as at the time of the postponement announcement.\n"
  "Canceled, no makeup -> No.\n"
  "Source: MLS official stats; fallback = consensus of credible reporting if MLS hasn't "
  "published within 2h.",
  E("win", "LA Galaxy", "regulation", "official", "consensus", 336, "no", "last_price"),
  ["F:win", "S1", "P4", "C1", "R1"],
  ["american", "american_spelling", "syn:fortnight", "short_date", "layout:lines"])

L(30, "mls", "MIA", "CLB", "2026-10-10", (23, 30), "D",
  "Draw: Inter Miami CF vs. Columbus Crew.\n"
  "Yes if tied after regulation (90 min + stoppage); otherwise No.\n"
  "If postponed -> remains open until played.\n"
  "Canceled, no make-up -> 50/50.\n"
  "Settles on: MLS official match data; if not posted within two hours, credible-media consensus.",
  E("draw", "draw", "regulation", "official", "consensus", "open_until_played", "50-50", "result"),
  ["F:draw", "S1", "P1", "C2", "R1"],
  ["american_spelling", "syn:tied", "settles_on_header", "layout:lines"])

# ---------------------------------------------------------------- Champions League
L(31, "ucl", "PSG", "LEV", "2026-10-21", (19, 0), "H",
  "Paris Saint-Germain FC to beat Bayer 04 Leverkusen - UEFA Champions League, league phase, "
  "Wed 21/10/26.\n\n"
  "What counts: the score at the end of normal time, i.e. ninety minutes plus stoppage. A "
  "league-phase match has no extra time or penalties; if either somehow took place, they would "
  "not count.\n\n"
  "Postponement: the market remains open until the match is played, with no time limit. "
  "Cancellation without a make-up match: resolves No. Abandonment without completion: treated "
  "as a cancellation.\n\n"
  "Source: UEFA's official match statistics. Where they are not available two hours after the "
  "end, a consensus of credible reporting decides. Later edits to the official score are "
  "ignored.\n\n" + DISC,
  E("win", "Paris Saint-Germain FC", "regulation", "official", "consensus", "open_until_played", "no",
    "result", "no"),
  ["F:win", "S1", "P1", "C1", "AB", "R1", "R2"],
  ["long_restatement", "disclaimer", "british_date_short", "number_words", "layout:paras"])

L(32, "ucl", "PSG", "LEV", "2026-10-21", (19, 0), "D",
  "Draw (PSG v Leverkusen), UCL league phase, 2026-10-21.\n"
  "Settles on: 90' + stoppage. Level -> Yes; anything else -> No.\n"
  "PPD -> open, no time limit. Cancelled, no make-up -> Yes.\n"
  "Src: UEFA official; fallback consensus of credible reporting (2 hrs).",
  E("draw", "draw", "regulation", "official", "consensus", "open_until_played", "yes", "result"),
  ["F:draw", "S1", "P1", "C1", "R1"],
  ["shorthand", "iso_date", "arrows", "layout:lines"])

L(33, "ucl", "RMA", "MCI", "2027-04-14", (19, 0), "sibling",
  "To qualify: Real Madrid CF (QF, 2nd leg; two-way, no draw option).\n"
  "Settles on: the tie - whoever goes through to the semi-finals, AET and PSO included, "
  "aggregate over both legs.\n"
  "Postponed 2nd leg -> market stays open until it is played.\n"
  "Tie not completed (cancelled, never made up): 50-50.\n"
  "Source: UEFA official; credible-reporting consensus if UEFA has published nothing 2h after "
  "the end.",
  E("advance", "Real Madrid CF", "penalties", "official", "consensus", "open_until_played", "50-50",
    "result"),
  ["F:advance", "S6", "P1", "C2", "R1"],
  ["shorthand", "abbrev:AET", "abbrev:PSO", "abbrev:QF", "layout:lines"],
  title=("Will Real Madrid CF advance past Manchester City FC?", "Real Madrid CF"),
  mtype="moneyline", slug_tail="advance-rea")

L(34, "ucl", "RMA", "MCI", "2027-04-14", (19, 0), "sibling",
  "Qualify: Manchester City FC. H/A/D: n/a - aggregate tie, decided by whatever it takes "
  "(extra time, then penalties if needed).\n"
  "Yes if City progress; No if Real Madrid progress.\n"
  "PPD: open till played. Cancelled with no make-up: 50/50.\n"
  "Source: UEFA official results; consensus of credible media after 2 hours without them.",
  E("advance", "Manchester City FC", "penalties", "official", "consensus", "open_until_played", "50-50",
    "result"),
  ["F:advance", "S6", "P1", "C2", "R1"],
  ["shorthand", "abbrev:H/A/D", "n/a", "layout:lines"],
  title=("Will Manchester City FC advance past Real Madrid CF?", "Manchester City FC"),
  mtype="moneyline", slug_tail="advance-mac")

L(35, "ucl", "ARS", "BAY", "2027-03-10", (20, 0), "sibling",
  "First team to score: Arsenal FC (R16, 2nd leg).\n"
  "Settles on: the first goal at any point of the whole match - regulation, stoppage, and extra "
  "time if any. Shoot-out kicks are not goals.\n"
  "No goal at all -> No.\n"
  "PPD: open until played. Cancelled, no make-up: first-to-score resolves \"Neither\", so this "
  "leg is No.\n"
  "Source: UEFA official data; credible-reporting consensus if not out within two hours.",
  E("other", "Arsenal FC", "extra_time", "official", "consensus", "open_until_played", "no", "result"),
  ["F:other", "S5", "P1", "C3", "R1"],
  ["shorthand", "abbrev:R16", "layout:lines"],
  title=("Arsenal FC vs. FC Bayern München: First Team to Score - Arsenal FC?", "First to score: Arsenal FC"),
  mtype="soccer_first_team_to_score", slug_tail="fts-ars")

# ---------------------------------------------------------------- World Cup 2026
L(36, "wc", "BRA", "CIV", "2026-06-18", (22, 0), "A",
  "Côte d'Ivoire to beat Brazil - FIFA World Cup 2026, group stage, 18 June 2026 (US date).\n"
  "Grading: Yes only on an Ivorian win after ninety minutes plus stoppage. Draw -> No. Brazil "
  "win -> No. Group games have no ET; none would count anyway.\n"
  "Postponed: remains open until played.\n"
  "Called off for good -> No.\n"
  "Source: FIFA's official match statistics; fallback: credible reporting by consensus, if FIFA "
  "has published nothing within two hours.",
  E("win", "Côte d'Ivoire", "regulation", "official", "consensus", "open_until_played", "no", "result"),
  ["F:win", "S1", "P1", "C1", "R1"],
  ["grading_header", "british_date", "number_words", "syn:called_off", "layout:lines"])

L(37, "wc", "ARG", "MEX", "2026-07-04", (20, 0), "H",
  "Argentina to win - Round of 32, incl. extra time.\n"
  "Settles on: result AET (up to 120' + stoppage). Penalty shoot-out NOT counted: level after "
  "extra time -> No, whoever wins the shoot-out.\n"
  "PPD -> open until played.\n"
  "Cancelled, no replay -> No.\n"
  "Source: FIFA official; fallback credible-media consensus after 2h.",
  E("win", "Argentina", "extra_time", "official", "consensus", "open_until_played", "no", "result"),
  ["F:win", "S5", "P1", "C1", "R1"],
  ["shorthand", "abbrev:AET", "caps_emphasis", "layout:lines"])

# ---------------------------------------------------------------- ambiguous legs
L(38, "ucl", "INT", "ATM", "2027-03-17", (20, 0), "H",
  "FC Internazionale Milano to win - UCL R16, 2nd leg, 17 Mar 2027.\n"
  "Settles on: the match result.\n"
  "Postponed: open until played.\n"
  "Cancelled w/ no make-up: No.\n"
  "Source: UEFA official stats; consensus of credible reporting if not published within two "
  "hours.",
  E("win", "FC Internazionale Milano", "ambiguous", "official", "consensus", "open_until_played", "no",
    "result"),
  ["F:win", "S:ambiguous", "P1", "C1", "R1"],
  ["shorthand", "knockout", "no_scope", "layout:lines"])

L(39, "seriea", "NAP", "ROM", "2027-02-07", (17, 0), "H",
  "SSC Napoli to win.\n"
  "Settles on: FT (90' + stoppage).\n"
  "PPD: open until played.\n"
  "Void if: fixture cancelled (no make-up) - void per the venue's house rules.\n"
  "Src: Lega Serie A official; credible-reporting consensus if none within 2h.",
  E("win", "SSC Napoli", "regulation", "official", "consensus", "open_until_played", "ambiguous",
    "result"),
  ["F:win", "S1", "P1", "C:ambiguous", "R1"],
  ["void_if_header", "shorthand", "layout:lines"])

L(40, "ligue1", "MON", "PSG", "2026-11-28", (20, 0), "D",
  "Draw - AS Monaco FC v PSG.\n"
  "Grading: Yes if level at 90' + stoppage, else No.\n"
  "PPD -> open until played. Cancelled, no make-up -> Yes.\n"
  "Src: ligue1.com / L'Equipe / BBC Sport.",
  E("draw", "draw", "regulation", "ambiguous", "ambiguous", "open_until_played", "yes", "result"),
  ["F:draw", "S1", "P1", "C1", "R:ambiguous"],
  ["shorthand", "slashes", "layout:lines"],
  official_url=False)

L(41, "bundesliga", "BVB", "LEV", "2027-02-20", (17, 30), "H",
  "Borussia Dortmund to win (H).\n"
  "Settles on: 90' + stoppage; ET/pens n/a.\n"
  "PPD: stays open \"for a reasonable time\", after which grading is at the operator's "
  "discretion.\n"
  "Cancelled, no make-up: No.\n"
  "Src: Bundesliga official; consensus of credible media if nothing within two hours.",
  E("win", "Borussia Dortmund", "regulation", "official", "consensus", "ambiguous", "no", "ambiguous"),
  ["F:win", "S1", "P:ambiguous", "C1", "R1"],
  ["shorthand", "quoted_phrase", "layout:lines"])

L(42, "ucl", "BAR", "LIV", "2027-04-07", (19, 0), "A",
  "Liverpool FC to win away at FC Barcelona - UCL QF, 1st leg.\n"
  "Settles on: 90' only (regulation + stoppage).*\n"
  "PPD -> open until played. Cancelled, no make-up -> No.\n"
  "Source: UEFA official; consensus of credible reporting after 2 hrs.\n"
  "* Note: goals scored in extra time also count towards this market.",
  E("win", "Liverpool FC", "ambiguous", "official", "consensus", "open_until_played", "no", "result"),
  ["F:win", "S:ambiguous", "P1", "C1", "R1"],
  ["shorthand", "footnote", "contradiction", "layout:lines"])

L(43, "epl", "CHE", "TOT", "2027-02-27", (17, 30), "H",
  "Chelsea FC to win.\n"
  "Settles on: FT, 90' + stoppage.\n"
  "PPD -> stays open until the match is played.\n"
  "Cancelled, no make-up -> No.\n"
  "Grading note: if postponed by more than 48h, settles at fair value.\n"
  "Source: official PL stats; fallback consensus of credible media (2h).",
  E("win", "Chelsea FC", "regulation", "official", "consensus", "ambiguous", "no", "ambiguous"),
  ["F:win", "S1", "P:ambiguous", "C1", "R1"],
  ["shorthand", "contradiction", "layout:lines"])

# ---------------------------------------------------------------- extra win leg, abandonment refund
L(44, "epl", "WHU", "AVL", "2027-03-13", (15, 0), "A",
  "Aston Villa FC (A) to win at West Ham.\n"
  "Settles on: the regulation score - 90 minutes, plus stoppage; extra time and penalties play "
  "no part.\n"
  "Postponed -> open until played.\n"
  "Cancelled, no replacement fixture -> No.\n"
  "Abandoned and not finished -> void: every position refunded at its entry price.\n"
  "Source: Premier League official statistics; consensus of credible reports if these are still "
  "missing 2h after the end.",
  E("win", "Aston Villa FC", "regulation", "official", "consensus", "open_until_played", "no", "result",
    "refund"),
  ["F:win", "S1", "P1", "C1", "AB", "R1"],
  ["shorthand", "refund", "layout:lines"])
