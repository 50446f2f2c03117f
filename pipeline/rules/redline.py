"""Tracked changes left in a rule text (a redline), and the text they leave in force.

A trader is sometimes sent a draft with its edits still marked: words struck through
(`~~...~~`, `<del>`, `<s>`, combining strokes, `[deleted: ...]`), words put in (`<ins>`,
`[inserted: ...]`, `[added: ...]`), reviewers' margin comments in brackets ("[Comment from
legal: do we count extra time?]"), and a mark saying what became of each change
("(accepted)", "(rejected)"). Read as plain text, such a draft says both the old rule and
the new one; only one of them is in force:

- an **accepted** change (or one whose fate the text does not give: struck words are
  words taken out) leaves the words put in and drops the words taken out;
- a **rejected** change leaves the words taken out, as they were, and drops the words put in;
- a change still **pending** ("(pending)", or a draft whose changes are "neither accepted nor
  rejected", "pending sign-off", "unresolved") leaves neither: which rule will hold is not
  known, so neither is read.

A margin comment asks or argues; it is no rule, and is blanked. Everything is done in
place, the copy the same length as the text (`readcopy` keeps evidence where it was).
"""

from __future__ import annotations

import re

__all__ = ["changes_applied", "looks_redlined"]

# A quick look: a text holding none of these holds no tracked change or margin comment (a
# bracket is looked into only where there is one: most texts hold none).
_MARKS = ("~~", "<", "\u0336", "{--", "{++")
_BRACKET = re.compile(r"(?i)\[(?:del|ins|rem|add|str|com|rev|que|mar)")


def looks_redlined(text: str) -> bool:
    """Whether `text` may hold a tracked change or a margin comment (a quick look)."""
    return any(mark in text for mark in _MARKS) or (
        "[" in text and _BRACKET.search(text) is not None
    )


# One part of a change: the words taken out (group "out") or put in (group "in"), each
# with its marks around them.
_PART = re.compile(
    r"(?i)~~(?!~)(?P<out1>[^\n]+?)~~"
    r"|<(?P<tag>s|del|strike)>(?P<out2>[^\n]*?)</(?P=tag)>"
    r"|(?P<out3>(?:[^\s\u0336]\u0336)+)"
    r"|\[(?:deleted|deletion|delete|del|removed|struck(?:[ -]out)?|strike)\s*:\s*"
    r"(?P<out4>[^\[\]\n]*)\]"
    r"|\{--(?P<out5>[^\n]*?)--\}"
    r"|<ins>(?P<in1>[^\n]*?)</ins>"
    r"|\[(?:inserted|insertion|insert|ins|added|addition|add)\s*:\s*(?P<in2>[^\[\]\n]*)\]"
    r"|\{\+\+(?P<in3>[^\n]*?)\+\+\}"
)
_OUT = ("out1", "out2", "out3", "out4", "out5")
_IN = ("in1", "in2", "in3")
# What became of a change, marked right after it (a full stop or comma may come between).
_FATE = re.compile(
    r"(?i)[ \t]*[.,;]?[ \t]*[(\[][ \t]*(?:change[ \t]+)?"
    r"(?:(?P<accepted>accepted|approved|agreed)|(?P<rejected>rejected|declined|not[ \t]+accepted)"
    r"|(?P<pending>pending|open|unresolved|undecided|not[ \t]+yet[ \t]+(?:accepted|decided)))"
    r"[ \t]*[)\]]"
)
# A draft saying its changes are not decided yet.
_UNDECIDED = re.compile(
    r"(?i)\bneither\s+accepted\s+nor\s+rejected\b"
    r"|\bnot\s+yet\s+(?:been\s+)?(?:accepted|approved|agreed|signed[ -]off)\b"
    r"|\bpending\s+(?:sign[ -]?off|approval|acceptance|review)\b"
    r"|\b(?:unresolved|undecided)\s+(?:edits|changes|mark-?ups?|redlines?)\b"
    r"|\bawaiting\s+(?:sign[ -]?off|approval)\b"
)
# A reviewer's comment in the margin, in brackets.
_COMMENT = re.compile(
    r"(?i)\[[ \t]*(?:comments?|reviewer|query|question|margin[ \t]+note)\b[^\[\]\n]*\]"
)


def _blanked(text: str, start: int, end: int) -> str:
    return text[:start] + " " * (end - start) + text[end:]


def _words_kept(text: str, m: re.Match[str], group: str) -> str:
    """`text` with the marks around `group`'s words blanked, the words kept in place."""
    text = _blanked(text, m.start(), m.start(group))
    return _blanked(text, m.end(group), m.end())


def changes_applied(text: str) -> str:
    """`text` as its tracked changes leave it in force (see the module's docstring), the
    same length, every place where it was."""
    text = _COMMENT.sub(lambda m: " " * len(m.group(0)), text)
    parts = list(_PART.finditer(text))
    if not parts:
        return text
    undecided = _UNDECIDED.search(text) is not None
    # Parts next to each other (only spaces between) are one change: out, then in.
    changes: list[list[re.Match[str]]] = []
    for part in parts:
        if changes and not text[changes[-1][-1].end() : part.start()].strip(" \t"):
            changes[-1].append(part)
        else:
            changes.append([part])
    out = text
    for change in changes:
        fate = _FATE.match(text, change[-1].end())
        if fate is not None:
            status = fate.lastgroup or "accepted"
            out = _blanked(out, fate.start(), fate.end())
        else:
            status = "pending" if undecided else "accepted"
        for part in change:
            group = next(g for g in (*_OUT, *_IN) if part.group(g) is not None)
            stays = (status == "accepted" and group in _IN) or (
                status == "rejected" and group in _OUT
            )
            if stays:
                out = _words_kept(out, part, group)
            else:
                out = _blanked(out, part.start(), part.end())
    return out
