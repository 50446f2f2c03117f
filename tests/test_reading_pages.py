"""A rule inside a busy listing page (a preview, team news, tips): what the page says besides
its rule is no rule. The wordings are this project's own."""

from __future__ import annotations

import pytest

from tests.fixtures.rules.build import WIN_SENTENCE, one_record

_WIN = WIN_SENTENCE
_one = one_record


@pytest.mark.parametrize(
    "story",
    [
        "Two seasons ago this fixture was put back ten days by a frozen pitch.",
        "Last year's meeting was moved back a week because of a cup replay.",
        "In 2023 the game was called off at half-time and replayed a month later.",
    ],
)
def test_a_past_match_told_as_news_is_no_rule(story: str) -> None:
    record = _one(_WIN, story)
    assert record["timing_window"] in (None, "unknown", "unspecified"), story
    assert record["void_cancelled"] in (None, "unknown", "unspecified"), story


def test_a_rule_naming_a_past_year_in_a_condition_is_still_read() -> None:
    record = _one(_WIN, "If the match is called off for good, as happened in 2023, it pays No.")
    assert record["void_cancelled"] == "no"


def test_a_previews_credit_is_no_settlement_source() -> None:
    record = _one(_WIN, "Every number in this preview comes from the league's official site.")
    assert record["source_primary"] in (None, "unknown")


@pytest.mark.parametrize(
    "tip",
    [
        "Trading tip: the draw has been the smart side in this fixture lately.",
        "Tipster corner: expect a tight first half and a late winner.",
        "How to trade: buy Yes if you expect a Chelsea FC win, or No if you do not.",
    ],
)
def test_a_labelled_tip_is_no_rule(tip: str) -> None:
    record = _one(_WIN, tip)
    assert (record["family"], record["outcome_kind"]) == ("win", "win"), tip


def test_a_time_zone_is_no_extra_time() -> None:
    record = _one("Kick-off 20:00 CET.", _WIN, "Judged at the end of 90 minutes plus added time.")
    assert record["scope"] == "regulation"


def test_a_period_set_for_match_result_markets_is_no_totals_period() -> None:
    record = _one(
        "House rules for every market we list.",
        "Match-result markets (home / draw / away) are decided after ninety minutes and added"
        " time.",
        "Over 2.5: resolves Yes if three or more goals are scored in Arsenal FC v Chelsea FC.",
    )
    assert record["family"] == "total"
    assert record["scope"] == "unknown"


@pytest.mark.parametrize(
    "shown",
    [
        "Kick-off 19:45, live on Sky Sports Main Event.",
        "TV: DAZN and beIN Sports.",
        "Watch it in the US on ESPN+.",
    ],
)
def test_where_to_watch_names_no_source(shown: str) -> None:
    record = _one(
        _WIN,
        "The result is the one on the league's official site; if it is not there within two"
        " hours, what reputable outlets agree on.",
        shown,
    )
    assert (record["source_primary"], record["source_fallback"]) == ("official", "consensus")
