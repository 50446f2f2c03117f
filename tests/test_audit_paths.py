"""The batch precompute and the single-audit path agree on every demo pair."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path

import polars as pl
import pytest

from pipeline.auditor import Auditor
from pipeline.cycle import CycleContext, CycleView, build_view
from pipeline.errors import BadRequest, NotCovered
from pipeline.precompute import VerdictStore, audit_requests
from pipeline.request import AuditInput, Leg
from pipeline.schemas import SNAPSHOT_SCHEMA
from pipeline.settings import Settings
from tests.conftest import ROOT
from tests.test_matching import _demo_listings

NOW = datetime(2026, 11, 22, 12, tzinfo=UTC)
NOTHING_FETCHED = SNAPSHOT_SCHEMA.to_frame(eager=True)


@dataclass(frozen=True)
class Engine:
    ctx: CycleContext
    view: CycleView
    auditor: Auditor

    def run(self, req: AuditInput) -> pl.DataFrame:
        """The engine route of an audit (never the stored answer)."""
        plan = self.auditor.plan(req)
        answers = self.auditor.answer(plan, self.view, NOTHING_FETCHED, NOW)
        return pl.DataFrame(list(answers.rows))


@pytest.fixture(scope="module")
def engine(tmp_path_factory: pytest.TempPathFactory) -> Engine:
    settings = Settings(
        home=tmp_path_factory.mktemp("home"), rulesets_dir=ROOT / "rulesets", stale_after_s=1e9
    )
    ctx = CycleContext.open(settings)
    snapshot = _demo_listings().with_columns(fetched_at=pl.lit(NOW).cast(pl.Datetime("us", "UTC")))
    view = build_view(ctx, snapshot.select(SNAPSHOT_SCHEMA.names()), cycle=1, at=NOW)
    return Engine(ctx, view, Auditor(ctx))


COMPARED = ["pair_id", "verdict", "scored_verdict", "divergences", "contingencies", "stale"]


def test_batch_and_single_audits_agree_on_every_demo_pair(engine: Engine) -> None:
    """Every pair through the audit's engine route (one request per event), none stored."""
    batch = engine.view.verdicts.sort("pair_id")
    assert batch.height == engine.ctx.ruleset.pair_count
    singles = []
    for event in engine.ctx.ruleset.events:
        req = AuditInput(None, None, event["canonical_event_id"], None, "advisory")
        plan = engine.auditor.plan(req)
        assert plan.whole_event and len(plan.rows) == len(event["pairs"])
        singles.append(engine.run(req))
    single = pl.concat(singles).sort("pair_id")
    assert single.select(COMPARED).equals(batch.select(COMPARED))


def test_one_pair_requests_agree_with_the_batch(engine: Engine) -> None:
    """A one-row frame per pair, for one pair of every distinct answer in the demo."""
    batch = engine.view.verdicts.with_columns(
        codes=pl.col("divergences").list.eval(pl.element().struct.field("code")).list.join(",")
    )
    sample = batch.unique(["verdict", "codes"], keep="first").sort("pair_id")
    assert sample.height >= 3
    for row in sample.iter_rows(named=True):
        one = engine.run(AuditInput(None, None, row["pair_id"], None, "advisory"))
        expected = batch.filter(pl.col("pair_id") == row["pair_id"]).select(COMPARED)
        assert one.select(COMPARED).equals(expected)


def test_plain_pair_requests_are_served_from_the_precompute(engine: Engine) -> None:
    auditor, view = engine.auditor, engine.view
    pid = view.verdicts["pair_id"][0]
    req = AuditInput(None, None, pid, None, "advisory")
    stored = auditor.stored_answers(auditor.plan(req), view, NOW)
    assert stored is not None
    from_store = pl.DataFrame(list(stored.rows))
    assert from_store.select(COMPARED).equals(engine.run(req).select(COMPARED))
    strict = auditor.plan(AuditInput(None, None, pid, None, "strict"))
    assert auditor.stored_answers(strict, view, NOW) is None
    with_notional = auditor.plan(AuditInput(None, None, pid, 100.0, "advisory"))
    assert auditor.stored_answers(with_notional, view, NOW) is None


def test_legs_naming_a_covered_pair_are_the_precomputed_pair(engine: Engine) -> None:
    pair = engine.auditor.coverage.pairs.row(0, named=True)
    plan = engine.auditor.plan(
        AuditInput(
            Leg("venue_two", pair["venue_two_market_id"], "yes"),
            Leg("venue_one", pair["venue_one_market_id"], pair["venue_one_outcome_label"]),
            None,
            None,
            "advisory",
        )
    )
    assert not plan.whole_event and [r.pair_id for r in plan.rows] == [pair["pair_id"]]
    # The market's own Yes label names the Yes contract; the view answers it as stored.
    assert engine.auditor.stored_answers(plan, engine.view, NOW) is not None


def test_inverted_leg_is_an_outcome_mismatch(engine: Engine) -> None:
    pair = engine.auditor.coverage.pairs.row(0, named=True)
    out = engine.run(
        AuditInput(
            Leg("venue_one", pair["venue_one_market_id"], "Yes"),
            Leg("venue_two", pair["venue_two_market_id"], "No"),
            None,
            None,
            "advisory",
        )
    )
    assert out["verdict"][0] == "BLOCK"
    assert "OUTCOME_MISMATCH" in [d["code"] for d in out["divergences"][0]]


def test_bare_event_id_audits_its_three_pairs(engine: Engine) -> None:
    event = engine.ctx.ruleset.events[0]
    plan = engine.auditor.plan(
        AuditInput(None, None, event["canonical_event_id"], None, "advisory")
    )
    assert plan.whole_event and len(plan.rows) == 3


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
    engine: Engine, req: AuditInput, error: type[Exception]
) -> None:
    with pytest.raises(error):
        engine.auditor.plan(req)


def test_an_outcome_that_names_no_contract_is_refused(engine: Engine) -> None:
    pair = engine.auditor.coverage.pairs.row(0, named=True)
    req = AuditInput(
        Leg("venue_one", pair["venue_one_market_id"], "Somebody Else FC"),
        Leg("venue_two", pair["venue_two_market_id"], "yes"),
        None,
        None,
        "advisory",
    )
    with pytest.raises(BadRequest, match="Yes label"):
        engine.auditor.stored_answers(engine.auditor.plan(req), engine.view, NOW)
    with pytest.raises(BadRequest, match="Yes label"):
        engine.run(req)


def test_conflicting_id_and_legs_are_refused(engine: Engine) -> None:
    pairs = engine.auditor.coverage.pairs
    first, second = pairs.row(0, named=True), pairs.row(1, named=True)
    with pytest.raises(BadRequest, match="different pairs"):
        engine.auditor.plan(
            AuditInput(
                Leg("venue_one", first["venue_one_market_id"], "yes"),
                Leg("venue_two", first["venue_two_market_id"], "yes"),
                second["pair_id"],
                None,
                "advisory",
            )
        )


def test_verdict_store_appends_only_changes(engine: Engine, tmp_path: Path) -> None:
    store = VerdictStore(tmp_path)
    v = engine.view.verdicts
    assert store.append(v, ruleset_sha="s", cycle=1, at=NOW) == v.height
    assert store.append(v, ruleset_sha="s", cycle=2, at=NOW) == 0
    changed = v.with_columns(
        verdict=pl.when(pl.int_range(pl.len()) == 0).then(pl.lit("SAFE")).otherwise("verdict")
    )
    assert store.append(changed, ruleset_sha="s", cycle=3, at=NOW) == 1
    assert VerdictStore(tmp_path).append(changed, ruleset_sha="s", cycle=4, at=NOW) == 0


def test_damaged_verdict_file_does_not_stop_the_store_from_opening(
    engine: Engine, tmp_path: Path
) -> None:
    store = VerdictStore(tmp_path)
    store.append(engine.view.verdicts, ruleset_sha="s", cycle=1, at=NOW)
    (tmp_path / "date=2026-11-22" / "cycle-9.parquet").write_bytes(b"garbage")
    reopened = VerdictStore(tmp_path)
    assert reopened.append(engine.view.verdicts, ruleset_sha="s", cycle=2, at=NOW) == 0


def test_old_data_is_stale_only_while_a_result_can_still_change(engine: Engine) -> None:
    later = datetime(2026, 11, 23, 12, tzinfo=UTC)  # a day after every fetch in the fixture
    out = audit_requests(engine.ctx.requests, engine.view.legs, now=later, stale_after_s=300)
    finals = engine.view.legs.select("venue", "market_id", "final")
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
