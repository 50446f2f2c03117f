"""Render the demo world as venue_two (Kalshi trade-api v2) wire data.

Shapes follow the live API (docs/DESIGN.md §4): series carry the settlement sources and
contract terms; events have no nested markets; markets price in 4-dp dollar strings; order
books hold bids only on both sides, ascending (best last), in `orderbook_fp` dollars, except
a few kept in the older integer-cent `orderbook` shape so the adapter's fallback is exercised.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from datetime import datetime, timedelta
from typing import Any

from pipeline.demo.clock import iso_z, short_day, ticker_date, us_date
from pipeline.demo.fixtures import Match, Tie
from pipeline.demo.reference import Reference, Team
from pipeline.demo.rules_text import Names, Style, v2_advance_rules, v2_result_rules
from pipeline.demo.settlement import (
    ROLES,
    Level,
    Role,
    ladder,
    quote,
    v2_determined,
    v2_scope,
)
from pipeline.demo.wordings import Voice

__all__ = ["V2Listing", "VenueTwo", "build_venue_two"]

_SOURCES = {
    "default": [
        {"name": "ESPN", "url": "https://www.espn.com/soccer/"},
        {"name": "Fox Sports", "url": "https://www.foxsports.com/soccer"},
    ],
    "ucl": [
        {"name": "ESPN", "url": "https://www.espn.com/soccer/"},
        {"name": "UEFA", "url": "https://www.uefa.com/uefachampionsleague/"},
    ],
    "mls": [
        {"name": "ESPN", "url": "https://www.espn.com/soccer/"},
        {"name": "MLS", "url": "https://www.mlssoccer.com/"},
    ],
    "wc2026": [
        {"name": "FIFA", "url": "https://www.fifa.com/"},
        {"name": "ESPN", "url": "https://www.espn.com/soccer/"},
    ],
}
_TERMS = "https://assets.kalshi.com/contract_terms/{}.pdf"
_CERT = "https://assets.kalshi.com/regulatory/product-certifications/{}.pdf"
_LEGACY_BOOKS = 3


@dataclass
class V2Listing:
    """Where one fixture lives on venue_two (for truth.json)."""

    event_ticker: str
    markets: dict[Role, str]
    clauses: dict[Role, list[str]]
    advance_event_ticker: str | None = None
    advance: dict[str, Any] | None = None
    duplicate: dict[str, Any] | None = None


@dataclass
class VenueTwo:
    """All venue_two output."""

    series: list[dict[str, Any]] = field(default_factory=list)
    events: list[dict[str, Any]] = field(default_factory=list)
    markets: list[dict[str, Any]] = field(default_factory=list)
    orderbooks: dict[str, dict[str, Any]] = field(default_factory=dict)
    listings: dict[int, V2Listing] = field(default_factory=dict)


def _d(cents_or_dollars: float) -> str:
    """4-dp dollar string."""
    return f"{cents_or_dollars:.4f}"


class _Renderer:
    def __init__(self, rng: random.Random, ref: Reference, seed: int = 0) -> None:
        self.rng = rng
        self.ref = ref
        self.seed = seed
        self.out = VenueTwo()
        self.books: dict[str, tuple[list[Level], list[Level]]] = {}
        self.advance_done: dict[str, str] = {}

    def series(self, used: set[str]) -> None:
        for comp in sorted(self.ref.competitions):
            cfg = self.ref.v2(comp)
            label = cfg["competition"]
            kinds = [(s, "Game", "SOCCERGAMEWIN") for s in cfg["game_series"]]
            kinds += [(s, "Advance", "SOCCERADVANCE") for s in cfg.get("advance_series", [])]
            for ticker, kind, terms in kinds:
                if ticker not in used:
                    continue
                self.out.series.append(
                    {
                        "ticker": ticker,
                        "title": f"{label} {kind}",
                        "category": "Sports",
                        "tags": ["Soccer"],
                        "frequency": "custom",
                        "settlement_sources": _SOURCES.get(comp, _SOURCES["default"]),
                        "contract_url": _CERT.format(terms),
                        "contract_terms_url": _TERMS.format(terms),
                        "fee_type": "quadratic",
                        "fee_multiplier": 1,
                        "product_metadata": {"competition": label},
                    }
                )
        self.out.series.sort(key=lambda s: str(s["ticker"]))

    def _times(self, m: Match, kickoff: datetime) -> dict[str, str]:
        wc = m.competition == "wc2026"
        opened = m.scheduled - timedelta(days=self.rng.randint(5, 9), hours=self.rng.randint(0, 12))
        close = kickoff + (
            timedelta(days=14) if wc else timedelta(hours=self.rng.choice((48, 60, 72)))
        )
        latest = kickoff + timedelta(days=28 if wc else 14)
        return {
            "created_time": iso_z(opened - timedelta(hours=1)),
            "open_time": iso_z(opened),
            "close_time": iso_z(close),
            "expiration_time": iso_z(latest),
            "expected_expiration_time": iso_z(kickoff + timedelta(hours=2)),
            "latest_expiration_time": iso_z(latest),
            "occurrence_datetime": iso_z(kickoff),
        }

    def market(
        self,
        m: Match,
        *,
        ticker: str,
        event_ticker: str,
        title: str,
        label: str,
        rules: tuple[str, str],
        times: dict[str, str],
        p_yes: float,
        state: str,
        payout: float | None,
        settled_at: datetime | None,
    ) -> None:
        """One binary market; `state` is open, closed, determined or finalized."""
        body: dict[str, Any] = {
            "ticker": ticker,
            "event_ticker": event_ticker,
            "market_type": "binary",
            "title": title,
            "subtitle": "",
            "yes_sub_title": label,
            "no_sub_title": label,
            **times,
            "status": {"open": "active"}.get(state, state),
            "result": "",
        }
        if state == "open":
            bid, ask = quote(self.rng, p_yes)
            traded = self.rng.choice((bid, ask))
            self.books[ticker] = (ladder(self.rng, bid, -1), ladder(self.rng, 100 - ask, -1))
            prices = (bid / 100, ask / 100, (100 - ask) / 100, (100 - bid) / 100, traded / 100)
        else:
            # No resting orders once trading stops; the last trade shows where it ended.
            if payout is None:
                last = 0.97 if p_yes > 0.9 else 0.02
            elif payout in (0.0, 1.0):
                last = 0.99 if payout == 1.0 else 0.01
            else:
                last = payout
            prices = (0.0, 1.0, 0.0, 1.0, last)
            if payout is not None:
                body["result"] = "yes" if payout == 1.0 else "no" if payout == 0.0 else "scalar"
                body["settlement_value_dollars"] = _d(payout)
            if state == "finalized" and settled_at is not None:
                body["settlement_ts"] = iso_z(settled_at)
        volume = self.rng.uniform(1_000, 250_000)
        body.update(
            can_close_early=True,
            rules_primary=rules[0],
            rules_secondary=rules[1],
            yes_bid_dollars=_d(prices[0]),
            yes_ask_dollars=_d(prices[1]),
            no_bid_dollars=_d(prices[2]),
            no_ask_dollars=_d(prices[3]),
            last_price_dollars=_d(prices[4]),
            volume_fp=f"{volume:.2f}",
            open_interest_fp=f"{volume * self.rng.uniform(0.2, 0.6):.2f}",
            price_level_structure="linear_cent",
        )
        self.out.markets.append(body)

    def _state(self, m: Match) -> str:
        if m.scenario == "open":
            return "open"
        if "v2_pending" in m.tags:
            return "closed"
        return "determined" if m.scenario == "proposed" else "finalized"

    def _settled_at(self, m: Match) -> datetime:
        if m.scenario in ("postponed_long", "cancelled", "abandoned"):
            return m.scheduled + timedelta(hours=self.rng.randint(49, 56))
        assert m.played is not None
        return m.played + timedelta(hours=2, minutes=self.rng.randint(10, 50))

    def event(
        self, m: Match, event_ticker: str, series: str, title: str, sub: str, scope: str
    ) -> None:
        self.out.events.append(
            {
                "event_ticker": event_ticker,
                "series_ticker": series,
                "title": title,
                "sub_title": sub,
                "mutually_exclusive": True,
                "strike_date": None,
                "collateral_return_type": "MECNET",
                "category": "Sports",
                "product_metadata": {
                    "competition": self.ref.v2(m.competition)["competition"],
                    "competition_scope": scope,
                },
                "available_on_brokers": True,
            }
        )

    def fixture(
        self, m: Match, *, kickoff: datetime | None = None, code: str | None = None
    ) -> V2Listing:
        """The GAME event of one fixture and its three legs (and its ADVANCE event)."""
        cfg = self.ref.v2(m.competition)
        series = cfg["game_series"][0]
        home, away = self.ref.team(m.competition, m.home), self.ref.team(m.competition, m.away)
        day = us_date(m.scheduled)
        home_code = code or home["venue_two_code"]
        event_ticker = f"{series}-{ticker_date(day)}{home_code}{away['venue_two_code']}"
        # venue_two's own name for a side where it writes a short one (`Match.v2_names`).
        name_of = {
            "home": m.v2_names.get("home", home["venue_two"]),
            "away": m.v2_names.get("away", away["venue_two"]),
        }
        title = f"{name_of['home']} vs {name_of['away']}"
        names = Names(
            name_of["home"], name_of["away"], name_of["home"], name_of["away"], title, day
        )
        self.event(
            m,
            event_ticker,
            series,
            title,
            f"{home_code} vs {away['venue_two_code']} ({short_day(day)})",
            "Game",
        )
        style = Style(self.rng)
        state = self._state(m)
        payouts = v2_determined(m)
        settled_at = self._settled_at(m) if state in ("determined", "finalized") else None
        times = self._times(m, kickoff or m.kickoff)  # one set per event: legs share them
        team_of: dict[Role, Team] = {"home": home, "away": away}
        markets, clauses = {}, {}
        for role in ROLES:
            team = None if role == "draw" else team_of[role]
            label = "Tie" if team is None else name_of[role]
            suffix = (
                "TIE" if team is None else (home_code if role == "home" else team["venue_two_code"])
            )
            ticker = f"{event_ticker}-{suffix}"
            primary, secondary, cl = v2_result_rules(
                style,
                names,
                cfg["rules_league"],
                None if team is None else label,
                v2_scope(m, role),
                m.tags,
                Voice(self.seed, f"venue_two:{ticker}"),
            )
            p_yes = m.probs[ROLES.index(role)]
            if state == "closed":
                # Trading stopped after the final whistle: the last trade shows the result.
                p_yes = 1.0 if role == m.result90 else 0.0
            self.market(
                m,
                ticker=ticker,
                event_ticker=event_ticker,
                title=f"{title} Winner?",
                label=label,
                rules=(primary, secondary),
                times=times,
                p_yes=p_yes,
                state=state,
                payout=None if payouts is None else payouts[role],
                settled_at=settled_at,
            )
            markets[role], clauses[role] = ticker, cl
        listing = V2Listing(event_ticker, markets, clauses)
        if m.tie is not None and "advance" in m.tags and code is None:
            listing.advance_event_ticker, listing.advance = self._advance(m, m.tie)
        return listing

    def _advance(self, m: Match, tie: Tie) -> tuple[str, dict[str, Any] | None]:
        """The ADVANCE event of a tie, rendered once (with its last leg's dates)."""
        if tie.key in self.advance_done:
            return self.advance_done[tie.key], None
        cfg = self.ref.v2(m.competition)
        series = cfg["advance_series"][0]
        last = tie.legs[-1]
        first, second = (
            self.ref.team(m.competition, tie.first),
            self.ref.team(m.competition, tie.second),
        )
        day = us_date(last.scheduled)
        c1, c2 = first["venue_two_code"], second["venue_two_code"]
        event_ticker = f"{series}-{ticker_date(day)}{c1}{c2}"
        title = f"{first['venue_two']} vs {second['venue_two']}: To Advance"
        self.event(last, event_ticker, series, title, f"{c1} vs {c2} ({short_day(day)})", "Advance")
        names = Names(
            first["venue_two"],
            second["venue_two"],
            first["venue_two"],
            second["venue_two"],
            title,
            day,
        )
        style = Style(self.rng)
        state = "open" if tie.winner is None else "finalized"
        settled_at = self._settled_at(last) if tie.winner else None
        decider = last.probs if last.home == tie.first else last.probs[::-1]
        tie_name = f"{cfg['rules_league']} {tie.round_name} tie"
        times = self._times(last, last.kickoff)
        legs = []
        for team, opp, code in ((first, second, tie.first), (second, first, tie.second)):
            ticker = f"{event_ticker}-{team['venue_two_code']}"
            primary, secondary, cl = v2_advance_rules(
                style,
                names,
                team["venue_two"],
                opp["venue_two"],
                tie_name,
                Voice(self.seed, f"venue_two:{ticker}"),
            )
            p = decider[0] + decider[1] / 2 if code == tie.first else decider[2] + decider[1] / 2
            self.market(
                last,
                ticker=ticker,
                event_ticker=event_ticker,
                title=f"Will {team['venue_two']} advance?",
                label=team["venue_two"],
                rules=(primary, secondary),
                times=times,
                p_yes=p,
                state=state,
                payout=None if tie.winner is None else float(tie.winner == code),
                settled_at=settled_at,
            )
            legs.append({"market_id": ticker, "team": code, "clauses": cl})
        self.advance_done[tie.key] = event_ticker
        return event_ticker, {
            "venue": "venue_two",
            "event_id": event_ticker,
            "kind": "advance",
            "markets": legs,
        }

    def orderbooks(self, legacy_books: int = _LEGACY_BOOKS, later: set[str] | None = None) -> None:
        tickers = sorted(self.books)
        # The legacy shape is drawn among the roster's books only: `later` ones (newcomers'
        # fixtures) leave every earlier book's bytes as they were.
        pool = [t for t in tickers if t not in (later or set())]
        legacy = set(self.rng.sample(pool, min(legacy_books, len(pool))))
        for ticker in tickers:
            yes, no = (sorted(side) for side in self.books[ticker])
            if ticker in legacy:
                self.out.orderbooks[ticker] = {
                    "orderbook": {
                        "yes": [[c, round(s)] for c, s in yes],
                        "no": [[c, round(s)] for c, s in no],
                    }
                }
            else:
                self.out.orderbooks[ticker] = {
                    "orderbook_fp": {
                        "yes_dollars": [[_d(c / 100), f"{s:.2f}"] for c, s in yes],
                        "no_dollars": [[_d(c / 100), f"{s:.2f}"] for c, s in no],
                    }
                }


def build_venue_two(
    rng: random.Random, matches: list[Match], ref: Reference, seed: int = 0
) -> VenueTwo:
    """Series, events, markets and order books for every fixture listed on venue_two."""
    r = _Renderer(rng, ref, seed)
    # Newcomers' fixtures draw from a stream of their own: the roster's bytes stay as they were.
    streams = {False: rng, True: random.Random(f"{seed}:venue_two:newcomers")}
    for index, m in enumerate(matches):
        if not m.on_v2:
            continue
        r.rng = streams["newcomer" in m.tags]
        listing = r.fixture(m)
        r.rng = rng
        if m.ambiguous:
            # A duplicate listing of the same game 2.5 h later, under venue_one's team code.
            code = ref.team(m.competition, m.home)["venue_one_code"].upper()
            later = m.kickoff + timedelta(hours=2, minutes=30)
            dup = r.fixture(m, kickoff=later, code=code)
            listing.duplicate = {"event_ticker": dup.event_ticker, "markets": dup.markets}
        r.out.listings[index] = listing
    used = {str(e["series_ticker"]) for e in r.out.events}
    r.series(used)
    newer = {
        ticker
        for index, m in enumerate(matches)
        if "newcomer" in m.tags and index in r.out.listings
        for ticker in r.out.listings[index].markets.values()
    }
    r.orderbooks(later=newer)
    r.out.events.sort(key=lambda e: str(e["event_ticker"]))
    r.out.markets.sort(key=lambda x: str(x["ticker"]))
    return r.out
