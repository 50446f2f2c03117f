"""Reading and the engine: snapshot rows -> read legs -> verdicts, in one Polars job.

Two frame contracts, one route for every leg and every request:

- `read_legs(snapshot, resolver, rules)`: snapshot rows (SNAPSHOT_SCHEMA) in, *read legs*
  out: the rows with their listing identity (`LegResolver`) and their rule record
  (RULE_RECORD_SCHEMA) joined on. Each distinct rule text is read once: `rules` holds the
  records already read, and only texts it lacks are extracted.
- `audit_requests(requests, legs)`: request rows (REQUEST_SCHEMA: two legs by market id,
  `a_*` on venue_one, `b_*` on venue_two, and the contract held on each) against read
  legs, through the engine (`pipeline.rules.audit_frame`).

The cycle calls them with every covered pair; an audit calls them with its one or three
request rows, after covered and on-demand legs have met. Same code, same answer.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import polars as pl

from pipeline import lake
from pipeline.errors import NotCovered, SnapshotError
from pipeline.fewlegs import book_depth_rows, leg_rows, record_rows
from pipeline.legs import LegResolver
from pipeline.matching import knockout_on
from pipeline.rules.beside import Beside, beside
from pipeline.rules.compare import (
    CODES,
    LEG_COLUMNS,
    OPERATIONAL_CODES,
    audit_frame,
    keyed_pair_frame,
    rule_tables,
    stale_expr,
)
from pipeline.rules.divergences import book_depths, held_side
from pipeline.rules.extract import RULE_INPUT_COLUMNS, RULE_RECORD_SCHEMA, extract_rules
from pipeline.rules.identity import DIVERGENCE
from pipeline.rules.keyed import RuleTables
from pipeline.rules.template_lookup import lookup
from pipeline.rules.template_memo import TemplateMemo
from pipeline.rules.templates import COMPETITION_COLUMN, extract_by_template
from pipeline.rulesets import Ruleset, pairs_frame
from pipeline.schemas import SNAPSHOT_SCHEMA, UTC_TS, require_columns

__all__ = [
    "COMPACTED_LISTS",
    "CONTINGENCY",
    "LEG_IDENTITY_COLUMNS",
    "READ_LEG_COLUMNS",
    "REQUEST_SCHEMA",
    "VERDICT_ROW_SCHEMA",
    "TEMPLATES",
    "TINY_READ",
    "PreparedLegs",
    "RuleCache",
    "VerdictStore",
    "FLAT_COLUMNS",
    "PLAYED_DIMENSIONS",
    "as_stored",
    "attach_rules",
    "audit_requests",
    "check_verdict_rows",
    "covered_requests",
    "flat_columns",
    "knockout_flags",
    "known_rules",
    "precompute_verdicts",
    "read_legs",
    "with_knockout",
]

logger = logging.getLogger(__name__)

# The templates read so far in this process, by every caller of `attach_rules` with more
# than TINY_READ new texts (a cycle, a batch job), for every caller (an audit's one or two
# fetched legs too): a leg from a template read before is a lookup, not a reading
# (`pipeline.rules.template_memo`). `serve` holds its refresher's, and the stored ones.
TEMPLATES = TemplateMemo()
# At most this many new texts (an on-demand audit's one or two fetched legs) are not
# reduced to templates by `extract_by_template`: that reduction cost ~40 ms of CPU for one
# leg, and a miss read each lone leg's template twice beside it (three texts read for one).
# Such a call looks its texts' templates up in the memo in plain Python instead
# (`template_lookup`, a few ms a call), takes a known template's record and reads the others
# as they are; it reads no template for the memo (the cycle fills it). The records are the
# same (`extract_by_template` with listing=False gives `extract_rules`'s).
TINY_READ = 2

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

# Divergences of these dimensions change what the legs pay when the match is played (which
# result pays, over which time): they are what makes the completed contingency differ. Void
# and timing ones matter only when it is not played as scheduled; a source difference
# leaves both legs paying on the one result, unless a source errs (docs/DESIGN.md §10).
PLAYED_DIMENSIONS = ("identity", "scope")
_RULE_CODES = tuple(c for c in CODES if c not in OPERATIONAL_CODES)
# Derived at write time from `divergences` and `contingencies`, so that the track record
# reads a few narrow columns instead of unnesting the lists of a million rows.
FLAT_COLUMNS: dict[str, pl.DataType] = {
    **{f"flag_{c.lower()}": pl.Boolean() for c in _RULE_CODES},
    "if_played": pl.String(),  # divergent | unknown | equivalent
}

# One stored verdict row: the engine's answer for a pair, stamped by the cycle that gave it.
CONTINGENCY = pl.Struct(
    {
        "contingency": pl.String,
        "venue_one_payout": pl.String,
        "venue_two_payout": pl.String,
        "equivalent": pl.Boolean,
    }
)
_LEG_STAMP = {
    "venue": pl.String(),
    "market_id": pl.String(),
    "held": pl.String(),
    "rules_hash": pl.String(),
    "snapshot_ts": UTC_TS,
    "final": pl.Boolean(),
}
VERDICT_ROW_SCHEMA = pl.Schema(
    {
        **{k: v for k, v in REQUEST_SCHEMA.items() if not k.startswith(("a_", "b_"))},
        "mode": pl.String(),
        "verdict": pl.String(),
        "scored_verdict": pl.String(),
        "divergences": pl.List(DIVERGENCE),
        "contingencies": pl.List(CONTINGENCY),
        "liquidity": pl.Struct(
            {
                "notional_usd": pl.Float64,
                "venue_one_depth_usd": pl.Float64,
                "venue_two_depth_usd": pl.Float64,
            }
        ),
        "stale": pl.Boolean(),
        "snapshot_ts": UTC_TS,
        "snapshot_age_seconds": pl.Float64(),
        **{f"a_{k}": v for k, v in _LEG_STAMP.items()},
        **{f"b_{k}": v for k, v in _LEG_STAMP.items()},
        "ruleset_sha": pl.String(),
        "computed_at": UTC_TS,
        "cycle": pl.Int64(),
        **FLAT_COLUMNS,
    }
)

# What the engine needs of a read leg: its identity, book, age, and its rule record.
READ_LEG_COLUMNS = tuple(
    dict.fromkeys(
        [
            *(c for c in LEG_COLUMNS if c not in ("held", "snapshot_ts")),
            *RULE_RECORD_SCHEMA.names(),
            "fetched_at",
        ]
    )
)


# A read leg's own columns, without its rule record (the engine reaches that through ids):
# what `audit_requests` needs of a leg when the records come beside the legs.
LEG_IDENTITY_COLUMNS = tuple(
    c for c in READ_LEG_COLUMNS if c not in RULE_RECORD_SCHEMA or c in ("rules_hash", "venue")
)


def read_legs(
    snapshot: pl.DataFrame, resolver: LegResolver, rules: pl.DataFrame | None = None
) -> tuple[pl.DataFrame, pl.DataFrame]:
    """Read snapshot rows: (read legs, every rule record known afterwards).

    Resolution (`LegResolver`) then `attach_rules`; the one reading every leg goes
    through, covered or fetched at audit time.

    Raises:
        ValueError: `snapshot` does not carry the snapshot columns.
    """
    require_columns(snapshot, SNAPSHOT_SCHEMA, "snapshot rows")
    return attach_rules(resolver.resolve(snapshot), rules)


def known_rules(legs: pl.DataFrame, rules: pl.DataFrame | None = None) -> pl.DataFrame:
    """Every rule record known once the texts of `legs` are read: `rules` plus new ones.

    `rules` holds records already read (RULE_RECORD_SCHEMA); only texts whose `rules_hash`
    it lacks are extracted, so a cycle reads each new text once and an audit reads only
    what it fetched. The result is a new frame: the caller's is never changed, so a
    published cycle view stays as it was.
    """
    require_columns(legs, RULE_INPUT_COLUMNS, "legs to read")
    known = RULE_RECORD_SCHEMA.to_frame() if rules is None else rules
    # The listing's title and competition name only name what a template stands in for;
    # reading does not see them.
    titles = [c for c in ("event_title", "title", COMPETITION_COLUMN) if c in legs.columns]
    new = (
        legs.select(*RULE_INPUT_COLUMNS, *titles)
        .unique("rules_hash", keep="first", maintain_order=True)
        .join(known.select("rules_hash"), on="rules_hash", how="anti")
    )
    if new.height:
        found = (
            _tiny_read(new)
            if new.height <= TINY_READ
            else extract_by_template(new, listing=False, memo=TEMPLATES)
        )
        known = pl.concat([known, found], how="vertical")
        logger.info("extracted rules of %d new text(s)", new.height)
    return known


def _tiny_read(new: pl.DataFrame) -> pl.DataFrame:
    """The records of a tiny call's new texts (in their order): a text of a template read
    before takes the template's record (`template_lookup`, a few milliseconds), the others
    are read as they are."""
    looked_up = lookup(new, TEMPLATES)
    rest = new.join(looked_up.select("rules_hash"), on="rules_hash", how="anti")
    if not rest.height:
        return looked_up
    read = extract_rules(rest.select(RULE_INPUT_COLUMNS))
    if not looked_up.height:
        return read
    order = new.select("rules_hash").with_row_index("_o")
    return (
        pl.concat([looked_up, read], how="vertical")
        .join(order, on="rules_hash", how="left")
        .sort("_o")
        .drop("_o")
    )


def attach_rules(
    legs: pl.DataFrame, rules: pl.DataFrame | None = None
) -> tuple[pl.DataFrame, pl.DataFrame]:
    """`legs` with their rule records joined on, and every record known afterwards.

    `known_rules`, then each leg's record as columns of its own (READ_LEG_COLUMNS). The
    engine does not need them there (`audit_requests` takes the records beside narrow
    legs): a million pairs' legs so widened held about 1.2 GiB of column views.
    """
    known = known_rules(legs, rules)
    return legs.join(known.drop("venue"), on="rules_hash", how="left"), known


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


def with_knockout(
    requests: pl.DataFrame, legs: pl.DataFrame, competitions: dict[str, Any]
) -> pl.DataFrame:
    """`requests` with `knockout` filled from the legs where the ruleset did not set it.

    Covered pairs carry the ruleset's flag; a pair of on-demand legs takes its legs'
    competitions and kickoff day, and counts as knockout if either leg's does (or is
    unknown), so a scope difference there blocks rather than cautions.
    """
    if not requests["knockout"].null_count():
        return requests
    flags = knockout_flags(legs, competitions)
    ko = (
        legs.select("venue", "market_id", "competition", day=pl.col("kickoff_utc").dt.date())
        .join(flags, on=["competition", "day"], how="left")
        .select("venue", "market_id", "knockout")
    )

    def side(venue: str, prefix: str) -> pl.DataFrame:
        return ko.filter(pl.col("venue") == venue).select(
            pl.col("market_id").alias(f"{prefix}_market_id"),
            pl.col("knockout").alias(f"{prefix}_ko"),
        )

    return (
        requests.join(side("venue_one", "a"), on="a_market_id", how="left", maintain_order="left")
        .join(side("venue_two", "b"), on="b_market_id", how="left", maintain_order="left")
        .with_columns(
            knockout=pl.coalesce(
                "knockout", pl.col("a_ko").fill_null(True) | pl.col("b_ko").fill_null(True)
            )
        )
        .select(REQUEST_SCHEMA.names())
    )


def _leg_records(legs: pl.DataFrame, rules: pl.DataFrame | None) -> tuple[pl.DataFrame, pl.Series]:
    """(rule records holding the record of each distinct `rules_hash` of `legs` once, each
    leg's row in them).

    Each leg carries ids into its record, not the record's ~40 columns (nor its text):
    the engine decides once per distinct record combination (pipeline.rules.keyed). Where
    `rules` holds every leg's record and at most two records a leg (a cycle's or a batch's
    own records), `rules` itself is keyed, not a copy: with every text new, gathering the
    records' evidence strings (about 1.3 KiB a record) cost more than deciding the pairs.
    Otherwise (an audit of a few legs against a cycle's records) the legs' records are
    gathered, in the order first met; a hash `rules` lacks gets a record of nulls.
    """
    hashes = legs.get_column("rules_hash")
    if rules is None:
        require_columns(legs, READ_LEG_COLUMNS, "read legs")
        records = legs.select(RULE_RECORD_SCHEMA.names()).unique(
            "rules_hash", keep="first", maintain_order=True
        )
        return records, _rows_of(hashes, records.get_column("rules_hash"))
    require_columns(legs, LEG_IDENTITY_COLUMNS, "read legs")
    require_columns(rules, RULE_RECORD_SCHEMA, "rule records")
    known = rules.get_column("rules_hash")
    # Keying every record costs about what gathering the legs' own would, or less, while
    # `rules` holds at most two records a leg. One join finds each leg's row and tells
    # whether every leg has exactly one (a hash twice among the rules would add a row).
    if rules.height <= 2 * legs.height:
        at = _rows_of(hashes, known)
        if at.len() == legs.height and not at.has_nulls():
            return rules.select(RULE_RECORD_SCHEMA.names()), at
    few = record_rows(hashes, known)
    if few is not None:  # an audit's few legs: looked up, not joined
        used, rows, eid = few
        records = rules.select(RULE_RECORD_SCHEMA.names())[rows].with_columns(rules_hash=used)
        return records, eid
    used = hashes.unique(maintain_order=True)
    # The first row of each hash among the rules: joined first, then made unique among
    # the few rows joined (made unique first, every call went through all the rules).
    rows = (
        used.to_frame()
        .join(
            known.to_frame().with_row_index("_r"),
            on="rules_hash",
            how="left",
            maintain_order="left_right",
        )
        .unique("rules_hash", keep="first", maintain_order=True)
        .get_column("_r")
    )
    records = rules.select(RULE_RECORD_SCHEMA.names())[rows].with_columns(rules_hash=used)
    return records, _rows_of(hashes, used)


def _rows_of(hashes: pl.Series, among: pl.Series) -> pl.Series:
    """The row of each of `hashes` in `among` (UInt32; null where absent, one row per
    match: a hash twice in `among` gives its hashes two rows)."""
    # A join, not `replace_strict`, which cost several times as much on 200k legs each
    # with a hash of its own. First on a 64-bit hash of each text hash, then checked
    # against the text hashes themselves (B1's 200k legs: ~52 against ~39 ms of CPU on a
    # first call, ~2k page faults less); where that does not give one row a leg, each
    # the text's own, the strings are joined.
    if not hashes.has_nulls() and not among.has_nulls():
        at = (
            hashes.hash(seed=3)
            .to_frame("_h")
            .join(
                among.hash(seed=3).to_frame("_h").with_row_index("_r"),
                on="_h",
                how="left",
                maintain_order="left",
            )
            .get_column("_r")
        )
        if at.len() == hashes.len() and (among.rechunk().gather(at) == hashes).all():
            return at.alias("eid")
    return (
        hashes.to_frame("rules_hash")
        .join(
            among.to_frame("rules_hash").with_row_index("_r"),
            on="rules_hash",
            how="left",
            maintain_order="left",
        )
        .get_column("_r")
        .alias("eid")
    )


def _book_depths(legs: pl.DataFrame, held: list[pl.DataFrame]) -> pl.DataFrame:
    """`yes_depth_usd` and `no_depth_usd` of each leg row (`book_depth_usd` of that book),
    for the books some request holds: `held` lists (`_leg`, `no`: the request holds the
    No contract, as `depth_usd` tells it); the other books' depths are left null."""
    out = []
    for book, no in (("yes", False), ("no", True)):
        # Which legs' book is read: a flag per leg, not a unique over every request.
        # Made by Polars, not from a Python list (~6 ms of CPU per book at 200k legs).
        flags = pl.repeat(False, legs.height, dtype=pl.Boolean, eager=True)
        for part in held:
            flags = flags.scatter(part.filter(pl.col("no") == no).get_column("_leg"), True)
        rows = flags.arg_true()
        asks = legs.get_column(f"{book}_asks")
        if rows.len() * 2 > legs.height:
            # Most legs: read every book rather than gather a copy of their lists.
            depth = book_depths(asks)
        else:
            depth = pl.repeat(None, legs.height, dtype=pl.Float64, eager=True)
            if rows.len():
                depth = depth.scatter(rows, book_depths(asks.gather(rows)))
        out.append(depth.alias(f"{book}_depth_usd"))
    return pl.DataFrame(out)


def _pair_frame(
    requests: pl.DataFrame,
    legs: pl.DataFrame,
    ruled: Beside[_RuleIds],
    prepared: PreparedLegs | None = None,
) -> pl.DataFrame:
    """The keyed pair frame of `requests`: each request's two legs found by market id, and
    each leg's rule ids (its record's row `eid[leg]`, that row's ids in `ids`, both of
    `ruled`, asked for once the legs are found) and book depths.

    Only (venue, market id, row number) goes through the joins; each side's leg columns
    are then gathered once by row number. What a leg gives every pair it is in is worked
    out once per leg: its record's row (one lookup of its hash, not two per pair) and the
    depth of each book held on it, so that the pairs carry two floats instead of the book
    lists (at a million pairs, gathering those lists was the pair frame's largest cost).

    Raises:
        NotCovered: a request names a market absent from `legs`.
    """
    try:
        found, depths, identity = _found_legs(requests, legs, prepared)
    except Exception:
        # The legs' rule ids check the legs' columns: their error first, as when they
        # were worked out before the legs were looked for.
        ruled.result()
        raise
    eid, ids, _ = ruled.result()
    kids = ids.get_column("kid")
    sides = []
    for hit in found:
        # In one chunk: the join leaves it in several, each leg column gathered by it
        # would too, and the pair frame then copied them all into one chunk each beside
        # the one-chunk columns (B1 100k: ~10 ms of CPU, ~4k page faults).
        at = hit.get_column("_leg").rechunk()
        own = eid.gather(at)
        sides.append(
            identity[at].with_columns(
                hit.get_column("held"),
                *depths[at],
                snapshot_ts=pl.col("fetched_at"),
                kid=kids.gather(own),
                eid=own,
            )
        )
    keys = requests.select("pair_id", "canonical_event_id", "knockout", "notional_usd")
    return keyed_pair_frame(keys, *sides)


def _leg_index(legs: pl.DataFrame) -> dict[str, pl.DataFrame]:
    """Each venue's legs' (`market_id`, `_leg`: row number among all `legs`)."""
    index = legs.select("venue", "market_id").with_row_index("_leg")
    return {v: index.filter(pl.col("venue") == v).drop("venue") for v in ("venue_one", "venue_two")}


def _identity(legs: pl.DataFrame) -> pl.DataFrame:
    """The legs' identity columns, books aside, in one chunk (a no-op where they are):
    legs read from Parquet, or concatenated, come in several, and a gather of text
    columns from several chunks cost ~5 times the copy into one plus the gather from it
    (B1 100k: ~37 against ~7 ms of CPU a side)."""
    return legs.select(
        c for c in LEG_IDENTITY_COLUMNS if c not in ("yes_asks", "no_asks")
    ).rechunk()


@dataclass(frozen=True)
class PreparedLegs:
    """Read legs (narrow, beside `rules`: see `audit_requests`) with what every engine
    call over them shares, worked out once: each leg's rule ids (`_rule_ids`), its row
    by market id per venue, its identity columns in one chunk.

    A view's precompute runs the engine over the same legs once per held combination and
    slice of requests (8 calls at a season's coverage, N = 4,061); each call worked these
    out again over every leg, ~25-35 ms a call beside the engine's own ~50 ms.
    """

    legs: pl.DataFrame
    ruled: _RuleIds
    index: dict[str, pl.DataFrame]
    identity: pl.DataFrame

    @classmethod
    def of(cls, legs: pl.DataFrame, rules: pl.DataFrame | None) -> PreparedLegs:
        """`legs` prepared, their records in `rules` (or carried, with `rules` None)."""
        return cls(legs, _rule_ids(legs, rules), _leg_index(legs), _identity(legs))


def _not_covered(venue: str, market_ids: list[str]) -> None:
    """Raise NotCovered naming (the first five of) `market_ids`."""
    raise NotCovered(f"{venue} market(s) not in the snapshot: {', '.join(market_ids[:5])}")


def _found_legs(
    requests: pl.DataFrame, legs: pl.DataFrame, prepared: PreparedLegs | None = None
) -> tuple[list[pl.DataFrame], pl.DataFrame, pl.DataFrame]:
    """(each side's `_leg` row and `held` per request, each leg's book depths, the legs'
    identity columns in one chunk): what the pair frame takes of the legs themselves
    (the index and identity from `prepared` where given, as they are for `legs`).

    Raises:
        NotCovered: a request names a market absent from `legs`.
    """
    identity = prepared.identity if prepared is not None else _identity(legs)
    # An audit's few legs are looked up (`fewlegs`), a batch's joined.
    looked_up = None if prepared is not None else leg_rows(requests, legs)
    index = prepared.index if prepared is not None else None
    if looked_up is None and index is None:
        index = _leg_index(legs)
    found = []
    for k, (side, venue) in enumerate((("a", "venue_one"), ("b", "venue_two"))):
        ids = requests.get_column(f"{side}_market_id")
        if looked_up is not None:
            rows = looked_up[k]
            if rows.get_column("_leg").has_nulls():
                at = rows.get_column("_leg").to_list()
                _not_covered(
                    venue, [i for i, r in zip(ids.to_list(), at, strict=True) if r is None]
                )
            found.append(rows)
            continue
        assert index is not None
        # One join finds each request's leg, and (a null row number) the legs not there.
        hit = requests.select(f"{side}_market_id", held=f"{side}_held").join(
            index[venue],
            left_on=f"{side}_market_id",
            right_on="market_id",
            how="left",
            maintain_order="left",
        )
        missing = hit.filter(pl.col("_leg").is_null())
        if missing.height:
            _not_covered(venue, missing[f"{side}_market_id"].to_list())
        found.append(hit.select("_leg", "held"))
    del index
    # The held side as the engine reads it (`audit_frame` normalizes it, `depth_usd`
    # reads the No book for "no" and the Yes book otherwise).
    depths = book_depth_rows(legs, found) if looked_up is not None else None
    if depths is None:
        no = (held_side(pl.col("held")) == "no").fill_null(False)
        depths = _book_depths(legs, [f.select("_leg", no=no) for f in found])
    return found, depths, identity


def audit_requests(
    requests: pl.DataFrame,
    legs: pl.DataFrame | PreparedLegs,
    *,
    now: datetime,
    stale_after_s: float,
    mode: str = "advisory",
    rules: pl.DataFrame | None = None,
) -> pl.DataFrame:
    """Audit each request row (REQUEST_SCHEMA) against read legs.

    Either `legs` carry their rule records (`read_legs` / `attach_rules` output,
    READ_LEG_COLUMNS), or `rules` holds the records (`known_rules` output) and `legs`
    need only LEG_IDENTITY_COLUMNS; the answer is the same. `legs` may come prepared
    (`PreparedLegs.of(legs, rules)`, for many calls over the same legs; `rules` is then
    not read again).

    Raises:
        NotCovered: a request names a market absent from `legs`.
        ValueError: `legs` are not read legs (READ_LEG_COLUMNS missing, or without
            `rules` the identity columns): every leg is read before the engine sees it,
            never here on the side.
    """
    require_columns(requests, REQUEST_SCHEMA, "request rows")
    ruled: Beside[_RuleIds]
    if isinstance(legs, PreparedLegs):
        prepared: PreparedLegs | None = legs
        ids, read = legs.ruled, legs.legs
        ruled = Beside(lambda: ids, start=False)
    else:
        prepared, read = None, legs
        # The legs' rule ids need nothing of the requests: on a large call they are worked
        # out beside the market-id joins and book depths (`beside`).
        ruled = beside(requests.height, lambda: _rule_ids(read, rules))
    # Built in a function of its own: the leg frames it makes on the way are gone before
    # the engine runs (at a million pairs they held each leg's book lists twice more). No
    # name here holds the pair frame, so the engine can let its books go once read.
    return audit_frame(
        _pair_frame(requests, read, ruled, prepared),
        now=now,
        stale=stale_expr(now, stale_after_s),
        mode=mode,
        tables=ruled.result()[2],
    )


# (each leg's record row, each record's ids, the rule tables), as `_rule_ids` gives them.
_RuleIds = tuple[pl.Series, pl.DataFrame, RuleTables]


def _rule_ids(legs: pl.DataFrame, rules: pl.DataFrame | None) -> _RuleIds:
    """Each leg's record row (`_leg_records`) and the records' ids and tables."""
    records, eid = _leg_records(legs, rules)
    ids, tables = rule_tables(records)
    return eid, ids, tables


class RuleCache:
    """Rule records by `rules_hash` kept across calls, for batch jobs (backfill, benches).

    The cycle carries its records in its view instead; both read through `read_legs`.
    """

    def __init__(self) -> None:
        self.records = RULE_RECORD_SCHEMA.to_frame()

    def attach(self, legs: pl.DataFrame) -> pl.DataFrame:
        """Resolved `legs` with their rule records joined on (each text read once)."""
        legs, self.records = attach_rules(legs, self.records)
        return legs

    def read(self, legs: pl.DataFrame) -> pl.DataFrame:
        """Read the texts of resolved `legs` not read before; every record known now
        (for `audit_requests(..., rules=)`, beside the legs as they are)."""
        self.records = known_rules(legs, self.records)
        return self.records


def flat_columns() -> list[pl.Expr]:
    """The FLAT_COLUMNS of a verdict row, from its `divergences` and `contingencies`.

    `flag_<code>`: the verdict carries that rule-dimension code (operational codes are
    not scored, so they have no flag). `if_played` is the completed contingency (the match
    played as scheduled): `divergent` when an identity or scope divergence is established
    or the stored completed row is not equivalent; `unknown` when one of those dimensions
    could not be read (RULE_UNRECOGNIZED); else `equivalent`: any remaining flag concerns
    a cancelled, abandoned or postponed match, the deadlines, or the data source.
    """
    field = pl.element().struct.field
    codes = pl.col("divergences").list.eval(field("code"))
    played = pl.col("divergences").list.eval(
        pl.element().filter(field("dimension").is_in(PLAYED_DIMENSIONS)).struct.field("code")
    )
    established = played.list.eval(pl.element() != "RULE_UNRECOGNIZED").list.any()
    unread = played.list.contains("RULE_UNRECOGNIZED")
    completed = (
        pl.col("contingencies")
        .list.eval(pl.element().filter(field("contingency") == "completed"))
        .list.first()
        .struct.field("equivalent")
    )
    if_played = (
        pl.when(established.fill_null(False))
        .then(pl.lit("divergent"))
        .when(unread.fill_null(False))
        .then(pl.lit("unknown"))
        .when(completed.not_().fill_null(False))
        .then(pl.lit("divergent"))
        .otherwise(pl.lit("equivalent"))
    )
    return [
        *(codes.list.contains(c).fill_null(False).alias(f"flag_{c.lower()}") for c in _RULE_CODES),
        if_played.alias("if_played"),
    ]


def check_verdict_rows(rows: pl.DataFrame) -> None:
    """Refuse to store rows that are not VERDICT_ROW_SCHEMA, in order (readers rely on it).

    Raises:
        SnapshotError: a column is missing, extra, out of order or of another type.
    """
    if rows.schema != VERDICT_ROW_SCHEMA:
        try:
            require_columns(rows, VERDICT_ROW_SCHEMA, "verdict rows")
        except ValueError as exc:
            raise SnapshotError(str(exc)) from exc
        extra = [c for c in rows.columns if c not in VERDICT_ROW_SCHEMA]
        raise SnapshotError(
            f"verdict rows do not hold to their contract: extra {', '.join(extra)}"
            if extra
            else "verdict rows do not hold to their contract: columns out of order"
        )


# Verdict rows signed per slice (`VerdictStore._signed`).
SIGN_SLICE = 2_000


# The list columns whose texts a cycle view holds as codes (`pipeline.compaction`).
COMPACTED_LISTS = ("divergences", "contingencies")


def as_stored(rows: pl.DataFrame) -> pl.DataFrame:
    """`rows` with their divergences' and contingencies' texts as strings, as stored and
    signed: a cycle view's verdicts hold each text once (an Enum, `pipeline.compaction`)."""
    schema = rows.schema
    return rows.with_columns(
        pl.col(c).cast(VERDICT_ROW_SCHEMA[c])
        for c in COMPACTED_LISTS
        if c in schema and schema[c] != VERDICT_ROW_SCHEMA[c]
    )


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
        # The signature of each pair's last stored row, read on the first append: start-up
        # does not wait for it (a season's history took seconds to read whole).
        self._last_rows: pl.DataFrame | None = None

    @property
    def _last(self) -> pl.DataFrame:
        if self._last_rows is None:
            # One file at a time, each row signed as it is read: only (pair_id,
            # computed_at, sig) is kept, sorted and grouped. Reading the signature's lists
            # of the whole history at once took about 250 MiB at a season's 12,000 pairs,
            # on the first cycle, while the previous and the new view were both alive.
            signed = [self._signed_file(f) for f in self._files()]
            last = pl.DataFrame(schema={"pair_id": pl.String, "sig": pl.UInt64})
            if signed:
                last = (
                    pl.concat(signed, how="vertical")
                    .sort("computed_at", maintain_order=True)
                    .group_by("pair_id", maintain_order=True)
                    .last()
                    .select("pair_id", "sig")
                )
            self._last_rows = last
        return self._last_rows

    @_last.setter
    def _last(self, rows: pl.DataFrame) -> None:
        self._last_rows = rows

    def load_signatures(self) -> None:
        """Read the last stored rows' signatures now, if not yet read (the first append
        reads them otherwise)."""
        _ = self._last

    def _signed_file(self, path: Path) -> pl.DataFrame:
        """(pair_id, computed_at, sig) of every row of one stored file. A file written
        before a signature column existed signs null: its pairs are written again."""
        scan = pl.scan_parquet(path)
        if set(self.SIGNATURE) <= set(scan.collect_schema().names()):
            sig = pl.struct(*self.SIGNATURE).hash(seed=7)
        else:
            sig = pl.lit(None, pl.UInt64)
        return scan.select(
            "pair_id", pl.col("computed_at").cast(UTC_TS), sig.alias("sig")
        ).collect()

    def _signed(self, frame: pl.DataFrame) -> pl.DataFrame:
        """`frame` with its rows' signatures, hashed `SIGN_SLICE` rows at a time, each
        slice with its texts as stored (a view's verdicts hold them compacted).

        A row's hash does not depend on the rows beside it; hashing a season's 12,000
        verdicts at once built their lists and texts again as one struct, about 30 MiB
        beside the cycle's two views, at `serve`'s memory peak (slices: about 5 MiB).
        """
        sig = pl.struct(*self.SIGNATURE).hash(seed=7).alias("sig")
        parts = [
            as_stored(frame.slice(start, SIGN_SLICE)).select(sig).get_column("sig")
            for start in range(0, frame.height, SIGN_SLICE)
        ]
        return frame.with_columns(
            pl.concat(parts) if parts else pl.Series("sig", [], dtype=pl.UInt64)
        )

    def append(self, verdicts: pl.DataFrame, *, ruleset_sha: str, cycle: int, at: datetime) -> int:
        """Store the changed rows of a cycle's verdicts; return how many were written."""
        # Signed first, stamped after: only the rows that changed (few, in a steady cycle)
        # get their flag columns, instead of every pair's lists being evaluated each cycle.
        signed = self._signed(verdicts.with_columns(ruleset_sha=pl.lit(ruleset_sha)))
        changed = signed.join(self._last, on=["pair_id", "sig"], how="anti", maintain_order="left")
        if not changed.height:
            return 0
        # Written as they are computed, a slice at a time: a restart under a new ruleset
        # changes every row, and building all 12,000 rows' texts and flags at once, then
        # encoding them, was `serve`'s memory peak (about 65 MiB above the two views at a
        # season's coverage; streamed slices, about 20).
        rows = (
            pl.concat(
                [
                    changed.lazy().slice(start, SIGN_SLICE)
                    for start in range(0, changed.height, SIGN_SLICE)
                ]
            )
            .with_columns(pl.col(c).cast(VERDICT_ROW_SCHEMA[c]) for c in COMPACTED_LISTS)
            .with_columns(
                computed_at=pl.lit(at.astimezone(UTC)).cast(pl.Datetime("us", "UTC")),
                cycle=pl.lit(cycle, pl.Int64),
            )
            .with_columns(flat_columns())
            .drop("sig")
        )
        check_verdict_rows(pl.DataFrame(schema=rows.collect_schema()))
        day = at.astimezone(UTC).date().isoformat()
        lake.write_cycle_streamed(
            rows, self.root, lake.VERDICTS, {"date": day}, cycle, row_group_size=SIGN_SLICE
        )
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
        files = self._files()
        if not files:
            return None
        # Files written by older versions may lack newer columns: align them by name.
        return pl.concat([pl.scan_parquet(f) for f in files], how="diagonal_relaxed")

    def _files(self) -> list[Path]:
        """The stored files whose schema reads (a damaged one is logged and left out)."""
        files = []
        for f in (stored.path for stored in lake.files(self.root, lake.VERDICTS)):
            try:
                pl.read_parquet_schema(f)
            except (OSError, pl.exceptions.PolarsError) as exc:
                logger.error("unreadable verdict file %s skipped: %s", f, exc)
                continue
            files.append(f)
        return files


def precompute_verdicts(
    requests: pl.DataFrame,
    legs: pl.DataFrame | PreparedLegs,
    *,
    at: datetime,
    stale_after_s: float,
    rules: pl.DataFrame | None = None,
) -> pl.DataFrame:
    """Audit every request (covered pair) whose two legs are both among the read `legs`
    (with their records, or narrow beside `rules`: see `audit_requests`).

    A pair with a leg missing from the snapshot (not fetched yet) has no verdict this
    cycle; an audit of it fetches that leg on demand. `legs` may come prepared
    (`PreparedLegs`), for many calls over the same legs.
    """
    index = legs.index if isinstance(legs, PreparedLegs) else _leg_index(legs)
    present = requests.join(
        index["venue_one"], left_on="a_market_id", right_on="market_id", how="semi"
    ).join(index["venue_two"], left_on="b_market_id", right_on="market_id", how="semi")
    if present.is_empty():
        return pl.DataFrame()
    return audit_requests(present, legs, now=at, stale_after_s=stale_after_s, rules=rules)
