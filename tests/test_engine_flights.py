"""Audits of the same uncovered legs at once share one fetch and engine run.

The first takes a place at the engine; the others wait for its run, whose kept answer
(`Auditor.kept_answer`, as for any audit within `on_demand_reuse_s`) answers them, each
with its own audit id and log record. Without a kept answer they go on as before.
"""

from __future__ import annotations

import asyncio
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from fastapi.testclient import TestClient

from pipeline.request import AuditInput, Leg
from pipeline.rulesets import load_current
from serve import service
from serve.app import create_app
from serve.state import AppState, state_of
from tests.conftest import ROOT
from tests.load import _uncovered
from tests.test_security import LOCAL
from tests.test_security import _settings as security_settings

EVENTS = load_current(ROOT / "rulesets").events
PAIR = EVENTS[0]["pairs"][0]


def _app(tmp_path: Path, sim: str, **settings: Any) -> TestClient:
    base = security_settings(tmp_path / "home", sim).model_copy(update=settings)
    return TestClient(create_app(base, run_refresher=False), base_url=LOCAL)


def _request() -> AuditInput:
    covered = {
        m
        for e in EVENTS
        for p in e["pairs"]
        for m in (p["venue_one_market_id"], p["venue_two_market_id"])
    }
    one, _ = _uncovered(covered)
    return AuditInput(
        Leg("venue_one", one[0], "Yes", None),
        Leg("venue_two", PAIR["venue_two_market_id"], "Yes", None),
        None,
        None,
        "advisory",
    )


def _at_once(client: TestClient, n: int, monkeypatch: pytest.MonkeyPatch) -> tuple[list[Any], int]:
    """`n` audits of the same uncovered legs at once: their bodies and the engine runs."""
    state: AppState = state_of(client.app)  # type: ignore[arg-type]
    runs = 0
    real = state.engine.run

    async def counted(*args: Any) -> Any:
        nonlocal runs
        runs += 1
        return await real(*args)

    monkeypatch.setattr(state.engine, "run", counted)
    req = _request()

    async def audits() -> list[Any]:
        return await asyncio.gather(
            *(service.audit(state, req, channel="rest", api_key_id=None) for _ in range(n))
        )

    bodies = client.portal.call(audits)  # type: ignore[union-attr]
    return bodies, runs


@pytest.fixture
def app(tmp_path: Path, demo_simulator: str) -> Iterator[TestClient]:
    with _app(tmp_path, demo_simulator) as client:
        yield client


def test_the_same_uncovered_audit_at_once_runs_the_engine_once(
    app: TestClient, monkeypatch: pytest.MonkeyPatch
) -> None:
    bodies, runs = _at_once(app, 4, monkeypatch)
    assert runs == 1
    assert len({b["audit_id"] for b in bodies}) == 4
    assert len({b["log"]["seq"] for b in bodies}) == 4  # each logged on its own
    same = ("verdict", "divergences", "contingencies", "legs")
    assert all({k: b[k] for k in same} == {k: bodies[0][k] for k in same} for b in bodies)
    assert state_of(app.app).engine.flights == {}  # type: ignore[arg-type]


def test_without_reuse_each_audit_runs_its_own(
    tmp_path: Path, demo_simulator: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    with _app(tmp_path, demo_simulator, on_demand_reuse_s=0.0, engine_queue=8) as client:
        bodies, runs = _at_once(client, 3, monkeypatch)
    assert runs == 3
    assert len({b["verdict"] for b in bodies}) == 1
