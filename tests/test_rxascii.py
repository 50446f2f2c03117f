"""Texts read with the patterns' ASCII classes and word boundaries (`rxascii`).

The rewrite must find the same matches where no string holds a non-ASCII word or space
character (the held-out sets read both ways give the same records) and must never reach a
text holding one, where the classes differ ("Köln's own website" is matched whole only
when "ö" is a word character, "regular time" with a no-break space is a scope only when it
is a space).
"""

from __future__ import annotations

import polars as pl
import pytest

from pipeline.rules import extract, rx
from pipeline.rules import patterns as P
from pipeline.rules.rxascii import ascii_classes, ascii_rows
from tests import heldout

# More texts than `extract.PYTHON_READ_MAX_TEXTS`: the bulk (native) reading.
_BULK = extract.PYTHON_READ_MAX_TEXTS + 8


def _all_ascii(frame: pl.DataFrame) -> pl.Series:
    return pl.Series("_ascii", [True] * frame.height, dtype=pl.Boolean)


def _none_ascii(frame: pl.DataFrame) -> pl.Series:
    return pl.Series("_ascii", [False] * frame.height, dtype=pl.Boolean)


def _legs(texts: list[str]) -> pl.DataFrame:
    """`_BULK` legs, the texts in turn (each copy a distinct text)."""
    n = _BULK
    return pl.DataFrame(
        {
            "venue": ["venue_one"] * n,
            "rules_hash": [f"h{i}" for i in range(n)],
            "rules_primary": [texts[i % len(texts)] + " " * (i // len(texts)) for i in range(n)],
            "rules_secondary": [""] * n,
            "resolution_source": [None] * n,
            "settlement_sources": [[] for _ in range(n)],
        },
        schema_overrides={
            "resolution_source": pl.String(),
            "settlement_sources": pl.List(pl.String()),
        },
    )


def test_classes_are_rewritten_and_nothing_else() -> None:
    assert ascii_classes(r"(?i)\bofficial\s+\w+\B") == (
        r"(?i)(?-u:\b)official[\t\n\x0B\x0C\r\x20]+[0-9A-Za-z_]+(?-u:\B)"
    )
    assert ascii_classes(r"[\w'’]+\d") == r"[0-9A-Za-z_'’]+[0-9]"
    assert ascii_classes(r"[^\s,]") == r"[^\t\n\x0B\x0C\r\x20,]"
    # escaped backslashes, negated classes, a `]` first in a class, nested classes
    assert ascii_classes(r"\\w\W\S\D\p{L}") == r"\\w\W\S\D\p{L}"
    assert ascii_classes(r"[]\w][^]\d]") == r"[]0-9A-Za-z_][^]0-9]"
    assert ascii_classes(r"[a[\s]]\w") == r"[a[\t\n\x0B\x0C\r\x20]][0-9A-Za-z_]"


def test_a_non_ascii_word_character_is_where_the_classes_differ() -> None:
    texts = pl.Series(["Köln's own website", "Koln's own website"])
    pattern = P.OFFICIAL
    native = texts.str.extract_all(pattern).to_list()
    rewritten = texts.str.extract_all(ascii_classes(pattern)).to_list()
    assert native[1] == rewritten[1]  # ASCII: the same
    assert native[0] != rewritten[0]  # "ö" a word character for `\w` only


def test_rows_are_ascii_only_when_every_string_is() -> None:
    frame = pl.DataFrame(
        {
            "_text": ["plain", "plain", "→ it’s – “quoted”", "no\u00a0break", None],
            "title": ["Köln", "x", "x", "x", None],
            "sources": [["a"], [], ["b"], [], None],
            "line": [1.5, None, 2.0, None, None],
        }
    )
    # a letter and a space outside ASCII are unsafe; symbols and punctuation are not
    assert ascii_rows(frame).to_list() == [False, True, True, False, True]
    frame = frame.with_columns(sources=pl.Series([["a"], ["Bodø"], ["b"], [], None]))
    assert ascii_rows(frame).to_list() == [False, False, True, False, True]
    nested = frame.with_columns(kept=pl.struct(pl.col("_text")))
    assert not ascii_rows(nested).any()


def test_a_text_with_a_unicode_space_is_not_read_with_ascii_classes(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Fails if every text were read the ASCII way: "regular time" written with a no-break
    space is a scope for `\\s` only."""
    legs = _legs(
        [
            "If Koln wins in regular\u00a0time, this market resolves to Yes. Official results "
            "from the Bundesliga resolve this market.",
            "If Koln wins in regular time, this market resolves to Yes. Official results "
            "from the Bundesliga resolve this market.",
        ]
    )
    read = extract.extract_rules(legs)
    assert read["scope"].to_list()[:2] == ["regulation", "regulation"]
    monkeypatch.setattr(extract, "ascii_rows", _none_ascii)
    assert read.equals(extract.extract_rules(legs))
    monkeypatch.setattr(extract, "ascii_rows", _all_ascii)
    forced = extract.extract_rules(legs)
    assert forced["scope_status"][0] == "absent"
    assert forced.slice(1, 1).equals(read.slice(1, 1))


def test_heldout_ascii_texts_read_alike_both_ways(monkeypatch: pytest.MonkeyPatch) -> None:
    """Every held-out set's texts (every third distinct one): the same records read as the
    reader does (most of them with the ASCII classes) as with the patterns as written,
    column by column."""
    rows = pl.concat(
        [heldout.snapshots(s) for s in heldout.every_set()], how="diagonal_relaxed"
    ).unique("rules_hash", keep="first", maintain_order=True)
    present = [c for c in (*extract.RULE_INPUT_COLUMNS, *extract.LISTING_COLUMNS) if c in rows]
    rows = rows.select(present).gather_every(3)
    found = ascii_rows
    seen: list[int] = []

    def counted(frame: pl.DataFrame) -> pl.Series:
        ascii = found(frame)
        seen.append(int(ascii.sum()))
        return ascii

    monkeypatch.setattr(extract, "ascii_rows", counted)
    fast = extract.extract_rules(rows)
    assert sum(seen) > rows.height // 2  # most held-out texts are read the ASCII way
    monkeypatch.setattr(extract, "ascii_rows", _none_ascii)
    written = extract.extract_rules(rows)
    assert fast.columns == written.columns
    for column in fast.columns:
        differ = fast.with_row_index().filter(pl.col(column).ne_missing(written[column]))
        assert differ.is_empty(), (column, differ.head(3).to_dicts())


def test_the_python_backend_is_not_rewritten() -> None:
    with rx.using("python"), rx.ascii_texts():
        assert rx._native(r"\w") == "[0-9A-Za-z_]"  # the native operations only
        expr = rx.contains(pl.col("t"), r"^\w+$")
    out = pl.DataFrame({"t": ["Köln", "Koln"]}).select(expr).to_series().to_list()
    assert out == [True, True]
