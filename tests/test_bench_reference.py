"""The row-at-a-time reference agrees with the engine; each benchmark runs at a tiny size."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import polars as pl
import pytest

from bench.b1_precompute import B1Config, run_b1
from bench.b2_serving import B2Config, run_b2
from bench.b3_refresher import B3Config, run_b3
from bench.b4_trackrecord import B4Config, run_b4, write_stores
from bench.child import disagreements, engine_answers, reference_answers
from bench.reference import extract_record
from bench.reference_compare import reference_audit, reference_records
from bench.synthetic import NOW, ROOT, STALE_AFTER_S, Coverage, coverage
from pipeline import lake, tracksettle
from pipeline.precompute import RuleCache, audit_requests
from pipeline.rules.extract import RULE_INPUT_COLUMNS, RULE_RECORD_SCHEMA, extract_rules
from pipeline.trackrecord import truth_files


@pytest.fixture(scope="module")
def cov() -> Coverage:
    return coverage(200, seed=5)


@pytest.fixture(scope="module")
def records(cov: Coverage) -> dict[str, dict[str, object]]:
    return reference_records(cov.legs.iter_rows(named=True))


def test_synthetic_coverage_has_the_hard_cases_and_one_text_per_leg(cov: Coverage) -> None:
    assert cov.requests.height == 200 and cov.legs.height == 400
    assert cov.legs["rules_hash"].n_unique() == cov.legs.height
    verdicts = audit_requests(
        cov.requests, RuleCache().attach(cov.legs), now=NOW, stale_after_s=STALE_AFTER_S
    )
    codes = set(verdicts["divergences"].explode().struct.field("code").drop_nulls())
    assert {"OUTCOME_MISMATCH", "RULE_UNRECOGNIZED", "STALE_SNAPSHOT", "THIN_LIQUIDITY"} <= codes
    assert set(verdicts["verdict"]) == {"SAFE", "CAUTION", "BLOCK"}


def test_reference_reads_every_rule_text_like_the_engine(
    cov: Coverage, records: dict[str, dict[str, object]]
) -> None:
    engine = extract_rules(cov.legs.select(RULE_INPUT_COLUMNS)).sort("rules_hash")
    reference = pl.DataFrame(list(records.values()), schema=RULE_RECORD_SCHEMA).sort("rules_hash")
    for column in RULE_RECORD_SCHEMA.names():
        differ = engine.filter(engine[column].ne_missing(reference[column]))
        assert differ.is_empty(), f"{column} differs for {differ['rules_hash'].to_list()[:3]}"


@pytest.mark.parametrize("mode", ["advisory", "strict"])
def test_reference_and_engine_give_the_same_answers(
    cov: Coverage, records: dict[str, dict[str, object]], mode: str
) -> None:
    legs = RuleCache().attach(cov.legs)
    verdicts = audit_requests(cov.requests, legs, now=NOW, stale_after_s=STALE_AFTER_S, mode=mode)
    answers = reference_audit(
        cov.requests.iter_rows(named=True),
        cov.legs.iter_rows(named=True),
        now=NOW,
        stale_after_s=STALE_AFTER_S,
        mode=mode,
        records=records,
    )
    count, examples = disagreements(engine_answers(verdicts), reference_answers(answers))
    assert count == 0, examples
    tables = [
        [
            (c["contingency"], c["venue_one_payout"], c["venue_two_payout"], c["equivalent"])
            for c in row
        ]
        for row in verdicts["contingencies"].to_list()
    ]
    assert tables == [a["contingencies"] for a in answers]


def test_a_changed_answer_is_reported_as_a_disagreement(cov: Coverage) -> None:
    legs = RuleCache().attach(cov.legs.head(20).vstack(cov.legs.slice(200, 20)))
    rows = cov.requests.filter(pl.col("a_market_id").is_in(legs["market_id"].implode()))
    engine = engine_answers(audit_requests(rows, legs, now=NOW, stale_after_s=STALE_AFTER_S))
    flipped = engine.with_columns(
        codes=pl.when(pl.int_range(pl.len()) == 3)
        .then(pl.col("codes").list.concat(pl.lit(["STALE_SNAPSHOT:freshness:CAUTION"])))
        .otherwise("codes")
    )
    count, examples = disagreements(engine, flipped)
    assert count == 1 and examples[0]["pair_id"] == engine["pair_id"][3]


def test_reference_extracts_a_leg_without_text_as_absent_rules() -> None:
    record = extract_record(
        {"venue": "venue_two", "rules_hash": "h", "rules_primary": None, "rules_secondary": ""}
    )
    assert record["outcome_status"] == "absent" and record["scope_status"] == "absent"
    assert record["void_cancelled"] == "unspecified" and record["source_primary"] == "unknown"


@pytest.mark.slow
def test_b1_runs_engine_and_reference_in_their_own_processes() -> None:
    cfg = B1Config(sizes=(100,), reference_full_max=100, cached_sizes=(300,), cached_text_pool=50)
    out = run_b1(cfg, log=lambda _: None)
    (size,) = out["sizes"]
    assert size["engine"]["completed"] and size["reference"]["completed"]
    assert size["agreement"] == {"pairs_compared": 100, "disagreements": 0}
    assert size["engine"]["peak_rss_mib"] > size["engine"]["loaded_rss_mib"] > 0
    (cached,) = out["rules_cached"]
    assert cached["distinct_rule_texts"] == 100 and cached["engine"]["rows"] == 300


@pytest.mark.slow
def test_b2_serves_both_endpoints_and_logs_every_audit() -> None:
    out = run_b2(B2Config(clients=4, rounds=1, seconds_per_round=0.4, warmup_s=0.2), log=print)
    assert out["bare"]["ok"] == out["bare"]["requests"] > 0
    assert out["audit"]["ok"] == out["audit"]["requests"] > 0
    assert out["durability"]["every_verdict_logged"]


@pytest.mark.slow
def test_b3_cycle_fetches_every_cloned_market() -> None:
    out = run_b3(B3Config(markets=700, rounds=1), log=print)
    assert out["markets"] >= 700 and out["cycle"]["runs"][0]["failed"] == 0
    assert out["requests_per_cycle"] > 0 and out["ratio"] > 0
    # With the venues' budgets on, the same cycle completes without a 429 and is judged
    # against the floor its requests need at the published rates.
    budgeted = out["budgeted"]
    assert budgeted["failed"] == 0 and budgeted["venue_two_429"] == 0
    assert budgeted["floor_s"] > 0 and budgeted["over_floor"] > 0


def test_b4_track_record_resolves_every_settled_event() -> None:
    out = run_b4(B4Config(verdict_rows=3_000, events=1_000, repeats=1), log=print)
    assert out["resolved_matches"] == 1_000
    assert out["targets"]["seconds_max_1"]["met"] is None  # judged only at full size
    # The CPU of each call beside its wall time (the figure a shared machine keeps).
    assert len(out["cpu_runs"]) == len(out["runs"]) == 1
    assert out["cpu_seconds"] == out["cpu_runs"][0] > 0


def test_b4_stores_hold_a_settlement_delta_for_every_truth_file(tmp_path: Path) -> None:
    # As the snapshot store writes them: the track record then groups each final row once.
    _, snapshots = write_stores(tmp_path, B4Config(verdict_rows=3_000, events=1_000))
    files = truth_files(snapshots)
    deltas, whole = tracksettle._deltas(files, {p: lake.parse_file(p) for p in files})
    assert (len(deltas), whole) == (len(files), [])
    # Each day's delta holds the markets settled that day, not the days before again.
    rows = sum(pl.scan_parquet(p).select(pl.len()).collect().item() for p in deltas)
    assert rows == 2 * 3 * 1_000


def test_trackrecord_compare_runs_the_revisions_own_pipeline(tmp_path: Path) -> None:
    done = subprocess.run(
        [sys.executable, "-m", "bench.trackrecord_compare", "--rev", "HEAD", "--b4", "3000"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        check=False,
    )
    assert done.returncode == 0, done.stdout + done.stderr
    assert done.stdout.startswith("identical")
