"""The contingency clauses are read by meaning: the same condition and consequence in other
words, voice, order or sentence split read the same; a consequence left to judgement, or
two that disagree, is no reading. The wordings here are this project's own."""

from __future__ import annotations

import pytest

from pipeline.rules.clauses import read_contingencies


@pytest.mark.parametrize(
    "text",
    [
        "If the fixture is scrapped, the market resolves 50-50.",
        "Should the game be called off for good, we split this market fifty-fifty.",
        "A cancelled match settles both sides at $0.50.",
        "Called off with no replay: each share pays half of its value.",
        "If the match is postponed, the market stays open; if it is cancelled, it resolves 50-50.",
    ],
)
def test_a_cancellation_paying_half_reads_the_same_in_any_words(text: str) -> None:
    assert read_contingencies(text).cancelled[:2] == ("50-50", "recognized")


@pytest.mark.parametrize(
    ("text", "hours", "beyond"),
    [
        (
            "Delayed games are waited on for up to two days. After that, the market resolves No.",
            48,
            "no",
        ),
        ("If kick-off is pushed back by more than 72 hours, the market resolves to No.", 72, "no"),
        (
            "The market waits up to one week for a postponed match. If it still has not been "
            "played by then, it resolves at the last traded price.",
            168,
            "last_price",
        ),
        (
            "A postponed game that starts within 48 hours keeps the market open; otherwise it "
            "settles at a fair price.",
            48,
            "fair_price",
        ),
        (
            "Game moved back more than 2 days? Then we settle the market at a fair price.",
            48,
            "fair_price",
        ),
    ],
)
def test_a_postponement_window_and_what_it_pays_beyond(text: str, hours: int, beyond: str) -> None:
    read = read_contingencies(text)
    assert read.window_hours == hours
    assert read.postponed_long[:2] == (beyond, "recognized")


@pytest.mark.parametrize(
    "text",
    [
        "If the game is rescheduled, the market remains open until the game is played.",
        "A postponement does not trigger an early resolution: the market is held open.",
        "If kick-off is pushed back, we keep the market open and settle it on the match whenever "
        "it takes place.",
    ],
)
def test_open_until_played_in_other_words(text: str) -> None:
    read = read_contingencies(text)
    assert read.window[:2] == ("open_until_played", "recognized")
    assert read.postponed_long[0] == "result"


def test_a_reference_to_the_cancellation_rule_takes_its_value_and_keeps_its_own_evidence() -> None:
    text = (
        "If the game is called off, the market resolves No. If the match is abandoned and not "
        "completed, it is treated the same as a cancelled match."
    )
    read = read_contingencies(text)
    assert read.cancelled[0] == "no"
    value, status, evidence = read.abandoned
    assert (value, status) == ("no", "recognized")
    assert evidence is not None and "abandoned" in evidence


@pytest.mark.parametrize(
    "text",
    [
        # left to judgement
        "If the game is delayed, the market may be kept open for a reasonable period.",
        # the matter named, the consequence in words nobody here reads
        "If the match is postponed, the platform's general sports rules govern the market.",
    ],
)
def test_a_postponement_clause_not_understood_is_unrecognized_never_a_value(text: str) -> None:
    read = read_contingencies(text)
    assert read.window[0] is None and read.window[1] == "unrecognized"
    assert read.postponed_long[0] is None


def test_an_unbounded_open_market_beside_a_window_is_conflicting() -> None:
    text = (
        "If the game is postponed, the market remains open until it has been played. "
        "Games not played within 48 hours of kick-off resolve 50-50."
    )
    read = read_contingencies(text)
    assert read.window[1] == "conflicting"
    assert read.window_hours is None


def test_a_cancellation_clause_with_no_consequence_understood_is_unrecognized() -> None:
    text = "If the match is cancelled, it settles under the platform's general rules."
    value, status, evidence = read_contingencies(text).cancelled
    assert (value, status) == (None, "unrecognized")
    assert evidence == text.rstrip(".") + "." or evidence == text


@pytest.mark.parametrize(
    ("text", "cancelled", "fixed"),
    [
        ("Match scrapped: No.", "no", None),
        ("Abandoned before full time or scrapped altogether? No.", "no", None),
        ("Should the fixture be called off for good, Yes.", "yes", None),
        ("Called off and never replayed -> Yes", "yes", None),
        ("A scrapped game is settled as though it had finished 1-1.", "fixed_outcome", "1-1"),
        ("If the game is called off, we grade it as a goalless draw.", "fixed_outcome", "0-0"),
    ],
)
def test_terse_and_scoreline_consequences(text: str, cancelled: str, fixed: str | None) -> None:
    read = read_contingencies(text)
    assert read.cancelled[:2] == (cancelled, "recognized")
    assert read.fixed == fixed


def test_a_cancellation_without_a_new_date_is_no_postponement() -> None:
    read = read_contingencies(
        "Delays leave the market open until the game is played. A game cancelled and never "
        "rearranged resolves No."
    )
    assert read.cancelled[:2] == ("no", "recognized")
    assert read.window[:2] == ("open_until_played", "recognized")


def test_only_the_clause_right_after_a_question_answers_it() -> None:
    # The question goes unanswered; the later Yes is the market's own outcome, not its answer.
    read = read_contingencies("Scrapped with no new date? See below. Yes if Leeds win.")
    assert read.cancelled[0] is None
