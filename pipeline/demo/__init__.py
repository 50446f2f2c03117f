"""Seeded generator of the demo venue data (`data/demo`), byte-identical for a given seed.

Run as ``python -m pipeline.demo --out data/demo [--seed 7]``. The demo world is five
competitions (EPL, La Liga, UCL knockout ties, MLS, World Cup 2026) seen from "now" =
2026-11-22T12:00:00Z: past fixtures settled on both venues under the settlement
scenarios (normal, postponed within/beyond 48 h, cancelled, abandoned, stuck at a
proposal), upcoming ones open with order books. Team names come from
`rulesets/teams.json`, identifiers from `rulesets/competitions.json`.

Hard cases, each recorded as a tag in `truth.json`: name and code variants between the
venues, US-calendar dates in identifiers (``date_shift``; ``utc_date_on_v1`` where
venue_one writes the UTC date instead), listings inverted on venue_one, one-venue-only
fixtures, a duplicate venue_two listing that must be refused (``ambiguous``), the clause
variants of docs/DESIGN.md §7.6 on the venue that uses them (and a few aligned venue_one texts,
``aligned_rules``), ADVANCE markets beside knockout 1X2 legs, two-way venue_one knockout
markets and "more markets" siblings; fixtures of 2026-27 newcomers (promoted clubs,
``newcomer``) where venue_two writes one side under a short name the alias table lacks
(``short_name``). Ten fixtures carry legs of every market family on
both venues (`families`), and every market says each clause in its first or its second
wording (`wordings`), chosen per market by the seed.

Layout: `fixtures` (who, when, scores) -> `scenarios` (twists and tags) -> `settlement`
(payouts, quotes) -> `rules_text` / `wordings` -> `venue_one` / `venue_two` (wire shapes)
-> `families` (`family_text`) -> `truth`.
"""

from __future__ import annotations

import json
import random
from pathlib import Path
from typing import Any

from pipeline.demo.clock import NOW
from pipeline.demo.families import add_families
from pipeline.demo.fixtures import newcomers, play, schedule
from pipeline.demo.reference import DEFAULT_RULESETS_DIR, load_reference
from pipeline.demo.scenarios import assign_scenarios, assign_tags
from pipeline.demo.truth import build_truth
from pipeline.demo.venue_one import build_venue_one
from pipeline.demo.venue_two import build_venue_two

__all__ = ["DEFAULT_SEED", "NOW", "dump", "generate", "write_demo"]

DEFAULT_SEED = 7


def dump(obj: Any) -> str:
    """The one serialization of every demo file: indent 1, UTF-8 as is, trailing newline."""
    return json.dumps(obj, indent=1, ensure_ascii=False) + "\n"


def generate(seed: int = DEFAULT_SEED, rulesets_dir: Path = DEFAULT_RULESETS_DIR) -> dict[str, str]:
    """Every demo file, as {relative path: text}; the same seed gives the same texts."""
    ref = load_reference(rulesets_dir)
    # Independent streams, so a change in one venue's rendering leaves the other's bytes alone.
    world = random.Random(f"{seed}:world")
    matches, ties = schedule(world, ref)
    assign_scenarios(world, matches)
    play(world, matches, ties)
    assign_tags(world, matches, ref)
    # The 2026-27 newcomers' fixtures come last, so every fixture before them keeps its ids.
    roster_matches = list(matches)
    matches += newcomers(ref)
    one = build_venue_one(random.Random(f"{seed}:venue_one"), matches, ref, seed)
    two = build_venue_two(random.Random(f"{seed}:venue_two"), matches, ref, seed)
    families = add_families(seed, roster_matches, ref, one, two)
    files = {
        "venue_one/events.json": dump(one.events),
        "venue_two/series.json": dump(two.series),
        "venue_two/events.json": dump(two.events),
        "venue_two/markets.json": dump(two.markets),
        "truth.json": dump(build_truth(seed, matches, one, two, families)),
    }
    files.update({f"venue_one/books/{t}.json": dump(b) for t, b in sorted(one.books.items())})
    files.update(
        {f"venue_two/orderbooks/{t}.json": dump(b) for t, b in sorted(two.orderbooks.items())}
    )
    return dict(sorted(files.items()))


def write_demo(
    out: Path, seed: int = DEFAULT_SEED, rulesets_dir: Path = DEFAULT_RULESETS_DIR
) -> dict[str, str]:
    """Write the demo tree under `out`, replacing any generated files already there."""
    files = generate(seed, rulesets_dir)
    for sub in ("venue_one/books", "venue_two/orderbooks"):
        folder = out / sub
        if folder.is_dir():
            for stale in sorted(folder.glob("*.json")):
                stale.unlink()
    for rel, text in files.items():
        path = out / rel
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8", newline="\n")
    return files
