"""`tools/call` of the audit tool at `/mcp` without the MCP SDK's per-request machinery.

In stateless JSON mode the SDK answers each POST with a fresh transport, a server task,
memory streams between them, a dispatcher and a runner, and validates the call's
arguments, the tool's result against its output schema and the JSON-RPC envelope on the
way in and out: several times the CPU of the audit itself, and a dozen trips through the
event loop's queue, each a wait behind every other request when the loop is busy. Under
load an MCP audit took about 2.4 times a REST one for the same answer.

`QuickMcpMiddleware` answers a plainly valid `check_resolution_risk` call directly: the
same checks the SDK makes of the HTTP request (Content-Type, Accept, Host and Origin, a
protocol version whose answer has the shape below), a JSON-RPC request of exactly
`{jsonrpc, id, method, params: {name, arguments}}`, and arguments `serve.quick` accepts
as plainly valid (`audit_input_of`, the REST body's own check). It then does what the
tool does (`admit`, `service.audit_answer`, `tool_answer`: the tool's own steps, which
the SDK's tool in `serve.mcp` calls too, so the two cannot drift apart) and
writes the JSON-RPC response the SDK would (`result_bytes`, `error_bytes`: the same
envelope, each value encoded by pydantic as the SDK's `model_dump_json` encodes it).
Anything else, or anything doubtful (a header sent twice, an id that is not a plain
int or string, `_meta`, a string argument the SDK would parse as JSON), goes to the
SDK untouched; nothing with a side effect happens before that decision.
tests/test_mcpquick.py compares both paths byte for byte.
"""

from __future__ import annotations

import json
import logging
from collections.abc import Mapping
from typing import Any

from mcp.server.mcpserver.exceptions import ToolError
from mcp.server.transport_security import TransportSecuritySettings
from pydantic import TypeAdapter
from starlette.responses import Response

from pipeline.errors import ResauditError
from pipeline.request import AuditInput
from serve import service
from serve.auth import over_limit
from serve.errors import tool_error
from serve.models import AuditResponse
from serve.quick import ASGIApp, Receive, Scope, Send, audit_input_of, replaying
from serve.state import AppState, state_of

__all__ = [
    "SAME_SHAPE_VERSIONS",
    "TOOL",
    "QuickMcpMiddleware",
    "admit",
    "error_bytes",
    "failure_text",
    "quick_call",
    "result_bytes",
    "tool_answer",
]

logger = logging.getLogger(__name__)

_PATH = "/mcp"
TOOL = "check_resolution_risk"  # the audit tool (`serve.mcp` registers it by this name)
# No header (the SDK's default version) or a version whose tools/call answer the SDK
# writes in exactly the shape `result_bytes` writes (tests/test_mcpquick.py checks each);
# any other goes to the SDK, which owns every other era's shape.
SAME_SHAPE_VERSIONS = frozenset({"2024-11-05", "2025-03-26", "2025-06-18", "2025-11-25"})
_HEADERS = (b"content-type", b"accept", b"host", b"origin", b"mcp-protocol-version", b"x-api-key")
_TWICE = "\x00twice"
_ARGS_PARSED_BY_SDK = ("canonical_event_id",)  # `str | None` arguments: see `_parsed_by_sdk`
_MAX_ID = 2**53  # ids beyond this are left to the SDK (a JSON reader may round them)
# pydantic's JSON reader and writer for any value: the ones the SDK reads a request and
# writes a response with (`pydantic_core.from_json`, `model_dump_json`).
_JSON: TypeAdapter[Any] = TypeAdapter(Any)


def admit(state: AppState, key: str | None, address: str) -> str | None:
    """The caller's key id (None when keyless), once within its limit; else a tool error.

    `/mcp` needs no key, so keyless audits are limited per client address; a valid
    `X-API-Key` on the request lifts that to the key's own limit, shared with REST. An
    invalid key is refused rather than served as keyless, so a typo never goes unnoticed.
    """
    if key:
        key_id = state.keys.verify(key)
        if key_id is None:
            raise ToolError("Invalid API key")
        refused = over_limit(state.rate_limiter, str(key_id), "API key")
        who: str | None = str(key_id)
    else:
        refused = over_limit(state.mcp_limiter, address, "client address without an API key")
        who = None
    if refused is not None:
        raise ToolError(refused[0])
    return who


def tool_answer(out: bytes | dict[str, Any]) -> dict[str, Any]:
    """The audit as `check_resolution_risk` answers it, from `service.audit_answer`'s body."""
    if isinstance(out, bytes):
        # A stored answer served from bytes is already the model's JSON form (the
        # round trip below changes nothing in it: tests/test_served.py), so it is
        # not validated again per request.
        answer: dict[str, Any] = json.loads(out)
        return answer
    # Dumped as REST dumps it (exclude_unset), so both channels give the same body.
    return AuditResponse.model_validate(out).model_dump(mode="json", exclude_unset=True)


def result_bytes(rpc_id: int | str, answer: Mapping[str, Any]) -> bytes:
    """The JSON-RPC response the SDK writes for the tool's answer (text and structured)."""
    return b"".join(
        [
            b'{"jsonrpc":"2.0","id":',
            _JSON.dump_json(rpc_id),
            b',"result":{"content":[{"text":',
            _JSON.dump_json(json.dumps(answer)),
            b',"type":"text"}],"isError":false,"structuredContent":',
            _JSON.dump_json(answer),
            b"}}",
        ]
    )


def error_bytes(rpc_id: int | str, text: str) -> bytes:
    """The JSON-RPC response the SDK writes for a tool that raised: an `isError` result
    with `text` (`failure_text`)."""
    return b"".join(
        [
            b'{"jsonrpc":"2.0","id":',
            _JSON.dump_json(rpc_id),
            b',"result":{"content":[{"text":',
            _JSON.dump_json(text),
            b',"type":"text"}],"isError":true}}',
        ]
    )


def failure_text(exc: Exception) -> str:
    """The SDK's text for a tool's failure: a `ToolError`'s own message after its
    prefix; for anything else (a crash) the prefix alone, the rest kept on the server."""
    prefix = f"Error executing tool {TOOL}"
    return f"{prefix}: {exc}" if isinstance(exc, ToolError) else prefix


def _parsed_by_sdk(value: Any) -> bool:
    """Whether the SDK would replace this string argument by its JSON reading (it parses
    a string given for an argument not typed plainly `str`, and keeps what is not a
    scalar: `"null"` becomes None, `"[1]"` a list)."""
    if type(value) is not str:
        return False
    try:
        parsed = json.loads(value)
    except (ValueError, RecursionError):
        return False
    return not isinstance(parsed, str | int | float)


def quick_call(body: bytes) -> tuple[int | str, AuditInput] | None:
    """The JSON-RPC id and the audit of a plainly valid `check_resolution_risk` call,
    else None (the SDK's path)."""
    try:
        doc = _JSON.validate_json(body)
    except ValueError:  # pydantic's ValidationError included
        return None
    if type(doc) is not dict or doc.keys() != {"jsonrpc", "id", "method", "params"}:
        return None
    rpc_id, params = doc["id"], doc["params"]
    if doc["jsonrpc"] != "2.0" or doc["method"] != "tools/call":
        return None
    if not (type(rpc_id) is str or (type(rpc_id) is int and -_MAX_ID < rpc_id < _MAX_ID)):
        return None
    if type(params) is not dict or params.keys() != {"name", "arguments"}:
        return None
    args = params["arguments"]
    if params["name"] != TOOL or type(args) is not dict:
        return None
    if any(_parsed_by_sdk(args.get(name)) for name in _ARGS_PARSED_BY_SDK):
        return None
    req = audit_input_of(args)
    return None if req is None else (rpc_id, req)


def _allowed(pattern_list: list[str], value: str) -> bool:
    """The SDK's host/origin match: exact, or `base:*` for any port (without its log)."""
    return value in pattern_list or any(
        p.endswith(":*") and value.startswith(p[:-2] + ":") for p in pattern_list
    )


def _headers_pass(found: Mapping[bytes, str], security: TransportSecuritySettings) -> bool:
    """Whether the SDK would take the request on to the tool: JSON in and accepted,
    Host and Origin allowed, a protocol version answered in `result_bytes`'s shape."""
    if any(v == _TWICE for v in found.values()):
        return False
    if found.get(b"content-type", "").split(";", 1)[0].strip() != "application/json":
        return False
    accepted = [
        t.strip().split(";")[0].strip().lower() for t in found.get(b"accept", "").split(",")
    ]
    if not {"application/json", "application/*", "*/*"} & set(accepted):
        return False
    version = found.get(b"mcp-protocol-version")
    if version is not None and version not in SAME_SHAPE_VERSIONS:
        return False
    if not security.enable_dns_rebinding_protection:
        return True
    host, origin = found.get(b"host"), found.get(b"origin")
    if not host or not _allowed(security.allowed_hosts, host):
        return False
    return not origin or _allowed(security.allowed_origins, origin)


class QuickMcpMiddleware:
    """`POST /mcp` calling `check_resolution_risk` plainly, answered before the SDK (pure
    ASGI, innermost, as `serve.quick.QuickAuditMiddleware`); anything else goes on."""

    def __init__(self, app: ASGIApp, security: TransportSecuritySettings) -> None:
        """Wrap `app`; `security` is the `/mcp` transport's Host/Origin settings."""
        self.app = app
        self.security = security

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http" or scope["path"] != _PATH or scope["method"] != "POST":
            await self.app(scope, receive, send)
            return
        first = await receive()
        replay = replaying(first, receive)
        found: dict[bytes, str] = {}
        for name, value in scope["headers"]:
            if name in _HEADERS:
                found[name] = _TWICE if name in found else value.decode("latin-1")
        call = None
        if first["type"] == "http.request" and not first.get("more_body", False):
            if _headers_pass(found, self.security):
                call = quick_call(first.get("body", b""))
        if call is None:
            await self.app(scope, replay, send)
            return
        rpc_id, req = call
        client = scope.get("client")
        body = await _answer(scope["app"], rpc_id, req, found.get(b"x-api-key"), client)
        response = Response(body, headers={"Content-Type": "application/json"})
        await response(scope, replay, send)


async def _answer(
    app: Any, rpc_id: int | str, req: AuditInput, key: str | None, client: Any
) -> bytes:
    """What the tool answers, as the SDK writes it (a tool error included)."""
    try:
        state = state_of(app)
        address = client[0] if client else "unknown"
        api_key_id = admit(state, key, address)
        try:
            out = await service.audit_answer(state, req, channel="mcp", api_key_id=api_key_id)
        except ResauditError as exc:
            raise tool_error(exc) from exc
        return result_bytes(rpc_id, tool_answer(out))
    except Exception as exc:
        if not isinstance(exc, ToolError):
            logger.exception("Tool %r raised an unexpected exception", TOOL)
        return error_bytes(rpc_id, failure_text(exc))
