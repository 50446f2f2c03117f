"""The quick MCP path (`serve.mcpquick`) answers exactly as the SDK does.

Each call is sent twice to one app: as sent (the quick path takes it) and with its
Content-Type sent twice, which the quick path leaves to the SDK (the SDK reads the first
and answers as usual). With the service's answer fixed the two bodies must be the same
bytes; with real audits, the same answer but for what differs per request.
"""

from __future__ import annotations

import itertools
import json
from collections.abc import Iterator
from typing import Any

import pytest
from fastapi.testclient import TestClient

from pipeline.errors import NotCovered
from pipeline.keys import KeyStore
from pipeline.rulesets import load_current
from serve import mcpquick, service
from serve.app import create_app
from serve.mcpquick import SAME_SHAPE_VERSIONS, quick_call
from tests.conftest import ROOT
from tests.test_security import LOCAL
from tests.test_security import _settings as security_settings

JSON = ("content-type", "application/json")
ACCEPT = ("accept", "application/json, text/event-stream")
EVENT = load_current(ROOT / "rulesets").events[0]
PAIR = EVENT["pairs"][0]
LEGS = {
    "market_a": {"venue": "venue_one", "market_id": PAIR["venue_one_market_id"], "outcome": "Yes"},
    "market_b": {"venue": "venue_two", "market_id": PAIR["venue_two_market_id"], "outcome": "Yes"},
}


@pytest.fixture(scope="module")
def app_client(
    tmp_path_factory: pytest.TempPathFactory, demo_simulator: str
) -> Iterator[tuple[TestClient, str]]:
    settings = security_settings(tmp_path_factory.mktemp("mcpquick") / "home", demo_simulator)
    # Every test of the module calls from one address; the limits are tests of their own.
    limits = {"rate_limit_per_min": 100_000, "mcp_keyless_rate_limit_per_min": 100_000}
    settings = settings.model_copy(update=limits)
    key = KeyStore(settings.keys_path).issue("quick").key
    with TestClient(create_app(settings, run_refresher=False), base_url=LOCAL) as client:
        yield client, key


def _call(args: Any, rpc_id: Any = 1, **params: Any) -> bytes:
    call = {
        "jsonrpc": "2.0",
        "id": rpc_id,
        "method": "tools/call",
        "params": {"name": "check_resolution_risk", "arguments": args, **params},
    }
    return json.dumps(call, ensure_ascii=False).encode()


def _both(
    client: TestClient, body: bytes, headers: list[tuple[str, str]], spy: list[Any]
) -> tuple[Any, Any]:
    """The quick path's response and the SDK's, to the same call."""
    before = len(spy)
    quick = client.post("/mcp", content=body, headers=[JSON, ACCEPT, *headers])
    assert len(spy) == before + 1, "the quick path did not take the call"
    full = client.post("/mcp", content=body, headers=[JSON, JSON, ACCEPT, *headers])
    assert len(spy) == before + 1, "the quick path took a call meant for the SDK"
    return quick, full


@pytest.fixture
def spy(monkeypatch: pytest.MonkeyPatch) -> list[Any]:
    taken: list[Any] = []

    def watch(body: bytes) -> Any:
        found = quick_call(body)
        if found is not None:
            taken.append(found)
        return found

    monkeypatch.setattr(mcpquick, "quick_call", watch)
    return taken


def _odd_answer(client: TestClient, key: str) -> dict[str, Any]:
    """A real answer with what JSON encoders write differently: small and large floats
    (Python writes 1e-05, pydantic 0.00001), non-ASCII and control characters."""
    r = client.post("/v1/audit", json={**LEGS, "notional_usd": 1000}, headers={"X-API-Key": key})
    assert r.status_code == 200, r.text
    answer: dict[str, Any] = r.json()
    odd = itertools.cycle([1e-05, 1.5e-07, 1e16, 1.2345678901234568e16, 0.1])

    def floats(doc: Any) -> Any:
        if isinstance(doc, dict):
            return {k: floats(v) for k, v in doc.items()}
        if isinstance(doc, list):
            return [floats(v) for v in doc]
        return next(odd) if type(doc) is float else doc

    answer = floats(answer)
    answer["legs"][0]["title"] = 'Ünïcödé \u2028 tab\t quote" back\\ \x01 \x7f'
    return answer


@pytest.mark.parametrize("version", [None, *sorted(SAME_SHAPE_VERSIONS)])
@pytest.mark.parametrize("as_bytes", [True, False])
def test_the_same_bytes_as_the_sdk_for_a_fixed_answer(
    app_client: tuple[TestClient, str],
    spy: list[Any],
    monkeypatch: pytest.MonkeyPatch,
    version: str | None,
    as_bytes: bool,
) -> None:
    """Whatever the answer holds (bytes served from a template, or a shaped dict) and
    however the id is given, in every protocol version the quick path takes: the SDK's
    own bytes and headers."""
    client, key = app_client
    answer = _odd_answer(client, key)

    async def fixed(*_: Any, **__: Any) -> bytes | dict[str, Any]:
        return json.dumps(answer, ensure_ascii=False).encode() if as_bytes else dict(answer)

    monkeypatch.setattr(service, "audit_answer", fixed)
    headers = [] if version is None else [("mcp-protocol-version", version)]
    for rpc_id in (1, 0, -7, 2**40, "x", 'ïd "quoted" \u2028'):
        call = _call({"canonical_event_id": PAIR["pair_id"]}, rpc_id)
        quick, full = _both(client, call, headers, spy)
        assert quick.status_code == full.status_code == 200
        assert quick.content == full.content, rpc_id
        assert quick.headers.items() == full.headers.items()
    assert b"0.00001" in quick.content and b"1e-05" in quick.content  # structured, text
    quick, full = _both(client, _call(LEGS), [("x-api-key", key), *headers], spy)
    assert quick.content == full.content


@pytest.mark.parametrize(
    "failure",
    [NotCovered("event 'x' is not covered"), RuntimeError("internal detail kept on the server")],
)
def test_a_failing_audit_is_the_sdks_tool_error(
    app_client: tuple[TestClient, str],
    spy: list[Any],
    monkeypatch: pytest.MonkeyPatch,
    failure: Exception,
) -> None:
    client, _ = app_client

    async def fail(*_: Any, **__: Any) -> bytes:
        raise failure

    monkeypatch.setattr(service, "audit_answer", fail)
    quick, full = _both(client, _call({"canonical_event_id": PAIR["pair_id"]}), [], spy)
    assert quick.content == full.content
    assert quick.json()["result"]["isError"] is True
    assert "internal detail" not in quick.text


def _seen(r: Any) -> Any:
    """What a client sees of an MCP answer, less what differs per request (this app runs
    no cycle: its legs are fetched per audit, so their fetch times differ too)."""
    doc = r.json()
    result = doc.get("result") or {}
    for content in result.get("content") or []:
        try:
            content["text"] = _plain(json.loads(content["text"]))
        except ValueError:
            pass  # an error's text
    if "structuredContent" in result:
        result["structuredContent"] = _plain(result["structuredContent"])
    return r.status_code, doc


def _plain(body: dict[str, Any]) -> dict[str, Any]:
    for part in [body, *(body.get("pairs") or [])]:
        for field in ("audit_id", "log", "snapshot_age_seconds", "snapshot_ts"):
            part.pop(field, None)
        for leg in part.get("legs") or []:
            leg.pop("snapshot_ts")
    return body


def test_real_audits_answer_as_the_sdk_does(
    app_client: tuple[TestClient, str], spy: list[Any]
) -> None:
    """Covered pairs, legs, a whole event, errors, keys good and bad, uncovered legs."""
    client, key = app_client
    uncovered = {**LEGS, "market_a": {**LEGS["market_a"], "market_id": "zz-uncovered"}}
    cases: list[tuple[dict[str, Any], str | None]] = [
        ({"canonical_event_id": PAIR["pair_id"]}, None),
        ({"canonical_event_id": PAIR["pair_id"], "mode": "strict"}, key),
        ({"canonical_event_id": EVENT["canonical_event_id"]}, None),
        (LEGS, None),
        ({**LEGS, "notional_usd": 1000}, key),
        ({**LEGS, "market_a": {**LEGS["market_a"], "outcome": "No"}}, None),
        ({"canonical_event_id": "nope#home"}, None),
        ({"canonical_event_id": "no-such-event"}, key),
        ({"canonical_event_id": PAIR["pair_id"]}, key + "x"),
        (uncovered, None),
    ]
    for args, k in cases:
        headers = [] if k is None else [("x-api-key", k)]
        quick, full = _both(client, _call(args), headers, spy)
        assert _seen(quick) == _seen(full), args
        assert quick.headers.items() == full.headers.items() or quick.status_code == 200


@pytest.mark.parametrize(
    "body",
    [
        _call({"canonical_event_id": "null"}),  # the SDK reads it as JSON: None
        _call({"canonical_event_id": "[1]"}),
        _call({"canonical_event_id": PAIR["pair_id"]}, 1.0),
        _call({"canonical_event_id": PAIR["pair_id"]}, True),
        _call({"canonical_event_id": PAIR["pair_id"]}, None),
        _call({"canonical_event_id": PAIR["pair_id"]}, 2**60),
        _call({"canonical_event_id": PAIR["pair_id"]}, _meta={"progressToken": 1}),
        _call({"canonical_event_id": PAIR["pair_id"], "extra": 1}),
        _call({"canonical_event_id": PAIR["pair_id"], "notional_usd": "10"}),
        _call({"market_a": json.dumps(LEGS["market_a"]), "market_b": LEGS["market_b"]}),
        _call({"market_a": LEGS["market_a"]}),
        _call({}),
        b'{"jsonrpc":"2.0","id":1,"method":"tools/list","params":{}}',
        b'{"jsonrpc":"2.0","method":"tools/call","params":{"name":"check_resolution_risk"}}',
        b'{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"list_covered_events",'
        b'"arguments":{}}}',
        b"[]",
        b"\xff",
    ],
)
def test_anything_doubtful_is_left_to_the_sdk(body: bytes) -> None:
    assert quick_call(body) is None


def test_doubtful_headers_are_left_to_the_sdk(
    app_client: tuple[TestClient, str], spy: list[Any]
) -> None:
    """A foreign Host, an unknown protocol version, no JSON accepted: the SDK answers."""
    client, _ = app_client
    body = _call({"canonical_event_id": PAIR["pair_id"]})
    for headers in (
        [JSON, ACCEPT, ("host", "evil.example")],
        [JSON, ACCEPT, ("origin", "http://evil.example")],
        [JSON, ACCEPT, ("mcp-protocol-version", "2099-01-01")],
        [JSON, ("accept", "text/event-stream")],
        [("content-type", "text/plain"), ACCEPT],
    ):
        r = client.post("/mcp", content=body, headers=headers)
        assert r.status_code != 500
    assert spy == []
