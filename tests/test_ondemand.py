"""On-demand legs: what is kept of events and series normalizes as the payloads did, and
an uncovered leg asks its venue only for what nothing read lately holds."""

from __future__ import annotations

import json
from collections import Counter
from collections.abc import Iterator
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import polars as pl
import pytest

from pipeline.errors import NotCovered
from pipeline.fetchplan import top_of_book
from pipeline.normalize import (
    normalize_rows,
    normalize_venue_one,
    normalize_venue_two,
    venue_one_rows,
    venue_two_rows,
)
from pipeline.ondemand import fetch_markets
from pipeline.settings import Settings
from pipeline.venuecontext import VenueContext, v1_event_part, v2_event_part
from pipeline.venues import http
from pipeline.venues.venue_one import VenueOneClient
from pipeline.venues.venue_two import VenueTwoClient
from tests.conftest import ROOT, sim_settings

DEMO = ROOT / "data" / "demo"
AT = datetime(2026, 9, 19, 12, 0, tzinfo=UTC)


def _demo(venue: str, name: str) -> Any:
    return json.loads((DEMO / venue / name).read_text())


def test_a_kept_venue_two_event_normalizes_every_market_as_its_payload() -> None:
    markets = _demo("venue_two", "markets.json")
    events = {e["event_ticker"]: e for e in _demo("venue_two", "events.json")}
    # A listing read with milestones carries the kickoff there: kept too.
    first = next(iter(events))
    events[first] = {
        **events[first],
        "milestones": [
            {"type": "other", "start_date": "2026-01-01T00:00:00Z"},
            {"type": "soccer_game", "start_date": "2026-10-24T14:05:00Z"},
        ],
    }
    series = {s["ticker"]: s for s in _demo("venue_two", "series.json")}
    books = {m["ticker"]: top_of_book(m) for m in markets}
    whole = normalize_venue_two(markets, events, series, books, AT)
    parts = {t: v2_event_part(e) for t, e in events.items()}
    kept = normalize_venue_two(markets, parts, series, books, AT)
    assert whole.frame.height == len(markets) and not whole.skipped
    assert kept.frame.equals(whole.frame)
    assert sum(len(json.dumps(p)) for p in parts.values()) < sum(
        len(json.dumps(e)) for e in events.values()
    )


def _without_tokens(event: dict[str, Any]) -> dict[str, Any]:
    return {k: v for k, v in v1_event_part(event).items() if k != "tokens"}


def test_a_kept_venue_one_event_normalizes_each_of_its_markets_as_the_event_did() -> None:
    events = _demo("venue_one", "events.json")
    books = {
        p.stem: json.loads(p.read_text()) for p in (DEMO / "venue_one" / "books").glob("*.json")
    }
    whole = normalize_venue_one(events, books, AT).frame
    rows = [
        normalize_venue_one([{**_without_tokens(event), "markets": [market]}], books, AT).frame
        for event in events
        for market in event["markets"]
    ]
    assert pl.concat(rows).equals(whole)
    tokens = v1_event_part(events[0])["tokens"]
    assert set(tokens) == {str(m["id"]) for m in events[0]["markets"]}


def test_rows_of_both_venues_finished_together_are_the_rows_each_venue_normalizes() -> None:
    """An audit's legs are normalized in one frame (`normalize_rows`), each part with its
    own read time: the rows, their order and their `fetched_at` are those of normalizing
    each venue's payloads alone at that time."""
    events = _demo("venue_one", "events.json")
    books = {
        p.stem: json.loads(p.read_text()) for p in (DEMO / "venue_one" / "books").glob("*.json")
    }
    markets = _demo("venue_two", "markets.json")
    two_events = {e["event_ticker"]: e for e in _demo("venue_two", "events.json")}
    series = {s["ticker"]: s for s in _demo("venue_two", "series.json")}
    two_books = {m["ticker"]: top_of_book(m) for m in markets}
    later = AT + timedelta(seconds=7, microseconds=123)
    one_rows, one_skipped = venue_one_rows(events, books)
    two_rows, two_skipped = venue_two_rows(markets, two_events, series, two_books)
    together = normalize_rows([(two_rows, later), (one_rows, AT)], [], "legs")
    alone = [
        normalize_venue_two(markets, two_events, series, two_books, later),
        normalize_venue_one(events, books, AT),
    ]
    assert not one_skipped and not two_skipped and not together.skipped
    assert together.frame.equals(pl.concat([n.frame for n in alone]))
    assert together.frame.schema == alone[0].frame.schema


def test_a_kept_part_is_used_within_its_ttl_and_the_oldest_go_first() -> None:
    context = VenueContext(ttl_s=120, max_events=2)
    context.note_v2_events([{"event_ticker": t, "title": t} for t in ("A", "B", "C")], AT)
    assert context.v2_event("A", AT) is None  # over the cap: the oldest dropped
    assert context.v2_event("C", AT + timedelta(seconds=120)) == (
        {"event_ticker": "C", "title": "C"},
        AT,
    )
    assert context.v2_event("C", AT + timedelta(seconds=121)) is None
    context.note_v1_event(
        {"id": 7, "title": "X", "markets": [{"id": "9", "clobTokenIds": "[]"}]}, AT
    )
    found = context.v1_event_of("9", AT)
    assert found is not None and found[0]["id"] == 7
    assert context.v1_event_of("10", AT) is None


@pytest.fixture
def counted() -> Iterator[Counter[str]]:
    """Requests sent to the venues, by venue and first path segment."""
    seen: Counter[str] = Counter()
    original = http.VenueHTTP._request

    async def counting(self: http.VenueHTTP, method: str, path: str, **kw: Any) -> Any:
        book = " book" if path.endswith("/orderbook") else ""
        seen[f"{self.venue} {path.strip('/').split('/')[0]}{book}"] += 1
        return await original(self, method, path, **kw)

    http.VenueHTTP._request = counting  # type: ignore[method-assign]
    try:
        yield seen
    finally:
        http.VenueHTTP._request = original  # type: ignore[method-assign]


def _settings(sim: str, home: Path) -> Settings:
    return sim_settings(sim, home=home, rulesets_dir=ROOT / "rulesets")


@pytest.mark.anyio
async def test_an_uncovered_leg_of_a_listed_series_is_one_request(
    demo_simulator: str, tmp_path: Path, counted: Counter[str]
) -> None:
    """With its event listed and its series read (as a cycle does), a venue_two leg is its
    market alone (and its order book with depth); a venue_one leg whose event an audit
    read is its market and one batch of books, sent together. The rows are those of a
    fetch that reads everything, but for the time: the oldest read among their parts."""
    markets = [m for m in _demo("venue_two", "markets.json") if m["status"] == "active"]
    ticker = markets[0]["ticker"]
    event = next(e for e in _demo("venue_one", "events.json") if not e["closed"])
    one = str(event["markets"][0]["id"])
    settings = _settings(demo_simulator, tmp_path)
    async with VenueOneClient(settings) as v1, VenueTwoClient(settings) as v2:
        full = await fetch_markets([("venue_one", one), ("venue_two", ticker)], v1, v2)
        assert counted == Counter(
            {
                "venue_one markets": 1,
                "venue_one events": 1,
                "venue_one books": 1,
                "venue_two markets": 1,
                "venue_two markets book": 1,
                "venue_two events": 1,
                "venue_two series": 1,
            }
        )
        context = VenueContext(ttl_s=120)
        listed_at = datetime.now(UTC) - timedelta(seconds=30)
        event_ticker = markets[0]["event_ticker"]
        two_event, _ = await v2.get_event(event_ticker)
        context.note_v2_events([two_event], listed_at)
        context.note_v2_series(await v2.get_series(two_event["series_ticker"]), listed_at)
        context.note_v1_event(await v1.get_event(str(event["id"])), listed_at)
        counted.clear()
        kept = await fetch_markets(
            [("venue_one", one), ("venue_two", ticker)], v1, v2, context=context
        )
        assert counted == Counter(
            {
                "venue_one markets": 1,
                "venue_one books": 1,
                "venue_two markets": 1,
                "venue_two markets book": 1,
            }
        )
        counted.clear()
        listed = await fetch_markets([("venue_two", ticker)], v1, v2, context=context, depth=False)
        assert counted == Counter({"venue_two markets": 1})
    assert kept.drop("fetched_at").equals(full.drop("fetched_at"))
    assert (kept["fetched_at"] == listed_at).all()
    # Without depth: the market's own best prices, no book levels read.
    two = full.filter(pl.col("venue") == "venue_two")
    assert listed.select("best_bid_yes", "best_ask_yes").equals(
        two.select("best_bid_yes", "best_ask_yes")
    )
    assert listed["yes_asks"].list.len().item() == 0 and two["yes_asks"].list.len().item() > 0


@pytest.mark.anyio
async def test_a_cycle_keeps_its_series_listings_for_the_uncovered_markets_of_those_series(
    demo_simulator: str, rulesets_copy: Path, tmp_path: Path, counted: Counter[str]
) -> None:
    """A service covering the demo lineage's first ruleset: a pair the later ruleset adds
    is another match of a covered series, whose event the cycle's series listing held,
    so its venue_two leg is one request (its market) when read without depth."""
    from bench.b5_endtoend import uncovered_pairs
    from pipeline.cycle import CycleContext
    from pipeline.refresher import Refresher

    first, pairs = uncovered_pairs(rulesets_copy)
    (rulesets_copy / "CURRENT").write_text(first + "\n")
    settings = _settings(demo_simulator, tmp_path).model_copy(
        update={"rulesets_dir": rulesets_copy}
    )
    ctx = CycleContext.open(settings)
    async with VenueOneClient(settings) as v1, VenueTwoClient(settings) as v2:
        await Refresher(ctx).cycle_once(v1, v2)
        counted.clear()
        tickers = [two for _, two in pairs[:5]]
        rows = await fetch_markets(
            [("venue_two", t) for t in tickers], v1, v2, context=ctx.venue_context, depth=False
        )
    assert counted == Counter({"venue_two markets": len(tickers)})
    assert sorted(rows["market_id"]) == sorted(tickers)


@pytest.mark.anyio
@pytest.mark.parametrize(
    ("broken", "reason"),
    [
        ({"title": 5}, "unparseable"),  # does not parse
        ({"status": ""}, "failed validation: status"),  # parses, fails SnapshotModel
    ],
)
async def test_an_unreadable_leg_is_not_covered_with_its_own_reason(
    demo_simulator: str, tmp_path: Path, broken: dict[str, Any], reason: str
) -> None:
    """Legs normalized together still answer for themselves: a venue_two payload that
    cannot be read is NotCovered naming that market and why; the venue_one leg beside it
    reads as it does alone."""
    ticker = next(m for m in _demo("venue_two", "markets.json") if m["status"] == "active")[
        "ticker"
    ]
    event = next(e for e in _demo("venue_one", "events.json") if not e["closed"])
    one = str(event["markets"][0]["id"])
    settings = _settings(demo_simulator, tmp_path)
    async with VenueOneClient(settings) as v1, VenueTwoClient(settings) as v2:
        alone = await fetch_markets([("venue_one", one)], v1, v2)
        real = v2.get_market

        async def damaged(market_id: str) -> dict[str, Any]:
            return {**await real(market_id), **broken}

        v2.get_market = damaged  # type: ignore[method-assign]
        with pytest.raises(NotCovered) as caught:
            await fetch_markets([("venue_one", one), ("venue_two", ticker)], v1, v2)
    message = str(caught.value)
    assert message.startswith(f"venue_two market {ticker} could not be read: ")
    assert reason in message
    assert alone["market_id"].to_list() == [one]
