"""A cycle view's engine rows with their nested texts held once each, not once per row.

A season's four held combinations are ~49,000 engine rows. Their `divergences` and
`contingencies` lists repeat a few hundred distinct texts (an engine answer per rule
combination, many pairs each): held as strings row by row they were most of a view's
rows, and a cycle keeps two views alive while it builds the next (`serve`'s memory peak).
Here both lists' texts are codes of one Enum of the frame's own values; a row reads back
exactly as the engine gave it (`row` yields the same strings), and `precompute.as_stored`
casts them back to strings for signing and storing.
"""

from __future__ import annotations

import polars as pl

from pipeline.precompute import COMPACTED_LISTS, VERDICT_ROW_SCHEMA

__all__ = ["COMPACTED", "compact", "concat_compacted"]


def _struct(column: str) -> pl.Struct:
    dtype = VERDICT_ROW_SCHEMA[column]
    assert isinstance(dtype, pl.List) and isinstance(dtype.inner, pl.Struct)
    return dtype.inner


# The list-of-struct columns compacted, each with its struct as the engine writes it.
COMPACTED = {column: _struct(column) for column in COMPACTED_LISTS}

_TEXTS = {
    column: tuple(f.name for f in struct.fields if f.dtype == pl.String)
    for column, struct in COMPACTED.items()
}


def compact(part: pl.DataFrame) -> pl.DataFrame:
    """`part` (a slice of the engine's rows) with its nested texts as codes of an Enum of
    this slice's own values, in buffers of the slice's own."""
    values = pl.concat([_texts(part, column) for column in COMPACTED])
    dtypes = _dtypes(values.drop_nulls().unique(maintain_order=True))
    # Gathered into buffers of their own. The engine lays its lists out through Arrow's
    # C interface (`keyed._slice_lists`), and every buffer of an imported array shares
    # one owner: a cast alone keeps the lists' offsets, and with them every text of the
    # uncast entries (about 7 MiB a slice of 4,096 pairs; a season's view built 12
    # slices, ~90 MiB held until they were joined, the peak of `serve`'s cycle). The
    # codes are 4 bytes an entry: the copy costs little.
    order = pl.int_range(part.height, dtype=pl.UInt32, eager=True)
    return part.with_columns(
        part.get_column(column).cast(dtype).gather(order) for column, dtype in dtypes.items()
    )


def concat_compacted(parts: list[pl.DataFrame]) -> pl.DataFrame:
    """The compacted parts (`compact`) as one frame: each part's codes recast to the Enum
    of all their texts (a cast of a few codes, not of the texts)."""
    values = pl.concat([_categories(p) for p in parts]).unique(maintain_order=True)
    dtypes = _dtypes(values)
    # Rechunked: the batches' columns are slices of the engine's larger buffers, which a
    # view kept alive would otherwise hold (about 35 MiB at a season's coverage).
    return pl.concat(
        [p.with_columns(pl.col(c).cast(t) for c, t in dtypes.items()) for p in parts],
        rechunk=True,
    )


def _texts(part: pl.DataFrame, column: str) -> pl.Series:
    """Every text of one list-of-struct column, its fields one after another."""
    entries = part.select(pl.col(column).explode().struct.unnest())
    return pl.concat([entries[name] for name in _TEXTS[column]])


def _dtypes(values: pl.Series) -> dict[str, pl.List]:
    """Each compacted column's type with its texts as codes of the Enum of `values`."""
    enum = pl.Enum(values)
    return {
        column: pl.List(
            pl.Struct({f.name: enum if f.dtype == pl.String else f.dtype for f in struct.fields})
        )
        for column, struct in COMPACTED.items()
    }


def _categories(part: pl.DataFrame) -> pl.Series:
    """The texts a compacted part's Enum holds (one Enum for every compacted column)."""
    dtype = part.schema["divergences"]
    assert isinstance(dtype, pl.List) and isinstance(dtype.inner, pl.Struct)
    enum = next(f.dtype for f in dtype.inner.fields if f.name == _TEXTS["divergences"][0])
    assert isinstance(enum, pl.Enum)
    return enum.categories
