"""Verdicts for pairs of legs, in one Polars job: the batch precompute and the single audit.

`audit_requests` is the one entry point. A request row names two legs by market id
(`a_*` on venue_one, `b_*` on venue_two) and the contract held on each; the legs' rows
come from the latest snapshot, resolved by `LegResolver`. The refresher calls it with
every covered pair; `POST /v1/audit` calls it with a one-row frame. Same code, same answer.
"""

from __future__ import annotations

import logging
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import polars as pl

from pipeline import lake
from pipeline.errors import NotCovered
from pipeline.legs import LegResolver
from pipeline.matching import knockout_on
from pipeline.rules.compare import LEG_COLUMNS, audit_frame, pair_frame, stale_expr
from pipeline.rules.extract import RULE_INPUT_COLUMNS, RULE_RECORD_SCHEMA, extract_rules
from pipeline.rulesets import Ruleset, pairs_frame

__all__ = [
    "REQUEST_SCHEMA",
    "Precompute",
    "RuleCache",
    "VerdictStore",
    "audit_requests",
    "covered_requests",
    "knockout_flags",
]

logger = logging.getLogger(__name__)

REQUEST_SCHEMA = pl.Schema(
    {
        "pair_id": pl.String(),
        "canonical_event_id": pl.String(),
        "knockout": pl.Boolean(),
        "notional_usd": pl.Float64(),
        "a_market_id": pl.String(),
        "a_held": pl.String(),
        "b_market_id": pl.String(),
        "b_held": pl.String(),
    }
)


def covered_requests(ruleset: Ruleset) -> pl.DataFrame:
    """One request per covered pair: the Yes contracts of its two markets."""
    pairs = pairs_frame(ruleset)
    return pairs.select(
        "pair_id",
        "canonical_event_id",
        "knockout",
        pl.lit(None, pl.Float64).alias("notional_usd"),
        pl.col("venue_one_market_id").alias("a_market_id"),
        pl.lit("yes").alias("a_held"),
        pl.col("venue_two_market_id").alias("b_market_id"),
        pl.lit("yes").alias("b_held"),
    )


def knockout_flags(legs: pl.DataFrame, competitions: dict[str, Any]) -> pl.DataFrame:
    """(competition, day, knockout) for each distinct competition and kickoff day in `legs`.

    An unknown competition counts as knockout: extra time is then possible, so a scope
    difference must block rather than caution (fail closed).
    """
    days = (
        legs.select("competition", day=pl.col("kickoff_utc").dt.date()).unique().drop_nulls("day")
    )
    flags = [
        comp is None or comp not in competitions or knockout_on(competitions, comp, day)
        for comp, day in days.iter_rows()
    ]
    return days.with_columns(knockout=pl.Series(flags, dtype=pl.Boolean))


def audit_requests(
    requests: pl.DataFrame,
    legs: pl.DataFrame,
    *,
    now: datetime,
    stale_after_s: float,
    mode: str = "advisory",
) -> pl.DataFrame:
    """Audit each request row against resolved leg rows (LegResolver output).

    Raises:
        NotCovered: a request names a market absent from `legs`.
    """
    # Only what the engine reads: the rule texts themselves stay behind (their records are
    # joined on already), which keeps a million-pair frame from carrying a million texts.
    wanted = [*LEG_COLUMNS, *RULE_RECORD_SCHEMA.names(), "fetched_at"]
    if not all(c in legs.columns for c in RULE_RECORD_SCHEMA.names()):
        wanted += RULE_INPUT_COLUMNS
    legs = legs.select(c for c in dict.fromkeys(wanted) if c in legs.columns)
    one = legs.filter(pl.col("venue") == "venue_one")
    two = legs.filter(pl.col("venue") == "venue_two")
    for side, pool in (("a", one), ("b", two)):
        missing = requests.join(pool, left_on=f"{side}_market_id", right_on="market_id", how="anti")
        if missing.height:
            venue = "venue_one" if side == "a" else "venue_two"
            ids = ", ".join(missing[f"{side}_market_id"].head(5).to_list())
            raise NotCovered(f"{venue} market(s) not in the snapshot: {ids}")
    a = requests.select("a_market_id", held="a_held").join(
        one, left_on="a_market_id", right_on="market_id", how="left", maintain_order="left"
    )
    b = requests.select("b_market_id", held="b_held").join(
        two, left_on="b_market_id", right_on="market_id", how="left", maintain_order="left"
    )
    a = a.rename({"a_market_id": "market_id"})
    b = b.rename({"b_market_id": "market_id"})
    keys = requests.select("pair_id", "canonical_event_id", "knockout", "notional_usd")
    frame = pair_frame(keys, a, b)
    return audit_frame(
        frame,
        now=now,
        stale=stale_expr(now, stale_after_s),
        mode=mode,
    )


class RuleCache:
    """Extracted rule records by `rules_hash`: each distinct rule text is read once."""

    def __init__(self) -> None:
        self.records = RULE_RECORD_SCHEMA.to_frame()

    def attach(self, legs: pl.DataFrame) -> pl.DataFrame:
        """`legs` with their rule records joined on, extracting only texts not seen before."""
        new = (
            legs.select(RULE_INPUT_COLUMNS)
            .unique("rules_hash")
            .join(self.records.select("rules_hash"), on="rules_hash", how="anti")
        )
        if new.height:
            self.records = pl.concat([self.records, extract_rules(new)], how="vertical")
            logger.info("extracted rules of %d new text(s)", new.height)
        return legs.join(self.records.drop("venue"), on="rules_hash", how="left")


class VerdictStore:
    """Append-only verdict history: `verdicts/date=<d>/cycle-<n>.parquet` (lake layout).

    A cycle appends only the pairs whose answer changed since the last stored row (or
    that were never stored): the history stays a record of what was said and when,
    without one identical row per pair per minute.
    """

    SIGNATURE = (
        "verdict",
        "divergences",
        "contingencies",
        "a_rules_hash",
        "b_rules_hash",
        "ruleset_sha",
        "stale",
    )

    def __init__(self, root: Path) -> None:
        self.root = root
        # Start-up cleanup; staged files an hour old cannot belong to a live writer.
        lake.remove_superseded(root, lake.VERDICTS)
        lake.remove_staged(root, older_than_s=3600)
        self._last = pl.DataFrame(schema={"pair_id": pl.String, "sig": pl.UInt64})
        history = self.history()
        if history is not None:
            latest = history.sort("computed_at").group_by("pair_id").last().collect()
            self._last = self._signed(latest).select("pair_id", "sig")

    def _signed(self, frame: pl.DataFrame) -> pl.DataFrame:
        return frame.with_columns(sig=pl.struct(*self.SIGNATURE).hash(seed=7))

    def append(self, verdicts: pl.DataFrame, *, ruleset_sha: str, cycle: int, at: datetime) -> int:
        """Store the changed rows of a cycle's verdicts; return how many were written."""
        stamped = self._signed(
            verdicts.with_columns(
                ruleset_sha=pl.lit(ruleset_sha),
                computed_at=pl.lit(at.astimezone(UTC)).cast(pl.Datetime("us", "UTC")),
                cycle=pl.lit(cycle, pl.Int64),
            )
        )
        changed = stamped.join(self._last, on=["pair_id", "sig"], how="anti")
        if changed.height:
            day = at.astimezone(UTC).date().isoformat()
            lake.write_cycle(changed.drop("sig"), self.root, lake.VERDICTS, {"date": day}, cycle)
            self._last = pl.concat(
                [
                    self._last.join(changed.select("pair_id"), on="pair_id", how="anti"),
                    changed.select("pair_id", "sig"),
                ]
            )
        return changed.height

    def history(self) -> pl.LazyFrame | None:
        """Every readable stored verdict row (None when nothing is stored yet).

        A damaged file is reported and left out rather than failing start-up; its pairs
        are then simply written again by the next cycle.
        """
        files = []
        for f in (stored.path for stored in lake.files(self.root, lake.VERDICTS)):
            try:
                pl.read_parquet_schema(f)
            except (OSError, pl.exceptions.PolarsError) as exc:
                logger.error("unreadable verdict file %s skipped: %s", f, exc)
                continue
            files.append(f)
        if not files:
            return None
        # Files written by older versions may lack newer columns: align them by name.
        return pl.concat([pl.scan_parquet(f) for f in files], how="diagonal_relaxed")


class Precompute:
    """The precompute stage of a refresher cycle: resolve legs, read rules, audit all pairs."""

    def __init__(
        self,
        ruleset: Ruleset,
        resolver: LegResolver,
        verdicts: VerdictStore,
        *,
        stale_after_s: float,
    ) -> None:
        self.ruleset = ruleset
        self.resolver = resolver
        self.verdicts = verdicts
        self.stale_after_s = stale_after_s
        self.rules = RuleCache()
        self.requests = covered_requests(ruleset)
        self.legs = pl.DataFrame()
        self.latest_verdicts = pl.DataFrame()

    def legs_of(self, snapshot: pl.DataFrame) -> pl.DataFrame:
        """Snapshot rows resolved and joined with their rule records."""
        return self.rules.attach(self.resolver.resolve(snapshot))

    def run(self, latest: pl.DataFrame, *, cycle: int, at: datetime, store: bool = True) -> int:
        """Audit every covered pair present in `latest`; store the changed verdicts."""
        self.legs = self.legs_of(latest)
        ids = self.legs.select("venue", "market_id")
        requests = self.requests.join(
            ids.filter(pl.col("venue") == "venue_one"),
            left_on="a_market_id",
            right_on="market_id",
            how="semi",
        ).join(
            ids.filter(pl.col("venue") == "venue_two"),
            left_on="b_market_id",
            right_on="market_id",
            how="semi",
        )
        if requests.is_empty():
            return 0
        self.latest_verdicts = audit_requests(
            requests, self.legs, now=at, stale_after_s=self.stale_after_s
        )
        if not store:
            return 0
        written = self.verdicts.append(
            self.latest_verdicts, ruleset_sha=self.ruleset.sha, cycle=cycle, at=at
        )
        logger.info(
            "cycle %d: %d pairs audited, %d verdict rows stored",
            cycle,
            self.latest_verdicts.height,
            written,
        )
        return written
