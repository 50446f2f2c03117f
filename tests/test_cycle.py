"""The cycle is the pipeline's: one function, one immutable view, snapshots AND verdicts stored.

`resaudit refresh --once` runs it as a real process against the real simulator; the
in-process tests check what the view is and what the refresher does with it.
"""

from __future__ import annotations

import asyncio
import dataclasses
import platform
import re
import threading
from collections.abc import Iterator
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import polars as pl
import pytest

from pipeline.backfill import recorded_snapshot
from pipeline.compaction import compact
from pipeline.cycle import CycleContext, build_view, initial_view, run_cycle
from pipeline.errors import SnapshotError
from pipeline.fetch import fetch_snapshot
from pipeline.memory import release_freed_memory
from pipeline.precompute import (
    COMPACTED_LISTS,
    VERDICT_ROW_SCHEMA,
    VerdictStore,
    as_stored,
    check_verdict_rows,
    precompute_verdicts,
)
from pipeline.refresher import Refresher
from pipeline.rulecache import RuleRecordStore
from pipeline.rules.compare import CODES, MODES
from pipeline.rules.contingency import CONTINGENCIES
from pipeline.rules.template_memo import TemplateMemo
from pipeline.rules.templates import extract_by_template
from pipeline.rules.timing_void import PAYOUTS
from pipeline.rulesets import load_current
from pipeline.schemas import SNAPSHOT_SCHEMA, rules_hash_expr
from pipeline.settings import Settings
from pipeline.taxonomy import Contingency, DivergenceCode, Mode, Payout
from pipeline.venues.simulator import start_background
from pipeline.venues.venue_one import VenueOneClient
from pipeline.venues.venue_two import VenueTwoClient
from tests.conftest import DEMO, ROOT, resaudit, sim_settings, venue_env


@pytest.fixture
def sim() -> Iterator[str]:
    server = start_background(DEMO)
    try:
        yield server.url
    finally:
        server.stop()


def _settings(sim: str, home: Path) -> Settings:
    return sim_settings(sim, home=home, rulesets_dir=ROOT / "rulesets", upstream_retries=0)


@pytest.mark.slow
def test_refresh_once_writes_snapshots_and_verdicts(demo_simulator: str, tmp_path: Path) -> None:
    env = {**venue_env(demo_simulator), "RESAUDIT_HOME": str(tmp_path)}
    done = resaudit("refresh", "--once", env=env, timeout=300)
    assert done.returncode == 0, done.stderr
    audited = re.search(r"(\d+) pairs audited, (\d+) verdicts stored", done.stdout)
    assert audited and audited[1] == audited[2] and int(audited[1]) > 0, done.stdout
    snapshots = list((tmp_path / "snapshots").rglob("cycle-1.parquet"))
    assert len(snapshots) == 2  # one per venue
    history = VerdictStore(tmp_path / "verdicts").history()
    assert history is not None
    stored = history.collect()
    assert stored.height == int(audited[1]) and stored.schema == VERDICT_ROW_SCHEMA
    assert (stored["cycle"] == 1).all()
    again = resaudit("refresh", "--once", env=env, timeout=300)
    assert again.returncode == 0, again.stderr
    # Nothing changed between the two cycles, so the store appends nothing.
    assert f"{audited[1]} pairs audited, 0 verdicts stored" in again.stdout, again.stdout


@pytest.mark.anyio
async def test_a_cycle_returns_a_new_view_and_leaves_the_previous_one_as_it_was(
    sim: str, tmp_path: Path
) -> None:
    ctx = CycleContext.open(_settings(sim, tmp_path))
    empty = initial_view(ctx)
    assert empty.snapshot.is_empty() and empty.verdicts.is_empty() and not empty.stored
    async with VenueOneClient(ctx.settings) as v1, VenueTwoClient(ctx.settings) as v2:
        first = await run_cycle(ctx, empty, cycle=1, venue_one=v1, venue_two=v2)
    assert empty.snapshot.is_empty() and not empty.leg_index  # untouched
    assert first.report is not None and first.report.ok > 0
    assert first.report.pairs_audited == first.verdicts.height == ctx.ruleset.pair_count
    assert first.report.verdicts_stored == first.verdicts.height
    assert set(first.stored) == set(first.verdicts["pair_id"])
    with pytest.raises(dataclasses.FrozenInstanceError):
        first.cycle = 2  # type: ignore[misc]
    with pytest.raises(TypeError):
        first.stored["x"] = {}  # type: ignore[index]


@pytest.mark.anyio
async def test_venue_one_texts_are_handed_to_read_ahead_before_its_books_are_asked_for(
    sim: str, tmp_path: Path
) -> None:
    # The books are most of venue_one's requests and only price its rows: its rule texts
    # are read while they are fetched, not after them (B3's cycle ended reading them).
    settings = _settings(sim, tmp_path)
    handed: list[pl.DataFrame] = []
    seen = threading.Event()

    def read_ahead(rows: pl.DataFrame) -> None:
        part = rows.filter(pl.col("venue") == "venue_one")
        if part.height:
            handed.append(part)
            seen.set()

    async with VenueOneClient(settings) as v1, VenueTwoClient(settings) as v2:
        books = v1.get_books

        async def get_books(tokens: list[str]) -> dict[str, dict[str, Any] | None]:
            # Waits for the rows: handed only after the books, they never would be.
            assert await asyncio.to_thread(seen.wait, 30), "no rows before the books"
            return await books(tokens)

        v1.get_books = get_books  # type: ignore[method-assign]
        latest, tally, _ = await fetch_snapshot(
            settings,
            load_current(settings.rulesets_dir),
            SNAPSHOT_SCHEMA.to_frame(eager=True),
            venue_one=v1,
            venue_two=v2,
            read_ahead=read_ahead,
        )
    assert tally.failed == 0 and tally.ok > 0
    # The rows handed early (parsed without books) carry the final rows' texts.
    early = pl.concat(handed).select("market_id", "rules_hash", "rules_primary")
    final = latest.filter(pl.col("venue") == "venue_one").select(early.columns)
    assert early.sort("market_id").equals(final.sort("market_id"))
    assert final.height == early.height > 0
    # A market seen before goes with the final rows (once), not parsed twice.
    handed.clear()
    async with VenueOneClient(settings) as v1, VenueTwoClient(settings) as v2:
        again, tally, _ = await fetch_snapshot(
            settings,
            load_current(settings.rulesets_dir),
            latest,
            venue_one=v1,
            venue_two=v2,
            read_ahead=read_ahead,
        )
    assert tally.skipped > 0  # final markets are not fetched again
    late = pl.concat(handed).select(early.columns)
    moving = again.filter((pl.col("venue") == "venue_one") & ~pl.col("final"))
    assert late.sort("market_id").equals(moving.select(early.columns).sort("market_id"))


@pytest.mark.anyio
async def test_a_cycle_whose_venues_fail_keeps_the_previous_rows_and_reports_why(
    tmp_path: Path,
) -> None:
    dead = "http://127.0.0.1:9"  # nothing listens on the discard port
    ctx = CycleContext.open(_settings(dead, tmp_path))
    at = datetime.now(UTC)
    _store(ctx, recorded_snapshot(DEMO, at), at)
    refresher = Refresher(ctx)
    before = refresher.view
    assert before.snapshot.height > 0
    async with VenueOneClient(ctx.settings) as v1, VenueTwoClient(ctx.settings) as v2:
        report = await refresher.cycle_once(v1, v2)
    assert report.ok == 0 and report.failed > 0 and report.last_error
    assert refresher.view is not before and refresher.view.report is report
    assert refresher.view.snapshot.equals(before.snapshot)  # carried, ages included
    assert refresher.health()["last_error"] == report.last_error
    assert VerdictStore(ctx.settings.verdicts_dir).history() is None  # nothing new to store


def _store(ctx: CycleContext, snapshot: pl.DataFrame, at: datetime) -> None:
    for venue in ("venue_one", "venue_two"):
        ctx.snapshots.write(snapshot.filter(pl.col("venue") == venue), venue=venue, cycle=3, at=at)


def test_the_start_up_view_reads_the_stored_snapshot_without_storing_verdicts(
    tmp_path: Path,
) -> None:
    # A rule cache of its own (not the run's shared one): the test damages it.
    settings = Settings(
        home=tmp_path, rulesets_dir=ROOT / "rulesets", rule_cache_dir=tmp_path / "rule-cache"
    )
    ctx = CycleContext.open(settings)
    at = datetime.now(UTC)
    snapshot = recorded_snapshot(DEMO, at)
    _store(ctx, snapshot, at)
    view = initial_view(ctx)
    assert view.cycle == 0 and view.snapshot.height == snapshot.height
    assert view.verdicts.height == ctx.ruleset.pair_count
    assert VerdictStore(settings.verdicts_dir).history() is None
    same = build_view(ctx, view.snapshot, cycle=0, at=at, rules=view.rules)
    assert same.rules.height == view.rules.height  # every text was read already
    # The records read are kept for the next start-up, which then reads no text again.
    assert ctx.rule_records.load().height == view.rules.height
    warm = initial_view(CycleContext.open(settings))
    assert warm.rules.equals(ctx.rule_records.load())
    assert warm.verdicts.drop("snapshot_age_seconds", strict=False).equals(
        view.verdicts.drop("snapshot_age_seconds", strict=False)
    )
    # Another reader version never reads these records; a damaged file is ignored.
    assert RuleRecordStore(settings.rule_records_dir, fingerprint="other").load().is_empty()
    ctx.rule_records.path.write_bytes(b"not parquet")
    assert ctx.rule_records.load().is_empty()


def test_template_readings_are_kept_beside_the_rule_records(tmp_path: Path) -> None:
    text = "If {h} wins the {h} vs. {a} match on {d}, the market resolves to Yes."
    legs = (
        pl.DataFrame(
            [
                {
                    "venue": "venue_one",
                    "rules_primary": text.format(h=h, a=a, d=d),
                    "rules_secondary": None,
                    "resolution_source": None,
                    "settlement_sources": [],
                    "event_title": f"{h} vs. {a}",
                }
                for h, a, d in (
                    ("Brentford", "Everton", "May 3, 2031"),
                    ("Getafe", "Girona", "June 4, 2031"),
                )
            ]
        )
        .with_columns(
            pl.col("settlement_sources").cast(pl.List(pl.String)),
            pl.col("rules_secondary", "resolution_source").cast(pl.String),
        )
        .with_columns(rules_hash=rules_hash_expr())
    )
    memo = TemplateMemo()
    extract_by_template(legs, listing=False, memo=memo)  # two legs, one template
    kept = memo.frames()
    assert kept is not None and kept[0].height == 1
    store = RuleRecordStore(tmp_path)
    assert store.save_templates(memo)
    again = TemplateMemo()
    assert store.load_templates(again) == 1
    loaded = again.frames()
    assert loaded is not None
    assert all(a.equals(b) for a, b in zip(loaded, kept, strict=True))
    # Another reader version never reads them; a damaged file adds none.
    assert RuleRecordStore(tmp_path, fingerprint="other").load_templates(TemplateMemo()) == 0
    store.templates_path.write_bytes(b"not parquet")
    assert store.load_templates(TemplateMemo()) == 0


def test_a_compacted_slice_reads_back_as_the_engine_rows_it_was_made_from(
    tmp_path: Path,
) -> None:
    # A view keeps each slice of the engine's rows compacted (its divergences' and
    # contingencies' texts an Enum, its lists copied into buffers of their own): every row
    # must read back as the engine gave it, in order, from the first slice and from one
    # that starts midway, and as stored it is the engine's frame again.
    ctx = CycleContext.open(Settings(home=tmp_path, rulesets_dir=ROOT / "rulesets"))
    at = datetime.now(UTC)
    view = build_view(ctx, recorded_snapshot(DEMO, at), cycle=1, at=at)
    requests = ctx.requests.with_columns(a_held=pl.lit("yes"), b_held=pl.lit("no"))
    for part in (requests, requests.slice(3, 11)):
        rows = precompute_verdicts(part, view.legs, at=at, stale_after_s=300, rules=view.rules)
        assert rows.height == part.height and rows["divergences"].list.len().sum() > 0
        assert rows["contingencies"].list.len().sum() > 0
        compacted = compact(rows)
        for column in COMPACTED_LISTS:
            assert compacted.schema[column] != rows.schema[column]
        assert compacted.rows() == rows.rows()
        assert as_stored(compacted).equals(rows)


def test_verdict_rows_are_checked_on_write(tmp_path: Path) -> None:
    store = VerdictStore(tmp_path)
    with pytest.raises(SnapshotError, match="verdict rows"):
        check_verdict_rows(pl.DataFrame({"pair_id": ["x"]}))
    assert store.history() is None


def test_the_taxonomy_enums_hold_every_value_the_engine_writes() -> None:
    assert [c.value for c in DivergenceCode] == list(CODES)
    assert [c.value for c in Contingency] == list(CONTINGENCIES)
    assert [p.value for p in Payout] == list(PAYOUTS)
    assert [m.value for m in Mode] == list(MODES)


def test_a_new_store_compares_each_pair_with_its_last_stored_row(tmp_path: Path) -> None:
    # The history is signed file by file (pipeline.precompute.VerdictStore._last): a store
    # opened later still writes exactly the pairs whose answer differs from their newest row.
    settings = Settings(home=tmp_path, rulesets_dir=ROOT / "rulesets")
    ctx = CycleContext.open(settings)
    at = datetime.now(UTC)
    verdicts = build_view(ctx, recorded_snapshot(DEMO, at), cycle=1, at=at).verdicts
    changed = verdicts.with_columns(
        verdict=pl.when(pl.col("pair_id") == verdicts["pair_id"][0])
        .then(pl.lit("changed"))
        .otherwise(pl.col("verdict"))
    )
    first = VerdictStore(settings.verdicts_dir)
    assert (
        first.append(verdicts, ruleset_sha="s", cycle=1, at=at + timedelta(minutes=1))
        == verdicts.height
    )
    assert first.append(changed, ruleset_sha="s", cycle=2, at=at + timedelta(minutes=2)) == 1
    later = VerdictStore(settings.verdicts_dir)
    assert later.append(changed, ruleset_sha="s", cycle=3, at=at + timedelta(minutes=3)) == 0
    # The first pair's newest row is cycle 2's: going back to cycle 1's answer is a change.
    assert later.append(verdicts, ruleset_sha="s", cycle=4, at=at + timedelta(minutes=4)) == 1
    assert VerdictStore(settings.verdicts_dir).append(
        verdicts, ruleset_sha="t", cycle=5, at=at + timedelta(minutes=5)
    ) == (verdicts.height)


def test_freed_memory_is_given_back_where_the_c_library_can() -> None:
    # glibc's malloc_trim is found and called (the cycle calls it after its fetch); on a
    # C library without one it is a no-op that says so.
    assert release_freed_memory() is (platform.libc_ver()[0] == "glibc")
