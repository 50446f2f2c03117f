"""The reader's regex operations, with two backends chosen when its stages are built.

Every regex the reader runs goes through `contains`, `extract`, `extract_all`, `replace`
and `replace_all` here (call them as `expr.pipe(rx.contains, pattern)`), or through
`contains_each`, `extract_each` and `extract_first` for a list of patterns on one text (the
same as one operation per pattern, in one Python call with the `python` backend), so the
reader is written once and runs either way:

- `polars` (the default): the native `Expr.str` operation (Rust `regex`). Polars keeps 32
  compiled regexes per thread and the reader has ~170, so every call compiles them all
  again (~0.3 s): nothing for thousands of texts, everything for one.
- `python`: the same operation as a `map_batches` over Python `re`, each pattern translated
  (`to_python`) and compiled once per process. For a call of a few texts (an on-demand
  audit) that costs ~30 µs per operation instead of a compilation.

`using(backend)` selects the backend for the expressions built inside it (a context
variable, so two threads building stage lists do not mix). `python_fits(texts)` says
whether a call's texts are ones both backends read alike.

Where Rust `regex` and Python `re` differ, the translation keeps Rust's meaning: `$`
(without `(?m)`) and `\\z` are the end of the text only (`\\Z`); `\\p{L}` / `\\p{M}` become
explicit classes; replacements use Rust's template syntax (`$1`, `${1}`, `$name`, `$$`; a
group that did not take part is empty); an empty match right after a match is skipped, as
Rust's iterator does. What no translation fixes, the character classes `\\w` / `\\b` / `\\s`
(Unicode in both, but Rust's word characters include combining marks and Python's include
other numerals), `python_fits` avoids by sending texts holding such characters to Polars.
"""

from __future__ import annotations

import re
import unicodedata
from array import array
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from contextvars import ContextVar
from functools import cache, lru_cache
from typing import Any, Literal, NamedTuple

import polars as pl

from pipeline.rules.rxascii import ascii_classes
from pipeline.rules.rxguard import guard

__all__ = [
    "CALL_PREFIX",
    "MAX_PYTHON_CHARS",
    "Backend",
    "alternatives_present",
    "as_tree",
    "ascii_texts",
    "contains",
    "contains_each",
    "extract",
    "extract_all",
    "extract_all_any",
    "extract_each",
    "extract_first",
    "find_all",
    "map_python",
    "python_call",
    "python_fits",
    "replace",
    "replace_all",
    "searcher",
    "substitute",
    "to_python",
    "using",
]

Backend = Literal["polars", "python"]
_BACKEND: ContextVar[Backend] = ContextVar("rx_backend", default="polars")
# Longest text (characters, each field) read with `re`: Python's engine backtracks, so its
# worst case grows with the square of a sentence's length (a 20,000-character text with no
# full stop: 20 s); longer texts go the native way. The held-out texts are at most 1,223.
MAX_PYTHON_CHARS = 3_000


@contextmanager
def using(backend: Backend) -> Iterator[None]:
    """Build the expressions inside this block with `backend`'s operations."""
    token = _BACKEND.set(backend)
    try:
        yield
    finally:
        _BACKEND.reset(token)


def _python() -> bool:
    """Whether the operations are the `python` backend's own calls (not its tree's)."""
    return _BACKEND.get() == "python" and not _AS_TREE.get()


def _python_shape() -> bool:
    """Whether the expressions take the `python` backend's shape (one search per text,
    no bitmask of alternatives), its calls or, `as_tree`, its tree."""
    return _BACKEND.get() == "python"


# Inside `as_tree`: the `python` backend's expressions with each regex operation as the
# native `Expr.str` node, whose pattern and arguments its serialized tree holds (a Python
# function's does not), for `pipeline.rules.rowexpr` to run through this module's `re`
# operations (`search`, `matches`, `substitute`): the same reading.
_AS_TREE: ContextVar[bool] = ContextVar("rx_as_tree", default=False)


@contextmanager
def as_tree() -> Iterator[None]:
    """Build the `python` backend's expressions with native regex nodes (see `_AS_TREE`)."""
    token = _AS_TREE.set(True)
    try:
        yield
    finally:
        _AS_TREE.reset(token)


# Inside `ascii_texts`: the `polars` backend's patterns with ASCII classes (`rxascii`), for
# stages that only ever read strings holding no non-ASCII word or space character.
_ASCII: ContextVar[bool] = ContextVar("rx_ascii", default=False)


@contextmanager
def ascii_texts() -> Iterator[None]:
    """Build the `polars` backend's expressions for texts no string of which holds a
    non-ASCII word or space character (`rxascii.ascii_rows`): each pattern's classes and
    word boundaries in their ASCII forms, the same matches there and a faster search
    (`rxascii`). Expressions so built must never read another string."""
    token = _ASCII.set(True)
    try:
        yield
    finally:
        _ASCII.reset(token)


def _native(pattern: str) -> str:
    """`pattern` as the native operation runs it (see `ascii_texts`)."""
    return ascii_classes(pattern) if _ASCII.get() else pattern


# --- translation -------------------------------------------------------------------------


def _category_class(prefix: str) -> str:
    """The code points whose Unicode general category starts with `prefix`, as the body of
    a character class (ranges, escaped)."""
    ranges: list[tuple[int, int]] = []
    # Nothing past plane 3 is a letter or a mark (planes 4-14 are unassigned, 15-16
    # private use), and walking all of Unicode would cost a few hundred milliseconds.
    for cp in range(0x40000):
        if unicodedata.category(chr(cp)).startswith(prefix):
            if ranges and ranges[-1][1] == cp - 1:
                ranges[-1] = (ranges[-1][0], cp)
            else:
                ranges.append((cp, cp))
    return "".join(f"\\U{lo:08x}" if lo == hi else f"\\U{lo:08x}-\\U{hi:08x}" for lo, hi in ranges)


@cache
def _property(name: str) -> str:
    if name not in ("L", "M", "N", "P", "S", "Z"):
        raise ValueError(f"no Python translation for \\p{{{name}}}")
    return _category_class(name)


_PROPERTY = re.compile(r"\\[pP](?:\{(\w+)\}|(\w))")


def to_python(pattern: str) -> str:
    """`pattern` (Rust `regex` syntax) in Python `re` syntax, with the same meaning."""
    out: list[str] = []
    i, n = 0, len(pattern)
    in_class = 0
    multiline = "(?m" in pattern or re.search(r"\(\?[a-zA-Z]*m", pattern) is not None
    while i < n:
        ch = pattern[i]
        if ch == "\\":
            prop = _PROPERTY.match(pattern, i)
            if prop:
                body = _property(prop.group(1) or prop.group(2))
                negated = pattern[i + 1] == "P"
                if in_class:
                    if negated:
                        raise ValueError(f"\\P inside a class: {pattern!r}")
                    out.append(body)
                else:
                    out.append(f"[{'^' if negated else ''}{body}]")
                i = prop.end()
                continue
            nxt = pattern[i + 1 : i + 2]
            out.append("\\Z" if nxt == "z" and not in_class else ch + nxt)
            i += 2
            continue
        if ch == "[":
            if in_class and pattern.startswith("[:", i):
                raise ValueError(f"POSIX class: {pattern!r}")
            in_class += 1
            out.append(ch)
            i += 1
            # A `]` (or `^]`) right after the opening bracket is a literal in both syntaxes.
            if pattern.startswith("^", i):
                out.append("^")
                i += 1
            if pattern.startswith("]", i):
                out.append("\\]")
                i += 1
            continue
        if ch == "]" and in_class:
            in_class -= 1
        elif ch == "$" and not in_class and not multiline:
            out.append("\\Z")
            i += 1
            continue
        out.append(ch)
        i += 1
    return "".join(out)


class _Regex:
    """A compiled pattern, and for a pattern that opens with a repeated unit (`(?:U)*...`,
    as every "the sentence containing X" pattern does) a search that is not quadratic.

    Python's `search` tries every start in turn, and from each one such a pattern walks
    the whole sentence before it fails: a 1,000-character text cost ~25 ms per pattern.
    Yet a start that fails makes every position its unit can walk to fail too (a match
    from there would be one from the start, the walk prepended; `re` backtracks over every
    path, so a failure is final), so those are skipped. Only positions proven to fail are
    skipped: the match found is the one `search` finds.

    A union at the top level (`A|B`) whose alternatives open with such a unit is searched
    alternative by alternative (`parts`, each walked as above): `re` tries every
    alternative at a start before the next start, so its match starts at the leftmost of
    the alternatives' own first matches, and there it is the union's own match.
    """

    def __init__(self, python: str) -> None:
        """`python`: a pattern in Python `re` syntax (`to_python`'s output)."""
        self.rx = re.compile(python)
        unit = _leading_unit(python)
        self.unit = None if unit is None else re.compile(unit)
        self.parts = _walked_alternatives(python) if unit is None else ()
        self.guard = guard(python)

    def search(self, text: str, pos: int, scans: list[_Scan]) -> re.Match[str] | None:
        """`rx.search(text, pos)`; `scans` (`_scans`, one per alternative, shared by the
        searches of one text) records the starts known to fail and bounds the last one."""
        if self.parts:
            found = [p.search(text, pos, [s]) for p, s in zip(self.parts, scans, strict=True)]
            return self._leftmost(text, found)
        failed, last = scans[0]
        if pos > last:
            return None
        walk = None if self.unit is None else _walk(self.unit, text)
        if walk is None or failed is None:
            return self.rx.search(text, pos)
        match, ends = self.rx.match, walk.ends
        t = failed.find(0, pos)
        while t != -1 and t <= last:
            m = match(text, t)
            if m is not None:
                return m
            _mark_walk(failed, ends, t)
            t = failed.find(0, t + 1)
        return None

    def first(self, text: str) -> re.Match[str] | None:
        """`rx.search(text)`: from the start with nothing known to fail, the starts `search`
        tries are the text's walk roots, the same for every pattern of this unit."""
        if self.parts:
            if self.guard is not None and self.guard.absent(text):
                return None
            return self._leftmost(text, [p.first(text) for p in self.parts])
        if self.unit is None:
            if self.guard is not None and self.guard.absent(text):
                return None
            return self.rx.search(text)
        last = self._last(text)
        if last < 0:
            return None
        walk = _walk(self.unit, text)
        if walk is None:
            return self.rx.search(text)
        match = self.rx.match
        for t in walk.roots:
            if t > last:
                return None
            m = match(text, t)
            if m is not None:
                return m
        return None

    def _last(self, text: str) -> int:
        """The last start a match may have in `text` (-1: none), by the guard's strings: a
        match holds one of them, so it starts at or before the last place one starts."""
        return len(text) if self.guard is None else self.guard.last(text)

    def _leftmost(self, text: str, found: list[re.Match[str] | None]) -> re.Match[str] | None:
        """The union's match where the earliest of its alternatives' matches starts."""
        starts = [m.start() for m in found if m is not None]
        return self.rx.match(text, min(starts)) if starts else None

    def _scans(self, text: str) -> list[_Scan]:
        if self.parts:
            return [p._scans(text)[0] for p in self.parts]
        failed = None if self.unit is None else bytearray(len(text) + 1)
        return [_Scan(failed, self._last(text))]

    def matches(self, text: str, limit: int = 0) -> Iterator[re.Match[str]]:
        """Rust's non-overlapping matches (`find_iter`): after a match, the next search
        starts where it ended, and an empty match there is skipped (Python reports it)."""
        if self.guard is not None and self.guard.absent(text):
            return
        scans = self._scans(text)
        pos, end, count = 0, -1, 0
        while pos <= len(text):
            m = self.search(text, pos, scans)
            if m is None:
                return
            if m.start() == m.end() == end:
                pos = end + 1
                continue
            yield m
            end = pos = m.end()
            count += 1
            if count == limit:
                return


class _Scan(NamedTuple):
    """One alternative's searches of one text: the starts known to fail (one byte per
    position; None where its search does not walk), and the last start a match may have."""

    failed: bytearray | None
    last: int


def _walked_alternatives(python: str) -> tuple[_Regex, ...]:
    """`python`'s top-level alternatives (under its leading flags), when one of them opens
    with a repeated unit and each may be searched alone: no backreference or conditional
    (a group's number changes alone), no verbose flag (a `|` may sit in a comment)."""
    flags = re.match(r"\(\?[a-zA-Z]+\)", python)
    head = flags.end() if flags else 0
    if "x" in python[:head] or re.search(r"\\[1-9]|\(\?P=|\(\?\(", python):
        return ()
    cuts = [i for i, ch, depth in _syntax(python, head) if ch == "|" and depth == 0]
    if not cuts:
        return ()
    bounds = zip([head - 1, *cuts], [*cuts, len(python)], strict=True)
    alternatives = [python[:head] + python[a + 1 : b] for a, b in bounds]
    if not any(_leading_unit(a) is not None for a in alternatives):
        return ()
    return tuple(_Regex(a) for a in alternatives)


class _Walk(NamedTuple):
    """A unit's walks over one text: `ends[p]` is where the unit's match at `p` ends (`p`
    where none starts), `roots` the starts a search from the start tries when each fails
    (every position not on the walk of an earlier one)."""

    ends: array[int]
    roots: list[int]


# Texts whose walks are kept per unit: a read runs a few units over the same texts (the
# sentence unit opens ~12 patterns per text), so each text's walk is computed once per unit
# and not once per pattern. A Python read holds at most a few dozen texts.
_WALKS_KEPT = 256
# Walks no longer than this many steps per position on average: Python's own search then
# does no quadratic work (a unit such as "[.;]\s" that barely repeats), and is faster in C
# than trying each start in Python.
_SHORT_WALK = 2


@lru_cache(maxsize=_WALKS_KEPT)
def _walk(unit: re.Pattern[str], text: str) -> _Walk | None:
    """`unit`'s walks over `text`, or None where they are short (plain `search` is as good)."""
    step = unit.match
    n = len(text)
    ends = array("i", (p if (u := step(text, p)) is None else u.end() for p in range(n + 1)))
    # Steps from each position to the walk's end, counted backwards (a step only advances).
    depth = [0] * (n + 1)
    for p in range(n, -1, -1):
        e = ends[p]
        if e != p:
            depth[p] = depth[e] + 1
    if sum(depth) <= _SHORT_WALK * (n + 1):
        return None
    failed = bytearray(n + 1)
    roots: list[int] = []
    t = 0
    while t != -1:
        roots.append(t)
        _mark_walk(failed, ends, t)
        t = failed.find(0, t + 1)
    return _Walk(ends, roots)


def _mark_walk(failed: bytearray, ends: array[int], start: int) -> None:
    """Mark as failing every position the walk from a failed `start` reaches (up to one
    marked already: the rest of its walk is marked too)."""
    p = start
    while True:
        failed[p] = 1
        e = ends[p]
        if e == p or failed[e]:
            return
        p = e


def _leading_unit(pattern: str) -> str | None:
    """`(?flags)U` when `pattern` is `(?flags)U*` (U a group or a class) then more, with no
    alternative at its top level (a match from a later start then extends to one from an
    earlier start); else None."""
    flags = re.match(r"\(\?[a-zA-Z]+\)", pattern)
    head = flags.end() if flags else 0
    if pattern.startswith("(?:", head):
        close = next(
            (i + 1 for i, ch, depth in _syntax(pattern, head) if ch == ")" and depth == 0), None
        )
    elif pattern.startswith("[", head):  # a character class: what `_syntax` skips
        close = next((i for i, _, _ in _syntax(pattern, head)), len(pattern))
    else:
        return None
    if (
        close is None
        or not pattern.startswith("*", close)
        or pattern.startswith(("*?", "*+"), close)
    ):
        return None
    if any(ch == "|" and depth == 0 for _, ch, depth in _syntax(pattern, head)):
        return None
    return pattern[:close]


def _syntax(pattern: str, start: int) -> Iterator[tuple[int, str, int]]:
    """(index, character, group depth after it) of each character of `pattern` from
    `start` that is syntax: not escaped, not inside a character class."""
    depth, i, n = 0, start, len(pattern)
    while i < n:
        ch = pattern[i]
        if ch == "\\":
            i += 2
            continue
        if ch == "[":
            i += 1
            # A `]` first in the class (after a `^`) is a literal in both syntaxes.
            i += pattern.startswith("^", i)
            i += pattern.startswith("]", i)
            while i < n and pattern[i] != "]":
                i += 2 if pattern[i] == "\\" else 1
            i += 1
            continue
        depth += (ch == "(") - (ch == ")")
        yield i, ch, depth
        i += 1


@cache
def _compiled(pattern: str) -> _Regex:
    return _Regex(to_python(pattern))


_TEMPLATE = re.compile(r"\$(?:\$|\{([^}]*)\}|([_0-9A-Za-z]+))")


class _Group(NamedTuple):
    """A group a replacement template refers to: an index or a name."""

    key: int | str


@cache
def _template(value: str) -> tuple[str | _Group, ...]:
    """A Rust replacement template as its parts: literal strings and groups."""
    parts: list[str | _Group] = []
    last = 0
    for m in _TEMPLATE.finditer(value):
        parts.append(value[last : m.start()])
        name = m.group(1) if m.group(1) is not None else m.group(2)
        if name is None:  # "$$"
            parts.append("$")
        else:
            parts.append(_Group(int(name) if name.isdigit() else name))
        last = m.end()
    parts.append(value[last:])
    return tuple(p for p in parts if p != "")


def _group(m: re.Match[str], ref: _Group) -> str:
    try:
        return m.group(ref.key) or ""
    except IndexError:  # Rust: a group the pattern lacks is empty
        return ""


def _substitute(rx: _Regex, value: str, text: str, limit: int) -> str:
    parts = _template(value)
    out: list[str] = []
    last = 0
    for m in rx.matches(text, limit):
        out.append(text[last : m.start()])
        out.extend(p if isinstance(p, str) else _group(m, p) for p in parts)
        last = m.end()
    out.append(text[last:])
    return "".join(out)


# Python functions the reader maps over values, by their number in a tree's stand-in name
# (`map_python`): a function has no serialized form, a name has.
_CALLS: list[tuple[Callable[[object], object], bool]] = []
CALL_PREFIX = "\x00python call "


def map_python(
    expr: pl.Expr, fn: Callable[[Any], object], dtype: pl.DataType, skip_nulls: bool = True
) -> pl.Expr:
    """`expr.map_elements(fn, return_dtype=dtype, skip_nulls=skip_nulls)`. Inside `as_tree`,
    `expr` under a stand-in name that `python_call` maps back to `fn` (the tree is only
    walked, never run by Polars; its output name is kept)."""
    if not _AS_TREE.get():
        return expr.map_elements(fn, return_dtype=dtype, skip_nulls=skip_nulls)
    _CALLS.append((fn, skip_nulls))
    marked = expr.alias(f"{CALL_PREFIX}{len(_CALLS) - 1}")
    try:
        return marked.alias(expr.meta.output_name())
    except pl.exceptions.ComputeError:  # no name of its own
        return marked


def python_call(name: str) -> tuple[Callable[[object], object], bool] | None:
    """(function, skip_nulls) of a `map_python` stand-in's name, else None."""
    if not name.startswith(CALL_PREFIX):
        return None
    return _CALLS[int(name.removeprefix(CALL_PREFIX))]


def searcher(pattern: str) -> Callable[[str], re.Match[str] | None]:
    """The first match of `pattern` (Rust syntax) in a text, as the `python` backend finds it."""
    return _compiled(pattern).first


# Answers of `find_all` and `substitute` kept per input: one text's stages split it into
# sentences, or blank a phrase of it, a few times over (65 such calls a text, 26 distinct
# inputs), and the answers of the last few texts are what a later stage asks for.
_KEPT_ANSWERS = 256


def find_all(pattern: str, text: str) -> list[str]:
    """Every match of `pattern` in `text`, whole, as `extract_all` gives them."""
    return list(_find_all(pattern, text))


@lru_cache(maxsize=_KEPT_ANSWERS)
def _find_all(pattern: str, text: str) -> tuple[str, ...]:
    return tuple(m.group(0) for m in _compiled(pattern).matches(text))


@lru_cache(maxsize=_KEPT_ANSWERS)
def substitute(pattern: str, value: str, text: str, limit: int) -> str:
    """`text` with the first `limit` matches of `pattern` (0: all) replaced by `value` (a
    Rust replacement template), as `replace` / `replace_all` give it."""
    return _substitute(_compiled(pattern), value, text, limit)


# --- operations ----------------------------------------------------------------------------


@cache
def _empty(dtype: pl.DataType) -> pl.Series:
    return pl.Series(dtype=dtype)


def _mapped(
    expr: pl.Expr, fn: Callable[[str], object], dtype: pl.DataType, null: object = None
) -> pl.Expr:
    # A one-text read runs ~250 of these, many on no value at all (a list of no clauses),
    # so the Series each returns is built the cheap way: an empty one is a cached copy, and
    # any other is inferred, then cast if it came out otherwise (all empty or null), which
    # costs about half of building it with the dtype given (same values; ~16 against ~8 µs
    # for one string or flag, ~40 against ~20 for a list).

    def run(s: pl.Series) -> pl.Series:
        if not s.len():
            return _empty(dtype).alias(s.name)
        out = pl.Series(s.name, [null if v is None else fn(v) for v in s.to_list()])
        return out if out.dtype == dtype else out.cast(dtype)

    return expr.map_batches(run, return_dtype=dtype, is_elementwise=True)


def contains(expr: pl.Expr, pattern: str) -> pl.Expr:
    """`expr.str.contains(pattern)`."""
    if not _python():
        return expr.str.contains(_native(pattern))
    first = _compiled(pattern).first
    return _mapped(expr, lambda v: first(v) is not None, pl.Boolean())


def contains_each(expr: pl.Expr, patterns: Sequence[str]) -> pl.Expr:
    """`pl.concat_list([contains(expr, p) for p in patterns])`: with the Python backend one
    call for every pattern, where each `contains` is a call of its own (a Polars UDF node
    costs ~40 µs a call, far more than a short search)."""
    if not _python():
        return pl.concat_list([expr.str.contains(_native(p)) for p in patterns])
    firsts = [_compiled(p).first for p in patterns]
    return _mapped(
        expr,
        lambda v: [first(v) is not None for first in firsts],
        pl.List(pl.Boolean()),
        null=[None] * len(firsts),
    )


def extract_each(expr: pl.Expr, patterns: Sequence[str], group_index: int = 1) -> pl.Expr:
    """`pl.concat_list([extract(expr, p, group_index) for p in patterns])`, one call for
    every pattern with the Python backend (see `contains_each`)."""
    if not _python():
        return pl.concat_list([expr.str.extract(_native(p), group_index) for p in patterns])
    searches = [_compiled(p).first for p in patterns]

    def groups(v: str) -> list[str | None]:
        found = (search(v) for search in searches)
        return [None if m is None else m.group(group_index) for m in found]

    return _mapped(expr, groups, pl.List(pl.String()), null=[None] * len(searches))


def extract_first(expr: pl.Expr, patterns: Sequence[str], group_index: int = 1) -> pl.Expr:
    """`pl.coalesce([extract(expr, p, group_index) for p in patterns])`: the group of the
    first pattern that matches with it, one call with the Python backend."""
    if not _python():
        return pl.coalesce([expr.str.extract(_native(p), group_index) for p in patterns])
    searches = [_compiled(p).first for p in patterns]

    def first(v: str) -> str | None:
        for search in searches:
            m = search(v)
            if m is not None and m.group(group_index) is not None:
                return m.group(group_index)
        return None

    return _mapped(expr, first, pl.String())


def extract(expr: pl.Expr, pattern: str, group_index: int = 1) -> pl.Expr:
    """`expr.str.extract(pattern, group_index)`: the group of the first match, else null."""
    if not _python():
        return expr.str.extract(_native(pattern), group_index)
    search = _compiled(pattern).first

    def first(v: str) -> str | None:
        m = search(v)
        return None if m is None else m.group(group_index)

    return _mapped(expr, first, pl.String())


def extract_all(expr: pl.Expr, pattern: str) -> pl.Expr:
    """`expr.str.extract_all(pattern)`: every match, whole."""
    if not _python():
        return expr.str.extract_all(_native(pattern))
    rx = _compiled(pattern)
    return _mapped(expr, lambda v: [m.group(0) for m in rx.matches(v)], pl.List(pl.String()))


# Where `wrap` puts the union, found by splitting its output: no letter, so no word of it
# counts as one the reader may read (`template_leagues.constant_words`).
_UNION = "\x00\x01\x00"


def alternatives_present(expr: pl.Expr, alternatives: Sequence[str]) -> pl.Expr:
    """The alternatives of `extract_all_any` that match somewhere in each text, one bit
    each (Int64; null for a null text), searched case-insensitively, one at a time.

    Meant to be materialized as a column of its own (`with_columns`) and passed to
    `extract_all_any`, which reads it several times: used as an expression, Polars shares
    it between those uses no more than it does other sub-expressions. With the Python
    backend it is not needed (a null literal, no search).
    """
    if len(alternatives) > 62:
        raise ValueError("at most 62 alternatives")
    if _python_shape():
        return pl.lit(None, dtype=pl.Int64())
    bits = [
        expr.str.contains(_native(f"(?i){a}")).cast(pl.Int64) * (1 << i)
        for i, a in enumerate(alternatives)
    ]
    return pl.when(expr.is_not_null()).then(pl.sum_horizontal(bits))


def extract_all_any(
    expr: pl.Expr, wrap: Callable[[str], str], alternatives: Sequence[str], present: pl.Expr
) -> pl.Expr:
    """`extract_all(expr, wrap("|".join(alternatives)))`, each text searched with only the
    alternatives that match somewhere in it (`present`: `alternatives_present`' column).

    Why: a union of several alternatives that each hold a bounded repetition (a team name
    of up to 60 characters), inside a sentence's `unit*...unit*`, makes Rust's lazy DFA
    thrash on every text (the outcome clauses: ~0.3 ms a text, a quarter of reading one),
    while each alternative alone is searched far faster. Dropping from the union an
    alternative that matches nowhere in a text changes no match there: it takes part in
    none, and the others keep their order, so the same one wins wherever one does.

    `wrap` must put its argument once, as a group of its own (`(?:...)`), under the
    pattern's leading `(?i)` and no other flag (as `patterns.sentence_with` and
    `clause_with` do). Texts are searched grouped by the alternatives they hold: Polars
    keeps ~32 compiled regexes per thread, so row after row of different patterns would
    compile one per row. With the Python backend: the one pattern, one call.
    """
    full = wrap("|".join(alternatives))
    if _python_shape():
        return extract_all(expr, full)
    pre, post = _union_parts(wrap)
    if pre + "|".join(alternatives) + post != full:
        raise ValueError("wrap must place the union of the alternatives as one group")
    # (each part written as the native operation runs it: the classes are rewritten one
    # escape at a time, so the parts rewritten make the whole rewritten)
    pre, post = _native(pre), _native(post)
    union = pl.concat_str(
        [
            pl.when((present & (1 << i)) != 0).then(pl.lit(_native(a)))
            for i, a in enumerate(alternatives)
        ],
        separator="|",
        ignore_nulls=True,
    )
    pattern = pl.when(present != 0).then(pl.lit(pre) + union + pl.lit(post))
    order = present.arg_sort()
    found = expr.gather(order).str.extract_all(pattern.gather(order)).gather(order.arg_sort())
    # A text holding no alternative has no match (a pattern of none would match anything).
    none: pl.Expr = pl.lit([], dtype=pl.List(pl.String()))
    return pl.when(present == 0).then(none).otherwise(found)


def _union_parts(wrap: Callable[[str], str]) -> tuple[str, str]:
    """What `wrap` puts before and after its union: ("(?i)...(?:", ")...")."""
    parts = wrap(_UNION).split(_UNION)
    if len(parts) != 2 or not (
        parts[0].startswith("(?i)") and parts[0].endswith("(?:") and parts[1].startswith(")")
    ):
        raise ValueError("wrap must place the union once, as a group, under a leading (?i)")
    return parts[0], parts[1]


def replace(expr: pl.Expr, pattern: str, value: str) -> pl.Expr:
    """`expr.str.replace(pattern, value)`: the first match replaced (Rust template syntax)."""
    if not _python():
        return expr.str.replace(_native(pattern), value)
    rx = _compiled(pattern)
    return _mapped(expr, lambda v: _substitute(rx, value, v, 1), pl.String())


def replace_all(expr: pl.Expr, pattern: str, value: str) -> pl.Expr:
    """`expr.str.replace_all(pattern, value)` (Rust template syntax)."""
    if not _python():
        return expr.str.replace_all(_native(pattern), value)
    rx = _compiled(pattern)
    return _mapped(expr, lambda v: _substitute(rx, value, v, 0), pl.String())


# --- which texts the Python backend reads -------------------------------------------------


_PYTHON_ONLY_SPACES = "\x1c\x1d\x1e\x1f"


@lru_cache(maxsize=4096)
def _same_class(ch: str) -> bool:
    """Whether `\\w`, `\\d` and `\\s` say the same of `ch` in Rust and in Python: Rust's word
    characters add combining marks, connector punctuation, the joiners and the enclosed
    letters; Python's add numerals that are no digits; Python's spaces add \\x1c-\\x1f."""
    cat = unicodedata.category(ch)
    if cat[0] == "M" or cat in ("No", "Nl", "Pc", "Co", "Cs", "Cn"):
        return ch == "_"
    if cat == "Cf":
        return ch not in "\u200c\u200d"
    if cat == "So":  # the circled / squared letters are alphabetic to Rust only
        return not ("\u24b6" <= ch <= "\u24e9" or "\U0001f130" <= ch <= "\U0001f189")
    if cat == "Cc":
        return ch not in _PYTHON_ONLY_SPACES
    return True


def python_fits(texts: Sequence[str | None]) -> bool:
    """Whether these texts are read alike by both backends and fast enough by `re`: none
    longer than MAX_PYTHON_CHARS, and no character the two engines class differently."""
    for text in texts:
        if text is None:
            continue
        if len(text) > MAX_PYTHON_CHARS:
            return False
        if not text.isascii() and not all(_same_class(ch) for ch in set(text)):
            return False
        if any(ch in text for ch in _PYTHON_ONLY_SPACES):
            return False
    return True
