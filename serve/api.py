"""REST routes: each one calls the service layer and returns its response model."""

from __future__ import annotations

from typing import Annotated, Any

from fastapi import APIRouter, HTTPException, Path, Query, Request, Response
from fastapi.responses import JSONResponse

from pipeline.listing import EventQuery, parse_kickoff
from serve import service
from serve.auth import ApiKeyId, RateLimitedKeyId
from serve.models import (
    AuditRequest,
    AuditResponse,
    ErrorDetail,
    EventInfo,
    HealthResponse,
    LivenessResponse,
    LogCheckpoint,
    LogReceipt,
)
from serve.state import State

__all__ = ["router"]

router = APIRouter()


@router.get(
    "/v1/health",
    tags=["health"],
    response_model=HealthResponse,
    responses={
        503: {
            "model": HealthResponse,
            "description": "Snapshots are stale, or the audit log refuses appends (see reasons)",
        }
    },
    summary="Service health, coverage and refresher counters",
)
def health(state: State) -> Any:
    """`ok`, `degraded` or `stale` by snapshot age; 503 when stale (or no snapshot yet)."""
    body = service.health(state)
    if body.status == "stale" or state.audit_log.failure is not None:
        return JSONResponse(body.model_dump(mode="json"), status_code=503)
    return body


@router.get(
    "/v1/live",
    tags=["health"],
    response_model=LivenessResponse,
    responses={503: {"model": LivenessResponse, "description": "The refresher has stalled"}},
    summary="Whether this machine's refresher still completes cycles",
)
def live(state: State) -> Any:
    """Liveness of the refresher only; data freshness is /v1/health's business."""
    body = service.liveness(state)
    if not body.live:
        return JSONResponse(body.model_dump(mode="json"), status_code=503)
    return body


@router.get(
    "/v1/events",
    tags=["events"],
    response_model=list[EventInfo],
    responses={422: {"description": "An unknown competition, team or cursor, or a bad date"}},
    summary="Covered canonical events and their leg pairs (filters and pages optional)",
)
def events(
    request: Request,
    response: Response,
    state: State,
    include_settled: Annotated[
        bool, Query(description="Include events whose markets have resolved")
    ] = False,
    competition: Annotated[
        str | None, Query(max_length=60, description="Competition code, e.g. epl")
    ] = None,
    team: Annotated[
        str | None,
        Query(max_length=100, description="A team code (ARS) or any known name (Arsenal FC)"),
    ] = None,
    kickoff_from: Annotated[
        str | None,
        Query(max_length=40, description="ISO date or date-time (UTC unless an offset is given)"),
    ] = None,
    kickoff_to: Annotated[
        str | None, Query(max_length=40, description="ISO date (whole day) or date-time")
    ] = None,
    limit: Annotated[
        int | None, Query(ge=1, le=1000, description="At most this many events per page")
    ] = None,
    after: Annotated[
        str | None,
        Query(max_length=300, description="The last canonical_event_id of the previous page"),
    ] = None,
) -> list[EventInfo]:
    """Covered events; settled ones only with `include_settled=true` (they stay auditable).

    Without filters or `limit` the body is the whole listing. With `limit`, a `Link:
    <...>; rel="next"` header points to the next page while one remains.
    """
    query = EventQuery(
        competition=competition,
        team=team,
        kickoff_from=parse_kickoff(kickoff_from, "kickoff_from"),
        kickoff_to=parse_kickoff(kickoff_to, "kickoff_to", end_of_day=True),
    )
    body, cursor = service.events(state, include_settled, query, limit=limit, after=after)
    if cursor is not None:
        url = request.url.include_query_params(after=cursor)
        response.headers["Link"] = f'<{url}>; rel="next"'
    return body


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
    tags=["audit"],
    response_model=AuditResponse,
    response_model_exclude_unset=True,  # a whole-event answer has no legs of its own
    responses=_ERRORS,
    summary="Audit whether two legs settle as the same bet: SAFE, CAUTION or BLOCK",
)
async def audit(body: AuditRequest, state: State, api_key_id: RateLimitedKeyId) -> Response:
    """Audit two legs, a pair_id, or every pair of a bare canonical_event_id.

    A plainly valid request is answered before FastAPI's layers by the same service call
    (`serve.quick.QuickAuditMiddleware`); this route answers every other one.
    """

    # The body is built to the AuditResponse shape (the fuzz tests check it against the
    # schema) and rendered as JSONResponse renders it, without re-validating (hot path).
    return Response(
        await service.audit_bytes(
            state, service.audit_input(body), channel="rest", api_key_id=api_key_id
        ),
        media_type="application/json",
    )


@router.get(
    "/v1/log/checkpoint",
    tags=["log"],
    response_model=LogCheckpoint,
    responses={503: {"model": ErrorDetail, "description": "The audit log has no signing key"}},
    summary="The signed head of the audit log, for later `resaudit log verify --checkpoint`",
)
def log_checkpoint(state: State) -> Any:
    """The newest signed checkpoint `{seq, hash, time}` of the log (no key needed)."""
    checkpoint = state.audit_log.checkpoint
    if checkpoint is None:
        raise HTTPException(503, "The audit log has no signing key")
    return checkpoint.as_dict()


@router.get(
    "/v1/log/{seq}",
    tags=["log"],
    response_model=LogReceipt,
    responses={
        401: {"model": ErrorDetail, "description": "Missing or invalid API key"},
        404: {"model": ErrorDetail, "description": "No record with this seq for this key"},
    },
    summary="One audit log record served to this key, with its stored chain hash",
)
async def log_record(
    state: State,
    api_key_id: ApiKeyId,
    seq: Annotated[int, Path(ge=1, le=2**62, description="the `log.seq` of a response")],
) -> Any:
    """Look up a receipt: the record and stored hash a response's `log` named."""
    found = await service.receipt(state, seq, api_key_id)
    if found is None:
        raise HTTPException(404, f"No audit log record {seq} for this API key")
    return found
