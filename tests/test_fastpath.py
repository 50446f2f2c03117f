"""The operational divergences a request adds to a cycle's row are the engine's own.

`pipeline.fastpath` builds THIN_LIQUIDITY and STALE_SNAPSHOT once per distinct input (the
stale one with the age put into a template): over many ages (half-second ties included),
fetch times (missing ones too) and notionals, they equal the engine's candidates
evaluated on the row. The whole answers are compared with the engine's in
tests/test_audit_paths.py.
"""

from __future__ import annotations

import random
from datetime import UTC, datetime, timedelta
from typing import Any

import polars as pl
import pytest

from pipeline.fastpath import _OPERATIONAL_SCHEMA, stale_snapshot, thin_liquidity
from pipeline.rules import divergences as D
from pipeline.rules.identity import DIVERGENCE

T0 = datetime(2026, 11, 22, 12, 0, 0, 123456, tzinfo=UTC)


def _engine(**row: Any) -> tuple[Any, Any]:
    frame = pl.DataFrame([row], schema=_OPERATIONAL_SCHEMA, orient="row")
    out = frame.select(
        thin=D.liquidity().cast(DIVERGENCE), stale=D.stale_snapshot().cast(DIVERGENCE)
    )
    thin, stale = out.row(0)
    return thin, stale


def _ages() -> list[float]:
    rng = random.Random(3)
    ties = [n + 0.5 for n in range(40)] + [-0.5, -1.5, 1e6 + 0.5]
    return ties + [rng.uniform(0, 1e5) for _ in range(60)] + [0.0, 301.0, 299.999999]


@pytest.mark.parametrize(
    ("a_ts", "b_ts"),
    [(T0, T0), (T0, T0 - timedelta(hours=2, seconds=7)), (None, T0), (T0, None)],
)
def test_the_stale_divergence_is_the_engines_at_every_age(
    a_ts: datetime | None, b_ts: datetime | None
) -> None:
    for age in [*_ages(), None]:
        _, expected = _engine(
            notional_usd=None,
            venue_one_depth_usd=0.0,
            venue_two_depth_usd=0.0,
            stale=True,
            a_snapshot_ts=a_ts,
            b_snapshot_ts=b_ts,
            snapshot_age_seconds=age,
        )
        assert stale_snapshot(a_ts, b_ts, age) == expected, age


def test_the_thin_liquidity_divergence_is_the_engines_for_any_notional_and_depths() -> None:
    rng = random.Random(5)
    values = [0.0, 0.005, 0.015, 1.005, 2.675, 10.0, 1_000.0, 1e6, 1e16, 123456.789]
    values += [rng.uniform(0, 5_000) for _ in range(40)]
    for _ in range(300):
        notional, one, two = (rng.choice(values) for _ in range(3))
        expected, _ = _engine(
            notional_usd=notional,
            venue_one_depth_usd=one,
            venue_two_depth_usd=two,
            stale=False,
            a_snapshot_ts=None,
            b_snapshot_ts=None,
            snapshot_age_seconds=None,
        )
        assert thin_liquidity(notional, one, two) == expected, (notional, one, two)
