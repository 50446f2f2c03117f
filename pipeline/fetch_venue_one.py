"""venue_one's part of a cycle's fetch: its covered events, their books, and their rows.

Covered events come from Gamma's listing pages (ids batched, open and closed), then every
open token's full book through the CLOB's batch `POST /books`. The rows of markets new
since the last snapshot are handed to the read-ahead as soon as the listings are in
(parsed without books, which only price them), the others once the books are in and every
row is normalized (`venue_one_rows`).
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from datetime import datetime
from typing import Any

import polars as pl

from pipeline.fetchrun import IDS_PER_LISTING, FetchTally, chunks, gather_chunks
from pipeline.normalize import Normalized, normalize_venue_one, parse_venue_one
from pipeline.venues.venue_one import VenueOneClient, market_tokens

__all__ = ["fetch_venue_one", "venue_one_rows"]

# Tokens per CLOB `POST /books` call.
TOKENS_PER_BOOKS_CALL = 100


async def fetch_venue_one(
    client: VenueOneClient,
    event_ids: list[str],
    skip: set[str],
    limit: asyncio.Semaphore,
    report: FetchTally,
    listed: Callable[[list[dict[str, Any]]], object] | None = None,
) -> tuple[list[dict[str, Any]], dict[str, dict[str, Any] | None], set[str]]:
    """Covered events from listing pages (ids batched), then every open token's full book
    through the batch `/books`; returns also the ids of events not read. `listed`, when
    given, is called with the events read (their markets, without books) before the
    books are asked for."""

    async def listing(chunk: list[str]) -> list[dict[str, Any]]:
        return await client.get_events(chunk)

    answers, failed_events = await gather_chunks(
        limit, listing, chunks(event_ids, IDS_PER_LISTING), report
    )
    events: list[dict[str, Any]] = []
    for chunk_list, got in answers:
        chunk = set(chunk_list)
        missing = chunk - {str(e.get("id")) for e in got}
        if missing:  # an event the listing lacks is not refreshed (its rows are kept)
            failed_events |= missing
            report.errors.append(f"venue_one listing lacks event(s) {', '.join(sorted(missing))}")
        for e in got:
            if str(e.get("id")) not in chunk:
                continue
            markets = [m for m in e.get("markets") or [] if str(m.get("id")) not in skip]
            report.skipped += len(e.get("markets") or []) - len(markets)
            report.progress.markets_fetched += len(e.get("markets") or [])
            events.append({**e, "markets": markets})
    if listed is not None:
        listed(events)
    tokens = [
        tok for e in events for m in e["markets"] if not m.get("closed") for tok in market_tokens(m)
    ]
    answered_books, failed_books = await gather_chunks(
        limit, client.get_books, chunks(tokens, TOKENS_PER_BOOKS_CALL), report
    )
    books: dict[str, dict[str, Any] | None] = {}
    for _, book_map in answered_books:
        books.update(book_map)
    if failed_books:
        # A market whose book could not be read is not refreshed: an empty book would look
        # like no liquidity, and a fresh fetched_at would hide that its data is old.
        for e in events:
            kept = [m for m in e["markets"] if not set(market_tokens(m)) & failed_books]
            report.failed += len(e["markets"]) - len(kept)
            e["markets"] = kept
    return events, books, failed_events


async def venue_one_rows(
    client: VenueOneClient,
    event_ids: list[str],
    previous: pl.DataFrame,
    skip: set[str],
    limit: asyncio.Semaphore,
    report: FetchTally,
    now: Callable[[], datetime],
    read_ahead: Callable[[pl.DataFrame], object] | None,
) -> tuple[Normalized, set[str]]:
    """venue_one's covered events fetched (`fetch_venue_one`) and normalized: its rows and
    the ids of events not read. `read_ahead`, when given, gets the rows of markets new
    since `previous` as soon as the listings are in, and the other rows once normalized."""
    ahead: list[asyncio.Future[object]] = []
    # Markets of the last snapshot, whose texts were read then (all but a rule change).
    seen = set(
        previous.get_column("market_id")
        .filter(previous.get_column("venue") == "venue_one")
        .to_list()
    )
    handed: list[str] = []  # markets whose rows went to `read_ahead` before the books

    def listed(events: list[dict[str, Any]]) -> None:
        # The rule texts come with the event listings; the books, about three times as
        # many requests, only price the rows. So new markets' texts are read ahead from
        # rows parsed without books while the books are fetched: read from the final
        # rows, they were queued behind venue_two's pages and read after its last one
        # (B3: ~3 s of listings and books, then ~0.5 s of reading at the cycle's end).
        # Markets seen before go with the final rows, as before: parsing them twice
        # would only add work to a cycle that has (almost) nothing to read.
        if read_ahead is None:
            return
        new = [
            {**e, "markets": [m for m in e["markets"] if str(m.get("id")) not in seen]}
            for e in events
        ]
        handed.extend(str(m.get("id")) for e in new for m in e["markets"])
        if handed:
            ahead.append(
                asyncio.ensure_future(
                    asyncio.to_thread(lambda: read_ahead(parse_venue_one(new, {}).frame))
                )
            )

    try:
        events, books, failed = await fetch_venue_one(
            client, event_ids, skip, limit, report, listed
        )
        at = now()

        def rows() -> Normalized:
            got = normalize_venue_one(events, books, at)
            if read_ahead is not None:
                before = pl.Series(handed, dtype=pl.String)
                rest = got.frame.filter(~pl.col("market_id").is_in(before))
                if rest.height:
                    read_ahead(rest)
            return got

        # venue_one's requests (a faster budget) are done first: its rows are normalized
        # in a worker thread while venue_two's still wait for their budget, instead of
        # after them (seconds of a cold cycle at a season's coverage).
        normalized = await asyncio.to_thread(rows)
        for task in ahead:
            await task
    finally:
        for task in ahead:
            task.cancel()
    return normalized, failed
