"""A series' settlement sources read apart from the rule text they are appended to.

`templates.extract_by_template` reads each template once; a template is everything the
reading sees, so legs whose texts differ only in their series' `settlement_sources` (one
list per competition) were read as templates of their own. This module lets such legs
share the reading of their text, read with no sources, and takes the source columns from
one reading of each distinct source list on an empty text, where (and only where) the
two combine into the record of reading them together.

Where the sources enter the reading (`extract._read`): only as `_series` ("Settlement
sources: a; b", appended to `_text` as its last paragraph and cut off again for `_own`,
the market's own text), as the list itself (`_src_series_primary`, `_src_series_fallback`,
`source_derived_from`), and through `_text`. Every column but the `source_*` ones reads
`_text` and the listing, never `_series` or the list: those columns are the text's own
where no pattern reads the appended paragraph, which the source read apart shows (its
non-source columns are those of the empty text, or its legs are read whole) and the
full-record A/B of the held-out sets and B6's legs confirms (sentence and clause patterns
end at a line break). The source columns, with the list given and `_own` unchanged (the
paragraph is cut off again), are:

- where the text's own reading (no sources) is `recognized`: the text names its source,
  every source column comes from `_own` (the list is used only where the text names none);
- where it is `absent` (no source clause, no mention, nothing unread): every intermediate
  read from `_own` is empty, so the source columns are the source list's alone, as read on
  an empty text;
- `source_revisions_ignored` reads `_text` whole: true where either part holds the
  clause; where neither does, the leg's own text is checked for a clause spanning the two.

Any other reading (`unrecognized`: a source stated unclearly, in which the list may fill
the gap) is no such combination: its legs are read whole.

A venue_one leg's `resolution_source` is read apart the same way, where provable, though
it is part of the market's own text: `rules_text_expr` appends it as the paragraph
"Resolution source: <url>" after the text and before any series list, so it is the last
paragraph of `_own` and every stage sees it. Sentence and clause units stop at a line
break (`patterns._S`, `_C`), so where the text before it ends a sentence (a full stop no
abbreviation takes) the paragraph is a clause of its own and the text's clauses are what
they were; the non-source columns are the text's own where reading the paragraph on the
base text changes none of the base text's (as for a list, and the same A/B confirms it).
The source stages read it as one more source clause, the last (`extract._source_parts`
to `_source_stages`). Where the text's own reading is `recognized` with an `official`
primary, and the paragraph alone is read `recognized`, `official`, with no fallback (so
it is not mixed, brings no unread tail and no deadline sentence), the clause adds no head
kind and no tail kind, the first official clause and the first fallback clause stay the
text's, and the source columns are the text's own, provided the paragraph holds nothing
its reading alone cannot show: no fallback cue or phrase (a later clause with a cue is a
fallback clause, the first is not), no provider name (the head names and `source_names`
gather every clause's) and no consensus (the official-then-consensus sentence pair of R1
could run on into it). Where the text's fallback is a consensus, the evidence is that
sentence pair's first match, the text's own only where the text holds an official
sentence itself: checked on the leg's text. `source_revisions_ignored` is checked on the
whole text as above. Any other leg is read with its resolution source in its template,
or whole.
"""

from __future__ import annotations

import polars as pl

from pipeline.rules import patterns as P
from pipeline.rules.extract import RULE_RECORD_SCHEMA
from pipeline.schemas import RESOLUTION_PARAGRAPH

__all__ = [
    "SOURCE_COLUMNS",
    "SOURCE_KEY",
    "source_key",
    "source_readings_wanted",
    "with_sources",
]

# The record's columns the sources take part in; every other one reads the text alone.
SOURCE_COLUMNS = [c for c in RULE_RECORD_SCHEMA.names() if c.startswith("source_")]
_TEXT_ONLY = [c for c in RULE_RECORD_SCHEMA.names() if c not in (*SOURCE_COLUMNS, "rules_hash")]
# Per leg: the key of its source read apart (venue and list, or venue and resolution
# source), null where it is read whole.
SOURCE_KEY = "_src"
# In a key: what follows is a resolution source (a list's key has `_EMPTY` there).
_RESOLUTION = "\x1d"
# What such a paragraph may not hold to be read apart (the module's docstring says why).
_UNSEEN = (P.FALLBACK_CUE, P.FALLBACK_PHRASE, P.PROVIDER, P.PROVIDER_NAME, P.CONSENSUS)
# The text before it ends a sentence: a terminator after a word of four letters or more
# (or a bracket or quote), and no abbreviation that `patterns._ABBREV` reads through.
_ENDED = r"(?:\b[^\W\d_]{4,}|[)\"'’”])[.!?][)\"'’”]*\s*$"
_ABBREVIATED = r"(?i)\b(?:approx|sept)\.\s*$"
# rules_hash of a source list read apart, and of the text it is read with alone.
_READ_PREFIX = "\x01c"
_EMPTY = "\x1e"
# The text a source list is read with: a sentence the reader reads nothing in (checked: its
# own reading must name no source). On an empty text every dimension reads `absent`, on
# any other `unrecognized` where nothing is read, so the check of a source's paragraph
# needs some text beside it.
_BASE = "Market."
_REVISED = "source_revisions_ignored"


def source_key() -> pl.Expr:
    """Per leg, the key of its source read apart: its venue and its settlement list
    (length first, elements joined by a character none holds), or where it has no list,
    its venue and its resolution source where that may be read apart
    (`_resolution_readable`); null where neither is (no source, a list beside a
    resolution source, a list the key cannot tell apart: a null or an element holding a
    control character)."""
    sources = pl.col("settlement_sources").cast(pl.List(pl.String))
    plain = (
        sources.list.eval(
            pl.element().is_null() | pl.element().str.contains(r"[\x00-\x1f]")
        ).list.any()
    ).not_()
    readable = (
        (pl.col("resolution_source").fill_null("") == "")
        & (sources.list.len().fill_null(0) > 0)
        & plain.fill_null(False)
    )
    key = pl.concat_str(
        pl.col("venue"),
        pl.lit(_EMPTY),
        sources.list.len().cast(pl.String),
        pl.lit(_EMPTY),
        sources.list.join("\x1f"),
    )
    venue = pl.col("venue").is_not_null()
    return (
        pl.when(readable & venue)
        .then(key)
        .when(_resolution_readable() & venue)
        .then(pl.concat_str(pl.col("venue"), pl.lit(_RESOLUTION), pl.col("resolution_source")))
    )


def _resolution_readable() -> pl.Expr:
    """Per leg: its resolution source may be read apart (no series list beside it, the
    text before it ending a sentence, the paragraph holding none of `_UNSEEN`)."""
    source = pl.col("resolution_source").fill_null("")
    paragraph = pl.lit(RESOLUTION_PARAGRAPH) + source
    secondary = pl.col("rules_secondary").fill_null("")
    before = pl.when(secondary != "").then(secondary).otherwise(pl.col("rules_primary"))
    listed = pl.col("settlement_sources").cast(pl.List(pl.String)).list.len().fill_null(0) > 0
    return (
        (source != "")
        & listed.not_()
        & source.str.contains(r"[\x00-\x1f]").not_()
        & before.fill_null("").str.contains(_ENDED)
        & before.fill_null("").str.contains(_ABBREVIATED).not_()
        & pl.any_horizontal(paragraph.str.contains(p) for p in _UNSEEN).not_()
    ).fill_null(False)


def source_readings_wanted(legs: pl.DataFrame, known: pl.Series) -> pl.DataFrame:
    """The inputs (RULE_INPUT_COLUMNS) to read for the source keys of `legs`
    (`SOURCE_KEY`, `venue`, `settlement_sources`, `resolution_source`) not in `known`:
    each source list or resolution source with `_BASE` as its text, and `_BASE` alone once
    per venue."""
    keyed = legs.filter(pl.col(SOURCE_KEY).is_not_null())
    # A list's key has no resolution source beside it, a resolution source's no list.
    lists = keyed.select(
        SOURCE_KEY,
        "venue",
        pl.col("settlement_sources").cast(pl.List(pl.String)).fill_null([]),
        pl.col("resolution_source").cast(pl.String),
    ).unique(SOURCE_KEY, keep="first", maintain_order=True)
    empty = lists.select(
        pl.concat_str(pl.col("venue"), pl.lit(_EMPTY)).alias(SOURCE_KEY),
        "venue",
        pl.lit([], dtype=pl.List(pl.String)).alias("settlement_sources"),
        pl.lit(None, dtype=pl.String).alias("resolution_source"),
    ).unique(SOURCE_KEY, keep="first", maintain_order=True)
    both = pl.concat([lists, empty], how="vertical_relaxed").filter(
        pl.col(SOURCE_KEY).is_in(known.implode()).not_()
    )
    return both.select(
        (pl.lit(_READ_PREFIX) + pl.col(SOURCE_KEY)).alias("rules_hash"),
        "venue",
        pl.lit(_BASE, dtype=pl.String).alias("rules_primary"),
        pl.lit("", dtype=pl.String).alias("rules_secondary"),
        "resolution_source",
        "settlement_sources",
    )


def source_readings(read: pl.DataFrame) -> pl.DataFrame:
    """The records of `read` that are sources read apart, keyed by `SOURCE_KEY`."""
    mine = read.filter(pl.col("rules_hash").str.starts_with(_READ_PREFIX))
    return mine.with_columns(
        pl.col("rules_hash").str.slice(len(_READ_PREFIX)).alias(SOURCE_KEY)
    ).drop("rules_hash")


def with_sources(records: pl.DataFrame, legs: pl.DataFrame, sources: pl.DataFrame) -> pl.DataFrame:
    """`records` (`_i` + RULE_RECORD_SCHEMA, read from texts without their sources) with
    the source columns of reading each leg's text and sources together.

    `legs` gives per `_i` its `SOURCE_KEY` (null: the record is already the leg's own)
    and `_text` (its whole rule text); `sources` the records of the source lists read
    apart, and of each venue's empty text (`source_readings`). A leg whose combination
    is not provably its own reading (see the module's docstring) is left out, to be read
    whole."""
    keyed = records.join(legs.select("_i", SOURCE_KEY, "_text"), on="_i", how="left")
    whole = keyed.filter(pl.col(SOURCE_KEY).is_null()).select(records.columns)
    split = keyed.filter(pl.col(SOURCE_KEY).is_not_null())
    if not split.height:
        return whole
    # A source list is read apart only where its paragraph changes no text column of the
    # base text's reading, and that reading names no source (so the list's source columns
    # are those of an own text that names none, as below).
    base = sources.filter(
        pl.col(SOURCE_KEY).str.ends_with(_EMPTY)
        & (pl.col("source_status") == "absent")
        & pl.col(_REVISED).not_()
    ).select(
        pl.col(SOURCE_KEY).str.head(-1).alias("_venue"),
        *(pl.col(c).alias(f"{c}_e") for c in _TEXT_ONLY),
    )
    neutral = (
        sources.with_columns(_venue=pl.col("venue"))
        .join(base, on="_venue")
        .filter(pl.all_horizontal(pl.col(c).eq_missing(pl.col(f"{c}_e")) for c in _TEXT_ONLY))
        .select(SOURCE_KEY, *(pl.col(c).alias(f"{c}_s") for c in SOURCE_COLUMNS))
    )
    joined = split.join(neutral, on=SOURCE_KEY, how="inner")
    resolution = pl.col(SOURCE_KEY).str.contains(_RESOLUTION, literal=True)
    status = pl.col("source_status")
    own = status == "recognized"
    # `_text` whole is what the reader looks for the clause in: the same pattern on it.
    return pl.concat(
        [
            whole,
            _with_resolution(joined.filter(resolution)).select(records.columns),
            joined.filter(resolution.not_() & (own | (status == "absent")))
            .with_columns(
                *(
                    pl.when(own).then(pl.col(c)).otherwise(pl.col(f"{c}_s")).alias(c)
                    for c in SOURCE_COLUMNS
                    if c != _REVISED
                ),
                pl.col("_text").str.contains(P.REVISIONS_IGNORED).alias(_REVISED),
            )
            .select(records.columns),
        ],
        how="vertical",
    )


def _with_resolution(joined: pl.DataFrame) -> pl.DataFrame:
    """The legs of `joined` (`with_sources`' rows whose resolution source was read apart,
    its reading's source columns suffixed `_s`) whose combination is provably their own
    reading (the module's docstring): the text's own source columns, its revisions clause
    looked for in the leg's whole text; the others are left out, to be read whole."""
    official = pl.lit("official")
    source = pl.col(SOURCE_KEY).str.split(_RESOLUTION).list.get(1, null_on_oob=True)
    # The text before the paragraph, as the leg's own text has it.
    before = pl.col("_text").str.strip_suffix(pl.lit("\n\n" + RESOLUTION_PARAGRAPH) + source)
    pair = (pl.col("source_fallback") != "consensus").fill_null(True) | before.str.contains(
        P.sentence_with(P.OFFICIAL)
    )
    return joined.filter(
        (pl.col("source_status") == "recognized")
        & (pl.col("source_primary") == official)
        & (pl.col("source_status_s") == "recognized")
        & (pl.col("source_primary_s") == official)
        & pl.col("source_fallback_s").is_null()
        & pl.col("source_evidence_s").is_not_null()
        & (before != pl.col("_text"))
        & pair
    ).with_columns(pl.col("_text").str.contains(P.REVISIONS_IGNORED).alias(_REVISED))
