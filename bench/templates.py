"""Rule-text templates for synthetic coverage, rendered by the demo generator's own builders.

The demo's clause paraphrases (`pipeline.demo.rules_text`) are rendered with placeholder
names and one fixed date, then the placeholders are filled per synthetic leg: team names
(`@H@`, `@A@`, in listing order), the Gamma and Kalshi dates (`@D1@`, `@D2@`), the league
(`@L@`) and the tie name (`@T@`). Besides the clean texts, each template has mutated
variants (a clause dropped, an unfamiliar clause added, a word the patterns do not know),
so the engine also meets unreadable, conflicting and absent clauses.
"""

from __future__ import annotations

import random
from datetime import date

import polars as pl

from pipeline.demo.clock import kalshi_date, long_date
from pipeline.demo.rules_text import (
    Names,
    Style,
    v1_advance_text,
    v1_result_text,
    v1_sibling_text,
    v2_advance_rules,
    v2_result_rules,
)

__all__ = ["NOISE", "TEMPLATE_SCHEMA", "V1_FAMILIES", "V2_FAMILIES", "templates"]

H, A, D1, D2, LEAGUE, TIE = "@H@", "@A@", "@D1@", "@D2@", "@L@", "@T@"
_DAY = date(2031, 7, 19)  # rendered, then replaced by @D1@ / @D2@
_NAMES = Names(H, A, H, A, f"{H} vs. {A}", _DAY)

TEMPLATE_SCHEMA = pl.Schema(
    {
        "template_id": pl.Int64(),
        "venue": pl.String(),
        "family": pl.String(),
        "role": pl.String(),  # home | draw | away | advance_home | advance_away | sibling
        "mutated": pl.Boolean(),
        "primary": pl.String(),
        "secondary": pl.String(),
    }
)
V1_FAMILIES = ("plain", "R2", "R2_ko", "P4", "P4_R2", "aligned")
V2_FAMILIES = ("S2", "S3", "S4", "S5", "S2_P3", "S3_P3", "S4_P3")
_V1_TAGS = {
    "plain": set[str](),
    "R2": {"R2"},
    "R2_ko": {"R2", "knockout"},
    "P4": {"P4"},
    "P4_R2": {"P4", "R2"},
    "aligned": {"aligned_rules"},
}
# Clauses in words the venues' templates do not use: each one lands on a dimension.
NOISE = (
    "Kalshi will determine the outcome at its sole discretion if the result is disputed.",
    "This market does not include extra time or penalty shoot-outs.",
    "Extra time counts towards the result.",
    "If the match is postponed by more than 72 hours, this market resolves to a refund.",
    "If the match is abandoned, this market resolves 50-50.",
    'If the game is abandoned before full time, the market will resolve to "No".',
    "The result will be taken from ESPN; if ESPN is unavailable, Sofascore will be used instead.",
    "Results are according to the official league website.",
    "Trading may be suspended at any time.",
    'If the match is postponed, the market resolves to "0-0".',
    "Any corrections to the score made after resolution will be ignored.",
    "The market settles within 24 hours of the end of the match.",
    "If the game is rescheduled, the market stays open until it is played.",
    "Should the fixture be cancelled, the market will be treated as a draw.",
    "If the game is delayed for three days or more, the market resolves to the last traded price.",
    "If the game is deferred, the market waits for the new date.",
    "Only the full-time whistle matters for this market.",
)
# (word the templates use, word the patterns do not know)
_SWAPS = (
    ("postponed", "deferred"),
    ("canceled", "voided by the league"),
    ("cancelled", "scrapped"),
    ("90 minutes", "full time"),
    ("extra time", "added time"),
    ("official", "recognised"),
    ("consensus of credible reporting", "general agreement in the press"),
    ("fair price", "price we consider fair"),
)


def _placeholders(text: str) -> str:
    return text.replace(long_date(_DAY), D1).replace(kalshi_date(_DAY), D2)


def _base(seeds: int) -> list[tuple[str, str, str, str, str]]:
    """(venue, family, role, primary, secondary) of every clean template, deduplicated."""
    out: dict[tuple[str, str, str, str, str], None] = {}
    for seed in range(seeds):
        rng = random.Random(f"bench-templates:{seed}")
        for family, tags in _V1_TAGS.items():
            style = Style(rng)
            for role, team in (("home", H), ("draw", None), ("away", A)):
                text, _ = v1_result_text(style, _NAMES, team, tags)
                out["venue_one", family, role, _placeholders(text), ""] = None
        style = Style(rng)
        text, _ = v1_advance_text(style, _NAMES)
        for role in ("advance_home", "advance_away"):
            out["venue_one", "advance", role, _placeholders(text), ""] = None
        for kind in ("totals", "both_teams_to_score", "exact_score", "first_to_score"):
            text, _ = v1_sibling_text(Style(rng), _NAMES, kind)
            out["venue_one", f"sibling_{kind}", "sibling", _placeholders(text), ""] = None
        for family in V2_FAMILIES:
            scope, _, p3 = family.partition("_")
            style = Style(rng)
            for role, team in (("home", H), ("draw", None), ("away", A)):
                primary, secondary, _ = v2_result_rules(
                    style, _NAMES, LEAGUE, team, scope, {p3} if p3 else set()
                )
                out["venue_two", family, role, _placeholders(primary), _placeholders(secondary)] = (
                    None
                )
        style = Style(rng)
        for role, team, opp in (("advance_home", H, A), ("advance_away", A, H)):
            primary, secondary, _ = v2_advance_rules(style, _NAMES, team, opp, TIE)
            out["venue_two", "advance", role, _placeholders(primary), _placeholders(secondary)] = (
                None
            )
    return list(out)


def _mutate(rng: random.Random, primary: str, secondary: str, venue: str) -> tuple[str, str]:
    """One mutation: drop a clause, add an unfamiliar one, or swap a known word out."""
    field = secondary if venue == "venue_two" and secondary else primary
    sep = "\n\n" if field is primary and venue == "venue_one" else " "
    parts = field.split(sep)
    how = rng.randrange(3)
    if how == 0 and len(parts) > 1:
        del parts[rng.randrange(1, len(parts))]
        field_new = sep.join(parts)
    elif how == 1 or len(parts) <= 1:
        parts.insert(rng.randrange(1, len(parts) + 1), rng.choice(NOISE))
        field_new = sep.join(parts)
    else:
        present = [s for s in _SWAPS if s[0] in field]
        old, new = rng.choice(present) if present else ("market", "contract")
        field_new = field.replace(old, new)
    if field is secondary and venue == "venue_two" and secondary:
        return primary, field_new
    return field_new, secondary


def templates(seeds: int = 24, mutations: int = 3) -> pl.DataFrame:
    """Every template (TEMPLATE_SCHEMA): clean ones, then `mutations` variants of each."""
    rows = [(*b, False) for b in _base(seeds)]
    rng = random.Random("bench-mutations")
    mutated = []
    for venue, family, role, primary, secondary, _ in rows:
        for _ in range(mutations):
            p, s = _mutate(rng, primary, secondary, venue)
            mutated.append((venue, family, role, p, s, True))
    frame = pl.DataFrame(
        rows + mutated,
        schema=["venue", "family", "role", "primary", "secondary", "mutated"],
        orient="row",
    ).unique(["venue", "family", "role", "primary", "secondary"], maintain_order=True)
    return frame.with_row_index("template_id").select(
        pl.col(c).cast(t) for c, t in TEMPLATE_SCHEMA.items()
    )
