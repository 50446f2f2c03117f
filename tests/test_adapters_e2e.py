"""Both adapters against a real `resaudit simulate` process over the demo data."""

from __future__ import annotations

import json
import time
from collections.abc import Iterator
from datetime import UTC, datetime
from typing import Any

import polars as pl
import pytest

from pipeline.errors import VenueHTTPError, VenueTransportError
from pipeline.normalize import normalize_venue_one, normalize_venue_two
from pipeline.settings import Settings
from pipeline.venues.venue_one import VenueOneClient
from pipeline.venues.venue_two import VenueTwoClient
from tests.conftest import DEMO, HTTP, sim_settings, simulator_process

pytestmark = pytest.mark.slow

V1_EVENTS = json.loads((DEMO / "venue_one/events.json").read_text())
V2_EVENTS = json.loads((DEMO / "venue_two/events.json").read_text())
V2_MARKETS = json.loads((DEMO / "venue_two/markets.json").read_text())
V2_SERIES = json.loads((DEMO / "venue_two/series.json").read_text())


@pytest.fixture(scope="module")
def sim() -> Iterator[str]:
    with simulator_process() as url:
        yield url


def _settings(sim: str, **kw: Any) -> Settings:
    return sim_settings(sim, upstream_backoff_s=0.01, **kw)


@pytest.mark.anyio
async def test_adapters_list_every_demo_event_and_market_page_by_page(sim: str) -> None:
    settings = _settings(sim)
    async with (
        VenueOneClient(settings, page_limit=17) as v1,
        VenueTwoClient(settings, page_limit=23) as v2,
    ):
        # Gamma lists open events unless `closed` is sent: ask for both states.
        v1_events = [e async for e in v1.iter_events(closed=False)] + [
            e async for e in v1.iter_events(closed=True)
        ]
        v2_events = [e async for e in v2.iter_events()]
        v2_markets = [m async for m in v2.iter_markets()]
        series = {s["ticker"]: await v2.get_series(s["ticker"]) for s in V2_SERIES}
    assert sorted(e["id"] for e in v1_events) == sorted(e["id"] for e in V1_EVENTS)
    assert sorted(e["event_ticker"] for e in v2_events) == sorted(
        e["event_ticker"] for e in V2_EVENTS
    )
    assert sorted(m["ticker"] for m in v2_markets) == sorted(m["ticker"] for m in V2_MARKETS)

    now = datetime.now(UTC)
    one = normalize_venue_one(v1_events, {}, now)
    two = normalize_venue_two(
        v2_markets, {e["event_ticker"]: e for e in v2_events}, series, {}, now
    )
    n_v1 = sum(len(e["markets"]) for e in V1_EVENTS)
    assert one.skipped == [] and two.skipped == []
    assert one.frame.height == n_v1 and one.frame["market_id"].n_unique() == n_v1
    assert two.frame.height == len(V2_MARKETS)
    # No null where the venue gave a value: spot-check the fields every demo market carries.
    for frame in (one.frame, two.frame):
        for col in (
            "market_id",
            "event_id",
            "title",
            "outcome_label",
            "kickoff_utc",
            "rules_primary",
            "rules_hash",
            "status",
            "last_price_yes",
        ):
            assert frame[col].null_count() == 0, col
    finals = one.frame.filter(pl.col("final"))
    assert finals["settlement_yes"].null_count() == 0


@pytest.mark.anyio
async def test_503_at_rate_one_names_the_request_and_the_status(sim: str) -> None:
    settings = _settings(sim, upstream_retries=2)
    HTTP.post(f"{sim}/_sim/faults", json={"venue": "venue_two", "status": 503, "rate": 1.0})
    try:
        async with VenueTwoClient(settings) as v2:
            with pytest.raises(VenueHTTPError) as err:
                await v2.get_market(V2_MARKETS[0]["ticker"])
    finally:
        HTTP.delete(f"{sim}/_sim/faults")
    message = str(err.value)
    assert err.value.status == 503
    assert f"GET {sim}/venue_two/markets/{V2_MARKETS[0]['ticker']}" in message
    assert "503" in message


@pytest.mark.anyio
async def test_latency_above_the_timeout_times_out_as_configured(sim: str) -> None:
    settings = _settings(sim, upstream_retries=0, upstream_timeout_s=0.3)
    HTTP.post(f"{sim}/_sim/faults", json={"venue": "venue_one", "status": None, "latency_ms": 2000})
    try:
        async with VenueOneClient(settings) as v1:
            started = time.monotonic()
            with pytest.raises(VenueTransportError) as err:
                await v1.get_event(V1_EVENTS[0]["id"])
            took = time.monotonic() - started
    finally:
        HTTP.delete(f"{sim}/_sim/faults")
    assert took < 1.5  # the configured 0.3 s, not the 2 s the venue would take
    assert f"/venue_one/events/{V1_EVENTS[0]['id']}" in str(err.value)
