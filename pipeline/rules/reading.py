"""Read every clause of one kind in a text and agree on one value, as Polars expressions.

Two stages, each meant to be materialized as its own column (`with_columns`), so the
classifier's expression tree is built once and not copied into every later use:
`clause_items` lists the clauses with their values, `agree` summarizes that list.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

import polars as pl

from pipeline.rules import rx

__all__ = ["CONFLICT", "Fields", "agree", "classified", "classified_in_steps", "clause_items"]

# What a classifier returns for one clause that states two different things at once.
CONFLICT = "conflict"
# A clause's field by name, for the steps of `classified_in_steps`.
Fields = Callable[[str], pl.Expr]


def clause_items(
    text: pl.Expr, clause_regex: str, classify: Callable[[pl.Expr], pl.Expr]
) -> pl.Expr:
    """list[struct{s, v}]: every clause of `text` matching `clause_regex`, with its value.

    `classify` maps one clause to the value it states, null when it states none.
    """
    return classified(text.pipe(rx.extract_all, clause_regex), classify)


def classified(clauses: pl.Expr, classify: Callable[[pl.Expr], pl.Expr]) -> pl.Expr:
    """`clause_items` of a list of clauses already found."""
    return clauses.list.eval(pl.struct(s=pl.element().str.strip_chars(), v=classify(pl.element())))


def classified_in_steps(
    clauses: pl.Expr,
    reads: Callable[[pl.Expr], dict[str, pl.Expr]],
    steps: Sequence[Callable[[Fields], dict[str, pl.Expr]]],
    value: Callable[[Fields], pl.Expr],
) -> pl.Expr:
    """`classified`, the classifier given in steps: `reads` maps one clause to fields, each
    step adds fields computed from the ones before, `value` gives the clause's value from
    them. Each field is computed once per clause: inside `list.eval` Polars shares no common
    sub-expression, so a classifier using a regex's result several times ran it each time.
    The fields stay inside this expression (the result is `clause_items`' list[struct{s, v}]).
    """
    item = pl.element()
    field = item.struct.field
    read = [e.alias(name) for name, e in reads(item).items()]
    items = clauses.list.eval(pl.struct(item.str.strip_chars().alias("s"), *read))
    for step in steps:
        items = items.list.eval(
            item.struct.with_fields(*(e.alias(name) for name, e in step(field).items()))
        )
    return items.list.eval(pl.struct(s=field("s"), v=value(field)))


def agree(
    items: pl.Expr, key: Callable[[pl.Expr], pl.Expr] | None = None, *, strict: bool = False
) -> pl.Expr:
    """struct{value, status, evidence} from a `clause_items` list (pass it as a column).

    `key` maps a value to the string that decides whether two clauses agree, and that a
    clause states nothing when null (default: the value itself). status: `recognized` (the
    clauses stating a value all agree), `conflicting` (they disagree, or one is itself
    contradictory), `unrecognized` (clauses about the matter, none understood), `absent` (no
    such clause). `value` is null unless recognized; `evidence` is the first deciding clause,
    else the first one found.
    With `strict`, one clause about the matter that states nothing understood is enough for
    `unrecognized` (its evidence): it may qualify the others in words the patterns miss.
    """
    # The whole summary is one `list.eval` over the clauses: written with list operations
    # outside it, each use of the keys (six to eleven) was a copy of two `list.eval`s, and
    # Polars plans every copy on every call (~90 of the reader's ~170 `list.eval` nodes).
    keyed = key or (lambda v: v)
    item = pl.element()
    keys = keyed(item.struct.field("v"))
    stated = keys.drop_nulls()
    conflict = (stated == pl.lit(CONFLICT)).any()
    agreed = (stated.n_unique() == 1) & conflict.not_()
    consistent = (stated.n_unique() <= 1) & conflict.not_()
    unread = item.len() > stated.len()
    if strict:
        agreed = agreed & unread.not_()
    first = item.filter(keys.is_not_null()).first()
    evidence = first.struct.field("s")
    if strict:
        unread_first = item.filter(keys.is_null()).first()
        evidence = (
            pl.when(unread & consistent).then(unread_first.struct.field("s")).otherwise(evidence)
        )
    summary = items.list.eval(
        pl.struct(
            value=pl.when(agreed).then(first.struct.field("v")),
            # (inside, the list holds a clause: `absent` is decided outside)
            status=pl.when(agreed)
            .then(pl.lit("recognized"))
            .when(consistent.not_())
            .then(pl.lit("conflicting"))
            .otherwise(pl.lit("unrecognized")),
            evidence=pl.coalesce(evidence, item.first().struct.field("s")),
        )
    ).list.first()
    # The summary is used once: a struct picking its fields one by one held three copies
    # of it, each planned on every call. A text with no such clause gets the summary of
    # none (its value's type comes from the summary, a null of no type standing in).
    none = pl.struct(
        value=pl.lit(None), status=pl.lit("absent"), evidence=pl.lit(None, dtype=pl.String)
    )
    return pl.when(items.list.len() > 0).then(summary).otherwise(none)
