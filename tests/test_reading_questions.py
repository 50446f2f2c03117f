"""Help pages and FAQs: a question read with the answer under it, by meaning. The wordings
are this project's own."""

from __future__ import annotations

import pytest

from tests.fixtures.rules.build import WIN_SENTENCE, one_record

_WIN = WIN_SENTENCE
_one = one_record


@pytest.mark.parametrize(
    "reply",
    [
        "Don't worry about your shares. The market waits for the rearranged game, however"
        " late it comes.",
        "Relax.\nThe market waits for the rearranged game, however late it comes.",
        "Short version: nothing changes for you. The market waits for the rearranged game,"
        " however late it comes.",
    ],
)
def test_words_saying_nothing_before_an_answer_leave_the_question_asked(reply: str) -> None:
    record = _one(_WIN, "Match put back to another day?\n" + reply)
    assert record["timing_window"] == "open_until_played"
    assert record["void_postponed_long"] == "result"


@pytest.mark.parametrize(
    "asked",
    [
        "Is extra time part of it?\nNope, and the same goes for spot kicks.",
        "Do overtime goals count? No.",
        "- Overtime? Not counted. Nor is a shoot-out.",
        "Q: Overtime or a shoot-out? A: No.",
    ],
)
def test_a_period_asked_about_and_answered_no_is_left_out(asked: str) -> None:
    record = _one(_WIN, asked)
    assert record["scope"] == "regulation", asked


def test_an_answer_for_one_kind_of_market_only_is_not_read_as_the_legs() -> None:
    # "No for the Winner market" answers per kind of market; it says nothing on its own.
    record = _one(_WIN, "Overtime? Yes for the To Qualify market.")
    assert record["scope"] != "extra_time"


@pytest.mark.parametrize(
    "said",
    [
        "Overtime and a shoot-out don't come into it.",
        "Whatever happens in overtime or a shoot-out makes no difference.",
        "Overtime goals aren't included.",
        "Overtime isn't counted.",
    ],
)
def test_a_period_said_not_to_matter_in_other_words_is_left_out(said: str) -> None:
    assert _one(_WIN, said)["scope"] == "regulation", said


# ---- a second language's word order -----------------------------------------------------------
def test_a_condition_in_a_questions_word_order_is_a_condition() -> None:
    record = _one(
        _WIN,
        "Is the fixture called off for good and no new date given, this market pays No.",
        "The league's own site gives the score. Are its figures not up two hours after the"
        " end, what reputable outlets agree on is used.",
    )
    assert record["void_cancelled"] == "no"
    assert (record["source_primary"], record["source_fallback"]) == ("official", "consensus")


def test_a_question_opening_with_is_stays_a_question() -> None:
    record = _one(_WIN, "Is the fixture called off for good, or only moved?")
    assert record["void_cancelled"] != "no"


def test_a_future_in_the_if_clause_is_the_win() -> None:
    record = _one('Yes if Arsenal FC will beat Chelsea FC in their league match; "No" otherwise.')
    assert (record["outcome_kind"], record["outcome_team"]) == ("win", "Arsenal FC")


@pytest.mark.parametrize("word", ["in", "by"])
def test_a_payout_given_with_another_preposition_is_read(word: str) -> None:
    record = _one(_WIN, f'Called off for good: the contract is settled {word} "No".')
    assert record["void_cancelled"] == "no"
    # Without its quote the word says when, not what.
    record = _one(_WIN, "Called off for good: the contract is settled by no later than Friday.")
    assert record["void_cancelled"] != "no"


# ---- worked examples ---------------------------------------------------------------------------
def test_a_worked_examples_scoreline_is_no_exact_score_market() -> None:
    record = _one(
        _WIN,
        "Example 1: Arsenal FC win 4-1 -> Yes.\nExample 2: it ends 2-2 -> No.",
    )
    assert (record["family"], record["outcome_kind"]) == ("win", "win")
