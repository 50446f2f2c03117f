"""Security: keys, files, control routes, MCP transport, what a request may make us fetch.

In-process (the real app with its lifespan, through Starlette's TestClient) against the
shared demo simulator, so every log line and every file the app writes can be inspected.
Key storage and constant-time comparison in the key store itself are in `test_keys.py`;
the MCP Host check on a real server in `test_mcp.py`.
"""

from __future__ import annotations

import hashlib
import hmac
import logging
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from fastapi.routing import APIRoute
from fastapi.testclient import TestClient
from starlette.responses import FileResponse
from starlette.routing import Mount, Route
from starlette.staticfiles import StaticFiles

from pipeline.keys import IssuedKey, KeyStore
from pipeline.rulesets import load_current
from pipeline.settings import Settings
from serve import cli
from serve.app import create_app
from tests.conftest import ROOT, free_port, venue_env

# What TestClient must look like to pass the MCP Host check: a loopback origin.
LOCAL = "http://127.0.0.1:8000"
PAIR_ID: str = load_current(ROOT / "rulesets").events[0]["pairs"][0]["pair_id"]
MCP_HEADERS = {"Accept": "application/json, text/event-stream"}


def _settings(home: Path, sim_url: str) -> Settings:
    env = venue_env(sim_url)
    return Settings(
        home=home,
        rulesets_dir=ROOT / "rulesets",
        venue_one_url=env["RESAUDIT_VENUE_ONE_URL"],
        venue_one_book_url=env["RESAUDIT_VENUE_ONE_BOOK_URL"],
        venue_two_url=env["RESAUDIT_VENUE_TWO_URL"],
        upstream_retries=0,
    )


@pytest.fixture
def app_client(tmp_path: Path, demo_simulator: str) -> Iterator[tuple[TestClient, Settings]]:
    settings = _settings(tmp_path / "home", demo_simulator)
    with TestClient(create_app(settings, run_refresher=False), base_url=LOCAL) as client:
        yield client, settings


@pytest.fixture
def key(app_client: tuple[TestClient, Settings]) -> IssuedKey:
    return KeyStore(app_client[1].keys_path).issue("security")


def _every_byte_written(home: Path) -> bytes:
    return b"\n".join(p.read_bytes() for p in sorted(home.rglob("*")) if p.is_file())


def test_a_key_is_never_logged_stored_or_echoed(
    app_client: tuple[TestClient, Settings],
    key: IssuedKey,
    caplog: pytest.LogCaptureFixture,
    capsys: pytest.CaptureFixture[str],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    client, settings = app_client
    secret = key.key.split("_", 2)[2]  # ra_<key_id>_<secret>; the secret may hold "_"
    caplog.set_level(logging.DEBUG)  # everything any logger would say, at its most verbose
    body = {"canonical_event_id": PAIR_ID}
    near_misses = [key.key + "x", f"ra_{key.key_id}_{secret[::-1]}", key.key.upper()]
    responses = [client.post("/v1/audit", json=body, headers={"X-API-Key": key.key})]
    responses += [
        client.post("/v1/audit", json=body, headers={"X-API-Key": k}) for k in near_misses
    ]
    responses.append(client.post(f"/v1/audit?X-API-Key={key.key}&api_key={key.key}", json=body))
    assert [r.status_code for r in responses] == [200, 401, 401, 401, 401]
    assert [r.json()["detail"] for r in responses[1:]] == ["Invalid API key"] * 3 + [
        "Missing API key"
    ]
    monkeypatch.setenv("RESAUDIT_HOME", str(settings.home))
    assert cli.main(["keys", "list"]) == 0
    listed = capsys.readouterr().out
    assert key.key_id in listed

    # The service's log lines; `httpx2` is the test client's own transport logging its URLs.
    logged = [r.getMessage() for r in caplog.records if not r.name.startswith("httpx2")]
    said = "\n".join(
        [*logged, listed] + [r.text + str(sorted(r.headers.items())) for r in responses]
    )
    written = _every_byte_written(settings.home)
    for needle in {key.key, secret, *near_misses}:
        assert needle not in said
        assert needle.encode() not in written
    # Stored as its sha256 only; the log names the key by id.
    assert hashlib.sha256(key.key.encode()).hexdigest() in settings.keys_path.read_text()
    assert key.key_id.encode() in (settings.audit_dir / "audit.jsonl").read_bytes()


def test_every_key_check_over_http_is_one_constant_time_digest_comparison(
    app_client: tuple[TestClient, Settings], key: IssuedKey, monkeypatch: pytest.MonkeyPatch
) -> None:
    client, _ = app_client
    compared: list[tuple[bytes, bytes]] = []
    real = hmac.compare_digest

    def spy(a: bytes, b: bytes) -> bool:
        compared.append((a, b))
        return real(a, b)

    monkeypatch.setattr(hmac, "compare_digest", spy)
    presented = [key.key, key.key[:-1] + "!", "ra_ffffffffffffffff_" + "x" * 43, "junk"]
    for k in presented:
        client.post("/v1/audit", json={"canonical_event_id": "nope"}, headers={"X-API-Key": k})
    assert len(compared) == len(presented)
    assert all(len(a) == len(b) == 32 for a, b in compared)


def _walk(routes: list[Any], prefix: str = "") -> Iterator[tuple[str, Any]]:
    """(full path, route) of every route, through FastAPI's included routers."""
    for route in routes:
        included = getattr(route, "original_router", None)
        if included is not None:
            yield from _walk(included.routes, prefix + route.include_context.prefix)
        else:
            yield prefix + route.path, route


def _routes() -> list[tuple[str, Any]]:
    app = create_app(Settings(rulesets_dir=ROOT / "rulesets"), run_refresher=False)
    return list(_walk(app.routes))


def test_no_route_serves_files_or_takes_a_path_shaped_parameter() -> None:
    routes = _routes()
    assert {"/v1/audit", "/v1/health", "/mcp"} <= {path for path, _ in routes}
    for path, route in routes:
        if isinstance(route, Mount):
            # The one mount: the docs' own scripts from the installed fastapi-offline
            # package (Starlette's StaticFiles refuses paths outside its folder).
            assert path == "/static-offline-docs" and isinstance(route.app, StaticFiles), path
            continue
        assert isinstance(route, Route), (path, route)
        assert ":path}" not in path, path
        if isinstance(route, APIRoute):
            cls = getattr(route.response_class, "value", route.response_class)  # placeholder
            assert isinstance(cls, type) and not issubclass(cls, FileResponse), path


@pytest.mark.parametrize(
    "path",
    [
        "/../../../../etc/passwd",
        "/static/../../pyproject.toml",
        "/docs/../../pyproject.toml",
        "/status/..%2f..%2fpyproject.toml",
        "/v1/../pyproject.toml",
        "/%2e%2e/%2e%2e/etc/passwd",
        "/data/demo/venue_one/events.json",
        "/rulesets/CURRENT",
    ],
)
def test_traversal_paths_are_404_and_serve_no_file(
    app_client: tuple[TestClient, Settings], path: str
) -> None:
    client, _ = app_client
    # Dots percent-encoded so the client cannot clean the path up: the app then gets the
    # literal `..` segments, as uvicorn hands over a raw `/../` or `/%2E%2E/` request.
    r = client.get(LOCAL + path.replace("..", "%2E%2E"))
    assert r.status_code == 404, (path, r.status_code)
    assert "[project]" not in r.text and "root:" not in r.text and "venue_one" not in r.text


def test_the_simulators_control_routes_are_never_mounted_in_the_service(
    app_client: tuple[TestClient, Settings],
) -> None:
    client, _ = app_client
    paths = [path for path, _ in _routes()]
    assert not [p for p in paths if p.startswith(("/_sim", "/venue_one", "/venue_two"))]
    fault = {"venue": "all", "status": 503}
    assert client.post("/_sim/faults", json=fault).status_code == 404
    assert client.delete("/_sim/faults").status_code == 404
    assert client.patch("/_sim/venue_one/markets/1", json={"closed": True}).status_code == 404
    assert client.get("/venue_one/events").status_code == 404


def test_mcp_refuses_a_foreign_origin_and_offers_no_idle_stream(
    app_client: tuple[TestClient, Settings],
) -> None:
    client, _ = app_client
    ping = {"jsonrpc": "2.0", "id": 1, "method": "ping"}
    assert client.post("/mcp", json=ping, headers=MCP_HEADERS).status_code == 200
    foreign_host = client.post("/mcp", json=ping, headers={**MCP_HEADERS, "Host": "evil.test"})
    assert foreign_host.status_code == 421
    foreign_origin = client.post(
        "/mcp", json=ping, headers={**MCP_HEADERS, "Origin": "http://evil.test"}
    )
    assert foreign_origin.status_code == 403
    # Stateless JSON never pushes: a GET stream would only hold a session open, so 405.
    for method in ("GET", "DELETE"):
        r = client.request(method, "/mcp", headers=MCP_HEADERS)
        assert r.status_code == 405 and r.headers["allow"] == "POST"


@pytest.mark.parametrize(
    "market_id", ["..", "../events", "1?closed=true", "1#x", "a/b", ".hidden", "1 2", "%2e%2e"]
)
def test_a_market_id_cannot_steer_a_venue_request(tmp_path: Path, market_id: str) -> None:
    # Venues at a dead port with no retries: any request that went out would be a 502.
    settings = _settings(tmp_path / "home", f"http://127.0.0.1:{free_port()}")
    KeyStore(settings.keys_path).issue("x")
    key = KeyStore(settings.keys_path).issue("steer").key
    legs = {
        "market_a": {"venue": "venue_one", "market_id": market_id, "outcome": "Yes"},
        "market_b": {"venue": "venue_two", "market_id": "KX-1", "outcome": "Yes"},
    }
    call = {
        "jsonrpc": "2.0",
        "id": 1,
        "method": "tools/call",
        "params": {"name": "check_resolution_risk", "arguments": legs},
    }
    with TestClient(create_app(settings, run_refresher=False), base_url=LOCAL) as client:
        rest = client.post("/v1/audit", json=legs, headers={"X-API-Key": key})
        mcp = client.post("/mcp", json=call, headers=MCP_HEADERS).json()["result"]
    assert rest.status_code == 422, rest.text
    assert "market_id" in str(rest.json()["detail"][0]["loc"])
    assert mcp["isError"] and "market_a.market_id" in mcp["content"][0]["text"]


@pytest.mark.parametrize(
    "body",
    [
        '{"canonical_event_id": "%s", "notional_usd": NaN}',
        '{"canonical_event_id": "%s", "notional_usd": Infinity}',
        '{"canonical_event_id": "%s", "notional_usd": -Infinity}',
        '{"canonical_event_id": "%s", "notional_usd": 1e309}',
        '{"canonical_event_id": "\\ud800%s"}',
        '{"canonical_event_id": "%s", "mode": "\\udfff"}',
    ],
)
def test_input_json_cannot_carry_is_a_422_never_a_500(
    app_client: tuple[TestClient, Settings], key: IssuedKey, body: str
) -> None:
    client, _ = app_client
    r = client.post(
        "/v1/audit",
        content=body % PAIR_ID,
        headers={"X-API-Key": key.key, "Content-Type": "application/json"},
    )
    assert r.status_code == 422, r.text
    assert r.json()["detail"][0]["loc"][0] == "body"


def test_a_key_file_nested_too_deep_is_a_declared_error_not_a_crash(
    app_client: tuple[TestClient, Settings], key: IssuedKey
) -> None:
    client, settings = app_client
    settings.keys_path.write_text("[" * 50_000 + "]" * 50_000)
    r = client.post(
        "/v1/audit", json={"canonical_event_id": PAIR_ID}, headers={"X-API-Key": key.key}
    )
    assert r.status_code in (401, 503), r.text
    assert "internal error" not in r.text
    # health says so, without the file's path: an operator sees it, a prober learns nothing
    h = client.get("/v1/health").json()
    assert h["status"] != "ok"
    assert any("API key file unreadable" in why for why in h["reasons"]), h
    assert str(settings.keys_path) not in str(h)


def test_keyless_mcp_audits_are_limited_per_address_and_a_key_lifts_the_limit(
    tmp_path: Path, demo_simulator: str
) -> None:
    settings = _settings(tmp_path / "home", demo_simulator).model_copy(
        update={"mcp_keyless_rate_limit_per_min": 2}
    )
    key = KeyStore(settings.keys_path).issue("mcp").key
    call = {
        "jsonrpc": "2.0",
        "id": 1,
        "method": "tools/call",
        "params": {"name": "check_resolution_risk", "arguments": {"canonical_event_id": "x"}},
    }

    def text(client: TestClient, headers: dict[str, str] | None = None) -> str:
        r = client.post("/mcp", json=call, headers={**MCP_HEADERS, **(headers or {})})
        assert r.status_code == 200, r.text
        return str(r.json()["result"]["content"][0]["text"])

    with TestClient(create_app(settings, run_refresher=False), base_url=LOCAL) as client:
        keyless = [text(client) for _ in range(3)]
        keyed = [text(client, {"X-API-Key": key}) for _ in range(3)]
        wrong = text(client, {"X-API-Key": key[:-1] + "x"})
    # the audit itself answers (here: not covered) until the address has had its 2
    assert not any("Rate limit" in t for t in keyless[:2])
    assert (
        "Rate limit exceeded: 2 audits per 60 s per client address without an API key" in keyless[2]
    )
    assert not any("Rate limit" in t for t in keyed)  # the key's own limit (600) applies
    assert wrong.endswith("Invalid API key")  # refused, never served as keyless


def test_the_docs_assets_mount_serves_nothing_outside_its_folder() -> None:
    app = create_app(Settings(rulesets_dir=ROOT / "rulesets"), run_refresher=False)
    with TestClient(app) as client:
        assert client.get("/static-offline-docs/swagger-ui-bundle.js").status_code == 200
        for probe in ("../../../../etc/passwd", "%2e%2e/%2e%2e/%2e%2e/etc/passwd"):
            r = client.get(f"/static-offline-docs/{probe}")
            assert r.status_code == 404 and b"root:" not in r.content, probe
