"""Timing (postponement window, result deadline) and void (payout of the leg's Yes on
cancellation, abandonment and long postponement) as Polars expressions.

Reading decisions, beyond docs/DESIGN.md §7.6:

- Timing is read from the rule text only: exchange fields such as `close_time` or
  `expected_expiration_time` are never deadlines (the text governs postponement).
- Every sentence about postponement must be understood (a window or P1); one that is not
  makes timing `unrecognized`, even beside a clause that is.
- The window is the duration named in a sentence about postponement/rescheduling
  ("rescheduled to more than 48 hours away" -> `hours:48`, "not rescheduled within two
  weeks" -> `days:14`). A stated duration outranks "stays open until played": the open
  market is then bounded by it. Two different durations are `conflicting`.
- Beyond the window, the Yes pays what the window clause (or the sentence right after it,
  when that opens with "Otherwise") says; with an open-ended window (P1) it pays on the
  eventual game's `result`.
- Abandonment: when the text has no abandonment clause of its own, an abandoned match is
  read as a cancelled one (status `inferred`, evidence the cancellation clause,
  `void_abandoned_derived_from` = `void_cancelled`). Both
  venues' templates treat a match that is never completed as not played: venue_one keeps
  it open "until the game has been completed" and otherwise applies its no-make-up rule,
  venue_two's "cancelled" clause is the only void branch it states.
- "Resolves as a draw" on cancellation pays Yes on a draw leg and No on a win/advance leg.
- C3's fixed fallback outcome ("0-0", "Neither") is read here as `fixed_outcome` (the
  result in `void_fixed_outcome`); the last stage of `extract` turns it into what this leg's
  own bet pays on that result (`pipeline/rules/fixed.py`, docs/DESIGN.md §7.2).
"""

from __future__ import annotations

import polars as pl

from pipeline.rules import patterns as P
from pipeline.rules import rx
from pipeline.rules import vocabulary as V
from pipeline.rules.reading import CONFLICT, Fields, agree, classified_in_steps
from pipeline.taxonomy import Payout

__all__ = [
    "DERIVED_FROM_CANCELLATION",
    "PAYOUTS",
    "agree_columns",
    "clause_columns",
    "item_columns",
    "timing_columns",
    "void_columns",
]

PAYOUTS: tuple[str, ...] = tuple(p.value for p in Payout)
# What an abandonment read as a cancellation is derived from: the cancellation reading.
DERIVED_FROM_CANCELLATION = "void_cancelled"

_WINDOW_BASE = P.sentence_with(P.POSTPONE, P.DURATION, ordered=False)
_OPEN_SENTENCE = P.sentence_with(P.POSTPONE, P.OPEN_UNTIL_PLAYED, ordered=False)
_READ = ("recognized", "inferred")


def _number(raw: pl.Expr) -> pl.Expr:
    word = raw.str.to_lowercase()
    return (
        pl.when(word.pipe(rx.contains, r"^\d+$"))
        .then(word.cast(pl.Int64, strict=False))
        .otherwise(
            word.replace_strict(
                list(P.NUMBER_WORDS), list(P.NUMBER_WORDS.values()), default=None
            ).cast(pl.Int64)
        )
    )


def _hours(n: pl.Expr, unit: pl.Expr) -> pl.Expr:
    u = unit.str.to_lowercase()
    return (
        pl.when(u.str.starts_with("h"))
        .then(n)
        .when(u.str.starts_with("d"))
        .then(n * 24)
        .when(u.str.starts_with("w"))
        .then(n * 168)
        .when(u.str.starts_with("f"))
        .then(n * 336)
        # A deadline in minutes ("within 120 minutes of the end") is read in whole hours only.
        .when(u.str.starts_with("m") & (n % 60 == 0))
        .then(n // 60)
    )


# What a clause's window and payout are read from, each regex once per clause: inside
# `list.eval` Polars shares no common sub-expression, and the values below use the duration
# and each payout flag several times (inlined, a clause's DURATION regex ran ~30 times).
# `reading.classified_in_steps` materializes each step's fields before the next reads them.


def _window_reads(s: pl.Expr) -> dict[str, pl.Expr]:
    """Step 1 of a window clause: the duration's number and unit as written."""
    return {
        "_n_raw": s.pipe(rx.extract, P.DURATION, 1),
        "_unit": s.pipe(rx.extract, P.DURATION, 2).str.to_lowercase(),
    }


def _window_number(field: Fields) -> dict[str, pl.Expr]:
    """Step 2 of a window clause: the duration's number."""
    return {"_n": _number(field("_n_raw"))}


def _window_value(field: Fields) -> pl.Expr:
    """struct{label, hours} of a window clause, from its steps' fields."""
    n, unit = field("_n"), field("_unit")
    hours = _hours(n, unit)
    label = (
        pl.when(unit.str.starts_with("h"))
        .then(pl.lit("hours:") + n.cast(pl.String))
        .otherwise(pl.lit("days:") + (hours // 24).cast(pl.String))
    )
    return pl.struct(label=pl.when(hours.is_not_null()).then(label), hours=hours)


def _payout_patterns(allow_result: bool) -> dict[str, str]:
    """The payout flags read by one pattern each (`rx.contains_each`, in this order)."""
    patterns = {
        "yes": P.VOID_PAY_YES,
        "no": P.VOID_PAY_NO,
        "last_fair": P.PAY_LAST_FAIR,
        "50-50": P.PAY_50_50,
        "last": P.PAY_LAST,
        "refund": P.PAY_REFUND,
        "as_draw": P.PAY_AS_DRAW,
        "hedged": P.ci(P.HEDGE),
    }
    if allow_result:
        patterns["result"] = P.PAY_RESULT
    return patterns


def _payout_reads(s: pl.Expr, *, allow_result: bool) -> dict[str, pl.Expr]:
    """Step 1 of a payout clause: every flag's pattern, the fair price's and the fixed
    outcome named."""
    return {
        "_pay": rx.contains_each(s, list(_payout_patterns(allow_result).values())),
        "_fair": s.pipe(rx.replace_all, P.PAY_LAST_FAIR, "").pipe(rx.contains, P.PAY_FAIR),
        "_fixed": s.pipe(rx.extract, P.FIXED_OUTCOME, 1),
    }


def _payout_fixed(field: Fields) -> dict[str, pl.Expr]:
    """Step 2 of a payout clause: whether the fixed outcome named is a plain Yes/No."""
    return {
        "_fixed_plain": field("_fixed").pipe(
            rx.contains, r"(?i)^\s*(?:yes|no|50\s*[-/–]\s*50|fifty[- ]fifty)\s*$"
        )
    }


def _payout_value(field: Fields, *, allow_result: bool) -> pl.Expr:
    """The payout one clause states for the Yes, from its steps' fields: a PAYOUTS label,
    `as_draw`, CONFLICT or null."""
    names = list(_payout_patterns(allow_result))
    hit = {name: field("_pay").list.get(i) for i, name in enumerate(names)}
    fixed = field("_fixed")
    yes, no = hit["yes"], hit["no"]
    last_fair = hit["last_fair"]
    fair = field("_fair")
    flags: list[tuple[str, pl.Expr]] = [
        ("yes", yes),
        ("no", no),
        ("50-50", hit["50-50"]),
        ("last_price", last_fair | (hit["last"] & fair.not_())),
        ("fair_price", fair & last_fair.not_()),
        ("refund", hit["refund"]),
        # A sibling's fixed outcome explained by this market's own Yes/No is not a payout.
        (
            "fixed_outcome",
            fixed.is_not_null() & field("_fixed_plain").not_() & (yes | no).not_(),
        ),
        ("as_draw", hit["as_draw"]),
    ]
    if allow_result:
        flags.append(("result", hit["result"]))
    count = pl.sum_horizontal([flag.cast(pl.Int32) for _, flag in flags])
    label: pl.Expr = pl.lit(None, dtype=pl.String)
    for name, flag in reversed(flags):
        label = pl.when(flag).then(pl.lit(name)).otherwise(label)
    # A payout left to judgement ("may be settled on the score when play stopped or at a fair
    # price") is no payout.
    hedged = hit["hedged"]
    return pl.when((count > 1) | (hedged & (count > 0))).then(pl.lit(CONFLICT)).otherwise(label)


# A sentence whose semicolons join clauses about different contingencies ("called off:
# fair price; suspended and never completed: the last traded price") states a payout per
# clause, and the whole sentence cannot say which is whose: it is declined here and read
# clause by clause (`clauses.read_contingencies`).
_TOPICS = (P.ci(P.CANCEL), P.ci(P.ABANDON), P.ci(P.POSTPONE))


def _joins_contingencies(s: pl.Expr) -> pl.Expr:
    named = pl.sum_horizontal([s.pipe(rx.contains, t).cast(pl.Int32) for t in _TOPICS])
    return s.str.contains(";", literal=True) & (named > 1)


def _payout_items(clauses: pl.Expr) -> pl.Expr:
    """`clause_items` of cancellation or abandonment clauses: what each pays."""
    return classified_in_steps(
        clauses,
        lambda s: {**_payout_reads(s, allow_result=True), "_joins": _joins_contingencies(s)},
        [_payout_fixed],
        lambda field: (
            pl.when(field("_joins"))
            .then(pl.lit(CONFLICT))
            .otherwise(_payout_value(field, allow_result=True))
        ),
    )


def _sentences_continued(text: pl.Expr, sentence: str, opener: str) -> pl.Expr:
    """Every `sentence` of the text, continued by the next sentence when that one opens with
    `opener` (`P.followed_by`), each text searched by one regex only: the continued
    sentence's where a continuation stands in it, else the plain sentence's: the same
    clauses there (the optional continuation can match nowhere) at a fifteenth of the cost,
    as the continuation's optional tail is what makes finding each match slow."""
    continues = text.pipe(rx.contains, P.continuation(opener))
    return pl.coalesce(
        pl.when(continues).then(text).pipe(rx.extract_all, P.followed_by(sentence, opener)),
        pl.when(continues.not_()).then(text).pipe(rx.extract_all, sentence),
    )


def _window_clauses(text: pl.Expr) -> pl.Expr:
    """The window sentences, continued by an "otherwise" sentence after them."""
    return _sentences_continued(text, _WINDOW_BASE, P.OTHERWISE)


def _with_exception(text: pl.Expr, sentence: str) -> pl.Expr:
    """Every `sentence` of the text, continued by the next sentence when that one opens by
    carving an exception out of it ("... resolve No. By way of exception, the draw market
    resolves Yes."): the two payouts are read together, never the first alone."""
    return _sentences_continued(text, sentence, V.EXCEPTION_OPENS)


def clause_columns(text: pl.Expr) -> list[pl.Expr]:
    """Stage 1: the sentences about postponement, cancellation and abandonment as written,
    and the result deadline's words.

    Only what reads the text itself is here; what the sentences say is read a stage later
    (`item_columns`) from these columns alone. A few texts' read (`recall.evaluate_stages`)
    then finds most of it already known: a new text's sentences about these matters are
    mostly ones an earlier text held too (no team name or date in them), where the text as
    a whole is never seen twice.
    """
    return [
        # One pass over the window clauses reads both the window and what it pays beyond it.
        _window_clauses(text).alias("_window_clauses"),
        _with_exception(text, P.sentence_with(f"{P.CANCEL}|{P.NOT_PLAYED}")).alias(
            "_cancel_clauses"
        ),
        _with_exception(text, P.sentence_with(P.ABANDON)).alias("_abandon_clauses"),
        text.pipe(rx.extract, _OPEN_SENTENCE, 0).str.strip_chars().alias("_open_sentence"),
        # Every sentence about postponement must be understood, as a window or as P1.
        text.pipe(rx.extract_all, P.sentence_with(P.POSTPONE))
        .list.eval(
            pl.element().filter(
                (
                    pl.element().pipe(rx.contains, P.DURATION).not_()
                    & pl.element().pipe(rx.contains, P.ci(P.OPEN_UNTIL_PLAYED)).not_()
                )
                | pl.element().pipe(rx.contains, P.ci(P.HEDGE))
                # A bound whose number lost its unit is no window, nor unbounded.
                | pl.element().pipe(rx.contains, P.ci(P.BARE_BOUND))
            )
        )
        .list.first()
        .str.strip_chars()
        .alias("_unread_post"),
        text.pipe(rx.extract, P.DEADLINE, 1).alias("_deadline_number"),
        text.pipe(rx.extract, P.DEADLINE, 2).alias("_deadline_unit"),
    ]


def item_columns() -> list[pl.Expr]:
    """Stage 2: each clause of `clause_columns` classified (`clause_items`' lists), and the
    result deadline in hours."""
    return [
        classified_in_steps(
            pl.col("_window_clauses"),
            lambda s: {**_window_reads(s), **_payout_reads(s, allow_result=False)},
            [lambda field: {**_window_number(field), **_payout_fixed(field)}],
            lambda field: _window_value(field).struct.with_fields(
                payout=_payout_value(field, allow_result=False)
            ),
        ).alias("_window_items"),
        _payout_items(pl.col("_cancel_clauses"))
        # "Not played" is a cancellation unless the sentence is about a postponed game.
        .list.eval(
            pl.element().filter(
                pl.element().struct.field("s").pipe(rx.contains, P.ci(P.CANCEL))
                | pl.element().struct.field("s").pipe(rx.contains, P.ci(P.POSTPONED)).not_()
            )
        )
        .alias("_cancel_items"),
        _payout_items(pl.col("_abandon_clauses"))
        # "Not completed within 48 hours" alone bounds a postponement: no abandonment.
        .list.eval(
            pl.element().filter(
                pl.element().struct.field("s").pipe(rx.contains, P.ci(P.ABANDON_OUTRIGHT))
                | (
                    pl.element()
                    .struct.field("s")
                    .pipe(rx.contains, P.ci(P.ABANDON_BY_A_TIME))
                    .not_()
                    & pl.element()
                    .struct.field("s")
                    .pipe(rx.contains, P.ci(P.TIE_UNFINISHED))
                    .not_()
                    # "cancelled and not completed" is the cancellation alone
                    & pl.element()
                    .struct.field("s")
                    .pipe(rx.contains, P.ci(V.CANCELLED_UNFINISHED))
                    .not_()
                )
            )
        )
        .alias("_abandon_items"),
        _hours(_number(pl.col("_deadline_number")), pl.col("_deadline_unit")).alias(
            "result_deadline_hours"
        ),
    ]


def agree_columns() -> list[pl.Expr]:
    """Stage 3: one agreed reading per clause kind."""
    return [
        agree(pl.col("_window_items"), key=lambda v: v.struct.field("hours").cast(pl.String)).alias(
            "_window"
        ),
        agree(pl.col("_window_items"), key=lambda v: v.struct.field("payout"), strict=True).alias(
            "_beyond"
        ),
        agree(pl.col("_cancel_items"), strict=True).alias("_cancel"),
        agree(pl.col("_abandon_items"), strict=True).alias("_abandon"),
        # "Stays open until played" with no bound of its own: a column of its own, as
        # `timing_columns` uses it in several outputs (each re-ran the regex).
        (
            pl.col("_open_sentence").is_not_null()
            & pl.col("_open_sentence").pipe(rx.contains, P.DURATION).not_()
        ).alias("_open_unbounded"),
    ]


def timing_columns() -> list[pl.Expr]:
    """Stage 4: timing_window[_hours], timing_status, timing_evidence."""
    window = pl.col("_window")
    unread = pl.col("_unread_post")
    w_status = window.struct.field("status")
    open_sentence = pl.col("_open_sentence")
    # "Stays open until played" with no bound of its own, beside a stated window: the text
    # says both that a postponed game is waited for and that it is not.
    unbounded = pl.col("_open_unbounded")
    w_status = (
        pl.when((w_status == "recognized") & unbounded)
        .then(pl.lit("conflicting"))
        .otherwise(w_status)
    )
    stated = (w_status == "recognized") | (w_status == "conflicting")
    has_window = (w_status == "recognized") & unread.is_null()
    return [
        pl.when(has_window)
        .then(window.struct.field("value").struct.field("label"))
        .when((w_status == "conflicting") | unread.is_not_null())
        .then(pl.lit("unknown"))
        .when(open_sentence.is_not_null())
        .then(pl.lit("open_until_played"))
        .otherwise(pl.lit("unknown"))
        .alias("timing_window"),
        pl.when(has_window)
        .then(window.struct.field("value").struct.field("hours"))
        .alias("timing_window_hours"),
        pl.when(w_status == "conflicting")
        .then(w_status)
        .when(unread.is_not_null())
        .then(pl.lit("unrecognized"))
        .when(stated | open_sentence.is_not_null())
        .then(pl.lit("recognized"))
        .otherwise(pl.lit("absent"))
        .alias("timing_status"),
        pl.when(w_status == "conflicting")
        .then(pl.when(unbounded).then(open_sentence).otherwise(window.struct.field("evidence")))
        .when(unread.is_not_null())
        .then(unread)
        .when(stated)
        .then(window.struct.field("evidence"))
        .otherwise(open_sentence)
        .alias("timing_evidence"),
    ]


def _settle(read: pl.Expr, kind: pl.Expr) -> tuple[pl.Expr, pl.Expr, pl.Expr]:
    """(payout, status, evidence) of one contingency from its agreed reading."""
    status = read.struct.field("status")
    value = read.struct.field("value")
    as_draw = (
        pl.when(kind == "draw")
        .then(pl.lit("yes"))
        .when(kind.is_in(["win", "advance"]))
        .then(pl.lit("no"))
        .otherwise(pl.lit("unknown"))
    )
    payout = (
        pl.when(status != "recognized")
        .then(pl.when(status == "absent").then(pl.lit("unspecified")).otherwise(pl.lit("unknown")))
        .when(value == "as_draw")
        .then(as_draw)
        .otherwise(value)
    )
    return payout, status, read.struct.field("evidence")


def void_columns() -> list[pl.Expr]:
    """Stage 5: payout, status and evidence per void branch, fixed outcome, overall status.

    Needs `outcome_kind` and the timing columns already computed.
    """
    kind = pl.col("outcome_kind")
    cancel, cancel_status, cancel_ev = _settle(pl.col("_cancel"), kind)
    abandon, abandon_status, abandon_ev = _settle(pl.col("_abandon"), kind)
    beyond_read = pl.col("_beyond").struct.with_fields(
        value=pl.field("value").struct.field("payout")
    )
    beyond, beyond_status, beyond_ev = _settle(beyond_read, kind)
    inherit = abandon_status == "absent"
    t_status = pl.col("timing_status")
    has_window = pl.col("timing_window_hours").is_not_null()
    long_value = (
        pl.when(has_window)
        .then(beyond)
        .when(pl.col("timing_window") == "open_until_played")
        .then(pl.lit("result"))
        .when(t_status == "absent")
        .then(pl.lit("unspecified"))
        .otherwise(pl.lit("unknown"))
    )
    long_status = pl.when(has_window).then(beyond_status).otherwise(t_status)
    abandon_status_final = (
        pl.when(inherit & cancel_status.is_in(list(_READ)))
        .then(pl.lit("inferred"))
        .when(inherit)
        .then(cancel_status)
        .otherwise(abandon_status)
    )
    statuses = [cancel_status, abandon_status_final, long_status]
    overall: pl.Expr = pl.lit("recognized")
    for worse in ("absent", "unrecognized", "conflicting"):
        overall = (
            pl.when(pl.any_horizontal([s == worse for s in statuses]))
            .then(pl.lit(worse))
            .otherwise(overall)
        )
    return [
        cancel.alias("void_cancelled"),
        cancel_status.alias("void_cancelled_status"),
        cancel_ev.alias("void_cancelled_evidence"),
        pl.when(inherit).then(cancel).otherwise(abandon).alias("void_abandoned"),
        abandon_status_final.alias("void_abandoned_status"),
        pl.when(inherit).then(cancel_ev).otherwise(abandon_ev).alias("void_abandoned_evidence"),
        pl.when(inherit & (cancel_status != "absent"))
        .then(pl.lit(DERIVED_FROM_CANCELLATION))
        .alias("void_abandoned_derived_from"),
        long_value.alias("void_postponed_long"),
        long_status.alias("void_postponed_long_status"),
        pl.when(has_window)
        .then(beyond_ev)
        .otherwise(pl.col("timing_evidence"))
        .alias("void_postponed_long_evidence"),
        pl.when(cancel == "fixed_outcome")
        .then(cancel_ev.pipe(rx.extract, P.FIXED_OUTCOME, 1))
        .alias("void_fixed_outcome"),
        overall.alias("void_status"),
    ]
