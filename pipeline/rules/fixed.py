"""What a leg's Yes pays when a void match is settled as a fixed outcome (C3).

A text that settles a cancelled match "as 0-0" or "as Neither" does not say what this leg
pays: that follows from the leg's own bet evaluated on the fixed result. The record carries
that payout (`yes` or `no`), so the engine compares it with the other venue's payout like any
other (an exact-score 2-1 leg settled as 0-0 pays No, the same as a leg that says "resolves
No"); the fixed result itself stays in `void_fixed_outcome`. The bet is the one the text
states: a record is read once per distinct text, and several listings may share one text
("resolves to the exact final score", one market per score), so the listing's label never
decides it. Where the text's bet is not read (its scoreline, side or line unknown, a text
listing every outcome) or cannot be evaluated on the fixed result (a half, an advance leg),
the payout is not known: `None`, never a guess.
"""

from __future__ import annotations

import re

__all__ = ["payout_on_fixed"]

_SCORE = re.compile(r"(\d+)\s*[-–:]\s*(\d+)")
# "Neither", "no goal", "goalless", "nil-nil": no team scored.
_NONE_SCORED = re.compile(
    r"(?i)\b(?:neither|no\s+goals?|no\s+team|nobody|none|goalless|scoreless|nil[- ]nil|0-0)\b"
)
# What pays Yes: the words after a "Yes" up to the next consequence or the clause's end
# ('Yes if Mainz score the first goal', '"Yes" if the first goal is scored by Mainz, and
# "No" if ...').
_YES_PART = re.compile(
    r"(?i)\byes\b[\"”'’]?\s*((?:(?!\bno\b)[^.;\n])*?)(?:,?\s*(?:and|or|but)?\s*[\"“'‘]?no\b|[.;\n]|$)"
)
_FIRST_SCORER = re.compile(
    r"(?i)\bscores?\s+first\b|\bfirst\s+(?:team\s+)?to\s+score\b|\b(?:first|opening)\s+goal\b"
    r"|\bopens?\s+the\s+scoring\b|\bscores?\s+(?:the\s+)?opener\b"
)


def _scoreline(text: str | None) -> tuple[int, int] | None:
    if not text:
        return None
    m = _SCORE.search(text)
    return None if m is None else (int(m.group(1)), int(m.group(2)))


def payout_on_fixed(
    fixed: str | None,
    family: str | None,
    side: str | None,
    line: float | None,
    text: str,
    fixed_clause: str | None,
) -> str | None:
    """`yes`/`no`: what the leg's Yes pays when the match is settled as `fixed`; else None.

    `side` and `line` are the record's `outcome_side` and `outcome_line` (read from the
    text); `text` is the leg's rule text and `fixed_clause` the clause that states the fixed
    result (a first-scorer leg's own Yes is read from the rest of the text).
    """
    if not fixed:
        return None
    score = _scoreline(fixed)
    none_scored = score == (0, 0) or (score is None and bool(_NONE_SCORED.search(fixed)))
    if score is None and none_scored:
        score = (0, 0)
    if family == "other":
        # A first-team-to-score leg whose text pays Yes on a team scoring first: "Neither"
        # pays it No. A text that also names "Neither" or no goal elsewhere lists every
        # outcome (or is the Neither leg): not known.
        rest = text.replace(fixed_clause, " ") if fixed_clause else text
        yes = _YES_PART.search(rest)
        if not none_scored or yes is None:
            return None
        if _NONE_SCORED.search(yes.group(1)):
            return "yes"
        return "no" if _FIRST_SCORER.search(yes.group(1)) else None
    if score is None:
        return None
    home, away = score
    verdict: bool | None = None
    if family == "exact_score":
        leg = _scoreline(side)
        if leg is not None:
            verdict = leg == (home, away)
    elif family == "draw":
        verdict = home == away
    elif family == "win" and side in ("home", "away"):
        verdict = home > away if side == "home" else away > home
    elif family == "total" and line is not None and side in ("over", "under"):
        verdict = home + away > line if side == "over" else home + away < line
    elif family == "btts" and side in ("yes", "no"):
        both = home > 0 and away > 0
        verdict = both if side == "yes" else not both
    elif family == "spread" and line is not None and side in ("home", "away"):
        verdict = (home - away if side == "home" else away - home) > line
    if verdict is None:
        return None
    return "yes" if verdict else "no"
