"""Rule texts in our own words, with the venues' real structure (clauses: docs/DESIGN.md §7.6).

Each clause has two or three paraphrases (spelling, word order, tense); one is drawn per
event, so an extractor has to read meaning rather than match a fixed string. Every builder
returns the text with the clause ids it carries (S1, P1, C1, R1, ... of the catalogue).
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from datetime import date

from pipeline.demo.clock import kalshi_date, long_date
from pipeline.demo.wordings import Voice

__all__ = [
    "Names",
    "Style",
    "v1_advance_text",
    "v1_result_text",
    "v1_sibling_text",
    "v2_advance_rules",
    "v2_result_rules",
]

# --- venue_one (Gamma `description`) -------------------------------------------------------

_V1_WIN = (
    "In the upcoming game, scheduled for {date}, if {team} wins, this market will resolve to "
    '"Yes". Otherwise, this market will resolve to "No".',
    "This market is about the {title} game scheduled for {date}. If {team} wins, the market "
    'resolves to "Yes"; if the game ends in a draw or {opp} wins, it resolves to "No".',
    'If {team} win the game against {opp} scheduled for {date}, this market will resolve to "Yes". '
    'Any other result will resolve this market to "No".',
)
_V1_DRAW = (
    "In the upcoming game, scheduled for {date}, if the game ends in a draw, this market will "
    'resolve to "Yes". Otherwise, this market will resolve to "No".',
    "This market is about the {title} game scheduled for {date}. If the game ends in a draw, the "
    'market resolves to "Yes"; if either team wins, it resolves to "No".',
    "If the game between {first} and {second} scheduled for {date} ends in a draw, this market "
    'will resolve to "Yes". Any other result will resolve this market to "No".',
)
_P1 = (
    "If the game is postponed, this market will remain open until the game has been completed.",
    "Should the game be postponed, this market stays open until the rescheduled game has been "
    "played.",
    "If the match is delayed or postponed, the market will remain open until the match has been "
    "completed, however long that takes.",
)
_C1 = (
    'If the game is canceled entirely, with no make-up game, this market will resolve "{to}".',
    "If the game is cancelled outright and no make-up game is played, this market resolves to "
    '"{to}".',
    'A game that is canceled entirely, with no make-up game, resolves this market to "{to}".',
)
_S1 = (
    "This market refers only to the outcome within the first 90 minutes of regular play plus "
    "stoppage time.",
    "Only the result after the first 90 minutes of regular play, plus stoppage time, counts for "
    "this market.",
    "The market considers only the first 90 minutes of regular play and any stoppage time.",
)
_R1 = (
    "The primary resolution source for this market will be the official statistics of the event "
    "as recognized by the governing body or event organizers. However, if the governing body or "
    "event organizers have not published final match statistics within 2 hours of the event's "
    "conclusion, a consensus of credible reporting may be used instead.",
    "This market resolves according to the official match statistics recognized by the governing "
    "body or the event organizers. If no final statistics have been published within two hours "
    "after the match ends, a consensus of credible reporting will be used.",
    "Resolution is based on the official statistics of the governing body or event organizers; "
    "should they not be published within 2 hours of the end of the match, a consensus of credible "
    "reporting may be used instead.",
)
# The newer template; the first two state the extra-time exclusion outright.
_R2 = (
    "This market will resolve based on the official final result; any revisions to the score made "
    "after resolution will not be considered. Extra time and penalty shoot-outs are excluded.",
    "The official final result decides this market. Score revisions made after the market has "
    "resolved are ignored, and extra time and penalty shootouts do not count.",
    "This market will resolve based on the official final result; revisions to the score made "
    "after resolution will not be taken into account.",
)
# Polymarket US wording: a hard case beside the Gamma templates.
_P4 = (
    "If the game is postponed and is not rescheduled to take place within two weeks of its "
    "originally scheduled start, this market will resolve at the last fair market price, "
    "determined as of the time the postponement is announced.",
    "Where the game is postponed and not played within 2 weeks of the original start time, the "
    "market settles at its last fair market price as of the postponement announcement.",
)
# The aligned template: same branches as venue_two's club GAME rules.
_ALIGNED_VOID = (
    "If the game is cancelled, or is postponed and rescheduled to more than 48 hours after its "
    "original start time, this market will resolve to a fair price based on the last traded "
    "prices before the announcement.",
    "A canceled game, or one rescheduled to start more than 48 hours after its original time, "
    "resolves this market to a fair price in line with its last traded prices.",
)
_ALIGNED_SOURCE = (
    "This market resolves on the final score as reported by ESPN, with Fox Sports as the backup "
    "source.",
    "The final score reported by ESPN resolves this market; if ESPN does not report it, Fox "
    "Sports is used instead.",
)
_C2 = (
    "If the game is canceled entirely, with no make-up game, this market will resolve 50-50.",
    "If the game is cancelled outright with no make-up game, this market resolves 50-50, each "
    "outcome paying half.",
)


@dataclass(frozen=True)
class Names:
    """How one venue names a fixture: teams in listing order, and the date it writes."""

    home: str
    away: str
    first: str  # the team named first in the listing (the away side when inverted)
    second: str
    title: str
    day: date


class Style:
    """The paraphrase picked for each clause of one event."""

    def __init__(self, rng: random.Random) -> None:
        self._rng = random.Random(rng.getrandbits(64))
        self._picked: dict[str, int] = {}

    def pick(self, key: str, options: tuple[str, ...]) -> str:
        """The same paraphrase for `key` on every leg of the event."""
        if key not in self._picked:
            self._picked[key] = self._rng.randrange(len(options))
        return options[self._picked[key] % len(options)]


def _say(
    style: Style, voice: Voice | None, key: str, options: tuple[str, ...], as_: str = ""
) -> str:
    """Clause `key` of one market: the event's first wording, or the market's second one.

    The style is always asked first, so its draws (and every other leg's wording) do not
    depend on which markets speak the second way.
    """
    first = style.pick(key, options)
    return first if voice is None else voice.say(as_ or key, first)


def _fmt(template: str, n: Names, **extra: str) -> str:
    return template.format(
        date=long_date(n.day),
        home=n.home,
        away=n.away,
        first=n.first,
        second=n.second,
        title=n.title,
        **extra,
    )


def v1_result_text(
    style: Style, n: Names, team: str | None, tags: set[str], voice: Voice | None = None
) -> tuple[str, list[str]]:
    """The description of a 1X2 leg (`team` None for the draw), and its clause ids."""
    if team is None:
        paras = [_fmt(_say(style, voice, "draw", _V1_DRAW, "v1_draw"), n)]
    else:
        opp = n.away if team == n.home else n.home
        paras = [_fmt(_say(style, voice, "win", _V1_WIN, "v1_win"), n, team=team, opp=opp)]
    if "aligned_rules" in tags:
        paras += [_say(style, voice, "aligned", _ALIGNED_VOID), _say(style, voice, "S1", _S1)]
        paras.append(_say(style, voice, "aligned_src", _ALIGNED_SOURCE))
        return "\n\n".join(paras), ["S1", "P2", "C4", "R3"]
    clauses = ["S1", "C1", "R1"]
    if "P4" in tags:
        paras.append(_say(style, voice, "P4", _P4))
        clauses.append("P4")
    else:
        paras.append(_say(style, voice, "P1", _P1))
        clauses.append("P1")
    paras.append(_say(style, voice, "C1", _C1).format(to="Yes" if team is None else "No"))
    paras += [_say(style, voice, "S1", _S1), _say(style, voice, "R1", _R1)]
    if "R2" in tags:
        # Knockout listings use a paraphrase that names the extra-time exclusion.
        if "knockout" in tags:
            paras.append(style.pick("R2", _R2[:2]))
        else:
            paras.append(_say(style, voice, "R2", _R2))
        clauses.append("R2")
    return "\n\n".join(paras), sorted(clauses)


_V1_ADVANCE = (
    "In the upcoming game, scheduled for {date}, this market will resolve to "
    '"{first}" if {first} advances from the tie and to "{second}" if {second} '
    "advances. Extra time and penalty shoot-outs count towards the result.",
)


def v1_advance_text(style: Style, n: Names, voice: Voice | None = None) -> tuple[str, list[str]]:
    """The older two-way template: who advances, extra time and penalties count, C2."""
    # One wording of its own: not drawn, so the event's other draws stay as they were.
    outcome = _V1_ADVANCE[0] if voice is None else voice.say("v1_advance", _V1_ADVANCE[0])
    outcome = _fmt(outcome, n)
    paras = [
        outcome,
        _say(style, voice, "P1", _P1),
        _say(style, voice, "C2", _C2),
        _say(style, voice, "R1", _R1),
    ]
    return "\n\n".join(paras), ["C2", "P1", "R1", "S6"]


_SIBLINGS = {
    "totals": (
        "In the upcoming game, scheduled for {date}, if {first} and {second} combine for more than "
        '2.5 goals, this market will resolve to "Over". Otherwise, this market will resolve to '
        '"Under".',
        "C2",
    ),
    "both_teams_to_score": (
        "In the upcoming game, scheduled for {date}, if both {first} and {second} score at least "
        'one goal, this market will resolve to "Yes". Otherwise, this market will resolve to "No".',
        "C2",
    ),
    "exact_score": (
        "In the upcoming game, scheduled for {date}, if the final score is {first} 0 - 0 {second}, "
        'this market will resolve to "Yes". Otherwise, this market will resolve to "No". If the '
        "game is canceled entirely, with no make-up game, the exact score markets of this game "
        'resolve as if the final score were 0-0, so this market resolves to "Yes".',
        "C3",
    ),
    "first_to_score": (
        "In the upcoming game, scheduled for {date}, if neither {first} nor {second} scores, this "
        'market will resolve to "Yes". Otherwise, this market will resolve to "No". If the game is '
        'canceled entirely, with no make-up game, the first-to-score market resolves to "Neither", '
        'so this market resolves to "Yes".',
        "C3",
    ),
}


def v1_sibling_text(
    style: Style, n: Names, kind: str, voice: Voice | None = None
) -> tuple[str, list[str]]:
    """The description of a "more markets" sibling (totals, BTTS, exact score, first scorer)."""
    template, void = _SIBLINGS[kind]
    paras = [_fmt(template, n), _say(style, voice, "P1", _P1)]
    if void == "C2":
        paras.append(_say(style, voice, "C2", _C2))
    paras += [_say(style, voice, "S1", _S1), _say(style, voice, "R1", _R1)]
    return "\n\n".join(paras), sorted(["S1", "P1", void, "R1"])


# --- venue_two (Kalshi `rules_primary` / `rules_secondary`) ---------------------------------

_GAME = (
    "the {home} vs {away} professional {league} soccer game originally scheduled for {date}",
    "the {home} vs {away} {league} professional soccer game originally scheduled for {date}",
)
_SCOPE_PRIMARY = {
    "S2": (
        " after 90 minutes plus stoppage time (does not include extra time or penalties)",
        " after 90 minutes plus stoppage time (extra time and penalties not included)",
    ),
    "S3": (" after 90 minutes plus stoppage time",),
    "S4": ("",),
    "S5": (" during the entire game (regulation, stoppage and any extra time periods)",),
}
_INTRO = (
    "The following market refers to {game}.",
    "This market refers to {game}.",
)
_SCOPE_SECONDARY = {
    "regulation": (
        "The market will be determined after 90 minutes plus stoppage time; extra time and "
        "penalties are not included.",
        "Only the result after 90 minutes plus stoppage time counts; extra time and penalty "
        "shootouts do not.",
    ),
    "S3": (
        "Extra time and penalties are excluded.",
        "Results from extra time or a penalty shootout are excluded.",
    ),
    "S5": (
        "The market covers the entire game, including regulation, stoppage time and any extra time "
        "periods; a penalty shootout is not included.",
    ),
}
_D1 = (
    'If the game ends in a tie, the market named "Tie" resolves to Yes.',
    'A drawn game resolves the market named "Tie" to Yes.',
)
_P2 = (
    "If the game is cancelled or rescheduled to more than 48 hours away, the market resolves to a "
    "fair price in accordance with the rules.",
    "If the game is canceled, or rescheduled to more than 48 hours after its original start, the "
    "market will resolve to a fair price in accordance with the Rules.",
    "Should the game be cancelled or moved more than 48 hours from its scheduled time, the market "
    "resolves to a fair price as determined under the rules.",
)
_P3 = (
    "If the game is postponed but starts within 48 hours of its originally scheduled time, the "
    "market will remain open; otherwise it resolves to a fair price in accordance with the rules. "
    "If the game is cancelled, the market resolves to a fair price in accordance with the rules.",
    "A postponed game that begins within 48 hours of the original start keeps this market open. "
    "If it does not, or if the game is canceled, the market resolves to a fair price per the "
    "rules.",
)


def v2_result_rules(
    style: Style,
    n: Names,
    league: str,
    team: str | None,
    scope: str,
    tags: set[str],
    voice: Voice | None = None,
) -> tuple[str, str, list[str]]:
    """(rules_primary, rules_secondary, clause ids) of one GAME leg (`team` None: Tie)."""
    game = style.pick("game", _GAME).format(
        home=n.home, away=n.away, league=league, date=kalshi_date(n.day)
    )
    scope_text = style.pick(f"scope_{scope}", _SCOPE_PRIMARY[scope])
    if scope == "S2" and voice is not None:
        scope_text = voice.say("S2", scope_text)
    if team is None:
        verb = "If Tie wins " if scope == "S3" else "If Tie is the result of "
        primary = f"{verb}{game}{scope_text}, then the market resolves to Yes."
        if voice is not None:
            primary = voice.say("v2_tie", primary).format(game=game, scope=scope_text)
    else:
        primary = f"If {team} wins {game}{scope_text}, then the market resolves to Yes."
        if voice is not None:
            opp = n.away if team == n.home else n.home
            primary = voice.say("v2_win", primary).format(
                team=team, opp=opp, game=game, scope=scope_text
            )
    secondary_scope = _SCOPE_SECONDARY.get(scope, _SCOPE_SECONDARY["regulation"])
    scope_key = {"S3": "secondary_S3", "S5": "secondary_S5"}.get(scope, "secondary_regulation")
    paras = [
        style.pick("intro", _INTRO).format(game=game),
        _say(style, voice, f"secondary_{scope}", secondary_scope, scope_key),
        _say(style, voice, "D1", _D1),
    ]
    clauses = [scope, "C4", "R3"]
    if "P3" in tags:
        paras.append(_say(style, voice, "P3", _P3))
        clauses.append("P3")
    else:
        paras.append(_say(style, voice, "P2", _P2))
        clauses.append("P2")
    if team is None:
        clauses.append("D1")
    return primary, " ".join(paras), sorted(clauses)


_S6 = (
    "If {team} advances past {opp} in the {tie}, including extra time and penalties, then the "
    "market resolves to Yes.",
    "If {team} advances to the next round over {opp} in the {tie} (extra time and penalty "
    "shootouts included), then the market resolves to Yes.",
)


def v2_advance_rules(
    style: Style, n: Names, team: str, opp: str, tie: str, voice: Voice | None = None
) -> tuple[str, str, list[str]]:
    """(rules_primary, rules_secondary, clause ids) of one ADVANCE leg."""
    primary = _say(style, voice, "S6", _S6).format(team=team, opp=opp, tie=tie)
    secondary = (
        f"The following market refers to the {n.home} vs {n.away} {tie}, whose deciding game is "
        f"scheduled for {kalshi_date(n.day)}. The team that advances after all games of the tie, "
        "including any extra time and penalty shootout, wins. If the tie cannot be completed "
        "because a game is cancelled or rescheduled to more than 48 hours away, the market "
        "resolves to a fair price in accordance with the rules."
    )
    return primary, secondary, ["C4", "P2", "R3", "S6"]
