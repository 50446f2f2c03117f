"""Wordings first met in the mixed batches of writers (sets (av)-(ay)): postponements,
exclusions, wins, scores and abandonments said in other words, read by meaning. The
wordings are this project's own."""

from __future__ import annotations

import pytest

from tests.fixtures.rules.build import WIN_SENTENCE, one_record

_WIN = WIN_SENTENCE
_one = one_record


def test_two_windows_with_one_payout_beyond_them_read_the_payout() -> None:
    record = _one(
        _WIN,
        "A game moved back more than 48 hours is valued at a fair price.",
        "A delayed game gets up to four days; after that, a fair price.",
    )
    assert record["timing_window"] == "unknown"
    assert record["void_postponed_long"] == "fair_price"


def test_two_windows_beside_a_market_kept_open_stay_in_conflict() -> None:
    record = _one(
        _WIN,
        "A game moved back more than 48 hours is valued at a fair price.",
        "A delayed game gets up to four days; after that, a fair price.",
        "Actually a delayed game keeps this market open until it is played.",
    )
    assert record["void_postponed_long"] != "fair_price"


@pytest.mark.parametrize(
    "moved",
    [
        "re-dated by more than 48 hours",
        "deferred by more than 48 hours",
        "bumped more than 48 hours from its first start",
    ],
)
def test_a_postponement_in_other_words_is_read(moved: str) -> None:
    record = _one(_WIN, f"A fixture {moved} is settled at a fair price.")
    assert record["timing_window_hours"] == 48
    assert record["void_postponed_long"] == "fair_price"


def test_a_settlement_deferred_until_the_result_is_no_postponement() -> None:
    record = _one(_WIN, "Settlement is deferred until the league confirms the score.")
    assert record["timing_window"] in (None, "unknown", "unspecified")


def test_periods_not_taking_part_are_left_out() -> None:
    assert _one(_WIN, "Overtime and the shoot-out are not taking part here.")["scope"] == (
        "regulation"
    )


@pytest.mark.parametrize(
    "said",
    [
        "Stays open until played. No deadline.",
        "A change of date leaves this contract open until the game finally takes place.",
        "Moved fixtures keep the contract alive; it settles on the rearranged match.",
    ],
)
def test_a_market_kept_open_until_played_speaks_of_a_postponement(said: str) -> None:
    record = _one(_WIN, said)
    assert record["timing_window"] == "open_until_played", said
    assert record["void_postponed_long"] == "result", said


@pytest.mark.parametrize(
    "dated",
    [
        "their league match of 2026-09-26",
        "their league match of 26-09-2026",
        "the game, which is 18:30",
    ],
)
def test_a_date_or_a_time_is_no_score(dated: str) -> None:
    record = _one(
        f"Exact score, Arsenal FC v Chelsea FC, in {dated}: Yes only on a home 3, away 3.",
    )
    assert record["outcome_side"] in (None, "3-3"), dated


def test_a_void_matchs_settled_score_is_no_score_of_the_market() -> None:
    record = _one(
        "Correct score market: pays Yes if the home side scores two and the away side one.",
        "If the match is called off for good, the score is taken to be 0-0, so this pays No.",
    )
    assert record["outcome_side"] != "0-0"


@pytest.mark.parametrize(
    "won",
    [
        "come out on top against Chelsea FC",
        "emerge victorious against Chelsea FC",
        "come out the winners against Chelsea FC",
    ],
)
def test_a_win_in_other_words_is_read(won: str) -> None:
    record = _one(f"This pays Yes if Arsenal FC {won} in their league match; No otherwise.")
    assert (record["outcome_kind"], record["outcome_team"]) == ("win", "Arsenal FC"), won


def test_avoiding_defeat_is_no_teams_win() -> None:
    record = _one(
        "If Chelsea FC avoid defeat against Arsenal FC, this is No; if Arsenal FC come out on"
        " top, it is Yes."
    )
    assert (record["outcome_kind"], record["outcome_team"]) == ("win", "Arsenal FC")


def test_a_half_said_not_to_matter_is_not_the_legs_half() -> None:
    record = _one(
        "First-half result: Yes if Arsenal FC are ahead of Chelsea FC at half-time.",
        "Nothing that happens in the second half matters.",
    )
    assert record["outcome_period"] == "first"


@pytest.mark.parametrize(
    "said",
    [
        "No period of overtime and no shoot-out is considered at all.",
        "The overtime and the shoot-out are not taking into account.",
        "Any overtime or shoot-out lies outside what this market measures.",
        "Goals scored in any period of overtime, and every kick of a penalty shoot-out after"
        " it, shall be disregarded.",
    ],
)
def test_periods_left_out_in_longer_words_are_left_out(said: str) -> None:
    assert _one(_WIN, said)["scope"] == "regulation", said


@pytest.mark.parametrize(
    "said",
    [
        "A game stopped early and never finished shall be deemed cancelled under clause 4.",
        "If play is stopped for good, we treat it just like a cancellation.",
    ],
)
def test_an_abandonment_deemed_a_cancellation_pays_as_one(said: str) -> None:
    record = _one(_WIN, "4. A cancelled game with no replay pays No.", said)
    assert (record["void_cancelled"], record["void_abandoned"]) == ("no", "no"), said


def test_a_payout_stated_beside_the_clause_it_points_to_is_read() -> None:
    record = _one(
        _WIN,
        "A cancelled game with no replay pays No.",
        "Stopped and never finished? We handle it like a cancellation: fair price.",
    )
    assert record["void_abandoned"] == "fair_price"


def test_an_abandonment_treated_for_all_purposes_as_cancelled_pays_as_one() -> None:
    record = _one(
        _WIN,
        "4. A cancelled game with no replay pays No.",
        "5. A game stopped early and never finished is treated for all purposes as cancelled"
        " under clause 4.",
    )
    assert record["void_abandoned"] == "no"


@pytest.mark.parametrize("ahead", ["are ahead at full time", "are in front when normal time ends"])
def test_the_side_ahead_when_the_result_is_taken_wins(ahead: str) -> None:
    record = _one(f"Yes if Arsenal FC {ahead} against Chelsea FC; No otherwise.")
    assert (record["outcome_kind"], record["outcome_team"]) == ("win", "Arsenal FC"), ahead


def test_periods_that_would_not_count_are_left_out() -> None:
    assert _one(_WIN, "Overtime and a shoot-out wouldn't count here.")["scope"] == "regulation"
