"""The FastAPI application factory and its lifespan, which owns every long-lived resource."""

from __future__ import annotations

import gc
import logging
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from dataclasses import dataclass
from datetime import UTC, datetime

import polars as pl
from fastapi import FastAPI

from pipeline import __version__
from pipeline.auditlog import AuditLog
from pipeline.auditor import Auditor
from pipeline.keys import KeyStore
from pipeline.legs import LegResolver
from pipeline.precompute import Precompute, VerdictStore
from pipeline.refresher import CycleReport, Refresher
from pipeline.rulesets import Ruleset, load_current, load_table
from pipeline.settings import Settings
from pipeline.snapshots import SnapshotStore
from pipeline.venues.venue_one import VenueOneClient
from pipeline.venues.venue_two import VenueTwoClient

__all__ = ["AppState", "create_app"]

logger = logging.getLogger(__name__)


@dataclass
class AppState:
    """Everything a request handler may touch, built once per app in the lifespan."""

    settings: Settings
    ruleset: Ruleset
    store: SnapshotStore
    refresher: Refresher
    audit_log: AuditLog
    keys: KeyStore
    precompute: Precompute
    auditor: Auditor
    venue_one: VenueOneClient  # on-demand legs; the refresher has its own clients
    venue_two: VenueTwoClient

    def snapshot_age(self, now: datetime | None = None) -> float | None:
        """Seconds since the oldest still-moving market was fetched; None before any."""
        ts = self.refresher.snapshot_ts
        if ts is None:
            return None
        return max(0.0, ((now or datetime.now(UTC)) - ts).total_seconds())


def create_app(settings: Settings | None = None, *, run_refresher: bool = True) -> FastAPI:
    """Build the app; the refresher thread starts with the lifespan unless disabled."""
    from serve.api import router
    from serve.errors import install_error_handlers
    from serve.limits import (
        LIMIT_RESPONSES,
        BodyLimitMiddleware,
        InFlightLimitMiddleware,
        RateLimiter,
    )
    from serve.mcp import build_mcp
    from serve.status import router as status_router

    settings = settings or Settings()
    # One MCP server per app: its session manager can run only once.
    mcp_server, mcp_routes = build_mcp(settings, lambda: app.state.resaudit)

    @asynccontextmanager
    async def lifespan(app: FastAPI) -> AsyncIterator[None]:
        ruleset = load_current(settings.rulesets_dir)
        competitions = load_table(settings.rulesets_dir, "competitions")
        resolver = LegResolver(load_table(settings.rulesets_dir, "teams"), competitions)
        store = SnapshotStore(
            settings.snapshots_dir, retention_days=settings.snapshot_retention_days
        )
        precompute = Precompute(
            ruleset,
            resolver,
            VerdictStore(settings.verdicts_dir),
            stale_after_s=settings.stale_after_s,
        )
        auditor = Auditor(ruleset, resolver, competitions, stale_after_s=settings.stale_after_s)

        def on_cycle(latest: pl.DataFrame, report: CycleReport) -> None:
            at = report.finished or datetime.now(UTC)
            precompute.run(latest, cycle=report.cycle, at=at, store=report.ok > 0)
            auditor.update_legs(precompute.legs, precompute.latest_verdicts)

        refresher = Refresher(settings, ruleset, store, on_cycle=on_cycle)
        if refresher.latest.height:  # audits can answer from disk before the first cycle
            precompute.run(refresher.latest, cycle=0, at=datetime.now(UTC), store=False)
            auditor.update_legs(precompute.legs, precompute.latest_verdicts)
        audit_log = AuditLog.open(settings.audit_dir)
        for line in audit_log.startup_report:
            logger.error("audit log start-up: %s", line)
        keys = KeyStore(settings.keys_path)
        venue_one, venue_two = VenueOneClient(settings), VenueTwoClient(settings)
        app.state.resaudit = AppState(
            settings,
            ruleset,
            store,
            refresher,
            audit_log,
            keys,
            precompute,
            auditor,
            venue_one,
            venue_two,
        )
        logger.info(
            "ruleset %s: %d events, %d pairs", ruleset.sha, len(ruleset.events), ruleset.pair_count
        )
        # What start-up built lives as long as the app: keep it out of the cyclic GC's
        # generations, whose full passes over it show up as latency spikes under load.
        gc.freeze()
        if run_refresher:
            refresher.start()
        try:
            # A copied sub-app's lifespan never runs, so the MCP sessions run in this one.
            async with mcp_server.session_manager.run():
                yield
        finally:
            refresher.stop()
            gc.unfreeze()  # let shutdown collect what start-up froze
            await audit_log.aclose()
            await venue_one.aclose()
            await venue_two.aclose()

    app = FastAPI(
        title="resaudit",
        version=__version__,
        summary="Cross-venue resolution audit for soccer match-result prediction markets.",
        lifespan=lifespan,
    )
    app.state.rate_limiter = RateLimiter(settings.rate_limit_per_min)  # POST /v1/audit
    install_error_handlers(app)
    app.include_router(router, responses=LIMIT_RESPONSES)
    # /v1/status, /status, /v1/adoption
    app.include_router(status_router, responses=LIMIT_RESPONSES)
    app.router.routes.extend(mcp_routes)  # exactly /mcp, no redirect; not in OpenAPI
    # Added last = outermost: the in-flight bound also counts bodies still being read.
    app.add_middleware(BodyLimitMiddleware, max_bytes=settings.max_body_bytes)
    app.add_middleware(InFlightLimitMiddleware, max_in_flight=settings.max_in_flight)
    return app
