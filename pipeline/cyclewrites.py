"""A cycle's writes to its stores, run beside the cycle's own compute.

After its fetch a cycle writes the snapshot (and its rule changes), reads its legs and
precomputes every covered pair, then appends the verdicts that changed. The writes are
mostly Parquet encoding and file system calls, in which Polars lets the interpreter go,
while the precompute keeps one core busy: run one after the other, a cold cycle at a
season's coverage (N = 4,061 matches) spent a few tenths of a second after its fetch
waiting on files it did not need for anything it computed next. So each write is handed
to a worker thread as soon as its rows exist (the snapshot right after the fetch, the
verdicts as soon as the first held combination's batch is made, `build_view`'s
`on_verdicts`) and the cycle waits for both before it reports.

The files are those the cycle wrote before, in the same order: one long-lived worker
runs the writes one after another (the verdicts never land before their snapshot), and
verdicts are not appended after a snapshot that failed to be written. A write's error is
the cycle's as before: a snapshot's fails the cycle, a verdict store's is reported and
the view still served. A cycle cancelled while a write runs waits for that write (a
rename of one staged file) before it ends, so no write outlives its cycle.
"""

from __future__ import annotations

import asyncio
import logging
from concurrent.futures import Future, wait
from datetime import datetime
from typing import TypeVar

import polars as pl

from pipeline.compaction import concat_compacted
from pipeline.errors import ResauditError
from pipeline.precompute import VerdictStore
from pipeline.schemas import VENUES
from pipeline.snapshots import SnapshotStore
from pipeline.worker import Worker

__all__ = ["CycleWrites"]

logger = logging.getLogger(__name__)

T = TypeVar("T")


# One long-lived worker (`pipeline.worker`): the writes run one after another, in order.
_WORKER = Worker("cycle-writes")


async def _settled(future: Future[T]) -> T:
    """`future`'s value, awaited; when the awaiting task is cancelled, the write is still
    waited for (it cannot be stopped half way) before the cancellation goes on."""
    try:
        return await asyncio.wrap_future(future)
    except asyncio.CancelledError:
        wait([future])  # a write not started yet is cancelled; one under way, finished
        raise


class CycleWrites:
    """One cycle's writes: its snapshot and rule changes, then its changed verdicts."""

    def __init__(
        self,
        snapshots: SnapshotStore,
        verdicts: VerdictStore,
        *,
        cycle: int,
        at: datetime,
        ruleset_sha: str,
    ) -> None:
        """Writes for `cycle`, stamped `at`, of verdicts judged under `ruleset_sha`."""
        self._snapshots, self._verdicts = snapshots, verdicts
        self._cycle, self._at, self._sha = cycle, at, ruleset_sha
        self._snapshot: Future[int] | None = None
        self._appended: Future[int] | None = None

    def snapshot(self, previous: pl.DataFrame, latest: pl.DataFrame) -> None:
        """Start writing `latest` (each venue's rows), its rule changes since `previous`
        and the retention's pruning."""
        self._snapshot = _WORKER.submit(self._write_snapshot, previous, latest)

    def _write_snapshot(self, previous: pl.DataFrame, latest: pl.DataFrame) -> int:
        for venue in VENUES:
            part = latest.filter(pl.col("venue") == venue)
            if part.height:
                self._snapshots.write(part, venue=venue, cycle=self._cycle, at=self._at)
        changes = self._snapshots.record_rule_changes(
            previous, latest, cycle=self._cycle, at=self._at
        ).height
        self._snapshots.prune(self._at)
        return changes

    def verdicts(self, parts: list[pl.DataFrame]) -> None:
        """Start appending the changed rows of the verdicts made of `parts` (a view's
        stored verdicts, its compacted slices in order: `build_view`'s `on_verdicts`)."""
        if any(part.height for part in parts):
            self._appended = _WORKER.submit(self._append, parts, self._snapshot)

    def _append(self, parts: list[pl.DataFrame], snapshot: Future[int] | None) -> int:
        # The worker ran the snapshot's write first: verdicts only beside a stored snapshot.
        if snapshot is not None and (snapshot.cancelled() or snapshot.exception() is not None):
            return 0
        # Joined here, not on the cycle's thread; stored as strings (`as_stored`), the
        # rows are those of the view's verdicts, whose codes span every held combination.
        verdicts = parts[0] if len(parts) == 1 else concat_compacted(parts)
        return self._verdicts.append(
            verdicts, ruleset_sha=self._sha, cycle=self._cycle, at=self._at
        )

    async def snapshot_written(self) -> int:
        """The rule changes recorded (0 when no snapshot was written).

        Raises:
            ResauditError, OSError: the snapshot could not be written (the cycle fails).
        """
        return 0 if self._snapshot is None else await _settled(self._snapshot)

    async def verdicts_appended(self, errors: list[str]) -> int:
        """The verdict rows written; a store's failure is added to `errors` (and logged)
        instead of raised: the view is still good to serve, and the next cycle stores
        what changed."""
        if self._appended is None:
            return 0
        try:
            return await _settled(self._appended)
        except (ResauditError, OSError) as exc:
            errors.append(f"verdict store: {exc}")
            logger.error("cycle %d: verdicts not stored: %s", self._cycle, exc)
            return 0

    def settle(self) -> None:
        """Wait for every write started, whatever it gave (a cycle failing elsewhere)."""
        wait([f for f in (self._snapshot, self._appended) if f is not None])
