"""B5 (on-demand engine time) and B6 (reading throughput), each in a fresh process.

- B5, on-demand pair: the engine's share of auditing one uncovered pair, fetch excluded.
  The venue_two legs' texts are read first (a cycle's rule records); then, pair by pair,
  the venue_one leg arrives with a text never seen, and the timed call is what the
  auditor runs after the fetch: `attach_rules` (reads the one new text, reuses the
  other's record) and `audit_requests` on the one request row. p50 and p95 over the pairs.
- B6, reading: `RuleCache.attach` over N legs whose every text is new, in a process that
  has read nothing before (cold: planning and compiling the patterns included);
  distinct texts per second, and the wall time for all the legs.

`python -m bench.b56_engine b5|b6 N` prints one JSON line (what `run_b5`/`run_b6` read).
"""

from __future__ import annotations

import argparse
import json
import statistics
import subprocess
import sys
import time
from dataclasses import dataclass
from typing import Any

from bench.synthetic import NOW, ROOT, STALE_AFTER_S, coverage

__all__ = ["B5Config", "B6Config", "run_b5", "run_b6"]


@dataclass(frozen=True)
class B5Config:
    """How many on-demand pairs B5 times (after one untimed warm-up pair)."""

    pairs: int = 30
    timeout_s: float = 300.0


@dataclass(frozen=True)
class B6Config:
    """How many legs B6 reads (every text new)."""

    legs: int = 100_000
    timeout_s: float = 300.0


def _b5_child(pairs: int) -> dict[str, Any]:
    from pipeline.precompute import RuleCache, attach_rules, audit_requests

    cov = coverage(pairs + 1, seed=5)
    legs = cov.legs
    cache = RuleCache()
    cache.attach(legs.filter(legs["venue"] == "venue_two"))
    times = []
    for i in range(pairs + 1):
        req = cov.requests.slice(i, 1)
        ids = [req["a_market_id"][0], req["b_market_id"][0]]
        pair_legs = legs.filter(legs["market_id"].is_in(ids))
        t0 = time.perf_counter()
        read, _ = attach_rules(pair_legs, cache.records)
        audit_requests(req, read, now=NOW, stale_after_s=STALE_AFTER_S)
        if i:  # the first pair pays the process's one-off set-up
            times.append(time.perf_counter() - t0)
    times.sort()
    return {
        "pairs": pairs,
        "p50_ms": statistics.median(times) * 1000,
        "p95_ms": times[max(0, round(0.95 * len(times)) - 1)] * 1000,
        "max_ms": times[-1] * 1000,
    }


def _b6_child(legs_wanted: int) -> dict[str, Any]:
    from pipeline.precompute import RuleCache

    legs = coverage(max(1, legs_wanted // 2), seed=6).legs.head(legs_wanted)
    texts = legs["rules_hash"].n_unique()
    t0 = time.perf_counter()
    RuleCache().attach(legs)
    seconds = time.perf_counter() - t0
    return {
        "legs": legs.height,
        "distinct_texts": texts,
        "seconds": seconds,
        "texts_per_s": texts / seconds,
    }


def _child(which: str, n: int, timeout_s: float) -> dict[str, Any]:
    cmd = [sys.executable, "-m", "bench.b56_engine", which, str(n)]
    try:
        done = subprocess.run(
            cmd, cwd=ROOT, capture_output=True, text=True, timeout=timeout_s, check=True
        )
    except subprocess.TimeoutExpired:
        return {"completed": False, "timeout_s": timeout_s}
    report: dict[str, Any] = json.loads(done.stdout.strip().splitlines()[-1])
    report["completed"] = True
    return report


def run_b5(cfg: B5Config, log: Any = print) -> dict[str, Any]:
    """B5's on-demand engine time, against its 20 ms p50 target."""
    report = _child("b5", cfg.pairs, cfg.timeout_s)
    done = report["completed"]
    if done:
        log(
            f"B5 on-demand engine time: p50 {report['p50_ms']:.1f} ms, "
            f"p95 {report['p95_ms']:.1f} ms"
        )
    report["targets"] = {
        "ondemand_engine_p50_ms_max_20": {
            "value": report.get("p50_ms"),
            "met": done and report["p50_ms"] <= 20,
        }
    }
    report["method"] = (
        "attach_rules (one new text, one cached record) + audit_requests on one request, "
        "per uncovered pair, fetch and resolution excluded; fresh process, first pair untimed"
    )
    return report


def run_b6(cfg: B6Config, log: Any = print) -> dict[str, Any]:
    """B6's reading throughput, against its 5 s for 100k new-text legs target."""
    report = _child("b6", cfg.legs, cfg.timeout_s)
    done = report["completed"]
    if done:
        log(
            f"B6 reading: {report['legs']:,} legs ({report['distinct_texts']:,} texts) in "
            f"{report['seconds']:.1f} s, {report['texts_per_s']:,.0f} texts/s"
        )
    scaled = report["seconds"] * 100_000 / report["legs"] if done else None
    report["seconds_per_100k_legs"] = scaled
    report["targets"] = {
        "seconds_for_100k_new_legs_max_5": {
            "value": scaled,
            "met": done and cfg.legs >= 100_000 and scaled is not None and scaled <= 5,
        }
    }
    report["method"] = (
        "RuleCache.attach over synthetic legs whose every text is new, in a fresh process"
    )
    return report


def main(argv: list[str] | None = None) -> int:
    """Child mode: run one measurement and print it as JSON."""
    parser = argparse.ArgumentParser(prog="python -m bench.b56_engine")
    parser.add_argument("which", choices=("b5", "b6"))
    parser.add_argument("n", type=int)
    args = parser.parse_args(argv)
    out = _b5_child(args.n) if args.which == "b5" else _b6_child(args.n)
    print(json.dumps(out), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
