"""Venue_two legs of set (ax). Every leg is a whole hand-written text (rules_primary and
rules_secondary) by a different imagined writer; its `expected` record is stated inline."""
from common import E, v2


def legs():
    L = []

    # 1. A quant: terse arrows.
    L.append(v2(1, "ars_tot", ["writer:quant", "terse", "arrows", "abbreviations", "numerals"],
        ["F:win", "S2", "D1", "P2", "C4", "R3"], "GAME", "ARS", "Arsenal vs Tottenham Winner?", "Arsenal",
        "Arsenal beat Tottenham in the EPL match Arsenal vs Tottenham, originally scheduled for Nov 21, 2026 -> "
        "market resolves to Yes. Result read at 90' + stoppage; no ET, no pens.",
        "Level at 90' + stoppage -> the Tie contract resolves Yes. Cancelled, or kickoff moved >48h from the "
        "original slot -> settles at a fair price per the rules.",
        E("win", "Arsenal", "regulation", "provider", None, 48, "fair_price", "fair_price", None)))

    # 2. A lawyer: definitions, P3-style window in words and digits, abandonment.
    L.append(v2(2, "rma_bar", ["writer:contracts_counsel", "legal", "definitions", "number_words_and_numerals", "american_date"],
        ["F:draw", "S2", "D1", "P3", "C4", "AB", "R3"], "GAME", "TIE", "Real Madrid vs Barcelona Winner?", "Tie",
        "If the result of the Real Madrid vs Barcelona professional LaLiga match originally scheduled for October "
        "25, 2026 is a Tie, as determined at the conclusion of ninety (90) minutes of play plus stoppage time and "
        "without regard to any extra time or penalty kicks, the market shall resolve to Yes.",
        "For purposes of these rules, a \"Tie\" means that each club has scored the same number of goals at the "
        "conclusion of the period described above. Where the match is postponed and commences within forty-eight "
        "(48) hours of its originally scheduled start, the market shall remain open. Where the match does not so "
        "commence, or is cancelled, the market shall be settled at a fair price as the rules provide. A "
        "match that is suspended and not completed shall be treated as cancelled.",
        E("draw", "draw", "regulation", "provider", None, 48, "fair_price", "fair_price", "fair_price")))

    # 3. A support agent: no scope in the primary, FAQ in the secondary.
    L.append(v2(3, "bay_dor", ["writer:help_centre_writer", "layout:faq", "syn:two_days", "american_date"],
        ["F:win", "S4", "D1", "P3", "C4", "R3"], "GAME", "BMU", "Bayern Munich vs Dortmund Winner?", "Bayern Munich",
        "If Bayern Munich defeat Dortmund in their Bundesliga game set for November 7, 2026, this market resolves "
        "to Yes.",
        "Common questions about this market:\n"
        "Does extra time or a penalty shoot-out count? No. Only regulation counts: the 90 minutes and any stoppage "
        "time.\n"
        "What if the match ends level? Then the Tie market resolves to Yes and this one resolves to No.\n"
        "What if the match is postponed? If it is moved back by more than two days, the market settles at a fair "
        "price. If it is played within two days of the original time, it settles on the result as normal.\n"
        "What if it is cancelled? It settles at a fair price.",
        E("win", "Bayern Munich", "regulation", "provider", None, 48, "fair_price", "fair_price", None)))

    # 4. A content writer: preview line in the primary; names its own sources.
    L.append(v2(4, "juv_mil", ["writer:preview_columnist", "match_preview", "british_date", "own_sources"],
        ["F:win", "S2", "D1", "P2", "C4", "R:text"], "GAME", "JUV", "Juventus vs AC Milan Winner?", "Juventus",
        "Juventus host AC Milan in Turin on 29 November 2026, and this contract backs the home side: if Juventus "
        "win that Serie A match on the score after 90 minutes and stoppage, with extra time and penalties left out, "
        "the market resolves to Yes.",
        "A draw sends the Tie market to Yes. If the match is called off, or moved back by more than 48 hours, the "
        "contract settles at a fair price under the rules. The result is taken from the official Lega Serie A "
        "website; if it is not posted there, ESPN's match report is used.",
        E("win", "Juventus", "regulation", "official", "provider", 48, "fair_price", "fair_price", None)))

    # 5. A non-native English speaker.
    L.append(v2(5, "psg_om", ["writer:esl_ops_analyst", "numerals", "british_date"],
        ["F:draw", "S2", "D1", "P2", "C4", "R3"], "GAME", "TIE", "PSG vs Marseille Winner?", "Tie",
        "If the match PSG vs Marseille of Ligue 1, planned for 6 December 2026, is finishing with the same number "
        "of goals for the two teams after the 90 minutes and the added time (extra time and penalties is not "
        "counting), the market Tie resolve to Yes.",
        "When the match is cancel, or is moved to a time more than 48 hours after the first planned time, the "
        "market is settle to a fair price following the rules.",
        E("draw", "draw", "regulation", "provider", None, 48, "fair_price", "fair_price", None)))

    # 6. An engineer: bullet list in the secondary.
    L.append(v2(6, "mci_che", ["writer:qa_engineer", "layout:bullets", "numerals", "american_spelling", "abbreviations"],
        ["F:total", "S2", "P3", "C4", "AB", "R3"], "TOTAL", "3", "Man City vs Chelsea: Total Goals", "Over 2.5 goals",
        "If Man City and Chelsea score 3 or more goals combined in the Man City vs Chelsea EPL match originally "
        "scheduled for Dec 12, 2026, counting regulation and stoppage time only (no extra time, no penalty "
        "shootout), the market resolves to Yes.",
        "- Counted: goals by both teams, own goals included.\n"
        "- Not counted: extra time, shootout kicks.\n"
        "- Postponed, new kickoff within 48h: market stays open.\n"
        "- Postponed beyond 48h, or canceled: fair price per the rules.\n"
        "- Abandoned and not completed: fair price per the rules.",
        E("total", "over", "regulation", "provider", None, 48, "fair_price", "fair_price", "fair_price", line=2.5)))

    # 7. A compliance officer.
    L.append(v2(7, "atm_sev", ["writer:risk_officer", "formal", "american_date", "negative_cases_listed"],
        ["F:spread", "S2", "P2", "C4", "R3"], "SPREAD", "ATM2", "Atletico Madrid vs Sevilla: Spread",
        "Atletico Madrid wins by over 1.5 goals",
        "If Atletico Madrid wins the Atletico Madrid vs Sevilla LaLiga match originally scheduled for Jan 9, 2027 "
        "by more than 1.5 goals, with the margin assessed once 90 minutes plus stoppage time have elapsed and with extra "
        "time and penalty kicks excluded, this market settles Yes.",
        "Compliance note: this contract is settled solely on the margin described in the primary rules. A margin of "
        "exactly one goal, a draw, or a Sevilla win results in No. Should the match be cancelled, or should it be "
        "rescheduled to begin more than 48 hours after its original start time, the contract will be settled at a "
        "fair price under the exchange's rules.",
        E("spread", "Atletico Madrid", "regulation", "provider", None, 48, "fair_price", "fair_price", None, line=1.5)))

    # 8. A journalist: no scope in the primary, scope in the secondary.
    L.append(v2(8, "lev_rbl", ["writer:wire_reporter", "number_words", "abbrev_month"],
        ["F:btts", "S4", "P2", "C4", "R3"], "BTTS", "BTTS", "Leverkusen vs RB Leipzig: Both Teams to Score?",
        "Both teams to score",
        "If both Leverkusen and RB Leipzig score in the Leverkusen vs RB Leipzig Bundesliga match originally "
        "scheduled for Oct 17, 2026, the market resolves to Yes.",
        "Only goals scored in regulation count here, that is the ninety minutes and stoppage time; extra time and "
        "penalties play no part. If either team fails to score, the market resolves to No. A cancellation, or a "
        "postponement that pushes the kickoff back by more than 48 hours, leads to settlement at a fair price.",
        E("btts", "yes", "regulation", "provider", None, 48, "fair_price", "fair_price", None)))

    # 9. A product manager: release-note tone, advance market, UEFA series.
    L.append(v2(9, "liv_rma", ["writer:growth_pm", "release_notes", "american_spelling", "abbrev_month"],
        ["F:advance", "S6", "P2", "C4", "R3"], "ADVANCE", "LFC", "Liverpool vs Real Madrid: Who advances?", "Liverpool",
        "If Liverpool advance past Real Madrid to the quarterfinals of the UEFA Champions League, with the round of "
        "16 tie decided over both legs, including any extra time and penalty shootout in the second leg on Mar 17, "
        "2027, this market resolves to Yes.",
        "New in this listing: advance markets settle on the whole tie, so there is no Tie outcome. If the second "
        "leg is canceled, or postponed to a start more than 48 hours after the original time, the market resolves "
        "at a fair price according to the rules.",
        E("advance", "Liverpool", "penalties", "official", None, 48, "fair_price", "fair_price", None)))

    # 10. A sports-desk editor: first-half result.
    L.append(v2(10, "nap_rom", ["writer:night_editor", "british_spelling", "american_date", "numerals"],
        ["F:half", "D1", "P2", "C4", "R3"], "1H", "NAP", "Napoli vs Roma: First Half Winner?", "Napoli",
        "If Napoli lead Roma at half-time in the Napoli vs Roma Serie A match originally scheduled for October 4, "
        "2026, the market resolves Yes. Only the first 45 minutes and first-half stoppage time count.",
        "A level score at the interval resolves the first-half Tie market to Yes. Cancellation, or a postponement "
        "of more than 48 hours, means a fair-price settlement under the rules.",
        E("half", "Napoli", None, "provider", None, 48, "fair_price", "fair_price", None, half="first")))

    # 11. A statistician: exact score with a formal restatement.
    L.append(v2(11, "new_avl", ["writer:data_scientist", "iso_date", "formula", "american_spelling"],
        ["F:exact_score", "S2", "P2", "C4", "R3"], "SCORE", "21", "Newcastle vs Aston Villa: Exact Score",
        "Newcastle 2-1 Aston Villa",
        "If the final score of the Newcastle vs Aston Villa EPL match originally scheduled for 2027-01-02 is "
        "Newcastle 2, Aston Villa 1, measured once 90 minutes plus stoppage time have been played (extra time and penalties "
        "excluded), the contract resolves to Yes.",
        "Every other scoreline, including 1-2, resolves to No. Formally: Yes iff (home goals, away goals) = (2, 1) "
        "at the end of regulation. If the match is canceled or its start is moved more than 48 hours past the "
        "original time, the market is settled at a fair price per the rules.",
        E("exact_score", "2-1", "regulation", "provider", None, 48, "fair_price", "fair_price", None)))

    # 12. A customer-service macro: MLS series, abandonment at last traded price.
    L.append(v2(12, "lag_sea", ["writer:chat_support_macro", "conversational", "american_spelling", "syn:overtime", "abbrev_month"],
        ["F:win", "S2", "D1", "P2", "C4", "AB", "R3"], "GAME", "SEA", "LA Galaxy vs Seattle Winner?", "Seattle",
        "If Seattle wins the LA Galaxy vs Seattle MLS match originally scheduled for Sep 25, 2026, based on the score "
        "at the end of regulation, 90 minutes plus stoppage (no overtime or penalty kicks), this market resolves to Yes.",
        "Thanks for your question! Here's the short version: if the game ends in a tie, the Tie market resolves to "
        "Yes and this one to No. If the game is canceled, or moved to a kickoff more than 48 hours later than "
        "planned, we settle at a fair price under the rules. If the game is abandoned and never finished, "
        "positions settle at the last price traded before the stoppage. Hope this helps!",
        E("win", "Seattle", "regulation", "official", None, 48, "fair_price", "fair_price", "last_price")))

    # 13. A lawyer's redraft: scope split across primary and secondary (World Cup).
    L.append(v2(13, "bra_mar", ["writer:regulatory_redraft", "legal", "number_words", "british_spelling", "american_date"],
        ["F:win", "S3", "D1", "P2", "C4", "R3"], "GAME", "BRA", "Brazil vs Morocco Winner?", "Brazil",
        "If Brazil wins the Brazil vs Morocco FIFA World Cup group-stage match originally scheduled for June 13, "
        "2026, as determined upon the expiry of ninety minutes of play and all stoppage time, the market "
        "shall resolve to Yes.",
        "Extra time and any penalty shoot-out are excluded from the determination described in the primary rules. "
        "Should the match end level, the market designated \"Tie\" resolves to Yes. Should the match be cancelled, "
        "or rescheduled to commence more than forty-eight hours after its original time, each market shall be "
        "resolved at a fair price as the rules provide.",
        E("win", "Brazil", "regulation", "official", None, 48, "fair_price", "fair_price", None)))

    # 14. Knockout second leg with no time scope anywhere (AMBIGUOUS scope).
    L.append(v2(14, "int_ars", ["writer:desk_assistant", "plain", "abbrev_month", "american_spelling"],
        ["F:win", "S4", "S:ambiguous", "P2", "C4", "R3"], "GAME", "INT", "Inter Milan vs Arsenal Winner?", "Inter Milan",
        "If Inter Milan wins the Inter Milan vs Arsenal UEFA Champions League round of 16 second-leg match "
        "originally scheduled for Mar 10, 2027, the market resolves to Yes.",
        "The market is settled on the final score of the match as officially recorded. If the match is canceled or "
        "moved back by more than 48 hours, the market resolves at a fair price per the rules.",
        E("win", "Inter Milan", "ambiguous", "official", None, 48, "fair_price", "fair_price", None)))

    # 15. A vague window for postponement (AMBIGUOUS timing window; payout clear).
    L.append(v2(15, "eve_bha", ["writer:marketing_intern", "british_date", "american_spelling", "vague_window"],
        ["F:win", "S2", "D1", "P:ambiguous", "C4", "R3"], "GAME", "EVE", "Everton vs Brighton Winner?", "Everton",
        "If Everton wins the Everton vs Brighton EPL match originally scheduled for 24 October 2026 after 90 "
        "minutes and stoppage, with no extra time or penalties counted, this market pays Yes.",
        "If the match ends in a tie, the Tie market resolves to Yes. If the match is canceled, or delayed by a "
        "substantial amount of time, the market resolves at a fair price per the rules.",
        E("win", "Everton", "regulation", "provider", None, "ambiguous", "fair_price", "fair_price", None)))

    # 16. Two sources with no order (AMBIGUOUS source).
    L.append(v2(16, "vfb_sge", ["writer:social_media_manager", "abbrev_month", "british_spelling"],
        ["F:draw", "S2", "D1", "P2", "C4", "R:ambiguous"], "GAME", "TIE", "Stuttgart vs Frankfurt Winner?", "Tie",
        "If the Stuttgart vs Frankfurt Bundesliga match originally scheduled for Nov 28, 2026 ends in a Tie after 90 "
        "minutes and stoppage time (extra time and penalties not included), the market resolves to Yes.",
        "The result will be verified using Bundesliga data or major sports media. If the match is cancelled or "
        "moved by more than 48 hours, the market resolves at a fair price per the rules.",
        E("draw", "draw", "regulation", "ambiguous", "ambiguous", 48, "fair_price", "fair_price", None)))

    # 17. Cancellation left to the exchange (AMBIGUOUS cancellation).
    L.append(v2(17, "ath_rso", ["writer:settlement_clerk", "terse", "abbrev_month", "british_spelling"],
        ["F:draw", "S2", "D1", "P2", "C:ambiguous", "R3"], "GAME", "TIE", "Athletic Club vs Real Sociedad Winner?", "Tie",
        "If Athletic Club vs Real Sociedad, the LaLiga match originally scheduled for Dec 19, 2026, is level after "
        "90 minutes and stoppage time, excluding extra time and penalties, then the Tie market resolves to Yes.",
        "If the match is rescheduled to start more than 48 hours after its original start time, the market "
        "resolves at a fair price per the rules. If the match is cancelled, the exchange will decide how the market "
        "is settled.",
        E("draw", "draw", "regulation", "provider", None, 48, "ambiguous", "fair_price", None)))

    # 18. A tax accountant: negations, a 72-hour window in words.
    L.append(v2(18, "ol_rcl", ["writer:auditor", "negations", "number_words", "abbrev_month"],
        ["F:win", "S2", "D1", "P3", "C4", "R3"], "GAME", "OL", "Lyon vs Lens Winner?", "Lyon",
        "If Lyon wins the Lyon vs Lens Ligue 1 match originally scheduled for Feb 6, 2027, this market resolves "
        "to Yes. Neither extra time nor penalties is counted: only the ninety minutes and stoppage time are.",
        "A draw does not resolve this market to Yes; it resolves the Tie market to Yes. A postponement of no more "
        "than seventy-two hours does not change anything, and the market stays open. A longer postponement, or a "
        "cancellation, does not leave the market open: it settles at a fair price under the rules.",
        E("win", "Lyon", "regulation", "provider", None, 72, "fair_price", "fair_price", None)))

    # 19. A podcast host: scope only in the secondary, under market.
    L.append(v2(19, "ata_laz", ["writer:radio_pundit", "conversational", "number_words", "american_spelling"],
        ["F:total", "S4", "P2", "C4", "R3"], "TOTAL", "U3", "Atalanta vs Lazio: Total Goals", "Under 2.5 goals",
        "If Atalanta and Lazio score fewer than three goals in total in the Atalanta vs Lazio Serie A match "
        "originally scheduled for January 17, 2027, the market resolves to Yes.",
        "So, what counts? Just regulation: the 90 minutes plus stoppage, with no extra time and no penalties. Three "
        "goals or more and this resolves No. If the match is canceled or pushed back by more than 48 hours, the "
        "market gets settled at a fair price, per the rules.",
        E("total", "under", "regulation", "provider", None, 48, "fair_price", "fair_price", None, line=2.5)))

    # 20. An academic: first team to score over the whole game including extra time.
    L.append(v2(20, "rbb_vil", ["writer:sports_economist", "formal", "abbrev_month", "british_spelling"],
        ["F:other", "S5", "P2", "C4", "R3"], "FTTS", "RBB", "Real Betis vs Villarreal: First Team to Score", "Real Betis",
        "If Real Betis scores the first goal of the Real Betis vs Villarreal LaLiga match originally scheduled for "
        "Nov 1, 2026, counting every period of play, including regulation, stoppage time and any extra time that "
        "is played, the market resolves to Yes.",
        "Shoot-out kicks are not goals for this purpose. If Villarreal score first, or the match ends goalless, the "
        "market resolves to No. If the match is cancelled or starts more than 48 hours after its original time, "
        "the market is settled at a fair price under the rules.",
        E("other", "Real Betis", "extra_time", "provider", None, 48, "fair_price", "fair_price", None)))

    # 21. A retired referee: headings in the secondary, World Cup, abandonment.
    L.append(v2(21, "mex_kor", ["writer:match_commissioner", "layout:headings", "us_numeric_date", "british_spelling"],
        ["F:draw", "S3", "D1", "P2", "C4", "AB", "R3"], "GAME", "TIE", "Mexico vs South Korea Winner?", "Tie",
        "If the Mexico vs South Korea FIFA World Cup match originally scheduled for 06/18/2026 is a Tie at the end "
        "of the second half, stoppage time included, the market resolves to Yes.",
        "PERIOD OF PLAY: Regulation only. Extra time and penalty kicks do not count.\n"
        "TIE: A level score means the Tie market resolves to Yes.\n"
        "POSTPONEMENT AND CANCELLATION: If the match is cancelled, or kicks off more than 48 hours after its "
        "scheduled time, the market settles at a fair price under the rules.\n"
        "ABANDONMENT: A match abandoned by the referee and not completed is settled as a cancellation.",
        E("draw", "draw", "regulation", "official", None, 48, "fair_price", "fair_price", "fair_price")))

    return L
