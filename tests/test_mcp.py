"""The MCP server at /mcp over a real uvicorn: both tools, same verdicts as REST, logged once.

The official clients are used as a user would: the v2 `Client` and low-level `ClientSession`
in-process, and a 1.x client in an environment of its own (built with uv) as a subprocess.
"""

from __future__ import annotations

import importlib.util
import json
import os
import shutil
import subprocess
import sys
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest
from mcp import Client, ClientSession
from mcp.client.streamable_http import streamable_http_client
from mcp.types import CallToolResult, TextContent

from pipeline.auditlog import iter_records, verify
from pipeline.precompute import VerdictStore
from pipeline.settings import Settings
from serve.mcp import transport_security
from tests.conftest import HTTP, free_port, resaudit, service_process, wait_until

pytestmark = pytest.mark.slow

# Only the first cycle is needed, and it runs at start-up (a short interval only burns CPU).
FAST = {"refresh_interval_s": 30}
AUDIT_ARGS = {"market_a", "market_b", "canonical_event_id", "notional_usd", "mode"}
# What must agree between the two channels; timestamps and ids may differ call to call.
SAME = ("verdict", "mode", "canonical_event_id", "pair_id", "divergences", "contingencies")


@dataclass(frozen=True)
class Service:
    base: str
    key: str
    home: Path

    @property
    def mcp(self) -> str:
        return f"{self.base}/mcp"

    def records(self) -> int:
        """Audit log records, as health reports them."""
        n: int = HTTP.get(f"{self.base}/v1/health", timeout=10).json()["audit_log_records"]
        return n

    def rest_audit(self, body: dict[str, Any]) -> dict[str, Any]:
        r = HTTP.post(
            f"{self.base}/v1/audit", json=body, headers={"X-API-Key": self.key}, timeout=30
        )
        assert r.status_code == 200, r.text
        out: dict[str, Any] = r.json()
        return out

    def rest_events(self, include_settled: bool) -> list[dict[str, Any]]:
        flag = str(include_settled).lower()
        r = HTTP.get(f"{self.base}/v1/events?include_settled={flag}", timeout=10)
        assert r.status_code == 200, r.text
        out: list[dict[str, Any]] = r.json()
        return out


def _ready(base: str) -> bool:
    h = HTTP.get(f"{base}/v1/health", timeout=10)
    return h.status_code == 200 and int(h.json()["refresher"]["cycle_count"]) >= 1


@pytest.fixture(scope="module")
def service(demo_simulator: str, tmp_path_factory: pytest.TempPathFactory) -> Iterator[Service]:
    home = tmp_path_factory.mktemp("home")
    out = resaudit("keys", "issue", "--name", "tests", env={"RESAUDIT_HOME": str(home)})
    assert out.returncode == 0, out.stderr
    with service_process(demo_simulator, home, **FAST) as base:
        wait_until(lambda: _ready(base), timeout=180, what="first refresher cycle")
        yield Service(base, out.stdout.strip(), home)


@pytest.fixture(scope="module")
def pairs(service: Service) -> list[dict[str, Any]]:
    return [p for e in service.rest_events(include_settled=True) for p in e["pairs"]]


def _text(result: CallToolResult) -> str:
    return " ".join(c.text for c in result.content if isinstance(c, TextContent))


def _last_record(home: Path) -> dict[str, Any]:
    return list(iter_records(home / "audit"))[-1]


def test_mcp_answers_at_exactly_slash_mcp_without_redirect(service: Service) -> None:
    r = HTTP.post(
        service.mcp,
        json={
            "jsonrpc": "2.0",
            "id": 1,
            "method": "initialize",
            "params": {
                "protocolVersion": "2025-11-25",
                "capabilities": {},
                "clientInfo": {"name": "curl-like", "version": "0"},
            },
        },
        headers={"Accept": "application/json, text/event-stream"},
        follow_redirects=False,
        timeout=10,
    )
    assert r.status_code == 200, r.text
    assert r.json()["result"]["serverInfo"]["name"] == "resaudit"
    assert "/mcp" not in HTTP.get(f"{service.base}/openapi.json", timeout=10).json()["paths"]


@pytest.mark.anyio
async def test_both_tools_are_listed_with_described_input_schemas(service: Service) -> None:
    async with Client(service.mcp) as client:
        tools = {t.name: t for t in (await client.list_tools()).tools}
    assert set(tools) == {"check_resolution_risk", "list_covered_events"}
    audit = tools["check_resolution_risk"]
    props = audit.input_schema["properties"]
    assert set(props) == AUDIT_ARGS
    assert all(p.get("description") for p in props.values()), props
    assert not audit.input_schema.get("required")
    assert set(audit.output_schema["properties"]) >= {"verdict", "divergences", "log", "pairs"}
    assert set(audit.output_schema["required"]) >= {"verdict", "audit_id", "ruleset_sha"}
    listing = tools["list_covered_events"]
    assert listing.input_schema["properties"]["include_settled"]["default"] is False
    assert listing.output_schema["properties"]["result"]["type"] == "array"


@pytest.mark.anyio
@pytest.mark.parametrize("include_settled", [False, True])
async def test_list_covered_events_is_the_rest_listing(
    service: Service, include_settled: bool
) -> None:
    async with Client(service.mcp) as client:
        result = await client.call_tool("list_covered_events", {"include_settled": include_settled})
    assert not result.is_error, _text(result)
    rest = service.rest_events(include_settled)
    assert rest, "the demo covers events"
    assert result.structured_content == {"result": rest}


@pytest.mark.anyio
async def test_list_covered_events_leaves_settled_out_by_default(service: Service) -> None:
    async with Client(service.mcp) as client:
        default = (await client.call_tool("list_covered_events", {})).structured_content
        every = await client.call_tool("list_covered_events", {"include_settled": True})
    assert default is not None and every.structured_content is not None
    assert not any(e["settled"] for e in default["result"])
    assert len(default["result"]) < len(every.structured_content["result"])


def _sample(service: Service) -> list[str]:
    """One pair per verdict the refresher's precompute gave, so every verdict is compared."""
    history = VerdictStore(service.home / "verdicts").history()
    assert history is not None, "the first cycle stores verdicts"
    latest = history.sort("computed_at").group_by("pair_id").last()
    picked = latest.sort("pair_id").group_by("verdict").first().sort("verdict").collect()
    return list(picked["pair_id"])


@pytest.mark.anyio
async def test_check_resolution_risk_gives_the_rest_verdict_and_logs_once_per_call(
    service: Service,
) -> None:
    sample = _sample(service)
    divergent = 0
    async with streamable_http_client(service.mcp) as (read, write):
        async with ClientSession(read, write) as session:
            await session.initialize()
            for pair_id in sample:
                rest = service.rest_audit({"canonical_event_id": pair_id})
                divergent += bool(rest["divergences"])
                before = service.records()
                result = await session.call_tool(
                    "check_resolution_risk", {"canonical_event_id": pair_id}
                )
                assert not result.is_error, _text(result)
                body = result.structured_content
                assert body is not None
                assert {k: body[k] for k in SAME} == {k: rest[k] for k in SAME}
                assert json.loads(_text(result)) == body
                assert service.records() == before + 1
                record = _last_record(service.home)
                assert record["channel"] == "mcp" and record["api_key_id"] is None
                assert record["audit_id"] == body["audit_id"]
                assert (record["seq"], record["verdict"]) == (body["log"]["seq"], body["verdict"])
    assert divergent, "at least one compared pair has divergences"
    assert verify(service.home / "audit").ok


@pytest.mark.anyio
async def test_check_resolution_risk_with_two_legs_matches_rest(
    service: Service, pairs: list[dict[str, Any]]
) -> None:
    pair = pairs[0]
    args = {
        "market_a": {
            "venue": "venue_one",
            "market_id": pair["venue_one_market_id"],
            "outcome": "Yes",
        },
        "market_b": {
            "venue": "venue_two",
            "market_id": pair["venue_two_market_id"],
            "outcome": "No",
        },
        "notional_usd": 1e9,
        "mode": "strict",
    }
    rest = service.rest_audit(args)
    before = service.records()
    async with Client(service.mcp) as client:
        result = await client.call_tool("check_resolution_risk", args)
    assert not result.is_error, _text(result)
    body = result.structured_content
    assert body is not None
    assert service.records() == before + 1
    assert {k: body[k] for k in SAME} == {k: rest[k] for k in SAME}
    assert body["verdict"] == "BLOCK"  # Yes against No of the same result
    codes = {d["code"] for d in body["divergences"]}
    assert {"OUTCOME_MISMATCH", "THIN_LIQUIDITY"} <= codes
    assert body["liquidity"]["notional_usd"] == 1e9
    assert [leg["outcome"] for leg in body["legs"]] == ["Yes", "No"]


@pytest.mark.anyio
async def test_bare_event_id_answers_the_worst_verdict_with_each_pair_logged(
    service: Service, pairs: list[dict[str, Any]]
) -> None:
    event_id = pairs[0]["pair_id"].split("#")[0].rsplit(":", 1)[0]
    before = service.records()
    async with Client(service.mcp) as client:
        result = await client.call_tool("check_resolution_risk", {"canonical_event_id": event_id})
    assert not result.is_error, _text(result)
    body = result.structured_content
    assert body is not None
    assert len(body["pairs"]) == 3
    assert service.records() == before + 3
    rank = {"SAFE": 0, "CAUTION": 1, "BLOCK": 2}
    assert body["verdict"] == max((p["verdict"] for p in body["pairs"]), key=rank.__getitem__)
    assert "legs" not in body and all("legs" in p for p in body["pairs"])


LEG = {"venue": "venue_one", "market_id": "603731", "outcome": "Yes"}


@pytest.mark.anyio
@pytest.mark.parametrize(
    ("args", "message"),
    [
        ({}, "give market_a and market_b, or a canonical_event_id"),
        ({"market_a": LEG}, "give both market_a and market_b"),
        ({"canonical_event_id": "x", "mode": "lenient"}, "mode"),
        ({"canonical_event_id": "x", "notional_usd": -5}, "notional_usd"),
        ({"market_a": {"venue": "venue_one"}, "market_b": LEG}, "outcome"),
        ({"market_a": {**LEG, "venue": "venue_nine"}, "market_b": LEG}, "venue"),
        ({"canonical_event_id": "epl:match:AAA-BBB:2026-01-01:result#home"}, "not covered"),
        (
            {
                "market_a": {"venue": "venue_one", "market_id": "999999999", "outcome": "Yes"},
                "market_b": {"venue": "venue_two", "market_id": "KXNOPE-1", "outcome": "Yes"},
            },
            "not covered",
        ),
    ],
)
async def test_bad_arguments_are_tool_errors_and_the_session_survives(
    service: Service, args: dict[str, Any], message: str
) -> None:
    before = service.records()
    async with Client(service.mcp) as client:
        result = await client.call_tool("check_resolution_risk", args)
        assert result.is_error
        assert message in _text(result), _text(result)
        after = await client.call_tool("list_covered_events", {})
        assert not after.is_error
    assert service.records() == before


@pytest.mark.anyio
async def test_legs_contradicting_the_pair_id_are_a_bad_request(
    service: Service, pairs: list[dict[str, Any]]
) -> None:
    one, other = pairs[0], pairs[1]
    args = {
        "canonical_event_id": one["pair_id"],
        "market_a": {
            "venue": "venue_one",
            "market_id": other["venue_one_market_id"],
            "outcome": "Yes",
        },
        "market_b": {
            "venue": "venue_two",
            "market_id": other["venue_two_market_id"],
            "outcome": "Yes",
        },
    }
    async with Client(service.mcp) as client:
        result = await client.call_tool("check_resolution_risk", args)
    assert result.is_error
    assert "bad request" in _text(result), _text(result)


def test_host_check_refuses_a_foreign_host_by_default(service: Service) -> None:
    r = HTTP.post(
        service.mcp,
        json={"jsonrpc": "2.0", "id": 1, "method": "ping"},
        headers={"Host": "audit.example.com", "Accept": "application/json, text/event-stream"},
        timeout=10,
    )
    assert r.status_code == 421


@pytest.mark.anyio
async def test_unreachable_venue_is_a_tool_error_and_allowed_host_is_served(
    tmp_path: Path, pairs: list[dict[str, Any]]
) -> None:
    dead = f"http://127.0.0.1:{free_port()}"  # nothing listens there
    settings: dict[str, object] = {
        "upstream_retries": 0,
        "mcp_allowed_hosts": "audit.example.com,other.example.com:*",
    }
    with service_process(dead, tmp_path / "home", **settings) as base:
        r = HTTP.post(
            f"{base}/mcp",
            json={
                "jsonrpc": "2.0",
                "id": 1,
                "method": "initialize",
                "params": {
                    "protocolVersion": "2025-11-25",
                    "capabilities": {},
                    "clientInfo": {"name": "proxy", "version": "0"},
                },
            },
            headers={"Host": "audit.example.com", "Accept": "application/json, text/event-stream"},
            timeout=10,
        )
        assert r.status_code == 200, r.text
        async with Client(f"{base}/mcp") as client:
            result = await client.call_tool(
                "check_resolution_risk", {"canonical_event_id": pairs[0]["pair_id"]}
            )
    assert result.is_error
    assert "venue unreachable" in _text(result) and dead in _text(result), _text(result)


def test_allowed_hosts_extend_loopback_and_a_star_turns_the_check_off() -> None:
    configured = transport_security(
        Settings(mcp_allowed_hosts=" audit.example.com, b.example.com:* ")
    )
    assert configured.enable_dns_rebinding_protection
    assert {"audit.example.com", "b.example.com:*", "127.0.0.1:*"} <= set(configured.allowed_hosts)
    assert not transport_security(Settings(mcp_allowed_hosts="*")).enable_dns_rebinding_protection


# -- the previous major version of the SDK ------------------------------------------------

V1_CLIENT = r"""
import asyncio, json, sys
from importlib.metadata import version
from mcp import ClientSession
try:
    from mcp.client.streamable_http import streamable_http_client as connect
except ImportError:  # older 1.x
    from mcp.client.streamable_http import streamablehttp_client as connect

async def main(url, pair_id):
    async with connect(url) as (read, write, _):
        async with ClientSession(read, write) as s:
            init = await s.initialize()
            tools = (await s.list_tools()).tools
            audit = await s.call_tool("check_resolution_risk", {"canonical_event_id": pair_id})
            events = await s.call_tool("list_covered_events", {"include_settled": True})
            bad = await s.call_tool("check_resolution_risk", {"mode": "strict"})
    print(json.dumps({
        "sdk": version("mcp"),
        "protocol": init.protocolVersion,
        "tools": {t.name: t.inputSchema for t in tools},
        "audit": [audit.isError, audit.structuredContent],
        "events": [events.isError, events.structuredContent],
        "bad": [bad.isError, " ".join(c.text for c in bad.content)],
    }))

asyncio.run(main(sys.argv[1], sys.argv[2]))
"""


def _uv() -> list[str]:
    """uv as `uv run` exposes it (UV), on PATH, in its installer's home, or as a module."""
    for found in (os.environ.get("UV"), shutil.which("uv")):
        if found:
            return [found]
    local = Path.home() / ".local" / "bin" / "uv"
    if local.exists():
        return [str(local)]
    if importlib.util.find_spec("uv") is not None:
        return [sys.executable, "-m", "uv"]
    pytest.fail("uv is needed to build the 1.x MCP client environment and was not found")


@pytest.fixture(scope="module")
def v1_python(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A Python with the 1.x MCP SDK, in a venv of its own (uv's cache keeps reruns fast)."""
    venv = tmp_path_factory.mktemp("mcp_v1") / "venv"
    env = {k: v for k, v in os.environ.items() if k != "VIRTUAL_ENV"}
    env["UV_PYTHON_DOWNLOADS"] = "never"
    uv = _uv()
    for step in (
        [*uv, "venv", "--quiet", "--python", sys.executable, str(venv)],
        [*uv, "pip", "install", "--quiet", "--python", str(venv / "bin" / "python"), "mcp<2"],
    ):
        done = subprocess.run(step, capture_output=True, text=True, env=env, timeout=240)
        if done.returncode != 0:
            pytest.fail(
                f"could not build the 1.x MCP client environment ({' '.join(step[-3:])}); "
                f"is the package index reachable?\n{done.stderr[-2000:]}"
            )
    return venv / "bin" / "python"


def test_a_1x_client_lists_and_calls_both_tools(
    service: Service, pairs: list[dict[str, Any]], v1_python: Path
) -> None:
    pair_id = pairs[0]["pair_id"]
    rest = service.rest_audit({"canonical_event_id": pair_id})
    before = service.records()
    run = subprocess.run(
        [str(v1_python), "-c", V1_CLIENT, service.mcp, pair_id],
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert run.returncode == 0, run.stderr[-3000:]
    out = json.loads(run.stdout.strip().splitlines()[-1])
    assert out["sdk"].startswith("1."), out["sdk"]
    assert set(out["tools"]) == {"check_resolution_risk", "list_covered_events"}
    assert set(out["tools"]["check_resolution_risk"]["properties"]) == AUDIT_ARGS
    audit_error, audit = out["audit"]
    assert audit_error is False
    assert {k: audit[k] for k in SAME} == {k: rest[k] for k in SAME}
    events_error, events = out["events"]
    assert events_error is False and events == {"result": service.rest_events(True)}
    bad_error, bad_text = out["bad"]
    assert bad_error is True and "canonical_event_id" in bad_text
    assert service.records() == before + 1
    assert _last_record(service.home)["channel"] == "mcp"


def test_a_key_on_mcp_is_logged_as_its_id_and_adoption_counts_keyless_mcp_apart(
    service: Service, pairs: list[dict[str, Any]]
) -> None:
    call = {
        "jsonrpc": "2.0",
        "id": 1,
        "method": "tools/call",
        "params": {
            "name": "check_resolution_risk",
            "arguments": {"canonical_event_id": pairs[0]["pair_id"]},
        },
    }
    headers = {"Accept": "application/json, text/event-stream"}
    for extra in ({"X-API-Key": service.key}, {}):
        r = HTTP.post(service.mcp, json=call, headers={**headers, **extra}, timeout=30)
        assert "structuredContent" in r.json()["result"], r.text
        record = _last_record(service.home)
        assert record["channel"] == "mcp"
        assert (record["api_key_id"] is not None) == bool(extra)
        assert record["api_key_id"] is None or record["api_key_id"] in service.key
    channels = HTTP.get(f"{service.base}/v1/adoption", timeout=30).json()["by_channel"]
    logged = list(iter_records(service.home / "audit"))
    mcp = [r for r in logged if r["channel"] == "mcp"]
    assert channels["mcp"] == len(mcp)
    assert channels["mcp_keyless"] == sum(r["api_key_id"] is None for r in mcp) < len(mcp)
