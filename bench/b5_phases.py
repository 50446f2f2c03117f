"""B5 end to end, phase by phase: where an on-demand audit of two uncovered legs spends its time.

`python -m bench.b5_phases N` runs `bench.b5_endtoend`'s audits (N timed pairs through a real
`serve` over the simulator in a process of its own) with the server started by this
module (`--serve`): the same `bench.b2_server`, with the audit path's functions wrapped
in timers. Each timer records (start, seconds) per call; a call is counted for the audit
whose `audit_answer` window holds it (one request at a time, and the refresher's one
cycle is over before the first audit, so nothing else runs then). Printed: the client's
p50 of each run (back to back, then paced) and, per phase, the p50 over its timed audits
(each run's first, untimed pair pays a one-off set-up) of the summed seconds of its calls
in one audit.

Phases nest (`engine, queued` holds the wait for the engine's executor and `engine`;
`engine` holds `read legs` and `compare`; `read legs` holds `resolve` and `templates`,
which holds `extract`; `fetch` holds `normalize`; `shape and log` holds `shape` and the
audit log's write): each is the wall time inside its function, waits for the interpreter
lock included, and p50s of nested phases need not add up. A profiling aid: timing
wrappers cost a few microseconds a call, and the figure of record stays `bench.b5_endtoend`'s.
"""

from __future__ import annotations

import functools
import inspect
import json
import os
import statistics
import sys
import threading
import time
from collections.abc import Callable
from typing import Any

__all__ = ["main"]

_RECORDS: list[tuple[str, float, float]] = []
_LOCK = threading.Lock()
_OUT_ENV = "RESAUDIT_B5_PHASES_OUT"
_AUDIT = "audit (server)"
_REQUESTS = "venue requests"


def _dump() -> None:
    # After each audit: uvicorn re-raises SIGTERM once it has shut down, so nothing runs
    # after the server returns.
    with open(os.environ[_OUT_ENV], "w") as out:
        json.dump(_RECORDS, out)


def _timed(label: str, fn: Callable[..., Any]) -> Callable[..., Any]:
    """`fn` recording (label, start, seconds) of each call."""
    if inspect.iscoroutinefunction(fn):

        @functools.wraps(fn)
        async def run_async(*args: Any, **kwargs: Any) -> Any:
            t0 = time.perf_counter()
            try:
                return await fn(*args, **kwargs)
            finally:
                with _LOCK:
                    _RECORDS.append((label, t0, time.perf_counter() - t0))
                    if label == _AUDIT:
                        _dump()

        return run_async

    @functools.wraps(fn)
    def run(*args: Any, **kwargs: Any) -> Any:
        t0 = time.perf_counter()
        try:
            return fn(*args, **kwargs)
        finally:
            with _LOCK:
                _RECORDS.append((label, t0, time.perf_counter() - t0))

    return run


# (module, attribute, phase): each name as the caller looks it up.
_PHASES = (
    ("serve.service", "audit_answer", _AUDIT),
    ("serve.service", "fetch_within", "fetch"),
    ("pipeline.venues.http", "VenueHTTP._request", _REQUESTS),
    ("pipeline.ondemand", "normalize_rows", "normalize"),
    ("serve.limits", "EngineGate.run", "engine, queued"),
    ("pipeline.auditor", "Auditor.answer", "engine"),
    ("pipeline.auditor", "read_legs", "read legs"),
    ("pipeline.legs", "LegResolver.resolve", "resolve"),
    ("pipeline.precompute", "extract_by_template", "templates"),
    ("pipeline.rules.templates", "extract_rules", "extract"),
    ("pipeline.precompute", "extract_rules", "extract"),
    ("pipeline.auditor", "with_knockout", "knockout"),
    ("pipeline.auditor", "audit_requests", "compare"),
    ("serve.service", "audit_bodies", "shape"),
    ("serve.service", "_shaped", "shape and log"),
)


def _install() -> None:
    import importlib

    for module, attribute, label in _PHASES:
        mod = importlib.import_module(module)
        owner: Any = mod
        *path, name = attribute.split(".")
        for part in path:
            owner = getattr(owner, part)
        if hasattr(owner, name):
            setattr(owner, name, _timed(label, getattr(owner, name)))


def _serve(argv: list[str]) -> int:
    """The B2 server with the phases timed; the records go to $RESAUDIT_B5_PHASES_OUT."""
    from bench import b2_server

    _install()
    return b2_server.main(argv)


def _per_audit(records: list[tuple[str, float, float]]) -> list[dict[str, float]]:
    """Per audit (in order), the seconds of each phase's calls inside its window (and,
    under `<phase> calls`, how many there were)."""
    windows = sorted((t0, t0 + s) for label, t0, s in records if label == _AUDIT)
    audits: list[dict[str, float]] = [{} for _ in windows]
    for label, t0, s in records:
        for i, (start, end) in enumerate(windows):
            if start <= t0 <= end:
                audits[i][label] = audits[i].get(label, 0.0) + s
                audits[i][f"{label} calls"] = audits[i].get(f"{label} calls", 0.0) + 1
                break
    return audits


def main(argv: list[str] | None = None) -> int:
    """`python -m bench.b5_phases N`: the phase table of N timed on-demand audits."""
    args = list(sys.argv[1:] if argv is None else argv)
    if args and args[0] == "--serve":
        return _serve(args[1:])
    import tempfile

    from bench import b5_endtoend

    n = int(args[0]) if args else 20
    with tempfile.TemporaryDirectory(prefix="resaudit-b5phases-") as tmp:
        out = os.path.join(tmp, "records.json")
        os.environ[_OUT_ENV] = out
        b5_endtoend.SERVER = ["-m", "bench.b5_phases", "--serve"]
        report = b5_endtoend.end_to_end(n, per_kind=1)
        with open(out) as f:
            records = [tuple(r) for r in json.load(f)]
    audits = _per_audit(records)
    # Each run's first pair untimed, as in the bench: back to back, then paced.
    runs = {
        "back to back": audits[1 : n + 1],
        f"paced ({b5_endtoend.PACE_S:g} s)": audits[n + 2 : 2 * n + 2],
    }
    labels = list(dict.fromkeys(label for _, label in ((m, p) for m, _, p in _PHASES)))
    for run, timed in runs.items():
        figures = report["back_to_back"] if run == "back to back" else report["paced"]
        print(
            f"{run}: client p50 {figures['p50_ms']:.1f} ms, p95 {figures['p95_ms']:.1f} ms "
            f"({n} pairs)"
        )
        for label in labels:
            values = [a.get(label, 0.0) * 1000 for a in timed]
            line = f"  {label:16s} p50 {statistics.median(values):7.1f} ms"
            if label == _REQUESTS:  # each request's own wait for its budget included
                calls = statistics.mean(a.get(f"{label} calls", 0.0) for a in timed)
                line += f"  ({calls:.2f} requests an audit, both legs)"
            print(line)
    return 0


if __name__ == "__main__":
    sys.exit(main())
