"""Cycle views swapped under audit load: every logged verdict comes from one view.

A real uvicorn on loopback serves the app; its refresher does not run, and the test
publishes two views of the same coverage in turn, as fast as it can, while clients audit.
The second view rewrites the venue_two rule text of some events, so there both the legs'
`rules_hash` and the verdict differ between the views. Every audit record in the log must
be one view's answer whole: its legs' hashes and its verdict (and codes) from the same
view, never one view's legs with the other's verdict. Plain pair audits (answered from
the view's precomputed rows), strict ones (through the engine) and whole events (three
pairs in one request) all run at once.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import httpx
import polars as pl
import pytest
import uvicorn
from fastapi import FastAPI

from pipeline.auditlog import iter_records
from pipeline.auditor import Auditor
from pipeline.backfill import recorded_snapshot
from pipeline.cycle import CycleContext, CycleView, build_view
from pipeline.keys import KeyStore
from pipeline.request import AuditInput
from pipeline.schemas import SNAPSHOT_SCHEMA, rules_hash_expr
from pipeline.settings import Settings
from serve.app import create_app
from serve.state import state_of
from tests.conftest import DEMO, ROOT, free_port, wait_until

pytestmark = pytest.mark.slow

EVENTS = 4  # events whose venue_two rules the second view rewrites
LOAD_SECONDS = 4.0
UNREAD = "This market settles at the sole discretion of the exchange."

Signature = tuple[str, str, str, tuple[str, ...]]  # a hash, b hash, verdict, codes


@dataclass(frozen=True)
class Setup:
    app: FastAPI
    base: str
    key: str
    home: Path
    views: tuple[CycleView, CycleView]
    events: list[str]
    pairs: list[str]
    expected: dict[tuple[str, str], tuple[Signature, Signature]]  # (pair, mode) -> per view


def _signatures(ctx: CycleContext, view: CycleView, pair_id: str, mode: str) -> Signature:
    auditor = Auditor(ctx)
    plan = auditor.plan(AuditInput(None, None, pair_id, None, mode))
    nothing = SNAPSHOT_SCHEMA.to_frame(eager=True)
    row = auditor.answer(plan, view, nothing, datetime.now(UTC)).rows[0]
    hashes = (
        str(view.leg_index[("venue_one", row["a_market_id"])]["rules_hash"]),
        str(view.leg_index[("venue_two", row["b_market_id"])]["rules_hash"]),
    )
    return (*hashes, str(row["verdict"]), tuple(d["code"] for d in row["divergences"]))


def _rewritten(snapshot: pl.DataFrame, markets: list[str]) -> pl.DataFrame:
    """`snapshot` with the given venue_two markets' rules replaced (and rehashed)."""
    hit = (pl.col("venue") == "venue_two") & pl.col("market_id").is_in(markets)
    return snapshot.with_columns(
        rules_primary=pl.when(hit).then(pl.lit(UNREAD)).otherwise("rules_primary"),
        rules_secondary=pl.when(hit).then(pl.lit("")).otherwise("rules_secondary"),
    ).with_columns(rules_hash=rules_hash_expr())


@pytest.fixture(scope="module")
def setup(
    tmp_path_factory: pytest.TempPathFactory, demo_rule_records: pl.DataFrame
) -> Iterator[Setup]:
    home = tmp_path_factory.mktemp("home")
    # The per-key rate limit (600 a minute) is not under test: four clients for 4 s pass it
    # on a quick machine, and a 429 would end the load early.
    settings = Settings(
        home=home, rulesets_dir=ROOT / "rulesets", stale_after_s=1e9, rate_limit_per_min=10**7
    )
    ctx = CycleContext.open(settings)
    now = datetime.now(UTC)
    snapshot = recorded_snapshot(DEMO, now).select(SNAPSHOT_SCHEMA.names())
    events = [e["canonical_event_id"] for e in ctx.ruleset.events[:EVENTS]]
    pairs = [p["pair_id"] for e in ctx.ruleset.events[:EVENTS] for p in e["pairs"]]
    markets = [p["venue_two_market_id"] for e in ctx.ruleset.events[:EVENTS] for p in e["pairs"]]
    one = build_view(ctx, snapshot, cycle=1, at=now, rules=demo_rule_records)
    two = build_view(ctx, _rewritten(snapshot, markets), cycle=2, at=now, rules=one.rules)
    expected = {
        (pid, mode): (_signatures(ctx, one, pid, mode), _signatures(ctx, two, pid, mode))
        for pid in pairs
        for mode in ("advisory", "strict")
    }
    for (pid, mode), (a, b) in expected.items():
        assert a[1] != b[1], f"{pid}: the rewrite changes the venue_two leg's hash"
        assert a[2:] != b[2:], f"{pid} {mode}: the rewrite changes the answer"
    key = KeyStore(settings.keys_path).issue("load").key
    app = create_app(settings, run_refresher=False)
    server = uvicorn.Server(
        uvicorn.Config(app, host="127.0.0.1", port=free_port(), log_level="warning")
    )
    thread = threading.Thread(target=server.run, daemon=True)
    thread.start()
    wait_until(lambda: server.started, timeout=180, what="uvicorn start")
    base = f"http://127.0.0.1:{server.config.port}"
    try:
        yield Setup(app, base, key, home, (one, two), events, pairs, expected)
    finally:
        server.should_exit = True
        thread.join(10)


def _load(setup: Setup, stop: threading.Event, worker: int) -> int:
    """Audit in a loop until `stop`; each worker mixes the three kinds of request."""
    bodies: list[dict[str, Any]] = [
        *({"canonical_event_id": pid} for pid in setup.pairs),
        *({"canonical_event_id": pid, "mode": "strict"} for pid in setup.pairs[:3]),
        *({"canonical_event_id": eid} for eid in setup.events[:2]),
    ]
    sent = 0
    with httpx.Client(base_url=setup.base, headers={"X-API-Key": setup.key}, timeout=60) as c:
        while not stop.is_set():
            body = bodies[(sent * 7 + worker) % len(bodies)]
            r = c.post("/v1/audit", json=body)
            assert r.status_code == 200, r.text
            sent += 1
    return sent


def test_every_logged_verdict_is_one_views_answer_under_swaps(setup: Setup) -> None:
    state = state_of(setup.app)
    stop = threading.Event()
    swaps = 0
    # One of the two views is in place before any client starts: the app's own first view
    # (nothing stored in this home) covers no leg, and an audit of it would fetch the legs.
    state.refresher.publish(setup.views[1])
    with ThreadPoolExecutor(max_workers=4) as pool:
        futures = [pool.submit(_load, setup, stop, w) for w in range(4)]
        deadline = time.monotonic() + LOAD_SECONDS
        while time.monotonic() < deadline:
            state.refresher.publish(setup.views[swaps % 2])
            swaps += 1
            time.sleep(0.001)
        stop.set()
        sent = sum(f.result() for f in futures)
    assert swaps > 100 and sent > 20, (swaps, sent)
    seen: set[int] = set()
    records = [r for r in iter_records(setup.home / "audit") if r["kind"] == "audit"]
    assert len(records) >= sent
    for r in records:
        sig: Signature = (
            r["legs"][0]["rules_hash"],
            r["legs"][1]["rules_hash"],
            r["verdict"],
            tuple(r["codes"]),
        )
        options = setup.expected[(r["pair_id"], r["mode"])]
        assert sig in options, f"record {r['seq']} mixes two views: {sig} not in {options}"
        seen.add(options.index(sig))
    assert seen == {0, 1}, "both views answered during the load"
