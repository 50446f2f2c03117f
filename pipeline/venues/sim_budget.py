"""The venues' published request budgets, enforced by the simulator (an option, off by default).

Both venues limit how fast one client may read, and they do it differently:

- venue_one (Polymarket) limits each scope to so many requests per sliding 10 s window
  (Gamma general, `/events`, `/markets`, their listing sum; CLOB general, `/book`,
  `/books`; a global cap). Its edge *throttles*: a request over a limit is delayed until
  the window has room, not refused.
- venue_two (Kalshi) runs a token bucket per client: 200 read tokens a second at the Basic
  tier, 10 tokens per read, so about 20 reads a second with a one-second burst. A request
  the bucket cannot pay is refused with 429 `{"error": "too many requests"}` and no
  `Retry-After` or rate-limit headers.

`BudgetMiddleware` applies both to the venue routes (never to `/_sim`), counts what it did
and reports it at `GET /_sim/budget`, so a test or bench can check that a client stayed
inside the budget (no 429s, little delay) rather than trusting it did.
"""

from __future__ import annotations

import bisect
import threading
import time
from collections.abc import Awaitable, Callable, MutableMapping
from dataclasses import dataclass, field
from typing import Any

import anyio

__all__ = [
    "KALSHI_BUCKET",
    "POLYMARKET_WINDOWS",
    "BudgetMiddleware",
    "BudgetState",
    "Budgets",
    "TokenBucket",
    "Windows",
    "polymarket_scopes",
]

Scope = MutableMapping[str, Any]
Message = MutableMapping[str, Any]
Receive = Callable[[], Awaitable[Message]]
Send = Callable[[Message], Awaitable[None]]
ASGIApp = Callable[[Scope, Receive, Send], Awaitable[None]]

WINDOW_S = 10.0
# Polymarket's published limits per 10 s window. A scope matches when the request's path
# (below the venue root) matches its rule; a request counts in every scope it matches.
POLYMARKET_WINDOWS: dict[str, int] = {
    "global": 15_000,
    "gamma": 4_000,
    "gamma /events": 500,
    "gamma /markets": 300,
    "gamma listing": 900,
    "clob": 9_000,
    "clob /book": 1_500,
    "clob /books": 500,
}
# Kalshi Basic tier: tokens per second (also the bucket's size) and the cost of one read.
KALSHI_BUCKET = (200.0, 10.0)

_CLOB_PATHS = ("/book", "/books", "/price", "/midpoint", "/prices-history", "/spread")


def polymarket_scopes(path: str) -> list[str]:
    """The window scopes a venue_one request counts in (path below the venue root)."""
    scopes = ["global"]
    if path.startswith(_CLOB_PATHS):
        scopes.append("clob")
        if path == "/book":
            scopes.append("clob /book")
        elif path == "/books":
            scopes.append("clob /books")
        return scopes
    scopes.append("gamma")
    if path == "/events" or path.startswith("/events/"):
        scopes.append("gamma /events")
    if path == "/markets" or path.startswith("/markets/"):
        scopes.append("gamma /markets")
    if path in ("/events", "/markets", "/events/keyset", "/markets/keyset"):
        scopes.append("gamma listing")
    return scopes


class Windows:
    """Sliding-window limits that delay: `reserve` says how long a request must wait."""

    def __init__(self, limits: dict[str, int], window_s: float = WINDOW_S) -> None:
        self.limits = limits
        self.window_s = window_s
        self._times: dict[str, list[float]] = {k: [] for k in limits}
        self._lock = threading.Lock()

    def reserve(self, scopes: list[str], now: float) -> float:
        """Book a slot in every scope for the earliest time each has room; the wait in s."""
        with self._lock:
            at = now
            for scope in scopes:
                times = self._times[scope]
                # Forget what left the window before now (reservations are kept sorted).
                cut = bisect.bisect_right(times, now - self.window_s)
                del times[:cut]
                limit = self.limits[scope]
                if len(times) >= limit:
                    at = max(at, times[-limit] + self.window_s)
            for scope in scopes:
                bisect.insort(self._times[scope], at)
            return at - now


class TokenBucket:
    """A refilling bucket of tokens; `take` pays a cost now or refuses (no waiting)."""

    def __init__(self, rate: float, cost: float, capacity: float | None = None) -> None:
        self.rate, self.cost = rate, cost
        self.capacity = rate if capacity is None else capacity
        self._tokens = self.capacity
        self._at: float | None = None
        self._lock = threading.Lock()

    def take(self, now: float) -> bool:
        """Pay one request's cost if the bucket holds it; False (refused) otherwise."""
        with self._lock:
            if self._at is not None:
                self._tokens = min(self.capacity, self._tokens + (now - self._at) * self.rate)
            self._at = now
            if self._tokens < self.cost:
                return False
            self._tokens -= self.cost
            return True


@dataclass
class BudgetState:
    """What the budgets did since start (or the last reset), for `GET /_sim/budget`."""

    requests: dict[str, int] = field(default_factory=lambda: {"venue_one": 0, "venue_two": 0})
    scopes: dict[str, int] = field(default_factory=dict)  # venue_one requests per window scope
    refused: int = 0  # venue_two 429s
    delayed: int = 0  # venue_one requests held back
    delay_s: float = 0.0  # their total wait
    max_delay_s: float = 0.0

    def as_dict(self) -> dict[str, Any]:
        """The counters as JSON."""
        return {
            "requests": dict(self.requests),
            "scopes": dict(self.scopes),
            "venue_two_429": self.refused,
            "venue_one_delayed": self.delayed,
            "venue_one_delay_s": round(self.delay_s, 3),
            "venue_one_max_delay_s": round(self.max_delay_s, 3),
        }


_TOO_MANY = b'{"error": "too many requests"}'


class Budgets:
    """Both venues' budgets and their counters; the middleware applies them."""

    def __init__(self, clock: Callable[[], float] = time.monotonic) -> None:
        self.clock = clock
        self.reset()

    def reset(self) -> None:
        """Fresh windows, a full bucket and zeroed counters."""
        self.windows = Windows(POLYMARKET_WINDOWS)
        self.bucket = TokenBucket(*KALSHI_BUCKET)
        self.state = BudgetState()


class BudgetMiddleware:
    """ASGI middleware enforcing both venues' budgets on the venue routes."""

    def __init__(self, app: ASGIApp, budgets: Budgets) -> None:
        self.app = app
        self.budgets = budgets

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        """Delay (venue_one) or refuse (venue_two) a request over budget; else serve it."""
        path: str = scope.get("path", "") if scope["type"] == "http" else ""
        b = self.budgets
        state = b.state
        if path.startswith("/venue_one/"):
            state.requests["venue_one"] += 1
            scopes = polymarket_scopes(path[len("/venue_one") :])
            for name in scopes:
                state.scopes[name] = state.scopes.get(name, 0) + 1
            wait = b.windows.reserve(scopes, b.clock())
            if wait > 0:
                state.delayed += 1
                state.delay_s += wait
                state.max_delay_s = max(state.max_delay_s, wait)
                await anyio.sleep(wait)
        elif path.startswith("/venue_two/"):
            state.requests["venue_two"] += 1
            if not b.bucket.take(b.clock()):
                state.refused += 1
                headers = [
                    (b"content-type", b"application/json"),
                    (b"content-length", str(len(_TOO_MANY)).encode()),
                ]
                await send({"type": "http.response.start", "status": 429, "headers": headers})
                await send({"type": "http.response.body", "body": _TOO_MANY})
                return
        await self.app(scope, receive, send)
