"""Row-at-a-time reference of rule extraction: one text at a time, Python `re`, plain code.

The same clause patterns as the engine (`pipeline.rules.patterns`, translated only where
Python's syntax differs: `$` is `\\Z`), the same decisions as `extract.py`,
`timing_void.py` and `reading.py`, written as straight-line Python over one text. It is
B1's baseline and the engine's differential oracle (`tests/test_bench_reference.py`).

One liberty, for speed only: a sentence pattern (`sentence_with`, `clause_with` and
their continuations) is searched one sentence window at a time, after a cheap search for
its clause keywords, instead of over the whole text. Every pattern's match lies within
one sentence and the next (a sentence never crosses a terminator), so the matches are the
same; backtracking over a whole text made Python `re` take ~10 ms per pattern and text.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from pipeline.rules import patterns as P

__all__ = [
    "CONFLICT",
    "Finder",
    "Text",
    "agree",
    "clause",
    "coalesce",
    "extract_record",
    "group",
    "has",
    "items",
    "rules_text",
    "rx",
    "sentence",
    "strip",
]

CONFLICT = "conflict"
_S_UNIT = P._S  # the sentence unit every sentence pattern is built from
_C_UNIT = P._C  # the clause unit (a semicolon also ends it)


@functools.cache
def rx(pattern: str) -> re.Pattern[str]:
    """The Polars (Rust) pattern compiled for Python `re`."""
    return re.compile(re.sub(r"(?<!\\)\$", r"\\Z", pattern))


def has(pattern: str, s: str | None) -> bool | None:
    """`str.contains`: None for a null string."""
    return None if s is None else rx(pattern).search(s) is not None


def group(pattern: str, s: str | None, g: int) -> str | None:
    """`str.extract(pattern, g)`: group `g` of the first match."""
    if s is None:
        return None
    m = rx(pattern).search(s)
    return None if m is None else m.group(g)


def coalesce(*values: str | None) -> str | None:
    """`pl.coalesce`: the first value that is not None."""
    return next((v for v in values if v is not None), None)


def strip(s: str | None) -> str | None:
    """`str.strip_chars()`."""
    return None if s is None else s.strip()


class Text:
    """A text with its sentence and clause runs, found once."""

    def __init__(self, text: str) -> None:
        self.text = text
        self._runs: dict[str, list[tuple[int, int]]] = {}

    def runs(self, unit: str) -> list[tuple[int, int]]:
        """(start, end) of each maximal run of `unit`s: the sentences (or clauses)."""
        if unit not in self._runs:
            self._runs[unit] = [m.span() for m in rx(P.ci(f"(?:{unit})+")).finditer(self.text)]
        return self._runs[unit]


@dataclass(frozen=True)
class Finder:
    """A sentence pattern, keywords every match has in its first sentence, and its unit."""

    pattern: str
    keywords: tuple[str, ...]
    unit: str

    def find(self, t: Text, first_only: bool = False) -> list[str]:
        """Every non-overlapping match, left to right (`str.extract_all`)."""
        text = t.text
        pres = [rx(P.ci(k.removeprefix("(?i)"))) for k in self.keywords]
        full = rx(self.pattern)
        if any(pre.search(text) is None for pre in pres):
            return []
        runs, out, pos, k, size = t.runs(self.unit), [], 0, 0, len(text)
        while True:
            while k < len(runs) and runs[k][1] <= pos:
                k += 1
            # A match starting before the next sentence ends within it at the latest.
            if k + 1 < len(runs):
                accept, end = runs[k + 1][0], runs[k + 1][1]
            else:
                accept, end = size + 1, size
            m = None
            if all(
                (kw := pre.search(text, pos, end)) is not None and kw.start() < accept
                for pre in pres
            ):
                m = full.search(text, pos, end)
            if m is not None and m.start() < accept:
                out.append(m.group(0))
                if first_only:
                    return out
                pos = max(m.end(), m.start() + 1)
                continue
            if accept > size:
                return out
            pos = accept

    def first(self, t: Text) -> str | None:
        """The first match (`str.extract(pattern, 0)`)."""
        found = self.find(t, first_only=True)
        return found[0] if found else None


def sentence(*parts: str, ordered: bool = True) -> Finder:
    """`P.sentence_with(*parts)` as a Finder."""
    return Finder(P.sentence_with(*parts, ordered=ordered), parts, _S_UNIT)


def clause(part: str) -> Finder:
    """`P.clause_with(part)` as a Finder."""
    return Finder(P.clause_with(part), (part,), _C_UNIT)


def items(t: Text, finder: Finder, classify: Callable[[str], Any]) -> list[tuple[str, Any]]:
    """`reading.clause_items`: (clause stripped, value) per matching clause."""
    return [(c.strip(), classify(c)) for c in finder.find(t)]


def agree(
    found: Sequence[tuple[str, Any]],
    key: Callable[[Any], str | None] | None = None,
    *,
    strict: bool = False,
) -> tuple[Any, str, str | None]:
    """`reading.agree`: (value, status, evidence) of a clause list."""
    keyed = key or (lambda v: v)
    labelled = [(s, v) for s, v in found if keyed(v) is not None]
    keys = [keyed(v) for _, v in labelled]
    distinct = len(set(keys))
    agreed = distinct == 1 and CONFLICT not in keys
    consistent = distinct <= 1 and CONFLICT not in keys
    unread = len(found) > len(keys)
    if strict:
        agreed = agreed and not unread
    if agreed:
        status = "recognized"
    elif not consistent:
        status = "conflicting"
    elif found:
        status = "unrecognized"
    else:
        status = "absent"
    evidence = labelled[0][0] if labelled else None
    if strict and unread and consistent:
        evidence = next(s for s, v in found if keyed(v) is None)
    if evidence is None and found:
        evidence = found[0][0]
    return (labelled[0][1] if agreed else None), status, evidence


def rules_text(row: dict[str, Any]) -> str:
    """`schemas.rules_text_expr()` of one leg."""
    source = row.get("resolution_source") or ""
    sources = "; ".join(row.get("settlement_sources") or [])
    parts = [
        row.get("rules_primary") or "",
        row.get("rules_secondary") or "",
        f"Resolution source: {source}" if source != "" else "",
        f"Settlement sources: {sources}" if sources != "" else "",
    ]
    return "\n\n".join(p for p in parts if p != "")


def extract_record(row: dict[str, Any]) -> dict[str, Any]:
    """The rule record (RULE_RECORD_SCHEMA) of one leg's rule columns."""
    from bench.reference_rules import abandon_items, family, outcome, scope, source, timing_void
    from pipeline.rules.clauses import merged, needs_clauses
    from pipeline.rules.family import listing_line
    from pipeline.rules.fixed import payout_on_fixed
    from pipeline.rules.meaning import outcome_by_meaning
    from pipeline.rules.readcopy import quoted_from, reading_copy

    sources = "; ".join(row.get("settlement_sources") or [])
    # The engine reads the reading copy of the text and quotes evidence back from the text.
    plain = rules_text(row)
    text = reading_copy(plain)
    series = f"Settlement sources: {sources}" if sources != "" else None
    if series is None:
        own = text
    elif text == series:
        own = ""
    else:
        own = text.removesuffix("\n\n" + series)
    t, o = Text(text), Text(own)
    record: dict[str, Any] = {"rules_hash": row["rules_hash"], "venue": row.get("venue")}
    record.update(scope(t))
    record.update(outcome(t))
    record.update(source(o, t, series, row.get("settlement_sources") or []))
    if record["outcome_status"] in ("unrecognized", "absent"):
        found = outcome_by_meaning(text, row.get("outcome_label"), row.get("event_title"))
        if found is not None:
            kind, team, evidence = found
            record.update(
                outcome_kind=kind,
                outcome_team=team,
                outcome_status="recognized",
                outcome_evidence=evidence,
            )
    record.update(family(row, t, record))
    record["outcome_derived_from"] = None
    listed = listing_line(record["family"], row.get("outcome_label"), row.get("title"))
    line = record["outcome_line"]
    if line is not None and listed is not None and line != listed:
        record["outcome_derived_from"] = (
            f"listing: {row.get('outcome_label') or row.get('title')} (line {listed});"
            f" the text states line {line}"
        )
        record.update(outcome_line=None, outcome_status="conflicting")
    record.update(timing_void(t, record["outcome_kind"]))
    if needs_clauses(record):
        clause_row = {**record, "_abandon_clause": bool(abandon_items(t))}
        record.update(merged(clause_row, text, record["outcome_kind"]))
    branches = ("void_cancelled", "void_abandoned", "void_postponed_long")
    if any(record[c] == "fixed_outcome" for c in branches):
        payout = payout_on_fixed(
            record["void_fixed_outcome"],
            record["family"],
            record["outcome_side"],
            record["outcome_line"],
            text,
            record["void_cancelled_evidence"],
        )
        unread = False
        for c in branches:
            if record[c] == "fixed_outcome":
                record[c] = payout or "unknown"
                if payout is None:
                    record[f"{c}_status"] = "unrecognized"
                    unread = True
        if unread and record["void_status"] != "conflicting":
            record["void_status"] = "unrecognized"
    if text != plain:
        for c in [c for c in record if c.endswith("_evidence")]:
            record[c] = quoted_from(plain, record[c])
    return record
