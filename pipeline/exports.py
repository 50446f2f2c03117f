"""Bulk exports (`resaudit export`, docs/DESIGN.md §3): the stores as one Parquet or CSV file.

Every export streams: DuckDB reads the source (Parquet stores in place, the audit log's
JSONL, or a small in-memory frame) and hands Arrow batches to a pyarrow writer, so memory
stays bounded by one batch and `progress(done, total)` is called after each. The file is
written beside its target and renamed into place; then `<file>.manifest.json` records the
row count, the schema with each column's description (docs/data-dictionary.md), the
ruleset shas the rows carry, and the sources.

CSV holds no nested values: list and struct columns (divergences, contingencies, books,
codes, legs) are written as JSON text and named in the manifest's `json_columns`.
"""

from __future__ import annotations

import json
import os
from collections.abc import Callable
from dataclasses import dataclass
from datetime import UTC, datetime
from itertools import chain
from pathlib import Path
from typing import Any

import duckdb
import polars as pl
import pyarrow as pa  # type: ignore[import-untyped]
import pyarrow.csv as pa_csv  # type: ignore[import-untyped]
import pyarrow.parquet as pq  # type: ignore[import-untyped]

from pipeline import __version__
from pipeline.adoption import log_files
from pipeline.coverage import settled_pairs
from pipeline.dictionary import describe, nested_names
from pipeline.errors import ResauditError
from pipeline.formats import iso_z
from pipeline.lake import parse_file
from pipeline.rulesets import load_current, pairs_frame
from pipeline.schemas import SNAPSHOT_SCHEMA
from pipeline.settings import Settings
from pipeline.snapshots import SnapshotStore
from pipeline.trackrecord import compute, truth_files, verdict_files

__all__ = ["FORMATS", "WHATS", "ExportResult", "export", "manifest_path"]

WHATS = ("verdicts", "snapshots", "track-record", "audit-log", "events")
FORMATS = ("parquet", "csv")
BATCH_ROWS = 100_000

Progress = Callable[[int, int], None]

# The audit record as logged by serve/audit.py; keys outside it are not exported.
_AUDIT_COLUMNS = {
    "seq": "BIGINT",
    "ts": "VARCHAR",
    "kind": "VARCHAR",
    "channel": "VARCHAR",
    "api_key_id": "VARCHAR",
    "audit_id": "VARCHAR",
    "verdict": "VARCHAR",
    "mode": "VARCHAR",
    "pair_id": "VARCHAR",
    "canonical_event_id": "VARCHAR",
    "ruleset_sha": "VARCHAR",
    "snapshot_ts": "VARCHAR",
    "stale": "BOOLEAN",
    "codes": "VARCHAR[]",
    "legs": "STRUCT(venue VARCHAR, market_id VARCHAR, outcome VARCHAR, rules_hash VARCHAR)[]",
}
_TIMES = ("ts", "snapshot_ts")
_NESTED = ("list", "struct", "map", "array", "union")


@dataclass(frozen=True, slots=True)
class ExportResult:
    """Where an export went and what its manifest says."""

    path: Path
    manifest_path: Path
    manifest: dict[str, Any]

    @property
    def rows(self) -> int:
        """Rows written."""
        return int(self.manifest["rows"])


def manifest_path(path: Path) -> Path:
    """The manifest written beside an export file."""
    return path.with_name(path.name + ".manifest.json")


def _ordered(files: list[Path]) -> list[Path]:
    """Store files in write order: by day partition, then by cycle number (not by name)."""

    def key(p: Path) -> tuple[str, int, str]:
        f = parse_file(p)
        return (p.parent.name, f.first if f else -1, str(p))

    return sorted(files, key=key)


def _source(
    con: duckdb.DuckDBPyConnection, settings: Settings, what: str, extra: dict[str, Any]
) -> int:
    """Create the temp view `src` for `what`; return how many source files it reads."""
    if what == "verdicts":
        files = _ordered(verdict_files(settings.verdicts_dir))
        if files:
            con.read_parquet(
                [str(f) for f in files], hive_partitioning=False, union_by_name=True
            ).create_view("src")
        else:
            _frame_view(con, _empty_store(what))
        return len(files)
    if what == "snapshots":
        stored = SnapshotStore(settings.snapshots_dir).cycles()
        files = [c.path for c in sorted(stored, key=lambda c: (c.first, c.venue))]
        if files:
            # `venue` is in the folder names only; the export keeps the snapshot columns
            # (not the `date` partition or the `cycle` the lake adds).
            paths = ", ".join("'" + str(p).replace("'", "''") + "'" for p in files)
            columns = ", ".join(f'"{c}"' for c in SNAPSHOT_SCHEMA.names())
            con.execute(
                f"CREATE TEMP VIEW src AS SELECT {columns} FROM read_parquet([{paths}], "
                "hive_partitioning = true, union_by_name = true, "
                "hive_types = {'venue': VARCHAR, 'date': DATE})"
            )
        else:
            _frame_view(con, _empty_store(what))
        return len(files)
    if what == "audit-log":
        logs = log_files(settings.audit_dir)
        select = ", ".join(
            f"try_cast({c} AS TIMESTAMPTZ) AS {c}" if c in _TIMES else c for c in _AUDIT_COLUMNS
        )
        if logs:
            columns = ", ".join(f"{c}: '{t}'" for c, t in _AUDIT_COLUMNS.items())
            paths = ", ".join("'" + str(p).replace("'", "''") + "'" for p in logs)
            body = (
                f"FROM read_json([{paths}], format = 'newline_delimited',"
                f" ignore_errors = true, columns = {{{columns}}})"
                " WHERE seq IS NOT NULL AND kind IS NOT NULL"
            )
        else:
            typed = ", ".join(f"NULL::{t} AS {c}" for c, t in _AUDIT_COLUMNS.items())
            body = f"FROM (SELECT {typed}) WHERE false"
        con.execute(f"CREATE TEMP VIEW src AS SELECT {select} {body} ORDER BY seq")
        return len(logs)
    if what == "track-record":
        verdicts, truth = verdict_files(settings.verdicts_dir), truth_files(settings.snapshots_dir)
        record = compute(verdicts, truth)
        extra["track_record"] = record.as_dict()
        _frame_view(con, record.events.filter(pl.col("settled")).drop("settled"))
        return len(verdicts) + len(truth)
    ruleset = load_current(settings.rulesets_dir)
    latest = SnapshotStore(settings.snapshots_dir).load_latest()
    events = settled_pairs(pairs_frame(ruleset), latest).with_columns(
        ruleset_sha=pl.lit(ruleset.sha)
    )
    _frame_view(con, events)
    return 1


def _frame_view(con: duckdb.DuckDBPyConnection, frame: pl.DataFrame) -> None:
    con.register("src_frame", frame.to_arrow())
    con.execute("CREATE TEMP VIEW src AS SELECT * FROM src_frame")


def _empty_store(what: str) -> pl.DataFrame:
    """The shape of an export of an empty store (no file to take a schema from)."""
    if what == "snapshots":
        return SNAPSHOT_SCHEMA.to_frame()
    return pl.DataFrame(
        schema={"pair_id": pl.String, "canonical_event_id": pl.String, "ruleset_sha": pl.String}
    )


def _select(con: duckdb.DuckDBPyConnection, fmt: str) -> tuple[str, list[str]]:
    """The export query: nested columns become JSON text in CSV."""
    rel = con.sql("SELECT * FROM src")
    nested = [
        name
        for name, dtype in zip(rel.columns, rel.types, strict=True)
        if fmt == "csv" and dtype.id in _NESTED
    ]
    cols = [
        f'CAST(to_json("{c}") AS VARCHAR) AS "{c}"' if c in nested else f'"{c}"'
        for c in rel.columns
    ]
    return f"SELECT {', '.join(cols)} FROM src", nested


def _shas(con: duckdb.DuckDBPyConnection) -> list[str]:
    """The distinct ruleset shas the exported rows carry (a column or a list column)."""
    columns = con.sql("SELECT * FROM src").columns
    if "ruleset_sha" in columns:
        sql = "SELECT DISTINCT ruleset_sha FROM src"
    elif "ruleset_shas" in columns:
        sql = "SELECT DISTINCT unnest(ruleset_shas) FROM src"
    else:
        return []
    return sorted(str(s) for (s,) in con.sql(sql).fetchall() if s)


def export(
    settings: Settings,
    what: str,
    fmt: str,
    out: Path,
    *,
    progress: Progress | None = None,
    batch_rows: int = BATCH_ROWS,
) -> ExportResult:
    """Export `what` from the data home to `out` (a file, or a folder to put one in).

    Raises:
        ResauditError: unknown `what`/`fmt`, or the file could not be written.
    """
    if what not in WHATS or fmt not in FORMATS:
        raise ResauditError(f"cannot export {what!r} as {fmt!r}")
    path = out / f"{what}.{fmt}" if out.is_dir() else out
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_name(f".{path.name}.{os.getpid()}.tmp")
    extra: dict[str, Any] = {}
    con = duckdb.connect()  # one connection per export: never shared across threads
    try:
        con.execute("SET TimeZone = 'UTC'")
        sources = _source(con, settings, what, extra)
        total = int(con.sql("SELECT count(*) FROM src").fetchall()[0][0])
        shas = _shas(con)
        query, nested = _select(con, fmt)
        reader = con.sql(query).to_arrow_reader(batch_rows)
        schema = reader.schema
        done = 0
        writer: Any = (
            pq.ParquetWriter(tmp, schema, compression="zstd")
            if fmt == "parquet"
            else pa_csv.CSVWriter(tmp, schema)
        )
        pending: list[pa.RecordBatch] = []
        with writer:
            # DuckDB hands over small batches (one per source file or row group); they are
            # gathered into `batch_rows`-sized chunks: one Parquet row group, one progress line.
            for batch in chain(reader, [None]):  # drained to the end, or DuckDB stays blocked
                if batch is not None:
                    pending.append(batch)
                held = sum(b.num_rows for b in pending)
                if pending and (held >= batch_rows or batch is None):
                    writer.write_table(pa.Table.from_batches(pending, schema=schema))
                    done += held
                    pending = []
                    if progress is not None:
                        progress(done, total)
        os.replace(tmp, path)
    except (OSError, duckdb.Error, pa.ArrowException) as exc:
        tmp.unlink(missing_ok=True)
        raise ResauditError(f"export of {what} to {path} failed: {exc}") from exc
    finally:
        con.close()
    manifest = {
        "what": what,
        "format": fmt,
        "file": path.name,
        "rows": done,
        "compression": "zstd" if fmt == "parquet" else None,
        "columns": [_column(what, f) for f in schema],
        "json_columns": nested,
        "ruleset_shas": shas,
        "current_ruleset_sha": _current_sha(settings),
        "source_files": sources,
        "created_at": iso_z(datetime.now(UTC)),
        "resaudit_version": __version__,
        **extra,
    }
    mpath = manifest_path(path)
    mpath.write_text(json.dumps(manifest, indent=2) + "\n", encoding="utf-8")
    return ExportResult(path, mpath, manifest)


def _column(what: str, field: Any) -> dict[str, Any]:
    """A manifest's entry for one column: name, type, and what it means (pipeline.dictionary)."""
    entry: dict[str, Any] = {
        "name": field.name,
        "type": str(field.type),
        "description": describe(what, field.name),
    }
    inner = [n for n in nested_names(pa.schema([field])) if n != field.name]
    if inner:
        entry["fields"] = [
            {"name": n.split(".", 1)[1], "description": describe(what, n)} for n in inner
        ]
    return entry


def _current_sha(settings: Settings) -> str | None:
    try:
        return (settings.rulesets_dir / "CURRENT").read_text().strip() or None
    except OSError:
        return None
