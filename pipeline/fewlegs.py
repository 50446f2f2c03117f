"""A few requests' legs and rule records found in Python (an on-demand audit's pair).

`precompute._found_legs` and `_leg_records` find each request's legs and each leg's
record with joins: right for a cycle's thousands, but on one pair each join is a query of
its own (~0.1-0.3 ms of CPU planned and run, about ten of them a call). Here, for a call
of a few requests over a few legs, the same rows are found by dictionary lookups; where
the answer would not be plain (a market listed twice, a null id or hash) the caller's
joins answer instead (these answer None). tests/test_fewpairs.py holds both routes to the
same verdict rows.
"""

from __future__ import annotations

import polars as pl

__all__ = ["FEW_LEGS", "leg_rows", "record_rows"]

# Legs (and requests) up to which they are looked up here.
FEW_LEGS = 16


def leg_rows(requests: pl.DataFrame, legs: pl.DataFrame) -> list[pl.DataFrame] | None:
    """Per side (a: venue_one, b: venue_two), each request's leg row (`_leg`, UInt32)
    and held side (`held`) as `_found_legs`' join finds them; a side whose markets are
    not all among `legs` is given with a null `_leg` where one is missing. None where
    the lookup is not plain (more than FEW_LEGS rows, a market listed twice, a null id)."""
    if requests.height > FEW_LEGS or legs.height > FEW_LEGS:
        return None
    at: dict[tuple[str, str], int] = {}
    for i, key in enumerate(legs.select("venue", "market_id").iter_rows()):
        if key in at:
            return None  # the join would give the request a row per listing
        at[key] = i
    found = []
    for side, venue in (("a", "venue_one"), ("b", "venue_two")):
        ids = requests.get_column(f"{side}_market_id").to_list()
        if any(i is None for i in ids):
            return None
        rows = [at.get((venue, i)) for i in ids]
        found.append(
            pl.DataFrame(
                [
                    pl.Series("_leg", rows, dtype=pl.UInt32),
                    requests.get_column(f"{side}_held").alias("held"),
                ]
            )
        )
    return found


def record_rows(
    hashes: pl.Series, known: pl.Series
) -> tuple[pl.Series, pl.Series, pl.Series] | None:
    """(the distinct hashes of `hashes` in the order first met, the row in `known` of
    each, null where absent, and each hash's place among them, `eid`), as `_leg_records`'
    joins give them. None for more than FEW_LEGS hashes or a null one."""
    if hashes.len() > FEW_LEGS:
        return None
    values = hashes.to_list()
    if any(h is None for h in values):
        return None
    used = list(dict.fromkeys(values))
    # The first row holding each hash (the joins keep each hash's first row too).
    rows = [known.index_of(h) for h in used]
    place = {h: i for i, h in enumerate(used)}
    return (
        pl.Series(hashes.name, used, dtype=hashes.dtype),
        pl.Series("_r", rows, dtype=pl.UInt32),
        pl.Series("eid", [place[h] for h in values], dtype=pl.UInt32),
    )
