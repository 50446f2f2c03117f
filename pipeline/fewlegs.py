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

from collections.abc import Sequence

import polars as pl

from pipeline.rules import rowexpr
from pipeline.rules.divergences import book_depths, held_side
from pipeline.rules.recall import take

__all__ = ["FEW_LEGS", "book_depth_rows", "leg_rows", "record_rows"]

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


# Whether a held side reads the No book, as `_found_legs` asks it of every request.
_READS_NO = (held_side(pl.col("held")) == "no").fill_null(False)


def book_depth_rows(legs: pl.DataFrame, found: Sequence[pl.DataFrame]) -> pl.DataFrame | None:
    """`_book_depths` of `legs` for the books the requests hold (`found`: each side's
    `_leg` and `held`), the same frame: a book's depth where some request holds it (every
    leg's, where more than half the legs' are read), else null. None for more than
    FEW_LEGS legs, or a held side the walk does not take."""
    reads_no = rowexpr.program(_READS_NO)
    if legs.height > FEW_LEGS or reads_no is None:
        return None
    held: dict[bool, set[int]] = {False: set(), True: set()}
    try:
        for part in found:
            for leg, side in part.select("_leg", "held").iter_rows():
                held[reads_no({"held": side}) is True].add(leg)
    except (rowexpr.Unsupported, TypeError, ValueError):
        return None
    out = []
    for book, no in (("yes", False), ("no", True)):
        asks = legs.get_column(f"{book}_asks")
        rows = sorted(held[no])
        if len(rows) * 2 > legs.height:
            depth = book_depths(asks)
        else:
            values: list[float | None] = [None] * legs.height
            read = book_depths(take(asks, rows)).to_list() if rows else []
            for r, d in zip(rows, read, strict=True):
                values[r] = d
            depth = pl.Series(values, dtype=pl.Float64)
        out.append(depth.alias(f"{book}_depth_usd"))
    return pl.DataFrame(out)
