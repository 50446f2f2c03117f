"""The `resaudit` command line: each subcommand is a thin call into pipeline/ or serve/."""

from __future__ import annotations

import argparse
import json
import logging
import sys
import threading
import time
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from datetime import date
from pathlib import Path
from typing import TYPE_CHECKING, Any

from pipeline.errors import ResauditError
from pipeline.settings import Settings

if TYPE_CHECKING:
    from serve.process import StopSignals

__all__ = ["main"]

Handler = Callable[[argparse.Namespace, Settings], int]


def _cmd_simulate(args: argparse.Namespace, settings: Settings) -> int:
    from pipeline.venues import simulator
    from serve.process import StopRequested, StopSignals, serve_until_stopped

    data = Path(args.data) if args.data else settings.demo_data
    if not data.is_dir():
        print(f"resaudit: error: recorded-data directory not found: {data}", file=sys.stderr)
        return 1
    with StopSignals() as signals:
        try:
            try:
                server = simulator.server(
                    args.host, args.port, data, announce=True, budgets=args.budgets
                )
            except (OSError, ValueError) as exc:  # a folder without the recorded files
                print(f"resaudit: error: cannot load recorded data {data}: {exc}", file=sys.stderr)
                return 1
            code = serve_until_stopped(server, signals)
        except StopRequested:
            code = 0
    return _stopped(signals, "venue simulator", code)


def _cmd_expand(args: argparse.Namespace, settings: Settings) -> int:
    from pipeline.expand import expand, report_path

    try:
        cutoff = date.fromisoformat(args.cutoff)
    except ValueError:
        print(f"resaudit: error: --cutoff must be YYYY-MM-DD, not {args.cutoff!r}", file=sys.stderr)
        return 2
    report = expand(settings, cutoff=cutoff, max_events=args.max_events)
    rs = report.ruleset
    print(
        f"added {report.added} events; ruleset now covers {len(rs.events)} events, "
        f"{rs.pair_count} pairs, cutoff {rs.cutoff}",
        file=sys.stderr,
    )
    unmatched = report.report["unmatched"]
    print(
        f"{len(unmatched)} listing(s) not paired "
        f"({', '.join(f'{k} {v}' for k, v in report.report['by_reason'].items()) or 'none'}); "
        f"report: {report_path(settings.rulesets_dir, rs.sha)}",
        file=sys.stderr,
    )
    for row in unmatched:
        print(
            f"  {row['reason']}: {row['venue']} {row['event_id']} {row['competition']} "
            f"{row['kickoff_utc']} {row['event_title']!r}: {row['detail']}",
            file=sys.stderr,
        )
    if args.json:
        print(json.dumps(report.report, indent=2, ensure_ascii=False))
    else:
        print(rs.sha)
    return 0


def _cmd_teams_refresh(args: argparse.Namespace, settings: Settings) -> int:
    import asyncio

    from pipeline.expand import discover
    from pipeline.rulesets import load_table
    from pipeline.teams_refresh import dump_table, propose, table_diff
    from pipeline.venues.venue_one import VenueOneClient

    competitions = load_table(settings.rulesets_dir, "competitions")
    teams = load_table(settings.rulesets_dir, "teams")

    async def venue_teams() -> list[dict[str, object]]:
        async with VenueOneClient(settings) as v1:
            return await v1.get_teams()

    listings, hints = asyncio.run(discover(settings, competitions))
    proposed, notes = propose(teams, competitions, listings, hints, asyncio.run(venue_teams()))
    for note in notes:
        print(f"  {note}", file=sys.stderr)
    if not notes:
        print("teams.json already places every team the venues list", file=sys.stderr)
        return 0
    if args.write:
        path = settings.rulesets_dir / "teams.json"
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(dump_table(proposed), encoding="utf-8")
        print(f"wrote {len(notes)} change(s) to {path}", file=sys.stderr)
    else:
        print(table_diff(teams, proposed), end="")
        print(f"{len(notes)} proposed change(s); --write to accept them", file=sys.stderr)
    return 0


def _cmd_refresh(args: argparse.Namespace, settings: Settings) -> int:
    import asyncio

    from pipeline.cycle import CycleContext, initial_view, run_cycle
    from pipeline.venues.venue_one import VenueOneClient
    from pipeline.venues.venue_two import VenueTwoClient

    ctx = CycleContext.open(settings)

    async def once() -> int:
        # The service's own cycle: snapshots and verdicts both end up in the stores.
        async with VenueOneClient(settings) as v1, VenueTwoClient(settings) as v2:
            view = await run_cycle(
                ctx,
                initial_view(ctx),
                cycle=ctx.snapshots.last_cycle() + 1,
                venue_one=v1,
                venue_two=v2,
            )
        report = view.report
        assert report is not None  # run_cycle always reports
        print(
            f"cycle {report.cycle}: {report.ok} fetched, {report.failed} failed, "
            f"{report.terminal} final ({report.skipped} skipped); "
            f"{report.pairs_audited} pairs audited, {report.verdicts_stored} verdicts stored"
        )
        if report.last_error:
            print(f"last error: {report.last_error}", file=sys.stderr)
        return 1 if report.failed or not report.ok else 0

    return asyncio.run(once())


def _cmd_keys(args: argparse.Namespace, settings: Settings) -> int:
    from pipeline.keys import KeyStore

    store = KeyStore(settings.keys_path)
    if args.keys_command == "issue":
        print(store.issue(args.name).key)  # the only time the key is ever shown
        return 0
    if args.keys_command == "revoke":
        if store.revoke(args.key_id):
            print(f"revoked {args.key_id}", file=sys.stderr)
            return 0
        print(f"resaudit: error: no active key {args.key_id!r}", file=sys.stderr)
        return 1
    for k in store.list():
        state = f"revoked {k.revoked_at}" if k.revoked_at else "active"
        print(f"{k.key_id}\t{k.name}\tcreated {k.created_at}\t{state}")
    return 0


def _cmd_log(args: argparse.Namespace, settings: Settings) -> int:
    import json

    from pipeline.auditlog import find, verify
    from pipeline.checkpoint import Anchor, CheckpointError, parse_checkpoint

    if args.log_command == "show":
        found = find(settings.audit_dir, args.seq)
        if found is None:
            print(f"resaudit: error: no audit log record {args.seq}", file=sys.stderr)
            return 1
        print(json.dumps({"seq": found.seq, "hash": found.hash, "record": found.record}))
        return 0
    checkpoint = None
    if args.checkpoint:
        try:
            doc = json.loads(Path(args.checkpoint).read_bytes())
            if isinstance(doc, dict) and isinstance(doc.get("checkpoint"), dict):
                doc = doc["checkpoint"]  # a response's whole `log` object works too
            checkpoint = parse_checkpoint(doc)
            checkpoint.check(Anchor.public_key_of(settings.anchor_dir))
        except (OSError, ValueError, RecursionError, CheckpointError) as exc:
            print(f"resaudit: error: checkpoint {args.checkpoint}: {exc}", file=sys.stderr)
            return 1
    result = verify(settings.audit_dir, checkpoint)
    if result.ok:
        extends = f"; extends the checkpoint at seq {checkpoint.seq}" if checkpoint else ""
        print(f"audit log intact: {result.records} records{extends}")
        return 0
    print(f"first bad record: seq {result.first_bad_seq}")
    print(result.message, file=sys.stderr)
    return 1


def _cmd_backfill(args: argparse.Namespace, settings: Settings) -> int:
    from pipeline.backfill import backfill

    report = backfill(settings, Path(args.data) if args.data else None)
    print(
        f"backfilled {report.verdicts} verdicts for {report.events} settled events "
        f"into {settings.verdicts_dir} (rulesets: {', '.join(s[:12] for s in report.rulesets)})"
    )
    return 0


def _cmd_trackrecord(args: argparse.Namespace, settings: Settings) -> int:
    import json

    from pipeline.trackrecord import format_table, load

    record = load(settings.verdicts_dir, settings.snapshots_dir)
    if args.json:
        # The spec's object, then the breakdown beside it (as /v1/status puts them).
        body = {**record.as_dict(), "breakdown": record.breakdown}
        print(json.dumps(body, indent=2, default=str))
    else:
        print(format_table(record))
    return 0


def _cmd_export(args: argparse.Namespace, settings: Settings) -> int:
    from pipeline.exports import export

    def progress(done: int, total: int) -> None:
        share = f" ({done / total:.0%})" if total else ""
        print(f"export {args.what}: {done:,}/{total:,} rows{share}", file=sys.stderr, flush=True)

    result = export(
        settings, args.what, args.format, Path(args.out), progress=None if args.quiet else progress
    )
    print(f"wrote {result.rows:,} rows to {result.path}", file=sys.stderr)
    print(result.manifest_path)
    return 0


def _cmd_compact(args: argparse.Namespace, settings: Settings) -> int:
    from datetime import UTC, datetime

    from pipeline import lake
    from pipeline.snapshots import SnapshotStore

    today = datetime.now(UTC).date()  # partitions are UTC days
    try:
        on = date.fromisoformat(args.date) if args.date else None
        before = date.fromisoformat(args.before) if args.before else today
    except ValueError:
        print("resaudit: error: --date and --before must be YYYY-MM-DD", file=sys.stderr)
        return 2

    def chosen(day: date) -> bool:
        return day == on if on is not None else day < before

    def progress(store: Path) -> lake.Progress:
        def line(done: int, total: int, partition: Path, result: lake.Compaction | None) -> None:
            what = (
                f"{result.inputs} files -> {result.path.name} ({result.rows:,} rows)"
                if result
                else "nothing to fold"
            )
            where = partition.relative_to(store.parent)
            print(f"compact [{done}/{total}] {where}: {what}", file=sys.stderr, flush=True)

        return line

    snapshots = SnapshotStore(settings.snapshots_dir).compact(
        chosen, None if args.quiet else progress(settings.snapshots_dir)
    )
    verdicts = lake.compact_store(
        settings.verdicts_dir,
        lake.VERDICTS,
        days=chosen,
        progress=None if args.quiet else progress(settings.verdicts_dir),
    )
    done = snapshots + verdicts
    print(
        f"compacted {len(done)} partition(s): {sum(c.inputs for c in done):,} files "
        f"into {len(done)}, {sum(c.rows for c in done):,} rows"
    )
    return 0


def _cmd_serve(args: argparse.Namespace, settings: Settings) -> int:
    import uvicorn

    from pipeline.rulesets import load_current
    from serve.app import create_app
    from serve.connections import guarded_protocol
    from serve.demo import demo_simulator
    from serve.process import SHUTDOWN_BUDGET_S, StopRequested, StopSignals, serve_until_stopped

    with StopSignals() as signals:
        try:
            # Fail here with one line rather than in the app's lifespan with a traceback.
            load_current(settings.rulesets_dir)
            if args.demo:  # the demo's settled matches get their pre-match verdict history
                from pipeline.backfill import backfill

                report = backfill(settings)
                print(f"demo verdict history: {report.verdicts} verdicts backfilled", flush=True)
            demo = demo_simulator(settings, budgets=args.budgets) if args.demo else _nothing()
            with demo as sim_url:
                if sim_url:
                    settings = settings.model_copy(
                        update={
                            "venue_one_url": f"{sim_url}/venue_one",
                            "venue_one_book_url": f"{sim_url}/venue_one",
                            "venue_two_url": f"{sim_url}/venue_two",
                        }
                    )
                    print(f"demo venues (simulator): {sim_url}", flush=True)
                base = f"http://{args.host}:{args.port}"
                print(f"status page: {base}/status", flush=True)
                print(f"health:      {base}/v1/health", flush=True)
                print(f"API docs:    {base}/docs", flush=True)
                print(f"MCP:         {base}/mcp", flush=True)
                print(
                    "warming up: answering at once from the last stored snapshot and rule "
                    "records, if any (their age decides health); with none stored, "
                    "/v1/health answers 503 stale and shows the first cycle's progress",
                    flush=True,
                )
                app = create_app(settings)
                threading.Thread(
                    target=_announce_ready, args=(app, signals), name="ready", daemon=True
                ).start()
                config = uvicorn.Config(
                    app,
                    host=args.host,
                    port=args.port,
                    http=guarded_protocol(
                        header_timeout_s=settings.header_timeout_s,
                        body_timeout_s=settings.body_timeout_s,
                        max_connections=settings.max_connections,
                        monitor=app.state.load_monitor,
                    ),
                    log_level="warning",
                    timeout_keep_alive=int(settings.keep_alive_s),
                    # In-flight requests get part of the shutdown budget, then are cut.
                    timeout_graceful_shutdown=max(1, int(SHUTDOWN_BUDGET_S) - 1),
                )
                code = serve_until_stopped(uvicorn.Server(config), signals)
        except StopRequested:
            code = 0
    what = "service, refresher and demo simulator" if args.demo else "service and refresher"
    return _stopped(signals, what, code)


def _announce_ready(app: Any, signals: StopSignals) -> None:
    """Print "ready" once the first cycle has published its view (the app's lifespan
    creates the refresher; nothing is printed if the service stops first)."""
    while signals.received is None:
        state = getattr(app.state, "resaudit", None)
        if state is not None and state.refresher.first_cycle.wait(0.5):
            print("ready: first cycle done, /v1/health answers 200", flush=True)
            return
        if state is None:
            time.sleep(0.2)


def _stopped(signals: StopSignals, what: str, code: int) -> int:
    """The one line a signal-stopped command logs, and its exit code (0 when stopped)."""
    if signals.received is None:
        return code
    logging.getLogger("resaudit").info("%s stopped on %s", what, signals.received.name)
    return 0


@contextmanager
def _nothing() -> Iterator[None]:
    yield None


# The simulator module's own --budgets help, repeated so `--help` imports no server code.
_BUDGETS_HELP = (
    "enforce the venues' published request budgets: venue_one's 10 s windows delay "
    "requests over a limit, venue_two's token bucket (about 20 reads/s) answers 429 "
    "without Retry-After; GET /_sim/budget reports what they did"
)


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="resaudit",
        description=(
            "Cross-venue resolution audit for soccer match-result markets: whether a "
            "venue_one leg and a venue_two leg settle as the same bet (SAFE, CAUTION, BLOCK). "
            "Settings come from RESAUDIT_* environment variables (see README)."
        ),
    )
    parser.add_argument("-v", "--verbose", action="store_true", help="log at DEBUG level")
    sub = parser.add_subparsers(dest="command", required=True, metavar="COMMAND")

    p = sub.add_parser(
        "simulate",
        help="run the venue simulator over a recorded-data directory",
        description=(
            "Serve recorded venue responses with both venues' paths, filters, pagination "
            "and quirks: venue_one under /venue_one, venue_two under /venue_two, control "
            "routes under /_sim. Point RESAUDIT_VENUE_ONE_URL and RESAUDIT_VENUE_ONE_BOOK_URL "
            "at http://HOST:PORT/venue_one and RESAUDIT_VENUE_TWO_URL at .../venue_two."
        ),
    )
    p.add_argument("--host", default="127.0.0.1", help="interface to bind (default 127.0.0.1)")
    p.add_argument("--port", type=int, required=True, help="TCP port; 0 picks a free one")
    p.add_argument("--data", help="recorded-data directory (default: RESAUDIT_DEMO_DATA)")
    p.add_argument("--budgets", action="store_true", help=_BUDGETS_HELP)
    p.set_defaults(handler=_cmd_simulate)

    p = sub.add_parser(
        "serve",
        help="run the API, the MCP server and the refresher",
        description=(
            "Serve the REST API (/v1/...), the status page (/status) and the MCP server "
            "(/mcp), with the refresher renewing snapshots in the background. With --demo, "
            "also start the venue simulator over RESAUDIT_DEMO_DATA on a free loopback port "
            "and point both venue adapters at it."
        ),
    )
    p.add_argument("--host", default="127.0.0.1", help="interface to bind (default 127.0.0.1)")
    p.add_argument("--port", type=int, default=8000, help="TCP port (default 8000)")
    p.add_argument("--demo", action="store_true", help="serve against the embedded demo venues")
    p.add_argument(
        "--budgets",
        action="store_true",
        help="with --demo: the demo simulator enforces the venues' request budgets "
        "(see `simulate --budgets`)",
    )
    p.set_defaults(handler=_cmd_serve)

    p = sub.add_parser(
        "expand",
        help="match events across venues and freeze a new ruleset",
        description=(
            "Discover the competitions' listings on both venues, match them (competition, "
            "teams through the team resolver, kickoff within 3 h), keep kickoff < cutoff, and "
            "write a new ruleset = the current one's events + the new batch. Ambiguous "
            "candidates are reported and never guessed. Every listing not paired is printed "
            "with its reason and written to <sha>.report.json beside the ruleset. Prints the "
            "new ruleset_sha (with --json, the unmatched report instead)."
        ),
    )
    p.add_argument("--cutoff", required=True, help="coverage cutoff date, YYYY-MM-DD")
    p.add_argument("--max-events", type=int, help="add at most N new events (earliest first)")
    p.add_argument(
        "--json", action="store_true", help="print the unmatched report (JSON) on stdout"
    )
    p.set_defaults(handler=_cmd_expand)

    p = sub.add_parser(
        "teams",
        help="the team reference table: propose additions from the venues' listings",
        description="Reference-table maintenance (rulesets/teams.json).",
    )
    teams_sub = p.add_subparsers(dest="teams_command", required=True)
    q = teams_sub.add_parser(
        "refresh",
        help="propose new rows and aliases for teams.json as a diff",
        description=(
            "Read venue_one /teams and the events of every covered series on both venues, "
            "resolve every 1X2 leg, and print the rows and aliases teams.json lacks as a "
            "unified diff (one line per change on stderr). --write accepts them into the "
            "rulesets folder's teams.json."
        ),
    )
    q.add_argument("--write", action="store_true", help="write the proposed table")
    q.set_defaults(handler=_cmd_teams_refresh)

    p = sub.add_parser(
        "refresh",
        help="run refresher cycles outside the server",
        description="Fetch every covered market and book once, store the snapshot, exit.",
    )
    p.add_argument("--once", action="store_true", required=True, help="one cycle, then exit")
    p.set_defaults(handler=_cmd_refresh)

    p = sub.add_parser(
        "keys",
        help="issue, list and revoke API keys",
        description="API keys for POST /v1/audit; only their sha256 is stored.",
    )
    keys = p.add_subparsers(dest="keys_command", required=True, metavar="ACTION")
    k = keys.add_parser("issue", help="issue a key; prints it once on stdout, nothing else")
    k.add_argument("--name", required=True, help="who the key is for")
    keys.add_parser("list", help="list key ids, names and states (never the keys)")
    k = keys.add_parser("revoke", help="revoke a key by its id")
    k.add_argument("key_id", help="the key id shown by `keys list`")
    p.set_defaults(handler=_cmd_keys)

    p = sub.add_parser(
        "log",
        help="audit log tools",
        description="Tools for the append-only, hash-chained audit log.",
    )
    logs = p.add_subparsers(dest="log_command", required=True, metavar="ACTION")
    q = logs.add_parser(
        "verify",
        help="re-hash the audit log; exit 1 naming the first bad record",
        description="Exit 0 when intact; else print `first bad record: seq N` and exit 1. "
        "With --checkpoint, the log must also still extend that signed checkpoint (a "
        "response's `log.checkpoint` or `GET /v1/log/checkpoint`, saved as JSON): its "
        "signature must verify with this log's key and record `seq` must still have that "
        "hash, so a truncation or a rewrite with a recomputed chain fails.",
    )
    q.add_argument(
        "--checkpoint",
        metavar="FILE",
        help="a saved checkpoint (JSON) the log must extend",
    )
    q = logs.add_parser(
        "show",
        help="print one record and its stored chain hash, to check a receipt",
        description="Print record SEQ as JSON with its stored chain hash, so a client's "
        "`log: {seq, hash}` can be checked against the log; exit 1 if there is none.",
    )
    q.add_argument("seq", type=int, metavar="SEQ", help="the record's seq (`log.seq`)")
    p.set_defaults(handler=_cmd_log)

    p = sub.add_parser(
        "backfill",
        help="write the demo's pre-match verdict history into the verdict store",
        description=(
            "Audit every settled match of the recorded demo data from its rule text alone "
            "(results, payouts and prices are blanked first), under the first ruleset of "
            "the CURRENT lineage that covered it, and store the verdicts stamped one hour "
            "before kickoff with cycle 0. Idempotent. `serve --demo` runs it on start."
        ),
    )
    p.add_argument("--data", help="recorded-data directory (default: RESAUDIT_DEMO_DATA)")
    p.set_defaults(handler=_cmd_backfill)

    p = sub.add_parser(
        "trackrecord",
        help="print the track record table",
        description=(
            "Latest scored verdict per settled covered event (across all rulesets) against "
            "how its legs settled: resolved matches, TP/FP/TN/FN, precision and recall, "
            "overall and per divergence code; then what a flag-everything service would "
            "score, the flags split into 'pay differently if played' and 'tail only', every "
            "real divergence, and the same figures on the last verdict before kickoff. "
            "Computed by DuckDB over the stores."
        ),
    )
    p.add_argument(
        "--json",
        action="store_true",
        help="print the /v1/status track_record JSON, with the breakdown under 'breakdown'",
    )
    p.set_defaults(handler=_cmd_trackrecord)

    p = sub.add_parser(
        "export",
        help="bulk export a store as Parquet (zstd) or CSV, with a manifest",
        description=(
            "Write one file (Parquet with zstd, or CSV with nested columns as JSON text) and "
            "<file>.manifest.json beside it (row count, schema, ruleset shas). --out may "
            "name the file or an existing folder (the file is then <what>.<format>). "
            "Progress goes to stderr; the manifest path is printed on stdout."
        ),
    )
    p.add_argument(
        "--what",
        required=True,
        choices=("verdicts", "snapshots", "track-record", "audit-log", "events"),
        help="verdicts: the whole verdict history; snapshots: every stored snapshot row; "
        "track-record: one row per resolved match; audit-log: the audit records; "
        "events: the covered pairs of the current ruleset",
    )
    p.add_argument("--format", required=True, choices=("parquet", "csv"), help="file format")
    p.add_argument("--out", required=True, help="output file, or an existing folder")
    p.add_argument("--quiet", action="store_true", help="no progress lines")
    p.set_defaults(handler=_cmd_export)

    p = sub.add_parser(
        "compact",
        help="fold each day's cycle files into one file per day (and venue)",
        description=(
            "The refresher writes one snapshot file per cycle and venue (2,880 a day at the "
            "default interval) and one verdict file per cycle that changed a verdict. "
            "compact folds each chosen day's files into one file per day and venue: "
            "snapshots/venue=<v>/date=<d>/ and verdicts/date=<d>/ then each hold one "
            "cycles-<first>-<last>.parquet. "
            "Every row is kept, with its cycle; the readers (service, track record, "
            "exports, DuckDB/Polars/pyarrow in place) see the same data before and after. "
            "Safe while the service runs: the new file is written beside the store, "
            "renamed into place, and only then are the old files removed; should it die in "
            "between, readers ignore the folded files, which the next start-up or compact "
            "removes. Without options, every day before today (UTC) is compacted; today's "
            "partition, still being written, only with --date or a --before after today. "
            "The demo backfill's cycle-0 verdict files are left as they are (backfill "
            "rewrites them). Running it again is a no-op. Progress goes to stderr."
        ),
    )
    when = p.add_mutually_exclusive_group()
    when.add_argument(
        "--date", metavar="YYYY-MM-DD", help="compact only this day, YYYY-MM-DD (today included)"
    )
    when.add_argument(
        "--before",
        metavar="YYYY-MM-DD",
        help="compact the days before this one, YYYY-MM-DD (default: today, UTC)",
    )
    p.add_argument("--quiet", action="store_true", help="no progress lines")
    p.set_defaults(handler=_cmd_compact)

    return parser


def main(argv: Sequence[str] | None = None) -> int:
    """Entry point of the `resaudit` console script; returns the process exit code."""
    args = _parser().parse_args(argv)
    logging.basicConfig(
        level=logging.DEBUG if args.verbose else logging.INFO,
        format="%(asctime)s %(levelname)s %(name)s: %(message)s",
        stream=sys.stderr,
    )
    if not args.verbose:  # one line per venue request is for debugging, not for operators
        logging.getLogger("pipeline.venues.http").setLevel(logging.WARNING)
        logging.getLogger("httpx").setLevel(logging.WARNING)
        # The MCP SDK's per-request and session start/stop lines, likewise.
        logging.getLogger("mcp").setLevel(logging.WARNING)
    handler: Handler = args.handler
    try:
        return handler(args, Settings())
    except ResauditError as exc:
        print(f"resaudit: error: {exc}", file=sys.stderr)
        return 1
    except KeyboardInterrupt:
        return 130


if __name__ == "__main__":
    raise SystemExit(main())
