"""Drafts with their tracked changes left in, and house rules naming lists of other kinds of
market, read by meaning. The wordings are this project's own."""

from __future__ import annotations

import pytest

from pipeline.rules.houserules import kinds_blanked
from pipeline.rules.readcopy import reading_copy
from pipeline.rules.redline import changes_applied
from tests.fixtures.rules.build import WIN_SENTENCE, one_record, records, text_leg

_WIN = WIN_SENTENCE
_one = one_record


# ---- tracked changes ---------------------------------------------------------------------------
@pytest.mark.parametrize(
    "clause",
    [
        "If the fixture is scrapped for good: [removed: refund at cost] [added: this market"
        " pays No].",
        "If the fixture is scrapped for good: [deleted: refund at cost][inserted: this market pays"
        " No] (accepted).",
        "If the fixture is scrapped for good: <del>refund at cost</del> <ins>this market pays"
        " No</ins>.",
        "If the fixture is scrapped for good: {--refund at cost--} {++this market pays No++}.",
    ],
)
def test_an_accepted_change_leaves_the_words_put_in(clause: str) -> None:
    record = _one(_WIN, clause)
    assert record["void_cancelled"] == "no"


def test_a_rejected_change_leaves_the_words_taken_out() -> None:
    record = _one(
        _WIN,
        "If the fixture is scrapped for good: [deleted: this market pays No] [inserted: refund"
        " at cost] (rejected).",
    )
    assert record["void_cancelled"] == "no"


@pytest.mark.parametrize(
    "header",
    [
        "Draft for review: the edits below are not yet approved.",
        "Mark-up pending sign-off by the rules committee.",
        "Status of every change: neither accepted nor rejected.",
    ],
)
def test_an_undecided_change_leaves_neither_version(header: str) -> None:
    record = _one(
        header,
        _WIN,
        "If the fixture is scrapped for good: ~~this market pays No~~ <ins>refund at cost</ins>.",
    )
    assert record["void_cancelled"] in (None, "unknown", "unspecified")


def test_a_change_marked_pending_leaves_neither_version() -> None:
    record = _one(
        _WIN,
        "If the fixture is scrapped for good: [deleted: this market pays No] [inserted: refund"
        " at cost] (pending).",
    )
    assert record["void_cancelled"] in (None, "unknown", "unspecified")


def test_a_margin_comment_is_no_rule() -> None:
    text = "Extra time is not counted. [Comment from ops: should this market pay No if cancelled?]"
    copy = changes_applied(text)
    assert len(copy) == len(text)
    assert copy.rstrip() == "Extra time is not counted."
    assert _one(_WIN, text)["void_cancelled"] in (None, "unknown", "unspecified")


def test_the_copy_of_a_redline_keeps_every_place() -> None:
    text = "Window: [deleted: 24 hours] [inserted: 36 hours] (accepted). ~~Refund~~ No."
    copy = reading_copy(text)
    assert len(copy) == len(text)
    assert copy.index("36 hours") == text.index("36 hours")
    assert "24" not in copy and "Refund" not in copy


# ---- house rules naming lists of other kinds ---------------------------------------------------
def test_a_sentence_on_a_list_of_other_kinds_is_not_this_legs_rule() -> None:
    text = "Goals, handicap, both-teams-to-score and card markets on the fixture are refunded."
    assert not kinds_blanked(text).strip(" .")


def test_a_sentence_on_player_or_corner_markets_alone_is_not_this_legs_rule() -> None:
    text = "Player markets: a player who never comes on is settled No."
    assert not kinds_blanked(text).strip(" .")


def test_house_rules_on_other_kinds_leave_the_legs_own_family() -> None:
    record = _one(
        "House rules for all our football markets. Corner markets settle on official data.",
        "Spreads, totals and booking markets on a scrapped fixture are refunded.",
        _WIN,
    )
    assert record["family"] == "win"


def test_a_sentence_on_the_match_result_and_the_draw_is_still_read() -> None:
    text = "If scrapped, team-win markets pay No and the draw market pays Yes."
    assert kinds_blanked(text) == text


# ---- where one matter ends and the next begins -----------------------------------------------
def test_a_source_named_after_a_comma_keeps_its_deadline_to_itself() -> None:
    record = _one(
        _WIN,
        "A delayed game keeps the market open until it is played, source: the league's own"
        " figures, or the press if nothing is out within three hours.",
    )
    assert record["timing_window"] == "open_until_played"


def test_an_empty_line_ends_the_condition_before_it() -> None:
    # Two fields joined by an empty line: the second's opening condition is not the first's.
    record = _one(
        "If the two sides are level after ninety minutes and stoppage time, this market pays"
        " Yes; otherwise it pays No (extra time never counts)",
        "if the game is pushed back more than three days\n  then the market pays at a fair price",
    )
    assert record["void_postponed_long"] == "fair_price"
    assert "pays Yes" not in record["void_postponed_long_evidence"]


# ---- payouts stated per leg of the three-way market -------------------------------------------
@pytest.mark.parametrize(
    "clause",
    [
        "If the match is scrapped, the team markets pay No and the draw market pays Yes.",
        "Scrapped for good: the Draw leg is settled Yes, with both team legs settled No.",
    ],
)
def test_team_legs_no_and_draw_leg_yes_is_a_settlement_as_a_draw(clause: str) -> None:
    assert _one(_WIN, clause)["void_cancelled"] == "no"
    draw = text_leg(
        "Yes if the match between Arsenal FC and Chelsea FC ends in a draw after ninety"
        ' minutes; "No" otherwise.\n\n' + clause,
        venue="venue_one",
    )
    draw.update(outcome_label="Draw", event_title="Arsenal FC vs. Chelsea FC")
    draw.update(market_type="moneyline", title="Will Arsenal FC vs. Chelsea FC end in a draw?")
    (record,) = records([draw])
    assert record["void_cancelled"] == "yes"


def test_lines_keyed_by_lists_of_kinds_are_house_rules_for_other_markets() -> None:
    text = (
        "Our football rules\n"
        "- Winner (1X2) markets: ninety minutes only.\n"
        "- Goals and handicaps: the same, and a scrapped game pays 50-50.\n"
        "- Player props: a player who never plays is settled No.\n"
    )
    copy = reading_copy(text)
    assert len(copy) == len(text)
    assert copy.splitlines()[0] == "Our football rules"
    assert not "".join(copy.splitlines()[1:]).strip()


def test_a_match_line_in_prose_is_no_kind_of_market() -> None:
    text = "Match: Arsenal FC v Chelsea FC\n- Goals and handicaps: a scrapped game pays 50-50.\n"
    assert reading_copy(text).startswith("Match: Arsenal FC v Chelsea FC")


# ---- unusual fixtures ----------------------------------------------------------------------
def test_a_result_standing_at_settlement_names_no_source() -> None:
    for clause in (
        "The score is taken as it stands in the official record when the market settles.",
        "Official score changed after the market has settled? It stays settled.",
    ):
        record = _one(_WIN, clause)
        assert record["source_primary"] != "official", clause


def test_a_replays_date_is_no_postponement() -> None:
    record = _one(
        _WIN,
        "If the sides finish level, the cup tie is replayed on a new date at the other ground,"
        " and this market stays open for the replay.",
    )
    assert record["timing_window"] != "open_until_played"
    assert record["void_postponed_long"] != "result"


def test_a_tie_that_cannot_be_completed_is_no_abandoned_match() -> None:
    record = _one(_WIN, "Where the tie cannot be completed at all, the market pays 50-50.")
    assert record["void_abandoned"] != "50-50"


# ---- a bookmaker's words, examples in brackets, clauses yielding to clauses -----------------
def test_a_selection_graded_as_a_loser_resolves_no() -> None:
    record = _one(
        "Yes is graded a winner if Arsenal FC beat Chelsea FC in their Premier League match;"
        " if Chelsea FC win or the sides draw, Yes is graded as a loser.",
        "Every wager on this selection is settled as lost if the match is scrapped.",
    )
    assert record["outcome_team"] == "Arsenal FC"
    assert record["void_cancelled"] == "no"


def test_an_example_in_brackets_is_no_payout() -> None:
    record = _one(
        _WIN,
        "A scrapped match (for example, where the league voids the game) is settled at a fair"
        " price.",
    )
    assert record["void_cancelled"] == "fair_price"


def test_a_clause_yielding_to_another_on_its_matter_is_not_read_alone() -> None:
    record = _one(
        _WIN,
        "(1) Except where (2) applies, a delayed match keeps the market open until played."
        " (2) If the match is moved back more than three days, it is settled at a fair price.",
    )
    assert record["timing_window"] == "days:3"
    assert record["void_postponed_long"] == "fair_price"


def test_a_payout_the_operator_may_set_aside_is_not_read() -> None:
    for clause in (
        "A scrapped match is settled at a fair price, save as the Exchange may otherwise"
        " determine.",
        "A scrapped match is settled at a fair price unless we decide otherwise.",
    ):
        assert _one(_WIN, clause)["void_cancelled"] != "fair_price", clause
    assert _one(_WIN, "A scrapped match is settled at a fair price.")["void_cancelled"] == (
        "fair_price"
    )


def test_a_payout_given_by_another_documents_rules_is_not_read() -> None:
    clause = "Scrapped with no new date: void, in line with our standard procedures."
    assert _one(_WIN, clause)["void_cancelled"] != "refund"
    assert _one(_WIN, "Scrapped with no new date: void.")["void_cancelled"] == "refund"


def test_a_bound_whose_number_lost_its_unit_is_not_open_until_played() -> None:
    record = _one(
        _WIN,
        "A delayed match that still starts within 36 of its first kick-off keeps the market"
        " open and is settled on that match.",
    )
    assert record["timing_window"] != "open_until_played"
    assert record["void_postponed_long"] != "result"
