"""Polars' string operations on one row's Python values, for `pipeline.rules.rowexpr`.

The reader's regex operations (`str.contains`, `extract`, `extract_all`, `replace`,
`replace_all`) run through `pipeline.rules.rx`'s own Python searches, the ones its
`python` backend runs, so a text read here is read as that backend reads it; the callers
only take texts that backend takes (`rx.python_fits`). The other operations keep Polars'
semantics where Python's differ (a case mapping outside ASCII, a negative slice, an empty
pattern): such a value raises `Unsupported` and its expression is left to Polars.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from pipeline.rules import rowops as ops
from pipeline.rules import rx
from pipeline.rules.rowops import Memo, Node, Row, Unsupported

__all__ = ["string_function"]


def _text(value: Any) -> str:
    if not isinstance(value, str):
        raise Unsupported("string operation on a non-string")
    return value


def _lowercase(value: Any) -> str:
    text = _text(value)
    if text.isascii():
        return text.lower()
    # Outside ASCII, Rust's and Python's case mappings may differ (final sigma, dotted I):
    # only characters without a case mapping are taken.
    if any(ch.lower() != ch for ch in set(text) if not ch.isascii()):
        raise Unsupported("lowercase outside ASCII")
    return text.lower()


def _pattern_node(
    args: list[Node], apply: Callable[[str, str], Any], literal_ok: bool = False
) -> Node:
    """A node of (text, pattern): null where either is null, else `apply(text, pattern)`."""

    def checked(v: str, p: str) -> Any:
        if not p and not literal_ok:
            raise Unsupported("empty pattern")
        return apply(v, p)

    return ops.on_two(args, (str, str), "pattern on a non-string", checked)


def _contains(spec: dict[str, Any], args: list[Node]) -> Node:
    if spec["literal"]:
        return _pattern_node(args, lambda v, p: p in v, literal_ok=True)
    if not spec["strict"]:
        raise Unsupported("contains, not strict")
    return _pattern_node(args, lambda v, p: rx.searcher(p)(v) is not None)


def _extract(group: int, args: list[Node]) -> Node:
    def first(v: str, p: str) -> str | None:
        m = rx.searcher(p)(v)
        if m is None:
            return None
        try:
            found = m.group(group)
        except IndexError:  # Polars: a group the pattern lacks is null
            return None
        return found

    return _pattern_node(args, first)


def _replace(spec: dict[str, Any], args: list[Node]) -> Node:
    if len(args) != 3 or spec["n"] not in (1, -1):
        raise Unsupported("replace")
    value, pattern, by = args
    limit = 1 if spec["n"] == 1 else 0
    literal = spec["literal"]

    def run(row: Row, memo: Memo) -> Any:
        v, p, b = value(row, memo), pattern(row, memo), by(row, memo)
        if v is None or p is None or b is None:
            return None
        v, p, b = _text(v), _text(p), _text(b)
        if not p:
            raise Unsupported("replace of an empty pattern")
        if literal:
            return v.replace(p, b, 1 if limit else -1)
        return rx.substitute(p, b, v, limit)

    return run


def _slice(args: list[Node]) -> Node:
    value, offset, length = args

    def run(row: Row, memo: Memo) -> Any:
        v, start, n = value(row, memo), offset(row, memo), length(row, memo)
        if v is None or start is None:
            return None
        v = _text(v)
        if not isinstance(start, int) or start < 0 or not (n is None or isinstance(n, int)):
            raise Unsupported("slice")
        if n is not None and n < 0:
            raise Unsupported("slice of a negative length")
        return v[start:] if n is None else v[start : start + n]

    return run


def _strip(args: list[Node]) -> Node:
    value, chars = args

    def run(row: Row, memo: Memo) -> Any:
        v, c = value(row, memo), chars(row, memo)
        if v is None:
            return None
        if c is None:
            return ops.as_text(v).strip(ops.RUST_SPACE)
        return _text(v).strip(_text(c))

    return run


def string_function(option: Any, args: list[Node]) -> Node:
    """The node of the string operation `option` (its serialized form) over `args`."""
    if option == "Lowercase":
        return ops.unary(args[0], _lowercase)
    if option == "LenChars":
        return ops.unary(args[0], lambda v: len(_text(v)))
    if option == "StartsWith":
        return ops.on_two(args, (str, str), "starts_with", lambda v, p: v.startswith(p))
    if option == "Slice":
        return _slice(args)
    if option == "StripChars":
        return _strip(args)
    if option == "ExtractAll":
        return _pattern_node(args, lambda v, p: rx.find_all(p, v))
    if isinstance(option, dict) and len(option) == 1:
        ((kind, spec),) = option.items()
        if kind == "Contains":
            return _contains(spec, args)
        if kind == "Extract":
            return _extract(int(spec), args)
        if kind == "Replace":
            return _replace(spec, args)
    return ops.string_function(option, args)
