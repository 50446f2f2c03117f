"""The data dictionary describes every column every export writes; API money is in cents.

The exports are real (the hand-labelled stores of the track-record tests plus an audit
log); a column or nested field without a description fails here, naming it.
"""

from __future__ import annotations

import json
from datetime import UTC, datetime
from pathlib import Path
from types import SimpleNamespace
from typing import Any

import pyarrow as pa
import pyarrow.parquet as pq
import pytest

from pipeline.auditor import Answers
from pipeline.dictionary import COLUMNS, main, nested_names, render, undescribed
from pipeline.exports import FORMATS, WHATS, export
from pipeline.formats import usd
from pipeline.settings import Settings
from serve.shaping import audit_bodies
from tests.conftest import ROOT
from tests.test_adoption import write_log
from tests.test_trackrecord import build_home

DICTIONARY = ROOT / "docs" / "data-dictionary.md"


@pytest.fixture(scope="module")
def exports(tmp_path_factory: pytest.TempPathFactory) -> dict[tuple[str, str], Path]:
    root = tmp_path_factory.mktemp("dictionary-home")
    build_home("labelled", root)
    write_log(root / "audit", datetime(2026, 11, 22, 12, tzinfo=UTC))
    settings = Settings(home=root, rulesets_dir=ROOT / "rulesets")
    out = root / "exports"
    out.mkdir()
    return {(what, fmt): export(settings, what, fmt, out).path for what in WHATS for fmt in FORMATS}


def test_every_export_has_a_dictionary_section() -> None:
    assert set(COLUMNS) == set(WHATS)


@pytest.mark.parametrize("what", WHATS)
def test_every_exported_column_and_field_is_described(
    exports: dict[tuple[str, str], Path], what: str
) -> None:
    schema = pq.read_schema(exports[(what, "parquet")])
    assert undescribed(what, schema) == []
    # Described in the order the export writes them (stores written before a column was
    # added lack it, so the dictionary may hold more than one store's export).
    order = list(COLUMNS[what])
    positions = [order.index(name) for name in nested_names(schema)]
    assert positions == sorted(positions)


@pytest.mark.parametrize("fmt", FORMATS)
@pytest.mark.parametrize("what", WHATS)
def test_the_manifest_carries_each_columns_description(
    exports: dict[tuple[str, str], Path], what: str, fmt: str
) -> None:
    path = exports[(what, fmt)]
    manifest: dict[str, Any] = json.loads(path.with_name(path.name + ".manifest.json").read_text())
    for column in manifest["columns"]:
        assert column["description"] == COLUMNS[what][column["name"]], column
        for field in column.get("fields", []):
            assert field["description"] == COLUMNS[what][f"{column['name']}.{field['name']}"]
    if fmt == "parquet" and what == "verdicts":
        nested = {c["name"]: c for c in manifest["columns"]}["divergences"]
        assert {f["name"] for f in nested["fields"]} >= {"code", "evidence_venue_one"}


def test_a_column_without_a_description_is_reported() -> None:
    """What makes the test above fail: a new column, or a new field of a nested column."""
    divergence = pa.struct([("code", pa.string()), ("new_field", pa.string())])
    schema = pa.schema(
        [
            ("pair_id", pa.string()),
            ("brand_new", pa.float64()),
            ("divergences", pa.list_(divergence)),
        ]
    )
    assert undescribed("verdicts", schema) == ["brand_new", "divergences.new_field"]
    assert undescribed("no-such-export", pa.schema([("pair_id", pa.string())])) == ["pair_id"]


def test_the_generated_markdown_is_up_to_date() -> None:
    assert DICTIONARY.read_text(encoding="utf-8") == render()
    assert main(["--check", "--out", str(DICTIONARY)]) == 0
    for what, columns in COLUMNS.items():
        assert f"## `--what {what}`" in render()
        assert all(f"| `{name}` |" in render() for name in columns)


def test_the_check_fails_on_a_stale_file(tmp_path: Path) -> None:
    stale = tmp_path / "dd.md"
    stale.write_text(render().replace("knockout tie", "cup tie"), encoding="utf-8")
    assert main(["--check", "--out", str(stale)]) == 1
    assert main(["--out", str(stale)]) == 0
    assert stale.read_text(encoding="utf-8") == render()


def test_money_in_api_bodies_is_given_to_the_cent() -> None:
    assert usd(616.5378000000001) == 616.54
    assert usd(98.53659999999999) == 98.54
    assert usd(0.0) == 0.0 and usd(None) is None
    leg = {"title": "t", "status": "open", "rules_hash": "0" * 64, "fetched_at": None}
    row = {
        "verdict": "SAFE",
        "mode": "advisory",
        "canonical_event_id": "e",
        "pair_id": "e:result#home",
        "a_market_id": "1",
        "a_held": "yes",
        "b_market_id": "K-1",
        "b_held": "yes",
        "divergences": [],
        "contingencies": [],
        "liquidity": {
            "notional_usd": 250.0,
            "venue_one_depth_usd": 616.5378000000001,
            "venue_two_depth_usd": 1150.6616,
        },
        "snapshot_ts": None,
        "snapshot_age_seconds": 3.0,
        "stale": False,
    }
    answers = Answers((row,), {("venue_one", "1"): leg, ("venue_two", "K-1"): leg}, "sha")
    plan = SimpleNamespace(given={}, rows=())
    (body,) = audit_bodies(plan, answers)  # type: ignore[arg-type]
    assert body["liquidity"] == {
        "notional_usd": 250.0,
        "venue_one_depth_usd": 616.54,
        "venue_two_depth_usd": 1150.66,
    }
