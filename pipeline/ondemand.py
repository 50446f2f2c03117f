"""On-demand legs: markets outside the cycle's snapshot, fetched from their venues at audit time.

The I/O edge of the audit path. It returns snapshot rows (SNAPSHOT_SCHEMA), normalized
exactly as a cycle normalizes them, and nothing else: reading them is the same
`read_legs` every covered leg went through, after the two kinds of legs have met.
"""

from __future__ import annotations

import asyncio
from datetime import UTC, datetime
from typing import Any

import polars as pl

from pipeline.errors import NotCovered, VenueTransportError
from pipeline.normalize import normalize_venue_one, normalize_venue_two
from pipeline.schemas import SNAPSHOT_SCHEMA
from pipeline.settings import Settings
from pipeline.venues.venue_one import VenueOneClient, market_tokens
from pipeline.venues.venue_two import VenueTwoClient

__all__ = ["fetch_markets", "fetch_within", "read_books_within"]


async def fetch_markets(
    wanted: list[tuple[str, str]], v1: VenueOneClient, v2: VenueTwoClient
) -> pl.DataFrame:
    """Snapshot rows of `wanted` (venue, market_id), fetched from their venues now.

    The legs are fetched concurrently, and within a leg every request that does not need
    another's answer goes out beside it: a hedger waits for the slowest chain of requests,
    not for their sum. Normalizing runs off the event loop.

    Raises:
        VenueNotFound: the venue does not know the market (404 to the caller).
        NotCovered: the venue's payload for the market could not be read (404).
        VenueError: the venue is unreachable (502 to the caller).
    """
    now = datetime.now(UTC)
    frames = await asyncio.gather(*(_fetch_leg(venue, mid, v1, v2, now) for venue, mid in wanted))
    return pl.concat([SNAPSHOT_SCHEMA.to_frame(eager=True), *frames], how="vertical")


async def _fetch_leg(
    venue: str, market_id: str, v1: VenueOneClient, v2: VenueTwoClient, now: datetime
) -> pl.DataFrame:
    if venue == "venue_one":
        market = await v1.get_market(market_id)
        events = market.get("events") or []
        event_id = events[0].get("id") if events and isinstance(events[0], dict) else None
        if event_id is None:
            raise NotCovered(f"venue_one market {market_id} has no event to read")
        tokens = market_tokens(market)
        event, books = await asyncio.gather(v1.get_event(str(event_id)), _books(v1, tokens))
        markets = [m for m in event.get("markets") or [] if str(m.get("id")) == market_id]
        # The event's copy of the market is the one normalized: a token it names that the
        # market's own payload did not is read now rather than left without a book.
        more = [t for m in markets for t in market_tokens(m) if t not in books]
        books |= await _books(v1, more)
        norm = await asyncio.to_thread(
            normalize_venue_one, [{**event, "markets": markets}], books, now
        )
    else:
        market = await v2.get_market(market_id)

        async def event_and_series() -> tuple[dict[str, Any], dict[str, Any]]:
            event, _ = await v2.get_event(str(market.get("event_ticker")))
            return event, await v2.get_series(str(event.get("series_ticker")))

        (event, series), book = await asyncio.gather(
            event_and_series(), v2.get_orderbook(market_id)
        )
        norm = await asyncio.to_thread(
            normalize_venue_two,
            [market],
            {str(event["event_ticker"]): event},
            {str(series["ticker"]): series},
            {market_id: book},
            now,
        )
    if norm.frame.is_empty():
        reasons = "; ".join(s.reason for s in norm.skipped) or "no usable payload"
        raise NotCovered(f"{venue} market {market_id} could not be read: {reasons}")
    return norm.frame


async def _books(v1: VenueOneClient, tokens: list[str]) -> dict[str, Any]:
    """Each token's CLOB book, read concurrently."""
    found = await asyncio.gather(*(v1.get_book(t) for t in tokens))
    return dict(zip(tokens, found, strict=True))


async def fetch_within(
    wanted: list[tuple[str, str]],
    v1: VenueOneClient,
    v2: VenueTwoClient,
    settings: Settings,
) -> pl.DataFrame:
    """`fetch_markets`, or a VenueTransportError once `audit_fetch_timeout_s` has passed.

    Each venue request has its own timeout, but retries (and a venue dripping bytes just
    fast enough) could otherwise keep a hedger waiting for minutes.
    """
    deadline_s = settings.audit_fetch_timeout_s
    try:
        async with asyncio.timeout(deadline_s):
            return await fetch_markets(wanted, v1, v2)
    except TimeoutError:
        venues = sorted({venue for venue, _ in wanted})
        bases = {"venue_one": settings.venue_one_url, "venue_two": settings.venue_two_url}
        raise VenueTransportError(
            " and ".join(venues),
            "GET",
            " ".join(bases[v] for v in venues),
            cause=f"no answer within the audit's {deadline_s:g} s upstream deadline",
        ) from None


async def read_books_within(
    tickers: list[str], v2: VenueTwoClient, settings: Settings
) -> dict[str, dict[str, Any] | None]:
    """venue_two order books of `tickers`, read concurrently: a notional audit of covered
    legs whose depth is older than its TTL needs these and nothing else of the markets.

    Raises:
        VenueError: a book could not be read (a VenueTransportError once
            `audit_fetch_timeout_s` has passed).
    """
    deadline_s = settings.audit_fetch_timeout_s
    try:
        async with asyncio.timeout(deadline_s):
            found = await asyncio.gather(*(v2.get_orderbook(t) for t in tickers))
    except TimeoutError:
        raise VenueTransportError(
            "venue_two",
            "GET",
            settings.venue_two_url,
            cause=f"no answer within the audit's {deadline_s:g} s upstream deadline",
        ) from None
    return dict(zip(tickers, found, strict=True))
