"""An on-demand call's one or two new texts are read as they are (or, of a template the
memo holds, looked up: `tests/test_template_lookup.py`), with the records a template
reading gives them, and the template memo is not filled."""

from __future__ import annotations

import polars as pl
import pytest

from bench.synthetic import coverage
from pipeline import precompute
from pipeline.precompute import TINY_READ, known_rules
from pipeline.rules.extract import RULE_INPUT_COLUMNS
from pipeline.rules.template_memo import TemplateMemo
from pipeline.rules.templates import extract_by_template


def test_tiny_calls_read_the_texts_with_the_template_readings_records(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    legs = coverage(12, seed=23).legs
    memo = TemplateMemo()
    monkeypatch.setattr(precompute, "TEMPLATES", memo)
    pairs = [legs.filter(pl.col("market_id").is_in(legs["market_id"][i::12])) for i in range(12)]
    for pair in pairs:
        assert pair.height == TINY_READ
        records = known_rules(pair)
        # What the template route gives the same legs (its own memo: nothing known).
        by_template = extract_by_template(
            pair.select(*RULE_INPUT_COLUMNS, "event_title"), listing=False, memo=TemplateMemo()
        )
        assert records.equals(by_template)
        one = known_rules(pair.head(1))
        assert one.equals(by_template.head(1))
    assert memo.frames() is None and memo.found == 0


def test_only_tiny_calls_skip_the_templates(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    legs = coverage(4, seed=23).legs
    calls: list[int] = []

    def spy(frame: pl.DataFrame, **kwargs: object) -> pl.DataFrame:
        calls.append(frame.height)
        return extract_by_template(frame, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(precompute, "extract_by_template", spy)
    monkeypatch.setattr(precompute, "TEMPLATES", TemplateMemo())
    records = known_rules(legs)
    assert records.height == legs["rules_hash"].n_unique() > TINY_READ
    assert calls == [legs.height]
    known_rules(legs.head(TINY_READ))
    known_rules(legs.head(TINY_READ + 1), records.head(1))  # two new texts
    assert calls == [legs.height]
