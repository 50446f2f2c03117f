"""The track record's figures: per scope, the confusion matrices of its resolved events.

Split from `pipeline/trackrecord.py` (which builds the events these count): its own concern,
the counts and the rates made of them. A resolved event is a settled one; its truth is
`divergent`. The predictions are the scored verdict (`positive`, the spec's figures), each
rule-dimension code ("the event's latest verdicts carry it"), and the flags split by what
they warn of: the legs may pay differently when the match is played (or that could not be
read), or only when it is not played as scheduled (`if_played` = equivalent). Beside them,
what a service that flags every match would score on the same events.

Every count of every scope comes from one grouped pass over the events table: the eight
small queries it replaced (four per scope) cost about 0.1 s of CPU at B4, mostly per-query
overhead, for a few dozen numbers. Rates are made here from the counts: a true division of
two integers is the correctly rounded quotient, as DuckDB's division of the same counts.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import duckdb

__all__ = ["scope_figures"]

_OUTCOMES = ("true_positives", "false_positives", "true_negatives", "false_negatives")
# The four counts of a prediction `p`, in `_OUTCOMES` order (a null `p` counts in none).
_MATRIX = (
    "count(*) FILTER (WHERE ({p}) AND divergent)",
    "count(*) FILTER (WHERE ({p}) AND NOT divergent)",
    "count(*) FILTER (WHERE NOT ({p}) AND NOT divergent)",
    "count(*) FILTER (WHERE NOT ({p}) AND divergent)",
)
_KINDS = {
    "if_played": "positive AND if_played <> 'equivalent'",
    "tail_only": "positive AND if_played = 'equivalent'",
}


def _predictions(codes: Sequence[str]) -> dict[str, str]:
    """Each prediction's SQL over an event row, keyed by the name its counts go under."""
    out = {"positive": "positive"}
    for code in codes:
        # Our own code names (capitals and underscores): written into the SQL as they are.
        out[f"code:{code}"] = f"list_contains(codes, '{code}')"
    out.update({f"kind:{k}": p for k, p in _KINDS.items()})
    return out


def _rates(counts: dict[str, int]) -> dict[str, float | None]:
    """Precision and recall of one matrix, null when their denominator is zero."""
    tp, fp, fn = counts["true_positives"], counts["false_positives"], counts["false_negatives"]
    return {
        "precision": tp / (tp + fp) if tp + fp > 0 else None,
        "recall": tp / (tp + fn) if tp + fn > 0 else None,
    }


def scope_figures(
    con: duckdb.DuckDBPyConnection, table: str, scopes: Sequence[int], codes: Sequence[str]
) -> dict[int, dict[str, Any]]:
    """Per scope of `table` (an events table with a `scope` column), its figures: `summary`
    (resolved matches and the matrix of the scored verdict), `by_code` (one row per code of
    `codes`, in their order), `baseline` and `split` (if-played, then tail-only)."""
    predictions = _predictions(codes)
    columns = ["scope", "count(*)"]
    for p in predictions.values():
        columns += [m.format(p=p) for m in _MATRIX]
    rows = con.execute(
        f"SELECT {', '.join(columns)} FROM {table} WHERE settled GROUP BY scope"
    ).fetchall()
    found = {int(r[0]): [int(x) for x in r[1:]] for r in rows}
    out: dict[int, dict[str, Any]] = {}
    for scope in scopes:
        # A scope without a resolved event has no group: every count is zero.
        resolved, *flat = found.get(scope, [0] * (1 + 4 * len(predictions)))
        matrices = {
            name: dict(zip(_OUTCOMES, flat[4 * i : 4 * i + 4], strict=True))
            for i, name in enumerate(predictions)
        }
        positive = matrices["positive"]
        # The scored verdict is never null: its matrix splits the resolved events in four.
        diverged = positive["true_positives"] + positive["false_negatives"]

        def row(key: str, value: str, m: dict[str, int]) -> dict[str, Any]:
            flagged = m["true_positives"] + m["false_positives"]
            return {key: value, "flagged": flagged, **m, **_rates(m)}

        summary: dict[str, Any] = {"resolved_matches": resolved, **positive, **_rates(positive)}
        out[scope] = {
            "summary": summary,
            "by_code": [row("code", c, matrices[f"code:{c}"]) for c in codes],
            "baseline": {
                "flagged": resolved,
                "true_positives": diverged,
                "false_positives": positive["false_positives"] + positive["true_negatives"],
                "precision": diverged / resolved if resolved > 0 else None,
                "recall": 1.0 if diverged > 0 else None,
            },
            "split": [row("kind", k, matrices[f"kind:{k}"]) for k in _KINDS],
        }
    return out
