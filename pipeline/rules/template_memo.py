"""Template readings kept across calls: a leg whose template was read before is a lookup.

`templates.extract_by_template` reads each template of one call twice (short and long
placeholders; a template holding a whole name also once on its probe leg's own text) and
gives every leg of it the restored record. Reading costs a fixed few hundred milliseconds
per call whatever the number of texts (Polars plans the reader's query on every call; a
large call also compiles every pattern again, as Polars keeps 32 compiled regexes per
thread and the reader has ~170, while a small call runs them through `rules.rx`'s Python
backend, compiled once per process). An
on-demand audit reads one or two legs per call, almost always from a venue template the
cycle (or an earlier audit) has read already; keeping the two readings of each template
makes such a leg a lookup plus the per-leg restore and its safety checks, which stay in
`templates._restored` (a template's record is only reused where the restored evidence is
a quote of the leg's own text, exactly as within one call).

A template's reading depends only on its text (the substituted key columns, hashed to
`_tid` as within one call: two 64-bit hashes) and on the reader's code, which does not
change within a process, so the memo lives as long as the process (and is kept on disk
beside the rule records, under the same reader fingerprint: `pipeline.rulecache`). Only
templates whose two readings agree (and whose probe, where it has one, read the same) are
kept: a template that reads differently is read again with its legs, as before. A template
holding a whole name is kept only where its plain legs' probe read the same; the probe groups
of other name shapes and of competitions checked so far (`checked`) live only as long as the
process, so after a restart each such shape, and each competition of a template, is checked
once again (its first leg read on its own text). The settlement source lists and resolution
sources read apart (`template_sources`) are kept the same way, only in the process: after a
restart the first call meeting one reads it again (one short text, and the base text once
per venue).
"""

from __future__ import annotations

import threading

import polars as pl

from pipeline.rules.template_sources import SOURCE_KEY

__all__ = ["TemplateMemo"]


class TemplateMemo:
    """The short and long readings (placeholders abstracted) of templates read so far.

    `short` and `long` hold `_tid` and the record columns as `templates._abstract` gives
    them, one row per template; at most `max_templates` are kept (the newest). Readers
    take the current frames; writers replace them under a lock.
    """

    def __init__(self, max_templates: int = 5_000) -> None:
        """Keep at most `max_templates` templates (a venue writes from a few dozen)."""
        self.max_templates = max_templates
        self._frames: tuple[pl.DataFrame, pl.DataFrame] | None = None
        self._lock = threading.Lock()
        self.found = 0  # templates looked up and found, over the memo's life (for benches)
        # Probe groups (`templates` `_pk`: template and name shape) whose probe read as the
        # template: a group's later legs need no probe. A reading depends only on its text,
        # so a group stays checked; the set is bounded by forgetting it whole.
        self.checked: frozenset[str] = frozenset()
        # Settlement source lists and resolution sources read apart (`template_sources`),
        # by their key: a reading depends only on its input, so they stay as long as the
        # process.
        self._sources: pl.DataFrame | None = None

    def check(self, groups: list[str]) -> None:
        """Remember probe groups whose probe read as their template."""
        if not groups:
            return
        with self._lock:
            kept = self.checked if len(self.checked) < 20 * self.max_templates else frozenset()
            self.checked = kept | frozenset(groups)

    def sources(self) -> pl.DataFrame | None:
        """Every source read apart so far (`template_sources.source_readings`)."""
        return self._sources

    def add_sources(self, readings: pl.DataFrame) -> None:
        """Remember sources read apart (at most `max_templates`, the newest)."""
        if not readings.height:
            return
        with self._lock:
            both = readings if self._sources is None else pl.concat([self._sources, readings])
            self._sources = both.unique(SOURCE_KEY, keep="last", maintain_order=True).tail(
                self.max_templates
            )

    def frames(self) -> tuple[pl.DataFrame, pl.DataFrame] | None:
        """Every stored (short, long) reading; None while the memo is empty."""
        return self._frames

    def readings(self, tids: pl.Series) -> tuple[pl.DataFrame, pl.DataFrame] | None:
        """The stored (short, long) readings of those of `tids` known; None if none is."""
        frames = self._frames
        if frames is None:
            return None
        wanted = tids.unique().implode()
        short, long = (f.filter(pl.col("_tid").is_in(wanted)) for f in frames)
        self.found += short.height
        return (short, long) if short.height else None

    def add(self, short: pl.DataFrame, long: pl.DataFrame) -> None:
        """Remember the templates of `short` and `long` (`_tid` and the record columns, one
        row per `_tid` in each) whose two readings agree in every column but `rules_hash`."""
        cols = [c for c in short.columns if c not in ("_tid", "rules_hash")]
        both = short.join(long, on="_tid", suffix="_b")
        same = pl.all_horizontal(pl.col(c).eq_missing(pl.col(f"{c}_b")) for c in cols)
        agreed = both.filter(same).select("_tid").unique()
        if not agreed.height:
            return
        new = [f.join(agreed, on="_tid", how="semi") for f in (short, long)]
        with self._lock:
            if self._frames is not None:
                new = [
                    pl.concat([old, f], how="vertical")
                    for old, f in zip(self._frames, new, strict=True)
                ]
            kept = [
                f.unique("_tid", keep="last", maintain_order=True).tail(self.max_templates)
                for f in new
            ]
            self._frames = (kept[0], kept[1])
