"""The track record's settlement tables: per venue keyed by market id alone, found by a
leg's venue and market exactly as the one table keyed by both finds them."""

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path

import duckdb
import polars as pl

from pipeline.tracksettle import Settled, settle

_AT = datetime(2031, 3, 1, 23, tzinfo=UTC)
_UTC = pl.Datetime("us", "UTC")


def _write(root: Path, venue: str, rows: list[tuple[str, float | None, bool]]) -> Path:
    """One venue's truth file (one cycle) with these (market_id, settlement_yes, final)."""
    folder = root / f"venue={venue}" / "date=2031-03-01"
    folder.mkdir(parents=True)
    path = folder / "cycle-1.parquet"
    pl.DataFrame(
        {
            "market_id": [r[0] for r in rows],
            "settlement_yes": [r[1] for r in rows],
            "final": [r[2] for r in rows],
            "fetched_at": [_AT] * len(rows),
            "kickoff_utc": [_AT] * len(rows),
        },
        schema_overrides={"fetched_at": _UTC, "kickoff_utc": _UTC},
    ).write_parquet(path)
    return path


# Legs of every kind: a market id both venues use (each must get its own venue's
# settlement), one only the other venue has, an unsettled one, an unknown venue.
_LEGS = [
    ("venue_one", "M1"),
    ("venue_two", "M1"),
    ("venue_two", "M2"),
    ("venue_one", "M2"),
    ("venue_one", "M3"),
    ("venue_three", "M1"),
    (None, "M1"),
    ("venue_one", None),
]


def _found(con: duckdb.DuckDBPyConnection, settled: Settled) -> list[tuple[object, ...]]:
    join, value = settled.lookup("l", "a", "settlement_yes")
    rows = ", ".join(
        "({}, {}, {})".format(
            i, "NULL" if v is None else f"'{v}'", "NULL" if m is None else f"'{m}'"
        )
        for i, (v, m) in enumerate(_LEGS)
    )
    sql = f"SELECT l.i, {value} FROM (VALUES {rows}) l(i, a_venue, a_market_id) {join} ORDER BY l.i"
    return con.execute(sql).fetchall()


def test_each_leg_finds_its_own_venues_settlement_as_the_two_key_table_does(
    tmp_path: Path,
) -> None:
    files = [
        _write(tmp_path, "venue_one", [("M1", 1.0, True), ("M3", 0.0, False)]),
        _write(tmp_path, "venue_two", [("M1", 0.0, True), ("M2", 1.0, True)]),
    ]
    con = duckdb.connect()
    settled = settle(con, files)
    assert set(settled.tables) == {"venue_one", "venue_two"}
    per_venue = _found(con, settled)
    # The same lookups through `settled` (the view over both tables) keyed by both columns.
    assert per_venue == _found(con, Settled({}))
    assert [v for _, v in per_venue] == [1.0, 0.0, 1.0, None, None, None, None, None]
    kickoff = settled.venue_join("k", "venue_one", "'M1'")
    assert con.execute(f"SELECT k.settlement_yes FROM (SELECT 1) t {kickoff}").fetchall() == [
        (1.0,)
    ]


def test_a_venue_only_duckdb_can_tell_keeps_one_table_keyed_by_both(tmp_path: Path) -> None:
    files = [
        _write(tmp_path, "venue_one", [("M1", 1.0, True)]),
        _write(tmp_path, "venue two", [("M1", 0.0, True)]),
    ]
    con = duckdb.connect()
    settled = settle(con, files)
    assert settled.tables == {}
    rows = con.execute("SELECT venue, market_id, settlement_yes FROM settled ORDER BY venue")
    assert rows.fetchall() == [("venue two", "M1", 0.0), ("venue_one", "M1", 1.0)]
    assert _found(con, settled)[:2] == [(0, 1.0), (1, None)]
