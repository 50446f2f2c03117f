"""Read each rule template once: texts that differ only in team names, competition names and
dates share a reading.

Venues write their rule texts from a few dozen templates, substituting the fixture's teams and
date. `extract_by_template(legs)` gives the same records as `extract.extract_rules(legs)` while
reading each template once instead of each text:

1. Each leg's two team names (from its listing's "A vs B" event title) and its dates ("May 3,
   2027", "2027-05-03") are replaced by placeholders in its rule text and listing words. A
   placeholder keeps the name's shape: one capitalized made-up word per distinctive word of
   the name, generic words ("City", "FC") kept as written, so sentence cuts, word counts and
   the club-suffix rules read the template as they read the text.
   A name whose other words are only club words, abbreviations or numbers ("Torino FC",
   "SSC Napoli", "Como 1907") is first replaced whole, by one placeholder, so it shares a
   template with the plain names of other fixtures ("Levante"). Where the legs carry their
   competition's name (`COMPETITION_COLUMN`, as `legs.LegResolver` gives it from the
   listing's series), that name is replaced whole too, by a placeholder of its own.
2. Each template with two or more legs is read twice, with short and with long placeholders
   (the bounded windows of the patterns see names of every eligible length alike only if
   both readings agree). Its records, with the placeholders mapped back to each leg's own
   words, are that leg's records. A template holding a whole name is read only with three
   legs or more, and its probe, the leg with the longest names, is read on its own text
   too: the template's records go to its other legs only where the probe's restored record
   is its own reading (the hidden words did not matter); otherwise its legs are read alone.
   A competition name is always such a check: the reader's patterns know the words of
   competition names ("League", "Cup", "UEFA", "World"), so the probe groups are per
   competition, and a competition whose name the reader reads ("Extra Time Cup") has its
   legs read alone. A name holding a league's name and no word but those only the source
   stages ask about ("Italian Serie A", proved by `template_leagues`) is replaced by a
   league's name of its own (the stand-in) that every such name reads as: their legs
   share one probe group per template.
3. Anything that could make the template read differently from the text sends the leg to
   `extract_rules` on its own text instead: a name that is not plain capitalized words, or
   contains a word the patterns know; two names sharing a word; a name or a prefix of one of
   its words left elsewhere in the text (another spelling the substitution did not replace);
   a name inside a longer word; a template whose two readings differ; a restored evidence
   that is not a substring of the leg's text. A misread is far worse than a slower read.
4. A venue_two leg's series `settlement_sources` (one list per competition), and a
   venue_one leg's `resolution_source` (one per competition), are no part of its template
   where they can be read apart (`template_sources`): the template is read without them,
   each distinct list or resolution source once, and the two are combined only where that
   is the reading of both together; otherwise the leg is read on its own text.
"""

from __future__ import annotations

import logging
import re
from collections.abc import Callable
from functools import lru_cache
from pathlib import Path
from typing import cast

import polars as pl

from pipeline.rules import vocabulary as V
from pipeline.rules.extract import RULE_INPUT_COLUMNS, RULE_RECORD_SCHEMA, extract_rules
from pipeline.rules.family import LISTING_COLUMNS
from pipeline.rules.template_leagues import (
    NAMED_GROUP,
    constant_words,
    fold,
    loose,
    reader_words,
    source_named,
    stand_in,
)
from pipeline.rules.template_memo import TemplateMemo
from pipeline.rules.template_sources import (
    SOURCE_KEY,
    source_key,
    source_readings,
    source_readings_wanted,
    with_sources,
)
from pipeline.schemas import rules_text_expr

__all__ = ["COMPETITION_COLUMN", "extract_by_template"]

logger = logging.getLogger(__name__)

# Substituted columns: the rule text's own paragraphs and the listing's words.
_TEXT_COLUMNS = ("rules_primary", "rules_secondary")
_LABEL_COLUMNS = ("title", "event_title", "outcome_label")
_SLOTS = ("x", "z")  # home, away: letters no real text pairs with "Q"
_MAX_WORDS = 4
_SHORT, _LONG = 3, 14  # placeholder word lengths: the shortest and longest name word taken
_MONTHS = "January|February|March|April|May|June|July|August|September|October|November|December"
_ABBR = "Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sept|Sep|Oct|Nov|Dec"
_DATE = (
    rf"\b(?:(?:{_MONTHS}) \d{{1,2}}, \d{{4}}|(?:{_ABBR})\.? \d{{1,2}}, \d{{4}}"
    r"|\d{4}-\d{2}-\d{2})\b"
)
_DATE_SLOTS = 3
# Distinct texts reduced at once: the substituted columns of 400k texts took 3 GiB; a
# template shared across two chunks is read once in each.
TEMPLATE_CHUNK = 100_000
# Below this many texts (an on-demand audit's one or two legs) templates are rarely shared,
# and looking for them costs more than it saves.
_MIN_LEGS = 8
# Per date format: the placeholder of date slot k (0..2) in the short and long reading.
_DATE_FORMS = (
    (rf"^(?:{_MONTHS}) ", "May {d}, 1901", "September 2{d}, 2999"),
    (rf"^(?:{_ABBR})\. ", "Jun. {d}, 1901", "Sept. 2{d}, 2999"),
    (rf"^(?:{_ABBR}) ", "Jun {d}, 1901", "Sept 2{d}, 2999"),
    (r"^\d{4}-", "1901-01-0{d}", "2999-12-2{d}"),
)
# The listing's name of the leg's competition ("English Premier League"), where the legs
# carry it: replaced whole in the text by one placeholder of its own slot.
COMPETITION_COLUMN = "competition_name"
_LEAGUE = "k"
# A competition name replaced: 1 to _WHOLE_WORDS words of letters and digits.
_LEAGUE_NAME = r"^[^\W_]{1,14}(?: [^\W_]{1,14}){0,3}$"
# Strings no leg may hold for its placeholders to be unambiguous (the competitions' stand-in
# too, `template_leagues.STAND_IN`).
_RESERVED = r"(?i)q[xzk]|1901|2999|ekstraklasa|[\x01-\x03]"
_NEVER = "\x03"
# Where a name was, in the text a name's words are looked for elsewhere in: no letter.
_NAME_GONE = "\x01"
_VS = r"\s+(?:vs\.?|v\.?)\s+"
_TITLE_SUFFIX = r"(?:\s+-\s+[^-]*|:\s+[^:]*)$"
_EVIDENCE = [c for c in RULE_RECORD_SCHEMA.names() if c.endswith("_evidence")]
_STRINGS = [c for c, t in RULE_RECORD_SCHEMA.items() if t == pl.String and c != "rules_hash"]
_LISTS = [c for c, t in RULE_RECORD_SCHEMA.items() if t == pl.List(pl.String)]


@lru_cache(maxsize=1)
def _reader_words() -> frozenset[str]:
    """Every word (2+ letters) of the reader's string constants: its patterns and tables.

    Those of the modules the reader runs (`template_leagues.reader_words`), and of every
    module beside this one: a word a pattern knows only with an optional character
    ("kick-?off") may be whole in one of them ("kickoff"), and is kept known."""
    words = set(reader_words())
    for path in sorted(Path(__file__).parent.glob("*.py")):
        # This module's words are no reading's, nor those of the proof beside it.
        if path.name in (Path(__file__).name, "template_leagues.py"):
            continue
        words |= constant_words(path)
    return frozenset(words)


@lru_cache(maxsize=1)
def _known_words() -> frozenset[str]:
    """The reader's words of 3+ letters but the generic words of club names.

    A name holding one of them could be read as something else than a name.
    """
    return frozenset(w for w in _reader_words() if len(w) >= 3) - set(V.GENERIC_NAME_TOKENS)


# A whole name is one placeholder: "Q<slot>w" (short), or _WHOLE_WORDS long words (long).
_WHOLE_WORDS = 4
# Words a whole name may keep beside its replaced ones: the generic words of club names
# ("City", "Real"), club abbreviations ("FC", "AFC", "RSC") and numbers ("1907"). The reader
# knows some of them, so a template holding whole names is also checked against one leg's
# own reading (its probe, `extract_by_template`). Articles and conjunctions ("The", "and")
# and capitals the reader reads as a word ("IF", "AS") stay out: such a name is replaced
# word by word.
_CLUB_ABBREVIATIONS = frozenset(
    {"afc", "fc", "cf", "sc", "ac", "fk", "sk", "cd", "ud", "sv", "ss", "cp"}
)
_WHOLE_GENERIC = frozenset(V.GENERIC_NAME_TOKENS) - {"the", "and", "del", "les"}


def _whole_phrase(slot: str, which: int) -> str:
    """The placeholder of a whole name in slot `slot`, short (0) or long (1): one short
    word, or as many words as a whole name may have, each as long as a replaced word."""
    tag = f"Q{slot}w"
    return tag if which == 0 else " ".join([tag + "y" * (_LONG - len(tag))] * _WHOLE_WORDS)


def _kept_whole(part: str) -> bool:
    folded = fold(part)
    if re.fullmatch(r"\d{1,4}", part):
        return True
    if re.fullmatch(r"[A-Z](?:[a-z]?[A-Z]){1,3}", part):  # "FC", "RCD", "VfB"
        known = folded in _CLUB_ABBREVIATIONS or folded in _WHOLE_GENERIC
        return known or folded not in _reader_words()
    return part[:1].isupper() and folded in _WHOLE_GENERIC


def _whole_plan(name: str, slot: str) -> dict[str, object] | None:
    """The plan replacing all of `name` by one placeholder, or None where the name is not a
    few words (single spaces between them) with at least one replaced as `_name_plan`
    replaces a word, and no word longer than a placeholder word.

    Its `sig` lists the name's words that the reader may read itself (`_risky`): a word of
    its patterns ("US", "de", "New") or one holding a full stop, hyphen or apostrophe
    ("1.", "St.", "Saint-Etienne", which may cut a sentence or a word). Legs whose names
    hold such words are given their template's reading only where a leg with the same
    such words read the same on its own text (a probe of their own); the other kept words
    (club words, abbreviations, numbers, words no pattern knows) share one probe per
    template.
    """
    parts = name.split(" ")
    if len(parts) > _WHOLE_WORDS:
        return None
    replaced = 0
    risky: list[str] = []
    for part in parts:
        one = _name_plan(part, slot)
        if one is not None and one["short"] == f"Q{slot}a":
            replaced += 1
            continue
        if any(len(run) > _LONG for run in re.findall(r"[^\W\d_]+", part)):
            return None  # a word no token check covers (`_left_in`)
        if one is not None:  # plain words joined by punctuation ("Saint-Etienne")
            replaced += 1
            risky.append(re.sub(f"Q{slot}[a-d]", "_", cast("str", one["short"])))
        elif _risky(part):
            risky.append(part)
    if not replaced:
        return None
    words = re.findall(r"[^\W\d_]+", name)
    return {
        "short": _whole_phrase(slot, 0),
        "long": _whole_phrase(slot, 1),
        "words": [name],
        # Every word the name holds, kept ones too: "City" left alone elsewhere in the text
        # is the team there, and the template would not say so.
        "tokens": [fold(w) for w in words if _SHORT <= len(w) <= _LONG],
        "sig": "\x00".join(risky),
    }


def _risky(part: str) -> bool:
    """A kept word of a whole name that the reader may read: not a club word, abbreviation
    or number (`_kept_whole`), and a word of its patterns or holding punctuation."""
    if _kept_whole(part):
        return False
    letters = re.sub(r"[\W\d_]+", "", part)
    return letters != part.strip("0123456789") or fold(letters) in _reader_words()


@lru_cache(maxsize=65536)
def _name_plan(name: str | None, slot: str, *, whole: bool = False) -> dict[str, object] | None:
    """How `name` is replaced in slot `slot`: its short and long placeholder phrases, the
    words they stand for and their folded forms (which must appear nowhere else); None when
    no word of it is replaced.

    A word is replaced only when it is plain (a capital, then 2 to 13 lowercase letters) and
    no word the reader's patterns know: any other word (a number, an abbreviation, "City")
    and whatever stands between words stays as written, in the template as in the text.
    """
    if not name or not re.fullmatch(r"\S+(?: \S+)*", name):
        return None
    if whole and (plan := _whole_plan(name, slot)) is not None:
        return plan
    known = _known_words()
    short: list[str] = []
    long: list[str] = []
    words: list[str] = []
    # Letter runs are replaced; what stands between them (spaces, hyphens, apostrophes,
    # full stops, digits) stays, so the template has the name's shape.
    for i, run in enumerate(re.split(r"([^\W\d_]+)", name)):
        folded = fold(run)
        if (
            i % 2 == 0
            or len(words) == _MAX_WORDS
            or not (_SHORT <= len(run) <= _LONG)
            or not (run[0].isupper() and run[1:].islower())
            or folded in V.GENERIC_NAME_TOKENS
            or folded in known
            # A word a pattern knows by its stem ("postpon\w*") is known too.
            or any(folded[:n] in known for n in range(5, len(folded)))
        ):
            short.append(run)
            long.append(run)
            continue
        tag = f"Q{slot}{'abcd'[len(words)]}"
        short.append(tag)
        long.append(tag + "y" * (_LONG - len(tag)))
        words.append(run)
    if not words:
        return None
    return {
        "short": "".join(short),
        "long": "".join(long),
        "words": words,
        "tokens": [fold(w) for w in words],
        "sig": None,
    }


def _related(a: list[str], b: list[str]) -> bool:
    return any(x.startswith(y) or y.startswith(x) for x in a for y in b)


def _blanked(key: str) -> list[pl.Expr]:
    """`settlement_sources` and `resolution_source`, empty where the row's source is read
    apart (`key` set). A null resolution source is the empty one: the reader sees it only
    through `rules_text_expr`, which fills it with "", so both read alike and share one
    template."""
    sources = pl.col("settlement_sources").cast(pl.List(pl.String))
    empty = pl.lit([], dtype=pl.List(pl.String))
    apart = pl.col(key).is_not_null()
    return [
        pl.when(apart).then(empty).otherwise(sources).alias("settlement_sources"),
        pl.when(apart)
        .then(pl.lit(""))
        .otherwise(pl.col("resolution_source").cast(pl.String).fill_null(""))
        .alias("resolution_source"),
    ]


_PLAN = pl.Struct(
    {
        "short": pl.String,
        "long": pl.String,
        "words": pl.List(pl.String),
        "tokens": pl.List(pl.String),
        "sig": pl.String,
    }
)


def title_names(columns: list[str]) -> list[pl.Expr]:
    """`_n1`, `_n2`: the home and away names of the listing's "A vs B" title (null unless
    it names two), from the first of `event_title`, `title` among `columns`."""
    title = pl.coalesce(
        *(pl.col(c) for c in ("event_title", "title") if c in columns),
        pl.lit(None, dtype=pl.String),
    )
    parts = title.str.replace(_TITLE_SUFFIX, "").str.replace(_VS, "\x00").str.split("\x00")
    return [
        pl.when(parts.list.len() == 2).then(parts.list.get(0, null_on_oob=True)).alias("_n1"),
        pl.when(parts.list.len() == 2).then(parts.list.get(1, null_on_oob=True)).alias("_n2"),
    ]


Plan = dict[str, object]


def pair_plans(n1: str | None, n2: str | None) -> tuple[Plan | None, Plan | None]:
    """The plans of a home and an away name: whole where that can be, word by word where
    two whole plans share a word, none where the word plans do too."""
    px, pz = _name_plan(n1, "x", whole=True), _name_plan(n2, "z", whole=True)
    if px and pz and _related(px["tokens"], pz["tokens"]):  # type: ignore[arg-type]
        px, pz = _name_plan(n1, "x"), _name_plan(n2, "z")
    if px and pz and _related(px["tokens"], pz["tokens"]):  # type: ignore[arg-type]
        px = pz = None
    return px, pz


def everything_expr(listing_cols: list[str], text: pl.Expr | None = None) -> pl.Expr:
    """Everything the reading sees of a leg as one text: its rule text (`text`, where it
    was worked out before), then the listing's labels among `listing_cols`."""
    return pl.concat_str(
        [
            rules_text_expr() if text is None else text,
            *(pl.col(c).fill_null("") for c in listing_cols if c in _LABEL_COLUMNS),
        ],
        separator="\n",
    )


def league_expr(columns: list[str], everything: pl.Expr) -> pl.Expr:
    """`_lg`: the leg's competition name where it is replaced whole (a few words, held by
    `everything`, on a leg not `_reserved`); null elsewhere or without `COMPETITION_COLUMN`."""
    league = (
        pl.col(COMPETITION_COLUMN) if COMPETITION_COLUMN in columns else pl.lit(None, pl.String)
    )
    return (
        pl.when(
            league.str.contains(_LEAGUE_NAME).fill_null(False)
            & everything.str.contains(league, literal=True).fill_null(False)
            & pl.col("_reserved").not_()
        )
        .then(league)
        .alias("_lg")
    )


def dates_expr(everything: pl.Expr) -> list[pl.Expr]:
    """`_d0`.. `_d2`: the distinct dates of `everything` in order (null on a leg
    `_reserved`, and past its dates)."""
    return _date_slots(_date_list(everything))


def _date_list(everything: pl.Expr) -> pl.Expr:
    """The distinct dates of `everything`, in order."""
    return everything.str.extract_all(_DATE).list.unique(maintain_order=True)


def _date_slots(dates: pl.Expr) -> list[pl.Expr]:
    """`dates_expr` from the dates' list (`_date_list`)."""
    return [
        pl.when(pl.col("_reserved").not_())
        .then(dates.list.get(k, null_on_oob=True))
        .alias(f"_d{k}")
        for k in range(_DATE_SLOTS)
    ]


def tid_expr(key_cols: list[str] | list[pl.Expr]) -> pl.Expr:
    """`_tid`: a template's id, two 64-bit hashes of its substituted `key_cols`."""
    key = pl.struct(key_cols)
    return (key.hash(7).cast(pl.String) + "-" + key.hash(13).cast(pl.String)).alias("_tid")


def _names(frame: pl.DataFrame) -> pl.DataFrame:
    """Per row: `_plan_x`, `_plan_z` (home, away), null where that name is not replaced; a
    name that can be is replaced whole (`_whole_plan`), unless the two names then share a
    word."""
    pairs = frame.select(title_names(frame.columns))
    distinct = pairs.unique()
    plans_x, plans_z = [], []
    for n1, n2 in distinct.iter_rows():
        px, pz = pair_plans(n1, n2)
        plans_x.append(px)
        plans_z.append(pz)
    distinct = distinct.with_columns(_plan_x=_plans(plans_x), _plan_z=_plans(plans_z))
    return pairs.join(
        distinct, on=["_n1", "_n2"], how="left", nulls_equal=True, maintain_order="left"
    )


def _plans(plans: list[dict[str, object] | None]) -> pl.Series:
    """`plans` as a `_PLAN` column (null where None), built from flat string columns: a
    Series of Python dicts or lists costs tens of microseconds a row. A plan's words hold
    no NUL (the title was split on it), and it has at least one word."""

    def joined(name: str) -> list[str | None]:
        return [None if p is None else "\x00".join(cast("list[str]", p[name])) for p in plans]

    flat = pl.DataFrame(
        {
            "short": [None if p is None else p["short"] for p in plans],
            "long": [None if p is None else p["long"] for p in plans],
            "words": joined("words"),
            "tokens": joined("tokens"),
            "sig": [None if p is None else cast("str | None", p["sig"]) for p in plans],
        },
        schema=dict.fromkeys(("short", "long", "words", "tokens", "sig"), pl.String),
    )
    present = pl.Series([p is not None for p in plans], dtype=pl.Boolean)
    return flat.select(
        pl.when(present)
        .then(
            pl.struct(
                "short",
                "long",
                pl.col("words").str.split("\x00"),
                pl.col("tokens").str.split("\x00"),
                "sig",
            )
        )
        .alias("plan")
    ).to_series()


def _replace(col: pl.Expr, old: pl.Expr, new: pl.Expr) -> pl.Expr:
    """`col` with every occurrence of the row's `old` replaced by its `new` (both literal)."""
    # Each step uses `col` once: chained replacements stay a linear expression, not a tree
    # that doubles with every step. A null `old` splits on a character no leg holds.
    never = pl.lit(_NEVER)
    return col.str.split(old.fill_null(never)).list.join(new.fill_null(old).fill_null(never))


def _names_out(col: pl.Expr, mark: Callable[[str], str]) -> pl.Expr:
    """`col` with each of the row's two names that its plan replaces (home, away) replaced
    by `mark(slot)`."""
    for slot in _SLOTS:
        plan = pl.col(f"_plan_{slot}")
        name = pl.col(f"_n{1 + _SLOTS.index(slot)}")
        col = _replace(col, pl.when(plan.is_not_null()).then(name), pl.lit(mark(slot)))
    return col


def _date_form(date: pl.Expr, k: int, which: int) -> pl.Expr:
    out: pl.Expr = pl.lit(None, dtype=pl.String)
    for rx, short, long in reversed(_DATE_FORMS):
        out = (
            pl.when(date.str.contains(rx))
            .then(pl.lit((short, long)[which].format(d=k + 1)))
            .otherwise(out)
        )
    return out


# A name's sentinel glued to a letter or digit, or after a number's full stop.
_GLUED = r"[^\W_]\x01|\x02[^\W_]|\d\.\s+\x01"


def date_placeholder(date: str, k: int, which: int) -> str | None:
    """The placeholder of `date` in date slot `k`, short (0) or long (1): that of its
    format (`_DATE_FORMS`), None for none."""
    for rx, short, long in _DATE_FORMS:
        if re.search(rx, date):
            return (short, long)[which].format(d=k + 1)
    return None


def _substituted(frame: pl.DataFrame, columns: list[str], which: int) -> pl.DataFrame:
    """`columns` of `frame` with names and dates replaced by the short (0) or long (1)
    placeholders; names first go through sentinels, so a name inside a longer word shows."""
    phrase = "short" if which == 0 else "long"
    # A date slot no text fills replaces nothing: each replacement is a pass over every
    # text (most hold one date, so two of the three slots are empty in every row).
    dates = [
        k
        for k, filled in enumerate(
            frame.select(pl.col(f"_d{k}").is_not_null().any() for k in range(_DATE_SLOTS)).row(0)
        )
        if filled
    ]
    exprs = []
    for c in columns:
        e = _names_out(pl.col(c), lambda slot: f"\x01{slot}\x02")
        # The competition after the teams: a name inside it is the team's (sentinels), and
        # a competition name broken by one stays as written, in the template as in the text.
        e = _replace(e, pl.col("_lg"), pl.lit(f"\x01{_LEAGUE}\x02"))
        for k in dates:
            date = pl.col(f"_d{k}")
            e = _replace(e, date, _date_form(date, k, which))
        exprs.append(e.alias(c))
    out = frame.with_columns(exprs)
    # (So is a name after a number's full stop, "1. PSV Eindhoven": whether that full stop
    # ends the sentence hangs on the name's capitals, `meaning._NOT_A_STOP`.)
    glued = pl.any_horizontal(pl.col(c).str.contains(_GLUED).fill_null(False) for c in columns)
    # A competition `template_leagues` proves reads as its stand-in, where the name stands
    # as that proof needs it to.
    named = pl.col("_named") & loose(columns, f"\x01{_LEAGUE}\x02").not_()
    out = out.with_columns(_glued=glued, _lg_named=named)
    for slot in _SLOTS:
        placeholder = pl.col(f"_plan_{slot}").struct.field(phrase)
        out = out.with_columns(
            _replace(pl.col(c), pl.lit(f"\x01{slot}\x02"), placeholder).alias(c) for c in columns
        )
    league = (
        pl.when(pl.col("_lg_named"))
        .then(pl.lit(stand_in(which)))
        .otherwise(pl.lit(_whole_phrase(_LEAGUE, which)))
    )
    return out.with_columns(
        _replace(pl.col(c), pl.lit(f"\x01{_LEAGUE}\x02"), league).alias(c) for c in columns
    )


def _abstract(records: pl.DataFrame, which: int) -> pl.DataFrame:
    """`records` of one reading with its placeholders replaced by reading-free tokens."""
    pairs: list[tuple[str, str]] = []
    for slot in _SLOTS:
        for i, letter in enumerate("abcd"):
            tag = f"Q{slot}{letter}"
            pairs.append(
                (tag if which == 0 else tag + "y" * (_LONG - len(tag)), f"\x01{slot}{i}\x02")
            )
        pairs.append((_whole_phrase(slot, which), f"\x01{slot}0\x02"))
    pairs.append((_whole_phrase(_LEAGUE, which), f"\x01{_LEAGUE}0\x02"))
    pairs.append((stand_in(which), f"\x01{_LEAGUE}0\x02"))
    for k in range(_DATE_SLOTS):
        for _, short, long in _DATE_FORMS:
            pairs.append(((short, long)[which].format(d=k + 1), f"\x01d{k}\x02"))
    # Longest first: a short date placeholder is never inside a longer one, but be sure.
    pairs.sort(key=lambda p: -len(p[0]))
    olds, news = [p[0] for p in pairs], [p[1] for p in pairs]
    return records.with_columns(
        *(pl.col(c).str.replace_many(olds, news) for c in _STRINGS),
        *(pl.col(c).list.eval(pl.element().str.replace_many(olds, news)) for c in _LISTS),
    )


# A whole word: a maximal run of letters, as the left-over words are cut. A folded token
# must be 3 to _LONG letters, or its rows are taken to clash (read alone).
_PLAIN_TOKEN = rf"^[^\W\d_]{{{_SHORT},{_LONG}}}$"
_NOT_LETTER = r"[\W\d_]"


def _folded(text: pl.Series) -> pl.Series:
    """`text` folded as the names' tokens are (`fold`: accents dropped, lower case).

    An ASCII text (as many bytes as characters) has no accent to drop, so only the others
    go through the Unicode normalization, which cost about a second on 100k texts."""
    lower = text.str.to_lowercase()
    wide = (text.str.len_bytes() != text.str.len_chars()).fill_null(False).arg_true()
    if not wide.len():
        return lower
    accented = text.gather(wide).str.normalize("NFKD").str.replace_all(r"\p{M}", "")
    return lower.scatter(wide, accented.str.to_lowercase())


def _left_in(frame: pl.DataFrame, text: pl.Expr) -> pl.Series:
    """Per row of `frame`: some word of `text` (its template's text, folded as the names'
    tokens are) holds one of the row's name tokens, or is a prefix of one: another
    spelling of a team the substitution did not replace.

    The words are the maximal runs of letters. A token (letters only, three or more) lies
    inside such a word exactly where it occurs in the text at all; a word of three letters
    or more is a prefix of it only where the text holds the token's first three letters,
    and then exactly where one of its prefixes of three letters or more stands between
    non-letters. Each check is one vectorized pass over the rows, a token column per
    position in the rows' token lists (no query per token, no pattern compiled per row);
    the prefixes are looked for only in the few rows holding some token's first letters,
    in their text with every run of non-letters made one space.
    """
    clash = pl.Series("clash", [False] * frame.height, dtype=pl.Boolean)
    tokens = frame.select(
        row=pl.int_range(pl.len(), dtype=pl.UInt32),
        tokens=pl.concat_list(
            *(pl.col(f"_plan_{s}").struct.field("tokens").fill_null([]) for s in _SLOTS)
        ),
        raw=text,
    ).filter(pl.col("tokens").list.len() > 0)
    if not tokens.height:
        return clash
    rows = tokens.drop("raw").with_columns(text=_folded(tokens["raw"]))
    width = int(cast("int", rows["tokens"].list.len().max()))
    each = [pl.col("tokens").list.get(j, null_on_oob=True) for j in range(width)]
    words = pl.col("text")
    first = rows.select(
        "row",
        # A token not of plain letters is taken to clash (its row is read alone).
        found=pl.any_horizontal(
            (t.str.contains(_PLAIN_TOKEN).not_() | words.str.contains(t, literal=True)).fill_null(
                False
            )
            for t in each
        ),
        started=pl.any_horizontal(
            words.str.contains(t.str.head(_SHORT), literal=True).fill_null(False) for t in each
        ),
    )
    hit = first.filter("found")["row"]
    maybe = rows.join(
        first.filter(pl.col("started") & pl.col("found").not_()).select("row"), on="row"
    )
    if maybe.height:
        spaced = pl.lit(" ") + words.str.replace_all(f"{_NOT_LETTER}+", " ") + pl.lit(" ")
        prefix = pl.any_horizontal(
            (
                (t.str.len_chars() >= n)
                & words.str.contains(pl.lit(" ") + t.str.head(n) + pl.lit(" "), literal=True)
            ).fill_null(False)
            for t in each
            for n in range(_SHORT, _LONG + 1)
        )
        hit = hit.append(maybe.with_columns(text=spaced).filter(prefix)["row"])
    return clash.scatter(hit, True) if hit.len() else clash


def _restore(col: pl.Expr, tokens: list[tuple[str, pl.Expr]]) -> pl.Expr:
    """`col` with each (token, value) token replaced by the row's value (left as it is where
    the value is null, for the unrestored check to find)."""
    for token, value in tokens:
        col = _replace(col, pl.lit(token), value)
    return col


def _market(listing_cols: list[str]) -> list[pl.Expr]:
    """A venue_two leg's market id as its template holds it: its series' part only."""
    if "market_id" not in listing_cols:
        return []
    return [
        pl.when(pl.col("venue") == "venue_two")
        .then(pl.col("market_id").str.extract(r"^([A-Z0-9]+)-", 1) + "-")
        .alias("market_id")
    ]


def _reduce(frame: pl.DataFrame, listing_cols: list[str]) -> tuple[pl.DataFrame, pl.DataFrame]:
    """Each leg of `frame` (one row a text) reduced to its template: (`frame` with each
    leg's names, dates, competition and text, `short`: its template with the short
    placeholders, `_tid`, and what may send it to be read alone: `_reserved`, `_glued`,
    `_clash`, `_whole`, `_whole_t`)."""
    sub_cols = [*_TEXT_COLUMNS, *(c for c in _LABEL_COLUMNS if c in listing_cols)]
    # Everything the reading sees, built once as a column: an eager `with_columns` shares
    # no sub-expression, and built inside each check (reserved strings, the competition,
    # each of the three date slots, their date list) it was ~1.5 s of CPU on 100k texts.
    frame = (
        frame.with_row_index("_i")
        .with_columns(_names(frame))
        .with_columns(_text=rules_text_expr())
        .with_columns(_all=everything_expr(listing_cols, pl.col("_text")))
        .with_columns(_reserved=pl.col("_all").str.contains(_RESERVED))
        .with_columns(source_key().alias(SOURCE_KEY))
    )
    frame = frame.with_columns(league_expr(frame.columns, pl.col("_all")))
    # Competitions whose name may stand as `template_leagues.STAND_IN` (few distinct names).
    names = frame["_lg"].drop_nulls().unique().to_list()
    named = pl.Series([n for n in names if source_named(n)], dtype=pl.String)
    frame = frame.with_columns(_named=pl.col("_lg").is_in(named.implode()).fill_null(False))
    frame = (
        frame.with_columns(_dates=_date_list(pl.col("_all")))
        .with_columns(_date_slots(pl.col("_dates")))
        .drop("_all", "_dates")
        .with_columns(
            pl.when(pl.col("_reserved"))
            .then(None)
            .otherwise(pl.col(f"_plan_{s}"))
            .alias(f"_plan_{s}")
            for s in _SLOTS
        )
    )
    short = _substituted(frame, sub_cols, 0)
    # The template: everything the reading sees, placeholders in place of names and dates.
    market = _market(listing_cols)
    short = short.with_columns(*market)
    # Left anywhere in the leg's text but where its names were replaced: a name's word, or a
    # word a prefix of one (another spelling of the team that was not replaced). Its dates
    # and competition are looked at as the leg writes them: the reader reads those, not the
    # placeholders or the league stand-in ("Ekstraklasa" holds "las" of "Las Palmas", which
    # the leg's text may not hold at all).
    nameless = frame.with_columns(
        _names_out(pl.col(c), lambda _: _NAME_GONE).alias(c) for c in sub_cols
    ).select(everything_expr(listing_cols).alias("_nameless"))
    whole_plan = pl.any_horizontal(
        pl.col(f"_plan_{slot}").struct.field("short").eq(_whole_phrase(slot, 0)).fill_null(False)
        for slot in _SLOTS
    )
    short = short.with_columns(nameless)
    short = short.with_columns(_clash=_left_in(short, pl.col("_nameless")), _whole=whole_plan)
    # A leg whose sources are read apart (`template_sources`) shares its text's template
    # with the legs of other source lists: the template is read without them.
    key_cols = [c for c in (*RULE_INPUT_COLUMNS, *listing_cols) if c != "rules_hash"]
    short = (
        short.with_columns(*_blanked(SOURCE_KEY))
        .with_columns(tid_expr(key_cols))
        .with_columns(
            _whole_t=pl.col("_whole").any().over("_tid")  # the template holds a whole name
        )
    )
    return frame, short


def extract_by_template(
    legs: pl.DataFrame,
    *,
    listing: bool = True,
    memo: TemplateMemo | None = None,
) -> pl.DataFrame:
    """The records `extract_rules` gives for `legs`, each template read once.

    `legs` holds RULE_INPUT_COLUMNS and whatever listing columns it has; the listing's event
    title names the teams to replace. With `listing=False` the records are those of
    `extract_rules(legs.select(RULE_INPUT_COLUMNS))` (the listing only names the teams).
    With a `memo`, templates it holds are not read again, the templates read here are
    added to it, and a call of fewer than `_MIN_LEGS` legs also reads (for the memo) the
    templates of its legs that have no other leg with them, beside the legs themselves.
    Names that can be are replaced whole (`_whole_plan`), so legs whose names differ in
    their kept words ("Torino FC", "Levante") share a template; such a template's reading
    is checked against one of its legs' own reading (the leg with the longest names), and
    where it differs its legs are read alone. A `COMPETITION_COLUMN` in `legs` names each
    leg's competition: replaced whole where the text holds it, so the competitions of one
    venue template share it, checked per competition the same way.
    """
    listing_cols = [c for c in LISTING_COLUMNS if c in legs.columns] if listing else []
    name_cols = [c for c in ("event_title", "title") if c in legs.columns]
    league_col = [COMPETITION_COLUMN] if COMPETITION_COLUMN in legs.columns else []
    frame = legs.select(*RULE_INPUT_COLUMNS, *{*listing_cols, *name_cols}, *league_col).unique(
        subset="rules_hash", keep="first", maintain_order=True
    )
    own_inputs = frame.select(*RULE_INPUT_COLUMNS, *listing_cols)
    small = frame.height < _MIN_LEGS
    if (small and memo is None) or not name_cols:  # too few legs to share templates
        return extract_rules(own_inputs)
    if frame.height > TEMPLATE_CHUNK:
        # Every leg gets the records of its own text whichever legs it is read with, so
        # bounded chunks give the same records and hold one chunk's substitutions at once.
        return pl.concat(
            [
                extract_by_template(frame.slice(i, TEMPLATE_CHUNK), listing=listing, memo=memo)
                for i in range(0, frame.height, TEMPLATE_CHUNK)
            ],
            how="vertical",
        )
    frame, short = _reduce(frame, listing_cols)
    sub_cols = [*_TEXT_COLUMNS, *(c for c in _LABEL_COLUMNS if c in listing_cols)]
    market = _market(listing_cols)
    key_cols = [c for c in (*RULE_INPUT_COLUMNS, *listing_cols) if c != "rules_hash"]
    counts = pl.len().over("_tid")
    fits = pl.col("_reserved").not_() & pl.col("_glued").not_() & pl.col("_clash").not_()
    fit = short.filter(fits)
    held = None if memo is None else memo.readings(fit["_tid"])
    seen = pl.Series("_tid", [], pl.String) if held is None else held[0]["_tid"]
    # A leg of a template holding a whole name is given the template's reading only where
    # a leg of its probe group (the template and the shape of its names' other words,
    # `_whole_plan`'s sig) read the same on its own text: in this call, or before (the
    # memo's, where a held template's plain group counts as checked, as it was to be kept).
    # The group: the words of either name the reader may read, as a set.
    sig = (
        pl.concat_list(
            pl.col(f"_plan_{s}").struct.field("sig").fill_null("").str.split("\x00") for s in _SLOTS
        )
        .list.eval(pl.element().filter(pl.element() != ""))
        .list.unique()
        .list.sort()
        .list.join("\x00")
    )
    # A leg whose competition name was replaced is given the template's reading only where
    # a leg of the same competition (and name shape) read the same on its own text: the
    # reader's patterns know the words of competition names ("League", "Cup", "UEFA"), so
    # what the placeholder hid may matter. Its group's key ends in that name; for a name
    # held as the stand-in, in the stand-in's group, which every such name reads as
    # (`template_leagues`).
    checked = pl.Series("_pk", [] if memo is None else sorted(memo.checked), pl.String)
    has_league = pl.col("_lg").is_not_null()
    fit = fit.with_columns(
        _pk=pl.col("_tid")
        + "|"
        + sig
        + pl.when(pl.col("_lg_named"))
        .then(pl.lit("|\x02" + NAMED_GROUP))
        .when(has_league)
        .then(pl.lit("|\x02") + pl.col("_lg"))
        .otherwise(pl.lit(""))
    ).with_columns(
        _needs=(pl.col("_whole_t") | has_league)
        & pl.col("_pk").is_in(checked.implode()).not_()
        & ((sig == "") & has_league.not_() & pl.col("_tid").is_in(seen.implode())).not_()
    )
    # Reading a template costs two readings and one per probe group needing its probe: with
    # at most one leg besides the probes, reading the legs alone costs no more.
    groups = pl.col("_pk").filter(pl.col("_needs")).n_unique().over("_tid")
    shared = counts - groups > 1
    templated = fit.filter(shared | pl.col("_tid").is_in(seen.implode()))
    first = templated.filter(pl.col("_tid").is_in(seen.implode()).not_()).unique(
        "_tid", keep="first", maintain_order=True
    )
    alone = frame.filter(pl.col("_i").is_in(templated["_i"].implode()).not_())
    if memo is not None and small:
        # An on-demand call: its cost is per call, so reading a lone leg's template beside
        # it costs little, and the next leg of that template is a lookup.
        first = pl.concat([first, fit.filter(pl.col("_i").is_in(alone["_i"].implode()))]).unique(
            "_tid", keep="first", maintain_order=True
        )
    # Per probe group to check, its probe: the leg with the most words in its names, read
    # as itself; the template's reading is given to the group's other legs only where the
    # probe's restored record is its own reading in every column.
    candidates = pl.concat([templated, fit.filter(pl.col("_i").is_in(alone["_i"].implode()))])
    read_tids = pl.concat([first["_tid"], seen]).implode()
    size = sum(
        (
            pl.col(c).fill_null("").str.count_matches(" ") * 100
            + pl.col(c).fill_null("").str.len_chars()
        )
        for c in ("_n1", "_n2")
    )
    probes = (
        candidates.filter(pl.col("_needs") & pl.col("_tid").is_in(read_tids))
        .sort(size, descending=True, maintain_order=True)
        .unique("_pk", keep="first", maintain_order=True)
    )
    probed = probes.filter(pl.col("_i").is_in(alone["_i"].implode()).not_())
    if first.height:
        long = _substituted(frame.filter(pl.col("_i").is_in(first["_i"].implode())), sub_cols, 1)
        long = long.join(first.select("_i", "_tid"), on="_i").with_columns(
            *market, *_blanked(SOURCE_KEY)
        )
    else:
        long = first
    inputs = [*RULE_INPUT_COLUMNS, *listing_cols]
    logger.info(
        "read %d text(s): %d template(s) for %d, %d alone, %d template(s) known, %d probe(s)",
        frame.height,
        first.height,
        templated.height,
        alone.height,
        0 if held is None else held[0].height,
        probes.height,
    )
    parts = []
    # Per template, its short and long reading (placeholders abstracted): the memo's, and
    # those read here.
    readings = [] if held is None else list(held)
    passed = pl.Series("_pk", [], pl.String)
    # The source lists of the templated legs read apart, each once: the memo's, and those
    # read with the templates.
    known_sources = None if memo is None else memo.sources()
    source_inputs = source_readings_wanted(
        frame.filter(pl.col("_i").is_in(fit["_i"].implode())),  # as given, not blanked
        pl.Series([], dtype=pl.String) if known_sources is None else known_sources[SOURCE_KEY],
    )
    sources = known_sources
    if first.height or alone.height or probed.height or source_inputs.height:
        # One reading for the templates (short and long), the probes and the legs read
        # alone: most of a reading's cost is per call, not per text.
        read = extract_rules(
            pl.concat(
                [
                    first.select((pl.lit("\x01s") + pl.col("_tid")).alias("rules_hash"), *key_cols),
                    long.select((pl.lit("\x01l") + pl.col("_tid")).alias("rules_hash"), *key_cols),
                    alone.select(*inputs),
                    frame.filter(pl.col("_i").is_in(probed["_i"].implode())).select(inputs),
                    source_inputs,
                ],
                how="diagonal_relaxed",
            ).select(inputs)
        )
        fresh_sources = source_readings(read)
        if memo is not None:
            memo.add_sources(fresh_sources)
        sources = (
            fresh_sources
            if known_sources is None
            else pl.concat([known_sources, fresh_sources], how="vertical")
        )
        own = read.filter(pl.col("rules_hash").str.starts_with("\x01").not_())
        parts.append(
            pl.concat([alone, probed], how="diagonal")
            .select("_i", "rules_hash")
            .join(own, on="rules_hash")
        )
        tid = pl.col("rules_hash").str.slice(2)
        fresh = [
            _abstract(
                read.filter(pl.col("rules_hash").str.starts_with(f"\x01{k}")), which
            ).with_columns(_tid=tid)
            for which, k in enumerate("sl")
        ]
        readings = (
            fresh
            if held is None
            else [pl.concat([f, h], how="vertical") for f, h in zip(fresh, held, strict=True)]
        )
        if probes.height:
            passed = _probes_passed(probes, own, readings[0], readings[1], sources)
        if memo is not None:
            memo.check(passed.to_list())
            # Kept: templates with no whole name, and those whose plain group passed (a
            # held template's plain legs are taken as checked).
            plain_ok = (
                first.filter(pl.col("_whole_t").not_())["_tid"]
                .append(passed.filter(passed.str.ends_with("|")).str.head(-1))
                .implode()
            )
            if first.height:
                memo.add(*(f.filter(pl.col("_tid").is_in(plain_ok)) for f in fresh))
    restore = templated.filter(
        pl.col("_i").is_in(probed["_i"].implode()).not_()
        & (pl.col("_needs").not_() | pl.col("_pk").is_in(passed.implode()))
    )
    rest = templated.filter(pl.col("_i").is_in(probed["_i"].implode()).not_())
    if restore.height:
        done = _restored(restore, readings[0], readings[1], sources)
        parts.append(done)
        rest = rest.filter(pl.col("_i").is_in(done["_i"].implode()).not_())
    if rest.height:
        logger.info("%d templated text(s) read alone after all", rest.height)
        own = extract_rules(frame.filter(pl.col("_i").is_in(rest["_i"].implode())).select(inputs))
        parts.append(rest.select("_i", "rules_hash").join(own, on="rules_hash"))
    out = pl.concat(parts, how="vertical").sort("_i")
    return out.select(RULE_RECORD_SCHEMA.names()).cast(RULE_RECORD_SCHEMA)


def _probes_passed(
    probes: pl.DataFrame,
    own: pl.DataFrame,
    short: pl.DataFrame,
    long: pl.DataFrame,
    sources: pl.DataFrame | None,
) -> pl.Series:
    """The probe groups (`_pk`) of `probes` (one leg per group) whose template, restored
    into the probe's words (and its sources read apart), gives the probe's own record
    (`own`, read from its text) in every column; in the others the reading depends on
    what the placeholders hid."""
    restored = _restored(probes, short, long, sources)
    cols = RULE_RECORD_SCHEMA.names()
    mine = probes.select("_i", "_pk", "rules_hash").join(own, on="rules_hash")
    both = mine.join(restored, on="_i", suffix="_t")
    same = pl.all_horizontal(pl.col(c).eq_missing(pl.col(f"{c}_t")) for c in cols)
    return both.filter(same)["_pk"]


def _restored(
    templated: pl.DataFrame, a: pl.DataFrame, b: pl.DataFrame, sources: pl.DataFrame | None
) -> pl.DataFrame:
    """Each templated leg's record in its own words (`_i` + RULE_RECORD_SCHEMA), from the
    short (`a`) and long (`b`) readings of its template and, for a leg whose sources were
    read apart, from `sources` (`template_sources.with_sources`); legs whose template reads
    differently in the two, whose restored evidence is not a quote of their own text, or
    whose sources do not combine with it, are left out."""
    cols = [c for c in RULE_RECORD_SCHEMA.names() if c != "rules_hash"]
    both = a.join(b, on="_tid", suffix="_b")
    same = pl.all_horizontal(pl.col(c).eq_missing(pl.col(f"{c}_b")) for c in cols)
    good = both.filter(same).select("_tid", *[c for c in cols if c != "venue"])
    legs = templated.select(
        "_i",
        "_tid",
        "rules_hash",
        "venue",
        "_text",
        "_plan_x",
        "_plan_z",
        "_lg",
        *[f"_d{k}" for k in range(_DATE_SLOTS)],
    )
    values: list[tuple[str, pl.Expr]] = [
        (
            f"\x01{slot}{i}\x02",
            pl.col(f"_plan_{slot}").struct.field("words").list.get(i, null_on_oob=True),
        )
        for slot in _SLOTS
        for i in range(_MAX_WORDS)
    ]
    values += [(f"\x01d{k}\x02", pl.col(f"_d{k}")) for k in range(_DATE_SLOTS)]
    values.append((f"\x01{_LEAGUE}0\x02", pl.col("_lg")))
    # Only the columns some template quotes a name or a date in need restoring, and in
    # each only the tokens some template there holds: every replacement is a pass over
    # every leg, and most columns quote one or two of the fifteen tokens (restoring all of
    # them was ~1.2 of the ~2.2 s of CPU this took on B6's 65k templated legs).
    # (one query for all columns: a call per column cost more than the rest of a lookup)
    restorable = [c for c in _STRINGS if c != "venue"]
    quoting = good.select(
        pl.col(c).str.contains("\x01", literal=True).any() for c in restorable
    ).row(0, named=True)
    # Where no column quotes a token (no template readings at all, or none quoting a name
    # or a date) the select has no expression and so no row: nothing to look for.
    tokens = (
        good.select(
            pl.col(c).str.contains(token, literal=True).any().alias(f"{c}\x00{token}")
            for c in restorable
            if quoting[c]
            for token, _ in values
        ).row(0, named=True)
        if any(quoting.values())
        else {}
    )
    held = {c: [(t, v) for t, v in values if tokens.get(f"{c}\x00{t}")] for c in restorable}
    marked = [c for c in restorable if held[c]]
    # A placeholder or token left anywhere (cut short by a pattern, say): the leg holds
    # none of these strings itself, so the record is not its own. A column nothing is
    # restored in holds its template's value in every leg: checked once per template.
    # (`venue` is the leg's own, not its template's)
    unrestored = pl.any_horizontal(
        pl.col(c).str.contains(_RESERVED).fill_null(False) for c in ["venue", *marked]
    )
    constant = pl.any_horizontal(
        pl.lit(False),
        *(
            pl.col(c).str.contains(_RESERVED).fill_null(False)
            for c in restorable
            if c not in marked
        ),
    ) | pl.any_horizontal(
        pl.col(c).list.join("\n").str.contains(_RESERVED).fill_null(False) for c in _LISTS
    )
    joined = legs.join(good.filter(constant.not_()), on="_tid")
    restored = joined.with_columns(_restore(pl.col(c), held[c]) for c in marked)
    quoted = pl.all_horizontal(
        pl.col(c).is_null() | pl.col("_text").str.contains(pl.col(c), literal=True)
        for c in _EVIDENCE
    )
    records = restored.filter(unrestored.not_() & quoted).select("_i", *RULE_RECORD_SCHEMA.names())
    if sources is None:  # no leg of these has its sources read apart
        return records.join(
            templated.filter(pl.col(SOURCE_KEY).is_null()).select("_i"), on="_i", how="semi"
        )
    return with_sources(records, templated, sources)
