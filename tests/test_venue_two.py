"""venue_two adapter: Kalshi cursor paging, unwrapping, books and settlement parsing."""

from __future__ import annotations

import json
import logging
from collections.abc import Callable
from pathlib import Path
from typing import Any

import httpx
import pytest

from pipeline.errors import VenuePayloadError
from pipeline.settings import Settings
from pipeline.venues.venue_two import (
    VenueTwoClient,
    asks_from_orderbook,
    bids_from_orderbook,
    dollars,
    finality,
    price_field,
)

PAYLOADS = Path(__file__).parent / "fixtures" / "payloads" / "venue_two"
BASE = "http://kalshi.test/trade-api/v2"
EVENT = "KXEPLGAME-26SEP19BRECFC"


@pytest.fixture
def anyio_backend() -> str:
    return "asyncio"


def load(name: str) -> Any:
    return json.loads((PAYLOADS / name).read_text())


def client(handler: Callable[[httpx.Request], httpx.Response]) -> VenueTwoClient:
    async def no_sleep(_: float) -> None:
        return None

    settings = Settings(venue_two_url=BASE, upstream_retries=1)
    return VenueTwoClient(
        settings, transport=httpx.MockTransport(handler), sleep=no_sleep, page_limit=2
    )


def cursor_server(key: str, items: list[dict[str, Any]], seen: list[httpx.Request]) -> Callable:
    def handle(request: httpx.Request) -> httpx.Response:
        seen.append(request)
        limit = int(request.url.params["limit"])
        start = int(request.url.params.get("cursor", "0"))
        nxt = str(start + limit) if start + limit < len(items) else ""
        return httpx.Response(200, json={key: items[start : start + limit], "cursor": nxt})

    return handle


@pytest.mark.anyio
async def test_iter_markets_pages_with_cursor_until_empty() -> None:
    markets = [{"ticker": f"T{i}"} for i in range(5)]
    seen: list[httpx.Request] = []
    async with client(cursor_server("markets", markets, seen)) as venue:
        got = [m["ticker"] async for m in venue.iter_markets(event_ticker=EVENT, status="open")]
    assert got == ["T0", "T1", "T2", "T3", "T4"]
    assert [r.url.params.get("cursor") for r in seen] == [None, "2", "4"]
    assert all(r.url.path == "/trade-api/v2/markets" for r in seen)
    assert all(r.url.params["event_ticker"] == EVENT for r in seen)
    assert "series_ticker" not in seen[0].url.params  # unset filters are not sent


@pytest.mark.anyio
async def test_iter_markets_sends_tickers_comma_separated() -> None:
    seen: list[httpx.Request] = []
    async with client(cursor_server("markets", [], seen)) as venue:
        assert [m async for m in venue.iter_markets(tickers=["A-1", "B-2"])] == []
    assert seen[0].url.params["tickers"] == "A-1,B-2"


@pytest.mark.anyio
async def test_null_cursor_and_null_list_end_paging() -> None:
    async with client(lambda r: httpx.Response(200, json={"events": None, "cursor": None})) as v:
        assert [e async for e in v.iter_events(series_ticker="KXEPLGAME")] == []


@pytest.mark.anyio
async def test_repeated_cursor_stops(caplog: pytest.LogCaptureFixture) -> None:
    calls: list[int] = []

    def stuck(request: httpx.Request) -> httpx.Response:
        calls.append(1)
        return httpx.Response(200, json={"events": [{"event_ticker": "E"}], "cursor": "abc"})

    with caplog.at_level(logging.WARNING):
        async with client(stuck) as venue:
            got = [e async for e in venue.iter_events()]
    assert len(got) == 2 and len(calls) == 2
    assert any("repeated cursor" in r.getMessage() for r in caplog.records)


@pytest.mark.anyio
async def test_page_without_list_is_payload_error() -> None:
    async with client(lambda r: httpx.Response(200, json={"cursor": ""})) as venue:
        with pytest.raises(VenuePayloadError, match="no `markets` list"):
            _ = [m async for m in venue.iter_markets()]


@pytest.mark.anyio
async def test_iter_events_attaches_milestones_by_primary_event_ticker() -> None:
    page = {
        "events": [{"event_ticker": "E1"}, {"event_ticker": "E2"}],
        "milestones": [
            {
                "type": "soccer_game",
                "start_date": "2026-09-19T14:00:00Z",
                "primary_event_tickers": ["E1"],
            }
        ],
        "cursor": "",
    }
    seen: list[httpx.Request] = []

    def handle(request: httpx.Request) -> httpx.Response:
        seen.append(request)
        return httpx.Response(200, json=page)

    async with client(handle) as venue:
        events = [
            e async for e in venue.iter_events(with_nested_markets=True, with_milestones=True)
        ]
    assert [len(e["milestones"]) for e in events] == [1, 0]
    assert seen[0].url.params["with_milestones"] == "true"
    assert seen[0].url.params["with_nested_markets"] == "true"


@pytest.mark.anyio
async def test_get_series_and_market_unwrap_their_envelopes() -> None:
    series, market = load("series_KXEPLGAME.json"), load("market_scalar_finalized.json")

    def handle(request: httpx.Request) -> httpx.Response:
        if request.url.path.endswith("/series/KXEPLGAME"):
            return httpx.Response(200, json=series)
        return httpx.Response(200, json=market)

    async with client(handle) as venue:
        assert (await venue.get_series("KXEPLGAME"))["ticker"] == "KXEPLGAME"
        got = await venue.get_market("KXLALIGAGAME-25NOV30ALAVCF-ALA")
    assert got["result"] == "scalar"


@pytest.mark.anyio
async def test_get_event_prefers_nested_markets_then_top_level() -> None:
    body = load(f"event_{EVENT}.json")
    top = [{"ticker": "TOP"}]
    nested = [{"ticker": "NESTED"}]
    answers = [
        {**body, "markets": top},
        {"event": {**body["event"], "markets": nested}, "markets": top},
    ]

    def handle(request: httpx.Request) -> httpx.Response:
        assert request.url.params["with_nested_markets"] == "true"
        return httpx.Response(200, json=answers.pop(0))

    async with client(handle) as venue:
        event, markets = await venue.get_event(EVENT)
        _, nested_markets = await venue.get_event(EVENT)
    assert event["event_ticker"] == EVENT
    assert markets == top and nested_markets == nested


@pytest.mark.anyio
async def test_get_orderbook_404_is_none_and_empty_book_is_ok() -> None:
    def handle(request: httpx.Request) -> httpx.Response:
        if "GONE" in request.url.path:
            return httpx.Response(404, json={"error": {"code": "not_found", "message": "nope"}})
        return httpx.Response(200, json={"orderbook_fp": {"yes_dollars": None, "no_dollars": []}})

    async with client(handle) as venue:
        assert await venue.get_orderbook("GONE-1") is None
        book = await venue.get_orderbook("EMPTY-1")
    assert book is not None and asks_from_orderbook(book) == ([], [])


def test_implied_asks_are_one_minus_opposite_bids_best_first() -> None:
    book = load("orderbook_KXEPLGAME-26SEP19BRECFC-BRE.json")
    yes_asks, no_asks = asks_from_orderbook(book)
    # best NO bid 0.68 -> best YES ask 0.32, at the NO bid's size
    assert yes_asks == [(0.32, 150.0), (0.33, 40.0), (0.35, 80.0)]
    assert no_asks == [(0.70, 120.0), (0.71, 250.0), (0.72, 500.0)]
    yes_bids, no_bids = bids_from_orderbook(book)
    assert yes_bids[0] == (0.30, 120.0) and no_bids[0] == (0.68, 150.0)


def test_book_order_is_sorted_not_trusted() -> None:
    book = load("orderbook_KXEPLGAME-26SEP19BRECFC-BRE.json")
    shuffled = {"orderbook_fp": {k: list(reversed(v)) for k, v in book["orderbook_fp"].items()}}
    assert asks_from_orderbook(shuffled) == asks_from_orderbook(book)


def test_legacy_cents_orderbook_shape_is_read() -> None:
    yes_asks, no_asks = asks_from_orderbook(
        load("orderbook_legacy_KXEPLGAME-26SEP19BRECFC-TIE.json")
    )
    assert yes_asks == [(0.28, 20.0), (0.30, 50.0)]
    assert no_asks == [(0.74, 100.0), (0.76, 300.0)]


def test_malformed_book_raises() -> None:
    with pytest.raises(ValueError):
        asks_from_orderbook({"orderbook_fp": {"yes_dollars": [["1.5", "3"]], "no_dollars": []}})


def test_fixed_point_dollars_with_legacy_cents_only_as_fallback() -> None:
    assert dollars("0.4200") == 0.42
    assert dollars("") is None and dollars(None) is None
    with pytest.raises(ValueError):
        dollars("abc")
    market = {"yes_bid_dollars": "0.3000", "yes_bid": 99, "yes_ask": 32}
    assert price_field(market, "yes_bid") == 0.30  # dollars win over cents
    assert price_field(market, "yes_ask") == 0.32  # cents only when no dollars field
    assert price_field(market, "last_price") is None


@pytest.mark.parametrize(
    ("market", "expected"),
    [
        ({"status": "finalized", "result": "yes"}, (True, "yes", 1.0)),
        ({"status": "finalized", "result": "no"}, (True, "no", 0.0)),
        (
            {"status": "finalized", "result": "scalar", "settlement_value_dollars": "0.2900"},
            (True, "scalar", 0.29),
        ),
        # determined may still be disputed and amended: not final
        ({"status": "determined", "result": "yes"}, (False, None, None)),
        ({"status": "disputed", "result": "no"}, (False, None, None)),
        ({"status": "finalized", "result": ""}, (False, None, None)),
        ({"status": "active", "result": ""}, (False, None, None)),
    ],
)
def test_finality(market: dict, expected: tuple[bool, str | None, float | None]) -> None:
    assert finality(market) == expected


def test_scalar_without_settlement_value_is_malformed() -> None:
    with pytest.raises(ValueError):
        finality({"status": "finalized", "result": "scalar"})


def test_scalar_fixture_settles_at_its_value() -> None:
    assert finality(load("market_scalar_finalized.json")["market"]) == (True, "scalar", 0.29)
