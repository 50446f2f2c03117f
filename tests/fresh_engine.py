"""The engine on its own, in a process of its own: the reference an audit must agree with.

`python -m tests.fresh_engine SIM_URL RULESETS_DIR` reads pairs of market ids (JSON, on
stdin), fetches both legs from the simulator, reads them with no rule record known
beforehand, runs the engine and prints each pair's audit body (JSON, on stdout). No
service, no cycle, no view: nothing a running service carries can leak in.
"""

from __future__ import annotations

import asyncio
import json
import sys
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import polars as pl

from pipeline.auditor import Answers
from pipeline.cycle import leg_index
from pipeline.legs import LegResolver
from pipeline.ondemand import fetch_markets
from pipeline.precompute import REQUEST_SCHEMA, audit_requests, read_legs, with_knockout
from pipeline.request import AuditPlan, Leg, PlannedRow
from pipeline.rulesets import current_sha, load_table
from pipeline.settings import Settings
from pipeline.venues.venue_one import VenueOneClient
from pipeline.venues.venue_two import VenueTwoClient
from serve.shaping import audit_bodies


async def _bodies(sim: str, rulesets: Path, pairs: list[list[str]]) -> list[dict[str, Any]]:
    settings = Settings(
        venue_one_url=f"{sim}/venue_one",
        venue_one_book_url=f"{sim}/venue_one",
        venue_two_url=f"{sim}/venue_two",
        rulesets_dir=rulesets,
    )
    competitions = load_table(rulesets, "competitions")
    resolver = LegResolver(load_table(rulesets, "teams"), competitions)
    out: list[dict[str, Any]] = []
    async with VenueOneClient(settings) as v1, VenueTwoClient(settings) as v2:
        for one, two in pairs:
            snapshot = await fetch_markets([("venue_one", one), ("venue_two", two)], v1, v2)
            legs, _ = read_legs(snapshot, resolver)
            requests = pl.DataFrame(
                [
                    {
                        "pair_id": None,
                        "canonical_event_id": None,
                        "knockout": None,
                        "notional_usd": None,
                        "a_market_id": one,
                        "a_held": "yes",
                        "b_market_id": two,
                        "b_held": "yes",
                    }
                ],
                schema=REQUEST_SCHEMA,
            )
            result = audit_requests(
                with_knockout(requests, legs, competitions),
                legs,
                now=datetime.now(UTC),
                stale_after_s=settings.stale_after_s,
            )
            plan = AuditPlan(
                (PlannedRow(None, None, None, None, one, "Yes", two, "Yes"),),
                False,
                "advisory",
                None,
                {
                    "venue_one": Leg("venue_one", one, "Yes"),
                    "venue_two": Leg("venue_two", two, "Yes"),
                },
            )
            answers = Answers(
                tuple(result.iter_rows(named=True)), leg_index(snapshot), current_sha(rulesets)
            )
            out.extend(audit_bodies(plan, answers))
    return out


def main() -> None:
    """Print the engine's bodies for the pairs read from stdin."""
    sim, rulesets = sys.argv[1], Path(sys.argv[2])
    pairs = json.load(sys.stdin)
    print(json.dumps(asyncio.run(_bodies(sim, rulesets, pairs))))


if __name__ == "__main__":
    main()
