"""The venue simulator: venue paths, filters, pagination, quirks, error bodies, faults, PATCH."""

from __future__ import annotations

import json
import subprocess
import sys
import threading
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import anyio
import httpx
import pytest

from pipeline.venues.simulator import build_app, start_background
from tests.conftest import HTTP

MINI = Path(__file__).parent / "fixtures" / "mini"
ROOT = Path(__file__).parent.parent
E_OPEN, E_SETTLED = "KXEPLGAME-26DEC05ARSCFC", "KXEPLGAME-26SEP12BRELFC"


@pytest.fixture
def anyio_backend() -> str:
    return "asyncio"


@pytest.fixture
async def sim() -> AsyncIterator[httpx.AsyncClient]:
    transport = httpx.ASGITransport(app=build_app(MINI))
    async with httpx.AsyncClient(transport=transport, base_url="http://sim") as client:
        yield client


def _recorded(*parts: str) -> Any:
    return json.loads(MINI.joinpath(*parts).read_text(encoding="utf-8"))


def _ids(items: list[dict[str, Any]]) -> list[str]:
    return [str(x["id"]) for x in items]


def _tokens(market_id: str) -> list[str]:
    for event in _recorded("venue_one", "events.json"):
        for market in event["markets"]:
            if market["id"] == market_id:
                tokens: list[str] = json.loads(market["clobTokenIds"])
                return tokens
    raise KeyError(market_id)


# --- venue_one: Gamma lists ------------------------------------------------------------------


@pytest.mark.anyio
async def test_gamma_events_apply_closed_false_when_closed_is_not_sent(
    sim: httpx.AsyncClient,
) -> None:
    assert _ids((await sim.get("/venue_one/events")).json()) == ["90001"]
    assert _ids((await sim.get("/venue_one/events?closed=true")).json()) == ["90002"]


@pytest.mark.anyio
async def test_gamma_markets_list_flattens_events_keeping_string_encoded_fields(
    sim: httpx.AsyncClient,
) -> None:
    resp = await sim.get("/venue_one/markets", params={"limit": 100})
    markets = resp.json()
    assert _ids(markets) == ["700101", "700102", "700103", "700104"]
    assert isinstance(markets[0]["outcomes"], str)
    assert json.loads(markets[0]["outcomePrices"]) == ["0.475", "0.525"]
    assert markets[0]["events"][0]["id"] == "90001"
    assert resp.headers["deprecation"] == "true"
    assert resp.headers["sunset"] == "Fri, 01 May 2026"
    assert resp.headers["warning"] == '299 - "use /markets/keyset"'


@pytest.mark.anyio
async def test_gamma_market_lookup_by_id_list_drops_resolved_markets_unless_closed_true(
    sim: httpx.AsyncClient,
) -> None:
    assert (await sim.get("/venue_one/markets?id=700201")).json() == []
    found = (await sim.get("/venue_one/markets?id=700201&id=700203&closed=true")).json()
    assert _ids(found) == ["700201", "700203"]


@pytest.mark.anyio
async def test_gamma_legacy_offset_pages_cover_the_list_once(sim: httpx.AsyncClient) -> None:
    seen: list[str] = []
    for offset in range(0, 10, 3):
        page = (await sim.get(f"/venue_one/markets?limit=3&offset={offset}")).json()
        seen += _ids(page)
    assert seen == ["700101", "700102", "700103", "700104"]


@pytest.mark.anyio
@pytest.mark.parametrize("kind", ["events", "markets"])
async def test_gamma_deep_offset_answers_422_pointing_to_keyset(
    sim: httpx.AsyncClient, kind: str
) -> None:
    assert (await sim.get(f"/venue_one/{kind}?offset=2000")).json() == []
    resp = await sim.get(f"/venue_one/{kind}?offset=2001")
    assert resp.status_code == 422
    assert resp.json() == {
        "type": "validation error",
        "error": f"offset too large, use /{kind}/keyset for deeper pagination",
    }


@pytest.mark.anyio
@pytest.mark.parametrize(
    ("path", "expected"),
    [
        ("/venue_one/markets?sports_market_types=totals", ["700104"]),
        (
            "/venue_one/markets?sports_market_types=moneyline&order=id&ascending=false",
            ["700103", "700102", "700101"],
        ),
        (
            "/venue_one/markets?slug=epl-ars-che-2026-12-05-che&slug=epl-ars-che-2026-12-05-ars",
            ["700101", "700103"],
        ),
        (
            "/venue_one/markets?closed=true&tag_id=306&order=id&ascending=false",
            ["700203", "700202", "700201"],
        ),
        ("/venue_one/events?series_id=10188&closed=true", ["90002"]),
        ("/venue_one/events?series_id=11433", []),
        ("/venue_one/events?tag_id=306&start_date_min=2026-11-01", ["90001"]),
        ("/venue_one/events?closed=true&end_date_max=2026-10-01T00:00:00Z", ["90002"]),
        ("/venue_one/events?closed=true&end_date_min=2026-10-01T00:00:00Z", []),
        ("/venue_one/events?active=false", []),
        ("/venue_one/events?closed=&limit=&ascending=", ["90001"]),  # empty values are unset
        ("/venue_one/events?archived=false&sports_market_types=totals", ["90001"]),
    ],
)
async def test_gamma_list_filters_select_matching_objects(
    sim: httpx.AsyncClient, path: str, expected: list[str]
) -> None:
    resp = await sim.get(path)
    assert resp.status_code == 200
    assert _ids(resp.json()) == expected


@pytest.mark.anyio
async def test_gamma_clob_token_filter_finds_the_market_of_a_token(sim: httpx.AsyncClient) -> None:
    no_token = _tokens("700102")[1]
    resp = await sim.get("/venue_one/markets", params={"clob_token_ids": no_token})
    assert _ids(resp.json()) == ["700102"]


@pytest.mark.anyio
@pytest.mark.parametrize(
    "query",
    ["closed=maybe", "limit=-1", "offset=x", "id=abc", "start_date_min=yesterday", "tag_id=epl"],
)
async def test_gamma_bad_query_values_answer_422_validation_error(
    sim: httpx.AsyncClient, query: str
) -> None:
    for path in ("/venue_one/events", "/venue_one/markets/keyset"):
        resp = await sim.get(f"{path}?{query}")
        assert resp.status_code == 422
        assert resp.json()["type"] == "validation error"


# --- venue_one: keyset ------------------------------------------------------------------------


@pytest.mark.anyio
async def test_gamma_keyset_follows_after_cursor_until_next_cursor_is_absent(
    sim: httpx.AsyncClient,
) -> None:
    seen: list[str] = []
    params: dict[str, Any] = {"limit": 3, "closed": "true", "order": "id"}
    while True:
        body = (await sim.get("/venue_one/markets/keyset", params=params)).json()
        seen += _ids(body["markets"])
        if "next_cursor" not in body:
            break
        params["after_cursor"] = body["next_cursor"]
    assert seen == ["700201", "700202", "700203"]
    first = (await sim.get("/venue_one/events/keyset?limit=1")).json()
    assert _ids(first["events"]) == ["90001"] and "next_cursor" not in first


@pytest.mark.anyio
async def test_gamma_keyset_ignores_a_cursor_parameter(sim: httpx.AsyncClient) -> None:
    first = (await sim.get("/venue_one/markets/keyset?limit=2")).json()
    again = await sim.get(f"/venue_one/markets/keyset?limit=2&cursor={first['next_cursor']}")
    assert again.json() == first
    nxt = await sim.get(f"/venue_one/markets/keyset?limit=2&after_cursor={first['next_cursor']}")
    assert _ids(nxt.json()["markets"]) == ["700103", "700104"]


@pytest.mark.anyio
async def test_gamma_keyset_rejects_offset_and_foreign_cursors(sim: httpx.AsyncClient) -> None:
    resp = await sim.get("/venue_one/events/keyset?offset=0")
    assert resp.status_code == 422 and resp.json()["type"] == "validation error"
    events_cursor = (await sim.get("/venue_one/events/keyset?limit=1&closed=true")).json()
    assert "next_cursor" not in events_cursor
    for cursor in ("garbage!", "eyJrIjoiZXZlbnRzIiwicCI6MX0"):  # the second is an events cursor
        bad = await sim.get(f"/venue_one/markets/keyset?after_cursor={cursor}")
        assert bad.status_code == 422


# --- venue_one: single objects and CLOB -------------------------------------------------------


@pytest.mark.anyio
async def test_gamma_single_lookups_return_objects_whatever_their_state(
    sim: httpx.AsyncClient,
) -> None:
    market = (await sim.get("/venue_one/markets/700201")).json()
    assert market["closed"] is True and market["outcomePrices"] == '["0", "1"]'
    assert (await sim.get("/venue_one/events/90002")).json()["closed"] is True
    by_slug = (await sim.get("/venue_one/markets/slug/epl-bre-liv-2026-09-12-liv")).json()
    assert by_slug["id"] == "700203"
    event = (await sim.get("/venue_one/events/slug/epl-ars-che-2026-12-05")).json()
    assert _ids(event["markets"]) == ["700101", "700102", "700103", "700104"]


@pytest.mark.anyio
@pytest.mark.parametrize(
    "path",
    ["/venue_one/events/1", "/venue_one/markets/1", "/venue_one/events/slug/x", "/venue_one/x"],
)
async def test_gamma_unknown_objects_answer_404_in_gamma_shape(
    sim: httpx.AsyncClient, path: str
) -> None:
    resp = await sim.get(path)
    assert resp.status_code == 404
    assert resp.json()["type"] == "not found error"


@pytest.mark.anyio
async def test_clob_book_is_served_as_recorded_best_levels_last(sim: httpx.AsyncClient) -> None:
    token = _tokens("700101")[0]
    book = (await sim.get(f"/venue_one/book?token_id={token}")).json()
    assert book == _recorded("venue_one", "books", f"{token}.json")
    bids = [float(level["price"]) for level in book["bids"]]
    asks = [float(level["price"]) for level in book["asks"]]
    assert bids == sorted(bids) and asks == sorted(asks, reverse=True)


@pytest.mark.anyio
async def test_clob_book_errors_match_the_clob(sim: httpx.AsyncClient) -> None:
    for query in ("", "?token_id=", "?token_id=%20"):
        resp = await sim.get(f"/venue_one/book{query}")
        assert (resp.status_code, resp.json()) == (400, {"error": "Invalid token id"})
    no_book = {"error": "No orderbook exists for the requested token id"}
    for token in ("123", _tokens("700203")[0], _tokens("700102")[1]):
        resp = await sim.get(f"/venue_one/book?token_id={token}")
        assert (resp.status_code, resp.json()) == (404, no_book)


@pytest.mark.anyio
async def test_clob_post_books_returns_existing_books_in_order(sim: httpx.AsyncClient) -> None:
    wanted = [_tokens("700103")[0], "123", _tokens("700101")[1]]
    resp = await sim.post("/venue_one/books", json=[{"token_id": t} for t in wanted])
    assert [b["asset_id"] for b in resp.json()] == [wanted[0], wanted[2]]
    assert (await sim.post("/venue_one/books", json={"token_id": "x"})).status_code == 400


# --- venue_two: Kalshi ------------------------------------------------------------------------


def _tickers(items: list[dict[str, Any]]) -> list[str]:
    return [str(x.get("ticker") or x.get("event_ticker")) for x in items]


@pytest.mark.anyio
async def test_kalshi_lookups_wrap_objects_and_unknowns_use_the_error_envelope(
    sim: httpx.AsyncClient,
) -> None:
    series = (await sim.get("/venue_two/series/KXEPLGAME")).json()["series"]
    assert [s["name"] for s in series["settlement_sources"]] == ["ESPN", "Fox Sports"]
    event = (await sim.get(f"/venue_two/events/{E_SETTLED}")).json()
    assert "markets" not in event["event"]
    assert [m["result"] for m in event["markets"]] == ["no", "no", "yes"]
    nested = (await sim.get(f"/venue_two/events/{E_SETTLED}?with_nested_markets=true")).json()
    assert nested["event"]["markets"] == nested["markets"]
    market = (await sim.get(f"/venue_two/markets/{E_OPEN}-TIE")).json()["market"]
    assert market["yes_sub_title"] == "Tie"
    for path in ("/series/KXNOPE", "/events/KXNOPE-1", "/markets/KXNOPE-1", "/markets/X/orderbook"):
        resp = await sim.get(f"/venue_two{path}")
        assert resp.status_code == 404
        assert resp.json()["error"]["code"] == "not_found"
        assert resp.json()["error"]["details"] is None


@pytest.mark.anyio
@pytest.mark.parametrize(
    ("status", "expected"), [("open", [E_OPEN]), ("settled", [E_SETTLED]), ("closed", [])]
)
async def test_kalshi_event_status_filter_reads_the_markets_lifecycle(
    sim: httpx.AsyncClient, status: str, expected: list[str]
) -> None:
    body = (await sim.get(f"/venue_two/events?series_ticker=KXEPLGAME&status={status}")).json()
    assert _tickers(body["events"]) == expected and body["cursor"] == ""


@pytest.mark.anyio
async def test_kalshi_events_nest_markets_only_when_asked(sim: httpx.AsyncClient) -> None:
    plain = (await sim.get("/venue_two/events")).json()["events"]
    assert all("markets" not in e for e in plain)
    nested = (await sim.get("/venue_two/events?with_nested_markets=true")).json()["events"]
    assert [len(e["markets"]) for e in nested] == [3, 3]


@pytest.mark.anyio
async def test_kalshi_events_carry_the_pages_milestones_when_asked(sim: httpx.AsyncClient) -> None:
    assert "milestones" not in (await sim.get("/venue_two/events")).json()
    body = (await sim.get("/venue_two/events?with_milestones=true")).json()
    assert [m["start_date"] for m in body["milestones"]] == ["2026-12-05T15:00:00Z"]
    settled = (await sim.get("/venue_two/events?with_milestones=true&status=settled")).json()
    assert settled["milestones"] == []


@pytest.mark.anyio
async def test_kalshi_cursor_walks_to_an_empty_cursor(sim: httpx.AsyncClient) -> None:
    seen: list[str] = []
    cursors: list[str] = []
    params: dict[str, Any] = {"limit": 4}
    while True:
        body = (await sim.get("/venue_two/markets", params=params)).json()
        seen += _tickers(body["markets"])
        cursors.append(body["cursor"])
        if not body["cursor"]:
            break
        params["cursor"] = body["cursor"]
    assert seen == _tickers(_recorded("venue_two", "markets.json"))
    assert len(cursors) == 2 and cursors[-1] == ""
    events = (await sim.get("/venue_two/events?limit=1")).json()
    after = (await sim.get(f"/venue_two/events?limit=1&cursor={events['cursor']}")).json()
    assert _tickers(events["events"] + after["events"]) == [E_OPEN, E_SETTLED]
    assert after["cursor"] == ""


@pytest.mark.anyio
@pytest.mark.parametrize(
    ("query", "expected"),
    [
        ("status=open", [f"{E_OPEN}-ARS", f"{E_OPEN}-TIE", f"{E_OPEN}-CFC"]),
        ("status=settled&tickers=" + f"{E_SETTLED}-TIE,{E_OPEN}-TIE", [f"{E_SETTLED}-TIE"]),
        ("status=closed", []),
        (f"event_ticker={E_SETTLED}&status=unopened", []),
        ("series_ticker=KXEPLGAME&tickers=" + f"{E_OPEN}-CFC", [f"{E_OPEN}-CFC"]),
        ("series_ticker=KXLALIGAGAME", []),
        (
            "min_close_ts=1790000000&status=open,settled",  # 2026-09-21: after the settled game
            [f"{E_OPEN}-ARS", f"{E_OPEN}-TIE", f"{E_OPEN}-CFC"],
        ),
        ("max_close_ts=1790000000", [f"{E_SETTLED}-BRE", f"{E_SETTLED}-TIE", f"{E_SETTLED}-LFC"]),
    ],
)
async def test_kalshi_market_filters(
    sim: httpx.AsyncClient, query: str, expected: list[str]
) -> None:
    resp = await sim.get(f"/venue_two/markets?{query}")
    assert resp.status_code == 200
    assert _tickers(resp.json()["markets"]) == expected


@pytest.mark.anyio
@pytest.mark.parametrize(
    ("new_status", "word"),
    [("inactive", "paused"), ("initialized", "unopened"), ("determined", "closed")],
)
async def test_kalshi_status_words_map_to_lifecycle_states(
    sim: httpx.AsyncClient, new_status: str, word: str
) -> None:
    ticker = f"{E_OPEN}-TIE"
    assert (
        await sim.patch(f"/_sim/venue_two/markets/{ticker}", json={"status": new_status})
    ).is_success
    body = (await sim.get(f"/venue_two/markets?status={word}")).json()
    assert _tickers(body["markets"]) == [ticker]


@pytest.mark.anyio
@pytest.mark.parametrize(
    "path",
    [
        "/venue_two/events?limit=201",
        "/venue_two/markets?limit=1001",
        "/venue_two/markets?limit=0",
        "/venue_two/markets?status=live",
        "/venue_two/events?cursor=not-a-cursor",
        "/venue_two/events?with_nested_markets=yes",
    ],
)
async def test_kalshi_bad_parameters_answer_400(sim: httpx.AsyncClient, path: str) -> None:
    resp = await sim.get(path)
    assert resp.status_code == 400
    assert resp.json()["error"]["code"] == "bad_request"


@pytest.mark.anyio
async def test_kalshi_page_limits_accept_their_maximum(sim: httpx.AsyncClient) -> None:
    assert (await sim.get("/venue_two/events?limit=200")).status_code == 200
    assert (await sim.get("/venue_two/markets?limit=1000")).status_code == 200


@pytest.mark.anyio
async def test_kalshi_orderbook_is_recorded_or_empty_for_a_known_market(
    sim: httpx.AsyncClient,
) -> None:
    recorded = _recorded("venue_two", "orderbooks", f"{E_OPEN}-ARS.json")
    assert (await sim.get(f"/venue_two/markets/{E_OPEN}-ARS/orderbook")).json() == recorded
    top = (await sim.get(f"/venue_two/markets/{E_OPEN}-ARS/orderbook?depth=1")).json()
    assert top["orderbook_fp"]["yes_dollars"] == recorded["orderbook_fp"]["yes_dollars"][-1:]
    empty = (await sim.get(f"/venue_two/markets/{E_SETTLED}-LFC/orderbook")).json()
    assert empty == {"orderbook_fp": {"yes_dollars": [], "no_dollars": []}}


# --- faults -----------------------------------------------------------------------------------


async def _fault(sim: httpx.AsyncClient, **body: Any) -> dict[str, Any]:
    resp = await sim.post("/_sim/faults", json=body)
    assert resp.status_code == 200, resp.text
    fault: dict[str, Any] = resp.json()["fault"]
    return fault


@pytest.mark.anyio
async def test_fault_status_answers_in_each_venues_error_shape(sim: httpx.AsyncClient) -> None:
    await _fault(sim, venue="venue_one")
    resp = await sim.get("/venue_one/events")
    assert resp.status_code == 503
    assert resp.json() == {"type": "internal error", "error": "cannot get the information"}
    assert (await sim.get("/venue_two/events")).status_code == 200
    await _fault(sim, venue="venue_two", status=429)
    resp = await sim.get("/venue_two/markets")
    assert (resp.status_code, resp.json()) == (429, {"error": "too many requests"})
    assert "retry-after" not in resp.headers
    await _fault(sim, venue="venue_two", status=500)
    assert (await sim.get("/venue_two/markets")).json()["error"]["code"] == "internal_error"


@pytest.mark.anyio
async def test_fault_rate_half_hits_every_other_request(sim: httpx.AsyncClient) -> None:
    await _fault(sim, venue="all", status=502, rate=0.5)
    statuses = [(await sim.get("/venue_two/series/KXEPLGAME")).status_code for _ in range(6)]
    assert statuses == [502, 200, 502, 200, 502, 200]
    shown = (await sim.get("/_sim/faults")).json()["faults"]
    assert [(f["seen"], f["affected"]) for f in shown] == [(6, 3)]


@pytest.mark.anyio
async def test_fault_count_fails_once_with_retry_after_then_succeeds(
    sim: httpx.AsyncClient,
) -> None:
    await _fault(sim, venue="venue_two", status=429, count=1, retry_after=2)
    first = await sim.get("/venue_two/markets")
    assert first.status_code == 429 and first.headers["retry-after"] == "2"
    assert (await sim.get("/venue_two/markets")).status_code == 200
    assert (await sim.get("/_sim/faults")).json() == {"faults": []}


@pytest.mark.anyio
async def test_fault_latency_delays_one_venue_without_blocking_the_other(
    sim: httpx.AsyncClient,
) -> None:
    await _fault(sim, venue="venue_one", status=None, latency_ms=300)
    finished: list[tuple[str, int, float]] = []
    start = anyio.current_time()

    async def fetch(path: str) -> None:
        resp = await sim.get(path)
        finished.append((path, resp.status_code, anyio.current_time() - start))

    async with anyio.create_task_group() as tg:
        tg.start_soon(fetch, "/venue_one/events")
        tg.start_soon(fetch, "/venue_two/events")
    assert [(p, s) for p, s, _ in finished] == [
        ("/venue_two/events", 200),
        ("/venue_one/events", 200),
    ]
    # asyncio timers may fire a clock tick early; the fast request must not have waited at all.
    assert finished[1][2] >= 0.29 and finished[0][2] < 0.2


@pytest.mark.anyio
async def test_fault_malformed_answers_200_with_truncated_json(sim: httpx.AsyncClient) -> None:
    await _fault(sim, venue="venue_one", malformed=True, count=1)
    resp = await sim.get("/venue_one/markets/700101")
    assert resp.status_code == 200 and resp.headers["content-type"] == "application/json"
    with pytest.raises(json.JSONDecodeError):
        json.loads(resp.text)
    full = await sim.get("/venue_one/markets/700101")
    assert full.json()["id"] == "700101"
    assert full.text.startswith(resp.text) and 0 < len(resp.text) < len(full.text)


@pytest.mark.anyio
async def test_fault_path_limits_it_to_matching_routes(sim: httpx.AsyncClient) -> None:
    await _fault(sim, venue="venue_one", status=503, path="/book")
    token = _tokens("700101")[0]
    resp = await sim.get(f"/venue_one/book?token_id={token}")
    assert resp.status_code == 503 and "error" in resp.json()
    assert (await sim.get("/venue_one/markets/700101")).status_code == 200


@pytest.mark.anyio
async def test_faults_spare_control_routes_and_delete_clears_them(sim: httpx.AsyncClient) -> None:
    await _fault(sim, venue="all", status=500)
    assert (await sim.get("/_sim/faults")).status_code == 200
    assert (await sim.get("/_sim/health")).status_code == 200
    assert (await sim.get("/venue_two/events")).status_code == 500
    assert (await sim.delete("/_sim/faults")).json() == {"faults": []}
    assert (await sim.get("/venue_two/events")).status_code == 200


@pytest.mark.anyio
@pytest.mark.parametrize(
    "body",
    [
        {"venue": "venue_three"},
        {"rate": 1.5},
        {"status": "503"},
        {"status": 200},
        {"count": 0},
        {"latency": 10},
        {"malformed": "yes"},
        [],
    ],
)
async def test_fault_definitions_are_validated(sim: httpx.AsyncClient, body: Any) -> None:
    resp = await sim.post("/_sim/faults", json=body)
    assert resp.status_code == 400 and resp.json()["error"]
    assert (await sim.get("/_sim/faults")).json() == {"faults": []}


# --- PATCH and reset --------------------------------------------------------------------------


@pytest.mark.anyio
async def test_patch_venue_one_market_shows_everywhere_it_appears(sim: httpx.AsyncClient) -> None:
    change = {"closed": True, "outcomePrices": '["1", "0"]', "umaResolutionStatus": "resolved"}
    merged = (await sim.patch("/_sim/venue_one/markets/700101", json=change)).json()
    assert merged["closed"] is True and merged["groupItemTitle"] == "Arsenal FC"
    assert (await sim.get("/venue_one/markets/700101")).json()["outcomePrices"] == '["1", "0"]'
    event = (await sim.get("/venue_one/events/90001")).json()
    assert event["markets"][0]["umaResolutionStatus"] == "resolved"
    assert "700101" not in _ids((await sim.get("/venue_one/markets")).json())
    closed = (await sim.get("/venue_one/markets/keyset?closed=true")).json()["markets"]
    assert "700101" in _ids(closed)
    book = await sim.get(f"/venue_one/book?token_id={_tokens('700101')[0]}")
    assert book.status_code == 404


@pytest.mark.anyio
async def test_patch_venue_two_markets_settles_their_event(sim: httpx.AsyncClient) -> None:
    for suffix, result in (("ARS", "yes"), ("TIE", "no"), ("CFC", "no")):
        change = {"status": "finalized", "result": result}
        resp = await sim.patch(f"/_sim/venue_two/markets/{E_OPEN}-{suffix}", json=change)
        assert resp.json()["result"] == result
    settled = (await sim.get("/venue_two/events?status=settled")).json()["events"]
    assert _tickers(settled) == [E_OPEN, E_SETTLED]
    market = (await sim.get(f"/venue_two/markets/{E_OPEN}-ARS")).json()["market"]
    assert market["status"] == "finalized"


@pytest.mark.anyio
async def test_patch_rejects_unknown_targets_and_non_object_bodies(
    sim: httpx.AsyncClient,
) -> None:
    assert (await sim.patch("/_sim/venue_one/markets/1", json={"a": 1})).status_code == 404
    assert (await sim.patch("/_sim/venue_two/markets/X", json={"a": 1})).status_code == 404
    assert (await sim.patch("/_sim/venue_x/markets/700101", json={"a": 1})).status_code == 404
    assert (await sim.patch("/_sim/venue_one/markets/700101", json=[1])).status_code == 400


@pytest.mark.anyio
async def test_reset_reloads_recorded_data_and_clears_faults(sim: httpx.AsyncClient) -> None:
    await sim.patch("/_sim/venue_one/markets/700102", json={"description": "changed"})
    await _fault(sim, venue="venue_two", status=503, rate=0.0)
    assert (await sim.post("/_sim/reset")).status_code == 200
    market = (await sim.get("/venue_one/markets/700102")).json()
    assert market["description"].startswith("In the upcoming EPL game")
    assert (await sim.get("/_sim/faults")).json() == {"faults": []}


# --- real servers -----------------------------------------------------------------------------


def test_start_background_serves_on_a_real_port_until_stopped() -> None:
    server = start_background(MINI)
    try:
        resp = HTTP.get(f"{server.url}/venue_two/series/KXEPLGAME", timeout=5)
        assert resp.json()["series"]["ticker"] == "KXEPLGAME"
    finally:
        server.stop()
    assert not server.thread.is_alive()


@pytest.mark.slow
def test_module_entry_point_prints_its_url_and_serves() -> None:
    cmd = [sys.executable, "-m", "pipeline.venues.simulator", "--port", "0", "--data", str(MINI)]
    proc = subprocess.Popen(cmd, cwd=ROOT, stdout=subprocess.PIPE, text=True)
    watchdog = threading.Timer(30, proc.kill)  # a hung start fails the test instead of hanging
    watchdog.start()
    try:
        assert proc.stdout is not None
        line = proc.stdout.readline().strip()
        assert line.startswith("venue simulator on http://127.0.0.1:")
        url = line.rsplit(" ", 1)[-1]
        assert not url.endswith(":0")
        resp = HTTP.get(f"{url}/venue_one/markets/700203", timeout=5)
        assert resp.json()["groupItemTitle"] == "Liverpool FC"
    finally:
        watchdog.cancel()
        proc.terminate()
        proc.wait(timeout=10)
        if proc.stdout is not None:
            proc.stdout.close()


@pytest.fixture
async def budgeted() -> AsyncIterator[httpx.AsyncClient]:
    transport = httpx.ASGITransport(app=build_app(MINI, budgets=True))
    async with httpx.AsyncClient(transport=transport, base_url="http://sim") as client:
        yield client


@pytest.mark.anyio
async def test_budgets_refuse_venue_two_over_its_bucket_with_a_bare_429(
    budgeted: httpx.AsyncClient,
) -> None:
    answers = [await budgeted.get(f"/venue_two/events/{E_OPEN}") for _ in range(40)]
    statuses = [r.status_code for r in answers]
    # The bucket holds one second of tokens (about 20 reads); reads beyond it are refused.
    assert 15 <= statuses.count(200) < 40 and statuses.count(429) > 0
    refused = next(r for r in answers if r.status_code == 429)
    assert refused.json() == {"error": "too many requests"}
    assert "retry-after" not in refused.headers
    assert not any(h.startswith("x-ratelimit") for h in refused.headers)
    # venue_one is never refused, control routes are not counted, and the counters say so.
    assert (await budgeted.get("/venue_one/events?limit=1")).status_code == 200
    report = (await budgeted.get("/_sim/budget")).json()
    assert report["venue_two_429"] == statuses.count(429)
    assert report["requests"] == {"venue_one": 1, "venue_two": 40}
    assert (await budgeted.delete("/_sim/budget")).json()["venue_two_429"] == 0


@pytest.mark.anyio
async def test_without_budgets_there_is_no_budget_report(sim: httpx.AsyncClient) -> None:
    assert (await sim.get("/_sim/budget")).status_code == 404


def test_venue_one_windows_delay_a_request_until_its_window_has_room() -> None:
    from pipeline.venues.sim_budget import Windows, polymarket_scopes

    windows = Windows({"global": 9, "clob": 9, "clob /book": 9, "clob /books": 3}, window_s=10.0)
    scopes = polymarket_scopes("/books")
    assert scopes == ["global", "clob", "clob /books"]
    assert [windows.reserve(scopes, 0.0) for _ in range(3)] == [0.0, 0.0, 0.0]
    assert windows.reserve(scopes, 1.0) == 9.0  # the fourth waits for the first to leave
    assert windows.reserve(polymarket_scopes("/book"), 1.0) == 0.0  # another scope's room
    assert windows.reserve(scopes, 20.0) == 0.0  # the window has moved on
    assert "gamma listing" in polymarket_scopes("/events")
    assert "gamma listing" not in polymarket_scopes("/events/123")


def test_the_client_budget_spaces_requests_at_its_rate_after_a_burst() -> None:
    from pipeline.venues.budget import RequestBudget

    now = [0.0]
    budget = RequestBudget(10.0, burst=3, clock=lambda: now[0])
    waits = [budget.reserve() for _ in range(6)]
    assert waits[:3] == pytest.approx([0.0, 0.0, 0.0])
    assert waits[3:] == pytest.approx([0.1, 0.2, 0.3])
    now[0] = 10.0  # idle long enough: the burst is available again
    assert budget.reserve() == 0.0 and budget.used == 7
