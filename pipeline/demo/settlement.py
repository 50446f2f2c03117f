"""How each leg of each fixture pays on each venue, and the quotes of open legs.

Payouts follow the scenario and the clause each venue's text carries (docs/DESIGN.md §7.6):
venue_one waits for the game (P1) and pays the draw on cancellation (C1) or 50-50 on an
abandonment; venue_two pays a fair price (the pre-match prices, in cents summing to one
dollar) when a game is cancelled, abandoned or rescheduled beyond 48 hours (P2/C4).
"""

from __future__ import annotations

import random
from typing import Literal

from pipeline.demo.fixtures import Match, Side

__all__ = [
    "ROLES",
    "Level",
    "Role",
    "equivalent",
    "fair_cents",
    "ladder",
    "quote",
    "v1_payouts",
    "v2_determined",
    "v2_payouts",
    "v2_scope",
]

Role = Literal["home", "draw", "away"]
ROLES: tuple[Role, ...] = ("home", "draw", "away")
Level = tuple[int, float]  # (price in cents, size in shares)
_FAIR_PRICE = frozenset({"postponed_long", "cancelled", "abandoned"})


def fair_cents(m: Match) -> dict[Role, int]:
    """The pre-match prices in whole cents, summing to 100 (the draw absorbs rounding)."""
    home, away = round(m.probs[0] * 100), round(m.probs[2] * 100)
    return {"home": home, "draw": 100 - home - away, "away": away}


def _one_zero(result: Side | None) -> dict[Role, float]:
    return {r: 1.0 if r == result else 0.0 for r in ROLES}


def v1_payouts(m: Match) -> dict[Role, float] | None:
    """venue_one Yes payouts once final; None while open or only proposed."""
    if m.scenario in ("open", "proposed"):
        return None
    if m.scenario == "cancelled":
        return {"home": 0.0, "draw": 1.0, "away": 0.0}
    if m.scenario == "abandoned":
        return dict.fromkeys(ROLES, 0.5)
    return _one_zero(m.result90)


def v2_scope(m: Match, role: Role) -> str:
    """The scope clause of one venue_two leg: S2, S3, S4 or S5."""
    if "S5" in m.tags or ("S5_partial" in m.tags and role == "home"):
        return "S5"
    if "S3" in m.tags:
        return "S3"
    return "S4" if "S4" in m.tags else "S2"


def _v2_eventual(m: Match) -> dict[Role, float] | None:
    if m.scenario == "open":
        return None
    if m.scenario in _FAIR_PRICE:
        return {r: c / 100 for r, c in fair_cents(m).items()}
    return {
        r: (_one_zero(m.result_full) if v2_scope(m, r) == "S5" else _one_zero(m.result90))[r]
        for r in ROLES
    }


def v2_payouts(m: Match) -> dict[Role, float] | None:
    """venue_two Yes payouts once finalized; None while open, closed or only determined."""
    if m.scenario == "proposed" or "v2_pending" in m.tags:
        return None
    return _v2_eventual(m)


def v2_determined(m: Match) -> dict[Role, float] | None:
    """venue_two Yes payouts as soon as the result is known (finalized or determined)."""
    return None if "v2_pending" in m.tags else _v2_eventual(m)


def equivalent(m: Match) -> bool | None:
    """Did both venues pay the same per leg (within half a cent)? None until both are final."""
    one, two = v1_payouts(m), v2_payouts(m)
    if one is None or two is None or not m.should_pair:
        return None
    return all(abs(one[r] - two[r]) <= 0.005 for r in ROLES)


def quote(rng: random.Random, p: float) -> tuple[int, int]:
    """(best bid, best ask) in cents around probability `p`, with a venue's own noise."""
    mid = min(96, max(3, round(p * 100 + rng.uniform(-1.5, 1.5))))
    spread = rng.choice((1, 1, 2, 2, 3))
    bid = max(1, mid - spread // 2)
    return bid, min(99, bid + spread)


def ladder(rng: random.Random, best: int, step: int) -> list[Level]:
    """5-15 levels from `best` away from the touch (`step` -1 for bids, +1 for asks)."""
    levels: list[Level] = []
    price = best
    for _ in range(rng.randint(5, 15)):
        if not 1 <= price <= 99:
            break
        size = round(rng.uniform(10, 600) * (1 + 0.8 * len(levels)), 2)
        levels.append((price, min(size, 5000.0)))
        price += step * rng.choice((1, 1, 1, 2))
    return levels
