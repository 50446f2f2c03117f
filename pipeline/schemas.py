"""Frame contracts shared across the pipeline.

`SnapshotModel` declares the one normalized market-snapshot frame both venues map into
(one row per market per cycle); `SNAPSHOT_SCHEMA` is its Polars schema, derived from it.
`normalize_*` produce the frame and validate it with the model; everything downstream
(rulesets, reading, the engine, the track record) reads only these columns.
`VERDICT_ROW_SCHEMA` is what the verdict store holds; rows are checked on write.
"""

from __future__ import annotations

import hashlib
from collections.abc import Iterable, Mapping
from typing import Annotated, Any

import pandera.polars as pa
import polars as pl

__all__ = [
    "BOOK_LEVEL",
    "RESOLUTION_PARAGRAPH",
    "SNAPSHOT_SCHEMA",
    "UTC_TS",
    "VENUES",
    "SnapshotModel",
    "require_columns",
    "rules_hash_expr",
    "rules_text_expr",
]

VENUES = ("venue_one", "venue_two")

# One price level, best first: price in dollars per share (0..1), size in shares.
BOOK_LEVEL = pl.Struct({"price": pl.Float64, "size": pl.Float64})

UTC_TS = pl.Datetime("us", "UTC")
_FINAL_RESULTS = ("yes", "no", "50-50", "scalar")


def _in_unit_interval(col: str) -> pl.Expr:
    return pl.col(col).is_null() | pl.col(col).is_between(0.0, 1.0)


def _levels_ok(col: str) -> pl.Expr:
    """Every level priced within [0, 1] with a positive size, asks ascending (best first)."""
    price = pl.element().struct.field("price")
    size = pl.element().struct.field("size")
    valid = pl.col(col).list.eval(price.is_between(0.0, 1.0) & (size > 0.0)).list.all()
    ordered = pl.col(col).list.eval(price.diff().fill_null(0.0) >= 0.0).list.all()
    return valid & ordered


class SnapshotModel(pa.DataFrameModel):
    """The snapshot frame, declared once: its columns in order, their types and values.

    `SNAPSHOT_SCHEMA` (the Polars schema every stage reads) is derived from it.
    """

    # venue_one | venue_two
    venue: pl.String = pa.Field(isin=list(VENUES))
    # Gamma market `id` | Kalshi market `ticker`
    market_id: pl.String = pa.Field(str_length={"min_value": 1})
    # Gamma event `id` | Kalshi `event_ticker`
    event_id: pl.String = pa.Field(str_length={"min_value": 1})
    # Gamma series id | Kalshi series ticker (nullable)
    series_id: pl.String = pa.Field(nullable=True)
    # "Chelsea FC vs. Arsenal FC" | "Chelsea vs Arsenal"
    event_title: pl.String = pa.Field(nullable=True)
    # Gamma `question` | Kalshi market `title`
    title: pl.String = pa.Field(nullable=True)
    # Gamma `groupItemTitle` | Kalshi `yes_sub_title`
    outcome_label: pl.String = pa.Field(nullable=True)
    # Gamma `sportsMarketType` | Kalshi `market_type` (nullable)
    market_type: pl.String = pa.Field(nullable=True)
    # outcomes in the leg (2 for Yes/No binaries)
    outcome_count: pl.Int32 = pa.Field(ge=1)
    # venue_one CLOB token of "Yes" (null on venue_two)
    yes_token_id: pl.String = pa.Field(nullable=True)
    # venue_one CLOB token of "No" (null on venue_two)
    no_token_id: pl.String = pa.Field(nullable=True)
    # gameStartTime/startTime | milestone start_date/occurrence_datetime
    kickoff_utc: Annotated[pl.Datetime, "us", "UTC"] = pa.Field(nullable=False)
    # exchange close (never a kickoff); nullable
    close_time: Annotated[pl.Datetime, "us", "UTC"] = pa.Field(nullable=True)
    # venue's own status word (Gamma: open/closed; Kalshi: status)
    status: pl.String = pa.Field(str_length={"min_value": 1})
    # trading over
    closed: pl.Boolean = pa.Field()
    # result is final (venue_one: closed+resolved+exact prices)
    final: pl.Boolean = pa.Field()
    # yes | no | 50-50 | scalar | null (not final)
    result: pl.String = pa.Field(nullable=True)
    # payout per Yes share when final, else null
    settlement_yes: pl.Float64 = pa.Field(nullable=True)
    # outcomePrices[Yes] | last_price_dollars
    last_price_yes: pl.Float64 = pa.Field(nullable=True)
    best_bid_yes: pl.Float64 = pa.Field(nullable=True)
    best_ask_yes: pl.Float64 = pa.Field(nullable=True)
    # asks to buy Yes, best first (venue_two: implied)
    yes_asks: Annotated[pl.List, BOOK_LEVEL] = pa.Field()
    # asks to buy No, best first
    no_asks: Annotated[pl.List, BOOK_LEVEL] = pa.Field()
    # taker fee per share at price p: fee_rate * (p * (1 - p)) ** fee_exponent; null when
    # the venue states no fee rule we can read (venue_one: the market's feeSchedule;
    # venue_two: the series' fee_type and fee_multiplier)
    fee_rate: pl.Float64 = pa.Field(nullable=True, ge=0.0)
    fee_exponent: pl.Float64 = pa.Field(nullable=True, ge=0.0)
    # Gamma `description` | Kalshi `rules_primary`
    rules_primary: pl.String = pa.Field(nullable=True)
    # "" | Kalshi `rules_secondary`
    rules_secondary: pl.String = pa.Field(nullable=True)
    # Gamma `resolutionSource` | "" (nullable)
    resolution_source: pl.String = pa.Field(nullable=True)
    # Kalshi series sources "Name <url>"; [] on v1
    settlement_sources: Annotated[pl.List, pl.String] = pa.Field()
    # sha256 hex of the leg's full rule text (see rules_text())
    rules_hash: pl.String = pa.Field(str_length={"min_value": 64, "max_value": 64})
    fetched_at: Annotated[pl.Datetime, "us", "UTC"] = pa.Field(nullable=False)

    class Config:
        strict = True
        ordered = True

    @pa.check("settlement_yes", "last_price_yes", "best_bid_yes", "best_ask_yes")
    def price_in_unit_interval(cls, data: Any) -> pl.LazyFrame:
        """Prices and payouts are dollars per share within [0, 1]."""
        return data.lazyframe.select(_in_unit_interval(data.key))  # type: ignore[no-any-return]

    @pa.check("yes_asks", "no_asks")
    def book_levels(cls, data: Any) -> pl.LazyFrame:
        """Book levels are priced within [0, 1], sized above 0 and best (lowest) first."""
        return data.lazyframe.select(_levels_ok(data.key))  # type: ignore[no-any-return]

    @pa.dataframe_check
    @classmethod
    def final_is_settled(cls, data: Any) -> pl.LazyFrame:
        """A final market is closed and has a result and a Yes payout."""
        settled = (
            pl.col("closed")
            & pl.col("result").is_in(_FINAL_RESULTS).fill_null(False)
            & pl.col("settlement_yes").is_not_null()
        )
        return data.lazyframe.select(~pl.col("final") | settled)  # type: ignore[no-any-return]


SNAPSHOT_SCHEMA = pl.Schema(
    {name: column.dtype.type for name, column in SnapshotModel.to_schema().columns.items()}
)


def require_columns(
    frame: pl.DataFrame,
    columns: Mapping[str, pl.DataType] | Iterable[str],
    what: str,
) -> None:
    """Check a frame contract at a stage boundary: the columns are there (with their types).

    Raises:
        ValueError: a column is missing or has another type; the message names them.
    """
    have = frame.schema
    if isinstance(columns, Mapping):
        missing = [c for c in columns if c not in have]
        wrong = [
            f"{c}: {have[c]} (expected {t})"
            for c, t in columns.items()
            if c in have and have[c] != t
        ]
    else:
        missing, wrong = [c for c in columns if c not in have], []
    if missing or wrong:
        problems = ([f"missing {', '.join(missing)}"] if missing else []) + wrong
        raise ValueError(f"{what} do not hold to their contract: {'; '.join(problems)}")


# How `rules_text_expr` opens a venue_one leg's resolution-source paragraph (the template
# machinery reads that paragraph apart, `rules.template_sources`).
RESOLUTION_PARAGRAPH = "Resolution source: "


def rules_text_expr() -> pl.Expr:
    """The leg's full rule text: what `rules_hash` hashes and what evidence quotes from.

    venue_one: the Gamma `description`, then "Resolution source: <url>" when one is given.
    venue_two: `rules_primary`, `rules_secondary`, then "Settlement sources: a; b" from the
    series (Kalshi puts sources on the series, not the market). Paragraphs are joined by a
    blank line, so a quoted clause never straddles two fields.
    """
    source = pl.col("resolution_source").fill_null("")
    sources = pl.col("settlement_sources").fill_null([]).list.join("; ")
    parts = pl.concat_list(
        pl.col("rules_primary").fill_null(""),
        pl.col("rules_secondary").fill_null(""),
        pl.when(source != "").then(pl.lit(RESOLUTION_PARAGRAPH) + source).otherwise(pl.lit("")),
        pl.when(sources != "").then(pl.lit("Settlement sources: ") + sources).otherwise(pl.lit("")),
    )
    return parts.list.eval(pl.element().filter(pl.element() != "")).list.join("\n\n")


def rules_hash_expr() -> pl.Expr:
    """sha256 hex of `rules_text_expr()`."""
    return rules_text_expr().map_batches(
        lambda s: pl.Series(
            [hashlib.sha256(t.encode()).hexdigest() for t in s.to_list()], dtype=pl.String
        ),
        return_dtype=pl.String,
    )
