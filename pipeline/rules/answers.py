"""Sentences in a question's word order, as the reading copy (`readcopy`) reads them: in
place, the copy the same length as the text.

**A question whether a period counts and the answer under it.**

Help pages and FAQs ask and answer: "Does extra time count?" on one line, "No, and
neither do penalties." on the next; "- Extra time? Not counted."; "Q: Penalties? A: Nope.".
The question states nothing (the reader masks it: it asks) and the answer names no period
(it says "no"), so neither alone says what the result is taken at. Read together they say
it: a "no" is read as "no extra time" (and the rest of the answer after it, as written);
a "yes" as "extra time counts" where those words fit in the question and answer's place,
else left as it stands (then nothing is read, as before).

An answer is a yes or no word ("no", "nope", "not counted", "it doesn't", "yes", "they
do" ...) closing its phrase (a comma, a full stop, the line's end): "No for the Winner
market; yes for To Advance" answers per kind of market and is left to the sentences that
say so.

**A condition in a question's word order** ("Is the game cancelled for good and no new
date fixed, the market resolves No."; "Are the official figures not out within two hours,
a consensus of reports is used."), as writers whose first language puts the verb first
in a condition write it: a sentence opening with "Is" or "Are" that goes on past a comma
to a full stop, with no question mark, asks nothing; it is read as the condition it is
("If the game cancelled ..."), so what follows the comma is its consequence. A sentence
that ends in a question mark is a question, and is left as it is.

**A situation told, then asked about** ("Q: The game got postponed. Now what?", "The
match is called off. What happens then?"): the statement is what the question asks about,
as "Postponed?" would ask it. It is read as that question (its full stop a question mark,
the "now what" blanked), so the answer under it is read as the answer about it.
"""

from __future__ import annotations

import re

from pipeline.rules import patterns as P

__all__ = [
    "ANSWER_CUES",
    "INVERSION_CUES",
    "SITUATION_CUES",
    "conditions_inverted",
    "periods_answered",
    "situations_asked",
]

# A quick look for an answer after a question mark (its first letter), before the pattern
# runs: "? No", "?\nYes", "? A: ...", "? It doesn't", "? They do", "? Nope", "? Counted".
ANSWER_CUES = tuple(f"?{gap}{letter}" for gap in (" ", "\n") for letter in "NnYyAaIiTtCc")

_ARTICLE = r"(?:(?:an?|the|any)\s+)?"
_ASKED = re.compile(
    r"(?im)(?:^|(?<=[.!?:]))[ \t]*(?:[-*•][ \t]*)?(?:Q[:.][ \t]*)?"
    r"(?P<q>"
    # "Does extra time count?", "Are penalties included?", "Do goals in stoppage time count?"
    rf"(?:do|does|is|are|will|would)\s+(?:goals\s+(?:scored\s+)?(?:in|during)\s+)?"
    rf"{_ARTICLE}(?P<p1>{P.PERIODS})\s+"
    r"(?:count|counted|included|includes|matter|apply|considered|part\s+of\s+it)"
    # "Extra time?", "Extra time or penalties?"
    rf"|{_ARTICLE}(?P<p2>{P.PERIODS})"
    r")[ \t]*\?[ \t]*\n?[ \t]*(?:A[:.][ \t]*)?"
    r"(?P<a>(?P<no>no(?:pe)?|not\s+(?:counted|included)|(?:it|they)\s+(?:doesn['’]t|don['’]t"
    r"|does\s+not|do\s+not|won['’]t))|(?P<yes>yes|(?:it|they)\s+(?:does|do|will)|counted"
    r"|included))\b(?=[ \t]*(?:[.,;:!–—-]|\n|$))"
)


def _said(m: re.Match[str]) -> str:
    period = m.group("p1") or m.group("p2")
    span = m.end() - m.start("q")
    said = f"no {period}" if m.group("no") else f"{period} counts"
    if len(said) > span:
        return m.group(0)
    # A line break between the question and its answer goes: they are one sentence now.
    return m.group(0)[: m.start("q") - m.start()] + said.ljust(span)


def periods_answered(text: str) -> str:
    """`text` with each question whether a period counts read with its yes or no answer
    (see the module's docstring), the same length, every place where it was."""
    return _ASKED.sub(_said, text)


# A quick look for a sentence opening with the verb ("Is", "Are").
INVERSION_CUES = ("Is ", "Are ")
# The verb opening a sentence (after a line's start or a sentence's end) that runs past a
# comma to a full stop with no question mark on the way.
_INVERTED = re.compile(r"(?m)(?:^|(?<=[.!?:] ))[ \t]*(?P<verb>Is|Are)\s(?=[^.?!\n]*,[^.?!\n]*\.)")


def conditions_inverted(text: str) -> str:
    """`text` with each condition in a question's word order opening with "If" (see the
    module's docstring), the same length."""
    return _INVERTED.sub(_if, text)


def _if(m: re.Match[str]) -> str:
    at, end = m.start("verb") - m.start(), m.end("verb") - m.start()
    return m.group(0)[:at] + "If".ljust(end - at) + m.group(0)[end:]


# A quick look for a question that follows the situation it asks about.
SITUATION_CUES = ("ow what", "hat now", "hat happens", "hat then", "hat next")
# One line (a Q: line, a heading): a statement, its full stop, then the bare question.
_SITUATION = re.compile(
    r"(?im)^(?P<said>[ \t]*(?:[-*•][ \t]*)?(?:Q[:.][ \t]*)?[^\n.?!]{3,120}?)\.[ \t]*"
    r"(?P<ask>(?:so[ \t]+)?(?:now[ \t]+what|what[ \t]+now"
    r"|what[ \t]+happens(?:[ \t]+(?:now|then|next))?|what[ \t]+then|what[ \t]+next))[ \t]*\?"
)


def situations_asked(text: str) -> str:
    """`text` with each situation told and then asked about ("The game got postponed. Now
    what?") read as the question it is ("The game got postponed?"), the same length."""
    return _SITUATION.sub(_asked, text)


def _asked(m: re.Match[str]) -> str:
    rest = m.group(0)[len(m.group("said")) :]
    return m.group("said") + "?" + " " * (len(rest) - 1)
