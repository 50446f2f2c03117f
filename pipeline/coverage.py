"""Coverage as frames: which covered events are settled, and the coverage counts."""

from __future__ import annotations

from typing import Any

import polars as pl

from pipeline.rulesets import Ruleset, pairs_frame

__all__ = ["coverage_counts", "event_listing", "settled_pairs"]


def settled_pairs(pairs: pl.DataFrame, latest: pl.DataFrame) -> pl.DataFrame:
    """`pairs` plus `settled`: both legs' results are final on their venues."""
    final = latest.select("venue", "market_id", "final")
    return (
        pairs.join(
            final.filter(pl.col("venue") == "venue_one").select(
                pl.col("market_id").alias("venue_one_market_id"),
                pl.col("final").alias("_v1_final"),
            ),
            on="venue_one_market_id",
            how="left",
        )
        .join(
            final.filter(pl.col("venue") == "venue_two").select(
                pl.col("market_id").alias("venue_two_market_id"),
                pl.col("final").alias("_v2_final"),
            ),
            on="venue_two_market_id",
            how="left",
        )
        .with_columns(
            settled=pl.col("_v1_final").fill_null(False) & pl.col("_v2_final").fill_null(False)
        )
        .drop("_v1_final", "_v2_final")
    )


def event_listing(ruleset: Ruleset, latest: pl.DataFrame) -> pl.DataFrame:
    """One row per covered event with `settled` (all its legs final on both venues)."""
    pairs = settled_pairs(pairs_frame(ruleset), latest)
    return (
        pairs.group_by("canonical_event_id", maintain_order=True)
        .agg(
            pl.col("kickoff_utc").first(),
            pl.col("settled").all(),
            pl.col("pair_id").len().alias("pair_count"),
        )
        .sort("canonical_event_id")
    )


def coverage_counts(ruleset: Ruleset, latest: pl.DataFrame) -> dict[str, int]:
    """HealthResponse `coverage`: events and pairs, open and settled."""
    listing = event_listing(ruleset, latest)
    settled = listing.filter(pl.col("settled"))
    counts: dict[str, Any] = {
        "events": listing.height - settled.height,
        "settled_events": settled.height,
        "total_events": listing.height,
        "pairs": int(listing["pair_count"].sum()) - int(settled["pair_count"].sum()),
        "settled_pairs": int(settled["pair_count"].sum()),
        "total_pairs": int(listing["pair_count"].sum()),
    }
    return {k: int(v) for k, v in counts.items()}
