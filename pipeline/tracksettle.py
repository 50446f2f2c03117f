"""The track record's ground truth: each market's latest final row over the truth files,
and the SQL that looks a leg's settlement up in it.

Split from `pipeline/trackrecord.py` (which scores the verdicts against these): its own
concern, the settlement tables on one DuckDB connection and how a join reaches them.

The settlements are grouped per venue folder, so each plainly named venue gets a table of
its own keyed by `market_id` alone (`settled_<n>`): a leg then joins the table of its venue
on one string, about half the join work of the `(venue, market_id)` key over every venue's
markets at B4. `settled` (venue, market_id, settlement_yes, kickoff_utc) is always there
too, as a view over those tables or, when a venue only DuckDB can tell is among the files,
the one table grouped by both keys, which `Settled.lookup` then joins as before.

A plain venue's truth files are read through the settlement deltas the snapshot store wrote
beside them (`pipeline/settlements.py`) where those fit: the rows grouped are then about one
per settled market instead of one per market and day (B4: 0.39 to 0.16 s of CPU).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import duckdb

from pipeline import lake, settlements

__all__ = ["Settled", "settle"]

_SNAPSHOT_SOURCE = """read_parquet($files_{n}, hive_partitioning = true, union_by_name = true,
    hive_types = {'venue': VARCHAR, 'date': DATE}, filename = true)"""
_SNAP_COLUMNS = "venue, market_id, settlement_yes, fetched_at, kickoff_utc"
# The final rows the settlement is read from, as a subquery of `_SETTLED_PART`: they are
# picked from straight away, never stored as a table of their own (every day partition's
# last cycle repeats the final rows of the days before it, so they are several times the
# markets).
_SNAPSHOTS = f"""
SELECT {_SNAP_COLUMNS} FROM {_SNAPSHOT_SOURCE}
WHERE final AND settlement_yes IS NOT NULL
"""
# With a compacted file among them: its last cycle only (files of one cycle have no other).
_LAST_CYCLES = f"""
SELECT {_SNAP_COLUMNS} FROM {_SNAPSHOT_SOURCE} s
JOIN (SELECT unnest($files_{{n}}) AS filename, unnest($lasts_{{n}}) AS last) f USING (filename)
WHERE final AND settlement_yes IS NOT NULL AND coalesce(s.cycle, f.last) = f.last
"""
_NO_SNAPSHOTS = """
SELECT NULL::VARCHAR AS venue, NULL::VARCHAR AS market_id, NULL::DOUBLE AS settlement_yes,
    NULL::TIMESTAMPTZ AS fetched_at, NULL::TIMESTAMPTZ AS kickoff_utc WHERE false
"""
# Each market's latest final row, by `fetched_at`. A grouped arg_max picks it without
# sorting each market's rows as a window did (about a third less CPU over B4's 2.4M rows);
# `arg_max_null` keeps a null kickoff as the row states it, and a row without `fetched_at`
# only wins when its market has no other, as it came last in the window's order. Grouped
# per venue partition (files `$files_{n}`): the venue is then the folder's value, a
# constant, so the rows group by `market_id` alone (about a quarter less CPU at B4). With a
# file outside a plainly named venue folder, all group by both as before.
_SETTLED_PART = """
SELECT {venue} market_id,
    arg_max_null(settlement_yes, coalesce(fetched_at, '-infinity'::TIMESTAMPTZ))
        AS settlement_yes,
    arg_max_null(kickoff_utc, coalesce(fetched_at, '-infinity'::TIMESTAMPTZ)) AS kickoff_utc
FROM ({snapshots})
GROUP BY {keys}
"""
_BOTH_KEYS = "venue, market_id"
_PLAIN = re.compile(r"[A-Za-z0-9_.-]+")


_DELTA_COLUMNS = ", ".join(settlements.COLUMNS)


def _snapshot_rows(
    n: int, files: list[Path], parsed: dict[Path, lake.LakeFile | None], compacted: bool
) -> tuple[dict[str, Any], str]:
    """The parameters and SQL of the final rows of these truth files (the `n`th group)."""
    params: dict[str, Any] = {f"files_{n}": [str(p) for p in files]}
    if compacted:
        params[f"lasts_{n}"] = [f.last if (f := parsed[p]) is not None else None for p in files]
    # Not `format`: the source's hive types are in braces.
    return params, (_LAST_CYCLES if compacted else _SNAPSHOTS).replace("{n}", str(n))


def _deltas(
    files: list[Path], parsed: dict[Path, lake.LakeFile | None]
) -> tuple[list[Path], list[Path]]:
    """One venue's truth files (in day order) split into the stored settlement deltas that
    stand for them and the files read whole (`pipeline/settlements.py`): a delta counts only
    when it was made against the file now before it, whose rows the union then holds."""
    deltas: list[Path] = []
    whole: list[Path] = []
    before: tuple[str, int] | None = None
    for p in files:
        f = parsed[p]
        delta = settlements.delta_for(p, f.last) if f is not None else None
        if delta is not None and (delta.base is None or delta.base == before):
            deltas.append(delta.path)
        else:
            whole.append(p)
        before = (p.parent.name.removeprefix("date="), f.last) if f is not None else None
    return deltas, whole


@dataclass(frozen=True)
class Settled:
    """The settlement tables `settle` created: `tables` maps each plainly named venue to
    its own table (market_id, settlement_yes, kickoff_utc); empty when only `settled`,
    keyed by both columns, holds them."""

    tables: dict[str, str]

    def lookup(self, alias: str, leg: str, column: str) -> tuple[str, str]:
        """The LEFT JOINs that find the settlement of leg `leg` (its `<leg>_venue` and
        `<leg>_market_id` on the row aliased `alias`), and the expression of its `column`.

        Per venue table, the key is the leg's market id only where the leg is of that
        venue (null otherwise, which joins nothing), so at most one of them matches.
        """
        if not self.tables:
            join = (
                f"LEFT JOIN settled {leg} ON {leg}.venue = {alias}.{leg}_venue "
                f"AND {leg}.market_id = {alias}.{leg}_market_id"
            )
            return join, f"{leg}.{column}"
        joins, values = [], []
        for i, (venue, table) in enumerate(self.tables.items()):
            name = f"{leg}{i}"
            joins.append(
                f"LEFT JOIN {table} {name} ON {name}.market_id = CASE WHEN "
                f"{alias}.{leg}_venue = '{venue}' THEN {alias}.{leg}_market_id END"
            )
            values.append(f"{name}.{column}")
        value = values[0] if len(values) == 1 else f"coalesce({', '.join(values)})"
        return "\n".join(joins), value

    def venue_rows(self, venue: str, columns: str) -> str:
        """A query of `columns` of the settlements of venue `venue` (a plain name)."""
        table = self.tables.get(venue)
        if table is not None:
            return f"SELECT {columns} FROM {table}"
        return f"SELECT {columns} FROM settled WHERE venue = '{venue}'"

    def venue_join(self, alias: str, venue: str, market: str) -> str:
        """A LEFT JOIN, aliased `alias`, of the settlement of market `market` (an
        expression) on venue `venue` (a plain name)."""
        table = self.tables.get(venue)
        if table is not None:
            return f"LEFT JOIN {table} {alias} ON {alias}.market_id = {market}"
        return (
            f"LEFT JOIN settled {alias} ON {alias}.venue = '{venue}' "
            f"AND {alias}.market_id = {market}"
        )


def settle(con: duckdb.DuckDBPyConnection, snapshots: list[Path]) -> Settled:
    """Create the settlement tables on `con`: each market's latest final row over the
    truth files (`trackrecord.truth_files`), per venue where the venues are plain names."""
    by_venue: dict[str | None, list[Path]] = {}
    for p in snapshots:
        # The `venue=` folder's value, which is what hive partitioning reads when it has
        # nothing to decode (a plain name, as the refresher writes them).
        venue = lake.LakeFile(p, 0, 0).partition().get("venue")
        by_venue.setdefault(venue if venue and _PLAIN.fullmatch(venue) else None, []).append(p)
    if None in by_venue:
        # One file whose venue only DuckDB can tell: every file in one grouping by both
        # columns, so no market can come out of two groupings.
        by_venue = {None: list(snapshots)}
    parsed = {p: lake.parse_file(p) for p in snapshots}
    # With a compacted file among them, each file's last cycle only.
    compacted = any(f is not None and f.first != f.last for f in parsed.values())
    tables: dict[str, str] = {}
    parts = []
    for n, (venue, files) in enumerate(by_venue.items()):
        if venue is None:
            params, rows = _snapshot_rows(n, files, parsed, compacted)
            part = _SETTLED_PART.format(snapshots=rows, venue="venue,", keys=_BOTH_KEYS)
            con.execute(f"CREATE TEMP TABLE settled AS {part}", params)
            return Settled({})
        deltas, whole = _deltas(files, parsed)
        params, rows = _snapshot_rows(n, whole, parsed, compacted) if whole else ({}, "")
        if deltas:
            params[f"deltas_{n}"] = [str(p) for p in deltas]
            delta_rows = f"SELECT {_DELTA_COLUMNS} FROM read_parquet($deltas_{n})"
            # The union is by name: the snapshot rows also carry their venue.
            rows = f"{delta_rows} UNION ALL BY NAME {rows}" if rows else delta_rows
        table = f"settled_{n}"
        part = _SETTLED_PART.format(snapshots=rows, venue="", keys="market_id")
        con.execute(f"CREATE TEMP TABLE {table} AS {part}", params)
        tables[venue] = table
        # A plain name holds no quote, so it is written into the view as it is.
        parts.append(f"SELECT '{venue}'::VARCHAR AS venue, * FROM {table}")
    union = " UNION ALL ".join(parts) or _SETTLED_PART.format(
        snapshots=_NO_SNAPSHOTS, venue="venue,", keys=_BOTH_KEYS
    )
    con.execute(f"CREATE TEMP VIEW settled AS {union}")
    return Settled(tables)
