"""Reading benchmark: how well the reader reads rule texts nobody on the team wrote.

The held-out sets live in `tests/data/reading/` (JSON lines, one leg each, in a venue's wire
shape with the record a careful human reads from it). They were written blind, from the
venues' clause meanings only (see `tests/data/reading/README.md`). Each leg goes through
the real normalizer and `extract_rules`; per dimension the reading is:

- `correct`: the value the writer expects (for a dimension the text is silent on, or that
  the writer marked `ambiguous`: no value at all);
- `unrecognized`: no value (RULE_UNRECOGNIZED, the safe answer);
- `misread`: a confident value that is wrong, the failure that matters.

    python -m bench.reading [--set a|b|all] [--show misread|unrecognized|all]
"""

from __future__ import annotations

import argparse
import json
import sys
from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import polars as pl

from pipeline.matching import fold_team_name as normalize_name
from pipeline.normalize import normalize_venue_one, normalize_venue_two
from pipeline.rules.extract import extract_rules

__all__ = ["DIMENSIONS", "Score", "load", "main", "score_set"]

DATA = Path(__file__).resolve().parents[1] / "tests" / "data" / "reading"
DIMENSIONS = (
    "family",
    "outcome",
    "scope",
    "source",
    "timing",
    "void_cancelled",
    "void_postponed_long",
    "void_abandoned",
)
_AT = datetime(2026, 11, 1, tzinfo=UTC)
_NONE_PAYOUTS = ("unknown", "unspecified", None)


# Every held-out set, in the order written: (a) is the tuning set, the rest were written
# blind and each measured once as it came (README "Reading"). After (z) the names go on
# in two letters: (aa), (ab), ...
SETS = (
    *"abcdefghijklmnopqrstuvwxyz",
    "aa",
    "ab",
    "ac",
    "ad",
    "ae",
    "af",
    "ag",
    "ah",
    "ai",
    "aj",
    "ak",
    "al",
    "am",
    "an",
    "ao",
    "ap",
    "aq",
    "ar",
    "as",
    "at",
    "au",
    "av",
    "aw",
    "ax",
    "ay",
    "az",
    "ba",
    "bb",
    "bc",
    "bd",
    "be",
    "bf",
    "bg",
    "bh",
    "bi",
    "bj",
)


def totals() -> dict[str, dict[str, int]]:
    """Each set's totals (correct / unrecognized / misread dimensions), as `just bench` prints."""
    out: dict[str, dict[str, int]] = {}
    for which in SETS:
        legs = load(which)
        if legs:
            total = score_set(legs).total()
            out[which] = {k: total[k] for k in ("correct", "unrecognized", "misread")}
    return out


def load(which: str) -> list[dict[str, Any]]:
    """The legs of set `a`, `b` or `all` (every `set_*.jsonl`)."""
    pattern = "set_*.jsonl" if which == "all" else f"set_{which}_*.jsonl"
    legs: list[dict[str, Any]] = []
    for path in sorted(DATA.glob(pattern)):
        legs += [json.loads(line) for line in path.read_text().splitlines() if line.strip()]
    return legs


def _snapshots(legs: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """Each leg through its venue's real normalizer, as a snapshot row (in leg order)."""
    events_one: list[dict[str, Any]] = []
    # Each venue_two leg is normalized on its own: a written set may give two legs of one
    # series different settlement sources, and one series table would keep only the last.
    venue_two_batches: list[tuple[list[Any], dict[str, Any], dict[str, Any]]] = []
    for leg in legs:
        m = leg["market"]
        if leg["venue"] == "venue_one":
            market = {
                "outcomes": '["Yes", "No"]',
                "outcomePrices": '["0.5", "0.5"]',
                "clobTokenIds": '["1", "2"]',
                "closed": False,
                "gameStartTime": "2026-12-05 15:00:00+00",
                **{k: v for k, v in m.items() if k != "event_title"},
            }
            events_one.append(
                {"id": f"e-{leg['id']}", "title": m.get("event_title"), "markets": [market]}
            )
        else:
            series_ticker = m.get("series_ticker") or m["ticker"].split("-")[0]
            event = {
                "event_ticker": m["event_ticker"],
                "series_ticker": series_ticker,
                "title": f"{leg['home']} vs {leg['away']}",
            }
            series = {
                "ticker": series_ticker,
                "settlement_sources": leg.get("series_settlement_sources") or [],
            }
            market = {
                "status": "active",
                "market_type": "binary",
                "occurrence_datetime": "2026-12-05T15:00:00Z",
                **m,
            }
            venue_two_batches.append(
                ([market], {m["event_ticker"]: event}, {series_ticker: series})
            )
    norms = [normalize_venue_one(events_one, {}, _AT)]
    # One normalizer call per group of venue_two legs whose tables agree (no market twice, no
    # event or series ticker with other content), not one per leg: each leg still finds
    # exactly its own event and series, and a call costs about as much for one leg as for 300.
    groups: list[tuple[list[Any], dict[str, Any], dict[str, Any]]] = []
    for (market,), event, series in venue_two_batches:
        for markets, events, series_table in groups:
            fits = all(k not in events or events[k] == v for k, v in event.items()) and all(
                k not in series_table or series_table[k] == v for k, v in series.items()
            )
            if fits and all(m["ticker"] != market["ticker"] for m in markets):
                markets.append(market)
                events.update(event)
                series_table.update(series)
                break
        else:
            groups.append(([market], dict(event), dict(series)))
    norms += [normalize_venue_two(mk, ev, se, {}, _AT) for mk, ev, se in groups]
    for norm in norms:
        if norm.skipped:
            reasons = "; ".join(f"{s.market_id}: {s.reason}" for s in norm.skipped)
            raise ValueError(f"the normalizer skipped legs: {reasons}")
    # The venue_one rows, then each venue_two leg's own row in leg order (a later leg with
    # the same id replaces an earlier one, as when each leg was normalized alone).
    by_id = {r["market_id"]: r for r in norms[0].frame.iter_rows(named=True)}
    two = {
        id(market): row
        for (markets, _, _), norm in zip(groups, norms[1:], strict=True)
        for market, row in zip(markets, norm.frame.iter_rows(named=True), strict=True)
    }
    for (market,), _, _ in venue_two_batches:
        by_id[market["ticker"]] = two[id(market)]
    return [
        by_id[leg["market"]["id"] if leg["venue"] == "venue_one" else leg["market"]["ticker"]]
        for leg in legs
    ]


def _folded(legs: list[dict[str, Any]]) -> dict[str, str]:
    """Every team name of `legs` (home, away, expected outcome) folded, in one call: a
    frame call costs about as much for one name as for a set's, and a call per leg was
    most of scoring a set."""
    names = {n for leg in legs for n in (leg["home"], leg["away"], leg["expected"]["outcome"])}
    distinct = sorted(n for n in names if isinstance(n, str))
    folded = (
        pl.Series("name", distinct, dtype=pl.String)
        .to_frame()
        .select(normalize_name(pl.col("name")))
    )
    return dict(zip(distinct, folded.to_series().to_list(), strict=True))


def _side_of(team: str | None, leg: dict[str, Any], folded: dict[str, str]) -> str | None:
    if team is None:
        return None
    names = {side: folded.get(leg[side]) for side in ("home", "away")}
    return next(
        (s for s, n in names.items() if n == folded[team]), "draw" if team == "draw" else team
    )


def _num(v: Any) -> str | None:
    return None if v is None else f"{float(v):g}"


def _expected(leg: dict[str, Any], folded: dict[str, str]) -> dict[str, Any]:
    """Expected value per dimension (None = no value; "ambiguous" = no value either);
    `folded` holds the leg's team names folded (`_folded`)."""
    e = leg["expected"]
    fam = e["family"]
    outcome: Any = e["outcome"]
    if fam in ("win", "advance", "spread", "half") and outcome not in (None, "ambiguous"):
        outcome = _side_of(outcome, leg, folded)
    terms = [outcome, e["line"], e["half"]]
    if "ambiguous" in terms:
        outcome = "ambiguous"
    elif fam in ("spread", "total"):
        outcome = f"{outcome} {_num(e['line'])}"
    elif fam == "half":
        outcome = f"{outcome} {e['half']}"
    window = e["timing_window"]
    voids = {k: e[k] for k in ("void_cancelled", "void_postponed_long", "void_abandoned")}
    for k, v in voids.items():
        # Sets (a) and (b) label a C3 branch `fixed_outcome`; the reader carries what this
        # leg pays under it (docs/DESIGN.md §7.2), as sets (c) and (d) label it. The
        # catalogue's fixed results are "0-0" (exact score) and "Neither" (first to score:
        # every such leg of (a) and (b) is a team's).
        if v == "fixed_outcome":
            voids[k] = "yes" if fam == "exact_score" and e["outcome"] == "0-0" else "no"
    return {
        "family": fam,
        "outcome": None if fam == "other" else outcome,
        # A half leg's period is its half: set (a) labels some of them `regulation` where
        # the text excludes extra time, sets (b)-(d) never do; no half leg has a scope here.
        "scope": None if fam == "half" else e["scope"],
        # A source the writer marked ambiguous wants no value, like any other dimension.
        "source": None
        if e["source_primary"] is None
        else "ambiguous"
        if e["source_primary"] == "ambiguous"
        else f"{e['source_primary']}/{e['source_fallback']}",
        "timing": None
        if window is None
        else "open_until_played"
        if window == "open_until_played"
        else window
        if window == "ambiguous"
        else f"{int(window)}h",
        **voids,
    }


def _read(r: dict[str, Any]) -> dict[str, Any]:
    """The reader's value per dimension, None where it gives none."""
    fam = r["family"]
    side = r["outcome_side"]
    if fam == "draw":
        outcome = "draw"
    elif fam in ("spread", "total"):
        outcome = (
            None
            if side is None or r["outcome_line"] is None
            else f"{side} {_num(r['outcome_line'])}"
        )
    elif fam == "half":
        outcome = (
            None if side is None or r["outcome_period"] is None else f"{side} {r['outcome_period']}"
        )
    else:
        outcome = side
    window = r["timing_window"]
    abandoned = r["void_abandoned"] if r["void_abandoned_status"] == "recognized" else None
    return {
        "family": None if fam == "unknown" else fam,
        "outcome": outcome,
        "scope": None if r["scope"] == "unknown" else r["scope"],
        "source": None
        if r["source_primary"] == "unknown"
        else f"{r['source_primary']}/{r['source_fallback']}",
        "timing": None
        if window == "unknown"
        else window
        if window == "open_until_played"
        else f"{r['timing_window_hours']}h",
        "void_cancelled": None if r["void_cancelled"] in _NONE_PAYOUTS else r["void_cancelled"],
        "void_postponed_long": None
        if r["void_postponed_long"] in _NONE_PAYOUTS
        else r["void_postponed_long"],
        "void_abandoned": None if abandoned in _NONE_PAYOUTS else abandoned,
    }


@dataclass
class Score:
    """Per dimension: counts of correct / unrecognized / misread, and the misses."""

    counts: dict[str, Counter[str]]
    misses: list[dict[str, Any]]

    def total(self) -> Counter[str]:
        out: Counter[str] = Counter()
        for c in self.counts.values():
            out.update(c)
        return out


def _judge(expected: Any, got: Any) -> str:
    if expected in (None, "ambiguous"):
        return "correct" if got is None else "misread"
    if got is None:
        return "unrecognized"
    return "correct" if got == expected else "misread"


def score_set(legs: Iterable[dict[str, Any]], records: pl.DataFrame | None = None) -> Score:
    """Read every leg and judge each dimension against its expected value.

    `records`, when given, are what reading the legs gives (`extract_rules` of their
    snapshot rows, one per `rules_hash`), read before: the tests read every set in one call.
    """
    legs = list(legs)
    rows = _snapshots(legs)
    if records is None:
        records = extract_rules(pl.DataFrame(rows, infer_schema_length=None))
    by_hash = {r["rules_hash"]: r for r in records.iter_rows(named=True)}
    counts: dict[str, Counter[str]] = {d: Counter() for d in DIMENSIONS}
    misses: list[dict[str, Any]] = []
    folded = _folded(legs)
    for leg, row in zip(legs, rows, strict=True):
        record = by_hash[row["rules_hash"]]
        want, got = _expected(leg, folded), _read(record)
        for dim in DIMENSIONS:
            # A dimension a non-match family does not have is not scored.
            if dim == "outcome" and want["family"] == "other":
                continue
            verdict = _judge(want[dim], got[dim])
            counts[dim][verdict] += 1
            if verdict != "correct":
                evidence_col = {
                    "family": "family_evidence",
                    "outcome": "outcome_evidence",
                    "scope": "scope_evidence",
                    "source": "source_evidence",
                    "timing": "timing_evidence",
                }.get(dim, f"{dim}_evidence")
                misses.append(
                    {
                        "id": leg["id"],
                        "dimension": dim,
                        "verdict": verdict,
                        "expected": want[dim],
                        "read": got[dim],
                        "evidence": record.get(evidence_col),
                    }
                )
    return Score(counts, misses)


def report(score: Score, show: str, out: Any = sys.stdout) -> None:
    """Print the per-dimension table and the misses asked for."""
    print(
        f"{'dimension':<22}{'correct':>9}{'unrecog.':>10}{'misread':>9}{'% correct':>11}", file=out
    )
    for dim, c in [*score.counts.items(), ("ALL", score.total())]:
        n = sum(c.values())
        pct = 100 * c["correct"] / n if n else 0.0
        print(
            f"{dim:<22}{c['correct']:>9}{c['unrecognized']:>10}{c['misread']:>9}{pct:>10.1f}%",
            file=out,
        )
    for miss in score.misses:
        if show == "all" or miss["verdict"] == show:
            ev = (miss["evidence"] or "").replace("\n", " ")[:160]
            print(
                f"  {miss['verdict']:<12} {miss['id']:<8} {miss['dimension']:<20}"
                f" expected={miss['expected']!s:<22} read={miss['read']!s:<22} | {ev}",
                file=out,
            )


def main(argv: list[str] | None = None) -> int:
    """Run the reading benchmark; exit 1 when any dimension is misread."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument(
        "--set",
        default="a",
        choices=[*SETS, "all"],
        help="which held-out set",
    )
    parser.add_argument(
        "--show",
        default="misread",
        choices=["misread", "unrecognized", "all", "none"],
        help="which misses to list under the table",
    )
    args = parser.parse_args(argv)
    legs = load(args.set)
    if not legs:
        print(f"no legs in set {args.set} under {DATA}", file=sys.stderr)
        return 2
    print(f"reading benchmark, set {args.set}: {len(legs)} legs")
    # Sets reuse market ids and tickers, and a snapshot keeps one row per market: each set
    # is read on its own, or a leg would be judged on another set's text.
    parts = [score_set(load(s)) for s in SETS] if args.set == "all" else [score_set(legs)]
    score = Score(
        {d: sum((p.counts[d] for p in parts), Counter()) for d in DIMENSIONS},
        [m for p in parts for m in p.misses],
    )
    report(score, args.show)
    return 1 if score.total()["misread"] else 0


if __name__ == "__main__":
    raise SystemExit(main())
