"""Limits that turn abuse and overload into clear answers instead of memory growth.

- `RateLimiter`: per API key, at most `limit` audits in any sliding window of 60 s; the
  next one gets 429 with `Retry-After` (whole seconds until a slot frees; the dependency
  that asks it is `serve.auth.rate_limited_key`). Memory is
  bounded: at most `limit` timestamps per key and at most `max_keys` keys (the least
  recently seen key is forgotten first).
- `BodyLimitMiddleware`: a request body over `max_bytes` gets 413 before the app sees a
  byte of it, whether or not the client sent `Content-Length` (chunked bodies are counted
  as they arrive, and at most `max_bytes` of them is ever held).
- `InFlightLimitMiddleware`: more than `max_in_flight` requests being handled at once gets
  503 with `Retry-After`, so a flood queues nowhere; the probes `/v1/health` and `/v1/live`
  are exempt, so a busy replica is not mistaken for a dead one. It runs inside the body
  limit, so a request takes a slot only once its body has arrived.
- `EngineGate`: the bounded executor of audits the cycle's rows cannot answer (the engine
  runs on their pair): `workers` threads and at most `queue` audits waiting; beyond that,
  503 with `Retry-After` at once (before any venue is asked), so heavy audits cannot pile
  up behind each other or slow down the answers served from the cycle's rows.
- `LoadMonitor`: what was shed lately, which health reports as `degraded` with a reason.

All of them answer `{"detail": ...}` like every other error of the service (docs/DESIGN.md §7.5).
"""

from __future__ import annotations

import asyncio
import json
import math
import threading
import time
from collections import OrderedDict, deque
from collections.abc import Awaitable, Callable, Hashable, Iterable, MutableMapping
from concurrent.futures import ThreadPoolExecutor
from typing import Any, TypeVar

from pipeline.errors import Overloaded
from serve.models import ErrorDetail

__all__ = [
    "LIMIT_RESPONSES",
    "BodyLimitMiddleware",
    "EngineGate",
    "EngineTicket",
    "InFlightLimitMiddleware",
    "LoadMonitor",
    "RateLimiter",
]

Scope = MutableMapping[str, Any]
Message = MutableMapping[str, Any]
Receive = Callable[[], Awaitable[Message]]
Send = Callable[[Message], Awaitable[None]]
ASGIApp = Callable[[Scope, Receive, Send], Awaitable[None]]

PROBE_PATHS = ("/v1/health", "/v1/live")

# The OpenAPI declaration of the middlewares' answers, for every operation they can reach
# (an operation's own declaration of the same status takes precedence).
LIMIT_RESPONSES: dict[int | str, dict[str, Any]] = {
    413: {"model": ErrorDetail, "description": "Request body over the size limit"},
    503: {"model": ErrorDetail, "description": "Server busy (see Retry-After)"},
}


class LoadMonitor:
    """What the service shed lately, for health: `degraded` with a reason while it sheds.

    Counts since start and the time of the last shedding per reason; `reasons` names those
    seen within `window_s`. Written from the event loop (middlewares, the connection
    guard), read by health on the same loop.
    """

    def __init__(
        self, window_s: float = 10.0, *, clock: Callable[[], float] = time.monotonic
    ) -> None:
        """Report a reason for `window_s` seconds after its last occurrence."""
        self.window_s = window_s
        self._clock = clock
        self.counts: dict[str, int] = {}
        self._last: dict[str, float] = {}
        self.timeouts: dict[str, int] = {}

    def shed(self, reason: str) -> None:
        """Record one request or connection refused or cut to stay within the limits."""
        self.counts[reason] = self.counts.get(reason, 0) + 1
        self._last[reason] = self._clock()

    def timed_out(self, phase: str) -> None:
        """Record a connection closed because its request did not arrive in time."""
        self.timeouts[phase] = self.timeouts.get(phase, 0) + 1

    def reasons(self) -> list[str]:
        """Each shedding reason seen in the last `window_s`, with its count since start."""
        horizon = self._clock() - self.window_s
        return [
            f"shedding load: {reason} ({self.counts[reason]} since start)"
            for reason, last in sorted(self._last.items())
            if last >= horizon
        ]


T = TypeVar("T")


class EngineTicket:
    """One admitted audit's place in the gate, given back once (when its run ends)."""

    def __init__(self, gate: EngineGate) -> None:
        self._gate: EngineGate | None = gate

    def release(self) -> None:
        """Give the place back (idempotent)."""
        if self._gate is not None:
            self._gate._taken -= 1
            self._gate = None


class EngineGate:
    """A bounded executor for engine runs, which sheds load instead of queueing it.

    `admit` takes a place (at most `workers + queue` at once, and only while the expected
    wait for a thread is under `max_wait_s`: on a busy machine runs are slower, so fewer
    wait) or raises Overloaded with a Retry-After of that expected wait; `run` runs a
    function on one of the `workers` threads. A place is held from admission (before any
    fetch) until the run ends, even if the client has gone: the thread is busy until
    then, and the bound is the work actually queued. Admission and release happen on the event loop.
    """

    def __init__(
        self, workers: int, queue: int, monitor: LoadMonitor, *, max_wait_s: float = 2.0
    ) -> None:
        """`workers` engine threads, at most `queue` admitted audits waiting for one, and
        none admitted whose expected wait (runs ahead of it, at the smoothed run time)
        exceeds `max_wait_s`."""
        self.workers = workers
        self.places = workers + queue
        self.max_wait_s = max_wait_s
        self.monitor = monitor
        self._taken = 0
        self._mean_s = 0.3  # a run's time, smoothed (the first figure is a guess)
        self._executor = ThreadPoolExecutor(max_workers=workers, thread_name_prefix="engine")
        # The audits at the engine now (from admission to the run's end), by what they
        # ask: a later audit asking the same waits for that one (`serve.service`) rather
        # than queueing the same work again. Each future ends with its audit, however.
        self.flights: dict[Hashable, asyncio.Future[None]] = {}

    @property
    def taken(self) -> int:
        """Places held now (running and waiting)."""
        return self._taken

    def admit(self) -> EngineTicket:
        """A place for one audit's engine run.

        Raises:
            Overloaded: every place is taken (503 with Retry-After).
        """
        ahead = self._taken - self.workers + 1  # runs that end before this one starts
        wait_s = max(0, ahead) * self._mean_s / self.workers
        if self._taken >= self.places or wait_s > self.max_wait_s:
            retry = max(1, math.ceil(wait_s))
            self.monitor.shed("503 server busy: engine queue full")
            raise Overloaded(
                f"server busy: {self.places} audits that need the engine are in progress; "
                f"retry after {retry} s",
                retry,
            )
        self._taken += 1
        return EngineTicket(self)

    async def run(self, ticket: EngineTicket, fn: Callable[..., T], *args: Any) -> T:
        """`fn(*args)` on an engine thread; `ticket` is released when it ends."""

        def timed() -> T:
            started = time.monotonic()
            try:
                return fn(*args)
            finally:
                self._mean_s = 0.8 * self._mean_s + 0.2 * (time.monotonic() - started)

        future = asyncio.get_running_loop().run_in_executor(self._executor, timed)
        # On the loop, when the run ends (not when a client that left stops waiting).
        future.add_done_callback(lambda _: ticket.release())
        return await asyncio.shield(future)

    def close(self) -> None:
        """Stop the threads (runs not started are dropped)."""
        self._executor.shutdown(wait=False, cancel_futures=True)


class RateLimiter:
    """A sliding-window log per key: at most `limit` hits in any `window_s` seconds."""

    def __init__(
        self,
        limit: int,
        window_s: float = 60.0,
        *,
        max_keys: int = 10_000,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        """`limit` hits per `window_s` per key; state for at most `max_keys` keys."""
        if limit < 1 or window_s <= 0 or max_keys < 1:
            raise ValueError("limit, window_s and max_keys must be positive")
        self.limit = limit
        self.window_s = window_s
        self.max_keys = max_keys
        self._clock = clock
        self._lock = threading.Lock()
        self._hits: OrderedDict[str, deque[float]] = OrderedDict()

    def hit(self, key: str) -> float | None:
        """Count one hit for `key`: None if allowed, else seconds until one would be."""
        now = self._clock()
        with self._lock:
            hits = self._hits.get(key)
            if hits is None:
                hits = self._hits[key] = deque()
                while len(self._hits) > self.max_keys:
                    # Forgetting a key can only let it through early, never refuse it wrongly.
                    self._hits.popitem(last=False)
            else:
                self._hits.move_to_end(key)
            horizon = now - self.window_s
            while hits and hits[0] <= horizon:
                hits.popleft()
            if len(hits) >= self.limit:
                return hits[0] + self.window_s - now
            hits.append(now)
            return None

    @property
    def keys(self) -> int:
        """Keys currently tracked (bounded by `max_keys`)."""
        return len(self._hits)


async def _reply(
    send: Send, status: int, detail: str, headers: Iterable[tuple[bytes, bytes]] = ()
) -> None:
    body = json.dumps({"detail": detail}).encode()
    await send(
        {
            "type": "http.response.start",
            "status": status,
            "headers": [
                (b"content-type", b"application/json"),
                (b"content-length", str(len(body)).encode()),
                *headers,
            ],
        }
    )
    await send({"type": "http.response.body", "body": body, "more_body": False})


def _content_length(scope: Scope) -> int | None:
    for name, value in scope.get("headers") or ():
        if name.lower() == b"content-length":
            try:
                return int(value)
            except ValueError:
                return None  # the server refuses a malformed length before we see it
    return None


class BodyLimitMiddleware:
    """413 for a request body over `max_bytes`, declared or chunked (pure ASGI)."""

    def __init__(self, app: ASGIApp, max_bytes: int) -> None:
        """Wrap `app`; bodies up to `max_bytes` pass through unchanged."""
        self.app = app
        self.max_bytes = max_bytes

    def _too_large(self) -> str:
        size = self.max_bytes
        shown = f"{size // 1024} KiB" if size % 1024 == 0 else f"{size} bytes"
        return f"Request body too large: the limit is {shown}"

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        declared = _content_length(scope)
        if declared is not None and declared > self.max_bytes:
            await _reply(send, 413, self._too_large(), [(b"connection", b"close")])
            return
        # The whole body is read (at most max_bytes of it) before the app runs, so the 413
        # always comes before any response has started, and the app sees one message.
        chunks: list[bytes] = []
        size = 0
        while True:
            message = await receive()
            if message["type"] != "http.request":
                return  # the client went away mid-body: nobody to answer
            chunk = bytes(message.get("body", b""))
            size += len(chunk)
            if size > self.max_bytes:
                await _reply(send, 413, self._too_large(), [(b"connection", b"close")])
                return
            chunks.append(chunk)
            if not message.get("more_body", False):
                break
        body = b"".join(chunks)
        replayed = False

        async def replay() -> Message:
            nonlocal replayed
            if replayed:
                return await receive()  # later calls wait for the disconnect, as usual
            replayed = True
            return {"type": "http.request", "body": body, "more_body": False}

        await self.app(scope, replay, send)


class InFlightLimitMiddleware:
    """503 with `Retry-After` beyond `max_in_flight` concurrent requests (pure ASGI)."""

    def __init__(
        self,
        app: ASGIApp,
        max_in_flight: int,
        *,
        exempt: Iterable[str] = PROBE_PATHS,
        monitor: LoadMonitor | None = None,
    ) -> None:
        """Wrap `app`; requests to the `exempt` paths are neither counted nor refused."""
        self.app = app
        self.monitor = monitor
        self.max_in_flight = max_in_flight
        self.exempt = frozenset(exempt)
        self.in_flight = 0  # one event loop runs every request, so no lock is needed

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http" or scope["path"] in self.exempt:
            await self.app(scope, receive, send)
            return
        if self.in_flight >= self.max_in_flight:
            if self.monitor is not None:
                self.monitor.shed("503 server busy: in-flight requests at the limit")
            await _reply(
                send,
                503,
                f"Server busy: {self.max_in_flight} requests in progress; retry shortly",
                [(b"retry-after", b"1")],
            )
            return
        self.in_flight += 1
        try:
            await self.app(scope, receive, send)
        finally:
            self.in_flight -= 1
