"""The reader's patterns with ASCII classes, for texts whose other characters they never take.

Why: Rust's `regex` compiles the Unicode classes `\\w`, `\\s` and `\\d` (the default) into
large automata; in the reader's long clause patterns (a union of sources or outcomes, each
with `[\\w'’]+` words between `\\s+`) they make the lazy DFA's states large and its cache
churn, so a search costs two to three times what the same pattern with ASCII classes does
(the source clauses over 4,540 ASCII texts of B6: 65 against 23 ms of CPU). And a Unicode
`\\b` makes the lazy DFA give up at the first non-ASCII byte, so a text holding a typographic
quote or dash ("’", "–") is searched by the far slower PikeVM.

The rewrite (`ascii_classes`): `\\w` as `[0-9A-Za-z_]`, `\\s` as the tab, line feed, vertical
tab, form feed, carriage return and space, `\\d` as `0-9`, and `\\b` / `\\B` as their ASCII
forms. It finds exactly the same matches on a string none of whose non-ASCII characters is
a Unicode word or space character (`ascii_rows`; a Unicode digit is a word character):

- of ASCII, Unicode `\\w` holds the letters, the digits and `_`, White_Space the six above,
  Nd the ten digits; a non-ASCII character of such a string is in neither form;
- a word boundary is then the same between any two characters: a non-ASCII one is no word
  character either way (its bytes are none of ASCII's), and no match starts, ends or passes
  inside a character (every other part of a pattern takes whole characters);
- `(?i)` adds to an ASCII letter only non-ASCII letters ("ſ", the Kelvin sign), which such
  a string does not hold; literal non-ASCII characters and the negated `\\W` / `\\S` / `\\D`
  are left as written.

The reader reads a text this way only where every string it starts from is such a string
(`ascii_rows`); what it derives from them is too, since its stages add no non-ASCII
character of their own (their only non-ASCII characters are in patterns).
"""

from __future__ import annotations

import re

import polars as pl

__all__ = ["UNSAFE", "ascii_classes", "ascii_rows"]

# Each class escape as an ASCII set, outside a class (a class of its own) and inside one
# (its members, written as escapes: a space would be dropped under the `x` flag).
_OUTSIDE = {
    "w": "[0-9A-Za-z_]",
    "s": r"[\t\n\x0B\x0C\r\x20]",
    "d": "[0-9]",
    "b": r"(?-u:\b)",
    "B": r"(?-u:\B)",
}
_INSIDE = {"w": "0-9A-Za-z_", "s": r"\t\n\x0B\x0C\r\x20", "d": "0-9"}
# A character outside ASCII that a Unicode `\w` or `\s` takes (`\d` is within `\w`).
UNSAFE = r"[[\w\s]&&[^\x00-\x7F]]"


# One piece of a pattern: an escape, a class opening (its `^`, and a `]` right after, which
# is a literal there), a class closing, or a run of other characters (a lone `\\` at the
# end kept as it is).
_PIECE = re.compile(r"\\.|\[\^?\]?|\]|[^\\\[\]]+|\\", re.DOTALL)


def ascii_classes(pattern: str) -> str:
    """`pattern` (Rust `regex` syntax) with each `\\w`, `\\s`, `\\d`, `\\b` and `\\B` in its ASCII
    form: the same matches on a string holding no `UNSAFE` character (see the module)."""
    out: list[str] = []
    depth = 0  # nesting of character classes (Rust allows `[a[b]]`)
    for m in _PIECE.finditer(pattern):
        piece = m.group()
        if piece.startswith("\\"):
            piece = (_INSIDE if depth else _OUTSIDE).get(piece[1:], piece)
        elif piece.startswith("["):
            depth += 1
        elif piece == "]" and depth:
            depth -= 1
        out.append(piece)
    return "".join(out)


def _unsafe(column: pl.Expr, dtype: pl.DataType) -> pl.Expr:
    """Per row: `column` (a string or a list of strings) holds an `UNSAFE` character."""
    text = column.list.join("\n") if dtype == pl.List(pl.String()) else column
    return text.str.contains(UNSAFE).fill_null(False)


def ascii_rows(frame: pl.DataFrame) -> pl.Series:
    """Boolean per row of `frame`: no string of it (string and list-of-string columns)
    holds an `UNSAFE` character, so `ascii_classes` patterns read it alike. A frame with a
    column of another kind that may hold text (a struct, a list of lists, a category) has
    no row read this way: what is not looked at is not known to be safe."""
    checked = [pl.String(), pl.List(pl.String())]
    others = [
        c
        for c, t in frame.schema.items()
        if t not in checked
        and (t.is_nested() or isinstance(t, pl.Categorical | pl.Enum | pl.Object))
    ]
    if others:
        return pl.Series("_ascii", [False] * frame.height, dtype=pl.Boolean)
    flags = [_unsafe(pl.col(c), t) for c, t in frame.schema.items() if t in checked]
    if not flags:
        return pl.Series("_ascii", [True] * frame.height, dtype=pl.Boolean)
    return frame.select(pl.any_horizontal(flags).not_().alias("_ascii")).to_series()
