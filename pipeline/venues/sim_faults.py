"""Fault injection for the venue simulator: error statuses, latency and malformed bodies.

Faults are deterministic so tests can rely on them: `rate` r affects exactly ceil(n * r) of
the first n matching requests, starting with the first (r = 0.5 hits requests 1, 3, 5, ...);
`count` N removes the fault after it has affected N requests.
"""

from __future__ import annotations

import json
import math
from collections.abc import Awaitable, Callable, MutableMapping
from dataclasses import dataclass, field
from fractions import Fraction
from typing import Any

import anyio

__all__ = ["Fault", "FaultMiddleware", "FaultRegistry", "fault_body", "parse_fault"]

VENUES = ("venue_one", "venue_two")
_FAULT_KEYS = {"venue", "status", "rate", "latency_ms", "malformed", "retry_after", "count", "path"}

Scope = MutableMapping[str, Any]
Message = MutableMapping[str, Any]
Receive = Callable[[], Awaitable[Message]]
Send = Callable[[Message], Awaitable[None]]
ASGIApp = Callable[[Scope, Receive, Send], Awaitable[None]]


@dataclass
class Fault:
    """One active fault; `path` (optional) limits it to paths under the venue starting so."""

    venue: str = "all"
    status: int | None = 503
    rate: float = 1.0
    latency_ms: float = 0.0
    malformed: bool = False
    retry_after: float | None = None
    count: int | None = None
    path: str | None = None
    seen: int = 0
    affected: int = 0
    _rate: Fraction = field(init=False, repr=False)

    def __post_init__(self) -> None:
        # Exact arithmetic, so rate 0.1 hits exactly one request in ten.
        self._rate = Fraction(self.rate).limit_denominator(1_000_000)

    def matches(self, venue: str, subpath: str) -> bool:
        """Whether a request to `venue` at `subpath` (below the venue root) is in scope."""
        venue_ok = self.venue in ("all", venue)
        return venue_ok and (self.path is None or subpath.startswith(self.path))

    def fire(self) -> bool:
        """Count one matching request; True when this one is affected."""
        before = math.ceil(self.seen * self._rate)
        self.seen += 1
        hit = math.ceil(self.seen * self._rate) > before
        if hit:
            self.affected += 1
        return hit

    @property
    def exhausted(self) -> bool:
        """True once `count` affected requests have been served."""
        return self.count is not None and self.affected >= self.count

    def to_json(self) -> dict[str, Any]:
        """The fault as the control API shows it."""
        return {
            "venue": self.venue,
            "status": self.status,
            "rate": self.rate,
            "latency_ms": self.latency_ms,
            "malformed": self.malformed,
            "retry_after": self.retry_after,
            "count": self.count,
            "path": self.path,
            "seen": self.seen,
            "affected": self.affected,
        }


def _number(body: dict[str, Any], key: str, lo: float, hi: float) -> float | None:
    value = body.get(key)
    if value is None:
        return None
    if isinstance(value, bool) or not isinstance(value, int | float) or not lo <= value <= hi:
        raise ValueError(f"{key} must be a number in [{lo}, {hi}] or null")
    return float(value)


def parse_fault(body: Any) -> Fault:
    """Validate a `POST /_sim/faults` body; raises ValueError naming the bad field."""
    if not isinstance(body, dict):
        raise ValueError("body must be a JSON object")
    unknown = sorted(set(body) - _FAULT_KEYS)
    if unknown:
        raise ValueError(f"unknown fields: {', '.join(unknown)}")
    venue = body.get("venue", "all")
    if venue not in (*VENUES, "all"):
        raise ValueError("venue must be venue_one, venue_two or all")
    status = body.get("status", 503)
    if status is not None and (isinstance(status, bool) or not isinstance(status, int)):
        raise ValueError("status must be an integer HTTP status or null")
    if status is not None and not 400 <= status <= 599:
        raise ValueError("status must be an error status in [400, 599] (null: latency only)")
    rate = _number(body, "rate", 0.0, 1.0)
    latency = _number(body, "latency_ms", 0.0, 600_000.0)
    retry_after = _number(body, "retry_after", 0.0, 86_400.0)
    count = body.get("count")
    if count is not None and (isinstance(count, bool) or not isinstance(count, int) or count < 1):
        raise ValueError("count must be a positive integer or null")
    malformed = body.get("malformed", False)
    if not isinstance(malformed, bool):
        raise ValueError("malformed must be a boolean")
    path = body.get("path")
    if path is not None and (not isinstance(path, str) or not path.startswith("/")):
        raise ValueError("path must start with '/' or be null")
    rate = 1.0 if rate is None else rate
    return Fault(
        venue=venue,
        status=status,
        rate=rate,
        latency_ms=latency or 0.0,
        malformed=malformed,
        retry_after=retry_after,
        count=count,
        path=path,
    )


class FaultRegistry:
    """Active faults keyed by (venue, path); a new fault replaces one with the same key."""

    def __init__(self) -> None:
        self._faults: dict[tuple[str, str | None], Fault] = {}

    def add(self, fault: Fault) -> None:
        """Install (or replace) a fault."""
        self._faults[(fault.venue, fault.path)] = fault

    def clear(self) -> None:
        """Remove every fault."""
        self._faults.clear()

    def active(self) -> list[Fault]:
        """The installed faults in installation order."""
        return list(self._faults.values())

    def take(self, venue: str, subpath: str) -> Fault | None:
        """The fault affecting this request, if any; the most specific matching fault governs."""
        candidates = [f for f in self._faults.values() if f.matches(venue, subpath)]
        if not candidates:
            return None
        fault = max(candidates, key=lambda f: (f.venue != "all", len(f.path or "")))
        if not fault.fire():
            return None
        if fault.exhausted:
            del self._faults[(fault.venue, fault.path)]
        return fault


_REASONS = {
    400: "bad request",
    401: "unauthorized",
    403: "forbidden",
    404: "not found",
    408: "request timeout",
    429: "too many requests",
    500: "internal error",
    502: "bad gateway",
    503: "service unavailable",
    504: "gateway timeout",
}


def fault_body(venue: str, subpath: str, status: int) -> tuple[bytes, str]:
    """An error body in the venue's own shape, with its content type."""
    reason = _REASONS.get(status, "error")
    payload: dict[str, Any]
    if venue == "venue_two":
        if status == 429:
            payload = {"error": "too many requests"}
        else:
            code = reason.replace(" ", "_")
            payload = {"error": {"code": code, "message": reason, "details": None}}
    elif status == 403:
        # Cloudflare's bot filter answers plain text in front of both Polymarket hosts.
        return b"error code: 1010", "text/plain; charset=utf-8"
    elif subpath.startswith(("/book", "/books")):
        payload = {"error": reason}
    elif status >= 500:
        payload = {"type": "internal error", "error": "cannot get the information"}
    else:
        payload = {"type": f"{reason} error", "error": reason}
    return json.dumps(payload).encode(), "application/json"


def _truncate(body: bytes) -> bytes:
    """Cut a JSON body in half so that it no longer parses."""
    cut = body[: max(1, len(body) // 2)] if body else b"{"
    try:
        json.loads(cut)
    except ValueError:
        return cut
    return cut + b'{"'


def _split_venue(path: str) -> tuple[str, str] | None:
    for venue in VENUES:
        root = f"/{venue}"
        if path == root or path.startswith(root + "/"):
            return venue, path[len(root) :] or "/"
    return None


class FaultMiddleware:
    """ASGI middleware applying the registry's faults to venue routes (never to `/_sim`)."""

    def __init__(self, app: ASGIApp, registry: FaultRegistry) -> None:
        self.app = app
        self.registry = registry

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        """Serve one request, faulted or not."""
        target = _split_venue(scope["path"]) if scope["type"] == "http" else None
        fault = self.registry.take(*target) if target else None
        if target is None or fault is None:
            await self.app(scope, receive, send)
            return
        if fault.latency_ms:
            await anyio.sleep(fault.latency_ms / 1000)
        if fault.malformed:
            await self._malformed(scope, receive, send, fault)
        elif fault.status is not None:
            body, ctype = fault_body(target[0], target[1], fault.status)
            await _send(send, fault.status, body, ctype, fault)
        else:
            await self.app(scope, receive, send)

    async def _malformed(self, scope: Scope, receive: Receive, send: Send, fault: Fault) -> None:
        chunks: list[bytes] = []

        async def capture(message: Message) -> None:
            if message["type"] == "http.response.body":
                chunks.append(message.get("body", b""))

        await self.app(scope, receive, capture)
        await _send(send, 200, _truncate(b"".join(chunks)), "application/json", fault)


async def _send(send: Send, status: int, body: bytes, ctype: str, fault: Fault) -> None:
    headers = [(b"content-type", ctype.encode()), (b"content-length", str(len(body)).encode())]
    if fault.retry_after is not None:
        value = fault.retry_after
        text = str(int(value)) if value == int(value) else f"{value:g}"
        headers.append((b"retry-after", text.encode()))
    await send({"type": "http.response.start", "status": status, "headers": headers})
    await send({"type": "http.response.body", "body": body})
