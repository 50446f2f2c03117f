"""One audit, end to end: resolve, fetch what is uncovered, run the engine, log, shape the body.

Shared by `POST /v1/audit` and the MCP tool, so both channels give the same answer and
both are logged before anything is returned.
"""

from __future__ import annotations

import asyncio
from datetime import UTC, datetime
from typing import Any

import polars as pl

from pipeline.auditor import ADVISORY, AuditInput, Leg, leg_index, new_audit_id
from pipeline.errors import VenueTransportError
from pipeline.precompute import REQUEST_SCHEMA
from serve.app import AppState
from serve.models import AuditRequest, VenueMarketRef

__all__ = ["audit_input", "run_audit"]

_SEVERITY = {"SAFE": 0, "CAUTION": 1, "BLOCK": 2}


def _iso(value: Any) -> str | None:
    if isinstance(value, datetime):
        return value.astimezone(UTC).isoformat().replace("+00:00", "Z")
    return None


def _leg_info(
    index: dict[tuple[str, str], dict[str, Any]],
    venue: str,
    market_id: str,
    held: str,
    given: Leg | None,
) -> dict[str, Any]:
    row = index[(venue, market_id)]
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
    row: dict[str, Any],
    legs: dict[tuple[str, str], dict[str, Any]],
    req: AuditInput,
    ruleset_sha: str,
) -> dict[str, Any]:
    given = {g.venue: g for g in (req.market_a, req.market_b) if g is not None}
    liquidity = row["liquidity"]
    return {
        "audit_id": new_audit_id(),
        "verdict": row["verdict"],
        "mode": row["mode"],
        "canonical_event_id": row["canonical_event_id"],
        "pair_id": row["pair_id"],
        "legs": [
            _leg_info(legs, "venue_one", row["a_market_id"], row["a_held"], given.get("venue_one")),
            _leg_info(legs, "venue_two", row["b_market_id"], row["b_held"], given.get("venue_two")),
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
                },
            }
            for d in row["divergences"]
        ],
        "contingencies": row["contingencies"],
        "liquidity": liquidity if liquidity and liquidity.get("notional_usd") is not None else None,
        "ruleset_sha": ruleset_sha,
        "snapshot_ts": _iso(row["snapshot_ts"]),
        "snapshot_age_seconds": None
        if row["snapshot_age_seconds"] is None
        else int(row["snapshot_age_seconds"]),
        "stale": bool(row["stale"]),
        "precomputed": row["pair_id"] is not None,
        "advisory": ADVISORY,
    }


def _log_record(body: dict[str, Any], channel: str, api_key_id: str | None) -> dict[str, Any]:
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


async def _fetch_within_deadline(state: AppState, missing: list[tuple[str, str]]) -> pl.DataFrame:
    """Uncovered legs from their venues, or a 502 once the audit's upstream deadline passes.

    Each venue request has its own timeout, but retries (and a venue dripping bytes just
    fast enough) could otherwise keep a hedger waiting for minutes.
    """
    deadline = state.settings.audit_fetch_timeout_s
    try:
        async with asyncio.timeout(deadline):
            return await state.auditor.fetch_legs(missing, state.venue_one, state.venue_two)
    except TimeoutError:
        venues = sorted({venue for venue, _ in missing})
        bases = {
            "venue_one": state.settings.venue_one_url,
            "venue_two": state.settings.venue_two_url,
        }
        raise VenueTransportError(
            " and ".join(venues),
            "GET",
            " ".join(bases[v] for v in venues),
            cause=f"no answer within the audit's {deadline:g} s upstream deadline",
        ) from None


def audit_input(body: AuditRequest) -> AuditInput:
    """The validated API request as the pipeline's AuditInput (one conversion for both channels)."""

    def leg(ref: VenueMarketRef | None) -> Leg | None:
        return None if ref is None else Leg(ref.venue.value, ref.market_id, ref.outcome, ref.side)

    return AuditInput(
        market_a=leg(body.market_a),
        market_b=leg(body.market_b),
        canonical_event_id=body.canonical_event_id,
        notional_usd=body.notional_usd,
        mode=body.mode,
    )


async def run_audit(
    state: AppState, req: AuditInput, *, channel: str, api_key_id: str | None
) -> dict[str, Any]:
    """Audit a request and log every verdict before returning the response body.

    Raises:
        BadRequest, NotCovered, VenueError: mapped to 422, 404, 502 by the error handlers
            (uncovered legs not fetched within `audit_fetch_timeout_s` are a VenueError).
        AuditLogError: the verdict could not be logged, so it is not served (503).
    """
    auditor = state.auditor
    rows, whole_event = auditor.request_dicts(req)
    index = auditor.leg_index
    answers = auditor.stored_answers(rows, mode=req.mode, now=datetime.now(UTC))
    if answers is None:
        legs = auditor.legs
        missing = auditor.missing_markets(rows)
        if missing:
            fetched = await _fetch_within_deadline(state, missing)
            legs = pl.concat([legs, fetched], how="diagonal_relaxed") if legs.height else fetched
            index = {**index, **leg_index(fetched)}
        frame = pl.DataFrame(rows, schema=REQUEST_SCHEMA)
        result = await asyncio.to_thread(auditor.audit, frame, legs, mode=req.mode)
        answers = list(result.iter_rows(named=True))
    bodies = [_body(r, index, req, auditor.ruleset.sha) for r in answers]
    for body in bodies:
        entry = await state.audit_log.append(_log_record(body, channel, api_key_id))
        body["log"] = {"seq": entry.seq, "hash": entry.hash}
    if not whole_event:
        return bodies[0]
    worst = max(bodies, key=lambda b: _SEVERITY[b["verdict"]])
    return {
        "audit_id": new_audit_id(),
        "verdict": worst["verdict"],
        "mode": req.mode,
        "canonical_event_id": req.canonical_event_id,
        "pair_id": None,
        "pairs": bodies,
        "ruleset_sha": auditor.ruleset.sha,
        "snapshot_ts": min((b["snapshot_ts"] for b in bodies if b["snapshot_ts"]), default=None),
        "stale": any(b["stale"] for b in bodies),
        "precomputed": True,
        "advisory": ADVISORY,
    }
