"""The 1X2 outcome read by meaning, cross-checked against the listing's own label.

The clause patterns in `patterns.py` recognize outcome sentences by their shape ("if X
wins", "if Tie is the result"). Venues also write the same meaning in shapes those patterns
do not know: "Athletic need to come out on top against Sevilla for this market to pay out
Yes", "should the match end all square, the market shall resolve Yes". This reader takes
the clause that pays Yes and asks only what it is about:

- a draw (`vocabulary.DRAW_WORDS`: drawn, tied, level, all square, stalemate...), or
- a team winning (`WIN_WORDS`: wins, beats, comes out on top, victory for, is ahead...),

and which of the listing's two teams the clause names first. It is used only where the
shape patterns found no outcome, and it never decides alone: the listing's label (the
venue's own name for the Yes side) must say the same thing. A clause that negates the win
("fails to win", "loses"), names both a draw and a win, or names a team the label does not,
yields no reading, so the leg stays RULE_UNRECOGNIZED on outcome rather than misread.
"""

from __future__ import annotations

import re
import unicodedata
from functools import lru_cache

from pipeline.rules import patterns as P
from pipeline.rules import vocabulary as V

__all__ = ["outcome_by_meaning", "team_side"]

_CLAUSES = re.compile(r"[^.;!?\n]+(?:[.!?](?=\w)[^.;!?\n]*)*")
# A clause may join two outcomes ("Yes if level, and No if either side wins"): each part
# is judged alone.
_JOIN = re.compile(r",\s*(?:and|but|or|while|whereas|otherwise)\s+|\s+(?:otherwise|else)\b")
_EXCLUSION = re.compile(P.EXCLUSION)
_PAREN = re.compile(r"\([^()]*\)")
_YES = re.compile(r"(?i)(?<![\w-])[\"“'‘]?yes\b")
_OTHER_MARKET = re.compile(V.OTHER_MARKET_YES)
_DRAW = re.compile(V.DRAW_WORDS)
_WIN = re.compile(V.WIN_WORDS)
_NEGATED = re.compile(V.WIN_NEGATED)
_VS = re.compile(r"\s+(?:vs\.?|v\.?)\s+")
_GENERIC = frozenset(V.GENERIC_NAME_TOKENS)


def _fold(s: str) -> str:
    s = unicodedata.normalize("NFKD", s)
    s = "".join(ch for ch in s if not unicodedata.combining(ch)).lower()
    return re.sub(r"[^a-z0-9]+", " ", s).strip()


def _tokens(name: str) -> set[str]:
    return {t for t in _fold(name).split() if len(t) >= 3 and t not in _GENERIC and not t.isdigit()}


def _first_mention(clause: str, teams: dict[str, set[str]]) -> str | None:
    """The team (key of `teams`) whose distinctive name token comes first in `clause`."""
    words = _fold(clause).split()
    for word in words:
        hits = [team for team, toks in teams.items() if word in toks]
        if len(hits) == 1:
            return hits[0]
    return None


@lru_cache(maxsize=65536)
def outcome_by_meaning(
    text: str, label: str | None, event_title: str | None
) -> tuple[str, str | None, str] | None:
    """(kind `win`|`draw`, team as the label writes it, the clause) or None when unsure."""
    if not label or not event_title:
        return None
    names = _VS.split(re.sub(r"(?:\s+-\s+[^-]*|:\s+[^:]*)$", "", event_title))
    if len(names) != 2:
        return None
    teams = {"home": _tokens(names[0]), "away": _tokens(names[1])}
    shared = teams["home"] & teams["away"]
    teams = {k: v - shared for k, v in teams.items()}
    label_is_draw = re.match(V.DRAW_LABEL, label) is not None
    label_team = None
    if not label_is_draw:
        label_tokens = _tokens(label) - shared
        label_team = next((k for k, v in teams.items() if label_tokens & v), None)
        if label_team is None:
            return None
    readings: set[tuple[str, str | None]] = set()
    evidence = None
    parts = (
        part.strip()
        for m in _CLAUSES.finditer(text)
        for part in _JOIN.split(m.group(0))
        if part.strip()
    )
    for clause in parts:
        if not _YES.search(clause) or _OTHER_MARKET.search(clause):
            continue
        # Exclusions of extra time ("does not include penalties") negate the scope, not
        # the result, and a parenthesis only qualifies the clause.
        plain = _PAREN.sub(" ", _EXCLUSION.sub(" ", clause))
        draw, win = bool(_DRAW.search(plain)), bool(_WIN.search(plain))
        if draw == win or _NEGATED.search(plain):
            continue
        reading = ("draw", None) if draw else ("win", _first_mention(clause, teams))
        if reading == ("win", None):
            continue
        readings.add(reading)
        evidence = evidence or clause
    if len(readings) != 1 or evidence is None:
        return None
    kind, side = readings.pop()
    if kind == "draw":
        return ("draw", None, evidence) if label_is_draw else None
    if label_is_draw or side != label_team:
        return None
    return "win", label, evidence


def _folded_whole(name: str) -> str:
    """A name with club affixes and punctuation dropped: "Chelsea FC" -> "chelsea"."""
    return "".join(ch for ch in re.sub(V.CLUB_AFFIXES, "", name.lower()) if ch.isalnum())


def _covers(short: set[str], full: set[str]) -> bool:
    """Every distinctive word of `short` is a word of `full` or begins one ("Brest" ->
    "Brestois", "Man" -> "Manchester")."""
    return bool(short) and all(any(w == t or w.startswith(t) for w in full) for t in short)


@lru_cache(maxsize=65536)
def team_side(team: str | None, event_title: str | None) -> str | None:
    """`home` / `away`: which of the listing's two teams (from its "A vs B" title) `team`
    names, or None unless exactly one of them fits.

    The whole folded name first (equal, or a prefix of four letters or more); then word by
    word, where every distinctive word of `team` starts a word of exactly one side's name
    ("Brest" in "Stade Brestois 29", "Man City" in "Manchester City").
    """
    if not team or not event_title:
        return None
    names = _VS.split(re.sub(r"(?:\s+-\s+[^-]*|:\s+[^:]*)$", "", event_title))
    if len(names) != 2:
        return None
    key = _folded_whole(team)
    if not key:
        return None
    whole = [n == key or (n.startswith(key) and len(key) >= 4) for n in map(_folded_whole, names)]
    if sum(whole) == 1:
        return "home" if whole[0] else "away"
    if any(whole):
        return None
    home, away = _tokens(names[0]), _tokens(names[1])
    shared = home & away
    short = _tokens(team) - shared
    fits = [_covers(short, home - shared), _covers(short, away - shared)]
    if sum(fits) != 1:
        return None
    return "home" if fits[0] else "away"
