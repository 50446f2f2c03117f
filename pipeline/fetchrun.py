"""The fetch stage's running state, and the bounded fan-out every one of its requests goes through.

`CycleProgress` is what health shows of a running cycle, `FetchTally` what the cycle
report is built from; `fetch_all` and `gather_chunks` send a venue's requests at most a
budget's worth at once and count each one (and each failure) in them. Both venues' fetches
(`pipeline.fetch_venue_one`, `pipeline.fetch_venue_two`) share these.
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import Awaitable, Callable, Iterable
from dataclasses import dataclass, field
from typing import TypeVar

from pipeline.errors import ResauditError

__all__ = [
    "IDS_PER_LISTING",
    "CycleProgress",
    "FetchTally",
    "chunks",
    "fetch_all",
    "gather_chunks",
]

T = TypeVar("T")

# Ids per listing call: Gamma refuses URLs above about 8 KB (some 400 ids), Kalshi's
# `tickers` is comma-joined in the query the same way.
IDS_PER_LISTING = 100


@dataclass
class CycleProgress:
    """How far the running cycle is, for health while it runs (a cold start's first cycle
    can take minutes). Written only by the refresher's thread; health reads a copy."""

    cycle: int = 0
    phase: str = "idle"  # fetching, reading rules, precomputing, storing, idle
    requests_done: int = 0
    requests_planned: int = 0
    markets_total: int = 0  # covered markets the cycle refreshes
    markets_fetched: int = 0
    texts_total: int = 0  # rule texts not read before, to read this cycle
    texts_read: int = 0
    seconds: dict[str, float] = field(default_factory=dict)  # wall time per phase so far
    _since: float = field(default_factory=time.perf_counter)

    def enter(self, phase: str) -> None:
        """Start `phase`, adding the time since the last change to the phase ending."""
        now = time.perf_counter()
        self.seconds[self.phase] = self.seconds.get(self.phase, 0.0) + now - self._since
        self.phase, self._since = phase, now

    def as_dict(self) -> dict[str, int | str]:
        """Health's `progress` object: what is done and what is left."""
        return {
            "cycle": self.cycle,
            "phase": self.phase,
            "requests_done": self.requests_done,
            "requests_left": max(0, self.requests_planned - self.requests_done),
            "markets_fetched": self.markets_fetched,
            "markets_left": max(0, self.markets_total - self.markets_fetched),
            "texts_read": self.texts_read,
            "texts_left": max(0, self.texts_total - self.texts_read),
        }


@dataclass
class FetchTally:
    """What the fetch stage did, counted while it runs (the cycle report is built from it)."""

    ok: int = 0  # markets fetched and normalized this cycle
    failed: int = 0  # markets whose fetch or payload failed (previous row kept)
    terminal: int = 0  # markets whose result is final
    skipped: int = 0  # final markets not fetched again
    invalid: int = 0  # payloads that failed validation (reported and dropped)
    errors: list[str] = field(default_factory=list)
    progress: CycleProgress = field(default_factory=CycleProgress)


async def fetch_all(
    limit: asyncio.Semaphore,
    fetch: Callable[[str], Awaitable[T]],
    keys: Iterable[str],
    report: FetchTally,
) -> tuple[dict[str, T], set[str]]:
    """`fetch(key)` for every key, at most `limit` at once: (answers by key, failed keys).

    A failure is recorded in the report (it names the request) instead of aborting the
    cycle: one bad market must not stop the others from being refreshed.
    """

    progress = report.progress

    async def one(key: str) -> T | BaseException:
        async with limit:
            try:
                return await fetch(key)
            except (ResauditError, OSError) as exc:
                return exc
            finally:
                progress.requests_done += 1

    keys = list(keys)
    progress.requests_planned += len(keys)
    results = await asyncio.gather(*(one(k) for k in keys))
    found: dict[str, T] = {}
    failed: set[str] = set()
    for key, got in zip(keys, results, strict=True):
        if isinstance(got, BaseException):
            failed.add(key)
            report.errors.append(str(got))
        else:
            found[key] = got
    return found, failed


def chunks(items: list[str], size: int) -> list[list[str]]:
    """`items` in consecutive lists of at most `size` (one request each)."""
    return [items[i : i + size] for i in range(0, len(items), size)]


async def gather_chunks(
    limit: asyncio.Semaphore,
    fetch: Callable[[list[str]], Awaitable[T]],
    chunks: list[list[str]],
    report: FetchTally,
) -> tuple[list[tuple[list[str], T]], set[str]]:
    """`fetch(chunk)` for every chunk, at most `limit` at once: (answers, keys of failed chunks)."""
    found, failed = await fetch_all(
        limit,
        lambda i: fetch(chunks[int(i)]),
        [str(i) for i in range(len(chunks))],
        report,
    )
    answers = [(chunks[int(i)], got) for i, got in found.items()]
    return answers, {k for i in failed for k in chunks[int(i)]}
