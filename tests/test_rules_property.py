"""Property: rewording a clause of an aligned pair into unknown wording never yields SAFE."""

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
}
# Openers that name the matter (so the clause is present, not silent), or none (silent).
OPENERS = {
    "scope": ["Stoppage time", "The second half", "Added minutes", "Extra time", ""],
    "timing": ["If the game is postponed,", "Should the match be rescheduled", "If delayed,", ""],
    "void": ["If the game is cancelled,", "Should the match be canceled", "If called off,", ""],
}
# Words that state no payout, window or period the extractor knows.
FILLER = (
    "holders receive an amount set by the arbitration panel later review pending committee "
    "treatment positions will be handled under general terms referred to tribunal matter as "
    "decided schedule rulebook whatever happens"
).split()
MISMATCH = {"scope": "SCOPE_MISMATCH", "timing": "TIMING_MISMATCH", "void": "VOID_RULE_MISMATCH"}


@st.composite
def rewordings(draw: st.DrawFn) -> tuple[str, str, str]:
    side = draw(st.sampled_from(["a", "b"]))
    dimension = draw(st.sampled_from(["scope", "timing", "void"]))
    opener = draw(st.sampled_from(OPENERS[dimension]))
    words = draw(st.lists(st.sampled_from(FILLER), min_size=2, max_size=10))
    return side, dimension, f"{opener} {' '.join(words)}.".strip()


def _reworded(side: str, dimension: str, sentence: str) -> tuple[dict[str, Any], dict[str, Any]]:
    one, two = dict(LEGS["v1_win"]), dict(LEGS["v2_aligned"])
    clause = CLAUSES[(side, dimension)]
    if side == "a":
        assert clause in one["rules_primary"]
        one["rules_primary"] = one["rules_primary"].replace(clause, sentence)
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


# Each example audits a batch of rewordings in one vectorized call, so the 15 examples cover
# up to 120 pairs while the suite stays fast.
@settings(max_examples=15, deadline=None)
@given(st.lists(rewordings(), min_size=1, max_size=8))
def test_unknown_wording_of_a_void_scope_or_timing_clause_is_never_safe(
    cases: list[tuple[str, str, str]],
) -> None:
    rows = audit([_reworded(*case) for case in cases])
    for (_, dimension, sentence), row in zip(cases, rows, strict=True):
        assert row["verdict"] != "SAFE", sentence
        assert row["scored_verdict"] != "SAFE", sentence
        flagged = {
            d["dimension"] for d in row["divergences"] if d["code"] == "RULE_UNRECOGNIZED"
        } | {d["dimension"] for d in row["divergences"] if d["code"] == MISMATCH[dimension]}
        assert dimension in flagged, (sentence, row["divergences"])
