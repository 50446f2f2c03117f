"""venue_one legs of set (am): each description is a redlined rules draft with tracked changes.

Reading convention used for labels (see README): the rule in force is the text with every
accepted change applied. Struck text (~~...~~, [deleted: ...], <del>...</del>) is gone and
its replacement is in force when the draft says the changes were accepted, or when the
change carries no mark at all (a plain strikethrough is a deletion). A change marked
(rejected) leaves the old text in force. A change marked pending / not agreed / under review
leaves the field unreadable (`ambiguous`). Reviewers' [Comment ...] notes are questions or
remarks, never rules.
"""
from common import exp, v1_leg, v1_market

EPL = "https://www.premierleague.com/"
LALIGA = "https://www.laliga.com/"
BUNDES = "https://www.bundesliga.com/"
SERIEA = "https://www.legaseriea.it/"
LIGUE1 = "https://www.ligue1.com/"
MLS = "https://www.mlssoccer.com/"
UEFA = "https://www.uefa.com/uefachampionsleague/"
FIFA = "https://www.fifa.com/"


def legs():
    out = []

    # 1. EPL win, markdown strikethrough, header says all accepted.
    out.append(v1_leg(
        1, styles=["redline:strike", "header:all_accepted", "british_spelling", "date:d_month_yyyy",
                   "number_words", "syn:pushed_back", "syn:scrapped"],
        meanings=["F:win", "S1", "P1", "C1", "R1"],
        home="Arsenal FC", away="Tottenham Hotspur FC", competition="epl",
        market=v1_market(
            "5120341", question="Will Arsenal FC win on 2027-03-13?", slug="epl-ars-tot-2027-03-13-ars",
            title="Arsenal FC", smt="moneyline", line=None, source_url=EPL,
            event_title="Arsenal FC vs. Tottenham Hotspur FC", start="2027-03-13 17:30:00+00",
            description=(
                "REDLINE v3 - Arsenal FC vs. Tottenham Hotspur FC (win market). Tracked changes are "
                "left visible; every change below was accepted at sign-off unless it is marked otherwise.\n\n"
                "This market pays \"Yes\" if Arsenal FC ~~finishes ahead over the full match~~ beats "
                "Tottenham Hotspur FC in their Premier League fixture set for 13 March 2027, judged on the "
                "first ninety minutes plus whatever stoppage time the officials add. A Tottenham win or a "
                "level score means \"No\".\n\n"
                "~~If the fixture is pushed back, this market resolves No.~~ If kick-off is pushed back, "
                "the market remains live and waits for the rearranged fixture, with no deadline.\n\n"
                "Should the game be scrapped altogether, with no replacement fixture, the market "
                "resolves \"No\".\n\n"
                "Settlement relies on the Premier League's official match statistics. If those are still "
                "missing ~~one hour~~ two hours after the final whistle, the resolver may instead go by what "
                "reputable outlets broadly agree on."
            )),
        expected=exp("win", "Arsenal FC", cancelled="no")))

    # 2. La Liga draw, [deleted:]/[inserted:] markers, all accepted; abandonment only in a comment.
    out.append(v1_leg(
        2, styles=["redline:bracket_markers", "header:all_accepted", "date:dd/mm/yyyy", "number_words",
                   "comment:question", "treated_as_draw"],
        meanings=["F:draw", "S1", "P1", "C1", "R1"],
        home="Real Madrid CF", away="FC Barcelona", competition="laliga",
        market=v1_market(
            "5120388", question="Will Real Madrid CF vs. FC Barcelona end in a draw?",
            slug="lal-rea-bar-2027-04-04-draw", title="Draw (Real Madrid CF vs. FC Barcelona)",
            smt="moneyline", line=None, source_url=LALIGA,
            event_title="Real Madrid CF vs. FC Barcelona", start="2027-04-04 19:00:00+00",
            description=(
                "Draft 2 (legal mark-up; the bracketed markers show edits, all of them accepted)\n\n"
                "Resolves \"Yes\" when Real Madrid CF and FC Barcelona are level [deleted: after extra time] "
                "[inserted: once the regulation ninety minutes plus added time have been played] in the "
                "LaLiga match of 04/04/2027 (DD/MM/YYYY). Any other scoreline resolves \"No\".\n\n"
                "Postponement: [deleted: the market closes and resolves 50-50] [inserted: the market stays "
                "live until the match is actually played, whenever that is].\n\n"
                "Cancellation with no rescheduled date: [deleted: resolves 50-50] [inserted: resolves "
                "\"Yes\", exactly as if the game had finished level].\n\n"
                "Source: LaLiga's official match data[inserted: ; if that is not out within 2 hours of the "
                "final whistle, a consensus of reliable media reports].\n\n"
                "[Comment from compliance: shall we say something about abandoned games? Parking it for v3.]"
            )),
        expected=exp("draw", "draw", cancelled="yes")))

    # 3. Bundesliga win, HTML <del>/<ins>; P1 replaced by P4; R2 inserted.
    out.append(v1_leg(
        3, styles=["redline:html", "date:month_d_yyyy", "numerals", "number_words", "syn:called_off"],
        meanings=["F:win", "S1", "P4", "C1", "R1", "R2"],
        home="FC Bayern München", away="Borussia Dortmund", competition="bundesliga",
        market=v1_market(
            "5120412", question="Will FC Bayern München win on 2027-03-20?",
            slug="bun-bay-dor-2027-03-20-bay", title="FC Bayern München", smt="moneyline", line=None,
            source_url=BUNDES, event_title="FC Bayern München vs. Borussia Dortmund",
            start="2027-03-20 17:30:00+00",
            description=(
                "Resolution (redline, HTML export; all changes accepted by legal)\n\n"
                "Resolves to Yes if FC Bayern München <del>draws or wins</del><ins>wins</ins> its Bundesliga "
                "home game against Borussia Dortmund on March 20, 2027. Only <del>the final whistle after any "
                "extra period</del><ins>regulation time, i.e. 90 minutes plus stoppage,</ins> is considered. "
                "Otherwise No.\n\n"
                "<del>A postponed game keeps this market open until it is played.</del><ins>If the game is "
                "postponed and has not been rescheduled within 14 days, the market resolves at the last fair "
                "market price as it stood when the postponement was announced.</ins>\n\n"
                "If the game is called off for good with no make-up date, the market resolves No.\n\n"
                "Resolution uses official Bundesliga statistics<ins>; where these have not been published two "
                "hours after play ends, a consensus of credible media reports is used</ins>. <ins>Corrections "
                "to the official score made after resolution are disregarded.</ins>"
            )),
        expected=exp("win", "FC Bayern München", window=336, cancelled="no", postponed="last_price")))

    # 4. Serie A away win, "was / now" lines: 48 -> 72 hours, cancellation No -> fair price.
    out.append(v1_leg(
        4, styles=["redline:was_now", "date:d_month_yyyy", "numerals", "headings", "result_first"],
        meanings=["F:win", "S1", "P:72h_fair_price", "C4", "R1"],
        home="Juventus FC", away="AC Milan", competition="seriea",
        market=v1_market(
            "5120467", question="Will AC Milan win on 2027-04-11?", slug="sea-juv-mil-2027-04-11-mil",
            title="AC Milan", smt="moneyline", line=None, source_url=SERIEA,
            event_title="Juventus FC vs. AC Milan", start="2027-04-11 18:45:00+00",
            description=(
                "Settlement terms - redline against the previous version (changes accepted on 2 Apr 2027)\n\n"
                "If AC Milan defeats Juventus FC in the Serie A game scheduled for 11 April 2027, this market "
                "resolves Yes; a Juventus win or a draw resolves it No. Only the regular 90 minutes and "
                "stoppage time matter.\n\n"
                "Rescheduling window\n"
                "was: 48 hours\n"
                "now: 72 hours\n"
                "If the game does not kick off within the window above, measured from the original start "
                "time, the market is settled at a fair price set by the operator.\n\n"
                "Cancellation\n"
                "was: resolves No\n"
                "now: settled at a fair price, the same as a long postponement\n\n"
                "Data: official Lega Serie A match records; failing their publication within 2 hours, a "
                "consensus of credible outlets."
            )),
        expected=exp("win", "AC Milan", window=72, cancelled="fair_price", postponed="fair_price")))

    # 5. Ligue 1 win, margin comments that are questions only.
    out.append(v1_leg(
        5, styles=["comment:question", "date:weekday_d_month_yyyy", "number_words", "british_spelling",
                   "syn:tie"],
        meanings=["F:win", "S1", "P1", "C1", "R1"],
        home="Paris Saint-Germain FC", away="Olympique de Marseille", competition="ligue1",
        market=v1_market(
            "5120503", question="Will Paris Saint-Germain FC win on 2027-03-07?",
            slug="fl1-par-olm-2027-03-07-par", title="Paris Saint-Germain FC", smt="moneyline", line=None,
            source_url=LIGUE1, event_title="Paris Saint-Germain FC vs. Olympique de Marseille",
            start="2027-03-07 19:45:00+00",
            description=(
                "Rules (draft for review - reviewers' comments left inline)\n\n"
                "A \"Yes\" resolution requires Paris Saint-Germain FC to win the Ligue 1 match against "
                "Olympique de Marseille scheduled for Sunday 7 March 2027. Anything else - a Marseille victory "
                "or a tie - resolves \"No\". Only regulation time counts: ninety minutes and whatever time is "
                "added on. [Comment from legal: do we count ET here? It is a league game, so presumably it "
                "never arises - please confirm.]\n\n"
                "Should the match be postponed, the market will remain available until the fixture has actually taken place. "
                "[Comment from trading: is there any cap on how long we wait?]\n\n"
                "If the match is cancelled and never replayed, the market resolves \"No\". [Comment from "
                "trading: should this be 50-50 instead, like the goals markets?]\n\n"
                "The resolution source is the official data of the Ligue de Football Professionnel, as "
                "recognised by the league; if nothing has appeared there within two hours after the match "
                "ends, a consensus of reputable reporting will be used."
            )),
        expected=exp("win", "Paris Saint-Germain FC", cancelled="no")))

    # 6. EPL draw, a (rejected) change leaves the old cancellation text (Yes) in force.
    out.append(v1_leg(
        6, styles=["redline:strike", "redline:bracket_markers", "mark:accepted", "mark:rejected",
                   "date:mon_d_yyyy", "numerals"],
        meanings=["F:draw", "S1", "P1", "C1", "R1"],
        home="Manchester City FC", away="Liverpool FC", competition="epl",
        market=v1_market(
            "5120544", question="Will Manchester City FC vs. Liverpool FC end in a draw?",
            slug="epl-mac-liv-2027-04-24-draw", title="Draw (Manchester City FC vs. Liverpool FC)",
            smt="moneyline", line=None, source_url=EPL,
            event_title="Manchester City FC vs. Liverpool FC", start="2027-04-24 16:30:00+00",
            description=(
                "Tracked changes (reviewer: M. Okafor). Each change carries a mark: (accepted) or (rejected).\n\n"
                "The market resolves Yes if Manchester City FC and Liverpool FC finish level in the Premier "
                "League match on Apr 24, 2027, on the score once 90 minutes plus stoppage time are up. Any other result "
                "resolves No.\n\n"
                "If the match is postponed, the market remains open until the game is completed. ~~It closes "
                "after seven days regardless.~~ (accepted)\n\n"
                "If the match is cancelled and no make-up game takes place, [deleted: the market resolves "
                "Yes] [inserted: the market resolves 50-50] (rejected).\n\n"
                "Resolution source: official Premier League statistics, or, if none are published within "
                "two hours of the final whistle, a consensus of credible reporting."
            )),
        expected=exp("draw", "draw", cancelled="yes")))

    # 7. MLS win, (accepted) insertion of scope, was/now postponement, US spelling and US date.
    out.append(v1_leg(
        7, styles=["redline:was_now", "redline:bracket_markers", "mark:accepted", "change_log",
                   "american_spelling", "date:month_d_yyyy", "syn:shootout"],
        meanings=["F:win", "S1", "P1", "C1", "R1"],
        home="LA Galaxy", away="Los Angeles FC", competition="mls",
        market=v1_market(
            "5120590", question="Will LA Galaxy win on 2027-05-07?", slug="mls-lag-laf-2027-05-07-lag",
            title="LA Galaxy", smt="moneyline", line=None, source_url=MLS,
            event_title="LA Galaxy vs. Los Angeles FC", start="2027-05-08 02:30:00+00",
            description=(
                "Change log applied to the rules below: (1) scope clause inserted - accepted; (2) postponement "
                "clause replaced - accepted.\n\n"
                "If LA Galaxy wins its MLS regular-season match against Los Angeles FC on May 7, 2027, the "
                "market resolves to \"Yes\". If Los Angeles FC wins or the game is tied, it resolves to \"No\".\n\n"
                "[inserted: Only the regulation 90 minutes plus stoppage time count; this fixture has no extra "
                "time or shootout, and none would be counted if one were played.] (accepted)\n\n"
                "Postponement\n"
                "was: resolves \"No\" if the game has not been played within seven days\n"
                "now: the market stays open, however late the game ends up being played (accepted)\n\n"
                "If the game is canceled outright and not rescheduled, the market resolves to \"No\".\n\n"
                "Source: official MLS match data; should it be unavailable two hours after the final whistle, "
                "a consensus of credible reporting."
            )),
        expected=exp("win", "LA Galaxy", cancelled="no")))

    # 8. UCL QF second leg, scope change pending -> scope ambiguous.
    out.append(v1_leg(
        8, styles=["redline:strike", "redline:html", "pending_change", "comment:dispute",
                   "date:d_month_yyyy", "numerals"],
        meanings=["F:win", "S:ambiguous", "P1", "C1", "R1"],
        home="Arsenal FC", away="Real Madrid CF", competition="ucl",
        market=v1_market(
            "5120631", question="Will Arsenal FC win on 2027-04-14?", slug="ucl-ars-rea-2027-04-14-ars",
            title="Arsenal FC", smt="moneyline", line=None, source_url=UEFA,
            event_title="Arsenal FC vs. Real Madrid CF", start="2027-04-14 19:00:00+00",
            description=(
                "REDLINE - pending sign-off (the changes below have been neither accepted nor rejected)\n\n"
                "This market resolves to \"Yes\" if Arsenal FC wins its UEFA Champions League quarter-final "
                "second leg against Real Madrid CF, scheduled for 14 April 2027. ~~Only the score at the close of 90 "
                "minutes plus stoppage time counts.~~ <ins>The result at the end of the match, including any "
                "extra time played, counts.</ins> [Comment from legal: trading wants ET in, risk wants it out - "
                "leaving both in the draft until Thursday's call.] Otherwise \"No\".\n\n"
                "Postponed: the market stays open until the match is played.\n\n"
                "Cancelled with no make-up match: resolves \"No\".\n\n"
                "Source: official UEFA match data, with a consensus of credible reports as the fallback if "
                "UEFA has published nothing within 2 hours."
            )),
        expected=exp("win", "Arsenal FC", scope="ambiguous", cancelled="no")))

    # 9. EPL total over 2.5; struck line change, struck "abandoned" (so abandonment is silent).
    out.append(v1_leg(
        9, styles=["redline:strike", "header:all_accepted", "date:d_month_yyyy", "number_words"],
        meanings=["F:total", "S1", "P1", "C2", "R1"],
        home="Chelsea FC", away="Newcastle United FC", competition="epl",
        market=v1_market(
            "5120677", question="Will there be over 2.5 goals in Chelsea FC vs. Newcastle United FC?",
            slug="epl-che-new-2027-03-20-total-2pt5", title="O/U 2.5", smt="totals", line=2.5,
            source_url=EPL, event_title="Chelsea FC vs. Newcastle United FC - More Markets",
            start="2027-03-20 15:00:00+00",
            description=(
                "Marked-up draft (strikethrough = removed; the words after it replace it; all edits accepted)\n\n"
                "Resolves \"Yes\" if ~~two or more~~ three or more goals in total are scored by Chelsea FC and "
                "Newcastle United FC in their Premier League match of 20 March 2027; resolves \"No\" on two "
                "goals or fewer. Goals in the ninety minutes and stoppage time count; ~~extra time counts "
                "too~~ nothing after that is included.\n\n"
                "A postponed match keeps the market open until it is played.\n\n"
                "If the match is ~~abandoned~~ called off and no make-up game follows, the market resolves "
                "50-50.\n\n"
                "Source: official Premier League data, or a consensus of credible reporting if that is not "
                "out within two hours of full time."
            )),
        expected=exp("total", "over", line=2.5, cancelled="50-50")))

    # 10. La Liga spread -1.5, bracket markers, abandonment only asked about in a comment.
    out.append(v1_leg(
        10, styles=["redline:bracket_markers", "header:all_accepted", "date:yyyy/mm/dd", "number_words",
                    "comment:question"],
        meanings=["F:spread", "S1", "P1", "C2", "R1"],
        home="Club Atlético de Madrid", away="Sevilla FC", competition="laliga",
        market=v1_market(
            "5120702", question="Spread: Club Atlético de Madrid (-1.5)",
            slug="lal-mad-sev-2027-04-11-spread-home-1pt5", title="Club Atlético de Madrid (-1.5)",
            smt="spreads", line=-1.5, source_url=LALIGA,
            event_title="Club Atlético de Madrid vs. Sevilla FC - More Markets", start="2027-04-11 14:00:00+00",
            description=(
                "Spread market - legal redline; edits are in square brackets and all were accepted.\n\n"
                "\"Yes\" if Club Atlético de Madrid beats Sevilla FC by [deleted: one or more goals] [inserted: "
                "a margin of at least two goals] in the LaLiga fixture on 2027/04/11; \"No\" if Atlético wins by "
                "exactly one, draws or loses. Count regulation only (ninety minutes plus added time).\n\n"
                "If the match is postponed, the market remains open until it is played.\n\n"
                "[inserted: If the match is cancelled without a make-up game, the market resolves 50-50.]\n\n"
                "[Comment from risk: what happens if the game is abandoned partway through?]\n\n"
                "Source: LaLiga official statistics; fallback, after 2 hours with nothing published, a "
                "consensus of credible reports."
            )),
        expected=exp("spread", "Club Atlético de Madrid", line=1.5, cancelled="50-50")))

    # 11. Serie A btts, HTML, abandonment inserted as 'treated the same as cancelled'.
    out.append(v1_leg(
        11, styles=["redline:html", "header:all_accepted", "date:d_month_yyyy", "date:dd/mm/yyyy",
                    "treated_as_cancelled", "number_words"],
        meanings=["F:btts", "S1", "P1", "C2", "R1", "AB"],
        home="SSC Napoli", away="FC Internazionale Milano", competition="seriea",
        market=v1_market(
            "5120749", question="SSC Napoli vs. FC Internazionale Milano: Both Teams to Score",
            slug="sea-nap-int-2027-05-02-btts", title="Both Teams to Score", smt="both_teams_to_score",
            line=None, source_url=SERIEA, event_title="SSC Napoli vs. FC Internazionale Milano - More Markets",
            start="2027-05-02 18:45:00+00",
            description=(
                "Rules - tracked changes (HTML). Every insertion and deletion was accepted on 28/04/2027.\n\n"
                "The market resolves Yes if <del>either side scores</del><ins>SSC Napoli and FC Internazionale "
                "Milano each score at least one goal</ins> in their Serie A match on 2 May 2027; otherwise it "
                "resolves No. Only goals in the 90 minutes plus stoppage time count.\n\n"
                "If the match is postponed, the market stays open until it is played.\n\n"
                "If it is cancelled with no make-up match, the market resolves 50-50. <ins>An abandoned match "
                "that is never completed is handled in the same way as a cancelled one.</ins>\n\n"
                "Source: official Serie A statistics<del> only</del><ins>, or, if none appear within two hours "
                "of the end, a consensus of credible reporting</ins>."
            )),
        expected=exp("btts", "yes", cancelled="50-50", abandoned="50-50")))

    # 12. Bundesliga first-half result; struck 'final whistle' -> 'half-time whistle'.
    out.append(v1_leg(
        12, styles=["redline:strike", "header:all_accepted", "date:dd.mm.yyyy", "number_words",
                    "syn:at_the_break"],
        meanings=["F:half", "P1", "C2", "R1"],
        home="Bayer 04 Leverkusen", away="RB Leipzig", competition="bundesliga",
        market=v1_market(
            "5120788", question="Will Bayer 04 Leverkusen lead at halftime vs. RB Leipzig?",
            slug="bun-b04-lei-2027-04-17-1h-b04", title="1H Winner: Bayer 04 Leverkusen",
            smt="first_half_moneyline", line=None, source_url=BUNDES,
            event_title="Bayer 04 Leverkusen vs. RB Leipzig - More Markets", start="2027-04-17 13:30:00+00",
            description=(
                "Half-time result - redline (struck text is removed and the text after it replaces it; "
                "accepted)\n\n"
                "Resolves \"Yes\" if Bayer 04 Leverkusen is ahead of RB Leipzig at the ~~final whistle~~ "
                "half-time whistle, that is after the first forty-five minutes plus any first-half stoppage "
                "time, in the Bundesliga match of 17.04.2027. Level at the break, or Leipzig ahead: \"No\".\n\n"
                "A postponed match leaves this market open until the match is played.\n\n"
                "Cancelled, with no make-up game: resolves 50-50.\n\n"
                "Source: official Bundesliga match data; a consensus of credible reporting is used if nothing "
                "official has been published within two hours after the game ends."
            )),
        expected=exp("half", "Bayer 04 Leverkusen", half="first", scope=None, cancelled="50-50")))

    # 13. EPL exact score 2-1; C3 accepted; abandonment insertion rejected (silent).
    out.append(v1_leg(
        13, styles=["redline:bracket_markers", "mark:accepted", "mark:rejected", "date:d_month_yyyy",
                    "numerals"],
        meanings=["F:exact_score", "S1", "P1", "C3", "R1"],
        home="Aston Villa FC", away="Everton FC", competition="epl",
        market=v1_market(
            "5120815", question="Exact Score: Aston Villa FC 2 - 1 Everton FC?",
            slug="epl-ast-eve-2027-05-01-exact-score-2-1", title="Aston Villa FC 2-1 Everton FC",
            smt="exact_score", line=None, source_url=EPL,
            event_title="Aston Villa FC vs. Everton FC - More Markets", start="2027-05-01 14:00:00+00",
            description=(
                "Exact-score market (redline; edits are marked (accepted) or (rejected))\n\n"
                "Resolves Yes if the final score of the Premier League match between Aston Villa FC and "
                "Everton FC on 1 May 2027 is Aston Villa FC 2, Everton FC 1, counting 90 minutes plus "
                "stoppage time. Any other score resolves No.\n\n"
                "Postponement: the market stays open until the match is played.\n\n"
                "Cancellation with no make-up game: [deleted: resolves 50-50] [inserted: the market is settled "
                "as though the match had ended 0-0] (accepted).\n\n"
                "[inserted: Abandoned matches resolve 50-50.] (rejected)\n\n"
                "Source: official Premier League data, with a consensus of credible reporting as the fallback "
                "after two hours."
            )),
        expected=exp("exact_score", "2-1", cancelled="no")))

    # 14. UCL advance, two-way; struck 'wins the second leg'; was/now postponement.
    out.append(v1_leg(
        14, styles=["redline:strike", "redline:was_now", "header:all_accepted", "date:d_month_yyyy",
                    "syn:progresses", "british_spelling"],
        meanings=["F:advance", "S6", "P1", "C2", "R1"],
        home="Paris Saint-Germain FC", away="FC Barcelona", competition="ucl",
        market=v1_market(
            "5120860", question="Will FC Barcelona advance to the quarter-finals?",
            slug="ucl-par-bar-2027-03-10-advance-bar", title="FC Barcelona", smt="moneyline", line=None,
            source_url=UEFA, event_title="Paris Saint-Germain FC vs. FC Barcelona", start="2027-03-10 20:00:00+00",
            description=(
                "Qualification market - tracked changes from legal (all accepted)\n\n"
                "Resolves \"Yes\" if FC Barcelona ~~wins the second leg~~ progresses from its UEFA Champions "
                "League round-of-16 tie against Paris Saint-Germain FC to the quarter-finals. The tie is "
                "decided on aggregate over both legs ~~after 90 minutes~~, including extra time and a penalty "
                "shoot-out if either is needed. If Paris Saint-Germain FC progresses instead, \"No\".\n\n"
                "was: the market resolves No if the second leg (10 March 2027) is postponed\n"
                "now: the market stays open until the second leg is played\n\n"
                "If the second leg is cancelled and UEFA orders no replay, the market resolves 50-50.\n\n"
                "Source: official UEFA competition data; a consensus of credible reporting if UEFA publishes "
                "nothing within two hours."
            )),
        expected=exp("advance", "FC Barcelona", scope="penalties", cancelled="50-50")))

    # 15. Serie A win, two competing source insertions, none decided -> source ambiguous.
    out.append(v1_leg(
        15, styles=["redline:bracket_markers", "pending_change", "comment:dispute", "date:month_d_yyyy",
                    "numerals"],
        meanings=["F:win", "S1", "P1", "C1", "R:ambiguous"],
        home="AS Roma", away="SS Lazio", competition="seriea",
        market=v1_market(
            "5120894", question="Will AS Roma win on 2027-03-28?", slug="sea-rom-laz-2027-03-28-rom",
            title="AS Roma", smt="moneyline", line=None, source_url="",
            event_title="AS Roma vs. SS Lazio", start="2027-03-28 18:45:00+00",
            description=(
                "Rules draft v4 - open edits (none accepted yet)\n\n"
                "Resolves Yes if AS Roma beats SS Lazio in the Serie A derby scheduled for March 28, 2027, "
                "on the score when 90 minutes plus stoppage time are complete. A draw or a Lazio win: No.\n\n"
                "If postponed, the market stays live until the derby is eventually played. Should the game be "
                "scrapped and never rearranged, it resolves No.\n\n"
                "Resolution source: [inserted by JM: the official Lega Serie A website] [inserted by RK: Opta "
                "match data] [Comment from legal: we need ONE source and an order - which is primary? "
                "Unresolved.]"
            )),
        expected=exp("win", "AS Roma", src=("ambiguous", "ambiguous"), cancelled="no")))

    # 16. Ligue 1 away win, cancellation clause deleted (accepted), nothing replaces it -> null.
    out.append(v1_leg(
        16, styles=["redline:strike", "header:all_accepted", "date:d_month_yyyy", "number_words",
                    "syn:delayed"],
        meanings=["F:win", "S1", "P1", "R1"],
        home="Olympique Lyonnais", away="AS Monaco FC", competition="ligue1",
        market=v1_market(
            "5120921", question="Will AS Monaco FC win on 2027-04-18?", slug="fl1-lyo-mon-2027-04-18-mon",
            title="AS Monaco FC", smt="moneyline", line=None, source_url=LIGUE1,
            event_title="Olympique Lyonnais vs. AS Monaco FC", start="2027-04-18 15:00:00+00",
            description=(
                "Redline (accepted in full on 12 Apr 2027)\n\n"
                "If AS Monaco FC wins away at Olympique Lyonnais in the Ligue 1 fixture of 18 April 2027, this "
                "market resolves \"Yes\"; a Lyon win or a draw resolves it \"No\". The result is taken at the end "
                "of regulation - ninety minutes plus stoppage.\n\n"
                "If the match is delayed, this market stays open until it is played.\n\n"
                "~~If the match is cancelled outright with no make-up game, the market resolves \"No\".~~ "
                "[Comment from legal: removing this pending a new cancellation policy - nothing replaces it in "
                "this version.]\n\n"
                "Source: official Ligue 1 (LFP) statistics; if they are not out within 2 hours, the consensus "
                "of credible media."
            )),
        expected=exp("win", "AS Monaco FC")))

    # 17. EPL win, cancellation change neither accepted nor rejected -> cancellation ambiguous.
    out.append(v1_leg(
        17, styles=["redline:html", "pending_change", "comment:dispute", "date:d_mon_yyyy", "numerals",
                    "syn:called_off"],
        meanings=["F:win", "S1", "P1", "C:ambiguous", "R1"],
        home="Brighton & Hove Albion FC", away="Brentford FC", competition="epl",
        market=v1_market(
            "5120957", question="Will Brighton & Hove Albion FC win on 2027-04-03?",
            slug="epl-bri-bre-2027-04-03-bri", title="Brighton & Hove Albion FC", smt="moneyline", line=None,
            source_url=EPL, event_title="Brighton & Hove Albion FC vs. Brentford FC",
            start="2027-04-03 14:00:00+00",
            description=(
                "Draft with unresolved edits\n\n"
                "Resolves Yes if Brighton & Hove Albion FC wins its Premier League home game against "
                "Brentford FC on 3 Apr 2027 (regulation: 90 minutes plus stoppage time). Otherwise No.\n\n"
                "Postponed games: the market remains open until the fixture has been played, whenever that is.\n\n"
                "If the game is called off permanently, the market resolves <del>No</del><ins>50-50</ins>. "
                "[Comment from trading: I don't agree with this change - keep No.] [Comment from legal: noted; "
                "decision deferred. Status: neither accepted nor rejected.]\n\n"
                "Source: official Premier League statistics, falling back to a consensus of credible reporting "
                "after two hours without official figures."
            )),
        expected=exp("win", "Brighton & Hove Albion FC", cancelled="ambiguous")))

    # 18. World Cup group draw; scope insertion accepted; postponement change rejected -> P1 stands.
    out.append(v1_leg(
        18, styles=["redline:was_now", "redline:bracket_markers", "mark:accepted", "mark:rejected",
                    "american_spelling", "date:month_d_yyyy", "number_words"],
        meanings=["F:draw", "S1", "P1", "C1", "R1"],
        home="Germany", away="Côte d'Ivoire", competition="wc",
        market=v1_market(
            "5120990", question="Will Germany vs. Côte d'Ivoire end in a draw?",
            slug="fifwc-ger-civ-2026-06-20-draw", title="Draw (Germany vs. Côte d'Ivoire)", smt="moneyline",
            line=None, source_url=FIFA, event_title="Germany vs. Côte d'Ivoire", start="2026-06-20 20:00:00+00",
            description=(
                "FIFA World Cup 2026 - group-stage draw market. Tracked changes; each change is marked "
                "(accepted) or (rejected).\n\n"
                "This market resolves to \"Yes\" if Germany and Côte d'Ivoire are level at the end of "
                "regulation in their group-stage match on June 20, 2026. [inserted: Regulation means 90 "
                "minutes plus stoppage time; neither extra time nor a shoot-out is counted.] (accepted) Any "
                "winner means \"No\".\n\n"
                "Postponement\n"
                "was: the market stays open until the match has been played\n"
                "now: if the match is not rescheduled within two weeks, the market resolves at the last fair "
                "market price at the moment the postponement is announced\n"
                "(rejected)\n\n"
                "If the match is canceled with no make-up game, the market resolves \"Yes\".\n\n"
                "Source: FIFA's official match statistics; if these are not out within two hours, a consensus "
                "of credible reporting."
            )),
        expected=exp("draw", "draw", cancelled="yes")))

    # 19. UCL league phase win; abandonment clause replaced: 50-50 (cancellation stays No).
    out.append(v1_leg(
        19, styles=["redline:html", "header:all_accepted", "date:d_mon_yyyy", "terse", "headings"],
        meanings=["F:win", "S1", "P1", "C1", "R1", "AB"],
        home="Sporting CP", away="Club Brugge KV", competition="ucl",
        market=v1_market(
            "5121024", question="Will Sporting CP win on 2026-11-25?", slug="ucl-spo-bru-2026-11-25-spo",
            title="Sporting CP", smt="moneyline", line=None, source_url=UEFA,
            event_title="Sporting CP vs. Club Brugge KV", start="2026-11-25 20:00:00+00",
            description=(
                "Rules - redline from v1 to v2 (all changes accepted)\n\n"
                "\"Yes\" if Sporting CP defeats Club Brugge KV in their UEFA Champions League league-phase match "
                "on 25 Nov 2026; \"No\" on a draw or a Club Brugge win. League-phase games have no extra time; "
                "only 90 minutes plus stoppage count.\n\n"
                "Postponement: open until played.\n\n"
                "Cancellation without a make-up game: \"No\".\n\n"
                "Abandonment: <del>treated like a cancellation</del><ins>if the match is abandoned and not "
                "completed on the same day, the market resolves 50-50</ins>.\n\n"
                "Source: UEFA's official statistics; a consensus of credible reports if nothing official "
                "appears within 2 hours."
            )),
        expected=exp("win", "Sporting CP", cancelled="no", abandoned="50-50")))

    # 20. MLS draw; struck date; window was two weeks now 48 hours -> fair price; US spelling.
    out.append(v1_leg(
        20, styles=["redline:strike", "redline:was_now", "header:all_accepted", "american_spelling",
                    "date:mon_d_yyyy", "date:month_d_yyyy", "number_words", "numerals", "treated_as_draw"],
        meanings=["F:draw", "S1", "P2", "C1", "R1"],
        home="Inter Miami CF", away="Orlando City SC", competition="mls",
        market=v1_market(
            "5121063", question="Will Inter Miami CF vs. Orlando City SC end in a draw?",
            slug="mls-mia-orl-2027-03-14-draw", title="Draw (Inter Miami CF vs. Orlando City SC)",
            smt="moneyline", line=None, source_url=MLS, event_title="Inter Miami CF vs. Orlando City SC",
            start="2027-03-14 23:30:00+00",
            description=(
                "Rules (redline; struck words are deleted and the words after them are added; accepted)\n\n"
                "Resolves Yes if Inter Miami CF and Orlando City SC are tied after regulation (90 minutes plus "
                "stoppage time) in their MLS game on ~~Mar 7, 2027~~ March 14, 2027. Any other result resolves "
                "No.\n\n"
                "Postponement window\n"
                "was: two weeks\n"
                "now: 48 hours\n"
                "If the game does not start within that window of its scheduled kickoff, the market resolves at "
                "a fair price determined by the market operator.\n\n"
                "If the game is canceled, this market resolves Yes (a cancellation is treated like a tie).\n\n"
                "Source: the official MLS match center; if the result has not been posted within two hours, a "
                "consensus of reputable reporting."
            )),
        expected=exp("draw", "draw", window=48, cancelled="yes", postponed="fair_price")))

    # 21. La Liga win; window 'was two days / proposed five days', not agreed -> timing ambiguous.
    out.append(v1_leg(
        21, styles=["redline:was_now", "pending_change", "comment:dispute", "date:d_month_yyyy",
                    "number_words"],
        meanings=["F:win", "S1", "P:ambiguous", "C1", "R1"],
        home="Real Betis Balompié", away="Villarreal CF", competition="laliga",
        market=v1_market(
            "5121098", question="Will Real Betis Balompié win on 2027-05-09?", slug="lal-bet-vil-2027-05-09-bet",
            title="Real Betis Balompié", smt="moneyline", line=None, source_url=LALIGA,
            event_title="Real Betis Balompié vs. Villarreal CF", start="2027-05-09 19:00:00+00",
            description=(
                "Redline - the postponement clause is still open\n\n"
                "Resolves Yes if Real Betis Balompié wins the LaLiga match against Villarreal CF scheduled for "
                "9 May 2027, based on ninety minutes plus stoppage time only. Otherwise No.\n\n"
                "Postponement window\n"
                "was: two days\n"
                "proposed: five days\n"
                "[Comment from legal: the proposal is not agreed with trading; do not treat either figure as "
                "final.]\n"
                "If the match has not kicked off by the end of the window, the market is settled at a fair "
                "price.\n\n"
                "If the match is cancelled and no make-up game is arranged, the market resolves No.\n\n"
                "Source: official LaLiga data; a consensus of credible reporting if nothing official appears "
                "within two hours."
            )),
        expected=exp("win", "Real Betis Balompié", window="ambiguous", cancelled="no", postponed="fair_price")))

    return out
