"""POST /v1/audit against a real server: auth, errors, concurrency and the hash-chained log."""

from __future__ import annotations

import asyncio
import signal
import time
from pathlib import Path
from typing import Any

import httpx
import pytest

from pipeline.auditlog import iter_records, verify
from tests.conftest import (
    HTTP,
    resaudit,
    served_process,
    service_process,
    wait_until,
)

pytestmark = pytest.mark.slow

# Only the first cycle is needed, and it runs at start-up: a short interval would keep
# the service busy with cycles and slow every other test on the machine.
FAST = {"refresh_interval_s": 30}


def _key(home: Path) -> str:
    out = resaudit("keys", "issue", "--name", "tests", env={"RESAUDIT_HOME": str(home)})
    assert out.returncode == 0, out.stderr
    return out.stdout.strip()


def _ready(base: str) -> bool:
    h = HTTP.get(f"{base}/v1/health", timeout=10)
    return h.status_code == 200 and int(h.json()["refresher"]["cycle_count"]) >= 1


@pytest.fixture(scope="module")
def service(demo_simulator: str, tmp_path_factory: pytest.TempPathFactory) -> Any:
    """One server for the module (a start costs ~3 s of CPU); its process is killed by the
    module's last test, `test_kill_9_during_appends_keeps_the_chain`."""
    home = tmp_path_factory.mktemp("home")
    key = _key(home)
    with served_process(demo_simulator, home, **FAST) as (base, proc):
        wait_until(lambda: _ready(base), timeout=180, what="first cycle")
        yield base, key, home, proc


def _pairs(base: str) -> list[dict[str, Any]]:
    events = HTTP.get(f"{base}/v1/events?include_settled=true", timeout=10).json()
    return [p for e in events for p in e["pairs"]]


def test_auth_errors(service: Any) -> None:
    base, _, _, _ = service
    body = {"canonical_event_id": _pairs(base)[0]["pair_id"]}
    missing = HTTP.post(f"{base}/v1/audit", json=body, timeout=10)
    assert missing.status_code == 401 and missing.json() == {"detail": "Missing API key"}
    assert missing.headers["www-authenticate"] == "ApiKey"
    bad = HTTP.post(f"{base}/v1/audit", json=body, headers={"X-API-Key": "ra_x_y"}, timeout=10)
    assert bad.status_code == 401 and bad.json() == {"detail": "Invalid API key"}


@pytest.mark.parametrize(
    ("body", "status"),
    [
        ({}, 422),
        ({"market_a": {"venue": "venue_one", "market_id": "1", "outcome": "Yes"}}, 422),
        ({"canonical_event_id": "x", "mode": "lenient"}, 422),
        ({"canonical_event_id": "epl:match:AAA-BBB:2026-01-01:result#home"}, 404),
        (
            {
                "market_a": {"venue": "venue_one", "market_id": "999999999", "outcome": "Yes"},
                "market_b": {"venue": "venue_two", "market_id": "KXNOPE-1", "outcome": "Yes"},
            },
            404,
        ),
    ],
)
def test_request_errors(service: Any, body: dict[str, Any], status: int) -> None:
    base, key, _, _ = service
    r = HTTP.post(f"{base}/v1/audit", json=body, headers={"X-API-Key": key}, timeout=30)
    assert r.status_code == status, r.text
    assert "detail" in r.json()


def test_audit_body_and_log(service: Any) -> None:
    base, key, home, _ = service
    pair = _pairs(base)[0]
    r = HTTP.post(
        f"{base}/v1/audit",
        json={"canonical_event_id": pair["pair_id"]},
        headers={"X-API-Key": key},
        timeout=30,
    )
    assert r.status_code == 200, r.text
    body = r.json()
    for field in (
        "audit_id verdict mode canonical_event_id pair_id legs divergences contingencies "
        "liquidity ruleset_sha snapshot_ts snapshot_age_seconds stale precomputed log advisory"
    ).split():
        assert field in body, field
    assert body["verdict"] in ("SAFE", "CAUTION", "BLOCK")
    records = list(iter_records(home / "audit"))
    mine = [rec for rec in records if rec["audit_id"] == body["audit_id"]]
    assert len(mine) == 1 and mine[0]["seq"] == body["log"]["seq"]
    assert "tests" not in str(mine[0]) and key not in str(mine[0])  # key id only, never the key


def test_concurrent_audits_each_logged_once_and_chain_verifies(service: Any) -> None:
    base, key, home, _ = service
    pairs = _pairs(base)
    n = 48
    before = HTTP.get(f"{base}/v1/health", timeout=10).json()["audit_log_records"]

    async def go() -> list[httpx.Response]:
        async with httpx.AsyncClient(timeout=60) as client:
            return await asyncio.gather(
                *(
                    client.post(
                        f"{base}/v1/audit",
                        json={"canonical_event_id": pairs[i % len(pairs)]["pair_id"]},
                        headers={"X-API-Key": key},
                    )
                    for i in range(n)
                )
            )

    responses = asyncio.run(go())
    assert [r.status_code for r in responses] == [200] * n
    after = HTTP.get(f"{base}/v1/health", timeout=10).json()["audit_log_records"]
    assert after - before == n
    ids = {r.json()["audit_id"] for r in responses}
    logged = {rec["audit_id"] for rec in iter_records(home / "audit")}
    assert ids <= logged
    result = verify(home / "audit")
    assert result.ok, result.message


def test_flipped_byte_is_named_by_log_verify(tmp_path: Path) -> None:
    from pipeline.auditlog import AuditLog

    audit = tmp_path / "audit"
    with AuditLog.open(audit) as log:
        for i in range(9):
            log.append_sync({"kind": "audit", "i": i})
    ok = resaudit("log", "verify", env={"RESAUDIT_HOME": str(tmp_path)})
    assert ok.returncode == 0
    path = audit / "audit.jsonl"
    lines = path.read_bytes().splitlines(keepends=True)
    lines[4] = lines[4].replace(b'"i":4', b'"i":5')
    path.write_bytes(b"".join(lines))
    bad = resaudit("log", "verify", env={"RESAUDIT_HOME": str(tmp_path)})
    assert bad.returncode == 1
    assert "first bad record: seq 5" in bad.stdout


def test_torn_tail_is_reported_at_startup(demo_simulator: str, tmp_path: Path) -> None:
    from pipeline.auditlog import AuditLog

    home = tmp_path / "home"
    # A log of one whole record, written as the server writes its records (a server
    # started only to write it cost a start, ~3 s of CPU); what is tested is the next start.
    with AuditLog.open(home / "audit") as log:
        log.append_sync({"kind": "audit"})
    # What a crash in the middle of an append leaves behind: half a record, no newline.
    with (home / "audit" / "audit.jsonl").open("ab") as fh:
        fh.write(b'{"kind":"audit","seq":2,"verdict":"BL')
    with service_process(demo_simulator, home, **FAST) as base:
        h = HTTP.get(f"{base}/v1/health", timeout=10).json()
        assert h["audit_log_errors"] >= 1
        assert h["audit_log_records"] == 1
    assert list((home / "audit").glob("audit.jsonl.torn-*"))
    log_text = (home / "service.log").read_text()
    assert "torn" in log_text.lower()
    assert verify(home / "audit").ok


def test_kill_9_during_appends_keeps_the_chain(service: Any, demo_simulator: str) -> None:
    """Last in the module: it kills the module's server for good."""
    base, key, home, proc = service
    pid = _pairs(base)[0]["pair_id"]
    before = verify(home / "audit").records  # the module's earlier tests' audits

    async def hammer() -> int:
        ok = 0
        async with httpx.AsyncClient(timeout=10) as client:

            async def one() -> None:
                nonlocal ok
                while True:
                    try:
                        r = await client.post(
                            f"{base}/v1/audit",
                            json={"canonical_event_id": pid},
                            headers={"X-API-Key": key},
                        )
                    except httpx.HTTPError:
                        return
                    if r.status_code == 200:
                        ok += 1

            tasks = [asyncio.create_task(one()) for _ in range(8)]
            # Kill mid-stream: after some audits were acknowledged, however slow the
            # machine (a fixed sleep killed a loaded service before its first answer).
            deadline = time.monotonic() + 60
            while ok < 5 and time.monotonic() < deadline:
                await asyncio.sleep(0.05)
            await asyncio.sleep(0.2)
            proc.send_signal(signal.SIGKILL)
            await asyncio.gather(*tasks)
        return ok

    acknowledged = asyncio.run(hammer())
    assert proc.wait() == -signal.SIGKILL
    assert acknowledged > 0
    result = verify(home / "audit")
    assert result.records >= before + acknowledged  # every acknowledged verdict survived
    with service_process(demo_simulator, home, **FAST) as base:
        h = HTTP.get(f"{base}/v1/health", timeout=10).json()
        assert h["audit_log_records"] >= before + acknowledged
    assert verify(home / "audit").ok
