"""Polars' row-wise operations on one row's Python values, for `pipeline.rules.rowexpr`.

Each operation the comparison's expressions use, with Polars' semantics: nulls propagate,
`and`/`or` are Kleene logic, `is_in` of a null is null, `replace_strict` maps a null to its
default, a value's text is the one Polars' cast to a string writes. A value or an operation
taken otherwise by Polars, or not sure to be taken alike, raises `Unsupported`: the caller
leaves that expression to Polars.
"""

from __future__ import annotations

import io
import math
from collections.abc import Callable, Mapping
from typing import Any

import polars as pl

__all__ = [
    "BINARY",
    "FUNCTIONS",
    "RUST_SPACE",
    "Memo",
    "Node",
    "Row",
    "Unsupported",
    "as_struct",
    "as_text",
    "boolean",
    "kleene",
    "list_literal",
    "on_two",
    "string_function",
    "to_float",
    "unary",
]


class Unsupported(Exception):
    """An operation or a value the Python evaluation does not take (Polars does it)."""


Row = Mapping[str, Any]
Memo = dict[int, Any]
Node = Callable[[Row, Memo], Any]

# Characters Rust's `str::trim` takes for white space (`strip_chars()` with no characters).
RUST_SPACE = (
    "\t\n\x0b\x0c\r \x85\xa0\u1680\u2000\u2001\u2002\u2003\u2004\u2005\u2006\u2007\u2008"
    "\u2009\u200a\u2028\u2029\u202f\u205f\u3000"
)


def kleene(decided: bool, a: Any, b: Any) -> Any:
    """Kleene `and` (`decided` False: a False decides) or `or` (True: a True decides)."""
    if a is decided or b is decided:
        return decided
    if a is None or b is None:
        return None
    return not decided


def _checked(value: Any) -> Any:
    """`value` where Python compares it as Polars does (not a NaN, not a container)."""
    if isinstance(value, float) and math.isnan(value):
        raise Unsupported("NaN")
    if isinstance(value, (list, dict, tuple)):
        raise Unsupported("nested value compared")
    return value


def _compare(op: str) -> Callable[[Any, Any], Any]:
    test: Callable[[Any, Any], bool] = {
        "Eq": lambda a, b: a == b,
        "NotEq": lambda a, b: a != b,
        "Lt": lambda a, b: a < b,
        "LtEq": lambda a, b: a <= b,
        "Gt": lambda a, b: a > b,
        "GtEq": lambda a, b: a >= b,
    }[op]

    def apply(a: Any, b: Any) -> Any:
        if a is None or b is None:
            return None
        return test(_checked(a), _checked(b))

    return apply


def _arithmetic(op: str) -> Callable[[Any, Any], Any]:
    fn: Callable[[Any, Any], Any] = {
        "Plus": lambda a, b: a + b,
        "Minus": lambda a, b: a - b,
    }[op]

    def apply(a: Any, b: Any) -> Any:
        if a is None or b is None:
            return None
        if isinstance(a, bool) or isinstance(b, bool) or type(a) is not type(b):
            raise Unsupported("mixed arithmetic")
        return fn(a, b)

    return apply


def _eq_validity(a: Any, b: Any) -> Any:
    if a is None or b is None:
        return a is None and b is None
    return _checked(a) == _checked(b)


BINARY: dict[str, Callable[[str], Callable[[Any, Any], Any]]] = {
    **dict.fromkeys(("Eq", "NotEq", "Lt", "LtEq", "Gt", "GtEq"), _compare),
    **dict.fromkeys(("Plus", "Minus"), _arithmetic),
    "EqValidity": lambda _: _eq_validity,
}


def as_text(value: Any) -> str:
    """A value as Polars casts it to a string (the types whose text is sure)."""
    if isinstance(value, str):
        return value
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, int):
        return str(value)
    if isinstance(value, float):
        return _floattext(value)
    raise Unsupported(f"text of {type(value).__name__}")


# A float's text as Polars writes it, asked of Polars once per value (a market's lines
# are a few values): Python's `repr` differs from it for some.
_FLOAT_TEXT: dict[str, str] = {}


def _floattext(value: float) -> str:
    key = repr(value)
    known = _FLOAT_TEXT.get(key)
    if known is None:
        written = pl.Series([value], dtype=pl.Float64).cast(pl.String).item()
        if not isinstance(written, str):
            raise Unsupported("text of a float")
        if len(_FLOAT_TEXT) >= 4_096:
            _FLOAT_TEXT.clear()
        known = _FLOAT_TEXT[key] = written
    return known


def boolean(value: Any) -> Any:
    if value is not None and not isinstance(value, bool):
        raise Unsupported("logic on a non-boolean")
    return value


def unary(inner: Node, fn: Callable[[Any], Any]) -> Node:
    def apply(row: Row, memo: Memo) -> Any:
        value = inner(row, memo)
        return None if value is None else fn(value)

    return apply


def to_float(value: Any) -> float:
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        raise Unsupported("float cast")
    return float(value)


def list_literal(data: bytes) -> tuple[Any, ...]:
    frame = pl.read_ipc_stream(io.BytesIO(data))
    if frame.width != 1:
        raise Unsupported("list literal")
    return tuple(frame.to_series().to_list())


def as_struct(fields: list[str], args: list[Node]) -> Node:
    if len(set(fields)) != len(fields):
        raise Unsupported("duplicate struct fields")

    def build(row: Row, memo: Memo) -> Any:
        return {f: a(row, memo) for f, a in zip(fields, args, strict=True)}

    return build


def _fill_null(_: Any, args: list[Node]) -> Node:
    value, fill = args

    def apply(row: Row, memo: Memo) -> Any:
        out = value(row, memo)
        return fill(row, memo) if out is None else out

    return apply


def _boolean_function(option: Any, args: list[Node]) -> Node:
    if option == "IsNull":
        (a,) = args
        return lambda row, memo: a(row, memo) is None
    if option == "IsNotNull":
        (a,) = args
        return lambda row, memo: a(row, memo) is not None
    if option == "Not":
        (a,) = args
        return unary(a, lambda v: not boolean(v))
    if option == "AnyHorizontal":

        def any_of(row: Row, memo: Memo) -> Any:
            out: Any = False
            for a in args:
                out = kleene(True, out, boolean(a(row, memo)))
                if out is True:
                    break
            return out

        return any_of
    if isinstance(option, dict) and option == {"IsIn": {"nulls_equal": False}}:
        value, among = args

        def is_in(row: Row, memo: Memo) -> Any:
            v, pool = value(row, memo), among(row, memo)
            if v is None:
                return None
            if not isinstance(pool, (tuple, list)):
                raise Unsupported("is_in of a non-list")
            return _checked(v) in pool

        return is_in
    raise Unsupported(f"boolean {option}")


def _replace_strict(option: Any, args: list[Node]) -> Node:
    # Typed as a string, or as its new values are (each given as its own Python type).
    text = option == {"return_dtype": {"Literal": "String"}}
    if not (text or option == {"return_dtype": None}) or len(args) not in (3, 4):
        raise Unsupported("replace_strict")
    value, old, new = args[:3]
    default = args[3] if len(args) == 4 else None

    def replace(row: Row, memo: Memo) -> Any:
        v, olds, news = value(row, memo), old(row, memo), new(row, memo)
        if not isinstance(olds, tuple) or not isinstance(news, tuple) or None in olds:
            raise Unsupported("replace_strict")
        if len(news) == 1:
            news = news * len(olds)
        if len(news) != len(olds):
            raise Unsupported("replace_strict")
        if v is not None and _checked(v) in olds:
            out = news[olds.index(v)]
        elif default is None:
            # Polars raises for a value not mapped (a null among them) without a default.
            raise Unsupported("replace_strict of a value not mapped")
        else:
            out = default(row, memo)  # a null too: it is mapped by none of `olds`
        if out is None or not text:
            return out
        return as_text(out)

    return replace


def _min_horizontal(_: Any, args: list[Node]) -> Node:
    def least(row: Row, memo: Memo) -> Any:
        values = [_checked(a(row, memo)) for a in args]
        present = [v for v in values if v is not None]
        return min(present) if present else None

    return least


def _abs(_: Any, args: list[Node]) -> Node:
    (a,) = args
    return unary(a, lambda v: abs(_checked(v)))


def string_function(option: Any, args: list[Node]) -> Node:
    if option == {"Split": False}:
        return on_two(args, (str, str), "split", _split)
    if not isinstance(option, dict) or len(option) != 1:
        raise Unsupported(f"string {option}")
    ((kind, spec),) = option.items()
    if kind == "Format":
        return _format(spec["format"], spec["insertions"], args)
    if kind == "ConcatHorizontal":
        return _concat(spec["delimiter"], spec["ignore_nulls"], args)
    raise Unsupported(f"string {option}")


def _format(text: str, insertions: list[int], args: list[Node]) -> Node:
    if len(insertions) != len(args) or insertions != sorted(insertions):
        raise Unsupported("format")
    cuts = [0, *insertions, len(text)]
    pieces = [text[cuts[i] : cuts[i + 1]] for i in range(len(cuts) - 1)]

    def fmt(row: Row, memo: Memo) -> Any:
        values = [a(row, memo) for a in args]
        if any(v is None for v in values):
            return None
        out = [pieces[0]]
        for value, piece in zip(values, pieces[1:], strict=True):
            out.append(as_text(value))
            out.append(piece)
        return "".join(out)

    return fmt


def _concat(delimiter: str, ignore_nulls: bool, args: list[Node]) -> Node:
    def concat(row: Row, memo: Memo) -> Any:
        values = [a(row, memo) for a in args]
        if ignore_nulls:
            values = [v for v in values if v is not None]
        elif any(v is None for v in values):
            return None
        return delimiter.join(as_text(v) for v in values)

    return concat


def on_two(
    args: list[Node], kinds: tuple[type, type], what: str, fn: Callable[[Any, Any], Any]
) -> Node:
    """A node of two arguments: null where either is, else `fn` of both (of `kinds`)."""
    first, second = args

    def apply(row: Row, memo: Memo) -> Any:
        a, b = first(row, memo), second(row, memo)
        if a is None or b is None:
            return None
        if not isinstance(a, kinds[0]) or not isinstance(b, kinds[1]):
            raise Unsupported(what)
        return fn(a, b)

    return apply


def _item(items: list[Any], at: int) -> Any:
    return items[at] if -len(items) <= at < len(items) else None


def _split(text: str, by: str) -> list[str]:
    if not by:
        raise Unsupported("split by nothing")
    return text.split(by)


def list_function(option: Any, args: list[Node]) -> Node:
    if option == {"Get": True}:
        return on_two(args, (list, int), "list get", _item)
    if option == {"Join": True}:
        return on_two(
            args,
            (list, str),
            "list join",
            lambda items, by: by.join(as_text(v) for v in items if v is not None),
        )
    raise Unsupported(f"list {option}")


FUNCTIONS: dict[str, Callable[[Any, list[Node]], Node]] = {
    "FillNull": _fill_null,
    "Boolean": _boolean_function,
    "ReplaceStrict": _replace_strict,
    "MinHorizontal": _min_horizontal,
    "Abs": _abs,
    "StringExpr": string_function,
    "ListExpr": list_function,
}
