"""Frame contracts shared across the pipeline.

`SNAPSHOT_SCHEMA` is the one normalized market-snapshot frame both venues map into:
one row per market per cycle. `snapshots.normalize_*` produce it and validate it
with the pandera model in `snapshots.py`; everything downstream (rulesets, rule
extraction, precompute, track record) reads only these columns.
"""

from __future__ import annotations

import hashlib

import polars as pl

__all__ = ["BOOK_LEVEL", "SNAPSHOT_SCHEMA", "VENUES", "rules_hash_expr", "rules_text_expr"]

VENUES = ("venue_one", "venue_two")

# One price level, best first: price in dollars per share (0..1), size in shares.
BOOK_LEVEL = pl.Struct({"price": pl.Float64, "size": pl.Float64})

UTC_TS = pl.Datetime("us", "UTC")

_SNAPSHOT_COLUMNS: dict[str, pl.DataType | type[pl.DataType]] = {
    # identity
    "venue": pl.String,  # venue_one | venue_two
    "market_id": pl.String,  # Gamma market `id` | Kalshi market `ticker`
    "event_id": pl.String,  # Gamma event `id` | Kalshi `event_ticker`
    "series_id": pl.String,  # Gamma series id | Kalshi series ticker (nullable)
    "event_title": pl.String,  # "Chelsea FC vs. Arsenal FC" | "Chelsea vs Arsenal"
    "title": pl.String,  # Gamma `question` | Kalshi market `title`
    "outcome_label": pl.String,  # Gamma `groupItemTitle` | Kalshi `yes_sub_title`
    "market_type": pl.String,  # Gamma `sportsMarketType` | Kalshi `market_type` (nullable)
    "outcome_count": pl.Int32,  # outcomes in the leg (2 for Yes/No binaries)
    "yes_token_id": pl.String,  # venue_one CLOB token of "Yes" (null on venue_two)
    "no_token_id": pl.String,  # venue_one CLOB token of "No" (null on venue_two)
    # times
    "kickoff_utc": UTC_TS,  # gameStartTime/startTime | milestone start_date/occurrence_datetime
    "close_time": UTC_TS,  # exchange close (never a kickoff); nullable
    # state
    "status": pl.String,  # venue's own status word (Gamma: open/closed; Kalshi: status)
    "closed": pl.Boolean,  # trading over
    "final": pl.Boolean,  # result is final (venue_one: closed+resolved+exact prices)
    "result": pl.String,  # yes | no | 50-50 | scalar | null (not final)
    "settlement_yes": pl.Float64,  # payout per Yes share when final, else null
    # prices
    "last_price_yes": pl.Float64,  # outcomePrices[Yes] | last_price_dollars
    "best_bid_yes": pl.Float64,
    "best_ask_yes": pl.Float64,
    "yes_asks": pl.List(BOOK_LEVEL),  # asks to buy Yes, best first (venue_two: implied)
    "no_asks": pl.List(BOOK_LEVEL),  # asks to buy No, best first
    # rules
    "rules_primary": pl.String,  # Gamma `description` | Kalshi `rules_primary`
    "rules_secondary": pl.String,  # "" | Kalshi `rules_secondary`
    "resolution_source": pl.String,  # Gamma `resolutionSource` | "" (nullable)
    "settlement_sources": pl.List(pl.String),  # Kalshi series sources "Name <url>"; [] on v1
    "rules_hash": pl.String,  # sha256 hex of the leg's full rule text (see rules_text())
    # provenance
    "fetched_at": UTC_TS,
}
SNAPSHOT_SCHEMA = pl.Schema(_SNAPSHOT_COLUMNS)


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
        pl.when(source != "").then(pl.lit("Resolution source: ") + source).otherwise(pl.lit("")),
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
