"""Who may call POST /v1/audit: a valid API key, within its rate limit.

The header is optional in the OpenAPI schema (an apiKey security scheme) and required at
run time: a missing or unknown key gets a 401 with `WWW-Authenticate: ApiKey`; a key over
its limit gets a 429 with `Retry-After`.
"""

from __future__ import annotations

import math
from typing import Annotated

from fastapi import Depends, HTTPException
from fastapi.security import APIKeyHeader

from serve.limits import RateLimiter
from serve.state import State

__all__ = ["ApiKeyId", "RateLimitedKeyId", "over_limit", "rate_limited_key", "require_key"]

_header = APIKeyHeader(name="X-API-Key", auto_error=False, description="Issued by the operator")


async def require_key(state: State, key: Annotated[str | None, Depends(_header)]) -> str:
    """The key id of a valid, unrevoked key (never the key itself)."""
    if not key:
        raise HTTPException(401, "Missing API key", headers={"WWW-Authenticate": "ApiKey"})
    key_id = state.keys.verify(key)
    if key_id is None:
        raise HTTPException(401, "Invalid API key", headers={"WWW-Authenticate": "ApiKey"})
    return str(key_id)


ApiKeyId = Annotated[str, Depends(require_key)]


def over_limit(limiter: RateLimiter, who: str, per: str) -> tuple[str, int] | None:
    """Count one audit for `who`; None if allowed, else the refusal and whole seconds to wait."""
    wait = limiter.hit(who)
    if wait is None:
        return None
    seconds = max(1, math.ceil(wait))
    return (
        f"Rate limit exceeded: {limiter.limit} audits per {limiter.window_s:g} s per {per}; "
        f"retry in {seconds} s",
        seconds,
    )


async def rate_limited_key(state: State, key_id: ApiKeyId) -> str:
    """The caller's key id, once the key is valid and within its rate limit (else 429)."""
    refused = over_limit(state.rate_limiter, key_id, "API key")
    if refused is not None:
        detail, seconds = refused
        raise HTTPException(429, detail, headers={"Retry-After": str(seconds)})
    return key_id


RateLimitedKeyId = Annotated[str, Depends(rate_limited_key)]
