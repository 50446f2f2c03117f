"""Events and series read lately, so an on-demand leg is one request for its market.

A venue_two market is normalized with its event (title, series, kickoff milestone) and its
series (settlement sources, which are part of the rule text, and the fee rule); a
venue_one market with its event (title, start time, series). Fetched one after another
at audit time, they were three sequential round trips per leg and four venue_two requests
against the service's own budget (`venue_two_budget_per_s`). But a cycle lists every event
of each covered series and reads each series (`pipeline.fetch_venue_two`), and the other markets of
a match share its event: so both are kept here, with when they were read, and an audit
takes them from here while they are younger than `ttl_s`.

The TTL is two refresh intervals: the age issue 19 allows a covered market's rule text
(`oldest_rules_age_seconds` never above two intervals). A leg normalized with a kept part
is stamped with the oldest read among its parts (`read_at`), so its `snapshot_ts` never
says the data is newer than it is. Only what normalization reads of an event is kept (a
season of listed events would otherwise hold every payload whole); `tests/test_ondemand.py`
checks that a kept event normalizes exactly as the payload it came from.
"""

from __future__ import annotations

import threading
from collections import OrderedDict
from collections.abc import Iterable, Mapping
from datetime import datetime
from typing import Any

__all__ = ["Kept", "VenueContext", "v1_event_part", "v2_event_part"]

# Events kept per venue (the oldest dropped first): a season's listings, bounded.
MAX_EVENTS = 20_000

Kept = tuple[dict[str, Any], datetime]

# What `payloadrows.v2_row` and `venue_two.kickoff_utc` read of an event.
_V2_EVENT_KEYS = ("event_ticker", "series_ticker", "title", "milestones")
# What `payloadrows.v1_row` reads of an event.
_V1_EVENT_KEYS = ("id", "title", "startTime", "series")


def v2_event_part(event: Mapping[str, Any]) -> dict[str, Any]:
    """The part of a venue_two event that normalizing one of its markets reads."""
    return {k: event[k] for k in _V2_EVENT_KEYS if k in event}


def v1_event_part(event: Mapping[str, Any]) -> dict[str, Any]:
    """The part of a venue_one event that normalizing one of its markets reads, with each
    nested market's CLOB token ids (`tokens`: market id -> the raw `clobTokenIds`), so a
    market of a known event has its books asked for beside the market itself."""
    part = {k: event[k] for k in _V1_EVENT_KEYS if k in event}
    markets = event.get("markets")
    part["tokens"] = {
        str(m.get("id")): m.get("clobTokenIds")
        for m in (markets if isinstance(markets, list) else [])
        if isinstance(m, Mapping)
    }
    return part


class VenueContext:
    """Event and series payloads by key, each with when it was read; thread-safe (written
    by the refresher's cycle and by audits, read by audits)."""

    def __init__(self, ttl_s: float, max_events: int = MAX_EVENTS) -> None:
        self.ttl_s = ttl_s
        self._max = max_events
        self._v2_events: OrderedDict[str, Kept] = OrderedDict()
        self._v2_series: dict[str, Kept] = {}
        self._v1_events: OrderedDict[str, Kept] = OrderedDict()
        self._v1_event_of: dict[str, str] = {}  # market id -> the kept event nesting it
        self._lock = threading.Lock()

    def note_v2_events(self, events: Iterable[Mapping[str, Any]], read_at: datetime) -> None:
        """venue_two events read at `read_at` (a series' listing, or one event)."""
        parts = [(str(e.get("event_ticker")), v2_event_part(e)) for e in events]
        with self._lock:
            _put(self._v2_events, parts, read_at, self._max)

    def note_v2_series(self, series: Mapping[str, Any], read_at: datetime) -> None:
        """A venue_two series read at `read_at` (kept whole: a few dozen at most)."""
        with self._lock:
            self._v2_series[str(series.get("ticker"))] = (dict(series), read_at)

    def note_v1_event(self, event: Mapping[str, Any], read_at: datetime) -> None:
        """A venue_one event (with its nested markets) read at `read_at`."""
        part, event_id = v1_event_part(event), str(event.get("id"))
        with self._lock:
            _put(self._v1_events, [(event_id, part)], read_at, self._max)
            self._v1_event_of.update(dict.fromkeys(part["tokens"], event_id))
            if len(self._v1_event_of) > 4 * self._max:
                self._v1_event_of = {
                    m: e for m, e in self._v1_event_of.items() if e in self._v1_events
                }

    def v2_event(self, ticker: str, now: datetime) -> Kept | None:
        """The venue_two event `ticker` read within the TTL, and when."""
        return self._fresh(self._v2_events.get(ticker), now)

    def v2_series(self, ticker: str, now: datetime) -> Kept | None:
        """The venue_two series `ticker` read within the TTL, and when."""
        return self._fresh(self._v2_series.get(ticker), now)

    def v1_event(self, event_id: str, now: datetime) -> Kept | None:
        """The venue_one event `event_id` read within the TTL, and when."""
        return self._fresh(self._v1_events.get(event_id), now)

    def v1_event_of(self, market_id: str, now: datetime) -> Kept | None:
        """The venue_one event read within the TTL that nests market `market_id`."""
        with self._lock:
            event_id = self._v1_event_of.get(market_id)
            kept = None if event_id is None else self._v1_events.get(event_id)
        if kept is None or market_id not in kept[0]["tokens"]:
            return None
        return self._fresh(kept, now)

    def _fresh(self, kept: Kept | None, now: datetime) -> Kept | None:
        if kept is None or (now - kept[1]).total_seconds() > self.ttl_s:
            return None
        return kept


def _put(
    store: OrderedDict[str, Kept], parts: list[tuple[str, dict[str, Any]]], at: datetime, cap: int
) -> None:
    for key, part in parts:
        store.pop(key, None)
        store[key] = (part, at)
    while len(store) > cap:
        store.popitem(last=False)
