"""Refresher cycles against an in-thread simulator: failures are counted and never look fresh."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import httpx
import polars as pl
import pytest

from pipeline.cycle import CycleContext
from pipeline.refresher import Refresher
from pipeline.settings import Settings
from pipeline.venues.simulator import start_background
from pipeline.venues.venue_one import VenueOneClient
from pipeline.venues.venue_two import VenueTwoClient
from tests.conftest import DEMO, ROOT


@pytest.fixture
def sim() -> Iterator[str]:
    server = start_background(DEMO)
    try:
        yield server.url
    finally:
        server.stop()


def _settings(sim: str, home: Path) -> Settings:
    return Settings(
        home=home,
        venue_one_url=f"{sim}/venue_one",
        venue_one_book_url=f"{sim}/venue_one",
        venue_two_url=f"{sim}/venue_two",
        rulesets_dir=ROOT / "rulesets",
        upstream_retries=0,
    )


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
        httpx.post(
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
            # The defaults (the test session raises them for the unbudgeted simulators).
            update={"venue_one_budget_per_s": 25.0, "venue_two_budget_per_s": 15.0}
        )
        refresher = Refresher(CycleContext.open(settings))
        async with VenueOneClient(settings) as v1, VenueTwoClient(settings) as v2:
            first = await refresher.cycle_once(v1, v2)
            assert first.failed == 0 and first.ok > 0
            httpx.delete(f"{server.url}/_sim/budget").raise_for_status()
            steady = await refresher.cycle_once(v1, v2)
        report = httpx.get(f"{server.url}/_sim/budget").json()
    finally:
        server.stop()
    assert steady.failed == 0 and steady.ok > 0
    # Not one request refused in steady state (upstream_retries is 0: a 429 would fail it).
    assert report["venue_two_429"] == 0 and report["requests"]["venue_two"] > 0
    budget = refresher.health()["budget"]
    assert budget["venue_two"]["budget_per_s"] == 15.0
    assert budget["venue_two"]["requests_last_cycle"] == report["requests"]["venue_two"]
    assert 0 < budget["venue_two"]["used_share"] <= 1.0
