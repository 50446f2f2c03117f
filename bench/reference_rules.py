"""The reference's reading of each dimension, one text at a time (see `bench.reference`).

Each function mirrors its engine counterpart: `scope` `extract._scope_columns`, `outcome`
`_outcome_*`, `source` `_source_*`, `timing_void` `timing_void.py`.
"""

from __future__ import annotations

import re
from typing import Any

from bench.reference import (
    CONFLICT,
    Finder,
    Text,
    agree,
    clause,
    coalesce,
    group,
    has,
    items,
    rx,
    sentence,
    strip,
)
from pipeline.rules import patterns as P
from pipeline.rules import vocabulary as V
from pipeline.rules.meaning import scoreline, team_side

__all__ = ["family", "outcome", "payout_of", "scope", "source", "timing_void"]


def _sentence(t: Text, pattern: str) -> str | None:
    return strip(sentence(pattern).first(t))


# ---- scope ---------------------------------------------------------------------------
def scope(t: Text) -> dict[str, Any]:
    """scope, scope_status, scope_evidence."""
    text = t.text
    masked = rx(P.EXCLUSION).sub(" ", text)
    excludes_et = any(
        re.search(r"(?i)extra[- ]time|overtime", m.group(0)) for m in rx(P.EXCLUSION).finditer(text)
    )
    reg_strong = excludes_et or bool(has(P.REG_ONLY, text))
    reg = reg_strong or bool(has(P.REG_WEAK, text))
    et = bool(has(P.ET_INCLUDED, masked))
    pen = bool(has(P.PEN_INCLUDED, masked))
    # Sentence patterns go through `Finder` (one sentence window at a time): the same
    # matches as `finditer` over the whole text, which backtracked for ~50 ms a text.
    reg_alone = any(not has(P.ET_OR_PENS_MENTION, s) for s in sentence(P.REG_WEAK).find(t))
    if (reg_strong or reg_alone) and (et or pen):
        ev = coalesce(_sentence(t, P.EXCLUSION), _sentence(t, P.REG_ONLY), _sentence(t, P.REG_WEAK))
        return {"scope": "unknown", "scope_status": "conflicting", "scope_evidence": ev}
    inclusion = "|".join(p.removeprefix("(?i)") for p in (P.ET_INCLUDED, P.PEN_INCLUDED))
    negated_incl = any(has(P.NEGATION_LEFT, s) for s in sentence(inclusion).find(Text(masked)))
    masked_question = rx(P.QUESTION).sub(" ", masked)
    reg_only_named = reg_strong and any(
        has(P.ET_OR_PENS_MENTION, s) and not has(P.NEGATION_LEFT, s)
        for s in sentence(P.REG_ONLY).find(Text(masked_question))
    )
    if (
        (reg and not reg_strong and not (et or pen) and has(P.ET_OR_PENS_MENTION, masked))
        or (not (et or pen) and reg_only_named)
        or ((et or pen) and negated_incl)
        or (et and not pen and has(P.PENS_MENTION, masked))
    ):
        ev = _sentence(t, P.ET_OR_PENS_MENTION)
        return {"scope": "unknown", "scope_status": "unrecognized", "scope_evidence": ev}
    for flag, value, pattern in (
        (pen, "penalties", P.PEN_INCLUDED),
        (et, "extra_time", P.ET_INCLUDED),
    ):
        if flag:
            return {
                "scope": value,
                "scope_status": "recognized",
                "scope_evidence": _sentence(t, pattern),
            }
    if reg:
        ev = coalesce(_sentence(t, P.REG_ONLY), _sentence(t, P.EXCLUSION), _sentence(t, P.REG_WEAK))
        return {"scope": "regulation", "scope_status": "recognized", "scope_evidence": ev}
    status = "unrecognized" if has(P.SCOPE_MENTION, text) else "absent"
    return {
        "scope": "unknown",
        "scope_status": status,
        "scope_evidence": _sentence(t, P.SCOPE_MENTION),
    }


# ---- outcome -------------------------------------------------------------------------
def _first_team(s: str, patterns: tuple[str, ...]) -> str | None:
    team = next((g for p in patterns if (g := group(p, s, 1)) is not None), None)
    if team is None:
        return None
    team = team.strip()
    return None if has(P.TEAM_INVALID, team) else team


def _outcome_of(s: str) -> tuple[str | None, str | None]:
    """(kind, team) of one clause; kind None when it states no outcome."""
    said = rx(P.NO_TAIL).sub("", s, count=1)
    win, adv = _first_team(said, P.WIN_TEAM), _first_team(said, P.ADVANCE_TEAM)
    draw_sentence = (
        bool(has(P.ci(P.DRAW_SENTENCE_CUE[0]), said))
        and bool(has(P.ci(P.DRAW_SENTENCE_CUE[1]), s))
        and not (has(P.YES_UNLESS, s) and not has(P.YES_DENIED_UNLESS, s))
    )
    kind: str | None = None
    if has(P.PAY_NO, s) and not has(P.PAY_YES, s):
        kind = None
    elif adv is not None:
        kind = "advance"
    elif win is not None and has(P.DRAW_TEAM, win):
        kind = "draw"
    elif win is not None and has(P.TIE_WIN, said):
        kind = "advance"
    elif win is not None:
        kind = "win"
    elif has(P.DRAW_SUBJECT, said) or draw_sentence:
        kind = "draw"
    team = (
        (adv if adv is not None else win) if kind == "advance" else win if kind == "win" else None
    )
    return kind, team


def _team_key(team: str | None) -> str | None:
    if team is None:
        return None
    low = re.sub(r"\b(?:a?fc|cf|sc|ac|fk|sk|cd|ud|sv|ss|cp|club|calcio|\d+)\b", "", team.lower())
    return "".join(ch for ch in low if ch.isalpha())


def _outcome_key(v: tuple[str | None, str | None]) -> str | None:
    kind, team = v
    return None if kind is None else f"{kind}|{_team_key(team) or ''}"


_OUTCOME_CLAUSE = clause(
    "|".join([*P.WIN_TEAM, *P.ADVANCE_TEAM, P.DRAW_SUBJECT, P.DRAW_SENTENCE_CUE[0]]).replace(
        "(?i)", ""
    )
)


def outcome(t: Text) -> dict[str, Any]:
    """outcome_kind, outcome_team, outcome_status, outcome_evidence."""
    value, status, evidence = agree(items(t, _OUTCOME_CLAUSE, _outcome_of), _outcome_key)
    if status == "absent":
        status = "absent" if t.text.strip() == "" else "unrecognized"
    ok = status == "recognized"
    return {
        "outcome_kind": value[0] if ok else "unknown",
        "outcome_team": value[1] if ok else None,
        "outcome_status": status,
        "outcome_evidence": coalesce(evidence, _sentence(t, r"\bresolv\w*")),
    }


# ---- source --------------------------------------------------------------------------
_KINDS = ("official", "provider", "consensus", "venue")
_CUE_AND_REST = P.ci(f"(?s)(?:{P.FALLBACK_CUE.removeprefix('(?i)')}).*$")
_SOURCE_CLAUSE = clause(
    "|".join(
        k.removeprefix("(?i)")
        for k in (
            P.OFFICIAL,
            P.OFFICIAL_NAMED,
            P.PROVIDER,
            P.CONSENSUS,
            P.VENUE_DECIDES,
            P.OTHER_SOURCE,
        )
    )
)
_LAST_ALTERNATIVE = P.ci(r"(?s)^.*(?:\b(?:or|with|else|alternatively)\b|\()(.*)$")
_ANY_KIND = P.ci(
    "|".join(
        k.removeprefix("(?i)")
        for k in (P.OFFICIAL, P.OFFICIAL_NAMED, P.PROVIDER, P.CONSENSUS, P.VENUE_DECIDES)
    )
)
_R1 = Finder(P.sentence_pair(P.OFFICIAL, P.CONSENSUS), (P.OFFICIAL,), P._S)


def _names(kind: str, part: str, whole: str) -> bool:
    if kind == "official":
        return bool(has(P.OFFICIAL, part)) or bool(
            has(P.SOURCE_CUE, whole) and has(P.OFFICIAL_NAMED, re.sub(P.WEB_ADDRESS, " ", part))
        )
    if kind == "provider":
        return bool(has(P.PROVIDER, re.sub(P.PROVIDER_LOOKALIKE, " ", part)))
    if kind == "consensus":
        return bool(has(P.CONSENSUS, part))
    return bool(has(P.VENUE_DECIDES, part)) and bool(
        has(
            r"(?i)\b(?:results?|outcomes?|scores?|winner|sources?|data|statistics|stats"
            r"|publication|published)\b",
            whole,
        )
    )


# What every FALLBACK_PHRASE match contains: checked first, the phrase search is slow.
_FALLBACK_WORD = P.ci(
    P.FALLBACK_PHRASE.removeprefix("(?i)").removeprefix("[^,;]*").removesuffix("[^,;]*")
)


def _split(whole: str) -> tuple[str, str]:
    """(head, tail) of a source clause: its primary part and its fallback part."""
    unmarked, phrases = whole, ""
    if has(_FALLBACK_WORD, whole):
        unmarked = rx(P.FALLBACK_PHRASE).sub(" ", whole)
        phrases = " ".join(m.group(0) for m in rx(P.FALLBACK_PHRASE).finditer(whole))
    head = rx(_CUE_AND_REST).sub("", unmarked, count=1)
    alt = ""
    if has(_CUE_AND_REST, unmarked):
        last = group(_LAST_ALTERNATIVE, head, 1)
        if last is not None:
            before = head[: len(head) - len(last)]
            if has(_ANY_KIND, last) and has(_ANY_KIND, before):
                head, alt = before, last
    return head, f"{phrases} {alt} {group(_CUE_AND_REST, unmarked, 0) or ''}"


_STRONG = (P.OFFICIAL, P.PROVIDER, P.CONSENSUS)


def _or_mixed(head: str, whole: str) -> bool:
    """Two places of different kinds (or one of no kind read) joined by "or"."""
    m = rx(P.OR_SPLIT).search(head)
    if m is None:
        return False
    left, right = m.group(1), m.group(2)
    kinds = ("official", "provider", "consensus")
    in_left = [_names(k, left, whole) for k in kinds]
    in_right = [_names(k, right, whole) for k in kinds]
    return (
        (any(in_left) or bool(has(P.OUTLET, left)))
        and (any(in_right) or bool(has(P.OUTLET, right)))
        and in_left != in_right
    )


def _provider_names(part: str) -> list[str]:
    return [m.group(0) for m in rx(P.PROVIDER).finditer(part.lower())]


def _series_kind(entry: str) -> str:
    if has(P.OFFICIAL, entry) or has(P.OFFICIAL_NAMED, entry):
        return "official"
    # A name of neither kind known is no kind guessed.
    return "provider" if has(P.PROVIDER, entry) else "unknown"


def source(own: Text, t: Text, series: str | None, listed: list[str]) -> dict[str, Any]:
    """source_* columns; `own` is the market's own text (the series' sources cut off)."""
    parts = [(c, *_split(c)) for c in _SOURCE_CLAUSE.find(own) if not has(P.REVISION_CLAUSE, c)]
    flags = []
    earlier = False  # a clause before this one named a source
    unread_tail = None  # a clause whose fallback names no kind read
    tail_clause = None  # the first clause whose fallback names a kind read
    for c, head, tail in parts:
        in_head = {k: _names(k, head, c) for k in _KINDS}
        in_tail = {k: _names(k, tail, c) for k in _KINDS}
        if tail_clause is None and any(in_tail.values()):
            tail_clause = c
        names_one = any(in_head.values()) or any(in_tail.values())
        if (
            unread_tail is None
            and not any(in_tail.values())
            and has(P.FALLBACK_CUE, tail)
            and has(P.SOURCE_NOUN, tail)
        ):
            unread_tail = c
        if earlier and has(P.FALLBACK_CUE, c):
            # A later source clause stated under a condition names a fallback.
            in_tail = {k: in_tail[k] or in_head[k] for k in _KINDS}
            in_head = dict.fromkeys(_KINDS, False)
        earlier = earlier or names_one
        flags.append((c, in_head, in_tail))
    primary = next((k for k in _KINDS if any(h[k] for _, h, _ in flags)), None)
    mixed_clause = next(
        (
            c
            for c, head, _ in parts
            if sum(bool(has(k, head)) for k in _STRONG) > 1
            or _or_mixed(head, c)
            or (_names("official", head, c) and has(P.BESIDE_MEDIA, re.sub(P.OFFICIAL, " ", head)))
        ),
        None,
    )
    heads = [k for k in _KINDS if any(h[k] for _, h, _ in flags)]
    if mixed_clause is None and len(heads) > 1:
        # Two kinds each stated as the source in clauses of their own: no order is said.
        mixed_clause = " / ".join(next(c for c, h, _ in flags if h[k]).strip() for k in heads)
    if mixed_clause is not None:
        primary = None
    evidence = None
    fallback = None
    if primary is not None:
        evidence = next(c for c, h, _ in flags if h[primary]).strip()
        fallback = next(
            (k for k in _KINDS if any(tl[k] for _, _, tl in flags) and k != primary), None
        )
        head_names = {n for _, head, _ in parts for n in _provider_names(head)}
        tail_names = {n for _, _, tail in parts for n in _provider_names(tail)}
        if fallback is None and primary == "provider" and tail_names - head_names:
            fallback = "provider"
    deadline = _sentence(own, P.DEADLINE)
    if primary is not None and fallback is None and (unread_tail or deadline) is not None:
        # A fallback brought in under a condition in words not read, or a deadline for the
        # result with nothing said after it: no source is read.
        primary, mixed_clause = None, unread_tail if unread_tail is not None else deadline
    if primary is None and mixed_clause is None and tail_clause is not None:
        # A fallback read after a primary in words not read: the text names its own sources.
        mixed_clause = unread_tail if unread_tail is not None else tail_clause
    own_found = primary is not None
    if mixed_clause is not None:
        evidence = mixed_clause.strip()
    elif not own_found:
        kinds = [_series_kind(e) for e in listed]
        primary = None if not kinds or kinds[0] == "unknown" else kinds[0]
        after = next((k for k in kinds if k != kinds[0]), None) if kinds else None
        fallback = None if after == "unknown" else after
        evidence = None  # taken from the series, not from text of the leg's rules
    elif primary == "official" and fallback == "consensus":
        evidence = coalesce(strip(_R1.first(own)), evidence)
    found = primary is not None
    mentioned = bool(has(P.SOURCE_MENTION, own.text)) or series is not None
    named_in = own.text if own_found else series
    names: list[str] = []
    if named_in is not None:
        for m in rx(P.PROVIDER_NAME).finditer(rx(P.URL).sub("", named_in)):
            if m.group(0) not in names:
                names.append(m.group(0))
    return {
        "source_primary": primary or "unknown",
        "source_fallback": fallback if found else None,
        "source_names": names,
        "source_revisions_ignored": bool(has(P.REVISIONS_IGNORED, t.text)),
        "source_status": "recognized"
        if own_found
        else "inferred"
        if found
        else "unrecognized"
        if mentioned or mixed_clause is not None
        else "absent",
        "source_evidence": evidence
        if found or mixed_clause is not None
        else _sentence(own, P.SOURCE_MENTION),
        "source_derived_from": "series settlement_sources: " + "; ".join(listed)
        if found and not own_found
        else None,
    }


# ---- timing and void -----------------------------------------------------------------
_WINDOW = Finder(
    P.followed_by(P.sentence_with(P.POSTPONE, P.DURATION, ordered=False), P.OTHERWISE),
    (P.POSTPONE, P.DURATION),
    P._S,
)
_OPEN = sentence(P.POSTPONE, P.OPEN_UNTIL_PLAYED, ordered=False)
_POSTPONE = sentence(P.POSTPONE)
_CANCEL = sentence(f"{P.CANCEL}|{P.NOT_PLAYED}")
_ABANDON = sentence(P.ABANDON)


def abandon_items(t: Text) -> list[tuple[str, Any]]:
    """The abandonment sentences with their payouts; one that only says a game is "not
    completed within" a time bounds a postponement and is left out."""
    return [
        (s, v)
        for s, v in items(t, _ABANDON, lambda s: payout_of(s, allow_result=True))
        if has(P.ci(P.ABANDON_OUTRIGHT), s)
        or not (has(P.ci(P.ABANDON_BY_A_TIME), s) or has(P.ci(P.TIE_UNFINISHED), s))
    ]


_READ = ("recognized", "inferred")


def _number(raw: str | None) -> int | None:
    if raw is None:
        return None
    word = raw.lower()
    if rx(r"^\d+$").search(word):
        value = int(word) if word.isascii() else None
        return value if value is not None and value < 1 << 63 else None
    return P.NUMBER_WORDS.get(word)


def _hours(n: int | None, unit: str | None) -> int | None:
    if n is None or unit is None:
        return None
    u = unit.lower()
    return (
        n
        if u.startswith("h")
        else n * 24
        if u.startswith("d")
        else n * 168
        if u.startswith("w")
        else n * 336
        if u.startswith("f")
        else n // 60
        if u.startswith("m") and n % 60 == 0
        else None
    )


def _window_of(s: str) -> dict[str, Any]:
    n = _number(group(P.DURATION, s, 1))
    unit_raw = group(P.DURATION, s, 2)
    unit = None if unit_raw is None else unit_raw.lower()
    hours = _hours(n, unit)
    label = None
    if hours is not None and unit is not None:
        label = f"hours:{n}" if unit.startswith("h") else f"days:{hours // 24}"
    return {"label": label, "hours": hours, "payout": payout_of(s, allow_result=False)}


def payout_of(s: str, *, allow_result: bool) -> str | None:
    """`timing_void.payout_of` of one clause."""
    fixed = group(P.FIXED_OUTCOME, s, 1)
    yes, no = bool(has(P.PAY_YES, s)), bool(has(P.PAY_NO, s))
    last_fair = bool(has(P.PAY_LAST_FAIR, s))
    fair = bool(has(P.PAY_FAIR, rx(P.PAY_LAST_FAIR).sub("", s)))
    flags = [
        ("yes", yes),
        ("no", no),
        ("50-50", bool(has(P.PAY_50_50, s))),
        ("last_price", last_fair or (bool(has(P.PAY_LAST, s)) and not fair)),
        ("fair_price", fair and not last_fair),
        ("refund", bool(has(P.PAY_REFUND, s))),
        (
            "fixed_outcome",
            fixed is not None
            and not has(r"(?i)^\s*(?:yes|no|50\s*[-/–]\s*50|fifty[- ]fifty)\s*$", fixed)
            and not (yes or no),
        ),
        ("as_draw", bool(has(P.PAY_AS_DRAW, s))),
    ]
    if allow_result:
        flags.append(("result", bool(has(P.PAY_RESULT, s))))
    on = [name for name, flag in flags if flag]
    if on and has(P.ci(P.HEDGE), s):
        return CONFLICT
    return CONFLICT if len(on) > 1 else on[0] if on else None


def _settle(read: tuple[Any, str, str | None], kind: str) -> tuple[str, str, str | None]:
    value, status, evidence = read
    if status != "recognized":
        return ("unspecified" if status == "absent" else "unknown"), status, evidence
    if value == "as_draw":
        value = "yes" if kind == "draw" else "no" if kind in ("win", "advance") else "unknown"
    return value, status, evidence


def timing_void(t: Text, kind: str) -> dict[str, Any]:
    """timing_* and void_* columns, and result_deadline_hours; `kind` is outcome_kind."""
    text = t.text
    windows = items(t, _WINDOW, _window_of)
    w_value, w_status, w_evidence = agree(
        windows, lambda v: None if v["hours"] is None else str(v["hours"])
    )
    beyond = agree(windows, lambda v: v["payout"], strict=True)
    open_sentence = strip(_OPEN.first(t))
    unread = next(
        (
            s.strip()
            for s in _POSTPONE.find(t)
            if (not has(P.DURATION, s) and not has(P.ci(P.OPEN_UNTIL_PLAYED), s))
            or has(P.ci(P.HEDGE), s)
        ),
        None,
    )
    unbounded = open_sentence is not None and not has(P.DURATION, open_sentence)
    if w_status == "recognized" and unbounded:
        w_status, w_evidence = "conflicting", open_sentence
    stated = w_status in ("recognized", "conflicting")
    has_window = w_status == "recognized" and unread is None
    if has_window:
        window = w_value["label"]
    elif w_status == "conflicting" or unread is not None:
        window = "unknown"
    else:
        window = "open_until_played" if open_sentence is not None else "unknown"
    if w_status == "conflicting":
        t_status, t_evidence = "conflicting", w_evidence
    elif unread is not None:
        t_status, t_evidence = "unrecognized", unread
    elif stated or open_sentence is not None:
        t_status, t_evidence = "recognized", w_evidence if stated else open_sentence
    else:
        t_status, t_evidence = "absent", open_sentence
    window_hours = w_value["hours"] if has_window else None
    cancel, cancel_status, cancel_ev = _settle(
        agree(
            [
                (s, v)
                for s, v in items(t, _CANCEL, lambda s: payout_of(s, allow_result=True))
                if has(P.ci(P.CANCEL), s) or not has(P.ci(P.POSTPONED), s)
            ],
            strict=True,
        ),
        kind,
    )
    abandon, abandon_status, abandon_ev = _settle(agree(abandon_items(t), strict=True), kind)
    b_value, b_status, b_evidence = beyond
    long_beyond, long_beyond_status, long_beyond_ev = _settle(
        (None if b_value is None else b_value["payout"], b_status, b_evidence), kind
    )
    inherit = abandon_status == "absent"
    if window_hours is not None:
        long_value, long_status = long_beyond, long_beyond_status
    else:
        long_status = t_status
        long_value = (
            "result"
            if window == "open_until_played"
            else "unspecified"
            if t_status == "absent"
            else "unknown"
        )
    if inherit:
        abandon_final = "inferred" if cancel_status in _READ else cancel_status
    else:
        abandon_final = abandon_status
    overall = "recognized"
    for worse in ("absent", "unrecognized", "conflicting"):
        if worse in (cancel_status, abandon_final, long_status):
            overall = worse
    return {
        "timing_window": window,
        "timing_window_hours": window_hours,
        "result_deadline_hours": _hours(
            _number(group(P.DEADLINE, text, 1)), group(P.DEADLINE, text, 2)
        ),
        "timing_status": t_status,
        "timing_evidence": t_evidence,
        "void_cancelled": cancel,
        "void_cancelled_status": cancel_status,
        "void_cancelled_evidence": cancel_ev,
        "void_abandoned": cancel if inherit else abandon,
        "void_abandoned_status": abandon_final,
        "void_abandoned_evidence": cancel_ev if inherit else abandon_ev,
        "void_abandoned_derived_from": "void_cancelled"
        if inherit and cancel_status != "absent"
        else None,
        "void_postponed_long": long_value,
        "void_postponed_long_status": long_status,
        "void_postponed_long_evidence": long_beyond_ev if window_hours is not None else t_evidence,
        "void_fixed_outcome": group(P.FIXED_OUTCOME, cancel_ev, 1)
        if cancel == "fixed_outcome"
        else None,
        "void_status": overall,
    }


# ---- market family ---------------------------------------------------------------------
_CONFLICT_FAMILY = "conflict"


def _one_of(hits: list[tuple[str, bool]]) -> str | None:
    named = [name for name, flag in hits if flag]
    if len(named) > 1:
        return _CONFLICT_FAMILY
    return named[0] if named else None


def _cue_family(s: str) -> str | None:
    s = re.sub(r"(?i)\bby\s+over\s+", "by more than ", s)
    s = re.sub(r"(?i)[^.\n]*(?:" + V.OTHER_MARKETS.removeprefix("(?i)") + r")[^.\n]*", " ", s)
    masked = re.sub(V.FULL_TIME_PHRASE, " ", re.sub(V.MARGIN_PHRASE, " ", s))
    flags = {
        name: bool(has(rx, s if name == "spread" else masked)) for name, rx in V.FAMILY_CUES.items()
    }
    flags["total"] = flags["total"] and not flags["other"]
    return _one_of(list(flags.items()))


def _listing_family(row: dict[str, Any]) -> str | None:
    market_type = (row.get("market_type") or "").lower()
    by_type = _one_of([(n, bool(has(rx, market_type))) for n, rx in V.MARKET_TYPE_FAMILY.items()])
    series = ""
    if row.get("venue") == "venue_two":
        series = group(r"^([A-Z0-9]+)-", row.get("market_id") or "", 1) or ""
    by_series = _one_of([(n, bool(has(rx, series))) for n, rx in V.SERIES_FAMILY.items()])
    title, label = row.get("title") or "", row.get("outcome_label") or ""
    by_title = _cue_family(title) or ("1x2" if has(V.TITLE_ONE_X_TWO, title) else None)
    others_silent = by_type is None and by_series is None and by_title is None
    by_label = _cue_family(label) or ("1x2" if has(V.DRAW_LABEL, label) and others_silent else None)
    signals = {s for s in (by_type, by_series, by_title, by_label) if s is not None}
    if not signals:
        return None
    return signals.pop() if len(signals) == 1 else _CONFLICT_FAMILY


def _num(raw: str | None) -> float | None:
    if raw is None:
        return None
    word = re.sub(r"\s+", " ", raw.strip().lower())
    if re.fullmatch(r"\d+(?:\.\d+)?", word):
        return float(word)
    value = V.SMALL_NUMBERS.get(word)
    return None if value is None else float(value)


def _line(text: str, rules: tuple[tuple[str, float], ...]) -> tuple[float | None, int]:
    stated: list[float] = []
    for rx_, shift in rules:
        n = _num(group(rx_, text, 1))
        if n is not None:
            line = n + shift if n % 1 == 0 else n
            if line not in stated:
                stated.append(line)
    return (stated[0] if stated else None), len(stated)


def _fold(name: str | None) -> str | None:
    if name is None:
        return None
    low = re.sub(V.CLUB_AFFIXES, "", name.lower())
    return "".join(ch for ch in low if ch.isalnum())


def _team_side(row: dict[str, Any], team: str | None) -> str | None:
    return team_side(team, row.get("event_title"))


_SHIELD = "\u2024"


def _shield_dots(text: str) -> str:
    """Full stops that end no clause (decimals, "vs.", "D.C."), shielded as the engine does."""
    return re.sub(
        r"(\d)\.(\d)|\b(vs?|[A-Za-z])\.|\b(\d)\.(\s+[A-Z]{1,4}\s)",
        lambda m: (
            f"{m.group(1) or ''}{m.group(3) or ''}{m.group(4) or ''}{_SHIELD}"
            f"{m.group(2) or ''}{m.group(5) or ''}"
        ),
        text,
    )


def _direction(part: str) -> str | None:
    says_over = any(has(r, part) for r, _ in V.OVER_LINES)
    says_under = any(has(r, part) for r, _ in V.UNDER_LINES)
    return (
        "over"
        if says_over and not says_under
        else "under"
        if says_under and not says_over
        else None
    )


def _total_direction(text: str, yes_part: str, no_part: str) -> str | None:
    """Which side of a total pays Yes: the Yes clause, else the No clause's other side."""
    yes_dir = _direction(yes_part)
    no_dir = {"over": "under", "under": "over"}.get(_direction(no_part) or "")
    whole = _direction(text) if not yes_part and not no_part else None
    if yes_dir and no_dir and yes_dir != no_dir:
        return None
    return yes_dir or no_dir or whole


def family(row: dict[str, Any], t: Text, out: dict[str, Any]) -> dict[str, Any]:
    """family, family_status, family_evidence, outcome_line/side/period; the outcome in the
    family's terms (mirrors `pipeline.rules.family` and `extract._family_outcome`)."""
    text = t.text
    kind = out["outcome_kind"]
    cue = _cue_family(text)
    from_text = cue if cue is not None else (kind if kind in ("win", "draw", "advance") else None)
    from_listing = _listing_family(row)
    text_ok = from_text is not None and from_text != _CONFLICT_FAMILY
    listing_ok = from_listing is not None and from_listing != _CONFLICT_FAMILY

    def same(listing: str | None, txt: str | None) -> bool:
        return listing == txt or (listing == "1x2" and txt in ("win", "draw"))

    agree_ = text_ok and (from_listing is None or (listing_ok and same(from_listing, from_text)))
    inferred = from_text is None and listing_ok and from_listing != "1x2"
    conflict = (
        from_text == _CONFLICT_FAMILY
        or from_listing == _CONFLICT_FAMILY
        or (text_ok and listing_ok and not same(from_listing, from_text))
    )
    fam = from_text if agree_ else from_listing if inferred else "unknown"
    if agree_:
        status = "recognized"
    elif inferred:
        status = "inferred"
    elif conflict:
        status = "conflicting"
    else:
        status = "absent" if text.strip() == "" else "unrecognized"
    plain = fam in ("win", "draw", "advance")
    half_draw = fam == "half" and kind == "draw"
    kind = kind if plain or half_draw else "unknown"
    team = out["outcome_team"] if plain or fam in ("spread", "half") else None
    derived_from = None
    if inferred:
        evidence = None
        derived_from = (
            f"listing: {row.get('title') or ''} / {row.get('outcome_label') or ''}"
            f" / {row.get('market_type') or ''}"
        )
    elif fam in ("win", "draw", "advance"):
        evidence = out["outcome_evidence"]
    else:
        evidence = coalesce(
            *(_sentence(t, rx_.removeprefix("(?i)")) for rx_ in V.FAMILY_CUES.values()),
            out["outcome_evidence"],
        )
    spread_line, spread_n = _line(text, V.SPREAD_LINES)
    over_line, over_n = _line(text, V.OVER_LINES)
    under_line, under_n = _line(text, V.UNDER_LINES)
    unbracketed = rx(V.BRACKET_SEMICOLON).sub(r"(\1,", rx(V.BRACKET_SEMICOLON).sub(r"(\1,", text))
    parts = rx(V.CLAUSE_JOIN).sub("; ", _shield_dots(unbracketed))
    yes_part = " ".join(m.group(0) for m in rx(V.YES_CLAUSES).finditer(parts)).replace(_SHIELD, ".")
    no_part = " ".join(m.group(0) for m in rx(V.NO_CLAUSES).finditer(parts)).replace(_SHIELD, ".")
    direction = _total_direction(text, yes_part, no_part)
    over = direction == "over" and (under_line is None or under_line == over_line)
    under = direction == "under" and (over_line is None or under_line == over_line)
    line = None
    if fam == "spread" and spread_n == 1:
        line = spread_line
    elif fam == "total" and over and over_n == 1:
        line = over_line
    elif fam == "total" and under and under_n == 1:
        line = under_line
    side: str | None = None
    if fam in ("win", "advance", "spread", "half"):
        side = _team_side(row, team)
    elif fam == "total":
        side = "over" if over else "under" if under else None
    elif fam == "btts":
        yes_text = yes_part or text
        if not yes_part and has(V.BTTS_NOT, text) and has(V.BTTS_YES, text):
            side = None
        elif has(V.BTTS_NOT, yes_text):
            side = "no"
        elif has(V.BTTS_YES, yes_text):
            side = "yes"
        elif has(V.BTTS_YES, no_part) and not has(V.BTTS_NOT, no_part):
            side = "no"
    elif fam == "exact_score":
        home_goals, away_goals = group(V.EXACT_SCORE, text, 1), group(V.EXACT_SCORE, text, 2)
        stated = None if home_goals is None else f"{home_goals}-{away_goals}"
        named = scoreline(text, row.get("event_title"))
        side = None if named and stated and named != stated else named or stated
    if fam == "half" and kind == "draw":
        side = "draw"
    period = None
    if fam == "half":
        counted = rx(V.HALF_IGNORED).sub(" ", text)
        first = bool(has(V.FIRST_HALF, rx(V.NOT_FIRST_HALF).sub(" ", counted)))
        second = bool(has(V.SECOND_HALF, counted))
        period = "first" if first and not second else "second" if second and not first else None
    half_scope: dict[str, Any] = {}
    if fam == "half":
        half_scope = {"scope": "unknown", "scope_status": "absent", "scope_evidence": None}
    elif fam == "unknown" and has(P.HALF_PERIOD, text) and out["scope_status"] == "recognized":
        half_scope = {"scope": "unknown", "scope_status": "unrecognized"}
    return {
        **half_scope,
        "family": fam,
        "family_status": status,
        "family_evidence": evidence,
        "family_derived_from": derived_from,
        "outcome_line": line,
        "outcome_side": side,
        "outcome_period": period,
        "outcome_kind": kind,
        "outcome_team": team,
    }
