"""In-memory state of the venue simulator: the recorded data, its indexes and PATCH merges.

The recorded objects are served as they are on disk. A venue_one market lives inside its
Gamma event (`markets[]`), so the indexes hold references to those very dicts: a PATCH that
updates one in place shows wherever the market appears (listing, event, single lookup).
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, TypeVar

__all__ = ["JSONObj", "SimStore", "load_store", "parse_token_ids", "positions_of", "take"]

JSONObj = dict[str, Any]
T = TypeVar("T")


def positions_of(items: Iterable[Any], key: Callable[[Any], object]) -> dict[str, list[int]]:
    """Where each key's items are in `items` (keys as text), for lookups in recorded order."""
    out: dict[str, list[int]] = {}
    for i, item in enumerate(items):
        out.setdefault(str(key(item)), []).append(i)
    return out


def take(items: list[T], index: dict[str, list[int]], keys: Iterable[str]) -> list[T]:
    """The items under any of `keys`, in their recorded order, each once: a request that
    names its ids costs O(ids), not a pass over the whole venue."""
    return [items[i] for i in sorted({i for k in keys for i in index.get(k, ())})]


def _read_json(path: Path) -> Any:
    with path.open(encoding="utf-8") as fh:
        return json.load(fh)


def _read_array(path: Path) -> list[JSONObj]:
    """A recorded array file; a missing file is an empty venue, a wrong shape is an error."""
    if not path.is_file():
        return []
    data = _read_json(path)
    if not isinstance(data, list) or not all(isinstance(x, dict) for x in data):
        raise ValueError(f"{path}: expected a JSON array of objects")
    return data


def _json_files(folder: Path) -> dict[str, Path]:
    """`<name>.json` files of a folder by stem; listed once so request input never builds paths."""
    if not folder.is_dir():
        return {}
    return {p.stem: p for p in folder.glob("*.json") if p.is_file()}


def parse_token_ids(market: JSONObj) -> list[str]:
    """The CLOB token ids of a Gamma market (`clobTokenIds` is a JSON array encoded as a string)."""
    raw = market.get("clobTokenIds")
    if isinstance(raw, list):
        return [str(t) for t in raw]
    if not isinstance(raw, str) or not raw:
        return []
    try:
        decoded = json.loads(raw)
    except json.JSONDecodeError:
        return []
    return [str(t) for t in decoded] if isinstance(decoded, list) else []


@dataclass
class SimStore:
    """Recorded venue data plus lookup indexes; rebuilt by `reindex` after any mutation."""

    data_dir: Path
    v1_events: list[JSONObj]
    v2_series: list[JSONObj]
    v2_events: list[JSONObj]
    v2_markets: list[JSONObj]
    v2_milestones: list[JSONObj]
    v1_teams: list[JSONObj]
    v1_book_files: dict[str, Path]
    v2_orderbook_files: dict[str, Path]
    _book_cache: dict[str, JSONObj] = field(default_factory=dict)
    _orderbook_cache: dict[str, JSONObj] = field(default_factory=dict)
    v1_event_by_id: dict[str, JSONObj] = field(default_factory=dict)
    v1_event_by_slug: dict[str, JSONObj] = field(default_factory=dict)
    # (market, parent event) pairs in recorded order: the flattened /markets listing.
    v1_market_rows: list[tuple[JSONObj, JSONObj]] = field(default_factory=list)
    v1_markets_by_id: dict[str, list[JSONObj]] = field(default_factory=dict)
    v1_market_by_slug: dict[str, tuple[JSONObj, JSONObj]] = field(default_factory=dict)
    v1_market_by_token: dict[str, JSONObj] = field(default_factory=dict)
    v1_parent: dict[int, JSONObj] = field(default_factory=dict)  # id(market dict) -> event
    v2_series_by_ticker: dict[str, JSONObj] = field(default_factory=dict)
    v2_event_by_ticker: dict[str, JSONObj] = field(default_factory=dict)
    v2_market_by_ticker: dict[str, JSONObj] = field(default_factory=dict)
    v2_markets_by_event: dict[str, list[JSONObj]] = field(default_factory=dict)
    # Positions in the lists above by id, ticker or series (keys as text), so that a request
    # naming its ids or its series reads only those (the filters still run on each).
    v1_event_pos: dict[str, list[int]] = field(default_factory=dict)
    v1_market_pos: dict[str, list[int]] = field(default_factory=dict)
    v2_market_pos: dict[str, list[int]] = field(default_factory=dict)
    v2_market_pos_by_event: dict[str, list[int]] = field(default_factory=dict)
    v2_event_pos_by_series: dict[str, list[int]] = field(default_factory=dict)

    def reindex(self) -> None:
        """Rebuild every lookup from the object lists (ids, slugs or tokens may have changed)."""
        self.v1_event_by_id = {str(e.get("id")): e for e in self.v1_events}
        self.v1_event_by_slug = {str(e.get("slug")): e for e in self.v1_events if e.get("slug")}
        self.v1_market_rows = [
            (m, e) for e in self.v1_events for m in e.get("markets") or [] if isinstance(m, dict)
        ]
        self.v1_parent = {id(m): e for m, e in self.v1_market_rows}
        self.v1_markets_by_id = {}
        self.v1_market_by_slug = {}
        self.v1_market_by_token = {}
        for market, event in self.v1_market_rows:
            self.v1_markets_by_id.setdefault(str(market.get("id")), []).append(market)
            if market.get("slug"):
                self.v1_market_by_slug.setdefault(str(market["slug"]), (market, event))
            for token in parse_token_ids(market):
                self.v1_market_by_token[token] = market
        self.v2_series_by_ticker = {str(s.get("ticker")): s for s in self.v2_series}
        self.v2_event_by_ticker = {str(e.get("event_ticker")): e for e in self.v2_events}
        self.v2_market_by_ticker = {str(m.get("ticker")): m for m in self.v2_markets}
        self.v2_markets_by_event = {}
        for market in self.v2_markets:
            self.v2_markets_by_event.setdefault(str(market.get("event_ticker")), []).append(market)
        self.v1_event_pos = positions_of(self.v1_events, lambda e: e.get("id"))
        self.v1_market_pos = positions_of(self.v1_market_rows, lambda r: r[0].get("id"))
        self.v2_market_pos = positions_of(self.v2_markets, lambda m: m.get("ticker"))
        self.v2_market_pos_by_event = positions_of(self.v2_markets, lambda m: m.get("event_ticker"))
        self.v2_event_pos_by_series = positions_of(self.v2_events, lambda e: e.get("series_ticker"))

    def v1_market(self, market_id: str) -> tuple[JSONObj, JSONObj] | None:
        """A venue_one market and its parent event by Gamma id."""
        found = self.v1_markets_by_id.get(market_id)
        if not found:
            return None
        return found[0], self.v1_parent[id(found[0])]

    def v1_book(self, token_id: str) -> JSONObj | None:
        """The recorded CLOB book of a token, or None (unknown token, or its market closed)."""
        path = self.v1_book_files.get(token_id)
        if path is None:
            return None
        market = self.v1_market_by_token.get(token_id)
        # A resolved market has no CLOB book any more (docs/DESIGN.md §4), also after a PATCH.
        if market is not None and market.get("closed") is True:
            return None
        if token_id not in self._book_cache:
            self._book_cache[token_id] = _read_json(path)
        return self._book_cache[token_id]

    def v2_orderbook(self, ticker: str) -> JSONObj | None:
        """The recorded Kalshi orderbook of a market, or None when none was recorded."""
        path = self.v2_orderbook_files.get(ticker)
        if path is None:
            return None
        if ticker not in self._orderbook_cache:
            self._orderbook_cache[ticker] = _read_json(path)
        return self._orderbook_cache[ticker]

    def v2_series_ticker_of(self, market: JSONObj) -> str | None:
        """A Kalshi market's series ticker, through its event (markets may not carry it)."""
        if market.get("series_ticker"):
            return str(market["series_ticker"])
        event = self.v2_event_by_ticker.get(str(market.get("event_ticker")))
        return str(event["series_ticker"]) if event and event.get("series_ticker") else None

    def patch_v1_market(self, market_id: str, changes: JSONObj) -> JSONObj | None:
        """Shallow-merge `changes` into every copy of a venue_one market; None if unknown."""
        found = self.v1_markets_by_id.get(market_id)
        if not found:
            return None
        for market in found:
            market.update(changes)
        self.reindex()
        return found[0]

    def patch_v2_market(self, ticker: str, changes: JSONObj) -> JSONObj | None:
        """Shallow-merge `changes` into a venue_two market; None if unknown."""
        market = self.v2_market_by_ticker.get(ticker)
        if market is None:
            return None
        market.update(changes)
        self.reindex()
        return market


def load_store(data_dir: Path) -> SimStore:
    """Read a recorded-data directory (docs/DESIGN.md §4); books are read on first request."""
    if not data_dir.is_dir():
        raise FileNotFoundError(f"recorded-data directory not found: {data_dir}")
    one, two = data_dir / "venue_one", data_dir / "venue_two"
    store = SimStore(
        data_dir=data_dir,
        v1_events=_read_array(one / "events.json"),
        v2_series=_read_array(two / "series.json"),
        v2_events=_read_array(two / "events.json"),
        v2_markets=_read_array(two / "markets.json"),
        # Optional beyond docs/DESIGN.md §4: served with `GET /events?with_milestones=true`.
        v2_milestones=_read_array(two / "milestones.json"),
        # Optional: Gamma `/teams` rows; without it the simulator lists the recorded events' teams.
        v1_teams=_read_array(one / "teams.json"),
        v1_book_files=_json_files(one / "books"),
        v2_orderbook_files=_json_files(two / "orderbooks"),
    )
    store.reindex()
    return store
