"""Load test: concurrent clients auditing through REST and MCP while the refresher runs.

    python -m tests.load [--clients 64] [--duration 30] [--base URL --key KEY --home DIR]

Without `--base` it starts its own venue simulator and `resaudit serve` (a throw-away data
home, the refresher cycling every second), issues a key and runs there. Each client loops
over a mix of audits: a pair_id, the same pair as two legs (with a notional, strict mode
or a No leg now and then), a bare event id (three verdicts), the MCP tool with a pair_id
or legs, and now and then (ON_DEMAND_SHARE) legs the service does not cover, which it
fetches from the venues and runs the engine on. Afterwards every verdict served must be in
the audit log under the `seq` and chain hash its response named, the chain must verify,
and no response may be a 5xx (or anything but 200: every request sent is valid). Exit
status 0 when all of that holds, 1 otherwise.

Then (without `--base`) pair_id audits alone are measured twice, with fresh snapshots and
with stale ones (the venues made to fail until the data is older than the service's
`stale_after_s`), and the two throughputs are printed with their ratio.
"""

from __future__ import annotations

import argparse
import asyncio
import itertools
import json
import random
import statistics
import sys
import tempfile
import time
from collections import Counter
from collections.abc import Iterator
from contextlib import ExitStack, contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import httpx

from bench.rawhttp import Connection
from pipeline.auditlog import SIDECAR_NAME, iter_records, verify

__all__ = [
    "LoadReport",
    "Served",
    "check_log",
    "main",
    "run_load",
    "running_service",
    "service_failures",
]

KINDS = ("rest_pair", "rest_legs", "rest_event", "mcp_pair", "mcp_legs", "rest_ondemand")
# Audits of legs the service does not cover are rare next to covered ones (they fetch two
# legs from the venues and run the engine): this share of the requests.
ON_DEMAND_SHARE = 0.01
P99_TARGET_MS = 250.0
# A shed audit (503 with Retry-After) is retried when it says for this long, as a patient
# client would; one still shed after it counts as a 5xx. A time, not a count: on a loaded
# 2-core machine the engine's queue may shed the same on-demand audit several times.
SHED_PATIENCE_S = 30.0
# A request whose connection was dropped before any answer came (reset or closed by the
# peer, refused, cut short) is sent again once on a new connection, as an HTTP client
# library's retry does; the second failure is a failure. Dropped connections are counted,
# and more than this share of the requests fails the run however the retries went: a
# server that drops connections is failing even if its clients get through.
DROPPED = (ConnectionError, asyncio.IncompleteReadError)
DROPPED_SHARE_MAX = 0.01
# With stale snapshots, pair_id audits must keep at least half the fresh throughput.
STALE_RATIO_TARGET = 0.5
MCP_HEADERS = {"Accept": "application/json, text/event-stream"}
# Generous: on a loaded 2-core machine an answer may take seconds; the run judges
# correctness (no 5xx, everything logged), and latency is printed, not asserted.
CLIENT_TIMEOUT_S = 60.0


@dataclass(frozen=True)
class Served:
    """One verdict a response carried: what the log must hold at that place."""

    audit_id: str
    seq: int
    hash: str


@dataclass
class LoadReport:
    """What the clients saw."""

    clients: int
    duration_s: float
    statuses: Counter[str] = field(default_factory=Counter)  # "<kind> <status>"
    latencies_ms: list[float] = field(default_factory=list)
    by_kind_ms: dict[str, list[float]] = field(default_factory=dict)
    served: list[Served] = field(default_factory=list)
    transport_errors: list[str] = field(default_factory=list)
    dropped: list[str] = field(default_factory=list)  # connections dropped, request retried
    shed: int = 0  # 503 with Retry-After, retried after the time it named
    cycles_during: int = 0

    @property
    def requests(self) -> int:
        """Requests that got an answer."""
        return sum(self.statuses.values())

    def count(self, predicate: Any) -> int:
        """Answers whose status satisfies `predicate(status)`."""
        return sum(n for k, n in self.statuses.items() if predicate(int(k.rsplit(" ", 1)[1])))

    @property
    def throughput(self) -> float:
        """Answers per second."""
        return self.requests / max(self.duration_s, 1e-9)

    def summary(self) -> str:
        """A few lines for a person."""
        lat = sorted(self.latencies_ms) or [0.0]
        p99 = _pct(lat, 0.99)
        kinds = ", ".join(
            f"{k} {_pct(sorted(v), 0.5):.0f}/{_pct(sorted(v), 0.99):.0f}"
            for k, v in sorted(self.by_kind_ms.items())
        )
        return "\n".join(
            [
                f"{self.clients} clients for {self.duration_s:.1f} s: {self.requests} requests "
                f"({self.throughput:.0f}/s), "
                f"{len(self.served)} verdicts served, {self.cycles_during} refresher cycles",
                f"latency ms: p50 {statistics.median(lat):.1f}, p95 {_pct(lat, 0.95):.1f}, "
                f"p99 {p99:.1f}, max {lat[-1]:.1f} "
                f"(p99 target <= {P99_TARGET_MS:.0f} ms: "
                f"{'met' if p99 <= P99_TARGET_MS else 'MISSED'})",
                f"latency ms by kind, p50/p99: {kinds}",
                "answers: " + ", ".join(f"{k}: {n}" for k, n in sorted(self.statuses.items())),
                f"transport errors: {len(self.transport_errors)}; connections dropped and "
                f"retried: {len(self.dropped)}; shed and retried after Retry-After: {self.shed}",
            ]
        )


def _pct(lat: list[float], p: float) -> float:
    return lat[min(len(lat) - 1, int(p * len(lat)))] if lat else 0.0


def _legs(pair: dict[str, Any]) -> dict[str, Any]:
    return {
        "market_a": {
            "venue": "venue_one",
            "market_id": pair["venue_one_market_id"],
            "outcome": "Yes",
        },
        "market_b": {
            "venue": "venue_two",
            "market_id": pair["venue_two_market_id"],
            "outcome": "Yes",
        },
    }


def _uncovered(covered: set[str]) -> tuple[list[str], list[str]]:
    """Demo markets of each venue that no covered pair names (fetched at audit time)."""
    from tests.conftest import DEMO

    one = [
        str(m["id"])
        for e in json.loads((DEMO / "venue_one" / "events.json").read_text())
        for m in e["markets"]
        if str(m["id"]) not in covered
    ]
    two = [
        str(m["ticker"])
        for m in json.loads((DEMO / "venue_two" / "markets.json").read_text())
        if str(m["ticker"]) not in covered
    ]
    return sorted(one), sorted(two)


ON_DEMAND_PAIRS = 4


def _on_demand(
    i: int, events: list[dict[str, Any]], uncovered: tuple[list[str], list[str]]
) -> dict[str, Any]:
    """The i-th on-demand pair of the mix: an uncovered venue_one leg against an uncovered
    venue_two leg (two fetches) or a covered one (one fetch), as a trader checks a position."""
    args = _legs(events[0]["pairs"][0])
    args["market_a"]["market_id"] = uncovered[0][i]
    if i % 2:
        args["market_b"]["market_id"] = uncovered[1][i]
    return args


def _kind(rng: random.Random) -> str:
    if rng.random() < ON_DEMAND_SHARE:
        return "rest_ondemand"
    return KINDS[rng.randrange(len(KINDS) - 1)]


def _request(
    kind: str,
    rng: random.Random,
    events: list[dict[str, Any]],
    uncovered: tuple[list[str], list[str]] = ([], []),
) -> dict[str, Any]:
    """The audit arguments for one request of `kind`."""
    event = rng.choice(events)
    pair = rng.choice(event["pairs"])
    if kind in ("rest_pair", "mcp_pair"):
        return {"canonical_event_id": pair["pair_id"]}
    if kind == "rest_event":
        return {"canonical_event_id": event["canonical_event_id"]}
    if kind == "rest_ondemand":
        return _on_demand(rng.randrange(ON_DEMAND_PAIRS), events, uncovered)
    args = _legs(pair)
    roll = rng.random()
    if roll < 0.2:
        args["notional_usd"] = rng.choice([10.0, 1_000.0, 1_000_000.0])
    elif roll < 0.3:
        args["mode"] = "strict"
    elif roll < 0.45:
        args[rng.choice(["market_a", "market_b"])]["outcome"] = "No"
    elif roll < 0.5:
        args["market_a"]["outcome"] = args["market_b"]["outcome"] = "No"
        args["notional_usd"] = 100.0
    return args


def _verdicts(body: dict[str, Any]) -> list[Served]:
    parts = body.get("pairs") or [body]
    return [Served(p["audit_id"], p["log"]["seq"], p["log"]["hash"]) for p in parts]


async def _one(
    conn: Connection, key: str, kind: str, args: dict[str, Any], rpc_id: int
) -> tuple[int, list[Served], float | None]:
    """(status, verdicts served, Retry-After of a shed REST audit)."""
    if kind.startswith("rest"):
        r = await conn.request("POST", "/v1/audit", args, {"X-API-Key": key})
        retry = r.headers.get("retry-after") if r.status == 503 else None
        served = _verdicts(r.json()) if r.status == 200 else []
        return r.status, served, None if retry is None else float(retry)
    status, served = await _mcp(conn, args, rpc_id)
    # MCP has no Retry-After: a shed call ("server busy") is retried like REST's 503 after 1 s.
    return status, served, 1.0 if status == 503 else None


async def _mcp(conn: Connection, args: dict[str, Any], rpc_id: int) -> tuple[int, list[Served]]:
    call = {
        "jsonrpc": "2.0",
        "id": rpc_id,
        "method": "tools/call",
        "params": {"name": "check_resolution_risk", "arguments": args},
    }
    r = await conn.request("POST", "/mcp", call, MCP_HEADERS)
    if r.status != 200:
        return r.status, []
    result = r.json().get("result") or {}
    if result.get("isError") or "structuredContent" not in result:
        # A tool error is the MCP channel's 4xx/5xx: report it under a status of its own.
        text = json.dumps(result)[:200]
        if "server busy" in text:  # the engine's bounded queue shed it: REST's 503
            return 503, []
        return (599 if "unavailable" in text or "unreachable" in text else 499), []
    return 200, _verdicts(result["structuredContent"])


async def run_load(
    base: str,
    key: str,
    *,
    clients: int = 64,
    duration_s: float = 30.0,
    min_cycles: int = 1,
    seed: int = 7,
    pair_ids_only: bool = False,
) -> LoadReport:
    """Run `clients` concurrent loops of mixed audits for `duration_s` seconds.

    The run goes on past `duration_s` (up to four times it) until the refresher has
    completed `min_cycles` cycles since the start, so the load always overlaps a cycle
    (`min_cycles=0`: no such wait). `pair_ids_only`: REST audits by pair_id alone, of
    events not yet settled.
    """
    async with httpx.AsyncClient(timeout=CLIENT_TIMEOUT_S) as client:
        events = (await client.get(f"{base}/v1/events", params={"include_settled": "true"})).json()
        events = [e for e in events if e.get("pairs")]
        covered = {
            m
            for e in events
            for p in e["pairs"]
            for m in (p["venue_one_market_id"], p["venue_two_market_id"])
        }
        uncovered = _uncovered(covered)
        if not pair_ids_only:
            await _warm_up(client, base, key, uncovered, events)
        if pair_ids_only:
            # Settled pairs never go stale (their results are final): the moving ones.
            events = [e for e in events if not e.get("settled")] or events
        cycles_before = await _cycles(client, base)
        report = LoadReport(clients, duration_s)
        ids = itertools.count(1)
        started = time.monotonic()
        stop, hard_stop = started + duration_s, started + 4 * duration_s

        def done() -> bool:
            now = time.monotonic()
            return now >= hard_stop or (now >= stop and report.cycles_during >= min_cycles)

        async def watch_cycles() -> None:
            while not done():
                report.cycles_during = await _cycles(client, base) - cycles_before
                await asyncio.sleep(0.5)

        url = httpx.URL(base)
        host, port = url.host, url.port or 80

        async def loop(n: int) -> None:
            rng = random.Random(seed * 1000 + n)
            # Each client is one keep-alive connection spoken to in raw HTTP/1.1: a client
            # library's CPU per request would be taken from the server on a 2-core machine.
            conn = Connection(host, port, timeout_s=CLIENT_TIMEOUT_S)

            async def send(
                kind: str, args: dict[str, Any]
            ) -> tuple[int, list[Served], float | None]:
                try:
                    return await _one(conn, key, kind, args, next(ids))
                except DROPPED as exc:
                    report.dropped.append(f"{kind}: {type(exc).__name__}: {exc}")
                    return await _one(conn, key, kind, args, next(ids))

            try:
                while not done():
                    kind = "rest_pair" if pair_ids_only else _kind(rng)
                    args = _request(kind, rng, events, uncovered)
                    t0 = time.monotonic()
                    try:
                        status, served, retry = await send(kind, args)
                        # A shed audit (503 with Retry-After) is retried when it says, as a
                        # client should; its latency runs until the answer that ends it.
                        while retry is not None and time.monotonic() - t0 < SHED_PATIENCE_S:
                            report.shed += 1
                            await asyncio.sleep(retry)
                            status, served, retry = await send(kind, args)
                    except (OSError, asyncio.IncompleteReadError, TimeoutError) as exc:
                        report.transport_errors.append(f"{kind}: {type(exc).__name__}: {exc}")
                        continue
                    took_ms = (time.monotonic() - t0) * 1000
                    report.latencies_ms.append(took_ms)
                    report.by_kind_ms.setdefault(kind, []).append(took_ms)
                    report.statuses[f"{kind} {status}"] += 1
                    report.served.extend(served)
            finally:
                await conn.close()

        await asyncio.gather(watch_cycles(), *(loop(n) for n in range(clients)))
        report.duration_s = time.monotonic() - started
        report.cycles_during = await _cycles(client, base) - cycles_before
    return report


async def _warm_up(
    client: httpx.AsyncClient,
    base: str,
    key: str,
    uncovered: tuple[list[str], list[str]],
    events: list[dict[str, Any]],
) -> None:
    """Audit each on-demand pair of the mix once before the clock starts, and say how long
    each took: the first audit of a rule text the service has never read pays for reading
    it (the steady state the run measures reads it no more)."""
    took = []
    for i in range(ON_DEMAND_PAIRS):
        args = _on_demand(i, events, uncovered)
        t0 = time.monotonic()
        r = await client.post(f"{base}/v1/audit", json=args, headers={"X-API-Key": key})
        while r.status_code == 503 and "Retry-After" in r.headers:
            await asyncio.sleep(float(r.headers["Retry-After"]))
            r = await client.post(f"{base}/v1/audit", json=args, headers={"X-API-Key": key})
        took.append(f"{(time.monotonic() - t0) * 1000:.0f} ms ({r.status_code})")
    print("on-demand warm-up (first audit of each pair): " + ", ".join(took), flush=True)


async def _cycles(client: httpx.AsyncClient, base: str) -> int:
    health = (await client.get(f"{base}/v1/health")).json()
    return int(health["refresher"]["cycle_count"])


def check_log(report: LoadReport, audit_dir: Path) -> list[str]:
    """Everything wrong with the run: non-200 answers, errors, unlogged verdicts, the chain."""
    problems: list[str] = []
    server_errors = report.count(lambda s: s >= 500)
    if server_errors:
        problems.append(f"{server_errors} 5xx answers (or MCP tool errors of that kind)")
    other = report.count(lambda s: s != 200 and s < 500)
    if other:
        problems.append(f"{other} answers other than 200 to valid requests")
    if report.transport_errors:
        problems.append(
            f"{len(report.transport_errors)} transport errors, e.g. {report.transport_errors[0]}"
        )
    if len(report.dropped) > DROPPED_SHARE_MAX * max(report.requests, 1):
        problems.append(
            f"{len(report.dropped)} requests' connections dropped (retried), over "
            f"{DROPPED_SHARE_MAX:.0%} of {report.requests}, e.g. {report.dropped[0]}"
        )
    by_id = {rec["audit_id"]: rec["seq"] for rec in iter_records(audit_dir)}
    hashes: dict[int, str] = {}
    with (audit_dir / SIDECAR_NAME).open() as sidecar:
        for line in sidecar:
            seq, hex_ = line.split()
            hashes[int(seq)] = hex_
    unlogged = [s for s in report.served if by_id.get(s.audit_id) != s.seq]
    if unlogged:
        problems.append(
            f"{len(unlogged)} served verdicts not in the log at their seq, e.g. {unlogged[0]}"
        )
    wrong_hash = [s for s in report.served if hashes.get(s.seq) != s.hash]
    if wrong_hash:
        problems.append(f"{len(wrong_hash)} served log hashes differ from the chain")
    if len({s.seq for s in report.served}) != len(report.served):
        problems.append("two served verdicts share a seq")
    result = verify(audit_dir)
    if not result.ok:
        problems.append(f"audit log does not verify: {result.message}")
    return problems


def service_failures(home: Path) -> list[str]:
    """Lines of the started service's log (`<home>/service.log`) that start a traceback: an
    exception the server did not answer as it means to (a shed audit's 503 is logged as an
    ERROR record without one). A dropped connection retried by a client is judged here too:
    a server that failed while answering says so in its log."""
    log = home / "service.log"
    if not log.is_file():
        return []
    return [
        line
        for line in log.read_text(errors="replace").splitlines()
        if line.startswith("Traceback")
    ]


@contextmanager
def running_service(
    home: Path, sim_url: str | None = None, **settings: object
) -> Iterator[tuple[str, str, str]]:
    """`resaudit serve` (and a simulator unless given one) with a fresh key, first cycle
    done: (service URL, key, simulator URL)."""
    from tests.conftest import HTTP, resaudit, service_process, simulator_process, wait_until

    out = resaudit("keys", "issue", "--name", "loadtest", env={"RESAUDIT_HOME": str(home)})
    if out.returncode != 0:
        raise RuntimeError(f"keys issue failed: {out.stderr}")
    defaults: dict[str, object] = {
        "refresh_interval_s": 1,
        "rate_limit_per_min": 10_000_000,
        "mcp_keyless_rate_limit_per_min": 10_000_000,  # the load is one address
    }
    with ExitStack() as stack:
        sim = sim_url or stack.enter_context(simulator_process())
        base = stack.enter_context(service_process(sim, home, **{**defaults, **settings}))

        def ready() -> bool:
            h = HTTP.get(f"{base}/v1/health", timeout=10)
            return h.status_code == 200 and int(h.json()["refresher"]["cycle_count"]) >= 1

        wait_until(ready, timeout=180, what="first refresher cycle")
        yield base, out.stdout.strip(), sim


def main(argv: list[str] | None = None) -> int:
    """Entry point of `python -m tests.load` (and `just loadtest`)."""
    parser = argparse.ArgumentParser(prog="python -m tests.load", description=__doc__)
    parser.add_argument("--clients", type=int, default=64)
    parser.add_argument("--duration", type=float, default=30.0, help="seconds")
    parser.add_argument("--base", help="a running service (default: start one)")
    parser.add_argument("--key", help="an API key for --base")
    parser.add_argument("--home", type=Path, help="the data home of --base (to check its log)")
    parser.add_argument(
        "--refresh-interval",
        type=float,
        default=1.0,
        help="seconds between the started service's refresher cycles (default 1: the "
        "refresher is always at work; a deployment's default is 60)",
    )
    parser.add_argument(
        "--stale-duration",
        type=float,
        default=5.0,
        help="seconds of pair_id audits with fresh and then with stale snapshots, "
        "after the mixed run (0: skip; not with --base)",
    )
    args = parser.parse_args(argv)
    with ExitStack() as stack:
        sim = None
        if args.base:
            if not (args.key and args.home):
                parser.error("--base needs --key and --home")
            base, key, home = args.base.rstrip("/"), args.key, args.home
        else:
            home = Path(stack.enter_context(tempfile.TemporaryDirectory())) / "home"
            base, key, sim = stack.enter_context(
                running_service(
                    home,
                    stale_after_s=STALE_AFTER_S,
                    degraded_after_s=15,
                    refresh_interval_s=args.refresh_interval,
                )
            )
        report = asyncio.run(run_load(base, key, clients=args.clients, duration_s=args.duration))
        problems = check_log(report, home / "audit")
        if sim is not None:  # a service of our own: its log is ours to read
            problems += [f"service log: {line}" for line in service_failures(home)[:5]]
        if report.cycles_during < 1:
            problems.append("the refresher completed no cycle during the run")
        print(report.summary())
        if sim is not None and args.stale_duration > 0:
            problems += _fresh_against_stale(base, key, sim, home, args.stale_duration)
    for problem in problems:
        print(f"FAIL: {problem}")
    print("OK: no 5xx, every served verdict logged, chain intact" if not problems else "")
    return 1 if problems else 0


# The service `main` starts judges data stale after this long, so the stale phase is reached
# by making the venues fail for a few seconds rather than waiting the default 300 s.
STALE_AFTER_S = 30.0
STALE_CLIENTS = 16


def _fresh_against_stale(base: str, key: str, sim: str, home: Path, duration_s: float) -> list[str]:
    """pair_id throughput with fresh snapshots, then with stale ones; problems found."""

    def pair_ids() -> LoadReport:
        return asyncio.run(
            run_load(
                base,
                key,
                clients=STALE_CLIENTS,
                duration_s=duration_s,
                min_cycles=0,
                pair_ids_only=True,
            )
        )

    fresh = pair_ids()
    httpx.post(f"{sim}/_sim/faults", json={"venue": "all", "status": 503}, timeout=10)
    faulted = time.monotonic()
    try:
        # No fetch succeeds from now on: once the threshold (and a venue request's
        # timeout) has passed, every leg not yet final is stale.
        from tests.conftest import HTTP, wait_until

        def stale() -> bool:
            health = HTTP.get(f"{base}/v1/health", timeout=10).json()
            return health["status"] == "stale" and time.monotonic() - faulted > STALE_AFTER_S + 12

        wait_until(stale, timeout=180, what="stale snapshots")
        old = pair_ids()
    finally:
        httpx.delete(f"{sim}/_sim/faults", timeout=10)
    ratio = old.throughput / max(fresh.throughput, 1e-9)
    print(
        f"pair_id audits, {STALE_CLIENTS} clients, {duration_s:.0f} s each: "
        f"fresh {fresh.throughput:.0f}/s (p99 {_pct(sorted(fresh.latencies_ms), 0.99):.1f} ms), "
        f"stale {old.throughput:.0f}/s (p99 {_pct(sorted(old.latencies_ms), 0.99):.1f} ms): "
        f"stale/fresh {ratio:.2f} (target >= {STALE_RATIO_TARGET}: "
        f"{'met' if ratio >= STALE_RATIO_TARGET else 'MISSED'})"
    )
    problems = check_log(fresh, home / "audit") + check_log(old, home / "audit")
    logged = {r["audit_id"]: r for r in iter_records(home / "audit")}
    said_stale = sum(1 for v in old.served if logged.get(v.audit_id, {}).get("stale") is True)
    if not old.served or said_stale != len(old.served):
        problems.append(
            f"{len(old.served) - said_stale} of {len(old.served)} audits while the snapshots "
            "were stale were not answered stale"
        )
    return problems


if __name__ == "__main__":
    sys.exit(main())
