"""A large engine call runs its independent steps side by side (`pipeline.rules.beside`):
the answer is the one the steps give one after another, errors come as they did."""

from __future__ import annotations

import threading

import polars as pl
import pytest

from bench.synthetic import NOW, STALE_AFTER_S, Coverage, coverage
from pipeline import precompute
from pipeline.errors import NotCovered
from pipeline.precompute import RuleCache, audit_requests
from pipeline.rules import beside as B
from pipeline.rules import compare, keyed


@pytest.fixture(scope="module")
def cov() -> Coverage:
    return coverage(300, seed=11)


@pytest.fixture(scope="module")
def rules(cov: Coverage) -> pl.DataFrame:
    return RuleCache().read(cov.legs)


def test_a_step_runs_beside_the_caller_only_on_a_large_call() -> None:
    def where() -> str:
        return threading.current_thread().name

    assert B.beside(B.LARGE, where).result().startswith("engine-beside")
    assert B.beside(B.LARGE - 1, where).result() == threading.current_thread().name

    calls: list[int] = []

    def counted() -> int:
        calls.append(1)
        return len(calls)

    for rows in (B.LARGE, 1):  # asked for twice, run once, on either thread
        step = B.beside(rows, counted)
        assert step.result() == step.result() == len(calls)
    assert len(calls) == 2

    def fails() -> None:
        raise KeyError("x")

    for rows in (B.LARGE, 1):
        with pytest.raises(KeyError):
            B.beside(rows, fails).result()


def test_a_forked_child_gets_a_worker_of_its_own(monkeypatch: pytest.MonkeyPatch) -> None:
    """After a fork the child's executor has no thread: `_forked` (run in the child by
    `os.register_at_fork`) gives it a new one, so a step does not wait for ever."""
    monkeypatch.setattr(B, "_POOL", B._POOL)  # restored after the test
    parent = B._POOL
    B._forked()
    assert B._POOL is not parent
    assert B.beside(B.LARGE, lambda: threading.current_thread().name).result() != (
        threading.current_thread().name
    )


@pytest.mark.parametrize("mode", ["advisory", "strict"])
def test_side_by_side_gives_the_frame_of_one_step_after_another(
    cov: Coverage, rules: pl.DataFrame, mode: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Every step that can run beside does (LARGE 1: the rule ids, the per-pair
    candidates, half the candidates' inputs, the lists' plain fields), against none."""

    def run() -> pl.DataFrame:
        monkeypatch.setattr(compare, "_MEMO", keyed.CombinationMemo())
        stale = STALE_AFTER_S
        return audit_requests(
            cov.requests, cov.legs, now=NOW, stale_after_s=stale, mode=mode, rules=rules
        )

    threads: list[str] = []
    submit = B._POOL.submit

    def counted(*args: object, **kwargs: object) -> object:
        threads.append("beside")
        return submit(*args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(keyed, "_FEW", 0)  # the candidates on their distinct inputs
    monkeypatch.setattr(B, "LARGE", 10**9)
    alone = run()
    assert not threads
    monkeypatch.setattr(B, "LARGE", 1)
    monkeypatch.setattr(B._POOL, "submit", counted)
    side_by_side = run()
    assert len(threads) >= 4  # rule ids, rowwise candidates, candidates, list fields
    assert alone.equals(side_by_side)
    assert {"OUTCOME_MISMATCH", "STALE_SNAPSHOT", "THIN_LIQUIDITY"} <= set(
        side_by_side["divergences"].explode().struct.field("code").drop_nulls()
    )


def test_unread_legs_are_refused_before_markets_missing_from_them(
    cov: Coverage, rules: pl.DataFrame, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The legs' columns are checked (ValueError) before their markets are looked for
    (NotCovered), as when the rule ids were worked out first, whichever thread runs them."""
    monkeypatch.setattr(B, "LARGE", 1)
    unread = cov.legs.drop("fetched_at")
    elsewhere = cov.requests.with_columns(a_market_id=pl.lit("nowhere"))
    with pytest.raises(ValueError, match="fetched_at"):
        audit_requests(elsewhere, unread, now=NOW, stale_after_s=STALE_AFTER_S, rules=rules)
    with pytest.raises(NotCovered):
        audit_requests(elsewhere, cov.legs, now=NOW, stale_after_s=STALE_AFTER_S, rules=rules)
    assert "fetched_at" in precompute.LEG_IDENTITY_COLUMNS
