"""The held-out reading sets (`tests/data/reading/`), written blind: the reader's measure.

Sets (a) and (b) read with zero misreads (a confident, wrong value) and that is held here;
on set (a) the share read correctly is a ratchet: it fails the moment a change loses a
correct reading, and its floor only goes up (acceptance is 97 %; see the README's reading figures).
"""

from __future__ import annotations

from bench.reading import load, score_set

# Measured on set (a), 320 legs x 8 dimensions; raise MIN_CORRECT as the reader improves.
MAX_MISREADS = 0
MIN_CORRECT = 2418


def test_set_a_reads_no_worse_than_the_last_measure() -> None:
    score = score_set(load("a"))
    total = score.total()
    misreads = [m for m in score.misses if m["verdict"] == "misread"]
    assert total["misread"] <= MAX_MISREADS, misreads
    assert total["correct"] >= MIN_CORRECT


def test_set_b_reads_with_no_misread() -> None:
    score = score_set(load("b"))
    misreads = [m for m in score.misses if m["verdict"] == "misread"]
    assert score.total()["misread"] <= MAX_MISREADS, misreads
