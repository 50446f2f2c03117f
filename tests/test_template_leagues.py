"""Competitions read as one stand-in (`template_leagues`): which names may, that the proof's
premises hold in the reader's code, and that legs of different competitions sharing one
probe still get exactly the record of their own text, also where the competition's name
changes that record (a source sentence naming it)."""

from __future__ import annotations

import ast
import logging
from pathlib import Path

import polars as pl
import pytest

from pipeline.rules import extract as E
from pipeline.rules import template_leagues as L
from pipeline.rules.extract import RULE_INPUT_COLUMNS, extract_rules
from pipeline.rules.templates import extract_by_template
from tests.test_templates import _league_legs


@pytest.mark.parametrize(
    ("name", "named"),
    [
        (L.STAND_IN, True),
        ("Spanish La Liga", True),
        ("MLS", True),
        ("Italian Serie A", False),  # "A" may be read as the article
        ("French Ligue 1", False),  # "1" may be read as a score
        ("UEFA Champions League", True),
        ("Extra Time Cup", False),  # words the scope patterns read, no league named
        ("Premier Cup", False),  # a league's word, but no league's name
        ("FIFA World Cup 2026", False),  # a number outside the league's name
        ("Major League Soccer", False),  # "major" is a consensus word too
        ("Serie A Extra", False),  # a word another pattern reads beside the name
        ("Northern Shield", False),
    ],
)
def test_source_named(name: str, named: bool) -> None:
    assert L.source_named(name) is named


def _uses(tree: ast.AST, names: set[str]) -> set[str]:
    """The top-level definitions of `tree` whose code names any of `names`."""
    found: set[str] = set()
    for node in getattr(tree, "body", []):
        label = getattr(node, "name", None)
        if label is None and isinstance(node, ast.Assign | ast.AnnAssign):
            targets = node.targets if isinstance(node, ast.Assign) else [node.target]
            label = ",".join(t.id for t in targets if isinstance(t, ast.Name))
        for sub in ast.walk(node):
            if (isinstance(sub, ast.Attribute) and sub.attr in names) or (
                isinstance(sub, ast.Name) and sub.id in names
            ):
                found.add(str(label))
    return found


def test_the_source_kinds_reach_only_the_source_stages() -> None:
    """The proof's premise 2: `OFFICIAL` and `OFFICIAL_NAMED` are used, in every module the
    reader runs, only by the source stages (through the helpers built on them), and no
    other stage reads what those stages write."""
    sources = {"_source_parts", "_source_flags", "_source_items", "_source_stages"}
    helpers = {"_ANY_KIND", "_KIND_OR_REVISION", "_SOURCE_KINDS"}
    for path in L._reading_modules():
        tree = ast.parse(path.read_text(encoding="utf-8"))
        users = _uses(tree, {"OFFICIAL", "OFFICIAL_NAMED"})
        if path.name == "patterns.py":
            assert users <= {"OFFICIAL", "OFFICIAL_NAMED", "__all__"}, users
        elif path.name == "extract.py":
            assert users <= sources | helpers, users
            assert _uses(tree, helpers) <= sources | helpers, _uses(tree, helpers)
            # The stages' own columns (`_source_*`, `_src_*`, `_s_*`) and the record's
            # source columns are read nowhere else but where the stages are listed.
            written = {"_source_parts", "_source_flags"}
            readers = _uses(tree, written) - sources - {"_build_stages"}
            assert not readers, readers
            for node in ast.walk(tree):
                if isinstance(node, ast.FunctionDef) and node.name not in sources:
                    text = ast.unparse(node)
                    for prefix in ('"_src_', '"_s_', '"source_'):
                        assert prefix not in text, (node.name, prefix)
        else:
            assert not users, (path, users)


# A venue_two style text whose source sentence names the competition: the name decides
# the source read (a league named in a clause about sources is the official source).
_TEXT = (
    "If {h} wins the {h} vs {a} {l} match originally scheduled for {d}, then the market "
    "resolves to Yes. Results are as published by the {l}{end} If the match is postponed "
    "beyond 48 hours, it resolves to No."
)


_FIXTURES = [
    ("Brentford", "Everton", "May 3, 2031", "English Premier League"),
    ("Fulham", "Burnley", "May 4, 2031", "English Premier League"),
    ("Villarreal", "Getafe", "June 14, 2031", "Spanish La Liga"),
    ("Torino", "Udinese", "October 2, 2031", "UEFA Champions League"),
    ("Freiburg", "Wolfsburg", "November 11, 2031", "German Bundesliga"),
    ("Lorient", "Nantes", "March 1, 2031", "MLS"),
    # A name the stand-in may not stand for: read per competition, as before.
    ("Osasuna", "Girona", "August 9, 2032", "Northern Shield"),
    ("Sassuolo", "Cagliari", "July 7, 2031", "Northern Shield"),
]


def _read(
    end: str, caplog: pytest.LogCaptureFixture
) -> tuple[pl.DataFrame, pl.DataFrame, pl.DataFrame]:
    """The legs of `_TEXT` per fixture (the source sentence ending in `end`), each text's
    own record, and the records read by template (its log in `caplog`)."""
    legs = _league_legs(_FIXTURES, _TEXT, end=end)
    own = extract_rules(legs.select(RULE_INPUT_COLUMNS))
    with caplog.at_level(logging.INFO, logger="pipeline.rules.templates"):
        once = extract_by_template(legs, listing=False)
    return legs, own, once


def test_competitions_named_as_the_source_share_one_probe_and_read_as_their_own(
    caplog: pytest.LogCaptureFixture,
) -> None:
    legs, own, once = _read("!", caplog)
    # The competition's name changes the record: a league is the official source, a name
    # the patterns do not know is no source read.
    primaries = dict(zip(legs["competition_name"], own["source_primary"], strict=True))
    assert primaries["Spanish La Liga"] == "official"
    assert primaries["Northern Shield"] != "official"
    # The six legs of five league names share one template and one probe; the other
    # name's two legs have a template of their own, which a probe of their own would
    # leave one leg to share: they are read alone.
    assert "1 template(s) for 6, 2 alone" in caplog.text, caplog.text
    assert "1 probe(s)" in caplog.text, caplog.text
    assert once.equals(own)
    for (_, _, _, league), evidence in zip(_FIXTURES, once["source_evidence"], strict=True):
        if league != "Northern Shield":
            assert league in evidence


def test_a_name_before_a_full_stop_is_checked_per_competition(
    caplog: pytest.LogCaptureFixture,
) -> None:
    # A full stop after a name may be an abbreviation's ("Ligue 1. ", "St. "), and then
    # the sentence runs on where the stand-in's ("Ekstraklasa.") would end it: legs whose
    # name stands before one keep the per-competition check, one probe per competition.
    _, own, once = _read(".", caplog)
    assert "1 template(s) for 8, 0 alone" in caplog.text, caplog.text
    assert "6 probe(s)" in caplog.text, caplog.text
    assert once.equals(own)


def test_the_reading_modules_are_the_reader_s() -> None:
    names = {p.name for p in L._reading_modules()}
    assert {"extract.py", "patterns.py", "timing_void.py", "family.py"} <= names
    # The comparison's modules read no text: gathered by the package, not by the reader.
    assert not names & {"compare.py", "divergences.py", "identity.py"}
    assert Path(E.__file__).name in names


def test_loose_names_keep_the_per_competition_check() -> None:
    """Where the template holds a name: beside a full stop, an apostrophe, a letter, or
    after a number's full stop, the stand-in may read otherwise; between spaces, brackets
    and commas it may stand."""
    at = "\x01k\x02"
    texts = [
        f"Round 1. {at} game",
        f"the {at}. Then",
        f"the {at}'s site",
        f"x{at} game",
        f"the {at} game",
        f"({at}), then",
    ]
    frame = pl.DataFrame({"c": texts})
    assert frame.select(L.loose(["c"], at)).to_series().to_list() == [
        True,
        True,
        True,
        True,
        False,
        False,
    ]
