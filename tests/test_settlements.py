"""The settlement store: each snapshot partition's last cycle as its delta to the day
before, written by the snapshot store, and read by the track record exactly as the
snapshot files it stands for."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import duckdb
import polars as pl

from pipeline import lake, settlements, tracksettle
from pipeline.schemas import SNAPSHOT_SCHEMA
from pipeline.snapshots import SnapshotStore
from pipeline.trackrecord import truth_files
from pipeline.tracksettle import settle

DAY = datetime(2031, 3, 1, 23, tzinfo=UTC)
_TS = SNAPSHOT_SCHEMA["fetched_at"]


def _frame(venue: str, rows: list[tuple[str, bool, float | None, datetime]]) -> pl.DataFrame:
    """A snapshot frame of (market_id, final, settlement_yes, fetched_at) rows."""
    return (
        SNAPSHOT_SCHEMA.to_frame()
        .clear(len(rows))
        .with_columns(
            venue=pl.lit(venue),
            market_id=pl.Series([r[0] for r in rows], dtype=pl.String),
            final=pl.Series([r[1] for r in rows], dtype=pl.Boolean),
            settlement_yes=pl.Series([r[2] for r in rows], dtype=pl.Float64),
            fetched_at=pl.Series([r[3] for r in rows], dtype=_TS),
            kickoff_utc=pl.lit(DAY - timedelta(hours=3)).cast(_TS),
            rules_hash=pl.lit("h"),
        )
        .select(SNAPSHOT_SCHEMA.names())
    )


def _days(store: SnapshotStore, venue: str = "venue_one") -> list[Path]:
    """Three days of one venue as the refresher writes them: a market settles each day
    and is carried forward as it was; one is settled again (a corrected settlement) and
    one leaves the snapshot after its first day; an open market is refetched each cycle."""
    d0, d1, d2 = DAY, DAY + timedelta(days=1), DAY + timedelta(days=2)
    days = [
        [("A", True, 1.0, d0), ("GONE", True, 0.0, d0), ("OPEN", False, None, d0)],
        [("A", True, 1.0, d0), ("B", True, 0.0, d1), ("OPEN", False, None, d1)],
        [("A", True, 0.0, d2), ("B", True, 0.0, d1), ("C", True, 1.0, d2)],
    ]
    written = []
    for n, rows in enumerate(days):
        at = DAY + timedelta(days=n)
        # A cycle early in the day, then the day's last (the truth).
        store.write(_frame(venue, rows[:1]), venue=venue, cycle=10 * n + 1, at=at)
        written.append(store.write(_frame(venue, rows), venue=venue, cycle=10 * n + 5, at=at))
    return written


def _settled(snapshots: Path) -> list[tuple[Any, ...]]:
    con = duckdb.connect()
    con.execute("SET TimeZone = 'UTC'")
    settle(con, truth_files(snapshots))
    return con.execute(
        "SELECT venue, market_id, settlement_yes, kickoff_utc::VARCHAR FROM settled "
        "ORDER BY venue, market_id"
    ).fetchall()


def _split(snapshots: Path) -> tuple[list[Path], list[Path]]:
    """The truth files split into the deltas read for them and the files read whole."""
    files = truth_files(snapshots)
    return tracksettle._deltas(files, {p: lake.parse_file(p) for p in files})


def _whole(snapshots: Path, monkeypatch: Any) -> list[tuple[Any, ...]]:
    """The settlements read from the snapshot files alone (as before the deltas)."""
    with monkeypatch.context() as m:
        m.setattr(tracksettle.settlements, "delta_for", lambda *_: None)
        return _settled(snapshots)


def test_each_day_stores_only_what_the_day_before_did_not_hold(tmp_path: Path) -> None:
    root = tmp_path / "snapshots"
    _days(SnapshotStore(root))
    stored = sorted(settlements.settlements_dir(root).glob("venue=*/date=*/*.parquet"))
    # One delta per day (the day's earlier cycle's was replaced by its last one's).
    assert [p.name for p in stored] == [
        "settled-5-whole.parquet",
        "settled-15-after-2031-03-01-5.parquet",
        "settled-25-after-2031-03-02-15.parquet",
    ]
    rows = [sorted(pl.read_parquet(p)["market_id"].to_list()) for p in stored]
    # A carried-forward row is not stored again; a changed one is.
    assert rows == [["A", "GONE"], ["B"], ["A", "C"]]


def test_the_deltas_settle_every_market_as_the_snapshot_files_do(
    tmp_path: Path, monkeypatch: Any
) -> None:
    root = tmp_path / "snapshots"
    store = SnapshotStore(root)
    _days(store)
    _days(store, "venue_two")
    deltas, whole = _split(root)
    assert (len(deltas), whole) == (6, [])
    expected = _whole(root, monkeypatch)
    assert {r[1] for r in expected} == {"A", "B", "C", "GONE"}
    assert _settled(root) == expected


def test_a_day_written_again_after_the_next_is_read_from_its_snapshot(
    tmp_path: Path, monkeypatch: Any
) -> None:
    root = tmp_path / "snapshots"
    store = SnapshotStore(root)
    _days(store)
    # Day one gets a later cycle (a backfill): day two's delta no longer fits it.
    store.write(
        _frame("venue_one", [("B", True, 1.0, DAY + timedelta(days=1, hours=1))]),
        venue="venue_one",
        cycle=17,
        at=DAY + timedelta(days=1),
    )
    deltas, whole = _split(root)
    assert [p.parent.name for p in whole] == ["date=2031-03-03"]
    assert len(deltas) == 2
    assert _settled(root) == _whole(root, monkeypatch)


def test_pruned_days_leave_the_oldest_kept_day_read_whole(tmp_path: Path, monkeypatch: Any) -> None:
    root = tmp_path / "snapshots"
    store = SnapshotStore(root, retention_days=1)
    _days(store)
    store.prune(DAY + timedelta(days=2))
    assert sorted(p.name for p in settlements.settlements_dir(root).glob("venue=*/date=*")) == [
        "date=2031-03-02",
        "date=2031-03-03",
    ]
    deltas, whole = _split(root)
    # Day two's delta was made against the pruned day one: day two is read whole.
    assert [p.parent.name for p in whole] == ["date=2031-03-02"]
    assert len(deltas) == 1
    settled = _settled(root)
    assert settled == _whole(root, monkeypatch)
    assert "GONE" not in {r[1] for r in settled}


def test_a_store_without_deltas_reads_its_snapshots(tmp_path: Path, monkeypatch: Any) -> None:
    root = tmp_path / "snapshots"
    _days(SnapshotStore(root))
    expected = _settled(root)
    for p in settlements.settlements_dir(root).glob("venue=*/date=*/*.parquet"):
        p.unlink()
    assert _settled(root) == expected == _whole(root, monkeypatch)
