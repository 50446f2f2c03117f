"""The status page's memo of its two store scans, keyed by what they read.

The track record and adoption figures come from DuckDB over the stores. They are
recomputed only when a store file changes (the track record) or the log grows or a minute
passes (adoption), so a status page polled every few seconds does not rescan the stores
each time. The track record's picks are carried from one computation to the next
(`pipeline/trackcarry.py`), so the one after a cycle folds in only what the cycle wrote.
"""

from __future__ import annotations

import threading
from datetime import datetime
from pathlib import Path
from typing import Any

from pipeline.adoption import adoption, log_files
from pipeline.errors import SnapshotError
from pipeline.settings import Settings
from pipeline.trackcarry import Carry
from pipeline.trackrecord import TrackRecord, compute, truth_files, verdict_files

__all__ = ["StatusCache"]


def _signature(files: list[Path]) -> tuple[tuple[str, int, int], ...]:
    out = []
    for f in files:
        try:
            st = f.stat()
        except FileNotFoundError:  # pruned meanwhile: the next call sees the new listing
            continue
        out.append((str(f), st.st_mtime_ns, st.st_size))
    return tuple(out)


class StatusCache:
    """Per-app memo of the track record and the adoption figures."""

    def __init__(self, settings: Settings) -> None:
        """Memoize scans of `settings`' verdict, snapshot and audit-log stores."""
        self.settings = settings
        self._lock = threading.Lock()
        self._record: tuple[object, TrackRecord] | None = None
        self._carry = Carry()
        self._adoption: tuple[object, dict[str, Any]] | None = None

    def track_record(self) -> TrackRecord:
        """The track record over the stores as they are now."""
        try:
            return self._track_record()
        except SnapshotError:  # a retention prune may remove a file between list and read
            return self._track_record()

    def _track_record(self) -> TrackRecord:
        s = self.settings
        verdicts, truth = verdict_files(s.verdicts_dir), truth_files(s.snapshots_dir)
        key = (_signature(verdicts), _signature(truth))
        with self._lock:
            if self._record is None or self._record[0] != key:
                self._record = (key, compute(verdicts, truth, self._carry))
            return self._record[1]

    def adoption(self, now: datetime) -> dict[str, Any]:
        """Adoption figures from this machine's audit log, at most a minute old."""
        logs = log_files(self.settings.audit_dir)
        key = (_signature(logs), now.replace(second=0, microsecond=0))
        with self._lock:
            if self._adoption is None or self._adoption[0] != key:
                self._adoption = (key, adoption(logs, now=now))
            return self._adoption[1]
