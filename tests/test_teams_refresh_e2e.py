"""`resaudit teams refresh` against a real simulator: venue_one `GET /teams` and the listings.

The simulator lists a recorded folder's `venue_one/teams.json`, or, without one, the teams
of its recorded events (market titles, slug codes, slug leagues). The refresh reads it and
the listings of every covered series and proposes only what the table lacks, as a diff.
"""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from pipeline.rulesets import load_table
from tests.conftest import DEMO, HTTP, ROOT, resaudit, simulator_process, venue_env

pytestmark = pytest.mark.slow


def test_the_simulator_lists_the_recorded_events_teams(demo_simulator: str) -> None:
    teams = load_table(ROOT / "rulesets", "teams")
    url = f"{demo_simulator}/venue_one/teams"
    epl = HTTP.get(url, params={"league": "epl", "limit": 500}, timeout=10).json()
    assert epl and {t["league"] for t in epl} == {"epl"}
    table = {row["venue_one_code"]: row["venue_one"] for row in teams["epl"].values()}
    for t in epl:  # every listed team is a demo club, under its venue_one name and code
        assert table[t["abbreviation"]] == t["name"], t
    page = HTTP.get(url, params={"limit": 3, "offset": 3}, timeout=10).json()
    everything = HTTP.get(url, params={"limit": 500}, timeout=10).json()
    assert page == everything[3:6]
    bad = HTTP.get(url, params={"limit": "x"}, timeout=10)
    assert bad.status_code == 422


def test_teams_refresh_proposes_from_the_venues_teams_listing(tmp_path: Path) -> None:
    data = tmp_path / "venues"
    shutil.copytree(DEMO, data)
    (data / "venue_one" / "teams.json").write_text(
        json.dumps(
            [
                # A longer name of a club the table has, by its venue_one code: an alias.
                {"id": 1, "name": "Arsenal Football Club", "league": "epl", "abbreviation": "ars"},
                # A club of a covered league the table lacks: a new row to check.
                {"id": 2, "name": "Quixhill Rovers", "league": "lal", "abbreviation": "qxh"},
                # A league no competition covers: not ours to place.
                {"id": 3, "name": "Zyzzogeton Vipers", "league": "nba", "abbreviation": "zyz"},
            ]
        ),
        encoding="utf-8",
    )
    rulesets = tmp_path / "rulesets"
    shutil.copytree(ROOT / "rulesets", rulesets)
    with simulator_process(data) as sim:
        listed = HTTP.get(f"{sim}/venue_one/teams", params={"limit": 10}, timeout=10).json()
        assert [t["name"] for t in listed][:1] == ["Arsenal Football Club"]
        env = {**venue_env(sim), "RESAUDIT_RULESETS_DIR": str(rulesets)}
        shown = resaudit("teams", "refresh", env=env, timeout=300)
        assert shown.returncode == 0, shown.stderr
        assert "alias 'Arsenal Football Club' (venue_one /teams ars)" in shown.stderr
        assert "laliga/QXH: new row 'Quixhill Rovers'" in shown.stderr
        assert "Zyzzogeton" not in shown.stdout + shown.stderr
        assert shown.stdout.startswith("--- rulesets/teams.json")
        before = (rulesets / "teams.json").read_bytes()
        assert before == (ROOT / "rulesets" / "teams.json").read_bytes()  # a diff, no write
        written = resaudit("teams", "refresh", "--write", env=env, timeout=300)
        assert written.returncode == 0, written.stderr
    table = json.loads((rulesets / "teams.json").read_text(encoding="utf-8"))
    assert "Arsenal Football Club" in table["epl"]["ARS"]["aliases"]
    assert table["laliga"]["QXH"]["venue_one"] == "Quixhill Rovers"
    assert all("Zyzzogeton" not in row["name"] for rows in table.values() for row in rows.values())
