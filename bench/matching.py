"""The matching benchmark (issue 13): precision and recall of `match_listings` on a blind set.

    python -m bench.matching [--set batch1] [--json]

A set is `tests/data/matching/<set>/`: `venue_one_events.json` (Gamma events with nested
markets), `venue_two_events.json` (events with nested markets) and `truth.json` (the pairs,
and the listings that must stay unpaired), written without reading `rulesets/teams.json` or
the matcher. Prints precision, recall, every miss and every wrong pair with its reason.
"""

from __future__ import annotations

import argparse
import json
import sys
from dataclasses import dataclass
from datetime import UTC, date, datetime
from pathlib import Path
from typing import Any

import polars as pl

from pipeline.matching import MatchResult, code_hints, match_listings
from pipeline.normalize import normalize_venue_one, normalize_venue_two
from pipeline.rulesets import load_table

ROOT = Path(__file__).resolve().parent.parent
SETS = ROOT / "tests" / "data" / "matching"


@dataclass(frozen=True)
class Score:
    """What the matcher paired on a set, against its truth."""

    expected: int
    found: int
    correct: int
    wrong: list[tuple[str, str]]
    missed: list[dict[str, Any]]
    result: MatchResult
    # Truth pairs of competitions the tables do not cover: the service never pairs those,
    # so they are listed but count toward neither recall nor precision.
    outside: list[dict[str, Any]]

    @property
    def precision(self) -> float:
        return self.correct / self.found if self.found else 1.0

    @property
    def recall(self) -> float:
        return self.correct / self.expected if self.expected else 1.0


def load_set(name: str) -> tuple[pl.DataFrame, pl.DataFrame, dict[str, Any]]:
    """(snapshot frame, venue_one code hints, truth) of a benchmark set."""
    folder = SETS / name
    v1 = json.loads((folder / "venue_one_events.json").read_text(encoding="utf-8"))
    v2 = json.loads((folder / "venue_two_events.json").read_text(encoding="utf-8"))
    truth = json.loads((folder / "truth.json").read_text(encoding="utf-8"))
    now = datetime(2026, 11, 23, tzinfo=UTC)
    events = {str(e["event_ticker"]): e for e in v2}
    series = {str(e["series_ticker"]): {"ticker": e["series_ticker"]} for e in v2}
    markets = [m for e in v2 for m in e.get("markets") or []]
    frame = pl.concat(
        [
            normalize_venue_one(v1, {}, now).frame,
            normalize_venue_two(markets, events, series, {}, now).frame,
        ]
    )
    return frame, code_hints(v1), truth


def score(name: str, tables: Path = ROOT / "rulesets") -> Score:
    """Run the matcher on set `name` with the tables in `tables`."""
    frame, hints, truth = load_set(name)
    result = match_listings(
        frame,
        teams=load_table(tables, "teams"),
        competitions=load_table(tables, "competitions"),
        cutoff=date(2100, 1, 1),
        hints=hints,
    )
    found = {(e["venue_one"]["event_id"], e["venue_two"]["event_ticker"]) for e in result.events}
    covered = set(load_table(tables, "competitions"))
    inside = [p for p in truth["pairs"] if p["competition"] in covered]
    outside = [p for p in truth["pairs"] if p["competition"] not in covered]
    expected = {(p["venue_one_event_id"], p["venue_two_event_ticker"]) for p in inside}
    beyond = {(p["venue_one_event_id"], p["venue_two_event_ticker"]) for p in outside}
    why = {(r["venue"], r["event_id"]): r for r in result.report}
    missed = []
    for p in inside:
        key = (p["venue_one_event_id"], p["venue_two_event_ticker"])
        if key in found:
            continue
        reasons = [
            f"{venue} {why[(venue, eid)]['reason']}: {why[(venue, eid)]['detail']}"
            for venue, eid in (("venue_one", key[0]), ("venue_two", key[1]))
            if (venue, eid) in why
        ]
        missed.append({**p, "why": reasons or ["paired elsewhere"]})
    return Score(
        expected=len(expected),
        found=len(found - beyond),
        correct=len(found & expected),
        wrong=sorted(found - expected - beyond),
        missed=missed,
        result=result,
        outside=outside,
    )


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench.matching", description=__doc__)
    parser.add_argument("--set", default="batch1", help="set under tests/data/matching")
    parser.add_argument("--json", action="store_true", help="print the figures as JSON")
    args = parser.parse_args(argv)
    s = score(args.set)
    if args.json:
        doc = {
            "set": args.set,
            "expected": s.expected,
            "found": s.found,
            "correct": s.correct,
            "precision": s.precision,
            "recall": s.recall,
            "wrong": s.wrong,
            "missed": s.missed,
            "outside_coverage": len(s.outside),
        }
        print(json.dumps(doc, indent=2, default=str))
        return 0
    print(f"matching benchmark, set {args.set}")
    print(f"  pairs expected {s.expected}, paired {s.found}, correct {s.correct}")
    print(f"  precision {s.precision:.1%}  recall {s.recall:.1%}")
    if s.outside:
        names = sorted({p["competition"] for p in s.outside})
        print(
            f"  not counted: {len(s.outside)} pairs of uncovered competitions ({', '.join(names)})"
        )
    for a, b in s.wrong:
        print(f"  WRONG PAIR: venue_one {a} / venue_two {b}")
    for m in s.missed:
        print(
            f"  missed {m['competition']} {m['home']} - {m['away']} ({m['kickoff_utc']}): "
            f"venue_one {m['venue_one_event_id']} / venue_two {m['venue_two_event_ticker']}"
        )
        for line in m["why"]:
            print(f"      {line}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
