"""Terms a contract defines, defaults, examples, notices and corrections, as the reading
copy (`readcopy`) reads them (house rules for many kinds of market: `houserules`).

- **A period defined once and named after.** Contract terms define their words first
  ("Postponement Window: 48 hours from the original kick-off"; '"Cut-off Period" means
  seventy-two hours ...') and then use the name ("a Game moved beyond the Postponement
  Window settles at Fair Value"). Read alone, that sentence bounds a postponement by a
  period it does not state. A term whose name says it is a period (window, period,
  deadline, cut-off, limit, date) and whose definition says how long (a number of hours,
  days, weeks or minutes) is read, where the text names it, with its definition beside it
  ("moved beyond the Postponement Window (48 hours from the original kick-off)"), and the
  definition itself is blanked (left, it would read as a postponement clause with no
  consequence). A term defined twice, or named with a length of its own ("the Window of
  72 hours"), is left as it is: which length holds is not for the reader to pick.
- **A default that yields** ("Unless the market terms provide otherwise, match results
  count regulation time only"; "by default, ...") says what holds where nothing more
  specific is said. Where another sentence of the text speaks to the same matter (the
  scope, a postponement, a cancellation, an abandonment), the default does not decide it:
  it is blanked, and that sentence is read (or, not understood, says so). A default alone
  on its matter is read as it stands.
- **A worked example's length** ("Example: the game is moved back three days -> last
  traded price") is one case, not a bound: nothing says where the window ends (a delay of
  two days may pay the same). In an example's line (one opening with "Example", "e.g.",
  "for instance", or an item under an "Examples" heading) a length with no bound word
  before it ("more than", "beyond", "within" ...) is blanked, where the text states no
  bound or the case lies beyond it; a case inside a stated bound ("over 48 hours: fair
  price" beside "Example: pushed back 36 hours -> fair price") may contradict it and is
  read, so the two are weighed. A bound the example states is read.
- **A worked example's scoreline** ("Example 2: Newcastle win 3-2 -> Yes") is the case it
  shows, not the score a market is on: read, it named an exact score beside the rule's
  win. In an example's line it is blanked; what the example pays is left to be weighed.
- **A notice of a change from a date** ("on and after 1 January 2027 the fallback switches
  from press reports to Opta"; "from August, extra time no longer counts") says which rule
  holds on which dates. Which one holds for this leg's match hangs on its date, which the
  copy does not weigh: the notice is blanked, and what the text states besides is read.
- **A correction** ("Actually, scratch that: it's 72 hours, not 48", "Correction: ...",
  "Sorry, I meant ...") takes back the sentence before it: that sentence is blanked, and
  the correction read as it stands (its own doubt, a value taken back beside the new
  one, is the reader's to weigh).
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from pipeline.rules import patterns as P
from pipeline.rules import vocabulary as V

__all__ = [
    "SENTENCE",
    "blank_span",
    "CORRECTION_CUES",
    "EXAMPLE_CUES",
    "NOTICE_CUES",
    "DEFAULT_CUES",
    "corrections_applied",
    "PERIOD_NAMES",
    "defaults_yielding",
    "defined_periods",
    "example_asides_blanked",
    "example_lengths_blanked",
    "example_scores_blanked",
    "notices_blanked",
]

# A defined period: its name (group "term", ending in a word saying it is a period) and its
# definition (group "body", up to the end of the clause), at the start of a line or clause.
PERIOD_NAMES = ("Window", "Period", "Deadline", "Cut-off", "Cut-Off", "Cutoff", "Limit", "Date")
_PERIOD_NAME = "(?:" + "|".join(PERIOD_NAMES) + ")"
_DEFINED_PERIOD = re.compile(
    r"(?:^|(?<=[\n.;:]))[ \t]*(?:[-*•][ \t]*|\(?[a-z0-9]{1,3}[.)][ \t]*)?(?:[Tt]he\s+)?"
    # A name in quotes may be any phrase naming a period ('"Postponed beyond the Window"');
    # one without, capitalised words ending in a period's name ("Postponement Window").
    rf"(?:[\"“](?P<quoted>[A-Z][^\"”\n]{{0,50}}?\b{_PERIOD_NAME}\b[^\"”\n]{{0,20}})[\"”]"
    rf"|'?(?P<term>(?:[A-Z][a-z]+[ -])*{_PERIOD_NAME})'?)"
    r"\s*(?::|=|\s(?:means|shall\s+mean|is\s+defined\s+as|refers\s+to|is)\b)"
    r"\s*(?P<body>[^.;\n]{2,160})"
)
# A name followed by a length of its own ("the Postponement Window of 72 hours").
_OWN_LENGTH = re.compile(
    r"\s*(?:\(|,)?\s*(?:of|lasting|being|set\s+at|i\.e\.)\s+\S*\d|\s+of\s+[a-z-]+\s+(?:hours?|days?|weeks?)"
)
# What makes a definition say how long: a duration (a period left to judgement is not read:
# put in its uses, its doubt read the whole sentence as in doubt).
_HOW_LONG = re.compile(r"(?i)\b(?:hours?|hrs?|days?|weeks?|minutes?|mins?)\b")


def defined_periods(text: str) -> list[tuple[int, int, str]]:
    """(start, end, replacement) for each place `text` names a period it defines, the name
    with its definition beside it, and a blank for the definition itself (see the module's
    docstring); none where the text defines no period."""
    if not any(name in text for name in PERIOD_NAMES):
        return []
    # name -> (where its definition starts, where the name ends, where the body ends, body)
    defined: dict[str, list[tuple[int, int, int, str]]] = {}
    for m in _DEFINED_PERIOD.finditer(text):
        body = m.group("body").strip()
        name = "quoted" if m.group("quoted") else "term"
        opens = m.start(name) - (name == "quoted")
        if _HOW_LONG.search(body):
            defined.setdefault(m.group(name), []).append(
                (opens, m.end(name), m.start("body") + len(m.group("body").rstrip()), body)
            )
    edits: list[tuple[int, int, str]] = []
    for term, definitions in defined.items():
        if len(definitions) != 1:
            continue
        opens, named, closes, body = definitions[0]
        uses = [
            use
            for use in re.finditer(
                rf"\b(?:(?:[Tt]he|[Tt]his|[Tt]hat)\s+)?{re.escape(term)}\b", text
            )
            if not (use.start() < named and opens < use.end())
        ]
        # A use that states a length of its own ("the Window of seventy-two hours") says
        # something its definition may not: the text is read as it stands.
        if not uses or any(_OWN_LENGTH.match(text, use.end()) for use in uses):
            continue
        edits += [(use.start(), use.end(), f"{use.group(0)} ({body})") for use in uses]
        # Its uses now say what the definition said; left in, the definition would read
        # as a postponement clause of its own, with no consequence.
        edits.append((opens, closes, " " * (closes - opens)))
    return sorted(edits)


# A sentence, as these readings cut a text: up to a full stop or a line break.
SENTENCE = re.compile(r"[^.\n]+")


def blank_span(text: str, start: int, end: int) -> str:
    """`text` with `start:end` blanked (its line breaks kept), every place where it was."""
    return text[:start] + re.sub(r"[^\n]", " ", text[start:end]) + text[end:]


# Another clause named by its number or letter ("clause 3", "paragraph 2(b)", "(c)").
_CLAUSE_REF = (
    r"(?:(?:clause|paragraph|section|rule|item|point)\s+\(?[0-9a-z]{1,3}\)?(?:\([a-z0-9]{1,3}\))?"
    r"|\([0-9a-z]{1,3}\))"
)
_TO_CLAUSE_WORDS = (
    rf"\bsave\s+as\s+(?:otherwise\s+)?provided\s+(?:in|by|under)\s+(?P<saved>{_CLAUSE_REF})"
    rf"|\bsubject\s+to\s+(?P<subject>{_CLAUSE_REF})"
    rf"|\bexcept\s+(?:as\s+(?:stated|provided|set\s+out)\s+in\s+(?P<stated>{_CLAUSE_REF})"
    rf"|where\s+(?P<applies>{_CLAUSE_REF})\s+applies\b)"
)
# The clause a rule yields to, and its label's last part ("2(b)" -> "b", "clause 3" -> "3").
_TO_CLAUSE = re.compile(rf"(?i){_TO_CLAUSE_WORDS}")
_LABEL_PART = re.compile(r"(?i)(?<![a-z])[0-9a-z]{1,3}(?![a-z])")
_TO_THE_STOP = re.compile(r"[^.\n]*")
# What makes a sentence a default that yields to a more specific one.
_DEFAULT = re.compile(
    r"(?i)\b(?:unless|except\s+(?:where|as)|save\s+(?:where|as))\s+(?:(?:otherwise|differently)"
    r"\s+(?:stated|specified|provided|noted|indicated|set\s+out)"
    r"|(?:stated|specified|provided|noted|indicated)\s+(?:otherwise|differently)"
    r"|(?:\w+['’]?s?\s+){0,5}?(?:terms?|rules?|descriptions?|conditions?)\s+(?:\w+\s+){0,3}?"
    r"(?:provides?|says?|states?|specif(?:y|ies)|sets?\s+out|indicates?)\s+(?:otherwise"
    r"|something\s+(?:else|different)|differently))"
    r"|\bby\s+default\b|\bas\s+a\s+(?:general\s+rule|default)\b"
    r"|\bin\s+the\s+absence\s+of\s+(?:any\s+)?(?:specific|other|contrary)\b"
    # A rule that yields to another clause named by its number ("save as provided in (c)",
    # "subject to clause 3", "except where paragraph 2 applies").
    rf"|{_TO_CLAUSE_WORDS}"
)
# A quick look for those cues, before the pattern runs.
DEFAULT_CUES = (
    "otherwise",
    "differently",
    "default",
    "general rule",
    "absence of",
    "ave as",
    "ubject to",
    "xcept as",
    "xcept where",
)
_MATTERS = {
    "scope": re.compile(P.SCOPE_MENTION),
    **{
        name: re.compile(words, re.IGNORECASE)
        for name, words in V.CONTINGENCY_CONDITIONS.items()
        if name != "not_played"
    },
}


def defaults_yielding(text: str) -> str:
    """`text` with each default that another sentence on its matters overrides blanked
    (see the module's docstring)."""
    if not _DEFAULT.search(text):
        return text
    sentences = [m for m in SENTENCE.finditer(text) if m.group(0).strip()]
    defaults = [m for m in sentences if _DEFAULT.search(m.group(0))]
    if not defaults:
        return text
    others = [m.group(0) for m in sentences if m not in defaults]
    for d in defaults:
        matters = [rx for rx in _MATTERS.values() if rx.search(d.group(0))]
        # A rule yielding to a clause it names yields on what that clause speaks to, not
        # on what any other sentence does.
        named = _named_clause(text, d)
        over = [named] if named is not None else others
        if matters and all(any(rx.search(o) for o in over) for rx in matters):
            text = blank_span(text, d.start(), d.end())
    return text


def _named_clause(text: str, rule: re.Match[str]) -> str | None:
    """The words of the clause `rule` yields to by its label ("subject to (c)"), up to its
    stop; None where `rule` names none or the text holds no clause so labelled."""
    to = _TO_CLAUSE.search(rule.group(0))
    if to is None:
        return None
    ref = next(g for g in to.groups() if g is not None)
    parts = _LABEL_PART.findall(ref)
    if not parts:
        return None
    label = re.compile(rf"(?:^|(?<=[\s.;:]))\(?{re.escape(parts[-1])}[.)]\s", re.IGNORECASE)
    for m in label.finditer(text):
        if not rule.start() <= m.start() < rule.end():
            stop = _TO_THE_STOP.match(text, m.end())
            return stop.group(0) if stop is not None else None
    return None


# A sentence that takes back the one before it.
_CORRECTION = re.compile(
    r"(?im)(?:^|(?<=[.!?:;]\s)|(?<=[.!?:;]))[ \t]*(?:[-*•][ \t]*)?(?:actually,?\s+|oops,?\s+)?"
    r"(?:scratch\s+that|correction\b|sorry,?\s+(?:I\s+meant|my\s+(?:mistake|bad))"
    r"|my\s+(?:mistake|bad)\b|I\s+misspoke|let\s+me\s+correct\s+(?:that|myself))"
)
# A quick look for those cues, before the pattern runs.
CORRECTION_CUES = ("cratch that", "orrection", "mistake", "my bad", "misspoke", "I meant")
_LAST_SENTENCE = re.compile(r"[^.!?\n]+[.!?]*\s*$")


def corrections_applied(text: str) -> str:
    """`text` with each sentence a correction takes back blanked (see the module's
    docstring)."""
    for m in list(_CORRECTION.finditer(text)):
        taken_back = _LAST_SENTENCE.search(text, 0, m.start())
        if taken_back and taken_back.group(0).strip():
            # The cue itself is a mark, not a rule: left, it reads as a sentence in doubt.
            text = blank_span(text, taken_back.start(), m.end())
    return text


# A line that is a worked example, and a heading over a list of them.
_EXAMPLE_LINE = re.compile(
    r"(?i)^\s*(?:[-*•]\s*|\(?[a-z0-9]{1,2}[.)]\s*)?(?:e\.\s?g\.|for\s+(?:example|instance)"
    r"|(?:worked\s+)?example\s*\d*\s*[:.)-])"
)
_EXAMPLES_HEADING = re.compile(r"(?i)^\s*(?:worked\s+)?examples?\s*\d*\s*[:.]?\s*$")
# A quick look for those, before the patterns run.
EXAMPLE_CUES = ("xample", "XAMPLE", "e.g.", "instance")
_LENGTH = re.compile(P.DURATION)
# A bound said just before a length ("more than", "beyond", "within", "> ").
_BOUND_BEFORE = re.compile(
    r"(?i)(?:more\s+than|over|beyond|longer\s+than|later\s+than|past|within|up\s+to|at\s+least"
    r"|at\s+most|exceed\w*|under|less\s+than|inside|no\s+later\s+than|[<>≥≤]=?)"
    r"\s*(?:(?:a|the)\s+(?:delay|period|gap|postponement|window)\s+of\s+)?$"
)


def _hours(m: re.Match[str]) -> int | None:
    word, unit = m.group(1).lower(), m.group(2).lower()
    n = int(word) if word.isdigit() else P.NUMBER_WORDS.get(word)
    if n is None:
        return None
    return n * {"h": 1, "d": 24, "w": 168, "f": 336}[unit[0]]


# An example in brackets ("(for example, where the league voids the fixture)"): a case of
# the condition it stands in. A payout named in it ("voids") is no payout of the rule; an
# example naming anything else ("the press (for example L'Equipe)") says what the words
# before it mean, and is kept.
_EXAMPLE_ASIDE = re.compile(r"(?i)\((?:for\s+(?:example|instance)|e\.\s?g\.|such\s+as)\b[^()\n]*\)")
_PAYOUT = re.compile(
    "|".join(f"(?:{rx.removeprefix('(?i)')})" for rx in V.CONSEQUENCES.values()), re.IGNORECASE
)


def example_asides_blanked(text: str) -> str:
    """`text` with each example in brackets that names a payout blanked (it illustrates a
    case, and its payout word is not the rule's)."""
    return _EXAMPLE_ASIDE.sub(
        lambda m: " " * len(m.group(0)) if _PAYOUT.search(m.group(0)) else m.group(0), text
    )


def _example_lines(lines: list[str]) -> Iterator[int]:
    """The indices of `lines` that are worked examples (see the module's docstring)."""
    under_heading = False
    for i, line in enumerate(lines):
        if _EXAMPLES_HEADING.match(line):
            under_heading = True
        elif not line.strip():
            under_heading = False
        elif under_heading or _EXAMPLE_LINE.match(line):
            yield i


# A scoreline ("3-2", "1 : 1").
_SCORELINE = re.compile(r"\b\d{1,2}\s*[-–:]\s*\d{1,2}\b")


def example_scores_blanked(text: str) -> str:
    """`text` with each scoreline of a worked example blanked: the example's case, not the
    score a market is on (see the module's docstring)."""
    lines = text.split("\n")
    for i in _example_lines(lines):
        lines[i] = _SCORELINE.sub(lambda m: " " * len(m.group(0)), lines[i])
    return "\n".join(lines)


def example_lengths_blanked(text: str) -> str:
    """`text` with each length a worked example states as its case blanked where it says
    nothing against the text's bound (see the module's docstring)."""
    lines = text.split("\n")
    bounds = [
        h
        for line in lines
        for m in _LENGTH.finditer(line)
        if _BOUND_BEFORE.search(line, 0, m.start()) and (h := _hours(m)) is not None
    ]
    for i in _example_lines(lines):
        line = lines[i]
        for m in reversed(list(_LENGTH.finditer(line))):
            case = _hours(m)
            # A case beyond every bound stated is one of the bound's (nothing against it);
            # one inside a bound may contradict it, and is left to be weighed.
            if _BOUND_BEFORE.search(line, 0, m.start()) or (
                case is not None and bounds and case <= max(bounds)
            ):
                continue
            line = blank_span(line, m.start(), m.end())
        lines[i] = line
    return "\n".join(lines)


_MONTH = (
    r"(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?"
    r"|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\b"
)
# A date a rule takes effect from (or holds until), and a word saying a rule changes.
_EFFECTIVE = re.compile(
    r"(?i)\b(?:from|on\s+(?:and|or)\s+after|effective(?:\s+(?:from|for|on))?|starting(?:\s+(?:from|on"
    r"|with))?|as\s+(?:of|from)|beginning(?:\s+(?:on|with))?|with\s+effect\s+from|until|before"
    r"|after)\s+(?:the\s+)?(?:\d{1,2}(?:st|nd|rd|th)?\s+(?:of\s+)?"
    + _MONTH
    + r"|"
    + _MONTH
    + r"|\d{4}-\d{2}-\d{2}|\d{1,2}/\d{1,2}/\d{2,4}"
    + r"|(?:next|this|the\s+\d{4}(?:[-/]\d{2,4})?)\s+season)"
)
# A sentence holding both the old rule and the new ("switches from press reports to Opta",
# "72 hours (previously 48)"); one that only states the rule in force from a date ("Effective
# 1 December: ...", "replaces all earlier versions") is that rule, and is read.
_CHANGE = re.compile(
    r"(?i)\b(?:switch\w*|chang\w*|mov(?:es|ed|ing))\s+(?:\w+\s+){0,3}?from\b|\bpreviously\b"
    r"|\binstead\s+of\b|\bused\s+to\b"
)
# A quick look for those, before the patterns run.
NOTICE_CUES = ("witch", "hang", "reviously", "used to", "instead of", "mov")


def notices_blanked(text: str) -> str:
    """`text` with each notice of a rule changing from a date blanked (see the module's
    docstring)."""
    if not _EFFECTIVE.search(text):
        return text
    for m in list(SENTENCE.finditer(text)):
        sentence = m.group(0)
        if _EFFECTIVE.search(sentence) and _CHANGE.search(sentence):
            text = blank_span(text, m.start(), m.end())
    return text
