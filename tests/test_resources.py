"""Shipped data and where the settings point by default (docs/DESIGN.md §3, §6)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from pipeline.errors import RulesetError
from pipeline.resources import demo_data_dir, packaged_rulesets_dir, seed_rulesets
from pipeline.rulesets import current_sha, load_current, load_table
from pipeline.settings import Settings
from tests.conftest import ROOT, resaudit

SHIPPED_CURRENT = (ROOT / "rulesets" / "CURRENT").read_text().strip()


def test_in_a_checkout_the_shipped_data_is_the_repository_folders() -> None:
    assert packaged_rulesets_dir() == ROOT / "rulesets"
    assert demo_data_dir() == ROOT / "data" / "demo"


def test_default_coverage_folder_is_under_the_home_and_seeded_once(tmp_path: Path) -> None:
    settings = Settings(home=tmp_path / "home")
    assert settings.rulesets_dir == tmp_path / "home" / "rulesets"
    assert current_sha(settings.rulesets_dir) == SHIPPED_CURRENT
    lineage = {p.name for p in settings.rulesets_dir.iterdir()}
    shipped = {p.name for p in (ROOT / "rulesets").glob("*.json")} | {"CURRENT"}
    # Frozen sets and CURRENT only: the reference tables keep coming from the package.
    assert lineage == shipped - {"competitions.json", "teams.json"}
    assert load_current(settings.rulesets_dir).sha == SHIPPED_CURRENT
    assert load_table(settings.rulesets_dir, "teams") == json.loads(
        (ROOT / "rulesets" / "teams.json").read_text(encoding="utf-8")
    )

    # Once seeded, the folder is the operator's: a later start never resets it.
    parent = (settings.rulesets_dir / f"{SHIPPED_CURRENT}.json").read_text()
    other = json.loads(parent)["parent"]
    (settings.rulesets_dir / "CURRENT").write_text(other + "\n")
    assert current_sha(Settings(home=tmp_path / "home").rulesets_dir) == other


def test_an_explicit_rulesets_dir_is_used_as_it_is(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    empty = tmp_path / "coverage"
    for settings in (
        Settings(home=tmp_path / "home", rulesets_dir=empty),
        _from_env(monkeypatch, RESAUDIT_HOME=tmp_path / "home", RESAUDIT_RULESETS_DIR=empty),
    ):
        assert settings.rulesets_dir == empty
        assert not empty.exists()  # never seeded: no coverage yet
        assert not (tmp_path / "home" / "rulesets").exists()
        with pytest.raises(RulesetError, match="no current ruleset"):
            load_current(settings.rulesets_dir)
        assert "epl" in load_table(settings.rulesets_dir, "competitions")  # the package's


def test_a_table_in_the_rulesets_folder_overrides_the_shipped_one(tmp_path: Path) -> None:
    (tmp_path / "teams.json").write_text('{"xyz": {}}', encoding="utf-8")
    assert load_table(tmp_path, "teams") == {"xyz": {}}
    assert "epl" in load_table(tmp_path, "competitions")


def test_seeding_an_unwritable_folder_is_logged_not_raised(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("not a folder")
    assert seed_rulesets(blocker / "rulesets") == blocker / "rulesets"
    assert "could not seed coverage sets" in caplog.text


def test_the_demo_data_default_is_the_shipped_recording(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(tmp_path)  # not ./data/demo of wherever the tests run
    demo = Settings().demo_data
    assert (demo / "venue_one" / "events.json").is_file()
    assert (demo / "venue_two" / "markets.json").is_file()


def _from_env(monkeypatch: pytest.MonkeyPatch, **env: Path) -> Settings:
    for key, value in env.items():
        monkeypatch.setenv(key, str(value))
    return Settings()


def test_simulate_over_a_missing_folder_is_one_error_line(tmp_path: Path) -> None:
    missing = str(tmp_path / "nowhere")
    result = resaudit(
        "simulate", "--port", "0", "--data", missing, env={"RESAUDIT_HOME": str(tmp_path)}
    )
    assert result.returncode == 1
    assert result.stderr.strip().splitlines()[-1] == (
        f"resaudit: error: recorded-data directory not found: {tmp_path / 'nowhere'}"
    )
    assert "Traceback" not in result.stderr
