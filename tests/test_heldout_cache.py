"""The held-out sets' one reading (`tests.heldout`) gives each set what reading it alone does.

The bounds (`test_reading_heldout`) and the backend comparison (`test_rx_corpora`) take
their records from it, so here it is held against `extract_rules` of single sets (the
tuning set and the smallest), and its key against the case a reading keyed on the text
alone would get wrong: one text under two listings.
"""

from __future__ import annotations

import polars as pl

from bench.reading import load, score_set
from pipeline.rules.extract import extract_rules
from tests import heldout


def test_every_set_on_disk_is_found() -> None:
    sets = heldout.every_set()
    assert "a" in sets and len(sets) == len(set(sets))
    assert sum(len(load(s)) for s in sets) == len(load("all"))


def test_each_set_gets_the_records_reading_it_alone_gives() -> None:
    sizes = {s: heldout.snapshots(s).height for s in heldout.every_set()}
    smallest = min(sizes, key=lambda s: (sizes[s], s))
    for which in dict.fromkeys(["a", smallest]):
        alone = extract_rules(heldout.snapshots(which))
        assert heldout.records(which).equals(alone), which


def test_a_set_scored_from_the_one_reading_scores_as_read_alone() -> None:
    legs = load("a")
    alone, shared = score_set(legs), score_set(legs, heldout.records("a"))
    assert shared.counts == alone.counts and shared.misses == alone.misses


def test_one_text_under_two_listings_is_two_readings() -> None:
    rows = heldout.snapshots("a").head(1)
    other = rows.with_columns(event_title=pl.lit("Somewhere FC vs Elsewhere FC"))
    keys = heldout._keyed(pl.concat([rows, rows, other]))
    assert keys["rules_hash"].n_unique() == 1
    assert keys["_key"].to_list()[0] == keys["_key"].to_list()[1] != keys["_key"].to_list()[2]
