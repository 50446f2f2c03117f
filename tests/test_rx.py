"""The reader's two regex backends (`pipeline/rules/rx.py`) read every text alike.

The native one (Polars, Rust `regex`) reads large calls; the Python one (`re`, patterns
compiled once per process) reads an on-demand audit's few texts. Each operation is
compared with Polars on the places where the two engines differ, and the Python backend's
worst cases (it backtracks) stay bounded, or go the native way. Whole corpora read both
ways: `test_rx_corpora.py` (held-out sets) and `test_rx_demo.py` (the demo's legs), files
of their own so parallel workers take them apart.
"""

from __future__ import annotations

import time
from typing import Any

import polars as pl
import pytest

from bench.reading import _snapshots, load
from pipeline.rules import patterns as P
from pipeline.rules import rx
from pipeline.rules import vocabulary as V
from pipeline.rules.extract import _backend, extract_rules

# Texts the Python backend takes (`rx.python_fits`): a combining mark, say, is a word
# character to Rust only, so a text holding one goes the native way (tested below).
_TEXTS = [
    "",
    "baaab",
    "ab\n",
    "Arsenal beat Chelsea 2-1.\nThe end",
    "Ça va? 1-2 ünï café",
    "naïve word",
    "a1b22c",
    "x.y. z; (a (b) c)",
]
# (operation, pattern, replacement or group): where Rust `regex` and Python `re` differ.
_CASES: list[tuple[str, str, Any]] = [
    ("replace_all", "a*", "-"),  # an empty match right after a match: Rust skips it
    ("extract_all", r"\d*", None),
    ("contains", r"b$", None),  # `$`: the end of the text only, not before a last newline
    ("extract", r"(?i)(end|b)$", 1),
    ("extract", r"(a)|(b)", 2),  # a group that did not take part: null
    ("replace_all", r"(\w+) (\w+)", "$2 $1"),
    ("replace_all", r"(\w+) (\w+)", "${1}x"),
    ("replace_all", r"(\w+) (\w+)", "$1x"),  # Rust: the group named "1x", absent: empty
    ("replace_all", r"(\w)", "$$1 \\n"),  # "$$" is a dollar; a backslash is a backslash
    ("replace", r"\s+", "_"),
    ("replace_all", r"[^\p{L}]", ""),
    ("replace_all", r"\p{M}", ""),
    ("contains", r"\bword\b", None),
    ("extract", r"(?s)^.*(?:\b(?:or|with)\b|\()(.*)$", 1),
    ("extract_all", r"(?i)[^.;\n]*\b(?:b|c)\b[^.;\n]*", None),
]


@pytest.mark.parametrize(("op", "pattern", "arg"), _CASES)
def test_each_operation_gives_what_polars_gives(op: str, pattern: str, arg: Any) -> None:
    def run() -> pl.Series:
        fn = getattr(rx, op)
        args = () if arg is None else (arg,)
        expr = pl.col("t").pipe(fn, pattern, *args)
        return pl.DataFrame({"t": [*_TEXTS, None]}).select(expr.alias("out")).to_series()

    assert rx.python_fits(_TEXTS)
    native = run()
    with rx.using("python"):
        python = run()
    assert native.to_list() == python.to_list()


# Patterns whose matches differ between the texts, one of which never matches, and an
# extract whose group 1 does not take part where the alternative matched.
_MANY = [r"(?i)(end|b)$", r"(a)|(b)", r"(\d)", r"(zzz)", r"(?s)^.*(?:\b(?:or|with)\b|\()(.*)$"]


@pytest.mark.parametrize(
    ("op", "each"),
    [
        ("contains_each", lambda e: pl.concat_list([e.pipe(rx.contains, p) for p in _MANY])),
        ("extract_each", lambda e: pl.concat_list([e.pipe(rx.extract, p, 1) for p in _MANY])),
        ("extract_first", lambda e: pl.coalesce([e.pipe(rx.extract, p, 1) for p in _MANY])),
    ],
)
def test_a_list_of_patterns_in_one_call_gives_one_operation_per_pattern(op: str, each: Any) -> None:
    """`contains_each`, `extract_each` and `extract_first` (one Python call for all the
    patterns) give what the operations give one pattern at a time, with either backend,
    a null text included."""
    # "b1": the second pattern matches without its group 1, the third gives "1".
    frame = pl.DataFrame({"t": [*_TEXTS, "b1", None]})

    def run() -> tuple[list[Any], list[Any]]:
        many = frame.select(pl.col("t").pipe(getattr(rx, op), _MANY).alias("o")).to_series()
        one = frame.select(each(pl.col("t")).alias("o")).to_series()
        assert many.dtype == one.dtype
        return many.to_list(), one.to_list()

    native, native_each = run()
    with rx.using("python"):
        python, python_each = run()
    assert native == native_each == python == python_each
    assert any(native) and native != [native[0]] * len(native)


# Alternatives of a clause finder that overlap (the last one is a prefix of the first):
# which one wins at a place depends on their order.
_CUES = [
    r"\bif\s+([^,;]{0,20}?)\s+wins?\b",
    r"\bwill\s+([^,.;]{0,20}?)\s+win\b",
    r"\bends?\s+level\b",
    r"\bneither\s+(?:\b\w\.|[^,;:.\n]){1,20}?\s+nor\s+\w+",
    r"\bif\b",
]
_CLAUSE_TEXTS = [
    # The first alternative runs on past the full stop, the last does not: the first wins.
    "Yes if Ajax. Porto wins then",
    "If Arsenal wins, Yes. If neither A nor B wins, No.",
    "It ends level; will Chelsea win? If so, yes",
    "IF X WINS. Ends level. Will y win.",
    "Neither D.C. nor Leeds; if; will",
    "nothing here",
    "if Leeds, or Ajax, wins",
    "",
    None,
]


def test_a_union_searched_with_only_the_alternatives_a_text_holds_finds_what_it_finds() -> None:
    """`extract_all_any` (each text searched with the alternatives that match in it)
    gives what one search with every alternative gives, with either backend, a null and
    an empty text and a text holding none of them included."""
    frame = pl.DataFrame({"t": _CLAUSE_TEXTS}, schema={"t": pl.String})
    full = P.clause_with("|".join(_CUES))

    def run() -> tuple[list[Any], list[Any]]:
        staged = frame.with_columns(rx.alternatives_present(pl.col("t"), _CUES).alias("m"))
        pruned = staged.select(
            rx.extract_all_any(pl.col("t"), P.clause_with, _CUES, pl.col("m")).alias("o")
        ).to_series()
        whole = frame.select(pl.col("t").pipe(rx.extract_all, full).alias("o")).to_series()
        if not rx._python():
            # The texts hold different sets of alternatives, so some are searched pruned.
            assert staged["m"].drop_nulls().n_unique() >= 5
        return pruned.to_list(), whole.to_list()

    native, native_whole = run()
    with rx.using("python"):
        python, python_whole = run()
    assert native == native_whole == python == python_whole
    assert native[-1] is None and native[-2] == [] and native[5] == []
    assert native[0] == ["Yes if Ajax. Porto wins then"]


def test_a_union_must_stand_as_one_group_under_the_leading_flag() -> None:
    """A pattern whose alternatives are not one group of their own is not pruned (dropping
    an alternative of `a|b` written bare would change what the rest means)."""
    with pytest.raises(ValueError, match="group"):
        rx.extract_all_any(pl.col("t"), lambda u: f"(?i)x{u}y", _CUES, pl.col("m"))


def test_a_pattern_opening_with_a_repeated_unit_is_searched_without_retrying_each_start() -> None:
    assert rx._leading_unit(r"(?i)(?:a|b)*c") == "(?i)(?:a|b)"
    assert rx._leading_unit(r"(?i)[^.\n]*c") == r"(?i)[^.\n]"
    # An alternative at the top level: a match from a later start is no match from an
    # earlier one, so no start may be skipped.
    assert rx._leading_unit(r"(?i)[^.\n]*c|d") is None
    assert rx._leading_unit(r"(?:ab)c") is None
    assert rx._leading_unit(r"[a]*?b") is None


# Patterns opening with a unit that walks far (a sentence's characters, abbreviations
# among them) or barely at all ("[.;]\s"), on texts where the walks meet and stop.
_WALK_PATTERNS = [
    P.sentence_with(r"\bwins?\b"),
    P.clause_with(r"\bpostponed\b"),
    r"(?i)[.;]\s*(?:otherwise|else)\b[^.]*",
    r"(?i)[^,;]*\bunless\b",
]
_WALK_TEXTS = [
    "",
    "Arsenal wins. Chelsea loses; if postponed, e.g. by rain, it wins. Otherwise No.",
    "St. Mary vs. Leeds: the home team wins, unless postponed; otherwise it resolves No.",
    "no stop at all here wins and wins again unless postponed",
    ". ; . ;; wins.. otherwise wins",
]


def test_a_walked_search_finds_what_a_plain_search_finds() -> None:
    """`_Regex.first` (the walk's roots) and `matches` (marks shared along the text) give
    `re`'s own matches, whether the unit walks far or barely (then `re` searches alone)."""
    for pattern in _WALK_PATTERNS:
        compiled = rx._compiled(pattern)
        assert compiled.unit is not None, pattern
        for text in _WALK_TEXTS:
            plain = compiled.rx
            found = compiled.first(text)
            expected = plain.search(text)
            assert (found and found.span()) == (expected and expected.span()), (pattern, text)
            spans = [m.span() for m in compiled.matches(text)]
            assert spans == [m.span() for m in plain.finditer(text)], (pattern, text)
    # A unit that barely repeats is searched by `re` alone; a sentence's unit by its roots.
    text = _WALK_TEXTS[2]
    assert rx._walk(rx._compiled(_WALK_PATTERNS[2]).unit, text) is None
    walk = rx._walk(rx._compiled(_WALK_PATTERNS[0]).unit, text)
    assert walk is not None and walk.roots[0] == 0 and len(walk.roots) < len(text) // 4


# Unions at the top level whose alternatives open with a unit (the No clauses' shape), and
# ones that must be searched whole.
_UNION_PATTERNS = [
    V.NO_CLAUSES,
    r"(?i)[^.;\n]*\bwins?\b[^.;\n]*|;\s*(otherwise|unless)\b",
    r"(?i)(?:e\.g\.\s|[^.;\n])*\bpostponed\b|[^.;\n]*\bwins\b",
]
_UNION_TEXTS = [
    *_WALK_TEXTS,
    "It resolves to No if Arsenal wins; No if postponed. Otherwise it is no bet, e.g. void",
    "no: if drawn. It means No. Pays out no; no = win",
]


def test_a_union_of_walked_alternatives_finds_what_a_plain_search_finds() -> None:
    """Each alternative searched alone (its walk), the union's match taken where the first
    of them starts: `re`'s own matches, groups included; a union holding a backreference
    is searched whole."""
    for pattern in _UNION_PATTERNS:
        compiled = rx._compiled(pattern)
        assert compiled.unit is None and len(compiled.parts) == 2, pattern
        plain = compiled.rx
        for text in _UNION_TEXTS:
            found, expected = compiled.first(text), plain.search(text)
            assert (found and (found.span(), found.groups())) == (
                expected and (expected.span(), expected.groups())
            ), (pattern, text)
            spans = [(m.span(), m.groups()) for m in compiled.matches(text)]
            assert spans == [(m.span(), m.groups()) for m in plain.finditer(text)], (pattern, text)
    assert rx._compiled(r"(?i)([^.\n]*)\bwins\b|\1").parts == ()
    assert rx._compiled(r"(?i)a|b").parts == ()


_FILLER = "the market resolves yes if arsenal wins "


def _adversarial(text: str) -> list[tuple[str, str]]:
    n = rx.MAX_PYTHON_CHARS
    return [
        ("repeated 20x", "\n\n".join([text] * 20)[:n]),
        ("no full stop", (" ".join([text.replace(".", ",").replace("\n", " ")] * 20))[:n]),
        ("no punctuation", (_FILLER * 200)[:n]),
        (
            "abbreviations",
            ("Resolves " + "e.g. " * 12 + _FILLER * 200)[: n - 20] + " if Arsenal wins.",
        ),
        ("brackets", ("Resolves Yes " + "(x) " * 4 + _FILLER * 100)[: n - 10] + " wins."),
        ("semicolons", ("if the match is postponed; " * 200)[:n]),
    ]


# Generous: the worst measured (a 3,000-character sentence with twelve abbreviations) took
# 1.1 s on a loaded machine. Past the guards, a read must go the native way.
_BOUND_S = 15.0


def test_the_python_backend_reads_long_and_adversarial_texts_in_bounded_time() -> None:
    rows = pl.DataFrame(_snapshots(load("a")[:1]), infer_schema_length=None)
    base = rows.row(0, named=True)["rules_primary"]
    for name, text in _adversarial(base):
        leg = rows.with_columns(rules_primary=pl.lit(text), rules_hash=pl.lit(name))
        # A set's text repeated may hold more abbreviations or brackets than the guards
        # let through; the texts built here sit just under them.
        if name.startswith(("repeated", "no full stop")) and _backend(leg) == "polars":
            continue
        assert _backend(leg) == "python", name
        start = time.perf_counter()
        extract_rules(leg, backend="python")
        assert time.perf_counter() - start < _BOUND_S, name


@pytest.mark.parametrize(
    "text",
    [
        "e.g. " * 2_000 + "the home team wins.",
        "Resolves Yes (" + "a (b) " * 300 + ") if Arsenal wins",
        _FILLER * 200,
        "A\x1fB resolves Yes",
        "Cafe\u0301 resolves Yes",
    ],
)
def test_texts_python_could_read_slowly_or_otherwise_go_the_native_way(text: str) -> None:
    rows = pl.DataFrame(_snapshots(load("a")[:1]), infer_schema_length=None)
    assert _backend(rows.with_columns(rules_primary=pl.lit(text))) == "polars"
