"""B2's server process: the real app on uvicorn, plus a bare JSON endpoint for the run only.

`python -m bench.b2_server --home DIR --port P` starts the venue simulator over the demo
data in a thread (the refresher's one cycle reads it), builds the production app with
`create_app(settings)` and adds `GET /_bench/bare` to that same app, so both endpoints
share the server, its middleware and its event loop. The bare endpoint exists only in
this process; the production app never has it. An API key is issued into DIR and
printed, with the port, as one JSON line once the server listens. `--rulesets DIR` serves
another rulesets directory (B5's end-to-end audits: an older ruleset current), `--venues
URL` a simulator already running in a process of its own instead of one in a thread.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

import uvicorn

from pipeline.keys import KeyStore
from pipeline.settings import Settings
from pipeline.venues.simulator import start_background
from serve.app import create_app

__all__ = ["main"]

ROOT = Path(__file__).resolve().parents[1]


class _Server(uvicorn.Server):
    def __init__(self, config: uvicorn.Config, key: str) -> None:
        super().__init__(config)
        self.key = key

    async def startup(self, sockets: list[object] | None = None) -> None:  # type: ignore[override]
        await super().startup(sockets=sockets)  # type: ignore[arg-type]
        port = self.servers[0].sockets[0].getsockname()[1]
        print(json.dumps({"port": port, "key": self.key}), flush=True)


def main(argv: list[str] | None = None) -> int:
    """Serve until SIGTERM; the lifespan then closes the audit log cleanly."""
    parser = argparse.ArgumentParser(prog="python -m bench.b2_server")
    parser.add_argument("--home", type=Path, required=True)
    parser.add_argument("--port", type=int, default=0)
    # B5's end-to-end audits cover an older ruleset, so the newer one's pairs are uncovered.
    parser.add_argument("--rulesets", type=Path, default=ROOT / "rulesets")
    # A simulator of its own process (B5's end-to-end audits time the venue fetch: one in
    # this process's thread would share its interpreter lock with the server it answers).
    parser.add_argument("--venues", help="base URL of a running simulator")
    args = parser.parse_args(argv)
    sim = None if args.venues else start_background(ROOT / "data" / "demo")
    venues = args.venues or sim.url  # type: ignore[union-attr]
    settings = Settings(
        home=args.home,
        rulesets_dir=args.rulesets,
        venue_one_url=f"{venues}/venue_one",
        venue_one_book_url=f"{venues}/venue_one",
        venue_two_url=f"{venues}/venue_two",
        refresh_interval_s=3600,  # one cycle at start-up, none during the load
        stale_after_s=3600,
        degraded_after_s=3600,
        rate_limit_per_min=10**9,  # the load is one key; limiting it is not what B2 measures
        max_in_flight=1024,
    )
    args.home.mkdir(parents=True, exist_ok=True)
    key = KeyStore(settings.keys_path).issue("bench").key
    app = create_app(settings)

    @app.get("/_bench/bare")
    async def bare() -> dict[str, object]:
        return {"ok": True, "service": "resaudit", "bench": "bare"}

    config = uvicorn.Config(
        app, host="127.0.0.1", port=args.port, log_level="warning", access_log=False
    )
    _Server(config, key).run()
    if sim is not None:
        sim.stop()
    return 0


if __name__ == "__main__":
    sys.exit(main())
