"""Rules written as configuration (YAML-like blocks, JSON objects, settings names), as the
reading copy (`readcopy`) reads them: in place, the copy the same length as the text.

- **A block of settings under a name** says each of its settings of that name:

      postponement:
        window: 48 hours
        on exceed: fair price

  is read as one sentence, "postponement: window: 48 hours; on exceed: fair price", as a
  writer of prose would put it. Only the innermost blocks are joined (a block whose items
  are settings with values, no block under them): an outer name ("settlement:") over
  several matters stays a line of its own, so each matter stays a sentence of its own;
  where its first item states a contingency of its own ("delays:" over "rescheduled:"),
  the outer name is only what the section is about, and is blanked, as a heading is.
- **A JSON object** (`{"postponed": {"window_hours": 48, "then": "fair_price"}}`) is read
  as those settings written plainly: quotes around names and words blanked, an object's
  braces a space where it opens and a full stop where it closes, so each object is a
  sentence of its own (a window is not read from a deadline in the next object).
- **Settings kept per kind of market** ("GAME: ...", "TOTAL: ...") are blanked where they
  name several kinds (`houserules.kind_keys_blanked`).
- **A yes-or-no setting on whether a period counts** ("ET_COUNTS=N", "Penalty shoot-out
  counted? No", "extra time included: false") answers the question its name asks: it is
  read as "extra time: excluded" (or ": counts" for a yes), as a heading and its answer.
- **A checklist's question answered "yes" with more to say** ("Fallback source used? Yes,
  credible reporting after 2 h") reads as a heading and its answer ("Fallback source
  used: credible reporting after 2 h"): read as a question, the line would state nothing.
- **A setting whose name ends in its unit** ("window_hours: 48", "reschedule_window_h =
  72", "max_delay_days: 2", "Postponement window (hours): 72") says a length: it is read
  as "window: 48 hours", the number
  before its unit as prose has it. (Underscores are already read as spaces by then.)

Nothing else is changed: a name, a value or a line means what it meant, only the layout
that joined them is written as prose joins words.
"""

from __future__ import annotations

import re

from pipeline.rules import vocabulary as V
from pipeline.rules.houserules import kind_keys_blanked

__all__ = ["CONTINGENCY", "configuration_read", "looks_configured"]

# What a line is about when it names a contingency (a postponement, a cancellation ...).
CONTINGENCY = re.compile("|".join(V.CONTINGENCY_CONDITIONS.values()), re.IGNORECASE)

# A name with no value ending its line ("postponement:"), and its indent (group 1).
_BLOCK_NAME = re.compile(r"^([ \t]*)(?:[-*][ \t]+)?[A-Za-z][\w .'/-]{0,40}:[ \t]*$")
_INDENT = re.compile(r"^[ \t]*")
# A JSON name or string value in quotes (group 1 the words); a name keeps its colon.
_QUOTED = re.compile(r'"([^"\n]{1,60})"(\s*:)?')
_OBJECT = re.compile(r"\{[^{}\n]*\}")
# A setting whose name ends in its unit, then its number: groups name, separator, unit,
# the colon or equals sign with its spaces, number.
_UNIT_NAME = re.compile(
    r"(?i)(?<![\w-])(?P<name>[a-z][a-z ]{0,40}?)(?P<sep>[ _]|[ \t]*\()"
    r"(?P<unit>hours|hrs|h|minutes|mins|days|d|weeks)\)?(?P<eq>[ \t]*[:=][ \t]*)"
    r"(?P<number>\d{1,4}(?:\.\d+)?)(?!\.?\d|\w)"
)
_UNITS = {"hrs": "hours", "h": "h", "mins": "minutes", "d": "days"}


# A quick look for a setting named with its unit, before the patterns run.
_UNIT_MARKS = (
    "):",
    "_",
    "=",
    "h:",
    "d:",
    "H:",
    "D:",
    "h :",
    "d :",
    "rs:",
    "ys:",
    "ks:",
    "ns:",
    "RS:",
    "YS:",
)
_UNIT_HINT = re.compile(r"(?i)[_ (](?:hours|hrs|h|minutes|mins|days|d|weeks)\)?[ \t]*[:=]")


# Whether a period counts, asked by a setting's name and answered yes or no: the verb (with
# its question mark or sign) and the answer.
_COUNTS_ANSWER = re.compile(
    r"(?i)\b(?:counts?|counted|includ(?:es|ed)|incl\.?|applies|apply)[ \t]*[?:=][ \t]*"
    r"(?:(?P<no>no|n|false|0|none|excluded)|(?P<yes>yes|y|true|1|included))\b"
)


# A quick look for such an answer (a verb straight before the sign).
_COUNT_CUES = (
    "nt?",
    "nted?",
    "nts?",
    "NT=",
    "NTS=",
    "nt:",
    "nts:",
    "nted:",
    "nt=",
    "nts=",
    "ded:",
    "ded?",
    "ded=",
    "DED=",
)


def _answered(m: re.Match[str]) -> str:
    said = (": excluded", "excluded") if m.group("no") else (": counts", "counts")
    for word in said:
        if len(word) <= len(m.group(0)):
            return word.ljust(len(m.group(0)))
    # No room to say it: a "no" is at least not read as the verb's yes ("PENS_COUNT=N").
    return " " * len(m.group(0)) if m.group("no") else m.group(0)


# A question on a line of its own, answered "yes" and then said in full (group "mark": the
# question mark and the yes, read as a colon).
_YES_THEN = re.compile(r"(?im)^[^?\n]{3,80}?(?P<mark>\?[ \t]*(?:yes|y)\b[ \t]*[,:;–—-])[ \t]*\S")


def _checklist(text: str) -> str:
    for m in reversed(list(_YES_THEN.finditer(text))):
        start, end = m.span("mark")
        text = text[:start] + ":".ljust(end - start) + text[end:]
    return text


def looks_configured(text: str) -> bool:
    """Whether `text` may hold settings the copy reads (a quick look before the patterns)."""
    if "{" in text or ":\n" in text or ": \n" in text:
        return True
    if any(cue in text for cue in _COUNT_CUES) or "? Y" in text or "? y" in text:
        return True
    # The pattern only where a name joined by underscores or a unit before a colon may be
    # (a search of every text cost ~13 us a text).
    return any(mark in text for mark in _UNIT_MARKS) and _UNIT_HINT.search(text) is not None


def _unit_first(m: re.Match[str]) -> str:
    # "window_hours: 48" and "window: 48 hours" have the same length, so places carry over.
    unit = m.group("unit")
    said = f"{m.group('name')}: {m.group('number')} {unit}"
    spare = len(m.group(0)) - len(said)
    if spare < 0:
        return m.group(0)
    return f"{m.group('name')}:{' ' * (spare + 1)}{m.group('number')} {unit}"


def _object(m: re.Match[str]) -> str:
    inner = _QUOTED.sub(lambda q: " " + q.group(1) + (q.group(2) or "") + " ", m.group(0)[1:-1])
    return " " + inner + "."


def _objects(text: str) -> str:
    # Innermost objects first: once read, an object holds no braces, so the one around it
    # is innermost next.
    for _ in range(4):
        read = _OBJECT.sub(_object, text)
        if read == text:
            break
        text = read
    # A closed object's comma before the next setting: the stop already parts them.
    return re.sub(r"\.([ \t]*),", lambda m: "." + m.group(1) + " ", text)


def _indent(line: str) -> int:
    return len(_INDENT.match(line).group(0).expandtabs(2))  # type: ignore[union-attr]


def _blocks(text: str) -> str:
    lines = text.split("\n")
    joined = [False] * len(lines)  # line i's break joined to the line after it
    for i, line in enumerate(lines):
        if not _BLOCK_NAME.match(line):
            continue
        depth = _indent(line)
        items = []
        for j in range(i + 1, len(lines)):
            if not lines[j].strip() or _indent(lines[j]) <= depth:
                break
            items.append(j)
        # Only a block of settings with values: an item that names a block of its own
        # makes this one an outer block, each of its matters a line of its own.
        if not items:
            continue
        if any(_BLOCK_NAME.match(lines[j]) for j in items):
            if CONTINGENCY.search(lines[items[0]]):
                lines[i] = " " * len(line)
            continue
        for j in [i, *items[:-1]]:
            joined[j] = True
    out = []
    for i, line in enumerate(lines):
        out.append(line)
        if i < len(lines) - 1:
            if not joined[i]:
                out.append("\n")
            elif i and joined[i - 1] and not line.rstrip().endswith((";", ".", ",", ":")):
                out.append(";")
            else:
                out.append(" ")
    return "".join(out)


def configuration_read(text: str) -> str:
    """`text` with its settings written as prose writes them (see the module's docstring),
    the same length, every place where it was."""
    if "{" in text:
        text = _objects(text)
    if ":\n" in text or ": \n" in text:
        text = _blocks(kind_keys_blanked(text))
    if any(cue in text for cue in _COUNT_CUES):
        text = _COUNTS_ANSWER.sub(_answered, text)
    if "? Y" in text or "? y" in text:
        text = _checklist(text)
    return _UNIT_NAME.sub(_unit_first, text)
