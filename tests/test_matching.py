"""The cross-venue matcher on the demo: precision, recall, ambiguity, and `resaudit expand`."""

from __future__ import annotations

import hashlib
import json
from datetime import UTC, date, datetime
from pathlib import Path

import polars as pl
import pytest

from pipeline.matching import fold_team_name, match_listings
from pipeline.normalize import normalize_venue_one, normalize_venue_two
from pipeline.rulesets import load_current, load_table
from tests.conftest import DEMO, ROOT, resaudit, venue_env

TRUTH = json.loads((DEMO / "truth.json").read_text())


def _demo_listings() -> pl.DataFrame:
    now = datetime(2026, 11, 22, tzinfo=UTC)
    v1 = json.loads((DEMO / "venue_one/events.json").read_text())
    series = {s["ticker"]: s for s in json.loads((DEMO / "venue_two/series.json").read_text())}
    events = {
        e["event_ticker"]: e for e in json.loads((DEMO / "venue_two/events.json").read_text())
    }
    markets = json.loads((DEMO / "venue_two/markets.json").read_text())
    return pl.concat(
        [
            normalize_venue_one(v1, {}, now).frame,
            normalize_venue_two(markets, events, series, {}, now).frame,
        ]
    )


def _match(cutoff: date) -> tuple[set[tuple[str, str]], list[dict[str, object]]]:
    tables = ROOT / "rulesets"
    result = match_listings(
        _demo_listings(),
        teams=load_table(tables, "teams"),
        competitions=load_table(tables, "competitions"),
        cutoff=cutoff,
    )
    found = {(e["venue_one"]["event_id"], e["venue_two"]["event_ticker"]) for e in result.events}
    return found, result.events


def test_matcher_precision_and_recall_on_the_demo() -> None:
    found, events = _match(date(2030, 1, 1))
    expected = {
        (m["venue_one"]["event_id"], m["venue_two"]["event_ticker"])
        for m in TRUTH["matches"]
        if m["should_pair"]
    }
    true_pos = len(found & expected)
    precision = true_pos / len(found)
    recall = true_pos / len(expected)
    print(f"matcher on demo: {len(found)} paired, precision {precision:.1%}, recall {recall:.1%}")
    assert precision == 1.0
    assert recall == 1.0
    # Orientation and legs: home/away as the truth has them, every leg on the right market.
    truth_by_v1 = {m["venue_one"]["event_id"]: m for m in TRUTH["matches"] if m["should_pair"]}
    for e in events:
        t = truth_by_v1[e["venue_one"]["event_id"]]
        assert (e["home"], e["away"], e["knockout"]) == (t["home"], t["away"], t["knockout"])
        for p in e["pairs"]:
            leg = p["outcome_leg"]
            assert p["venue_one_market_id"] == t["venue_one"]["markets"][leg]
            assert p["venue_two_market_id"] == t["venue_two"]["markets"][leg]


def test_ambiguous_listings_are_never_guessed() -> None:
    found, _ = _match(date(2030, 1, 1))
    ambiguous = [m for m in TRUTH["matches"] if m["ambiguous"]]
    assert ambiguous, "the demo must carry an ambiguous case"
    for m in ambiguous:
        assert all(v1 != m["venue_one"]["event_id"] for v1, _ in found)


def test_only_kickoffs_before_the_cutoff_are_matched() -> None:
    _, events = _match(date(2026, 10, 1))
    assert events
    assert all(e["kickoff_utc"] < "2026-10-01" for e in events)


def test_date_shift_and_inverted_listings_still_pair() -> None:
    found, _ = _match(date(2030, 1, 1))
    for tag in ("date_shift", "inverted"):
        tagged = [m for m in TRUTH["matches"] if tag in m["tags"] and m["should_pair"]]
        assert tagged, tag
        for m in tagged:
            assert (m["venue_one"]["event_id"], m["venue_two"]["event_ticker"]) in found


@pytest.mark.parametrize(
    ("a", "b"),
    [
        ("Deportivo Alavés", "Deportivo Alaves"),
        ("Bologna FC 1909", "Bologna"),
        ("Chelsea FC", "chelsea"),
        ("Côte d'Ivoire", "cote d ivoire"),
        ("AC Milan", "Milan"),
        ("Club Brugge KV", "club brugge kv"),
    ],
)
def test_name_folding(a: str, b: str) -> None:
    folded = pl.select(fold_team_name(pl.lit(a)).alias("x"), fold_team_name(pl.lit(b)).alias("y"))
    assert folded["x"][0] == folded["y"][0]


@pytest.mark.slow
def test_expand_cli_against_the_simulator(demo_simulator: str, rulesets_copy: Path) -> None:
    (rulesets_copy / "CURRENT").unlink()
    env = {**venue_env(demo_simulator), "RESAUDIT_RULESETS_DIR": str(rulesets_copy)}
    first = resaudit("expand", "--cutoff", "2026-10-01", env=env)
    assert first.returncode == 0, first.stderr
    sha1 = first.stdout.strip()
    second = resaudit("expand", "--cutoff", "2026-12-01", env=env)
    assert second.returncode == 0, second.stderr
    sha2 = second.stdout.strip()
    for sha in (sha1, sha2):
        raw = (rulesets_copy / f"{sha}.json").read_bytes()
        assert hashlib.sha256(raw).hexdigest() == sha
    current = load_current(rulesets_copy)
    assert current.sha == sha2 and current.parent == sha1
    assert all(e["kickoff_utc"] < "2026-12-01" for e in current.events)
    parent_ids = {
        e["canonical_event_id"]
        for e in json.loads((rulesets_copy / f"{sha1}.json").read_bytes())["events"]
    }
    assert parent_ids < {e["canonical_event_id"] for e in current.events}
