"""API models (pydantic), used at the HTTP boundary only; field names follow the spec."""

from __future__ import annotations

from datetime import datetime
from enum import StrEnum
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, model_validator

__all__ = [
    "AuditRequest",
    "ErrorDetail",
    "EventInfo",
    "HealthResponse",
    "LivenessResponse",
    "PairInfo",
    "Venue",
    "VenueMarketRef",
]


class Venue(StrEnum):
    """The two supported venues, by their neutral names."""

    venue_one = "venue_one"
    venue_two = "venue_two"


class VenueMarketRef(BaseModel):
    """One outcome leg on one venue."""

    model_config = ConfigDict(extra="forbid")

    venue: Venue
    market_id: str = Field(min_length=1, max_length=200, description="Gamma id or Kalshi ticker")
    outcome: str = Field(
        min_length=1,
        max_length=200,
        description='"Yes"/"No" (case-insensitive); a venue\'s Yes label (team, Draw, Tie) = Yes',
    )
    side: str | None = Field(default=None, max_length=20, description="buy/sell; only echoed")


class PairInfo(BaseModel):
    """One per-outcome leg pair under a canonical event."""

    pair_id: str
    outcome_leg: str
    venue_one_market_id: str
    venue_two_market_id: str
    venue_one_outcome_label: str
    venue_two_outcome_label: str


class EventInfo(BaseModel):
    """One element of the event listing."""

    canonical_event_id: str
    venues: list[Venue]
    kickoff_utc: datetime | None = None
    pairs: list[PairInfo] | None = None
    match_date: str | None = None
    settled: bool = False


class HealthResponse(BaseModel):
    """Service health; 503 with this body when snapshots are stale."""

    status: str = Field(description="ok, degraded or stale (by snapshot age)")
    ruleset_sha: str
    snapshot_ts: datetime | None
    snapshot_age_seconds: int | None = None
    coverage: dict[str, int]
    version: str
    refresher: dict[str, Any] | None = None
    audit_log_records: int = 0
    audit_log_errors: int = 0


class LivenessResponse(BaseModel):
    """Whether this machine's refresher still completes cycles; 503 when stalled."""

    live: bool
    reason: str
    thread_running: bool | None = None
    progressing: bool | None = None
    last_progress_seconds: int | None = None
    progress_window_seconds: int | None = None
    cycle_count: int | None = None


class AuditRequest(BaseModel):
    """Two legs to compare, or the canonical_event_id / pair_id of covered pairs."""

    model_config = ConfigDict(extra="forbid")

    market_a: VenueMarketRef | None = Field(default=None, description="First leg")
    market_b: VenueMarketRef | None = Field(default=None, description="Second leg")
    canonical_event_id: str | None = Field(
        default=None,
        min_length=1,
        max_length=300,
        description="A pair_id from GET /v1/events, or a bare event id to audit all its pairs",
    )
    notional_usd: float | None = Field(
        default=None, ge=0, allow_inf_nan=False, description="Sizes the thin-liquidity check"
    )
    mode: Literal["advisory", "strict"] = Field(
        default="advisory", description="strict fails closed: every CAUTION reported as BLOCK"
    )

    @model_validator(mode="after")
    def _something_to_audit(self) -> AuditRequest:
        legs = (self.market_a is not None) + (self.market_b is not None)
        if legs == 1:
            raise ValueError("give both market_a and market_b (or a canonical_event_id alone)")
        if legs == 0 and self.canonical_event_id is None:
            raise ValueError("give market_a and market_b, or a canonical_event_id")
        return self


class ErrorDetail(BaseModel):
    """Body of every non-validation error: what went wrong, in one sentence."""

    detail: str
