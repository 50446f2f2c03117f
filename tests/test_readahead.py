"""Rule texts read ahead during a fetch give the records reading them after it gives."""

from __future__ import annotations

import logging

import polars as pl
import pytest

from bench.synthetic import coverage
from pipeline.precompute import attach_rules
from pipeline.readahead import ReadAhead
from pipeline.rules.extract import RULE_INPUT_COLUMNS, RULE_RECORD_SCHEMA


def _legs(n: int) -> pl.DataFrame:
    return coverage(n, seed=11).legs.select(*RULE_INPUT_COLUMNS, "event_title")


def test_read_ahead_records_are_those_read_after_the_fetch() -> None:
    legs = _legs(12)
    # Records known before the cycle are not read again.
    _, before = attach_rules(legs.head(4))
    resolved: list[int] = []

    def resolve(rows: pl.DataFrame) -> pl.DataFrame:
        resolved.append(rows.height)
        return rows

    ahead = ReadAhead(resolve, before)
    for start in range(0, legs.height, 7):  # batches as the fetch hands them in
        assert ahead(legs.slice(start, 7)).equals(legs.slice(start, 7))
    known = ahead.finish()
    assert resolved == [7, 7, 7, 3]
    assert known.schema == RULE_RECORD_SCHEMA
    assert ahead.texts_read == legs.height - 4
    _, after = attach_rules(legs)
    assert known.sort("rules_hash").equals(after.sort("rules_hash"))
    # Rows handed in after the finish are resolved, never read.
    ahead(legs.head(1))
    assert ahead.texts_read == legs.height - 4


def test_a_failed_reading_leaves_the_texts_to_the_cycle(
    caplog: pytest.LogCaptureFixture, monkeypatch: pytest.MonkeyPatch
) -> None:
    def broken(legs: pl.DataFrame, rules: pl.DataFrame) -> pl.DataFrame:
        raise RuntimeError("reader broke")

    monkeypatch.setattr("pipeline.readahead.known_rules", broken)
    known = RULE_RECORD_SCHEMA.to_frame()
    ahead = ReadAhead(lambda rows: rows, known)
    with caplog.at_level(logging.ERROR, logger="pipeline.readahead"):
        ahead(_legs(2))
        assert ahead.finish().equals(known)
    assert "read after the fetch" in caplog.text
    assert ahead.texts_read == 0


def test_a_cancelled_read_ahead_drops_what_is_queued() -> None:
    known = RULE_RECORD_SCHEMA.to_frame()
    ahead = ReadAhead(lambda rows: rows, known)
    ahead.cancel()
    ahead(_legs(2))
    assert ahead.finish().equals(known)
    assert ahead.texts_read == 0
