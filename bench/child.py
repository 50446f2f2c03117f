"""One measured B1 run in a process of its own, so time and peak memory are that run's only.

`python -m bench.child engine|reference DIR [--rows K] [--mode M]` reads the coverage
written by `Coverage.write` (DIR/requests.parquet, DIR/legs.parquet), answers it, writes
DIR/<which>.parquet (ANSWER_SCHEMA) and prints one JSON line: wall seconds of the rule
extraction and of the comparison, rows, distinct texts, resident memory once the input
was loaded and at peak (MiB).
"""

from __future__ import annotations

import argparse
import json
import resource
import sys
import time
from pathlib import Path
from typing import Any

# Before Polars loads: `pipeline` sets Polars' allocator to hand freed pages back
# (`pipeline/__init__.py`), as in the service. Imported after Polars, the B1 child measured
# its peak without that setting: the rules-cached run kept the warm-up reading's ~1.2 GiB
# of freed pages resident beneath the measured pass.
import pipeline  # noqa: F401

# isort: split
import polars as pl

from bench.synthetic import NOW, STALE_AFTER_S

__all__ = ["ANSWER_SCHEMA", "disagreements", "engine_answers", "main", "reference_answers"]

ANSWER_SCHEMA = pl.Schema(
    {
        "pair_id": pl.String(),
        "verdict": pl.String(),
        "scored_verdict": pl.String(),
        "codes": pl.List(pl.String()),  # "CODE:dimension:SEVERITY", in reported order
    }
)


def engine_answers(verdicts: pl.DataFrame) -> pl.DataFrame:
    """The decisions of an `audit_requests` frame, as ANSWER_SCHEMA."""
    d = pl.element().struct
    return verdicts.select(
        "pair_id",
        "verdict",
        "scored_verdict",
        codes=pl.col("divergences").list.eval(
            pl.concat_str(d.field("code"), d.field("dimension"), d.field("severity"), separator=":")
        ),
    ).cast(dict(ANSWER_SCHEMA))  # type: ignore[arg-type]


def reference_answers(answers: list[dict[str, Any]]) -> pl.DataFrame:
    """The decisions of `reference_audit` answers, as ANSWER_SCHEMA."""
    rows = [
        (a["pair_id"], a["verdict"], a["scored_verdict"], [":".join(c) for c in a["codes"]])
        for a in answers
    ]
    return pl.DataFrame(rows, schema=ANSWER_SCHEMA, orient="row")


def disagreements(
    engine: pl.DataFrame, reference: pl.DataFrame, limit: int = 5
) -> tuple[int, list[dict[str, Any]]]:
    """How many of the reference's pairs the engine answers differently, and the first few."""
    joined = reference.join(engine, on="pair_id", how="left", suffix="_engine")
    differ = joined.filter(
        (pl.col("verdict") != pl.col("verdict_engine")).fill_null(True)
        | (pl.col("scored_verdict") != pl.col("scored_verdict_engine")).fill_null(True)
        | (pl.col("codes").list.join("|") != pl.col("codes_engine").list.join("|")).fill_null(True)
    )
    return differ.height, differ.head(limit).to_dicts()


def _rss_mib() -> float:
    for line in Path("/proc/self/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    return float("nan")


def _engine(
    requests: pl.DataFrame, legs: pl.DataFrame, mode: str, cached: bool
) -> tuple[pl.DataFrame, dict[str, float]]:
    """Answers and timings: rule extraction (`RuleCache.read`), then `audit_requests`
    over the legs beside their records, as a cycle runs it.

    `cached`: the rules are read once unmeasured first, then the measured pass finds
    every record cached (what a refresher cycle does once it has seen every text).
    """
    from pipeline.precompute import RuleCache, audit_requests

    cache = RuleCache()
    timings: dict[str, float] = {}
    if cached:
        started = time.perf_counter()
        cache.read(legs)
        timings["warmup_extract_s"] = time.perf_counter() - started
    t0 = time.perf_counter()
    rules = cache.read(legs)
    t1 = time.perf_counter()
    verdicts = audit_requests(
        requests, legs, now=NOW, stale_after_s=STALE_AFTER_S, mode=mode, rules=rules
    )
    timings["extract_s"], timings["compare_s"] = t1 - t0, time.perf_counter() - t1
    return engine_answers(verdicts), timings


def _own_peak_mib() -> float:
    for line in Path("/proc/self/status").read_text().splitlines():
        if line.startswith("VmHWM:"):
            return int(line.split()[1]) / 1024
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


def main(argv: list[str] | None = None) -> int:
    """Run one engine or reference pass and report it as JSON on stdout."""
    parser = argparse.ArgumentParser(prog="python -m bench.child")
    parser.add_argument("which", choices=("engine", "reference"))
    parser.add_argument("folder", type=Path)
    parser.add_argument("--rows", type=int, default=None, help="only the first ROWS requests")
    parser.add_argument("--mode", default="advisory")
    parser.add_argument("--cached", action="store_true", help="engine: rules already read")
    args = parser.parse_args(argv)
    requests = pl.read_parquet(args.folder / "requests.parquet")
    legs = pl.read_parquet(args.folder / "legs.parquet")
    if args.rows is not None and args.rows < requests.height:
        requests = requests.head(args.rows)
        wanted = pl.concat(
            [requests.select(m=pl.col("a_market_id")), requests.select(m=pl.col("b_market_id"))]
        )
        legs = legs.join(wanted, left_on="market_id", right_on="m", how="semi")
    loaded = _rss_mib()
    if args.which == "engine":
        answers, timings = _engine(requests, legs, args.mode, args.cached)
    else:
        from bench.reference_compare import reference_audit, reference_records

        t0 = time.perf_counter()
        leg_rows = list(legs.iter_rows(named=True))
        records = reference_records(leg_rows)
        t1 = time.perf_counter()
        found = reference_audit(
            requests.iter_rows(named=True),
            leg_rows,
            now=NOW,
            stale_after_s=STALE_AFTER_S,
            mode=args.mode,
            records=records,
        )
        answers = reference_answers(found)
        timings = {"extract_s": t1 - t0, "compare_s": time.perf_counter() - t1}
    answers.write_parquet(args.folder / f"{args.which}.parquet")
    report = {
        "which": args.which,
        "rows": requests.height,
        "texts": legs["rules_hash"].n_unique(),
        **timings,
        "seconds": timings["extract_s"] + timings["compare_s"],
        "cached": args.cached,
        "loaded_rss_mib": loaded,
        # VmHWM, not ru_maxrss: ru_maxrss survives exec and may be the parent's peak.
        "peak_rss_mib": _own_peak_mib(),
    }
    print(json.dumps(report), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
