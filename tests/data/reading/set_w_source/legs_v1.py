"""venue_one legs of set (w): rule texts written in the voice of market creators.

Placeholders: {H} home (formal name), {A} away, {D} the date in the leg's `dfmt` format.
Each leg: fx (fixture key), fam, side (H / A / draw / over / under / yes), line, half,
dfmt, m (meanings: catalogue ids and the extra tokens described in make_set_w.derive),
x (expected overrides, for what the tokens do not fix), st (styles), src (put the
competition site in resolutionSource), q (question override), text.
"""

LEGS = [
    # 1
    dict(fx="ARS-CHE", fam="win", side="H", dfmt="us_long", src=True,
         m=["S1", "P1", "C1", "R1"],
         st=["first_person_singular", "bullets", "rhetorical_question", "syn:come_out_on_top", "syn:scrapped", "number_words", "aside_brackets"],
         text="Arsenal FC to beat Chelsea FC \u2014 {D}\n\n"
              "I'll settle this one Yes if Arsenal come out on top in their league game against Chelsea on {D} "
              "(the one currently on the fixture list, anyway). Draw or Chelsea win? That's a No.\n\n"
              "A few notes, since people always ask:\n"
              "- Only normal time matters: the 90 minutes plus whatever stoppage the ref tacks on.\n"
              "- Postponed? Then I'm just going to leave it open until the game actually gets played, no matter how long that takes.\n"
              "- If the fixture gets scrapped altogether and never rescheduled, it resolves No.\n\n"
              "I'm going by the official Premier League stats. If they haven't gone up within two hours of full time, "
              "I'll go with whatever the credible outlets agree on."),
    # 2
    dict(fx="ARS-CHE", fam="draw", side="draw", dfmt="uk_long", src=True,
         m=["S1", "P1", "C1", "R1", "R2"],
         st=["first_person_plural", "dashes", "aside_brackets", "syn:called_off", "syn:pushed_back", "number_words", "rhetorical_question"],
         text="Arsenal v Chelsea, {D}: does it finish level?\n\n"
              "We're going by the scoreline at the end of regulation \u2014 ninety minutes and stoppage, nothing after that "
              "(there's no extra time in a league game anyway, but just so it's written down). Level score = Yes. Anyone wins = No.\n\n"
              "If the match is called off for good (no replay date), we treat that the same as a draw, so Yes. If it's merely "
              "pushed back, the market sits open until the rearranged game is played.\n\n"
              "Source: the Premier League's own published stats; failing those within 2 hours of the whistle, a consensus of "
              "reputable reporting. Once resolved, later corrections to the score won't change anything."),
    # 3
    dict(fx="LIV-MCI", fam="win", side="A", dfmt="uk_ord", src=True,
         m=["S1", "P4", "C2", "R:official"],
         st=["first_person_singular", "rhetorical_question", "arrows", "number_words", "syn:fourteen_days", "british"],
         q="Will Manchester City FC win on 2026-10-25?",
         text="Will Manchester City FC win at Anfield? ({D})\n\n"
              "Okay so this is about the {H} vs {A} Premier League game on {D}. City win \u2192 Yes. Liverpool win or it's a "
              "draw \u2192 No. Simple enough, right?\n\n"
              "Scope: regular time only (90' + added time).\n\n"
              "Postponements \u2014 if the match isn't rescheduled within fourteen days, I'll resolve at the last fair market price, "
              "i.e. the price at the moment the postponement was announced. If it's rescheduled within that window, we just wait for it.\n\n"
              "Cancellation with no replay: 50/50, each side gets half.\n\n"
              "I'm only using premierleague.com for the result."),
    # 4
    dict(fx="LIV-MCI", fam="draw", side="draw", dfmt="uk_long", src=True,
         m=["S1", "P1", "C1", "R1", "AB"], x={"void_abandoned": "yes"},
         st=["first_person_singular", "rhetorical_question", "british_spelling", "syn:stalemate", "syn:all_square", "number_words"],
         text="{H} vs. {A} \u2014 stalemate?\n\n"
              "I'll resolve Yes if the game on {D} finishes all square after the regulation ninety minutes (stoppage time included, "
              "obviously). Any winner in that time and it's No.\n\n"
              "What happens if it's postponed? Nothing, really \u2014 the market just stays open until the match is eventually played.\n\n"
              "What if it's cancelled outright with no make-up date? Then it counts as a draw and this resolves Yes. An abandoned match "
              "that never gets finished is handled exactly like a cancellation.\n\n"
              "Result comes from the official statistics as recognised by the Premier League; if nothing official has been published "
              "2 hours after the end, I'll use the consensus of credible media."),
    # 5
    dict(fx="TOT-AVL", fam="win", side="H", dfmt="us_slash", src=True,
         m=["S1", "P1", "C1", "R1"],
         st=["edit_appended", "scope_in_edit", "us_date", "syn:beat", "terse"],
         text="Spurs to win vs Villa on {D}\n\n"
              "Resolves Yes if {H} beat {A} in the Premier League match on {D}, otherwise No.\n\n"
              "If it's postponed I'll keep it open until the match happens. If it's cancelled and never replayed, No.\n\n"
              "Results from the official league statistics, or \u2014 if those aren't out within two hours of the final whistle \u2014 "
              "a consensus of credible reporting.\n\n"
              "EDIT: a few people asked about time. Only the 90 minutes plus stoppage time counts here."),
    # 6
    dict(fx="TOT-AVL", fam="draw", side="draw", dfmt="iso", src=False,
         m=["S1", "P1", "C1"],
         st=["first_person_singular", "aside_brackets", "rhetorical_question", "update_appended", "source_silent", "negation"],
         text="{H} vs. {A} ends in a draw?\n\n"
              "Pretty straightforward one (I hope!). If the two sides are level when the ref blows for full time \u2014 regulation plus "
              "stoppage, no extras \u2014 I resolve Yes. If someone wins, No.\n\n"
              "Postponement: I won't resolve early, I'll wait for the rescheduled match however long that takes.\n\n"
              "Cancelled and not made up? Treated as a draw \u2192 Yes.\n\n"
              "Update: corrected the kick-off date in the title, it's {D}."),
    # 7
    dict(fx="NEW-EVE", fam="win", side="A", dfmt="uk_ord", src=True,
         m=["S1", "P1", "C1", "R1", "R2"],
         st=["first_person_singular", "aside_brackets", "rhetorical_question", "number_words", "syn:injury_time", "british"],
         q="Will Everton FC win on 2026-10-24?",
         text="Everton FC to win away at Newcastle ({D})\n\n"
              "I'm settling this Yes only if {A} beat {H} in their Premier League fixture on {D}. Newcastle winning, or a draw, "
              "means No \u2014 no partial credit.\n\n"
              "(Quick aside: the result I care about is the one after ninety minutes plus injury time. Extra time isn't a thing in "
              "the league, but if somehow it happened, it wouldn't count.)\n\n"
              "If the game gets postponed, the market stays open till it's actually played. If it's cancelled with no make-up fixture, "
              "Everton didn't win, so it's No.\n\n"
              "Where do I get the score? Official Premier League statistics first. If those still aren't published two hours after "
              "the match ends, I'll go with what credible reporting agrees on. And once this resolves, I won't revisit it for any "
              "later score corrections."),
    # 8
    dict(fx="NFO-WHU", fam="total", side="over", line=2.5, dfmt="us_long", src=True,
         m=["S1", "P1", "C2", "R1"],
         st=["first_person_singular", "arrows", "numerals", "aside_dash", "layout:lines"],
         text="Three or more goals in Forest v West Ham?\n\n"
              "This is an over/under on total goals, line 2.5. I'll resolve Yes if the combined score of {H} and {A} at the end of "
              "regulation (90 min + stoppage) on {D} is 3 goals or more, No if it's 2 or fewer.\n\n"
              "Postponed \u2192 stays open until they play it.\n"
              "Cancelled for good \u2192 50-50, since there's no fair way to call an over/under on a match that never happened.\n\n"
              "Score from official league stats; consensus of credible sources if the official numbers aren't out within 2 hours."),
    # 9
    dict(fx="NFO-WHU", fam="btts", side="yes", dfmt="uk_long", src=True,
         m=["S1", "P1", "C2", "R1", "AB"], x={"void_abandoned": "50-50"},
         st=["first_person_plural", "aside_brackets", "number_words", "syn:find_the_net", "british"],
         text="Both teams to score \u2014 {H} vs. {A}, {D}\n\n"
              "We resolve Yes if both Forest and West Ham find the net at least once during regular time (ninety minutes plus "
              "stoppage). If either side (or both) fails to score, it's No. Own goals count for whichever team they're credited to.\n\n"
              "If the match is postponed we'll wait for the rearranged fixture. If it's cancelled and not rescheduled, the market "
              "splits 50/50. Same goes for a match that's abandoned and never finished: 50/50.\n\n"
              "We're going by the official Premier League match data, or a consensus of credible reports if that's not available "
              "within two hours of the end."),
    # 10
    dict(fx="RMA-SEV", fam="win", side="H", dfmt="uk_slash", src=True,
         m=["S1", "P1", "C1", "R1"],
         st=["terse", "lowercase", "dashes", "yes_no_definitions", "numerals", "abbrev:hrs", "negation"],
         text="{H} v {A} | {D} | Real Madrid win?\n\n"
              "yes = Real Madrid beat Sevilla in the La Liga match on {D}\n"
              "no = draw, or Sevilla win\n\n"
              "notes (read these before trading pls):\n"
              "\u2014 90 mins + stoppage only. No extra time, no pens.\n"
              "\u2014 if the match is postponed, I'll just leave this open until it's played, whenever that is\n"
              "\u2014 cancelled and not made up \u2192 No\n"
              "\u2014 source is LaLiga's official stats (laliga.com). If nothing's been published there within 2 hrs of the final "
              "whistle, I'll use a consensus of credible reporting instead."),
    # 11
    dict(fx="RMA-SEV", fam="draw", side="draw", dfmt="us_long", src=True,
         m=["S1", "P4", "C1", "R1"],
         st=["first_person_singular", "rhetorical_question", "number_words", "syn:two_weeks", "aside_brackets"],
         text="Will {H} vs. {A} end in a draw?\n\n"
              "I'm resolving this on the score after regulation time \u2014 the ninety minutes and stoppage, not a second more. "
              "Level \u2192 Yes; otherwise \u2192 No.\n\n"
              "Now, postponement. I don't want to leave money locked up forever, so: if the match isn't rescheduled within two weeks, "
              "I'll settle at the last fair price the market showed when the postponement was announced. Rescheduled within the two "
              "weeks? Then we wait for it as normal.\n\n"
              "Cancelled entirely, with no replacement game: resolves Yes (it's treated as a draw).\n\n"
              "Official LaLiga stats are the source, with credible-reporting consensus as the backup if the official ones are more "
              "than two hours late."),
    # 12
    dict(fx="ATH-VCF", fam="win", side="A", dfmt="us_long", src=True,
         m=["S1", "P1", "C1", "R:official"],
         st=["first_person_singular", "rhetorical_question", "american_spelling", "syn:defeat", "condition_after_outcome"],
         q="Will Valencia CF win on 2026-11-07?",
         text="Valencia CF to win at San Mam\u00e9s ({D})\n\n"
              "Yes if {A} defeat {H} in their La Liga game on {D}; No for any other result (a draw included). Only the regulation "
              "90 minutes plus added time counts.\n\n"
              "Why does a cancellation resolve No? Because Valencia didn't win \u2014 if the game is canceled and never made up, that's "
              "a No. Postponed games are different: the market stays open till the game's been played.\n\n"
              "I'll read the score off laliga.com and nothing else."),
    # 13
    dict(fx="BMU-BVB", fam="win", side="H", dfmt="dotted", src=True,
         m=["S1", "P1", "C1", "R1"],
         st=["first_person_plural", "update_appended", "source_in_update", "dotted_date"],
         text="Der Klassiker: {H} to beat {A}?\n\n"
              "This resolves Yes if Bayern win the Bundesliga match against Dortmund on {D}, and No if Dortmund win or it's a draw. "
              "We only look at normal time (90 minutes + stoppage).\n\n"
              "If the game gets postponed, we keep the market open until it's played. If it's cancelled and there's no make-up game, "
              "we resolve it No.\n\n"
              "Update: someone asked which site I'm using. Official Bundesliga statistics. If those aren't published within two hours "
              "after the game, I'll fall back on a consensus of credible reporting."),
    # 14
    dict(fx="BMU-BVB", fam="draw", side="draw", dfmt="uk_long", src=True,
         m=["S1", "P1", "C1", "R1", "AB"], x={"void_abandoned": "yes"},
         st=["one_paragraph", "dashes", "rhetorical_question", "number_words", "syn:tied", "first_person_singular"],
         text="Bayern vs Dortmund finishing level \u2014 that's what this market is about. If {H} and {A} are tied once the regulation "
              "ninety minutes and any stoppage time are done on {D}, I'll resolve Yes; a win for either side is a No. Postponed? It "
              "stays open \u2014 however long it takes \u2014 until the game is played. Called off for good, no make-up game? We count that as a "
              "draw, so Yes. Abandoned partway and never completed? Same treatment as a cancellation. The result comes from official "
              "Bundesliga statistics, or, if those are still missing two hours after the final whistle, from a consensus of credible "
              "reporting."),
    # 15
    dict(fx="RBL-SGE", fam="spread", side="H", line=1.5, dfmt="uk_long", src=True,
         m=["S1", "P1", "C2", "R1"],
         st=["first_person_singular", "arrows", "number_words", "numerals", "terse"],
         text="RB Leipzig -1.5 vs Eintracht Frankfurt\n\n"
              "I'll resolve Yes if {H} beat {A} by two or more goals in regulation time (90' + stoppage) on {D}. A one-goal Leipzig "
              "win, a draw, or a Frankfurt win = No.\n\n"
              "Postponed \u2192 wait until it's played. Cancelled and not rescheduled \u2192 50-50.\n\n"
              "Score: official Bundesliga data, with a consensus of credible reporting as the fallback if the official figures are "
              "not out within 2 hours."),
    # 16
    dict(fx="JUV-MIL", fam="win", side="A", dfmt="iso", src=True,
         m=["S1", "P1", "C1", "R1", "R2"],
         st=["edit_appended", "edit_overrides", "first_person_singular", "number_words", "layout:lines"],
         q="Will AC Milan win on 2026-11-08?",
         text="Will AC Milan win on {D}?\n\n"
              "This is {H} vs {A} in Serie A, scheduled for {D}. I'll resolve Yes if Milan win it inside the regulation ninety "
              "minutes plus stoppage, and No otherwise.\n\n"
              "If it's postponed: stays open until played.\n"
              "If it's cancelled and never made up: resolves 50-50.\n\n"
              "Source: official Serie A stats; if they're not up 2 hours after the end, credible-reporting consensus. Later score "
              "revisions after I resolve won't be considered.\n\n"
              "EDIT (day after listing): I got the cancellation line wrong above. For this market a cancellation with no make-up fixture "
              "resolves No, not 50-50. Sorry for the confusion."),
    # 17
    dict(fx="JUV-MIL", fam="half", side="H", half="first", dfmt="uk_long", src=True,
         m=["P1", "C2", "R1"],
         st=["first_person_singular", "numerals", "syn:at_the_break", "negation"],
         q="Will Juventus FC lead at half-time on 2026-11-08?",
         text="{H} winning at the break? ({D})\n\n"
              "This market is only about the first half. If Juventus are ahead of {A} when the referee blows for half-time (first "
              "45 minutes plus any first-half stoppage), it resolves Yes. Level or Milan ahead at the break \u2192 No. What happens in "
              "the second half doesn't matter at all.\n\n"
              "If the game is postponed, I keep it open until it's played. If it never gets played, 50-50.\n\n"
              "I'll use the official Serie A match report, or credible reporting consensus if that isn't out within two hours."),
    # 18
    dict(fx="NAP-ROM", fam="win", side="H", dfmt="uk_long", src=True,
         m=["S1", "P:72h", "C1", "R1"], x={"timing_window": 72, "void_postponed_long": "50-50"},
         st=["first_person_singular", "aside_brackets", "numerals", "custom_window", "number_words"],
         text="Napoli to beat Roma \u2014 {D}\n\n"
              "Yes if {H} beat {A} in Serie A on {D}, based on the score after 90 minutes and stoppage. Anything else, No.\n\n"
              "I'm a bit stricter than usual on delays (I don't want this sitting around for weeks): if the match doesn't kick off "
              "within 72 hours of its original start time, I'll resolve the market 50-50. Cancelled with no replacement game \u2192 No.\n\n"
              "Official Serie A stats, or consensus of credible reporting if those aren't published within two hours."),
    # 19
    dict(fx="BOL-ATA", fam="draw", side="draw", dfmt="weekday_uk", src=True,
         m=["S1", "P1", "C1", "R1"],
         st=["first_person_singular", "rhetorical_question", "number_words", "weekday_date"],
         text="{H} vs. {A} \u2014 draw?\n\n"
              "Draw market for the Serie A game on {D}. Is the score level at the end of regulation (ninety minutes plus stoppage)? "
              "Then Yes. Is it not? Then No.\n\n"
              "Postponement doesn't close anything: I'll wait for the rearranged date. Cancelled outright (no make-up match) \u2192 the "
              "draw leg wins, so Yes.\n\n"
              "Official Serie A statistics decide it; if they're not out within two hours, a consensus of credible reporting does."),
    # 20
    dict(fx="PSG-OM", fam="win", side="H", dfmt="uk_long", src=True,
         m=["S1", "P1", "C1", "R1"],
         st=["first_person_singular", "aside_brackets", "update_appended", "number_words"],
         text="Le Classique: {H} to win ({D})\n\n"
              "I'll settle Yes if PSG beat {A} in their Ligue 1 meeting on {D} (kick-off 20:45 Paris time \u2014 see update). "
              "If Marseille win, or it's a draw, No.\n\n"
              "Only the ninety minutes plus stoppage count. (Yes, I know \u2014 there's never extra time in Ligue 1. Just being "
              "thorough.)\n\n"
              "Postponed: stays open until played. Cancelled, no make-up game: No.\n\n"
              "Official Ligue 1 statistics; consensus of credible reporting if those haven't come out within two hours of the end.\n\n"
              "Update: the date in the question is the US calendar date; the kick-off itself doesn't change anything about how this "
              "resolves."),
    # 21
    dict(fx="OL-LIL", fam="win", side="A", dfmt="us_ord", src=False,
         m=["S1", "P1", "C1", "R:provider+consensus"], x={"source_primary": "provider", "source_fallback": "consensus"},
         st=["first_person_singular", "layout:lines", "named_provider", "arrows", "heads_up"],
         q="Will LOSC Lille win on 2026-12-06?",
         text="Will {A} win on {D}?\n\n"
              "This one's the {H} vs {A} Ligue 1 game on {D}. Lille win \u2192 Yes; draw or Lyon win \u2192 No. Regulation time only "
              "(90 + stoppage).\n\n"
              "Postponed matches: the market stays open until played.\n"
              "Cancelled (never made up): No.\n\n"
              "Heads up, I'm not using the league site for this one \u2014 I'm going by ESPN's final score. If ESPN has nothing up within "
              "two hours of full time, I'll use a consensus of credible reporting."),
    # 22
    dict(fx="ASM-NIC", fam="draw", side="draw", dfmt="uk_long", src=False,
         m=["S1", "P1", "C1", "AB"], x={"void_abandoned": "50-50"},
         st=["first_person_singular", "terse", "arrows", "source_silent", "abandonment_differs"],
         text="{H} vs. {A}, {D}: draw?\n\n"
              "Yes if it's level after regulation (90 mins plus stoppage); No if either team wins.\n\n"
              "Postponed \u2192 stays open until played. Cancelled with no make-up \u2192 counts as a draw, Yes.\n\n"
              "Abandoned games are a different story \u2014 if the ref abandons it and it's never finished, I'll resolve it 50-50 "
              "rather than guess."),
    # 23
    dict(fx="LA-SEA", fam="win", side="H", dfmt="us_abbr", src=True,
         m=["S1", "P1", "C1", "R1"],
         st=["first_person_singular", "american_spelling", "syn:tie", "us_date"],
         text="LA Galaxy over Seattle? ({D})\n\n"
              "I'll resolve Yes if the {H} beat the {A} in their MLS regular-season game on {D}. A tie or a Seattle win \u2192 No. "
              "We're only counting regulation \u2014 90 minutes plus stoppage time.\n\n"
              "If the game is postponed, I'll keep this open until it's played. If it's canceled and never made up, it resolves No.\n\n"
              "Source: official MLS stats, or a consensus of credible reporting if the official stats aren't up within two hours of "
              "the final whistle."),
    # 24
    dict(fx="MIA-CLB", fam="draw", side="draw", dfmt="us_long", src=True,
         m=["S1", "P4", "C1", "R1"],
         st=["american_spelling", "syn:tie", "numerals", "syn:14_days", "dashes"],
         text="{H} vs. {A} ends in a tie?\n\n"
              "If it's tied after ninety minutes plus stoppage time on {D}, Yes. Otherwise No.\n\n"
              "Postponements: if MLS doesn't reschedule within 14 days, I'll resolve at the last fair market price, taken at the "
              "moment the postponement was announced. If it is rescheduled inside 14 days, the market just waits.\n\n"
              "If the game is canceled outright (no make-up), it resolves Yes \u2014 a canceled match is treated like a tie.\n\n"
              "Official MLS statistics; credible-reporting consensus if they aren't published within 2 hours."),
    # 25
    dict(fx="ARS-RMA", fam="advance", side="H", dfmt="uk_long", src=True,
         m=["S6", "P1", "R:official"],
         st=["first_person_singular", "dashes", "cancellation_silent", "syn:go_through", "syn:knock_out"],
         q="Will Arsenal FC advance to the quarter-finals?",
         text="Arsenal FC to knock out Real Madrid CF?\n\n"
              "This one's about the whole Champions League round-of-16 tie, not just the second leg on {D}. I'll resolve Yes if "
              "Arsenal go through to the quarter-finals \u2014 however it happens: on aggregate after 90 minutes, in extra time, or on "
              "penalties. If Real Madrid go through, No.\n\n"
              "If the second leg gets postponed, the market stays open until it's played.\n\n"
              "I'll go by UEFA's official site for who qualified."),
    # 26
    dict(fx="ARS-RMA", fam="win", side="H", dfmt="uk_long", src=True,
         m=["S1", "P1", "C1", "R1"],
         st=["caps_emphasis", "negation", "knockout_regulation", "number_words"],
         q="Will Arsenal FC win on 2027-03-16?",
         text="Arsenal FC to win the second leg vs Real Madrid CF in 90 minutes ({D})\n\n"
              "Careful \u2014 this is NOT the qualification market. It's only about the second-leg match itself, and only regulation "
              "time: the ninety minutes plus stoppage. If it goes to extra time, what happens in extra time (or the shoot-out) is "
              "ignored. Arsenal ahead at the end of normal time \u2192 Yes. Level or Real Madrid ahead \u2192 No.\n\n"
              "Postponed: open until played. Cancelled with no make-up: No.\n\n"
              "Source: official UEFA statistics, falling back to a consensus of credible reporting if UEFA hasn't published within "
              "two hours."),
    # 27  ambiguous scope
    dict(fx="BMU-PSG", fam="win", side="A", dfmt="iso", src=True,
         m=["S:ambiguous", "P1", "C1", "R1"], x={"scope": "ambiguous"},
         st=["terse", "knockout_no_scope", "arrows"],
         q="Will Paris Saint-Germain FC win on 2027-04-14?",
         text="Will {A} win on {D}?\n\n"
              "Quarter-final second leg, {H} vs {A}. I'll resolve Yes if PSG win the match, No if they don't.\n\n"
              "Postponed \u2192 I'll leave it open until played. Cancelled and never replayed \u2192 No.\n\n"
              "Result from UEFA's official stats; a consensus of credible reporting if those aren't out within two hours."),
    # 28
    dict(fx="BMU-PSG", fam="advance", side="A", dfmt="uk_long", src=True,
         m=["S6", "P1", "C2", "R1"],
         st=["first_person_singular", "aside_brackets", "syn:qualify", "syn:shoot_out", "numerals"],
         q="Will Paris Saint-Germain FC reach the semi-finals?",
         text="Does Paris Saint-Germain FC reach the semi-finals?\n\n"
              "The quarter-final tie against {H} finishes with the second leg on {D}. Yes if PSG qualify \u2014 extra time and a "
              "penalty shoot-out both count, since the only thing that matters is who goes through. No if Bayern go through.\n\n"
              "If the second leg is postponed I'll wait for it. If it's cancelled and no replay happens, 50-50 (I'm not going to "
              "guess who UEFA would have sent through).\n\n"
              "Sources: UEFA official; consensus of credible reporting if UEFA's hasn't posted within 2 hours."),
    # 29
    dict(fx="LIV-INT", fam="win", side="H", dfmt="uk_long", src=True,
         m=["S5", "P1", "C1", "R1"],
         st=["caps_emphasis", "first_person_singular", "extra_time_counts", "numerals", "negation"],
         q="Will Liverpool FC win on 2027-03-17 (incl. extra time)?",
         text="Liverpool FC to beat Inter \u2014 extra time included ({D})\n\n"
              "Read carefully: this resolves on the match result INCLUDING extra time, if the second leg goes that far. So: Liverpool "
              "ahead after 90 minutes \u2192 Yes. Level after 90 and Liverpool ahead after the 30 minutes of extra time \u2192 also Yes. "
              "Still level after extra time \u2192 No, because a shoot-out doesn't count as winning the match for this market (penalty "
              "kicks aren't goals here). Inter winning it \u2192 No.\n\n"
              "Postponed \u2192 open until played. Cancelled outright \u2192 No.\n\n"
              "Official UEFA stats, or a consensus of credible reporting if those aren't up within two hours."),
    # 30
    dict(fx="LIV-INT", fam="advance", side="A", dfmt="uk_long", src=True,
         m=["S6", "P4", "R1"],
         st=["two_way", "syn:progress", "syn:fortnight", "cancellation_silent", "british"],
         q="Will FC Internazionale Milano advance to the quarter-finals?",
         text="FC Internazionale Milano to progress past Liverpool FC?\n\n"
              "Two-way market on the Champions League tie (second leg {D}). Inter progress \u2192 Yes; Liverpool progress \u2192 No. It's "
              "decided however the tie is decided, so aggregate score, extra time, penalties: all of it counts.\n\n"
              "If the second leg is postponed and isn't rescheduled within a fortnight, I'll settle at the last fair price, meaning "
              "the market price at the moment the postponement was announced.\n\n"
              "Official UEFA data; consensus of credible reporting as the fallback if UEFA hasn't published within two hours of the "
              "final whistle."),
    # 31
    dict(fx="MEX-KOR", fam="win", side="H", dfmt="us_long", src=True,
         m=["S1", "P1", "C1", "R1", "R2"],
         st=["first_person_singular", "nickname", "number_words", "american"],
         text="El Tri to beat Korea Republic? ({D})\n\n"
              "Yes if {H} beat {A} in their World Cup group-stage game on {D}. Draw or Korea win: No. Group games don't have extra "
              "time, but for the record, only the ninety minutes plus stoppage count.\n\n"
              "If the game is postponed, the market waits for it. If it's cancelled with no make-up, No.\n\n"
              "I'm going by FIFA's official match stats. If FIFA hasn't published within two hours, I'll use a consensus of "
              "credible reporting. Any revision to the result after I've resolved won't change the resolution."),
    # 32
    dict(fx="MEX-KOR", fam="draw", side="draw", dfmt="us_ord", src=True,
         m=["S1", "P1", "C1", "R:official"],
         st=["edit_appended", "source_in_edit", "layout:lines", "rhetorical_question"],
         text="{H} vs. {A} \u2014 draw? ({D})\n\n"
              "The way I'm settling this: look at the score once the regular 90 minutes and stoppage time are up. If it's level, "
              "Yes. If it isn't, No. Simple.\n\n"
              "Postponed? Market stays open until they play.\n"
              "Cancelled with no make-up? Counts as a draw \u2192 Yes.\n\n"
              "EDIT: forgot to say where I'm getting the result \u2014 FIFA's official website, nothing else."),
    # 33
    dict(fx="BRA-CIV", fam="win", side="A", dfmt="us_long", src=True,
         m=["S1", "P1", "C1", "R1", "AB"], x={"void_abandoned": "no"},
         st=["first_person_singular", "syn:shock", "labels_colon", "abandonment_as_cancellation"],
         q="Will Côte d'Ivoire win on 2026-06-20?",
         text="C\u00f4te d'Ivoire to shock Brazil? ({D})\n\n"
              "Resolves Yes if {A} beat {H} in the group-stage match on {D}. Anything else (draw included) \u2192 No. Regulation "
              "only: 90 minutes plus added time.\n\n"
              "Postponement: open until played. Cancellation (no make-up game): No. Abandonment: if the game is abandoned and never "
              "completed, I'll handle it like a cancellation.\n\n"
              "Scores from FIFA's official statistics, or from a consensus of credible reporting if FIFA hasn't published them "
              "within two hours."),
    # 34
    dict(fx="ARG-GER", fam="advance", side="H", dfmt="us_long", src=True,
         m=["S6", "P1", "R:official"],
         st=["two_way", "rhetorical_question", "cancellation_silent", "terse_source"],
         q="Will Argentina advance to the quarter-finals?",
         text="Argentina or Germany \u2014 who goes through? (Argentina = Yes)\n\n"
              "Round of 16 tie on {D}. This is a two-way market: Yes if Argentina advance, No if Germany advance. Extra time and "
              "penalties count \u2014 whoever FIFA lists as progressing is who wins this.\n\n"
              "Postponed \u2192 stays open until played.\n\n"
              "Source: FIFA official."),
    # 35  ambiguous cancellation
    dict(fx="ARG-GER", fam="win", side="A", dfmt="us_long", src=True,
         m=["S1", "P1", "C:ambiguous", "R1"], x={"void_cancelled": "ambiguous"},
         st=["caps_emphasis", "negation", "first_person_singular", "hedged"],
         q="Will Germany win on 2026-07-05?",
         text="Germany to win in regulation vs Argentina ({D})\n\n"
              "This is only about the 90 minutes (plus stoppage). Extra time does NOT count, penalties do NOT count. Germany ahead at "
              "the end of regular time \u2192 Yes; level or Argentina ahead \u2192 No.\n\n"
              "Postponed: I'll keep it open until it's played.\n\n"
              "Cancelled? Honestly that seems really unlikely for a World Cup knockout game, and I haven't decided \u2014 I'll settle it "
              "in whatever way seems fairest at the time.\n\n"
              "Result from FIFA's official stats; consensus of credible reporting if they're late by more than two hours."),
    # 36  ambiguous postponement
    dict(fx="BHA-FUL", fam="win", side="H", dfmt="uk_long", src=True,
         m=["S1", "P:ambiguous", "C1", "R1"], x={"timing_window": "ambiguous", "void_postponed_long": "ambiguous"},
         st=["first_person_singular", "hedged", "number_words"],
         text="{H} to beat {A} \u2014 {D}\n\n"
              "Yes if Brighton win the Premier League game on {D} in normal time (ninety plus stoppage), No otherwise.\n\n"
              "If it's postponed, I'll keep it open for a while, and if it drags on too long I'll work out something sensible. If "
              "it's scrapped and never made up, No.\n\n"
              "Official Premier League statistics, or credible-reporting consensus if those are over two hours late."),
    # 37  ambiguous source
    dict(fx="BHA-FUL", fam="draw", side="draw", dfmt="uk_long", src=False,
         m=["S1", "P1", "C1", "R:ambiguous"], x={"source_primary": "ambiguous", "source_fallback": "ambiguous"},
         st=["first_person_singular", "arrows", "syn:all_square", "unordered_sources"],
         text="{H} vs. {A} \u2014 all square at full time?\n\n"
              "Yes if it's level after the regulation ninety minutes and stoppage; No if either side wins.\n\n"
              "Postponed \u2192 open until played; cancelled with no make-up \u2192 treated as a draw, so Yes.\n\n"
              "For the score I'll look at premierleague.com or BBC Sport, whichever I get to first."),
    # 38  ambiguous abandonment
    dict(fx="BAR-ATM", fam="win", side="H", dfmt="uk_long", src=True,
         m=["S1", "P1", "C1", "R1", "AB:ambiguous"], x={"void_abandoned": "ambiguous"},
         st=["update_appended", "first_person_singular", "hedged", "nickname"],
         text="{H} to beat {A} ({D})\n\n"
              "I'll settle Yes if Bar\u00e7a win the La Liga match on {D}; No on a draw or an Atl\u00e9tico win. Only regulation counts: "
              "90 minutes plus stoppage.\n\n"
              "Postponed: stays open until played. Cancelled, no make-up: No.\n\n"
              "Official LaLiga stats, falling back to a consensus of credible reporting if nothing official appears within two hours.\n\n"
              "Update: people keep asking what happens if the match is abandoned halfway. Honestly, it depends on what LaLiga decides "
              "to do with it, so I'll decide then."),
    # 39
    dict(fx="BAR-ATM", fam="total", side="under", line=2.5, dfmt="uk_long", src=True,
         m=["S1", "P4", "C2", "R1"],
         st=["number_words", "numerals", "syn:14_days", "terse"],
         text="Under 2.5 goals: {H} vs. {A}\n\n"
              "Yes if the match on {D} produces two goals or fewer in total across regulation time (ninety minutes plus stoppage); "
              "No if there are three or more.\n\n"
              "Postponed and not rescheduled within 14 days \u2192 resolved at the last fair price as of when the postponement was "
              "announced. Cancelled with no make-up \u2192 50-50.\n\n"
              "Official LaLiga data; consensus of credible reporting if it isn't out within two hours."),
    # 40
    dict(fx="NEW-EVE", fam="half", side="draw", half="first", dfmt="uk_long", src=True,
         m=["P1", "C2", "R1"],
         st=["first_person_singular", "syn:half_time_whistle", "aside_brackets", "british"],
         q="Will Newcastle United FC vs. Everton FC be level at half-time?",
         text="Half-time draw? {H} vs. {A}\n\n"
              "Only the first half matters here. If Newcastle and Everton are level when the half-time whistle goes on {D} (stoppage "
              "at the end of the first half included), Yes. If either is ahead at the break, No.\n\n"
              "Postponed: wait until played. Cancelled with no make-up: 50-50.\n\n"
              "Source: official Premier League stats, or credible-reporting consensus if they're over two hours late."),
]
