"""Normalization of both venues into SNAPSHOT_SCHEMA, and the pandera contract."""

from __future__ import annotations

import copy
import hashlib
import json
import math
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import polars as pl
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from pipeline.normalize import (
    Normalized,
    _polars_passes,
    empty_snapshot_frame,
    normalize_venue_one,
    normalize_venue_two,
    validate_snapshots,
)
from pipeline.rowcheck import few_rows_pass
from pipeline.schemas import SNAPSHOT_SCHEMA

PAYLOADS = Path(__file__).parent / "fixtures" / "payloads"
FETCHED = datetime(2026, 9, 19, 12, 0, tzinfo=UTC)
EVENT = "KXEPLGAME-26SEP19BRECFC"


def load(venue: str, name: str) -> Any:
    return json.loads((PAYLOADS / venue / name).read_text())


def v1_events() -> list[dict[str, Any]]:
    return [load("venue_one", "event_upcoming.json"), load("venue_one", "event_settled.json")]


def v1_books() -> dict[str, dict[str, Any] | None]:
    yes, no = load("venue_one", "book_yes_4111371.json"), load("venue_one", "book_no_4111371.json")
    return {yes["asset_id"]: yes, no["asset_id"]: no, "1101": None}


def v2_inputs() -> tuple[list[dict[str, Any]], dict, dict, dict]:
    markets = load("venue_two", f"markets_{EVENT}.json")["markets"]
    event = load("venue_two", f"event_{EVENT}.json")["event"]
    series = load("venue_two", "series_KXEPLGAME.json")["series"]
    books = {
        f"{EVENT}-BRE": load("venue_two", f"orderbook_{EVENT}-BRE.json"),
        f"{EVENT}-TIE": load("venue_two", f"orderbook_legacy_{EVENT}-TIE.json"),
        f"{EVENT}-CFC": None,
    }
    return markets, {EVENT: event}, {"KXEPLGAME": series}, books


def row(result: Normalized, market_id: str) -> dict[str, Any]:
    (found,) = result.frame.filter(pl.col("market_id") == market_id).to_dicts()
    return found


# --- venue_one ------------------------------------------------------------------------------


def test_venue_one_one_row_per_market_with_exact_schema() -> None:
    result = normalize_venue_one(v1_events(), v1_books(), FETCHED)
    assert result.skipped == []
    assert result.frame.schema == SNAPSHOT_SCHEMA
    assert result.frame.get_column("market_id").to_list() == [
        "4111371",
        "4111372",
        "4111373",
        "5000001",
        "5000002",
        "5000003",
    ]
    assert result.frame.get_column("venue").unique().to_list() == ["venue_one"]


def test_venue_one_fields_follow_the_payload() -> None:
    result = normalize_venue_one(v1_events(), v1_books(), FETCHED)
    home = row(result, "4111371")
    assert home["event_id"] == "90210" and home["series_id"] == "10188"
    assert home["event_title"] == "Brentford FC vs. Chelsea FC"
    assert home["outcome_label"] == "Brentford FC" and home["market_type"] == "moneyline"
    assert home["kickoff_utc"] == datetime(2026, 9, 19, 14, 0, tzinfo=UTC)
    assert home["yes_token_id"].endswith("0001") and home["yes_token_id"].startswith("3407")
    assert home["no_token_id"].startswith("6220")
    assert home["yes_asks"] == [
        {"price": 0.32, "size": 150.0},
        {"price": 0.33, "size": 300.0},
        {"price": 0.35, "size": 900.0},
    ]
    assert home["no_asks"] == [{"price": 0.70, "size": 210.0}, {"price": 0.72, "size": 80.0}]
    assert (home["best_bid_yes"], home["best_ask_yes"]) == (0.30, 0.32)  # from the book
    assert home["last_price_yes"] == 0.31
    assert (home["status"], home["closed"], home["final"]) == ("open", False, False)
    assert home["rules_secondary"] == "" and home["settlement_sources"] == []
    assert home["fetched_at"] == FETCHED


def test_venue_one_double_encoded_fields_and_reversed_outcomes_are_aligned() -> None:
    result = normalize_venue_one(v1_events(), v1_books(), FETCHED)
    draw = row(result, "4111372")  # fields JSON-encoded twice
    assert draw["last_price_yes"] == 0.27
    assert draw["yes_token_id"].startswith("3407") and draw["outcome_count"] == 2
    away = row(result, "4111373")  # outcomes ["No", "Yes"]: Yes is index 1
    assert away["last_price_yes"] == 0.42
    assert away["yes_token_id"].startswith("3407") and away["no_token_id"].startswith("6220")
    # no gameStartTime on this leg: the event's startTime is the kickoff
    assert away["kickoff_utc"] == datetime(2026, 9, 19, 14, 0, tzinfo=UTC)


def test_venue_one_two_way_market_names_its_yes_side_in_outcomes() -> None:
    events = v1_events()
    market = copy.deepcopy(events[0]["markets"][0])
    market |= {
        "id": "9900001",
        "outcomes": json.dumps(["Sevilla FC", "Real Betis"]),
        "groupItemTitle": "Sevilla FC vs. Real Betis",
        "sportsMarketType": "soccer_to_advance",
    }
    events[0]["markets"].append(market)
    result = normalize_venue_one(events, v1_books(), FETCHED)
    # The first outcome plays Yes, and its name is the leg's label, not the matchup.
    assert row(result, "9900001")["outcome_label"] == "Sevilla FC"
    assert (
        row(result, events[0]["markets"][0]["id"])["outcome_label"]
        == (events[0]["markets"][0]["groupItemTitle"])
    )


def test_venue_one_finality_in_the_frame() -> None:
    result = normalize_venue_one(v1_events(), v1_books(), FETCHED)
    won, lost, proposed = (row(result, m) for m in ("5000001", "5000002", "5000003"))
    assert (won["final"], won["result"], won["settlement_yes"]) == (True, "yes", 1.0)
    assert (lost["final"], lost["result"], lost["settlement_yes"]) == (True, "no", 0.0)
    assert won["close_time"] == datetime(2026, 9, 15, 21, 4, 10, tzinfo=UTC)
    # a proposed 0.5/0.5 is pending, not a 50-50
    assert (proposed["final"], proposed["result"], proposed["settlement_yes"]) == (
        False,
        None,
        None,
    )
    # a closed market's book is gone (None): Gamma's cached quotes stand in
    assert (won["best_bid_yes"], won["best_ask_yes"], won["yes_asks"]) == (0.999, 1.0, [])


def test_venue_one_rules_hash_is_sha256_of_description_and_source() -> None:
    result = normalize_venue_one(v1_events(), v1_books(), FETCHED)
    market = v1_events()[0]["markets"][0]
    text = f"{market['description']}\n\nResolution source: {market['resolutionSource']}"
    assert row(result, "4111371")["rules_hash"] == hashlib.sha256(text.encode()).hexdigest()
    draw = v1_events()[0]["markets"][1]  # empty resolutionSource adds nothing
    expected = hashlib.sha256(draw["description"].encode()).hexdigest()
    assert row(result, "4111372")["rules_hash"] == expected


V1_VALUE_COLUMNS = {
    "id": "market_id",
    "question": "title",
    "groupItemTitle": "outcome_label",
    "sportsMarketType": "market_type",
    "description": "rules_primary",
    "resolutionSource": "resolution_source",
    "gameStartTime": "kickoff_utc",
    "closedTime": "close_time",
    "outcomePrices": "last_price_yes",
    "clobTokenIds": "yes_token_id",
    "bestBid": "best_bid_yes",
    "bestAsk": "best_ask_yes",
}


def test_venue_one_no_null_where_the_payload_has_a_value() -> None:
    result = normalize_venue_one(v1_events(), v1_books(), FETCHED)
    for event in v1_events():
        for market in event["markets"]:
            got = row(result, market["id"])
            for key, column in V1_VALUE_COLUMNS.items():
                if market.get(key) is not None:
                    assert got[column] is not None, (market["id"], key)
            assert got["event_title"] == event["title"]


def test_venue_one_malformed_markets_are_skipped_whole_and_counted() -> None:
    events = v1_events()
    markets = events[0]["markets"]
    markets[0]["outcomes"] = '["Yes", "No"'  # truncated JSON string
    markets[1]["clobTokenIds"] = '["only-one"]'
    markets[2]["outcomePrices"] = '["1.7", "-0.7"]'  # parses, fails the price check
    del events[1]["markets"][2]["gameStartTime"]
    del events[1]["startTime"]  # no kickoff at all for that leg
    result = normalize_venue_one(events, v1_books(), FETCHED)
    skipped = {s.market_id: s.reason for s in result.skipped}
    assert set(skipped) == {"4111371", "4111372", "4111373", "5000003"}
    assert skipped["4111371"].startswith("unparseable")
    assert "clobTokenIds" in skipped["4111372"]
    assert "last_price_yes" in skipped["4111373"] and "failed validation" in skipped["4111373"]
    assert "kickoff_utc" in skipped["5000003"]
    assert result.frame.get_column("market_id").to_list() == ["5000001", "5000002"]
    assert result.frame.schema == SNAPSHOT_SCHEMA


def test_venue_one_event_without_market_list_is_reported() -> None:
    result = normalize_venue_one([{"id": "7", "markets": None}], {}, FETCHED)
    assert result.frame.height == 0 and result.frame.schema == SNAPSHOT_SCHEMA
    assert [s.market_id for s in result.skipped] == ["event:7"]


def test_duplicate_markets_keep_one_row() -> None:
    event = v1_events()[0]
    result = normalize_venue_one([event, copy.deepcopy(event)], {}, FETCHED)
    assert result.frame.height == 3


def test_fetched_at_must_be_timezone_aware() -> None:
    with pytest.raises(ValueError):
        normalize_venue_one([], {}, datetime(2026, 9, 19, 12, 0))


# --- venue_two ------------------------------------------------------------------------------


def test_venue_two_one_row_per_market_with_exact_schema() -> None:
    result = normalize_venue_two(*v2_inputs(), FETCHED)
    assert result.skipped == []
    assert result.frame.schema == SNAPSHOT_SCHEMA
    assert result.frame.get_column("market_id").to_list() == [
        f"{EVENT}-BRE",
        f"{EVENT}-TIE",
        f"{EVENT}-CFC",
    ]


def test_venue_two_fields_follow_the_payload() -> None:
    result = normalize_venue_two(*v2_inputs(), FETCHED)
    home = row(result, f"{EVENT}-BRE")
    assert (home["event_id"], home["series_id"]) == (EVENT, "KXEPLGAME")
    assert home["event_title"] == "Brentford vs Chelsea"
    assert home["outcome_label"] == "Brentford" and home["market_type"] == "binary"
    assert home["settlement_sources"] == [
        "ESPN (https://www.espn.com/soccer/)",
        "Fox Sports (https://www.foxsports.com/soccer)",
    ]
    assert home["yes_token_id"] is None and home["resolution_source"] == ""
    assert home["close_time"] == datetime(2026, 9, 22, 14, 0, tzinfo=UTC)
    assert home["yes_asks"][0] == {"price": 0.32, "size": 150.0}  # 1 - best NO bid 0.68
    assert home["no_asks"][0] == {"price": 0.70, "size": 120.0}  # 1 - best YES bid 0.30
    assert (home["best_bid_yes"], home["best_ask_yes"], home["last_price_yes"]) == (
        0.30,
        0.32,
        0.31,
    )
    tie = row(result, f"{EVENT}-TIE")  # legacy cents only: fallback to cents
    assert (tie["last_price_yes"], tie["outcome_label"]) == (0.27, "Tie")
    assert tie["yes_asks"] == [{"price": 0.28, "size": 20.0}, {"price": 0.30, "size": 50.0}]
    away = row(result, f"{EVENT}-CFC")  # no book: empty asks, the market's own quotes
    assert away["yes_asks"] == [] and (away["best_bid_yes"], away["best_ask_yes"]) == (0.41, 0.43)


def test_venue_two_rules_hash_covers_primary_secondary_and_series_sources() -> None:
    markets, events, series, books = v2_inputs()
    result = normalize_venue_two(markets, events, series, books, FETCHED)
    m = markets[0]
    text = (
        f"{m['rules_primary']}\n\n{m['rules_secondary']}\n\nSettlement sources: "
        "ESPN (https://www.espn.com/soccer/); Fox Sports (https://www.foxsports.com/soccer)"
    )
    assert row(result, m["ticker"])["rules_hash"] == hashlib.sha256(text.encode()).hexdigest()


def test_venue_two_kickoff_prefers_milestone_then_occurrence_never_close_time() -> None:
    markets, events, series, books = v2_inputs()
    markets[0]["occurrence_datetime"] = "2026-09-19T17:00:00Z"  # off by hours, as seen live
    with_milestone = normalize_venue_two(markets, events, series, books, FETCHED)
    assert row(with_milestone, markets[0]["ticker"])["kickoff_utc"] == datetime(
        2026, 9, 19, 14, 0, tzinfo=UTC
    )
    del events[EVENT]["milestones"]
    without = normalize_venue_two(markets, events, series, books, FETCHED)
    assert row(without, markets[0]["ticker"])["kickoff_utc"] == datetime(
        2026, 9, 19, 17, 0, tzinfo=UTC
    )
    del markets[1]["occurrence_datetime"]  # close_time and expected_expiration remain
    no_kickoff = normalize_venue_two(markets, events, series, books, FETCHED)
    assert [s.market_id for s in no_kickoff.skipped] == [markets[1]["ticker"]]
    assert "kickoff_utc" in no_kickoff.skipped[0].reason


def test_venue_two_determined_is_not_final_and_scalar_finalized_is() -> None:
    markets, events, series, books = v2_inputs()
    markets[0].update(status="determined", result="yes")
    markets[1].update(status="finalized", result="no")
    markets[2].update(status="finalized", result="scalar", settlement_value_dollars="0.2900")
    result = normalize_venue_two(markets, events, series, books, FETCHED)
    determined, lost, scalar = (row(result, m["ticker"]) for m in markets)
    assert (determined["status"], determined["closed"], determined["final"]) == (
        "determined",
        True,
        False,
    )
    assert determined["result"] == "yes" and determined["settlement_yes"] is None  # kept raw
    assert (lost["final"], lost["result"], lost["settlement_yes"]) == (True, "no", 0.0)
    assert (scalar["final"], scalar["result"], scalar["settlement_yes"]) == (True, "scalar", 0.29)


def test_venue_two_no_null_where_the_payload_has_a_value() -> None:
    markets, events, series, books = v2_inputs()
    result = normalize_venue_two(markets, events, series, books, FETCHED)
    columns = {
        "ticker": "market_id",
        "title": "title",
        "yes_sub_title": "outcome_label",
        "market_type": "market_type",
        "close_time": "close_time",
        "occurrence_datetime": "kickoff_utc",
        "status": "status",
        "rules_primary": "rules_primary",
        "rules_secondary": "rules_secondary",
        "last_price_dollars": "last_price_yes",
        "last_price": "last_price_yes",
        "yes_bid_dollars": "best_bid_yes",
        "yes_bid": "best_bid_yes",
        "yes_ask_dollars": "best_ask_yes",
        "yes_ask": "best_ask_yes",
    }
    for market in markets:
        got = row(result, market["ticker"])
        for key, column in columns.items():
            if market.get(key) not in (None, ""):
                assert got[column] is not None, (market["ticker"], key)


def test_venue_two_missing_event_or_series_skips_the_market() -> None:
    markets, events, series, books = v2_inputs()
    markets[2]["event_ticker"] = "KXEPLGAME-UNKNOWN"
    result = normalize_venue_two(markets, events, {}, books, FETCHED)
    assert result.frame.height == 0
    reasons = [s.reason for s in result.skipped]
    assert sum("series KXEPLGAME not supplied" in r for r in reasons) == 2
    assert sum("event KXEPLGAME-UNKNOWN not supplied" in r for r in reasons) == 1


def test_venue_two_malformed_market_is_skipped_while_others_normalize() -> None:
    markets, events, series, books = v2_inputs()
    markets[1]["last_price_dollars"] = "n/a"
    markets.append("not a market")  # type: ignore[arg-type]
    result = normalize_venue_two(markets, events, series, books, FETCHED)
    assert [s.market_id for s in result.skipped] == [f"{EVENT}-TIE", "?"]
    assert result.frame.get_column("market_id").to_list() == [f"{EVENT}-BRE", f"{EVENT}-CFC"]


# --- the pandera contract -------------------------------------------------------------------


def test_validate_drops_a_final_row_without_payout_and_keeps_the_rest() -> None:
    frame = normalize_venue_two(*v2_inputs(), FETCHED).frame
    broken = frame.with_columns(
        final=pl.when(pl.col("outcome_label") == "Tie").then(True).otherwise(pl.col("final"))
    )
    result = validate_snapshots(broken)
    assert [(s.market_id, s.reason) for s in result.skipped] == [
        (f"{EVENT}-TIE", "failed validation: final_is_settled")
    ]
    assert result.frame.height == 2 and result.frame.schema == SNAPSHOT_SCHEMA


def test_validate_rejects_unknown_venue_empty_id_and_unsorted_asks() -> None:
    frame = normalize_venue_one(v1_events()[:1], v1_books(), FETCHED).frame
    broken = frame.with_columns(
        venue=pl.when(pl.col("market_id") == "4111372").then(pl.lit("venue_x")).otherwise("venue"),
        market_id=pl.when(pl.col("market_id") == "4111373").then(pl.lit("")).otherwise("market_id"),
        yes_asks=pl.col("yes_asks").list.reverse(),
    )
    result = validate_snapshots(broken)
    reasons = {s.market_id: s.reason for s in result.skipped}
    assert set(reasons) == {"4111371", "4111372", ""}
    assert "yes_asks" in reasons["4111371"] and "venue" in reasons["4111372"]
    assert result.frame.height == 0


def test_empty_snapshot_frame_has_the_schema_and_validates() -> None:
    empty = empty_snapshot_frame()
    assert empty.schema == SNAPSHOT_SCHEMA
    assert validate_snapshots(empty).frame.height == 0


# --- validation: the one-call check agrees with pandera's --------------------------------

_LEVELS = pl.List(pl.Struct({"price": pl.Float64, "size": pl.Float64}))
_BROKEN: dict[str, pl.Expr] = {
    "a negative fee rate": pl.lit(-1.0).alias("fee_rate"),
    "a bid above one dollar": pl.lit(2.0).alias("best_bid_yes"),
    "an unknown venue": pl.lit("elsewhere").alias("venue"),
    "an empty market id": pl.lit("").alias("market_id"),
    "no status": pl.lit(None, pl.String).alias("status"),
    "final without a result": pl.lit(True).alias("final"),
    "a short rules hash": pl.lit("ab").alias("rules_hash"),
    "no kickoff": pl.lit(None).cast(pl.Datetime("us", "UTC")).alias("kickoff_utc"),
    "no outcomes": pl.lit(0, pl.Int32).alias("outcome_count"),
    "asks worst first": pl.lit(
        [{"price": 0.6, "size": 1.0}, {"price": 0.5, "size": 1.0}], _LEVELS
    ).alias("yes_asks"),
}
_FINE: dict[str, pl.Expr] = {
    "no fee rule": pl.lit(None, pl.Float64).alias("fee_rate"),
    "no bid": pl.lit(None, pl.Float64).alias("best_bid_yes"),
}


@pytest.mark.parametrize(
    ("change", "valid"), [*((k, False) for k in _BROKEN), *((k, True) for k in _FINE)]
)
def test_a_frame_is_kept_whole_or_its_bad_rows_skipped_as_pandera_decides(
    change: str, valid: bool
) -> None:
    """validate_snapshots decides most frames in one call; its answer must be pandera's."""
    frame = normalize_venue_one(v1_events(), v1_books(), FETCHED).frame
    changed = frame.with_columns({**_BROKEN, **_FINE}[change])
    result = validate_snapshots(changed)
    if valid:
        assert result.frame.equals(changed) and not result.skipped
    else:
        assert result.skipped, "a frame breaking the model is never kept whole"
        assert result.frame.height + len(result.skipped) == frame.height


# --- validation of a few rows: Python checks that agree with the Polars ones ---------------


def _one_row() -> pl.DataFrame:
    return normalize_venue_one(v1_events()[:1], v1_books(), FETCHED).frame.head(1)


@pytest.mark.parametrize(
    ("change", "valid"), [*((k, False) for k in _BROKEN), *((k, True) for k in _FINE)]
)
def test_a_one_row_frame_is_judged_as_the_polars_checks_judge_it(change: str, valid: bool) -> None:
    """Each broken row fails both the Python and the Polars checks; each fine one passes both."""
    changed = _one_row().with_columns({**_BROKEN, **_FINE}[change])
    assert few_rows_pass(changed) is valid
    assert _polars_passes(changed) is valid


def test_every_demo_leg_alone_passes_the_python_checks() -> None:
    """Every recorded market of both venues, one row at a time (as an on-demand leg is
    normalized), takes the cheap path: it never falls back to the Polars call."""
    demo = Path(__file__).parents[1] / "data" / "demo"
    events1 = json.loads((demo / "venue_one" / "events.json").read_text())
    books1 = {
        p.stem: json.loads(p.read_text()) for p in (demo / "venue_one" / "books").glob("*.json")
    }
    markets2 = json.loads((demo / "venue_two" / "markets.json").read_text())
    events2 = {
        e["event_ticker"]: e for e in json.loads((demo / "venue_two" / "events.json").read_text())
    }
    series2 = {s["ticker"]: s for s in json.loads((demo / "venue_two" / "series.json").read_text())}
    books2 = {
        p.stem: json.loads(p.read_text())
        for p in (demo / "venue_two" / "orderbooks").glob("*.json")
    }
    frames = [
        normalize_venue_one(events1, books1, FETCHED).frame,
        normalize_venue_two(markets2, events2, series2, books2, FETCHED).frame,
    ]
    rows = [f.slice(i, 1) for f in frames for i in range(f.height)]
    assert len(rows) > 900
    assert all(few_rows_pass(r) for r in rows)
    assert _polars_passes(pl.concat(rows))


_PRICES = st.one_of(
    st.none(),
    st.floats(allow_nan=True, allow_infinity=True),
    st.sampled_from([0.0, 1.0, 0.5, -0.0, 1.0000001, -1e-9]),
)
_LEVEL = st.fixed_dictionaries({"price": _PRICES, "size": _PRICES})


@settings(max_examples=300, deadline=None)
@given(
    fee=_PRICES,
    bid=_PRICES,
    asks=st.lists(_LEVEL, max_size=4),
    status=st.sampled_from(["", "open", None]),
    venue=st.sampled_from(["venue_one", "venue_two", "venue_x", None]),
    final=st.booleans(),
    result=st.sampled_from(["yes", "no", "50-50", "scalar", "void", None]),
    settlement=_PRICES,
    count=st.integers(min_value=-2, max_value=3),
)
def test_the_python_checks_never_keep_a_row_the_polars_checks_refuse(
    fee: float | None,
    bid: float | None,
    asks: list[dict[str, float | None]],
    status: str | None,
    venue: str | None,
    final: bool,
    result: str | None,
    settlement: float | None,
    count: int,
) -> None:
    """Passing the Python checks implies passing the Polars ones (so the fallback keeps
    the answer exact), and they agree on every row without a NaN or a null in a level."""
    row = _one_row().with_columns(
        pl.lit(fee, pl.Float64).alias("fee_rate"),
        pl.lit(bid, pl.Float64).alias("best_bid_yes"),
        pl.lit(settlement, pl.Float64).alias("settlement_yes"),
        pl.lit(asks, _LEVELS).alias("yes_asks"),
        pl.lit(status, pl.String).alias("status"),
        pl.lit(venue, pl.String).alias("venue"),
        pl.lit(final).alias("final"),
        pl.lit(result, pl.String).alias("result"),
        pl.lit(count, pl.Int32).alias("outcome_count"),
    )
    python, polars_ = few_rows_pass(row), _polars_passes(row)
    if python:
        assert polars_
    values = [fee, bid, settlement, *(v for a in asks for v in a.values())]
    unsure = any(v is not None and math.isnan(v) for v in values) or any(
        v is None for a in asks for v in a.values()
    )
    if not unsure:
        assert python == polars_
