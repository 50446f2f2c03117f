"""venue_one legs of set (j).

Three house styles are mixed on purpose: careful British legal drafting,
breezy American product copy, and compact "Label: value" tables. Each bank
entry is (styles, text). Prose banks feed the prose layouts; the terse banks
feed the table layout.
"""
import json

from common import (COMPS, TEAMS, V1_DATES, Rotor, derive, fixture, layout)

# ------------------------------------------------------------------ outcome banks
WIN = [
    (["american", "slang"], "Yes if {team} takes the W against {opp} in their {comp} game on {date}. A loss or a draw means No."),
    (["british", "legal", "semicolon"], "This contract shall resolve to \"Yes\" in the event that {team} defeat {opp} in the {comp} fixture scheduled for {date}; in every other event it shall resolve to \"No\"."),
    (["result_first", "syn:all_square"], "It settles No should {opp} win or the teams finish all square, and Yes only on a {team} victory ({comp}, {date})."),
    (["american", "question"], "Backing {team}? This one pays Yes if they outscore {opp} on {date} ({comp}), and No otherwise."),
    (["british", "legal", "refers_below"], "The question is answered in the affirmative if {team} have scored more goals than {opp} in their {comp} meeting of {date}, measured over the period set out below. Any other result is a \"No\"."),
    (["plain", "condition_first"], "If {team} beat {opp} in the {comp} on {date}, the market resolves Yes. If the game is drawn or {opp} win, it resolves No."),
    (["american", "passive"], "For Yes, {team} must win against {opp} ({comp}, {date}); a tie, or a win for {opp}, will be graded No."),
]
WIN_T = [
    (["terse"], "{team} beat {opp} ({comp}, {date}). Draw or {opp} win = No"),
    (["terse", "symbols"], "{team} win vs {opp}, {date} / anything else: No"),
]
DRAW = [
    (["american", "condition_first"], "Yes if {home} and {away} finish level on {date}; a winner either way makes it No."),
    (["british", "legal"], "This contract shall resolve to \"Yes\" where the {comp} fixture between {home} and {away} on {date} ends with the scores equal, and to \"No\" where either side prevails."),
    (["american", "syn:find_a_winner"], "If neither {home} nor {away} can find a winner on {date}, this pays out Yes. Anything else is a No."),
    (["terse_prose", "syn:stalemate"], "Settles Yes on a stalemate between {home} and {away} ({comp}, {date}), No if one of them wins."),
    (["british", "plain"], "The market asks whether {home} v {away} on {date} is drawn. It resolves Yes if both sides have the same number of goals, and No otherwise."),
    (["american", "question", "syn:honours_even"], "Honours even in {home} vs. {away} on {date}? Then Yes. If somebody wins, No."),
]
DRAW_T = [
    (["terse"], "scores level between {home} and {away} ({comp}, {date}). Either side wins = No"),
    (["terse"], "draw, {home} v {away}, {date}"),
]

# ------------------------------------------------------------------ clause banks
S1 = [
    (["american"], "Only regulation counts here: the ninety minutes plus any added time. Extra time and shootouts are ignored."),
    (["british", "legal", "number_words_numerals"], "For the purposes of this market, the result shall be determined at the end of normal playing time, being ninety (90) minutes together with any time added by the referee for stoppages."),
    (["american", "slang"], "We go by the scoreboard when the ref blows for full time after regulation (90 + stoppage). Anything after that doesn't count."),
    (["british", "legal", "result_first"], "Goals scored in any period of extra time, and kicks taken in a penalty shoot-out, shall be disregarded; only the regulation ninety minutes and added time are relevant."),
    (["plain", "syn:injury_time"], "The result is taken at the end of regular time, injury time included."),
    (["british", "plain"], "What matters is the score at the close of the standard 90 minutes, with injury time counted."),
    (["american", "passive"], "Regulation play (90 minutes and stoppage) is what gets graded; extra periods and penalty kicks are left out."),
]
S1_T = [
    (["terse"], "90 min + added time (no ET, no penalties)"),
    (["terse"], "regulation only: 90' plus stoppage"),
    (["terse"], "normal time incl. injury time; ET/shoot-out excluded"),
]
P1 = [
    (["american"], "Postponed? The market just stays open until the game actually gets played, however long that is."),
    (["british", "legal"], "Should the fixture be postponed, the market shall remain open and shall be resolved by reference to the result of the rescheduled match, whenever it takes place."),
    (["american", "syn:delayed"], "A delayed or rescheduled kickoff doesn't close anything; we wait for the game and settle on its result."),
    (["british", "plain"], "There is no deadline for a postponed fixture: resolution waits until the match has been completed on its new date."),
    (["plain", "passive"], "In the event of a postponement, trading continues and the market is settled on the re-arranged match, with no time limit."),
    (["american", "question"], "Moved to a new date? We'll hold the market open for as long as it takes for the game to be played."),
]
P1_T = [
    (["terse"], "market remains open until the match is played (no cut-off)"),
    (["terse"], "stays open; settles on the rearranged game whenever it is played"),
]
P4 = [
    (["american", "numerals"], "If a postponed match has no new date within 14 days, we'll settle at the last fair market price as it stood when the postponement was made public."),
    (["british", "legal", "definition", "number_words_numerals"], "Where a postponed fixture is not re-scheduled within a period of fourteen (14) days, the contract shall settle at the Last Fair Price, meaning the fair market price prevailing at the time the postponement was announced."),
    (["british", "syn:fortnight", "question"], "No new date inside a fortnight? Then the market closes out at the last fair value recorded at the moment the delay was announced."),
    (["plain", "numerals", "hours"], "Should 336 hours pass after the postponement without the match being re-arranged, settlement will be at the last fair market price, measured when the postponement notice went out."),
    (["american", "split"], "A postponement gives the organizers two weeks to find a new date. If they don't, the contract pays the last fair market price from the time of the announcement."),
]
P4_T = [
    (["terse"], "needs a new date within 2 weeks; else settles at last fair price as of the announcement"),
    (["terse"], "not re-arranged in 14 days -> last fair market price at time of announcement"),
]
C1W = [
    (["american"], "If the game is called off for good and never replayed, this market settles No."),
    (["british", "legal"], "Where the match is cancelled and no replacement fixture is arranged, this contract shall resolve to \"No\"."),
    (["american", "syn:scrapped"], "A scrapped game with no make-up date counts as a No for {team}."),
    (["plain", "treated_as_draw"], "Cancellation without a rescheduled fixture is treated as a draw, so this market resolves No."),
    (["american", "us_spelling"], "If the match is canceled outright and not made up, the answer is No."),
    (["british", "result_first"], "No is the result if the fixture is called off altogether and no replay is arranged."),
]
C1W_T = [
    (["terse"], "No (if there is no replay)"),
    (["terse"], "no make-up game -> No"),
]
C1D = [
    (["american"], "If the game is called off entirely and never made up, this market resolves Yes."),
    (["british", "legal", "treated_as_draw"], "Where the fixture is cancelled without being rescheduled, the contract shall resolve to \"Yes\", the match being treated as drawn."),
    (["american", "question", "syn:scrapped"], "Scrapped with no make-up game? That counts as a draw here, so Yes."),
    (["plain", "passive"], "A cancellation that is not followed by a replacement match settles this market Yes."),
    (["american", "us_spelling", "symbols"], "Canceled for good = treated as a stalemate = Yes."),
    (["british", "result_first"], "Yes will be paid should the match be cancelled and no make-up date be set."),
]
C1D_T = [
    (["terse"], "Yes, when no replay is arranged"),
    (["terse"], "no make-up game -> Yes (treated as level)"),
]
C2 = [
    (["plain"], "If the game is cancelled and not replayed, this market resolves 50-50."),
    (["american", "numerals"], "Called off for good with no make-up? Both sides get paid half: $0.50 per share each."),
    (["british", "legal", "number_words_numerals"], "Where the match is cancelled and no replacement fixture is played, each outcome shall be settled at fifty per cent (50%)."),
    (["plain", "numerals"], "Cancellation without a make-up fixture splits the market down the middle, Yes and No at 0.50."),
    (["british", "passive"], "A fixture that is scrapped and never re-staged is resolved at an even split between Yes and No."),
    (["american", "question", "slang"], "No replay after a cancellation? Then it's a coin-flip payout: half to Yes, half to No."),
]
C2_T = [
    (["terse"], "50/50 split (no replay)"),
    (["terse"], "no make-up game -> each side 0.50"),
]
C3X = [
    (["plain"], "Should the game be cancelled and never made up, this market resolves as though the score were 0-0."),
    (["british", "legal", "syn:nil_nil"], "Should the fixture be cancelled and not rescheduled, it shall be deemed to have finished nil-nil for the purposes of this market."),
    (["american", "question"], "Scrapped for good? We'll treat the final score as 0-0."),
]
C3X_T = [
    (["terse"], "settled as 0-0 (no replay)"),
]
C3F = [
    (["american", "us_spelling"], "A canceled match with no make-up date is settled as \"Neither team\", and every team option resolves No."),
    (["british", "legal"], "Where the match is cancelled and not replayed, the option \"No goalscorer / Neither\" shall be deemed the correct one, and this contract shall resolve accordingly."),
]
R1 = [
    (["plain"], "Resolution relies on the official match statistics published by {body}. If those haven't been released within two hours of the final whistle, what reliable news outlets agree on will be used instead."),
    (["british", "legal", "number_words_numerals"], "The primary resolution source shall be the official match statistics issued by {body}. In the event that such statistics are not published within two (2) hours following the conclusion of the match, the market may be resolved by reference to a consensus of reputable media reports."),
    (["american", "split"], "We use the official numbers from {body}. No official numbers 2 hours after the game? We'll go with what credible outlets broadly agree on."),
    (["plain", "semicolon"], "Official data from {body} decides this market; where it is still unavailable two hours after the end of play, the settled view of reputable reporting is used."),
    (["british", "legal", "numerals"], "The result recognised by {body}, as organiser of the competition, governs. Failing publication within 120 minutes of the match ending, general agreement among credible sources will be relied on."),
    (["american", "us_spelling"], "The result recognized by {body} is the one we use. If it's still not out two hours after the match, we go with a consensus of credible reporting."),
]
R1_T = [
    (["terse"], "official data from {body}. Fallback, if not out within 2 h of full time: consensus of credible media"),
    (["terse"], "organiser's official stats ({body}); backup = agreed credible reports if nothing official after 2 hrs"),
]
R2 = [
    (["american"], "Once settled, the market won't change even if the official score is later corrected."),
    (["british", "legal"], "Any amendment to the result made after resolution shall be disregarded."),
    (["american", "slang"], "Later changes to the scoreline (appeals, retroactive rulings and so on) do not reopen a settled market."),
    (["plain", "passive"], "The result is fixed at resolution; subsequent revisions by the organiser have no effect."),
    (["american", "condition_first"], "If the league revises the score after we've resolved, we stick with the original resolution."),
]
R2_T = [
    (["terse"], "post-settlement score changes ignored"),
    (["terse"], "none after resolution"),
]
AB = {
    "as_cancel": [
        (["plain"], "If play is abandoned and the match is not completed, the market is handled exactly as if it had been cancelled."),
        (["british", "legal"], "An abandoned match that is not finished shall be treated as a cancellation for the purposes of this contract."),
        (["american", "question"], "Game stopped and never finished? Same outcome as a cancellation."),
        (["british", "passive"], "Matches abandoned part-way and not completed are dealt with under the cancellation rule above."),
    ],
    "50-50": [
        (["plain", "numerals"], "Where a match is abandoned and not completed, the market resolves 50-50, whatever the score was when play stopped."),
    ],
    "no": [
        (["american", "result_first"], "No is also the answer if the referee abandons the game and it is never completed."),
    ],
}
AB_T = {
    "as_cancel": [(["terse"], "same as cancelled"), (["terse"], "treated as a cancellation")],
    "50-50": [(["terse"], "50-50, score at the stoppage ignored")],
}
NOTES = {
    "draw_leg": "The draw and {opp} to win are listed as separate markets in this event.",
    "web": "The live score on {site} may lag behind play; it is shown for information and is not used while the match is in progress.",
    "trading": "Trading stays open around the clock until the market is resolved.",
    "other_markets": "Totals, spreads and goalscorer markets for this match are listed in the \"more markets\" event and follow their own rules.",
    "legs": "This event has three markets: {home}, {away} and the draw.",
    "ticker": "Score widgets on this page come from a third-party feed and can be briefly out of date.",
}
NOTES_T = {
    "draw_leg": "other legs: draw, {opp}",
    "web": "live scores on the league site are informational only",
    "trading": "24/7 until resolution",
    "other_markets": "totals/spreads in the more-markets event",
    "legs": "three legs: home, away, draw",
    "ticker": "page score widget may lag",
}

SMT = {"win": "moneyline", "draw": "moneyline", "advance": "moneyline", "spread": "spreads",
       "total": "totals", "btts": "both_teams_to_score", "exact_score": "exact_score"}


def L(fx, fam, side=None, **kw):
    d = dict(fx=fx, fam=fam, side=side, s="S1", p="P1", r="R1", r2=False, ab=None,
             lay="paras", notes=(), out=None, line=None, half=None, score=None,
             smt=None, q=None, git=None, sfx=None, c=None, out_t=None, extra=(), styles=())
    d.update(kw)
    if d["c"] is None:
        d["c"] = {"win": "C1", "draw": "C1", "exact_score": "C3"}.get(fam, "C2")
        if fam == "other" and side in ("home", "away"):
            d["c"] = "C3"
    return d


SPECS = [
    # ---- win
    L("ars-tot", "win", "home", r2=True, notes=("draw_leg",)),
    L("mci-avl", "win", "away", p="P4", lay="onepara"),
    L("new-bha", "win", "home", ab="as_cancel", lay="table", notes=("web",)),
    L("mid-nor", "win", "home", r2=True, lay="bullets"),
    L("rbb-rcc", "win", "away", p="P4", ab="as_cancel", lay="headings"),
    L("acm-nap", "win", "home", r2=True, lay="faq"),
    L("bvb-lev", "win", "home", lay="numbered", notes=("web",)),
    L("om-ol", "win", "away", p="P4", r2=True),
    L("aja-psv", "win", "home", ab="no", lay="onepara"),
    L("gal-fen", "win", "away", r2=True, lay="table", notes=("trading",)),
    L("mia-lag", "win", "home", p="P4", lay="dashes", notes=("trading",)),
    L("fla-pal", "win", "home", ab="as_cancel"),
    L("bra-ger", "win", "home", r2=True, lay="headings", notes=("legs",)),
    L("usa-mex", "win", "away", p="P4", lay="lines"),
    # ---- draw
    L("rom-ata", "draw", r2=True, notes=("other_markets",)),
    L("wob-m05", "draw", p="P4", lay="table"),
    L("lil-rcl", "draw", ab="as_cancel", lay="bullets"),
    L("bru-and", "draw", lay="onepara", notes=("ticker",)),
    L("ame-gdl", "draw", p="P4", r2=True, lay="numbered"),
    L("jpn-mar", "draw", lay="faq"),
    L("esp-por", "draw", ab="as_cancel", lay="headings", r2=True),
    # ---- advance (S6)
    L("psg-lfc", "advance", "home", s="S6",
      out="Yes if {team} go through to the quarter-finals at the expense of {opp}, however the tie is settled: on aggregate, in extra time or by a penalty shoot-out. If {opp} progress instead, No.",
      q="Will {team} advance past {opp}?"),
    L("int-bar", "advance", "away", s="S6", p="P4", lay="table",
      out_t="{team} qualify from the tie with {opp} (ET and shoot-out included)",
      q="{team} to qualify vs. {opp}?"),
    L("fio-cry", "advance", "home", s="S6", r2=True, lay="bullets",
      out="This contract shall resolve to \"Yes\" if {team} are the club that progresses from the {comp} round-of-16 tie with {opp}, whether progression is secured within normal time, after extra time or from the penalty mark.",
      q="Will {team} reach the quarter-finals?"),
    L("fla-riv", "advance", "away", s="S6", lay="onepara",
      out="Who moves on? This one pays Yes if {team} knock out {opp} in the {comp} quarter-final, counting extra time and penalties if it comes to that.",
      q="Will {team} eliminate {opp}?"),
    L("esp-eng", "advance", "home", s="S6", lay="headings",
      out="{team} must reach the World Cup quarter-finals by beating {opp} in this round-of-16 game. A win after extra time, or on penalties, still counts as Yes.",
      q="Will {team} advance to the quarter-finals?"),
    # ---- spread
    L("mci-avl", "spread", "home", line=1.5, r2=True,
      out="Yes if {team} beat {opp} by two or more goals. A one-goal win, a draw or an {opp} win settles No."),
    L("ath-vil", "spread", "away", line=1.5, p="P4", lay="table",
      out_t="{team} -1.5: {team} win by 2+ goals. Anything else = No"),
    L("bvb-lev", "spread", "home", line=2.5, ab="as_cancel", lay="onepara",
      out="This contract shall resolve to \"Yes\" only if {team} win by a margin of at least three (3) goals against {opp}; otherwise \"No\"."),
    L("fey-az", "spread", "home", line=1.5, lay="bullets",
      out="{team} need to cover -1.5, meaning they have to win by 2 goals or more."),
    L("lafc-cin", "spread", "home", line=1.5, r2=True, lay="numbered",
      out="Resolves Yes when {team} finish at least two goals clear of {opp}; No in every other case."),
    # ---- total
    L("ars-tot", "total", "over", line=2.5,
      out="Yes if three or more goals are scored in total between {home} and {away}; two goals or fewer means No.",
      q="{home} vs. {away}: over 2.5 goals?"),
    L("acm-nap", "total", "under", line=2.5, r2=True, lay="onepara",
      out="This market resolves Yes if the two teams combine for no more than two goals, and No if there are three or more.",
      q="{home} vs. {away}: under 2.5 goals?"),
    L("twe-aja", "total", "over", line=3.5, p="P4", lay="table",
      out_t="4+ goals in total (over 3.5)",
      q="{home} vs. {away}: O/U 3.5 (over)?"),
    L("sea-clb", "total", "over", line=2.5, ab="50-50", lay="bullets",
      out="Yes requires a combined total of more than 2.5 goals.",
      q="{home} vs. {away}: over 2.5 goals?"),
    L("gnk-ant", "total", "under", line=1.5, lay="faq",
      out="It resolves Yes if the match produces at most one goal, and No if two or more go in.",
      q="{home} vs. {away}: under 1.5 goals?"),
    L("cro-uru", "total", "over", line=2.5, s="S5",
      out="Yes if the knockout game between {home} and {away} produces three goals or more in total, No otherwise.",
      scope_text="Every goal counts, including goals scored in extra time should the game go that far. Kicks in a penalty shoot-out are not goals and are not counted.",
      q="{home} vs. {away}: over 2.5 goals (incl. extra time)?"),
    # ---- btts
    L("nfo-whu", "btts", "yes",
      out="Yes if {home} and {away} both score at least once. If either team is kept off the scoresheet, No.",
      q="{home} vs. {away}: both teams to score?"),
    L("scf-rbl", "btts", "yes", p="P4", r2=True, lay="table",
      out_t="both sides score 1+ goal",
      q="{home} vs. {away}: both teams to score?"),
    L("bjk-tra", "btts", "no", lay="onepara",
      out="This market pays Yes if at least one of the two sides ({home}, {away}) fails to find the net. It pays No if both teams score.",
      q="{home} vs. {away}: will at least one team fail to score?"),
    L("sao-cor", "btts", "yes", ab="as_cancel", lay="dashes",
      out="Yes = each club scores at least one goal. No = one or both teams end the game without a goal.",
      q="{home} vs. {away}: both teams to score?"),
    # ---- half
    L("cov-stk", "half", "home", half="first", s="half",
      out="Yes if {team} are ahead at half-time. The score at the interval is what counts: the first 45 minutes plus first-half stoppage time. Level or behind at the break means No.",
      q="Will {team} lead at half-time?", smt="first_half_moneyline", sfx="1h"),
    L("nic-ren", "half", "draw", half="second", s="half", lay="numbered",
      out="Only goals scored after the interval count. If both sides score the same number of goals in the second half (45 minutes plus added time, not extra time), Yes; otherwise No.",
      q="Will the second half of {home} vs. {away} be drawn?", smt="second_half_moneyline", sfx="2h-draw"),
    L("rso-sev", "half", "draw", half="first", s="half", p="P4", lay="table",
      out_t="first half (45' + stoppage) ends level",
      q="{home} vs. {away}: draw at half-time?", smt="first_half_moneyline", sfx="1h-draw"),
    L("kor-civ", "half", "away", half="second", s="half", lay="onepara",
      out="Yes if {team} outscore {opp} over the second half alone (goals from the restart to the final whistle of regulation). A second half that is level, or won by {opp}, is No.",
      q="Will {team} win the second half?", smt="second_half_moneyline", sfx="2h"),
    # ---- exact score
    L("tor-fio", "exact_score", "0-0",
      out="Yes if the match finishes goalless, 0-0. Any other final score is No.",
      q="Exact score: {home} 0-0 {away}?"),
    L("gal-fen", "exact_score", "2-1", r2=True, lay="bullets",
      out="Pays Yes only on a final score of {home} 2, {away} 1.",
      q="Exact score: {home} 2-1 {away}?"),
    L("eng-ita", "exact_score", "1-2", lay="onepara",
      out="Yes if {away} beat {home} 2-1, scoring twice while conceding once. All other scorelines resolve No.",
      q="Exact score: {away} to win 2-1?"),
    L("mty-tig", "exact_score", "3-1", p="P4", lay="table",
      out_t="{home} 3, {away} 1 exactly",
      q="Exact score: {home} 3-1 {away}?"),
    # ---- other
    L("cfc-juv", "other", "home",
      out="Yes if {team} score the opening goal of the match against {opp}. If {opp} score first, or nobody scores, No.",
      q="Will {team} score first vs. {opp}?", smt="soccer_first_team_to_score", sfx="fts-home",
      c3="fts"),
    L("den-ned", "other", "away", s="S5", lay="onepara",
      out="This resolves Yes if {team} are the first side to score against {opp} in this quarter-final.",
      scope_text="Goals in any extra time count towards this market; a penalty shoot-out does not.",
      q="Will {team} score first vs. {opp}?", smt="soccer_first_team_to_score", sfx="fts-away",
      c3="fts"),
    L("rvc-sha", "other", "over", line=9.5, lay="bullets",
      out="Yes if the match produces 10 or more corner kicks in total, counting both teams. Nine or fewer = No.",
      q="{home} vs. {away}: over 9.5 corners?", smt="soccer_total_corners", sfx="corners-o9pt5"),
    L("bmu-rma", "other", "yes", lay="headings",
      out="Yes if the referee shows at least one red card (a straight red or a second yellow) to any player of either side during the match.",
      q="Will there be a red card in {home} vs. {away}?", smt="soccer_red_card", sfx="red-card"),
]


# ------------------------------------------------------------------ builder
def _names(f):
    h, a = TEAMS[f["home"]], TEAMS[f["away"]]
    return h, a


def build_generated(rot, start_id):
    legs = []
    n = start_id
    for i, sp in enumerate(SPECS):
        f = fixture(sp["fx"])
        comp = COMPS[f["comp"]]
        h, a = _names(f)
        fam, side = sp["fam"], sp["side"]
        if side == "home":
            team, opp = h[0], a[0]
        elif side == "away":
            team, opp = a[0], h[0]
        else:
            team, opp = h[0], a[0]
        datef = V1_DATES[i % len(V1_DATES)]
        fill = dict(team=team, opp=opp, home=h[0], away=a[0], comp=comp[0],
                    date=datef(f["iso"]), body=comp[4], site=comp[5], round=f["round"])
        terse = sp["lay"] == "table"
        styles = set(sp["styles"]) | {"layout:" + sp["lay"]}
        meanings = ["F:" + fam]
        wording = {}
        parts = []

        def take(dim, bank, bank_t, name, meaning=None):
            b, nm = (bank_t, name + "_T") if terse and bank_t else (bank, name)
            idx, (st, text) = rot.pick(nm, b)
            styles.update(st)
            if meaning:
                wording[meaning] = "%s#%d" % (nm, idx)
            parts.append((dim, text.format(**fill)))

        # outcome
        if fam == "win":
            take("out", WIN, WIN_T, "WIN")
        elif fam == "draw":
            take("out", DRAW, DRAW_T, "DRAW")
        else:
            text = sp["out_t"] if terse else sp["out"]
            parts.append(("out", text.format(**fill)))
        # scope
        if sp["s"] == "S1":
            take("scope", S1, S1_T, "S1", "S1")
            meanings.append("S1")
        elif sp["s"] == "S5":
            parts.append(("scope", sp["scope_text"]))
            wording["S5"] = "v1-inline-%d" % i
            meanings.append("S5")
        elif sp["s"] == "S6":
            meanings.append("S6")
            wording["S6"] = "v1-inline-%d" % i
        # postponement
        if sp["p"] == "P1":
            take("post", P1, P1_T, "P1", "P1")
        elif sp["p"] == "P4":
            take("post", P4, P4_T, "P4", "P4")
        meanings.append(sp["p"])
        # cancellation
        c = sp["c"]
        if c == "C1":
            if fam == "win":
                take("canc", C1W, C1W_T, "C1W", "C1")
            else:
                take("canc", C1D, C1D_T, "C1D", "C1")
        elif c == "C2":
            take("canc", C2, C2_T, "C2", "C2")
        elif c == "C3":
            if sp.get("c3") == "fts":
                take("canc", C3F, None, "C3F", "C3")
            else:
                take("canc", C3X, C3X_T, "C3X", "C3")
        meanings.append(c)
        # abandonment
        if sp["ab"]:
            bank_t = AB_T.get(sp["ab"])
            take("ab", AB[sp["ab"]], bank_t, "AB_" + sp["ab"], "AB")
            meanings.append("AB")
        # source
        take("src", R1, R1_T, "R1", "R1")
        meanings.append("R1")
        if sp["r2"]:
            take("rev", R2, R2_T, "R2", "R2")
            meanings.append("R2")
        for nk in sp["notes"]:
            parts.append(("note", (NOTES_T if terse else NOTES)[nk].format(**fill)))
            styles.add("noise")
        if terse:
            parts.insert(0, ("match", "{0} v {1}, {2}, kick-off {3} UTC".format(
                h[0], a[0], comp[0], f["hhmm"])))
        desc = layout(sp["lay"], parts)

        # wire fields
        slug_base = "%s-%s-%s-%s" % (comp[1], h[1], a[1], f["iso"])
        line_wire = None
        if fam == "win":
            q = "Will %s win on %s?" % (team, f["iso"])
            git = team
            slug = slug_base + "-" + (h[1] if side == "home" else a[1])
            outcome = team
        elif fam == "draw":
            q = "Will %s vs. %s end in a draw?" % (h[0], a[0])
            git = "Draw (%s vs. %s)" % (h[0], a[0])
            slug = slug_base + "-draw"
            outcome = "draw"
        else:
            q = (sp["q"] or "").format(**fill)
            slug = slug_base + "-" + (sp["sfx"] or fam.replace("_", "-"))
            if fam == "advance":
                git = team
                slug = slug_base + "-advance-" + (h[1] if side == "home" else a[1])
                outcome = team
            elif fam == "spread":
                line_wire = -sp["line"]
                git = "%s (%s)" % (team, line_wire)
                q = "Spread: %s (%s)" % (team, line_wire)
                slug = slug_base + "-spread-%s-%s" % ("home" if side == "home" else "away",
                                                      str(sp["line"]).replace(".", "pt"))
                outcome = team
            elif fam == "total":
                line_wire = sp["line"]
                git = "%s %s" % ("Over" if side == "over" else "Under", sp["line"])
                slug = slug_base + "-total-%s-%s" % (side, str(sp["line"]).replace(".", "pt"))
                outcome = side
            elif fam == "btts":
                git = "Both teams to score" if side == "yes" else "At least one team blanks"
                slug = slug_base + ("-btts" if side == "yes" else "-btts-no")
                outcome = side
            elif fam == "half":
                git = team if side != "draw" else "Draw (%s half)" % sp["half"].capitalize()
                outcome = team if side != "draw" else "draw"
            elif fam == "exact_score":
                git = side
                slug = slug_base + "-score-" + side
                outcome = side
            elif fam == "other":
                if side in ("home", "away"):
                    git = team
                    outcome = team
                elif side == "over":
                    git = "Over %s corners" % sp["line"]
                    line_wire = sp["line"]
                    outcome = "over"
                else:
                    git = "Red card: Yes"
                    outcome = "yes"
        half = sp["half"]
        r = "R1"
        exp = derive(fam, outcome, sp["line"], half, sp["s"], sp["p"], c, r, sp["ab"])
        ev_title = "%s vs. %s" % (h[0], a[0])
        if fam not in ("win", "draw"):
            ev_title += " - More Markets"
        market = {
            "id": str(4931000 + 37 * n),
            "question": q,
            "slug": slug,
            "groupItemTitle": git,
            "sportsMarketType": sp["smt"] or SMT[fam],
            "line": line_wire,
            "outcomes": json.dumps(["Yes", "No"]),
            "description": desc,
            "resolutionSource": comp[5] if n % 3 else "",
            "event_title": ev_title,
            "gameStartTime": "%s %s:00+00" % (f["iso"], f["hhmm"]),
        }
        legs.append({
            "id": "j1-%03d" % n, "venue": "venue_one", "styles": sorted(styles),
            "meanings": meanings, "home": h[0], "away": a[0], "competition": f["comp"],
            "market": market, "expected": exp, "_wording": wording,
        })
        n += 1
    return legs


# ------------------------------------------------------------------ hand-written legs
def _v1(fx, q, git, smt, desc, exp, meanings, styles, slug_sfx, line=None):
    f = fixture(fx)
    comp = COMPS[f["comp"]]
    h, a = _names(f)
    return {
        "venue": "venue_one", "styles": sorted(styles), "meanings": meanings,
        "home": h[0], "away": a[0], "competition": f["comp"],
        "market": {
            "id": None, "question": q, "slug": "%s-%s-%s-%s-%s" % (comp[1], h[1], a[1], f["iso"], slug_sfx),
            "groupItemTitle": git, "sportsMarketType": smt, "line": line,
            "outcomes": json.dumps(["Yes", "No"]), "description": desc,
            "resolutionSource": comp[5], "event_title": "%s vs. %s" % (h[0], a[0]),
            "gameStartTime": "%s %s:00+00" % (f["iso"], f["hhmm"]),
        },
        "expected": exp,
    }


def specials():
    out = []
    # A1 scope ambiguous: Conference League knockout second leg, no time scope anywhere
    desc = ("Fiorentina host Crystal Palace in the second leg of their Conference League "
            "round-of-16 tie.\n\n"
            "Resolves \"Yes\" if ACF Fiorentina have won the game when the referee brings "
            "it to a close on 18 March 2027, and \"No\" if they have not.\n\n"
            "If the match is postponed, this market remains open until it is played. If it is "
            "cancelled and no replacement game is staged, it resolves \"No\".\n\n"
            "Source: UEFA's official match statistics. If they are not available within two "
            "hours of the final whistle, the market falls back on what credible reporting agrees.")
    out.append((_v1("fio-cry", "Will ACF Fiorentina win on 2027-03-18?", "ACF Fiorentina",
                    "moneyline", desc,
                    derive("win", "ACF Fiorentina", None, None, "S:ambiguous", "P1", "C1", "R1", None),
                    ["F:win", "S:ambiguous", "P1", "C1", "R1"],
                    ["ambiguous", "british", "plain", "layout:paras"], "fio"),
                {"P1": "A1", "C1": "A1", "R1": "A1"}))
    # A2 postponement ambiguous
    desc = ("Yes if Feyenoord beat AZ Alkmaar in the Eredivisie on November 29, 2026. "
            "Draw or AZ win = No. Only the 90 minutes and stoppage time count.\n\n"
            "If the match gets moved, we'll keep things open for a sensible stretch and then "
            "settle however we think is fair.\n\n"
            "Canceled with no make-up game? No.\n\n"
            "We resolve off the Eredivisie's official stats, or off what credible outlets agree "
            "on if those stats aren't up within 2 hours.")
    out.append((_v1("fey-az", "Will Feyenoord win on 2026-11-29?", "Feyenoord", "moneyline", desc,
                    derive("win", "Feyenoord", None, None, "S1", "P:ambiguous", "C1", "R1", None),
                    ["F:win", "S1", "P:ambiguous", "C1", "R1"],
                    ["ambiguous", "american", "us_spelling", "layout:paras"], "fey"),
                {"S1": "A2", "C1": "A2", "R1": "A2"}))
    # A3 source ambiguous
    desc = ("Market: Galatasaray SK v Fenerbahçe SK, Süper Lig, 1 November 2026\n"
            "Pays Yes: the derby finishes level after 90 minutes plus added time\n"
            "If postponed: remains open until the game is played\n"
            "If cancelled (no replay): Yes\n"
            "Source: the Turkish Football Federation's pages and/or leading sports media\n"
            "Note: extra time does not apply in league matches")
    out.append((_v1("gal-fen", "Will Galatasaray SK vs. Fenerbahçe SK end in a draw?",
                    "Draw (Galatasaray SK vs. Fenerbahçe SK)", "moneyline", desc,
                    derive("draw", "draw", None, None, "S1", "P1", "C1",
                           ("text", "ambiguous", "ambiguous"), None),
                    ["F:draw", "S1", "P1", "C1", "R:ambiguous"],
                    ["ambiguous", "terse", "layout:table"], "draw"),
                {"S1": "A3", "P1": "A3", "C1": "A3"}))
    # A4 cancellation ambiguous
    desc = ("This contract shall resolve to \"Yes\" if São Paulo FC defeat SC Corinthians "
            "Paulista in the Brasileirão fixture of 11 October 2026, regard being had only to "
            "the ninety minutes of normal time and any time added for stoppages.\n\n"
            "In the event of postponement, the contract shall remain open until the fixture is "
            "completed.\n\n"
            "If the fixture does not go ahead at all, open positions will be closed out on such "
            "terms as the market team considers appropriate.\n\n"
            "The official CBF statistics are the primary source; should they not be published "
            "within two hours of the final whistle, a consensus of credible reporting shall "
            "be used.")
    out.append((_v1("sao-cor", "Will São Paulo FC win on 2026-10-11?", "São Paulo FC",
                    "moneyline", desc,
                    derive("win", "São Paulo FC", None, None, "S1", "P1", "C:ambiguous", "R1", None),
                    ["F:win", "S1", "P1", "C:ambiguous", "R1"],
                    ["ambiguous", "british", "legal", "layout:paras"], "sao"),
                {"S1": "A4", "P1": "A4", "R1": "A4"}))
    # A5 abandonment ambiguous (cancellation clear: 50-50)
    desc = ("Yes if CF Monterrey and Tigres UANL score three or more goals between them in "
            "regulation (90 minutes plus stoppage). Two or fewer: No.\n"
            "- Postponed: the market waits for the game, with no cut-off.\n"
            "- Cancelled with no replay: 50-50.\n"
            "- Suspended and never resumed: the resolution will be determined in light of the "
            "circumstances.\n"
            "- Source: Liga MX official data; failing that within two hours, agreed credible "
            "reporting.")
    out.append((_v1("mty-tig", "CF Monterrey vs. Tigres UANL: over 2.5 goals?", "Over 2.5",
                    "totals", desc,
                    derive("total", "over", 2.5, None, "S1", "P1", "C2", "R1", "ambiguous"),
                    ["F:total", "S1", "P1", "C2", "AB:ambiguous", "R1"],
                    ["ambiguous", "terse", "layout:dashes"], "total-over-2pt5", line=2.5),
                {"S1": "A5", "P1": "A5", "C2": "A5", "R1": "A5"}))
    # legal drafting with definitions (win, P4, C1, AB as cancel, R1, R2)
    desc = ("1. Definitions. In these rules: \"Match\" means the Premier League fixture between "
            "Nottingham Forest FC and West Ham United FC scheduled for 16 January 2027; "
            "\"Normal Time\" means the two halves of forty-five minutes each together with any "
            "time added on by the referee, excluding extra time and any shoot-out; "
            "\"Announcement\" means the first public notice that the Match is postponed.\n"
            "2. Outcome. This market resolves to \"Yes\" if West Ham United FC score more goals "
            "than Nottingham Forest FC in Normal Time, and to \"No\" in all other cases.\n"
            "3. Postponement. If the Match is not re-scheduled within fourteen days after the "
            "Announcement, the market resolves at its last fair market price as at the "
            "Announcement.\n"
            "4. Cancellation and abandonment. If the Match is cancelled and never re-staged, "
            "the market resolves to \"No\". A Match abandoned and not completed is "
            "treated as cancelled.\n"
            "5. Source. Official Premier League statistics govern; should none be published "
            "within two hours of the Match ending, a consensus of credible reporting applies.\n"
            "6. Finality. Revisions to the score after resolution are of no effect.")
    out.append((_v1("nfo-whu", "Will West Ham United FC win on 2027-01-16?", "West Ham United FC",
                    "moneyline", desc,
                    derive("win", "West Ham United FC", None, None, "S1", "P4", "C1", "R1", "as_cancel"),
                    ["F:win", "S1", "P4", "C1", "AB", "R1", "R2"],
                    ["british", "legal", "definition", "number_words", "layout:numbered"], "wes"),
                {"S1": "L1", "P4": "L1", "C1": "L1", "AB": "L1", "R1": "L1", "R2": "L1"}))
    return out


def build(rot):
    legs = build_generated(rot, 1)
    n = len(legs) + 1
    for leg, wording in specials():
        leg = dict(leg)
        leg["id"] = "j1-%03d" % n
        leg["market"]["id"] = str(4931000 + 37 * n)
        ordered = {k: leg[k] for k in ["id", "venue", "styles", "meanings", "home", "away",
                                       "competition", "market", "expected"]}
        ordered["_wording"] = {k: "special-" + v for k, v in wording.items()}
        legs.append(ordered)
        n += 1
    return legs
