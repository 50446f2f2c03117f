"""A series' settlement sources read apart from the text: the records stay the texts' own.

`extract_by_template` against `extract_rules`, every column, on venue_two legs of one
template whose series give different source lists: the template is shared across the
lists (read once without them, each list read once apart) only where the combination is
the reading of both together; otherwise the legs are read whole.
"""

from __future__ import annotations

import logging

import polars as pl
import pytest

from pipeline.rules.extract import RULE_INPUT_COLUMNS, extract_rules
from pipeline.rules.template_memo import TemplateMemo
from pipeline.rules.templates import extract_by_template
from tests.fixtures.rules.build import rules_frame

_FIXTURES = [
    ("Brentford", "Everton", "May 3, 2031"),
    ("Fulham", "Burnley", "May 4, 2031"),
    ("Brighton", "Wolves", "May 5, 2031"),
    ("Villarreal", "Getafe", "June 14, 2031"),
    ("Osasuna", "Girona", "August 9, 2032"),
    ("Torino", "Udinese", "October 2, 2031"),
    ("Sassuolo", "Cagliari", "July 7, 2031"),
    ("Freiburg", "Wolfsburg", "November 11, 2031"),
]
_LISTS = [
    ["ESPN (https://www.espn.com/soccer/)"],
    ["FIFA (https://www.fifa.com/)", "ESPN (https://www.espn.com/soccer/)"],
    ["Fox Sports (https://www.foxsports.com/)"],
    ["Some Stats Site (https://stats.example/)"],
]
_SILENT = (
    "If {h} wins the {h} vs {a} professional soccer game originally scheduled for {d} "
    "after 90 minutes plus stoppage time, then the market resolves to Yes. If the game is "
    "postponed beyond 48 hours, the market resolves to a fair price."
)


def _legs(text: str, lists: list[list[str]]) -> pl.DataFrame:
    """venue_two legs of `text` per fixture, the series' source lists taken in turn."""
    rows = [
        {
            "venue": "venue_two",
            "rules_primary": text.format(h=h, a=a, d=d),
            "rules_secondary": "",
            "resolution_source": None,
            "settlement_sources": lists[i % len(lists)],
            "event_title": f"{h} vs {a}",
        }
        for i, (h, a, d) in enumerate(_FIXTURES)
    ]
    return rules_frame(rows)


def _read(legs: pl.DataFrame, caplog: pytest.LogCaptureFixture) -> pl.DataFrame:
    """The legs through templates, checked against reading each leg's own text."""
    own = extract_rules(legs.select(RULE_INPUT_COLUMNS))
    caplog.clear()
    with caplog.at_level(logging.INFO, logger="pipeline.rules.templates"):
        once = extract_by_template(legs, listing=False, memo=TemplateMemo())
    assert once.equals(own), [
        c for c in own.columns if not once[c].equals(own[c], check_names=False)
    ]
    return once


def test_a_text_silent_on_sources_shares_its_template_across_source_lists(
    caplog: pytest.LogCaptureFixture,
) -> None:
    once = _read(_legs(_SILENT, _LISTS), caplog)
    # One template for the four lists, no leg read alone, and the lists' own readings.
    assert "1 template(s) for 8, 0 alone" in caplog.text, caplog.text
    assert "read alone after all" not in caplog.text, caplog.text
    assert set(once["source_status"]) == {"inferred", "unrecognized"}
    assert set(once["source_primary"]) == {"provider", "official", "unknown"}


def test_a_text_naming_its_source_keeps_it_whatever_the_list(
    caplog: pytest.LogCaptureFixture,
) -> None:
    text = _SILENT + " The result is taken from the official league website."
    once = _read(_legs(text, _LISTS), caplog)
    assert "1 template(s) for 8, 0 alone" in caplog.text, caplog.text
    assert set(once["source_status"]) == {"recognized"}


def test_a_text_stating_its_source_unclearly_is_read_whole(
    caplog: pytest.LogCaptureFixture,
) -> None:
    # A mention the reader does not resolve: with a list the list fills the gap, so the
    # text's reading alone says nothing of the combination.
    text = _SILENT + " Statistics from various places may be consulted."
    _read(_legs(text, _LISTS), caplog)
    # The template's probe (read on its own text) and its seven other legs.
    assert "1 probe(s)" in caplog.text, caplog.text
    assert "7 templated text(s) read alone after all" in caplog.text, caplog.text


def test_a_source_list_a_text_column_reads_is_not_read_apart(
    caplog: pytest.LogCaptureFixture,
) -> None:
    # A list whose words the scope patterns read: its paragraph is part of what the text
    # columns see, so its legs are read whole (and, where the template's probe is one of
    # them, the template's other legs too).
    odd = ["Official result after extra time and penalties (https://x.example/)"]
    legs = _legs(_SILENT, [_LISTS[0], odd])
    own = extract_rules(legs.select(RULE_INPUT_COLUMNS))
    plain = extract_rules(
        legs.select(RULE_INPUT_COLUMNS).with_columns(
            settlement_sources=pl.lit([], dtype=pl.List(pl.String)),
            rules_hash=pl.col("rules_hash") + "-",
        )
    )
    assert not own["scope"].equals(plain["scope"])  # the list's words are read
    _read(legs, caplog)
    assert "templated text(s) read alone after all" in caplog.text, caplog.text


def test_memo_keeps_source_lists_read_apart(caplog: pytest.LogCaptureFixture) -> None:
    memo = TemplateMemo()
    legs = _legs(_SILENT, _LISTS)
    first = extract_by_template(legs.head(4), listing=False, memo=memo)
    assert first.equals(extract_rules(legs.head(4).select(RULE_INPUT_COLUMNS)))
    sources = memo.sources()
    assert sources is not None and sources.height == len(_LISTS) + 1  # each list, the base
    later = extract_by_template(legs.tail(4), listing=False, memo=memo)
    assert later.equals(extract_rules(legs.tail(4).select(RULE_INPUT_COLUMNS)))
