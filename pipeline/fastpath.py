"""Covered pairs answered from the cycle's rows: what a request adds, without the engine.

A covered pair's engine row depends on its two read legs, the contracts held and the
pair's keys; the request adds only the time it is asked at (staleness and the data's
age), a notional (THIN_LIQUIDITY against the depth of the held contracts) and a mode
(strict reports every divergence as BLOCK). So each cycle runs the engine once over every
covered pair with each of the four held combinations (Yes/Yes, Yes/No, No/Yes, No/No: one
batch, which costs about what the Yes/Yes batch alone costs, since the engine's work is
per distinct rule combination), and an audit of a covered pair takes its row and applies
the request's additions here:

- the cycle's STALE_SNAPSHOT (judged at the cycle's time) is dropped and judged again at
  the request's time, by the rule of `stale_expr`;
- THIN_LIQUIDITY is added when the notional exceeds either depth (each row carries the
  depth of its held contracts, computed by the engine's `depth_usd`);
- both operational divergences are built by the engine's own candidate expressions
  (`divergences.liquidity`, `divergences.stale_snapshot`) on a frame of the few rows
  that need one, so their wording and number formatting are the engine's;
- strict mode, the verdict and the scored verdict are the engine's rules over the list.

The answer is the engine's answer byte for byte (tests/test_fast_path.py compares the
two over every demo pair and every request kind).
"""

from __future__ import annotations

import functools
import math
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta
from types import MappingProxyType
from typing import Any

import polars as pl

from pipeline.rules import divergences as D
from pipeline.rules.compare import OPERATIONAL_CODES
from pipeline.rules.identity import DIVERGENCE
from pipeline.schemas import UTC_TS
from pipeline.taxonomy import DivergenceCode, Severity, Verdict

__all__ = [
    "HELD",
    "HeldRows",
    "age_seconds",
    "answer_rows",
    "held_requests",
    "is_stale",
    "stale_snapshot",
    "thin_liquidity",
]

# The held combinations precomputed per cycle, Yes/Yes first (the stored verdicts).
HELD = (("yes", "yes"), ("yes", "no"), ("no", "yes"), ("no", "no"))
_STALE = DivergenceCode.STALE_SNAPSHOT.value
_THIN = DivergenceCode.THIN_LIQUIDITY.value
_BLOCK = Severity.BLOCK.value


def held_requests(requests: pl.DataFrame) -> pl.DataFrame:
    """`requests` (one Yes/Yes request per covered pair) once per held combination."""
    return pl.concat(
        [requests.with_columns(a_held=pl.lit(a), b_held=pl.lit(b)) for a, b in HELD],
        how="vertical",
    )


_EMPTY: Mapping[Any, int] = MappingProxyType({})
_BLOCK_OF = {held: k for k, held in enumerate(HELD)}


@dataclass(frozen=True, slots=True)
class HeldRows:
    """A cycle's engine rows of every covered pair under every held combination.

    Kept as one frame (a row becomes a dict only when an audit asks for it) with an index
    to row numbers. A cycle's frame is one block per `HELD` combination, in that order,
    each of the same pairs in the same order: then `pairs` maps pair_id -> row number in
    each block (one key per pair, the stored verdicts' index too). Any other frame is
    indexed by (pair_id, a_held, b_held) in `index`. One key per row and combination
    cost a season's view about 15 MiB of Python tuples and strings (48,732 rows).
    """

    frame: pl.DataFrame
    index: Mapping[tuple[str, str, str], int]
    pairs: Mapping[str, int] = field(default_factory=lambda: _EMPTY)

    @classmethod
    def of(cls, rows: pl.DataFrame) -> HeldRows:
        """Index the engine's rows of `held_requests` (an empty frame: nothing covered)."""
        if rows.is_empty():
            return cls(rows, _EMPTY)
        pairs = _block_index(rows)
        if pairs is not None:
            return cls(rows, _EMPTY, pairs)
        keys = zip(rows["pair_id"], rows["a_held"], rows["b_held"], strict=True)
        return cls(rows, MappingProxyType({k: i for i, k in enumerate(keys)}))

    def get(self, pair_id: str, a_held: str, b_held: str) -> Mapping[str, Any] | None:
        """The row of `pair_id` with those contracts held, if the cycle audited it."""
        if self.pairs:
            at, block = self.pairs.get(pair_id), _BLOCK_OF.get((a_held, b_held))
            i = None if at is None or block is None else block * len(self.pairs) + at
        else:
            i = self.index.get((pair_id, a_held, b_held))
        return None if i is None else self.frame.row(i, named=True)


def _block_index(rows: pl.DataFrame) -> Mapping[str, int] | None:
    """pair_id -> row number in each block, if `rows` are `HELD`'s blocks in order, each
    of the same distinct pairs in the same order; else None."""
    n, rest = divmod(rows.height, len(HELD))
    if rest or not n:
        return None
    first = rows["pair_id"].slice(0, n)
    for k, (a, b) in enumerate(HELD):
        block = rows.slice(k * n, n)
        same = block["pair_id"].equals(first)
        if not (same and (block["a_held"] == a).all() and (block["b_held"] == b).all()):
            return None
    pairs = {pair_id: i for i, pair_id in enumerate(first)}
    return MappingProxyType(pairs) if len(pairs) == n else None


def _limit(stale_after_s: float) -> timedelta | None:
    if math.isinf(stale_after_s):  # as `stale_expr`: nothing is ever stale
        return None
    return timedelta(microseconds=int(stale_after_s * 1e6))


def _utc(now: datetime) -> datetime:
    return now.replace(tzinfo=UTC) if now.tzinfo is None else now.astimezone(UTC)


def is_stale(row: Mapping[str, Any], now: datetime, stale_after_s: float) -> bool:
    """`stale_expr` for one engine row: a leg not yet final fetched too long before `now`."""
    return _is_stale(row, _utc(now), _limit(stale_after_s))


def age_seconds(ts: datetime | None, now: datetime) -> float | None:
    """`snapshot_age_seconds` as `audit_frame` computes it (whole microseconds, in seconds)."""
    return None if ts is None else ((_utc(now) - ts) // timedelta(microseconds=1)) / 1e6


def _is_stale(row: Mapping[str, Any], now: datetime, limit: timedelta | None) -> bool:
    if limit is None:
        return False
    for side in ("a", "b"):
        ts = row[f"{side}_snapshot_ts"]
        if not bool(row[f"{side}_final"]) and (ts is None or now - ts > limit):
            return True
    return False


def _verdict(divergences: Sequence[Mapping[str, Any]], exclude: tuple[str, ...] = ()) -> str:
    """`verdict_expr` for one list: the worst severity, SAFE when empty."""
    severities = [d["severity"] for d in divergences if d["code"] not in exclude]
    if _BLOCK in severities:
        return Verdict.BLOCK.value
    return Verdict.CAUTION.value if severities else Verdict.SAFE.value


_OPERATIONAL_SCHEMA = pl.Schema(
    {
        "notional_usd": pl.Float64(),
        "venue_one_depth_usd": pl.Float64(),
        "venue_two_depth_usd": pl.Float64(),
        "stale": pl.Boolean(),
        "a_snapshot_ts": UTC_TS,
        "b_snapshot_ts": UTC_TS,
        "snapshot_age_seconds": pl.Float64(),
    }
)


@functools.cache
def _candidates() -> tuple[pl.Expr, pl.Expr]:
    """The engine's two operational candidates, built once (building costs more than
    evaluating them on one row)."""
    return (
        D.liquidity().cast(DIVERGENCE).alias("thin"),
        D.stale_snapshot().cast(DIVERGENCE).alias("stale"),
    )


def _evaluate(row: Mapping[str, Any]) -> tuple[Any, Any]:
    """(THIN_LIQUIDITY or None, STALE_SNAPSHOT or None) of one row, by the candidates."""
    frame = pl.DataFrame([row], schema=_OPERATIONAL_SCHEMA, orient="row")
    thin, stale = frame.select(*_candidates()).row(0)
    return thin, stale


_QUIET = {"notional_usd": None, "venue_one_depth_usd": 0.0, "venue_two_depth_usd": 0.0}
_FRESH = {"stale": False, "a_snapshot_ts": None, "b_snapshot_ts": None}
# An age no explanation can otherwise contain: the stale explanation is made once per pair
# of fetch times with it, and the request's own age (rounded as the engine rounds it:
# half to even, which Python's `round` shares) put in its place.
_AGE_MARK = 987_654_321


@functools.lru_cache(maxsize=8192)
def _thin(notional: float, one: float, two: float) -> Mapping[str, Any] | None:
    row = {"notional_usd": notional, "venue_one_depth_usd": one, "venue_two_depth_usd": two}
    thin, _ = _evaluate({**row, **_FRESH, "snapshot_age_seconds": None})
    return None if thin is None else MappingProxyType(thin)


@functools.lru_cache(maxsize=8192)
def _stale_template(a_ts: datetime | None, b_ts: datetime | None) -> Mapping[str, Any]:
    row = {"stale": True, "a_snapshot_ts": a_ts, "b_snapshot_ts": b_ts}
    _, stale = _evaluate({**_QUIET, **row, "snapshot_age_seconds": float(_AGE_MARK)})
    return MappingProxyType(stale)


def thin_liquidity(notional: float, one: float, two: float) -> dict[str, Any] | None:
    """THIN_LIQUIDITY as the engine writes it, or None when both depths cover `notional`."""
    thin = _thin(notional, one, two)
    return None if thin is None else dict(thin)


def stale_snapshot(
    a_ts: datetime | None, b_ts: datetime | None, age: float | None
) -> dict[str, Any]:
    """STALE_SNAPSHOT as the engine writes it for legs fetched at `a_ts`, `b_ts`, `age`
    seconds old."""
    if age is None:
        row = {**_QUIET, "stale": True, "a_snapshot_ts": a_ts, "b_snapshot_ts": b_ts}
        _, stale = _evaluate({**row, "snapshot_age_seconds": None})
        return dict(stale)
    out = dict(_stale_template(a_ts, b_ts))
    out["explanation"] = out["explanation"].replace(str(_AGE_MARK), str(round(age)))
    return out


def answer_rows(
    bases: Sequence[Mapping[str, Any]],
    *,
    now: datetime,
    stale_after_s: float,
    notional_usd: float | None,
    mode: str,
) -> list[dict[str, Any]]:
    """The engine's rows for `bases` (the cycle's rows of the held contracts) asked at `now`
    with `notional_usd` in `mode`.

    Each base is an advisory row without a notional, as `audit_frame` returns it.
    """
    now = _utc(now)
    limit = _limit(stale_after_s)
    rows: list[dict[str, Any]] = []
    for base in bases:
        one = base["liquidity"]["venue_one_depth_usd"]
        two = base["liquidity"]["venue_two_depth_usd"]
        stamps = [ts for ts in (base["a_snapshot_ts"], base["b_snapshot_ts"]) if ts is not None]
        ts = min(stamps) if stamps else None
        row = {
            **base,
            "notional_usd": notional_usd,
            "mode": mode,
            "liquidity": {
                "notional_usd": notional_usd,
                "venue_one_depth_usd": one,
                "venue_two_depth_usd": two,
            },
            "stale": _is_stale(base, now, limit),
            "snapshot_ts": ts,
            "snapshot_age_seconds": age_seconds(ts, now),
            # The cycle judged freshness at its own time: judged again below.
            "divergences": [d for d in base["divergences"] if d["code"] != _STALE],
        }
        rows.append(row)
    for r in rows:
        depths = r["liquidity"]["venue_one_depth_usd"], r["liquidity"]["venue_two_depth_usd"]
        if notional_usd is not None and (notional_usd > depths[0] or notional_usd > depths[1]):
            thin = thin_liquidity(notional_usd, *depths)
            if thin is not None:
                r["divergences"].append(thin)
        if r["stale"]:
            stale = stale_snapshot(
                r["a_snapshot_ts"], r["b_snapshot_ts"], r["snapshot_age_seconds"]
            )
            r["divergences"].append(stale)
    for r in rows:
        if mode == "strict":
            r["divergences"] = [{**d, "severity": _BLOCK} for d in r["divergences"]]
        r["verdict"] = _verdict(r["divergences"])
        r["scored_verdict"] = _verdict(r["divergences"], OPERATIONAL_CODES)
    return rows
