"""GET /v1/events: optional filters and pages, and the plain listing left as it was."""

from __future__ import annotations

import json
from collections.abc import Iterator
from datetime import datetime
from typing import Any

import pytest
from fastapi.testclient import TestClient

from pipeline.settings import Settings
from serve.app import create_app
from tests.conftest import ROOT

RULESETS = ROOT / "rulesets"
CURRENT = json.loads((RULESETS / f"{(RULESETS / 'CURRENT').read_text().strip()}.json").read_text())
TEAMS = json.loads((RULESETS / "teams.json").read_text())
# The listing's fields before this change, worked out from the ruleset file alone.
SPEC_FIELDS = ("canonical_event_id", "venues", "kickoff_utc", "pairs", "match_date", "settled")
PAIR_FIELDS = (
    "pair_id",
    "outcome_leg",
    "venue_one_market_id",
    "venue_two_market_id",
    "venue_one_outcome_label",
    "venue_two_outcome_label",
)


@pytest.fixture(scope="module")
def client(tmp_path_factory: pytest.TempPathFactory) -> Iterator[TestClient]:
    """The service on a data home with no snapshot yet: every covered event is open."""
    home = tmp_path_factory.mktemp("events-home")
    settings = Settings(home=home, rulesets_dir=RULESETS)
    with TestClient(
        create_app(settings, run_refresher=False), base_url="http://127.0.0.1:8000"
    ) as c:
        yield c


def _ids(body: list[dict[str, Any]]) -> list[str]:
    return [e["canonical_event_id"] for e in body]


def _kickoff(text: str) -> datetime:
    return datetime.fromisoformat(text.replace("Z", "+00:00"))


def test_without_parameters_the_body_is_the_plain_array_of_every_event(client: TestClient) -> None:
    response = client.get("/v1/events")
    assert response.status_code == 200 and "link" not in response.headers
    body = response.json()
    assert isinstance(body, list)
    expected = [
        {
            "canonical_event_id": e["canonical_event_id"],
            "venues": ["venue_one", "venue_two"],
            "kickoff_utc": e["kickoff_utc"],
            "pairs": [{k: p[k] for k in PAIR_FIELDS} for p in e["pairs"]],
            "match_date": e["match_date"],
            "settled": False,
        }
        for e in CURRENT["events"]
    ]
    got = [
        {
            **{k: e[k] for k in SPEC_FIELDS},
            "pairs": [{k: p[k] for k in PAIR_FIELDS} for p in e["pairs"]],
        }
        for e in body
    ]
    assert got == expected


def test_each_event_names_its_competition_teams_and_market_urls(client: TestClient) -> None:
    body = client.get("/v1/events").json()
    first, source = body[0], CURRENT["events"][0]
    assert first["competition"] == source["competition"]
    assert (first["home"], first["away"]) == (source["home"], source["away"])
    comp = TEAMS[source["competition"]]
    assert first["home_name"] == comp[source["home"]]["name"]
    assert first["away_name"] == comp[source["away"]]["name"]
    pair = first["pairs"][0]
    assert pair["venue_one_market_url"].endswith(f"/markets/{pair['venue_one_market_id']}")
    assert pair["venue_two_market_url"].endswith(f"/markets/{pair['venue_two_market_id']}")
    assert all(e["home_name"] and e["away_name"] for e in body)


def test_competition_and_kickoff_filters(client: TestClient) -> None:
    events = CURRENT["events"]
    comp = events[0]["competition"]
    body = client.get("/v1/events", params={"competition": comp}).json()
    assert _ids(body) == [e["canonical_event_id"] for e in events if e["competition"] == comp]
    day = events[0]["match_date"]
    body = client.get("/v1/events", params={"kickoff_from": day, "kickoff_to": day}).json()
    want = [e["canonical_event_id"] for e in events if e["kickoff_utc"][:10] == day]
    assert _ids(body) == want and want
    cut = events[len(events) // 2]["kickoff_utc"]
    body = client.get("/v1/events", params={"kickoff_from": cut}).json()
    assert _ids(body) == [
        e["canonical_event_id"] for e in events if _kickoff(e["kickoff_utc"]) >= _kickoff(cut)
    ]


def test_team_by_code_and_by_any_known_name(client: TestClient) -> None:
    source = CURRENT["events"][0]
    comp, code = source["competition"], source["home"]
    row = TEAMS[comp][code]
    want = [
        e["canonical_event_id"]
        for e in CURRENT["events"]
        if e["competition"] == comp and code in (e["home"], e["away"])
    ]
    names = {code, code.lower(), row["name"], row["venue_one"], row["venue_two"], *row["aliases"]}
    for name in names:
        body = client.get("/v1/events", params={"team": name, "competition": comp}).json()
        assert _ids(body) == want, name


def test_limit_and_after_page_through_the_listing_with_a_link_header(client: TestClient) -> None:
    everything = _ids(client.get("/v1/events").json())
    seen: list[str] = []
    url: str | None = "/v1/events?limit=7"
    pages = 0
    while url is not None:
        response = client.get(url)
        assert response.status_code == 200
        page = _ids(response.json())
        assert 0 < len(page) <= 7
        seen += page
        pages += 1
        link = response.headers.get("link")
        if link is None:
            url = None
        else:
            assert link.endswith('>; rel="next"') and "limit=7" in link
            url = link[1 : link.index(">")]
            assert f"after={page[-1].replace(':', '%3A')}" in url
    assert seen == everything and pages == -(-len(everything) // 7)


@pytest.mark.parametrize(
    ("params", "message"),
    [
        ({"competition": "nope"}, "unknown competition 'nope'"),
        ({"team": "Qqxz Zzyv"}, "unknown team 'Qqxz Zzyv'"),
        ({"kickoff_from": "yesterday"}, "kickoff_from must be an ISO 8601 date"),
        ({"kickoff_from": "2026-12-01", "kickoff_to": "2026-11-01"}, "is after kickoff_to"),
        ({"after": "no:such:event"}, "after='no:such:event' is not an event"),
    ],
)
def test_bad_filter_values_are_a_422_that_says_why(
    client: TestClient, params: dict[str, str], message: str
) -> None:
    response = client.get("/v1/events", params=params)
    assert response.status_code == 422
    assert message in json.dumps(response.json())


@pytest.mark.parametrize("limit", ["0", "1001", "ten"])
def test_a_limit_out_of_range_is_a_422(client: TestClient, limit: str) -> None:
    assert client.get("/v1/events", params={"limit": limit}).status_code == 422
