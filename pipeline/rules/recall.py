"""Values of row-wise expressions remembered per distinct input, across calls.

A few rows (an audit's one pair) cost an expression its planning, not its rows: about
50 ms for the comparison's candidates, whatever the rows. A row-wise expression's value on
a row depends only on the values of the columns it reads there, so `evaluate_few` takes
each expression's value from an `InputMemo` where that input was seen before and plans and
runs only the rest (`pipeline.rules.keyed` uses it for an audit's few combinations).
"""

from __future__ import annotations

import threading
from collections.abc import Sequence
from typing import Any

import polars as pl

__all__ = ["InputMemo", "Key", "evaluate_few", "names"]

# Expression (by id, the expression kept alive beside its names so that the id is not
# reused) -> (its root column names, its output name). The candidates and stages are the
# same objects on every call, and walking their trees cost about a millisecond a call.
_NAMES: dict[int, tuple[pl.Expr, frozenset[str], str]] = {}
_NAMES_MAX = 4_096


def names(expr: pl.Expr) -> tuple[frozenset[str], str]:
    """(root column names, output name) of `expr`, remembered per expression object."""
    hit = _NAMES.get(id(expr))
    if hit is not None and hit[0] is expr:
        return hit[1], hit[2]
    roots, output = frozenset(expr.meta.root_names()), expr.meta.output_name()
    if len(_NAMES) >= _NAMES_MAX:
        _NAMES.clear()
    _NAMES[id(expr)] = (expr, roots, output)
    return roots, output


# One input row as a dictionary key: the values of the columns an expression reads, as
# Python gives them, with floats by their text (0.0 and -0.0, NaN: as `keyed._per_distinct`
# groups them apart) and lists as tuples.
Key = tuple[Any, ...]


def _key_value(value: Any) -> Any:
    if isinstance(value, float):
        return ("\x00f", repr(value))
    if isinstance(value, list):
        return ("\x00l", *(_key_value(v) for v in value))
    if isinstance(value, dict):
        return ("\x00s", *((k, _key_value(v)) for k, v in value.items()))
    return value


class InputMemo:
    """Values of row-wise expressions per distinct input row, kept across calls.

    A row-wise expression's value on a row depends only on the values of the columns it
    reads there, so a value found once answers every later row with the same inputs. Each
    expression (by name, with the names and types of the columns it reads) keeps its
    values in one Series (one chunk: a one-pair audit takes a slice of it, no copy) and a
    dictionary from input row to position; at most `max_keys` inputs an expression (then
    it starts again).
    """

    def __init__(self, max_keys: int = 1_024) -> None:
        """Keep at most `max_keys` inputs per expression."""
        self.max_keys = max_keys
        self._known: dict[Key, tuple[dict[Key, int], pl.Series]] = {}
        self._lock = threading.Lock()

    def find(self, expr: Key, keys: Sequence[Key]) -> pl.Series | None:
        """The values of `expr` for the input rows `keys`, or None unless all are known."""
        known = self._known.get(expr)
        if known is None:
            return None
        at, values = known
        rows = [at.get(k) for k in keys]
        if not all(r is not None for r in rows):
            return None
        if len(rows) == 1:
            return values.slice(rows[0], 1)  # type: ignore[arg-type]
        return values.gather(rows)

    def add(self, expr: Key, keys: Sequence[Key], values: pl.Series) -> None:
        """Remember `values` (one per key) of `expr`."""
        with self._lock:
            at, known = self._known.get(expr, ({}, None))
            if known is None or len(at) + len(keys) > self.max_keys:
                at, known = {}, None
            at = dict(at)
            new = []
            for i, k in enumerate(keys):
                if k not in at:
                    at[k] = len(at)
                    new.append(i)
            if not new:
                return
            part = values.gather(new) if len(new) < values.len() else values
            known = part.rechunk() if known is None else pl.concat([known, part], rechunk=True)
            self._known[expr] = (at, known)


def evaluate_few(
    frame: pl.DataFrame,
    exprs: Sequence[pl.Expr],
    stages: Sequence[pl.Expr],
    memo: InputMemo | None,
) -> pl.DataFrame:
    """`frame` with `stages`, then `exprs`, as columns (row-wise expressions; `exprs` may
    read the stages): the values `memo` holds for a row's inputs taken from it, the rest
    run in one query each and remembered.

    On a few rows the expressions' cost is their planning, whatever the rows (about 50 ms
    for the candidates of one pair): a candidate whose inputs were seen before (most of
    them, for a pair whose text is new but whose clauses are not) is a lookup instead. As
    `keyed._per_distinct` does, candidates are keyed on the stage values they read, not on the
    stages' own inputs: a contingency row reads three values, not thirty-six columns.
    """
    if memo is None:
        return frame.with_columns(stages).with_columns(exprs)
    return _recall(_recall(frame, stages, memo), exprs, memo)


def _recall(frame: pl.DataFrame, exprs: Sequence[pl.Expr], memo: InputMemo) -> pl.DataFrame:
    """`frame` plus the columns of `exprs` (each reads only `frame`'s columns): from
    `memo` where it holds every row's inputs, else evaluated together and remembered."""
    schema = frame.schema
    reads = [sorted(names(e)[0]) for e in exprs]
    columns = sorted({c for read in reads for c in read})
    values = frame.select(columns).rows() if columns else [()] * frame.height
    at = {c: i for i, c in enumerate(columns)}
    found, missing = [], []
    for expr, read in zip(exprs, reads, strict=True):
        name = names(expr)[1]
        # The columns' types are part of the key: a value is known for inputs of a type.
        ident = (name, *((c, schema[c]) for c in read))
        keys = [tuple(_key_value(row[at[c]]) for c in read) for row in values]
        hit = memo.find(ident, keys)
        if hit is None:
            missing.append((expr, ident, keys))
        else:
            found.append(hit.alias(name))
    fresh = frame.select(m[0] for m in missing).get_columns() if missing else []
    for (_, ident, keys), column in zip(missing, fresh, strict=True):
        memo.add(ident, keys, column)
    return frame.hstack([*found, *fresh])
