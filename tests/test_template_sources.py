"""A series' settlement sources, and a venue_one resolution source, read apart from the
text: the records stay the texts' own.

`extract_by_template` against `extract_rules`, every column, on venue_two legs of one
template whose series give different source lists, and on venue_one legs of one template
with different resolution sources: the template is shared across the lists (read once
without them, each list read once apart) only where the combination is the reading of
both together; otherwise the legs are read whole.
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


# Official resolution sources of different competitions (the league's own site).
_OFFICIAL_SITES = [
    "https://www.premierleague.com/",
    "https://www.laliga.com/",
    "https://www.bundesliga.com/",
    "https://www.legaseriea.it/",
]
_V1_OFFICIAL = (
    "If {h} wins the game against {a} scheduled for {d}, this market will resolve to "
    '"Yes". Any other result will resolve this market to "No".\n\nOnly the result after '
    "the first 90 minutes of regular play, plus stoppage time, counts for this market."
    "\n\nThis market resolves according to the official match statistics recognized by the "
    "governing body. If no final statistics have been published within two hours after "
    "the match ends, a consensus of credible reporting will be used."
)


def _v1_legs(text: str, sources: list[str], *, suffix: str = "") -> pl.DataFrame:
    """venue_one legs of `text` per fixture, the resolution sources taken in turn; with a
    `suffix` both teams' names end in it ("Brentford City"), so the names are replaced
    word by word, not whole, and the template needs no probe (its legs are all restored)."""
    rows = [
        {
            "venue": "venue_one",
            "rules_primary": text.format(h=h + suffix, a=a + suffix, d=d),
            "rules_secondary": "",
            "resolution_source": sources[i % len(sources)],
            "settlement_sources": [],
            "event_title": f"{h}{suffix} vs. {a}{suffix}",
        }
        for i, (h, a, d) in enumerate(_FIXTURES)
    ]
    return rules_frame(rows)


def test_an_official_resolution_source_is_read_apart_from_an_official_text(
    caplog: pytest.LogCaptureFixture,
) -> None:
    once = _read(_v1_legs(_V1_OFFICIAL, _OFFICIAL_SITES), caplog)
    # One template for the four competitions' sites, each site read once apart.
    assert "1 template(s) for 8, 0 alone" in caplog.text, caplog.text
    assert "read alone after all" not in caplog.text, caplog.text
    assert set(once["source_primary"]) == {"official"}
    assert set(once["source_fallback"]) == {"consensus"}


def test_a_resolution_source_of_another_kind_than_the_text_is_read_whole(
    caplog: pytest.LogCaptureFixture,
) -> None:
    # A provider-sourced text beside an official site: two kinds stated apart, so the
    # reading of both is unclear, which neither part's reading shows.
    text = (
        "If {h} wins the game against {a} scheduled for {d}, this market will resolve to "
        '"Yes". Any other result will resolve this market to "No". This market resolves '
        "on the final score as reported by ESPN."
    )
    once = _read(_v1_legs(text, _OFFICIAL_SITES), caplog)
    assert "templated text(s) read alone after all" in caplog.text, caplog.text
    assert set(once["source_status"]) == {"unrecognized"}


def test_a_league_named_source_with_a_consensus_fallback_beside_a_site_is_read_whole(
    caplog: pytest.LogCaptureFixture,
) -> None:
    # The text's official source is the league named in a source clause, with no official
    # sentence of its own: its official-then-consensus evidence would be the site's
    # paragraph once that is appended, so the text's own evidence is not the leg's. (No
    # probe: one would catch it too, but a template of names replaced word by word has
    # none, and this is what keeps its legs their own.)
    text = (
        "If {h} wins the game against {a} scheduled for {d}, this market will resolve to "
        '"Yes". Any other result will resolve this market to "No". The result is taken as '
        "published by the Premier League. If it is not published within two hours, a "
        "consensus of credible reporting will be used."
    )
    legs = _v1_legs(text, _OFFICIAL_SITES, suffix=" City")
    plain = extract_rules(
        legs.select(RULE_INPUT_COLUMNS).with_columns(
            resolution_source=pl.lit(None, dtype=pl.String), rules_hash=pl.col("rules_hash") + "-"
        )
    )
    own = _read(legs, caplog)
    # Both read official with a consensus fallback, yet quote different sentences.
    assert set(plain["source_fallback"]) == set(own["source_fallback"]) == {"consensus"}
    assert not own["source_evidence"].equals(plain["source_evidence"])
    assert "1 template(s) for 8, 0 alone, 0 template(s) known, 0 probe(s)" in caplog.text
    assert "8 templated text(s) read alone after all" in caplog.text, caplog.text


def test_a_resolution_source_naming_a_provider_stays_in_its_template(
    caplog: pytest.LogCaptureFixture,
) -> None:
    # "espn.com" is a provider's name, which every source clause's names gather: such a
    # paragraph is not read apart, so each site has templates of its own.
    sites = ["https://www.espn.com/soccer/", _OFFICIAL_SITES[0]]
    _read(_v1_legs(_V1_OFFICIAL, sites), caplog)
    assert "2 template(s) for 8, 0 alone" in caplog.text, caplog.text


def test_a_text_not_ending_a_sentence_keeps_its_resolution_source(
    caplog: pytest.LogCaptureFixture,
) -> None:
    # After a text cut short ("... will be used") a pattern may run on from the text into
    # the paragraph, so the sites are not read apart: a template per site.
    text = _V1_OFFICIAL.removesuffix(".")
    _read(_v1_legs(text, _OFFICIAL_SITES[:2]), caplog)
    assert "2 template(s) for 8, 0 alone" in caplog.text, caplog.text
