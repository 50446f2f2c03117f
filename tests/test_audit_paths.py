"""The batch precompute and the single-audit path agree on every demo pair."""

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path

import polars as pl
import pytest

from pipeline.auditor import AuditInput, Auditor, Leg
from pipeline.errors import BadRequest, NotCovered
from pipeline.legs import LegResolver
from pipeline.precompute import Precompute, VerdictStore, audit_requests
from pipeline.rulesets import load_current, load_table
from tests.conftest import ROOT
from tests.test_matching import _demo_listings

NOW = datetime(2026, 11, 22, 12, tzinfo=UTC)


@pytest.fixture(scope="module")
def engine(tmp_path_factory: pytest.TempPathFactory) -> tuple[Precompute, Auditor]:
    tables = ROOT / "rulesets"
    ruleset = load_current(tables)
    competitions = load_table(tables, "competitions")
    resolver = LegResolver(load_table(tables, "teams"), competitions)
    verdicts = VerdictStore(tmp_path_factory.mktemp("verdicts"))
    pre = Precompute(ruleset, resolver, verdicts, stale_after_s=1e9)
    snapshot = _demo_listings().with_columns(fetched_at=pl.lit(NOW).cast(pl.Datetime("us", "UTC")))
    pre.run(snapshot, cycle=1, at=NOW)
    auditor = Auditor(ruleset, resolver, competitions, stale_after_s=1e9)
    auditor.update_legs(pre.legs)
    return pre, auditor


COMPARED = ["pair_id", "verdict", "scored_verdict", "divergences", "contingencies", "stale"]


def test_batch_and_single_audits_agree_on_every_demo_pair(
    engine: tuple[Precompute, Auditor],
) -> None:
    """Every pair through the on-demand engine path (one request per event), none stored."""
    pre, auditor = engine
    batch = pre.latest_verdicts.sort("pair_id")
    assert batch.height == pre.ruleset.pair_count
    singles = []
    for event in pre.ruleset.events:
        req = AuditInput(None, None, event["canonical_event_id"], None, "advisory")
        rows, whole = auditor.request_rows(req)
        assert whole and rows.height == len(event["pairs"])
        singles.append(auditor.run_engine(rows, auditor.legs, mode="advisory", now=NOW))
    single = pl.concat(singles).sort("pair_id")
    assert single.select(COMPARED).equals(batch.select(COMPARED))


def test_one_pair_requests_agree_with_the_batch(engine: tuple[Precompute, Auditor]) -> None:
    """A one-row frame per pair, for one pair of every distinct answer in the demo."""
    pre, auditor = engine
    batch = pre.latest_verdicts.with_columns(
        codes=pl.col("divergences").list.eval(pl.element().struct.field("code")).list.join(",")
    )
    sample = batch.unique(["verdict", "codes"], keep="first").sort("pair_id")
    assert sample.height >= 3
    for row in sample.iter_rows(named=True):
        rows, _ = auditor.request_rows(AuditInput(None, None, row["pair_id"], None, "advisory"))
        one = auditor.run_engine(rows, auditor.legs, mode="advisory", now=NOW)
        expected = batch.filter(pl.col("pair_id") == row["pair_id"]).select(COMPARED)
        assert one.select(COMPARED).equals(expected)


def test_plain_pair_requests_are_served_from_the_precompute(
    engine: tuple[Precompute, Auditor],
) -> None:
    pre, auditor = engine
    auditor.update_legs(pre.legs, pre.latest_verdicts)
    try:
        pid = pre.latest_verdicts["pair_id"][0]
        rows, _ = auditor.request_rows(AuditInput(None, None, pid, None, "advisory"))
        stored = auditor.precomputed(rows, mode="advisory", now=NOW)
        assert stored is not None
        engine_row = auditor.run_engine(rows, auditor.legs, mode="advisory", now=NOW)
        assert stored.select(COMPARED).equals(engine_row.select(COMPARED))
        strict_rows, _ = auditor.request_rows(AuditInput(None, None, pid, None, "strict"))
        assert auditor.precomputed(strict_rows, mode="strict", now=NOW) is None
    finally:
        auditor.update_legs(pre.legs)


def test_legs_naming_a_covered_pair_are_the_precomputed_pair(
    engine: tuple[Precompute, Auditor],
) -> None:
    _, auditor = engine
    pair = auditor.pairs.row(0, named=True)
    rows, whole = auditor.request_rows(
        AuditInput(
            Leg("venue_two", pair["venue_two_market_id"], "yes"),
            Leg("venue_one", pair["venue_one_market_id"], pair["venue_one_outcome_label"]),
            None,
            None,
            "advisory",
        )
    )
    assert not whole and rows["pair_id"].to_list() == [pair["pair_id"]]


def test_inverted_leg_is_an_outcome_mismatch(engine: tuple[Precompute, Auditor]) -> None:
    _, auditor = engine
    pair = auditor.pairs.row(0, named=True)
    rows, _ = auditor.request_rows(
        AuditInput(
            Leg("venue_one", pair["venue_one_market_id"], "Yes"),
            Leg("venue_two", pair["venue_two_market_id"], "No"),
            None,
            None,
            "advisory",
        )
    )
    out = auditor.run_engine(rows, auditor.legs, mode="advisory", now=NOW).row(0, named=True)
    assert out["verdict"] == "BLOCK"
    assert "OUTCOME_MISMATCH" in [d["code"] for d in out["divergences"]]


def test_bare_event_id_audits_its_three_pairs(engine: tuple[Precompute, Auditor]) -> None:
    _, auditor = engine
    event = auditor.ruleset.events[0]
    rows, whole = auditor.request_rows(
        AuditInput(None, None, event["canonical_event_id"], None, "advisory")
    )
    assert whole and rows.height == 3


@pytest.mark.parametrize(
    ("req", "error"),
    [
        (
            AuditInput(None, None, "epl:match:XXX-YYY:2026-01-01:result#home", None, "advisory"),
            NotCovered,
        ),
        (AuditInput(None, None, "nope", None, "advisory"), NotCovered),
        (AuditInput(Leg("venue_one", "1", "yes"), None, None, None, "advisory"), BadRequest),
        (
            AuditInput(
                Leg("venue_one", "1", "yes"), Leg("venue_one", "2", "yes"), None, None, "advisory"
            ),
            BadRequest,
        ),
        (AuditInput(None, None, None, None, "advisory"), BadRequest),
        (AuditInput(None, None, "x", None, "lenient"), BadRequest),
    ],
)
def test_bad_requests_are_refused_clearly(
    engine: tuple[Precompute, Auditor], req: AuditInput, error: type[Exception]
) -> None:
    with pytest.raises(error):
        engine[1].request_rows(req)


def test_conflicting_id_and_legs_are_refused(engine: tuple[Precompute, Auditor]) -> None:
    _, auditor = engine
    first, second = auditor.pairs.row(0, named=True), auditor.pairs.row(1, named=True)
    with pytest.raises(BadRequest, match="different pairs"):
        auditor.request_rows(
            AuditInput(
                Leg("venue_one", first["venue_one_market_id"], "yes"),
                Leg("venue_two", first["venue_two_market_id"], "yes"),
                second["pair_id"],
                None,
                "advisory",
            )
        )


def test_verdict_store_appends_only_changes(
    engine: tuple[Precompute, Auditor], tmp_path: Path
) -> None:
    pre, _ = engine
    store = VerdictStore(tmp_path)
    v = pre.latest_verdicts
    assert store.append(v, ruleset_sha="s", cycle=1, at=NOW) == v.height
    assert store.append(v, ruleset_sha="s", cycle=2, at=NOW) == 0
    changed = v.with_columns(
        verdict=pl.when(pl.int_range(pl.len()) == 0).then(pl.lit("SAFE")).otherwise("verdict")
    )
    assert store.append(changed, ruleset_sha="s", cycle=3, at=NOW) == 1
    assert VerdictStore(tmp_path).append(changed, ruleset_sha="s", cycle=4, at=NOW) == 0


def test_damaged_verdict_file_does_not_stop_the_store_from_opening(
    engine: tuple[Precompute, Auditor], tmp_path: Path
) -> None:
    pre, _ = engine
    store = VerdictStore(tmp_path)
    store.append(pre.latest_verdicts, ruleset_sha="s", cycle=1, at=NOW)
    (tmp_path / "date=2026-11-22" / "cycle-9.parquet").write_bytes(b"garbage")
    reopened = VerdictStore(tmp_path)
    assert reopened.append(pre.latest_verdicts, ruleset_sha="s", cycle=2, at=NOW) == 0


def test_old_data_is_stale_only_while_a_result_can_still_change(
    engine: tuple[Precompute, Auditor],
) -> None:
    pre, _ = engine
    later = datetime(2026, 11, 23, 12, tzinfo=UTC)  # a day after every fetch in the fixture
    out = audit_requests(pre.requests, pre.legs, now=later, stale_after_s=300)
    finals = pre.legs.select("venue", "market_id", "final")
    both_final = out.join(
        finals.filter(pl.col("venue") == "venue_one").select(
            a_market_id="market_id", a_fin="final"
        ),
        on="a_market_id",
    ).join(
        finals.filter(pl.col("venue") == "venue_two").select(
            b_market_id="market_id", b_fin="final"
        ),
        on="b_market_id",
    )
    settled = both_final.filter(pl.col("a_fin") & pl.col("b_fin"))
    moving = both_final.filter(~(pl.col("a_fin") & pl.col("b_fin")))
    assert settled.height > 0 and moving.height > 0
    assert not settled["stale"].any()
    assert moving["stale"].all()
    codes = moving["divergences"].list.eval(pl.element().struct.field("code"))
    assert codes.list.contains("STALE_SNAPSHOT").all()
