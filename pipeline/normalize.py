"""Normalize both venues' payloads into the one snapshot frame (`SNAPSHOT_SCHEMA`).

Parsing JSON payloads into rows is a loop over payloads (the I/O edge); once the frame
exists, everything is Polars expressions. A payload that fails to parse, or whose row fails
`SnapshotModel`, is dropped whole and reported in `Normalized.skipped`: a row never carries a
null where the venue gave a value.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from datetime import datetime
from functools import cache, partial
from typing import Any

import pandera.polars as pa
import polars as pl

from pipeline.payloadrows import utc, v1_row, v2_row
from pipeline.rowcheck import few_rows_pass
from pipeline.schemas import SNAPSHOT_SCHEMA, UTC_TS, SnapshotModel, rules_hash_expr
from pipeline.venues import venue_one as v1
from pipeline.venues import venue_two as v2

__all__ = [
    "Normalized",
    "ParsedRows",
    "SkippedPayload",
    "SnapshotModel",
    "empty_snapshot_frame",
    "finish_venue_two",
    "normalize_venue_one",
    "normalize_rows",
    "normalize_venue_two",
    "parse_venue_one",
    "parse_venue_two",
    "validate_snapshots",
    "venue_one_rows",
    "venue_two_rows",
]

logger = logging.getLogger(__name__)

_PARSE_ERRORS = (ValueError, TypeError, KeyError, IndexError, AttributeError)


@dataclass(frozen=True)
class SkippedPayload:
    """A market payload dropped whole, and why."""

    venue: str
    market_id: str
    reason: str


@dataclass
class Normalized:
    """The validated snapshot rows of one venue, and the payloads that were dropped."""

    frame: pl.DataFrame
    skipped: list[SkippedPayload] = field(default_factory=list)


_ROW_SCHEMA = pl.Schema({k: v for k, v in SNAPSHOT_SCHEMA.items() if k != "rules_hash"})


def empty_snapshot_frame() -> pl.DataFrame:
    """A frame with no rows and exactly `SNAPSHOT_SCHEMA` (a copy of one built once:
    building it from the schema costs ~0.25 ms, paid on every on-demand audit's path)."""
    return _empty_frame().clone()


@cache
def _empty_frame() -> pl.DataFrame:
    return SNAPSHOT_SCHEMA.to_frame(eager=True)


@cache
def _snapshot_schema() -> pa.DataFrameSchema:
    return SnapshotModel.to_schema()


def _passes(frame: pl.DataFrame) -> bool:
    """Whether `frame` meets every part of `SnapshotModel`, decided in one Polars call.

    pandera runs each of the model's ~40 checks as a query of its own (about 25 ms a
    frame whatever its size, paid by every cycle and every on-demand leg); here the same
    checks (pandera's own `Check` objects) are collected together. A frame that fails
    anything goes through pandera's full validation, which says which rows and why. A
    frame of a few rows (an on-demand leg) is checked in Python first (`pipeline.rowcheck`:
    the same checks, ~7 ms less a leg); where that cannot tell, the Polars call decides.
    """
    if frame.schema != SNAPSHOT_SCHEMA:
        return False
    return few_rows_pass(frame) or _polars_passes(frame)


def _polars_passes(frame: pl.DataFrame) -> bool:
    """`_passes` as one Polars call over the model's checks (a frame of SNAPSHOT_SCHEMA)."""
    schema = _snapshot_schema()
    lazy = frame.lazy()
    passed = [
        check(lazy, name).check_passed for name, c in schema.columns.items() for check in c.checks
    ]
    passed += [check(lazy).check_passed for check in schema.checks]
    required = [name for name, c in schema.columns.items() if not c.nullable]
    passed.append(lazy.select(pl.all_horizontal(pl.col(required).null_count() == 0)))
    return all(bool(result.item()) for result in pl.collect_all(passed))


def validate_snapshots(frame: pl.DataFrame) -> Normalized:
    """Validate a snapshot frame with `SnapshotModel`; failing rows move to `skipped`.

    Raises:
        pandera.errors.SchemaErrors: a frame-level failure (wrong columns or dtypes), which
            is a bug in the caller rather than a bad payload.
    """
    if _passes(frame):
        return Normalized(frame)
    try:
        SnapshotModel.validate(frame, lazy=True)
    except pa.errors.SchemaErrors as exc:
        cases = exc.failure_cases
        if cases.get_column("index").null_count():
            raise
        what = (
            pl.when(pl.col("schema_context") == "DataFrameSchema")
            .then(pl.col("check"))
            .otherwise(pl.col("column") + pl.lit(": ") + pl.col("check"))
        )
        reasons = (
            cases.select(pl.col("index").cast(pl.UInt32).alias("_row"), what.alias("reason"))
            .unique(maintain_order=True)
            .group_by("_row", maintain_order=True)
            .agg(pl.col("reason").str.join("; "))
        )
        rows = frame.with_row_index("_row")
        bad = rows.join(reasons, on="_row", how="inner").sort("_row")
        skipped = [
            SkippedPayload(venue, market_id, f"failed validation: {reason}")
            for venue, market_id, reason in bad.select("venue", "market_id", "reason").iter_rows()
        ]
        kept = rows.join(reasons, on="_row", how="anti").drop("_row")
        return Normalized(SnapshotModel.validate(kept), skipped)
    return Normalized(frame)


def normalize_venue_one(
    events: Sequence[Mapping[str, Any]],
    books: Mapping[str, Mapping[str, Any] | None],
    fetched_at: datetime,
) -> Normalized:
    """One row per market nested in Gamma `events`; `books` maps CLOB token id -> book."""
    parsed = parse_venue_one(events, books)
    return _finish(v1.VENUE, parsed.frame, parsed.skipped, utc(fetched_at))


def parse_venue_one(
    events: Sequence[Mapping[str, Any]], books: Mapping[str, Mapping[str, Any] | None]
) -> ParsedRows:
    """The per-payload half of `normalize_venue_one`: a cycle reads the rule texts of
    rows parsed without books while the books are still being fetched."""
    rows, skipped = venue_one_rows(events, books)
    return ParsedRows(_frame(rows), skipped)


def venue_one_rows(
    events: Sequence[Mapping[str, Any]], books: Mapping[str, Mapping[str, Any] | None]
) -> tuple[list[dict[str, Any]], list[SkippedPayload]]:
    """`parse_venue_one`'s rows as dicts (`fetched_at` None), before any frame is built."""
    rows: list[dict[str, Any]] = []
    skipped: list[SkippedPayload] = []
    for event in events:
        markets = event.get("markets")
        if not isinstance(markets, list):
            event_ref = f"event:{event.get('id')}"
            skipped.append(SkippedPayload(v1.VENUE, event_ref, "event has no `markets` list"))
            continue
        parse = partial(v1_row, event, books=books)
        for market in markets:
            _parse_into(rows, skipped, v1.VENUE, market, "id", parse)
    return rows, skipped


def normalize_venue_two(
    markets: Sequence[Mapping[str, Any]],
    events: Mapping[str, Mapping[str, Any]],
    series: Mapping[str, Mapping[str, Any]],
    books: Mapping[str, Mapping[str, Any] | None],
    fetched_at: datetime,
) -> Normalized:
    """One row per Kalshi market; `events` by event ticker, `series` by series ticker,
    `books` by market ticker (the `/orderbook` response, or None)."""
    return finish_venue_two([parse_venue_two(markets, events, series, books)], fetched_at)


@dataclass
class ParsedRows:
    """Rows parsed from payloads (`SNAPSHOT_SCHEMA`, `fetched_at` still null), not yet
    deduplicated or validated, and the payloads that did not parse."""

    frame: pl.DataFrame
    skipped: list[SkippedPayload] = field(default_factory=list)


def parse_venue_two(
    markets: Sequence[Mapping[str, Any]],
    events: Mapping[str, Mapping[str, Any]],
    series: Mapping[str, Mapping[str, Any]],
    books: Mapping[str, Mapping[str, Any] | None],
) -> ParsedRows:
    """The per-payload half of `normalize_venue_two`, for a part of a venue's markets: a
    cycle parses each listing page as it arrives and finishes them all together."""
    rows, skipped = venue_two_rows(markets, events, series, books)
    return ParsedRows(_frame(rows), skipped)


def venue_two_rows(
    markets: Sequence[Mapping[str, Any]],
    events: Mapping[str, Mapping[str, Any]],
    series: Mapping[str, Mapping[str, Any]],
    books: Mapping[str, Mapping[str, Any] | None],
) -> tuple[list[dict[str, Any]], list[SkippedPayload]]:
    """`parse_venue_two`'s rows as dicts (`fetched_at` None), before any frame is built."""
    rows: list[dict[str, Any]] = []
    skipped: list[SkippedPayload] = []
    for market in markets:
        _parse_into(
            rows, skipped, v2.VENUE, market, "ticker", lambda m: v2_row(m, events, series, books)
        )
    return rows, skipped


def normalize_rows(
    parts: Sequence[tuple[list[dict[str, Any]], datetime]],
    skipped: list[SkippedPayload],
    what: str,
) -> Normalized:
    """Rows of `venue_one_rows` / `venue_two_rows` (either venue), each part with its own
    fetch time, finished as `normalize_venue_*` finishes them, in one frame: duplicates
    dropped, validated (`what` names them in the log). An audit's on-demand legs are
    finished together: each Polars step costs about as much for one row as for several."""
    stamped = [{**r, "fetched_at": utc(at)} for rows, at in parts for r in rows]
    return _checked(what, _frame(stamped), skipped)


def finish_venue_two(parts: Sequence[ParsedRows], fetched_at: datetime) -> Normalized:
    """`normalize_venue_two` of the markets of every part, in order: one fetch time,
    duplicates dropped, validated."""
    frame = pl.concat([p.frame for p in parts], how="vertical") if parts else _frame([])
    return _finish(v2.VENUE, frame, [s for p in parts for s in p.skipped], utc(fetched_at))


def _parse_into(
    rows: list[dict[str, Any]],
    skipped: list[SkippedPayload],
    venue: str,
    market: Any,
    id_key: str,
    parse: Callable[[Mapping[str, Any]], dict[str, Any]],
) -> None:
    market_id = str(market.get(id_key)) if isinstance(market, Mapping) else "?"
    try:
        if not isinstance(market, Mapping):
            raise ValueError("market payload is not an object")
        rows.append(parse(market))
    except _PARSE_ERRORS as exc:
        skipped.append(SkippedPayload(venue, market_id, f"unparseable: {exc!r}"))


def _frame(rows: list[dict[str, Any]]) -> pl.DataFrame:
    """Parsed rows as `SNAPSHOT_SCHEMA`, with their rules hashed (no fetch time unless a
    row carries its `fetched_at`)."""
    return (
        pl.DataFrame(rows, schema=_ROW_SCHEMA)
        .with_columns(rules_hash_expr().alias("rules_hash"))
        .select(SNAPSHOT_SCHEMA.names())
    )


def _finish(
    venue: str, parsed: pl.DataFrame, skipped: list[SkippedPayload], fetched_at: datetime
) -> Normalized:
    frame = parsed.with_columns(pl.lit(fetched_at, dtype=UTC_TS).alias("fetched_at"))
    return _checked(venue, frame, skipped)


def _checked(venue: str, frame: pl.DataFrame, skipped: list[SkippedPayload]) -> Normalized:
    """Stamped rows deduplicated and validated; every payload dropped is logged."""
    deduped = frame.unique(subset=["venue", "market_id"], keep="first", maintain_order=True)
    if deduped.height < frame.height:
        logger.warning("%s: %d duplicate market rows dropped", venue, frame.height - deduped.height)
    result = validate_snapshots(deduped)
    result.skipped[:0] = skipped
    for item in result.skipped:
        logger.warning("%s: skipped market %s: %s", item.venue, item.market_id, item.reason)
    logger.info(
        "%s: normalized %d markets, skipped %d", venue, result.frame.height, len(result.skipped)
    )
    return result
