"""venue_one legs of set (ai): a chat assistant's answers to "how does this market settle?".

Every description is hand-written. Each leg states its expected record inline.
"""
from common import expected, v1_market, leg

V = "venue_one"
PL = "https://www.premierleague.com/"
LL = "https://www.laliga.com/"
BL = "https://www.bundesliga.com/"
SA = "https://www.legaseriea.it/"
L1 = "https://www.ligue1.com/"


def legs():
    out = []

    def add(n, styles, meanings, home, away, comp, market, exp):
        out.append(leg(f"ai1-{n:03d}", V, styles, meanings, home, away, comp, market, exp))

    # 1 ---------------------------------------------------------------- win, plain bullets
    add(1, ["chat", "bullets", "emoji", "bold_labels", "british_spelling", "number_numerals",
            "followup_offer"],
        ["F:win", "S1", "P1", "C1", "R1", "R2"],
        "Arsenal FC", "Chelsea FC", "epl",
        v1_market("5120301", "Will Arsenal FC win on 2026-10-03?", "epl-ars-che-2026-10-03-ars",
                  "Arsenal FC", "moneyline",
                  "Sure! Here's how this one works \U0001F447\n\n"
                  "\u2022 **What pays:** you get Yes if Arsenal FC beat Chelsea FC in their Premier League game on 3 October 2026. A Chelsea win or a draw means No.\n"
                  "\u2022 **Which minutes count:** just normal time, so the 90 minutes and any added stoppage time. Extra time and shoot-outs don't come into it.\n"
                  "\u2022 **If it's postponed:** nothing settles early. The market simply waits for the rearranged game, however long that takes.\n"
                  "\u2022 **If it's cancelled for good** (no replacement game at all): this one resolves No.\n"
                  "\u2022 **Where the result comes from:** the Premier League's official stats. If those still aren't out two hours after the final whistle, what reputable outlets agree on is used instead. Any correction to the score after the market has resolved is ignored.\n\n"
                  "Want me to walk you through the Draw leg as well? \U0001F642",
                  "Arsenal FC vs. Chelsea FC", "2026-10-03 14:00:00+00", PL),
        expected("win", "Arsenal FC", void_cancelled="no"))

    # 2 ---------------------------------------------------------------- draw, aside on corners
    add(2, ["chat", "paragraphs", "emoji", "aside_other_market", "number_words",
            "syn:pushed_back", "syn:called_off", "followup_offer"],
        ["F:draw", "S1", "P1", "C1", "R1", "aside:corners"],
        "Real Betis Balompi\u00e9", "Sevilla FC", "laliga",
        v1_market("5120302", "Will Real Betis Balompi\u00e9 vs. Sevilla FC end in a draw?",
                  "lal-bet-sev-2026-11-08-draw",
                  "Draw (Real Betis Balompi\u00e9 vs. Sevilla FC)", "moneyline",
                  "Happy to help! \u26BD This is the Draw leg of Real Betis Balompi\u00e9 vs. Sevilla FC (La Liga, Sunday 8 November 2026).\n\n"
                  "It pays Yes if the teams are level once regulation is over, meaning ninety minutes plus stoppage. Any other scoreline at that point is a No.\n\n"
                  "If the derby gets pushed back, the market doesn't close; it stays live until the match is actually played. If it's called off completely and never replayed, the Draw leg resolves Yes, so a scrapped game is treated like a draw here.\n\n"
                  "The result is taken from LaLiga's official match data; should that data be missing two hours after full time, the market falls back on what credible outlets agree on.\n\n"
                  "By the way, corners markets on this fixture work differently: if the game is scrapped those split 50-50, and they have their own data deadline. Want me to compare it with the other exchange's version of this market?",
                  "Real Betis Balompi\u00e9 vs. Sevilla FC", "2026-11-08 20:00:00+00", LL),
        expected("draw", "draw", void_cancelled="yes"))

    # 3 ---------------------------------------------------------------- win, hedged postponement
    add(3, ["chat", "numbered", "hedge", "us_date", "followup_offer", "aside_other_market"],
        ["F:win", "S1", "P:ambiguous", "C1", "R1"],
        "Newcastle United FC", "Aston Villa FC", "epl",
        v1_market("5120303", "Will Aston Villa FC win on 2026-12-12?", "epl-new-ast-2026-12-12-ast",
                  "Aston Villa FC", "moneyline",
                  "Sure thing! Here's my understanding of the Aston Villa FC leg:\n\n"
                  "1. It resolves Yes if Aston Villa FC win away at Newcastle United FC on December 12, 2026, counting only the regular 90 minutes plus stoppage time. A Newcastle win or a draw is No.\n"
                  "2. Postponement: I believe a postponed game just keeps the market open until it's eventually played, but I'm honestly not certain, so please double-check before relying on that.\n"
                  "3. Cancellation with no make-up fixture: the Villa leg resolves No.\n"
                  "4. Source: the Premier League's official statistics, with a consensus of credible media used if the official numbers haven't appeared within 2 hours of the final whistle.\n\n"
                  "Anything else you'd like me to check? I can also look at the totals market for this game if that helps.",
                  "Newcastle United FC vs. Aston Villa FC", "2026-12-12 15:00:00+00", PL),
        expected("win", "Aston Villa FC", timing_window="ambiguous", void_cancelled="no",
                 void_postponed_long="ambiguous"))

    # 4 ---------------------------------------------------------------- win (away), self-correction to P4
    add(4, ["chat", "bullets", "self_correction", "dotted_date", "symbols", "number_words",
            "number_numerals", "abbrev:hrs", "followup_offer"],
        ["F:win", "S1", "P4", "C1", "R1", "correction:P"],
        "Borussia Dortmund", "FC Bayern M\u00fcnchen", "bundesliga",
        v1_market("5120304", "Will FC Bayern M\u00fcnchen win on 2026-10-24?",
                  "bun-dor-bay-2026-10-24-bay", "FC Bayern M\u00fcnchen", "moneyline",
                  "Sure! Here's how the FC Bayern M\u00fcnchen leg settles:\n\n"
                  "- Bayern have to win the Bundesliga match at Borussia Dortmund on 24.10.2026 within regular time (90' + stoppage). Draw or Dortmund win \u2192 No.\n"
                  "- Postponed? If the match isn't replayed within 48 hours, the market is settled at its last fair price.\n\n"
                  "Actually, scratch that: I misread the window. It's two weeks (fourteen days), not 48 hours. If the game hasn't been rescheduled within fourteen days, the market settles at the last fair price as it stood when the postponement was announced.\n\n"
                  "- Cancelled outright with no make-up game \u2192 the Bayern leg goes to No.\n"
                  "- Results come from the Bundesliga's official statistics; if they're still missing 2 hrs after the end of the game, a consensus of credible reporting decides.\n\n"
                  "Should I check how the Draw leg handles the same situations?",
                  "Borussia Dortmund vs. FC Bayern M\u00fcnchen", "2026-10-24 16:30:00+00", BL),
        expected("win", "FC Bayern M\u00fcnchen", timing_window=336, void_cancelled="no",
                 void_postponed_long="last_price"))

    # 5 ---------------------------------------------------------------- total over 2.5
    add(5, ["chat", "emoji_bullets", "number_words", "number_numerals", "followup_offer"],
        ["F:total", "S1", "P1", "C2", "R1"],
        "Tottenham Hotspur FC", "Manchester United FC", "epl",
        v1_market("5120305", "Tottenham Hotspur FC vs. Manchester United FC: O/U 2.5",
                  "epl-tot-mun-2026-11-28-total-2pt5", "O/U 2.5", "totals",
                  "Sure! Here's the short version for the Over 2.5 market on Tottenham Hotspur FC vs. Manchester United FC (Sat 28 Nov 2026):\n\n"
                  "\u2705 \"Over\" wins if the two sides score three or more goals between them in regulation time (the 90 minutes plus stoppage). Two goals or fewer and \"Under\" wins.\n"
                  "\u23F8\uFE0F Postponed: the market stays open until the match is played, whenever that is.\n"
                  "\u274C Called off and never replayed: it resolves 50-50, so each side is paid half.\n"
                  "\U0001F4CA Source: official Premier League statistics, or a consensus of credible reporting if those aren't published within two hours of the final whistle.\n\n"
                  "Let me know if you want the same rundown for the Both Teams to Score market.",
                  "Tottenham Hotspur FC vs. Manchester United FC", "2026-11-28 17:30:00+00", PL,
                  line=2.5, outcomes=("Over", "Under")),
        expected("total", "over", line=2.5, void_cancelled="50-50"))

    # 6 ---------------------------------------------------------------- spread -1.5
    add(6, ["chat", "bullets", "numeric_date_dmy", "number_words", "syn:made_up",
            "followup_offer"],
        ["F:spread", "S1", "P1", "C2", "R1"],
        "AC Milan", "SSC Napoli", "seriea",
        v1_market("5120306", "Spread: AC Milan (-1.5)", "sea-acm-nap-2026-10-18-spread-acm-1pt5",
                  "AC Milan (-1.5)", "spreads",
                  "Of course! Here's how the AC Milan (-1.5) spread works:\n\n"
                  "- You're backing AC Milan to beat SSC Napoli by at least two goals in their Serie A game of 18/10/2026. A one-goal Milan win, a draw or a Napoli win all go the other way.\n"
                  "- Only the regular ninety minutes and stoppage time count.\n"
                  "- If the match is postponed, the market just stays open until it's played.\n"
                  "- If it's cancelled and never made up, the market resolves 50/50.\n"
                  "- Results come from Lega Serie A's official statistics; if they haven't been published within two hours of full time, a consensus of credible reporting is used.\n\n"
                  "Want me to explain how the +1.5 side on Napoli mirrors this?",
                  "AC Milan vs. SSC Napoli", "2026-10-18 18:45:00+00", SA,
                  line=-1.5, outcomes=("AC Milan", "SSC Napoli")),
        expected("spread", "AC Milan", line=1.5, void_cancelled="50-50"))

    # 7 ---------------------------------------------------------------- btts, hedged cancellation
    add(7, ["chat", "one_paragraph", "hedge", "emoji", "followup_offer"],
        ["F:btts", "S1", "P1", "C:ambiguous", "R1"],
        "AS Roma", "SS Lazio", "seriea",
        v1_market("5120307", "AS Roma vs. SS Lazio: Both Teams to Score",
                  "sea-rom-laz-2026-11-22-btts", "Both Teams to Score", "both_teams_to_score",
                  "Sure! Here's how Both Teams to Score works for AS Roma vs. SS Lazio (22 November 2026):\n\n"
                  "It's a Yes if AS Roma and SS Lazio each score at least once during regulation (90 minutes plus added time); if either side fails to score, it's a No. A postponed derby keeps the market open until it's actually played. As for a cancellation, typically these side markets get split 50-50 if the game never happens, though I couldn't find that spelled out for this particular market. The source is the official Serie A statistics, with credible reporting used by consensus if the official figures are not available within 2 hours after the match ends.\n\n"
                  "Would you like me to compare this with the Over/Under market? \U0001F60A",
                  "AS Roma vs. SS Lazio", "2026-11-22 19:45:00+00", SA),
        expected("btts", "yes", void_cancelled="ambiguous"))

    # 8 ---------------------------------------------------------------- first half
    add(8, ["chat", "arrows", "aside_other_market", "number_numerals", "syn:called_off",
            "followup_offer"],
        ["F:half", "P1", "C:no", "R1", "aside:full_time"],
        "Olympique de Marseille", "Paris Saint-Germain FC", "ligue1",
        v1_market("5120308", "Will Paris Saint-Germain FC win the first half vs. Olympique de Marseille?",
                  "fl1-olm-par-2027-02-07-1h-par", "Paris Saint-Germain FC (1st Half)",
                  "soccer_halftime_result",
                  "Hi! Here's how this first-half market settles:\n\n"
                  "\u2192 It resolves Yes if Paris Saint-Germain FC are ahead of Olympique de Marseille when the referee blows for half-time, so only goals in the first 45 minutes plus first-half stoppage count. Level at the break or Marseille in front \u2192 No. What happens after the interval doesn't matter.\n"
                  "\u2192 If Le Classique is postponed, the market remains open until it is actually played.\n"
                  "\u2192 If the game is called off for good with no replacement date, this market resolves No.\n"
                  "\u2192 The half-time score is taken from official Ligue 1 statistics; if they're not available within two hours after the match, the result is taken from a consensus of credible reporting instead.\n\n"
                  "Side note: the full-time Winner markets for this fixture are separate and look at the whole 90 minutes, so a PSG half-time lead doesn't settle those. Want me to go over them?",
                  "Olympique de Marseille vs. Paris Saint-Germain FC", "2027-02-07 19:45:00+00", L1),
        expected("half", "Paris Saint-Germain FC", half="first", scope=None, void_cancelled="no"))

    # 9 ---------------------------------------------------------------- exact score 2-1
    add(9, ["chat", "bullets", "aside_other_market", "number_words", "followup_offer"],
        ["F:exact_score", "S1", "P1", "C3", "R1", "aside:first_to_score"],
        "Brighton & Hove Albion FC", "Brentford FC", "epl",
        v1_market("5120309", "Exact Score: Brighton & Hove Albion FC 2 - 1 Brentford FC?",
                  "epl-bri-bre-2026-12-26-exact-2-1", "Brighton & Hove Albion FC 2-1",
                  "soccer_exact_score",
                  "Sure! Here's the rundown for the \"Exact Score: Brighton & Hove Albion FC 2-1 Brentford FC\" market:\n\n"
                  "\u2022 Yes only if the final regulation score (ninety minutes + stoppage) is exactly 2-1 to Brighton. Any other score, including 1-2, is No.\n"
                  "\u2022 If the Boxing Day game is postponed, the market stays open until the match is played.\n"
                  "\u2022 If the game is called off and there's no make-up match, all exact-score markets settle as if it finished 0-0, so this 2-1 market resolves No.\n"
                  "\u2022 The score comes from official Premier League stats; if those aren't out within 2 hours of full time, a consensus of credible reporting is used.\n\n"
                  "By the way, first-to-score markets work differently: on a cancellation those resolve to \"Neither\". Want me to dig into that one?",
                  "Brighton & Hove Albion FC vs. Brentford FC", "2026-12-26 15:00:00+00", PL),
        expected("exact_score", "2-1", void_cancelled="no"))

    # 10 --------------------------------------------------------------- exact score 0-0
    add(10, ["chat", "paragraphs", "emoji", "number_words", "syn:nil_nil", "syn:goalless",
             "followup_offer"],
        ["F:exact_score", "S1", "P1", "C3", "R1"],
        "VfL Wolfsburg", "SC Freiburg", "bundesliga",
        v1_market("5120310", "Exact Score: VfL Wolfsburg 0 - 0 SC Freiburg?",
                  "bun-wol-fre-2027-03-13-exact-0-0", "VfL Wolfsburg 0-0", "soccer_exact_score",
                  "Good question! Here's how \"Exact Score: VfL Wolfsburg 0-0 SC Freiburg\" works:\n\n"
                  "A goalless draw after normal time (ninety minutes and stoppage) resolves the market Yes; if anybody scores in that period, it's No. Goals in any extra time wouldn't count, though a league match won't have any.\n\n"
                  "If the match gets postponed, the market keeps running until it's played. If it's cancelled outright and no make-up game is arranged, the exact-score markets are settled as a nil-nil result, which means this one resolves Yes \U0001F3AF.\n\n"
                  "Source-wise, it's the Bundesliga's official statistics first, and if they're not published within two hours of full time, whatever credible reporting agrees on.\n\n"
                  "Shall I compare it with the 1-0 and 0-1 markets?",
                  "VfL Wolfsburg vs. SC Freiburg", "2027-03-13 14:30:00+00", BL),
        expected("exact_score", "0-0", void_cancelled="yes"))

    # 11 --------------------------------------------------------------- advance (UCL tie)
    add(11, ["chat", "bullets", "aside_other_market", "number_words", "followup_offer"],
        ["F:advance", "S6", "P1", "C2", "R1", "aside:regulation_winner"],
        "FC Barcelona", "FC Internazionale Milano", "ucl",
        v1_market("5120311", "Will FC Barcelona advance to the Champions League quarter-finals?",
                  "ucl-bar-int-2027-03-17-advance-bar", "FC Barcelona", "moneyline",
                  "Sure! Here's how the \"FC Barcelona to advance\" market works:\n\n"
                  "- This is about the whole two-legged tie, not just the second leg on 17 March 2027. It resolves Yes if FC Barcelona go through to the quarter-finals, whether that's decided in regulation, in extra time or in a penalty shoot-out. If FC Internazionale Milano go through, it's No.\n"
                  "- If the second leg is postponed, the market stays open until it's played.\n"
                  "- If the tie can't be completed at all, the market resolves 50-50.\n"
                  "- The outcome is taken from UEFA's official records; if those aren't available within two hours of the final whistle, a consensus of credible reporting decides.\n\n"
                  "Heads-up: the 90-minute Winner markets for the same second leg ignore extra time and penalties entirely, so they can settle differently from this one. Want me to lay out the two side by side?",
                  "FC Barcelona vs. FC Internazionale Milano", "2027-03-17 20:00:00+00",
                  "https://www.uefa.com/"),
        expected("advance", "FC Barcelona", scope="penalties", void_cancelled="50-50"))

    # 12 --------------------------------------------------------------- win, self-contradicting scope
    add(12, ["chat", "numbered_paren", "us_spelling", "us_date", "contradiction",
             "followup_offer"],
        ["F:win", "S:ambiguous", "P1", "C1", "R1"],
        "Mexico", "Korea Republic", "wc",
        v1_market("5120312", "Will Mexico win on 2026-07-01?", "fifwc-mex-kr-2026-07-01-mex",
                  "Mexico", "moneyline",
                  "Sure! Here's how the Mexico leg of Mexico vs. Korea Republic (Round of 32, July 1, 2026) works:\n\n"
                  "1) Yes if Mexico win the match. Only regular time counts here: 90 minutes plus whatever stoppage is added.\n"
                  "2) If the game is postponed, the market stays open until it's been played.\n"
                  "3) If it's canceled with no make-up game, the Mexico leg resolves No.\n"
                  "4) The result comes from FIFA's official statistics, with a consensus of credible reporting as the fallback if FIFA hasn't published within two hours of the end.\n\n"
                  "One more thing: since it's a knockout game, a Mexico win in extra time or on penalties also counts as a Yes here.\n\n"
                  "Want me to check the Korea Republic leg too?",
                  "Mexico vs. Korea Republic", "2026-07-02 01:00:00+00", "https://www.fifa.com/"),
        expected("win", "Mexico", scope="ambiguous", void_cancelled="no"))

    # 13 --------------------------------------------------------------- win, hedged source
    add(13, ["chat", "bullets", "hedge", "us_spelling", "us_date", "followup_offer"],
        ["F:win", "S1", "P1", "C1", "R:ambiguous"],
        "LA Galaxy", "Seattle Sounders FC", "mls",
        v1_market("5120313", "Will LA Galaxy win on 2026-09-26?", "mls-lag-sea-2026-09-26-lag",
                  "LA Galaxy", "moneyline",
                  "Sure! Here's how the LA Galaxy leg works:\n\n"
                  "\u2022 Yes if LA Galaxy beat Seattle Sounders FC in their MLS game on September 26, 2026 (a Saturday night kickoff on the West Coast). Draw or Seattle win: No. Only regulation counts: 90 minutes plus stoppage, no extra time, no shootout.\n"
                  "\u2022 Postponed: the market remains open until the match finally goes ahead.\n"
                  "\u2022 Canceled with no make-up game: No.\n"
                  "\u2022 Source: I think it's MLS's official match stats, or maybe a big outlet like ESPN if those aren't posted, but I couldn't confirm the order or the cut-off, so treat that part as a guess.\n\n"
                  "Anything else? I can also summarize how the Draw leg handles a cancellation.",
                  "LA Galaxy vs. Seattle Sounders FC", "2026-09-27 02:30:00+00", ""),
        expected("win", "LA Galaxy", source_primary="ambiguous", source_fallback="ambiguous",
                 void_cancelled="no"))

    # 14 --------------------------------------------------------------- draw, abandonment
    add(14, ["chat", "labelled_lines", "number_words", "number_numerals", "short_date",
             "followup_offer"],
        ["F:draw", "S1", "P1", "C1", "AB", "R1", "R2"],
        "Villarreal CF", "Athletic Club", "laliga",
        v1_market("5120314", "Will Villarreal CF vs. Athletic Club end in a draw?",
                  "lal-vil-bil-2027-01-10-draw", "Draw (Villarreal CF vs. Athletic Club)",
                  "moneyline",
                  "Sure! Here's how the Draw market for Villarreal CF vs. Athletic Club (10 Jan 2027) settles:\n\n"
                  "Yes if it's level after ninety minutes plus stoppage time, otherwise No.\n\n"
                  "Postponement: no early settlement; the market waits for the rescheduled match, however long it takes.\n"
                  "Cancellation: if the game is called off and never made up, the Draw leg pays Yes.\n"
                  "Abandonment: if play starts but the game is abandoned and not completed, it's handled exactly like a cancellation, so the Draw leg would pay out Yes in that case too.\n"
                  "Source: LaLiga's official statistics; if those haven't appeared within 2 hours after the end, the market can be resolved on a consensus of credible reporting. Changes to the official score after resolution don't count.\n\n"
                  "Want me to check how the Villarreal and Athletic legs treat an abandoned game?",
                  "Villarreal CF vs. Athletic Club", "2027-01-10 17:30:00+00", LL),
        expected("draw", "draw", void_cancelled="yes", void_abandoned="yes"))

    # 15 --------------------------------------------------------------- win (away), corrected cancellation
    add(15, ["chat", "bullets", "self_correction", "british_spelling", "followup_offer"],
        ["F:win", "S1", "P1", "C1", "R1", "correction:C"],
        "Tottenham Hotspur FC", "Manchester United FC", "epl",
        v1_market("5120315", "Will Manchester United FC win on 2026-11-28?",
                  "epl-tot-mun-2026-11-28-mun", "Manchester United FC", "moneyline",
                  "Sure! Here's how the Manchester United FC leg works:\n\n"
                  "- Yes if Manchester United FC win at Tottenham Hotspur FC on 28 November 2026, counting regular time only (90 minutes + stoppage). A draw or a Spurs win is a No.\n"
                  "- If it's postponed, the market stays open until the match is eventually played.\n"
                  "- If the match is cancelled and never rescheduled, the market resolves 50-50.\n\n"
                  "Sorry, let me correct that last point: the 50-50 rule is for sibling markets like totals and spreads. For this team-win leg, a cancellation with nothing rescheduled resolves No.\n\n"
                  "- Resolution source: official Premier League statistics; if they're not published within two hours after the game, a consensus of credible reporting.\n\n"
                  "Want me to double-check anything else?",
                  "Tottenham Hotspur FC vs. Manchester United FC", "2026-11-28 17:30:00+00", PL),
        expected("win", "Manchester United FC", void_cancelled="no"))

    # 16 --------------------------------------------------------------- win (away), cancellation only in an aside
    add(16, ["chat", "one_paragraph", "aside_other_market", "followup_offer"],
        ["F:win", "S1", "P1", "R1", "C:silent", "aside:corners_goalscorer"],
        "AC Milan", "SSC Napoli", "seriea",
        v1_market("5120316", "Will SSC Napoli win on 2026-10-18?", "sea-acm-nap-2026-10-18-nap",
                  "SSC Napoli", "moneyline",
                  "Sure! Short answer for the SSC Napoli leg:\n\n"
                  "Napoli need to beat AC Milan in regulation (90 minutes plus stoppage) on 18 October 2026 for a Yes; anything else is a No. If the match is postponed, the market stays open until it's played. The result is read from Lega Serie A's official statistics, and a consensus of credible reporting is used if those haven't been published within two hours of full time.\n\n"
                  "By the way, corners and goalscorer markets on this game work differently: if the match is cancelled, corners split 50-50, and a goalscorer who doesn't play resolves No. Want me to explain those in more detail?",
                  "AC Milan vs. SSC Napoli", "2026-10-18 18:45:00+00", SA),
        expected("win", "SSC Napoli"))

    # 17 --------------------------------------------------------------- win (away), fortnight P4, provider source
    add(17, ["chat", "paragraphs", "british_spelling", "number_words", "ordinal_date",
             "syn:fortnight", "syn:rearranged", "emoji", "followup_offer"],
        ["F:win", "S1", "P4", "C1", "R:provider+official"],
        "Arsenal FC", "Chelsea FC", "epl",
        v1_market("5120317", "Will Chelsea FC win on 2026-10-03?", "epl-ars-che-2026-10-03-che",
                  "Chelsea FC", "moneyline",
                  "Hello! Here's how the Chelsea FC leg is settled \u26BD\n\n"
                  "In a nutshell: Chelsea FC must beat Arsenal FC in the Premier League fixture on Saturday the 3rd of October 2026, and only normal time counts (ninety minutes plus whatever the referee adds on). A draw or an Arsenal win means No.\n\n"
                  "Should the fixture be postponed and not rearranged within a fortnight, the market is settled at the last fair price it traded at when the postponement was announced.\n\n"
                  "If the match is cancelled altogether and no replacement fixture is organised, the Chelsea leg resolves No.\n\n"
                  "The result is taken from Opta's match data; if Opta's figures are unavailable, the Premier League's own website is used instead.\n\n"
                  "Would you like me to compare this with how the Arsenal FC leg is worded?",
                  "Arsenal FC vs. Chelsea FC", "2026-10-03 14:00:00+00", ""),
        expected("win", "Chelsea FC", source_primary="provider", source_fallback="official",
                 timing_window=336, void_cancelled="no", void_postponed_long="last_price"))

    # 18 --------------------------------------------------------------- win, hedged abandonment
    add(18, ["chat", "emoji_bullets", "hedge", "abbrev:ie", "followup_offer"],
        ["F:win", "S1", "P1", "C1", "AB:ambiguous", "R1"],
        "Borussia Dortmund", "FC Bayern M\u00fcnchen", "bundesliga",
        v1_market("5120318", "Will Borussia Dortmund win on 2026-10-24?",
                  "bun-dor-bay-2026-10-24-dor", "Borussia Dortmund", "moneyline",
                  "Sure! Here's how the Borussia Dortmund leg works:\n\n"
                  "\U0001F4CC Yes if Dortmund beat FC Bayern M\u00fcnchen at home on 24 October 2026 within regulation time, i.e. the 90 minutes plus stoppage. A draw or Bayern win is No.\n"
                  "\U0001F4CC Postponed: trading continues until the game actually takes place.\n"
                  "\U0001F4CC Cancelled and never replayed: No.\n"
                  "\U0001F4CC Abandoned: I'm not 100% sure. I think an abandoned game that isn't finished would be treated like a cancellation, but I couldn't confirm it, so don't quote me on that.\n"
                  "\U0001F4CC Source: the official Bundesliga statistics; if those aren't published within two hours of the end, a consensus of credible reporting.\n\n"
                  "Want me to look into the abandonment point more closely?",
                  "Borussia Dortmund vs. FC Bayern M\u00fcnchen", "2026-10-24 16:30:00+00", BL),
        expected("win", "Borussia Dortmund", void_cancelled="no", void_abandoned="ambiguous"))

    # 19 --------------------------------------------------------------- draw, FAQ, US spelling
    add(19, ["chat", "faq", "us_spelling", "numeric_date_mdy", "followup_offer"],
        ["F:draw", "S1", "P1", "C1", "R1", "R2"],
        "United States", "Paraguay", "wc",
        v1_market("5120319", "Will United States vs. Paraguay end in a draw?",
                  "fifwc-usa-par-2026-06-12-draw", "Draw (United States vs. Paraguay)",
                  "moneyline",
                  "Sure! Here's how the Draw leg for United States vs. Paraguay (World Cup group stage, 06/12/2026) works:\n\n"
                  "Q: What makes it Yes?\n"
                  "A: The game being tied at the end of regulation, which is 90 minutes plus stoppage time. Extra time and penalty shootouts are excluded (a group game won't have them anyway).\n\n"
                  "Q: What if the game is postponed?\n"
                  "A: It stays open until the match takes place, however long that is.\n\n"
                  "Q: What if it's canceled?\n"
                  "A: If there's no make-up game, the Draw leg resolves Yes.\n\n"
                  "Q: Who decides the score?\n"
                  "A: FIFA's official statistics. If those aren't published within two hours after the game, a consensus of credible reporting is used. Revisions to the official score made after the market resolves are disregarded.\n\n"
                  "Want me to compare this with the group-winner markets?",
                  "United States vs. Paraguay", "2026-06-13 01:00:00+00", "https://www.fifa.com/"),
        expected("draw", "draw", void_cancelled="yes"))

    # 20 --------------------------------------------------------------- second half
    add(20, ["chat", "emoji_bullets", "number_numerals", "followup_offer"],
        ["F:half", "P1", "C2", "R1"],
        "Villarreal CF", "Athletic Club", "laliga",
        v1_market("5120320", "Will Villarreal CF win the second half vs. Athletic Club?",
                  "lal-vil-bil-2027-01-10-2h-vil", "Villarreal CF (2nd Half)",
                  "soccer_second_half_result",
                  "Sure! Here's how the \"Villarreal CF to win the 2nd half\" market settles:\n\n"
                  "Only goals scored after the interval count, that is the second 45 minutes plus its stoppage time; the first-half score is wiped out for this market. If Villarreal CF score more than Athletic Club in that second half, it's Yes; if the second half is drawn or Athletic outscore them, it's No.\n\n"
                  "\u23F8\uFE0F Postponement: nothing settles until the game has been played.\n"
                  "\U0001F6AB Called off with no replacement game: 50-50.\n"
                  "\U0001F4CA Source: LaLiga official stats, falling back to a consensus of credible reporting if the official stats aren't out within two hours.\n\n"
                  "Want me to compare it with the full-time Villarreal leg?",
                  "Villarreal CF vs. Athletic Club", "2027-01-10 17:30:00+00", LL),
        expected("half", "Villarreal CF", half="second", scope=None, void_cancelled="50-50"))

    # 21 --------------------------------------------------------------- win (away) in a knockout, corrected scope
    add(21, ["chat", "bullets", "self_correction", "followup_offer"],
        ["F:win", "S1", "P1", "C1", "R1", "correction:S"],
        "FC Barcelona", "FC Internazionale Milano", "ucl",
        v1_market("5120321", "Will FC Internazionale Milano win on 2027-03-17?",
                  "ucl-bar-int-2027-03-17-int", "FC Internazionale Milano", "moneyline",
                  "Sure! Here's how the FC Internazionale Milano leg of the 17 March 2027 second leg works:\n\n"
                  "\u2022 Yes if Inter win the match, including any extra time that gets played.\n\n"
                  "Actually, scratch that: I mixed it up with the \"to advance\" market. This leg only looks at the 90 minutes plus stoppage time; extra time and a penalty shoot-out don't count here, even if they happen.\n\n"
                  "\u2022 So a 1-1 after ninety minutes is a No for Inter, even if Inter go through afterwards.\n"
                  "\u2022 Postponed: the market stays open until the match is played.\n"
                  "\u2022 Scrapped for good, no replay: resolves No.\n"
                  "\u2022 Source: UEFA's official statistics, or a consensus of credible reporting if UEFA hasn't published them within two hours of the end.\n\n"
                  "Want me to pull up the advance market so you can see the difference?",
                  "FC Barcelona vs. FC Internazionale Milano", "2027-03-17 20:00:00+00",
                  "https://www.uefa.com/"),
        expected("win", "FC Internazionale Milano", void_cancelled="no"))

    # 22 --------------------------------------------------------------- win, hedged scope ("typically")
    add(22, ["chat", "bullets", "hedge", "dotted_date", "number_words", "number_numerals",
             "followup_offer"],
        ["F:win", "S:ambiguous", "P1", "C1", "R1"],
        "AS Roma", "SS Lazio", "seriea",
        v1_market("5120322", "Will AS Roma win on 2026-11-22?", "sea-rom-laz-2026-11-22-rom",
                  "AS Roma", "moneyline",
                  "Sure! Here's what I found on the AS Roma leg:\n\n"
                  "- It's a Yes if AS Roma beat SS Lazio in the derby on 22.11.2026; a draw or a Lazio win is No.\n"
                  "- Which minutes count? Typically these markets use just the ninety minutes plus stoppage time, but this one's rules don't say so explicitly, so I can't be sure.\n"
                  "- Postponed: it stays open until the game takes place.\n"
                  "- Cancelled and never replayed: resolves No.\n"
                  "- Source: official Serie A stats; if nothing official appears within 2 hours of full time, a consensus of credible reporting.\n\n"
                  "Let me know if you want me to check the Lazio leg.",
                  "AS Roma vs. SS Lazio", "2026-11-22 19:45:00+00", SA),
        expected("win", "AS Roma", scope="ambiguous", void_cancelled="no"))

    # 23 --------------------------------------------------------------- win, corrected window 48 -> 72, last price
    add(23, ["chat", "numbered", "self_correction", "us_date", "number_words",
             "number_numerals", "followup_offer"],
        ["F:win", "S1", "P:72h_last_price", "C1", "R1", "correction:P"],
        "Newcastle United FC", "Aston Villa FC", "epl",
        v1_market("5120323", "Will Newcastle United FC win on 2026-12-12?",
                  "epl-new-ast-2026-12-12-new", "Newcastle United FC", "moneyline",
                  "Sure! Here's how the Newcastle United FC leg works:\n\n"
                  "1. Yes if Newcastle United FC win their home game against Aston Villa FC on Dec 12, 2026 in normal time (90 minutes plus stoppage). Draw or Villa win \u2192 No.\n"
                  "2. If the match is postponed and not played within 48 hours of the original kickoff, the market is settled at the last traded price.\n"
                  "   Actually, scratch that: it's 72 hours, not 48. So the game has to be played within seventy-two hours of the original kickoff; otherwise the market settles at the last traded price.\n"
                  "3. If it's cancelled and no replacement fixture is ever played, the Newcastle leg resolves No.\n"
                  "4. Source: official Premier League statistics; fallback to a consensus of credible reporting if they aren't out within 2 hours of full time.\n\n"
                  "Need the same for the Aston Villa leg?",
                  "Newcastle United FC vs. Aston Villa FC", "2026-12-12 15:00:00+00", PL),
        expected("win", "Newcastle United FC", timing_window=72, void_cancelled="no",
                 void_postponed_long="last_price"))

    return out
