"""The refresher: every interval, fetch each covered market and its book, normalize, store.

It runs in its own thread with its own event loop, so a long cycle (network waits,
Polars work, Parquet writes) never stalls the API's event loop. Counters are plain
attributes written only by that thread and read by the API as a snapshot dict.

A cycle fetches, per venue, the covered events (venue_one `/events/{id}`, venue_two
`/events/{ticker}` plus each series once) and the books of markets still trading.
A market whose result was already final in the previous cycle is not fetched again:
its row is carried forward (`last_cycle_skipped`). Failed fetches keep the previous
row too, but do not refresh its `fetched_at`, so data age stays honest.
"""

from __future__ import annotations

import asyncio
import logging
import threading
import time
from collections.abc import Awaitable, Callable, Iterable
from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import Any, TypeVar

import polars as pl

from pipeline.errors import ResauditError
from pipeline.normalize import normalize_venue_one, normalize_venue_two
from pipeline.rulesets import Ruleset
from pipeline.schemas import SNAPSHOT_SCHEMA
from pipeline.settings import Settings
from pipeline.snapshots import SnapshotStore
from pipeline.venues.venue_one import VenueOneClient, decode_json_array
from pipeline.venues.venue_two import VenueTwoClient

__all__ = ["CycleReport", "Refresher", "run_cycle"]

logger = logging.getLogger(__name__)

T = TypeVar("T")


@dataclass
class CycleReport:
    """What one cycle did; the refresher's health counters are derived from it."""

    cycle: int
    started: datetime
    finished: datetime | None = None
    ok: int = 0  # markets fetched and normalized this cycle
    failed: int = 0  # markets whose fetch or payload failed (previous row kept)
    terminal: int = 0  # markets whose result is final
    skipped: int = 0  # final markets not fetched again
    invalid: int = 0  # payloads that failed validation (reported and dropped)
    errors: list[str] = field(default_factory=list)
    rule_changes: int = 0

    @property
    def last_error(self) -> str | None:
        """The last upstream failure of the cycle, naming its request and status."""
        return self.errors[-1] if self.errors else None


async def _fetch_all(
    limit: asyncio.Semaphore,
    fetch: Callable[[str], Awaitable[T]],
    keys: Iterable[str],
    report: CycleReport,
) -> tuple[dict[str, T], set[str]]:
    """`fetch(key)` for every key, at most `limit` at once: (answers by key, failed keys).

    A failure is recorded in the report (it names the request) instead of aborting the
    cycle: one bad market must not stop the others from being refreshed.
    """

    async def one(key: str) -> T | BaseException:
        async with limit:
            try:
                return await fetch(key)
            except (ResauditError, OSError) as exc:
                return exc

    keys = list(keys)
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


async def _fetch_venue_one(
    client: VenueOneClient,
    event_ids: list[str],
    skip: set[str],
    limit: asyncio.Semaphore,
    report: CycleReport,
) -> tuple[list[dict[str, Any]], dict[str, dict[str, Any] | None], set[str]]:
    """Events (markets final last cycle dropped) and books; returns also the failed ids."""
    found, failed_events = await _fetch_all(limit, client.get_event, event_ids, report)
    events: list[dict[str, Any]] = []
    for got in found.values():
        markets = [m for m in got.get("markets") or [] if str(m.get("id")) not in skip]
        report.skipped += len(got.get("markets") or []) - len(markets)
        events.append({**got, "markets": markets})
    tokens = [
        tok
        for e in events
        for m in e["markets"]
        if not m.get("closed")
        for tok in _safe_tokens(m.get("clobTokenIds"))
    ]
    books, failed_books = await _fetch_all(limit, client.get_book, tokens, report)
    if failed_books:
        # A market whose book could not be read is not refreshed: an empty book would look
        # like no liquidity, and a fresh fetched_at would hide that its data is old.
        for e in events:
            kept = [
                m
                for m in e["markets"]
                if not set(_safe_tokens(m.get("clobTokenIds"))) & failed_books
            ]
            report.failed += len(e["markets"]) - len(kept)
            e["markets"] = kept
    return events, books, failed_events


def _safe_tokens(raw: Any) -> list[str]:
    try:
        return decode_json_array(raw)
    except (ValueError, TypeError):
        return []


async def _fetch_venue_two(
    client: VenueTwoClient,
    event_tickers: list[str],
    skip: set[str],
    limit: asyncio.Semaphore,
    report: CycleReport,
) -> tuple[
    list[dict[str, Any]],
    dict[str, dict[str, Any]],
    dict[str, dict[str, Any]],
    dict[str, dict[str, Any] | None],
    set[str],
]:
    found, failed_events = await _fetch_all(limit, client.get_event, event_tickers, report)
    events: dict[str, dict[str, Any]] = {}
    markets: list[dict[str, Any]] = []
    for ticker, (event, event_markets) in found.items():
        events[ticker] = event
        kept = [m for m in event_markets if str(m.get("ticker")) not in skip]
        report.skipped += len(event_markets) - len(kept)
        markets.extend(kept)
    series_tickers = sorted({str(e.get("series_ticker")) for e in events.values()})
    series, _ = await _fetch_all(limit, client.get_series, series_tickers, report)
    open_tickers = [
        str(m["ticker"]) for m in markets if m.get("status") not in ("finalized", "determined")
    ]
    books, failed_books = await _fetch_all(limit, client.get_orderbook, open_tickers, report)
    report.failed += len(failed_books)
    markets = [m for m in markets if str(m.get("ticker")) not in failed_books]
    return markets, events, series, books, failed_events


async def run_cycle(
    settings: Settings,
    ruleset: Ruleset,
    previous: pl.DataFrame,
    *,
    cycle: int,
    venue_one: VenueOneClient,
    venue_two: VenueTwoClient,
    now: Callable[[], datetime] = lambda: datetime.now(UTC),
) -> tuple[pl.DataFrame, CycleReport]:
    """Fetch and normalize every covered market once; return the new latest frame."""
    report = CycleReport(cycle=cycle, started=now())
    limit = asyncio.Semaphore(settings.upstream_concurrency)
    final_before = previous.filter(pl.col("final"))
    skip = set(final_before["market_id"].to_list())

    v1_events = sorted({e["venue_one"]["event_id"] for e in ruleset.events})
    v2_events = sorted({e["venue_two"]["event_ticker"] for e in ruleset.events})
    (ev1, books1, failed1), (mk2, ev2, series2, books2, failed2) = await asyncio.gather(
        _fetch_venue_one(venue_one, v1_events, skip, limit, report),
        _fetch_venue_two(venue_two, v2_events, skip, limit, report),
    )
    fetched_at = now()
    n1 = normalize_venue_one(ev1, books1, fetched_at)
    n2 = normalize_venue_two(mk2, ev2, series2, books2, fetched_at)
    report.invalid = len(n1.skipped) + len(n2.skipped)
    report.errors.extend(f"invalid payload {s.venue} {s.market_id}: {s.reason}" for s in n1.skipped)
    report.errors.extend(f"invalid payload {s.venue} {s.market_id}: {s.reason}" for s in n2.skipped)
    fresh = pl.concat([n1.frame, n2.frame], how="vertical")
    report.ok = fresh.height

    # Carry forward rows we did not refresh: final markets, failed events, invalid payloads.
    carried = previous.join(
        fresh.select("venue", "market_id"), on=["venue", "market_id"], how="anti"
    )
    report.failed += report.invalid + sum(
        len(e["pairs"])
        for e in ruleset.events
        if e["venue_one"]["event_id"] in failed1 or e["venue_two"]["event_ticker"] in failed2
    )
    latest = pl.concat([fresh, carried], how="vertical").sort("venue", "market_id")
    report.terminal = latest.filter(pl.col("final")).height
    report.finished = now()
    return latest.select(SNAPSHOT_SCHEMA.names()), report


class Refresher:
    """Owns the refresh loop thread, the latest snapshot frame and the health counters."""

    def __init__(
        self,
        settings: Settings,
        ruleset: Ruleset,
        store: SnapshotStore,
        *,
        on_cycle: Callable[[pl.DataFrame, CycleReport], None] | None = None,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        self.settings = settings
        self.ruleset = ruleset
        self.store = store
        self.on_cycle = on_cycle
        self._clock = clock
        self._stop = threading.Event()
        self._thread: threading.Thread | None = None
        # The loop thread's task and event loop, so that stop() can cancel a cycle in flight.
        self._task: asyncio.Task[None] | None = None
        self._loop_ref: asyncio.AbstractEventLoop | None = None
        self._lock = threading.Lock()
        store.remove_partial_writes()
        self.latest: pl.DataFrame = store.load_latest()
        self.cycle_count = 0
        self.cycle_number = store.last_cycle()
        self.last_report: CycleReport | None = None
        self.last_error: str | None = None
        self.last_progress = clock()
        self.snapshot_ts: datetime | None = _snapshot_ts(self.latest)

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
        """Run one cycle, store it, update counters; never raises for upstream failures."""
        self.cycle_number += 1
        try:
            latest, report = await run_cycle(
                self.settings,
                self.ruleset,
                self.latest,
                cycle=self.cycle_number,
                venue_one=v1,
                venue_two=v2,
            )
            at = report.finished or datetime.now(UTC)
            if report.ok:
                for venue in ("venue_one", "venue_two"):
                    part = latest.filter(pl.col("venue") == venue)
                    if part.height:
                        self.store.write(part, venue=venue, cycle=self.cycle_number, at=at)
                report.rule_changes = self.store.record_rule_changes(
                    self.latest, latest, cycle=self.cycle_number, at=at
                ).height
                self.store.prune(at)
            if self.on_cycle is not None:
                self.on_cycle(latest, report)
        except (ResauditError, OSError) as exc:
            report = CycleReport(cycle=self.cycle_number, started=datetime.now(UTC))
            report.errors.append(str(exc))
            report.failed = max(1, self.latest.height)
            latest = self.latest
            logger.error("refresher cycle %d failed: %s", self.cycle_number, exc)
        with self._lock:
            self.latest = latest
            self.snapshot_ts = _snapshot_ts(latest)
            self.last_report = report
            if report.last_error:
                self.last_error = report.last_error
            self.cycle_count += 1
            self.last_progress = self._clock()
        logger.info(
            "cycle %d: %d fetched, %d failed, %d final (%d skipped), %d invalid, %d rule changes",
            report.cycle,
            report.ok,
            report.failed,
            report.terminal,
            report.skipped,
            report.invalid,
            report.rule_changes,
        )
        return report

    # -- reporting ---------------------------------------------------------------------
    def health(self) -> dict[str, Any]:
        """The `refresher` object of HealthResponse (spec §2 keys)."""
        with self._lock:
            r = self.last_report
            since = self._clock() - self.last_progress
            return {
                "thread_running": self.thread_running,
                "progressing": since <= self.settings.progress_window_s,
                "last_progress_seconds": int(since),
                "progress_window_seconds": int(self.settings.progress_window_s),
                "cached_snapshots": self.latest.height,
                "cycle_count": self.cycle_count,
                "last_cycle_utc": r.finished.isoformat() if r and r.finished else None,
                "last_cycle_ok": r.ok if r else 0,
                "last_cycle_failed": r.failed if r else 0,
                "last_error": self.last_error,
                "markets": self.latest.height,
                "interval_seconds": int(self.settings.refresh_interval_s),
                "last_cycle_terminal": r.terminal if r else 0,
                "last_cycle_skipped": r.skipped if r else 0,
            }


def _snapshot_ts(latest: pl.DataFrame) -> datetime | None:
    """Age of the data: the oldest fetch among markets still moving (final ones do not age)."""
    if latest.is_empty():
        return None
    moving = latest.filter(~pl.col("final"))
    value = (moving if moving.height else latest)["fetched_at"]
    ts = value.min() if moving.height else value.max()
    return ts if isinstance(ts, datetime) else None
