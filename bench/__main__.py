"""`python -m bench [--quick] [--only B1,B3] [--out PATH]`: run the benchmarks, print a table
and write every figure and ratio to `bench/results.json`.

Exit status 1 when the engine and the row-at-a-time reference disagree on any verdict
(a correctness failure, not a performance one); missed targets are reported, not fatal.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import subprocess
import sys
import time
from datetime import UTC, datetime
from importlib.metadata import version
from pathlib import Path
from typing import Any

from bench import reading
from bench.b1_precompute import B1Config, run_b1
from bench.b2_serving import B2Config, run_b2
from bench.b3_refresher import B3Config, run_b3
from bench.b4_trackrecord import B4Config, run_b4
from bench.b7_scale import B7Config, run_b7
from bench.b56_engine import B5Config, B6Config, run_b5, run_b6
from bench.report import summary_rows, table
from bench.synthetic import ROOT

QUICK = {
    "B1": B1Config(
        sizes=(1_000, 5_000),
        reference_full_max=1_000,
        reference_sample=1_000,
        reference_max_pairs=5_000,
        engine_timeout_s=120,
        reference_timeout_s=120,
        cached_sizes=(20_000,),
        cached_text_pool=1_000,
    ),
    "B2": B2Config(rounds=1, seconds_per_round=3, warmup_s=1),
    "B3": B3Config(markets=2_000, rounds=1),
    "B4": B4Config(verdict_rows=100_000, events=10_000, repeats=1),
    "B5": B5Config(pairs=10, end_to_end_pairs=10, covered_per_kind=50),
    "B6": B6Config(legs=10_000),
    "B7": B7Config(sizes=(300, 1_000)),
}
FULL = {
    "B1": B1Config(),
    "B2": B2Config(),
    "B3": B3Config(),
    "B4": B4Config(),
    "B5": B5Config(),
    "B6": B6Config(),
    "B7": B7Config(),
}
RUNNERS = {
    "B1": run_b1,
    "B2": run_b2,
    "B3": run_b3,
    "B4": run_b4,
    "B5": run_b5,
    "B6": run_b6,
    "B7": run_b7,
}


def _log(message: str) -> None:
    print(message, file=sys.stderr, flush=True)


def _machine() -> dict[str, Any]:
    commit = subprocess.run(
        ["git", "rev-parse", "HEAD"], cwd=ROOT, capture_output=True, text=True, check=False
    ).stdout.strip()
    dirty = subprocess.run(
        ["git", "status", "--porcelain", "--untracked-files=no"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        check=False,
    ).stdout.strip()
    return {
        "cpus": os.cpu_count(),
        "platform": platform.platform(),
        "python": platform.python_version(),
        "polars": version("polars"),
        "duckdb": version("duckdb"),
        "fastapi": version("fastapi"),
        "uvicorn": version("uvicorn"),
        "git_commit": commit or None,
        "git_dirty": bool(dirty),
        # Other work on a shared machine shows here: figures under load are noisier.
        "loadavg_at_start": os.getloadavg(),
    }


def main(argv: list[str] | None = None) -> int:
    """Run the selected benchmarks and report them."""
    parser = argparse.ArgumentParser(prog="python -m bench", description=__doc__)
    parser.add_argument("--quick", action="store_true", help="small sizes (about a minute)")
    parser.add_argument("--only", default="B1,B2,B3,B4,B5,B6,B7", help="comma-separated subset")
    parser.add_argument("--out", type=Path, default=ROOT / "bench" / "results.json")
    args = parser.parse_args(argv)
    chosen = [b.strip().upper() for b in args.only.split(",") if b.strip()]
    unknown = [b for b in chosen if b not in RUNNERS]
    if unknown:
        parser.error(f"unknown benchmark(s): {', '.join(unknown)}")
    configs = QUICK if args.quick else FULL
    started = time.perf_counter()
    results: dict[str, Any] = {
        "generated_at": datetime.now(UTC).isoformat(timespec="seconds"),
        "quick": args.quick,
        "machine": _machine(),
    }
    for name in chosen:
        t0 = time.perf_counter()
        _log(f"== {name}")
        results[name] = RUNNERS[name](configs[name], log=_log)  # type: ignore[operator]
        results[name]["bench_wall_s"] = time.perf_counter() - t0
    results["wall_seconds"] = time.perf_counter() - started
    results["machine"]["loadavg_at_end"] = os.getloadavg()
    rows = summary_rows(results)
    results["summary"] = [
        {"bench": b, "figure": f, "measured": m, "target": t, "met": met}
        for b, f, m, t, met in rows
    ]
    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.write_text(json.dumps(results, indent=1, default=str) + "\n", encoding="utf-8")
    print(table(rows))
    # The reading benchmark's totals beside the speed figures (`just bench-reading` has the
    # per-dimension tables): reading is what the speed is for.
    results["reading"] = reading.totals()
    print("\nreading, per held-out set (correct / unrecognized / misread dimensions):")
    for which, c in results["reading"].items():
        n = sum(c.values())
        print(
            f"  ({which}) {c['correct']:>5} / {c['unrecognized']:>4} / {c['misread']:>2}"
            f"  {100 * c['correct'] / n:.1f} % correct"
        )
    args.out.write_text(json.dumps(results, indent=1, default=str) + "\n", encoding="utf-8")
    print(f"\n{results['wall_seconds']:.0f} s in all; every figure in {args.out}")
    agree = results.get("B1", {}).get("engine_and_reference_agree", True)
    if not agree:
        print("ENGINE AND REFERENCE DISAGREE: see B1 agreement examples", file=sys.stderr)
    return 0 if agree else 1


if __name__ == "__main__":
    sys.exit(main())
