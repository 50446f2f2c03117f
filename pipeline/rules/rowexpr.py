"""Row-wise Polars expressions evaluated in Python over a few rows, from their own trees.

On an audit's one or few combinations the comparison's candidates cost Polars their
planning, not their rows: about 35 ms of CPU for the ten candidates and five contingency
rows of one pair, whatever the row count (their trees hold some 2,000 distinct nodes,
inlined many times over). Here each expression's own tree (`Expr.meta.serialize`) is
compiled once per process into Python closures, identical subtrees shared, and a row is
a walk over the nodes it needs: the same definition, not a second one written by hand.

Only the operations the comparison uses are known (`pipeline.rules.rowops`), each with
Polars' semantics, and a ternary's null predicate takes the otherwise branch; anything
else (another operation, a NaN, a time's text) raises `Unsupported` and that expression
is left to Polars. `evaluate` gives each expression's column with the type Polars gives it, or None.
tests/test_rowexpr.py runs both over every combination of many pairs.
"""

from __future__ import annotations

import json
import math
import re
import struct
import threading
from collections.abc import Callable, Mapping, Sequence
from datetime import timedelta
from typing import Any

import polars as pl

from pipeline.rules import rowlists as lists
from pipeline.rules import rowops as ops
from pipeline.rules import rowscalar, rowtext, rx
from pipeline.rules.recall import Interpreter
from pipeline.rules.rowops import Memo, Node, Row, Unsupported

__all__ = ["Interpreter", "Unsupported", "evaluate", "program"]

_MISSING = object()
# The serialized float literals' bytes (MessagePack: a name, then a 64-bit float), in the
# order the JSON form lists them: JSON writes infinity and NaN as null.
_FLOAT_BYTES = re.compile(rb"(?:\xa5Float|\xa7Float64)\xcb(.{8})", re.DOTALL)


class _Compiler:
    """One expression tree -> closures; identical subtrees compiled once and, where a
    row reaches them more than once, evaluated once a row (`Memo`, by node number)."""

    def __init__(self, floats: list[float]) -> None:
        self.interned: dict[tuple[Any, ...], tuple[int, Node]] = {}
        self.floats = floats
        self.float_at = 0
        self.in_list = 0  # depth of `list.eval` evaluations being compiled
        self.whole: dict[int, lists.ListNode] = {}  # whole-list operations, by tree id

    def _eval(self, body: Any) -> tuple[int, Node]:
        return lists.eval_node(self, body)

    def _structeval(self, body: Any) -> tuple[int, Node]:
        return rowscalar.struct_eval_node(self, body)

    def _field(self, body: Any) -> tuple[int, Node]:
        return rowscalar.field_node(self, body)

    def node(self, key: tuple[Any, ...], make: Callable[[], Node]) -> tuple[int, Node]:
        hit = self.interned.get(key)
        if hit is not None:
            return hit
        fn = make()
        slot = len(self.interned)

        def memoized(row: Row, memo: Memo) -> Any:
            value = memo.get(slot, _MISSING)
            if value is _MISSING:
                value = memo[slot] = fn(row, memo)
            return value

        out = (slot, memoized)
        self.interned[key] = out
        return out

    def compile(self, tree: Any) -> tuple[int, Node]:
        if self.in_list:
            # Inside `list.eval`: its element, and what works on the whole list.
            if tree == "Element":
                return self.node(("element",), lambda: _element)
            if lists.column_kind(tree) is not None:
                return lists.whole_list_node(self, tree)
        if not isinstance(tree, dict) or len(tree) != 1:
            raise Unsupported(f"node {str(tree)[:40]}")
        ((kind, body),) = tree.items()
        method = getattr(self, f"_{kind.lower()}", None)
        if method is None:
            raise Unsupported(kind)
        result: tuple[int, Node] = method(body)
        return result

    def _column(self, name: str) -> tuple[int, Node]:
        def column(row: Row, memo: Memo) -> Any:
            try:
                return row[name]
            except KeyError:
                raise Unsupported(f"column {name}") from None

        return self.node(("col", name), lambda: column)

    def _literal(self, body: Any) -> tuple[int, Node]:
        value = self._literal_value(body)
        key = ("lit", type(value).__name__, repr(value))
        return self.node(key, lambda: lambda row, memo: value)

    def _float(self, value: float | None) -> float:
        # Floats are matched to the binary form's in order, finite ones included.
        if self.float_at >= len(self.floats):
            raise Unsupported("float literal not found")
        exact = self.floats[self.float_at]
        self.float_at += 1
        if value is not None and value != exact:
            raise Unsupported("float literals out of step")
        if math.isnan(exact):
            raise Unsupported("NaN literal")
        return exact

    def _literal_value(self, body: Any) -> Any:
        if not isinstance(body, dict) or len(body) != 1:
            raise Unsupported("literal")
        ((kind, inner),) = body.items()
        ((dtype, value),) = inner.items()
        if kind == "Dyn":
            if dtype == "Int":
                return int(value)
            if dtype == "Float":
                return self._float(value)
            if dtype == "Str":
                return str(value)
            raise Unsupported(f"dynamic {dtype}")
        if kind != "Scalar":
            raise Unsupported(f"literal {kind}")
        if dtype in ("Boolean", "String"):
            return value
        if dtype == "Null":
            return None
        if dtype in ("Int8", "Int16", "Int32", "Int64", "UInt8", "UInt16", "UInt32", "UInt64"):
            return int(value)
        if dtype == "Float64":
            return self._float(value)
        if dtype == "Duration":
            amount, unit = value
            scale = {"Microseconds": 1, "Milliseconds": 1_000}.get(unit)
            if scale is None:
                raise Unsupported(f"duration in {unit}")
            return timedelta(microseconds=amount * scale)
        if dtype == "List":
            return ops.list_literal(bytes(value))
        raise Unsupported(f"scalar {dtype}")

    def _alias(self, body: Any) -> tuple[int, Node]:
        call = rx.python_call(str(body[1]))
        if call is None:
            return self.compile(body[0])
        # A Python function of the reader's own (`rx.map_python`), called as Polars would.
        slot, inner = self.compile(body[0])
        fn, skip_nulls = call

        def mapped(row: Row, memo: Memo) -> Any:
            value = inner(row, memo)
            return None if value is None and skip_nulls else fn(value)

        return self.node(("call", body[1], slot), lambda: mapped)

    def _cast(self, body: Any) -> tuple[int, Node]:
        slot, inner = self.compile(body["expr"])
        dtype = body["dtype"].get("Literal") if isinstance(body["dtype"], dict) else None
        convert = None if dtype is None else rowscalar.cast(dtype, body.get("options"))
        if convert is not None:
            key = ("cast", dtype, body.get("options"), slot)
            return self.node(key, lambda: ops.unary(inner, convert))
        if body.get("options") != "Strict" or dtype is None:
            raise Unsupported("cast")
        if dtype == "String":
            return self.node(("cast", "String", slot), lambda: ops.unary(inner, ops.as_text))
        if isinstance(dtype, dict) and set(dtype) == {"Struct"}:
            names = tuple(f["name"] for f in dtype["Struct"])
            if any(f["dtype"] != "String" for f in dtype["Struct"]):
                raise Unsupported("struct cast")

            def same_struct(value: Any) -> Any:
                # A struct of these very string fields casts to itself.
                if tuple(value) != names or not all(
                    v is None or isinstance(v, str) for v in value.values()
                ):
                    raise Unsupported("struct cast")
                return value

            return self.node(("cast", names, slot), lambda: ops.unary(inner, same_struct))
        raise Unsupported(f"cast to {dtype}")

    def _binaryexpr(self, body: Any) -> tuple[int, Node]:
        op = body["op"]
        ls, left = self.compile(body["left"])
        rs, right = self.compile(body["right"])
        if op in ("And", "Or"):
            # Kleene logic, the second side read only where the first does not decide.
            decided = op == "Or"

            def logic(row: Row, memo: Memo) -> Any:
                a = ops.boolean(left(row, memo))
                if a is decided:
                    return a
                return ops.kleene(decided, a, ops.boolean(right(row, memo)))

            return self.node(("bin", op, ls, rs), lambda: logic)
        if op not in _BINARY:
            raise Unsupported(f"operator {op}")
        fn = _BINARY[op](op)
        return self.node(
            ("bin", op, ls, rs), lambda: lambda row, memo: fn(left(row, memo), right(row, memo))
        )

    def _ternary(self, body: Any) -> tuple[int, Node]:
        ps, pred = self.compile(body["predicate"])
        ts, then = self.compile(body["truthy"])
        fs, other = self.compile(body["falsy"])

        def ternary(row: Row, memo: Memo) -> Any:
            return then(row, memo) if ops.boolean(pred(row, memo)) is True else other(row, memo)

        return self.node(("if", ps, ts, fs), lambda: ternary)

    def _function(self, body: Any) -> tuple[int, Node]:
        compiled = [self.compile(i) for i in body["input"]]
        slots = tuple(s for s, _ in compiled)
        args = [f for _, f in compiled]
        function = body["function"]
        name, option = (
            (function, None) if isinstance(function, str) else next(iter(function.items()))
        )
        key = ("fn", json.dumps(function, sort_keys=True), slots)
        if function == {"ListExpr": "Concat"}:
            return self.node(key, lambda: lists.concat_node(args, body["input"]))
        if name == "AsStruct":
            fields = [_output_name(i) for i in body["input"]]
            return self.node(key, lambda: ops.as_struct(fields, args))
        make = _FUNCTIONS.get(name)
        if make is None:
            raise Unsupported(f"function {name}")
        return self.node(key, lambda: make(option, args))


# Every operation known here: the comparison's (`rowops`), the reader's (`rowtext`,
# `rowlists`, `rowscalar`).
_FUNCTIONS = {
    **ops.FUNCTIONS,
    **rowscalar.FUNCTIONS,
    "StringExpr": rowtext.string_function,
    "ListExpr": lists.list_function,
}
_BINARY = {**ops.BINARY, **rowscalar.BINARY}


def _element(row: Row, memo: Memo) -> Any:
    return row[lists.ELEMENT]


def _output_name(tree: Any) -> str:
    ((kind, body),) = tree.items()
    if kind == "Alias":
        return str(body[1])
    if kind == "Column":
        return str(body)
    function = body.get("function") if kind == "Function" else None
    if isinstance(function, dict) and "FieldByName" in function.get("StructExpr", {}):
        return str(function["StructExpr"]["FieldByName"])  # named as its field
    raise Unsupported("struct field without a name")


# Expression (by id, kept alive beside its program so that the id is not reused) -> its
# compiled root, or None where its tree holds an operation not known here.
_PROGRAMS: dict[int, tuple[pl.Expr, Node | None]] = {}
# (expression id, input column types) -> the type Polars gives its column.
_DTYPES: dict[tuple[Any, ...], pl.DataType] = {}
_LOCK = threading.Lock()


def _program(expr: pl.Expr) -> Node | None:
    hit = _PROGRAMS.get(id(expr))
    if hit is not None and hit[0] is expr:
        return hit[1]
    try:
        # (A tree holding a Python function has no serialized form here: Polars' then.)
        binary, text = expr.meta.serialize(), expr.meta.serialize(format="json")
        floats = [struct.unpack(">d", m)[0] for m in _FLOAT_BYTES.findall(binary)]
        compiler = _Compiler(floats)
        root: Node | None = compiler.compile(json.loads(text))[1]
        if compiler.float_at != len(floats):
            root = None
    except (
        Unsupported,
        KeyError,
        TypeError,
        ValueError,
        AttributeError,
        RecursionError,
        pl.exceptions.PolarsError,
    ):
        root = None
    with _LOCK:
        _PROGRAMS[id(expr)] = (expr, root)
    return root


def program(expr: pl.Expr) -> Callable[[Row], Any] | None:
    """`expr` as a function of one row's values (column name -> value, as `to_list`
    gives them), or None where its tree holds an operation not known here. The function
    raises `Unsupported` (or a Python error) on a value it does not take."""
    root = _program(expr)
    if root is None:
        return None
    walk = root  # bound for mypy: `root` stays a Node here

    def run(row: Row) -> Any:
        # A memo per call: node numbers are per expression, and per row.
        return walk(row, {})

    return run


def _dtype(expr: pl.Expr, columns: Mapping[str, pl.Series], read: Sequence[str]) -> pl.DataType:
    # Types by their text: hashing a Polars type runs Python code.
    key = (id(expr), *((c, str(columns[c].dtype)) for c in read))
    hit = _DTYPES.get(key)
    if hit is None:
        schema = {c: columns[c].dtype for c in read}
        hit = pl.LazyFrame(schema=schema).select(expr).collect_schema().dtypes()[0]
        with _LOCK:
            _DTYPES[key] = hit
    return hit


def evaluate(
    exprs: Sequence[tuple[pl.Expr, Sequence[str]]],
    columns: Mapping[str, pl.Series],
    output_names: Sequence[str],
    typed_as: Sequence[pl.Expr] | None = None,
) -> list[pl.Series | None]:
    """Each expression's column over the rows of `columns` (each expression with the
    columns it reads, every one in `columns`), named `output_names`; None for an
    expression Polars must evaluate (an operation or a value not taken here). With
    `typed_as`, each column has the type of the expression there (the one Polars would
    run, where the one walked is its twin)."""
    height = next(iter(columns.values())).len() if columns else 0
    values = {c: columns[c].to_list() for c in {c for _, read in exprs for c in read}}
    rows = [{c: v[r] for c, v in values.items()} for r in range(height)]
    memos: list[Memo] = [{} for _ in rows]
    out: list[pl.Series | None] = []
    types = [e for e, _ in exprs] if typed_as is None else typed_as
    for (expr, read), name, typed in zip(exprs, output_names, types, strict=True):
        root = _program(expr) if read else None
        if root is None:
            out.append(None)
            continue
        try:
            # Each expression its own memo per row: node numbers are per expression.
            for memo in memos:
                memo.clear()
            got = [root(row, memo) for row, memo in zip(rows, memos, strict=True)]
            out.append(pl.Series(name, got, dtype=_dtype(typed, columns, read), strict=True))
        except (
            Unsupported,
            TypeError,
            ValueError,
            KeyError,
            IndexError,
            OverflowError,
            RecursionError,
            pl.exceptions.PolarsError,
        ):
            # Left to Polars, whose answer (or error) it is.
            out.append(None)
    return out
