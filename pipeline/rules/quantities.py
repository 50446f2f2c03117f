"""Lengths of time written as more than a plain number and a unit, as the reading copy
(`readcopy`) reads them: in whole hours ("4,320 minutes", "a day and a half", "a week and a
day", "one hundred and twenty hours", "259,200 seconds", "1.5 days").

The reader's own duration patterns take a number and its unit. Met with a number in
pieces, they read the piece next to the unit: "one hundred and twenty hours" as 20 hours,
"a week and a day" as a week, "1.5 days" as 5 days, a confident wrong window. Each such
length is written in the copy as the hours it comes to ("120 hours"), or in minutes where
it is no whole number of hours ("1.5 hours" as "90 minutes"), so the reader reads it
whole. A length whose number cannot be made out is left as it is.
"""

from __future__ import annotations

import re
from fractions import Fraction

from pipeline.rules import patterns as P

__all__ = ["duration_edits", "looks_quantified"]

_ONES = {
    "a": 1,
    "an": 1,
    **{w: n for n, w in enumerate(P.UNIT_WORDS, 1)},
    **{w: n for n, w in enumerate(P.TEEN_WORDS, 10)},
}
_TENS = {w: n for n, w in enumerate(P.TENS_WORDS, 2) for n in (n * 10,)}
_SCALES = {"hundred": 100, "thousand": 1000}
# Longest first, so "seventeen" is not taken as "seven"; "a" and "an" only open a number.
_WORDS = sorted([*_ONES, *_TENS, *_SCALES], key=len, reverse=True)
_GOES_ON = "|".join(w for w in _WORDS if w not in ("a", "an"))
# A number: digits (with thousands separators or a decimal part) or words, a compound one
# whole ("two thousand eight hundred and eighty").
_NUMBER = (
    r"\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?"
    rf"|(?:{'|'.join(_WORDS)})(?:(?:[\s-]+|\s+and\s+)(?:{_GOES_ON}))*"
)
_HOURS_PER = {
    "s": Fraction(1, 3600),
    "m": Fraction(1, 60),
    "h": Fraction(1),
    "d": Fraction(24),
    "w": Fraction(168),
    "f": Fraction(336),
}
_UNIT = (
    r"(?:seconds?|secs?|minutes?|mins?|hours?|hrs?|days?|calendar\s+days?|weeks?"
    r"|fortnights?)"
)


# One length: a number and its unit, then what is added to it ("and a half", "and a day",
# "and 12 hours"), or a number "and a half" before its unit.
def _part(i: int) -> str:
    # One length: a number (and a half) and its unit.
    return rf"(?P<n{i}>{_NUMBER})(?P<half{i}>\s+and\s+a\s+half)?[\s-]*(?P<u{i}>{_UNIT})"


# A length, then what is added to it ("and a half", "and a day", "and 12 hours").
_LENGTH = re.compile(
    rf"(?i)\b{_part(1)}(?:(?P<plus>\s+and\s+)(?:(?P<addhalf>a\s+half)\b|{_part(2)}))?\b"
)
# What makes a length more than a number and its unit, looked for with plain `in` first:
# a regex search over every text read cost ~100 us a text.
_HINT_WORDS = ("undred", "housand", "half", "econd", "secs", "ay and", "ays and", "eek and")
_HINT_UNITS = re.compile(r"(?:hours?|weeks?|days?)\s+and\s")
_DIGIT_PIECES = re.compile(r"\d[,.]\d")


def looks_quantified(text: str) -> bool:
    """Whether `text` may hold a length written in pieces (a quick look)."""
    return (
        any(word in text for word in _HINT_WORDS)
        or ("rs and" in text and _HINT_UNITS.search(text) is not None)
        or _DIGIT_PIECES.search(text) is not None
    )


def _number(words: str) -> Fraction | None:
    if words[0].isdigit():
        return Fraction(words.replace(",", ""))
    total, current = 0, 0
    for word in re.split(r"[\s-]+(?:and\s+)?|\s+and\s+", words.lower()):
        if word in _ONES:
            current += _ONES[word]
        elif word in _TENS:
            current += _TENS[word]
        elif word == "hundred":
            current = max(current, 1) * 100
        elif word == "thousand":
            total, current = (total + max(current, 1)) * 1000, 0
        elif word:
            return None
    return Fraction(total + current)


def _per(unit: str) -> Fraction:
    # "calendar days" is days: the unit is the last word, known by its first letter.
    return _HOURS_PER[unit.lower().split()[-1][0]]


def _hours(number: str, half: str | None, unit: str) -> Fraction | None:
    n = _number(number)
    if n is None:
        return None
    if half:
        n += Fraction(1, 2)
    return n * _per(unit)


def _plain(m: re.Match[str]) -> bool:
    """Whether the length is a plain number and unit the reader reads as it stands."""
    return (
        not m.group("plus")
        and not m.group("half1")
        and re.fullmatch(r"\d+|[a-z]+(?:[\s-][a-z]+)?", m.group("n1"), re.IGNORECASE) is not None
        and not re.search(r"(?i)hundred|thousand", m.group("n1"))
        and m.group("u1").lower()[0] not in "s"
    )


def duration_edits(text: str) -> list[tuple[int, int, str]]:
    """(start, end, the length in hours or minutes) for each length in `text` written as
    more than a number and its unit (see the module's docstring)."""
    edits = []
    for m in _LENGTH.finditer(text):
        if _plain(m):
            continue
        hours = _hours(m.group("n1"), m.group("half1"), m.group("u1"))
        if hours is not None and m.group("addhalf"):
            hours += _per(m.group("u1")) / 2
        elif hours is not None and m.group("n2"):
            more = _hours(m.group("n2"), m.group("half2"), m.group("u2"))
            hours = None if more is None else hours + more
        if hours is None or hours <= 0:
            continue
        if hours.denominator == 1:
            said = f"{hours.numerator} hours"
        elif (hours * 60).denominator == 1:
            said = f"{(hours * 60).numerator} minutes"
        else:
            continue
        edits.append((m.start(), m.end(), said))
    return edits
