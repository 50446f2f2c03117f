"""Second wordings of every clause, chosen per market, so the demo is not one template per venue.

`rules_text` holds each clause's first wording (two or three paraphrases, one drawn per
event). Here each clause gets a second wording written afresh from what the clause means
(docs/DESIGN.md §7.6), in other words, word order and voice. Per market, a `Voice` seeded
by the demo seed and the market's own key decides clause by clause whether the second
wording replaces the first, so the choice is stable for a seed and independent of every
other random stream of the generator.

`SECOND` holds the wordings the demo uses. `PENDING_WORDINGS` holds second wordings the
current reader does not yet read as their first wording reads (unused by default: the
demo only carries texts the engine reads correctly, so its figures stay honest); enable
one by deleting its entry from `_PENDING` once the reader reads it:
`tests/test_demo_wordings.py` then checks it reads like the first wording, and
`python -m tests.test_demo_wordings` lists what each written wording reads as.

Placeholders are those of the clause's first wording: ``{team}``, ``{opp}``, ``{first}``,
``{second}``, ``{date}``, ``{to}``, ``{game}``, ``{scope}``, ``{tie}``; the outcome of a leg
of another family also takes ``{goals}`` (the goal count that beats its line), ``{home}``,
``{away}``, ``{home_goals}`` and ``{away_goals}``.
"""

from __future__ import annotations

import random
from collections.abc import Mapping

__all__ = ["PENDING_WORDINGS", "SECOND", "SECOND_SHARE", "WRITTEN", "Voice"]

# Of the clauses that have a second wording, the share a market says the second way.
SECOND_SHARE = 0.5

# Every second wording written, before the reader was asked: SECOND and PENDING_WORDINGS
# split this table, and the test keeps them a partition of it.
WRITTEN: dict[str, tuple[str, ...]] = {
    # -- outcome ---------------------------------------------------------------------------
    "v1_win": (
        'This market pays "Yes" if {team} beat {opp} in the game on {date}; a draw or a win '
        'for {opp} pays "No".',
        "{team} must come out on top against {opp} on {date} for this market to resolve to "
        '"Yes". A draw or a defeat resolves it to "No".',
    ),
    "v1_draw": (
        'This market resolves to "Yes" if {first} and {second} finish level in their game on '
        '{date}, and to "No" if either side wins.',
        "If neither {first} nor {second} wins the game scheduled for {date}, this market "
        'resolves to "Yes"; a win for either team resolves it to "No".',
    ),
    "v2_win": (
        "If {team} defeats {opp} in {game}{scope}, then the market resolves to Yes.",
        "The market resolves to Yes if {team} beats {opp} in {game}{scope}.",
    ),
    "v2_tie": (
        "If {game} ends level{scope}, then the market resolves to Yes.",
        "The market resolves to Yes if neither team wins {game}{scope}.",
    ),
    "D1": (
        'The market called "Tie" pays Yes when neither team wins.',
        'If the teams finish level, Yes pays on the market named "Tie".',
    ),
    "v1_advance": (
        'This market resolves to "{first}" if {first} go through to the next round at the end '
        'of the tie decided on {date}, and to "{second}" if {second} go through. Goals in extra '
        "time and the result of any penalty shoot-out count.",
        "Whichever of {first} and {second} qualifies for the next round from the tie decided on "
        '{date} wins this market: "{first}" or "{second}". Extra time and penalties are '
        "included.",
    ),
    "S6": (
        "If {team} goes through to the next round at the expense of {opp} in the {tie}, with "
        "extra time and penalties counting, then the market resolves to Yes.",
        "The market resolves to Yes if {team} knocks {opp} out of the {tie}; extra time and "
        "any penalty shoot-out count.",
    ),
    # -- outcome of the other families (venue_one) -------------------------------------------
    "v1_spread": (
        'This market resolves to "Yes" if {team} win the game on {date} by a margin of at least '
        '{goals} goals; a smaller win, a draw or a defeat resolves it to "No".',
    ),
    "v1_total": (
        'This market resolves to "Over" when the two teams score at least {goals} goals between '
        'them in the game on {date}, and to "Under" when they score fewer.',
    ),
    "v1_btts": (
        'This market resolves to "Yes" when both sides find the net at least once in the game '
        'on {date}; if one of them, or both, end the game without a goal, it resolves to "No".',
    ),
    "v1_half": (
        'This market resolves to "Yes" if {team} is in front at the break in the game on {date}, '
        "first-half stoppage time included; a level score or a deficit at the interval resolves "
        'it to "No".',
    ),
    "v1_exact": (
        'This exact-score market resolves to "Yes" only if the game on {date} finishes {home} '
        '{home_goals}, {away} {away_goals}, and to "No" on any other score.',
    ),
    # -- scope -----------------------------------------------------------------------------
    "S1": (
        "Only regulation time counts: the 90 minutes plus any stoppage time. Extra time and "
        "penalties are ignored.",
        "Goals in extra time or a penalty shoot-out do not count towards this market, which is "
        "decided on the score at the end of normal time (90 minutes plus stoppage time).",
    ),
    "S2": (
        " in regulation time (90 minutes plus stoppage time; extra time and any shoot-out are "
        "not counted)",
        " at the end of 90 minutes and stoppage time, with extra time and penalties left out",
    ),
    "secondary_regulation": (
        "Extra time and penalty shoot-outs do not count: the market is settled on the score "
        "after 90 minutes plus stoppage time.",
        "The result that counts is the one at the end of regulation (90 minutes plus stoppage "
        "time); anything after that is disregarded.",
    ),
    "S_half": ("Any extra time or penalty shoot-out is left out of this market.",),
    "secondary_S3": (
        "Neither extra time nor a penalty shootout counts.",
        "Any extra time or shoot-out is left out.",
    ),
    # -- source, its fallback and the result deadline ----------------------------------------
    "R1": (
        "The result is taken from the official match statistics published by the governing "
        "body or the organisers of the event. Where final statistics are still unpublished two "
        "hours after the final whistle, a consensus of credible reporting will be used instead.",
        "Official statistics from the event organizers or governing body are the resolution "
        "source; if they have not been released within 2 hours of the end of the game, the "
        "market resolves on a consensus of credible reporting.",
    ),
    "R2": (
        "Once the market has resolved, later corrections to the score are disregarded.",
        "The official final result is used, and any change to the score after resolution has "
        "no effect on this market.",
    ),
    "aligned_src": (
        "ESPN's final score settles this market, with Fox Sports as the fallback source.",
        "This market is resolved from the final score on ESPN; Fox Sports serves as the backup.",
    ),
    # -- postponement window and long postponement -----------------------------------------
    "P1": (
        "A postponement does not settle this market: it stays open until the game is "
        "eventually played.",
        "Should the game be moved to a later date, the market waits for the rescheduled game "
        "and remains open until it has been played, however late that is.",
    ),
    "P2": (
        "If the game is called off, or moved to a start more than 48 hours after its original "
        "time, the market settles at a fair price under the rules.",
        "A cancelled game, or one pushed back by more than 48 hours, resolves the market to a "
        "fair price as the rules set out.",
    ),
    "P3": (
        "If the game is postponed, the market stays open as long as the game kicks off within "
        "48 hours of its original start; if it starts later than that, or is cancelled, the "
        "market resolves to a fair price under the rules.",
        "Postponed games that still start within 48 hours of the scheduled time keep this "
        "market open. Otherwise, and for a cancelled game, a fair price is paid under the "
        "rules.",
    ),
    "P4": (
        "If the game is postponed and does not take place within 14 days of its original "
        "kick-off, this market settles at its last fair market price, taken when the "
        "postponement was announced.",
        "Should a postponed game not be played within two weeks of its scheduled start, the "
        "market resolves at the last fair market price as of the postponement announcement.",
    ),
    # -- cancellation --------------------------------------------------------------------
    "C1": (
        "Should the game be called off for good and never replayed, this market resolves to "
        '"{to}".',
        "If the game is scrapped altogether and no make-up game is played, the market settles "
        '"{to}".',
    ),
    "C2": (
        "A game called off for good, with no make-up game, settles this market 50-50.",
        "If the game is scrapped and never replayed, the market resolves 50-50: each outcome "
        "pays half.",
    ),
    "C3": (
        "Should the game be cancelled with no make-up game, every exact-score market of this "
        'game settles as though it had finished 0-0, which resolves this market to "{to}".',
        "A cancelled game with no make-up game counts as a 0-0 draw for exact-score markets, "
        'so this market then resolves to "{to}".',
    ),
    "aligned": (
        "Should the game be called off, or moved to a start more than 48 hours after its "
        "original kick-off, the market settles at a fair price based on its last traded prices "
        "before the announcement.",
        "A game that is cancelled, or rescheduled to begin more than 48 hours late, resolves "
        "this market to a fair price taken from the last traded prices.",
    ),
    # -- abandonment ---------------------------------------------------------------------
    "A_v1": (
        "If the game is abandoned and not completed, this market resolves 50-50.",
        "Should play be stopped and the game never finished, the market settles 50-50.",
    ),
    "A_v2": (
        "If the game is abandoned before the final whistle and not completed, the market "
        "resolves to a fair price in accordance with the rules.",
        "A game halted and never completed resolves the market to a fair price under the rules.",
    ),
}


# (clause key, index in WRITTEN) of the second wordings the current reader does not read
# as it reads the first wording (checked by `python -m tests.test_demo_wordings`). Unused
# by default; delete an entry once the reader reads it, and the demo starts saying it.
_PENDING: frozenset[tuple[str, int]] = frozenset()

# clause key (as `rules_text` names it) -> second wordings the demo uses.
SECOND: dict[str, tuple[str, ...]] = {
    key: kept
    for key, wordings in WRITTEN.items()
    if (kept := tuple(w for i, w in enumerate(wordings) if (key, i) not in _PENDING))
}
# Second wordings the current reader does not read like the first (see the module doc).
PENDING_WORDINGS: dict[str, tuple[str, ...]] = {
    key: pending
    for key, wordings in WRITTEN.items()
    if (pending := tuple(w for i, w in enumerate(wordings) if (key, i) in _PENDING))
}


class Voice:
    """Which clauses of one market take their second wording: seeded by seed and market key."""

    def __init__(
        self,
        seed: int | str,
        market: str,
        *,
        table: Mapping[str, tuple[str, ...]] | None = None,
        share: float = SECOND_SHARE,
        forced: Mapping[str, int] | None = None,
    ) -> None:
        self.seed = seed
        self.market = market
        self.table = SECOND if table is None else table
        self.share = share
        self.forced = dict(forced or {})
        self.used: dict[str, int] = {}

    def say(self, key: str, first: str) -> str:
        """The clause `key` as this market says it: `first`, or one of its second wordings."""
        options = self.table.get(key, ())
        if key in self.forced:
            index = self.forced[key]
        elif not options:
            return first
        else:
            rng = random.Random(f"{self.seed}:wording:{self.market}:{key}")
            if rng.random() >= self.share:
                return first
            index = rng.randrange(len(options))
        self.used[key] = index
        return options[index]

    @classmethod
    def first_only(cls) -> Voice:
        """A voice that always says the first wording."""
        return cls(0, "", table={}, share=0.0)
