"""Shared fixtures: real processes on loopback (the venue simulator, the service)."""

from __future__ import annotations

import os
import shutil
import socket
import subprocess
import sys
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import httpx
import pytest

ROOT = Path(__file__).resolve().parents[1]
DEMO = ROOT / "data" / "demo"


@pytest.fixture
def anyio_backend() -> str:
    return "asyncio"


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port: int = s.getsockname()[1]
        return port


@contextmanager
def simulator_process(data: Path = DEMO) -> Iterator[str]:
    """A real `resaudit simulate` process on a free loopback port; yields its base URL."""
    proc = subprocess.Popen(
        [sys.executable, "-m", "serve.cli", "simulate", "--port", "0", "--data", str(data)],
        stdout=subprocess.PIPE,
        stderr=subprocess.DEVNULL,
        text=True,
        cwd=ROOT,
    )
    assert proc.stdout is not None
    try:
        line = proc.stdout.readline()
        assert line.startswith("venue simulator on "), f"simulator did not start: {line!r}"
        threading.Thread(target=proc.stdout.read, daemon=True).start()
        yield line.removeprefix("venue simulator on ").strip()
    finally:
        proc.terminate()
        proc.wait(10)
        proc.stdout.close()


@pytest.fixture(scope="session")
def demo_simulator() -> Iterator[str]:
    """One shared simulator over the demo data; tests that PATCH or fault it must undo."""
    with simulator_process() as url:
        yield url


@pytest.fixture
def fresh_simulator() -> Iterator[str]:
    """A simulator of this test's own, for tests that change venue state."""
    with simulator_process() as url:
        yield url


def venue_env(sim_url: str) -> dict[str, str]:
    """RESAUDIT_* variables pointing both adapters at a simulator."""
    return {
        "RESAUDIT_VENUE_ONE_URL": f"{sim_url}/venue_one",
        "RESAUDIT_VENUE_ONE_BOOK_URL": f"{sim_url}/venue_one",
        "RESAUDIT_VENUE_TWO_URL": f"{sim_url}/venue_two",
    }


@pytest.fixture
def rulesets_copy(tmp_path: Path) -> Path:
    """A private copy of the committed rulesets folder."""
    dest = tmp_path / "rulesets"
    shutil.copytree(ROOT / "rulesets", dest)
    return dest


def resaudit(
    *args: str, env: dict[str, str] | None = None, timeout: float = 120
) -> subprocess.CompletedProcess[str]:
    """Run the real `resaudit` CLI in a subprocess."""
    return subprocess.run(
        [sys.executable, "-m", "serve.cli", *args],
        capture_output=True,
        text=True,
        cwd=ROOT,
        env={**os.environ, **(env or {})},
        timeout=timeout,
        check=False,
    )


def get(url: str, **kw: object) -> httpx.Response:
    return httpx.get(url, timeout=10, **kw)  # type: ignore[arg-type]
