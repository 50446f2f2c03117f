"""API-key authentication for POST /v1/audit.

The header is optional in the OpenAPI schema (an apiKey security scheme) and required at
run time: a missing or unknown key gets a 401 with `WWW-Authenticate: ApiKey`.
"""

from __future__ import annotations

from typing import Annotated

from fastapi import Depends, HTTPException, Request
from fastapi.security import APIKeyHeader

__all__ = ["ApiKeyId", "require_key"]

_header = APIKeyHeader(name="X-API-Key", auto_error=False, description="Issued by the operator")


async def require_key(request: Request, key: Annotated[str | None, Depends(_header)]) -> str:
    """The key id of a valid, unrevoked key (never the key itself)."""
    if not key:
        raise HTTPException(401, "Missing API key", headers={"WWW-Authenticate": "ApiKey"})
    key_id = request.app.state.resaudit.keys.verify(key)
    if key_id is None:
        raise HTTPException(401, "Invalid API key", headers={"WWW-Authenticate": "ApiKey"})
    return str(key_id)


ApiKeyId = Annotated[str, Depends(require_key)]
