"""venue_two routes of the simulator: Kalshi trade-api v2 series, events, markets, orderbooks.

Cursors are opaque (base64 of a position); the last page answers `"cursor": ""`. An event's
status (open/closed/settled) is derived from its markets' current statuses, so a PATCH that
settles the markets also settles the event.
"""

from __future__ import annotations

import base64
import binascii
from datetime import UTC, datetime
from typing import Any

from starlette.datastructures import QueryParams
from starlette.requests import Request
from starlette.responses import JSONResponse, Response
from starlette.routing import BaseRoute, Route

from pipeline.venues.sim_gamma_query import parse_instant
from pipeline.venues.sim_store import JSONObj, SimStore, take

__all__ = ["MARKET_STATUS_FILTER", "event_status", "routes"]

DEFAULT_LIMIT = 100
EVENTS_MAX_LIMIT = 200
MARKETS_MAX_LIMIT = 1000
# `GET /markets?status=` words -> market `status` values (docs/DESIGN.md §4); the recorded data
# may use either vocabulary, so each filter word also matches itself.
MARKET_STATUS_FILTER: dict[str, frozenset[str]] = {
    "unopened": frozenset({"initialized", "unopened"}),
    "open": frozenset({"active", "open"}),
    "paused": frozenset({"inactive", "paused"}),
    "closed": frozenset({"closed", "determined", "disputed", "amended"}),
    "settled": frozenset({"finalized", "settled"}),
}
EVENT_STATUSES = ("open", "closed", "settled")
EMPTY_BOOK: JSONObj = {"orderbook_fp": {"yes_dollars": [], "no_dollars": []}}


class KalshiError(Exception):
    """A refused request, answered in Kalshi's `{"error": {code, message, details}}` envelope."""

    def __init__(self, status: int, code: str, message: str) -> None:
        super().__init__(message)
        self.status = status
        self.code = code

    def response(self) -> JSONResponse:
        """The error as an HTTP response."""
        body = {"error": {"code": self.code, "message": str(self), "details": None}}
        return JSONResponse(body, status_code=self.status)


def _bad(message: str) -> KalshiError:
    return KalshiError(400, "bad_request", message)


def _not_found(what: str) -> JSONResponse:
    return KalshiError(404, "not_found", f"{what} not found").response()


def _store(request: Request) -> SimStore:
    store: SimStore = request.app.state.store
    return store


def _limit(params: QueryParams, maximum: int) -> int:
    raw = params.get("limit")
    if raw is None or raw == "":
        return DEFAULT_LIMIT
    if not raw.isdigit() or not 1 <= int(raw) <= maximum:
        raise _bad(f"limit must be an integer between 1 and {maximum}")
    return int(raw)


def _cursor_start(params: QueryParams) -> int:
    cursor = params.get("cursor") or ""
    if not cursor:
        return 0
    try:
        text = base64.urlsafe_b64decode(cursor + "=" * (-len(cursor) % 4)).decode()
    except (binascii.Error, UnicodeDecodeError):
        text = ""
    if not text.startswith("pos:") or not text[4:].isdigit():
        raise _bad("invalid cursor")
    return int(text[4:])


def _page(items: list[JSONObj], params: QueryParams, maximum: int) -> tuple[list[JSONObj], str]:
    limit, start = _limit(params, maximum), _cursor_start(params)
    end = start + limit
    more = end < len(items)
    cursor = base64.urlsafe_b64encode(f"pos:{end}".encode()).decode().rstrip("=") if more else ""
    return items[start:end], cursor


def _bool(params: QueryParams, name: str) -> bool:
    raw = params.get(name)
    if raw is None or raw == "":
        return False
    if raw.lower() not in ("true", "false"):
        raise _bad(f"{name} must be true or false")
    return raw.lower() == "true"


def _csv(params: QueryParams, name: str) -> set[str]:
    return {v.strip() for raw in params.getlist(name) for v in raw.split(",") if v.strip()}


def _statuses(params: QueryParams, allowed: tuple[str, ...]) -> set[str]:
    wanted = _csv(params, "status")
    unknown = sorted(wanted - set(allowed))
    if unknown:
        raise _bad(f"invalid status {unknown[0]!r}; expected one of {', '.join(allowed)}")
    return wanted


def event_status(markets: list[JSONObj]) -> str:
    """open / closed / settled of an event, from its markets' statuses."""
    statuses = [str(m.get("status")) for m in markets]
    settled, closed = MARKET_STATUS_FILTER["settled"], MARKET_STATUS_FILTER["closed"]
    if statuses and all(s in settled for s in statuses):
        return "settled"
    if statuses and all(s in settled | closed for s in statuses):
        return "closed"
    return "open"


def _event_view(store: SimStore, event: JSONObj, nested: bool) -> JSONObj:
    view = {k: v for k, v in event.items() if k != "markets"}
    if nested:
        view["markets"] = store.v2_markets_by_event.get(str(event.get("event_ticker")), [])
    return view


async def get_series(request: Request) -> Response:
    """GET /series/{ticker}."""
    series = _store(request).v2_series_by_ticker.get(request.path_params["ticker"])
    return JSONResponse({"series": series}) if series is not None else _not_found("series")


async def list_events(request: Request) -> Response:
    """GET /events: series_ticker, status, with_nested_markets, with_milestones, limit, cursor."""
    params, store = request.query_params, _store(request)
    try:
        series = _csv(params, "series_ticker")
        statuses = _statuses(params, EVENT_STATUSES)
        nested = _bool(params, "with_nested_markets")
        with_milestones = _bool(params, "with_milestones")
        pool = (
            take(store.v2_events, store.v2_event_pos_by_series, series)
            if series
            else store.v2_events
        )
        events = [
            e
            for e in pool
            if (not series or e.get("series_ticker") in series)
            and (
                not statuses
                or event_status(store.v2_markets_by_event.get(str(e.get("event_ticker")), []))
                in statuses
            )
        ]
        page, cursor = _page(events, params, EVENTS_MAX_LIMIT)
    except KalshiError as exc:
        return exc.response()
    body: JSONObj = {"events": [_event_view(store, e, nested) for e in page], "cursor": cursor}
    if with_milestones:
        tickers = {e.get("event_ticker") for e in page}
        body["milestones"] = [
            m for m in store.v2_milestones if tickers & set(m.get("primary_event_tickers") or [])
        ]
    return JSONResponse(body)


async def get_event(request: Request) -> Response:
    """GET /events/{ticker}: `{event, markets}` (also nested with with_nested_markets=true)."""
    store = _store(request)
    event = store.v2_event_by_ticker.get(request.path_params["ticker"])
    if event is None:
        return _not_found("event")
    try:
        nested = _bool(request.query_params, "with_nested_markets")
    except KalshiError as exc:
        return exc.response()
    markets = store.v2_markets_by_event.get(str(event.get("event_ticker")), [])
    return JSONResponse({"event": _event_view(store, event, nested), "markets": markets})


def _close_ts(market: JSONObj) -> float | None:
    value = parse_instant(market.get("close_time"))
    return value.astimezone(UTC).timestamp() if isinstance(value, datetime) else None


def _ts_param(params: QueryParams, name: str) -> int | None:
    raw = params.get(name)
    if raw is None or raw == "":
        return None
    if not raw.isdigit():
        raise _bad(f"{name} must be a unix timestamp in seconds")
    return int(raw)


def _market_filter(store: SimStore, params: QueryParams) -> list[JSONObj]:
    series, events = _csv(params, "series_ticker"), _csv(params, "event_ticker")
    tickers = _csv(params, "tickers")
    wanted = _statuses(params, tuple(MARKET_STATUS_FILTER))
    statuses = set().union(*(MARKET_STATUS_FILTER[w] for w in wanted))
    lo, hi = _ts_param(params, "min_close_ts"), _ts_param(params, "max_close_ts")

    def keep(m: JSONObj) -> bool:
        close: Any = _close_ts(m) if lo is not None or hi is not None else None
        return (
            (not tickers or m.get("ticker") in tickers)
            and (not events or m.get("event_ticker") in events)
            and (not series or store.v2_series_ticker_of(m) in series)
            and (not statuses or m.get("status") in statuses)
            and (lo is None or (close is not None and close >= lo))
            and (hi is None or (close is not None and close <= hi))
        )

    # Named tickers or events narrow the pass to their markets (same filters, same order).
    if tickers:
        pool = take(store.v2_markets, store.v2_market_pos, tickers)
    elif events:
        pool = take(store.v2_markets, store.v2_market_pos_by_event, events)
    else:
        pool = store.v2_markets
    return [m for m in pool if keep(m)]


async def list_markets(request: Request) -> Response:
    """GET /markets with series_ticker, event_ticker, tickers, status, close-ts window, paging."""
    params = request.query_params
    try:
        page, cursor = _page(_market_filter(_store(request), params), params, MARKETS_MAX_LIMIT)
    except KalshiError as exc:
        return exc.response()
    return JSONResponse({"markets": page, "cursor": cursor})


async def get_market(request: Request) -> Response:
    """GET /markets/{ticker}."""
    market = _store(request).v2_market_by_ticker.get(request.path_params["ticker"])
    return JSONResponse({"market": market}) if market is not None else _not_found("market")


def _trim(book: JSONObj, depth: int) -> JSONObj:
    """Keep the best `depth` levels per side; bids ascend, so the best are the last ones."""
    trimmed: JSONObj = {}
    for key, sides in book.items():
        if isinstance(sides, dict):
            sides = {s: lv[-depth:] if isinstance(lv, list) else lv for s, lv in sides.items()}
        trimmed[key] = sides
    return trimmed


async def get_orderbook(request: Request) -> Response:
    """GET /markets/{ticker}/orderbook: the recorded book, or an empty one if none recorded."""
    store, ticker = _store(request), request.path_params["ticker"]
    if ticker not in store.v2_market_by_ticker:
        return _not_found("market")
    depth_raw = request.query_params.get("depth") or "0"
    if not depth_raw.isdigit():
        return _bad("depth must be a non-negative integer").response()
    book = store.v2_orderbook(ticker) or EMPTY_BOOK
    depth = int(depth_raw)
    return JSONResponse(_trim(book, depth) if depth else book)


def routes() -> list[BaseRoute]:
    """The venue_two routes, to mount at `/venue_two`."""
    return [
        Route("/series/{ticker}", get_series, methods=["GET"]),
        Route("/events", list_events, methods=["GET"]),
        Route("/events/{ticker}", get_event, methods=["GET"]),
        Route("/markets", list_markets, methods=["GET"]),
        Route("/markets/{ticker}", get_market, methods=["GET"]),
        Route("/markets/{ticker}/orderbook", get_orderbook, methods=["GET"]),
    ]
