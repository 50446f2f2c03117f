"""Response shaping: engine rows and leg info in, the audit body and its log record out.

Pure functions; the body is built to the AuditResponse shape (the fuzz tests check it
against the schema), so the hot path returns it without re-validating.
"""

from __future__ import annotations

import os
import uuid
from collections.abc import Mapping
from datetime import datetime
from typing import Any

from pipeline import hedge
from pipeline.auditor import Answers
from pipeline.formats import iso_z, usd
from pipeline.request import AuditPlan, Leg, plan_position
from pipeline.taxonomy import Verdict

__all__ = ["ADVISORY", "audit_bodies", "event_body", "log_record", "new_audit_id"]

ADVISORY = (
    "Advisory only: resaudit compares the venues' published settlement rules; it does not "
    "trade, predict outcomes, or guarantee how a venue will settle."
)
_SEVERITY = {Verdict.SAFE: 0, Verdict.CAUTION: 1, Verdict.BLOCK: 2}


_ID_BATCH = 256  # audit ids drawn from the OS at once (one system call per 256 audits)
_random_ids: list[str] = []


def new_audit_id() -> str:
    """A unique audit id: a random (version 4) UUID's hex, as `uuid.uuid4().hex`.

    The random bytes come from `os.urandom` in batches: one system call per batch
    instead of one per audit (which, under load, also hands the GIL to other threads).
    """
    if not _random_ids:
        raw = os.urandom(16 * _ID_BATCH)
        _random_ids.extend(
            uuid.UUID(bytes=raw[i : i + 16], version=4).hex for i in range(0, len(raw), 16)
        )
    return _random_ids.pop()


def _iso(value: Any) -> str | None:
    return iso_z(value) if isinstance(value, datetime) else None


def _leg_info(
    legs: Mapping[tuple[str, str], Mapping[str, Any]],
    venue: str,
    market_id: str,
    held: str,
    given: Leg | None,
) -> dict[str, Any]:
    row = legs[(venue, market_id)]
    return {
        "venue": venue,
        "market_id": market_id,
        "outcome": given.outcome if given else held.capitalize(),
        "side": given.side if given else None,
        "title": row["title"],
        "status": row["status"],
        "rules_hash": row["rules_hash"],
        "snapshot_ts": _iso(row["fetched_at"]),
    }


def _body(
    row: Mapping[str, Any],
    answers: Answers,
    given: Mapping[str, Leg],
    position: tuple[str, Any],
    notional_usd: float | None,
) -> dict[str, Any]:
    liquidity = row["liquidity"]
    one, two = given.get("venue_one"), given.get("venue_two")
    kind, sides = position
    exposure, contingencies = hedge.exposure(
        row, answers.legs, notional_usd=notional_usd, hedge=sides if kind == "hedge" else None
    )
    return {
        "audit_id": new_audit_id(),
        "verdict": row["verdict"],
        "mode": row["mode"],
        "canonical_event_id": row["canonical_event_id"],
        "pair_id": row["pair_id"],
        "legs": [
            _leg_info(answers.legs, "venue_one", row["a_market_id"], row["a_held"], one),
            _leg_info(answers.legs, "venue_two", row["b_market_id"], row["b_held"], two),
        ],
        "divergences": [
            {
                "code": d["code"],
                "dimension": d["dimension"],
                "severity": d["severity"],
                "venue_one": d["venue_one"],
                "venue_two": d["venue_two"],
                "explanation": d["explanation"],
                "evidence": {
                    "venue_one": d["evidence_venue_one"],
                    "venue_two": d["evidence_venue_two"],
                    # Verdicts stored by an older version lack these (read as null).
                    "status": {
                        "venue_one": d.get("evidence_status_venue_one"),
                        "venue_two": d.get("evidence_status_venue_two"),
                    },
                    "derived_from": {
                        "venue_one": d.get("derived_from_venue_one"),
                        "venue_two": d.get("derived_from_venue_two"),
                    },
                },
            }
            for d in row["divergences"]
        ],
        "contingencies": contingencies,
        "liquidity": {k: v if isinstance(v, bool) else usd(v) for k, v in liquidity.items()}
        if liquidity and liquidity.get("notional_usd") is not None
        else None,
        "ruleset_sha": answers.ruleset_sha,
        "snapshot_ts": _iso(row["snapshot_ts"]),
        "snapshot_age_seconds": None
        if row["snapshot_age_seconds"] is None
        else int(row["snapshot_age_seconds"]),
        "stale": bool(row["stale"]),
        "precomputed": row["pair_id"] is not None,
        "position": kind,
        "exposure": exposure,
        "spread": hedge.spread(answers.legs, row["a_market_id"], row["b_market_id"]),
        "summary": hedge.summary(row["verdict"], kind, exposure),
        "advisory": ADVISORY,
    }


def audit_bodies(plan: AuditPlan, answers: Answers) -> list[dict[str, Any]]:
    """One pair audit body per answered row (without `log`, which logging adds)."""
    position = plan_position(plan, answers.legs)
    notional = plan.rows[0].notional_usd if plan.rows else None
    return [_body(row, answers, plan.given, position, notional) for row in answers.rows]


def event_body(plan: AuditPlan, bodies: list[dict[str, Any]], ruleset_sha: str) -> dict[str, Any]:
    """A bare event id's answer: the worst verdict at the top, each pair's body in `pairs`."""
    worst = max(bodies, key=lambda b: _SEVERITY[Verdict(b["verdict"])])
    return {
        "audit_id": new_audit_id(),
        "verdict": worst["verdict"],
        "mode": plan.mode,
        "canonical_event_id": plan.canonical_event_id,
        "pair_id": None,
        "pairs": bodies,
        "ruleset_sha": ruleset_sha,
        "snapshot_ts": min((b["snapshot_ts"] for b in bodies if b["snapshot_ts"]), default=None),
        "stale": any(b["stale"] for b in bodies),
        "precomputed": True,
        "position": "unspecified",
        "summary": f"Worst pair {worst['pair_id']}: {worst['summary']}",
        "advisory": ADVISORY,
    }


def log_record(body: Mapping[str, Any], channel: str, api_key_id: str | None) -> dict[str, Any]:
    """What the log keeps of an audit: enough to prove what was said, to whom, on what data."""
    return {
        "kind": "audit",
        "channel": channel,
        "api_key_id": api_key_id,
        "audit_id": body["audit_id"],
        "verdict": body["verdict"],
        "mode": body["mode"],
        "pair_id": body["pair_id"],
        "canonical_event_id": body["canonical_event_id"],
        "ruleset_sha": body["ruleset_sha"],
        "snapshot_ts": body["snapshot_ts"],
        "stale": body["stale"],
        "codes": [d["code"] for d in body["divergences"]],
        "legs": [
            {k: leg[k] for k in ("venue", "market_id", "outcome", "rules_hash")}
            for leg in body["legs"]
        ],
    }
