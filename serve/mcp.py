"""The MCP server at `/mcp`: the audit and the event listing as two tools.

Both tools call the service layer the REST routes call (`service.audit`, `service.events`),
so a verdict over MCP is the verdict `POST /v1/audit` gives and is logged the same way,
with channel `mcp`. Every anticipated failure comes back as a tool error (`is_error`)
worded by the one error table (`serve.errors`).
"""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Annotated, Literal

from mcp.server import MCPServer
from mcp.server.mcpserver import Context
from mcp.server.mcpserver.exceptions import ToolError
from mcp.server.transport_security import TransportSecuritySettings
from mcp.types import CallToolResult, TextContent, ToolAnnotations
from pydantic import Field, ValidationError
from starlette.routing import BaseRoute, Route

from pipeline import __version__
from pipeline.errors import ResauditError
from pipeline.settings import Settings
from serve import service
from serve.errors import tool_error
from serve.mcpquick import admit, tool_answer
from serve.models import AuditRequest, AuditResponse, EventInfo, VenueMarketRef
from serve.state import AppState

__all__ = ["LOOPBACK_HOSTS", "build_mcp", "transport_security"]

LOOPBACK_HOSTS = ("127.0.0.1", "127.0.0.1:*", "localhost", "localhost:*", "[::1]", "[::1]:*")
LOOPBACK_ORIGINS = ("http://127.0.0.1:*", "http://localhost:*", "http://[::1]:*")

_INSTRUCTIONS = (
    "resaudit audits whether two prediction-market contracts on venue_one and venue_two "
    "settle as the same bet. Call list_covered_events for the covered pairs, then "
    "check_resolution_risk with a pair_id (or two legs). SAFE, CAUTION or BLOCK is advisory; "
    "resaudit never trades."
)


def _described(name: str) -> str:
    """The AuditRequest field's description: one wording for REST and MCP."""
    return AuditRequest.model_fields[name].description or name


def transport_security(settings: Settings) -> TransportSecuritySettings:
    """Host/Origin checking for `/mcp`: loopback plus the configured hosts; `*` turns it off."""
    if "*" in settings.mcp_allowed_hosts:
        return TransportSecuritySettings(enable_dns_rebinding_protection=False)
    return TransportSecuritySettings(
        enable_dns_rebinding_protection=True,
        allowed_hosts=[*LOOPBACK_HOSTS, *settings.mcp_allowed_hosts],
        allowed_origins=[*LOOPBACK_ORIGINS, *settings.mcp_allowed_origins],
    )


def _invalid(exc: ValidationError) -> ToolError:
    parts = []
    for err in exc.errors():
        loc = ".".join(str(x) for x in err["loc"])
        parts.append(f"{loc}: {err['msg']}" if loc else err["msg"])
    return ToolError("invalid arguments: " + "; ".join(parts))


def _caller(ctx: Context | None) -> tuple[str | None, str]:
    """The request's `X-API-Key` and client address, as `admit` takes them."""
    request = ctx.request_context.request if ctx is not None else None
    headers = getattr(request, "headers", None)
    key = headers.get("x-api-key") if headers is not None else None
    client = getattr(request, "client", None)
    return key, client.host if client is not None else "unknown"


def build_mcp(
    settings: Settings, state: Callable[[], AppState]
) -> tuple[MCPServer, list[BaseRoute]]:
    """A fresh MCP server (its session manager runs once) and the routes serving exactly `/mcp`."""
    server = MCPServer(
        "resaudit", version=__version__, instructions=_INSTRUCTIONS, log_level="WARNING"
    )

    @server.tool(
        title="Check resolution risk",
        annotations=ToolAnnotations(read_only_hint=True, open_world_hint=True),
    )
    async def check_resolution_risk(  # `serve.mcpquick.TOOL`
        market_a: Annotated[
            VenueMarketRef | None, Field(description=_described("market_a"))
        ] = None,
        market_b: Annotated[
            VenueMarketRef | None, Field(description=_described("market_b"))
        ] = None,
        canonical_event_id: Annotated[
            str | None, Field(description=_described("canonical_event_id"))
        ] = None,
        notional_usd: Annotated[float | None, Field(description=_described("notional_usd"))] = None,
        mode: Annotated[
            Literal["advisory", "strict"], Field(description=_described("mode"))
        ] = "advisory",
        ctx: Context | None = None,
    ) -> Annotated[CallToolResult, AuditResponse]:
        """Audit whether two legs on venue_one and venue_two settle as the same bet.

        Give a pair_id from list_covered_events as canonical_event_id, or both legs
        (market_a and market_b). Answers SAFE, CAUTION or BLOCK with the rule divergences,
        the quoted rule text behind each, and the payout of each leg per contingency. A bare
        event id audits all of its pairs and answers the worst verdict with `pairs`.
        With a side (buy/sell) on both legs it judges the position held (a hedge of the
        two Yes contracts, or the same bet twice); every pair answer carries its exposure
        per scenario, the fee-adjusted spread and a one-sentence summary.
        """
        try:
            body = AuditRequest(
                market_a=market_a,
                market_b=market_b,
                canonical_event_id=canonical_event_id,
                notional_usd=notional_usd,
                mode=mode,
            )
        except ValidationError as exc:
            raise _invalid(exc) from exc
        req = service.audit_input(body)
        app_state = state()
        api_key_id = admit(app_state, *_caller(ctx))
        try:
            out = await service.audit_answer(app_state, req, channel="mcp", api_key_id=api_key_id)
        except ResauditError as exc:
            raise tool_error(exc) from exc
        audit = tool_answer(out)
        return CallToolResult(
            content=[TextContent(type="text", text=json.dumps(audit))],
            structured_content=audit,
        )

    @server.tool(
        title="List covered events",
        annotations=ToolAnnotations(read_only_hint=True, idempotent_hint=True),
    )
    def list_covered_events(
        include_settled: Annotated[
            bool,
            Field(
                description="Include events whose markets have resolved "
                "(they stay auditable either way)"
            ),
        ] = False,
    ) -> list[EventInfo]:
        """The covered canonical events and their leg pairs, as GET /v1/events lists them.

        Each pair's pair_id is what check_resolution_risk takes as canonical_event_id.
        """
        return service.events(state(), include_settled)[0]

    http = server.streamable_http_app(
        # Stateless JSON: any replica can answer any request (docs/DESIGN.md §11).
        stateless_http=True,
        json_response=True,
        transport_security=transport_security(settings),
    )
    # Stateless JSON sends nothing unprompted, so a GET stream would only hold a session
    # open for nothing (one per idle client) and DELETE has no session to end: both 405,
    # as the transport allows, with `Allow: POST`.
    routes = [
        Route(r.path, endpoint=r.endpoint, methods=["POST"])
        if isinstance(r, Route) and r.path == "/mcp"
        else r
        for r in http.routes
    ]
    return server, routes
