"""A call of a few pairs judged pair by pair, from the comparison's own expressions.

`keyed.evaluate` answers a call of any size by numbering the distinct combinations,
running the candidates on them with markers for evidence and team codes, and joining the
results back: on one pair (an on-demand audit) that is about a hundred small Polars
queries, ~10 ms of CPU whatever the rows. Here, for a few pairs, each pair's row (its own
columns and its two rule records as the tables hold them) is walked through the very same
stages, candidates and contingency rows in Python (`rowexpr`, which compiles each
expression's own serialized tree), with the pair's own values in, so there are no markers
to resolve: evaluating every candidate on every pair is the answer the keyed path is held
to (docs in `keyed`). A rowwise candidate whose condition holds on a pair (a fixture
mismatch, thin liquidity, a stale snapshot: rare on an audit) is run by keyed's own Polars
code on that pair. Where the walk does not take an expression or a value, the caller runs
the keyed path instead: `evaluate_rows` answers None.

tests/test_fewpairs.py holds both paths to the same lists over the held-out sets' pairs.
"""

from __future__ import annotations

import threading
from collections.abc import Callable, Sequence
from typing import Any

import polars as pl

from pipeline.rules import rowexpr
from pipeline.rules.keyed import RowCandidate, RuleTables, rowwise_parts
from pipeline.rules.recall import names

__all__ = ["MAX_ROWS", "evaluate_rows"]

# Pairs up to which a call is walked here: ~1 ms of CPU a pair against the keyed path's
# ~10 ms a call (whatever its rows) and ~0.3 ms a further combination.
MAX_ROWS = 8

_Program = Callable[[Any], Any]


class _Programs:
    """The compiled expressions of one candidate set (same objects every call)."""

    def __init__(
        self,
        stages: Sequence[tuple[str, _Program]],
        keyed: Sequence[tuple[int, _Program]],
        conditions: Sequence[_Program],
        contingencies: Sequence[_Program],
    ) -> None:
        self.stages = stages
        self.keyed = keyed
        self.conditions = conditions
        self.contingencies = contingencies


# (ids of the expressions, the expressions kept alive so the ids are not reused) -> their
# programs, or None where one is not walked here.
_COMPILED: dict[tuple[int, ...], tuple[tuple[pl.Expr, ...], _Programs | None]] = {}
# (ids of the contingency rows, their input types) -> the type of their structs.
_TYPES: dict[tuple[Any, ...], pl.DataType] = {}
_LOCK = threading.Lock()


def _compiled(
    keyed: Sequence[tuple[int, pl.Expr]],
    rowwise: Sequence[RowCandidate],
    stages: Sequence[pl.Expr],
    contingencies: Sequence[pl.Expr],
) -> _Programs | None:
    exprs = (
        *stages,
        *(e for _, e in keyed),
        *(c.condition for c in rowwise),
        *contingencies,
    )
    key = tuple(id(e) for e in exprs)
    hit = _COMPILED.get(key)
    if hit is not None and all(a is b for a, b in zip(hit[0], exprs, strict=True)):
        return hit[1]
    made = [rowexpr.program(e) for e in exprs]
    programs = None
    if all(m is not None for m in made):
        walks: list[_Program] = [m for m in made if m is not None]
        s, k, c = len(stages), len(keyed), len(rowwise)
        programs = _Programs(
            [(names(e)[1], p) for e, p in zip(stages, walks[:s], strict=True)],
            [(order, p) for (order, _), p in zip(keyed, walks[s : s + k], strict=True)],
            walks[s + k : s + k + c],
            walks[s + k + c :],
        )
    with _LOCK:
        if len(_COMPILED) >= 64:
            _COMPILED.clear()
        _COMPILED[key] = (exprs, programs)
    return programs


def _records(frame: pl.DataFrame, tables: RuleTables) -> list[dict[str, Any]] | None:
    """Each pair's row: its own columns and, per side, its record's decision columns (by
    `kid`) and evidence columns (by `eid`), named `a_*`/`b_*` as the candidates read them."""
    rows = frame.to_dicts()
    decisions: dict[int, dict[str, Any]] = {}
    evidence = tables.evidence
    for row in rows:
        for side in "ab":
            kid, eid = row.get(f"{side}_kid"), row.get(f"{side}_eid")
            if kid is None:
                values: dict[str, Any] = dict.fromkeys(tables.decision_columns)
            else:
                values = decisions.get(kid) or {}
                if not values:
                    values = decisions[kid] = tables.decisions.row(kid, named=True)
                    if values.get("kid") != kid:  # the tables are numbered by row
                        return None
            for name in tables.decision_columns:
                row[f"{side}_{name}"] = values[name]
            for k, name in enumerate(tables.evidence_columns):
                row[f"{side}_{name}"] = None if eid is None else evidence[k * tables.records + eid]
    return rows


def _contingency_type(
    contingencies: Sequence[pl.Expr], stages: Sequence[pl.Expr], row_types: dict[str, pl.DataType]
) -> pl.DataType:
    """The type Polars gives the contingency rows' structs (one type: they are listed)."""
    key = (*(id(e) for e in contingencies), *sorted((c, str(t)) for c, t in row_types.items()))
    hit = _TYPES.get(key)
    if hit is None:
        schema = pl.LazyFrame(schema=row_types).with_columns(stages).select(contingencies[0])
        hit = schema.collect_schema().dtypes()[0]
        with _LOCK:
            if len(_TYPES) >= 64:
                _TYPES.clear()
            _TYPES[key] = hit
    return hit


def _row_types(
    frame: pl.DataFrame, tables: RuleTables, read: set[str], stages: Sequence[pl.Expr]
) -> dict[str, pl.DataType]:
    """The types of the columns `read` (of the pair frame, its records, or stages)."""
    made = {names(e)[1] for e in stages}
    wanted = read - made
    # Each type made once (a frame's `schema` makes a Python object of every type).
    types = {c: t for c, t in zip(frame.columns, frame.dtypes, strict=True) if c in wanted}
    rules = {f"{s}_{c}" for s in "ab" for c in tables.decision_columns} & (wanted - set(types))
    if rules:
        decided = dict(zip(tables.decisions.columns, tables.decisions.dtypes, strict=True))
        types.update({name: decided[name[2:]] for name in rules})
    # The rest are evidence columns (`rule_tables`: text).
    types.update({name: pl.String() for name in wanted - set(types)})
    return types


def evaluate_rows(
    frame: pl.DataFrame,
    tables: RuleTables,
    *,
    keyed: Sequence[tuple[int, pl.Expr]],
    rowwise: Sequence[RowCandidate],
    stages: Sequence[pl.Expr],
    contingencies: Sequence[pl.Expr],
    strict: bool,
    divergence_dtype: pl.DataType,
) -> tuple[pl.Series, pl.Series] | None:
    """`keyed.evaluate`'s (divergences, contingencies) for a frame of a few pairs, each
    pair walked on its own; None where an expression or a value is not walked here (the
    caller then runs the keyed path, which answers the same)."""
    programs = _compiled(keyed, rowwise, stages, contingencies)
    if programs is None or not frame.height or not contingencies:
        return None
    rows = _records(frame, tables)
    if rows is None:
        return None
    lists: list[list[dict[str, Any]]] = []
    rowed: list[list[Any]] = []
    try:
        for r, row in enumerate(rows):
            for name, stage in programs.stages:
                row[name] = stage(row)
            found = [(order, walk(row)) for order, walk in programs.keyed]
            for cand, condition in zip(rowwise, programs.conditions, strict=True):
                # Null counts as true, as `rowwise_parts` filters on it.
                if condition(row) is not False:
                    found.extend(
                        _rowwise(frame.slice(r, 1), tables, stages, cand, divergence_dtype)
                    )
            structs = [d for _, d in sorted(found, key=lambda f: f[0]) if d is not None]
            if strict:
                structs = [{**d, "severity": "BLOCK"} for d in structs]
            lists.append(structs)
            rowed.append([walk(row) for walk in programs.contingencies])
    except (rowexpr.Unsupported, TypeError, ValueError, KeyError, IndexError, OverflowError):
        return None
    read = {c for e in contingencies for c in names(e)[0]}
    read |= {c for e in stages for c in names(e)[0]}
    kind = _contingency_type(contingencies, stages, _row_types(frame, tables, read, stages))
    try:
        divergences = pl.Series("divergences", lists, dtype=pl.List(divergence_dtype), strict=True)
        listed = pl.Series("contingencies", rowed, dtype=pl.List(kind), strict=True)
    except (TypeError, ValueError, pl.exceptions.PolarsError):
        return None
    return divergences, listed


def _rowwise(
    pair: pl.DataFrame,
    tables: RuleTables,
    stages: Sequence[pl.Expr],
    cand: RowCandidate,
    dtype: pl.DataType,
) -> list[tuple[int, Any]]:
    """(order, struct) of a rowwise candidate on one pair where its condition holds: run
    as the keyed path runs it (Polars), its value a null where it does not apply."""
    parts = rowwise_parts(pair.with_row_index("_row"), tables, stages, [cand], dtype)
    return [(order, d) for order, part in parts for d in part.get_column("d").to_list()]
