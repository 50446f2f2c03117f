"""The one settings object: every knob of the service, read from `RESAUDIT_*` variables.

docs/DESIGN.md §3 explains the defaults that depend on where the package is.
"""

from __future__ import annotations

from functools import cached_property
from pathlib import Path
from typing import Annotated, Any

from pydantic import Field, field_validator
from pydantic_settings import BaseSettings, NoDecode, SettingsConfigDict

from pipeline.resources import demo_data_dir, seed_rulesets

__all__ = ["Settings", "USER_AGENT"]

USER_AGENT = "resaudit/0.1 (+cross-venue resolution audit; read-only market data)"


def _home_rulesets(data: dict[str, Any]) -> Path:
    # Only the default is seeded: pydantic calls this factory when RESAUDIT_RULESETS_DIR
    # (or rulesets_dir=) was not given, and an explicit folder is used exactly as it is.
    home = data.get("home", Path("./data"))
    return seed_rulesets(Path(home) / "rulesets")


class Settings(BaseSettings):
    """Service configuration; each field is documented in the README (tested)."""

    model_config = SettingsConfigDict(env_prefix="RESAUDIT_", frozen=True, extra="ignore")

    home: Path = Field(
        default=Path("./data"),
        description="Data home; runtime stores (snapshots/, verdicts/, audit/, keys) live here.",
    )
    rulesets_dir: Path = Field(
        default_factory=_home_rulesets,
        description="Folder of frozen rulesets, one file per ruleset_sha, plus CURRENT; "
        "`expand` writes here. Default `<home>/rulesets`, seeded from the packaged rulesets "
        "on first use; a folder set explicitly is never seeded. Reference tables "
        "(competitions.json, teams.json) placed here override the packaged ones.",
    )
    venue_one_url: str = Field(
        default="https://gamma-api.polymarket.com",
        description="venue_one market-data (Gamma) base URL.",
    )
    venue_one_book_url: str = Field(
        default="https://clob.polymarket.com",
        description="venue_one order-book (CLOB) base URL.",
    )
    venue_two_url: str = Field(
        default="https://api.elections.kalshi.com/trade-api/v2",
        description="venue_two trade-api v2 base URL.",
    )
    demo_data: Path = Field(
        default_factory=demo_data_dir,
        description="Recorded venue responses that the simulator serves "
        "(default: the packaged demo data).",
    )
    refresh_interval_s: float = Field(default=60, gt=0, description="Refresher interval.")
    stale_after_s: float = Field(
        default=300,
        gt=0,
        description="Snapshot age at which health is `stale` (503) and verdicts degrade.",
    )
    degraded_after_s: float = Field(
        default=150, gt=0, description="Snapshot age at which health is `degraded`."
    )
    progress_window_s: float = Field(
        default=600, gt=0, description="Liveness window: a refresher cycle must end within it."
    )
    upstream_timeout_s: float = Field(
        default=10, gt=0, description="Per-request timeout to a venue."
    )
    rate_limit_per_min: int = Field(
        default=600, ge=1, description="Per API key limit on `POST /v1/audit`."
    )
    mcp_keyless_rate_limit_per_min: int = Field(
        default=60,
        ge=1,
        description="Audits over `/mcp` without an API key, per client address in any 60 s; "
        "an `X-API-Key` on `/mcp` lifts it to that key's limit.",
    )
    upstream_retries: int = Field(
        default=4,
        ge=0,
        description="Retries of one venue request on 429, 403, 5xx and timeouts.",
    )
    upstream_backoff_s: float = Field(
        default=0.5,
        ge=0,
        description="Base of the exponential backoff between retries (full jitter).",
    )
    upstream_concurrency: int = Field(
        default=16, ge=1, description="Concurrent requests per venue in a refresher cycle."
    )
    venue_one_budget_per_s: float = Field(
        default=25,
        gt=0,
        description="Requests per second the service sends to each venue_one host (Gamma, "
        "CLOB), refresher and on-demand audits together. Polymarket's tightest window a "
        "cycle uses is Gamma `/markets` at 300 per 10 s; the default leaves headroom.",
    )
    venue_two_budget_per_s: float = Field(
        default=18,
        gt=0,
        description="Requests per second the service sends to venue_two, refresher and "
        "on-demand audits together. Kalshi's Basic tier allows about 20 reads a second "
        "(a one-second bucket) and answers 429 beyond it; the default leaves a tenth of it "
        "as headroom.",
    )
    cycle_budget_share: float = Field(
        default=0.8,
        gt=0,
        le=1,
        description="Share of one refresh interval's venue_two budget a cycle may spend "
        "(listings and books); the rest is left for on-demand audits.",
    )
    book_horizon_s: float = Field(
        default=6 * 3600,
        ge=0,
        description="venue_two order books are read for matches kicking off within this "
        "many seconds (or in play), and for legs audited lately with a notional.",
    )
    book_ttl_s: float = Field(
        default=300,
        gt=0,
        description="Age at which a venue_two order book is read again; a notional audit "
        "of a leg whose book is older reads it then.",
    )
    depth_interest_s: float = Field(
        default=3600,
        gt=0,
        description="How long after a notional audit its venue_two legs' books stay in "
        "the refresher's plan.",
    )
    audit_fetch_timeout_s: float = Field(
        default=20,
        gt=0,
        description="Deadline for fetching an audit's uncovered legs from their venues, "
        "retries included; past it the audit answers 502.",
    )
    on_demand_reuse_s: float = Field(
        default=10,
        ge=0,
        description="An uncovered leg fetched for an audit answers later audits for this "
        "long without being fetched again, and an uncovered pair's engine answer without the "
        "engine running again (its snapshot_ts says when it, or the oldest event or series it "
        "was read with, was read; 0: never).",
    )
    max_body_bytes: int = Field(
        default=64 * 1024,
        ge=1024,
        description="Largest request body accepted (413 above it), chunked bodies included.",
    )
    engine_workers: int = Field(
        default=1,
        ge=1,
        description="Threads that run the engine for audits the cycle's rows cannot answer "
        "(on-demand legs, a covered pair missing from the snapshot).",
    )
    engine_queue: int = Field(
        default=8,
        ge=0,
        description="Such audits waiting for an engine thread; beyond it 503 with "
        "Retry-After at once, before any venue is asked.",
    )
    engine_max_wait_s: float = Field(
        default=2.0,
        gt=0,
        description="Longest expected wait for an engine thread (queued runs times their "
        "recent time); an audit that would wait longer gets 503 with Retry-After at once.",
    )
    max_in_flight: int = Field(
        default=256,
        ge=1,
        description="Requests handled at once; beyond it 503 with Retry-After "
        "(`/v1/health` and `/v1/live` are exempt).",
    )
    # Longer than the idle expiry of common client pools (httpx and urllib3 use 5 s): when
    # both sides use the same figure, the server can close a connection at the moment a
    # client reuses it, and that request fails with no answer.
    keep_alive_s: float = Field(
        default=75,
        gt=0,
        description="Seconds an idle keep-alive connection is held open before the server "
        "closes it.",
    )

    log_anchor_dir: Path | None = Field(
        default=None,
        description="Folder of the audit log's Ed25519 signing key and its last signed "
        "checkpoint (the high-water mark); default `<home>/log-anchor`. Keep it outside "
        "`audit/`: a truncation of the log must not take its checkpoint along.",
    )

    header_timeout_s: float = Field(
        default=10,
        gt=0,
        description="Seconds a client has to send a request's head (from connecting, or "
        "from its first byte on a kept-alive connection); then the connection is closed.",
    )
    body_timeout_s: float = Field(
        default=30,
        gt=0,
        description="Seconds a client has to send a request's body once its head arrived; "
        "then the connection is closed.",
    )
    max_connections: int = Field(
        default=512,
        ge=1,
        description="Open connections held at once; beyond it a new one closes the "
        "longest-idle or slowest-sending one, or is closed itself. Keep it under the "
        "process's file-descriptor limit.",
    )

    rule_cache_dir: Path | None = Field(
        default=None,
        description="Folder of the rule records read so far, kept between runs so a "
        "restart does not read every rule text again (one file per code version); "
        "default `<home>/rule-cache`. Processes of the same version may share it.",
    )

    snapshot_retention_days: float = Field(
        default=7, gt=0, description="Days of snapshot partitions kept on disk."
    )
    # NoDecode: a comma-separated variable is friendlier than the JSON list pydantic expects.
    mcp_allowed_hosts: Annotated[tuple[str, ...], NoDecode] = Field(
        default=(),
        description="Host header values `/mcp` accepts besides loopback, comma-separated "
        "(DNS-rebinding protection); `host:*` allows any port, `*` turns the check off.",
    )
    mcp_allowed_origins: Annotated[tuple[str, ...], NoDecode] = Field(
        default=(),
        description="Origin header values `/mcp` accepts besides loopback, comma-separated "
        "(browser-based MCP clients send one); `https://host:*` allows any port.",
    )

    @field_validator("mcp_allowed_hosts", "mcp_allowed_origins", mode="before")
    @classmethod
    def _comma_separated(cls, value: Any) -> Any:
        if isinstance(value, str):
            return tuple(part.strip() for part in value.split(",") if part.strip())
        return value

    def budget_per_s(self, venue: str) -> float:
        """The request budget of `venue`'s hosts, requests per second."""
        return self.venue_two_budget_per_s if venue == "venue_two" else self.venue_one_budget_per_s

    @cached_property
    def snapshots_dir(self) -> Path:
        """Parquet snapshots, partitioned `venue=/date=`."""
        return self.home / "snapshots"

    @cached_property
    def verdicts_dir(self) -> Path:
        """Precomputed verdict history."""
        return self.home / "verdicts"

    @cached_property
    def rule_records_dir(self) -> Path:
        """Rule records kept between runs (pipeline.rulecache)."""
        return self.rule_cache_dir or self.home / "rule-cache"

    @cached_property
    def keys_path(self) -> Path:
        """Hashed API keys."""
        return self.home / "keys.json"

    @cached_property
    def audit_dir(self) -> Path:
        """Append-only audit log and its hash chain."""
        return self.home / "audit"

    @cached_property
    def anchor_dir(self) -> Path:
        """The audit log's signing key and last checkpoint (outside `audit_dir`)."""
        return self.log_anchor_dir or self.home / "log-anchor"
