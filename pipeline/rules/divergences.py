"""Rule-dimension and operational divergence candidates of a pair (void, scope, timing,
source, RULE_UNRECOGNIZED, THIN_LIQUIDITY, STALE_SNAPSHOT).

Per dimension the engine reports at most one code: the mismatch when the values that could
be read already differ, otherwise RULE_UNRECOGNIZED when a value on either leg could not be
read (never a guessed value, never both codes for one dimension). A mismatch established
from readable values is not softened to RULE_UNRECOGNIZED because another part of the same
dimension is unreadable; its explanation says so instead.
"""

from __future__ import annotations

import polars as pl

from pipeline.rules import patterns as P
from pipeline.rules.contingency import (
    VOID_BRANCHES,
    differs,
    known,
    leg,
    payouts,
    window_hours,
)
from pipeline.rules.identity import candidate, one_x_two_vs_advance, quoted, text

__all__ = [
    "TIMING_RECORD_COLUMNS",
    "book_depth_usd",
    "book_depths",
    "depth_usd",
    "held_depth_usd",
    "held_side",
    "void_unread_quote",
    "liquidity",
    "liquidity_condition",
    "scope",
    "scope_state",
    "source",
    "stale_snapshot",
    "timing",
    "timing_record_columns",
    "unrecognized",
    "void",
    "void_state",
]

_SCOPE_WORDS = {
    "regulation": "90 minutes plus stoppage time",
    "extra_time": "the whole game including extra time",
    "penalties": "the tie including extra time and penalties",
}
_STATUS_WORDS = {
    "unrecognized": "its wording is not understood",
    "conflicting": "its clauses contradict each other",
    "absent": "the rules are silent on it",
    "unresolved": "the result its listing pays on is not resolved",
}
_PAYOUT_WORDS = {
    "yes": "in full",
    "no": "nothing",
    "50-50": "half",
    "fair_price": "a fair price",
    "last_price": "the last fair market price",
    "refund": "a refund",
    "result": "on the eventual result",
    "fixed_outcome": "as a fixed fallback outcome",
}
_ASK_BAND = 0.02 + 1e-9  # "within 2 cents of the best ask", with float slack


def _words(expr: pl.Expr, table: dict[str, str]) -> pl.Expr:
    return expr.replace_strict(table, default=expr, return_dtype=pl.String)


# ---- void ----------------------------------------------------------------------------
def _void_unreadable(side: str) -> pl.Expr:
    has_window = leg(side, "timing_window_hours").is_not_null()
    return (
        known(leg(side, "void_cancelled")).not_()
        | known(leg(side, "void_abandoned")).not_()
        | (has_window & known(leg(side, "void_postponed_long")).not_())
    )


def void_state() -> tuple[pl.Expr, pl.Expr, pl.Expr]:
    """(mismatch established, unreadable on venue_one, unreadable on venue_two).

    A postponement payout left unknown by an unreadable window belongs to timing, not void.
    """
    mismatch = pl.any_horizontal([differs(n) for n in VOID_BRANCHES])
    return mismatch, _void_unreadable("a"), _void_unreadable("b")


# The record value behind each void contingency, in the order its clause is quoted: the
# void rule proper (cancellation, abandonment) before the postponement branches, whose
# clause is the one timing quotes.
_BRANCH_VALUE = {
    "cancelled": "void_cancelled",
    "abandoned": "void_abandoned",
    "postponed_beyond_window": "void_postponed_long",
    "postponed_within_48h": "void_postponed_long",
}
_QUOTE_ORDER = tuple(_BRANCH_VALUE)
_QUOTE_PARTS = ("evidence", "statuses", "derived")


def _quote_first(
    applies: dict[str, tuple[pl.Expr, pl.Expr]], default: str | None = None
) -> dict[str, list[pl.Expr]]:
    """Per part (evidence, statuses, derived) and leg, that of the first branch (in
    _QUOTE_ORDER) whose condition holds on that leg; else `default`'s, else null."""
    none = pl.lit(None, dtype=pl.String)
    out = {
        part: [none if default is None else quoted(default)[part][i] for i in (0, 1)]
        for part in _QUOTE_PARTS
    }
    for name in reversed(_QUOTE_ORDER):
        parts = quoted(_BRANCH_VALUE[name])
        for part in _QUOTE_PARTS:
            for i in (0, 1):
                out[part][i] = (
                    pl.when(applies[name][i]).then(parts[part][i]).otherwise(out[part][i])
                )
    return out


def void_unread_quote() -> dict[str, tuple[pl.Expr, pl.Expr]]:
    """What RULE_UNRECOGNIZED on void quotes of each leg: the first void value it could not
    read (the clause not understood), else its cancellation clause."""

    def unread(side: str) -> dict[str, pl.Expr]:
        has_window = leg(side, "timing_window_hours").is_not_null()
        long_unread = has_window & known(leg(side, "void_postponed_long")).not_()
        return {
            "cancelled": known(leg(side, "void_cancelled")).not_(),
            "abandoned": known(leg(side, "void_abandoned")).not_(),
            "postponed_beyond_window": long_unread,
            "postponed_within_48h": long_unread,
        }

    a, b = unread("a"), unread("b")
    picked = _quote_first({n: (a[n], b[n]) for n in _QUOTE_ORDER}, default="void_cancelled")
    return {part: (v[0], v[1]) for part, v in picked.items()}


def void() -> pl.Expr:
    """VOID_RULE_MISMATCH: a void-branch contingency pays the held contracts differently."""
    one, two = payouts("a"), payouts("b")
    mismatch, un_a, un_b = void_state()
    quote = _quote_first({n: (differs(n), differs(n)) for n in _QUOTE_ORDER})
    phrases = [
        pl.when(differs(name)).then(
            pl.format(
                "{}: venue_one pays {}, venue_two {}",
                pl.lit(name.replace("_", " ")),
                _words(one[name], _PAYOUT_WORDS),
                _words(two[name], _PAYOUT_WORDS),
            )
        )
        for name in VOID_BRANCHES
    ]
    # The phrases that apply, joined: concat_str skips the nulls as the list did (the
    # same text, without building a list per row, which cost more than the rest).
    listed = pl.concat_str(phrases, separator="; ", ignore_nulls=True)
    also = (
        pl.when(un_a | un_b)
        .then(pl.lit(" Some other void clauses could not be read."))
        .otherwise(pl.lit(""))
    )

    def values(p: dict[str, pl.Expr]) -> pl.Expr:
        return pl.concat_str(
            [pl.format("{}={}", pl.lit(n), p[n]) for n in VOID_BRANCHES], separator="; "
        )

    return candidate(
        mismatch,
        "VOID_RULE_MISMATCH",
        "void",
        "BLOCK",
        values(one),
        values(two),
        pl.format(
            "The held contracts pay differently when the match is not played as scheduled: {}.{}",
            listed,
            also,
        ),
        *quote["evidence"],
        statuses=(quote["statuses"][0], quote["statuses"][1]),
        derived=(quote["derived"][0], quote["derived"][1]),
    )


# ---- scope ---------------------------------------------------------------------------
def scope_state() -> pl.Expr:
    """Both scopes read and different, or a 1X2 leg against an advance leg (whose result
    counts extra time and penalties, whatever its text says of them)."""
    a, b = leg("a", "scope"), leg("b", "scope")
    read_differ = ((a != "unknown") & (b != "unknown") & (a != b)).fill_null(False)
    return read_differ | one_x_two_vs_advance()


def scope() -> pl.Expr:
    """SCOPE_MISMATCH: BLOCK where the match can go to extra time (knockout), else CAUTION."""
    knockout = pl.col("knockout").fill_null(True)
    tail = (
        pl.when(knockout)
        .then(
            pl.lit(
                " This is a knockout match that can go to extra time,"
                " so the legs can settle on different results."
            )
        )
        .otherwise(
            pl.lit(
                " In a league match without extra time the results coincide,"
                " but the contracts differ."
            )
        )
    )
    return candidate(
        scope_state(),
        "SCOPE_MISMATCH",
        "scope",
        pl.when(knockout).then(pl.lit("BLOCK")).otherwise(pl.lit("CAUTION")),
        leg("a", "scope"),
        leg("b", "scope"),
        pl.format(
            "The legs settle on different periods: venue_one on {}, venue_two on {}.{}",
            _words(leg("a", "scope"), _SCOPE_WORDS),
            _words(leg("b", "scope"), _SCOPE_WORDS),
            tail,
        ),
        leg("a", "scope_evidence"),
        leg("b", "scope_evidence"),
        statuses=quoted("scope")["statuses"],
    )


# ---- timing --------------------------------------------------------------------------
def _window_words(side: str) -> pl.Expr:
    window = leg(side, "timing_window")
    parts = window.str.split(":")
    return (
        pl.when(window == "open_until_played")
        .then(pl.lit("stays open until the match is played"))
        .otherwise(
            pl.format(
                "settles without the match once it is postponed beyond {} {}",
                parts.list.get(1, null_on_oob=True),
                parts.list.get(0, null_on_oob=True),
            )
        )
    )


def _deadline(side: str) -> pl.Expr:
    hours = leg(side, "result_deadline_hours")
    return pl.when(hours.is_null()).then(pl.lit("none")).otherwise(pl.format("{} h", hours))


def timing_state() -> pl.Expr:
    """Both windows read, and the windows or the result deadlines differ."""
    readable = (leg("a", "timing_window") != "unknown") & (leg("b", "timing_window") != "unknown")
    windows = window_hours("a") == window_hours("b")
    deadlines = leg("a", "result_deadline_hours").eq_missing(leg("b", "result_deadline_hours"))
    return (readable & (windows.not_() | deadlines.not_())).fill_null(False)


# The part of a clause that states a postponement window ("rescheduled to more than 48 hours
# after its original start"), up to the next comma or stop.
_WINDOW_PHRASE = P.ci(rf"(?:{P.POSTPONE})[^,;.]*?(?:{P._raw(P.DURATION)})[^,;.]*")


# Per rule record, what timing's quote needs of its own texts, so that the quote is decided
# per distinct combination like every other candidate (on a million pairs, extracting the
# phrase per pair cost more than all the other candidates together): the window phrase of
# its timing clause, and whether the phrase is what timing quotes when that clause is the
# one quoted for each void value (in the keyed rows the phrase itself is only a marker).
_VOID_VALUES = tuple(dict.fromkeys(_BRANCH_VALUE.values()))
TIMING_RECORD_COLUMNS = (
    "timing_window_evidence",
    *(f"timing_quotes_{v}" for v in _VOID_VALUES),
)


# Timing clause -> its window phrase (None: none), as `timing_record_columns` cut them.
_WINDOW_CUTS: dict[str, str | None] = {}
_WINDOW_CUTS_MAX = 20_000
_UNCUT = "\x00uncut"  # not a phrase: what a clause not cut yet maps to


def timing_record_columns(records: pl.DataFrame) -> pl.DataFrame:
    """`records` (unprefixed rule records) plus TIMING_RECORD_COLUMNS, from their evidence.

    The window phrase is cut once per distinct timing clause: records share their clauses
    (B1's 199,859 records of new texts hold 413), and cut per record the regex cost more
    than the rest of the comparison.
    """
    ev, phrase = pl.col("timing_evidence"), pl.col("timing_window_evidence")
    clauses = records.get_column("timing_evidence").unique().drop_nulls()
    # Each clause's phrase is kept across calls: a call's regex is compiled anew (about
    # 3 ms, most of what one pair's records cost here), and clauses recur across audits.
    names = clauses.to_list()
    known = {c: _WINDOW_CUTS.get(c, _UNCUT) for c in names}
    unseen = [c for c, v in known.items() if v is _UNCUT]
    if unseen:
        fresh = pl.Series("timing_evidence", unseen, dtype=pl.String).to_frame()
        cut = fresh.select(ev.str.extract(_WINDOW_PHRASE, 0).str.strip_chars()).to_series()
        found = dict(zip(unseen, cut.to_list(), strict=True))
        known.update(found)
        if len(_WINDOW_CUTS) + len(found) > _WINDOW_CUTS_MAX:
            _WINDOW_CUTS.clear()
        _WINDOW_CUTS.update(found)
    cuts = pl.Series([known[c] for c in names], dtype=pl.String)
    return records.with_columns(
        ev.replace_strict(clauses, cuts, default=None, return_dtype=pl.String).alias(
            "timing_window_evidence"
        )
    ).with_columns(
        ((ev == pl.col(f"{v}_evidence")).fill_null(False) & phrase.is_not_null()).alias(
            f"timing_quotes_{v}"
        )
        for v in _VOID_VALUES
    )


def _timing_quotes() -> tuple[pl.Expr, pl.Expr]:
    """Each leg's timing evidence; where one clause states both the window and a void rule
    that VOID_RULE_MISMATCH quotes ("cancelled, or rescheduled more than 48 hours later,
    resolves to a fair price"), timing quotes the part of it that states the window."""
    out = []
    for side in "ab":
        # Whether the timing clause is the void clause VOID_RULE_MISMATCH quotes: the first
        # differing branch's value, as `_quote_first` picks it.
        shared: pl.Expr = pl.lit(False)
        for name in reversed(_QUOTE_ORDER):
            flag = leg(side, f"timing_quotes_{_BRANCH_VALUE[name]}")
            shared = pl.when(differs(name)).then(flag).otherwise(shared)
        out.append(
            pl.when(shared)
            .then(leg(side, "timing_window_evidence"))
            .otherwise(leg(side, "timing_evidence"))
        )
    return out[0], out[1]


def timing() -> pl.Expr:
    """TIMING_MISMATCH: postponement windows or result deadlines differ."""

    def value(side: str) -> pl.Expr:
        return pl.format("{}; result deadline {}", leg(side, "timing_window"), _deadline(side))

    return candidate(
        timing_state(),
        "TIMING_MISMATCH",
        "timing",
        "CAUTION",
        value("a"),
        value("b"),
        pl.format(
            "Postponement timing differs: venue_one {} (result deadline {}),"
            " venue_two {} (result deadline {}).",
            _window_words("a"),
            _deadline("a"),
            _window_words("b"),
            _deadline("b"),
        ),
        *_timing_quotes(),
        statuses=quoted("timing")["statuses"],
    )


# ---- source --------------------------------------------------------------------------
def _source_value(side: str) -> pl.Expr:
    primary, fallback = leg(side, "source_primary"), leg(side, "source_fallback")
    names = leg(side, "source_names").list.join(", ")
    return pl.concat_str(
        primary,
        pl.when(fallback.is_not_null())
        .then(pl.lit(", fallback ") + fallback)
        .otherwise(pl.lit("")),
        pl.when(names != "").then(pl.format(" ({})", names)).otherwise(pl.lit("")),
    )


def _other_kind_fallback(side: str) -> pl.Expr:
    """The fallback where it is another kind of source than the primary: a second provider
    behind a first one settles from the same kind of source, so it is no divergence."""
    fallback = leg(side, "source_fallback")
    return pl.when(fallback != leg(side, "source_primary")).then(fallback)


def source_state() -> pl.Expr:
    """Both primary sources read, and the (primary, fallback) pairs differ."""
    a, b = leg("a", "source_primary"), leg("b", "source_primary")
    fallbacks = _other_kind_fallback("a").eq_missing(_other_kind_fallback("b"))
    return ((a != "unknown") & (b != "unknown") & ((a != b) | fallbacks.not_())).fill_null(False)


def source() -> pl.Expr:
    """SOURCE_MISMATCH: the legs settle from different kinds of source (or fallback)."""
    return candidate(
        source_state(),
        "SOURCE_MISMATCH",
        "source",
        "CAUTION",
        _source_value("a"),
        _source_value("b"),
        pl.format(
            "The legs settle from different sources: venue_one {}, venue_two {};"
            " a disputed or corrected result can settle them differently.",
            _source_value("a"),
            _source_value("b"),
        ),
        *quoted("source")["evidence"],
        statuses=quoted("source")["statuses"],
        derived=quoted("source")["derived"],
    )


# ---- unreadable dimensions -----------------------------------------------------------
def unrecognized(
    dimension: str,
    what: str,
    unreadable: tuple[pl.Expr, pl.Expr],
    mismatch: pl.Expr,
    values: tuple[pl.Expr, pl.Expr],
    statuses: tuple[pl.Expr, pl.Expr],
    evidences: tuple[pl.Expr, pl.Expr],
    *,
    quote: dict[str, tuple[pl.Expr, pl.Expr]] | None = None,
) -> pl.Expr:
    """RULE_UNRECOGNIZED for `dimension` when a leg's value is unreadable and no mismatch is.

    `quote` (evidence, statuses, derived per leg, as `identity.quoted` gives them) replaces
    `evidences` where the quoted clause is another value's than the one `statuses` speak of.
    """
    quote = quote or {"evidence": evidences, "statuses": statuses}
    un_a, un_b = (u.fill_null(True) for u in unreadable)

    def why(side: str, status: pl.Expr) -> pl.Expr:
        return pl.format(
            "{}'s {} could not be read ({})",
            pl.lit(side),
            pl.lit(what),
            _words(status, _STATUS_WORDS),
        )

    reason = (
        pl.when(un_a & un_b)
        .then(pl.format("{} and {}", why("venue_one", statuses[0]), why("venue_two", statuses[1])))
        .when(un_a)
        .then(why("venue_one", statuses[0]))
        .otherwise(why("venue_two", statuses[1]))
    )
    return candidate(
        (un_a | un_b) & mismatch.not_(),
        "RULE_UNRECOGNIZED",
        dimension,
        "CAUTION",
        pl.format("{} ({})", text(values[0]), text(statuses[0])),
        pl.format("{} ({})", text(values[1]), text(statuses[1])),
        pl.format("{}; the audit cannot confirm the legs settle alike.", reason),
        *quote["evidence"],
        statuses=quote["statuses"],
        derived=quote.get("derived"),
    )


# ---- operational ---------------------------------------------------------------------
def held_side(held: pl.Expr) -> pl.Expr:
    """The held contract as the engine reads it: "no" or anything else (the Yes book), as
    the request wrote it, case and surrounding spaces aside."""
    return held.str.to_lowercase().str.strip_chars()


def _held_book(side: str, column: str) -> pl.Expr:
    """The held contract's `no_<column>`, else its `yes_<column>` (normalized `held`)."""
    return (
        pl.when(leg(side, "held") == "no")
        .then(leg(side, f"no_{column}"))
        .otherwise(leg(side, f"yes_{column}"))
    )


def depth_usd(side: str) -> pl.Expr:
    """USD available buying the held contract within 2 cents of its best ask."""
    return book_depth_usd(_held_book(side, "asks"))


def book_depth_usd(asks: pl.Expr) -> pl.Expr:
    """USD available within 2 cents of the best ask of one book (0 for none)."""
    price, size = pl.element().struct.field("price"), pl.element().struct.field("size")
    depth = asks.list.eval((price * size).filter(price <= price.min() + _ASK_BAND).sum())
    return depth.list.first().fill_null(0.0)


# Books up to which `book_depths` reads each one in place: grouping costs more below it.
_FEW_BOOKS = 64


def book_depths(asks: pl.Series) -> pl.Series:
    """`book_depth_usd` of each book of `asks` (one book a row), read once per distinct book.

    A cycle's legs hold far fewer distinct books than legs (B1's 200k legs hold 52), and
    the list evaluation costs per book. Books are grouped by a 64-bit hash of their value
    (grouping on the lists themselves cost about twice as much: B1's 200k books, 45 against
    70 ms of CPU on a first call; two distinct books share a hash with odds of about
    n^2 / 2^64), which takes 0.0 and -0.0 (and NaNs) for one value while the depth need
    not (-0.0 sums to -0.0). A group holding both holds a zero or a NaN in its first book,
    so where any first book does, every book is read in place instead.
    """
    name = asks.name
    if asks.len() <= _FEW_BOOKS:
        return asks.to_frame().select(book_depth_usd(pl.col(name))).to_series()
    groups = asks.hash(seed=7).to_frame("_b").with_row_index("_i").group_by("_b").agg("_i")
    firsts = asks.gather(groups.get_column("_i").list.first())
    ambiguous = (
        firsts.explode()
        .struct.unnest()
        .select(
            pl.any_horizontal(
                (c.is_nan() | (c == 0)).any() for c in (pl.col("price"), pl.col("size"))
            )
        )
        .item()
    )
    if ambiguous:
        return asks.to_frame().select(book_depth_usd(pl.col(name))).to_series()
    values = firsts.to_frame("_b").select(book_depth_usd(pl.col("_b"))).to_series()
    # Each row's group: the groups' row lists laid out, ordered by row.
    group = groups.select(pl.col("_i"), _g=pl.int_range(pl.len(), dtype=pl.UInt32))
    return values.gather(group.explode("_i").sort("_i").get_column("_g")).alias(name)


def held_depth_usd(side: str) -> pl.Expr:
    """`depth_usd` from each book's depth read beforehand (`yes_depth_usd`,
    `no_depth_usd`, each `book_depth_usd` of that book): the same figure."""
    return _held_book(side, "depth_usd")


def liquidity_condition() -> pl.Expr:
    """The notional exceeds the depth on either venue."""
    notional = pl.col("notional_usd")
    one, two = pl.col("venue_one_depth_usd"), pl.col("venue_two_depth_usd")
    return notional.is_not_null() & ((notional > one) | (notional > two))


def liquidity() -> pl.Expr:
    """THIN_LIQUIDITY: the notional exceeds the depth on either venue."""
    notional = pl.col("notional_usd")
    one, two = pl.col("venue_one_depth_usd"), pl.col("venue_two_depth_usd")
    return candidate(
        liquidity_condition(),
        "THIN_LIQUIDITY",
        "liquidity",
        "CAUTION",
        pl.format("{} USD", one.round(2)),
        pl.format("{} USD", two.round(2)),
        pl.format(
            "The notional of {} USD exceeds the depth within 2 cents of the best ask"
            " (venue_one {} USD, venue_two {} USD).",
            notional.round(2),
            one.round(2),
            two.round(2),
        ),
    )


def stale_snapshot() -> pl.Expr:
    """STALE_SNAPSHOT: the snapshots behind the audit are stale."""

    def ts(side: str) -> pl.Expr:
        return text(
            leg(side, "snapshot_ts").dt.convert_time_zone("UTC").dt.strftime("%Y-%m-%dT%H:%M:%SZ")
        )

    return candidate(
        pl.col("stale"),
        "STALE_SNAPSHOT",
        "freshness",
        "CAUTION",
        ts("a"),
        ts("b"),
        pl.format(
            "The snapshots are {} seconds old (stale): books and rules may have changed since.",
            text(pl.col("snapshot_age_seconds").round(0).cast(pl.Int64)),
        ),
    )
