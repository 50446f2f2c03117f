"""Literal guards for the `python` regex backend: words a pattern's every match contains.

Rust's `regex` looks for a pattern's required literals before it runs the pattern; Python's
`re` does not, and a pattern that fails (most of the reader's ~170 fail on most texts) walks
the whole text first: a sentence pattern ("the sentence containing postponed"), tried from
each sentence start, costs ~0.1-0.5 ms a text. `guard(pattern)` reads the pattern's own
parse tree (`re`'s parser, the one that compiles it) for a set of strings one of which is in
every match, and `Guard.absent(text)` says a text holds none of them: then the pattern
cannot match there and is not run. Only what the tree proves is required counts, so a text
the guard lets through is searched as before and one it stops has no match.

Case-insensitive patterns compare lowercased strings, and only over ASCII texts: `re`'s
case folding lets some ASCII letters match other characters ("s" matches "ſ", "k" the
Kelvin sign), which lowercasing alone does not see.
"""

from __future__ import annotations

import importlib
import re
from functools import lru_cache
from typing import Any, NamedTuple

__all__ = ["Guard", "guard"]

# `re`'s own parser (private, stable since 3.11; `sre_parse` warns as deprecated). Where it
# is missing or changed, no pattern gets a guard: every text is searched.
try:
    _PARSER: Any = importlib.import_module("re._parser")
except ImportError:  # pragma: no cover - other Pythons
    _PARSER = None

# A set of more strings than this costs more to look for than most searches it would save
# (one `in` each, ~0.2 µs over a 1,000-character text; a failing sentence pattern ~0.1 ms).
# The reader's calls of two texts replayed: 12 strings guard 119 of its 197 patterns, 100
# guard 139 and its regex time is ~5 % less.
_MAX_LITERALS = 100
# Shorter strings are in nearly every text.
_MIN_LENGTH = 3
_REPEATS = ("MAX_REPEAT", "MIN_REPEAT", "POSSESSIVE_REPEAT")
# Lowercased texts kept: a text is tried against many patterns in a row.
_KEPT_TEXTS = 256


class Guard(NamedTuple):
    """Strings one of which every match holds; `folded`: compared lowercased."""

    literals: tuple[str, ...]
    folded: bool

    def absent(self, text: str) -> bool:
        """Whether `text` holds none of the strings (then the pattern has no match in it)."""
        if self.folded:
            lowered = _lowered(text)
            if lowered is None:
                return False
            text = lowered
        return not any(literal in text for literal in self.literals)

    def last(self, text: str) -> int:
        """Where the last of the strings in `text` starts (-1: none; the text's length where
        the guard cannot tell): a match holds one, so none starts after that."""
        if self.folded:
            lowered = _lowered(text)
            if lowered is None:
                return len(text)
            text = lowered
        return max(text.rfind(literal) for literal in self.literals)


@lru_cache(maxsize=_KEPT_TEXTS)
def _lowered(text: str) -> str | None:
    """`text` lowercased, or None where it is not ASCII (see the module's docstring)."""
    return text.lower() if text.isascii() else None


def guard(python: str) -> Guard | None:
    """The guard of `python` (a pattern in `re` syntax), or None where its tree proves no
    string of at least _MIN_LENGTH characters required (or at most _MAX_LITERALS)."""
    if _PARSER is None:
        return None
    try:
        tree = _PARSER.parse(python)
        folded = bool(tree.state.flags & re.IGNORECASE)
        found = _sequence(list(tree), folded)
    except (AttributeError, TypeError, ValueError, IndexError, re.error):
        return None
    if not found or min(len(s) for s in found) < _MIN_LENGTH:
        return None
    # A string holding another is found only where that one is: the shorter alone tells.
    kept = [s for s in found if not any(o != s and o in s for o in found)]
    return Guard(tuple(sorted(kept)), folded)


def _better(a: frozenset[str] | None, b: frozenset[str] | None) -> frozenset[str] | None:
    """The more selective of two required sets: longer shortest string, then fewer."""
    if a is None or b is None:
        return a if b is None else b
    rank_a = (min(len(s) for s in a), -len(a))
    return a if rank_a >= (min(len(s) for s in b), -len(b)) else b


def _sequence(items: list[tuple[Any, Any]], folded: bool) -> frozenset[str] | None:
    """A set required by a sequence of nodes: the best one any node requires, where a run
    of literal characters requires itself."""
    best: frozenset[str] | None = None
    run: list[str] = []
    for op, arg in items:
        if str(op) == "LITERAL":
            ch = chr(arg)
            if not folded:
                run.append(ch)
                continue
            if ch.isascii():
                run.append(ch.lower())
                continue
        if run:
            best = _better(best, frozenset(["".join(run)]))
            run = []
        if str(op) != "LITERAL":
            best = _better(best, _node(str(op), arg, folded))
    if run:
        best = _better(best, frozenset(["".join(run)]))
    return best


def _node(op: str, arg: Any, folded: bool) -> frozenset[str] | None:
    """The set one node requires (None: nothing proven)."""
    if op == "SUBPATTERN":
        _, add, remove, body = arg
        if (add | remove) & re.IGNORECASE:
            return None
        return _sequence(list(body), folded)
    if op == "ATOMIC_GROUP":
        return _sequence(list(arg), folded)
    if op in _REPEATS:
        least, _, body = arg
        return _sequence(list(body), folded) if least >= 1 else None
    if op == "BRANCH":
        union: set[str] = set()
        for branch in arg[1]:
            part = _sequence(list(branch), folded)
            if part is None:
                return None
            union |= part
            if len(union) > _MAX_LITERALS:
                return None
        return frozenset(union)
    return None
