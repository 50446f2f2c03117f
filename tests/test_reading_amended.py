"""Rules as venues amend, translate and abbreviate them, read by meaning: struck-through
wording is no longer the rule, the periods keep their meaning in the leagues' own words, a
sentence's doubt or reference is read as such. The wordings here are this project's own."""

from __future__ import annotations

from typing import Any

import pytest

from pipeline.rules.meaning import outcome_by_meaning
from tests.fixtures.rules.build import records, text_leg

_WIN = 'Yes if Arsenal FC beat Chelsea FC in their Premier League match; "No" otherwise.'


def _v1(*paragraphs: str) -> dict[str, Any]:
    return text_leg("\n\n".join(paragraphs), venue="venue_one")


def _one(*paragraphs: str) -> dict[str, Any]:
    (record,) = records([_v1(*paragraphs)])
    return record


# ---- struck-through wording ---------------------------------------------------------------
@pytest.mark.parametrize(
    "clause",
    [
        "If kick-off is pushed back by more than ~~48 hours~~ 72 hours, the market settles at a"
        " fair price.",
        "A game delayed beyond <del>two days</del> three days settles at a fair price.",
        "Postponed by more than 4\u03368\u0336 72 hours: settled at a fair price.",
    ],
)
def test_struck_wording_is_not_the_rule_and_evidence_quotes_the_text(clause: str) -> None:
    record = _one(_WIN, clause)
    assert record["timing_window_hours"] == 72
    assert record["timing_evidence"] in record["rules_text"]


def test_a_struck_source_line_names_no_source() -> None:
    record = _one(
        _WIN,
        "~~The result is taken from ESPN's match page.~~",
        "The league's official statistics decide.",
    )
    assert (record["source_primary"], record["source_fallback"]) == ("official", None)


def test_an_unclosed_strike_mark_strikes_nothing() -> None:
    record = _one(_WIN, "If kick-off is moved by more than ~~48 hours, it settles at a fair price.")
    assert record["timing_window_hours"] == 48


# ---- periods in the leagues' own words ----------------------------------------------------
@pytest.mark.parametrize(
    ("clause", "scope"),
    [
        ("The 90 minutes count, and the prolongation too if it is played.", "extra_time"),
        ("Regular time plus the prórroga count; the penaltis do not.", "extra_time"),
        ("The supplementary time counts as well, but never the tirs au but.", "extra_time"),
        ("The prorogation and the rigori both count, if needed.", "penalties"),
    ],
)
def test_extra_time_and_a_shootout_in_the_leagues_own_words(clause: str, scope: str) -> None:
    record = _one(_WIN, clause)
    assert (record["scope"], record["scope_status"]) == (scope, "recognized")


@pytest.mark.parametrize(
    "clause",
    [
        "Extra time counts. A match decided by a shoot-out resolves No.",
        "Extra time included; a tie settled on penalties gives No.",
        "Extra time counts; won on penalties = No.",
    ],
)
def test_a_shootout_that_pays_no_is_excluded_not_included(clause: str) -> None:
    record = _one(_WIN, clause)
    assert (record["scope"], record["scope_status"]) == ("extra_time", "recognized")


@pytest.mark.parametrize(
    "clause",
    [
        "Count only the score of the 90 minutes more the extra time.",
        "Only the 90 minutes, and the prolongation after them, matter here.",
    ],
)
def test_a_ninety_minute_bound_that_names_extra_time_unexcluded_is_not_read(clause: str) -> None:
    record = _one(_WIN, clause)
    assert record["scope"] == "unknown"
    assert record["scope_status"] in ("unrecognized", "conflicting")


def test_a_ninety_minute_bound_with_extra_time_excluded_is_still_regulation() -> None:
    record = _one(_WIN, "Only the 90 minutes count; extra time and penalties are outside it.")
    assert (record["scope"], record["scope_status"]) == ("regulation", "recognized")


# ---- doubt, fallbacks and the consensus ---------------------------------------------------
@pytest.mark.parametrize(
    "clause",
    [
        "If the match is postponed, the market stays open until it is played, or is settled"
        " 50-50, at the discretion of the operator.",
        "A postponed game keeps the market open or settles it at a fair price, at the league"
        " body's sole discretion.",
    ],
)
def test_a_choice_left_to_someones_discretion_is_not_read(clause: str) -> None:
    record = _one(_WIN, clause)
    assert record["timing_window"] in (None, "unknown")
    assert record["void_postponed_long"] in (None, "unknown", "unspecified")


@pytest.mark.parametrize(
    "clause",
    [
        "Source: the league's official statistics; in absence of them within 2 hours, a"
        " consensus of credible news.",
        "Source: official league data; for lack of it two hours after the end, the consensus"
        " of the press.",
        "Official competition data settles it, or for want of it in two hours, a consensus of"
        " newspapers.",
    ],
)
def test_a_fallback_brought_in_for_lack_of_the_first_source(clause: str) -> None:
    record = _one(_WIN, clause)
    assert (record["source_primary"], record["source_fallback"]) == ("official", "consensus")


def test_other_reliable_information_is_no_consensus() -> None:
    record = _one(
        _WIN,
        "Source: official league statistics; if they are slow to appear, other reliable"
        " information may be consulted.",
    )
    assert record["source_fallback"] != "consensus"


# ---- which result pays --------------------------------------------------------------------
@pytest.mark.parametrize(
    "text",
    [
        "Resolves No unless Leeds come out ahead of Fulham in this league game.",
        "This contract pays No, unless Leeds beat Fulham on the day.",
        "Settles to No unless Leeds win the game at Elland Road.",
    ],
)
def test_no_unless_a_result_is_yes_on_that_result(text: str) -> None:
    found = outcome_by_meaning(text, "Leeds", "Leeds vs. Fulham")
    assert found is not None and found[:2] == ("win", "Leeds")
    assert found[2] in text


def test_no_unless_a_result_of_the_other_team_is_no_reading_of_this_leg() -> None:
    assert outcome_by_meaning("Resolves No unless Fulham win.", "Leeds", "Leeds vs. Fulham") is None


@pytest.mark.parametrize(
    "text",
    [
        "Leeds to win Leeds vs. Fulham, English league game of 2 May. Settles Yes on that"
        " result, after 90 minutes.",
        "Leeds beat Fulham at home. If that happens, this market resolves Yes.",
        "Leeds get the better of Fulham. In that case, Yes.",
    ],
)
def test_a_yes_that_points_back_reads_the_result_named_before_it(text: str) -> None:
    found = outcome_by_meaning(text, "Leeds", "Leeds vs. Fulham")
    assert found is not None and found[:2] == ("win", "Leeds")


def test_a_yes_that_points_back_to_a_contingency_reads_nothing() -> None:
    text = "If the match is postponed past two days. In that case, Yes."
    assert outcome_by_meaning(text, "Leeds", "Leeds vs. Fulham") is None


def test_a_market_with_no_draw_leg_is_not_a_draw() -> None:
    text = "Leeds to go through against Fulham. Two-way market; there is no draw leg."
    found = outcome_by_meaning(text, "Leeds", "Leeds vs. Fulham")
    assert found is not None and found[:2] == ("advance", "Leeds")


# ---- the scoreboards' shorthand and translated contingencies ------------------------------
@pytest.mark.parametrize(
    ("clause", "cancelled", "abandoned"),
    [
        ("CANC: fair price. ABD (not finished) = as CANC.", "fair_price", "fair_price"),
        ("Cancelled: refund. Abandoned -> as if cancelled.", "refund", "refund"),
        ("If the match is annulled and not replayed, the market resolves No.", "no", None),
        ("A game anulled without a new match: resolves 50-50.", "50-50", None),
    ],
)
def test_cancellations_and_abandonments_in_shorthand_and_translation(
    clause: str, cancelled: str, abandoned: str | None
) -> None:
    record = _one(_WIN, clause)
    assert record["void_cancelled"] == cancelled
    if abandoned is not None:
        assert record["void_abandoned"] == abandoned


@pytest.mark.parametrize(
    "clause",
    [
        "If the match is suspended to another date, the market stays open until it is played.",
        "Should the game be reported to a later day, the market remains open until played.",
        "A match deferred to a new date keeps the market open until it takes place.",
    ],
)
def test_a_match_sent_to_another_date_is_postponed(clause: str) -> None:
    record = _one(_WIN, clause)
    assert record["timing_window"] == "open_until_played"


def test_a_cancellation_not_made_up_on_another_date_is_no_postponement() -> None:
    record = _one(
        _WIN,
        "If the game is canceled and not made up on another date, the market resolves No.",
        "If it is postponed, the market stays open until the game is played.",
    )
    assert (record["void_cancelled"], record["timing_window"]) == ("no", "open_until_played")


@pytest.mark.parametrize(
    "clause",
    [
        "If the match is postponed, the market stay opened until it is played.",
        "A postponed match: the market rests open until the game is played.",
    ],
)
def test_a_market_kept_opened_or_resting_open_waits_for_the_game(clause: str) -> None:
    assert _one(_WIN, clause)["timing_window"] == "open_until_played"


@pytest.mark.parametrize(
    "clause",
    [
        "Source: the league's official statistics, or in its defect after 2 hours, a consensus"
        " of the press.",
        "Source: official league data, or if they lack 2 hours after the end, a consensus of"
        " credible media.",
    ],
)
def test_a_fallback_in_default_of_the_first_source_in_translated_words(clause: str) -> None:
    record = _one(_WIN, clause)
    assert (record["source_primary"], record["source_fallback"]) == ("official", "consensus")


@pytest.mark.parametrize(
    "text",
    [
        'If one of the teams wins, "No".',
        "No if either team wins Leeds vs. Fulham, judged on the 90-minute score.",
        "Either side comes out on top → No.",
    ],
)
def test_no_on_a_win_by_either_team_makes_a_draw_legs_yes_the_draw(text: str) -> None:
    assert outcome_by_meaning(text, "Draw", "Leeds vs. Fulham") == ("draw", None, _no_clause(text))
    assert outcome_by_meaning(text, "Leeds", "Leeds vs. Fulham") is None


def _no_clause(text: str) -> str:
    return text.rstrip(".")


@pytest.mark.parametrize(
    ("clause", "abandoned"),
    [
        ("If the match is suspended to another date, the market stays open until played.", None),
        ("If the match is suspended and not resumed, the market resolves 50-50.", "50-50"),
        ("Match suspended during play, never completed: 50-50.", "50-50"),
    ],
)
def test_a_match_suspended_to_another_date_is_no_abandonment(
    clause: str, abandoned: str | None
) -> None:
    record = _one(_WIN, clause)
    if abandoned is None:
        assert record["void_abandoned_status"] != "recognized"
    else:
        assert record["void_abandoned"] == abandoned


# ---- rules laid out as tables -------------------------------------------------------------
_TABLE = """| Situation | Settlement |
|---|---|
| Extra time | {et} |
| Postponed more than 48h | Fair price |
| Cancelled | 50-50 |"""


@pytest.mark.parametrize("et", ["Not counted", "Excluded", "n/a", "Ignored for this market"])
def test_a_tables_rows_read_as_situation_and_consequence(et: str) -> None:
    record = _one("Yes if Arsenal FC beat Chelsea FC after 90 minutes.", _TABLE.format(et=et))
    assert (record["scope"], record["timing_window_hours"]) == ("regulation", 48)
    assert (record["void_postponed_long"], record["void_cancelled"]) == ("fair_price", "50-50")
    for column in ("scope_evidence", "timing_evidence", "void_cancelled_evidence"):
        assert record[column] in record["rules_text"]


def test_a_table_row_counting_extra_time_beside_a_ninety_minute_rule_is_no_scope() -> None:
    record = _one(
        "Yes if Arsenal FC beat Chelsea FC, counting 90 minutes plus stoppage only.",
        _TABLE.format(et="Counts if played"),
    )
    assert record["scope"] == "unknown"


def test_bars_that_are_no_table_change_nothing_read() -> None:
    text = "EPL | ARS v CHE | 2 May\nYes if Arsenal FC beat Chelsea FC after 90 minutes only."
    record = _one(text)
    assert (record["scope"], record["scope_evidence"]) == (
        "regulation",
        "Yes if Arsenal FC beat Chelsea FC after 90 minutes only",
    )


# ---- a side said both ways, a tie never completed ----------------------------------------
def test_a_both_teams_to_score_text_that_says_both_sides_with_no_yes_names_no_side() -> None:
    (record,) = records(
        [
            {
                **_v1(
                    "Both teams to score?\n+ Leeds score at least once and Fulham score at"
                    " least once\n- Either side fails to score"
                ),
                "title": "Leeds vs. Fulham: Both Teams to Score",
                "outcome_label": "Both Teams to Score",
                "market_type": "both_teams_to_score",
            }
        ]
    )
    assert record["outcome_side"] is None


def test_a_tie_cancelled_and_never_completed_is_no_abandoned_match() -> None:
    record = _one(_WIN, "A tie cancelled, never completed: 50/50.")
    assert record["void_cancelled"] == "50-50"
    assert record["void_abandoned_status"] != "recognized"


# ---- signs for Yes and No ----------------------------------------------------------------
def _listed(text: str, label: str, **listing: str) -> dict[str, Any]:
    (record,) = records(
        [{**_v1(text), "event_title": "Leeds vs. Fulham", "outcome_label": label, **listing}]
    )
    return record


@pytest.mark.parametrize(
    "text",
    [
        "How it settles\n\u2705 Leeds win\n\u274c Fulham win\n\u274c Draw",
        "- \u2714\ufe0f Leeds win at full time\n- \u2716 Fulham win\n- \u2716 a draw",
        "Leeds win \u2192 \u2705\nFulham win \u2192 \u274c\nDraw \u2192 \u274c",
    ],
)
def test_a_sign_opening_or_closing_a_line_says_what_pays_yes_or_no(text: str) -> None:
    record = _listed(text, "Leeds")
    assert (record["outcome_kind"], record["outcome_team"]) == ("win", "Leeds")
    assert record["outcome_evidence"] in record["rules_text"]


def test_signs_give_a_both_teams_to_score_leg_its_side() -> None:
    record = _listed(
        "Both teams to score?\n\u2705 Leeds score 1+ AND Fulham score 1+\n"
        "\u274c Either side fails to score",
        "Both Teams to Score",
        title="Leeds vs. Fulham: Both Teams to Score",
        market_type="both_teams_to_score",
    )
    assert (record["family"], record["outcome_side"]) == ("btts", "yes")


def test_a_sign_inside_a_line_is_left_alone() -> None:
    text = "Leeds \u2705 in form; resolves Yes if Leeds beat Fulham."
    record = _listed(text, "Leeds")
    assert record["outcome_evidence"] in text


def test_a_footnote_marker_is_no_part_of_its_word() -> None:
    record = _one(
        _WIN, "| Cancelled | Fair price\u00b9 |\n\n\u00b9 Set under the exchange's rules."
    )
    assert record["void_cancelled"] == "fair_price"
    assert record["void_cancelled_evidence"] in record["rules_text"]


# ---- text pulled out of a PDF ------------------------------------------------------------
def test_a_sentence_broken_across_lines_and_a_page_reads_whole() -> None:
    record = _one(
        _WIN,
        "If the match is post-\nponed and not played within\n\nTerms v2 \u2014 Page 3 of 7\n\n"
        "forty-eight hours, the market settles at a fair price.",
    )
    assert (record["timing_window_hours"], record["void_postponed_long"]) == (48, "fair_price")
    assert record["timing_evidence"] in record["rules_text"]


def test_key_value_lines_are_not_joined() -> None:
    record = _one(_WIN, "ppd: open till played\ncanc/no replay: no")
    assert record["timing_window"] == "open_until_played"


@pytest.mark.parametrize(
    ("body", "abandoned"),
    [
        ("Should the match be cancelled with no replay, the market resolves No.", None),
        ("The market resolves No.", "no"),
    ],
)
def test_a_capitals_heading_is_the_condition_only_of_a_line_stating_none(
    body: str, abandoned: str | None
) -> None:
    record = _one(_WIN, f"7.2.4 CANCELLATION AND ABANDONMENT\n{body}")
    assert record["void_cancelled"] == "no"
    if abandoned is None:
        assert record["void_abandoned_status"] != "recognized"
    else:
        assert record["void_abandoned"] == abandoned


# ---- a period defined once and named after ------------------------------------------------
_V2_WIN = "If Arsenal FC wins the Arsenal FC vs Chelsea FC game in regular time, the market is Yes."


@pytest.mark.parametrize(
    ("terms", "hours"),
    [
        (
            "Terms. Grace Period: the 72 hours that follow the first planned start. Fair Price:"
            " a price the exchange sets.\nA game put back beyond the Grace Period is settled at"
            " Fair Price.",
            72,
        ),
        (
            '"Reschedule Deadline" means two days after the planned kick-off.\nShould the game'
            " not be played within the Reschedule Deadline, it settles at a fair price.",
            48,
        ),
    ],
)
def test_a_period_named_by_its_defined_term_reads_its_definition(terms: str, hours: int) -> None:
    (record,) = records([text_leg(_V2_WIN, terms)])
    assert (record["timing_window_hours"], record["void_postponed_long"]) == (hours, "fair_price")
    assert record["timing_evidence"] in record["rules_text"]


@pytest.mark.parametrize(
    "terms",
    [
        # Two definitions of one period: which holds is not the reader's to pick.
        "Grace Period: 24 hours. Grace Period: 72 hours.\nA game that starts after the Grace"
        " Period is settled at a fair price.",
        # A definition with no length says nothing about how long.
        "Grace Period: whatever the exchange thinks fit.\nA game that starts after the Grace"
        " Period is settled at a fair price.",
    ],
)
def test_a_period_defined_twice_or_without_a_length_gives_no_window(terms: str) -> None:
    (record,) = records([text_leg(_V2_WIN, terms)])
    assert record["timing_window_hours"] is None


# ---- markup a content system leaves in the text -------------------------------------------
@pytest.mark.parametrize(
    "text",
    [
        "<p>Pays <strong>Yes</strong> if Arsenal FC beat Chelsea FC.</p><p>If the game is"
        " called off for good, it settles &quot;No&quot;.</p>",
        "Pays **Yes** if Arsenal FC beat Chelsea FC.\\n\\nIf the game is called off for good,"
        " it settles _No_.",
        "<ul><li>Yes if Arsenal FC beat Chelsea FC</li><li>Called off for good &ndash; it"
        " settles <em>No</em></li></ul>",
    ],
)
def test_markup_is_not_wording(text: str) -> None:
    record = _one(text)
    assert (record["family"], record["outcome_team"], record["void_cancelled"]) == (
        "win",
        "Arsenal FC",
        "no",
    )
    # Evidence is quoted from the text as the leg shows it, markup included.
    assert record["void_cancelled_evidence"] in record["rules_text"]


def test_a_team_name_spelt_with_an_entity_is_the_team() -> None:
    (record,) = records(
        [text_leg("Resolves Yes if FC Bayern M&uuml;nchen beat VfB Stuttgart.", venue="venue_one")]
    )
    assert record["outcome_team"] == "FC Bayern München"


@pytest.mark.parametrize(
    ("heading", "rule"),
    [
        ("### If the match is moved", "- The market waits for the new date, however late."),
        ("<h4>Postponed games</h4>", "A postponed game keeps the market open until played."),
    ],
)
def test_a_markup_heading_reads_as_a_heading(heading: str, rule: str) -> None:
    record = _one(_WIN, f"{heading}\n\n{rule}")
    assert record["timing_window"] == "open_until_played"


def test_more_than_is_no_quote_mark() -> None:
    record = _one(_WIN, "Postponed:\n> 48 hours late settles at a fair price.")
    assert record["timing_window_hours"] == 48


def test_an_arrow_written_as_equals_and_greater_than_is_an_arrow() -> None:
    record = _one(_WIN, "Called off for good => No.")
    assert record["void_cancelled"] == "no"


def test_a_tie_that_occurs_is_a_draw() -> None:
    (record,) = records(
        [
            {
                **text_leg("Should a tie occur between Arsenal FC and Chelsea FC, this pays Yes."),
                "outcome_label": "Tie",
                "event_title": "Arsenal FC vs Chelsea FC",
            }
        ]
    )
    assert record["family"] == "draw"


def test_periods_that_form_no_part_of_the_game_are_excluded() -> None:
    record = _one(_WIN, "Normal time is 90 minutes and added time; extra time forms no part of it.")
    assert record["scope"] == "regulation"


def test_a_quoted_defined_phrase_naming_a_period_reads_its_definition() -> None:
    (record,) = records(
        [
            text_leg(
                _V2_WIN,
                "If the game is Late past the Deadline, it settles at a fair price.\n"
                'Definitions: "Late past the Deadline": not started within three days of the'
                " first planned kick-off.",
            )
        ]
    )
    assert (record["timing_window_hours"], record["void_postponed_long"]) == (72, "fair_price")


def test_words_joined_by_underscores_as_settings_write_them_are_read_apart() -> None:
    (record,) = records(
        [text_leg(_V2_WIN, "postponed_over_48h: FAIR_PRICE\nstatus_cancelled: FAIR_PRICE")]
    )
    assert (record["timing_window_hours"], record["void_cancelled"]) == (48, "fair_price")


def test_house_rules_for_several_kinds_of_market_are_not_this_legs_rule() -> None:
    # Which kind this leg is decides which consequence is its own: the first is not.
    record = _one(
        _WIN,
        "Called-off games: team-win markets pay 50-50; correct-score markets pay as if it"
        " ended goalless.",
    )
    assert record["void_cancelled"] in (None, "unknown", "unspecified")


def test_one_kind_of_market_named_is_still_read() -> None:
    record = _one(_WIN, "Called-off games: team-win markets settle at 50-50.")
    assert record["void_cancelled"] == "50-50"


@pytest.mark.parametrize(
    "clause",
    [
        "The game might be abandoned. Then this market pays 50-50.",
        "Sometimes a game is stopped and never finished.\nIf that happens, this market pays 50-50.",
    ],
)
def test_a_consequence_pointing_back_to_the_sentence_before(clause: str) -> None:
    assert _one(_WIN, clause)["void_abandoned"] == "50-50"


def test_a_game_put_off_is_postponed() -> None:
    record = _one(_WIN, "If the game is put off, this market waits until it is played.")
    assert record["timing_window"] == "open_until_played"
