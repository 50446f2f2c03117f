"""The audit: a plan's rows answered against one cycle view, through the one engine route.

Covered legs come from the view's snapshot; uncovered legs are fetched at the edge
(`pipeline.ondemand`) and handed in as snapshot rows. The two meet *before* reading: the
rows are concatenated, read together by `read_legs` (rule records the view already holds
are reused, new texts are extracted) and audited by `audit_requests`, the engine the cycle
runs for the whole coverage. A plain covered pair (Yes on both, advisory, no notional,
fresh data) is answered from the view's precomputed row, which the same engine wrote
from the same legs.

The auditor holds nothing per cycle: every method takes the view it works on, so a
request that took one view reads only that one.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Any

import polars as pl

from pipeline.cycle import CycleContext, CycleView, LegIndex, leg_index
from pipeline.precompute import audit_requests, read_legs, with_knockout
from pipeline.request import (
    AuditInput,
    AuditPlan,
    Coverage,
    held_side,
    position_of,
    request_frame,
)
from pipeline.schemas import SNAPSHOT_SCHEMA, require_columns

__all__ = ["Answers", "Auditor"]

# venue_two statuses after trading: no order book left to read.
_V2_FINAL = ("closed", "determined", "disputed", "amended", "finalized", "settled")


@dataclass(frozen=True, slots=True)
class Answers:
    """The engine's rows for a plan, the legs they were judged on, and the view's ruleset."""

    rows: tuple[Mapping[str, Any], ...]
    legs: LegIndex
    ruleset_sha: str


class Auditor:
    """Interprets requests against the ruleset and answers them against a given view."""

    def __init__(self, ctx: CycleContext) -> None:
        """Index the context's ruleset; keep its resolver and reference tables."""
        self.ctx = ctx
        self.coverage = Coverage(ctx.ruleset)
        self.stale_after_s = ctx.settings.stale_after_s

    def plan(self, req: AuditInput) -> AuditPlan:
        """What the request asks (pure; see `Coverage.interpret` for the errors)."""
        return self.coverage.interpret(req)

    def missing(self, plan: AuditPlan, view: CycleView) -> list[tuple[str, str]]:
        """(venue, market_id) of the plan's legs absent from the view, and of a notional
        audit's venue_two legs whose book is older than its TTL: to fetch on demand.

        Such a leg must be named Yes or No: its own Yes label is not known before the
        fetch, and a request that cannot name a contract is refused before any venue is
        asked (a venue's answer to a made-up id must not turn a 422 into a 502).

        Raises:
            BadRequest: a leg to fetch is named by neither Yes nor No.
        """
        wanted = [w for w in plan.wanted if w not in view.leg_index]
        wanted += self._stale_depth(plan, view)
        for r in plan.rows:
            for venue, market_id, outcome in (
                ("venue_one", r.a_market_id, r.a_outcome),
                ("venue_two", r.b_market_id, r.b_outcome),
            ):
                if (venue, market_id) in wanted:
                    held_side(venue, market_id, outcome, None)
        return wanted

    def _stale_depth(self, plan: AuditPlan, view: CycleView) -> list[tuple[str, str]]:
        """Covered venue_two legs of a notional audit whose order book the view holds no
        read of within its TTL: read again now (the refresher reads depth only where it
        matters), so THIN_LIQUIDITY never judges depth that was not read."""
        if all(r.notional_usd is None for r in plan.rows):
            return []
        ttl = self.ctx.settings.book_ttl_s
        now = datetime.now(UTC)
        out: list[tuple[str, str]] = []
        for venue, market_id in plan.wanted:
            info = view.leg_index.get((venue, market_id))
            if venue != "venue_two" or info is None or info["status"] in _V2_FINAL:
                continue
            self.ctx.depth_interest.note(market_id)  # the refresher keeps it read meanwhile
            kept = view.books.get(market_id)
            if kept is None or (now - kept[1]).total_seconds() > ttl:
                out.append((venue, market_id))
        return out

    def stored_answers(self, plan: AuditPlan, view: CycleView, now: datetime) -> Answers | None:
        """The view's precomputed rows when they are exactly what the engine says now.

        That holds for covered pairs asked plainly (Yes on both, or a hedge of the two Yes
        contracts; advisory, no notional)
        while no leg's data is stale: the stored row came from the same engine over the
        same legs, and only the age moves. Dictionary work only (the hot path).

        Raises:
            BadRequest: an outcome that names no contract of its market.
        """
        if plan.mode != "advisory" or not plan.rows:
            return None
        if any(w not in view.leg_index for w in plan.wanted):
            return None
        out: list[Mapping[str, Any]] = []
        for r in plan.rows:
            # A hedge (long Yes on one venue, long No on the other) is audited as Yes on
            # both: the stored row answers it as well as a plain Yes/Yes request.
            audited = position_of(
                _held(view, "venue_one", r.a_market_id, r.a_outcome),
                _held(view, "venue_two", r.b_market_id, r.b_outcome),
                r.a_side,
                r.b_side,
            )
            if (audited.a_audited, audited.b_audited) != ("yes", "yes"):
                return None
            stored = view.stored.get(r.pair_id) if r.pair_id else None
            if stored is None or r.notional_usd is not None:
                return None
            for side in ("a", "b"):
                ts = stored[f"{side}_snapshot_ts"]
                if not stored[f"{side}_final"] and (
                    ts is None or (now - ts).total_seconds() > self.stale_after_s
                ):
                    return None
            ts = stored["snapshot_ts"]
            age = None if ts is None else (now - ts).total_seconds()
            out.append({**stored, "snapshot_age_seconds": age})
        return Answers(tuple(out), view.leg_index, view.ruleset_sha)

    def answer(
        self, plan: AuditPlan, view: CycleView, fetched: pl.DataFrame, now: datetime
    ) -> Answers:
        """Run the plan through reading and the engine; `fetched` holds the on-demand rows.

        Raises:
            BadRequest: an outcome that names no contract of its market.
            NotCovered: a leg is neither in the view nor among `fetched`.
            ValueError: `fetched` is not snapshot rows.
        """
        require_columns(fetched, SNAPSHOT_SCHEMA, "fetched legs")
        wanted = pl.DataFrame(
            plan.wanted, schema={"venue": pl.String, "market_id": pl.String}, orient="row"
        )
        # A leg read again now (its depth was stale) answers from the new read only.
        covered = view.snapshot.join(wanted, on=["venue", "market_id"], how="semi").join(
            fetched.select("venue", "market_id"), on=["venue", "market_id"], how="anti"
        )
        snapshot = pl.concat([covered, fetched.select(SNAPSHOT_SCHEMA.names())], how="vertical")
        legs, _ = read_legs(snapshot, self.ctx.resolver, view.rules)
        index = leg_index(snapshot)
        requests = with_knockout(request_frame(plan, index), legs, self.ctx.competitions)
        result = audit_requests(
            requests, legs, now=now, stale_after_s=self.stale_after_s, mode=plan.mode
        )
        return Answers(tuple(result.iter_rows(named=True)), index, view.ruleset_sha)


def _held(view: CycleView, venue: str, market_id: str, outcome: str) -> str:
    label = view.leg_index[(venue, market_id)]["outcome_label"]
    return held_side(venue, market_id, outcome, None if label is None else str(label))
