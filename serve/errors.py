"""The one error table: each error of the hierarchy, its HTTP status and its MCP tool error.

REST answers `{"detail": ...}` with the table's status (422 in FastAPI's validation
shape); MCP answers a tool error (`is_error`) worded by the table's `kind`, so both
channels fail the same way for the same cause.
"""

from __future__ import annotations

import logging
import math
from dataclasses import dataclass
from typing import Any

from fastapi import FastAPI, Request
from fastapi.encoders import jsonable_encoder
from fastapi.exceptions import RequestValidationError
from fastapi.responses import JSONResponse
from mcp.server.mcpserver.exceptions import ToolError

from pipeline.errors import (
    AuditLogError,
    BadRequest,
    NotCovered,
    Overloaded,
    ResauditError,
    VenueError,
    VenueNotFound,
)

__all__ = [
    "ERROR_TABLE",
    "ErrorRule",
    "install_error_handlers",
    "json_safe",
    "rule_for",
    "status_for",
    "tool_error",
]

logger = logging.getLogger(__name__)


@dataclass(frozen=True, slots=True)
class ErrorRule:
    """How one kind of error is answered on each channel."""

    error: type[ResauditError]
    status: int
    kind: str  # the MCP tool error's opening words, for a model to act on


# First match wins, so a subclass comes before its base (VenueNotFound before VenueError).
ERROR_TABLE: tuple[ErrorRule, ...] = (
    ErrorRule(NotCovered, 404, "not covered or unknown"),
    ErrorRule(VenueNotFound, 404, "not covered or unknown"),
    ErrorRule(BadRequest, 422, "bad request"),
    ErrorRule(VenueError, 502, "venue unreachable"),
    ErrorRule(AuditLogError, 503, "audit log unavailable, so no verdict is served"),
    ErrorRule(Overloaded, 503, "server busy"),
    ErrorRule(ResauditError, 503, "service unavailable"),  # stores, rulesets
)


def rule_for(exc: ResauditError) -> ErrorRule:
    """The table's row for `exc`."""
    return next(rule for rule in ERROR_TABLE if isinstance(exc, rule.error))


def status_for(exc: ResauditError) -> int:
    """HTTP status for a pipeline error (docs/DESIGN.md §7.5)."""
    return rule_for(exc).status


def tool_error(exc: ResauditError) -> ToolError:
    """The MCP tool error for a pipeline error."""
    return ToolError(f"{rule_for(exc).kind}: {exc}")


def json_safe(value: Any) -> Any:
    """`value` with what JSON cannot carry made printable: a non-finite number (NaN,
    Infinity, 1e309 parsed as inf) becomes its text, a lone surrogate its escape. A
    validation error echoes the client's input, and rendering that must never fail."""
    if isinstance(value, float) and not math.isfinite(value):
        return str(value)
    if isinstance(value, str):
        return value.encode("utf-8", "backslashreplace").decode("utf-8")
    if isinstance(value, dict):
        return {json_safe(k): json_safe(v) for k, v in value.items()}
    if isinstance(value, list | tuple):
        return [json_safe(v) for v in value]
    return value


def install_error_handlers(app: FastAPI) -> None:
    """Map ResauditError by the table, and anything unexpected to a bare 500 body."""

    async def on_resaudit_error(request: Request, exc: Exception) -> JSONResponse:
        assert isinstance(exc, ResauditError)
        status = status_for(exc)
        if status >= 500:
            logger.error("%s %s -> %d: %s", request.method, request.url.path, status, exc)
        if status == 422:
            # One 422 shape for clients to parse: FastAPI's HTTPValidationError
            # (docs/DESIGN.md §7.5).
            error = {"type": "value_error", "loc": ["body"], "msg": json_safe(str(exc))}
            return JSONResponse({"detail": [error]}, status_code=422)
        headers = {"Retry-After": str(exc.retry_after_s)} if isinstance(exc, Overloaded) else None
        return JSONResponse({"detail": json_safe(str(exc))}, status_code=status, headers=headers)

    async def on_invalid(request: Request, exc: Exception) -> JSONResponse:
        assert isinstance(exc, RequestValidationError)
        # FastAPI's own shape, with the echoed input made renderable (a NaN or a lone
        # surrogate in the request used to turn a 422 into a 500).
        errors = json_safe(jsonable_encoder(exc.errors(), custom_encoder={float: json_safe}))
        return JSONResponse({"detail": errors}, status_code=422)

    async def on_unexpected(request: Request, exc: Exception) -> JSONResponse:
        # Never a stack trace to a client; the log keeps it for the operator.
        logger.exception("unhandled error on %s %s", request.method, request.url.path)
        return JSONResponse({"detail": "internal error"}, status_code=500)

    app.add_exception_handler(ResauditError, on_resaudit_error)
    app.add_exception_handler(RequestValidationError, on_invalid)
    app.add_exception_handler(Exception, on_unexpected)
