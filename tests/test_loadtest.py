"""The load test's CI variant: 64 clients for a few seconds of mixed REST and MCP audits.

`just loadtest` runs the full one (30 s) through the same code, `tests/load.py`.
"""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest

from tests.load import KINDS, check_log, run_load, running_service, service_failures

pytestmark = pytest.mark.slow

CLIENTS = 64
DURATION_S = 8.0


def test_64_clients_of_mixed_audits_during_refresher_cycles_get_no_5xx_and_all_is_logged(
    demo_simulator: str, tmp_path: Path
) -> None:
    home = tmp_path / "home"
    with running_service(home, demo_simulator, refresh_interval_s=1) as (base, key, _):
        report = asyncio.run(run_load(base, key, clients=CLIENTS, duration_s=DURATION_S))
    print(report.summary())
    assert check_log(report, home / "audit") == []
    assert service_failures(home) == []
    assert report.cycles_during >= 1, "the refresher must run while the clients audit"
    # Every kind of request was exercised, and the log holds exactly what was served.
    assert {k.rsplit(" ", 1)[0] for k in report.statuses} == set(KINDS)
    assert len(report.served) >= report.requests > CLIENTS
