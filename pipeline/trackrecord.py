"""The track record (docs/DESIGN.md §10): how the scored verdicts fared against the settlements.

Computed by DuckDB SQL straight over the Parquet stores, never row by row in Python:

- the scored verdict of a pair is its latest stored verdict row (by `computed_at`, across
  every ruleset), on the rule dimensions only (`scored_verdict`: no freshness or
  liquidity codes); an event's is the worst over its pairs. Positive = CAUTION or BLOCK;
- ground truth of a pair: both legs final in the snapshot store and paying the held
  contracts the same per share within half a cent (a held No pays 1 - settlement_yes);
  of an event: all its pairs equivalent. A divergent settlement is a positive;
- resolved matches are the covered events (those with stored verdicts) whose every pair
  is settled. Precision and recall are null when their denominator is zero;
- `by_code` repeats the confusion matrix with "the event's latest verdicts carry this
  code" as the prediction, for each rule-dimension divergence code.

Ground truth reads, per venue and day partition, only the last cycle: a cycle carries every
market row it did not refresh forward (final markets are never dropped), so it holds every
final row of its day, and the query stays a handful of files however long the service has
run. In a compacted day (one file of many cycles) that is the file's last cycle. `venue`
comes from the folder names (hive partitioning): the files do not hold it.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import duckdb
import polars as pl

from pipeline import lake
from pipeline.errors import SnapshotError
from pipeline.formats import percent
from pipeline.rules.compare import CODES, OPERATIONAL_CODES

__all__ = [
    "HALF_CENT",
    "RULE_CODES",
    "TrackRecord",
    "compute",
    "format_table",
    "load",
    "truth_files",
    "verdict_files",
]

HALF_CENT = 0.005
RULE_CODES = tuple(c for c in CODES if c not in OPERATIONAL_CODES)
# Float slack: 0.505 - 0.5 is 0.0050000000000000044 in binary floating point.
_TOLERANCE = HALF_CENT + 1e-9

_VERDICT_COLUMNS = """pair_id, canonical_event_id, scored_verdict, verdict, divergences,
    a_venue, a_market_id, a_held, b_venue, b_market_id, b_held, ruleset_sha, computed_at, cycle"""
# Only each pair's latest row is scored, so only it is materialized: the window runs over
# the narrow key columns and the wide ones (divergences) are read for the winners alone.
_LOAD_VERDICTS = f"""
CREATE TEMP TABLE v AS
WITH src AS (
    SELECT *, filename AS _file, file_row_number AS _row
    FROM read_parquet($files, hive_partitioning = false, union_by_name = true,
                      filename = true, file_row_number = true)
),
latest AS (
    SELECT _file, _row FROM src WHERE pair_id IS NOT NULL
    QUALIFY row_number() OVER (PARTITION BY pair_id ORDER BY computed_at DESC, cycle DESC) = 1
)
SELECT {_VERDICT_COLUMNS} FROM src SEMI JOIN latest USING (_file, _row)
"""
_NO_VERDICTS = """
CREATE TEMP TABLE v (pair_id VARCHAR, canonical_event_id VARCHAR, scored_verdict VARCHAR,
    verdict VARCHAR, divergences STRUCT(code VARCHAR, severity VARCHAR)[], a_venue VARCHAR,
    a_market_id VARCHAR, a_held VARCHAR, b_venue VARCHAR, b_market_id VARCHAR, b_held VARCHAR,
    ruleset_sha VARCHAR, computed_at TIMESTAMPTZ, cycle BIGINT)
"""
_SNAPSHOT_SOURCE = """read_parquet($files, hive_partitioning = true, union_by_name = true,
    hive_types = {'venue': VARCHAR, 'date': DATE}, filename = true)"""
_LOAD_SNAPSHOTS = f"""
CREATE TEMP TABLE snap AS SELECT venue, market_id, settlement_yes, fetched_at
FROM {_SNAPSHOT_SOURCE}
WHERE final AND settlement_yes IS NOT NULL
"""
# With a compacted file among them: its last cycle only (files of one cycle have no other).
_LOAD_LAST_CYCLES = f"""
CREATE TEMP TABLE snap AS SELECT venue, market_id, settlement_yes, fetched_at
FROM {_SNAPSHOT_SOURCE} s
JOIN (SELECT unnest($files) AS filename, unnest($lasts) AS last) f USING (filename)
WHERE final AND settlement_yes IS NOT NULL AND coalesce(s.cycle, f.last) = f.last
"""
_NO_SNAPSHOTS = """
CREATE TEMP TABLE snap (venue VARCHAR, market_id VARCHAR, settlement_yes DOUBLE,
    fetched_at TIMESTAMPTZ)
"""
_PAIRS_SQL = """
CREATE TEMP TABLE pairs AS
WITH latest AS (
    SELECT * FROM v
    QUALIFY row_number() OVER (
        PARTITION BY pair_id ORDER BY computed_at DESC, cycle DESC) = 1
),
settled AS (
    SELECT * FROM snap
    QUALIFY row_number() OVER (PARTITION BY venue, market_id ORDER BY fetched_at DESC) = 1
),
legs AS (
    SELECT l.*,
        CASE WHEN lower(l.a_held) = 'no' THEN 1 - a.settlement_yes ELSE a.settlement_yes END
            AS a_payout,
        CASE WHEN lower(l.b_held) = 'no' THEN 1 - b.settlement_yes ELSE b.settlement_yes END
            AS b_payout
    FROM latest l
    LEFT JOIN settled a ON a.venue = l.a_venue AND a.market_id = l.a_market_id
    LEFT JOIN settled b ON b.venue = l.b_venue AND b.market_id = l.b_market_id
)
SELECT
    pair_id, canonical_event_id,
    split_part(canonical_event_id, ':', 1) AS competition,
    scored_verdict, verdict,
    list_distinct(list_filter(
        list_transform(divergences, lambda d: d.code),
        lambda c: list_contains($rule_codes, c)))
        AS codes,
    divergences,
    a_venue, a_market_id, a_held, a_payout, b_venue, b_market_id, b_held, b_payout,
    a_payout IS NOT NULL AND b_payout IS NOT NULL AS settled,
    CASE WHEN a_payout IS NOT NULL AND b_payout IS NOT NULL
        THEN abs(a_payout - b_payout) <= $tolerance END AS equivalent,
    ruleset_sha, computed_at
FROM legs
"""

_EVENTS_SQL = """
CREATE TEMP TABLE events AS
WITH grouped AS (
    SELECT canonical_event_id, any_value(competition) AS competition,
        count(*) AS pairs,
        max(CASE scored_verdict WHEN 'BLOCK' THEN 2 WHEN 'CAUTION' THEN 1 ELSE 0 END) AS rank,
        list_sort(list_distinct(flatten(list(codes)))) AS codes,
        list_sort(list_distinct(list(ruleset_sha))) AS ruleset_shas,
        max(computed_at) AS computed_at,
        bool_and(settled) AS settled,
        bool_and(equivalent) AS equivalent
    FROM pairs GROUP BY canonical_event_id
)
SELECT canonical_event_id, competition, pairs,
    CASE rank WHEN 2 THEN 'BLOCK' WHEN 1 THEN 'CAUTION' ELSE 'SAFE' END AS scored_verdict,
    rank > 0 AS positive, codes, ruleset_shas, computed_at, settled,
    CASE WHEN settled THEN NOT equivalent END AS divergent,
    CASE WHEN NOT settled THEN NULL
        WHEN rank > 0 AND NOT equivalent THEN 'TP' WHEN rank > 0 THEN 'FP'
        WHEN NOT equivalent THEN 'FN' ELSE 'TN' END AS outcome
FROM grouped ORDER BY canonical_event_id
"""

# One confusion matrix per "prediction" column over the resolved events.
_MATRIX = """
    count(*) FILTER (WHERE {p} AND divergent) AS true_positives,
    count(*) FILTER (WHERE {p} AND NOT divergent) AS false_positives,
    count(*) FILTER (WHERE NOT {p} AND NOT divergent) AS true_negatives,
    count(*) FILTER (WHERE NOT {p} AND divergent) AS false_negatives
"""
_RATES = """
    CASE WHEN true_positives + false_positives > 0
        THEN true_positives / (true_positives + false_positives) END AS precision,
    CASE WHEN true_positives + false_negatives > 0
        THEN true_positives / (true_positives + false_negatives) END AS recall
"""
_SUMMARY_SQL = f"""
WITH m AS (SELECT count(*) AS resolved_matches, {_MATRIX.format(p="positive")}
           FROM events WHERE settled)
SELECT *, {_RATES} FROM m
"""
_BY_CODE_SQL = f"""
WITH codes AS (SELECT unnest($rule_codes) AS code, generate_subscripts($rule_codes, 1) AS ord),
m AS (
    SELECT code, any_value(ord) AS ord,
        {_MATRIX.format(p="list_contains(e.codes, code)")}
    FROM codes LEFT JOIN (SELECT * FROM events WHERE settled) e ON true
    GROUP BY code
)
SELECT code, true_positives + false_positives AS flagged,
    true_positives, false_positives, true_negatives, false_negatives, {_RATES}
FROM m ORDER BY ord
"""
_BY_COMPETITION_SQL = """
SELECT competition, count(*) AS events,
    count(*) FILTER (WHERE scored_verdict = 'SAFE') AS "SAFE",
    count(*) FILTER (WHERE scored_verdict = 'CAUTION') AS "CAUTION",
    count(*) FILTER (WHERE scored_verdict = 'BLOCK') AS "BLOCK",
    count(*) FILTER (WHERE settled) AS resolved
FROM events GROUP BY competition ORDER BY competition
"""


@dataclass(frozen=True)
class TrackRecord:
    """Figures, the per-code table, and the pair and event tables they come from."""

    summary: dict[str, Any]
    by_code: list[dict[str, Any]]
    by_competition: list[dict[str, Any]]
    events: pl.DataFrame = field(repr=False)
    pairs: pl.DataFrame = field(repr=False)

    def as_dict(self) -> dict[str, Any]:
        """The `track_record` object of GET /v1/status."""
        return {**self.summary, "by_code": self.by_code}


def verdict_files(verdicts_dir: Path) -> list[Path]:
    """Every stored verdict file (the whole history, across rulesets)."""
    return [f.path for f in lake.files(verdicts_dir, lake.VERDICTS)]


def truth_files(snapshots_dir: Path) -> list[Path]:
    """Per venue and day partition, the file holding the last cycle (see the module doc)."""
    last: dict[Path, lake.LakeFile] = {}
    for f in lake.files(snapshots_dir, lake.SNAPSHOTS):
        if f.path.parent not in last or f.last > last[f.path.parent].last:
            last[f.path.parent] = f
    return [last[p].path for p in sorted(last)]


def _records(con: duckdb.DuckDBPyConnection, sql: str, params: dict[str, Any]) -> Any:
    return con.sql(sql, params=params).pl().to_dicts()


def compute(verdicts: list[Path], snapshots: list[Path]) -> TrackRecord:
    """The track record over these verdict and snapshot files (either list may be empty).

    Raises:
        SnapshotError: a store file could not be read (missing, truncated, not Parquet).
    """
    con = duckdb.connect()  # one connection per call: never shared across threads
    try:
        con.execute("SET TimeZone = 'UTC'")
        params: dict[str, Any] = {"rule_codes": list(RULE_CODES)}
        if verdicts:
            con.execute(_LOAD_VERDICTS, {"files": [str(p) for p in verdicts]})
        else:
            con.execute(_NO_VERDICTS)
        parsed = [(p, lake.parse_file(p)) for p in snapshots]
        if any(f is not None and f.first != f.last for _, f in parsed):
            lasts = [f.last if f is not None else None for _, f in parsed]
            files = [str(p) for p, _ in parsed]
            con.execute(_LOAD_LAST_CYCLES, {"files": files, "lasts": lasts})
        elif snapshots:
            con.execute(_LOAD_SNAPSHOTS, {"files": [str(p) for p in snapshots]})
        else:
            con.execute(_NO_SNAPSHOTS)
        con.execute(_PAIRS_SQL, {"tolerance": _TOLERANCE, **params})
        con.execute(_EVENTS_SQL)
        summary = _records(con, _SUMMARY_SQL, {})[0]
        by_code = _records(con, _BY_CODE_SQL, params)
        by_competition = _records(con, _BY_COMPETITION_SQL, {})
        events = con.sql("SELECT * FROM events").pl()
        pairs = con.sql("SELECT * FROM pairs ORDER BY pair_id").pl()
    except duckdb.Error as exc:
        raise SnapshotError(f"track record: the stores could not be read: {exc}") from exc
    finally:
        con.close()
    return TrackRecord(_ints(summary), [_ints(r) for r in by_code], by_competition, events, pairs)


def _ints(row: dict[str, Any]) -> dict[str, Any]:
    """Counts as plain ints (DuckDB counts are BIGINT); rates stay float or None."""
    return {
        k: int(v) if isinstance(v, int) and not isinstance(v, bool) else v for k, v in row.items()
    }


def load(verdicts_dir: Path, snapshots_dir: Path) -> TrackRecord:
    """The track record of a data home's verdict and snapshot stores.

    Raises:
        SnapshotError: a store file could not be read, even after listing the stores again
            (once: a retention prune may remove a day partition between listing and reading).
    """
    try:
        return compute(verdict_files(verdicts_dir), truth_files(snapshots_dir))
    except SnapshotError:
        return compute(verdict_files(verdicts_dir), truth_files(snapshots_dir))


def format_table(record: TrackRecord) -> str:
    """The track record as a plain-text table (what `resaudit trackrecord` prints)."""
    s = record.summary
    lines = [
        f"resolved matches  {s['resolved_matches']}",
        f"true positives    {s['true_positives']}    false positives  {s['false_positives']}",
        f"false negatives   {s['false_negatives']}    true negatives   {s['true_negatives']}",
        f"precision         {percent(s['precision'])}",
        f"recall            {percent(s['recall'])}",
        "",
        f"{'code':<20} {'flagged':>7} {'TP':>5} {'FP':>5} {'FN':>5} {'TN':>5} "
        f"{'precision':>9} {'recall':>7}",
    ]
    lines += [
        f"{r['code']:<20} {r['flagged']:>7} {r['true_positives']:>5} {r['false_positives']:>5} "
        f"{r['false_negatives']:>5} {r['true_negatives']:>5} {percent(r['precision']):>9} "
        f"{percent(r['recall']):>7}"
        for r in record.by_code
    ]
    return "\n".join(lines)
