"""The refresher: schedules cycles in its own thread and publishes each cycle's view.

It runs in its own thread with its own event loop, so a long cycle (network waits,
Polars work, Parquet writes) never stalls the API's event loop. The cycle itself is
`pipeline.cycle.run_cycle`; the refresher only runs it every interval and publishes the
view it returns by swapping one reference, which a request reads once. Counters are
plain attributes written only by that thread and read by the API as a snapshot dict.
"""

from __future__ import annotations

import asyncio
import logging
import threading
import time
from collections.abc import Callable
from datetime import UTC, datetime
from typing import Any

import polars as pl

from pipeline.cycle import CycleContext, CycleReport, CycleView, initial_view, run_cycle
from pipeline.fetchrun import CycleProgress
from pipeline.venues.venue_one import VenueOneClient
from pipeline.venues.venue_two import VenueTwoClient

__all__ = ["Refresher"]

logger = logging.getLogger(__name__)


class Refresher:
    """Schedules cycles in its own thread, holds the published view and the health counters."""

    def __init__(
        self,
        ctx: CycleContext,
        *,
        view: CycleView | None = None,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        """Start from `view`, or from the view of the last stored snapshot."""
        self.ctx = ctx
        self.settings = ctx.settings
        self._clock = clock
        self._stop = threading.Event()
        self._thread: threading.Thread | None = None
        # The loop thread's task and event loop, so that stop() can cancel a cycle in flight.
        self._task: asyncio.Task[None] | None = None
        self._loop_ref: asyncio.AbstractEventLoop | None = None
        self._lock = threading.Lock()
        self._view = view if view is not None else initial_view(ctx)
        # A warm start answers from what the last run stored while the first cycle runs.
        self.started_from = "stored snapshot" if self._view.snapshot.height else "nothing stored"
        self.progress = CycleProgress()
        # Per venue: its request budget and how much of it the last cycle used.
        self.budget_used: dict[str, dict[str, float]] = {}
        self.cycle_count = 0
        # Set once the first cycle's view is published: the service is ready to answer.
        self.first_cycle = threading.Event()
        self.cycle_number = ctx.snapshots.last_cycle()
        self.last_error: str | None = None
        self.last_progress = clock()

    @property
    def view(self) -> CycleView:
        """The published view; take it once per request and read only that one."""
        return self._view

    def publish(self, view: CycleView) -> None:
        """Make `view` the one new requests take (one reference swap; the old one lives on
        for the requests still reading it)."""
        with self._lock:
            self._view = view
            if view.report is not None and view.report.last_error:
                self.last_error = view.report.last_error

    # -- lifecycle ---------------------------------------------------------------------
    def start(self) -> None:
        """Start the loop thread (idempotent)."""
        if self._thread and self._thread.is_alive():
            return
        self._stop.clear()
        self.last_progress = self._clock()
        self._thread = threading.Thread(target=self._run, name="resaudit-refresher", daemon=True)
        self._thread.start()

    def stop(self, timeout: float = 10.0) -> None:
        """Stop the loop, cancelling a cycle in flight, and wait for its thread.

        A cycle against slow venues can take many seconds of retries; a process asked to
        stop must not wait for it. Snapshot files are written atomically, so a cancelled
        cycle leaves the store as the previous cycle left it.
        """
        self._stop.set()
        task, loop = self._task, self._loop_ref
        if task is not None and loop is not None:
            loop.call_soon_threadsafe(task.cancel)
        if self._thread:
            self._thread.join(timeout)

    @property
    def thread_running(self) -> bool:
        """Whether the loop thread is alive."""
        return bool(self._thread and self._thread.is_alive())

    def _run(self) -> None:
        try:
            asyncio.run(self._loop())
        except asyncio.CancelledError:
            if not self._stop.is_set():
                raise
        except Exception:  # the thread dying is reported by /v1/live, and logged here
            logger.exception("refresher thread died")
            raise

    async def _loop(self) -> None:
        self._task, self._loop_ref = asyncio.current_task(), asyncio.get_running_loop()
        if self._stop.is_set():  # stop() ran before this task existed to be cancelled
            return
        async with (
            VenueOneClient(self.settings) as v1,
            VenueTwoClient(self.settings) as v2,
        ):
            while not self._stop.is_set():
                started = self._clock()
                await self.cycle_once(v1, v2)
                wait = max(0.0, self.settings.refresh_interval_s - (self._clock() - started))
                await asyncio.to_thread(self._stop.wait, wait)

    async def cycle_once(self, v1: VenueOneClient, v2: VenueTwoClient) -> CycleReport:
        """Run one cycle and publish its view; never raises for upstream failures."""
        self.cycle_number += 1
        self.progress = CycleProgress(cycle=self.cycle_number)
        budgets = {
            "venue_one": {id(b): b for b in (v1.gamma.budget, v1.clob.budget)},
            "venue_two": {id(v2.http.budget): v2.http.budget},
        }
        used_before = {v: sum(b.used for b in bs.values()) for v, bs in budgets.items()}
        began = self._clock()
        view = await run_cycle(
            self.ctx,
            self._view,
            cycle=self.cycle_number,
            venue_one=v1,
            venue_two=v2,
            progress=self.progress,
        )
        self.publish(view)
        took = max(self._clock() - began, 1e-9)
        usage: dict[str, dict[str, float]] = {}
        for venue, bs in budgets.items():
            rate = sum(b.rate for b in bs.values())
            used = sum(b.used for b in bs.values()) - used_before[venue]
            usage[venue] = {
                "budget_per_s": rate,
                "requests_last_cycle": used,
                "cycle_seconds": round(took, 3),
                "used_share": round(used / (took * rate), 3),
            }
        with self._lock:
            self.budget_used = usage
            self.cycle_count += 1
            self.last_progress = self._clock()
        self.first_cycle.set()
        report = view.report
        assert report is not None  # run_cycle always reports
        logger.info(
            "cycle %d: %d fetched, %d failed, %d final (%d skipped), %d invalid, "
            "%d rule changes, %d pairs audited, %d verdicts stored",
            report.cycle,
            report.ok,
            report.failed,
            report.terminal,
            report.skipped,
            report.invalid,
            report.rule_changes,
            report.pairs_audited,
            report.verdicts_stored,
        )
        return report

    # -- reporting ---------------------------------------------------------------------
    @staticmethod
    def _plan(view: CycleView) -> dict[str, Any]:
        """The last cycle's fetch plan, with the ages of the oldest rule text and book."""
        now = datetime.now(UTC)
        # Over the two columns only: filtering the snapshot copied every moving row's rule
        # texts (about 10 MiB at a season's coverage) on every health request.
        oldest_rules = view.snapshot.select(
            pl.col("fetched_at").filter(~pl.col("final")).min()
        ).item()
        plan = dict(view.report.plan or {}) if view.report is not None else {}
        oldest_book = plan.pop("oldest_book_at", None)

        def age(ts: object) -> int | None:
            return int((now - ts).total_seconds()) if isinstance(ts, datetime) else None

        return {
            **plan,
            "oldest_rules_age_seconds": age(oldest_rules),
            "oldest_book_age_seconds": age(oldest_book),
        }

    def health(self) -> dict[str, Any]:
        """The `refresher` object of HealthResponse (docs/DESIGN.md §8)."""
        with self._lock:
            view = self._view
            r = view.report
            since = self._clock() - self.last_progress
            return {
                "thread_running": self.thread_running,
                "progressing": since <= self.settings.progress_window_s,
                "last_progress_seconds": int(since),
                "progress_window_seconds": int(self.settings.progress_window_s),
                "cached_snapshots": view.snapshot.height,
                "cycle_count": self.cycle_count,
                "last_cycle_utc": r.finished.isoformat() if r and r.finished else None,
                "last_cycle_ok": r.ok if r else 0,
                "last_cycle_failed": r.failed if r else 0,
                "last_error": self.last_error,
                "markets": view.snapshot.height,
                "interval_seconds": int(self.settings.refresh_interval_s),
                "last_cycle_terminal": r.terminal if r else 0,
                "last_cycle_skipped": r.skipped if r else 0,
                "started_from": self.started_from,
                "first_cycle_done": self.first_cycle.is_set(),
                "progress": self.progress.as_dict(),
                "budget": self.budget_used,
                "fetch_plan": self._plan(view),
            }
