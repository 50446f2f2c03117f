"""The settlement store: per venue and day, the final rows a day's last snapshot cycle
added to the day before's, written beside the snapshots when they are written.

The track record's ground truth is every market's latest final row over the last cycle of
each snapshot partition (`trackrecord.truth_files`). A cycle carries every final market
forward, so each day's last cycle repeats all the days before it: at B4, 2.4M snapshot rows
for 600k markets, and grouping them was a fifth of the track record's CPU. Here each
partition's last cycle is also stored as the delta to its predecessor (the venue's
previous day partition, as the store held it when the cycle was written): only the final
rows that the predecessor's last cycle does not hold as they are, a few per settled market.

A reader takes the oldest partition whole and every later one as its delta, as long as the
delta was made against the partition now before it in the store; that union holds every
row the partitions' last cycles hold (each holds its predecessor's rows plus its delta), so
the latest row per market is the same. A partition without a fitting delta (written before
this store existed, its predecessor written again since, a write that died) is read from
its snapshot file instead, as before. Retention prunes the oldest days first (the snapshot
store drops their deltas with them), which never breaks a later day's delta: the oldest
kept day is read whole.

Layout: `settlements/venue=<v>/date=<d>/settled-<cycle>-after-<base day>-<base cycle>.parquet`
(or `settled-<cycle>-whole.parquet` with nothing before it), beside `snapshots/`, never inside
it (the lake holds cycle files only). Only the partition's newest delta is kept.
"""

from __future__ import annotations

import logging
import re
from dataclasses import dataclass
from pathlib import Path

import polars as pl

from pipeline import lake
from pipeline.errors import SnapshotError

__all__ = ["COLUMNS", "Delta", "delta_for", "forget", "record", "settlements_dir"]

logger = logging.getLogger(__name__)

# What the track record reads of a final row (its `tracksettle` grouping's inputs).
COLUMNS = ("market_id", "settlement_yes", "fetched_at", "kickoff_utc")
_NAME = re.compile(r"^settled-(\d+)-(?:whole|after-(\d{4}-\d\d-\d\d)-(\d+))\.parquet$")
# Per venue folder: (base file, its size, its mtime, its last cycle) and its final rows, so a
# day's cycles read the day before's last file once, not once per cycle.
_BASES: dict[Path, tuple[tuple[str, int, int, int], pl.DataFrame]] = {}


@dataclass(frozen=True)
class Delta:
    """One stored delta: snapshot cycle `cycle`'s final rows beyond `base` (the day and
    last cycle of the partition before it), or all of them when `base` is None."""

    path: Path
    cycle: int
    base: tuple[str, int] | None


def settlements_dir(snapshots_root: Path) -> Path:
    """The settlement store beside the snapshot store at `snapshots_root`."""
    return snapshots_root.parent / "settlements"


def _finals(rows: pl.LazyFrame) -> pl.LazyFrame:
    """The rows the track record settles from, as `tracksettle` filters them."""
    return rows.filter(pl.col("final") & pl.col("settlement_yes").is_not_null()).select(COLUMNS)


def _truth(partition: Path) -> lake.LakeFile | None:
    """The file holding a snapshot partition's last cycle (None when it has none)."""
    found = lake.visible(lake.partition_files(partition))
    return max(found, key=lambda f: f.last) if found else None


def _base_rows(venue_folder: Path, base: lake.LakeFile) -> pl.DataFrame:
    """The final rows of `base`'s last cycle, read once per file version."""
    st = base.path.stat()
    key = (str(base.path), st.st_size, st.st_mtime_ns, base.last)
    cached = _BASES.get(venue_folder)
    if cached is not None and cached[0] == key:
        return cached[1]
    scan = lake.normalize(pl.scan_parquet(base.path, hive_partitioning=False), base, lake.SNAPSHOTS)
    rows = _finals(scan.filter(pl.col(lake.CYCLE) == base.last)).collect()
    _BASES[venue_folder] = (key, rows)
    return rows


def record(
    snapshots_root: Path, frame: pl.DataFrame, *, venue: str, day: str, cycle: int
) -> Path | None:
    """Store the delta of snapshot cycle `cycle` of (`venue`, `day`), just written from
    `frame` (its rows; other columns are ignored); return its path, or None when the cycle
    is not its partition's last (it is then nobody's truth) or the delta was not written.

    Never raises: without a delta the track record reads the snapshot file, as before.
    """
    partition = snapshots_root / f"venue={venue}" / f"date={day}"
    truth = _truth(partition)
    if truth is None or truth.last != cycle:
        return None
    folder = settlements_dir(snapshots_root) / f"venue={venue}" / f"date={day}"
    earlier = sorted(
        p
        for p in partition.parent.glob("date=*")
        if p.name.removeprefix("date=") < day and p.is_dir()
    )
    rows = _finals(frame.lazy())
    name = f"settled-{cycle}-whole.parquet"
    try:
        base = next((t for p in reversed(earlier) if (t := _truth(p)) is not None), None)
        if base is not None:
            before = _base_rows(partition.parent, base)
            rows = rows.join(before.lazy(), on=list(COLUMNS), how="anti", nulls_equal=True)
            base_day = base.path.parent.name.removeprefix("date=")
            name = f"settled-{cycle}-after-{base_day}-{base.last}.parquet"
        path = lake.atomic_write_parquet(
            rows.collect(), folder / name, staging=lake.staging_dir(settlements_dir(snapshots_root))
        )
    except (OSError, pl.exceptions.PolarsError, SnapshotError) as exc:
        logger.warning("settlement delta of %s cycle %d not stored: %s", venue, cycle, exc)
        return None
    for old in folder.glob("settled-*.parquet"):
        if old != path:
            old.unlink(missing_ok=True)
    return path


def forget(snapshots_root: Path, *, venue: str, day: str, cycle: int) -> None:
    """Remove the delta stored for `cycle` (before that cycle's snapshot is written again:
    a delta of its earlier rows must not outlive them)."""
    folder = settlements_dir(snapshots_root) / f"venue={venue}" / f"date={day}"
    for p in folder.glob(f"settled-{cycle}-*.parquet"):
        p.unlink(missing_ok=True)


def delta_for(truth: Path, last: int) -> Delta | None:
    """The stored delta of snapshot file `truth` whose last cycle is `last` (None when
    there is none readable with the track record's columns)."""
    partition = truth.parent
    folder = settlements_dir(partition.parent.parent) / partition.parent.name / partition.name
    try:
        names = list(folder.iterdir())
    except FileNotFoundError:
        return None
    for p in names:
        m = _NAME.match(p.name)
        if m is None or int(m.group(1)) != last or not lake.columns(p).issuperset(COLUMNS):
            continue
        base = (m.group(2), int(m.group(3))) if m.group(2) else None
        return Delta(p, last, base)
    return None
