"""`SnapshotModel`'s checks on a few rows, in Python: an on-demand leg is one row.

`normalize._passes` collects the model's ~40 checks into one Polars call, which costs
about 7-13 ms whatever the frame's size: most of an on-demand leg's normalization. A frame
of a few rows is checked here instead, row by row, by the very checks the model declares
(read from its pandera schema, by name and statistics). The answer is only ever "passes"
or "not sure": a check this module does not know, a NaN, a null inside a book level, or
anything that fails is "not sure", and the caller then runs the Polars checks (and
pandera's report), so a frame is never kept that those would not keep. Each check here
is at least as strict as its Polars form: Python's comparisons with NaN are false, where
Polars orders NaN above every number.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Mapping
from functools import cache
from typing import Any

import pandera.polars as pa
import polars as pl

from pipeline.schemas import SNAPSHOT_SCHEMA, SnapshotModel

__all__ = ["SMALL_FRAME_ROWS", "few_rows_pass"]

# Up to this many rows Python is cheaper than one Polars call (~20 µs a row against ~8 ms).
SMALL_FRAME_ROWS = 64

_FINAL_RESULTS = frozenset({"yes", "no", "50-50", "scalar"})
ValueCheck = Callable[[Any], bool]


def _unit_interval(value: Any) -> bool:
    return value is None or (isinstance(value, float) and 0.0 <= value <= 1.0)


def _book_levels(levels: Any) -> bool:
    """Priced within [0, 1], sized above 0, best (lowest) first; a null anywhere is unsure."""
    if not isinstance(levels, list):
        return False
    previous = -math.inf
    for level in levels:
        if not isinstance(level, Mapping):
            return False
        price, size = level.get("price"), level.get("size")
        if not isinstance(price, float) or not isinstance(size, float):
            return False
        if not (0.0 <= price <= 1.0 and size > 0.0 and price >= previous):
            return False
        previous = price
    return True


def _builtin(check: pa.Check) -> ValueCheck | None:
    """The Python form of a pandera built-in check (nulls pass, as pandera ignores them)."""
    stats = check.statistics or {}
    if check.name == "isin":
        allowed = frozenset(stats["allowed_values"])
        return lambda v: v is None or v in allowed
    if check.name == "str_length":
        low, high, exact = stats["min_value"], stats["max_value"], stats["exact_value"]

        def length_ok(v: Any) -> bool:
            if v is None:
                return True
            n = len(v)
            return (
                (exact is None or n == exact)
                and (low is None or n >= low)
                and (high is None or n <= high)
            )

        return length_ok
    if check.name == "greater_than_or_equal_to":
        low = stats["min_value"]
        return lambda v: v is None or (isinstance(v, int | float) and v >= low)
    return None


# The model's own checks, by name (`SnapshotModel`'s `@pa.check` methods).
_CUSTOM: dict[str, ValueCheck] = {
    "price_in_unit_interval": _unit_interval,
    "book_levels": _book_levels,
}


def _final_is_settled(row: Mapping[str, Any]) -> bool:
    """A final market is closed and has a result and a Yes payout."""
    if not row["final"]:
        return True
    return (
        bool(row["closed"])
        and row["result"] in _FINAL_RESULTS
        and row["settlement_yes"] is not None
    )


_FRAME_CHECKS: dict[str, Callable[[Mapping[str, Any]], bool]] = {
    "final_is_settled": _final_is_settled,
}

_Plan = tuple[tuple[tuple[str, bool, tuple[ValueCheck, ...]], ...], tuple[Callable[..., bool], ...]]


@cache
def _plan() -> _Plan | None:
    """Per column (name, nullable, checks) and the frame checks; None when the model
    declares a check this module has no Python form of (every frame is then unsure)."""
    schema = SnapshotModel.to_schema()
    columns = []
    for name, column in schema.columns.items():
        checks = []
        for check in column.checks:
            fn = _CUSTOM.get(check.name) or _builtin(check)
            if fn is None:
                return None
            checks.append(fn)
        columns.append((name, bool(column.nullable), tuple(checks)))
    frame_checks = []
    for check in schema.checks:
        found = _FRAME_CHECKS.get(check.name)
        if found is None:
            return None
        frame_checks.append(found)
    return tuple(columns), tuple(frame_checks)


def few_rows_pass(frame: pl.DataFrame) -> bool:
    """True when `frame` (at most SMALL_FRAME_ROWS rows) surely meets every check of
    `SnapshotModel`; False when it does not or this cannot tell (the caller then runs the
    Polars checks, whose answer stands)."""
    plan = _plan()
    if plan is None or frame.height > SMALL_FRAME_ROWS or frame.schema != SNAPSHOT_SCHEMA:
        return False
    columns, frame_checks = plan
    for row in frame.iter_rows(named=True):
        for name, nullable, checks in columns:
            value = row[name]
            if value is None and not nullable:
                return False
            if not all(check(value) for check in checks):
                return False
        if not all(check(row) for check in frame_checks):
            return False
    return True
