"""A winner that is denied names no winner: "Yes if nobody wins" is never a team's win.

A leg whose Yes is that no team wins is a draw leg where its text also says the draw by
meaning (level, drawn, tied, the same number of goals), and otherwise is left unread, never
read as a win. A denial that is not said of the winner ("a side nobody expected", "nobody
else", "no later than") changes nothing. The wordings here are this project's own.
"""

from __future__ import annotations

from typing import Any

import polars as pl
import pytest

from pipeline.rules import patterns as P
from pipeline.rules import rx
from pipeline.rules.meaning import outcome_by_meaning
from tests.fixtures.rules.build import records, text_leg

_HOME, _AWAY = "Leeds United", "Fulham"


def _venue_one(text: str, label: str) -> dict[str, Any]:
    """A venue_one moneyline leg: its question and Yes label name the outcome."""
    draw = label == "Draw"
    return {
        **text_leg(text, venue="venue_one"),
        "event_title": f"{_HOME} vs. {_AWAY}",
        "title": f"Will {_HOME} vs. {_AWAY} end in a draw?"
        if draw
        else f"Will {label} win on 2027-03-02?",
        "outcome_label": f"Draw ({_HOME} vs. {_AWAY})" if draw else label,
        "market_type": "moneyline",
    }


def _venue_two(primary: str, label: str, secondary: str = "") -> dict[str, Any]:
    """A venue_two game leg: its ticker's last part and Yes sub-title name the outcome."""
    suffix = "TIE" if label == "Tie" else label[:3].upper()
    return {
        **text_leg(primary, secondary, venue="venue_two"),
        "event_title": f"{_HOME} vs {_AWAY}",
        "title": f"{_HOME} vs {_AWAY} Winner?",
        "outcome_label": label,
        "market_id": f"KXEPLGAME-27MAR02LEEFUL-{suffix}",
    }


def _read(leg: dict[str, Any]) -> dict[str, Any]:
    (record,) = records([leg])
    return record


_NO_WINNER_AND_LEVEL_ONE = [
    f"Yes if nobody wins {_HOME} v {_AWAY} on 2 March 2027, that is, if the two sides finish "
    "level. No if there is a winner.",
    "The market resolves Yes should no team win the match, that is, should it end in a draw "
    "after 90 minutes and stoppage time.",
    f"If no one takes the three points at Elland Road against {_AWAY}, meaning the game is "
    "tied at full time, this market pays Yes.",
    "Pays Yes when none of the teams comes out on top, the two finishing on the same number "
    "of goals at the end of regular time.",
    "Yes if the match fails to produce a winner and is drawn after regulation; otherwise No.",
    "Should no-one win this league fixture, so that the sides end all square, the answer is Yes.",
]


@pytest.mark.parametrize("text", _NO_WINNER_AND_LEVEL_ONE)
def test_a_winner_denied_beside_a_level_score_is_a_draw_leg_on_venue_one(text: str) -> None:
    r = _read(_venue_one(text, "Draw"))
    assert (r["family"], r["outcome_kind"], r["outcome_team"]) == ("draw", "draw", None), r[
        "outcome_evidence"
    ]
    assert r["family_status"] == "recognized"


@pytest.mark.parametrize(
    "primary",
    [
        f"If neither of the two sides wins the {_HOME} vs {_AWAY} match originally scheduled for "
        "Mar 2, 2027, so that it ends level after 90 minutes plus stoppage time, the market "
        "resolves to Yes.",
        f"Should nobody win the {_HOME} vs {_AWAY} game set for Mar 2, 2027, the scores being "
        "level once regulation is over, then the market resolves to Yes.",
        f"If none of the clubs is the winner of the {_HOME} vs {_AWAY} match on Mar 2, 2027, "
        "which then ends tied after regulation, the market resolves to Yes.",
    ],
)
def test_a_winner_denied_beside_a_level_score_is_a_draw_leg_on_venue_two(primary: str) -> None:
    r = _read(_venue_two(primary, "Tie"))
    assert (r["family"], r["outcome_kind"], r["outcome_team"]) == ("draw", "draw", None), r[
        "outcome_evidence"
    ]


@pytest.mark.parametrize(
    "text",
    [
        f"Yes if nobody wins {_HOME} v {_AWAY} on 2 March 2027.",
        f"This market resolves Yes if no team beats the other when {_HOME} host {_AWAY}.",
        "Resolves Yes should none of the clubs prevail in the league match on 2 March 2027.",
        f"Yes if no side is able to win the game between {_HOME} and {_AWAY}; No otherwise.",
        "If the fixture fails to produce a winner in the ninety minutes, the market pays Yes.",
    ],
)
@pytest.mark.parametrize("label", ["Draw", _HOME])
def test_a_winner_denied_alone_is_never_a_win(text: str, label: str) -> None:
    r = _read(_venue_one(text, label))
    assert r["family"] != "win" and r["outcome_kind"] != "win", r["family_evidence"]
    assert r["outcome_team"] is None
    # What the text says is a draw at most: a family it states is no other.
    assert r["family"] in ("draw", "unknown")


@pytest.mark.parametrize(
    "primary",
    [
        f"If nobody wins the {_HOME} vs {_AWAY} match originally scheduled for Mar 2, 2027, the "
        "market resolves to Yes.",
        f"If no club beats the other in the {_HOME} vs {_AWAY} game on Mar 2, 2027, the market "
        "resolves to Yes.",
    ],
)
@pytest.mark.parametrize("label", ["Tie", _HOME])
def test_a_winner_denied_alone_is_never_a_win_on_venue_two(primary: str, label: str) -> None:
    r = _read(_venue_two(primary, label))
    assert r["family"] != "win" and r["outcome_kind"] != "win", r["family_evidence"]
    assert r["outcome_team"] is None


@pytest.mark.parametrize(
    "text",
    [
        # The denial is said of someone else than the winner.
        f"Yes if {_HOME}, a side that nobody expected to go far, win against {_AWAY}.",
        f"Yes if {_HOME} win against {_AWAY}; nobody else pays out on this market.",
        f"Yes if, no later than the final whistle on 2 March 2027, {_HOME} win the match "
        f"against {_AWAY}.",
    ],
)
def test_a_denial_not_said_of_the_winner_leaves_a_win_a_win(text: str) -> None:
    r = _read(_venue_one(text, _HOME))
    assert (r["family"], r["outcome_kind"], r["outcome_team"]) == ("win", "win", _HOME), r[
        "outcome_evidence"
    ]


@pytest.mark.parametrize(
    "text",
    [
        f"Yes if a team that nobody expected wins the {_HOME} v {_AWAY} game.",
        f"Yes if {_HOME} win; nobody else.",
        f"No later than two hours after the match, the team that wins {_HOME} v {_AWAY} is "
        "confirmed and the market pays Yes.",
    ],
)
@pytest.mark.parametrize("label", ["Draw", _HOME])
def test_a_denial_not_said_of_the_winner_never_makes_a_draw(text: str, label: str) -> None:
    r = _read(_venue_one(text, label))
    assert r["family"] != "draw" and r["outcome_kind"] != "draw", r["outcome_evidence"]


@pytest.mark.parametrize(
    "subject",
    ["nobody", "no one", "no-one", "none of the teams", "neither of the sides", "no club"],
)
def test_a_subject_denying_the_win_is_no_team(subject: str) -> None:
    said = pl.DataFrame({"team": [subject, f"at the end {subject}"]})
    invalid = said.select(pl.col("team").pipe(rx.contains, P.TEAM_INVALID)).to_series()
    assert invalid.to_list() == [True, True]


def test_the_meaning_reader_gives_no_win_for_a_denied_winner() -> None:
    title = f"{_HOME} vs. {_AWAY}"
    assert outcome_by_meaning(f"Yes if nobody beats {_AWAY}.", _HOME, title) is None
    assert outcome_by_meaning("Yes if no team wins, the match ending level.", "Draw", title) == (
        "draw",
        None,
        "Yes if no team wins, the match ending level",
    )
