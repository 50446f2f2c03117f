"""Track record: a hand-labelled fixture, the service's figures, and the demo's backfill."""

from __future__ import annotations

import io
import json
import logging
from collections.abc import Iterator
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import polars as pl
import pytest
from fastapi.testclient import TestClient

from pipeline import trackrecord
from pipeline.backfill import backfill, backfill_verdicts, lineage, recorded_snapshot
from pipeline.cycle import CycleContext, build_view
from pipeline.legs import LegResolver
from pipeline.precompute import RuleCache, VerdictStore, flat_columns
from pipeline.rulecache import RuleRecordStore
from pipeline.rulesets import load_table, pairs_frame
from pipeline.schemas import SNAPSHOT_SCHEMA
from pipeline.settings import Settings
from pipeline.snapshots import SnapshotStore, atomic_write_parquet
from pipeline.trackdivergences import _what_happened
from pipeline.trackrecord import format_table, load
from serve.app import create_app
from tests.conftest import DEMO, ROOT, resaudit

FIXTURES = Path(__file__).parent / "fixtures" / "trackrecord"
# Written out rather than imported: the expected figures must not lean on the code under test.
RULE_CODES = [
    "FIXTURE_MISMATCH",
    "OUTCOME_MISMATCH",
    "VOID_RULE_MISMATCH",
    "SCOPE_MISMATCH",
    "TIMING_MISMATCH",
    "SOURCE_MISMATCH",
    "RULE_UNRECOGNIZED",
]
_S = pl.String
DIVERGENCE = pl.Struct(
    dict.fromkeys(
        (
            "code",
            "dimension",
            "severity",
            "venue_one",
            "venue_two",
            "explanation",
            "evidence_venue_one",
            "evidence_venue_two",
        ),
        _S,
    )
)
CONTINGENCY = pl.Struct(
    {"contingency": _S, "venue_one_payout": _S, "venue_two_payout": _S, "equivalent": pl.Boolean}
)
LIQUIDITY = pl.Struct(
    {
        "notional_usd": pl.Float64,
        "venue_one_depth_usd": pl.Float64,
        "venue_two_depth_usd": pl.Float64,
    }
)
UTC_TS = pl.Datetime("us", "UTC")


def _ts(text: str) -> datetime:
    return datetime.fromisoformat(text.replace("Z", "+00:00"))


def _snapshot_rows(markets: list[list[Any]], at: datetime) -> pl.DataFrame:
    rows = [
        {
            "venue": venue,
            "market_id": market_id,
            "event_id": f"ev-{market_id}",
            "event_title": "Home FC vs. Away FC",
            "title": market_id,
            "outcome_label": "Home FC",
            "outcome_count": 2,
            "kickoff_utc": at - timedelta(days=1),
            "status": "finalized" if final else "open",
            "closed": final,
            "final": final,
            "result": None if not final else {1.0: "yes", 0.0: "no"}.get(pay, "scalar"),
            "settlement_yes": pay,
            "yes_asks": [],
            "no_asks": [],
            "rules_primary": "",
            "rules_secondary": "",
            "settlement_sources": [],
            "rules_hash": "0" * 64,
            "fetched_at": at,
        }
        for venue, market_id, final, pay in markets
    ]
    return pl.DataFrame(rows, schema=SNAPSHOT_SCHEMA)


def _verdict_frame(rows: list[dict[str, Any]], shas: dict[str, str], cycle: int) -> pl.DataFrame:
    """Verdict rows in the stored schema (audit_frame output + ruleset_sha, computed_at, cycle)."""
    out = []
    for r in rows:
        at = _ts(r["at"])
        out.append(
            {
                "pair_id": r["pair"],
                "canonical_event_id": r["pair"].split(":result#")[0],
                "knockout": False,
                "notional_usd": None,
                "mode": "advisory",
                "verdict": r["verdict"],
                "scored_verdict": r["scored"],
                "divergences": [
                    {"code": c, "dimension": "x", "severity": s, "explanation": f"{c} (fixture)"}
                    for c, s in r["codes"]
                ],
                "contingencies": [],
                "liquidity": {"notional_usd": None},
                "stale": any(c == "STALE_SNAPSHOT" for c, _ in r["codes"]),
                "snapshot_ts": at,
                "snapshot_age_seconds": 1.0,
                "a_venue": "venue_one",
                "a_market_id": r["a"][0],
                "a_held": r["a"][1],
                "a_rules_hash": "0" * 64,
                "a_snapshot_ts": at,
                "b_venue": "venue_two",
                "b_market_id": r["b"][0],
                "b_held": r["b"][1],
                "b_rules_hash": "0" * 64,
                "b_snapshot_ts": at,
                "ruleset_sha": shas[r["ruleset"]],
                "computed_at": at,
                "cycle": cycle,
            }
        )
    schema = {
        "pair_id": _S,
        "canonical_event_id": _S,
        "knockout": pl.Boolean,
        "notional_usd": pl.Float64,
        "mode": _S,
        "verdict": _S,
        "scored_verdict": _S,
        "divergences": pl.List(DIVERGENCE),
        "contingencies": pl.List(CONTINGENCY),
        "liquidity": LIQUIDITY,
        "stale": pl.Boolean,
        "snapshot_ts": UTC_TS,
        "snapshot_age_seconds": pl.Float64,
        **{
            f"{s}_{c}": t
            for s in "ab"
            for c, t in (
                ("venue", _S),
                ("market_id", _S),
                ("held", _S),
                ("rules_hash", _S),
                ("snapshot_ts", UTC_TS),
            )
        },
        "ruleset_sha": _S,
        "computed_at": UTC_TS,
        "cycle": pl.Int64,
    }
    return pl.DataFrame(out, schema=schema)


def build_home(name: str, home: Path) -> dict[str, Any]:
    """Write fixture `name`'s snapshot and verdict stores under `home`; return the fixture."""
    fixture: dict[str, Any] = json.loads((FIXTURES / f"{name}.json").read_text())
    store = SnapshotStore(home / "snapshots")
    for snap in fixture["snapshots"]:
        at = _ts(snap["fetched_at"])
        frame = _snapshot_rows(snap["markets"], at)
        for venue in ("venue_one", "venue_two"):
            store.write(
                frame.filter(pl.col("venue") == venue), venue=venue, cycle=snap["cycle"], at=at
            )
    moments = sorted({r["at"] for r in fixture["verdicts"]})
    for cycle, moment in enumerate(moments, start=1):
        rows = [r for r in fixture["verdicts"] if r["at"] == moment]
        path = home / "verdicts" / f"date={moment[:10]}" / f"cycle-{cycle}.parquet"
        atomic_write_parquet(_verdict_frame(rows, fixture["rulesets"], cycle), path)
    return fixture


def _rates(tp: int, fp: int, fn: int) -> tuple[float | None, float | None]:
    return (tp / (tp + fp) if tp + fp else None, tp / (tp + fn) if tp + fn else None)


def expected_figures(labels: dict[str, dict[str, Any]]) -> dict[str, Any]:
    """The track record worked out from the hand labels alone."""
    resolved = {e: lab for e, lab in labels.items() if lab["outcome"] is not None}
    counts = {
        k: sum(lab["outcome"] == k for lab in resolved.values()) for k in ("TP", "FP", "TN", "FN")
    }
    precision, recall = _rates(counts["TP"], counts["FP"], counts["FN"])
    by_code = []
    for code in RULE_CODES:
        cells = {"TP": 0, "FP": 0, "TN": 0, "FN": 0}
        for lab in resolved.values():
            diverged = lab["outcome"] in ("TP", "FN")
            flagged = code in lab["codes"]
            cells[("T" if flagged == diverged else "F") + ("P" if flagged else "N")] += 1
        p, r = _rates(cells["TP"], cells["FP"], cells["FN"])
        by_code.append(
            {
                "code": code,
                "flagged": cells["TP"] + cells["FP"],
                "true_positives": cells["TP"],
                "false_positives": cells["FP"],
                "true_negatives": cells["TN"],
                "false_negatives": cells["FN"],
                "precision": p,
                "recall": r,
            }
        )
    return {
        "resolved_matches": len(resolved),
        "true_positives": counts["TP"],
        "false_positives": counts["FP"],
        "true_negatives": counts["TN"],
        "false_negatives": counts["FN"],
        "precision": precision,
        "recall": recall,
        "by_code": by_code,
    }


def _service_track_record(home: Path) -> dict[str, Any]:
    settings = Settings(home=home, rulesets_dir=ROOT / "rulesets")
    app = create_app(settings, run_refresher=False)
    with TestClient(app, base_url="http://127.0.0.1:8000") as client:
        response = client.get("/v1/status")
    assert response.status_code == 200, response.text
    record: dict[str, Any] = response.json()["track_record"]
    return record


@pytest.fixture
def labelled(tmp_path: Path) -> tuple[Path, dict[str, Any]]:
    return tmp_path, build_home("labelled", tmp_path)


def test_track_record_equals_the_hand_labelled_figures(
    labelled: tuple[Path, dict[str, Any]],
) -> None:
    home, fixture = labelled
    expected = expected_figures(fixture["labels"])
    assert expected["resolved_matches"] == 9 and expected["precision"] == 0.5  # the labels' sums
    assert load(home / "verdicts", home / "snapshots").as_dict() == expected


def test_each_event_is_classified_as_labelled(labelled: tuple[Path, dict[str, Any]]) -> None:
    home, fixture = labelled
    events = load(home / "verdicts", home / "snapshots").events
    got = {
        r["canonical_event_id"]: {"outcome": r["outcome"], "codes": sorted(r["codes"])}
        for r in events.iter_rows(named=True)
    }
    want = {
        e: {"outcome": lab["outcome"], "codes": sorted(lab["codes"])}
        for e, lab in fixture["labels"].items()
    }
    assert got == want


def test_pairs_are_completed_when_read_by_pair_with_their_codes_and_competition(
    labelled: tuple[Path, dict[str, Any]],
) -> None:
    """The pairs leave DuckDB as stored (codes as a mask, in no order); `pairs` adds the
    competition and the codes and sorts by `pair_id` only when it is read."""
    home, _ = labelled
    record = load(home / "verdicts", home / "snapshots")
    assert "pairs" not in vars(record)  # not built by `load`
    assert {"codes", "competition"}.isdisjoint(record.latest_pairs.columns)
    pairs = record.pairs
    assert pairs["pair_id"].to_list() == sorted(pairs["pair_id"].to_list())
    assert pairs.height == record.latest_pairs.height > 0
    for r in pairs.iter_rows(named=True):
        assert r["codes"] == [c for c in RULE_CODES if r[f"flag_{c.lower()}"]]
        assert r["competition"] == r["canonical_event_id"].split(":")[0]
    assert any(r["codes"] for r in pairs.iter_rows(named=True))
    assert record.pairs is pairs  # built once


def test_status_endpoint_and_cli_report_the_hand_labelled_figures(
    labelled: tuple[Path, dict[str, Any]],
) -> None:
    home, fixture = labelled
    expected = expected_figures(fixture["labels"])
    assert _service_track_record(home) == expected
    cli = resaudit("trackrecord", "--json", env={"RESAUDIT_HOME": str(home)})
    assert cli.returncode == 0, cli.stderr
    printed = json.loads(cli.stdout)
    breakdown = printed.pop("breakdown")
    assert printed == expected
    assert breakdown["baseline"]["flagged"] == expected["resolved_matches"]
    table = format_table(load(home / "verdicts", home / "snapshots"))
    assert "precision         50.0%" in table and "recall            75.0%" in table


def test_precision_is_null_when_nothing_is_flagged(tmp_path: Path) -> None:
    fixture = build_home("no_positives", tmp_path)
    expected = expected_figures(fixture["labels"])
    assert expected["precision"] is None and expected["recall"] == 0.0
    assert load(tmp_path / "verdicts", tmp_path / "snapshots").as_dict() == expected
    assert _service_track_record(tmp_path) == expected


def test_empty_stores_have_no_resolved_matches_and_null_rates(tmp_path: Path) -> None:
    record = load(tmp_path / "verdicts", tmp_path / "snapshots").as_dict()
    assert record == expected_figures({})
    assert record["precision"] is None and record["recall"] is None
    assert [c["code"] for c in record["by_code"]] == RULE_CODES


# ---- the demo's backfill ---------------------------------------------------------------
TRUTH = json.loads((DEMO / "truth.json").read_text())


def _event_id(match: dict[str, Any]) -> str:
    return (
        f"{match['competition']}:match:{match['home']}-{match['away']}:{match['kickoff_utc'][:10]}"
    )


@pytest.fixture(scope="module")
def demo_home(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[Settings, Any]]:
    """A data home after `backfill` and one snapshot of the recorded demo data."""
    home = tmp_path_factory.mktemp("demo-home")
    settings = Settings(home=home, rulesets_dir=ROOT / "rulesets", demo_data=DEMO)
    report = backfill(settings)
    at = datetime.now(UTC)
    snapshot = recorded_snapshot(DEMO, at)
    store = SnapshotStore(settings.snapshots_dir)
    for venue in ("venue_one", "venue_two"):
        store.write(snapshot.filter(pl.col("venue") == venue), venue=venue, cycle=1, at=at)
    yield settings, report


def test_backfill_covers_exactly_the_settled_demo_matches(demo_home: tuple[Settings, Any]) -> None:
    settings, report = demo_home
    settled = {
        _event_id(m)
        for m in TRUTH["matches"]
        if m["should_pair"] and m["equivalent_settlement"] is not None
    }
    history = VerdictStore(settings.verdicts_dir).history()
    assert history is not None
    rows = history.collect()
    assert set(rows["canonical_event_id"]) == settled
    assert report.events == len(settled) and report.verdicts == rows.height == 3 * len(settled)


def test_backfill_rows_stand_one_hour_before_kickoff_under_the_first_covering_ruleset(
    demo_home: tuple[Settings, Any],
) -> None:
    settings, _ = demo_home
    chain = lineage(settings.rulesets_dir)
    # the demo ships a first batch and expansions (the 2026-27 newcomers came last)
    assert len(chain) >= 2
    owners, seen = [], pl.DataFrame(schema={"pair_id": pl.String})
    for ruleset in chain:  # each pair belongs to the first ruleset that covers it
        added = pairs_frame(ruleset).select("pair_id", "kickoff_utc")
        added = added.join(seen, on="pair_id", how="anti")
        owners.append(added.with_columns(sha=pl.lit(ruleset.sha)))
        seen = pl.concat([seen, added.select("pair_id")])
    owner = pl.concat(owners)
    history = VerdictStore(settings.verdicts_dir).history()
    assert history is not None
    rows = history.collect().join(owner, on="pair_id", how="left")
    assert (rows["computed_at"] == rows["kickoff_utc"] - timedelta(hours=1)).all()
    assert (rows["ruleset_sha"] == rows["sha"]).all()
    assert {chain[0].sha, chain[1].sha} <= set(rows["ruleset_sha"])
    assert (rows["cycle"] == 0).all() and not rows["stale"].any()


@pytest.fixture(scope="module")
def rule_cache(demo_rule_records: pl.DataFrame) -> RuleCache:
    """Rule records shared by this module's engine runs (they depend on rule text alone),
    starting from the demo texts' records this run has read (conftest)."""
    cache = RuleCache()
    cache.records = demo_rule_records
    return cache


def test_backfilled_verdicts_do_not_change_when_the_outcomes_do(
    demo_home: tuple[Settings, Any], rule_cache: RuleCache
) -> None:
    settings, _ = demo_home
    snapshot = recorded_snapshot(DEMO, datetime(2026, 11, 22, tzinfo=UTC))
    flipped = snapshot.with_columns(
        settlement_yes=1 - pl.col("settlement_yes"),
        result=pl.col("result").replace({"yes": "no", "no": "yes"}),
        last_price_yes=1 - pl.col("last_price_yes"),
    )
    chain = lineage(settings.rulesets_dir)
    resolver = LegResolver(
        load_table(ROOT / "rulesets", "teams"), load_table(ROOT / "rulesets", "competitions")
    )
    a = backfill_verdicts(snapshot, chain, resolver, rule_cache)
    b = backfill_verdicts(flipped, chain, resolver, rule_cache)
    assert a.height == 258
    assert a.equals(b)


def test_backfill_is_idempotent_and_readable_beside_refresher_rows(
    demo_home: tuple[Settings, Any], tmp_path: Path, rule_cache: RuleCache
) -> None:
    settings, _ = demo_home
    files = sorted(settings.verdicts_dir.glob("date=*/cycle-0.parquet"))
    before = {f: f.read_bytes() for f in files}
    backfill(settings)
    assert sorted(settings.verdicts_dir.glob("date=*/cycle-0.parquet")) == files
    assert all(pl.read_parquet(f).equals(pl.read_parquet(io.BytesIO(before[f]))) for f in files)
    # A refresher cycle appends to the same store; the mixed history still scans as one.
    copy = Settings(home=tmp_path, rulesets_dir=ROOT / "rulesets")
    for f in files:
        target = copy.verdicts_dir / f.parent.name / f.name
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_bytes(before[f])
    ctx = CycleContext.open(copy, lineage(copy.rulesets_dir)[-1])
    at = datetime.now(UTC)
    latest = SnapshotStore(settings.snapshots_dir).load_latest()
    view = build_view(ctx, latest, cycle=1, at=at, rules=rule_cache.records)
    ctx.verdicts.append(view.verdicts, ruleset_sha=ctx.ruleset.sha, cycle=1, at=at)
    history = ctx.verdicts.history()
    assert history is not None
    assert history.collect().height > len(files)


def test_demo_track_record_is_populated_and_its_truth_matches_the_generator(
    demo_home: tuple[Settings, Any],
) -> None:
    settings, _ = demo_home
    record = load(settings.verdicts_dir, settings.snapshots_dir)
    expected = {
        _event_id(m): not m["equivalent_settlement"]
        for m in TRUTH["matches"]
        if m["should_pair"] and m["equivalent_settlement"] is not None
    }
    resolved = record.events.filter(pl.col("settled"))
    assert dict(zip(resolved["canonical_event_id"], resolved["divergent"], strict=True)) == expected
    assert record.summary["resolved_matches"] == len(expected) > 0
    assert record.summary["true_positives"] + record.summary["false_negatives"] == sum(
        expected.values()
    )


def test_notebook_is_stored_without_outputs() -> None:
    notebook = json.loads((ROOT / "notebooks" / "track_record.ipynb").read_text())
    code = [c for c in notebook["cells"] if c["cell_type"] == "code"]
    assert code and all(c["outputs"] == [] and c["execution_count"] is None for c in code)


# ---- flat columns and the breakdown ------------------------------------------------------
def _row(divergences: list[tuple[str, str]], completed: bool | None = True) -> dict[str, Any]:
    return {
        "divergences": [
            {"code": c, "dimension": d, "severity": "CAUTION", "explanation": c}
            for c, d in divergences
        ],
        "contingencies": []
        if completed is None
        else [
            {
                "contingency": "completed",
                "venue_one_payout": "result",
                "venue_two_payout": "result",
                "equivalent": completed,
            }
        ],
    }


def test_if_played_follows_the_completed_contingency_and_the_played_dimensions() -> None:
    cases = [
        ([("SCOPE_MISMATCH", "scope")], False, "divergent"),
        ([("OUTCOME_MISMATCH", "identity")], False, "divergent"),
        ([("RULE_UNRECOGNIZED", "scope")], False, "unknown"),
        ([("VOID_RULE_MISMATCH", "void"), ("TIMING_MISMATCH", "timing")], True, "equivalent"),
        ([("SOURCE_MISMATCH", "source")], True, "equivalent"),
        ([("RULE_UNRECOGNIZED", "void")], True, "equivalent"),
        ([], False, "divergent"),  # the stored completed row alone says so
        ([("STALE_SNAPSHOT", "freshness")], None, "equivalent"),
    ]
    frame = pl.DataFrame(
        [_row(d, c) for d, c, _ in cases],
        schema={"divergences": pl.List(DIVERGENCE), "contingencies": pl.List(CONTINGENCY)},
    ).with_columns(flat_columns())
    assert frame["if_played"].to_list() == [want for _, _, want in cases]
    assert frame["flag_scope_mismatch"].to_list() == [True] + [False] * 7
    assert frame["flag_rule_unrecognized"].to_list() == [False, False, True] + [False, False] + [
        True,
        False,
        False,
    ]
    assert not any(c.startswith("flag_stale") for c in frame.columns)


def test_files_with_flat_columns_score_as_files_without(
    labelled: tuple[Path, dict[str, Any]], tmp_path: Path
) -> None:
    home, fixture = labelled
    old = load(home / "verdicts", home / "snapshots")
    for f in sorted((home / "verdicts").glob("date=*/*.parquet")):
        frame = pl.read_parquet(f).with_columns(flat_columns())
        atomic_write_parquet(frame, f)
    new = load(home / "verdicts", home / "snapshots")
    assert new.as_dict() == old.as_dict() == expected_figures(fixture["labels"])
    assert new.breakdown == old.breakdown
    assert new.events.equals(old.events)


def test_an_events_rulesets_are_its_pairs_sorted_by_bits_or_by_lists(
    labelled: tuple[Path, dict[str, Any]], monkeypatch: pytest.MonkeyPatch
) -> None:
    """An event's `ruleset_shas` are its latest pairs' distinct rulesets, sorted, whether
    they are packed into bits (up to 62 rulesets) or aggregated as lists (beyond)."""
    home, _ = labelled
    # Each leg's rows under a ruleset of their own, so that every event mixes rulesets.
    for f in sorted((home / "verdicts").glob("date=*/*.parquet")):
        frame = pl.read_parquet(f)
        leg = pl.col("pair_id").str.split("#").list.last()
        atomic_write_parquet(frame.with_columns(ruleset_sha=pl.col("ruleset_sha") + "-" + leg), f)
    record = load(home / "verdicts", home / "snapshots")
    shas: dict[str, set[str]] = {}
    for r in record.pairs.iter_rows(named=True):
        shas.setdefault(r["canonical_event_id"], set()).add(r["ruleset_sha"])
    got = {r["canonical_event_id"]: r["ruleset_shas"] for r in record.events.iter_rows(named=True)}
    assert got == {e: sorted(s) for e, s in shas.items()}
    assert any(len(s) > 1 for s in got.values())
    monkeypatch.setattr(trackrecord, "_MAX_RULESET_BITS", 0)
    by_lists = load(home / "verdicts", home / "snapshots")
    assert by_lists.events.equals(record.events, null_equal=True)
    assert by_lists.pre_kickoff_events.equals(record.pre_kickoff_events, null_equal=True)
    assert by_lists.summary == record.summary and by_lists.breakdown == record.breakdown


def test_breakdown_of_the_hand_labelled_fixture(labelled: tuple[Path, dict[str, Any]]) -> None:
    home, fixture = labelled
    resolved = [lab for lab in fixture["labels"].values() if lab["outcome"] is not None]
    diverged = sum(lab["outcome"] in ("TP", "FN") for lab in resolved)
    b = load(home / "verdicts", home / "snapshots").breakdown
    assert b["baseline"] == {
        "flagged": len(resolved),
        "true_positives": diverged,
        "false_positives": len(resolved) - diverged,
        "precision": diverged / len(resolved),
        "recall": 1.0,
    }
    flagged = sum(lab["outcome"] in ("TP", "FP") for lab in resolved)
    split = {r["kind"]: r for r in b["split"]}
    assert split["if_played"]["flagged"] + split["tail_only"]["flagged"] == flagged
    tp = sum(lab["outcome"] == "TP" for lab in resolved)
    assert split["if_played"]["true_positives"] + split["tail_only"]["true_positives"] == tp
    real = {d["canonical_event_id"]: d for d in b["real_divergences"]}
    assert set(real) == {
        e for e, lab in fixture["labels"].items() if lab["outcome"] in ("TP", "FN")
    }
    assert all(d["predicted"] == (fixture["labels"][e]["outcome"] == "TP") for e, d in real.items())
    assert all(
        any(not p["equivalent"] for p in d["payouts"]) and d["what_happened"] for d in real.values()
    )


def test_demo_scored_before_kickoff_matches_the_backfill_then_ignores_later_verdicts(
    demo_home: tuple[Settings, Any], tmp_path: Path
) -> None:
    settings, _ = demo_home
    record = load(settings.verdicts_dir, settings.snapshots_dir)
    pre = record.breakdown["pre_kickoff"]
    # Every backfilled verdict stands an hour before kickoff, so both scorings agree.
    assert pre["without_verdict"] == 0
    assert {k: pre[k] for k in record.summary} == record.summary
    # A verdict computed after kickoff moves the latest scoring only.
    history = VerdictStore(settings.verdicts_dir).history()
    assert history is not None
    target = record.breakdown["real_divergences"][0]["canonical_event_id"]
    late = (
        history.collect()
        .filter(pl.col("canonical_event_id") == target)
        .with_columns(
            divergences=pl.lit([], pl.List(DIVERGENCE)),
            scored_verdict=pl.lit("SAFE"),
            verdict=pl.lit("SAFE"),
            computed_at=pl.col("computed_at") + timedelta(days=2),
            cycle=pl.lit(9, pl.Int64),
        )
        .with_columns(flat_columns())
    )
    copy = tmp_path / "verdicts"
    for f in settings.verdicts_dir.glob("date=*/*.parquet"):
        (copy / f.parent.name).mkdir(parents=True, exist_ok=True)
        (copy / f.parent.name / f.name).write_bytes(f.read_bytes())
    atomic_write_parquet(late, copy / "date=2030-01-01" / "cycle-9.parquet")
    moved = load(copy, settings.snapshots_dir)
    assert moved.summary["false_negatives"] == record.summary["false_negatives"] + 1
    assert moved.breakdown["pre_kickoff"] == pre


def test_a_backfill_keeps_the_texts_it_read_and_the_next_reads_none(
    tmp_path: Path, demo_rule_records: pl.DataFrame, caplog: pytest.LogCaptureFixture
) -> None:
    # A rule store of its own holding every demo record but ten: the backfill reads those ten.
    settings = Settings(
        home=tmp_path / "home",
        rulesets_dir=ROOT / "rulesets",
        demo_data=DEMO,
        rule_cache_dir=tmp_path / "rule-cache",
    )
    store = RuleRecordStore(settings.rule_records_dir)
    store.save(demo_rule_records.slice(10))
    with caplog.at_level(logging.INFO, logger="pipeline.precompute"):
        first = backfill(settings)
    assert "extracted rules of 10 new text(s)" in caplog.text
    assert store.load().sort("rules_hash").equals(demo_rule_records.sort("rules_hash"))
    caplog.clear()
    with caplog.at_level(logging.INFO, logger="pipeline.precompute"):
        again = backfill(settings)
    assert "extracted rules" not in caplog.text
    assert (again.verdicts, again.events) == (first.verdicts, first.events)


def test_latest_and_pre_kickoff_rows_follow_time_then_cycle_not_file_order(
    tmp_path: Path,
) -> None:
    # One pair, four stored rows; kickoff (a day before the snapshot) at 10:00 on 10-05.
    settled = datetime(2026, 10, 6, 10, tzinfo=UTC)
    frame = _snapshot_rows(
        [["venue_one", "X-H", True, 1.0], ["venue_two", "X-h", True, 0.0]], settled
    )
    store = SnapshotStore(tmp_path / "snapshots")
    for venue in ("venue_one", "venue_two"):
        store.write(frame.filter(pl.col("venue") == venue), venue=venue, cycle=1, at=settled)
    shas = {"r1": "a1" * 32}

    def row(at: str, scored: str, codes: list[list[str]]) -> dict[str, Any]:
        return {
            "pair": "c:match:x-y:2026-10-05:result#home",
            "at": at,
            "verdict": scored,
            "scored": scored,
            "codes": codes,
            "a": ["X-H", "yes"],
            "b": ["X-h", "yes"],
            "ruleset": "r1",
        }

    # (file, cycle, row): later in time wins over a higher cycle; at one moment, the higher
    # cycle wins. The files are listed in an order that is neither.
    stored = [
        (
            "cycle-30.parquet",
            30,
            row("2026-10-05T08:00:00Z", "CAUTION", [["SOURCE_MISMATCH", "CAUTION"]]),
        ),
        ("cycle-4.parquet", 4, row("2026-10-05T09:00:00Z", "SAFE", [])),
        ("cycle-6.parquet", 6, row("2026-10-05T09:00:00Z", "BLOCK", [["SCOPE_MISMATCH", "BLOCK"]])),
        (
            "cycle-5.parquet",
            5,
            row("2026-10-05T12:00:00Z", "CAUTION", [["TIMING_MISMATCH", "CAUTION"]]),
        ),
    ]
    for name, cycle, r in stored:
        path = tmp_path / "verdicts" / "date=2026-10-05" / name
        atomic_write_parquet(_verdict_frame([r], shas, cycle), path)
    record = load(tmp_path / "verdicts", tmp_path / "snapshots")
    (latest,) = record.events.to_dicts()
    assert (latest["scored_verdict"], latest["codes"]) == ("CAUTION", ["TIMING_MISMATCH"])
    (pre,) = record.pre_kickoff_events.to_dicts()
    assert (pre["scored_verdict"], pre["codes"]) == ("BLOCK", ["SCOPE_MISMATCH"])
    assert pre["computed_at"] == datetime(2026, 10, 5, 9, tzinfo=UTC)
    (divergence,) = record.breakdown["real_divergences"]
    assert divergence["pre_kickoff"]["scored_verdict"] == "BLOCK"


def test_real_divergences_word_every_settlement_as_the_definition_does() -> None:
    # What happened is worded per event by frame expressions, and by `_what_happened` only
    # where they cannot: every shape of settlement must read as `_what_happened` words it.
    nan = float("nan")
    cases: dict[str, list[tuple[str, float | None, float | None]]] = {
        "one_winner": [("home", 1.0, 1.0), ("draw", 0.0, 1.0), ("away", 0.0, 0.0)],
        "near_one": [("home", 0.996, 0.004), ("draw", 0.004, 0.0), ("away", 0.0, 0.0)],
        "half_cent": [("home", 0.995, 0.005), ("draw", 0.005, 1.005), ("away", 0.0, 0.0)],
        "no_winner": [("home", 0.0, 1.0), ("draw", 0.0, 0.0), ("away", 0.0, 0.0)],
        "unsettled": [("home", None, 1.0), ("draw", None, 0.0), ("away", None, 0.0)],
        "part_paid": [("home", 0.5, 1.0), ("draw", None, 0.0), ("away", 0.25, 0.0)],
        "two_winners": [("home", 1.0, 1.0), ("draw", 1.0, 0.0), ("away", 0.0, 0.0)],
        "rounding": [("home", 0.125, 0.0), ("draw", 0.335, 1.0), ("away", 0.0051, 0.0)],
        "nan": [("home", nan, 1.0), ("draw", 0.0, 0.0), ("away", 0.0, 0.0)],
        "negative_zero": [("home", 0.5, 1.0), ("draw", -0.0, 0.0), ("away", 0.0, 0.0)],
        "same_name": [("home", 1.0, 0.0), ("home", 0.0, 1.0), ("away", 0.0, 0.0)],
    }
    events = pl.DataFrame(
        {
            "canonical_event_id": [f"c:{e}" for e in cases],
            "competition": ["c"] * len(cases),
            "scored_verdict": ["CAUTION"] * len(cases),
            "codes": [["SOURCE_MISMATCH"]] * len(cases),
            "if_played": ["equivalent"] * len(cases),
            "positive": [True] * len(cases),
            "settled": [True] * len(cases),
            "divergent": [True] * len(cases),
        }
    )
    pairs = pl.DataFrame(
        [
            {
                "canonical_event_id": f"c:{e}",
                "pair_id": f"c:{e}:{i}#{name}",
                "a_payout": a,
                "b_payout": b,
                "equivalent": False,
            }
            for e, legs in cases.items()
            for i, (name, a, b) in enumerate(legs)
        ],
        schema_overrides={"a_payout": pl.Float64, "b_payout": pl.Float64},
    )
    pre = pl.DataFrame(
        {
            "canonical_event_id": ["c:one_winner"],
            "scored_verdict": ["SAFE"],
            "codes": [[]],
            "positive": [False],
            "computed_at": [datetime(2031, 1, 1, tzinfo=UTC)],
        },
        schema_overrides={"codes": pl.List(pl.String)},
    )
    out = {d["canonical_event_id"]: d for d in trackrecord.real_divergences(events, pairs, pre)}
    assert list(out) == [f"c:{e}" for e in cases]
    for e, legs in cases.items():
        assert out[f"c:{e}"]["what_happened"] == _what_happened(legs), e
        assert [p["pair_id"].rpartition("#")[2] for p in out[f"c:{e}"]["payouts"]] == [
            name for name, _, _ in legs
        ]
    assert out["c:one_winner"]["what_happened"] == (
        "venue_one paid home; venue_two paid no single result (home 1.00, draw 1.00, away 0.00)"
    )
    assert out["c:one_winner"]["pre_kickoff"] == {
        "scored_verdict": "SAFE",
        "codes": [],
        "predicted": False,
        "computed_at": datetime(2031, 1, 1, tzinfo=UTC),
    }
    assert out["c:no_winner"]["pre_kickoff"] is None
