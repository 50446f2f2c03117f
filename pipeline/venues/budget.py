"""A per-host request budget: requests wait their turn so a venue never has to refuse them.

venue_two refuses a client over its token bucket with 429 and no hint of when to come back;
venue_one delays it. Both cost the cycle time, and a 429 also costs a retry. So every
request to a venue host first takes a slot from that host's budget (a rate in requests per
second with a small burst), shared by every client of the process (the refresher's and the
on-demand audits'), whatever thread or event loop they run on: the slot is computed under
a lock and the wait is an ordinary async sleep.

The scheduling is GCRA (a virtual-clock token bucket): each request is given the earliest
time that keeps the host under `rate` with at most `burst` back to back, first come first
served.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Callable
from typing import Any

import anyio

__all__ = ["RequestBudget", "shared_budget"]


class RequestBudget:
    """Requests per second to one host, with a burst; counts what was used."""

    def __init__(
        self, rate: float, burst: int = 4, clock: Callable[[], float] = time.monotonic
    ) -> None:
        if rate <= 0 or burst < 1:
            raise ValueError("rate must be positive and burst at least 1")
        self.rate = rate
        self.interval = 1.0 / rate
        self.tolerance = (burst - 1) * self.interval
        self._clock = clock
        self._tat = 0.0  # when the budget is next fully caught up
        self._lock = threading.Lock()
        self.used = 0  # requests let through since start
        self.waited_s = 0.0  # total time requests waited for their slot

    def reserve(self) -> float:
        """Take the next slot; the seconds to wait before sending."""
        with self._lock:
            now = self._clock()
            start = max(self._tat, now)
            self._tat = start + self.interval
            wait = max(0.0, self._tat - self.interval - self.tolerance - now)
            self.used += 1
            self.waited_s += wait
            return wait

    async def acquire(self) -> None:
        """Wait for this request's slot."""
        wait = self.reserve()
        if wait > 0:
            await anyio.sleep(wait)

    def snapshot(self) -> dict[str, Any]:
        """The counters (for health)."""
        return {"budget_per_s": self.rate, "used": self.used, "waited_s": round(self.waited_s, 3)}


_shared: dict[tuple[str, float], RequestBudget] = {}
_shared_lock = threading.Lock()


def shared_budget(host: str, rate: float) -> RequestBudget:
    """The process's one budget for `host` at `rate` (created on first use)."""
    with _shared_lock:
        budget = _shared.get((host, rate))
        if budget is None:
            budget = _shared[(host, rate)] = RequestBudget(rate)
        return budget
