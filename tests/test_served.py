"""Serving from bytes: the same body and log record as shaping, and the same requests.

`serve.served` keeps a stored answer as bytes with holes, and `serve.quick` validates the
plainly valid requests without FastAPI's model: both must change nothing a client or the
log sees.
"""

from __future__ import annotations

import gc
import itertools
import json
import weakref
from collections.abc import Iterator
from dataclasses import replace
from datetime import timedelta
from pathlib import Path
from types import SimpleNamespace
from typing import Any

import polars as pl
import pytest
from fastapi.testclient import TestClient
from pydantic import ValidationError

from pipeline.auditlog import EncodedRecord, LogEntry, canonical_bytes
from pipeline.auditor import Auditor
from pipeline.checkpoint import Checkpoint
from pipeline.coverage import coverage_counts
from pipeline.keys import KeyStore
from pipeline.request import AuditInput, AuditPlan, Leg
from pipeline.rulesets import load_current
from serve import quick as quick_module
from serve import service as service_module
from serve.app import create_app
from serve.models import AuditRequest, AuditResponse
from serve.quick import quick_input
from serve.served import ServedCache, encode_json, render_body
from serve.service import audit_input, log_ref
from serve.shaping import audit_bodies, event_body, log_record
from tests.conftest import ROOT
from tests.test_audit_paths import (
    KINDS,
    LATER,
    NOW,
    STALE_AFTER_S,
    Fast,
    _every_pair,
    build_engine,
    build_fast,
)
from tests.test_security import LOCAL
from tests.test_security import _settings as security_settings


@pytest.fixture(scope="module")
def fast(tmp_path_factory: pytest.TempPathFactory, demo_rule_records: pl.DataFrame) -> Fast:
    """tests/test_audit_paths.py's demo views."""
    return build_fast(build_engine(tmp_path_factory, demo_rule_records))


JSON = [("content-type", "application/json")]
CHECKPOINT = Checkpoint(7, "ab" * 32, "2026-11-22T12:00:00Z", "cd" * 32, "ef" * 64)


def _shaped(plan: AuditPlan, fast: Fast, ids: list[str], entries: list[LogEntry]) -> Any:
    """The body as the shaping path builds it, with these audit ids and log entries."""
    answers = fast.auditor.stored_answers(plan, fast.fresh, NOW)
    assert answers is not None
    bodies = audit_bodies(plan, answers)
    records = []
    for body, audit_id, entry in zip(bodies, ids, entries, strict=False):
        body["audit_id"] = audit_id
        records.append(log_record(body, "rest", "k1"))
        body["log"] = log_ref(entry)
    if not plan.whole_event:
        return bodies[0], records
    top = event_body(plan, bodies, answers.ruleset_sha)
    top["audit_id"] = ids[-1]
    return top, records


def _requests(fast: Fast) -> list[AuditInput]:
    pairs = list(fast.auditor.coverage.pairs.head(40).iter_rows(named=True))
    out = [AuditInput(None, None, p["pair_id"], None, "advisory") for p in pairs]
    out += [AuditInput(None, None, p["pair_id"], None, "strict") for p in pairs[:10]]
    out += [
        AuditInput(None, None, e["canonical_event_id"], None, mode)
        for e in fast.auditor.ctx.ruleset.events[:5]
        for mode in ("advisory", "strict")
    ]
    for p in pairs[:10]:
        for a, b, sides in (
            ("Yes", "No", (None, None)),
            ("no", "yes", (None, None)),
            ("yes", "yes", ("buy", "sell")),
        ):
            out.append(
                AuditInput(
                    Leg("venue_one", p["venue_one_market_id"], a, sides[0]),
                    Leg("venue_two", p["venue_two_market_id"], b, sides[1]),
                    None,
                    None,
                    "advisory",
                )
            )
    return out


def test_a_stored_answer_served_from_bytes_is_the_shaped_body_and_record(fast: Fast) -> None:
    cache = ServedCache()
    for req in _requests(fast):
        plan = fast.auditor.plan(req)
        answers = fast.auditor.stored_answers(plan, fast.fresh, NOW)
        assert answers is not None
        assert cache.put(plan, fast.fresh, answers, NOW, STALE_AFTER_S) is None  # shaped
        served = cache.put(plan, fast.fresh, answers, NOW, STALE_AFTER_S)  # then kept
        assert served is not None, req
        assert cache.get(plan, fast.fresh, NOW, STALE_AFTER_S) is served
        n = len(answers.rows)
        ids = [f"{i:032x}" for i in range(n + 1)]
        entries = [LogEntry(100 + i, f"{i:064x}", CHECKPOINT if i % 2 else None) for i in range(n)]
        expected, records = _shaped(plan, fast, ids, entries)

        values = served.values(NOW, "rest", "k1")
        values.update({f"audit_id{i}": json.dumps(ids[i]).encode() for i in range(n)})
        if plan.whole_event:
            values["audit_id"] = json.dumps(ids[-1]).encode()
        assert render_body(served, values, entries) == encode_json(expected), req

        encoded = served.encoded_records(values)
        for i, (record, want) in enumerate(zip(encoded, records, strict=True)):
            ts = f"2026-11-22T12:00:0{i % 10}.000001Z"
            assert record.render(5 + i, ts) == canonical_bytes({**want, "seq": 5 + i, "ts": ts})


def test_the_age_moves_and_a_stale_pair_is_not_served_from_bytes(fast: Fast) -> None:
    cache = ServedCache()
    plans = [
        fast.auditor.plan(AuditInput(None, None, pair, None, "advisory"))
        for pair in fast.auditor.coverage.pairs["pair_id"]
    ]
    plan = next(  # a pair whose legs can still change: stale once old
        p
        for p in plans
        if (a := fast.auditor.stored_answers(p, fast.fresh, LATER)) and a.rows[0]["stale"]
    )
    answers = fast.auditor.stored_answers(plan, fast.fresh, NOW)
    assert answers is not None
    assert cache.put(plan, fast.fresh, answers, NOW, STALE_AFTER_S) is None
    served = cache.put(plan, fast.fresh, answers, NOW, STALE_AFTER_S)
    assert served is not None
    later = NOW + timedelta(seconds=42)
    assert served.values(later, "rest", None)["age0"] == b"42"
    assert cache.get(plan, fast.fresh, LATER, STALE_AFTER_S) is None
    assert cache.put(plan, fast.fresh, answers, LATER, STALE_AFTER_S) is None
    assert cache.get(plan, fast.late, NOW, STALE_AFTER_S) is None  # another view


def test_a_view_kept_by_the_cache_is_freed_once_no_request_reads_it(fast: Fast) -> None:
    # The cache's templates are the view's: holding the view itself kept a replaced view
    # (a season's frames and indexes) alive for as long as no request came for the next.
    cache = ServedCache()
    view = replace(fast.fresh)  # a view of its own, sharing the demo view's frames
    plan = fast.auditor.plan(
        AuditInput(None, None, fast.auditor.coverage.pairs["pair_id"][0], None, "advisory")
    )
    answers = fast.auditor.stored_answers(plan, view, NOW)
    assert answers is not None
    cache.put(plan, view, answers, NOW, STALE_AFTER_S)
    assert cache.put(plan, view, answers, NOW, STALE_AFTER_S) is not None
    assert cache.get(plan, view, NOW, STALE_AFTER_S) is not None
    gone = weakref.ref(view)
    del view, answers
    gc.collect()
    assert gone() is None
    # Another view with the same frames is not the one the entries were built for.
    assert cache.get(plan, replace(fast.fresh), NOW, STALE_AFTER_S) is None


def test_healths_coverage_counts_do_not_keep_a_replaced_view(fast: Fast) -> None:
    state = SimpleNamespace(ruleset=fast.auditor.ctx.ruleset)
    view = replace(fast.fresh)
    counts = service_module._coverage(state, view)  # type: ignore[arg-type]
    assert counts == coverage_counts(state.ruleset, view.snapshot)
    gone = weakref.ref(view)
    del view
    gc.collect()
    assert gone() is None
    later = replace(fast.fresh)  # counted anew, not taken from the freed view's memo
    assert service_module._coverage(state, later) == counts  # type: ignore[arg-type]
    assert service_module._coverage_memo[0][1]() is later


def test_an_encoded_record_is_the_canonical_bytes_of_its_dict() -> None:
    record = {"kind": "audit", "z": [1, 2.5, None], "a": {"é": "\u2028", "n": True}, "x": ""}
    encoded = EncodedRecord.of(record)
    ts = "2026-11-22T12:00:00.000001Z"
    assert encoded.render(12, ts) == canonical_bytes({**record, "seq": 12, "ts": ts})
    with pytest.raises(ValueError):
        EncodedRecord.of({"bad": float("nan")})


LEG_ONE = {"venue": "venue_one", "market_id": "m-1", "outcome": "Yes"}
LEG_TWO = {"venue": "venue_two", "market_id": "KX.2", "outcome": "No", "side": "buy"}
BODIES: list[Any] = [
    {"canonical_event_id": "epl:ars-che:2026-11-22#home"},
    {"canonical_event_id": "x", "mode": "strict"},
    {"canonical_event_id": "x", "notional_usd": 250},
    {"canonical_event_id": "x", "notional_usd": 0.5, "mode": "advisory"},
    {"market_a": LEG_ONE, "market_b": LEG_TWO},
    {"market_a": LEG_TWO, "market_b": LEG_ONE, "canonical_event_id": "x"},
    {"market_a": {**LEG_ONE, "side": ""}, "market_b": LEG_TWO},
    # refused or doubtful: the full path judges them
    {},
    {"canonical_event_id": ""},
    {"canonical_event_id": "x" * 301},
    {"canonical_event_id": 5},
    {"canonical_event_id": "x", "mode": "loose"},
    {"canonical_event_id": "x", "mode": None},
    {"canonical_event_id": "x", "notional_usd": -1},
    {"canonical_event_id": "x", "notional_usd": True},
    {"canonical_event_id": "x", "notional_usd": "5"},
    {"canonical_event_id": "x", "notional_usd": 1e300},
    {"canonical_event_id": "x", "extra": 1},
    {"market_a": LEG_ONE},
    {"market_a": LEG_ONE, "market_b": None},
    {"market_a": {**LEG_ONE, "market_id": "a/b"}, "market_b": LEG_TWO},
    {"market_a": {**LEG_ONE, "market_id": "ab\n"}, "market_b": LEG_TWO},
    {"market_a": {**LEG_ONE, "venue": "venue_three"}, "market_b": LEG_TWO},
    {"market_a": {**LEG_ONE, "outcome": ""}, "market_b": LEG_TWO},
    {"market_a": {**LEG_ONE, "side": "x" * 21}, "market_b": LEG_TWO},
    {"market_a": {**LEG_ONE, "more": 1}, "market_b": LEG_TWO},
    {"market_a": "m-1", "market_b": LEG_TWO},
    [1, 2],
]


@pytest.mark.parametrize("body", BODIES, ids=range(len(BODIES)))
def test_a_quickly_accepted_request_is_the_models_own(body: Any) -> None:
    raw = json.dumps(body).encode()
    quick = quick_input("application/json", raw)
    try:
        model = audit_input(AuditRequest.model_validate(body))
    except ValidationError:
        assert quick is None
        return
    assert quick is None or quick == model
    if quick is None:  # only the numbers out of plain bounds are left to the model
        assert "notional_usd" in body


@pytest.mark.parametrize(
    ("content_type", "raw"),
    [
        (None, b'{"canonical_event_id": "x"}'),
        ("text/plain", b'{"canonical_event_id": "x"}'),
        ("application/json", b'{"canonical_event_id": "x"'),
        ("application/json", b'{"canonical_event_id": "\\ud800"}'),
        ("application/json", b'{"canonical_event_id": "\xff"}'),
        ("application/json", b'{"canonical_event_id": "x", "notional_usd": NaN}'),
        ("application/json", b'{"canonical_event_id": "x", "notional_usd": Infinity}'),
    ],
)
def test_an_odd_body_goes_to_the_full_path(content_type: str | None, raw: bytes) -> None:
    assert quick_input(content_type, raw) is None


def test_a_json_content_type_with_parameters_is_json() -> None:
    assert quick_input("Application/JSON; charset=utf-8", b'{"canonical_event_id": "x"}')


def test_a_body_served_from_bytes_needs_no_model_round_trip(fast: Fast) -> None:
    """MCP hands a stored answer served from bytes on as parsed: the model's validation
    and dump (which every other answer takes) would change nothing in it."""
    plans = [fast.auditor.plan(r) for r in _requests(fast)]
    plans += [_every_pair(fast.auditor, a, b, n, m) for a, b, n, m, _ in KINDS.values()]
    checked = 0
    for plan in plans:
        for view, now in ((fast.fresh, NOW), (fast.late, LATER), (fast.fresh, LATER)):
            answers = fast.auditor.stored_answers(plan, view, now)
            if answers is None:
                continue
            bodies = audit_bodies(plan, answers)
            for i, body in enumerate(bodies):
                body["log"] = log_ref(LogEntry(i + 1, "ab" * 32, CHECKPOINT if i % 2 else None))
            docs = [event_body(plan, bodies, answers.ruleset_sha)] if plan.whole_event else bodies
            for doc in docs:
                raw = json.loads(encode_json(doc))
                dumped = AuditResponse.model_validate(raw).model_dump(
                    mode="json", exclude_unset=True
                )
                assert dumped == raw
                checked += 1
    assert checked > 300


def _body_text(plan: AuditPlan, answers: Any) -> list[str]:
    out = []
    for body in audit_bodies(plan, answers):
        body.pop("audit_id")
        out.append(json.dumps(body, sort_keys=True))
    return out


def test_an_uncovered_pairs_kept_engine_rows_answer_as_the_engine_does(fast: Fast) -> None:
    """An on-demand audit keeps its pair's engine rows (advisory, no notional); a later
    audit of that pair in any mode, with any notional, at a later time, answers from them
    exactly as the engine would on the same legs."""
    ctx = fast.auditor.ctx
    auditor = Auditor(replace(ctx, settings=ctx.settings.model_copy(update=REUSE_HOUR)))
    view = fast.fresh
    pairs = list(auditor.coverage.pairs.head(6).iter_rows(named=True))
    nothing = view.snapshot.clear()
    checked = 0
    for one, two in zip(pairs, pairs[2:], strict=False):
        legs = (one["venue_one_market_id"], two["venue_two_market_id"])
        fetched = view.snapshot.filter(pl.col("market_id").is_in(legs))
        for (a, b, notional, mode, now), sides in itertools.product(
            KINDS.values(), [(None, None), ("buy", "sell")]
        ):
            req = AuditInput(
                Leg("venue_one", legs[0], a, sides[0]),
                Leg("venue_two", legs[1], b, sides[1]),
                None,
                notional,
                mode,
            )
            plan = auditor.plan(req)
            assert plan.rows[0].pair_id is None
            engine = auditor.answer(plan, view, nothing, now)  # nothing fetched: not kept
            if auditor.kept_answer(plan, view, now) is None:
                first = auditor.answer(plan, view, fetched, now)  # the audit that keeps
                assert _body_text(plan, first) == _body_text(plan, engine), req
            served = auditor.kept_answer(plan, view, now)
            assert served is not None
            assert _body_text(plan, served) == _body_text(plan, engine), (req, now)
            checked += 1
    assert checked == 4 * len(KINDS) * 2
    # past the reuse window the engine runs again
    assert auditor.kept_answer(plan, view, NOW + timedelta(hours=2)) is None


REUSE_HOUR = {"on_demand_reuse_s": 3600.0}


@pytest.fixture
def app_client(tmp_path: Path, demo_simulator: str) -> Iterator[tuple[TestClient, str]]:
    settings = security_settings(tmp_path / "home", demo_simulator)
    key = KeyStore(settings.keys_path).issue("quick").key
    with TestClient(create_app(settings, run_refresher=False), base_url=LOCAL) as client:
        yield client, key


def _seen(r: Any) -> tuple[int, Any, dict[str, str]]:
    """What a client sees of a response, less what differs per request (this app runs no
    cycle: its legs are fetched per audit, so their fetch times differ too)."""
    body = r.json()
    for part in [body, *(body.get("pairs") or [])] if isinstance(body, dict) else []:
        for field in ("audit_id", "log", "snapshot_age_seconds", "snapshot_ts"):
            part.pop(field, None)
        for leg in part.get("legs") or []:
            leg.pop("snapshot_ts")
    headers = {k: v for k, v in r.headers.items() if k in ("retry-after", "www-authenticate")}
    return r.status_code, body, headers


def test_the_quick_path_answers_as_the_route_does(
    app_client: tuple[TestClient, str], monkeypatch: pytest.MonkeyPatch
) -> None:
    """Each request through the quick path and through the FastAPI route (a Content-Type
    sent twice is left to the route): the same status, body and headers."""
    client, key = app_client
    accepted: list[AuditInput] = []

    def spy(content_type: str | None, body: bytes) -> AuditInput | None:
        found = quick_input(content_type, body)
        if found is not None:
            accepted.append(found)
        return found

    monkeypatch.setattr(quick_module, "quick_input", spy)
    event = load_current(ROOT / "rulesets").events[0]
    pair = event["pairs"][0]
    legs = {
        "market_a": {
            "venue": "venue_one",
            "market_id": pair["venue_one_market_id"],
            "outcome": "Yes",
        },
        "market_b": {
            "venue": "venue_two",
            "market_id": pair["venue_two_market_id"],
            "outcome": "Yes",
        },
    }
    cases: list[tuple[dict[str, Any], str | None]] = [
        ({"canonical_event_id": pair["pair_id"]}, key),
        ({"canonical_event_id": pair["pair_id"], "mode": "strict"}, key),
        ({"canonical_event_id": event["canonical_event_id"]}, key),
        (legs, key),
        ({"canonical_event_id": "nope#home"}, key),
        ({"canonical_event_id": "no-such-event"}, key),
        ({"canonical_event_id": pair["pair_id"]}, key + "x"),
        ({"canonical_event_id": pair["pair_id"]}, None),
        (
            {
                **legs,
                "market_a": {**legs["market_a"], "market_id": "zz-uncovered", "outcome": "Draw"},
            },
            key,
        ),
    ]
    for body, k in cases:
        raw = json.dumps(body)
        auth = [] if k is None else [("x-api-key", k)]
        quick = client.post("/v1/audit", content=raw, headers=[*JSON, *auth])
        full = client.post("/v1/audit", content=raw, headers=[*JSON, *JSON, *auth])
        assert _seen(quick) == _seen(full), (body, k)
        assert quick.headers["content-type"] == full.headers["content-type"]
    assert len(accepted) == len(cases)  # each first request took the quick path
