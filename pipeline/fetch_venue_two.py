"""venue_two's part of a cycle's fetch: its covered markets, their events and series, and the
books the plan chooses.

Covered markets come from listing pages (rules, status and top of book, tickers batched),
their events from each series' `/events` listing (an event missing there is read on its
own) and each series once. The series the ruleset names go first and the pages wait for
them, so each page is parsed as it arrives (`pipeline.earlyparse`). venue_two has no batch
book endpoint: only the books `pipeline.fetchplan` chooses are read.
"""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import Callable
from datetime import datetime
from typing import Any

from pipeline.earlyparse import EarlyParse
from pipeline.fetchplan import BookChoice
from pipeline.fetchrun import IDS_PER_LISTING, FetchTally, chunks, fetch_all
from pipeline.rulesets import Ruleset
from pipeline.venuecontext import VenueContext
from pipeline.venues.venue_two import VenueTwoClient

__all__ = ["CONTEXT_WAIT_S", "fetch_venue_two", "series_of"]

# Seconds venue_two's market pages wait for the series listings and series to be in.
CONTEXT_WAIT_S = 5.0


def series_of(event_ticker: str) -> str:
    """A Kalshi event ticker's series (`KXEPLGAME-26OCT03ARSWHU` -> `KXEPLGAME`)."""
    return event_ticker.split("-", 1)[0]


async def fetch_venue_two(
    client: VenueTwoClient,
    ruleset: Ruleset,
    skip: set[str],
    limit: asyncio.Semaphore,
    report: FetchTally,
    books_plan: Callable[[list[dict[str, Any]], int], BookChoice],
    early: EarlyParse,
    context: VenueContext,
    now: Callable[[], datetime],
) -> tuple[
    list[dict[str, Any]],
    dict[str, dict[str, Any]],
    dict[str, dict[str, Any]],
    BookChoice,
    set[str],
]:
    """Covered markets from listing pages (rules, status and top of book, tickers batched),
    their events from each series' listing, each series once, and the order books the
    plan chooses (`books_plan(open markets, requests used so far)`). Each page is handed
    to `early` as it arrives; every event listed and series read is noted in `context`
    (an on-demand leg of another market of the series then asks for neither)."""
    wanted = sorted({p["venue_two_market_id"] for e in ruleset.events for p in e["pairs"]} - skip)
    event_tickers = sorted({e["venue_two"]["event_ticker"] for e in ruleset.events})
    skipped = sum(1 for e in ruleset.events for p in e["pairs"] if p["venue_two_market_id"] in skip)
    report.skipped += skipped

    async def series_events(series: str) -> list[dict[str, Any]]:
        got = [e async for e in client.iter_events(series_ticker=series)]
        context.note_v2_events(got, now())
        return got

    async def read_series(ticker: str) -> dict[str, Any]:
        got = await client.get_series(ticker)
        context.note_v2_series(got, now())
        return got

    wanted_set = set(wanted)
    expected = sorted(
        {
            series_of(e["venue_two"]["event_ticker"])
            for e in ruleset.events
            if any(p["venue_two_market_id"] in wanted_set for p in e["pairs"])
        }
    )
    pages = chunks(wanted, IDS_PER_LISTING)
    listed: dict[str, list[dict[str, Any]]] = {}
    series: dict[str, dict[str, Any]] = {}
    first = {f"events {s}" for s in expected} | {f"series {s}" for s in expected}

    async def request(key: str) -> Any:
        # One queue for every request, in order: the series listings and the series
        # themselves (an event's series is its ticker's) go first, and the pages wait for
        # them (up to CONTEXT_WAIT_S), so each page is parsed as it arrives
        # (`pipeline.earlyparse`) instead of after the last one. A listing is paged one
        # request after another: pages sent beside it took the budget's slots first, the
        # events were known 6 s into a 9 s fetch, and parsing the pages queued by then
        # made the fetch longer on a loaded machine (N=4,061: 11.1-11.4 s against
        # 8.7 s). The bound keeps a long listing (a series' whole history) from holding
        # every page back.
        kind, _, arg = key.partition(" ")
        if kind == "page":
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(early.known(), CONTEXT_WAIT_S)
            got: Any = [m async for m in client.iter_markets(tickers=pages[int(arg)])]
            early.page([m for m in got if str(m.get("ticker")) in wanted_set])
            return got
        try:
            if kind == "events":
                got = listed[arg] = await series_events(arg)
            else:
                got = series[arg] = await read_series(arg)
            return got
        finally:
            first.discard(key)
            if not first:
                early.context(listed, series)

    found, failed = await fetch_all(
        limit,
        request,
        [
            *(f"events {s}" for s in expected),
            *(f"series {s}" for s in expected),
            *(f"page {i}" for i in range(len(pages))),
        ],
        report,
    )
    if not expected:
        early.context(listed, series)
    failed_series = {k.partition(" ")[2] for k in failed if k.startswith("series ")}
    markets = [
        m
        for key, got in found.items()
        if key.startswith("page ")
        for m in got
        if str(m.get("ticker")) in wanted_set
    ]
    report.progress.markets_fetched += len(markets) + skipped
    needed_set = {str(m.get("event_ticker")) for m in markets} & set(event_tickers)
    needed = sorted(needed_set)
    # A series the markets lead to that the ruleset did not name is listed now.
    late = sorted({series_of(t) for t in needed} - set(expected))
    if late:
        more, _ = await fetch_all(limit, series_events, late, report)
        listed.update(more)
    events = {
        str(e.get("event_ticker")): e
        for got in listed.values()
        for e in got
        if str(e.get("event_ticker")) in needed_set
    }
    # An event its series' listing lacks (or a listing that failed) is read on its own.
    alone, failed_events = await fetch_all(
        limit, client.get_event, [t for t in needed if t not in events], report
    )
    events.update({t: ev for t, (ev, _) in alone.items()})
    context.note_v2_events([ev for ev, _ in alone.values()], now())
    series_tickers = sorted({str(e.get("series_ticker")) for e in events.values()})
    # Each series once: those of events the listings did not lead to are read now.
    more_series, failed_late = await fetch_all(
        limit, read_series, [t for t in series_tickers if t not in expected], report
    )
    series.update(more_series)
    failed_series = (failed_series & set(series_tickers)) | failed_late
    # A market whose series could not be read is not refreshed this cycle (a failed fetch,
    # named by its request), never normalized without the sources its series gives.
    markets = [
        m
        for m in markets
        if (event := events.get(str(m.get("event_ticker")))) is not None
        and str(event.get("series_ticker")) not in failed_series
    ]
    # Markets not refreshed: in a failed listing, or whose event or series could not be read.
    report.failed += len(wanted_set - {str(m.get("ticker")) for m in markets})
    open_markets = [m for m in markets if m.get("status") not in ("finalized", "determined")]
    choice = books_plan(open_markets, report.progress.requests_done)
    fetched, failed_books = await fetch_all(limit, client.get_orderbook, choice.fetch, report)
    choice.fresh.update(fetched)
    for ticker in failed_books:
        choice.fetch.remove(ticker)
        choice.failed.append(ticker)
    await early.wait()
    return markets, events, series, choice, failed_events
