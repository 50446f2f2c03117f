"""Leg identity from a listing alone: competition, home and away team codes, and what Yes pays.

The same function serves covered pairs (batch) and uncovered on-demand legs, so a pair's
identity never depends on which path audited it. Team names are resolved through the
alias table; a name the table does not know falls back to its folded form, so two venues
spelling an unknown club alike still agree, and spelling it differently still disagree.
"""

from __future__ import annotations

from typing import Any

import polars as pl

from pipeline.matching import alias_frame, fold_team_name, series_frame

__all__ = ["LegResolver"]

_VS = r"\s+(?:vs\.?|v\.?)\s+"


class LegResolver:
    """Adds `competition`, `home`, `away`, `pays_on` to snapshot rows."""

    def __init__(self, teams: dict[str, Any], competitions: dict[str, Any]) -> None:
        self.aliases = alias_frame(teams)
        series = series_frame(competitions)
        advance = pl.DataFrame(
            [
                {"venue": "venue_two", "series_id": s, "competition": comp}
                for comp, c in competitions.items()
                for s in c["venue_two"].get("advance_series", [])
            ],
            schema={"venue": pl.String, "series_id": pl.String, "competition": pl.String},
        )
        self.series = pl.concat(
            [series.with_columns(advance=pl.lit(False)), advance.with_columns(advance=pl.lit(True))]
        )

    def _code(self, frame: pl.DataFrame, name_col: str, out: str) -> pl.DataFrame:
        return (
            frame.with_columns(_key=fold_team_name(pl.col(name_col)))
            .join(
                self.aliases.rename({"key": "_key", "code": "_code"}),
                on=["competition", "_key"],
                how="left",
            )
            .with_columns(pl.coalesce("_code", "_key").alias(out))
            .drop("_key", "_code")
        )

    def resolve(self, snapshot: pl.DataFrame) -> pl.DataFrame:
        """`snapshot` rows with their listing's identity columns appended."""
        frame = snapshot.join(self.series, on=["venue", "series_id"], how="left").with_columns(
            pl.col("advance").fill_null(False)
        )
        # "A vs. B - More Markets", "A vs B: To Advance": the teams come before the suffix.
        title = pl.col("event_title").fill_null("").str.replace(r"(?:\s+-\s+[^-]*|:\s+[^:]*)$", "")
        names = title.str.replace(_VS, "\x00")
        frame = frame.with_columns(
            _home_name=names.str.split("\x00").list.get(0, null_on_oob=True),
            _away_name=names.str.split("\x00").list.get(1, null_on_oob=True),
            # venue_one draw titles read "Draw (Home FC vs. Away FC)".
            _label=pl.col("outcome_label").fill_null(""),
        )
        frame = self._code(frame, "_home_name", "home")
        frame = self._code(frame, "_away_name", "away")
        frame = self._code(frame, "_label", "_label_code")
        is_draw = pl.col("_label").str.to_lowercase().str.starts_with("draw") | (
            pl.col("_label").str.to_lowercase() == "tie"
        )
        side = (
            pl.when(pl.col("_label_code") == pl.col("home"))
            .then(pl.lit("home"))
            .when(pl.col("_label_code") == pl.col("away"))
            .then(pl.lit("away"))
        )
        pays_on = (
            pl.when(is_draw)
            .then(pl.lit("draw"))
            .when(pl.col("advance") & side.is_not_null())
            .then(pl.lit("advance_") + side)
            .otherwise(side)
            .fill_null("unknown")
        )
        return frame.with_columns(pays_on=pays_on).drop(
            "_home_name", "_away_name", "_label", "_label_code", "advance"
        )
