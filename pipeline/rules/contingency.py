"""The contingency table of a pair: what each held contract pays in each state of the world.

Rows: completed, postponed_within_48h, postponed_beyond_window (beyond the shorter of the
two legs' postponement windows), cancelled, abandoned. A payout is one of
`timing_void.PAYOUTS`, for the HELD contract: a held No flips `yes`/`no`; `result` means
it pays on the played result. Everything is an expression over the pair frame's
`a_*` (venue_one) and `b_*` (venue_two) columns.
"""

from __future__ import annotations

import polars as pl

from pipeline.taxonomy import Contingency

__all__ = [
    "CONTINGENCIES",
    "VOID_BRANCHES",
    "contingency_list",
    "contingency_rows",
    "differs",
    "evidence",
    "known",
    "leg",
    "payout_columns",
    "payouts",
    "same",
    "window_hours",
]

CONTINGENCIES: tuple[str, ...] = tuple(c.value for c in Contingency)
VOID_BRANCHES = CONTINGENCIES[1:]
_OPEN = float("inf")


def leg(side: str, name: str) -> pl.Expr:
    """Column `name` of leg `side` ("a" = venue_one, "b" = venue_two) in the pair frame."""
    return pl.col(f"{side}_{name}")


def known(payout: pl.Expr) -> pl.Expr:
    """The payout is stated (neither unreadable nor left unsaid by the text)."""
    return payout.is_not_null() & payout.is_in(["unknown", "unspecified"]).not_()


def window_hours(side: str) -> pl.Expr:
    """Postponement window in hours: inf when open until played, null when unknown."""
    return (
        pl.when(leg(side, "timing_window") == "open_until_played")
        .then(pl.lit(_OPEN))
        .otherwise(leg(side, "timing_window_hours").cast(pl.Float64))
    )


def _held(side: str, payout: pl.Expr) -> pl.Expr:
    flip = leg(side, "held") == "no"
    return (
        pl.when(flip & (payout == "yes"))
        .then(pl.lit("no"))
        .when(flip & (payout == "no"))
        .then(pl.lit("yes"))
        .otherwise(payout)
    )


def payouts(side: str) -> dict[str, pl.Expr]:
    """Payout of the held contract of leg `side`, per contingency: columns that
    `payout_columns()` computes first (inlined, the divergence expressions would repeat
    each payout's expression tree dozens of times and take seconds to plan)."""
    return {name: pl.col(f"_pay_{side}_{name}") for name in CONTINGENCIES}


def payout_columns() -> list[pl.Expr]:
    """The `payouts` columns of both legs, from the pair frame's rule columns."""
    return [
        expr.alias(f"_pay_{side}_{name}")
        for side in "ab"
        for name, expr in _payout_exprs(side).items()
    ]


def _payout_exprs(side: str) -> dict[str, pl.Expr]:
    hours = window_hours(side)
    shorter = pl.min_horizontal(window_hours("a"), window_hours("b"))
    long_ = leg(side, "void_postponed_long")
    within = pl.when(hours.is_null()).then(long_).when(hours >= 48).then(pl.lit("result"))
    beyond = (
        pl.when(hours.is_null())
        .then(long_)
        .when(hours == _OPEN)
        .then(pl.lit("result"))
        .when(hours <= shorter)
        .then(long_)
        # a longer window than the other leg's still waits for the game
        .otherwise(pl.lit("result"))
    )
    raw = {
        "completed": pl.lit("result"),
        "postponed_within_48h": within.otherwise(long_),
        "postponed_beyond_window": beyond,
        "cancelled": leg(side, "void_cancelled"),
        "abandoned": leg(side, "void_abandoned"),
    }
    return {name: _held(side, p).fill_null(pl.lit("unknown")) for name, p in raw.items()}


def evidence(side: str, contingency: str) -> pl.Expr:
    """The clause of leg `side` that decides its payout in `contingency`."""
    column = {
        "completed": "outcome_evidence",
        "postponed_within_48h": "void_postponed_long_evidence",
        "postponed_beyond_window": "void_postponed_long_evidence",
        "cancelled": "void_cancelled_evidence",
        "abandoned": "void_abandoned_evidence",
    }[contingency]
    return leg(side, column)


def _fixed_labels_match() -> pl.Expr:
    return (leg("a", "void_fixed_outcome") == leg("b", "void_fixed_outcome")).fill_null(False)


def same(contingency: str) -> pl.Expr:
    """Both payouts stated and equal (two fixed outcomes only when they name the same one)."""
    one, two = payouts("a")[contingency], payouts("b")[contingency]
    fixed = one == "fixed_outcome"
    return known(one) & known(two) & (one == two) & (fixed.not_() | _fixed_labels_match())


def differs(contingency: str) -> pl.Expr:
    """Both payouts stated and different: a divergence established from readable values."""
    one, two = payouts("a")[contingency], payouts("b")[contingency]
    return known(one) & known(two) & same(contingency).not_()


def contingency_rows(completed_equivalent: pl.Expr) -> list[pl.Expr]:
    """The contingency list's rows, one struct expression per contingency (never null):
    {contingency, venue_one_payout, venue_two_payout, equivalent}.

    Two `result` payouts are equivalent only when the played result means the same on both
    legs (`completed_equivalent`: same fixture, same result paid, same scope).
    """
    one, two = payouts("a"), payouts("b")
    rows = []
    for name in CONTINGENCIES:
        equal = same(name)
        equivalent = (
            pl.when(one[name] == "result").then(equal & completed_equivalent).otherwise(equal)
        )
        rows.append(
            pl.struct(
                contingency=pl.lit(name),
                venue_one_payout=one[name],
                venue_two_payout=two[name],
                equivalent=equivalent.fill_null(False),
            )
        )
    return rows


def contingency_list(completed_equivalent: pl.Expr) -> pl.Expr:
    """list[struct{contingency, venue_one_payout, venue_two_payout, equivalent}]: the
    `contingency_rows` in CONTINGENCIES order."""
    return pl.concat_list(contingency_rows(completed_equivalent))
