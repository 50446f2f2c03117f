"""venue_one adapter: Gamma paging and lookups, CLOB books, and the Gamma parsing quirks."""

from __future__ import annotations

import json
import logging
from collections.abc import Callable
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import httpx
import pytest

from pipeline.errors import VenuePayloadError
from pipeline.settings import Settings
from pipeline.venues.venue_one import (
    VenueOneClient,
    asks_from_books,
    best_bid,
    decode_json_array,
    finality,
    parse_game_start_time,
    yes_index,
)

PAYLOADS = Path(__file__).parent / "fixtures" / "payloads" / "venue_one"
GAMMA = "http://gamma.test"
CLOB = "http://clob.test"


@pytest.fixture
def anyio_backend() -> str:
    return "asyncio"


def load(name: str) -> Any:
    return json.loads((PAYLOADS / name).read_text())


Handler = Callable[[httpx.Request], httpx.Response]


def client(gamma: Handler, clob: Handler | None = None, page_limit: int = 2) -> VenueOneClient:
    async def no_sleep(_: float) -> None:
        return None

    settings = Settings(venue_one_url=GAMMA, venue_one_book_url=CLOB, upstream_retries=1)
    return VenueOneClient(
        settings,
        gamma_transport=httpx.MockTransport(gamma),
        clob_transport=httpx.MockTransport(clob or gamma),
        sleep=no_sleep,
        page_limit=page_limit,
    )


def keyset_server(kind: str, items: list[dict[str, Any]], seen: list[httpx.Request]) -> Handler:
    """Gamma keyset paging over `items`: the cursor is the next item's index."""

    def handle(request: httpx.Request) -> httpx.Response:
        seen.append(request)
        assert request.url.path == f"/{kind}/keyset"
        assert "offset" not in request.url.params  # keyset rejects offset outright
        limit = int(request.url.params["limit"])
        start = int(request.url.params.get("after_cursor", "0"))
        page = items[start : start + limit]
        nxt = str(start + limit) if start + limit < len(items) else None
        return httpx.Response(200, json={kind: page, "next_cursor": nxt})

    return handle


# --- paging ---------------------------------------------------------------------------------


@pytest.mark.anyio
async def test_iter_events_follows_next_cursor_as_after_cursor_across_pages() -> None:
    events = [{"id": str(i), "markets": []} for i in range(5)]
    seen: list[httpx.Request] = []
    async with client(keyset_server("events", events, seen)) as venue:
        got = [e["id"] async for e in venue.iter_events(series_id=10188, closed=False)]
    assert got == ["0", "1", "2", "3", "4"]
    assert [r.url.params.get("after_cursor") for r in seen] == [None, "2", "4"]
    assert all(r.url.params["series_id"] == "10188" for r in seen)
    assert all(r.url.params["closed"] == "false" for r in seen)


@pytest.mark.anyio
async def test_repeated_keyset_cursor_stops_with_warning(caplog: pytest.LogCaptureFixture) -> None:
    calls: list[httpx.Request] = []

    def stuck(request: httpx.Request) -> httpx.Response:
        calls.append(request)
        n = len(calls)
        return httpx.Response(200, json={"markets": [{"id": str(n)}], "next_cursor": "same"})

    with caplog.at_level(logging.WARNING):
        async with client(stuck) as venue:
            got = [m["id"] async for m in venue.iter_markets(closed=True)]
    assert got == ["1", "2"]  # page 2 repeats the cursor: stop instead of looping forever
    assert len(calls) == 2
    assert any("repeated cursor" in r.getMessage() for r in caplog.records)


@pytest.mark.anyio
async def test_keyset_404_falls_back_to_legacy_offset_paging() -> None:
    markets = [{"id": str(i)} for i in range(5)]
    paths: list[str] = []

    def legacy(request: httpx.Request) -> httpx.Response:
        paths.append(request.url.path)
        if request.url.path.endswith("/keyset"):
            return httpx.Response(404, json={"error": "not found"})
        offset = int(request.url.params["offset"])
        limit = int(request.url.params["limit"])
        return httpx.Response(200, json=markets[offset : offset + limit])

    async with client(legacy) as venue:
        first = [m["id"] async for m in venue.iter_markets(closed=False)]
        second = [m["id"] async for m in venue.iter_markets(closed=False)]
    assert first == second == ["0", "1", "2", "3", "4"]
    # keyset is probed once, then remembered as not served; legacy pages run to an empty one
    assert paths == ["/markets/keyset"] + ["/markets"] * 4 + ["/markets"] * 4


@pytest.mark.anyio
async def test_legacy_paging_survives_a_server_page_cap_below_our_limit() -> None:
    markets = [{"id": str(i)} for i in range(7)]

    def capped(request: httpx.Request) -> httpx.Response:
        if request.url.path.endswith("/keyset"):
            return httpx.Response(404)
        offset = int(request.url.params["offset"])
        return httpx.Response(200, json=markets[offset : offset + 2])  # caps at 2

    async with client(capped, page_limit=5) as venue:
        got = [m["id"] async for m in venue.iter_markets(closed=True)]
    assert got == [str(i) for i in range(7)]


@pytest.mark.anyio
async def test_legacy_paging_stops_when_offset_is_ignored() -> None:
    def ignores_offset(request: httpx.Request) -> httpx.Response:
        if request.url.path.endswith("/keyset"):
            return httpx.Response(404)
        return httpx.Response(200, json=[{"id": "a"}, {"id": "b"}])

    async with client(ignores_offset) as venue:
        got = [e["id"] async for e in venue.iter_events()]
    assert got == ["a", "b"]


@pytest.mark.anyio
async def test_lookup_by_id_without_closed_queries_both_states() -> None:
    # Gamma treats a missing `closed` as closed=false: a settled market would vanish.
    open_m, closed_m = {"id": "1", "closed": False}, {"id": "2", "closed": True}
    seen: list[httpx.Request] = []

    def gamma(request: httpx.Request) -> httpx.Response:
        seen.append(request)
        closed = request.url.params.get("closed", "false") == "true"
        wanted = set(request.url.params.get_list("id"))
        rows = [m for m in (open_m, closed_m) if m["closed"] == closed and m["id"] in wanted]
        return httpx.Response(200, json={"markets": rows, "next_cursor": None})

    async with client(gamma) as venue:
        got = await venue.get_markets(["1", "2"])
        explicit = [m["id"] async for m in venue.iter_markets(id=["1", "2"], closed=True)]
    assert sorted(m["id"] for m in got) == ["1", "2"]
    assert [r.url.params["closed"] for r in seen[:2]] == ["false", "true"]
    assert explicit == ["2"]  # an explicit `closed` is passed through untouched


@pytest.mark.anyio
async def test_keyset_page_without_list_is_payload_error() -> None:
    async with client(lambda r: httpx.Response(200, json={"next_cursor": None})) as venue:
        with pytest.raises(VenuePayloadError) as info:
            _ = [e async for e in venue.iter_events()]
    assert "no `events` list" in str(info.value)


# --- objects and books --------------------------------------------------------------------------


@pytest.mark.anyio
async def test_get_market_by_id_path_works_for_closed_markets() -> None:
    settled = load("event_settled.json")["markets"][0]

    def gamma(request: httpx.Request) -> httpx.Response:
        assert request.url.path == "/markets/5000001" and not request.url.params
        return httpx.Response(200, json=settled)

    async with client(gamma) as venue:
        market = await venue.get_market("5000001")
    assert market["closed"] is True and finality(market) == (True, "yes", 1.0)


@pytest.mark.anyio
async def test_get_book_returns_book_and_none_when_no_orderbook_exists() -> None:
    book = load("book_yes_4111371.json")

    def clob(request: httpx.Request) -> httpx.Response:
        assert request.url.path == "/book"
        if request.url.params["token_id"] == book["asset_id"]:
            return httpx.Response(200, json=book)
        return httpx.Response(404, json={"error": "No orderbook exists for the requested token id"})

    async with client(lambda r: httpx.Response(500), clob) as venue:
        assert await venue.get_book(book["asset_id"]) == book
        assert await venue.get_book("closed-token") is None


@pytest.mark.anyio
async def test_get_event_returns_nested_markets() -> None:
    event = load("event_upcoming.json")
    async with client(lambda r: httpx.Response(200, json=event)) as venue:
        got = await venue.get_event("90210")
    assert [m["id"] for m in got["markets"]] == ["4111371", "4111372", "4111373"]


def test_books_sorted_best_first_whatever_the_wire_order() -> None:
    yes_book, no_book = load("book_yes_4111371.json"), load("book_no_4111371.json")
    yes_asks, no_asks = asks_from_books(yes_book, no_book)
    # wire: asks descending (best last) -> best (lowest) first
    assert yes_asks == [(0.32, 150.0), (0.33, 300.0), (0.35, 900.0)]
    assert no_asks == [(0.70, 210.0), (0.72, 80.0)]  # the zero-size level is dropped
    assert best_bid(yes_book) == 0.30  # bids ascending: best is the last element
    reversed_book = {**yes_book, "asks": list(reversed(yes_book["asks"]))}
    assert asks_from_books(reversed_book, None) == (yes_asks, [])


def test_book_level_out_of_range_is_rejected() -> None:
    with pytest.raises(ValueError, match="out of range"):
        asks_from_books({"asks": [{"price": "1.2", "size": "5"}]}, None)


# --- parsing quirks ---------------------------------------------------------------------------


def test_decode_json_array_handles_list_string_and_double_encoded_string() -> None:
    event = load("event_upcoming.json")
    home, draw, away = event["markets"]
    assert isinstance(home["outcomes"], str)
    assert decode_json_array(home["outcomes"]) == ["Yes", "No"]
    assert isinstance(json.loads(draw["outcomes"]), str)  # really encoded twice
    assert decode_json_array(draw["outcomes"]) == ["Yes", "No"]
    assert decode_json_array(draw["outcomePrices"]) == ["0.27", "0.73"]
    assert decode_json_array(away["outcomes"]) == ["No", "Yes"]
    assert decode_json_array([0.5, "0.5"]) == ["0.5", "0.5"]


@pytest.mark.parametrize("bad", [None, "", "not json", '{"a": 1}', '"just a string"', "[[1]]"])
def test_decode_json_array_rejects_non_arrays(bad: Any) -> None:
    with pytest.raises(ValueError):
        decode_json_array(bad)


@pytest.mark.parametrize(
    "text",
    ["2026-09-15 18:00:00+00", "2026-09-15T18:00:00Z", "2026-09-15T20:00:00+02:00"],
)
def test_parse_game_start_time_accepts_gamma_and_iso_formats(text: str) -> None:
    assert parse_game_start_time(text) == datetime(2026, 9, 15, 18, 0, tzinfo=UTC)


def test_parse_game_start_time_rejects_a_bare_date() -> None:
    with pytest.raises(ValueError):
        parse_game_start_time("2026-09-15")


def test_yes_index_follows_outcomes_not_position() -> None:
    assert yes_index(["Yes", "No"]) == 0
    assert yes_index(["No", "Yes"]) == 1
    assert yes_index(["Arsenal FC", "Chelsea FC"]) == 0  # two-way: first outcome plays Yes
    with pytest.raises(ValueError):
        yes_index(["A", "Draw", "B"])


def _market(closed: bool, uma: str | None, prices: list[str], outcomes: str = "Yes,No") -> dict:
    return {
        "closed": closed,
        "umaResolutionStatus": uma,
        "outcomes": json.dumps(outcomes.split(",")),
        "outcomePrices": json.dumps(prices),
    }


@pytest.mark.parametrize(
    ("market", "expected"),
    [
        (_market(True, "resolved", ["1", "0"]), (True, "yes", 1.0)),
        (_market(True, "resolved", ["0", "1"]), (True, "no", 0.0)),
        (_market(True, "resolved", ["0.5", "0.5"]), (True, "50-50", 0.5)),
        (_market(True, "resolved", ["0", "1"], "No,Yes"), (True, "yes", 1.0)),
        # a proposed 0.5/0.5 is a pending proposal, not a 50-50
        (_market(False, "proposed", ["0.5", "0.5"]), (False, None, None)),
        (_market(True, "proposed", ["0.5", "0.5"]), (False, None, None)),
        # resolved-looking prices before close / not exact are pending
        (_market(True, "resolved", ["0.9995", "0.0005"]), (False, None, None)),
        (_market(False, "resolved", ["1", "0"]), (False, None, None)),
        (_market(True, None, ["1", "0"]), (False, None, None)),
    ],
)
def test_finality_requires_closed_resolved_and_exact_prices(
    market: dict, expected: tuple[bool, str | None, float | None]
) -> None:
    assert finality(market) == expected


def test_finality_on_fixture_markets() -> None:
    home, draw, away = load("event_settled.json")["markets"]
    assert finality(home) == (True, "yes", 1.0)
    assert finality(draw) == (True, "no", 0.0)
    assert finality(away) == (False, None, None)  # proposed 0.5/0.5
