"""The verdict taxonomy as enums: one declaration shared by the engine's outputs and the API.

The values are exactly the strings the engine writes into its frames (docs/DESIGN.md §7.4); the API
models type their fields with these, so the OpenAPI schema lists every value a client can
receive. `pipeline/rules/` still spells them as literals; a test holds the two together
until it adopts these.
"""

from __future__ import annotations

from enum import StrEnum

__all__ = ["Contingency", "Dimension", "DivergenceCode", "Mode", "Payout", "Severity", "Verdict"]


class Verdict(StrEnum):
    """The answer of an audit: the worst severity found, SAFE when none."""

    SAFE = "SAFE"
    CAUTION = "CAUTION"
    BLOCK = "BLOCK"


class Severity(StrEnum):
    """How much one divergence matters."""

    CAUTION = "CAUTION"
    BLOCK = "BLOCK"


class Mode(StrEnum):
    """advisory reports severities as found; strict reports every CAUTION as BLOCK."""

    advisory = "advisory"
    strict = "strict"


class DivergenceCode(StrEnum):
    """Ways two legs may not settle as the same bet, in the order they are reported."""

    FIXTURE_MISMATCH = "FIXTURE_MISMATCH"
    OUTCOME_MISMATCH = "OUTCOME_MISMATCH"
    VOID_RULE_MISMATCH = "VOID_RULE_MISMATCH"
    SCOPE_MISMATCH = "SCOPE_MISMATCH"
    TIMING_MISMATCH = "TIMING_MISMATCH"
    SOURCE_MISMATCH = "SOURCE_MISMATCH"
    RULE_UNRECOGNIZED = "RULE_UNRECOGNIZED"
    THIN_LIQUIDITY = "THIN_LIQUIDITY"
    STALE_SNAPSHOT = "STALE_SNAPSHOT"


class Dimension(StrEnum):
    """What a divergence is about."""

    identity = "identity"
    scope = "scope"
    source = "source"
    timing = "timing"
    void = "void"
    liquidity = "liquidity"
    freshness = "freshness"


class Contingency(StrEnum):
    """A state of the world in which each leg's payout is compared."""

    completed = "completed"
    postponed_within_48h = "postponed_within_48h"
    postponed_beyond_window = "postponed_beyond_window"
    cancelled = "cancelled"
    abandoned = "abandoned"


class Payout(StrEnum):
    """What the held contract pays in a contingency (`result`: it pays on the played result)."""

    yes = "yes"
    no = "no"
    fifty_fifty = "50-50"
    fair_price = "fair_price"
    last_price = "last_price"
    refund = "refund"
    result = "result"
    fixed_outcome = "fixed_outcome"
    unspecified = "unspecified"
    unknown = "unknown"
