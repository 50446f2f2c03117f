"""The request floor: how long a cycle's requests need at the venues' published rates.

B3 and B7 run the refresher against the simulator with its budgets on (`--budgets`) and
judge a cycle against this floor rather than against an unthrottled fetch: the real venues
answer no faster than their published rates allow, so the floor is the least time any
fetch plan of those requests can take there.
"""

from __future__ import annotations

from typing import Any

import httpx

__all__ = [
    "CLOB_BOOKS_PER_S",
    "GAMMA_EVENTS_PER_S",
    "KALSHI_READS_PER_S",
    "request_floor",
    "sim_budget",
]

# Published rates (Kalshi Basic tier, Polymarket's 10 s windows as a rate).
KALSHI_READS_PER_S = 20.0
CLOB_BOOKS_PER_S = 50.0
GAMMA_EVENTS_PER_S = 50.0


def sim_budget(sim: str, reset: bool = False) -> dict[str, Any]:
    """The simulator's budget report (`GET /_sim/budget`); with `reset`, start it afresh."""
    r = httpx.request("DELETE" if reset else "GET", f"{sim}/_sim/budget", timeout=30)
    r.raise_for_status()
    out: dict[str, Any] = r.json()
    return out


def request_floor(budget: dict[str, Any]) -> float:
    """Seconds the published rates need for the requests counted in a `sim_budget` report
    (the busiest scope: the venues' limits run side by side)."""
    scopes = budget.get("scopes", {})
    return max(
        budget["requests"]["venue_two"] / KALSHI_READS_PER_S,
        scopes.get("clob /books", 0) / CLOB_BOOKS_PER_S,
        scopes.get("gamma /events", 0) / GAMMA_EVENTS_PER_S,
    )
