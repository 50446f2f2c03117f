"""The FastAPI application factory and its lifespan, which owns every long-lived resource.

The only module that imports the routers (REST, status page, MCP): everything else in
`serve/` reaches the app's resources through the typed state (`serve.state`).
"""

from __future__ import annotations

import gc
import logging
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager

from fastapi import FastAPI

from pipeline import __version__
from pipeline.auditlog import AuditLog
from pipeline.auditor import Auditor
from pipeline.checkpoint import Anchor
from pipeline.cycle import CycleContext
from pipeline.keys import KeyStore
from pipeline.refresher import Refresher
from pipeline.settings import Settings
from pipeline.venues.venue_one import VenueOneClient
from pipeline.venues.venue_two import VenueTwoClient
from serve.api import router
from serve.docs import offline_docs_app
from serve.errors import install_error_handlers
from serve.examples import API_DESCRIPTION, OPENAPI_TAGS, install_examples
from serve.limits import (
    LIMIT_RESPONSES,
    BodyLimitMiddleware,
    EngineGate,
    InFlightLimitMiddleware,
    LoadMonitor,
    RateLimiter,
)
from serve.mcp import build_mcp, transport_security
from serve.mcpquick import QuickMcpMiddleware
from serve.quick import QuickAuditMiddleware
from serve.state import AppState, state_of
from serve.status import router as status_router
from serve.statuscache import StatusCache

__all__ = ["create_app"]

logger = logging.getLogger(__name__)


def create_app(settings: Settings | None = None, *, run_refresher: bool = True) -> FastAPI:
    """Build the app; the refresher thread starts with the lifespan unless disabled."""
    settings = settings or Settings()

    def current_state() -> AppState:
        return state_of(app)

    load_monitor = LoadMonitor()
    # One MCP server per app: its session manager can run only once.
    mcp_server, mcp_routes = build_mcp(settings, current_state)

    @asynccontextmanager
    async def lifespan(app: FastAPI) -> AsyncIterator[None]:
        ctx = CycleContext.open(settings)
        # Audits answer from the last stored snapshot (read and precomputed, not stored
        # again) until the first cycle publishes its view.
        refresher = Refresher(ctx)
        audit_log = AuditLog.open(settings.audit_dir, anchor=Anchor.open(settings.anchor_dir))
        for line in audit_log.startup_report:
            logger.error("audit log start-up: %s", line)
        venue_one, venue_two = VenueOneClient(settings), VenueTwoClient(settings)
        app.state.resaudit = AppState(
            settings=settings,
            ruleset=ctx.ruleset,
            refresher=refresher,
            auditor=Auditor(ctx),
            audit_log=audit_log,
            keys=KeyStore(settings.keys_path),
            rate_limiter=RateLimiter(settings.rate_limit_per_min),
            mcp_limiter=RateLimiter(settings.mcp_keyless_rate_limit_per_min),
            status_cache=StatusCache(settings),
            load=load_monitor,
            engine=EngineGate(
                settings.engine_workers,
                settings.engine_queue,
                load_monitor,
                max_wait_s=settings.engine_max_wait_s,
            ),
            venue_one=venue_one,
            venue_two=venue_two,
        )
        logger.info(
            "ruleset %s: %d events, %d pairs",
            ctx.ruleset.sha,
            len(ctx.ruleset.events),
            ctx.ruleset.pair_count,
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
            app.state.resaudit.engine.close()

    # /docs and /redoc load Swagger UI and ReDoc from the service, never from a CDN.
    app = offline_docs_app(
        title="resaudit",
        version=__version__,
        summary="Cross-venue resolution audit for soccer match-result prediction markets.",
        description=API_DESCRIPTION,
        openapi_tags=OPENAPI_TAGS,
        # No call to the public Swagger validator from a page that must work offline.
        swagger_ui_parameters={"validatorUrl": None, "tryItOutEnabled": True},
        lifespan=lifespan,
    )
    install_error_handlers(app)
    install_examples(app)
    app.include_router(router, responses=LIMIT_RESPONSES)
    # /v1/status, /status, /v1/adoption
    app.include_router(status_router, responses=LIMIT_RESPONSES)
    app.router.routes.extend(mcp_routes)  # exactly /mcp, no redirect; not in OpenAPI
    # Added last = outermost: a request takes an in-flight slot only once its body has
    # arrived, so slow senders cannot hold the slots (serve/connections.py bounds them).
    # Innermost: plainly valid audits answered before FastAPI's own layers (serve/quick.py)
    # and MCP audit calls before the SDK's (serve/mcpquick.py).
    app.add_middleware(QuickMcpMiddleware, security=transport_security(settings))
    app.add_middleware(QuickAuditMiddleware)
    app.add_middleware(
        InFlightLimitMiddleware, max_in_flight=settings.max_in_flight, monitor=load_monitor
    )
    app.add_middleware(BodyLimitMiddleware, max_bytes=settings.max_body_bytes)
    # The server's connection guard (serve/connections.py) reports to the same monitor.
    app.state.load_monitor = load_monitor
    return app
