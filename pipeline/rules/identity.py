"""Identity divergences of a pair (same match, same result, same side) and the shared
builder of a divergence candidate: `when(cond).then(struct)`, null when it does not apply.
"""

from __future__ import annotations

import polars as pl

from pipeline.rules.contingency import leg

__all__ = [
    "DIVERGENCE",
    "candidate",
    "fixture",
    "fixture_ok",
    "outcome",
    "outcome_state",
    "paid",
    "text",
]

DIVERGENCE = pl.Struct(
    {
        "code": pl.String,
        "dimension": pl.String,
        "severity": pl.String,
        "venue_one": pl.String,
        "venue_two": pl.String,
        "explanation": pl.String,
        "evidence_venue_one": pl.String,
        "evidence_venue_two": pl.String,
    }
)
_KICKOFF_TOLERANCE = pl.duration(hours=3)


def candidate(
    cond: pl.Expr,
    code: str,
    dimension: str,
    severity: str | pl.Expr,
    one: pl.Expr,
    two: pl.Expr,
    explanation: pl.Expr,
    evidence_one: pl.Expr | None = None,
    evidence_two: pl.Expr | None = None,
) -> pl.Expr:
    """A divergence struct when `cond` holds (a null condition counts as true), else null."""
    none = pl.lit(None, dtype=pl.String)
    sev = pl.lit(severity) if isinstance(severity, str) else severity
    return pl.when(cond.fill_null(True)).then(
        pl.struct(
            code=pl.lit(code),
            dimension=pl.lit(dimension),
            severity=sev,
            venue_one=one.cast(pl.String),
            venue_two=two.cast(pl.String),
            explanation=explanation,
            evidence_venue_one=none if evidence_one is None else evidence_one,
            evidence_venue_two=none if evidence_two is None else evidence_two,
        )
    )


def text(expr: pl.Expr) -> pl.Expr:
    """`expr` as text for an explanation, "unknown" where null."""
    return expr.cast(pl.String).fill_null(pl.lit("unknown"))


# ---- identity ------------------------------------------------------------------------
def _match(side: str) -> pl.Expr:
    kickoff = leg(side, "kickoff_utc").dt.convert_time_zone("UTC").dt.strftime("%Y-%m-%dT%H:%MZ")
    return pl.format("{}-{} @ {}", text(leg(side, "home")), text(leg(side, "away")), text(kickoff))


def fixture_ok() -> tuple[pl.Expr, pl.Expr]:
    """(same teams, kickoff instants within 3 hours); a date shift alone is not a mismatch."""
    a_home, a_away, b_home, b_away = (leg(s, t) for s in "ab" for t in ("home", "away"))
    teams = ((a_home == b_home) & (a_away == b_away)) | ((a_home == b_away) & (a_away == b_home))
    gap = (leg("a", "kickoff_utc") - leg("b", "kickoff_utc")).abs()
    return teams.fill_null(False), (gap <= _KICKOFF_TOLERANCE).fill_null(False)


def fixture() -> pl.Expr:
    """FIXTURE_MISMATCH: the legs name different teams, or kickoffs more than 3 h apart."""
    teams, kickoff = fixture_ok()
    gap_h = (leg("a", "kickoff_utc") - leg("b", "kickoff_utc")).abs().dt.total_minutes() / 60
    explanation = (
        pl.when(teams.not_())
        .then(
            pl.format(
                "The legs name different matches: venue_one {}, venue_two {}.",
                _match("a"),
                _match("b"),
            )
        )
        .otherwise(
            pl.format(
                "The kickoff instants differ by {} hours (more than 3),"
                " so the legs are not the same match.",
                text(gap_h.round(1)),
            )
        )
    )
    return candidate(
        (teams & kickoff).not_(),
        "FIXTURE_MISMATCH",
        "identity",
        "BLOCK",
        _match("a"),
        _match("b"),
        explanation,
        leg("a", "outcome_evidence"),
        leg("b", "outcome_evidence"),
    )


def paid(side: str) -> pl.Expr:
    """The result the leg's Yes pays on, as a canonical key (null when unknown)."""
    pays = leg(side, "pays_on")
    home, away = leg(side, "home"), leg(side, "away")
    return (
        pl.when(pays == "home")
        .then(pl.format("{} win", home))
        .when(pays == "away")
        .then(pl.format("{} win", away))
        .when(pays == "draw")
        .then(pl.lit("draw"))
        .when(pays == "advance_home")
        .then(pl.format("{} advances", home))
        .when(pays == "advance_away")
        .then(pl.format("{} advances", away))
    )


def _listing_kind(side: str) -> pl.Expr:
    pays = leg(side, "pays_on")
    return (
        pl.when(pays.is_in(["home", "away"]))
        .then(pl.lit("win"))
        .when(pays == "draw")
        .then(pl.lit("draw"))
        .when(pays.is_in(["advance_home", "advance_away"]))
        .then(pl.lit("advance"))
    )


def _text_contradicts_listing(side: str) -> pl.Expr:
    kind = leg(side, "outcome_kind")
    return ((kind != "unknown") & (kind != _listing_kind(side))).fill_null(False)


def outcome_state() -> tuple[pl.Expr, pl.Expr]:
    """(mismatch established, outcome unreadable on a leg)."""
    polarity = leg("a", "held") != leg("b", "held")
    results = (paid("a") != paid("b")).fill_null(False)
    contradiction = _text_contradicts_listing("a") | _text_contradicts_listing("b")
    mismatch = polarity.fill_null(True) | results | contradiction
    unreadable = (
        paid("a").is_null()
        | paid("b").is_null()
        | (leg("a", "outcome_status") != "recognized")
        | (leg("b", "outcome_status") != "recognized")
    ).fill_null(True)
    return mismatch, unreadable


def _held_on(side: str) -> pl.Expr:
    held = pl.when(leg(side, "held") == "no").then(pl.lit("No")).otherwise(pl.lit("Yes"))
    return pl.format("{} on {}", held, text(paid(side)))


def outcome() -> pl.Expr:
    """OUTCOME_MISMATCH: different results paid, Yes against No, or text against listing."""
    mismatch, _ = outcome_state()
    explanation = (
        pl.when((paid("a") != paid("b")).fill_null(False))
        .then(
            pl.format(
                "The legs pay on different results: venue_one on {}, venue_two on {}.",
                text(paid("a")),
                text(paid("b")),
            )
        )
        .when(leg("a", "held") != leg("b", "held"))
        .then(
            pl.format(
                "One leg holds Yes and the other No of the same result ({}):"
                " they pay in opposite states.",
                text(paid("a")),
            )
        )
        .otherwise(
            pl.format(
                "A leg's rule text pays on a different result than its listing:"
                " venue_one text {} vs listing {}, venue_two text {} vs listing {}.",
                text(leg("a", "outcome_kind")),
                text(_listing_kind("a")),
                text(leg("b", "outcome_kind")),
                text(_listing_kind("b")),
            )
        )
    )
    return candidate(
        mismatch,
        "OUTCOME_MISMATCH",
        "identity",
        "BLOCK",
        _held_on("a"),
        _held_on("b"),
        explanation,
        leg("a", "outcome_evidence"),
        leg("b", "outcome_evidence"),
    )
