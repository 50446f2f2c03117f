"""A call of a few texts reads stage by stage with the values earlier texts gave each
expression's inputs (`pipeline.rules.extract._READ_MEMOS`, `recall.evaluate_stages`): the
records are those of one batch read, whatever was read before."""

from __future__ import annotations

from typing import Any

import polars as pl
import pytest

from bench.b56_engine import _sibling
from bench.reading import _snapshots, load
from bench.synthetic import coverage
from pipeline.rules import extract, recall
from pipeline.rules.extract import PYTHON_READ_MAX_TEXTS, RULE_INPUT_COLUMNS, extract_rules
from pipeline.rules.reading import agree
from pipeline.rules.recall import InputMemo, evaluate_stages, names
from pipeline.schemas import rules_hash_expr
from tests.test_extract import _demo_legs


def _fresh_memos(monkeypatch: pytest.MonkeyPatch) -> dict[str, InputMemo]:
    memos = {b: InputMemo(64, 2_000, 8) for b in ("python", "polars")}
    monkeypatch.setattr(extract, "_READ_MEMOS", memos)
    return memos


def _one_by_one(legs: pl.DataFrame, size: int) -> pl.DataFrame:
    return pl.concat([extract_rules(legs.slice(i, size)) for i in range(0, legs.height, size)])


@pytest.mark.parametrize("size", [1, 3])
def test_texts_read_a_few_at_a_time_get_the_records_of_one_batch_read(
    monkeypatch: pytest.MonkeyPatch, size: int
) -> None:
    memos = _fresh_memos(monkeypatch)
    legs = pl.concat(
        [
            coverage(20, seed=31).legs.select(RULE_INPUT_COLUMNS),
            pl.DataFrame(_snapshots(load("b")[:40]), infer_schema_length=None).select(
                RULE_INPUT_COLUMNS
            ),
        ],
        how="vertical_relaxed",
    ).unique("rules_hash", keep="first", maintain_order=True)
    assert legs.height > PYTHON_READ_MAX_TEXTS  # the batch read is one native call
    batch = extract_rules(legs)
    assert _one_by_one(legs, size).equals(batch)
    # The later texts were read in part from what the earlier ones gave, and an expression
    # of the text itself, whose inputs never came back, was given up.
    memo = memos["python"]
    assert memo._found and memo._given_up
    assert all(e[1] not in ("_sc_masked", "_cue_text") for e in memo._known)


def test_the_demo_texts_read_one_at_a_time_twice_get_their_records(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    _fresh_memos(monkeypatch)
    legs = _demo_legs().unique("rules_hash", keep="first", maintain_order=True).head(80)
    batch = extract_rules(legs)
    for _ in range(2):  # cold, then with every value known
        assert _one_by_one(legs, 1).equals(batch)


def test_each_stage_expression_reads_only_the_columns_it_is_keyed_on() -> None:
    """The memo keys a value on the columns `meta.root_names` gives: an expression reading
    any other column would be answered for inputs it was not run on. Each is run on a
    frame holding only those columns."""
    legs = coverage(2, seed=31).legs.select(RULE_INPUT_COLUMNS).head(2)
    texts = legs.with_columns(
        *(pl.lit(None, dtype=d).alias(n) for n, d in extract.LISTING_COLUMNS.items())
    )
    sources = pl.col("settlement_sources").fill_null([]).list.join("; ")
    staged = texts.with_columns(
        _text=extract.rules_text_expr(),
        _series=pl.when(sources != "").then(pl.lit("Settlement sources: ") + sources),
    ).with_columns(_own=pl.col("_text"))
    for stage in extract._stages("python"):
        for expr in stage:
            roots = sorted(names(expr)[0])
            staged.select(roots).with_columns(expr)  # ColumnNotFoundError if it read more
        staged = staged.with_columns(*stage)


def test_a_memo_keeps_neither_large_inputs_nor_an_expression_whose_inputs_never_repeat() -> None:
    memo = InputMemo(max_keys=16, max_key_chars=10, give_up_after=3)
    assert memo.keeps(("e",), [("short",)])
    assert not memo.keeps(("e",), [("more than ten",)])
    values = pl.Series("v", [1])
    for i in range(4):
        memo.add(("e",), [(i,)], values)
    assert not memo.keeps(("e",), [(0,)])  # three kept, none ever found: given up
    assert memo.find(("e",), [(0,)]) is None
    for i in range(3):
        memo.add(("f",), [(i,)], values)
        assert memo.find(("f",), [(i,)]) is not None
    memo.add(("f",), [(9,)], values)
    assert memo.keeps(("f",), [(0,)])  # found: kept on


def test_a_memo_takes_the_callers_count_of_characters() -> None:
    memo = InputMemo(max_keys=16, max_key_chars=10)
    # `_recall` counts each column's characters once for all the expressions reading it
    # and passes the largest row's sum: that count decides, not the keys walked again.
    assert not memo.keeps(("e",), [("short",)], chars=11)
    assert memo.keeps(("e",), [("more than ten",)], chars=10)
    assert not memo.keeps(("e",), [("more than ten",)])


def test_a_memo_finds_a_few_rows_without_a_query(monkeypatch: pytest.MonkeyPatch) -> None:
    """Two texts' values (an on-demand read) come from slices: `Series.gather` is a query
    of its own (~0.1 ms), which `find` ran once per stage expression found."""
    memo = InputMemo()
    values = pl.Series("v", [["a"], None, ["b", "c"], []], dtype=pl.List(pl.String))
    memo.add(("e",), [(i,) for i in range(4)], values)
    expected = [values.gather(rows) for rows in ([2, 0], [1, 1, 3])]
    monkeypatch.setattr(pl.Series, "gather", None)
    for want, rows in zip(expected, ([2, 0], [1, 1, 3]), strict=True):
        found = memo.find(("e",), [(r,) for r in rows])
        assert found is not None and found.equals(want) and found.n_chunks() == 1
    assert recall.take(values, []).dtype == values.dtype


def test_stages_over_a_wide_frame_give_what_with_columns_gives() -> None:
    """`evaluate_stages` reads a stage's columns one by one, runs the missing expressions
    on those columns alone and puts a column named as one of the frame's back in its
    place: the frame is the one `with_columns` stage after stage gives, cold and from
    the memo, including an expression that reads no column."""
    wide = pl.DataFrame(
        {
            "text": ["a b", "c", "a b", None],
            "n": [1, 2, 1, None],
            **{f"pad{i}": [float(i)] * 4 for i in range(120)},
            "tags": [["x"], [], ["x"], None],
        }
    )
    stages = [
        [
            pl.col("text").str.len_chars().alias("len"),
            (pl.col("n") * 2).alias("n"),  # replaces `n` where it stands
            pl.lit("k").alias("const"),  # reads no column
        ],
        [
            (pl.col("len") + pl.col("n")).alias("sum"),
            pl.col("tags").list.len().alias("tags_len"),
            pl.col("text").fill_null("-").alias("text"),
        ],
    ]
    expected = wide
    for stage in stages:
        expected = expected.with_columns(stage)
    memo = InputMemo(64, 2_000, 8)
    for _ in range(2):  # cold, then every value from the memo
        for start in range(4):
            rows = wide.slice(start, 2)
            assert evaluate_stages(rows, stages, memo).equals(expected.slice(start, 2))


def test_a_new_text_whose_void_clauses_were_read_before_finds_their_reading(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The postponement, cancellation and abandonment sentences are found in one stage
    and classified in the next, so a text of another fixture written from the same
    template (other teams, another date, the same clauses) is read without classifying
    them again: the classification is keyed on the sentences, not on the whole text."""
    _fresh_memos(monkeypatch)
    legs = coverage(4, seed=31).legs.filter(pl.col("venue") == "venue_one")
    first = legs.head(1)
    sibling = pl.DataFrame([_sibling(first.row(0, named=True), 1)], schema=first.schema)
    sibling = sibling.with_columns(rules_hash=rules_hash_expr())
    assert sibling["rules_primary"][0] != first["rules_primary"][0]
    extract_rules(first.select(RULE_INPUT_COLUMNS))
    run: list[str] = []
    real_fresh = recall._fresh

    # What the memo lacks, walked in Python or run by Polars.
    def spy(frame: pl.DataFrame, exprs: Any, *args: Any) -> list[pl.Series]:
        run.extend(names(e)[1] for e, _ in exprs)
        return real_fresh(frame, exprs, *args)

    monkeypatch.setattr(recall, "_fresh", spy)
    read = extract_rules(sibling.select(RULE_INPUT_COLUMNS))
    assert "_window_clauses" in run  # the sentences themselves are read from the text
    assert not {"_window_items", "_cancel_items", "_abandon_items"} & set(run)
    monkeypatch.setattr(recall, "_fresh", real_fresh)
    batch = extract_rules(pl.concat([sibling, legs]).select(RULE_INPUT_COLUMNS))
    assert read.equals(batch.head(1))


def test_an_agreed_reading_summarizes_its_clauses_once() -> None:
    """`agree`'s value, status and evidence come from one `list.eval` over the clauses (a
    struct of three fields taken from it apart held three copies, each planned on every
    call), and a list of no clause is `absent`."""
    items = pl.col("items")
    expr = agree(items, key=lambda v: v.struct.field("k"), strict=True)
    assert str(expr).count(".eval(") == 1
    frame = pl.DataFrame(
        {"items": [[{"s": " a ", "v": {"k": "x"}}], [], None, [{"s": "b", "v": {"k": None}}]]}
    )
    got = frame.select(expr.alias("r"))["r"].to_list()
    assert [r["status"] for r in got] == ["recognized", "absent", "absent", "unrecognized"]
    assert got[0] == {"value": {"k": "x"}, "status": "recognized", "evidence": " a "}
