"""The snapshot store: atomic Parquet files partitioned `venue=/date=`, one per cycle and venue.

The files follow the lake layout (`pipeline/lake.py`): `venue` and the day live only in the
folder names, every row carries its `cycle`, and `compact` may fold a day's cycle files
into one. Readers never see a partial file: a cycle is written in a staging folder beside
the store, fsynced, then renamed into place (rename is atomic on POSIX). Rule-text changes
between cycles are recorded beside the snapshots in `rule_changes/`, and each day's final
rows, as the delta to the day before, in `settlements/` (`pipeline/settlements.py`).

Stores written before the partition keys left the files (each file held `venue` as a
column, and no `cycle`) are migrated when the store is opened, file by file, atomically;
the readers here read either layout.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from dataclasses import dataclass
from datetime import UTC, date, datetime, timedelta
from pathlib import Path

import polars as pl

from pipeline import lake, settlements
from pipeline.errors import SnapshotError
from pipeline.lake import atomic_write_parquet
from pipeline.schemas import SNAPSHOT_SCHEMA, VENUES

__all__ = ["RULE_CHANGE_SCHEMA", "SnapshotStore", "StoredCycle", "atomic_write_parquet"]

logger = logging.getLogger(__name__)

# Nullable snapshot columns added after files were first written (the fee rule).
_ADDED_LATER = ("fee_rate", "fee_exponent")

RULE_CHANGE_SCHEMA = pl.Schema(
    {
        "venue": pl.String(),
        "market_id": pl.String(),
        "old_rules_hash": pl.String(),
        "new_rules_hash": pl.String(),
        "cycle": pl.Int64(),
        "detected_at": pl.Datetime("us", "UTC"),
    }
)


@dataclass(frozen=True, slots=True)
class StoredCycle:
    """One venue's snapshot file: cycles `first`..`cycle` (one, unless compacted)."""

    venue: str
    cycle: int
    day: date
    path: Path
    first: int


class SnapshotStore:
    """Parquet snapshots under `root`: `venue=<v>/date=<YYYY-MM-DD>/cycle-<n>.parquet`."""

    def __init__(self, root: Path, *, retention_days: float = 7.0) -> None:
        self.root = root
        self.retention_days = retention_days
        self.changes_root = root.parent / "rule_changes"
        lake.migrate(root, lake.SNAPSHOTS)

    def remove_partial_writes(self) -> int:
        """Clean up after a writer that died; return how many files were removed.

        That is partial writes (never visible) and the inputs of a compaction that died
        after renaming its output into place (hidden from readers until then).
        """
        removed = lake.remove_staged(self.root) + lake.remove_superseded(self.root, lake.SNAPSHOTS)
        for base in (self.root, self.changes_root):  # where older versions staged their writes
            for tmp in base.glob("**/.*.tmp"):
                tmp.unlink(missing_ok=True)
                removed += 1
        if removed:
            logger.warning("removed %d partial snapshot write(s) left by a crash", removed)
        return removed

    def cycles(self, venue: str | None = None) -> list[StoredCycle]:
        """Every snapshot file a reader should read, oldest first."""
        found: list[StoredCycle] = []
        for f in lake.files(self.root, lake.SNAPSHOTS):
            values = f.partition()
            v = values["venue"]
            if v not in ([venue] if venue else VENUES):
                continue
            try:
                day = date.fromisoformat(values["date"])
            except ValueError:
                continue
            found.append(StoredCycle(v, f.last, day, f.path, f.first))
        return sorted(found, key=lambda c: (c.cycle, c.venue))

    def last_cycle(self) -> int:
        """Highest cycle number on disk (0 when empty), so numbering survives restarts."""
        cycles = self.cycles()
        return max(c.cycle for c in cycles) if cycles else 0

    def write(self, frame: pl.DataFrame, *, venue: str, cycle: int, at: datetime) -> Path:
        """Atomically store one venue's snapshot frame for `cycle`."""
        if frame.schema != SNAPSHOT_SCHEMA:
            raise SnapshotError(f"{venue} cycle {cycle}: frame does not match SNAPSHOT_SCHEMA")
        # The folder is the only record of a row's venue: a stray row would be relabelled.
        if (frame["venue"] != venue).any():
            raise SnapshotError(f"{venue} cycle {cycle}: frame holds rows of another venue")
        day = at.astimezone(UTC).date().isoformat()
        settlements.forget(self.root, venue=venue, day=day, cycle=cycle)
        path = lake.write_cycle(
            frame.drop("venue"), self.root, lake.SNAPSHOTS, {"venue": venue, "date": day}, cycle
        )
        # The track record's ground truth, as the delta to the day before (pipeline/settlements.py).
        settlements.record(self.root, frame, venue=venue, day=day, cycle=cycle)
        return path

    def scan(self, stored: StoredCycle) -> pl.LazyFrame:
        """The rows of one stored file as `SNAPSHOT_SCHEMA` columns plus `cycle`.

        Raises:
            polars.exceptions.PolarsError, OSError: the file cannot be read.
        """
        file = lake.LakeFile(stored.path, stored.first, stored.cycle)
        rows = lake.normalize(
            pl.scan_parquet(stored.path, hive_partitioning=False), file, lake.SNAPSHOTS
        )
        # Files written before a nullable column joined the schema read it as null.
        have = rows.collect_schema().names()
        added = [pl.lit(None, SNAPSHOT_SCHEMA[c]).alias(c) for c in _ADDED_LATER if c not in have]
        return rows.with_columns(*added, venue=pl.lit(stored.venue, pl.String)).select(
            *SNAPSHOT_SCHEMA.names(), lake.CYCLE
        )

    def read(self, stored: StoredCycle) -> pl.DataFrame:
        """Every row of one stored file (all its cycles), as a `SNAPSHOT_SCHEMA` frame.

        Raises:
            polars.exceptions.PolarsError, OSError: the file cannot be read.
        """
        return self.scan(stored).drop(lake.CYCLE).collect()

    def load_latest(self) -> pl.DataFrame:
        """The most recent readable cycle of each venue, as one frame (empty when none).

        A file that cannot be read (damaged on disk) is reported and the venue's previous
        file is used instead: start-up must not fail on one bad file.
        """
        frames: list[pl.DataFrame] = []
        for venue in VENUES:
            for c in reversed(self.cycles(venue)):
                try:
                    frame = (
                        self.scan(c)
                        .filter(pl.col(lake.CYCLE) == c.cycle)
                        .drop(lake.CYCLE)
                        .collect()
                    )
                except (OSError, pl.exceptions.PolarsError) as exc:
                    logger.error("unreadable snapshot %s skipped: %s", c.path, exc)
                    continue
                if frame.schema == SNAPSHOT_SCHEMA:
                    frames.append(frame)
                    break
                logger.error("snapshot %s has an unexpected schema; skipped", c.path)
        if not frames:
            return SNAPSHOT_SCHEMA.to_frame()
        return pl.concat(frames, how="vertical")

    def record_rule_changes(
        self, previous: pl.DataFrame, current: pl.DataFrame, *, cycle: int, at: datetime
    ) -> pl.DataFrame:
        """Diff `rules_hash` per market between two cycles; store and return the changes."""
        keys = ["venue", "market_id"]
        changes = (
            current.select(*keys, pl.col("rules_hash").alias("new_rules_hash"))
            .join(
                previous.select(*keys, pl.col("rules_hash").alias("old_rules_hash")),
                on=keys,
                how="inner",
            )
            .filter(pl.col("old_rules_hash") != pl.col("new_rules_hash"))
            .select(
                *keys,
                "old_rules_hash",
                "new_rules_hash",
                pl.lit(cycle, pl.Int64).alias("cycle"),
                pl.lit(at.astimezone(UTC)).cast(pl.Datetime("us", "UTC")).alias("detected_at"),
            )
        )
        if changes.height:
            day = at.astimezone(UTC).date().isoformat()
            atomic_write_parquet(
                changes, self.changes_root / f"date={day}" / f"cycle-{cycle}.parquet"
            )
            logger.info("cycle %d: %d rule-text change(s) recorded", cycle, changes.height)
        return changes

    def rule_changes(self) -> pl.DataFrame:
        """Every recorded rule-text change, oldest first."""
        files = sorted(self.changes_root.glob("date=*/cycle-*.parquet"))
        if not files:
            return RULE_CHANGE_SCHEMA.to_frame()
        return pl.concat([pl.read_parquet(f) for f in files]).sort("cycle")

    def compact(
        self, days: Callable[[date], bool], progress: lake.Progress | None = None
    ) -> list[lake.Compaction]:
        """Fold each chosen day's cycle files into one file per day and venue.

        Raises:
            SnapshotError: a partition could not be compacted; its files are left as they were.
        """
        return lake.compact_store(self.root, lake.SNAPSHOTS, days=days, progress=progress)

    def prune(self, now: datetime) -> int:
        """Drop day partitions older than the retention; return how many were removed."""
        cutoff = (now.astimezone(UTC) - timedelta(days=self.retention_days)).date()
        # The settlement deltas go with their days (the oldest kept day is then read whole).
        lake.remove_days(settlements.settlements_dir(self.root), cutoff)
        return lake.remove_days(self.root, cutoff)
