"""The one place where pipeline errors become HTTP responses."""

from __future__ import annotations

import logging

from fastapi import FastAPI, Request
from fastapi.responses import JSONResponse

from pipeline.errors import (
    AuditLogError,
    BadRequest,
    NotCovered,
    ResauditError,
    RulesetError,
    SnapshotError,
    VenueError,
    VenueNotFound,
)

__all__ = ["install_error_handlers", "status_for"]

logger = logging.getLogger(__name__)


def status_for(exc: ResauditError) -> int:
    """HTTP status for a pipeline error (DESIGN §7)."""
    if isinstance(exc, NotCovered | VenueNotFound):
        return 404
    if isinstance(exc, BadRequest):
        return 422
    if isinstance(exc, VenueError):
        return 502
    if isinstance(exc, AuditLogError | SnapshotError | RulesetError):
        return 503
    return 503


def install_error_handlers(app: FastAPI) -> None:
    """Map ResauditError to `{"detail": ...}` and anything unexpected to a bare 500 body."""

    async def on_resaudit_error(request: Request, exc: Exception) -> JSONResponse:
        assert isinstance(exc, ResauditError)
        status = status_for(exc)
        if status >= 500:
            logger.error("%s %s -> %d: %s", request.method, request.url.path, status, exc)
        if status == 422:
            # One 422 shape for clients to parse: FastAPI's HTTPValidationError (DESIGN §7).
            error = {"type": "value_error", "loc": ["body"], "msg": str(exc)}
            return JSONResponse({"detail": [error]}, status_code=422)
        return JSONResponse({"detail": str(exc)}, status_code=status)

    async def on_unexpected(request: Request, exc: Exception) -> JSONResponse:
        # Never a stack trace to a client; the log keeps it for the operator.
        logger.exception("unhandled error on %s %s", request.method, request.url.path)
        return JSONResponse({"detail": "internal error"}, status_code=500)

    app.add_exception_handler(ResauditError, on_resaudit_error)
    app.add_exception_handler(Exception, on_unexpected)
