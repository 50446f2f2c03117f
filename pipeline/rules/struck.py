"""Struck-through wording: what a rule no longer says.

A venue that amends a rule in place may leave the old wording visible but struck through
("postponed by more than ~~48 hours~~ 24 hours", `<del>...</del>`, letters each carrying a
combining long stroke). The struck words are not the rule: read with them, the old window
and the new one are both in the sentence, and the first one found wins. So the reader reads
a copy of the text in which every struck span is blanked (spaces of the same length), and
each evidence it quotes from that copy is then taken at the same place of the real text, so
evidence stays an exact substring of the leg's rule text (the struck words included, as
the leg shows them).

A struck span is a marked one on one line: `~~...~~`, `<s>`, `<del>` or `<strike>` with its
closing tag, or a run of characters each followed by U+0336. An unclosed `~~` strikes
nothing.
"""

from __future__ import annotations

import re

import polars as pl

__all__ = ["PLAIN", "masked_text", "restore_evidence"]

_STRUCK = re.compile(
    r"~~(?!~)[^\n]+?~~|<(s|del|strike)>[^\n]*?</\1>|(?:[^\s\u0336]\u0336)+", re.IGNORECASE
)
_MARKS = ("~~", "<", "\u0336")
# The column holding a text as the leg shows it, beside the blanked copy read in its place.
PLAIN = "_plain"


def _blank(text: str | None) -> str | None:
    if text is None or not any(mark in text for mark in _MARKS):
        return text
    return _STRUCK.sub(lambda m: " " * len(m.group(0)), text)


def masked_text(text: pl.Expr) -> pl.Expr:
    """`text` with every struck span blanked (same length, so places carry over)."""
    return text.map_batches(
        lambda s: pl.Series([_blank(t) for t in s.to_list()], dtype=pl.String),
        return_dtype=pl.String,
    )


def restore_evidence(records: pl.DataFrame, read: str) -> pl.DataFrame:
    """`records` with each `*_evidence` quoted from the leg's own text (column PLAIN) at the
    place it was found in the blanked copy (column `read`); rows with nothing struck, the
    most by far, are left as they are."""
    # (Series, not a `select`: planning one against a staged frame's ~150 columns costs
    # more than the comparison on a few texts' read)
    changed = (records.get_column(read) != records.get_column(PLAIN)).fill_null(False)
    if not changed.any():
        return records
    columns = [c for c in records.columns if c.endswith("_evidence")]
    fixed = {c: records[c].to_list() for c in columns}
    plain, blanked = records[PLAIN].to_list(), records[read].to_list()
    for i in changed.arg_true().to_list():
        for c in columns:
            quote = fixed[c][i]
            at = -1 if quote is None else blanked[i].find(quote)
            if quote is not None and at >= 0:
                fixed[c][i] = plain[i][at : at + len(quote)]
    return records.with_columns(pl.Series(c, fixed[c], dtype=pl.String) for c in columns)
