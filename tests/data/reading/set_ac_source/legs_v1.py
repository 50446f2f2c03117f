"""venue_one legs of set (ac): rule text as extracted from a PDF terms document."""
import random
import zlib
from common import COMPS, FIX, date_formats

HYPH = {
    "postponed": "post-", "postponement": "postpone-", "regulation": "regu-", "cancelled": "can-",
    "canceled": "can-", "statistics": "statis-", "abandoned": "aban-", "abandonment": "abandon-",
    "consensus": "con-", "rescheduled": "re-", "stoppage": "stop-", "organisers": "organ-",
    "organizers": "organ-", "resolution": "reso-", "published": "pub-", "reporting": "re-",
    "penalties": "penal-", "governing": "govern-", "competition": "compe-", "whistle": "whis-",
    "fortnight": "fort-", "reversed": "re-", "determined": "deter-", "settlement": "settle-",
}

# ---- outcome sentences -------------------------------------------------------------
WIN = [
    "This contract pays \"Yes\" if {T} beat {O} in the {C} fixture set for {D}; any other result (a draw or a win for {O}) means \"No\".",
    "Resolves to Yes where {T} finish the {C} match of {D} with more goals than {O}. Should the sides finish level, or should {O} come out ahead, it resolves to No.",
    "The question is answered Yes only when {T} record a victory over {O} in their {C} meeting dated {D}. A stalemate or a defeat for {T} is a No.",
    "Holders of Yes are paid if the {C} game between {H} and {A} (scheduled {D}) is won by {T}. If {T} lose or draw, No is paid.",
    "Yes: {T} win the {H} v {A} match ({C}, {D}). No: every other final result.",
]
DRAW = [
    "This contract pays \"Yes\" if the {C} match between {H} and {A} on {D} finishes all square; a win for either club means \"No\".",
    "Resolves to Yes where {H} and {A} score the same number of goals in their {C} meeting set for {D}. If one side wins, it resolves to No.",
    "Yes is paid if neither {H} nor {A} wins the {C} fixture dated {D}, i.e. the game is tied at the end. Otherwise No.",
    "The question is answered Yes when the {H} v {A} {C} game of {D} ends level, and No if there is a winner.",
]
S1 = [
    "Only the score at the close of ninety minutes of normal play, together with any added time, is taken into account.",
    "The relevant result is the one at the end of regulation time, meaning 90 minutes plus injury time; nothing played afterwards is counted.",
    "Scope: full time (90') including stoppage time. Extra time and any penalty shoot-out are disregarded.",
    "For this market the match is considered over once the regular ninety minutes and the referee's added time are over.",
    "Goals scored in extra time, and kicks taken in a shoot-out, do not count; the score after 90 minutes plus added time decides.",
    "Result basis: normal time only (two halves of 45 minutes each plus stoppages).",
]
P1 = [
    "If the game is postponed, the market is not settled early; it remains open until the fixture is actually played and is then resolved on that result.",
    "A postponed match keeps this market live, with no cut-off date, and the result of the match when it is eventually played is used.",
    "Where the fixture is moved to a later date the market simply waits for the rescheduled game, however far away it is.",
    "Postponement does not trigger settlement. The market stays open until the match takes place and resolves on its outcome.",
]
P4 = [
    "If the fixture is postponed and has not been rescheduled within fourteen (14) days, the market resolves at the last fair market price, taken at the moment the postponement was announced.",
    "Should a postponed game not receive a new date within a fortnight, settlement is at the final fair price recorded when the postponement was made public.",
    "A postponed match that is not rescheduled inside 2 weeks is settled at the last fair price as of the announcement of the postponement.",
]
C1_WIN = [
    "Should the match be cancelled outright with no replay arranged, this market resolves to \"No\".",
    "In the event of a cancellation without any make-up fixture, the answer is No.",
    "If the game is canceled and never replayed, the market settles No.",
    "Cancellation with no rearranged fixture: resolves No.",
]
C1_DRAW = [
    "Should the match be cancelled outright with no replay arranged, this market resolves to \"Yes\".",
    "If the game is canceled and never replayed, it is treated as a draw and the market settles Yes.",
    "Cancellation with no rearranged fixture: resolves Yes.",
]
C2 = [
    "If the match is cancelled and no replay is arranged, the market resolves 50-50.",
    "A cancelled fixture that is never made up settles at 0.50 for each outcome.",
    "Should the game be canceled with no make-good fixture, both outcomes pay half (50/50).",
]
R1 = [
    "Resolution relies on the official match statistics of the governing body or competition organisers. If those have not been published within two (2) hours of the final whistle, a consensus of credible media reporting may be used in their place.",
    "The resolution source is the official data of the competition organizer. Failing publication of that data within 2 hours after the match ends, the market may be resolved on a consensus of reliable reports.",
    "Source: official figures from {C}. Fallback, if those figures are missing 2 hours after full time: what credible outlets broadly agree on.",
    "Settlement follows the official result as recognised by the organisers of {C}; where no official figures exist two hours after the game, widely reported consensus applies.",
]
R2 = [
    "Changes to the official score made after the market has resolved are ignored.",
    "Any later correction of the result, once settlement has occurred, will not reopen the market.",
    "Post-settlement amendments to the score are not taken into account.",
]
AB_ASC = [
    "A match that is abandoned and not completed is handled as a cancellation.",
    "An abandoned game that is not finished is treated in the same way as a cancelled one.",
]
AB_5050 = ["If play is abandoned and not resumed, the market resolves 50-50."]
AB_RESULT = ["Abandonment: if play is stopped and the match is not completed, this market resolves No, whatever the score at the time."]

HEADINGS = {
    "outcome": ["MARKET QUESTION", "RESOLUTION CRITERIA", "WHAT THIS MARKET ASKS"],
    "scope": ["PERIOD OF PLAY", "RELEVANT TIME", "SCOPE"],
    "timing": ["POSTPONEMENTS", "DELAYED FIXTURES"],
    "void": ["CANCELLATION AND ABANDONMENT", "CANCELLED MATCHES"],
    "source": ["RESOLUTION SOURCE", "DATA SOURCES"],
    "misc": ["CORRECTIONS", "GENERAL"],
}


def wrap(par, width, rng, hyph=True):
    """Greedy wrap with mid-sentence breaks; hyphenate known words across a break."""
    words = par.split(" ")
    lines, cur = [], ""
    for w in words:
        cand = (cur + " " + w) if cur else w
        if len(cand) <= width:
            cur = cand
            continue
        base = w.strip('.,;:()"').lower()
        if hyph and base in HYPH and cur:
            stem = HYPH[base]
            lead = w[: len(stem) - 1]
            if len(cur) + 1 + len(stem) <= width + 4:
                lines.append(cur + " " + lead + "-")
                cur = w[len(stem) - 1:]
                continue
        lines.append(cur)
        cur = w
    if cur:
        lines.append(cur)
    # stray double spaces
    out = []
    for ln in lines:
        if rng.random() < 0.12 and " " in ln:
            i = ln.index(" ")
            ln = ln[:i] + "  " + ln[i + 1:]
        out.append(ln)
    return out


def pdfify(sections, rng, doc, page, pages, sec_base, width, page_break_in=None, footnote=None,
           caps=True, numbered=True):
    """sections: list of (kind, paragraph). Returns the extracted text."""
    hstyle = rng.randrange(3)

    def hdr(p):
        return [f"{doc} — Page {p} of {pages}", f"{doc}  |  p. {p}", f"Page {p} of {pages}    {doc}"][hstyle]
    header = hdr(page)
    footer = rng.choice([
        f"{doc} — Page {page + 1} of {pages}",
        f"Confidential · {doc} · {page + 1}/{pages}",
        f"— {page + 1} —",
    ])
    out = [header, ""]
    for i, (kind, par) in enumerate(sections):
        num = f"{sec_base}.{i + 1}"
        if caps:
            h = rng.choice(HEADINGS[kind])
            out.append(f"{num} {h}" if numbered else h)
            body = wrap(par, width, rng)
        else:
            body = wrap((num + "  " + par) if numbered else par, width, rng)
        if footnote and footnote[0] == kind:
            word = footnote[1]
            for j, ln in enumerate(body):
                if word in ln:
                    body[j] = ln.replace(word, word + footnote[2], 1)
                    break
        if page_break_in == kind:
            k = max(1, len(body) // 2)
            body = body[:k] + ["", footer, "", hdr(page + 1)] + body[k:]
        out.extend(body)
        out.append("")
    if footnote:
        out.append(f"{footnote[2]} {footnote[3]}")
    return "\n".join(out).rstrip() + "\n"


def fill(t, f, side):
    comp = COMPS[f[0]]
    T = f[1] if side in ("home", None, "draw") else f[2]
    O = f[2] if T == f[1] else f[1]
    return t.replace("{T}", T).replace("{O}", O).replace("{H}", f[1]).replace("{A}", f[2]) \
        .replace("{C}", comp[0])


class Bank:
    def __init__(self):
        self.i = {}

    def take(self, name, bank):
        k = self.i.get(name, 0)
        self.i[name] = k + 1
        return bank[k % len(bank)]


# spec: (fixture, family, side, clauses, options)
# clause keys: S1 S6 P1 P4 C1 C2 C3 R1 R2 ABc AB5 ABr
SPECS = [
    ("ars_tot", "win", "home", ["S1", "P1", "C1", "R1", "R2"], {"date": "us"}),
    ("ars_tot", "win", "away", ["S1", "P1", "C1", "R1"], {"date": "uk"}),
    ("ars_tot", "draw", "draw", ["S1", "P1", "C1", "R1", "R2"], {"date": "iso", "pb": "void"}),
    ("mci_avl", "win", "home", ["S1", "P1", "C1", "R1", "ABc"], {"date": "ord"}),
    ("mci_avl", "draw", "draw", ["S1", "P1", "C1", "R1"], {"date": "dots", "fn": ("scope", "time", "Stoppage time is the time added by the referee at the end of each half.")}),
    ("new_che", "win", "away", ["S1", "P1", "C1", "R1", "R2"], {"date": "slash_us"}),
    ("bet_vil", "win", "home", ["S1", "P1", "C1", "R1"], {"date": "uk", "nocaps": True}),
    ("bet_vil", "draw", "draw", ["S1", "P1", "C1", "R1", "ABc"], {"date": "us"}),
    ("rea_bil", "win", "away", ["S1", "P4", "C1", "R1"], {"date": "short"}),
    ("dor_wol", "win", "home", ["S1", "P1", "C1", "R1", "R2"], {"date": "dots"}),
    ("dor_wol", "draw", "draw", ["S1", "P4", "C1", "R1"], {"date": "iso"}),
    ("b04_fre", "win", "away", ["S1", "P1", "C1", "R1"], {"date": "uk", "pb": "timing"}),
    ("mil_tor", "win", "home", ["S1", "P1", "C1", "R1", "ABc"], {"date": "ord", "fn": ("source", "organisers", "As listed in Schedule B.")}),
    ("nap_fio", "draw", "draw", ["S1", "P1", "C1", "R1", "R2"], {"date": "us", "nocaps": True}),
    ("olm_ren", "win", "home", ["S1", "P4", "C1", "R1"], {"date": "slash_us"}),
    ("sea_por", "win", "away", ["S1", "P1", "C1", "R1"], {"date": "us"}),
    ("bra_mar", "win", "home", ["S1", "P1", "C1", "R1", "R2"], {"date": "iso"}),
    ("mex_kor", "draw", "draw", ["S1", "P1", "C1", "R1"], {"date": "uk"}),
    ("ben_psv", "win", "home", ["S1", "P1", "C1", "R1"], {"date": "short"}),
    ("ned_jpn", "win", "away", ["S1", "P4", "C1", "R1", "AB5"], {"date": "us"}),
    ("new_che", "draw", "draw", ["S1", "P1", "C1", "R1", "ABr"], {"date": "dots"}),
]


def v1_market(f, fam, side, text, extra=None):
    comp = COMPS[f[0]]
    iso = f[9]
    slugbase = f"{comp[1]}-{f[3]}-{f[4]}-{iso}"
    if fam == "win":
        T = f[1] if side == "home" else f[2]
        code = f[3] if side == "home" else f[4]
        q, g, slug, smt = f"Will {T} win on {iso}?", T, f"{slugbase}-{code}", "moneyline"
    elif fam == "draw":
        q, g, slug, smt = f"Will {f[1]} vs. {f[2]} end in a draw?", f"Draw ({f[1]} vs. {f[2]})", f"{slugbase}-draw", "moneyline"
    else:
        q, g, slug, smt = extra["question"], extra["groupItemTitle"], slugbase + extra["slug_suffix"], extra["smt"]
    line = extra.get("line") if extra else None
    event_title = f"{f[1]} vs. {f[2]}"
    if extra and extra.get("more"):
        event_title += " - More Markets"
    h, m = f[10].split(":")
    mid = str(4300000 + zlib.crc32(slug.encode()) % 900000)
    return {
        "id": mid,
        "question": q,
        "slug": slug,
        "groupItemTitle": g,
        "sportsMarketType": smt,
        "line": line,
        "outcomes": "[\"Yes\", \"No\"]",
        "description": text,
        "resolutionSource": "" if (extra and extra.get("nosrc")) else comp[4],
        "event_title": event_title,
        "gameStartTime": f"{iso} {h}:{m}:00+00",
    }


def exp(fam, outcome, scope, sp, sf, tw, vc, vp, va, line=None, half=None):
    return {"family": fam, "outcome": outcome, "line": line, "half": half, "scope": scope,
            "source_primary": sp, "source_fallback": sf, "timing_window": tw,
            "void_cancelled": vc, "void_postponed_long": vp, "void_abandoned": va}


def build():
    rng = random.Random(20261127)
    bank = Bank()
    legs = []
    clean = {}
    docs = ["Market Rules v2.3", "Sports Event Contracts — Terms", "SOCCER MARKET RULES (rev. 4)",
            "Trading Terms, Schedule 3: Football"]

    def add(f, fam, side, sections, expected, meanings, styles, opts, extra=None):
        n = len(legs) + 1
        lid = f"ac1-{n:03d}"
        page = rng.randint(2, 11)
        text = pdfify(sections, rng, rng.choice(docs), page, page + rng.randint(1, 9),
                      f"{rng.randint(3, 9)}.{rng.randint(1, 6)}", rng.randint(52, 78),
                      page_break_in=opts.get("pb"), footnote=(opts["fn"][0], opts["fn"][1], str(rng.randint(1, 9)), opts["fn"][2]) if opts.get("fn") else None,
                      caps=not opts.get("nocaps"), numbered=not opts.get("nonum"))
        sty = ["pdf_extract", "mid_sentence_breaks"] + styles
        sty += ["caps_headings"] if not opts.get("nocaps") else ["inline_section_numbers"]
        if opts.get("pb"):
            sty.append("page_break_in_clause:" + opts["pb"])
        if opts.get("fn"):
            sty.append("glued_footnote")
        if "-\n" in text:
            sty.append("hyphen_linebreak")
        if "  " in text.replace("\n", ""):
            sty.append("double_spaces")
        comp = f[0]
        mk = v1_market(f, fam, side, text, extra)
        if expected["source_primary"] is None:
            mk["resolutionSource"] = ""  # the text names no source: no league URL on the wire either
        leg = {"id": lid, "venue": "venue_one", "styles": sorted(set(sty)), "meanings": meanings,
               "home": f[1], "away": f[2], "competition": comp,
               "market": mk, "expected": expected}
        legs.append(leg)
        clean[lid] = " ".join(p for _, p in sections)

    for fk, fam, side, clauses, opts in SPECS:
        f = FIX[fk]
        D = date_formats(f[9])[opts["date"]]
        T = f[1] if side == "home" else f[2]
        if fam == "win":
            o = bank.take("win", WIN)
        else:
            o = bank.take("draw", DRAW)
        o = fill(o, f, side).replace("{D}", D)
        secs = [("outcome", o)]
        meanings = ["F:" + fam]
        scope = None
        tw = vp = vc = va = None
        sp = sf = None
        for c in clauses:
            if c == "S1":
                secs.append(("scope", bank.take("S1", S1))); scope = "regulation"; meanings.append("S1")
            elif c == "P1":
                secs.append(("timing", bank.take("P1", P1))); tw, vp = "open_until_played", "result"; meanings.append("P1")
            elif c == "P4":
                secs.append(("timing", bank.take("P4", P4))); tw, vp = 336, "last_price"; meanings.append("P4")
            elif c == "C1":
                secs.append(("void", bank.take("C1w", C1_WIN) if fam == "win" else bank.take("C1d", C1_DRAW)))
                vc = "no" if fam == "win" else "yes"; meanings.append("C1")
            elif c == "R1":
                secs.append(("source", fill(bank.take("R1", R1), f, side))); sp, sf = "official", "consensus"; meanings.append("R1")
            elif c == "R2":
                secs.append(("misc", bank.take("R2", R2))); meanings.append("R2")
            elif c == "ABc":
                secs.append(("void", bank.take("ABc", AB_ASC))); va = vc; meanings.append("AB")
            elif c == "AB5":
                secs.append(("void", AB_5050[0])); va = "50-50"; meanings.append("AB")
            elif c == "ABr":
                secs.append(("void", AB_RESULT[0])); va = "no"; meanings.append("AB")
        # merge consecutive same-kind sections
        merged = []
        for k, p in secs:
            if merged and merged[-1][0] == k:
                merged[-1] = (k, merged[-1][1] + " " + p)
            else:
                merged.append((k, p))
        outcome = T if fam == "win" else "draw"
        add(f, fam, side, merged, exp(fam, outcome, scope, sp, sf, tw, vc, vp, va), meanings,
            ["date:" + opts["date"]], opts)

    # ---- other families, hand-written ----------------------------------------------------
    f = FIX["bar_int"]
    add(f, "advance", "home", [
        ("outcome", "This market asks whether FC Barcelona progresses past FC Internazionale Milano in their UEFA Champions League round-of-16 tie, second leg played on 10 March 2027. Yes if Barcelona goes through to the next round; No if Inter does."),
        ("scope", "Qualification is decided over the whole tie, so extra time and a penalty shoot-out, where needed, count towards the result."),
        ("timing", "If the second leg is postponed, the market stays open until the tie has been decided, whenever that happens."),
        ("void", "If the tie is cancelled and never completed, the market resolves 50-50."),
        ("source", "Source: UEFA's official match report. Should UEFA not publish it within 2 hours after the end of the game, credible press reporting in consensus may be used instead."),
    ], exp("advance", "FC Barcelona", "penalties", "official", "consensus", "open_until_played", "50-50", "result", None),
        ["F:advance", "S6", "P1", "C2", "R1"], ["two_way", "date:uk", "syn:progresses"], {"pb": "scope"},
        {"question": "Will FC Barcelona advance past FC Internazionale Milano?", "groupItemTitle": "FC Barcelona",
         "slug_suffix": "-advance-bar", "smt": "moneyline"})
    f = FIX["ben_psv"]
    add(f, "advance", "away", [
        ("outcome", "Yes if PSV Eindhoven qualifies for the quarter-finals at the expense of SL Benfica (Champions League knockout tie, return leg on Mar 17, 2027). If Benfica qualifies instead, No."),
        ("scope", "Everything up to the end of the tie counts: regulation, any 30 minutes of extra time, and penalty kicks if the tie goes that far."),
        ("timing", "A postponed return leg does not settle the market early; it waits for the rescheduled game."),
        ("source", "Official UEFA data decides. Failing that within two hours, a consensus of credible reports."),
    ], exp("advance", "PSV Eindhoven", "penalties", "official", "consensus", "open_until_played", None, "result", None),
        ["F:advance", "S6", "P1", "R1"], ["two_way", "date:short", "number_words"], {"nocaps": True},
        {"question": "Will PSV Eindhoven advance past SL Benfica?", "groupItemTitle": "PSV Eindhoven",
         "slug_suffix": "-advance-psv", "smt": "moneyline"})

    f = FIX["mci_avl"]
    add(f, "total", None, [
        ("outcome", "Yes if three or more goals in total are scored by Manchester City FC and Aston Villa FC combined in their Premier League match of 24/10/2026. Two goals or fewer: No."),
        ("scope", "Count goals from the ninety minutes of regulation and stoppage time only. Own goals count; shoot-out kicks do not exist in this competition and extra time is not played."),
        ("timing", "A postponed match keeps the market open until it is played."),
        ("void", "Should the game be called off for good with no replay, the market resolves 50-50."),
        ("source", "Official Premier League statistics; if not out within 2 hours of full time, a consensus of credible reporting."),
    ], exp("total", "over", "regulation", "official", "consensus", "open_until_played", "50-50", "result", None, line=2.5),
        ["F:total", "S1", "P1", "C2", "R1"], ["date:uk_numeric", "number_words"], {"fn": ("outcome", "goals", "Own goals are credited to the opposing side.")},
        {"question": "Manchester City FC vs. Aston Villa FC: O/U 2.5", "groupItemTitle": "O/U 2.5", "slug_suffix": "-total-2pt5",
         "smt": "totals", "line": 2.5, "more": True})
    f = FIX["olm_ren"]
    add(f, "total", None, [
        ("outcome", "This market resolves Yes if Olympique de Marseille and Stade Rennais FC score no more than one goal between them in the Ligue 1 match on November 1, 2026; two or more goals resolve it No."),
        ("scope", "Only regular time, i.e. 90 minutes plus added time, is counted."),
        ("void", "Should the match be canceled outright, the market settles at fifty-fifty."),
        ("timing", "Postponed games: the market stays open until the match gets played."),
    ], exp("total", "under", "regulation", None, None, "open_until_played", "50-50", "result", None, line=1.5),
        ["F:total", "S1", "C2", "P1"], ["date:us", "us_spelling", "negation"], {},
        {"question": "Olympique de Marseille vs. Stade Rennais FC: Under 1.5",
         "groupItemTitle": "Under 1.5", "slug_suffix": "-total-1pt5-under", "smt": "totals", "line": 1.5, "more": True, "nosrc": True})
    f = FIX["dor_wol"]
    add(f, "spread", None, [
        ("outcome", "Yes if Borussia Dortmund beat VfL Wolfsburg by a margin of two goals or more in the Bundesliga match of 31.10.2026. A one-goal win, a draw or a Wolfsburg win is No."),
        ("scope", "The margin is measured at the end of 90 minutes plus stoppage time."),
        ("void", "If the match is cancelled and not replayed, the market resolves 50-50. The same applies where the match is abandoned and not completed."),
        ("timing", "If postponed, the market remains open until the match is played."),
        ("source", "Resolution uses the official Bundesliga statistics, or, if these are not released within two hours, the consensus of credible reporting."),
    ], exp("spread", "Borussia Dortmund", "regulation", "official", "consensus", "open_until_played", "50-50", "result", "50-50", line=1.5),
        ["F:spread", "S1", "C2", "AB", "P1", "R1"], ["date:dots", "number_words"], {},
        {"question": "Spread: Borussia Dortmund (-1.5)", "groupItemTitle": "Borussia Dortmund (-1.5)", "slug_suffix": "-spread-home-1pt5",
         "smt": "spreads", "line": -1.5, "more": True})
    f = FIX["nap_fio"]
    add(f, "spread", None, [
        ("outcome", "Resolves Yes if ACF Fiorentina win away at SSC Napoli by at least 2 goals in the Serie A game dated 8 November 2026. Otherwise No."),
        ("scope", "Regulation time only (90 minutes and stoppages)."),
        ("void", "Cancelled with no make-up fixture: 50-50."),
    ], exp("spread", "ACF Fiorentina", "regulation", None, None, None, "50-50", None, None, line=1.5),
        ["F:spread", "S1", "C2"], ["date:uk", "terse", "away_favourite"], {},
        {"question": "Spread: ACF Fiorentina (-1.5)", "groupItemTitle": "ACF Fiorentina (-1.5)", "slug_suffix": "-spread-away-1pt5",
         "smt": "spreads", "line": -1.5, "more": True})
    f = FIX["mil_tor"]
    add(f, "btts", None, [
        ("outcome", "Yes if AC Milan and Torino FC each score at least once in their Serie A match on October 25, 2026. If either side fails to find the net, No."),
        ("scope", "Only goals in the 90 minutes of regulation plus stoppage time are counted."),
        ("void", "If the match is canceled and no make-up fixture follows, the market resolves 50-50."),
        ("timing", "A postponed game keeps the market open until the match has taken place."),
        ("source", "The official Serie A statistics are used; should they not appear within 2 hours after the final whistle, what credible outlets agree on decides."),
    ], exp("btts", "yes", "regulation", "official", "consensus", "open_until_played", "50-50", "result", None),
        ["F:btts", "S1", "C2", "P1", "R1"], ["date:us"], {"pb": "void"},
        {"question": "AC Milan vs. Torino FC: Both Teams to Score", "groupItemTitle": "Both Teams to Score", "slug_suffix": "-btts",
         "smt": "both_teams_to_score", "more": True})
    f = FIX["sea_por"]
    add(f, "btts", None, [
        ("outcome", "This market resolves to Yes if at least one of Seattle Sounders FC and Portland Timbers does NOT score in their MLS fixture of 10/10/2026 (US date). If both teams score, it resolves No."),
        ("scope", "Normal time only: 90 minutes plus stoppage."),
        ("void", "Cancelled without a replacement fixture: resolves 50-50."),
    ], exp("btts", "no", "regulation", None, None, None, "50-50", None, None),
        ["F:btts", "S1", "C2"], ["negation", "date:slash"], {"nocaps": True},
        {"question": "Seattle Sounders FC vs. Portland Timbers: Both Teams to Score - No", "groupItemTitle": "BTTS: No", "slug_suffix": "-btts-no",
         "smt": "both_teams_to_score", "more": True})
    f = FIX["rea_bil"]
    add(f, "half", None, [
        ("outcome", "Yes if Real Madrid CF are ahead of Athletic Club when the referee blows for half-time in their La Liga match on 1 November 2026. Level or behind at the interval: No."),
        ("scope", "Only the first half, including its added time, is considered."),
        ("void", "If the match is cancelled with no replay, the market resolves 50-50."),
        ("timing", "A postponed match keeps the market open until it is played."),
    ], exp("half", "Real Madrid CF", None, None, None, "open_until_played", "50-50", "result", None, half="first"),
        ["F:half", "C2", "P1"], ["date:uk", "syn:interval"], {},
        {"question": "Real Madrid CF vs. Athletic Club: 1st Half Winner - Real Madrid CF", "groupItemTitle": "1H: Real Madrid CF",
         "slug_suffix": "-1h-rea", "smt": "first_half_moneyline", "more": True})
    f = FIX["bra_mar"]
    add(f, "half", None, [
        ("outcome", "Resolves Yes if Brazil and Morocco are level at half time in their FIFA World Cup group game on June 13, 2026, and No if either team leads at the break."),
        ("scope", "The first 45 minutes plus first-half stoppage time only."),
        ("void", "A canceled game with no make-up: 50-50."),
    ], exp("half", "draw", None, None, None, None, "50-50", None, None, half="first"),
        ["F:half", "C2"], ["date:us", "us_spelling"], {},
        {"question": "Brazil vs. Morocco: 1st Half Draw", "groupItemTitle": "1H: Draw", "slug_suffix": "-1h-draw",
         "smt": "first_half_moneyline", "more": True})
    f = FIX["ars_tot"]
    add(f, "exact_score", None, [
        ("outcome", "Yes if the Premier League match Arsenal FC v Tottenham Hotspur FC on 17.10.2026 ends with the exact score 2-1 to Arsenal FC. Any other score is No."),
        ("scope", "Final score after ninety minutes plus stoppage time."),
        ("void", "Where the game is cancelled and never made up, the exact-score markets resolve as though the score were 0-0, so this market resolves No."),
        ("source", "Official Premier League figures; failing those within 2 hours, credible reporting in consensus."),
    ], exp("exact_score", "2-1", "regulation", "official", "consensus", None, "no", None, None),
        ["F:exact_score", "S1", "C3", "R1"], ["date:dots"], {},
        {"question": "Arsenal FC vs. Tottenham Hotspur FC: Exact Score 2-1", "groupItemTitle": "Exact Score: 2-1",
         "slug_suffix": "-score-2-1", "smt": "soccer_exact_score", "more": True})
    f = FIX["b04_fre"]
    add(f, "exact_score", None, [
        ("outcome", "Yes if the Bundesliga game between Bayer 04 Leverkusen and SC Freiburg on 21 November 2026 finishes goalless (nil-nil). Otherwise No."),
        ("scope", "Regulation time plus stoppage time only."),
        ("void", "Should the match be cancelled and not made up, 0-0 is taken as the result and this market resolves Yes."),
    ], exp("exact_score", "0-0", "regulation", None, None, None, "yes", None, None),
        ["F:exact_score", "S1", "C3"], ["date:uk", "syn:goalless"], {"nocaps": True},
        {"question": "Bayer 04 Leverkusen vs. SC Freiburg: Exact Score 0-0", "groupItemTitle": "Exact Score: 0-0",
         "slug_suffix": "-score-0-0", "smt": "soccer_exact_score", "more": True})

    # ---- ambiguous and odd legs ---------------------------------------------------------
    f = FIX["ned_jpn"]
    add(f, "win", "home", [
        ("outcome", "Yes if the Netherlands win their FIFA World Cup round-of-32 match against Japan on 4 July 2026; otherwise No."),
        ("source", "Official FIFA data; if unavailable after 2 hours, credible reporting in consensus."),
        ("void", "Cancelled without a make-up match: this market resolves No."),
    ], exp("win", "Netherlands", "ambiguous", "official", "consensus", None, "no", None, None),
        ["F:win", "S:ambiguous", "R1", "C1"], ["knockout", "no_scope", "date:uk"], {},)
    f = FIX["mci_avl"]
    add(f, "win", "away", [
        ("outcome", "Yes if Aston Villa FC win the Premier League fixture against Manchester City FC on October 24, 2026; otherwise No."),
        ("scope", "Regulation time (90 minutes plus stoppage) decides."),
        ("timing", "If the match is postponed, the market will be held open for a reasonable period and afterwards settled in a manner the operator considers appropriate."),
        ("source", "Official Premier League data; if not published within 2 hours, consensus of credible reporting."),
    ], exp("win", "Aston Villa FC", "regulation", "official", "consensus", "ambiguous", None, "ambiguous", None),
        ["F:win", "S1", "P:ambiguous", "R1"], ["vague", "date:us"], {"pb": "timing"})
    f = FIX["olm_ren"]
    add(f, "draw", "draw", [
        ("outcome", "Yes if Olympique de Marseille and Stade Rennais FC draw their Ligue 1 match on 01.11.2026. No if either wins."),
        ("scope", "Ninety minutes plus stoppage time only."),
        ("void", "Cancelled or abandoned fixtures are settled in accordance with the operator's standard procedures."),
        ("timing", "A postponed fixture keeps the market open until it is played."),
    ], exp("draw", "draw", "regulation", None, None, "open_until_played", "ambiguous", "result", "ambiguous"),
        ["F:draw", "S1", "C:ambiguous", "AB:ambiguous", "P1"], ["vague", "date:dots"], {})
    f = FIX["bet_vil"]
    add(f, "win", "away", [
        ("outcome", "Yes if Villarreal CF beat Real Betis Balompié in La Liga on the 18th of October 2026; otherwise No."),
        ("scope", "Result after 90 minutes plus added time."),
        ("source", "The market resolves on the official La Liga website or leading Spanish sports media."),
        ("void", "Cancellation with no replay: No."),
    ], exp("win", "Villarreal CF", "regulation", "ambiguous", "ambiguous", None, "no", None, None),
        ["F:win", "S1", "R:ambiguous", "C1"], ["vague", "date:ord"], {})
    f = FIX["bar_int"]
    add(f, "win", "home", [
        ("outcome", "Yes if FC Barcelona win the UEFA Champions League second leg against FC Internazionale Milano on March 10, 2027; No otherwise."),
        ("scope", "The result at the end of 90 minutes plus stoppage time is used."),
        ("misc", "Note: where the match goes to extra time, goals scored in extra time are included in the final score for this market."),
        ("void", "If cancelled and never replayed: No."),
    ], exp("win", "FC Barcelona", "ambiguous", None, None, None, "no", None, None),
        ["F:win", "S:ambiguous", "C1"], ["contradiction", "knockout", "date:us"], {"pb": "misc"})
    f = FIX["dor_wol"]
    add(f, "win", "away", [
        ("outcome", "Yes if VfL Wolfsburg win away at Borussia Dortmund (Bundesliga, 2026-10-31). Otherwise No."),
        ("scope", "Only the ninety minutes of regulation and stoppage time count."),
        ("timing", "Postponed: the market stays open until the match is eventually played, unless it is not rescheduled within 14 days, in which case it resolves at the last fair price as at the postponement announcement."),
        ("void", "Cancelled without a make-up: No. An abandoned game that is not completed counts as cancelled."),
        ("source", "Official Bundesliga data; consensus of credible reporting if the data is not published within 2 hours."),
    ], exp("win", "VfL Wolfsburg", "regulation", "official", "consensus", 336, "no", "last_price", "no"),
        ["F:win", "S1", "P4", "C1", "AB", "R1"], ["exception", "date:iso"], {"pb": "timing"})
    return legs, clean
