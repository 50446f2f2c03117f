"""venue_two adapter: Kalshi trade-api v2 (series, events, markets, order books).

Quirks handled here (docs/DESIGN.md §4): opaque `cursor` paging that ends on an empty or null
cursor (and is guarded against repeats); prices as 4-dp fixed-point dollar strings, with the
legacy integer-cent fields only as a fallback; settlement sources living on the series, not
the market; order books holding bids only, ascending (best last), so asks are implied as
1 - the opposite side's bids; and `determined` results that are not yet final.
"""

from __future__ import annotations

import logging
import random
from collections.abc import AsyncIterator, Mapping, Sequence
from datetime import UTC, datetime
from types import TracebackType
from typing import Any, Self

import httpx

from pipeline.errors import VenueNotFound
from pipeline.settings import Settings
from pipeline.venues.http import Sleep, VenueHTTP

__all__ = [
    "VENUE",
    "Level",
    "VenueTwoClient",
    "asks_from_orderbook",
    "bids_from_orderbook",
    "dollars",
    "finality",
    "kickoff_utc",
    "parse_time",
    "price_field",
    "settlement_source_labels",
    "taker_fee",
]

logger = logging.getLogger(__name__)

VENUE = "venue_two"

Level = tuple[float, float]  # (price in dollars per share, size in contracts)
Payload = dict[str, Any]


class VenueTwoClient:
    """Read-only client for Kalshi market data (no auth needed)."""

    def __init__(
        self,
        settings: Settings,
        *,
        transport: httpx.AsyncBaseTransport | None = None,
        sleep: Sleep | None = None,
        rng: random.Random | None = None,
        page_limit: int = 200,
    ) -> None:
        self.http = VenueHTTP(
            VENUE, settings.venue_two_url, settings, transport=transport, sleep=sleep, rng=rng
        )
        self.page_limit = page_limit

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
        """Close the pooled client."""
        await self.http.aclose()

    async def get_series(self, ticker: str) -> Payload:
        """One series (with `settlement_sources` and `contract_terms_url`)."""
        return await self._get_wrapped(f"/series/{ticker}", "series")

    async def iter_events(
        self,
        series_ticker: str | None = None,
        status: str | None = None,
        with_nested_markets: bool = False,
        with_milestones: bool = False,
    ) -> AsyncIterator[Payload]:
        """Every event matching the filters; with milestones, each event gets its own
        `milestones` list (matched by `primary_event_tickers`)."""
        params: dict[str, Any] = {"series_ticker": series_ticker, "status": status}
        if with_nested_markets:
            params["with_nested_markets"] = True
        if with_milestones:
            params["with_milestones"] = True
        async for page, items in self._pages("/events", "events", params):
            milestones = page.get("milestones") if with_milestones else None
            for event in items:
                if isinstance(milestones, list) and "milestones" not in event:
                    ticker = event.get("event_ticker")
                    event["milestones"] = [
                        m
                        for m in milestones
                        if isinstance(m, dict) and ticker in (m.get("primary_event_tickers") or [])
                    ]
                yield event

    async def get_event(self, ticker: str) -> tuple[Payload, list[Payload]]:
        """(event, its markets), preferring the nested `event.markets` over the deprecated
        top-level `markets`."""
        path, params = f"/events/{ticker}", {"with_nested_markets": True}
        body = await self.http.get_json(path, params)
        event = body.get("event") if isinstance(body, dict) else None
        if not isinstance(event, dict):
            raise self.http.payload_error(path, params, "no `event` object")
        nested = event.get("markets")
        markets = nested if isinstance(nested, list) else body.get("markets")
        if not isinstance(markets, list):
            markets = []
        return event, [m for m in markets if isinstance(m, dict)]

    async def iter_markets(
        self,
        series_ticker: str | None = None,
        event_ticker: str | None = None,
        tickers: Sequence[str] | None = None,
        status: str | None = None,
    ) -> AsyncIterator[Payload]:
        """Every market matching the filters (`tickers` is sent comma-separated)."""
        params: dict[str, Any] = {
            "series_ticker": series_ticker,
            "event_ticker": event_ticker,
            "tickers": ",".join(tickers) if tickers else None,
            "status": status,
        }
        async for _, items in self._pages("/markets", "markets", params):
            for market in items:
                yield market

    async def get_market(self, ticker: str) -> Payload:
        """One market by ticker."""
        return await self._get_wrapped(f"/markets/{ticker}", "market")

    async def get_orderbook(self, ticker: str) -> Payload | None:
        """The market's order book response, or None when the venue has none (404)."""
        path = f"/markets/{ticker}/orderbook"
        try:
            body = await self.http.get_json(path)
        except VenueNotFound:
            return None
        if not isinstance(body, dict):
            raise self.http.payload_error(path, None, "orderbook is not a JSON object")
        return body

    async def _get_wrapped(self, path: str, key: str) -> Payload:
        body = await self.http.get_json(path)
        inner = body.get(key) if isinstance(body, dict) else None
        if not isinstance(inner, dict):
            raise self.http.payload_error(path, None, f"no `{key}` object")
        return inner

    async def _pages(
        self, path: str, key: str, filters: dict[str, Any]
    ) -> AsyncIterator[tuple[Payload, list[Payload]]]:
        cursor: str | None = None
        seen: set[str] = set()
        while True:
            params = {**filters, "limit": self.page_limit}
            if cursor:
                params["cursor"] = cursor
            page = await self.http.get_json(path, params)
            if not isinstance(page, dict):
                raise self.http.payload_error(path, params, "page is not a JSON object")
            items = page.get(key)
            if items is None and key in page:
                items = []  # Kalshi sends `null` for an empty list
            if not isinstance(items, list) or not all(isinstance(i, dict) for i in items):
                raise self.http.payload_error(path, params, f"page has no `{key}` list")
            yield page, items
            nxt = page.get("cursor")
            if not nxt or not items:
                return
            if nxt in seen:
                logger.warning("%s: %s repeated cursor %r; stopping", VENUE, path, nxt)
                return
            seen.add(str(nxt))
            cursor = str(nxt)


def dollars(value: Any) -> float | None:
    """A fixed-point dollar string ("0.4200") or number as float; None for null/"".

    Raises:
        ValueError: not a number.
    """
    if value is None or value == "":
        return None
    if isinstance(value, bool) or not isinstance(value, str | int | float):
        raise ValueError(f"not a dollar amount: {value!r}")
    return float(value)


def price_field(market: Mapping[str, Any], name: str) -> float | None:
    """`<name>_dollars` of a market, else the legacy integer-cent `<name>` / 100."""
    fixed = dollars(market.get(f"{name}_dollars"))
    if fixed is not None:
        return fixed
    cents = dollars(market.get(name))
    return None if cents is None else cents / 100.0


_FINAL_RESULTS = frozenset({"yes", "no", "scalar"})


def finality(market: Mapping[str, Any]) -> tuple[bool, str | None, float | None]:
    """(final, result, settlement_yes) of a Kalshi market.

    Final only when `status` is "finalized" and `result` is yes/no/scalar; `determined` can
    still be disputed and amended, so it is not final. A scalar (fair-price) settlement pays
    `settlement_value_dollars` per Yes share.

    Raises:
        ValueError: a finalized scalar market without a settlement value.
    """
    result = market.get("result")
    if market.get("status") != "finalized" or result not in _FINAL_RESULTS:
        return False, None, None
    if result == "yes":
        return True, "yes", 1.0
    if result == "no":
        return True, "no", 0.0
    value = price_field(market, "settlement_value")
    if value is None or not 0.0 <= value <= 1.0:
        raise ValueError(f"scalar result with settlement value {value!r}")
    return True, "scalar", value


def _side(levels: Any, *, cents: bool) -> list[Level]:
    if levels is None:
        return []
    if not isinstance(levels, list):
        raise ValueError(f"book side is not a list: {levels!r}")
    out: list[Level] = []
    for level in levels:
        if not isinstance(level, list | tuple) or len(level) < 2:
            raise ValueError(f"book level is not [price, size]: {level!r}")
        price, size = float(level[0]), float(level[1])
        if cents:
            price /= 100.0
        if not 0.0 <= price <= 1.0 or size < 0.0:
            raise ValueError(f"book level out of range: {level!r}")
        if size > 0.0:
            out.append((price, size))
    return out


def bids_from_orderbook(orderbook: Mapping[str, Any] | None) -> tuple[list[Level], list[Level]]:
    """(Yes bids, No bids), best (highest) first, from `orderbook_fp` or the legacy cents shape.

    Raises:
        ValueError: a malformed book.
    """
    if not orderbook:
        return [], []
    fixed = orderbook.get("orderbook_fp")
    if isinstance(fixed, dict):
        yes = _side(fixed.get("yes_dollars"), cents=False)
        no = _side(fixed.get("no_dollars"), cents=False)
    else:
        legacy = orderbook.get("orderbook")
        if legacy is None:
            return [], []
        if not isinstance(legacy, dict):
            raise ValueError("orderbook is not an object")
        yes, no = _side(legacy.get("yes"), cents=True), _side(legacy.get("no"), cents=True)
    # The wire is ascending (best last); sort rather than trust it.
    return sorted(yes, key=lambda lv: -lv[0]), sorted(no, key=lambda lv: -lv[0])


def asks_from_orderbook(orderbook: Mapping[str, Any] | None) -> tuple[list[Level], list[Level]]:
    """(asks to buy Yes, asks to buy No), best (lowest) first: a Yes ask is 1 - a No bid, at
    that bid's size, and the other way round.

    Raises:
        ValueError: a malformed book.
    """
    yes_bids, no_bids = bids_from_orderbook(orderbook)

    # Rounded to Kalshi's 4-dp grid so 1 - 0.58 is 0.42, not 0.42000000000000004.
    def implied(bids: list[Level]) -> list[Level]:
        return sorted(((round(1.0 - p, 4), s) for p, s in bids), key=lambda lv: lv[0])

    return implied(no_bids), implied(yes_bids)


def parse_time(value: str) -> datetime:
    """A Kalshi ISO-8601 timestamp as an aware UTC datetime.

    Raises:
        ValueError: not a timestamp, or one without an offset.
    """
    parsed = datetime.fromisoformat(value)
    if parsed.tzinfo is None:
        raise ValueError(f"timestamp without offset: {value!r}")
    return parsed.astimezone(UTC)


def kickoff_utc(event: Mapping[str, Any], market: Mapping[str, Any]) -> datetime | None:
    """The scheduled start: the event's `soccer_game` milestone `start_date` where the event
    carries one, else the market's `occurrence_datetime`; never `close_time` (kickoff + days)
    nor `expected_expiration_time` (kickoff + ~2 h), per docs/DESIGN.md §4.

    Raises:
        ValueError: a start that is not a timestamp.
    """
    milestones = event.get("milestones")
    if isinstance(milestones, Mapping):
        milestones = [milestones]
    for milestone in milestones if isinstance(milestones, list) else []:
        if isinstance(milestone, Mapping) and milestone.get("type") == "soccer_game":
            if start := milestone.get("start_date"):
                return parse_time(start)
    occurrence = market.get("occurrence_datetime")
    return parse_time(occurrence) if occurrence else None


def settlement_source_labels(series: Mapping[str, Any] | None) -> list[str]:
    """A series' `settlement_sources` as "Name (url)" strings ("Name" alone when no url).

    Raises:
        ValueError: sources that are not a list of {name, url} objects.
    """
    sources = series.get("settlement_sources") if series else None
    if sources is None:
        return []
    if not isinstance(sources, list):
        raise ValueError("series settlement_sources is not a list")
    out: list[str] = []
    for source in sources:
        if not isinstance(source, Mapping):
            raise ValueError(f"settlement source is not an object: {source!r}")
        name, url = source.get("name") or None, source.get("url") or None
        if not isinstance(name, str | None) or not isinstance(url, str | None) or not (name or url):
            raise ValueError(f"settlement source without a name or url: {source!r}")
        out.append(f"{name} ({url})" if name and url else str(name or url))
    return out


# The exchange's general taker fee per contract is 0.07 * P * (1 - P) (rounded up on the
# order's total); a series' `fee_multiplier` scales it. Fee types read as that curve:
_QUADRATIC_FEES = frozenset({"quadratic", "quadratic_with_maker_fees"})
TAKER_FEE_COEFFICIENT = 0.07


def taker_fee(series: Mapping[str, Any] | None) -> tuple[float | None, float | None]:
    """(rate, exponent) of a series' taker fee: per contract, rate * (P * (1 - P)) ** exponent.

    A quadratic `fee_type` gives rate 0.07 * `fee_multiplier`, exponent 1; any other (or
    missing) fee type is (None, None): unknown, never guessed.

    Raises:
        ValueError: a multiplier that is not a non-negative number.
    """
    if not series or series.get("fee_type") not in _QUADRATIC_FEES:
        return None, None
    raw = series.get("fee_multiplier")
    multiplier = 1.0 if raw is None else dollars(raw)
    if multiplier is None or multiplier < 0 or multiplier != multiplier:
        raise ValueError(f"fee_multiplier out of range: {raw!r}")
    return TAKER_FEE_COEFFICIENT * multiplier, 1.0
