"""Legs of every market family beside the 1X2 legs, on both venues (docs/DESIGN.md §7.2).

For a few fixtures per competition, venue_one lists a "More Lines" event (a spread, a
total, both teams to score, a half-time result, an exact score) and, on knockout ties, a
two-way "who advances" market; venue_two lists one event per family series (SPREAD,
TOTAL, BTTS, 1H, 2H, SCORE), with its own series object. None of these is a 1X2 leg, so
coverage never pairs them; they are there to be audited on demand by market id.

Rendered after everything else, from random streams of their own and in id ranges of
their own, so the 1X2 listings (and the rulesets that name them) keep their bytes.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Any

from pipeline.demo.clock import short_day, ticker_date, us_date
from pipeline.demo.family_text import FamilyLeg, v1_family_text, v2_family_rules
from pipeline.demo.fixtures import Match, Score
from pipeline.demo.reference import Reference
from pipeline.demo.rules_text import Names, Style
from pipeline.demo.venue_one import VenueOne
from pipeline.demo.venue_one import _Renderer as _V1Renderer
from pipeline.demo.venue_two import _SOURCES, VenueTwo
from pipeline.demo.venue_two import _Renderer as _V2Renderer
from pipeline.demo.wordings import Voice

__all__ = ["FAMILY_SERIES", "Families", "add_families", "pick_family_fixtures"]

# venue_two family series, by the suffix that replaces GAME in the competition's ticker.
FAMILY_SERIES = {
    "spread": ("SPREAD", "Spread", "SOCCERSPREAD"),
    "total": ("TOTAL", "Total Goals", "SOCCERTOTAL"),
    "btts": ("BTTS", "Both Teams to Score", "SOCCERBTTS"),
    "half_first": ("1H", "First Half Winner", "SOCCER1H"),
    "half_second": ("2H", "Second Half Winner", "SOCCER2H"),
    "exact_score": ("SCORE", "Exact Score", "SOCCERSCORE"),
}
_V1_TYPES = {
    "spread": "spreads",
    "total": "totals",
    "btts": "both_teams_to_score",
    "half": "soccer_halftime_result",
    "exact_score": "soccer_exact_score",
}
_COMPETITIONS = ("epl", "laliga", "mls", "ucl", "wc2026")


@dataclass
class Families:
    """Per fixture index: the family extras for truth.json, and the half-time scores."""

    extras: dict[int, list[dict[str, Any]]] = field(default_factory=dict)
    half_time: dict[int, Score] = field(default_factory=dict)


def _eligible(m: Match) -> bool:
    twisted = m.tags & {"v2_pending", "ambiguous", "rescheduled", "two_way_v1", "more_markets"}
    return m.should_pair and m.scenario in ("normal", "open") and not twisted


def pick_family_fixtures(rng: random.Random, matches: list[Match]) -> list[int]:
    """Indices of the fixtures that get family legs: a past and an upcoming one per
    competition where both exist (knockout ties in UCL and the World Cup)."""
    picked: list[int] = []
    for comp in _COMPETITIONS:
        knockout = comp in ("ucl", "wc2026")
        pool = [
            i
            for i, m in enumerate(matches)
            if m.competition == comp
            and _eligible(m)
            and (not knockout or (m.tie is not None and m is m.tie.legs[-1]))
        ]
        past = [i for i in pool if matches[i].past]
        upcoming = [i for i in pool if not matches[i].past]
        for group in (past, upcoming) if upcoming else (past, past):
            choices = [i for i in group if i not in picked]
            if choices:
                picked.append(rng.choice(choices))
    return sorted(picked)


def _half_time(rng: random.Random, m: Match) -> Score | None:
    if m.score90 is None:
        return None
    return (
        sum(rng.random() < 0.45 for _ in range(m.score90[0])),
        sum(rng.random() < 0.45 for _ in range(m.score90[1])),
    )


def _wins(leg: FamilyLeg, home: str, full: Score, half: Score) -> bool:
    """Did this leg's Yes side happen, on the 90-minute score and the half-time score?"""
    h, a = full
    if leg.family == "spread":
        assert leg.line is not None
        margin = h - a if leg.team == home else a - h
        return margin > leg.line
    if leg.family == "total":
        assert leg.line is not None
        return h + a > leg.line
    if leg.family == "btts":
        return min(h, a) > 0
    if leg.family == "exact_score":
        return (h, a) == (leg.home_goals, leg.away_goals)
    hh, ha = half if leg.period == "first" else (h - half[0], a - half[1])
    if leg.team is None:
        return hh == ha
    return hh > ha if leg.team == home else ha > hh


def _p_yes(m: Match, leg: FamilyLeg, home: str) -> float:
    p_home, p_draw, p_away = m.probs
    team_p = p_home if leg.team == home else p_away
    return {
        "spread": team_p * 0.45,
        "total": 0.52 if (leg.line or 0) < 3 else 0.28,
        "btts": 0.55,
        "exact_score": 0.09,
    }.get(leg.family, p_draw * 1.6 if leg.team is None else team_p * 0.8)


def _v1_legs(n: Names, m: Match) -> list[tuple[str, str, FamilyLeg]]:
    """(kind, label, leg) of the venue_one "More Lines" markets; teams as venue_one names them."""
    h, a = m.score90 if m.score90 and sum(m.score90) else (1, 0)
    return [
        ("spread", f"{n.first} -1.5", FamilyLeg("spread", team=n.first, line=1.5)),
        ("total", "O/U 3.5", FamilyLeg("total", line=3.5, side="over")),
        ("btts", "Both Teams to Score", FamilyLeg("btts", side="yes")),
        ("half", f"{n.first} (Half-time)", FamilyLeg("half", team=n.first, period="first")),
        (
            "exact_score",
            f"Exact Score: {h}-{a}",
            FamilyLeg("exact_score", side=f"{h}-{a}", home_goals=h, away_goals=a),
        ),
    ]


class _FamilyRenderer:
    def __init__(
        self, seed: int, matches: list[Match], ref: Reference, one: VenueOne, two: VenueTwo
    ) -> None:
        self.seed = seed
        self.matches = matches
        self.ref = ref
        self.rng = random.Random(f"{seed}:families")
        self.v1 = _V1Renderer(random.Random(f"{seed}:families:venue_one"), ref, seed)
        self.v1.out = one
        self.v1.next_event, self.v1.next_market = 70000, 700000
        self.v2 = _V2Renderer(random.Random(f"{seed}:families:venue_two"), ref, seed)
        self.v2.out = two
        self.out = Families()
        self.series_used: set[tuple[str, str]] = set()

    def fixture(self, index: int) -> None:
        m = self.matches[index]
        half = _half_time(self.rng, m)
        if half is not None:
            self.out.half_time[index] = half
        extras = [self._venue_one(index, m, half)]
        if m.knockout and m.tie is not None:
            extras.append(self._advance(index, m))
        extras.append(self._venue_two(m, half))
        self.out.extras[index] = extras

    def _names_v1(self, m: Match) -> tuple[Names, str]:
        cfg = self.ref.v1(m.competition)
        home, away = self.ref.team(m.competition, m.home), self.ref.team(m.competition, m.away)
        day = us_date(m.scheduled)
        base = f"{cfg['slug_prefix']}-{home['venue_one_code']}-{away['venue_one_code']}-{day}"
        title = f"{home['venue_one']} vs. {away['venue_one']}"
        names = Names(
            home["venue_one"], away["venue_one"], home["venue_one"], away["venue_one"], title, day
        )
        return names, base

    def _venue_one(self, index: int, m: Match, half: Score | None) -> dict[str, Any]:
        names, base = self._names_v1(m)
        style = Style(self.v1.rng)
        source = self.ref.v1(m.competition)["resolution_source"]
        markets, legs = [], []
        for kind, label, leg in _v1_legs(names, m):
            slug = f"{base}-more-lines-{kind.replace('_', '-')}"
            text, clauses = v1_family_text(style, names, leg, Voice(self.seed, f"venue_one:{slug}"))
            payout = self._payout_v1(m, leg, names.home, half)
            body = self.v1.market(
                m,
                question=f"{names.title}: {label}",
                slug=slug,
                title=label,
                description=text,
                source=source,
                p_yes=_p_yes(m, leg, names.home),
                payout=payout,
                outcomes=["Over", "Under"] if kind == "total" else None,
                market_type=_V1_TYPES[kind],
                neg_risk=False,
                line=-leg.line if kind == "spread" and leg.line else leg.line,
            )
            markets.append(body)
            legs.append(self._truth_leg(body["id"], leg, clauses, names.home))
        event_id = self.v1.event(
            m,
            slug=f"{base}-more-lines",
            title=f"{names.title} - More Lines",
            markets=markets,
            neg_risk=False,
        )
        return {"venue": "venue_one", "event_id": event_id, "kind": "families", "markets": legs}

    def _advance(self, index: int, m: Match) -> dict[str, Any]:
        names, base = self._names_v1(m)
        style = Style(self.v1.rng)
        source = self.ref.v1(m.competition)["resolution_source"]
        extra = self.v1._two_way(m, base, names.title, names, source, style)
        for leg in extra["markets"]:
            leg["family"] = "advance"
        extra["kind"] = "families"
        return extra

    def _payout_v1(self, m: Match, leg: FamilyLeg, home: str, half: Score | None) -> float | None:
        if m.scenario in ("open", "proposed"):
            return None
        if m.scenario in ("cancelled", "abandoned"):
            return 0.0 if leg.family == "exact_score" and m.scenario == "cancelled" else 0.5
        assert m.score90 is not None and half is not None
        return float(_wins(leg, home, m.score90, half))

    def _truth_leg(
        self, market_id: str, leg: FamilyLeg, clauses: list[str], home: str
    ) -> dict[str, Any]:
        side = leg.side
        if leg.family in ("spread", "half"):
            side = "draw" if leg.team is None else "home" if leg.team == home else "away"
        return {
            "market_id": market_id,
            "kind": leg.family,
            "family": leg.family,
            "side": side,
            "line": leg.line,
            "period": leg.period,
            "clauses": clauses,
        }

    def _venue_two(self, m: Match, half: Score | None) -> dict[str, Any]:
        cfg = self.ref.v2(m.competition)
        game_series = cfg["game_series"][0]
        prefix = game_series.removesuffix("GAME")
        home, away = self.ref.team(m.competition, m.home), self.ref.team(m.competition, m.away)
        hc, ac = home["venue_two_code"], away["venue_two_code"]
        day = us_date(m.scheduled)
        title = f"{home['venue_two']} vs {away['venue_two']}"
        names = Names(
            home["venue_two"], away["venue_two"], home["venue_two"], away["venue_two"], title, day
        )
        h, a = m.score90 if m.score90 and sum(m.score90) else (1, 0)
        hn, an = home["venue_two"], away["venue_two"]
        groups: list[tuple[str, list[tuple[str, str, FamilyLeg]]]] = [
            (
                "spread",
                [
                    (hc + "2", f"{hn} wins by over 1.5 goals", FamilyLeg("spread", hn, line=1.5)),
                    (ac + "2", f"{an} wins by over 1.5 goals", FamilyLeg("spread", an, line=1.5)),
                ],
            ),
            (
                "total",
                [
                    ("3", "Over 2.5 goals scored", FamilyLeg("total", line=2.5, side="over")),
                    ("4", "Over 3.5 goals scored", FamilyLeg("total", line=3.5, side="over")),
                ],
            ),
            ("btts", [("BTTS", "Both teams to score", FamilyLeg("btts", side="yes"))]),
            (
                "half_first",
                [
                    (hc, hn, FamilyLeg("half", hn, an, period="first")),
                    ("TIE", "Tie", FamilyLeg("half", None, None, period="first")),
                    (ac, an, FamilyLeg("half", an, hn, period="first")),
                ],
            ),
            ("half_second", [(hc, hn, FamilyLeg("half", hn, an, period="second"))]),
            (
                "exact_score",
                [
                    (
                        f"{h}{a}",
                        f"{hn} {h}-{a} {an}",
                        FamilyLeg("exact_score", side=f"{h}-{a}", home_goals=h, away_goals=a),
                    )
                ],
            ),
        ]
        legs = []
        state = self.v2._state(m)
        settled_at = self.v2._settled_at(m) if state in ("determined", "finalized") else None
        times = self.v2._times(m, m.kickoff)
        for key, markets in groups:
            suffix, label_word, _ = FAMILY_SERIES[key]
            series = prefix + suffix
            self.series_used.add((m.competition, key))
            event_ticker = f"{series}-{ticker_date(day)}{hc}{ac}"
            self.v2.event(
                m,
                event_ticker,
                series,
                f"{title}: {label_word}",
                f"{hc} vs {ac} ({short_day(day)})",
                "Game",
            )
            style = Style(self.v2.rng)
            for code, label, leg in markets:
                ticker = f"{event_ticker}-{code}"
                primary, secondary, clauses = v2_family_rules(
                    style, names, cfg["rules_league"], leg, Voice(self.seed, f"venue_two:{ticker}")
                )
                p_yes = _p_yes(m, leg, hn)
                self.v2.market(
                    m,
                    ticker=ticker,
                    event_ticker=event_ticker,
                    title=f"{title}: {label_word}?",
                    label=label,
                    rules=(primary, secondary),
                    times=times,
                    p_yes=p_yes,
                    state=state,
                    payout=self._payout_v2(m, leg, hn, half, p_yes),
                    settled_at=settled_at,
                )
                legs.append(self._truth_leg(ticker, leg, clauses, hn))
        return {"venue": "venue_two", "kind": "families", "markets": legs}

    def _payout_v2(
        self, m: Match, leg: FamilyLeg, home: str, half: Score | None, p_yes: float
    ) -> float | None:
        if m.scenario == "open":
            return None
        if m.scenario in ("postponed_long", "cancelled", "abandoned"):
            return round(p_yes * 100) / 100
        assert m.score90 is not None and half is not None
        return float(_wins(leg, home, m.score90, half))

    def series(self) -> None:
        for comp, key in sorted(self.series_used):
            cfg = self.ref.v2(comp)
            suffix, label_word, terms = FAMILY_SERIES[key]
            ticker = cfg["game_series"][0].removesuffix("GAME") + suffix
            self.v2.out.series.append(
                {
                    "ticker": ticker,
                    "title": f"{cfg['competition']} {label_word}",
                    "category": "Sports",
                    "tags": ["Soccer"],
                    "frequency": "custom",
                    "settlement_sources": _SOURCES.get(comp, _SOURCES["default"]),
                    "contract_url": f"https://assets.kalshi.com/regulatory/product-certifications/{terms}.pdf",
                    "contract_terms_url": f"https://assets.kalshi.com/contract_terms/{terms}.pdf",
                    "fee_type": "quadratic",
                    "fee_multiplier": 1,
                    "product_metadata": {"competition": cfg["competition"]},
                }
            )


def add_families(
    seed: int, matches: list[Match], ref: Reference, one: VenueOne, two: VenueTwo
) -> Families:
    """Render the family legs into both venues' output (after the 1X2 listings)."""
    r = _FamilyRenderer(seed, matches, ref, one, two)
    for index in pick_family_fixtures(r.rng, matches):
        r.fixture(index)
    r.series()
    r.v2.orderbooks(legacy_books=0)
    two.series.sort(key=lambda s: str(s["ticker"]))
    two.events.sort(key=lambda e: str(e["event_ticker"]))
    two.markets.sort(key=lambda x: str(x["ticker"]))
    return r.out
