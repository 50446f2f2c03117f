"""Carried picks (`pipeline/trackcarry.py`): a call that folds in what changed since the
call before gives the same track record as a cold call over the same files."""

from __future__ import annotations

import shutil
from datetime import timedelta
from pathlib import Path
from typing import Any

import polars as pl
import pytest

from bench.b4_trackrecord import B4Config, write_stores
from bench.trackrecord_compare import differ, parts
from pipeline import trackcarry, trackpicks, trackrecord
from pipeline.errors import SnapshotError
from pipeline.lake import atomic_write_parquet
from pipeline.settings import Settings
from pipeline.trackcarry import Carry
from serve.statuscache import StatusCache


@pytest.fixture(scope="module")
def stores(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, Path]:
    """B4's stores, small: 7 days, 210 verdict files, about a tenth of the pairs open."""
    return write_stores(tmp_path_factory.mktemp("b4"), B4Config(verdict_rows=9_000, events=900))


@pytest.fixture
def cold_picks(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """Counts the calls with a carry that read every verdict file (a fold reads only the
    new ones; a call without a carry, as `_same_as_cold`'s, is not counted)."""
    calls: list[int] = []
    real = trackrecord.pick

    def counted(con: Any, verdicts: Any, settled: Any, fold: Any, keep: bool) -> None:
        if fold is None and keep:
            calls.append(1)
        real(con, verdicts, settled, fold, keep)

    monkeypatch.setattr(trackrecord, "pick", counted)
    return calls


def _before_last_day(truth: list[Path]) -> list[Path]:
    """The truth files as they stood before the last day's last cycle settled its matches."""
    last_day = max(p.parent.name for p in truth)
    return [p.with_name("cycle-1.parquet") if p.parent.name == last_day else p for p in truth]


def _carried(stores: tuple[Path, Path], upto: int) -> tuple[list[Path], list[Path], Carry]:
    """The stores' verdict and truth files, and a carry left by a call over the first
    `upto` verdict files."""
    vdir, sdir = stores
    verdicts, truth = trackrecord.verdict_files(vdir), trackrecord.truth_files(sdir)
    carry = Carry()
    trackrecord.compute(verdicts[:upto], truth, carry)
    return verdicts, truth, carry


def _same_as_cold(record: trackrecord.TrackRecord, verdicts: list[Path], truth: list[Path]) -> None:
    assert differ(parts(trackrecord.compute(verdicts, truth)), parts(record)) == []


def test_calls_after_each_cycle_fold_and_equal_cold_calls(
    stores: tuple[Path, Path], cold_picks: list[int]
) -> None:
    vdir, sdir = stores
    verdicts, truth = trackrecord.verdict_files(vdir), trackrecord.truth_files(sdir)
    before = _before_last_day(truth)
    carry = Carry()
    # A cold call, folds of one file and of many, the last day's matches settling (their
    # kickoffs appear), their settlements gone again (the kickoffs disappear), nothing new.
    steps = [
        (verdicts[:150], before),
        (verdicts[:151], before),
        (verdicts[:190], before),
        (verdicts[:-1], before),
        (verdicts, truth),
        (verdicts, before),
        (verdicts, truth),
    ]
    for files, truth_now in steps:
        record = trackrecord.compute(files, truth_now, carry)
        _same_as_cold(record, files, truth_now)
    assert len(cold_picks) == 1


def test_a_settled_match_moved_is_picked_again_from_its_whole_history(
    stores: tuple[Path, Path], cold_picks: list[int]
) -> None:
    verdicts, truth, carry = _carried(stores, -1)
    # A later snapshot of venue_one's first day moves its matches' kickoffs three days on
    # (the pre-kickoff picks of settled pairs change: their history is not carried).
    first = next(p for p in truth if "venue=venue_one" in str(p))
    moved = pl.read_parquet(first, hive_partitioning=False).with_columns(
        kickoff_utc=pl.col("kickoff_utc") + timedelta(days=3),
        fetched_at=pl.col("fetched_at") + timedelta(minutes=1),
    )
    later = first.with_name("cycle-9999.parquet")
    atomic_write_parquet(moved, later)
    try:
        truth_now = trackrecord.truth_files(stores[1])
        assert later in truth_now
        record = trackrecord.compute(verdicts, truth_now, carry)
        _same_as_cold(record, verdicts, truth_now)
    finally:
        later.unlink()
    assert len(cold_picks) == 1


def test_a_listing_that_does_not_extend_the_last_is_computed_cold(
    stores: tuple[Path, Path], cold_picks: list[int]
) -> None:
    verdicts, truth, carry = _carried(stores, len(trackrecord.verdict_files(stores[0])))
    # A file gone from the middle (a compaction or a prune rewrote the listing).
    shorter = verdicts[:100] + verdicts[101:]
    _same_as_cold(trackrecord.compute(shorter, truth, carry), shorter, truth)
    assert len(cold_picks) == 2
    # The cold call carried its picks on: the next one folds.
    _same_as_cold(
        trackrecord.compute(verdicts[:100] + verdicts[101:], truth, carry), shorter, truth
    )
    assert len(cold_picks) == 2


def test_a_failed_call_drops_the_carry_and_the_next_is_cold(
    stores: tuple[Path, Path], cold_picks: list[int], tmp_path: Path
) -> None:
    verdicts, truth, carry = _carried(stores, -1)
    broken = tmp_path / "venue=venue_one" / "date=2031-03-01" / "cycle-1.parquet"
    broken.parent.mkdir(parents=True)
    broken.write_bytes(b"not parquet")
    with pytest.raises(SnapshotError):
        trackrecord.compute(verdicts, [broken], carry)
    _same_as_cold(trackrecord.compute(verdicts, truth, carry), verdicts, truth)
    assert len(cold_picks) == 2


def test_files_without_the_flat_columns_are_never_carried(
    stores: tuple[Path, Path], cold_picks: list[int], monkeypatch: pytest.MonkeyPatch
) -> None:
    vdir, sdir = stores
    verdicts, truth = trackrecord.verdict_files(vdir), trackrecord.truth_files(sdir)
    carry = Carry()
    # As if the files were written before the flat columns: each call reads them all.
    monkeypatch.setattr(trackcarry, "flat_files", lambda files: False)
    for files in (verdicts[:-1], verdicts):
        _same_as_cold(trackrecord.compute(files, truth, carry), files, truth)
    # Nothing was carried, so nothing was folded.
    assert len(cold_picks) == 0
    assert trackpicks.flat_files(verdicts)


def test_the_status_page_folds_a_new_cycle_into_its_carried_picks(
    stores: tuple[Path, Path], cold_picks: list[int], tmp_path: Path
) -> None:
    vdir, sdir = stores
    home = tmp_path / "home"
    shutil.copytree(vdir.parent, home)
    settings = Settings(home=home)
    last = trackrecord.verdict_files(settings.verdicts_dir)[-1]
    held = last.rename(tmp_path / last.name)  # the last cycle, not written yet
    cache = StatusCache(settings)
    cache.track_record()
    held.rename(last)  # the cycle writes its verdicts
    verdicts = trackrecord.verdict_files(settings.verdicts_dir)
    truth = trackrecord.truth_files(settings.snapshots_dir)
    _same_as_cold(cache.track_record(), verdicts, truth)
    assert len(cold_picks) == 1
