"""Wins, draws, margins, sources and postponements said in the plain forms many writers use
(first met in the mixed batches, sets (av)-(az)): equal scores, more goals than the other
side, Yes denied unless a team wins, a margin "of two goals or more", a note's arrow to its
fallback source, a market kept "live till" the game is played. The wordings are this
project's own."""

from __future__ import annotations

import re

import polars as pl
import pytest

from pipeline.rules import vocabulary as V
from pipeline.rules.family import terms_parts
from pipeline.rules.meaning import scoreline
from tests.fixtures.rules.build import WIN_SENTENCE, one_record

_WIN = WIN_SENTENCE
_one = one_record


@pytest.mark.parametrize(
    "said",
    [
        'The contract is resolving to "Yes" if the game is finishing with the same score once'
        " the ninety minutes are over.",
        "Yes if Arsenal FC and Chelsea FC have netted the same number of goals after 90 minutes.",
        "This market pays Yes if, when regulation time is up, the scores of both sides are equal.",
        "It settles Yes if the sides are level at the final whistle of normal time.",
        "If the final result is a tie after 90 minutes, the market resolves to Yes.",
    ],
)
def test_equal_scores_said_in_other_words_are_a_draw(said: str) -> None:
    assert _one(said)["outcome_kind"] == "draw", said


@pytest.mark.parametrize(
    "said",
    [
        # A draw that pays another market, or a level score that only leads to extra time.
        "Should the game end level, the Tie market, not this one, resolves Yes.",
        "If the sides are level after 90 minutes, the match goes to extra time.",
    ],
)
def test_a_level_score_that_pays_no_yes_of_this_market_is_no_draw(said: str) -> None:
    assert _one(said)["outcome_kind"] != "draw", said


@pytest.mark.parametrize(
    "said",
    [
        "Yes if Arsenal FC score more goals than Chelsea FC over the ninety minutes.",
        "The market resolves Yes if Arsenal FC end normal time (stoppage included) with more"
        " goals than Chelsea FC.",
        "Yes if Arsenal FC finish the match ahead of Chelsea FC.",
        "This market will not resolve Yes unless Arsenal FC beat Chelsea FC.",
        "Yes if Arsenal FC are winning when the referee ends the ninety minutes.",
        'The market resolves "Yes" if, and only if, Arsenal FC record more goals than Chelsea FC.',
    ],
)
def test_a_win_said_as_more_goals_or_ending_ahead_is_read(said: str) -> None:
    record = _one(said)
    assert (record["outcome_kind"], record["outcome_team"]) == ("win", "Arsenal FC"), said


def test_yes_unless_a_team_wins_is_no_win_of_that_team() -> None:
    # The opposite of "not Yes unless": Yes on every result but Arsenal's win.
    assert _one("The market resolves Yes unless Arsenal FC win.")["outcome_kind"] != "win"


@pytest.mark.parametrize(
    "margin",
    ["by a margin of two goals or more", "by a margin strictly greater than 1.5 goals"],
)
def test_a_margin_in_longer_words_gives_the_spreads_line(margin: str) -> None:
    record = _one(f"Yes only if Arsenal FC beat Chelsea FC {margin}.")
    assert (record["family"], record["outcome_line"]) == ("spread", 1.5), margin


@pytest.mark.parametrize(
    "note",
    [
        "Src: league's official stats / nothing official 2h after FT -> consensus of the press",
        "Source: official league data. Not published by FT + 2h -> what credible media agree on.",
    ],
)
def test_a_notes_arrow_to_its_fallback_source_is_read(note: str) -> None:
    record = _one(_WIN, note)
    assert (record["source_primary"], record["source_fallback"]) == ("official", "consensus")


@pytest.mark.parametrize(
    "kept",
    [
        "PPD: mkt stays live till the game gets played.",
        "If postponed, the market stays up until the fixture is actually played.",
    ],
)
def test_a_market_kept_live_until_played_waits_for_the_game(kept: str) -> None:
    record = _one(_WIN, kept)
    assert (record["timing_window"], record["void_postponed_long"]) == (
        "open_until_played",
        "result",
    ), kept


def test_a_market_live_until_kickoff_says_nothing_of_a_postponement() -> None:
    assert _one(_WIN, "The market stays live until kick-off.")["timing_window"] != (
        "open_until_played"
    )


def test_a_fallback_taken_by_a_verb_but_not_understood_leaves_the_source_unread() -> None:
    # A condition of absence and "we can use ..." bring in a second source, even one of no
    # kind read: the official source alone would be a confident, wrong reading.
    record = _one(
        _WIN,
        "For the result we use the official statistics of the Eredivisie, if they are not"
        " published in 2 hours after the match end, we can use the gossip of bloggers.",
    )
    assert record["source_status"] != "recognized"


def test_a_non_native_plural_of_media_is_read_as_reporting() -> None:
    record = _one(
        _WIN,
        "For the score we use the official league statistics. If they are not out two hours"
        " after the end, we can use the consensus of credible medias.",
    )
    assert (record["source_primary"], record["source_fallback"]) == ("official", "consensus")


def test_the_official_site_beside_two_outlets_joined_by_a_slash_states_no_order() -> None:
    record = _one(
        _WIN,
        "Score: we go by the official Bundesliga website and the Times / Guardian match reports.",
    )
    assert record["source_status"] != "recognized"


def test_a_choice_left_to_the_desk_keeps_no_market_open() -> None:
    record = _one(
        _WIN,
        "If the game is moved, the desk decides on the day whether to keep the market open or"
        " to settle it.",
    )
    assert record["timing_window"] != "open_until_played"
    assert record["void_postponed_long_status"] != "recognized"


@pytest.mark.parametrize(
    "said",
    [
        "Overtime or the shoot-out is not taken in account.",
        "Overtime and spot-kick shoot-outs are not counted.",
    ],
)
def test_periods_left_out_in_other_words_are_left_out(said: str) -> None:
    assert _one(_WIN, said)["scope"] == "regulation", said


@pytest.mark.parametrize(
    "kept",
    [
        "Postponed? The market keeps trading until the fixture is played.",
        "Q: What if the fixture is postponed?\nA: The market hangs around until it is played.",
    ],
)
def test_a_market_trading_on_until_played_waits_for_the_game(kept: str) -> None:
    assert _one(_WIN, kept)["timing_window"] == "open_until_played", kept


def test_a_notes_signed_yes_line_names_the_win() -> None:
    record = _one("Arsenal FC v Chelsea FC.\nYES: Arsenal FC in front at FT. Anything else: NO.")
    assert (record["outcome_kind"], record["outcome_team"]) == ("win", "Arsenal FC")


def test_a_signed_yes_line_on_a_draw_names_no_team() -> None:
    # The team read from a signed line stops at the line's stop: "draw. NO = either side".
    assert _one("YES = draw. NO = either side wins.")["outcome_kind"] != "win"


def test_a_traders_shorthand_for_cancelled_is_read() -> None:
    assert _one(_WIN, "CXL, no replay: No.")["void_cancelled"] == "no"


def test_a_scoreline_told_as_an_away_win_is_read_home_first() -> None:
    said = "Yes only if the score is Celtic 3, Hibernian 1 (a 3-1 away win for Celtic)."
    assert scoreline(said, "Hibernian vs Celtic") == "1-3"


def test_a_goal_count_between_a_name_and_a_scoreline_is_not_that_teams() -> None:
    # "Hibernian 1 (a 3-1 ..." : the 3-1 does not follow Hibernian's name.
    said = "Yes only if the score is Celtic 3, Hibernian 1 (a 3-1 result)."
    assert scoreline(said, "Hibernian vs Celtic") in (None, "1-3")


def test_a_clause_saying_its_a_no_is_no_yes_of_its_team() -> None:
    record = _one(
        "Whether Arsenal FC beat Chelsea FC. If Arsenal win, it's Yes. If Chelsea win or it"
        " ends level, it's No."
    )
    assert (record["outcome_kind"], record["outcome_team"]) == ("win", "Arsenal")


@pytest.mark.parametrize(
    ("said", "paid"),
    [
        ("If it gets called off and no replay is set, it's a No.", "no"),
        ("Called off with no new date? This leg is a No.", "no"),
        ("When the game is cancelled and they never play it, market become Yes.", "yes"),
    ],
)
def test_a_cancellations_answer_in_plain_words_is_read(said: str, paid: str) -> None:
    assert _one(_WIN, said)["void_cancelled"] == paid, said


@pytest.mark.parametrize(
    "said",
    [
        "Should the match stand level when regulation ends, the market resolves to Yes.",
        "If the game is finishing in tie after 90 minutes, the market is resolving to Yes.",
        "If the fixture concludes with a tie after 90 minutes, the market resolves Yes.",
    ],
)
def test_a_draw_said_with_other_verbs_is_read(said: str) -> None:
    assert _one(said)["outcome_kind"] == "draw", said


def test_a_team_that_is_winner_when_the_market_resolves_wins() -> None:
    record = _one('The market is resolving to "Yes" when Arsenal FC is winner of the game.')
    assert (record["outcome_kind"], record["outcome_team"]) == ("win", "Arsenal FC")


def test_periods_named_then_taken_up_again_are_left_out() -> None:
    assert _one(_WIN, "The overtime and the shoot-out, they are not counted.")["scope"] == (
        "regulation"
    )


def test_a_situation_told_then_asked_about_is_read_with_its_answer() -> None:
    record = _one(
        _WIN,
        "Q: The fixture was postponed. What happens now?\nA: Nothing for you to do. The market"
        " waits for the fixture to be played, whatever the new date.",
    )
    assert (record["timing_window"], record["void_postponed_long"]) == (
        "open_until_played",
        "result",
    )


def test_a_list_of_ticks_is_no_line_saying_what_pays_yes() -> None:
    # Every line ticked and no cross anywhere: the ticks are bullets, and the cancellation
    # line's own "Resolves No" is its payout.
    record = _one(
        "Back Arsenal FC to beat Chelsea FC and this market pays out Yes.\n"
        "✔ Postponed? Your position stays open until the game is played.\n"
        "✔ Called off with no new date? Resolves No."
    )
    assert record["void_cancelled"] == "no"


def test_a_tie_never_completed_after_its_leg_is_cancelled_is_no_abandonment() -> None:
    record = _one(
        "Yes if Arsenal FC go through against Chelsea FC.",
        "If the second leg is called off and the tie is never completed, the market resolves"
        " 50-50.",
    )
    assert record["void_abandoned_status"] != "recognized"


@pytest.mark.parametrize(
    ("payout", "expected"),
    [("the market resolves with Yes", "yes"), ("the market resolves to a mystery", None)],
)
def test_the_same_applies_points_at_the_clause_just_before(
    payout: str, expected: str | None
) -> None:
    record = _one(
        _WIN,
        "If the game is postponed, the market stays open until it is played.\n"
        f"If the game is called off for good, {payout}. The same applies when it is abandoned.",
    )
    # Never the postponement's "result", two clauses back.
    assert record["void_abandoned"] == (expected or "unknown")


@pytest.mark.parametrize(
    "said",
    [
        "Overtime and any shoot-out are expressly excluded, whether played or not.",
        "Overtime and any shoot-out which may follow are without effect on this market.",
    ],
)
def test_periods_excluded_with_an_adverb_or_without_effect_are_left_out(said: str) -> None:
    assert _one(_WIN, said)["scope"] == "regulation", said


def test_a_market_that_hangs_on_until_played_waits_for_the_game() -> None:
    record = _one(_WIN, "Should the game be postponed, the market hangs on till it is played.")
    assert record["timing_window"] == "open_until_played"


def test_a_no_clause_after_a_comma_is_not_part_of_the_yes_clause() -> None:
    said = "Yes if five or more goals are scored, No if four or fewer."
    cut = pl.select(terms_parts(pl.lit(said))).item()
    # The Yes clause holds one side of the total only.
    assert cut == "Yes if five or more goals are scored; No if four or fewer."


def test_yes_denied_unless_the_sides_are_level_is_a_draw() -> None:
    said = "This market will not resolve to Yes unless the two sides are level after 90 minutes."
    assert _one(said)["outcome_kind"] == "draw"


@pytest.mark.parametrize(
    "said",
    [
        "This market resolves Yes unless the game ends level.",
        "The market resolves Yes unless the match ends in a draw.",
    ],
)
def test_yes_unless_a_draw_is_no_draw(said: str) -> None:
    # Yes on every result but the draw: reading it as the draw would be the opposite leg.
    assert _one(said)["outcome_kind"] != "draw", said


def test_periods_not_recognised_are_left_out() -> None:
    assert _one(_WIN, "Overtime and shoot-outs are not recognised here.")["scope"] == ("regulation")


def test_an_abandonment_that_goes_no_pays_no() -> None:
    said = "If the referee abandons the game and it is never finished, it goes No."
    assert _one(_WIN, said)["void_abandoned"] == "no"


def test_a_match_that_finishes_on_a_score_states_that_score() -> None:
    m = re.search(V.EXACT_SCORE, "Yes if the match finishes 2-2 after ninety minutes.")
    assert m is not None and (m.group(1), m.group(2)) == ("2", "2")


def test_a_fallback_we_can_use_is_a_source_clause() -> None:
    # "we can use" brings in the second source as "we use" does; one not understood leaves
    # the source unread, never the official source alone.
    record = _one(
        _WIN,
        "For the result we use the official statistic from the Eredivisie; if this statistic"
        " is not published 2 hours after the match finish, we can use what the bloggers write.",
    )
    assert record["source_status"] != "recognized"


def test_serious_media_reporting_together_is_a_consensus() -> None:
    record = _one(
        _WIN,
        "For the score we use the official league data; if it is not out 2 hours after the"
        " end, we can use what the serious media report together.",
    )
    assert (record["source_primary"], record["source_fallback"]) == ("official", "consensus")
