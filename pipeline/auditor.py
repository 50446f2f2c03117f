"""The audit: a plan's rows answered against one cycle view.

A covered pair the cycle audited is answered from the view's rows: the cycle ran the
engine over every covered pair under each held combination (Yes/No on either leg), and
what the request adds (its time, a notional, strict mode) is applied by
`pipeline.fastpath`, which gives the engine's answer without running it. Any other plan
(legs outside the coverage, a covered pair with a leg missing from the snapshot) runs
the engine on its own pair: covered legs as the cycle read them, uncovered legs fetched at
the edge (`pipeline.ondemand`) and read by the same `read_legs` (rule records the view or
an earlier audit holds are reused, new texts are extracted), then `audit_requests`, the
engine the cycle runs for the whole coverage.

The auditor holds nothing per cycle: every method takes the view it works on, so a
request that took one view reads only that one (it keeps only the rule records of texts
it fetched, which do not depend on the cycle).
"""

from __future__ import annotations

import threading
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Any

import polars as pl

from pipeline.cycle import CycleContext, CycleView, LegIndex, leg_index
from pipeline.fastpath import age_seconds, answer_rows, is_stale
from pipeline.normalize import empty_snapshot_frame
from pipeline.precompute import audit_requests, read_legs, with_knockout
from pipeline.request import (
    AuditInput,
    AuditPlan,
    Coverage,
    held_side,
    position_of,
    request_frame,
)
from pipeline.rules.divergences import depth_usd
from pipeline.rules.extract import RULE_RECORD_SCHEMA
from pipeline.schemas import SNAPSHOT_SCHEMA, require_columns
from pipeline.venues.venue_two import asks_from_orderbook

__all__ = ["Answers", "Auditor"]

_FETCHED_RULES_KEPT = 4096
# venue_two statuses after trading: no order book left to read.
_V2_FINAL = ("closed", "determined", "disputed", "amended", "finalized", "settled")


@dataclass(frozen=True, slots=True)
class Answers:
    """The engine's rows for a plan, the legs they were judged on, and the view's ruleset."""

    rows: tuple[Mapping[str, Any], ...]
    legs: LegIndex
    ruleset_sha: str


class Auditor:
    """Interprets requests against the ruleset and answers them against a given view."""

    def __init__(self, ctx: CycleContext) -> None:
        """Index the context's ruleset; keep its resolver and reference tables."""
        self.ctx = ctx
        self.coverage = Coverage(ctx.ruleset)
        self.stale_after_s = ctx.settings.stale_after_s
        # Rule records of fetched texts the view does not hold (on-demand legs), so a
        # leg audited again is not read again; bounded, the newest kept.
        self._fetched_rules = RULE_RECORD_SCHEMA.to_frame()
        # venue_two order books read at audit time for a notional (ticker -> payload, read
        # at): only the depth of a covered leg is read again, never its whole market.
        self._books: dict[str, tuple[dict[str, Any] | None, datetime]] = {}
        # Legs fetched at audit time (venue, market_id) -> their snapshot row, reused by
        # later audits for `on_demand_reuse_s`: a trader re-checking an uncovered pair does
        # not make the venues answer again, nor wait for them.
        # (row, when fetched, whether its venue_two book was read)
        self._fetched_rows: dict[tuple[str, str], tuple[pl.DataFrame, datetime, bool]] = {}
        # Engine answers of uncovered pairs, kept as the cycle keeps a covered pair's rows
        # (advisory, no notional: the request's time, notional and mode are applied by
        # `pipeline.fastpath`), until their oldest fetched leg is `on_demand_reuse_s` old:
        # plan key -> (answers, ruleset sha, oldest fetch, whether the depth was read: a
        # notional audit's; any other carries its venue_two legs' listed top of book).
        self._kept: dict[tuple[Any, ...], tuple[Answers, str, datetime, bool]] = {}
        self._lock = threading.Lock()

    def plan(self, req: AuditInput) -> AuditPlan:
        """What the request asks (pure; see `Coverage.interpret` for the errors)."""
        return self.coverage.interpret(req)

    def missing(self, plan: AuditPlan, view: CycleView) -> list[tuple[str, str]]:
        """(venue, market_id) of the plan's legs absent from the view, and of a notional
        audit's venue_two legs whose book is older than its TTL: to fetch on demand.

        Such a leg must be named Yes or No: its own Yes label is not known before the
        fetch, and a request that cannot name a contract is refused before any venue is
        asked (a venue's answer to a made-up id must not turn a 422 into a 502).

        Raises:
            BadRequest: a leg to fetch is named by neither Yes nor No.
        """
        wanted = [w for w in plan.wanted if w not in view.leg_index]
        wanted += self._stale_depth(plan, view)
        for r in plan.rows:
            for venue, market_id, outcome in (
                ("venue_one", r.a_market_id, r.a_outcome),
                ("venue_two", r.b_market_id, r.b_outcome),
            ):
                if (venue, market_id) in wanted:
                    held_side(venue, market_id, outcome, None)
        return wanted

    def _stale_depth(self, plan: AuditPlan, view: CycleView) -> list[tuple[str, str]]:
        """Covered venue_two legs of a notional audit whose order book was not read within
        its TTL (by the cycle or by an audit): read again now (the refresher reads depth
        only where it matters), so THIN_LIQUIDITY never judges depth that was not read."""
        if all(r.notional_usd is None for r in plan.rows):
            return []
        now = datetime.now(UTC)
        out: list[tuple[str, str]] = []
        for venue, market_id in plan.wanted:
            info = view.leg_index.get((venue, market_id))
            if venue != "venue_two" or info is None or info["status"] in _V2_FINAL:
                continue
            self.ctx.depth_interest.note(market_id)  # the refresher keeps it read meanwhile
            if self._book(view, market_id, now) is None:
                out.append((venue, market_id))
        return out

    def _book(
        self, view: CycleView, ticker: str, now: datetime
    ) -> tuple[dict[str, Any] | None, datetime] | None:
        """The newest read of `ticker`'s book within its TTL, by the cycle or an audit."""
        reads = [r for r in (view.books.get(ticker), self._books.get(ticker)) if r is not None]
        newest = max(reads, key=lambda r: r[1], default=None)
        ttl = self.ctx.settings.book_ttl_s
        return None if newest is None or (now - newest[1]).total_seconds() > ttl else newest

    def recent_fetches(
        self, wanted: list[tuple[str, str]], now: datetime, *, depth: bool = False
    ) -> tuple[pl.DataFrame, list[tuple[str, str]]]:
        """(rows of `wanted` fetched within `on_demand_reuse_s`, the legs left to fetch).

        With `depth` (a notional audit) a venue_two row fetched without its order book
        is fetched again: its depth is the listing's top of book, not the book.
        """
        reuse_s = self.ctx.settings.on_demand_reuse_s
        found: list[pl.DataFrame] = []
        left: list[tuple[str, str]] = []
        for key in wanted:
            kept = self._fetched_rows.get(key)
            if (
                kept is not None
                and (now - kept[1]).total_seconds() <= reuse_s
                and (kept[2] or not depth or key[0] != "venue_two")
            ):
                found.append(kept[0])
            else:
                left.append(key)
        return (pl.concat(found, how="vertical") if found else empty_snapshot_frame()), left

    def keep_fetched(self, fetched: pl.DataFrame, now: datetime, *, depth: bool = True) -> None:
        """Rows fetched at audit time (`now`: when), for `recent_fetches` (entries past
        reuse dropped); `depth`: their venue_two order books were read."""
        reuse_s = self.ctx.settings.on_demand_reuse_s
        if reuse_s <= 0 or fetched.is_empty():
            return
        with self._lock:
            kept = {
                k: r
                for k, r in self._fetched_rows.items()
                if (now - r[1]).total_seconds() <= reuse_s
            }
            for i, key in enumerate(zip(fetched["venue"], fetched["market_id"], strict=True)):
                kept[key] = (fetched.slice(i, 1), now, depth)
            self._fetched_rows = kept

    def books_to_read(self, plan: AuditPlan, view: CycleView) -> list[str]:
        """venue_two tickers whose book alone must be read for the view's rows to answer
        `plan` (a notional audit of covered pairs); [] when anything else is missing."""
        if not plan.rows or any(w not in view.leg_index for w in plan.wanted):
            return []
        return [market_id for _, market_id in self._stale_depth(plan, view)]

    def keep_books(self, books: Mapping[str, dict[str, Any] | None], read_at: datetime) -> None:
        """Books read at audit time, for this and later audits within their TTL."""
        ttl = self.ctx.settings.book_ttl_s
        with self._lock:
            kept = {t: r for t, r in self._books.items() if (read_at - r[1]).total_seconds() <= ttl}
            kept.update((t, (b, read_at)) for t, b in books.items())
            self._books = kept

    def stored_answers(
        self, plan: AuditPlan, view: CycleView, now: datetime, *, depth_stale: bool = False
    ) -> Answers | None:
        """The answer from the view's rows when every row of the plan is a covered pair
        the cycle audited (both legs in its snapshot); None otherwise (the engine route).

        The cycle's rows hold each covered pair under every held combination; the
        request's time, notional and mode are applied by `pipeline.fastpath`, which gives
        the engine's answer without running it. Dictionary work plus, for a stale or
        thin answer, one small frame (the hot path).

        Raises:
            BadRequest: an outcome that names no contract of its market.
        """
        if not plan.rows or any(w not in view.leg_index for w in plan.wanted):
            return None
        # A notional audit whose venue_two book is older than its TTL reads it first
        # (`books_to_read`); `depth_stale` when that read failed: the depth last read is
        # judged and the answer says it is stale.
        stale_books = self._stale_depth(plan, view)
        if stale_books and not depth_stale:
            return None
        bases: list[Mapping[str, Any]] = []
        for r in plan.rows:
            if r.pair_id is None:
                return None
            # A hedge (long Yes on one venue, long No on the other) is audited as Yes on
            # both: the stored row answers it as well as a plain Yes/Yes request.
            audited = position_of(
                _held(view, "venue_one", r.a_market_id, r.a_outcome),
                _held(view, "venue_two", r.b_market_id, r.b_outcome),
                r.a_side,
                r.b_side,
            )
            held = (audited.a_audited, audited.b_audited)
            base = (
                view.stored.get(r.pair_id)
                if held == ("yes", "yes")
                else view.held.get(r.pair_id, *held)
            )
            if base is None:
                return None
            if r.notional_usd is not None:
                base = self._with_newest_depth(base, view, r.b_market_id, held[1], now)
            bases.append(base)
        rows = self._from_bases(bases, plan, now)
        if stale_books:
            rows = [{**r, "liquidity": {**r["liquidity"], "depth_stale": True}} for r in rows]
        return Answers(tuple(rows), view.leg_index, view.ruleset_sha)

    def _from_bases(
        self, bases: Sequence[Mapping[str, Any]], plan: AuditPlan, now: datetime
    ) -> list[Mapping[str, Any]]:
        """The engine's rows for `plan` at `now` from advisory, notional-free `bases`."""
        notional = plan.rows[0].notional_usd
        if (
            plan.mode == "advisory"
            and notional is None
            and not any(b["stale"] or is_stale(b, now, self.stale_after_s) for b in bases)
        ):
            # The stored answer as it is: only the age moves (the plainest, hottest path).
            return [
                {**b, "snapshot_age_seconds": age_seconds(b["snapshot_ts"], now)} for b in bases
            ]
        return list(
            answer_rows(
                bases,
                now=now,
                stale_after_s=self.stale_after_s,
                notional_usd=notional,
                mode=plan.mode,
            )
        )

    def _with_newest_depth(
        self, base: Mapping[str, Any], view: CycleView, ticker: str, held: str, now: datetime
    ) -> Mapping[str, Any]:
        """`base` with its venue_two depth taken from a book an audit read after the cycle
        (the engine's `depth_usd` over that book), or as it is."""
        kept = self._books.get(ticker)
        cycle = view.books.get(ticker)
        if kept is None or (cycle is not None and cycle[1] >= kept[1]):
            return base
        yes_asks, no_asks = asks_from_orderbook(kept[0])
        levels = pl.List(pl.Struct({"price": pl.Float64, "size": pl.Float64}))
        row = pl.DataFrame(
            {
                "b_held": [held],
                "b_yes_asks": [[{"price": p, "size": q} for p, q in yes_asks]],
                "b_no_asks": [[{"price": p, "size": q} for p, q in no_asks]],
            },
            schema={"b_held": pl.String, "b_yes_asks": levels, "b_no_asks": levels},
        )
        depth = row.select(depth_usd("b")).item()
        return {**base, "liquidity": {**base["liquidity"], "venue_two_depth_usd": depth}}

    def answer(
        self, plan: AuditPlan, view: CycleView, fetched: pl.DataFrame, now: datetime
    ) -> Answers:
        """Run the plan through reading and the engine; `fetched` holds the on-demand rows.

        Raises:
            BadRequest: an outcome that names no contract of its market.
            NotCovered: a leg is neither in the view nor among `fetched`.
            ValueError: `fetched` is not snapshot rows.
        """
        require_columns(fetched, SNAPSHOT_SCHEMA, "fetched legs")
        fetched = fetched.select(SNAPSHOT_SCHEMA.names())
        wanted = pl.DataFrame(
            plan.wanted, schema={"venue": pl.String, "market_id": pl.String}, orient="row"
        )
        on = ["venue", "market_id"]
        # A covered leg read again now (its depth was stale) answers from the new read only.
        again = fetched.select(on)
        covered = view.snapshot.join(wanted, on=on, how="semi").join(again, on=on, how="anti")
        snapshot = pl.concat([covered, fetched], how="vertical")
        # Covered legs were read by the cycle (the same `read_legs`): only fetched ones
        # are read here, against the view's records and those of texts fetched before.
        legs = view.legs.join(wanted, on=on, how="semi").join(again, on=on, how="anti")
        rules = view.rules
        if fetched.height:
            read, rules = self._read(fetched, view)
            legs = pl.concat([legs, read.select(legs.columns)], how="vertical_relaxed")
        index = leg_index(snapshot)
        requests = with_knockout(request_frame(plan, index), legs, self.ctx.competitions)
        keep = _keepable(plan) and fetched.height > 0 and self.ctx.settings.on_demand_reuse_s > 0
        if not keep:
            result = audit_requests(
                requests,
                legs,
                now=now,
                stale_after_s=self.stale_after_s,
                mode=plan.mode,
                rules=rules,
            )
            return Answers(tuple(result.iter_rows(named=True)), index, view.ruleset_sha)
        # An uncovered pair: its engine rows as the cycle makes a covered pair's (advisory,
        # no notional), kept for later audits; this request's additions by the fast path.
        base = audit_requests(
            requests.with_columns(notional_usd=pl.lit(None, pl.Float64)),
            legs,
            now=now,
            stale_after_s=self.stale_after_s,
            mode="advisory",
            rules=rules,
        )
        kept = Answers(tuple(base.iter_rows(named=True)), index, view.ruleset_sha)
        oldest = self._read_at(fetched)
        with self._lock:
            live = {k: v for k, v in self._kept.items() if _fresh(v[2], now, self._reuse_s)}
            live[_plan_key(plan)] = (kept, view.ruleset_sha, oldest, _notional(plan))
            self._kept = live
        return Answers(tuple(self._from_bases(kept.rows, plan, now)), index, view.ruleset_sha)

    def _read_at(self, fetched: pl.DataFrame) -> datetime:
        """When the oldest of `fetched`'s rows was fetched by an audit (`keep_fetched`):
        its `fetched_at` can be older, when an event or series read before was reused."""
        times = [
            kept[1] if (kept := self._fetched_rows.get(key)) is not None else at
            for key, at in zip(
                zip(fetched["venue"], fetched["market_id"], strict=True),
                fetched["fetched_at"],
                strict=True,
            )
        ]
        return min(times)

    @property
    def _reuse_s(self) -> float:
        return self.ctx.settings.on_demand_reuse_s

    def kept_answer(self, plan: AuditPlan, view: CycleView, now: datetime) -> Answers | None:
        """An uncovered pair's answer from the engine rows an audit of it kept within
        `on_demand_reuse_s` of its oldest fetched leg (as a covered pair answers from the
        cycle's rows): its legs, covered ones included, as that audit read them."""
        if not _keepable(plan):
            return None
        found = self._kept.get(_plan_key(plan))
        if found is None:
            return None
        kept, sha, oldest, depth = found
        if sha != view.ruleset_sha or not _fresh(oldest, now, self._reuse_s):
            return None
        if _notional(plan) and not depth:
            return None  # its depth is a listing's top of book: THIN_LIQUIDITY reads books
        return Answers(tuple(self._from_bases(kept.rows, plan, now)), kept.legs, sha)

    def _read(self, fetched: pl.DataFrame, view: CycleView) -> tuple[pl.DataFrame, pl.DataFrame]:
        """`fetched` rows read, and every record known (the view's, those of texts
        fetched before, the new ones): the rule records of texts seen before are reused."""
        extra = self._fetched_rules
        known = pl.concat([view.rules, extra], how="vertical") if extra.height else view.rules
        legs, after = read_legs(fetched, self.ctx.resolver, known)
        if after.height > known.height:
            new = after.slice(known.height)
            with self._lock:
                kept = pl.concat([self._fetched_rules, new], how="vertical")
                self._fetched_rules = kept.unique(
                    "rules_hash", keep="last", maintain_order=True
                ).tail(_FETCHED_RULES_KEPT)
        return legs, after


def _keepable(plan: AuditPlan) -> bool:
    """Whether the plan's engine answer is kept for reuse: pairs outside the coverage."""
    return bool(plan.rows) and all(r.pair_id is None for r in plan.rows)


def _notional(plan: AuditPlan) -> bool:
    """Whether the plan sizes THIN_LIQUIDITY against the order books."""
    return any(r.notional_usd is not None for r in plan.rows)


def _plan_key(plan: AuditPlan) -> tuple[Any, ...]:
    """What an uncovered plan's kept rows answer, whatever its notional and mode."""
    rows = tuple(
        (r.canonical_event_id, r.a_market_id, r.a_outcome, r.b_market_id, r.b_outcome)
        + (r.a_side, r.b_side)
        for r in plan.rows
    )
    return rows, plan.whole_event, plan.canonical_event_id


def _fresh(fetched_at: datetime, now: datetime, reuse_s: float) -> bool:
    return (now - fetched_at).total_seconds() <= reuse_s


def _held(view: CycleView, venue: str, market_id: str, outcome: str) -> str:
    label = view.leg_index[(venue, market_id)]["outcome_label"]
    return held_side(venue, market_id, outcome, None if label is None else str(label))
