"""The venue simulator: a real HTTP server over a recorded-data directory (docs/DESIGN.md §4).

`{sim}/venue_one/...` mirrors Polymarket Gamma and CLOB, `{sim}/venue_two/...` Kalshi
trade-api v2, with their paths, filters, pagination, quirks and error bodies. Control routes
under `{sim}/_sim/` inject faults and patch recorded markets in memory (never served by the
audit service itself):

- `POST /_sim/faults` (body: venue, status, rate, latency_ms, malformed, retry_after, count,
  path), `GET /_sim/faults`, `DELETE /_sim/faults`;
- `PATCH /_sim/{venue}/markets/{market_id}` shallow-merges the JSON body into a market;
- `POST /_sim/reset` reloads the data from disk and clears the faults; `GET /_sim/health`;
- with budgets on (`--budgets`), both venues' published request budgets apply
  (`pipeline.venues.sim_budget`): `GET /_sim/budget` says what they did,
  `DELETE /_sim/budget` starts them afresh.

Besides the files of docs/DESIGN.md §4, an optional `venue_two/milestones.json` (array of
Kalshi milestones) is served with `GET /venue_two/events?with_milestones=true`.

Run it with `python -m pipeline.venues.simulator --port 0 --data DIR`; it prints
`venue simulator on http://HOST:PORT` once listening.
"""

from __future__ import annotations

import argparse
import socket
import sys
import threading
import time
from dataclasses import dataclass
from pathlib import Path

import uvicorn
from starlette.applications import Starlette
from starlette.exceptions import HTTPException
from starlette.middleware import Middleware
from starlette.requests import Request
from starlette.responses import JSONResponse, Response
from starlette.routing import Mount, Route

from pipeline.resources import demo_data_dir
from pipeline.venues import sim_venue_one, sim_venue_two
from pipeline.venues.sim_budget import BudgetMiddleware, Budgets
from pipeline.venues.sim_faults import FaultMiddleware, FaultRegistry, parse_fault
from pipeline.venues.sim_store import SimStore, load_store

__all__ = [
    "BUDGETS_HELP",
    "BackgroundSimulator",
    "build_app",
    "main",
    "run",
    "server",
    "start_background",
]


def _store(request: Request) -> SimStore:
    store: SimStore = request.app.state.store
    return store


def _faults(request: Request) -> FaultRegistry:
    registry: FaultRegistry = request.app.state.faults
    return registry


def _error(status: int, message: str) -> JSONResponse:
    return JSONResponse({"error": message}, status_code=status)


async def _json_body(request: Request) -> object:
    try:
        return await request.json()
    except ValueError:
        return None


async def faults_endpoint(request: Request) -> Response:
    """GET lists, POST installs (replacing one with the same venue and path), DELETE clears."""
    registry = _faults(request)
    if request.method == "DELETE":
        registry.clear()
    elif request.method == "POST":
        try:
            fault = parse_fault(await _json_body(request))
        except ValueError as exc:
            return _error(400, str(exc))
        registry.add(fault)
        return JSONResponse({"fault": fault.to_json()})
    return JSONResponse({"faults": [f.to_json() for f in registry.active()]})


async def patch_market(request: Request) -> Response:
    """Merge the body into a recorded market (venue_one by Gamma id, venue_two by ticker)."""
    venue, market_id = request.path_params["venue"], request.path_params["market_id"]
    changes = await _json_body(request)
    if venue not in ("venue_one", "venue_two"):
        return _error(404, f"unknown venue {venue!r}")
    if not isinstance(changes, dict):
        return _error(400, "body must be a JSON object")
    store = _store(request)
    if venue == "venue_one":
        merged = store.patch_v1_market(market_id, changes)
    else:
        merged = store.patch_v2_market(market_id, changes)
    if merged is None:
        return _error(404, f"unknown {venue} market {market_id!r}")
    return JSONResponse(merged)


async def reset(request: Request) -> Response:
    """Reload the recorded data from disk and clear every fault."""
    request.app.state.store = load_store(_store(request).data_dir)
    _faults(request).clear()
    return JSONResponse({"reset": True})


async def budget_endpoint(request: Request) -> Response:
    """GET: what the budgets did (404 when they are off); DELETE: start them afresh."""
    budgets: Budgets | None = request.app.state.budgets
    if budgets is None:
        return _error(404, "budgets are off (start the simulator with --budgets)")
    if request.method == "DELETE":
        budgets.reset()
    return JSONResponse(budgets.state.as_dict())


async def health(request: Request) -> Response:
    """What is loaded: a cheap readiness probe."""
    store = _store(request)
    return JSONResponse(
        {
            "ok": True,
            "data_dir": str(store.data_dir),
            "venue_one": {"events": len(store.v1_events), "markets": len(store.v1_market_rows)},
            "venue_two": {"events": len(store.v2_events), "markets": len(store.v2_markets)},
        }
    )


async def http_error(request: Request, exc: Exception) -> Response:
    """Unknown paths and wrong methods, as JSON in the shape of the venue asked."""
    status = exc.status_code if isinstance(exc, HTTPException) else 500
    message = "not found" if status == 404 else str(getattr(exc, "detail", "error")).lower()
    path = request.url.path
    if path.startswith("/venue_one/"):
        return JSONResponse({"type": f"{message} error", "error": message}, status_code=status)
    if path.startswith("/venue_two/"):
        code = message.replace(" ", "_")
        body = {"error": {"code": code, "message": message, "details": None}}
        return JSONResponse(body, status_code=status)
    return _error(status, message)


def build_app(data_dir: Path, *, budgets: bool = False) -> Starlette:
    """The simulator's ASGI app over a recorded-data directory, loaded into memory now.

    With `budgets`, the venues' published request budgets apply to the venue routes.
    """
    store = load_store(Path(data_dir))
    registry = FaultRegistry()
    limits = Budgets() if budgets else None
    middleware = [Middleware(FaultMiddleware, registry=registry)]
    if limits is not None:
        # Outermost: a request over budget is refused or held before any fault applies.
        middleware.append(Middleware(BudgetMiddleware, budgets=limits))
    app = Starlette(
        routes=[
            Mount("/venue_one", routes=sim_venue_one.routes()),
            Mount("/venue_two", routes=sim_venue_two.routes()),
            Route("/_sim/faults", faults_endpoint, methods=["GET", "POST", "DELETE"]),
            Route("/_sim/reset", reset, methods=["POST"]),
            Route("/_sim/health", health, methods=["GET"]),
            Route("/_sim/budget", budget_endpoint, methods=["GET", "DELETE"]),
            Route("/_sim/{venue}/markets/{market_id}", patch_market, methods=["PATCH"]),
        ],
        middleware=middleware,
        exception_handlers={HTTPException: http_error},
    )
    app.state.store = store
    app.state.faults = registry
    app.state.budgets = limits
    return app


BUDGETS_HELP = (
    "enforce the venues' published request budgets: venue_one's 10 s windows delay "
    "requests over a limit, venue_two's token bucket (about 20 reads/s) answers 429 "
    "without Retry-After; GET /_sim/budget reports what they did"
)


def _url(host: str, port: int) -> str:
    return f"http://[{host}]:{port}" if ":" in host else f"http://{host}:{port}"


class _Server(uvicorn.Server):
    """A uvicorn server that knows its real port (port 0) once it listens."""

    def __init__(self, config: uvicorn.Config, announce: bool) -> None:
        super().__init__(config)
        self.announce = announce
        self.url = ""
        self.listening = threading.Event()

    async def startup(self, sockets: list[socket.socket] | None = None) -> None:
        await super().startup(sockets=sockets)
        if not self.started:
            return
        port = self.servers[0].sockets[0].getsockname()[1]
        self.url = _url(self.config.host, port)
        if self.announce:
            print(f"venue simulator on {self.url}", flush=True)
        self.listening.set()


def server(
    host: str, port: int, data_dir: Path, *, announce: bool, budgets: bool = False
) -> uvicorn.Server:
    """A uvicorn server for the simulator over `data_dir`, not yet running.

    Port 0 picks a free port; with `announce` it prints `venue simulator on URL` once
    listening; with `budgets` the venues' request budgets apply. The data is loaded now,
    so a missing or malformed folder fails here.
    """
    config = uvicorn.Config(
        build_app(data_dir, budgets=budgets),
        host=host,
        port=port,
        log_level="warning",
        access_log=False,
        # A latency fault can hold a request for 30 s; on a stop signal the requests in
        # flight get 1 s, then are cut (uvicorn's default waits for them however long).
        timeout_graceful_shutdown=1,
    )
    return _Server(config, announce)


def run(host: str, port: int, data_dir: Path, *, budgets: bool = False) -> None:
    """Serve until interrupted; port 0 picks a free port. Prints the URL once listening."""
    server(host, port, data_dir, announce=True, budgets=budgets).run()


@dataclass
class BackgroundSimulator:
    """A simulator serving from a daemon thread (for `serve --demo` and tests)."""

    url: str
    server: uvicorn.Server
    thread: threading.Thread

    def stop(self, timeout: float = 5.0) -> None:
        """Ask the server to exit and wait for its thread."""
        self.server.should_exit = True
        self.thread.join(timeout)


def start_background(
    data_dir: Path,
    host: str = "127.0.0.1",
    port: int = 0,
    timeout: float = 10.0,
    *,
    budgets: bool = False,
) -> BackgroundSimulator:
    """Start a simulator in a thread and return once it listens (its `url` has the real port)."""
    sim = server(host, port, data_dir, announce=False, budgets=budgets)
    assert isinstance(sim, _Server)
    thread = threading.Thread(target=sim.run, name="venue-simulator", daemon=True)
    thread.start()
    deadline = time.monotonic() + timeout
    # A server that cannot bind ends its thread at once (uvicorn logs why): say so then,
    # instead of waiting out the whole timeout.
    while not sim.listening.wait(0.05):
        if not thread.is_alive():
            raise RuntimeError(f"venue simulator on {host}:{port} exited before listening")
        if time.monotonic() > deadline:
            sim.should_exit = True
            raise RuntimeError(f"venue simulator did not start within {timeout} s")
    return BackgroundSimulator(url=sim.url, server=sim, thread=thread)


def main(argv: list[str] | None = None) -> int:
    """`python -m pipeline.venues.simulator --port P --data DIR [--host H]`."""
    parser = argparse.ArgumentParser(
        prog="python -m pipeline.venues.simulator", description="Serve recorded venue data."
    )
    parser.add_argument("--port", type=int, required=True, help="port (0 = pick a free one)")
    parser.add_argument(
        "--data", type=Path, default=demo_data_dir(), help="recorded data (default: the demo's)"
    )
    parser.add_argument("--host", default="127.0.0.1", help="interface to bind")
    parser.add_argument("--budgets", action="store_true", help=BUDGETS_HELP)
    args = parser.parse_args(argv)
    if not args.data.is_dir():
        parser.error(f"--data {args.data}: not a directory")
    run(args.host, args.port, args.data, budgets=args.budgets)
    return 0


if __name__ == "__main__":
    sys.exit(main())
