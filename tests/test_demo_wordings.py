"""The demo's second wordings: each one the demo uses reads exactly as its first wording does.

`pipeline/demo/wordings.py` writes every clause a second way. A second wording is used by
the demo only where the current reader gets the same record from it as from the first
wording (every value and status, evidence aside); the others wait in `PENDING_WORDINGS`.
These tests keep that split honest, and show the demo really speaks both ways.
"""

from __future__ import annotations

import json
import random
from collections.abc import Callable
from datetime import date
from pathlib import Path
from typing import Any

from pipeline.demo.family_text import FamilyLeg, v1_family_text, v2_family_rules
from pipeline.demo.rules_text import (
    Names,
    Style,
    v1_advance_text,
    v1_result_text,
    v2_advance_rules,
    v2_result_rules,
)
from pipeline.demo.wordings import PENDING_WORDINGS, SECOND, WRITTEN, Voice
from pipeline.rules.extract import RULE_RECORD_SCHEMA
from tests.fixtures.rules.build import records, text_leg

DEMO = Path(__file__).resolve().parents[1] / "data" / "demo"
NAMES = Names("Arsenal", "Chelsea", "Arsenal", "Chelsea", "Arsenal vs. Chelsea", date(2026, 12, 5))
V2_SOURCES = ["ESPN (https://www.espn.com/soccer/)", "Fox Sports (https://www.foxsports.com/)"]
V1_SOURCE = "https://www.premierleague.com/"
# Everything a record says, except the quoted evidence (which follows the wording).
COMPARED = [c for c in RULE_RECORD_SCHEMA.names() if not c.endswith("_evidence")]
COMPARED.remove("rules_hash")

Build = Callable[[Voice], dict[str, Any]]
MIXES = 40  # seeded mixes of wordings per template


def _v1(text: tuple[str, list[str]]) -> dict[str, Any]:
    return text_leg(text[0], venue="venue_one", resolution_source=V1_SOURCE)


def _v2(rules: tuple[str, str, list[str]]) -> dict[str, Any]:
    return text_leg(rules[0], rules[1], settlement_sources=V2_SOURCES)


def _style() -> Style:
    return Style(random.Random(0))


# One leg per template the generator writes, each with the clauses it carries.
TEMPLATES: dict[str, Build] = {
    "v1_win": lambda v: _v1(v1_result_text(_style(), NAMES, "Chelsea", {"R2"}, v)),
    "v1_draw": lambda v: _v1(v1_result_text(_style(), NAMES, None, set(), v)),
    "v1_win_p4": lambda v: _v1(v1_result_text(_style(), NAMES, "Arsenal", {"P4"}, v)),
    "v1_aligned": lambda v: _v1(v1_result_text(_style(), NAMES, "Arsenal", {"aligned_rules"}, v)),
    "v1_draw_aligned": lambda v: _v1(v1_result_text(_style(), NAMES, None, {"aligned_rules"}, v)),
    "v1_advance": lambda v: _v1(v1_advance_text(_style(), NAMES, v)),
    "v1_spread": lambda v: _v1(
        v1_family_text(_style(), NAMES, FamilyLeg("spread", "Arsenal", line=1.5), v)
    ),
    "v1_half": lambda v: _v1(
        v1_family_text(_style(), NAMES, FamilyLeg("half", "Arsenal", period="first"), v)
    ),
    "v1_btts": lambda v: _v1(v1_family_text(_style(), NAMES, FamilyLeg("btts", side="yes"), v)),
    "v1_total": lambda v: _v1(
        v1_family_text(_style(), NAMES, FamilyLeg("total", line=2.5, side="over"), v)
    ),
    "v1_exact": lambda v: _v1(
        v1_family_text(
            _style(), NAMES, FamilyLeg("exact_score", side="1-0", home_goals=1, away_goals=0), v
        )
    ),
    "v2_win": lambda v: _v2(v2_result_rules(_style(), NAMES, "EPL", "Chelsea", "S2", set(), v)),
    "v2_tie": lambda v: _v2(v2_result_rules(_style(), NAMES, "EPL", None, "S2", set(), v)),
    "v2_win_s3_p3": lambda v: _v2(
        v2_result_rules(_style(), NAMES, "World Cup", "Chelsea", "S3", {"P3"}, v)
    ),
    "v2_tie_s3": lambda v: _v2(v2_result_rules(_style(), NAMES, "World Cup", None, "S3", set(), v)),
    "v2_win_s4": lambda v: _v2(v2_result_rules(_style(), NAMES, "EPL", "Arsenal", "S4", set(), v)),
    "v2_spread": lambda v: _v2(
        v2_family_rules(_style(), NAMES, "EPL", FamilyLeg("spread", "Arsenal", line=1.5), v)
    ),
    "v2_half": lambda v: _v2(
        v2_family_rules(
            _style(), NAMES, "EPL", FamilyLeg("half", "Arsenal", "Chelsea", period="second"), v
        )
    ),
    "v2_advance": lambda v: _v2(
        v2_advance_rules(_style(), NAMES, "Chelsea", "Arsenal", "UEFA Champions League tie", v)
    ),
    "v2_btts": lambda v: _v2(
        v2_family_rules(_style(), NAMES, "EPL", FamilyLeg("btts", side="yes"), v)
    ),
}


# The listing of each 1X2 template, as the demo gives it: the outcome is read from the rule
# text and cross-checked against the label, as for every real leg.
_LABELS = {
    "v1_win": "Chelsea",
    "v1_draw": "Draw",
    "v1_win_p4": "Arsenal",
    "v1_aligned": "Arsenal",
    "v1_draw_aligned": "Draw",
    "v2_win": "Chelsea",
    "v2_tie": "Tie",
    "v2_win_s3_p3": "Chelsea",
    "v2_tie_s3": "Tie",
    "v2_win_s4": "Arsenal",
}


def _listed(name: str, build: Build) -> Build:
    if name not in _LABELS:
        return build
    listing = {"event_title": "Arsenal vs. Chelsea", "outcome_label": _LABELS[name]}
    return lambda v: {**build(v), **listing}


TEMPLATES = {name: _listed(name, build) for name, build in TEMPLATES.items()}


def differences(
    pairs: list[tuple[str, int]],
) -> dict[tuple[str, int], list[tuple[str, str, Any, Any]]]:
    """For each (clause key, wording index): (template, column, first, second) wherever that
    second wording reads otherwise than the first, over every template that carries the
    clause. All texts are read in one extraction.

    Raises AssertionError if no template carries one of the clauses.
    """
    firsts = {name: build(Voice.first_only()) for name, build in TEMPLATES.items()}
    rows: list[dict[str, Any]] = list(firsts.values())
    where: list[tuple[tuple[str, int], str]] = []
    for key, index in pairs:
        carried = False
        for name, build in TEMPLATES.items():
            leg = build(Voice(0, "", table=WRITTEN, share=0.0, forced={key: index}))
            if leg == firsts[name]:
                continue
            carried = True
            rows.append(leg)
            where.append(((key, index), name))
        assert carried, f"no template carries clause {key!r}"
    read = records(rows)
    first = {name: read[i] for i, name in enumerate(firsts)}
    found: dict[tuple[str, int], list[tuple[str, str, Any, Any]]] = {p: [] for p in pairs}
    for (pair, name), second in zip(where, read[len(firsts) :], strict=True):
        found[pair] += [
            (name, k, first[name][k], second[k]) for k in COMPARED if first[name][k] != second[k]
        ]
    return found


def test_second_and_pending_wordings_split_what_was_written() -> None:
    assert set(SECOND) | set(PENDING_WORDINGS) <= set(WRITTEN)
    for key, wordings in WRITTEN.items():
        used, pending = SECOND.get(key, ()), PENDING_WORDINGS.get(key, ())
        assert sorted(used + pending) == sorted(wordings), key
        assert not set(used) & set(pending), key


def test_every_second_wording_in_use_reads_like_the_first() -> None:
    used = [(k, WRITTEN[k].index(w)) for k, wordings in SECOND.items() for w in wordings]
    assert used, "the demo uses second wordings"
    misread = {pair: diff for pair, diff in differences(used).items() if diff}
    assert misread == {}


def test_any_mix_of_first_and_second_wordings_reads_like_the_first() -> None:
    """Markets mix the wordings clause by clause: every mix must read as the first does."""
    firsts = {name: build(Voice.first_only()) for name, build in TEMPLATES.items()}
    mixes = [(name, seed) for name in TEMPLATES for seed in range(MIXES)]
    read = records(
        [*firsts.values(), *(TEMPLATES[n](Voice(seed, n, share=0.5)) for n, seed in mixes)]
    )
    first = {name: read[i] for i, name in enumerate(firsts)}
    misread = [
        (name, seed, k)
        for (name, seed), r in zip(mixes, read[len(firsts) :], strict=True)
        for k in COMPARED
        if first[name][k] != r[k]
    ]
    assert misread == []


def test_the_demo_speaks_second_wordings_on_both_venues() -> None:
    v1 = [m["description"] for e in _load("venue_one/events.json") for m in e["markets"]]
    v2 = [f"{m['rules_primary']} {m['rules_secondary']}" for m in _load("venue_two/markets.json")]
    texts = {"venue_one": "\n".join(v1), "venue_two": "\n".join(v2)}
    spoken = dict.fromkeys(texts, 0)
    for wordings in SECOND.values():
        for wording in wordings:
            probe = wording.split("{")[0].strip()[:40] or wording
            for venue, text in texts.items():
                spoken[venue] += probe in text
    assert all(n > 0 for n in spoken.values()), spoken


def _load(rel: str) -> Any:
    return json.loads((DEMO / rel).read_text(encoding="utf-8"))


def main() -> None:
    """Print which written second wordings the current reader reads like the first."""
    pairs = [(k, i) for k, wordings in WRITTEN.items() for i in range(len(wordings))]
    for (key, index), diff in differences(pairs).items():
        print("READ   " if not diff else "PENDING", key, index, WRITTEN[key][index][:70])
        for name, column, first, second in diff[:4]:
            print("         ", name, column, repr(first), "->", repr(second))


if __name__ == "__main__":
    main()
