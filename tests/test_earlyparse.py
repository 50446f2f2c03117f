"""venue_two pages parsed as they arrive give the rows parsing them all at the end gives."""

from __future__ import annotations

import asyncio
import json
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import polars as pl
from polars.testing import assert_frame_equal

from pipeline.earlyparse import EarlyParse
from pipeline.fetchplan import top_of_book
from pipeline.normalize import normalize_venue_two

DEMO = Path(__file__).resolve().parents[1] / "data" / "demo" / "venue_two"
AT = datetime(2031, 1, 15, 12, tzinfo=UTC)


def _read(name: str) -> Any:
    return json.loads((DEMO / name).read_text(encoding="utf-8"))


def _sorted(frame: pl.DataFrame) -> pl.DataFrame:
    return frame.sort("market_id")


def test_pages_parsed_early_match_one_parse_at_the_end() -> None:
    markets = _read("markets.json")
    events = {str(e["event_ticker"]): e for e in _read("events.json")}
    series = {str(s["ticker"]): s for s in _read("series.json")}
    # One event's series is not known early (read late, as a series the listings did not
    # lead to), one market gets a book of its own at the end, and one payload is broken.
    late_series = str(events[markets[0]["event_ticker"]]["series_ticker"])
    others = [
        i
        for i, m in enumerate(markets)
        if events[m["event_ticker"]]["series_ticker"] != late_series
    ]
    booked = str(markets[others[0]]["ticker"])
    broken = {**markets[others[1]], "yes_ask_dollars": "not a price"}
    markets[others[1]] = broken
    books: dict[str, Any] = {str(m["ticker"]): top_of_book(m) for m in markets}
    books[booked] = {"orderbook_fp": {"yes_dollars": [["0.41", "120"]], "no_dollars": []}}
    got: list[pl.DataFrame] = []

    async def run() -> None:
        seen: list[pl.DataFrame] = []
        early = EarlyParse(set(events), read_ahead=seen.append)
        pages = [markets[i : i + 40] for i in range(0, len(markets), 40)]
        early.page(pages[0])  # before the listings are in: waits for them
        listed = {"all": list(events.values())}
        early.context(listed, {k: v for k, v in series.items() if k != late_series})
        for page in pages[1:]:
            early.page(page)
            await asyncio.sleep(0)
        await early.wait()
        assert seen and sum(f.height for f in seen) < len(markets)
        done = early.finish(markets, events, series, books, AT, again={booked})
        got.append(done.frame)
        got.append(pl.DataFrame({"skipped": [s.market_id for s in done.skipped]}))

    asyncio.run(run())
    want = normalize_venue_two(markets, events, series, books, AT)
    assert_frame_equal(_sorted(got[0]), _sorted(want.frame))
    assert sorted(got[1]["skipped"].to_list()) == sorted(s.market_id for s in want.skipped)
    assert want.skipped  # the broken payload is reported, not parsed
