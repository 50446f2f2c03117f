"""Reading each template once gives every leg the very record reading its own text gives.

`extract_by_template` against `extract_rules`, all columns, on the demo's legs, the bench's
synthetic legs, and copies of those legs with other teams and dates written in (so
templates are shared and actually restored), including the cases that must be read alone:
teams sharing a word, another spelling of a team left in the text, a team's name inside a
longer word, a name the patterns know. Every leg of the reading sets (tests/data/reading)
and two copies of each: `tests/test_template_lookup.py`, on the reading its lookup test
fills the memo with.
"""

from __future__ import annotations

import logging
import re
from pathlib import Path
from typing import Any

import polars as pl
import pytest

from bench.synthetic import coverage
from pipeline.rules.extract import RULE_INPUT_COLUMNS, RULE_RECORD_SCHEMA, extract_rules
from pipeline.rules.template_leagues import constant_words
from pipeline.rules.template_memo import TemplateMemo
from pipeline.rules.templates import _PLAN, _restored, _risky, extract_by_template
from pipeline.schemas import rules_hash_expr
from tests.fixtures.rules.build import rules_frame
from tests.test_matching import _demo_listings

_LABELS = ("title", "event_title", "outcome_label")
_VS = re.compile(r"\s+(?:vs\.?|v\.?)\s+")
# Other fixtures written into copies of the legs: (home, away) as a listing titles them.
_OTHERS = (
    ("Brentford", "Everton"),
    ("Real Betis", "Villarreal"),
    ("Bayer 04 Leverkusen", "Eintracht Frankfurt"),
    ("Stade Rennais FC", "Olympique Lyonnais"),
    # Must be read alone or restored exactly: a shared word, a name inside others, a word
    # the patterns know, a short form.
    ("Manchester City", "Manchester United"),
    ("Inter", "Internacional"),
    ("Sporting", "Draw United"),
    ("Wins", "Official"),
)


def _teams(title: str | None) -> list[str] | None:
    if not title:
        return None
    names = _VS.split(re.sub(r"(?:\s+-\s+[^-]*|:\s+[^:]*)$", "", title))
    return names if len(names) == 2 else None


def _moved(text: str | None, days: int) -> str | None:
    """Dates in `text` on another day (and year), formats kept."""
    if text is None:
        return None
    text = re.sub(
        r"\b(\d{1,2})(, )(20\d\d)\b", lambda m: f"{(int(m[1]) + days) % 28 + 1}{m[2]}2031", text
    )
    return re.sub(
        r"\b20\d\d-(\d\d)-(\d\d)\b",
        lambda m: f"2031-{m[1]}-{(int(m[2]) + days) % 28 + 1:02d}",
        text,
    )


def _copies(rows: list[dict[str, Any]], per_row: int) -> list[dict[str, Any]]:
    """Each row again with other teams and dates: the text a venue would write for them."""
    out = []
    for i, row in enumerate(rows):
        names = _teams(row.get("event_title")) or _teams(row.get("title"))
        if not names:
            continue
        for k in range(per_row):
            home, away = _OTHERS[(i + k) % len(_OTHERS)]
            copy = dict(row)
            for col in (*_LABELS, "rules_primary", "rules_secondary"):
                value = copy.get(col)
                if value is None:
                    continue
                value = value.replace(names[0], "\x00").replace(names[1], "\x01")
                copy[col] = _moved(value.replace("\x00", home).replace("\x01", away), i + k)
            out.append(copy)
    return out


def _with_hash(frame: pl.DataFrame) -> pl.DataFrame:
    return frame.with_columns(rules_hash=rules_hash_expr()).unique(
        "rules_hash", keep="first", maintain_order=True
    )


# One venue template of a home-win market: team names and a date to substitute.
_WIN_TEXT = (
    "If {h} wins the {h} vs. {a} match scheduled for {d}, the market resolves to Yes. "
    "If the match is postponed beyond 48 hours, it resolves to a fair price."
)


def _fixture_legs(text: str, fixtures: list[tuple[str, str, str]]) -> pl.DataFrame:
    """venue_one legs of `text` (with `{h}`, `{a}`, `{d}`) for each (home, away, date)."""
    rows = [
        {
            "venue": "venue_one",
            "rules_primary": text.format(h=h, a=a, d=d),
            "rules_secondary": None,
            "resolution_source": None,
            "settlement_sources": [],
            "event_title": f"{h} vs. {a}",
        }
        for h, a, d in fixtures
    ]
    return rules_frame(rows)


def _own_and_templated(
    legs: pl.DataFrame, caplog: pytest.LogCaptureFixture
) -> tuple[pl.DataFrame, pl.DataFrame]:
    """`legs`' records read each on its own text, and through templates (logged to
    `caplog`), the listing naming only the teams."""
    own = extract_rules(legs.select(RULE_INPUT_COLUMNS))
    with caplog.at_level(logging.INFO, logger="pipeline.rules.templates"):
        once = extract_by_template(legs, listing=False)
    return own, once


def _assert_same(legs: pl.DataFrame, caplog: pytest.LogCaptureFixture) -> None:
    """Every column of every record alike, and some legs were read through a template (the
    listing naming only the teams)."""
    own, once = _own_and_templated(legs, caplog)
    shared = re.search(r"(\d+) template\(s\) for (\d+)", caplog.text)
    assert shared is not None and int(shared[2]) > 0, caplog.text
    assert_alike(once, own)


def assert_alike(once: pl.DataFrame, own: pl.DataFrame) -> None:
    """`once` (the template path's records) and `own` (each text's own reading) are the
    same records, every column, whatever their order."""
    once, own = once.sort("rules_hash"), own.sort("rules_hash")
    assert once.schema == RULE_RECORD_SCHEMA
    assert once["rules_hash"].to_list() == own["rules_hash"].to_list()
    for column in RULE_RECORD_SCHEMA.names():
        differ = once.filter(once[column].ne_missing(own[column]))
        assert differ.is_empty(), (
            f"{column} differs for {differ.height} text(s), e.g. "
            f"{differ[column].head(2).to_list()} vs "
            f"{own.filter(once[column].ne_missing(own[column]))[column].head(2).to_list()}"
        )


def test_demo_and_synthetic_legs_read_once_per_template_as_alone(
    caplog: pytest.LogCaptureFixture,
) -> None:
    demo = _demo_listings()
    cols = [*RULE_INPUT_COLUMNS, *_LABELS]
    rows = demo.select(cols).to_dicts()
    synthetic = coverage(100, seed=3).legs.select(*RULE_INPUT_COLUMNS, "event_title")
    frame = pl.concat(
        [
            demo.select(cols),
            _with_hash(pl.DataFrame(_copies(rows[::6], 3), schema=demo.select(cols).schema)),
            synthetic,
        ],
        how="diagonal_relaxed",
    ).unique("rules_hash", keep="first", maintain_order=True)
    _assert_same(frame, caplog)


def test_template_reading_restores_names_and_dates(caplog: pytest.LogCaptureFixture) -> None:
    fixtures = [
        # One shape ("A vs. B", a long date): one template, whatever the lengths.
        ("Brentford", "Everton", "May 3, 2031"),
        ("Villarreal", "Getafe", "June 14, 2031"),
        ("Osasuna", "Köln", "August 9, 2032"),
        ("Girona", "Mallorca", "April 30, 2031"),
        ("Torino", "Udinese", "October 2, 2031"),
        ("Brest", "Auxerre", "March 21, 2032"),
        ("Sassuolo", "Cagliari", "July 7, 2031"),
        ("Freiburg", "Wolfsburg", "November 11, 2031"),
    ]
    legs = _fixture_legs(_WIN_TEXT, fixtures)
    with caplog.at_level(logging.INFO, logger="pipeline.rules.templates"):
        once = extract_by_template(legs, listing=False)
    assert "1 template(s) for 8, 0 alone" in caplog.text
    for (home, _, day), record in zip(fixtures, once.iter_rows(named=True), strict=True):
        assert record["outcome_team"] == home
        assert day in record["outcome_evidence"]
    _assert_same(legs, caplog)


def test_memo_makes_a_known_template_a_lookup(caplog: pytest.LogCaptureFixture) -> None:
    fixtures = [
        ("Brentford", "Everton", "May 3, 2031"),
        ("Villarreal", "Getafe", "June 14, 2031"),
        ("Osasuna", "Köln", "August 9, 2032"),
        # A name with a club word is replaced whole: the same template.
        ("Girona FC", "Mallorca", "April 30, 2031"),
        # A name with other kept words (a full stop in it) is replaced whole too, but its
        # shape is checked on its own: the first leg of that shape is read on its own text
        # as the template's probe, the next one of the same shape is a lookup.
        ("FC St. Pauli", "Mallorca", "April 30, 2031"),
        ("FC St. Gallen", "Girona", "May 30, 2031"),
    ]
    legs = _fixture_legs(_WIN_TEXT, fixtures)
    memo = TemplateMemo()
    # A lone leg (an on-demand call) is read on its own text, and its template for the memo.
    first = extract_by_template(legs.head(1), listing=False, memo=memo)
    assert first.equals(extract_rules(legs.head(1).select(RULE_INPUT_COLUMNS)))
    for i, probed in ((1, 0), (2, 0), (3, 0), (4, 1), (5, 0)):
        leg = legs.slice(i, 1)
        caplog.clear()
        with caplog.at_level(logging.INFO, logger="pipeline.rules.templates"):
            once = extract_by_template(leg, listing=False, memo=memo)
        assert "1 template(s) known" in caplog.text, caplog.text
        assert f"{probed} probe(s)" in caplog.text, caplog.text
        assert once.equals(extract_rules(leg.select(RULE_INPUT_COLUMNS)))
        if i == 4:
            assert once["outcome_team"][0] == "FC St. Pauli"
    assert memo.found == 5
    assert once["outcome_team"][0] == "FC St. Gallen"


def test_names_with_club_words_share_a_template_checked_by_its_probe(
    caplog: pytest.LogCaptureFixture,
) -> None:
    fixtures = [
        ("Torino FC", "Levante UD", "May 3, 2031"),
        ("Brentford", "Como 1907", "June 14, 2031"),
        ("SSC Napoli", "VfB Stuttgart", "August 9, 2032"),
        ("Girona", "Genoa CFC", "April 30, 2031"),
        ("Brest", "Lille FC", "May 9, 2031"),
        ("Real Betis", "Auxerre", "May 10, 2031"),
        ("Hull City", "Wrexham AFC", "May 11, 2031"),
        # A full stop in a name: in the others' template, with a probe of its own shape.
        ("FC St. Pauli", "Mallorca", "April 30, 2031"),
    ]
    legs = _fixture_legs(_WIN_TEXT, fixtures)
    own, once = _own_and_templated(legs, caplog)
    # Eight legs (a call of fewer reads each text alone), one template, two probe groups.
    assert "1 template(s) for 8, 0 alone" in caplog.text, caplog.text
    assert "2 probe(s)" in caplog.text, caplog.text
    assert once.equals(own)
    assert once["outcome_team"].to_list() == [h for h, _, _ in fixtures]


# A venue_two style sentence naming the competition, as its listing's series names it.
_LEAGUE_TEXT = (
    "If {h} wins the {h} vs {a} {l} match originally scheduled for {d}, then the market "
    "resolves to Yes. If the {l} match is postponed beyond 48 hours, it resolves to No."
)


def _league_legs(
    fixtures: list[tuple[str, str, str, str]], text: str = _LEAGUE_TEXT, **fields: str
) -> pl.DataFrame:
    """Legs of `text` (`_LEAGUE_TEXT`; its other `fields` filled in) per (home, away, date,
    competition), the competition's name in `competition_name` as a resolved leg carries
    it."""
    rows = [
        {
            "venue": "venue_two",
            "rules_primary": text.format(h=h, a=a, d=d, l=league, **fields),
            "rules_secondary": "",
            "resolution_source": None,
            "settlement_sources": [],
            "event_title": f"{h} vs {a}",
            "competition_name": league,
        }
        for h, a, d, league in fixtures
    ]
    return rules_frame(rows)


def test_competition_names_share_a_template_checked_per_competition(
    caplog: pytest.LogCaptureFixture,
) -> None:
    fixtures = [
        ("Brentford", "Everton", "May 3, 2031", "English Premier League"),
        ("Fulham", "Burnley", "May 4, 2031", "English Premier League"),
        ("Brighton", "Wolves", "May 5, 2031", "English Premier League"),
        ("Villarreal", "Getafe", "June 14, 2031", "Spanish La Liga"),
        ("Osasuna", "Girona", "August 9, 2032", "Spanish La Liga"),
        ("Torino", "Udinese", "October 2, 2031", "Italian Serie A"),
        ("Sassuolo", "Cagliari", "July 7, 2031", "Italian Serie A"),
        ("Freiburg", "Wolfsburg", "November 11, 2031", "German Bundesliga"),
    ]
    legs = _league_legs(fixtures)
    own, once = _own_and_templated(legs, caplog)
    # One template for three competitions, checked by one probe: each name holds a
    # league's name and no word another pattern reads (`template_leagues`). "Italian
    # Serie A" ("A" may be the article) is a template of its own, checked per
    # competition: with one leg besides its probe, its two legs are read alone.
    assert "1 template(s) for 6, 2 alone" in caplog.text, caplog.text
    assert "1 probe(s)" in caplog.text, caplog.text
    assert once.equals(own)
    for (_, _, _, league), evidence in zip(fixtures, once["outcome_evidence"], strict=True):
        assert league in evidence
    # Without the listing's competition name, each competition is a template of its own.
    caplog.clear()
    with caplog.at_level(logging.INFO, logger="pipeline.rules.templates"):
        alone = extract_by_template(legs.drop("competition_name"), listing=False)
    assert "1 template(s) for 8" not in caplog.text, caplog.text
    assert alone.equals(own)


def test_a_competition_name_the_reader_reads_is_read_on_its_own_text(
    caplog: pytest.LogCaptureFixture,
) -> None:
    # "Extra Time Cup": words the scope patterns read. Its legs share the template with the
    # "Penalties Trophy" ones, but their probe reads differently from the template, so they
    # are read alone (one probe for all, the leg with the longest names, would have
    # passed). "English Premier League" stands as the league stand-in: a template of its
    # own (`template_leagues`).
    fixtures = [
        ("Leyton Orient", "Everton", "May 3, 2031", "English Premier League"),
        ("Fulham", "Burnley", "May 4, 2031", "English Premier League"),
        ("Brighton", "Wolves", "May 5, 2031", "English Premier League"),
        ("Villarreal", "Getafe", "June 14, 2031", "Extra Time Cup"),
        ("Osasuna", "Girona", "August 9, 2032", "Extra Time Cup"),
        ("Torino", "Udinese", "October 2, 2031", "Extra Time Cup"),
        ("Sassuolo", "Cagliari", "July 7, 2031", "Penalties Trophy"),
        ("Freiburg", "Wolfsburg", "November 11, 2031", "Penalties Trophy"),
    ]
    legs = _league_legs(fixtures)
    own, once = _own_and_templated(legs, caplog)
    assert "2 template(s) for 8" in caplog.text, caplog.text
    assert "3 probe(s)" in caplog.text, caplog.text
    assert "3 templated text(s) read alone after all" in caplog.text, caplog.text
    assert once.equals(own)


def test_synthetic_legs_with_competition_names_read_as_alone(
    caplog: pytest.LogCaptureFixture,
) -> None:
    legs = coverage(300, seed=4).legs.select(*RULE_INPUT_COLUMNS, "event_title", "competition_name")
    _assert_same(legs, caplog)


def _brentford_legs(rows: list[dict[str, object]], text: str) -> pl.DataFrame:
    """Templated legs as `_restored` takes them: `rows` (`_i`, `_tid`, `rules_hash`, maybe
    `_d0`) of venue_one legs of `text`, whose home team Brentford is replaced whole."""
    plan = {"short": "Qxw", "long": None, "words": ["Brentford"], "tokens": None, "sig": None}
    legs = pl.DataFrame(rows)
    return legs.with_columns(
        venue=pl.lit("venue_one"),
        _text=pl.lit(text),
        _plan_x=pl.lit(plan, dtype=_PLAN),
        _plan_z=pl.lit(None, dtype=_PLAN),
        _lg=pl.lit(None, dtype=pl.String),
        **{f"_d{k}": pl.lit(None, pl.String) for k in range(3) if f"_d{k}" not in legs.columns},
        _src=pl.lit(None, dtype=pl.String),
    )


def test_restored_fills_each_column_s_tokens_and_drops_a_template_left_unread() -> None:
    """`_restored` per leg: each column gets back the words its template quotes (only
    those tokens are looked for in it), and a template holding a placeholder in a column
    that quotes nothing (cut short by a pattern) gives none of its legs a record."""
    record = {c: None for c in RULE_RECORD_SCHEMA.names() if c != "rules_hash"}

    def reading(tid: str, **values: object) -> dict[str, object]:
        return {**record, "_tid": tid, "venue": "venue_one", **values}

    readings = pl.DataFrame(
        [
            reading(
                "t1",
                outcome_team="\x01x0\x02",
                outcome_evidence="If \x01x0\x02 wins on \x01d0\x02, Yes.",
                scope_evidence="90 minutes",
            ),
            reading("t2", outcome_team="\x01x0\x02", scope_evidence="after Qzw minutes"),
        ],
        schema={"_tid": pl.String, **{c: RULE_RECORD_SCHEMA[c] for c in record}},
        orient="row",
    )
    legs = _brentford_legs(
        [
            {"_i": 0, "_tid": "t1", "rules_hash": "h0", "_d0": "May 3, 2031"},
            {"_i": 1, "_tid": "t2", "rules_hash": "h1", "_d0": None},
        ],
        "If Brentford wins on May 3, 2031, Yes. 90 minutes",
    )
    out = _restored(legs, readings, readings, None)
    assert out["_i"].to_list() == [0]
    row = out.row(0, named=True)
    assert row["outcome_team"] == "Brentford"
    assert row["outcome_evidence"] == "If Brentford wins on May 3, 2031, Yes."
    assert row["scope_evidence"] == "90 minutes"


def test_type_metadata_is_no_word_the_reader_knows(tmp_path: Path) -> None:
    # A dtype's time unit ("us") and `Annotated` metadata are never matched against a text:
    # "US" of "US Lecce" is then a kept word like "FC", not one the reader may read.
    module = tmp_path / "m.py"
    module.write_text(
        "from typing import Annotated\n"
        "import polars as pl\n"
        'TS = pl.Datetime("us", "UTC")\n'
        'x: Annotated[pl.Datetime, "ms", "Europe/Paris"] = None\n'
        'CUE = r"\\bpostponed\\b"\n',
        encoding="utf-8",
    )
    assert constant_words(module) == {"bpostponed", "postponed"}  # an escape is no letter
    assert not _risky("US")
    assert _risky("New")  # "new date": a word of the reader's patterns


def test_messages_are_no_words_the_reader_knows(tmp_path: Path) -> None:
    # An exception's, an assertion's or a log line's words are said to a person, never
    # matched against a text; a word a pattern also holds stays known.
    module = tmp_path / "m.py"
    module.write_text(
        "import logging\n"
        "logger = logging.getLogger(__name__)\n"
        'CUE = r"\\bpostponed\\b"\n'
        "def f(x: str) -> None:\n"
        '    assert x, "nested message"\n'
        '    logger.info("group %d of %s", 1, x)\n'
        '    raise ValueError(f"wrap must place the union in {x}, not postponed")\n',
        encoding="utf-8",
    )
    assert constant_words(module) == {"bpostponed", "postponed"}
    # The reader's own words: "union" was only in rx's messages and split marker.
    assert not _risky("Union")
    assert _risky("Extra")


def test_a_name_the_reader_reads_keeps_its_probe_and_union_shares_the_plain_one(
    caplog: pytest.LogCaptureFixture,
) -> None:
    # "Extra Time Rovers" changes the record (the scope is spoken of, and not read): its
    # legs are a probe group of their own, whose probe finds the template's reading is not
    # theirs, and are read alone. "Union" is a word the reader reads nowhere: its legs
    # share the plain legs' probe (they had one of their own).
    fixtures = [
        ("Union Berlin", "Everton", "May 3, 2031"),
        ("Brentford", "Union Lisbon", "May 4, 2031"),
        ("Fulham", "Burnley", "May 5, 2031"),
        ("Getafe", "Osasuna", "May 6, 2031"),
        ("Brighton", "Wolves", "May 10, 2031"),
        ("Extra Time Rovers", "Girona", "May 7, 2031"),
        ("Extra Time Brixton", "Torino", "May 8, 2031"),
        ("Extra Time Dulwich", "Udinese", "May 9, 2031"),
    ]
    legs = _fixture_legs(_WIN_TEXT, fixtures)
    own, once = _own_and_templated(legs, caplog)
    assert own["scope_status"].to_list() == ["absent"] * 5 + ["unrecognized"] * 3
    assert "1 template(s) for 8, 0 alone" in caplog.text, caplog.text
    assert "2 probe(s)" in caplog.text, caplog.text
    assert "2 templated text(s) read alone after all" in caplog.text, caplog.text
    assert once.equals(own)


def test_a_kept_word_no_pattern_knows_shares_the_plain_probe(
    caplog: pytest.LogCaptureFixture,
) -> None:
    fixtures = [
        ("US Lecce", "Levante UD", "May 3, 2031"),
        ("Brentford", "Como 1907", "June 14, 2031"),
        ("SSC Napoli", "VfB Stuttgart", "August 9, 2032"),
        ("Girona", "US Cremonese", "April 30, 2031"),
        ("Brest", "Lille FC", "May 9, 2031"),
        ("Real Betis", "Auxerre", "May 10, 2031"),
        ("Hull City", "Wrexham AFC", "May 11, 2031"),
        ("Torino FC", "Mallorca", "April 30, 2031"),
    ]
    legs = _fixture_legs(_WIN_TEXT, fixtures)
    own, once = _own_and_templated(legs, caplog)
    # One template, one probe group: "US" is read by no pattern (its legs had a probe of
    # their own while a dtype's "us" counted as the reader's).
    assert "1 template(s) for 8, 0 alone" in caplog.text, caplog.text
    assert "1 probe(s)" in caplog.text, caplog.text
    assert once.equals(own)


def test_a_name_s_word_in_the_league_stand_in_does_not_keep_its_leg_alone(
    caplog: pytest.LogCaptureFixture,
) -> None:
    # "Las" of "Las Palmas" is in the league stand-in ("Ekstraklasa"), which the leg's text
    # does not hold: the leg shares the template (it was read alone).
    fixtures = [
        ("Las Palmas", "Everton", "May 3, 2031", "English Premier League"),
        ("Fulham", "Burnley", "May 4, 2031", "English Premier League"),
        ("Brighton", "Wolves", "May 5, 2031", "English Premier League"),
        ("Villarreal", "Getafe", "June 14, 2031", "Spanish La Liga"),
        ("Osasuna", "Girona", "August 9, 2032", "Spanish La Liga"),
        ("Freiburg", "Wolfsburg", "November 11, 2031", "German Bundesliga"),
        ("Augsburg", "Bochum", "November 12, 2031", "German Bundesliga"),
        ("Mainz", "Hoffenheim", "November 13, 2031", "German Bundesliga"),
    ]
    legs = _league_legs(fixtures)
    own, once = _own_and_templated(legs, caplog)
    assert "1 template(s) for 8, 0 alone" in caplog.text, caplog.text
    assert once.equals(own)


def test_a_name_s_word_in_the_leg_s_own_competition_keeps_it_alone(
    caplog: pytest.LogCaptureFixture,
) -> None:
    # "Mainz" of the away team "Mainz Athletic" is also in the competition's name ("Mainz
    # Cup"): read on its own text, the clause paying Yes names Mainz first, so the reader
    # does not take it as the home team's win. The template held "Qkw" there, and gave this
    # leg the others' "Ruhr Stars win". The leg is now read alone: its own record.
    text = "Yes if, in the {l} final on {d}, {h} win. No if {a} win or the final is drawn."
    away = ("Mainz", "Hagen", "Siegen", "Marburg", "Bonn", "Koblenz", "Giessen", "Speyer")
    home = ("Ruhr Stars", "Bochum Rovers Club", "Essen Rovers", "Kassel Rovers")
    home += ("Aachen Rovers", "Trier Rovers", "Fulda Rovers", "Worms Rovers")
    rows = [
        {
            "venue": "venue_one",
            "rules_primary": text.format(
                l="Mainz Cup", d=f"May {k + 3}, 2031", h=h, a=f"{a} Athletic"
            ),
            "rules_secondary": None,
            "resolution_source": None,
            "settlement_sources": [],
            "event_title": f"{h} vs. {a} Athletic",
            "title": f"{h} vs. {a} Athletic",
            "outcome_label": h,
            "competition_name": "Mainz Cup",
        }
        for k, (h, a) in enumerate(zip(home, away, strict=True))
    ]
    legs = rules_frame(rows)
    own = extract_rules(legs.drop("competition_name"))
    assert own["outcome_kind"].to_list() == ["unknown"] + ["win"] * 7
    with caplog.at_level(logging.INFO, logger="pipeline.rules.templates"):
        once = extract_by_template(legs, listing=True)
    assert "1 template(s) for 7, 1 alone" in caplog.text, caplog.text
    assert once.equals(own)


def test_restored_gives_nothing_where_no_template_reads_alike() -> None:
    """Where every template's short and long readings differ (or none is given), no column
    quotes a token to look for: `_restored` gives no leg a record, and does not fail (an
    on-demand leg looked up through the memo once raised OutOfBoundsError here)."""
    record = {c: None for c in RULE_RECORD_SCHEMA.names() if c != "rules_hash"}
    schema = {"_tid": pl.String, **{c: RULE_RECORD_SCHEMA[c] for c in record}}

    def reading(team: str) -> pl.DataFrame:
        row = {**record, "_tid": "t1", "venue": "venue_one", "outcome_team": team}
        return pl.DataFrame([row], schema=schema, orient="row")

    legs = _brentford_legs([{"_i": 0, "_tid": "t1", "rules_hash": "h0"}], "If Brentford wins, Yes.")
    # The two readings disagree: the template is no template of this leg.
    assert _restored(legs, reading("\x01x0\x02"), reading("Draw"), None).is_empty()
    # No reading at all.
    assert _restored(legs, reading("x").clear(), reading("x").clear(), None).is_empty()
