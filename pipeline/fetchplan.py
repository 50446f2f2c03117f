"""Which venue_two order books a cycle reads: only where depth matters, within the budget.

Kalshi has no batch book endpoint and a budget of about 20 reads a second, so one book per
covered market per cycle cannot last: at 1,000 matches that is 3,000 reads, two and a half
minutes of budget for a one-minute interval. The listing pages already carry each market's
rule text, status and top of book; full depth matters only for a `notional_usd` audit
(THIN_LIQUIDITY) and near kickoff, when hedgers trade. So a cycle reads the book of an open
market when

- its match kicks off within `book_horizon_s` (or started less than three hours ago), or
- one of its legs was audited with a `notional_usd` within `depth_interest_s`,

and its last book is older than `book_ttl_s`; nearest kickoff first, as many as the
cycle's share of the venue budget allows. The rest is deferred (health lists it). A book
read within its TTL is carried to the next cycle as it was read; a market whose book is
older carries only the listing's top of book, never old depth presented as new.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Mapping
from dataclasses import dataclass, field
from datetime import datetime, timedelta
from typing import Any

__all__ = [
    "BookChoice",
    "DepthInterest",
    "plan_books",
    "top_of_book",
]

# A match that started this long ago is still "near kickoff" (in play until settled).
IN_PLAY = timedelta(hours=3)


@dataclass
class BookChoice:
    """The venue_two books of one cycle: what it reads, carries and defers."""

    fetch: list[str] = field(default_factory=list)  # read this cycle, nearest kickoff first
    deferred: list[str] = field(default_factory=list)  # wanted and due, over the budget
    failed: list[str] = field(default_factory=list)  # read and failed
    wanted: int = 0  # open markets whose depth matters now
    fresh: dict[str, dict[str, Any] | None] = field(default_factory=dict)  # read this cycle
    carried: dict[str, tuple[dict[str, Any] | None, datetime]] = field(default_factory=dict)
    allowance: int = 0  # book reads the budget left this cycle


class DepthInterest:
    """Legs recently audited with a `notional_usd` (their books are read while it lasts).

    Written by audits (any thread), read by the refresher's plan.
    """

    def __init__(self, clock: Any = time.monotonic) -> None:
        self._clock = clock
        self._seen: dict[str, float] = {}
        self._lock = threading.Lock()

    def note(self, ticker: str) -> None:
        """A notional audit read this venue_two market."""
        with self._lock:
            self._seen[ticker] = self._clock()

    def recent(self, within_s: float) -> set[str]:
        """Markets noted within the last `within_s` seconds (older notes are dropped)."""
        cut = self._clock() - within_s
        with self._lock:
            self._seen = {t: at for t, at in self._seen.items() if at >= cut}
            return set(self._seen)


def plan_books(
    kickoffs: Mapping[str, datetime | None],
    previous: Mapping[str, tuple[dict[str, Any] | None, datetime]],
    interest: set[str],
    *,
    now: datetime,
    horizon_s: float,
    ttl_s: float,
    allowance: int,
) -> BookChoice:
    """Choose the books to read among open markets (`kickoffs`: ticker -> kickoff).

    `previous` holds the books read before, with when; those within `ttl_s` are carried.
    """
    choice = BookChoice(allowance=max(0, allowance))
    due: list[tuple[float, str]] = []
    for ticker, kickoff in kickoffs.items():
        near = kickoff is not None and -IN_PLAY <= kickoff - now <= timedelta(seconds=horizon_s)
        if not near and ticker not in interest:
            kept = previous.get(ticker)
            if kept is not None and (now - kept[1]).total_seconds() <= ttl_s:
                choice.carried[ticker] = kept
            continue
        choice.wanted += 1
        kept = previous.get(ticker)
        if kept is not None and (now - kept[1]).total_seconds() <= ttl_s:
            choice.carried[ticker] = kept
            continue
        distance = abs((kickoff - now).total_seconds()) if kickoff is not None else 0.0
        due.append((distance, ticker))
    due.sort()
    choice.fetch = [t for _, t in due[: choice.allowance]]
    choice.deferred = [t for _, t in due[choice.allowance :]]
    for ticker in choice.deferred:
        # Over the budget: an older book is not carried as if it were current.
        choice.carried.pop(ticker, None)
    return choice


def top_of_book(market: Mapping[str, Any]) -> dict[str, Any] | None:
    """A one-level book from the listing's best prices and their sizes, in Kalshi's shape.

    None when the listing does not give both a price and a size on a side (no level is
    invented): the market then has no depth read, only its best prices.
    """
    yes: list[list[str]] = []
    no: list[list[str]] = []
    bid, bid_size = market.get("yes_bid_dollars"), market.get("yes_bid_size_fp")
    ask, ask_size = market.get("yes_ask_dollars"), market.get("yes_ask_size_fp")
    try:
        if bid not in (None, "") and bid_size not in (None, "") and float(bid_size) > 0:
            yes.append([str(bid), str(bid_size)])
        if ask not in (None, "") and ask_size not in (None, "") and float(ask_size) > 0:
            # Buying Yes at the ask means selling to a No bid at 1 - ask.
            no.append([f"{1.0 - float(ask):.4f}", str(ask_size)])
    except (TypeError, ValueError):
        return None
    if not yes and not no:
        return None
    return {"orderbook_fp": {"yes_dollars": yes, "no_dollars": no}}
