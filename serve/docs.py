"""The interactive API docs, served offline: Swagger UI at /docs and ReDoc at /redoc.

Their scripts and styles come from the files the `fastapi-offline` package ships (mounted
under /static-offline-docs), never from a CDN, so the docs work on a machine without
internet access or behind a proxy that blocks CDNs.
"""

from __future__ import annotations

from typing import Any

from fastapi import FastAPI, Request
from fastapi.openapi.docs import get_redoc_html
from fastapi.responses import HTMLResponse
from fastapi_offline import FastAPIOffline

__all__ = ["STATIC_URL", "offline_docs_app"]

STATIC_URL = "/static-offline-docs"

# ReDoc's sidebar shows its maker's logo from their CDN (and hides it when that fails);
# images from elsewhere are refused, so the page never reaches outside the service.
_REDOC_POLICY = "img-src 'self' data:"


def offline_docs_app(**kwargs: Any) -> FastAPI:
    """A FastAPI app whose /docs and /redoc load every asset from this service."""
    app = FastAPIOffline(redoc_url=None, static_url=STATIC_URL, **kwargs)

    @app.get("/redoc", include_in_schema=False)
    async def redoc(request: Request) -> HTMLResponse:
        root = request.scope.get("root_path", "")
        page = get_redoc_html(
            openapi_url=f"{root}{app.openapi_url}",
            title=f"{app.title} - ReDoc",
            redoc_js_url=f"{root}{STATIC_URL}/redoc.standalone.js",
            redoc_favicon_url=f"{root}{STATIC_URL}/favicon.png",
            with_google_fonts=False,
        )
        page.headers["Content-Security-Policy"] = _REDOC_POLICY
        return page

    return app
