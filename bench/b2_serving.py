"""B2 serving: `POST /v1/audit` by pair_id against a bare JSON endpoint of the same app.

One real uvicorn server (`bench.b2_server`) holds both endpoints. The load comes from a
separate process (`bench.b2_load`), 32 keep-alive clients over loopback; the two
endpoints take turns in short rounds so that whatever else the shared machine does falls
on both alike. Every audit must be durably logged: the log's record count must grow by
the number of 200s, and `pipeline.auditlog.verify` must pass once the server has stopped.
"""

from __future__ import annotations

import json
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import httpx

from bench.b2_load import percentile
from bench.synthetic import ROOT
from pipeline.auditlog import verify
from pipeline.rulesets import load_current, pairs_frame

__all__ = ["B2Config", "run_b2"]


@dataclass(frozen=True)
class B2Config:
    """Load shape of one B2 run."""

    clients: int = 32
    rounds: int = 3
    seconds_per_round: float = 8.0
    warmup_s: float = 2.0


def _load(port: int, seconds: float, clients: int, extra: list[str]) -> dict[str, Any]:
    cmd = [sys.executable, "-m", "bench.b2_load", "--port", str(port), "--seconds", str(seconds)]
    cmd += ["--clients", str(clients), "--raw", *extra]
    out = subprocess.run(cmd, cwd=ROOT, capture_output=True, text=True, check=True).stdout
    result: dict[str, Any] = json.loads(out.strip().splitlines()[-1])
    return result


def _merge(runs: list[dict[str, Any]]) -> dict[str, Any]:
    ms = sorted(x for r in runs for x in r["latencies_ms"])
    seconds = sum(r["seconds"] for r in runs)
    statuses: dict[str, int] = {}
    for r in runs:
        for k, v in r["statuses"].items():
            statuses[k] = statuses.get(k, 0) + v
    return {
        "requests": len(ms),
        "ok": statuses.get("200", 0),
        "statuses": statuses,
        "seconds": seconds,
        "throughput_rps": len(ms) / seconds,
        "throughput_per_round_rps": [r["throughput_rps"] for r in runs],
        "latency_ms": {
            "p50": percentile(ms, 0.5),
            "p90": percentile(ms, 0.9),
            "p99": percentile(ms, 0.99),
            "max": ms[-1] if ms else None,
        },
    }


def _records(base: str) -> int:
    body = httpx.get(f"{base}/v1/health", timeout=10).json()
    return int(body["audit_log_records"])


def _wait_ready(base: str, key: str, pair_id: str, timeout_s: float = 120) -> None:
    """Until the refresher's first cycle is in and an audit is served from the precompute."""
    deadline = time.monotonic() + timeout_s
    while time.monotonic() < deadline:
        health = httpx.get(f"{base}/v1/health", timeout=10).json()
        if health["refresher"]["cycle_count"] >= 1:
            r = httpx.post(
                f"{base}/v1/audit",
                json={"canonical_event_id": pair_id},
                headers={"X-API-Key": key},
                timeout=10,
            )
            if r.status_code == 200 and r.json().get("precomputed"):
                return
        time.sleep(0.2)
    raise RuntimeError("B2 server not ready: no refresher cycle or no precomputed audit")


def run_b2(cfg: B2Config, log: Any = print) -> dict[str, Any]:
    """Throughput and latency of both endpoints, their ratio, and the durability check."""
    pairs = pairs_frame(load_current(ROOT / "rulesets"))["pair_id"].to_list()
    with tempfile.TemporaryDirectory(prefix="resaudit-b2-") as tmp:
        home = Path(tmp) / "home"
        pair_file = Path(tmp) / "pairs.json"
        pair_file.write_text(json.dumps(pairs))
        server = subprocess.Popen(
            [sys.executable, "-m", "bench.b2_server", "--home", str(home)],
            cwd=ROOT,
            stdout=subprocess.PIPE,
            text=True,
        )
        try:
            assert server.stdout is not None
            hello = json.loads(server.stdout.readline())
            port, key = hello["port"], hello["key"]
            base = f"http://127.0.0.1:{port}"
            _wait_ready(base, key, pairs[0])
            before = _records(base)
            audit_args = ["--audit", str(pair_file), "--key", key]
            _load(port, cfg.warmup_s, cfg.clients, ["--bare"])
            warm = _load(port, cfg.warmup_s, cfg.clients, audit_args)
            bare_runs, audit_runs = [], []
            for i in range(cfg.rounds):
                bare_runs.append(_load(port, cfg.seconds_per_round, cfg.clients, ["--bare"]))
                audit_runs.append(_load(port, cfg.seconds_per_round, cfg.clients, audit_args))
                log(
                    f"B2 round {i + 1}/{cfg.rounds}: bare {bare_runs[-1]['throughput_rps']:.0f}"
                    f" req/s, audit {audit_runs[-1]['throughput_rps']:.0f} req/s"
                )
            after = _records(base)
        finally:
            server.terminate()
            server.wait(30)
            if server.stdout is not None:
                server.stdout.close()
        check = verify(home / "audit")
    bare, audit = _merge(bare_runs), _merge(audit_runs)
    served = audit["ok"] + warm["ok"]
    durable = {
        "audit_200s": served,
        "log_records_added": after - before,
        "non_200_audits": audit["requests"] - audit["ok"],
        "verify_ok": check.ok,
        "verify_records": check.records,
        "verify_message": check.message,
    }
    durable["every_verdict_logged"] = (
        durable["log_records_added"] == served and check.ok and audit["requests"] == audit["ok"]
    )
    ratio = audit["throughput_rps"] / bare["throughput_rps"]
    p99 = audit["latency_ms"]["p99"]
    return {
        "bare": bare,
        "audit": audit,
        "throughput_ratio": ratio,
        "durability": durable,
        "targets": {
            "throughput_ratio_min_0.6": {"value": ratio, "met": ratio >= 0.6},
            "audit_p99_ms_max_20": {"value": p99, "met": p99 is not None and p99 <= 20},
            "every_verdict_durably_logged": {
                "value": durable["every_verdict_logged"],
                "met": durable["every_verdict_logged"],
            },
        },
        "method": (
            f"uvicorn, one worker, one app; {cfg.clients} keep-alive clients from a separate "
            f"process (bench/b2_load.py, raw asyncio HTTP/1.1; wrk is not installed), "
            f"{cfg.rounds} alternating rounds of {cfg.seconds_per_round:g} s per endpoint; "
            f"audits by pair_id over the {len(pairs)} covered demo pairs"
        ),
    }
