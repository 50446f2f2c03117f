"""What a verdict means for a trade: exposure per scenario, and the fee-adjusted spread.

Pure functions over one engine row (its contingency table and divergences) and the
cycle's per-leg quotes (`pipeline.cycle.LEG_INFO_COLUMNS`: last price, best asks, fee
rule). Dictionary work only, a few dozen operations per pair: the engine is never run
again for this, so a stored (precomputed) answer stays a stored answer.

Money is in dollars per share of $1 face value. A payout that the venue sets at a fair or
last price is valued at the leg's current price (its last trade, else its best ask) and
flagged `estimated`.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from pipeline.taxonomy import Contingency, DivergenceCode

__all__ = [
    "DIRECTIONS",
    "exposure",
    "hedge_signs",
    "spread",
    "summary",
    "taker_fee_per_share",
]

# Buying one venue's Yes and the other's No locks $1 per share whatever happens, if the two
# Yes contracts are the same bet: the hedge's two directions.
DIRECTIONS = (("yes", "no"), ("no", "yes"))

_PRICED = frozenset({"fair_price", "last_price", "refund"})  # set by the venue, at a price
_RESULT = frozenset({"result", "fixed_outcome"})  # 0 or 1 by what happens on the pitch
_POINT = {"yes": 1.0, "no": 0.0, "50-50": 0.5}
_WORDS = {
    Contingency.postponed_within_48h.value: "postponed by up to 48 hours",
    Contingency.postponed_beyond_window.value: "postponed longer",
    Contingency.cancelled.value: "cancelled",
    Contingency.abandoned.value: "abandoned",
}
_DIVERGENT_IF_PLAYED = frozenset(
    {DivergenceCode.FIXTURE_MISMATCH.value, DivergenceCode.OUTCOME_MISMATCH.value}
)
_ROUND = 6

Range = tuple[float, float, bool]  # (lowest, highest payout per share, estimated)


def _yes_price(quote: Mapping[str, Any]) -> float | None:
    """The leg's current Yes price: its last trade, else its best ask."""
    for key in ("last_price_yes", "ask_yes"):
        value = quote.get(key)
        if value is not None:
            return float(value)
    return None


def _value(payout: str, held: str, quote: Mapping[str, Any]) -> Range | None:
    """What the held contract pays per share under `payout`, as a range; None if unknown."""
    if payout in _POINT:
        v = _POINT[payout]
        return v, v, False
    if payout in _RESULT:
        return 0.0, 1.0, False
    if payout in _PRICED:
        price = _yes_price(quote)
        if price is None:
            return None
        v = price if held == "yes" else 1.0 - price
        return v, v, True
    return None


def _gap(one: Range | None, two: Range | None, equivalent: bool) -> tuple[float | None, bool]:
    """Largest payout difference per share between the legs, and whether it is estimated."""
    if equivalent:
        return 0.0, False
    if one is None or two is None:
        return None, False
    gap = max(abs(one[1] - two[0]), abs(two[1] - one[0]))
    return round(gap, _ROUND), one[2] or two[2]


def _codes(row: Mapping[str, Any]) -> set[str]:
    return {str(d["code"]) for d in row["divergences"]}


def _if_played(row: Mapping[str, Any], completed: Mapping[str, Any]) -> str:
    """`equivalent` | `divergent` | `unknown`: the completed contingency, where the result decides.

    A scope difference in a league match (no extra time is ever played) pays the same when
    the match is played; in a knockout match it does not.
    """
    if completed["equivalent"]:
        return "equivalent"
    codes = _codes(row)
    if codes & _DIVERGENT_IF_PLAYED:
        return "divergent"
    unreadable = any(
        d["code"] == DivergenceCode.RULE_UNRECOGNIZED.value
        and d["dimension"] in ("identity", "scope")
        for d in row["divergences"]
    )
    if DivergenceCode.SCOPE_MISMATCH.value in codes and not unreadable:
        return "divergent" if row.get("knockout") is not False else "equivalent"
    return "unknown"


def _position_payout(
    one: Range | None, two: Range | None, equivalent: bool, signs: tuple[float, float]
) -> float | None:
    """Settlement value per share of the whole hedge in one scenario; None when the played
    result or an unreadable rule decides it.

    The hedge pays c0 + c * (Yes_one - Yes_two) (`signs` = (c0, c)): a constant when the two
    Yes contracts pay the same.
    """
    c0, c = signs
    if equivalent:
        return round(c0, _ROUND)
    if one is None or two is None or one[0] != one[1] or two[0] != two[1]:
        return None
    return round(c0 + c * (one[0] - two[0]), _ROUND)


def hedge_signs(a: tuple[str, str], b: tuple[str, str]) -> tuple[float, float]:
    """(c0, c) with the position's payout = c0 + c * (Yes_a - Yes_b).

    `a`, `b` are each leg's (contract held "yes"/"no", side "buy"/"sell"). Buying a contract
    adds its payout, selling subtracts it; a No pays 1 - Yes.
    """
    c0, coef = 0.0, []
    for held, side in (a, b):
        sign = 1.0 if side == "buy" else -1.0
        if held == "no":
            c0 += sign
        coef.append(sign if held == "yes" else -sign)
    return c0, coef[0]


def exposure(
    row: Mapping[str, Any],
    quotes: Mapping[tuple[str, str], Mapping[str, Any]],
    *,
    notional_usd: float | None = None,
    hedge: tuple[tuple[str, str], tuple[str, str]] | None = None,
) -> tuple[dict[str, Any], list[dict[str, Any]]]:
    """The exposure block of an audit body and its contingency rows with `gap_per_share`.

    `row` is an engine row (contingencies of the contracts audited, `a_held`, `b_held`,
    market ids, divergences, knockout); `quotes` the cycle's leg info. `hedge` gives each
    leg's (contract held, side) when the request is a hedge: each row then also carries
    `position_payout`, the whole position's settlement value per share (else null).
    """
    qa = quotes.get(("venue_one", row["a_market_id"]), {})
    qb = quotes.get(("venue_two", row["b_market_id"]), {})
    signs = hedge_signs(*hedge) if hedge else None
    rows: list[dict[str, Any]] = []
    gaps: list[tuple[float | None, bool]] = []
    if_played = "unknown"
    for c in row["contingencies"]:
        one = _value(c["venue_one_payout"], row["a_held"], qa)
        two = _value(c["venue_two_payout"], row["b_held"], qb)
        equivalent = bool(c["equivalent"])
        if c["contingency"] == Contingency.completed.value:
            if_played = _if_played(row, c)
            # a league scope difference: the same payout whenever the match is played
            equivalent = equivalent or if_played == "equivalent"
        gap, est = _gap(one, two, equivalent)
        gaps.append((gap, est))
        payout = None if signs is None else _position_payout(one, two, equivalent, signs)
        rows.append({**c, "gap_per_share": gap, "position_payout": payout})
    divergent = [r["contingency"] for r in rows if r["gap_per_share"] != 0.0]
    known = [(g, est) for g, est in gaps if g is not None]
    worst = None if not known or len(known) < len(gaps) else max(g for g, _ in known)
    # estimated when only a current-price valuation reaches the worst case
    at_worst = [est for g, est in known if g == worst]
    block = {
        "if_played": if_played,
        "divergent_contingencies": divergent,
        "worst_case_gap_per_share": worst,
        "estimated": bool(at_worst) and all(at_worst),
        "worst_case_loss_usd": _loss(worst, notional_usd, row, qa, qb),
    }
    return block, rows


def _loss(
    worst: float | None,
    notional_usd: float | None,
    row: Mapping[str, Any],
    qa: Mapping[str, Any],
    qb: Mapping[str, Any],
) -> float | None:
    """Worst case in USD: the worst gap per share times the shares `notional_usd` buys on
    the cheaper leg (more shares: the larger loss)."""
    if worst is None or notional_usd is None:
        return None
    prices = [p for p in (_price_held(qa, row["a_held"]), _price_held(qb, row["b_held"])) if p]
    if not prices:
        return None
    return round(worst * notional_usd / min(prices), 2)


def _price_held(quote: Mapping[str, Any], held: str) -> float | None:
    ask = quote.get("ask_yes" if held == "yes" else "ask_no")
    if ask is not None:
        return float(ask)
    price = _yes_price(quote)
    return None if price is None else (price if held == "yes" else 1.0 - price)


def taker_fee_per_share(price: float, rate: float | None, exponent: float | None) -> float | None:
    """A venue's taker fee per share bought at `price`: rate * (p * (1 - p)) ** exponent."""
    if rate is None:
        return None
    power = 1.0 if exponent is None else float(exponent)
    fee: float = float(rate) * (price * (1.0 - price)) ** power
    return round(fee, _ROUND)


def spread(
    quotes: Mapping[tuple[str, str], Mapping[str, Any]], a_market_id: str, b_market_id: str
) -> dict[str, Any] | None:
    """The hedge of the two markets' Yes contracts, priced both ways from the best asks.

    Each direction buys one venue's Yes and the other's No (paying $1 per share if the
    contracts are the same bet): cost = the two asks, gross edge = 1 - cost, each venue's
    taker fee at its ask, net edge = gross - fees (None when a fee rule is unknown).
    None when either market has no book; a direction missing an ask is left out.
    """
    qa = quotes.get(("venue_one", a_market_id))
    qb = quotes.get(("venue_two", b_market_id))
    if qa is None or qb is None:
        return None
    if (qa.get("ask_yes") is None and qa.get("ask_no") is None) or (
        qb.get("ask_yes") is None and qb.get("ask_no") is None
    ):
        return None
    directions = []
    for one, two in DIRECTIONS:
        p1, p2 = qa.get(f"ask_{one}"), qb.get(f"ask_{two}")
        if p1 is None or p2 is None:
            continue
        f1 = taker_fee_per_share(p1, qa.get("fee_rate"), qa.get("fee_exponent"))
        f2 = taker_fee_per_share(p2, qb.get("fee_rate"), qb.get("fee_exponent"))
        cost = p1 + p2
        gross = 1.0 - cost
        net = None if f1 is None or f2 is None else gross - f1 - f2
        directions.append(
            {
                "direction": f"venue_one_{one}+venue_two_{two}",
                "venue_one_contract": one.capitalize(),
                "venue_two_contract": two.capitalize(),
                "venue_one_ask": p1,
                "venue_two_ask": p2,
                "cost": round(cost, _ROUND),
                "gross_edge": round(gross, _ROUND),
                "venue_one_fee": f1,
                "venue_two_fee": f2,
                "net_edge": None if net is None else round(net, _ROUND),
            }
        )
    if not directions:
        return None
    key = "net_edge" if all(d["net_edge"] is not None for d in directions) else "gross_edge"
    better = max(directions, key=lambda d: float(d[key]))
    return {"directions": directions, "better_direction": better["direction"], "ranked_by": key}


def summary(verdict: str, position: str, block: Mapping[str, Any]) -> str:
    """One plain sentence on what the verdict means for the trade."""
    worst = block["worst_case_gap_per_share"]
    est = " (estimated from current prices)" if block["estimated"] else ""
    worst_text = "unknown" if worst is None else f"{worst:.2f} per share{est}"
    tails = [_WORDS[c] for c in block["divergent_contingencies"] if c in _WORDS]
    if block["if_played"] == "divergent":
        text = (
            f"The two contracts pay differently even when the match is played ({verdict}): "
            f"never treat them as one bet; worst case {worst_text}."
        )
    elif block["if_played"] == "unknown":
        text = (
            "We could not establish that the contracts pay the same when the match is "
            f"played ({verdict}); worst case {worst_text}."
        )
    elif not tails:
        text = (
            f"The contracts pay the same in every scenario we read ({verdict}); "
            f"worst case {worst_text}."
        )
    else:
        within = Contingency.postponed_within_48h.value not in block["divergent_contingencies"]
        played = "whenever the match is played" + (" within 48 hours of its slot" if within else "")
        text = (
            f"Pays the same {played}; differs if it is {_join(tails)} ({verdict}); "
            f"worst case {worst_text}."
        )
    if position == "same_direction":
        return (
            "Both legs are long the same bet, a doubled position and not a hedge: "
            f"{text[0].lower()}{text[1:]}"
        )
    return text


def _join(words: Sequence[str]) -> str:
    return words[0] if len(words) == 1 else ", ".join(words[:-1]) + " or " + words[-1]
