"""The copy of a rule text the reader reads: the same length as the text, so every place in
it is the same place in the text, and evidence found in the copy is quoted from the text.

Two things are written differently in the copy:

- **Struck-through wording**, what a rule no longer says. A venue that amends a rule in
  place may leave the old wording visible but struck through ("postponed by more than
  ~~48 hours~~ 24 hours", `<del>...</del>`, letters each carrying a combining long stroke).
  Read with it, the old window and the new one are both in the sentence, and the first one
  found wins. Every struck span is blanked (spaces). A struck span is a marked one on one
  line: `~~...~~`, `<s>`, `<del>` or `<strike>` with its closing tag, or a run of
  characters each followed by U+0336; an unclosed `~~` strikes nothing.
- **Table rows.** A rule laid out as a table ("| Postponed > 48h | Fair price |") says in
  each row what happens in its first cell's situation: the row is read as "Postponed > 48h
  : Fair price", as a colon joins a heading and its answer in prose. The outer bars become
  spaces, the bars between cells colons, and a rule row ("|---|:--:|") blank.

- **Footnote markers**, superscript digits ("Fair price¹"), are blanked: a mark, not part
  of the word (Python's `re` counts them as word characters, Rust's regex does not, so
  left in they read differently by backend).
- **Extra time and the shoot-out in the leagues' own languages** ("prolongation",
  "prórroga", "supplementary time"; "penaltis", "tirs au but", "rigori", "Elfmeter") are
  read as "extra time" and "penalties".
- **Signs for Yes and No** that open a line (an app's "✅ Arsenal win", "❌ Draw or
  Chelsea win"): the line says what pays Yes (No), and is read as "Yes if Arsenal win".
  A sign closing a line after an arrow, a colon or an equals sign ("Draw → ❌") is the
  answer itself, read as "No". Signs anywhere else are left alone. These and the period
  words change the length: the copy keeps, for each of its characters, where it came from.
- **A period defined once and named after** ("moved beyond the Postponement Window" where
  the text defines that window as 48 hours) is read with its definition beside its name
  (`readterms`).
- **A consequence pointing back** ("The match might be called off. Then this market pays
  No.", "... stopped and not finished. If that happens, it pays 50-50") is read in one
  sentence with the condition it points to: the stop between them reads as a comma.
- **"If, and only if,"** is read as "if": the condition follows it.
- **Settings' names** ("FAIR_PRICE", "postponed_over_48h"): an underscore inside a word is
  read as the space between the words it joins.
- **Rules written as configuration** (a block of settings under a name, a JSON object, a
  setting named with its unit, "window_hours: 48") are read as prose would write them
  (`configtext`).
- **House rules for several kinds of market in one sentence** are blanked, each leg's
  payout of a three-way market ("team markets No, the draw market Yes") is read as a
  settlement as a draw, and a bookmaker's grading ("graded as a loser") as the payout it
  states (`houserules`).
- **Tracked changes** are applied by their fate (accepted, rejected, pending) and margin
  comments blanked (`redline`).
- **A length written as more than a number and its unit** ("4,320 minutes", "a day and a
  half", "one hundred and twenty hours") is read as the hours it comes to (`quantities`).
- **A default that yields** ("unless the market terms provide otherwise") is blanked where
  another sentence speaks to its matter, and **a sentence a correction takes back**
  ("Actually, scratch that: ...") is blanked, as is **a worked example's length** with no
  bound before it ("Example: moved back three days -> last price") (`readterms`).

Evidence found in the copy is then taken at the same place of the real text
(`restore_evidence`), so it stays an exact substring of the leg's rules (struck words,
bars and signs included, as the leg shows them).
"""

from __future__ import annotations

import re
from collections.abc import Callable

import polars as pl

from pipeline.rules.answers import (
    ANSWER_CUES,
    INVERSION_CUES,
    SITUATION_CUES,
    conditions_inverted,
    periods_answered,
    situations_asked,
)
from pipeline.rules.configtext import CONTINGENCY, configuration_read, looks_configured
from pipeline.rules.houserules import (
    GRADING_CUES,
    draw_settlements_read,
    grading_read,
    kind_keys_blanked,
    kinds_blanked,
    names_draw_leg,
)
from pipeline.rules.markup import HEADING_MARK, markup_edits
from pipeline.rules.pagenoise import looks_noisy, page_noise_blanked
from pipeline.rules.quantities import duration_edits, looks_quantified
from pipeline.rules.readterms import (
    CORRECTION_CUES,
    DEFAULT_CUES,
    EXAMPLE_CUES,
    NOTICE_CUES,
    PERIOD_NAMES,
    corrections_applied,
    defaults_yielding,
    defined_periods,
    example_asides_blanked,
    example_lengths_blanked,
    example_scores_blanked,
    notices_blanked,
)
from pipeline.rules.redline import changes_applied, looks_redlined

__all__ = ["PLAIN", "masked_text", "quoted_from", "reading_copy", "restore_evidence"]

# A table row: a line with a bar between two cells at least, outer bars optional.
_ROW = re.compile(r"(?m)^[ \t]*\|?[^|\n]*\|[^\n]*$")
_RULE_ROW = re.compile(r"^[\s|:\-–—+=]*$")
_YES_MARKS = "\u2705\u2714\u2611\u2713"
_NO_MARKS = "\u274c\u274e\u2716\u2717\u2718"
_YES_SIGN = f"[{_YES_MARKS}]\ufe0f?"
_NO_SIGN = f"[{_NO_MARKS}]\ufe0f?"
# Group 1: a sign opening a line (after any indent or bullet); group 2: one closing it
# after an arrow, colon or equals sign.
_SIGNS = re.compile(
    rf"(?m)^[ \t]*(?:[-*•][ \t]*)?({_YES_SIGN}|{_NO_SIGN})[ \t]*"
    rf"|(?<=[→=:>])[ \t]*({_YES_SIGN}|{_NO_SIGN})[ \t]*$"
    # Group 3: a word hyphenated across a line break ("post-\nponed").
    r"|(?<=[A-Za-z])(-[ \t]*\n[ \t]*)(?=[a-z])"
    # Groups 4 and 5: extra time and the shoot-out in the leagues' own languages, kept or
    # half translated ("prolongation", "prórroga", "supplementary time"; "penaltis", "tirs
    # au but", "rigori", "Elfmeter"), read as the English words. (In the reader's own
    # period patterns they made every scope regex a third larger, and Rust's lazy DFA gave
    # up on some: B6 ran 60 % slower.)
    r"|\b(?i:(prolongations?|pror+ogations?|pr[oó]rrogas?|supplementary\s+(?:times?|periods?))"
    r"|(penaltis|penales|tirs?\s+au\s+but|rigori|elfmeter\w*))\b"
)
# A quick look for those words before the pattern runs, in the lowercased text: a
# case-blind regex search cost ~85 us a text, most of the copy's time (a hint wider than
# the pattern only runs the pattern on a few more texts).
_PERIOD_HINTS = (
    "prolong",
    "pror",
    "prórr",
    "supplementary",
    "penaltis",
    "penales",
    "tirs",
    "rigori",
    "elfmeter",
)


def _period_hint(text: str) -> bool:
    low = text.lower()
    return any(w in low for w in _PERIOD_HINTS)


# A page's running header or footer left in the flow ("Market Rules v2 - Page 4 of 9").
_PAGE_LINE = re.compile(r"(?im)^[^\n]*\bpage\s+\d+\s*(?:of|/)\s*\d+\b[^\n]*$")
# A sentence broken across lines (or pages, once their running lines are blanked): the line
# ends in no stop and the next one goes on in lowercase (or with a number or a bracket).
# (Not the case of the line's last letter: a team's name may end it, and the same text
# read through a template, a placeholder in its place, must read the same.) A line of the
# form "key: value" ("ppd: open till played") is an item of its own. An empty line ends a
# paragraph (a venue's two rule fields are joined by one), unless a blanked running line
# stands among the empty ones.
_BROKEN_LINE = re.compile(
    r"(?<=[^\s.!?:;])[ \t]*\n(?:(?:[ \t]*\n)*[ \t]+\n(?:[ \t]*\n)*)?[ \t]*(?=[a-z0-9(])"
    r"(?![a-z][\w /-]{0,30}(?::|=|→|->))"
)
# A heading in capitals on a line of its own ("7.2.4 CANCELLATION AND ABANDONMENT"), and
# the line under it (group 2). Where that line states its own contingency ("Should the
# match be cancelled ..."), it says what it covers and the heading only what the section
# is about: the heading is blanked, so it is not read into the sentence. Where the line
# states none ("POSTPONEMENT / Market remains open until played"), the heading is its
# condition: the line break becomes a colon, as in "Postponed: open until played".
_HEADING = re.compile(
    r"(?m)^([ \t]*(?:\d+(?:\.\d+)*\.?[ \t]+)?[A-Z][A-Z &/,'-]{2,60}[ \t]*)\n(?=([^\n]*))"
)


def _heading(m: re.Match[str]) -> str:
    if CONTINGENCY.search(m.group(2)):
        return " " * len(m.group(1)) + "\n"
    return m.group(1) + ":"


# An underscore inside a word, as settings name things ("FAIR_PRICE", "postponed_over_48h",
# "result_source_fallback"): the words it joins, read apart.
_SNAKE = re.compile(r"(?<=[A-Za-z0-9])_(?=[A-Za-z0-9])")
# The lawyer's "if, and only if," is "if": what follows is the condition ("resolves Yes if,
# and only if, Arsenal score more goals"); the words between are blanked.
_IF_AND_ONLY_IF = re.compile(r"(?i)(?<=\bif),?[ \t]+and[ \t]+only[ \t]+if\b,?")
# A sentence whose consequence points back to the sentence before ("The match might be
# called off. Then this market pays No."; "... stopped and not finished.\nIf that happens,
# it pays 50-50"): the stop (and the line break) between them read as a comma, one
# sentence, as "If it is called off, then this market pays No" would be written.
_POINTING_BACK = re.compile(
    r"(?<=[A-Za-z)])\.[ \t]*\n?[ \t]*(?=(?:Then|If\s+(?:that|this|so)|In\s+that\s+case"
    r"|When\s+(?:that|this)\s+happens)\b)"
)
# A quick look for those (most texts have "If " somewhere, few after a stop like this).
_POINTING_BACK_CUES = tuple(
    f"{stop}{cue}"
    for stop in (". ", ".\n")
    for cue in ("Then", "If th", "If so", "In that", "When th")
)
# A heading the markup marked as one (`markup.HEADING_MARK` opening its line, kept in
# group 1 and read as a space after), read as a capitals heading is (`_heading`), by the
# first line under it that is not blank.
_MARKED_HEADING = re.compile(rf"(?m)^({HEADING_MARK}[^\n]*)\n(?=(?:[ \t]*\n)*([^\n]*))")


_YES_SIGNS = re.compile(_YES_SIGN)
_SUPERSCRIPTS = "\u00b9\u00b2\u00b3\u2070\u2074\u2075\u2076\u2077\u2078\u2079"
_SIGN_MARKS = _YES_MARKS + _NO_MARKS
_FOOTNOTE = re.compile(f"[{_SUPERSCRIPTS}]+")
# What a broken line needs: a line going on in lowercase (a quick look before the pattern).
_GOES_ON = re.compile(r"\n[ \t\n]*[a-z0-9(]")
_MARKS = (
    "|",
    "\n",
    "=>",
    "_",
    "{",
    *DEFAULT_CUES,
    *CORRECTION_CUES,
    *EXAMPLE_CUES,
    *GRADING_CUES,
    *ANSWER_CUES,
    *INVERSION_CUES,
    *SITUATION_CUES,
    "markets",
    "legs",
    "Markets",
    # a consequence pointing back (`_POINTING_BACK`) in a text of one line
    ". Then",
    ". If th",
    ". If so",
    ". In that",
    ". When th",
    "only if",
    HEADING_MARK,
    *_SUPERSCRIPTS,
    *_SIGN_MARKS,
)
# The column holding a text as the leg shows it, beside the copy read in its place.
PLAIN = "_plain"


def _row(line: str) -> str:
    if _RULE_ROW.match(line):
        return " " * len(line)
    cells = line.split("|")
    # Outer bars (the first cell or the last empty) are layout; the ones between cells join
    # a situation and what follows from it.
    first = 1 if not cells[0].strip() else 0
    last = len(cells) - 1 if not cells[-1].strip() else len(cells)
    out = []
    for i, cell in enumerate(cells):
        out.append(cell)
        if i < len(cells) - 1:
            inner = first <= i < last - 1
            out.append(":" if inner else " ")
    return "".join(out)


def _blank(m: re.Match[str]) -> str:
    return " " * len(m.group(0))


def _same_length(text: str) -> str:
    # Each pattern only where a plain `in` finds what it needs: most texts hold none of
    # it, and the patterns cost ~10-30 us a text each (every text of a bulk read passes).
    if looks_redlined(text):
        text = changes_applied(text)
    if any(mark in text for mark in _SUPERSCRIPTS):
        text = _FOOTNOTE.sub(_blank, text)
    if "|" in text:
        text = _ROW.sub(lambda m: _row(m.group(0)), text)
    if "=>" in text:
        text = text.replace("=>", " →")
    configured = looks_configured(text)
    if "_" in text:
        text = _SNAKE.sub(" ", text)
    if configured:
        text = configuration_read(text)
    if looks_noisy(text):
        text = page_noise_blanked(text)
    if "?" in text and any(cue in text for cue in SITUATION_CUES):
        text = situations_asked(text)
    if "?" in text and any(cue in text for cue in ANSWER_CUES):
        text = periods_answered(text)
    if any(cue in text for cue in INVERSION_CUES):
        text = conditions_inverted(text)
    if "only if" in text:
        text = _IF_AND_ONLY_IF.sub(_blank, text)
    if any(cue in text for cue in _POINTING_BACK_CUES):
        text = _POINTING_BACK.sub(lambda m: "," + " " * (len(m.group(0)) - 1), text)
    if any(cue in text for cue in GRADING_CUES):
        text = grading_read(text)
    if names_draw_leg(text):
        text = draw_settlements_read(text)
    if "markets" in text or "legs" in text or "Markets" in text:
        # House rules name the markets they are for (a text that never says "markets"
        # keys no lines by kinds of them either: the look saves ~7 us a text).
        text = kinds_blanked(text)
        if "\n" in text:
            text = kind_keys_blanked(text, games=False)
    if any(cue in text for cue in DEFAULT_CUES):
        text = defaults_yielding(text)
    if any(cue in text for cue in CORRECTION_CUES):
        text = corrections_applied(text)
    if any(cue in text for cue in EXAMPLE_CUES):
        text = example_scores_blanked(example_lengths_blanked(example_asides_blanked(text)))
    if any(cue in text for cue in NOTICE_CUES):
        text = notices_blanked(text)
    if HEADING_MARK in text:
        text = _MARKED_HEADING.sub(_heading, text).replace(HEADING_MARK, " ")
    if "\n" in text:
        if "Page" in text or "page" in text or "PAGE" in text:
            text = _PAGE_LINE.sub(_blank, text)
        text = _HEADING.sub(_heading, text)
        if _GOES_ON.search(text):
            text = _BROKEN_LINE.sub(_blank, text)
    return text


# A Yes sign opening a line: in a text with no No sign, several of them are a list's ticks
# ("✔ Postponed? Your position stays open", "✔ Cancelled with no new game? Resolves No"),
# not a line saying what pays Yes.
_LINE_YES_SIGN = re.compile(rf"(?m)^[ \t]*(?:[-*•][ \t]*)?{_YES_SIGN}")


def _ticks(text: str) -> bool:
    """Whether `text`'s Yes signs are a list's ticks (see `_LINE_YES_SIGN`)."""
    return not any(mark in text for mark in _NO_MARKS) and len(_LINE_YES_SIGN.findall(text)) > 1


def _sign_words(text: str) -> Callable[[re.Match[str]], str]:
    """`_sign_word` for `text`: a list's ticks read as nothing."""
    if not _ticks(text):
        return _sign_word
    return lambda m: "" if m.group(1) else _sign_word(m)


def _sign_word(m: re.Match[str]) -> str:
    if m.group(4):
        return "extra time"
    if m.group(5):
        return "penalties"
    sign = m.group(1) or m.group(2)
    if sign is None:
        return ""
    said = "Yes" if _YES_SIGNS.fullmatch(sign) else "No"
    return f"{said} if " if m.group(1) else f" {said}"


def _edits(same: str) -> list[tuple[int, int, str]]:
    """(start, end, replacement) of every place the copy writes in other words, in order."""
    word = _sign_words(same)
    edits = [(m.start(), m.end(), word(m)) for m in _SIGNS.finditer(same)]
    # A sign or a period word inside a defined period's name or a length cannot be: one
    # edit a place, the first found.
    for more in (defined_periods(same), duration_edits(same) if looks_quantified(same) else []):
        if more:
            taken = [(s, e) for s, e, _ in edits]
            edits += [p for p in more if not any(s < p[1] and p[0] < e for s, e in taken)]
            edits.sort()
    return edits


def _apply(text: str, edits: list[tuple[int, int, str]]) -> tuple[str, list[int], list[int]]:
    """`text` with `edits` made, and for each character of the result where in `text` it
    (or the words it stands for) starts and ends."""
    pieces: list[str] = []
    starts: list[int] = []
    ends: list[int] = []
    at = 0
    for start, end, word in edits:
        pieces.append(text[at:start])
        starts.extend(range(at, start))
        ends.extend(range(at + 1, start + 1))
        pieces.append(word)
        starts.extend([start] * len(word))
        ends.extend([end] * len(word))
        at = end
    pieces.append(text[at:])
    starts.extend(range(at, len(text)))
    ends.extend(range(at + 1, len(text) + 1))
    return "".join(pieces), starts, ends


def _unmarked(text: str) -> str:
    """`text` without its markup (`markup`), the first thing the copy does."""
    edits = markup_edits(text)
    if not edits:
        return text
    pieces: list[str] = []
    at = 0
    for start, end, word in edits:
        pieces += (text[at:start], word)
        at = end
    pieces.append(text[at:])
    return "".join(pieces)


def _mapped(text: str) -> tuple[str, list[int], list[int]]:
    """The copy of `text`, and for each of its characters where in `text` the character
    (or the words it stands for) starts and ends."""
    unmarked = markup_edits(text)
    base, base_starts, base_ends = _apply(text, unmarked)
    same = _same_length(base)
    copied, starts, ends = _apply(same, _edits(same))
    if unmarked:
        # Two steps, each listing where its characters came from: composed, back to `text`.
        starts = [base_starts[i] for i in starts]
        ends = [base_ends[j - 1] for j in ends]
    return copied, starts, ends


def _copy(text: str | None) -> str | None:
    # The copy alone, as `_mapped` makes it: where each character came from is worked out
    # only for the few evidences quoted back (`quoted_from`), as listing it for every
    # character of every text cost more than reading them.
    if text is None:
        return text
    plain = text
    text = _unmarked(text)
    marked = (
        any(mark in text for mark in _MARKS)
        or looks_redlined(text)
        or names_draw_leg(text)
        or looks_noisy(text)
    )
    periods = _period_hint(text)
    named = any(name in text for name in PERIOD_NAMES)
    if not marked and not periods and not named and not looks_quantified(text):
        return text
    copied = _same_length(text) if marked else text
    if (named and defined_periods(copied)) or (looks_quantified(copied) and duration_edits(copied)):
        return _mapped(plain)[0]
    if (
        periods
        or "-\n" in copied
        or "- \n" in copied
        or any(mark in copied for mark in _SIGN_MARKS)
    ):
        copied = _SIGNS.sub(_sign_words(copied), copied)
    return copied


def reading_copy(text: str) -> str:
    """The copy of `text` the reader reads (`text` itself when nothing in it is changed)."""
    return _copy(text) or text


def quoted_from(plain: str, quote: str | None) -> str | None:
    """`quote`, found in the reading copy of `plain`, as `plain` writes that place."""
    if not quote:
        return quote
    copied, starts, ends = _mapped(plain)
    at = copied.find(quote)
    return plain[starts[at] : ends[at + len(quote) - 1]] if at >= 0 else quote


def masked_text(text: pl.Expr) -> pl.Expr:
    """The copy of `text` the reader reads (same length, so places carry over)."""
    return text.map_batches(
        lambda s: pl.Series([_copy(t) for t in s.to_list()], dtype=pl.String),
        return_dtype=pl.String,
    )


def restore_evidence(records: pl.DataFrame, read: str) -> pl.DataFrame:
    """`records` with each `*_evidence` quoted from the leg's own text (column PLAIN) at the
    place it was found in the copy (column `read`); rows whose copy is the text, the most
    by far, are left as they are."""
    # (Series, not a `select`: planning one against a staged frame's ~150 columns costs
    # more than the comparison on a few texts' read)
    changed = (records.get_column(read) != records.get_column(PLAIN)).fill_null(False)
    if not changed.any():
        return records
    columns = [c for c in records.columns if c.endswith("_evidence")]
    fixed = {c: records[c].to_list() for c in columns}
    plain = records[PLAIN].to_list()
    for i in changed.arg_true().to_list():
        for c in columns:
            fixed[c][i] = quoted_from(plain[i], fixed[c][i])
    return records.with_columns(pl.Series(c, fixed[c], dtype=pl.String) for c in columns)
