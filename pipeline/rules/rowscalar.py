"""Polars' scalar functions, casts and integer arithmetic on one row's Python values, for
`pipeline.rules.rowexpr` (beside `rowops`: the operations the reader adds to the
comparison's). Where Polars' answer is not sure to be Python's (a number's text Polars
might parse otherwise, a negative operand of `%` or `//`, a value outside a type's range),
`Unsupported` leaves the expression to Polars. `struct.with_fields` evaluates its fields
against the struct's old fields (`pl.field`), in the row it sits in (inside `list.eval`,
an element there is still the list's element).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from pipeline.rules import rowops as ops
from pipeline.rules.rowlists import Compiler
from pipeline.rules.rowops import Memo, Node, Row, Unsupported

__all__ = ["BINARY", "FUNCTIONS", "cast", "field_node", "struct_eval_node"]

_INT_RANGE = {
    "Int8": 8,
    "Int16": 16,
    "Int32": 32,
    "Int64": 64,
}
# The numbers whose text Polars and Python parse alike (ASCII digits, an optional sign on
# an integer, a plain decimal point); a text with no digit at all is no number to either.
_INTEGER = re.compile(r"-?[0-9]+")
_DECIMAL = re.compile(r"-?[0-9]+(?:\.[0-9]+)?")
_DIGIT = re.compile(r"[0-9]")


def _to_int(dtype: str, strict: bool) -> Callable[[Any], Any]:
    bits = _INT_RANGE[dtype]

    def convert(value: Any) -> Any:
        if isinstance(value, bool):
            out = int(value)
        elif isinstance(value, int):
            out = value
        elif isinstance(value, str) and not strict:
            if _INTEGER.fullmatch(value):
                out = int(value)
            elif _DIGIT.search(value) is None:
                return None
            else:
                raise Unsupported("integer text")
        else:
            raise Unsupported(f"cast to {dtype}")
        if not -(1 << (bits - 1)) <= out < 1 << (bits - 1):
            raise Unsupported("integer overflow")
        return out

    return convert


def _to_float(strict: bool) -> Callable[[Any], Any]:
    def convert(value: Any) -> Any:
        if isinstance(value, str) and not strict:
            if _DECIMAL.fullmatch(value):
                return float(value)
            if _DIGIT.search(value) is None:
                return None
            raise Unsupported("decimal text")
        return ops.to_float(value)

    return convert


def cast(dtype: Any, options: str) -> Callable[[Any], Any] | None:
    """The cast of a non-null value to `dtype` (its serialized form), Strict or NonStrict;
    None for a cast not known here."""
    if options not in ("Strict", "NonStrict") or not isinstance(dtype, str):
        return None
    strict = options == "Strict"
    if dtype in _INT_RANGE:
        return _to_int(dtype, strict)
    if dtype == "Float64":
        return _to_float(strict)
    if dtype == "Boolean" and strict:

        def to_boolean(value: Any) -> Any:
            if not isinstance(value, bool):
                raise Unsupported("cast to Boolean")
            return value

        return to_boolean
    return None


def _integers(
    fn: Callable[[int, int], int], what: str
) -> Callable[[str], Callable[[Any, Any], Any]]:
    def make(_: str) -> Callable[[Any, Any], Any]:
        def apply(a: Any, b: Any) -> Any:
            if a is None or b is None:
                return None
            if isinstance(a, bool) or isinstance(b, bool):
                raise Unsupported(f"{what} of a boolean")
            if not isinstance(a, int) or not isinstance(b, int):
                raise Unsupported(f"{what} of a non-integer")
            if what != "multiply" and (a < 0 or b <= 0):
                raise Unsupported(f"{what} of a negative or zero")
            out = fn(a, b)
            if not -(1 << 63) <= out < 1 << 63:
                raise Unsupported("integer overflow")
            return out

        return apply

    return make


BINARY: dict[str, Callable[[str], Callable[[Any, Any], Any]]] = {
    "Multiply": _integers(lambda a, b: a * b, "multiply"),
    "Modulus": _integers(lambda a, b: a % b, "modulus"),
    "FloorDivide": _integers(lambda a, b: a // b, "floor divide"),
}


def _coalesce(_: Any, args: list[Node]) -> Node:
    def first(row: Row, memo: Memo) -> Any:
        for a in args:
            value = a(row, memo)
            if value is not None:
                return value
        return None

    return first


def _sum_horizontal(option: Any, args: list[Node]) -> Node:
    if option != {"ignore_nulls": True}:
        raise Unsupported("sum_horizontal")

    def total(row: Row, memo: Memo) -> Any:
        out = 0
        for a in args:
            value = a(row, memo)
            if value is None:
                continue
            if isinstance(value, float) or not isinstance(value, int):
                raise Unsupported("sum of a non-integer")
            out += int(value)
        return out

    return total


def _replace(_: Any, args: list[Node]) -> Node:
    """`Expr.replace(old, new)`: a value among `old` mapped, any other kept."""
    value, old, new = args

    def replace(row: Row, memo: Memo) -> Any:
        v, olds, news = value(row, memo), old(row, memo), new(row, memo)
        # (one value given alone: a scalar literal)
        olds = olds if isinstance(olds, tuple) else (olds,)
        news = news if isinstance(news, tuple) else (news,)
        if None in olds:
            raise Unsupported("replace")
        if len(news) == 1:
            news = news * len(olds)
        if len(news) != len(olds):
            raise Unsupported("replace")
        if v is None or isinstance(v, float) or v not in olds:
            return v
        out = news[olds.index(v)]
        if out is not None and type(out) is not type(v):
            raise Unsupported("replace by another type")  # Polars casts it to the input's
        return out

    return replace


FUNCTIONS: dict[str, Callable[[Any, list[Node]], Node]] = {
    "Replace": _replace,
    "Coalesce": _coalesce,
    "SumHorizontal": _sum_horizontal,
}


def _struct_function(option: Any, args: list[Node]) -> Node:
    if not isinstance(option, dict) or set(option) != {"FieldByName"}:
        raise Unsupported(f"struct {option}")
    name = option["FieldByName"]

    def field(value: Any) -> Any:
        if not isinstance(value, dict) or name not in value:
            raise Unsupported(f"field {name}")
        return value[name]

    return ops.unary(args[0], field)


FUNCTIONS["StructExpr"] = _struct_function


_STRUCT = "\x00struct"  # inside `struct.with_fields`: the struct's old value


def struct_eval_node(compiler: Compiler, body: Any) -> tuple[int, Node]:
    """`struct.with_fields`: each field evaluated against the struct's old fields."""
    if body.get("variant") != "WithFields":
        raise Unsupported("struct eval")
    _, struct = compiler.compile(body["expr"])
    fields = []
    for tree in body["evaluation"]:
        if not (isinstance(tree, dict) and set(tree) == {"Alias"}):
            raise Unsupported("struct field without a name")
        inner, name = tree["Alias"]
        fields.append((str(name), compiler.compile(inner)[1]))

    def apply(row: Row, memo: Memo) -> Any:
        value = struct(row, memo)
        if value is None:
            return None
        if not isinstance(value, dict):
            raise Unsupported("with_fields of a non-struct")
        inner_row = {**row, _STRUCT: value}
        inner_memo: Memo = {}
        out = dict(value)
        for name, node in fields:
            out[name] = node(inner_row, inner_memo)
        return out

    return compiler.node(("with_fields", id(apply)), lambda: apply)


def field_node(compiler: Compiler, body: Any) -> tuple[int, Node]:
    """`pl.field(name)` inside `struct.with_fields`."""
    (name,) = body

    def field(row: Row, memo: Memo) -> Any:
        struct = row.get(_STRUCT)
        if struct is None or name not in struct:
            raise Unsupported(f"field {name}")
        return struct[name]

    return compiler.node(("field", name), lambda: field)
