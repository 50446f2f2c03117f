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

from dataclasses import dataclass, field
from datetime import date, datetime, timedelta
from typing import Any

import polars as pl

from pipeline.teams import EXONYMS, STRONG, TEAM_SUFFIXES, TRANSLITERATE, TeamResolver, venue_code

__all__ = [
    "REASONS",
    "MatchResult",
    "code_hints",
    "resolved_legs",
    "alias_frame",
    "knockout_on",
    "match_listings",
    "TEAM_SUFFIXES",
    "fold_team_name",
    "series_frame",
]

KICKOFF_TOLERANCE = timedelta(hours=3)
_SUFFIXES = r"\b(?:" + "|".join(TEAM_SUFFIXES) + r")\b"


def fold_team_name(expr: pl.Expr) -> pl.Expr:
    """Fold a team name: diacritics, case, punctuation, club suffixes, years and exonyms.

    The frame form of `pipeline.teams.fold`: both give the same key for the same name.
    """
    folded = (
        expr.str.to_lowercase()
        .str.normalize("NFKD")
        .str.replace_all(r"\p{M}", "")
        .str.replace_many(list(TRANSLITERATE), list(TRANSLITERATE.values()))
        .str.replace_all(r"[^a-z0-9]+", " ")
        .str.replace_all(_SUFFIXES, " ")
        .str.replace_all(r"\b(?:18|19|20)\d\d\b", " ")
        .str.replace_all(r"\s+", " ")
        .str.strip_chars()
    )
    for exonym, local in EXONYMS.items():
        folded = folded.str.replace_all(rf"\b{exonym}\b", local)
    return folded


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
    unmatched: pl.DataFrame  # listings of covered series not paired, one row each, with reason
    report: list[dict[str, Any]] = field(default_factory=list)  # `unmatched` as documents


# Why a listing of a covered series was not paired (the unmatched report's `reason`).
REASONS = {
    "no_counterpart": "no listing on the other venue with the same teams within the tolerance",
    "unknown_team": "a team the resolver cannot place (nearest candidates listed)",
    "ambiguous": "more than one candidate (team or counterpart listing); never guessed",
    "unconfirmed": "a team placed by name similarity only (or a generic name) on both venues,"
    " or a listing naming none of its teams as the table does; a candidate",
    "not_1x2": "not a 1X2 listing (three legs: home, draw, away)",
}


def code_hints(venue_one_events: list[dict[str, Any]]) -> pl.DataFrame:
    """(venue, market_id, code_hint) from venue_one market slugs, which the snapshot omits."""
    rows = [
        {
            "venue": "venue_one",
            "market_id": str(m.get("id")),
            "code_hint": venue_code("venue_one", str(m.get("slug") or "")),
        }
        for ev in venue_one_events
        for m in ev.get("markets") or []
        if isinstance(m, dict)
    ]
    return pl.DataFrame(rows, schema=HINTS_SCHEMA).filter(pl.col("code_hint").is_not_null())


HINTS_SCHEMA = pl.Schema({"venue": pl.String(), "market_id": pl.String(), "code_hint": pl.String()})


def resolved_legs(
    snapshot: pl.DataFrame,
    series: pl.DataFrame,
    resolver: TeamResolver,
    hints: pl.DataFrame | None,
) -> pl.DataFrame:
    """Match-result legs with competition, resolved team (draw legs: none) and listing shape."""
    legs = snapshot.join(series, on=["venue", "series_id"], how="inner").with_columns(
        is_draw=pl.when(pl.col("venue") == "venue_one")
        .then(pl.col("outcome_label").fill_null("").str.starts_with("Draw"))
        .otherwise(pl.col("outcome_label").fill_null("").str.to_lowercase() == "tie"),
    )
    # venue_one also lists totals, props and two-way knockout markets: only moneyline legs
    # count toward a 1X2 listing (the others stay, for the unmatched report).
    legs = legs.with_columns(
        ml=(pl.col("venue") == "venue_two") | (pl.col("market_type").fill_null("") == "moneyline")
    )
    hint_frame = hints if hints is not None else HINTS_SCHEMA.to_frame()
    legs = legs.join(hint_frame, on=["venue", "market_id"], how="left").with_columns(
        code_hint=pl.when(pl.col("venue") == "venue_two")
        .then(
            pl.col("market_id").map_elements(
                lambda m: venue_code("venue_two", m), return_dtype=pl.String
            )
        )
        .otherwise(pl.col("code_hint"))
    )
    resolved = resolver.resolve_frame(
        legs.filter(~pl.col("is_draw") & pl.col("ml"))
        .select("competition", "outcome_label", "venue", "code_hint")
        .iter_rows()
    ).rename({"name": "outcome_label"})
    legs = legs.join(
        resolved,
        on=["competition", "outcome_label", "venue", "code_hint"],
        how="left",
        nulls_equal=True,
    ).with_columns(
        team=pl.when(pl.col("is_draw") | ~pl.col("ml")).then(None).otherwise(pl.col("team")),
        strong=pl.col("method").is_in(list(STRONG)).fill_null(False) & pl.col("ml"),
    )
    return _with_shape(legs)


_SHAPE = ("n", "draws", "teams", "unresolved", "strong_teams")


def _with_shape(legs: pl.DataFrame) -> pl.DataFrame:
    """Each leg with its listing's shape: legs, draws, teams placed, unresolved, strong."""
    # A 1X2 listing has exactly three moneyline legs: one draw, two teams.
    legs = legs.drop([c for c in _SHAPE if c in legs.columns])
    team_leg = ~pl.col("is_draw") & pl.col("ml")
    shape = legs.group_by("venue", "event_id").agg(
        n=pl.col("ml").sum(),
        draws=(pl.col("is_draw") & pl.col("ml")).sum(),
        teams=pl.col("team").filter(team_leg).drop_nulls().unique().sort(),
        unresolved=pl.col("team").filter(team_leg).is_null().sum(),
        strong_teams=pl.col("team").filter(pl.col("strong")).unique().sort(),
    )
    return legs.join(shape, on=["venue", "event_id"])


class _Unplaced:
    """1X2 listings with a team no signal places, by (venue, competition): rivals in time.

    A name placed weakly (similarity, a generic spelling, or by the match) may be the
    unplaced team of such a listing on the other venue near the same kickoff ("Los Angeles
    vs New York" beside a "LA Galaxy vs NY Red Bulls" the table cannot place): while one
    is that near, the weak placement pairs nothing.
    """

    def __init__(self, legs: pl.DataFrame) -> None:
        self.at: dict[tuple[str, str], list[tuple[str, datetime]]] = {}
        listings = legs.filter(
            (pl.col("n") == 3) & (pl.col("draws") == 1) & (pl.col("unresolved") > 0)
        )
        for venue, event_id, comp, kickoff in (
            listings.group_by("venue", "event_id")
            .agg(pl.col("competition").first(), pl.col("kickoff_utc").min())
            .iter_rows()
        ):
            self.at.setdefault((venue, comp), []).append((event_id, kickoff))

    def near(self, venue: str, comp: str, at: datetime, besides: str = "") -> bool:
        """An unplaced listing on `venue` within the tolerance of `at` (other than `besides`)."""
        return any(
            e != besides and abs(k - at) <= KICKOFF_TOLERANCE
            for e, k in self.at.get((venue, comp), [])
        )


def _anchored(legs: pl.DataFrame, resolver: TeamResolver) -> pl.DataFrame:
    """Legs placed by the match itself: (venue, market_id, team) to set, as strong.

    Two 1X2 listings, one per venue, of the same competition within the kickoff tolerance
    that share a team placed by the table or a code on both venues (the anchor) are the
    same match when neither venue has another such listing: a team plays one match at a
    time. Their other team is then confirmed when both venues place it alike (by name
    similarity only, say), or placed when one venue places it by the table or a code and
    the other venue's name, which fits no team, has it as its nearest candidate and shares
    a distinctive word with it (`TeamResolver.resembles`). An anchor
    written generically on either venue (a name that fits two teams, "Los Angeles"), a
    name that fits two teams, two unknown names, a candidate that disagrees, or a second
    listing of the anchor on either venue place nothing.
    """
    team_legs = legs.filter(
        ~pl.col("is_draw") & pl.col("ml") & (pl.col("n") == 3) & (pl.col("draws") == 1)
    )
    listings: dict[tuple[str, str], list[dict[str, Any]]] = {}
    for r in team_legs.select(
        "venue",
        "event_id",
        "competition",
        "kickoff_utc",
        "market_id",
        "outcome_label",
        "team",
        "strong",
        "reason",
        "candidates",
    ).iter_rows(named=True):
        listings.setdefault((r["venue"], r["event_id"]), []).append(r)
    by_anchor: dict[tuple[str, str, str], list[tuple[str, datetime]]] = {}
    for (venue, event_id), rows in listings.items():
        if len(rows) != 2:
            continue
        for r in rows:
            if r["team"] is not None:  # any placed team, so a weak rival also counts
                key = (venue, r["competition"], r["team"])
                by_anchor.setdefault(key, []).append((event_id, r["kickoff_utc"]))

    def near(venue: str, comp: str, team: str, at: datetime) -> set[str]:
        found = by_anchor.get((venue, comp, team), [])
        return {e for e, k in found if abs(k - at) <= KICKOFF_TOLERANCE}

    unplaced = _Unplaced(legs)
    out: list[dict[str, Any]] = []
    for (venue, event_id), rows in sorted(listings.items()):
        if venue != "venue_one" or len(rows) != 2:
            continue
        for anchor in rows:
            x, comp, at = anchor["team"], anchor["competition"], anchor["kickoff_utc"]
            if x is None or not anchor["strong"]:
                continue
            others = near("venue_two", comp, x, at)
            if len(others) != 1:
                continue
            (v2_event,) = others
            v2_rows = listings.get(("venue_two", v2_event), [])
            v2_anchor = [r for r in v2_rows if r["team"] == x]
            if len(v2_rows) != 2 or len(v2_anchor) != 1 or not v2_anchor[0]["strong"]:
                continue
            if any(
                len(resolver.fits(comp, r["outcome_label"])) > 1 for r in (anchor, v2_anchor[0])
            ):
                continue
            if near("venue_one", comp, x, v2_anchor[0]["kickoff_utc"]) != {event_id}:
                continue
            la = next(r for r in rows if r is not anchor)
            lb = next(r for r in v2_rows if r is not v2_anchor[0])
            # A weak leg on one venue might be an unplaced listing's team on the other.
            if (not la["strong"] and unplaced.near("venue_two", comp, at, v2_event)) or (
                not lb["strong"] and unplaced.near("venue_one", comp, at, event_id)
            ):
                continue
            placed = _place_other(la, lb, x)
            # A name placed only by being nearest must also look like the team it is given.
            unknown = [r for r in (la, lb) if r["team"] is None]
            if placed and all(
                resolver.resembles(comp, r["outcome_label"], placed[0]["anchored"]) for r in unknown
            ):
                out.extend(placed)
    return pl.DataFrame(out, schema=ANCHORED_SCHEMA).unique(["venue", "market_id"], keep="none")


def _nearest_is(leg: dict[str, Any], team: str) -> bool:
    """The leg's name fits no team (not two: that is a generic name) and `team` is nearest."""
    candidates = leg["candidates"] or []
    return bool(leg["reason"] == "unknown" and candidates and candidates[0] == team)


ANCHORED_SCHEMA = pl.Schema(
    {"venue": pl.String(), "market_id": pl.String(), "anchored": pl.String()}
)


def _place_other(la: dict[str, Any], lb: dict[str, Any], anchor: str) -> list[dict[str, Any]]:
    """The other team legs of two listings sharing `anchor`: what to place, if anything."""
    ta, tb = la["team"], lb["team"]
    if la["strong"] and lb["strong"]:
        return []
    if ta is not None and tb is not None:
        team = ta if ta == tb else None
    elif ta is None and tb is not None and lb["strong"]:
        team = tb if _nearest_is(la, tb) else None
    elif tb is None and ta is not None and la["strong"]:
        team = ta if _nearest_is(lb, ta) else None
    else:
        team = None
    if team is None or team == anchor:
        return []
    return [
        {"venue": "venue_one", "market_id": la["market_id"], "anchored": team},
        {"venue": "venue_two", "market_id": lb["market_id"], "anchored": team},
    ]


def match_listings(
    snapshot: pl.DataFrame,
    *,
    teams: dict[str, Any],
    competitions: dict[str, Any],
    cutoff: date,
    hints: pl.DataFrame | None = None,
    resolver: TeamResolver | None = None,
) -> MatchResult:
    """Pair venue_one and venue_two 1X2 listings kicking off before `cutoff`.

    `hints` carries venue_one market slugs' team codes (`code_hints`); venue_two's come
    from its tickers.
    """
    resolver = resolver or TeamResolver(teams, competitions)
    all_legs = resolved_legs(snapshot, series_frame(competitions), resolver, hints)
    all_legs = all_legs.filter(pl.col("kickoff_utc").dt.date() < cutoff)
    anchored = _anchored(all_legs, resolver)
    if anchored.height:
        hit = pl.col("anchored").is_not_null()
        all_legs = _with_shape(
            all_legs.join(anchored, on=["venue", "market_id"], how="left").with_columns(
                team=pl.coalesce("anchored", "team"),
                method=pl.when(hit).then(pl.lit("anchor")).otherwise(pl.col("method")),
                strong=pl.col("strong") | hit,
            )
        ).drop("anchored")
    is_1x2 = (pl.col("n") == 3) & (pl.col("draws") == 1)
    resolved = is_1x2 & (pl.col("teams").list.len() == 2) & (pl.col("unresolved") == 0)
    legs = all_legs.filter(resolved & pl.col("ml"))
    ev = legs.group_by("venue", "event_id").agg(
        pl.col("competition").first(),
        pl.col("teams").first(),
        pl.col("strong_teams").first(),
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
    # Each team must be placed by the table or a venue code on at least one venue: a name
    # similarity on both sides is a candidate, never a pair.
    # and each listing places at least one of its teams so on its own: a listing written
    # only in generic or similar names ("Los Angeles vs New York") is a candidate.
    confirmed = (
        (
            pl.col("teams")
            .list.set_difference(pl.col("strong_teams").list.set_union(pl.col("strong_teams_v2")))
            .list.len()
            == 0
        )
        & (pl.col("strong_teams").list.len() > 0)
        & (pl.col("strong_teams_v2").list.len() > 0)
    )
    unplaced = _Unplaced(all_legs)
    rival = pl.Series(
        [
            (weak1 and unplaced.near("venue_two", comp, k1, e2))
            or (weak2 and unplaced.near("venue_one", comp, k2, e1))
            for comp, e1, e2, k1, k2, weak1, weak2 in cand.select(
                "competition",
                "v1_event",
                "v2_event",
                "kickoff_utc",
                "kickoff_utc_v2",
                (pl.col("teams").list.set_difference("strong_teams").list.len() > 0).alias("w1"),
                (pl.col("teams").list.set_difference("strong_teams_v2").list.len() > 0).alias("w2"),
            ).iter_rows()
        ],
        dtype=pl.Boolean,
    )
    confirmed = confirmed & ~pl.lit(rival)
    single = (pl.col("n1") == 1) & (pl.col("n2") == 1)
    unique = cand.filter(single & confirmed)
    unconfirmed = cand.filter(single & ~confirmed)
    ambiguous = cand.filter(~single).select(
        "competition", "teams", "v1_event", "v2_event", "kickoff_utc", "kickoff_utc_v2"
    )
    matched_ids = set(unique["v1_event"].to_list()) | set(unique["v2_event"].to_list())
    unmatched = _unmatched(all_legs, ev, cand, ambiguous, unconfirmed, matched_ids)

    # Home is venue_two's first-named team: find which team its title names first.
    v2_legs = legs.filter(pl.col("venue") == "venue_two")
    home = (
        v2_legs.filter(~pl.col("is_draw"))
        .with_columns(
            pos=pl.coalesce(
                pl.col("event_title")
                .str.to_lowercase()
                .str.find(pl.col("outcome_label").str.to_lowercase(), literal=True),
                # else the order of the team codes in the event ticker
                pl.col("event_id").str.find(pl.col("code_hint"), literal=True) + 1000,
            )
        )
        .sort("pos", nulls_last=True)
        .group_by("event_id")
        .agg(home=pl.col("team").first())
    )
    unique = unique.join(home, left_on="v2_event", right_on="event_id", how="left").with_columns(
        away=pl.col("teams").list.set_difference(pl.concat_list("home")).list.first()
    )
    role = pl.when(pl.col("is_draw")).then(pl.lit("draw")).otherwise(pl.col("team"))
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
    events = _to_events(pairs, competitions)
    return MatchResult(
        events=events,
        ambiguous=ambiguous,
        unmatched=unmatched,
        report=unmatched.to_dicts(),
    )


UNMATCHED_SCHEMA = pl.Schema(
    {
        "venue": pl.String(),
        "event_id": pl.String(),
        "competition": pl.String(),
        "kickoff_utc": pl.String(),
        "event_title": pl.String(),
        "reason": pl.String(),
        "detail": pl.String(),
        "candidates": pl.List(pl.String()),
    }
)


def _unmatched(
    all_legs: pl.DataFrame,
    ev: pl.DataFrame,
    cand: pl.DataFrame,
    ambiguous: pl.DataFrame,
    unconfirmed: pl.DataFrame,
    matched_ids: set[str],
) -> pl.DataFrame:
    """Every listing of a covered series that was not paired, with its reason and detail."""
    rows: list[dict[str, Any]] = []
    by_listing = all_legs.partition_by("venue", "event_id", as_dict=True)
    amb: dict[str, set[str]] = {}
    for a, b in ambiguous.select("v1_event", "v2_event").iter_rows():
        amb.setdefault(a, set()).add(b)
        amb.setdefault(b, set()).add(a)
    weak: dict[str, str] = {}
    for a, b in unconfirmed.select("v1_event", "v2_event").iter_rows():
        weak[a], weak[b] = b, a
    teams_of = {(r["venue"], r["event_id"]): r for r in ev.iter_rows(named=True)}
    for (venue, event_id), grp in sorted(by_listing.items()):
        if event_id in matched_ids:
            continue
        first = grp.row(0, named=True)
        candidates: list[str] = []
        if not (first["n"] == 3 and first["draws"] == 1):
            reason = "not_1x2"
            kinds = sorted({str(k) for k in grp["market_type"].fill_null("?").to_list()})
            detail = f"{first['n']} moneyline legs ({first['draws']} draw); markets: {kinds}"
        elif first["unresolved"] or len(first["teams"]) != 2:
            bad = grp.filter(~pl.col("is_draw") & pl.col("ml") & pl.col("team").is_null())
            reasons = set(bad["reason"].drop_nulls().to_list())
            reason = "ambiguous" if reasons == {"ambiguous"} else "unknown_team"
            parts = []
            for r in bad.iter_rows(named=True):
                cands = r["candidates"] or []
                candidates.extend(cands)
                parts.append(f"{r['outcome_label']!r}: {r['reason']}, candidates {cands}")
            if not bad.height:
                parts.append("both team legs name the same team")
            detail = "; ".join(parts)
        elif event_id in amb:
            reason = "ambiguous"
            candidates = sorted(amb[event_id])
            detail = f"{len(candidates)} listings on the other venue fit: {candidates}"
        elif event_id in weak:
            reason = "unconfirmed"
            candidates = [weak[event_id]]
            detail = (
                f"a team is placed by name similarity only on both venues, or a listing "
                f"names none of its teams as the table spells it; candidate {weak[event_id]}"
            )
        else:
            reason = "no_counterpart"
            me = teams_of.get((venue, event_id))
            other = "venue_two" if venue == "venue_one" else "venue_one"
            near = [
                (abs((r["kickoff_utc"] - me["kickoff_utc"]).total_seconds()) / 3600, r["event_id"])
                for (v, _), r in teams_of.items()
                if me
                and v == other
                and r["competition"] == me["competition"]
                and r["teams"] == me["teams"]
            ]
            detail = f"no {other} listing of {'-'.join(me['teams']) if me else '?'} within 3 h"
            if near:
                gap, eid = min(near)
                candidates = [eid]
                detail += f"; nearest {eid}, {gap:.1f} h apart"
        kickoff = grp["kickoff_utc"].min()
        rows.append(
            {
                "venue": venue,
                "event_id": event_id,
                "competition": first["competition"],
                "kickoff_utc": kickoff.strftime("%Y-%m-%dT%H:%M:%SZ")
                if isinstance(kickoff, datetime)
                else None,
                "event_title": first["event_title"],
                "reason": reason,
                "detail": detail,
                "candidates": candidates,
            }
        )
    return pl.DataFrame(rows, schema=UNMATCHED_SCHEMA)


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
