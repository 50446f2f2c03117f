"""Every held-out reading set read by both regex backends (`pipeline/rules/rx.py`) alike.

The Python backend reads an on-demand audit's few texts; here it is forced onto whole
sets, texts nobody here wrote (every third distinct text), and each record is compared
with the native one. Each
backend reads every set's texts in one call (`tests.heldout`): the records are those each
set read alone gets, without the reader's fixed cost per call paid twice per set.
"""

from __future__ import annotations

import polars as pl
import pytest

from tests import heldout


def _alike(native: pl.DataFrame, python: pl.DataFrame) -> None:
    """`native` and `python` are the same records, column by column."""
    assert native.columns == python.columns
    assert native["rules_hash"].to_list() == python["rules_hash"].to_list()
    for column in native.columns:
        differ = native.with_row_index().filter(pl.col(column).ne_missing(python[column]))
        assert differ.is_empty(), (column, differ.head(3).to_dicts())


@pytest.mark.parametrize("which", heldout.every_set())
def test_both_backends_read_each_heldout_set_alike(which: str) -> None:
    python = heldout.records(which, "python")
    native = heldout.records(which).join(python.select("rules_hash"), on="rules_hash", how="semi")
    assert python.height >= heldout.records(which).height // 3
    _alike(native, python)
