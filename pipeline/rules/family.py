"""Market family: what kind of bet a leg is, read from everything its venue says about it.

A leg's family decides whether two legs can be the same bet at all (docs/DESIGN.md §7.2): `win` /
`draw` (full-match 1X2), `advance` (two-way, extra time and penalties), `spread`, `total`,
`btts`, `half` (first- or second-half result), `exact_score`, `other`, or `unknown`.

Two kinds of signal, each a vocabulary table of meanings (`vocabulary.FAMILY_CUES`):

- the listing: the venue's market type (`sportsMarketType`), venue_two's series part of the
  ticker, the question/title and the outcome label;
- the rule text: what the sentences that pay Yes are about (a margin, a goal count, a half,
  both teams scoring...).

Reading decisions:

- A non-1X2 cue in the text outranks a 1X2 cue: "if Brazil wins by 2 or more goals" is a
  spread, never a plain win; two different non-1X2 cues (a first-half total) are not a
  family this table knows, so the family is `unknown` rather than a guess.
- The text and the listing must agree; where both speak and disagree the family is
  `unknown` (`conflicting`), both quoted. Where only the listing speaks, the family is taken
  from it (`inferred`): the text then rarely says enough to compare the legs, and the engine
  reports what it could not read.
- Within a family, the terms two legs must share are read as `outcome_line` (the goal line:
  "by 2 or more goals" and "-1.5" are both 1.5), `outcome_side` (`home`/`away` for a team,
  `over`/`under`, `yes`/`no` for both-teams-to-score, `H-A` for an exact score) and
  `outcome_period` (`first`/`second`). A term that cannot be read stays null, and the engine
  then cannot call the legs the same bet.
"""

from __future__ import annotations

import re
from collections.abc import Mapping

import polars as pl

from pipeline.rules import rx
from pipeline.rules import vocabulary as V
from pipeline.rules.meaning import scoreline, team_side

__all__ = [
    "FAMILIES",
    "cue_stages",
    "direction_inputs",
    "direction_parts",
    "line_inputs",
    "line_numbers",
    "LISTING_COLUMNS",
    "family_columns",
    "family_inputs",
    "terms_columns",
    "terms_inputs",
    "terms_parts",
    "listing_family",
    "listing_columns",
    "listing_inputs",
    "listing_line",
    "listing_line_check",
    "listing_signals",
    "text_family",
]

FAMILIES = (
    "win",
    "draw",
    "advance",
    "spread",
    "total",
    "btts",
    "half",
    "exact_score",
    "other",
    "unknown",
)
ONE_X_TWO = ("win", "draw")
# A clause on a match cancelled, abandoned, postponed or made void. Its own short word list,
# not `vocabulary.CONTINGENCY_CONDITIONS`: those use look-arounds, which the native regex
# engine this runs on (`rx`, Polars) does not take, and only the clause's subject matters.
_VOID_CLAUSE = (
    r"(?i)[^.;\n]*\b(?:cancel\w*|abandon\w*|called\s+off|scrapped|void\w*|postpon\w*)\b[^.;\n]*"
)
# Listing columns the family reads; absent ones count as silent.
LISTING_COLUMNS: dict[str, pl.DataType] = {
    "market_id": pl.String(),
    "series_id": pl.String(),
    "event_title": pl.String(),
    "title": pl.String(),
    "outcome_label": pl.String(),
    "market_type": pl.String(),
}
_CONFLICT = "conflict"


def _one_of(hits: list[tuple[str, pl.Expr]]) -> pl.Expr:
    """The single family named by `hits` (name, flag); CONFLICT for several; null for none."""
    count = pl.sum_horizontal([flag.fill_null(False).cast(pl.Int32) for _, flag in hits])
    label: pl.Expr = pl.lit(None, dtype=pl.String)
    for name, flag in reversed(hits):
        label = pl.when(flag.fill_null(False)).then(pl.lit(name)).otherwise(label)
    return pl.when(count > 1).then(pl.lit(_CONFLICT)).otherwise(label)


_OTHER_MARKETS_SENTENCE = r"(?i)[^.\n]*(?:" + V.OTHER_MARKETS.removeprefix("(?i)") + r")[^.\n]*"


def _cue_forms(s: pl.Expr) -> tuple[pl.Expr, pl.Expr]:
    """`s` as the family cues read it, and that with margins and full-time phrases masked."""
    # "wins by over 1.5 goals" is a margin, not a goal total "over 1.5".
    s = s.pipe(rx.replace_all, r"(?i)\bby\s+over\s+", "by more than ")
    # A sentence about the event's other markets names their families, not this one's.
    s = s.pipe(rx.replace_all, _OTHER_MARKETS_SENTENCE, " ")
    # A margin's goal count cues the spread alone ("by two or more goals" is no total).
    masked = s.pipe(rx.replace_all, V.MARGIN_PHRASE, " ").pipe(
        rx.replace_all, V.FULL_TIME_PHRASE, " "
    )
    return s, masked


def _cue_flags(s: pl.Expr, masked: pl.Expr) -> dict[str, pl.Expr]:
    """Per family of the vocabulary (in its order), whether the forms of `_cue_forms` cue it."""
    flags = {
        name: (s if name == "spread" else masked).pipe(rx.contains, cue)
        for name, cue in V.FAMILY_CUES.items()
    }
    # A line on corners or cards ("over 9.5 corners") is that count's market, not goals'.
    flags["total"] = flags["total"] & flags["other"].not_()
    return flags


def _cue_family(s: pl.Expr) -> pl.Expr:
    """Non-1X2 family a piece of text is about, by the vocabulary; null when none."""
    return _one_of(list(_cue_flags(*_cue_forms(s)).items()))


def _cued(text: pl.Expr) -> dict[str, pl.Expr]:
    """The texts whose family cues the reader reads: the rule text, the listing's title and
    its outcome label."""
    return {
        "text": text,
        "title": pl.col("title").fill_null(""),
        "label": pl.col("outcome_label").fill_null(""),
    }


def cue_stages(text: pl.Expr) -> list[list[pl.Expr]]:
    """Three stages reading `_cue_family` of the rule text, title and label once each, as
    `_cue_<text|title|label>_family`: the forms, then the flags, then the family.

    `_one_of` uses each flag twice and each flag reads the masked form, so inlined every
    family copied its forms' regexes into each use (`listing_inputs` and `family_inputs`
    then held ~480 regex calls, planned again on every call of the reader)."""
    names = list(_cued(text))
    forms: list[pl.Expr] = []
    for name, source in _cued(text).items():
        cue_text, masked = _cue_forms(source)
        forms += [cue_text.alias(f"_cue_{name}"), masked.alias(f"_cue_{name}_masked")]
    flags = [
        flag.alias(f"_cue_{name}_{family}")
        for name in names
        for family, flag in _cue_flags(
            pl.col(f"_cue_{name}"), pl.col(f"_cue_{name}_masked")
        ).items()
    ]
    families = [
        _one_of([(f, pl.col(f"_cue_{name}_{f}")) for f in V.FAMILY_CUES]).alias(
            f"_cue_{name}_family"
        )
        for name in names
    ]
    return [forms, flags, families]


def text_family(text: pl.Expr, outcome_kind: pl.Expr, cue: pl.Expr | None = None) -> pl.Expr:
    """Family the rule text states: a non-1X2 cue, else the 1X2/advance outcome it read.

    A half cue beside a team or draw outcome is a half result; any other pair of cues is
    CONFLICT. `cue` is the text's `_cue_family` read a stage earlier (`cue_stages`); by
    default it is read here.
    """
    cue = _cue_family(text) if cue is None else cue
    return (
        pl.when(cue.is_not_null())
        .then(cue)
        .when(outcome_kind.is_in(["win", "draw", "advance"]))
        .then(outcome_kind)
    )


def _by_type() -> pl.Expr:
    market_type = pl.col("market_type").fill_null("").str.to_lowercase()
    return _one_of(
        [(name, market_type.pipe(rx.contains, cue)) for name, cue in V.MARKET_TYPE_FAMILY.items()]
    )


def _by_series() -> pl.Expr:
    # venue_two: the series part of the ticker ("KXEPLSPREAD-..." -> SPREAD).
    series = (
        pl.when(pl.col("venue") == "venue_two")
        .then(pl.col("market_id").fill_null("").pipe(rx.extract, r"^([A-Z0-9]+)-", 1))
        .otherwise(pl.lit(""))
        .fill_null("")
    )
    return _one_of([(name, series.pipe(rx.contains, cue)) for name, cue in V.SERIES_FAMILY.items()])


def listing_signals(read: Mapping[str, pl.Expr] | None = None) -> pl.Expr:
    """The families the listing's market type, ticker series, title and label each name.

    `read` holds what stages before read once (`listing_inputs`, `cue_stages`): `type`,
    `series`, `title` and `label` (the last two their `_cue_family`), each used twice here;
    by default each is read here.
    """
    title = pl.col("title").fill_null("")
    label = pl.col("outcome_label").fill_null("")
    by_type = _by_type() if read is None else read["type"]
    by_series = _by_series() if read is None else read["series"]
    by_title = pl.coalesce(
        _cue_family(title) if read is None else read["title"],
        pl.when(title.pipe(rx.contains, V.TITLE_ONE_X_TWO)).then(pl.lit("1x2")),
    )
    # A draw label ("Tie") is the draw of a full match or of a half: it says 1X2 only
    # where nothing else in the listing names the family.
    others_silent = pl.concat_list(by_type, by_series, by_title).list.drop_nulls().list.len() == 0
    by_label = pl.coalesce(
        _cue_family(label) if read is None else read["label"],
        pl.when(label.pipe(rx.contains, V.DRAW_LABEL) & others_silent).then(pl.lit("1x2")),
    )
    return pl.concat_list(by_type, by_series, by_title, by_label).list.drop_nulls()


def listing_family(signals: pl.Expr | None = None) -> pl.Expr:
    """Family the listing states (market type, ticker series, title, label), or CONFLICT.

    `signals` is a column of `listing_signals()` already read (extraction materializes it a
    stage earlier, so its regexes are not copied into each use below); by default it is
    read here.
    """
    distinct = (listing_signals() if signals is None else signals).list.unique()
    return (
        pl.when(distinct.list.len() == 0)
        .then(pl.lit(None, dtype=pl.String))
        .when(distinct.list.len() == 1)
        .then(distinct.list.first())
        .otherwise(pl.lit(_CONFLICT))
    )


def _same(listing: pl.Expr, text: pl.Expr) -> pl.Expr:
    one_x_two = text.is_in(list(ONE_X_TWO))
    return (listing == text) | ((listing == "1x2") & one_x_two)


def family_inputs(text: pl.Expr, outcome_kind: pl.Expr) -> list[pl.Expr]:
    """`_family_text` and `_family_from_listing`, the stage before `family_columns` (needs
    the column of `listing_inputs`).

    Materialized as columns so `family_columns`, which uses each several times, reads them
    instead of copying both classifiers' expression trees into every use: each copy ran
    every cue regex again, a fixed cost of seconds per call whatever the number of texts.
    """
    return [
        text_family(text, outcome_kind, pl.col("_cue_text_family")).alias("_family_text"),
        listing_family(pl.col("_listing_signals")).alias("_family_from_listing"),
    ]


def listing_inputs() -> list[pl.Expr]:
    """The market type's and the ticker series' families, the stage before
    `listing_columns` (each is used twice there)."""
    return [_by_type().alias("_listing_type"), _by_series().alias("_listing_series")]


def listing_columns() -> list[pl.Expr]:
    """`_listing_signals`, the stage before `family_inputs` (see there for why); needs the
    columns of `listing_inputs` and `cue_stages`."""
    read = {
        "type": pl.col("_listing_type"),
        "series": pl.col("_listing_series"),
        "title": pl.col("_cue_title_family"),
        "label": pl.col("_cue_label_family"),
    }
    return [listing_signals(read).alias("_listing_signals")]


def family_columns(text: pl.Expr) -> list[pl.Expr]:
    """family, family_status, family_evidence (needs the columns of `family_inputs`)."""
    from_text = pl.col("_family_text")
    from_listing = pl.col("_family_from_listing")
    text_ok = from_text.is_not_null() & (from_text != _CONFLICT)
    listing_ok = from_listing.is_not_null() & (from_listing != _CONFLICT)
    agree = text_ok & (from_listing.is_null() | (listing_ok & _same(from_listing, from_text)))
    inferred = from_text.is_null() & listing_ok & (from_listing != "1x2")
    conflict = (
        (from_text == _CONFLICT)
        | (from_listing == _CONFLICT)
        | (text_ok & listing_ok & _same(from_listing, from_text).not_())
    )
    listing_words = pl.format(
        "listing: {} / {} / {}",
        pl.col("title").fill_null(""),
        pl.col("outcome_label").fill_null(""),
        pl.col("market_type").fill_null(""),
    )
    return [
        pl.when(agree)
        .then(from_text)
        .when(inferred)
        .then(from_listing)
        .otherwise(pl.lit("unknown"))
        .alias("family"),
        pl.when(agree)
        .then(pl.lit("recognized"))
        .when(inferred)
        .then(pl.lit("inferred"))
        .when(conflict.fill_null(False))
        .then(pl.lit("conflicting"))
        .when(text.str.strip_chars() == "")
        .then(pl.lit("absent"))
        .otherwise(pl.lit("unrecognized"))
        .alias("family_status"),
        pl.when(inferred | conflict.fill_null(False)).then(listing_words).alias("_family_listing"),
    ]


def _word(raw: pl.Expr) -> pl.Expr:
    """A number as written, lower-cased and with its spaces collapsed (for `_num`)."""
    return raw.str.to_lowercase().str.strip_chars().pipe(rx.replace_all, r"\s+", " ")


def _num(word: pl.Expr) -> pl.Expr:
    """The number a `_word` says, in digits or in words ("three"), else null."""
    return (
        pl.when(word.pipe(rx.contains, r"^\d+(?:\.\d+)?$"))
        .then(word.cast(pl.Float64, strict=False))
        .otherwise(
            word.replace_strict(
                list(V.SMALL_NUMBERS), [float(v) for v in V.SMALL_NUMBERS.values()], default=None
            ).cast(pl.Float64)
        )
    )


def _half_line(n: pl.Expr, shift: float) -> pl.Expr:
    """A whole number moved to the half-goal line (`shift` = ±0.5); a .5 line is kept."""
    return pl.when((n % 1) == 0).then(n + shift).otherwise(n)


_LINE_RULES = {"_spread": V.SPREAD_LINES, "_over": V.OVER_LINES, "_under": V.UNDER_LINES}


def line_inputs(text: pl.Expr) -> list[pl.Expr]:
    """The stage before `line_numbers`: per kind of line, the number each (regex, shift)
    rule reads, as written (`_word`; a list, one item per rule). `_num` uses its input
    several times, so each regex ran several times where they read it inline."""
    # Each rule's number is read by one call for all of them (`rx.extract_each`) and its
    # words tidied in one `list.eval`: the same values as one expression per rule, with a
    # fraction of the nodes (each a Python call with the `re` backend).
    return [
        rx.extract_each(text, [line for line, _ in rules], 1)
        .list.eval(_word(pl.element()))
        .alias(f"{name}_raw")
        for name, rules in _LINE_RULES.items()
    ]


def line_numbers() -> list[pl.Expr]:
    """The stage after `line_inputs`: each rule's number (`_num`), which `_half_line` uses
    three times (inlined, each use copied the number's regex and its word's again)."""
    return [
        pl.col(f"{name}_raw").list.eval(_num(pl.element())).alias(f"{name}_nums")
        for name in _LINE_RULES
    ]


def _lines_stated(name: str) -> pl.Expr:
    """The distinct lines stated, over the (regex, whole-number shift) rules of `name`
    (from its `line_numbers` column)."""
    nums = pl.col(f"{name}_nums")
    lines = [_half_line(nums.list.get(i), shift) for i, (_, shift) in enumerate(_LINE_RULES[name])]
    return pl.concat_list(lines).list.drop_nulls().list.unique()


def _line_of(stated: pl.Expr) -> tuple[pl.Expr, pl.Expr]:
    """(line, number of distinct lines stated) of a `_lines_stated` column."""
    return stated.list.first(), stated.list.len()


# A full stop that does not end a clause: a decimal line ("over 3.5"), "vs." and a single
# capital's abbreviation ("D.C. United"). It is shielded while the text is cut into
# clauses, then restored, so "over 3.5 goals ..., resolves Yes" stays one clause.
_SHIELD = "\u2024"
# A numeral's full stop before a short capitalized prefix is a club's ("1. FC Union").
# A single letter's full stop is an initial or "i.e."/"e.g.".
_NOT_A_STOP = r"(\d)\.(\d)|\b(vs?|[A-Za-z])\.|\b(\d)\.(\s+[A-Z]{1,4}\s)"


def _shield_dots(text: pl.Expr) -> pl.Expr:
    return text.pipe(rx.replace_all, _NOT_A_STOP, f"${{1}}${{3}}${{4}}{_SHIELD}${{2}}${{5}}")


def _unshield(text: pl.Expr) -> pl.Expr:
    return text.str.replace_all(_SHIELD, ".", literal=True)


def _direction(part: pl.Expr) -> pl.Expr:
    """`over` / `under` where `part` states lines on one side only, else null."""
    says_over = rx.contains_each(part, [line for line, _ in V.OVER_LINES]).list.any()
    says_under = rx.contains_each(part, [line for line, _ in V.UNDER_LINES]).list.any()
    # Each flag used once (a `when` chain would copy both, and their regexes, twice).
    sides = says_over.cast(pl.Int32) * 2 + says_under.cast(pl.Int32)
    return sides.replace_strict({2: "over", 1: "under"}, default=None, return_dtype=pl.String)


def direction_parts(text: pl.Expr) -> list[pl.Expr]:
    """The stage before `direction_inputs`: the side each of the Yes clause, the No clause
    and (where there is neither) the whole text states (`_direction`: one regex per line
    rule), read once here because `_total_direction` uses the first two several times.
    Needs the columns of `terms_inputs`."""
    yes_part, no_part = pl.col("_yes_part"), pl.col("_no_part")
    whole = pl.when((yes_part.str.len_chars() == 0) & (no_part.str.len_chars() == 0)).then(
        _direction(text)
    )
    return [
        _direction(yes_part).alias("_yes_dir"),
        _direction(no_part).alias("_no_dir"),
        whole.alias("_whole_dir"),
    ]


def _total_direction() -> pl.Expr:
    """`over` / `under` (or null): which side of a total pays Yes, from the columns of
    `direction_parts`.

    The clause paying Yes says it ("Yes if three goals or fewer"); a clause paying No says
    the other side ("four or more goals resolves No"); only a text with neither clause is
    read as a whole. Clauses that disagree give no side: that is a text to quote, not guess.
    """
    yes_dir = pl.col("_yes_dir")
    no_dir = pl.col("_no_dir").replace_strict(
        {"over": "under", "under": "over"}, default=None, return_dtype=pl.String
    )
    agreed = (
        pl.when(yes_dir.is_not_null() & no_dir.is_not_null() & (yes_dir != no_dir))
        .then(pl.lit(None, dtype=pl.String))
        .otherwise(pl.coalesce(yes_dir, no_dir, pl.col("_whole_dir")))
    )
    return agreed


def direction_inputs() -> list[pl.Expr]:
    """`_total_side`, the side of a total read from the columns of `direction_parts`: a
    stage of its own, as `terms_columns` uses it several times (see `terms_inputs`)."""
    return [_total_direction().alias("_total_side")]


def terms_parts(text: pl.Expr) -> pl.Expr:
    """A stage before `terms_inputs`: the text cut for its clauses paying Yes and No
    (brackets' semicolons and stops that end no sentence shielded, joined clauses split).
    A column of its own: both clause lists read it, and inlined each ran its four regexes
    over the whole text again."""
    # Which side of a two-sided market pays Yes is said in the clause paying Yes ("Yes if
    # both score; No if either fails to score"), else in the text as a whole.
    unbracketed = text.pipe(rx.replace_all, V.BRACKET_SEMICOLON, "($1,").pipe(
        rx.replace_all, V.BRACKET_SEMICOLON, "($1,"
    )
    return (
        _shield_dots(unbracketed)
        .pipe(rx.replace_all, V.CLAUSE_JOIN, "; ")
        .pipe(rx.replace_all, V.NO_JOIN, "; ${1}")
    )


def terms_inputs() -> list[pl.Expr]:
    """The stage before `terms_columns`: the lines stated and the clauses paying Yes / No
    (needs the column of `terms_parts`, `_terms_parts`).

    Materialized as columns because `terms_columns` uses each several times; inlined, each
    use copied its regexes again (thousands of nodes, seconds of fixed cost per call).
    """
    parts = pl.col("_terms_parts")
    return [
        *(_lines_stated(name).alias(f"{name}_lines") for name in _LINE_RULES),
        _unshield(parts.pipe(rx.extract_all, V.YES_CLAUSES).list.join(" ")).alias("_yes_part"),
        _unshield(parts.pipe(rx.extract_all, V.NO_CLAUSES).list.join(" ")).alias("_no_part"),
    ]


def terms_columns(text: pl.Expr) -> list[pl.Expr]:
    """outcome_line, outcome_side, outcome_period (needs `family`, `outcome_team`, listing
    and the columns of `terms_inputs` and `direction_inputs`)."""
    family = pl.col("family")
    spread_line, spread_n = _line_of(pl.col("_spread_lines"))
    over_line, over_n = _line_of(pl.col("_over_lines"))
    under_line, under_n = _line_of(pl.col("_under_lines"))
    yes_part = pl.col("_yes_part")
    yes_text = pl.when(yes_part.str.len_chars() > 0).then(yes_part).otherwise(text)
    # A side is read only where a clause says it: the Yes clause naming (not) both scoring,
    # or a No clause paying on both scoring; a text saying neither has no side.
    no_part = pl.col("_no_part")
    side_paid = pl.col("_total_side")
    over = (side_paid == "over").fill_null(False)
    under = (side_paid == "under").fill_null(False)
    # A line is taken only where the text states one line for its direction and no other.
    over = over & (under_line.is_null() | (under_line == over_line))
    under = under & (over_line.is_null() | (under_line == over_line))
    # A text with no clause paying Yes that says both ("PSG and Marseille both score ...
    # either side fails to score") names no side.
    both_said = (
        (yes_part.str.len_chars() == 0)
        & text.pipe(rx.contains, V.BTTS_NOT)
        & text.pipe(rx.contains, V.BTTS_YES)
    )
    btts_side = (
        pl.when(both_said)
        .then(pl.lit(None, dtype=pl.String))
        .when(yes_text.pipe(rx.contains, V.BTTS_NOT))
        .then(pl.lit("no"))
        .when(yes_text.pipe(rx.contains, V.BTTS_YES))
        .then(pl.lit("yes"))
        .when(no_part.pipe(rx.contains, V.BTTS_YES) & no_part.pipe(rx.contains, V.BTTS_NOT).not_())
        .then(pl.lit("no"))
    )
    # A half named only to say it does not count is not the leg's half.
    counted = text.pipe(rx.replace_all, V.HALF_IGNORED, " ")
    first = counted.pipe(rx.replace_all, V.NOT_FIRST_HALF, " ").pipe(rx.contains, V.FIRST_HALF)
    second = counted.pipe(rx.contains, V.SECOND_HALF)
    # A score stated in a clause on a void match ("cancelled: the score is taken to be 0-0")
    # is what that match settles as, not the score this market is on.
    scored = text.pipe(rx.replace_all, _VOID_CLAUSE, " ")
    stated = (
        scored.pipe(rx.extract, V.EXACT_SCORE, 1)
        + pl.lit("-")
        + scored.pipe(rx.extract, V.EXACT_SCORE, 2)
    )
    # The scoreline with each team named ("Lille 2, Rennes 2") wins over a bare one read
    # home first; where both are stated and differ, there is no reading.
    named = (
        pl.when(pl.col("family") == "exact_score")
        .then(pl.struct(t=text, title=pl.col("event_title")))
        .pipe(rx.map_python, lambda r: scoreline(r["t"], r["title"]), pl.String())
    )
    score = (
        pl.when(named.is_not_null() & stated.is_not_null() & (named != stated))
        .then(pl.lit(None, dtype=pl.String))
        .otherwise(pl.coalesce(named, stated))
    )
    line = (
        pl.when((family == "spread") & (spread_n == 1))
        .then(spread_line)
        .when((family == "total") & over & (over_n == 1))
        .then(over_line)
        .when((family == "total") & under & (under_n == 1))
        .then(under_line)
    )
    side: pl.Expr = (
        pl.when(family.is_in(["win", "advance", "spread", "half"]))
        .then(_team_side())
        .when(family == "total")
        .then(pl.when(over).then(pl.lit("over")).when(under).then(pl.lit("under")))
        .when(family == "btts")
        .then(btts_side)
        .when(family == "exact_score")
        .then(score)
    )
    side = (
        pl.when((family == "half") & (pl.col("outcome_kind") == "draw"))
        .then(pl.lit("draw"))
        .otherwise(side)
    )
    period = pl.when(family == "half").then(
        pl.when(first & second.not_())
        .then(pl.lit("first"))
        .when(second & first.not_())
        .then(pl.lit("second"))
    )
    return [line.alias("outcome_line"), side.alias("outcome_side"), period.alias("outcome_period")]


_LINE_NUMBER = r"(\d+(?:\.\d+)?)"
# The line a listing's label or title states, per family: a spread's "(-1.5)", "by over 1.5",
# "by 2+" / "by 2 or more" (1.5); a total's "O/U 2.5", "Over 2.5", "4 or more goals" (3.5).
_LISTING_LINES: dict[str, tuple[tuple[str, float], ...]] = {
    "spread": (
        (rf"\(\s*[+-]?\s*{_LINE_NUMBER}\s*\)", 0.0),
        (rf"(?i)\b(?:handicap|spread)\b[^0-9]*[+-]\s*{_LINE_NUMBER}", 0.0),
        (rf"(?i)\bby\s+(?:over|more\s+than)\s+{_LINE_NUMBER}", 0.0),
        (r"(?i)\bby\s+(\d+)\s*(?:\+|or\s+more\b)", -0.5),
    ),
    "total": (
        (rf"(?i)\b(?:o/u|over|under|more\s+than|fewer\s+than|less\s+than)\s+{_LINE_NUMBER}", 0.0),
        (r"(?i)\b(\d+)\s*(?:\+|or\s+more)\s+goals\b", -0.5),
    ),
}


def listing_line(family: str | None, label: str | None, title: str | None) -> float | None:
    """The goal line the listing states for a spread or total leg: its outcome label's, else
    its title's; None where neither states one, or one states two different lines."""
    rules = _LISTING_LINES.get(family or "")
    if not rules:
        return None
    for words in (label, title):
        found = set()
        for pattern, shift in rules:
            for m in re.finditer(pattern, words or ""):
                value = float(m.group(1)) + shift
                # A whole number is no goal line a spread or total is written at.
                if value % 1 == 0.5:
                    found.add(value)
        if len(found) == 1:
            return found.pop()
        if found:
            return None
    return None


def listing_line_check() -> list[pl.Expr]:
    """The text's goal line cross-checked against the listing's: where both state one and
    they differ, the leg's terms are not known (`outcome_line` null, outcome `conflicting`)
    and `outcome_derived_from` quotes the listing beside the text's clause."""
    listed = pl.struct(
        family=pl.col("family"), label=pl.col("outcome_label"), title=pl.col("title")
    ).pipe(rx.map_python, lambda r: listing_line(r["family"], r["label"], r["title"]), pl.Float64())
    line = pl.col("outcome_line")
    differ = (line.is_not_null() & listed.is_not_null() & (line != listed)).fill_null(False)
    return [
        pl.when(differ).then(pl.lit(None, dtype=pl.Float64)).otherwise(line).alias("outcome_line"),
        pl.when(differ)
        .then(pl.lit("conflicting"))
        .otherwise(pl.col("outcome_status"))
        .alias("outcome_status"),
        pl.when(differ)
        .then(
            pl.format(
                "listing: {} (line {}); the text states line {}",
                pl.coalesce(pl.col("outcome_label"), pl.col("title")),
                listed,
                line,
            )
        )
        .alias("outcome_derived_from"),
    ]


def _team_side() -> pl.Expr:
    """`home`/`away`: which of the listing's two teams the text's team is (null if neither).
    Run once per distinct (team, title): the frame here holds one row per rule text."""
    return pl.struct(team=pl.col("outcome_team"), title=pl.col("event_title")).pipe(
        rx.map_python, lambda r: team_side(r["team"], r["title"]), pl.String()
    )
