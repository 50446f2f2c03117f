"""Render the demo world as venue_one (Polymarket Gamma events + CLOB books) wire data.

Shapes follow the live API (docs/DESIGN.md §4): string-encoded `outcomes`, `outcomePrices`
and `clobTokenIds`, `gameStartTime` as "YYYY-MM-DD HH:MM:SS+00", `active` true even when
resolved, books with bids ascending and asks descending (the best level last on both sides).
"""

from __future__ import annotations

import json
import random
from dataclasses import dataclass, field
from datetime import datetime, timedelta
from typing import Any

from pipeline.demo.clock import NOW, gamma_ts, iso_z, iso_z_ms, us_date
from pipeline.demo.fixtures import Match
from pipeline.demo.reference import Reference, Team
from pipeline.demo.rules_text import (
    Names,
    Style,
    v1_advance_text,
    v1_result_text,
    v1_sibling_text,
)
from pipeline.demo.settlement import ROLES, Level, Role, ladder, quote, v1_payouts
from pipeline.demo.wordings import Voice

__all__ = ["V1Listing", "VenueOne", "build_venue_one"]

_SPORTS_TAGS = [
    {"id": "1", "label": "Sports", "slug": "sports"},
    {"id": "100350", "label": "Soccer", "slug": "soccer"},
]
_ALIGNED_SOURCE = "https://www.espn.com/soccer/"
_SIBLINGS = (
    ("totals", "O/U 2.5", "{first} vs. {second}: O/U 2.5", ["Over", "Under"]),
    (
        "both_teams_to_score",
        "Both Teams to Score",
        "{first} vs. {second}: Both Teams to Score",
        None,
    ),
    ("exact_score", "Exact Score: 0-0", "Exact Score: {first} 0 - 0 {second}?", None),
    (
        "first_to_score",
        "First to Score: Neither",
        "{first} vs. {second}: Will neither team score?",
        None,
    ),
)
_SIBLING_TYPES = {
    "totals": "totals",
    "both_teams_to_score": "both_teams_to_score",
    "exact_score": "soccer_exact_score",
    "first_to_score": "soccer_first_to_score",
}


@dataclass
class V1Listing:
    """Where one fixture lives on venue_one (for truth.json)."""

    event_id: str
    markets: dict[Role, str]
    clauses: dict[Role, list[str]]
    extras: list[dict[str, Any]] = field(default_factory=list)


@dataclass
class VenueOne:
    """All venue_one output: events (with nested markets) and books by token id."""

    events: list[dict[str, Any]] = field(default_factory=list)
    books: dict[str, dict[str, Any]] = field(default_factory=dict)
    listings: dict[int, V1Listing] = field(default_factory=dict)


def _price(thousandths: int) -> str:
    """A decimal string with trailing zeros trimmed: 475 -> "0.475", 1000 -> "1"."""
    whole, frac = divmod(thousandths, 1000)
    return f"{whole}.{frac:03d}".rstrip("0").rstrip(".")


def _prices(yes_thousandths: int) -> str:
    return json.dumps([_price(yes_thousandths), _price(1000 - yes_thousandths)])


def _size(size: float) -> str:
    return f"{size:.2f}".rstrip("0").rstrip(".")


class _Renderer:
    def __init__(self, rng: random.Random, ref: Reference, seed: int = 0) -> None:
        self.rng = rng
        self.ref = ref
        self.seed = seed
        self.out = VenueOne()
        self.next_event = 48000
        self.next_market = 601000

    def _event_id(self) -> str:
        self.next_event += self.rng.randint(1, 40)
        return str(self.next_event)

    def _market_id(self) -> str:
        self.next_market += self.rng.randint(1, 25)
        return str(self.next_market)

    def _hex(self, bits: int) -> str:
        return f"{self.rng.getrandbits(bits):0{bits // 4}x}"

    def _book(self, cond: str, token: str, bids: list[Level], asks: list[Level], last: int) -> None:
        self.out.books[token] = {
            "market": cond,
            "asset_id": token,
            "timestamp": str(int(NOW.timestamp() * 1000) - self.rng.randint(1_000, 600_000)),
            "hash": self._hex(160),
            "bids": [{"price": _price(c * 10), "size": _size(s)} for c, s in sorted(bids)],
            "asks": [
                {"price": _price(c * 10), "size": _size(s)} for c, s in sorted(asks, reverse=True)
            ],
            "min_order_size": "5",
            "tick_size": "0.01",
            "neg_risk": True,
            "last_trade_price": _price(last * 10),
        }

    def market(
        self,
        m: Match,
        *,
        question: str,
        slug: str,
        title: str,
        description: str,
        source: str,
        p_yes: float,
        payout: float | None,
        outcomes: list[str] | None = None,
        market_type: str = "moneyline",
        neg_risk: bool = True,
        line: float | None = None,
    ) -> dict[str, Any]:
        """One Gamma market in the state its fixture's scenario puts it in."""
        mid = self._market_id()
        cond, qid = "0x" + self._hex(256), "0x" + self._hex(256)
        tokens = [str(self.rng.getrandbits(255)), str(self.rng.getrandbits(255))]
        created = m.scheduled - timedelta(
            days=self.rng.randint(6, 12), seconds=self.rng.randint(0, 86399)
        )
        created += timedelta(milliseconds=self.rng.randint(0, 999))
        volume = round(self.rng.uniform(2_000, 400_000), 6)
        liquidity = round(self.rng.uniform(500, 60_000), 4) if m.scenario == "open" else 0.0
        body: dict[str, Any] = {
            "id": mid,
            "question": question,
            "conditionId": cond,
            "questionId": qid,
            "slug": slug,
            "groupItemTitle": title,
            "description": description,
            "resolutionSource": source,
            "outcomes": json.dumps(outcomes or ["Yes", "No"]),
            "outcomePrices": "",
            "clobTokenIds": json.dumps(tokens),
            "startDate": iso_z_ms(created),
            "endDate": iso_z(m.kickoff),
            "gameStartTime": gamma_ts(m.kickoff),
            "active": True,
            "closed": False,
            "archived": False,
            "acceptingOrders": m.scenario == "open",
            "enableOrderBook": True,
        }
        if m.scenario == "open":
            bid, ask = quote(self.rng, p_yes)
            last = self.rng.choice((bid, ask))
            body["outcomePrices"] = _prices((bid + ask) * 5)
            bids, asks = ladder(self.rng, bid, -1), ladder(self.rng, ask, 1)
            self._book(cond, tokens[0], bids, asks, last)
            no_bids = [(100 - c, s) for c, s in asks]
            no_asks = [(100 - c, s) for c, s in bids]
            self._book(cond, tokens[1], no_bids, no_asks, 100 - last)
            body.update(bestBid=bid / 100, bestAsk=ask / 100, lastTradePrice=last / 100)
        elif m.scenario == "proposed":
            # Stuck at the proposal: looks like a 50-50 but is not final.
            body.update(outcomePrices=_prices(500), umaResolutionStatus="proposed")
            body["lastTradePrice"] = round(p_yes, 2)
        else:
            assert payout is not None
            body["outcomePrices"] = _prices(round(payout * 1000))
            body.update(closed=True, closedTime=gamma_ts(self._closed_at(m)))
            body["umaResolutionStatus"] = "resolved"
            body["lastTradePrice"] = (
                0.99 if payout == 1 else 0.01 if payout == 0 else round(p_yes, 2)
            )
        body["sportsMarketType"] = market_type
        if line is not None:
            body["line"] = line
        body.update(negRisk=neg_risk)
        body.update(
            volume=f"{volume:.6f}",
            volumeNum=volume,
            liquidity=f"{liquidity:.4f}",
            liquidityNum=liquidity,
            orderPriceMinTickSize=0.01,
            orderMinSize=5,
            # The sports taker-fee rule as Gamma carries it (no random draw: adding it
            # left every other byte of the demo as it was).
            feesEnabled=True,
            feeType="sports_fees_v3",
            feeSchedule={"exponent": 1, "rate": 0.03, "takerOnly": True, "rebateRate": 0.25},
        )
        return body

    def voice(self, slug: str) -> Voice:
        """How the market with this slug words its clauses (seeded by the demo seed)."""
        return Voice(self.seed, f"venue_one:{slug}")

    def _closed_at(self, m: Match) -> datetime:
        jitter = timedelta(minutes=self.rng.randint(100, 220), seconds=self.rng.randint(0, 59))
        if m.scenario == "cancelled":
            return m.scheduled + timedelta(days=self.rng.randint(2, 5)) + jitter
        if m.scenario == "abandoned":
            return m.scheduled + timedelta(days=1) + jitter
        assert m.played is not None
        return m.played + jitter

    def event(
        self, m: Match, *, slug: str, title: str, markets: list[dict[str, Any]], neg_risk: bool
    ) -> str:
        cfg = self.ref.v1(m.competition)
        event_id = self._event_id()
        self.out.events.append(
            {
                "id": event_id,
                "slug": slug,
                "title": title,
                "startTime": iso_z(m.kickoff),
                "endDate": iso_z(m.kickoff),
                "active": True,
                "closed": all(x["closed"] for x in markets),
                "negRisk": neg_risk,
                "resolutionSource": markets[0]["resolutionSource"],
                "tags": [
                    *_SPORTS_TAGS,
                    {"id": cfg["tag_id"], "label": cfg["tag_label"], "slug": cfg["tag_slug"]},
                ],
                "series": [
                    {
                        "id": cfg["series_id"],
                        "slug": cfg["series_slug"],
                        "title": cfg["series_title"],
                    }
                ],
                "markets": markets,
            }
        )
        return event_id

    def fixture(self, index: int, m: Match) -> None:
        """The 1X2 event of one fixture, plus its sibling or two-way events."""
        cfg = self.ref.v1(m.competition)
        home, away = self.ref.team(m.competition, m.home), self.ref.team(m.competition, m.away)
        day = m.scheduled.date() if "utc_date_on_v1" in m.tags else us_date(m.scheduled)
        first, second = (away, home) if "inverted" in m.tags else (home, away)
        base = f"{cfg['slug_prefix']}-{first['venue_one_code']}-{second['venue_one_code']}-{day}"
        title = f"{first['venue_one']} vs. {second['venue_one']}"
        names = Names(
            home["venue_one"],
            away["venue_one"],
            first["venue_one"],
            second["venue_one"],
            title,
            day,
        )
        source = cfg["resolution_source"]
        if "no_resolution_source" in m.tags:
            source = ""
        elif "aligned_rules" in m.tags:
            source = _ALIGNED_SOURCE
        style = Style(self.rng)
        tags = m.tags | ({"knockout"} if m.knockout else set())
        payouts = v1_payouts(m)
        team_of: dict[Role, Team] = {"home": home, "away": away}
        order: list[Role] = (
            ["away", "draw", "home"] if "inverted" in m.tags else ["home", "draw", "away"]
        )
        markets, ids, clauses = [], {}, {}
        for role in order:
            p_yes = m.probs[ROLES.index(role)]
            if role == "draw":
                question = f"Will {title} end in a draw?"
                label, slug = f"Draw ({title})", f"{base}-draw"
                text, cl = v1_result_text(style, names, None, tags, self.voice(slug))
            else:
                team = team_of[role]
                question = f"Will {team['venue_one']} win on {day}?"
                label, slug = team["venue_one"], f"{base}-{team['venue_one_code']}"
                text, cl = v1_result_text(style, names, team["venue_one"], tags, self.voice(slug))
            body = self.market(
                m,
                question=question,
                slug=slug,
                title=label,
                description=text,
                source=source,
                p_yes=p_yes,
                payout=None if payouts is None else payouts[role],
            )
            markets.append(body)
            ids[role], clauses[role] = body["id"], cl
        listing = V1Listing(
            self.event(m, slug=base, title=title, markets=markets, neg_risk=True), ids, clauses
        )
        self.out.listings[index] = listing
        if "more_markets" in m.tags:
            listing.extras.append(self._siblings(m, base, title, names, source, style))
        if "two_way_v1" in m.tags:
            listing.extras.append(self._two_way(m, base, title, names, source, style))

    def _siblings(
        self, m: Match, base: str, title: str, names: Names, source: str, style: Style
    ) -> dict[str, Any]:
        goals = m.score90
        won = {
            "totals": goals is not None and sum(goals) > 2,
            "both_teams_to_score": goals is not None and min(goals) > 0,
            "exact_score": goals == (0, 0),
            "first_to_score": goals == (0, 0),
        }
        markets, kinds = [], []
        for kind, label, question, outcomes in _SIBLINGS:
            slug = f"{base}-more-markets-{kind.replace('_', '-')}"
            text, cl = v1_sibling_text(style, names, kind, self.voice(slug))
            p = {"totals": 0.52, "both_teams_to_score": 0.55}.get(kind, 0.08)
            body = self.market(
                m,
                question=question.format(first=names.first, second=names.second),
                slug=slug,
                title=label,
                description=text,
                source=source,
                p_yes=p,
                payout=None if goals is None else float(won[kind]),
                outcomes=outcomes,
                market_type=_SIBLING_TYPES[kind],
                neg_risk=False,
                line=2.5 if kind == "totals" else None,
            )
            markets.append(body)
            kinds.append({"market_id": body["id"], "kind": kind, "clauses": cl})
        event_id = self.event(
            m,
            slug=f"{base}-more-markets",
            title=f"{title} - More Markets",
            markets=markets,
            neg_risk=False,
        )
        return {"venue": "venue_one", "event_id": event_id, "markets": kinds}

    def _two_way(
        self, m: Match, base: str, title: str, names: Names, source: str, style: Style
    ) -> dict[str, Any]:
        assert m.tie is not None
        text, cl = v1_advance_text(style, names, self.voice(f"{base}-to-advance"))
        first_is_home = names.first == names.home
        winner_first = (
            None
            if m.tie.winner is None
            else (m.tie.winner == (m.home if first_is_home else m.away))
        )
        body = self.market(
            m,
            question=f"{title}: Who will advance?",
            slug=f"{base}-to-advance",
            title=title,
            description=text,
            source=source,
            p_yes=0.5,
            payout=None if winner_first is None else float(winner_first),
            outcomes=[names.first, names.second],
            neg_risk=False,
        )
        event_id = self.event(
            m,
            slug=f"{base}-to-advance",
            title=f"{title} - Who Advances?",
            markets=[body],
            neg_risk=False,
        )
        return {
            "venue": "venue_one",
            "event_id": event_id,
            "markets": [{"market_id": body["id"], "kind": "advance_two_way", "clauses": cl}],
        }


def build_venue_one(
    rng: random.Random, matches: list[Match], ref: Reference, seed: int = 0
) -> VenueOne:
    """Gamma events and CLOB books for every fixture listed on venue_one."""
    renderer = _Renderer(rng, ref, seed)
    for index, m in enumerate(matches):
        if m.on_v1:
            renderer.fixture(index, m)
    return renderer.out
