"""venue_two legs of set (aa): rules written as a changelog. The label is what the current
version says; where the text leaves it unclear which version is current, the dimension is
`ambiguous`. Every leg is written by hand; its expected record is stated next to it."""
from common import COMPS, expected, kalshi_date, long_date

LEGS = []


def v2(comp, home, away, hc, ac, date, utc, kind, suffix, title, yes_sub, primary, secondary,
       exp, meanings, styles, sources=None, tdate=None):
    _, _, stem, _, series_sources = COMPS[comp]
    n = len(LEGS) + 1
    lid = f"aa2-{n:03d}"
    series = f"{stem}{kind}"
    event = f"{series}-{kalshi_date(tdate or date)}{hc}{ac}"
    market = {
        "ticker": f"{event}-{suffix}",
        "event_ticker": event,
        "series_ticker": series,
        "title": title,
        "yes_sub_title": yes_sub,
        "no_sub_title": yes_sub,
        "rules_primary": primary.strip(),
        "rules_secondary": secondary.strip(),
        "occurrence_datetime": f"{date}T{utc}:00Z",
    }
    LEGS.append({
        "id": lid, "venue": "venue_two", "styles": sorted(styles), "meanings": meanings,
        "home": home, "away": away, "competition": comp, "market": market,
        "series_settlement_sources": sources if sources is not None else series_sources,
        "expected": exp,
    })


PROV = dict(source_primary="provider")
OFF = dict(source_primary="official")
FP48 = dict(timing_window=48, void_postponed_long="fair_price")

# 001 EPL win, v3 current, window changed 48 -> 72
v2("epl", "Arsenal", "Chelsea", "ARS", "CFC", "2026-10-03", "16:30", "GAME", "ARS",
   "Arsenal vs Chelsea Winner?", "Arsenal", """
v3 (current, effective from 1 Aug 2026): If Arsenal wins the Arsenal vs Chelsea professional English Premier League game originally scheduled for Oct 3, 2026, counting only the 90 minutes of regulation and stoppage time (no extra time, no penalties), the market resolves to Yes.
""", """
v3 (current): A level score after regulation means the Tie market is the one that resolves to Yes. If the game is canceled, or moved to a start more than 72 hours after its original kickoff, this market settles at a fair price as set out in the rules.
Changed in v3: the postponement window is now 72 hours (was 48).
v2 (effective 1 Jan 2026): 48-hour window; cancellations at a fair price.
v1: no postponement clause.
""", expected(family="win", outcome="Arsenal", scope="regulation", **PROV, timing_window=72, void_cancelled="fair_price", void_postponed_long="fair_price"),
   ["F:win", "S2", "D1", "P2", "C4", "R3"],
   ["changelog", "version_header", "changed_in", "was_number", "date:d_mon_yyyy", "american_spelling"])

# 002 EPL draw, current only + one-line history
v2("epl", "Arsenal", "Chelsea", "ARS", "CFC", "2026-10-03", "16:30", "GAME", "TIE",
   "Arsenal vs Chelsea Winner?", "Tie", """
If the Arsenal vs Chelsea professional English Premier League game originally scheduled for Oct 3, 2026 finishes level once 90 minutes plus stoppage time have been played (extra time and penalties are disregarded), the Tie market resolves to Yes.
""", """
Should the game be cancelled, or postponed so that it begins more than forty-eight hours after the original start, the market is settled at a fair price under the rules.
History: unchanged since v2 apart from wording (v1 had no cancellation clause).
""", expected(family="draw", outcome="draw", scope="regulation", **PROV, **FP48, void_cancelled="fair_price"),
   ["F:draw", "S2", "D1", "P2", "C4", "R3"],
   ["current_only", "one_line_history", "number_words", "british_spelling"])

# 003 La Liga win, struck-through window 48 -> 24
v2("laliga", "Barcelona", "Atletico Madrid", "BAR", "ATM", "2026-10-17", "19:00", "GAME", "BAR",
   "Barcelona vs Atletico Madrid Winner?", "Barcelona", """
If Barcelona wins the Barcelona vs Atletico Madrid professional Spanish La Liga game originally scheduled for Oct 17, 2026 after 90 minutes and stoppage time (extra time and penalties not included), then this market resolves to Yes.
""", """
If the game ends in a tie, the Tie market resolves to Yes. If the game is canceled, or postponed by more than ~~48 hours~~ 24 hours, the market settles at a fair price.
(Amended 2026-09-01; the struck figure is the previous version.)
""", expected(family="win", outcome="Barcelona", scope="regulation", **PROV, timing_window=24, void_cancelled="fair_price", void_postponed_long="fair_price"),
   ["F:win", "S2", "D1", "P2", "C4", "R3"],
   ["changelog", "strikethrough", "date:iso", "american_spelling"])

# 004 Bundesliga away win, scope moved to secondary in v2 (S4 primary)
v2("bundesliga", "Bayern Munich", "Dortmund", "BMU", "BVB", "2026-11-07", "17:30", "GAME", "BVB",
   "Bayern Munich vs Dortmund Winner?", "Dortmund", """
Rule version 2 (current). If Dortmund wins the Bayern Munich vs Dortmund professional German Bundesliga game originally scheduled for Nov 7, 2026, then this market resolves to Yes.
""", """
Scope (v2, current): only the score at the close of 90 minutes and stoppage time is used; extra time and penalties are left out.
~~Scope (v1): the score at the end of the game, including any extra time.~~
Tie: if the game is level at that point, the Tie market resolves to Yes.
Postponement or cancellation: if the game is canceled or rescheduled for more than 48 hours later, the market settles at a fair price.
""", expected(family="win", outcome="Dortmund", scope="regulation", **PROV, **FP48, void_cancelled="fair_price"),
   ["F:win", "S4", "D1", "P2", "C4", "R3"],
   ["changelog", "strikethrough", "scope_in_secondary", "labelled_lines"])

# 005 Serie A draw, Supersedes note on cancellation (was 50/50)
v2("seriea", "Juventus", "Inter", "JUV", "INT", "2026-11-01", "19:45", "GAME", "TIE",
   "Juventus vs Inter Winner?", "Tie", """
If Tie is the final result of the Juventus vs Inter professional Italian Serie A game originally scheduled for Nov 1, 2026 after regulation, i.e. 90 minutes with stoppage added (does not count extra time or penalties), the market resolves to Yes.
""", """
Supersedes the rule of 15 Jul 2025: a canceled game now settles at a fair price (the superseded rule paid 50/50). A game pushed back by more than 48 hours also settles at a fair price.
""", expected(family="draw", outcome="draw", scope="regulation", **PROV, **FP48, void_cancelled="fair_price"),
   ["F:draw", "S2", "D1", "P2", "C4", "R3"],
   ["supersedes", "was_value", "date:d_mon_yyyy"])

# 006 UCL advance, penalties now count (v2)
v2("ucl", "Porto", "Arsenal", "POR", "ARS", "2027-03-17", "20:00", "ADVANCE", "POR",
   "Porto vs Arsenal: Who advances?", "Porto", """
If Porto advances past Arsenal in their UEFA Champions League Round of 16 tie, the market resolves to Yes.
""", """
Version 2 (current): the tie is decided over both legs, counting extra time and a penalty shootout in the second leg where needed.
Changed in v2: penalties now count. Version 1 settled on the score after extra time and returned a fair price for ties that went to a shootout.
If the second leg is canceled, the market settles at a fair price.
""", expected(family="advance", outcome="Porto", scope="penalties", **OFF, void_cancelled="fair_price"),
   ["F:advance", "S6", "C4", "R3"],
   ["changelog", "changed_in", "two_way", "version_word"])

# 007 Ligue 1 win, source changed in v4 to the league's own report
v2("ligue1", "PSG", "Marseille", "PSG", "OM", "2026-10-24", "19:00", "GAME", "PSG",
   "PSG vs Marseille Winner?", "PSG", """
If PSG wins the PSG vs Marseille professional French Ligue 1 game originally scheduled for Oct 24, 2026 at the end of 90 minutes with stoppage time added (extra time and penalties excluded), then this market resolves to Yes.
""", """
Source (v4, current): the official Ligue 1 match report on ligue1.com.
Changed in v4: the source was ESPN.
If the game ends level, Tie resolves to Yes. If the game is canceled, or starts more than 48 hours after the original time, the market settles at a fair price.
""", expected(family="win", outcome="PSG", scope="regulation", **OFF, **FP48, void_cancelled="fair_price"),
   ["F:win", "S2", "D1", "P2", "C4", "R:text_official"],
   ["changelog", "changed_in", "source_change", "american_spelling"])

# 008 La Liga draw, named source removed in v3 -> series sources apply
v2("laliga", "Sevilla", "Betis", "SEV", "RBB", "2026-11-08", "15:15", "GAME", "TIE",
   "Sevilla vs Betis Winner?", "Tie", """
If Tie is the final result of the Sevilla vs Betis professional Spanish La Liga game originally scheduled for Nov 8, 2026 after 90 minutes and stoppage time (not including extra time or penalties), then this market resolves to Yes.
""", """
v3 (current): the market-specific source line is removed; the settlement sources of the series apply.
~~Source: laliga.com match centre.~~
If the game is canceled or delayed beyond 48 hours, the market settles at a fair price.
""", expected(family="draw", outcome="draw", scope="regulation", **PROV, **FP48, void_cancelled="fair_price"),
   ["F:draw", "S2", "D1", "P2", "C4", "R3"],
   ["changelog", "strikethrough", "source_removed"])

# 009 EPL away win, abandonment added in v2
v2("epl", "Liverpool", "Man City", "LFC", "MCI", "2026-11-21", "17:30", "GAME", "MCI",
   "Liverpool vs Man City Winner?", "Man City", """
If Man City wins the Liverpool vs Man City professional English Premier League game originally scheduled for Nov 21, 2026 once 90 minutes and any stoppage time are played (extra time and penalties are not counted), then this market resolves to Yes.
""", """
If the game is tied, the Tie market resolves to Yes. If the game is canceled, or rescheduled to a start more than 48 hours after the original one, the market settles at a fair price.
Added in v2 (effective from 01.07.2026): an abandoned game that is not completed is treated as canceled.
""", expected(family="win", outcome="Man City", scope="regulation", **PROV, **FP48, void_cancelled="fair_price", void_abandoned="fair_price"),
   ["F:win", "S2", "D1", "P2", "C4", "R3", "AB"],
   ["changelog", "added_in", "date:dd.mm.yyyy"])

# 010 AMBIGUOUS timing: "current rule" says 48, changelog says v4 moved to 72
v2("bundesliga", "Leverkusen", "Frankfurt", "LEV", "SGE", "2026-11-28", "14:30", "GAME", "LEV",
   "Leverkusen vs Frankfurt Winner?", "Leverkusen", """
Current rule: If Leverkusen wins the Leverkusen vs Frankfurt professional German Bundesliga game originally scheduled for Nov 28, 2026 after regulation, i.e. 90 minutes with stoppage added (no extra time or penalties), the market resolves to Yes. If the game is canceled or postponed by more than 48 hours, it settles at a fair price.
""", """
Changed in v4: the postponement window is 72 hours.
If the game ends level, the Tie market resolves to Yes.
""", expected(family="win", outcome="Leverkusen", scope="regulation", **PROV, timing_window="ambiguous", void_postponed_long="fair_price", void_cancelled="fair_price"),
   ["F:win", "S2", "D1", "P:ambiguous", "C4", "R3"],
   ["changelog", "unclear_current", "contradiction"])

# 011 AMBIGUOUS cancellation: effective dates 03/04/2026 vs 04/03/2026
v2("seriea", "Roma", "Lazio", "ROM", "LAZ", "2026-11-15", "17:00", "GAME", "ROM",
   "Roma vs Lazio Winner?", "Roma", """
If Roma wins the Roma vs Lazio professional Italian Serie A game originally scheduled for Nov 15, 2026 at the end of 90 minutes with stoppage time added (extra time and penalties excluded), then this market resolves to Yes.
""", """
If the game ends in a tie, Tie resolves to Yes. A postponement of more than 48 hours settles this market at a fair price.
Cancellation rule effective 03/04/2026: a canceled game settles at a fair price.
Cancellation rule effective 04/03/2026: a canceled game settles 50/50.
""", expected(family="win", outcome="Roma", scope="regulation", **PROV, **FP48, void_cancelled="ambiguous"),
   ["F:win", "S2", "D1", "P2", "C:ambiguous", "R3"],
   ["changelog", "unclear_current", "date:ambiguous_dd_mm"])

# 012 AMBIGUOUS postponement: two versions both marked current
v2("ligue1", "Lyon", "Monaco", "OL", "MON", "2026-12-06", "19:45", "GAME", "TIE",
   "Lyon vs Monaco Winner?", "Tie", """
v2 (current): If Tie is the final result of the Lyon vs Monaco professional French Ligue 1 game originally scheduled for Dec 6, 2026 after 90 minutes and stoppage time (excluding extra time and penalties), the market resolves to Yes. A game postponed by more than 48 hours settles at a fair price.
""", """
v3 (current): a postponed game keeps the market open until it is played, however long that takes.
Cancellation (all versions): a canceled game settles at a fair price.
""", expected(family="draw", outcome="draw", scope="regulation", **PROV, timing_window="ambiguous", void_postponed_long="ambiguous", void_cancelled="fair_price"),
   ["F:draw", "S2", "D1", "P:ambiguous", "C4", "R3"],
   ["changelog", "two_current", "contradiction"])

# 013 EPL total, line moved 3.5 -> 2.5 in v2
v2("epl", "Tottenham", "Aston Villa", "TOT", "AVL", "2026-12-05", "15:00", "TOTAL", "3",
   "Tottenham vs Aston Villa: Total Goals", "Over 2.5 goals scored", """
v2 (current): If more than 2.5 goals are scored in the Tottenham vs Aston Villa professional English Premier League game originally scheduled for Dec 5, 2026, counting 90 minutes plus stoppage time only (no extra time or penalties), the market resolves to Yes.
""", """
Changed in v2: the line moved from 3.5 to 2.5 goals.
If the game is canceled, or rescheduled to a kickoff more than 48 hours after the original one, the market settles at a fair price.
""", expected(family="total", outcome="over", line=2.5, scope="regulation", **PROV, **FP48, void_cancelled="fair_price"),
   ["F:total", "S2", "P2", "C4", "R3"],
   ["changelog", "changed_in", "was_number", "line_change"])

# 014 La Liga total under, v1 counted extra time, v2 does not
v2("laliga", "Real Madrid", "Valencia", "RMA", "VCF", "2026-12-12", "20:00", "TOTAL", "U3",
   "Real Madrid vs Valencia: Total Goals", "Under 2.5 goals scored", """
If two or fewer goals are scored in the Real Madrid vs Valencia professional Spanish La Liga game originally scheduled for Dec 12, 2026, the market resolves to Yes.
""", """
v2 (current, effective October 1st, 2026): goals count only within 90 minutes plus stoppage time.
v1 (superseded): goals in extra time also counted.
If the game is canceled or moved more than 2 days from its original date, the market settles at a fair price.
""", expected(family="total", outcome="under", line=2.5, scope="regulation", **PROV, **FP48, void_cancelled="fair_price"),
   ["F:total", "S4", "P2", "C4", "R3"],
   ["changelog", "superseded", "number_words", "days_for_hours", "date:ordinal_us"])

# 015 La Liga spread, margin measured after 90 in v3
v2("laliga", "Real Madrid", "Valencia", "RMA", "VCF", "2026-12-12", "20:00", "SPREAD", "RMA2",
   "Real Madrid vs Valencia: Spread", "Real Madrid wins by over 1.5 goals", """
If Real Madrid wins the Real Madrid vs Valencia professional Spanish La Liga game originally scheduled for Dec 12, 2026 by more than 1.5 goals, the market resolves to Yes.
""", """
v3 (current): the margin is measured once 90 minutes and any stoppage time are played; extra time and penalties do not count.
Changed in v3: v2 measured the margin at the end of any extra time.
Canceled, or postponed by more than 48 hours: fair price.
""", expected(family="spread", outcome="Real Madrid", line=1.5, scope="regulation", **PROV, **FP48, void_cancelled="fair_price"),
   ["F:spread", "S4", "P2", "C4", "R3"],
   ["changelog", "changed_in", "terse"])

# 016 Bundesliga btts, supersedes v1 (ET no longer counts)
v2("bundesliga", "Leipzig", "Stuttgart", "RBL", "VFB", "2026-12-12", "14:30", "BTTS", "YES",
   "Leipzig vs Stuttgart: Both Teams To Score", "Both teams score", """
If both Leipzig and Stuttgart score at least one goal in the Leipzig vs Stuttgart professional German Bundesliga game originally scheduled for Dec 12, 2026, within 90 minutes plus stoppage time, the market resolves to Yes.
""", """
This version supersedes v1: goals scored in extra time no longer count, and penalties never did.
If the game is canceled, or postponed so that it starts more than 48 hrs late, the market settles at a fair price.
""", expected(family="btts", outcome="yes", scope="regulation", **PROV, **FP48, void_cancelled="fair_price"),
   ["F:btts", "S2", "P2", "C4", "R3"],
   ["supersedes", "abbrev:hrs"])

# 017 Serie A first half, stoppage now counts
v2("seriea", "Napoli", "Juventus", "NAP", "JUV", "2027-01-10", "19:45", "1H", "NAP",
   "Napoli vs Juventus First Half Winner?", "Napoli", """
If Napoli leads at the end of the first half of the Napoli vs Juventus professional Italian Serie A game originally scheduled for Jan 10, 2027, the market resolves to Yes.
""", """
Changed in v2 (current): the first half includes its stoppage time (v1 looked at the score after 45 minutes only).
If the game is canceled, or postponed by more than 48 hours, the market settles at a fair price.
""", expected(family="half", outcome="Napoli", half="first", scope=None, **PROV, **FP48, void_cancelled="fair_price"),
   ["F:half", "P2", "C4", "R3"],
   ["changelog", "changed_in"])

# 018 EPL exact score (away 3-1), cancellation changed from 0-0 to fair price
v2("epl", "Newcastle", "Chelsea", "NEW", "CFC", "2026-12-26", "15:00", "SCORE", "13",
   "Newcastle vs Chelsea: Exact Score", "Newcastle 1-3 Chelsea", """
If Chelsea win 3-1 away at Newcastle, that is Newcastle 1, Chelsea 3 after regulation, i.e. 90 minutes with stoppage added (no extra time, no penalties), in the professional English Premier League game originally scheduled for Dec 26, 2026, the market resolves to Yes.
""", """
v2 (current): if the game is canceled, or postponed by more than 48 hours, the market settles at a fair price.
Changed in v2: a canceled game is no longer treated as ending 0-0.
""", expected(family="exact_score", outcome="1-3", scope="regulation", **PROV, **FP48, void_cancelled="fair_price"),
   ["F:exact_score", "S2", "P2", "C4", "R3"],
   ["changelog", "changed_in", "away_first", "negation"])

# 019 World Cup win, S3, window extended to 14 days
v2("wc", "Spain", "Uruguay", "ESP", "URU", "2026-06-26", "00:00", "GAME", "ESP",
   "Spain vs Uruguay Winner?", "Spain", """
If Spain wins the Spain vs Uruguay FIFA World Cup game originally scheduled for Jun 25, 2026 at the end of 90 minutes with stoppage time added, then this market resolves to Yes.
""", """
Extra time and penalties do not count.
If the game ends in a tie, the market for Tie resolves to Yes.
Effective from 1 May 2026: the postponement window is extended to 14 days (previously 48 hours) because of the tournament schedule. A game canceled, or moved more than 14 days, settles at a fair price.
""", expected(family="win", outcome="Spain", scope="regulation", **OFF, timing_window=336, void_postponed_long="fair_price", void_cancelled="fair_price"),
   ["F:win", "S3", "D1", "P:14d_fair", "C4", "R3"],
   ["effective_from", "was_number", "days_window", "us_date_in_rules_vs_utc"], tdate="2026-06-25")

# 020 World Cup advance, struck extra-time-only wording
v2("wc", "Brazil", "Japan", "BRA", "JPN", "2026-07-03", "21:00", "ADVANCE", "BRA",
   "Brazil vs Japan: Who advances?", "Brazil", """
If Brazil advances from the Brazil vs Japan FIFA World Cup Round of 32 match originally scheduled for Jul 3, 2026, the market resolves to Yes.
""", """
Decided by: ~~the score after extra time~~ the full match, including extra time and, if needed, the penalty shootout (current wording, v2).
""", expected(family="advance", outcome="Brazil", scope="penalties", **OFF),
   ["F:advance", "S6", "R3"],
   ["strikethrough", "inline_replacement"])

# 021 MLS win, P3 wording, v2 supersedes v1
v2("mls", "LA Galaxy", "LAFC", "LA", "LAFC", "2026-09-19", "02:30", "GAME", "LA",
   "LA Galaxy vs LAFC Winner?", "LA Galaxy", """
If LA Galaxy wins the LA Galaxy vs LAFC professional Major League Soccer match originally scheduled for Sep 18, 2026 after 90 minutes and stoppage time (extra time and penalties not included), then this market resolves to Yes.
""", """
v2 supersedes v1 (effective from October 1st, 2025).
v2: If the game is postponed but kicks off within 48 hours of the original time, the market stays open; otherwise it settles at a fair price. A canceled game also settles at a fair price.
If the game ends in a tie, the Tie market resolves to Yes.
""", expected(family="win", outcome="LA Galaxy", scope="regulation", **OFF, **FP48, void_cancelled="fair_price"),
   ["F:win", "S2", "D1", "P3", "C4", "R3"],
   ["supersedes", "effective_from", "date:ordinal_us"], tdate="2026-09-18")

# 022 Serie A draw, current only + one-line history
v2("seriea", "Atalanta", "AC Milan", "ATA", "ACM", "2027-01-24", "17:00", "GAME", "TIE",
   "Atalanta vs AC Milan Winner?", "Tie", """
If Tie is the final result of the Atalanta vs AC Milan professional Italian Serie A game originally scheduled for Jan 24, 2027 once 90 minutes and any stoppage time are played (extra time and penalties not included), the market resolves to Yes.
""", """
If the game is canceled, or is rescheduled more than 48 hours away, this market settles at a fair price.
History: v1 to v2 changed only the wording of the tie sentence.
""", expected(family="draw", outcome="draw", scope="regulation", **PROV, **FP48, void_cancelled="fair_price"),
   ["F:draw", "S2", "D1", "P2", "C4", "R3"],
   ["current_only", "one_line_history"])

# 023 AMBIGUOUS scope: the scope wording is struck through and nothing replaces it (UCL knockout second leg)
v2("ucl", "Inter", "Benfica", "INT", "BEN", "2027-03-16", "20:00", "GAME", "INT",
   "Inter vs Benfica Winner?", "Inter", """
If Inter wins the Inter vs Benfica UEFA Champions League Round of 16 second-leg game originally scheduled for Mar 16, 2027 ~~after regulation (90 minutes with stoppage added)~~, then this market resolves to Yes.
""", """
Changed in v2: the time wording was struck pending review.
If the game is canceled, or postponed by more than 48 hours, the market settles at a fair price.
""", expected(family="win", outcome="Inter", scope="ambiguous", **OFF, **FP48, void_cancelled="fair_price"),
   ["F:win", "S:ambiguous", "P2", "C4", "R3"],
   ["strikethrough", "knockout_second_leg", "scope_removed"])

# 024 EPL draw, number words 72 (previously forty-eight)
v2("epl", "Man City", "Tottenham", "MCI", "TOT", "2027-01-16", "17:30", "GAME", "TIE",
   "Man City vs Tottenham Winner?", "Tie", """
If Tie is the final result of the Man City vs Tottenham professional English Premier League game originally scheduled for Jan 16, 2027 at the end of 90 minutes with stoppage time added (without extra time or penalties), the market resolves to Yes.
""", """
Current text: if the game is canceled, or postponed by more than seventy-two hours (previously forty-eight), the market settles at a fair price.
""", expected(family="draw", outcome="draw", scope="regulation", **PROV, timing_window=72, void_postponed_long="fair_price", void_cancelled="fair_price"),
   ["F:draw", "S2", "D1", "P2", "C4", "R3"],
   ["number_words", "previously", "american_spelling"])

# 025 Bundesliga win, window 3 days (was 2)
v2("bundesliga", "Frankfurt", "Bayern Munich", "SGE", "BMU", "2027-01-23", "17:30", "GAME", "BMU",
   "Frankfurt vs Bayern Munich Winner?", "Bayern Munich", """
If Bayern Munich wins the Frankfurt vs Bayern Munich professional German Bundesliga game originally scheduled for Jan 23, 2027 after 90 minutes and stoppage time (extra time and penalties excluded), the market resolves to Yes.
""", """
v3 (current). If the game is tied, the Tie market resolves to Yes. If the game is canceled, or postponed by more than 3 days, the market settles at a fair price.
Changed in v3: the window is now 3 days (was 2).
""", expected(family="win", outcome="Bayern Munich", scope="regulation", **PROV, timing_window=72, void_postponed_long="fair_price", void_cancelled="fair_price"),
   ["F:win", "S2", "D1", "P2", "C4", "R3"],
   ["changelog", "days_for_hours", "was_number"])

# 026 Ligue 1 win, abandonment changed to last traded price
v2("ligue1", "Lille", "Nice", "LIL", "NIC", "2027-02-14", "16:05", "GAME", "LIL",
   "Lille vs Nice Winner?", "Lille", """
If Lille wins the Lille vs Nice professional French Ligue 1 game originally scheduled for Feb 14, 2027 once 90 minutes and any stoppage time are played (leaving out extra time and penalties), the market resolves to Yes.
""", """
If the game ends level, Tie resolves to Yes. If the game is canceled, or rescheduled more than 48 hours later, the market settles at a fair price.
Abandoned games (v3, current): ~~treated as canceled~~ settled at the last traded price before play was stopped.
""", expected(family="win", outcome="Lille", scope="regulation", **PROV, **FP48, void_cancelled="fair_price", void_abandoned="last_price"),
   ["F:win", "S2", "D1", "P2", "C4", "R3", "AB"],
   ["strikethrough", "version_header"])

# 027 Bundesliga win, source with fallback added in v2
v2("bundesliga", "Dortmund", "Leipzig", "BVB", "RBL", "2027-02-06", "17:30", "GAME", "BVB",
   "Dortmund vs Leipzig Winner?", "Dortmund", """
If Dortmund wins the Dortmund vs Leipzig professional German Bundesliga game originally scheduled for Feb 6, 2027 after regulation, i.e. 90 minutes with stoppage added (extra time and penalties not included), the market resolves to Yes.
""", """
Source (v2, current): official Bundesliga match data; if that is not available within 2 hours of the final whistle, ESPN's match report.
Changed in v2: ESPN used to be the only source.
If the game is tied, Tie resolves to Yes. Canceled, or postponed by more than 48 hours: fair price.
""", expected(family="win", outcome="Dortmund", scope="regulation", source_primary="official", source_fallback="provider", **FP48, void_cancelled="fair_price"),
   ["F:win", "S2", "D1", "P2", "C4", "R:text_official_provider"],
   ["changelog", "changed_in", "source_change", "fallback"])

# 028 EPL win, v3 effective in future, v2 marked current -> v2 governs
v2("epl", "Aston Villa", "Newcastle", "AVL", "NEW", "2026-10-31", "15:00", "GAME", "AVL",
   "Aston Villa vs Newcastle Winner?", "Aston Villa", """
If Aston Villa wins the Aston Villa vs Newcastle professional English Premier League game originally scheduled for Oct 31, 2026 at the end of 90 minutes with stoppage time added (extra time and penalties excluded), the market resolves to Yes.
""", """
v2 (current): if the game is tied, the Tie market resolves to Yes. If the game is canceled, or postponed by more than 48 hours, the market settles at a fair price.
v3 (effective from 1 January 2027, not yet in force): the postponement window becomes 72 hours.
""", expected(family="win", outcome="Aston Villa", scope="regulation", **PROV, **FP48, void_cancelled="fair_price"),
   ["F:win", "S2", "D1", "P2", "C4", "R3"],
   ["changelog", "future_version", "effective_from"])

# 029 Ligue 1 draw, tie now means level after 90 (v1 counted ET)
v2("ligue1", "Rennes", "Lens", "REN", "RCL", "2027-02-21", "14:00", "GAME", "TIE",
   "Rennes vs Lens Winner?", "Tie", """
If Tie is the final result of the Rennes vs Lens professional French Ligue 1 game originally scheduled for Feb 21, 2027, the market resolves to Yes.
""", """
Changed in v2 (current): Tie now means the sides are level after 90 minutes and stoppage time; extra time and penalties are not counted. (v1 used the score at the final whistle of any extra time.)
If the game is canceled, or postponed by more than 48 hours, the market settles at a fair price.
""", expected(family="draw", outcome="draw", scope="regulation", **PROV, **FP48, void_cancelled="fair_price"),
   ["F:draw", "S4", "D1", "P2", "C4", "R3"],
   ["changelog", "changed_in", "scope_in_secondary"])

# 030 EPL first-half draw
v2("epl", "Chelsea", "Liverpool", "CFC", "LFC", "2027-02-27", "17:30", "1H", "TIE",
   "Chelsea vs Liverpool First Half Winner?", "Tie", """
If the Chelsea vs Liverpool professional English Premier League game originally scheduled for Feb 27, 2027 is level at half-time, including first-half stoppage time, the market resolves to Yes.
""", """
If the game is canceled, or postponed by more than 48 hours, the market settles at a fair price.
History: created in v1; v2 (current) added the stoppage-time wording.
""", expected(family="half", outcome="draw", half="first", scope=None, **PROV, **FP48, void_cancelled="fair_price"),
   ["F:half", "P2", "C4", "R3"],
   ["current_only", "one_line_history"])

# 031 AMBIGUOUS scope: v2 marked current includes ET, a later v3 says 90 only (UCL knockout)
v2("ucl", "Benfica", "Dortmund", "BEN", "BVB", "2027-03-10", "20:00", "GAME", "BEN",
   "Benfica vs Dortmund Winner?", "Benfica", """
v2 (current): If Benfica wins the Benfica vs Dortmund UEFA Champions League Round of 16 second-leg game originally scheduled for Mar 10, 2027, counting any extra time but not a penalty shootout, the market resolves to Yes.
""", """
v3: only the score at the end of 90 minutes and stoppage time counts.
If the game is canceled, or postponed by more than 48 hours, the market settles at a fair price.
""", expected(family="win", outcome="Benfica", scope="ambiguous", **OFF, **FP48, void_cancelled="fair_price"),
   ["F:win", "S:ambiguous", "P2", "C4", "R3"],
   ["changelog", "unclear_current", "knockout_second_leg"])

# 032 EPL win, US-format effective date, abandonment fair price stated explicitly
v2("epl", "Newcastle", "Arsenal", "NEW", "ARS", "2027-03-06", "15:00", "GAME", "ARS",
   "Newcastle vs Arsenal Winner?", "Arsenal", """
If Arsenal wins the Newcastle vs Arsenal professional English Premier League game originally scheduled for Mar 6, 2027 after regulation, i.e. 90 minutes with stoppage added (extra time and penalties are not counted), the market resolves to Yes.
""", """
Effective 12/01/2026 (replaces all earlier versions): if the game is tied, Tie resolves to Yes; if the game is canceled, abandoned and not completed, or postponed by more than 48 hours, the market settles at a fair price.
""", expected(family="win", outcome="Arsenal", scope="regulation", **PROV, **FP48, void_cancelled="fair_price", void_abandoned="fair_price"),
   ["F:win", "S2", "D1", "P2", "C4", "R3", "AB"],
   ["effective_from", "date:us_mm_dd_yyyy", "replaces", "joined_semicolons"])

# 033 La Liga win, v4: postponed keeps market open (was fair price after 48h)
v2("laliga", "Athletic Bilbao", "Villarreal", "ATH", "VIL", "2027-02-20", "20:00", "GAME", "ATH",
   "Athletic Bilbao vs Villarreal Winner?", "Athletic Bilbao", """
If Athletic Bilbao wins the Athletic Bilbao vs Villarreal professional Spanish La Liga game originally scheduled for Feb 20, 2027 at the end of 90 minutes with stoppage time added (extra time and penalties not included), the market resolves to Yes.
""", """
v4 (current): a postponed game keeps the market open until the game takes place.
Changed in v4: ~~a game postponed by more than 48 hours settles at a fair price~~.
If the game is tied, the Tie market resolves to Yes. If the game is canceled, the market settles at a fair price.
""", expected(family="win", outcome="Athletic Bilbao", scope="regulation", **PROV, timing_window="open_until_played", void_postponed_long="result", void_cancelled="fair_price"),
   ["F:win", "S2", "D1", "P1", "C4", "R3"],
   ["changelog", "strikethrough", "changed_in"])

# 034 Serie A spread away, old version listed first, current clearly marked
v2("seriea", "Lazio", "Inter", "LAZ", "INT", "2027-03-14", "19:45", "SPREAD", "INT2",
   "Lazio vs Inter: Spread", "Inter wins by over 1.5 goals", """
v1 (withdrawn 2026-08-15): the margin was taken at the final whistle, extra time included.
v2 (current): If Inter wins the Lazio vs Inter professional Italian Serie A game originally scheduled for Mar 14, 2027 by two goals or more after 90 minutes and stoppage time (no extra time, no penalties), the market resolves to Yes.
""", """
If the game is canceled, or postponed by more than 48 hours, the market settles at a fair price.
""", expected(family="spread", outcome="Inter", line=1.5, scope="regulation", **PROV, **FP48, void_cancelled="fair_price"),
   ["F:spread", "S2", "P2", "C4", "R3"],
   ["changelog", "withdrawn", "old_first", "away_favourite"])

# 035 EPL total under 3.5, cancellation 50/50 struck -> fair price
v2("epl", "Liverpool", "Aston Villa", "LFC", "AVL", "2027-03-20", "15:00", "TOTAL", "U4",
   "Liverpool vs Aston Villa: Total Goals", "Under 3.5 goals scored", """
If fewer than 4 goals are scored in the Liverpool vs Aston Villa professional English Premier League game originally scheduled for Mar 20, 2027, once 90 minutes and any stoppage time are played (extra time and penalties excluded), the market resolves to Yes.
""", """
Canceled game: ~~50/50~~ fair price (since v2).
Postponed by more than 48 hours: fair price (unchanged).
""", expected(family="total", outcome="under", line=3.5, scope="regulation", **PROV, **FP48, void_cancelled="fair_price"),
   ["F:total", "S2", "P2", "C4", "R3"],
   ["strikethrough", "terse_labels", "unchanged_note"])
