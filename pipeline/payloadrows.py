"""One venue payload as one snapshot row: the field-by-field reading of each venue's market.

`pipeline.normalize` turns these rows into the snapshot frame (rule hashes, fetch time,
validation); here each venue's market payload (with its event, series and books) becomes
one dict of `SNAPSHOT_SCHEMA`'s columns but `rules_hash` and `fetched_at`. A field of
the wrong type raises ValueError: the payload is dropped whole, never half read.
"""

from __future__ import annotations

from collections.abc import Mapping
from datetime import UTC, datetime
from typing import Any

from pipeline.venues import venue_one as v1
from pipeline.venues import venue_two as v2

__all__ = ["utc", "v1_row", "v2_row"]

# Kalshi statuses after which the market no longer trades (docs/DESIGN.md §4).
_V2_CLOSED_STATUSES = frozenset({"closed", "determined", "disputed", "amended", "finalized"})


def v1_row(
    event: Mapping[str, Any],
    market: Mapping[str, Any],
    books: Mapping[str, Mapping[str, Any] | None],
) -> dict[str, Any]:
    """A Gamma market nested in `event` as a row; `books` maps CLOB token id -> book."""
    legs = v1.outcome_fields(market)
    yes_book = books.get(legs.yes_token) if legs.yes_token else None
    no_book = books.get(legs.no_token) if legs.no_token else None
    yes_asks, no_asks = v1.asks_from_books(yes_book, no_book)
    fee_rate, fee_exponent = v1.taker_fee(market)
    final, result, settlement = v1.finality(market)
    kickoff = _opt_str(market, "gameStartTime") or _opt_str(event, "startTime")
    closed_time = _opt_str(market, "closedTime")
    series = event.get("series")
    closed = _opt_bool(market, "closed")
    return {
        "venue": v1.VENUE,
        "market_id": _id(market, "id"),
        "event_id": _id(event, "id"),
        "series_id": _id(series[0], "id") if isinstance(series, list) and series else None,
        "event_title": _opt_str(event, "title"),
        "title": _opt_str(market, "question"),
        # A two-way market names its sides in `outcomes`: that name is the leg's label.
        "outcome_label": legs.yes_label or _opt_str(market, "groupItemTitle"),
        "market_type": _opt_str(market, "sportsMarketType"),
        "outcome_count": legs.n_outcomes,
        "yes_token_id": legs.yes_token,
        "no_token_id": legs.no_token,
        "kickoff_utc": v1.parse_game_start_time(kickoff) if kickoff else None,
        "close_time": v1.parse_game_start_time(closed_time) if closed_time else None,
        "status": "closed" if closed else "open",
        "closed": closed,
        "final": final,
        "result": result,
        "settlement_yes": settlement,
        "last_price_yes": legs.last_price_yes,
        "best_bid_yes": _first(v1.best_bid(yes_book), v2.dollars(market.get("bestBid"))),
        "best_ask_yes": _first(_top(yes_asks), v2.dollars(market.get("bestAsk"))),
        "yes_asks": _levels(yes_asks),
        "no_asks": _levels(no_asks),
        "fee_rate": fee_rate,
        "fee_exponent": fee_exponent,
        "rules_primary": _opt_str(market, "description"),
        "rules_secondary": "",
        "resolution_source": _opt_str(market, "resolutionSource"),
        "settlement_sources": [],
    }


def v2_row(
    market: Mapping[str, Any],
    events: Mapping[str, Mapping[str, Any]],
    series: Mapping[str, Mapping[str, Any]],
    books: Mapping[str, Mapping[str, Any] | None],
) -> dict[str, Any]:
    """A Kalshi market as a row, with its event and series (by ticker) and its book.

    Raises:
        ValueError: its event, or the series that event names, is not supplied.
    """
    ticker = _id(market, "ticker")
    event_ticker = _id(market, "event_ticker")
    event = events.get(event_ticker)
    if event is None:
        raise ValueError(f"event {event_ticker} not supplied")
    series_ticker = _opt_str(event, "series_ticker")
    series_obj = series.get(series_ticker) if series_ticker else None
    if series_ticker and series_obj is None:
        # Its settlement sources are part of the rule text (and its hash): never omit them.
        raise ValueError(f"series {series_ticker} not supplied")
    book = books.get(ticker)
    yes_bids, _ = v2.bids_from_orderbook(book)
    yes_asks, no_asks = v2.asks_from_orderbook(book)
    fee_rate, fee_exponent = v2.taker_fee(series_obj)
    final, _, settlement = v2.finality(market)
    close_time = _opt_str(market, "close_time")
    status = _opt_str(market, "status")
    return {
        "venue": v2.VENUE,
        "market_id": ticker,
        "event_id": event_ticker,
        "series_id": series_ticker,
        "event_title": _opt_str(event, "title"),
        "title": _opt_str(market, "title"),
        "outcome_label": _opt_str(market, "yes_sub_title"),
        "market_type": _opt_str(market, "market_type"),
        "outcome_count": 2,
        "yes_token_id": None,
        "no_token_id": None,
        "kickoff_utc": v2.kickoff_utc(event, market),
        "close_time": v2.parse_time(close_time) if close_time else None,
        "status": status,
        "closed": status in _V2_CLOSED_STATUSES,
        "final": final,
        "result": _opt_str(market, "result") or None,  # kept raw: "" means no result yet
        "settlement_yes": settlement,
        "last_price_yes": v2.price_field(market, "last_price"),
        "best_bid_yes": _first(_top(yes_bids), v2.price_field(market, "yes_bid")),
        "best_ask_yes": _first(_top(yes_asks), v2.price_field(market, "yes_ask")),
        "yes_asks": _levels(yes_asks),
        "no_asks": _levels(no_asks),
        "fee_rate": fee_rate,
        "fee_exponent": fee_exponent,
        "rules_primary": _opt_str(market, "rules_primary"),
        "rules_secondary": _opt_str(market, "rules_secondary"),
        "resolution_source": "",
        "settlement_sources": v2.settlement_source_labels(series_obj),
    }


def utc(at: datetime) -> datetime:
    """`at` in UTC (a naive time is refused: a fetch time must say its zone)."""
    if at.tzinfo is None:
        raise ValueError("fetched_at must be timezone-aware")
    return at.astimezone(UTC)


def _id(obj: Any, key: str) -> str:
    value = obj[key]
    if isinstance(value, bool) or not isinstance(value, str | int):
        raise ValueError(f"`{key}` is not an id: {value!r}")
    text = str(value).strip()
    if not text:
        raise ValueError(f"`{key}` is empty")
    return text


def _opt_str(obj: Mapping[str, Any], key: str) -> str | None:
    value = obj.get(key)
    if value is not None and not isinstance(value, str):
        raise ValueError(f"`{key}` is not a string: {value!r}")
    return value


def _opt_bool(obj: Mapping[str, Any], key: str) -> bool:
    value = obj.get(key, False)
    if not isinstance(value, bool):
        raise ValueError(f"`{key}` is not a boolean: {value!r}")
    return value


def _first(*values: float | None) -> float | None:
    return next((v for v in values if v is not None), None)


def _top(levels: list[tuple[float, float]]) -> float | None:
    return levels[0][0] if levels else None


def _levels(levels: list[tuple[float, float]]) -> list[dict[str, float]]:
    return [{"price": price, "size": size} for price, size in levels]
