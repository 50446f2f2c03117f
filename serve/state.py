"""The typed app state: everything a request may touch, built once per app, behind one dependency.

Routes and the MCP tools get it through `get_state` (REST: the `State` dependency); no
module reaches into `app.state` on its own. The state holds the refresher, which holds
the published cycle view: a request takes `state.view()` once and reads only that view.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import Annotated

from fastapi import Depends, Request
from starlette.applications import Starlette

from pipeline.auditlog import AuditLog
from pipeline.auditor import Auditor
from pipeline.cycle import CycleView
from pipeline.keys import KeyStore
from pipeline.refresher import Refresher
from pipeline.rulesets import Ruleset
from pipeline.settings import Settings
from pipeline.venues.venue_one import VenueOneClient
from pipeline.venues.venue_two import VenueTwoClient
from serve.limits import EngineGate, LoadMonitor, RateLimiter
from serve.served import ServedCache
from serve.statuscache import StatusCache

__all__ = ["AppState", "State", "get_state", "snapshot_age", "state_of"]


@dataclass(frozen=True, slots=True)
class AppState:
    """The per-app resources; the lifespan builds one and closes what needs closing."""

    settings: Settings
    ruleset: Ruleset
    refresher: Refresher  # schedules cycles and holds the published view
    auditor: Auditor
    audit_log: AuditLog
    keys: KeyStore
    rate_limiter: RateLimiter  # POST /v1/audit and keyed MCP audits, per API key
    mcp_limiter: RateLimiter  # keyless MCP audits, per client address
    status_cache: StatusCache
    load: LoadMonitor  # what the limits shed lately (health's `degraded` reasons)
    engine: EngineGate  # the bounded executor of audits the cycle's rows cannot answer
    venue_one: VenueOneClient  # on-demand legs; the refresher has its own clients
    venue_two: VenueTwoClient
    # the current view's stored answers as bytes (serve.served), built on first use
    served: ServedCache = field(default_factory=ServedCache)

    def view(self) -> CycleView:
        """The published cycle view (take it once per request)."""
        return self.refresher.view


def snapshot_age(view: CycleView, now: datetime | None = None) -> float | None:
    """Seconds since the oldest still-moving market of `view` was fetched; None before any."""
    if view.snapshot_ts is None:
        return None
    return max(0.0, ((now or datetime.now(UTC)) - view.snapshot_ts).total_seconds())


def state_of(app: Starlette) -> AppState:
    """The state `app`'s lifespan built (the one place that knows where it is kept)."""
    state: AppState = app.state.resaudit
    return state


async def get_state(request: Request) -> AppState:
    """The state of the app serving `request` (the `State` dependency).

    A coroutine although it awaits nothing: FastAPI runs a plain function dependency in
    its thread pool, a thread hop per request (about a tenth of a pair_id audit's CPU).
    """
    return state_of(request.app)


State = Annotated[AppState, Depends(get_state)]
