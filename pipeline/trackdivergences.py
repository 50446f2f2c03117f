"""The track record's real divergences: every resolved event whose legs settled differently,
worded from the payouts, with what the latest and the last pre-kickoff verdict said.

Split from `pipeline/trackrecord.py` (which computes the frames this reads): its own
concern, the served list of dicts and the words, built over the divergent events only.
"""

from __future__ import annotations

import gc
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

import polars as pl

__all__ = ["HALF_CENT", "real_divergences"]

HALF_CENT = 0.005
# The columns `_served` reads of each divergent event, in the order it unpacks them.
_ROW_COLUMNS = (
    "canonical_event_id",
    "competition",
    "what_happened",
    "scored_verdict",
    "codes",
    "if_played",
    "positive",
    "pre_scored_verdict",
    "pre_codes",
    "pre_positive",
    "pre_computed_at",
)


@contextmanager
def _collector_paused() -> Iterator[None]:
    """The cyclic garbage collector off while the served dicts are made, back as it was.

    The dicts and lists are acyclic (freed by reference counts alone), but making tens of
    thousands of them triggers collection after collection, each walking every tracked
    object of the process: about a quarter of this function's CPU at B4 (0.33 -> 0.24 s).
    """
    enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if enabled:
            gc.enable()


def _what_happened(legs: list[tuple[str, float | None, float | None]]) -> str:
    """How each venue settled the event's contracts, in words, from the payouts alone
    (`legs`: each pair's leg name, venue_one's and venue_two's payout)."""
    parts = []
    by_venue = {
        "venue_one": [(name, a) for name, a, _ in legs],
        "venue_two": [(name, b) for name, _, b in legs],
    }
    for venue, column in by_venue.items():
        paid = {name: x for name, x in column if x is not None}
        winners = [name for name, x in paid.items() if abs(x - 1) <= HALF_CENT]
        binary = all(abs(x) <= HALF_CENT or abs(x - 1) <= HALF_CENT for x in paid.values())
        if not paid:
            parts.append(f"{venue} has not settled")
        elif binary and len(winners) == 1:
            parts.append(f"{venue} paid {winners[0]}")
        elif binary and not winners:
            parts.append(f"{venue} paid no contract")
        else:
            prices = ", ".join(f"{name} {x:.2f}" for name, x in paid.items())
            parts.append(f"{venue} paid no single result ({prices})")
    return "; ".join(parts)


def _venue_words(venue: str, payout: str, shown: str) -> pl.Expr:
    """How one venue settled an event, in `_what_happened`'s words, as an aggregation over
    the event's legs (`name`, the payout column, and `shown`, the payout as `:.2f` prints
    it); null where only `_what_happened` can say it (a NaN payout, or a negative zero,
    which prints as "-0.00" but groups and maps as 0)."""
    x = pl.col(payout)
    paid = x.is_not_null()
    won = paid & ((x - 1).abs() <= HALF_CENT)
    binary = (~paid | won | (x.abs() <= HALF_CENT)).all()
    listed = pl.concat_str(pl.col("name"), pl.col(shown), separator=" ").filter(paid)
    return (
        pl.when(x.is_nan().any() | ((x == 0) & (1 / x < 0)).any())
        .then(pl.lit(None, pl.String))
        .when(paid.sum() == 0)
        .then(pl.lit(f"{venue} has not settled"))
        .when(binary & (won.sum() == 1))
        .then(pl.lit(f"{venue} paid ") + pl.col("name").filter(won).first())
        .when(binary & (won.sum() == 0))
        .then(pl.lit(f"{venue} paid no contract"))
        .otherwise(pl.lit(f"{venue} paid no single result (") + listed.str.join(", ") + ")")
    )


def _shown(legs: pl.DataFrame) -> list[pl.Expr]:
    """Each payout as Python's `:.2f` prints it, mapped from its distinct values (a few:
    mostly 0 and 1), so the words match `_what_happened`'s to the character."""
    # NaN and negative zero are worded by `_what_happened` alone; a zero is mapped as 0.0.
    values = list(
        dict.fromkeys(
            x + 0.0
            for x in pl.concat([legs["a_payout"], legs["b_payout"]]).unique().drop_nulls()
            if x == x
        )
    )
    shown = [f"{x:.2f}" for x in values]
    return [
        pl.col(c)
        .replace_strict(values, shown, default=None, return_dtype=pl.String)
        .alias(f"{c}_shown")
        for c in ("a_payout", "b_payout")
    ]


def real_divergences(
    events: pl.DataFrame, pairs: pl.DataFrame, pre_events: pl.DataFrame
) -> list[dict[str, Any]]:
    """Every resolved event whose legs settled differently, with what each verdict said.

    Per event: what happened (from the payouts), each pair's two payouts, the latest
    scored verdict and its codes (`predicted` = it was flagged), and the same for the last
    verdict computed before kickoff (null when there was none).
    """
    divergent = events.filter(pl.col("settled") & pl.col("divergent")).select(
        "canonical_event_id", "competition", "scored_verdict", "codes", "if_played", "positive"
    )
    ids = divergent.select("canonical_event_id")
    # Narrowed before the joins: a join moves every column it is handed.
    legs = (
        pairs.select("canonical_event_id", "pair_id", "a_payout", "b_payout", "equivalent")
        .join(ids, on="canonical_event_id", how="semi")
        .sort("pair_id")
        .with_columns(name=pl.col("pair_id").str.split("#").list.last())
    )
    # What happened, worded per event by expressions (a Python call per event cost most of
    # this function at 100k events); `_what_happened` words an event the expressions leave
    # null, and one whose leg names repeat (it keys the payouts by name).
    words = (
        legs.with_columns(_shown(legs))
        .group_by("canonical_event_id")
        .agg(
            pl.when(pl.col("name").n_unique() == pl.len())
            .then(
                pl.concat_str(
                    _venue_words("venue_one", "a_payout", "a_payout_shown"),
                    _venue_words("venue_two", "b_payout", "b_payout_shown"),
                    separator="; ",
                )
            )
            .alias("what_happened")
        )
    )
    pre = pre_events.select(
        "canonical_event_id",
        pl.col("scored_verdict").alias("pre_scored_verdict"),
        pl.col("codes").alias("pre_codes"),
        pl.col("positive").alias("pre_positive"),
        pl.col("computed_at").alias("pre_computed_at"),
    ).join(ids, on="canonical_event_id", how="semi")
    # The divergent events in their order, with their words and pre-kickoff verdict.
    rows = (
        divergent.with_row_index("order")
        .join(words, on="canonical_event_id", how="left")
        .join(pre, on="canonical_event_id", how="left")
        .sort("order")
        .with_columns(pl.col("positive", "pre_positive").fill_null(False))
    )
    with _collector_paused():
        return _served(rows, legs)


def _served(rows: pl.DataFrame, legs: pl.DataFrame) -> list[dict[str, Any]]:
    """The served dicts of the divergent events `rows` (in order) and their `legs` (in pair
    order), keys in the order they are served; no verdict before kickoff is a null.

    Made from plain column lists: Polars' own conversion of the nested rows (a struct per
    event holding a list of structs) cost about twice as much CPU at B4 (11.8k events).
    """
    payouts: dict[str, list[dict[str, Any]]] = {}
    for event, pair, a, b, equivalent in zip(
        *(legs[c].to_list() for c in ("canonical_event_id", "pair_id", "a_payout", "b_payout")),
        legs["equivalent"].to_list(),
        strict=True,
    ):
        payouts.setdefault(event, []).append(
            {
                "pair_id": pair,
                "venue_one_payout": a,
                "venue_two_payout": b,
                "equivalent": equivalent,
            }
        )
    out = []
    for event, competition, words, verdict, codes, if_played, positive, *pre in zip(
        *(rows[c].to_list() for c in _ROW_COLUMNS), strict=True
    ):
        paid = payouts.get(event, [])
        pre_verdict, pre_codes, pre_positive, pre_at = pre
        out.append(
            {
                "canonical_event_id": event,
                "competition": competition,
                "what_happened": words
                if words is not None
                else _what_happened(
                    [
                        (p["pair_id"].split("#")[-1], p["venue_one_payout"], p["venue_two_payout"])
                        for p in paid
                    ]
                ),
                "payouts": paid,
                "scored_verdict": verdict,
                "codes": codes,
                "if_played": if_played,
                "predicted": positive,
                "pre_kickoff": None
                if pre_verdict is None
                else {
                    "scored_verdict": pre_verdict,
                    "codes": pre_codes,
                    "predicted": pre_positive,
                    "computed_at": pre_at,
                },
            }
        )
    return out
