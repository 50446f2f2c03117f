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
    keyed = key or (lambda v: v)
    labelled = items.list.eval(
        pl.element().filter(keyed(pl.element().struct.field("v")).is_not_null())
    )
    keys = labelled.list.eval(keyed(pl.element().struct.field("v")))
    agreed = (keys.list.n_unique() == 1) & keys.list.contains(pl.lit(CONFLICT)).not_()
    consistent = (keys.list.n_unique() <= 1) & keys.list.contains(pl.lit(CONFLICT)).not_()
    unread = items.list.len() > keys.list.len()
    if strict:
        agreed = agreed & unread.not_()
    status = (
        pl.when(agreed)
        .then(pl.lit("recognized"))
        .when(consistent.not_())
        .then(pl.lit("conflicting"))
        .when(items.list.len() > 0)
        .then(pl.lit("unrecognized"))
        .otherwise(pl.lit("absent"))
    )
    first = labelled.list.first()
    unread_first = items.list.eval(
        pl.element().filter(keyed(pl.element().struct.field("v")).is_null())
    ).list.first()
    evidence = first.struct.field("s")
    if strict:
        evidence = (
            pl.when(unread & consistent).then(unread_first.struct.field("s")).otherwise(evidence)
        )
    return pl.struct(
        value=pl.when(agreed).then(first.struct.field("v")),
        status=status,
        evidence=pl.coalesce(evidence, items.list.first().struct.field("s")),
    )
