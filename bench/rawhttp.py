"""A keep-alive HTTP/1.1 client connection on raw asyncio streams, for load generators.

A full client library costs a few milliseconds of CPU per request (measured: about 8 ms a
request for the load test's httpx client on this 2-core machine, more than the server
spent answering). When the load and the server share two cores that cost is stolen from
the server and shows up as server latency, so the load generators (`bench.b2_load`,
`tests.load`) speak HTTP/1.1 themselves: one request at a time per connection, the
response read whole by its `Content-Length` (the service never sends chunked bodies to
these requests).
"""

from __future__ import annotations

import asyncio
import json
from dataclasses import dataclass
from typing import Any

__all__ = ["Connection", "Response", "encode_request"]


@dataclass(frozen=True)
class Response:
    """One answer: status, headers (names lower-cased) and the raw body."""

    status: int
    headers: dict[str, str]
    body: bytes

    def json(self) -> Any:
        """The body parsed as JSON."""
        return json.loads(self.body)


def encode_request(
    method: str, host: str, path: str, body: Any = None, headers: dict[str, str] | None = None
) -> bytes:
    """The bytes of one request; `body` is sent as JSON when given."""
    data = b"" if body is None else json.dumps(body).encode()
    lines = [f"{method} {path} HTTP/1.1", f"Host: {host}"]
    lines += [f"{k}: {v}" for k, v in (headers or {}).items()]
    if body is not None:
        lines += ["Content-Type: application/json", f"Content-Length: {len(data)}"]
    return ("\r\n".join(lines) + "\r\n\r\n").encode() + data


class Connection:
    """One keep-alive connection to `host:port`, reopened when the server closes it."""

    def __init__(self, host: str, port: int, timeout_s: float = 60.0) -> None:
        self.host, self.port, self.timeout_s = host, port, timeout_s
        self._streams: tuple[asyncio.StreamReader, asyncio.StreamWriter] | None = None

    async def _open(self) -> tuple[asyncio.StreamReader, asyncio.StreamWriter]:
        if self._streams is None:
            self._streams = await asyncio.open_connection(self.host, self.port)
        return self._streams

    async def send(self, raw: bytes) -> Response:
        """Send one encoded request and read its whole response.

        Raises:
            OSError, asyncio.IncompleteReadError, asyncio.TimeoutError: a transport failure
                (the connection is dropped and reopened by the next call).
        """
        try:
            return await asyncio.wait_for(self._exchange(raw), self.timeout_s)
        except BaseException:
            await self.close()
            raise

    async def _exchange(self, raw: bytes) -> Response:
        reader, writer = await self._open()
        writer.write(raw)
        head = await reader.readuntil(b"\r\n\r\n")
        lines = head[:-4].split(b"\r\n")
        status = int(lines[0][9:12])
        headers: dict[str, str] = {}
        for line in lines[1:]:
            name, _, value = line.partition(b":")
            headers[name.strip().lower().decode()] = value.strip().decode()
        body = await reader.readexactly(int(headers.get("content-length", "0")))
        if headers.get("connection", "").lower() == "close":
            await self.close()
        return Response(status, headers, body)

    async def request(
        self, method: str, path: str, body: Any = None, headers: dict[str, str] | None = None
    ) -> Response:
        """Send a request (a JSON body when given) and read its response."""
        host = f"{self.host}:{self.port}"
        return await self.send(encode_request(method, host, path, body, headers))

    async def close(self) -> None:
        """Close the connection (the next request opens a new one)."""
        if self._streams is not None:
            writer = self._streams[1]
            self._streams = None
            writer.close()
            try:
                await writer.wait_closed()
            except OSError:
                pass
