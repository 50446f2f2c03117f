"""The FastAPI application factory and its lifespan, which owns every long-lived resource."""

from __future__ import annotations

import logging
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from dataclasses import dataclass
from datetime import UTC, datetime

from fastapi import FastAPI

from pipeline import __version__
from pipeline.auditlog import AuditLog
from pipeline.keys import KeyStore
from pipeline.refresher import Refresher
from pipeline.rulesets import Ruleset, load_current
from pipeline.settings import Settings
from pipeline.snapshots import SnapshotStore

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

    settings = settings or Settings()

    @asynccontextmanager
    async def lifespan(app: FastAPI) -> AsyncIterator[None]:
        ruleset = load_current(settings.rulesets_dir)
        store = SnapshotStore(
            settings.snapshots_dir, retention_days=settings.snapshot_retention_days
        )
        refresher = Refresher(settings, ruleset, store)
        audit_log = AuditLog.open(settings.audit_dir)
        for line in audit_log.startup_report:
            logger.error("audit log start-up: %s", line)
        keys = KeyStore(settings.keys_path)
        app.state.resaudit = AppState(settings, ruleset, store, refresher, audit_log, keys)
        logger.info(
            "ruleset %s: %d events, %d pairs", ruleset.sha, len(ruleset.events), ruleset.pair_count
        )
        if run_refresher:
            refresher.start()
        try:
            yield
        finally:
            refresher.stop()
            await audit_log.aclose()

    app = FastAPI(
        title="resaudit",
        version=__version__,
        summary="Cross-venue resolution audit for soccer match-result prediction markets.",
        lifespan=lifespan,
    )
    install_error_handlers(app)
    app.include_router(router)
    return app
