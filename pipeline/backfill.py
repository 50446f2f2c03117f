"""Demo verdict history: the verdicts the service would have given before each settled match.

The demo's recorded venue data holds matches that are already settled. A service started
on it today would audit them only from its first cycle on, so its track record would have
no history before settlement. The backfill fills that in honestly:

- the verdicts come from the recorded rule text alone: every column that reveals or
  follows from the outcome (status, final, result, payouts, prices, books) is blanked
  before the engine sees a leg, so the answer cannot depend on how the match ended;
- each settled event is audited under the first ruleset of the CURRENT lineage that
  covered it, with the same reading and engine a cycle runs (`precompute_verdicts`);
- each row is stamped one hour before its kickoff, the pre-match moment it stands for,
  and carries `cycle` 0, which no refresher cycle uses (cycles count from 1). The files
  are `verdicts/date=<d>/cycle-0.parquet`, rewritten whole on each run (idempotent).

Settlement ground truth is not written here: it comes from the snapshot store's final
rows, which the refresher writes from what the venues report.
"""

from __future__ import annotations

import json
import logging
import math
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any, cast

import polars as pl

from pipeline import lake
from pipeline.cycle import CycleContext, build_view
from pipeline.errors import ResauditError
from pipeline.legs import LegResolver
from pipeline.normalize import normalize_venue_one, normalize_venue_two
from pipeline.precompute import (
    RuleCache,
    check_verdict_rows,
    covered_requests,
    flat_columns,
    precompute_verdicts,
)
from pipeline.rulecache import RuleRecordStore
from pipeline.rulesets import Ruleset, load_current, load_ruleset, load_table, pairs_frame
from pipeline.schemas import VENUES
from pipeline.settings import Settings
from pipeline.snapshots import SnapshotStore

__all__ = [
    "BACKFILL_CYCLE",
    "PRE_MATCH",
    "BackfillReport",
    "backfill",
    "backfill_verdicts",
    "lineage",
    "mask_outcomes",
    "recorded_snapshot",
    "seed_demo_home",
]

logger = logging.getLogger(__name__)

BACKFILL_CYCLE = 0
PRE_MATCH = timedelta(hours=1)
_UTC = pl.Datetime("us", "UTC")


@dataclass(frozen=True, slots=True)
class BackfillReport:
    """What a backfill wrote."""

    verdicts: int
    events: int
    rulesets: tuple[str, ...]
    files: tuple[Path, ...]


def lineage(directory: Path) -> list[Ruleset]:
    """CURRENT and its ancestors, oldest first.

    Raises:
        RulesetError: a ruleset of the chain is missing or fails its hash check.
    """
    chain = [load_current(directory)]
    while chain[-1].parent is not None:
        if len(chain) > 10_000:
            raise ResauditError(f"ruleset lineage in {directory} does not end (a parent cycle)")
        chain.append(load_ruleset(directory, chain[-1].parent))
    return chain[::-1]


def recorded_snapshot(data: Path, at: datetime) -> pl.DataFrame:
    """The recorded venue data normalized into one snapshot frame, as a cycle would see it."""

    def read(rel: str) -> Any:
        return json.loads((data / rel).read_text(encoding="utf-8"))

    series = {str(s["ticker"]): s for s in read("venue_two/series.json")}
    events = {str(e["event_ticker"]): e for e in read("venue_two/events.json")}
    one = normalize_venue_one(read("venue_one/events.json"), {}, at)
    two = normalize_venue_two(read("venue_two/markets.json"), events, series, {}, at)
    return pl.concat([one.frame, two.frame], how="vertical")


def mask_outcomes(snapshot: pl.DataFrame) -> pl.DataFrame:
    """`snapshot` with every outcome-bearing column blanked: what the rules alone say."""
    return snapshot.with_columns(
        status=pl.lit("open"),
        closed=pl.lit(False),
        final=pl.lit(False),
        result=pl.lit(None, pl.String),
        settlement_yes=pl.lit(None, pl.Float64),
        last_price_yes=pl.lit(None, pl.Float64),
        best_bid_yes=pl.lit(None, pl.Float64),
        best_ask_yes=pl.lit(None, pl.Float64),
        yes_asks=pl.lit([], snapshot.schema["yes_asks"]),
        no_asks=pl.lit([], snapshot.schema["no_asks"]),
    )


def _first_covered(chain: list[Ruleset]) -> pl.DataFrame:
    """(canonical_event_id, ruleset index): the first ruleset of the chain covering each event."""
    frames = [
        pairs_frame(rs).select("canonical_event_id").unique().with_columns(rs_index=pl.lit(i))
        for i, rs in enumerate(chain)
    ]
    return pl.concat(frames).group_by("canonical_event_id").agg(pl.col("rs_index").min())


def backfill_verdicts(
    snapshot: pl.DataFrame,
    chain: list[Ruleset],
    resolver: LegResolver,
    rules: RuleCache | None = None,
) -> pl.DataFrame:
    """Stamped verdict rows for every event whose legs are all final in `snapshot`.

    Which events are settled is read from `final` alone; the engine then sees the
    outcome-masked legs, so a verdict never depends on a result or a payout. `rules`
    lets callers share extracted rule records between runs.
    """
    final = snapshot.select("venue", "market_id", "final")
    first = _first_covered(chain)
    parts: list[pl.DataFrame] = []
    rules = rules or RuleCache()  # shared: each rule text is read once across the rulesets
    legs = rules.attach(resolver.resolve(mask_outcomes(snapshot)))
    for index, rs in enumerate(chain):
        pairs = pairs_frame(rs)
        settled_events = (
            pairs.join(first.filter(pl.col("rs_index") == index), on="canonical_event_id")
            .join(
                final.filter(pl.col("venue") == "venue_one"),
                left_on="venue_one_market_id",
                right_on="market_id",
                how="left",
            )
            .join(
                final.filter(pl.col("venue") == "venue_two"),
                left_on="venue_two_market_id",
                right_on="market_id",
                how="left",
                suffix="_two",
            )
            .group_by("canonical_event_id", "kickoff_utc")
            .agg((pl.col("final").fill_null(False) & pl.col("final_two").fill_null(False)).all())
            .filter(pl.col("final"))
            .select("canonical_event_id", stamp=pl.col("kickoff_utc") - PRE_MATCH)
        )
        if settled_events.is_empty():
            continue
        requests = covered_requests(rs).join(
            settled_events.select("canonical_event_id"), on="canonical_event_id", how="semi"
        )
        # `at` only dates the run; every row is restamped below, and nothing is stale.
        verdicts = precompute_verdicts(
            requests,
            legs,
            at=cast(datetime, settled_events["stamp"].max()),
            stale_after_s=math.inf,
        )
        parts.append(
            verdicts.join(settled_events, on="canonical_event_id", how="left")
            .with_columns(
                # the legs are read as of the stamp, so the verdict is as fresh as it claims
                snapshot_ts=pl.col("stamp"),
                snapshot_age_seconds=pl.lit(0.0),
                a_snapshot_ts=pl.col("stamp"),
                b_snapshot_ts=pl.col("stamp"),
                ruleset_sha=pl.lit(rs.sha),
                computed_at=pl.col("stamp").cast(_UTC),
                cycle=pl.lit(BACKFILL_CYCLE, pl.Int64),
            )
            .drop("stamp")
            .with_columns(flat_columns())
        )
    if not parts:
        return pl.DataFrame()
    return pl.concat(parts, how="vertical").sort("computed_at", "pair_id")


def backfill(settings: Settings, data: Path | None = None) -> BackfillReport:
    """Write the demo's pre-match verdict history into the data home's verdict store."""
    data = data or settings.demo_data
    chain = lineage(settings.rulesets_dir)
    resolver = LegResolver(
        load_table(settings.rulesets_dir, "teams"),
        load_table(settings.rulesets_dir, "competitions"),
    )
    snapshot = recorded_snapshot(data, datetime.now(UTC))
    # The rule records kept between runs (as the service keeps them): a backfill after the
    # service has run, or a second one, reads no text again; texts read here are kept.
    store = RuleRecordStore(settings.rule_records_dir)
    rules = RuleCache()
    rules.records = store.load()
    known = rules.records.height
    rows = backfill_verdicts(snapshot, chain, resolver, rules)
    if rules.records.height > known:
        store.save(rules.records)
    previous = set(settings.verdicts_dir.glob(f"date=*/cycle-{BACKFILL_CYCLE}.parquet"))
    files: list[Path] = []
    if rows.height:
        for (day,), part in rows.group_by(
            pl.col("computed_at").dt.date().alias("_day"), maintain_order=True
        ):
            part = part.drop("_day", strict=False)
            check_verdict_rows(part)
            files.append(
                lake.write_cycle(
                    part, settings.verdicts_dir, lake.VERDICTS, {"date": str(day)}, BACKFILL_CYCLE
                )
            )
    for old in previous - set(files):  # a previous run's day that this run no longer has
        old.unlink(missing_ok=True)
    shas = tuple(dict.fromkeys(rows["ruleset_sha"].to_list())) if rows.height else ()
    events = rows["canonical_event_id"].n_unique() if rows.height else 0
    logger.info("backfilled %d verdicts for %d settled events", rows.height, events)
    return BackfillReport(rows.height, events, shas, tuple(files))


def seed_demo_home(settings: Settings, at: datetime | None = None) -> BackfillReport:
    """A data home as the demo has it after one refresher cycle, built without a network.

    The backfill, then one cycle over the recorded data: the snapshot the simulator would
    serve (stored as the next cycle) and the precompute's verdicts for every covered pair.
    For notebooks and offline analysis; the service itself fetches through its adapters.
    """
    report = backfill(settings)
    at = (at or datetime.now(UTC)).astimezone(UTC)
    snapshot = recorded_snapshot(settings.demo_data, at)
    store = SnapshotStore(settings.snapshots_dir, retention_days=settings.snapshot_retention_days)
    cycle = store.last_cycle() + 1
    for venue in VENUES:
        store.write(snapshot.filter(pl.col("venue") == venue), venue=venue, cycle=cycle, at=at)
    ctx = CycleContext.open(settings)
    known = ctx.rule_records.load()  # the backfill above kept the texts it read there
    view = build_view(ctx, snapshot, cycle=cycle, at=at, rules=known)
    if view.rules.height > known.height:
        ctx.rule_records.save(view.rules)
    if view.verdicts.height:
        ctx.verdicts.append(view.verdicts, ruleset_sha=ctx.ruleset.sha, cycle=cycle, at=at)
    return report
