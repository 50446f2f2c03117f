"""The contingency clauses read by meaning: what each clause is about, and what it does.

The sentence patterns of `timing_void.py` read the venues' own shapes in one vectorized
pass. Texts written otherwise ("Game called off, or pushed back more than 2 days? Then we
settle the market at a fair price.", "Delayed games are waited on for up to forty-eight
hours. After that, the market resolves No.") are read here, one clause at a time:

1. the text is cut into clauses: sentences, then semicolons and joined conditions
   ("...; if it is called off, ...", "..., and the same applies if ...");
2. each clause gets its *conditions* (`vocabulary.CONTINGENCY_CONDITIONS`: postponed,
   postponed beyond a stated time, cancelled, abandoned), its stated duration, and its
   *consequence* (`vocabulary.CONSEQUENCES`: a payout, stays open, "under the cancellation
   rule", "the same applies");
3. a clause with a consequence but no condition of its own takes the conditions of the
   clause before it when it opens by pointing back at it ("Then", "After that", "If it
   still has not been played by then", "Otherwise", "In either of the situations above");
   a clause after a window that stays open ("otherwise", "if not") is about a game beyond it;
4. the statements are combined per contingency: all agree (recognized), differ
   (conflicting), or a clause names the matter with a consequence not understood
   (unrecognized, that clause as evidence). Words that leave the consequence to someone's
   judgement ("may be kept open for a reasonable period") are never a reading.

A reference to another rule ("resolves under the cancellation rule") takes that rule's
value and keeps its own clause as evidence. The result has the same columns as the
vectorized reading of timing and void, which it replaces only where that one did not read.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field, replace
from functools import lru_cache

from pipeline.rules import patterns as P
from pipeline.rules import vocabulary as V
from pipeline.rules.timing_void import DERIVED_FROM_CANCELLATION

__all__ = ["Contingencies", "read_contingencies"]

_FLAGS = re.IGNORECASE


def _rx(pattern: str) -> re.Pattern[str]:
    return re.compile(pattern.removeprefix("(?i)"), _FLAGS)


_SENTENCE = re.compile(r"(?:" + P._ABBREV + r"|[^.?!\n]|[.?!](?=\w))+[.?!]?", _FLAGS)
_SPLIT = _rx(V.CLAUSE_BREAK)
_BULLET = re.compile(r"^\s*(?:[-*•]|\d+[.)]|\(?[a-z\d]\)|[QA]\s*:)\s+", _FLAGS)
_DURATION = _rx(P.DURATION)
_HEDGE = _rx(P.HEDGE)
_COND = {name: _rx(rx) for name, rx in V.CONTINGENCY_CONDITIONS.items()}
_CONSEQ = [(name, _rx(rx)) for name, rx in V.CONSEQUENCES.items()]
_BACK = _rx(V.POINTS_BACK)
_BEYOND = _rx(V.BEYOND_WINDOW)
_FIXED = _rx(V.FIXED_LABEL)
_DEFERS = _rx(V.DEFERS)
_REF_CANCEL = _rx(V.CONSEQUENCES["ref_cancel"])
_NO_RESCHEDULE = _rx(V.NO_RESCHEDULE)
_CANCELLED_UNFINISHED = _rx(V.CANCELLED_UNFINISHED)
_REPLAY_DATE = _rx(V.REPLAY_DATE)
_BARE_BOUND = _rx(P.BARE_BOUND)
# A clause that states its own settlement after its condition ("..., the contract settles at
# ...", "it pays ...").
_STATES_SETTLEMENT = _rx(
    r",\s*(?:then\s+)?(?:the|this|that|each|every|all|it|its|we)\b"
    r"(?:(?!\bnot\b|\bnever\b|n['’]t\b)[^,;]){0,40}?"
    r"(?:\b(?:settles?|settled|resolves?|resolved|expires?|redeem\w*)\s+(?:at|to|as|for|out)\b"
    r"|\b(?:pays?|paid)\s+(?:out\s+)?\S|\bis\s+worth\b)"
)
_TIE_UNFINISHED = _rx(P.TIE_UNFINISHED)
_FIXED_SCORE = _rx(V.FIXED_SCORE)
_LAST_FAIR = _rx(P.PAY_LAST_FAIR)


@dataclass
class Clause:
    """One clause: its text, conditions, duration (hours), consequence."""

    text: str
    conds: set[str] = field(default_factory=set)
    hours: tuple[int, str] | None = None
    consequence: str | None = None
    fixed: str | None = None
    hedged: bool = False
    not_played_only: bool = False  # its one condition is a game "not played"


@dataclass
class Contingencies:
    """What the clauses say, per contingency: (value, status, evidence)."""

    window: tuple[str | None, str, str | None]  # label ("hours:48", open_until_played)
    window_hours: int | None
    cancelled: tuple[str | None, str, str | None]
    abandoned: tuple[str | None, str, str | None]
    postponed_long: tuple[str | None, str, str | None]
    fixed: str | None


_HEADING = re.compile(r"^\s*#+\s*")
# A title line: a few words with no verb and no full stop ("Cancellation and abandonment",
# "Abandoned matches", "Postponement:"). Like a marked heading, it names the matter of the
# line under it.
_TITLE = re.compile(r"^[^.?!;,]{1,60}[:.]?$")
# A definition ('"Announcement" means the first public notice ...') states no consequence.
_DEFINITION = re.compile(
    r"[\"“'‘][^\"”'’]{1,30}[\"”'’]\s+(?:means|refers\s+to|is\s+defined\s+as)\b"
)
_NOT_TITLE = _rx(
    r"\b(?:if|when|should|where|unless|will|shall|would|is|are|be|been|was|were|may|can|then"
    r"|gets?|goes?|pays?|resolves?|settles?|counts?|stays?|remains?|means?|applies|yes|no)\b"
)
_TITLE_WORDS = 5
_HEADING_WORDS = 8


def _says_what_happens(text: str) -> bool:
    """Whether `text` names a consequence ("Canceled: fair price." is no title)."""
    return any(rx.search(text) for _, rx in _CONSEQ)


def _is_heading_line(line: str) -> bool:
    """A short line with no closing punctuation and no consequence ("If the match never
    happens", "What if it is postponed") heads the line under it."""
    text = line.strip()
    return (
        bool(text)
        and text[-1] not in ".!?;,"
        and len(text.split()) <= _HEADING_WORDS
        and not _says_what_happens(text)
    )


def _is_title(line: str) -> bool:
    text = line.strip()
    return (
        bool(_TITLE.match(text))
        and len(text.split()) <= _TITLE_WORDS
        and _NOT_TITLE.search(text) is None
        and not _says_what_happens(text)
    )


def _clauses(text: str) -> list[tuple[int, str, bool]]:
    """(sentence number, clause, whether it is a heading) for every clause of `text`.

    A heading line ("## If the fixture is scrapped", or a title such as "Abandoned matches")
    states the condition of the line under it: both count as one sentence, so the line's
    consequence joins the heading's condition.
    """
    out: list[tuple[int, str, bool]] = []
    n = 0
    heading = False
    for line in text.splitlines():
        was_heading = heading
        heading, sentences = _line_clauses(line)
        if was_heading and line.strip():
            n -= 1
        for clauses in sentences:
            n += 1
            out += [(n, c, heading) for c in clauses]
    return out


# Texts of one template share most of their lines (on B6's legs, the texts the clause reader
# reads hold ~7 lines, ~22 % of them distinct): each line is cut once.
@lru_cache(maxsize=65536)
def _line_clauses(line: str) -> tuple[bool, tuple[tuple[str, ...], ...]]:
    """Whether `line` heads the line under it, and the clauses of each of its sentences:
    what `_clauses` reads of one line, which depends on nothing else."""
    bare = _BULLET.sub("", line)
    heading = _HEADING.match(line) is not None or _is_title(bare) or _is_heading_line(bare)
    sentences = []
    for m in _SENTENCE.finditer(_BULLET.sub("", _HEADING.sub("", line))):
        sentence = m.group(0).strip().strip("()").strip()
        sentences.append(tuple(c.strip(" ,") for c in _SPLIT.split(sentence) if c.strip(" ,")))
    return heading, tuple(sentences)


def _number(raw: str) -> int | None:
    word = raw.lower()
    return int(word) if word.isdigit() else P.NUMBER_WORDS.get(word)


def _hours(s: str) -> tuple[int, str] | None:
    """(hours, window label as `timing_void` writes it) of the duration `s` states."""
    m = _DURATION.search(s)
    n = None if m is None else _number(m.group(1))
    if m is None or n is None:
        return None
    unit = m.group(2).lower()
    if unit.startswith("h"):
        return n, f"hours:{n}"
    hours = n * 24 if unit.startswith("d") else n * 336 if unit.startswith("f") else n * 168
    return hours, f"days:{hours // 24}"


# A bracketed aside closing a clause ("No (if there is no replay)") qualifies it: the
# consequence is read without it. One that says what a word of the clause means ("void
# (here void means each share settles at 0.50)", "(i.e. ...)") is part of what it says.
_TRAILING_ASIDE = re.compile(
    r"\s*\((?![^()]*(?:\b(?:means?|meaning|ie|that\s+is|namely|defined\s+as)\b|\bi\.\s?e\.))[^()]*\)"
    r"\s*[.!]?\s*$",
    re.IGNORECASE,
)


def _classify(text: str) -> Clause:
    """What one clause says, a copy the caller may change (`read_contingencies` joins
    clauses by changing them)."""
    read = _classified(text)
    return replace(read, conds=set(read.conds))


# Texts are combinations of far fewer clauses (on B6's synthetic legs, a text the clause
# reader reads holds ~9 clauses, and only ~28 % of them are distinct): each is read once.
@lru_cache(maxsize=65536)
def _classified(text: str) -> Clause:
    c = Clause(text)
    said = _TRAILING_ASIDE.sub("", text) or text
    found = {name for name, rx in _CONSEQ if rx.search(said)}
    if len(found) > 1:
        # "The same fair-price settlement applies": the payout is named.
        found.discard("same")
    if {"last_price", "fair_price"} <= found:
        # "the last fair market price" (P4) against "a fair price based on the last
        # traded prices" (C4).
        found.discard("fair_price" if _LAST_FAIR.search(text) else "last_price")
    if len(found) == 2 and found & {"fixed_outcome", "as_draw"} and found & {"yes", "no"}:
        # A fixed result explained by this leg's own payout ("as though neither team scored
        # first, i.e. No", "treated as a draw, so this market resolves No"): the payout is
        # stated.
        found -= {"fixed_outcome", "as_draw"}
    if len(found) == 2 and "ref_cancel" in found:
        # "We handle it like a cancellation: fair price": the payout is stated beside the
        # clause it points to.
        found.discard("ref_cancel")
    if len(found) == 1:
        c.consequence = found.pop()
    elif found:
        c.consequence = "conflict"
    if c.consequence == "fixed_outcome":
        f = _FIXED.search(text)
        score = _FIXED_SCORE.search(text)
        if f is not None:
            c.fixed = f.group(1)
        elif score is not None:
            # A goalless settlement states no digits: it is 0-0.
            c.fixed = re.sub(r"\s*[-–:]\s*", "-", score.group(1)) if score.group(1) else "0-0"
    # What the consequence says is no condition ("treated the same as a cancelled match").
    about = _REF_CANCEL.sub(" ", text)
    # A tie never completed is a contest never decided, not a match stopped during play.
    about = _TIE_UNFINISHED.sub(" ", about)
    about = _REPLAY_DATE.sub(" ", about)
    if _COND["cancel"].search(about):
        # "Cancelled with no make-up date": the rescheduling named is one that never comes;
        # "cancelled and not completed": the unfinished game is the cancelled one.
        about = _NO_RESCHEDULE.sub(" ", about)
        about = _CANCELLED_UNFINISHED.sub(" cancelled ", about)
    for name, rx in _COND.items():
        if rx.search(about):
            c.conds.add(name)
    if "abandon" in c.conds:
        c.conds.discard("not_played")
    c.hours = _hours(text)
    if "not_played" in c.conds:
        # "Not played within 48 hours" is a postponement beyond a time, and (said of any
        # game) a cancelled one too; "postponed and not played" only the first.
        c.conds.discard("not_played")
        c.not_played_only = not c.conds
        if "postpone" not in c.conds:
            c.conds.add("cancel")
            if c.hours is not None:
                c.conds |= {"postpone", "beyond"}
    # A bound whose number lost its unit ("within 48 of the original start") is read no more
    # than a hedged one: it bounds, by no length the text gives.
    c.hedged = _HEDGE.search(text) is not None or _BARE_BOUND.search(text) is not None
    if _DEFERS.search(text) and c.consequence is None:
        c.consequence = "deferred"
    return c


def _postpone_kind(c: Clause) -> str:
    """`long` (beyond a stated time) or `open` (waited for) for a postponement clause."""
    if c.consequence == "result":
        return "open"
    if c.hours is not None or _BEYOND.search(c.text):
        return "long"
    return "open" if c.consequence is None else "long"


@lru_cache(maxsize=65536)
def read_contingencies(text: str) -> Contingencies:
    """The timing and void reading of one text (see the module docstring)."""
    statements: dict[str, list[tuple[str | None, str]]] = {
        "cancel": [],
        "abandon": [],
        "long": [],
        "open": [],
    }
    unread: dict[str, str] = {}
    windows: list[tuple[int, str, str]] = []
    fixed: str | None = None
    prev: Clause | None = None
    pending: tuple[int, Clause] | None = None
    asked = False
    headings: set[str] = set()
    for sentence, raw, heading in _clauses(text):
        if _DEFINITION.search(raw):
            continue
        c = _classify(raw)
        if (
            pending is not None
            and pending[1].text in headings
            and c.conds
            and (not c.conds <= pending[1].conds or c.consequence is None)
        ):
            # Under a heading, a clause naming other conditions of its own, or restating the
            # heading's as a condition or a question ("Delays / Postponed? ..."), is not the
            # heading's consequence: the heading is only a title.
            pending = None
        if heading and c.conds:
            headings.add(raw)
        question = raw.endswith("?") and bool(c.conds) and c.consequence is None
        # Only the clause right after a question answers it.
        # It may restate the question's matter ("Q: And if it is cancelled? A: If the game
        # is cancelled and never replayed, ... Yes"), but no other.
        answer = (
            asked
            and pending is not None
            and (
                c.conds <= pending[1].conds
                # An answer may name the asked matter beside others ("What if it is
                # postponed? Should it be cancelled, or moved by more than 48 hours, ...").
                or (c.consequence is not None and pending[1].conds <= c.conds)
            )
        )
        if answer and not c.conds and c.consequence is None and _BACK.search(c.text) is None:
            # "What if it is postponed? Nothing happens to your position. The market stays
            # open ...": words that say nothing of their own (no matter, no payout) before
            # the answer's payout; the question stays asked.
            continue
        asked = question
        stated = bool(c.conds) and c.consequence is not None  # "Cancelled: No."
        if answer and question:
            # "Q: What if the game is postponed? A: Postponed? It stays open ...": the question
            # asked again on the same matter; the clause after it answers both.
            asked = True
            continue
        if answer and c.conds and c.consequence is None and pending is not None:
            # "Q: What if it is postponed? A: A delayed kickoff closes nothing; we wait for the
            # game": the answer restates the matter, and its next clause the consequence.
            conds = pending[1].conds | c.conds
            pending = (sentence, Clause(f"{pending[1].text} {c.text}", conds, c.hours))
            continue
        # A title on a line of its own heads the line under it (see `_clauses`); within a
        # line it is skipped.
        titled = not heading and (len(raw.split()) <= 2 or _is_title(raw))
        if titled and not (question or stated or (answer and c.consequence)):
            continue  # a heading ("3. Postponement.", "4. Cancellation and abandonment.")
        if answer and c.consequence is not None and pending is not None:
            # "Cancelled? No." / "Postponed? The market stays open.": the answer to the
            # question before it, whatever sentence it stands in; quoted with it.
            sentence = pending[0]
            c.text = f"{pending[1].text} {c.text}"
        back = _BACK.search(c.text) is not None
        if c.consequence == "same":
            c.consequence = None if prev is None else prev.consequence
        # A condition without its consequence ("If the game is canceled, or if it is delayed
        # ..., it resolves to a fair price") joins the next clause of its sentence, or the
        # next sentence when that one points back at it ("...? Then we settle ...").
        if pending is not None:
            joins = c.consequence is not None and (pending[0] == sentence or back)
            if joins:
                c.conds |= pending[1].conds
                c.hours = c.hours or pending[1].hours
                c.hedged = c.hedged or pending[1].hedged
            elif c.consequence is not None or not back:
                for cond in pending[1].conds:
                    unread.setdefault("timing" if cond == "postpone" else cond, pending[1].text)
            pending = None if joins or c.consequence is not None or not back else pending
        if c.consequence is None and back:
            continue  # "This is the case when ...": an aside on the clause before
        if c.conds and c.consequence is None and _STATES_SETTLEMENT.search(c.text):
            # "(c) where the match is cancelled, the contract settles at <words not known>;
            # (d) where abandoned, ... 0.50": the clause says what it pays, in words not
            # understood; it is no bare condition to join the next clause's payout.
            for cond in c.conds:
                unread.setdefault("timing" if cond == "postpone" else cond, c.text)
            # "The same applies when ..." after it points at this payout not understood,
            # never at an earlier clause's.
            prev = c
            continue
        if c.conds and c.consequence is None:
            pending = (sentence, c)
            continue
        if c.not_played_only and back and prev is not None and "postpone" in prev.conds:
            # "If it still has not been played by then": the postponed game of the clause
            # before, not a cancelled one.
            c.conds = set()
        if not c.conds and prev is not None and prev.conds and back:
            c.conds = set(prev.conds)
            # A clause carrying on one left to judgement or taken back ("forty-eight hours,
            # sorry, no, two weeks, then it settles ...") carries on its doubt too.
            c.hedged = c.hedged or prev.hedged
            if c.hours is None:
                c.hours = prev.hours
            if "postpone" in c.conds and _postpone_kind(prev) == "open" and c.consequence:
                # "If it does not (start within 48 hours) ..." is about a game beyond it.
                c.conds.add("beyond")
        if not c.conds:
            continue
        consequence = None if c.hedged or c.consequence == "conflict" else c.consequence
        if consequence == "deferred":
            pending = (sentence, c)
            continue
        if c.consequence == "fixed_outcome":
            fixed = fixed or c.fixed
        for cond in sorted(c.conds):
            if cond == "postpone":
                kind = "long" if "beyond" in c.conds else _postpone_kind(c)
                if c.hours is not None:
                    windows.append((*c.hours, c.text))
                if consequence is None:
                    unread.setdefault("timing", c.text)
                    continue
                statements[kind].append((consequence, c.text))
            elif cond in ("cancel", "abandon"):
                if consequence is None:
                    unread.setdefault(cond, c.text)
                    continue
                statements[cond].append((consequence, c.text))
        prev = c

    if pending is not None:
        for cond in pending[1].conds:
            unread.setdefault("timing" if cond == "postpone" else cond, pending[1].text)

    def agreed(name: str) -> tuple[str | None, str, str | None]:
        said = statements[name]
        values = {v for v, _ in said}
        if name in unread:
            return None, "unrecognized", unread[name]
        if not said:
            return None, "absent", None
        if len(values) > 1:
            return None, "conflicting", said[0][1]
        return said[0][0], "recognized", said[0][1]

    cancelled = agreed("cancel")
    if cancelled[0] == "ref_cancel":
        cancelled = (None, "unrecognized", cancelled[2])

    def resolve(read: tuple[str | None, str, str | None]) -> tuple[str | None, str, str | None]:
        value, status, evidence = read
        if value in ("ref_cancel", "as_not_played"):
            if cancelled[1] != "recognized":
                return None, "unrecognized", evidence
            return cancelled[0], "recognized", evidence
        return read

    abandoned = resolve(agreed("abandon"))
    long = resolve(agreed("long"))
    open_read = agreed("open")
    hours = {h for h, _, _ in windows}
    window: tuple[str | None, str, str | None]
    window_hours = None
    if "timing" in unread:
        window = (None, "unrecognized", unread["timing"])
        long = (None, "unrecognized", unread["timing"])
    elif len(hours) > 1:
        window = (None, "conflicting", windows[0][2])
        # Two windows with one payout beyond them ("more than 48 hours: fair price" beside
        # "up to three days, then a fair price"): when the wait ends is not known, what it
        # pays then is (unless the text also keeps the market open until played).
        if long[1] != "recognized" or statements["open"]:
            long = (None, "conflicting", windows[0][2])
    elif hours:
        unbounded = [s for _, s in statements["open"] if _hours(s) is None]
        if unbounded:
            window = long = (None, "conflicting", unbounded[0])
        else:
            window_hours = hours.pop()
            window = (windows[0][1], "recognized", windows[0][2])
            if long[1] == "absent":
                long = (None, "unrecognized", windows[0][2])
    elif long[1] != "absent":
        # A payout beyond a time the text never states.
        window = (None, "unrecognized", long[2])
        long = (None, "unrecognized", long[2])
    elif open_read[1] == "recognized":
        window = ("open_until_played", "recognized", open_read[2])
        long = ("result", "recognized", open_read[2])
    elif open_read[1] == "conflicting":
        window = (None, "conflicting", open_read[2])
        long = (None, "conflicting", open_read[2])
    else:
        window = (None, "absent", None)
    return Contingencies(window, window_hours, cancelled, abandoned, long, fixed)


# ---- joining the clause reading to the sentence reading ----------------------------------
_READ = ("recognized", "inferred")
TIMING_VOID_COLUMNS = (
    "timing_window",
    "timing_window_hours",
    "timing_status",
    "timing_evidence",
    "void_cancelled",
    "void_cancelled_status",
    "void_cancelled_evidence",
    "void_abandoned",
    "void_abandoned_status",
    "void_abandoned_evidence",
    "void_abandoned_derived_from",
    "void_postponed_long",
    "void_postponed_long_status",
    "void_postponed_long_evidence",
    "void_fixed_outcome",
    "void_status",
)


def needs_clauses(status: dict[str, str | None]) -> bool:
    """Whether the sentence reading left timing or a void branch unread."""
    return any(
        status.get(c) not in _READ
        for c in (
            "timing_status",
            "void_cancelled_status",
            "void_abandoned_status",
            "void_postponed_long_status",
        )
    )


def _payout(value: str | None, status: str, kind: str | None) -> str:
    if status not in _READ:
        return "unspecified" if status == "absent" else "unknown"
    if value == "as_draw":
        return "yes" if kind == "draw" else "no" if kind in ("win", "advance") else "unknown"
    return value or "unknown"


def _takes(fast: object, read: str) -> bool:
    """The clause reading replaces the sentence one where that one did not read and this
    one says something (a value, or that the text speaks of the matter unread)."""
    return fast not in _READ and read != "absent" and (read in _READ or fast == "absent")


def merged(row: dict[str, object], text: str, kind: str | None) -> dict[str, object]:
    """The timing and void columns of `row` (the sentence reading), with every contingency
    that reading left unread taken from the clause reading where it reads it."""
    out = {c: row[c] for c in TIMING_VOID_COLUMNS}
    read = read_contingencies(text)
    w_value, w_status, w_evidence = read.window
    l_value, l_status, l_evidence = read.postponed_long
    if _takes(row["timing_status"], w_status) or _takes(
        row["void_postponed_long_status"], l_status
    ):
        out |= {
            "timing_window": w_value or "unknown",
            "timing_window_hours": read.window_hours,
            "timing_status": w_status,
            "timing_evidence": w_evidence,
            "void_postponed_long": _payout(l_value, l_status, kind),
            "void_postponed_long_status": l_status,
            "void_postponed_long_evidence": l_evidence,
        }
    c_value, c_status, c_evidence = read.cancelled
    cancel_taken = _takes(row["void_cancelled_status"], c_status)
    if cancel_taken:
        out |= {
            "void_cancelled": _payout(c_value, c_status, kind),
            "void_cancelled_status": c_status,
            "void_cancelled_evidence": c_evidence,
            "void_fixed_outcome": read.fixed if c_value == "fixed_outcome" else None,
        }
    a_value, a_status, a_evidence = read.abandoned
    if _takes(row["void_abandoned_status"], a_status) and not (
        row["void_abandoned_status"] == "absent" and a_status not in _READ
    ):
        out |= {
            "void_abandoned": _payout(a_value, a_status, kind),
            "void_abandoned_status": a_status,
            "void_abandoned_evidence": a_evidence,
            "void_abandoned_derived_from": None,
        }
    elif not row["_abandon_clause"] and a_status == "absent":
        # No abandonment clause: an abandoned match is read as a cancelled one (inferred).
        inferred = out["void_cancelled_status"] in _READ
        out |= {
            "void_abandoned": out["void_cancelled"],
            "void_abandoned_status": "inferred" if inferred else out["void_cancelled_status"],
            "void_abandoned_evidence": out["void_cancelled_evidence"],
            "void_abandoned_derived_from": None
            if out["void_cancelled_status"] == "absent"
            else DERIVED_FROM_CANCELLATION,
        }
    statuses = [
        out["void_cancelled_status"],
        out["void_abandoned_status"],
        out["void_postponed_long_status"],
    ]
    overall = "recognized"
    for worse in ("absent", "unrecognized", "conflicting"):
        if worse in statuses:
            overall = worse
    out["void_status"] = overall
    return out
