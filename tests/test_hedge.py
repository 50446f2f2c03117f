"""Positions, exposure and the spread, unit by unit (the real-server checks are in
test_hedger_e2e.py)."""

from __future__ import annotations

from typing import Any

import pytest

from pipeline import hedge
from pipeline.errors import BadRequest
from pipeline.request import Leg, _sides, position_of
from pipeline.venues import venue_one as v1
from pipeline.venues import venue_two as v2


@pytest.mark.parametrize(
    ("a", "b", "kind", "audited"),
    [
        (("yes", "buy"), ("no", "buy"), "hedge", ("yes", "yes")),
        (("no", "buy"), ("yes", "buy"), "hedge", ("yes", "yes")),
        (("yes", "buy"), ("yes", "sell"), "hedge", ("yes", "yes")),
        (("no", "sell"), ("no", "buy"), "hedge", ("yes", "yes")),
        (("yes", "buy"), ("yes", "buy"), "same_direction", ("yes", "yes")),
        (("no", "buy"), ("no", "buy"), "same_direction", ("no", "no")),
        (("yes", "buy"), ("no", "sell"), "same_direction", ("yes", "yes")),
        (("yes", None), ("no", None), "unspecified", ("yes", "no")),
        (("yes", "buy"), ("no", None), "unspecified", ("yes", "no")),
    ],
)
def test_position_of_sides(
    a: tuple[str, str | None], b: tuple[str, str | None], kind: str, audited: tuple[str, str]
) -> None:
    p = position_of(a[0], b[0], a[1], b[1])
    assert (p.kind, (p.a_audited, p.b_audited)) == (kind, audited)


def test_sides_are_buy_or_sell_only_when_both_are_given() -> None:
    one = Leg("venue_one", "1", "Yes", " BUY ")
    assert _sides(one, Leg("venue_two", "T", "No", "Sell")) == ("buy", "sell")
    assert _sides(one, Leg("venue_two", "T", "No", None)) == (None, None)
    assert _sides(Leg("venue_one", "1", "Yes", "long"), Leg("venue_two", "T", "No", None)) == (
        None,
        None,
    )
    with pytest.raises(BadRequest, match="buy or sell"):
        _sides(one, Leg("venue_two", "T", "No", "short"))


def _row(
    payouts: list[tuple[str, str, str, bool]], codes: list[tuple[str, str]], knockout: bool
) -> dict[str, Any]:
    return {
        "a_market_id": "1",
        "b_market_id": "T",
        "a_held": "yes",
        "b_held": "yes",
        "knockout": knockout,
        "divergences": [{"code": c, "dimension": d} for c, d in codes],
        "contingencies": [
            {"contingency": n, "venue_one_payout": x, "venue_two_payout": y, "equivalent": e}
            for n, x, y, e in payouts
        ],
    }


QUOTES = {
    ("venue_one", "1"): {"last_price_yes": 0.40, "ask_yes": 0.41, "ask_no": 0.60},
    ("venue_two", "T"): {"last_price_yes": 0.30, "ask_yes": 0.42, "ask_no": 0.59},
}
STANDARD = [
    ("completed", "result", "result", True),
    ("postponed_within_48h", "result", "result", True),
    ("postponed_beyond_window", "result", "fair_price", False),
    ("cancelled", "no", "fair_price", False),
    ("abandoned", "no", "fair_price", False),
]


def test_standard_clauses_differ_only_in_the_tails_valued_at_the_current_price() -> None:
    block, rows = hedge.exposure(
        _row(STANDARD, [("VOID_RULE_MISMATCH", "void")], False), QUOTES, notional_usd=100
    )
    assert block["if_played"] == "equivalent"
    assert block["divergent_contingencies"] == ["postponed_beyond_window", "cancelled", "abandoned"]
    # result (0 or 1) against a fair price of 0.30: at worst 0.70; No (0) against 0.30: 0.30
    assert [r["gap_per_share"] for r in rows] == [0.0, 0.0, 0.7, 0.3, 0.3]
    assert block["worst_case_gap_per_share"] == 0.7 and block["estimated"] is True
    # $100 buys 100 / 0.41 shares of the cheaper Yes (venue_one's ask)
    assert block["worst_case_loss_usd"] == pytest.approx(0.7 * 100 / 0.41, abs=0.01)
    assert all(r["position_payout"] is None for r in rows)
    text = hedge.summary("BLOCK", "unspecified", block)
    assert "within 48 hours" in text and "cancelled or abandoned" in text and "0.70" in text


def test_a_hedge_settles_for_one_dollar_where_the_contracts_agree() -> None:
    _, rows = hedge.exposure(
        _row(STANDARD, [], False), QUOTES, hedge=(("yes", "buy"), ("no", "buy"))
    )
    assert [r["position_payout"] for r in rows] == [1.0, 1.0, None, 0.7, 0.7]


def test_scope_decides_if_played_only_where_extra_time_can_be_played() -> None:
    played = [("completed", "result", "result", False)]
    scope = [("SCOPE_MISMATCH", "scope")]
    league, _ = hedge.exposure(_row(played, scope, False), QUOTES)
    knockout, rows = hedge.exposure(_row(played, scope, True), QUOTES)
    assert league["if_played"] == "equivalent" and league["worst_case_gap_per_share"] == 0.0
    assert knockout["if_played"] == "divergent" and rows[0]["gap_per_share"] == 1.0
    assert knockout["estimated"] is False
    unread, _ = hedge.exposure(_row(played, [("RULE_UNRECOGNIZED", "scope")], False), QUOTES)
    assert unread["if_played"] == "unknown"
    unknown_tail = [
        ("completed", "result", "result", True),
        ("cancelled", "no", "unknown", False),
    ]
    block, rows = hedge.exposure(_row(unknown_tail, [], False), QUOTES)
    assert rows[1]["gap_per_share"] is None and block["worst_case_gap_per_share"] is None


def test_spread_both_ways_with_each_venues_fee() -> None:
    quotes = {
        ("venue_one", "1"): {"ask_yes": 0.40, "ask_no": 0.62, "fee_rate": 0.03, "fee_exponent": 1},
        ("venue_two", "T"): {"ask_yes": 0.45, "ask_no": 0.57, "fee_rate": 0.07, "fee_exponent": 1},
    }
    s = hedge.spread(quotes, "1", "T")
    assert s is not None and s["ranked_by"] == "net_edge"
    one, two = s["directions"]
    assert one["direction"] == "venue_one_yes+venue_two_no"
    assert one["gross_edge"] == pytest.approx(0.03)
    assert one["venue_one_fee"] == pytest.approx(0.03 * 0.4 * 0.6)
    assert one["venue_two_fee"] == pytest.approx(0.07 * 0.57 * 0.43)
    assert one["net_edge"] == pytest.approx(0.03 - 0.0072 - 0.07 * 0.57 * 0.43)
    assert two["gross_edge"] == pytest.approx(1 - 0.62 - 0.45)
    assert s["better_direction"] == "venue_one_yes+venue_two_no"
    unknown_fee = {**quotes, ("venue_one", "1"): {**quotes[("venue_one", "1")], "fee_rate": None}}
    u = hedge.spread(unknown_fee, "1", "T")
    assert u is not None and u["ranked_by"] == "gross_edge"
    assert u["directions"][0]["net_edge"] is None
    no_book = {**quotes, ("venue_two", "T"): {"ask_yes": None, "ask_no": None}}
    assert hedge.spread(no_book, "1", "T") is None


def test_fee_rules_are_read_from_the_market_and_the_series() -> None:
    assert v1.taker_fee({"feesEnabled": False}) == (0.0, 1.0)
    assert v1.taker_fee({"feeSchedule": {"rate": 0.03, "exponent": 2}}) == (0.03, 2.0)
    assert v1.taker_fee({"feeSchedule": '{"rate": "0.05"}'}) == (0.05, 1.0)
    assert v1.taker_fee({}) == (None, None)
    with pytest.raises(ValueError):
        v1.taker_fee({"feeSchedule": {"rate": -1}})
    assert v2.taker_fee({"fee_type": "quadratic", "fee_multiplier": 1}) == (0.07, 1.0)
    assert v2.taker_fee({"fee_type": "quadratic_with_maker_fees", "fee_multiplier": 0.5}) == (
        0.035,
        1.0,
    )
    assert v2.taker_fee({"fee_type": "flat", "fee_multiplier": 1}) == (None, None)
    assert v2.taker_fee(None) == (None, None)
