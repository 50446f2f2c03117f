"""`POST /v1/audit` without FastAPI's per-request machinery, for requests that are plainly valid.

FastAPI answers an audit request through its middleware layers, routing, four
dependencies (the state, the key header, the key, the rate limit) and a pydantic model,
which together cost more than serving a stored answer from bytes. `QuickAuditMiddleware`
checks a request directly instead: a JSON object body (`Content-Type: application/json`)
whose fields are exactly those `AuditRequest` allows, each of a type and within the
bounds the model states (`quick_input`), turned into the same `AuditInput` the model
gives. Anything else, or anything doubtful (a number that is not plainly finite, a string
that is not valid Unicode, a header sent twice), goes on to the app untouched, which
validates it in full and answers every error as before. Nothing with a side effect
happens before that decision. An accepted request's key and rate limit are checked by
the route's own dependencies, and any error it meets is answered by the app's own
handler for it, so no answer differs; it only comes sooner.
"""

from __future__ import annotations

import json
import math
import re
from collections.abc import Awaitable, Callable, MutableMapping
from typing import Any

from starlette.requests import Request
from starlette.responses import Response

from pipeline.request import AuditInput, Leg
from serve import service
from serve.auth import rate_limited_key, require_key
from serve.state import state_of

Scope = MutableMapping[str, Any]
Message = MutableMapping[str, Any]
Receive = Callable[[], Awaitable[Message]]
Send = Callable[[Message], Awaitable[None]]
ASGIApp = Callable[[Scope, Receive, Send], Awaitable[None]]

__all__ = ["QuickAuditMiddleware", "audit_input_of", "quick_input"]

_REQUEST_FIELDS = frozenset({"market_a", "market_b", "canonical_event_id", "notional_usd", "mode"})
_LEG_FIELDS = frozenset({"venue", "market_id", "outcome", "side"})
_VENUES = ("venue_one", "venue_two")
_MODES = ("advisory", "strict")
# `VenueMarketRef.market_id`'s pattern; fullmatch, as the model's (Rust) `$` is the end.
_MARKET_ID = re.compile(r"[A-Za-z0-9][A-Za-z0-9._-]*")
_JSON_TYPES = ("application/json",)


def _text(value: Any, low: int, high: int) -> str | None:
    """`value` if it is a str of `low`..`high` characters that UTF-8 can carry."""
    if type(value) is not str or not low <= len(value) <= high:
        return None
    try:
        value.encode()
    except UnicodeEncodeError:  # a lone surrogate: the model's path answers it
        return None
    return value


def _leg(value: Any) -> Leg | None:
    if value is None or type(value) is not dict or not value.keys() <= _LEG_FIELDS:
        return None
    venue = value.get("venue")
    market_id = _text(value.get("market_id"), 1, 200)
    outcome = _text(value.get("outcome"), 1, 200)
    side = value.get("side")
    if venue not in _VENUES or type(venue) is not str or market_id is None or outcome is None:
        return None
    if not _MARKET_ID.fullmatch(market_id):
        return None
    if side is not None and _text(side, 0, 20) is None:
        return None
    return Leg(venue, market_id, outcome, side)


def quick_input(content_type: str | None, body: bytes) -> AuditInput | None:
    """The request as `AuditInput` when it is plainly valid, else None (the full path)."""
    if content_type is None or content_type.split(";", 1)[0].strip().lower() not in _JSON_TYPES:
        return None
    try:
        doc = json.loads(body.decode())
    except (UnicodeDecodeError, ValueError, RecursionError):
        return None
    return audit_input_of(doc)


def audit_input_of(doc: Any) -> AuditInput | None:
    """A parsed request body (or MCP tool arguments) as `AuditInput` when it is plainly
    valid, else None (the full path)."""
    if type(doc) is not dict or not doc.keys() <= _REQUEST_FIELDS:
        return None
    mode = doc.get("mode", "advisory")
    if type(mode) is not str or mode not in _MODES:
        return None
    cid = doc.get("canonical_event_id")
    if cid is not None and _text(cid, 1, 300) is None:
        return None
    notional = doc.get("notional_usd")
    if notional is not None:
        # A JSON number within plain bounds; bools, huge integers, NaN and the
        # infinities are the model's to judge.
        if type(notional) not in (int, float) or not -1e15 < notional < 1e15:
            return None
        notional = float(notional)
        if not math.isfinite(notional) or notional < 0:
            return None
    legs = [doc.get("market_a"), doc.get("market_b")]
    if legs == [None, None]:
        if cid is None:
            return None
        return AuditInput(None, None, cid, notional, mode)
    a, b = _leg(legs[0]), _leg(legs[1])
    if a is None or b is None:
        return None
    return AuditInput(a, b, cid, notional, mode)


def replaying(first: Message, receive: Receive) -> Receive:
    """A `receive` that gives `first` again before the rest: for a middleware that read the
    first body message and then hands the request on, or answers it."""
    replayed = False

    async def replay() -> Message:
        nonlocal replayed
        if replayed:
            return await receive()
        replayed = True
        return first

    return replay


class QuickAuditMiddleware:
    """`POST /v1/audit` with a plainly valid body, answered before FastAPI's own layers
    (pure ASGI; the innermost of the app's middlewares, so the body and in-flight limits
    apply first). The key and rate limit are checked by the route's own dependencies, and
    an error is answered by the app's own handler for it (`serve.errors`, FastAPI's for
    401/429), so every answer is the one the route gives; an unexpected error propagates
    to the server's 500 handler as from the route. Anything else goes to the app."""

    def __init__(self, app: ASGIApp) -> None:
        """Wrap `app`."""
        self.app = app

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http" or scope["path"] != _PATH or scope["method"] != "POST":
            await self.app(scope, receive, send)
            return
        first = await receive()
        replay = replaying(first, receive)
        req = None
        content_type, key = _headers(scope)
        if first["type"] == "http.request" and not first.get("more_body", False):
            req = quick_input(content_type, first.get("body", b""))
        if req is None or key is _TWICE:
            await self.app(scope, replay, send)
            return
        app = scope["app"]
        try:
            state = state_of(app)
            key_id = await require_key(state, key)
            key_id = await rate_limited_key(state, key_id)
            body = await service.audit_bytes(state, req, channel="rest", api_key_id=key_id)
            response: Response = Response(body, media_type="application/json")
        except Exception as exc:
            handler = _handler(app, exc)
            if handler is None:
                raise  # the server's 500 handler answers it, as for the route
            response = await handler(Request(scope, replay), exc)
        await response(scope, replay, send)


_PATH = "/v1/audit"
_TWICE = "\x00twice"  # a header sent more than once: the app's own reading decides


def _headers(scope: Scope) -> tuple[str | None, str | None]:
    """The request's Content-Type and X-API-Key (latin-1, as Starlette reads them)."""
    found: dict[bytes, str] = {}
    for name, value in scope["headers"]:
        if name in (b"content-type", b"x-api-key"):
            found[name] = _TWICE if name in found else value.decode("latin-1")
    content_type = found.get(b"content-type")
    return (None if content_type == _TWICE else content_type), found.get(b"x-api-key")


def _handler(app: Any, exc: Exception) -> Callable[..., Awaitable[Response]] | None:
    """The app's handler for `exc` as the exception middleware finds it (by the class's
    MRO); None for the catch-all `Exception` handler, which the server's error middleware
    runs (it also re-raises, so the server logs the error)."""
    handlers = app.exception_handlers
    for cls in type(exc).__mro__:
        if cls is Exception:
            return None
        if cls in handlers:
            found: Callable[..., Awaitable[Response]] = handlers[cls]
            return found
    return None
