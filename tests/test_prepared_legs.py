"""Engine calls over the same legs share what they work out of those legs once.

A view's precompute calls the engine once per held combination and slice of requests;
`PreparedLegs` holds each leg's rule ids, its row by market id and its identity columns
for all of them. The rows must be those of calls over the legs as they are.
"""

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import polars as pl
import pytest

import pipeline.precompute as precompute
from pipeline.backfill import recorded_snapshot
from pipeline.cycle import VIEW_LEG_COLUMNS, CycleContext
from pipeline.precompute import PreparedLegs, precompute_verdicts
from pipeline.settings import Settings
from tests.conftest import DEMO, ROOT


def test_prepared_legs_give_the_rows_of_the_legs_as_they_are(
    tmp_path: Path, demo_rule_records: pl.DataFrame, monkeypatch: pytest.MonkeyPatch
) -> None:
    ctx = CycleContext.open(Settings(home=tmp_path, rulesets_dir=ROOT / "rulesets"))
    at = datetime.now(UTC)
    legs = ctx.resolver.resolve(recorded_snapshot(DEMO, at)).select(VIEW_LEG_COLUMNS)
    rules = demo_rule_records
    requests = ctx.requests.with_columns(a_held=pl.lit("yes"), b_held=pl.lit("no"))
    plain = precompute_verdicts(requests, legs, at=at, stale_after_s=600, rules=rules)
    worked: list[int] = []
    rule_ids = precompute._rule_ids

    def counted(*args: Any) -> Any:
        worked.append(1)
        return rule_ids(*args)

    monkeypatch.setattr(precompute, "_rule_ids", counted)
    prepared = PreparedLegs.of(legs, rules)
    step = 50
    parts = [
        precompute_verdicts(requests.slice(start, step), prepared, at=at, stale_after_s=600)
        for start in range(0, requests.height, step)
    ]
    assert len(parts) > 2 and len(worked) == 1  # the legs' rule ids, once for every call
    assert pl.concat(parts).equals(plain)
    # A request whose leg is not among them is left out, as with the legs as they are.
    missing = requests.head(1).with_columns(b_market_id=pl.lit("NOT-LISTED"))
    assert precompute_verdicts(missing, prepared, at=at, stale_after_s=600).is_empty()
