"""A few new texts are read by walking the reader's own expressions in Python.

An on-demand audit's one or two new texts go through the reader's stages with the
`python` regex backend; each stage expression the memo lacks is walked in Python from its
twin's serialized tree (`rx.as_tree`: native regex nodes, run through `rx`'s own searches;
`pipeline.rules.rowexpr`, `rowtext`, `rowlists`, `rowscalar`), and only what the walk does
not take is planned by Polars. Here a fifth of every held-out set's texts is read alone
that way and compared, column by column, with the records the frame path (Polars' own
regexes, all of the sets' texts in one call, `tests.heldout`) gives it.
"""

from __future__ import annotations

from collections import Counter

import polars as pl
import pytest

from bench.synthetic import coverage
from pipeline.rules import extract, recall, rowexpr
from pipeline.rules.recall import InputMemo
from tests import heldout
from tests.heldout import every_set


def _fresh_memos(monkeypatch: pytest.MonkeyPatch) -> None:
    # Each test reads with memos of its own, as a new process does (values another test's
    # texts left behind would stand in for the walk).
    monkeypatch.setattr(
        extract,
        "_READ_MEMOS",
        {
            b: InputMemo(extract._MEMO_KEYS, extract._MEMO_KEY_CHARS, extract._MEMO_GIVE_UP)
            for b in ("python", "polars")
        },
    )


def _counting(monkeypatch: pytest.MonkeyPatch) -> Counter[str]:
    """Counts of stage expressions walked in Python and of Polars queries run."""
    counts: Counter[str] = Counter()
    walk, run = extract._by_tree, recall._run

    def by_tree(*args, **kwargs):  # type: ignore[no-untyped-def]
        got = walk(*args, **kwargs)
        counts["walked"] += sum(g is not None for g in got)
        return got

    def queried(*args, **kwargs):  # type: ignore[no-untyped-def]
        counts["queries"] += 1
        return run(*args, **kwargs)

    monkeypatch.setattr(extract, "_by_tree", by_tree)
    monkeypatch.setattr(recall, "_run", queried)
    return counts


def _same(want: pl.DataFrame, got: pl.DataFrame) -> None:
    assert got.columns == want.columns
    assert got["rules_hash"].to_list() == want["rules_hash"].to_list()
    for column in want.columns:
        assert got[column].dtype == want[column].dtype, column
        differ = want.with_row_index().filter(pl.col(column).ne_missing(got[column]))
        assert differ.is_empty(), (column, differ.head(3).to_dicts())


# Every fifth text of each set (a different fifth each set), read alone: ~20-30 ms of CPU
# a text, so all ~7,600 cost the suite three minutes and a third of them (the share until
# the sets grew to 51) over a minute; a fifth of every set still passes each set's wordings
# through every stage the walk takes.
_EVERY = 5


@pytest.mark.parametrize("which", every_set())
def test_heldout_texts_read_alone_by_tree_as_by_frame(
    which: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    legs = heldout.snapshots(which)
    frame = heldout.records(which)  # the frame path's records, read once for the run
    _fresh_memos(monkeypatch)
    counts = _counting(monkeypatch)
    texts = legs.unique("rules_hash", keep="first", maintain_order=True)
    first = sum(map(ord, which)) % _EVERY
    picked = range(first, texts.height, _EVERY)
    alone = pl.concat([extract.extract_rules(texts.slice(i, 1)) for i in picked])
    want = pl.concat([frame.filter(pl.col("rules_hash") == h) for h in alone["rules_hash"]])
    _same(want, alone)
    assert counts["walked"] > 0


def test_a_new_text_alone_costs_few_queries(monkeypatch: pytest.MonkeyPatch) -> None:
    """Past the first text, a new text's stages are walked in Python, the reader's own
    Python functions (`rx.map_python`) included: before the walk, about fourteen Polars
    queries a text."""
    legs = coverage(12, seed=31).legs
    _fresh_memos(monkeypatch)
    extract.extract_rules(legs.slice(0, 1))
    counts = _counting(monkeypatch)
    texts = legs.unique("rules_hash", keep="first", maintain_order=True).slice(1, 10)
    for i in range(texts.height):
        extract.extract_rules(texts.slice(i, 1))
    assert counts["walked"] > 0
    assert counts["queries"] <= texts.height


def test_what_the_walk_leaves_is_read_by_polars(monkeypatch: pytest.MonkeyPatch) -> None:
    """With the walk taking nothing, every stage goes to Polars: the same records."""
    legs = coverage(6, seed=37).legs
    texts = legs.unique("rules_hash", keep="first", maintain_order=True)
    frame = extract.extract_rules(texts, backend="polars")
    _fresh_memos(monkeypatch)
    monkeypatch.setattr(rowexpr, "_program", lambda expr: None)
    alone = pl.concat([extract.extract_rules(texts.slice(i, 1)) for i in range(texts.height)])
    _same(frame, alone)
