"""The one HTTP seam to the venues: a pooled client per base URL, retries and typed errors.

Every venue request goes through `VenueHTTP.get_json` (or `post_json`). It retries what a
venue's edge throws at polling clients (429 throttling, Cloudflare 403s, 5xx, timeouts and
dropped connections) with exponential backoff and full jitter, honours `Retry-After` where
one is sent, and turns everything else into the `VenueError` family of `pipeline.errors`,
whose messages name the venue, method, full URL and status or exception.
"""

from __future__ import annotations

import json
import logging
import random
import time
from collections.abc import Awaitable, Callable, Mapping
from datetime import UTC, datetime
from email.utils import parsedate_to_datetime
from types import TracebackType
from typing import Any, Self

import anyio
import httpx

from pipeline.errors import (
    VenueHTTPError,
    VenueNotFound,
    VenuePayloadError,
    VenueTransportError,
)
from pipeline.settings import USER_AGENT, Settings
from pipeline.venues.budget import RequestBudget, shared_budget

__all__ = ["MAX_RETRY_DELAY_S", "VenueHTTP", "make_client", "retry_after_seconds"]

logger = logging.getLogger(__name__)

# A venue asking for a longer pause than this is treated as asking for this: one refresher
# cycle (60 s by default) should not stall on a single request.
MAX_RETRY_DELAY_S = 30.0

_RETRYABLE_STATUSES = frozenset({403, 429})
_BODY_EXCERPT_CHARS = 200

Params = Mapping[str, Any]
Sleep = Callable[[float], Awaitable[None]]


def make_client(
    base_url: str, settings: Settings, transport: httpx.AsyncBaseTransport | None = None
) -> httpx.AsyncClient:
    """Build the pooled async client for one venue base URL (explicit UA, settings timeout)."""
    return httpx.AsyncClient(
        base_url=base_url.rstrip("/") + "/",
        headers={"User-Agent": USER_AGENT, "Accept": "application/json"},
        timeout=httpx.Timeout(settings.upstream_timeout_s),
        transport=transport,
        follow_redirects=True,
    )


def retry_after_seconds(value: str | None, now: datetime) -> float | None:
    """Seconds to wait from a `Retry-After` header (delta-seconds or HTTP-date), else None."""
    if value is None or not value.strip():
        return None
    text = value.strip()
    try:
        return max(0.0, float(text))
    except ValueError:
        pass
    try:
        when = parsedate_to_datetime(text)
    except (TypeError, ValueError):
        return None
    if when.tzinfo is None:  # RFC 9110 dates are GMT
        when = when.replace(tzinfo=UTC)
    return max(0.0, (when - now).total_seconds())


def _error_message(response: httpx.Response) -> str | None:
    """The venue's own error message from an error body, for the exception's `cause`."""
    try:
        body = response.json()
    except (json.JSONDecodeError, UnicodeDecodeError):
        text = response.text.strip()
        return text[:_BODY_EXCERPT_CHARS] or None
    if isinstance(body, dict):
        err = body.get("error", body.get("message", body.get("detail")))
        # Kalshi's envelope is {"error": {"code", "message", "details"}}.
        if isinstance(err, dict):
            err = err.get("message") or err.get("code")
        if err is not None:
            return str(err)[:_BODY_EXCERPT_CHARS]
    return json.dumps(body)[:_BODY_EXCERPT_CHARS]


class VenueHTTP:
    """JSON over one pooled `httpx.AsyncClient` for one venue base URL, with retries."""

    def __init__(
        self,
        venue: str,
        base_url: str,
        settings: Settings,
        *,
        transport: httpx.AsyncBaseTransport | None = None,
        sleep: Sleep | None = None,
        rng: random.Random | None = None,
        clock: Callable[[], datetime] | None = None,
        budget: RequestBudget | None = None,
    ) -> None:
        self.venue = venue
        self.retries = settings.upstream_retries
        self.backoff_s = settings.upstream_backoff_s
        self._client = make_client(base_url, settings, transport)
        self._sleep: Sleep = sleep or anyio.sleep
        self._rng = rng or random.Random()
        self._clock = clock or (lambda: datetime.now(UTC))
        # Every request (each retry too) takes a slot of its host's budget first.
        self.budget = budget or shared_budget(
            f"{venue} {httpx.URL(base_url).host}", settings.budget_per_s(venue)
        )

    async def __aenter__(self) -> Self:
        return self

    async def __aexit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        await self.aclose()

    async def aclose(self) -> None:
        """Close the pooled connections."""
        await self._client.aclose()

    def url(self, path: str, params: Params | None = None) -> str:
        """The full URL (with query) a request for `path` and `params` goes to."""
        return str(self._client.build_request("GET", path, params=_clean(params)).url)

    def payload_error(self, path: str, params: Params | None, cause: str) -> VenuePayloadError:
        """A `VenuePayloadError` for a JSON answer whose shape the venue does not document."""
        return VenuePayloadError(self.venue, "GET", self.url(path, params), cause=cause)

    async def get_json(self, path: str, params: Params | None = None) -> Any:
        """GET `path` and return its decoded JSON body.

        Raises:
            VenueNotFound: 404 (never retried).
            VenueHTTPError: another 4xx, or a retryable status after the last retry.
            VenueTransportError: timeout or connection failure after the last retry.
            VenuePayloadError: a success status whose body is not JSON.
        """
        return await self._request("GET", path, params=params)

    async def post_json(self, path: str, body: Any, params: Params | None = None) -> Any:
        """POST a JSON body to a read endpoint (e.g. CLOB `/books`); errors as `get_json`."""
        return await self._request("POST", path, params=params, body=body)

    async def _request(
        self, method: str, path: str, *, params: Params | None, body: Any = None
    ) -> Any:
        request = self._client.build_request(
            method, path, params=_clean(params), json=body if method != "GET" else None
        )
        url = str(request.url)
        started = time.monotonic()
        attempts = self.retries + 1
        for attempt in range(attempts):
            last_try = attempt == attempts - 1
            await self.budget.acquire()
            try:
                response = await self._client.send(request)
            except httpx.RequestError as exc:
                cause = f"{type(exc).__name__}: {exc}".rstrip(": ")
                # Timeouts and dropped connections are transient; a redirect loop is not.
                if last_try or not isinstance(exc, httpx.TransportError):
                    self._log(method, url, cause, attempt, started)
                    raise VenueTransportError(self.venue, method, url, cause=cause) from exc
                delay = self._backoff(attempt)
                logger.warning(
                    "%s %s %s: %s; retry %d/%d in %.2fs",
                    self.venue,
                    method,
                    url,
                    cause,
                    attempt + 1,
                    self.retries,
                    delay,
                )
                await self._sleep(delay)
                continue

            status = response.status_code
            if status < 300:
                self._log(method, url, status, attempt, started)
                try:
                    return response.json()
                except (json.JSONDecodeError, UnicodeDecodeError) as exc:
                    raise VenuePayloadError(
                        self.venue, method, url, cause=f"status {status} body is not JSON: {exc}"
                    ) from exc
            if status == 404:
                self._log(method, url, status, attempt, started)
                raise VenueNotFound(
                    self.venue, method, url, status=404, cause=_error_message(response)
                )
            if not _retryable(status) or last_try:
                self._log(method, url, status, attempt, started)
                raise VenueHTTPError(
                    self.venue, method, url, status=status, cause=_error_message(response)
                )
            hinted = retry_after_seconds(response.headers.get("Retry-After"), self._clock())
            delay = min(hinted, MAX_RETRY_DELAY_S) if hinted is not None else self._backoff(attempt)
            logger.warning(
                "%s %s %s: status %d; retry %d/%d in %.2fs",
                self.venue,
                method,
                url,
                status,
                attempt + 1,
                self.retries,
                delay,
            )
            await self._sleep(delay)
        raise AssertionError("unreachable: the last attempt returns or raises")

    def _backoff(self, attempt: int) -> float:
        """Full jitter: uniform in [0, base * 2**attempt], capped."""
        ceiling = min(MAX_RETRY_DELAY_S, self.backoff_s * (2**attempt))
        return self._rng.uniform(0.0, ceiling)

    def _log(self, method: str, url: str, outcome: object, attempt: int, started: float) -> None:
        logger.info(
            "%s %s %s -> %s (attempts %d, %.0f ms)",
            self.venue,
            method,
            url,
            outcome,
            attempt + 1,
            (time.monotonic() - started) * 1000,
        )


def _retryable(status: int) -> bool:
    return status in _RETRYABLE_STATUSES or status >= 500


def _clean(params: Params | None) -> dict[str, Any] | None:
    """Drop None-valued filters: httpx would send them as `key=` (an empty filter)."""
    if params is None:
        return None
    return {k: v for k, v in params.items() if v is not None}
