"""The one spelling of each shared format: canonical JSON, UTC timestamps, rates.

Each used to be written out where it was needed, in slightly different ways; a record
hashed by one module and re-hashed by another must be spelled identically by both.
"""

from __future__ import annotations

import json
from datetime import UTC, datetime
from typing import Any, Literal

__all__ = ["USD_DECIMALS", "canonical_json", "iso_z", "percent", "usd"]

# Both venues settle and quote money in US dollars to the cent; a depth summed from
# fractional sizes times 4-decimal prices is shown to the cent too (never 616.5378000000001).
USD_DECIMALS = 2

Timespec = Literal["auto", "seconds", "milliseconds", "microseconds"]


def canonical_json(doc: Any) -> str:
    """Sorted keys, no spaces, UTF-8 as is, no NaN: the bytes a hash is taken over.

    Raises:
        ValueError: the document holds NaN or infinity, which JSON cannot state.
    """
    return json.dumps(
        doc, sort_keys=True, separators=(",", ":"), ensure_ascii=False, allow_nan=False
    )


def iso_z(ts: datetime, timespec: Timespec = "auto") -> str:
    """An instant as ISO 8601 in UTC with a `Z` (a naive time is taken to be UTC)."""
    if ts.tzinfo is None:
        ts = ts.replace(tzinfo=UTC)
    return ts.astimezone(UTC).isoformat(timespec=timespec).replace("+00:00", "Z")


def percent(value: float | None) -> str:
    """A rate for people: one decimal percent, or `n/a` when it is undefined."""
    return "n/a" if value is None else f"{value:.1%}"


def usd(value: float | None) -> float | None:
    """A dollar amount for an API body: rounded to the cent, as both venues state money."""
    return None if value is None else round(float(value), USD_DECIMALS)
