"""House rules written for many kinds of market, and a bookmaker's words for a contract's
payouts, as the reading copy (`readcopy`) reads them.

- **House rules for several kinds of market in one sentence** ("Cancellation: match-result
  legs resolve 50-50; exact-score markets resolve as if it ended 0-0"; "Totals, handicap
  and corner markets settle at 50-50") are blanked: which consequence is this leg's hangs
  on its kind, which the copy does not know, and the first one is not its own by being
  first. A sentence on kinds no match result is (players, corners, cards, outrights) is
  not this leg's either.
- **Settings kept per kind of market**, a line each ("GAME: cancel fair price, window 48
  h" / "TOTAL: cancel 50-50" / "- Totals and spreads: ..."), are blanked for the same
  reason where the lines name several kinds, one of them no match result's.
- **Each leg's payout of a three-way market** ("team-win markets settle No and the draw
  market settles Yes") is a settlement as a draw, and read as one: the reader says what a
  draw pays this leg.
- **A bookmaker's grading** ("Yes is graded as a loser", "graded a winner") is the payout
  it states ("resolves No", "resolves Yes").

Everything is done in place, the copy the same length as the text.
"""

from __future__ import annotations

import re

from pipeline.rules.readterms import SENTENCE, blank_span

__all__ = [
    "GRADING_CUES",
    "RESULT_KIND_NAMED",
    "draw_settlements_read",
    "grading_read",
    "kind_keys_blanked",
    "kinds_blanked",
    "names_draw_leg",
]

# A kind of market, as house rules written for all of a venue's markets name them. Group
# "result" and "draw" are the 1X2 legs' own kinds; the others are other markets' kinds.
_KINDS = {
    "result": r"match[- ]result|1x2|three[- ]way|money[- ]?line|full[- ]time[- ]result"
    r"|team[- ]win|win(?:ner)?|to[- ]win",
    "draw": r"draw|tie",
    "score": r"(?:exact|correct)[- ]score",
    "advance": r"qualif\w*|advance|progress\w*|to[- ]qualify|to[- ]advance",
    "total": r"totals?|over[-/ ]?under|total[- ]goals|goals",
    "spread": r"(?:asian[- ])?handicaps?|spreads?",
    "btts": r"both[- ]teams[- ]to[- ]score|btts",
    "half": r"half[- ]time|(?:first|1st|second|2nd)[- ]half",
    "other": r"player|corners?|cards?|bookings?|first[- ]goal(?:scorer)?|goalscorer|outrights?"
    r"|props?",
}
# A sentence addressed to the match-result legs by their kind ("Match-result markets (home /
# draw / away) are decided on ..."): what it says holds for those legs, not for a total's.
RESULT_KIND_NAMED = (
    rf"(?i)\b(?:{_KINDS['result']})(?:\s*\([^()\n]{{1,30}}\))?"
    r"\s+(?:markets?|legs?|bets?|contracts?)\b"
)
_KIND_WORDS = "|".join(f"(?P<{name}>{words})" for name, words in _KINDS.items())
# A kind named before "markets", or one of a list of kinds that shares it ("totals,
# handicap and corner markets"): each is a kind the sentence speaks to.
_ANY_KIND = "|".join(_KINDS.values())
_KIND = re.compile(
    rf"(?i)\b(?:{_KIND_WORDS})(?=(?:\s*(?:,|/|&|\band\b|\bor\b)\s*(?:{_ANY_KIND})\b){{0,6}}"
    r"(?:\s*\([^()\n]{1,12}\))?\s+(?:markets?|legs?|bets?|contracts?)\b)"
)
# A line of settings keyed by a kind of market, or a list of kinds ("GAME: {cancel: ...}",
# "- totals: ...", "- Totals and spreads: ...", "Moneyline (1X2) markets: ..."); as a key,
# the game or match names the match-result legs. Group "key" is the key.
_KIND_ITEM = rf"(?:{_ANY_KIND})(?:[ \t]+(?:props?|specials?))?"
_KIND_KEY = re.compile(
    r"(?im)^[ \t]*(?:[-*][ \t]*)?(?P<key>"
    rf"(?:{_KIND_ITEM}|game|match|fixture)"
    rf"(?:[ \t]*(?:,|/|&|\band\b|\bor\b)[ \t]*{_KIND_ITEM}){{0,6}}"
    r"(?:[ \t]*\([^()\n]{1,20}\))?(?:[ \t]+(?:markets?|legs?|bets?|contracts?))?"
    r"(?:[ \t]*\([^()\n]{1,20}\))?)[ \t]*:[^\n]*"
)
_NAMED_KIND = re.compile(rf"(?i)\b(?:{_KIND_WORDS}|(?P<game>game|match|fixture))\b")


def _filling(said: str, width: int) -> str:
    """`said` spread over `width` characters, its first word first and the rest last, so a
    quote of the sentence starts and ends where the words it stands for did."""
    head, _, tail = said.partition(" ")
    return head + " " * (width - len(head) - len(tail)) + tail


# Each side's payout stated per leg of a three-way market: the team legs pay No and the draw
# leg pays Yes (either order), which is a settlement as a draw.
_TEAM_LEGS = (
    r"(?:(?:each|both|every|all|the)\s+)?(?:team(?:[- ]win)?|win(?:ner)?|home\s*(?:and|/|or)\s*away"
    r"|club)(?:'s)?\s+(?:markets?|legs?|contracts?|outcomes?)"
)
_DRAW_LEG = r"(?:the\s+)?(?:draw|tie)\s+(?:markets?|legs?|contracts?|outcome)"
_SETTLES_AS = (
    r"\s+(?:will\s+|shall\s+)?(?:be\s+|are\s+|is\s+)?(?:resolv\w*|settl\w*|pays?|paid|goes?|go)"
    r"\s+(?:to\s+|as\s+|at\s+)?[\"“']?"
)
_AND = r"[\"”']?\s*(?:,\s*)?(?:and|while|whereas|with|;|,)\s+"
_AS_DRAW = re.compile(
    rf"(?i)\b(?:{_TEAM_LEGS}{_SETTLES_AS}no{_AND}{_DRAW_LEG}{_SETTLES_AS}yes"
    rf"|{_DRAW_LEG}{_SETTLES_AS}yes{_AND}{_TEAM_LEGS}{_SETTLES_AS}no)\b[\"”']?"
)
_AS_DRAW_SAID = "settled as a draw"
# A quick look for the draw leg named, before the pattern runs.
_DRAW_LEG_NAMED = re.compile(rf"(?i)\b{_DRAW_LEG}\b")


def names_draw_leg(text: str) -> bool:
    """Whether `text` names the draw leg of a three-way market (a quick look)."""
    # Spelled out, not a loop over a tuple, nor on a lowercased copy (~5 us a text each):
    # every text of a bulk read passes here.
    named = (
        "draw market" in text
        or "Draw market" in text
        or "draw leg" in text
        or "Draw leg" in text
        or "tie market" in text
        or "Tie market" in text
        or "tie leg" in text
        or "Tie leg" in text
        or "draw contract" in text
        or "Draw contract" in text
        or "draw outcome" in text
        or "Draw outcome" in text
        or "DRAW MARKET" in text
    )
    return named and _DRAW_LEG_NAMED.search(text) is not None


def draw_settlements_read(text: str) -> str:
    """`text` with each payout stated per leg of a three-way market ("team-win markets
    settle No and the draw market settles Yes") read as what it is, a settlement as a draw:
    which leg this is the copy does not know, and the reader says what a draw pays it."""

    def said(m: re.Match[str]) -> str:
        if len(m.group(0)) < len(_AS_DRAW_SAID):
            return m.group(0)
        return _filling(_AS_DRAW_SAID, len(m.group(0)))

    return _AS_DRAW.sub(said, text)


# A bookmaker's grading of a selection, which is a contract's payout: "Yes is graded as a
# loser" is "resolves No", "graded a winner" is "resolves Yes". The selection graded is
# taken in with the grading ("resolves" says whose payout it is); group "lost" says No, any
# other match Yes.
_GRADED_SUBJECT = (
    r"(?:yes|the\s+yes\s+side|(?:this|the)\s+selection|(?:all\s+)?(?:wagers?|bets?)"
    r"(?:\s+on\s+(?:this|the)\s+(?:selection|market|outcome))?)"
    r"\s+(?:is|are|will\s+be|shall\s+be|gets?|get)\s+"
)
_GRADED = re.compile(
    rf"(?i)\b(?:{_GRADED_SUBJECT})?(?:(?:graded|settled|marked)\s+(?:as\s+)?"
    r"|grades?\s+(?:it|this|them|the\s+selection)\s+as\s+)(?:an?\s+)?"
    r"(?:(?P<lost>losers?|losing\s+bets?|loss(?:es)?|lost)|winners?|winning\s+bets?|won)\b"
    rf"|(?i:\b(?:yes|(?:this|the)\s+selection)\s+is\s+an?\s+winner\b)"
)
# A quick look for those, before the pattern runs.
GRADING_CUES = ("graded", "Graded", "grades", "a winner", "a loser")


def grading_read(text: str) -> str:
    """`text` with each bookmaker's grading of the selection read as the payout it is."""

    def said(m: re.Match[str]) -> str:
        word = "resolves No" if m.group("lost") else "resolves Yes"
        return _filling(word, len(m.group(0))) if len(word) <= len(m.group(0)) else m.group(0)

    return _GRADED.sub(said, text)


def kinds_blanked(text: str) -> str:
    """`text` with each sentence that says what happens to several kinds of market blanked
    ("Cancellation: match-result legs resolve 50-50; exact-score markets resolve as if it
    ended 0-0"): house rules written for every market a venue lists. Which kind this leg is
    the copy does not know, and the first consequence is not its own by being first."""

    def blank(m: re.Match[str]) -> str:
        kinds = {k.lastgroup for k in _KIND.finditer(m.group(0))}
        # Players, corners, cards and outrights are never a match result's kind: a
        # sentence about their markets alone is not about this leg either.
        if (len(kinds) >= 2 and kinds - {"result", "draw"}) or kinds == {"other"}:
            return " " * len(m.group(0))
        return m.group(0)

    return SENTENCE.sub(blank, text)


def kind_keys_blanked(text: str, games: bool = True) -> str:
    """`text` with its lines of settings keyed by a kind of market blanked where they name
    several kinds, one of them no match result's (see the module's docstring). `games`:
    whether a line keyed by the game or match is one (in settings; in prose, "Match: ..."
    names the fixture)."""
    keyed = []
    kinds: set[str] = set()
    for k in _KIND_KEY.finditer(text):
        named = {
            "result" if n.lastgroup == "game" else str(n.lastgroup)
            for n in _NAMED_KIND.finditer(k["key"])
            if games or n.lastgroup != "game"
        }
        if named:
            keyed.append(k)
            kinds |= named
    if len(kinds) < 2 or not kinds - {"result", "draw"}:
        return text
    for k in keyed:
        text = blank_span(text, k.start(), k.end())
    return text
