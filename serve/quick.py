"""`POST /v1/audit` without FastAPI's per-request machinery, for requests that are plainly valid.

FastAPI validates an audit request by resolving four dependencies (the state, the key
header, the key, the rate limit) and a pydantic model per request, which cost more than
serving a stored answer from bytes. Here a request is checked directly: a JSON object
body (`Content-Type: application/json`) whose fields are exactly those `AuditRequest`
allows, each of a type and within the bounds the model states, a valid key within its
rate limit. Anything else, or anything doubtful (a number that is not plainly finite, a
string that is not valid Unicode, a missing key), goes to the FastAPI route, which
validates it in full and answers every error as before: this path accepts only what the
model would accept, and turns it into the same `AuditInput`, so it never answers
differently; it only answers sooner. Nothing with a side effect happens before a request
is accepted here (a rate limit refusal records no hit), so handing it on is safe.
"""

from __future__ import annotations

import json
import math
import re
from typing import Any

from starlette.requests import Request

from pipeline.request import AuditInput, Leg
from serve.auth import rate_limited_key, require_key
from serve.state import AppState

__all__ = ["quick_input", "quick_key"]

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


async def quick_key(state: AppState, request: Request) -> str:
    """The key id of the request's valid key within its rate limit, by the route's own
    dependencies (the same 401 and 429, the same single digest comparison).

    Raises:
        HTTPException: 401 for a missing or invalid key, 429 over its rate limit.
    """
    key_id = await require_key(state, request.headers.get("x-api-key"))
    return await rate_limited_key(state, key_id)
