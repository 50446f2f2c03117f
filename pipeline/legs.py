"""Leg identity from a listing alone: competition, home and away team codes, and what Yes pays.

The same function serves covered pairs (batch) and uncovered on-demand legs, so a pair's
identity never depends on which path audited it. Team names are resolved by the same
`TeamResolver` as coverage (`expand`): the alias table, the venue's own codes in its
identifiers, then a conservative name similarity accepted only when the listing's other
team resolves too. A name it cannot place falls back to its folded form, so two venues
spelling an unknown club alike still agree, and spelling it differently still disagree.
"""

from __future__ import annotations

import re
from typing import Any

import polars as pl

from pipeline.matching import series_frame
from pipeline.rules import vocabulary as V
from pipeline.rules.templates import COMPETITION_COLUMN
from pipeline.teams import TeamResolver, fold, venue_code

__all__ = ["LegResolver"]

_VS = r"\s+(?:vs\.?|v\.?)\s+"
# Identities kept between cycles (a season's coverage is some 25,000 legs).
_MEMO_MAX = 200_000
# The suffix of a venue_two series after its competition's prefix, for each market family
# the reader knows (the series part of `vocabulary.SERIES_FAMILY`, anchored whole).
_FAMILY_SUFFIX = (
    "^(?:"
    + "|".join(rx.removeprefix("(?:^|[^T])").removesuffix("$") for rx in V.SERIES_FAMILY.values())
    + ")$"
)


class LegResolver:
    """Adds `competition`, `competition_name`, `home`, `away`, `pays_on` to snapshot rows."""

    def __init__(self, teams: dict[str, Any], competitions: dict[str, Any]) -> None:
        self.teams = TeamResolver(teams, competitions)
        # Identity keys -> (home, away, label) codes; a leg's listing rarely changes.
        self._memo: dict[tuple[Any, ...], tuple[str | None, str | None, str | None]] = {}
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
        # The competition's name as each venue's listings of it write it (venue_two's rule
        # texts: its `rules_league`; venue_one: its series title): the rule-text reader
        # reads each template once across competitions (`rules.templates`).
        self.names = pl.DataFrame(
            [
                {"venue": venue, "competition": comp, COMPETITION_COLUMN: name}
                for comp, c in competitions.items()
                for venue, key in (("venue_one", "series_title"), ("venue_two", "rules_league"))
                if (name := c.get(venue, {}).get(key))
            ],
            schema={"venue": pl.String, "competition": pl.String, COMPETITION_COLUMN: pl.String},
        )
        # venue_two lists a competition's other markets in sibling series of its game series
        # ("KXEPLGAME" -> "KXEPLSPREAD", "KXEPL1H"): the same prefix, a family's suffix.
        self.family_prefixes = sorted(
            (
                (s.removesuffix("GAME"), comp)
                for comp, c in competitions.items()
                for s in c["venue_two"]["game_series"]
                if s.endswith("GAME")
            ),
            key=lambda p: -len(p[0]),
        )

    def _identity(
        self,
        competition: str | None,
        venue: str,
        market_id: str,
        event_id: str,
        names: tuple[str | None, str | None, str | None],
    ) -> tuple[str | None, str | None, str | None]:
        """(home, away, label) team codes of one leg; folded names where unresolved."""
        home_name, away_name, label = names
        label_hint = venue_code(venue, market_id) if venue == "venue_two" else None
        home_hint = away_hint = None
        if label_hint and venue == "venue_two":
            # The event ticker ends in the two codes: `...-26AUG22ARSNFO`.
            pair = re.sub(r"^\d{2}[A-Z]{3}\d{2}(?:\d{4})?", "", event_id.rpartition("-")[2])
            if pair.startswith(label_hint) and len(pair) > len(label_hint):
                home_hint, away_hint = label_hint, pair[len(label_hint) :]
            elif pair.endswith(label_hint) and len(pair) > len(label_hint):
                home_hint, away_hint = pair[: -len(label_hint)], label_hint
        res = self.teams.resolve
        home = res(competition, home_name, venue=venue, code=home_hint)
        away = res(competition, away_name, venue=venue, code=away_hint)
        lab = res(competition, label, venue=venue, code=label_hint)
        # A similarity holds only when the listing's other team is placed too, and differs.
        both = home.code is not None and away.code is not None and home.code != away.code
        home_code = home.code if home.method != "similar" or both else None
        away_code = away.code if away.method != "similar" or both else None
        lab_code = (
            lab.code if lab.method != "similar" or lab.code in (home_code, away_code) else None
        )
        return (
            home_code or fold(home_name) or None,
            away_code or fold(away_name) or None,
            lab_code or fold(label) or None,
        )

    def resolve(self, snapshot: pl.DataFrame) -> pl.DataFrame:
        """`snapshot` rows with their listing's identity columns appended."""
        frame = snapshot.join(self.series, on=["venue", "series_id"], how="left").with_columns(
            pl.col("advance").fill_null(False)
        )
        sibling: pl.Expr = pl.lit(None, dtype=pl.String)
        for prefix, comp in reversed(self.family_prefixes):
            rest = pl.col("series_id").str.strip_prefix(prefix)
            sibling = (
                pl.when(
                    pl.col("series_id").str.starts_with(prefix) & rest.str.contains(_FAMILY_SUFFIX)
                )
                .then(pl.lit(comp))
                .otherwise(sibling)
            )
        frame = frame.with_columns(
            competition=pl.when(pl.col("venue") == "venue_two")
            .then(pl.coalesce("competition", sibling))
            .otherwise(pl.col("competition"))
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
        keys = [
            "competition",
            "venue",
            "market_id",
            "event_id",
            "_home_name",
            "_away_name",
            "_label",
        ]
        distinct = frame.select(keys).unique()
        # A leg's identity depends only on these keys and the (fixed) tables: kept from
        # cycle to cycle, so a cycle resolves only the listings it has not seen before.
        if len(self._memo) > _MEMO_MAX:
            self._memo.clear()
        codes = []
        for row in distinct.iter_rows():
            got = self._memo.get(row)
            if got is None:
                comp, venue, mid, eid, h, a, lab = row
                got = self._memo[row] = self._identity(comp, venue, mid, eid, (h, a, lab))
            codes.append(got)
        distinct = distinct.with_columns(
            pl.Series("home", [c[0] for c in codes], dtype=pl.String),
            pl.Series("away", [c[1] for c in codes], dtype=pl.String),
            pl.Series("_label_code", [c[2] for c in codes], dtype=pl.String),
        )
        frame = frame.join(distinct, on=keys, how="left", nulls_equal=True)
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
        return (
            frame.with_columns(pays_on=pays_on)
            .drop("_home_name", "_away_name", "_label", "_label_code", "advance")
            .join(self.names, on=["venue", "competition"], how="left", maintain_order="left")
        )
