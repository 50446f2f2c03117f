"""Refresher cycles against an in-thread simulator: failures are counted and never look fresh."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import polars as pl
import pytest

from pipeline.cycle import CycleContext
from pipeline.refresher import Refresher
from pipeline.settings import Settings
from pipeline.venues.simulator import start_background
from pipeline.venues.venue_one import VenueOneClient
from pipeline.venues.venue_two import VenueTwoClient
from tests.conftest import DEMO, HTTP, ROOT, sim_settings

# The service's default request budgets (the test session raises them for its simulators).
DEFAULT_ONE = float(Settings.model_fields["venue_one_budget_per_s"].default)
DEFAULT_TWO = float(Settings.model_fields["venue_two_budget_per_s"].default)


@pytest.fixture
def sim() -> Iterator[str]:
    server = start_background(DEMO)
    try:
        yield server.url
    finally:
        server.stop()


def _settings(sim: str, home: Path) -> Settings:
    return sim_settings(sim, home=home, rulesets_dir=ROOT / "rulesets", upstream_retries=0)


@pytest.mark.anyio
async def test_a_failed_book_fetch_is_a_failed_market_not_an_empty_book(
    sim: str, tmp_path: Path
) -> None:
    settings = _settings(sim, tmp_path)
    refresher = Refresher(CycleContext.open(settings))
    async with VenueOneClient(settings) as v1, VenueTwoClient(settings) as v2:
        first = await refresher.cycle_once(v1, v2)
        assert first.failed == 0 and first.ok > 0
        before = refresher.view.snapshot
        HTTP.post(
            f"{sim}/_sim/faults", json={"venue": "venue_one", "path": "/book", "status": 503}
        ).raise_for_status()
        second = await refresher.cycle_once(v1, v2)
    open_v1 = before.filter((pl.col("venue") == "venue_one") & ~pl.col("closed"))
    assert second.failed >= open_v1.height > 0
    assert "503" in (second.last_error or "")
    after = refresher.view.snapshot.join(
        open_v1.select("market_id", old=pl.col("fetched_at")), on="market_id"
    )
    # The markets whose book failed keep their previous row, age included.
    assert (after["fetched_at"] == after["old"]).all()
    assert after.height == open_v1.height


@pytest.mark.anyio
async def test_a_series_that_cannot_be_read_fails_its_markets_rather_than_invalidates_them(
    sim: str, tmp_path: Path
) -> None:
    """Without its series a venue_two market lacks the settlement sources its rule text
    includes: it is a failed fetch named by the request, never an invalid payload."""
    settings = _settings(sim, tmp_path)
    refresher = Refresher(CycleContext.open(settings))
    async with VenueOneClient(settings) as v1, VenueTwoClient(settings) as v2:
        assert (await refresher.cycle_once(v1, v2)).failed == 0
        HTTP.post(
            f"{sim}/_sim/faults", json={"venue": "venue_two", "path": "/series/", "status": 503}
        ).raise_for_status()
        faulted = await refresher.cycle_once(v1, v2)
    assert faulted.invalid == 0
    assert faulted.failed > 0
    assert "503" in (faulted.last_error or "") and "/series/" in (faulted.last_error or "")


@pytest.mark.anyio
async def test_settled_markets_are_skipped_once_final(sim: str, tmp_path: Path) -> None:
    settings = _settings(sim, tmp_path)
    refresher = Refresher(CycleContext.open(settings))
    async with VenueOneClient(settings) as v1, VenueTwoClient(settings) as v2:
        first = await refresher.cycle_once(v1, v2)
        second = await refresher.cycle_once(v1, v2)
    assert first.skipped == 0 and first.terminal > 0
    assert second.skipped == first.terminal
    assert refresher.view.snapshot.height == first.ok


@pytest.mark.anyio
async def test_cycles_stay_inside_the_venues_published_budgets(tmp_path: Path) -> None:
    server = start_background(DEMO, budgets=True)
    try:
        settings = _settings(server.url, tmp_path).model_copy(
            update={"venue_one_budget_per_s": DEFAULT_ONE, "venue_two_budget_per_s": DEFAULT_TWO}
        )
        refresher = Refresher(CycleContext.open(settings))
        async with VenueOneClient(settings) as v1, VenueTwoClient(settings) as v2:
            first = await refresher.cycle_once(v1, v2)
            assert first.failed == 0 and first.ok > 0
            HTTP.delete(f"{server.url}/_sim/budget").raise_for_status()
            steady = await refresher.cycle_once(v1, v2)
            budget_two = v2.http.budget
        report = HTTP.get(f"{server.url}/_sim/budget").json()
    finally:
        server.stop()
    assert steady.failed == 0 and steady.ok > 0
    # Not one request refused in steady state (upstream_retries is 0: a 429 would fail it).
    assert report["venue_two_429"] == 0 and report["requests"]["venue_two"] > 0
    budget = refresher.health()["budget"]
    assert budget["venue_two"]["budget_per_s"] == DEFAULT_TWO
    assert budget["venue_two"]["requests_last_cycle"] == report["requests"]["venue_two"]
    # GCRA lets a rested budget send its burst back to back (the pause before this cycle is
    # longer on a busy machine), so what the budget promises is: no more than the rate for
    # the cycle's time plus that burst. The share alone may pass 1 by the burst.
    two = budget["venue_two"]
    burst = 1 + round(budget_two.tolerance * budget_two.rate)
    assert 0 < two["requests_last_cycle"] <= two["budget_per_s"] * two["cycle_seconds"] + burst
    assert two["used_share"] > 0


@pytest.mark.anyio
async def test_a_notional_audit_reads_a_venue_two_book_older_than_its_ttl(
    sim: str, tmp_path: Path
) -> None:
    from dataclasses import replace
    from datetime import UTC, datetime, timedelta
    from types import MappingProxyType

    from pipeline.auditor import Auditor
    from pipeline.ondemand import fetch_markets
    from pipeline.request import AuditInput

    settings = _settings(sim, tmp_path)
    ctx = CycleContext.open(settings)
    refresher = Refresher(ctx)
    async with VenueOneClient(settings) as v1, VenueTwoClient(settings) as v2:
        await refresher.cycle_once(v1, v2)
        view = refresher.view
        open_two = view.snapshot.filter((pl.col("venue") == "venue_two") & ~pl.col("closed"))
        ticker = open_two["market_id"][0]
        pair = next(
            p for e in ctx.ruleset.events for p in e["pairs"] if p["venue_two_market_id"] == ticker
        )
        auditor = Auditor(ctx)
        plain = auditor.plan(AuditInput(None, None, pair["pair_id"], None, "advisory"))
        sized = auditor.plan(AuditInput(None, None, pair["pair_id"], 5_000.0, "advisory"))
        # Without a notional nothing is read; with one, a book the view has not read is.
        assert auditor.missing(plain, view) == []
        assert auditor.missing(sized, view) == [("venue_two", ticker)]
        assert ticker in ctx.depth_interest.recent(60)  # the refresher will keep it read
        book = await v2.get_orderbook(ticker)
        now = datetime.now(UTC)
        fresh = replace(view, books=MappingProxyType({ticker: (book, now)}))
        assert auditor.missing(sized, fresh) == []
        old = replace(view, books=MappingProxyType({ticker: (book, now - timedelta(hours=1))}))
        assert auditor.missing(sized, old) == [("venue_two", ticker)]
        # The answer judges depth on the book read now, the only row of that market.
        fetched = await fetch_markets([("venue_two", ticker)], v1, v2)
        answers = auditor.answer(sized, view, fetched, now)
        assert answers.legs[("venue_two", ticker)]["fetched_at"] == fetched["fetched_at"][0]
        # The next cycle reads that book, as a leg audited with a notional.
        await refresher.cycle_once(v1, v2)
        assert ticker in refresher.view.books
