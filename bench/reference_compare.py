"""Row-at-a-time reference of the comparison engine: one pair at a time, plain Python.

Mirrors `pipeline.rules.compare.audit_frame` (and `identity.py`, `divergences.py`,
`contingency.py`) down to its null handling, for what decides an answer: the divergence
codes with their dimension and severity, the verdicts, and the contingency table.
Explanations are not rebuilt (they are formatting, not decisions).

`reference_audit(requests, legs, now=, stale_after_s=, mode=)` is `audit_requests` row by
row: each leg's rule record is extracted once per `rules_hash` (as `RuleCache` does).
"""

from __future__ import annotations

import math
from collections.abc import Iterable
from datetime import datetime, timedelta
from typing import Any

from bench.reference import extract_record
from pipeline.rules.extract import RULE_INPUT_COLUMNS
from pipeline.rules.identity import FAMILY_NEEDS, FAMILY_TERMS

__all__ = ["Answer", "audit_pair", "reference_audit", "reference_records"]

Answer = dict[str, Any]
_OPEN = math.inf
_KICKOFF_TOLERANCE = timedelta(hours=3)
_ASK_BAND = 0.02 + 1e-9
_BRANCHES = ("postponed_within_48h", "postponed_beyond_window", "cancelled", "abandoned")
_CONTINGENCIES = ("completed", *_BRANCHES)
_OPERATIONAL = ("THIN_LIQUIDITY", "STALE_SNAPSHOT")


def _paid(leg: dict[str, Any]) -> str | None:
    pays, home, away = leg["pays_on"], leg["home"], leg["away"]
    if pays in ("home", "away", "advance_home", "advance_away"):
        team = home if pays.endswith("home") else away
        if team is None:
            return None
        return f"{team} win" if pays in ("home", "away") else f"{team} advances"
    return "draw" if pays == "draw" else None


def _listing_kind(pays: str | None) -> str | None:
    if pays in ("home", "away"):
        return "win"
    if pays == "draw":
        return "draw"
    return "advance" if pays in ("advance_home", "advance_away") else None


def _contradicts(leg: dict[str, Any]) -> bool:
    kind, listed = leg["outcome_kind"], _listing_kind(leg["pays_on"])
    return kind is not None and kind != "unknown" and listed is not None and kind != listed


# The terms table is data, shared with the engine; the logic over it stays independent.
_TERMS, _NEEDS = FAMILY_TERMS, FAMILY_NEEDS


def _class(leg: dict[str, Any]) -> str:
    fam = leg.get("family") or "unknown"
    return "1x2" if fam in ("win", "draw") else str(fam)


def _known(p: str | None) -> bool:
    return p is not None and p not in ("unknown", "unspecified")


def _window_hours(leg: dict[str, Any]) -> float | None:
    if leg["timing_window"] == "open_until_played":
        return _OPEN
    hours = leg["timing_window_hours"]
    return None if hours is None else float(hours)


def _payouts(leg: dict[str, Any], shorter: float | None) -> dict[str, str]:
    hours, long_ = _window_hours(leg), leg["void_postponed_long"]
    if hours is None:
        within, beyond = long_, long_
    else:
        within = "result" if hours >= 48 else long_
        if hours == _OPEN:
            beyond = "result"
        else:
            beyond = long_ if shorter is not None and hours <= shorter else "result"
    raw = {
        "completed": "result",
        "postponed_within_48h": within,
        "postponed_beyond_window": beyond,
        "cancelled": leg["void_cancelled"],
        "abandoned": leg["void_abandoned"],
    }
    flip = leg["held"] == "no"
    out = {}
    for name, p in raw.items():
        if flip and p == "yes":
            p = "no"
        elif flip and p == "no":
            p = "yes"
        out[name] = "unknown" if p is None else p
    return out


def _depth(leg: dict[str, Any]) -> float:
    asks = leg["no_asks"] if leg["held"] == "no" else leg["yes_asks"]
    if not asks:
        return 0.0
    prices = [a["price"] for a in asks if a["price"] is not None]
    if not prices:
        return 0.0
    top = min(prices) + _ASK_BAND
    return float(
        sum(
            a["price"] * a["size"]
            for a in asks
            if a["price"] is not None and a["size"] is not None and a["price"] <= top
        )
    )


def _ne(x: Any, y: Any) -> bool | None:
    return None if x is None or y is None else x != y


def audit_pair(
    keys: dict[str, Any],
    a: dict[str, Any],
    b: dict[str, Any],
    *,
    now: datetime,
    stale_after_s: float,
    mode: str,
) -> Answer:
    """One pair's answer: `a`/`b` are the legs with `held` and their rule record."""
    for leg in (a, b):
        leg["held"] = None if leg["held"] is None else leg["held"].lower().strip()
    ts = [x for x in (a["fetched_at"], b["fetched_at"]) if x is not None]
    age = (now - min(ts)).total_seconds() if ts else None
    stale = True if age is None else age > stale_after_s
    teams = (
        a["home"] is not None
        and a["home"] == b["home"]
        and a["away"] is not None
        and a["away"] == b["away"]
    ) or (
        a["home"] is not None
        and a["home"] == b["away"]
        and a["away"] is not None
        and a["away"] == b["home"]
    )
    kickoff = (
        a["kickoff_utc"] is not None
        and b["kickoff_utc"] is not None
        and abs(a["kickoff_utc"] - b["kickoff_utc"]) <= _KICKOFF_TOLERANCE
    )
    paid_a, paid_b = _paid(a), _paid(b)
    polarity = _ne(a["held"], b["held"])
    cls_a, cls_b = _class(a), _class(b)
    classic = cls_a == cls_b and cls_a in ("1x2", "advance")
    cross = "unknown" not in (cls_a, cls_b) and cls_a != cls_b
    same_terms = cls_a == cls_b and cls_a in (*_NEEDS, "other")
    terms_differ = same_terms and any(
        a[t] is not None and b[t] is not None and str(a[t]) != str(b[t]) for t in _TERMS
    )
    outcome_mismatch = (
        (polarity is None or polarity)
        or cross
        or terms_differ
        or (classic and (bool(_ne(paid_a, paid_b)) or _contradicts(a) or _contradicts(b)))
    )
    identity_mismatch = outcome_mismatch or not (teams and kickoff)
    advance_vs_1x2 = {cls_a, cls_b} == {"1x2", "advance"}

    def unreadable_outcome(leg: dict[str, Any], paid: str | None) -> bool:
        cls = _class(leg)
        if cls == "unknown" or cls == "other":
            return True
        if cls in ("1x2", "advance"):
            return paid is None or leg["outcome_status"] != "recognized"
        return any(leg[t] is None for t in _NEEDS[cls])

    shorter = min((h for h in (_window_hours(a), _window_hours(b)) if h is not None), default=None)
    one, two = _payouts(a, shorter), _payouts(b, shorter)
    fixed_match = (
        a["void_fixed_outcome"] is not None and a["void_fixed_outcome"] == b["void_fixed_outcome"]
    )

    def same(c: str) -> bool:
        p, q = one[c], two[c]
        return _known(p) and _known(q) and p == q and (p != "fixed_outcome" or fixed_match)

    def differs(c: str) -> bool:
        return _known(one[c]) and _known(two[c]) and not same(c)

    void_mismatch = any(differs(c) for c in _BRANCHES)

    def void_unreadable(leg: dict[str, Any]) -> bool:
        window = leg["timing_window_hours"] is not None
        return (
            not _known(leg["void_cancelled"])
            or not _known(leg["void_abandoned"])
            or (window and not _known(leg["void_postponed_long"]))
        )

    def readable(leg: dict[str, Any], col: str) -> bool:
        return leg[col] is not None and leg[col] != "unknown"

    scope_mismatch = (
        readable(a, "scope") and readable(b, "scope") and a["scope"] != b["scope"]
    ) or advance_vs_1x2
    wa, wb = _window_hours(a), _window_hours(b)
    windows_differ = wa is not None and wb is not None and wa != wb
    timing_mismatch = (readable(a, "timing_window") and readable(b, "timing_window")) and (
        windows_differ or a["result_deadline_hours"] != b["result_deadline_hours"]
    )
    source_mismatch = (
        readable(a, "source_primary")
        and readable(b, "source_primary")
        and (
            a["source_primary"] != b["source_primary"]
            or _other_kind_fallback(a) != _other_kind_fallback(b)
        )
    )
    knockout = True if keys["knockout"] is None else keys["knockout"]

    def unreadable(leg: dict[str, Any], col: str) -> bool:
        return leg[col] is None or leg[col] == "unknown"

    # A half leg's period is its half: two half legs have no match scope to read.
    both_half = a["family"] == "half" and b["family"] == "half"
    found: list[tuple[str, str, str]] = []
    if not (teams and kickoff):
        found.append(("FIXTURE_MISMATCH", "identity", "BLOCK"))
    if outcome_mismatch:
        found.append(("OUTCOME_MISMATCH", "identity", "BLOCK"))
    if void_mismatch:
        found.append(("VOID_RULE_MISMATCH", "void", "BLOCK"))
    if scope_mismatch:
        found.append(("SCOPE_MISMATCH", "scope", "BLOCK" if knockout else "CAUTION"))
    if timing_mismatch:
        found.append(("TIMING_MISMATCH", "timing", "CAUTION"))
    if source_mismatch:
        found.append(("SOURCE_MISMATCH", "source", "CAUTION"))
    for dimension, un_a, un_b, mismatch in (
        (
            "identity",
            unreadable_outcome(a, paid_a),
            unreadable_outcome(b, paid_b),
            identity_mismatch,
        ),
        ("void", void_unreadable(a), void_unreadable(b), void_mismatch),
        (
            "scope",
            unreadable(a, "scope") and not both_half,
            unreadable(b, "scope") and not both_half,
            scope_mismatch,
        ),
        ("timing", unreadable(a, "timing_window"), unreadable(b, "timing_window"), timing_mismatch),
        (
            "source",
            unreadable(a, "source_primary"),
            unreadable(b, "source_primary"),
            source_mismatch,
        ),
    ):
        if (un_a or un_b) and not mismatch:
            found.append(("RULE_UNRECOGNIZED", dimension, "CAUTION"))
    notional = keys["notional_usd"]
    if notional is not None and (notional > _depth(a) or notional > _depth(b)):
        found.append(("THIN_LIQUIDITY", "liquidity", "CAUTION"))
    if stale:
        found.append(("STALE_SNAPSHOT", "freshness", "CAUTION"))
    if mode == "strict":
        found = [(c, d, "BLOCK") for c, d, _ in found]
    completed = (
        teams
        and kickoff
        and not outcome_mismatch
        and not any(unreadable_outcome(x, p) for x, p in ((a, paid_a), (b, paid_b)))
        and a["scope"] is not None
        and a["scope"] != "unknown"
        and a["scope"] == b["scope"]
    )
    contingencies = [
        (c, one[c], two[c], same(c) and (completed if one[c] == "result" else True))
        for c in _CONTINGENCIES
    ]
    return {
        "pair_id": keys["pair_id"],
        "verdict": _verdict(found),
        "scored_verdict": _verdict([f for f in found if f[0] not in _OPERATIONAL]),
        "codes": found,
        "contingencies": contingencies,
        "stale": stale,
    }


def _verdict(found: list[tuple[str, str, str]]) -> str:
    severities = {s for _, _, s in found}
    return "BLOCK" if "BLOCK" in severities else "CAUTION" if severities else "SAFE"


def _read(leg: dict[str, Any]) -> dict[str, Any]:
    """A leg's record from what the engine's reading sees (`attach_rules`): its rule
    columns, not its listing's title, which only names the teams a template stands in for."""
    return extract_record({k: leg[k] for k in RULE_INPUT_COLUMNS})


def reference_records(legs: Iterable[dict[str, Any]]) -> dict[str, dict[str, Any]]:
    """The rule record of every distinct `rules_hash` among `legs`, one text at a time."""
    records: dict[str, dict[str, Any]] = {}
    for leg in legs:
        if leg["rules_hash"] not in records:
            records[leg["rules_hash"]] = _read(leg)
    return records


def reference_audit(
    requests: Iterable[dict[str, Any]],
    legs: Iterable[dict[str, Any]],
    *,
    now: datetime,
    stale_after_s: float,
    mode: str = "advisory",
    records: dict[str, dict[str, Any]] | None = None,
) -> list[Answer]:
    """`audit_requests`, one request row at a time (`records` from `reference_records`,
    or extracted here once per rules_hash as `RuleCache` does)."""
    by_market = {(leg["venue"], leg["market_id"]): leg for leg in legs}
    records = {} if records is None else records
    answers = []
    for req in requests:
        sides = []
        for venue, side in (("venue_one", "a"), ("venue_two", "b")):
            leg = by_market[venue, req[f"{side}_market_id"]]
            record = records.get(leg["rules_hash"])
            if record is None:
                record = records[leg["rules_hash"]] = _read(leg)
            sides.append({**leg, **record, "held": req[f"{side}_held"]})
        answers.append(
            audit_pair(req, sides[0], sides[1], now=now, stale_after_s=stale_after_s, mode=mode)
        )
    return answers


def _other_kind_fallback(rec: dict[str, Any]) -> str | None:
    """`divergences._other_kind_fallback`: a fallback of the primary's own kind is none."""
    fallback = rec["source_fallback"]
    return None if fallback == rec["source_primary"] else fallback
