"""A cycle's writes run beside its compute and store what they stored before, in order.

`pipeline.cyclewrites` writes the snapshot while the cycle reads and precomputes, and the
verdicts as soon as the first held combination's batch is made; these tests check that
they do overlap, that the verdicts handed on are the view's, and that the order and the
failures are those of the writes made one after the other.
"""

from __future__ import annotations

import asyncio
import threading
import time
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import polars as pl
import pytest

import pipeline.cycle as cycle_module
from pipeline.backfill import recorded_snapshot
from pipeline.compaction import concat_compacted
from pipeline.cycle import CycleContext, build_view, initial_view, run_cycle
from pipeline.cyclewrites import CycleWrites
from pipeline.errors import SnapshotError
from pipeline.precompute import VerdictStore, as_stored
from pipeline.settings import Settings
from pipeline.snapshots import SnapshotStore
from pipeline.venues.venue_one import VenueOneClient
from pipeline.venues.venue_two import VenueTwoClient
from tests.conftest import DEMO, ROOT, sim_settings


def test_the_verdicts_handed_on_are_the_views_stored_verdicts(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # Slices of a few pairs, so that the first batch comes in several compacted parts.
    monkeypatch.setattr(cycle_module, "PRECOMPUTE_SLICE", 40)
    ctx = CycleContext.open(Settings(home=tmp_path, rulesets_dir=ROOT / "rulesets"))
    at = datetime.now(UTC)
    handed: list[list[pl.DataFrame]] = []
    view = build_view(ctx, recorded_snapshot(DEMO, at), cycle=1, at=at, on_verdicts=handed.append)
    assert len(handed) == 1 and len(handed[0]) > 1
    # As stored (the texts as strings; their codes are the slices' own), the same rows.
    assert as_stored(concat_compacted(handed[0])).equals(as_stored(view.verdicts))


@pytest.mark.anyio
async def test_the_snapshot_is_written_while_the_view_is_built(
    demo_simulator: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    settings = sim_settings(demo_simulator, home=tmp_path, rulesets_dir=ROOT / "rulesets")
    ctx = CycleContext.open(settings)
    previous = initial_view(ctx)
    building = threading.Event()
    seen: list[bool] = []
    read_legs, write = cycle_module._read_legs, SnapshotStore.write

    def started(*args: Any, **kwargs: Any) -> Any:
        building.set()
        return read_legs(*args, **kwargs)

    def waiting_write(self: SnapshotStore, *args: Any, **kwargs: Any) -> Path:
        # Written one after the other, the view would not be begun before this returns.
        seen.append(building.wait(timeout=10))
        return write(self, *args, **kwargs)

    monkeypatch.setattr(cycle_module, "_read_legs", started)
    monkeypatch.setattr(SnapshotStore, "write", waiting_write)
    async with VenueOneClient(settings) as v1, VenueTwoClient(settings) as v2:
        view = await run_cycle(ctx, previous, cycle=1, venue_one=v1, venue_two=v2)
    assert seen == [True, True]  # both venues' files, each beside the view's building
    assert view.report is not None and view.report.verdicts_stored == view.verdicts.height > 0
    assert len(list((tmp_path / "snapshots").rglob("cycle-1.parquet"))) == 2
    history = VerdictStore(settings.verdicts_dir).history()
    assert history is not None and history.collect().height == view.verdicts.height


class _Snapshots:
    """A snapshot store whose write waits `delay_s`, then fails or not."""

    def __init__(self, delay_s: float = 0.0, fail: bool = False) -> None:
        self.delay_s, self.fail = delay_s, fail
        self.written: list[str] = []

    def write(self, frame: pl.DataFrame, *, venue: str, cycle: int, at: datetime) -> None:
        time.sleep(self.delay_s)
        if self.fail:
            raise OSError("disk full")
        self.written.append(venue)

    def record_rule_changes(self, *_: Any, **__: Any) -> pl.DataFrame:
        return pl.DataFrame({"market_id": ["m1"]})

    def prune(self, now: datetime) -> int:
        return 0


class _Verdicts:
    """A verdict store that records its appends (and what was written before each)."""

    def __init__(self, snapshots: _Snapshots, fail: bool = False) -> None:
        self.snapshots, self.fail = snapshots, fail
        self.appended: list[tuple[int, list[str]]] = []

    def append(self, verdicts: pl.DataFrame, **_: Any) -> int:
        if self.fail:
            raise SnapshotError("verdict rows do not hold to their contract")
        self.appended.append((verdicts.height, list(self.snapshots.written)))
        return verdicts.height


_LATEST = pl.DataFrame({"venue": ["venue_one", "venue_two"], "market_id": ["m1", "m2"]})


def _writes(snapshots: _Snapshots, verdicts: _Verdicts) -> CycleWrites:
    return CycleWrites(
        snapshots,  # type: ignore[arg-type]
        verdicts,  # type: ignore[arg-type]
        cycle=1,
        at=datetime.now(UTC),
        ruleset_sha="sha",
    )


@pytest.mark.anyio
async def test_verdicts_are_stored_after_their_snapshot() -> None:
    snapshots = _Snapshots(delay_s=0.05)
    verdicts = _Verdicts(snapshots)
    writes = _writes(snapshots, verdicts)
    writes.snapshot(_LATEST.clear(), _LATEST)
    writes.verdicts([pl.DataFrame({"pair_id": ["p1", "p2"]})])
    assert await writes.snapshot_written() == 1
    errors: list[str] = []
    assert await writes.verdicts_appended(errors) == 2 and not errors
    assert verdicts.appended == [(2, ["venue_one", "venue_two"])]


@pytest.mark.anyio
async def test_no_verdicts_are_stored_beside_a_snapshot_that_failed() -> None:
    snapshots = _Snapshots(fail=True)
    verdicts = _Verdicts(snapshots)
    writes = _writes(snapshots, verdicts)
    writes.snapshot(_LATEST.clear(), _LATEST)
    writes.verdicts([pl.DataFrame({"pair_id": ["p1"]})])
    with pytest.raises(OSError, match="disk full"):
        await writes.snapshot_written()
    assert await writes.verdicts_appended([]) == 0 and not verdicts.appended


@pytest.mark.anyio
async def test_a_verdict_store_failure_is_reported_and_the_cycle_goes_on() -> None:
    snapshots = _Snapshots()
    writes = _writes(snapshots, _Verdicts(snapshots, fail=True))
    writes.snapshot(_LATEST.clear(), _LATEST)
    writes.verdicts([pl.DataFrame({"pair_id": ["p1"]})])
    errors: list[str] = []
    assert await writes.snapshot_written() == 1
    assert await writes.verdicts_appended(errors) == 0
    assert errors == ["verdict store: verdict rows do not hold to their contract"]


@pytest.mark.anyio
async def test_a_cancelled_cycle_waits_for_the_write_under_way() -> None:
    snapshots = _Snapshots(delay_s=0.3)
    writes = _writes(snapshots, _Verdicts(snapshots))
    writes.snapshot(_LATEST.clear(), _LATEST)
    task = asyncio.ensure_future(writes.snapshot_written())
    await asyncio.sleep(0.05)
    task.cancel()
    with pytest.raises(asyncio.CancelledError):
        await task
    # The cancellation went on once the files were written, not half way through.
    assert snapshots.written == ["venue_one", "venue_two"]
