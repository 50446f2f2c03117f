"""The snapshot store: atomic cycle files, rule-change records, retention."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import textwrap
import time
from datetime import UTC, datetime, timedelta
from pathlib import Path

import polars as pl
import pytest

from pipeline.errors import SnapshotError
from pipeline.lake import staging_dir
from pipeline.schemas import SNAPSHOT_SCHEMA
from pipeline.snapshots import SnapshotStore

NOW = datetime(2026, 11, 22, 12, 0, tzinfo=UTC)


def _frame(n: int, rules_hash: str = "h1", venue: str = "venue_one") -> pl.DataFrame:
    rows = SNAPSHOT_SCHEMA.to_frame().clear(n)
    return rows.with_columns(
        venue=pl.lit(venue),
        market_id=pl.int_range(n).cast(pl.String),
        rules_hash=pl.lit(rules_hash),
        final=pl.lit(False),
        fetched_at=pl.lit(NOW).cast(SNAPSHOT_SCHEMA["fetched_at"]),
    ).select(SNAPSHOT_SCHEMA.names())


def test_write_then_load_latest_per_venue(tmp_path: Path) -> None:
    store = SnapshotStore(tmp_path / "snapshots")
    store.write(_frame(3), venue="venue_one", cycle=1, at=NOW)
    store.write(_frame(5), venue="venue_one", cycle=2, at=NOW)
    store.write(_frame(2, venue="venue_two"), venue="venue_two", cycle=2, at=NOW)
    latest = store.load_latest()
    assert latest.group_by("venue").len().sort("venue")["len"].to_list() == [5, 2]
    assert store.last_cycle() == 2
    assert (tmp_path / "snapshots/venue=venue_one/date=2026-11-22/cycle-2.parquet").exists()


def test_wrong_schema_is_refused(tmp_path: Path) -> None:
    with pytest.raises(SnapshotError):
        SnapshotStore(tmp_path).write(pl.DataFrame({"x": [1]}), venue="venue_one", cycle=1, at=NOW)


def test_rule_changes_are_recorded(tmp_path: Path) -> None:
    store = SnapshotStore(tmp_path / "snapshots")
    changes = store.record_rule_changes(_frame(3, "h1"), _frame(3, "h2"), cycle=7, at=NOW)
    assert changes.height == 3
    assert store.rule_changes()["new_rules_hash"].unique().to_list() == ["h2"]
    assert store.record_rule_changes(_frame(3), _frame(3), cycle=8, at=NOW).height == 0


def test_prune_drops_old_days(tmp_path: Path) -> None:
    store = SnapshotStore(tmp_path / "snapshots", retention_days=2)
    store.write(_frame(1), venue="venue_one", cycle=1, at=NOW - timedelta(days=5))
    store.write(_frame(1), venue="venue_one", cycle=2, at=NOW)
    assert store.prune(NOW) == 1
    assert [c.cycle for c in store.cycles()] == [2]


_WRITER = textwrap.dedent(
    """
    import sys
    from datetime import UTC, datetime
    from pathlib import Path
    import polars as pl
    from pipeline.schemas import SNAPSHOT_SCHEMA
    from pipeline.snapshots import SnapshotStore

    n = 300_000
    frame = SNAPSHOT_SCHEMA.to_frame().clear(n).with_columns(
        venue=pl.lit("venue_one"),
        market_id=pl.int_range(n).cast(pl.String),
        rules_primary=pl.lit("If the game is cancelled the market resolves No. " * 20),
    )
    store = SnapshotStore(Path(sys.argv[1]))
    print("ready", flush=True)
    cycle = 0
    while True:
        cycle += 1
        store.write(frame, venue="venue_one", cycle=cycle, at=datetime.now(UTC))
    """
)


@pytest.mark.slow
def test_kill_during_write_leaves_no_partial_file_visible(tmp_path: Path) -> None:
    root = tmp_path / "snapshots"
    env = {**os.environ, "PYTHONPATH": str(Path(__file__).resolve().parents[1])}
    for kill_after in (0.3, 0.7, 1.1):
        proc = subprocess.Popen(
            [sys.executable, "-c", _WRITER, str(root)], stdout=subprocess.PIPE, text=True, env=env
        )
        assert proc.stdout is not None and proc.stdout.readline().strip() == "ready"
        time.sleep(kill_after)  # let it be somewhere inside a write; where exactly is the point
        proc.send_signal(signal.SIGKILL)
        proc.wait()
        proc.stdout.close()
        store = SnapshotStore(root)
        for c in store.cycles():
            assert pl.read_parquet(c.path).height == 300_000  # every visible file is whole
    # Writes are staged beside the store, never inside it (in-place readers would choke).
    assert not [p for p in root.rglob("*") if p.is_file() and p.suffix != ".parquet"]
    leftovers = list(staging_dir(root).glob("*.tmp"))
    assert SnapshotStore(root).remove_partial_writes() == len(leftovers)
    assert not list(staging_dir(root).glob("*.tmp"))


def test_damaged_latest_file_falls_back_to_the_previous_cycle(tmp_path: Path) -> None:
    store = SnapshotStore(tmp_path / "snapshots")
    store.write(_frame(3), venue="venue_one", cycle=1, at=NOW)
    path = store.write(_frame(5), venue="venue_one", cycle=2, at=NOW)
    path.write_bytes(b"not parquet at all")
    assert store.load_latest().height == 3
