"""venue_two's listing pages parsed while the cycle's other venue_two requests still wait.

A cold cycle at a season's coverage reads venue_two's 12,000 markets in some 120 listing
pages, at the venue's request budget (18 a second): the fetch takes seconds, and parsing
the pages after the last one arrived, then resolving their teams, took about 2 s more
(N=4,061 matches). A page's markets need their events (the series listings) and their
series (sources and fees), which the cycle asks for before any page (and the pages wait
for them, within a bound); once those are in, each page (any that came before at once)
is parsed, and its teams read ahead, in a worker thread, one page after another. The
cycle then finishes the rest (`EarlyParse.finish`): the markets whose event or series
came late, and those read with a book the plan chose at the end.

Rows parsed early are the rows `normalize_venue_two` gives for the same payloads with the
listing's top of book: the book plan runs after the last page, and a market it gives
another book (read this cycle, or carried from an earlier one) is parsed again with it.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable, Mapping, Sequence
from datetime import datetime
from typing import Any

import polars as pl

from pipeline.fetchplan import top_of_book
from pipeline.normalize import Normalized, ParsedRows, finish_venue_two, parse_venue_two

__all__ = ["EarlyParse"]

Payload = Mapping[str, Any]


class EarlyParse:
    """Parses venue_two's market pages as they arrive, once their events and series are in."""

    def __init__(
        self,
        event_tickers: set[str],
        read_ahead: Callable[[pl.DataFrame], object] | None = None,
    ) -> None:
        """`event_tickers`: the ruleset's events (a market of another event is dropped by
        the cycle, so it is never parsed early); `read_ahead` is called with each part."""
        self._event_tickers = event_tickers
        self._read_ahead = read_ahead
        self._events: dict[str, Payload] = {}
        self._series: dict[str, Payload] = {}
        self._ready = asyncio.Event()
        self._waiting: list[Sequence[Payload]] = []
        self._tail: asyncio.Future[None] | None = None
        self._parts: list[ParsedRows] = []
        self._tickers: set[str] = set()  # markets parsed early (failed ones included)

    def context(
        self, listed: Mapping[str, Sequence[Payload]], series: Mapping[str, Payload]
    ) -> None:
        """The series listings and series read so far (the first requests of the fetch):
        pages that arrived before them are parsed now, later ones as they arrive."""
        # As the cycle keys them: the last listing to name an event wins.
        self._events = {str(e.get("event_ticker")): e for got in listed.values() for e in got}
        self._series = dict(series)
        self._ready.set()
        self._drain()

    async def known(self) -> None:
        """Until the series listings and series are in (`context`)."""
        await self._ready.wait()

    def page(self, markets: Sequence[Payload]) -> None:
        """A listing page has arrived (called on the event loop)."""
        self._waiting.append(markets)
        if self._ready.is_set():
            self._drain()

    def _drain(self) -> None:
        pages, self._waiting = self._waiting, []
        if pages:
            self._tail = asyncio.ensure_future(self._parse(self._tail, pages))

    def _known(self, m: Payload) -> bool:
        event = self._events.get(str(m.get("event_ticker")))
        if event is None or str(m.get("event_ticker")) not in self._event_tickers:
            return False
        series = event.get("series_ticker")
        return isinstance(series, str) and series in self._series

    async def _parse(
        self, before: asyncio.Future[None] | None, pages: list[Sequence[Payload]]
    ) -> None:
        if before is not None:  # one page after another: a thread of its own at a time
            await before
        markets = [m for page in pages for m in page if self._known(m)]
        if markets:
            await asyncio.to_thread(self._parse_now, markets)

    def _parse_now(self, markets: list[Payload]) -> None:
        books = {str(m.get("ticker")): top_of_book(m) for m in markets}
        part = parse_venue_two(markets, self._events, self._series, books)
        if self._read_ahead is not None and part.frame.height:
            self._read_ahead(part.frame)
        self._parts.append(part)
        self._tickers.update(str(m.get("ticker")) for m in markets)

    async def wait(self) -> None:
        """Until every page handed in so far is parsed."""
        while self._tail is not None and not self._tail.done():
            await self._tail

    def finish(
        self,
        markets: Sequence[Payload],
        events: Mapping[str, Payload],
        series: Mapping[str, Payload],
        books: Mapping[str, Payload | None],
        fetched_at: datetime,
        *,
        again: set[str],
    ) -> Normalized:
        """`normalize_venue_two(markets, events, series, books, fetched_at)`: the rows
        parsed early for `markets` and the rest parsed now, `again` (markets whose book is
        not their listing's top of book) among them."""
        # Every market parsed early is among `markets` (its event and series were read).
        early = self._parts
        if again:
            redo = pl.Series(sorted(again), dtype=pl.String)
            early = [
                ParsedRows(
                    p.frame.filter(~pl.col("market_id").is_in(redo)),
                    [s for s in p.skipped if s.market_id not in again],
                )
                for p in self._parts
            ]
        rest = [
            m
            for m in markets
            if str(m.get("ticker")) in again or str(m.get("ticker")) not in self._tickers
        ]
        late = parse_venue_two(rest, events, series, books)
        return finish_venue_two([*early, late], fetched_at)
