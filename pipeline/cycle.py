"""One cycle, owned by the pipeline: fetch -> snapshot -> read rules -> precompute -> store.

`run_cycle` runs a whole cycle and returns one immutable `CycleView`: the snapshot, the
legs read from it (with their rule records), the precomputed verdicts, the per-cycle
indexes an audit answers from, and the cycle's report. Nothing is handed back through
mutable attributes: the refresher only schedules cycles and publishes each view by
swapping one reference, and a request reads the one view it took from start to end, so
it can never pair one cycle's legs with another cycle's verdicts.

`resaudit refresh --once` runs the same function, so it writes snapshots and verdicts.
"""

from __future__ import annotations

import asyncio
import logging
import sys
from collections.abc import Callable, Hashable, Iterable, Iterator, Mapping
from dataclasses import dataclass, field, replace
from datetime import UTC, datetime
from types import MappingProxyType
from typing import Any, TypeVar

import polars as pl

from pipeline.compaction import compact, concat_compacted
from pipeline.errors import ResauditError
from pipeline.fastpath import HELD, HeldRows
from pipeline.fetch import fetch_snapshot
from pipeline.fetchplan import BookChoice, DepthInterest
from pipeline.fetchrun import CycleProgress, FetchTally
from pipeline.legs import LegResolver
from pipeline.memory import release_freed_memory
from pipeline.precompute import (
    LEG_IDENTITY_COLUMNS,
    TEMPLATES,
    PreparedLegs,
    VerdictStore,
    covered_requests,
    known_rules,
    precompute_verdicts,
)
from pipeline.readahead import ReadAhead
from pipeline.rulecache import RuleRecordStore
from pipeline.rules.extract import RULE_RECORD_SCHEMA
from pipeline.rulesets import Ruleset, load_current, load_table
from pipeline.schemas import SNAPSHOT_SCHEMA, VENUES
from pipeline.settings import Settings
from pipeline.snapshots import SnapshotStore
from pipeline.venuecontext import VenueContext
from pipeline.venues.venue_one import VenueOneClient
from pipeline.venues.venue_two import VenueTwoClient

__all__ = [
    "LEG_INFO_COLUMNS",
    "VIEW_LEG_COLUMNS",
    "CycleContext",
    "CycleReport",
    "CycleView",
    "build_view",
    "fetch_plan_report",
    "initial_view",
    "leg_index",
    "run_cycle",
]

logger = logging.getLogger(__name__)

# What a response says about a leg, indexed per cycle by (venue, market_id).
LEG_INFO_COLUMNS = (
    "venue",
    "market_id",
    "title",
    "status",
    "rules_hash",
    "fetched_at",
    "outcome_label",
    # what the exposure and the spread price a leg with (pipeline.hedge)
    "last_price_yes",
    "ask_yes",
    "ask_no",
    "fee_rate",
    "fee_exponent",
)


def _best(levels: str) -> pl.Expr:
    return pl.col(levels).list.first().struct.field("price")


LegIndex = Mapping[tuple[str, str], Mapping[str, Any]]
K = TypeVar("K", bound=Hashable)


@dataclass(frozen=True, slots=True)
class CycleReport:
    """What one cycle did; the refresher's health counters are derived from it."""

    cycle: int
    started: datetime
    finished: datetime | None = None
    ok: int = 0  # markets fetched and normalized this cycle
    failed: int = 0  # markets whose fetch or payload failed (previous row kept)
    terminal: int = 0  # markets whose result is final
    skipped: int = 0  # final markets not fetched again
    invalid: int = 0  # payloads that failed validation (reported and dropped)
    errors: tuple[str, ...] = ()
    rule_changes: int = 0
    pairs_audited: int = 0
    verdicts_stored: int = 0
    plan: Mapping[str, Any] | None = None  # the venue_two book plan (fetch_plan_report)

    @property
    def last_error(self) -> str | None:
        """The last upstream failure of the cycle, naming its request and status."""
        return self.errors[-1] if self.errors else None


@dataclass(frozen=True, slots=True, weakref_slot=True)
class CycleView:
    """Everything one cycle produced, read together by every request that takes it.

    The frames are never changed in place and the indexes are read-only mappings; a new
    cycle builds a new view. Caches kept per view refer to it weakly, so a view no
    request reads any more is freed when the next one is published.
    """

    cycle: int  # the cycle whose data this is (0: loaded from disk at start-up)
    ruleset_sha: str
    snapshot: pl.DataFrame  # SNAPSHOT_SCHEMA: the latest row of every market
    legs: pl.DataFrame  # the snapshot read: each leg's identity, `rules_hash` (VIEW_LEG_COLUMNS)
    rules: pl.DataFrame  # RULE_RECORD_SCHEMA: every rule text read so far, by rules_hash
    # the precomputed Yes/Yes verdict of every covered pair present, its divergences' and
    # contingencies' texts held once each (`held`'s first block, `pipeline.compaction`;
    # `row` reads the same strings)
    verdicts: pl.DataFrame
    leg_index: LegIndex  # (venue, market_id) -> LEG_INFO_COLUMNS
    stored: Mapping[str, Mapping[str, Any]]  # pair_id -> its precomputed verdict row
    snapshot_ts: datetime | None  # data age: oldest fetch among markets still moving
    report: CycleReport | None  # None for a view loaded from disk
    # every covered pair under each held combination (Yes/No legs): pipeline.fastpath
    held: HeldRows = field(default_factory=lambda: HeldRows.of(pl.DataFrame()))
    # venue_two order books read so far and within their TTL: ticker -> (payload, read at)
    books: Mapping[str, tuple[dict[str, Any] | None, datetime]] = field(
        default_factory=lambda: MappingProxyType({})
    )


@dataclass(frozen=True, slots=True)
class CycleContext:
    """What every cycle of one process shares: settings, ruleset, reference tables, stores."""

    settings: Settings
    ruleset: Ruleset
    resolver: LegResolver
    competitions: dict[str, Any]
    snapshots: SnapshotStore
    verdicts: VerdictStore
    requests: pl.DataFrame  # one request per covered pair (REQUEST_SCHEMA)
    rule_records: RuleRecordStore  # rule records kept between runs
    depth_interest: DepthInterest  # venue_two legs audited lately with a notional
    # events and series read lately (cycles and audits), for on-demand legs
    venue_context: VenueContext

    @classmethod
    def open(cls, settings: Settings, ruleset: Ruleset | None = None) -> CycleContext:
        """The context for `settings`: the current ruleset (unless given), its tables and
        the two stores.

        Raises:
            RulesetError: no current ruleset, or a ruleset or table that fails its checks.
        """
        ruleset = ruleset or load_current(settings.rulesets_dir)
        competitions = load_table(settings.rulesets_dir, "competitions")
        return cls(
            settings=settings,
            ruleset=ruleset,
            resolver=LegResolver(load_table(settings.rulesets_dir, "teams"), competitions),
            competitions=competitions,
            snapshots=SnapshotStore(
                settings.snapshots_dir, retention_days=settings.snapshot_retention_days
            ),
            verdicts=VerdictStore(settings.verdicts_dir),
            requests=covered_requests(ruleset),
            rule_records=RuleRecordStore(settings.rule_records_dir),
            depth_interest=DepthInterest(),
            venue_context=VenueContext(ttl_s=2 * settings.refresh_interval_s),
        )


class RowIndex(Mapping[K, Mapping[str, Any]]):
    """A read-only index of a frame's rows by key, each row turned into a dict on first use.

    Building a dict per row up front cost seconds per cycle at a season's coverage (12,000
    verdict rows with nested columns), while a request reads one or three rows: the keys
    are indexed at once (one column), and a row is converted when first asked for, then
    kept. Converting twice under a race yields equal rows, so no lock is needed.
    """

    def __init__(self, frame: pl.DataFrame, keys: Iterable[K]) -> None:
        self._frame = frame
        self._at: Mapping[K, int] = {k: i for i, k in enumerate(keys)}
        self._rows: dict[K, Mapping[str, Any]] = {}

    @classmethod
    def at(cls, frame: pl.DataFrame, positions: Mapping[K, int]) -> RowIndex[K]:
        """The index of `frame` by an existing key -> row number mapping (shared, not
        copied: a view's stored verdicts are indexed by its held rows' pair index)."""
        index: RowIndex[K] = cls(frame, ())
        index._at = positions
        return index

    def __getitem__(self, key: K) -> Mapping[str, Any]:
        row = self._rows.get(key)
        if row is None:
            row = MappingProxyType(self._frame.row(self._at[key], named=True))
            self._rows[key] = row
        return row

    def __contains__(self, key: object) -> bool:
        return key in self._at

    def __iter__(self) -> Iterator[K]:
        return iter(self._at)

    def __len__(self) -> int:
        return len(self._at)


def leg_index(snapshot: pl.DataFrame) -> LegIndex:
    """(venue, market_id) -> what a response says about the leg."""
    if snapshot.is_empty():
        return MappingProxyType({})
    # A market whose book was not read carries its listing's best prices only.
    info = snapshot.with_columns(
        ask_yes=pl.coalesce(_best("yes_asks"), pl.col("best_ask_yes")),
        ask_no=pl.coalesce(_best("no_asks"), 1.0 - pl.col("best_bid_yes")),
    ).select(LEG_INFO_COLUMNS)
    # Two venue names, not one string object per leg.
    venues = (sys.intern(v) for v in info["venue"])
    return RowIndex(info, zip(venues, info["market_id"], strict=True))


def _snapshot_ts(latest: pl.DataFrame) -> datetime | None:
    """Age of the data: the oldest fetch among markets still moving (final ones do not age)."""
    if latest.is_empty():
        return None
    # Over the two columns only: filtering the frame copied every moving row's rule texts
    # (about 10 MiB at a season's coverage) at the end of a cycle's precomputing.
    fetched, moving = pl.col("fetched_at"), ~pl.col("final")
    row = latest.select(
        n=moving.sum(), oldest=fetched.filter(moving).min(), newest=fetched.max()
    ).row(0, named=True)
    ts = row["oldest"] if row["n"] else row["newest"]
    return ts if isinstance(ts, datetime) else None


# Covered pairs precomputed at a time (`build_view`). Each engine call costs about 50 ms
# of CPU whatever its rows (a hundred-odd small queries); at a season's 12,183 pairs,
# 4,096 made 12 calls and ~0.85 s of CPU a view, 8,192 makes 8 and ~0.6 s, the view's
# peak the same within a few MiB (a slice's intermediate frames are small beside it).
PRECOMPUTE_SLICE = 8_192

# New rule texts are read in slices of this many, so health can say how many are left.
READ_SLICE = 500


def _read_legs(
    ctx: CycleContext, snapshot: pl.DataFrame, rules: pl.DataFrame | None, progress: CycleProgress
) -> tuple[pl.DataFrame, pl.DataFrame]:
    """`precompute.read_legs`, with the texts not read before read slice by slice, and
    the legs left as resolved: (legs, every record known), the records beside them."""
    progress.enter("reading rules")
    legs = ctx.resolver.resolve(snapshot)
    known = RULE_RECORD_SCHEMA.to_frame() if rules is None else rules
    new = legs.unique("rules_hash", keep="first", maintain_order=True).join(
        known.select("rules_hash"), on="rules_hash", how="anti"
    )
    progress.texts_total, progress.texts_read = new.height, 0
    for start in range(0, new.height, READ_SLICE):
        chunk = new.slice(start, READ_SLICE)
        known = known_rules(chunk, known)
        progress.texts_read += chunk.height
    progress.enter("precomputing")
    return legs, known_rules(legs, known)


# What a view keeps of its read legs: what the engine reads of a leg beside the view's
# rule records (`LEG_IDENTITY_COLUMNS`) and the competition an on-demand pair's knockout
# flag comes from (`with_knockout`). The rule texts and the listing's other columns are
# the snapshot's, and each leg's record is the view's `rules` row of its `rules_hash`
# (joined on every leg, the records' ~40 columns were most of a view's legs).
VIEW_LEG_COLUMNS = (*LEG_IDENTITY_COLUMNS, "competition")


def build_view(
    ctx: CycleContext,
    snapshot: pl.DataFrame,
    *,
    cycle: int,
    at: datetime,
    rules: pl.DataFrame | None = None,
    report: CycleReport | None = None,
    progress: CycleProgress | None = None,
) -> CycleView:
    """Read a snapshot and precompute every covered pair in it: the view of that data.

    Pure computation (no I/O): `rules` are the records already read (a previous view's),
    so only new texts are extracted; verdicts are judged as of `at`. `progress`, when
    given, counts the new texts as they are read (a cold start reads thousands).
    """
    legs, known = _read_legs(ctx, snapshot, rules, progress or CycleProgress())
    legs = legs.select(VIEW_LEG_COLUMNS)

    # The No contracts too (the engine's cost is per distinct rule combination, not per
    # row): an audit of a covered pair never runs the engine. One batch per held
    # combination, Yes/Yes first, so the stored verdicts are the first batch itself rather
    # than a filtered copy of all four. Each batch runs over the requests a slice at a
    # time, each slice compacted as soon as it is made: the engine's intermediate frames
    # and its rows with their texts row by row span a slice, not a batch (a whole batch
    # at once was the peak of a season's precomputing; all four at once, about 100 MiB
    # more). A pair's row depends only on its own request, so the rows are the same.
    # What every call shares of the legs (their rule ids, index, identity), once.
    prepared = PreparedLegs.of(legs, known)

    def batch(a: str, b: str) -> Iterator[pl.DataFrame]:
        requests = ctx.requests.with_columns(a_held=pl.lit(a), b_held=pl.lit(b))
        for start in range(0, max(requests.height, 1), PRECOMPUTE_SLICE):
            rows = precompute_verdicts(
                requests.slice(start, PRECOMPUTE_SLICE),
                prepared,
                at=at,
                stale_after_s=ctx.settings.stale_after_s,
            )
            yield compact(rows) if rows.height else rows

    first = list(batch(*HELD[0]))
    parts = [part for part in first if part.height]
    # None of the covered pairs is present: the engine's own empty answer.
    held = verdicts = parts[0] if parts else first[0]
    del first
    if parts:
        pairs = sum(part.height for part in parts)
        parts += [part for a, b in HELD[1:] for part in batch(a, b) if part.height]
        held = concat_compacted(parts)
        verdicts = held.slice(0, pairs)
    held_rows = HeldRows.of(held)
    stored: Mapping[str, Mapping[str, Any]] = {}
    if verdicts.height:
        # One pair index for the held rows and the stored verdicts, their first block.
        stored = (
            RowIndex.at(verdicts, held_rows.pairs)
            if held_rows.pairs
            else RowIndex(verdicts, verdicts["pair_id"])
        )
    return CycleView(
        cycle=cycle,
        ruleset_sha=ctx.ruleset.sha,
        snapshot=snapshot,
        legs=legs,
        rules=known,
        verdicts=verdicts,
        leg_index=leg_index(snapshot),
        stored=stored,
        snapshot_ts=_snapshot_ts(snapshot),
        report=report,
        held=held_rows,
    )


def initial_view(ctx: CycleContext, *, now: datetime | None = None) -> CycleView:
    """The view of the last stored snapshot, so audits can answer before the first cycle.

    Partial writes a crash left behind are removed first. The rule records kept from the
    last run are reused, so only texts they lack are read (a warm start reads none);
    no snapshot or verdict is stored.
    """
    ctx.snapshots.remove_partial_writes()
    latest = ctx.snapshots.load_latest()
    if latest.is_empty():
        latest = SNAPSHOT_SCHEMA.to_frame(eager=True)
    rules = ctx.rule_records.load()
    ctx.rule_records.load_templates(TEMPLATES)
    view = build_view(ctx, latest, cycle=0, at=now or datetime.now(UTC), rules=rules)
    if view.rules.height > rules.height:
        ctx.rule_records.save(view.rules)
        ctx.rule_records.save_templates(TEMPLATES)
    return view


def fetch_plan_report(choice: BookChoice) -> dict[str, Any]:
    """What the venue_two book plan did, for health (deferred markets listed, first 20)."""
    read_at = [at for _, at in choice.carried.values()]
    return {
        "venue_two_books_wanted": choice.wanted,
        "venue_two_books_read": len(choice.fetch),
        "venue_two_books_carried": len(choice.carried) - len(choice.fetch),
        "venue_two_books_failed": len(choice.failed),
        "venue_two_books_deferred": len(choice.deferred),
        "deferred_markets": choice.deferred[:20],
        "book_allowance": choice.allowance,
        "oldest_book_at": min(read_at) if read_at else None,
    }


def _report(cycle: int, started: datetime, tally: FetchTally, **more: Any) -> CycleReport:
    return CycleReport(
        cycle=cycle,
        started=started,
        ok=tally.ok,
        failed=tally.failed,
        terminal=tally.terminal,
        skipped=tally.skipped,
        invalid=tally.invalid,
        errors=tuple(tally.errors),
        **more,
    )


async def run_cycle(
    ctx: CycleContext,
    previous: CycleView,
    *,
    cycle: int,
    venue_one: VenueOneClient,
    venue_two: VenueTwoClient,
    now: Callable[[], datetime] = lambda: datetime.now(UTC),
    progress: CycleProgress | None = None,
) -> CycleView:
    """Run one whole cycle and return its view; never raises for upstream or store failures.

    Fetch every covered market (rows not refreshed are carried from `previous`), store the
    snapshot and its rule changes, read the rules, precompute every covered pair and store
    the verdicts that changed. When the cycle fails as a whole, the view keeps
    `previous`'s data and carries the failure in its report. `progress`, when given, says
    how far the cycle is while it runs.
    """
    started = now()
    progress = progress or CycleProgress(cycle=cycle)
    try:
        # The first cycle after a restart reads the stored verdicts' signatures before its
        # fetch, while the process holds one view and no payloads: read at the first
        # append, beside both views, it was that cycle's (and `serve`'s) memory peak.
        ctx.verdicts.load_signatures()
        # The resolver keeps each listing's identity: venue_one's legs are resolved while
        # venue_two's requests wait for their budget, so reading finds them known; their
        # new rule texts are read meanwhile in a worker thread (`pipeline.readahead`).
        ahead = ReadAhead(ctx.resolver.resolve, previous.rules)
        try:
            fetched = await fetch_snapshot(
                ctx.settings,
                ctx.ruleset,
                previous.snapshot,
                venue_one=venue_one,
                venue_two=venue_two,
                now=now,
                progress=progress,
                books=previous.books,
                interest=ctx.depth_interest.recent(ctx.settings.depth_interest_s),
                read_ahead=ahead,
                context=ctx.venue_context,
            )
        except BaseException:
            ahead.cancel()
            raise
        latest, tally, choice = fetched
        at = now()
        # The payloads are normalized and gone: their pages go back before the reading and
        # the engine allocate theirs (pipeline.memory).
        release_freed_memory()
        progress.enter("reading rules")  # what the worker thread has still to read
        known = await asyncio.to_thread(ahead.finish)
        progress.enter("storing")
        rule_changes = 0
        if tally.ok:
            for venue in VENUES:
                part = latest.filter(pl.col("venue") == venue)
                if part.height:
                    ctx.snapshots.write(part, venue=venue, cycle=cycle, at=at)
            rule_changes = ctx.snapshots.record_rule_changes(
                previous.snapshot, latest, cycle=cycle, at=at
            ).height
            ctx.snapshots.prune(at)
        view = build_view(ctx, latest, cycle=cycle, at=at, rules=known, progress=progress)
        progress.enter("storing")
        if view.rules.height > previous.rules.height:
            # Texts read for the first time: keep them (and their templates, with those
            # on-demand audits read) for the next start-up.
            ctx.rule_records.save(view.rules)
            ctx.rule_records.save_templates(TEMPLATES)
        stored = 0
        if tally.ok and view.verdicts.height:
            try:
                stored = ctx.verdicts.append(
                    view.verdicts, ruleset_sha=ctx.ruleset.sha, cycle=cycle, at=at
                )
            except (ResauditError, OSError) as exc:
                # The view is still good to serve; the next cycle stores what changed.
                tally.errors.append(f"verdict store: {exc}")
                logger.error("cycle %d: verdicts not stored: %s", cycle, exc)
        report = _report(
            cycle,
            started,
            tally,
            finished=now(),
            rule_changes=rule_changes,
            pairs_audited=view.verdicts.height,
            verdicts_stored=stored,
            plan=fetch_plan_report(choice),
        )
        progress.enter("idle")
        return replace(view, report=report, books=MappingProxyType(dict(choice.carried)))
    except (ResauditError, OSError) as exc:
        progress.enter("idle")
        logger.error("cycle %d failed: %s", cycle, exc)
        failed = FetchTally(failed=max(1, previous.snapshot.height), errors=[str(exc)])
        return replace(previous, report=_report(cycle, started, failed, finished=now()))
