"""Settlement scenarios and hard-case tags: which fixtures get which twist.

Counts are fixed (every scenario and every clause variant appears at least twice where
the brief asks for it); which fixture receives a twist is drawn from the seeded RNG over
fixtures in kickoff order.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from datetime import datetime, timedelta

from pipeline.demo.clock import NOW, us_date
from pipeline.demo.fixtures import Match
from pipeline.demo.reference import Reference

__all__ = ["SCENARIOS", "assign_scenarios", "assign_tags"]

SCENARIOS = (
    "normal",
    "postponed_short",
    "postponed_long",
    "cancelled",
    "abandoned",
    "proposed",
    "open",
)

# Per competition: the twists of past league fixtures (one fixture each).
_PAST_TWISTS = {
    "epl": ["postponed_short", "postponed_long", "abandoned"],
    "laliga": ["postponed_short", "postponed_long", "cancelled", "abandoned"],
    "mls": ["postponed_short", "postponed_long", "cancelled"],
}
# One-venue-only fixtures: (competition, past?) per venue.
_ONLY = {
    "v1_only": [("epl", False), ("laliga", False), ("mls", True)],
    "v2_only": [("epl", True), ("laliga", True), ("mls", True)],
}

Pred = Callable[[Match], bool]
# Hard cases kept on separate fixtures, so each one shows on its own.
_EXCLUSIVE = frozenset(
    {"aligned_rules", "P4", "inverted", "S4", "P3", "more_markets", "utc_date_on_v1"}
)


def _pick(rng: random.Random, matches: list[Match], pred: Pred, n: int, what: str) -> list[Match]:
    pool = [m for m in matches if pred(m)]
    if len(pool) < n:
        raise ValueError(f"only {len(pool)} fixtures can take {what!r}, {n} needed")
    return sorted(rng.sample(pool, n), key=matches.index)


def _league(comp: str, *, past: bool | None = None) -> Pred:
    def pred(m: Match) -> bool:
        return (
            m.competition == comp
            and not m.knockout
            and m.should_pair
            and m.scenario in ("normal", "open")
            and not m.tags
            and (past is None or m.past == past)
        )

    return pred


def assign_scenarios(rng: random.Random, matches: list[Match]) -> None:
    """Scenario, listed kickoff and play time of every fixture; one-venue-only listings."""
    for m in matches:
        m.scenario = "normal" if m.past else "open"
        m.played = m.scheduled if m.past else None
    for flag, specs in _ONLY.items():
        for comp, past in specs:
            (m,) = _pick(rng, matches, _league(comp, past=past), 1, flag)
            m.on_v1, m.on_v2 = flag == "v1_only", flag == "v2_only"
            m.tags.add(flag)
    recent = NOW - timedelta(hours=48)
    for comp in ("epl", "laliga", "mls"):

        def just_played(m: Match, comp: str = comp) -> bool:
            return m.competition == comp and m.should_pair and recent <= m.scheduled < NOW

        (m,) = _pick(rng, matches, just_played, 1, "proposed")
        m.scenario = "proposed"
        if comp == "epl":
            # Over on venue_one, still closed-but-undetermined on venue_two.
            (m,) = _pick(rng, matches, lambda x: just_played(x) and x.scenario == "normal", 1, "v2")
            m.tags.add("v2_pending")
        old = NOW - timedelta(days=35)
        for twist in _PAST_TWISTS[comp]:

            def early(m: Match, comp: str = comp, old: datetime = old) -> bool:
                return _league(comp, past=True)(m) and m.scheduled < old

            (m,) = _pick(rng, matches, early, 1, twist)
            m.scenario = twist
            if twist == "postponed_short":
                m.kickoff = m.scheduled + timedelta(hours=rng.choice((21, 24, 26, 45)))
                m.played = m.kickoff
                m.tags.add("rescheduled")
            elif twist == "postponed_long":
                m.played = m.scheduled + timedelta(days=rng.randint(10, 24))
            elif twist == "cancelled":
                m.played = None


def _tag(ms: list[Match], tag: str) -> None:
    for m in ms:
        m.tags.add(tag)


def assign_tags(rng: random.Random, matches: list[Match], ref: Reference) -> None:
    """Hard-case and clause-variant tags (see the module docstring of `pipeline.demo`)."""
    for m in matches:
        if m.ambiguous:
            m.tags.add("ambiguous")
        if us_date(m.scheduled) != m.scheduled.date():
            m.tags.add("date_shift")
        home, away = ref.team(m.competition, m.home), ref.team(m.competition, m.away)
        if any(t["venue_one"] != t["venue_two"] for t in (home, away)):
            m.tags.add("name_variant")
        if any(t["venue_one_code"].upper() != t["venue_two_code"] for t in (home, away)):
            m.tags.add("code_variant")
        if m.tie is not None and m.competition in ("ucl", "wc2026"):
            m.tags.add("advance")

    def plain(comp: str, past: bool | None = None) -> Pred:
        def pred(m: Match) -> bool:
            twisted = m.tags & {"v1_only", "v2_only", "v2_pending", "rescheduled"}
            return (
                m.competition == comp
                and not m.knockout
                and m.should_pair
                and m.scenario in ("normal", "open")
                and not twisted
                and not m.tags & _EXCLUSIVE
                and (past is None or m.past == past)
            )

        return pred

    def shifted_mls(m: Match) -> bool:
        return plain("mls", True)(m) and "date_shift" in m.tags

    _tag(_pick(rng, matches, shifted_mls, 2, "utc_date_on_v1"), "utc_date_on_v1")
    for comp in ("epl", "laliga"):
        _tag(_pick(rng, matches, plain(comp, True), 1, "aligned_rules"), "aligned_rules")
        _tag(_pick(rng, matches, plain(comp, False), 1, "aligned_rules"), "aligned_rules")
    _tag(_pick(rng, matches, plain("mls", True), 2, "aligned_rules"), "aligned_rules")
    _tag(_pick(rng, matches, plain("epl", False), 1, "P4"), "P4")
    _tag(_pick(rng, matches, plain("laliga", False), 1, "P4"), "P4")
    _tag(_pick(rng, matches, plain("laliga", True), 1, "P4"), "P4")
    for comp in ("epl", "laliga"):
        _tag(_pick(rng, matches, plain(comp), 1, "inverted"), "inverted")
    feb = [m for m in matches if m.competition == "ucl" and not m.past]
    _tag(_pick(rng, feb, lambda m: True, 1, "inverted"), "inverted")
    _tag(_pick(rng, matches, plain("laliga"), 3, "S4"), "S4")
    _tag(_pick(rng, matches, plain("mls"), 3, "S4"), "S4")
    _tag(_pick(rng, matches, plain("mls"), 3, "P3"), "P3")
    _tag(_pick(rng, matches, plain("epl"), 2, "P3"), "P3")
    for comp, n in (("epl", 3), ("laliga", 2)):
        _tag(_pick(rng, matches, plain(comp), n, "more_markets"), "more_markets")
    wc_group = [m for m in matches if m.competition == "wc2026" and not m.knockout]
    _tag(_pick(rng, wc_group, lambda m: "date_shift" not in m.tags, 2, "mm"), "more_markets")

    for m in matches:
        if m.competition == "wc2026":
            m.tags.add("S3")
            if (m.home, m.away) in (("USA", "PAR"), ("POR", "JPN")):
                m.tags.add("utc_date_on_v1")
        if m.competition == "ucl" and m.tie is not None:
            # The August ties are fixed in fixtures.py; CEL-KOB is the one won in extra time.
            first, second_leg = m.tie.first, m is m.tie.legs[1]
            if first == "CEL" and second_leg:
                m.tags.add("S5")  # level after 90, won in extra time: settles differently
            if first == "RSB" and not second_leg:
                m.tags.add("S5_partial")  # only the home leg carries the whole-game wording
            if first in ("CEL", "RSB", "YBO") and second_leg:
                m.tags.add("two_way_v1")
            if first == "RAN" and second_leg:
                m.tags.add("more_markets")
    feb_second_legs = [m for m in feb if m.tie is not None and m is m.tie.legs[1]]
    _tag(_pick(rng, feb_second_legs, lambda m: True, 1, "S5"), "S5")
    for m in matches:
        newer = rng.random() < 0.5 or (m.competition == "wc2026" and m.knockout)
        if m.on_v1 and newer and "aligned_rules" not in m.tags:
            m.tags.add("R2")
        if m.on_v1 and "aligned_rules" not in m.tags and rng.random() < 0.25:
            m.tags.add("no_resolution_source")
