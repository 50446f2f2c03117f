"""Set (ak), venue_one: whole market pages copied by a trader.

Each description mixes the settlement rules with trading and payout mechanics, a
disclaimer, a match preview with statistics, and links. Only the settlement rules are
labelled; every number and time outside them (fees, payout delays, trading cut-offs,
preview statistics, past results) is noise for the labels.
"""

from common import exp, leg_v1

LEGS = []


def add(**kw):
    LEGS.append(leg_v1(**kw))


# ---------------------------------------------------------------- ak1-001
add(
    n=1, comp="epl", home="Arsenal FC", away="Chelsea FC", hcode="ars", acode="che",
    date="2026-12-05", kickoff="17:30", family="win", side="home",
    styles=["page", "layout:headings", "british_spelling", "numerals", "trap:trading_cutoff",
            "trap:payout_delay", "trap:fees", "trap:preview_stats", "links"],
    meanings=["F:win", "S1", "P1", "C1", "R1"],
    description=(
        "Arsenal FC vs. Chelsea FC | Premier League | Sat 5 Dec 2026, 17:30 GMT\n\n"
        "HOW THIS MARKET SETTLES\n"
        "You are trading on whether Arsenal FC beat Chelsea FC at the Emirates Stadium on "
        "5 December 2026. Yes pays if Arsenal are ahead when the referee ends normal time, "
        "meaning the 90 minutes and any minutes added on for stoppages. A level score or a "
        "Chelsea win means No.\n"
        "Should the fixture be moved to another date, nothing is settled until the rearranged "
        "game has actually been played, no matter how long the delay. If the fixture is scrapped "
        "for good and never replayed, this market settles No.\n"
        "We read the result from the Premier League's official match data. If that data is "
        "still missing two hours after full time, we will go by what reputable news outlets "
        "agree the score was.\n\n"
        "TRADING\n"
        "- Trading closes 5 minutes before kick-off and does not reopen in play.\n"
        "- Taker fee: 2% of notional; makers pay 0%.\n"
        "- Limit and market orders are accepted; the maximum position is 50,000 shares.\n"
        "- Winnings are credited within 24 hours of resolution.\n\n"
        "MATCH PREVIEW\n"
        "Arsenal have taken 31 points from their last 12 home league games and have kept 6 "
        "clean sheets since August. Chelsea have scored in 14 consecutive away matches. The "
        "last meeting, on 22/03/2026, finished 1-1, with Chelsea equalising in the 88th minute.\n\n"
        "Prices shown are indicative and are not an offer. Nothing on this page is investment "
        "advice.\n\n"
        "Links: https://www.premierleague.com/ | https://www.arsenal.com/fixtures"
    ),
    resolution_source="https://www.premierleague.com/",
    expected=exp("win", "Arsenal FC", scope="regulation", sp="official", sf="consensus",
                 tw="open_until_played", vc="no", vp="result"),
)

# ---------------------------------------------------------------- ak1-002
add(
    n=2, comp="epl", home="Liverpool FC", away="Manchester City FC", hcode="liv", acode="mac",
    date="2026-12-19", kickoff="20:00", family="draw",
    styles=["page", "layout:paras", "number_words", "trap:position_limit",
            "trap:preview_penalties", "trap:payout_delay", "links", "result_first"],
    meanings=["F:draw", "S1", "P1", "C1", "R1", "R2"],
    description=(
        "Will Liverpool FC vs. Manchester City FC end in a draw?\n\n"
        "About this game: the sides met twice last season. The league game at Anfield ended "
        "2-2, and their League Cup tie in January 2026 went all the way to a penalty "
        "shoot-out, which City won 5-4 after a goalless 120 minutes. Liverpool average 2.3 "
        "goals a game at home this term.\n\n"
        "Resolves Yes if, once ninety minutes and the referee's added time are played, the two "
        "teams are level on goals. Any other scoreline resolves No. Extra time and spot-kicks, "
        "should any ever be played, have no bearing here.\n\n"
        "A postponed fixture keeps this market live until the match takes place. If the "
        "fixture is called off and no replacement match is arranged, the market settles Yes, "
        "exactly as if the game had been drawn.\n\n"
        "The outcome is taken from the Premier League's official figures. Where those figures "
        "are not out within two hours of the final whistle, a consensus of trustworthy media "
        "reports will be used. Once the market has settled, later corrections to the score are "
        "disregarded.\n\n"
        "Position limit: no account may hold more than 25,000 contracts on either side. "
        "Payouts reach your balance within one business day of settlement. Fees: 1.5% on "
        "taker fills.\n\n"
        "More: https://www.premierleague.com/fixtures"
    ),
    resolution_source="https://www.premierleague.com/",
    expected=exp("draw", "draw", scope="regulation", sp="official", sf="consensus",
                 tw="open_until_played", vc="yes", vp="result"),
)

# ---------------------------------------------------------------- ak1-003
add(
    n=3, comp="laliga", home="Valencia CF", away="Real Madrid CF", hcode="val", acode="rea",
    date="2027-01-09", kickoff="20:00", family="win", side="away",
    styles=["page", "layout:faq", "british_spelling", "syn:fortnight", "trap:order_reset",
            "trap:payout_business_days", "date:long_british"],
    meanings=["F:win", "S1", "P4", "C1", "R1"],
    description=(
        "Valencia CF vs. Real Madrid CF: Real Madrid CF to win\n"
        "Kick-off: 9 January 2027, 21:00 CET, Mestalla\n\n"
        "Q: What does Yes mean?\n"
        "A: Real Madrid CF finish the match scheduled for 9 January 2027 with more goals than "
        "Valencia CF at the end of regulation, i.e. the ninety minutes plus stoppage time. "
        "Anything else (a Valencia win or a draw) is No.\n\n"
        "Q: What if the match is postponed?\n"
        "A: If it is not rearranged to be played within a fortnight of the original date, the "
        "market is settled at the last fair price, fixed at the moment the postponement is "
        "announced.\n\n"
        "Q: And if it is cancelled altogether?\n"
        "A: With no rearranged fixture, the market settles No.\n\n"
        "Q: Where does the result come from?\n"
        "A: LaLiga's official statistics. If those have not been published two hours after the "
        "end of the match, we rely on the consensus of credible media reports.\n\n"
        "Q: When will I be paid?\n"
        "A: Payouts are processed within 1-2 business days after the market resolves. If the "
        "kick-off time changes, all resting orders are cancelled and must be re-entered.\n\n"
        "Form guide: Real Madrid have won 9 of their last 11 league away games, scoring 27. "
        "Valencia are unbeaten at home since 14 September 2026.\n\n"
        "https://www.laliga.com/"
    ),
    resolution_source="https://www.laliga.com/",
    expected=exp("win", "Real Madrid CF", scope="regulation", sp="official", sf="consensus",
                 tw=336, vc="no", vp="last_price"),
)

# ---------------------------------------------------------------- ak1-004
add(
    n=4, comp="bundesliga", home="FC Bayern München", away="Borussia Dortmund",
    hcode="bay", acode="dor", date="2026-12-12", kickoff="17:30", family="total",
    side="over", line=2.5,
    styles=["page", "layout:bullets", "numerals", "trap:preview_goals", "trap:fees",
            "trap:trading_cutoff", "syn:scrapped"],
    meanings=["F:total", "S1", "P1", "C2", "R1"],
    description=(
        "Der Klassiker: FC Bayern München vs. Borussia Dortmund, 12.12.2026, 18:30 CET\n\n"
        "Preview: the last five meetings produced 19 goals, an average of 3.8 per game, and "
        "Bayern have scored at least twice in 10 of their 12 Bundesliga matches this season. "
        "Dortmund conceded 3 at Leverkusen on 28 November.\n\n"
        "Settlement rules\n"
        "- Yes if the two teams score 3 or more goals between them, i.e. over 2.5 goals; No "
        "if they score 2 or fewer.\n"
        "- Only goals in the 90 minutes plus stoppage time count.\n"
        "- Postponement: the market remains open and settles on the match whenever it is "
        "eventually played.\n"
        "- If the match is scrapped with no replay, the market settles 50-50: each share pays "
        "$0.50 whichever side it is.\n"
        "- Data source: official Bundesliga match statistics; if they are unavailable 2 hours "
        "after the final whistle, a consensus of credible reporting.\n\n"
        "Market mechanics\n"
        "- Orders are accepted until 17:25 UTC; there is no in-play trading.\n"
        "- Fee: 2% on the taker side only.\n"
        "- Minimum order: 5 shares. Tick size: $0.01.\n\n"
        "Disclaimer: trading prediction markets involves risk of loss.\n"
        "Official site: https://www.bundesliga.com/"
    ),
    resolution_source="https://www.bundesliga.com/",
    expected=exp("total", "over", line=2.5, scope="regulation", sp="official", sf="consensus",
                 tw="open_until_played", vc="50-50", vp="result"),
)

# ---------------------------------------------------------------- ak1-005
add(
    n=5, comp="seriea", home="Juventus FC", away="AC Milan", hcode="juv", acode="mil",
    date="2027-01-17", kickoff="19:45", family="btts",
    styles=["page", "layout:paras", "american_spelling", "trap:payout_delay",
            "trap:preview_stats", "condition_first", "syn:called_off"],
    meanings=["F:btts", "S1", "P1", "C2", "R1"],
    description=(
        "Juventus FC vs. AC Milan: Both Teams to Score?\n\n"
        "Juventus have failed to score in only 2 of 20 league games this season, while Milan "
        "have found the net in 16 straight matches. The reverse fixture, played on "
        "08/31/2026, ended 2-1 to Milan.\n\n"
        "If Juventus FC and AC Milan each score at least one goal in the match scheduled for "
        "January 17, 2027, this market resolves to Yes. If either team (or both) fails to "
        "score, it resolves to No. Only regulation play, 90 minutes and stoppage time, is "
        "considered.\n\n"
        "If the match is postponed, the market stays open and is decided by the rescheduled "
        "game. If it is called off and never made up, the market resolves 50-50.\n\n"
        "Resolution source: the official Serie A statistics. If they haven't been released "
        "inside 2 hours of the match ending, a consensus of credible reporting will be used "
        "instead.\n\n"
        "Payouts: winning shares are redeemed for $1.00 each, usually within 24 hours of "
        "resolution. Trading is paused at kick-off (7:45 PM UTC).\n\n"
        "This page is for information only. https://www.legaseriea.it/"
    ),
    resolution_source="https://www.legaseriea.it/",
    expected=exp("btts", "yes", scope="regulation", sp="official", sf="consensus",
                 tw="open_until_played", vc="50-50", vp="result"),
)

# ---------------------------------------------------------------- ak1-006
add(
    n=6, comp="ligue1", home="Paris Saint-Germain FC", away="Olympique de Marseille",
    hcode="par", acode="olm", date="2027-02-07", kickoff="19:45", family="spread",
    side="home", line=1.5,
    styles=["page", "layout:headings", "british_spelling", "number_words", "syn:margin",
            "trap:preview_margin", "trap:position_limit", "links"],
    meanings=["F:spread", "S1", "P1", "C2", "R1"],
    description=(
        "Le Classique | Paris Saint-Germain FC vs. Olympique de Marseille | 7 Feb 2027\n\n"
        "Spread: Paris Saint-Germain FC (-1.5)\n\n"
        "Rules\n"
        "This market resolves Yes if Paris Saint-Germain FC beat Olympique de Marseille by two "
        "goals or more. A one-goal PSG win, a draw or a Marseille win resolves No. The margin "
        "is measured at the end of the regulation ninety minutes including added time.\n"
        "If the match is postponed, the market waits for the rearranged game. If the match is "
        "cancelled and not replayed, every share settles at fifty cents (50-50).\n"
        "The score is taken from official Ligue 1 data, or, should that not be published "
        "within two hours of full time, from the consensus of reputable media.\n\n"
        "Numbers to know\n"
        "PSG have won 4 of the last 6 Classiques by 2+ goals, including a 3-0 on 16/03/2026. "
        "Marseille have lost by more than one goal only twice away from home this season.\n\n"
        "Trading info\n"
        "Maximum position per account: 100,000 shares. Taker fee 2.5%. In-play trading is "
        "not available; the book closes 5 minutes before kick-off.\n\n"
        "https://www.ligue1.com/ · https://www.psg.fr/"
    ),
    resolution_source="https://www.ligue1.com/",
    expected=exp("spread", "Paris Saint-Germain FC", line=1.5, scope="regulation",
                 sp="official", sf="consensus", tw="open_until_played", vc="50-50",
                 vp="result"),
)

# ---------------------------------------------------------------- ak1-007
add(
    n=7, comp="ucl", home="Borussia Dortmund", away="Atlético de Madrid", hcode="dor",
    acode="atm", date="2027-03-17", kickoff="20:00", family="advance", side="away",
    styles=["page", "layout:paras", "british_spelling", "trap:aggregate_stats",
            "trap:trading_cutoff", "number_words", "syn:progress"],
    meanings=["F:advance", "S6", "P1", "C2", "R1"],
    description=(
        "Will Atlético de Madrid advance to the quarter-finals?\n"
        "UEFA Champions League, round of 16, second leg: Borussia Dortmund vs. Atlético de "
        "Madrid, 17 March 2027, 21:00 CET\n\n"
        "First leg recap: Atlético won 2-1 in Madrid on 10 March 2027, with the winner in "
        "the 83rd minute. Dortmund have overturned a first-leg deficit twice in their last "
        "three knockout ties.\n\n"
        "This market pays Yes if Atlético de Madrid progress from this tie to the "
        "quarter-finals, whatever it takes: the aggregate over both legs, extra time in the "
        "second leg if needed, and a penalty shoot-out if it comes to that. If Dortmund go "
        "through, it resolves No.\n\n"
        "Should the second leg be postponed, the market stays open until that leg is played. "
        "If the second leg is cancelled outright and never staged, the market resolves 50-50.\n\n"
        "UEFA's official match records decide the result; if UEFA has published nothing two "
        "hours after the tie ends, a consensus of credible reporting will be used.\n\n"
        "Trading closes at kick-off of the second leg. Winnings are credited within 24 hours. "
        "Fees: 2% taker.\n\n"
        "https://www.uefa.com/uefachampionsleague/"
    ),
    resolution_source="https://www.uefa.com/uefachampionsleague/",
    expected=exp("advance", "Atlético de Madrid", scope="penalties", sp="official",
                 sf="consensus", tw="open_until_played", vc="50-50", vp="result"),
)

# ---------------------------------------------------------------- ak1-008
add(
    n=8, comp="epl", home="Tottenham Hotspur FC", away="Newcastle United FC", hcode="tot",
    acode="new", date="2026-12-26", kickoff="15:00", family="half", side="home",
    half="first",
    styles=["page", "layout:bullets", "british_spelling", "syn:half_time",
            "trap:preview_minutes", "trap:payout_delay", "numerals"],
    meanings=["F:half", "P1", "C2", "R1"],
    description=(
        "Tottenham Hotspur FC vs. Newcastle United FC: Half-time result, Tottenham Hotspur FC\n"
        "Boxing Day, 26/12/2026, 15:00 GMT\n\n"
        "Did you know? 7 of Tottenham's 11 league goals at home this season came after the "
        "60th minute, and Newcastle have led at the break in just 3 away games.\n\n"
        "Settlement\n"
        "- Yes if Tottenham Hotspur FC lead when the referee blows for half-time, counting "
        "the first 45 minutes and any time added to that half. Level or behind at the "
        "interval: No.\n"
        "- What happens after half-time does not matter.\n"
        "- If the game is postponed, this market stays open for the rearranged date.\n"
        "- If the game is called off for good and no new date is set, the market settles 50/50.\n"
        "- Source: official Premier League match data; failing publication within 2 hours, a "
        "consensus of credible reporting.\n\n"
        "Account and payouts\n"
        "- Proceeds are released to your balance within 24 hours of settlement.\n"
        "- Trading ends 5 minutes before kick-off.\n\n"
        "Risk warning: you may lose the full amount staked. "
        "https://www.premierleague.com/"
    ),
    resolution_source="https://www.premierleague.com/",
    expected=exp("half", "Tottenham Hotspur FC", half="first", scope=None, sp="official",
                 sf="consensus", tw="open_until_played", vc="50-50", vp="result"),
)

# ---------------------------------------------------------------- ak1-009
add(
    n=9, comp="laliga", home="Sevilla FC", away="Real Betis Balompié", hcode="sev",
    acode="bet", date="2027-02-20", kickoff="20:00", family="exact_score", score="2-1",
    styles=["page", "layout:headings", "american_spelling", "numerals",
            "trap:preview_scores", "trap:fees", "syn:correct_score"],
    meanings=["F:exact_score", "S1", "P1", "C3", "R1"],
    description=(
        "Gran Derbi: Sevilla FC vs. Real Betis Balompié | Exact Score: Sevilla FC 2-1\n\n"
        "RULES\n"
        "Resolves Yes if the final score after 90 minutes and stoppage time is exactly "
        "Sevilla FC 2, Real Betis Balompié 1. Any other score resolves No.\n"
        "If the match is postponed, the market remains open until it is played. If the match "
        "is canceled and no make-up game is held, the market is settled as if it had ended "
        "0-0, so this market resolves No.\n"
        "Scores are taken from LaLiga's official statistics; if those are not available "
        "within 2 hours after the match, the consensus of credible reporting is used.\n\n"
        "HEAD TO HEAD\n"
        "Recent derbies: 2-1 (Sevilla, 11/09/2026), 1-1, 0-2, 2-1 (Betis). A 2-1 scoreline "
        "has come up in 4 of the last 10 meetings.\n\n"
        "FEES & LIMITS\n"
        "Taker fee 3% of notional. Position limit 10,000 shares. Correct-score markets are "
        "settled within 24 hours of the official result.\n\n"
        "https://www.laliga.com/"
    ),
    resolution_source="https://www.laliga.com/",
    expected=exp("exact_score", "2-1", scope="regulation", sp="official", sf="consensus",
                 tw="open_until_played", vc="no", vp="result"),
)

# ---------------------------------------------------------------- ak1-010
add(
    n=10, comp="seriea", home="SSC Napoli", away="AS Roma", hcode="nap", acode="rom",
    date="2027-02-28", kickoff="19:45", family="exact_score", score="0-0",
    styles=["page", "layout:paras", "british_spelling", "number_words", "syn:goalless",
            "trap:preview_stats", "trap:order_types"],
    meanings=["F:exact_score", "S1", "P1", "C3", "R1"],
    description=(
        "SSC Napoli vs. AS Roma: will it finish 0-0?\n\n"
        "Napoli and Roma have played out three goalless draws in their last eight meetings. "
        "Roma's defence has conceded only 14 in 24 games.\n\n"
        "The market resolves Yes if the game ends goalless, nil-nil, at the close of normal "
        "time (ninety minutes plus stoppages). Any goal by either side in that period means "
        "No.\n\n"
        "Postponed? The market stays open until the match is finally played. Cancelled with no "
        "replay? The market is settled on a 0-0 scoreline, so it resolves Yes.\n\n"
        "The official Serie A statistics settle this market. If they are not out two hours "
        "after the match, the consensus of credible reporting decides.\n\n"
        "Order types: limit, market, and good-til-cancelled. Stop orders are not supported. "
        "Payouts are made in USDC within 24 hours.\n\n"
        "https://www.legaseriea.it/"
    ),
    resolution_source="https://www.legaseriea.it/",
    expected=exp("exact_score", "0-0", scope="regulation", sp="official", sf="consensus",
                 tw="open_until_played", vc="yes", vp="result"),
)

# ---------------------------------------------------------------- ak1-011
add(
    n=11, comp="epl", home="Aston Villa FC", away="Everton FC", hcode="ast", acode="eve",
    date="2027-01-02", kickoff="15:00", family="win", side="home",
    styles=["page", "layout:numbered", "british_spelling", "legal", "syn:abandoned",
            "trap:trading_halt", "trap:preview_minutes", "date:ordinal"],
    meanings=["F:win", "S1", "P1", "C1", "R1", "AB"],
    description=(
        "Aston Villa FC vs. Everton FC, Saturday 2nd January 2027, Villa Park\n\n"
        "Market: Will Aston Villa FC win on 2027-01-02?\n\n"
        "1. Yes if Aston Villa FC have scored more goals than Everton FC once the regulation "
        "90 minutes and stoppage time are complete. Otherwise No.\n"
        "2. A postponed match does not settle the market; it remains open until the match is "
        "played on its new date.\n"
        "3. A match that is cancelled and not rearranged resolves No.\n"
        "4. A match that is abandoned and not completed is dealt with as a cancellation under "
        "rule 3.\n"
        "5. Results are taken from the Premier League's official statistics, or, where these "
        "are not published within two hours of full time, from a consensus of credible "
        "reporting.\n\n"
        "Trading may be halted for up to 10 minutes after a goal-line or VAR incident in "
        "related markets. Winnings are credited within 24 hours.\n\n"
        "Preview: Everton have conceded in the final 15 minutes in 6 of their last 8 away "
        "games. Villa's Ollie Watkins has 9 league goals.\n\n"
        "https://www.premierleague.com/ | https://www.avfc.co.uk/"
    ),
    resolution_source="https://www.premierleague.com/",
    expected=exp("win", "Aston Villa FC", scope="regulation", sp="official", sf="consensus",
                 tw="open_until_played", vc="no", vp="result", va="no"),
)

# ---------------------------------------------------------------- ak1-012
add(
    n=12, comp="wc", home="Brazil", away="Morocco", hcode="bra", acode="mar",
    date="2026-06-13", kickoff="22:00", family="draw",
    styles=["page", "layout:headings", "american_spelling", "explicit_exclusion",
            "trap:preview_tournament", "trap:payout_delay", "date:us_long"],
    meanings=["F:draw", "S1", "P1", "C1", "R1", "R2"],
    description=(
        "FIFA World Cup 2026, Group C: Brazil vs. Morocco\n"
        "June 13, 2026, 6:00 PM ET, New Jersey\n\n"
        "Draw (Brazil vs. Morocco)\n\n"
        "Resolution\n"
        "This market resolves to Yes if Brazil and Morocco are tied at the end of 90 minutes "
        "plus stoppage time. A win for either team resolves it to No. Extra time and penalty "
        "kicks are not part of this market (group games have neither).\n"
        "If the game is postponed, the market remains open until it is played. If it is "
        "canceled without a make-up game, this market resolves to Yes.\n"
        "The result is based on FIFA's official match statistics; if FIFA hasn't published "
        "them within 2 hours of the final whistle, a consensus of credible reporting will be "
        "used. Score changes made after the market resolves are ignored.\n\n"
        "Tournament notes\n"
        "Morocco reached the semi-finals in 2022. Brazil have not lost a World Cup group game "
        "since 1998. The top two in each group, plus the eight best third-placed teams, go to "
        "the round of 32, where knockout games can go to extra time and penalties.\n\n"
        "Payouts are credited within 24 hours of resolution. Trading closes at kick-off.\n\n"
        "https://www.fifa.com/"
    ),
    resolution_source="https://www.fifa.com/",
    expected=exp("draw", "draw", scope="regulation", sp="official", sf="consensus",
                 tw="open_until_played", vc="yes", vp="result"),
)

# ---------------------------------------------------------------- ak1-013
add(
    n=13, comp="seriea", home="Atalanta BC", away="SS Lazio", hcode="ata", acode="laz",
    date="2027-03-07", kickoff="17:00", family="win", side="home",
    styles=["page", "layout:paras", "british_spelling", "ambiguous_source",
            "trap:fees", "trap:preview_stats"],
    meanings=["F:win", "S1", "P1", "C1", "R:ambiguous"],
    description=(
        "Atalanta BC vs. SS Lazio, Serie A, 07/03/2027 17:00 UTC\n\n"
        "Will Atalanta BC win on 2027-03-07?\n\n"
        "Atalanta have won 5 of their last 6 at the Gewiss Stadium, while Lazio have drawn 7 "
        "of 25. Atalanta's expected goals per game: 1.9.\n\n"
        "Yes if Atalanta BC win the match over ninety minutes plus stoppage time; No for a draw "
        "or a Lazio win. A postponed match keeps the market open until it is played. If the "
        "match is cancelled and never replayed, the market resolves No.\n\n"
        "The result will be checked against Serie A's official figures or major sports news "
        "coverage.\n\n"
        "Fees: 2% per fill for takers. Withdrawals of winnings are available once the market "
        "resolves, normally within a day.\n\n"
        "https://www.legaseriea.it/"
    ),
    resolution_source="https://www.legaseriea.it/",
    expected=exp("win", "Atalanta BC", scope="regulation", sp="ambiguous", sf="ambiguous",
                 tw="open_until_played", vc="no", vp="result"),
)

# ---------------------------------------------------------------- ak1-014
add(
    n=14, comp="ligue1", home="Olympique Lyonnais", away="LOSC Lille", hcode="lyo",
    acode="lil", date="2027-03-14", kickoff="16:00", family="win", side="home",
    styles=["page", "layout:headings", "british_spelling", "pointer_only",
            "trap:trading_cutoff", "trap:preview_stats"],
    meanings=["F:win", "S1", "R1"],
    description=(
        "Olympique Lyonnais vs. LOSC Lille | Ligue 1 | 14 March 2027\n\n"
        "Will Olympique Lyonnais win on 2027-03-14?\n\n"
        "How it resolves\n"
        "Yes if Olympique Lyonnais are ahead at the end of normal time (90 minutes plus "
        "stoppages); a draw or a Lille win is No. The result comes from official Ligue 1 "
        "statistics, or, if those have not appeared within two hours of full time, from a "
        "consensus of credible reporting.\n"
        "For postponed or cancelled matches, see the general soccer rules in our Help "
        "Centre.\n\n"
        "Form\n"
        "Lyon: W W D L W. Lille: D W W W L. Lille have kept 9 clean sheets, the most in the "
        "league, and conceded only 18 goals in 26 games.\n\n"
        "Trading\n"
        "The order book closes 5 minutes before the scheduled start. Maker rebate 0.5%. "
        "Settlement credits arrive within 24 hours.\n\n"
        "https://www.ligue1.com/ | https://help.example-venue.com/soccer-rules"
    ),
    resolution_source="https://www.ligue1.com/",
    expected=exp("win", "Olympique Lyonnais", scope="regulation", sp="official",
                 sf="consensus", tw=None, vc=None, vp=None),
)

# ---------------------------------------------------------------- ak1-015
add(
    n=15, comp="bundesliga", home="RB Leipzig", away="Eintracht Frankfurt", hcode="lei",
    acode="ein", date="2027-02-13", kickoff="14:30", family="win", side="home",
    styles=["page", "layout:bullets", "numerals", "silent_postponement",
            "trap:result_confirmation_time", "trap:trading_cutoff", "trap:payout_delay"],
    meanings=["F:win", "S1", "C1", "R1"],
    description=(
        "RB Leipzig vs. Eintracht Frankfurt, 13 Feb 2027, 15:30 CET\n\n"
        "Will RB Leipzig win on 2027-02-13?\n\n"
        "- Yes: RB Leipzig beat Eintracht Frankfurt over 90 minutes plus stoppage time.\n"
        "- No: a draw or a Frankfurt win.\n"
        "- If the match is cancelled and no replacement fixture is played, the market "
        "resolves No.\n"
        "- Resolution uses official Bundesliga statistics. If these have not appeared within "
        "2 hours of the final whistle, a consensus of credible reports is used.\n\n"
        "Timeline\n"
        "- Trading stops 5 minutes before kick-off (14:25 UTC).\n"
        "- Results are usually confirmed within 2-3 hours of full time.\n"
        "- Winnings are credited within 24 hours of resolution; withdrawals may take up to 72 "
        "hours to clear.\n\n"
        "Stats: Leipzig have scored in 21 consecutive home games. Frankfurt's last win in "
        "Leipzig came on 05/10/2019.\n\n"
        "Not investment advice. https://www.bundesliga.com/"
    ),
    resolution_source="https://www.bundesliga.com/",
    expected=exp("win", "RB Leipzig", scope="regulation", sp="official", sf="consensus",
                 tw=None, vc="no", vp=None),
)

# ---------------------------------------------------------------- ak1-016
add(
    n=16, comp="mls", home="LA Galaxy", away="Seattle Sounders FC", hcode="lag",
    acode="sea", date="2027-03-06", kickoff="03:30", qdate="2027-03-05", family="win",
    side="away",
    styles=["page", "layout:paras", "american_spelling", "date:us_numeric",
            "trap:preview_stats", "trap:fees", "trap:trading_cutoff", "syn:make_up"],
    meanings=["F:win", "S1", "P1", "C1", "R1"],
    description=(
        "LA Galaxy vs. Seattle Sounders FC, Friday 3/5/2027, 7:30 PM PT, Dignity Health "
        "Sports Park\n\n"
        "Will Seattle Sounders FC win on 2027-03-05?\n\n"
        "The Sounders have won 3 of their last 4 trips to Carson, and Galaxy have allowed 1.8 "
        "goals per game at home since last July.\n\n"
        "This market resolves to Yes if Seattle Sounders FC defeat LA Galaxy in the game "
        "scheduled for 3/5/2027. It resolves to No on a tie or a Galaxy win. Only the 90 "
        "minutes of regulation and stoppage time count.\n\n"
        "If the game is postponed, the market stays open until the match has been played. If it's "
        "canceled and there's no make-up game, the market resolves to No.\n\n"
        "Results come from official MLS statistics. If MLS has not posted them within 2 hours "
        "of the game ending, a consensus of credible reporting will be used.\n\n"
        "Fees: 2% taker, 0% maker. Trading closes at 7:25 PM PT. Winnings hit your account "
        "within 24 hours.\n\n"
        "https://www.mlssoccer.com/"
    ),
    resolution_source="https://www.mlssoccer.com/",
    expected=exp("win", "Seattle Sounders FC", scope="regulation", sp="official",
                 sf="consensus", tw="open_until_played", vc="no", vp="result"),
)

# ---------------------------------------------------------------- ak1-017
add(
    n=17, comp="epl", home="Manchester United FC", away="West Ham United FC", hcode="mun",
    acode="wes", date="2027-01-23", kickoff="12:30", family="win", side="home",
    styles=["page", "layout:headings", "british_spelling", "ambiguous_postponement",
            "trap:payout_delay", "trap:preview_stats"],
    meanings=["F:win", "S1", "P:ambiguous", "C1", "R1"],
    description=(
        "Manchester United FC vs. West Ham United FC | 23/01/2027 12:30 GMT | Old Trafford\n\n"
        "Will Manchester United FC win on 2027-01-23?\n\n"
        "Rules summary\n"
        "Yes if Manchester United FC win after the regulation 90 minutes plus injury time; "
        "otherwise No. If the fixture is postponed, we may hold the market open for a "
        "sensible length of time and then settle it on whatever basis we judge equitable. "
        "If the match is cancelled outright, with no rearranged fixture, the "
        "market resolves No. The Premier League's official statistics are used; if they are "
        "not released inside two hours, a consensus of credible reporting.\n\n"
        "Match facts\n"
        "United have won 12 of the last 15 home meetings. West Ham have scored 4 goals in "
        "their last 7 away games.\n\n"
        "Payout timing\n"
        "Winnings are credited within 24 hours of resolution. Trading closes 5 minutes "
        "before kick-off.\n\n"
        "https://www.premierleague.com/"
    ),
    resolution_source="https://www.premierleague.com/",
    expected=exp("win", "Manchester United FC", scope="regulation", sp="official",
                 sf="consensus", tw="ambiguous", vc="no", vp="ambiguous"),
)

# ---------------------------------------------------------------- ak1-018
add(
    n=18, comp="laliga", home="Athletic Club", away="Villarreal CF", hcode="bil",
    acode="vil", date="2027-02-27", kickoff="17:30", family="total", side="under",
    line=1.5,
    styles=["page", "layout:paras", "number_words", "syn:fourteen_days",
            "trap:preview_goals", "trap:order_reset", "american_spelling"],
    meanings=["F:total", "S1", "P4", "C2", "R1"],
    description=(
        "Athletic Club vs. Villarreal CF: Under 1.5 goals?\n"
        "February 27, 2027, San Mamés\n\n"
        "Four of Athletic's last six home games have ended with two goals or fewer, and "
        "Villarreal average 1.1 goals away from home.\n\n"
        "This market resolves to Yes if one goal or fewer is scored in total in regulation "
        "time (ninety minutes plus stoppage). Two or more goals resolve it to No.\n\n"
        "If the match is postponed and not rescheduled within fourteen (14) days, the market "
        "resolves at the last fair market price as of when the postponement was announced. "
        "If the match is canceled with no make-up game, the market resolves 50-50.\n\n"
        "Official LaLiga statistics determine the result; if they are not available within "
        "two hours after the game, a consensus of credible reporting is used.\n\n"
        "If the kick-off is moved, open orders are canceled automatically. Fees are 2% for "
        "takers. Payouts within 24 hours.\n\n"
        "https://www.laliga.com/"
    ),
    resolution_source="https://www.laliga.com/",
    expected=exp("total", "under", line=1.5, scope="regulation", sp="official",
                 sf="consensus", tw=336, vc="50-50", vp="last_price"),
)

# ---------------------------------------------------------------- ak1-019
add(
    n=19, comp="seriea", home="ACF Fiorentina", away="Bologna FC 1909", hcode="fio",
    acode="bol", date="2027-03-21", kickoff="14:00", family="draw",
    styles=["page", "layout:bullets", "british_spelling", "syn:two_weeks",
            "syn:all_square", "trap:payout_delay", "trap:preview_stats"],
    meanings=["F:draw", "S1", "P4", "C1", "R1"],
    description=(
        "Draw (ACF Fiorentina vs. Bologna FC 1909)\n"
        "Serie A, Sunday 21 March 2027, 15:00 CET\n\n"
        "Rules\n"
        "- Yes if the teams are all square once 90 minutes plus stoppage time are up; No if either "
        "side wins.\n"
        "- Postponement: if the game is not rearranged for a date within two weeks, the "
        "market is settled at the last fair price, as it stood when the postponement was "
        "made public.\n"
        "- Cancellation with no replay: treated as a draw, so this market settles Yes.\n"
        "- Source: official Serie A statistics; if unpublished two hours after full time, a "
        "consensus of credible reporting.\n\n"
        "Preview\n"
        "- 5 of the last 8 meetings ended level.\n"
        "- Bologna have not lost in 6; Fiorentina have drawn 4 of their last 5 at home.\n\n"
        "Payment\n"
        "- Settled positions are paid out within 24 hours; fees: 1% taker.\n\n"
        "https://www.legaseriea.it/"
    ),
    resolution_source="https://www.legaseriea.it/",
    expected=exp("draw", "draw", scope="regulation", sp="official", sf="consensus",
                 tw=336, vc="yes", vp="last_price"),
)

# ---------------------------------------------------------------- ak1-020
add(
    n=20, comp="ucl", home="Bayer 04 Leverkusen", away="Paris Saint-Germain FC",
    hcode="b04", acode="par", date="2027-04-14", kickoff="19:00", family="win", side="home",
    styles=["page", "layout:headings", "british_spelling", "negation",
            "explicit_exclusion", "syn:suspended", "trap:preview_extra_time",
            "trap:trading_cutoff"],
    meanings=["F:win", "S1", "P1", "C1", "R1", "R2", "AB"],
    description=(
        "UEFA Champions League quarter-final, second leg\n"
        "Bayer 04 Leverkusen vs. Paris Saint-Germain FC, 14 April 2027, 21:00 CEST\n\n"
        "Will Bayer 04 Leverkusen win on 2027-04-14?\n\n"
        "Settlement rules\n"
        "This is a match-result market, not a to-qualify market. Yes if Bayer 04 Leverkusen "
        "win this match within the regulation ninety minutes plus stoppage time. Goals in "
        "extra time do not count, and neither does a penalty shoot-out, even if the tie is "
        "decided that way. A draw after ninety minutes or a PSG win is No.\n"
        "A postponed match keeps the market open until it is played. A cancelled match with "
        "no replay resolves No. If play is suspended and the match is not completed, the "
        "market is resolved as though the match had been cancelled.\n"
        "Resolution follows UEFA's official statistics, with a consensus of credible "
        "reporting used if UEFA has not published them within two hours. Later revisions to "
        "the official score are ignored once the market has resolved.\n\n"
        "Background\n"
        "PSG won the first leg 2-0 in Paris. Leverkusen's last knockout tie, in March, went to "
        "extra time and was settled 4-3 on penalties.\n\n"
        "Trading stops at kick-off. Winnings credited within 24 hours. Fee: 2% taker.\n\n"
        "https://www.uefa.com/uefachampionsleague/"
    ),
    resolution_source="https://www.uefa.com/uefachampionsleague/",
    expected=exp("win", "Bayer 04 Leverkusen", scope="regulation", sp="official",
                 sf="consensus", tw="open_until_played", vc="no", vp="result", va="no"),
)

# ---------------------------------------------------------------- ak1-021
add(
    n=21, comp="ucl", home="Arsenal FC", away="Real Madrid CF", hcode="ars", acode="rea",
    date="2027-03-10", kickoff="20:00", family="win", side="home",
    styles=["page", "layout:paras", "british_spelling", "ambiguous_scope",
            "trap:preview_extra_time", "trap:payout_delay"],
    meanings=["F:win", "S:ambiguous", "P1", "C1", "R1"],
    description=(
        "Arsenal FC vs. Real Madrid CF | Champions League round of 16, second leg | "
        "10 March 2027\n\n"
        "Will Arsenal FC win on 2027-03-10?\n\n"
        "The first leg in Madrid finished 1-1. If the aggregate is level after 90 minutes "
        "tonight, the tie goes to 30 minutes of extra time and then, if needed, penalties.\n\n"
        "This market resolves Yes if Arsenal FC win the match, based on the final result of "
        "the match. Otherwise it resolves No. If the match is postponed, the market stays "
        "open until it is played. If the match is cancelled with no replay, it resolves No. "
        "The result is taken from UEFA's official statistics, falling back to a consensus of "
        "credible reporting if those have not been released within two hours.\n\n"
        "Winnings are credited within 24 hours of resolution. Trading closes 5 minutes before "
        "kick-off.\n\n"
        "https://www.uefa.com/"
    ),
    resolution_source="https://www.uefa.com/",
    expected=exp("win", "Arsenal FC", scope="ambiguous", sp="official", sf="consensus",
                 tw="open_until_played", vc="no", vp="result"),
)

# ---------------------------------------------------------------- ak1-022
add(
    n=22, comp="epl", home="Brighton & Hove Albion FC", away="Brentford FC", hcode="bri",
    acode="bre", date="2027-02-06", kickoff="15:00", family="win", side="away",
    styles=["page", "layout:bullets", "british_spelling", "ambiguous_cancellation",
            "trap:fees", "trap:position_limit", "trap:preview_stats"],
    meanings=["F:win", "S1", "P1", "C:ambiguous", "R1"],
    description=(
        "Brighton & Hove Albion FC vs. Brentford FC, 6 Feb 2027, Amex Stadium\n\n"
        "Will Brentford FC win on 2027-02-06?\n\n"
        "What decides it\n"
        "- Brentford FC must be ahead at the end of regulation time, 90 minutes plus "
        "stoppage. A draw or a Brighton win resolves No.\n"
        "- Postponement: the market stays open until the match has been played.\n"
        "- Cancellation: if the game is called off for good, the market may be resolved No or "
        "settled 50-50, at the operator's discretion.\n"
        "- Source: official Premier League statistics, or a consensus of credible reporting "
        "if those are not released within 2 hours.\n\n"
        "Trading details\n"
        "- Taker fee 2%; position cap 20,000 shares; payouts within 24 hours.\n\n"
        "Form\n"
        "- Brentford have won 4 of their last 5 away, scoring 11.\n\n"
        "https://www.premierleague.com/"
    ),
    resolution_source="https://www.premierleague.com/",
    expected=exp("win", "Brentford FC", scope="regulation", sp="official", sf="consensus",
                 tw="open_until_played", vc="ambiguous", vp="result"),
)
