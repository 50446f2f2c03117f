"""The service layer REST and MCP both call: one audit, one event listing, health, liveness.

Each operation takes the published cycle view once and reads only it, so its answer is
one cycle's answer however the refresher moves on meanwhile. The audit runs the one path:
interpret (pure) -> the cycle's rows of covered pairs, with what the request adds
(pipeline.fastpath), or else fetch what the view lacks (the I/O edge) and run the engine
on the pair in the bounded executor (serve.limits.EngineGate) -> shape the body -> log
every verdict before anything is returned.
"""

from __future__ import annotations

import asyncio
import functools
import json
import logging
import weakref
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import polars as pl

from pipeline import __version__
from pipeline.auditlog import LogEntry
from pipeline.auditor import Answers
from pipeline.coverage import coverage_counts, event_listing
from pipeline.cycle import CycleView
from pipeline.errors import VenueError
from pipeline.listing import EventQuery, page, select_events, team_name
from pipeline.normalize import empty_snapshot_frame
from pipeline.ondemand import fetch_within, read_books_within
from pipeline.request import AuditInput, AuditPlan, Leg
from pipeline.rulesets import load_table
from serve.limits import EngineTicket
from serve.models import (
    AuditRequest,
    EventInfo,
    HealthResponse,
    LivenessResponse,
    PairInfo,
    Venue,
    VenueMarketRef,
)
from serve.served import encode_json, render_body
from serve.shaping import audit_bodies, event_body, log_record
from serve.state import AppState, snapshot_age

logger = logging.getLogger(__name__)

__all__ = [
    "audit",
    "audit_bytes",
    "audit_input",
    "events",
    "health",
    "liveness",
    "log_ref",
    "receipt",
]


def audit_input(body: AuditRequest) -> AuditInput:
    """The validated API request as the pipeline's AuditInput (one conversion, both channels)."""

    def leg(ref: VenueMarketRef | None) -> Leg | None:
        return None if ref is None else Leg(ref.venue.value, ref.market_id, ref.outcome, ref.side)

    return AuditInput(
        market_a=leg(body.market_a),
        market_b=leg(body.market_b),
        canonical_event_id=body.canonical_event_id,
        notional_usd=body.notional_usd,
        mode=body.mode,
    )


async def audit(
    state: AppState, req: AuditInput, *, channel: str, api_key_id: str | None
) -> dict[str, Any]:
    """Audit a request and log every verdict before returning the response body.

    Raises:
        BadRequest, NotCovered, VenueError: 422, 404, 502 by the error table (uncovered
            legs not fetched within `audit_fetch_timeout_s` are a VenueError).
        AuditLogError: the verdict could not be logged, so it is not served (503).
    """
    answered = await audit_answer(state, req, channel=channel, api_key_id=api_key_id)
    return json.loads(answered) if isinstance(answered, bytes) else answered


async def audit_bytes(
    state: AppState, req: AuditInput, *, channel: str, api_key_id: str | None
) -> bytes:
    """`audit`'s body as the bytes `JSONResponse` renders (REST's hot path: a stored
    answer is served from bytes kept per view, `serve.served`)."""
    answered = await audit_answer(state, req, channel=channel, api_key_id=api_key_id)
    return answered if isinstance(answered, bytes) else encode_json(answered)


async def audit_answer(
    state: AppState, req: AuditInput, *, channel: str, api_key_id: str | None
) -> bytes | dict[str, Any]:
    """`audit`'s body: bytes when it is a stored answer served from bytes (fresh, no
    notional: `serve.served`), else the shaped dict. Raises as `audit`."""
    view = state.view()  # the one view this request reads
    auditor = state.auditor
    plan = auditor.plan(req)
    now = datetime.now(UTC)
    served = state.served.get(plan, view, now, auditor.stale_after_s)
    if served is None:
        answers, stored = await _answers(state, plan, view, now)
        if stored:
            served = state.served.put(plan, view, answers, now, auditor.stale_after_s)
        if served is None:
            return await _shaped(state, plan, answers, channel, api_key_id)
    values = served.values(now, channel, api_key_id)
    # Pre-encoded records: the writer only adds seq and ts. A whole event's verdicts go
    # to the log together: one group commit, not one each.
    entries = await state.audit_log.append_many(served.encoded_records(values))
    return render_body(served, values, entries)


async def _answers(
    state: AppState, plan: AuditPlan, view: CycleView, now: datetime
) -> tuple[Answers, bool]:
    """The plan's answers, and whether they are the view's stored answer as it is (no
    book read again, no engine run)."""
    auditor = state.auditor
    answers = auditor.stored_answers(plan, view, now)
    if answers is not None:
        return answers, True
    if tickers := auditor.books_to_read(plan, view):
        # A notional audit of covered pairs whose venue_two depth is older than its TTL:
        # only those books are read, then the stored rows answer with the new depth.
        try:
            books = await read_books_within(tickers, state.venue_two, state.settings)
        except VenueError as exc:
            logger.warning("order books %s not read again: %s", ", ".join(tickers), exc)
            answers = auditor.stored_answers(plan, view, datetime.now(UTC), depth_stale=True)
        else:
            auditor.keep_books(books, datetime.now(UTC))
            answers = auditor.stored_answers(plan, view, datetime.now(UTC))
    if answers is not None:
        return answers, False
    missing = auditor.missing(plan, view)
    # An uncovered pair audited within `on_demand_reuse_s`: the engine rows that audit
    # kept answer (as a covered pair's rows do), with no fetch and no engine run.
    if (kept := auditor.kept_answer(plan, view, now)) is not None:
        return kept, False
    # The same audit already at the engine (a trader checking a position again, or
    # several clients at once): its run keeps its answer, which then answers this one as
    # it answers any audit within `on_demand_reuse_s`, so wait for it rather than queue
    # the same fetch and engine run again (when the engine is busy, a second place in
    # the queue can be the one that is refused). If it kept nothing (it failed, or
    # nothing is kept), this audit goes on as before.
    key = plan.key
    flights = state.engine.flights
    if (running := flights.get(key)) is not None:
        await asyncio.shield(running)
        if (kept := auditor.kept_answer(plan, view, datetime.now(UTC))) is not None:
            return kept, False
    # A place in the engine's bounded queue first: when it is full the audit is
    # refused now (503), before any venue is asked.
    ticket = state.engine.admit()
    flight = flights[key] = asyncio.get_running_loop().create_future()
    try:
        return await _run_engine(state, plan, view, missing, ticket), False
    finally:
        if flights.get(key) is flight:
            del flights[key]
        flight.set_result(None)


async def _run_engine(
    state: AppState,
    plan: AuditPlan,
    view: CycleView,
    missing: list[tuple[str, str]],
    ticket: EngineTicket,
) -> Answers:
    """Fetch what the view lacks (legs fetched lately are reused) and run the engine."""
    auditor = state.auditor
    # Only a notional audit reads venue_two order books (THIN_LIQUIDITY judges them);
    # any other takes a leg's top of book from its market, one request fewer per leg.
    depth = any(r.notional_usd is not None for r in plan.rows)
    reused, to_fetch = auditor.recent_fetches(missing, datetime.now(UTC), depth=depth)
    try:
        fetched = (
            await fetch_within(
                to_fetch,
                state.venue_one,
                state.venue_two,
                state.settings,
                context=auditor.ctx.venue_context,
                depth=depth,
            )
            if to_fetch
            else empty_snapshot_frame()
        )
    except BaseException:
        ticket.release()
        raise
    auditor.keep_fetched(fetched, datetime.now(UTC), depth=depth)
    if reused.height:
        fetched = pl.concat([reused, fetched], how="vertical")
    return await state.engine.run(ticket, auditor.answer, plan, view, fetched, datetime.now(UTC))


async def _shaped(
    state: AppState,
    plan: AuditPlan,
    answers: Answers,
    channel: str,
    api_key_id: str | None,
) -> dict[str, Any]:
    """The body shaped from `answers`, once every verdict is logged."""
    bodies = audit_bodies(plan, answers)
    # A whole event's verdicts go to the log together: one group commit, not one each.
    entries = await state.audit_log.append_many(
        [log_record(body, channel, api_key_id) for body in bodies]
    )
    for body, entry in zip(bodies, entries, strict=True):
        body["log"] = log_ref(entry)
    if not plan.whole_event:
        return bodies[0]
    return event_body(plan, bodies, answers.ruleset_sha)


def log_ref(entry: LogEntry) -> dict[str, Any]:
    """A response's `log` object: the record's seq and hash, and the signed head."""
    ref: dict[str, Any] = {"seq": entry.seq, "hash": entry.hash}
    if entry.checkpoint is not None:
        ref["checkpoint"] = entry.checkpoint.as_dict()
    return ref


async def receipt(state: AppState, seq: int, api_key_id: str) -> dict[str, Any] | None:
    """Record `seq` with its stored hash, if it exists and was served to `api_key_id`.

    Others' records stay private (None, a 404 like a seq that does not exist).
    """
    found = await asyncio.to_thread(state.audit_log.find, seq)
    if found is None or found.record.get("api_key_id") != api_key_id:
        return None
    return {"seq": found.seq, "hash": found.hash, "record": found.record}


def events(
    state: AppState,
    include_settled: bool,
    query: EventQuery | None = None,
    *,
    limit: int | None = None,
    after: str | None = None,
) -> tuple[list[EventInfo], str | None]:
    """Covered events (settled ones only with `include_settled`), filtered and paged.

    Returns the page and the cursor of the next page (None on the last page).

    Raises:
        BadRequest: an unknown competition, team or cursor, or an empty kickoff window (422).
    """
    listing = event_listing(state.ruleset, state.view().snapshot)
    if not include_settled:
        listing = listing.filter(~pl.col("settled"))
    settled = dict(zip(listing["canonical_event_id"], listing["settled"], strict=True))
    shown = [e for e in state.ruleset.events if e["canonical_event_id"] in settled]
    chosen = select_events(shown, query or EventQuery(), state.auditor.ctx.resolver.teams)
    chosen, cursor = page(chosen, limit=limit, after=after)
    teams, comps = _tables(state)
    one = state.settings.venue_one_url.rstrip("/")
    two = state.settings.venue_two_url.rstrip("/")
    out: list[EventInfo] = []
    for e in chosen:
        eid = e["canonical_event_id"]
        comp = e.get("competition")
        out.append(
            EventInfo(
                canonical_event_id=eid,
                venues=[Venue.venue_one, Venue.venue_two],
                kickoff_utc=e["kickoff_utc"],
                match_date=e.get("match_date") or eid.rsplit(":", 1)[-1],
                settled=bool(settled[eid]),
                pairs=[
                    PairInfo(
                        **p,
                        venue_one_market_url=f"{one}/markets/{p['venue_one_market_id']}",
                        venue_two_market_url=f"{two}/markets/{p['venue_two_market_id']}",
                    )
                    for p in e["pairs"]
                ],
                competition=comp,
                home=e.get("home"),
                away=e.get("away"),
                home_name=team_name(teams, comps, comp, e["home"])
                if comp and e.get("home")
                else None,
                away_name=team_name(teams, comps, comp, e["away"])
                if comp and e.get("away")
                else None,
            )
        )
    return out, cursor


@functools.cache
def _tables_of(directory: Path) -> tuple[dict[str, Any], dict[str, Any]]:
    return load_table(directory, "teams"), load_table(directory, "competitions")


def _tables(state: AppState) -> tuple[dict[str, Any], dict[str, Any]]:
    """The team and competition tables the service reads names from (read once)."""
    return _tables_of(state.settings.rulesets_dir)


# The view is held weakly: the memo would otherwise keep a replaced view (its frames and
# indexes, about 100 MiB at a season's coverage) alive until the next health probe.
_coverage_memo: list[tuple[Any, weakref.ref[CycleView], dict[str, int]]] = []


def _coverage(state: AppState, view: CycleView) -> dict[str, int]:
    """`coverage_counts` of the view, computed once per view (a cycle's snapshot never
    changes; a load balancer polling health would otherwise pay a listing per probe)."""
    for ruleset, seen, counts in _coverage_memo:
        if ruleset is state.ruleset and seen() is view:
            return dict(counts)
    counts = coverage_counts(state.ruleset, view.snapshot)
    _coverage_memo[:] = [(state.ruleset, weakref.ref(view), counts)]
    return dict(counts)


def health(state: AppState) -> HealthResponse:
    """`ok`, `degraded` or `stale` by snapshot age (stale also before any snapshot)."""
    s = state.settings
    view = state.view()
    age = snapshot_age(view)
    if age is None or age > s.stale_after_s:
        status = "stale"
    elif age > s.degraded_after_s:
        status = "degraded"
    else:
        status = "ok"
    reasons: list[str] = []
    if state.audit_log.failure is not None:
        reasons.append(f"audit log: {state.audit_log.failure}")
    reasons += state.load.reasons()
    if (keys := state.keys.problem()) is not None:
        reasons.append(keys)
    if reasons and status == "ok":
        status = "degraded"
    return HealthResponse(
        status=status,
        ruleset_sha=view.ruleset_sha,
        snapshot_ts=view.snapshot_ts,
        snapshot_age_seconds=None if age is None else int(age),
        coverage=_coverage(state, view),
        version=__version__,
        refresher=state.refresher.health(),
        audit_log_records=state.audit_log.records,
        audit_log_errors=state.audit_log.errors,
        reasons=reasons,
    )


def liveness(state: AppState) -> LivenessResponse:
    """Whether this machine's refresher still completes cycles (data age is health's)."""
    h = state.refresher.health()
    if not h["thread_running"]:
        ok, reason = False, "refresher thread is not running"
    elif not h["progressing"]:
        ok, reason = (
            False,
            f"refresher completed no cycle in {h['last_progress_seconds']} s "
            f"(window {h['progress_window_seconds']} s)",
        )
    else:
        ok, reason = True, f"refresher completed a cycle {h['last_progress_seconds']} s ago"
    return LivenessResponse(
        live=ok,
        reason=reason,
        thread_running=h["thread_running"],
        progressing=h["progressing"],
        last_progress_seconds=h["last_progress_seconds"],
        progress_window_seconds=h["progress_window_seconds"],
        cycle_count=h["cycle_count"],
    )
