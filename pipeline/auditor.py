"""The audit service: turn an audit request into request rows, audit them, shape the body.

Precedence (DESIGN §7): a request names either a pair (`canonical_event_id` = a pair_id),
an event (a bare canonical_event_id: all its pairs), or two legs. When both legs and an id
are given they must name the same pair, else the request is refused. Covered legs are read
from the latest snapshot; uncovered legs are fetched from their venue now. Every path ends
in `precompute.audit_requests`, the engine the refresher runs for the whole coverage.
"""

from __future__ import annotations

import logging
import uuid
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Any

import polars as pl

from pipeline.errors import BadRequest, NotCovered
from pipeline.legs import LegResolver
from pipeline.matching import normalize_name
from pipeline.normalize import normalize_venue_one, normalize_venue_two
from pipeline.precompute import REQUEST_SCHEMA, audit_requests, knockout_flags
from pipeline.rules.compare import stale_expr
from pipeline.rulesets import Ruleset, pairs_frame
from pipeline.venues.venue_one import VenueOneClient
from pipeline.venues.venue_two import VenueTwoClient

__all__ = ["ADVISORY", "AuditInput", "Auditor", "Leg", "leg_index"]

logger = logging.getLogger(__name__)

ADVISORY = (
    "Advisory only: resaudit compares the venues' published settlement rules; it does not "
    "trade, predict outcomes, or guarantee how a venue will settle."
)


@dataclass(frozen=True)
class Leg:
    """One leg as the caller named it."""

    venue: str
    market_id: str
    outcome: str
    side: str | None = None


@dataclass(frozen=True)
class AuditInput:
    """A validated audit request."""

    market_a: Leg | None
    market_b: Leg | None
    canonical_event_id: str | None
    notional_usd: float | None
    mode: str


class Auditor:
    """Audits against one ruleset and the refresher's latest resolved legs."""

    def __init__(
        self,
        ruleset: Ruleset,
        resolver: LegResolver,
        competitions: dict[str, Any],
        *,
        stale_after_s: float,
    ) -> None:
        self.ruleset = ruleset
        self.resolver = resolver
        self.competitions = competitions
        self.stale_after_s = stale_after_s
        pairs = pairs_frame(ruleset)
        self.pairs = pairs
        self._by_pair = {r["pair_id"]: r for r in pairs.iter_rows(named=True)}
        self._by_markets = {
            (r["venue_one_market_id"], r["venue_two_market_id"]): r["pair_id"]
            for r in self._by_pair.values()
        }
        self._events = {e["canonical_event_id"]: e for e in ruleset.events}
        self.legs = pl.DataFrame()
        self.verdicts = pl.DataFrame()
        self.leg_index: dict[tuple[str, str], dict[str, Any]] = {}
        self._stored: dict[str, dict[str, Any]] = {}

    def update_legs(self, legs: pl.DataFrame, verdicts: pl.DataFrame | None = None) -> None:
        """Install the latest cycle's resolved legs and, if given, its precomputed verdicts.

        Also indexes both once per cycle, so that answering a covered pair is dictionary
        work on the request path, not frame work.
        """
        self.legs = legs
        self.verdicts = verdicts if verdicts is not None else pl.DataFrame()
        self.leg_index = leg_index(legs)
        self._stored = (
            {r["pair_id"]: r for r in self.verdicts.iter_rows(named=True)}
            if self.verdicts.height
            else {}
        )

    # -- request resolution -----------------------------------------------------------
    def request_rows(self, req: AuditInput) -> tuple[pl.DataFrame, bool]:
        """`request_dicts` as a frame (REQUEST_SCHEMA)."""
        rows, whole = self.request_dicts(req)
        return pl.DataFrame(rows, schema=REQUEST_SCHEMA), whole

    def request_dicts(self, req: AuditInput) -> tuple[list[dict[str, Any]], bool]:
        """The request rows to audit, and whether the caller named a whole event.

        Raises:
            BadRequest: contradictory or incomplete request (422).
            NotCovered: an unknown pair or event (404).
        """
        if req.mode not in ("advisory", "strict"):
            raise BadRequest(f"mode must be advisory or strict, not {req.mode!r}")
        legs = [leg for leg in (req.market_a, req.market_b) if leg is not None]
        if len(legs) == 1:
            raise BadRequest("give both market_a and market_b, or a canonical_event_id")
        if not legs and not req.canonical_event_id:
            raise BadRequest("give market_a and market_b, or a canonical_event_id")
        from_id: list[str] = []
        whole_event = False
        if req.canonical_event_id:
            cid = req.canonical_event_id.strip()
            if "#" in cid:
                if cid not in self._by_pair:
                    raise NotCovered(f"pair {cid!r} is not covered by ruleset {self.ruleset.sha}")
                from_id = [cid]
            else:
                event = self._events.get(cid)
                if event is None:
                    raise NotCovered(f"event {cid!r} is not covered by ruleset {self.ruleset.sha}")
                from_id = [p["pair_id"] for p in event["pairs"]]
                whole_event = True
        if not legs:
            rows = [self._pair_row(pid, "yes", "yes", req.notional_usd) for pid in from_id]
            return rows, whole_event
        one, two = self._orient(legs[0], legs[1])
        a_held = self._held(one)
        b_held = self._held(two)
        pid = self._by_markets.get((one.market_id, two.market_id))
        if from_id:
            if whole_event or pid is None or from_id != [pid]:
                raise BadRequest(
                    f"canonical_event_id {req.canonical_event_id!r} and the legs "
                    f"({one.market_id}, {two.market_id}) name different pairs"
                )
        if pid is not None:
            return [self._pair_row(pid, a_held, b_held, req.notional_usd)], False
        row = {
            "pair_id": None,
            "canonical_event_id": None,
            "knockout": None,
            "notional_usd": req.notional_usd,
            "a_market_id": one.market_id,
            "a_held": a_held,
            "b_market_id": two.market_id,
            "b_held": b_held,
        }
        return [row], False

    def _pair_row(
        self, pid: str, a_held: str, b_held: str, notional: float | None
    ) -> dict[str, Any]:
        p = self._by_pair[pid]
        return {
            "pair_id": pid,
            "canonical_event_id": p["canonical_event_id"],
            "knockout": p["knockout"],
            "notional_usd": notional,
            "a_market_id": p["venue_one_market_id"],
            "a_held": a_held,
            "b_market_id": p["venue_two_market_id"],
            "b_held": b_held,
        }

    @staticmethod
    def _orient(x: Leg, y: Leg) -> tuple[Leg, Leg]:
        if {x.venue, y.venue} != {"venue_one", "venue_two"}:
            raise BadRequest("the two legs must be on different venues (venue_one and venue_two)")
        return (x, y) if x.venue == "venue_one" else (y, x)

    def _held(self, leg: Leg) -> str:
        """ "yes"/"no" from the caller's outcome; the market's own Yes label counts as Yes."""
        word = leg.outcome.strip().casefold()
        if word in ("yes", "no"):
            return word
        label = self._label(leg)
        folded = pl.select(normalize_name(pl.lit(leg.outcome)).alias("x"))["x"][0]
        if label is not None:
            lab = label.casefold()
            lab_folded = pl.select(normalize_name(pl.lit(label)).alias("x"))["x"][0]
            is_draw = lab.startswith("draw") or lab == "tie"
            if word == lab or folded == lab_folded or (is_draw and word in ("draw", "tie")):
                return "yes"
        raise BadRequest(
            f"outcome {leg.outcome!r} of {leg.venue} market {leg.market_id} is not Yes, No, "
            f"or the market's own Yes label ({label!r})"
        )

    def _label(self, leg: Leg) -> str | None:
        hit = self.leg_index.get((leg.venue, leg.market_id))
        return None if hit is None else str(hit["outcome_label"])

    # -- legs not in the snapshot --------------------------------------------------------
    def missing_markets(self, rows: list[dict[str, Any]]) -> list[tuple[str, str]]:
        """(venue, market_id) of request legs absent from the latest snapshot."""
        wanted = [("venue_one", r["a_market_id"]) for r in rows] + [
            ("venue_two", r["b_market_id"]) for r in rows
        ]
        return [w for w in dict.fromkeys(wanted) if w not in self.leg_index]

    async def fetch_legs(
        self, wanted: list[tuple[str, str]], v1: VenueOneClient, v2: VenueTwoClient
    ) -> pl.DataFrame:
        """Fetch uncovered legs from their venues now and resolve them like covered ones.

        Raises:
            VenueNotFound: the venue does not know the market (404 to the caller).
            VenueError: the venue is unreachable (502 to the caller).
        """
        now = datetime.now(UTC)
        frames: list[pl.DataFrame] = []
        for venue, market_id in wanted:
            if venue == "venue_one":
                market = await v1.get_market(market_id)
                events = market.get("events") or []
                event_id = events[0].get("id") if events and isinstance(events[0], dict) else None
                if event_id is None:
                    raise NotCovered(f"venue_one market {market_id} has no event to read")
                event = await v1.get_event(str(event_id))
                event = {
                    **event,
                    "markets": [
                        m for m in event.get("markets") or [] if str(m.get("id")) == market_id
                    ],
                }
                books = {}
                for tok in _tokens(event["markets"]):
                    books[tok] = await v1.get_book(tok)
                norm = normalize_venue_one([event], books, now)
            else:
                market = await v2.get_market(market_id)
                event, _ = await v2.get_event(str(market.get("event_ticker")))
                series = await v2.get_series(str(event.get("series_ticker")))
                book = await v2.get_orderbook(market_id)
                norm = normalize_venue_two(
                    [market],
                    {str(event["event_ticker"]): event},
                    {str(series["ticker"]): series},
                    {market_id: book},
                    now,
                )
            if norm.frame.is_empty():
                reasons = "; ".join(s.reason for s in norm.skipped) or "no usable payload"
                raise NotCovered(f"{venue} market {market_id} could not be read: {reasons}")
            frames.append(norm.frame)
        return self.resolver.resolve(pl.concat(frames))

    # -- auditing ------------------------------------------------------------------------
    def stored_answers(
        self, rows: list[dict[str, Any]], *, mode: str, now: datetime
    ) -> list[dict[str, Any]] | None:
        """`precomputed` on plain rows, without any frame work (the hot path of pair_id audits)."""
        if mode != "advisory" or not rows:
            return None
        limit = self.stale_after_s
        out: list[dict[str, Any]] = []
        for r in rows:
            stored = self._stored.get(r["pair_id"]) if r["pair_id"] else None
            if (
                stored is None
                or r["notional_usd"] is not None
                or r["a_held"] != "yes"
                or r["b_held"] != "yes"
            ):
                return None
            for side in ("a", "b"):
                ts = stored[f"{side}_snapshot_ts"]
                if not stored[f"{side}_final"] and (
                    ts is None or (now - ts).total_seconds() > limit
                ):
                    return None
            ts = stored["snapshot_ts"]
            age = None if ts is None else (now - ts).total_seconds()
            out.append({**stored, "snapshot_age_seconds": age})
        return out

    def precomputed(self, rows: pl.DataFrame, *, mode: str, now: datetime) -> pl.DataFrame | None:
        """The cycle's stored answers for `rows`, when they are exactly what the engine says now.

        That holds for covered pairs asked plainly (Yes on both, advisory, no notional) while
        the snapshot is not stale: the stored row came from the same engine over the same
        legs, and only the age moves. Anything else goes through the engine.
        """
        if (
            mode != "advisory"
            or self.verdicts.is_empty()
            or rows["pair_id"].null_count()
            or rows["notional_usd"].is_not_null().any()
            or not ((rows["a_held"] == "yes") & (rows["b_held"] == "yes")).all()
        ):
            return None
        hit = rows.select("pair_id").join(self.verdicts, on="pair_id", how="inner")
        if hit.height != rows.height:
            return None
        age = (
            pl.lit(now).cast(pl.Datetime("us", "UTC")) - pl.col("snapshot_ts")
        ).dt.total_microseconds() / 1e6
        hit = hit.with_columns(snapshot_age_seconds=age)
        if hit.select(stale_expr(now, self.stale_after_s).any()).item():
            return None
        return hit

    def audit(self, rows: pl.DataFrame, legs: pl.DataFrame, *, mode: str) -> pl.DataFrame:
        """Answer request rows: the precomputed answer where it holds, else the engine."""
        now = datetime.now(UTC)
        stored = self.precomputed(rows, mode=mode, now=now)
        if stored is not None:
            return stored
        return self.run_engine(rows, legs, mode=mode, now=now)

    def run_engine(
        self, rows: pl.DataFrame, legs: pl.DataFrame, *, mode: str, now: datetime | None = None
    ) -> pl.DataFrame:
        """Run the engine over request rows; on-demand rows get their knockout flag here."""
        if rows["knockout"].null_count():
            flags = knockout_flags(legs, self.competitions)
            ko = (
                legs.select(
                    "venue", "market_id", "competition", day=pl.col("kickoff_utc").dt.date()
                )
                .join(flags, on=["competition", "day"], how="left")
                .select("venue", "market_id", "knockout")
            )
            rows = (
                rows.join(
                    ko.filter(pl.col("venue") == "venue_one").select(
                        pl.col("market_id").alias("a_market_id"), a_ko="knockout"
                    ),
                    on="a_market_id",
                    how="left",
                )
                .join(
                    ko.filter(pl.col("venue") == "venue_two").select(
                        pl.col("market_id").alias("b_market_id"), b_ko="knockout"
                    ),
                    on="b_market_id",
                    how="left",
                )
                .with_columns(
                    knockout=pl.coalesce(
                        "knockout", pl.col("a_ko").fill_null(True) | pl.col("b_ko").fill_null(True)
                    )
                )
                .select(REQUEST_SCHEMA.names())
            )
        return audit_requests(
            rows, legs, now=now or datetime.now(UTC), stale_after_s=self.stale_after_s, mode=mode
        )


def leg_index(legs: pl.DataFrame) -> dict[tuple[str, str], dict[str, Any]]:
    """(venue, market_id) -> what a response says about the leg."""
    cols = ("venue", "market_id", "title", "status", "rules_hash", "fetched_at", "outcome_label")
    if legs.is_empty():
        return {}
    return {(r["venue"], r["market_id"]): r for r in legs.select(cols).iter_rows(named=True)}


def _tokens(markets: list[dict[str, Any]]) -> list[str]:
    from pipeline.venues.venue_one import decode_json_array

    out: list[str] = []
    for m in markets:
        try:
            out.extend(decode_json_array(m.get("clobTokenIds")))
        except (TypeError, ValueError):
            continue
    return out


def new_audit_id() -> str:
    """A unique, sortable-enough audit id."""
    return uuid.uuid4().hex
