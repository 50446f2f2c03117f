"""`python -m bench.engine_compare --rev REV (--pairs N [--text-pool K] | --data DIR)`: is
the comparison engine at REV the same as the working tree's, verdict frame for verdict
frame?

The input is B1's synthetic coverage (`bench.synthetic`): N pairs, every text new, or
with `--text-pool K` texts drawn from K pairs and repeated (B1's rules-cached run). Its
rules are read once by the working tree (the reader is not what is compared) and kept in
DIR (`requests.parquet`, `legs.parquet`, `rules.parquet`; `--data` reuses a folder made
before, `--keep` keeps a new one there). Each tree then answers it in a process of its
own (`git archive REV` unpacked in a scratch folder for REV): `audit_requests` in every
mode asked, twice each (the second call finds every combination in the engine's memo),
and the whole verdict frames are compared: schema, row order, every value, and the bytes
of every divergence list as stored (`as_stored`, then Parquet). Exit status 1 on any
difference; the wall time of each tree's calls is printed beside it (one run each, not a
benchmark).
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tarfile
import tempfile
import time
from io import BytesIO
from pathlib import Path

import polars as pl

from bench.synthetic import ROOT, coverage

# Run in each tree's folder (its own `pipeline`), so that nothing here is imported twice.
_CHILD = """
import json, sys, time
from pathlib import Path
import pipeline  # noqa: F401  (sets the allocator before Polars loads, as the service)
import polars as pl
from bench.synthetic import NOW, STALE_AFTER_S
from pipeline.precompute import audit_requests
data, out, modes = Path(sys.argv[1]), Path(sys.argv[2]), sys.argv[3].split(",")
requests = pl.read_parquet(data / "requests.parquet")
legs = pl.read_parquet(data / "legs.parquet")
rules = pl.read_parquet(data / "rules.parquet")
seconds = {}
for mode in modes:
    for call in (1, 2):
        t0 = time.perf_counter()
        frame = audit_requests(
            requests, legs, now=NOW, stale_after_s=STALE_AFTER_S, mode=mode, rules=rules
        )
        seconds[f"{mode}-{call}"] = round(time.perf_counter() - t0, 3)
        frame.write_parquet(out / f"{mode}-{call}.parquet")
        del frame
print(json.dumps(seconds))
"""


def _tree_at(rev: str, folder: Path) -> Path:
    """The repository's files at `rev`, unpacked under `folder`."""
    archive = subprocess.run(
        ["git", "archive", "--format=tar", rev], cwd=ROOT, capture_output=True, check=True
    ).stdout
    with tarfile.open(fileobj=BytesIO(archive)) as tar:
        tar.extractall(folder, filter="data")
    return folder


def _answer(tree: Path, data: Path, out: Path, modes: list[str]) -> dict[str, float]:
    out.mkdir(parents=True, exist_ok=True)
    done = subprocess.run(
        [sys.executable, "-c", _CHILD, str(data), str(out), ",".join(modes)],
        cwd=tree,
        env={**os.environ, "PYTHONPATH": str(tree)},
        capture_output=True,
        text=True,
    )
    if done.returncode:
        raise RuntimeError(f"{tree}: exit {done.returncode}\n{done.stderr[-3000:]}")
    seconds: dict[str, float] = json.loads(done.stdout.strip().splitlines()[-1])
    return seconds


def _prepare(data: Path, pairs: int, text_pool: int | None) -> None:
    """Write the coverage and its rules (read by the working tree) to `data`."""
    from pipeline.precompute import RuleCache

    cov = coverage(pairs) if text_pool is None else coverage(pairs, text_pool=text_pool)
    cov.write(data)
    t0 = time.perf_counter()
    RuleCache().read(cov.legs).write_parquet(data / "rules.parquet")
    print(f"rules read in {time.perf_counter() - t0:.1f} s", flush=True)


def _stored_bytes(frame: pl.DataFrame) -> bytes:
    from pipeline.precompute import as_stored

    buffer = BytesIO()
    as_stored(frame.select("pair_id", "divergences", "contingencies")).write_parquet(buffer)
    return buffer.getvalue()


def _rows_differing(a: pl.Series, b: pl.Series, step: int = 20_000) -> int:
    """Rows whose values differ, as Python values (`ne_missing` reads no nested values),
    a slice at a time: a million rows of lists at once took gigabytes of Python objects."""
    count = 0
    for start in range(0, a.len(), step):
        x, y = a.slice(start, step), b.slice(start, step)
        if not x.equals(y, null_equal=True):
            count += sum(p != q for p, q in zip(x.to_list(), y.to_list(), strict=True))
    return count


def differences(old: pl.DataFrame, new: pl.DataFrame) -> list[str]:
    """What differs between two verdict frames (empty when they are the same)."""
    if old.schema != new.schema:
        return [f"schema: {old.schema} != {new.schema}"]
    if old.height != new.height:
        return [f"rows: {old.height} != {new.height}"]
    out = []
    for name in old.columns:
        a, b = old.get_column(name), new.get_column(name)
        if not a.equals(b, check_names=True, null_equal=True):
            out.append(f"{name}: {_rows_differing(a, b)} rows differ")
    if not out and _stored_bytes(old) != _stored_bytes(new):
        out.append("stored divergence/contingency bytes differ")
    return out


def main() -> int:
    """Compare REV's verdict frames with the working tree's; print the verdict."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--rev", required=True, help="git revision to compare against")
    what = parser.add_mutually_exclusive_group(required=True)
    what.add_argument("--pairs", type=int, help="synthetic coverage of this many pairs")
    what.add_argument("--data", type=Path, help="a folder a previous run kept (--keep)")
    parser.add_argument("--text-pool", type=int, default=None, help="texts from K pairs")
    parser.add_argument("--keep", type=Path, default=None, help="keep the new input here")
    parser.add_argument("--modes", default="advisory,strict")
    args = parser.parse_args()
    modes = args.modes.split(",")
    with tempfile.TemporaryDirectory(prefix="resaudit-enginecompare-") as tmp:
        scratch = Path(tmp)
        data = args.data
        if data is None:
            data = args.keep or scratch / "data"
            data.mkdir(parents=True, exist_ok=True)
            _prepare(data, args.pairs, args.text_pool)
        trees = {"rev": _tree_at(args.rev, scratch / "rev"), "tree": ROOT}
        seconds = {}
        for name, tree in trees.items():
            seconds[name] = _answer(tree, data, scratch / f"out-{name}", modes)
            print(f"{name}: {seconds[name]}", flush=True)
        status = 0
        for mode in modes:
            base = pl.read_parquet(scratch / "out-rev" / f"{mode}-1.parquet")
            # One frame beside the base at a time: at a million rows each holds ~1.5 GiB.
            for name, call in (("rev", 2), ("tree", 1), ("tree", 2)):
                frame = pl.read_parquet(scratch / f"out-{name}" / f"{mode}-{call}.parquet")
                found = differences(base, frame)
                del frame
                if found:
                    status = 1
                    print(f"{mode}: {name} call {call} differs from rev call 1: {found}")
            print(f"{mode}: {base.height:,} rows compared, 4 frames")
            del base
    print("identical" if status == 0 else "DIFFERENT")
    return status


if __name__ == "__main__":
    raise SystemExit(main())
