"""venue_one routes of the simulator: Polymarket Gamma (events, markets) and CLOB (books).

Page sizes: legacy lists default to 20 items and are capped at 500 (the cap is what Gamma
is seen to do; its docs give no default, so clients should always send `limit`); keyset
pages are capped at 500 events / 100 markets. Caps clamp silently, as observed on Gamma.
"""

from __future__ import annotations

import base64
import binascii
import json
from typing import Any, Literal

from starlette.requests import Request
from starlette.responses import JSONResponse, Response
from starlette.routing import BaseRoute, Route

from pipeline.venues.sim_gamma_query import GammaError, GammaQuery, order_rows, parse_int
from pipeline.venues.sim_store import JSONObj, SimStore, take

__all__ = ["routes"]

Kind = Literal["events", "markets"]
DEFAULT_LIMIT = 20
LEGACY_MAX_LIMIT = 500
LEGACY_MAX_OFFSET = 2000
KEYSET_MAX_LIMIT: dict[Kind, int] = {"events": 500, "markets": 100}
LEGACY_MARKETS_HEADERS = {
    "deprecation": "true",
    "sunset": "Fri, 01 May 2026",
    "warning": '299 - "use /markets/keyset"',
}
NO_BOOK = "No orderbook exists for the requested token id"


def _store(request: Request) -> SimStore:
    store: SimStore = request.app.state.store
    return store


def _gamma(status: int, kind: str, message: str) -> JSONResponse:
    return JSONResponse({"type": kind, "error": message}, status_code=status)


def _market_view(market: JSONObj, event: JSONObj) -> JSONObj:
    """A market as Gamma's market endpoints show it: with a short `events` list of its parent."""
    if "events" in market:
        return market
    parent = {k: event[k] for k in ("id", "ticker", "slug", "title") if k in event}
    return {**market, "events": [parent]}


def _select(store: SimStore, query: GammaQuery, kind: Kind) -> list[JSONObj]:
    """Filtered, ordered items of a list endpoint (markets flattened out of their events)."""
    if kind == "events":
        pool = (
            take(store.v1_events, store.v1_event_pos, query.ids) if query.ids else store.v1_events
        )
        events = [e for e in pool if query.keep_event(e)]
        return order_rows(events, query.order, query.ascending, lambda e: e)
    rows_pool = (
        take(store.v1_market_rows, store.v1_market_pos, query.ids)
        if query.ids
        else store.v1_market_rows
    )
    rows = [(m, e) for m, e in rows_pool if query.keep_market(m, e)]
    ordered = order_rows(rows, query.order, query.ascending, lambda r: r[0])
    return [_market_view(m, e) for m, e in ordered]


def _legacy(request: Request, kind: Kind) -> Response:
    params = request.query_params
    headers = LEGACY_MARKETS_HEADERS if kind == "markets" else None
    try:
        query = GammaQuery.parse(params)
        limit = min(parse_int(params, "limit") or DEFAULT_LIMIT, LEGACY_MAX_LIMIT)
        offset = parse_int(params, "offset") or 0
        if offset > LEGACY_MAX_OFFSET:
            message = f"offset too large, use /{kind}/keyset for deeper pagination"
            raise GammaError(422, "validation error", message)
    except GammaError as exc:
        return JSONResponse(exc.body, status_code=exc.status, headers=headers)
    items = _select(_store(request), query, kind)
    return JSONResponse(items[offset : offset + limit], headers=headers)


def _encode_cursor(kind: Kind, position: int) -> str:
    raw = json.dumps({"k": kind, "p": position}, separators=(",", ":")).encode()
    return base64.urlsafe_b64encode(raw).decode().rstrip("=")


def _decode_cursor(kind: Kind, cursor: str) -> int:
    try:
        raw = base64.urlsafe_b64decode(cursor + "=" * (-len(cursor) % 4))
        data: Any = json.loads(raw)
        position = data["p"] if data["k"] == kind else None
    except (binascii.Error, ValueError, KeyError, TypeError):
        position = None
    if not isinstance(position, int) or position < 0:
        raise GammaError(422, "validation error", "invalid after_cursor")
    return position


def _keyset(request: Request, kind: Kind) -> Response:
    params = request.query_params
    try:
        if "offset" in params:
            message = f"offset is not supported on /{kind}/keyset, use after_cursor"
            raise GammaError(422, "validation error", message)
        query = GammaQuery.parse(params)
        limit = min(parse_int(params, "limit") or DEFAULT_LIMIT, KEYSET_MAX_LIMIT[kind])
        # Only `after_cursor` pages; a `cursor=` parameter is ignored, as live (agents#227).
        after = params.get("after_cursor")
        start = _decode_cursor(kind, after) if after else 0
    except GammaError as exc:
        return JSONResponse(exc.body, status_code=exc.status)
    items = _select(_store(request), query, kind)
    body: JSONObj = {kind: items[start : start + limit]}
    if start + limit < len(items):
        body["next_cursor"] = _encode_cursor(kind, start + limit)
    return JSONResponse(body)


def _not_found_or_invalid(ident: str) -> JSONResponse:
    if not ident.isdigit():
        return _gamma(422, "validation error", f"invalid id: {ident!r}")
    return _gamma(404, "not found error", "id not found")


async def list_events(request: Request) -> Response:
    """GET /events: legacy offset list of events (nested markets)."""
    return _legacy(request, "events")


async def list_markets(request: Request) -> Response:
    """GET /markets: legacy offset list of markets, with the deprecation headers."""
    return _legacy(request, "markets")


async def keyset_events(request: Request) -> Response:
    """GET /events/keyset."""
    return _keyset(request, "events")


async def keyset_markets(request: Request) -> Response:
    """GET /markets/keyset."""
    return _keyset(request, "markets")


async def get_event(request: Request) -> Response:
    """GET /events/{id}, whatever the event's state."""
    ident = request.path_params["id"]
    event = _store(request).v1_event_by_id.get(ident)
    return JSONResponse(event) if event is not None else _not_found_or_invalid(ident)


async def get_event_by_slug(request: Request) -> Response:
    """GET /events/slug/{slug}."""
    event = _store(request).v1_event_by_slug.get(request.path_params["slug"])
    if event is None:
        return _gamma(404, "not found error", "slug not found")
    return JSONResponse(event)


async def get_market(request: Request) -> Response:
    """GET /markets/{id}, whatever the market's state."""
    ident = request.path_params["id"]
    found = _store(request).v1_market(ident)
    return JSONResponse(_market_view(*found)) if found else _not_found_or_invalid(ident)


async def get_market_by_slug(request: Request) -> Response:
    """GET /markets/slug/{slug}."""
    found = _store(request).v1_market_by_slug.get(request.path_params["slug"])
    if found is None:
        return _gamma(404, "not found error", "slug not found")
    return JSONResponse(_market_view(*found))


def _event_teams(store: SimStore) -> list[JSONObj]:
    """Gamma-like `/teams` rows from the recorded events: each moneyline market's team.

    For a recorded folder without `venue_one/teams.json`: the team is the market's
    `groupItemTitle`, its abbreviation the market slug's last part, its league the slug's
    first part (`epl-ars-che-2026-12-05-ars`: Arsenal FC, ars, epl). Draws are no team.
    """
    seen: dict[tuple[str, str], JSONObj] = {}
    for market, _ in store.v1_market_rows:
        slug, name = str(market.get("slug") or ""), str(market.get("groupItemTitle") or "")
        parts = slug.split("-")
        if market.get("sportsMarketType") != "moneyline" or len(parts) < 3 or not name:
            continue
        abbreviation = parts[-1]
        if abbreviation == "draw" or name.lower().startswith("draw") or not abbreviation.isalnum():
            continue
        key = (parts[0], name)
        if key not in seen:
            seen[key] = {"name": name, "league": parts[0], "abbreviation": abbreviation}
    rows = sorted(seen.values(), key=lambda t: (str(t["league"]), str(t["name"])))
    return [{"id": i + 1, **t, "alias": None} for i, t in enumerate(rows)]


async def list_teams(request: Request) -> Response:
    """GET /teams: the recorded teams (or the recorded events' teams), offset-paged.

    Filters as Gamma: `league` (one or more) and `abbreviation`, case-insensitive.
    """
    params = request.query_params
    store = _store(request)
    try:
        limit = min(parse_int(params, "limit") or DEFAULT_LIMIT, LEGACY_MAX_LIMIT)
        offset = parse_int(params, "offset") or 0
    except GammaError as exc:
        return JSONResponse(exc.body, status_code=exc.status)
    teams = store.v1_teams or _event_teams(store)
    leagues = {v.lower() for v in params.getlist("league")}
    abbreviations = {v.lower() for v in params.getlist("abbreviation")}
    rows = [
        t
        for t in teams
        if (not leagues or str(t.get("league") or "").lower() in leagues)
        and (not abbreviations or str(t.get("abbreviation") or "").lower() in abbreviations)
    ]
    return JSONResponse(rows[offset : offset + limit])


async def get_book(request: Request) -> Response:
    """CLOB GET /book?token_id=: the recorded book, levels in recorded order."""
    token = request.query_params.get("token_id", "").strip()
    if not token:
        return JSONResponse({"error": "Invalid token id"}, status_code=400)
    book = _store(request).v1_book(token)
    if book is None:
        return JSONResponse({"error": NO_BOOK}, status_code=404)
    return JSONResponse(book)


async def post_books(request: Request) -> Response:
    """CLOB POST /books with `[{"token_id": ...}]`: the books that exist, in request order."""
    try:
        body = await request.json()
    except ValueError:
        body = None
    if not isinstance(body, list) or not all(
        isinstance(x, dict) and isinstance(x.get("token_id"), str) and x["token_id"] for x in body
    ):
        return JSONResponse({"error": "Invalid payload"}, status_code=400)
    store = _store(request)
    books = [store.v1_book(x["token_id"]) for x in body]
    return JSONResponse([b for b in books if b is not None])


def routes() -> list[BaseRoute]:
    """The venue_one routes, to mount at `/venue_one` (static paths before `{id}`)."""
    return [
        Route("/events", list_events, methods=["GET"]),
        Route("/events/keyset", keyset_events, methods=["GET"]),
        Route("/events/slug/{slug}", get_event_by_slug, methods=["GET"]),
        Route("/events/{id}", get_event, methods=["GET"]),
        Route("/markets", list_markets, methods=["GET"]),
        Route("/markets/keyset", keyset_markets, methods=["GET"]),
        Route("/markets/slug/{slug}", get_market_by_slug, methods=["GET"]),
        Route("/markets/{id}", get_market, methods=["GET"]),
        Route("/teams", list_teams, methods=["GET"]),
        Route("/book", get_book, methods=["GET"]),
        Route("/books", post_books, methods=["POST"]),
    ]
