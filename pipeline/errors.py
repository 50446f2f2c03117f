"""The one error hierarchy of resaudit.

    ResauditError
     +-- VenueError                    a venue request failed (names method, URL, status/cause)
     |    +-- VenueHTTPError           the venue answered with an error status
     |    |    +-- VenueNotFound       404: unknown event, market, token or ticker
     |    +-- VenueTransportError      timeout, refused connection, protocol error
     |    +-- VenuePayloadError        the body is not the JSON shape the venue documents
     +-- SnapshotError                 the snapshot store could not read or write
     +-- RulesetError                  a ruleset is missing, malformed or fails its hash
     +-- AuditLogError                 the audit log could not be appended or read
     +-- NotCovered                    a pair, event or market is not in coverage (404)
     +-- BadRequest                    a request is well-formed JSON but contradictory (422)

`serve/` translates these to HTTP in one place; nothing else catches them wholesale.
"""

from __future__ import annotations

__all__ = [
    "AuditLogError",
    "BadRequest",
    "NotCovered",
    "ResauditError",
    "RulesetError",
    "SnapshotError",
    "VenueError",
    "VenueHTTPError",
    "VenueNotFound",
    "Overloaded",
    "VenuePayloadError",
    "VenueTransportError",
]


class ResauditError(Exception):
    """Base of every error resaudit raises on purpose."""


class VenueError(ResauditError):
    """A request to a venue failed; the message names the request and what went wrong."""

    def __init__(
        self,
        venue: str,
        method: str,
        url: str,
        *,
        status: int | None = None,
        cause: str | None = None,
    ) -> None:
        self.venue = venue
        self.method = method
        self.url = url
        self.status = status
        self.cause = cause
        what = f"status {status}" if status is not None else (cause or "error")
        if status is not None and cause:
            what = f"{what}: {cause}"
        super().__init__(f"{venue}: {method} {url} failed: {what}")


class VenueHTTPError(VenueError):
    """The venue answered with an error status (after retries, where retryable)."""


class VenueNotFound(VenueHTTPError):
    """The venue does not know the requested object (404)."""


class VenueTransportError(VenueError):
    """No usable answer: timeout, connection refused or reset, protocol error."""


class VenuePayloadError(VenueError):
    """The answer was not the JSON shape the venue documents (malformed or truncated)."""


class SnapshotError(ResauditError):
    """The snapshot store could not be read or written."""


class RulesetError(ResauditError):
    """A ruleset is missing, malformed, or its bytes do not match its sha256 name."""


class AuditLogError(ResauditError):
    """The audit log could not be appended to or read."""


class NotCovered(ResauditError):
    """A pair, event or market is not covered, or is unknown to its venue."""


class Overloaded(ResauditError):
    """Work that would wait too long is refused now: retry after `retry_after_s` seconds."""

    def __init__(self, message: str, retry_after_s: int) -> None:
        self.retry_after_s = retry_after_s
        super().__init__(message)


class BadRequest(ResauditError):
    """A request that validates but cannot be honoured (e.g. legs conflicting with a pair_id)."""
