"""Rule texts of the legs beyond the 1X2 result: spread, total, both teams to score, half
result and exact score, on both venues, in our own words (clauses: docs/DESIGN.md §7.6).

Each builder returns the text with the clause ids it carries. venue_one legs carry S1, P1,
R1 and a cancellation clause (C2, or C3 for an exact score) plus an abandonment clause;
venue_two legs carry the primary sentence with its scope, and a secondary with the scope
restated, P2 (C4) and an abandonment clause; R3 comes from the series.
"""

from __future__ import annotations

from dataclasses import dataclass

from pipeline.demo.clock import kalshi_date, long_date
from pipeline.demo.rules_text import (
    _C2,
    _GAME,
    _INTRO,
    _P1,
    _P2,
    _R1,
    _S1,
    _SCOPE_PRIMARY,
    _SCOPE_SECONDARY,
    Names,
    Style,
    _say,
)
from pipeline.demo.wordings import Voice

__all__ = ["FamilyLeg", "v1_family_text", "v2_family_rules"]


@dataclass(frozen=True)
class FamilyLeg:
    """One non-1X2 leg: its family and the terms it pays on.

    `team` is the team the leg is about (spread, half), `line` the goal line (spread: the
    margin to beat; total: the goal count to exceed), `side` over/under, yes, or the score
    `H-A` (home goals first), `period` first/second for a half leg.
    """

    family: str
    team: str | None = None
    opp: str | None = None
    line: float | None = None
    side: str | None = None
    period: str | None = None
    home_goals: int | None = None
    away_goals: int | None = None


_C3 = (
    "If the game is canceled entirely, with no make-up game, the exact score markets of this "
    'game resolve as if the final score were 0-0, so this market resolves to "{to}".',
)
# A half leg's scope: no 90 minutes to speak of, but no extra time either.
_S_HALF = ("Extra time and penalty shoot-outs do not count towards this market.",)
# venue_one abandonment (the 1X2 legs settle an abandoned game 50-50 too).
_A_V1 = ("If the game is abandoned and not completed, this market will resolve 50-50.",)
_A_V2 = (
    "If the game is abandoned and not completed, the market resolves to a fair price in "
    "accordance with the rules.",
)


def _goals(line: float) -> int:
    """The goal count that beats a half-goal line: 1.5 -> 2."""
    return int(line + 0.5)


def _v1_outcome(leg: FamilyLeg, n: Names, voice: Voice | None = None) -> str:
    """The outcome clause of one venue_one leg: the first wording, or the market's second."""
    first = _v1_outcome_first(leg, n)
    if voice is None:
        return first
    key = "v1_exact" if leg.family == "exact_score" else f"v1_{leg.family}"
    said = voice.say(key, first)
    if said == first:
        return first
    return said.format(
        date=long_date(n.day),
        team=leg.team,
        goals=_goals(leg.line) if leg.line is not None else "",
        home=n.home,
        away=n.away,
        home_goals=leg.home_goals,
        away_goals=leg.away_goals,
    )


def _v1_outcome_first(leg: FamilyLeg, n: Names) -> str:
    day = long_date(n.day)
    lead = f"In the upcoming game, scheduled for {day}, "
    if leg.family == "spread":
        assert leg.line is not None
        return (
            f"{lead}if {leg.team} wins by {_goals(leg.line)} or more goals, this market will "
            'resolve to "Yes". Otherwise, this market will resolve to "No".'
        )
    if leg.family == "total":
        assert leg.line is not None
        return (
            f"{lead}if {_goals(leg.line)} or more goals are scored in total, this market will "
            'resolve to "Over". Otherwise, this market will resolve to "Under".'
        )
    if leg.family == "btts":
        return (
            f"{lead}if both teams score at least one goal, this market will resolve to "
            '"Yes". If either team fails to score, this market will resolve to "No".'
        )
    if leg.family == "half":
        return (
            f"{lead}if {leg.team} is ahead at half-time, this market will resolve to "
            '"Yes". Otherwise, this market will resolve to "No". Only goals scored in the first '
            "half, including its stoppage time, count."
        )
    assert leg.family == "exact_score"
    return (
        f"{lead}if the final score is exactly {n.home} {leg.home_goals} - {leg.away_goals} "
        f'{n.away}, this market will resolve to "Yes". Otherwise, this market will resolve to '
        '"No".'
    )


def v1_family_text(
    style: Style, n: Names, leg: FamilyLeg, voice: Voice | None = None
) -> tuple[str, list[str]]:
    """The description of one venue_one non-1X2 leg, and its clause ids."""
    paras = [_v1_outcome(leg, n, voice), _say(style, voice, "P1", _P1)]
    if leg.family == "exact_score":
        paras.append(_say(style, voice, "C3", _C3).format(to="No"))
        void = "C3"
    else:
        paras.append(_say(style, voice, "C2", _C2))
        void = "C2"
    paras.append(_say(style, voice, "A_v1", _A_V1))
    if leg.family == "half":
        paras.append(_say(style, voice, "S_half", _S_HALF))
    else:
        paras.append(_say(style, voice, "S1", _S1))
    paras.append(_say(style, voice, "R1", _R1))
    clauses = ["P1", void, "R1"] + ([] if leg.family == "half" else ["S1"])
    return "\n\n".join(paras), sorted(clauses)


def _v2_primary(leg: FamilyLeg, game: str, scope: str) -> str:
    then = ", then the market resolves to Yes."
    if leg.family == "spread":
        assert leg.line is not None
        return f"If {leg.team} wins {game} by more than {leg.line:g} goals{scope}{then}"
    if leg.family == "total":
        assert leg.line is not None
        return f"If more than {leg.line:g} goals are scored in {game}{scope}{then}"
    if leg.family == "btts":
        return f"If both teams score at least one goal in {game}{scope}{then}"
    if leg.family == "half" and leg.period == "first":
        if leg.team is None:
            return f"If the score is level at half-time in {game}{then}"
        return f"If {leg.team} is ahead at half-time in {game}{then}"
    if leg.family == "half":
        return (
            f"If {leg.team} scores more goals than {leg.opp} in the second half of {game} "
            f"(extra time not included){then}"
        )
    assert leg.family == "exact_score"
    return f"If {game} ends {leg.home_goals}-{leg.away_goals}{scope}{then}"


def v2_family_rules(
    style: Style, n: Names, league: str, leg: FamilyLeg, voice: Voice | None = None
) -> tuple[str, str, list[str]]:
    """(rules_primary, rules_secondary, clause ids) of one venue_two non-1X2 leg."""
    game = style.pick("game", _GAME).format(
        home=n.home, away=n.away, league=league, date=kalshi_date(n.day)
    )
    scope = _say(style, voice, "scope_S2", _SCOPE_PRIMARY["S2"], "S2")
    primary = _v2_primary(leg, game, scope)
    if leg.family == "half":
        # A half has no 90 minutes to quote: only the extra-time exclusion, no catalogue id.
        scope_para = _say(style, voice, "secondary_S3", _SCOPE_SECONDARY["S3"])
        clauses = []
    else:
        scope_para = _say(
            style, voice, "secondary_S2", _SCOPE_SECONDARY["regulation"], "secondary_regulation"
        )
        clauses = ["S2"]
    paras = [
        style.pick("intro", _INTRO).format(game=game),
        scope_para,
        _say(style, voice, "P2", _P2),
        _say(style, voice, "A_v2", _A_V2),
    ]
    return primary, " ".join(paras), sorted([*clauses, "C4", "P2", "R3"])
