"""Frozen rulesets: canonical bytes, sha names, CURRENT, and refusal of tampered files."""

from __future__ import annotations

import hashlib
from datetime import date
from pathlib import Path

import pytest

from pipeline.errors import RulesetError
from pipeline.rulesets import load_current, load_ruleset, pairs_frame, write_ruleset


def _event(eid: str) -> dict[str, object]:
    return {
        "canonical_event_id": eid,
        "competition": "epl",
        "home": "ARS",
        "away": "CHE",
        "kickoff_utc": "2026-12-05T15:00:00Z",
        "match_date": "2026-12-05",
        "knockout": False,
        "venue_one": {"event_id": "1"},
        "venue_two": {"event_ticker": "KXEPLGAME-26DEC05ARSCFC"},
        "pairs": [
            {
                "pair_id": f"{eid}:result#{leg}",
                "outcome_leg": leg,
                "venue_one_market_id": f"1{i}",
                "venue_two_market_id": f"KXEPLGAME-26DEC05ARSCFC-{leg.upper()}",
                "venue_one_outcome_label": leg,
                "venue_two_outcome_label": leg,
            }
            for i, leg in enumerate(("home", "draw", "away"))
        ],
    }


def test_ruleset_file_is_named_by_the_sha_of_its_bytes(tmp_path: Path) -> None:
    rs = write_ruleset(
        tmp_path,
        cutoff=date(2027, 1, 1),
        parent=None,
        events=[_event("epl:match:ARS-CHE:2026-12-05")],
    )
    raw = (tmp_path / f"{rs.sha}.json").read_bytes()
    assert hashlib.sha256(raw).hexdigest() == rs.sha
    assert (tmp_path / "CURRENT").read_text().strip() == rs.sha
    assert load_current(tmp_path) == rs


def test_same_content_gives_the_same_sha(tmp_path: Path) -> None:
    a = write_ruleset(tmp_path / "a", cutoff=date(2027, 1, 1), parent=None, events=[_event("e:1")])
    b = write_ruleset(tmp_path / "b", cutoff=date(2027, 1, 1), parent=None, events=[_event("e:1")])
    c = write_ruleset(tmp_path / "c", cutoff=date(2027, 1, 2), parent=None, events=[_event("e:1")])
    assert a.sha == b.sha != c.sha


def test_tampered_ruleset_refuses_to_load(tmp_path: Path) -> None:
    rs = write_ruleset(tmp_path, cutoff=date(2027, 1, 1), parent=None, events=[_event("e:1")])
    path = tmp_path / f"{rs.sha}.json"
    path.write_bytes(path.read_bytes().replace(b"ARS", b"ARZ"))
    with pytest.raises(RulesetError, match="fails its hash check"):
        load_ruleset(tmp_path, rs.sha)


def test_missing_current_is_a_clear_error(tmp_path: Path) -> None:
    with pytest.raises(RulesetError, match="no current ruleset"):
        load_current(tmp_path)


def test_pairs_frame_has_one_row_per_pair(tmp_path: Path) -> None:
    rs = write_ruleset(
        tmp_path, cutoff=date(2027, 1, 1), parent=None, events=[_event("e:1"), _event("e:2")]
    )
    frame = pairs_frame(rs)
    assert frame.height == 6
    assert frame["pair_id"].str.starts_with(frame["canonical_event_id"]).all()
