"""Legs of other market families, audited on a real service with coverage (REST and MCP).

A real `resaudit serve` (uvicorn on loopback) over the real simulator covers the first
ruleset of the demo lineage. The demo's family legs (`pipeline/demo/families.py`) are never
covered: auditing one against a 1X2 leg fetches it at audit time by market id. Each answer
must read every dimension of both legs (no RULE_UNRECOGNIZED, no unknown payout) and name
why the legs are not the same bet:

- a two-way "who advances" leg against the same team's 90-minute win in a knockout tie:
  BLOCK with SCOPE_MISMATCH (extra time and penalties against regulation) and
  OUTCOME_MISMATCH (another kind of bet);
- a spread leg ("wins by 2 or more goals") against the same team's win: BLOCK with
  OUTCOME_MISMATCH, and a total against the draw likewise.

REST and MCP give the same body, and the body the engine gives in a fresh process.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from typing import Any

import pytest
from mcp import Client
from mcp.types import TextContent

from tests.conftest import HTTP, ROOT
from tests.test_uncovered_audit_e2e import (
    Service,
    _every_dimension_read,
    _fresh_engine,
    _legs,
    _stable,
    covering_first_ruleset,
)

pytestmark = pytest.mark.slow


@pytest.fixture(scope="module")
def service(demo_simulator: str, tmp_path_factory: pytest.TempPathFactory) -> Iterator[Service]:
    with covering_first_ruleset(demo_simulator, tmp_path_factory) as svc:
        yield svc


def _family_legs(family: str, *, knockout: bool) -> list[tuple[dict[str, Any], dict[str, Any]]]:
    """(truth match, venue_one family leg) of every demo fixture listing that family."""
    truth = json.loads((ROOT / "data" / "demo" / "truth.json").read_text(encoding="utf-8"))
    return [
        (m, leg)
        for m in truth["matches"]
        if "families" in m["tags"] and m["knockout"] == knockout
        for extra in m["extra_markets"]
        if extra.get("kind") == "families" and extra["venue"] == "venue_one"
        for leg in extra["markets"]
        if leg["family"] == family
    ]


def _cases() -> list[tuple[str, str, str, set[str]]]:
    """(what, venue_one leg, venue_two leg, codes the answer must carry)."""
    cases: list[tuple[str, str, str, set[str]]] = []
    # The advance leg pays "Yes" on the first-named (home) team going through.
    (m, advance) = next(
        (m, leg)
        for m, leg in _family_legs("advance", knockout=True)
        if "S5" not in m["tags"] and m["competition"] == "wc2026"
    )
    cases.append(
        (
            "advance vs 90-minute win (knockout)",
            advance["market_id"],
            m["venue_two"]["markets"]["home"],
            {"SCOPE_MISMATCH", "OUTCOME_MISMATCH"},
        )
    )
    (m, spread) = _family_legs("spread", knockout=False)[0]
    cases.append(
        (
            "spread vs win",
            spread["market_id"],
            m["venue_two"]["markets"][spread["side"]],
            {"OUTCOME_MISMATCH"},
        )
    )
    (m, total) = _family_legs("total", knockout=False)[0]
    cases.append(
        (
            "total vs draw",
            total["market_id"],
            m["venue_two"]["markets"]["draw"],
            {"OUTCOME_MISMATCH"},
        )
    )
    return cases


def _codes(body: dict[str, Any]) -> set[str]:
    return {d["code"] for d in body["divergences"]}


@pytest.mark.anyio
async def test_family_legs_are_read_and_never_the_same_bet_as_a_1x2_leg(
    service: Service, demo_simulator: str
) -> None:
    cases = _cases()
    covered = {
        market
        for e in HTTP.get(f"{service.base}/v1/events?include_settled=true", timeout=10).json()
        for p in e["pairs"]
        for market in (p["venue_one_market_id"], p["venue_two_market_id"])
    }
    assert covered and not covered & {one for _, one, _, _ in cases}, "family legs are uncovered"
    reference = _fresh_engine(demo_simulator, service.rulesets, [[a, b] for _, a, b, _ in cases])
    async with Client(f"{service.base}/mcp") as client:
        for (what, one, two, codes), expected in zip(cases, reference, strict=True):
            r = HTTP.post(
                f"{service.base}/v1/audit",
                json=_legs(one, two),
                headers={"X-API-Key": service.key},
                timeout=60,
            )
            assert r.status_code == 200, (what, r.text)
            rest = r.json()
            assert rest["precomputed"] is False, what
            assert rest["verdict"] == "BLOCK", (what, rest["divergences"])
            assert codes <= _codes(rest), (what, rest["divergences"])
            _every_dimension_read(rest)
            assert _stable(rest) == _stable(expected), what
            result = await client.call_tool("check_resolution_risk", _legs(one, two))
            text = " ".join(c.text for c in result.content if isinstance(c, TextContent))
            assert not result.is_error, (what, text)
            assert result.structured_content is not None
            assert _stable(result.structured_content) == _stable(rest), what
