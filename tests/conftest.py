"""Shared fixtures: real processes on loopback (the venue simulator, the service)."""

from __future__ import annotations

import os
import shutil
import socket
import subprocess
import sys
import tempfile
import threading
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import httpx
import polars as pl
import pytest

from pipeline.settings import Settings

ROOT = Path(__file__).resolve().parents[1]
DEMO = ROOT / "data" / "demo"

# The rule records every service of one test run shares (pipeline.rulecache): the first
# service to read the demo's texts keeps them, and every later service starts its first
# cycle with them read, instead of reading all 786 texts again (half a minute each on a
# busy machine). One folder per run, shared by the xdist workers of that run; records are
# keyed by the reader's code, so a changed reader never reads an old record.
RULE_CACHE = Path(tempfile.gettempdir()) / (
    "resaudit-test-rule-records-" + os.environ.get("PYTEST_XDIST_TESTRUNUID", str(os.getpid()))
)
# In-process Settings() read it too (every field not given comes from the environment).
os.environ.setdefault("RESAUDIT_RULE_CACHE_DIR", str(RULE_CACHE))
# The shared simulators enforce no request budget, so neither do the services tested
# against them (the budget tests set their own); a paced cycle would only make them slow.
os.environ.setdefault("RESAUDIT_VENUE_ONE_BUDGET_PER_S", "1000")
os.environ.setdefault("RESAUDIT_VENUE_TWO_BUDGET_PER_S", "1000")


# The files that take longest, longest first (per-file totals of a measured run, busy
# 2-core machine, 2026-11-26; the reading and template files placed by their CPU,
# 2026-11-27 and 28). xdist hands whole files to workers (--dist loadfile) in collection
# order (pyproject:
# --no-loadscope-reorder; its default order is by test count, which sent these few-test,
# long files out last, so one ran alone at the end); started first, the long ones overlap
# and the many short files fill the gaps. Every file not named keeps its place after them.
# Order only: no test depends on another file's.
SLOWEST_FIRST = (
    "tests/test_service_e2e.py",
    "tests/test_bench_reference.py",
    "tests/test_faults.py",
    "tests/test_audit_api_e2e.py",
    "tests/test_template_lookup.py",
    "tests/test_rx_corpora.py",
    "tests/test_read_by_tree.py",
    "tests/test_templates.py",
    "tests/test_wheel.py",
    "tests/test_cycle.py",
    "tests/test_readme.py",
    "tests/test_log_anchor_e2e.py",
    "tests/test_resolver_e2e.py",
    "tests/test_uncovered_audit_e2e.py",
    "tests/test_status_page.py",
    "tests/test_fuzz.py",
    "tests/test_family_audit_e2e.py",
    "tests/test_openapi_docs.py",
    "tests/test_loadtest.py",
    "tests/test_shutdown.py",
    "tests/test_mcp.py",
    "notebooks/exports_research.ipynb",
    "notebooks/track_record.ipynb",
)


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    rank = {path: i for i, path in enumerate(SLOWEST_FIRST)}
    items.sort(key=lambda item: rank.get(item.nodeid.split("::", 1)[0], len(rank)))


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
        _stop(proc)
        proc.stdout.close()


@pytest.fixture(scope="session")
def demo_simulator() -> Iterator[str]:
    """One shared simulator over the demo data; tests that PATCH or fault it must undo."""
    with simulator_process() as url:
        yield url


@pytest.fixture(scope="session")
def demo_rule_records() -> pl.DataFrame:
    """The rule record of every demo text (RULE_RECORD_SCHEMA), for in-process tests that
    build views of the demo without testing the reader (`build_view(..., rules=...)`).

    Taken from this run's shared store (RULE_CACHE: a service may have read them already),
    any text it lacks read here once per worker and kept there. Records are keyed by the
    reader's code (pipeline.rulecache), so they are what reading the texts again gives; a
    text missing from them is still read by the view that meets it.
    """
    from datetime import UTC, datetime

    from pipeline.backfill import recorded_snapshot
    from pipeline.precompute import attach_rules
    from pipeline.rulecache import RuleRecordStore

    store = RuleRecordStore(RULE_CACHE)
    stored = store.load()
    snapshot = recorded_snapshot(DEMO, datetime.now(UTC))
    _, known = attach_rules(snapshot, stored)
    if known.height > stored.height:
        store.save(known)
    return known.join(snapshot.select("rules_hash").unique(), on="rules_hash", how="semi")


@pytest.fixture
def fresh_simulator() -> Iterator[str]:
    """A simulator of this test's own, for tests that change venue state."""
    with simulator_process() as url:
        yield url


def sim_settings(sim_url: str, **kw: Any) -> Settings:
    """Settings pointing both adapters at a simulator, with `kw` set beside."""
    return Settings(
        venue_one_url=f"{sim_url}/venue_one",
        venue_one_book_url=f"{sim_url}/venue_one",
        venue_two_url=f"{sim_url}/venue_two",
        **kw,
    )


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


# The client of the suite's requests to its own loopback servers. `httpx.get` and its kin
# build a client per call, and a client's TLS context (the CA bundle read and parsed) costs
# ~23 ms of CPU even for plain http, against ~1 ms for the request itself: tests that poll a
# starting or waiting service every 0.1 s spent a fifth of a core on it, more the longer a
# busy machine made them wait. No connection is kept alive: each request opens its own, as
# `httpx.get` does (a service may be killed or replaced on its port between two requests).
# httpx's defaults otherwise (5 s timeout, no redirects followed); thread-safe.
HTTP = httpx.Client(limits=httpx.Limits(max_keepalive_connections=0))


def get(url: str, **kw: object) -> httpx.Response:
    return HTTP.get(url, timeout=10, **kw)  # type: ignore[arg-type]


@contextmanager
def service_process(
    sim_url: str, home: Path, rulesets: Path | None = None, **settings: object
) -> Iterator[str]:
    """A real `resaudit serve` process (uvicorn) against a simulator; yields its base URL."""
    with served_process(sim_url, home, rulesets, **settings) as (base, _):
        yield base


@contextmanager
def served_process(
    sim_url: str, home: Path, rulesets: Path | None = None, **settings: object
) -> Iterator[tuple[str, subprocess.Popen[bytes]]]:
    """`service_process`, yielding the process beside its base URL (for a test that kills
    or limits it); a process the test has ended already is left as it is."""
    port = free_port()
    env = {
        **os.environ,
        **venue_env(sim_url),
        "RESAUDIT_HOME": str(home),
        "RESAUDIT_RULESETS_DIR": str(rulesets or ROOT / "rulesets"),
        "RESAUDIT_UPSTREAM_BACKOFF_S": "0.01",
        "RESAUDIT_RULE_CACHE_DIR": str(RULE_CACHE),
        **{f"RESAUDIT_{k.upper()}": str(v) for k, v in settings.items()},
    }
    home.mkdir(parents=True, exist_ok=True)
    log = (home / "service.log").open("w")
    proc = subprocess.Popen(
        [sys.executable, "-m", "serve.cli", "serve", "--port", str(port)],
        stdout=log,
        stderr=subprocess.STDOUT,
        cwd=ROOT,
        env=env,
    )
    base = f"http://127.0.0.1:{port}"

    def started() -> bool:
        if proc.poll() is not None:
            pytest.fail(f"the service exited ({proc.returncode}): see {home / 'service.log'}")
        return _responds(f"{base}/v1/live") and _listens(proc.pid, port)

    try:
        wait_until(started, timeout=180, what="service start")
        yield base, proc
    finally:
        _stop(proc)
        log.close()


def _stop(proc: subprocess.Popen[Any], grace: float = 5) -> None:
    """SIGTERM, then SIGKILL after `grace` s (a server may hold deliberately hung requests)."""
    proc.terminate()
    try:
        proc.wait(grace)
    except subprocess.TimeoutExpired:
        proc.kill()
        proc.wait()


def _listens(pid: int, port: int) -> bool:
    """Whether process `pid` holds the socket listening on `port` (Linux /proc; elsewhere
    assumed). A port found free can be taken by another process (another test run on the
    machine) before the service binds it; then what answers there is not our service."""
    tables = [Path("/proc/net/tcp"), Path("/proc/net/tcp6")]
    if not all(t.exists() for t in tables):
        return True
    inodes = set()
    for table in tables:
        for line in table.read_text().splitlines()[1:]:
            fields = line.split()
            if fields[3] == "0A" and int(fields[1].rsplit(":", 1)[1], 16) == port:  # LISTEN
                inodes.add(f"socket:[{fields[9]}]")
    try:
        fds = list(Path(f"/proc/{pid}/fd").iterdir())
    except OSError:
        return False
    for fd in fds:
        try:
            if os.readlink(fd) in inodes:
                return True
        except OSError:  # closed while we looked
            continue
    return False


def _responds(url: str) -> bool:
    try:
        HTTP.get(url, timeout=2)
    except httpx.HTTPError:
        return False
    return True


def wait_until(
    check: Callable[[], object], *, timeout: float, what: str, interval: float = 0.1
) -> None:
    """Poll `check()` until it is truthy; fail the test naming `what` after `timeout` s."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if check():
            return
        time.sleep(interval)
    pytest.fail(f"timed out after {timeout} s waiting for {what}")
