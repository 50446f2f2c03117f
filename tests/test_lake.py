"""The Parquet lake: both stores open in place in every reader, and `compact` folds days.

The stores are written by the real thing: refresher cycles against the in-thread venue
simulator, the precompute stage a cycle runs after them (verdicts), and the demo backfill.
"""

from __future__ import annotations

import asyncio
import importlib.util
import math
import shutil
from collections.abc import Callable
from datetime import UTC, date, datetime, timedelta
from pathlib import Path
from typing import Any

import duckdb
import polars as pl
import pyarrow as pa  # type: ignore[import-untyped]
import pyarrow.parquet as pq  # type: ignore[import-untyped]
import pytest

from pipeline import lake
from pipeline.backfill import backfill, recorded_snapshot
from pipeline.cycle import CycleContext, build_view, run_cycle
from pipeline.errors import SnapshotError
from pipeline.exports import export
from pipeline.precompute import VerdictStore
from pipeline.schemas import SNAPSHOT_SCHEMA, VENUES
from pipeline.settings import Settings
from pipeline.snapshots import SnapshotStore
from pipeline.trackrecord import load
from pipeline.venues.simulator import start_background
from pipeline.venues.venue_one import VenueOneClient
from pipeline.venues.venue_two import VenueTwoClient
from tests.conftest import DEMO, ROOT, resaudit


def _noon_before(day: date) -> datetime:
    return datetime.combine(day - timedelta(days=1), datetime.min.time(), UTC) + timedelta(hours=12)


# For tests that need any past moment; the built home's days come from its own files
# (fixtures `today`, `day_before`), so a suite that runs across midnight reads the days the
# home was really written on.
YESTERDAY = _noon_before(datetime.now(UTC).date())


def _build_home(home: Path, rules: pl.DataFrame) -> Settings:
    """Backfill, three cycles stamped yesterday, then two real cycles today.

    Every cycle stores its verdicts, as the service runs it. Yesterday's last cycle stores
    its verdicts under another ruleset sha too, so that yesterday's verdict partition holds
    more than one file and today's first cycle stores its verdicts again. `rules`: the demo
    texts' records, read once per run (conftest), as a service carries them from cycle to
    cycle.
    """
    server = start_background(DEMO)
    try:
        settings = Settings(
            home=home,
            rulesets_dir=ROOT / "rulesets",
            demo_data=DEMO,
            venue_one_url=f"{server.url}/venue_one",
            venue_one_book_url=f"{server.url}/venue_one",
            venue_two_url=f"{server.url}/venue_two",
            upstream_retries=0,
            stale_after_s=math.inf,
        )
        backfill(settings)
        yesterday = _noon_before(datetime.now(UTC).date())
        ctx = CycleContext.open(settings)
        store = ctx.snapshots
        view = None
        for cycle in (1, 2, 3):
            at = yesterday + timedelta(minutes=cycle)
            snapshot = recorded_snapshot(DEMO, at)
            for venue in VENUES:
                store.write(
                    snapshot.filter(pl.col("venue") == venue), venue=venue, cycle=cycle, at=at
                )
            view = build_view(
                ctx, snapshot, cycle=cycle, at=at, rules=rules if view is None else view.rules
            )
            if cycle < 3:
                ctx.verdicts.append(view.verdicts, ruleset_sha=ctx.ruleset.sha, cycle=cycle, at=at)
            else:
                assert ctx.verdicts.append(
                    view.verdicts, ruleset_sha="an-older-sha", cycle=cycle, at=at
                )
        assert view is not None

        async def cycles() -> None:
            current = view
            async with VenueOneClient(settings) as v1, VenueTwoClient(settings) as v2:
                for n in (4, 5):
                    current = await run_cycle(ctx, current, cycle=n, venue_one=v1, venue_two=v2)
                    report = current.report
                    assert report is not None and report.ok > 0 and report.failed == 0

        asyncio.run(cycles())
        return settings
    finally:
        server.stop()


@pytest.fixture(scope="module")
def built(tmp_path_factory: pytest.TempPathFactory, demo_rule_records: pl.DataFrame) -> Settings:
    return _build_home(tmp_path_factory.mktemp("lake") / "home", demo_rule_records)


@pytest.fixture(scope="module")
def today(built: Settings) -> date:
    """The day the built home's two real cycles were written on."""
    return max(c.day for c in SnapshotStore(built.snapshots_dir).cycles())


@pytest.fixture(scope="module")
def day_before(today: date) -> date:
    """The day the built home's three stamped cycles were written on."""
    return today - timedelta(days=1)


@pytest.fixture
def home(built: Settings, tmp_path: Path) -> Settings:
    """A private copy of the built home, for tests that change it."""
    shutil.copytree(built.home, tmp_path / "home")
    # A new Settings, not model_copy: that would carry the cached store paths over.
    return Settings(home=tmp_path / "home", rulesets_dir=built.rulesets_dir, demo_data=DEMO)


# -- readers of the stores in place, each as a third party would use it ---------------------

Counts = dict[tuple[str, ...], int]


def _duckdb(root: Path, keys: tuple[str, ...]) -> Counts:
    cols = ", ".join(keys)
    rows = duckdb.sql(
        f"SELECT {cols}, count(*) FROM read_parquet('{root}/**/*.parquet', "
        f"hive_partitioning = true, union_by_name = true) GROUP BY ALL"
    ).fetchall()
    return {tuple(str(v) for v in r[:-1]): int(r[-1]) for r in rows}


def _polars(root: Path, keys: tuple[str, ...]) -> Counts:
    frame = pl.scan_parquet(root).group_by(keys).len().collect()
    return {tuple(str(v) for v in r[:-1]): int(r[-1]) for r in frame.iter_rows()}


def _pyarrow(root: Path, keys: tuple[str, ...]) -> Counts:
    table = pq.read_table(root, columns=list(keys))
    frame = pl.from_arrow(table)
    assert isinstance(frame, pl.DataFrame)
    counts = frame.with_columns(pl.col(k).cast(pl.String) for k in keys).group_by(keys).len()
    return {tuple(r[:-1]): int(r[-1]) for r in counts.iter_rows()}


def _pandas(root: Path, keys: tuple[str, ...]) -> Counts:
    pd = pytest.importorskip("pandas")
    frame = pd.read_parquet(root, columns=list(keys))
    sizes = frame.astype(str).groupby(list(keys)).size()
    return {(k,) if isinstance(k, str) else tuple(k): int(n) for k, n in sizes.items()}


READERS: dict[str, Callable[[Path, tuple[str, ...]], Counts]] = {
    "duckdb": _duckdb,
    "polars": _polars,
    "pyarrow": _pyarrow,
}
ALL_READERS = [
    *READERS,
    pytest.param(
        "pandas",
        marks=pytest.mark.skipif(
            importlib.util.find_spec("pandas") is None, reason="pandas is not installed"
        ),
    ),
]


def _reader(name: str) -> Callable[[Path, tuple[str, ...]], Counts]:
    return READERS.get(name, _pandas)


def _snapshot_counts(settings: Settings) -> Counts:
    """Rows per (venue, day), as the project itself reads the store."""
    store = SnapshotStore(settings.snapshots_dir)
    counts: Counts = {}
    for c in store.cycles():
        key = (c.venue, c.day.isoformat())
        counts[key] = counts.get(key, 0) + store.read(c).height
    return counts


def _verdict_counts(settings: Settings) -> Counts:
    history = VerdictStore(settings.verdicts_dir).history()
    assert history is not None
    frame = history.with_columns(day=pl.col("computed_at").dt.date().cast(pl.String)).collect()
    return {(d,): n for d, n in frame.group_by("day").len().iter_rows()}


@pytest.mark.parametrize("reader", ALL_READERS)
def test_both_stores_open_in_place_with_the_partition_values_of_the_folders(
    built: Settings, reader: str, today: date
) -> None:
    read = _reader(reader)
    snapshots = read(built.snapshots_dir, ("venue", "date"))
    verdicts = read(built.verdicts_dir, ("date",))
    # The same rows per partition as the project's own readers get, partition values included.
    assert snapshots == _snapshot_counts(built)
    assert verdicts == _verdict_counts(built)
    assert {v for v, _ in snapshots} == set(VENUES)
    assert (today.isoformat(),) in verdicts and len(verdicts) > 2  # backfill days + cycles


def test_the_files_hold_no_partition_key_and_every_row_its_cycle(built: Settings) -> None:
    for root, layout in (
        (built.snapshots_dir, lake.SNAPSHOTS),
        (built.verdicts_dir, lake.VERDICTS),
    ):
        stored = lake.files(root, layout)
        assert stored
        for f in stored:
            names = pq.read_schema(f.path).names
            assert not set(layout.keys) & set(names), f.path
            cycles = pl.read_parquet(f.path, columns=["cycle"])["cycle"].unique().to_list()
            assert cycles == [f.first], f.path
    # Nothing but data files inside a store: Polars and DuckDB refuse anything else.
    for root in (built.snapshots_dir, built.verdicts_dir):
        assert all(p.suffix == ".parquet" for p in root.rglob("*") if p.is_file())


def test_the_services_readers_get_the_venue_back_from_the_folder(
    built: Settings, tmp_path: Path
) -> None:
    store = SnapshotStore(built.snapshots_dir)
    latest = store.load_latest()
    assert latest.schema == SNAPSHOT_SCHEMA
    assert sorted(latest["venue"].unique()) == sorted(VENUES)
    exported = pl.read_parquet(
        export(built, "snapshots", "parquet", tmp_path / "snapshots.parquet").path
    )
    assert exported.schema == SNAPSHOT_SCHEMA  # the export's columns did not change
    counts = exported.group_by("venue").len()
    assert dict(counts.iter_rows()) == {
        v: sum(n for (venue, _), n in _snapshot_counts(built).items() if venue == v) for v in VENUES
    }
    assert load(built.verdicts_dir, built.snapshots_dir).summary["resolved_matches"] > 0


def test_writes_refuse_a_partition_key_inside_the_file(tmp_path: Path) -> None:
    frame = pl.DataFrame({"date": ["2026-11-22"], "pair_id": ["p"]})
    with pytest.raises(SnapshotError, match="folder names only"):
        lake.write_cycle(frame, tmp_path, lake.VERDICTS, {"date": "2026-11-22"}, 1)
    snapshot = recorded_snapshot(DEMO, YESTERDAY)
    with pytest.raises(SnapshotError, match="another venue"):
        SnapshotStore(tmp_path / "s").write(snapshot, venue="venue_one", cycle=1, at=YESTERDAY)


# -- compaction -------------------------------------------------------------------------


def _sorted(frame: pl.DataFrame) -> pl.DataFrame:
    """`frame` in an order that does not depend on how its rows were spread over files."""
    return frame.sort([c for c, t in frame.schema.items() if not t.is_nested()])


def _everything(settings: Settings) -> dict[str, Any]:
    """What every reader of the home sees, in a form that compares across file layouts."""
    store = SnapshotStore(settings.snapshots_dir)
    history = VerdictStore(settings.verdicts_dir).history()
    assert history is not None
    record = load(settings.verdicts_dir, settings.snapshots_dir)
    out = settings.home.parent / "exports"
    out.mkdir(exist_ok=True)
    in_place = duckdb.sql(
        f"SELECT * FROM read_parquet('{settings.snapshots_dir}/**/*.parquet', "
        "hive_partitioning = true)"
    ).pl()
    return {
        "duckdb": _sorted(in_place),
        "polars": _sorted(pl.read_parquet(settings.snapshots_dir)),
        "pyarrow_rows": [
            pq.read_table(r).num_rows for r in (settings.snapshots_dir, settings.verdicts_dir)
        ],
        "latest": store.load_latest().sort("venue", "market_id"),
        "last_cycle": store.last_cycle(),
        "history": history.collect().sort("computed_at", "cycle", "pair_id"),
        "summary": record.summary,
        "events": record.events,
        "pairs": record.pairs,
        "export_snapshots": _sorted(
            pl.read_parquet(export(settings, "snapshots", "parquet", out).path)
        ),
        "export_verdicts": pl.read_parquet(export(settings, "verdicts", "parquet", out).path),
    }


def _assert_same(before: dict[str, Any], after: dict[str, Any]) -> None:
    assert before.keys() == after.keys()
    for key, value in before.items():
        if isinstance(value, pl.DataFrame):
            assert value.equals(after[key]), key
        else:
            assert value == after[key], key


def _files(root: Path) -> dict[Path, int]:
    return {p: p.stat().st_mtime_ns for p in root.rglob("*.parquet")}


def test_compaction_keeps_every_row_and_a_second_run_is_a_no_op(
    home: Settings, today: date, day_before: date
) -> None:
    before = _everything(home)
    day = day_before
    yesterday = [home.snapshots_dir / f"venue={v}" / f"date={day}" for v in VENUES]
    todays = [home.snapshots_dir / f"venue={v}" / f"date={today}" for v in VENUES]
    assert all(len(list(p.iterdir())) == 3 for p in yesterday)
    today_files = {p: sorted(p.iterdir()) for p in todays}

    result = SnapshotStore(home.snapshots_dir).compact(lambda d: d < today)
    folded = lake.compact_store(home.verdicts_dir, lake.VERDICTS, days=lambda d: d < today)

    assert sorted(c.partition for c in result) == sorted(yesterday)
    assert all(c.inputs == 3 and c.path.name == "cycles-1-3.parquet" for c in result)
    assert [p.name for p in (c.partition for c in folded)] == [f"date={day}"]
    for p in yesterday:
        assert [f.name for f in p.iterdir()] == ["cycles-1-3.parquet"]
    assert {p: sorted(p.iterdir()) for p in todays} == today_files  # today is not touched
    assert not list(lake.staging_dir(home.snapshots_dir).iterdir())
    _assert_same(before, _everything(home))

    files = _files(home.home)
    assert SnapshotStore(home.snapshots_dir).compact(lambda d: d < today) == []
    assert lake.compact_store(home.verdicts_dir, lake.VERDICTS, days=lambda d: d < today) == []
    assert _files(home.home) == files  # nothing rewritten, nothing removed


def test_todays_partition_is_compacted_only_when_asked_and_the_latest_cycle_survives(
    home: Settings, today: date
) -> None:
    before = _everything(home)
    store = SnapshotStore(home.snapshots_dir)
    result = store.compact(lambda d: d == today)
    assert sorted(c.path.name for c in result) == ["cycles-4-5.parquet"] * 2
    # Start-up reads the last cycle out of the folded file; the refresher numbers on.
    assert store.last_cycle() == 5
    _assert_same(before, _everything(home))
    at = datetime.now(UTC)
    latest = store.load_latest()
    for venue in VENUES:
        store.write(latest.filter(pl.col("venue") == venue), venue=venue, cycle=6, at=at)
    assert sorted(c.cycle for c in store.cycles() if c.day == today) == [5, 5, 6, 6]
    assert [c.inputs for c in store.compact(lambda d: d == today)] == [2, 2]
    assert (
        sorted(c.path.name for c in store.cycles() if c.day == today) == ["cycles-4-6.parquet"] * 2
    )


def test_a_crash_between_rename_and_delete_never_shows_a_row_twice(
    home: Settings, day_before: date
) -> None:
    before = _everything(home)
    day = day_before
    partition = home.snapshots_dir / "venue=venue_one" / f"date={day}"
    saved = {p.name: p.read_bytes() for p in partition.iterdir()}
    SnapshotStore(home.snapshots_dir).compact(lambda d: d == day)
    for name, data in saved.items():  # the inputs as a crash before their deletion left them
        (partition / name).write_bytes(data)
    assert len(list(partition.iterdir())) == 4
    store = SnapshotStore(home.snapshots_dir)
    assert [c.path.name for c in store.cycles("venue_one") if c.day == day] == [
        "cycles-1-3.parquet"
    ]
    assert load(home.verdicts_dir, home.snapshots_dir).summary == before["summary"]
    exported = pl.read_parquet(export(home, "snapshots", "parquet", home.home / "s.parquet").path)
    assert exported.height == before["export_snapshots"].height
    # Start-up finishes the compaction; everything reads as before, in place too.
    assert store.remove_partial_writes() == 3
    assert [f.name for f in partition.iterdir()] == ["cycles-1-3.parquet"]
    _assert_same(before, _everything(home))


def test_backfill_days_stay_out_of_compaction_and_backfill_stays_idempotent(
    home: Settings,
) -> None:
    cycle_zero = sorted(home.verdicts_dir.glob("date=*/cycle-0.parquet"))
    lake.compact_store(home.verdicts_dir, lake.VERDICTS, days=lambda d: True)
    assert sorted(home.verdicts_dir.glob("date=*/cycle-0.parquet")) == cycle_zero
    rows = _verdict_counts(home)
    backfill(home)
    assert _verdict_counts(home) == rows


def test_an_old_layout_store_is_migrated_when_opened(tmp_path: Path) -> None:
    root = tmp_path / "snapshots"
    frames: dict[tuple[str, int], pl.DataFrame] = {}
    for cycle in (1, 2):
        snapshot = recorded_snapshot(DEMO, YESTERDAY + timedelta(minutes=cycle))
        for venue in VENUES:
            frame = snapshot.filter(pl.col("venue") == venue)
            frames[venue, cycle] = frame
            path = root / f"venue={venue}" / f"date={YESTERDAY.date()}" / f"cycle-{cycle}.parquet"
            lake.atomic_write_parquet(frame, path)  # as versions before the lake wrote it
    with pytest.raises(pa.ArrowException, match="venue"):
        pq.read_table(root)  # what the issue reported
    store = SnapshotStore(root)  # start-up
    table = pq.read_table(root)
    assert table.num_rows == sum(f.height for f in frames.values())
    for c in store.cycles():
        assert store.read(c).equals(frames[c.venue, c.cycle])
        assert pq.read_schema(c.path).names == [*SNAPSHOT_SCHEMA.names()[1:], "cycle"]
    latest = store.load_latest().sort("venue", "market_id")
    expected = pl.concat([frames[v, 2] for v in VENUES]).sort("venue", "market_id")
    assert latest.equals(expected)
    mtimes = _files(root)
    SnapshotStore(root)  # nothing left to migrate: nothing is rewritten
    assert _files(root) == mtimes


# -- the command ------------------------------------------------------------------------


def test_the_compact_command_reports_progress_and_leaves_today_alone(
    home: Settings, today: date, day_before: date
) -> None:
    env = {"RESAUDIT_HOME": str(home.home), "RESAUDIT_RULESETS_DIR": str(home.rulesets_dir)}
    helped = resaudit("compact", "--help")
    assert helped.returncode == 0
    for words in ("--date", "--before", "one file per day and venue", "today", "no-op"):
        assert words in " ".join(helped.stdout.split()), words
    before = _everything(home)
    run = resaudit("compact", env=env)
    assert run.returncode == 0, run.stderr
    assert f"snapshots/venue=venue_one/date={day_before}: 3 files -> cycles-1-3" in run.stderr
    assert f"date={today}" not in run.stderr
    assert run.stdout.startswith("compacted 3 partition(s): 8 files into 3")
    _assert_same(before, _everything(home))
    again = resaudit("compact", "--date", today.isoformat(), env=env)
    assert again.returncode == 0, again.stderr
    assert f"venue=venue_two/date={today}: 2 files -> cycles-4-5" in again.stderr
    assert again.stdout.startswith("compacted 2 partition(s)")
    assert resaudit("compact", "--date", "yesterday", env=env).returncode == 2


def test_verdict_files_of_different_versions_fold_into_one_aligned_by_name(
    tmp_path: Path,
) -> None:
    old = pl.DataFrame({"pair_id": ["a", "b"], "verdict": ["SAFE", "BLOCK"]})
    new = pl.DataFrame({"pair_id": ["a"], "verdict": ["CAUTION"], "stale": [True]})
    lake.write_cycle(old, tmp_path, lake.VERDICTS, {"date": "2026-11-20"}, 1)
    lake.write_cycle(new, tmp_path, lake.VERDICTS, {"date": "2026-11-20"}, 2)
    stamped = [f.with_columns(cycle=pl.lit(c, pl.Int64)) for c, f in ((1, old), (2, new))]
    (result,) = lake.compact_store(tmp_path, lake.VERDICTS, days=lambda d: True)
    assert (result.inputs, result.rows, result.path.name) == (2, 3, "cycles-1-2.parquet")
    folded = pl.read_parquet(result.path)
    assert folded.equals(pl.concat(stamped, how="diagonal_relaxed"))
    assert folded["stale"].to_list() == [None, None, True]


def test_a_compaction_that_fails_leaves_the_partition_as_it_was(tmp_path: Path) -> None:
    frame = pl.DataFrame({"pair_id": ["a"], "verdict": ["SAFE"]})
    for cycle in (1, 2):
        lake.write_cycle(frame, tmp_path, lake.VERDICTS, {"date": "2026-11-20"}, cycle)
    partition = tmp_path / "date=2026-11-20"
    (partition / "cycle-3.parquet").write_bytes(b"damaged on disk")
    before = {p.name: p.read_bytes() for p in partition.iterdir()}
    with pytest.raises(SnapshotError, match="could not compact"):
        lake.compact_store(tmp_path, lake.VERDICTS, days=lambda d: True)
    assert {p.name: p.read_bytes() for p in partition.iterdir()} == before
    assert not list(lake.staging_dir(tmp_path).iterdir())
