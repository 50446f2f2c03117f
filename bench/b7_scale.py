"""B7 scale: refresher cycles at N matches against a simulator enforcing the venues' budgets.

The synthetic data is the demo's covered events cloned under new ids (`b3_refresher.clone_demo`)
until N matches are listed on both venues, three legs each, all covered. Each N runs in a
process of its own (`python -m bench.b7_scale N OUT`), so its peak memory is its own:

- budgets on (the simulator started with `--budgets`, the service's default budgets):
  the first cycle from cold (empty stores; the rule records of the demo's texts are read
  once for the whole bench), its requests per venue, the floor those requests allow at the
  published rates (venue_two 20 reads/s; venue_one per scope: `/books` 50/s, Gamma event
  lookups 50/s), then a steady cycle: its time, the venue_two 429s it drew, the oldest
  rule text and book;
- restart: a new context and `initial_view` over the stored state (what `serve` does
  before it answers);
- budgets off (a second simulator without them, budgets raised): two steady cycles, the
  cycle's own compute (normalize, read, precompute, store) apart from its fetch.
"""

from __future__ import annotations

import asyncio
import json
import math
import os
import socket
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import httpx

# First of the project's imports: `pipeline` sets Polars' allocator (`pipeline/__init__.py`)
# before Polars loads, as in the service; `bench.b3_refresher` would load Polars first, and
# the cycle process's peak RSS was then measured without the service's memory setting.
import pipeline  # noqa: F401
from bench.b3_refresher import clone_demo
from bench.floor import request_floor, sim_budget
from bench.synthetic import ROOT
from pipeline.cycle import CycleContext, initial_view
from pipeline.keys import KeyStore
from pipeline.refresher import Refresher
from pipeline.rulesets import Ruleset, load_current, write_ruleset
from pipeline.settings import Settings
from pipeline.venues.venue_one import VenueOneClient
from pipeline.venues.venue_two import VenueTwoClient

__all__ = ["B7Config", "run_b7"]


@dataclass(frozen=True)
class B7Config:
    """Sizes of one B7 run."""

    sizes: tuple[int, ...] = (1_000, 4_000)
    timeout_s: float = 1_800


def _sim(data: Path, budgets: bool) -> tuple[subprocess.Popen[str], str]:
    args = [sys.executable, "-m", "pipeline.venues.simulator", "--port", "0", "--data", str(data)]
    proc = subprocess.Popen(
        [*args, *(["--budgets"] if budgets else [])],
        stdout=subprocess.PIPE,
        stderr=subprocess.DEVNULL,
        text=True,
        cwd=ROOT,
    )
    assert proc.stdout is not None
    line = proc.stdout.readline()
    if not line.startswith("venue simulator on "):
        proc.kill()
        raise RuntimeError(f"simulator did not start: {line!r}")
    return proc, line.removeprefix("venue simulator on ").strip()


def _settings(sim: str, home: Path, cache: Path, budgets: bool) -> Settings:
    rates = {} if budgets else {"venue_one_budget_per_s": 1e6, "venue_two_budget_per_s": 1e6}
    return Settings(
        home=home,
        rulesets_dir=ROOT / "rulesets",
        rule_cache_dir=cache,
        venue_one_url=f"{sim}/venue_one",
        venue_one_book_url=f"{sim}/venue_one",
        venue_two_url=f"{sim}/venue_two",
        **rates,  # type: ignore[arg-type]
    )


async def _cycle(refresher: Refresher, settings: Settings) -> dict[str, Any]:
    async with VenueOneClient(settings) as v1, VenueTwoClient(settings) as v2:
        started = time.perf_counter()
        report = await refresher.cycle_once(v1, v2)
        seconds = time.perf_counter() - started
    phases = dict(refresher.progress.seconds)
    fetch = phases.get("fetching", 0.0)
    return {
        "seconds": round(seconds, 3),
        "fetch_s": round(fetch, 3),
        "compute_s": round(seconds - fetch, 3),
        "phases_s": {k: round(v, 3) for k, v in phases.items() if k != "idle"},
        "ok": report.ok,
        "failed": report.failed,
        "last_error": report.last_error,
    }


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port: int = sock.getsockname()[1]
        return port


def _vm(pid: int, field: str) -> float:
    """A /proc/<pid>/status figure in MiB (VmHWM: peak resident, VmRSS: resident now)."""
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith(f"{field}:"):
            return round(int(line.split()[1]) / 1024, 1)
    return 0.0


def serve_restart(
    sim: str, home: Path, cache: Path, ruleset: Ruleset, work: Path, cycles: int = 3
) -> dict[str, Any]:
    """`resaudit serve` started over a home holding a stored snapshot and verdicts (budgets
    off): seconds from the process start to health answering 200 and to a covered pair_id
    audit answering 200, then the process's peak RSS once it has run `cycles` cycles."""
    rulesets = work / f"rulesets-{len(ruleset.events)}"
    write_ruleset(rulesets, cutoff=ruleset.cutoff, parent=None, events=list(ruleset.events))
    key = KeyStore(Settings(home=home).keys_path).issue("b7").key
    port = _free_port()
    env = {
        **os.environ,
        "RESAUDIT_HOME": str(home),
        "RESAUDIT_RULESETS_DIR": str(rulesets),
        "RESAUDIT_RULE_CACHE_DIR": str(cache),
        "RESAUDIT_VENUE_ONE_URL": f"{sim}/venue_one",
        "RESAUDIT_VENUE_ONE_BOOK_URL": f"{sim}/venue_one",
        "RESAUDIT_VENUE_TWO_URL": f"{sim}/venue_two",
        "RESAUDIT_VENUE_ONE_BUDGET_PER_S": "1000000",
        "RESAUDIT_VENUE_TWO_BUDGET_PER_S": "1000000",
        "RESAUDIT_REFRESH_INTERVAL_S": "1",
    }
    base = f"http://127.0.0.1:{port}"
    pair = ruleset.events[0]["pairs"][0]["pair_id"]
    out: dict[str, Any] = {}
    started = time.perf_counter()
    proc = subprocess.Popen(
        [sys.executable, "-m", "serve.cli", "serve", "--port", str(port)],
        env=env,
        cwd=ROOT,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    try:
        with httpx.Client(timeout=10) as client:
            while "audit_200_s" not in out and time.perf_counter() - started < 120:
                try:
                    if "health_200_s" not in out:
                        if client.get(f"{base}/v1/health").status_code == 200:
                            out["health_200_s"] = round(time.perf_counter() - started, 3)
                    r = client.post(
                        f"{base}/v1/audit",
                        json={"canonical_event_id": pair},
                        headers={"X-API-Key": key},
                    )
                    if r.status_code == 200:
                        out["audit_200_s"] = round(time.perf_counter() - started, 3)
                except httpx.TransportError:
                    pass
                time.sleep(0.05)
            while time.perf_counter() - started < 300:
                health = client.get(f"{base}/v1/health").json()
                if health.get("refresher", {}).get("cycle_count", 0) >= cycles:
                    break
                time.sleep(0.2)
            out["cycles"] = health.get("refresher", {}).get("cycle_count", 0)
        out["peak_rss_mib"] = _vm(proc.pid, "VmHWM")
        out["rss_mib"] = _vm(proc.pid, "VmRSS")
    finally:
        proc.terminate()
        proc.wait(30)
    return out


def measure(n: int, work: Path) -> dict[str, Any]:
    """Every B7 figure at `n` matches (run in a process of its own)."""
    base = load_current(ROOT / "rulesets")
    copies = math.ceil(n / len(base.events))
    data = work / f"data-{n}"
    ruleset: Ruleset = clone_demo(data, copies)
    cache = work / "rule-cache"
    out: dict[str, Any] = {"matches": len(ruleset.events), "markets": 2 * ruleset.pair_count}
    proc, sim = _sim(data, budgets=True)
    try:
        settings = _settings(sim, work / f"home-{n}", cache, budgets=True)
        refresher = Refresher(CycleContext.open(settings, ruleset))
        cold = asyncio.run(_cycle(refresher, settings))
        cold_budget = sim_budget(sim)
        cold["requests"] = cold_budget["requests"]
        cold["venue_two_429"] = cold_budget["venue_two_429"]
        cold["floor_s"] = round(request_floor(cold_budget), 3)
        cold["over_floor"] = round(cold["seconds"] / max(cold["floor_s"], 1e-9), 2)
        out["cold"] = cold
        sim_budget(sim, reset=True)
        steady = asyncio.run(_cycle(refresher, settings))
        steady_budget = sim_budget(sim)
        steady["requests"] = steady_budget["requests"]
        steady["venue_two_429"] = steady_budget["venue_two_429"]
        health = refresher.health()
        steady["fetch_plan"] = health["fetch_plan"]
        steady["budget"] = health["budget"]
        out["steady_budgeted"] = steady
        # A restart is a new process: the budgeted run's refresher and view are gone.
        del refresher
        started = time.perf_counter()
        view = initial_view(CycleContext.open(settings, ruleset))
        out["restart_view_s"] = round(time.perf_counter() - started, 3)
        out["restart_verdicts"] = view.verdicts.height
        del view  # not alive into the next run's figures
    finally:
        proc.terminate()
        proc.wait()
    proc, sim = _sim(data, budgets=False)
    try:
        settings = _settings(sim, work / f"home-{n}-free", cache, budgets=False)
        refresher = Refresher(CycleContext.open(settings, ruleset))
        asyncio.run(_cycle(refresher, settings))
        out["steady_free"] = asyncio.run(_cycle(refresher, settings))
        del refresher
        out["serve"] = serve_restart(sim, settings.home, cache, ruleset, work)
    finally:
        proc.terminate()
        proc.wait()
    # VmHWM is this process's own peak: ru_maxrss survives exec on Linux, so it reported
    # the peak of the bench process that started this one (B1's 9.2 GiB).
    out["peak_rss_mib"] = _vm(os.getpid(), "VmHWM")
    return out


def run_b7(cfg: B7Config, log: Any = print) -> dict[str, Any]:
    """B7 at every size, each in a child process; the figures and their targets."""
    sizes: dict[str, Any] = {}
    with tempfile.TemporaryDirectory(prefix="resaudit-b7-") as tmp:
        for n in cfg.sizes:
            log(f"B7: {n} matches")
            done = subprocess.run(
                [sys.executable, "-m", "bench.b7_scale", str(n), tmp],
                capture_output=True,
                text=True,
                cwd=ROOT,
                timeout=cfg.timeout_s,
                check=False,
            )
            if done.returncode != 0:
                sizes[str(n)] = {"error": done.stderr.strip().splitlines()[-1:] or ["failed"]}
                continue
            sizes[str(n)] = json.loads(done.stdout.strip().splitlines()[-1])
    ok = [sizes[str(n)] for n in cfg.sizes if "error" not in sizes[str(n)]]
    exponent = None
    if len(ok) >= 2 and all(s["steady_free"]["compute_s"] > 0 for s in ok[:2]):
        (a, b) = ok[0], ok[-1]
        exponent = round(
            math.log(b["steady_free"]["compute_s"] / a["steady_free"]["compute_s"])
            / math.log(b["markets"] / a["markets"]),
            2,
        )
    return {"sizes": sizes, "compute_growth_exponent": exponent}


def main() -> int:
    """`python -m bench.b7_scale N WORK`: one size, one JSON line on stdout."""
    n, work = int(sys.argv[1]), Path(sys.argv[2])
    work.mkdir(parents=True, exist_ok=True)
    print(json.dumps(measure(n, work), default=str))
    return 0


if __name__ == "__main__":
    sys.exit(main())
