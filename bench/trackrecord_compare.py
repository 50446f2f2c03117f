"""`python -m bench.trackrecord_compare --rev REV [--home DIR | --b4 ROWS]`: is the track
record computed by `pipeline/` at REV the same as the working tree's?

REV's whole `pipeline/` package is read (`git archive`) and run in a child process, so the
modules the track record was split into (settlements, figures, divergences) are REV's too:
importing only REV's `trackrecord.py` ran it over the working tree's other modules.

Every part is compared: the figures, per-code and per-competition tables, the breakdown
(baseline, split, every real divergence, the pre-kickoff scoring), the printed table and
the events, pairs and pre-kickoff events frames (schema, order and values). Each side runs
twice, so a side that disagrees with itself (rows no order picks between) is told apart
from a change. `--home` reads a data home's stores; `--b4` writes B4's stores (ROWS verdict
rows, a tenth as many events) to a scratch folder first. Exit status 1 on any difference.
"""

from __future__ import annotations

import argparse
import io
import os
import pickle
import subprocess
import sys
import tarfile
import tempfile
from pathlib import Path
from typing import Any

import polars as pl

from pipeline import trackrecord

# The checkout: REV's `pipeline/` is read from its git history.
ROOT = Path(__file__).resolve().parents[1]


def _parts_at(rev: str, folder: Path, home: Path) -> list[dict[str, Any]]:
    """Two runs' parts of the track record of `home` by `pipeline/` at `rev`."""
    tree = folder / "rev"
    tree.mkdir()
    archive = subprocess.run(
        ["git", "archive", "--format=tar", rev, "pipeline"],
        cwd=ROOT,
        capture_output=True,
        check=True,
    ).stdout
    with tarfile.open(fileobj=io.BytesIO(archive)) as tar:
        tar.extractall(tree, filter="data")
    out = folder / "rev.pickle"
    # The child's first import path is its working folder: `pipeline` is REV's there, and
    # `bench` (this module, absent from the archive) comes from PYTHONPATH.
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    subprocess.run(
        [sys.executable, "-m", "bench.trackrecord_compare", "--dump", str(home), str(out)],
        cwd=tree,
        env=env,
        check=True,
    )
    with out.open("rb") as fh:
        parts: list[dict[str, Any]] = pickle.load(fh)
    return parts


def _parts(home: Path) -> dict[str, Any]:
    return parts(trackrecord.load(home / "verdicts", home / "snapshots"))


def _carried_parts(home: Path) -> dict[str, Any]:
    """`_parts` by three calls on one carry: half the verdict files with no settlement
    known (every kickoff unknown), all but the last with the settlements (kickoffs appear,
    their pairs picked again), then all of them (a cycle's file folded in)."""
    from pipeline.trackcarry import Carry

    verdicts = trackrecord.verdict_files(home / "verdicts")
    truth = trackrecord.truth_files(home / "snapshots")
    carry = Carry()
    trackrecord.compute(verdicts[: len(verdicts) // 2], [], carry)
    trackrecord.compute(verdicts[:-1], truth, carry)
    return parts(trackrecord.compute(verdicts, truth, carry))


def parts(record: trackrecord.TrackRecord) -> dict[str, Any]:
    """Every part of `record` that is compared (see the module doc)."""
    return {
        "summary": record.summary,
        "by_code": record.by_code,
        "by_competition": record.by_competition,
        "breakdown": record.breakdown,
        "table": trackrecord.format_table(record),
        "events": record.events,
        "pairs": record.pairs,
        "pre_kickoff_events": record.pre_kickoff_events,
    }


def differ(a: dict[str, Any], b: dict[str, Any]) -> list[str]:
    """The names of the parts (`parts`) that differ between `a` and `b`."""
    out = []
    for key, x in a.items():
        y = b[key]
        if isinstance(x, pl.DataFrame):
            same = x.schema == y.schema and x.equals(y, null_equal=True)
        else:
            same = repr(x) == repr(y)  # repr: 0.1 and 0.1000001 differ, 1 and 1.0 too
        if not same:
            out.append(key)
    return out


def main() -> int:
    """Compare REV's track record with the working tree's; print the verdict."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--rev", help="git revision to compare against (required)")
    where = parser.add_mutually_exclusive_group(required=True)
    where.add_argument("--home", type=Path, help="a data home (verdicts/, snapshots/)")
    where.add_argument("--b4", type=int, metavar="ROWS", help="B4's stores with ROWS verdicts")
    where.add_argument("--dump", nargs=2, type=Path, help=argparse.SUPPRESS)
    parser.add_argument(
        "--carried", action="store_true", help="the tree's second run folds into carried picks"
    )
    args = parser.parse_args()
    if args.dump:  # the child of `_parts_at`: this process's `pipeline` is REV's
        with args.dump[1].open("wb") as fh:
            pickle.dump([_parts(args.dump[0]), _parts(args.dump[0])], fh)
        return 0
    if args.rev is None:
        parser.error("--rev is required")
    # Imported here: the child above runs REV's `pipeline`, which B4's writer may not fit.
    from bench.b4_trackrecord import B4Config, write_stores

    with tempfile.TemporaryDirectory(prefix="resaudit-trcompare-") as tmp:
        home = args.home
        if home is None:
            home = Path(tmp) / "b4"
            write_stores(home, B4Config(verdict_rows=args.b4, events=max(1, args.b4 // 10)))
        runs = {
            "rev": _parts_at(args.rev, Path(tmp), home),
            "tree": [_parts(home), (_carried_parts if args.carried else _parts)(home)],
        }
    status = 0
    for name, (first, second) in runs.items():
        unsteady = differ(first, second)
        if unsteady:
            print(f"{name}: two runs disagree on {', '.join(unsteady)}")
            status = 1
    changed = differ(runs["rev"][0], runs["tree"][0])
    print("identical" if not changed else f"different: {', '.join(changed)}")
    s = runs["tree"][0]["summary"]
    print(f"resolved matches {s['resolved_matches']}, events {runs['tree'][0]['events'].height}")
    return 1 if changed else status


if __name__ == "__main__":
    raise SystemExit(main())
