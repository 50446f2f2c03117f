"""Rule extraction: every clause variant of docs/DESIGN.md §7.6, wording variation, unknowns."""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path
from typing import Any

import polars as pl
import pytest

from pipeline.rules.extract import RULE_RECORD_SCHEMA, extract_rules
from tests.fixtures.rules.build import LEGS, records, rules_frame, text_leg

ROOT = Path(__file__).resolve().parents[1]
DEMO = ROOT / "data" / "demo"
EVIDENCE = [c for c in RULE_RECORD_SCHEMA.names() if c.endswith("_evidence")]

V2_WIN = (
    "If Chelsea wins the Arsenal vs Chelsea professional Premier League soccer game originally "
    "scheduled for Dec 5, 2026, then the market resolves to Yes."
)
V1_WIN = 'In the upcoming game, if Chelsea FC wins, this market will resolve to "Yes".'
ESPN = ["ESPN (https://www.espn.com/soccer/)"]


def v2(secondary: str, primary: str = V2_WIN, sources: list[str] = ESPN) -> dict[str, Any]:
    return text_leg(primary, secondary, settlement_sources=sources)


def v1(*paragraphs: str, source: str = "") -> dict[str, Any]:
    return text_leg("\n\n".join(paragraphs), venue="venue_one", resolution_source=source)


# (case id, rule columns, expected record values)
CASES: list[tuple[str, dict[str, Any], dict[str, Any]]] = [
    # ---- scope: S1-S6, wording, primary vs secondary, unknowns
    ("S1", LEGS["v1_win"], {"scope": "regulation", "scope_status": "recognized"}),
    (
        "S1 ninety, word order",
        v1(V1_WIN, "Only the first ninety minutes, plus stoppage time, count toward this market."),
        {"scope": "regulation"},
    ),
    ("S2", LEGS["v2_game_win"], {"scope": "regulation", "scope_status": "recognized"}),
    (
        "S2 parenthetical variant",
        v2(
            "",
            "If Chelsea wins the Arsenal vs Chelsea professional Premier League soccer game "
            "originally scheduled for Dec 5, 2026 after 90 minutes plus stoppage time (extra time "
            "and penalties not included), then the market resolves to Yes.",
        ),
        {"scope": "regulation"},
    ),
    ("S3", LEGS["v2_wc_win"], {"scope": "regulation"}),
    ("S4 scope in secondary", LEGS["v2_scope_in_secondary"], {"scope": "regulation"}),
    ("S4 no scope anywhere", LEGS["v2_no_scope"], {"scope": "unknown", "scope_status": "absent"}),
    ("S5", LEGS["v2_ftts"], {"scope": "extra_time"}),
    (
        "S5 secondary wording, shootout excluded",
        v2(
            "The market covers the entire game, including regulation, stoppage time and any extra "
            "time periods; a penalty shootout is not included."
        ),
        {"scope": "extra_time"},
    ),
    ("S6 advance", LEGS["v2_advance"], {"scope": "penalties"}),
    ("S6 two-way knockout", LEGS["v1_knockout_two_way"], {"scope": "penalties"}),
    (
        "scope contradicts itself",
        v2("This market includes extra time.", LEGS["v2_game_win"]["rules_primary"]),
        {"scope": "unknown", "scope_status": "conflicting"},
    ),
    (
        "scope in unknown words",
        v2("The result is taken at full-time, as the referee sees it."),
        {"scope": "unknown", "scope_status": "unrecognized"},
    ),
    (
        "end of regulation",
        v2("The market is decided at the end of regulation."),
        {"scope": "regulation"},
    ),
    (
        "full-time score is not guessed",
        v2("The market is settled on the full-time score."),
        {"scope": "unknown", "scope_status": "unrecognized"},
    ),
    # ---- outcome and D1
    ("outcome v1 win", LEGS["v1_win"], {"outcome_kind": "win", "outcome_team": "Chelsea FC"}),
    ("outcome v1 draw", LEGS["v1_draw"], {"outcome_kind": "draw", "outcome_team": None}),
    ("outcome v2 win", LEGS["v2_game_win"], {"outcome_kind": "win", "outcome_team": "Chelsea"}),
    ("D1 tie is the result", LEGS["v2_game_tie"], {"outcome_kind": "draw"}),
    ("D1 tie wins", LEGS["v2_wc_tie"], {"outcome_kind": "draw", "outcome_team": None}),
    ("outcome advance", LEGS["v2_advance"], {"outcome_kind": "advance", "outcome_team": "Arsenal"}),
    (
        "outcome question form",
        v1("Will Chelsea FC win on 2026-12-05?"),
        {"outcome_kind": "win", "outcome_team": "Chelsea FC"},
    ),
    (
        "outcome draw question",
        v1("Will Arsenal FC vs. Chelsea FC end in a draw?"),
        {"outcome_kind": "draw"},
    ),
    (
        "outcome: a clause paying No names the other side",
        LEGS["v1_two_way_legacy"],
        {"outcome_kind": "win", "outcome_team": "Seattle Sounders FC"},
    ),
    (
        "outcome in unknown words",
        v1('This market resolves to "Over" when more than 9.5 corners are taken.'),
        {"outcome_kind": "unknown", "outcome_status": "unrecognized"},
    ),
    (
        "outcome contradicts itself",
        v2("If Tie is the result of the game, then the market resolves to Yes."),
        {"outcome_kind": "unknown", "outcome_status": "conflicting"},
    ),
    (
        "one team written two ways agrees",
        v2("Yes if Chelsea FC beats Arsenal FC."),
        {"outcome_kind": "win", "outcome_status": "recognized", "outcome_team": "Chelsea"},
    ),
    (
        "two teams paid Yes contradict",
        v2("If Arsenal wins the game, the market resolves to Yes."),
        {"outcome_kind": "unknown", "outcome_status": "conflicting"},
    ),
    # ---- source: R1-R3
    (
        "R1 and R2",
        LEGS["v1_win"],
        {
            "source_primary": "official",
            "source_fallback": "consensus",
            "result_deadline_hours": 2,
            "source_revisions_ignored": True,
        },
    ),
    ("R1 without R2", LEGS["v1_draw"], {"source_revisions_ignored": False}),
    (
        "R1 one sentence, spelled-out hours",
        v1(
            V1_WIN,
            "Resolution is based on the official statistics of the governing body; should they "
            "not be published within two hours of the end of the match, a consensus of credible "
            "reporting may be used instead.",
        ),
        {"source_primary": "official", "source_fallback": "consensus", "result_deadline_hours": 2},
    ),
    (
        "R3 series sources",
        LEGS["v2_game_win"],
        {
            "source_primary": "provider",
            "source_fallback": None,
            "source_names": ["ESPN", "Fox Sports"],
        },
    ),
    (
        "R3 series hierarchy",
        v2("", sources=["FIFA (https://www.fifa.com/)", *ESPN]),
        {"source_primary": "official", "source_fallback": "provider"},
    ),
    (
        "a source named in the text outranks the series",
        v2("The result is settled according to the official league website."),
        {"source_primary": "official", "source_fallback": None},
    ),
    (
        "provider with an official fallback",
        v1(
            V1_WIN,
            "This market resolves on the score as reported by Opta; if Opta is unavailable, the "
            "official league website is used instead.",
        ),
        {"source_primary": "provider", "source_fallback": "official"},
    ),
    ("league URL only", LEGS["v1_totals"], {"source_primary": "official"}),
    (
        "unknown source",
        v1(V1_WIN, source="https://www.example.org/scores"),
        {"source_primary": "unknown", "source_status": "unrecognized"},
    ),
    (
        "no source",
        LEGS["v1_exact_score"],
        {"source_primary": "unknown", "source_status": "absent"},
    ),
    # ---- timing: P1-P4
    ("P1", LEGS["v1_win"], {"timing_window": "open_until_played", "timing_window_hours": None}),
    (
        "P1 postponement, present tense",
        v1(
            V1_WIN,
            "In the event of a postponement, the market stays open until the rescheduled match "
            "has been played.",
        ),
        {"timing_window": "open_until_played", "void_postponed_long": "result"},
    ),
    ("P2", LEGS["v2_game_win"], {"timing_window": "hours:48", "timing_window_hours": 48}),
    (
        "P2 moved, spelled-out hours",
        v2(
            "Should the game be cancelled or moved more than forty-eight hours from its scheduled "
            "time, the market shall be resolved at a fair price."
        ),
        {"timing_window": "hours:48", "void_postponed_long": "fair_price"},
    ),
    ("P3", LEGS["v2_p3"], {"timing_window": "hours:48", "void_postponed_long": "fair_price"}),
    (
        "P4",
        LEGS["v1_us_two_weeks"],
        {
            "timing_window": "days:14",
            "timing_window_hours": 336,
            "void_postponed_long": "last_price",
        },
    ),
    (
        "postponement in unknown words",
        v2("If the game is postponed, positions are handled under the general terms."),
        {
            "timing_window": "unknown",
            "timing_status": "unrecognized",
            "void_postponed_long": "unknown",
        },
    ),
    (
        "an unknown postponement sentence beside a known one",
        v1(
            V1_WIN,
            "If the game is postponed, this market will remain open until the game has been "
            "completed. A postponed game played at a neutral ground follows the venue's terms.",
        ),
        {"timing_window": "unknown", "timing_status": "unrecognized"},
    ),
    (
        "two windows",
        v2(
            "If the game is rescheduled to more than 48 hours away, the market resolves to a fair "
            "price. If the game is postponed by more than 72 hours, the market resolves 50-50."
        ),
        {"timing_window": "unknown", "timing_status": "conflicting"},
    ),
    (
        "no postponement clause",
        v1(V1_WIN),
        {
            "timing_window": "unknown",
            "timing_status": "absent",
            "void_postponed_long": "unspecified",
        },
    ),
    # ---- void: C1-C4, abandonment
    (
        "C1 win leg",
        LEGS["v1_win"],
        {
            "void_cancelled": "no",
            "void_abandoned": "no",
            "void_abandoned_status": "inferred",
            "void_postponed_long": "result",
            "void_status": "recognized",
        },
    ),
    ("C1 draw leg", LEGS["v1_draw"], {"void_cancelled": "yes", "void_abandoned": "yes"}),
    (
        "C1 subject-first wording",
        v1(
            V1_WIN,
            "A game that is cancelled entirely, with no make-up game, resolves this market "
            'to "No".',
        ),
        {"void_cancelled": "no"},
    ),
    (
        "C1 cancellation noun, shall be resolved",
        v1(
            V1_WIN,
            "In case of cancellation without a make-up game, this market shall be resolved as No.",
        ),
        {"void_cancelled": "no"},
    ),
    (
        "C1 payout first",
        v1(V1_WIN, 'The market resolves "Yes" if the game is canceled and never made up.'),
        {"void_cancelled": "yes"},
    ),
    ("C2", LEGS["v1_totals"], {"void_cancelled": "50-50", "void_abandoned": "50-50"}),
    # C3: the record carries what this leg pays under the fixed result, from the bet its
    # text states; the fixed result stays beside it.
    (
        "C3 exact score",
        v1(
            "Yes if the exact score is 2-1 in the Serie A game between Bologna FC 1909 and"
            ' Juventus FC. Otherwise "No".',
            "If the game is canceled entirely, with no make-up game, it resolves as a 0-0.",
        ),
        {"void_cancelled": "no", "void_fixed_outcome": "0-0"},
    ),
    (
        "C3 exact score, the fixed result's own leg",
        v1(
            "Yes if the exact score is 0-0 in the Serie A game between Bologna FC 1909 and"
            ' Juventus FC. Otherwise "No".',
            "A called-off game with no replay is graded as a goalless draw.",
        ),
        {"void_cancelled": "yes", "void_fixed_outcome": "0-0"},
    ),
    (
        "C3 exact score, a text listing every score",
        LEGS["v1_exact_score"],
        {
            "void_cancelled": "unknown",
            "void_cancelled_status": "unrecognized",
            "void_fixed_outcome": "0-0",
        },
    ),
    (
        "C3 first to score, a text listing every outcome",
        LEGS["v1_first_to_score"],
        {"void_cancelled": "unknown", "void_fixed_outcome": "Neither"},
    ),
    (
        "C3 first to score, a team's leg",
        v1(
            "Yes if Paris Saint-Germain score first in the Ligue 1 game against Olympique de"
            ' Marseille; "No" otherwise.',
            'Canceled for good: the market resolves to "Neither".',
        ),
        {"void_cancelled": "no", "void_fixed_outcome": "Neither"},
    ),
    (
        "C4",
        LEGS["v2_game_win"],
        {"void_cancelled": "fair_price", "void_abandoned": "fair_price"},
    ),
    (
        "C4 fair price from last traded prices",
        v1(
            V1_WIN,
            "A canceled game resolves this market to a fair price in line with its last traded "
            "prices.",
        ),
        {"void_cancelled": "fair_price"},
    ),
    ("P4 cancellation", LEGS["v1_us_two_weeks"], {"void_cancelled": "last_price"}),
    (
        "cancellation read as a draw, win leg",
        v2("If the game is called off, it is treated as a draw."),
        {"void_cancelled": "no"},
    ),
    (
        "cancellation read as a draw, draw leg",
        v2(
            "If the game is called off, it is treated as a draw.",
            LEGS["v2_game_tie"]["rules_primary"],
        ),
        {"void_cancelled": "yes"},
    ),
    (
        "abandonment clause of its own",
        v1(
            V1_WIN,
            "If the game is canceled entirely, with no make-up game, this market will resolve "
            '"No".',
            "If the game is abandoned, the market resolves 50-50.",
        ),
        {"void_cancelled": "no", "void_abandoned": "50-50", "void_abandoned_status": "recognized"},
    ),
    (
        "suspended trading is not an abandonment",
        v1(
            V1_WIN,
            "If the game is canceled entirely, with no make-up game, this market will resolve "
            '"No". Trading may be suspended at any time.',
        ),
        {"void_abandoned": "no", "void_abandoned_status": "inferred"},
    ),
    (
        "abandonment of the game itself",
        v2("If the game is suspended and not resumed, the market resolves to a fair price."),
        {"void_abandoned": "fair_price", "void_abandoned_status": "recognized"},
    ),
    (
        "cancellation in unknown words",
        v2("If the game is cancelled, holders receive treatment set by the arbitration panel."),
        {
            "void_cancelled": "unknown",
            "void_cancelled_status": "unrecognized",
            "void_abandoned": "unknown",
            "void_status": "unrecognized",
        },
    ),
    (
        "cancellation contradicts itself",
        v2(
            "If the game is cancelled, the market resolves to No. If the game is canceled "
            "entirely, the market resolves 50-50."
        ),
        {"void_cancelled": "unknown", "void_cancelled_status": "conflicting"},
    ),
    (
        "an unknown cancellation sentence beside a known one",
        v2(
            "If the game is cancelled, the market resolves to a fair price. A game cancelled "
            "after kickoff follows the exchange's separate procedure."
        ),
        {"void_cancelled": "unknown", "void_cancelled_status": "unrecognized"},
    ),
    (
        "no cancellation clause",
        v1(V1_WIN),
        {"void_cancelled": "unspecified", "void_cancelled_status": "absent"},
    ),
]
_IDS = [case[0] for case in CASES]
assert len(set(_IDS)) == len(_IDS)


@pytest.fixture(scope="module")
def extracted() -> dict[str, dict[str, Any]]:
    """Every case read in one batch (the extractor is vectorized; one call keeps tests fast)."""
    return dict(zip(_IDS, records([rules for _, rules, _ in CASES]), strict=True))


@pytest.mark.parametrize(("case", "expected"), [(c[0], c[2]) for c in CASES], ids=_IDS)
def test_clause_is_read_to_its_catalogue_value(
    extracted: dict[str, dict[str, Any]], case: str, expected: dict[str, Any]
) -> None:
    record = extracted[case]
    assert {k: record[k] for k in expected} == expected


@pytest.mark.parametrize("case", _IDS)
def test_every_evidence_is_an_exact_substring_of_the_rule_text(
    extracted: dict[str, dict[str, Any]], case: str
) -> None:
    record = extracted[case]
    for column in EVIDENCE:
        if record[column] is not None:
            assert record[column] in record["rules_text"], column


def test_a_recognized_dimension_quotes_the_clause_that_decided_it(
    extracted: dict[str, dict[str, Any]],
) -> None:
    s3 = extracted["S3"]
    assert s3["scope_evidence"].endswith("extra time and penalties are excluded")
    s4 = extracted["S4 scope in secondary"]
    assert s4["scope_evidence"] in LEGS["v2_scope_in_secondary"]["rules_secondary"]
    p2 = extracted["P2"]
    assert "more than 48 hours" in p2["timing_evidence"]
    assert "fair price" in p2["void_cancelled_evidence"]


def test_a_value_derived_rather_than_read_says_what_it_came_from_and_quotes_nothing_else(
    extracted: dict[str, dict[str, Any]],
) -> None:
    # A source taken from the series: no text of the leg's rules decided it.
    series = extracted["R3 series sources"]
    assert series["source_primary"] != "unknown"
    assert series["source_status"] == "inferred"
    assert series["source_evidence"] is None
    assert series["source_derived_from"].startswith("series settlement_sources: ESPN")
    # An abandonment read as a cancelled match quotes the cancellation clause it came from.
    for record in extracted.values():
        if record["void_abandoned_status"] == "inferred":
            assert record["void_abandoned_derived_from"] == "void_cancelled"
            assert record["void_abandoned_evidence"] == record["void_cancelled_evidence"]
        elif record["void_abandoned_status"] == "recognized":
            assert record["void_abandoned_derived_from"] is None
        if record["source_status"] == "recognized":
            assert record["source_derived_from"] is None


@pytest.mark.parametrize(
    ("text", "column"),
    [
        ("If the game is postponed, positions are handled under the general terms.", "timing"),
        ("If the game is cancelled, holders receive treatment set by a panel.", "void"),
        ("The result is taken at full time.", "scope"),
    ],
)
def test_a_present_but_unknown_clause_is_never_given_a_value(text: str, column: str) -> None:
    (record,) = records([v2(text)])
    status = {"timing": "timing_status", "void": "void_status", "scope": "scope_status"}[column]
    assert record[status] == "unrecognized"
    value = {"timing": "timing_window", "void": "void_cancelled", "scope": "scope"}[column]
    assert record[value] == "unknown"


def test_legs_sharing_a_text_are_read_once() -> None:
    rows = [LEGS["v1_win"], LEGS["v2_game_win"], LEGS["v1_win"]]
    frame = rules_frame(rows)
    out = extract_rules(frame.lazy())
    assert out.height == 2
    assert sorted(out["rules_hash"].to_list()) == sorted(set(frame["rules_hash"].to_list()))
    assert out.schema == RULE_RECORD_SCHEMA


def test_an_empty_text_is_absent_on_every_dimension() -> None:
    (record,) = records([text_leg("", "")])
    assert record["outcome_status"] == "absent"
    assert record["scope_status"] == record["timing_status"] == "absent"
    assert record["void_cancelled"] == "unspecified"
    assert record["source_primary"] == "unknown"


# ---- the recorded demo venues ------------------------------------------------------------
_SCOPE = {"S1": "regulation", "S2": "regulation", "S3": "regulation", "S4": "regulation"}
_SCOPE |= {"S5": "extra_time", "S6": "penalties"}
_TIMING = {"P1": "open_until_played", "P2": "hours:48", "P3": "hours:48", "P4": "days:14"}


def _demo_legs() -> pl.DataFrame:
    rows: list[dict[str, Any]] = []
    for event in json.loads((DEMO / "venue_one" / "events.json").read_text()):
        for m in event["markets"]:
            leg = text_leg(m["description"], venue="venue_one")
            leg["resolution_source"] = m.get("resolutionSource") or ""
            rows.append({**leg, "market_id": m["id"]})
    series = {s["ticker"]: s for s in json.loads((DEMO / "venue_two" / "series.json").read_text())}
    events = json.loads((DEMO / "venue_two" / "events.json").read_text())
    series_of = {e["event_ticker"]: e["series_ticker"] for e in events}
    for m in json.loads((DEMO / "venue_two" / "markets.json").read_text()):
        listed = series.get(series_of.get(m["event_ticker"], ""), {}).get("settlement_sources", [])
        sources = [f"{s['name']} ({s['url']})" if s.get("url") else s["name"] for s in listed]
        leg = text_leg(m["rules_primary"], m["rules_secondary"], settlement_sources=sources)
        rows.append({**leg, "market_id": m["ticker"]})
    return rules_frame(rows).with_columns(market_id=pl.Series([r["market_id"] for r in rows]))


def test_a_large_call_gives_its_records_in_the_order_of_its_texts_whatever_it_reads_in() -> None:
    """A call of many texts reads them in the order of their text (`extract_rules`), and
    hands the records back in the order the texts were given: the same record per text
    whichever order they came in."""
    legs = _demo_legs()
    given = legs.unique(subset="rules_hash", keep="first", maintain_order=True)
    assert given.height > 32 and not given["rules_hash"].is_sorted()
    out = extract_rules(legs)
    assert out["rules_hash"].to_list() == given["rules_hash"].to_list()
    backwards = extract_rules(given.reverse())
    assert backwards["rules_hash"].to_list() == given["rules_hash"].reverse().to_list()
    assert backwards.reverse().equals(out)


def _demo_tags() -> dict[tuple[str, str], tuple[str, list[str]]]:
    truth = json.loads((DEMO / "truth.json").read_text())
    tags: dict[tuple[str, str], tuple[str, list[str]]] = {}
    for match in truth["matches"]:
        for venue in ("venue_one", "venue_two"):
            clauses = (match.get("clauses") or {}).get(venue) or {}
            markets = (match.get(venue) or {}).get("markets") or {}
            for side, market_id in markets.items():
                if clauses.get(side):
                    tags[(venue, market_id)] = (side, clauses[side])
        for extra in match.get("extra_markets") or []:
            for m in extra["markets"]:
                tags[(extra["venue"], m["market_id"])] = ("sibling", m["clauses"])
    return tags


@pytest.mark.skipif(not (DEMO / "truth.json").exists(), reason="no recorded demo data")
def test_every_known_clause_of_the_demo_venues_is_read() -> None:
    legs = _demo_legs()
    out = legs.join(extract_rules(legs).drop("venue"), on="rules_hash").to_dicts()
    tags = _demo_tags()
    wrong: Counter[tuple[str, ...]] = Counter()
    for r in out:
        side, clauses = tags.get((r["venue"], r["market_id"]), ("", []))
        expected: dict[str, Any] = {}
        for c in clauses:
            if c in _SCOPE:
                expected["scope"] = _SCOPE[c]
            if c in _TIMING:
                expected["timing_window"] = _TIMING[c]
        if "C1" in clauses:
            expected["void_cancelled"] = "yes" if side == "draw" else "no"
        if "C2" in clauses:
            expected["void_cancelled"] = "50-50"
        if "C4" in clauses:
            expected["void_cancelled"] = "fair_price"
        if "R1" in clauses:
            expected |= {"source_primary": "official", "source_fallback": "consensus"}
        if "R2" in clauses:
            expected["source_revisions_ignored"] = True
        if side == "draw":
            expected["outcome_kind"] = "draw"
        if r["family"] == "half":
            # A half leg's period is its half: it has no match scope (docs/DESIGN.md §7.2).
            expected.pop("scope", None)
        for key, value in expected.items():
            if r[key] != value:
                wrong[(r["market_id"], key, str(r[key]))] += 1
        for column in EVIDENCE:
            assert r[column] is None or r[column] in r["rules_text"]
        if clauses:
            for status in ("scope_status", "timing_status", "void_status"):
                if status == "scope_status" and r["family"] == "half":
                    assert r[status] == "absent", r["market_id"]
                    continue
                assert r[status] == "recognized", (r["market_id"], status)
            # A venue_two leg whose text names no source takes its series' (inferred).
            assert r["source_status"] in ("recognized", "inferred"), r["market_id"]
    assert not wrong, wrong.most_common(10)
