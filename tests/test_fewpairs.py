"""A call of a few pairs, walked pair by pair (`pipeline.rules.fewpairs`), answers as the
keyed path: the same verdict rows over a synthetic sample and the held-out sets' legs
paired, in both modes, with notionals, held sides and per-row staleness varied."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from datetime import UTC, datetime, timedelta
from typing import Any

import polars as pl
import pytest

from bench.reading import load
from bench.synthetic import NOW, STALE_AFTER_S, coverage
from pipeline import fewlegs, precompute
from pipeline.precompute import RuleCache, audit_requests
from pipeline.rules import compare, fewpairs
from pipeline.rules.compare import audit_frame, with_rules
from pipeline.rules.divergences import held_side
from tests import heldout
from tests.test_rowexpr import paired


def _counting(counts: Counter[str]) -> Callable[..., Any]:
    """`fewpairs.evaluate_rows`, counting the calls it answered and those it left."""

    def run(*args: Any, **kwargs: Any) -> Any:
        got = fewpairs.evaluate_rows(*args, **kwargs)
        counts["walked" if got is not None else "left"] += 1
        return got

    return run


def _in_slices(
    monkeypatch: pytest.MonkeyPatch, run: Callable[[int, int], pl.DataFrame], height: int
) -> tuple[pl.DataFrame, pl.DataFrame, Counter[str]]:
    """(`run` over every row at once by the keyed path, its legs and records joined; the
    same in calls of a few rows walked pair by pair, their legs and records looked up
    (`fewlegs`); how many of those calls the walk answered)."""
    monkeypatch.setattr(compare, "FEW_PAIRS", 0)
    monkeypatch.setattr(fewlegs, "FEW_LEGS", 0)
    keyed = run(0, height)
    counts: Counter[str] = Counter()
    monkeypatch.setattr(compare, "FEW_PAIRS", fewpairs.MAX_ROWS)
    monkeypatch.setattr(fewlegs, "FEW_LEGS", 16)
    monkeypatch.setattr(compare, "evaluate_rows", _counting(counts))

    def looked_up(*args: Any) -> Any:
        got = fewlegs.leg_rows(*args)
        counts["looked_up"] += got is not None
        return got

    monkeypatch.setattr(precompute, "leg_rows", looked_up)
    # Slices of 1 to MAX_ROWS rows, in turn.
    parts, start, size = [], 0, 1
    while start < height:
        parts.append(run(start, size))
        start += size
        size = size % fewpairs.MAX_ROWS + 1
    return keyed, pl.concat(parts), counts


def _differing(keyed: pl.DataFrame, walked: pl.DataFrame) -> list[dict[str, Any]]:
    """The first rows (of both) where the two frames differ."""
    assert keyed.schema == walked.schema
    differ = [
        (k, w)
        for k, w in zip(keyed.iter_rows(named=True), walked.iter_rows(named=True), strict=True)
        if k != w
    ]
    return [{"keyed": k, "walked": w} for k, w in differ[:2]]


@pytest.mark.parametrize("mode", ["advisory", "strict"])
@pytest.mark.parametrize("stale_after_s", [STALE_AFTER_S, 1.0])
def test_a_synthetic_sample_audited_a_few_pairs_a_call_gets_the_keyed_rows(
    monkeypatch: pytest.MonkeyPatch, mode: str, stale_after_s: float
) -> None:
    cov = coverage(150, seed=23)
    cache = RuleCache()
    legs = cache.attach(cov.legs)
    requests = cov.requests.with_columns(
        # Held sides and notionals varied (the payouts and depths read them; a notional
        # of a billion is thin everywhere: a candidate run per pair).
        b_held=pl.when(pl.int_range(pl.len()) % 3 == 0).then(pl.lit("no")).otherwise(pl.lit("yes")),
        notional_usd=pl.when(pl.int_range(pl.len()) % 4 == 0)
        .then(pl.lit(1e9))
        .when(pl.int_range(pl.len()) % 4 == 1)
        .then(pl.lit(50.0)),
    )

    def run(start: int, size: int) -> pl.DataFrame:
        # As an audit calls it: the requests' own legs beside every record known.
        part = requests.slice(start, size)
        ids = pl.concat([part["a_market_id"], part["b_market_id"]])
        return audit_requests(
            part,
            legs.filter(pl.col("market_id").is_in(ids.to_list())),
            now=NOW,
            stale_after_s=stale_after_s,
            mode=mode,
            rules=cache.records,
        )

    keyed, walked, counts = _in_slices(monkeypatch, run, requests.height)
    assert keyed.height == requests.height
    assert not _differing(keyed, walked)
    assert counts["walked"] > 0 and counts["left"] == 0, counts
    assert counts["looked_up"] == counts["walked"], counts
    codes = set(walked["divergences"].explode().struct.field("code").drop_nulls())
    assert "THIN_LIQUIDITY" in codes
    assert stale_after_s > 1.0 or "STALE_SNAPSHOT" in codes


def _paired_heldout() -> pl.DataFrame:
    """Each held-out set's venue_one legs paired in order with its venue_two legs (and
    with the next one too: other teams, other kickoffs), with the records of the run's one
    reading of the sets (`tests.heldout`), results paid, held sides and notionals varied
    (as `tests.test_rowexpr` pairs them, without reading the texts again)."""
    rows = []
    for which in heldout.every_set():
        legs = load(which)
        snaps = with_rules(heldout.snapshots(which), heldout.records(which)).with_columns(
            home=pl.Series([leg["home"] for leg in legs], dtype=pl.String),
            away=pl.Series([leg["away"] for leg in legs], dtype=pl.String),
        )
        one = snaps.filter(pl.col("venue") == "venue_one")
        two = snaps.filter(pl.col("venue") == "venue_two")
        n = min(one.height, two.height)
        rows.extend(
            (one.head(n), two.head(n).select(pl.all().shift(-shift).fill_null(pl.all().first())))
            for shift in (0, 1)
            if n >= 2
        )
    return paired(rows)


def test_the_heldout_sets_legs_paired_a_few_a_call_get_the_keyed_rows(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    # Every third pair: walked a few at a time, every pair cost the suite ~20 s of CPU.
    pairs = _paired_heldout().gather_every(3)
    at = datetime(2026, 12, 5, 12, tzinfo=UTC)
    # Every seventh pair's snapshot a day old: stale per row, read from its age.
    pairs = pairs.with_columns(
        a_snapshot_ts=pl.when(pl.int_range(pl.len()) % 7 == 0)
        .then(pl.lit(at - timedelta(days=1)))
        .otherwise(pl.lit(at))
        .cast(pairs.schema["a_snapshot_ts"]),
        b_snapshot_ts=pl.lit(at).cast(pairs.schema["b_snapshot_ts"]),
    )
    stale = pl.col("snapshot_age_seconds") > 3_600

    def run(start: int, size: int) -> pl.DataFrame:
        return audit_frame(pairs.slice(start, size), now=at, stale=stale, mode="advisory")

    keyed, walked, counts = _in_slices(monkeypatch, run, pairs.height)
    assert keyed.height == pairs.height > 1_000
    assert not _differing(keyed, walked)
    assert counts["walked"] > 0 and counts["left"] == 0, counts
    codes = Counter(walked["divergences"].explode().struct.field("code").drop_nulls())
    # The candidates run per pair were among them: a fixture that differs, a stale pair.
    assert codes["FIXTURE_MISMATCH"] and codes["STALE_SNAPSHOT"], codes


@pytest.mark.parametrize("held", [["yes"], ["no"], ["yes", "no"], ["Yes", None, "no", "NO"]])
def test_a_few_legs_books_looked_up_get_the_depths_the_joins_give(held: list[str | None]) -> None:
    legs = RuleCache().attach(coverage(4, seed=29).legs)
    found = [
        pl.DataFrame(
            [
                pl.Series("_leg", [(3 * i + k) % legs.height for i in range(len(held))], pl.UInt32),
                pl.Series("held", held, pl.String),
            ]
        )
        for k in (0, 1)
    ]
    no = (held_side(pl.col("held")) == "no").fill_null(False)
    joined = precompute._book_depths(legs, [f.select("_leg", no=no) for f in found])
    looked_up = fewlegs.book_depth_rows(legs, found)
    assert looked_up is not None
    assert looked_up.equals(joined)
    assert joined.null_count().sum_horizontal().item() < 2 * legs.height  # some were read
