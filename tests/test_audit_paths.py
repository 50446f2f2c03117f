"""The batch precompute and the single-audit path agree on every demo pair."""

from __future__ import annotations

import json
import re
from dataclasses import dataclass, replace
from datetime import UTC, datetime, timedelta
from pathlib import Path

import polars as pl
import pytest

from pipeline import precompute
from pipeline.auditor import Answers, Auditor
from pipeline.cycle import CycleContext, CycleView, build_view
from pipeline.errors import BadRequest, NotCovered
from pipeline.fastpath import HELD, HeldRows, held_requests
from pipeline.precompute import VERDICT_ROW_SCHEMA, VerdictStore, as_stored, audit_requests
from pipeline.request import AuditInput, AuditPlan, Leg, PlannedRow
from pipeline.rules import compare, keyed
from pipeline.schemas import SNAPSHOT_SCHEMA
from pipeline.settings import Settings
from serve.shaping import audit_bodies, event_body, log_record
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
def engine(tmp_path_factory: pytest.TempPathFactory, demo_rule_records: pl.DataFrame) -> Engine:
    return build_engine(tmp_path_factory, demo_rule_records)


def build_engine(
    tmp_path_factory: pytest.TempPathFactory, demo_rule_records: pl.DataFrame
) -> Engine:
    """The demo's first view, every book read (also tests/test_served.py's)."""
    # Every order book counts as read within its TTL: a notional audit whose book is
    # older reads it first (tests/test_service_e2e.py), which is not what this compares.
    settings = Settings(
        home=tmp_path_factory.mktemp("home"),
        rulesets_dir=ROOT / "rulesets",
        stale_after_s=1e9,
        book_ttl_s=1e12,
    )
    ctx = CycleContext.open(settings)
    snapshot = _demo_listings().with_columns(fetched_at=pl.lit(NOW).cast(pl.Datetime("us", "UTC")))
    view = _books_read(
        build_view(
            ctx, snapshot.select(SNAPSHOT_SCHEMA.names()), cycle=1, at=NOW, rules=demo_rule_records
        )
    )
    return Engine(ctx, view, Auditor(ctx))


def _books_read(view: CycleView) -> CycleView:
    """The view with every venue_two order book read at its snapshot's fetch time."""
    two = view.snapshot.filter(pl.col("venue") == "venue_two")
    return replace(
        view, books={m: (None, t) for m, t in zip(two["market_id"], two["fetched_at"], strict=True)}
    )


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
    batch = as_stored(engine.view.verdicts).with_columns(
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
    # Strict mode and a notional are applied to the cycle's row, not run through the engine.
    strict = auditor.plan(AuditInput(None, None, pid, None, "strict"))
    assert auditor.stored_answers(strict, view, NOW) is not None
    with_notional = auditor.plan(AuditInput(None, None, pid, 100.0, "advisory"))
    assert auditor.stored_answers(with_notional, view, NOW) is not None


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


def test_held_rows_indexed_by_pair_per_block_read_as_by_every_key(engine: Engine) -> None:
    held = engine.view.held
    assert held.pairs and not held.index  # a cycle's frame: HELD's blocks, one pair index
    n = engine.view.verdicts.height
    assert held.frame.height == len(HELD) * n == len(HELD) * len(held.pairs)
    # The same rows in another order are indexed by every (pair, held) key instead.
    shuffled = HeldRows.of(held.frame.sample(fraction=1.0, shuffle=True, seed=3))
    assert shuffled.index and not shuffled.pairs
    for pair_id in engine.view.verdicts["pair_id"]:
        for a, b in HELD:
            assert held.get(pair_id, a, b) == shuffled.get(pair_id, a, b) is not None
    assert held.get("no such pair", "yes", "yes") is None
    assert held.get(engine.view.verdicts["pair_id"][0], "yes", "maybe") is None
    # The stored verdicts (the first block, uncompacted) share that pair index.
    stored = engine.view.stored
    assert len(stored) == n and set(stored) == set(held.pairs)
    for i, row in enumerate(engine.view.verdicts.iter_rows(named=True)):
        assert stored[row["pair_id"]] == row == held.frame.row(i, named=True)
    # A frame whose blocks do not hold the same pairs is not read by block.
    assert not HeldRows.of(held.frame.head(len(HELD) * (n - 1))).pairs


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


def test_verdicts_signed_slice_by_slice_sign_as_the_whole_frame_and_its_stored_file(
    engine: Engine, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # A view's verdicts hold their texts compacted; they sign as their stored form does.
    v = engine.view.verdicts.with_columns(ruleset_sha=pl.lit("s"))
    assert v.schema["divergences"] != VERDICT_ROW_SCHEMA["divergences"]
    whole = as_stored(v).select(pl.struct(*VerdictStore.SIGNATURE).hash(seed=7))
    monkeypatch.setattr(precompute, "SIGN_SLICE", 7)  # dozens of slices, the last short
    assert v.height % 7
    store = VerdictStore(tmp_path)
    assert store._signed(v)["sig"].to_list() == whole.to_series().to_list()
    assert store._signed(v.head(0)).height == 0
    assert store.append(engine.view.verdicts, ruleset_sha="s", cycle=1, at=NOW) == v.height
    # Written with its texts as strings: the rows read back are the view's rows.
    written = pl.read_parquet(next(tmp_path.rglob("*.parquet")))
    assert written.select(v.columns).equals(as_stored(v))
    assert written.select(v.columns).rows() == v.rows()
    # A reopened store signs its file whole: the same signatures, nothing written again.
    reopened = VerdictStore(tmp_path)
    assert reopened.append(engine.view.verdicts, ruleset_sha="s", cycle=2, at=NOW) == 0


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
    out = audit_requests(
        engine.ctx.requests,
        engine.view.legs,
        now=later,
        stale_after_s=300,
        rules=engine.view.rules,
    )
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


# ---- every covered request kind: the cycle's rows plus what the request adds ----------
STALE_AFTER_S = 300.0
LATER = NOW + timedelta(seconds=STALE_AFTER_S + 1)  # every leg not yet final is stale


@dataclass(frozen=True)
class Fast:
    """The demo views and an auditor that judges staleness at 300 s."""

    auditor: Auditor
    fresh: CycleView  # built at NOW: the cycle's rows are fresh
    late: CycleView  # built an hour later: the cycle's rows carry STALE_SNAPSHOT


@pytest.fixture(scope="module")
def fast(engine: Engine) -> Fast:
    return build_fast(engine)


def build_fast(engine: Engine) -> Fast:
    """The fresh and the late view, judged at 300 s (also tests/test_served.py's)."""
    settings = engine.ctx.settings.model_copy(update={"stale_after_s": STALE_AFTER_S})
    ctx = replace(engine.ctx, settings=settings)
    late = _books_read(
        build_view(
            ctx, engine.view.snapshot, cycle=2, at=NOW + timedelta(hours=1), rules=engine.view.rules
        )
    )
    return Fast(Auditor(ctx), engine.view, late)


def _every_pair(auditor: Auditor, a: str, b: str, notional: float | None, mode: str) -> AuditPlan:
    """One plan holding every covered pair, its legs named `a` and `b` (Yes, No)."""
    rows = tuple(
        PlannedRow(
            p["pair_id"],
            p["canonical_event_id"],
            p["knockout"],
            notional,
            p["venue_one_market_id"],
            a,
            p["venue_two_market_id"],
            b,
        )
        for p in auditor.coverage.pairs.iter_rows(named=True)
    )
    return AuditPlan(rows, True, mode, None, {})


def _served(plan: AuditPlan, answers: Answers | None) -> list[str]:
    """What a client would get for each pair (less the audit id), as exact JSON text."""
    assert answers is not None, "a covered request is answered from the cycle's rows"
    out = []
    for body in audit_bodies(plan, answers):
        body.pop("audit_id")
        out.append(json.dumps(body) + json.dumps(log_record({**body, "audit_id": ""}, "t", None)))
    return out


def _agree(auditor: Auditor, plan: AuditPlan, view: CycleView, now: datetime) -> list[str]:
    fast = _served(plan, auditor.stored_answers(plan, view, now))
    full = _served(plan, auditor.answer(plan, view, NOTHING_FETCHED, now))
    assert len(fast) == len(full) == len(plan.rows)
    for f, e in zip(fast, full, strict=True):
        assert f == e
    return fast


KINDS = {
    "plain": ("yes", "yes", None, "advisory", NOW),
    "stale": ("yes", "yes", None, "advisory", LATER),
    "notional 0.01": ("yes", "yes", 0.01, "advisory", NOW),
    "notional 10": ("yes", "yes", 10.0, "advisory", NOW),
    "notional 1000": ("yes", "yes", 1_000.0, "advisory", NOW),
    "notional 1e6": ("yes", "yes", 1e6, "advisory", NOW),
    "strict": ("yes", "yes", None, "strict", NOW),
    "strict, stale, notional": ("yes", "yes", 1_000.0, "strict", LATER),
    "No on venue_one": ("no", "yes", None, "advisory", NOW),
    "No on venue_two": ("Yes", "No", None, "advisory", NOW),
    "No on both, notional": ("no", "no", 1_000.0, "advisory", NOW),
    "No, strict, stale": ("yes", "no", 10.0, "strict", LATER),
}


@pytest.mark.parametrize("kind", list(KINDS))
@pytest.mark.parametrize("view_name", ["fresh", "late"])
def test_every_covered_request_kind_is_the_engines_answer_without_the_engine(
    fast: Fast, kind: str, view_name: str
) -> None:
    """Over every demo pair: the answer from the cycle's rows is the engine's, byte for byte.

    The late view's rows were judged stale at their cycle: asked at NOW they are fresh
    again (the cycle's STALE_SNAPSHOT must go), asked later they are stale with the
    request's age in the explanation.
    """
    a, b, notional, mode, now = KINDS[kind]
    view = fast.fresh if view_name == "fresh" else fast.late
    plan = _every_pair(fast.auditor, a, b, notional, mode)
    served = _agree(fast.auditor, plan, view, now)
    codes = [set(re.findall(r'"code": "([A-Z_]+)"', s)) for s in served]
    # The kind does what it says on some pair, so the comparison above is not vacuous.
    if now == LATER:
        assert all(
            "STALE_SNAPSHOT" in c
            for c, r in zip(codes, served, strict=True)
            if '"stale": true' in r
        )
        assert any("STALE_SNAPSHOT" in c for c in codes)
    else:
        assert not any("STALE_SNAPSHOT" in c for c in codes)
    if notional is not None and notional >= 1_000:
        assert any("THIN_LIQUIDITY" in c for c in codes)
    if a.lower() != b.lower():  # Yes against No: another bet
        assert any("OUTCOME_MISMATCH" in c for c in codes)
    if mode == "strict":
        assert not any('"severity": "CAUTION"' in s for s in served)


@pytest.mark.parametrize(
    ("sides", "outcomes"),
    [
        (("buy", "sell"), ("yes", "yes")),
        (("buy", "buy"), ("yes", "no")),
        (("sell", "buy"), ("no", "no")),
    ],
)
def test_positions_with_sides_are_the_engines_answer(
    fast: Fast, sides: tuple[str, str], outcomes: tuple[str, str]
) -> None:
    """Legs with sides (a hedge, the same bet twice), one request per pair, a few pairs."""
    for p in fast.auditor.coverage.pairs.head(12).iter_rows(named=True):
        req = AuditInput(
            Leg("venue_one", p["venue_one_market_id"], outcomes[0], sides[0]),
            Leg("venue_two", p["venue_two_market_id"], outcomes[1], sides[1]),
            None,
            250.0,
            "advisory",
        )
        plan = fast.auditor.plan(req)
        _agree(fast.auditor, plan, fast.fresh, LATER)


@pytest.mark.parametrize(("notional", "mode"), [(None, "advisory"), (1_000.0, "strict")])
def test_a_bare_event_id_is_its_stored_pairs(fast: Fast, notional: float | None, mode: str) -> None:
    """A bare event id resolves to its stored pairs: each pair's body and the event's."""
    for event in fast.auditor.ctx.ruleset.events[:4]:
        req = AuditInput(None, None, event["canonical_event_id"], notional, mode)
        plan = fast.auditor.plan(req)
        assert plan.whole_event
        _agree(fast.auditor, plan, fast.late, LATER)
        answers = fast.auditor.stored_answers(plan, fast.late, LATER)
        assert answers is not None
        top = event_body(plan, audit_bodies(plan, answers), answers.ruleset_sha)
        assert len(top["pairs"]) == len(event["pairs"])
        assert top["stale"] == any(p["stale"] for p in top["pairs"])


def test_a_pair_the_cycle_could_not_audit_takes_the_engine_route(engine: Engine) -> None:
    """A covered pair with a leg absent from the snapshot has no row: the engine decides."""
    pair = engine.auditor.coverage.pairs.row(0, named=True)
    without = engine.view.snapshot.filter(pl.col("market_id") != pair["venue_one_market_id"])
    view = build_view(engine.ctx, without, cycle=3, at=NOW, rules=engine.view.rules)
    plan = engine.auditor.plan(AuditInput(None, None, pair["pair_id"], 10.0, "strict"))
    assert engine.auditor.stored_answers(plan, view, NOW) is None


def test_the_combination_memo_changes_no_answer(
    engine: Engine, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Every demo pair under every held combination: the engine without the memo, with a
    cold one (every combination evaluated and remembered) and warm (every one recalled)
    gives the same rows, by either route: combinations looked up whole (a cycle's
    thousands) and values recalled candidate by candidate (an audit's few,
    `recall.InputMemo`)."""
    requests = held_requests(engine.ctx.requests)

    def run() -> pl.DataFrame:
        return audit_requests(
            requests, engine.view.legs, now=NOW, stale_after_s=1e9, rules=engine.view.rules
        )

    monkeypatch.setattr(compare, "_MEMO", None)
    plain = run()
    for few in (0, keyed._FEW):  # 0: every call takes the cycle's route
        monkeypatch.setattr(keyed, "_FEW", few)
        memo = keyed.CombinationMemo()
        monkeypatch.setattr(compare, "_MEMO", memo)
        cold = run()
        if few:
            assert memo.frame is None and memo.values._known  # remembered per input
        else:
            assert memo.frame is not None and memo.frame.height > 0
            remembered = memo.frame.height
        warm = run()
        if not few:
            assert memo.frame is not None
            assert memo.frame.height == remembered  # nothing new: every combination recalled
        assert plain.equals(cold) and plain.equals(warm)
