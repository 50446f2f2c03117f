"""VenueHTTP: retries, Retry-After, error mapping and the request it sends."""

from __future__ import annotations

import logging
import random
from datetime import UTC, datetime

import httpx
import pytest

from pipeline.errors import (
    VenueHTTPError,
    VenueNotFound,
    VenuePayloadError,
    VenueTransportError,
)
from pipeline.settings import USER_AGENT, Settings
from pipeline.venues.http import MAX_RETRY_DELAY_S, VenueHTTP, retry_after_seconds

BASE = "http://venue.test/api"
NOW = datetime(2026, 9, 19, 12, 0, 0, tzinfo=UTC)


@pytest.fixture
def anyio_backend() -> str:
    return "asyncio"


class Recorder:
    """A MockTransport handler answering from a script, recording requests and sleeps."""

    def __init__(self, *answers: httpx.Response | Exception) -> None:
        self.answers = list(answers)
        self.requests: list[httpx.Request] = []
        self.sleeps: list[float] = []

    def __call__(self, request: httpx.Request) -> httpx.Response:
        self.requests.append(request)
        answer = self.answers.pop(0) if len(self.answers) > 1 else self.answers[0]
        if isinstance(answer, Exception):
            raise answer
        return answer

    async def sleep(self, seconds: float) -> None:
        self.sleeps.append(seconds)


def make_http(recorder: Recorder, retries: int = 3, backoff: float = 0.5) -> VenueHTTP:
    settings = Settings(upstream_retries=retries, upstream_backoff_s=backoff)
    return VenueHTTP(
        "venue_two",
        BASE,
        settings,
        transport=httpx.MockTransport(recorder),
        sleep=recorder.sleep,
        rng=random.Random(7),
        clock=lambda: NOW,
    )


def ok(body: object) -> httpx.Response:
    return httpx.Response(200, json=body)


@pytest.mark.anyio
async def test_get_json_sends_user_agent_and_query_and_drops_none_params() -> None:
    rec = Recorder(ok({"markets": []}))
    async with make_http(rec) as http:
        body = await http.get_json("/markets", {"status": "open", "cursor": None, "limit": 5})
    assert body == {"markets": []}
    (request,) = rec.requests
    assert request.headers["User-Agent"] == USER_AGENT
    assert str(request.url) == f"{BASE}/markets?status=open&limit=5"


@pytest.mark.anyio
async def test_429_then_success_is_retried_with_backoff() -> None:
    rec = Recorder(httpx.Response(429, json={"error": "too many requests"}), ok({"a": 1}))
    async with make_http(rec, backoff=0.5) as http:
        assert await http.get_json("/x") == {"a": 1}
    assert len(rec.requests) == 2
    (delay,) = rec.sleeps
    assert 0.0 <= delay <= 0.5  # full jitter over base * 2**0


@pytest.mark.anyio
async def test_retry_after_seconds_is_honoured() -> None:
    rec = Recorder(httpx.Response(429, headers={"Retry-After": "7"}), ok([]))
    async with make_http(rec) as http:
        assert await http.get_json("/x") == []
    assert rec.sleeps == [7.0]


@pytest.mark.anyio
async def test_retry_after_http_date_is_honoured() -> None:
    rec = Recorder(
        httpx.Response(503, headers={"Retry-After": "Sat, 19 Sep 2026 12:00:04 GMT"}), ok([])
    )
    async with make_http(rec) as http:
        await http.get_json("/x")
    assert rec.sleeps == [4.0]


@pytest.mark.anyio
async def test_retry_after_is_capped() -> None:
    rec = Recorder(httpx.Response(429, headers={"Retry-After": "3600"}), ok([]))
    async with make_http(rec) as http:
        await http.get_json("/x")
    assert rec.sleeps == [MAX_RETRY_DELAY_S]


def test_retry_after_parsing_edge_cases() -> None:
    assert retry_after_seconds(None, NOW) is None
    assert retry_after_seconds("soon", NOW) is None
    assert retry_after_seconds("-3", NOW) == 0.0
    assert retry_after_seconds("Sat, 19 Sep 2026 11:00:00 GMT", NOW) == 0.0


@pytest.mark.anyio
async def test_403_is_retried() -> None:
    rec = Recorder(httpx.Response(403, text="error code: 1010"), ok({"ok": True}))
    async with make_http(rec) as http:
        assert await http.get_json("/x") == {"ok": True}
    assert len(rec.requests) == 2


@pytest.mark.anyio
async def test_503_until_retries_exhausted_raises_http_error_naming_url_and_status() -> None:
    rec = Recorder(httpx.Response(503, json={"error": {"code": "unavailable", "message": "down"}}))
    async with make_http(rec, retries=3) as http:
        with pytest.raises(VenueHTTPError) as info:
            await http.get_json("/markets", {"status": "open"})
    err = info.value
    assert not isinstance(err, VenueNotFound)
    assert err.status == 503
    assert err.url == f"{BASE}/markets?status=open"
    assert f"GET {BASE}/markets?status=open" in str(err) and "503" in str(err)
    assert err.cause == "down"
    assert len(rec.requests) == 4  # first try + 3 retries
    assert len(rec.sleeps) == 3
    # exponential ceilings 0.5, 1, 2 bound the jittered delays
    assert all(0 <= d <= 0.5 * 2**i for i, d in enumerate(rec.sleeps))


@pytest.mark.anyio
async def test_backoff_is_full_jitter_from_injected_rng() -> None:
    rec = Recorder(httpx.Response(500))
    async with make_http(rec, retries=3, backoff=1.0) as http:
        with pytest.raises(VenueHTTPError):
            await http.get_json("/x")
    rng = random.Random(7)
    assert rec.sleeps == [rng.uniform(0, 1.0), rng.uniform(0, 2.0), rng.uniform(0, 4.0)]


@pytest.mark.anyio
async def test_timeouts_are_retried_then_raise_transport_error() -> None:
    rec = Recorder(httpx.ReadTimeout("timed out"))
    async with make_http(rec, retries=2) as http:
        with pytest.raises(VenueTransportError) as info:
            await http.get_json("/events/E1")
    assert len(rec.requests) == 3
    assert info.value.status is None
    assert "ReadTimeout" in str(info.value) and f"{BASE}/events/E1" in str(info.value)


@pytest.mark.anyio
async def test_connection_error_then_success() -> None:
    rec = Recorder(httpx.ConnectError("refused"), ok({"x": 1}))
    async with make_http(rec) as http:
        assert await http.get_json("/x") == {"x": 1}


@pytest.mark.anyio
async def test_404_is_not_found_without_retry_and_carries_body_message() -> None:
    body = {"error": "No orderbook exists for the requested token id"}
    rec = Recorder(httpx.Response(404, json=body))
    async with make_http(rec) as http:
        with pytest.raises(VenueNotFound) as info:
            await http.get_json("/book", {"token_id": "123"})
    assert len(rec.requests) == 1 and rec.sleeps == []
    assert info.value.status == 404
    assert info.value.cause == body["error"]
    assert "book?token_id=123" in str(info.value)


@pytest.mark.anyio
async def test_other_4xx_raises_http_error_without_retry() -> None:
    body = {"type": "validation error", "error": "offset too large, use /markets/keyset"}
    rec = Recorder(httpx.Response(422, json=body))
    async with make_http(rec) as http:
        with pytest.raises(VenueHTTPError) as info:
            await http.get_json("/markets", {"offset": 2500})
    assert len(rec.requests) == 1
    assert info.value.status == 422
    assert "offset too large" in str(info.value)


@pytest.mark.anyio
async def test_malformed_json_body_is_payload_error_and_not_retried() -> None:
    rec = Recorder(httpx.Response(200, text='{"markets": [ {"ticker": '))
    async with make_http(rec) as http:
        with pytest.raises(VenuePayloadError) as info:
            await http.get_json("/markets")
    assert len(rec.requests) == 1
    assert f"{BASE}/markets" in str(info.value) and "not JSON" in str(info.value)


@pytest.mark.anyio
async def test_post_json_sends_body() -> None:
    rec = Recorder(ok([{"asset_id": "1"}]))
    async with make_http(rec) as http:
        assert await http.post_json("/books", [{"token_id": "1"}]) == [{"asset_id": "1"}]
    (request,) = rec.requests
    assert request.method == "POST" and request.read() == b'[{"token_id":"1"}]'


@pytest.mark.anyio
async def test_one_info_line_per_request(caplog: pytest.LogCaptureFixture) -> None:
    rec = Recorder(httpx.Response(502), ok([]))
    with caplog.at_level(logging.INFO, logger="pipeline.venues.http"):
        async with make_http(rec) as http:
            await http.get_json("/x")
    infos = [r for r in caplog.records if r.levelno == logging.INFO]
    warnings = [r for r in caplog.records if r.levelno == logging.WARNING]
    assert len(infos) == 1 and "attempts 2" in infos[0].getMessage()
    assert len(warnings) == 1 and "502" in warnings[0].getMessage()


@pytest.mark.anyio
async def test_redirect_loop_is_a_transport_error_without_retry() -> None:
    rec = Recorder(httpx.Response(302, headers={"Location": f"{BASE}/x"}))
    async with make_http(rec) as http:
        with pytest.raises(VenueTransportError, match="TooManyRedirects"):
            await http.get_json("/x")
    assert rec.sleeps == []
