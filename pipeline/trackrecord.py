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
comes from the folder names (hive partitioning): the files do not hold it. The settlement
tables and how a leg joins them are `pipeline/tracksettle.py`'s.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import cached_property
from pathlib import Path
from typing import Any

import duckdb
import polars as pl

from pipeline import lake
from pipeline.errors import SnapshotError
from pipeline.formats import percent
from pipeline.trackcarry import Carry, Fold, pick, session
from pipeline.trackdivergences import HALF_CENT, real_divergences
from pipeline.trackfigures import scope_figures
from pipeline.trackpicks import FLAGS, FLAT, LATEST, PRE_KICKOFF, RULE_CODES
from pipeline.tracksettle import settle

__all__ = [
    "HALF_CENT",
    "RULE_CODES",
    "TrackRecord",
    "compute",
    "format_table",
    "load",
    "real_divergences",
    "truth_files",
    "verdict_files",
]

# Float slack: 0.505 - 0.5 is 0.0050000000000000044 in binary floating point.
_TOLERANCE = HALF_CENT + 1e-9
_FLAGS, _FLAT = FLAGS, FLAT
_LATEST, _PRE_KICKOFF = LATEST, PRE_KICKOFF

# A row's codes as one small integer (bit i: RULE_CODES[i] flagged) and the 2**7 lists it
# stands for, built once: joining the lists by that integer replaced a lambda over every
# pair's seven flags, and an event's codes are the bitwise or of its pairs'.
_MASK = " | ".join(f"(coalesce({f}, false)::INTEGER << {i})" for i, f in enumerate(_FLAGS))
_CODE_LISTS_SQL = """
CREATE TEMP TABLE code_lists AS
SELECT m AS mask, list_filter([{}], lambda c: c IS NOT NULL) AS codes FROM range({}) t(m)
""".format(
    ", ".join(f"CASE WHEN m & {1 << i} <> 0 THEN '{c}' END" for i, c in enumerate(RULE_CODES)),
    1 << len(RULE_CODES),
)
# The same lists as a frame, for the pairs Polars completes (`TrackRecord.pairs`).
_CODE_LISTS = pl.DataFrame(
    {
        "mask": range(1 << len(RULE_CODES)),
        "codes": [
            [c for i, c in enumerate(RULE_CODES) if m & (1 << i)]
            for m in range(1 << len(RULE_CODES))
        ],
    },
    schema={"mask": pl.Int32, "codes": pl.List(pl.String)},
)
# What an event takes of its pairs, packed into one integer per pair so that grouping by
# event is one bit_or (beside count, max and min) instead of ten aggregates, a list among
# them. Above the codes' bits (`_MASK`): "a leg is unsettled", "settled and not
# equivalent", then one bit per rank of the scored verdict (SAFE, CAUTION, BLOCK) and of
# `if_played` (equivalent, unknown, divergent): an event's worst rank is its highest bit
# set, `bool_and(settled)` is "no pair unsettled", and `equivalent` is only read of an
# event whose every pair settled (its `divergent` and `outcome` are null otherwise).
_CODE_BITS = (1 << len(RULE_CODES)) - 1
_UNSETTLED = 1 << len(RULE_CODES)
_UNEQUAL = _UNSETTLED << 1
_VERDICT_RANK = _UNSETTLED << 2  # three bits: rank 0, 1, 2
_PLAYED_RANK = _UNSETTLED << 5  # three bits likewise
_RANK = "CASE {} WHEN '{}' THEN 2 WHEN '{}' THEN 1 ELSE 0 END"
_BITS = (
    f"legs.mask | (CASE WHEN settled THEN 0 ELSE {_UNSETTLED} END) "
    f"| (CASE WHEN coalesce(NOT equivalent, false) THEN {_UNEQUAL} ELSE 0 END) "
    f"| ({_VERDICT_RANK} << {_RANK.format('scored_verdict', 'BLOCK', 'CAUTION')}) "
    f"| ({_PLAYED_RANK} << {_RANK.format('if_played', 'divergent', 'unknown')})"
)


def _rank(bits: int) -> str:
    """The highest of three rank bits starting at `bits`, as 2, 1 or 0."""
    return (
        f"CASE WHEN bits & {bits << 2} <> 0 THEN 2 WHEN bits & {bits << 1} <> 0 THEN 1 ELSE 0 END"
    )


# Over `scoped` (`pipeline/trackpicks.py`), a table: the joins see the picked rows only.
_PAIRS_SQL = f"""
CREATE TEMP TABLE pairs AS
WITH legs AS (
    SELECT l.*,
        CASE WHEN lower(l.a_held) = 'no' THEN 1 - {{a_settle}} ELSE {{a_settle}} END AS a_payout,
        CASE WHEN lower(l.b_held) = 'no' THEN 1 - {{b_settle}} ELSE {{b_settle}} END AS b_payout,
        {_MASK} AS mask
    FROM scoped l
    {{a_join}}
    {{b_join}}
)
SELECT
    scope, pair_id, canonical_event_id, scored_verdict, {", ".join(_FLAT)},
    a_venue, a_market_id, a_held, a_payout, b_venue, b_market_id, b_held, b_payout,
    a_payout IS NOT NULL AND b_payout IS NOT NULL AS settled,
    CASE WHEN a_payout IS NOT NULL AND b_payout IS NOT NULL
        THEN abs(a_payout - b_payout) <= $tolerance END AS equivalent,
    ruleset_sha, computed_at, kickoff_utc, mask, {_BITS} AS bits
FROM legs
"""
# The latest scope's pairs as they leave DuckDB: the columns as stored, with the codes as
# their mask. Nothing served reads this frame whole (the real divergences read a few legs
# of it), so its competition, code lists and `pair_id` order are only added when
# `TrackRecord.pairs` is first read: about 0.12 s of CPU at B4 no longer spent per call.
_LATEST_PAIRS_SQL = f"""
SELECT pair_id, canonical_event_id, scored_verdict, mask, {", ".join(_FLAT)},
    a_venue, a_market_id, a_held, a_payout, b_venue, b_market_id, b_held, b_payout,
    settled, equivalent, ruleset_sha, computed_at, kickoff_utc
FROM pairs WHERE scope = {_LATEST}
"""
# What `TrackRecord.pairs` holds, in order (`_LATEST_PAIRS_SQL`'s with competition and codes).
_PAIR_COLUMNS = (
    "pair_id",
    "canonical_event_id",
    "competition",
    "scored_verdict",
    "codes",
    *_FLAT,
    "a_venue",
    "a_market_id",
    "a_held",
    "a_payout",
    "b_venue",
    "b_market_id",
    "b_held",
    "b_payout",
    "settled",
    "equivalent",
    "ruleset_sha",
    "computed_at",
    "kickoff_utc",
)
# The rulesets a pair's verdict came from, as one bit each (in their sorted order), so an
# event's sorted distinct list is a bit_or decoded through a small table.
_RULESETS_SQL = """
CREATE TEMP TABLE rulesets AS
SELECT ruleset_sha, (row_number() OVER (ORDER BY ruleset_sha) - 1)::INTEGER AS bit
FROM (SELECT DISTINCT ruleset_sha FROM pairs WHERE ruleset_sha IS NOT NULL)
"""
# At most this many rulesets go by bits (a BIGINT's); beyond, the lists are aggregated.
_MAX_RULESET_BITS = 62
_RULESET_BITS = """
(SELECT p.*, coalesce(1::BIGINT << r.bit, 0) AS rbits
 FROM pairs p LEFT JOIN rulesets r USING (ruleset_sha))
"""
_EVENTS_SQL = f"""
CREATE TEMP TABLE all_events AS
WITH grouped AS (
    SELECT scope, canonical_event_id, count(*) AS pairs, bit_or(bits) AS bits,
        {{rulesets}} AS rulesets,
        max(computed_at) AS computed_at,
        min(kickoff_utc) AS kickoff_utc
    FROM {{source}} GROUP BY scope, canonical_event_id
),
ruleset_lists AS (
    {{ruleset_lists}}
),
decoded AS (
    SELECT *,
        {_rank(_VERDICT_RANK)} AS rank,
        bits & {_UNSETTLED} = 0 AS settled,
        bits & {_UNEQUAL} = 0 AS equivalent,
        {_rank(_PLAYED_RANK)} AS played_rank
    FROM grouped
)
SELECT scope, canonical_event_id, split_part(canonical_event_id, ':', 1) AS competition,
    pairs,
    CASE rank WHEN 2 THEN 'BLOCK' WHEN 1 THEN 'CAUTION' ELSE 'SAFE' END AS scored_verdict,
    rank > 0 AS positive, c.codes, {{ruleset_shas}} AS ruleset_shas, computed_at,
    settled,
    CASE WHEN settled THEN NOT equivalent END AS divergent,
    CASE WHEN NOT settled THEN NULL
        WHEN rank > 0 AND NOT equivalent THEN 'TP' WHEN rank > 0 THEN 'FP'
        WHEN NOT equivalent THEN 'FN' ELSE 'TN' END AS outcome,
    CASE played_rank WHEN 2 THEN 'divergent' WHEN 1 THEN 'unknown' ELSE 'equivalent' END
        AS if_played,
    kickoff_utc
FROM decoded
JOIN code_lists c ON c.mask = decoded.bits & {_CODE_BITS}
{{ruleset_join}}
ORDER BY canonical_event_id
"""
# With the rulesets as bits: each distinct combination's sorted list, built once.
_EVENTS_BY_BITS = {
    "source": _RULESET_BITS,
    "rulesets": "bit_or(rbits)",
    "ruleset_lists": """SELECT b.rulesets, list(r.ruleset_sha ORDER BY r.bit) FILTER (
            WHERE r.ruleset_sha IS NOT NULL) AS ruleset_shas
        FROM (SELECT DISTINCT rulesets FROM grouped) b
        LEFT JOIN rulesets r ON b.rulesets & (1::BIGINT << r.bit) <> 0
        GROUP BY b.rulesets""",
    "ruleset_shas": "coalesce(l.ruleset_shas, []::VARCHAR[])",
    "ruleset_join": "JOIN ruleset_lists l USING (rulesets)",
}
_EVENTS_BY_LISTS = {
    "source": "pairs",
    "rulesets": "list_sort(list_distinct(list(ruleset_sha)))",
    "ruleset_lists": "SELECT 1",
    "ruleset_shas": "rulesets",
    "ruleset_join": "",
}

_BY_COMPETITION_SQL = """
SELECT competition, count(*) AS events,
    count(*) FILTER (WHERE scored_verdict = 'SAFE') AS "SAFE",
    count(*) FILTER (WHERE scored_verdict = 'CAUTION') AS "CAUTION",
    count(*) FILTER (WHERE scored_verdict = 'BLOCK') AS "BLOCK",
    count(*) FILTER (WHERE settled) AS resolved
FROM events GROUP BY competition ORDER BY competition
"""
_SCOPES = {"latest": "events", "pre_kickoff": "pre_events"}
_SCOPE_IDS = {"latest": _LATEST, "pre_kickoff": _PRE_KICKOFF}


@dataclass(frozen=True)
class TrackRecord:
    """Figures, the per-code table, the breakdown, and the pair and event tables behind them.

    `events` and `pairs` hold the spec's scoring (each pair's latest verdict);
    `pre_kickoff_events` the same events scored on the last verdict computed before
    kickoff (an event without one is absent). `latest_pairs` are the pairs as they left
    DuckDB (codes as a mask, in no order), which `pairs` completes when first read.
    """

    summary: dict[str, Any]
    by_code: list[dict[str, Any]]
    by_competition: list[dict[str, Any]]
    events: pl.DataFrame = field(repr=False)
    latest_pairs: pl.DataFrame = field(repr=False)
    breakdown: dict[str, Any] = field(default_factory=dict, repr=False)
    pre_kickoff_events: pl.DataFrame = field(default_factory=pl.DataFrame, repr=False)

    def as_dict(self) -> dict[str, Any]:
        """The `track_record` object of GET /v1/status (the spec's figures only)."""
        return {**self.summary, "by_code": self.by_code}

    @cached_property
    def pairs(self) -> pl.DataFrame:
        """Each pair's latest verdict and settlement, by `pair_id`, with its competition
        (the event id's first `:` part) and its rule-dimension codes in `RULE_CODES` order."""
        return (
            self.latest_pairs.join(_CODE_LISTS, on="mask", how="left")
            .with_columns(competition=pl.col("canonical_event_id").str.split(":").list.first())
            .select(_PAIR_COLUMNS)
            # A pair has one row, so the order is total.
            .sort("pair_id")
        )


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


def compute(verdicts: list[Path], snapshots: list[Path], carry: Carry | None = None) -> TrackRecord:
    """The track record over these verdict and snapshot files (either list may be empty).

    With `carry`, the picks of the call before over the same files (and more) are folded
    into, and this call's are left for the next (`pipeline/trackcarry.py`): the result is
    the same either way.

    Raises:
        SnapshotError: a store file could not be read (missing, truncated, not Parquet).
    """
    try:
        with session(carry, verdicts) as (con, fold, keep):
            return _compute(con, verdicts, snapshots, fold, keep)
    except duckdb.Error as exc:
        raise SnapshotError(f"track record: the stores could not be read: {exc}") from exc


def _compute(
    con: duckdb.DuckDBPyConnection,
    verdicts: list[Path],
    snapshots: list[Path],
    fold: Fold | None,
    keep: bool,
) -> TrackRecord:
    """`compute` on its connection (see `trackcarry.session`)."""
    con.execute("SET TimeZone = 'UTC'")
    settled = settle(con, snapshots)
    pick(con, verdicts, settled, fold, keep)
    con.execute(_CODE_LISTS_SQL)
    a_join, a_settle = settled.lookup("l", "a", "settlement_yes")
    b_join, b_settle = settled.lookup("l", "b", "settlement_yes")
    con.execute(
        _PAIRS_SQL.format(
            a_join=a_join,
            a_settle=a_settle,
            b_join=b_join,
            b_settle=b_settle,
        ),
        {"tolerance": _TOLERANCE},
    )
    con.execute(_RULESETS_SQL)
    (rulesets,) = con.execute("SELECT count(*) FROM rulesets").fetchone() or (0,)
    by = _EVENTS_BY_BITS if rulesets <= _MAX_RULESET_BITS else _EVENTS_BY_LISTS
    con.execute(_EVENTS_SQL.format(**by))
    for scope, view in _SCOPES.items():
        con.execute(
            f"CREATE TEMP VIEW {view} AS SELECT * EXCLUDE (scope) FROM all_events "
            f"WHERE scope = {_SCOPE_IDS[scope]}"
        )
    figures = scope_figures(con, "all_events", (_LATEST, _PRE_KICKOFF), RULE_CODES)
    by_competition = _records(con, _BY_COMPETITION_SQL, {})
    events = con.sql("SELECT * EXCLUDE (kickoff_utc) FROM events").pl()
    pre_events = con.sql("SELECT * FROM pre_events").pl()
    # Only the latest scope's pairs leave DuckDB: the pre-kickoff ones are only counted.
    latest_pairs = con.sql(_LATEST_PAIRS_SQL).pl()
    latest, before = figures[_LATEST], figures[_PRE_KICKOFF]
    pre = {
        **before["summary"],
        "by_code": before["by_code"],
        "baseline": before["baseline"],
        "split": before["split"],
        "without_verdict": int(
            events.filter(pl.col("settled"))
            .join(pre_events, on="canonical_event_id", how="anti")
            .height
        ),
    }
    out = {
        "baseline": latest["baseline"],
        "split": latest["split"],
        "real_divergences": real_divergences(events, latest_pairs, pre_events),
        "pre_kickoff": pre,
    }
    return TrackRecord(
        latest["summary"],
        latest["by_code"],
        by_competition,
        events,
        latest_pairs,
        out,
        pre_events,
    )


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
    if record.breakdown:
        lines += ["", *_breakdown_lines(record.breakdown)]
    return "\n".join(lines)


def _split_lines(b: dict[str, Any]) -> list[str]:
    base = b["baseline"]
    label = {"if_played": "pay differently if played", "tail_only": "tail only (not played)"}
    return [
        f"flag-everything baseline: precision {percent(base['precision'])}, recall "
        f"{percent(base['recall'])} ({base['true_positives']} of {base['flagged']} diverged)",
        f"{'flags that':<28} {'flagged':>7} {'TP':>5} {'FP':>5} {'precision':>9} {'recall':>7}",
        *(
            f"{label[r['kind']]:<28} {r['flagged']:>7} {r['true_positives']:>5} "
            f"{r['false_positives']:>5} {percent(r['precision']):>9} {percent(r['recall']):>7}"
            for r in b["split"]
        ),
    ]


def _breakdown_lines(b: dict[str, Any]) -> list[str]:
    """The breakdown beside the spec's figures, as plain-text lines."""
    pre = b["pre_kickoff"]
    lines = [*_split_lines(b), "", f"real divergences  {len(b['real_divergences'])}"]
    for d in b["real_divergences"]:
        before = d["pre_kickoff"]
        lines += [
            f"  {d['canonical_event_id']}: {d['what_happened']}",
            "    payouts "
            + ", ".join(
                f"{x['pair_id'].rpartition('#')[2]} {_paid(x['venue_one_payout'])} vs "
                f"{_paid(x['venue_two_payout'])}"
                for x in d["payouts"]
            ),
            f"    latest {d['scored_verdict']} ({', '.join(d['codes']) or 'no code'}), "
            f"{'predicted' if d['predicted'] else 'missed'}; before kickoff "
            + (f"{before['scored_verdict']}" if before else "no verdict"),
        ]
    lines += [
        "",
        f"before kickoff    {pre['resolved_matches']} resolved matches "
        f"({pre['without_verdict']} without a verdict before kickoff left out)",
        f"true positives    {pre['true_positives']}    false positives  {pre['false_positives']}",
        f"false negatives   {pre['false_negatives']}    true negatives   {pre['true_negatives']}",
        f"precision         {percent(pre['precision'])}",
        f"recall            {percent(pre['recall'])}",
        *_split_lines(pre),
    ]
    return lines


def _paid(x: float | None) -> str:
    return "unsettled" if x is None else f"{x:.2f}"
