"""Connections that cannot be held hostage: read deadlines and a cap on open connections.

uvicorn closes a keep-alive connection that stays idle between requests, but it never
times out a request that is still arriving, and it accepts connections without bound: a
client sending one byte every few seconds, or merely connecting, holds a socket (and
before this guard, an in-flight slot) for as long as it likes. `guarded_protocol` returns
uvicorn's h11 protocol with three additions (docs/DESIGN.md §7.5, RELIABILITY.md §2):

- **Header deadline**: a request's head must be complete within `header_timeout_s` of the
  connection opening, or of its first byte on a kept-alive connection.
- **Body deadline**: its body must be complete within `body_timeout_s` of the head.
  A connection past either deadline is closed; the app, if it was reading, sees a
  disconnect. Once a request is read, its handling has the app's own limits.
- **Connection cap**: beyond `max_connections` open connections, a new one makes room by
  closing the longest-idle kept-alive connection, else the oldest one still sending its
  request; connections whose request is being handled are never cut. If none can go, the
  new connection is closed at once. Each such closing is load shed (`LoadMonitor`), which
  health reports as `degraded`.

The in-flight slot (`InFlightLimitMiddleware`) is taken only after the body has arrived
(`BodyLimitMiddleware` runs outside it), so slow senders hold a socket each, bounded by
the cap and the deadlines, and never a slot keyed audits need.
"""

from __future__ import annotations

import asyncio
import time
from typing import Any, ClassVar

from uvicorn.protocols.http.h11_impl import H11Protocol

from serve.limits import LoadMonitor

__all__ = ["guarded_protocol"]

_IDLE, _HEAD, _BODY, _HANDLING = "idle", "head", "body", "handling"
# Which connections may be closed to make room, best first: a kept-alive connection
# costs its client one reconnect; a request still arriving is, at the cap, a likely
# slow-sender; a request being handled is never cut.
_EVICTABLE = {_IDLE: 0, _HEAD: 1, _BODY: 1}


class _GuardedH11Protocol(H11Protocol):
    header_timeout_s: ClassVar[float]
    body_timeout_s: ClassVar[float]
    max_connections: ClassVar[int]
    monitor: ClassVar[LoadMonitor]

    _phase = _HEAD
    _since = 0.0
    _timer: asyncio.TimerHandle | None = None
    _finished: Any = None  # the cycle whose response completed last

    def connection_made(self, transport: asyncio.Transport) -> None:  # type: ignore[override]
        super().connection_made(transport)
        self._enter(_HEAD, self.header_timeout_s)
        if len(self.connections) > self.max_connections and not self._make_room():
            self.monitor.shed("connection refused: open connections at the cap")
            self._cancel()
            self.transport.close()

    def _make_room(self) -> bool:
        victims = [
            p
            for p in self.connections
            if p is not self and isinstance(p, _GuardedH11Protocol) and p._phase in _EVICTABLE
        ]
        if not victims:
            return False
        victim = min(victims, key=lambda p: (_EVICTABLE[p._phase], p._since))
        self.monitor.shed(f"connection closed to make room ({victim._phase}): at the cap")
        victim._close()
        return True

    def data_received(self, data: bytes) -> None:
        if self._phase == _IDLE:
            self._enter(_HEAD, self.header_timeout_s)
        super().data_received(data)
        cycle = self.cycle
        if self._phase == _HEAD and cycle is not None and cycle is not self._finished:
            self._enter(_BODY, self.body_timeout_s)
        if self._phase == _BODY and cycle is not None and not cycle.more_body:
            self._enter(_HANDLING, None)

    def on_response_complete(self) -> None:
        self._finished = self.cycle
        self._enter(_IDLE, None)  # uvicorn's keep-alive timer takes over
        super().on_response_complete()

    def connection_lost(self, exc: Exception | None) -> None:
        self._cancel()
        super().connection_lost(exc)

    def _enter(self, phase: str, timeout: float | None) -> None:
        self._cancel()
        self._phase, self._since = phase, time.monotonic()
        if timeout is not None:
            self._timer = self.loop.call_later(timeout, self._expire)

    def _cancel(self) -> None:
        if self._timer is not None:
            self._timer.cancel()
            self._timer = None

    def _expire(self) -> None:
        self._timer = None
        self.monitor.timed_out(self._phase)
        self._close()

    def _close(self) -> None:
        self._cancel()
        self._phase = _HANDLING  # not a candidate any more
        if not self.transport.is_closing():
            self.transport.close()


def guarded_protocol(
    *,
    header_timeout_s: float,
    body_timeout_s: float,
    max_connections: int,
    monitor: LoadMonitor,
) -> type[H11Protocol]:
    """uvicorn's h11 protocol class with read deadlines and a connection cap (for `http=`)."""
    return type(
        "GuardedH11Protocol",
        (_GuardedH11Protocol,),
        {
            "header_timeout_s": header_timeout_s,
            "body_timeout_s": body_timeout_s,
            "max_connections": max_connections,
            "monitor": monitor,
        },
    )
