"""The running service end to end: a real `resaudit serve` process against a real simulator."""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import httpx
import pytest

from pipeline.rulesets import load_current
from tests.conftest import HTTP, ROOT, resaudit, service_process, simulator_process, wait_until

pytestmark = pytest.mark.slow

FAST = {"refresh_interval_s": 0.5, "degraded_after_s": 2, "stale_after_s": 4}
# For tests that wait out thresholds of many seconds: a cycle every 0.5 s (failing ones
# too) cost the service about half a core while they waited; every 2 s is a quarter of
# that, and a change is still seen within a cycle or two.
EVERY_2S = {"refresh_interval_s": 2}


def _health(base: str) -> httpx.Response:
    return HTTP.get(f"{base}/v1/health", timeout=10)


def test_health_ok_with_coverage_that_agrees_with_the_listing(
    demo_simulator: str, tmp_path: Path
) -> None:
    # Wide enough that a first cycle on a busy machine (three test workers) is still fresh.
    relaxed = {**FAST, **EVERY_2S, "degraded_after_s": 120, "stale_after_s": 240}
    with service_process(demo_simulator, tmp_path / "home", **relaxed) as base:
        wait_until(lambda: _health(base).status_code == 200, timeout=180, what="first cycle")
        h = _health(base).json()
        assert h["status"] == "ok"
        assert h["snapshot_ts"] is not None
        assert int(h["refresher"]["cycle_count"]) >= 1
        ruleset = load_current(ROOT / "rulesets")
        assert h["ruleset_sha"] == ruleset.sha
        cov = h["coverage"]
        assert cov["total_events"] == len(ruleset.events) == cov["events"] + cov["settled_events"]
        assert cov["total_pairs"] == ruleset.pair_count == cov["pairs"] + cov["settled_pairs"]
        listed = HTTP.get(f"{base}/v1/events", timeout=10).json()
        everything = HTTP.get(f"{base}/v1/events?include_settled=true", timeout=10).json()
        assert len(listed) == cov["events"]
        assert len(everything) == cov["total_events"]
        assert sum(len(e["pairs"]) for e in everything) == cov["total_pairs"]
        assert cov["settled_events"] > 0 and all(not e["settled"] for e in listed)
        for key in (
            "thread_running progressing last_progress_seconds progress_window_seconds "
            "cached_snapshots cycle_count last_cycle_utc last_cycle_ok last_cycle_failed "
            "last_error markets interval_seconds last_cycle_terminal last_cycle_skipped"
        ).split():
            assert key in h["refresher"], key
        # Final markets stop being fetched once their result is final.
        wait_until(
            lambda: int(_health(base).json()["refresher"]["last_cycle_skipped"]) > 0,
            timeout=20,
            what="final markets skipped",
        )
        live = HTTP.get(f"{base}/v1/live", timeout=10)
        assert live.status_code == 200 and live.json()["live"] is True
        assert HTTP.get(f"{base}/v1/events?include_settled=maybe", timeout=10).status_code == 422
        assert HTTP.get(f"{base}/docs", timeout=10).status_code == 200


def test_upstream_503_degrades_then_stales_then_recovers(
    fresh_simulator: str, tmp_path: Path
) -> None:
    sim = fresh_simulator
    # `degraded` lasts from degraded_after_s to stale_after_s: wide enough that a poll on a
    # loaded machine (one health call can take seconds) cannot step over it.
    # `ok` needs a cycle shorter than degraded_after_s, which 2 s is not on a busy machine.
    settings = {**FAST, **EVERY_2S, "degraded_after_s": 10, "stale_after_s": 30}
    with service_process(sim, tmp_path / "home", upstream_retries=1, **settings) as base:
        wait_until(lambda: _health(base).json()["status"] == "ok", timeout=180, what="ok")
        HTTP.post(f"{sim}/_sim/faults", json={"venue": "all", "status": 503}, timeout=5)

        def refresher() -> dict[str, Any]:
            r: dict[str, Any] = _health(base).json()["refresher"]
            return r

        wait_until(lambda: int(refresher()["last_cycle_failed"]) > 0, timeout=60, what="failures")
        err = refresher()["last_error"]
        # whichever request of the cycle failed first: a listing GET or the batch POST /books
        assert "503" in err and re.search(r"(GET|POST) http://127\.0\.0\.1", err), err
        wait_until(
            lambda: _health(base).json()["status"] == "degraded", timeout=60, what="degraded"
        )
        wait_until(lambda: _health(base).status_code == 503, timeout=60, what="stale 503")
        assert _health(base).json()["status"] == "stale"
        HTTP.delete(f"{sim}/_sim/faults", timeout=5)
        wait_until(lambda: _health(base).status_code == 200, timeout=60, what="recovery")
        wait_until(lambda: _health(base).json()["status"] == "ok", timeout=60, what="ok again")


def _open_event(base: str) -> dict[str, Any]:
    events: list[dict[str, Any]] = HTTP.get(f"{base}/v1/events", timeout=10).json()
    return events[0]


@pytest.fixture(scope="module")
def cycling(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[str, str]]:
    """A simulator of the module's own and a service cycling every 0.5 s against it, shared
    by the tests that change its venues (a start costs ~3 s of CPU): the settlement test,
    then the hung-upstream test, which leaves them hung. (simulator URL, service URL)"""
    home = tmp_path_factory.mktemp("cycling-home")
    with (
        simulator_process() as sim,
        service_process(sim, home, progress_window_s=2, upstream_timeout_s=60, **FAST) as base,
    ):
        wait_until(lambda: _health(base).status_code == 200, timeout=180, what="first cycle")
        yield sim, base


def test_patched_settlement_leaves_the_default_listing(cycling: tuple[str, str]) -> None:
    sim, base = cycling
    event = _open_event(base)
    eid = event["canonical_event_id"]
    for p in event["pairs"]:
        won = p["outcome_leg"] == "home"
        HTTP.patch(
            f"{sim}/_sim/venue_one/markets/{p['venue_one_market_id']}",
            json={
                "closed": True,
                "umaResolutionStatus": "resolved",
                "outcomePrices": json.dumps(["1", "0"] if won else ["0", "1"]),
            },
            timeout=5,
        ).raise_for_status()
        HTTP.patch(
            f"{sim}/_sim/venue_two/markets/{p['venue_two_market_id']}",
            json={
                "status": "finalized",
                "result": "yes" if won else "no",
                "settlement_value_dollars": "1.0000" if won else "0.0000",
            },
            timeout=5,
        ).raise_for_status()

    def listed() -> set[str]:
        return {e["canonical_event_id"] for e in HTTP.get(f"{base}/v1/events", timeout=10).json()}

    wait_until(lambda: eid not in listed(), timeout=10, what="event to leave the listing")
    everything = HTTP.get(f"{base}/v1/events?include_settled=true", timeout=10).json()
    settled = [e for e in everything if e["canonical_event_id"] == eid]
    assert settled and settled[0]["settled"] is True


def test_hung_upstream_makes_liveness_fail(cycling: tuple[str, str]) -> None:
    """After the settlement test: it leaves the module's venues hung."""
    sim, base = cycling
    wait_until(lambda: _health(base).status_code == 200, timeout=180, what="a fresh cycle")
    HTTP.post(
        f"{sim}/_sim/faults",
        json={"venue": "all", "status": None, "latency_ms": 30_000},
        timeout=5,
    )
    wait_until(
        lambda: HTTP.get(f"{base}/v1/live", timeout=10).status_code == 503,
        timeout=20,
        what="live 503",
    )
    body = HTTP.get(f"{base}/v1/live", timeout=10).json()
    assert body["live"] is False and "no cycle" in body["reason"]
    HTTP.delete(f"{sim}/_sim/faults", timeout=5)


def test_a_restart_answers_from_the_stored_state_before_its_first_cycle(
    fresh_simulator: str, tmp_path: Path
) -> None:
    sim, home = fresh_simulator, tmp_path / "home"
    relaxed = {"refresh_interval_s": 30, "degraded_after_s": 120, "stale_after_s": 240}
    out = resaudit("keys", "issue", "--name", "tests", env={"RESAUDIT_HOME": str(home)})
    assert out.returncode == 0, out.stderr
    key = out.stdout.strip()
    with service_process(sim, home, **relaxed) as base:
        wait_until(
            lambda: (
                _health(base).status_code == 200
                and _health(base).json()["refresher"]["first_cycle_done"]
            ),
            timeout=180,
            what="first cycle",
        )
        events = HTTP.get(f"{base}/v1/events", timeout=10).json()
        pair_id = events[0]["pairs"][0]["pair_id"]
    # Every venue answer now takes 5 s: the restarted service's first cycle cannot be done
    # while the checks below run, so whatever they get comes from the stored state.
    HTTP.post(
        f"{sim}/_sim/faults", json={"venue": "all", "status": None, "latency_ms": 5000}, timeout=5
    )
    with service_process(sim, home, upstream_timeout_s=30, **relaxed) as base:
        h = _health(base)
        assert h.status_code == 200, h.text
        body = h.json()
        # Its age is the stored snapshot's: ok or degraded by the thresholds, never stale here.
        assert body["status"] in ("ok", "degraded") and body["snapshot_age_seconds"] is not None
        refresher = body["refresher"]
        assert refresher["started_from"] == "stored snapshot"
        assert refresher["first_cycle_done"] is False and int(refresher["cycle_count"]) == 0
        # the first cycle has not begun (just started) or is fetching: never done yet
        assert refresher["progress"]["phase"] in ("idle", "fetching"), refresher["progress"]
        audit = HTTP.post(
            f"{base}/v1/audit",
            json={"canonical_event_id": pair_id},
            headers={"X-API-Key": key},
            timeout=30,
        )
        assert audit.status_code == 200, audit.text
        assert audit.json()["pair_id"] == pair_id
        assert _health(base).json()["refresher"]["first_cycle_done"] is False


def test_a_cold_start_shows_the_first_cycles_progress(fresh_simulator: str, tmp_path: Path) -> None:
    sim = fresh_simulator
    HTTP.post(
        f"{sim}/_sim/faults", json={"venue": "all", "status": None, "latency_ms": 3000}, timeout=5
    )
    with service_process(sim, tmp_path / "home", upstream_timeout_s=30) as base:
        # Live before its first cycle has begun (phase idle): the cycle starts within
        # moments and, with every venue answer 3 s late, stays in its fetching phase.
        wait_until(
            lambda: _health(base).json()["refresher"]["progress"]["phase"] == "fetching",
            timeout=60,
            what="the first cycle fetching",
        )
        h = _health(base)
        assert h.status_code == 503 and h.json()["status"] == "stale"
        refresher = h.json()["refresher"]
        assert refresher["started_from"] == "nothing stored"
        progress = refresher["progress"]
        assert progress["phase"] == "fetching"
        assert progress["markets_left"] > 0 and progress["requests_left"] > 0
        HTTP.delete(f"{sim}/_sim/faults", timeout=5)
        wait_until(lambda: _health(base).status_code == 200, timeout=180, what="first cycle")
        done = _health(base).json()["refresher"]
        assert done["first_cycle_done"] is True
        assert done["progress"]["markets_left"] == 0 and done["progress"]["requests_left"] == 0
