"""Market families: each leg's kind of bet, and what the engine says of two different kinds.

Texts here are the project's own words, written for these tests.
"""

from __future__ import annotations

from typing import Any

import polars as pl
import pytest

from pipeline.rules.extract import extract_rules
from tests.fixtures.rules.build import LEGS, audit, codes, leg, rules_frame, text_leg

ARS_CHE = "Arsenal vs Chelsea"


def v2(primary: str, secondary: str = "", ticker: str | None = None) -> dict[str, Any]:
    row = text_leg(primary, secondary, settlement_sources=["ESPN (https://www.espn.com/soccer/)"])
    return {**row, "market_id": ticker, "event_title": ARS_CHE}


def records(rows: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """Each row read with its listing columns (ticker, event title, market title)."""
    out = []
    for row in rows:
        listing = {k: row.get(k) for k in ("market_id", "event_title", "title")}
        frame = rules_frame([row]).with_columns(
            pl.lit(v, dtype=pl.String).alias(k) for k, v in listing.items()
        )
        out.append(extract_rules(frame).row(0, named=True))
    return out


SECONDARY = (
    "If the game is cancelled or rescheduled to more than 48 hours after its start, the "
    "market resolves to a fair price."
)


@pytest.mark.parametrize(
    ("primary", "family", "side", "line", "period"),
    [
        ("If Chelsea beats Arsenal, the market resolves to Yes.", "win", "away", None, None),
        (
            "If Chelsea wins the game by 2 or more goals, the market resolves to Yes.",
            "spread",
            "away",
            1.5,
            None,
        ),
        (
            "If more than 2.5 goals are scored in total, the market resolves to Yes.",
            "total",
            "over",
            2.5,
            None,
        ),
        ("If both teams score, the market resolves to Yes.", "btts", "yes", None, None),
        (
            "If Chelsea is the winner of the second half, counting only goals after 45 minutes, "
            "the market resolves to Yes.",
            "half",
            "away",
            None,
            "second",
        ),
        (
            "If the exact final score is 1-2, the market resolves to Yes.",
            "exact_score",
            "1-2",
            None,
            None,
        ),
        (
            "If Chelsea advances past Arsenal, the market resolves to Yes.",
            "advance",
            "away",
            None,
            None,
        ),
        ("If Arsenal takes more corners, the market resolves to Yes.", "other", None, None, None),
    ],
)
def test_family_and_terms_are_read(
    primary: str, family: str, side: str | None, line: float | None, period: str | None
) -> None:
    (r,) = records([v2(primary, SECONDARY)])
    assert (r["family"], r["outcome_side"], r["outcome_line"], r["outcome_period"]) == (
        family,
        side,
        line,
        period,
    )


def test_a_spread_is_never_read_as_a_win() -> None:
    (r,) = records(
        [v2("If Chelsea win the game by 2 or more goals, the market resolves to Chelsea.")]
    )
    assert r["family"] == "spread"
    assert r["outcome_kind"] == "unknown"


def test_text_and_listing_that_disagree_are_unknown() -> None:
    row = v2(
        "If both teams score, the market resolves to Yes.", ticker="KXEPLGAME-26DEC05ARSCHE-CHE"
    )
    (r,) = records([{**row, "title": "Arsenal vs Chelsea Winner?"}])
    assert (r["family"], r["family_status"]) == ("unknown", "conflicting")


def _pair(one: dict[str, Any], two: dict[str, Any], knockout: bool) -> dict[str, Any]:
    (row,) = audit([(one, two)], knockout=knockout)
    return row


def test_ninety_minutes_against_advance_in_a_knockout_is_block_with_scope() -> None:
    win = leg("v1_win", pays_on="away")
    advance = leg("v2_advance", pays_on="away")
    row = _pair(win, advance, knockout=True)
    assert row["verdict"] == "BLOCK"
    assert "SCOPE_MISMATCH" in codes(row)
    assert "OUTCOME_MISMATCH" in codes(row)


def test_spread_against_win_is_block_with_outcome() -> None:
    spread = {
        **text_leg(
            "If Chelsea wins the game by 2 or more goals, the market resolves to Yes.",
            LEGS["v2_game_win"]["rules_secondary"],
            settlement_sources=["ESPN (https://www.espn.com/soccer/)"],
        )
    }
    row = _pair(leg("v1_win", pays_on="away"), leg(spread, pays_on="away"), knockout=False)
    assert row["verdict"] == "BLOCK"
    assert "OUTCOME_MISMATCH" in codes(row)


def test_two_spreads_on_different_lines_differ() -> None:
    def spread(n: int) -> dict[str, Any]:
        return leg(
            text_leg(
                f"If Chelsea wins by {n} or more goals, the market resolves to Yes.",
                SECONDARY,
                settlement_sources=["ESPN (https://www.espn.com/soccer/)"],
            ),
            pays_on="away",
        )

    row = _pair(spread(2), spread(3), knockout=False)
    assert "OUTCOME_MISMATCH" in codes(row)
