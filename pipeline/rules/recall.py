"""Values of row-wise expressions remembered per distinct input, across calls.

A few rows (an audit's one pair) cost an expression its planning, not its rows: about
50 ms for the comparison's candidates, whatever the rows. A row-wise expression's value on
a row depends only on the values of the columns it reads there, so `evaluate_few` takes
each expression's value from an `InputMemo` where that input was seen before and plans and
runs only the rest (`pipeline.rules.keyed` uses it for an audit's few combinations), and
`evaluate_stages` does the same stage by stage (`pipeline.rules.extract` reading a few
texts: a new text's later stages mostly read values earlier texts gave them too).
"""

from __future__ import annotations

import threading
from collections.abc import Callable, Mapping, Sequence
from typing import Any

import polars as pl

__all__ = ["InputMemo", "Key", "evaluate_few", "evaluate_stages", "key_value", "names", "take"]

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


# Rows up to which `take` joins one-row slices: each costs ~1-2 µs, where `Series.gather`
# is a query of its own (~50-150 µs planned and run, whatever the rows).
_TAKE_BY_SLICES = 16


def take(values: pl.Series, rows: Sequence[int]) -> pl.Series:
    """`values.gather(rows)` in one chunk; for a few rows (an on-demand read's two texts, an
    audit's few combinations) joined from slices, which run no query."""
    if len(rows) > _TAKE_BY_SLICES:
        return values.gather(rows)
    if len(rows) == 1:
        return values.slice(rows[0], 1)
    out = values.slice(0, 0)
    for r in rows:
        out.append(values.slice(r, 1))
    return out.rechunk()


# One input row as a dictionary key: the values of the columns an expression reads, as
# Python gives them, with floats by their text (0.0 and -0.0, NaN: as `keyed._per_distinct`
# groups them apart) and lists as tuples.
Key = tuple[Any, ...]


def key_value(value: Any) -> Any:
    """`value` as a dictionary key (floats by their text, lists and structs as tuples)."""
    if isinstance(value, float):
        return ("\x00f", repr(value))
    if isinstance(value, list):
        return ("\x00l", *(key_value(v) for v in value))
    if isinstance(value, dict):
        return ("\x00s", *((k, key_value(v)) for k, v in value.items()))
    return value


def _chars(key: Any) -> int:
    """The characters of the strings in a key (nested tuples of `key_value`)."""
    if isinstance(key, str):
        return len(key)
    if isinstance(key, tuple):
        return sum(_chars(k) for k in key)
    return 0


class InputMemo:
    """Values of row-wise expressions per distinct input row, kept across calls.

    A row-wise expression's value on a row depends only on the values of the columns it
    reads there, so a value found once answers every later row with the same inputs. Each
    expression (by name, with the names and types of the columns it reads) keeps its
    values in one Series (one chunk: a one-pair audit takes a slice of it, no copy) and a
    dictionary from input row to position; at most `max_keys` inputs an expression (then
    it starts again).
    """

    def __init__(
        self,
        max_keys: int = 1_024,
        max_key_chars: int | None = None,
        give_up_after: int | None = None,
    ) -> None:
        """Keep at most `max_keys` inputs per expression. With `max_key_chars`, none whose
        strings hold more characters than that; with `give_up_after`, an expression that
        has kept that many inputs and never found one again is no longer kept at all (its
        inputs do not repeat: one reading a whole text answers only that text again)."""
        self.max_keys = max_keys
        self.max_key_chars = max_key_chars
        self.give_up_after = give_up_after
        self._known: dict[Key, tuple[dict[Key, int], pl.Series]] = {}
        self._found: set[Key] = set()  # expressions found at least once
        self._given_up: set[Key] = set()
        self._lock = threading.Lock()

    def keeps(self, expr: Key, keys: Sequence[Key], chars: int | None = None) -> bool:
        """Whether `expr`'s values for inputs `keys` are looked up and kept: not for an
        expression given up, nor inputs holding more than `max_key_chars` characters
        (`chars`, the most any of `keys` holds, where the caller has counted them)."""
        if expr in self._given_up:
            return False
        limit = self.max_key_chars
        if limit is None:
            return True
        if chars is not None:
            return chars <= limit
        return all(_chars(k) <= limit for k in keys)

    def find(self, expr: Key, keys: Sequence[Key]) -> pl.Series | None:
        """The values of `expr` for the input rows `keys`, or None unless all are known."""
        known = self._known.get(expr)
        if known is None:
            return None
        at, values = known
        rows = [at.get(k) for k in keys]
        if not all(r is not None for r in rows):
            return None
        if expr not in self._found:
            with self._lock:
                self._found.add(expr)
        return take(values, rows)  # type: ignore[arg-type]

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
            limit = self.give_up_after
            if limit is not None and len(at) >= limit and expr not in self._found:
                self._known.pop(expr, None)
                self._given_up.add(expr)
                return
            part = values.gather(new) if len(new) < values.len() else values
            known = part.rechunk() if known is None else pl.concat([known, part], rechunk=True)
            self._known[expr] = (at, known)


# Columns of (expression, the columns it reads) over the rows of the columns given, named
# as told: None for one the interpreter leaves to Polars (`pipeline.rules.rowexpr`).
Interpreter = Callable[
    [Sequence[tuple[pl.Expr, Sequence[str]]], Mapping[str, pl.Series], Sequence[str]],
    list[pl.Series | None],
]


def evaluate_few(
    frame: pl.DataFrame,
    exprs: Sequence[pl.Expr],
    stages: Sequence[pl.Expr],
    memo: InputMemo | None,
    interpret: Interpreter | None = None,
) -> pl.DataFrame:
    """`frame` with `stages`, then `exprs`, as columns (row-wise expressions; `exprs` may
    read the stages): the values `memo` holds for a row's inputs taken from it, the rest
    run in one query each and remembered.

    On a few rows the expressions' cost is their planning, whatever the rows (about 50 ms
    for the candidates of one pair): a candidate whose inputs were seen before (most of
    them, for a pair whose text is new but whose clauses are not) is a lookup instead. As
    `keyed._per_distinct` does, candidates are keyed on the stage values they read, not on the
    stages' own inputs: a contingency row reads three values, not thirty-six columns.
    With `interpret`, what the memo lacks is first offered to it, and only what it
    leaves is planned by Polars.
    """
    if memo is None:
        return frame.with_columns(stages).with_columns(exprs)
    staged = _recall(frame, stages, memo, interpret=interpret)
    return _recall(staged, exprs, memo, interpret=interpret)


def evaluate_stages(
    frame: pl.DataFrame,
    stages: Sequence[Sequence[pl.Expr]],
    memo: InputMemo,
    interpret: Interpreter | None = None,
) -> pl.DataFrame:
    """`frame` with each stage's columns (row-wise expressions reading the columns before
    the stage, as `with_columns` stage after stage would), each taken from `memo` where it
    holds every row's inputs, else run with the rest of its stage (first offered to
    `interpret`, as in `evaluate_few`) and remembered."""
    # Keyed by stage too: two stages may each give a column of one name from the same
    # inputs in different ways (a stage refines what an earlier one read).
    for k, stage in enumerate(stages):
        frame = _recall(frame, stage, memo, tag=(k,), interpret=interpret)
    return frame


def _recall(
    frame: pl.DataFrame,
    exprs: Sequence[pl.Expr],
    memo: InputMemo,
    tag: Key = (),
    interpret: Interpreter | None = None,
) -> pl.DataFrame:
    """`frame` plus the columns of `exprs` (each reads only `frame`'s columns; one named as
    a column of `frame` replaces it): from `memo` where it holds every row's inputs, else
    evaluated together and remembered (unless their inputs are too large to keep). `tag`
    tells apart expressions of one name reading the same columns."""
    reads = [sorted(names(e)[0]) for e in exprs]
    columns = sorted({c for read in reads for c in read})
    # Column by column: a late stage's frame holds a hundred columns and more, and its
    # `schema`, or a `select` of a few of them, cost 0.1-0.5 ms each there (each of its
    # types made a Python object), as much as the whole lookup.
    read_columns = {c: frame.get_column(c) for c in columns}
    # Each column's values as key parts and their characters, once for all the
    # expressions reading it; its type by name (hashing a Polars type runs Python code,
    # and every lookup hashes the expression's key again).
    parts = {c: [key_value(v) for v in column.to_list()] for c, column in read_columns.items()}
    sizes = {c: [_chars(v) for v in values] for c, values in parts.items()}
    dtypes = {c: str(column.dtype) for c, column in read_columns.items()}
    rows = range(frame.height)
    # Each expression's column, in the order of `exprs` whether found or run (the frame
    # comes out the same whatever the memo held).
    added: list[pl.Series | None] = [None] * len(exprs)
    missing = []
    for i, (expr, read) in enumerate(zip(exprs, reads, strict=True)):
        name = names(expr)[1]
        # The columns' types are part of the key: a value is known for inputs of a type.
        ident = (*tag, name, *((c, dtypes[c]) for c in read))
        keys = [tuple(parts[c][r] for c in read) for r in rows]
        chars = max((sum(sizes[c][r] for c in read) for r in rows), default=0)
        keep = memo.keeps(ident, keys, chars)
        hit = memo.find(ident, keys) if keep else None
        if hit is None:
            missing.append((i, expr, ident, keys, keep, read))
        else:
            added[i] = hit.alias(name)
    fresh = _fresh(frame, [(m[1], m[5]) for m in missing], read_columns, interpret)
    for (i, _, ident, keys, keep, _), column in zip(missing, fresh, strict=True):
        added[i] = column
        if keep:
            memo.add(ident, keys, column)
    # A column named as one of `frame`'s replaces it in place (in a copy: the columns are
    # shared, not copied); `with_columns` planned against the whole wide frame for it.
    out, new = frame.clone(), []
    present = set(frame.columns)
    for value in added:
        if value is None:  # every expression is found or run: never
            continue
        if value.name in present:
            out.replace_column(out.get_column_index(value.name), value)
        else:
            new.append(value)
    return out.hstack(new) if new else out


def _fresh(
    frame: pl.DataFrame,
    exprs: Sequence[tuple[pl.Expr, Sequence[str]]],
    read_columns: dict[str, pl.Series],
    interpret: Interpreter | None,
) -> list[pl.Series]:
    """The columns of `exprs` on `frame`'s rows: from `interpret` where it gives them,
    the rest run by Polars."""
    if not exprs:
        return []
    if interpret is None:
        return _run(frame, exprs, read_columns)
    got = interpret(exprs, read_columns, [names(e)[1] for e, _ in exprs])
    left = [x for x, g in zip(exprs, got, strict=True) if g is None]
    run = iter(_run(frame, left, read_columns) if left else [])
    return [next(run) if g is None else g for g in got]


def _run(
    frame: pl.DataFrame,
    exprs: Sequence[tuple[pl.Expr, Sequence[str]]],
    read_columns: dict[str, pl.Series],
) -> list[pl.Series]:
    """The columns of `exprs` (each with the columns it reads) on `frame`'s rows."""
    # On the columns they read alone: planning against a wide frame's schema cost more
    # than the expressions' own work on a few rows. (An expression that names no column
    # gets the whole frame, whose height it may depend on.)
    if all(read for _, read in exprs):
        frame = pl.DataFrame([read_columns[c] for c in sorted({c for _, r in exprs for c in r})])
    else:
        # A literal alone is one value: `with_columns` gives it the frame's height, as the
        # stage's other expressions beside it in a `select` would.
        names = [e.meta.output_name() for e, _ in exprs]
        return frame.with_columns_seq(e for e, _ in exprs).select(names).get_columns()
    # One after another in this thread: on a few rows Polars' thread pool only hands the
    # expressions over (threads spinning for work), and the `python` regex backend's calls
    # then wait on each other for the interpreter lock (B5 on a loaded 2-core machine:
    # half the wall time or less, a few percent less CPU).
    return frame.select_seq(e for e, _ in exprs).get_columns()
