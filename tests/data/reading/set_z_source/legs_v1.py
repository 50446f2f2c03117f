"""venue_one legs of set (z): a fan forum's pinned "how this market settles" posts.

Every text is hand-written. Each leg states its expected record inline.
"""
from common import leg, v1_market

# shorthand expected records
REG = "regulation"
OUP = "open_until_played"


def E(family, outcome, scope=REG, sp="official", sf="consensus", tw=OUP, vc=None, vp=None, va=None,
      line=None, half=None):
    if vp is None:
        vp = {OUP: "result", 336: "last_price", None: None}.get(tw, "fair_price")
    return dict(family=family, outcome=outcome, line=line, half=half, scope=scope, source_primary=sp,
                source_fallback=sf, timing_window=tw, void_cancelled=vc, void_postponed_long=vp,
                void_abandoned=va)


SPECS = []


def add(fx, family, side, styles, meanings, text, exp, line=None, stype=None):
    SPECS.append((fx, family, side, styles, meanings, text, exp, line, stype))


# 1
add("ars_tot", "win", "home", ["forum", "quote_reply", "british", "number_words", "date:day_mon_year"],
    ["F:win", "S1", "P1", "C1", "R1"],
    """PINNED: how this one settles (read it before asking in the thread)

YES = Arsenal FC beat Tottenham Hotspur FC in the north London derby on Sat 17 Oct 2026. Spurs nicking it or a draw = NO.

> does ET count?
No. League game, so there isn't any, but to be crystal clear: only the ninety minutes plus whatever the ref tacks on for stoppages.

> what if it gets postponed?
The market just sits there open until the game is actually played. No cut-off.

> and if it's binned completely?
Called off for good with no replay = NO on this one.

Result is taken from the Premier League's own official stats. If they've posted nothing within 2 hrs of the final whistle, the mods go with whatever the credible press are all agreed on.""",
    E("win", "Arsenal FC", vc="no"))

# 2
add("ars_tot", "draw", None, ["forum", "mod_note", "what_if_list", "british", "date:dd/mm/yyyy"],
    ["F:draw", "S1", "P1", "C1", "R1", "R2"],
    """Mod note: this is the DRAW leg for Arsenal FC v Tottenham Hotspur FC (17/10/2026).

Pays YES if it's all square when the ref ends normal time (the 90 plus added time). Any winner at all = NO.

What happens if...
- ...it's postponed? Stays live; we wait for the rearranged fixture, however long that is.
- ...it's scrapped for good and never replayed? We count that as a draw, so YES.
- ...the league fiddles with the score after we've settled? Tough luck, we don't reopen it.

Where the result comes from: the Premier League's official match stats. Nothing published two hours after the end? Then the consensus among reputable outlets decides.""",
    E("draw", "draw", vc="yes"))

# 3
add("new_mun", "win", "away", ["forum", "mod_note", "american", "american_spelling", "date:mon_d_yyyy", "number_words"],
    ["F:win", "S1", "P4", "C1", "R1"],
    """Pinned by mod (US board)

This contract is on Manchester United FC getting the W on the road at Newcastle United FC, kickoff Nov 7, 2026. Man U wins in regulation (90 min + stoppage) -> Yes. A tie or a Newcastle W -> No.

Heads up, our rules are different from the other board on delays: if the game gets postponed and isn't rescheduled inside of fourteen days, we close it out at the last fair market price as of when the postponement was announced.

If the game is canceled outright, that's a No.

Data: official league stats, or what credible media collectively report if the league hasn't put anything out within two hours.""",
    E("win", "Manchester United FC", tw=336, vc="no"))

# 4
add("bet_sev", "win", "away", ["forum", "quote_reply", "british", "date:iso", "abandonment"],
    ["F:win", "S1", "P1", "C1", "R1", "AB"],
    """Original post (pinned):
Sevilla FC to win away at Real Betis Balompié, 2026-11-29. Yes if Sevilla are ahead once the full ninety plus stoppage is up; anything else is No.

> verdiblanco_88 wrote: what about if it's abandoned? like objects thrown, ref takes the players off and it never restarts

Mod reply: an abandoned match that isn't completed gets handled exactly like a cancellation, see below.

Cancellation: no make-up fixture means this resolves No.
Postponed: we keep it open until the match gets played, whenever that ends up being.
Source: LaLiga's official statistics first; if nothing from them within 2 hours of the finish, a consensus of credible reporting.""",
    E("win", "Sevilla FC", vc="no", va="no"))

# 5
add("bet_sev", "draw", None, ["forum", "what_if_list", "british", "syn:stalemate", "date:words", "abandonment"],
    ["F:draw", "S1", "P1", "C1", "R1", "AB"],
    """How the Seville derby draw market settles (pinned)

Yes if Real Betis Balompié and Sevilla FC finish in a stalemate on the twenty-ninth of November 2026, judged at the end of regulation (ninety mins plus stoppages; no extra period, no shoot-out). Either side winning makes it No.

What if...?
* Postponed -> the market waits for the rearranged date. It doesn't expire.
* Cancelled and not made up -> treated as a draw, so Yes.
* Abandoned half way and never finished -> same as cancelled (so again Yes).

Settlement source is LaLiga's official figures. If those still aren't out two hours after the match, we use what credible news outlets agree on is used.""",
    E("draw", "draw", vc="yes", va="yes"))

# 6
add("dor_lev", "win", "home", ["forum", "later_correction", "british", "date:day_month", "edit_note"],
    ["F:win", "S1", "P1", "C1", "R1"],
    """Pinned: Borussia Dortmund to beat Bayer 04 Leverkusen, Saturday 5 December 2026.

YES if Dortmund win it inside the 90 (plus stoppage time). Level or a Leverkusen win = NO.
Postponement: open until the game takes place.
Cancellation: I think this one gets voided and stakes handed back? Will confirm.
Source: official Bundesliga stats; if they're not up within two hours of full time, the consensus of credible media.

EDIT (same mod, later): checked with the admins and I had the cancellation bit wrong, nothing gets handed back. If the match is cancelled and never rearranged, this leg settles NO, same as every other team-win market. Everything else above stands.""",
    E("win", "Borussia Dortmund", vc="no"))

# 7
add("dor_lev", "total", "over", ["forum", "faq", "british", "number_words", "syn:three_or_more"],
    ["F:total", "S1", "P1", "C2", "R1"],
    """FAQ for the goals line, Dortmund v Leverkusen

Q: what wins it?
A: Three or more goals between the two sides = YES. Two or fewer = NO. So it's over 2.5.

Q: do goals in extra time count?
A: There's no extra time in a league game and we only count regulation anyway: 90 mins and stoppage.

Q: postponed?
A: We hang on until it's played.

Q: cancelled, never rescheduled?
A: Fifty-fifty. Everyone gets 0.50 a share.

Q: who decides the score?
A: Official Bundesliga data, with credible-media consensus as backup if the official numbers haven't landed within a couple of hours (two) of the end.""",
    E("total", "over", line=2.5, vc="50-50"), line=2.5)

# 8
add("rom_laz", "win", "away", ["forum", "mod_note", "british", "slang", "date:iso"],
    ["F:win", "S1", "P1", "C1", "R1", "R2"],
    """Derby della Capitale, Lazio leg. Mods' summary, pinned:

SS Lazio have to do the business at AS Roma on 2027-01-10 within normal time (90 plus added minutes). If Lazio win, Yes. Roma win or honours even, No.

If the derby gets pushed back, the market stays up until it's played, however long that takes. If it's cancelled and there's no rearranged fixture, this is No.

We go off the official Serie A stats. No official stats two hours after the end? Consensus of credible reporting, then.

Once it's resolved, it's resolved: a later change to the official score won't be looked at.""",
    E("win", "SS Lazio", vc="no"))

# 9
add("rom_laz", "btts", "yes", ["forum", "terse", "british", "syn:both_sides_net"],
    ["F:btts", "S1", "P1", "C2", "R1"],
    """pinned - btts, roma v lazio

yes = both sides net at least once in the ninety (+stoppage). otherwise no.
own goals count for the side they're credited to.
postponed = stays open till played.
cancelled w/ no makeup = split down the middle, 50/50.
result: official serie a stats; backup is credible media consensus if nothing official within 2h.""",
    E("btts", "yes", vc="50-50"))

# 10
add("rom_laz", "draw", None, ["forum", "american", "american_spelling", "date:mm/dd/yyyy", "mod_note"],
    ["F:draw", "S1", "P4", "C1", "R1"],
    """[US board] Roma vs Lazio tie market, game on 01/10/2027

Yes if the game is tied after regulation, meaning 90 minutes plus stoppage. OT and PKs don't apply. Either team winning = No.

Postponed? If it isn't rescheduled within two weeks, we settle it at the last fair market price at the time the postponement was announced.
Canceled with no make-up game? Then it counts as a tie: Yes.

We use the official Serie A statistics; if they haven't been posted 2 hours after the match, whatever credible reporting broadly agrees on.""",
    E("draw", "draw", tw=336, vc="yes"))

# 11
add("olm_lyo", "win", "home", ["forum", "quote_reply", "british", "abandonment", "date:day_mon"],
    ["F:win", "S1", "P1", "C1", "R1", "AB"],
    """Le Classique, OM leg (pinned)

Olympique de Marseille to beat Olympique Lyonnais, Sun 7 Feb 2027. Settles on the result after 90 minutes and stoppage time only.

> what if it's called off in the 60th minute because of flares and never finished?
Mod: different from a straight cancellation. An abandoned match that isn't completed gets split 50/50 on this market.

> and a proper cancellation before kick off?
Mod: no make-up game = No.

> postponed?
Mod: we wait for the new date, no limit.

Source is Ligue 1's official statistics, falling back to a consensus of credible reporting if those aren't published within two hours.""",
    E("win", "Olympique de Marseille", vc="no", va="50-50"))

# 12
add("olm_lyo", "spread", "home", ["forum", "what_if_list", "british", "syn:two_clear_goals"],
    ["F:spread", "S1", "P1", "C2", "R1"],
    """Handicap: Marseille -1.5 (pinned explainer)

YES only if Olympique de Marseille win by two clear goals or more at the end of normal time (90 + stoppage). A one-goal win, a draw or a Lyon win are all NO.

What happens if:
- the game's postponed -> open until played
- the game's cancelled with no replay -> 50-50, half value to each side
- the official score is amended after we've resolved -> ignored

Source: official Ligue 1 statistics; consensus of credible reporting if nothing official is out within 2 hours of the whistle.""",
    E("spread", "Olympique de Marseille", line=1.5, vc="50-50"), line=1.5)

# 13
add("lag_sea", "win", "home", ["forum", "american", "american_spelling", "slang", "date:local_vs_utc"],
    ["F:win", "S1", "P4", "C1", "R1"],
    """Galaxy ML, pinned by mods

The game is Friday night Sept 25, 2026 Pacific time (that's early on the 26th in UTC, same game, don't @ us).

Yes = LA Galaxy beats Seattle Sounders FC in regulation: 90 minutes plus stoppage. Tie or Sounders win = No.

Delays: if the game's postponed and not rescheduled within 14 days, it settles at the last fair market price as of the postponement announcement.
Cancellation with no make-up: No.

Official MLS stats decide it. If they're not out within two hours of the final whistle, we use a consensus of credible reporting.""",
    E("win", "LA Galaxy", tw=336, vc="no"))

# 14
add("lag_sea", "draw", None, ["forum", "american", "american_spelling", "syn:fortnight", "terse"],
    ["F:draw", "S1", "P4", "C1", "R1", "R2"],
    """galaxy/sounders TIE market, how it works:
- yes if it's level after 90' + stoppage. no OT, no shootout.
- any winner = no.
- postponed & not rescheduled within a fortnight = settled at last fair market price from when the postponement got announced.
- canceled for good = yes (treated as a tie).
- source: official MLS stats, else credible media consensus after 2 hrs.
- score corrections after resolution don't change anything.""",
    E("draw", "draw", tw=336, vc="yes"))

# 15
add("rma_bay", "advance", "home", ["forum", "quote_reply", "british", "knockout", "syn:go_through"],
    ["F:advance", "S6", "P1", "C2", "R1"],
    """Real Madrid to go through (pinned, QF second leg 14 April 2027)

This is the TO QUALIFY market, not the match result. Yes if Real Madrid CF go through to the semi-finals at FC Bayern München's expense, however it happens: on aggregate, after extra time, or on penalties.

> so if it's level after 90 and Madrid win the shootout?
That's a Yes. The shoot-out counts here.

> and if the second leg's postponed?
Stays open till played.

> cancelled?
If the tie can't be finished and there's no make-up game, it's 50-50.

Source: UEFA's official statistics; backup is credible-reporting consensus if UEFA hasn't published within two hours.""",
    E("advance", "Real Madrid CF", scope="penalties", vc="50-50"))

# 16
add("rma_bay", "win", "home", ["forum", "mod_note", "british", "knockout", "negation"],
    ["F:win", "S1", "P1", "C1", "R1"],
    """MOD NOTE, pinned. Please read, people keep mixing these up.

This is the MATCH market: Real Madrid CF to win the second leg against FC Bayern München on 14.04.2027. It is NOT the qualify market. Only the first 90 minutes plus stoppage count. Extra time will not count. Penalties will not count. If it's level at 90, this is a No even if Madrid go through later.

Postponed: stays open till the game is actually played.
Cancelled and not replayed: No.
Source: official UEFA match statistics, or a consensus of credible reporting if UEFA publishes nothing within two hours.""",
    E("win", "Real Madrid CF", vc="no"))

# 17 ambiguous scope
add("rma_bay", "win", "away", ["forum", "contradiction", "british", "knockout", "mod_note"],
    ["F:win", "S:ambiguous", "P1", "C1", "R1"],
    """Bayern to win the second leg at the Bernabéu (pinned)

Original post: Yes if FC Bayern München beat Real Madrid CF on the night. We settle on the score at the end of the 90 plus stoppage.
Postponed: open until played. Cancelled with no make-up: No.
Source: UEFA official stats, else credible-media consensus after two hours.

> will goals in extra time count if it goes that far?

Other mod: yes, any goals scored in extra time are included for this one.""",
    E("win", "FC Bayern München", scope="ambiguous", vc="no"))

# 18
add("bra_cro", "advance", "home", ["forum", "faq", "american", "knockout", "syn:qualify"],
    ["F:advance", "S6", "P1", "C2", "R1", "R2"],
    """Brazil to advance, round of 32 (pinned)

Q: What does Yes mean?
A: Brazil make it through to the round of 16 past Croatia. Extra time and a penalty shootout both count; whoever goes through is what matters.

Q: Game postponed?
A: Market stays open until it's played.

Q: Game canceled and never played?
A: 50-50 payout.

Q: Source?
A: Official FIFA statistics; a consensus of credible reporting if FIFA hasn't published within 2 hours. Changes to the result after we resolve are ignored.""",
    E("advance", "Brazil", scope="penalties", vc="50-50"))

# 19
add("bra_cro", "draw", None, ["forum", "mod_note", "british", "knockout", "date:day_month"],
    ["F:draw", "S1", "P1", "C1", "R1"],
    """Draw after 90, Brazil v Croatia (1 July 2026), mod note pinned

Knockout game, so yes it can go to extra time and pens, but NONE of that matters here. We look at the score once the ninety minutes and stoppage are done. Level at that point = Yes. Someone ahead = No.

If it's postponed we wait for it. If it's cancelled and never played, it's treated as a draw (Yes).
Source: FIFA's official statistics; if none within 2 hours, credible-reporting consensus.""",
    E("draw", "draw", vc="yes"))

# 20
add("mex_kor", "win", "away", ["forum", "quote_reply", "american", "date:local_vs_utc", "syn:pull_off"],
    ["F:win", "S1", "P1", "C1", "R1", "R2"],
    """Korea Republic to beat Mexico, group stage, June 18 2026 (Guadalajara local date)

> is this "South Korea"? the other site calls them that
Same team. Korea Republic = South Korea.

Yes if Korea Republic pull it off within the 90 plus stoppage time. Mexico win or a draw = No.
Postponed: open until the game is actually played.
Canceled with no make-up game: No.
Source: official FIFA statistics, else a consensus of credible reporting if FIFA has nothing up within two hours. Post-resolution score edits are disregarded.""",
    E("win", "Korea Republic", vc="no"))

# 21
add("mex_kor", "exact_score", "1-1", ["forum", "what_if_list", "american", "fallback_score"],
    ["F:exact_score", "S1", "P1", "C3", "R1"],
    """Correct score 1-1, Mexico vs Korea Republic (pinned)

Yes if the final score after regulation (90 + stoppage) is exactly Mexico 1, Korea Republic 1. Any other score = No.

What if...
- postponed: open till played
- canceled, no make-up game: the market is settled as if the score were 0-0 (so this one is a No)

Source: official FIFA stats; consensus of credible reporting if none within 2 hours.""",
    E("exact_score", "1-1", vc="no"))

# 22
add("avl_whu", "win", "home", ["forum", "what_if_list", "british", "slang", "date:boxing_day"],
    ["F:win", "S1", "P1", "C1", "R1"],
    """Boxing Day: Villa to win (pinned)

Aston Villa FC have to beat West Ham United FC on 26 December 2026. Scored at the end of normal time only, i.e. 90 minutes plus whatever's added on.

What if...
...the game gets binned for a frozen pitch and rearranged? Market stays open for the rearranged game, no deadline.
...it's binned full stop and never rearranged? No.
...it's a draw? No. Only a Villa win is Yes.

Settled from the Premier League's official statistics. If those aren't published within two hours of full time, a consensus of credible reporting.""",
    E("win", "Aston Villa FC", vc="no"))

# 23
add("avl_whu", "half", "draw", ["forum", "terse", "british", "syn:level_at_the_break"],
    ["F:half", "P1", "C2", "R1"],
    """Half-time result: draw (pinned)
Yes = Villa and West Ham level at the break (end of the first half including its added time). Either side in front at the interval = No. Second half doesn't matter.
Postponed: open until played.
Cancelled and never rearranged: 50-50.
Source: official Premier League stats; if nothing within two hours, credible media consensus.""",
    E("half", "draw", scope=None, half="first", vc="50-50"))

# 24
add("avl_whu", "exact_score", "0-0", ["forum", "quote_reply", "british", "fallback_score", "syn:goalless"],
    ["F:exact_score", "S1", "P1", "C3", "R1", "R2"],
    """Correct score 0-0 (Villa v West Ham), pinned

Yes if it finishes goalless after normal time plus stoppages. Any goal by anyone = No.

> what if the game's cancelled?
If it's cancelled and there's no make-up game, all the correct-score markets settle as though it ended 0-0. So for THIS market that's a Yes.

> postponed?
Open until it's played.

Source: official Premier League statistics, falling back to a consensus of credible reporting if they're not published within 2 hours. If the score is altered after resolution we ignore it.""",
    E("exact_score", "0-0", vc="yes"))

# 25 ambiguous cancellation
add("nap_acm", "win", "home", ["forum", "vague", "british", "slang"],
    ["F:win", "S1", "P1", "C:ambiguous", "R1"],
    """Napoli to win v Milan (pinned)

Yes if SSC Napoli beat AC Milan after 90 mins plus stoppage on 22 Nov 2026. Draw or Milan win = No.

> and if it gets cancelled?
Honestly it's never happened on this board. If it does, the mods will sort something sensible out, same as we always do.

Postponed: stays open till it's played.
Source: official Serie A stats; consensus of credible reporting if they're missing after two hours.""",
    E("win", "SSC Napoli", vc="ambiguous"))

# 26 ambiguous source
add("nap_acm", "draw", None, ["forum", "vague", "british", "syn:honours_even"],
    ["F:draw", "S1", "P1", "C1", "R:ambiguous"],
    """Napoli v Milan, honours even? (pinned)

Yes if it ends level once the 90 and stoppage time are up; any winner is No.
Postponed: open until played. Cancelled without a replay: counted as a draw, so Yes.

> where do you get the score from?
Serie A's website, Sky Italia, the big papers, whichever we see first tbh.""",
    E("draw", "draw", sp="ambiguous", sf="ambiguous", vc="yes"))

# 27 ambiguous postponement
add("sge_scf", "win", "away", ["forum", "vague", "british"],
    ["F:win", "S1", "P:ambiguous", "C1", "R1"],
    """Freiburg to win at Frankfurt (pinned)

Yes if SC Freiburg beat Eintracht Frankfurt, counting only the 90 minutes plus stoppage, on 23/01/2027. Otherwise No.

> what if it's postponed?
We'll give it a reasonable amount of time and then settle it however the mods think is fairest.

Cancelled and not rescheduled: No.
Source: official Bundesliga stats; consensus of credible reporting if they're not out within two hours.""",
    E("win", "SC Freiburg", tw="ambiguous", vc="no", vp="ambiguous"))

# 28 negated btts
add("sge_scf", "btts", "no", ["forum", "negation", "british", "syn:clean_sheet"],
    ["F:btts", "S1", "P1", "C2", "R1"],
    """"Not both teams to score", Frankfurt v Freiburg (pinned)

This is the flip side of the usual BTTS market. Yes if at least one team fails to score, i.e. someone keeps a clean sheet, over the 90 minutes plus stoppage. If both teams score, it's No.

Postponed? Open until played. Cancelled, no make-up game? 50-50.
Source: official Bundesliga statistics; credible media consensus if nothing official within 2 hours.""",
    E("btts", "no", vc="50-50"))

# 29 official only, no fallback
add("lil_ren", "win", "home", ["forum", "mod_note", "british", "date:day_month", "negation"],
    ["F:win", "S1", "P1", "C1", "R:official"],
    """Lille to win (pinned by mods)

LOSC Lille v Stade Rennais FC, 4 October 2026. Yes means Lille win in normal time (ninety minutes, stoppage included). Not a Lille win = No.

If it's postponed, it remains open until it is played. If it's cancelled outright and never replayed, No.

We settle only off Ligue 1's official match data. We do not use media reports for this one, even if the official data is slow.""",
    E("win", "LOSC Lille", sf=None, vc="no"))

# 30
add("lil_ren", "total", "under", ["forum", "faq", "british", "syn:two_or_fewer"],
    ["F:total", "S1", "P1", "C2", "R1"],
    """Under 2.5 goals, Lille v Rennes (pinned)

Yes if there are two goals or fewer in the match (90 + stoppage). Three or more = No.
> does a shootout goal count? There's no shootout in the league, and only regulation counts anyway.
> postponed? open until played.
> cancelled, no rearranged date? split evenly, 50-50.
Source: Ligue 1 official stats; credible-reporting consensus if they're not out within 2 hours.""",
    E("total", "under", line=2.5, vc="50-50"), line=2.5)

# 31
add("che_atm", "advance", "away", ["forum", "quote_reply", "british", "knockout", "syn:progress"],
    ["F:advance", "S6", "P1", "C2", "R1"],
    """Atlético to progress (pinned; R16 second leg at Stamford Bridge, 10 March 2027)

Yes if Atlético de Madrid progress to the quarter-finals at Chelsea FC's expense. Aggregate score, extra time and pens all count: whoever UEFA puts through.

> what if the second leg is postponed?
Open until played.
> cancelled with no replay?
50-50.

Source: official UEFA statistics; consensus of credible reporting if they're not published within 2 hours.""",
    E("advance", "Atlético de Madrid", scope="penalties", vc="50-50"))

# 32 ambiguous scope (no scope, knockout)
add("che_atm", "win", "home", ["forum", "vague", "british", "knockout"],
    ["F:win", "S:ambiguous", "P1", "C1", "R1"],
    """Chelsea to win the second leg (pinned)

Yes if Chelsea FC win against Atlético de Madrid at Stamford Bridge on 10 March 2027. Anything else is No.

Postponed: open until it's played, however long. Called off with no make-up date: No.
Source: UEFA's official statistics, or a consensus of credible reporting if UEFA has published nothing two hours after the end.""",
    E("win", "Chelsea FC", scope="ambiguous", vc="no"))

# 33
add("mia_clb", "win", "home", ["forum", "american", "american_spelling", "abandonment", "slang"],
    ["F:win", "S1", "P4", "C1", "R1", "R2", "AB"],
    """Inter Miami ML (pinned, US board)

Yes if Inter Miami CF take down Columbus Crew in regulation (90 + stoppage) on October 18, 2026. Tie or Crew win = No.

- Postponed and not rescheduled within 2 weeks: settles at the last fair market price as of the postponement announcement.
- Canceled: No.
- Abandoned and never completed: handled like a cancellation (No).
- Source: official MLS stats; consensus of credible reporting if none within 2 hours. Post-resolution score changes are ignored.""",
    E("win", "Inter Miami CF", tw=336, vc="no", va="no"))

# 34 away favourite spread
add("mia_clb", "spread", "away", ["forum", "american", "american_spelling", "syn:cover", "numerals"],
    ["F:spread", "S1", "P4", "C2", "R1"],
    """Columbus -1.5 (pinned, US board)

Yes if Columbus Crew cover, i.e. win by 2+ goals at Inter Miami CF, in regulation (90 min + stoppage). Crew by 1, a tie or a Miami W = No.

Postponement: if it isn't rescheduled within 14 days, it settles at the last fair market price as of the announcement.
Canceled with no make-up game: 50/50.
Source: official MLS stats; if not out within 2 hours, consensus of credible reporting.""",
    E("spread", "Columbus Crew", line=1.5, tw=336, vc="50-50"), line=1.5)

# 35
add("new_mun", "draw", None, ["forum", "american", "american_spelling", "abandonment", "syn:two_weeks"],
    ["F:draw", "S1", "P4", "C1", "R1", "AB"],
    """Newcastle/Man U tie market (pinned, US board)

Resolves Yes if Newcastle United FC and Manchester United FC are tied after regulation (90 minutes and stoppage; OT/PKs not counted). Otherwise No.

What happens if...
1. ...it's postponed and not rescheduled within two weeks? Settled at the last fair market price as of the time the postponement was announced.
2. ...it's canceled with no make-up? Treated as a tie, so Yes.
3. ...it's abandoned and not completed? Treated as canceled, so also Yes.

Source: official Premier League stats, with a credible-reporting consensus as fallback if nothing official within two hours.""",
    E("draw", "draw", tw=336, vc="yes", va="yes"))

# 36
add("dor_lev", "half", "home", ["forum", "quote_reply", "british", "syn:ahead_at_the_break"],
    ["F:half", "P1", "C2", "R1"],
    """Dortmund ahead at half-time (pinned)

Yes if Borussia Dortmund are ahead of Bayer 04 Leverkusen when the referee blows for half-time (first-half stoppage included). Level or Leverkusen ahead at the break = No.

> does it matter what happens after the break?
Nope, only the first half.

Postponed: open until played. Cancelled and never rearranged: 50-50.
Source: official Bundesliga stats; consensus of credible reporting if nothing within two hours.""",
    E("half", "Borussia Dortmund", scope=None, half="first", vc="50-50"))

# 37
add("bet_sev", "exact_score", "2-1", ["forum", "terse", "british", "fallback_score"],
    ["F:exact_score", "S1", "P1", "C3", "R1"],
    """correct score: Betis 2-1 Sevilla (pinned)
- yes only if it's exactly Real Betis Balompié 2, Sevilla FC 1 after the 90 + stoppage
- postponed: open till played
- cancelled for good: settled as a 0-0, which makes this a no
- source: LaLiga official stats, else credible media consensus after 2 hrs""",
    E("exact_score", "2-1", vc="no"))

# 38
add("olm_lyo", "draw", None, ["forum", "quote_reply", "later_clarification", "british", "syn:goalless"],
    ["F:draw", "S1", "P1", "C1", "R1"],
    """Marseille v Lyon draw (pinned)

Yes if Olympique de Marseille and Olympique Lyonnais are level after ninety minutes plus stoppage. Otherwise No.
Postponed: open until played.
Cancelled and not made up: counts as a draw, Yes.
Source: official Ligue 1 statistics; consensus of credible reporting if they haven't been published after 2 hours.

> so a 0-0 counts as a draw for this?
Mod: yes, goalless is still a draw.

> and 2-2 after 90 but someone scores in the 97th minute of stoppage?
Mod: stoppage time is part of it, so whatever the score is when the ref ends the game is what counts.""",
    E("draw", "draw", vc="yes"))

# 39
add("ars_tot", "total", "over", ["forum", "what_if_list", "british", "syn:four_or_more", "number_words"],
    ["F:total", "S1", "P1", "C2", "R1", "R2"],
    """Derby goals: over 3.5 (pinned)

Yes if four or more goals go in between Arsenal FC and Tottenham Hotspur FC across the ninety minutes plus stoppage. Three or fewer = No.

What if...
- postponed: open till played
- called off and never replayed: fifty-fifty
- the league corrects the score after we resolve: ignored

Source: official Premier League stats; consensus of credible reporting if nothing within two hours of the end.""",
    E("total", "over", line=3.5, vc="50-50"), line=3.5)

# 40 ambiguous abandonment
add("mex_kor", "draw", None, ["forum", "vague", "american", "abandonment"],
    ["F:draw", "S1", "P1", "C1", "R1", "AB:ambiguous"],
    """Mexico vs Korea Republic: draw (pinned)

Yes if it's a tie after 90 + stoppage. Any winner = No.
Postponed: open until played.
Canceled, no make-up: treated as a draw, Yes.
Source: official FIFA stats; consensus of credible reporting if nothing within two hours.

> what about if the game gets abandoned halfway?
Mod: we'd look at it on a case-by-case basis.""",
    E("draw", "draw", vc="yes", va="ambiguous"))


def build():
    out = []
    for n, (fx, family, side, styles, meanings, text, exp, line, stype) in enumerate(SPECS, 1):
        m = v1_market(fx, family, side, text, line=line, stype=stype)
        out.append(leg(f"z1-{n:03d}", "venue_one", fx, styles, meanings, m, exp))
    return out
