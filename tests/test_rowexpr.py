"""The comparison's expressions walked in Python (`pipeline.rules.rowexpr`) answer as Polars.

An audit's few combinations take the candidates the memo lacks from the Python walk of
their own trees; here both routes run over every combination of many pairs (a 2,000-pair
synthetic sample, and the held-out reading sets' legs paired), each interpreted column
checked against the one Polars gives on the same rows, and the verdict frames compared.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Mapping, Sequence
from datetime import UTC, datetime, timedelta

import polars as pl
import pytest

from bench.reading import SETS, _snapshots, load
from bench.synthetic import NOW, STALE_AFTER_S, coverage
from pipeline.precompute import RuleCache, audit_requests
from pipeline.rules import compare, keyed, recall, rowexpr
from pipeline.rules.compare import audit_frame, pair_frame

Interpret = Callable[
    [Sequence[tuple[pl.Expr, Sequence[str]]], Mapping[str, pl.Series], Sequence[str]],
    list[pl.Series | None],
]


def _checking(counts: Counter[str]) -> Interpret:
    """`rowexpr.evaluate`, each column it gives checked against Polars' on the same rows."""

    def interpret(
        exprs: Sequence[tuple[pl.Expr, Sequence[str]]],
        columns: Mapping[str, pl.Series],
        names: Sequence[str],
    ) -> list[pl.Series | None]:
        got = rowexpr.evaluate(exprs, columns, names)
        frame = pl.DataFrame(list(columns.values()))
        want = recall._run(frame, exprs, dict(columns))
        for value, expected, name in zip(got, want, names, strict=True):
            if value is None:
                counts["polars"] += 1
                continue
            counts["python"] += 1
            assert value.dtype == expected.dtype, name
            # Null where Polars' is null (a null struct is not a struct of nulls).
            assert value.is_null().to_list() == expected.is_null().to_list(), name
            differ = (
                pl.DataFrame([value.alias("got"), expected.alias("want")])
                .with_row_index()
                .filter(pl.col("got").ne_missing(pl.col("want")))
            )
            assert differ.is_empty(), (name, differ.head(3).to_dicts())
        return got

    return interpret


def _both_routes(
    monkeypatch: pytest.MonkeyPatch, run: Callable[[], pl.DataFrame]
) -> tuple[pl.DataFrame, pl.DataFrame, Counter[str]]:
    """`run` with every combination recalled or evaluated few at a time (memo cold),
    by Polars alone and through the checked Python walk."""
    monkeypatch.setattr(keyed, "_FEW", 10**9)
    monkeypatch.setattr(compare, "_MEMO", keyed.CombinationMemo())
    monkeypatch.setattr(keyed, "_interpreter", lambda frame: None)
    plain = run()
    counts: Counter[str] = Counter()
    monkeypatch.setattr(compare, "_MEMO", keyed.CombinationMemo())
    monkeypatch.setattr(keyed, "_interpreter", lambda frame: _checking(counts))
    walked = run()
    return plain, walked, counts


def test_every_synthetic_pair_of_a_2k_sample_gets_the_same_verdict_row(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    cov = coverage(2_000, seed=17)
    legs = RuleCache().attach(cov.legs)
    requests = cov.requests.with_columns(
        # Held sides and notionals varied: the payouts and depths read them.
        b_held=pl.when(pl.int_range(pl.len()) % 3 == 0).then(pl.lit("no")).otherwise(pl.lit("yes")),
        notional_usd=pl.when(pl.int_range(pl.len()) % 2 == 0).then(pl.lit(500.0)),
    )

    def run() -> pl.DataFrame:
        return audit_requests(requests, legs, now=NOW, stale_after_s=STALE_AFTER_S)

    plain, walked, counts = _both_routes(monkeypatch, run)
    assert plain.height == requests.height
    assert plain.equals(walked)
    # Every expression was walked in Python: none was left to Polars.
    assert counts["python"] > 0 and counts["polars"] == 0, counts


def _paired_heldout() -> pl.DataFrame:
    """Each held-out set's venue_one legs paired in order with its venue_two legs (and
    each with the next one too), as pair frame rows with their rule records."""
    rows = []
    for which in SETS:
        legs = load(which)
        snaps = pl.DataFrame(_snapshots(legs), infer_schema_length=None).with_columns(
            home=pl.Series([leg["home"] for leg in legs], dtype=pl.String),
            away=pl.Series([leg["away"] for leg in legs], dtype=pl.String),
        )
        one = snaps.filter(pl.col("venue") == "venue_one")
        two = snaps.filter(pl.col("venue") == "venue_two")
        n = min(one.height, two.height)
        if n < 2:
            continue
        # Each venue_one leg with its own venue_two leg, then with the next one.
        rows.extend(
            (one.head(n), two.head(n).select(pl.all().shift(-shift).fill_null(pl.all().first())))
            for shift in (0, 1)
        )
    return paired(rows)


def paired(rows: list[tuple[pl.DataFrame, pl.DataFrame]]) -> pl.DataFrame:
    """The pair frame of (venue_one legs, venue_two legs) paired row by row, results paid,
    held sides, knockout flags and notionals varied from pair to pair."""
    a = pl.concat([r[0] for r in rows], how="vertical_relaxed")
    b = pl.concat([r[1] for r in rows], how="vertical_relaxed")
    k = pl.int_range(a.height, eager=True)
    pays = pl.Series(["home", "draw", "away", "advance_home", "unknown"])
    a = a.with_columns(
        pays_on=pays.gather(k % 5), held=pl.Series(["yes", "no"]).gather(k % 2), final=False
    )
    b = b.with_columns(pays_on=pays.gather((k // 5) % 5), held=pl.lit("yes"), final=False)
    keys = pl.DataFrame(
        {
            "pair_id": [f"p{i}" for i in range(a.height)],
            "canonical_event_id": [f"e{i}" for i in range(a.height)],
            "knockout": (k % 2 == 0).to_list(),
            "notional_usd": [None if i % 2 else 250.0 for i in range(a.height)],
        }
    )
    return pair_frame(keys, a, b)


def test_the_heldout_sets_legs_paired_get_the_same_verdict_rows(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    pairs = _paired_heldout()
    at = datetime(2026, 12, 5, 12, tzinfo=UTC)

    def run() -> pl.DataFrame:
        return audit_frame(pairs, now=at, stale=False, mode="advisory")

    plain, walked, counts = _both_routes(monkeypatch, run)
    assert plain.height == pairs.height > 1_000
    assert plain.equals(walked)
    assert counts["python"] > 0 and counts["polars"] == 0, counts


INF = float("inf")
_NULLS = pl.DataFrame(
    {
        "s": ["a", None, "b c ", " x\u00a0", "a"],
        "t": ["a", "b", None, "z", None],
        "p": [True, None, False, True, None],
        "q": [None, True, False, None, False],
        "n": [1, None, 3, 4, 5],
        "f": [1.5, None, INF, -2.0, 0.0],
        "w": ["open", "a:b:c", None, "x", "12:h"],
        "l": [["a", None, "b"], None, [], ["c"], [None]],
        "d": [
            datetime(2026, 1, 1, tzinfo=UTC),
            None,
            datetime(2026, 1, 2, tzinfo=UTC),
            datetime(2026, 1, 1, 4, tzinfo=UTC),
            datetime(2025, 12, 31, 23, tzinfo=UTC),
        ],
        "e": [datetime(2026, 1, 1, 3, tzinfo=UTC)] * 4 + [None],
    }
)

_EXPRS = [
    pl.col("s") == pl.col("t"),
    pl.col("s") != pl.lit("a"),
    pl.col("s").eq_missing(pl.col("t")),
    pl.col("p") & pl.col("q"),
    pl.col("p") | pl.col("q"),
    ~pl.col("p"),
    pl.any_horizontal(pl.col("p"), pl.col("q"), pl.col("s").is_null()),
    pl.col("s").is_in(["a", "b c "]),
    pl.col("s").fill_null("none").is_in(["none"]),
    pl.when(pl.col("p")).then(pl.col("s")).otherwise(pl.lit("other")),
    pl.when(pl.col("q")).then(pl.lit(INF)).otherwise(pl.col("f")),
    pl.min_horizontal(pl.col("f"), pl.when(pl.col("p")).then(pl.lit(INF)), pl.lit(2.0)),
    pl.col("n").cast(pl.Float64) >= pl.col("f"),
    pl.col("n").cast(pl.String),
    pl.col("p").cast(pl.String),
    pl.format("{} and {} ({})", pl.col("s"), pl.col("p"), pl.col("n")),
    pl.format("line {}", pl.col("f")),
    pl.col("f").cast(pl.String),
    pl.concat_str(pl.col("s"), pl.col("t"), separator="; ", ignore_nulls=True),
    pl.concat_str(pl.col("s"), pl.col("t"), separator="; "),
    pl.col("s").str.strip_chars(),
    pl.col("w").str.split(":").list.get(1, null_on_oob=True),
    pl.col("w").str.split(":").list.get(-1, null_on_oob=True),
    pl.col("l").list.join(", ", ignore_nulls=True),
    pl.col("t").replace_strict(["a", "b"], ["A", "B"], default=pl.col("s"), return_dtype=pl.String),
    pl.col("t").replace_strict(
        ["a", "b", "z"], ["A", None, "Z"], default=None, return_dtype=pl.String
    ),
    (pl.col("d") - pl.col("e")).abs() <= pl.lit(timedelta(hours=3)),
    pl.col("n") + pl.col("n"),
    pl.struct(pl.col("s").alias("x"), pl.lit("k").alias("y")),
]


@pytest.mark.parametrize("expr", _EXPRS, ids=[str(i) for i in range(len(_EXPRS))])
def test_each_operation_walked_in_python_answers_as_polars_with_nulls(expr: pl.Expr) -> None:
    read = sorted(set(expr.meta.root_names()))
    (got,) = rowexpr.evaluate([(expr, read)], {c: _NULLS[c] for c in read}, ["v"])
    assert got is not None  # every operation here is one the walk takes
    want = _NULLS.select(expr.alias("v")).to_series()
    assert got.dtype == want.dtype
    assert got.to_list() == want.to_list()


@pytest.mark.parametrize(
    "expr",
    [
        pl.col("s").str.to_uppercase(),  # an operation not known
        pl.col("d").cast(pl.String),  # a time's text
        pl.col("t").replace_strict(["a"], ["A"], return_dtype=pl.String),  # Polars raises
    ],
)
def test_what_the_walk_does_not_take_is_left_to_polars(expr: pl.Expr) -> None:
    read = sorted(set(expr.meta.root_names()))
    assert rowexpr.evaluate([(expr, read)], {c: _NULLS[c] for c in read}, ["v"]) == [None]
