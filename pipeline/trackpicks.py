"""The track record's picks: each pair's latest verdict row and its latest row before kickoff.

Split from `pipeline/trackrecord.py` (which scores the picked rows): reading the verdict
history and picking from it is its own concern, and the part a call can carry to the next.

`pick` leaves the temp table `scoped` on the connection: the picked rows whole, once per
scope they were picked for, with the kickoff the pick read. A cold call reads every
verdict file. With a `Carry` (the status page's, one per app), the call instead folds into
the previous call's picks only what changed since (`pipeline/trackcarry.py`).
"""

from __future__ import annotations

from pathlib import Path

import duckdb
import polars as pl

from pipeline import lake
from pipeline.lake import CYCLE
from pipeline.precompute import CONTINGENCY, VERDICT_ROW_SCHEMA, flat_columns
from pipeline.rules.compare import CODES, OPERATIONAL_CODES

__all__ = [
    "FLAGS",
    "FLAT",
    "LATEST",
    "PRE_KICKOFF",
    "READ",
    "RULE_CODES",
    "flat_files",
    "pick_all",
    "picks_sql",
    "scoped_sql",
    "verdict_source",
]

RULE_CODES = tuple(c for c in CODES if c not in OPERATIONAL_CODES)
FLAGS = tuple(f"flag_{c.lower()}" for c in RULE_CODES)
FLAT = (*FLAGS, "if_played")
# What the track record reads of a verdict row: narrow columns only (the flat ones are
# written beside the divergence list for this; older files get them derived).
READ = (
    "pair_id",
    "canonical_event_id",
    "scored_verdict",
    *FLAT,
    "a_venue",
    "a_market_id",
    "a_held",
    "b_venue",
    "b_market_id",
    "b_held",
    "ruleset_sha",
    "computed_at",
    "cycle",
)
_TYPES = {"computed_at": "TIMESTAMPTZ", "cycle": "BIGINT", **dict.fromkeys(FLAGS, "BOOLEAN")}
_NO_VERDICTS = "SELECT {}, NULL::BIGINT AS rid WHERE false".format(
    ", ".join(f"NULL::{_TYPES.get(c, 'VARCHAR')} AS {c}" for c in READ)
)
# The one pass over the verdict history picks, per pair, its latest row (the spec's scored
# verdict) and its latest row computed before the match's kickoff (the venue_one leg's
# kickoff as its final snapshot states it, so a postponed match counts from when it was
# played). Both picks are arg_max aggregates over a narrow scan (pair, row id, order key):
# grouping 1M rows by pair costs a fraction of the window that sorted them with every
# column. The key orders as `ORDER BY computed_at DESC, cycle DESC NULLS LAST` did: the
# timestamp in the high 64 bits, the cycle (shifted to be non-negative) in the low ones, a
# null below every value. Only the picked rows are then read whole, joined by row id.
_NULL_KEY = -(2**62)
# The row stands before the match's kickoff (never when either is unknown). The pick also
# keeps the kickoff it read for the picked row: an `arg_max` and an `arg_max_null` over one
# key and filter in one grouping see the same rows in the same order (rid is never null),
# so they stop at the same row. The lowest and highest venue_one market of the pair's rows
# are what a carried pick checks its kickoff by (`pipeline/trackcarry.py`).
_BEFORE_KICKOFF = "coalesce(keyed.computed_at < k.kickoff_utc, false)"
_ORDER_KEY = (
    f"coalesce(epoch_us(computed_at), {_NULL_KEY})::HUGEINT * {2**64} "
    f"+ (coalesce(cycle, {_NULL_KEY})::HUGEINT + {2**63})"
)
_PICKS_SQL = f"""
CREATE TEMP TABLE picked AS
WITH keyed AS (
    SELECT pair_id, rid, a_market_id, computed_at, {_ORDER_KEY} AS order_key
    FROM ({{source}}) WHERE pair_id IS NOT NULL
)
SELECT pair_id, arg_max(rid, order_key) AS latest,
    arg_max_null(k.kickoff_utc, order_key) AS latest_kickoff,
    arg_max(rid, order_key) FILTER (WHERE {_BEFORE_KICKOFF}) AS pre_kickoff,
    arg_max_null(k.kickoff_utc, order_key) FILTER (WHERE {_BEFORE_KICKOFF}) AS pre_kickoff_kickoff,
    min(keyed.a_market_id) AS market_lo, max(keyed.a_market_id) AS market_hi
FROM keyed
{{kickoff_join}}
GROUP BY pair_id
"""
# Scopes as small integers: the pairs and events are grouped and filtered by them.
LATEST, PRE_KICKOFF = 0, 1
# The picked rows whole, once per scope they were picked for (a row may be both), with
# the kickoff the pick read for the row (so the pairs need no join of their own for it).
# `pair_id` is the pick's group key: taken from there, the second scan of the history
# decodes one long string column fewer.
_SCOPED = f"""
SELECT ids.scope, ids.pair_id, src.* EXCLUDE (rid, pair_id), ids.kickoff_utc
FROM ({{source}}) src
JOIN (
    SELECT {LATEST} AS scope, pair_id, latest AS rid, latest_kickoff AS kickoff_utc
    FROM picked
    UNION ALL
    SELECT {PRE_KICKOFF} AS scope, pair_id, pre_kickoff AS rid,
        pre_kickoff_kickoff AS kickoff_utc
    FROM picked WHERE pre_kickoff IS NOT NULL
) ids USING (rid)
"""


def picks_sql(source: str, kickoff_join: str) -> str:
    """The statement creating `picked` (each pair's two picks by row id) over `source`."""
    return _PICKS_SQL.format(source=source, kickoff_join=kickoff_join)


def scoped_sql(source: str) -> str:
    """The query of the picked rows of `source` whole, per scope (after `picks_sql`)."""
    return _SCOPED.format(source=source)


def flat_files(verdicts: list[Path]) -> bool:
    """Whether every file holds the flat columns (none needs them derived)."""
    return all(lake.columns(p).issuperset(FLAT) for p in verdicts)


def _derived(files: list[Path]) -> pl.DataFrame:
    """Rows of files written before the flat columns, with those derived (the one definition).

    They hold the divergence and contingency lists the flat columns come from; a file
    older still, without contingencies, derives `if_played` from the divergences alone.
    """
    frames = []
    for f in files:
        scan = pl.scan_parquet(f, hive_partitioning=False)
        names = scan.collect_schema().names()
        if "contingencies" not in names:
            scan = scan.with_columns(pl.lit(None, pl.List(CONTINGENCY)).alias("contingencies"))
        if CYCLE not in names:
            parsed = lake.parse_file(f)
            scan = scan.with_columns(pl.lit(parsed.first if parsed else 0, pl.Int64).alias(CYCLE))
        frames.append(
            scan.with_columns(flat_columns()).select(
                pl.col(c).cast(VERDICT_ROW_SCHEMA[c]) for c in READ
            )
        )
    return (
        pl.concat(frames)
        .collect()
        .with_row_index("row_index")
        .with_columns(pl.col("row_index").cast(pl.Int64))
    )


def verdict_source(con: duckdb.DuckDBPyConnection, verdicts: list[Path]) -> str:
    """The SQL source of every verdict row's `READ` columns (flat ones derived if absent)
    and `rid`, an id unique to the row that two scans of the same files agree on."""
    flat = [p for p in verdicts if lake.columns(p).issuperset(FLAT)]
    # The set built once: tested per file, it was rebuilt per file (quadratic in files).
    flat_set = set(flat)
    old = [p for p in verdicts if p not in flat_set]
    parts = []
    if flat:
        files = ", ".join("'" + str(p).replace("'", "''") + "'" for p in flat)
        parts.append(
            f"SELECT {', '.join(READ)}, file_index::BIGINT * {2**32} + file_row_number AS rid "
            f"FROM read_parquet([{files}], hive_partitioning = false, union_by_name = true)"
        )
    if old:
        con.register("old_verdicts", _derived(old))
        # Negative ids: never one of a file's above.
        parts.append(f"SELECT {', '.join(READ)}, -1 - row_index AS rid FROM old_verdicts")
    return " UNION ALL ".join(parts) or _NO_VERDICTS


def pick_all(con: duckdb.DuckDBPyConnection, verdicts: list[Path], kickoff_join: str) -> None:
    """Create `picked` and `scoped` on `con` from every verdict file (a cold call)."""
    source = verdict_source(con, verdicts)
    con.execute(picks_sql(source, kickoff_join))
    con.execute(f"CREATE TEMP TABLE scoped AS {scoped_sql(source)}")
