"""What a listing page says besides its rule, as the reading copy (`readcopy`) reads it:
blanked in place, the copy the same length as the text.

Venues publish a market's rule inside a page: a preview of the match, team news, trading
tips, marketing. That writing uses the rule's own words (a postponed meeting, extra time
in an old cup tie, "the draw", a source of statistics) without stating what this market
does. Three kinds of it are blanked, each by what it is about, never by its wording:

- **A past match told as news** ("Last season's derby was postponed by a week and ended
  0-0"; "Everton's visit here in 2024 was called off"): a sentence naming a time gone by
  (last season, last year, a year, years ago) that names no condition (if, should, unless,
  in case, where) and no market, contract or payout. A rule speaks of this match, in the
  present or in a condition; the story of another match settles nothing.
- **What a preview credits** ("Statistics in this preview come from the league's site",
  "Form data in this preview is supplied by Opta"): a sentence about the preview, naming
  no market, contract or payout, is no settlement source.
- **Where to watch** ("Kick-off 17:30, live on Sky Sports"; "TV: DAZN"; "Watch in the US on
  ESPN+"): a sentence telling where the match is shown, naming no market, contract or
  payout, names a broadcaster, not a source of the result.
- **A tip or a preview under its label** ("Trading tip: the draw has been the value side";
  "Tipster corner: ..."; "Team news: ..."; "How to trade: buy Yes if you expect ..."): a
  sentence opened by a label that names advice, how to trade, or match news says what
  someone thinks or knows of the match, not what the market does. The label is the
  writer's own statement of what follows.
"""

from __future__ import annotations

import re

from pipeline.rules.readterms import SENTENCE, blank_span

__all__ = ["looks_noisy", "page_noise_blanked"]

# A quick look before the patterns run (on the text in lower case): a time gone by, a
# preview, a label of advice.
_CUES = (
    "last season",
    "last year",
    "last winter",
    "last summer",
    "last spring",
    "last autumn",
    "last time",
    "previous",
    " ago",
    "preview",
    "tip:",
    "tips:",
    "tipster",
    "corner:",
    "team news",
    "how to",
    "learn to trade",
    "trading guide",
    "live on",
    "watch",
    "tv:",
    "televised",
    "broadcast",
    "stream",
    "channel",
)


def looks_noisy(text: str) -> bool:
    """Whether `text` may hold what `page_noise_blanked` blanks (a quick look)."""
    lowered = text.lower()
    return any(cue in lowered for cue in _CUES)


_PAST = re.compile(
    r"(?i)\b(?:last|previous|the\s+previous)\s+(?:season|year|winter|summer|spring|autumn|time"
    r"|campaign|meeting|visit|encounter)\b|\b(?:a|one|two|three|four|five|\d+)\s+(?:years?"
    r"|seasons?)\s+ago\b|\bin\s+(?:19|20)\d\d\b(?!\s*[-–/]\s*\d)"
)
_CONDITION = re.compile(r"(?i)\b(?:if|should|unless|in\s+case|where|whether|whenever|provided)\b")
# A sentence that states what this market does.
_RULE_WORDS = re.compile(
    r"(?i)\b(?:markets?|contracts?|resolv\w*|settl\w*|pays?|paid|payouts?|refund\w*|void\w*"
    r"|fair\s+price|yes|no)\b"
)
_PREVIEW = re.compile(r"(?i)\bpreview\b")
# Where the match is shown ("live on", "watch it on", "TV:", "televised by").
_WATCH = re.compile(
    r"(?i)\blive\s+on\b|\bwatch\w*\b[^.;\n]{0,40}?\bon\b|\b(?:tv|channel)\s*:|\btelevised\b"
    r"|\bbroadcast\w*\s+(?:live\s+)?(?:on|by)\b|\bstream\w*\s+(?:live\s+)?on\b"
)
# The label of advice or match news opening a sentence ("Trading tip:", "Tipster corner:").
_LABEL = re.compile(
    r"(?i)^\W*(?:[\w'’]+\s+){0,2}?(?:tips?|tipsters?|corner|predictions?|picks?|team\s+news"
    r"|preview|form\s+guide|did\s+you\s+know|how\s+to\s+(?:trade|play|bet|buy)|learn\s+to\s+trade"
    r"|trading\s+guide)\s*:"
)


def _is_noise(sentence: str) -> bool:
    if _LABEL.match(sentence):
        return True
    if _RULE_WORDS.search(sentence):
        return False
    if _PREVIEW.search(sentence) or _WATCH.search(sentence):
        return True
    return _PAST.search(sentence) is not None and _CONDITION.search(sentence) is None


def page_noise_blanked(text: str) -> str:
    """`text` with each past match told as news, each preview's credit, each note of where
    to watch and each labelled tip or preview blanked (see the module's docstring), the
    same length."""
    for m in reversed(list(SENTENCE.finditer(text))):
        if _is_noise(m.group(0)):
            text = blank_span(text, m.start(), m.end())
    return text
