"""Request interpretation: what an audit request asks, decided without any I/O.

Precedence (docs/DESIGN.md §7.1): a request names either a pair (`canonical_event_id` = a pair_id),
an event (a bare canonical_event_id: all its pairs), or two legs. When both legs and an id
are given they must name the same pair, else the request is refused. Validation of the
request's meaning lives here and only here; the API models check its shape.

The result is an `AuditPlan`: the request rows to audit, with each leg's outcome as the
caller wrote it. Which contract that names ("yes"/"no") needs the market's own Yes label,
known only once the leg is at hand (covered or fetched), so `request_frame` decides it
when the legs have met.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

import polars as pl

from pipeline.errors import BadRequest, NotCovered
from pipeline.matching import fold_team_name
from pipeline.precompute import REQUEST_SCHEMA
from pipeline.rules.compare import MODES
from pipeline.rulesets import Ruleset, pairs_frame

__all__ = [
    "POSITIONS",
    "AuditInput",
    "AuditPlan",
    "Coverage",
    "Leg",
    "PlannedRow",
    "Position",
    "held_side",
    "plan_position",
    "position_of",
    "request_frame",
]

# What a request with sides holds: a hedge of two contracts, the same bet twice, or no
# position named (no sides: the legs are the two contracts to compare, as always).
POSITIONS = ("hedge", "same_direction", "unspecified")
_SIDES = ("buy", "sell")


@dataclass(frozen=True, slots=True)
class Leg:
    """One leg as the caller named it."""

    venue: str
    market_id: str
    outcome: str
    side: str | None = None


@dataclass(frozen=True, slots=True)
class AuditInput:
    """An audit request, as either channel (REST, MCP) received it."""

    market_a: Leg | None
    market_b: Leg | None
    canonical_event_id: str | None
    notional_usd: float | None
    mode: str


@dataclass(frozen=True, slots=True)
class PlannedRow:
    """One pair to audit: venue_one leg `a`, venue_two leg `b`, outcomes as named."""

    pair_id: str | None
    canonical_event_id: str | None
    knockout: bool | None
    notional_usd: float | None
    a_market_id: str
    a_outcome: str
    b_market_id: str
    b_outcome: str
    a_side: str | None = None
    b_side: str | None = None


@dataclass(frozen=True, slots=True)
class AuditPlan:
    """What a request asks: its rows, whether it named a whole event, its mode and legs."""

    rows: tuple[PlannedRow, ...]
    whole_event: bool
    mode: str
    canonical_event_id: str | None
    given: Mapping[str, Leg]  # the caller's legs by venue (echoed in the response)

    @property
    def key(self) -> tuple[Any, ...]:
        """Everything the plan asks, hashable: two plans with the same key get the same
        answer (a stored one, or one engine run)."""
        return (
            self.rows,
            self.whole_event,
            self.mode,
            self.canonical_event_id,
            tuple(sorted(self.given.items())),
        )

    @property
    def wanted(self) -> list[tuple[str, str]]:
        """(venue, market_id) of every leg the plan audits, each once, in request order."""
        legs = [("venue_one", r.a_market_id) for r in self.rows] + [
            ("venue_two", r.b_market_id) for r in self.rows
        ]
        return list(dict.fromkeys(legs))


class Coverage:
    """The covered pairs and events of one ruleset, indexed to interpret requests."""

    def __init__(self, ruleset: Ruleset) -> None:
        """Index `ruleset` by pair id, by market ids and by event id."""
        self.ruleset = ruleset
        self.pairs = pairs_frame(ruleset)
        self._by_pair = {r["pair_id"]: r for r in self.pairs.iter_rows(named=True)}
        self._by_markets = {
            (r["venue_one_market_id"], r["venue_two_market_id"]): r["pair_id"]
            for r in self._by_pair.values()
        }
        self._events = {e["canonical_event_id"]: e for e in ruleset.events}

    def interpret(self, req: AuditInput) -> AuditPlan:
        """The plan of a request.

        Raises:
            BadRequest: contradictory or incomplete request (422).
            NotCovered: an unknown pair or event (404).
        """
        if req.mode not in MODES:
            raise BadRequest(f"mode must be advisory or strict, not {req.mode!r}")
        legs = [leg for leg in (req.market_a, req.market_b) if leg is not None]
        if len(legs) == 1:
            raise BadRequest("give both market_a and market_b, or a canonical_event_id")
        if not legs and not req.canonical_event_id:
            raise BadRequest("give market_a and market_b, or a canonical_event_id")
        from_id, whole_event = self._named_by_id(req.canonical_event_id)
        if not legs:
            rows = tuple(self._pair_row(pid, "yes", "yes", req.notional_usd) for pid in from_id)
            return AuditPlan(rows, whole_event, req.mode, req.canonical_event_id, {})
        one, two = _orient(legs[0], legs[1])
        sides = _sides(one, two)
        given = {one.venue: one, two.venue: two}
        pid = self._by_markets.get((one.market_id, two.market_id))
        if from_id and (whole_event or pid is None or from_id != [pid]):
            raise BadRequest(
                f"canonical_event_id {req.canonical_event_id!r} and the legs "
                f"({one.market_id}, {two.market_id}) name different pairs"
            )
        if pid is not None:
            row = self._pair_row(pid, one.outcome, two.outcome, req.notional_usd, sides)
        else:
            row = PlannedRow(
                None,
                None,
                None,
                req.notional_usd,
                one.market_id,
                one.outcome,
                two.market_id,
                two.outcome,
                *sides,
            )
        return AuditPlan((row,), False, req.mode, req.canonical_event_id, given)

    def _named_by_id(self, cid: str | None) -> tuple[list[str], bool]:
        if not cid:
            return [], False
        cid = cid.strip()
        if "#" in cid:
            if cid not in self._by_pair:
                raise NotCovered(f"pair {cid!r} is not covered by ruleset {self.ruleset.sha}")
            return [cid], False
        event = self._events.get(cid)
        if event is None:
            raise NotCovered(f"event {cid!r} is not covered by ruleset {self.ruleset.sha}")
        return [p["pair_id"] for p in event["pairs"]], True

    def _pair_row(
        self,
        pid: str,
        a_outcome: str,
        b_outcome: str,
        notional: float | None,
        sides: tuple[str | None, str | None] = (None, None),
    ) -> PlannedRow:
        p = self._by_pair[pid]
        return PlannedRow(
            pid,
            p["canonical_event_id"],
            p["knockout"],
            notional,
            p["venue_one_market_id"],
            a_outcome,
            p["venue_two_market_id"],
            b_outcome,
            *sides,
        )


def _orient(x: Leg, y: Leg) -> tuple[Leg, Leg]:
    if {x.venue, y.venue} != {"venue_one", "venue_two"}:
        raise BadRequest("the two legs must be on different venues (venue_one and venue_two)")
    return (x, y) if x.venue == "venue_one" else (y, x)


def _sides(one: Leg, two: Leg) -> tuple[str | None, str | None]:
    """Both legs' sides ("buy"/"sell") when both carry one, else (None, None).

    A single side names no position (the legs are then compared as always); two sides
    must each be buy or sell, since together they say what the audit judges.

    Raises:
        BadRequest: both legs carry a side and one is neither buy nor sell.
    """
    if one.side is None or two.side is None:
        return None, None
    out = (one.side.strip().casefold(), two.side.strip().casefold())
    for leg, side in ((one, out[0]), (two, out[1])):
        if side not in _SIDES:
            raise BadRequest(
                f"side {leg.side!r} of the {leg.venue} leg must be buy or sell "
                "(both legs' sides together name the position to audit)"
            )
    return out


@dataclass(frozen=True, slots=True)
class Position:
    """What a request holds, and the contracts the engine audits for it."""

    kind: str  # one of POSITIONS
    a_audited: str  # "yes"/"no": the venue_one contract the engine judges
    b_audited: str


def position_of(a_held: str, b_held: str, a_side: str | None, b_side: str | None) -> Position:
    """The position two held contracts and their sides make, and the contracts to audit.

    Buying a contract is long it; selling Yes is long No and selling No is long Yes. Long
    Yes on one venue with long No on the other is a hedge of the two Yes contracts, which
    must then be the same bet: the engine audits Yes against Yes. Long the same contract on
    both is one bet held twice (`same_direction`): audited as held, and never a hedge.
    Without both sides nothing changes: the held contracts are compared as named.
    """
    if a_side is None or b_side is None:
        return Position("unspecified", a_held, b_held)
    a_long = a_held if a_side == "buy" else _other(a_held)
    b_long = b_held if b_side == "buy" else _other(b_held)
    if a_long != b_long:
        return Position("hedge", "yes", "yes")
    return Position("same_direction", a_long, b_long)


def _other(held: str) -> str:
    return "no" if held == "yes" else "yes"


def _fold(name: str) -> str:
    folded = pl.select(fold_team_name(pl.lit(name)).alias("x"))["x"][0]
    return str(folded)


def held_side(venue: str, market_id: str, outcome: str, label: str | None) -> str:
    """ "yes"/"no" from the caller's outcome; the market's own Yes label counts as Yes.

    Raises:
        BadRequest: the outcome is neither Yes, No, nor the market's Yes label.
    """
    word = outcome.strip().casefold()
    if word in ("yes", "no"):
        return word
    if label is not None:
        lab = label.casefold()
        is_draw = lab.startswith("draw") or lab == "tie"
        if word == lab or _fold(outcome) == _fold(label) or (is_draw and word in ("draw", "tie")):
            return "yes"
    raise BadRequest(
        f"outcome {outcome!r} of {venue} market {market_id} is not Yes, No, "
        f"or the market's own Yes label ({label!r})"
    )


def _held(
    labels: Mapping[tuple[str, str], Mapping[str, Any]], venue: str, market_id: str, outcome: str
) -> str:
    info = labels.get((venue, market_id))
    label = None if info is None else info["outcome_label"]
    return held_side(venue, market_id, outcome, None if label is None else str(label))


def request_frame(
    plan: AuditPlan, labels: Mapping[tuple[str, str], Mapping[str, Any]]
) -> pl.DataFrame:
    """The plan's rows as REQUEST_SCHEMA, each outcome turned into the contract held.

    `labels` maps (venue, market_id) to the leg's info (its `outcome_label`); a leg absent
    from it can only be named Yes or No.

    Raises:
        BadRequest: an outcome that names no contract of its market.
    """

    rows = []
    for r in plan.rows:
        audited = position_of(
            _held(labels, "venue_one", r.a_market_id, r.a_outcome),
            _held(labels, "venue_two", r.b_market_id, r.b_outcome),
            r.a_side,
            r.b_side,
        )
        rows.append(
            {
                "pair_id": r.pair_id,
                "canonical_event_id": r.canonical_event_id,
                "knockout": r.knockout,
                "notional_usd": r.notional_usd,
                "a_market_id": r.a_market_id,
                "a_held": audited.a_audited,
                "b_market_id": r.b_market_id,
                "b_held": audited.b_audited,
            }
        )
    return pl.DataFrame(rows, schema=REQUEST_SCHEMA)


def plan_position(
    plan: AuditPlan, labels: Mapping[tuple[str, str], Mapping[str, Any]]
) -> tuple[str, tuple[tuple[str, str], tuple[str, str]] | None]:
    """The position a plan's request names, and each leg's (contract held, side) when the
    request gives both sides (one pair): `unspecified` and None otherwise.

    Raises:
        BadRequest: an outcome that names no contract of its market.
    """
    r = plan.rows[0] if len(plan.rows) == 1 else None
    if r is None or r.a_side is None or r.b_side is None:
        return "unspecified", None
    a_held = _held(labels, "venue_one", r.a_market_id, r.a_outcome)
    b_held = _held(labels, "venue_two", r.b_market_id, r.b_outcome)
    kind = position_of(a_held, b_held, r.a_side, r.b_side).kind
    return kind, ((a_held, r.a_side), (b_held, r.b_side))
