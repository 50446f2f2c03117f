"""Faults on a real `resaudit serve`: venues failing mid-cycle, a full disk, `kill -9`.

The simulator injects 5xx, timeouts, truncated bodies and wrong-shaped payloads while the
refresher cycles; the audit log's file is capped with RLIMIT_FSIZE on the running server
(its next write fails with EFBIG, as a full file system fails one); and the server is
killed with SIGKILL while it cycles and appends. Throughout: no 5xx other than the
declared ones (502 venue unreachable, 503 log unavailable), no verdict served that the
log does not hold, and after a restart nothing acknowledged is lost and the chain verifies.
"""

from __future__ import annotations

import asyncio
import json
import os
import resource
import signal
import subprocess
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import httpx
import pytest

from pipeline.auditlog import iter_records, verify
from pipeline.normalize import validate_snapshots
from pipeline.rulesets import load_current
from pipeline.schemas import SNAPSHOT_SCHEMA
from pipeline.snapshots import SnapshotStore
from tests.conftest import (
    DEMO,
    HTTP,
    ROOT,
    free_port,
    resaudit,
    simulator_process,
    venue_env,
    wait_until,
)
from tests.load import MCP_HEADERS

pytestmark = pytest.mark.slow

CYCLING = {
    "refresh_interval_s": 0.3,
    "upstream_timeout_s": 0.5,
    "upstream_retries": 1,
    "degraded_after_s": 300,
    "stale_after_s": 600,
    # keyless MCP audits append under load as REST ones do, and the tests audit as fast as
    # the service answers while cycles run: on a quiet machine that is more than the
    # default 600 a minute per key (both limits have their own tests, `test_limits`)
    "mcp_keyless_rate_limit_per_min": 10_000_000,
    "rate_limit_per_min": 10_000_000,
}


@dataclass
class Service:
    base: str
    proc: subprocess.Popen[bytes]
    home: Path
    sim: str
    key: str

    def health(self) -> dict[str, Any]:
        body: dict[str, Any] = HTTP.get(f"{self.base}/v1/health", timeout=10).json()
        return body

    def cycles(self) -> int:
        return int(self.health()["refresher"]["cycle_count"])

    def wait_cycles(self, n: int) -> None:
        target = self.cycles() + n
        wait_until(lambda: self.cycles() >= target, timeout=90, what=f"{n} more cycles")

    def audit(self, body: dict[str, Any]) -> httpx.Response:
        return HTTP.post(
            f"{self.base}/v1/audit", json=body, headers={"X-API-Key": self.key}, timeout=30
        )

    def mcp_audit(self, args: dict[str, Any]) -> dict[str, Any]:
        call = {
            "jsonrpc": "2.0",
            "id": 1,
            "method": "tools/call",
            "params": {"name": "check_resolution_risk", "arguments": args},
        }
        r = HTTP.post(f"{self.base}/mcp", json=call, headers=MCP_HEADERS, timeout=30)
        assert r.status_code == 200, r.text
        result: dict[str, Any] = r.json()["result"]
        return result


@contextmanager
def serve(
    sim: str, home: Path, **settings: object
) -> Iterator[tuple[str, subprocess.Popen[bytes]]]:
    """`resaudit serve` as a child whose pid the test may signal or limit."""
    port = free_port()
    env = {
        **os.environ,
        **venue_env(sim),
        "RESAUDIT_HOME": str(home),
        "RESAUDIT_RULESETS_DIR": str(ROOT / "rulesets"),
        "RESAUDIT_UPSTREAM_BACKOFF_S": "0.01",
        **{f"RESAUDIT_{k.upper()}": str(v) for k, v in settings.items()},
    }
    home.mkdir(parents=True, exist_ok=True)
    with (home / "service.log").open("ab") as log:
        proc = subprocess.Popen(
            [sys.executable, "-m", "serve.cli", "serve", "--port", str(port)],
            stdout=log,
            stderr=subprocess.STDOUT,
            cwd=ROOT,
            env=env,
        )
        base = f"http://127.0.0.1:{port}"
        try:
            wait_until(lambda: _ready(base), timeout=180, what="service with a first cycle")
            yield base, proc
        finally:
            proc.terminate()
            try:
                proc.wait(5)
            except subprocess.TimeoutExpired:
                proc.kill()
                proc.wait()


def _ready(base: str) -> bool:
    try:
        h = HTTP.get(f"{base}/v1/health", timeout=2)
    except httpx.HTTPError:
        return False
    return h.status_code == 200 and int(h.json()["refresher"]["cycle_count"]) >= 1


def _key(home: Path) -> str:
    out = resaudit("keys", "issue", "--name", "faults", env={"RESAUDIT_HOME": str(home)})
    assert out.returncode == 0, out.stderr
    return out.stdout.strip()


@pytest.fixture(scope="module")
def service(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Service]:
    home = tmp_path_factory.mktemp("faults-home")
    key = _key(home)
    with simulator_process() as sim, serve(sim, home, **CYCLING) as (base, proc):
        yield Service(base, proc, home, sim, key)


def _pairs(svc: Service, include_settled: bool = True) -> list[dict[str, Any]]:
    flag = str(include_settled).lower()
    events = HTTP.get(f"{svc.base}/v1/events?include_settled={flag}", timeout=10).json()
    return [p for e in events for p in e["pairs"]]


def _uncovered_legs() -> tuple[dict[str, Any], dict[str, str]]:
    """Two demo markets outside the ruleset (auditing them needs the venues now), and the
    event route each venue is asked for on the way."""
    ruleset = load_current(ROOT / "rulesets")
    covered = {
        m
        for e in ruleset.events
        for p in e["pairs"]
        for m in (p["venue_one_market_id"], p["venue_two_market_id"])
    }
    event_one, one = next(
        (e["id"], m["id"])
        for e in json.loads((DEMO / "venue_one" / "events.json").read_text())
        for m in e["markets"]
        if m["id"] not in covered
    )
    two = next(
        m
        for m in json.loads((DEMO / "venue_two" / "markets.json").read_text())
        if m["ticker"] not in covered
    )
    legs = {
        "market_a": {"venue": "venue_one", "market_id": one, "outcome": "Yes"},
        "market_b": {"venue": "venue_two", "market_id": two["ticker"], "outcome": "Yes"},
    }
    return legs, {
        "venue_one": f"/events/{event_one}",
        "venue_two": f"/events/{two['event_ticker']}",
    }


def _covered_event_route(venue: str) -> str:
    """The listing route a cycle reads covered events from (every cycle, settled or not):
    venue_one's events by batched ids, venue_two's events by series (and, where that
    fails, each event on its own, which the same prefix also fails)."""
    return "/events/keyset" if venue == "venue_one" else "/events"


def _logged_ids(home: Path) -> set[str]:
    return {rec["audit_id"] for rec in iter_records(home / "audit")}


def _snapshots_are_whole(home: Path) -> None:
    """Every snapshot file on disk reads back with the schema and passes validation."""
    store = SnapshotStore(home / "snapshots")
    stored = store.cycles()
    assert stored
    for c in stored:
        frame = store.read(c)
        assert frame.schema == SNAPSHOT_SCHEMA, c.path
        assert validate_snapshots(frame).skipped == [], c.path
    assert not [
        p for p in (home / "snapshots").rglob("*") if p.is_file() and p.suffix != ".parquet"
    ]


# Each fault hits one covered event's route (so its markets go unrefreshed, counted in
# last_cycle_failed) and the route an on-demand audit of uncovered legs needs.
FAULTS = {
    "5xx": ("venue_one", {"status": 500}, "status 500"),
    "timeout": ("venue_two", {"status": None, "latency_ms": 1500}, "Timeout"),
    "truncated": ("venue_one", {"malformed": True}, "not JSON"),
}


@pytest.mark.parametrize("fault", list(FAULTS))
def test_venue_faults_during_cycles_never_reach_a_covered_audit(
    service: Service, fault: str
) -> None:
    venue, definition, signature = FAULTS[fault]
    legs, on_demand_routes = _uncovered_legs()
    pair_ids = [p["pair_id"] for p in _pairs(service)[:6]]
    for path in (_covered_event_route(venue), on_demand_routes[venue]):
        fault_def = {**definition, "venue": venue, "path": path}
        HTTP.post(f"{service.sim}/_sim/faults", json=fault_def, timeout=5).raise_for_status()
    try:
        target = service.cycles() + 2
        served: list[str] = []
        while service.cycles() < target:  # audit while faulted cycles run
            for pid in pair_ids:
                r = service.audit({"canonical_event_id": pid})
                assert r.status_code == 200, r.text
                served.append(r.json()["audit_id"])
            mcp = service.mcp_audit({"canonical_event_id": pair_ids[0]})
            assert not mcp.get("isError"), mcp
            served.append(mcp["structuredContent"]["audit_id"])
        refresher = service.health()["refresher"]
        assert refresher["last_cycle_failed"] > 0, refresher
        assert signature in refresher["last_error"], refresher["last_error"]
        assert _covered_event_route(venue) in refresher["last_error"]
        # A leg not in the snapshot needs the venue now: a declared 502 naming the request.
        on_demand = service.audit(legs)
        assert on_demand.status_code == 502, on_demand.text
        assert on_demand_routes[venue] in on_demand.json()["detail"]
    finally:
        HTTP.delete(f"{service.sim}/_sim/faults", timeout=5)
    wait_until(
        lambda: service.health()["refresher"]["last_cycle_failed"] == 0,
        timeout=30,
        what="a clean cycle after the fault",
    )
    assert set(served) <= _logged_ids(service.home)
    assert verify(service.home / "audit").ok
    _snapshots_are_whole(service.home)


def test_a_wrong_shaped_market_is_skipped_and_its_last_good_row_kept(service: Service) -> None:
    pair = _pairs(service, include_settled=False)[0]  # settled markets are not fetched again
    market = pair["venue_one_market_id"]
    broken = {"outcomes": "not a JSON array", "outcomePrices": 7}
    HTTP.patch(
        f"{service.sim}/_sim/venue_one/markets/{market}", json=broken, timeout=5
    ).raise_for_status()
    try:
        service.wait_cycles(2)
        refresher = service.health()["refresher"]
        assert f"invalid payload venue_one {market}" in refresher["last_error"], refresher
        assert refresher["cached_snapshots"] == refresher["markets"] > 0
        r = service.audit({"canonical_event_id": pair["pair_id"]})
        assert r.status_code == 200, r.text
    finally:
        HTTP.post(f"{service.sim}/_sim/reset", timeout=5).raise_for_status()
    _snapshots_are_whole(service.home)


def _yes_depth_by_hand(book: dict[str, Any]) -> float:
    """USD to buy Yes within 2 cents of the best ask: Yes asks are 1 - No bids."""
    levels = book.get("orderbook_fp") or {}
    asks = sorted((round(1 - float(p), 4), float(s)) for p, s in levels.get("no_dollars") or [])
    if not asks:
        return 0.0
    best = asks[0][0]
    return sum(p * s for p, s in asks if p <= best + 0.02 + 1e-9)


def test_a_notional_audit_reads_only_a_stale_book_and_says_so_when_it_cannot(
    service: Service,
) -> None:
    """A covered pair's venue_two book the cycle did not read (the demo's kickoffs lie
    beyond the book horizon) is read alone for a notional audit, and the stored row
    answers with its depth; when the venue cannot give it, the answer is still 200 and
    says the depth is stale rather than failing or judging depth it did not read."""
    moving = _pairs(service, include_settled=False)
    first, second = moving[0], moving[1]
    ticker = first["venue_two_market_id"]
    r = service.audit({"canonical_event_id": first["pair_id"], "notional_usd": 50.0})
    assert r.status_code == 200, r.text
    liquidity = r.json()["liquidity"]
    assert "depth_stale" not in liquidity
    book = HTTP.get(f"{service.sim}/venue_two/markets/{ticker}/orderbook", timeout=10).json()
    assert liquidity["venue_two_depth_usd"] == round(_yes_depth_by_hand(book), 2)

    fault = {"venue": "venue_two", "status": 503, "path": "/markets/"}
    HTTP.post(f"{service.sim}/_sim/faults", json=fault, timeout=5).raise_for_status()
    try:
        r = service.audit({"canonical_event_id": second["pair_id"], "notional_usd": 50.0})
    finally:
        HTTP.delete(f"{service.sim}/_sim/faults", timeout=5)
    assert r.status_code == 200, r.text
    body = r.json()
    assert body["liquidity"]["depth_stale"] is True
    assert body["log"]["seq"] in {rec["seq"] for rec in iter_records(service.home / "audit")}


def test_a_full_disk_answers_503_serves_nothing_unlogged_and_recovers(service: Service) -> None:
    body = {"canonical_event_id": _pairs(service)[0]["pair_id"]}
    assert service.audit(body).status_code == 200
    before = service.health()
    jsonl = service.home / "audit" / "audit.jsonl"
    soft, hard = resource.prlimit(service.proc.pid, resource.RLIMIT_FSIZE)
    # The log file may not grow by a byte: its next write fails with EFBIG.
    resource.prlimit(service.proc.pid, resource.RLIMIT_FSIZE, (jsonl.stat().st_size, hard))
    try:
        refused = [service.audit(body) for _ in range(4)]
        mcp = service.mcp_audit(body)
        during = service.health()
    finally:
        resource.prlimit(service.proc.pid, resource.RLIMIT_FSIZE, (soft, hard))
    assert [r.status_code for r in refused] == [503] * 4
    for r in refused:
        detail = r.json()["detail"]
        assert "audit log" in detail and "File too large" in detail, detail
        assert "verdict" not in r.json()
    assert mcp["isError"] and "audit log unavailable" in mcp["content"][0]["text"]
    assert during["audit_log_records"] == before["audit_log_records"]
    assert during["audit_log_errors"] == before["audit_log_errors"] + 5
    assert verify(service.home / "audit").records == before["audit_log_records"]
    # Space again: the next verdict takes the next seq, the chain is whole.
    again = service.audit(body)
    assert again.status_code == 200, again.text
    assert again.json()["log"]["seq"] == before["audit_log_records"] + 1
    assert verify(service.home / "audit").ok


async def _hammer(svc_base: str, key: str, pair_ids: list[str], proc: Any) -> list[str]:
    """Audit from 8 clients (REST and MCP) until the server dies; the acknowledged ids."""
    acknowledged: list[str] = []
    async with httpx.AsyncClient(timeout=10) as client:

        async def one(n: int) -> None:
            i = n
            while True:
                i += 8
                pid = pair_ids[i % len(pair_ids)]
                try:
                    if n % 2:
                        r = await client.post(
                            f"{svc_base}/v1/audit",
                            json={"canonical_event_id": pid},
                            headers={"X-API-Key": key},
                        )
                        if r.status_code == 200:
                            acknowledged.append(r.json()["audit_id"])
                    else:
                        call = {
                            "jsonrpc": "2.0",
                            "id": i,
                            "method": "tools/call",
                            "params": {
                                "name": "check_resolution_risk",
                                "arguments": {"canonical_event_id": pid},
                            },
                        }
                        r = await client.post(f"{svc_base}/mcp", json=call, headers=MCP_HEADERS)
                        result = r.json().get("result", {}) if r.status_code == 200 else {}
                        if "structuredContent" in result:
                            acknowledged.append(result["structuredContent"]["audit_id"])
                except (httpx.HTTPError, ValueError):
                    return

        tasks = [asyncio.create_task(one(n)) for n in range(8)]
        await asyncio.sleep(2.0)  # several cycles and many group commits in flight
        proc.send_signal(signal.SIGKILL)
        await asyncio.gather(*tasks)
    return acknowledged


def test_kill_9_during_cycles_and_appends_loses_nothing_acknowledged(service: Service) -> None:
    """Last in the module: it kills the module's server (cycling every 0.3 s) for good."""
    home = service.home
    pair_ids = [p["pair_id"] for p in _pairs(service)]
    markets = service.health()["refresher"]["markets"]
    acknowledged = asyncio.run(_hammer(service.base, service.key, pair_ids, service.proc))
    service.proc.wait()
    assert len(acknowledged) > 10
    last_cycle_on_disk = _last_cycle_on_disk(home)
    with serve(service.sim, home, refresh_interval_s=600) as (base, _):
        health = HTTP.get(f"{base}/v1/health", timeout=10).json()
        status = HTTP.get(f"{base}/v1/status", timeout=30)
    # Every acknowledged verdict survived, exactly once, and the counters agree with the log.
    logged = [rec["audit_id"] for rec in iter_records(home / "audit")]
    assert set(acknowledged) <= set(logged)
    assert len(logged) == len(set(logged))
    result = verify(home / "audit")
    assert result.ok, result.message
    assert health["audit_log_records"] == result.records == len(logged)
    # The snapshot store came back whole, from disk, and cycle numbers continue.
    assert health["refresher"]["cached_snapshots"] == markets
    assert health["snapshot_ts"] is not None
    _snapshots_are_whole(home)
    assert _last_cycle_on_disk(home) > last_cycle_on_disk
    assert status.status_code == 200, status.text


def _last_cycle_on_disk(home: Path) -> int:
    return max(
        int(p.stem.removeprefix("cycle-")) for p in (home / "snapshots").rglob("cycle-*.parquet")
    )
