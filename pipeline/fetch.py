"""The fetch stage of a cycle: every covered market and its book, normalized into one frame.

A cycle reads rule texts, status and top of book from listing pages, many markets per
request: venue_one's covered events by batched ids (Gamma `/events`, both open and closed),
venue_two's covered markets by batched tickers (`/markets?tickers=`), their events from
each series' `/events` listing and each series once. Full books: every open venue_one
token through the CLOB's batch `POST /books`; on venue_two, which has no batch endpoint,
only the books the plan chooses (`pipeline.fetchplan`). A market whose result was already
final in the previous cycle is not fetched again: its row is carried forward (`skipped`).
Failed fetches keep the previous row too, but do not refresh its `fetched_at`, so data
age stays honest. Each venue's requests are in a module of their own
(`pipeline.fetch_venue_one`, `pipeline.fetch_venue_two`); this one runs both at once,
spends venue_two's books budget and joins their rows with the rows carried forward.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable, Mapping
from datetime import UTC, datetime
from typing import Any

import polars as pl

from pipeline.earlyparse import EarlyParse
from pipeline.fetch_venue_one import venue_one_rows
from pipeline.fetch_venue_two import fetch_venue_two
from pipeline.fetchplan import BookChoice, plan_books, top_of_book
from pipeline.fetchrun import CycleProgress, FetchTally
from pipeline.rulesets import Ruleset
from pipeline.schemas import SNAPSHOT_SCHEMA
from pipeline.settings import Settings
from pipeline.venuecontext import VenueContext
from pipeline.venues.venue_one import VenueOneClient
from pipeline.venues.venue_two import VenueTwoClient

__all__ = ["fetch_snapshot"]


async def fetch_snapshot(
    settings: Settings,
    ruleset: Ruleset,
    previous: pl.DataFrame,
    *,
    venue_one: VenueOneClient,
    venue_two: VenueTwoClient,
    now: Callable[[], datetime] = lambda: datetime.now(UTC),
    progress: CycleProgress | None = None,
    books: Mapping[str, tuple[dict[str, Any] | None, datetime]] | None = None,
    interest: set[str] | None = None,
    read_ahead: Callable[[pl.DataFrame], object] | None = None,
    context: VenueContext | None = None,
) -> tuple[pl.DataFrame, FetchTally, BookChoice]:
    """Fetch and normalize every covered market once; return the new latest frame.

    `previous` is the last latest frame (SNAPSHOT_SCHEMA): rows not refreshed this time
    (final markets, failed fetches, invalid payloads) are carried forward from it.
    `books` are the venue_two books read in earlier cycles (ticker -> payload, when) and
    `interest` the venue_two markets audited lately with a notional: the book plan
    (`pipeline.fetchplan`) reads from them what depth matters now. `progress`, when
    given, is kept up to date while the fetch runs (for health). `read_ahead`, when given,
    is called with the rows of venue_one's markets new since `previous` as soon as its
    event listings are in (parsed without books, which change only their prices), while
    its books and venue_two's requests are still under way, with its other rows once
    they are normalized, and with each venue_two listing page's rows as it is
    parsed (`pipeline.earlyparse`) (the cycle resolves their identities then).
    `context`, when given, keeps the venue_two events listed and series read, for
    on-demand legs (`pipeline.venuecontext`).
    """
    report = FetchTally(progress=progress or CycleProgress())
    report.progress.enter("fetching")
    report.progress.markets_total = 2 * ruleset.pair_count
    # Each venue has its own concurrency: requests waiting for one venue's budget must not
    # hold the slots the other venue's requests need.
    limit_one = asyncio.Semaphore(settings.upstream_concurrency)
    limit_two = asyncio.Semaphore(settings.upstream_concurrency)
    # Over the one column: filtering the frame copied every final row's rule texts (about
    # 18 MiB at a season's coverage), kept for the whole fetch beside its payloads.
    skip = set(previous.get_column("market_id").filter(previous.get_column("final")).to_list())
    kickoff_of = {
        p["venue_two_market_id"]: _kickoff(e.get("kickoff_utc"))
        for e in ruleset.events
        for p in e["pairs"]
    }
    requests_before = venue_two.http.budget.used

    def books_plan(open_markets: list[dict[str, Any]], _: int) -> BookChoice:
        # What the cycle may still spend on venue_two: its share of one interval's budget,
        # less what the listings took.
        spent = venue_two.http.budget.used - requests_before
        allowance = (
            int(
                settings.venue_two_budget_per_s
                * settings.refresh_interval_s
                * settings.cycle_budget_share
            )
            - spent
        )
        tickers = [str(m.get("ticker")) for m in open_markets]
        return plan_books(
            {t: kickoff_of.get(t) for t in tickers},
            books or {},
            interest or set(),
            now=now(),
            horizon_s=settings.book_horizon_s,
            ttl_s=settings.book_ttl_s,
            allowance=allowance,
        )

    v1_events = sorted({e["venue_one"]["event_id"] for e in ruleset.events})

    early = EarlyParse({e["venue_two"]["event_ticker"] for e in ruleset.events}, read_ahead)
    (n1, failed1), (mk2, ev2, series2, choice, failed2) = await asyncio.gather(
        venue_one_rows(venue_one, v1_events, previous, skip, limit_one, report, now, read_ahead),
        fetch_venue_two(
            venue_two,
            ruleset,
            skip,
            limit_two,
            report,
            books_plan,
            early,
            context or VenueContext(ttl_s=0.0, max_events=0),
            now,
        ),
    )
    fetched_at = now()
    report.progress.enter("normalizing")
    books2: dict[str, dict[str, Any] | None] = {}
    booked: set[str] = set()  # markets read with a book other than their listing's top
    for m in mk2:
        ticker = str(m.get("ticker"))
        if ticker in choice.fresh:
            books2[ticker] = choice.fresh[ticker]
        elif ticker in choice.carried:
            books2[ticker] = choice.carried[ticker][0]
        else:
            books2[ticker] = top_of_book(m)
            continue
        booked.add(ticker)
    choice.carried.update({t: (b, fetched_at) for t, b in choice.fresh.items()})
    n2 = early.finish(mk2, ev2, series2, books2, fetched_at, again=booked)
    report.invalid = len(n1.skipped) + len(n2.skipped)
    report.errors.extend(f"invalid payload {s.venue} {s.market_id}: {s.reason}" for s in n1.skipped)
    report.errors.extend(f"invalid payload {s.venue} {s.market_id}: {s.reason}" for s in n2.skipped)
    fresh = pl.concat([n1.frame, n2.frame], how="vertical")
    report.ok = fresh.height

    # Carry forward rows we did not refresh: final markets, failed events, invalid payloads.
    carried = previous.join(
        fresh.select("venue", "market_id"), on=["venue", "market_id"], how="anti"
    )
    # (venue_two's unread markets are counted where they are known, in its fetch.)
    report.failed += report.invalid + sum(
        len(e["pairs"]) for e in ruleset.events if e["venue_one"]["event_id"] in failed1
    )
    latest = pl.concat([fresh, carried], how="vertical").sort("venue", "market_id")
    report.terminal = latest.filter(pl.col("final")).height
    return latest.select(SNAPSHOT_SCHEMA.names()), report, choice


def _kickoff(value: Any) -> datetime | None:
    if not isinstance(value, str):
        return None
    try:
        return datetime.fromisoformat(value.replace("Z", "+00:00"))
    except ValueError:
        return None
