"""Slow and idle clients against a real uvicorn with the connection guard (in-process app
on loopback): read deadlines close them, the connection cap makes room by closing the
idle and the slow, never a request being handled, and every shedding is reported. The
service-level test (300 slow uploads against keyed audits) is in tests/test_limits.py."""

from __future__ import annotations

import asyncio
import socket
import threading
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
import uvicorn
from fastapi.testclient import TestClient

from pipeline.settings import Settings
from serve.app import create_app
from serve.connections import guarded_protocol
from serve.limits import BodyLimitMiddleware, InFlightLimitMiddleware, LoadMonitor
from tests.conftest import ROOT, free_port, wait_until

CAP = 8


class Served:
    def __init__(self, port: int, monitor: LoadMonitor, release: threading.Event) -> None:
        self.port, self.monitor, self.release = port, monitor, release
        self.handling = 0
        self.sockets: list[socket.socket] = []

    def connect(self) -> socket.socket:
        sock = socket.create_connection(("127.0.0.1", self.port), timeout=10)
        self.sockets.append(sock)  # closed by the fixture
        return sock

    def get(self, path: str = "/x") -> bytes:
        with self.connect() as sock:
            sock.sendall(f"GET {path} HTTP/1.1\r\nHost: t\r\nConnection: close\r\n\r\n".encode())
            return _read_all(sock)


def _read_all(sock: socket.socket) -> bytes:
    out = b""
    while chunk := sock.recv(65536):
        out += chunk
    return out


def _closed(sock: socket.socket, within: float) -> bool:
    """Whether the server closes `sock` (EOF or reset) within `within` seconds."""
    sock.settimeout(within)
    try:
        while sock.recv(65536):
            pass
    except TimeoutError:
        return False
    except ConnectionResetError:
        return True
    return True


@pytest.fixture
def served() -> Iterator[Served]:
    monitor = LoadMonitor(window_s=30)
    release = threading.Event()
    state: dict[str, Any] = {}

    async def app(scope: Any, receive: Any, send: Any) -> None:
        if scope["type"] != "http":
            return
        if scope["path"] == "/hold":
            state["served"].handling += 1
            await asyncio.to_thread(release.wait, 30)
        await send(
            {"type": "http.response.start", "status": 200, "headers": [(b"content-length", b"2")]}
        )
        await send({"type": "http.response.body", "body": b"ok"})

    wrapped = BodyLimitMiddleware(
        InFlightLimitMiddleware(app, CAP, monitor=monitor), max_bytes=1024
    )
    port = free_port()
    config = uvicorn.Config(
        wrapped,
        host="127.0.0.1",
        port=port,
        log_level="warning",
        lifespan="off",
        timeout_keep_alive=2,
        http=guarded_protocol(
            header_timeout_s=1.5, body_timeout_s=1.5, max_connections=CAP, monitor=monitor
        ),
    )
    server = uvicorn.Server(config)
    thread = threading.Thread(target=server.run, daemon=True)
    thread.start()
    wait_until(lambda: server.started, timeout=30, what="uvicorn start")
    state["served"] = served = Served(port, monitor, release)
    try:
        yield served
    finally:
        for sock in served.sockets:
            sock.close()
        release.set()
        server.should_exit = True
        thread.join(10)


def test_a_silent_a_slow_head_and_a_slow_body_are_closed_at_their_deadlines(
    served: Served,
) -> None:
    silent = served.connect()
    slow_head = served.connect()
    slow_body = served.connect()
    slow_body.sendall(b"POST /x HTTP/1.1\r\nHost: t\r\nContent-Length: 50\r\n\r\n{")
    started = time.monotonic()
    for byte in b"GET /x HTTP/1.1\r\n":  # one byte every 0.2 s never finishes the head
        try:
            slow_head.sendall(bytes([byte]))
        except OSError:
            break
        time.sleep(0.2)
    assert all(_closed(s, within=10) for s in (silent, slow_head, slow_body))
    assert time.monotonic() - started < 10
    assert served.monitor.timeouts.get("head", 0) >= 2
    assert served.monitor.timeouts.get("body", 0) >= 1
    assert served.get().endswith(b"ok")  # the server itself is fine


def test_a_kept_alive_connection_idle_past_the_keep_alive_is_closed(served: Served) -> None:
    sock = served.connect()
    sock.sendall(b"GET /x HTTP/1.1\r\nHost: t\r\n\r\n")
    assert sock.recv(65536).startswith(b"HTTP/1.1 200")
    assert _closed(sock, within=10)


def test_at_the_cap_idle_and_slow_connections_make_room_handled_ones_never_do(
    served: Served,
) -> None:
    idle = [served.connect() for _ in range(CAP)]
    time.sleep(0.2)
    assert served.get().endswith(b"ok")  # made room by closing the oldest idle one
    assert _closed(idle[0], within=5)
    assert any("make room" in r for r in served.monitor.reasons())
    for sock in idle:
        sock.close()
    time.sleep(0.2)

    # CAP requests being handled: nothing can be closed for a newcomer, which is refused
    held = [served.connect() for _ in range(CAP)]
    for sock in held:
        sock.sendall(b"GET /hold HTTP/1.1\r\nHost: t\r\n\r\n")
    wait_until(lambda: served.handling >= CAP, timeout=10, what="requests in the app")
    time.sleep(0.3)
    newcomer = served.connect()
    assert _closed(newcomer, within=5)
    assert any("connection refused" in r for r in served.monitor.reasons())
    served.release.set()
    for sock in held:
        assert sock.recv(65536).startswith(b"HTTP/1.1 ")  # answered, none cut


def test_health_names_what_was_shed_lately(tmp_path: Path) -> None:
    settings = Settings(home=tmp_path, rulesets_dir=ROOT / "rulesets")
    app = create_app(settings, run_refresher=False)
    with TestClient(app, base_url="http://127.0.0.1:8000") as client:
        assert client.get("/v1/health").json()["reasons"] == []
        app.state.load_monitor.shed("503 server busy: in-flight requests at the limit")
        reasons = client.get("/v1/health").json()["reasons"]
    assert reasons == [
        "shedding load: 503 server busy: in-flight requests at the limit (1 since start)"
    ]


def test_the_monitor_forgets_a_reason_after_its_window() -> None:
    now = [100.0]
    monitor = LoadMonitor(window_s=10, clock=lambda: now[0])
    monitor.shed("x")
    now[0] += 10
    assert monitor.reasons() == ["shedding load: x (1 since start)"]
    now[0] += 0.5
    assert monitor.reasons() == []
