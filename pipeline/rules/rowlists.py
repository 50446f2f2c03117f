"""Polars' list and struct operations on one row's Python values, for `pipeline.rules.rowexpr`.

`list.eval` runs its expression over a list as over a column: an element-wise expression
gives one value per element (a literal as many copies), an aggregation (`first`, `count`,
`n_unique`, `any`) one value, and `filter`, `explode`, `drop_nulls`, `unique` and
`cum_sum` a column of their own. Here the expression is compiled like any other, its
element (`pl.element()`) read from the row: one row per element, and each aggregation or
column of its own computed once per list and indexed by the element's position. What
gives a column of another length than the list's beside the elements, or one value
beside only literals, is not taken (`Unsupported`): Polars broadcasts or fails there.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Protocol

from pipeline.rules import rowops as ops
from pipeline.rules.recall import key_value
from pipeline.rules.rowops import Memo, Node, Row, Unsupported

__all__ = [
    "ELEMENT",
    "Compiler",
    "ListNode",
    "column_kind",
    "concat_node",
    "eval_node",
    "list_function",
    "whole_list_node",
]

ELEMENT = "\x00element"
_AT = "\x00at"  # the element's position in its list
_ITEMS = "\x00items"
_HEIGHT = "\x00height"  # the rows' count: the length of the columns they read
_KEPT = "\x00kept"  # per list: each column or aggregation of its own, by node number

# A column of its own (over the whole list) or one value: ("col", values) / ("agg", value).
Shape = tuple[str, Any]
ListNode = Callable[[list[Any]], Shape]


class Compiler(Protocol):
    """What this module needs of `rowexpr`'s compiler."""

    in_list: int  # depth of `list.eval` evaluations being compiled
    whole: dict[int, ListNode]  # by its tree's id: each whole-list operation compiled

    def compile(self, tree: Any) -> tuple[int, Node]: ...

    def node(self, key: tuple[Any, ...], make: Callable[[], Node]) -> tuple[int, Node]: ...


_AGGREGATIONS = ("First", "Count", "NUnique")
_COLUMN_FUNCTIONS = ("DropNulls", "Unique", "CumSum")


def column_kind(tree: Any) -> str | None:
    """ "col" or "agg" where `tree`'s root, inside `list.eval`, works on the whole list;
    else None (an element-wise operation)."""
    if not isinstance(tree, dict) or len(tree) != 1:
        return None
    ((kind, body),) = tree.items()
    if kind in ("Filter", "Explode"):
        return "col"
    if kind == "Agg":
        return "agg"
    if kind == "Function":
        function = body["function"]
        name = function if isinstance(function, str) else next(iter(function))
        if name in _COLUMN_FUNCTIONS:
            return "col"
        if function == {"Boolean": {"Any": {"ignore_nulls": True}}}:
            return "agg"
    return None


def _distinct_key(value: Any) -> Any:
    if isinstance(value, float):
        raise Unsupported("distinct floats")  # 0.0 and -0.0, NaN: Polars' own equality
    return key_value(value)


def _elements(compiler: Compiler, tree: Any) -> ListNode:
    """`tree` (inside `list.eval`) over a whole list."""
    kind = column_kind(tree)
    if kind is None:
        _, node = compiler.compile(tree)
        if _has_whole(tree) and not _reaches_element(tree):
            # Aggregations beside literals: one value (a literal alone is one per element).
            def once(items: list[Any]) -> Shape:
                return "agg", node({_ITEMS: items, _KEPT: {}}, {})

            return once

        element, columns = _row_inputs(tree)
        runs = [compiler.whole[id(c)] for c in columns]

        def each(items: list[Any]) -> Shape:
            # One row per value of the columns the expression reads: the list's elements,
            # or a column of its own (`drop_nulls` of them), all of one length.
            kept: dict[int, Shape] = {}
            height = len(items)
            if not element and runs:
                first = kept[id(runs[0])] = runs[0](items)
                height = len(_column(first, None))
            rows = [
                {ELEMENT: items[i] if element else None, _AT: i, _HEIGHT: height}
                | {_ITEMS: items, _KEPT: kept}
                for i in range(height)
            ]
            return "col", [node(row, {}) for row in rows]

        return each
    ((name, body),) = tree.items()
    if name == "Filter":
        values, keep = _elements(compiler, body["input"]), _elements(compiler, body["by"])

        def filtered(items: list[Any]) -> Shape:
            v, k = _column(values(items), len(items)), _column(keep(items), len(items))
            return "col", [x for x, flag in zip(v, k, strict=True) if ops.boolean(flag) is True]

        return filtered
    if name == "Explode":
        inner, options = _elements(compiler, body["input"]), body["options"]

        def exploded(items: list[Any]) -> Shape:
            out: list[Any] = []
            for value in _column(inner(items), None):
                if value is None:
                    out.extend([None] if options["keep_nulls"] else [])
                elif not isinstance(value, (list, tuple)):
                    raise Unsupported("explode of a non-list")
                elif not value:
                    out.extend([None] if options["empty_as_null"] else [])
                else:
                    out.extend(value)
            return "col", out

        return exploded
    if name == "Agg":
        return _aggregation(compiler, body)
    function = body["function"]
    (inner_tree,) = body["input"]
    inner = _elements(compiler, inner_tree)
    return _column_function(function, inner)


def _column_function(function: Any, inner: ListNode) -> ListNode:
    def run(items: list[Any]) -> Shape:
        values = _column(inner(items), None)
        if function == "DropNulls":
            return "col", [v for v in values if v is not None]
        if isinstance(function, dict) and "Unique" in function:
            seen: dict[Any, Any] = {}
            for v in values:
                seen.setdefault(_distinct_key(v), v)
            if not function["Unique"] and len(seen) > 1:
                raise Unsupported("unique, order not kept")  # Polars' order is its own
            return "col", list(seen.values())
        if function == {"CumSum": {"reverse": False}}:
            total, out = 0, []
            for v in values:
                if v is not None:
                    if isinstance(v, bool) or not isinstance(v, int):
                        raise Unsupported("cum_sum of a non-integer")
                    total += v
                out.append(None if v is None else total)
            return "col", out
        if function == {"Boolean": {"Any": {"ignore_nulls": True}}}:
            return "agg", any(ops.boolean(v) is True for v in values)
        raise Unsupported(f"list function {function}")

    return run


def _aggregation(compiler: Compiler, body: Any) -> ListNode:
    ((name, spec),) = body.items()
    if name not in _AGGREGATIONS:
        raise Unsupported(f"aggregation {name}")
    inner = _elements(compiler, spec["input"] if name == "Count" else spec)

    def run(items: list[Any]) -> Shape:
        values = _column(inner(items), None)
        if name == "First":
            return "agg", values[0] if values else None
        if name == "Count":
            nulls = spec["include_nulls"]
            return "agg", sum(1 for v in values if nulls or v is not None)
        return "agg", len({_distinct_key(v) for v in values})

    return run


def _column(shape: Shape, height: int | None) -> list[Any]:
    """The values of a column (of `height` values where given); one value is not taken."""
    kind, values = shape
    if kind != "col" or (height is not None and len(values) != height):
        raise Unsupported("a column's length beside another's")
    return values  # type: ignore[no-any-return]


def whole_list_node(compiler: Compiler, tree: Any) -> tuple[int, Node]:
    """A node (inside `list.eval`) for `tree`'s value at the row's element, where `tree`
    works on the whole list: computed once per list, indexed by the element's position."""
    run = compiler.whole[id(tree)] = _elements(compiler, tree)
    key = ("whole", id(run))

    def make() -> Node:
        def at(row: Row, memo: Memo) -> Any:
            kept = row[_KEPT]
            slot = id(run)
            shape = kept.get(slot)
            if shape is None:
                shape = kept[slot] = run(row[_ITEMS])
            kind, value = shape
            if kind == "agg":
                return value
            if len(value) != row[_HEIGHT]:
                raise Unsupported("a column's length beside another's")
            return value[row[_AT]]

        return at

    return compiler.node(key, make)


def _row_inputs(tree: Any) -> tuple[bool, list[Any]]:
    """(whether `tree` reads the element itself, the columns of their own it reads) where
    it is evaluated row by row: not inside an aggregation."""
    if tree == "Element":
        return True, []
    kind = column_kind(tree)
    if kind == "col":
        return False, [tree]
    if kind == "agg":
        return False, []
    parts = tree.values() if isinstance(tree, dict) else tree if isinstance(tree, list) else []
    element, columns = False, list[Any]()
    for part in parts:
        e, c = _row_inputs(part)
        element, columns = element or e, columns + c
    return element, columns


def _reaches_element(tree: Any) -> bool:
    """Whether `tree` reads the element outside any whole-list operation."""
    if tree == "Element":
        return True
    if column_kind(tree) is not None:
        return column_kind(tree) == "col"
    if isinstance(tree, dict):
        return any(_reaches_element(v) for v in tree.values())
    if isinstance(tree, list):
        return any(_reaches_element(v) for v in tree)
    return False


def _has_whole(tree: Any) -> bool:
    if column_kind(tree) is not None:
        return True
    if isinstance(tree, dict):
        return any(_has_whole(v) for v in tree.values())
    if isinstance(tree, list):
        return any(_has_whole(v) for v in tree)
    return False


def eval_node(compiler: Compiler, body: Any) -> tuple[int, Node]:
    """`list.eval` (variant List) or a list aggregation (ListAgg) of `body`."""
    _, outer = compiler.compile(body["expr"])
    tree, variant = body["evaluation"], body["variant"]
    if variant not in ("List", "ListAgg"):
        raise Unsupported(f"eval {variant}")
    compiler.in_list += 1
    try:
        run = _elements(compiler, tree)
    finally:
        compiler.in_list -= 1

    def apply(row: Row, memo: Memo) -> Any:
        items = outer(row, memo)
        if items is None:
            return None
        if not isinstance(items, (list, tuple)):
            raise Unsupported("eval of a non-list")
        kind, value = run(list(items))
        if variant == "ListAgg":
            if kind != "agg":
                raise Unsupported("list aggregation of a column")
            return value
        return [value] if kind == "agg" else value

    return compiler.node(("eval", id(apply)), lambda: apply)


def _length(items: Any) -> int:
    if not isinstance(items, (list, tuple)):
        raise Unsupported("list length of a non-list")
    return len(items)


def _get(items: Any, at: Any) -> Any:
    if not isinstance(items, (list, tuple)) or isinstance(at, bool) or not isinstance(at, int):
        raise Unsupported("list get")
    if not -len(items) <= at < len(items):
        raise Unsupported("list get out of bounds")  # Polars raises
    return items[at]


# String operations whose value is one string or flag, never a list.
_SCALAR_TEXT = ("Contains", "Extract", "Lowercase", "StripChars", "Replace", "StartsWith")
_SCALAR_TYPES = ("Int32", "Int64", "Float64", "String", "Boolean")


def _scalar_tree(tree: Any) -> bool:
    """Whether `tree`'s value is surely not a list (a string operation's, a flag's)."""
    if not isinstance(tree, dict) or len(tree) != 1:
        return False
    ((kind, body),) = tree.items()
    if kind == "Alias":
        return _scalar_tree(body[0])
    if kind == "Cast":
        return body["dtype"] in ({"Literal": t} for t in _SCALAR_TYPES)
    if kind == "Ternary":
        sides = (body["truthy"], body["falsy"])
        nulls = [t == {"Literal": {"Scalar": {"Null": "Null"}}} for t in sides]
        return not all(nulls) and all(
            n or _scalar_tree(t) for t, n in zip(sides, nulls, strict=True)
        )
    if kind != "Function":
        return False
    function = body["function"]
    if isinstance(function, dict) and "StringExpr" in function:
        option = function["StringExpr"]
        name = option if isinstance(option, str) else next(iter(option))
        return name in _SCALAR_TEXT
    return isinstance(function, dict) and "Boolean" in function


def concat_node(args: list[Node], trees: list[Any]) -> Node:
    """`pl.concat_list(args)`: a null list makes the row null, a null value is an element."""
    scalar = [_scalar_tree(t) for t in trees]

    def run(row: Row, memo: Memo) -> Any:
        out: list[Any] = []
        for a, one in zip(args, scalar, strict=True):
            v = a(row, memo)
            if isinstance(v, (list, tuple)):
                out.extend(v)
            elif isinstance(v, dict):
                raise Unsupported("concat_list of a struct")
            elif v is None and not one:
                raise Unsupported("concat_list of a null of no known type")
            else:
                out.append(v)
        return out

    return run


def list_function(option: Any, args: list[Node]) -> Node:
    """The node of the list operation `option` (its serialized form) over `args`."""
    if option == "Length":
        return ops.unary(args[0], _length)
    if option == {"Get": False}:
        return ops.on_two(args, (object, object), "list get", _get)
    if option == "DropNulls":
        return ops.unary(args[0], lambda v: [x for x in v if x is not None])
    if option == {"SetOperation": "Difference"}:
        first, second = args

        def difference(row: Row, memo: Memo) -> Any:
            a, b = first(row, memo), second(row, memo)
            if a is None or b is None:
                return None
            if not isinstance(a, (list, tuple)) or not isinstance(b, (list, tuple)):
                raise Unsupported("set difference")
            # Polars: a's distinct values not in b, in the order a first has them.
            drop = {_distinct_key(v) for v in b}
            out: dict[Any, Any] = {}
            for v in a:
                k = _distinct_key(v)
                if k not in drop:
                    out.setdefault(k, v)
            return list(out.values())

        return difference
    return ops.list_function(option, args)
