"""The comparison engine: pair frame in, verdict frame out (docs/DESIGN.md §7.2).

One function, `audit_frame`, serves both the batch precompute (thousands of pairs) and a
single on-demand audit (a one-row frame): every output value is a row-wise Polars
expression, so a pair's answer does not depend on the rows around it.

Pair frame: the pair keys (`pair_id`, `canonical_event_id`, `knockout`, `notional_usd`)
plus, per leg, `a_*` (venue_one) and `b_*` (venue_two) columns: LEG_COLUMNS and the
extracted rule record (RULE_RECORD_SCHEMA). `pair_frame` builds it from two leg frames.
"""

from __future__ import annotations

import functools
import math
from collections.abc import Callable
from datetime import UTC, datetime
from typing import Any

import polars as pl

from pipeline.rules import divergences as D
from pipeline.rules import identity as I
from pipeline.rules import keyed
from pipeline.rules.contingency import contingency_rows, leg, payout_columns
from pipeline.rules.extract import RULE_INPUT_COLUMNS, RULE_RECORD_SCHEMA, extract_rules
from pipeline.rules.fewpairs import MAX_ROWS, evaluate_rows
from pipeline.schemas import BOOK_LEVEL
from pipeline.taxonomy import DivergenceCode, Mode

__all__ = [
    "CODES",
    "stale_expr",
    "LEG_COLUMNS",
    "MODES",
    "OPERATIONAL_CODES",
    "PAIR_KEYS",
    "audit_frame",
    "keyed_pair_frame",
    "pair_frame",
    "rule_tables",
    "scored_verdict_expr",
    "verdict_expr",
    "with_rules",
]

# The taxonomy's enums are the one declaration; the engine works on their plain strings.
MODES: tuple[str, ...] = tuple(m.value for m in Mode)
# The fixed order divergences are reported in.
CODES: tuple[str, ...] = tuple(c.value for c in DivergenceCode)
# Operational, not a judgement of the rules: left out of the scored verdict (docs/DESIGN.md §10).
OPERATIONAL_CODES = ("THIN_LIQUIDITY", "STALE_SNAPSHOT")

PAIR_KEYS: dict[str, pl.DataType] = {
    "pair_id": pl.String(),
    "canonical_event_id": pl.String(),
    "knockout": pl.Boolean(),
    "notional_usd": pl.Float64(),
}
_UTC = pl.Datetime("us", "UTC")
LEG_COLUMNS: dict[str, pl.DataType] = {
    "venue": pl.String(),
    "market_id": pl.String(),
    "held": pl.String(),  # yes | no
    "home": pl.String(),  # canonical team code
    "away": pl.String(),
    "kickoff_utc": _UTC,
    "pays_on": pl.String(),  # home|draw|away|advance_home|advance_away|unknown
    "yes_asks": pl.List(BOOK_LEVEL),
    "no_asks": pl.List(BOOK_LEVEL),
    "snapshot_ts": _UTC,
    "final": pl.Boolean(),  # the leg's result is final: its data can no longer go stale
    "rules_hash": pl.String(),
}
_RECORD = [c for c in RULE_RECORD_SCHEMA.names() if c not in ("rules_hash", "venue")]
_BOOKS = [f"{s}_{c}" for s in "ab" for c in ("yes_asks", "no_asks")]
_DEPTHS = ("yes_depth_usd", "no_depth_usd")


def with_rules(legs: pl.DataFrame, records: pl.DataFrame | None = None) -> pl.DataFrame:
    """`legs` with their rule record joined on `rules_hash` (unless already there).

    `records` (extract_rules output) saves the extraction when already at hand.
    """
    if all(c in legs.columns for c in _RECORD):
        return legs
    if records is None:
        records = extract_rules(legs.select(RULE_INPUT_COLUMNS))
    return legs.join(records.drop("venue"), on="rules_hash", how="left")


def _leg_part(legs: pl.DataFrame, prefix: str, records: pl.DataFrame | None) -> pl.DataFrame:
    legs = with_rules(legs, records)
    if "snapshot_ts" not in legs.columns and "fetched_at" in legs.columns:
        legs = legs.with_columns(snapshot_ts=pl.col("fetched_at"))
    if "held" not in legs.columns:
        legs = legs.with_columns(held=pl.lit("yes"))
    if "final" not in legs.columns:
        legs = legs.with_columns(final=pl.lit(False))
    cols = {**LEG_COLUMNS, **{c: RULE_RECORD_SCHEMA[c] for c in _RECORD}}
    return legs.select(
        pl.col(name).cast(dtype).alias(f"{prefix}_{name}") for name, dtype in cols.items()
    )


def pair_frame(keys: pl.DataFrame, a: pl.DataFrame, b: pl.DataFrame) -> pl.DataFrame:
    """The pair frame: row i of `keys` pairs row i of `a` (venue_one) with row i of `b`.

    `keys` holds PAIR_KEYS (`notional_usd` optional); `a`/`b` hold LEG_COLUMNS (`held`
    defaults to "yes", `snapshot_ts` to the snapshot's `fetched_at`) and either the rule
    record columns or the raw rule columns (RULE_INPUT_COLUMNS), which are then extracted.
    """
    if not keys.height == a.height == b.height:
        raise ValueError(f"row counts differ: keys {keys.height}, a {a.height}, b {b.height}")
    if "notional_usd" not in keys.columns:
        keys = keys.with_columns(notional_usd=pl.lit(None, dtype=pl.Float64))
    head = keys.select(pl.col(k).cast(t) for k, t in PAIR_KEYS.items())
    raw = [legs for legs in (a, b) if not all(c in legs.columns for c in _RECORD)]
    # Both legs' texts in one extraction: its cost is mostly per call, not per text.
    records = (
        extract_rules(
            pl.concat([legs.select(RULE_INPUT_COLUMNS) for legs in raw], how="vertical_relaxed")
        )
        if raw
        else None
    )
    return pl.concat(
        [head, _leg_part(a, "a", records), _leg_part(b, "b", records)], how="horizontal"
    )


def stale_expr(now: datetime, stale_after_s: float) -> pl.Expr:
    """A pair is stale when a leg whose result is not yet final was fetched too long ago.

    A final result cannot change any more, so its age says nothing about the audit.
    """
    if math.isinf(stale_after_s):  # e.g. a backfill: history is judged on its rules only
        return pl.lit(False)
    limit = pl.duration(microseconds=int(stale_after_s * 1e6))
    now_lit = pl.lit(now.astimezone(UTC), dtype=_UTC)

    def old(side: str) -> pl.Expr:
        return ~pl.col(f"{side}_final").fill_null(False) & (
            (now_lit - pl.col(f"{side}_snapshot_ts")) > limit
        ).fill_null(True)

    return old("a") | old("b")


def verdict_expr(divergences: pl.Expr, *, exclude: tuple[str, ...] = ()) -> pl.Expr:
    """Worst severity in a divergence list (SAFE when empty), ignoring `exclude` codes."""
    # Per-element tests summed up, not a filtered copy of each list: the same answer
    # without building a million lists again (a null list is SAFE either way).
    field = pl.element().struct.field
    counted = field("code").is_in(list(exclude)).not_()
    block = divergences.list.eval((field("severity") == "BLOCK") & counted).list.any()
    count = divergences.list.eval(counted).list.sum() if exclude else divergences.list.len()
    return (
        pl.when(block)
        .then(pl.lit("BLOCK"))
        .when(count > 0)
        .then(pl.lit("CAUTION"))
        .otherwise(pl.lit("SAFE"))
    )


def scored_verdict_expr(divergences: str = "divergences") -> pl.Expr:
    """The verdict on rule dimensions only (no STALE_SNAPSHOT/THIN_LIQUIDITY), for scoring."""
    return verdict_expr(pl.col(divergences), exclude=OPERATIONAL_CODES)


@functools.cache
def _candidates() -> tuple[pl.Expr, ...]:
    """One expression per possible divergence: a struct where it applies, else null."""
    outcome_mismatch, _ = I.outcome_state()
    teams, kickoff = I.fixture_ok()
    identity_mismatch = outcome_mismatch | (teams & kickoff).not_()
    void_mismatch, void_a, void_b = D.void_state()

    def pair(name: str) -> tuple[pl.Expr, pl.Expr]:
        return leg("a", name), leg("b", name)

    both_half = (leg("a", "family") == "half") & (leg("b", "family") == "half")
    both_half = both_half.fill_null(False)
    candidates = [
        I.fixture(),
        I.outcome(),
        D.void(),
        D.scope(),
        D.timing(),
        D.source(),
        D.unrecognized(
            "identity",
            "outcome clause",
            (I.unreadable_side("a"), I.unreadable_side("b")),
            identity_mismatch,
            (_outcome_value("a"), _outcome_value("b")),
            (_outcome_status("a"), _outcome_status("b")),
            pair("outcome_evidence"),
            quote=I.quoted("outcome"),
        ),
        D.unrecognized(
            "void",
            "void clauses",
            (void_a, void_b),
            void_mismatch,
            (_void_value("a"), _void_value("b")),
            pair("void_status"),
            pair("void_cancelled_evidence"),
            quote=D.void_unread_quote(),
        ),
        D.unrecognized(
            "scope",
            "scope clause",
            # A half leg's period is its half: two half legs have no match scope to read.
            (
                (leg("a", "scope") == "unknown") & both_half.not_(),
                (leg("b", "scope") == "unknown") & both_half.not_(),
            ),
            D.scope_state(),
            pair("scope"),
            pair("scope_status"),
            pair("scope_evidence"),
        ),
        D.unrecognized(
            "timing",
            "postponement clause",
            (leg("a", "timing_window") == "unknown", leg("b", "timing_window") == "unknown"),
            D.timing_state(),
            pair("timing_window"),
            pair("timing_status"),
            pair("timing_evidence"),
        ),
        D.unrecognized(
            "source",
            "settlement source",
            (leg("a", "source_primary") == "unknown", leg("b", "source_primary") == "unknown"),
            D.source_state(),
            pair("source_primary"),
            pair("source_status"),
            pair("source_evidence"),
            quote=I.quoted("source"),
        ),
        D.liquidity(),
        D.stale_snapshot(),
    ]
    return tuple(candidates)


def _with_divergences(
    frame: pl.DataFrame, tables: keyed.RuleTables, strict: bool, keep: set[str]
) -> pl.DataFrame:
    """`frame` plus `divergences` and `contingencies`, through the keyed evaluator; of
    `frame`'s own columns only `keep` are sure to stay (it is the caller's to give up)."""
    cands = _candidates()
    by_row = _rowwise()
    by_key = [(i, e) for i, e in enumerate(cands) if i not in {c.order for c in by_row}]

    def judge(evaluate: Callable[..., Judged | None], **more: Any) -> Judged | None:
        return evaluate(
            frame,
            tables,
            keyed=by_key,
            rowwise=by_row,
            stages=_stages(),
            contingencies=_contingencies(),
            strict=strict,
            divergence_dtype=I.DIVERGENCE,
            **more,
        )

    # A few pairs (an audit's) walked pair by pair through the same expressions: the
    # keyed path's queries cost ~10 ms of CPU a call whatever its rows.
    few = judge(evaluate_rows) if frame.height <= FEW_PAIRS else None
    judged = few or judge(
        keyed.evaluate,
        kickoff_tolerance=I.KICKOFF_TOLERANCE,
        memo=_MEMO,
        keep=sorted(keep),
    )
    assert judged is not None  # the keyed path always answers
    divergences, contingencies = judged
    return frame.hstack([divergences, contingencies])


# (divergences, contingencies): a list of each per pair.
Judged = tuple[pl.Series, pl.Series]
# Pairs up to which a call is walked pair by pair (`fewpairs`); 0: the keyed path always.
FEW_PAIRS = MAX_ROWS


@functools.cache
def _rowwise() -> tuple[keyed.RowCandidate, ...]:
    """The candidates quoting per-pair values (kickoffs, depths, ages): evaluated per pair
    where they apply. One object each, made once: what is compiled of them is kept per
    object. (Timing's quote is cut from its own clause per record,
    D.TIMING_RECORD_COLUMNS, so it is keyed like the rest.)"""
    cands = _candidates()
    teams, kickoff = I.fixture_ok()
    conditions = {
        0: (teams & kickoff).not_(),
        len(cands) - 2: D.liquidity_condition(),
        len(cands) - 1: pl.col("stale"),
    }
    return tuple(keyed.RowCandidate(i, cond, cands[i]) for i, cond in conditions.items())


# The combinations judged so far, for the one candidate set above: a later cycle, or an
# audit of one pair whose legs read like legs judged before, skips the expressions.
_MEMO = keyed.CombinationMemo()


@functools.cache
def _stages() -> tuple[pl.Expr, ...]:
    """Columns computed before the candidates, which read them: each leg's payouts, and
    whether the played result compares (`_completed`: every contingency row reads it, and
    inlined its tree was copied into each, most of the list's cost on a one-pair audit)."""
    outcome_mismatch, outcome_unreadable = I.outcome_state()
    teams, kickoff = I.fixture_ok()
    completed = (
        teams
        & kickoff
        & outcome_mismatch.not_()
        & outcome_unreadable.not_()
        & (leg("a", "scope") != "unknown")
        & (leg("a", "scope") == leg("b", "scope"))
    ).fill_null(False)
    return (*payout_columns(), completed.alias("_completed"))


@functools.cache
def _contingencies() -> tuple[pl.Expr, ...]:
    """The contingency list's rows; "completed" compares only when identity and scope agree."""
    return tuple(contingency_rows(pl.col("_completed")))


def _outcome_value(side: str) -> pl.Expr:
    return pl.format(
        "family {}, text {}, listing {}",
        leg(side, "family"),
        leg(side, "outcome_kind"),
        leg(side, "pays_on"),
    )


def _outcome_status(side: str) -> pl.Expr:
    return (
        pl.when(I.paid(side).is_null())
        .then(pl.lit("unresolved"))
        .otherwise(leg(side, "outcome_status"))
    )


def _void_value(side: str) -> pl.Expr:
    return pl.format(
        "cancelled={}; abandoned={}; postponed_long={}",
        leg(side, "void_cancelled"),
        leg(side, "void_abandoned"),
        leg(side, "void_postponed_long"),
    )


@functools.cache
def _rule_columns() -> tuple[tuple[str, ...], tuple[str, ...]]:
    """(decision columns, evidence columns): the record columns the engine reads."""
    exprs = (*_candidates(), *_contingencies(), *_stages())
    roots = {n for e in exprs for n in e.meta.root_names()}
    columns = (*_RECORD, *D.TIMING_RECORD_COLUMNS)
    read = [c for c in columns if f"a_{c}" in roots or f"b_{c}" in roots]
    evidence = tuple(c for c in read if c.endswith("_evidence"))
    return tuple(c for c in read if c not in evidence), evidence


def rule_tables(records: pl.DataFrame) -> tuple[pl.DataFrame, keyed.RuleTables]:
    """(`kid`, `eid` per row of `records`, the tables `audit_frame` reads them through).

    `records` holds rule records (RULE_RECORD_SCHEMA columns, one row per record); the
    columns candidates read of a record besides them (D.TIMING_RECORD_COLUMNS) are derived
    here, once per record.
    """
    decision, evidence = _rule_columns()
    records = D.timing_record_columns(records)
    kid, eid, tables = keyed.rule_tables(records, decision, evidence)
    return pl.DataFrame([kid, eid]), tables


def _keyed(pairs: pl.DataFrame) -> tuple[pl.DataFrame, keyed.RuleTables]:
    """A wide pair frame -> (the same pairs with rule ids, the rule tables)."""
    n = pairs.height
    records = pl.concat(
        [pairs.select(pl.col(f"{s}_{c}").alias(c) for c in _RECORD) for s in "ab"],
        how="vertical",
    )
    ids, tables = rule_tables(records)
    wide = [f"{s}_{c}" for s in "ab" for c in _RECORD]
    return (
        pairs.drop(wide).with_columns(
            a_kid=ids["kid"].head(n),
            b_kid=ids["kid"].tail(n),
            a_eid=ids["eid"].head(n),
            b_eid=ids["eid"].tail(n),
        ),
        tables,
    )


def keyed_pair_frame(keys: pl.DataFrame, a: pl.DataFrame, b: pl.DataFrame) -> pl.DataFrame:
    """Like `pair_frame`, for legs carrying rule ids (`kid`, `eid`) instead of records.

    Legs may carry each book's depth (`yes_depth_usd`, `no_depth_usd`:
    `divergences.book_depth_usd` of `yes_asks`, `no_asks`) instead of the books.
    """
    if not keys.height == a.height == b.height:
        raise ValueError(f"row counts differ: keys {keys.height}, a {a.height}, b {b.height}")
    head = keys.select(pl.col(k).cast(t) for k, t in PAIR_KEYS.items())
    sides = []
    for prefix, legs in (("a", a), ("b", b)):
        cols = {**LEG_COLUMNS, "kid": pl.UInt32(), "eid": pl.UInt32()}
        if all(c in legs.columns for c in _DEPTHS):
            cols = {c: t for c, t in cols.items() if c not in ("yes_asks", "no_asks")}
            cols.update(dict.fromkeys(_DEPTHS, pl.Float64()))
        sides.append(legs.select(pl.col(c).cast(t).alias(f"{prefix}_{c}") for c, t in cols.items()))
    return pl.concat([head, *sides], how="horizontal")


def audit_frame(
    pairs: pl.DataFrame | pl.LazyFrame,
    *,
    now: datetime,
    stale: bool | pl.Expr,
    mode: str,
    tables: keyed.RuleTables | None = None,
) -> pl.DataFrame:
    """Audit every pair of the pair frame: verdict, divergences, contingencies, liquidity.

    `stale` is a flag for all rows or an expression evaluated per row, which may use the
    computed `snapshot_age_seconds` (age of the older leg's snapshot at `now`). In
    `strict` mode every CAUTION divergence is reported as BLOCK.

    `pairs` is a `pair_frame` (each leg's rule record as `a_*`/`b_*` columns) or, with
    `tables`, a `keyed_pair_frame` (each leg's record as ids into `tables`).

    Raises:
        ValueError: `mode` is not one of MODES.
    """
    if mode not in MODES:
        raise ValueError(f"unknown mode {mode!r}; expected one of {', '.join(MODES)}")
    now_utc = now.replace(tzinfo=UTC) if now.tzinfo is None else now.astimezone(UTC)
    stale_expr = stale if isinstance(stale, pl.Expr) else pl.lit(stale)
    if tables is None:
        pairs, tables = _keyed(pairs.lazy().collect())
    lazy = pairs.lazy()
    names = lazy.collect_schema().names()
    if "notional_usd" not in names:
        lazy = lazy.with_columns(notional_usd=pl.lit(None, dtype=pl.Float64))

    def depth(side: str) -> pl.Expr:
        read = all(f"{side}_{c}" in names for c in _DEPTHS)
        return D.held_depth_usd(side) if read else D.depth_usd(side)

    frame = (
        lazy.with_columns(
            D.held_side(pl.col("a_held")),
            D.held_side(pl.col("b_held")),
            snapshot_ts=pl.min_horizontal("a_snapshot_ts", "b_snapshot_ts"),
        )
        .with_columns(
            snapshot_age_seconds=(
                pl.lit(now_utc, dtype=_UTC) - pl.col("snapshot_ts")
            ).dt.total_microseconds()
            / 1e6,
            venue_one_depth_usd=depth("a"),
            venue_two_depth_usd=depth("b"),
        )
        .with_columns(stale=stale_expr.fill_null(True))
        # The books are read for the depths alone: not carried through the candidates.
        .drop(*_BOOKS, *(f"{s}_{c}" for s in "ab" for c in _DEPTHS), strict=False)
        # The in-memory engine keeps the columns in their chunks: the default (streaming)
        # one cut every column into one chunk per thread, and the gathers from them that
        # follow cost several times one chunk's (the verdict frame's columns were then
        # copied into one chunk each again).
        .collect(engine="in-memory")
    )
    # The caller's frame is not needed any more: where no one else holds it (the
    # precompute's), its book lists are freed here rather than after the lists are built.
    del pairs, lazy
    step, columns = keyed.LIST_SLICE, _output(mode)
    # Only what the verdict frame reads is kept once the candidates have run: the pair
    # columns only they read (team codes, kickoffs, pays_on, ids) are freed before the
    # lists are built and the slices' new columns are made beside them.
    read = set(_output_reads(mode))
    frame = _with_divergences(frame, tables, mode == "strict", read)
    # In place: `select` and `drop` copy columns of unequal chunks into one chunk each.
    for name in [c for c in frame.columns if c not in read]:
        frame.drop_in_place(name)
    # Selected slice by slice along the lists' own slices (keyed.LIST_SLICE): selected
    # whole, a frame whose lists come in several chunks is copied into one (about 0.9 GiB
    # at a million pairs); the rows are the same either way.
    parts = [
        frame.slice(start, step).select(columns) for start in range(0, max(frame.height, 1), step)
    ]
    return parts[0] if len(parts) == 1 else pl.concat(parts, rechunk=False)


@functools.cache
def _output_reads(mode: str) -> frozenset[str]:
    """The columns the verdict frame's columns read."""
    return frozenset(
        n for c in _output(mode) for n in ([c] if isinstance(c, str) else c.meta.root_names())
    )


@functools.cache
def _output(mode: str) -> tuple[pl.Expr | str, ...]:
    """The verdict frame's columns, from the pair frame with its divergences (made once
    per mode: building them cost ~0.25 ms of CPU a call)."""
    return (
        *PAIR_KEYS,
        pl.lit(mode).alias("mode"),
        verdict_expr(pl.col("divergences")).alias("verdict"),
        scored_verdict_expr().alias("scored_verdict"),
        "divergences",
        "contingencies",
        pl.struct("notional_usd", "venue_one_depth_usd", "venue_two_depth_usd").alias("liquidity"),
        "stale",
        "snapshot_ts",
        "snapshot_age_seconds",
        *(
            f"{s}_{c}"
            for s in "ab"
            for c in ("venue", "market_id", "held", "rules_hash", "snapshot_ts", "final")
        ),
    )
