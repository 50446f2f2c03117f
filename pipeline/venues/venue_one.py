"""venue_one adapter: Polymarket Gamma (events, markets) and CLOB (order books).

Quirks handled here (docs/DESIGN.md §4): list fields such as `outcomes` arrive as JSON-encoded
strings (sometimes encoded twice); `gameStartTime` is `"YYYY-MM-DD HH:MM:SS+00"`, not ISO;
`/markets` silently means `closed=false` unless `closed` is sent; keyset paging takes
`after_cursor` from `next_cursor`, with legacy offset paging as the fallback; CLOB books list
bids ascending and asks descending (best last); a closed market's book answers 404; and a
market is final only when closed, UMA-resolved and priced exactly 1/0, 0/1 or 0.5/0.5.
"""

from __future__ import annotations

import json
import logging
import random
from collections.abc import AsyncIterator, Mapping, Sequence
from datetime import UTC, datetime
from types import TracebackType
from typing import Any, NamedTuple, Self

import httpx

from pipeline.errors import VenueHTTPError, VenueNotFound
from pipeline.settings import Settings
from pipeline.venues.http import Sleep, VenueHTTP

__all__ = [
    "LOOKUP_FILTERS",
    "VENUE",
    "Level",
    "OutcomeFields",
    "VenueOneClient",
    "asks_from_books",
    "best_bid",
    "decode_json_array",
    "market_tokens",
    "finality",
    "outcome_fields",
    "parse_game_start_time",
    "parse_levels",
    "taker_fee",
    "yes_index",
]

logger = logging.getLogger(__name__)

VENUE = "venue_one"

# Filters that name objects: Gamma's implicit `closed=false` would silently drop the closed
# ones, so lookups by these query both states (docs/DESIGN.md §4).
LOOKUP_FILTERS = frozenset({"id", "slug", "condition_ids", "clob_token_ids", "question_ids"})

# Ids per lookup call: the URL stays far below the ~8 KB at which Gamma answers 414.
_IDS_PER_CALL = 100
# Gamma's page cap on its legacy lists; `/teams` pages by offset.
TEAMS_PAGE = 500

Level = tuple[float, float]  # (price in dollars per share, size in shares)
Payload = dict[str, Any]


class VenueOneClient:
    """Read-only client for Gamma discovery and CLOB order books."""

    def __init__(
        self,
        settings: Settings,
        *,
        gamma_transport: httpx.AsyncBaseTransport | None = None,
        clob_transport: httpx.AsyncBaseTransport | None = None,
        sleep: Sleep | None = None,
        rng: random.Random | None = None,
        page_limit: int = 100,
    ) -> None:
        self.gamma = VenueHTTP(
            VENUE, settings.venue_one_url, settings, transport=gamma_transport, sleep=sleep, rng=rng
        )
        self.clob = VenueHTTP(
            VENUE,
            settings.venue_one_book_url,
            settings,
            transport=clob_transport,
            sleep=sleep,
            rng=rng,
        )
        self.page_limit = page_limit
        self._keyset_served = {"events": True, "markets": True}

    async def __aenter__(self) -> Self:
        return self

    async def __aexit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        await self.aclose()

    async def aclose(self) -> None:
        """Close both pooled clients."""
        await self.gamma.aclose()
        await self.clob.aclose()

    def iter_events(self, **filters: Any) -> AsyncIterator[Payload]:
        """Every event matching Gamma `/events` filters (e.g. `series_id=10188, closed=True`)."""
        return self._iter_list("events", filters)

    def iter_markets(self, **filters: Any) -> AsyncIterator[Payload]:
        """Every market matching Gamma `/markets` filters.

        Without `closed`, Gamma lists open markets only; lookups by id/slug/condition ids
        without `closed` therefore query both states here.
        """
        return self._iter_list("markets", filters)

    async def get_markets(self, ids: Sequence[str]) -> list[Payload]:
        """The markets with these Gamma ids, open or closed, in as few calls as is safe."""
        found: list[Payload] = []
        for start in range(0, len(ids), _IDS_PER_CALL):
            chunk = list(ids[start : start + _IDS_PER_CALL])
            found.extend([m async for m in self.iter_markets(id=chunk)])
        return found

    async def get_events(self, ids: Sequence[str]) -> list[Payload]:
        """The events with these Gamma ids (nested markets), open or closed, from listing
        pages (`/events?id=...`), in as few calls as is safe."""
        found: list[Payload] = []
        for start in range(0, len(ids), _IDS_PER_CALL):
            chunk = list(ids[start : start + _IDS_PER_CALL])
            found.extend([e async for e in self.iter_events(id=chunk)])
        return found

    async def get_books(self, token_ids: Sequence[str]) -> dict[str, Payload | None]:
        """The CLOB books of these tokens through one batch `POST /books`: token -> book,
        None for a token the CLOB has no book of (as `get_book`'s 404)."""
        if not token_ids:
            return {}
        body = [{"token_id": t} for t in token_ids]
        payload = await self.clob.post_json("/books", body)
        if not isinstance(payload, list):
            raise self.clob.payload_error("/books", None, "books answer is not a JSON list")
        books: dict[str, Payload | None] = dict.fromkeys(token_ids)
        for book in payload:
            if isinstance(book, dict) and str(book.get("asset_id")) in books:
                books[str(book["asset_id"])] = book
        return books

    async def get_event(self, event_id: str) -> Payload:
        """One event with its nested markets (`/events/{id}`)."""
        return await self._get_object(f"/events/{event_id}")

    async def get_market(self, market_id: str) -> Payload:
        """One market by Gamma id (`/markets/{id}`), whatever its state."""
        return await self._get_object(f"/markets/{market_id}")

    async def get_teams(self, max_pages: int = 40) -> list[Payload]:
        """Gamma `/teams` (name, abbreviation, league), offset-paged to a short page.

        [] where the venue lists none; a page the venue refuses (a deep offset) ends the list.
        """
        teams: list[Payload] = []
        for page in range(max_pages):
            try:
                payload = await self.gamma.get_json(
                    "/teams", {"limit": TEAMS_PAGE, "offset": page * TEAMS_PAGE}
                )
            except VenueNotFound:
                return teams
            except VenueHTTPError:
                if not page:
                    raise
                logger.warning("venue_one /teams refused page %d; using %d teams", page, len(teams))
                return teams
            rows = [t for t in payload if isinstance(t, dict)] if isinstance(payload, list) else []
            teams.extend(rows)
            if len(rows) < TEAMS_PAGE:
                break
        return teams

    async def get_book(self, token_id: str) -> Payload | None:
        """The CLOB book of one outcome token, or None when none exists (e.g. market closed)."""
        path, params = "/book", {"token_id": token_id}
        try:
            book = await self.clob.get_json(path, params)
        except VenueNotFound:
            return None
        if not isinstance(book, dict):
            raise self.clob.payload_error(path, params, "book is not a JSON object")
        return book

    async def _get_object(self, path: str) -> Payload:
        payload = await self.gamma.get_json(path)
        if not isinstance(payload, dict):
            raise self.gamma.payload_error(path, None, "expected a JSON object")
        return payload

    async def _iter_list(self, kind: str, filters: Mapping[str, Any]) -> AsyncIterator[Payload]:
        if "closed" in filters or not LOOKUP_FILTERS.intersection(filters):
            async for item in self._iter_pages(kind, dict(filters)):
                yield item
            return
        seen: set[str] = set()
        for closed in (False, True):
            async for item in self._iter_pages(kind, {**filters, "closed": closed}):
                key = str(item.get("id"))
                if key not in seen:
                    seen.add(key)
                    yield item

    async def _iter_pages(self, kind: str, filters: dict[str, Any]) -> AsyncIterator[Payload]:
        if not self._keyset_served[kind]:
            async for item in self._iter_offset(kind, filters):
                yield item
            return
        path = f"/{kind}/keyset"
        cursor: str | None = None
        seen: set[str] = set()
        while True:
            params = {**filters, "limit": self.page_limit}
            if cursor is not None:
                params["after_cursor"] = cursor
            try:
                page = await self.gamma.get_json(path, params)
            except VenueNotFound:
                if cursor is not None:
                    raise
                logger.info("%s: %s not served; using legacy offset paging", VENUE, path)
                self._keyset_served[kind] = False
                async for item in self._iter_offset(kind, filters):
                    yield item
                return
            if not isinstance(page, dict):
                raise self.gamma.payload_error(path, params, "keyset page is not a JSON object")
            items = _page_items(page, kind)
            if items is None:
                raise self.gamma.payload_error(path, params, f"keyset page has no `{kind}` list")
            for item in items:
                yield item
            nxt = page.get("next_cursor")
            if not nxt or not items:
                return
            if nxt in seen:
                logger.warning("%s: %s repeated cursor %r; stopping", VENUE, path, nxt)
                return
            seen.add(str(nxt))
            cursor = str(nxt)

    async def _iter_offset(self, kind: str, filters: dict[str, Any]) -> AsyncIterator[Payload]:
        path = f"/{kind}"
        offset = 0
        previous: list[str] | None = None
        while True:
            params = {**filters, "limit": self.page_limit, "offset": offset}
            page = await self.gamma.get_json(path, params)
            items = page if isinstance(page, list) else _page_items(page, kind)
            if items is None:
                raise self.gamma.payload_error(path, params, f"expected a `{kind}` list")
            ids = [str(item.get("id")) for item in items]
            if items and ids == previous:
                # A server ignoring `offset` would otherwise return page one forever.
                logger.warning("%s: %s offset %d repeated a page; stopping", VENUE, path, offset)
                return
            for item in items:
                yield item
            if not items:  # not `< limit`: the server may cap the page size below ours
                return
            offset += len(items)
            previous = ids


def _page_items(page: Any, kind: str) -> list[Payload] | None:
    """The object list of a page (`{kind: [...]}` or `{"data": [...]}`), None if absent."""
    if not isinstance(page, dict):
        return None
    items = page.get(kind, page.get("data"))
    if not isinstance(items, list) or not all(isinstance(i, dict) for i in items):
        return None
    return items


def decode_json_array(value: Any) -> list[str]:
    """A Gamma list field as strings: a real list, a JSON-encoded string, or one encoded twice.

    Raises:
        ValueError: the value is missing or does not decode to a flat array.
    """
    decoded = value
    for _ in range(3):  # list, "[...]", "\"[...]\"": at most two decodes are ever needed
        if not isinstance(decoded, str):
            break
        try:
            decoded = json.loads(decoded)
        except json.JSONDecodeError as exc:
            raise ValueError(f"not a JSON array: {value!r}") from exc
    if not isinstance(decoded, list):
        raise ValueError(f"not a JSON array: {value!r}")
    out: list[str] = []
    for element in decoded:
        if isinstance(element, bool) or not isinstance(element, str | int | float):
            raise ValueError(f"array element is not a string or number: {element!r}")
        out.append(element if isinstance(element, str) else str(element))
    return out


def market_tokens(market: Mapping[str, Any]) -> list[str]:
    """The CLOB token ids of a Gamma market; [] when the field is missing or malformed.

    Used to decide which books to fetch: a market without readable tokens has no book to
    ask for, and its payload is judged (and skipped if need be) by normalization.
    """
    try:
        return decode_json_array(market.get("clobTokenIds"))
    except (TypeError, ValueError):
        return []


def parse_game_start_time(value: str) -> datetime:
    """A Gamma time (`"2026-09-15 18:00:00+00"`, or ISO with `T`/`Z`) as an aware UTC datetime.

    A time without an offset is read as UTC (Gamma writes UTC throughout); a bare date is
    refused, since a kickoff needs a time of day.

    Raises:
        ValueError: not a timestamp.
    """
    if not isinstance(value, str) or ":" not in value:
        raise ValueError(f"not a timestamp: {value!r}")
    parsed = datetime.fromisoformat(value.strip())
    if parsed.tzinfo is None:
        parsed = parsed.replace(tzinfo=UTC)
    return parsed.astimezone(UTC)


def yes_index(outcomes: Sequence[str]) -> int:
    """Index of the Yes outcome; in a two-way team market the first outcome plays Yes.

    Raises:
        ValueError: not a two-outcome market.
    """
    if len(outcomes) != 2:
        raise ValueError(f"expected two outcomes, got {list(outcomes)!r}")
    lowered = [o.strip().lower() for o in outcomes]
    return lowered.index("yes") if "yes" in lowered else 0


class OutcomeFields(NamedTuple):
    """A Gamma leg's outcome arrays, aligned on the Yes outcome."""

    n_outcomes: int
    yes_token: str | None
    no_token: str | None
    last_price_yes: float | None
    # A two-way market's own name for the side that plays Yes ("Arsenal" in
    # ["Arsenal", "Bayern"]); None for a Yes/No market.
    yes_label: str | None = None


def outcome_fields(market: Mapping[str, Any]) -> OutcomeFields:
    """Decode `outcomes`, `clobTokenIds` and `outcomePrices` and align them on Yes.

    Raises:
        ValueError: undecodable arrays, or arrays whose lengths differ from `outcomes`.
    """
    outcomes = decode_json_array(market.get("outcomes"))
    yes = yes_index(outcomes)
    aligned: dict[str, list[str] | None] = {}
    for key in ("clobTokenIds", "outcomePrices"):
        raw = market.get(key)
        values = None if raw is None else decode_json_array(raw)
        if values is not None and len(values) != len(outcomes):
            raise ValueError(f"{len(outcomes)} outcomes but {len(values)} {key}")
        aligned[key] = values
    tokens, prices = aligned["clobTokenIds"], aligned["outcomePrices"]
    return OutcomeFields(
        n_outcomes=len(outcomes),
        yes_token=tokens[yes] if tokens else None,
        no_token=tokens[1 - yes] if tokens else None,
        last_price_yes=float(prices[yes]) if prices else None,
        yes_label=None if outcomes[yes].strip().lower() == "yes" else outcomes[yes].strip(),
    )


_SETTLEMENTS: dict[tuple[float, float], tuple[str, float]] = {
    (1.0, 0.0): ("yes", 1.0),
    (0.0, 1.0): ("no", 0.0),
    (0.5, 0.5): ("50-50", 0.5),
}


def finality(market: Mapping[str, Any]) -> tuple[bool, str | None, float | None]:
    """(final, result, settlement_yes) of a Gamma market.

    Final only when `closed` is true, `umaResolutionStatus` is "resolved" and the prices are
    exactly 1/0, 0/1 or 0.5/0.5: a 0.9995/0.0005 market or a `proposed` 0.5/0.5 one is
    still pending (docs/DESIGN.md §4).

    Raises:
        ValueError: a resolved market whose outcomes or prices do not parse.
    """
    if market.get("closed") is not True or market.get("umaResolutionStatus") != "resolved":
        return False, None, None
    outcomes = decode_json_array(market.get("outcomes"))
    prices = [float(p) for p in decode_json_array(market.get("outcomePrices"))]
    if len(prices) != len(outcomes):
        raise ValueError(f"{len(outcomes)} outcomes but {len(prices)} prices")
    yes = yes_index(outcomes)
    settled = _SETTLEMENTS.get((prices[yes], prices[1 - yes]))
    if settled is None:
        return False, None, None
    return True, settled[0], settled[1]


def parse_levels(levels: Any) -> list[Level]:
    """CLOB `[{price, size}]` string levels as (price, size) floats, in wire order.

    Raises:
        ValueError: a level that is not a price within [0, 1] with a non-negative size.
    """
    if levels is None:
        return []
    if not isinstance(levels, list):
        raise ValueError(f"book side is not a list: {levels!r}")
    out: list[Level] = []
    for level in levels:
        if not isinstance(level, dict):
            raise ValueError(f"book level is not an object: {level!r}")
        price, size = float(level["price"]), float(level["size"])
        if not 0.0 <= price <= 1.0 or size < 0.0:
            raise ValueError(f"book level out of range: {level!r}")
        if size > 0.0:
            out.append((price, size))
    return out


def _asks(book: Mapping[str, Any] | None) -> list[Level]:
    # The wire lists asks descending (best last); some guides claim otherwise, so sort.
    return sorted(parse_levels(book.get("asks")) if book else [], key=lambda lv: lv[0])


def asks_from_books(
    yes_book: Mapping[str, Any] | None, no_book: Mapping[str, Any] | None
) -> tuple[list[Level], list[Level]]:
    """(asks to buy Yes, asks to buy No), best (lowest) first, from the two tokens' books."""
    return _asks(yes_book), _asks(no_book)


def best_bid(book: Mapping[str, Any] | None) -> float | None:
    """The highest bid of a token's book, None when the book has no bids."""
    bids = parse_levels(book.get("bids")) if book else []
    return max((price for price, _ in bids), default=None)


def taker_fee(market: Mapping[str, Any]) -> tuple[float | None, float | None]:
    """(rate, exponent) of the market's taker fee: per share, rate * (p * (1 - p)) ** exponent.

    Gamma carries the fee rule on the market: `feesEnabled`, and `feeSchedule` with its
    `rate` and `exponent` (1 when absent). Fees switched off are (0, 1); a market that
    names no schedule is (None, None): unknown, never guessed as free.

    Raises:
        ValueError: a schedule whose rate or exponent is not a non-negative number.
    """
    if market.get("feesEnabled") is False:
        return 0.0, 1.0
    schedule = market.get("feeSchedule")
    if isinstance(schedule, str) and schedule.strip():
        schedule = json.loads(schedule)
    if not isinstance(schedule, Mapping) or schedule.get("rate") is None:
        return None, None
    rate, exponent = float(schedule["rate"]), float(schedule.get("exponent") or 1.0)
    if rate < 0 or exponent < 0 or rate != rate or exponent != exponent:
        raise ValueError(f"fee schedule out of range: {schedule!r}")
    return rate, exponent
