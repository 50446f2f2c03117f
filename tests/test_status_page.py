"""The status page: rendered by a real headless Chromium against a real service on the demo."""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
from collections.abc import Iterator
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import duckdb
import pytest
from fastapi.testclient import TestClient
from selenium import webdriver
from selenium.webdriver.chrome.options import Options
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.by import By

from pipeline.schemas import SNAPSHOT_SCHEMA
from pipeline.settings import Settings
from pipeline.snapshots import SnapshotStore
from serve.app import create_app
from serve.status import StatusResponse, daily_chart_svg, render_page
from tests.conftest import DEMO, HTTP, ROOT, resaudit, service_process, wait_until

ARTIFACTS = Path(__file__).parent / "artifacts"
CHROMIUM = Path("/usr/bin/chromium")
CHROMEDRIVER = Path("/usr/bin/chromedriver")
TRUTH = json.loads((DEMO / "truth.json").read_text())


@pytest.fixture(scope="session")
def chromium() -> tuple[Path, Path]:
    """Debian's chromium and chromium-driver, installed with apt-get when absent.

    Never skips: a browser that cannot be installed fails the test, saying why.
    """
    if CHROMIUM.exists() and CHROMEDRIVER.exists():
        return CHROMIUM, CHROMEDRIVER
    if shutil.which("apt-get") is None:
        pytest.fail("chromium is not installed and there is no apt-get to install it with")
    env = {**os.environ, "DEBIAN_FRONTEND": "noninteractive"}
    for cmd in (["apt-get", "update"], ["apt-get", "install", "-y", "chromium", "chromium-driver"]):
        run = subprocess.run(cmd, capture_output=True, text=True, env=env, timeout=1200)
        if run.returncode != 0:
            pytest.fail(
                f"could not install Debian's chromium: `{' '.join(cmd)}` exited "
                f"{run.returncode}:\n{run.stderr[-3000:]}"
            )
    if not (CHROMIUM.exists() and CHROMEDRIVER.exists()):
        pytest.fail(f"apt-get succeeded but {CHROMIUM} or {CHROMEDRIVER} is still missing")
    return CHROMIUM, CHROMEDRIVER


@pytest.fixture
def browser(chromium: tuple[Path, Path]) -> Iterator[webdriver.Chrome]:
    binary, driver = chromium
    options = Options()
    options.binary_location = str(binary)
    for arg in ("--headless=new", "--no-sandbox", "--disable-gpu", "--window-size=1280,1400"):
        options.add_argument(arg)
    # A Service with an explicit path skips Selenium Manager: nothing is downloaded.
    chrome = webdriver.Chrome(options=options, service=Service(executable_path=str(driver)))
    try:
        yield chrome
    finally:
        chrome.quit()


def _status(base: str) -> dict[str, Any]:
    body: dict[str, Any] = HTTP.get(f"{base}/v1/status", timeout=10).json()
    return body


@pytest.mark.slow
def test_status_page_renders_the_demo_track_record_in_a_real_browser(
    demo_simulator: str, tmp_path: Path, browser: webdriver.Chrome
) -> None:
    home = tmp_path / "home"
    filled = resaudit("backfill", env={"RESAUDIT_HOME": str(home)})
    assert filled.returncode == 0, filled.stderr
    settled = [
        m for m in TRUTH["matches"] if m["should_pair"] and m["equivalent_settlement"] is not None
    ]
    assert f"for {len(settled)} settled events" in filled.stdout
    with service_process(demo_simulator, home, refresh_interval_s=5) as base:
        # After the backfill and the first cycle the demo's track record is populated.
        wait_until(
            lambda: (
                HTTP.get(f"{base}/v1/health", timeout=10).status_code == 200
                and _status(base)["track_record"]["resolved_matches"] > 0
            ),
            timeout=60,
            what="the first refresher cycle",
        )
        status = _status(base)
        record = status["track_record"]
        assert record["resolved_matches"] == len(settled)
        diverged = sum(not m["equivalent_settlement"] for m in settled)
        assert record["true_positives"] + record["false_negatives"] == diverged

        browser.get(f"{base}/status")
        ARTIFACTS.mkdir(exist_ok=True)
        browser.save_screenshot(str(ARTIFACTS / "status_page.png"))
        assert browser.title == "resaudit status"
        cards = {
            k: browser.find_element(By.ID, k).text for k in ("precision", "recall", "coverage")
        }
        assert f"{record['precision']:.1%}" in cards["precision"]
        assert "precision" in cards["precision"]
        assert f"{record['recall']:.1%}" in cards["recall"]
        cov = status["coverage"]
        assert f"{cov['total_events']} events" in cards["coverage"]
        assert f"{cov['settled_events']} settled" in cards["coverage"]
        assert cov["settled_events"] == len(settled)
        matrix = browser.find_element(By.ID, "confusion").text
        assert f"TP {record['true_positives']}" in matrix
        assert f"FP {record['false_positives']}" in matrix
        bars = browser.find_elements(By.CSS_SELECTOR, "#chart svg rect")
        assert len(bars) > len(status["verdicts_by_competition"])  # legend + bars
        assert all(b.is_displayed() for b in browser.find_elements(By.ID, "by-code"))
        assert (ARTIFACTS / "status_page.png").stat().st_size > 10_000

        # The breakdown beside the spec's figures: baseline, split, every real divergence.
        extra = status["track_record_breakdown"]
        assert extra["baseline"]["flagged"] == len(settled)
        assert extra["baseline"]["true_positives"] == diverged
        assert extra["baseline"]["precision"] == pytest.approx(diverged / len(settled))
        split = {r["kind"]: r for r in extra["split"]}
        assert split["if_played"]["flagged"] + split["tail_only"]["flagged"] == (
            record["true_positives"] + record["false_positives"]
        )
        assert sum(r["true_positives"] for r in split.values()) == record["true_positives"]
        truth_divergent = {
            f"{m['competition']}:match:{m['home']}-{m['away']}:{m['kickoff_utc'][:10]}"
            for m in settled
            if not m["equivalent_settlement"]
        }
        assert {d["canonical_event_id"] for d in extra["real_divergences"]} == truth_divergent
        assert (
            f"{extra['baseline']['precision']:.1%}" in browser.find_element(By.ID, "baseline").text
        )
        assert "if played" in browser.find_element(By.ID, "split").text
        rows = browser.find_elements(By.CSS_SELECTOR, "#real-divergences tr")
        assert len(rows) == 1 + len(truth_divergent)
        # Each count links to the list behind it, and the list holds that many matches.
        link = browser.find_element(By.CSS_SELECTOR, '#confusion a[href="#list-TP"]')
        assert link.text == str(record["true_positives"])
        listed = browser.find_element(By.ID, "list-TP").get_attribute("textContent") or ""
        flagged = {d["canonical_event_id"] for d in extra["real_divergences"] if d["predicted"]}
        assert flagged and all(eid in listed for eid in flagged)
        assert browser.find_element(By.ID, "daily").is_displayed()
        height = browser.execute_script("return document.body.scrollHeight")
        browser.set_window_size(1280, int(height) + 100)
        browser.save_screenshot(str(ARTIFACTS / "status_page_full.png"))


def test_status_page_says_n_a_when_precision_and_recall_are_undefined(tmp_path: Path) -> None:
    settings = Settings(home=tmp_path, rulesets_dir=ROOT / "rulesets")
    with TestClient(
        create_app(settings, run_refresher=False), base_url="http://127.0.0.1:8000"
    ) as client:
        page = client.get("/status")
        body = client.get("/v1/status").json()
        root = client.get("/", follow_redirects=False)
    assert root.status_code == 307 and root.headers["location"] == "/status"
    assert page.status_code == 200 and page.headers["content-type"].startswith("text/html")
    assert body["track_record"]["precision"] is None and body["track_record"]["recall"] is None
    assert '<div class="card" id="precision"><b>n/a</b>' in page.text
    assert '<div class="card" id="recall"><b>n/a</b>' in page.text
    assert body["snapshot_ts"] is None and "no snapshot yet" in page.text


def test_status_page_escapes_every_value() -> None:
    hostile = "<script>alert(1)</script>"
    body = StatusResponse.model_validate(
        {
            "coverage": {"total_events": 1},
            "ruleset_sha": hostile,
            "snapshot_ts": None,
            "snapshot_age_seconds": None,
            "audits_served": 0,
            "track_record": {
                "resolved_matches": 0,
                "true_positives": 0,
                "false_positives": 0,
                "true_negatives": 0,
                "false_negatives": 0,
                "precision": None,
                "recall": None,
                "by_code": [],
            },
            "verdicts_by_competition": [
                {
                    "competition": hostile,
                    "events": 1,
                    "SAFE": 0,
                    "CAUTION": 0,
                    "BLOCK": 1,
                    "resolved": 0,
                }
            ],
        }
    )
    used = {"audits_served": {"total": 0, "last_24h": 0, "last_7d": 0}}
    page = render_page(body, used, health="stale", now=datetime(2026, 11, 22, tzinfo=UTC))
    assert "<script>" not in page
    assert "&lt;script&gt;alert(1)&lt;/script&gt;" in page


def test_daily_chart_draws_one_bar_per_day_from_the_adoption_series() -> None:
    daily = [
        {"date": "2026-11-20", "audits": 0},
        {"date": "2026-11-21", "audits": 4},
        {"date": "2026-11-22", "audits": 2},
    ]
    svg = daily_chart_svg(daily)
    assert svg.startswith("<svg") and svg.count("<rect") == 3
    assert "2026-11-21: 4 audits" in svg and "2026-11-20" in svg and "2026-11-22" in svg
    heights = [float(h) for h in re.findall(r'height="([0-9.]+)" fill="#1565c0"', svg)]
    assert heights[0] == 0 and heights[1] == 2 * heights[2] > 0


def test_an_unreadable_lake_file_is_quarantined_and_the_status_answers(tmp_path: Path) -> None:
    store = SnapshotStore(tmp_path / "snapshots")
    store.write(SNAPSHOT_SCHEMA.to_frame(), venue="venue_one", cycle=2, at=datetime.now(UTC))
    bad = tmp_path / "snapshots" / "venue=venue_one" / "date=2026-01-01" / "cycle-1.parquet"
    bad.parent.mkdir(parents=True)
    bad.write_bytes(b"not parquet")  # a file cut short, or a stray file, in an older day
    vbad = tmp_path / "verdicts" / "date=2026-01-01" / "cycle-1.parquet"
    vbad.parent.mkdir(parents=True)
    vbad.write_bytes(b"PAR1 not a footer PAR1")
    settings = Settings(home=tmp_path, rulesets_dir=ROOT / "rulesets")
    with TestClient(
        create_app(settings, run_refresher=False),
        base_url="http://127.0.0.1:8000",
        raise_server_exceptions=False,
    ) as client:
        response = client.get("/v1/status")
        page = client.get("/status")
    # Start-up and the status survive the bad files; they are out of the stores, kept for
    # the operator, and the stores read again in DuckDB and Polars.
    assert response.status_code == 200, response.text
    assert page.status_code == 200
    assert not bad.exists() and not vbad.exists()
    assert (tmp_path / ".snapshots.quarantine" / bad.relative_to(tmp_path / "snapshots")).exists()
    assert (tmp_path / ".verdicts.quarantine" / vbad.relative_to(tmp_path / "verdicts")).exists()
    count = duckdb.sql(f"SELECT count(*) FROM read_parquet('{tmp_path}/snapshots/**/*.parquet')")
    assert count.fetchall() == [(0,)]
