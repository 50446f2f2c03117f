"""venue_one legs of set (an): staff message threads pasted whole as the rules text.

Each `description` is a chat or email thread between a venue's staff agreeing the
market's rules. Only the rule the thread finally agrees is in force; overruled
proposals are not. Every leg is hand-written, and its expected record is stated inline.
"""
from common import exp, leg, v1_market

V = "venue_one"


def legs():
    out = []

    def add(n, styles, meanings, home, away, comp, market, expected):
        out.append(leg(f"an1-{n:03d}", V, styles, meanings, home, away, comp,
                       market, expected))

    # ------------------------------------------------------------------ 001
    add(1, ["thread:slack", "final:last_message", "overruled_proposal",
            "number_words", "british_spelling", "abbrev:2h"],
        ["F:win", "S1", "P1", "C1", "R1"],
        "Arsenal FC", "Tottenham Hotspur FC", "epl",
        v1_market("5102231",
                  question="Will Arsenal FC win on 2026-11-21?",
                  slug="epl-ars-tot-2026-11-21-ars", group="Arsenal FC",
                  smt="moneyline", event_title="Arsenal FC vs. Tottenham Hotspur FC",
                  start="2026-11-21 17:30",
                  resolution_source="https://www.premierleague.com/",
                  description=(
"#mkt-rules-epl | export, Thu 12 Nov 2026\n\n"
"[09:14] Dana Whitfield: Drafting the Arsenal FC v Tottenham Hotspur FC win leg (Sat 21 Nov, 17:30 UK). Proposal: Yes if Arsenal are in front when the referee ends normal time, meaning the ninety minutes and whatever gets added on. Spurs win or level = No.\n"
"[09:20] Marcus Oyelaran: fine on that. Postponement though? I'd cap it: not replayed inside 48 hours and we value it at a fair price.\n"
"[09:31] Dana Whitfield: We don't do fair-price settlements on this product. A postponed game just keeps the market open until it actually gets played, no cut-off.\n"
"[09:33] Marcus Oyelaran: ok, withdrawn.\n"
"[09:40] Priya Raman: Called off for good with no replacement fixture -> No on the win leg. Source: the Premier League's own match stats; if nothing official is up two hours after full time, go with what credible outlets agree on.\n"
"[09:41] Dana Whitfield: +1\n"
"[09:58] Dana Whitfield: OK, final: normal time only (90 + stoppage), postponed = stays open until played, cancelled with no rescheduled game = No, Premier League official stats with the 2h credible-reporting fallback. Shipping.")),
        exp("win", "Arsenal FC", cancelled="no"))

    # ------------------------------------------------------------------ 002
    add(2, ["thread:email", "final:agreed_as_per", "rule_changed_mid_thread",
            "numerals", "abandonment"],
        ["F:draw", "S1", "P1", "C1", "AB", "R1"],
        "Real Betis Balompié", "Sevilla FC", "laliga",
        v1_market("5102244",
                  question="Will Real Betis Balompié vs. Sevilla FC end in a draw?",
                  slug="lal-bet-sev-2026-10-04-draw",
                  group="Draw (Real Betis Balompié vs. Sevilla FC)",
                  smt="moneyline", event_title="Real Betis Balompié vs. Sevilla FC",
                  start="2026-10-04 19:00",
                  resolution_source="https://www.laliga.com/",
                  description=(
"From: Dana Kowalczyk\nTo: rules-desk\nDate: Mon, 28 Sep 2026 10:02\nSubject: Betis v Sevilla - draw leg\n\n"
"Proposed wording: the draw leg pays Yes if the sides are level once regulation is over (90' plus added time). If the derby is called off for good with no new date, split it 50/50.\n\n"
"---\nFrom: Luis Ortega\nDate: Mon, 28 Sep 2026 11:15\nSubject: Re: Betis v Sevilla - draw leg\n\n"
"50/50 on the draw leg breaks the set. Both team legs go to No on a cancellation, so the draw leg has to take Yes or the three legs don't add up.\n\n"
"---\nFrom: Dana Kowalczyk\nDate: Mon, 28 Sep 2026 11:40\nSubject: Re: Betis v Sevilla - draw leg\n\n"
"Fair point. Revised: if the match is cancelled and never replayed, we treat it as a draw, so this leg resolves Yes. Same outcome if it is abandoned and never completed. A postponed match keeps the market open until it is played. We resolve on LaLiga's official figures; where those are still missing 2 hours after the final whistle, we fall back on what the credible press agrees.\n\n"
"---\nFrom: Helen Marsh\nDate: Mon, 28 Sep 2026 12:05\nSubject: Re: Betis v Sevilla - draw leg\n\n"
"Agreed as per Dana's second message. Please publish.")),
        exp("draw", "draw", cancelled="yes", abandoned="yes"))

    # ------------------------------------------------------------------ 003
    add(3, ["thread:chat", "final:last_message", "point_parked",
            "number_words", "british_spelling"],
        ["F:win", "S1", "P:ambiguous", "C1", "R1"],
        "Borussia Dortmund", "FC Bayern München", "bundesliga",
        v1_market("5102260",
                  question="Will Borussia Dortmund win on 2026-10-24?",
                  slug="bun-dor-bay-2026-10-24-dor", group="Borussia Dortmund",
                  smt="moneyline", event_title="Borussia Dortmund vs. FC Bayern München",
                  start="2026-10-24 16:30",
                  resolution_source="https://www.bundesliga.com/",
                  description=(
"Bundesliga desk chat, 19/10/2026\n\n"
"Priya (14:02): BVB v Bayern, Dortmund win leg. Result = the score after ninety minutes plus stoppage. No extra time in the league anyway.\n"
"Tom (14:05): Postponement? I'd give it 14 days and then settle at the last fair price.\n"
"Priya (14:07): Our usual is to leave it open till it's played.\n"
"Tom (14:09): For Klassiker volume I'd rather not have it hanging for months. Let's park postponement, I'll ask Jonas.\n"
"Priya (14:10): ok\n"
"Priya (14:22): Rest of it: called off and never replayed -> No. Source is the Bundesliga's official match data, with a consensus of credible reports if that isn't out within two hours.\n"
"Tom (14:25): agreed on all of that. Going live now.")),
        exp("win", "Borussia Dortmund", window="ambiguous", postponed="ambiguous",
            cancelled="no"))

    # ------------------------------------------------------------------ 004
    add(4, ["thread:chat", "final:middle", "standard_block_appended",
            "overruled_proposal", "knockout", "number_words"],
        ["F:win", "S1", "P1", "C1", "R1"],
        "FC Internazionale Milano", "Club Atlético de Madrid", "ucl",
        v1_market("5102288",
                  question="Will FC Internazionale Milano win on 2027-03-17?",
                  slug="ucl-int-mad-2027-03-17-int", group="FC Internazionale Milano",
                  smt="moneyline",
                  event_title="FC Internazionale Milano vs. Club Atlético de Madrid",
                  start="2027-03-17 20:00",
                  resolution_source="https://www.uefa.com/",
                  description=(
"[Tue 09 Mar 2027 16:40] Sam Adeyemi: Inter v Atlético, round-of-16 second leg. The question says \"win on 2027-03-17\". If it goes to extra time, does that count?\n"
"[16:44] Rachel Ng: My instinct is yes, just take the final score including ET.\n"
"[16:51] Sam Adeyemi: Then it's basically the to-qualify market minus penalties, which we list separately. Confusing for traders.\n"
"[16:58] Jorge Alba: Agree with Sam. This is the match leg: Inter have to be ahead at the end of the 90 plus stoppage. Extra time and the shoot-out are ignored here; going through is the advance market's job.\n"
"[17:02] Rachel Ng: Fine, I withdraw the ET idea.\n"
"[17:05] Sam Adeyemi: Locking Jorge's version. Postponement, cancellation and source: standard block below, unchanged.\n\n"
"Standard block: A postponed match leaves this market open until the fixture takes place. Should the match be cancelled with no rescheduled fixture, the market resolves No. Resolution uses UEFA's official match statistics; if these have not appeared two hours after the match finishes, the market may be resolved on a consensus of credible reporting.")),
        exp("win", "FC Internazionale Milano", cancelled="no"))

    # ------------------------------------------------------------------ 005
    add(5, ["thread:email", "final:last_message", "family_debate", "knockout",
            "numerals", "us_spelling"],
        ["F:advance", "S6", "P1", "C2", "R1"],
        "Liverpool FC", "Paris Saint-Germain", "ucl",
        v1_market("5102301",
                  question="Will Liverpool FC advance to the quarter-finals?",
                  slug="ucl-liv-par-2027-03-10-liv-advance", group="Liverpool FC",
                  smt="moneyline", event_title="Liverpool FC vs. Paris Saint-Germain",
                  start="2027-03-10 20:00",
                  resolution_source="https://www.uefa.com/",
                  description=(
"From: Omar Haddad <omar@>  |  03/03/2027 08:12\n"
"Team, for the Liverpool v PSG second leg I'd like a to-advance market next to the 1X2. Draft: Yes if Liverpool FC win the match.\n\n"
"From: Kirsty Bell  |  03/03/2027 08:40\n"
"That's the 1X2 win leg again. \"Advance\" has to mean the tie: aggregate over both legs, then extra time, then penalties if needed. Whoever UEFA sends through to the quarter-finals.\n\n"
"From: Omar Haddad  |  03/03/2027 09:05\n"
"Right, my draft was wrong. So: Yes if Liverpool FC qualify for the quarter-finals, counting extra time and a shoot-out, No if PSG do. Postponed second leg: we keep trading open until the leg is actually played. If the leg is canceled and never rescheduled, we pay out 50-50.\n\n"
"From: Kirsty Bell  |  03/03/2027 09:11\n"
"Fine. Source: UEFA's official results; if those are not out within 2 hours of the final whistle, a consensus of credible reporting.\n\n"
"From: Omar Haddad  |  03/03/2027 09:20\n"
"Agreed, that's final: my 09:05 message plus Kirsty's source line.")),
        exp("advance", "Liverpool FC", scope="penalties", cancelled="50-50"))

    # ------------------------------------------------------------------ 006
    add(6, ["thread:chat", "final:last_message", "question_answered",
            "number_words_and_numerals"],
        ["F:total", "S1", "P1", "C2", "R1"],
        "SSC Napoli", "AC Milan", "seriea",
        v1_market("5102325",
                  question="SSC Napoli vs. AC Milan: Over 2.5 goals?",
                  slug="sea-nap-mil-2026-11-08-total-2pt5", group="O/U 2.5",
                  smt="totals", line=2.5,
                  event_title="SSC Napoli vs. AC Milan - More Markets",
                  start="2026-11-08 19:45",
                  resolution_source="https://www.legaseriea.it/",
                  description=(
"Serie A more-markets thread, 2 Nov 2026\n\n"
"Giulia 10:03 > Napoli-Milan over 2.5 leg: Yes when the match has three goals or more in total, else No.\n"
"Ravi 10:06 > Do own goals count?\n"
"Giulia 10:07 > Yes, every goal on the scoreboard counts, whoever scored it.\n"
"Ravi 10:09 > And extra time? Some cup games...\n"
"Giulia 10:10 > League game, but to be explicit: only the 90 minutes and stoppage. No extra time, no pens.\n"
"Ravi 10:15 > If it's postponed we keep it open until it's played? If it's cancelled with no replay, 0.50 each side like the other sibling markets?\n"
"Giulia 10:16 > Yes to both.\n"
"Ravi 10:18 > Source: Lega Serie A official stats, and if nothing is published 2 hrs after the end we use a consensus of credible outlets.\n"
"Giulia 10:21 > OK, final is everything above: 3+ goals over regulation, postponed stays open, cancelled = 50/50, official stats then credible consensus.")),
        exp("total", "over", line=2.5, cancelled="50-50"))

    # ------------------------------------------------------------------ 007
    add(7, ["thread:chat", "final:middle", "rule_changed_mid_thread",
            "later_confirmation", "number_words"],
        ["F:spread", "S1", "P1", "C2", "R1"],
        "Paris Saint-Germain", "Olympique de Marseille", "ligue1",
        v1_market("5102339",
                  question="Spread: Paris Saint-Germain (-1.5)",
                  slug="fl1-par-olm-2026-10-25-spread-home-1pt5",
                  group="Paris Saint-Germain (-1.5)",
                  smt="spreads", line=-1.5,
                  event_title="Paris Saint-Germain vs. Olympique de Marseille - More Markets",
                  start="2026-10-25 19:45",
                  resolution_source="https://www.ligue1.com/",
                  description=(
"Ligue 1 desk | 20 October 2026\n\n"
"11:02 Léa: Le Classique handicap leg. First idea: PSG -2.5, so PSG must win by three goals or more.\n"
"11:05 Ben: Pricing says -2.5 is too thin on this fixture. Use -1.5.\n"
"11:07 Léa: Agreed, changing it. Final: Yes if Paris Saint-Germain win by two goals or more after ninety minutes plus stoppage; any other result is No. A postponed match keeps the market live until it's eventually played. If the game is scrapped with no rearranged date, the market resolves 50-50. Official Ligue 1 statistics, with a consensus of credible reporting should they be missing two hours after full time.\n"
"11:30 Ben: fine by me\n"
"13:14 Léa: confirming for ops: -1.5 line, not -2.5.")),
        exp("spread", "Paris Saint-Germain", line=1.5, cancelled="50-50"))

    # ------------------------------------------------------------------ 008
    add(8, ["thread:email", "final:quoted_back", "abandonment",
            "british_spelling", "numerals"],
        ["F:btts", "S1", "P1", "C2", "AB", "R1"],
        "Chelsea FC", "Newcastle United FC", "epl",
        v1_market("5102350",
                  question="Chelsea FC vs. Newcastle United FC: Both Teams to Score?",
                  slug="epl-che-new-2026-12-12-btts", group="Both Teams to Score",
                  smt="both_teams_to_score",
                  event_title="Chelsea FC vs. Newcastle United FC - More Markets",
                  start="2026-12-12 15:00",
                  resolution_source="https://www.premierleague.com/",
                  description=(
"Subject: RE: RE: Chelsea v Newcastle BTTS\n\n"
"Nadia Petrov, 08/12/2026 16:20:\n"
"To confirm what we agreed on the call this morning, word for word:\n"
"> \"Yes if Chelsea FC and Newcastle United FC each score at least one goal during the 90 minutes and stoppage time; otherwise No. Own goals go to the side that benefits. If the match is postponed, the market stays open until it is played. If it is cancelled with no rearranged fixture, the market settles 50-50. A match abandoned and not completed is handled exactly like a cancellation. Source: official Premier League statistics; if none are published by 2 hours after the end, a consensus of credible reporting.\"\n"
"Shout if anything is off, otherwise this goes live at 17:00.\n\n"
"Colm Reilly, 08/12/2026 16:02:\n"
"Can we also do a BTTS-and-over-2.5 combo? Separate market, obviously.\n\n"
"Nadia Petrov, 08/12/2026 09:15:\n"
"Call at 11 to agree the BTTS rules for Chelsea v Newcastle.")),
        exp("btts", "yes", cancelled="50-50", abandoned="50-50"))

    # ------------------------------------------------------------------ 009
    add(9, ["thread:chat", "final:last_message", "question_answered",
            "us_spelling", "numerals"],
        ["F:half", "P1", "C2", "R1"],
        "Manchester City FC", "Aston Villa FC", "epl",
        v1_market("5102372",
                  question="Will Manchester City FC be leading at halftime?",
                  slug="epl-mac-ast-2026-11-28-1h-mac", group="Manchester City FC (1H)",
                  smt="first_half_moneyline",
                  event_title="Manchester City FC vs. Aston Villa FC - More Markets",
                  start="2026-11-28 15:00",
                  resolution_source="https://www.premierleague.com/",
                  description=(
"rules-chat  2026-11-23\n\n"
"14:00 Jess: Man City v Villa first-half leg. Yes if City are ahead when the referee blows for half-time, stoppage in the first half included. Level or Villa ahead at the break = No. Nothing after the break matters.\n"
"14:03 Andre: what if the game is postponed?\n"
"14:04 Jess: stays open until it's played.\n"
"14:05 Andre: canceled outright?\n"
"14:06 Jess: same as the other sibling markets: 50/50.\n"
"14:09 Andre: source?\n"
"14:10 Jess: Premier League official stats. If they're not posted by 2 hours after the game ends, a consensus of credible reports.\n"
"14:12 Andre: ok, final = Jess's answers above. Listing it.")),
        exp("half", "Manchester City FC", half="first", scope=None,
            cancelled="50-50"))

    # ------------------------------------------------------------------ 010
    add(10, ["thread:chat", "final:last_message", "score_orientation",
             "number_words", "british_spelling"],
         ["F:exact_score", "S1", "P1", "C3", "R1"],
         "FC Barcelona", "Villarreal CF", "laliga",
         v1_market("5102390",
                   question="Exact Score: FC Barcelona 2 - 1 Villarreal CF?",
                   slug="lal-bar-vil-2026-12-19-exact-2-1", group="Exact Score: 2-1",
                   smt="soccer_exact_score",
                   event_title="FC Barcelona vs. Villarreal CF - More Markets",
                   start="2026-12-19 20:00",
                   resolution_source="https://www.laliga.com/",
                   description=(
"LaLiga correct-score thread, 14.12.2026\n\n"
"[10:31] Marta: Barça v Villarreal, the 2-1 line. Yes only if the final regulation score is Barcelona two, Villarreal one (ninety minutes plus added time, no extra time). Any other score, No.\n"
"[10:34] Kenji: Careful with the label, traders read 2-1 as home-away. Barça are at home so that's fine.\n"
"[10:36] Marta: yes, home first.\n"
"[10:40] Kenji: Cancellation? 50/50 like the totals?\n"
"[10:42] Marta: No, correct-score markets use the goalless fallback: if the match is cancelled and no make-up fixture is arranged, the grid settles as though it finished 0-0, so this 2-1 leg goes No.\n"
"[10:43] Kenji: and postponed stays open until it's played, source the usual: LaLiga official stats, credible-press consensus if they aren't out within two hours.\n"
"[10:45] Marta: Yes. Final as Kenji and I have it above.")),
         exp("exact_score", "2-1", cancelled="no"))

    # ------------------------------------------------------------------ 011
    add(11, ["thread:chat", "final:middle", "later_offtopic_change",
             "us_spelling", "date:us_slash", "numerals"],
         ["F:win", "S1", "P1", "C1", "R1"],
         "LA Galaxy", "Los Angeles FC", "mls",
         v1_market("5102411",
                   question="Will Los Angeles FC win on 2026-10-17?",
                   slug="mls-lag-laf-2026-10-17-laf", group="Los Angeles FC",
                   smt="moneyline", event_title="LA Galaxy vs. Los Angeles FC",
                   start="2026-10-18 02:30",
                   resolution_source="https://www.mlssoccer.com/",
                   description=(
"#mls-markets  10/12/2026\n\n"
"Kevin (3:02 PM): El Tráfico, LAFC win leg (LAFC are the away side, kickoff 10/17/2026 7:30 PM PT). Yes if LAFC lead after regulation: 90 minutes plus stoppage, nothing after that. Anything else resolves No.\n"
"Aisha (3:06 PM): postponed -> open until played? canceled with no make-up -> No?\n"
"Kevin (3:07 PM): yes and yes.\n"
"Aisha (3:09 PM): Source MLS official stats, credible-reporting consensus if nothing official within 2 hours of the final whistle.\n"
"Kevin (3:10 PM): Final. That's the rule for this market.\n"
"Aisha (3:25 PM): Separate topic: for the 2027 season I want MLS legs to go to a fair price after 48h of delay. Not for this market, just flagging for the January review.\n"
"Kevin (3:26 PM): noted, next season only.")),
         exp("win", "Los Angeles FC", cancelled="no"))

    # ------------------------------------------------------------------ 012
    add(12, ["thread:chat", "final:agreed_as_per_with_change",
             "partial_restatement", "rule_changed_mid_thread", "numerals"],
         ["F:draw", "S1", "P1", "C1", "R1"],
         "Brazil", "Morocco", "wc",
         v1_market("5102433",
                   question="Will Brazil vs. Morocco end in a draw?",
                   slug="fifwc-bra-mar-2026-06-13-draw", group="Draw (Brazil vs. Morocco)",
                   smt="moneyline", event_title="Brazil vs. Morocco",
                   start="2026-06-13 22:00",
                   resolution_source="https://www.fifa.com/",
                   description=(
"WC26 group stage desk, Mon 8 Jun 2026\n\n"
"Dana (09:00): Brazil-Morocco draw leg. Level after 90 mins + stoppage -> Yes; either side wins -> No. Group game, no extra time. Postponed: open until it's played. Cancelled, no replacement date: 50-50. Source: FIFA's official match report; if not out 2 hours after the end, consensus of credible reporting.\n"
"Felipe (09:12): 50-50 on the draw doesn't fit our 1X2 set. Win legs go No on a cancellation, so the draw should be Yes.\n"
"Dana (09:15): true.\n"
"Ines (09:20): Agreed as per Dana's 09:00 message, with Felipe's change: cancelled with no replacement date -> Yes.\n"
"Dana (09:21): 👍")),
         exp("draw", "draw", cancelled="yes"))

    # ------------------------------------------------------------------ 013
    add(13, ["thread:chat", "final:last_message", "point_unsettled",
             "partial_restatement", "number_words"],
         ["F:win", "S1", "P1", "C1", "R:ambiguous"],
         "Juventus FC", "Torino FC", "seriea",
         v1_market("5102455",
                   question="Will Juventus FC win on 2026-11-29?",
                   slug="sea-juv-tor-2026-11-29-juv", group="Juventus FC",
                   smt="moneyline", event_title="Juventus FC vs. Torino FC",
                   start="2026-11-29 17:00",
                   resolution_source="",
                   description=(
"Derby della Mole thread, 24 November 2026\n\n"
"Ana 16:01: Juve win leg. Yes if Juventus win, counted at the end of ninety minutes plus stoppage. Draw or Torino win -> No.\n"
"Ben 16:04: Source: the Opta feed. It's faster than the league.\n"
"Ana 16:06: I'd rather use Lega Serie A's official stats, Opta corrections are slow.\n"
"Ben 16:08: League site went down twice last season. Opta.\n"
"Ana 16:10: Let's not hold the listing for this. We'll sort the source next week.\n"
"Ben 16:11: fine.\n"
"Ana 16:15: OK, final for now: regulation time only; a postponed derby keeps the market open until played; called off with no make-up game -> No.")),
         exp("win", "Juventus FC", src=("ambiguous", "ambiguous"),
             cancelled="no"))

    # ------------------------------------------------------------------ 014
    add(14, ["thread:email", "final:last_message", "point_pending",
             "numerals", "british_spelling"],
         ["F:win", "S1", "P1", "C:ambiguous", "R1"],
         "Bayer 04 Leverkusen", "RB Leipzig", "bundesliga",
         v1_market("5102470",
                   question="Will Bayer 04 Leverkusen win on 2026-12-05?",
                   slug="bun-b04-lei-2026-12-05-b04", group="Bayer 04 Leverkusen",
                   smt="moneyline", event_title="Bayer 04 Leverkusen vs. RB Leipzig",
                   start="2026-12-05 14:30",
                   resolution_source="https://www.bundesliga.com/",
                   description=(
"Thread: Leverkusen v Leipzig (win leg, Leverkusen)\n\n"
"Jonas Weber, 30.11.2026 10:00\n"
"Draft: Yes if Leverkusen win after 90' plus stoppage. If cancelled without a replay, No.\n\n"
"Sofia Lind, 30.11.2026 10:25\n"
"I'm not comfortable with No on cancellation here. Legal asked us to look at 50-50 for win legs after the complaints in October.\n\n"
"Jonas Weber, 30.11.2026 10:31\n"
"Then legal needs to decide. I won't pick one.\n\n"
"Sofia Lind, 30.11.2026 10:40\n"
"Final rule for listing: regulation time only (90 plus stoppage); a postponed match keeps the market open until it is played; Bundesliga official data is the source, with a consensus of credible reporting if nothing official is out 2 hours after the end. Cancellation: pending legal, not decided in this thread.")),
         exp("win", "Bayer 04 Leverkusen", cancelled="ambiguous"))

    # ------------------------------------------------------------------ 015
    add(15, ["thread:chat", "final:last_message", "rule_changed_mid_thread",
             "number_words_and_numerals", "fortnight", "away_team"],
         ["F:win", "S1", "P4", "C1", "R1"],
         "Manchester United FC", "Liverpool FC", "epl",
         v1_market("5102488",
                   question="Will Liverpool FC win on 2027-01-16?",
                   slug="epl-mun-liv-2027-01-16-liv", group="Liverpool FC",
                   smt="moneyline", event_title="Manchester United FC vs. Liverpool FC",
                   start="2027-01-16 12:30",
                   resolution_source="https://www.premierleague.com/",
                   description=(
"US-product rules channel | 11 Jan 2027\n\n"
"[08:50] Chris: Liverpool away win at Old Trafford, for the US book. Yes if Liverpool FC win over ninety minutes plus stoppage. Draw or United win -> No. Postponed: open until played.\n"
"[09:02] Maya: Not on the US book. Our filing says a postponed game that hasn't been rescheduled within fourteen (14) days settles at the last fair market price, taken at the moment the postponement was announced.\n"
"[09:05] Chris: You're right, forgot we're filed differently. Replace my postponement line with Maya's.\n"
"[09:10] Maya: Cancelled and never made up stays No. Source: official Premier League stats, consensus of credible reporting if those aren't out within two hours.\n"
"[09:12] Chris: Final: my 08:50 outcome and scope, Maya's fortnight rule for postponement, and Maya's 09:10 line for cancellation and source.")),
         exp("win", "Liverpool FC", window=336, postponed="last_price",
             cancelled="no"))

    # ------------------------------------------------------------------ 016
    add(16, ["thread:chat", "final:last_message", "retracted_rule:scratch_that",
             "abandonment", "us_spelling"],
         ["F:win", "S1", "P1", "C1", "AB", "R1"],
         "Club Atlético de Madrid", "Athletic Club", "laliga",
         v1_market("5102502",
                   question="Will Club Atlético de Madrid win on 2026-11-01?",
                   slug="lal-mad-bil-2026-11-01-mad", group="Club Atlético de Madrid",
                   smt="moneyline", event_title="Club Atlético de Madrid vs. Athletic Club",
                   start="2026-11-01 20:00",
                   resolution_source="https://www.laliga.com/",
                   description=(
"la-liga-rules  Oct 27, 2026\n\n"
"Pablo 12:00  Atleti v Athletic, Atleti win leg. Regulation only: 90 plus stoppage.\n"
"Pablo 12:01  If it's abandoned partway, the score at the moment play stopped stands.\n"
"Grace 12:06  That's a problem, LaLiga usually finishes abandoned games another day.\n"
"Pablo 12:09  scratch that last line. New: abandoned and never completed = handled like a cancellation.\n"
"Grace 12:11  and canceled with no make-up game = No for this leg. Postponed = open until played.\n"
"Pablo 12:12  Source LaLiga official stats; credible-press consensus if they're late by more than 2 hours.\n"
"Grace 12:20  OK, final: Pablo's 12:00 scope, Pablo's 12:09 abandonment line (not 12:01), my 12:11 line, Pablo's 12:12 source.")),
         exp("win", "Club Atlético de Madrid", cancelled="no", abandoned="no"))

    # ------------------------------------------------------------------ 017
    add(17, ["thread:email", "final:middle_then_restated", "number_words",
             "british_spelling", "date:long"],
         ["F:draw", "S1", "P1", "C1", "R1"],
         "VfB Stuttgart", "Eintracht Frankfurt", "bundesliga",
         v1_market("5102519",
                   question="Will VfB Stuttgart vs. Eintracht Frankfurt end in a draw?",
                   slug="bun-stu-ein-2026-12-13-draw",
                   group="Draw (VfB Stuttgart vs. Eintracht Frankfurt)",
                   smt="moneyline", event_title="VfB Stuttgart vs. Eintracht Frankfurt",
                   start="2026-12-13 16:30",
                   resolution_source="https://www.bundesliga.com/",
                   description=(
"From: Lukas Brandt\nSent: Tuesday, 8 December 2026 14:12\nSubject: Stuttgart v Frankfurt - Draw leg\n\n"
"Hi all, proposed and, unless someone objects by five, final:\n"
"- Yes if the score is level when ninety minutes plus stoppage are up; otherwise No.\n"
"- A postponed game keeps the market open until it is eventually played.\n"
"- Called off with no rearranged fixture: this leg resolves Yes, as the cancellation is treated as a draw.\n"
"- Source: Bundesliga official statistics; if not published within two hours of the final whistle, the consensus of credible reporting.\n\n"
"From: Amelie Richter\nSent: Tuesday, 8 December 2026 15:40\n\n"
"No objection. For the record, the draw leg is the mirror of the win legs on cancellation, which I think is right.\n\n"
"From: Lukas Brandt\nSent: Tuesday, 8 December 2026 17:05\n\n"
"No objections received, so my 14:12 bullets are the rule.")),
         exp("draw", "draw", cancelled="yes"))

    # ------------------------------------------------------------------ 018
    add(18, ["thread:chat", "final:last_message", "negation:no_more_than",
             "abandonment", "number_words"],
         ["F:total", "S1", "P1", "C2", "AB", "R1"],
         "Getafe CF", "Deportivo Alavés", "laliga",
         v1_market("5102533",
                   question="Getafe CF vs. Deportivo Alavés: Under 1.5 goals?",
                   slug="lal-get-ala-2026-10-18-total-under-1pt5", group="Under 1.5",
                   smt="totals", line=1.5,
                   event_title="Getafe CF vs. Deportivo Alavés - More Markets",
                   start="2026-10-18 12:00",
                   resolution_source="https://www.laliga.com/",
                   description=(
"LaLiga totals | 13-Oct-2026\n\n"
"Nerea 09:30: Getafe v Alavés under 1.5 leg. Yes if there is no more than one goal in the match (0-0, 1-0 or 0-1), counted over ninety minutes plus stoppage. Two goals or more = No.\n"
"Tariq 09:33: Do we want under 2.5 instead? More two-way interest.\n"
"Nerea 09:35: Under 2.5 is its own market already. This one stays at 1.5.\n"
"Tariq 09:40: ok. Postponed: open until played. Cancelled with no make-up: 50/50. And abandoned without being finished, also 50/50?\n"
"Nerea 09:41: yes, abandoned counts the same as cancelled.\n"
"Tariq 09:44: Source: LaLiga official numbers; credible reporting consensus if they're not out two hours after the end.\n"
"Nerea 09:50: Final: under 1.5 as described in my 09:30 message, plus Tariq's 09:40 and 09:44 lines and my 09:41 answer.")),
         exp("total", "under", line=1.5, cancelled="50-50", abandoned="50-50"))

    # ------------------------------------------------------------------ 019
    add(19, ["thread:chat", "final:last_message", "point_unsettled", "knockout",
             "numerals"],
         ["F:win", "S:ambiguous", "P1", "C1", "R1"],
         "Real Madrid CF", "Manchester City FC", "ucl",
         v1_market("5102550",
                   question="Will Real Madrid CF win on 2027-04-14?",
                   slug="ucl-rea-mac-2027-04-14-rea", group="Real Madrid CF",
                   smt="moneyline", event_title="Real Madrid CF vs. Manchester City FC",
                   start="2027-04-14 19:00",
                   resolution_source="https://www.uefa.com/",
                   description=(
"UCL QF desk  2027-04-09\n\n"
"Tom 18:00: Real v City, second leg, Real win leg. Does extra time count if it's level on aggregate after 90?\n"
"Hana 18:04: I'd say no, 90 + stoppage like every 1X2.\n"
"Lee 18:06: Disagree, for a knockout second leg people think of the whole match, ET included.\n"
"Hana 18:10: We could argue this all night. Leave the wording as \"Real Madrid win the match\" and fix it properly on the semi-final legs.\n"
"Lee 18:11: ok\n"
"Tom 18:20: Final for this one then: Yes if Real Madrid CF win the match. Postponed = open until played. Cancelled with no make-up match = No. Source: UEFA official stats; consensus of credible reporting if they're not up within 2 hours.")),
         exp("win", "Real Madrid CF", scope="ambiguous", cancelled="no"))

    # ------------------------------------------------------------------ 020
    add(20, ["thread:chat", "final:last_message", "silent_dimensions",
             "terse"],
         ["F:win", "S1"],
         "Olympique Lyonnais", "AS Monaco", "ligue1",
         v1_market("5102571",
                   question="Will Olympique Lyonnais win on 2026-11-22?",
                   slug="fl1-lyo-mon-2026-11-22-lyo", group="Olympique Lyonnais",
                   smt="moneyline", event_title="Olympique Lyonnais vs. AS Monaco",
                   start="2026-11-22 19:45",
                   resolution_source="",
                   description=(
"ligue1-quick  22/11/26\n\n"
"Hugo 09:12: need the OL v Monaco win leg up before noon\n"
"Chloé 09:14: Yes if Lyon beat Monaco, result taken after the ninety minutes plus added time. Draw or Monaco win -> No.\n"
"Hugo 09:15: Good, that's final. Listing it.")),
         exp("win", "Olympique Lyonnais", src=(None, None), window=None))

    # ------------------------------------------------------------------ 021
    add(21, ["thread:email", "final:last_message", "overruled_proposal",
             "abandonment", "number_words", "british_spelling"],
         ["F:win", "S1", "P1", "C2", "AB", "R1"],
         "Brighton & Hove Albion FC", "Brentford FC", "epl",
         v1_market("5102590",
                   question="Will Brighton & Hove Albion FC win on 2027-02-06?",
                   slug="epl-bri-bre-2027-02-06-bri",
                   group="Brighton & Hove Albion FC",
                   smt="moneyline",
                   event_title="Brighton & Hove Albion FC vs. Brentford FC",
                   start="2027-02-06 15:00",
                   resolution_source="https://www.premierleague.com/",
                   description=(
"Subject: Brighton v Brentford, legacy two-way book\n\n"
"[Ruth, 1 Feb 2027, 10:05] This fixture goes on the legacy two-way book, not the 1X2 set. Win leg for Brighton: Yes if Brighton win after the ninety minutes and stoppage, otherwise No. Cancellation with no replay: No, as on the 1X2 set.\n\n"
"[Idris, 1 Feb 2027, 10:30] The legacy book never used No on cancellation. It pays half to each side, 50-50, because there's no draw leg to absorb it.\n\n"
"[Ruth, 1 Feb 2027, 10:41] Fair, I'd forgotten. 50-50 it is. Postponed: open until played. Abandoned and not completed: also 50-50.\n\n"
"[Idris, 1 Feb 2027, 10:45] Source: official Premier League statistics, credible-reporting consensus if those are still missing two hours after the whistle.\n\n"
"[Ruth, 1 Feb 2027, 11:00] Final, for the record: regulation result; postponed stays open until played; cancelled with no replay or abandoned and not completed, both 50-50; official stats then credible consensus. My 10:05 cancellation line is withdrawn.")),
         exp("win", "Brighton & Hove Albion FC", cancelled="50-50",
             abandoned="50-50"))

    return out
