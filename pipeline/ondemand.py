"""On-demand legs: markets outside the cycle's snapshot, fetched from their venues at audit time.

The I/O edge of the audit path. It returns snapshot rows (SNAPSHOT_SCHEMA), normalized
exactly as a cycle normalizes them, and nothing else: reading them is the same
`read_legs` every covered leg went through, after the two kinds of legs have met.
"""

from __future__ import annotations

import asyncio
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Any

import polars as pl

from pipeline.errors import NotCovered, VenueTransportError
from pipeline.fetchplan import top_of_book
from pipeline.normalize import (
    SkippedPayload,
    empty_snapshot_frame,
    normalize_rows,
    venue_one_rows,
    venue_two_rows,
)
from pipeline.settings import Settings
from pipeline.venuecontext import VenueContext
from pipeline.venues.venue_one import VenueOneClient, market_tokens
from pipeline.venues.venue_two import VenueTwoClient

__all__ = ["fetch_markets", "fetch_within", "read_books_within"]


async def fetch_markets(
    wanted: list[tuple[str, str]],
    v1: VenueOneClient,
    v2: VenueTwoClient,
    *,
    context: VenueContext | None = None,
    depth: bool = True,
) -> pl.DataFrame:
    """Snapshot rows of `wanted` (venue, market_id), fetched from their venues now.

    The legs are fetched concurrently, and within a leg every request that does not need
    another's answer goes out beside it: a hedger waits for the slowest chain of requests,
    not for their sum. An event or series `context` holds (read by the cycle or an audit
    within its TTL) is not asked for again, and what is read is noted there; a row is
    stamped with the oldest read among its parts. `depth`: venue_two order books are read
    (a `notional_usd` audit, whose THIN_LIQUIDITY judges them); without it a venue_two
    leg carries its market's own top of book, as a cycle's market outside the book plan
    does (`fetchplan.top_of_book`). The legs' rows are normalized together, once every
    leg is in, off the event loop: one frame and one validation for the audit, not one
    per leg (each Polars step costs about as much for one row as for two).

    Raises:
        VenueNotFound: the venue does not know the market (404 to the caller).
        NotCovered: the venue's payload for the market could not be read (404).
        VenueError: the venue is unreachable (502 to the caller).
    """
    now = datetime.now(UTC)
    kept = context or VenueContext(ttl_s=0.0)
    legs = await asyncio.gather(
        *(
            _fetch_one(mid, v1, kept, now)
            if venue == "venue_one"
            else _fetch_two(mid, v2, kept, now, depth)
            for venue, mid in wanted
        )
    )
    if not legs:
        return empty_snapshot_frame()
    return await asyncio.to_thread(_normalized, legs)


@dataclass(frozen=True)
class _Leg:
    """One leg's parsed rows (as `normalize.venue_*_rows` gives them) and their read time."""

    venue: str
    market_id: str
    rows: list[dict[str, Any]]
    skipped: list[SkippedPayload]
    at: datetime


def _normalized(legs: list[_Leg]) -> pl.DataFrame:
    """The legs' rows as one validated snapshot frame, in the legs' order.

    Raises:
        NotCovered: a leg has no row left (its payload did not parse or validate).
    """
    parsed = [s for leg in legs for s in leg.skipped]
    norm = normalize_rows([(leg.rows, leg.at) for leg in legs], parsed, "on-demand legs")
    invalid = norm.skipped[len(parsed) :]  # after the payloads that did not parse
    read = set(zip(norm.frame["venue"], norm.frame["market_id"], strict=True))
    for leg in legs:
        own = {(leg.venue, str(r["market_id"])) for r in leg.rows}
        if not own & read:
            why = [s.reason for s in leg.skipped]
            why += [s.reason for s in invalid if (s.venue, s.market_id) in own]
            reasons = "; ".join(why) or "no usable payload"
            raise NotCovered(f"{leg.venue} market {leg.market_id} could not be read: {reasons}")
    return norm.frame


async def _fetch_one(
    market_id: str, v1: VenueOneClient, context: VenueContext, now: datetime
) -> _Leg:
    """A venue_one leg: the market, its event (unless kept) and both tokens' books in one
    batch call; with the event kept, the books go out beside the market."""
    known = context.v1_event_of(market_id, now)
    guess = _decoded(known[0]["tokens"].get(market_id)) if known else []
    if guess:
        market, books = await asyncio.gather(v1.get_market(market_id), v1.get_books(guess))
    else:
        market, books = await v1.get_market(market_id), {}
    events = market.get("events") or []
    event_id = events[0].get("id") if events and isinstance(events[0], dict) else None
    if event_id is None:
        raise NotCovered(f"venue_one market {market_id} has no event to read")
    tokens = [t for t in market_tokens(market) if t not in books]
    event = known if known and str(known[0].get("id")) == str(event_id) else None
    event = event or context.v1_event(str(event_id), now)
    if event is None:
        full, more = await asyncio.gather(v1.get_event(str(event_id)), v1.get_books(tokens))
        context.note_v1_event(full, datetime.now(UTC))
        event = (full, now)
    else:
        more = await v1.get_books(tokens) if tokens else {}
    books = {**books, **more}
    whole = {k: v for k, v in event[0].items() if k not in ("markets", "tokens")}
    rows, skipped = venue_one_rows([{**whole, "markets": [market]}], books)
    return _Leg("venue_one", market_id, rows, skipped, min(now, event[1]))


async def _fetch_two(
    market_id: str, v2: VenueTwoClient, context: VenueContext, now: datetime, depth: bool
) -> _Leg:
    """A venue_two leg: the market (and its order book beside it, with `depth`), then its
    event and series unless kept."""

    async def no_book() -> dict[str, Any] | None:
        return None

    market, book = await asyncio.gather(
        v2.get_market(market_id), v2.get_orderbook(market_id) if depth else no_book()
    )
    event_ticker = str(market.get("event_ticker"))
    event = context.v2_event(event_ticker, now)
    if event is None:
        got, _ = await v2.get_event(event_ticker)
        context.note_v2_events([got], datetime.now(UTC))
        event = (got, now)
    series_ticker = str(event[0].get("series_ticker"))
    series = context.v2_series(series_ticker, now)
    if series is None:
        got_series = await v2.get_series(series_ticker)
        context.note_v2_series(got_series, datetime.now(UTC))
        series = (got_series, now)
    rows, skipped = venue_two_rows(
        [market],
        {str(event[0]["event_ticker"]): event[0]},
        {str(series[0]["ticker"]): series[0]},
        {market_id: book if depth else top_of_book(market)},
    )
    return _Leg("venue_two", market_id, rows, skipped, min(now, event[1], series[1]))


def _decoded(raw: Any) -> list[str]:
    """A kept market's token ids ([] when they do not decode)."""
    return market_tokens({"clobTokenIds": raw})


async def fetch_within(
    wanted: list[tuple[str, str]],
    v1: VenueOneClient,
    v2: VenueTwoClient,
    settings: Settings,
    *,
    context: VenueContext | None = None,
    depth: bool = True,
) -> pl.DataFrame:
    """`fetch_markets`, or a VenueTransportError once `audit_fetch_timeout_s` has passed.

    Each venue request has its own timeout, but retries (and a venue dripping bytes just
    fast enough) could otherwise keep a hedger waiting for minutes.
    """
    deadline_s = settings.audit_fetch_timeout_s
    try:
        async with asyncio.timeout(deadline_s):
            return await fetch_markets(wanted, v1, v2, context=context, depth=depth)
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
