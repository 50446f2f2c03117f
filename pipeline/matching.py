"""Match listings across venues into canonical events and leg pairs, as frame operations.

Two listings are the same match when the competition, both teams (through the curated
alias table in `rulesets/teams.json`, after folding diacritics and club suffixes) and
the kickoff instant (within a tolerance) agree. Dates written in identifiers are never
compared: venues write US-calendar dates, so only instants count. The canonical home
side is venue_two's first-named team (it held in every checked club fixture); a venue_one
title in the other order is an inverted listing, not another match. A listing with
more than one candidate on the other venue is ambiguous: reported, never guessed.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date, timedelta
from typing import Any

import polars as pl

__all__ = [
    "MatchResult",
    "alias_frame",
    "knockout_on",
    "match_listings",
    "TEAM_SUFFIXES",
    "fold_team_name",
    "series_frame",
]

KICKOFF_TOLERANCE = timedelta(hours=3)
# Club-form words a venue may add to or drop from a team's name ("Chelsea FC" = "Chelsea",
# "AC Milan" = "Milan"): the one list every comparison of team names folds away.
TEAM_SUFFIXES = (
    "fc",
    "cf",
    "afc",
    "sc",
    "fk",
    "cfc",
    "ac",
    "sk",
    "cd",
    "ud",
    "sv",
    "ss",
    "cp",
    "club",
    "calcio",
)
_SUFFIXES = r"\b(?:" + "|".join(TEAM_SUFFIXES) + r")\b"


def fold_team_name(expr: pl.Expr) -> pl.Expr:
    """Fold a team name: diacritics, case, punctuation, club suffixes and years."""
    return (
        expr.str.normalize("NFKD")
        .str.replace_all(r"\p{M}", "")
        .str.to_lowercase()
        .str.replace_all(r"[^a-z0-9]+", " ")
        .str.replace_all(_SUFFIXES, " ")
        .str.replace_all(r"\b(?:18|19|20)\d\d\b", " ")
        .str.replace_all(r"\s+", " ")
        .str.strip_chars()
    )


def alias_frame(teams: dict[str, Any]) -> pl.DataFrame:
    """(competition, key, code): every spelling of every team, folded."""
    rows = [
        {"competition": comp, "code": code, "alias": alias}
        for comp, by_code in teams.items()
        for code, t in by_code.items()
        for alias in {t["name"], t["venue_one"], t["venue_two"], *t.get("aliases", [])}
    ]
    return (
        pl.DataFrame(rows, schema={"competition": pl.String, "code": pl.String, "alias": pl.String})
        .with_columns(key=fold_team_name(pl.col("alias")))
        .unique(["competition", "key", "code"])
        .select("competition", "key", "code")
    )


def series_frame(competitions: dict[str, Any]) -> pl.DataFrame:
    """(venue, series_id, competition) for the match-result series of each competition."""
    rows: list[dict[str, str]] = []
    for comp, c in competitions.items():
        rows.append(
            {
                "venue": "venue_one",
                "series_id": str(c["venue_one"]["series_id"]),
                "competition": comp,
            }
        )
        rows.extend(
            {"venue": "venue_two", "series_id": s, "competition": comp}
            for s in c["venue_two"]["game_series"]
        )
    return pl.DataFrame(rows)


def knockout_on(competitions: dict[str, Any], comp: str, day: date) -> bool:
    c = competitions[comp]
    if c["format"] != "mixed":
        return bool(c["format"] == "knockout")
    for stage in c.get("stages", []):
        if date.fromisoformat(stage["from"]) <= day <= date.fromisoformat(stage["to"]):
            return bool(stage["format"] == "knockout")
    return False


@dataclass(frozen=True)
class MatchResult:
    """Matched events (ruleset entries), plus what was refused and why."""

    events: list[dict[str, Any]]
    ambiguous: pl.DataFrame  # listings with more than one candidate: never guessed
    unmatched: pl.DataFrame  # 1X2 listings with no counterpart, or unresolvable names


def _legs(snapshot: pl.DataFrame, series: pl.DataFrame, aliases: pl.DataFrame) -> pl.DataFrame:
    """1X2 legs with competition, role (draw or team code) and event-level team order."""
    legs = snapshot.join(series, on=["venue", "series_id"], how="inner").with_columns(
        is_draw=pl.when(pl.col("venue") == "venue_one")
        .then(pl.col("outcome_label").str.starts_with("Draw"))
        .otherwise(pl.col("outcome_label").str.to_lowercase() == "tie"),
        key=fold_team_name(pl.col("outcome_label")),
    )
    # venue_one also lists totals, props and two-way knockout markets: keep moneyline.
    legs = legs.filter(
        (pl.col("venue") == "venue_two") | (pl.col("market_type").fill_null("") == "moneyline")
    )
    legs = legs.join(aliases, on=["competition", "key"], how="left")
    # An event is a 1X2 listing when it has exactly three legs: one draw, two known teams.
    shape = legs.group_by("venue", "event_id").agg(
        n=pl.len(),
        draws=pl.col("is_draw").sum(),
        teams=pl.col("code").filter(~pl.col("is_draw")).drop_nulls().unique().sort(),
    )
    ok = shape.filter(
        (pl.col("n") == 3) & (pl.col("draws") == 1) & (pl.col("teams").list.len() == 2)
    )
    return legs.join(ok.select("venue", "event_id", "teams"), on=["venue", "event_id"])


def match_listings(
    snapshot: pl.DataFrame,
    *,
    teams: dict[str, Any],
    competitions: dict[str, Any],
    cutoff: date,
) -> MatchResult:
    """Pair venue_one and venue_two 1X2 listings kicking off before `cutoff`."""
    legs = _legs(snapshot, series_frame(competitions), alias_frame(teams))
    legs = legs.filter(pl.col("kickoff_utc").dt.date() < cutoff)
    ev = legs.group_by("venue", "event_id").agg(
        pl.col("competition").first(),
        pl.col("teams").first(),
        pl.col("kickoff_utc").min(),
        pl.col("event_title").first(),
    )
    v1 = ev.filter(pl.col("venue") == "venue_one").drop("venue")
    v2 = ev.filter(pl.col("venue") == "venue_two").drop("venue")
    cand = v1.join(v2, on=["competition", "teams"], suffix="_v2").filter(
        (pl.col("kickoff_utc") - pl.col("kickoff_utc_v2")).abs() <= KICKOFF_TOLERANCE
    )
    cand = cand.with_columns(n1=pl.len().over("event_id"), n2=pl.len().over("event_id_v2")).rename(
        {"event_id": "v1_event", "event_id_v2": "v2_event"}
    )
    unique = cand.filter((pl.col("n1") == 1) & (pl.col("n2") == 1))
    ambiguous = cand.filter((pl.col("n1") > 1) | (pl.col("n2") > 1)).select(
        "competition", "teams", "v1_event", "v2_event", "kickoff_utc", "kickoff_utc_v2"
    )
    matched_ids = set(unique["v1_event"].to_list()) | set(unique["v2_event"].to_list())
    amb_ids = set(ambiguous["v1_event"].to_list()) | set(ambiguous["v2_event"].to_list())
    unmatched = ev.filter(~pl.col("event_id").is_in(sorted(matched_ids | amb_ids))).select(
        "venue", "event_id", "competition", "teams", "kickoff_utc", "event_title"
    )

    # Home is venue_two's first-named team: find which team code its title starts with.
    v2_legs = legs.filter(pl.col("venue") == "venue_two")
    home = (
        v2_legs.filter(~pl.col("is_draw"))
        .with_columns(
            pos=pl.col("event_title")
            .str.to_lowercase()
            .str.find(pl.col("outcome_label").str.to_lowercase(), literal=True)
        )
        .sort("pos", nulls_last=True)
        .group_by("event_id")
        .agg(home=pl.col("code").first())
    )
    unique = unique.join(home, left_on="v2_event", right_on="event_id", how="left").with_columns(
        away=pl.col("teams").list.set_difference(pl.concat_list("home")).list.first()
    )
    role = pl.when(pl.col("is_draw")).then(pl.lit("draw")).otherwise(pl.col("code"))
    leg_roles = legs.select("venue", "event_id", "market_id", "outcome_label", role.alias("role"))
    rows = unique.select("competition", "v1_event", "v2_event", "home", "away", "kickoff_utc_v2")
    pairs = (
        rows.join(
            leg_roles.filter(pl.col("venue") == "venue_one").drop("venue"),
            left_on="v1_event",
            right_on="event_id",
        )
        .join(
            leg_roles.filter(pl.col("venue") == "venue_two").drop("venue"),
            left_on=["v2_event", "role"],
            right_on=["event_id", "role"],
            suffix="_v2",
        )
        .with_columns(
            outcome_leg=pl.when(pl.col("role") == "draw")
            .then(pl.lit("draw"))
            .when(pl.col("role") == pl.col("home"))
            .then(pl.lit("home"))
            .otherwise(pl.lit("away")),
            canonical_event_id=pl.format(
                "{}:match:{}-{}:{}",
                "competition",
                "home",
                "away",
                pl.col("kickoff_utc_v2").dt.date().cast(pl.String),
            ),
        )
        .with_columns(pair_id=pl.format("{}:result#{}", "canonical_event_id", "outcome_leg"))
        .sort("canonical_event_id", "outcome_leg")
    )
    return MatchResult(
        events=_to_events(pairs, competitions), ambiguous=ambiguous, unmatched=unmatched
    )


_LEG_ORDER = {"home": 0, "draw": 1, "away": 2}


def _to_events(pairs: pl.DataFrame, competitions: dict[str, Any]) -> list[dict[str, Any]]:
    """Group pair rows into ruleset event documents (three pairs each)."""
    events: list[dict[str, Any]] = []
    for (eid,), grp in pairs.group_by("canonical_event_id", maintain_order=True):
        if grp.height != 3:
            continue  # a leg failed to pair; never cover an event with a missing leg
        first = grp.row(0, named=True)
        kickoff = first["kickoff_utc_v2"]
        events.append(
            {
                "canonical_event_id": eid,
                "competition": first["competition"],
                "home": first["home"],
                "away": first["away"],
                "kickoff_utc": kickoff.strftime("%Y-%m-%dT%H:%M:%SZ"),
                "match_date": kickoff.date().isoformat(),
                "knockout": knockout_on(competitions, first["competition"], kickoff.date()),
                "venue_one": {"event_id": first["v1_event"]},
                "venue_two": {"event_ticker": first["v2_event"]},
                "pairs": sorted(
                    (
                        {
                            "pair_id": r["pair_id"],
                            "outcome_leg": r["outcome_leg"],
                            "venue_one_market_id": r["market_id"],
                            "venue_two_market_id": r["market_id_v2"],
                            "venue_one_outcome_label": r["outcome_label"],
                            "venue_two_outcome_label": r["outcome_label_v2"],
                        }
                        for r in grp.iter_rows(named=True)
                    ),
                    key=lambda p: _LEG_ORDER[p["outcome_leg"]],
                ),
            }
        )
    return events
