"""SIGTERM and SIGINT stop `resaudit serve --demo` and `resaudit simulate` cleanly.

Clean means: every process of the command's session gone within 5 s of the signal (the
demo simulator once outlived a SIGTERM as an orphan), exit code 0, one log line about the
stop and no traceback. The service is stopped while its refresher is stuck in a cycle
against a venue that answers slowly, so the refresher too must stop without waiting.
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import httpx
import pytest

from tests.conftest import HTTP, free_port, wait_until

pytestmark = pytest.mark.slow

STOP_WITHIN_S = 5.0


def session_members(sid: int) -> list[int]:
    """Pids of live processes in session `sid` (children keep it when orphaned)."""
    members = []
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            stat = (entry / "stat").read_text()
        except OSError:  # exited while we looked
            continue
        # Fields after the parenthesised command: state ppid pgrp session ...
        fields = stat[stat.rindex(")") + 2 :].split()
        if int(fields[3]) == sid and fields[0] != "Z":
            members.append(int(entry.name))
    return members


def clean_env(home: Path, **settings: str) -> dict[str, str]:
    """This environment without RESAUDIT_* settings, plus a data home and `settings`.

    Except the run's shared rule records (conftest): a cache of what reading the demo's
    texts gives, which only spares each service half a minute of reading on a busy machine.
    """
    env = {
        k: v
        for k, v in os.environ.items()
        if not k.startswith("RESAUDIT_") or k == "RESAUDIT_RULE_CACHE_DIR"
    }
    env["RESAUDIT_HOME"] = str(home)
    env.update({f"RESAUDIT_{k.upper()}": v for k, v in settings.items()})
    return env


def stop_and_check(proc: subprocess.Popen[str], log: Path, sig: signal.Signals) -> str:
    """Send `sig`; assert exit 0 and an empty session within 5 s; return the output after it."""
    before = log.read_text()
    sent = time.monotonic()
    proc.send_signal(sig)
    try:
        code = proc.wait(STOP_WITHIN_S)
    except subprocess.TimeoutExpired:
        pytest.fail(f"still running {STOP_WITHIN_S} s after {sig.name}")
    left: list[int] = session_members(proc.pid)
    while left and time.monotonic() - sent < STOP_WITHIN_S:
        time.sleep(0.1)
        left = session_members(proc.pid)
    output = log.read_text()
    assert not left, f"processes left after {sig.name}: {left}\n{output}"
    assert code == 0, output
    assert "Traceback" not in output, output
    return output[len(before) :]


def kill_session(proc: subprocess.Popen[str]) -> None:
    """Teardown after a failed assertion: nothing of the test may outlive it."""
    try:
        os.killpg(proc.pid, signal.SIGKILL)
    except ProcessLookupError:
        pass
    proc.wait()


@pytest.mark.parametrize("sig", [signal.SIGTERM, signal.SIGINT], ids=["SIGTERM", "SIGINT"])
def test_serve_demo_stops_cleanly_mid_cycle(sig: signal.Signals, tmp_path: Path) -> None:
    port = free_port()
    log = tmp_path / "serve.log"
    # Cycles back to back, so that one is in flight when the signal comes.
    env = clean_env(tmp_path / "home", refresh_interval_s="0.5")
    with log.open("w") as out:
        proc = subprocess.Popen(
            [sys.executable, "-m", "serve.cli", "serve", "--demo", "--port", str(port)],
            stdout=out,
            stderr=subprocess.STDOUT,
            cwd=tmp_path,
            env=env,
            text=True,
            start_new_session=True,
        )
    try:
        base = f"http://127.0.0.1:{port}"
        wait_until(
            lambda: _status(f"{base}/v1/health") == 200, timeout=180, what="a healthy service"
        )
        sim = next(
            line.removeprefix("demo venues (simulator): ").strip()
            for line in log.read_text().splitlines()
            if line.startswith("demo venues (simulator): ")
        )
        # The console said it was warming up, then that it is ready, in that order.
        wait_until(lambda: "ready: first cycle done" in log.read_text(), timeout=10, what="ready")
        printed = log.read_text()
        assert printed.index("warming up") < printed.index("ready: first cycle done")
        # Every venue request now takes 30 s: the next cycle hangs on its first fetches.
        fault = {"venue": "all", "status": None, "latency_ms": 30_000}
        assert HTTP.post(f"{sim}/_sim/faults", json=fault, timeout=10).status_code == 200
        time.sleep(2)  # longer than the interval: a cycle is waiting on the slow venues
        after = stop_and_check(proc, log, sig)
    finally:
        kill_session(proc)
    stop_lines = [line for line in after.splitlines() if "stopped on" in line]
    assert stop_lines == [after.splitlines()[-1]], after
    assert f"stopped on {sig.name}" in stop_lines[0]


@pytest.mark.parametrize("sig", [signal.SIGTERM, signal.SIGINT], ids=["SIGTERM", "SIGINT"])
def test_simulate_stops_cleanly(sig: signal.Signals, tmp_path: Path) -> None:
    """Without --data it serves the shipped demo data, from any folder."""
    log = tmp_path / "simulate.log"
    with log.open("w") as out:
        proc = subprocess.Popen(
            [sys.executable, "-m", "serve.cli", "simulate", "--port", "0"],
            stdout=out,
            stderr=subprocess.STDOUT,
            cwd=tmp_path,
            env=clean_env(tmp_path / "home"),
            text=True,
            start_new_session=True,
        )
    try:
        wait_until(lambda: "venue simulator on " in log.read_text(), timeout=180, what="listen")
        url = log.read_text().split("venue simulator on ", 1)[1].split()[0]
        markets = HTTP.get(f"{url}/venue_two/markets", params={"limit": 5}, timeout=10)
        assert markets.status_code == 200
        assert len(markets.json()["markets"]) == 5
        after = stop_and_check(proc, log, sig)
    finally:
        kill_session(proc)
    assert after.strip().endswith(f"venue simulator stopped on {sig.name}"), after
    assert len(after.strip().splitlines()) == 1, after


def _status(url: str) -> int | None:
    try:
        return HTTP.get(url, timeout=5).status_code
    except httpx.HTTPError:
        return None
