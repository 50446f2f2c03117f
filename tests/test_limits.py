"""Limits: per-key rate limit, body size, requests in flight, the audit's upstream deadline.

The middleware and the limiter are tested in-process (ASGI, an injected clock); the same
limits are then shown on a real `resaudit serve` (uvicorn) where the transport matters:
chunked bodies, `Retry-After` on the wire, a venue too slow for an on-demand leg.
"""

from __future__ import annotations

import asyncio
import json
import socket
import threading
import time
from collections.abc import AsyncIterator, Iterator
from pathlib import Path
from typing import Any

import httpx
import pytest

from pipeline.errors import Overloaded
from pipeline.rulesets import load_current
from serve.limits import (
    BodyLimitMiddleware,
    EngineGate,
    InFlightLimitMiddleware,
    LoadMonitor,
    RateLimiter,
)
from tests.conftest import (
    DEMO,
    HTTP,
    ROOT,
    resaudit,
    service_process,
    simulator_process,
    wait_until,
)

LIMIT = 64 * 1024


class Clock:
    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


# ---- the rate limiter ------------------------------------------------------------------
def test_a_key_gets_limit_hits_per_window_then_waits_for_the_oldest_to_expire() -> None:
    clock = Clock()
    limiter = RateLimiter(3, 60, clock=clock)
    for _ in range(3):
        assert limiter.hit("k") is None
        clock.now += 10
    assert limiter.hit("k") == pytest.approx(30)  # the first hit (t=0) leaves at t=60
    clock.now += 29.9
    assert limiter.hit("k") == pytest.approx(0.1)
    clock.now += 0.1
    assert limiter.hit("k") is None
    assert limiter.hit("k") == pytest.approx(10)  # refusals are not counted as hits


def test_keys_are_limited_independently() -> None:
    limiter = RateLimiter(1, 60, clock=Clock())
    assert limiter.hit("a") is None
    assert limiter.hit("a") is not None
    assert limiter.hit("b") is None


def test_the_limiter_tracks_at_most_max_keys_forgetting_the_least_recent() -> None:
    clock = Clock()
    limiter = RateLimiter(1, 60, max_keys=2, clock=clock)
    for key in ("a", "b", "a", "c"):  # "b" is the least recently seen when "c" arrives
        limiter.hit(key)
    assert limiter.keys == 2
    assert limiter.hit("a") is not None  # still remembered
    assert limiter.hit("b") is None  # forgotten: let through early, never refused wrongly


# ---- body size (ASGI) ------------------------------------------------------------------
def _recording_app(seen: list[bytes]) -> Any:
    async def app(scope: Any, receive: Any, send: Any) -> None:
        body = b""
        while True:
            message = await receive()
            body += message.get("body", b"")
            if not message.get("more_body"):
                break
        seen.append(body)
        await send({"type": "http.response.start", "status": 200, "headers": []})
        await send({"type": "http.response.body", "body": str(len(body)).encode()})

    return app


async def _chunks(total: int, size: int = 4096) -> AsyncIterator[bytes]:
    sent = 0
    while sent < total:
        n = min(size, total - sent)
        sent += n
        yield b"x" * n


@pytest.mark.anyio
@pytest.mark.parametrize("chunked", [False, True])
async def test_a_body_over_the_limit_is_413_before_the_app_sees_it(chunked: bool) -> None:
    seen: list[bytes] = []
    transport = httpx.ASGITransport(app=BodyLimitMiddleware(_recording_app(seen), LIMIT))
    content: Any = _chunks(LIMIT + 1) if chunked else b"x" * (LIMIT + 1)
    async with httpx.AsyncClient(transport=transport, base_url="http://t") as client:
        r = await client.post("/v1/audit", content=content)
    assert r.status_code == 413
    assert r.json() == {"detail": "Request body too large: the limit is 64 KiB"}
    assert seen == []


@pytest.mark.anyio
@pytest.mark.parametrize("chunked", [False, True])
async def test_a_body_at_the_limit_reaches_the_app_whole(chunked: bool) -> None:
    seen: list[bytes] = []
    transport = httpx.ASGITransport(app=BodyLimitMiddleware(_recording_app(seen), LIMIT))
    content: Any = _chunks(LIMIT) if chunked else b"x" * LIMIT
    async with httpx.AsyncClient(transport=transport, base_url="http://t") as client:
        r = await client.post("/v1/audit", content=content)
    assert r.status_code == 200 and r.text == str(LIMIT)
    assert seen == [b"x" * LIMIT]


# ---- the engine's bounded executor -------------------------------------------------------
@pytest.mark.anyio
async def test_the_engine_gate_sheds_beyond_its_places_and_frees_a_place_when_a_run_ends() -> None:
    """One thread and one waiting place: a third audit is refused at once (Overloaded with
    a Retry-After), health's monitor names it, and a run whose client left still holds
    its place until the thread is done with it."""
    monitor = LoadMonitor()
    gate = EngineGate(workers=1, queue=1, monitor=monitor)
    go = threading.Event()
    try:
        first, second = gate.admit(), gate.admit()
        with pytest.raises(Overloaded) as refused:
            gate.admit()
        assert refused.value.retry_after_s >= 1
        assert "server busy" in str(refused.value)
        assert any("engine queue full" in r for r in monitor.reasons())
        running = asyncio.create_task(gate.run(first, go.wait, 30))
        waiting = asyncio.create_task(gate.run(second, lambda: 7))
        await asyncio.sleep(0.05)
        running.cancel()  # the client went away; the thread still runs
        await asyncio.sleep(0.05)
        assert gate.taken == 2
        with pytest.raises(Overloaded):
            gate.admit()
        go.set()
        assert await waiting == 7
        await asyncio.sleep(0.05)
        assert gate.taken == 0
        gate.admit().release()  # a place again; release is idempotent
    finally:
        go.set()
        gate.close()
    # Places left, but the wait for a thread would be too long: refused all the same.
    patient = EngineGate(workers=1, queue=10, monitor=monitor, max_wait_s=0.5)
    try:
        patient.admit(), patient.admit()  # running, and one waiting ~0.3 s (the first guess)
        with pytest.raises(Overloaded):
            patient.admit()
    finally:
        patient.close()


@pytest.mark.anyio
async def test_a_shed_audit_is_503_with_retry_after_and_a_busy_tool_error() -> None:
    from fastapi import FastAPI

    from serve.errors import install_error_handlers, tool_error

    app = FastAPI()
    install_error_handlers(app)

    @app.post("/v1/audit")
    async def busy() -> None:
        raise Overloaded("server busy: 9 audits that need the engine are in progress", 3)

    transport = httpx.ASGITransport(app=app)
    async with httpx.AsyncClient(transport=transport, base_url="http://t") as client:
        r = await client.post("/v1/audit")
    assert r.status_code == 503
    assert r.headers["Retry-After"] == "3"
    assert r.json()["detail"].startswith("server busy")
    assert str(tool_error(Overloaded("x", 3))).startswith("server busy")


# ---- requests in flight (ASGI) -----------------------------------------------------------
@pytest.mark.anyio
async def test_requests_beyond_max_in_flight_get_503_with_retry_after_probes_excepted() -> None:
    release = asyncio.Event()
    entered = 0

    async def slow(scope: Any, receive: Any, send: Any) -> None:
        nonlocal entered
        entered += 1
        await release.wait()
        await send({"type": "http.response.start", "status": 200, "headers": []})
        await send({"type": "http.response.body", "body": b"done"})

    limited = InFlightLimitMiddleware(slow, 2)
    transport = httpx.ASGITransport(app=limited)
    async with httpx.AsyncClient(transport=transport, base_url="http://t") as client:
        held = [asyncio.create_task(client.get("/v1/events")) for _ in range(2)]
        while entered < 2:
            await asyncio.sleep(0)
        busy = await client.get("/v1/events")
        assert busy.status_code == 503 and busy.headers["retry-after"] == "1"
        assert "Server busy" in busy.json()["detail"]
        probe = asyncio.create_task(client.get("/v1/live"))  # exempt: reaches the app
        while entered < 3:
            await asyncio.sleep(0)
        release.set()
        assert [r.status_code for r in await asyncio.gather(*held, probe)] == [200, 200, 200]
        assert limited.in_flight == 0
        assert (await client.get("/v1/events")).status_code == 200


# ---- the same limits on a real server ----------------------------------------------------
def _key(home: Path, name: str) -> str:
    out = resaudit("keys", "issue", "--name", name, env={"RESAUDIT_HOME": str(home)})
    assert out.returncode == 0, out.stderr
    return out.stdout.strip()


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[str, str, Path]]:
    """A service with a limit of 3 audits a minute, on a simulator of its own (faulted)."""
    home = tmp_path_factory.mktemp("limits-home")
    settings = {
        "rate_limit_per_min": 3,
        "audit_fetch_timeout_s": 1,
        "upstream_timeout_s": 3,
        "upstream_retries": 0,
        "header_timeout_s": 2,
    }
    with simulator_process() as sim, service_process(sim, home, **settings) as base:
        yield base, sim, home


def _pair_id() -> str:
    pair_id: str = load_current(ROOT / "rulesets").events[0]["pairs"][0]["pair_id"]
    return pair_id


@pytest.mark.slow
def test_the_fourth_audit_in_a_minute_gets_429_with_retry_after_other_keys_unaffected(
    server: tuple[str, str, Path],
) -> None:
    base, _, home = server
    key, other = _key(home, "limited"), _key(home, "other")
    wait_until(
        lambda: HTTP.get(f"{base}/v1/health", timeout=10).status_code == 200,
        timeout=180,
        what="first cycle",
    )
    body = {"canonical_event_id": _pair_id()}

    def audit(k: str) -> httpx.Response:
        return HTTP.post(f"{base}/v1/audit", json=body, headers={"X-API-Key": k}, timeout=30)

    assert [audit(key).status_code for _ in range(3)] == [200, 200, 200]
    refused = audit(key)
    assert refused.status_code == 429, refused.text
    assert 1 <= int(refused.headers["retry-after"]) <= 60
    assert refused.json()["detail"].startswith("Rate limit exceeded: 3 audits per 60 s")
    assert audit(other).status_code == 200
    # Authentication comes first: an invalid key is a 401 whatever the limit says.
    assert audit("ra_0000000000000000_nope").status_code == 401
    # Nor does the real server's own output (uvicorn and every logger) ever carry a key.
    output = (home / "service.log").read_text()
    assert key not in output and other not in output


@pytest.mark.slow
def test_a_real_server_refuses_oversized_bodies_declared_or_chunked(
    server: tuple[str, str, Path],
) -> None:
    base, _, home = server
    key = _key(home, "bodies")
    headers = {"X-API-Key": key, "Content-Type": "application/json"}
    declared = HTTP.post(
        f"{base}/v1/audit", content=b" " * (LIMIT + 1), headers=headers, timeout=30
    )
    assert declared.status_code == 413, declared.text
    assert declared.json()["detail"] == "Request body too large: the limit is 64 KiB"

    def chunks() -> Iterator[bytes]:
        yield b'{"canonical_event_id": "'
        for _ in range(20):
            yield b"x" * 4096

    chunked = HTTP.post(f"{base}/v1/audit", content=chunks(), headers=headers, timeout=30)
    assert chunked.status_code == 413, chunked.text
    # Exactly at the limit is accepted and audited (valid JSON padded with spaces).
    doc = json.dumps({"canonical_event_id": _pair_id()}).encode()
    at_limit = HTTP.post(
        f"{base}/v1/audit", content=doc + b" " * (LIMIT - len(doc)), headers=headers, timeout=30
    )
    assert at_limit.status_code == 200, at_limit.text
    assert HTTP.get(f"{base}/v1/live", timeout=10).status_code == 200


def _uncovered_legs() -> dict[str, Any]:
    """Two demo markets outside the ruleset: auditing them needs the venues now."""
    covered = {
        m
        for e in load_current(ROOT / "rulesets").events
        for p in e["pairs"]
        for m in (p["venue_one_market_id"], p["venue_two_market_id"])
    }
    one = next(
        m["id"]
        for e in json.loads((DEMO / "venue_one" / "events.json").read_text())
        for m in e["markets"]
        if m["id"] not in covered
    )
    two = next(
        m["ticker"]
        for m in json.loads((DEMO / "venue_two" / "markets.json").read_text())
        if m["ticker"] not in covered
    )
    return {
        "market_a": {"venue": "venue_one", "market_id": one, "outcome": "Yes"},
        "market_b": {"venue": "venue_two", "market_id": two, "outcome": "Yes"},
    }


@pytest.mark.slow
def test_an_on_demand_leg_from_a_stalled_venue_is_502_at_the_audit_deadline(
    server: tuple[str, str, Path],
) -> None:
    base, sim, home = server
    key = _key(home, "deadline")
    legs = _uncovered_legs()
    # Only the uncovered market's route stalls, so the refresher's cycles go on unharmed.
    route = f"/markets/{legs['market_a']['market_id']}"
    stall = {"venue": "venue_one", "status": None, "latency_ms": 2_500, "path": route}
    HTTP.post(f"{sim}/_sim/faults", json=stall, timeout=5).raise_for_status()
    try:
        started = time.monotonic()
        r = HTTP.post(f"{base}/v1/audit", json=legs, headers={"X-API-Key": key}, timeout=30)
        took = time.monotonic() - started
    finally:
        HTTP.delete(f"{sim}/_sim/faults", timeout=5)
    assert r.status_code == 502, r.text
    assert "no answer within the audit's 1 s upstream deadline" in r.json()["detail"]
    assert took < 2.5  # the venue would have answered at 2.5 s: the deadline cut it


@pytest.mark.slow
def test_300_slow_keyless_uploads_leave_keyed_audits_answering_and_idle_sockets_are_closed(
    server: tuple[str, str, Path],
) -> None:
    """More slow senders than in-flight slots (256): none of them holds a slot."""
    base, _, home = server
    key = _key(home, "slow-clients")
    wait_until(
        lambda: HTTP.get(f"{base}/v1/health", timeout=10).status_code == 200,
        timeout=180,
        what="first cycle",
    )
    port = int(base.rsplit(":", 1)[1])
    head = (
        b"POST /v1/audit HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n"
        b"Content-Length: 4000\r\n\r\n{"
    )
    slow: list[socket.socket] = []
    idle = socket.create_connection(("127.0.0.1", port), timeout=10)
    try:
        for _ in range(300):
            sock = socket.create_connection(("127.0.0.1", port), timeout=10)
            slow.append(sock)
            sock.sendall(head)
        for sock in slow:  # and a trickle: one more byte each
            sock.sendall(b" ")
        body = {"canonical_event_id": _pair_id()}
        answers = [
            HTTP.post(f"{base}/v1/audit", json=body, headers={"X-API-Key": key}, timeout=60)
            for _ in range(3)
        ]
        assert [a.status_code for a in answers] == [200, 200, 200], answers[-1].text
        health = HTTP.get(f"{base}/v1/health", timeout=10).json()
        assert not any("in-flight" in r for r in health["reasons"]), health["reasons"]
        # a connection that never sends a request is closed after the header deadline
        idle.settimeout(20)
        assert idle.recv(1) == b""
    finally:
        idle.close()
        for sock in slow:
            sock.close()
    assert HTTP.get(f"{base}/v1/live", timeout=10).status_code == 200
