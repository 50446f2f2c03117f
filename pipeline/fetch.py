"""The fetch stage of a cycle: every covered market and its book, normalized into one frame.

A cycle fetches, per venue, the covered events (venue_one `/events/{id}`, venue_two
`/events/{ticker}` plus each series once) and the books of markets still trading.
A market whose result was already final in the previous cycle is not fetched again:
its row is carried forward (`skipped`). Failed fetches keep the previous row too, but do
not refresh its `fetched_at`, so data age stays honest.
"""

from __future__ import annotations

import asyncio
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
from pipeline.venues.venue_one import VenueOneClient, market_tokens
from pipeline.venues.venue_two import VenueTwoClient

__all__ = ["CycleProgress", "FetchTally", "fetch_snapshot"]

T = TypeVar("T")


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


async def _fetch_all(
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


async def _fetch_venue_one(
    client: VenueOneClient,
    event_ids: list[str],
    skip: set[str],
    limit: asyncio.Semaphore,
    report: FetchTally,
) -> tuple[list[dict[str, Any]], dict[str, dict[str, Any] | None], set[str]]:
    """Events (markets final last cycle dropped) and books; returns also the failed ids."""
    found, failed_events = await _fetch_all(limit, client.get_event, event_ids, report)
    events: list[dict[str, Any]] = []
    report.progress.markets_fetched += sum(len(e.get("markets") or []) for e in found.values())
    for got in found.values():
        markets = [m for m in got.get("markets") or [] if str(m.get("id")) not in skip]
        report.skipped += len(got.get("markets") or []) - len(markets)
        events.append({**got, "markets": markets})
    tokens = [
        tok for e in events for m in e["markets"] if not m.get("closed") for tok in market_tokens(m)
    ]
    books, failed_books = await _fetch_all(limit, client.get_book, tokens, report)
    if failed_books:
        # A market whose book could not be read is not refreshed: an empty book would look
        # like no liquidity, and a fresh fetched_at would hide that its data is old.
        for e in events:
            kept = [m for m in e["markets"] if not set(market_tokens(m)) & failed_books]
            report.failed += len(e["markets"]) - len(kept)
            e["markets"] = kept
    return events, books, failed_events


async def _fetch_venue_two(
    client: VenueTwoClient,
    event_tickers: list[str],
    skip: set[str],
    limit: asyncio.Semaphore,
    report: FetchTally,
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
    report.progress.markets_fetched += sum(len(m) for _, m in found.values())
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


async def fetch_snapshot(
    settings: Settings,
    ruleset: Ruleset,
    previous: pl.DataFrame,
    *,
    venue_one: VenueOneClient,
    venue_two: VenueTwoClient,
    now: Callable[[], datetime] = lambda: datetime.now(UTC),
    progress: CycleProgress | None = None,
) -> tuple[pl.DataFrame, FetchTally]:
    """Fetch and normalize every covered market once; return the new latest frame.

    `previous` is the last latest frame (SNAPSHOT_SCHEMA): rows not refreshed this time
    (final markets, failed fetches, invalid payloads) are carried forward from it.
    `progress`, when given, is kept up to date while the fetch runs (for health).
    """
    report = FetchTally(progress=progress or CycleProgress())
    report.progress.phase = "fetching"
    report.progress.markets_total = 2 * ruleset.pair_count
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
    return latest.select(SNAPSHOT_SCHEMA.names()), report
