"""The track record's figures per scope, from one grouped pass over a small events table."""

from __future__ import annotations

import duckdb
import polars as pl

from pipeline.trackfigures import scope_figures

CODES = ["SCOPE_MISMATCH", "TIMING_MISMATCH"]


def _events() -> pl.DataFrame:
    # Scope 0: five resolved events and one unsettled; scope 1: only an unsettled one.
    return pl.DataFrame(
        {
            "scope": [0, 0, 0, 0, 0, 0, 1],
            "settled": [True, True, True, True, True, False, False],
            "divergent": [True, False, True, False, False, None, None],
            "positive": [True, True, False, False, True, True, True],
            "codes": [
                ["SCOPE_MISMATCH"],
                ["TIMING_MISMATCH"],
                [],
                [],
                ["SCOPE_MISMATCH", "TIMING_MISMATCH"],
                ["SCOPE_MISMATCH"],
                ["SCOPE_MISMATCH"],
            ],
            "if_played": [
                "divergent",
                "equivalent",
                "equivalent",
                "equivalent",
                "unknown",
                "divergent",
                "divergent",
            ],
        }
    )


def test_each_scope_counts_its_resolved_events_once_per_prediction() -> None:
    con = duckdb.connect()
    con.register("events", _events())
    figures = scope_figures(con, "events", (0, 1), CODES)
    latest = figures[0]
    assert latest["summary"] == {
        "resolved_matches": 5,
        "true_positives": 1,
        "false_positives": 2,
        "true_negatives": 1,
        "false_negatives": 1,
        "precision": 1 / 3,
        "recall": 0.5,
    }
    assert latest["by_code"] == [
        {
            "code": "SCOPE_MISMATCH",
            "flagged": 2,
            "true_positives": 1,
            "false_positives": 1,
            "true_negatives": 2,
            "false_negatives": 1,
            "precision": 0.5,
            "recall": 0.5,
        },
        {
            "code": "TIMING_MISMATCH",
            "flagged": 2,
            "true_positives": 0,
            "false_positives": 2,
            "true_negatives": 1,
            "false_negatives": 2,
            "precision": 0.0,
            "recall": 0.0,
        },
    ]
    assert latest["baseline"] == {
        "flagged": 5,
        "true_positives": 2,
        "false_positives": 3,
        "precision": 0.4,
        "recall": 1.0,
    }
    # If played: the flagged events whose legs may pay differently when played (2 of them);
    # tail only: the flagged one that pays the same whenever the match is played.
    assert [(r["kind"], r["flagged"], r["true_positives"]) for r in latest["split"]] == [
        ("if_played", 2, 1),
        ("tail_only", 1, 0),
    ]
    assert latest["split"][1]["precision"] == 0.0 and latest["split"][1]["recall"] == 0.0
    # A scope without a resolved event: zeros, and null rates.
    empty = figures[1]
    assert empty["summary"]["resolved_matches"] == 0 and empty["summary"]["precision"] is None
    assert all(r["flagged"] == 0 and r["recall"] is None for r in empty["by_code"])
    assert empty["baseline"] == {
        "flagged": 0,
        "true_positives": 0,
        "false_positives": 0,
        "precision": None,
        "recall": None,
    }
