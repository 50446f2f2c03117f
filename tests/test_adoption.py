"""Adoption: audits served, active keys, channels and verdicts, counted from the audit log."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

from fastapi.testclient import TestClient

from pipeline.adoption import adoption, log_files
from pipeline.auditlog import JSONL_NAME, AuditLog
from pipeline.settings import Settings
from serve.app import create_app
from tests.conftest import ROOT

NOW = datetime(2026, 11, 22, 12, 0, tzinfo=UTC)

# (age, channel, api key id, verdict): what was served, and how long before NOW.
SERVED = [
    (timedelta(minutes=5), "rest", "key-a", "SAFE"),
    (timedelta(hours=3), "mcp", "key-e", "BLOCK"),  # a key lifts MCP's keyless limit
    (timedelta(hours=23), "rest", "key-b", "CAUTION"),
    (timedelta(days=2), "rest", "key-a", "BLOCK"),
    (timedelta(days=6, hours=23), "mcp", None, "BLOCK"),
    (timedelta(days=8), "rest", "key-c", "SAFE"),
    (timedelta(days=29), "rest", "key-d", "CAUTION"),
    (timedelta(days=45), "mcp", None, "SAFE"),
]


def write_log(directory: Path, now: datetime, served: list[tuple[Any, ...]] = SERVED) -> None:
    """Append the SERVED audits through the real log (oldest first), then a torn tail."""
    moment = [now]
    log = AuditLog.open(directory, clock=lambda: moment[0])
    try:
        for age, channel, key, verdict in sorted(served, key=lambda s: -s[0]):
            moment[0] = now - age
            log.append_sync(
                {"kind": "audit", "channel": channel, "api_key_id": key, "verdict": verdict}
            )
    finally:
        log.close()
    with (directory / JSONL_NAME).open("ab") as fh:  # a crash mid-line: not a record
        fh.write(b'{"kind":"audit","channel":"rest","verdict":"SA')


def test_adoption_counts_the_logged_audits_by_window_key_channel_and_verdict(
    tmp_path: Path,
) -> None:
    write_log(tmp_path, NOW)
    body = adoption(log_files(tmp_path), now=NOW)
    assert body["audits_served"] == {"total": 8, "last_24h": 3, "last_7d": 5}
    # keys in 7 d: key-a, key-b, key-e (keyless MCP audits carry none); in 30 d also c, d
    assert body["active_keys"] == {"last_7d": 3, "last_30d": 5}
    assert body["by_channel"] == {"rest": 5, "mcp": 3, "mcp_keyless": 2}
    assert body["by_verdict"] == {"SAFE": 3, "CAUTION": 2, "BLOCK": 3}
    daily = body["daily"]
    assert len(daily) == 30
    assert daily[-1] == {"date": "2026-11-22", "audits": 2}
    assert daily[0]["date"] == "2026-10-24"
    by_day = {d["date"]: d["audits"] for d in daily}
    assert by_day["2026-11-21"] == 1 and by_day["2026-11-20"] == 1 and by_day["2026-11-15"] == 1
    assert by_day["2026-11-14"] == 1 and by_day["2026-10-24"] == 1
    assert sum(by_day.values()) == 7  # the 45-day-old audit is outside the series


def test_adoption_of_a_missing_log_is_all_zero_with_a_full_daily_series(tmp_path: Path) -> None:
    body = adoption(log_files(tmp_path / "nowhere"), now=NOW)
    assert body["audits_served"] == {"total": 0, "last_24h": 0, "last_7d": 0}
    assert body["active_keys"] == {"last_7d": 0, "last_30d": 0}
    assert body["by_channel"] == {"rest": 0, "mcp": 0, "mcp_keyless": 0}
    assert body["by_verdict"] == {"SAFE": 0, "CAUTION": 0, "BLOCK": 0}
    assert [d["audits"] for d in body["daily"]] == [0] * 30


def test_adoption_endpoint_and_status_report_the_log_figures(tmp_path: Path) -> None:
    now = datetime.now(UTC)
    write_log(tmp_path / "audit", now)
    settings = Settings(home=tmp_path, rulesets_dir=ROOT / "rulesets")
    with TestClient(
        create_app(settings, run_refresher=False), base_url="http://127.0.0.1:8000"
    ) as client:
        got = client.get("/v1/adoption")
        status = client.get("/v1/status")
    assert got.status_code == 200
    body = got.json()
    assert set(body) == {"audits_served", "active_keys", "by_channel", "by_verdict", "daily"}
    assert body["audits_served"] == {"total": 8, "last_24h": 3, "last_7d": 5}
    assert body["active_keys"] == {"last_7d": 3, "last_30d": 5}
    assert body["by_channel"] == {"rest": 5, "mcp": 3, "mcp_keyless": 2}
    assert body["by_verdict"] == {"SAFE": 3, "CAUTION": 2, "BLOCK": 3}
    assert body["daily"][-1]["date"] == now.date().isoformat()
    assert sum(d["audits"] for d in body["daily"]) == 7
    assert status.json()["audits_served"] == 8
