"""Bulk exports: every store, both formats, read back by DuckDB and Polars against the manifest."""

from __future__ import annotations

import json
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import duckdb
import polars as pl
import pyarrow.parquet as pq
import pytest

from pipeline.exports import FORMATS, WHATS, export
from pipeline.rulesets import load_current
from pipeline.settings import Settings
from pipeline.trackrecord import load
from tests.conftest import ROOT, resaudit
from tests.test_adoption import SERVED, write_log
from tests.test_trackrecord import build_home


@pytest.fixture(scope="module")
def home(tmp_path_factory: pytest.TempPathFactory) -> tuple[Settings, dict[str, Any]]:
    """The hand-labelled track-record stores plus an audit log."""
    root = tmp_path_factory.mktemp("export-home")
    fixture = build_home("labelled", root)
    write_log(root / "audit", datetime(2026, 11, 22, 12, tzinfo=UTC))
    return Settings(home=root, rulesets_dir=ROOT / "rulesets"), fixture


def _source_rows(settings: Settings, fixture: dict[str, Any], what: str) -> int:
    """Rows each export must hold, counted from the fixture, not from the exporter."""
    if what == "verdicts":
        return len(fixture["verdicts"])
    if what == "snapshots":
        return sum(len(s["markets"]) for s in fixture["snapshots"])
    if what == "track-record":
        return sum(lab["outcome"] is not None for lab in fixture["labels"].values())
    if what == "audit-log":
        return len(SERVED)
    return load_current(settings.rulesets_dir).pair_count


def _read_polars(path: Path, fmt: str) -> pl.DataFrame:
    return pl.read_parquet(path) if fmt == "parquet" else pl.read_csv(path, infer_schema=False)


@pytest.mark.parametrize("fmt", FORMATS)
@pytest.mark.parametrize("what", WHATS)
def test_export_reads_back_in_duckdb_and_polars_with_the_manifest_row_count(
    home: tuple[Settings, dict[str, Any]], tmp_path: Path, what: str, fmt: str
) -> None:
    settings, fixture = home
    result = export(settings, what, fmt, tmp_path)
    assert result.path == tmp_path / f"{what}.{fmt}"
    manifest = json.loads(result.manifest_path.read_text())
    rows = _source_rows(settings, fixture, what)
    assert manifest["rows"] == rows > 0
    with duckdb.connect() as con:
        assert (
            con.execute(
                "SELECT count(*) FROM read_parquet($p)"
                if fmt == "parquet"
                else "SELECT count(*) FROM read_csv($p)",
                {"p": str(result.path)},
            ).fetchall()[0][0]
            == rows
        )
    frame = _read_polars(result.path, fmt)
    assert frame.height == rows
    assert frame.columns == [c["name"] for c in manifest["columns"]]
    assert manifest["what"] == what and manifest["format"] == fmt
    assert manifest["current_ruleset_sha"] == load_current(settings.rulesets_dir).sha
    if fmt == "parquet":
        meta = pq.ParquetFile(result.path).metadata
        assert meta.row_group(0).column(0).compression == "ZSTD"


def test_manifests_name_the_ruleset_shas_the_rows_carry(
    home: tuple[Settings, dict[str, Any]], tmp_path: Path
) -> None:
    settings, fixture = home
    both = sorted(fixture["rulesets"].values())
    for fmt in FORMATS:
        assert export(settings, "verdicts", fmt, tmp_path).manifest["ruleset_shas"] == both
        assert export(settings, "track-record", fmt, tmp_path).manifest["ruleset_shas"] == both
    events = export(settings, "events", "parquet", tmp_path).manifest
    assert events["ruleset_shas"] == [load_current(settings.rulesets_dir).sha]


def test_track_record_export_carries_the_figures_and_one_row_per_resolved_match(
    home: tuple[Settings, dict[str, Any]], tmp_path: Path
) -> None:
    settings, fixture = home
    result = export(settings, "track-record", "parquet", tmp_path)
    assert (
        result.manifest["track_record"]
        == load(settings.verdicts_dir, settings.snapshots_dir).as_dict()
    )
    rows = pl.read_parquet(result.path)
    labels = {e: lab["outcome"] for e, lab in fixture["labels"].items() if lab["outcome"]}
    assert dict(zip(rows["canonical_event_id"], rows["outcome"], strict=True)) == labels


def test_csv_export_writes_nested_columns_as_json_text(
    home: tuple[Settings, dict[str, Any]], tmp_path: Path
) -> None:
    settings, fixture = home
    result = export(settings, "verdicts", "csv", tmp_path / "v.csv")
    assert "divergences" in result.manifest["json_columns"]
    frame = pl.read_csv(result.path, infer_schema=False)
    codes = sorted(d["code"] for text in frame["divergences"] for d in json.loads(text))
    assert codes == sorted(c for v in fixture["verdicts"] for c, _ in v["codes"])


def test_progress_is_reported_per_chunk_up_to_the_total(
    home: tuple[Settings, dict[str, Any]], tmp_path: Path
) -> None:
    settings, fixture = home
    calls: list[tuple[int, int]] = []
    result = export(
        settings,
        "snapshots",
        "parquet",
        tmp_path,
        progress=lambda d, t: calls.append((d, t)),
        batch_rows=10,
    )
    total = _source_rows(settings, fixture, "snapshots")
    assert len(calls) >= 2
    assert [t for _, t in calls] == [total] * len(calls)
    done = [d for d, _ in calls]
    assert done == sorted(done) and done[-1] == total == result.rows
    assert pq.ParquetFile(result.path).metadata.num_row_groups == len(calls)


def test_export_cli_prints_progress_on_stderr_and_the_manifest_path_on_stdout(
    home: tuple[Settings, dict[str, Any]], tmp_path: Path
) -> None:
    settings, fixture = home
    total = _source_rows(settings, fixture, "snapshots")
    out = tmp_path / "snap.parquet"
    run = resaudit(
        "export",
        "--what",
        "snapshots",
        "--format",
        "parquet",
        "--out",
        str(out),
        env={"RESAUDIT_HOME": str(settings.home)},
    )
    assert run.returncode == 0, run.stderr
    assert run.stdout.strip() == str(out) + ".manifest.json"
    assert f"export snapshots: {total}/{total} rows (100%)" in run.stderr
    assert pl.read_parquet(out).height == total
