"""venue_one legs of set (bi): every leg hand-written by a different imagined writer."""
from common import exp, leg_one


def legs():
    L = []

    # 1. terse trader
    L.append(leg_one(
        1, ["writer:terse_trader", "abbreviations", "layout:lines", "numerals"],
        ["F:win", "S1", "P1", "C1", "R1"],
        "Newcastle United FC", "Aston Villa FC", "epl", "5120341",
        "Will Newcastle United FC win on 2026-10-24?", "epl-new-ast-2026-10-24-new",
        "Newcastle United FC", "moneyline", None,
        "NEW v AVL, Sat 24 Oct 2026, PL.\n"
        "YES = Newcastle United FC win. Draw or Villa win = NO.\n"
        "Counts: 90 mins + stoppage only. No ET, no pens.\n"
        "Postponed: mkt stays live till the game actually gets played.\n"
        "Cancelled w/ no replay: NO.\n"
        "Src: official PL stats. Not out 2h after FT? Then whatever credible media agree on.",
        "2026-10-24 14:00",
        expected=exp("win", "Newcastle United FC", scope="regulation", sp="official",
                     sf="consensus", timing="open_until_played", vc="no", vp="result")))

    # 2. careful lawyer, numbered clauses with definitions
    L.append(leg_one(
        2, ["writer:lawyer", "legal_drafting", "definitions", "layout:numbered",
            "number_words_and_numerals", "british_spelling", "date:d_month_yyyy"],
        ["F:draw", "S1", "P1", "C1", "AB", "R1", "R2"],
        "Sevilla FC", "Real Betis Balompié", "laliga", "5120342",
        "Will Sevilla FC vs. Real Betis Balompié end in a draw?",
        "lal-sev-bet-2026-11-08-draw", "Draw (Sevilla FC vs. Real Betis Balompié)",
        "moneyline", None,
        "1. Definitions. \"Match\" means the LaLiga fixture between Sevilla FC and Real Betis "
        "Balompié scheduled for 8 November 2026. \"Regulation Time\" means the ninety (90) "
        "minutes of play together with any time added by the referee for stoppages, and "
        "excludes any period of extra time and any penalty shoot-out.\n"
        "2. Resolution. This market shall resolve to \"Yes\" where, upon the conclusion of "
        "Regulation Time, each side has scored the same number of goals. In every other case "
        "it shall resolve to \"No\".\n"
        "3. Postponement. Should the Match be postponed, the market shall remain open, without "
        "limit of time, until the Match has taken place, and shall then resolve in accordance "
        "with clause 2.\n"
        "4. Cancellation. Should the Match be cancelled and not replayed, the market shall "
        "resolve to \"Yes\".\n"
        "5. Abandonment. A Match abandoned before the end of Regulation Time and not "
        "subsequently completed shall be treated for all purposes as cancelled under clause 4.\n"
        "6. Source. Resolution shall be determined by reference to the official statistics "
        "of LaLiga as organiser of the competition; provided that, if such statistics have "
        "not been published within two (2) hours after the Match ends, the market may instead "
        "be resolved on the consensus of credible reporting.\n"
        "7. Finality. No amendment to the official score made after resolution shall affect "
        "the outcome.",
        "2026-11-08 20:00",
        expected=exp("draw", "draw", scope="regulation", sp="official", sf="consensus",
                     timing="open_until_played", vc="yes", vp="result", va="yes")))

    # 3. support agent, Q&A
    L.append(leg_one(
        3, ["writer:support_agent", "layout:faq", "informal", "date:dd/mm/yyyy",
            "number_words", "syn:beat"],
        ["F:win", "S1", "P1", "C1", "R1"],
        "SSC Napoli", "AS Roma", "seriea", "5120343",
        "Will AS Roma win on 2026-10-31?", "sea-nap-rom-2026-10-31-rom", "AS Roma",
        "moneyline", None,
        "Hi! Here's how this one settles.\n\n"
        "Q: When does this pay out Yes?\n"
        "A: When AS Roma beat SSC Napoli in their Serie A game on 31/10/2026. If Napoli win or "
        "it's a draw, it's a No.\n\n"
        "Q: What about extra time or penalties?\n"
        "A: There won't be any in a league match, but either way we only look at the score once "
        "the ninety minutes and the added time are done.\n\n"
        "Q: The game got postponed, now what?\n"
        "A: Nothing changes for you. The market just stays open until the match is actually "
        "played, whenever that ends up being.\n\n"
        "Q: And if it's cancelled for good?\n"
        "A: If it never gets played, the market settles No.\n\n"
        "Q: Where do you get the result from?\n"
        "A: From the official Serie A stats. If those aren't up within two hours of the final "
        "whistle, we go with what credible news outlets are reporting in agreement.",
        "2026-10-31 19:45",
        expected=exp("win", "AS Roma", scope="regulation", sp="official", sf="consensus",
                     timing="open_until_played", vc="no", vp="result")))

    # 4. content writer, rule inside a match preview
    L.append(leg_one(
        4, ["writer:content_writer", "match_preview", "british_spelling", "syn:come_out_on_top",
            "syn:called_off", "date:ordinal_day", "number_words"],
        ["F:win", "S1", "P1", "C1", "R1"],
        "Borussia Dortmund", "FC Bayern München", "bundesliga", "5120344",
        "Will Borussia Dortmund win on 2026-11-14?", "bun-dor-bay-2026-11-14-dor",
        "Borussia Dortmund", "moneyline", None,
        "Der Klassiker is back. Borussia Dortmund welcome FC Bayern München to Signal Iduna "
        "Park on Saturday 14th November 2026, with the Yellow Wall expected at full volume and "
        "both sides eyeing top spot. Form has been patchy on both benches, so can the hosts "
        "land the first punch of the winter?\n\n"
        "How this market settles: it resolves Yes if Dortmund come out on top once normal time "
        "(the ninety minutes plus any added-on time) is over, and No if Bayern win or the "
        "points are shared. If the fixture gets pushed back, the market simply waits for the "
        "rearranged game, however far off that is. If it's called off altogether and never "
        "replayed, the answer is No. We'll take the score from the Bundesliga's official match "
        "statistics; should those not appear within two hours of full time, a consensus among "
        "reputable media will be used.",
        "2026-11-14 17:30",
        expected=exp("win", "Borussia Dortmund", scope="regulation", sp="official",
                     sf="consensus", timing="open_until_played", vc="no", vp="result")))

    # 5. non-native English speaker (French)
    L.append(leg_one(
        5, ["writer:non_native_french", "non_native_grammar", "numerals", "date:the_nth_of",
            "joined_sentences"],
        ["F:draw", "S1", "P1", "C1", "R1"],
        "Olympique Lyonnais", "Olympique de Marseille", "ligue1", "5120345",
        "Will Olympique Lyonnais vs. Olympique de Marseille end in a draw?",
        "fl1-lyo-olm-2026-12-06-draw", "Draw (Olympique Lyonnais vs. Olympique de Marseille)",
        "moneyline", None,
        "This market is for the match Olympique Lyonnais against Olympique de Marseille in "
        "Ligue 1, it is planned the 6th of December 2026. Answer is \"Yes\" when the two teams "
        "finish with same number of goals after the normal 90 minutes and the time what referee "
        "adds. Extra time and penalty kicks, they are not counted. Other result, answer is "
        "\"No\". If match is postponed, market is staying open and waiting the day the match is "
        "really played, there is no limit. If match is cancelled and no new date is coming, "
        "answer is \"Yes\". For the result we use the official statistic from Ligue 1; if this "
        "statistic is not published 2 hours after the match finish, we can use what the serious "
        "medias report together.",
        "2026-12-06 19:45",
        expected=exp("draw", "draw", scope="regulation", sp="official", sf="consensus",
                     timing="open_until_played", vc="yes", vp="result")))

    # 6. engineer, two-column table
    L.append(leg_one(
        6, ["writer:engineer", "layout:table", "symbols", "numerals", "iso_datetime"],
        ["F:total", "S1", "P1", "C2", "R1"],
        "Liverpool FC", "Manchester City FC", "epl", "5120346",
        "Liverpool FC vs. Manchester City FC: Over 2.5 goals?",
        "epl-liv-mac-2026-11-28-total-2pt5", "O/U 2.5", "totals", 2.5,
        "Spec: total goals, Liverpool FC vs. Manchester City FC (Premier League), "
        "2026-11-28T17:30Z.\n\n"
        "| Item | Rule |\n"
        "|---|---|\n"
        "| Yes | combined goals >= 3 (over 2.5) |\n"
        "| No | combined goals <= 2 |\n"
        "| Period | 90 min + stoppage; ET and shoot-out ignored |\n"
        "| Postponed | no resolution until the match is played; no cutoff |\n"
        "| Cancelled, no make-up | resolves 50-50 |\n"
        "| Data | official Premier League stats |\n"
        "| Data fallback | consensus of credible reporting, only if official stats are missing 2 h after the end |\n"
        "| Own goals | count toward the total |",
        "2026-11-28 17:30", event_title="Liverpool FC vs. Manchester City FC - More Markets",
        expected=exp("total", "over", line=2.5, scope="regulation", sp="official",
                     sf="consensus", timing="open_until_played", vc="50-50", vp="result")))

    # 7. compliance officer, lettered clauses
    L.append(leg_one(
        7, ["writer:compliance_officer", "layout:lettered", "number_words_and_numerals",
            "date:mon_abbrev", "formal"],
        ["F:spread", "S1", "P1", "C2", "R1", "R2"],
        "Real Madrid CF", "Getafe CF", "laliga", "5120347",
        "Spread: Real Madrid CF (-1.5)", "lal-rea-get-2026-10-17-spread-home-1pt5",
        "Real Madrid CF (-1.5)", "spreads", -1.5,
        "Resolution criteria (reviewed by Compliance, rev. 2)\n"
        "(a) Event. This contract references the LaLiga fixture Real Madrid CF v Getafe CF, "
        "scheduled for Oct. 17, 2026.\n"
        "(b) Condition for \"Yes\". The contract resolves \"Yes\" only if Real Madrid CF's "
        "winning margin is at least two (2) goals. A one-goal Real Madrid CF win, a draw or a "
        "Getafe CF win each resolve \"No\".\n"
        "(c) Measurement period. Only goals scored in regular playing time, including "
        "stoppage time, are counted. No extra time or shoot-out applies.\n"
        "(d) Postponement. A postponed fixture does not trigger resolution; the contract "
        "remains open pending completion of the fixture.\n"
        "(e) Cancellation. If the fixture is cancelled with no rescheduled match, the contract "
        "resolves at 50-50 (each outcome paid at $0.50).\n"
        "(f) Data source. Official LaLiga match statistics. In the event these are not made "
        "public within two hours following the final whistle, resolution will rely on a "
        "consensus of credible reporting.\n"
        "(g) Post-resolution corrections. Changes to the official score after the contract "
        "has resolved are disregarded.",
        "2026-10-17 14:00", event_title="Real Madrid CF vs. Getafe CF - More Markets",
        expected=exp("spread", "Real Madrid CF", line=1.5, scope="regulation", sp="official",
                     sf="consensus", timing="open_until_played", vc="50-50", vp="result")))

    # 8. journalist, dateline
    L.append(leg_one(
        8, ["writer:journalist", "dateline", "american_date", "syn:scrapped", "number_words",
            "passive"],
        ["F:btts", "S1", "P1", "C2", "R1"],
        "Atalanta BC", "Juventus FC", "seriea", "5120348",
        "Atalanta BC vs. Juventus FC: Both Teams to Score?", "sea-ata-juv-2026-11-22-btts",
        "Both Teams to Score", "both_teams_to_score", None,
        "BERGAMO — Will both Atalanta BC and Juventus FC find the net when they meet in Serie A "
        "on November 22, 2026? This market says Yes if each side scores at least once, and No "
        "if either team (or both) is kept off the scoresheet. Only goals in the regular ninety "
        "minutes and stoppage time count; there is no extra time in this fixture anyway. "
        "Should the match be postponed, trading stays open until it is eventually played. If "
        "it is scrapped entirely with no make-up date, the market settles 50-50. Results are "
        "taken from Serie A's official data, or, where those figures are still missing two "
        "hours after the finish, from a consensus of credible reporting.",
        "2026-11-22 17:00", event_title="Atalanta BC vs. Juventus FC - More Markets",
        expected=exp("btts", "yes", scope="regulation", sp="official", sf="consensus",
                     timing="open_until_played", vc="50-50", vp="result")))

    # 9. product manager, release notes
    L.append(leg_one(
        9, ["writer:product_manager", "release_notes", "layout:headings_bullets",
            "numerals", "date:dow_d_mon_yyyy"],
        ["F:half", "P1", "C2", "R1"],
        "Bayer 04 Leverkusen", "VfB Stuttgart", "bundesliga", "5120349",
        "Bayer 04 Leverkusen vs. VfB Stuttgart: Will Bayer 04 Leverkusen lead at halftime?",
        "bun-b04-stu-2026-12-12-1h-b04", "1H: Bayer 04 Leverkusen", "first_half_moneyline", None,
        "Release notes: Half-time Result markets (v1.3)\n\n"
        "What's new\n"
        "- New leg: Bayer 04 Leverkusen to lead at half-time vs. VfB Stuttgart, Bundesliga, "
        "Sat 12 Dec 2026.\n\n"
        "How it resolves\n"
        "- Yes if Leverkusen are ahead when the referee blows for the end of the first half "
        "(first-half stoppage time included).\n"
        "- No if the score is level at the break or Stuttgart are ahead.\n"
        "- Anything after half-time does not matter for this leg.\n\n"
        "Edge cases\n"
        "- Match postponed: the leg stays open until the match is played.\n"
        "- Match cancelled and never rescheduled: resolves 50-50.\n\n"
        "Data\n"
        "- Official Bundesliga statistics; if still not out 2 hours after the final "
        "whistle, consensus of credible reporting.",
        "2026-12-12 14:30", event_title="Bayer 04 Leverkusen vs. VfB Stuttgart - More Markets",
        expected=exp("half", "Bayer 04 Leverkusen", half="first", scope=None, sp="official",
                     sf="consensus", timing="open_until_played", vc="50-50", vp="result")))

    # 10. sports-desk editor
    L.append(leg_one(
        10, ["writer:sports_desk_editor", "headline", "british_spelling", "syn:called_off",
             "layout:lines"],
        ["F:exact_score", "S1", "P1", "C3", "R1", "R2"],
        "Chelsea FC", "Brighton & Hove Albion FC", "epl", "5120350",
        "Chelsea FC vs. Brighton & Hove Albion FC: Exact Score 2-1?",
        "epl-che-bri-2026-12-19-exact-2-1", "Exact Score: Chelsea FC 2-1", "exact_score", None,
        "EDITOR'S NOTE ON SETTLEMENT: Chelsea FC v Brighton & Hove Albion FC, Premier League, "
        "19 Dec 2026\n"
        "This leg pays Yes on one final score only: Chelsea 2, Brighton 1, read at the end of "
        "regulation (90 minutes plus stoppage). Any other scoreline, 1-2 included, is No.\n"
        "Postponed fixtures: the leg stays live until the rearranged game takes place.\n"
        "Called off and never replayed: every exact-score leg is settled as if the match "
        "finished 0-0, so this one is No.\n"
        "Source: the Premier League's official statistics; if those are not posted within two "
        "hours of full time, a consensus of credible reports. Score changes made after the "
        "leg has settled are ignored.",
        "2026-12-19 15:00", event_title="Chelsea FC vs. Brighton & Hove Albion FC - More Markets",
        expected=exp("exact_score", "2-1", scope="regulation", sp="official", sf="consensus",
                     timing="open_until_played", vc="no", vp="result")))

    # 11. statistician
    L.append(leg_one(
        11, ["writer:statistician", "math_notation", "layout:definition_list", "numerals",
             "number_words", "120_minutes", "local_date"],
        ["F:total", "S1", "P1", "C2", "AB", "R1"],
        "LA Galaxy", "Seattle Sounders FC", "mls", "5120351",
        "LA Galaxy vs. Seattle Sounders FC: Under 3.5 goals?",
        "mls-lag-sea-2026-09-25-total-3pt5", "O/U 3.5", "totals", 3.5,
        "Definition. Let G be the total number of goals scored by LA Galaxy and Seattle "
        "Sounders FC combined in their MLS match of 25 September 2026 (local date), counted "
        "over regulation only, i.e. 90 minutes plus stoppage time.\n"
        "Outcome. Yes iff G < 4 (G = 0, 1, 2 or 3; under 3.5). No iff G >= 4.\n"
        "Missing-data cases.\n"
        "- Postponement: no resolution until the match is played; the waiting window is "
        "unbounded.\n"
        "- Cancellation without a replacement fixture: payout 0.5 / 0.5.\n"
        "- Abandonment: if the match is abandoned and not completed, payout 0.5 / 0.5 as well; "
        "goals scored before the stoppage are not used.\n"
        "Source hierarchy: (1) official MLS statistics; (2) consensus of credible reporting, "
        "used only if (1) is not published within 120 minutes of full time.",
        "2026-09-26 02:30", event_title="LA Galaxy vs. Seattle Sounders FC - More Markets",
        expected=exp("total", "under", line=3.5, scope="regulation", sp="official",
                     sf="consensus", timing="open_until_played", vc="50-50", vp="result",
                     va="50-50")))

    # 12. customer-service macro
    L.append(leg_one(
        12, ["writer:customer_service_macro", "layout:checklist", "american_date", "numerals",
             "friendly"],
        ["F:win", "S1", "P1", "C1", "AB", "R1"],
        "Netherlands", "Japan", "wc", "5120352",
        "Will Netherlands win on 2026-06-14?", "fifwc-ned-jpn-2026-06-14-ned", "Netherlands",
        "moneyline", None,
        "Thanks for reaching out! Here's a quick summary of how the Netherlands vs. Japan "
        "market works:\n\n"
        "✔ It resolves \"Yes\" if the Netherlands win their FIFA World Cup group match against "
        "Japan on June 14, 2026.\n"
        "✔ It resolves \"No\" if Japan win or the match is drawn.\n"
        "✔ We only count the first 90 minutes plus stoppage time, so neither extra time nor a "
        "penalty shoot-out is counted here.\n"
        "✔ If the match is postponed, the market will stay open until it is played.\n"
        "✔ If the match is cancelled and no replacement game is played, it resolves \"No\". The same "
        "applies if the match is abandoned and never completed.\n"
        "✔ We use FIFA's official match statistics. If they're not available within 2 hours "
        "of the final whistle, we'll rely on a consensus of credible reporting.\n\n"
        "Let us know if there's anything else we can help with!",
        "2026-06-14 20:00", event_title="Netherlands vs. Japan",
        expected=exp("win", "Netherlands", scope="regulation", sp="official", sf="consensus",
                     timing="open_until_played", vc="no", vp="result", va="no")))

    # 13. lawyer's redraft of a plain rule (summary + operative text)
    L.append(leg_one(
        13, ["writer:lawyer_redraft", "summary_then_operative", "legal_drafting", "two_way",
             "number_words", "syn:qualify"],
        ["F:advance", "S6", "P1", "C2", "R1"],
        "FC Barcelona", "Paris Saint-Germain FC", "ucl", "5120353",
        "Will FC Barcelona advance past Paris Saint-Germain FC?",
        "ucl-bar-psg-2027-03-10-bar", "FC Barcelona", "moneyline", None,
        "Plain summary: Yes if Barça go through to the quarter-finals, however they get there.\n\n"
        "Operative text. This market relates to the UEFA Champions League round-of-16 tie "
        "between FC Barcelona and Paris Saint-Germain FC, the second leg of which is scheduled "
        "for 10 March 2027. It resolves to \"Yes\" if FC Barcelona qualify for the next round, "
        "and to \"No\" if Paris Saint-Germain FC qualify. Qualification is determined on the "
        "aggregate of both legs and includes, where required, extra time and a penalty "
        "shoot-out in the second leg. This is a two-way market: there is no draw outcome. "
        "If the second leg is postponed, the market shall remain open until that leg has been "
        "played. If the second leg is cancelled and not replayed, the market shall resolve "
        "50-50. The qualifying team shall be determined from UEFA's official statistics; "
        "should these not be published within two hours after the second leg finishes, "
        "reliance may instead be placed on a consensus of credible reporting.",
        "2027-03-10 20:00", event_title="FC Barcelona vs. Paris Saint-Germain FC: Who Advances?",
        expected=exp("advance", "FC Barcelona", scope="penalties", sp="official",
                     sf="consensus", timing="open_until_played", vc="50-50", vp="result")))

    # 14. podcast host, scope left ambiguous on a knockout second leg
    L.append(leg_one(
        14, ["writer:podcast_host", "informal", "date:d_month_yyyy"],
        ["F:win", "S:ambiguous", "P1", "C1", "R1"],
        "FC Internazionale Milano", "Club Atlético de Madrid", "ucl", "5120354",
        "Will FC Internazionale Milano win on 2027-03-17?", "ucl-int-atm-2027-03-17-int",
        "FC Internazionale Milano", "moneyline", None,
        "Quick one from the pod: this market is about Inter (FC Internazionale Milano) against "
        "Club Atlético de Madrid at San Siro on 17 March 2027, the return leg of their "
        "Champions League last-16 tie. Yes if Inter win the match, No otherwise. If it gets "
        "postponed, hang tight, the market stays open until they play it. If it's cancelled "
        "with no replay, it's No. Result from UEFA's official numbers, or a consensus of "
        "credible reporting if UEFA hasn't published within two hours.",
        "2027-03-17 20:00",
        expected=exp("win", "FC Internazionale Milano", scope="ambiguous", sp="official",
                     sf="consensus", timing="open_until_played", vc="no", vp="result")))

    # 15. blogger, cancellation left ambiguous
    L.append(leg_one(
        15, ["writer:blogger", "date:dd/mm/yyyy", "rhetorical_question", "number_words"],
        ["F:win", "S1", "P1", "C:ambiguous", "R1"],
        "Everton FC", "West Ham United FC", "epl", "5120355",
        "Will Everton FC win on 2026-12-26?", "epl-eve-wes-2026-12-26-eve", "Everton FC",
        "moneyline", None,
        "Everton FC host West Ham United FC at Hill Dickinson Stadium on Boxing Day, "
        "26/12/2026. This market resolves Yes if Everton win in the standard ninety minutes "
        "including stoppage time, and No for a draw or an away win. Postponed? Then we simply "
        "wait: the market remains live until the fixture is finally played, however long that "
        "is. Should the game be "
        "cancelled, the market will be settled in line with our usual house procedure. "
        "Official Premier League statistics decide the result; if they are not out within two "
        "hours, a consensus of credible reporting is used.",
        "2026-12-26 15:00",
        expected=exp("win", "Everton FC", scope="regulation", sp="official", sf="consensus",
                     timing="open_until_played", vc="ambiguous", vp="result")))

    # 16. regulatory filing, two-week window (P4), US spelling
    L.append(leg_one(
        16, ["writer:regulatory_filing", "american_spelling", "number_words_and_numerals",
             "us_time", "layout:headed_paragraphs", "syn:defeats"],
        ["F:win", "S1", "P4", "C:last_price", "R1"],
        "Inter Miami CF", "Orlando City SC", "mls", "5120356",
        "Will Inter Miami CF win on 2026-10-03?", "mls-mia-orl-2026-10-03-mia",
        "Inter Miami CF", "moneyline", None,
        "Contract terms: Inter Miami CF to win vs. Orlando City SC (MLS), scheduled October 3, "
        "2026, 7:30 p.m. ET.\n"
        "Payout. The contract pays Yes if Inter Miami CF defeats Orlando City SC in regulation "
        "time (ninety minutes plus stoppage time; any extra time or penalty kicks are "
        "disregarded). A draw or an Orlando City SC win pays No.\n"
        "Postponement. If the game is postponed and is not rescheduled to take place within "
        "fourteen (14) days of the original date, the contract settles at its last fair "
        "market price, as determined at the time the postponement is announced.\n"
        "Cancellation. A game that is canceled outright settles on the same basis: at the last "
        "fair market price determined when the cancellation is announced.\n"
        "Source. Official MLS statistics; where those are not yet public 2 hours after the game "
        "ends, a consensus of credible reporting.",
        "2026-10-03 23:30",
        expected=exp("win", "Inter Miami CF", scope="regulation", sp="official",
                     sf="consensus", timing=336, vc="last_price", vp="last_price")))

    # 17. minimalist: silent on source, postponement, cancellation
    L.append(leg_one(
        17, ["writer:minimalist", "one_sentence_rule", "date:mon_d_yyyy_no_comma"],
        ["F:win", "S1"],
        "Arsenal FC", "Tottenham Hotspur FC", "epl", "5120357",
        "Will Arsenal FC win on 2026-11-21?", "epl-ars-tot-2026-11-21-ars", "Arsenal FC",
        "moneyline", None,
        "Arsenal FC v Tottenham Hotspur FC, Premier League, Nov 21 2026. Resolves Yes if "
        "Arsenal win inside normal time (ninety plus added minutes); anything else is No.",
        "2026-11-21 17:30", resolution_source=False,
        expected=exp("win", "Arsenal FC", scope="regulation")))

    # 18. data scientist
    L.append(leg_one(
        18, ["writer:data_scientist", "jargon", "iso_date", "layout:lines", "numerals"],
        ["F:exact_score", "S1", "P1", "C3", "R1"],
        "Juventus FC", "Torino FC", "seriea", "5120358",
        "Juventus FC vs. Torino FC: Exact Score 0-0?", "sea-juv-tor-2027-02-27-exact-0-0",
        "Exact Score: 0-0", "exact_score", None,
        "Target variable: the score of Juventus FC vs. Torino FC (Serie A, 2027-02-27) at the "
        "end of regulation time (90' + stoppage; no extra time).\n"
        "Positive class (Yes): the score is exactly 0-0.\n"
        "Negative class (No): any score in which at least one goal is recorded.\n"
        "Postponement handling: the market is held open until the fixture is completed.\n"
        "Cancellation handling: if the fixture is cancelled and no make-up match takes place, "
        "every exact-score market defaults to a 0-0 result, which makes this leg Yes.\n"
        "Data lineage: official Serie A statistics are primary; if they have not been released "
        "within two hours after the final whistle, a consensus of credible reporting serves as "
        "the fallback.",
        "2027-02-27 17:00", event_title="Juventus FC vs. Torino FC - More Markets",
        expected=exp("exact_score", "0-0", scope="regulation", sp="official", sf="consensus",
                     timing="open_until_played", vc="yes", vp="result")))

    # 19. non-native English speaker (Spanish), negated BTTS
    L.append(leg_one(
        19, ["writer:non_native_spanish", "non_native_grammar", "negation", "numerals",
             "date:the_day_d_month_yyyy"],
        ["F:btts", "S1", "P1", "C2", "R1"],
        "Villarreal CF", "Valencia CF", "laliga", "5120359",
        "Villarreal CF vs. Valencia CF: Will at least one team fail to score?",
        "lal-vil-val-2027-01-16-btts-no", "Both Teams to Score: No", "both_teams_to_score", None,
        "Market about the match Villarreal CF versus Valencia CF of LaLiga, the day 16 January "
        "2027. The answer is \"Yes\" if at the end at least one of the two teams has not scored "
        "any goal, that is, Villarreal stays at zero, Valencia stays at zero, or both. If the "
        "two teams score, the answer is \"No\". Are counted only the goals of the 90 minutes "
        "and the added time. In case the match is postponed, the market continues open until "
        "the match is played. In case it is cancelled without new match, the market resolves "
        "50-50. The source is the official statistics of LaLiga; if these are not published in "
        "two hours after the end, is used a consensus of credible reporting.",
        "2027-01-16 15:15", event_title="Villarreal CF vs. Valencia CF - More Markets",
        expected=exp("btts", "no", scope="regulation", sp="official", sf="consensus",
                     timing="open_until_played", vc="50-50", vp="result")))

    # 20. football coach, second-half result
    L.append(leg_one(
        20, ["writer:football_coach", "informal", "date:dow_d_month_yyyy", "numerals",
             "syn:restart"],
        ["F:half", "P1", "C2", "R1"],
        "AC Milan", "SS Lazio", "seriea", "5120360",
        "AC Milan vs. SS Lazio: Will the second half end in a draw?",
        "sea-mil-laz-2027-02-07-2h-draw", "2H: Draw", "second_half_moneyline", None,
        "Coach's breakdown: AC Milan v SS Lazio, Serie A, Sunday 7 February 2027.\n"
        "This one is only about the second half. Take the goals each team scores after the "
        "restart, from the 46th minute to the final whistle, stoppage time included, and forget "
        "what happened before the break. If both teams score the same number in that second "
        "half (0-0 in the half counts), it's Yes. If either side wins the second half, it's No.\n"
        "Game postponed: market stays open till it's played.\n"
        "Game cancelled with no replay: settled 50-50.\n"
        "Numbers come from Serie A's official stats, or, if they still aren't published two "
        "hours after the end, from a consensus of credible reporting.",
        "2027-02-07 19:45", event_title="AC Milan vs. SS Lazio - More Markets",
        expected=exp("half", "draw", half="second", scope=None, sp="official", sf="consensus",
                     timing="open_until_played", vc="50-50", vp="result")))

    # 21. radio presenter, postponement left ambiguous
    L.append(leg_one(
        21, ["writer:radio_presenter", "spoken_register", "date:dow_the_nth_of", "number_words"],
        ["F:win", "S1", "P:ambiguous", "C1", "R1"],
        "Paris Saint-Germain FC", "AS Monaco FC", "ligue1", "5120361",
        "Will Paris Saint-Germain FC win on 2027-01-22?", "fl1-par-mon-2027-01-22-par",
        "Paris Saint-Germain FC", "moneyline", None,
        "And here's the rule on this one, folks: Paris Saint-Germain FC against AS Monaco FC, "
        "Ligue 1, Friday the 22nd of January 2027. It's a Yes if PSG take the win after ninety "
        "minutes plus added time, and a No for a draw or a Monaco win. If the game gets put "
        "back, we'll keep the market open for a reasonable stretch, and after that the team "
        "will settle it however they judge fairest. If it's cancelled and never replayed, it's "
        "a No. The result comes from the official Ligue 1 stats, or a consensus of credible "
        "reporting if those haven't appeared two hours after the whistle.",
        "2027-01-22 19:45",
        expected=exp("win", "Paris Saint-Germain FC", scope="regulation", sp="official",
                     sf="consensus", timing="ambiguous", vc="no", vp="ambiguous")))

    return L
