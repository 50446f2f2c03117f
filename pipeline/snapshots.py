"""The snapshot store: atomic Parquet files partitioned `venue=/date=`, one per cycle and venue.

Readers never see a partial file: a cycle is written to a dot-named temporary file in
the same directory, fsynced, then renamed into place (rename is atomic on POSIX), and
readers only glob `cycle-*.parquet`. Rule-text changes between cycles are recorded
beside the snapshots in `rule_changes/`.
"""

from __future__ import annotations

import logging
import os
import re
import shutil
from dataclasses import dataclass
from datetime import UTC, date, datetime, timedelta
from pathlib import Path

import polars as pl

from pipeline.errors import SnapshotError
from pipeline.schemas import SNAPSHOT_SCHEMA, VENUES

__all__ = ["RULE_CHANGE_SCHEMA", "SnapshotStore", "StoredCycle", "atomic_write_parquet"]

logger = logging.getLogger(__name__)

_CYCLE_FILE = re.compile(r"^cycle-(\d+)\.parquet$")

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


def atomic_write_parquet(frame: pl.DataFrame, path: Path) -> Path:
    """Write `frame` to `path` so that the file either appears whole or not at all.

    Raises:
        SnapshotError: the file could not be written; no partial file is left behind.
    """
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_name(f".{path.name}.{os.getpid()}.tmp")
    try:
        frame.write_parquet(tmp, compression="zstd")
        with open(tmp, "rb") as fh:
            os.fsync(fh.fileno())
        os.replace(tmp, path)
        dir_fd = os.open(path.parent, os.O_RDONLY)
        try:
            os.fsync(dir_fd)
        finally:
            os.close(dir_fd)
    except OSError as exc:
        tmp.unlink(missing_ok=True)
        raise SnapshotError(f"could not write {path}: {exc}") from exc
    return path


@dataclass(frozen=True, slots=True)
class StoredCycle:
    """One venue's snapshot file of one cycle."""

    venue: str
    cycle: int
    day: date
    path: Path


class SnapshotStore:
    """Parquet snapshots under `root`: `venue=<v>/date=<YYYY-MM-DD>/cycle-<n>.parquet`."""

    def __init__(self, root: Path, *, retention_days: float = 7.0) -> None:
        self.root = root
        self.retention_days = retention_days
        self.changes_root = root.parent / "rule_changes"

    def remove_partial_writes(self) -> int:
        """Delete temporary files left by a writer that died mid-write (never visible)."""
        removed = 0
        for base in (self.root, self.changes_root):
            for tmp in base.glob("**/.*.tmp"):
                tmp.unlink(missing_ok=True)
                removed += 1
        if removed:
            logger.warning("removed %d partial snapshot write(s) left by a crash", removed)
        return removed

    def cycles(self, venue: str | None = None) -> list[StoredCycle]:
        """Every complete cycle file on disk, oldest first."""
        found: list[StoredCycle] = []
        venues = [venue] if venue else list(VENUES)
        for v in venues:
            for day_dir in sorted((self.root / f"venue={v}").glob("date=*")):
                try:
                    day = date.fromisoformat(day_dir.name.removeprefix("date="))
                except ValueError:
                    continue
                for f in day_dir.iterdir():
                    m = _CYCLE_FILE.match(f.name)
                    if m:
                        found.append(StoredCycle(v, int(m.group(1)), day, f))
        return sorted(found, key=lambda c: (c.cycle, c.venue))

    def last_cycle(self) -> int:
        """Highest cycle number on disk (0 when empty), so numbering survives restarts."""
        cycles = self.cycles()
        return cycles[-1].cycle if cycles else 0

    def write(self, frame: pl.DataFrame, *, venue: str, cycle: int, at: datetime) -> Path:
        """Atomically store one venue's snapshot frame for `cycle`."""
        if frame.schema != SNAPSHOT_SCHEMA:
            raise SnapshotError(f"{venue} cycle {cycle}: frame does not match SNAPSHOT_SCHEMA")
        day = at.astimezone(UTC).date().isoformat()
        path = self.root / f"venue={venue}" / f"date={day}" / f"cycle-{cycle}.parquet"
        return atomic_write_parquet(frame, path)

    def load_latest(self) -> pl.DataFrame:
        """The most recent readable cycle of each venue, as one frame (empty when none).

        A file that cannot be read (damaged on disk) is reported and the venue's previous
        cycle is used instead: start-up must not fail on one bad file.
        """
        frames: list[pl.DataFrame] = []
        for venue in VENUES:
            for c in reversed(self.cycles(venue)):
                try:
                    frame = pl.read_parquet(c.path)
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

    def prune(self, now: datetime) -> int:
        """Drop day partitions older than the retention; return how many were removed."""
        cutoff = (now.astimezone(UTC) - timedelta(days=self.retention_days)).date()
        removed = 0
        for day_dir in self.root.glob("venue=*/date=*"):
            try:
                day = date.fromisoformat(day_dir.name.removeprefix("date="))
            except ValueError:
                continue
            if day < cutoff:
                shutil.rmtree(day_dir, ignore_errors=True)
                removed += 1
        return removed
