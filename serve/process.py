"""Run HTTP servers until SIGINT or SIGTERM, then stop everything and exit 0.

uvicorn, run in the main thread, installs its own signal handlers and, once it has shut
down, raises the signal again so that its default action runs. For SIGTERM that kills the
process before any cleanup written after the server (the demo simulator used to be left
running as an orphan); for SIGINT it surfaces as a KeyboardInterrupt with a traceback.
Here each server runs on a thread of its own, where uvicorn leaves signals alone, and the
main thread owns them:

- before the servers run (start-up work such as the demo backfill), a stop signal raises
  `StopRequested`, which unwinds start-up like Ctrl-C would, without a traceback;
- while they run, the first signal asks every server to shut down (the service's lifespan
  stops the refresher), a second one forces it, and `SHUTDOWN_BUDGET_S` bounds the wait.

The command then logs one line and returns 0.
"""

from __future__ import annotations

import logging
import signal
import threading
import time
from collections.abc import Callable
from types import FrameType, TracebackType
from typing import Any

import uvicorn

__all__ = ["SHUTDOWN_BUDGET_S", "StopRequested", "StopSignals", "serve_until_stopped"]

# Under the 5 s that supervisors (and our tests) allow before they escalate to SIGKILL,
# leaving time for what runs after the servers (the demo simulator's own shutdown).
SHUTDOWN_BUDGET_S = 3.5

logger = logging.getLogger(__name__)

_SIGNALS = (signal.SIGINT, signal.SIGTERM)
_Handler = Callable[[int, FrameType | None], Any] | int | signal.Handlers | None


class StopRequested(BaseException):
    """A stop signal arrived during start-up.

    A BaseException, like KeyboardInterrupt, so that no `except Exception` in the start-up
    work can swallow it.
    """

    def __init__(self, signum: int) -> None:
        super().__init__(signal.Signals(signum).name)
        self.signum = signum


class StopSignals:
    """SIGINT and SIGTERM handlers for the main thread, restored on exit.

    `received` names the first signal (None while none came); `forced` is set by a second.
    """

    def __init__(self) -> None:
        self.received: signal.Signals | None = None
        self.forced = False
        self.event = threading.Event()
        self._raise = True
        self._previous: dict[int, _Handler] = {}

    def __enter__(self) -> StopSignals:
        for sig in _SIGNALS:
            self._previous[sig] = signal.signal(sig, self._handle)
        return self

    def __exit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        for sig, handler in self._previous.items():
            signal.signal(sig, handler)

    def hold(self) -> None:
        """From now on a signal only sets `event`: the servers are up and stop on request."""
        self._raise = False

    def _handle(self, signum: int, frame: FrameType | None) -> None:
        if self.received is not None:
            self.forced = True
            return
        self.received = signal.Signals(signum)
        self.event.set()
        if self._raise:
            raise StopRequested(signum)


def serve_until_stopped(
    server: uvicorn.Server, signals: StopSignals, *, budget_s: float = SHUTDOWN_BUDGET_S
) -> int:
    """Run `server` on a thread of its own until a stop signal, then shut it down.

    Returns 0 once stopped by a signal; 1 when the server ended by itself, which happens
    only when it could not start (port taken, lifespan start-up failed; uvicorn logs why).
    Past `budget_s` the server is forced to close its connections; a daemon thread that
    still has not finished by then dies with the process.
    """
    thread = threading.Thread(target=server.run, name="resaudit-http", daemon=True)
    signals.hold()
    thread.start()
    while not signals.event.wait(0.2):
        if not thread.is_alive():
            return 1
    server.should_exit = True
    deadline = time.monotonic() + budget_s
    while thread.is_alive() and time.monotonic() < deadline:
        if signals.forced:
            server.force_exit = True
        thread.join(0.05)
    if thread.is_alive():
        server.force_exit = True
        thread.join(0.5)
    if thread.is_alive():  # its daemon thread dies with the process; say what was cut short
        logger.warning("the server did not finish shutting down within %.1f s", budget_s)
    return 0
