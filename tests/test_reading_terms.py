"""Which team, scoreline and side a leg's text names, read by meaning: the team a listing
calls by its full name found from a short one, each team's goals in a named scoreline, the
side of a goal total from the clause that pays Yes. Wordings are this project's own."""

from __future__ import annotations

import pytest

from pipeline.rules.meaning import scoreline, team_side


@pytest.mark.parametrize(
    ("team", "title", "side"),
    [
        ("Wolverhampton", "Wolverhampton Wanderers FC vs. Leeds United FC", "home"),
        # A nickname that starts no word of either name is left to the alias table.
        ("Wolves", "Wolverhampton Wanderers FC vs. Leeds United FC", None),
        ("Man Utd", "Burnley FC vs. Manchester United FC", None),  # "Utd" starts no word
        ("Rayo", "Getafe CF vs. Rayo Vallecano", "away"),
        ("United", "Leeds United FC vs. Manchester United FC", None),
        ("Leeds", "Leeds United FC vs. Manchester United FC", "home"),
        ("Sporting", "Sporting CP vs. Sporting Braga", None),
    ],
)
def test_team_side_takes_a_short_name_only_when_one_team_fits(
    team: str, title: str, side: str | None
) -> None:
    assert team_side(team, title) == side


@pytest.mark.parametrize(
    ("text", "title", "score"),
    [
        (
            "Pays Yes when the board shows Getafe 3, Rayo 1 at full time.",
            "Getafe CF vs. Rayo Vallecano",
            "3-1",
        ),
        ("Yes if it ends Rayo 2 - 2 Getafe.", "Getafe CF vs. Rayo Vallecano", "2-2"),
        (
            "Yes if Rayo finish on four goals and Getafe on none.",
            "Getafe CF vs. Rayo Vallecano",
            "0-4",
        ),
        ("Yes if the game is scoreless at full time.", "Getafe CF vs. Rayo Vallecano", "0-0"),
        # One team's goals only: no scoreline.
        ("Yes if Getafe score 2.", "Getafe CF vs. Rayo Vallecano", None),
        # A score "to" a team: that team won, with the first number, whichever side it is.
        (
            "Yes if the Getafe CF v Rayo Vallecano game on 6 March ends 3-1 to Rayo Vallecano.",
            "Getafe CF vs. Rayo Vallecano",
            "1-3",
        ),
        (
            "Pays Yes on a final whistle 2-0 in favour of Rayo Vallecano.",
            "Getafe CF vs. Rayo Vallecano",
            "0-2",
        ),
        # The name's other words may come before its distinctive one.
        ("Yes if it finishes 2-1 to Real Betis.", "Real Betis vs. Villarreal", "2-1"),
        # A winner's score written lowest first is not read.
        ("Yes if it ends 0-2 to Getafe.", "Getafe CF vs. Rayo Vallecano", None),
    ],
)
def test_a_named_scoreline_is_read_home_first(text: str, title: str, score: str | None) -> None:
    assert scoreline(text, title) == score
