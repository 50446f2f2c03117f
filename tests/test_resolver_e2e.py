"""Issue 13 end to end, in real processes: a simulator over demo data whose names differ.

One match has a venue_two team under a short name the alias table lacks; another has a
venue_one team under a name nobody can place. `resaudit expand` must cover the first and
report the second with its reason; a real `resaudit serve` auditing the first match's legs
on demand (not covered by the service's ruleset) must not call them different fixtures.
"""

from __future__ import annotations

import json
import shutil
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest

from pipeline.rulesets import current_sha, load_ruleset, load_table
from pipeline.teams import TeamResolver, fold
from tests.conftest import (
    DEMO,
    HTTP,
    ROOT,
    resaudit,
    service_process,
    simulator_process,
    venue_env,
    wait_until,
)

pytestmark = pytest.mark.slow

UNKNOWN = "Xyzzy Wanderers"


@dataclass(frozen=True)
class Scene:
    sim: str
    data: Path
    short: dict[str, Any]  # the match renamed on venue_two (short name), from truth.json
    lost: dict[str, Any]  # the match whose venue_one team nobody can place
    old_name: str
    new_name: str


def _first_ruleset() -> str:
    rulesets = ROOT / "rulesets"
    current = current_sha(rulesets)
    return next(
        p.stem for p in sorted(rulesets.glob("*.json")) if len(p.stem) == 64 and p.stem != current
    )


def _rewrite(path: Path, keep: Any, old: str, new: str) -> None:
    """Replace `old` by `new` in every string of the records of `path` that `keep` selects."""
    records = json.loads(path.read_text(encoding="utf-8"))

    def sub(value: Any) -> Any:
        if isinstance(value, str):
            return value.replace(old, new)
        if isinstance(value, list):
            return [sub(v) for v in value]
        if isinstance(value, dict):
            return {k: sub(v) for k, v in value.items()}
        return value

    records = [sub(r) if keep(r) else r for r in records]
    path.write_text(json.dumps(records, ensure_ascii=False), encoding="utf-8")


@pytest.fixture(scope="module")
def scene(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Scene]:
    data = tmp_path_factory.mktemp("venues")
    shutil.copytree(DEMO, data, dirs_exist_ok=True)
    truth = json.loads((DEMO / "truth.json").read_text())
    teams = load_table(ROOT / "rulesets", "teams")
    resolver = TeamResolver(teams)
    covered = {
        e["venue_two"]["event_ticker"]
        for e in load_ruleset(ROOT / "rulesets", _first_ruleset()).events
    }
    epl = [
        m
        for m in truth["matches"]
        if m["competition"] == "epl"
        and m["should_pair"]
        and m["venue_two"]["event_ticker"] not in covered
    ]
    # A club whose venue_two name has a first word the alias table lacks ("Nottingham").
    short = old = new = None
    for m in epl:
        name = teams["epl"][m["home"]]["venue_two"]
        first = name.split()[0]
        if len(name.split()) > 1 and len(first) >= 5:
            if resolver.resolve("epl", first).method not in ("alias", None):
                short, old, new = m, name, first
                break
    assert short and old and new, "the demo has an EPL club with a multi-word name"
    assert fold(new) not in {fold(a) for a in teams["epl"][short["home"]]["aliases"]}
    lost = next(m for m in epl if m is not short and m["away"] != short["home"])
    ticker = short["venue_two"]["event_ticker"]
    _rewrite(data / "venue_two/events.json", lambda r: r["event_ticker"] == ticker, old, new)
    _rewrite(data / "venue_two/markets.json", lambda r: r["event_ticker"] == ticker, old, new)
    gone = teams["epl"][lost["away"]]["venue_one"]
    _rewrite(
        data / "venue_one/events.json",
        lambda r: str(r["id"]) == lost["venue_one"]["event_id"],
        gone,
        UNKNOWN,
    )
    code = teams["epl"][lost["away"]]["venue_one_code"]
    _rewrite(
        data / "venue_one/events.json",
        lambda r: str(r["id"]) == lost["venue_one"]["event_id"],
        f"-{code}",
        "-xyz",
    )
    with simulator_process(data) as sim:
        yield Scene(sim, data, short, lost, old, new)


def test_expand_covers_a_short_name_and_reports_what_it_cannot_place(
    scene: Scene, tmp_path: Path
) -> None:
    rulesets = tmp_path / "rulesets"
    shutil.copytree(ROOT / "rulesets", rulesets)
    (rulesets / "CURRENT").unlink()
    env = {**venue_env(scene.sim), "RESAUDIT_RULESETS_DIR": str(rulesets)}
    out = resaudit("expand", "--cutoff", "2030-01-01", "--json", env=env)
    assert out.returncode == 0, out.stderr
    report = json.loads(out.stdout)
    sha = report["ruleset_sha"]
    assert current_sha(rulesets) == sha
    ruleset = load_ruleset(rulesets, sha)  # verifies the bytes against the sha
    assert ruleset.tables and set(ruleset.tables) == {"competitions", "teams"}
    assert json.loads((rulesets / f"{sha}.report.json").read_text()) == report
    tickers = {e["venue_two"]["event_ticker"]: e for e in ruleset.events}
    event = tickers[scene.short["venue_two"]["event_ticker"]]
    assert (event["home"], event["away"]) == (scene.short["home"], scene.short["away"])
    assert {p["venue_two_outcome_label"] for p in event["pairs"]} >= {scene.new_name}
    lost = scene.lost["venue_one"]["event_id"]
    assert scene.lost["venue_two"]["event_ticker"] not in tickers
    rows = {(r["venue"], r["event_id"]): r for r in report["unmatched"]}
    row = rows[("venue_one", lost)]
    assert row["reason"] == "unknown_team", row
    assert UNKNOWN in row["detail"] and row["candidates"], row
    other = rows[("venue_two", scene.lost["venue_two"]["event_ticker"])]
    assert other["reason"] == "no_counterpart", other
    assert f"{len(report['unmatched'])} listing(s) not paired" in out.stderr


def test_on_demand_legs_of_a_short_named_match_are_one_fixture(
    scene: Scene, tmp_path: Path
) -> None:
    home = tmp_path / "home"
    rulesets = tmp_path / "rulesets"
    shutil.copytree(ROOT / "rulesets", rulesets)
    (rulesets / "CURRENT").write_text(_first_ruleset() + "\n")
    key = resaudit("keys", "issue", "--name", "tests", env={"RESAUDIT_HOME": str(home)})
    assert key.returncode == 0, key.stderr
    v1 = scene.short["venue_one"]["markets"]
    v2 = scene.short["venue_two"]["markets"]
    with service_process(scene.sim, home, rulesets, refresh_interval_s=30) as base:
        wait_until(
            lambda: (
                HTTP.get(f"{base}/v1/health", timeout=10).json()["refresher"]["cycle_count"] >= 1
            ),
            # A first cycle extracts every rule text of the ruleset: minutes on a loaded host.
            timeout=300,
            what="a first cycle",
        )
        for leg in ("home", "draw", "away"):
            r = HTTP.post(
                f"{base}/v1/audit",
                json={
                    "market_a": {"venue": "venue_one", "market_id": v1[leg], "outcome": "Yes"},
                    "market_b": {"venue": "venue_two", "market_id": v2[leg], "outcome": "Yes"},
                },
                headers={"X-API-Key": key.stdout.strip()},
                timeout=60,
            )
            assert r.status_code == 200, r.text
            body = r.json()
            assert body["precomputed"] is False
            codes = {d["code"] for d in body["divergences"]}
            assert "FIXTURE_MISMATCH" not in codes, body["divergences"]
            assert "OUTCOME_MISMATCH" not in codes, body["divergences"]
