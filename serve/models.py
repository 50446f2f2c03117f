"""API models (pydantic), used at the HTTP boundary only; field names: docs/DESIGN.md §7."""

from __future__ import annotations

from datetime import datetime
from enum import StrEnum
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, model_validator

from pipeline.taxonomy import Contingency as ContingencyName
from pipeline.taxonomy import Dimension, DivergenceCode, Mode, Payout, Severity, Verdict

__all__ = [
    "AuditLeg",
    "AuditRequest",
    "AuditResponse",
    "Contingency",
    "Divergence",
    "Evidence",
    "ErrorDetail",
    "EventInfo",
    "Exposure",
    "HealthResponse",
    "Liquidity",
    "LivenessResponse",
    "LogCheckpoint",
    "LogReceipt",
    "LogRef",
    "PairInfo",
    "PerVenue",
    "Spread",
    "SpreadDirection",
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
    # A market id ends up in a venue URL path: letters, digits, `.`, `_` and `-` only (and
    # no leading dot), so a request can never steer the service to another venue path.
    market_id: str = Field(
        min_length=1,
        max_length=200,
        pattern=r"^[A-Za-z0-9][A-Za-z0-9._-]*$",
        description="Gamma id or Kalshi ticker",
    )
    outcome: str = Field(
        min_length=1,
        max_length=200,
        description='"Yes"/"No" (case-insensitive); a venue\'s Yes label (team, Draw, Tie) = Yes',
    )
    side: str | None = Field(
        default=None,
        max_length=20,
        description=(
            "buy/sell. When both legs carry a side the request names a position: long Yes on "
            "one venue and long No (buy No, or sell Yes) on the other is a hedge, audited as "
            "the two Yes contracts; long the same contract on both is `same_direction`. "
            "Without both sides, only echoed"
        ),
    )


class PairInfo(BaseModel):
    """One per-outcome leg pair under a canonical event."""

    pair_id: str
    outcome_leg: str
    venue_one_market_id: str
    venue_two_market_id: str
    venue_one_outcome_label: str
    venue_two_outcome_label: str
    venue_one_market_url: str | None = Field(
        default=None, description="The venue_one market on its market-data API"
    )
    venue_two_market_url: str | None = Field(
        default=None, description="The venue_two market on its trade API"
    )


class EventInfo(BaseModel):
    """One element of the event listing."""

    canonical_event_id: str
    venues: list[Venue]
    kickoff_utc: datetime | None = None
    pairs: list[PairInfo] | None = None
    match_date: str | None = None
    settled: bool = False
    competition: str | None = Field(default=None, description="Competition code, e.g. epl")
    home: str | None = Field(default=None, description="Home team code")
    away: str | None = Field(default=None, description="Away team code")
    home_name: str | None = Field(default=None, description="Home team name (team table)")
    away_name: str | None = Field(default=None, description="Away team name (team table)")


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
    reasons: list[str] = Field(
        default_factory=list,
        description="why the service is not fully ok besides snapshot age: the audit log "
        "refusing appends (then 503: no verdict can be served), load being shed",
    )


class LivenessResponse(BaseModel):
    """Whether this machine's refresher still completes cycles; 503 when stalled."""

    live: bool
    reason: str
    thread_running: bool | None = None
    progressing: bool | None = None
    last_progress_seconds: int | None = None
    progress_window_seconds: int | None = None
    cycle_count: int | None = None


# The validator's rule, stated in the schema too, so a client (or a fuzzer) can tell a
# well-formed request from the shape alone: both legs, or a canonical_event_id without legs.
_AUDIT_REQUEST_SHAPES: dict[str, Any] = {
    "anyOf": [
        {
            "required": ["market_a", "market_b"],
            "properties": {"market_a": {"type": "object"}, "market_b": {"type": "object"}},
        },
        {
            "required": ["canonical_event_id"],
            "properties": {
                "canonical_event_id": {"type": "string"},
                "market_a": {"type": "null"},
                "market_b": {"type": "null"},
            },
        },
    ]
}


class AuditRequest(BaseModel):
    """Two legs to compare, or the canonical_event_id / pair_id of covered pairs."""

    model_config = ConfigDict(extra="forbid", json_schema_extra=_AUDIT_REQUEST_SHAPES)

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


class AuditLeg(BaseModel):
    """One audited leg: the contract held and the data it was judged on."""

    venue: Venue
    market_id: str
    outcome: str = Field(description="The contract held, as the caller named it")
    side: str | None = Field(description="buy/sell as given")
    title: str | None
    status: str | None = Field(description="The market's status on its venue")
    rules_hash: str | None = Field(description="sha256 of the leg's full rule text")
    snapshot_ts: datetime | None = Field(description="When the leg's market data was fetched")


class PerVenue(BaseModel):
    """One value per leg."""

    venue_one: str | None = None
    venue_two: str | None = None


class Evidence(BaseModel):
    """The clause of each leg's rule text that decided a divergence (exact substrings).

    `status` says how each leg's value was had: `recognized` (read from the quoted clause),
    `inferred` (derived from what `derived_from` names: an abandonment from the
    cancellation clause, a source from the series' settlement sources, a family from the
    listing), `unrecognized`, `conflicting` or `absent`. A value derived from something that
    is not text of the leg's rules quotes nothing (null).
    """

    venue_one: str | None
    venue_two: str | None
    status: PerVenue = Field(default_factory=PerVenue)
    derived_from: PerVenue = Field(default_factory=PerVenue)


class Divergence(BaseModel):
    """One way in which the two legs may not settle as the same bet."""

    code: DivergenceCode
    dimension: Dimension
    severity: Severity
    venue_one: str | None = Field(description="The value read on venue_one")
    venue_two: str | None = Field(description="The value read on venue_two")
    explanation: str
    evidence: Evidence


class Contingency(BaseModel):
    """What each held contract pays in one state of the world."""

    contingency: ContingencyName
    venue_one_payout: Payout
    venue_two_payout: Payout
    equivalent: bool
    gap_per_share: float | None = Field(
        default=None,
        description=(
            "Largest payout difference between the legs in this scenario, in dollars per "
            "share (0 when equivalent; a fair or last price is valued at the current price); "
            "null when a payout is unknown"
        ),
    )
    position_payout: float | None = Field(
        default=None,
        description=(
            "For a hedge: what the whole position settles for per share in this scenario "
            "(before the prices paid); null when the played result or an unread rule decides it"
        ),
    )


class Liquidity(BaseModel):
    """USD depth within 2 cents of the best ask on each venue, against the notional."""

    notional_usd: float
    venue_one_depth_usd: float
    venue_two_depth_usd: float
    depth_stale: bool | None = Field(
        None,
        description="Present (true) only when a venue_two order book older than its TTL could "
        "not be read again: the depth is the last one read, judged as it was",
    )


class LogCheckpoint(BaseModel):
    """A signed statement of the audit log's head (docs/DESIGN.md §9)."""

    seq: int = Field(description="the newest record's seq when this was signed")
    hash: str = Field(description="that record's chain hash")
    time: str = Field(description="UTC time of signing")
    public_key: str = Field(description="hex of the log's Ed25519 public key")
    signature: str = Field(description="hex Ed25519 signature over the other four fields")


class Exposure(BaseModel):
    """What the trade risks: where the legs pay differently, and by how much at worst."""

    if_played: Literal["equivalent", "divergent", "unknown"] = Field(
        description=(
            "The completed contingency: whether the legs pay the same when the match is "
            "played and the result decides"
        )
    )
    divergent_contingencies: list[ContingencyName] = Field(
        description="The scenarios in which the legs may pay differently"
    )
    worst_case_gap_per_share: float | None = Field(
        description="Largest payout difference over the scenarios, dollars per share; null "
        "when a payout cannot be read"
    )
    estimated: bool = Field(
        description="The worst case values a fair- or last-price payout at the current price"
    )
    worst_case_loss_usd: float | None = Field(
        description="With notional_usd: the worst gap times the shares notional_usd buys on "
        "the cheaper leg"
    )


class SpreadDirection(BaseModel):
    """One direction of the hedge: one venue's Yes and the other's No, bought at the asks."""

    direction: Literal["venue_one_yes+venue_two_no", "venue_one_no+venue_two_yes"]
    venue_one_contract: Literal["Yes", "No"]
    venue_two_contract: Literal["Yes", "No"]
    venue_one_ask: float = Field(description="Best ask of the venue_one contract, from its book")
    venue_two_ask: float = Field(
        description="Best ask of the venue_two contract (implied from the opposite side's bids)"
    )
    cost: float = Field(description="Both asks: what one share of each costs")
    gross_edge: float = Field(description="1 - cost: what the hedge locks per share before fees")
    venue_one_fee: float | None = Field(
        description="venue_one taker fee per share: feeSchedule rate * (p(1-p))^exponent; null "
        "when the market carries no fee schedule"
    )
    venue_two_fee: float | None = Field(
        description="venue_two taker fee per contract: 0.07 * fee_multiplier * p(1-p) for a "
        "quadratic series fee; null when the series states another fee type"
    )
    net_edge: float | None = Field(description="gross_edge minus both fees")


class Spread(BaseModel):
    """The fee-adjusted spread of the hedge in both directions, from the current books."""

    directions: list[SpreadDirection]
    better_direction: str = Field(description="The direction with the larger edge")
    ranked_by: Literal["net_edge", "gross_edge"] = Field(
        description="net_edge when both fees are known, else gross_edge"
    )


class LogRef(BaseModel):
    """Where the verdict sits in the hash-chained audit log."""

    seq: int
    hash: str = Field(description="sha256 chain hash of the record")
    checkpoint: LogCheckpoint | None = Field(
        default=None,
        description="signed head of the log once this record was durable (seq >= this seq); "
        "keep it and check it later with `resaudit log verify --checkpoint`",
    )


class LogReceipt(BaseModel):
    """One audit log record with its stored chain hash (`GET /v1/log/{seq}`)."""

    seq: int
    hash: str
    record: dict[str, Any]


class AuditResponse(BaseModel):
    """An audit verdict with its evidence; for a bare event id, the worst verdict plus `pairs`.

    A pair audit carries legs, divergences, contingencies, liquidity, snapshot_age_seconds
    and log; a whole-event answer carries those per pair inside `pairs` instead.
    """

    audit_id: str
    verdict: Verdict
    mode: Mode
    canonical_event_id: str | None
    pair_id: str | None
    legs: list[AuditLeg] | None = None
    divergences: list[Divergence] | None = None
    contingencies: list[Contingency] | None = None
    liquidity: Liquidity | None = Field(default=None, description="Only with notional_usd")
    ruleset_sha: str
    snapshot_ts: datetime | None
    snapshot_age_seconds: int | None = None
    stale: bool = Field(description="Snapshots were stale: the verdict is at least CAUTION")
    precomputed: bool = Field(description="The legs form a covered pair")
    position: Literal["hedge", "same_direction", "unspecified"] | None = Field(
        default=None,
        description=(
            "hedge: long Yes on one venue, long No on the other (the Yes contracts are "
            "audited); same_direction: one bet held twice, not a hedge; unspecified: no sides"
        ),
    )
    exposure: Exposure | None = Field(
        default=None, description="Per-pair exposure (inside `pairs` for a bare event id)"
    )
    spread: Spread | None = Field(
        default=None, description="Fee-adjusted spread of the hedge; null when a book is missing"
    )
    summary: str | None = Field(
        default=None, description="One plain sentence on what the verdict means for the trade"
    )
    log: LogRef | None = None
    pairs: list[AuditResponse] | None = Field(
        default=None, description="One pair audit per outcome, for a bare canonical_event_id"
    )
    advisory: str
