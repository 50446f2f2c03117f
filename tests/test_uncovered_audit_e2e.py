"""Every leg is read: on a service WITH coverage, an uncovered pair is read like a covered one.

A real `resaudit serve` (uvicorn on loopback) over the real simulator, covering the first
ruleset of the demo lineage (60 events). The pairs the later ruleset adds are real pairs
of the same matches that this service does not cover: auditing them fetches both legs at
audit time. REST and MCP must give exactly the body the engine gives in a fresh process
(`tests.fresh_engine`: no service, no cycle, no rule record known beforehand), apart from
what differs call to call (ids, log position, fetch times), and every dimension the texts
state must be read (a leg left unread comes back RULE_UNRECOGNIZED with no evidence).
"""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest
from mcp import Client
from mcp.types import TextContent

from pipeline.auditlog import iter_records
from pipeline.rulesets import current_sha, load_ruleset, pairs_frame
from tests.conftest import HTTP, ROOT, resaudit, service_process, wait_until

pytestmark = pytest.mark.slow

# Differs call to call, or says when the legs were fetched: everything else must agree.
VOLATILE = {"audit_id", "log", "snapshot_ts", "snapshot_age_seconds"}


@dataclass(frozen=True)
class Service:
    base: str
    key: str
    home: Path
    rulesets: Path


def _lineage(rulesets: Path) -> tuple[str, str]:
    """(first sha, CURRENT sha) of the committed lineage."""
    current = current_sha(rulesets)
    first = next(
        p.stem for p in sorted(rulesets.glob("*.json")) if len(p.stem) == 64 and p.stem != current
    )
    return first, current


@contextmanager
def covering_first_ruleset(sim: str, tmp_path_factory: pytest.TempPathFactory) -> Iterator[Service]:
    """A real service covering the first ruleset of the demo lineage, its first cycle done.

    Shared with `test_family_audit_e2e`: the pairs the later ruleset adds, and the demo's
    family legs, are then real legs this service does not cover.
    """
    home = tmp_path_factory.mktemp("home")
    rulesets = tmp_path_factory.mktemp("rulesets")
    shutil.copytree(ROOT / "rulesets", rulesets, dirs_exist_ok=True)
    first, _ = _lineage(ROOT / "rulesets")
    (rulesets / "CURRENT").write_text(first + "\n")
    out = resaudit("keys", "issue", "--name", "tests", env={"RESAUDIT_HOME": str(home)})
    assert out.returncode == 0, out.stderr
    with service_process(sim, home, rulesets, refresh_interval_s=30) as base:

        def covered() -> bool:
            h = HTTP.get(f"{base}/v1/health", timeout=10).json()
            return int(h["refresher"]["cycle_count"]) >= 1 and h["coverage"]["total_pairs"] > 0

        wait_until(covered, timeout=180, what="a first cycle over the covered pairs")
        yield Service(base, out.stdout.strip(), home, rulesets)


@pytest.fixture(scope="module")
def service(demo_simulator: str, tmp_path_factory: pytest.TempPathFactory) -> Iterator[Service]:
    with covering_first_ruleset(demo_simulator, tmp_path_factory) as svc:
        yield svc


def _uncovered_pairs() -> list[tuple[str, str]]:
    """One pair per competition among those the later ruleset adds (not covered here)."""
    rulesets = ROOT / "rulesets"
    first, current = _lineage(rulesets)
    old = pairs_frame(load_ruleset(rulesets, first)).select("pair_id")
    new = pairs_frame(load_ruleset(rulesets, current)).join(old, on="pair_id", how="anti")
    picked = new.sort("pair_id").group_by("competition", maintain_order=True).first()
    assert picked.height >= 3, "the later ruleset adds pairs of several competitions"
    return [
        (r["venue_one_market_id"], r["venue_two_market_id"]) for r in picked.iter_rows(named=True)
    ]


def _legs(one: str, two: str) -> dict[str, Any]:
    return {
        "market_a": {"venue": "venue_one", "market_id": one, "outcome": "Yes"},
        "market_b": {"venue": "venue_two", "market_id": two, "outcome": "Yes"},
    }


def _stable(body: dict[str, Any]) -> dict[str, Any]:
    out = {k: v for k, v in body.items() if k not in VOLATILE}
    out["legs"] = [{k: v for k, v in leg.items() if k not in VOLATILE} for leg in body["legs"]]
    return out


def _fresh_engine(sim: str, rulesets: Path, pairs: list[tuple[str, str]]) -> list[dict[str, Any]]:
    done = subprocess.run(
        [sys.executable, "-m", "tests.fresh_engine", sim, str(rulesets)],
        input=json.dumps(pairs),
        capture_output=True,
        text=True,
        cwd=ROOT,
        timeout=300,
        check=False,
    )
    assert done.returncode == 0, done.stderr[-3000:]
    bodies: list[dict[str, Any]] = json.loads(done.stdout)
    return bodies


def _rest_audit(service: Service, one: str, two: str) -> dict[str, Any]:
    """`POST /v1/audit` of the two legs; the 200 body."""
    r = HTTP.post(
        f"{service.base}/v1/audit",
        json=_legs(one, two),
        headers={"X-API-Key": service.key},
        timeout=60,
    )
    assert r.status_code == 200, r.text
    body: dict[str, Any] = r.json()
    return body


def _every_dimension_read(body: dict[str, Any]) -> None:
    for d in body["divergences"]:
        assert d["code"] != "RULE_UNRECOGNIZED", d
        ev = d["evidence"]
        for side in ("venue_one", "venue_two"):
            # Quoted from the leg's rules, or (inferred) derived from what derived_from names.
            assert ev[side] or ev["derived_from"][side], d
            assert ev["status"][side] in ("recognized", "inferred"), d
            assert (ev["status"][side] == "inferred") == (ev["derived_from"][side] is not None), d
    assert all(c["venue_one_payout"] != "unknown" for c in body["contingencies"]), body
    assert all(c["venue_two_payout"] != "unknown" for c in body["contingencies"]), body


@pytest.mark.anyio
async def test_an_uncovered_pair_is_read_like_the_engine_reads_it_in_a_fresh_process(
    service: Service, demo_simulator: str
) -> None:
    pairs = _uncovered_pairs()
    covered = {
        (p["venue_one_market_id"], p["venue_two_market_id"])
        for e in HTTP.get(f"{service.base}/v1/events?include_settled=true", timeout=10).json()
        for p in e["pairs"]
    }
    assert covered and not covered & set(pairs), "the service covers pairs, but not these"
    reference = _fresh_engine(demo_simulator, service.rulesets, pairs)
    assert len(reference) == len(pairs)
    async with Client(f"{service.base}/mcp") as client:
        for (one, two), expected in zip(pairs, reference, strict=True):
            _every_dimension_read(expected)
            assert expected["divergences"], "a pair with divergences compares evidence too"
            rest = _rest_audit(service, one, two)
            assert rest["precomputed"] is False
            assert _stable(rest) == _stable(expected)
            result = await client.call_tool("check_resolution_risk", _legs(one, two))
            text = " ".join(c.text for c in result.content if isinstance(c, TextContent))
            assert not result.is_error, text
            assert result.structured_content is not None
            assert _stable(result.structured_content) == _stable(expected)
    logged = [r for r in iter_records(service.home / "audit") if r["pair_id"] is None]
    assert {r["channel"] for r in logged} == {"rest", "mcp"}
    assert len(logged) == 2 * len(pairs)


def test_an_uncovered_pair_audited_again_soon_reuses_its_fetch(service: Service) -> None:
    """Within RESAUDIT_ON_DEMAND_REUSE_S a second audit of the same uncovered legs answers
    from the rows the first one fetched (the venues are not asked again): its legs carry
    the same snapshot_ts, which says when they were read."""
    one, two = _uncovered_pairs()[0]
    first, again = _rest_audit(service, one, two), _rest_audit(service, one, two)
    assert [leg["snapshot_ts"] for leg in again["legs"]] == [
        leg["snapshot_ts"] for leg in first["legs"]
    ]
    assert again["audit_id"] != first["audit_id"]
    assert _stable(again) == _stable(first)


def test_a_notional_audit_never_judges_depth_a_plain_audit_did_not_read(service: Service) -> None:
    """A plain audit of an uncovered venue_two leg takes its market's top of book (no
    order book read); a `notional_usd` audit of the same legs soon after reads the book:
    its depth is the book's, never the listing's (which gives no sizes here: 0 USD)."""
    books = ROOT / "data" / "demo" / "venue_two" / "orderbooks"
    rulesets = ROOT / "rulesets"
    first, current = _lineage(rulesets)
    old = pairs_frame(load_ruleset(rulesets, first)).select("pair_id")
    new = pairs_frame(load_ruleset(rulesets, current)).join(old, on="pair_id", how="anti")
    one, two = next(
        (a, b)
        for a, b in new.select("venue_one_market_id", "venue_two_market_id").iter_rows()
        if (books / f"{b}.json").exists()
    )
    plain = _rest_audit(service, one, two)
    assert plain["liquidity"] is None
    r = HTTP.post(
        f"{service.base}/v1/audit",
        json={**_legs(one, two), "notional_usd": 1.0},
        headers={"X-API-Key": service.key},
        timeout=60,
    )
    assert r.status_code == 200, r.text
    sized = r.json()
    assert sized["liquidity"]["venue_two_depth_usd"] > 0, sized["liquidity"]
    assert "THIN_LIQUIDITY" not in {d["code"] for d in sized["divergences"]}
