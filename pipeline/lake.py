"""The Parquet lake's file layout, shared by the snapshot and verdict stores (docs/DESIGN.md §12).

`snapshots/` and `verdicts/` are read in place by tools this project does not control
(DuckDB, Polars, pyarrow, pandas, Spark), so every file in them keeps these rules:

- partition keys live only in the folder names (`venue=<v>/date=<YYYY-MM-DD>/`), never as
  columns inside the files: a reader gets them back from the path (hive partitioning). A
  key stored both ways, with two types, is what made pyarrow and pandas refuse the store;
- every row carries its `cycle`, because a file may hold more than one cycle;
- a partition holds `cycle-<n>.parquet` (one cycle, as a refresher cycle writes it) and
  `cycles-<a>-<b>.parquet` (cycles a..b folded into one file by `compact`). A file whose
  cycles lie inside another file's range is superseded: compaction renames its output into
  place before it deletes its inputs, so a crash between the two leaves both on disk, and
  `visible()` hides the inputs until the next start-up or compaction deletes them. Rows
  are therefore never lost, and never counted twice by this project's readers;
- nothing else is ever inside a store: files are written in a staging folder beside it
  (`.<store>.staging/`) and renamed into place, because Polars and DuckDB refuse a folder
  that holds a half-written or non-Parquet file.
"""

from __future__ import annotations

import logging
import os
import re
import shutil
import time
import uuid
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from datetime import date
from pathlib import Path

import polars as pl
import pyarrow as pa  # type: ignore[import-untyped]
import pyarrow.parquet as pq  # type: ignore[import-untyped]

from pipeline.errors import SnapshotError

__all__ = [
    "CYCLE",
    "SNAPSHOTS",
    "VERDICTS",
    "Compaction",
    "LakeFile",
    "Layout",
    "atomic_write_parquet",
    "columns",
    "compact_store",
    "files",
    "migrate",
    "normalize",
    "parse_file",
    "quarantine_dir",
    "partition_files",
    "remove_days",
    "remove_staged",
    "remove_superseded",
    "staging_dir",
    "visible",
    "write_cycle",
    "write_cycle_streamed",
]

logger = logging.getLogger(__name__)

CYCLE = "cycle"
ROW_GROUP_ROWS = 50_000
_SINGLE = re.compile(r"^cycle-(\d+)\.parquet$")
_RANGE = re.compile(r"^cycles-(\d+)-(\d+)\.parquet$")


@dataclass(frozen=True, slots=True)
class Layout:
    """How one store is partitioned."""

    name: str
    keys: tuple[str, ...]  # partition keys, outermost folder first
    min_compact_cycle: int  # cycles below this are never folded into a range

    @property
    def partition_glob(self) -> str:
        """The glob, relative to the store root, that matches its partition folders."""
        return "/".join(f"{k}=*" for k in self.keys)


SNAPSHOTS = Layout("snapshots", ("venue", "date"), 1)
# Cycle 0 is the demo backfill, which each `backfill` run rewrites whole: folded into a
# range, the next run's `cycle-0.parquet` would lie inside it and be hidden.
VERDICTS = Layout("verdicts", ("date",), 1)


@dataclass(frozen=True, slots=True)
class LakeFile:
    """One data file of a store and the cycles it holds (`first`..`last`)."""

    path: Path
    first: int
    last: int

    def covers(self, other: LakeFile) -> bool:
        """Whether `other` is another file whose cycles all lie in this file's range."""
        return self.path != other.path and self.first <= other.first and other.last <= self.last

    def partition(self) -> dict[str, str]:
        """The partition values, read from the `key=value` folder names above the file."""
        values: dict[str, str] = {}
        for part in reversed(self.path.parent.parts):
            key, sep, value = part.partition("=")
            if not sep:
                break
            values.setdefault(key, value)
        return values


@dataclass(frozen=True, slots=True)
class Compaction:
    """One partition folded into one file."""

    partition: Path
    inputs: int
    rows: int
    path: Path


def file_name(first: int, last: int) -> str:
    """The name of a file holding cycles `first`..`last`."""
    return f"cycle-{first}.parquet" if first == last else f"cycles-{first}-{last}.parquet"


def parse_file(path: Path) -> LakeFile | None:
    """The cycles a store file holds, from its name; None for anything else."""
    if m := _SINGLE.match(path.name):
        n = int(m.group(1))
        return LakeFile(path, n, n)
    if m := _RANGE.match(path.name):
        return LakeFile(path, int(m.group(1)), int(m.group(2)))
    return None


def partition_files(partition: Path) -> list[LakeFile]:
    """Every data file of one partition folder, superseded ones included, by cycle."""
    try:
        names = list(partition.iterdir())
    except FileNotFoundError:  # pruned meanwhile
        return []
    found = [f for p in names if (f := parse_file(p)) is not None]
    return sorted(found, key=lambda f: (f.first, f.last, f.path.name))


def visible(found: list[LakeFile]) -> list[LakeFile]:
    """`found` without the files another one supersedes (see the module doc)."""
    ranges = [f for f in found if f.first != f.last]
    if not ranges:  # the common case: one file per cycle, nothing folded
        return found
    return [f for f in found if not any(r.covers(f) for r in ranges)]


def superseded(found: list[LakeFile]) -> list[LakeFile]:
    """The files of `found` that another one supersedes."""
    shown = {f.path for f in visible(found)}
    return [f for f in found if f.path not in shown]


def partitions(root: Path, layout: Layout) -> list[Path]:
    """The store's partition folders, in name order."""
    return sorted(p for p in root.glob(layout.partition_glob) if p.is_dir())


def files(root: Path, layout: Layout) -> list[LakeFile]:
    """Every file a reader should read, partition by partition (superseded ones hidden).

    A file whose Parquet footer does not read (a disk fault, a copy cut short, a stray
    file) is moved to the store's quarantine folder and left out: one bad file must not
    stop start-up, keep the status at 503, or make the store unreadable to DuckDB and
    Polars. Its rows are lost to readers, which the error log line says.
    """
    out: list[LakeFile] = []
    for p in partitions(root, layout):
        good: list[LakeFile] = []
        for f in partition_files(p):
            if _readable(f.path):
                good.append(f)
            else:
                _quarantine(root, f.path)
        out += visible(good)
    return out


def quarantine_dir(root: Path) -> Path:
    """Where unreadable files of the store at `root` are moved (outside the store)."""
    return root.parent / f".{root.name}.quarantine"


# (path, size, mtime) -> the footer's column names, None when it does not read: each file
# version is read once per process.
_FOOTERS: dict[tuple[str, int, int], frozenset[str] | None] = {}


def _footer(path: Path) -> frozenset[str] | None:
    try:
        st = path.stat()
    except FileNotFoundError:
        return None
    key = (str(path), st.st_size, st.st_mtime_ns)
    if key not in _FOOTERS:
        try:
            names = pq.read_metadata(path).schema.to_arrow_schema().names
            _FOOTERS[key] = frozenset(names)
        except (pa.ArrowException, OSError, ValueError):
            _FOOTERS[key] = None
    return _FOOTERS[key]


def _readable(path: Path) -> bool:
    return _footer(path) is not None


def columns(path: Path) -> frozenset[str]:
    """The top-level column names of a store file, from its footer (empty when unreadable).

    Readers use it to tell files written before a column was added, which they derive.
    """
    return _footer(path) or frozenset()


def _quarantine(root: Path, path: Path) -> None:
    """Move an unreadable file out of the store (a read-only store keeps it, skipped)."""
    target = quarantine_dir(root) / path.relative_to(root)
    try:
        target.parent.mkdir(parents=True, exist_ok=True)
        os.replace(path, target)
    except FileNotFoundError:
        return
    except OSError as exc:
        # A read-only store: the file stays, readers skip it all the same.
        logger.error("unreadable Parquet file %s left in place (%s); it is skipped", path, exc)
        return
    logger.error(
        "unreadable Parquet file moved out of the store to %s; its rows are skipped", target
    )


def staging_dir(root: Path) -> Path:
    """Where writes to the store at `root` are staged before being renamed into it."""
    return root.parent / f".{root.name}.staging"


def _fsync_dir(path: Path) -> None:
    fd = os.open(path, os.O_RDONLY)
    try:
        os.fsync(fd)
    finally:
        os.close(fd)


def atomic_write_parquet(
    frame: pl.DataFrame | pl.LazyFrame,
    path: Path,
    *,
    staging: Path | None = None,
    row_group_size: int | None = None,
) -> Path:
    """Write `frame` to `path` so that the file either appears whole or not at all.

    The temporary file goes into `staging` when given (a lake store's staging folder, on
    the same file system), else beside `path` under a dot-name. A lazy `frame` goes through
    Polars' streaming sink, `row_group_size` rows at a time: rows computed as they are
    written are then never in memory whole.

    Raises:
        SnapshotError: the file could not be written; no partial file is left behind.
    """
    path.parent.mkdir(parents=True, exist_ok=True)
    if staging is None:
        tmp = path.with_name(f".{path.name}.{os.getpid()}.tmp")
    else:
        staging.mkdir(parents=True, exist_ok=True)
        tmp = staging / f"{uuid.uuid4().hex}.{path.name}.tmp"
    try:
        if isinstance(frame, pl.LazyFrame):
            frame.sink_parquet(tmp, compression="zstd", row_group_size=row_group_size)
        else:
            frame.write_parquet(tmp, compression="zstd", row_group_size=row_group_size)
        _publish(tmp, path)
    except (OSError, pl.exceptions.PolarsError) as exc:
        tmp.unlink(missing_ok=True)
        raise SnapshotError(f"could not write {path}: {exc}") from exc
    return path


def _publish(tmp: Path, path: Path) -> None:
    """fsync `tmp`, rename it to `path` (atomic on POSIX), and make the rename durable."""
    with open(tmp, "rb") as fh:
        os.fsync(fh.fileno())
    os.replace(tmp, path)
    _fsync_dir(path.parent)


def write_cycle(
    frame: pl.DataFrame, root: Path, layout: Layout, partition: Mapping[str, str], cycle: int
) -> Path:
    """Atomically store one cycle's rows of one partition; return the file's path.

    `frame` must not hold a partition key (the folder holds it); a `cycle` column is added
    when missing.

    Raises:
        SnapshotError: a partition key is missing or is also a column, or the write failed.
    """
    folder = _partition_folder(root, layout, partition, frame.columns)
    if CYCLE not in frame.columns:
        frame = frame.with_columns(pl.lit(cycle, pl.Int64).alias(CYCLE))
    return atomic_write_parquet(frame, folder / file_name(cycle, cycle), staging=staging_dir(root))


def write_cycle_streamed(
    rows: pl.LazyFrame,
    root: Path,
    layout: Layout,
    partition: Mapping[str, str],
    cycle: int,
    *,
    row_group_size: int,
) -> Path:
    """`write_cycle` for rows computed as they are written (Polars' streaming sink), one
    row group of `row_group_size` rows at a time: `rows` built as a concatenation of
    slices is then never in memory whole. `rows` must hold its `cycle` column and no
    partition key.

    Raises:
        SnapshotError: a partition key is missing or is a column, or the write failed.
    """
    names = rows.collect_schema().names()
    if CYCLE not in names:
        raise SnapshotError(f"{layout.name}: streamed rows carry their {CYCLE} (columns {names})")
    folder = _partition_folder(root, layout, partition, names)
    return atomic_write_parquet(
        rows,
        folder / file_name(cycle, cycle),
        staging=staging_dir(root),
        row_group_size=row_group_size,
    )


def _partition_folder(
    root: Path, layout: Layout, partition: Mapping[str, str], columns: list[str]
) -> Path:
    """The folder of one partition's files, once its keys are checked: every key of the
    layout given, none of them also a column (the folder name holds it)."""
    inside = [k for k in layout.keys if k in columns]
    if inside or set(partition) != set(layout.keys):
        raise SnapshotError(
            f"{layout.name}: partition keys {layout.keys} belong in folder names only "
            f"(columns {inside}, partition {dict(partition)})"
        )
    return root.joinpath(*(f"{k}={partition[k]}" for k in layout.keys))


def normalize(scan: pl.LazyFrame, file: LakeFile, layout: Layout) -> pl.LazyFrame:
    """A file's rows in the current layout, whatever layout it was written in.

    Files written before the partition keys left the files still hold them (`venue`), and
    lack `cycle`; they only ever hold one cycle, named by the file.

    Raises:
        polars.exceptions.PolarsError, OSError: the file cannot be read.
    """
    columns = scan.collect_schema().names()
    scan = scan.drop([k for k in layout.keys if k in columns])
    if CYCLE not in columns:
        scan = scan.with_columns(pl.lit(file.first, pl.Int64).alias(CYCLE))
    return scan


def _conforms(path: Path, layout: Layout) -> bool | None:
    """Whether the file is in the current layout; None when it cannot be read."""
    try:
        columns = pl.read_parquet_schema(path)
    except (OSError, pl.exceptions.PolarsError):
        return None  # damaged: nothing to migrate, and its readers report it
    return CYCLE in columns and not any(k in columns for k in layout.keys)


def migrate(root: Path, layout: Layout) -> int:
    """Rewrite files of the old layout (partition keys inside, no `cycle`); return how many.

    Each file is rewritten atomically in place, so readers see either version, both whole.
    Only one file per partition is opened when there is nothing to do: cycles are written
    in order, so a partition's old files are its lowest cycles, and the rewrite goes from
    the highest down, so a migration that dies half-way still leaves an old file lowest.
    """
    migrated = 0
    for partition in partitions(root, layout):
        found = partition_files(partition)
        lowest = next((c for f in found if (c := _conforms(f.path, layout)) is not None), True)
        if lowest:
            continue
        for f in reversed(found):
            if _conforms(f.path, layout) is not False:
                continue
            try:
                frame = normalize(pl.scan_parquet(f.path, hive_partitioning=False), f, layout)
                atomic_write_parquet(frame.collect(), f.path, staging=staging_dir(root))
            except (OSError, pl.exceptions.PolarsError, SnapshotError) as exc:
                logger.error("could not migrate %s to the current layout: %s", f.path, exc)
                continue
            migrated += 1
    if migrated:
        logger.warning(
            "%s: moved the partition keys of %d file(s) out of the files (old layout)",
            layout.name,
            migrated,
        )
    return migrated


def remove_days(root: Path, cutoff: date) -> int:
    """Delete the `venue=*/date=*` partitions under `root` older than `cutoff`; return how
    many (a folder whose date does not parse is left alone)."""
    removed = 0
    for day_dir in root.glob("venue=*/date=*"):
        try:
            day = date.fromisoformat(day_dir.name.removeprefix("date="))
        except ValueError:
            continue
        if day < cutoff:
            shutil.rmtree(day_dir, ignore_errors=True)
            removed += 1
    return removed


def remove_staged(root: Path, *, older_than_s: float = 0.0) -> int:
    """Delete staged writes a dead writer left behind; return how many.

    `older_than_s` spares files young enough to belong to a write still under way in
    another process (a compaction keeps its staged file growing until it renames it).
    """
    removed = 0
    cutoff = time.time() - older_than_s
    for tmp in staging_dir(root).glob("*.tmp"):
        try:
            if older_than_s and tmp.stat().st_mtime > cutoff:
                continue
            tmp.unlink()
        except FileNotFoundError:
            continue
        removed += 1
    return removed


def remove_superseded(root: Path, layout: Layout) -> int:
    """Finish compactions that died between renaming their output and deleting their inputs."""
    removed = 0
    for partition in partitions(root, layout):
        stale = superseded(partition_files(partition))
        for f in stale:
            f.path.unlink(missing_ok=True)
        if stale:
            _fsync_dir(partition)
        removed += len(stale)
    if removed:
        logger.warning(
            "%s: removed %d file(s) an interrupted compaction left", layout.name, removed
        )
    return removed


def _rows(path: Path) -> int:
    """Row count from the Parquet footer alone."""
    return int(pl.scan_parquet(path, hive_partitioning=False).select(pl.len()).collect().item())


def _fold(inputs: list[LakeFile], layout: Layout, out: Path) -> None:
    """Write the rows of `inputs`, in order, to `out`, holding one row group in memory.

    A day of snapshots does not fit in memory at once, so files are read one at a time and
    written in row groups of about `ROW_GROUP_ROWS`. Files written by older versions may
    lack newer columns (verdicts): columns are aligned by name, missing ones are null.
    """
    shapes: dict[tuple[tuple[str, pl.DataType], ...], None] = {}
    for f in inputs:
        columns = pl.read_parquet_schema(f.path)
        for key in layout.keys:
            columns.pop(key, None)
        columns.setdefault(CYCLE, pl.Int64())
        shapes[tuple(columns.items())] = None
    # The empty frames stand in for the files: only their schemas are combined.
    empty = [pl.DataFrame(schema=dict(shape)) for shape in shapes]
    schema = pl.concat(empty, how="diagonal_relaxed").schema
    arrow_schema = pl.DataFrame(schema=schema).to_arrow().schema
    with pq.ParquetWriter(out, arrow_schema, compression="zstd") as writer:
        held: list[pl.DataFrame] = []

        def flush() -> None:
            writer.write_table(pl.concat(held).to_arrow().cast(arrow_schema))
            held.clear()

        for f in inputs:
            frame = normalize(pl.scan_parquet(f.path, hive_partitioning=False), f, layout).collect()
            held.append(
                frame.select(
                    pl.col(c).cast(t) if c in frame.columns else pl.lit(None, t).alias(c)
                    for c, t in schema.items()
                )
            )
            if sum(f.height for f in held) >= ROW_GROUP_ROWS:
                flush()
        if held:
            flush()


def compact_partition(partition: Path, root: Path, layout: Layout) -> Compaction | None:
    """Fold a partition's files into one `cycles-<a>-<b>.parquet`; None when nothing to fold.

    The output is staged, checked to hold exactly the inputs' rows, renamed into place, and
    only then are the inputs deleted (see the module doc for why a crash is harmless).

    Raises:
        SnapshotError: an input could not be read or the output could not be written; the
            inputs are left as they were.
    """
    for old in superseded(partition_files(partition)):
        old.path.unlink(missing_ok=True)
    inputs = [f for f in visible(partition_files(partition)) if f.first >= layout.min_compact_cycle]
    if len(inputs) < 2:
        return None
    target = partition / file_name(inputs[0].first, max(f.last for f in inputs))
    staging = staging_dir(root)
    staging.mkdir(parents=True, exist_ok=True)
    tmp = staging / f"{uuid.uuid4().hex}.{target.name}.tmp"
    try:
        expected = sum(_rows(f.path) for f in inputs)
        _fold(inputs, layout, tmp)
        written = _rows(tmp)
        if written != expected:
            raise SnapshotError(f"compacted {written} rows, expected {expected}")
        _publish(tmp, target)
    except (OSError, pl.exceptions.PolarsError, pa.ArrowException, SnapshotError) as exc:
        tmp.unlink(missing_ok=True)
        raise SnapshotError(f"could not compact {partition}: {exc}") from exc
    for f in inputs:
        f.path.unlink(missing_ok=True)
    _fsync_dir(partition)
    return Compaction(partition, len(inputs), expected, target)


Progress = Callable[[int, int, Path, Compaction | None], None]


def compact_store(
    root: Path,
    layout: Layout,
    *,
    days: Callable[[date], bool],
    progress: Progress | None = None,
) -> list[Compaction]:
    """Compact every partition of the store whose day `days` accepts.

    `progress(done, total, partition, result)` is called after each selected partition.

    Raises:
        SnapshotError: a partition could not be compacted (those before it stay compacted).
    """
    remove_superseded(root, layout)
    chosen: list[Path] = []
    for partition in partitions(root, layout):
        try:
            day = date.fromisoformat(partition.name.removeprefix("date="))
        except ValueError:
            continue
        if days(day):
            chosen.append(partition)
    done: list[Compaction] = []
    for i, partition in enumerate(chosen, 1):
        result = compact_partition(partition, root, layout)
        if result is not None:
            done.append(result)
        if progress is not None:
            progress(i, len(chosen), partition, result)
    return done
