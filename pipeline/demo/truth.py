"""`truth.json`: the generator's ground truth, for tests and the track record (not venue data)."""

from __future__ import annotations

from collections import Counter
from typing import Any

from pipeline.demo.clock import NOW, iso_z
from pipeline.demo.families import Families
from pipeline.demo.fixtures import Match
from pipeline.demo.settlement import equivalent, v1_payouts, v2_payouts
from pipeline.demo.venue_one import VenueOne
from pipeline.demo.venue_two import VenueTwo

__all__ = ["build_truth"]


def _entry(
    index: int, m: Match, one: VenueOne, two: VenueTwo, families: Families
) -> dict[str, Any]:
    v1 = one.listings.get(index)
    v2 = two.listings.get(index)
    tie_winner = m.tie.winner if m.tie is not None else None
    shootout = None
    if m.penalties_home is not None:
        shootout = m.home if m.penalties_home else m.away
    entry: dict[str, Any] = {
        "competition": m.competition,
        "home": m.home,
        "away": m.away,
        "kickoff_utc": iso_z(m.kickoff),
        "scheduled_utc": iso_z(m.scheduled),
        "played_utc": iso_z(m.played) if m.played else None,
        "knockout": m.knockout,
        "stage": m.stage,
        "scenario": m.scenario,
        "result_90": m.result90,
        "score_90": list(m.score90) if m.score90 else None,
        "score_aet": list(m.score_aet) if m.score_aet else None,
        "score_ht": list(families.half_time[index]) if index in families.half_time else None,
        "penalties_winner": shootout,
        "tie_winner": tie_winner,
        "venue_one": None,
        "venue_two": None,
        "should_pair": m.should_pair,
        "ambiguous": m.ambiguous,
        "tags": sorted(m.tags | ({"families"} if index in families.extras else set())),
        "clauses": {
            "venue_one": v1.clauses if v1 else None,
            "venue_two": v2.clauses if v2 else None,
        },
        "extra_markets": [],
        "settlement": {
            "venue_one": v1_payouts(m) if v1 else None,
            "venue_two": v2_payouts(m) if v2 else None,
        },
        "equivalent_settlement": equivalent(m),
    }
    if v1 is not None:
        entry["venue_one"] = {"event_id": v1.event_id, "markets": v1.markets}
        entry["extra_markets"] += v1.extras
    if v2 is not None:
        listing: dict[str, Any] = {"event_ticker": v2.event_ticker, "markets": v2.markets}
        if v2.advance_event_ticker:
            listing["advance_event_ticker"] = v2.advance_event_ticker
        if v2.advance:
            entry["extra_markets"].append(v2.advance)
        if m.ambiguous:
            # Two venue_two listings fit: a matcher must refuse, so no pairing is "true".
            entry["venue_two_candidates"] = [listing, v2.duplicate]
        else:
            entry["venue_two"] = listing
    entry["extra_markets"] += families.extras.get(index, [])
    return entry


def build_truth(
    seed: int, matches: list[Match], one: VenueOne, two: VenueTwo, families: Families
) -> dict[str, Any]:
    """Every fixture with where it is listed, how it settled and which hard case it is."""
    entries = [_entry(i, m, one, two, families) for i, m in enumerate(matches)]
    pairs = [e for e in entries if e["should_pair"]]
    return {
        "now": iso_z(NOW),
        "seed": seed,
        "summary": {
            "matches": len(entries),
            "should_pair": len(pairs),
            "by_competition": dict(sorted(Counter(e["competition"] for e in pairs).items())),
            "by_scenario": dict(sorted(Counter(e["scenario"] for e in pairs).items())),
            "equivalent_settlement": dict(
                sorted(Counter(str(e["equivalent_settlement"]).lower() for e in pairs).items())
            ),
        },
        "matches": entries,
    }
