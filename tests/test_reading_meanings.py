"""The contingency clauses are read by meaning: the same condition and consequence in other
words, voice, order or sentence split read the same; a consequence left to judgement, or
two that disagree, is no reading. The wordings here are this project's own."""

from __future__ import annotations

from typing import Any

import pytest

from pipeline.rules import clauses
from pipeline.rules.clauses import read_contingencies
from pipeline.rules.fixed import payout_on_fixed
from pipeline.rules.meaning import outcome_by_meaning, scoreline
from tests.fixtures.rules.build import records, text_leg


@pytest.mark.parametrize(
    "text",
    [
        "If the fixture is scrapped, the market resolves 50-50.",
        "Should the game be called off for good, we split this market fifty-fifty.",
        "A cancelled match settles both sides at $0.50.",
        "Called off with no replay: each share pays half of its value.",
        "If the match is postponed, the market stays open; if it is cancelled, it resolves 50-50.",
        "A game scrapped and never replayed has its shares each redeemed at half value.",
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


# ---- fifth round: the same meanings read through the whole extraction ------------------
_WIN = 'Yes if Arsenal FC beat Chelsea FC in their Premier League match; "No" otherwise.'


def _v1(*paragraphs: str, **listing: str) -> dict[str, Any]:
    return {**text_leg("\n\n".join(paragraphs), venue="venue_one"), **listing}


def _read(*legs: dict[str, Any]) -> list[dict[str, Any]]:
    return records(list(legs))


@pytest.mark.parametrize(
    "clause",
    [
        "Results come from the league's official statistics; failing their publication within"
        " two hours, a consensus of credible reporting is used.",
        "Official match data from the organisers decides this market; in default of it three"
        " hours after the whistle, reputable media reports decide.",
        "Settlement uses official competition figures (a consensus of credible reporting if"
        " they are late).",
        "The governing body's official results settle it. Should they not appear within two"
        " hours, credible reporting is relied on instead.",
    ],
)
def test_a_fallback_source_after_any_clause_boundary_is_the_fallback(clause: str) -> None:
    (r,) = _read(_v1(_WIN, clause))
    assert (r["source_primary"], r["source_fallback"]) == ("official", "consensus")


@pytest.mark.parametrize(
    "clause",
    [
        "The result may be checked against laliga.com or Sky Sports.",
        "Scores are taken from ESPN or from the federation's official website.",
        "The outcome will be confirmed using the league's own site or a major news outlet.",
    ],
)
def test_two_places_joined_by_or_state_no_order_so_no_source(clause: str) -> None:
    (r,) = _read(_v1(_WIN, clause))
    assert (r["source_primary"], r["source_status"]) == ("unknown", "unrecognized")


@pytest.mark.parametrize(
    "clause",
    [
        "Only the 90 minutes plus stoppage count, with penalties and extra time not being counted.",
        "The score after 90 minutes decides; extra time and shoot-outs not counting.",
        "Regulation time only. Extra periods and spot-kicks are discounted.",
        "Ninety minutes plus added time. Any extra time or shootout that follows is not counted.",
        "What counts is the score at ninety minutes and added time, before any extra time.",
        "Scope: 90' + stoppage only.",
    ],
)
def test_periods_negated_in_any_order_and_words_leave_regulation(clause: str) -> None:
    (r,) = _read(_v1(_WIN, clause))
    assert (r["scope"], r["scope_status"]) == ("regulation", "recognized")


def test_a_shootout_named_by_a_compound_is_excluded_whole() -> None:
    (r,) = _read(
        _v1(
            "Yes if both Arsenal FC and Chelsea FC score during the whole match (regulation,"
            " stoppage time and any extra time).",
            "Shootout kicks do not count as goals.",
        )
    )
    assert r["scope"] == "extra_time"


def test_a_half_leg_has_no_match_scope() -> None:
    (r,) = _read(
        _v1(
            'Yes if Arsenal FC score more goals than Chelsea FC in the second half; "No"'
            " otherwise.",
            "Only second-half goals count, stoppage time included but excluding any extra time.",
        )
    )
    assert (r["family"], r["outcome_period"]) == ("half", "second")
    assert (r["scope"], r["scope_status"], r["scope_evidence"]) == ("unknown", "absent", None)


def test_ninety_minutes_in_one_field_and_extra_time_in_the_other_is_no_scope() -> None:
    (r,) = _read(
        text_leg(
            "If Arsenal wins the Arsenal vs Chelsea game after 90 minutes plus stoppage time,"
            " then the market resolves to Yes.",
            "Extra time, if played, is counted as well.",
        )
    )
    assert (r["scope"], r["scope_status"]) == ("unknown", "conflicting")


@pytest.mark.parametrize(
    ("text", "hours", "beyond"),
    [
        (
            "If the postponed match does not take place within three days of its slot, it resolves"
            " 50-50.",
            72,
            "50-50",
        ),
        (
            "Should the game be delayed with no new date inside a fortnight, the market settles"
            " at its last fair price.",
            336,
            "last_price",
        ),
        (
            "If the game is pushed to a kickoff more than 48 hours later, the market settles at a"
            " fair price.",
            48,
            "fair_price",
        ),
        ("A fixture re-arranged for more than two days later resolves No.", 48, "no"),
    ],
)
def test_more_ways_to_bound_a_postponement(text: str, hours: int, beyond: str) -> None:
    read = read_contingencies(text)
    assert read.window_hours == hours
    assert read.postponed_long[0] == beyond
    # "does not take place within" bounds the wait: it says nothing of a cancelled match.
    assert read.cancelled[1] == "absent"


@pytest.mark.parametrize(
    "text",
    [
        "If the game is rescheduled, resolution is based on the rescheduled game, whenever it"
        " takes place.",
        "A postponed match is settled on the re-arranged fixture.",
    ],
)
def test_a_wait_for_the_rescheduled_game_is_open_until_played(text: str) -> None:
    assert read_contingencies(text).window[:2] == ("open_until_played", "recognized")


@pytest.mark.parametrize(
    ("text", "payout"),
    [
        (
            "If the match is called off, the market resolves at a price of 0.50 for each outcome.",
            "50-50",
        ),
        ("Should the match be canceled, positions settle at the last price traded.", "last_price"),
        ("A scrapped fixture settles at the price of the last trade.", "last_price"),
    ],
)
def test_more_ways_to_say_a_cancellation_payout(text: str, payout: str) -> None:
    assert read_contingencies(text).cancelled[:2] == (payout, "recognized")


def test_a_tie_never_completed_is_no_abandonment_of_a_match() -> None:
    read = read_contingencies("If the tie is never completed, the market resolves 50-50.")
    assert read.abandoned[1] == "absent"
    # A match stopped during play still is one.
    read = read_contingencies("If the match is never completed, the market resolves 50-50.")
    assert read.abandoned[:2] == ("50-50", "recognized")


@pytest.mark.parametrize(
    ("fixed", "family", "side", "line", "payout"),
    [
        ("0-0", "exact_score", "2-1", None, "no"),
        ("0-0", "exact_score", "0-0", None, "yes"),
        ("1-1", "exact_score", "1-1", None, "yes"),
        ("0-0", "exact_score", None, None, None),  # the leg's own score not read
        ("0-0", "draw", "draw", None, "yes"),
        ("0-0", "win", "home", None, "no"),
        ("0-0", "total", "over", 2.5, "no"),
        ("0-0", "total", "under", 2.5, "yes"),
        ("0-0", "btts", "yes", None, "no"),
        ("0-0", "btts", "no", None, "yes"),
        ("0-0", "spread", "away", 1.5, "no"),
        ("0-0", "half", "home", None, None),  # a half's result is no match score
        ("0-0", "advance", "home", None, None),
    ],
)
def test_a_fixed_result_pays_what_the_legs_own_bet_pays_on_it(
    fixed: str, family: str, side: str | None, line: float | None, payout: str | None
) -> None:
    assert payout_on_fixed(fixed, family, side, line, "", None) == payout


@pytest.mark.parametrize(
    ("text", "payout"),
    [
        (
            'Yes if Chelsea FC open the scoring; "No" if Arsenal FC score first or nobody does.',
            "no",
        ),
        ('"Yes" if the first goal is scored by Chelsea FC, and "No" otherwise.', "no"),
        # A text naming every outcome is no leg's bet.
        ("Resolves to the team that scores first, or to Neither if no goal is scored.", None),
    ],
)
def test_neither_pays_a_first_scorer_leg_by_its_own_yes(text: str, payout: str | None) -> None:
    assert payout_on_fixed("Neither", "other", None, None, text, None) == payout


def test_a_fixed_result_is_carried_as_the_legs_payout_beside_the_result() -> None:
    (r,) = _read(
        _v1(
            'Yes if the exact score is 1-1 in Arsenal FC vs. Chelsea FC; "No" otherwise.',
            "A called-off match with no replay is settled as though it had finished goalless.",
        )
    )
    assert (r["void_cancelled"], r["void_fixed_outcome"]) == ("no", "0-0")


@pytest.mark.parametrize(
    ("text", "label", "line"),
    [
        ("beat Chelsea FC by two or more goals", "Arsenal FC (-1.5)", 1.5),
        ("win by a margin of at least two goals", "Arsenal FC (-2.5)", None),
        ("win by more than 1.5 goals", "Arsenal FC by 3+", None),
    ],
)
def test_a_spread_line_is_checked_against_the_listings(
    text: str, label: str, line: float | None
) -> None:
    (r,) = _read(
        _v1(f'Yes if Arsenal FC {text} against Chelsea FC; "No" otherwise.', outcome_label=label)
    )
    assert r["outcome_line"] == line
    if line is None:
        assert r["outcome_status"] == "conflicting"
        assert label in r["outcome_derived_from"]
    else:
        assert r["outcome_derived_from"] is None


def test_a_total_line_is_checked_against_the_listings() -> None:
    (r,) = _read(
        _v1(
            'Yes if three or more goals are scored in Arsenal FC vs. Chelsea FC; "No" otherwise.',
            outcome_label="Over 3.5",
        )
    )
    assert (r["outcome_line"], r["outcome_status"]) == (None, "conflicting")
    assert r["outcome_derived_from"] == "listing: Over 3.5 (line 3.5); the text states line 2.5"


def test_a_half_named_only_to_say_it_does_not_count_is_not_the_legs_half() -> None:
    (r,) = _read(
        _v1(
            'Yes if Arsenal FC outscore Chelsea FC after the interval; "No" otherwise.',
            "Goals from the first half are disregarded; second-half stoppage time counts.",
        )
    )
    assert (r["family"], r["outcome_period"]) == ("half", "second")


def test_a_total_said_as_exceeding_a_line_is_over() -> None:
    (r,) = _read(
        _v1(
            'Yes if the number of goals in Arsenal FC vs. Chelsea FC tops 2.5; "No" otherwise.',
            outcome_label="Over 2.5",
        )
    )
    assert (r["family"], r["outcome_side"], r["outcome_line"]) == ("total", "over", 2.5)


@pytest.mark.parametrize(
    ("text", "payout"),
    [
        ('Scrapped for good with no new date: the result entered here is "No".', "no"),
        ('A cancelled fixture: the outcome declared is "Yes".', "yes"),
        # A fixed result explained by this leg's own payout: the payout is what it says.
        ('If it is called off, it resolves as though nobody scored first, i.e. "No".', "no"),
    ],
)
def test_a_cancellation_payout_stated_as_the_recorded_outcome(text: str, payout: str) -> None:
    assert read_contingencies(text).cancelled[:2] == (payout, "recognized")


def test_a_void_match_settled_as_though_no_side_scored_is_a_goalless_result() -> None:
    read = read_contingencies(
        "Cancelled and never played: the market resolves as if neither side had scored."
    )
    assert (read.cancelled[0], read.fixed) == ("fixed_outcome", "0-0")


def test_a_new_start_time_beyond_a_window_is_a_postponement() -> None:
    read = read_contingencies(
        "A new kick-off time more than 48 hours after the old one leads to a fair price."
    )
    assert (read.window_hours, read.postponed_long[0]) == (48, "fair_price")


def test_a_fallback_said_as_falling_back_is_the_fallback() -> None:
    (r,) = _read(
        _v1(_WIN, "Source: the league's official statistics, falling back to credible reports.")
    )
    assert (r["source_primary"], r["source_fallback"]) == ("official", "consensus")


@pytest.mark.parametrize(
    ("text", "cancelled", "abandoned"),
    [
        ("A called-off game is taken as No.", "no", None),
        (
            "A scrapped game resolves No. A game stopped and never finished is handled the same"
            " way as a scrapped one.",
            "no",
            "no",
        ),
    ],
)
def test_more_ways_to_say_a_void_payout(text: str, cancelled: str, abandoned: str | None) -> None:
    read = read_contingencies(text)
    assert read.cancelled[:2] == (cancelled, "recognized")
    if abandoned is not None:
        assert read.abandoned[0] == abandoned


def test_a_contracted_negation_bounds_a_postponement() -> None:
    read = read_contingencies(
        "If the game is postponed and doesn't start within one day, positions are refunded."
    )
    assert (read.window_hours, read.postponed_long[0]) == (24, "refund")


_TITLE = "Arsenal FC vs. Chelsea FC"


@pytest.mark.parametrize(
    "text",
    [
        'Yes if Arsenal FC finish ahead of Chelsea FC. "No" on a draw or if Chelsea FC win.',
        "Resolves No in the event that Chelsea FC beat Arsenal FC or the sides draw. Resolves"
        " Yes if Arsenal FC come out on top.",
        "No should Chelsea FC win or the game be drawn; Yes if Arsenal FC prevail.",
        "Pays Yes if Arsenal FC beat Chelsea FC, but pays No if Chelsea FC win or it is drawn.",
        # A win denied names no team's win.
        "Victory for Arsenal FC over Chelsea FC resolves this market to Yes. If Arsenal FC fail"
        " to win, it resolves to No.",
        "A win by Arsenal FC against Chelsea FC pays Yes; if Arsenal FC do not win, it pays No.",
    ],
)
def test_a_team_named_in_what_pays_no_is_never_the_yes_side(text: str) -> None:
    (r,) = _read(_v1(text, outcome_label="Arsenal FC", event_title=_TITLE))
    assert (r["family"], r["outcome_team"], r["outcome_side"]) == ("win", "Arsenal FC", "home")


@pytest.mark.parametrize(
    "text",
    [
        "The market pays Yes if the sides finish level, and No if either of them wins.",
        "This settles Yes when the match is tied at full time, but resolves No should one team"
        " win.",
        "Yes if the two clubs are all square after 90 minutes; No if one of them wins.",
    ],
)
def test_a_win_named_in_what_pays_no_does_not_make_a_draw_leg_a_win_leg(text: str) -> None:
    (r,) = _read(_v1(text, outcome_label="Draw", event_title=_TITLE))
    assert (r["family"], r["outcome_kind"], r["outcome_team"]) == ("draw", "draw", None)


@pytest.mark.parametrize(
    ("clause", "scope"),
    [
        ("Includes extra time and, if required, a penalty shoot-out.", "penalties"),
        ("Extra time and, where needed, penalties are included.", "penalties"),
        ("The result includes extra time and penalties if necessary.", "penalties"),
        (
            "All goals count, including goals scored in extra time; penalty shoot-out kicks"
            " are not goals for this market.",
            "extra_time",
        ),
        ("Extra time counts; shoot-out kicks are not treated as goals.", "extra_time"),
        (
            "The result is taken at the end of regulation (90 minutes plus stoppage), not after"
            " any extra time or penalties.",
            "regulation",
        ),
        (
            "The result is the one after 90 minutes and stoppage time, never following extra time.",
            "regulation",
        ),
        (
            "Only normal time counts; a win in a penalty shoot-out or in extra time does not"
            " count.",
            "regulation",
        ),
        ("Extra time and spot kicks, if played, are excluded.", "regulation"),
        ("Results after extra time or on penalties are not considered.", "regulation"),
        (
            "The whole match counts, extra time included; shoot-out kicks are not goals.",
            "extra_time",
        ),
        ("Extra time and a shoot-out, where needed, are part of the result.", "penalties"),
        ("Extra time and kicks from the penalty mark both count.", "penalties"),
        # "happens" names no penalties ("pens").
        ("Whatever happens later, the score after the regular 90 minutes decides.", "regulation"),
    ],
)
def test_a_period_under_a_negation_is_excluded_and_under_a_condition_included(
    clause: str, scope: str
) -> None:
    (r,) = _read(_v1(f"Yes if Arsenal FC beat Chelsea FC. {clause}", outcome_label="Arsenal FC"))
    assert (r["scope"], r["scope_status"]) == (scope, "recognized")


@pytest.mark.parametrize(
    ("text", "half"),
    [
        (
            "Yes if Arsenal FC outscore Chelsea FC over the second 45 minutes; goals before"
            " half-time are ignored.",
            "second",
        ),
        (
            "Yes if Arsenal FC score more than Chelsea FC in the last 45 minutes; first-half"
            " goals do not count.",
            "second",
        ),
        ("Yes if Arsenal FC outscore Chelsea FC after half-time.", "second"),
        ("Yes if Arsenal FC outscore Chelsea FC before half-time.", "first"),
        # "after the first 45 minutes" may be the first half's result or the second's goals.
        ("Yes if Arsenal FC outscore Chelsea FC after the first 45 minutes.", None),
    ],
)
def test_a_half_named_by_its_minutes_or_the_break(text: str, half: str | None) -> None:
    (r,) = _read(_v1(text, outcome_label="Arsenal FC", event_title=_TITLE))
    assert (r["family"], r["outcome_period"]) == ("half", half)


@pytest.mark.parametrize(
    "text",
    [
        # A bracketed aside with its own semicolon belongs to the clause it qualifies.
        "The market resolves to Yes if the Leeds vs Fulham league game finishes level at the "
        "end of normal time (the 90 minutes and added time; extra time and any shoot-out are "
        "ignored).",
        "If the Leeds vs Fulham game is drawn after regulation (90 minutes plus stoppage; no "
        "extra time, no penalties), then this market resolves to Yes.",
        # A name's initials end no sentence.
        'This market pays "Yes" if D.C. United and Toronto FC finish level in their match on '
        'May 2, 2027; a win for either side pays "No".',
    ],
)
def test_a_draw_leg_reads_through_bracketed_asides_and_initials(text: str) -> None:
    (record,) = records([text_leg(text)])
    assert record["outcome_kind"] == "draw", record["outcome_evidence"]
    assert record["outcome_status"] == "recognized"


def test_a_draw_said_as_neither_team_winning_reads_through_initials() -> None:
    text = (
        "Should neither Real Salt Lake nor D.C. United win their match on June 3, 2027, the "
        'market pays "Yes"; either side winning pays "No".'
    )
    (record,) = records([text_leg(text, venue="venue_one")])
    assert (record["outcome_kind"], record["outcome_status"]) == ("draw", "recognized")


@pytest.mark.parametrize(
    ("text", "team"),
    [
        (
            "Whichever of Celtic FC and D.C. United progresses to the next round wins this "
            'market: "Celtic FC" or "D.C. United".',
            "Celtic FC",
        ),
        # A team denied going through is no one's advance.
        ("Whichever of Celtic FC and Rangers fails to qualify wins this market.", None),
        ("Whichever of Celtic FC and the holders does not go through wins this market.", None),
    ],
)
def test_whichever_team_goes_through_names_the_first_outcome(text: str, team: str | None) -> None:
    (record,) = records([text_leg(text, venue="venue_one")])
    assert record["outcome_team"] == team
    assert record["outcome_status"] == ("recognized" if team else "unrecognized")


# ---- seventh round: questions asked twice, references, names alike, margins ----------------
@pytest.mark.parametrize(
    ("text", "window", "cancelled", "abandoned"),
    [
        (
            "Q: What if the fixture is put back?\nA: Put back? Then the market simply waits for "
            "the rescheduled game, however long that takes.\n\nQ: And if it is scrapped?\nA: If "
            "the fixture is scrapped for good, the market pays No.",
            "open_until_played",
            "no",
            None,
        ),
        (
            "1) Scrapped fixture: resolved at a fair price.\n(2) A match stopped and never "
            "finished is dealt with in the same way as a cancellation.",
            None,
            "fair_price",
            "fair_price",
        ),
        (
            "Rescheduling leaves this market untouched: it is settled on the result of the game "
            "on its new date. The same is true for a fixture that is scrapped, which resolves No.",
            "open_until_played",
            "no",
            None,
        ),
    ],
)
def test_questions_answers_and_references_read_by_meaning(
    text: str, window: str | None, cancelled: str, abandoned: str | None
) -> None:
    read = read_contingencies(text)
    assert read.window[0] == window
    assert read.cancelled[:2] == (cancelled, "recognized")
    assert read.abandoned[0] == abandoned


def test_a_kickoff_that_slips_beyond_a_bound_is_a_postponement() -> None:
    read = read_contingencies(
        "Should the kick-off slip by more than two days, the market settles at a fair price."
    )
    assert (read.window_hours, read.postponed_long[0]) == (48, "fair_price")


def test_two_names_alike_but_for_a_generic_word_are_told_apart() -> None:
    leg = _v1(
        'Yes if Manchester City prevail over Manchester United in their league game; "No" '
        "otherwise.",
        outcome_label="Manchester City",
        event_title="Manchester City vs. Manchester United",
    )
    (r,) = _read(leg)
    assert (r["outcome_kind"], r["outcome_team"]) == ("win", "Manchester City")


def test_a_winning_margin_is_a_spread_not_a_goal_total() -> None:
    leg = _v1(
        'Yes if Arsenal FC beat Chelsea FC by three or more goals in the league match; "No" '
        "otherwise.",
        title="Spread: Arsenal FC (-2.5)",
        market_type="spreads",
        event_title=_TITLE,
    )
    (r,) = _read(leg)
    assert (r["family"], r["family_status"], r["outcome_line"]) == ("spread", "recognized", 2.5)


@pytest.mark.parametrize(
    "other",
    [
        '"Tie" is the outcome that resolves to Yes if the teams are level.',
        "Tie: Yes whenever neither team leads at the end of regulation.",
    ],
)
def test_the_draw_markets_own_yes_on_a_win_leg_is_another_market(other: str) -> None:
    leg = text_leg("If Leeds beat Fulham in the league game, the market resolves to Yes.", other)
    leg.update(outcome_label="Leeds", event_title="Leeds vs Fulham")
    (r,) = _read(leg)
    assert (r["family"], r["outcome_kind"]) == ("win", "win")


@pytest.mark.parametrize(
    "text",
    [
        "If neither Leeds nor Fulham is ahead after 90 minutes plus stoppage time, the market "
        "resolves to Yes.",
        "Should Tie be the result of Leeds vs Fulham after 90 minutes plus stoppage time, the "
        "market resolves to Yes.",
    ],
)
def test_more_ways_a_venue_two_draw_leg_says_the_draw(text: str) -> None:
    leg = text_leg(text)
    leg.update(outcome_label="Tie", event_title="Leeds vs Fulham")
    (r,) = _read(leg)
    assert (r["family"], r["outcome_kind"]) == ("draw", "draw")


# ---- eighth round: more words for the same meanings ------------------------------------------
@pytest.mark.parametrize(
    ("text", "cancelled"),
    [
        ("A fixture that gets axed and is never replayed pays No.", "no"),
        ("Should the game be shelved for good, the market resolves Yes.", "yes"),
        ("If the match is struck off the calendar, the market is split down the middle.", "50-50"),
        ("Scrapped games that are not replayed settle evenly between Yes and No.", "50-50"),
        ("A called-off game settles both sides at equal value.", "50-50"),
    ],
)
def test_more_words_for_a_cancellation_and_an_even_split(text: str, cancelled: str) -> None:
    assert read_contingencies(text).cancelled[:2] == (cancelled, "recognized")


@pytest.mark.parametrize(
    "text",
    [
        "Postponement: no deadline applies; the market waits.",
        "A later date leaves the market trading until the game is played.",
        "If the game is postponed, the market stays open with no cut-off.",
    ],
)
def test_an_open_market_without_a_deadline(text: str) -> None:
    assert read_contingencies(text).window[:2] == ("open_until_played", "recognized")


def test_the_final_fair_price_at_the_announcement_is_the_last_price() -> None:
    read = read_contingencies(
        "If the game is postponed and not replayed within 14 days, the market settles at the "
        "final fair price recorded when the delay was announced."
    )
    assert (read.window_hours, read.postponed_long[0]) == (336, "last_price")


@pytest.mark.parametrize(
    "clause",
    [
        "The regulation-time score decides (stoppage time in, extra time and penalties out).",
        "The market ignores extra time and any penalty shoot-out; 90 minutes plus stoppage.",
    ],
)
def test_periods_left_out_in_other_words(clause: str) -> None:
    (r,) = _read(_v1(_WIN, clause))
    assert (r["scope"], r["scope_status"]) == ("regulation", "recognized")


@pytest.mark.parametrize(
    ("sources", "fallback"),
    [
        # A fallback in words of no kind read is not "no fallback".
        (
            "Official results from the league decide. If they are missing after two hours, "
            "the account of sports news outlets is used instead.",
            None,
        ),
        (
            "Official results from the league decide. If they are missing after two hours, "
            "the agreed account of trustworthy news outlets is used instead.",
            "consensus",
        ),
    ],
)
def test_a_fallback_is_read_or_the_source_is_unread(sources: str, fallback: str | None) -> None:
    (r,) = _read(_v1(_WIN, sources))
    if fallback is None:
        assert r["source_status"] == "unrecognized"
    else:
        assert (r["source_primary"], r["source_fallback"]) == ("official", fallback)


def test_a_series_source_of_no_known_kind_is_no_source_guessed() -> None:
    leg = text_leg(
        "If Leeds beat Fulham in the league game, the market resolves to Yes.",
        settlement_sources=["Northern League Office (https://example.org/)"],
    )
    (r,) = _read(leg)
    assert r["source_primary"] == "unknown"


@pytest.mark.parametrize(
    ("text", "cancelled"),
    [
        ('Cancelled with no replay? "No" is the resolution.', "no"),
        ("Scrapped and never rearranged? This market goes to Yes.", "yes"),
    ],
)
def test_a_payout_said_as_the_resolution_or_where_the_market_goes(
    text: str, cancelled: str
) -> None:
    assert read_contingencies(text).cancelled[:2] == (cancelled, "recognized")


def test_an_abandonment_following_the_cancellation_rule_takes_its_value() -> None:
    read = read_contingencies(
        "A cancelled game that is not replayed pays No. Abandoned games follow the cancellation "
        "rule above."
    )
    assert read.abandoned[:2] == ("no", "recognized")


def test_a_window_named_by_the_clause_before_is_that_window() -> None:
    read = read_contingencies(
        "A postponed game has 14 days to be played. If no new date is set inside that window, "
        "the market settles at the last fair market price as of the postponement."
    )
    assert (read.window_hours, read.postponed_long[0]) == (336, "last_price")


@pytest.mark.parametrize(
    ("clause", "family"),
    [
        ("Yes if Arsenal FC beat Chelsea FC by 2+ goals; otherwise No.", "spread"),
        ("Yes if the combined goal tally of both teams is four or more; otherwise No.", "total"),
        # The end of the second half is full time, no half leg.
        (
            "Yes if Arsenal FC beat Chelsea FC, on the score when the second half comes to its "
            "end with stoppage time; otherwise No.",
            "win",
        ),
    ],
)
def test_family_cues_that_are_not_another_family(clause: str, family: str) -> None:
    (r,) = _read(_v1(clause, outcome_label="Arsenal FC", event_title=_TITLE))
    assert r["family"] == family


# ---- tenth round (set (g)) -------------------------------------------------------------------
def test_periods_an_exclusion_lists_are_excluded() -> None:
    (r,) = _read(
        _v1(
            _WIN,
            "Whatever happens after the 90 minutes and stoppage time is disregarded, such as "
            "extra time and a penalty shoot-out.",
        )
    )
    assert (r["scope"], r["scope_status"]) == ("regulation", "recognized")


@pytest.mark.parametrize(
    ("text", "window", "cancelled"),
    [
        (
            "A delay does not trigger early settlement: the market continues until the "
            "rearranged game is finished. A scrapped game counts as No.",
            "open_until_played",
            "no",
        ),
        (
            "A postponed game leaves the market open. If the game is called off for good, "
            "settlement is Yes.",
            "open_until_played",
            "yes",
        ),
    ],
)
def test_a_market_that_continues_and_a_settlement_that_is_a_side(
    text: str, window: str, cancelled: str
) -> None:
    read = read_contingencies(text)
    assert (read.window[0], read.cancelled[0]) == (window, cancelled)


def test_a_source_that_lags_brings_in_the_fallback() -> None:
    (r,) = _read(
        _v1(
            _WIN,
            "The result comes from the league's official statistics or, where those lag by "
            "more than two hours, from the consensus of reputable reporting.",
        )
    )
    assert (r["source_primary"], r["source_fallback"]) == ("official", "consensus")


def test_the_fixtures_own_name_decides_no_side() -> None:
    leg = text_leg(
        "If, in the Fulham vs Leeds league game, Leeds finishes with more goals than Fulham, "
        "the market resolves to Yes."
    )
    leg.update(outcome_label="Leeds", event_title="Fulham vs Leeds")
    (r,) = _read(leg)
    assert (r["outcome_kind"], r["outcome_team"]) == ("win", "Leeds")


@pytest.mark.parametrize(
    ("clause", "family"),
    [
        ("Yes if Arsenal FC's winning margin over Chelsea FC is 3+ goals; otherwise No.", "spread"),
        ("Yes if the two sides combine for four or more goals; otherwise No.", "total"),
        ("For Yes, each team must score one or more goals; otherwise No.", "btts"),
    ],
)
def test_more_family_cues(clause: str, family: str) -> None:
    (r,) = _read(_v1(clause, outcome_label="Arsenal FC", event_title=_TITLE))
    assert r["family"] == family


def test_a_line_on_corners_is_the_corners_market_not_a_goal_total() -> None:
    leg = _v1(
        "Yes if ten or more corner kicks are taken in the match in total; otherwise No.",
        title="Arsenal FC vs. Chelsea FC: Over 9.5 corners?",
        outcome_label="Over 9.5 corners",
        event_title=_TITLE,
    )
    (r,) = _read(leg)
    assert r["family"] == "other"


# ---- eleventh round (set (h)) ----------------------------------------------------------------
@pytest.mark.parametrize(
    "clause",
    [
        "Goals after the stoppage time of the second half, whether in an extra period or in a "
        "penalty shoot-out, are disregarded.",
        "The match ends for us at full time after the second half; extra time and penalties "
        "do not count.",
    ],
)
def test_the_second_halfs_end_is_full_time_and_never_a_half_leg(clause: str) -> None:
    (r,) = _read(_v1(_WIN, clause, outcome_label="Arsenal FC", event_title=_TITLE))
    assert r["family"] == "win"
    assert r["scope"] != "penalties"


@pytest.mark.parametrize(
    ("text", "window", "cancelled"),
    [
        (
            "A game pushed back to a later date keeps this market running. A game called off "
            "for good splits the market evenly between Yes and No.",
            "open_until_played",
            "50-50",
        ),
        (
            "Delays to the kick-off do not trigger settlement. Cancelled with no replay: the "
            "market resolves No.",
            "open_until_played",
            "no",
        ),
    ],
)
def test_more_words_for_a_running_market_and_an_even_split(
    text: str, window: str, cancelled: str
) -> None:
    read = read_contingencies(text)
    assert (read.window[0], read.cancelled[0]) == (window, cancelled)


def test_a_deemed_goalless_score_is_the_fixed_result() -> None:
    read = read_contingencies(
        "If the game is cancelled and never replayed, the market settles on a deemed score of "
        "nil-nil."
    )
    assert read.cancelled[0] == "fixed_outcome"


def test_a_margin_greater_than_a_line_far_from_the_word_margin() -> None:
    (r,) = _read(
        _v1(
            "Yes if the winning margin of Arsenal FC over Chelsea FC in their league match is "
            "greater than 2.5 goals; otherwise No.",
            outcome_label="Arsenal FC",
            event_title=_TITLE,
        )
    )
    assert (r["family"], r["outcome_line"]) == ("spread", 2.5)


# ---- twelfth round (set (i)) -----------------------------------------------------------------
@pytest.mark.parametrize(
    "clause",
    [
        "We take the score at full time in regulation, never the result after extra time or a "
        "shoot-out.",
        "The score after 90 minutes and stoppage decides, with extra time and penalties left "
        "aside.",
    ],
)
def test_a_result_denied_after_the_periods_is_regulation(clause: str) -> None:
    (r,) = _read(_v1(_WIN, clause))
    assert (r["scope"], r["scope_status"]) == ("regulation", "recognized")


@pytest.mark.parametrize(
    "text",
    [
        "If the game is postponed and not given a new date within 14 days, the market pays "
        "out at the fair price in force when the postponement was announced.",
        "A postponed game with no new date inside 336 hours settles at the fair price that "
        "prevailed when the delay was made public.",
    ],
)
def test_a_fair_price_frozen_at_the_announcement_is_the_last_price(text: str) -> None:
    read = read_contingencies(text)
    assert (read.window_hours, read.postponed_long[0]) == (336, "last_price")


def test_a_date_in_the_yes_clause_is_no_scoreline() -> None:
    (r,) = _read(
        _v1(
            "Yes if the league game between Arsenal FC and Chelsea FC on 2027-02-27 finishes "
            "Arsenal FC 2, Chelsea FC 1. Any other final score is No.",
            outcome_label="Yes",
            title="Exact Score: Arsenal FC 2 - 1 Chelsea FC?",
            market_type="soccer_exact_score",
            event_title=_TITLE,
        )
    )
    assert r["outcome_side"] != "27-2"
    assert (
        scoreline(
            "Yes if the game between Arsenal FC and Chelsea FC on 27 February 2027 finishes "
            "Arsenal FC 2, Chelsea FC 1.",
            _TITLE,
        )
        == "2-1"
    )


@pytest.mark.parametrize(
    "clause",
    [
        # Negations the reader has no exclusion pattern for: the inclusion beside them is
        # not read as one (unread, never `penalties`).
        "A win on penalties would not be enough for Yes here.",
        "Going through via a shoot-out is never what this market pays on.",
    ],
)
def test_an_inclusion_beside_a_negation_not_understood_is_no_inclusion(clause: str) -> None:
    (r,) = _read(_v1(_WIN, clause))
    assert r["scope"] not in ("penalties", "extra_time")


@pytest.mark.parametrize(
    ("text", "cancelled"),
    [
        ("A fixture scrapped and never made up resolves as an even split.", "50-50"),
        (
            "Should the match be cancelled outright, we settle half and half: 50c per share.",
            "50-50",
        ),
    ],
)
def test_even_splits_in_plain_words(text: str, cancelled: str) -> None:
    assert read_contingencies(text).cancelled[:2] == (cancelled, "recognized")


def test_a_fortnight_named_by_the_clause_before() -> None:
    read = read_contingencies(
        "A postponed game gets a fortnight to be re-arranged. If no new date is set inside that "
        "fortnight, we settle at the last fair price as it stood when the delay was announced."
    )
    assert (read.window_hours, read.postponed_long[0]) == (336, "last_price")


# ---- fourteenth round (set (j)) --------------------------------------------------------------
def test_open_for_a_vague_stretch_is_no_open_ended_market() -> None:
    read = read_contingencies(
        "If the match gets moved, we keep the market open for a sensible stretch and then "
        "settle it as we see fit."
    )
    assert read.window[0] != "open_until_played"


@pytest.mark.parametrize(
    ("sources", "primary"),
    [
        ("Results are confirmed from the official league match summary.", "official"),
        # Two kinds named side by side, in no order: no source read.
        ("The league's own website and ESPN are both used to confirm the result.", None),
    ],
)
def test_a_bodys_own_publication_is_official(sources: str, primary: str | None) -> None:
    leg = text_leg(
        "If Leeds beat Fulham in the league game, the market resolves to Yes.",
        sources,
        settlement_sources=["ESPN (https://www.espn.com/soccer/)"],
    )
    (r,) = _read(leg)
    if primary is None:
        assert r["source_status"] == "unrecognized"
    else:
        assert (r["source_primary"], r["source_status"]) == (primary, "recognized")


def test_a_fair_price_based_on_prices_before_the_announcement_is_a_fair_price() -> None:
    # Only a time word right after the price ties it to the announcement (P4's last price).
    read = read_contingencies(
        "If the game is cancelled, or postponed to more than 48 hours after its start time, the "
        "market resolves to a fair price based on the last traded prices before the "
        "announcement."
    )
    assert read.cancelled[:2] == ("fair_price", "recognized")


@pytest.mark.parametrize(
    "clause",
    [
        "Results as published by the organisers apply. In the event that they are not out within"
        " three (3) hours of the final whistle, a consensus of credible reporting is used.",
        "We use the official figures of the Scottish Football Association; if they are still not"
        " out two hours after the game, credible media reports decide.",
        "The score recognised by UEFA settles it. Should it be missing 120 minutes after the"
        " match ends, reputable news outlets are relied on instead.",
    ],
)
def test_a_deadline_in_other_units_and_words_brings_in_the_fallback(clause: str) -> None:
    (r,) = _read(_v1(_WIN, clause))
    assert (r["source_primary"], r["source_fallback"]) == ("official", "consensus")


def test_a_league_named_inside_a_web_address_is_no_statement_by_the_league() -> None:
    # The address names the league; the other clause names places of no known kind.
    (r,) = _read(
        _v1(
            _WIN,
            "Settlement leans on bundesliga-news.de and on coverage in the national papers.",
            resolutionSource="https://eredivisie.nl/",
        )
    )
    assert r["source_primary"] != "official"


@pytest.mark.parametrize(
    ("text", "window", "cancelled", "abandoned"),
    [
        # An answer that restates the matter, with its consequence in its next clause.
        (
            "Q: And if the fixture is pushed back?\nA: A later kick-off changes nothing; we simply"
            " wait for the game and settle on it.",
            "open_until_played",
            None,
            None,
        ),
        # Titles over the lines they name.
        (
            "Scrapped fixtures\nShould the game be scrapped for good, Yes will be paid.\n\n"
            "Postponed games\nWe hold the market open until the game is played.",
            "open_until_played",
            "yes",
            None,
        ),
        # A title sentence on the line it heads.
        (
            "5. Cancellation and abandonment. If the game is called off for good, the market"
            " resolves No. A game abandoned midway and never finished is handled as if it had"
            " been cancelled.",
            None,
            "no",
            "no",
        ),
        # A definition names the matter without saying what happens.
        (
            '"Delay Notice" means the first public word that the game is put back. A postponed'
            " game gets normal settlement when it is played.",
            "open_until_played",
            None,
            None,
        ),
    ],
)
def test_titles_answers_and_definitions_read_by_meaning(
    text: str, window: str | None, cancelled: str | None, abandoned: str | None
) -> None:
    read = read_contingencies(text)
    assert read.window[0] == window
    assert read.cancelled[0] == cancelled
    assert read.abandoned[0] == abandoned


@pytest.mark.parametrize(
    "text",
    [
        "If the match is cancelled, each outcome is settled at fifty per cent.",
        "A scrapped game counts as a No.",
    ],
)
def test_more_payout_words(text: str) -> None:
    assert read_contingencies(text).cancelled[1] == "recognized"


@pytest.mark.parametrize(
    ("text", "cancelled", "abandoned"),
    [
        ("Called off for good? Then it is a coin-flip: half to Yes, half to No.", "50-50", None),
        ("If the game is scrapped: No (unless it is replayed).", "no", None),
        (
            "A cancelled game is treated as a draw, so this market resolves No. If abandoned:"
            " same as cancelled.",
            "no",
            "no",
        ),
        (
            "Should the match be cancelled, it is deemed to have finished nil-nil. Abandoned"
            " matches: as cancelled.",
            "fixed_outcome",
            "fixed_outcome",
        ),
        ("If the game never happens, the market resolves to a fair price.", "fair_price", None),
    ],
)
def test_void_payouts_in_plainer_words(text: str, cancelled: str, abandoned: str | None) -> None:
    read = read_contingencies(text)
    assert read.cancelled[:2] == (cancelled, "recognized")
    assert read.abandoned[0] == abandoned


def test_an_answer_may_name_the_asked_matter_beside_others() -> None:
    read = read_contingencies(
        "What if the game is put back?\nShould it be called off, or moved to a start more than"
        " three days after the original one, the market settles at a fair price."
    )
    assert read.window[:2] == ("days:3", "recognized")
    assert read.cancelled[:2] == ("fair_price", "recognized")


@pytest.mark.parametrize(
    ("clause", "family"),
    [
        # The event's other markets are named, not this one's family.
        (
            "Yes if Arsenal FC beat Chelsea FC; otherwise No. Separate markets on this match"
            " cover total goals and both teams to score.",
            "win",
        ),
        # A number word with its numeral in brackets.
        ("Yes if three (3) or more goals are scored in the match; otherwise No.", "total"),
    ],
)
def test_other_markets_and_bracketed_numerals(clause: str, family: str) -> None:
    (r,) = _read(_v1(clause, outcome_label="Arsenal FC", event_title=_TITLE))
    assert r["family"] == family


@pytest.mark.parametrize(
    "text",
    [
        "If the fixture is shifted more than 48 hours from its kick-off, a fair price applies.",
        "If the game is pushed more than 48 hours past its start, a fair price is used to settle.",
    ],
)
def test_a_kickoff_shifted_or_pushed_is_a_postponement(text: str) -> None:
    read = read_contingencies(text)
    assert (read.window_hours, read.postponed_long[0]) == (48, "fair_price")


@pytest.mark.parametrize(
    ("text", "hours", "beyond"),
    [
        (
            "If kick-off slips but the game still starts inside 72 hrs of the plan, trading"
            " continues; past that, the market settles at a fair price.",
            72,
            "fair_price",
        ),
        ("Postponed up to 48h: stays open. >48h: last traded price.", 48, "last_price"),
    ],
)
def test_terse_and_pointing_back_bounds(text: str, hours: int, beyond: str) -> None:
    read = read_contingencies(text)
    assert (read.window_hours, read.postponed_long[0]) == (hours, beyond)


def test_a_payout_named_after_its_condition_is_the_resolution() -> None:
    read = read_contingencies('Should the game be scrapped for good, "No" is the resolution.')
    assert read.cancelled[:2] == ("no", "recognized")


# ---- sixteenth round (set (k)) -----------------------------------------------------------
def test_a_shootout_named_beside_counted_extra_time_leaves_the_scope_unread() -> None:
    # "So does a shoot-out" is not understood: extra time alone would be a misread.
    (r,) = _read(_v1(_WIN, "Extra time counts here. The same goes for a shoot-out."))
    assert (r["scope"], r["scope_status"]) == ("unknown", "unrecognized")


def test_shootout_kicks_that_do_not_count_are_excluded() -> None:
    (r,) = _read(_v1(_WIN, "Goals in any extra time count; penalty shoot-out kicks do not."))
    assert r["scope"] == "extra_time"


def test_guidance_for_void_events_is_no_refund() -> None:
    read = read_contingencies(
        "If the game is called off for good, settlement follows the house guidance for void events."
    )
    assert read.cancelled[0] != "refund"
    assert read_contingencies("If the game is called off for good, the market is void.").cancelled[
        :2
    ] == ("refund", "recognized")


def test_the_official_source_beside_the_media_states_no_order() -> None:
    (r,) = _read(
        _v1(_WIN, "The score is checked against the league's own website and the national press.")
    )
    assert (r["source_primary"], r["source_status"]) == ("unknown", "unrecognized")


@pytest.mark.parametrize(
    ("text", "cancelled"),
    [
        # A condition written as a heading line over the line that says what happens.
        ("If the game never happens\nShould it never take place at all, the answer is No.", "no"),
        ('A "No" resolution is issued if the game is scrapped and never made up.', "no"),
        (
            "If the fixture never takes place, the market is resolved at 50% for each outcome.",
            "50-50",
        ),
        (
            "Where the game is cancelled and not rescheduled, each outcome is settled at 0.50.",
            "50-50",
        ),
        (
            "If it is called off for good, the outcome defaults to Neither, which means No here.",
            "no",
        ),
    ],
)
def test_heading_conditions_and_more_payout_words(text: str, cancelled: str) -> None:
    assert read_contingencies(text).cancelled[:2] == (cancelled, "recognized")


def test_no_settlement_until_played_is_no_payout_of_no() -> None:
    read = read_contingencies(
        "Were the game postponed, no settlement would take place until played."
    )
    assert read.window[:2] == ("open_until_played", "recognized")


def test_an_abandonment_treated_for_all_purposes_as_a_cancellation() -> None:
    read = read_contingencies(
        "If the game is called off for good, the market resolves No. A game abandoned and not"
        " resumed is treated for all purposes of this market as a cancelled game."
    )
    assert read.abandoned[:2] == ("no", "recognized")


# ---- seventeenth round (set (l)) ---------------------------------------------------------
def test_a_payout_left_to_judgement_is_no_payout() -> None:
    (r,) = _read(
        _v1(
            _WIN,
            "If the game is abandoned, the market may be settled on the score when play stopped"
            " or at a fair price.",
        )
    )
    assert r["void_abandoned"] not in ("fair_price", "result")


def test_a_finality_clause_naming_the_official_result_is_no_source() -> None:
    leg = text_leg(
        "If Leeds beat Fulham in the league game, the market resolves to Yes.",
        "Changes to the official result after settlement do not reopen the market.",
        settlement_sources=["ESPN (https://www.espn.com/soccer/)"],
    )
    (r,) = _read(leg)
    assert (r["source_primary"], r["source_status"]) == ("provider", "inferred")


# ---- eighteenth round (set (n)) ----------------------------------------------------------
@pytest.mark.parametrize(
    "text",
    [
        "Yes if nobody wins the Leeds v Fulham league game, i.e. if the sides end level.",
        "Pays Yes in one case only, e.g. when Leeds and Fulham are level at full time.",
        "This pays Yes if, i.e., the Leeds vs Fulham game is drawn at full time.",
    ],
)
def test_i_e_and_e_g_end_no_clause_of_the_outcome(text: str) -> None:
    leg = text_leg(text, venue="venue_one")
    leg.update(outcome_label="Draw (Leeds vs. Fulham)", event_title="Leeds vs. Fulham")
    (r,) = _read(leg)
    assert (r["family"], r["outcome_kind"]) == ("draw", "draw"), r["outcome_evidence"]


@pytest.mark.parametrize(
    "text",
    [
        "Yes should Fulham end the league meeting with Leeds on 2 March 2027 ahead on goals;"
        " otherwise No.",
        "This market pays Yes if Fulham are in front on the scoreboard once the 90 minutes"
        " against Leeds are up.",
    ],
)
def test_a_team_ahead_on_goals_at_the_end_is_its_win(text: str) -> None:
    (r,) = _read(_v1(text, outcome_label="Fulham", event_title="Leeds vs. Fulham"))
    assert (r["family"], r["outcome_kind"], r["outcome_team"]) == ("win", "win", "Fulham")


@pytest.mark.parametrize(
    ("text", "label", "team"),
    [
        (
            "If, in the cup game between Leeds and Fulham on 2 March 2027, Fulham score more goals"
            " than their visitors, this pays Yes.",
            "Fulham",
            "Fulham",
        ),
        (
            "Should the league fixture between Fulham and Leeds be won by Leeds, the market"
            " resolves Yes.",
            "Leeds",
            "Leeds",
        ),
        # Naming the fixture is no team's win: the team the clause names after it still
        # has to be the label's.
        (
            "If, in the cup game between Leeds and Fulham, Fulham outscore the visitors, Yes.",
            "Leeds",
            None,
        ),
    ],
)
def test_a_fixture_named_between_two_teams_names_neither_as_the_winner(
    text: str, label: str, team: str | None
) -> None:
    (r,) = _read(_v1(text, outcome_label=label, event_title="Leeds vs. Fulham"))
    assert r["outcome_team"] == team, r["outcome_evidence"]


@pytest.mark.parametrize(
    ("text", "payout"),
    [
        ("A fixture called off and never replayed sends this market to Yes.", "yes"),
        ("Cancellation for good sends the contract to No.", "no"),
    ],
)
def test_a_cancellation_that_sends_the_market_to_an_answer(text: str, payout: str) -> None:
    assert read_contingencies(text).cancelled[:2] == (payout, "recognized")


def test_nothing_settles_until_the_rearranged_game_keeps_the_market_open() -> None:
    read = read_contingencies(
        "If kick-off is pushed back, nothing settles until the rearranged game has been played."
    )
    assert read.window[:2] == ("open_until_played", "recognized")


@pytest.mark.parametrize(
    ("text", "label", "kind"),
    [
        (
            "Should Fulham win or the game be drawn, this resolves No. Yes if Leeds come out"
            " on top.",
            "Leeds",
            "win",
        ),
        ("If either side wins, No. Yes if the teams finish level.", "Draw", "draw"),
    ],
)
def test_a_sentence_ending_in_no_ends_its_clause(text: str, label: str, kind: str) -> None:
    # "No." before a number is an abbreviation ("game No. 5"); before a new sentence it
    # is the answer the sentence pays, and the Yes after it is a clause of its own.
    found = outcome_by_meaning(text, label, "Leeds vs. Fulham")
    assert found is not None and found[0] == kind


def test_a_clause_read_once_is_handed_out_as_a_copy() -> None:
    """Each distinct clause is read once per process (`clauses._classified`); the reader
    joins clauses by changing them, so what a text's reading changes must not reach the
    next text holding the same clause."""
    clause = "If the game is cancelled, it resolves to a fair price"
    first = clauses._classify(clause)
    assert first.conds == {"cancel"}
    first.conds.add("postpone")
    first.text = "changed"
    again = clauses._classify(clause)
    assert again.conds == {"cancel"} and again.text == clause
    assert again == clauses._classify(clause) and again is not clauses._classify(clause)


@pytest.mark.parametrize(
    "clause",
    [
        "After the contract has resolved, any later amendment of the official score is"
        " disregarded.",
        "Following settlement, updates to the official match record change nothing.",
        "Once resolved, subsequent revisions of the official result do not reopen it.",
    ],
)
def test_a_clause_about_changes_after_settlement_names_no_source_in_either_order(
    clause: str,
) -> None:
    # The finality clause mentions the official result but says nothing about where the
    # result is read: the market's text names no source, so none is read from it.
    (r,) = _read(_v1(_WIN, clause))
    assert r["source_primary"] != "official"


_DRAW = 'Yes if Arsenal FC and Chelsea FC finish their Premier League match level; "No" otherwise.'


@pytest.mark.parametrize(
    "clause",
    [
        "If the match is called off for good, the win markets settle No; the draw market is"
        " the exception and settles Yes.",
        "Should the game be scrapped with no replay, both team markets resolve No. By way of"
        " exception, the draw market resolves Yes.",
        "If it is cancelled without a new date, the team legs resolve No; save for the draw"
        " leg, which resolves Yes.",
    ],
)
def test_an_exception_after_a_payout_is_read_with_it_never_the_first_alone(clause: str) -> None:
    # The clause after the first carves out the draw leg: it is about the same matter, so
    # the two payouts are read together (a conflict) and the first is never read alone,
    # which for this draw leg would be the wrong one.
    (r,) = _read(_v1(_DRAW, clause))
    assert r["void_cancelled"] != "no"
    assert r["void_cancelled_status"] != "recognized"


@pytest.mark.parametrize(
    "clause",
    [
        "Cancelled without a replay: void (void here means both sides settle at $0.50).",
        "If the fixture is scrapped the market is void (meaning each contract is redeemed at 0.5).",
        "Called off for good: void (i.e. Yes and No are each paid out at 50 cents).",
    ],
)
def test_void_defined_in_brackets_as_a_half_price_is_no_refund(clause: str) -> None:
    # The bracket says what "void" means here; read without it, the word alone would be a
    # refund. Either the even split or no reading, never the refund.
    (r,) = _read(_v1(_WIN, clause))
    assert r["void_cancelled"] != "refund"


@pytest.mark.parametrize(
    "text",
    [
        "Arsenal FC must overcome Chelsea FC for this contract to pay; should Chelsea FC win or"
        " the match end level, the contract expires worthless.",
        "This pays out on an Arsenal FC victory over Chelsea FC. If Chelsea FC win, or nobody"
        " does, each share is worth nothing.",
        "Arsenal FC to defeat Chelsea FC. Where Chelsea FC win or it is a draw, the contract"
        " settles at zero.",
    ],
)
def test_a_clause_leaving_the_contract_worthless_names_the_no_side(text: str) -> None:
    # A contract worth nothing is the No: the team whose win makes it so is never the Yes.
    (r,) = _read(_v1(text))
    assert r["outcome_team"] != "Chelsea FC"


@pytest.mark.parametrize(
    ("clause", "value"),
    [
        ("If the match is called off and never replayed, the contract settles at zero.", "no"),
        ("Should the fixture be scrapped for good, every contract pays $0.", "no"),
        ("If the game is cancelled outright, the contract settles at 1.00.", "yes"),
        ("Where the fixture is cancelled, the contract pays $1, as if the answer were Yes.", "yes"),
    ],
)
def test_a_contract_worth_nothing_or_a_dollar_is_the_no_or_the_yes(clause: str, value: str) -> None:
    (r,) = _read(_v1(_WIN, clause))
    assert r["void_cancelled"] == value


@pytest.mark.parametrize(
    "clause",
    [
        "If the fixture is called off the market resolves at a fair price; if play is halted"
        " midway and never restarts, the last traded price before the stoppage applies.",
        "Where the game is cancelled, a fair value is used; where it is halted and not"
        " finished, settlement is at the most recent traded price.",
        "A scrapped fixture gets a fair price; an abandoned one, the last traded price.",
    ],
)
def test_semicolons_joining_two_contingencies_are_read_clause_by_clause(clause: str) -> None:
    # Read as one sentence, the fair price of the first clause and the last traded price of
    # the second look like "a fair price based on the last traded price" for each of them.
    (r,) = _read(_v1(_WIN, clause))
    assert r["void_abandoned"] != "fair_price"
    assert r["void_cancelled"] != "last_price"


@pytest.mark.parametrize(
    "clause",
    [
        "If the fixture is cancelled and not completed, both sides settle at 0.50.",
        "Should the match be called off and never finished, it resolves 50-50.",
        "A game scrapped and not completed is split fifty-fifty.",
    ],
)
def test_cancelled_and_not_completed_is_a_cancellation_alone(clause: str) -> None:
    (r,) = _read(_v1(_WIN, clause))
    assert r["void_cancelled"] == "50-50"
    assert r["void_abandoned"] != "50-50" or r["void_abandoned_derived_from"] is not None


@pytest.mark.parametrize(
    "clause",
    [
        "Contingencies: (a) where the match is cancelled, the contract settles at the"
        " organiser's discretion; and (b) where the match is abandoned, it settles at 0.50.",
        "If the fixture is scrapped, the contract is settled as our desk decides; if play is"
        " stopped for good, it resolves 50-50.",
        "Where the game is called off, each contract pays whatever the panel sets; where it is"
        " abandoned, Yes and No settle at 0.50.",
    ],
)
def test_a_condition_with_a_payout_not_understood_does_not_take_the_next_ones(
    clause: str,
) -> None:
    # The cancellation's clause says what it pays in words not understood: it is unread,
    # not a bare condition joining the abandonment's payout.
    (r,) = _read(_v1(_WIN, clause))
    assert r["void_cancelled"] != "50-50"


@pytest.mark.parametrize(
    "text",
    [
        "Yes if Arsenal FC beat Chelsea FC in the Premier League, according to the score after"
        " 90 minutes plus stoppage time.",
        "This Premier League market pays Yes on an Arsenal FC win over Chelsea FC, according to"
        " the final score of the match.",
        "Arsenal FC to beat Chelsea FC (Premier League), according to the rules of the"
        " competition.",
    ],
)
def test_according_to_the_score_names_no_source(text: str) -> None:
    # "According to the score" says what is counted; the league named beside it is not the
    # one publishing the result.
    (r,) = _read(_v1(text))
    assert r["source_primary"] != "official"


@pytest.mark.parametrize(
    "faq",
    [
        "Q: Do extra time or penalties count?\nA: Picture a 2-2 game settled from the spot:"
        " for us it stays a 2-2 game.",
        "Are penalties counted? Not here: a 1-1 game stays a 1-1 game for us.",
        "Q: Does a shoot-out count for this market?\nA: Picture a level game that goes to"
        " spot kicks: for us it is still level.",
    ],
)
def test_a_question_whether_something_counts_states_no_scope(faq: str) -> None:
    (r,) = _read(_v1(_WIN, faq))
    assert r["scope"] != "penalties"


@pytest.mark.parametrize(
    "note",
    [
        "Tip: knockout games can go beyond 90 minutes, so watch the clock.",
        "Cup ties may run past ninety minutes.",
        "Remember that this game can last longer than 90 minutes.",
    ],
)
def test_a_game_lasting_beyond_ninety_minutes_bounds_no_result(note: str) -> None:
    text = 'Yes if Arsenal FC beat Chelsea FC in their cup tie; "No" otherwise.'
    (r,) = _read(_v1(text, note))
    assert r["scope"] != "regulation"


@pytest.mark.parametrize(
    "clause",
    [
        "The final score is checked on the two clubs' websites and in the daily papers.",
        "We go by what the sports press prints the next morning.",
        "Source: club websites and broadcasters' match pages.",
        "Scores are taken from the news apps most fans use.",
    ],
)
@pytest.mark.parametrize("listed", ["", "https://www.premierleague.com/"])
def test_a_source_stated_in_places_of_no_kind_read_is_no_source(clause: str, listed: str) -> None:
    # The text says where the result is checked, in words naming no kind the reader knows:
    # neither the listing's resolution source beside it nor a guess is the source.
    (r,) = _read(_v1(_WIN, clause, resolution_source=listed))
    assert (r["source_primary"], r["source_status"]) == ("unknown", "unrecognized")
    assert r["source_evidence"]


@pytest.mark.parametrize(
    "note",
    [
        "Live scores on the source site may lag behind the match.",
        "Scores shown in our app during play are provisional.",
    ],
)
def test_a_remark_about_a_site_states_no_source(note: str) -> None:
    (r,) = _read(_v1(_WIN, note, resolution_source="https://www.premierleague.com/"))
    assert r["source_primary"] == "official"


@pytest.mark.parametrize(
    ("text", "payout"),
    [
        ("Resolves Yes if Arsenal FC beat Chelsea FC in normal time; called off = No.", "no"),
        ("Arsenal FC to beat Chelsea FC (90 minutes). Yes on a win; cancelled -> No.", "no"),
        ("Yes on an Arsenal FC win over Chelsea FC; match scrapped for good: No.", "no"),
        ("Resolves Yes if Arsenal FC and Chelsea FC draw in normal time; cancelled = Yes.", "yes"),
    ],
)
def test_a_cancellation_payout_after_a_sign_is_its_own(text: str, payout: str) -> None:
    # The sentence's "Resolves Yes" is the outcome's; the cancellation pays what its sign says.
    (r,) = _read(_v1(text))
    assert r["void_cancelled"] == payout


@pytest.mark.parametrize(
    "clause",
    [
        "If the match is postponed, the market stays open for as long as we think sensible.",
        "A postponed game keeps this market open while the operator deems it reasonable, and"
        " it is then settled on whatever basis it judges fair.",
        "Postponements: the market remains open as long as the exchange considers appropriate.",
    ],
)
def test_a_postponement_left_to_judgement_in_other_words_is_no_window(clause: str) -> None:
    (r,) = _read(_v1(_WIN, clause))
    assert r["timing_window"] != "open_until_played"
    assert r["void_postponed_long"] != "result"
    assert r["timing_status"] == "unrecognized"


@pytest.mark.parametrize(
    "clause",
    [
        "The result is taken from laliga.com or Marca.",
        "Scores come from the Premier League's official statistics or The Athletic.",
        "Settlement uses the federation's official data or Bild.",
    ],
)
def test_a_source_or_a_name_not_understood_states_no_order(clause: str) -> None:
    # "X or Y" with Y a name of no kind read: which of the two decides is not said.
    (r,) = _read(_v1(_WIN, clause))
    assert (r["source_primary"], r["source_status"]) == ("unknown", "unrecognized")


@pytest.mark.parametrize(
    "clause",
    [
        "If it's postponed, I'll keep the market open for a while.",
        "A postponed game means the market waits for some time before we decide.",
        "Postponed? The market stays open for the time being.",
    ],
)
def test_a_wait_of_no_length_said_is_no_window(clause: str) -> None:
    (r,) = _read(_v1(_WIN, clause))
    assert r["timing_window"] != "open_until_played"
    assert r["void_postponed_long"] != "result"


@pytest.mark.parametrize(
    "clause",
    [
        "Source: Premier League official match data, fallback consensus after two hours.",
        "Settled on the league's official statistics, with press reports as the backup.",
        "Official Premier League data decides it, and falls back on press coverage.",
    ],
)
def test_a_fallback_marked_as_one_but_not_understood_leaves_the_source_unread(
    clause: str,
) -> None:
    # The text has a fallback; not knowing it, the pair (primary, fallback) is not known.
    (r,) = _read(_v1(_WIN, clause))
    assert (r["source_primary"], r["source_status"]) == ("unknown", "unrecognized")


@pytest.mark.parametrize(
    "clause",
    [
        "PPD: the market stays open until the game is played.",
        "If the match goes PPD, this market remains open until it is played.",
        "ppd -> kept open until the rescheduled match is played",
    ],
)
def test_ppd_is_shorthand_for_postponed(clause: str) -> None:
    (r,) = _read(_v1(_WIN, clause))
    assert r["timing_window"] == "open_until_played"


@pytest.mark.parametrize(
    "clause",
    [
        "Official Premier League stats decide; if they are not out in two hours, the credible"
        " consensus.",
        "The league's official data first; failing that within two hours, the reputable consensus.",
        "The official result decides it, otherwise the news consensus.",
    ],
)
def test_a_credible_consensus_is_the_consensus_of_reporting(clause: str) -> None:
    (r,) = _read(_v1(_WIN, clause))
    assert (r["source_primary"], r["source_fallback"]) == ("official", "consensus")


@pytest.mark.parametrize(
    "clause",
    [
        "If it is postponed and not replayed within, I mean, forty-eight hours, sorry, no, two"
        " weeks, then it settles at the last fair price.",
        "Cancelled for good? Fifty-fifty, or, hang on, it might be No now.",
        "If the game is called off, it resolves No, sorry, scratch that, 50-50.",
    ],
)
def test_a_sentence_that_corrects_itself_is_not_read(clause: str) -> None:
    (r,) = _read(_v1(_WIN, clause))
    assert r["void_cancelled"] is None or r["void_cancelled"] in ("unknown", "unspecified")
    assert r["timing_window"] in (None, "unknown")


@pytest.mark.parametrize(
    "clause",
    [
        "Source: the Premier League website or the BBC's live text commentary, whichever we"
        " check first.",
        "The result is taken from premierleague.com or the club's app, whichever updates first.",
        "Where the score comes from: the league's website, Sky Sports, the big papers, whichever"
        " we see first.",
        "We look at premierleague.com, the BBC and the club's app, whichever is quickest.",
    ],
)
def test_two_places_whichever_comes_first_state_no_order(clause: str) -> None:
    (r,) = _read(_v1(_WIN, clause, resolution_source="https://www.premierleague.com/"))
    assert (r["source_primary"], r["source_status"]) == ("unknown", "unrecognized")
