"""venue_two (exchange-shaped) legs of reading set (d).

A leg's rules are rules_primary + rules_secondary read together; where the text names
no source the series' settlement sources give it (ESPN / Fox Sports -> provider, the
competition's own site -> official).
"""
from common import (Fx, SOURCES_ESPN_FOX, SOURCES_ESPN, SOURCES_FOX, league_sources)

# ---------------------------------------------------------------- primaries
# {T} team, {O} opponent, {H} home, {A} away, {L} league, {Ds} "Dec 5, 2026", {Dl} "December 5, 2026"
WIN_S2 = [
    ("If {T} wins the {H} vs {A} professional {L} match originally scheduled for {Ds}, judged on the score after 90 minutes plus stoppage time (extra time and penalties excluded), then the market resolves to Yes.",
     ["american", "parenthetical", "syn:judged"]),
    ("If {T} defeats {O} in the {H} vs {A} {L} game first scheduled for {Ds} once 90 minutes plus stoppage time have been played, not counting any extra time or penalty shootout, the market resolves to Yes.",
     ["syn:defeats", "syn:first_scheduled", "joined_sentence"]),
    ("If, after ninety minutes and stoppage time (no extra time and no penalties counted), {T} is ahead of {O} in the {L} game originally set for {Dl}, the market resolves to Yes.",
     ["number_words", "condition_first", "syn:ahead"]),
    ("The market resolves to Yes if {T} has more goals than {O} at the end of regulation (90 min + stoppage; no ET, no pens) in the {H} vs {A} {L} game originally scheduled for {Ds}.",
     ["terse", "abbreviation", "result_first"]),
    ("If {T} is the winner of the {H} vs {A} {L} soccer game originally scheduled for {Dl} at the conclusion of 90 minutes plus stoppage time, excluding any extra time and any penalty shoot-out, then the market shall resolve to Yes.",
     ["legal", "syn:winner"]),
    ("{T} beat {O} ({L}, originally {Ds}) over 90' plus stoppage, with extra time and penalties not counting: the market resolves Yes.",
     ["terse", "british_plural_team", "colon_result"]),
    ("Should {T} win the {L} fixture against {O} originally scheduled for {Dl}, counting only the ninety minutes and stoppage time and disregarding extra time or penalties, the market will resolve to Yes.",
     ["british", "condition_first", "future_tense"]),
]
DRAW_S2 = [
    ("If the {H} vs {A} {L} game originally scheduled for {Ds} ends in a tie after 90 minutes plus stoppage time (without extra time or penalties), then the market resolves to Yes.",
     ["american", "parenthetical", "syn:tie"]),
    ("If neither {H} nor {A} is ahead after 90 minutes plus stoppage time of their {L} game originally scheduled for {Ds} (extra time and penalties do not count), the market resolves to Yes.",
     ["negative_form", "syn:neither_ahead"]),
    ("If the {L} game between {H} and {A}, originally scheduled for {Dl}, is level after ninety minutes plus stoppage time - extra time and penalty kicks excluded - then the market resolves to Yes.",
     ["british", "dash_aside", "number_words"]),
    ("The market resolves to Yes if {H} and {A} have scored the same number of goals at the end of 90 minutes and stoppage time (no extra time, no penalties) in their {L} game originally scheduled for {Ds}.",
     ["result_first", "paraphrase:same_goals"]),
    ("Should the {H} vs {A} {L} match originally scheduled for {Dl} be drawn at the end of regulation, meaning 90 minutes plus stoppage time and excluding any extra time or shoot-out, the market shall resolve to Yes.",
     ["legal", "condition_first", "syn:drawn"]),
]
WIN_S3 = [
    ("If {T} wins the {H} vs {A} {L} game originally scheduled for {Ds} after 90 minutes plus stoppage time, then the market resolves to Yes.",
     ["plain", "american"]),
    ("If {T} is leading {O} when 90 minutes plus stoppage time have been played in the {L} game originally scheduled for {Dl}, the market resolves to Yes.",
     ["syn:leading", "temporal_clause"]),
    ("The market resolves to Yes if {T} beats {O} in the {L} match originally scheduled for {Ds}, on the score after ninety minutes plus stoppage.",
     ["result_first", "number_words"]),
    ("Should {T} be in front of {O} at the end of 90 minutes plus stoppage time in the {L} game originally scheduled for {Dl}, the market will resolve to Yes.",
     ["british", "syn:in_front"]),
]
DRAW_S3 = [
    ("If the Tie outcome holds in the {H} vs {A} {L} game originally scheduled for {Ds} after 90 minutes plus stoppage time, then the market resolves to Yes.",
     ["label_as_subject"]),
    ("If {H} and {A} are level after 90 minutes plus stoppage time in their {L} game originally scheduled for {Dl}, the market resolves to Yes.",
     ["syn:level", "plain"]),
    ("The market resolves to Yes if the {L} game {H} vs {A}, originally scheduled for {Ds}, has no winner after ninety minutes plus stoppage time.",
     ["result_first", "negative_form", "number_words"]),
]
WIN_S4 = [
    ("Should {T} win its {L} game with {O} (originally on the calendar for {Ds}), the market resolves Yes.",
     ["condition_first", "parenthetical", "no_time_scope"]),
    ("If {T} beats {O} in the {L} game originally scheduled for {Dl}, the market resolves to Yes.",
     ["syn:beats", "no_time_scope"]),
    ("The market resolves to Yes if {T} is the winner of the {H} vs {A} {L} game originally scheduled for {Ds}.",
     ["result_first", "no_time_scope"]),
    ("Should {T} come out on top against {O} in the {L} match originally set for {Dl}, the market will resolve to Yes.",
     ["british", "syn:come_out_on_top", "no_time_scope"]),
]
DRAW_S4 = [
    ("The market resolves Yes when the {L} meeting of {H} and {A}, first set for {Ds}, finishes all square.",
     ["syn:all_square", "result_first", "no_time_scope"]),
    ("The market resolves to Yes if neither {H} nor {A} wins the {L} game originally scheduled for {Dl}.",
     ["negative_form", "no_time_scope"]),
]

# ---------------------------------------------------------------- secondary pieces
SEC_SCOPE = [  # restates regulation and excludes ET / penalties
    ("This market refers to the {H} vs {A} game as it stands after 90 minutes plus stoppage time; extra time and penalties are not included.",
     ["plain", "joined_sentence"]),
    ("Only regulation counts: ninety minutes plus stoppage. Extra time and penalty shootouts are excluded.",
     ["terse", "number_words", "split_sentence"]),
    ("The result used is the one after 90 minutes and stoppage time. Any extra time and any penalties are left out.",
     ["split_sentence", "syn:left_out"]),
    ("Extra time and penalty kicks, if played, are not considered; the market looks only at the score after 90 minutes plus stoppage time.",
     ["negative_first", "joined_sentence"]),
    ("For the avoidance of doubt, the relevant period is regulation time (90 minutes plus stoppage time) and excludes extra time and penalties.",
     ["legal", "parenthetical"]),
]
D1 = [
    ("If the game is tied after regulation, the market for Tie resolves to Yes.", ["plain", "american"]),
    ("A level score at the end of 90 minutes plus stoppage time means the Tie market resolves to Yes.", ["british", "syn:level", "nominal"]),
    ("Should the teams finish level, the \"Tie\" market settles Yes.", ["condition_first", "syn:settles"]),
    ("In the event of a draw, the Tie market resolves Yes and both team markets resolve No.", ["legal", "syn:draw"]),
    ("Tie: Yes whenever neither team leads at the end of regulation.", ["terse", "label_colon"]),
    ("If neither side wins, \"Tie\" is the outcome that resolves to Yes.", ["negative_form"]),
]
P2C4 = [  # cancellation or > 48 h postponement -> fair price (one clause)
    ("If the game is canceled, or pushed to a kickoff more than 48 hours later than first planned, the market settles at a fair price as the rules provide.",
     ["american_spelling", "numerals", "joined_sentence"]),
    ("Should the match be cancelled, or postponed by more than forty-eight hours, the market will be settled at a fair price as set out in the Rulebook.",
     ["british_spelling", "number_words", "condition_first"]),
    ("Cancellation, or a delay of more than 48 hrs beyond the original start: the market settles at a fair price per the rules.",
     ["terse", "abbreviation", "noun_phrase"]),
    ("In the event that the game is canceled or is rescheduled to a time more than 48 hours after the originally scheduled start, the market shall resolve to a fair price determined in accordance with the Rules.",
     ["legal"]),
    ("A fair price, set under the rules, is used to resolve the market if the game is called off or moved back by more than 48 hours.",
     ["result_first", "passive", "syn:called_off", "syn:moved_back"]),
]
P2_SPLIT = [  # postponement sentence, then cancellation sentence
    ("If the game is postponed to a start more than 48 hours after the original one, the market will resolve to a fair price. The same applies if the game is canceled.",
     ["split_sentence", "anaphora"]),
    ("Postponement beyond 48 hours: fair price.\nCancellation: fair price.",
     ["terse", "label_colon", "line_per_clause"]),
    ("Where kick-off is pushed back by more than two days, the market resolves to a fair price under the rules. Where the game is cancelled, it likewise resolves to a fair price.",
     ["british", "syn:pushed_back", "two_days"]),
]
P3 = [  # postponed but starts within 48 h -> open; otherwise fair price (cancellation stated separately)
    ("If the game is postponed and kicks off within 48 hours of the originally scheduled time, the market stays open and settles on that game. If it does not start within 48 hours, the market resolves to a fair price in line with the rules. A canceled game also resolves to a fair price.",
     ["plain", "split_sentence", "american_spelling"]),
    ("A postponed game that starts no later than 48 hours after the original start keeps the market open; a later start, or a cancellation, leads to settlement at a fair price.",
     ["joined_sentence", "nominal"]),
    ("Postponement: if the rescheduled kick-off is within forty-eight hours of the original one, the market remains open for the rescheduled game; otherwise it settles at a fair price. Cancellation: fair price.",
     ["british", "label_colon", "number_words"]),
    ("Delayed games still count if they begin within 48 hours of the scheduled start. If the delay runs past 48 hours, or the game is cancelled, the market resolves to a fair price.",
     ["syn:delayed", "syn:runs_past"]),
    ("In the event of postponement, the market shall remain open provided that the game commences within forty-eight (48) hours of its original start time, failing which, and in the event of cancellation, the market shall resolve to a fair price.",
     ["legal", "number_words_and_numerals"]),
    ("Moved games: open if the new start is inside 48 hours, fair price if not. Canceled games: fair price.",
     ["terse", "syn:moved", "american_spelling"]),
]
C4_ONLY = [
    ("If the game is canceled, the market resolves to a fair price.", ["plain", "american_spelling"]),
    ("A cancelled match will see this market settled at a fair price determined under the rules.", ["british_spelling", "future_tense"]),
    ("Cancellation of the game results in a fair-price settlement.", ["nominal", "terse"]),
]
R3_TXT = [
    ("The outcome is verified using the Source Agencies listed for this market.", ["passive"]),
    ("Settlement relies on the sources specified in the contract terms.", ["plain"]),
    ("The exchange determines the outcome from the designated source agencies.", ["active"]),
    ("Results are taken from the settlement sources named for this series.", ["passive", "series_reference"]),
]
AB_FAIR = [
    ("If the game is suspended or abandoned and is not completed within 48 hours, the market resolves to a fair price.", ["plain"]),
    ("An abandoned game that is not finished within 48 hours of the original start is treated like a cancellation: fair price.", ["inference:like_cancellation"]),
]

# sibling primaries (all regulation unless noted)
TOTAL_OVER = [
    ("If more than {line} goals are scored in the {H} vs {A} {L} game originally scheduled for {Ds}, counting 90 minutes plus stoppage time only (no extra time, no penalties), then the market resolves to Yes.",
     ["plain", "numerals"]),
    ("If the two teams combine for {hi} or more goals after 90 minutes plus stoppage time in the {L} game {H} vs {A} originally scheduled for {Dl}, with extra time and penalties excluded, the market resolves to Yes.",
     ["syn:combine", "numerals"]),
    ("The market resolves to Yes if the total number of goals in the {H} vs {A} {L} game originally scheduled for {Ds} exceeds {line} at the end of ninety minutes plus stoppage time (not including extra time or penalties).",
     ["result_first", "number_words"]),
]
TOTAL_OVER_ET = [
    ("If more than {line} goals are scored during the entire {H} vs {A} {L} game originally scheduled for {Ds}, including regulation, stoppage time and any extra time periods, the market resolves to Yes. Penalty shootout kicks are not goals.",
     ["whole_game", "split_sentence"]),
]
TOTAL_UNDER = [
    ("If {lo} or fewer goals are scored in the {H} vs {A} {L} game originally scheduled for {Ds} after 90 minutes plus stoppage time (excluding extra time and penalties), the market resolves to Yes.",
     ["under_side", "numerals"]),
]
SPREAD_P = [
    ("If {T} wins the {H} vs {A} {L} game originally scheduled for {Ds} by more than {line} goals after 90 minutes plus stoppage time (extra time and penalties excluded), then the market resolves to Yes.",
     ["plain", "numerals"]),
    ("If {T} beats {O} by {Mw} goals or more, on the score after ninety minutes plus stoppage time and not counting extra time or penalties, in the {L} game originally scheduled for {Dl}, the market resolves to Yes.",
     ["number_words", "syn:beats"]),
    ("The market resolves to Yes if {T}'s goals minus {O}'s goals exceed {line} at the end of regulation (90 minutes + stoppage; no ET or penalties) in the {L} game originally scheduled for {Ds}.",
     ["arithmetic", "abbreviation", "result_first"]),
    ("Should {T} finish at least {Mw} goals clear of {O} after 90 minutes plus stoppage time - extra time and penalties not counting - in the {L} match originally scheduled for {Dl}, the market will resolve to Yes.",
     ["british", "syn:clear_of", "dash_aside"]),
]
BTTS_P = [
    ("If both {H} and {A} score at least one goal in the {L} game originally scheduled for {Ds}, counting 90 minutes plus stoppage time (no extra time or penalties), then the market resolves to Yes.",
     ["plain", "parenthetical"]),
    ("The market resolves to Yes if each team scores in the {H} vs {A} {L} game originally scheduled for {Dl}, looking only at ninety minutes plus stoppage time and excluding extra time and penalties.",
     ["result_first", "number_words"]),
    ("If both sides find the net in the {L} match {H} vs {A}, originally scheduled for {Ds}, within 90 minutes plus stoppage time (extra time and penalties are ignored), the market resolves to Yes.",
     ["syn:find_the_net", "british"]),
]
BTTS_ET = [
    ("If both {H} and {A} score during the entire {L} game originally scheduled for {Ds} (regulation, stoppage time and any extra time), the market resolves to Yes. Shoot-out penalties do not count as goals.",
     ["whole_game", "split_sentence"]),
]
HALF1_P = [
    ("If {T} leads at the end of the first half (45 minutes plus first-half stoppage time) of the {H} vs {A} {L} game originally scheduled for {Ds}, then the market resolves to Yes.",
     ["plain", "numerals", "parenthetical"]),
    ("If {T} is ahead of {O} at half-time in the {L} game originally scheduled for {Dl}, with only the first half and its stoppage time counted, the market resolves to Yes.",
     ["syn:half_time", "joined_sentence"]),
]
HALF1_DRAW = [
    ("If the score is level at the end of the first half (including first-half stoppage time) of the {H} vs {A} {L} game originally scheduled for {Ds}, then the market resolves to Yes.",
     ["syn:level", "parenthetical"]),
]
HALF2_P = [
    ("If {T} scores more goals than {O} in the second half of the {L} game originally scheduled for {Ds}, counting second-half stoppage time but not extra time, the market resolves to Yes. First-half goals are not counted.",
     ["second_half_only", "split_sentence"]),
]
EXACT_P = [
    ("If the {H} vs {A} {L} game originally scheduled for {Ds} finishes {H} {hs}, {A} {as_} after 90 minutes plus stoppage time (no extra time or penalties), then the market resolves to Yes.",
     ["plain", "numerals"]),
    ("The market resolves to Yes if the score after ninety minutes plus stoppage time (extra time and penalties excluded) in the {L} game originally scheduled for {Dl} is exactly {hs}-{as_}, {H} first.",
     ["result_first", "number_words"]),
    ("If {A} win {as_}-{hs} away at {H} in the {L} game originally scheduled for {Ds}, judged after 90 minutes plus stoppage time with no extra time or penalties, the market resolves to Yes.",
     ["away_perspective", "british_plural_team"]),
]
FTTS_P = [
    ("If {T} scores the first goal during the entire {H} vs {A} {L} game originally scheduled for {Ds} (regulation, stoppage time and any extra time periods), then the market resolves to Yes.",
     ["plain", "whole_game", "parenthetical"]),
    ("The market resolves to Yes if the opening goal of the {L} game originally scheduled for {Dl} is scored by {T}, counting every period played, extra time included.",
     ["result_first", "passive", "syn:opening_goal"]),
    ("Should {T} open the scoring against {O} at any point of the match originally scheduled for {Ds}, whether in normal time, stoppage time or extra time, the market will resolve to Yes.",
     ["british", "syn:open_the_scoring", "condition_first"]),
]
ADV_P = [
    ("If {T} advances to the next round of the {L} from its tie with {O} (deciding game originally scheduled for {Ds}), including by way of extra time or a penalty shootout, then the market resolves to Yes.",
     ["plain", "american"]),
    ("The market resolves to Yes if {T} progresses past {O} in the {L}, the tie being decided over both legs and, if needed, by extra time and penalties in the game originally scheduled for {Dl}.",
     ["result_first", "syn:progresses", "british"]),
    ("Should {T} qualify at the expense of {O} in the {L} knockout tie concluding on {Ds}, whether in regulation, in extra time or on penalties, the market will resolve to Yes.",
     ["syn:qualify", "condition_first"]),
    ("{T} go through against {O} ({L}, originally {Ds}; extra time and penalties included): the market resolves Yes.",
     ["terse", "colon_result"]),
]

# ---------------------------------------------------------------- builder
_ctr = {}
USED = {}  # (bank name, variant index) -> styles of that wording, for the coverage report


def pick(name, bank, idx=None):
    if idx is None:
        i = _ctr.get(name, 0)
        _ctr[name] = i + 1
        idx = i % len(bank)
    USED[(name, idx)] = bank[idx][1]
    return bank[idx]


WORDS = {1: "one", 2: "two", 3: "three", 4: "four", 5: "five"}

SRC = {"espnfox": SOURCES_ESPN_FOX, "espn": SOURCES_ESPN, "fox": SOURCES_FOX}


def series_sources(fx, key):
    if key == "league":
        return league_sources(fx), "official"
    if key == "none":
        return [], None
    return SRC[key], "provider"


def titles(fx, fam, T, spec):
    h, a = fx.h2, fx.a2
    if fam in ("win", "draw"):
        return f"{h} vs {a} Winner?", "GAME"
    return {
        "total": (f"{h} vs {a}: Total Goals", "TOTAL"),
        "spread": (f"{h} vs {a}: Spread", "SPREAD"),
        "btts": (f"{h} vs {a}: Both Teams to Score?", "BTTS"),
        "half": (f"{h} vs {a}: {'First' if spec.get('half') == 'first' else 'Second'} Half Winner?",
                 "1H" if spec.get("half") == "first" else "2H"),
        "exact_score": (f"{h} vs {a}: Exact Score", "SCORE"),
        "other": (f"{h} vs {a}: First Team to Score", "FTTS"),
        "advance": (f"{h} vs {a}: Which team advances?", "ADVANCE"),
    }[fam]


def build(spec, n):
    fx = Fx(spec["fx"])
    fam = spec["fam"]
    side = spec.get("side", "H")
    T, O = (fx.h2, fx.a2) if side == "H" else (fx.a2, fx.h2)
    code = fx.ch if side == "H" else fx.ca
    c = dict(T=T, O=O, H=fx.h2, A=fx.a2, L=fx.lg2, Ds=fx.d_short_us(), Dl=fx.d_long_us())
    line = spec.get("line")
    if line is not None:
        lo = int(line - 0.5)
        c.update(line=f"{line}", lo=str(lo), hi=str(lo + 1), Mw=WORDS[lo + 1])
    styles, meanings = [], ["F:" + fam]
    exp = dict(family=fam, outcome=None, line=None, half=None, scope="regulation",
               source_primary=None, source_fallback=None, timing_window=None,
               void_cancelled=None, void_postponed_long=None, void_abandoned=None)
    sec = []
    sc = spec.get("scope", "S2")
    suffix = code
    yes_sub = T

    if fam == "win":
        bank = {"S2": WIN_S2, "S3": WIN_S3, "S4": WIN_S4}[sc]
        t, s = pick("W" + sc, bank, spec.get("oi"))
        exp["outcome"] = T
    elif fam == "draw":
        bank = {"S2": DRAW_S2, "S3": DRAW_S3, "S4": DRAW_S4}[sc]
        t, s = pick("D" + sc, bank, spec.get("oi"))
        exp["outcome"] = "draw"
        suffix, yes_sub = "TIE", "Tie"
    elif fam == "total":
        if spec.get("under"):
            t, s = pick("TU", TOTAL_UNDER, None); exp["outcome"] = "under"
            yes_sub = f"Under {line} goals"
            suffix = f"U{int(line + 0.5)}"
        elif sc == "S5":
            t, s = pick("TET", TOTAL_OVER_ET, None); exp["outcome"] = "over"
            yes_sub = f"Over {line} goals"
            suffix = str(int(line + 0.5))
        else:
            t, s = pick("TO", TOTAL_OVER, spec.get("oi")); exp["outcome"] = "over"
            yes_sub = f"Over {line} goals"
            suffix = str(int(line + 0.5))
        exp["line"] = line
    elif fam == "spread":
        t, s = pick("SP", SPREAD_P, spec.get("oi"))
        exp["outcome"], exp["line"] = T, line
        yes_sub = f"{T} wins by over {line} goals"
        suffix = f"{code}{int(line + 0.5)}"
    elif fam == "btts":
        if sc == "S5":
            t, s = pick("BET", BTTS_ET, None)
        else:
            t, s = pick("BT", BTTS_P, spec.get("oi"))
        exp["outcome"] = "yes"
        yes_sub, suffix = "Both teams score", "BTTS"
    elif fam == "half":
        exp["scope"], exp["half"] = None, spec["half"]
        if spec["half"] == "first" and spec.get("hdraw"):
            t, s = pick("H1D", HALF1_DRAW, None); exp["outcome"] = "draw"; suffix, yes_sub = "TIE", "Tie"
        elif spec["half"] == "first":
            t, s = pick("H1", HALF1_P, spec.get("oi")); exp["outcome"] = T
        else:
            t, s = pick("H2", HALF2_P, None); exp["outcome"] = T
    elif fam == "exact_score":
        hs, as_ = spec["score"]
        c.update(hs=hs, as_=as_)
        t, s = pick("ES", EXACT_P, spec.get("oi"))
        exp["outcome"] = f"{hs}-{as_}"
        yes_sub, suffix = f"{fx.h2} {hs}-{as_} {fx.a2}", f"{hs}{as_}"
    elif fam == "other":
        t, s = pick("FT", FTTS_P, spec.get("oi"))
        exp["outcome"] = T
        exp["scope"] = "extra_time"
        sc = "S5"
    elif fam == "advance":
        t, s = pick("AD", ADV_P, spec.get("oi"))
        exp["outcome"] = T
        exp["scope"] = "penalties"
        sc = "S6"
    else:
        raise ValueError(fam)
    primary = t.format(**c)
    styles += s

    # scope meanings / secondary scope
    if fam in ("win", "draw", "total", "spread", "btts", "exact_score"):
        if sc == "S5":
            meanings.append("S5"); exp["scope"] = "extra_time"
        elif sc == "S3":
            meanings.append("S3")
            t, s = pick("SS", SEC_SCOPE, spec.get("ssi")); sec.append(t.format(**c)); styles += s
        elif sc == "S4":
            meanings.append("S4")
            if spec.get("sec_scope", True):
                t, s = pick("SS", SEC_SCOPE, spec.get("ssi")); sec.append(t.format(**c)); styles += s
            else:
                exp["scope"] = "ambiguous"
        else:
            meanings.append("S2")
            if spec.get("sec_scope"):
                t, s = pick("SS", SEC_SCOPE, spec.get("ssi")); sec.append(t.format(**c)); styles += s
    elif sc in ("S5", "S6"):
        meanings.append(sc)

    # tie clause
    if spec.get("d1", fam in ("win", "draw")):
        t, s = pick("D1", D1, spec.get("di")); sec.append(t); styles += s; meanings.append("D1")

    # postponement / cancellation
    pc = spec.get("pc", "P2C4")
    if pc == "P2C4":
        t, s = pick("P2C4", P2C4, spec.get("pi")); meanings += ["P2", "C4"]
    elif pc == "P2S":
        t, s = pick("P2S", P2_SPLIT, spec.get("pi")); meanings += ["P2", "C4"]
    elif pc == "P3":
        t, s = pick("P3", P3, spec.get("pi")); meanings += ["P3", "C4"]
    elif pc == "C4":
        t, s = pick("C4", C4_ONLY, spec.get("pi")); meanings += ["C4"]
    else:
        t, s = None, []
    if t:
        sec.append(t); styles += s
        exp["void_cancelled"] = "fair_price"
        if pc != "C4":
            exp["timing_window"], exp["void_postponed_long"] = 48, "fair_price"

    if spec.get("ab"):
        t, s = pick("AB", AB_FAIR, None); sec.append(t); styles += s; meanings.append("AB")
        exp["void_abandoned"] = "fair_price"

    # sources
    ss, kind = series_sources(fx, spec.get("src", "espnfox"))
    if spec.get("r3txt"):
        t, s = pick("R3", R3_TXT, None); sec.append(t); styles += s
    meanings.append("R3")
    exp["source_primary"] = kind

    if spec.get("sec_first_para"):
        secondary = sec[0] + "\n\n" + " ".join(sec[1:])
    else:
        secondary = " ".join(sec)
    title, kind_code = titles(fx, fam, T, spec)
    ev = fx.event_ticker(kind_code)
    ticker = ev if fam == "btts" else f"{ev}-{suffix}"
    market = {"ticker": ticker, "event_ticker": ev, "series_ticker": fx.series + kind_code,
              "title": title, "yes_sub_title": yes_sub, "no_sub_title": yes_sub,
              "rules_primary": primary, "rules_secondary": secondary,
              "occurrence_datetime": f"{fx.iso}T19:00:00Z"}
    return {"id": f"d2-{n:03d}", "venue": "venue_two", "styles": sorted(set(styles)),
            "meanings": meanings, "home": fx.h2, "away": fx.a2, "competition": fx.comp,
            "market": market, "series_settlement_sources": ss, "expected": exp}


SPECS = [
    # ---- win (18)
    dict(fam="win", fx="liv-eve", side="H"),
    dict(fam="win", fx="rbb-sev", side="A", pc="P3", src="espn"),
    dict(fam="win", fx="bvb-bmu", side="H", sec_scope=True),
    dict(fam="win", fx="mil-juv", side="A", pc="P2S", r3txt=True),
    dict(fam="win", fx="psg-om", side="H", src="fox", ab=True),
    dict(fam="win", fx="avl-new", side="H", pc="P3"),
    dict(fam="win", fx="ath-rso", side="A", src="league"),
    dict(fam="win", fx="mex-kor", side="H", scope="S3", src="league"),
    dict(fam="win", fx="bra-civ", side="A", scope="S3", pc="P3"),
    dict(fam="win", fx="esp-por", side="H", scope="S3", r3txt=True),
    dict(fam="win", fx="slb-fcp", side="A", scope="S3", pc="P2S"),
    dict(fam="win", fx="col-udc", side="H", scope="S4", sec_first_para=True),
    dict(fam="win", fx="uls-jeo", side="A", scope="S4", pc="P3", src="espn"),
    dict(fam="win", fx="gal-fen", side="H", scope="S4"),
    dict(fam="win", fx="nap-rom", side="H", sec_scope=True, src="league", r3txt=True),
    dict(fam="win", fx="lag-sea", side="A"),
    dict(fam="win", fx="nor-cov", side="H", scope="S4", pc="P2S"),
    dict(fam="win", fx="sge-vfb", side="A", ab=True, sec_first_para=True),
    # ---- draw (9)
    dict(fam="draw", fx="liv-eve"),
    dict(fam="draw", fx="bvb-bmu", pc="P3"),
    dict(fam="draw", fx="mil-juv", src="espn", sec_scope=True),
    dict(fam="draw", fx="ol-lil", r3txt=True),
    dict(fam="draw", fx="mex-kor", scope="S3", src="league"),
    dict(fam="draw", fx="bra-civ", scope="S3", pc="P2S"),
    dict(fam="draw", fx="col-udc", scope="S4"),
    dict(fam="draw", fx="rcc-get", src="fox", ab=True),
    dict(fam="draw", fx="tot-bha", scope="S4", pc="P3", sec_first_para=True),
    # ---- total (5)
    dict(fam="total", fx="avl-new", line=2.5),
    dict(fam="total", fx="lev-rbl", line=3.5, pc="P3"),
    dict(fam="total", fx="nap-rom", line=1.5, src="espn"),
    dict(fam="total", fx="mia-clb", line=2.5, under=True),
    dict(fam="total", fx="slb-fcp", line=2.5, scope="S5"),
    # ---- spread (4)
    dict(fam="spread", fx="liv-eve", side="H", line=1.5),
    dict(fam="spread", fx="bvb-bmu", side="A", line=1.5, r3txt=True),
    dict(fam="spread", fx="psg-om", side="H", line=2.5, src="fox"),
    dict(fam="spread", fx="int-tor", side="H", line=1.5, pc="P2S"),
    # ---- btts (4)
    dict(fam="btts", fx="tot-bha"),
    dict(fam="btts", fx="sge-vfb", pc="C4"),
    dict(fam="btts", fx="ol-lil", src="espn"),
    dict(fam="btts", fx="bre-nan", scope="S5"),
    # ---- half (4)
    dict(fam="half", fx="mun-whu", side="H", half="first"),
    dict(fam="half", fx="vil-atm", side="A", half="first", pc="P3"),
    dict(fam="half", fx="ata-bol", half="first", hdraw=True),
    dict(fam="half", fx="nfo-ful", side="A", half="second"),
    # ---- exact score (3)
    dict(fam="exact_score", fx="liv-eve", score=(2, 1)),
    dict(fam="exact_score", fx="fio-laz", score=(0, 0), src="fox"),
    dict(fam="exact_score", fx="rbb-sev", score=(1, 3)),
    # ---- first team to score, whole game (3)
    dict(fam="other", fx="cry-wol", side="H"),
    dict(fam="other", fx="rma-mci", side="A", pc="C4"),
    dict(fam="other", fx="lag-sea", side="H", src="espn"),
    # ---- advance (4)
    dict(fam="advance", fx="rma-mci", side="H", src="league"),
    dict(fam="advance", fx="bmu-ars", side="A"),
    dict(fam="advance", fx="int-psg", side="H", pc="P2S"),
    dict(fam="advance", fx="slb-fcp", side="H", r3txt=True),
]


def special(n, fxkey, kind_code, suffix, title, yes_sub, primary, secondary, ss, styles, meanings, exp):
    fx = Fx(fxkey)
    ev = fx.event_ticker(kind_code)
    market = {"ticker": f"{ev}-{suffix}", "event_ticker": ev, "series_ticker": fx.series + kind_code,
              "title": title, "yes_sub_title": yes_sub, "no_sub_title": yes_sub,
              "rules_primary": primary, "rules_secondary": secondary,
              "occurrence_datetime": f"{fx.iso}T20:00:00Z"}
    base = dict(family=None, outcome=None, line=None, half=None, scope="regulation",
                source_primary=None, source_fallback=None, timing_window=None,
                void_cancelled=None, void_postponed_long=None, void_abandoned=None)
    base.update(exp)
    return {"id": f"d2-{n:03d}", "venue": "venue_two", "styles": styles, "meanings": meanings,
            "home": fx.h2, "away": fx.a2, "competition": fx.comp, "market": market,
            "series_settlement_sources": ss, "expected": base}


def specials(start):
    out = []
    n = start
    # 1. no time scope anywhere (league game) -> scope ambiguous
    out.append(special(n, "fio-laz", "GAME", "FIO", "Fiorentina vs Lazio Winner?", "Fiorentina",
        "Fiorentina beating Lazio in their Serie A game originally scheduled for Feb 14, 2027 makes this market resolve to Yes.",
        "This contract concerns the game named above. A cancellation, or a new start time more than 48 hours after the old one, leads to settlement at a fair price under the rulebook.",
        SOURCES_ESPN_FOX, ["nominal", "no_time_scope"], ["S4", "S:ambiguous", "P2", "C4", "R3", "F:win"],
        dict(family="win", outcome="Fiorentina", scope="ambiguous", source_primary="provider", timing_window=48,
             void_cancelled="fair_price", void_postponed_long="fair_price")))
    n += 1
    # 2. knockout second leg, no time scope -> scope ambiguous
    out.append(special(n, "bmu-ars", "GAME", "BMU", "Bayern Munich vs Arsenal Winner?", "Bayern Munich",
        "If Bayern Munich wins the Bayern Munich vs Arsenal Champions League round of 16 second-leg game originally scheduled for Mar 17, 2027, the market resolves to Yes.",
        "If the teams are level, the Tie market resolves to Yes. Cancellation, or a postponement of more than 48 hours: fair price under the rules.",
        SOURCES_ESPN_FOX, ["knockout_leg", "no_time_scope", "terse"], ["S4", "S:ambiguous", "D1", "P2", "C4", "R3", "F:win"],
        dict(family="win", outcome="Bayern Munich", scope="ambiguous", source_primary="provider", timing_window=48,
             void_cancelled="fair_price", void_postponed_long="fair_price")))
    n += 1
    # 3. 48 h in primary, 72 h in secondary -> timing ambiguous
    out.append(special(n, "ol-lil", "GAME", "OL", "Lyon vs Lille Winner?", "Lyon",
        "If Lyon wins the Lyon vs Lille Ligue 1 game originally scheduled for Dec 13, 2026, after 90 minutes plus stoppage time (extra time and penalties excluded), the market resolves to Yes. If the game is postponed by more than 48 hours, the market resolves to a fair price.",
        "If the game is canceled, or does not start within 72 hours of its originally scheduled time, the market settles at a fair price under the rules. A tie after regulation means the Tie market resolves to Yes.",
        SOURCES_ESPN_FOX, ["conflicting_windows", "split_across_fields"], ["S2", "P:ambiguous", "C4", "D1", "R3", "F:win"],
        dict(family="win", outcome="Lyon", source_primary="provider", timing_window="ambiguous",
             void_cancelled="fair_price", void_postponed_long="fair_price")))
    n += 1
    # 4. cancellation at discretion -> void_cancelled ambiguous
    out.append(special(n, "asm-ren", "GAME", "TIE", "Monaco vs Rennes Winner?", "Tie",
        "If the Monaco vs Rennes Ligue 1 game originally scheduled for Feb 21, 2027 is tied after 90 minutes plus stoppage time (excluding extra time and penalties), then the market resolves to Yes.",
        "Should the game be postponed by more than 48 hours, the market resolves to a fair price. If the game is cancelled, the Exchange will settle the market in the manner it judges appropriate.",
        SOURCES_FOX, ["british_spelling", "discretion"], ["S2", "P2", "C:ambiguous", "R3", "F:draw"],
        dict(family="draw", outcome="draw", source_primary="provider", timing_window=48,
             void_cancelled="ambiguous", void_postponed_long="fair_price")))
    n += 1
    # 5. two sources named, no order, no series sources -> source ambiguous
    out.append(special(n, "scf-fcu", "GAME", "FCU", "Freiburg vs Union Berlin Winner?", "Union Berlin",
        "If Union Berlin wins the Freiburg vs Union Berlin Bundesliga game originally scheduled for Feb 7, 2027 after 90 minutes plus stoppage time, with no extra time or penalties counted, then the market resolves to Yes.",
        "If the game ends level, Tie resolves to Yes. A cancellation or a postponement of over 48 hours leads to a fair-price resolution. The outcome may be confirmed using bundesliga.com or Sky Sports.",
        [], ["unordered_sources", "terse"], ["S2", "D1", "P2", "C4", "R:ambiguous", "F:win"],
        dict(family="win", outcome="Union Berlin", source_primary="ambiguous", source_fallback="ambiguous",
             timing_window=48, void_cancelled="fair_price", void_postponed_long="fair_price")))
    n += 1
    # 6. text names the league's official site, series says ESPN/Fox -> official
    out.append(special(n, "mun-whu", "GAME", "WHU", "Manchester United vs West Ham Winner?", "West Ham",
        "If West Ham beats Manchester United in the Premier League game originally scheduled for Jan 16, 2027, counting 90 minutes plus stoppage time only (extra time and penalties do not apply), the market resolves to Yes.",
        "The result will be taken from the official Premier League website. If the match is level after regulation, the Tie market resolves to Yes. If the game is cancelled or moved more than 48 hours past its original kick-off, the market resolves to a fair price.",
        SOURCES_ESPN_FOX, ["text_names_source", "british"], ["S2", "D1", "P2", "C4", "F:win"],
        dict(family="win", outcome="West Ham", source_primary="official", timing_window=48,
             void_cancelled="fair_price", void_postponed_long="fair_price")))
    n += 1
    # 7. win leg with no postponement/cancellation text at all
    out.append(special(n, "nfo-ful", "GAME", "NFO", "Nottingham Forest vs Fulham Winner?", "Nottingham Forest",
        "If Nottingham Forest wins the Nottingham Forest vs Fulham English Premier League game originally scheduled for Dec 12, 2026, on the score after 90 minutes plus stoppage time (extra time and penalties excluded), the market resolves to Yes.",
        "If the score is level after 90 minutes plus stoppage time, the Tie market resolves to Yes.",
        SOURCES_ESPN_FOX, ["silent_void", "plain"], ["S2", "D1", "R3", "F:win"],
        dict(family="win", outcome="Nottingham Forest", source_primary="provider")))
    n += 1
    # 8. draw leg in World Cup, S3 with "Tie" as subject, P2+C4 split into two sentences, league source
    out.append(special(n, "mex-kor", "GAME", "TIE", "Mexico vs South Korea Winner?", "Tie",
        "Should Tie be the outcome of the Mexico vs South Korea FIFA World Cup game originally scheduled for Jun 18, 2026, after 90 minutes plus stoppage time, the market resolves to Yes.",
        "The market is about the game as it stands at the end of 90 minutes plus stoppage time. Extra time and penalties are not part of it.\n\nIf the game is moved to a start more than forty-eight hours later than planned, the market resolves to a fair price. The same is true for a canceled game.",
        [{"name": "FIFA", "url": "https://www.fifa.com/"}], ["label_as_subject", "split_sentence", "number_words"],
        ["S3", "P2", "C4", "R3", "F:draw"],
        dict(family="draw", outcome="draw", source_primary="official", timing_window=48,
             void_cancelled="fair_price", void_postponed_long="fair_price")))
    n += 1
    # 9. advance, legal drafting, abandonment clause
    out.append(special(n, "fio-rbb", "ADVANCE", "FIO", "Fiorentina vs Real Betis: Which team advances?", "Fiorentina",
        "If Fiorentina is the team that qualifies for the UEFA Europa Conference League quarterfinals from its round of 16 tie against Real Betis, second leg originally scheduled for Mar 11, 2027, whether on aggregate, after extra time or through a penalty shootout, then the market shall resolve to Yes.",
        "(a) Should the second leg be canceled, or rescheduled to a start more than 48 hours after its original start, the market shall resolve to a fair price determined pursuant to the Rules. (b) Should the second leg be abandoned and not completed within 48 hours, the market shall likewise resolve to a fair price.",
        SOURCES_ESPN_FOX, ["legal", "lettered_clauses"], ["S6", "P2", "C4", "AB", "R3", "F:advance"],
        dict(family="advance", outcome="Fiorentina", scope="penalties", source_primary="provider", timing_window=48,
             void_cancelled="fair_price", void_postponed_long="fair_price", void_abandoned="fair_price")))
    n += 1
    # 10. spread with first-half total confusion avoided; P3 legal; spread on away side (line 1.5)
    out.append(special(n, "cry-wol", "SPREAD", "WOL2", "Crystal Palace vs Wolves: Spread", "Wolves wins by over 1.5 goals",
        "If Wolves win away at Crystal Palace by a margin of two goals or more in the Premier League game originally scheduled for Feb 6, 2027, once 90 minutes plus stoppage time have been played (extra time and penalties are not applicable), the market resolves to Yes.",
        "If the game is delayed but begins within 48 hours of its scheduled start, the market stays open. Otherwise, and also if the game is cancelled, the market resolves to a fair price.",
        SOURCES_FOX, ["british_plural_team", "number_words", "otherwise_chain"], ["S2", "P3", "C4", "R3", "F:spread"],
        dict(family="spread", outcome="Wolves", line=1.5, source_primary="provider", timing_window=48,
             void_cancelled="fair_price", void_postponed_long="fair_price")))
    n += 1
    # 11. primary says regulation, secondary says extra time counts (cup) -> scope ambiguous
    out.append(special(n, "bre-nan", "GAME", "NAN", "Brest vs Nantes Winner?", "Nantes",
        "If Nantes wins the Brest vs Nantes Coupe de France game originally scheduled for Jan 20, 2027 after 90 minutes plus stoppage time, the market resolves to Yes.",
        "The result of the game includes any extra time played; penalty shootouts are not included. If the game is tied, the Tie market resolves to Yes. If the game is canceled, or rescheduled more than 48 hours after its original start, the market resolves to a fair price.",
        SOURCES_ESPN_FOX, ["conflicting_scope", "split_across_fields"], ["S:ambiguous", "D1", "P2", "C4", "R3", "F:win"],
        dict(family="win", outcome="Nantes", scope="ambiguous", source_primary="provider", timing_window=48,
             void_cancelled="fair_price", void_postponed_long="fair_price")))
    n += 1
    # 12. BTTS with a refund on cancellation
    out.append(special(n, "rcc-get", "BTTS", "BTTS", "Celta Vigo vs Getafe: Both Teams to Score?", "Both teams score",
        "If Celta Vigo and Getafe each score at least once in their La Liga game originally scheduled for Feb 13, 2027, counting 90 minutes plus stoppage time and not extra time or penalties, the market resolves to Yes.",
        "If the game does not start within 48 hours of its scheduled time, the market resolves to a fair price. If the game is canceled outright, the market is voided and all positions are returned at the price paid.",
        SOURCES_ESPN, ["refund_wording", "american_spelling"], ["S2", "P2", "C:refund", "R3", "F:btts"],
        dict(family="btts", outcome="yes", source_primary="provider", timing_window=48,
             void_cancelled="refund", void_postponed_long="fair_price")))
    n += 1
    return out


def legs():
    out = [build(s, i) for i, s in enumerate(SPECS, 1)]
    out += specials(len(SPECS) + 1)
    return out
