"""Coverage expansion: discover listings on both venues, match them, freeze a new ruleset."""

from __future__ import annotations

import asyncio
import json
import logging
from dataclasses import dataclass
from datetime import UTC, date, datetime
from pathlib import Path
from typing import Any

import polars as pl

from pipeline.errors import RulesetError, VenueNotFound
from pipeline.matching import REASONS, MatchResult, code_hints, match_listings
from pipeline.normalize import normalize_venue_one, normalize_venue_two
from pipeline.rulesets import (
    Ruleset,
    current_sha,
    load_ruleset,
    load_table,
    table_drift,
    table_hashes,
    write_ruleset,
)
from pipeline.settings import Settings
from pipeline.venues.venue_one import VenueOneClient
from pipeline.venues.venue_two import VenueTwoClient

__all__ = ["ExpandReport", "discover", "expand", "report_path", "unmatched_report"]

logger = logging.getLogger(__name__)


async def discover(
    settings: Settings,
    competitions: dict[str, Any],
    *,
    venue_one: VenueOneClient | None = None,
    venue_two: VenueTwoClient | None = None,
) -> tuple[pl.DataFrame, pl.DataFrame]:
    """Every listing of the competitions' series on both venues, as a snapshot frame, and
    the team codes of venue_one's market slugs (`code_hints`), which the snapshot omits."""
    v1 = venue_one or VenueOneClient(settings)
    v2 = venue_two or VenueTwoClient(settings)
    try:
        v1_events: list[dict[str, Any]] = []
        for comp, c in competitions.items():
            # Gamma lists open events unless `closed` is sent, so ask for both states.
            for closed in (False, True):
                v1_events.extend(
                    [
                        ev
                        async for ev in v1.iter_events(
                            series_id=c["venue_one"]["series_id"], closed=closed
                        )
                    ]
                )
            logger.info("discover %s: %d venue_one events so far", comp, len(v1_events))
        v2_events: dict[str, dict[str, Any]] = {}
        v2_markets: list[dict[str, Any]] = []
        v2_series: dict[str, dict[str, Any]] = {}
        for c in competitions.values():
            for s in c["venue_two"]["game_series"]:
                try:
                    v2_series[s] = await v2.get_series(s)
                except VenueNotFound:
                    logger.warning("venue_two does not list series %s; skipping it", s)
                    continue
                async for ev in v2.iter_events(series_ticker=s, with_nested_markets=True):
                    v2_events[str(ev["event_ticker"])] = ev
                    v2_markets.extend(m for m in ev.get("markets") or [] if isinstance(m, dict))
        logger.info(
            "discovered %d venue_one events, %d venue_two events (%d markets)",
            len(v1_events),
            len(v2_events),
            len(v2_markets),
        )
    finally:
        if venue_one is None:
            await v1.aclose()
        if venue_two is None:
            await v2.aclose()
    now = datetime.now(UTC)
    n1 = normalize_venue_one(v1_events, {}, now)
    n2 = normalize_venue_two(v2_markets, v2_events, v2_series, {}, now)
    for s in [*n1.skipped, *n2.skipped]:
        logger.warning("skipped invalid listing %s %s: %s", s.venue, s.market_id, s.reason)
    return pl.concat([n1.frame, n2.frame], how="vertical"), code_hints(v1_events)


@dataclass(frozen=True)
class ExpandReport:
    """The new ruleset and what the matcher refused."""

    ruleset: Ruleset
    added: int
    match: MatchResult
    report: dict[str, Any]


def expand(
    settings: Settings,
    *,
    cutoff: date,
    max_events: int | None = None,
    listings: pl.DataFrame | None = None,
    hints: pl.DataFrame | None = None,
) -> ExpandReport:
    """Write a new ruleset: the parent's events plus newly matched ones kicking off before cutoff.

    Also writes `<sha>.report.json` beside it: every listing of a covered series that was
    not paired, with its reason (`unmatched_report`). The report is not part of the
    ruleset: its bytes and sha are the same with or without it.

    Raises:
        RulesetError: the cutoff is earlier than the parent's, or the tables are unreadable.
    """
    directory = settings.rulesets_dir
    competitions = load_table(directory, "competitions")
    teams = load_table(directory, "teams")
    parent: Ruleset | None = None
    if (directory / "CURRENT").exists():
        parent = load_ruleset(directory, current_sha(directory))
        if cutoff < parent.cutoff:
            raise RulesetError(
                f"cutoff {cutoff} is before the current ruleset's cutoff {parent.cutoff}: "
                "coverage only grows"
            )
    if listings is None:
        listings, hints = asyncio.run(discover(settings, competitions))
    result = match_listings(
        listings, teams=teams, competitions=competitions, cutoff=cutoff, hints=hints
    )
    known_events = {e["canonical_event_id"] for e in parent.events} if parent else set()
    known_markets = {
        (p["venue_one_market_id"], p["venue_two_market_id"])
        for e in (parent.events if parent else ())
        for p in e["pairs"]
    }
    new = [
        e
        for e in sorted(result.events, key=lambda e: (e["kickoff_utc"], e["canonical_event_id"]))
        if e["canonical_event_id"] not in known_events
        and not any(
            (p["venue_one_market_id"], p["venue_two_market_id"]) in known_markets
            for p in e["pairs"]
        )
    ]
    if max_events is not None:
        new = new[:max_events]
    events = [*(parent.events if parent else ()), *new]
    if parent is not None and (drift := table_drift(parent, directory)):
        logger.warning("reference tables changed since ruleset %s: %s", parent.sha, drift)
    ruleset = write_ruleset(
        directory,
        cutoff=cutoff,
        parent=parent.sha if parent else None,
        events=events,
        tables=table_hashes(directory),
    )
    report = unmatched_report(ruleset, result)
    report_path(directory, ruleset.sha).write_text(
        json.dumps(report, indent=2, ensure_ascii=False) + "\n", encoding="utf-8"
    )
    for row in result.ambiguous.iter_rows(named=True):
        logger.warning(
            "ambiguous, not covered: %s %s venue_one %s / venue_two %s",
            row["competition"],
            "-".join(row["teams"]),
            row["v1_event"],
            row["v2_event"],
        )
    return ExpandReport(ruleset=ruleset, added=len(new), match=result, report=report)


def report_path(directory: Path, sha: str) -> Path:
    """Where the unmatched report of ruleset `sha` lives: beside it."""
    return directory / f"{sha}.report.json"


def unmatched_report(ruleset: Ruleset, result: MatchResult) -> dict[str, Any]:
    """The unmatched report: what expand saw and did not pair, with each listing's reason."""
    counts: dict[str, int] = {}
    for row in result.report:
        counts[row["reason"]] = counts.get(row["reason"], 0) + 1
    return {
        "ruleset_sha": ruleset.sha,
        "cutoff": ruleset.cutoff.isoformat(),
        "tables": ruleset.tables,
        "paired_events": len(result.events),
        "unmatched_count": len(result.report),
        "by_reason": dict(sorted(counts.items())),
        "reasons": REASONS,
        "unmatched": result.report,
    }
