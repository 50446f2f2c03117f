"""The venue_two book plan: depth only where it matters, nearest kickoff first, in budget."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

from pipeline.fetchplan import DepthInterest, plan_books, top_of_book
from pipeline.venues.venue_two import asks_from_orderbook

NOW = datetime(2026, 11, 25, 12, tzinfo=UTC)
H = timedelta(hours=1)


def _plan(allowance: int, previous: dict | None = None, interest: set[str] | None = None):  # type: ignore[no-untyped-def]
    kickoffs = {
        "FAR": NOW + 48 * H,  # outside the horizon
        "SOON": NOW + 2 * H,
        "SOONER": NOW + 1 * H,
        "LIVE": NOW - H / 2,  # in play
        "OVER": NOW - 5 * H,  # long over: no depth needed
        "NOTIONAL": NOW + 72 * H,  # far, but audited with a notional lately
    }
    return plan_books(
        kickoffs,
        previous or {},
        interest or set(),
        now=NOW,
        horizon_s=6 * 3600,
        ttl_s=300,
        allowance=allowance,
    )


def test_books_are_read_near_kickoff_and_for_notional_audits_nearest_first() -> None:
    choice = _plan(10, interest={"NOTIONAL"})
    assert choice.wanted == 4
    assert choice.fetch == ["LIVE", "SOONER", "SOON", "NOTIONAL"]
    assert choice.deferred == []


def test_over_the_budget_the_farthest_are_deferred_and_listed() -> None:
    choice = _plan(2, interest={"NOTIONAL"})
    assert choice.fetch == ["LIVE", "SOONER"]
    assert choice.deferred == ["SOON", "NOTIONAL"]
    assert _plan(-5).fetch == []  # a budget already spent reads nothing


def test_a_book_within_its_ttl_is_carried_and_an_older_one_is_not() -> None:
    book = {"orderbook_fp": {"yes_dollars": [], "no_dollars": []}}
    previous = {
        "SOON": (book, NOW - timedelta(seconds=100)),  # fresh: carried, not read
        "SOONER": (book, NOW - timedelta(seconds=900)),  # too old: read again
        "FAR": (book, NOW - timedelta(seconds=900)),  # too old and not wanted: dropped
    }
    choice = _plan(0, previous)
    assert "SOON" in choice.carried and "SOON" not in choice.deferred
    assert "SOONER" in choice.deferred and "SOONER" not in choice.carried
    assert "FAR" not in choice.carried


def test_top_of_book_is_one_level_read_from_the_listing_never_invented() -> None:
    market = {
        "yes_bid_dollars": "0.4100",
        "yes_bid_size_fp": "120.00",
        "yes_ask_dollars": "0.4300",
        "yes_ask_size_fp": "80.00",
    }
    yes_asks, no_asks = asks_from_orderbook(top_of_book(market))
    assert yes_asks == [(0.43, 80.0)] and no_asks == [(0.59, 120.0)]
    assert top_of_book({"yes_bid_dollars": "0.41", "yes_ask_dollars": "0.43"}) is None


def test_depth_interest_forgets_old_notes() -> None:
    now = [0.0]
    interest = DepthInterest(clock=lambda: now[0])
    interest.note("A")
    now[0] = 100.0
    interest.note("B")
    assert interest.recent(3600) == {"A", "B"}
    now[0] = 3650.0
    assert interest.recent(3600) == {"B"}
