"""REST routes: each one turns a request into pipeline calls and a response model."""

from __future__ import annotations

from typing import Annotated, Any

import polars as pl
from fastapi import APIRouter, Depends, Query, Request
from fastapi.responses import JSONResponse

from pipeline import __version__
from pipeline.coverage import coverage_counts, event_listing
from serve.app import AppState
from serve.audit import audit_input, run_audit
from serve.limits import RateLimitedKeyId
from serve.models import (
    AuditRequest,
    AuditResponse,
    ErrorDetail,
    EventInfo,
    HealthResponse,
    LivenessResponse,
    PairInfo,
    Venue,
)

__all__ = ["router"]

router = APIRouter()


async def get_state(request: Request) -> AppState:
    """The per-app state built by the lifespan."""
    state: AppState = request.app.state.resaudit
    return state


State = Annotated[AppState, Depends(get_state)]


@router.get(
    "/v1/health",
    response_model=HealthResponse,
    responses={503: {"model": HealthResponse, "description": "Snapshots are stale"}},
    summary="Service health, coverage and refresher counters",
)
def health(state: State) -> Any:
    """`ok`, `degraded` or `stale` by snapshot age; 503 when stale (or no snapshot yet)."""
    s = state.settings
    age = state.snapshot_age()
    if age is None or age > s.stale_after_s:
        status = "stale"
    elif age > s.degraded_after_s:
        status = "degraded"
    else:
        status = "ok"
    body = HealthResponse(
        status=status,
        ruleset_sha=state.ruleset.sha,
        snapshot_ts=state.refresher.snapshot_ts,
        snapshot_age_seconds=None if age is None else int(age),
        coverage=coverage_counts(state.ruleset, state.refresher.latest),
        version=__version__,
        refresher=state.refresher.health(),
        audit_log_records=state.audit_log.records,
        audit_log_errors=state.audit_log.errors,
    )
    if status == "stale":
        return JSONResponse(body.model_dump(mode="json"), status_code=503)
    return body


@router.get(
    "/v1/live",
    response_model=LivenessResponse,
    responses={503: {"model": LivenessResponse, "description": "The refresher has stalled"}},
    summary="Whether this machine's refresher still completes cycles",
)
def live(state: State) -> Any:
    """Liveness of the refresher only; data freshness is /v1/health's business."""
    h = state.refresher.health()
    if not h["thread_running"]:
        ok, reason = False, "refresher thread is not running"
    elif not h["progressing"]:
        ok, reason = (
            False,
            f"refresher completed no cycle in {h['last_progress_seconds']} s "
            f"(window {h['progress_window_seconds']} s)",
        )
    else:
        ok, reason = True, f"refresher completed a cycle {h['last_progress_seconds']} s ago"
    body = LivenessResponse(
        live=ok,
        reason=reason,
        thread_running=h["thread_running"],
        progressing=h["progressing"],
        last_progress_seconds=h["last_progress_seconds"],
        progress_window_seconds=h["progress_window_seconds"],
        cycle_count=h["cycle_count"],
    )
    if not ok:
        return JSONResponse(body.model_dump(mode="json"), status_code=503)
    return body


@router.get(
    "/v1/events",
    response_model=list[EventInfo],
    summary="Covered canonical events and their leg pairs",
)
def events(
    state: State,
    include_settled: Annotated[
        bool, Query(description="Include events whose markets have resolved")
    ] = False,
) -> list[EventInfo]:
    """Covered events; settled ones only with `include_settled=true` (they stay auditable)."""
    listing = event_listing(state.ruleset, state.refresher.latest)
    if not include_settled:
        listing = listing.filter(~pl.col("settled"))
    settled = dict(zip(listing["canonical_event_id"], listing["settled"], strict=True))
    out: list[EventInfo] = []
    for e in state.ruleset.events:
        eid = e["canonical_event_id"]
        if eid not in settled:
            continue
        out.append(
            EventInfo(
                canonical_event_id=eid,
                venues=[Venue.venue_one, Venue.venue_two],
                kickoff_utc=e["kickoff_utc"],
                match_date=e.get("match_date") or eid.rsplit(":", 1)[-1],
                settled=bool(settled[eid]),
                pairs=[PairInfo(**p) for p in e["pairs"]],
            )
        )
    return out


_ERRORS: dict[int | str, dict[str, Any]] = {
    400: {"model": ErrorDetail, "description": "The body could not be read as text (not UTF-8)"},
    401: {"model": ErrorDetail, "description": "Missing or invalid API key"},
    404: {"model": ErrorDetail, "description": "Pair, event or market not covered or unknown"},
    413: {
        "model": ErrorDetail,
        "description": "Request body over the size limit (64 KiB unless RESAUDIT_MAX_BODY_BYTES)",
    },
    429: {
        "model": ErrorDetail,
        "description": "This API key's rate limit is exceeded (see Retry-After)",
    },
    502: {"model": ErrorDetail, "description": "A venue could not be reached for a leg"},
    503: {
        "model": ErrorDetail,
        "description": "The verdict could not be logged, so none is served; "
        "or the server is busy (see Retry-After)",
    },
}


@router.post(
    "/v1/audit",
    response_model=AuditResponse,
    response_model_exclude_unset=True,  # a whole-event answer has no legs of its own
    responses=_ERRORS,
    summary="Audit whether two legs settle as the same bet: SAFE, CAUTION or BLOCK",
)
async def audit(body: AuditRequest, state: State, api_key_id: RateLimitedKeyId) -> JSONResponse:
    """Audit two legs, a pair_id, or every pair of a bare canonical_event_id."""

    # The body is built to the AuditResponse shape (the fuzz tests check it against the
    # schema); returning it directly skips re-validating a model we just built (hot path).
    return JSONResponse(
        await run_audit(state, audit_input(body), channel="rest", api_key_id=api_key_id)
    )
