"""The track record's picks carried from one call to the next, so a call after a cycle folds
in only what the cycle changed (the status page's track record, `serve/statuscache.py`).

A cold call reads the whole verdict history: at B4 (1M rows) its picks and the second
scan that fetches the picked rows were ~0.75 s of ~2 s of CPU. The verdict store only ever
adds files (a cycle writes `cycle-<n>.parquet`; nothing rewrites one but a compaction or a
retention prune), so a pair's picks change only when

- a new file holds rows of the pair (its latest row may be one of them, and its latest
  row before kickoff too), or
- the kickoff its pre-kickoff pick was made against changed (a market settled since, a
  postponement): every row of its history may then be the one before kickoff.

A `Carry` keeps, on a DuckDB connection of its own between calls, the picked rows
(`carried_scoped`), each pair's lowest and highest venue_one market (`carried_markets`,
what its kickoff is read by), the venue_one kickoffs the picks were made against
(`carried_kickoffs`), and the whole history of the open pairs (`carried_history`,
`carried_open_pairs`): those whose market has no final row yet, or that have more than
one market, whose kickoff is still to change. The next call, when the files read before
are still there unchanged and in the same places of the listing, picks again only the
touched pairs: a pair with new rows from its carried picks and its new rows; a pair whose
kickoff changed from its whole history, carried when it was open, else read again from
the older files (a settled match postponed; the first fold after a cold call, which
carries no history yet, reads the open pairs' this way). Any other listing (a file gone,
rewritten or inserted, a file of the old layout) makes a cold call, which carries its
picks on. The result is the same rows as a cold call's: the latest of a set is the latest
of its latest and the new rows, and the latest before kickoff likewise while the kickoff
stands. What is carried grows with the pairs and the open pairs' history, not with the
whole history.

A call that fails drops what was carried: the next one is cold.
"""

from __future__ import annotations

import threading
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path

import duckdb

from pipeline.trackpicks import READ, flat_files, pick_all, picks_sql, scoped_sql, verdict_source
from pipeline.tracksettle import Settled

__all__ = ["Carry", "Fold", "pick", "session"]

# The venue whose leg's kickoff the pre-kickoff pick reads (`pipeline/trackpicks.py`).
_KICKOFF_VENUE = "venue_one"
_CARRIED = ("scoped", "markets", "kickoffs", "history", "open_pairs")
_Signature = tuple[str, int, int]

_COLUMNS = ", ".join(READ)
# Markets whose venue_one kickoff is not what the carried picks were made against.
_CHANGED_SQL = """
CREATE TEMP TABLE changed AS
SELECT market_id FROM carried_kickoffs o FULL JOIN kickoffs n USING (market_id)
WHERE o.kickoff_utc IS DISTINCT FROM n.kickoff_utc
"""
# The new rows, read once: every later statement of the fold takes them from here.
_NEW_SQL = (
    f"CREATE TEMP TABLE new_rows AS SELECT {_COLUMNS} FROM ({{new}}) WHERE pair_id IS NOT NULL"
)
# Each pair's venue_one markets over the history so far (the carried ones and the new rows').
_MARKETS_SQL = """
CREATE TEMP TABLE markets AS
SELECT pair_id, min(market_lo) AS market_lo, max(market_hi) AS market_hi FROM (
    SELECT * FROM carried_markets
    UNION ALL SELECT pair_id, a_market_id, a_market_id FROM new_rows
) GROUP BY pair_id
"""
# Open pairs: those whose kickoff may still change what their pre-kickoff pick is (a
# market without a final row yet, or more than one market); their history is carried.
_OPEN_SQL = """
CREATE TEMP TABLE open_pairs AS
SELECT pair_id FROM markets m LEFT JOIN kickoffs k ON k.market_id = m.market_lo
WHERE m.market_lo IS DISTINCT FROM m.market_hi
    OR (m.market_lo IS NOT NULL AND k.kickoff_utc IS NULL)
"""
# Pairs picked again from their whole history: a carried pair whose kickoff changed (or
# with more than one market), and a carried pair now open whose history is not carried
# yet; `rescan`: those of them whose history is not carried (read from the older files).
_REDO_SQL = """
CREATE TEMP TABLE redo AS
SELECT pair_id FROM carried_markets
WHERE market_lo IS DISTINCT FROM market_hi OR market_lo IN (SELECT market_id FROM changed)
UNION SELECT pair_id FROM open_pairs WHERE pair_id IN (SELECT pair_id FROM carried_markets)
    AND pair_id NOT IN (SELECT pair_id FROM carried_open_pairs)
"""
_RESCAN_SQL = """
CREATE TEMP TABLE rescan AS
SELECT pair_id FROM redo WHERE pair_id NOT IN (SELECT pair_id FROM carried_open_pairs)
"""
_TOUCHED_SQL = """
CREATE TEMP TABLE touched AS
SELECT pair_id FROM new_rows UNION SELECT pair_id FROM redo
"""
# Where a candidate row comes from, when the carried history takes it: a new row, or one
# read again from the older files (the carried ones are there already).
_NEW, _REREAD = 1, 2
# The rows the touched pairs are picked from again: a clean pair's carried rows (a row
# carried for both scopes comes twice, both alike) and new rows; a pair picked again, its
# whole history (carried, or read again).
_CANDIDATES_SQL = f"""
CREATE TEMP TABLE candidates AS
SELECT * FROM (
    SELECT {_COLUMNS}, 0 AS origin FROM carried_scoped
    WHERE pair_id IN (SELECT pair_id FROM touched) AND pair_id NOT IN (SELECT pair_id FROM redo)
    UNION ALL SELECT *, {_NEW} AS origin FROM new_rows
    UNION ALL SELECT *, 0 AS origin FROM carried_history
    WHERE pair_id IN (SELECT pair_id FROM redo)
    {{reread}}
)
"""
_REREAD_SQL = (
    f"UNION ALL SELECT {_COLUMNS}, {_REREAD} AS origin FROM ({{old}}) "
    "WHERE pair_id IN (SELECT pair_id FROM rescan)"
)
# The candidates as the picks read them, the table's row ids as theirs (a row_number()
# window numbering them cost ~0.1 s of CPU at B4; the ids are the same in both scans).
_CANDIDATES = "SELECT * EXCLUDE (origin), rowid AS rid FROM candidates"
# The picks and the open pairs' history for the next call. Built anew: deleting the touched
# pairs' rows in place and inserting their picks cost more, and left a table whose later
# scans (the pairs) cost more too.
_UPDATE_SQL = """
CREATE TEMP TABLE scoped AS
SELECT * FROM carried_scoped WHERE pair_id NOT IN (SELECT pair_id FROM touched)
UNION ALL BY NAME ({picked});
CREATE TEMP TABLE history AS
SELECT * FROM carried_history WHERE pair_id IN (SELECT pair_id FROM open_pairs)
UNION ALL
SELECT * EXCLUDE (origin) FROM candidates
WHERE origin <> 0 AND pair_id IN (SELECT pair_id FROM open_pairs);
"""
# What a cold call leaves: no history yet (the first fold reads the open pairs' once).
_COLD_SQL = f"""
CREATE TEMP TABLE markets AS SELECT pair_id, market_lo, market_hi FROM picked;
CREATE TEMP TABLE history AS SELECT {_COLUMNS} FROM ({{none}});
CREATE TEMP TABLE open_pairs AS SELECT pair_id FROM picked WHERE false;
"""


@dataclass(frozen=True)
class Fold:
    """A call that folds `new` files into the picks carried over `old` (both in listing order)."""

    old: list[Path]
    new: list[Path]


def _signature(files: list[Path]) -> tuple[_Signature, ...] | None:
    """Each file's path, size and mtime (None when one is gone)."""
    out = []
    for f in files:
        try:
            st = f.stat()
        except FileNotFoundError:
            return None
        out.append((str(f), st.st_size, st.st_mtime_ns))
    return tuple(out)


class Carry:
    """The picks one track-record call leaves for the next (see the module doc). One
    connection, used by one call at a time: calls wait for each other."""

    def __init__(self) -> None:
        """An empty carry: its first call is cold."""
        self._lock = threading.Lock()
        self._con: duckdb.DuckDBPyConnection | None = None
        self._files: tuple[_Signature, ...] = ()

    def _plan(self, verdicts: list[Path]) -> tuple[Fold | None, tuple[_Signature, ...] | None]:
        """How the next call over `verdicts` runs, and the listing's signature (None: the
        call carries nothing)."""
        files = _signature(verdicts)
        if files is None or not flat_files(verdicts):
            return None, None
        n = len(self._files)
        if self._con is None or files[:n] != self._files:
            return None, files
        return Fold(verdicts[:n], verdicts[n:]), files

    def _drop(self) -> None:
        if self._con is not None:
            self._con.close()
        self._con, self._files = None, ()


@contextmanager
def session(
    carry: Carry | None, verdicts: list[Path]
) -> Iterator[tuple[duckdb.DuckDBPyConnection, Fold | None, bool]]:
    """A connection for one call over `verdicts`, the fold it makes (None: cold) and
    whether it keeps its picks (`pick` then leaves them for `session` to carry).

    Without a carry, or over files it cannot carry, the connection is the call's own.
    """
    if carry is None:
        con = duckdb.connect()  # one connection per call: never shared across threads
        try:
            yield con, None, False
        finally:
            con.close()
        return
    with carry._lock:
        fold, files = carry._plan(verdicts)
        if files is None:
            carry._drop()
            with session(None, verdicts) as plain:
                yield plain
            return
        if fold is None:
            carry._drop()
            carry._con = duckdb.connect()
        kept = carry._con
        assert kept is not None  # `_plan` folds only onto a carried connection
        try:
            yield kept, fold, True
            _keep(kept)
            carry._files = files
        except BaseException:
            carry._drop()
            raise


def _keep(con: duckdb.DuckDBPyConnection) -> None:
    """Rename this call's carried tables for the next call; drop everything else."""
    for name in _CARRIED:
        con.execute(f"DROP TABLE IF EXISTS carried_{name}")
        con.execute(f"ALTER TABLE {name} RENAME TO carried_{name}")
    kept = {f"carried_{n}" for n in _CARRIED}
    for (view,) in con.execute(
        "SELECT view_name FROM duckdb_views() WHERE temporary AND NOT internal"
    ).fetchall():
        con.execute(f'DROP VIEW "{view}"')
    for (table,) in con.execute(
        "SELECT table_name FROM duckdb_tables() WHERE temporary"
    ).fetchall():
        if table not in kept:
            con.execute(f'DROP TABLE "{table}"')


def pick(
    con: duckdb.DuckDBPyConnection,
    verdicts: list[Path],
    settled: Settled,
    fold: Fold | None,
    keep: bool,
) -> None:
    """Create `scoped` (`pipeline/trackpicks.py`) on `con`: from every file, or by `fold`;
    with `keep`, also the tables the next call folds into (see the module doc)."""
    kickoff_join = settled.venue_join("k", _KICKOFF_VENUE, "keyed.a_market_id")
    if keep:
        con.execute(
            "CREATE TEMP TABLE kickoffs AS "
            + settled.venue_rows(_KICKOFF_VENUE, "market_id, kickoff_utc")
        )
    if fold is None:
        pick_all(con, verdicts, kickoff_join)
        if keep:
            con.execute(_COLD_SQL.format(none=verdict_source(con, [])))
        return
    con.execute(_CHANGED_SQL)
    con.execute(_NEW_SQL.format(new=verdict_source(con, fold.new)))
    con.execute(_MARKETS_SQL)
    con.execute(_OPEN_SQL)
    con.execute(_REDO_SQL)
    con.execute(_RESCAN_SQL)
    con.execute(_TOUCHED_SQL)
    (rescan,) = con.execute("SELECT count(*) FROM rescan").fetchone() or (0,)
    reread = _REREAD_SQL.format(old=verdict_source(con, fold.old)) if rescan and fold.old else ""
    con.execute(_CANDIDATES_SQL.format(reread=reread))
    con.execute(picks_sql(_CANDIDATES, kickoff_join))
    con.execute(_UPDATE_SQL.format(picked=scoped_sql(_CANDIDATES)))
