"""Rule extraction: a leg's rule text -> one structured record per distinct `rules_hash`.

The record has one set of columns per dimension (docs/DESIGN.md §7.2): its value, a status and
its evidence, an exact substring of the leg's rule text (`rules_text_expr()`), namely the
sentence that decided the value. Statuses:

- `recognized`: a clause was read;
- `inferred`: no clause of its own, derived from something else, which its
  `<dimension>_derived_from` column names: abandonment from the cancellation clause
  (`void_cancelled`, whose clause is then the evidence; see `timing_void.py`), a source from
  the series' `settlement_sources`, a family from the listing (neither of which is text of
  the leg's rules, so their evidence is null);
- `unrecognized`: the text speaks about the dimension in words the patterns do not know;
- `conflicting`: two recognized clauses disagree;
- `absent`: the text is silent.

Only `recognized` and `inferred` carry a real value; every other status carries `unknown`
(`unspecified` for a silent void branch), never a guess. Everything is Polars expressions:
each distinct text is read once, no Python loop over rows.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping, Sequence
from functools import lru_cache
from typing import Any

import polars as pl

from pipeline.rules import patterns as P
from pipeline.rules import rowexpr, rx
from pipeline.rules import vocabulary as V
from pipeline.rules.clauses import TIMING_VOID_COLUMNS, merged, needs_clauses
from pipeline.rules.family import (
    LISTING_COLUMNS,
    cue_stages,
    direction_inputs,
    direction_parts,
    family_columns,
    family_inputs,
    line_inputs,
    line_numbers,
    listing_columns,
    listing_inputs,
    listing_line_check,
    terms_columns,
    terms_inputs,
    terms_parts,
)
from pipeline.rules.fixed import payout_on_fixed
from pipeline.rules.houserules import RESULT_KIND_NAMED
from pipeline.rules.meaning import outcome_by_meaning
from pipeline.rules.readcopy import PLAIN, masked_text, restore_evidence
from pipeline.rules.reading import agree
from pipeline.rules.recall import InputMemo, evaluate_stages
from pipeline.rules.rxascii import UNSAFE, ascii_rows
from pipeline.rules.timing_void import (
    agree_columns,
    clause_columns,
    item_columns,
    timing_columns,
    void_columns,
)
from pipeline.schemas import rules_text_expr

__all__ = ["RULE_INPUT_COLUMNS", "RULE_RECORD_SCHEMA", "extract_rules", "rule_inputs"]

RULE_INPUT_COLUMNS = (
    "venue",
    "rules_hash",
    "rules_primary",
    "rules_secondary",
    "resolution_source",
    "settlement_sources",
)

_S = pl.String()
_RECORD: dict[str, pl.DataType] = {
    "rules_hash": _S,
    "venue": _S,
    # win | draw | advance | spread | total | btts | half | exact_score | other | unknown
    "family": _S,
    "family_status": _S,
    "family_evidence": _S,
    "family_derived_from": _S,  # where an inferred family came from (the listing's words)
    "outcome_line": pl.Float64(),  # goal line of a spread or total leg
    "outcome_side": _S,  # home|away|draw (team families), over|under, yes|no, "H-A"
    "outcome_period": _S,  # first | second (half legs)
    "scope": _S,  # regulation | extra_time | penalties | unknown
    "scope_status": _S,
    "scope_evidence": _S,
    "outcome_kind": _S,  # win | draw | advance | unknown
    "outcome_team": _S,  # the team as written; null for a draw
    "outcome_status": _S,
    "outcome_evidence": _S,
    # The listing's words the outcome disagrees with (a spread or total whose label states
    # another line than the text): quoted beside the text's clause, the outcome unread.
    "outcome_derived_from": _S,
    "source_primary": _S,  # official | provider | consensus | venue | unknown
    "source_fallback": _S,  # same kinds, or null
    "source_names": pl.List(_S),  # named data providers, as written
    "source_revisions_ignored": pl.Boolean(),  # R2
    "source_status": _S,
    "source_evidence": _S,
    "source_derived_from": _S,  # where an inferred source came from (the series' sources)
    "timing_window": _S,  # open_until_played | hours:N | days:N | unknown
    "timing_window_hours": pl.Int64(),  # null when open or unknown
    "result_deadline_hours": pl.Int64(),  # e.g. R1's 2-hour source fallback deadline
    "timing_status": _S,
    "timing_evidence": _S,
    "void_cancelled": _S,  # yes|no|50-50|fair_price|last_price|refund|result|fixed_outcome|..
    "void_cancelled_status": _S,
    "void_cancelled_evidence": _S,
    "void_abandoned": _S,
    "void_abandoned_status": _S,
    "void_abandoned_evidence": _S,
    "void_abandoned_derived_from": _S,  # "void_cancelled" when read as a cancelled match
    "void_postponed_long": _S,
    "void_postponed_long_status": _S,
    "void_postponed_long_evidence": _S,
    "void_fixed_outcome": _S,  # C3: the fixed fallback outcome ("0-0", "Neither")
    "void_status": _S,
}
RULE_RECORD_SCHEMA = pl.Schema(_RECORD)

_TEXT = pl.col("_text")
# Distinct texts read per Polars call: bounds the staged columns held at once (every
# intermediate of 1M texts did not fit in 24 GiB), small enough a share of a call's cost.
# A call costs ~0.45 s of CPU whatever its rows (its ~170 patterns compiled again, the
# stages planned): over 20,000 B6 texts 10,000 a call took 5-9 % less CPU than 5,000, for
# a peak RSS of ~380 MiB instead of ~345.
READ_CHUNK = 10_000
# Most distinct texts a call reads with Python's `re` (`rx`): each regex operation then
# costs a Python call per text instead of Polars compiling every pattern once per call
# (~0.3 s), which only pays off for the few texts of an on-demand audit.
PYTHON_READ_MAX_TEXTS = 32
# Most distinct texts whose stages are walked in Python (`_by_tree`) rather than planned by
# Polars: a walk costs ~25 ms of CPU a text, the Polars stages ~50 ms a call whatever its
# few rows, so past a few texts Polars is cheaper (B6's last template chunk of 9 texts:
# ~0.5 s walked, with the twins' one-off compilation, against ~0.2 s).
WALK_MAX_TEXTS = 4
MAX_PYTHON_ABBREVIATIONS = 12
MAX_PYTHON_BRACKETS = 4
_ABBREVIATIONS = re.compile(P._ABBREV, re.IGNORECASE)
_OWN = pl.col("_own")
# The values of the reader's stages by their inputs, for calls of a few texts (one memo per
# backend, whose staged columns may differ): a call costs each expression its planning
# whatever its rows, and past the first stages most expressions read values (a clause's
# reading, a status, a flag, the source clauses) that texts read before gave them too, so
# they are a lookup. An expression reading the text itself (or a masked copy of it) never
# finds its input again (records are kept by `rules_hash`, no text is read twice), so it
# is given up after _MEMO_GIVE_UP inputs. Bounded: _MEMO_KEYS inputs of at most
# _MEMO_KEY_CHARS characters per expression.
_MEMO_KEYS = 256
_MEMO_KEY_CHARS = 2_000
_MEMO_GIVE_UP = 8
_READ_MEMOS: dict[rx.Backend, InputMemo] = {
    backend: InputMemo(_MEMO_KEYS, _MEMO_KEY_CHARS, _MEMO_GIVE_UP)
    for backend in ("python", "polars")
}


def rule_inputs(legs: pl.DataFrame) -> pl.DataFrame:
    """The columns of `legs` that reading uses: the rule text and whatever listing columns
    (title, outcome label, market type, ids) the frame has, for the market family."""
    listing = [c for c in LISTING_COLUMNS if c in legs.columns]
    return legs.select(*RULE_INPUT_COLUMNS, *listing)


def extract_rules(
    legs: pl.DataFrame | pl.LazyFrame, *, backend: rx.Backend | None = None
) -> pl.DataFrame:
    """One structured rule record per distinct `rules_hash` of `legs` (see RULE_RECORD_SCHEMA).

    The family also reads the listing columns (`family.LISTING_COLUMNS`) where `legs` has
    them; a leg without them is classified from its rule text alone. `backend` runs the
    regexes one way (`rx`; the records are the same), by default the one that suits the
    number and kind of texts read.
    """
    # (a frame built from venue_one rows alone infers the sources as list[null])
    lazy = legs.lazy().with_columns(pl.col("settlement_sources").cast(pl.List(pl.String)))
    present = lazy.collect_schema().names()
    missing = [
        pl.lit(None, dtype=dtype).alias(name)
        for name, dtype in LISTING_COLUMNS.items()
        if name not in present
    ]
    texts = (
        lazy.with_columns(*missing)
        .select(*RULE_INPUT_COLUMNS, *LISTING_COLUMNS)
        .unique(subset="rules_hash", keep="first", maintain_order=True)
        .collect()
    )
    # Each text is read on its own (no stage looks across rows), so reading in bounded
    # chunks, in any order, gives the same records while holding one chunk's staged
    # columns at a time.
    if texts.height <= PYTHON_READ_MAX_TEXTS:
        return _read(texts, backend)
    # Texts of one template read side by side: Rust's lazy DFA caches the states a search
    # meets, and texts of different templates interleaved made one finder (the window
    # sentence with its "otherwise" continuation) clear its cache over and over: on 5,000
    # B6 texts 0.6 s of CPU, 0.23 s in text order. The records come back in the given order.
    # The texts holding a non-ASCII word or space character go last, so (nearly) every
    # chunk is read one way only (`_read`: the others with ASCII classes).
    text = rules_text_expr()
    order = texts.select(
        pl.arg_sort_by(text.str.contains(UNSAFE), text, nulls_last=True)
    ).to_series()
    texts = texts[order]
    records = pl.concat(
        [_read(texts.slice(i, READ_CHUNK), backend) for i in range(0, texts.height, READ_CHUNK)],
        how="vertical",
    )
    return records[order.arg_sort()]


def _read(texts: pl.DataFrame, backend: rx.Backend | None) -> pl.DataFrame:
    """The records of `texts` (distinct texts, RULE_INPUT_COLUMNS + LISTING_COLUMNS)."""
    sources = pl.col("settlement_sources").fill_null([]).list.join("; ")
    frame = (
        texts.lazy()
        .with_columns(
            rules_text_expr().alias(PLAIN),
            _series=pl.when(sources != "").then(pl.lit("Settlement sources: ") + sources),
        )
        # The copy the reader reads: struck-through words blanked, table rows as "cell: cell"
        # (`readcopy`).
        .with_columns(_text=masked_text(pl.col(PLAIN)))
        .with_columns(
            # The market's own text: where it names no source, the series' sources apply (R3).
            _own=pl.when(pl.col("_series").is_null())
            .then(_TEXT)
            .when(_TEXT == pl.col("_series"))
            .then(pl.lit(""))
            .otherwise(_TEXT.str.strip_suffix(pl.lit("\n\n") + pl.col("_series")))
        )
    )
    backend = backend or _backend(texts)
    if texts.height <= PYTHON_READ_MAX_TEXTS:
        # A few texts: stage by stage, each value whose inputs a text read before gave
        # already taken from the memo (see _READ_MEMOS).
        staged = evaluate_stages(
            frame.collect(engine="in-memory"),
            _stages(backend),
            _READ_MEMOS[backend],
            interpret=_by_tree if backend == "python" and texts.height <= WALK_MAX_TEXTS else None,
        )
        return _records(staged)
    if backend != "polars":
        return _staged(frame, _stages(backend))
    # Texts no string of which holds a non-ASCII word or space character are read with the
    # patterns' ASCII classes (the same matches there, faster searches: `rxascii`); the
    # others as written. The copy is what the stages read, so it is made first and looked
    # at too.
    base = frame.collect(engine="in-memory")
    ascii = ascii_rows(base)
    if ascii.all():
        return _staged(base.lazy(), _ascii_stages())
    if not ascii.any():
        return _staged(base.lazy(), _stages(backend))
    # Each text is read on its own: the two parts' records, back in the given order.
    base = base.with_row_index("_row")
    parts = [
        _staged(base.filter(ascii).lazy(), _ascii_stages(), "_row"),
        _staged(base.filter(ascii.not_()).lazy(), _stages(backend), "_row"),
    ]
    return pl.concat(parts, how="vertical").sort("_row").drop("_row")


def _staged(frame: pl.LazyFrame, stages: list[list[pl.Expr]], *keep: str) -> pl.DataFrame:
    """The records of `frame` (the text columns built) read through `stages`, with the
    columns `keep` beside them."""
    for stage in stages:
        frame = frame.with_columns(*stage)
    # The in-memory engine: the streaming one (the default) costs about twice as much per
    # call (threads handing over morsels) and more per text on this query.
    read = frame.select(*RULE_RECORD_SCHEMA.names(), "_text", PLAIN, *keep).collect(
        engine="in-memory"
    )
    records = _records(read)
    return records.with_columns(read.get_column(k) for k in keep)


def _records(read: pl.DataFrame) -> pl.DataFrame:
    """The record columns of a read frame, evidence quoted from the leg's own text.

    Column by column: a `select` and `cast` planned against a staged frame's ~150 columns
    cost ~0.4 ms, most of what is left of a few texts' read around its stages."""
    read = restore_evidence(read, "_text")
    columns = [read.get_column(c) for c in RULE_RECORD_SCHEMA.names()]
    return pl.DataFrame(
        [
            c if c.dtype == dtype else c.cast(dtype)
            for c, dtype in zip(columns, RULE_RECORD_SCHEMA.values(), strict=True)
        ]
    )


def _backend(texts: pl.DataFrame) -> rx.Backend:
    """Python's `re` for a call of a few texts, Polars' own regexes for more (see `rx`)."""
    if texts.height > PYTHON_READ_MAX_TEXTS:
        return "polars"
    strings = texts.select(
        pl.col(pl.String),
        *(pl.col(c).list.join("\n") for c, t in texts.schema.items() if t == pl.List(pl.String)),
    )
    values = [v for row in strings.iter_rows() for v in row]
    # Where `re` backtracks far, the text goes the native way: a run of abbreviations
    # ("e.g. e.g. ...", which end no sentence) is retried at each one (10,000 characters of
    # them: 200 s), and a clause's brackets may be read as an aside or character by
    # character, so a clause that fails costs twice as much per bracket (12: 39 s).
    if not rx.python_fits(values) or any(
        len(_ABBREVIATIONS.findall(v)) > MAX_PYTHON_ABBREVIATIONS
        or v.count("(") > MAX_PYTHON_BRACKETS
        for v in values
        if v
    ):
        return "polars"
    return "python"


@lru_cache(maxsize=2)
def _stages(backend: rx.Backend) -> list[list[pl.Expr]]:
    """The reading's stages after the text columns: each materializes what the next one
    reads, so no classifier's expression tree is copied into every later use (that made
    planning take seconds). One list per regex backend, the same reading."""
    with rx.using(backend):
        return _build_stages()


# The `python` backend's stage expressions (by id; the stages are kept alive by `_stages`'
# cache) -> the same expression built with native regex nodes (`rx.as_tree`), whose
# serialized tree `rowexpr` runs in Python through `rx`'s own searches.
_TWINS: dict[int, pl.Expr] = {}


@lru_cache(maxsize=1)
def _ascii_stages() -> list[list[pl.Expr]]:
    """The `polars` backend's stages for texts no string of which holds a non-ASCII word or
    space character: the same reading there, each pattern with ASCII classes
    (`rx.ascii_texts`)."""
    with rx.using("polars"), rx.ascii_texts():
        return _build_stages()


def _twins() -> dict[int, pl.Expr]:
    if not _TWINS:
        with rx.using("python"), rx.as_tree():
            trees = _build_stages()
        stages = _stages("python")
        pairs = [
            (e, t)
            for stage, tree_stage in zip(stages, trees, strict=True)
            for e, t in zip(stage, tree_stage, strict=True)
        ]
        if any(e.meta.output_name() != t.meta.output_name() for e, t in pairs):
            raise AssertionError("the tree stages are not the python backend's")
        _TWINS.update({id(e): t for e, t in pairs})
    return _TWINS


def _by_tree(
    exprs: Sequence[tuple[pl.Expr, Sequence[str]]],
    columns: Mapping[str, pl.Series],
    output_names: Sequence[str],
) -> list[pl.Series | None]:
    """`rowexpr.evaluate` of the `python` backend's expressions, each through its twin
    with native regex nodes (None for one it leaves to Polars)."""
    twins = _twins()
    return rowexpr.evaluate(
        [(twins[id(e)], read) for e, read in exprs],
        columns,
        output_names,
        typed_as=[e for e, _ in exprs],
    )


def _build_stages() -> list[list[pl.Expr]]:
    source = _source_stages()
    cues = cue_stages(_TEXT)
    return [
        [
            *_scope_flags(),
            *clause_columns(_TEXT),
            rx.alternatives_present(_TEXT, _OUTCOME_CUES).alias("_outcome_cues"),
            _source_parts().alias("_source_parts"),
            *listing_inputs(),
            *line_inputs(_TEXT),
            terms_parts(_TEXT).alias("_terms_parts"),
            *cues[0],
        ],
        [
            *_masked_flags(),
            *item_columns(),
            _outcome_items().alias("_outcome_items"),
            _source_flags().alias("_source_flags"),
            *line_numbers(),
            *cues[1],
        ],
        [
            *_source_items(),
            *agree_columns(),
            _outcome_agreed().alias("_outcome"),
            _negated_inclusion(),
            *cues[2],
        ],
        [
            *_outcome_columns(),
            *timing_columns(),
            *source[0],
            *listing_columns(),
            *_scope_columns(),
        ],
        *source[1:],
        [_by_meaning().alias("_meaning")],
        _meaning_outcome(),
        [*family_inputs(_TEXT, pl.col("outcome_kind")), *terms_inputs()],
        [*family_columns(_TEXT), *direction_parts(_TEXT)],
        [*_family_outcome(), *_half_scope(), *direction_inputs()],
        [*void_columns(), *terms_columns(_TEXT), *_family_evidence()],
        listing_line_check(),
        [_by_clauses().alias("_clauses")],
        _clause_columns(),
        [_on_fixed().alias("_on_fixed")],
        _fixed_payouts(),
    ]


_CLAUSES = pl.Struct({c: RULE_RECORD_SCHEMA[c] for c in TIMING_VOID_COLUMNS})


def _by_clauses() -> pl.Expr:
    """`clauses.merged` for legs whose timing or a void branch the sentence patterns left
    unread: the clause reader, a Python call per distinct text that needs it."""
    status = pl.struct(
        "timing_status",
        "void_cancelled_status",
        "void_abandoned_status",
        "void_postponed_long_status",
    )
    needed = status.pipe(rx.map_python, needs_clauses, pl.Boolean())

    def read(row: dict[str, Any]) -> dict[str, object]:
        return merged(row, row["_text"] or "", row["outcome_kind"])

    inputs = pl.struct(
        *TIMING_VOID_COLUMNS,
        "_text",
        "outcome_kind",
        (pl.col("_abandon").struct.field("status") != "absent").alias("_abandon_clause"),
    )
    return pl.when(needed).then(inputs).pipe(rx.map_python, read, _CLAUSES)


def _clause_columns() -> list[pl.Expr]:
    read = pl.col("_clauses")
    return [
        pl.when(read.is_not_null()).then(read.struct.field(c)).otherwise(pl.col(c)).alias(c)
        for c in TIMING_VOID_COLUMNS
    ]


_VOID_BRANCHES = ("void_cancelled", "void_abandoned", "void_postponed_long")


def _on_fixed() -> pl.Expr:
    """`fixed.payout_on_fixed` for legs whose void match is settled as a fixed outcome (C3):
    what this leg's Yes pays on that result, a Python call per distinct text that has one."""
    has_fixed = pl.any_horizontal([pl.col(c) == "fixed_outcome" for c in _VOID_BRANCHES])

    def read(row: dict[str, Any]) -> str | None:
        return payout_on_fixed(
            row["void_fixed_outcome"],
            row["family"],
            row["outcome_side"],
            row["outcome_line"],
            row["_text"] or "",
            row["void_cancelled_evidence"],
        )

    inputs = pl.struct(
        "void_fixed_outcome",
        "family",
        "outcome_side",
        "outcome_line",
        "_text",
        "void_cancelled_evidence",
    )
    return pl.when(has_fixed).then(inputs).pipe(rx.map_python, read, pl.String())


def _fixed_payouts() -> list[pl.Expr]:
    """Each void branch settled as a fixed outcome pays what `_on_fixed` found, else it is
    not understood for this leg (`unknown`, `unrecognized`)."""
    payout = pl.col("_on_fixed")
    out: list[pl.Expr] = []
    unread: list[pl.Expr] = []
    for c in _VOID_BRANCHES:
        fixed = pl.col(c) == "fixed_outcome"
        unread.append(fixed & payout.is_null())
        out.append(
            pl.when(fixed)
            .then(pl.coalesce(payout, pl.lit("unknown")))
            .otherwise(pl.col(c))
            .alias(c)
        )
        out.append(
            pl.when(fixed & payout.is_null())
            .then(pl.lit("unrecognized"))
            .otherwise(pl.col(f"{c}_status"))
            .alias(f"{c}_status")
        )
    status = pl.col("void_status")
    out.append(
        pl.when(pl.any_horizontal(unread) & (status != "conflicting"))
        .then(pl.lit("unrecognized"))
        .otherwise(status)
        .alias("void_status")
    )
    return out


_MEANING = pl.Struct({"kind": pl.String, "team": pl.String, "evidence": pl.String})


def _by_meaning() -> pl.Expr:
    """`meaning.outcome_by_meaning` for legs whose outcome the clause shapes did not read
    (never for a conflicting one): a Python call per distinct text that needs it."""
    unread = pl.col("outcome_status").is_in(["unrecognized", "absent"])

    def read(row: dict[str, str | None]) -> dict[str, str | None] | None:
        found = outcome_by_meaning(row["_text"] or "", row["outcome_label"], row["event_title"])
        return (
            None if found is None else dict(zip(("kind", "team", "evidence"), found, strict=True))
        )

    return (
        pl.when(unread)
        .then(pl.struct("_text", "outcome_label", "event_title"))
        .pipe(rx.map_python, read, _MEANING)
    )


def _meaning_outcome() -> list[pl.Expr]:
    found = pl.col("_meaning").is_not_null() & pl.col("_meaning").struct.field("kind").is_not_null()
    meaning = pl.col("_meaning")
    return [
        pl.when(found)
        .then(meaning.struct.field("kind"))
        .otherwise(pl.col("outcome_kind"))
        .alias("outcome_kind"),
        pl.when(found)
        .then(meaning.struct.field("team"))
        .otherwise(pl.col("outcome_team"))
        .alias("outcome_team"),
        pl.when(found)
        .then(pl.lit("recognized"))
        .otherwise(pl.col("outcome_status"))
        .alias("outcome_status"),
        pl.when(found)
        .then(meaning.struct.field("evidence"))
        .otherwise(pl.col("outcome_evidence"))
        .alias("outcome_evidence"),
    ]


def _family_outcome() -> list[pl.Expr]:
    """The outcome in the family's terms: a leg that is not a 1X2 or advance bet has no
    win/draw outcome, whatever team its text names (a spread's "if Brazil wins by 2 or more"
    is not a Brazil win)."""
    family = pl.col("family")
    plain = family.is_in(["win", "draw", "advance"])
    half_draw = (family == "half") & (pl.col("outcome_kind") == "draw")
    return [
        pl.when(plain | half_draw)
        .then(pl.col("outcome_kind"))
        .otherwise(pl.lit("unknown"))
        .alias("outcome_kind"),
        pl.when(plain | family.is_in(["spread", "half"]))
        .then(pl.col("outcome_team"))
        .alias("outcome_team"),
    ]


def _half_scope() -> list[pl.Expr]:
    """A half leg's period is its half (`outcome_period`): what its text says of extra time
    ("the second half, excluding any extra time") is no scope of the match, so it has none.
    A leg whose family is not read but whose text names a half may be one: a scope read
    there is not known to be the match's (`unrecognized`). So is a scope read from a
    sentence addressed to match-result markets by their kind, for a leg of another family
    (house rules for every kind of market: "Match-result markets are decided on the score
    at the end of normal time" says nothing of a total's period)."""
    family = pl.col("family")
    half = family == "half"
    recognized = pl.col("scope_status") == "recognized"
    maybe = ((family == "unknown") & _TEXT.pipe(rx.contains, P.HALF_PERIOD) & recognized) | (
        family.is_in(["total", "spread", "btts", "exact_score", "other"])
        & recognized
        & pl.col("scope_evidence").fill_null("").pipe(rx.contains, RESULT_KIND_NAMED)
    )
    return [
        pl.when(half | maybe).then(pl.lit("unknown")).otherwise(pl.col("scope")).alias("scope"),
        pl.when(half)
        .then(pl.lit("absent"))
        .when(maybe)
        .then(pl.lit("unrecognized"))
        .otherwise(pl.col("scope_status"))
        .alias("scope_status"),
        pl.when(half)
        .then(pl.lit(None, dtype=pl.String))
        .otherwise(pl.col("scope_evidence"))
        .alias("scope_evidence"),
    ]


def _family_evidence() -> list[pl.Expr]:
    """The sentence that decided the family; a family taken from the listing alone quotes
    nothing (no text of the rules decided it) and names the listing in `derived_from`."""
    cue_sentence = pl.coalesce(
        [_sentence(cue.removeprefix("(?i)")) for cue in V.FAMILY_CUES.values()]
    )
    inferred = pl.col("family_status") == "inferred"
    return [
        pl.when(inferred)
        .then(pl.lit(None, dtype=pl.String))
        .when(pl.col("family").is_in(["win", "draw", "advance"]))
        .then(pl.col("outcome_evidence"))
        .otherwise(pl.coalesce(cue_sentence, pl.col("outcome_evidence")))
        .alias("family_evidence"),
        pl.when(inferred).then(pl.col("_family_listing")).alias("family_derived_from"),
    ]


def _sentence(pattern: str, text: pl.Expr = _TEXT) -> pl.Expr:
    return text.pipe(rx.extract, P.sentence_with(pattern), 0).str.strip_chars()


_INCLUSION = "|".join(p.removeprefix("(?i)") for p in (P.ET_INCLUDED, P.PEN_INCLUDED))


def _scope_flags() -> list[pl.Expr]:
    """The first of the stages before `_scope_columns`: what the scope is decided from,
    each regex run once (the three scope columns use most of these several times), and
    the text with its exclusions masked (`_sc_masked`), which the next stages search."""
    # Negated mentions ("does not include extra time") are masked before looking for
    # inclusion; an exclusion naming extra time is itself a regulation-time clause. A
    # question whether something counts states nothing: its answer does.
    # Masked once, as a column: its five readers each ran the masking again (Polars shares
    # no regex between expressions here), ~0.26 s of CPU per 5,000 B6 texts.
    excludes_et = (
        _TEXT.pipe(rx.extract_all, P.EXCLUSION)
        .list.eval(pl.element().pipe(rx.contains, r"(?i)extra[- ]time|overtime"))
        .list.any()
    )
    return [
        _TEXT.pipe(rx.replace_all, P.EXCLUSION, " ")
        .pipe(rx.replace_all, P.QUESTION, " ")
        .alias("_sc_masked"),
        (excludes_et | _TEXT.pipe(rx.contains, P.REG_ONLY)).alias("_sc_reg_strong"),
        _TEXT.pipe(rx.replace_all, P.BEYOND_NINETY, " ")
        .pipe(rx.contains, P.REG_WEAK)
        .alias("_sc_reg_weak"),
        # A sentence that bounds the result at 90 minutes and says nothing of extra time
        # or penalties, beside one that counts them ("after 90 minutes plus stoppage time"
        # in one field, "the result includes any extra time" in the other), states two
        # scopes.
        _TEXT.pipe(rx.extract_all, P.sentence_with(P.REG_WEAK))
        .list.eval(pl.element().pipe(rx.contains, P.ET_OR_PENS_MENTION).not_())
        .list.any()
        .fill_null(False)
        .alias("_sc_reg_alone"),
        # A scope its writer is unsure of ("typically the 90 minutes, but I can't be sure")
        # is not read (looked for only in texts with such words, a few).
        pl.when(_TEXT.pipe(rx.contains, P.ci(P.DOUBT)))
        .then(_TEXT)
        .pipe(rx.extract_all, P.sentence_with(P.SCOPE_MENTION))
        .list.eval(pl.element().pipe(rx.contains, P.ci(P.DOUBT)))
        .list.any()
        .fill_null(False)
        .alias("_sc_doubt"),
    ]


_MASKED = pl.col("_sc_masked")


def _masked_flags() -> list[pl.Expr]:
    """The stage after `_scope_flags`: what the masked text includes or names."""
    return [
        _MASKED.pipe(rx.contains, P.ET_INCLUDED).alias("_sc_et"),
        _MASKED.pipe(rx.contains, P.PEN_INCLUDED).alias("_sc_pen"),
        _MASKED.pipe(rx.contains, P.ET_OR_PENS_MENTION).alias("_sc_et_or_pens"),
        _MASKED.pipe(rx.contains, P.PENS_MENTION).alias("_sc_pens_named"),
        # "Count only the 90 minutes more the prorogation": a sentence that bounds the
        # result at 90 minutes and names extra time or penalties with no word that could
        # exclude them ("...; extra time and penalties are not" may) is no bound read
        # (searched only where such a bound is said, a few texts).
        pl.when(pl.col("_sc_reg_strong"))
        .then(_MASKED)
        .pipe(rx.extract_all, P.sentence_with(P.REG_ONLY))
        .list.eval(
            pl.element().pipe(rx.contains, P.ET_OR_PENS_MENTION)
            & pl.element().pipe(rx.contains, P.NEGATION_LEFT).not_()
        )
        .list.any()
        .fill_null(False)
        .alias("_sc_reg_only_named"),
    ]


def _negated_inclusion() -> pl.Expr:
    """The stage after `_masked_flags`: an inclusion in a sentence that still holds a
    negation is not read as one.

    Only a masked text that holds an inclusion (`_sc_et` or `_sc_pen`) can hold such a
    sentence (a match of the sentence holds a match of the inclusion, in the same text),
    so the others, most texts, are not searched (0.12 s of CPU per 5,000 B6 texts, ~0.01
    s gated); their value is false either way.
    """
    return (
        pl.when(pl.col("_sc_et") | pl.col("_sc_pen"))
        .then(_MASKED)
        .pipe(rx.extract_all, P.sentence_with(_INCLUSION))
        .list.eval(pl.element().pipe(rx.contains, P.NEGATION_LEFT))
        .list.any()
        .fill_null(False)
        .alias("_sc_negated_incl")
    )


def _scope_columns() -> list[pl.Expr]:
    """scope, scope_status, scope_evidence from the columns of `_scope_flags` and the
    stages after it."""
    reg_strong = pl.col("_sc_reg_strong")
    reg = reg_strong | pl.col("_sc_reg_weak")
    et = pl.col("_sc_et")
    pen = pl.col("_sc_pen")
    # A weak regulation cue ("normal time") beside extra time or penalties that are named
    # but neither excluded nor understood as included is not a reading: say so.
    # Extra time read as counted beside a shoot-out that is named, neither excluded nor read
    # as counted ("Extra time counts. So does a shoot-out."): the scope is not read.
    unread = (
        (reg & reg_strong.not_() & (et | pen).not_() & pl.col("_sc_et_or_pens"))
        | ((et | pen).not_() & pl.col("_sc_reg_only_named"))
        | ((et | pen) & pl.col("_sc_negated_incl"))
        | (et & pen.not_() & pl.col("_sc_pens_named"))
        | pl.col("_sc_doubt")
    )
    conflict = (reg_strong | pl.col("_sc_reg_alone")) & (et | pen)
    reg_evidence = pl.coalesce(_sentence(P.REG_ONLY), _sentence(P.EXCLUSION), _sentence(P.REG_WEAK))
    return [
        pl.when(conflict | unread)
        .then(pl.lit("unknown"))
        .when(pen)
        .then(pl.lit("penalties"))
        .when(et)
        .then(pl.lit("extra_time"))
        .when(reg)
        .then(pl.lit("regulation"))
        .otherwise(pl.lit("unknown"))
        .alias("scope"),
        pl.when(conflict)
        .then(pl.lit("conflicting"))
        .when(unread)
        .then(pl.lit("unrecognized"))
        .when(pen | et | reg)
        .then(pl.lit("recognized"))
        .when(_TEXT.pipe(rx.contains, P.SCOPE_MENTION))
        .then(pl.lit("unrecognized"))
        .otherwise(pl.lit("absent"))
        .alias("scope_status"),
        pl.when(conflict)
        .then(pl.coalesce(_sentence(P.EXCLUSION), _sentence(P.REG_ONLY), _sentence(P.REG_WEAK)))
        .when(unread)
        .then(pl.coalesce(_sentence(P.ET_OR_PENS_MENTION), _sentence(P.SCOPE_MENTION)))
        .when(pen)
        .then(_sentence(P.PEN_INCLUDED))
        .when(et)
        .then(_sentence(P.ET_INCLUDED))
        .when(reg)
        .then(reg_evidence)
        .otherwise(_sentence(P.SCOPE_MENTION))
        .alias("scope_evidence"),
    ]


def _valid_team(team: pl.Expr) -> pl.Expr:
    return pl.when(team.pipe(rx.contains, P.TEAM_INVALID).not_()).then(team)


def _outcome_parts(s: pl.Expr) -> pl.Expr:
    """What `_outcome_kind` decides from, for one clause `s`, in three steps over the list
    (`_outcome_items`), each regex of the clause run once. Inside `list.eval` no common
    sub-expression is shared: what a step reads is materialized by the step before, as each
    use of `said` or of a team re-ran its patterns (most of the outcome stage's cost)."""
    # What the clause pays No on ("..., and No if one of them wins") is not the Yes side:
    # the outcome is read from the rest of the clause only.
    return pl.struct(s=s, said=s.pipe(rx.replace, P.NO_TAIL, ""))


def _outcome_teams(parts: pl.Expr) -> pl.Expr:
    """`_outcome_parts`' second step: the teams as written and the draw and No cues."""
    s, said = parts.struct.field("s"), parts.struct.field("said")
    return parts.struct.with_fields(
        win=rx.extract_first(said, P.WIN_TEAM, 1).str.strip_chars(),
        adv=rx.extract_first(said, P.ADVANCE_TEAM, 1).str.strip_chars(),
        draw_sentence=said.pipe(rx.contains, P.ci(P.DRAW_SENTENCE_CUE[0]))
        & s.pipe(rx.contains, P.ci(P.DRAW_SENTENCE_CUE[1]))
        & (
            s.pipe(rx.contains, P.YES_UNLESS) & s.pipe(rx.contains, P.YES_DENIED_UNLESS).not_()
        ).not_(),
        # A clause that pays No names the other side ("if St. Louis City SC wins, it
        # resolves to No"), not the Yes of this market.
        pays_no=s.pipe(rx.contains, P.PAY_NO) & s.pipe(rx.contains, P.PAY_YES).not_(),
    )


def _outcome_valid(parts: pl.Expr) -> pl.Expr:
    """`_outcome_parts`' third step: a team read is kept only where it is a team's name."""
    f = parts.struct.field
    return parts.struct.with_fields(win=_valid_team(f("win")), adv=_valid_team(f("adv")))


def _outcome_flags(parts: pl.Expr) -> pl.Expr:
    """`_outcome_parts` with the tests that read its teams and what was said."""
    win, said = parts.struct.field("win"), parts.struct.field("said")
    return parts.struct.with_fields(
        win_draw=win.pipe(rx.contains, P.DRAW_TEAM),
        tie_win=said.pipe(rx.contains, P.TIE_WIN),
        draw_subject=said.pipe(rx.contains, P.DRAW_SUBJECT),
    )


def _outcome_kind(flags: pl.Expr) -> pl.Expr:
    """Classify one clause from its `_outcome_flags`: {kind, team} (kind null when it is
    no outcome clause)."""
    f = flags.struct.field
    win, adv = f("win"), f("adv")
    kind = (
        pl.when(f("pays_no"))
        .then(pl.lit(None, dtype=pl.String))
        .when(adv.is_not_null())
        .then(pl.lit("advance"))
        .when(f("win_draw"))
        .then(pl.lit("draw"))
        .when(win.is_not_null() & f("tie_win"))
        .then(pl.lit("advance"))
        .when(win.is_not_null())
        .then(pl.lit("win"))
        .when(f("draw_subject") | f("draw_sentence"))
        .then(pl.lit("draw"))
    )
    team = pl.when(kind == "advance").then(pl.coalesce(adv, win)).when(kind == "win").then(win)
    return pl.struct(kind=kind, team=team)


# What makes a clause an outcome clause, as alternatives: each text is searched with those
# it holds (`rx.extract_all_any`; their union costs a quarter of reading a text).
_OUTCOME_CUES = tuple(
    p.replace("(?i)", "") for p in (*P.WIN_TEAM, *P.ADVANCE_TEAM, P.DRAW_SUBJECT, *P.DRAW_NO_WINNER)
)


def _outcome_items() -> pl.Expr:
    """list[struct{s, v: {kind, team}}] as `clause_items` gives it, the classifier in three
    steps over the list (each materialized once)."""
    item = pl.element()
    return (
        rx.extract_all_any(_TEXT, P.clause_with, _OUTCOME_CUES, pl.col("_outcome_cues"))
        .list.eval(_outcome_parts(item))
        .list.eval(_outcome_teams(item))
        .list.eval(_outcome_valid(item))
        .list.eval(_outcome_flags(item))
        .list.eval(pl.struct(s=item.struct.field("s").str.strip_chars(), v=_outcome_kind(item)))
        # What decides whether two clauses agree, read once per clause: `agree` uses its
        # key in several places, each of which re-ran the team's regexes.
        .list.eval(
            item.struct.with_fields(
                v=item.struct.field("v").struct.with_fields(
                    key=pl.field("kind") + pl.lit("|") + _team_key(pl.field("team")).fill_null("")
                )
            )
        )
    )


def _team_key(team: pl.Expr) -> pl.Expr:
    """A team name with club suffixes, years and punctuation dropped: "Chelsea FC" = "Chelsea"."""
    return (
        team.str.to_lowercase()
        .pipe(rx.replace_all, r"\b(?:a?fc|cf|sc|ac|fk|sk|cd|ud|sv|ss|cp|club|calcio|\d+)\b", "")
        .pipe(rx.replace_all, r"[^\p{L}]", "")
    )


def _outcome_agreed() -> pl.Expr:
    # Clauses agree when they name the same kind and, for a team, the same team.
    return agree(pl.col("_outcome_items"), key=lambda v: v.struct.field("key"))


def _outcome_columns() -> list[pl.Expr]:
    read = pl.col("_outcome")
    value = read.struct.field("value")
    status = (
        pl.when(read.struct.field("status") == "absent")
        .then(pl.when(_TEXT.str.strip_chars() == "").then(pl.lit("absent")))
        .otherwise(read.struct.field("status"))
        .fill_null(pl.lit("unrecognized"))
    )
    ok = status == "recognized"
    return [
        pl.when(ok)
        .then(value.struct.field("kind"))
        .otherwise(pl.lit("unknown"))
        .alias("outcome_kind"),
        pl.when(ok).then(value.struct.field("team")).alias("outcome_team"),
        status.alias("outcome_status"),
        pl.coalesce(read.struct.field("evidence"), _sentence(r"\bresolv\w*")).alias(
            "outcome_evidence"
        ),
    ]


_CUE_AND_REST = P.ci(f"(?s)(?:{P.FALLBACK_CUE.removeprefix('(?i)')}).*$")
# Group 1: what follows the last alternative word of a clause's head.
_LAST_ALTERNATIVE = P.ci(r"(?s)^.*(?:\b(?:or|with|else|alternatively)\b|\()(.*)$")
_ANY_KIND = P.ci(
    "|".join(
        k.removeprefix("(?i)")
        for k in (P.OFFICIAL, P.OFFICIAL_NAMED, P.PROVIDER, P.CONSENSUS, P.VENUE_DECIDES)
    )
)
_KIND_OR_REVISION = P.ci(
    "|".join(k.removeprefix("(?i)") for k in (_ANY_KIND, P.REVISION_CLAUSE, P.OTHER_SOURCE))
)
_SOURCE_KINDS: dict[str, Callable[[pl.Expr, pl.Expr], pl.Expr]] = {
    # (part of a clause, whole clause) -> the part names a source of this kind. A league
    # or federation name counts only in a clause about sources.
    "official": lambda part, clause: (
        part.pipe(rx.contains, P.OFFICIAL)
        | (
            clause.pipe(rx.replace_all, P.ACCORDING_TO_BASIS, " ").pipe(rx.contains, P.SOURCE_CUE)
            & part.pipe(rx.replace_all, P.WEB_ADDRESS, " ").pipe(rx.contains, P.OFFICIAL_NAMED)
        )
    ),
    "provider": lambda part, _: part.pipe(rx.replace_all, P.PROVIDER_LOOKALIKE, " ").pipe(
        rx.contains, P.PROVIDER
    ),
    "consensus": lambda part, _: part.pipe(rx.contains, P.CONSENSUS),
    "venue": lambda part, clause: (
        part.pipe(rx.contains, P.VENUE_DECIDES)
        & clause.pipe(
            rx.contains,
            r"(?i)\b(?:results?|outcomes?|scores?|winner|sources?|data|statistics|stats"
            r"|publication|published)\b",
        )
    ),
}


def _source_parts() -> pl.Expr:
    """list[struct{clause, head, tail}] over the clauses of the market's own text naming a
    source: a clause is split at its first fallback condition ("if ... not", "otherwise")
    and loses its phrases marked as fallback ("... instead", "as the backup source"); what
    remains (head) names the primary source, the rest (tail) a fallback.
    """
    kinds = [P.OFFICIAL, P.OFFICIAL_NAMED, P.PROVIDER, P.CONSENSUS, P.VENUE_DECIDES]
    # A clause bringing in "other information" is read too: it names a fallback, even where
    # that source is no kind the patterns know.
    kinds.append(P.OTHER_SOURCE)
    clauses = _OWN.pipe(
        rx.extract_all, P.clause_with("|".join(k.removeprefix("(?i)") for k in kinds))
    ).list.eval(pl.element().filter(pl.element().pipe(rx.contains, P.REVISION_CLAUSE).not_()))
    # In steps over the list, each materialized once: inside `list.eval` no common
    # sub-expression is shared, and every use of `head` re-ran the regexes before it.
    item = pl.element()
    f = item.struct.field
    return (
        clauses.list.eval(
            pl.struct(clause=item, unmarked=item.pipe(rx.replace_all, P.FALLBACK_PHRASE, " "))
        )
        .list.eval(
            pl.struct(
                clause=f("clause"),
                head=f("unmarked").pipe(rx.replace, _CUE_AND_REST, ""),
                cued=f("unmarked").pipe(rx.contains, _CUE_AND_REST),
                rest=f("unmarked").pipe(rx.extract, _CUE_AND_REST, 0),
                phrases=f("clause").pipe(rx.extract_all, P.FALLBACK_PHRASE).list.join(" "),
            )
        )
        .list.eval(
            # "official data, or a consensus of reporting if it is not published": what
            # the head names after its last "or" / "with" / "else" is the source the
            # condition brings in.
            item.struct.with_fields(
                last_alt=f("head").pipe(rx.extract, _LAST_ALTERNATIVE, 1),
                alt=f("head").pipe(rx.extract, _LAST_ALTERNATIVE, 0),
            )
        )
        .list.eval(
            item.struct.with_fields(
                before_alt=f("alt").str.slice(
                    0, f("head").str.len_chars() - f("last_alt").str.len_chars()
                )
            )
        )
        .list.eval(
            item.struct.with_fields(
                split=f("cued")
                & f("last_alt").pipe(rx.contains, _ANY_KIND)
                & f("before_alt").pipe(rx.contains, _ANY_KIND)
            )
        )
        .list.eval(
            pl.struct(
                clause=f("clause"),
                head=pl.when(f("split")).then(f("before_alt")).otherwise(f("head")),
                tail=pl.concat_str(
                    f("phrases"),
                    pl.when(f("split")).then(f("last_alt")).otherwise(pl.lit("")),
                    f("rest").fill_null(""),
                    separator=" ",
                ),
            )
        )
    )


# Unflagged: it is also joined into a longer pattern (an inline flag stands only first).
_WHICHEVER = r"\bwhichever\b"
_FALLBACK_MARK = r"(?i)\b(?:fall(?:s|ing)?\s?back|backup|back-up|secondary)\b"
# A verb that takes a place as the source ("..., we can use the gossip of bloggers"): after
# a condition of absence it brings in a fallback, even where no noun of a source is said.
_SOURCE_TAKEN = rf"(?i)\b{V.SOURCE_VERB}\b"
# The whole rest of a head after its "or": one to three words, none a number.
_OTHER_NAMED = r"(?i)^\s*(?:the\s+)?[a-z][\w'’&-]*(?:\s+[a-z][\w'’&-]*){0,2}\s*[.;:]?\s*$"


def _source_flags() -> pl.Expr:
    """Per source clause: which kinds its head and its tail name (every regex run once:
    the kinds are read in a first step over the list, the rest from them in a second, as
    inside `list.eval` no common sub-expression is shared)."""
    item = pl.element()
    f = item.struct.field
    clause = f("clause")
    head, tail = f("head"), f("tail")
    kinds_read = pl.struct(
        clause.alias("clause"),
        head.alias("head"),
        tail.alias("tail"),
        *(named(head, clause).alias(f"head_{k}") for k, named in _SOURCE_KINDS.items()),
        *(named(tail, clause).alias(f"tail_{k}") for k, named in _SOURCE_KINDS.items()),
        # "the league's website or major news outlets", "bundesliga.com or Sky Sports":
        # two places of different kinds (or one of no kind read) joined by "or" are no
        # hierarchy.
        head.pipe(rx.extract, P.OR_SPLIT, 1).alias("left"),
        head.pipe(rx.extract, P.OR_SPLIT, 2).alias("right"),
    )
    kinds = ("official", "provider", "consensus")
    # The kinds each side of an "or" names, read once (each is used twice below).
    sides_read = item.struct.with_fields(
        *(
            _SOURCE_KINDS[k](f(side), clause).alias(f"{side}_{k}")
            for side in ("left", "right")
            for k in kinds
        )
    )
    flags = [f(f"head_{k}") for k in _SOURCE_KINDS]
    flags += [f(f"tail_{k}") for k in _SOURCE_KINDS]
    # A head naming two kinds side by side ("checked against the official website and
    # against ESPN", "from ESPN or MLSsoccer.com") states no order between them.
    strong = [
        head.pipe(rx.contains, kind).cast(pl.Int32)
        for kind in (P.OFFICIAL, P.PROVIDER, P.CONSENSUS)
    ]
    left, right = f("left"), f("right")
    in_left = [f(f"left_{k}") for k in kinds]
    in_right = [f(f"right_{k}") for k in kinds]
    # A place of a kind or another named after "or" in a few words of no kind read ("from
    # bundesliga.com or kicker"): the other place is not understood, and no order is said.
    named_other = (
        right.pipe(rx.contains, _OTHER_NAMED)
        & right.pipe(rx.contains, P.SCOPE_MENTION).not_()
        & pl.any_horizontal(in_right).not_()
    )
    or_mixed = (
        (pl.any_horizontal(in_left) | left.pipe(rx.contains, P.OUTLET))
        & (
            (
                (pl.any_horizontal(in_right) | right.pipe(rx.contains, P.OUTLET))
                & pl.any_horizontal([lk != rk for lk, rk in zip(in_left, in_right, strict=True)])
            )
            | named_other
        )
    ).fill_null(False)
    # The official source with a place of the media kind beside it ("the league's own
    # website and the main sports media") states no order between them either.
    beside_media = f("head_official") & head.pipe(rx.replace_all, P.OFFICIAL, " ").pipe(
        rx.contains, P.BESIDE_MEDIA
    )
    # "X or Y, whichever posts first": the two are alternatives by chance, in no order.
    by_chance = head.pipe(rx.contains, P.ci(rf"\bor\b.*{_WHICHEVER}")).fill_null(False)
    flags.append(
        (
            (pl.sum_horizontal(strong) > 1) | or_mixed | by_chance | beside_media.fill_null(False)
        ).alias("mixed")
    )
    # Providers named as a fallback that the primary part does not name ("Opta; if Opta
    # data is unavailable, ESPN"): a fallback of the same kind.
    # A condition that brings in another source ("if they are slow to appear, other
    # information may be consulted") whose source is no kind read: the fallback is unread.
    tail_kinds = pl.any_horizontal([f(f"tail_{k}") for k in _SOURCE_KINDS])
    # So does a fallback marked as one ("fallback consensus after 2 hours", "backup: the
    # papers") whose source is no kind read.
    flags.append(
        (
            (tail.pipe(rx.contains, P.FALLBACK_CUE) | tail.pipe(rx.contains, _FALLBACK_MARK))
            & (tail.pipe(rx.contains, P.SOURCE_NOUN) | tail.pipe(rx.contains, _SOURCE_TAKEN))
            & tail_kinds.not_()
        ).alias("tail_unread")
    )
    flags.append(_provider_names(head).alias("head_names"))
    flags.append(_provider_names(tail).alias("tail_names"))
    # A source clause after the first that is stated under a condition ("...; absent such
    # publication within 2 hours, a consensus of reporting governs", "consensus is used if
    # they are not published") names a fallback wherever in it the source stands.
    # "After the first" counts only clauses that name a source: a league named in passing
    # ("if Napoli beat Juventus in Serie A") does not make the source clause a later one.
    names = pl.any_horizontal([f(f"head_{k}") | f(f"tail_{k}") for k in _SOURCE_KINDS]).cast(
        pl.Int32
    )
    earlier = (names.cum_sum() - names) > 0
    flags.append((clause.pipe(rx.contains, P.FALLBACK_CUE) & earlier).alias("later_cond"))
    return (
        pl.col("_source_parts")
        .list.eval(kinds_read)
        .list.eval(sides_read)
        .list.eval(pl.struct(clause.alias("clause"), *flags))
    )


def _provider_names(part: pl.Expr) -> pl.Expr:
    return part.str.to_lowercase().pipe(rx.extract_all, P.PROVIDER)


def _source_items() -> list[pl.Expr]:
    """The stage before `_source_stages`: what the source clauses say, kind by kind, as
    columns. `_source_stages` chains its kinds, so each of these was inlined into every
    later use (hundreds of `list.eval` nodes, most of a call's fixed cost); read once here.
    """
    clauses = pl.col("_source_flags")
    item = pl.element()
    later_cond = item.struct.field("later_cond")
    items: list[pl.Expr] = []
    for kind in _SOURCE_KINDS:
        named_first = item.struct.field(f"head_{kind}")
        head = named_first & later_cond.not_()
        items.append(clauses.list.eval(head).list.any().alias(f"_src_head_{kind}"))
        items.append(
            clauses.list.eval(item.struct.field(f"tail_{kind}") | (named_first & later_cond))
            .list.any()
            .alias(f"_src_tail_{kind}")
        )
        items.append(
            clauses.list.eval(item.struct.field("clause").filter(head))
            .list.first()
            .alias(f"_src_first_{kind}")
        )
    items.append(clauses.list.eval(item.struct.field("mixed")).list.any().alias("_src_mixed"))
    items.append(
        clauses.list.eval(item.struct.field("clause").filter(item.struct.field("mixed")))
        .list.first()
        .alias("_src_mixed_clause")
    )
    items.append(
        clauses.list.eval(item.struct.field("head_names").explode())
        .list.drop_nulls()
        .alias("_src_head_names")
    )
    items.append(
        clauses.list.eval(item.struct.field("tail_names").explode())
        .list.drop_nulls()
        .alias("_src_tail_names")
    )
    # R3: where the market's own text names no source, the series' sources apply, read as
    # a hierarchy (the first listed is primary, the first of another kind the fallback).
    listed = (
        pl.col("settlement_sources")
        .fill_null([])
        .list.eval(
            pl.when(
                pl.element().pipe(rx.contains, P.OFFICIAL)
                | pl.element().pipe(rx.contains, P.OFFICIAL_NAMED)
            )
            .then(pl.lit("official"))
            .when(pl.element().pipe(rx.contains, P.PROVIDER))
            .then(pl.lit("provider"))
            # A name of neither kind known is no kind guessed: the source is unread.
            .otherwise(pl.lit("unknown"))
        )
    )
    items.append(listed.list.first().replace("unknown", None).alias("_src_series_primary"))
    items.append(
        listed.list.eval(pl.element().filter(pl.element() != pl.element().first()))
        .list.first()
        .replace("unknown", None)
        .alias("_src_series_fallback")
    )
    items.append(
        clauses.list.eval(item.struct.field("clause").filter(item.struct.field("tail_unread")))
        .list.first()
        .alias("_src_unread_tail")
    )
    tail_named = pl.any_horizontal([item.struct.field(f"tail_{k}") for k in _SOURCE_KINDS])
    items.append(
        clauses.list.eval(item.struct.field("clause").filter(tail_named))
        .list.first()
        .alias("_src_tail_clause")
    )
    return items


def _source_stages() -> list[list[pl.Expr]]:
    """The source columns from the columns of `_source_items`, in four stages.

    Each step's result is a column the next step reads: primary, fallback and evidence
    each build on the one before, and the outputs use them several times over, so held in
    Python variables every use copied the whole chain (the source outputs were ~150k
    characters of plan, which Polars planned again on every call: the largest share of
    reading one text)."""
    series = pl.col("_series")
    primary: pl.Expr = pl.lit(None, dtype=pl.String)
    evidence: pl.Expr = pl.lit(None, dtype=pl.String)
    fallback: pl.Expr = pl.lit(None, dtype=pl.String)
    in_tail: dict[str, pl.Expr] = {}
    for kind in reversed(list(_SOURCE_KINDS)):
        in_head = pl.col(f"_src_head_{kind}")
        in_tail[kind] = pl.col(f"_src_tail_{kind}")
        first = pl.col(f"_src_first_{kind}")
        primary = pl.when(in_head).then(pl.lit(kind)).otherwise(primary)
        evidence = pl.when(in_head).then(first.str.strip_chars()).otherwise(evidence)
    # Two kinds each stated as the source in clauses of their own, none under a fallback
    # condition ("LaLiga official. Credible-media consensus."): no order is said.
    heads = [pl.col(f"_src_head_{kind}").fill_null(False) for kind in _SOURCE_KINDS]
    apart = pl.sum_horizontal([h.cast(pl.Int32) for h in heads]) > 1
    firsts = pl.concat_str(
        [pl.col(f"_src_first_{kind}").str.strip_chars() for kind in _SOURCE_KINDS],
        separator=" / ",
        ignore_nulls=True,
    )
    mixed = pl.col("_src_mixed") | apart
    mixed_clause = pl.coalesce(pl.col("_src_mixed_clause"), pl.when(apart).then(firsts))
    # R1: quote the fallback sentence with the primary one when it follows directly.
    r1 = _OWN.pipe(rx.extract, P.sentence_pair(P.OFFICIAL, P.CONSENSUS), 0).str.strip_chars()
    first_step = [
        pl.when(mixed).then(pl.lit(None, dtype=pl.String)).otherwise(primary).alias("_s_own"),
        evidence.alias("_s_evidence"),
        mixed.alias("_s_mixed"),
        mixed_clause.alias("_s_mixed_clause"),
        r1.alias("_s_r1"),
        _sentence(P.DEADLINE, _OWN).alias("_s_deadline"),
        # A clause saying where the result is checked, naming only places of no kind read
        # ("checked on the clubs' websites and in the papers"): a source the text states
        # in words not understood.
        # So is a list of places "whichever we see first" (of any kinds): no order is said.
        pl.coalesce(
            _OWN.pipe(rx.extract_all, P.clause_with(P.SOURCE_STATED, P.OUTLET_WORD, ordered=False))
            .list.eval(
                pl.element().filter(pl.element().pipe(rx.contains, _KIND_OR_REVISION).not_())
            )
            .list.first(),
            _OWN.pipe(rx.extract, P.clause_with(_WHICHEVER, P.OUTLET, ordered=False), 0),
        )
        .str.strip_chars()
        .alias("_s_place"),
    ]
    primary, evidence, mixed = pl.col("_s_own"), pl.col("_s_evidence"), pl.col("_s_mixed")
    own_found = primary.is_not_null()
    head_names = pl.col("_src_head_names")
    tail_names = pl.col("_src_tail_names")
    another_provider = (primary == "provider") & (
        tail_names.list.set_difference(head_names).list.len() > 0
    )
    fallback = pl.when(another_provider).then(pl.lit("provider")).otherwise(fallback)
    for kind in reversed(list(_SOURCE_KINDS)):
        fallback = pl.when(in_tail[kind] & (primary != kind)).then(pl.lit(kind)).otherwise(fallback)
    series_primary = pl.col("_src_series_primary")
    series_fallback = pl.col("_src_series_fallback")
    second_step = [
        pl.when(own_found)
        .then(primary)
        .when(mixed.not_())
        .then(series_primary)
        .alias("_s_primary"),
        pl.when(own_found).then(fallback).otherwise(series_fallback).alias("_s_fallback"),
        # A source its writer is unsure of ("I think it's the league's stats, or maybe ESPN")
        # is not read.
        (own_found & evidence.pipe(rx.contains, P.ci(P.DOUBT)).fill_null(False)).alias("_s_doubt"),
    ]
    primary, fallback = pl.col("_s_primary"), pl.col("_s_fallback")
    evidence = (
        pl.when(own_found & (primary == "official") & (fallback == "consensus"))
        .then(pl.coalesce(pl.col("_s_r1"), evidence))
        .when(own_found)
        .then(evidence)
        .when(mixed)
        .then(pl.col("_s_mixed_clause").str.strip_chars())
        # Taken from the series: no text of the leg's rules decided it (see derived_from).
        .otherwise(pl.lit(None, dtype=pl.String))
    )
    # A fallback the text brings in under a condition but in words not read: the pair
    # (primary, fallback) is not known, so no source is read (never a primary alone).
    unread_tail = pl.col("_src_unread_tail")
    fallback_unread = own_found & fallback.is_null() & unread_tail.is_not_null()
    # A fallback read after a primary source in words not read ("relies on the body's own
    # published result; should that be missing, ESPN"): the text names its own sources, so
    # the series' list does not apply, and the pair is not known.
    tail_only = own_found.not_() & mixed.not_() & pl.col("_src_tail_clause").is_not_null()
    # A source stated in places of no kind read: with no source read elsewhere the series'
    # list does not apply (the text names its own), and beside a source read (the listing's
    # resolution source, another clause) the two state no order. Either way none is read.
    place = pl.col("_s_place")
    # A deadline for the result ("within two hours of the final whistle") says what happens
    # after it: with no fallback read, that sentence was not understood.
    deadline = pl.col("_s_deadline")
    after_deadline = own_found & fallback.is_null() & deadline.is_not_null()
    doubt = pl.col("_s_doubt")
    fallback_unread = fallback_unread | tail_only | after_deadline | place.is_not_null() | doubt
    unread_tail = pl.coalesce(
        pl.when(doubt).then(evidence), unread_tail, pl.col("_src_tail_clause"), place, deadline
    )
    third_step = [
        pl.when(fallback_unread)
        .then(pl.lit(None, dtype=pl.String))
        .otherwise(primary)
        .alias("_s_read"),
        pl.when(fallback_unread)
        .then(unread_tail.str.strip_chars())
        .otherwise(evidence)
        .alias("_s_quote"),
        (mixed | fallback_unread).alias("_s_unclear"),
        (own_found & fallback_unread.not_()).alias("_s_own_read"),
    ]
    primary, evidence = pl.col("_s_read"), pl.col("_s_quote")
    mixed, own_found = pl.col("_s_unclear"), pl.col("_s_own_read")
    found = primary.is_not_null()
    from_series = found & own_found.not_()
    mentioned = _OWN.pipe(rx.contains, P.SOURCE_MENTION) | series.is_not_null()
    return [
        first_step,
        second_step,
        third_step,
        [
            primary.fill_null(pl.lit("unknown")).alias("source_primary"),
            pl.when(found).then(fallback).alias("source_fallback"),
            pl.when(own_found)
            .then(_OWN)
            .otherwise(series)
            .pipe(rx.replace_all, P.URL, "")
            .pipe(rx.extract_all, P.PROVIDER_NAME)
            .list.unique(maintain_order=True)
            .fill_null(pl.lit([], dtype=pl.List(pl.String)))
            .alias("source_names"),
            _TEXT.pipe(rx.contains, P.REVISIONS_IGNORED).alias("source_revisions_ignored"),
            pl.when(own_found)
            .then(pl.lit("recognized"))
            .when(found)
            .then(pl.lit("inferred"))
            .when(mentioned | mixed)
            .then(pl.lit("unrecognized"))
            .otherwise(pl.lit("absent"))
            .alias("source_status"),
            pl.when(found | mixed)
            .then(evidence)
            .otherwise(_sentence(P.SOURCE_MENTION, _OWN))
            .alias("source_evidence"),
            pl.when(from_series)
            .then(
                pl.lit("series settlement_sources: ")
                + pl.col("settlement_sources").fill_null([]).list.join("; ")
            )
            .alias("source_derived_from"),
        ],
    ]
