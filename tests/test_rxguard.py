"""The `python` regex backend's literal guards (`pipeline.rules.rxguard`): what a pattern's
tree proves every match holds, and never a text stopped that the pattern matches."""

from __future__ import annotations

import importlib
import pkgutil
import re

from pipeline import rules
from pipeline.rules import patterns as P
from pipeline.rules import rx
from pipeline.rules.rxguard import guard
from tests.heldout import every_set, snapshots


def _literals(pattern: str) -> tuple[str, ...] | None:
    found = guard(rx.to_python(pattern))
    return None if found is None else found.literals


def test_a_guard_holds_what_every_match_must_contain() -> None:
    assert _literals(P.sentence_with(r"\bpostponed?\b")) == ("postpone",)
    # One of a union's words, each lowercased under (?i); a string holding another is
    # found only where that one is, so the shorter alone is kept.
    assert _literals(r"(?i)\b(?:Abandoned|abandon|VOID)\b") == ("abandon", "void")
    # Nothing optional or under a changed case flag counts; a short word tells nothing.
    assert _literals(r"(?i)\b(?:abandoned)?\s*match") == ("match",)
    assert _literals(r"(?i)(?-i:Kickoff)|kick") is None
    assert _literals(r"(?i)\bno\b") is None
    assert _literals(r"(?i)[^.]*\b(?:abandoned|\w+ed)\b") is None
    # A case-blind guard stops only ASCII texts: "s" also matches "ſ" there.
    seconds = guard("(?i)seconds")
    assert seconds is not None and seconds.absent("ten minutes")
    assert not seconds.absent("ſeconds") and re.search("(?i)seconds", "ſeconds")
    plain = guard("Seconds")
    assert plain is not None and plain.absent("seconds") and not plain.absent("ſ Seconds")


def _patterns() -> list[str]:
    """Every case-blind regex the reader's modules hold as a constant, in `re` syntax."""
    out = []
    for module in pkgutil.iter_modules(rules.__path__):
        for value in vars(importlib.import_module(f"pipeline.rules.{module.name}")).values():
            if isinstance(value, str) and value.startswith("(?i)"):
                try:
                    out.append(rx.to_python(value))
                    re.compile(out[-1])
                except (ValueError, re.error):
                    out.pop()
    return list(dict.fromkeys(out))


def test_a_guard_never_stops_a_text_its_pattern_matches() -> None:
    """Over held-out texts, whole and sentence by sentence: a text a guard stops has no
    match of its pattern (and guards do stop texts, so the check is not empty)."""
    texts: list[str] = []
    for which in every_set()[::22]:
        for text in snapshots(which).get_column("rules_primary").drop_nulls().to_list():
            texts += [text, *re.split(r"(?<=[.;])\s+", text)]
    texts = list(dict.fromkeys(texts))
    stopped = 0
    guarded = [(re.compile(p), g) for p in _patterns() if (g := guard(p)) is not None]
    assert len(guarded) > 20
    for compiled, found in guarded:
        for text in texts:
            if found.absent(text):
                stopped += 1
                assert compiled.search(text) is None, (compiled.pattern, text)
    assert stopped > len(texts)


def test_a_text_without_the_words_is_neither_walked_nor_searched() -> None:
    """The guard stops a sentence pattern before its walk over the text is computed."""
    compiled = rx._compiled(P.sentence_with(r"\bpostponed\b"))
    text = "Arsenal wins at home, e.g. on a Sunday. " * 20
    before = rx._walk.cache_info().misses
    assert compiled.first(text) is None and list(compiled.matches(text)) == []
    assert rx._walk.cache_info().misses == before
    # The same text with the word late in it: walked, and its sentence found.
    found = compiled.first(text + "If postponed, it resolves No.")
    assert found is not None and found.group(0).strip() == "If postponed, it resolves No"
    assert rx._walk.cache_info().misses == before + 1
