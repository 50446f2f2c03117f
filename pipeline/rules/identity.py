"""Identity divergences of a pair (same match, same result, same side) and the shared
builder of a divergence candidate: `when(cond).then(struct)`, null when it does not apply.
"""

from __future__ import annotations

import polars as pl

from pipeline.rules.contingency import leg

__all__ = [
    "DIVERGENCE",
    "FAMILY_NEEDS",
    "FAMILY_TERMS",
    "KICKOFF_TOLERANCE",
    "candidate",
    "cross_family",
    "family_class",
    "fixture",
    "fixture_ok",
    "outcome",
    "outcome_state",
    "paid",
    "one_x_two_vs_advance",
    "quoted",
    "text",
    "unreadable_side",
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
        # How each leg's value behind the evidence was had: recognized (read from the quoted
        # clause), inferred (derived from what `derived_from` names), unrecognized, ...
        "evidence_status_venue_one": pl.String,
        "evidence_status_venue_two": pl.String,
        "derived_from_venue_one": pl.String,
        "derived_from_venue_two": pl.String,
    }
)
KICKOFF_TOLERANCE = pl.duration(hours=3)


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
    *,
    statuses: tuple[pl.Expr, pl.Expr] | None = None,
    derived: tuple[pl.Expr, pl.Expr] | None = None,
) -> pl.Expr:
    """A divergence struct when `cond` holds (a null condition counts as true), else null.

    `statuses` are the reading statuses of the values the evidence stands for, `derived`
    what an inferred value was derived from (null where it was read).
    """
    none = pl.lit(None, dtype=pl.String)
    sev = pl.lit(severity) if isinstance(severity, str) else severity
    status_one, status_two = (none, none) if statuses is None else statuses
    derived_one, derived_two = (none, none) if derived is None else derived
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
            evidence_status_venue_one=status_one,
            evidence_status_venue_two=status_two,
            derived_from_venue_one=derived_one,
            derived_from_venue_two=derived_two,
        )
    )


def quoted(name: str) -> dict[str, tuple[pl.Expr, pl.Expr]]:
    """Evidence, status and derived_from of record value `name` on both legs, as `candidate`
    takes them (`derived_from` is null for a dimension that is never inferred)."""
    derived = f"{name}_derived_from"

    def of(side: str) -> pl.Expr:
        column = leg(side, derived)
        return column if derived in _DERIVED else pl.lit(None, dtype=pl.String)

    return {
        "evidence": (leg("a", f"{name}_evidence"), leg("b", f"{name}_evidence")),
        "statuses": (leg("a", f"{name}_status"), leg("b", f"{name}_status")),
        "derived": (of("a"), of("b")),
    }


# The record's values that can be inferred, with the column naming what they came from.
_DERIVED = (
    "family_derived_from",
    "outcome_derived_from",
    "source_derived_from",
    "void_abandoned_derived_from",
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
    return teams.fill_null(False), (gap <= KICKOFF_TOLERANCE).fill_null(False)


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
        statuses=quoted("outcome")["statuses"],
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


def family_class(side: str) -> pl.Expr:
    """The leg's bet class: `1x2` for a win or draw leg, else its family (`unknown` too)."""
    fam = leg(side, "family").fill_null("unknown")
    return pl.when(fam.is_in(["win", "draw"])).then(pl.lit("1x2")).otherwise(fam)


def _classic() -> pl.Expr:
    """Both legs are 1X2 or both advance legs: compared on the result their listing pays."""
    a, b = family_class("a"), family_class("b")
    return (a == b) & a.is_in(["1x2", "advance"])


def cross_family() -> pl.Expr:
    """Both families read and different: the legs are different kinds of bet."""
    a, b = family_class("a"), family_class("b")
    return ((a != "unknown") & (b != "unknown") & (a != b)).fill_null(False)


def one_x_two_vs_advance() -> pl.Expr:
    """One leg a 90-minute 1X2 bet, the other an advance bet (extra time and penalties)."""
    a, b = family_class("a"), family_class("b")
    return (((a == "1x2") & (b == "advance")) | ((a == "advance") & (b == "1x2"))).fill_null(False)


FAMILY_TERMS = ("outcome_side", "outcome_line", "outcome_period")
# The terms each non-1X2 family must state to be compared.
FAMILY_NEEDS: dict[str, tuple[str, ...]] = {
    "spread": ("outcome_side", "outcome_line"),
    "total": ("outcome_side", "outcome_line"),
    "btts": ("outcome_side",),
    "half": ("outcome_side", "outcome_period"),
    "exact_score": ("outcome_side",),
}


def _terms_state() -> tuple[pl.Expr, pl.Expr]:
    """(terms differ, a needed term unread) for two legs of the same non-1X2 family.

    `other` has no terms this engine can compare, so two `other` legs are never the same
    bet as far as it can tell (unread).
    """
    cls = family_class("a")
    same = (cls == family_class("b")).fill_null(False) & cls.is_in([*FAMILY_NEEDS, "other"])
    differ: pl.Expr = pl.lit(False)
    for term in FAMILY_TERMS:
        a, b = leg("a", term).cast(pl.String), leg("b", term).cast(pl.String)
        differ = differ | (a.is_not_null() & b.is_not_null() & (a != b))
    unread: pl.Expr = cls == "other"
    for fam, needs in FAMILY_NEEDS.items():
        missing = pl.any_horizontal([leg(s, t).is_null() for s in "ab" for t in needs])
        unread = unread | ((cls == fam) & missing)
    return (same & differ).fill_null(False), (same & unread).fill_null(False)


def outcome_state() -> tuple[pl.Expr, pl.Expr]:
    """(mismatch established, outcome unreadable on a leg)."""
    polarity = leg("a", "held") != leg("b", "held")
    classic = _classic()
    results = (paid("a") != paid("b")).fill_null(False)
    contradiction = _text_contradicts_listing("a") | _text_contradicts_listing("b")
    terms_differ, terms_unread = _terms_state()
    mismatch = (
        polarity.fill_null(True)
        | cross_family()
        | terms_differ
        | (classic & (results | contradiction))
    )
    classic_unread = (
        paid("a").is_null()
        | paid("b").is_null()
        | (leg("a", "outcome_status") != "recognized")
        | (leg("b", "outcome_status") != "recognized")
    ).fill_null(True)
    unreadable = (
        (family_class("a") == "unknown")
        | (family_class("b") == "unknown")
        | terms_unread
        | (classic & classic_unread)
    )
    return mismatch, unreadable.fill_null(True)


def unreadable_side(side: str) -> pl.Expr:
    """The leg's outcome (family, its terms, or the result its listing pays) is not read."""
    cls = family_class(side)
    classic = cls.is_in(["1x2", "advance"])
    classic_unread = paid(side).is_null() | (leg(side, "outcome_status") != "recognized")
    terms_unread: pl.Expr = cls == "other"
    for fam, needs in FAMILY_NEEDS.items():
        missing = pl.any_horizontal([leg(side, t).is_null() for t in needs])
        terms_unread = terms_unread | ((cls == fam) & missing)
    return ((cls == "unknown") | (classic & classic_unread) | terms_unread).fill_null(True)


def _terms(side: str) -> pl.Expr:
    return pl.format(
        "{} {} {} {}",
        text(leg(side, "family")),
        text(leg(side, "outcome_side")),
        text(leg(side, "outcome_line")),
        leg(side, "outcome_period").fill_null(""),
    ).str.strip_chars()


def _held_on(side: str) -> pl.Expr:
    held = pl.when(leg(side, "held") == "no").then(pl.lit("No")).otherwise(pl.lit("Yes"))
    return pl.format("{} on {}", held, text(paid(side)))


def outcome() -> pl.Expr:
    """OUTCOME_MISMATCH: different results paid, Yes against No, or text against listing."""
    mismatch, _ = outcome_state()
    explanation = (
        pl.when(cross_family())
        .then(
            pl.format(
                "The legs are different kinds of bet: venue_one a {} market, venue_two a {}"
                " market; they pay in different states of the world.",
                leg("a", "family"),
                leg("b", "family"),
            )
        )
        .when(_terms_state()[0])
        .then(
            pl.format(
                "The legs are on different terms: venue_one {}, venue_two {}.",
                _terms("a"),
                _terms("b"),
            )
        )
        .when(_classic() & (paid("a") != paid("b")).fill_null(False))
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
    # Legs of different families: what decided it is each leg's family, not its outcome.
    family, result = quoted("family"), quoted("outcome")
    cross = cross_family()

    def pick(part: str) -> tuple[pl.Expr, pl.Expr]:
        one, two = (
            pl.when(cross).then(f).otherwise(r)
            for f, r in zip(family[part], result[part], strict=True)
        )
        return one, two

    return candidate(
        mismatch,
        "OUTCOME_MISMATCH",
        "identity",
        "BLOCK",
        _held_on("a"),
        _held_on("b"),
        explanation,
        *pick("evidence"),
        statuses=pick("statuses"),
        derived=pick("derived"),
    )
