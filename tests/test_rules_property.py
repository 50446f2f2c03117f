"""Properties of the engine that no wording may break.

- Rewording any clause of an aligned pair (outcome, scope, source, timing, void) into
  wording the reader does not know never yields SAFE.
- Two legs of different market families are never SAFE, however each is worded.

Texts are the project's own words, written for these tests.
"""

from __future__ import annotations

from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from tests.fixtures.rules.build import LEGS, audit, leg

# The one clause per dimension of each aligned leg (venue_two's scope sits in its primary).
CLAUSES = {
    ("a", "scope"): "This market refers only to the outcome within the first 90 minutes of "
    "regular play plus stoppage time.",
    ("a", "timing"): "If the game is postponed, this market will remain open until the game has "
    "been completed.",
    ("a", "void"): "If the game is canceled entirely, with no make-up game, this market will "
    'resolve "No".',
    ("b", "scope"): " after 90 minutes plus stoppage time (does not include extra time or "
    "penalties)",
    ("b", "timing"): "If the game is postponed, the market remains open until the game has been "
    "played.",
    ("b", "void"): "If the game is cancelled with no make-up game, the market resolves to No.",
    ("a", "source"): "The primary resolution source for this market is the official statistics "
    "of the event as recognized by the governing body or event organizers. If the governing "
    "body or event organizers have not published final match statistics within 2 hours of the "
    "event's conclusion, a consensus of credible reporting may be used instead.",
    ("b", "source"): "The market settles on the official statistics published by the governing "
    "body of the competition. If those are not published within 2 hours of the end of the "
    "match, a consensus of credible reporting is used instead.",
    ("a", "outcome"): "In the upcoming Premier League game between Arsenal FC and Chelsea FC, "
    'scheduled for December 5, 2026, this market will resolve to "Yes" if Chelsea FC wins. '
    'Otherwise, the market will resolve to "No".',
    ("b", "outcome"): "If Chelsea wins the Arsenal vs Chelsea professional Premier League soccer "
    "game originally scheduled for Dec 5, 2026",
}
# Openers that name the matter (so the clause is present, not silent), or none (silent).
OPENERS = {
    "scope": ["Stoppage time", "The second half", "Added minutes", "Extra time", ""],
    "timing": ["If the game is postponed,", "Should the match be rescheduled", "If delayed,", ""],
    "void": ["If the game is cancelled,", "Should the match be canceled", "If called off,", ""],
    "source": ["The resolution source is", "Results are taken from", "Data comes from", ""],
    "outcome": ['The market resolves to "Yes" if', "Chelsea", "Arsenal vs Chelsea:", ""],
}
# Words that state no payout, window or period the extractor knows.
FILLER = (
    "holders receive an amount set by the arbitration panel later review pending committee "
    "treatment positions will be handled under general terms referred to tribunal matter as "
    "decided schedule rulebook whatever happens"
).split()
DIMENSIONS = ["scope", "timing", "void", "source", "outcome"]
# What flags a reworded dimension: RULE_UNRECOGNIZED or its mismatch, on these dimensions.
MISMATCH = {
    "scope": "SCOPE_MISMATCH",
    "timing": "TIMING_MISMATCH",
    "void": "VOID_RULE_MISMATCH",
    "source": "SOURCE_MISMATCH",
    "outcome": "OUTCOME_MISMATCH",
}
FLAGGED_ON = {"outcome": {"outcome", "identity", "family"}}


@st.composite
def rewordings(draw: st.DrawFn) -> tuple[str, str, str]:
    side = draw(st.sampled_from(["a", "b"]))
    dimension = draw(st.sampled_from(DIMENSIONS))
    opener = draw(st.sampled_from(OPENERS[dimension]))
    words = draw(st.lists(st.sampled_from(FILLER), min_size=2, max_size=10))
    return side, dimension, f"{opener} {' '.join(words)}.".strip()


def _reworded(side: str, dimension: str, sentence: str) -> tuple[dict[str, Any], dict[str, Any]]:
    one, two = dict(LEGS["v1_win"]), dict(LEGS["v2_aligned"])
    clause = CLAUSES[(side, dimension)]
    if side == "a":
        assert clause in one["rules_primary"]
        one["rules_primary"] = one["rules_primary"].replace(clause, sentence)
    elif dimension == "outcome":
        # The primary's outcome, without its scope (which stays, after the new words).
        assert clause in two["rules_primary"]
        rest = two["rules_primary"].replace(clause, "").strip()
        two["rules_primary"] = f"{sentence.rstrip('.')} {rest}"
    elif dimension == "scope":
        assert clause in two["rules_primary"]
        two["rules_primary"] = two["rules_primary"].replace(clause, "")
        two["rules_secondary"] = f"{sentence} {two['rules_secondary']}"
    else:
        assert clause in two["rules_secondary"]
        two["rules_secondary"] = two["rules_secondary"].replace(clause, sentence)
    return leg(one), leg(two)


def test_the_aligned_pair_is_safe_before_rewording() -> None:
    (row,) = audit([(leg("v1_win"), leg("v2_aligned"))])
    assert row["verdict"] == "SAFE"


# Each example audits a batch of rewordings in one vectorized call. One call costs about
# the same for 1 pair as for 120 (the reader's fixed cost, about 1 s, dominates), so the
# property is checked on few examples of many pairs each: 5 examples of 16 to 40 pairs
# cover about 140 pairs (15 examples of 1 to 8 covered about 70, for three times the time).
@settings(max_examples=5, deadline=None)
@given(st.lists(rewordings(), min_size=16, max_size=40))
def test_unknown_wording_of_any_clause_is_never_safe(
    cases: list[tuple[str, str, str]],
) -> None:
    rows = audit([_reworded(*case) for case in cases])
    for (_, dimension, sentence), row in zip(cases, rows, strict=True):
        assert row["verdict"] != "SAFE", sentence
        assert row["scored_verdict"] != "SAFE", sentence
        flagged = {
            d["dimension"] for d in row["divergences"] if d["code"] == "RULE_UNRECOGNIZED"
        } | {d["dimension"] for d in row["divergences"] if d["code"] == MISMATCH[dimension]}
        assert flagged & FLAGGED_ON.get(dimension, {dimension}), (sentence, row["divergences"])


# ---- families: a leg of one kind of bet is never the same bet as a leg of another -------
GAME = (
    "the Arsenal vs Chelsea professional Premier League soccer game originally scheduled for "
    "Dec 5, 2026"
)
REGULATION = " after 90 minutes plus stoppage time (does not include extra time or penalties)"
TEAMS = ["Arsenal", "Chelsea"]


@st.composite
def family_outcomes(draw: st.DrawFn) -> tuple[str, str]:
    """(family, the sentence that says what pays Yes), in varied words of our own."""
    family = draw(
        st.sampled_from(
            ["win", "draw", "advance", "spread", "total", "btts", "half", "exact_score"]
        )
    )
    team = draw(st.sampled_from(TEAMS))
    opp = TEAMS[1 - TEAMS.index(team)]
    n = draw(st.integers(min_value=2, max_value=4))
    then = draw(st.sampled_from([", then the market resolves to Yes.", ", the market pays Yes."]))
    sentences = {
        "win": [
            f"If {team} wins {GAME}{REGULATION}{then}",
            f"If {team} beats {opp} in {GAME}{then}",
        ],
        "draw": [f"If {GAME} ends in a draw{REGULATION}{then}", f"If {GAME} is tied{then}"],
        "advance": [
            f"If {team} advances past {opp} in the tie, including extra time and penalties{then}",
            f"If {team} qualifies for the next round over {opp} (extra time and penalties "
            f"count){then}",
        ],
        "spread": [
            f"If {team} wins {GAME} by {n} or more goals{REGULATION}{then}",
            f"If {team} beats {opp} by at least {n} goals{then}",
        ],
        "total": [
            f"If {n} or more goals are scored in {GAME}{REGULATION}{then}",
            f"If more than {n}.5 goals are scored in total{then}",
        ],
        "btts": [f"If both teams score in {GAME}{REGULATION}{then}", f"If both teams score{then}"],
        "half": [
            f"If {team} is ahead at half-time in {GAME}{then}",
            f"If {team} wins the second half of {GAME}{then}",
        ],
        "exact_score": [
            f"If {GAME} ends {n}-1{REGULATION}{then}",
            f"If the exact final score is 1-{n}{then}",
        ],
    }
    return family, draw(st.sampled_from(sentences[family]))


def _family_pair(one: str, two: str) -> tuple[dict[str, Any], dict[str, Any]]:
    a, b = dict(LEGS["v1_win"]), dict(LEGS["v2_aligned"])
    outcome = CLAUSES[("a", "outcome")]
    a["rules_primary"] = a["rules_primary"].replace(outcome, one)
    b["rules_primary"] = two
    return leg(a), leg(b)


# Batched like the rewordings above: 5 examples of 16 to 40 pairs of families.
@settings(max_examples=5, deadline=None)
@given(st.lists(st.tuples(family_outcomes(), family_outcomes()), min_size=16, max_size=40))
def test_legs_of_different_families_are_never_safe(
    cases: list[tuple[tuple[str, str], tuple[str, str]]],
) -> None:
    different = [(a, b) for a, b in cases if a[0] != b[0]]
    rows = audit([_family_pair(a[1], b[1]) for a, b in different])
    for (a, b), row in zip(different, rows, strict=True):
        assert row["verdict"] != "SAFE", (a, b)
        assert row["scored_verdict"] != "SAFE", (a, b)
