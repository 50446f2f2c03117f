"""The demo world's fixtures: who plays whom, when, with what result, and which hard case.

Everything here is venue-neutral ground truth; `venue_one.py` and `venue_two.py` render
it into each venue's wire shapes. Scenarios, results and hard-case tags are drawn from a
seeded `random.Random`, over sorted inputs only, so the same seed gives the same world.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from datetime import UTC, date, datetime, timedelta
from typing import Literal

from pipeline.demo.clock import NOW, from_local
from pipeline.demo.reference import Reference
from pipeline.teams import fold

__all__ = ["Match", "Side", "Tie", "newcomers", "play", "schedule"]

Side = Literal["home", "draw", "away"]
Score = tuple[int, int]


@dataclass
class Tie:
    """A knockout tie: two legs (UCL) or one match (World Cup); decided by its last game."""

    key: str
    first: str  # listing order: the first leg's home side first
    second: str
    round_name: str
    legs: list[Match] = field(default_factory=list)
    winner: str | None = None


@dataclass
class Match:
    """One fixture and everything that happened to it."""

    competition: str
    home: str
    away: str
    scheduled: datetime  # the original slot: identifiers and rule texts date from it
    knockout: bool
    stage: str
    probs: tuple[float, float, float]  # pre-match home, draw, away
    kickoff: datetime = field(init=False)  # the instant both venues list now
    scenario: str = "open"
    score90: Score | None = None
    score_aet: Score | None = None
    penalties_home: bool | None = None  # who won a shoot-out, when there was one
    played: datetime | None = None
    on_v1: bool = True
    on_v2: bool = True
    ambiguous: bool = False
    tie: Tie | None = None
    tags: set[str] = field(default_factory=set)
    # venue_two's own short name for a side, where it writes one the table lacks.
    v2_names: dict[str, str] = field(default_factory=dict)

    def __post_init__(self) -> None:
        self.kickoff = self.scheduled

    @property
    def past(self) -> bool:
        """Kicked off before the demo's now."""
        return self.scheduled < NOW

    @property
    def result90(self) -> Side | None:
        """The regulation-time result, when the game was played."""
        return _side(self.score90)

    @property
    def result_full(self) -> Side | None:
        """The result after any extra time (penalties excluded)."""
        return _side(self.score_aet) if self.score_aet else self.result90

    @property
    def should_pair(self) -> bool:
        """Listed on both venues, once each."""
        return self.on_v1 and self.on_v2 and not self.ambiguous


def _side(score: Score | None) -> Side | None:
    if score is None:
        return None
    return "home" if score[0] > score[1] else "away" if score[0] < score[1] else "draw"


# Matchdays per competition: (Saturday, matches). Counts include the one-venue-only extras.
_EPL_DAYS = [
    (date(2026, 8, 22), 2),
    (date(2026, 8, 29), 2),
    (date(2026, 9, 12), 3),
    (date(2026, 9, 19), 2),
    (date(2026, 9, 26), 3),
    (date(2026, 10, 3), 2),
    (date(2026, 10, 17), 3),
    (date(2026, 10, 24), 2),
    (date(2026, 10, 31), 3),
    (date(2026, 11, 7), 2),
    (date(2026, 11, 21), 3),
    (date(2026, 11, 28), 2),
    (date(2026, 12, 5), 2),
    (date(2026, 12, 12), 3),
    (date(2026, 12, 19), 2),
    (date(2026, 12, 26), 2),
    (date(2027, 1, 2), 2),
    (date(2027, 1, 9), 2),
]
_LALIGA_DAYS = [
    (date(2026, 8, 15), 1),
    (date(2026, 8, 22), 2),
    (date(2026, 8, 29), 2),
    (date(2026, 9, 12), 2),
    (date(2026, 9, 19), 2),
    (date(2026, 9, 26), 2),
    (date(2026, 10, 3), 2),
    (date(2026, 10, 17), 2),
    (date(2026, 10, 24), 2),
    (date(2026, 10, 31), 1),
    (date(2026, 11, 7), 1),
    (date(2026, 11, 21), 2),
    (date(2026, 11, 28), 2),
    (date(2026, 12, 5), 2),
    (date(2026, 12, 12), 2),
    (date(2026, 12, 19), 2),
    (date(2027, 1, 2), 2),
    (date(2027, 1, 9), 1),
]
_MLS_DAYS = [
    (date(2026, 8, 15), 2),
    (date(2026, 8, 22), 2),
    (date(2026, 8, 29), 2),
    (date(2026, 9, 12), 2),
    (date(2026, 9, 19), 2),
    (date(2026, 9, 26), 2),
    (date(2026, 10, 3), 2),
    (date(2026, 10, 10), 1),
    (date(2026, 10, 17), 2),
    (date(2026, 11, 7), 1),
]
# (day offset from Saturday, local time): a past matchday only uses its Saturday.
_SLOTS = {
    "epl": (
        "uk",
        [(0, "12:30"), (0, "15:00"), (0, "17:30"), (1, "14:00"), (1, "16:30"), (2, "20:00")],
    ),
    "laliga": (
        "cet",
        [
            (-1, "21:00"),
            (0, "14:00"),
            (0, "16:15"),
            (0, "18:30"),
            (0, "21:00"),
            (1, "16:15"),
            (1, "21:00"),
        ],
    ),
    # 19:30 local in the East, Centre and West: 23:30Z, 00:30Z and 02:30Z in summer.
    "mls": ("us_east", [(0, "19:30"), (0, "20:30"), (0, "22:30"), (1, "19:00")]),
}
_MLS_PLAYOFFS = [
    (datetime(2026, 11, 15, 0, 30, tzinfo=UTC), "conference semifinal"),
    (datetime(2026, 11, 22, 1, 30, tzinfo=UTC), "conference semifinal"),
    (datetime(2026, 11, 29, 0, 30, tzinfo=UTC), "conference final"),
    (datetime(2026, 12, 6, 1, 30, tzinfo=UTC), "MLS Cup"),
]
# UCL ties: (first-leg home, away, first-leg kickoff); the return leg is a week later.
_UCL_TIES = [
    ("CEL", "KOB", datetime(2026, 8, 18, 19, 0, tzinfo=UTC), "play-off round"),
    ("RSB", "BOD", datetime(2026, 8, 18, 19, 0, tzinfo=UTC), "play-off round"),
    ("YBO", "FER", datetime(2026, 8, 18, 16, 45, tzinfo=UTC), "play-off round"),
    ("RAN", "BRU", datetime(2026, 8, 19, 19, 0, tzinfo=UTC), "play-off round"),
    ("QAR", "SAL", datetime(2026, 8, 19, 16, 45, tzinfo=UTC), "play-off round"),
    ("BEN", "RMA", datetime(2027, 2, 16, 20, 0, tzinfo=UTC), "knockout phase play-off"),
    ("GAL", "JUV", datetime(2027, 2, 16, 17, 45, tzinfo=UTC), "knockout phase play-off"),
    ("PSV", "ATM", datetime(2027, 2, 17, 20, 0, tzinfo=UTC), "knockout phase play-off"),
    ("SCP", "DOR", datetime(2027, 2, 17, 20, 0, tzinfo=UTC), "knockout phase play-off"),
    ("OLY", "LEV", datetime(2027, 2, 17, 17, 45, tzinfo=UTC), "knockout phase play-off"),
]


def _wc(day: int, hour: int, month: int = 6) -> datetime:
    return datetime(2026, month, day, hour, 0, tzinfo=UTC)


# World Cup: (home, away, kickoff UTC, stage, forced (score90, score_aet, pens_home)).
_WC = [
    ("MEX", "RSA", _wc(11, 19), "group stage", None),
    ("KOR", "CZE", _wc(12, 2), "group stage", None),
    ("USA", "PAR", _wc(13, 1), "group stage", None),
    ("BRA", "MAR", _wc(13, 22), "group stage", None),
    ("GER", "CUW", _wc(14, 17), "group stage", None),
    ("CIV", "ECU", _wc(14, 23), "group stage", None),
    ("ARG", "ALG", _wc(17, 1), "group stage", None),
    ("ENG", "CRO", _wc(17, 20), "group stage", None),
    ("ESP", "KSA", _wc(21, 16), "group stage", None),
    ("BEL", "IRN", _wc(21, 19), "group stage", None),
    ("FRA", "SEN", _wc(30, 21), "round of 32", None),
    ("POR", "JPN", _wc(2, 0, 7), "round of 32", None),
    ("NED", "URU", _wc(5, 20, 7), "round of 16", ((1, 1), (1, 1), False)),
    ("ESP", "COL", _wc(10, 19, 7), "quarter-final", ((2, 1), None, None)),
    ("ARG", "BRA", _wc(15, 19, 7), "semi-final", ((1, 1), (2, 1), None)),
    ("ESP", "ARG", _wc(19, 19, 7), "final", None),
]


def _probs(rating_home: float, rating_away: float, home_edge: float) -> tuple[float, float, float]:
    """Pre-match 1X2 probabilities, in plain arithmetic (no libm) so bytes never drift."""
    d = (rating_home - rating_away) * 2.0 + home_edge
    p_home_of_decisive = 0.5 + d / (2.0 * (1.0 + abs(d)))
    draw = round(0.29 - 0.1 * min(abs(d), 1.2), 3)
    home = round((1.0 - draw) * p_home_of_decisive, 3)
    return home, draw, round(1.0 - draw - home, 3)


def _score(rng: random.Random, side: Side) -> Score:
    if side == "draw":
        k = rng.choice((0, 0, 1, 1, 1, 2, 2, 3))
        return k, k
    loser = rng.choice((0, 0, 0, 1, 1, 2))
    winner = loser + rng.choice((1, 1, 1, 2, 2, 3))
    return (winner, loser) if side == "home" else (loser, winner)


def _draw_side(rng: random.Random, probs: tuple[float, float, float]) -> Side:
    x = rng.random()
    return "home" if x < probs[0] else "draw" if x < probs[0] + probs[1] else "away"


class _Builder:
    """Accumulates matches with one RNG; each step consumes it in a fixed order."""

    def __init__(self, rng: random.Random, ref: Reference) -> None:
        self.rng = rng
        self.ref = ref
        # Each team's strength from its own stream: adding a team elsewhere changes nothing.
        salt = rng.getrandbits(64)
        self.ratings = {
            (comp, code): round(random.Random(f"{salt}:{comp}:{code}").random(), 3)
            for comp in sorted(ref.teams)
            for code in sorted(ref.teams[comp])
        }
        self.matches: list[Match] = []
        self.ties: list[Tie] = []

    def add(
        self, comp: str, home: str, away: str, at: datetime, *, knockout: bool, stage: str
    ) -> Match:
        self.ref.team(comp, home), self.ref.team(comp, away)  # fail early on unknown codes
        edge = 0.0 if comp == "wc2026" and home not in ("USA", "MEX", "CAN") else 0.25
        probs = _probs(self.ratings[(comp, home)], self.ratings[(comp, away)], edge)
        match = Match(comp, home, away, at, knockout, stage, probs)
        self.matches.append(match)
        return match

    def league(
        self, comp: str, days: list[tuple[date, int]], reserved: dict[date, set[str]]
    ) -> None:
        zone, slots = _SLOTS[comp]
        codes = sorted(self.ref.teams[comp])
        used: set[tuple[str, str]] = set()
        for saturday, count in days:
            pool = [c for c in codes if c not in reserved.get(saturday, set())]
            self.rng.shuffle(pool)
            pairs = [(pool[i], pool[i + 1]) for i in range(0, len(pool) - 1, 2)]
            pairs = [p for p in pairs if p not in used][:count]
            for home, away in pairs:
                used.add((home, away))
                choices = slots if saturday > NOW.date() else [s for s in slots if s[0] <= 0]
                offset, hhmm = self.rng.choice(choices)
                at = from_local(saturday + timedelta(days=offset), hhmm, zone)
                self.add(comp, home, away, at, knockout=False, stage="league")

    def mls_playoffs(self) -> None:
        codes = sorted(self.ref.teams["mls"])
        self.rng.shuffle(codes)
        for i, (at, stage) in enumerate(_MLS_PLAYOFFS):
            match = self.add("mls", codes[2 * i], codes[2 * i + 1], at, knockout=True, stage=stage)
            self.ties.append(Tie(f"mls{i}", match.home, match.away, stage, [match]))
            match.tie = self.ties[-1]

    def ucl(self) -> None:
        for first, second, at, round_name in _UCL_TIES:
            tie = Tie(f"{first}{second}", first, second, round_name)
            for leg, (home, away) in enumerate(((first, second), (second, first))):
                match = self.add(
                    "ucl", home, away, at + timedelta(days=7 * leg), knockout=True, stage=round_name
                )
                match.tie = tie
                tie.legs.append(match)
            self.ties.append(tie)
        # The S5 hard case: level on aggregate after 90 minutes, decided in extra time.
        (extra_time,) = (t for t in self.ties if t.key == "CELKOB")
        first_leg, second_leg = extra_time.legs
        first_leg.score90, second_leg.score90, second_leg.score_aet = (1, 1), (1, 1), (2, 1)

    def world_cup(self) -> None:
        for home, away, at, stage, force in _WC:
            knockout = stage != "group stage"
            match = self.add("wc2026", home, away, at, knockout=knockout, stage=stage)
            if knockout:
                match.tie = Tie(f"{home}{away}", home, away, stage, [match])
                self.ties.append(match.tie)
            if force is not None:
                match.score90, match.score_aet, match.penalties_home = force


def _play(rng: random.Random, match: Match) -> None:
    """Regulation score for a played match (kept when the world fixed it already)."""
    if match.score90 is None:
        match.score90 = _score(rng, _draw_side(rng, match.probs))


def _settle_tie(rng: random.Random, tie: Tie) -> None:
    """Scores of every leg; extra time, then penalties, in the last leg when level."""
    for leg in tie.legs:
        if leg.past:
            _play(rng, leg)
    last = tie.legs[-1]
    if last.score90 is None:
        return
    goals = {tie.first: 0, tie.second: 0}
    for leg in tie.legs:
        final = leg.score_aet or leg.score90
        assert final is not None
        goals[leg.home] += final[0]
        goals[leg.away] += final[1]
    if goals[tie.first] == goals[tie.second] and last.score_aet is None:
        extra = rng.choice(((0, 0), (0, 0), (1, 0), (0, 1), (1, 1)))
        last.score_aet = (last.score90[0] + extra[0], last.score90[1] + extra[1])
        goals[last.home] += extra[0]
        goals[last.away] += extra[1]
    if goals[tie.first] != goals[tie.second]:
        tie.winner = max(goals, key=lambda code: goals[code])
        return
    if last.penalties_home is None:
        last.penalties_home = rng.random() < 0.5
    tie.winner = last.home if last.penalties_home else last.away


def schedule(rng: random.Random, ref: Reference) -> tuple[list[Match], list[Tie]]:
    """Every fixture of the demo (unplayed, untagged), sorted by kickoff."""
    b = _Builder(rng, ref)
    b.league("epl", _EPL_DAYS, {date(2026, 12, 26): {"LIV", "MCI"}})
    # A duplicate listing on venue_two makes this one ambiguous (see scenarios.py).
    at = from_local(date(2026, 12, 26), "12:30", "uk")
    b.add("epl", "LIV", "MCI", at, knockout=False, stage="league").ambiguous = True
    b.league("laliga", _LALIGA_DAYS, {})
    b.league("mls", _MLS_DAYS, {})
    b.mls_playoffs()
    b.ucl()
    b.world_cup()
    return sorted(b.matches, key=lambda m: (m.scheduled, m.competition, m.home)), b.ties


def play(rng: random.Random, matches: list[Match], ties: list[Tie]) -> None:
    """Scores for every game that was played, after scenarios are known."""
    for match in matches:
        if match.tie is None and match.scenario in (
            "normal",
            "postponed_short",
            "postponed_long",
            "proposed",
        ):
            _play(rng, match)
    for tie in ties:
        _settle_tie(rng, tie)


# Fixtures of the 2026-27 newcomers (`reference.DEMO_NEWCOMERS`) against roster clubs, all
# upcoming before the second ruleset's cutoff: (competition, home, away, local day, time).
_NEWCOMER_FIXTURES = [
    ("epl", "COV", "NFO", date(2026, 12, 5), "15:00"),
    ("epl", "CRY", "HUL", date(2026, 12, 12), "17:30"),
    ("epl", "IPS", "WOL", date(2027, 1, 9), "15:00"),
    ("laliga", "RAC", "RSO", date(2026, 12, 12), "18:30"),
    ("laliga", "ATM", "DEP", date(2027, 1, 9), "21:00"),
]
# Words of a club's name that never tell it apart: never a short name of its own.
_NOT_SHORT = frozenset({"city", "town", "united", "real", "club", "de", "the"})


def short_name(ref: Reference, competition: str, code: str) -> str | None:
    """A word of the team's names that the table does not spell ("Nottingham"), or None."""
    team = ref.team(competition, code)
    words = {
        w
        for n in (team["name"], team["venue_one"], team["venue_two"])
        for w in n.replace("-", " ").split()
        if len(w) >= 4 and w.isalpha() and w.lower() not in _NOT_SHORT
    }
    taken = ref.spellings.get(competition, set())
    own = {fold(n) for n in (team["name"], team["venue_one"], team["venue_two"], *team["aliases"])}
    # Not a spelling of any team, nor a word of another team's ("Madrid" is two clubs').
    others = {w for spelling in taken - own for w in spelling.split()}
    free = sorted(w for w in words if fold(w) not in taken and fold(w) not in others)
    return free[0] if free else None


def newcomers(ref: Reference) -> list[Match]:
    """The newcomers' fixtures; venue_two writes one side of each under a short name."""
    out: list[Match] = []
    for comp, home, away, day, hhmm in _NEWCOMER_FIXTURES:
        ref.team(comp, home), ref.team(comp, away)  # fail early on unknown codes
        rating = {c: round(random.Random(f"{comp}:{c}").random(), 3) for c in (home, away)}
        zone = _SLOTS[comp][0]
        at = from_local(day, hhmm, zone)
        m = Match(comp, home, away, at, False, "league", _probs(rating[home], rating[away], 0.25))
        m.tags.add("newcomer")
        for role, code in (("home", home), ("away", away)):
            name = short_name(ref, comp, code)
            if name is not None:
                m.v2_names[role] = name
                m.tags.add("short_name")
                break
        out.append(m)
    return out
