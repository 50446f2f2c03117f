"""Competition names the reader reads only as a league named as a source: one stand-in.

`templates.extract_by_template` replaces a leg's competition name (its listing's series,
"Italian Serie A") by a placeholder, and because the reader's patterns know the words of
competition names, checks the template per competition: one leg of each (template,
competition) read on its own text. A leg whose competition has no other leg in its
template is read alone. On B6's legs that was a quarter of the texts read: venue_two
writes every competition's name into its texts, and every name holds a league's name.

This module proves for which names that check is per template instead. Where the reader
sees a competition's words:

1. Static: the string constants of every module the reader runs (`extract` and what it
   imports from `pipeline`, found from their imports) are its patterns and tables, but
   for docstrings and what is said to a person (an exception's, an assertion's or a log
   line's message), which no text is matched against. A word
   of the name that is in none of them, but `patterns.OFFICIAL_NAMED` and
   `patterns.OFFICIAL` (the league and federation names, and their web addresses), is
   read by no other pattern. A name whose every word is such a word, or a plain word of
   three letters or more no pattern knows (nor its stem), or a word of two letters or more
   of a league's name the name holds, reaches no pattern but those two. A digit or a
   single letter is no such word ("Ligue 1", "Serie A": a score, the article).
2. Those two patterns are used by the reader only in the source stages
   (`extract._source_parts` to `_source_stages`, whose columns no other stage reads), and
   only as a question whether a clause, or a part of one cut at words the name does not
   hold ("or", "if", a fallback phrase), contains a match: never the match's own text.
3. The name holds a match of `OFFICIAL_NAMED` and none of `OFFICIAL`, so every part holding
   the whole name holds a match, and no part holds a piece of it (the cuts fall at words
   the name does not hold, and punctuation it does not have).
4. `STAND_IN`, itself such a name ("Ekstraklasa", reserved: a text holding it is read
   alone), answers every such question as the name does. The template holds it in place
   of the name (short, and after three long words in the long reading, as a whole name's
   placeholder has the shortest and longest shape), so the source stages read the
   template as they read the leg's text, and the other stages do not see the difference
   (1). Names of every such competition then share one probe group per template and name
   shape (`templates`), checked by one leg's own reading as a whole name's kept words are.

Guards, for what the patterns read around a name: the name, where the template holds it,
stands between spaces, brackets, quotes or a comma-like mark (a full stop after it may
be read as an abbreviation's, "St. ", and an apostrophe or hyphen may make it part of a
web address or a possessive), not after a number's full stop ("1. MLS": a few capitals
there keep the sentence going), its words capitalized as the stand-in's, and it is no
longer than the long stand-in. Any other
competition is checked per competition, as before.
"""

from __future__ import annotations

import ast
import re
import sys
import unicodedata
from functools import lru_cache
from pathlib import Path

import polars as pl

from pipeline.rules import patterns as P

__all__ = [
    "NAMED_GROUP",
    "STAND_IN",
    "constant_words",
    "fold",
    "loose",
    "loose_pattern",
    "reader_words",
    "source_named",
    "stand_in",
]

# A league's name `OFFICIAL_NAMED` knows and no text is likely to hold (reserved by
# `templates._RESERVED`): the short stand-in, and the last word of the long one.
STAND_IN = "Ekstraklasa"
_LONG_WORD = "Qkwyyyyyyyyyyy"  # as long as a long placeholder word (`templates._LONG`)
_LONG_STAND_IN = " ".join([_LONG_WORD] * 3 + [STAND_IN])
# The probe group's suffix of every leg whose competition stands as `STAND_IN`.
NAMED_GROUP = "\x04named"
# The constants the reader uses only as a question of containment in its source stages.
_SOURCE_KINDS = ("OFFICIAL", "OFFICIAL_NAMED")
# Where the template holds the name (its sentinel `\x01k\x02`): what may stand beside it.
_BEFORE = '\\s("“'
_AFTER = '\\s,;:)!?"”'
# Polars' dtypes whose string arguments are a time unit or zone.
_TEMPORAL_DTYPES = frozenset({"Datetime", "Duration"})


def fold(s: str) -> str:
    """`s` with accents dropped, lower case: how names' words are compared with the
    reader's."""
    s = unicodedata.normalize("NFKD", s)
    return "".join(ch for ch in s if not unicodedata.combining(ch)).lower()


def _module_path(name: str) -> Path | None:
    module = sys.modules.get(name)
    file = getattr(module, "__file__", None)
    return Path(file) if file else None


@lru_cache(maxsize=1)
def _reading_modules() -> tuple[Path, ...]:
    """The source files of `pipeline.rules.extract` and every `pipeline` module it
    imports, directly or not (a package's `__init__` is read, not followed: it only
    gathers names for other callers, `pipeline.rules` the comparison's)."""
    import pipeline.rules.extract  # noqa: F401  (loaded, so its imports are too)

    seen: dict[str, Path] = {}
    todo = ["pipeline.rules.extract"]
    while todo:
        name = todo.pop()
        path = _module_path(name) if name.split(".")[0] == "pipeline" else None
        if name in seen or path is None or path.suffix != ".py":
            continue
        seen[name] = path
        if path.name == "__init__.py":  # a package's re-exports are no reading's
            continue
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ImportFrom) and node.module:
                todo.append(node.module)
                todo.extend(f"{node.module}.{a.name}" for a in node.names)
            elif isinstance(node, ast.Import):
                todo.extend(a.name for a in node.names)
    return tuple(p for _, p in sorted(seen.items()))


@lru_cache(maxsize=256)
def constant_words(path: Path, left_out: tuple[str, ...] = ()) -> frozenset[str]:
    """Every word (2+ letters, folded) of the string constants of the module at `path`,
    docstrings and messages left out (they read nothing: `_message`), and those assigned
    to a name in `left_out`.

    Kept per module: the template reader's words and the league proof's read the same
    modules (parsing them twice cost ~0.2 s of a cold read)."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    skipped = {
        id(node.body[0].value)
        for node in ast.walk(tree)
        if isinstance(node, ast.Module | ast.ClassDef | ast.FunctionDef)
        and node.body
        and isinstance(node.body[0], ast.Expr)
        and isinstance(node.body[0].value, ast.Constant)
    }
    for node in ast.walk(tree):
        if isinstance(node, ast.Assign) and any(
            isinstance(t, ast.Name) and t.id in left_out for t in node.targets
        ):
            skipped |= {id(n) for n in ast.walk(node.value)}
        # Type metadata is never matched against a text: a time unit or zone given to a
        # dtype (`pl.Datetime("us", "UTC")`), and what `Annotated[...]` adds to a type.
        if _type_metadata(node):
            skipped |= {id(n) for n in ast.walk(node)}
        for message in _message(node):
            skipped |= {id(n) for n in ast.walk(message)}
    words: set[str] = set()
    for node in ast.walk(tree):
        if (
            isinstance(node, ast.Constant)
            and isinstance(node.value, str)
            and id(node) not in skipped
        ):
            # A regex escape is no letter of a word: "\\bbookings" holds "bookings" (the
            # run with the escape's letter is kept too: a word holding it is not the less
            # read where a pattern has no word boundary before it).
            words.update(re.findall(r"[a-z]{2,}", fold(node.value)))
            plain = re.sub(r"\\[a-zA-Z]", " ", node.value)
            words.update(re.findall(r"[a-z]{2,}", fold(plain)))
    return frozenset(words)


def _message(node: ast.AST) -> list[ast.AST]:
    """What `node` says to a person and never matches against a text: the exception a
    `raise` builds, an `assert`'s message, a call of the module's `logger`."""
    if isinstance(node, ast.Raise):
        return [n for n in (node.exc, node.cause) if n is not None]
    if isinstance(node, ast.Assert):
        return [] if node.msg is None else [node.msg]
    if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute):
        owner = node.func.value
        return [node] if isinstance(owner, ast.Name) and owner.id == "logger" else []
    return []


def _type_metadata(node: ast.AST) -> bool:
    """`node` is a call of a temporal dtype (`pl.Datetime`, `pl.Duration`) or an
    `Annotated[...]` type."""
    if isinstance(node, ast.Call):
        func = node.func
        name = func.attr if isinstance(func, ast.Attribute) else getattr(func, "id", "")
        return name in _TEMPORAL_DTYPES
    if isinstance(node, ast.Subscript):
        value = node.value
        name = value.attr if isinstance(value, ast.Attribute) else getattr(value, "id", "")
        return name == "Annotated"
    return False


@lru_cache(maxsize=1)
def reader_words() -> frozenset[str]:
    """Every word of the string constants of the modules the reader runs
    (`_reading_modules`): what a name's word is checked against before a template may hide
    it."""
    words: set[str] = set()
    for path in _reading_modules():
        words |= constant_words(path)
    return frozenset(words)


@lru_cache(maxsize=1)
def _other_words() -> frozenset[str]:
    """Every word of the reading modules' string constants, but the values of
    `_SOURCE_KINDS` in `patterns`."""
    patterns_file = _module_path(P.__name__)
    words: set[str] = set()
    for path in _reading_modules():
        words |= constant_words(path, _SOURCE_KINDS if path == patterns_file else ())
    return frozenset(words)


def _unknown(run: str) -> bool:
    """A letter run no pattern but `_SOURCE_KINDS` knows, nor by its stem."""
    folded = fold(run)
    others = _other_words()
    return folded not in others and not any(folded[:n] in others for n in range(5, len(folded)))


@lru_cache(maxsize=4096)
def source_named(name: str) -> bool:
    """`name` may stand as `STAND_IN` (the module's docstring: 1 and 3): at most four
    words, no longer than the long stand-in, holding a match of `OFFICIAL_NAMED` and none
    of `OFFICIAL`; each word of letters only, no other pattern knowing it (nor its stem),
    of 2 to 14 letters inside a match and 3 to 14 outside one."""
    words = name.split(" ")
    if len(words) > 4 or len(name) > len(_LONG_STAND_IN) or re.search(P.OFFICIAL, name):
        return False
    spans = [m.span() for m in re.finditer(P.OFFICIAL_NAMED, name)]
    if not spans or not re.fullmatch(r"[^\W_]+(?: [^\W_]+)*", name):
        return False
    start = 0
    for word in words:
        end = start + len(word)
        inside = any(a <= start and end <= b for a, b in spans)
        # Letters only: a digit ("Ligue 1") may be read as a score or a count, a single
        # letter ("Serie A") as the article, and neither is a word `_other_words` holds.
        if not re.fullmatch(r"[^\W\d_]{2,14}" if inside else r"[^\W\d_]{3,14}", word):
            return False
        if not word[0].isupper():  # as the stand-in: case-sensitive patterns ask for one
            return False
        if not _unknown(word):
            return False
        start = end + 1
    return True


def stand_in(which: int) -> str:
    """The stand-in of a source-named competition, short (0) or long (1)."""
    return (STAND_IN, _LONG_STAND_IN)[which]


def loose_pattern(sentinel: str) -> str:
    """What finds `sentinel` (where the name was) beside a character the module's
    docstring does not allow there."""
    s = re.escape(sentinel)
    # After a number's full stop ("1. MLS ") a word of one to four capitals keeps the
    # sentence going for the family and meaning readers (`family._NOT_A_STOP`).
    return f"[^{_BEFORE}]{s}|{s}[^{_AFTER}]|\\d\\.\\s+{s}"


def loose(columns: list[str], sentinel: str) -> pl.Expr:
    """Per row: some column holds `sentinel` beside a character not allowed there
    (`loose_pattern`)."""
    bad = loose_pattern(sentinel)
    return pl.any_horizontal(pl.col(c).str.contains(bad).fill_null(False) for c in columns)
