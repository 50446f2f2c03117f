"""Divergences evaluated once per distinct combination and joined back on integer keys.

A pair's rule-dimension divergences depend on its two rule records, the contracts held,
the results the listings pay on, the knockout flag, and whether the legs name the same
teams and kickoff. Across a cycle those repeat: a million pairs hold a few thousand
distinct combinations. So:

- each distinct rule record, minus its evidence columns (and minus what no candidate
  reads), gets a dense id `kid`; each leg's own record keeps an id `eid` for its evidence;
- per pair, team codes become position markers (equal codes get equal markers) and the
  kickoffs a pair of instants that is within the tolerance exactly when the real ones are,
  so the key keeps every equality the candidates test and nothing else;
- the candidate expressions run on the distinct keys (one row per combination) with each
  evidence column replaced by a marker; their structs join back per pair on a `UInt32`
  combination id, and only the divergences that exist get their markers resolved to the
  pair's own evidence and team codes.

Candidates whose text quotes per-pair values (the fixture's kickoffs, liquidity, age) run
per pair, on the rows where their condition holds.

A combination's candidate structs depend on nothing but the combination, so a
`CombinationMemo` keeps them across calls (keyed by a 128-bit hash of the combination's
full content: decision values, markers, held sides, knockout): a cycle skips the candidate
expressions for the combinations an earlier one judged. A few combinations (an audit's)
are recalled expression by expression instead (`recall.InputMemo`, keyed by the values of the
columns each expression reads): the expressions cost about 50 ms of planning whatever the
row count, and a pair whose text is new still repeats, candidate by candidate, inputs seen
before. The answer is the same as evaluating every expression on every row; see
tests/test_compare.py, tests/test_audit_paths.py and tests/test_bench_reference.py.
"""

from __future__ import annotations

import threading
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime
from typing import Any

import polars as pl
import pyarrow as pa  # type: ignore[import-untyped]

from pipeline.rules import rowexpr
from pipeline.rules.beside import beside
from pipeline.rules.recall import InputMemo, evaluate_few
from pipeline.rules.recall import names as _names

__all__ = [
    "LIST_SLICE",
    "CombinationMemo",
    "RowCandidate",
    "RuleTables",
    "evaluate",
    "rowwise_parts",
    "rule_tables",
]

_TEAMS = ("a_home", "a_away", "b_home", "b_away")
_TEAM_MARK = "\x01{}\x01"
_EVIDENCE_MARK = "\x00{}{}"
_EPOCH = datetime(2000, 1, 1)


@dataclass(frozen=True)
class RuleTables:
    """Rule records split for the keyed engine.

    `decisions`: `kid` (UInt32) and the record columns the candidates decide on;
    `evidence`: every record's evidence, flat and in one chunk: the k-th evidence column
    of record `eid` is at `k * records + eid` (one integer key puts it back).
    """

    decisions: pl.DataFrame
    evidence: pl.Series
    records: int
    decision_columns: tuple[str, ...]
    evidence_columns: tuple[str, ...]


@dataclass(frozen=True)
class RowCandidate:
    """A candidate evaluated per pair, only where `condition` (null counts as true) holds."""

    order: int
    condition: pl.Expr
    expr: pl.Expr


class CombinationMemo:
    """Candidate results per distinct combination, kept across `evaluate` calls.

    One memo serves one set of candidate expressions (the caller keeps it beside them).
    Rows are keyed by two 64-bit hashes of the combination's content; at most `max_rows`
    are kept (the newest). Readers take the current frame; writers replace it under a lock.

    Beside them, each candidate's own values (`values`, an `InputMemo`): a combination
    never seen before (an audit of one pair whose text is new) still holds, candidate by
    candidate, inputs seen before.
    """

    def __init__(self, max_rows: int = 20_000) -> None:
        """Keep at most `max_rows` combinations."""
        self.max_rows = max_rows
        self.frame: pl.DataFrame | None = None
        self.values = InputMemo()
        self._lock = threading.Lock()

    def add(self, rows: pl.DataFrame) -> None:
        """Remember `rows` (`_h1`, `_h2` and the results), each key once."""
        with self._lock:
            if self.frame is None:
                # One call's rows are its distinct combinations, each key once: a
                # `unique` would only copy them (~7 ms of CPU at B1's 10k).
                self.frame = rows.tail(self.max_rows)
                return
            merged = pl.concat([self.frame, rows])
            self.frame = merged.unique(["_h1", "_h2"], keep="last", maintain_order=True).tail(
                self.max_rows
            )


def rule_tables(
    records: pl.DataFrame, decision_columns: Sequence[str], evidence_columns: Sequence[str]
) -> tuple[pl.Series, pl.Series, RuleTables]:
    """(kid per record, eid per record, tables) for `records` (one row per leg record).

    `eid` is the record's row number; `kid` numbers the distinct decision columns.
    """
    decision = list(decision_columns)
    # One grouping on a 64-bit hash of the decision columns numbers the distinct
    # decisions and lists each one's rows (nulls apart from empty strings and lists; 0.0
    # with -0.0, as grouping on the values took them): with every text new there is a
    # record per leg, and grouping on the ~30 columns themselves (a row encoding of each)
    # cost twice the hash. Two distinct decisions share a hash with odds of about
    # n^2 / 2^64 (n distinct decisions: B1's 200k records of new texts hold 967). The
    # frame's own row hash (`hash_rows`, one native call, no query) is the cheapest way
    # at every size measured: 3 records 0.19 ms against 0.28 as one struct's hash, B1's
    # 200k on a first call ~21 ms against ~36 chained column by column (~60 series calls).
    key = (
        records.select(decision).hash_rows(seed=11)
        if decision
        else pl.repeat(0, records.height, dtype=pl.UInt64, eager=True)
    ).to_frame("_h")
    if records.height <= _FEW_RECORDS:
        kid, firsts = _few_ids(key.get_column("_h"), records.select(decision))
    else:
        groups = (
            key.with_row_index("_i")
            .group_by("_h", maintain_order=True)
            .agg("_i")
            .select(pl.col("_i"))
            .with_row_index("kid")
        )
        kid = groups.explode("_i").sort("_i").get_column("kid")
        firsts = (
            records.select(decision)[groups.get_column("_i").list.first()]
            .with_columns(groups.get_column("kid"))
            .select("kid", *decision)
        )
    eid = pl.Series("eid", range(records.height), dtype=pl.UInt32)
    ev = list(evidence_columns)
    # One chunk, made once: the lists gather from it, and so do the rowwise candidates'
    # rows. Gathered from the chunks `concat` leaves, a rowwise row's strings kept views
    # into buffers of their own, and resolving the lists' markers beside them cost six
    # times as much (B1, 100k pairs); rowwise rows were joined instead, against a frame
    # of every record (~17 ms of CPU there, for a few thousand rows).
    evidence = (
        pl.concat([records.get_column(c).cast(pl.String) for c in ev], rechunk=True) if ev else None
    )
    return (
        kid.alias("kid"),
        eid,
        RuleTables(
            firsts,
            pl.Series("text", [], pl.String) if evidence is None else evidence,
            records.height,
            tuple(decision),
            tuple(ev),
        ),
    )


# Records up to which their ids are numbered in Python (an audit's few legs): the grouping's
# five queries cost ~1.5 ms of CPU whatever the rows.
_FEW_RECORDS = 16


def _few_ids(hashes: pl.Series, decisions: pl.DataFrame) -> tuple[pl.Series, pl.DataFrame]:
    """(kid per record, each kid's first record's decisions with `kid`), numbered as the
    grouping numbers them: by each distinct hash's first appearance."""
    number: dict[int, int] = {}
    firsts: list[int] = []
    kids = []
    for i, h in enumerate(hashes.to_list()):
        if h not in number:
            number[h] = len(firsts)
            firsts.append(i)
        kids.append(number[h])
    kid = pl.Series("kid", kids, dtype=pl.UInt32)
    rows = (
        decisions.slice(0, 0) if not firsts else pl.concat([decisions.slice(i, 1) for i in firsts])
    )
    ids = pl.Series("kid", range(len(firsts)), dtype=pl.UInt32)
    return kid, rows.rechunk().insert_column(0, ids)


def _team_labels() -> list[pl.Expr]:
    """Each team position -> the marker of the first position holding the same code."""
    out = []
    for i, name in enumerate(_TEAMS):
        col = pl.col(name)
        label: pl.Expr = pl.lit(_TEAM_MARK.format(i))
        for j in reversed(range(i)):
            label = (
                pl.when(col == pl.col(_TEAMS[j]))
                .then(pl.lit(_TEAM_MARK.format(j)))
                .otherwise(label)
            )
        out.append(
            pl.when(col.is_null()).then(pl.lit(None, pl.String)).otherwise(label).alias(name)
        )
    return out


def _kickoff_labels(tolerance: pl.Expr, dtype: pl.DataType) -> list[pl.Expr]:
    """Two instants within `tolerance` of each other exactly when the pair's kickoffs are."""
    a, b = pl.col("a_kickoff_utc"), pl.col("b_kickoff_utc")
    within = (a - b).abs() <= tolerance
    base = pl.lit(_EPOCH).cast(dtype)
    far = base + tolerance + pl.duration(days=1)
    return [
        pl.when(a.is_null()).then(pl.lit(None, dtype)).otherwise(base).alias("a_kickoff_utc"),
        pl.when(b.is_null())
        .then(pl.lit(None, dtype))
        .when(within)
        .then(base)
        .otherwise(far)
        .alias("b_kickoff_utc"),
    ]


def _roots(exprs: Sequence[pl.Expr], stages: Sequence[pl.Expr]) -> set[str]:
    """Input columns of `exprs`, through the `stages` columns they read."""
    made = {_names(e)[1] for e in stages}
    roots = {name for e in exprs for name in _names(e)[0]}
    if roots & made:
        roots |= {name for e in stages for name in _names(e)[0]}
    return roots - made


def _key_columns(
    exprs: Sequence[pl.Expr], stages: Sequence[pl.Expr], tables: RuleTables
) -> list[str]:
    rule_cols = {
        f"{s}_{c}" for s in "ab" for c in (*tables.decision_columns, *tables.evidence_columns)
    }
    roots = _roots(exprs, stages)
    keys = {f"{name[0]}_kid" if name in rule_cols else name for name in roots}
    return sorted(keys)


def evaluate(
    frame: pl.DataFrame,
    tables: RuleTables,
    *,
    keyed: Sequence[tuple[int, pl.Expr]],
    rowwise: Sequence[RowCandidate],
    stages: Sequence[pl.Expr],
    contingencies: Sequence[pl.Expr],
    kickoff_tolerance: pl.Expr,
    strict: bool,
    divergence_dtype: pl.DataType,
    memo: CombinationMemo | None = None,
    keep: Sequence[str] | None = None,
) -> tuple[pl.Series, pl.Series]:
    """(divergences, contingencies) per row of `frame`, in candidate order.

    With `keep`, `frame` is the caller's to give up: once the candidates have run, every
    column of it that is neither in `keep` nor read to build the lists is dropped from it
    in place, so that the lists (the largest part) are built without them.

    `frame` holds the per-pair columns the candidates read plus `a_kid`, `b_kid`, `a_eid`,
    `b_eid` (see `rule_tables`); `stages` are columns computed (in order) before the
    candidates, which may read them. `contingencies` are the rows of each pair's contingency
    list (struct expressions, never null). `keyed` candidates (order, expr) and they read
    rule columns, held sides, pays_on, team codes, kickoffs (through the tolerance only)
    and `knockout`; `rowwise` ones anything per pair.
    """
    exprs = [e for _, e in keyed] + list(contingencies)
    keys = _key_columns(exprs, stages, tables)
    rows = frame.with_row_index("_row")
    # The per-pair candidates read the pairs and the rule tables only: on a large call
    # they run beside the grouping and the per-combination candidates (`beside`).
    rowwise_found = beside(
        frame.height, lambda: rowwise_parts(rows, tables, stages, rowwise, divergence_dtype)
    )
    ko_dtype = frame.schema["a_kickoff_utc"]
    relabel = [e for e in _team_labels() if e.meta.output_name() in keys]
    if "a_kickoff_utc" in keys or "b_kickoff_utc" in keys:
        relabel += _kickoff_labels(kickoff_tolerance, ko_dtype)
    # One grouping numbers the combinations (nulls equal) and lists each one's rows: a
    # unique and a join back hashed every pair's key twice more. Grouped on a 64-bit hash
    # of each pair's key (`hash_rows`, as rule ids are), not on its ~13 columns: B1's
    # 100k pairs ~15 against ~20 ms of CPU.
    labelled = frame.select(
        *(c for c in keys if c not in {e.meta.output_name() for e in relabel}), *relabel
    )
    groups = (
        labelled.hash_rows(seed=13)
        .to_frame("_h")
        .with_row_index("_row")
        .group_by("_h")
        .agg("_row")
        .select("_row")
        .with_row_index("_cid")
    )
    distinct = labelled[groups.get_column("_row").list.first()].select(
        groups.get_column("_cid"), *keys
    )
    cid = groups.explode("_row").sort("_row")
    del groups, labelled  # the relabelled team and kickoff columns are not read again
    combos = _combinations(
        _with_rules(distinct, tables, markers=True),
        tables,
        [_named(e, f"_c{order}", divergence_dtype) for order, e in keyed],
        contingencies,
        stages,
        memo,
    ).sort("_cid")
    # Every distinct divergence struct is made once (per combination, with markers, then
    # the rowwise ones) into `table`; pairs carry only (_row, _order, _k) into it until the
    # lists are built. Moving the structs' strings through each join and sort cost about
    # as much per step as building them (a million pairs hold about three million).
    # Each candidate's column keeps its non-null structs (one query finds them all): laid
    # end to end by `unpivot` first, every combination's struct of every candidate was
    # copied before the nulls were dropped (B1 100k: ~29 against ~16 ms of CPU, and ~5k
    # page faults less; on one pair 0.5 against 0.3 ms).
    names = {f"_c{order}": order for order, _ in keyed}
    present = combos.select(pl.col(n).is_not_null() for n in names)
    combo_ids = combos.get_column("_cid")
    cids, orders, found = [], [], []
    for name, order in names.items():
        mask = present.get_column(name)
        found.append(combos.get_column(name).filter(mask))
        cids.append(combo_ids.filter(mask))
        orders.append(pl.Series([order] * found[-1].len(), dtype=pl.UInt8))
    keyed_table = pl.DataFrame(
        [pl.concat(cids), pl.concat(orders).alias("_order"), pl.concat(found).alias("d")]
    ).with_row_index("_k")
    entries = [
        cid.join(keyed_table.select("_cid", "_order", "_k"), on="_cid", how="inner").select(
            "_row", "_order", "_k"
        )
    ]
    structs = [keyed_table.get_column("d")]
    made = keyed_table.height
    for order, part in rowwise_found.result():
        entries.append(
            part.select(
                "_row",
                _order=pl.lit(order, pl.UInt8),
                _k=pl.int_range(made, made + part.height, dtype=pl.UInt32),
            )
        )
        structs.append(part.get_column("d"))
        made += part.height
    # In one chunk (each candidate's and each rowwise part is one): the lists gather from
    # it and its markers entry by entry, and a gather from many chunks cost several times
    # one from a single chunk (B1 100k: the lists ~70 against ~63 ms, the copy ~1.5 ms).
    table = pl.concat(structs, rechunk=True).alias("d")
    del structs, keyed_table
    if strict:
        table = table.to_frame().select(pl.col("d").struct.with_fields(severity=pl.lit("BLOCK")))[
            "d"
        ]
    if keep is not None:
        needed = {"_row", "a_eid", "b_eid", *_TEAMS, *keep}
        for name in [c for c in frame.columns if c not in needed]:
            # In place: both frames share the columns, and a select would copy columns
            # of unequal chunks into one chunk each.
            frame.drop_in_place(name)
            rows.drop_in_place(name)
    divergences = _lists(pl.concat(entries), table, rows, tables).alias("divergences")
    # `cid` is in row order and `combos` in `_cid` order (dense from 0): a gather.
    contingency = (
        combos.get_column("_contingencies").gather(cid.get_column("_cid")).alias("contingencies")
    )
    return divergences, contingency


def rowwise_parts(
    rows: pl.DataFrame,
    tables: RuleTables,
    stages: Sequence[pl.Expr],
    rowwise: Sequence[RowCandidate],
    dtype: pl.DataType,
) -> list[tuple[int, pl.DataFrame]]:
    """(order, `_row` and struct `d` of each row it applies to) of each rowwise candidate
    that applies somewhere: its condition on every row, its expression where it holds."""
    parts = []
    for cand in rowwise:
        read = _roots([cand.condition, cand.expr], stages)
        # Only the columns it reads (and the ids its rule columns are found by) go
        # through the filter: filtered whole, every pair column was copied for nothing.
        hit = rows.select(c for c in rows.columns if c in read or c in _ROW_KEYS)
        # The rule columns the condition reads are joined on every row, those only the
        # divergence reads on the rows it applies to (a fixture mismatch is rare).
        hit = _with_columns(hit, tables, stages, _roots([cand.condition], stages))
        hit = hit.filter(cand.condition.fill_null(True))
        if not hit.height:
            continue
        hit = _with_columns(hit, tables, stages, read)
        part = hit.select("_row", d=cand.expr.cast(dtype)).filter(pl.col("d").is_not_null())
        parts.append((cand.order, part))
    return parts


# What a rowwise candidate's rows keep besides the columns it reads.
_ROW_KEYS = ("_row", "a_kid", "b_kid", "a_eid", "b_eid")


def _with_columns(
    frame: pl.DataFrame, tables: RuleTables, stages: Sequence[pl.Expr], needed: set[str]
) -> pl.DataFrame:
    """`frame` plus the `needed` rule columns it lacks and the stages they allow."""
    missing = needed - set(frame.columns)
    if missing:
        frame = _with_rules(frame, tables, markers=False, needed=missing)
    return frame.with_columns(
        e for e in stages if needed >= _names(e)[0] and _names(e)[1] not in frame.columns
    )


# Rows whose lists are built at once. The lists' intermediates (every divergence struct
# unnested, its markers, the evidence gathered) cost about 1.4 GiB at a million pairs when
# built in one go; in slices they cost a slice's share, and the lists come out the same.
LIST_SLICE = 200_000


def _lists(
    entries: pl.DataFrame, table: pl.Series, rows: pl.DataFrame, tables: RuleTables
) -> pl.Series:
    """Each row's divergence list, in candidate order: `entries` (`_row`, `_order`, `_k`
    into `table`) with the markers of each struct resolved to the row's own evidence
    and team codes. Built LIST_SLICE rows at a time."""
    # Where each struct's markers point, read once per distinct struct.
    marks = table.to_frame().select(
        *(m for n in _EVIDENCE_FIELDS for m in _evidence_mark(pl.col("d").struct.field(n), n)),
        _teams=pl.any_horizontal(
            pl.col("d").struct.field(n).str.contains("\x01", literal=True) for n in _TEAM_FIELDS
        ).fill_null(False),
    )
    evidence = tables.evidence  # one chunk (`rule_tables`)
    if rows.height <= LIST_SLICE:
        return _slice_lists(entries, table, marks, rows, evidence, tables.records)
    parts = []
    for start in range(0, rows.height, LIST_SLICE):
        end = start + LIST_SLICE
        part = rows.slice(start, LIST_SLICE).with_columns(pl.col("_row") - start)
        # `_row` is the row number: a slice's entries are those of its row numbers.
        mine = entries.filter(pl.col("_row").is_between(start, end, closed="left"))
        parts.append(
            _slice_lists(
                mine.with_columns(pl.col("_row") - start),
                table,
                marks,
                part,
                evidence,
                tables.records,
            )
        )
    return pl.concat(parts)


def _slice_lists(
    entries: pl.DataFrame,
    table: pl.Series,
    marks: pl.DataFrame,
    rows: pl.DataFrame,
    evidence: pl.Series,
    records: int,
) -> pl.Series:
    """`_lists` for the rows of `rows` (`_row` numbered from 0), `marks` the markers of
    `table`."""
    long = entries.sort(pl.col("_row").cast(pl.UInt64) * 256 + pl.col("_order"))
    # (_row, _order) is unique, so one integer orders the entries as the two columns do
    # (a single key sorts faster).
    at, row = long.get_column("_k"), long.get_column("_row").set_sorted()
    # Each field gathered by entry once, from the distinct structs' own fields: gathered
    # as whole structs, the evidence and team fields were then copied a second time to
    # put the pairs' own texts in (B1 100k: ~10 MB of the lists' ~60 MB).
    values = table.struct.unnest()
    # The fields no pair changes are gathered beside the ones it does, on a large call.
    same = [n for n in values.columns if n not in (*_EVIDENCE_FIELDS, *_TEAM_FIELDS)]
    gathered = beside(at.len(), lambda: {n: values.get_column(n).gather(at) for n in same})
    marks = marks.select(pl.all().gather(at))
    eids = rows.select("a_eid", "b_eid").select(pl.all().gather(row).cast(pl.UInt32))
    fields: dict[str, pl.Series] = {}
    for name in _EVIDENCE_FIELDS:
        fields[name] = _evidence_field(
            values.get_column(name), at, marks, eids, name, evidence, records
        )
    teams = [t for t in _TEAMS if t in rows.columns]
    marked = marks.get_column("_teams").arg_true()
    if marked.len() and teams:
        codes = rows.select(pl.col(t).gather(row.gather(marked)) for t in teams)
        own = at.gather(marked)
        sub = values.select(pl.col(n).gather(own) for n in _TEAM_FIELDS).hstack(codes)
        # The marked entries' texts come after the distinct structs' own: one gather
        # lays each field out (a scatter into the gathered field copied it again).
        from_sub = at.clone().scatter(
            marked,
            pl.int_range(values.height, values.height + marked.len(), dtype=pl.UInt32, eager=True),
        )
        for name in _TEAM_FIELDS:
            resolved = pl.col(name)
            for team in teams:
                resolved = resolved.str.replace_all(
                    _TEAM_MARK.format(_TEAMS.index(team)), pl.col(team).fill_null(""), literal=True
                )
            # In one chunk: a gather from two copied every text it took (~60 MB).
            fields[name] = pl.concat(
                [values.get_column(name), sub.select(resolved).to_series()], rechunk=True
            ).gather(from_sub)
    fields.update(gathered.result())
    out = pl.DataFrame(
        [
            (fields[n] if n in fields else values.get_column(n).gather(at)).alias(n)
            for n in values.columns
        ]
    )
    structs = out.select(d=pl.struct(out.columns)).get_column("d")
    # The entries are in row order, so row r's list is the slice between the first entry
    # of row r and that of row r + 1: laid out from those offsets (Arrow's own list
    # layout, no copy of the structs) instead of grouped by row, which cost about as much
    # as resolving them. A row without entries gets an empty list.
    bounds = pl.int_range(rows.height + 1, dtype=pl.UInt32, eager=True)
    offsets = row.search_sorted(bounds.cast(row.dtype))
    lists = pa.LargeListArray.from_arrays(
        offsets.cast(pl.Int64).to_arrow(), structs.to_arrow(compat_level=pl.CompatLevel.newest())
    )
    # Taken as it comes (the same type) through the Arrow C data interface, which hands
    # the buffers over as they are: `pl.Series(...)` of the pyarrow array, with or without
    # a dtype, cost as much as grouping, and `from_arrow` imports `pyarrow.compute` on its
    # first call (about 50 ms of CPU, more from a cold disk: B1's and B5's processes).
    result = pl.Series("d", _ArrowArray(lists))
    return result if result.dtype == pl.List(table.dtype) else result.cast(pl.List(table.dtype))


def _evidence_field(
    value: pl.Series,
    at: pl.Series,
    marks: pl.DataFrame,
    eids: pl.DataFrame,
    name: str,
    evidence: pl.Series,
    records: int,
) -> pl.Series:
    """One evidence field of each entry: the text its marker points to (the k-th evidence
    column of the leg's own record, at `k * records + eid`), else its struct's `value`."""
    k, on_a = marks.get_column(f"_k_{name}"), marks.get_column(f"_a_{name}")
    if not k.is_not_null().any():
        return value.gather(at)
    flat = (
        pl.DataFrame([k.alias("k"), on_a.alias("a"), *eids.get_columns()])
        .select(pl.col("k") * records + pl.when("a").then("a_eid").otherwise("b_eid"))
        .to_series()
    )
    # A null index gathers a null: where every entry without a marker has no text of its
    # own either, the gathered evidence is the field as it is.
    text = evidence.gather(flat)
    unmarked = value.gather(at.filter(flat.is_null()))
    if not unmarked.is_not_null().any():
        return text
    return pl.select(pl.when(flat.is_not_null()).then(text).otherwise(value.gather(at))).to_series()


class _ArrowArray:
    """A pyarrow array seen only as the Arrow PyCapsule interface (`__arrow_c_array__`),
    so that Polars imports it without its pyarrow route (`pyarrow.compute`)."""

    def __init__(self, array: Any) -> None:
        self.array = array

    def __arrow_c_array__(self, requested_schema: Any = None) -> Any:
        return self.array.__arrow_c_array__(requested_schema)


_EVIDENCE_FIELDS = ("evidence_venue_one", "evidence_venue_two")
_TEAM_FIELDS = ("venue_one", "venue_two", "explanation")


def _evidence_mark(value: pl.Expr, name: str) -> list[pl.Expr]:
    """(evidence column index, on venue_one's leg) of an evidence marker, null elsewhere."""
    marker = value.str.starts_with("\x00")
    return [
        pl.when(marker).then(value.str.slice(2).cast(pl.UInt32, strict=False)).alias(f"_k_{name}"),
        pl.when(marker).then(value.str.slice(1, 1) == "a").alias(f"_a_{name}"),
    ]


# (expression id, name, type) -> (the expression, kept so its id is not reused; it cast
# and named). The caller's candidates are the same objects every call: so are these, and
# what is kept per expression object (`recall.names`, `rowexpr`'s compiled trees) holds.
_NAMED: dict[tuple[int, str, str], tuple[pl.Expr, pl.Expr]] = {}


def _named(expr: pl.Expr, name: str, dtype: pl.DataType | None = None) -> pl.Expr:
    """`expr` cast to `dtype` (if given) and named `name`, one object per such triple."""
    key = (id(expr), name, str(dtype))
    hit = _NAMED.get(key)
    if hit is None or hit[0] is not expr:
        made = (expr if dtype is None else expr.cast(dtype)).alias(name)
        if len(_NAMED) >= 1_024:
            _NAMED.clear()
        hit = _NAMED[key] = (expr, made)
    return hit[1]


def _combinations(
    combos: pl.DataFrame,
    tables: RuleTables,
    candidates: list[pl.Expr],
    contingencies: Sequence[pl.Expr],
    stages: Sequence[pl.Expr],
    memo: CombinationMemo | None,
) -> pl.DataFrame:
    """`_cid` and each candidate's struct (and the contingency list, `_contingencies`) per
    combination; what `memo` holds is taken from it, the rest evaluated and remembered."""
    results = [*(e.meta.output_name() for e in candidates), "_contingencies"]
    rows = [_named(e, f"_g{i}") for i, e in enumerate(contingencies)]

    def run(frame: pl.DataFrame) -> pl.DataFrame:
        exprs = (*candidates, *rows)
        if frame.height <= _FEW:
            values = None if memo is None else memo.values
            out = evaluate_few(frame, exprs, stages, values, interpret=_interpreter(frame))
        else:
            staged = frame.with_columns(stages)
            # Each candidate on its own distinct inputs, every other one beside this
            # thread on a large call (`beside`): they read `staged` and nothing else.
            theirs = beside(
                frame.height, lambda: [_per_distinct(staged, e) for e in candidates[1::2]]
            )
            evens = [_per_distinct(staged, e) for e in candidates[::2]]
            odds = theirs.result()
            found = [(odds if i % 2 else evens)[i // 2] for i in range(len(candidates))]
            # The contingency rows only gather columns into structs: run on every
            # combination at once they cost less than finding their distinct inputs
            # (B1 100k: ~1.5 against ~8 ms of CPU).
            out = staged.with_columns(*found, *rows)
        names = [e.meta.output_name() for e in rows]
        lists = _fixed_lists(out, names).alias("_contingencies")
        # Columns taken by name, not through `with_columns` and `drop`: those plan a query
        # against the frame's hundred-odd columns (~0.7 ms of CPU on one pair), the
        # frame is the same.
        return out[[c for c in out.columns if c not in names]].hstack([lists])

    if memo is None or combos.height <= _FEW:
        # A few combinations (an audit's) are recalled candidate by candidate (`run`):
        # looking each one up whole, and remembering it among the cycle's thousands,
        # cost a join, an anti join and a `unique` over the memo's rows a call.
        return run(combos)[["_cid", *results]]
    hashed = combos.with_columns(
        _h1=_content_hash(combos, tables, 11), _h2=_content_hash(combos, tables, 97)
    )
    known = memo.frame
    parts = []
    if known is not None:
        parts.append(
            hashed.select("_cid", "_h1", "_h2")
            .join(known, on=["_h1", "_h2"], how="inner")
            .select("_cid", *results)
        )
        hashed = hashed.join(known.select("_h1", "_h2"), on=["_h1", "_h2"], how="anti")
    if hashed.height:
        fresh = run(hashed)
        memo.add(fresh.select("_h1", "_h2", *results))
        parts.append(fresh.select("_cid", *results))
    return pl.concat(parts, how="vertical") if len(parts) > 1 else parts[0]


def _content_hash(combos: pl.DataFrame, tables: RuleTables, seed: int) -> pl.Series:
    """A 64-bit hash of each combination's content, not its ids (kids are numbered per
    call): its own columns and each side's decision values, those hashed once per rule
    id and gathered (hashed per combination as one struct of ~100 columns, twice, they
    cost ~17 ms of CPU at B1's 10k combinations). The evidence columns are left out: in
    a combination they are markers, the same in every one."""
    rules = {f"{s}_{c}" for s in "ab" for c in (*tables.decision_columns, *tables.evidence_columns)}
    own = [c for c in combos.columns if c not in rules and c not in ("_cid", "a_kid", "b_kid")]
    decisions = (
        tables.decisions.select(tables.decision_columns).hash_rows(seed=seed)
        if tables.decision_columns
        else None
    )
    parts = [combos.get_column(c) for c in own]
    if decisions is not None:
        parts.extend(
            decisions.gather(combos.get_column(f"{side}_kid")).alias(f"_{side}")
            for side in "ab"
            if f"{side}_kid" in combos.columns
        )
    if not parts:
        return pl.repeat(0, combos.height, dtype=pl.UInt64, eager=True)
    return pl.DataFrame(parts).hash_rows(seed=seed)


# Combinations up to which the candidates run together on every one (a one-pair audit):
# below it, planning the expressions one at a time costs more than it saves.
_FEW = 256
# Combinations up to which the candidates the memo lacks are walked in Python from their
# own trees (`rowexpr`) rather than planned by Polars (about 35 ms of CPU for all of them,
# whatever the rows; in Python, every candidate, contingency row and stage of one
# combination ~2 ms, ~0.35 ms each further one). 0: Polars alone.
INTERPRET_ROWS = 16


def _interpreter(frame: pl.DataFrame) -> rowexpr.Interpreter | None:
    """`rowexpr.evaluate` for a frame of at most INTERPRET_ROWS combinations."""
    return rowexpr.evaluate if frame.height <= INTERPRET_ROWS else None


def _per_distinct(frame: pl.DataFrame, expr: pl.Expr) -> pl.Series:
    """Row-wise `expr` on every row of `frame`, evaluated once per distinct value of the
    columns it reads: a candidate reads a few of a combination's columns, and ~10k
    combinations (100k pairs, every text new) hold a few hundred of its distinct inputs."""
    read = sorted(set(expr.meta.root_names()))
    if not read:
        return frame.select(expr).to_series()
    # Floats grouped as text: grouping takes 0.0 and -0.0 for one value, their text not.
    # The columns taken as series (a `select` costs its query's planning), grouped on a
    # 64-bit hash of each row (`hash_rows`, as rule ids are: grouping on ~30 columns cost
    # ~2.6 ms a candidate at B1's 10k combinations; two distinct inputs share a hash with
    # odds of about n^2 / 2^64).
    columns = [frame.get_column(c) for c in read]
    keys = pl.DataFrame([c.cast(pl.String) if c.dtype.is_float() else c for c in columns])
    groups = keys.hash_rows(seed=5).to_frame("_h").with_row_index("_i").group_by("_h").agg("_i")
    values = pl.DataFrame(columns)[groups.get_column("_i").list.first()].select(expr).to_series()
    # Each row's group: the groups' row lists laid out, ordered by row.
    group = groups.select(pl.col("_i"), _g=pl.int_range(pl.len(), dtype=pl.UInt32))
    return values.gather(group.explode("_i").sort("_i").get_column("_g"))


def _fixed_lists(frame: pl.DataFrame, names: Sequence[str]) -> pl.Series:
    """Per row, the list of its `names` columns' values (all of one type), in that order.

    The same lists as `pl.concat_list`, which for struct values cost about 20 us a row
    (Polars 2.1): here the values are laid end to end and cut into rows of len(names).
    """
    n, k = frame.height, len(names)
    flat = pl.concat([frame.get_column(c).alias("_v") for c in names])
    if n == 0:
        return pl.Series("_v", [], pl.List(flat.dtype))
    # Row r's j-th value is at j * n + r of `flat`.
    at = pl.int_range(n * k, dtype=pl.UInt32, eager=True)
    return flat.gather((at % k) * n + at // k).reshape((n, k)).cast(pl.List(flat.dtype))


def _with_rules(
    frame: pl.DataFrame,
    tables: RuleTables,
    *,
    markers: bool,
    needed: set[str] | None = None,
) -> pl.DataFrame:
    """`frame` (with `a_kid`/`b_kid`, and `a_eid`/`b_eid` when not `markers`) plus each
    side's rule columns: decisions joined on kid; evidence as markers or real text
    (gathered by eid: a null eid gives null text, as a left join would)."""
    out = frame
    for side in "ab":
        dec = [c for c in tables.decision_columns if needed is None or f"{side}_{c}" in needed]
        if dec and f"{side}_kid" in frame.columns:
            part = tables.decisions.select(
                pl.col("kid").alias(f"{side}_kid"), *(pl.col(c).alias(f"{side}_{c}") for c in dec)
            )
            out = out.join(part, on=f"{side}_kid", how="left", maintain_order="left")
        marks = []
        for k, c in enumerate(tables.evidence_columns):
            name = f"{side}_{c}"
            if needed is not None and name not in needed:
                continue
            if markers:
                mark = pl.Series(name, [_EVIDENCE_MARK.format(side, k)], dtype=pl.String)
                marks.append(mark.new_from_index(0, out.height))
            else:
                # The k-th evidence column of record `eid` is at `k * records + eid`.
                text = tables.evidence.slice(k * tables.records, tables.records)
                out = out.with_columns(text.gather(out.get_column(f"{side}_eid")).alias(name))
        if marks:  # as columns: `with_columns` costs its planning, whatever the rows
            out = out.hstack(marks)
    return out
