"""The plain-Python lookup of an on-demand call's templates (`template_lookup`) against the
reduction of a call of many legs (`templates.extract_by_template`): the same template for
every leg, and for every leg it finds, the very record reading its own text gives.

Over every held-out text (tests/data/reading), the demo's legs, synthetic legs with their
competition names, and copies of them with other teams and dates written in (so that
templates are shared and restored, `tests.test_templates._copies`).
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
from tests.test_templates import _WIN_TEXT, _copies, _fixture_legs, _with_hash

_TITLES = ("event_title", "title")
_COLUMNS = (*RULE_INPUT_COLUMNS, *_TITLES, COMPETITION_COLUMN)


def _legs(frame: pl.DataFrame) -> pl.DataFrame:
    """`frame` as `precompute.known_rules` hands legs on: inputs, titles, competition."""
    return frame.select(
        *(pl.col(c) if c in frame.columns else pl.lit(None, pl.String).alias(c) for c in _COLUMNS)
    )


@lru_cache(maxsize=1)
def _every_leg() -> pl.DataFrame:
    """Every held-out text, the demo's and synthetic legs, and copies of them with other
    teams and dates, each text once."""
    held = pl.DataFrame(_snapshots(load("all")), infer_schema_length=None)
    demo = _demo_listings()
    synthetic = coverage(300, seed=4).legs
    parts = []
    for frame in (held, demo, synthetic):
        legs = _legs(frame)
        copies = _with_hash(pl.DataFrame(_copies(legs.to_dicts(), 2), schema=legs.schema))
        parts += [legs, copies]
    return pl.concat(parts).unique("rules_hash", keep="first", maintain_order=True)


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


def test_every_leg_found_gets_its_own_reading() -> None:
    legs = _every_leg()
    memo = TemplateMemo()
    extract_by_template(legs, listing=False, memo=memo)  # what a cycle leaves in the memo
    found = lookup(legs, memo)
    assert found.schema == RULE_RECORD_SCHEMA
    assert found.height > 1000, found.height
    # Read as `known_rules` reads a text: the listing only names the teams.
    own = extract_rules(
        legs.join(found.select("rules_hash"), on="rules_hash", how="semi").select(
            RULE_INPUT_COLUMNS
        )
    )
    for column in RULE_RECORD_SCHEMA.names():
        differ = found.filter(found[column].ne_missing(own[column]))
        assert differ.is_empty(), (column, differ[column].head(2).to_list())
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
