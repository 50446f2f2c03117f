"""venue_two legs of set (ac): rules written as support-desk replies to a trader's question."""
from common import COMPS, FIX, date_formats

NAMES = ["Sam", "Priya", "Tomás", "Jordan", "Mei", "Alex", "Oluwaseun", "Chris", "Hannah", "Diego"]
AGENTS = ["Rachel, Member Support", "Kofi | Support Team", "The Support Desk", "Marta (Trading Support)",
          "Ben from Customer Care", "Support Team"]
GREET = [
    "Hi {N}, thanks for reaching out!",
    "Hello {N},\n\nThank you for contacting us, and sorry for the slow reply.",
    "Hey {N} 👋 thanks for the message.",
    "Dear {N},\n\nThanks for getting in touch with the support team.",
    "Hi {N}! Good question, happy to clear this up.",
    "Hi there {N}, apologies for the wait over the weekend.",
]
SIGN = [
    "Let me know if anything else comes up.\n\nBest,\n{G}",
    "Hope that helps! Have a great day.\n{G}",
    "Kind regards,\n{G}",
    "Cheers,\n{G}",
    "Thanks again for trading with us.\n\nWarm regards,\n{G}",
]
# outcome sentences; {S} is the scope slot (may be empty)
WIN = [
    "To answer your question: as per our rules, the {T} contract on the {H} vs {A} {C} fixture (originally scheduled for {D}) pays out Yes only if {T} wins{S}.",
    "Short answer: Yes on the {T} market means {T} has to beat {O} in the {H} vs {A} {C} match (originally set for {D}){S}.",
    "The {T} market settles to Yes if {T} comes out on top against {O} in the {C} fixture first scheduled for {D}{S}.",
    "In plain terms, you hold Yes on {T}, and it pays if {T} wins the {H} vs {A} {C} game that was originally on the calendar for {D}{S}.",
    "Our rules say the market resolves to Yes if {T} wins the {H} vs {A} professional {C} match as first scheduled for {D}{S}; anything else is No.",
]
TIE = [
    "To answer your question, the Tie market on {H} vs {A} ({C}, originally scheduled for {D}) pays Yes when the game ends level{S}.",
    "The Tie contract resolves to Yes if neither {H} nor {A} wins the {C} game first scheduled for {D}{S}.",
    "Yes on Tie pays if {H} and {A} finish all square in their {C} match originally set for {D}{S}; a win for either side is a No.",
]
S2 = [
    ", judged at the end of 90 minutes plus stoppage time (extra time and penalties don't count)",
    " in regulation, which for us is ninety minutes plus stoppage, with no extra time or shoot-out",
    " at the end of normal time (90 mins + added time; ET and pens are excluded)",
    " once the regular 90 minutes and any stoppage time are up. Extra time and penalty kicks are not part of it",
    " on the score after 90' plus stoppage, so any extra time or penalties are ignored",
]
S3_P = [" at the end of 90 minutes plus stoppage time", " at the end of 90 minutes plus added time", " after ninety minutes and stoppage time"]
S3_S = ["Extra time and penalties are not included.", "Just to be clear, neither extra time nor a penalty shoot-out is included.",
        "Nothing that happens in extra time or a shoot-out counts toward it."]
S4_S = ["To your other question: only regulation counts here, i.e. 90 minutes plus stoppage time, and not extra time or penalties.",
        "And no, extra time isn't counted: we go by the score at the end of the 90 minutes plus stoppage.",
        "On timing of the result: the market uses the regulation-time score (90 + stoppage), without extra time or penalties."]
D1 = ["If it finishes level after regulation, it's the Tie market that resolves to Yes, not this one.",
      "A draw after the 90 minutes means the Tie market pays Yes.",
      "If the match is tied, the separate Tie market is the one that settles Yes."]
P2C4 = ["If the game is canceled, or pushed back to more than 48 hours after its original kickoff, the market settles at a fair price in line with our rules.",
        "Should the match be cancelled or rescheduled more than forty-eight hours away, we resolve it to a fair price as the rules set out.",
        "Cancellations and delays of over 48 hrs both lead to settlement at a fair price.",
        "If it's called off, or moved by more than two days, the contract is settled at fair value under the rules."]
P2 = ["If kickoff is delayed by more than 48 hours from the original time, the market goes to a fair price.",
      "A postponement of more than forty-eight (48) hours means the market settles at a fair price."]
P3 = ["If the game is postponed but still gets underway within 48 hours of the original start, the market simply stays open; if not, it's settled at a fair price.",
      "A postponed match that kicks off within two days of its first slot keeps the market open. Beyond that, fair price."]
C4 = ["If the match is canceled altogether, the market is resolved at a fair price.",
      "A cancelled game is also settled at a fair price.",
      "Cancellation: the market is settled at fair value."]
AB_C = ["An abandoned match that isn't completed is handled exactly like a cancellation.",
        "If play is abandoned and not finished, we treat it as cancelled."]
AB_LP = ["If a match is abandoned, the market settles at the last traded price before play was stopped."]
AB_RF = ["If the game is abandoned and never completed, all positions are refunded at cost."]


class Bank:
    def __init__(self):
        self.i = {}

    def take(self, name, bank):
        k = self.i.get(name, 0)
        self.i[name] = k + 1
        return bank[k % len(bank)]


def fill(t, f, T=None, D=""):
    comp = COMPS[f[0]]
    O = f[6] if T == f[5] else f[5]
    return (t.replace("{T}", T or "").replace("{O}", O).replace("{H}", f[5]).replace("{A}", f[6])
            .replace("{C}", comp[2]).replace("{D}", D))


def series_sources(f, override=None):
    return override if override is not None else COMPS[f[0]][5]


def r3(srcs):
    names = {s["name"] for s in srcs}
    if names and names <= {"ESPN", "Fox Sports"}:
        return "provider"
    return "official"


def exp(fam, outcome, scope, sp, sf, tw, vc, vp, va, line=None, half=None):
    return {"family": fam, "outcome": outcome, "line": line, "half": half, "scope": scope,
            "source_primary": sp, "source_fallback": sf, "timing_window": tw,
            "void_cancelled": vc, "void_postponed_long": vp, "void_abandoned": va}


def market(f, kind, suffix, title, yes, primary, secondary):
    comp = COMPS[f[0]]
    d = date_formats(f[9])
    series = comp[3] + kind
    ev = f"{series}-{d['ticker']}{f[7]}{f[8]}"
    h, m = f[10].split(":")
    return {"ticker": f"{ev}-{suffix}", "event_ticker": ev, "series_ticker": series, "title": title,
            "yes_sub_title": yes, "no_sub_title": yes, "rules_primary": primary, "rules_secondary": secondary,
            "occurrence_datetime": f"{f[9]}T{h}:{m}:00Z"}


# spec: (fixture, family, side, scope_kind, clauses, forwarded, date_fmt)
# scope_kind: S2 | S3 | S4s (scope in secondary) | S4n (none)
# clauses: D1 P2C4 P2 P3 C4 ABc ABlp ABrf
SPECS = [
    ("ars_tot", "win", "home", "S2", ["D1", "P2C4"], "q", "short"),
    ("ars_tot", "win", "away", "S2", ["P2C4", "ABc"], "q", "us"),
    ("ars_tot", "draw", None, "S2", ["P2C4"], None, "short"),
    ("mci_avl", "win", "home", "S3", ["D1", "P2", "C4"], "q", "short"),
    ("mci_avl", "draw", None, "S2", ["P3", "C4"], "old_t", "us"),
    ("new_che", "win", "away", "S2", ["P2C4"], "still", "short"),
    ("bet_vil", "win", "home", "S4s", ["D1", "P2C4"], "q", "uk"),
    ("bet_vil", "win", "away", "S2", ["P2C4", "ABlp"], None, "short"),
    ("rea_bil", "draw", None, "S2", ["P2C4"], "old_c", "short"),
    ("dor_wol", "win", "home", "S2", ["D1", "P3", "C4"], "q", "dots"),
    ("b04_fre", "win", "home", "S2", ["P2C4", "ABrf"], "q", "short"),
    ("mil_tor", "win", "away", "S3", ["C4"], "unclear_t", "short"),
    ("nap_fio", "win", "home", "S2", ["D1", "P2C4"], None, "iso"),
    ("olm_ren", "draw", None, "S3", ["P2C4", "ABc"], "q", "short"),
    ("sea_por", "win", "home", "S2", ["P2C4"], "q", "slash_us"),
    ("bra_mar", "win", "away", "S3", ["D1", "P2C4"], "q", "us"),
    ("mex_kor", "win", "home", "S3", ["P2C4"], "old_t2", "short"),
    ("mex_kor", "draw", None, "S3", ["P2C4"], "q", "uk"),
    ("ben_psv", "win", "away", "S2", ["P2"], "unclear_c", "short"),
    ("dor_wol", "draw", None, "S4s", ["P2C4"], None, "short"),
    ("rea_bil", "win", "home", "S4n", ["P2C4"], "q", "short"),
]

FWD_Q = {
    "ext": "Quick question: if the match goes to extra time, does that count for my position?",
    "pp": "Hi, what happens to my contract if the game gets postponed?",
    "cx": "If the game is cancelled do I lose my stake?",
    "src": "Where do you get the final score from?",
}


def build():
    bank = Bank()
    legs = []
    clean = {}
    n_name = [0]

    def add(f, fam, sections_p, sections_s, mk, expected, meanings, styles, srcs=None):
        n = len(legs) + 1
        lid = f"ac2-{n:03d}"
        N = NAMES[n % len(NAMES)]
        G = AGENTS[n % len(AGENTS)]
        greet = GREET[n % len(GREET)].replace("{N}", N)
        sign = SIGN[n % len(SIGN)].replace("{G}", G)
        primary = greet + "\n\n" + " ".join(sections_p)
        secondary = "\n\n".join(s for s in sections_s if not s.startswith("----")) + "\n\n" + sign
        fwd = [s for s in sections_s if s.startswith("----")]
        if fwd:
            secondary += "\n\n" + fwd[0]
        m = mk(primary, secondary)
        leg = {"id": lid, "venue": "venue_two", "styles": sorted(set(["support_reply"] + styles)),
               "meanings": meanings, "home": f[5], "away": f[6], "competition": f[0], "market": m,
               "series_settlement_sources": series_sources(f, srcs), "expected": expected}
        legs.append(leg)
        clean[lid] = primary + " " + secondary

    for fk, fam, side, sk, clauses, fwd, dfmt in SPECS:
        f = FIX[fk]
        D = date_formats(f[9])[dfmt]
        T = (f[5] if side == "home" else f[6]) if fam == "win" else None
        meanings = ["F:" + fam]
        styles = ["date:" + dfmt]
        slot = ""
        sec = []
        scope = "regulation"
        if sk == "S2":
            slot = bank.take("S2", S2); meanings.append("S2")
        elif sk == "S3":
            slot = bank.take("S3p", S3_P); sec.append(bank.take("S3s", S3_S)); meanings.append("S3")
        elif sk == "S4s":
            sec.append(bank.take("S4s", S4_S)); meanings.append("S4")
        else:
            scope = "ambiguous"; meanings += ["S4", "S:ambiguous"]
        body = bank.take("win", WIN) if fam == "win" else bank.take("tie", TIE)
        p_text = fill(body, f, T, D).replace("{S}", slot)
        if not p_text.endswith("."):
            p_text += "."
        prim = [p_text]
        tw = vp = vc = va = None
        for c in clauses:
            if c == "D1":
                sec.append(bank.take("D1", D1)); meanings.append("D1")
            elif c == "P2C4":
                sec.append(bank.take("P2C4", P2C4)); tw, vp, vc = 48, "fair_price", "fair_price"; meanings += ["P2", "C4"]
            elif c == "P2":
                sec.append(bank.take("P2", P2)); tw, vp = 48, "fair_price"; meanings.append("P2")
            elif c == "P3":
                sec.append(bank.take("P3", P3)); tw, vp = 48, "fair_price"; meanings.append("P3")
            elif c == "C4":
                sec.append(bank.take("C4", C4)); vc = "fair_price"; meanings.append("C4")
            elif c == "ABc":
                sec.append(bank.take("ABc", AB_C)); va = vc; meanings.append("AB")
            elif c == "ABlp":
                sec.append(AB_LP[0]); va = "last_price"; meanings.append("AB")
            elif c == "ABrf":
                sec.append(AB_RF[0]); va = "refund"; meanings += ["AB", "C:refund"]
        who = f"{f[5]} vs {f[6]}"
        # forwarded material
        if fwd == "q":
            key = ["ext", "pp", "cx", "src"][len(legs) % 4]
            sec.append(f"---- Original message ----\nFrom: trader\nSubject: {who}\n\n{FWD_Q[key]}")
            styles.append("forwarded_question")
        elif fwd == "old_t":
            sec.insert(0, "Apologies for the confusion caused by my colleague's earlier reply (below): that wording is out of date. The current window is the 48 hours described here.")
            sec.append(f"---- Original message ----\nSubject: Re: {who} postponement\n\nHi, if a game is postponed the market stays open for up to 72 hours, after which it settles at a fair price.")
            styles += ["forwarded_old_rule", "correction"]
            meanings.append("fwd:superseded")
        elif fwd == "old_t2":
            sec.insert(0, "Sorry, the note I sent earlier (quoted underneath) described the old policy. Please go by this message instead.")
            sec.append(f"---- Original message ----\nSubject: Re: {who}\n\nPostponed matches keep the market open until they are played, with no time limit. Cancelled matches resolve 50-50.")
            styles += ["forwarded_old_rule", "correction"]
            meanings.append("fwd:superseded")
        elif fwd == "old_c":
            sec.append("One correction to what we told you last month (see below): cancellation no longer pays the Tie market Yes; the fair-price rule above is the one in force now.")
            sec.append(f"---- Original message ----\nSubject: Re: {who} cancellation\n\nIf the match is cancelled with no replay, the Tie market resolves Yes.")
            styles += ["forwarded_old_rule", "correction"]
            meanings.append("fwd:superseded")
        elif fwd == "still":
            sec.append("As for abandonment, the answer my colleague gave you below still applies.")
            sec.append(f"---- Original message ----\nSubject: Re: {who}\n\nIf a match is abandoned and not completed, we settle it the same way as a cancelled game.")
            va = vc
            meanings += ["AB", "fwd:current"]
            styles.append("forwarded_current_rule")
        elif fwd == "unclear_t":
            sec.append("Please note we have revised our postponement policy since the message below, so that part may not be accurate any more; I'm checking with the trading team and will follow up.")
            sec.append(f"---- Original message ----\nSubject: Re: {who}\n\nPostponed games stay open for 48 hours; after that they are settled at a fair price.")
            # the only postponement rule is in the forwarded message, which the reply says may be outdated
            tw, vp = "ambiguous", "ambiguous"
            meanings.append("P:ambiguous")
            styles += ["forwarded_old_rule", "hedged"]
        elif fwd == "unclear_c":
            sec.append("I'm not 100% sure the cancellation part of my colleague's note below is still current, so please treat it with caution.")
            sec.append(f"---- Original message ----\nSubject: Re: {who}\n\nCancelled matches resolve 50-50.")
            vc = "ambiguous"
            meanings.append("C:ambiguous")
            styles += ["forwarded_old_rule", "hedged"]
        srcs = series_sources(f)
        sp = r3(srcs); meanings.append("R3")
        comp = COMPS[f[0]]
        if fam == "win":
            code = f[7] if side == "home" else f[8]
            mk = (lambda p, s, f=f, code=code, T=T: market(f, "GAME", code, f"{f[5]} vs {f[6]} Winner?", T, p, s))
            outcome = f[1] if side == "home" else f[2]
            outcome = T  # venue_two names the team its own way
        else:
            mk = (lambda p, s, f=f: market(f, "GAME", "TIE", f"{f[5]} vs {f[6]} Winner?", "Tie", p, s))
            outcome = "draw"
        add(f, fam, prim, sec, mk, exp(fam, outcome, scope, sp, None, tw, vc, vp, va), meanings, styles, srcs)

    # ---- other families and odd legs (hand-written) --------------------------------------
    f = FIX["bar_int"]
    add(f, "advance", [
        "Good news: the Barcelona advance market is about the whole Champions League tie with Inter, not just the second leg on Mar 10, 2027. It resolves Yes if Barcelona goes through to the next round, and that includes extra time and a penalty shoot-out if it comes to that."],
        ["If the second leg is cancelled, or postponed by more than 48 hours, the market is settled at a fair price.", "---- Original message ----\nSubject: Barcelona advance\n\nDoes the advance market count penalties?"],
        lambda p, s: market(f, "ADVANCE", "BAR", "Barcelona vs Inter: Who advances?", "Barcelona", p, s),
        exp("advance", "Barcelona", "penalties", "official", None, 48, "fair_price", "fair_price", None),
        ["F:advance", "S6", "P2", "C4", "R3"], ["two_way", "date:short", "forwarded_question"])
    f = FIX["ned_jpn"]
    add(f, "advance", [
        "You asked whether the Japan qualify market counts a shoot-out: yes. It resolves Yes if Japan progresses past the Netherlands in the FIFA World Cup round-of-32 game on 07/04/2026 (US date), by any route: in 90 minutes, in extra time, or on penalties."],
        ["If the game doesn't take place within 48 hours of the scheduled kickoff, it's settled at a fair price. Same for a cancellation."],
        lambda p, s: market(f, "ADVANCE", "JPN", "Netherlands vs Japan: Who advances?", "Japan", p, s),
        exp("advance", "Japan", "penalties", "official", None, 48, "fair_price", "fair_price", None),
        ["F:advance", "S6", "P2", "C4", "R3"], ["two_way", "date:slash"])
    f = FIX["ben_psv"]
    add(f, "advance", [
        "Thanks for flagging this. The Benfica market on the Benfica vs PSV Champions League tie (return leg first scheduled for 17 March 2027) resolves to Yes if Benfica qualifies for the quarter-finals, with extra time and penalties counted as part of the tie."],
        ["A cancelled tie is settled at a fair price."],
        lambda p, s: market(f, "ADVANCE", "BEN", "Benfica vs PSV: Who advances?", "Benfica", p, s),
        exp("advance", "Benfica", "penalties", "official", None, None, "fair_price", None, None),
        ["F:advance", "S6", "C4", "R3"], ["two_way", "date:uk"])
    f = FIX["new_che"]
    add(f, "total", [
        "On the totals question: the Over 2.5 market for Newcastle vs Chelsea (English Premier League, originally scheduled for Nov 7, 2026) resolves Yes if the two teams score three goals or more between them at the end of 90 minutes plus stoppage time. Extra time and penalties are never counted."],
        ["If the match is canceled or rescheduled more than 48 hours out, it resolves to a fair price under our rules.", "---- Original message ----\nSubject: totals\n\nDo own goals count in the over/under?"],
        lambda p, s: market(f, "TOTAL", "3", "Newcastle vs Chelsea: Total Goals", "Over 2.5 goals", p, s),
        exp("total", "over", "regulation", "provider", None, 48, "fair_price", "fair_price", None, line=2.5),
        ["F:total", "S2", "P2", "C4", "R3"], ["date:short", "number_words", "forwarded_question"])
    f = FIX["nap_fio"]
    add(f, "total", [
        "Hi again! The contract you hold is the Under side: it pays Yes if Napoli and Fiorentina combine for fewer than 4 goals in their Italian Serie A game originally scheduled for 08.11.2026, counting regulation time only (90 minutes plus stoppage)."],
        ["Cancelled, or delayed more than two days: fair price.", "The result is taken from ESPN's match data."],
        lambda p, s: market(f, "TOTAL", "U4", "Napoli vs Fiorentina: Total Goals", "Under 3.5 goals", p, s),
        exp("total", "under", "regulation", "provider", None, 48, "fair_price", "fair_price", None, line=3.5),
        ["F:total", "S2", "P2", "C4"], ["date:dots", "terse", "named_source"])
    f = FIX["mci_avl"]
    add(f, "spread", [
        "Per our rules, the Manchester City spread contract pays Yes if Manchester City beats Aston Villa by more than 1.5 goals, i.e. by 2 or more, in the English Premier League match originally scheduled for October 24, 2026. The margin is taken at the end of 90 minutes plus stoppage time, without extra time or penalties."],
        ["If the match is cancelled or moved more than 48 hours away, it settles at a fair price."],
        lambda p, s: market(f, "SPREAD", "MCI2", "Manchester City vs Aston Villa: Spread", "Manchester City wins by over 1.5 goals", p, s),
        exp("spread", "Manchester City", "regulation", "provider", None, 48, "fair_price", "fair_price", None, line=1.5),
        ["F:spread", "S2", "P2", "C4", "R3"], ["date:us"])
    f = FIX["olm_ren"]
    add(f, "spread", [
        "Sorry for the mix-up earlier. Your contract is Rennes by more than 1.5: it resolves Yes only if Rennes wins at Marseille by two goals or more in the French Ligue 1 game originally scheduled for November 1, 2026, counting 90 minutes plus stoppage time and nothing after."],
        ["Cancellation or a delay beyond forty-eight hours: the market settles at a fair price."],
        lambda p, s: market(f, "SPREAD", "REN2", "Marseille vs Rennes: Spread", "Rennes wins by over 1.5 goals", p, s),
        exp("spread", "Rennes", "regulation", "provider", None, 48, "fair_price", "fair_price", None, line=1.5),
        ["F:spread", "S2", "P2", "C4", "R3"], ["date:us", "away_favourite", "apology"])
    f = FIX["b04_fre"]
    add(f, "btts", [
        "Quick one: the Both Teams to Score market for Leverkusen vs Freiburg (German Bundesliga, originally scheduled for 21 November 2026) resolves Yes if each side scores at least one goal during regulation, which means 90 minutes plus stoppage time; extra time and penalties don't apply."],
        ["If the match is canceled, or pushed back by more than 48 hours, the market is resolved at a fair price."],
        lambda p, s: market(f, "BTTS", "BTTS", "Leverkusen vs Freiburg: Both Teams to Score?", "Both Teams To Score", p, s),
        exp("btts", "yes", "regulation", "provider", None, 48, "fair_price", "fair_price", None),
        ["F:btts", "S2", "P2", "C4", "R3"], ["date:uk"])
    f = FIX["sea_por"]
    add(f, "btts", [
        "Happy to help. The BTTS market for Seattle vs Portland (Major League Soccer, originally on the schedule for Oct 10, 2026) pays Yes when both clubs get on the scoresheet at the end of 90 minutes plus stoppage time. If one of them is held scoreless, it's No."],
        ["If the match doesn't happen within 48 hours of the original kickoff, or is called off entirely, the market settles at a fair price."],
        lambda p, s: market(f, "BTTS", "BTTS", "Seattle vs Portland: Both Teams to Score?", "Both Teams To Score", p, s),
        exp("btts", "yes", "regulation", "official", None, 48, "fair_price", "fair_price", None),
        ["F:btts", "S2", "P2", "C4", "R3"], ["date:short"])
    f = FIX["ars_tot"]
    add(f, "half", [
        "Hi, the 1st Half Winner market for Arsenal is settled on the half-time score only: it resolves Yes if Arsenal is ahead of Tottenham at the end of the first half (including first-half stoppage time) of the English Premier League game originally scheduled for Oct 17, 2026."],
        ["If the match is cancelled or moved more than 48 hours, the market is settled at a fair price."],
        lambda p, s: market(f, "1H", "ARS", "Arsenal vs Tottenham: First Half Winner", "Arsenal", p, s),
        exp("half", "Arsenal", None, "provider", None, 48, "fair_price", "fair_price", None, half="first"),
        ["F:half", "P2", "C4", "R3"], ["date:short"])
    f = FIX["dor_wol"]
    add(f, "exact_score", [
        "Thanks for your patience. The 3-1 correct-score contract is for Wolfsburg winning 3-1 away at Dortmund in the German Bundesliga match originally scheduled for 31.10.2026: it resolves Yes only if that is the final score at the end of 90 minutes plus stoppage time."],
        ["If the match is called off, or pushed more than 48 hours, settlement is at a fair price."],
        lambda p, s: market(f, "SCORE", "1-3", "Dortmund vs Wolfsburg: Exact Score", "Dortmund 1-3 Wolfsburg", p, s),
        exp("exact_score", "1-3", "regulation", "provider", None, 48, "fair_price", "fair_price", None),
        ["F:exact_score", "S2", "P2", "C4", "R3"], ["date:dots", "away_first"])
    # named source in text, overriding the series
    f = FIX["mil_tor"]
    add(f, "win", [
        "As per our rules, the AC Milan market on the AC Milan vs Torino Italian Serie A game originally scheduled for Oct 25, 2026 resolves to Yes if AC Milan wins at the end of 90 minutes plus stoppage time (no extra time or penalties)."],
        ["About the source: we take the result from the official Lega Serie A website, and only if it isn't available there do we use ESPN's match report.",
         "Cancelled, or postponed more than 48 hours: fair price."],
        lambda p, s: market(f, "GAME", "ACM", "AC Milan vs Torino Winner?", "AC Milan", p, s),
        exp("win", "AC Milan", "regulation", "official", "provider", 48, "fair_price", "fair_price", None),
        ["F:win", "S2", "P2", "C4"], ["named_source", "date:short"])
    f = FIX["sea_por"]
    add(f, "win", [
        "Hi, sorry about the delay. Portland wins means Yes on the Portland market for the Seattle vs Portland Major League Soccer game first scheduled for Oct 10, 2026, judged on the 90 minutes plus stoppage time."],
        ["We settle using the league's official result or whatever the main broadcasters report.",
         "If the game is canceled or rescheduled by more than 48 hours, it resolves to a fair price."],
        lambda p, s: market(f, "GAME", "POR", "Seattle vs Portland Winner?", "Portland", p, s),
        exp("win", "Portland", "regulation", "ambiguous", "ambiguous", 48, "fair_price", "fair_price", None),
        ["F:win", "S2", "P2", "C4", "R:ambiguous"], ["named_source", "vague", "date:short"])
    f = FIX["bra_mar"]
    add(f, "draw", [
        "Hello! The Tie market on Brazil vs Morocco (FIFA World Cup, originally scheduled for June 13, 2026) pays Yes if the match is level at the end of 90 minutes plus stoppage time."],
        ["If the match is cancelled, the exchange decides how the market will be settled.",
         "A postponement of more than 48 hours leads to settlement at a fair price."],
        lambda p, s: market(f, "GAME", "TIE", "Brazil vs Morocco Winner?", "Tie", p, s),
        exp("draw", "draw", "regulation", "official", None, 48, "ambiguous", "fair_price", None),
        ["F:draw", "S2", "P2", "C:ambiguous", "R3"], ["vague", "date:us"])
    return legs, clean
