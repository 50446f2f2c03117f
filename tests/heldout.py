"""The held-out reading sets (tests/data/reading) normalized and read once per test run.

Several files check the reader on every held-out set (the bounds, both regex backends, the
template routes). Reading one set costs about a second and a half whatever its size (the
reader's fixed cost per call), so reading each set in each file took minutes of the suite;
here every text of every set is read in one call, once per run, and each set's records
are taken from that one reading.

The records are those `extract_rules` gives the set's own snapshot frame: the reader reads
each text on its own (no stage looks across rows, `pipeline.rules.extract`), so what one
call over every set gives a text is what a call over its set gives it. A text is keyed by
everything the reader reads of its row (the rule inputs and the listing columns), since two
sets may give one rule text different titles. `tests/test_heldout_cache.py` holds this
against reading sets on their own.

The records are kept for the run's other workers in the run's rule cache folder
(`tests.conftest.RULE_CACHE`), keyed by the reader's code (`pipeline.rulecache`), under a
lock: the first worker to need them reads, the others wait for that reading.
"""

from __future__ import annotations

import fcntl
import hashlib
import json
from collections.abc import Iterator
from contextlib import contextmanager
from functools import cache
from typing import Literal

import polars as pl

from bench.reading import DATA, _snapshots, load
from pipeline.rulecache import RuleRecordStore
from pipeline.rules import rx
from pipeline.rules.extract import RULE_INPUT_COLUMNS, RULE_RECORD_SCHEMA, extract_rules
from pipeline.rules.family import LISTING_COLUMNS
from tests.conftest import RULE_CACHE

__all__ = ["PYTHON_EVERY", "every_set", "read_before", "records", "snapshots"]

# What the reader reads of a row: two rows alike here get one record.
_READ_COLUMNS = (*RULE_INPUT_COLUMNS, *LISTING_COLUMNS)
_STORE = RULE_CACHE / "heldout"
# The share of rows the Python regex backend reads (`_every_record`).
PYTHON_EVERY = 3


def every_set() -> list[str]:
    """The name of every held-out set on disk (`set_<name>_<venue>.jsonl`), sorted."""
    return sorted({p.name.split("_")[1] for p in DATA.glob("set_*_venue_*.jsonl")})


@cache
def snapshots(which: str) -> pl.DataFrame:
    """Set `which`'s legs through their venues' normalizers (`bench.reading._snapshots`)."""
    return pl.DataFrame(_snapshots(load(which)), infer_schema_length=None)


def _keyed(frame: pl.DataFrame) -> pl.DataFrame:
    """`frame`'s read columns, with `_key`: a hash of all of them."""
    present = [c for c in _READ_COLUMNS if c in frame.columns]
    read = frame.select(present)
    keys = [
        hashlib.sha256(json.dumps(row, sort_keys=True, default=str).encode()).hexdigest()
        for row in read.select(sorted(present)).iter_rows(named=True)
    ]
    return read.with_columns(_key=pl.Series(keys, dtype=pl.String))


@contextmanager
def _locked() -> Iterator[None]:
    """The store to this process alone (other workers wait, then find what it read)."""
    _STORE.mkdir(parents=True, exist_ok=True)
    with (_STORE / "lock").open("w") as lock:
        fcntl.flock(lock.fileno(), fcntl.LOCK_EX)
        try:
            yield
        finally:
            fcntl.flock(lock.fileno(), fcntl.LOCK_UN)


def _distinct_rows() -> pl.DataFrame:
    """Every set's rows as the reader reads them, each distinct row once, with `_key`."""
    rows = pl.concat([_keyed(snapshots(s)) for s in every_set()], how="diagonal_relaxed")
    return rows.unique("_key", keep="first", maintain_order=True)


def _read(rows: pl.DataFrame, backend: rx.Backend) -> pl.DataFrame:
    """The records of keyed `rows`, each under its row's `_key` as its `rules_hash`."""
    return extract_rules(rows.with_columns(rules_hash=pl.col("_key")).drop("_key"), backend=backend)


@cache
def _every_record(backend: rx.Backend) -> pl.DataFrame:
    """The record of every distinct row of every set, its `rules_hash` the row's `_key`,
    read by the regex `backend`; the native one's kept for the run's other workers
    (several files compare with it), the Python one's read here (one file reads it)."""
    rows = _distinct_rows()
    if backend != "polars":
        # Every third distinct row: the Python backend's reading of every held-out text
        # cost the suite a minute of CPU (more as the sets grow), and a third of every set
        # still passes each set's wordings through every stage.
        return _read(rows.gather_every(PYTHON_EVERY), backend)
    with _locked():
        store = RuleRecordStore(_STORE)
        stored = store.load()
        missing = rows.join(stored, left_on="_key", right_on="rules_hash", how="anti")
        if missing.is_empty():
            return stored
        every = pl.concat([stored, _read(missing, backend)], how="vertical")
        store.save(every)
        return every


@cache
def records(which: str, backend: rx.Backend = "polars") -> pl.DataFrame:
    """What `extract_rules(snapshots(which), backend=backend)` gives: one record per
    distinct `rules_hash`, in the order the set first meets them (the Python backend's:
    those of every `PYTHON_EVERY`-th distinct row of the sets, `_every_record`)."""
    # The Python backend reads a share of the rows: its records are those of that share.
    return _looked_up(snapshots(which), backend, "left" if backend == "polars" else "inner")


def read_before(frame: pl.DataFrame) -> pl.DataFrame:
    """The records `extract_rules(frame)` gives the texts whose row the held-out sets' one
    reading holds (its other texts are not among them), in `frame`'s order."""
    return _looked_up(frame, "polars", "inner")


def _looked_up(
    frame: pl.DataFrame, backend: rx.Backend, how: Literal["left", "inner"]
) -> pl.DataFrame:
    """Each distinct `rules_hash` of `frame` with the record its first row was read to."""
    # The row extract_rules reads for each text: its first.
    first = _keyed(frame).unique("rules_hash", keep="first", maintain_order=True)
    every = _every_record(backend).rename({"rules_hash": "_key"})
    found = first.select("rules_hash", "_key").join(
        every, on="_key", how=how, maintain_order="left"
    )
    return found.select(RULE_RECORD_SCHEMA.names())
