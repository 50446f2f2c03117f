"""The template path over every held-out text (tests/data/reading), the demo's legs,
synthetic legs with their competition names, and two copies of each (of every second
held-out text) with other teams and dates written in (so that templates are shared and
restored, `tests.test_templates._copies`):

- each held-out leg and copy gets through templates (`templates.extract_by_template`, as
  `precompute.known_rules` calls it) the very record reading its own text gives;
- the plain-Python lookup of an on-demand call's templates (`template_lookup`) finds the
  same template as the reduction of a call of many legs, and for every leg it finds, that
  same record.

Both hold on one reading of the legs through templates, the one that fills the lookup's
memo (each file had read the held-out texts through templates, one with the listing, one
without, and the first had read its copies on their own texts again).
"""

from __future__ import annotations

from functools import lru_cache

import polars as pl
import pytest

from bench.reading import _snapshots, load
from bench.synthetic import coverage
from pipeline import precompute
from pipeline.rules.extract import RULE_INPUT_COLUMNS, RULE_RECORD_SCHEMA, extract_rules
from pipeline.rules.template_lookup import lookup, template_ids
from pipeline.rules.template_memo import TemplateMemo
from pipeline.rules.templates import COMPETITION_COLUMN, _reduce, extract_by_template
from tests.test_matching import _demo_listings
from tests.test_templates import _WIN_TEXT, _copies, _fixture_legs, _with_hash, assert_alike

_TITLES = ("event_title", "title")
_COLUMNS = (*RULE_INPUT_COLUMNS, *_TITLES, COMPETITION_COLUMN)


def _legs(frame: pl.DataFrame) -> pl.DataFrame:
    """`frame` as `precompute.known_rules` hands legs on: inputs, titles, competition."""
    return frame.select(
        *(pl.col(c) if c in frame.columns else pl.lit(None, pl.String).alias(c) for c in _COLUMNS)
    )


def _with_copies(frame: pl.DataFrame, every: int = 1) -> pl.DataFrame:
    """`frame`'s legs and two copies of every `every`-th leg under other names, each text
    once."""
    legs = _legs(frame)
    copied = legs.to_dicts()[::every]
    copies = _with_hash(pl.DataFrame(_copies(copied, 2), schema=legs.schema))
    return pl.concat([legs, copies]).unique("rules_hash", keep="first", maintain_order=True)


# Copies are made of every second held-out leg: the sets grow by several each session, and
# each copy is read twice (through templates and on its own text); half of them still give
# every set's wordings shared templates to be restored into.
_COPY_EVERY = 2


@lru_cache(maxsize=1)
def _heldout_legs() -> pl.DataFrame:
    """Every held-out text and two copies of every second one with other teams and dates."""
    return _with_copies(
        pl.DataFrame(_snapshots(load("all")), infer_schema_length=None), every=_COPY_EVERY
    )


@lru_cache(maxsize=1)
def _every_leg() -> pl.DataFrame:
    """The held-out legs, then the demo's and synthetic legs with their copies, each text
    once."""
    parts = [_heldout_legs(), _with_copies(_demo_listings())]
    parts.append(_with_copies(coverage(300, seed=4).legs))
    return pl.concat(parts).unique("rules_hash", keep="first", maintain_order=True)


@lru_cache(maxsize=1)
def _read_once() -> tuple[pl.DataFrame, TemplateMemo]:
    """Every leg's record through templates, and the memo that reading leaves (what a
    cycle leaves in it)."""
    memo = TemplateMemo()
    return extract_by_template(_every_leg(), listing=False, memo=memo), memo


@lru_cache(maxsize=1)
def _heldout_own() -> pl.DataFrame:
    """Each held-out leg's and copy's record as reading its own text gives (`known_rules`
    reads a text so: the listing only names the teams)."""
    return extract_rules(_heldout_legs().select(RULE_INPUT_COLUMNS))


def _own(legs: pl.DataFrame) -> pl.DataFrame:
    """`legs`' records as reading each on its own text gives: the held-out legs' read once
    (`_heldout_own`), the others read here."""
    held = _heldout_own().join(legs.select("rules_hash"), on="rules_hash", how="semi")
    rest = legs.join(held.select("rules_hash"), on="rules_hash", how="anti")
    return pl.concat([held, extract_rules(rest.select(RULE_INPUT_COLUMNS))], how="vertical")


def _bulk_ids(legs: pl.DataFrame) -> list[str | None]:
    """Each leg's template id as a call of many legs reduces it; None where not `fit`."""
    _, short = _reduce(legs, [])
    fits = short.select(
        (pl.col("_reserved") | pl.col("_glued") | pl.col("_clash")).not_()
    ).to_series()
    return [tid if fit else None for tid, fit in zip(short["_tid"], fits, strict=True)]


def test_every_leg_has_the_same_template_either_way() -> None:
    legs = _every_leg()
    bulk, python = _bulk_ids(legs), template_ids(legs)
    differ = [i for i, (a, b) in enumerate(zip(bulk, python, strict=True)) if a != b]
    assert not differ, legs[differ[:3]].select("rules_primary", "event_title").to_dicts()
    # Shared templates, and legs read alone, are both among them.
    assert sum(t is None for t in bulk) > 100
    assert len({t for t in bulk if t}) < sum(t is not None for t in bulk) - 1000


def test_reading_sets_read_once_per_template_as_alone() -> None:
    held = _heldout_legs()
    once, memo = _read_once()
    assert_alike(once.join(held.select("rules_hash"), on="rules_hash", how="semi"), _heldout_own())
    # Many of them were read through templates: theirs are among those the memo kept.
    frames = memo.frames()
    assert frames is not None
    ids = pl.Series([t for t in _bulk_ids(held) if t], dtype=pl.String)
    assert ids.is_in(frames[0]["_tid"].implode()).sum() > 1000


def test_every_leg_found_gets_its_own_reading() -> None:
    legs = _every_leg()
    _, memo = _read_once()
    found = lookup(legs, memo)
    assert found.schema == RULE_RECORD_SCHEMA
    assert found.height > 1000, found.height
    # Read as `known_rules` reads a text: the listing only names the teams.
    assert_alike(found, _own(legs.join(found.select("rules_hash"), on="rules_hash", how="semi")))
    # One leg at a time (an on-demand call) finds each the same record.
    step = max(1, legs.height // 150)
    for i in range(0, legs.height, step):
        one = lookup(legs.slice(i, 1), memo)
        assert one.equals(found.filter(pl.col("rules_hash") == legs["rules_hash"][i]))


def test_a_tiny_call_takes_a_known_template_s_record_and_reads_the_rest(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    fixtures = [
        ("Brentford", "Everton", "May 3, 2031"),
        ("Villarreal", "Getafe", "June 14, 2031"),
        ("Osasuna", "Girona", "August 9, 2032"),
        ("Torino", "Udinese", "October 2, 2031"),
    ]
    legs = _fixture_legs(_WIN_TEXT, fixtures)
    other = _fixture_legs(_WIN_TEXT.replace("48 hours", "3 days"), fixtures[:1])
    memo = TemplateMemo()
    monkeypatch.setattr(precompute, "TEMPLATES", memo)
    extract_by_template(legs.head(3), listing=False, memo=memo)
    read: list[int] = []
    monkeypatch.setattr(
        precompute, "extract_rules", lambda frame: read.append(frame.height) or extract_rules(frame)
    )
    pair = pl.concat([legs.slice(3, 1), other])
    records = precompute.known_rules(pair)
    # The known template's leg is a lookup, the other one is read; both as read alone.
    assert read == [1]
    assert memo.found == 1
    assert records.equals(extract_rules(pair.select(RULE_INPUT_COLUMNS)))
    assert records["outcome_team"][0] == "Torino"
    # Without the listing's title no template is looked for (as `extract_by_template`).
    assert lookup(legs.slice(3, 1).drop("event_title"), memo).is_empty()
    assert lookup(legs.slice(3, 1), memo).height == 1
