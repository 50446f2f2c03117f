"""`python -m bench.trackrecord_compare --rev REV [--home DIR | --b4 ROWS]`: is the track
record of `pipeline/trackrecord.py` at REV the same as the working tree's?

Every part is compared: the figures, per-code and per-competition tables, the breakdown
(baseline, split, every real divergence, the pre-kickoff scoring), the printed table and
the events, pairs and pre-kickoff events frames (schema, order and values). Each side runs
twice, so a side that disagrees with itself (rows no order picks between) is told apart
from a change. `--home` reads a data home's stores; `--b4` writes B4's stores (ROWS verdict
rows, a tenth as many events) to a scratch folder first. Exit status 1 on any difference.
"""

from __future__ import annotations

import argparse
import importlib.util
import subprocess
import sys
import tempfile
from pathlib import Path
from types import ModuleType
from typing import Any

import polars as pl

from bench.b4_trackrecord import B4Config, write_stores
from bench.synthetic import ROOT
from pipeline import trackrecord


def _module_at(rev: str, folder: Path) -> ModuleType:
    """`pipeline/trackrecord.py` as it was at `rev`, imported under a name of its own."""
    source = subprocess.run(
        ["git", "show", f"{rev}:pipeline/trackrecord.py"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        check=True,
    ).stdout
    path = folder / "trackrecord_at_rev.py"
    path.write_text(source)
    spec = importlib.util.spec_from_file_location("trackrecord_at_rev", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # dataclasses look their module up by name
    spec.loader.exec_module(module)
    return module


def _parts(module: Any, home: Path) -> dict[str, Any]:
    record = module.load(home / "verdicts", home / "snapshots")
    return {
        "summary": record.summary,
        "by_code": record.by_code,
        "by_competition": record.by_competition,
        "breakdown": record.breakdown,
        "table": module.format_table(record),
        "events": record.events,
        "pairs": record.pairs,
        "pre_kickoff_events": record.pre_kickoff_events,
    }


def _differ(a: dict[str, Any], b: dict[str, Any]) -> list[str]:
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
    parser.add_argument("--rev", required=True, help="git revision to compare against")
    where = parser.add_mutually_exclusive_group(required=True)
    where.add_argument("--home", type=Path, help="a data home (verdicts/, snapshots/)")
    where.add_argument("--b4", type=int, metavar="ROWS", help="B4's stores with ROWS verdicts")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory(prefix="resaudit-trcompare-") as tmp:
        old = _module_at(args.rev, Path(tmp))
        home = args.home
        if home is None:
            home = Path(tmp) / "b4"
            write_stores(home, B4Config(verdict_rows=args.b4, events=max(1, args.b4 // 10)))
        runs = {
            name: [_parts(m, home), _parts(m, home)]
            for name, m in (("rev", old), ("tree", trackrecord))
        }
    status = 0
    for name, (first, second) in runs.items():
        unsteady = _differ(first, second)
        if unsteady:
            print(f"{name}: two runs disagree on {', '.join(unsteady)}")
            status = 1
    changed = _differ(runs["rev"][0], runs["tree"][0])
    print("identical" if not changed else f"different: {', '.join(changed)}")
    s = runs["tree"][0]["summary"]
    print(f"resolved matches {s['resolved_matches']}, events {runs['tree'][0]['events'].height}")
    return 1 if changed else status


if __name__ == "__main__":
    raise SystemExit(main())
