"""B2's load generator: a separate process, N keep-alive connections over loopback.

`python -m bench.b2_load --port P --seconds S --clients N (--bare | --audit PAIRS --key K)`
runs a closed loop per connection (send, read the whole response, send the next) on raw
asyncio streams (`bench.rawhttp`), which costs far less CPU per request than a full client
library: that matters when the server and the load share two cores. Prints
one JSON line: requests, status counts, throughput, and latency percentiles (ms).
"""

from __future__ import annotations

import argparse
import asyncio
import itertools
import json
import sys
import time
from collections import Counter
from pathlib import Path
from typing import Any

from bench.rawhttp import Connection, encode_request

__all__ = ["main", "percentile"]


def percentile(sorted_values: list[float], q: float) -> float | None:
    """The q-quantile (0..1) of sorted values, nearest rank."""
    if not sorted_values:
        return None
    rank = min(len(sorted_values) - 1, max(0, round(q * len(sorted_values)) - 1))
    return sorted_values[rank]


def _requests(args: argparse.Namespace) -> list[bytes]:
    host = f"127.0.0.1:{args.port}"
    if args.bare:
        return [encode_request("GET", host, "/_bench/bare")]
    pairs = json.loads(Path(args.audit).read_text())
    return [
        encode_request(
            "POST", host, "/v1/audit", {"canonical_event_id": p}, {"X-API-Key": args.key}
        )
        for p in pairs
    ]


async def _client(
    port: int, reqs: Any, deadline: float, latencies: list[float], statuses: Counter[int]
) -> None:
    conn = Connection("127.0.0.1", port)
    try:
        while time.perf_counter() < deadline:
            started = time.perf_counter()
            answer = await conn.send(next(reqs))
            latencies.append(time.perf_counter() - started)
            statuses[answer.status] += 1
    finally:
        await conn.close()


async def _run(args: argparse.Namespace) -> dict[str, Any]:
    reqs = itertools.cycle(_requests(args))
    latencies: list[float] = []
    statuses: Counter[int] = Counter()
    started = time.perf_counter()
    deadline = started + args.seconds
    await asyncio.gather(
        *(_client(args.port, reqs, deadline, latencies, statuses) for _ in range(args.clients))
    )
    elapsed = time.perf_counter() - started
    ms = sorted(x * 1000 for x in latencies)
    return {
        "requests": len(ms),
        "ok": statuses.get(200, 0),
        "statuses": {str(k): v for k, v in sorted(statuses.items())},
        "seconds": elapsed,
        "throughput_rps": len(ms) / elapsed,
        "latency_ms": {
            "p50": percentile(ms, 0.50),
            "p90": percentile(ms, 0.90),
            "p99": percentile(ms, 0.99),
            "max": ms[-1] if ms else None,
        },
        "latencies_ms": ms if args.raw else None,
    }


def main(argv: list[str] | None = None) -> int:
    """Run the load for `--seconds` and print the summary as JSON."""
    parser = argparse.ArgumentParser(prog="python -m bench.b2_load")
    parser.add_argument("--port", type=int, required=True)
    parser.add_argument("--seconds", type=float, default=10)
    parser.add_argument("--clients", type=int, default=32)
    parser.add_argument("--bare", action="store_true", help="GET /_bench/bare")
    parser.add_argument("--audit", help="JSON file of pair_ids: POST /v1/audit by pair_id")
    parser.add_argument("--key", default="", help="API key for /v1/audit")
    parser.add_argument("--raw", action="store_true", help="include every latency")
    args = parser.parse_args(argv)
    if not args.bare and not args.audit:
        parser.error("give --bare or --audit")
    print(json.dumps(asyncio.run(_run(args))), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
