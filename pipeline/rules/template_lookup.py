"""An on-demand call's legs looked up among the templates read before, in plain Python.

An on-demand audit reads the one or two legs it fetched. Through
`templates.extract_by_template` a leg of a template the memo holds cost ~40 ms of CPU to
look up (the reduction runs about a hundred Polars queries, each on one row, and the
restore a few dozen more), about what reading the text costs. Here each leg takes the
same route with Polars only where the reduction's own expressions are evaluated:

1. one query gives each leg what `extract_by_template` gives it first, with the same
   expressions (`templates.title_names`, `everything_expr`, `league_expr`, `dates_expr`,
   `template_sources.source_key`);
2. its names' plans (`templates.pair_plans`), their substitution by the short
   placeholders (`date_placeholder`, the league's stand-in) and the checks that send a
   leg to be read on its own text (`_RESERVED`, `_GLUED`, `loose_pattern`, the names'
   words left elsewhere) run per leg in Python, over the same constants;
3. a second query gives each template's id (`templates.tid_expr`, `_blanked`) and the
   text with the names gone that the left-over check reads;
4. a leg whose template the memo holds, and whose probe group needs no probe, gets the
   template's record in its own words, kept only where `templates._restored` would keep
   it (no placeholder left, every evidence a quote of its own text), and its sources by
   `template_sources.with_sources`, as a call of many legs gives them.

Any other leg is left to be read. Only `listing=False` reductions are mirrored: what
`precompute.known_rules` asks for. `tests/test_template_lookup.py` holds the two routes to
the same template and the same records on every held-out text.
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass
from typing import Any, cast

import polars as pl

from pipeline.rules.extract import RULE_INPUT_COLUMNS, RULE_RECORD_SCHEMA
from pipeline.rules.template_leagues import NAMED_GROUP, loose_pattern, source_named, stand_in
from pipeline.rules.template_memo import TemplateMemo
from pipeline.rules.template_sources import SOURCE_KEY, source_key, with_sources
from pipeline.rules.templates import (
    _DATE_SLOTS,
    _EVIDENCE,
    _GLUED,
    _LEAGUE,
    _LISTS,
    _LONG,
    _MAX_WORDS,
    _NAME_GONE,
    _NOT_LETTER,
    _PLAIN_TOKEN,
    _RESERVED,
    _SHORT,
    _SLOTS,
    _STRINGS,
    _TEXT_COLUMNS,
    COMPETITION_COLUMN,
    Plan,
    _blanked,
    _names_out,
    _whole_phrase,
    date_placeholder,
    dates_expr,
    everything_expr,
    league_expr,
    pair_plans,
    tid_expr,
    title_names,
)
from pipeline.schemas import rules_text_expr

__all__ = ["lookup", "template_ids"]

_KEY_COLUMNS = [c for c in RULE_INPUT_COLUMNS if c != "rules_hash"]
_RESTORABLE = [c for c in _STRINGS if c != "venue"]
_SENTINEL = {slot: f"\x01{slot}\x02" for slot in (*_SLOTS, _LEAGUE)}


@dataclass
class _Leg:
    """One leg on its way through the reduction: the query's columns, then its own."""

    row: dict[str, Any]
    plans: tuple[Plan | None, Plan | None]
    lg_named: bool
    short: dict[str, str | None]
    glued: bool
    fit: bool = False
    tid: str | None = None

    @property
    def whole(self) -> bool:
        """The leg's names hold a whole-name placeholder."""
        return any(
            p is not None and p["short"] == _whole_phrase(slot, 0)
            for slot, p in zip(_SLOTS, self.plans, strict=True)
        )


def _reduced(legs: pl.DataFrame) -> list[_Leg]:
    """Each of `legs` (RULE_INPUT_COLUMNS, the listing's titles, maybe its competition
    name) reduced to its template as `extract_by_template(legs, listing=False)` reduces it:
    its `tid`, and whether it `fit`s a template at all."""
    # The rule text once: each of the expressions below would build it again.
    everything = everything_expr([], pl.col("_text"))
    first = (
        legs.lazy()
        .select(
            *RULE_INPUT_COLUMNS,
            *title_names(legs.columns),
            *([COMPETITION_COLUMN] if COMPETITION_COLUMN in legs.columns else []),
            _text=rules_text_expr(),
            _src=source_key(),
        )
        .with_columns(_reserved=everything.str.contains(_RESERVED))
        .with_columns(league_expr(legs.columns, everything))
        .with_columns(dates_expr(everything))
        .collect()
    )
    out = []
    for row in first.iter_rows(named=True):
        plans = (None, None) if row["_reserved"] else pair_plans(row["_n1"], row["_n2"])
        out.append(_Leg(row, plans, *_substituted(row, plans)))
    _keyed(first, out)
    return out


def _substituted(
    row: dict[str, Any], plans: tuple[Plan | None, Plan | None]
) -> tuple[bool, dict[str, str | None], bool]:
    """Whether the row's competition stands as the stand-in (`_lg_named`), its text
    columns with the short placeholders in (`templates._substituted`), and whether a
    name's sentinel was glued to a word there (`_glued`)."""
    lg = row["_lg"]
    marked: dict[str, str | None] = {}
    for c in _TEXT_COLUMNS:
        value = row[c]
        if value is not None:
            for slot, name, plan in zip(_SLOTS, (row["_n1"], row["_n2"]), plans, strict=True):
                if plan is not None and name is not None:
                    value = value.replace(name, _SENTINEL[slot])
            if lg is not None:
                value = value.replace(lg, _SENTINEL[_LEAGUE])
            for k in range(_DATE_SLOTS):
                date = row[f"_d{k}"]
                new = None if date is None else date_placeholder(date, k, 0)
                if date is not None and new is not None:
                    value = value.replace(date, new)
        marked[c] = value
    texts = [v for v in marked.values() if v is not None]
    glued = any(re.search(_GLUED, v) for v in texts)
    loose = loose_pattern(_SENTINEL[_LEAGUE])
    named = lg is not None and source_named(lg) and not any(re.search(loose, v) for v in texts)
    league = stand_in(0) if named else _whole_phrase(_LEAGUE, 0)
    short: dict[str, str | None] = {}
    for c, value in marked.items():
        if value is not None:
            for slot, plan in zip(_SLOTS, plans, strict=True):
                if plan is not None:
                    value = value.replace(_SENTINEL[slot], cast("str", plan["short"]))
            value = value.replace(_SENTINEL[_LEAGUE], league)
        short[c] = value
    return named, short, glued


def _keyed(first: pl.DataFrame, legs: list[_Leg]) -> None:
    """Each leg's `tid` and `fit`: the template id of its substituted key columns and its
    text with its names gone (for the left-over check), in one query over all legs."""
    flags = [
        pl.Series(f"_plan_{slot}", [leg.plans[i] is not None or None for leg in legs], pl.Boolean)
        for i, slot in enumerate(_SLOTS)
    ]
    substituted = [
        pl.Series(f"_s_{c}", [leg.short[c] for leg in legs], pl.String) for c in _TEXT_COLUMNS
    ]
    key = [pl.col(f"_s_{c}").alias(c) if c in _TEXT_COLUMNS else pl.col(c) for c in _KEY_COLUMNS]
    keyed = (
        first.lazy()
        .with_columns(*flags, *substituted)
        .with_columns(_names_out(pl.col(c), lambda _: _NAME_GONE).alias(c) for c in _TEXT_COLUMNS)
        .with_columns(_nameless=everything_expr([]))
        .with_columns(*_blanked(SOURCE_KEY))
        .select("_nameless", tid_expr(key))
        .collect()
    )
    for leg, (nameless, tid) in zip(legs, keyed.iter_rows(), strict=True):
        leg.tid = tid
        tokens = [t for p in leg.plans if p is not None for t in cast("list[str]", p["tokens"])]
        leg.fit = not (leg.row["_reserved"] or leg.glued or _left_in(tokens, nameless))


def _folded(text: str) -> str:
    """`text` folded as `templates._folded` folds it."""
    if text.isascii():
        return text.lower()
    decomposed = unicodedata.normalize("NFKD", text)
    return "".join(ch for ch in decomposed if not unicodedata.category(ch).startswith("M")).lower()


def _left_in(tokens: list[str], text: str) -> bool:
    """`templates._left_in` for one leg: a word of `text` holds one of its name tokens or
    is a prefix of one (of three letters or more)."""
    if not tokens:
        return False
    words = _folded(text)
    if any(not re.search(_PLAIN_TOKEN, t) or t in words for t in tokens):
        return True
    if not any(t[:_SHORT] in words for t in tokens):
        return False
    spaced = " " + re.sub(f"{_NOT_LETTER}+", " ", words) + " "
    return any(
        len(t) >= n and f" {t[:n]} " in spaced for t in tokens for n in range(_SHORT, _LONG + 1)
    )


def template_ids(legs: pl.DataFrame) -> list[str | None]:
    """Per leg of `legs`, the id of its template, None where it is read on its own text
    (`extract_by_template`'s `fit`); for tests holding this route to that one."""
    return [leg.tid if leg.fit else None for leg in _reduced(legs)]


def _tokens(leg: _Leg) -> list[tuple[str, str | None]]:
    """(token, the leg's own word for it) in `templates._restored`'s order."""
    values: list[tuple[str, str | None]] = []
    for slot, plan in zip(_SLOTS, leg.plans, strict=True):
        words = [] if plan is None else cast("list[str]", plan["words"])
        values += [
            (f"\x01{slot}{i}\x02", words[i] if i < len(words) else None) for i in range(_MAX_WORDS)
        ]
    values += [(f"\x01d{k}\x02", leg.row[f"_d{k}"]) for k in range(_DATE_SLOTS)]
    values.append((f"\x01{_LEAGUE}0\x02", leg.row["_lg"]))
    return values


def _restored(leg: _Leg, short: dict[str, Any], long: dict[str, Any]) -> dict[str, Any] | None:
    """The template's record in the leg's words (`templates._restored`'s checks), or None."""
    cols = [c for c in RULE_RECORD_SCHEMA.names() if c != "rules_hash"]
    if any(short[c] != long[c] for c in cols):  # the two readings differ
        return None
    record = {c: short[c] for c in cols if c != "venue"}
    values = _tokens(leg)
    for c in _RESTORABLE:
        value = record[c]
        if value is not None and "\x01" in value:
            for token, word in values:
                if word is not None:
                    value = value.replace(token, word)
            record[c] = value
    strings = [leg.row["venue"], *(record[c] for c in _RESTORABLE)]
    lists = ["\n".join(x for x in record[c] or [] if x is not None) for c in _LISTS]
    if any(s is not None and re.search(_RESERVED, s) for s in [*strings, *lists]):
        return None
    text = leg.row["_text"]
    if any(record[c] is not None and record[c] not in text for c in _EVIDENCE):
        return None
    return {**record, "rules_hash": leg.row["rules_hash"], "venue": leg.row["venue"]}


def lookup(legs: pl.DataFrame, memo: TemplateMemo) -> pl.DataFrame:
    """The records (RULE_RECORD_SCHEMA) of those of `legs` whose template `memo` holds,
    restored as `extract_by_template(legs, listing=False, memo=memo)` restores them; legs
    not among them are to be read. `legs`: RULE_INPUT_COLUMNS and the listing's
    `event_title` or `title` (and `COMPETITION_COLUMN` where known), each text once."""
    none = RULE_RECORD_SCHEMA.to_frame()
    # Without a listing title `extract_by_template` reads every text as it is.
    titled = any(c in legs.columns for c in ("event_title", "title"))
    if memo.frames() is None or not legs.height or not titled:
        return none
    every = _reduced(legs)
    reduced = [leg for leg in every if leg.fit]
    held = memo.readings(pl.Series("_tid", [leg.tid for leg in reduced], pl.String))
    if held is None:
        return none
    short, long = ({r["_tid"]: r for r in f.iter_rows(named=True)} for f in held)
    # As `_whole_t`: over every leg of the template, read alone or not.
    whole_t = {leg.tid for leg in every if leg.whole}
    found: list[tuple[int, dict[str, Any]]] = []
    for i, leg in enumerate(reduced):
        if leg.tid not in short or _needs_probe(leg, leg.tid in whole_t, memo.checked):
            continue
        record = _restored(leg, short[leg.tid], long[leg.tid])
        if record is not None:
            found.append((i, record))
    if not found:
        return none
    records = pl.DataFrame([r for _, r in found], schema=RULE_RECORD_SCHEMA, orient="row")
    sourced = pl.Series("_src", [reduced[i].row["_src"] for i, _ in found], pl.String)
    if sourced.is_null().all():
        return records
    sources = memo.sources()
    records = records.with_row_index("_i")
    keys = records.select(
        "_i",
        sourced.alias(SOURCE_KEY),
        _text=pl.Series([reduced[i].row["_text"] for i, _ in found], dtype=pl.String),
    )
    if sources is None:
        kept = records.join(keys.filter(pl.col(SOURCE_KEY).is_null()), on="_i", how="semi")
    else:
        kept = with_sources(records, keys, sources)
    return kept.sort("_i").select(RULE_RECORD_SCHEMA.names())


def _needs_probe(leg: _Leg, whole_t: bool, checked: frozenset[str]) -> bool:
    """`extract_by_template`'s `_needs` for a leg of a held template: its template holds a
    whole name, or its competition was replaced, and its probe group was never checked."""
    row = leg.row
    sig = "\x00".join(
        sorted(
            {
                part
                for plan in leg.plans
                if plan is not None
                for part in (cast("str | None", plan["sig"]) or "").split("\x00")
                if part
            }
        )
    )
    has_league = row["_lg"] is not None
    group = f"|\x02{NAMED_GROUP}" if leg.lg_named else (f"|\x02{row['_lg']}" if has_league else "")
    pk = f"{leg.tid}|{sig}{group}"
    return (whole_t or has_league) and pk not in checked and not (sig == "" and not has_league)
