"""Rules written as configuration, house defaults that yield to a market's own terms, a bound
stated as a start within a time, lengths written in pieces, a writer's doubt and a writer's
correction, read by meaning. The wordings are this project's own."""

from __future__ import annotations

import pytest

from pipeline.rules.configtext import configuration_read
from pipeline.rules.houserules import kind_keys_blanked
from pipeline.rules.quantities import duration_edits
from pipeline.rules.readcopy import reading_copy
from pipeline.rules.readterms import (
    corrections_applied,
    defaults_yielding,
    example_lengths_blanked,
    notices_blanked,
)
from tests.fixtures.rules.build import WIN_SENTENCE, one_record

_WIN = WIN_SENTENCE
_one = one_record


# ---- settings in blocks, objects and names with their unit -----------------------------------
@pytest.mark.parametrize(
    "settings",
    [
        "delays:\n  rescheduled:\n    limit_in_hours: 36\n    past_limit: refund_at_cost\n"
        "  called_off: refund_at_cost",
        '{"moved": {"max_hours": 36, "afterwards": "refund_at_cost"},'
        ' "scrapped": "refund_at_cost"}',
        "on_postponement:\n  allowed_delay_h: 36\n  when_exceeded: refund at cost",
    ],
)
def test_settings_in_blocks_and_objects_are_read_as_their_sentences(settings: str) -> None:
    record = _one(_WIN, settings)
    assert record["timing_window_hours"] == 36
    assert record["void_postponed_long"] == "refund"
    assert record["timing_evidence"] in record["rules_text"]


def test_the_copy_of_settings_keeps_every_place() -> None:
    text = '{"moved": {"max_hours": 36}}\nblock:\n  wait_days: 2\n  then: refund'
    copied = configuration_read(text)
    assert len(copied) == len(text)
    assert "max:  36 hours" in copied and "wait: 2 days" in copied
    # The block's settings are one sentence; the object's braces and quotes are gone.
    assert "\n  then" not in copied and "{" not in copied and '"' not in copied


def test_an_outer_block_over_several_matters_keeps_them_apart() -> None:
    text = "terms:\n  result:\n    counts: 90 minutes\n  voids:\n    scrapped: refund"
    copied = configuration_read(text)
    assert copied.startswith("terms:\n")
    assert copied.count("\n") == 2  # each inner block is one line, under its outer name


def test_an_outer_name_over_a_contingency_of_its_own_is_only_a_heading() -> None:
    text = "delays:\n  rescheduled:\n    hours: 36\n  scrapped: refund"
    assert configuration_read(text).startswith(" " * len("delays:") + "\n")


def test_settings_kept_per_kind_of_market_are_not_this_legs_rule() -> None:
    text = "per_kind:\n  MATCH: {scrapped: refund}\n  CORNERS: {scrapped: 50-50}"
    assert "refund" not in reading_copy(text)
    record = _one(_WIN, text)
    assert record["void_cancelled"] in (None, "unknown", "unspecified")


def test_settings_for_the_match_result_and_the_draw_alone_are_still_read() -> None:
    text = "win: counts the 90 minutes\ndraw: scrapped games refund"
    assert kind_keys_blanked(text) == text


# ---- a bound said as a start within a time, and what happens otherwise ------------------------
@pytest.mark.parametrize(
    "clause",
    [
        "If the match kicks off within 36 hours of its scheduled start, it stays open; if not, it"
        " is refunded.",
        "if match takes place within thirty-six hours of the original date: it stays open\n"
        "else: the market is refunded",
    ],
)
def test_a_start_within_a_bound_of_the_original_time_is_a_postponement_window(
    clause: str,
) -> None:
    record = _one(_WIN, clause)
    assert record["timing_window_hours"] == 36
    assert record["void_postponed_long"] == "refund"


# ---- a default that yields ----------------------------------------------------------------------
def test_a_default_yields_to_the_markets_own_scope() -> None:
    record = _one(
        _WIN,
        "As a general rule, result markets count the 90 minutes and stoppage time only.",
        "This market counts extra time; a shoot-out, if any, is left out of it.",
    )
    assert record["scope"] != "regulation"


def test_a_default_alone_on_its_matter_is_read() -> None:
    record = _one(
        _WIN,
        "Unless its own terms say otherwise, a market counts the 90 minutes and stoppage time"
        " only.",
    )
    assert record["scope"] == "regulation"


def test_a_default_is_blanked_only_where_another_sentence_speaks_to_its_matter() -> None:
    text = "By default postponed games stay open until played. Extra time does not count."
    assert defaults_yielding(text) == text
    text = "By default postponed games stay open until played. Postponed games refund."
    assert defaults_yielding(text).startswith(" " * 20)


@pytest.mark.parametrize(
    "clause",
    [
        "The result is the score taking account of extra time; penalties do not count.",
        "Home win once any extra time has been played; a shoot-out is not part of the result.",
    ],
)
def test_extra_time_taken_into_account(clause: str) -> None:
    assert _one(_WIN, clause)["scope"] == "extra_time"


# ---- lengths written as more than a number and its unit -----------------------------------
@pytest.mark.parametrize(
    ("length", "hours"),
    [
        ("3,600 minutes", 60),
        ("a day and a half", 36),
        ("two and a half days", 60),
        ("a week and a day", 192),
        ("one hundred and eight hours", 108),
        ("216,000 seconds", 60),
        ("2.5 days", 60),
        ("2 days and 12 hours", 60),
    ],
)
def test_a_length_in_pieces_is_read_whole(length: str, hours: int) -> None:
    record = _one(_WIN, f"A game moved back by more than {length} is settled at a fair price.")
    assert record["timing_window_hours"] == hours
    assert length in record["timing_evidence"]


def test_a_length_that_is_no_whole_number_of_minutes_is_left_as_it_is() -> None:
    assert duration_edits("within 10 seconds") == []
    assert duration_edits("within 48 hours") == []  # plain: the reader reads it itself


# ---- a writer unsure of what they state -----------------------------------------------------
def test_a_window_its_writer_is_unsure_of_is_not_read() -> None:
    record = _one(
        _WIN,
        "I think a postponed game keeps the market open until it is played, but I could not"
        " confirm it.",
    )
    assert record["timing_window"] == "unknown"
    assert record["timing_status"] == "unrecognized"


def test_a_scope_its_writer_is_unsure_of_is_not_read() -> None:
    record = _one(_WIN, "It counts the 90 minutes plus stoppage time, I believe, but not sure.")
    assert record["scope"] == "unknown"
    assert record["scope_status"] == "unrecognized"
    assert "I believe" in record["scope_evidence"]


def test_a_source_its_writer_is_unsure_of_is_not_read() -> None:
    record = _one(
        _WIN, "Source: maybe the league's official result, or perhaps what the press reports."
    )
    assert record["source_primary"] == "unknown"
    assert record["source_status"] == "unrecognized"


def test_a_habit_stated_is_no_doubt() -> None:
    record = _one(
        _WIN,
        "Only the 90 minutes and stoppage time count.",
        "The league usually posts the final score within minutes of full time.",
    )
    assert record["scope"] == "regulation"


# ---- a correction takes back the sentence before -------------------------------------------
def test_a_correction_takes_back_the_sentence_before() -> None:
    record = _one(
        _WIN,
        "A postponed game not played within 24 hours settles at a fair price.\n"
        "Correction: the game must be played within 60 hours of the scheduled start;"
        " otherwise it settles at a fair price.",
    )
    assert record["timing_window_hours"] == 60
    assert "24 hours" not in corrections_applied("Within 24 hours. Sorry, I meant 60.")


# ---- a payout that hangs on a further condition ---------------------------------------------
def test_a_payout_unless_a_further_condition_gives_another_is_not_read() -> None:
    record = _one(
        _WIN,
        "An abandoned game settles at a fair price, unless over an hour had been played, in which"
        " case the market resolves No.",
    )
    assert record["void_abandoned"] not in ("fair_price", "no")


def test_a_window_given_with_unless_is_still_read() -> None:
    record = _one(
        _WIN,
        "Postponed games keep the market open unless the delay exceeds 60 hours, in which case"
        " the market resolves at fair value.",
    )
    assert record["timing_window_hours"] == 60
    assert record["void_postponed_long"] == "fair_price"


# ---- a worked example's length is a case, not a bound ----------------------------------------
def test_an_examples_length_alone_is_no_window() -> None:
    record = _one(
        _WIN, "Examples:\n1) The match is put back two days -> the market settles at a fair price."
    )
    assert record["timing_window_hours"] is None


def test_a_bound_an_example_states_is_read() -> None:
    record = _one(
        _WIN,
        "Example: the game is moved back a fortnight -> fair price, as for any delay beyond"
        " 60 hours.",
    )
    assert record["timing_window_hours"] == 60


def test_an_example_inside_the_stated_bound_is_weighed_against_it() -> None:
    record = _one(
        _WIN,
        "Games moved back more than 60 hours settle at a fair price.\n"
        "Example: a game moved back 30 hours -> fair price.",
    )
    assert record["timing_window_hours"] is None
    assert example_lengths_blanked("Example: moved back 30 hours -> fair price.").count("30") == 0


# ---- a notice of a change from a date ----------------------------------------------------------
def test_a_rule_changing_from_a_date_is_not_read_as_in_force() -> None:
    record = _one(
        _WIN,
        "Notice: from 1 March 2027 the fallback moves from press reports to the Opta feed."
        " The official league result stays the primary source.",
    )
    assert record["source_fallback"] is None
    assert record["source_status"] != "recognized" or record["source_primary"] == "official"
    assert "Opta" not in notices_blanked(
        "From 1 March 2027 the fallback switches from press reports to Opta."
    )


def test_a_date_alone_is_no_notice() -> None:
    text = "From 1 March 2027 this market covers the cup final; extra time counts."
    assert notices_blanked(text) == text


def test_the_rule_in_force_from_a_date_is_read() -> None:
    # A version's effective date, no old rule beside it: this is the rule.
    record = _one(
        _WIN,
        "Effective 1 March 2027 (replacing earlier versions): a game moved back more than 60"
        " hours settles at a fair price.",
    )
    assert record["timing_window_hours"] == 60


# ---- a length said elsewhere, and the rule's own verb hedged ------------------------------------
def test_a_window_whose_length_is_set_out_elsewhere_is_not_open_until_played() -> None:
    record = _one(
        _WIN,
        "If the game is postponed, the market stays open for the period set out in the"
        " rulebook, after which it is refunded.",
    )
    assert record["timing_window"] != "open_until_played"
    assert record["timing_status"] == "unrecognized"


def test_a_payout_usually_made_is_not_read() -> None:
    record = _one(_WIN, "A cancelled game is usually settled at 50-50.")
    assert record["void_cancelled"] != "50-50"
    assert _one(_WIN, "A cancelled game is settled at 50-50.")["void_cancelled"] == "50-50"


# ---- checklists and yes-or-no settings -------------------------------------------------------
@pytest.mark.parametrize(
    "settings",
    [
        "EXTRA_TIME_COUNTS=N\nSHOOTOUT_COUNTS=N",
        "Extra time counted? No\nShoot-out counted? No",
        "extra time included: false\npenalty shoot-out included: false",
    ],
)
def test_a_period_answered_no_is_not_counted(settings: str) -> None:
    assert _one(_WIN, settings)["scope"] != "penalties"


def test_a_checklist_answer_is_read_with_its_question() -> None:
    text = (
        "Main source: the league's official result\n"
        "Backup source used? Yes, what the press reports if nothing official after 2 h"
    )
    assert "Backup source used:      what the press" in configuration_read(text)
    # Never the backup taken for the main source (read as a question, it was).
    assert _one(_WIN, text)["source_primary"] != "consensus"


def test_a_unit_in_brackets_after_a_settings_name() -> None:
    record = _one(_WIN, "Postponement window (hours): 60\nPast the window: fair price")
    assert record["timing_window_hours"] == 60
