"""Every held-out reading set read by both regex backends (`pipeline/rules/rx.py`) alike.

The Python backend reads an on-demand audit's few texts; here it is forced onto whole
sets, texts nobody here wrote, and each record is compared with the native one.
"""

from __future__ import annotations

import polars as pl
import pytest

from bench.reading import SETS, _snapshots, load
from pipeline.rules.extract import extract_rules


def same_records(legs: pl.DataFrame) -> None:
    """Both backends give `legs` the same records, column by column."""
    native = extract_rules(legs, backend="polars")
    python = extract_rules(legs, backend="python")
    assert native.columns == python.columns
    for column in native.columns:
        differ = native.with_row_index().filter(pl.col(column).ne_missing(python[column]))
        assert differ.is_empty(), (column, differ.head(3).to_dicts())


@pytest.mark.parametrize("which", SETS)
def test_both_backends_read_each_heldout_set_alike(which: str) -> None:
    same_records(pl.DataFrame(_snapshots(load(which)), infer_schema_length=None))
