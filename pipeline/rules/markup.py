"""Markup a content system leaves in a rule text, and what the text says without it.

A venue whose editors write rules in a rich-text editor may hand them over with the editor's
markup in the plain text: HTML tags (`<p>`, `<br/>`, `<strong>Yes</strong>`, `<ul><li>`,
`<a href="...">`), HTML entities (`&quot;Yes&quot;`, `&nbsp;`, `&#39;`, `M&uuml;nchen`),
Markdown (`**Yes**`, `_No_`, `### Postponement`, `> a quoted note`, `[the league's
site](https://...)`, `` `code` ``) and newlines written as a backslash and an "n". None of it
is wording: a reader that reads it as text misses "resolves Yes" in "resolves
<strong>Yes</strong>", and a team's name spelt with an entity is no name it knows.

`markup_edits` lists, for one text, each place to write differently: a block tag (a
paragraph, a line break, a list item) becomes a line break, as the page shows it; an inline
tag and a Markdown emphasis, heading, quote or code mark are dropped; an entity becomes its
character (a no-break space a plain space); a link reads as its words. Struck-through
wording (`<del>`, `<s>`, `~~`) and inserted wording (`<ins>`) are not markup but tracked
changes, whose fate says which words hold (`redline`): they are left alone here.
"""

from __future__ import annotations

import html
import re

__all__ = ["HEADING_MARK", "MARKUP_HINTS", "markup_edits"]

# What a Markdown heading's marks become: a character no text holds, telling `readcopy` the
# line is a heading (read as its capitals headings are: the condition of the line under it,
# or blanked where that line states its own contingency).
HEADING_MARK = "\x1e"
# A quick look: a text holding none of these holds no markup (most texts).
MARKUP_HINTS = ("<", "&", "*", "_", "#", "`", "\\", "[", ">")

_BLOCK = "p|div|br|hr|ul|ol|li|h[1-6]|tr|table|thead|tbody|section|article|blockquote|header|footer"
_INLINE = "strong|b|em|i|u|span|a|font|code|mark|small|big|abbr|cite|q|tt|sup|sub"
# One mark a match; the group that matched says what it becomes.
_TOKENS = re.compile(
    rf"(?P<item><li\b[^<>]{{0,200}}>)|(?P<hopen><h[1-6]\b[^<>]{{0,200}}>)"
    rf"|(?P<block></?(?:{_BLOCK})\b[^<>]{{0,200}}?/?>)"
    rf"|(?P<inline></?(?:{_INLINE})\b[^<>]{{0,300}}?/?>)"
    r"|(?P<entity>&(?:#\d{1,7}|#[xX][0-9a-fA-F]{1,6}|[A-Za-z][A-Za-z0-9]{1,9});)"
    r"|(?P<strong>\*\*|(?<![\w_])__(?=\w)|(?<=\w)__(?![\w_]))"
    # A Markdown heading's marks, a quote's mark (not "> 48 hours", which means more than).
    r"|(?m:(?:^|(?<=\\n))(?P<heading>[ \t]*#{1,6}[ \t]+))"
    r"|(?m:(?:^|(?<=\\n))(?P<quote>[ \t]*>[ \t]?)(?=[^\s\d=>]))"
    # A newline (a tab, a quote) written as its escape, where a system escaped it twice.
    r"|(?P<newline>\\r\\n|\\n|\\r)|(?P<tab>\\t)|\\(?P<quoted>[\"'])"
)
# Marks that come in pairs around words: group "open" and "close" are the marks; a link
# keeps its words and drops its address.
_PAIRS = re.compile(
    r"(?P<open>\[)[^\[\]\n]{1,200}(?P<close>\]\([^()\s]{1,300}\))"
    r"|(?P<open_u>(?<![\w_])_)(?=[^\s_])[^_\n]{1,120}?(?<=[^\s_])(?P<close_u>_)(?![\w_])"
    r"|(?P<open_s>(?<![\w*])\*)(?=[^\s*])[^*\n]{1,120}?(?<=[^\s*])(?P<close_s>\*)(?![\w*])"
    r"|(?P<open_c>`)[^`\n]{1,200}(?P<close_c>`)"
)

_PAIR_GROUPS = (
    ("open", "close"),
    ("open_u", "close_u"),
    ("open_s", "close_s"),
    ("open_c", "close_c"),
)


def _token(m: re.Match[str]) -> str:
    kind = m.lastgroup
    if kind == "item":
        return "\n- "
    if kind in ("block", "newline"):
        return "\n"
    if kind == "entity":
        # A no-break space reads as a space; an unknown name stays as written.
        return html.unescape(m.group(0)).replace("\u00a0", " ")
    if kind == "heading":
        return HEADING_MARK
    if kind == "hopen":
        return "\n" + HEADING_MARK
    if kind == "tab":
        return " "
    if kind == "quoted":
        return m.group("quoted")
    return ""


def markup_edits(text: str) -> list[tuple[int, int, str]]:
    """(start, end, replacement) for each mark of markup in `text`, in order (see the
    module's docstring); none for a text without markup."""
    if not any(hint in text for hint in MARKUP_HINTS):
        return []
    edits: list[tuple[int, int, str]] = []
    for m in _PAIRS.finditer(text):
        for open_, close in _PAIR_GROUPS:
            if m.group(open_) is not None:
                edits.append((m.start(open_), m.end(open_), ""))
                edits.append((m.start(close), m.end(close), ""))
    taken = sorted(edits)
    for m in _TOKENS.finditer(text):
        if any(s < m.end() and m.start() < e for s, e, _ in taken):
            continue
        edits.append((m.start(), m.end(), _token(m)))
    return sorted(edits)
